// Views (DESIGN principle 8: honest information), observations, the move
// index and legal masks, determinization, and the move log and its replay.
// Ported from python/tests/test_state.py.
// SPDX-License-Identifier: MIT

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Constants, Game, Move, ParseError, InvalidStateError, faceOf } from '../src/index.js';
import { playMove, rng, sameBytes } from './support.js';

function played({ variant = 'classic', players = 4, seed = 5, moves = 80, log = false } = {}) {
	const g = new Game(variant, { players, seed });
	if (log)
		g.startLog();
	const r = rng(seed);
	for (let i = 0; i < moves && !g.roundOver; i++)
		playMove(g, r, { others: true });
	return g;
}

test('G-1 principle 8: a view holds the seat\'s own hand and the public facts', () => {
	const g = played();
	for (let seat = 0; seat < g.players; seat++) {
		const v = g.view(seat);
		assert.equal(v.seat, seat);
		assert.equal(v.players, 4);
		assert.deepEqual([...v.hand].sort(), [...g.hand(seat)].sort());
		assert.deepEqual(v.handSizes, g.handSizes);
		assert.equal(v.top, g.topCard);
		assert.deepEqual(v.scores, g.scores);
		assert.equal(v.current, g.currentPlayer);
		assert.equal(v.phase, g.phase);
		assert.equal(v.direction, g.direction);
		assert.equal(v.color, g.currentColor);
		assert.equal(v.dealer, g.dealer);
		assert.equal(v.drawPile, g.drawPileSize);
		assert.equal(v.round, g.round);
		assert.equal(v.discard.at(-1), g.topCard);
		assert.equal(v.discard.length, g.discardPileSize);
	}
});

test('principle 8: a view does not change when the hidden cards are resampled (determinize)', () => {
	const g = played({ seed: 11 });
	for (let seat = 0; seat < g.players; seat++) {
		const other = g.clone();
		other.determinize(seat, 1234);
		assert.deepEqual(other.view(seat), g.view(seat));
		assert.deepEqual(other.legalMoves(seat).map(String), g.legalMoves(seat).map(String));
		assert.deepEqual(other.handSizes, g.handSizes);
		assert.deepEqual(other.hand(seat), g.hand(seat));
		// what the seat cannot see did change
		const hidden = (x) => [0, 1, 2, 3].filter((s) => s !== seat).map((s) => x.hand(s).join()).join('|');
		assert.notEqual(hidden(other), hidden(g));
		other.dispose();
	}
	// determinize with the same seed resamples the same way
	const a = g.clone(), b = g.clone();
	a.determinize(0, 99n);
	b.determinize(0, 99);
	sameBytes(a.save(), b.save());
});

test('principle 8: observations have one fixed size for every variant and table', () => {
	const sizes = new Set([['classic', 4], ['express', 3], ['teams', 6]].map(([v, p]) =>
		played({ variant: v, players: p, moves: 10 }).observation(0).length));
	assert.equal(sizes.size, 1);
	const g = played({ moves: 10 });
	const o = g.observation(1);
	assert.ok(o instanceof Int32Array);
	assert.deepEqual(g.observation(1), o); // a pure read
	assert.notDeepEqual(g.observation(0), o); // each seat its own
});

test('principle 3: legal masks mark exactly the legal moves', () => {
	for (const [variant, players] of [['classic', 4], ['casting-call', 3], ['teams', 4]]) {
		const g = new Game(variant, { players, seed: 2 });
		const r = rng(2);
		for (let i = 0; i < 120 && !g.roundOver; i++) {
			const mask = g.legalMask();
			assert.equal(mask.length, Constants.MOVE_INDEX_COUNT);
			const marked = [...mask.keys()].filter((i) => mask[i]).map((i) => String(Move.fromIndex(i)));
			assert.deepEqual(marked.sort(), g.legalMoves().map(String).sort());
			playMove(g, r);
		}
	}
});

test('principle 6 principle 9: the log replays to the same game, byte for byte', () => {
	for (const [variant, players] of [['classic', 4], ['two-player', 2], ['express', 5], ['teams', 4], ['casting-call', 3]]) {
		const g = played({ variant, players, seed: 7, moves: 150, log: true });
		assert.ok(g.logLength > 0);
		const again = Game.replay(g.logText());
		sameBytes(again.save(), g.save(), variant);
	}
});

test('principle 9: log lines are a header, then seat and notation', () => {
	const g = played({ moves: 5, log: true });
	const lines = g.logText().split('\n');
	assert.match(lines[0], /^# libuno game log/);
	assert.equal(lines[1], 'variant classic');
	const moves = lines.filter((l) => /^\d/.test(l));
	assert.ok(moves.length >= 5);
	assert.equal(moves.length, g.logLength);
	for (const line of moves) {
		const [seat, ...rest] = line.split(' ');
		assert.ok(Number(seat) >= 0 && Number(seat) < 4);
		Move.parse(rest.join(' '));
	}
	g.stopLog();
	assert.equal(g.logLength, 0);
	assert.throws(() => g.logText(), InvalidStateError);
});

test('principle 9: bad logs throw ParseError with the line; a NUL a TypeError', () => {
	const e = (text) => { try { Game.replay(text); } catch (x) { return x; } return null; };
	let x = e('variant classic\nplayers 4\nseed 1\n0 nonsense\n');
	assert.ok(x instanceof ParseError);
	assert.match(x.message, /line 4/);
	assert.ok(e('') instanceof ParseError);
	assert.ok(e('garbage') instanceof ParseError);
	const text = played({ moves: 20, log: true }).logText();
	const cut = text.indexOf('\n3 ') > 0 ? text.indexOf('\n3 ') : text.indexOf('\n0 ');
	for (const bad of [text.slice(0, cut) + '\0' + text.slice(cut), text + '\0', text.replace('variant classic', 'variant classic\0x')])
		assert.throws(() => Game.replay(bad), TypeError);
	assert.throws(() => Game.replay(new TextEncoder().encode('variant classic')), TypeError);
	x = e(text.replace(/\n(\d) (\S+)\n$/, '\n$1 W4/Q\n'));
	assert.ok(x instanceof ParseError, String(x));
});

test('G-3: a draw instead of a play tells every seat the hand held nothing playable; informed worlds keep to it', () => {
	// Seat 0 holds no red, no 5 and no wild: it draws on the red 5, and
	// the Y3 it draws does not play either.
	const g = Game.fromHands('classic', ['B7 B8 Y9', 'R1 R2 G3', 'G1 G2 G4'], 'R5',
		{ draw: 'Y3 Y4 Y6 G7 G8 G9' });
	assert.equal(g.currentPlayer, 0);
	g.apply('draw', 0);
	const b = g.belief(1, 0);
	assert.equal(b.handSize, 4);
	for (const card of ['R1', 'B5', 'W', 'W4'])
		assert.equal(b.most[faceOf(card)], 0, card);
	assert.ok(b.most[faceOf('B7')] > 0);
	const own = g.belief(0, 0);
	assert.equal(own.least[faceOf('B7')], 1);
	assert.equal(own.most[faceOf('B7')], 1);
	assert.throws(() => g.belief(0, 9), RangeError);
	for (let seed = 0; seed < 20; seed++) {
		const w = g.clone();
		w.determinize(1, seed, { history: true });
		for (const card of w.hand(0))
			assert.ok(!/^(R|W|.5$)/.test(card) && !card.endsWith('5'), `${card} in a sampled hand`);
		assert.deepEqual(w.view(1).hand, g.view(1).hand);
	}
	assert.equal(faceOf('W'), 56);
	assert.equal(faceOf('B9'), 39);
});

test('G-3 untracked: setTracking({ history: false }) plays the same game and knows nothing from the draw', () => {
	const deal = () => Game.fromHands('classic', ['B7 B8 Y9', 'R1 R2 G3', 'G1 G2 G4'], 'R5',
		{ draw: 'Y3 Y4 Y6 G7 G8 G9' });
	const g = deal(), tracked = deal();
	assert.equal(g.tracksHistory, true);
	g.setTracking({ history: false });
	assert.equal(g.tracksHistory, false);
	g.apply('draw', 0);
	tracked.apply('draw', 0);
	assert.equal(tracked.belief(1, 0).most[faceOf('R3')], 0);
	assert.equal(g.belief(1, 0).most[faceOf('R3')], 2);
	assert.equal(g.belief(1, 0).most[faceOf('W4')], 4);
	for (let s = 0; s < 3; s++)
		assert.deepEqual(g.hand(s), tracked.hand(s));
	assert.equal(g.clone().tracksHistory, false);
	assert.throws(() => g.setTracking({ history: 0 }), TypeError);
	g.setTracking({ history: true });
	g.apply('draw', 1); // G7 on R5: the turn ends
	assert.equal(g.belief(2, 1).most[faceOf('R9')], 0);
	assert.equal(g.belief(1, 0).most[faceOf('R3')], 2);
});
