// Cards and moves as notation (DESIGN.md "Notation"), Move values and their
// indexes, the enums, status and reason messages, and the error classes.
// Ported from python/tests/test_cards.py.
// SPDX-License-Identifier: MIT

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
	BusyError, Color, Constants, DisposedError, EventType, IllegalMoveError, InvalidStateError,
	Kind, Move, MoveType, NotYourTurnError, ParseError, Phase, Reason, Rules, SaveFormatError,
	SeatStatus, DrawReason, Status, UnoError, normalizeCard, reasonMessage, strerror, variants, version,
} from '../src/index.js';
import { thrown } from './support.js';

const ALL_MOVE_TEXTS = [
	'R7', 'W4/B', 'R7!', 'W/G!', 'draw', 'pass', 'uno', 'catch 2', 'challenge', 'accept',
	'color B', 'give R7', 'give W4', 'cast 2', 'cast deal', 'swap 2', 'YD1', 'W2/Y', 'CC/R',
	'TP/G', 'T4/B', 'W4', 'penalty 2', 'penalty 2 talk', 'penalty 3 suggestion 4', 'misplay 1',
];

test('notation: every card of every deck parses and formats canonically (C-1, X-1, TM-2, CC-1, NM-2, FL-2)', () => {
	const seen = new Set();
	const own = new Set(); // cards of kinds of a variant's own, which the library's notation does not read
	for (const v of variants()) {
		const r = new Rules(v);
		for (const c of r.deck()) { // the light side of two-sided cards (flip.test.js has the dark one)
			assert.equal(r.normalizeCard(c), c);
			assert.equal(r.normalizeCard(c.toLowerCase()), c);
			let text;
			try {
				text = normalizeCard(c);
			} catch (e) {
				assert.ok(e instanceof ParseError, `${v} ${c}: ${e}`);
				own.add(`${v} ${c}`);
				continue;
			}
			assert.equal(text, c, v);
			assert.equal(normalizeCard(c.toLowerCase()), c);
			seen.add(c);
		}
		r.dispose();
	}
	assert.equal(seen.size, 4 * (10 + 4) + 6); // every face of the library's notation
	// No Mercy's own kinds (NM-2): Draw Four (a colored card), Discard All,
	// Skip Everyone; its four wilds. Everything else of its deck is the
	// library's (0-9, S, R, D2).
	const ownOf = (v) => [...own].filter((c) => c.startsWith(v + ' ')).map((c) => c.slice(v.length + 1)).sort();
	const mine = ownOf('no-mercy');
	assert.deepEqual(mine, ['D4', 'DA', 'SE'].flatMap((k) => [...'RYGB'].map((col) => col + k))
		.concat(['WCR', 'W10', 'W6', 'WR4']).sort());
	// UNO Flip's light side (FL-2): its Flip (on kind 12) is its own; its
	// Draw One, Skip, Reverse, Wild and Wild Draw Two are the library's.
	const flip = ownOf('flip');
	assert.deepEqual(flip, [...'RYGB'].map((col) => col + 'F').sort());
	assert.equal(mine.length + flip.length, own.size);
	assert.equal(normalizeCard('  b5 '), 'B5');
	assert.equal(normalizeCard('w4/b'), 'W4/B');
});

test('principle 9: notation: bad card text throws ParseError (EPARSE), a NUL a TypeError', () => {
	for (const bad of ['', 'X7', 'R10', 'R7 R8', 'W4/', 'R7/B', 'RD3', 'R'.repeat(40), 'ß']) {
		const e = thrown(() => normalizeCard(bad));
		assert.ok(e instanceof ParseError, `${JSON.stringify(bad)}: ${e}`);
		assert.ok(e instanceof UnoError);
		assert.equal(e.status, 'EPARSE');
		assert.equal(e.code, Status.EPARSE);
	}
	assert.throws(() => normalizeCard('R7\0'), TypeError);
	assert.throws(() => normalizeCard(7), TypeError);
	assert.throws(() => normalizeCard(null), TypeError);
});

test('principle 9: notation: every move text round-trips, case-insensitively', () => {
	for (const text of ALL_MOVE_TEXTS) {
		const m = Move.parse(text);
		assert.equal(String(m), text);
		assert.equal(m.toJSON(), text);
		assert.ok(Move.parse(text.toUpperCase()).equals(m), text);
		assert.ok(m.equals(text));
	}
	assert.equal(String(Move.parse('  catch   2 ')), 'catch 2');
	assert.ok(!Move.parse('R7').equals('R7!'));
	assert.ok(!Move.parse('W/R').equals('W/B'));
});

test('principle 2: moves: fields of each kind of move', () => {
	let m = Move.parse('W4/B!');
	assert.deepEqual([m.type, m.card, m.color, m.target, m.uno, m.deal], ['play', 'W4', 'B', null, true, false]);
	m = Move.parse('catch 3');
	assert.deepEqual([m.type, m.card, m.color, m.target], ['catch', null, null, 3]);
	m = Move.parse('cast deal');
	assert.deepEqual([m.type, m.target, m.deal], ['cast', null, true]);
	assert.equal(Move.parse('give W4').card, 'W4');
	assert.equal(Move.parse('color y').color, 'Y');
	assert.equal(Move.parse('R7').color, null);
	m = Move.parse('penalty 3 suggestion 4');
	assert.deepEqual([m.type, m.target, m.count, m.reason], ['penalty', 3, 4, 2]);
	assert.deepEqual([Move.parse('misplay 1').type, Move.parse('misplay 1').target], ['misplay', 1]);
});

test('principle 2: moves: object form builds the same move as notation', () => {
	const pairs = [
		[{ type: 'play', card: 'R7' }, 'R7'],
		[{ type: 'play', card: 'R7', uno: true }, 'R7!'],
		[{ type: 'play', card: 'W4', color: 'B' }, 'W4/B'],
		[{ type: 'play', card: 'W4', color: 'blue', uno: true }, 'W4/B!'],
		[{ type: 'play', card: 'W4/B' }, 'W4/B'],
		[{ type: 'play', card: 'W/G', uno: true }, 'W/G!'],
		[{ type: 'play', card: 'W4' }, 'W4'],
		[{ type: 'draw' }, 'draw'],
		[{ type: 'pass' }, 'pass'],
		[{ type: 'uno' }, 'uno'],
		[{ type: 'catch', target: 2 }, 'catch 2'],
		[{ type: 'challenge' }, 'challenge'],
		[{ type: 'accept' }, 'accept'],
		[{ type: 'color', color: 'G' }, 'color G'],
		[{ type: 'color', color: 0 }, 'color R'],
		[{ type: 'give', card: 'R7' }, 'give R7'],
		[{ type: 'give', card: 'TP' }, 'give TP'],
		[{ type: 'cast', target: 2 }, 'cast 2'],
		[{ type: 'cast', deal: true }, 'cast deal'],
		[{ type: 'swap', target: 9 }, 'swap 9'],
		[{ type: 'PLAY', card: 'r7' }, 'R7'],
	];
	for (const [obj, text] of pairs) {
		const m = Move.parse(text);
		assert.ok(m.equals(obj), `${JSON.stringify(obj)} is not ${text}`);
	}
	// A wild's named color twice, in two different colors, is refused.
	assert.throws(() => Move.parse('draw').equals({ type: 'play', card: 'W4/B', color: 'R' }), RangeError);
	assert.throws(() => Move.parse('draw').equals({ type: 'give', card: 'W4/B' }), RangeError);
	assert.throws(() => Move.parse('draw').equals({ type: 'nonsense' }), RangeError);
	assert.throws(() => Move.parse('draw').equals({ type: 'catch', target: 10 }), RangeError);
	assert.throws(() => Move.parse('draw').equals({ type: 'color', color: 'purple' }), RangeError);
	assert.throws(() => Move.parse('draw').equals({ type: 'color', color: 4 }), RangeError);
	assert.throws(() => Move.parse('draw').equals({ type: 'catch', target: 1.5 }), TypeError);
	assert.throws(() => Move.parse('draw').equals({ type: 'play', card: 7 }), TypeError);
	assert.throws(() => Move.parse('draw').equals(7), TypeError);
});

test('principle 9: notation: bad move text throws ParseError, a NUL a TypeError', () => {
	for (const bad of ['', 'drawx', 'draw 1', 'catch', 'catch 10', 'catch -1', 'color', 'color X',
		'give', 'give W4/B', 'cast', 'cast all', 'swap', 'R7!!', 'X1', 'pass pass', 'draw' + ' '.repeat(40)]) {
		const e = thrown(() => Move.parse(bad));
		assert.ok(e instanceof ParseError, `${JSON.stringify(bad)}: ${e}`);
		assert.equal(e.status, 'EPARSE');
	}
	assert.throws(() => Move.parse('R7\0'), TypeError);
	assert.throws(() => Move.parse(new TextEncoder().encode('draw')), TypeError);
	assert.throws(() => Move.parse(null), TypeError);
});

test('principle 2: move index: every index round-trips; a colorless wild and a penalty have none', () => {
	assert.equal(Constants.MOVE_INDEX_COUNT, 272);
	for (let i = 0; i < Constants.MOVE_INDEX_COUNT; i++) {
		const m = Move.fromIndex(i);
		assert.ok(m instanceof Move, `index ${i}`);
		assert.equal(m.index, i);
		assert.ok(Move.parse(String(m)).equals(m));
		assert.equal(Move.parse(String(m)).index, i);
		assert.equal(Move.fromIndex(i), m); // the shared Move of the index
	}
	assert.equal(Move.parse('draw').index, Constants.INDEX_DRAW);
	assert.equal(Move.parse('W4').index, -1);
	assert.equal(Move.parse('penalty 2').index, -1);
	assert.notEqual(Move.parse('R7').index, Move.parse('R7!').index);
	assert.throws(() => Move.fromIndex(Constants.MOVE_INDEX_COUNT), RangeError);
	assert.throws(() => Move.fromIndex(-1), RangeError);
	assert.throws(() => Move.fromIndex(2 ** 32), RangeError);
	assert.throws(() => Move.fromIndex(1.5), TypeError);
	assert.throws(() => Move.fromIndex('3'), TypeError);
	assert.throws(() => Move.fromIndex(NaN), TypeError);
});

test('principle 1: moves are immutable values', () => {
	const m = Move.parse('R7');
	assert.throws(() => { m._raw[0] = 2; }, TypeError);
	assert.equal(String(m), 'R7');
});

test('principle 1: enums mirror the headers', () => {
	assert.deepEqual([Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE, Color.NO_COLOR], [0, 1, 2, 3, 4]);
	assert.equal(Kind.KIND_COUNT, 20);
	assert.equal(Object.keys(MoveType).length, 13);
	assert.equal(Reason.COUNT, 25);
	assert.equal(Object.keys(Phase).length, 11);
	assert.equal(Object.keys(EventType).length, 34);
	assert.equal(EventType.HOOK_REFUSED, 31);
	assert.equal(EventType.KNOCKED_OUT, 32);
	assert.equal(EventType.SHED, 33);
	assert.equal(EventType.FLIP, 34);
	assert.equal(Constants.DRAW_PILE, -2);
	assert.equal(Object.keys(DrawReason).length, 10);
	assert.equal(Object.keys(SeatStatus).length, 4);
	assert.equal(Status.ENOSPC, -12);
	assert.equal(Status.EFORMAT, -13);
	assert.equal(Constants.CAST_DEAL, -2);
	assert.equal(Constants.MAX_PLAYERS, 10);
	assert.ok(Object.isFrozen(Kind));
});

test('principle 10: strerror, reasonMessage and version', () => {
	assert.match(strerror(-3), /^UNO_EILLEGAL/);
	assert.equal(strerror(Status.OK), 'UNO_OK: success');
	assert.equal(strerror(12345), 'unknown libuno status');
	assert.match(reasonMessage('no_match'), /G-2/);
	assert.equal(reasonMessage('no_match'), reasonMessage(Reason.NO_MATCH));
	assert.equal(reasonMessage(999), 'unknown reason');
	assert.throws(() => strerror('x'), TypeError);
	assert.throws(() => strerror(2 ** 40), RangeError);
	assert.throws(() => reasonMessage('no_such_reason'), RangeError);
	assert.throws(() => reasonMessage(1.5), TypeError);
	assert.match(version(), /^\d+\.\d+\.\d+$/);
});

test('principle 10: errors: every status has its class, with status, code and message', () => {
	const expect = [
		[Status.EILLEGAL, IllegalMoveError], [Status.ETURN, NotYourTurnError],
		[Status.EPARSE, ParseError], [Status.EFORMAT, SaveFormatError],
		[Status.ESTATE, InvalidStateError], [Status.EBUSY, BusyError],
	];
	for (const [code, Cls] of expect) {
		const e = new Cls(code, 'what went wrong');
		assert.ok(e instanceof UnoError && e instanceof Error);
		assert.equal(e.code, code);
		assert.equal(e.status, Object.keys(Status).find((k) => Status[k] === code));
		assert.equal(e.message, 'what went wrong');
		assert.equal(e.name, Cls.name);
	}
	const e = new UnoError(-99);
	assert.equal(e.status, '-99');
	assert.equal(e.message, 'unknown libuno status');
	const i = new IllegalMoveError(Status.EILLEGAL, 'x', { reason: Reason.NO_MATCH, move: Move.parse('R7'), seat: 2 });
	assert.deepEqual([i.reason, i.reasonCode, String(i.move), i.seat], ['no_match', Reason.NO_MATCH, 'R7', 2]);
	assert.ok(!(new DisposedError('Game') instanceof UnoError));
	assert.equal(new DisposedError('Game').name, 'DisposedError');
});
