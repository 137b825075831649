// The WebAssembly module and the little the package needs to talk to it:
// memory views that survive growth, stack frames for a call's temporaries,
// strings, the structure layout js/glue.c reports, and the one import the
// module calls back through (the hooks).
//
// The module is built by scripts/build-wasm (js/meson.build) as a
// standalone module; its bytes are embedded in dist/libuno-wasm.js so that
// the package loads the same way in Node.js and in browsers, without a
// file path or a fetch.
// SPDX-License-Identifier: MIT

import wasmBase64 from '../dist/libuno-wasm.js';

function decodeBase64(text) {
	if (typeof Buffer === 'function') {
		const b = Buffer.from(text, 'base64');
		return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
	}
	const bin = atob(text);
	const out = new Uint8Array(bin.length);
	for (let i = 0; i < bin.length; i++)
		out[i] = bin.charCodeAt(i);
	return out;
}

// Set by index.js: called by js/glue.c's trampolines for every hook.
let hookHandler = () => -1;

/** Routes the module's hook calls to `fn(kind, game, seat, data, user)`. */
export function onHook(fn) {
	hookHandler = fn;
}

const imports = {
	env: {
		unojs_hook: (kind, game, seat, data, user) => hookHandler(kind, game, seat, data, user),
		// Memory views are checked on every use (heap()), nothing to do.
		emscripten_notify_memory_growth: () => {},
	},
};

const { instance } = await WebAssembly.instantiate(decodeBase64(wasmBase64), imports);

/** The module's exports: the C API by its C names. */
export const W = instance.exports;
if (W._initialize)
	W._initialize();

const memory = W.memory;
let buffer = null;
let u8 = null;
let dv = null;

function refresh() {
	buffer = memory.buffer;
	u8 = new Uint8Array(buffer);
	dv = new DataView(buffer);
}
refresh();

/** The module's memory as bytes (a fresh view after the memory grew). */
export function heap() {
	if (u8.byteLength === 0) // memory.grow() detached the old buffer
		refresh();
	return u8;
}

/** A DataView of the module's memory. */
export function view() {
	if (u8.byteLength === 0) // memory.grow() detached the old buffer
		refresh();
	return dv;
}

/**
 * Runs fn(alloc) in a stack frame: alloc(n) returns n zeroed bytes that
 * live until fn returns. Frames nest, so a hook may call into the module
 * while a caller's temporaries are still in use.
 */
export function frame(fn) {
	const saved = W.stackSave();
	try {
		return fn(alloc);
	} finally {
		W.stackRestore(saved);
	}
}

function alloc(n) {
	const p = W.stackAlloc((n + 7) & ~7);
	heap().fill(0, p, p + n);
	return p;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A NUL-terminated UTF-8 copy of `text` in the frame's memory. */
export function cString(alloc, text) {
	const bytes = encoder.encode(text);
	const p = alloc(bytes.length + 1);
	heap().set(bytes, p);
	return p;
}

/** The UTF-8 text of a NUL-terminated string in the module's memory. */
export function readString(p, max = Infinity) {
	if (!p)
		return '';
	const h = heap();
	let end = p;
	while (h[end] && end - p < max)
		end++;
	return decoder.decode(h.subarray(p, end));
}

/** Length of `text` in UTF-8 bytes. */
export function utf8Length(text) {
	return encoder.encode(text).length;
}

export function u32(p) {
	return view().getUint32(p, true);
}

export function i32(p) {
	return view().getInt32(p, true);
}

/** Sizes and offsets by name, as js/glue.c's unojs_layout() reports them. */
export const layout = Object.freeze(Object.fromEntries(
	readString(W.unojs_layout()).split(';').filter(Boolean).map((pair) => {
		const [k, v] = pair.split('=');
		return [k, Number(v)];
	})));

/** The offset or size `name` (throws for an unknown name: a stale build). */
export function at(name) {
	const v = layout[name];
	if (v === undefined)
		throw new Error(`libuno: the WebAssembly module does not describe ${name}`);
	return v;
}
