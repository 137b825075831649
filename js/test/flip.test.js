// UNO Flip (doc/variants/flip.md): two-sided cards through the package.
// The table's two decks, scripted games of LIGHT:DARK pairs, the side in
// play, what a seat sees of the faces not in play (FL-5), text in each
// side's letters, the flip event, saves, logs and random games to their
// end. The scripted games are those of python/tests/test_flip.py: seat s
// is dealt hands[s], the dealer is the last seat (seat 0 plays first).
// SPDX-License-Identifier: MIT

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
	Bot, Constants, DRAW_PILE, DisposedError, EventType, Game, Kind, ParseError, Rules, UnoError, variants,
} from '../src/index.js';
import { Recorder, deckCount, playMove, playRound, rng, sameBytes, thrown } from './support.js';

const FLIP = 12, DRAW_FIVE = 0, SKIP_EVERYONE = 25, WILD_DRAW_COLOR = 19;
const DARK = 'PTOV';

// FL-5's scenario of tests/test_flip.c: seat 0 can flip at once.
const HANDS = ['RF:P4 R2:TSE', 'G1:O6 G2:W', 'B1:V7 B2:VD5'];
const FIRST = 'R5:P5';
const DRAW = 'Y1:T1 Y2:O2';

function scripted({ hands = HANDS, fill = false, ...opts } = {}) {
	return Game.fromHands('flip', hands, FIRST, { draw: DRAW, fill, ...opts });
}

/** How many cards of each kind, by the kind's symbol in the variant. */
function kinds(rules, cards) {
	const symbols = Array.from({ length: 32 }, (_, k) => { try { return rules.kindSymbol(k); } catch { return null; } });
	const out = new Map();
	for (const c of cards) {
		const bare = c.split('/')[0];
		let k = symbols.findIndex((s, kind) => s !== null && bare === s && isWild(rules, kind));
		if (k < 0)
			k = symbols.findIndex((s, kind) => s !== null && bare.slice(1) === s && !isWild(rules, kind));
		out.set(k, (out.get(k) ?? 0) + 1);
	}
	return out;
}

function isWild(rules, kind) {
	try {
		return rules.kindSymbol(kind) === rules.normalizeCard(rules.kindSymbol(kind));
	} catch {
		return false;
	}
}

function counts(cards) {
	const m = new Map();
	for (const c of cards)
		m.set(c, (m.get(c) ?? 0) + 1);
	return m;
}

/** Whether multiset a is within multiset b. */
function within(a, b) {
	return [...counts(a)].every(([c, n]) => (b.get(c) ?? 0) >= n);
}

// ---- the table ----

test('FL-1: flip is a built-in variant of two-sided cards, for 2-10 players; every other variant has one side', () => {
	assert.equal(variants().at(-1), 'flip');
	const r = new Rules('flip');
	assert.equal(r.sides, 2);
	assert.deepEqual(r.players, { min: 2, max: 10 });
	assert.equal(r.teamSize, 1);
	for (const v of variants().filter((x) => x !== 'flip')) {
		const o = new Rules(v);
		assert.equal(o.sides, 1, v);
		assert.deepEqual(o.deckSide(0), o.deck(), v);
		assert.throws(() => o.deckSide(1), RangeError, v);
		assert.throws(() => o.normalizeCard('B7', 1), RangeError, v);
		o.dispose();
	}
	r.dispose();
});

test('FL-2: each side is a whole deck of 112 faces', () => {
	const r = new Rules('flip');
	const light = r.deckSide(0), dark = r.deckSide(1);
	assert.deepEqual(light, r.deck());
	assert.deepEqual([light.length, dark.length], [112, 112]);
	// the dark side in its letters: every colored face is P, T, O or V
	assert.ok(dark.every((c) => c.startsWith('W') || DARK.includes(c[0])), String(dark));
	assert.ok(light.every((c) => c.startsWith('W') || 'RYGB'.includes(c[0])), String(light));
	const lk = kinds(r, light), dk = kinds(r, dark);
	// the light side has no Draw Five, Skip Everyone, Wild Draw Color; the
	// dark side no Draw One, Skip, Wild Draw Two
	for (const k of [DRAW_FIVE, SKIP_EVERYONE, WILD_DRAW_COLOR])
		assert.equal(lk.get(k), undefined, `light ${k}`);
	for (const k of [Kind.DRAW_ONE, Kind.SKIP, Kind.WILD_DRAW_TWO])
		assert.equal(dk.get(k), undefined, `dark ${k}`);
	assert.deepEqual([lk.get(Kind.DRAW_ONE), lk.get(Kind.SKIP), lk.get(Kind.WILD_DRAW_TWO)], [8, 8, 4]);
	assert.deepEqual([dk.get(DRAW_FIVE), dk.get(SKIP_EVERYONE), dk.get(WILD_DRAW_COLOR)], [8, 8, 4]);
	for (const side of [lk, dk]) {
		assert.deepEqual([side.get(FLIP), side.get(Kind.REVERSE), side.get(Kind.WILD)], [8, 8, 4]);
		assert.equal([1, 2, 3, 4, 5, 6, 7, 8, 9].reduce((a, k) => a + side.get(k), 0), 72);
	}
	assert.ok(light.concat(dark).every((c) => !c.includes('/')));
	// sides the deck does not have
	assert.throws(() => r.deckSide(2), RangeError);
	assert.throws(() => r.deckSide(-1), RangeError);
	assert.throws(() => r.deckSide('1'), TypeError);
	r.dispose();
});

test('FL-2 FL-14: kinds, points and the extended layout', () => {
	const r = new Rules('flip');
	assert.deepEqual([FLIP, DRAW_FIVE, SKIP_EVERYONE, WILD_DRAW_COLOR, Kind.DRAW_ONE].map((k) => r.kindSymbol(k)),
		['F', 'D5', 'SE', 'WDC', 'D1']);
	assert.deepEqual(['PD5', 'RF', 'OSE', 'WDC', 'BD1', 'W', 'W2', 'V7'].map((c) => r.points(c)), [20, 20, 30, 60, 10, 40, 50, 7]);
	assert.equal(r.moveIndexCount, Constants.MOVE_INDEX_MAX);
	const g = new Game('flip', { players: 3, seed: 1 });
	assert.equal(g.moveIndexCount, Constants.MOVE_INDEX_MAX);
	assert.equal(g.legalMask(0).length, Constants.MOVE_INDEX_MAX);
	// the 92-face layout, then the side, the draw pile's hidden top and
	// nine blocks of 92 hidden-face counts (FL-5)
	assert.equal(g.observation(0).length, 3 * 92 + 7 + 5 * Constants.MAX_PLAYERS + 2 + 9 * 92);
	// a face of either side's letters is the same face number
	assert.deepEqual(['B7', 'V7', 'RD5', 'PD5', 'YSE', 'TSE', 'WDC', 'GF', 'OF'].map((c) => r.faceOf(c)),
		[31, 31, 0, 0, 83, 83, 61, 50, 50]);
	g.dispose();
	r.dispose();
});

test('FL-3: the notation of each side; the parser reads both sides\' letters', () => {
	const r = new Rules('flip');
	assert.deepEqual(['B7', 'RF', 'gse', 'yd5', 'WDC', 'p4'].map((c) => r.normalizeCard(c, 1)), ['V7', 'PF', 'OSE', 'TD5', 'WDC', 'P4']);
	assert.deepEqual(['V7', 'PF', 'OSE', 'TD5', 'WDC', 'p4'].map((c) => r.normalizeCard(c)), ['B7', 'RF', 'GSE', 'YD5', 'WDC', 'R4']);
	assert.equal(r.normalizeCard('PD5', 0), 'RD5');
	const m = r.parseMove('WDC/O!');
	assert.deepEqual([String(m), m.card, m.color, m.uno], ['WDC/G!', 'WDC', 'G', true]);
	const d = r.parseMove('WDC/O!', 1);
	assert.deepEqual([String(d), d.card, d.color], ['WDC/O!', 'WDC', 'O']);
	assert.ok(d.equals(m) && d.index === m.index);
	assert.equal(String(r.parseMove('color T', 1)), 'color T');
	assert.equal(String(r.parseMove('color T')), 'color Y');
	assert.equal(String(r.parseMove('give b7', 1)), 'give V7');
	assert.equal(String(r.moveFromIndex(r.parseMove('PSE!').index, 1)), 'PSE!');
	assert.equal(String(r.moveFromIndex(r.parseMove('PSE!').index)), 'RSE!');
	assert.throws(() => r.normalizeCard('B7', 2), RangeError);
	assert.throws(() => r.parseMove('draw', -1), RangeError);
	assert.throws(() => r.normalizeCard('X7', 1), ParseError);
	// the library's notation and a one-sided variant do not read the dark letters
	assert.throws(() => new Rules('classic').normalizeCard('V7'), ParseError);
	r.dispose();
});

// ---- scripted games ----

test('FL-5: a seat sees the hidden faces of the other hands and of the draw pile\'s top, not its own', () => {
	const g = scripted();
	assert.equal(g.side, 0);
	assert.deepEqual(g.hand(0), ['R2', 'RF']);
	assert.deepEqual(g.hiddenFaces(0, 0), []);
	assert.deepEqual(g.hiddenFaces(0, 1), ['O6', 'W']);
	assert.deepEqual(g.hiddenFaces(0, 2), ['VD5', 'V7']);
	assert.deepEqual(g.hiddenFaces(2, 0), ['P4', 'TSE']);
	assert.deepEqual(g.hiddenFaces(1, 1), []);
	// the draw pile's top card, Y1, shows its dark face
	assert.equal(DRAW_PILE, -2);
	assert.equal(DRAW_PILE, Constants.DRAW_PILE);
	assert.deepEqual(g.hiddenFaces(1, DRAW_PILE), ['T1']);
	assert.deepEqual(g.hiddenFaces(0, DRAW_PILE), ['T1']);
	assert.equal(g.view(1).side, 0);
	for (const [seat, target, Cls] of [[3, 1, RangeError], [0, 3, RangeError], [0, -1, RangeError], [-3, 0, RangeError],
		[0, '1', TypeError], [0, 1.5, TypeError], [null, 1, TypeError]])
		assert.throws(() => g.hiddenFaces(seat, target), Cls, `${seat} ${target}`);
	// a one-sided deck hides nothing
	const c = new Game('classic', { players: 3, seed: 1 });
	assert.deepEqual([c.side, c.hiddenFaces(0, 1), c.hiddenFaces(0, DRAW_PILE), c.view(0).side], [0, [], [], 0]);
	c.dispose();
	g.dispose();
});

test('FL-6 FL-7: a Flip turns every card over: the side, the hands, the piles and the text in the dark letters', () => {
	const g = scripted();
	const rec = new Recorder();
	g.setHooks({ event: rec.hook });
	g.apply('RF');
	assert.equal(g.side, 1);
	// The discard pile turned over: its bottom card, the first discard
	// R5:P5, is on top showing P5, and sets the color (pink, 0).
	assert.deepEqual([g.topCard, g.currentColor, g.currentPlayer], ['P5', 'P', 1]);
	// every hand shows its other faces; the other seats see the light ones now
	assert.deepEqual([g.hand(0), g.hand(1), g.hand(2)], [['TSE'], ['O6', 'W'], ['VD5', 'V7']]);
	assert.deepEqual(g.hiddenFaces(1, 0), ['R2']);
	assert.deepEqual(g.hiddenFaces(0, 2), ['B1', 'B2']);
	assert.deepEqual(g.hiddenFaces(2, 2), []);
	// the draw pile turned over too: its bottom card, Y2:O2, is on top, light face up
	assert.deepEqual(g.hiddenFaces(1, DRAW_PILE), ['Y2']);
	const v = g.view(0);
	// (the pile turned over: the Flip, RF:P4, now at its bottom showing P4)
	assert.deepEqual([v.side, v.hand, v.top, v.color, v.discard], [1, ['TSE'], 'P5', 'P', ['P4', 'P5']]);
	// the play on the light side, then the flip: its value the side now in
	// play, its card the new top, written on that side
	const [play] = rec.of('play');
	const [flip] = rec.of('flip');
	assert.equal(EventType.FLIP, 34);
	assert.deepEqual([play.seat, play.card, play.color, play.side], [0, 'RF', 'R', 0]);
	assert.deepEqual([flip.seat, flip.value, flip.side, flip.card, flip.color], [0, 1, 1, 'P5', 'P']);
	assert.equal(rec.events.indexOf(flip), rec.events.indexOf(play) + 1);
	// moves are listed in the dark letters, and either side's letters are read
	const moves = g.legalMoves().map(String);
	assert.ok(moves.includes('W/V!') && moves.includes('draw'), String(moves));
	assert.ok(moves.filter((t) => t.includes('/')).every((t) => DARK.includes(t.split('/')[1][0])), String(moves));
	assert.deepEqual(g.decision().moves().map(String), moves);
	assert.deepEqual(g.legalMoves().map((m) => m.color).filter(Boolean), ['P', 'P', 'T', 'T', 'O', 'O', 'V', 'V']);
	const bot = new Bot('greedy');
	assert.ok(moves.includes(String(bot.choose(g))));
	bot.dispose();
	assert.equal(g.check('W/B').legal, true);
	assert.equal(g.check({ type: 'play', card: 'W', color: 'teal' }).legal, true);
	assert.equal(g.check('W/T!').legal, true);
	g.apply('W/T');
	assert.deepEqual([g.currentColor, g.topCard, g.currentPlayer], ['T', 'W/T', 2]);
	const last = rec.of('play').at(-1);
	assert.deepEqual([last.seat, last.card, last.color, last.side], [1, 'W/T', 'T', 1]);
	assert.throws(() => g.apply('W/X'), ParseError);
	// light-side letters are still read on the dark side: 'B7' is seat 2's V7, no match on teal
	assert.deepEqual([g.check('B7').reason, g.check('V7').reason], ['no_match', 'no_match']);
	g.apply('draw');
	assert.equal(g.side, 1);
	g.dispose();
});

test('FL-5 the observation holds the side and the hidden faces the seat sees', () => {
	const g = scripted();
	const r = g.rules;
	const head = 3 * 92 + 7 + 5 * Constants.MAX_PLAYERS;
	let o = g.observation(1);
	assert.deepEqual([...o.subarray(head, head + 2)], [0, r.faceOf('Y1')]);
	g.apply('RF');
	o = g.observation(1);
	assert.deepEqual([...o.subarray(head, head + 2)], [1, r.faceOf('Y2')]);
	const blocks = o.subarray(head + 2);
	assert.equal(blocks.length, 9 * 92);
	// seat 1 sees seat 2 (one to its left) and seat 0 (two), light up
	for (const [k, target] of [[1, 2], [2, 0]]) {
		const seen = new Map();
		for (const c of g.hiddenFaces(1, target))
			seen.set(r.faceOf(c), (seen.get(r.faceOf(c)) ?? 0) + 1);
		const block = blocks.subarray((k - 1) * 92, k * 92);
		assert.deepEqual(new Map([...block.entries()].filter(([, n]) => n)), seen);
	}
	assert.ok(blocks.subarray(2 * 92).every((n) => n === 0)); // no seats 3 to 9
	r.dispose();
	g.dispose();
});

test('FL-3: a scripted deck gives each card as its two faces: LIGHT:DARK text, tokens or pairs', () => {
	const opts = { seed: 1, dealer: 2, partial: true, options: { hand_size: 2 } };
	const text = 'RF:P4 G1:O6 B1:V7 R2:TSE G2:W B2:VD5 R5:P5 Y1:T1 Y2:O2';
	const a = new Game('flip', { players: 3, deck: text, ...opts });
	const b = new Game('flip', { players: 3, deck: text.split(' '), ...opts });
	const c = new Game('flip', {
		players: 3, ...opts,
		deck: ['RF:P4', ['G1', 'O6'], ['B1', 'V7'], 'r2:tse', 'g2:w', 'B2:VD5', ['R5', 'P5'], ['Y1', 'T1'], 'Y2:O2'],
	});
	// the dark faces may be written in the light letters too: the same colors
	const d = new Game('flip', { players: 3, deck: 'RF:R4 G1:G6 B1:B7 R2:YSE G2:W B2:BD5 R5:R5 Y1:Y1 Y2:G2', ...opts });
	for (const x of [b, c, d, scripted()])
		sameBytes(x.save(), a.save());
	for (const x of [a, b, c, d])
		x.dispose();
	// fill: the rest of each side, paired in canonical order
	const g = scripted({ fill: true });
	assert.equal(g.drawPileSize, 112 - 6 - 1);
	assert.equal(deckCount(g), 112);
	assert.deepEqual(g.hiddenFaces(0, DRAW_PILE), ['T1']);
	g.apply('RF');
	assert.equal(g.side, 1);
	g.dispose();
	// a whole deck of pairs, front to back: dealt from the dealer's (seat 1's) left
	const r = new Rules('flip');
	const light = r.deckSide(0), dark = r.deckSide(1).reverse();
	const whole = light.map((l, i) => [l, dark[i]]);
	const w = new Game('flip', { players: 2, seed: 3, deck: whole });
	assert.equal(deckCount(w), 112);
	const sorted = (cards) => [...cards].sort((x, y) => r.faceOf(x) - r.faceOf(y));
	const dealt = (seat) => whole.slice(0, 14).filter((_, i) => i % 2 === seat);
	assert.deepEqual(w.hand(0), sorted(dealt(0).map(([l]) => l)));
	assert.deepEqual(w.hand(1), sorted(dealt(1).map(([l]) => l)));
	assert.deepEqual(w.hiddenFaces(1, 0), sorted(dealt(0).map(([, dk]) => dk)));
	assert.deepEqual(w.hiddenFaces(0, 1), sorted(dealt(1).map(([, dk]) => dk)));
	assert.deepEqual(w.hiddenFaces(0, DRAW_PILE), [whole[15][1]]);
	w.dispose();
	r.dispose();
});

test('FL-3: scripted decks that are refused', () => {
	const r = new Rules('flip');
	const light = r.deckSide(0), dark = r.deckSide(1);
	assert.throws(() => new Game('flip', { players: 2, deck: 'R5 P3' }), ParseError); // one face each
	assert.throws(() => new Game('flip', { players: 2, deck: ['R5:P3:T3'] }), ParseError);
	assert.throws(() => new Game('flip', { players: 2, deck: [['R5', 'P3', 'T3']] }), TypeError);
	assert.throws(() => new Game('flip', { players: 2, deck: [5] }), TypeError);
	assert.throws(() => new Game('flip', { players: 2, deck: [[5, 'P3']] }), TypeError);
	const deckError = (fn) => assert.equal(thrown(fn).status, 'EDECK');
	deckError(() => new Game('flip', { players: 2, deck: Array(112).fill('R5:P3') })); // a card twice
	deckError(() => new Game('flip', { players: 2, deck: light.slice(0, 56).map((l, i) => [l, dark[i]]) })); // half a deck
	deckError(() => new Game('flip', { players: 2, deck: light.map((l) => [l, l]) })); // a light face on the dark side
	deckError(() => Game.fromHands('flip', ['R5:P3 R5:P3 R5:P3', 'G1:O1 G2:O2 G3:O3'], 'Y1:T1'));
	// one-sided: no pairs
	assert.throws(() => new Game('classic', { players: 2, deck: ['R5:R6'] }), ParseError);
	assert.throws(() => new Game('classic', { players: 2, deck: [['R5', 'R6']] }), TypeError);
	r.dispose();
});

test('FL-5 save(), load() and clone() mid-round keep the side, the pairing and what each seat sees', () => {
	const g = scripted({ fill: true });
	g.apply('RF');
	g.apply('draw');
	const same = (h) => {
		assert.equal(h.side, g.side);
		sameBytes(h.save(), g.save());
		assert.equal(h.topCard, g.topCard);
		assert.equal(h.currentColor, g.currentColor);
		assert.deepEqual(h.legalMoves().map(String), g.legalMoves().map(String));
		for (let s = 0; s < g.players; s++) {
			assert.deepEqual(h.hand(s), g.hand(s));
			assert.deepEqual(h.view(s), g.view(s));
			assert.deepEqual(h.observation(s), g.observation(s));
			for (const t of [0, 1, 2, DRAW_PILE])
				assert.deepEqual(h.hiddenFaces(s, t), g.hiddenFaces(s, t));
		}
	};
	const loaded = Game.load(g.save());
	const cloned = g.clone();
	same(loaded);
	same(cloned);
	assert.equal(loaded.side, 1);
	// both go on alike, flipping alike
	const a = rng(5), b = rng(5);
	let flips = 0;
	while (!g.roundOver) {
		const before = g.side;
		playMove(g, a);
		playMove(loaded, b);
		assert.equal(loaded.side, g.side);
		flips += before !== g.side;
	}
	sameBytes(loaded.save(), g.save());
	assert.equal(loaded.winner, g.winner);
	for (const x of [g, loaded, cloned])
		x.dispose();
});

test('FL-3: logs write the scripted deck as LIGHT:DARK pairs and replay; seeded games replay', () => {
	const g = scripted();
	g.startLog();
	g.apply('RF');
	g.apply('W/T');
	const log = g.logText();
	assert.ok(log.includes('deck RF:P4 G1:O6 B1:V7 R2:TSE G2:W B2:VD5 R5:P5 Y1:T1 Y2:O2'), log);
	const again = Game.replay(log);
	assert.equal(again.side, 1);
	sameBytes(again.save(), g.save());
	const s = new Game('flip', { players: 4, seed: 11 });
	s.startLog();
	playRound(s, rng(11));
	const replayed = Game.replay(s.logText());
	assert.equal(replayed.side, s.side);
	sameBytes(replayed.save(), s.save());
	for (const x of [g, again, s, replayed])
		x.dispose();
});

test('FL-3: the host\'s pairing with a seeded deal (pairing: true)', () => {
	const r = new Rules('flip');
	const light = r.deck(), dark = r.deckSide(1).reverse();
	const pairs = light.map((c, i) => [c, dark[i]]);
	const g = new Game(r, { players: 4, seed: 5, deck: pairs, pairing: true });
	const again = new Game(r, { players: 4, seed: 5, deck: pairs, pairing: true });
	const inOrder = new Game(r, { players: 4, seed: 5, deck: pairs });
	sameBytes(g.save(), again.save());
	assert.notDeepEqual(Array.from(g.save()), Array.from(inOrder.save()));
	g.startLog();
	playRound(g, rng(5));
	const replayed = Game.replay(g.logText());
	sameBytes(replayed.save(), g.save());
	assert.throws(() => new Game(r, { players: 4, seed: 5, pairing: true }), TypeError);
	assert.throws(() => new Game(r, { players: 4, seed: 5, deck: pairs.slice(0, 50), pairing: true }), UnoError);
	for (const x of [g, again, inOrder, replayed])
		x.dispose();
});

test('FL-6 hooks answer in either side\'s letters and see the side\'s text', () => {
	// seat 1 plays its Wild on the dark side; the color hook names teal
	const g = scripted();
	const asked = [];
	g.apply('RF');
	g.apply('W');
	assert.equal(g.phase, 'color');
	g.setHooks({ chooseColor: (game, seat) => { asked.push([seat, game.side, game.topCard]); return 'teal'; } });
	assert.deepEqual(asked, [[1, 1, 'W']]);
	assert.deepEqual([g.currentColor, g.topCard, g.phase], ['T', 'W/T', 'play']);
	g.dispose();
	const h = scripted();
	h.apply('RF');
	h.apply('W');
	h.setHooks({ chooseColor: () => 'V' });
	assert.equal(h.currentColor, 'V');
	h.dispose();
	const k = scripted();
	k.apply('RF');
	k.apply('W');
	k.apply('color O');
	assert.equal(k.topCard, 'W/O');
	k.dispose();
});

test('FL-1: every round starts on the light side', () => {
	const g = scripted({ fill: true, options: { target_score: 500 } });
	g.apply('RF');
	assert.equal(g.side, 1);
	playRound(g, rng(2));
	if (!g.matchOver) {
		g.nextRound();
		assert.equal(g.side, 0);
		assert.equal(g.view(0).side, 0);
		assert.ok(g.hand(0).every((c) => c.startsWith('W') || 'RYGB'.includes(c[0])));
	}
	g.dispose();
});

// ---- random games ----

test('FL-4 FL-5 random rounds keep every card, flip, and show each seat what it may see', () => {
	const r = new Rules('flip');
	const faces = [counts(r.deckSide(0)), counts(r.deckSide(1))];
	let flips = 0, darkTurns = 0;
	for (let seed = 1; seed <= 10; seed++) {
		const players = 2 + seed % 9;
		const g = new Game('flip', { players, seed });
		const rec = new Recorder();
		g.setHooks({ event: rec.hook });
		const random = rng(seed);
		let moves = 0;
		while (!g.roundOver) {
			assert.ok(g.legalMoves().length > 0, `no legal move in ${g}`);
			const before = rec.events.length;
			playMove(g, random, { others: true });
			for (const e of rec.events.slice(before)) {
				if (e.type === 'flip') {
					flips++;
					assert.equal(e.side, e.value);
				}
				// an event's card reads on its side
				if (e.card && !e.card.startsWith('W'))
					assert.ok((e.side ? DARK : 'RYGB').includes(e.card[0]), `${e.type} ${e.card} on side ${e.side}`);
			}
			assert.equal(deckCount(g), 112);
			const side = g.side;
			if (moves % 5 === 0) {
				const shown = [], hidden = [];
				for (let s = 0; s < players; s++) {
					shown.push(...g.hand(s).map((c) => c.split('/')[0]));
					assert.deepEqual(g.hiddenFaces(s, s), []);
					const other = (s + 1) % players;
					const seen = g.hiddenFaces(s, other);
					assert.equal(seen.length, g.handSize(other));
					hidden.push(...seen);
					assert.equal(g.view(s).side, side);
				}
				// neither side shows more of a face than its deck has
				assert.ok(within(shown, faces[side]), `side ${side}`);
				assert.ok(within(hidden, faces[1 - side]), `side ${1 - side}`);
				const top = g.hiddenFaces(0, DRAW_PILE);
				assert.equal(top.length, g.drawPileSize ? 1 : 0);
				assert.ok(within(top, faces[1 - side]));
			}
			if (side === 1 && g.currentPlayer !== null) {
				const colored = g.hand(g.currentPlayer).filter((c) => !c.startsWith('W'));
				assert.ok(colored.every((c) => DARK.includes(c[0])), String(colored));
				darkTurns += colored.length > 0;
			}
			moves++;
			assert.ok(moves < 20000, 'the round does not end');
		}
		assert.notEqual(g.winner, null);
		const flipEvents = rec.of('flip');
		assert.equal(g.side, flipEvents.length ? flipEvents.at(-1).value : 0);
		g.dispose();
	}
	assert.ok(flips > 10, `only ${flips} flips`);
	assert.ok(darkTurns > 10, `only ${darkTurns} turns on the dark side`);
	r.dispose();
});

test('G-4 principle 8: playouts and every kind of bot end flip rounds with legal moves', () => {
	for (let seed = 1; seed <= 6; seed++) {
		const players = 2 + seed;
		let g = new Game('flip', { players, seed });
		assert.ok(g.playout(seed, seed % 2 ? 'uniform' : 'reference') > 0);
		assert.ok(g.roundOver);
		assert.notEqual(g.winner, null);
		assert.equal(deckCount(g), 112);
		g.dispose();
		g = new Game('flip', { players, seed, options: { stacking: 1 } });
		const kinds = ['random', 'greedy', 'search'];
		const bots = Array.from({ length: players }, (_, s) =>
			new Bot(kinds[s % 3], { seed: s + 1, playouts: 30, determinizations: 3 }));
		let moves = 0;
		while (!g.roundOver) {
			for (let s = 0; s < players; s++) {
				const m = bots[s].act(g, s);
				if (m)
					g.apply(m, s);
			}
			if (g.roundOver)
				break;
			const seat = g.currentPlayer;
			const m = bots[seat].choose(g);
			assert.ok(g.isLegal(m, seat), `${m} by seat ${seat} on side ${g.side}`);
			g.apply(m, seat);
			assert.ok(++moves < 5000);
		}
		assert.notEqual(g.winner, null);
		assert.equal(deckCount(g), 112);
		g.dispose();
		bots.forEach((b) => b.dispose());
	}
});

test('FL-5: determinizing keeps what the seat sees, on either side', () => {
	const worlds = [0, 0];
	for (let seed = 21; seed <= 28; seed++) {
		const g = new Game('flip', { players: 4, seed });
		const random = rng(seed);
		for (let i = 0; i < 60 && !g.roundOver; i++) {
			playMove(g, random);
			if (g.roundOver)
				break;
			const seat = random.below(4);
			const w = g.clone();
			w.determinize(seat, random.below(2 ** 31), { history: i % 2 === 0 });
			worlds[g.side]++;
			assert.equal(w.side, g.side);
			assert.deepEqual(w.hand(seat), g.hand(seat));
			assert.deepEqual(w.observation(seat), g.observation(seat));
			for (const t of [0, 1, 2, 3, DRAW_PILE])
				assert.deepEqual(w.hiddenFaces(seat, t), g.hiddenFaces(seat, t));
			assert.equal(deckCount(w), 112);
			w.dispose();
		}
		g.dispose();
	}
	assert.ok(worlds[0] > 20 && worlds[1] > 20, String(worlds));
});

test('errors of two-sided calls are UnoErrors or argument errors', () => {
	const g = scripted();
	assert.ok(thrown(() => g.apply('PD5')) instanceof UnoError); // not in hand
	assert.throws(() => g.hiddenFaces(0), TypeError);
	g.dispose();
	assert.throws(() => g.side, DisposedError);
	assert.throws(() => g.hiddenFaces(0, 1), DisposedError);
});
