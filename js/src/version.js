// The library's version (version.h).
// SPDX-License-Identifier: MIT

import { W, readString } from './wasm.js';

/** The library's version, "MAJOR.MINOR.PATCH". */
export function version() {
	return readString(W.uno_version_string());
}
