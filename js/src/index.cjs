// The package's CommonJS entry (package.json "exports", "require"): the
// API is an ES module that waits for its WebAssembly module at the top
// level, which require() cannot load. load() imports it and gives its
// namespace, the names `import ... from 'libuno'` gives:
//
//     const { load } = require('libuno');
//     load().then(({ Game }) => { ... });
//
// Every call gives the same module (and so the same classes).
// SPDX-License-Identifier: MIT
'use strict';

/** Loads libuno: a promise of the package's ES module namespace. */
function load() {
	return import('./index.js');
}

module.exports = { load };
