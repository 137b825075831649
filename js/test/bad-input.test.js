// Bad input at every entry point (G-10, DESIGN principle 9: "never trusts
// its input"): wrong types, NaN, seeds out of 0 to 2**64-1, seats off the
// table, unknown variants, options, cards and moves, illegal moves and moves
// out of turn (the game byte for byte as before), use after dispose(),
// corrupted saves (every truncation, bit flips) and bad replay logs. Each
// throws a TypeError, a RangeError or an UnoError subclass with its status
// and reason, never crashes, and leaks no game.
// SPDX-License-Identifier: MIT

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
	Bot, Constants, DisposedError, Game, IllegalMoveError, Move, NotYourTurnError, ParseError, Rules,
	SPECTATOR, SaveFormatError, UnoError, normalizeCard, reasonMessage, strerror,
} from '../src/index.js';
import { W } from '../src/wasm.js';
import { four, rng, sameBytes, thrown } from './support.js';

/** Asserts fn throws an instance of Cls (with the status and reason given). */
function rejects(fn, Cls, { status, reason } = {}, what = '') {
	const e = thrown(fn);
	assert.ok(e instanceof Cls, `${what}: expected ${Cls.name}, got ${e && e.name}: ${e && e.message}`);
	if (status !== undefined)
		assert.equal(e.status, status, what);
	if (reason !== undefined)
		assert.equal(e.reason, reason, what);
	return e;
}

/** A value of every wrong type for a number argument. */
const NOT_INTEGERS = ['1', 1.5, NaN, Infinity, -Infinity, true, null, {}, [], 1n, Symbol('x')];
const BAD_SEEDS = [
	[-1, RangeError], [-1n, RangeError], [2n ** 64n, RangeError], [2n ** 64n + 5n, RangeError], [-(2n ** 64n), RangeError],
	[1.5, TypeError], [NaN, TypeError], [Infinity, TypeError], ['1', TypeError], [null, TypeError], [true, TypeError],
	[2 ** 53, TypeError], [2 ** 64, TypeError], [{}, TypeError],
];
const BAD_SEATS = [
	[4, RangeError], [-1, RangeError], [10, RangeError], [2 ** 31, RangeError], [2 ** 32 + 1, RangeError], [-(2 ** 31) - 1, RangeError],
	['0', TypeError], [1.5, TypeError], [NaN, TypeError], [true, TypeError], [0n, TypeError], [{}, TypeError],
];

test('G-10 principle 10: module functions: wrong types and unknown names', () => {
	for (const bad of NOT_INTEGERS)
		rejects(() => strerror(bad), TypeError, {}, `strerror(${String(bad)})`);
	rejects(() => strerror(2 ** 40), RangeError);
	rejects(() => reasonMessage('no_such_reason'), RangeError);
	rejects(() => reasonMessage(null), TypeError);
	rejects(() => reasonMessage(2 ** 40), RangeError);
	for (const bad of [7, null, undefined, {}, ['R7']])
		rejects(() => normalizeCard(bad), TypeError, {}, `normalizeCard(${String(bad)})`);
	for (const bad of ['', 'X7', 'R10', 'W4/Z', 'R7 R8', 'ß', 'R'.repeat(1000)])
		rejects(() => normalizeCard(bad), ParseError, { status: 'EPARSE' }, bad);
	rejects(() => normalizeCard('R7\0'), TypeError);
});

test('G-10 principle 9: Move: bad notation, objects and indexes', () => {
	for (const bad of [7, null, undefined, {}, new Uint8Array(2)])
		rejects(() => Move.parse(bad), TypeError, {}, `Move.parse(${String(bad)})`);
	for (const bad of ['', 'drawx', 'catch 10', 'color X', 'give W4/B', 'cast all', 'R7!!', 'play R7', 'x'.repeat(5000)])
		rejects(() => Move.parse(bad), ParseError, { status: 'EPARSE' }, bad);
	rejects(() => Move.parse('draw\0'), TypeError);
	for (const bad of NOT_INTEGERS)
		rejects(() => Move.fromIndex(bad), TypeError, {}, `fromIndex(${String(bad)})`);
	for (const bad of [-1, Constants.MOVE_INDEX_COUNT, 2 ** 40])
		rejects(() => Move.fromIndex(bad), RangeError);
	const m = Move.parse('draw');
	rejects(() => m.equals({ type: 'fly' }), RangeError);
	rejects(() => m.equals({ type: 'play' }), TypeError); // a play names its card
	rejects(() => m.equals({ type: 'catch', target: 11 }), RangeError);
	rejects(() => m.equals({ type: 'catch', target: '1' }), TypeError);
	rejects(() => m.equals({ type: 'play', card: 'R7', count: -1 }), RangeError);
	rejects(() => m.equals({ type: 'play', card: 'Q7' }), ParseError);
	rejects(() => m.equals(undefined), TypeError);
});

test('G-10 principle 5: Rules: unknown variants and options, bad values', () => {
	rejects(() => new Rules('nope'), UnoError, { status: 'ENOTFOUND' });
	rejects(() => new Rules(''), UnoError, { status: 'ENOTFOUND' });
	for (const bad of [3, null, {}, ['classic']])
		rejects(() => new Rules(bad), TypeError, {}, String(bad));
	rejects(() => new Rules('classic\0'), TypeError);
	rejects(() => new Rules('classic', 5), TypeError);
	rejects(() => new Rules('classic', { uno_penalty: 11 }), UnoError, { status: 'ERANGE' });
	rejects(() => new Rules('classic', { stackin: 1 }), UnoError, { status: 'ENOTFOUND' });
	rejects(() => new Rules('teams', { stacking: 1 }), UnoError, { status: 'ENOTSUP' });
	const r = new Rules('classic');
	for (const bad of NOT_INTEGERS)
		rejects(() => r.set('uno_penalty', bad), TypeError, {}, `set(${String(bad)})`);
	rejects(() => r.set('uno_penalty', -1), UnoError, { status: 'ERANGE' });
	rejects(() => r.set('uno_penalty', 2 ** 31), RangeError);
	rejects(() => r.get('nope'), UnoError, { status: 'ENOTFOUND' });
	rejects(() => r.get(3), TypeError);
	rejects(() => r.optionInfo(null), TypeError);
	rejects(() => r.points('Q1'), ParseError);
	rejects(() => r.points(1.5), TypeError);
	rejects(() => r.allowsPlayers('4'), TypeError);
	assert.equal(r.get('uno_penalty'), 2); // nothing was set
	r.dispose();
	rejects(() => r.get('uno_penalty'), DisposedError);
	rejects(() => r.deck(), DisposedError);
	rejects(() => new Rules(r), DisposedError);
	rejects(() => new Game(r), DisposedError);
	r.dispose(); // twice is fine
});

test('G-10 P-1 TM-1 T2-1: new Game: wrong types, unknown variants and options, bad player counts, seeds and dealers', () => {
	rejects(() => new Game('no-such-variant'), UnoError, { status: 'ENOTFOUND' });
	for (const bad of [null, 3, {}, ['classic']])
		rejects(() => new Game(bad), TypeError, {}, `variant ${String(bad)}`);
	for (const bad of ['classic\0', 'classic\0x', '\0'])
		rejects(() => new Game(bad), TypeError);
	for (const bad of [null, 4, 'classic'])
		rejects(() => new Game('classic', bad), TypeError, {}, `opts ${String(bad)}`);
	for (const bad of ['4', true, 1.5, NaN, null, 4n])
		rejects(() => new Game('classic', { players: bad }), TypeError, {}, `players ${String(bad)}`);
	for (const bad of [0, 11, -3, 2 ** 40])
		rejects(() => new Game('classic', { players: bad }), RangeError, {}, `players ${bad}`);
	rejects(() => new Game('classic', { players: 1 }), UnoError, { status: 'EINVAL' });
	rejects(() => new Game('partners', { players: 5 }), UnoError, { status: 'EINVAL' }); // P-1: 4, 6, 8 or 10
	rejects(() => new Game('teams', { players: 10 }), UnoError, { status: 'EINVAL' }); // TM: 4, 6 or 8
	rejects(() => new Game('two-player', { players: 3 }), UnoError, { status: 'EINVAL' }); // T2-1
	for (const [seed, Cls] of BAD_SEEDS)
		rejects(() => new Game('classic', { seed }), Cls, {}, `seed ${String(seed)}`);
	new Game('classic', { seed: 2n ** 64n - 1n }).dispose();
	new Game('classic', { seed: Number.MAX_SAFE_INTEGER }).dispose();
	for (const [dealer, Cls] of [[4, RangeError], [-2, RangeError], [10, RangeError], [2 ** 32 + 1, RangeError], [1.5, TypeError], ['0', TypeError]])
		rejects(() => new Game('classic', { players: 4, dealer }), Cls, {}, `dealer ${dealer}`);
	rejects(() => new Game('classic', { options: [['uno_penalty', 4]] }), TypeError);
	rejects(() => new Game('classic', { options: { uno_penalty: 11 } }), UnoError, { status: 'ERANGE' });
	rejects(() => new Game('teams', { options: { stacking: 1 } }), UnoError, { status: 'ENOTSUP' });
	rejects(() => new Game('classic', { options: { stackin: 1 } }), UnoError, { status: 'ENOTFOUND' });
	rejects(() => new Game('classic', { options: { 'uno_penalty\0x': 4 } }), TypeError);
	rejects(() => new Game('classic', { partial: true }), TypeError);
	rejects(() => new Game('classic', { topAsIs: true }), TypeError);
});

test('C-1 X-1 G-10: new Game with a deck: a deck that is not the variant\'s is refused', () => {
	rejects(() => new Game('classic', { players: 2, deck: Array(108).fill('R1') }), UnoError, { status: 'EDECK' });
	rejects(() => new Game('classic', { players: 2, deck: [] }), UnoError, { status: 'EDECK' });
	rejects(() => new Game('classic', { players: 2, deck: Array(300).fill('R1') }), UnoError, { status: 'EDECK' });
	rejects(() => new Game('classic', { players: 2, deck: new Rules('classic').deck().slice(1) }), UnoError, { status: 'EDECK' });
	rejects(() => new Game('express', { players: 2, deck: new Rules('classic').deck() }), UnoError, { status: 'EDECK' });
	rejects(() => new Game('classic', { players: 2, deck: ['R1', 'X9'] }), ParseError);
	rejects(() => new Game('classic', { players: 2, deck: [1, 2, 3] }), TypeError);
	rejects(() => new Game('classic', { players: 2, deck: 5 }), TypeError);
	rejects(() => new Game('classic', { players: 2, deck: ['R1\0'], partial: true }), TypeError);
	// a partial deck too short to deal
	rejects(() => new Game('classic', { players: 2, deck: ['R1', 'G1'], partial: true }), UnoError, { status: 'EDECK' });
});

test('C-1 X-1 G-10: Game.fromHands: unequal hands, cards not in the deck, wrong types', () => {
	rejects(() => Game.fromHands('classic', ['R1 R2', 'G1'], 'R9'), RangeError);
	rejects(() => Game.fromHands('classic', ['R0', 'R0'], 'R9'), UnoError, { status: 'EDECK' }); // Classic has one R0
	rejects(() => Game.fromHands('express', ['R0', 'G1'], 'R9'), UnoError, { status: 'EDECK' }); // no zeros in Express
	rejects(() => Game.fromHands('classic', 'R1 G1', 'R9'), TypeError);
	rejects(() => Game.fromHands(4, ['R1', 'G1'], 'R9'), TypeError);
	rejects(() => Game.fromHands('classic', ['R1', 'G1\0G2'], 'R9'), TypeError);
	rejects(() => Game.fromHands('classic', ['R1', 'Q1'], 'R9'), ParseError);
	rejects(() => Game.fromHands('classic', ['R1', 'G1'], 'R9', { dealer: -3 }), RangeError);
	rejects(() => Game.fromHands('classic', ['R1', 'G1'], 'R9', { dealer: 2 }), RangeError);
	rejects(() => Game.fromHands('classic', ['R1', 'G1'], 'R9', { seed: -1 }), RangeError);
	rejects(() => Game.fromHands('classic', ['R1'], 'R9'), UnoError, { status: 'EINVAL' }); // one seat
});

test('G-10: seats off the table and wrong types reach no game: every seat argument, the game unchanged', () => {
	const g = new Game('classic', { players: 4, seed: 3 });
	const bot = new Bot('random');
	const before = g.save();
	const calls = {
		hand: (s) => g.hand(s), handSize: (s) => g.handSize(s), score: (s) => g.score(s), team: (s) => g.team(s),
		seatStatus: (s) => g.seatStatus(s), unoCalled: (s) => g.unoCalled(s), legalMoves: (s) => g.legalMoves(s),
		legalMask: (s) => g.legalMask(s),
		check: (s) => g.check('draw', s), isLegal: (s) => g.isLegal('draw', s), apply: (s) => g.apply('draw', s),
		applyIndex: (s) => g.applyIndex(Constants.INDEX_DRAW, s), determinize: (s) => g.determinize(s, 1),
		choose: (s) => bot.choose(g, s), act: (s) => bot.act(g, s),
	};
	for (const [name, call] of Object.entries(calls))
		for (const [seat, Cls] of BAD_SEATS)
			rejects(() => call(seat), Cls, {}, `${name}(${String(seat)})`);
	// Who sees or is told: a seat, or SPECTATOR (-1), who is no seat.
	const event = { type: 'pass', seat: 0 };
	const viewers = {
		view: (s) => g.view(s), observation: (s) => g.observation(s), hiddenFaces: (s) => g.hiddenFaces(s, 0),
		eventForSeat: (s) => g.eventForSeat(event, s), viewJson: (s) => g.viewJson(s),
		legalJson: (s) => g.legalJson(s), eventJson: (s) => g.eventJson(event, s),
	};
	for (const [name, call] of Object.entries(viewers)) {
		for (const [seat, Cls] of BAD_SEATS.map(([s, C]) => (s === -1 ? [-2, C] : [s, C])))
			rejects(() => call(seat), Cls, {}, `${name}(${String(seat)})`);
		call(SPECTATOR);
	}
	for (const seatOnly of ['hand', 'legalMoves', 'apply', 'legalMask', 'determinize'])
		rejects(() => calls[seatOnly](SPECTATOR), RangeError, {}, `${seatOnly}(SPECTATOR)`);
	sameBytes(g.save(), before); // nothing reached the game
});

test('G-10 principle 6: seeds out of 0 to 2**64-1 and wrong types: reset, playout, determinize, Bot', () => {
	const g = new Game('classic', { players: 4, seed: 3 });
	const before = g.save();
	for (const [seed, Cls] of BAD_SEEDS) {
		rejects(() => g.reset(seed), Cls, {}, `reset(${String(seed)})`);
		rejects(() => g.playout(seed), Cls, {}, `playout(${String(seed)})`);
		rejects(() => g.determinize(0, seed), Cls, {}, `determinize(${String(seed)})`);
		rejects(() => new Bot('random', { seed }), Cls, {}, `Bot seed ${String(seed)}`);
	}
	for (const bad of ['clever', 1.5, 7, -1, 2 ** 32, null]) {
		const e = thrown(() => g.playout(1, bad));
		assert.ok(e instanceof TypeError || e instanceof RangeError || e instanceof UnoError, `policy ${bad}: ${e}`);
	}
	for (const bad of [0, -1, 2 ** 25, 1.5, true, '10'])
		assert.ok(thrown(() => g.startLog(bad)) instanceof Error);
	sameBytes(g.save(), before);
	g.determinize(0, 2n ** 64n - 1n); // the top seed is a seed
});

test('G-10: illegal moves, moves out of turn, unknown moves: thrown with the reason, the game byte for byte unchanged', () => {
	const g = four();
	const before = g.save();
	const cases = [
		['G5', undefined, IllegalMoveError, 'EILLEGAL', 'not_in_hand'],
		['B1', undefined, IllegalMoveError, 'EILLEGAL', 'not_in_hand'],
		['G1', 1, NotYourTurnError, 'ETURN', 'not_your_turn'],
		['draw', 2, NotYourTurnError, 'ETURN', 'not_your_turn'],
		['pass', undefined, IllegalMoveError, 'EILLEGAL', 'cannot_pass'],
		['R1!', undefined, IllegalMoveError, 'EILLEGAL', 'uno_not_last'],
		['uno', 1, IllegalMoveError, 'EILLEGAL', 'uno_not_last'],
		['catch 0', 0, IllegalMoveError, 'EILLEGAL', 'catch_self'],
		['catch 2', 1, IllegalMoveError, 'EILLEGAL', 'not_catchable'],
		['challenge', undefined, IllegalMoveError, 'EILLEGAL', 'wrong_decision'],
		['accept', undefined, IllegalMoveError, 'EILLEGAL', 'wrong_decision'],
		['color B', undefined, IllegalMoveError, 'EILLEGAL', 'wrong_decision'],
		['W4/B', undefined, IllegalMoveError, 'EILLEGAL', 'not_in_hand'],
		['CC/R', undefined, IllegalMoveError, 'EILLEGAL', 'not_in_variant'],
		['TP/R', undefined, IllegalMoveError, 'EILLEGAL', 'not_in_variant'],
		['YD1', undefined, IllegalMoveError, 'EILLEGAL', 'not_in_variant'],
		['give R1', undefined, IllegalMoveError, 'EILLEGAL', 'not_in_variant'],
		['cast 1', undefined, IllegalMoveError, 'EILLEGAL', 'not_in_variant'],
		['swap 1', undefined, IllegalMoveError, 'EILLEGAL', 'not_in_variant'],
		['misplay 1', 0, IllegalMoveError, 'EILLEGAL', 'no_misplay'],
	];
	for (const [text, seat, Cls, status, reason] of cases) {
		const e = rejects(() => g.apply(text, seat), Cls, { status, reason }, text);
		assert.equal(String(e.move), text);
		sameBytes(g.save(), before, text);
		rejects(() => g.applyIndex(Move.parse(text).index < 0 ? 0 : Move.parse(text).index, 3), Error, {}, text);
		sameBytes(g.save(), before, text);
	}
	rejects(() => g.apply({ type: 'catch', target: 9 }, 1), UnoError, { status: 'EINVAL' }); // no seat 9 here
	for (const bad of ['R99', 'play R1', '', 'draw please'])
		rejects(() => g.apply(bad), ParseError, { status: 'EPARSE' }, bad);
	for (const bad of [3, null, undefined, true, ['R1']])
		rejects(() => g.apply(bad), TypeError, {}, String(bad));
	for (const bad of ['R1\0', 'R1\0 junk', 'draw\0']) {
		rejects(() => g.apply(bad), TypeError);
		rejects(() => g.check(bad), TypeError);
	}
	for (const [bad, Cls] of [[Constants.MOVE_INDEX_COUNT, RangeError], [-1, RangeError], [2 ** 40, RangeError],
		['160', TypeError], [160.5, TypeError], [true, TypeError], [null, TypeError], [Move.parse('draw'), TypeError], [NaN, TypeError]])
		rejects(() => g.applyIndex(bad), Cls, {}, `applyIndex(${String(bad)})`);
	sameBytes(g.save(), before);
	// and after all that the game plays on
	g.apply('R1');
	assert.equal(g.currentPlayer, 1);
});

test('G-10: a refused move changes nothing in any phase (random positions, every refused index)', () => {
	for (const [variant, players, options] of [['classic', 3, { stacking: 1, seven_o: 1 }], ['casting-call', 3, {}], ['teams', 4, {}]]) {
		const g = new Game(variant, { players, seed: 40, options });
		const r = rng(40);
		for (let step = 0; step < 40 && !g.roundOver; step++) {
			if (step % 8 === 0) {
				const before = g.save();
				for (let seat = 0; seat < players; seat++) {
					const mask = g.legalMask(seat);
					for (let i = 0; i < Constants.MOVE_INDEX_COUNT; i += 3) {
						if (mask[i])
							continue;
						const e = thrown(() => g.applyIndex(i, seat));
						assert.ok(e instanceof UnoError, String(e));
						assert.ok(['EILLEGAL', 'ETURN', 'EINVAL'].includes(e.status), e.status);
					}
				}
				sameBytes(g.save(), before, `${variant} step ${step}`);
			}
			const legal = g.legalMoves();
			g.apply(r.choice(legal.filter((m) => m.type === 'play').length ? legal.filter((m) => m.type === 'play') : legal));
		}
	}
});

test('G-8 G-10: state calls at the wrong time: InvalidStateError', () => {
	const g = four();
	rejects(() => g.nextRound(), UnoError, { status: 'ESTATE' });
	rejects(() => g.logText(), UnoError, { status: 'ESTATE' });
	const done = Game.fromHands('classic', ['R1', 'G1'], 'R9', { options: { target_score: 1 } });
	done.apply('R1');
	rejects(() => done.nextRound(), UnoError, { status: 'ESTATE' });
	rejects(() => done.playout(1), UnoError, { status: 'ESTATE' });
	rejects(() => new Bot('greedy').choose(done), UnoError, { status: 'ESTATE' });
	rejects(() => done.apply('draw'), IllegalMoveError, { reason: 'game_over' });
});

test('G-10 principle 4: hooks and bots: wrong types', () => {
	const g = four();
	rejects(() => g.setHooks(null), TypeError);
	rejects(() => g.setHooks({ event: 42 }), TypeError);
	rejects(() => g.setHooks({ evnt: () => {} }), TypeError);
	rejects(() => g.installBots('greedy'), TypeError);
	rejects(() => g.installBots([{}]), TypeError);
	rejects(() => g.installBots(Array(5).fill(null)), TypeError);
	for (const [kind, Cls] of [['clever', RangeError], [1.5, TypeError], [null, TypeError], [99, UnoError]])
		rejects(() => new Bot(kind), Cls, {}, String(kind));
	rejects(() => new Bot('search', { playouts: -1 }), RangeError);
	rejects(() => new Bot('search', { playouts: 1.5 }), TypeError);
	rejects(() => new Bot('search', { determinizations: 2 ** 20 }), RangeError);
	rejects(() => new Bot('greedy').choose(null), TypeError);
	rejects(() => new Bot('greedy').act({}, 0), TypeError);
});

test('G-10 principle 1: use after dispose(): every Game method and property throws DisposedError', () => {
	const g = four();
	const bot = new Bot('greedy');
	g.dispose();
	assert.equal(g.disposed, true);
	const args = {
		hand: [0], handSize: [0], score: [0], team: [0], seatStatus: [0], unoCalled: [0], view: [0],
		observation: [0], legalMask: [0], legalMoves: [], check: ['draw'], isLegal: ['draw'],
		apply: ['draw'], applyIndex: [Constants.INDEX_DRAW], reset: [1], nextRound: [], playout: [1],
		determinize: [0, 1], setHooks: [{}], installBots: [[]], advance: [[]], startLog: [], stopLog: [], logText: [],
		clone: [], save: [], decision: [], belief: [0, 1], hiddenFaces: [0, 1], cardName: ['R7'], eventText: [{ type: 'pass', seat: 0 }],
		eventForSeat: [{ type: 'pass', seat: 0 }, 0], viewJson: [0], legalJson: [0], eventJson: [{ type: 'pass', seat: 0 }, 0],
		setTracking: [{ history: false }],
	};
	const proto = Object.getOwnPropertyDescriptors(Game.prototype);
	let checked = 0;
	for (const [name, d] of Object.entries(proto)) {
		if (name.startsWith('_') || ['constructor', 'dispose', 'disposed', 'toString'].includes(name))
			continue;
		if (d.get)
			rejects(() => g[name], DisposedError, {}, `get ${name}`);
		else if (typeof d.value === 'function') {
			assert.ok(name in args, `a test for Game#${name}`);
			rejects(() => g[name](...args[name]), DisposedError, {}, `${name}()`);
		}
		checked++;
	}
	assert.ok(checked > 40, `${checked} members`);
	rejects(() => bot.choose(g), DisposedError);
	rejects(() => bot.act(g, 0), DisposedError);
	assert.equal(String(g), 'Game(disposed)');
	g.dispose();
	bot.dispose();
	rejects(() => bot.choose(four()), DisposedError);
	rejects(() => four().installBots([bot]), DisposedError);
});

/** The memory address a fresh game of `make` gets, then freed: while it is free, the next such game gets it again. */
function freeAddress(make) {
	const g = make();
	const p = g._p;
	g.dispose();
	return p;
}

test('G-10: failed constructors leave nothing behind (the temporary rule tables are freed)', () => {
	// A table made and freed leaves its memory to the next table; a table
	// left behind by a failed call would take it first.
	const p = freeAddress(() => new Rules('classic'));
	const failures = [
		() => new Game('partners', { players: 5 }), () => new Game('classic', { players: 11 }),
		() => new Game('classic', { players: 2, deck: ['R1'] }), () => new Game('classic', { dealer: 7, players: 4 }),
		() => new Game('classic', { options: { stackin: 1 } }), () => new Rules('classic', { uno_penalty: 99 }),
		() => new Rules('teams', { seven_o: 1 }), () => Game.fromHands('classic', ['R0', 'R0'], 'R9'),
		() => new Game('classic', { partial: true }),
	];
	for (const fail of failures) {
		assert.ok(thrown(fail) instanceof Error);
		const r = new Rules('classic');
		assert.equal(r._p, p, `${fail}: a rule table was left behind`);
		r.dispose();
	}
});

test('principle 9: corrupted saves: every truncation throws SaveFormatError; nothing leaks', () => {
	const make = () => new Game('classic', { players: 4, seed: 3 });
	const g = make();
	for (let i = 0; i < 10; i++)
		g.apply(g.legalMoves().at(-1));
	const data = g.save();
	const p = freeAddress(make);
	const memory = W.memory.buffer.byteLength;
	for (let n = 0; n < data.length; n++)
		rejects(() => Game.load(data.slice(0, n)), SaveFormatError, { status: 'EFORMAT' }, `${n} bytes`);
	for (const extra of [1, 7, 5000]) {
		const longer = new Uint8Array(data.length + extra);
		longer.set(data);
		rejects(() => Game.load(longer), SaveFormatError, { status: 'EFORMAT' }, `+${extra} bytes`);
	}
	rejects(() => Game.load(new Uint8Array(100000)), SaveFormatError);
	// no game was left behind: the next game takes the memory a game would have
	const next = make();
	assert.equal(next._p, p, 'a failed load kept a game');
	next.dispose();
	assert.ok(W.memory.buffer.byteLength <= memory + 65536 * 2);
	sameBytes(Game.load(data).save(), data);
});

test('principle 9: corrupted saves: bit flips throw SaveFormatError or load a consistent game; never crash, nothing leaks', () => {
	// The format has no checksum: the loader checks that the state is a
	// game (every card once, valid seats and phases...). A flip it cannot
	// tell from another game (a bit of the generator's state, a score)
	// loads; that game must then be a whole game.
	const make = () => new Game('teams', { players: 4, seed: 8 });
	const g = make();
	const r = rng(8);
	for (let i = 0; i < 30 && !g.roundOver; i++)
		g.apply(r.choice(g.legalMoves()));
	const data = g.save();
	const p = freeAddress(make);
	let refused = 0, loaded = 0;
	for (let bit = 0; bit < data.length * 8; bit++) {
		const bad = data.slice();
		bad[bit >> 3] ^= 1 << (bit & 7);
		let back;
		try {
			back = Game.load(bad);
		} catch (e) {
			assert.ok(e instanceof SaveFormatError, `bit ${bit}: ${e}`);
			refused++;
			continue;
		}
		loaded++;
		// a loaded game saves to what it was loaded from, and plays
		sameBytes(back.save(), bad, `bit ${bit}`);
		if (loaded % 8 === 0 && !back.roundOver) {
			back.playout(bit, 'reference');
			assert.ok(back.roundOver);
		}
		back.dispose();
	}
	for (let k = 0; k < 300; k++) { // several flips at once
		const bad = data.slice();
		for (let j = 0; j < 8; j++)
			bad[r.below(bad.length)] ^= 1 << r.below(8);
		try {
			Game.load(bad).dispose();
		} catch (e) {
			assert.ok(e instanceof SaveFormatError, String(e));
		}
	}
	assert.ok(refused > loaded, `${refused} refused, ${loaded} loaded`);
	const next = make();
	assert.equal(next._p, p, 'a failed load kept a game');
	next.dispose();
});

test('principle 9: bad replay logs: ParseError (with the line), IllegalMoveError for an illegal move; never crash', () => {
	const g = new Game('classic', { players: 4, seed: 3 });
	g.startLog();
	const r = rng(3);
	for (let i = 0; i < 20 && !g.roundOver; i++)
		g.apply(r.choice(g.legalMoves()));
	const text = g.logText();
	sameBytes(Game.replay(text).save(), g.save());
	rejects(() => Game.replay('variant classic\nplayers 4\nseed 1\n0 nonsense\n'), ParseError, { status: 'EPARSE' });
	rejects(() => Game.replay(''), ParseError);
	rejects(() => Game.replay('garbage'), ParseError);
	rejects(() => Game.replay(text.replace('variant classic', 'variant nope')), UnoError);
	rejects(() => Game.replay(text.replace('players 4', 'players 99')), UnoError);
	const lines = text.trimEnd().split('\n');
	const last = lines.at(-1).split(' ')[0];
	let e = rejects(() => Game.replay([...lines.slice(0, -1), `${last} catch ${last}`].join('\n') + '\n'), IllegalMoveError, { status: 'EILLEGAL' });
	assert.match(e.message, new RegExp(`line ${lines.length}`));
	e = rejects(() => Game.replay([...lines.slice(0, -1), `${last} W4/Q`].join('\n') + '\n'), ParseError);
	assert.match(e.message, new RegExp(`line ${lines.length}`));
	rejects(() => Game.replay([...lines, '12 draw'].join('\n') + '\n'), UnoError);
	for (const bad of [null, 3, new TextEncoder().encode(text), ['0 draw']])
		rejects(() => Game.replay(bad), TypeError);
	rejects(() => Game.replay(text + '\0'), TypeError);
	// every prefix replays (a log cut between lines) or throws an UnoError
	let replayed = 0;
	for (let n = 0; n <= text.length; n += 3) {
		try {
			Game.replay(text.slice(0, n)).dispose();
			replayed++;
		} catch (x) {
			assert.ok(x instanceof UnoError, `${n}: ${x}`);
		}
	}
	assert.ok(replayed > 0);
	// garbage lines at random places
	for (let k = 0; k < 200; k++) {
		const ls = [...lines];
		ls.splice(1 + r.below(ls.length - 1), 0, r.choice(['0 R', 'x', '99 draw', '1 catch', 'seed', 'state 00', '0 give Q1', '\t']));
		try {
			Game.replay(ls.join('\n')).dispose();
		} catch (x) {
			assert.ok(x instanceof UnoError, String(x));
		}
	}
});
