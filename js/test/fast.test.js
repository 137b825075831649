// The fast host's calls: Game.decision() (the seat, the phase and the legal
// moves as a mask in one call), Game.applyIndex(), Game.reset(), and
// legalMoves() served from the decision with the shared Move of each index.
// The decision's list must be exactly uno_game_legal_moves()'s, in every
// variant and house-rule mix. Ported from python/tests/test_fast.py.
// SPDX-License-Identifier: MIT

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
	BusyError, Constants, Decision, Game, IllegalMoveError, Kind, Move, NotYourTurnError, Rules,
	UnoError, variants,
} from '../src/index.js';
import { W, heap, at } from '../src/wasm.js';
import { Recorder, playMove, rng, sameBytes, thrown } from './support.js';

const HOUSE = { stacking: 2, draw_until_playable: 1, force_play: 1, jump_in: 1, seven_o: 1, strict_wild_draw: 1 };
const REFEREE = { referee: 1, jump_in: 1, stacking: 1 };
const PLAYERS = {
	classic: [2, 4, 10], 'two-player': [2], partners: [4, 6], challenge: [3, 5], express: [2, 4],
	'casting-call': [3, 5], teams: [4, 6], 'no-mercy': [2, 4, 6], flip: [2, 5, 10],
};

const MOVE_SIZE = at('uno_move.size');

/** uno_game_legal_moves() straight from the library, as the bytes of each move. */
function listed(game, seat) {
	const buf = W.malloc(Constants.MAX_MOVES * MOVE_SIZE);
	try {
		const n = W.uno_game_legal_moves(game._ptr(), seat, buf, Constants.MAX_MOVES);
		assert.ok(n >= 0);
		const h = heap();
		return Array.from({ length: n }, (_, i) => Array.from(h.subarray(buf + i * MOVE_SIZE, buf + (i + 1) * MOVE_SIZE)).join(','));
	} finally {
		W.free(buf);
	}
}

/** The bytes of a Move as the library would hold it: its notation parsed back by the
 * library, in the notation of the game's variant (No Mercy's own kinds too). */
function bytesOf(m, game) {
	const text = new TextEncoder().encode(String(m));
	const buf = W.malloc(MOVE_SIZE + text.length + 1);
	try {
		heap().set(text, buf + MOVE_SIZE);
		heap()[buf + MOVE_SIZE + text.length] = 0;
		const rc = W.uno_rules_move_parse(W.uno_game_rules(game._ptr()), buf + MOVE_SIZE, text.length, buf);
		assert.equal(rc, 0, String(m));
		return Array.from(heap().subarray(buf, buf + MOVE_SIZE)).join(',');
	} finally {
		W.free(buf);
	}
}

function mixes(variant) {
	const rules = new Rules(variant);
	const pick = (o) => Object.fromEntries(Object.entries(o).filter(([k]) => rules.optionInfo(k)));
	const out = [{}, pick(HOUSE), pick(REFEREE)];
	rules.dispose();
	return out;
}

// Each variant's kind symbols by kind number (null for a number it leaves free).
const SYMBOLS = new Map();

/** A card's face (view.h), worked out here from its kind's number in the variant. */
function face(card, game) {
	let symbols = SYMBOLS.get(game.variant);
	if (!symbols) {
		const rules = game.rules;
		symbols = Array.from({ length: 32 }, (_, k) => symbolOrNull(rules, k));
		rules.dispose();
		SYMBOLS.set(game.variant, symbols);
	}
	const wild = (k) => (k >= Kind.WILD && k < 20) || k >= 26;
	// -1 for a wild: its symbol comes first; the dark side of two-sided cards
	// writes the same colors 0-3 P, T, O, V (flip)
	const color = (game.side === 1 ? 'PTOV' : 'RYGB').indexOf(card[0]);
	const k = symbols.findIndex((sym, kind) => sym !== null && (wild(kind) ? card === sym : color >= 0 && card.slice(1) === sym));
	assert.ok(k >= 0, `no kind for ${card}`);
	if (wild(k))
		return k < 20 ? 56 + k - Kind.WILD : 86 + k - 26;
	return k < 20 ? k * 4 + color : 62 + (k - 20) * 4 + color;
}

function symbolOrNull(rules, kind) {
	try {
		return rules.kindSymbol(kind);
	} catch {
		return null;
	}
}

function checkPosition(game) {
	const d = game.decision();
	assert.ok(d instanceof Decision);
	const seat = game.currentPlayer;
	assert.equal(d.seat, seat);
	assert.equal(d.phase, game.phase);
	const fast = game.legalMoves();
	if (seat === null) {
		assert.deepEqual([d.count, d.faces, d.indexes()], [0, 0n, []]);
		assert.deepEqual(fast, []);
		return;
	}
	const raw = listed(game, seat);
	// the same moves, in the same order, byte for byte
	assert.deepEqual(fast.map((m) => bytesOf(m, game)), raw);
	assert.deepEqual(d.moves().map((m) => bytesOf(m, game)), raw);
	assert.equal(d.count, raw.length);
	assert.deepEqual(d.indexes(), fast.map((m) => m.index).sort((a, b) => a - b));
	const mask = game.legalMask(seat);
	assert.equal(mask.length, game.moveIndexCount);
	assert.deepEqual(d.indexes(), [...mask.keys()].filter((i) => mask[i]));
	assert.ok(d.indexes().every((i) => d.isLegal(i)));
	const plays = fast.filter((m) => m.type === 'play');
	const faces = new Set(plays.map((m) => face(m.card, game)));
	if (plays.length) {
		const rules = game.rules;
		assert.deepEqual(plays.map((m) => rules.faceOf(m.card)), plays.map((m) => face(m.card, game)));
		rules.dispose();
	}
	assert.equal(d.faces, [...faces].reduce((a, f) => a | (1n << BigInt(f)), 0n));
}

test('principle 3: the decision is the library\'s list, in every variant, table size and option mix', () => {
	let checked = 0;
	const phases = new Set();
	for (const [variant, counts] of Object.entries(PLAYERS)) {
		for (const options of mixes(variant)) {
			for (const players of counts) {
				const seed = 100 * players + Object.keys(options).length;
				const g = new Game(variant, { players, seed, options });
				const r = rng(seed);
				// Random Teams rounds can run very long (a teammate must play
				// on Team Play, TM-4): a game is checked for 1500 positions
				// at most; that rounds end is checked with greedier play
				// (variants.test.js, house-rules.test.js).
				for (let moves = 0; !g.roundOver && moves < 1500; moves++) {
					checkPosition(g);
					phases.add(g.phase);
					checked++;
					playMove(g, r, { greedy: r.random() < 0.5, others: true });
				}
				checkPosition(g);
				g.dispose();
			}
		}
	}
	assert.ok(checked > 3000, `only ${checked} positions`);
	// every kind of decision among them (a color decision only comes with a wild turned up first)
	for (const p of ['play', 'drawn', 'challenge', 'handoff', 'cast', 'stack', 'swap'])
		assert.ok(phases.has(p), `no ${p} decision was seen`);
});

test('principle 7: legal moves are the shared Move of each index', () => {
	const g = new Game('classic', { players: 4, seed: 3 });
	const r = rng(3);
	while (!g.roundOver) {
		const first = g.legalMoves(), again = g.legalMoves();
		assert.notEqual(first, again); // a new array every call...
		first.forEach((m, i) => {
			assert.equal(m, again[i]); // ...of the same moves
			assert.equal(m, Move.fromIndex(m.index));
		});
		playMove(g, r);
	}
});

test('principle 7: move-by-move play with decision() and applyIndex()', () => {
	const g = new Game('classic', { players: 4, seed: 8 });
	const r = rng(8);
	let moves = 0;
	while (!g.roundOver) {
		const d = g.decision();
		assert.deepEqual(d.moves(), g.legalMoves());
		g.applyIndex(r.choice(d.indexes()), d.seat);
		moves++;
	}
	assert.ok(moves > 10);
});

test('G-7 principle 3: the decision at the end of a round is empty', () => {
	const g = Game.fromHands('classic', ['R1', 'G1'], 'R9');
	g.apply('R1');
	const d = g.decision();
	assert.deepEqual([d.seat, d.phase, d.count, d.faces], [null, 'round_over', 0, 0n]);
	assert.deepEqual([d.indexes(), d.moves()], [[], []]);
	assert.equal(d.isLegal(0), false);
	assert.deepEqual(g.legalMoves(), []);
	assert.deepEqual(g.legalMoves(1), []);
});

test('principle 3: decision: out-of-range indexes are not legal; the mask counts the moves', () => {
	const d = new Game('classic', { players: 3, seed: 4 }).decision();
	const bits = [...d.mask].reduce((a, w) => a + w.toString(2).replaceAll('0', '').length, 0);
	assert.equal(bits, d.count);
	assert.equal(d.isLegal(-1), false);
	assert.equal(d.isLegal(Constants.MOVE_INDEX_COUNT), false);
});

test('H-4 G-6: other seats are listed by the library (catches, late calls, jump-ins)', () => {
	const g = Game.fromHands('classic', ['R5 G1', 'B1 B2', 'R5 Y2'], 'R9', { options: { jump_in: 1 } });
	g.apply('R5');
	assert.ok(g.legalMoves(2).some((m) => m.equals('R5')));
	assert.deepEqual(g.legalMoves(2).map((m) => bytesOf(m, g)), listed(g, 2));
	assert.deepEqual(g.legalMoves(0).map((m) => bytesOf(m, g)), listed(g, 0));
});

/** What a call threw, as comparable facts (null if it did not). */
function refusal(call) {
	try {
		call();
	} catch (e) {
		return [e.constructor.name, e.status, e.reason ?? null, e.seat ?? null, e.move ? String(e.move) : null, e.message];
	}
	return null;
}

function compareEveryIndex(game) {
	const before = game.save();
	const rules = game.rules;
	let work = game.clone();
	let legal = 0;
	for (const seat of [...Array(game.players).keys(), undefined]) {
		for (let i = 0; i < game.moveIndexCount; i++) {
			const m = rules.moveFromIndex(i, game.side); // in the letters of the side in play
			const byIndex = refusal(() => work.applyIndex(i, seat));
			if (byIndex !== null) {
				assert.deepEqual(refusal(() => work.apply(m, seat)), byIndex, `${seat} ${m}`);
				continue;
			}
			const byMove = game.clone();
			byMove.apply(m, seat);
			sameBytes(work.save(), byMove.save(), `${seat} ${m}`);
			byMove.dispose();
			legal++;
			work.dispose();
			work = game.clone();
		}
	}
	sameBytes(work.save(), before);
	work.dispose();
	rules.dispose();
	return legal;
}

test('R-3 H-1 H-4 H-5: applyIndex(i, seat) is apply(Move.fromIndex(i), seat) for every index and seat', () => {
	let compared = 0, legal = 0;
	for (const [variant, players, options] of [
		['classic', 3, { ...HOUSE, referee: 1 }], ['casting-call', 3, { seven_o: 1 }],
		['teams', 4, { jump_in: 1 }], ['challenge', 3, {}], ['no-mercy', 3, { jump_in: 1 }],
		['flip', 3, { jump_in: 1, stacking: 1 }]]) {
		const g = new Game(variant, { players, seed: 21, options });
		const r = rng(21);
		for (let step = 0; step < 60 && !g.roundOver; step++) {
			if (step % 6 === 0) {
				legal += compareEveryIndex(g);
				compared++;
			}
			playMove(g, r, { others: true });
		}
		legal += compareEveryIndex(g);
		g.dispose();
	}
	assert.ok(compared > 20);
	assert.ok(legal > 100, `only ${legal} legal index moves`);
});

test('G-2 G-10: applyIndex refusals name the rule', () => {
	let g = Game.fromHands('classic', ['R1 G2', 'B1 B2'], 'R9');
	let e = thrown(() => g.applyIndex(Move.parse('G2').index));
	assert.ok(e instanceof IllegalMoveError);
	assert.equal(e.reason, 'no_match');
	assert.equal(String(e.move), 'G2');
	assert.equal(e.seat, 0);
	assert.ok(thrown(() => g.applyIndex(Constants.INDEX_DRAW, 1)) instanceof NotYourTurnError);
	g = Game.fromHands('classic', ['R1', 'G1'], 'R9');
	g.applyIndex(Move.parse('R1').index);
	e = thrown(() => g.applyIndex(Constants.INDEX_DRAW));
	assert.equal(e.reason, 'game_over');
});

test('TM-7 CC-3: hooks see the same game by index and by move', () => {
	for (const [variant, players] of [['classic', 4], ['casting-call', 3], ['teams', 4]]) {
		const games = [], recs = [];
		for (let k = 0; k < 2; k++) {
			const g = new Game(variant, { players, seed: 31 });
			const rec = new Recorder();
			g.setHooks({ event: rec.hook, cast: () => 'deal', give: (game, seat) => game.hand(seat)[0] });
			games.push(g);
			recs.push(rec);
		}
		const r = rng(31);
		while (!games[0].roundOver) {
			const legal = games[0].legalMoves();
			const plays = legal.filter((m) => m.type === 'play');
			const m = r.choice(plays.length && r.random() < 0.7 ? plays : legal);
			games[0].apply(m);
			games[1].applyIndex(m.index);
			sameBytes(games[1].save(), games[0].save());
		}
		assert.deepEqual(recs[1].events, recs[0].events);
		assert.ok(recs[0].events.length > 0);
	}
});

test('principle 4: a hook error is thrown from applyIndex after the move stood; a changing call is BusyError', () => {
	const g = Game.fromHands('classic', ['R1 R2', 'G1 G2'], 'R9');
	g.setHooks({ event: (game, e) => { if (e.type === 'play') throw new Error('boom'); } });
	assert.throws(() => g.applyIndex(Move.parse('R1').index), /boom/);
	assert.equal(g.handSize(0), 1); // the move stood
	g.setHooks({ event: (game) => game.applyIndex(Constants.INDEX_DRAW) });
	assert.ok(thrown(() => g.applyIndex(Constants.INDEX_DRAW)) instanceof BusyError);
	assert.equal(g.handSize(1), 3); // the outer draw stood
});

test('principle 4: a hook may dispose its game during applyIndex', () => {
	const g = Game.fromHands('classic', ['R1 R2', 'G1 G2'], 'R9');
	g.setHooks({ event: (game) => game.dispose() });
	g.applyIndex(Move.parse('R1').index);
	assert.equal(g.disposed, true);
	assert.throws(() => g.phase, /disposed/);
});

test('G-5: reset(seed) is the new game of that seed, byte for byte', () => {
	for (const [variant, players, options] of [['classic', 4, {}], ['express', 3, { uno_penalty: 4 }], ['teams', 4, {}], ['challenge', 5, {}]]) {
		const g = new Game(variant, { players, seed: 1, options });
		const r = rng(1);
		for (let i = 0; i < 30 && !g.roundOver; i++)
			playMove(g, r);
		for (const seed of [2, 0, 2n ** 64n - 1n]) {
			g.reset(seed);
			sameBytes(g.save(), new Game(variant, { players, seed, options }).save(), `${variant} ${seed}`);
		}
	}
});

test('G-8 principle 6: reset after a match, and of a scripted game: dealt from the whole deck', () => {
	const g = Game.fromHands('classic', ['R1', 'G1'], 'R9', { options: { target_score: 1 } });
	g.apply('R1');
	assert.equal(g.matchOver, true);
	g.reset(7);
	sameBytes(g.save(), new Game(g.rules, { players: 2, seed: 7 }).save());
	assert.equal(g.roundOver, false);
});

test('principle 4 principle 9: reset keeps the hooks and starts the log over', () => {
	const g = new Game('classic', { players: 3, seed: 4 });
	const rec = new Recorder();
	g.setHooks({ event: rec.hook });
	g.startLog();
	g.apply(g.legalMoves()[0]);
	rec.clear();
	g.reset(9);
	assert.ok(rec.of('round_start').length > 0);
	sameBytes(Game.replay(g.logText()).save(), g.save());
});

test('principle 6: every variant resets', () => {
	for (const v of variants()) {
		const g = new Game(v, { seed: 5 });
		g.reset(6);
		sameBytes(g.save(), new Game(v, { seed: 6 }).save(), v);
		assert.ok(g instanceof Game && !(g instanceof UnoError));
	}
});
