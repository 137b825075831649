// Game.playout(): the current round played to its end inside the library by
// the uniform or the reference policy, deterministic for a state and a
// seed, without hooks or events, in every variant (G-4: play never loops).
// Ported from python/tests/test_playout.py.
// SPDX-License-Identifier: MIT

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BusyError, Game, InvalidStateError, PlayoutPolicy, Rules, UnoError, variants } from '../src/index.js';
import { deckCount, sameBytes, thrown } from './support.js';

test('G-4: every variant and policy ends the round, keeping every card', () => {
	for (const variant of variants()) {
		for (let policy of ['uniform', 'reference', PlayoutPolicy.REFERENCE]) {
			const lo = new Rules(variant).players.min;
			const g = new Game(variant, { players: lo, seed: 3 });
			const cards = deckCount(g);
			if (policy === 'uniform' && variant === 'teams')
				policy = 'reference'; // uniform Teams rounds run to millions of moves
			const n = g.playout(17, policy);
			assert.ok(n > 0);
			assert.ok(['round_over', 'match_over'].includes(g.phase), `${variant} ${policy}`);
			assert.equal(deckCount(g), cards);
			assert.notEqual(g.winner, null);
			g.dispose();
		}
	}
});

test('principle 6: the same state and seed play the same round', () => {
	const g = new Game('classic', { players: 4, seed: 8 });
	const a = g.clone(), b = g.clone(), c = g.clone();
	assert.equal(a.playout(5, 'reference'), b.playout(5n, 'reference'));
	sameBytes(a.save(), b.save());
	c.playout(6, 'reference');
	assert.ok(!Buffer.from(c.save()).equals(Buffer.from(a.save())));
	const d = g.clone();
	d.playout(5, 'reference');
	sameBytes(d.save(), a.save());
	// the game itself was never touched
	assert.ok(!g.roundOver);
});

test('principle 4: no hooks or events during a playout; the hooks stay', () => {
	const g = new Game('classic', { players: 3, seed: 4 });
	const seen = [];
	g.setHooks({ event: (game, e) => seen.push(e.type), chooseColor: () => { seen.push('color'); return 0; } });
	g.playout(1, 'uniform');
	assert.deepEqual(seen, []);
	assert.equal(g.phase, 'round_over');
	g.nextRound();
	assert.ok(seen.includes('round_start'));
});

test('G-10: playout errors', () => {
	const g = new Game('classic', { players: 2, seed: 1 });
	assert.throws(() => g.playout(1, 'clever'), RangeError);
	assert.throws(() => g.playout(-1), RangeError);
	assert.throws(() => g.playout(2n ** 64n), RangeError);
	assert.throws(() => g.playout(-(2n ** 64n)), RangeError);
	assert.throws(() => g.playout('1'), TypeError);
	assert.throws(() => g.playout(NaN), TypeError);
	assert.throws(() => g.playout(1.5), TypeError);
	assert.throws(() => g.playout(1, 1.5), TypeError);
	assert.equal(thrown(() => g.playout(1, 7)).status, 'EINVAL');
	for (const policy of [2 ** 32, 2 ** 32 + 1, -(2 ** 32), -(2 ** 31) - 1])
		assert.throws(() => g.playout(1, policy), RangeError);
	assert.equal(g.phase, 'play');
	g.playout(2n ** 64n - 1n, 'reference');
	assert.ok(thrown(() => g.playout(1)) instanceof InvalidStateError);
});

test('principle 4: a playout from a hook is BusyError; on a clone it is fine', () => {
	const g = new Game('classic', { players: 2, seed: 2 });
	const caught = [];
	let cloned = null;
	g.setHooks({
		event: (game) => {
			if (caught.length)
				return;
			try {
				game.playout(1);
			} catch (e) {
				caught.push(e);
			}
			const c = game.clone();
			c.playout(1, 'reference');
			cloned = c.roundOver;
			c.dispose();
		},
	});
	g.apply(g.legalMoves().find((m) => m.type === 'draw') ?? g.legalMoves()[0]);
	assert.equal(caught.length, 1);
	assert.ok(caught[0] instanceof BusyError);
	assert.ok(caught[0] instanceof UnoError);
	assert.equal(cloned, true);
	assert.ok(!g.roundOver);
});
