// Type declarations of the package's CommonJS entry (src/index.cjs), for a
// CommonJS program's require('libuno'). Checked in CI by `npm run
// typecheck` against test/types-check-cjs.cts.
// SPDX-License-Identifier: MIT

// The API is the ES module's (index.d.ts), imported as one (TypeScript 5.3 or later).
import type * as libuno from './index.js' with { 'resolution-mode': 'import' };

/** Loads libuno: a promise of the package's ES module, with the names `import ... from 'libuno'` gives. */
export declare function load(): Promise<typeof libuno>;
