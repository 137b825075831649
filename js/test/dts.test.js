// index.d.ts declares exactly what src/index.js exports.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as uno from '../src/index.js';

test('index.d.ts declares every export of the package, and nothing else', () => {
	const dts = readFileSync(new URL('../index.d.ts', import.meta.url), 'utf8');
	const declared = new Set([...dts.matchAll(/^export declare (?:class|function|const) (\w+)/gm)].map((m) => m[1]));
	const exported = new Set(Object.keys(uno));
	assert.deepEqual([...exported].filter((n) => !declared.has(n)).sort(), [], 'exported, not declared');
	assert.deepEqual([...declared].filter((n) => !exported.has(n)).sort(), [], 'declared, not exported');
});

test('the declared methods of Game, Rules, Bot, Move and Decision exist', () => {
	const dts = readFileSync(new URL('../index.d.ts', import.meta.url), 'utf8');
	const game = new uno.Game('classic', { seed: 1 });
	const instances = {
		Game: game, Rules: new uno.Rules('classic'), Bot: new uno.Bot('random'),
		Move: uno.Move.parse('R7'), Decision: game.decision(),
	};
	for (const cls of Object.keys(instances)) {
		const body = dts.match(new RegExp(`export declare class ${cls} \\{([\\s\\S]*?)\\n\\}`))[1];
		const members = [...body.matchAll(/^\t(?:static |readonly )?(\w+)[(:?<]/gm)].map((m) => m[1])
			.filter((n) => n !== 'constructor' && n !== 'private');
		assert.ok(members.length > 3, `${cls} declares members`);
		for (const name of members) {
			const statics = body.includes(`static ${name}(`);
			const where = statics ? uno[cls] : instances[cls];
			assert.ok(name in where, `${cls}${statics ? '.' : '#'}${name} exists`);
		}
	}
});

