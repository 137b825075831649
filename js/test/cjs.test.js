// The CommonJS entry (src/index.cjs, package.json "exports" "require"):
// require() gives load(), a promise of the ES module's namespace, the same
// module and classes an import gives; index.d.cts declares exactly that.
// test/readme.test.js requires the package by name from an installed
// tarball.
// SPDX-License-Identifier: MIT

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import * as uno from '../src/index.js';

const require = createRequire(import.meta.url);

test('require() of the CommonJS entry gives load() and nothing else', () => {
	const cjs = require('../src/index.cjs');
	assert.deepEqual(Object.keys(cjs), ['load']);
	assert.equal(typeof cjs.load, 'function');
});

test('load() resolves to the ES module itself: the same names, the same classes, every time', async () => {
	const { load } = require('../src/index.cjs');
	const p = load();
	assert.ok(p instanceof Promise);
	const a = await p;
	const b = await load();
	assert.equal(a, b);
	assert.deepEqual(Object.keys(a).sort(), Object.keys(uno).sort());
	for (const name of Object.keys(uno))
		assert.equal(a[name], uno[name], name);
	const game = new a.Game('classic', { seed: 7 });
	assert.ok(game instanceof uno.Game);
	game.dispose();
});

test('package.json maps require to the CommonJS entry and import to the ES module, each with its types', () => {
	const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
	const dot = pkg.exports['.'];
	assert.deepEqual(dot.require, { types: './index.d.cts', default: './src/index.cjs' });
	assert.deepEqual(dot.import, { types: './index.d.ts', default: './src/index.js' });
	for (const file of ['index.d.cts', 'src/'])
		assert.ok(pkg.files.includes(file), `${file} is packed`);
	const dcts = readFileSync(new URL('../index.d.cts', import.meta.url), 'utf8');
	const declared = [...dcts.matchAll(/^export declare (?:function|const|class) (\w+)/gm)].map((m) => m[1]);
	assert.deepEqual(declared, ['load']);
});
