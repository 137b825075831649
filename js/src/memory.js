// Buffers on the module's heap, for what is too big for a call's stack
// frame (wasm.js frame()): saves, logs, definitions.
// SPDX-License-Identifier: MIT

import { W, heap } from './wasm.js';
import { Status } from '../dist/constants.js';
import { UnoError } from './errors.js';

/** fn(p) with `n` bytes of the heap at p, freed when fn returns or throws. */
export function withMalloc(n, fn) {
	const p = W.malloc(n);
	if (!p)
		throw new UnoError(Status.ENOMEM, 'out of memory');
	try {
		return fn(p);
	} finally {
		W.free(p);
	}
}

/* `text` as NUL-terminated UTF-8 in the module's memory for the length of
 * fn(buf, length): texts too long for the stack (logs, definitions). */
export function withText(text, fn) {
	const bytes = new TextEncoder().encode(text);
	return withMalloc(bytes.length + 1, (buf) => {
		heap().set(bytes, buf);
		heap()[buf + bytes.length] = 0;
		return fn(buf, bytes.length);
	});
}
