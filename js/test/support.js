// Shared helpers for the package's tests (not a test file itself: node
// --test runs it too, and it holds no tests). The scripted games are those
// of python/tests, so a rule is checked by the same scenario in both.
// SPDX-License-Identifier: MIT

import assert from 'node:assert/strict';
import { Game } from '../src/index.js';

/** A scripted 4-seat Classic game; seat 0 plays first on R9, G9 then R3 on the draw pile. */
export function four(opts = {}) {
	return Game.fromHands('classic', ['R1 R2 W', 'G1 G2 B5', 'Y1 Y2 B6', 'B1 B2 Y7'], 'R9',
		{ draw: 'G9 R3', ...opts });
}

/** Seat 0 may play a Wild Draw Four while holding red (a bluff, C-6). */
export function bluff(opts = {}) {
	return Game.fromHands('classic', ['R1 W4 G3', 'G1 G2 B5', 'Y1 Y2 B6'], 'R9',
		{ draw: 'Y3 Y4 Y5 Y6 B7 B8', ...opts });
}

/**
 * Teams: seat 0 goes out with its next move ('R2') while its teammate,
 * seat 2, holds Y3 Y4 G8: seat 2 must give one card (TM-7).
 */
export function teamsHandoff(hooks = null) {
	const g = Game.fromHands('teams', ['R1 R2', 'G5 B6', 'Y3 Y4', 'Y7 B8'], 'R9', { draw: 'G9 G8 G7' });
	for (const m of ['R1!', 'draw', 'draw', 'draw'])
		g.apply(m);
	if (hooks)
		g.setHooks(hooks);
	return g;
}

/** Casting Call: seat 0's 'CC/G' turns B4 Y5 R4 (CC-2) and leaves a cast pending. */
export function castingCall() {
	return Game.fromHands('casting-call', ['CC G1', 'G2 G3', 'G7 Y8'], 'R9', { draw: 'B4 Y5 R4' });
}

/** Seven-O (H-5): seat 0's 'R7' leaves a swap pending. */
export function sevenO() {
	return Game.fromHands('classic', ['R7 R1 R2', 'G1 G2 G3', 'Y1 Y2 Y3'], 'R9', { options: { seven_o: 1 } });
}

/** For each decision hook: a game, the move that makes it pend, and the phase it leaves. */
export const PENDING_DECISIONS = [
	{ hook: 'chooseColor', make: () => four(), move: 'W', phase: 'color' },
	{ hook: 'challenge', make: () => bluff(), move: 'W4/B', phase: 'challenge' },
	{ hook: 'cast', make: castingCall, move: 'CC/G', phase: 'cast' },
	{ hook: 'give', make: () => teamsHandoff(), move: 'R2', phase: 'handoff' },
	{ hook: 'swap', make: sevenO, move: 'R7', phase: 'swap' },
];

/** An event hook that keeps every event. */
export class Recorder {
	constructor() {
		this.events = [];
		this.hook = (game, e) => { this.events.push(e); };
	}
	of(type, seat) {
		return this.events.filter((e) => e.type === type && (seat === undefined || e.seat === seat));
	}
	clear() {
		this.events.length = 0;
	}
}

/** A seat's hand as space-separated notation (sorted as the library sorts). */
export function handText(game, seat) {
	return game.hand(seat).join(' ');
}

/** Everything a host can read of a game. */
export function snapshot(g) {
	const n = g.players;
	const seats = Array.from({ length: n }, (_, s) => s);
	return {
		phase: g.phase, current: g.currentPlayer, direction: g.direction, top: g.topCard,
		color: g.currentColor, hands: seats.map((s) => g.hand(s)), drawPile: g.drawPileSize,
		discardPile: g.discardPileSize, scores: g.scores, called: seats.map((s) => g.unoCalled(s)),
		pendingDraw: g.pendingDraw, givesLeft: g.givesLeft, turned: g.turned, round: g.round,
		dealer: g.dealer, status: seats.map((s) => g.seatStatus(s)),
	};
}

/** Every card of the round accounted for: hands, piles and the cards a Casting Call turned. */
export function deckCount(g) {
	return g.handSizes.reduce((a, b) => a + b, 0) + g.drawPileSize + g.discardPileSize + g.turned.length;
}

/** A small seeded generator (mulberry32): the tests' own choices, reproducible. */
export function rng(seed) {
	let a = seed >>> 0;
	const next = () => {
		a = (a + 0x6D2B79F5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	return {
		random: next,
		below: (n) => Math.floor(next() * n),
		choice: (arr) => arr[Math.floor(next() * arr.length)],
	};
}

/**
 * Applies one random legal move of the seat to decide: a play two times in
 * three when there is one (always with greedy). With others, now and then a
 * move of another seat comes first (an UNO call, a catch, a jump-in).
 */
export function playMove(game, r, { greedy = false, others = false } = {}) {
	if (others && r.random() < 0.2) {
		const seat = r.below(game.players);
		const extra = seat !== game.currentPlayer ? game.legalMoves(seat) : [];
		if (extra.length) {
			const m = r.choice(extra);
			game.apply(m, seat);
			return m;
		}
	}
	const legal = game.legalMoves();
	const plays = legal.filter((m) => m.type === 'play');
	const m = plays.length && (greedy || r.random() < 2 / 3) ? r.choice(plays) : r.choice(legal);
	game.apply(m);
	return m;
}

/**
 * Plays random moves until the round ends, checking after each that no card
 * was lost or made (G-4: play never loops), that the seat to decide has a
 * legal move, and that legal move lists are unique. Returns the move count.
 */
export function playRound(game, r, { limit = 20000, ...policy } = {}) {
	const total = deckCount(game);
	let moves = 0;
	while (!game.roundOver) {
		const legal = game.legalMoves();
		assert.ok(legal.length > 0, `seat ${game.currentPlayer} has no legal move in ${game}`);
		const texts = legal.map(String);
		assert.equal(new Set(texts).size, texts.length, `duplicate moves: ${texts}`);
		playMove(game, r, policy);
		moves++;
		assert.equal(deckCount(game), total, 'a card was lost or made');
		assert.ok(moves < limit, 'the round does not end');
	}
	return moves;
}

/** Plays random rounds until the match is over; returns the number of rounds. */
export function playMatch(game, r, roundLimit = 200) {
	let rounds = 1;
	for (;;) {
		playRound(game, r);
		assert.notEqual(game.winner, null);
		if (game.matchOver)
			return rounds;
		assert.equal(game.phase, 'round_over');
		game.nextRound();
		rounds++;
		assert.ok(rounds < roundLimit, 'the match does not end');
	}
}

/** The error a call throws (fails if it does not throw). */
export function thrown(fn) {
	try {
		fn();
	} catch (e) {
		return e;
	}
	assert.fail('expected an exception');
}

/** Deep equality of two byte arrays, with a short message. */
export function sameBytes(a, b, message = 'the bytes differ') {
	assert.ok(a instanceof Uint8Array && b instanceof Uint8Array, 'not byte arrays');
	assert.equal(a.length, b.length, `${message} (length ${a.length} vs ${b.length})`);
	assert.ok(Buffer.from(a).equals(Buffer.from(b)), message);
}
