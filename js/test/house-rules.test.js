// House rules (RULES.md H-1 to H-6): stacking with pendingDraw (H-1), draw
// until playable (H-2), force play (H-3), jump-in with an explicit seat
// (H-4), Seven-O swaps and rotations (H-5), strict wild draws (H-6), and
// random rounds of every variant with every house rule it takes switched
// on. Ported from python/tests/test_house_rules.py.
// SPDX-License-Identifier: MIT

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, IllegalMoveError, NotYourTurnError, Rules, variants } from '../src/index.js';
import { Recorder, handText, playRound, rng, thrown } from './support.js';

test('H-1: stacking passes the total on; the one who cannot answer draws it all', () => {
	const g = Game.fromHands('classic', ['RD2 R1 R2', 'GD2 G1 G2', 'Y1 Y2 Y3'], 'R9', { options: { stacking: 1 } });
	const rec = new Recorder();
	g.setHooks({ event: rec.hook });
	g.apply('RD2');
	assert.deepEqual([g.phase, g.currentPlayer, g.pendingDraw], ['stack', 1, 2]);
	assert.deepEqual(g.legalMoves().map(String), ['GD2', 'accept']);
	assert.equal(g.check('G1').reason, 'stack_only');
	assert.equal(g.check('draw').reason, 'stack_only');
	g.apply('GD2');
	assert.deepEqual([g.phase, g.currentPlayer, g.pendingDraw], ['stack', 2, 4]);
	// one event as the stack opens and one as it grows: (seat, victim, total)
	assert.deepEqual(rec.of('stack').map((e) => [e.seat, e.other, e.value]), [[0, 1, 2], [1, 2, 4]]);
	g.apply('accept');
	assert.equal(g.handSize(2), 7);
	assert.equal(g.pendingDraw, 0);
	assert.deepEqual([g.phase, g.currentPlayer], ['play', 0]);
});

test('H-1 C-4: without stacking a Draw Two cannot be answered', () => {
	const g = Game.fromHands('classic', ['RD2 R1 R2', 'GD2 G1 G2', 'Y1 Y2 Y3'], 'R9');
	g.apply('RD2');
	assert.deepEqual([g.phase, g.currentPlayer, g.handSize(1)], ['play', 2, 5]);
});

test('H-2: draw until playable', () => {
	const g = Game.fromHands('classic', ['G1 G2', 'B1 B2'], 'R9', { draw: 'Y3 Y4 R5', options: { draw_until_playable: 1 } });
	g.apply('draw');
	assert.equal(handText(g, 0), 'G1 G2 Y3 Y4 R5');
	assert.equal(g.phase, 'drawn');
	assert.deepEqual(g.legalMoves().map(String), ['R5', 'pass']);
	const plain = Game.fromHands('classic', ['G1 G2', 'B1 B2'], 'R9', { draw: 'Y3 Y4 R5' });
	plain.apply('draw'); // G-3: one card only
	assert.equal(plain.handSize(0), 3);
	assert.equal(plain.currentPlayer, 1);
});

test('H-3: force play: a playable drawn card must be played', () => {
	const g = Game.fromHands('classic', ['G1 G2', 'B1 B2'], 'R9', { draw: 'R5', options: { force_play: 1 } });
	g.apply('draw');
	assert.equal(g.phase, 'drawn');
	assert.deepEqual(g.legalMoves().map(String), ['R5']);
	const e = thrown(() => g.apply('pass'));
	assert.ok(e instanceof IllegalMoveError);
	assert.equal(e.reason, 'force_play');
});

test('H-4: jump-in: an identical card out of turn; play goes on from there', () => {
	const g = Game.fromHands('classic', ['R5 G1', 'B1 B2', 'R5 Y2'], 'R9', { options: { jump_in: 1 } });
	const rec = new Recorder();
	g.setHooks({ event: rec.hook });
	g.apply('R5');
	assert.equal(g.currentPlayer, 1);
	assert.ok(g.legalMoves(2).some((m) => m.equals('R5')));
	assert.ok(thrown(() => g.apply('Y2', 2)) instanceof NotYourTurnError); // only an identical card
	g.apply('R5!', 2);
	assert.deepEqual(rec.of('jump_in').map((e) => e.seat), [2]);
	assert.equal(g.currentPlayer, 0); // play goes on from seat 2
	assert.equal(g.handSize(1), 2);
	// without the option the same move is refused
	const off = Game.fromHands('classic', ['R5 G1', 'B1 B2', 'R5 Y2'], 'R9');
	off.apply('R5');
	assert.ok(thrown(() => off.apply('R5!', 2)) instanceof NotYourTurnError);
});

test('H-5: Seven-O: a 7 swaps hands with a chosen player, a 0 passes every hand along', () => {
	const g = Game.fromHands('classic', ['R7 R0 R1', 'G1 G2 G3', 'Y1 Y2 Y3'], 'R9', { options: { seven_o: 1 } });
	g.apply('R7');
	assert.deepEqual([g.phase, g.currentPlayer], ['swap', 0]);
	assert.deepEqual(g.legalMoves().map(String), ['swap 1', 'swap 2']);
	assert.equal(g.check('swap 0').reason, 'bad_target');
	g.apply({ type: 'swap', target: 1 });
	assert.equal(handText(g, 0), 'G1 G2 G3');
	assert.equal(handText(g, 1), 'R0 R1');
	assert.equal(g.currentPlayer, 1);
	const rec = new Recorder();
	g.setHooks({ event: rec.hook });
	g.apply('R0'); // seat 1 plays the 0
	assert.equal(rec.of('rotate').length, 1);
	// every hand moved one seat clockwise
	assert.equal(handText(g, 2), 'R1');
	assert.equal(handText(g, 0), 'Y1 Y2 Y3');
	assert.equal(handText(g, 1), 'G1 G2 G3');
});

test('H-5: without Seven-O a 7 is a plain number', () => {
	const g = Game.fromHands('classic', ['R7 R0 R1', 'G1 G2 G3', 'Y1 Y2 Y3'], 'R9');
	g.apply('R7');
	assert.deepEqual([g.phase, g.currentPlayer, handText(g, 0)], ['play', 1, 'R0 R1']);
});

test('H-6: strict wild draws refuse the bluff (classic and express)', () => {
	let g = Game.fromHands('classic', ['R1 W4', 'G1 G2'], 'R9', { options: { strict_wild_draw: 1 } });
	assert.equal(g.check('W4/B').reason, 'wild_draw_restricted');
	g = Game.fromHands('classic', ['G1 W4', 'G5 G2'], 'R9', { options: { strict_wild_draw: 1 } });
	assert.equal(g.check('W4/B').legal, true); // no red card: legal
	g.apply('W4/B');
	assert.notEqual(g.phase, 'challenge'); // no bluffing, so no challenge
	assert.equal(g.handSize(1), 6);
	g = Game.fromHands('express', ['R1 W2', 'G1 G2'], 'R9', { options: { strict_wild_draw: 1 } });
	assert.equal(g.check('W2/B').reason, 'wild_draw_restricted');
});

const HOUSE = { stacking: 2, draw_until_playable: 1, force_play: 1, jump_in: 1, seven_o: 1, strict_wild_draw: 1 };

test('H-1 to H-6: every variant with every house rule it takes: rounds end and keep every card', () => {
	const players = { 'two-player': 2, partners: 4, teams: 4 };
	for (const variant of variants()) {
		const rules = new Rules(variant);
		const options = Object.fromEntries(Object.entries(HOUSE).filter(([k]) => rules.optionInfo(k)));
		rules.dispose();
		for (const seed of [1, 2]) {
			const g = new Game(variant, { players: players[variant] ?? 3, seed, options });
			// plays whenever it can: with draw-until-playable a draw brings many cards
			playRound(g, rng(seed), { greedy: true, others: true });
			assert.notEqual(g.winner, null, `${variant} seed ${seed}`);
			g.dispose();
		}
	}
	const teams = new Rules('teams');
	assert.deepEqual(Object.keys(HOUSE).filter((k) => !teams.optionInfo(k)), ['stacking', 'seven_o', 'strict_wild_draw']);
	// NM-10 NM-5: No Mercy's 0 and 7 always act, and no wild is restricted
	const noMercy = new Rules('no-mercy');
	assert.deepEqual(Object.keys(HOUSE).filter((k) => !noMercy.optionInfo(k)), ['seven_o', 'strict_wild_draw']);
	teams.dispose();
	noMercy.dispose();
});
