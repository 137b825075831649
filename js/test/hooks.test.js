// Hooks as JavaScript functions (doc/hooks.md; DESIGN principle 4): every
// hook kind answers its decision in a variant that has it, null leaves it
// pending, events arrive as plain objects in order; from inside a hook the
// game may be read through the whole API while changing calls throw
// BusyError; dispose() from a hook takes effect when the outer call
// returns; an exception thrown in a hook is thrown from the outer call after
// the move stood; an answer the rules refuse leaves the decision pending,
// throws IllegalMoveError and reaches the event hook as 'hook_refused'.
// Ported from python/tests/test_hooks.py.
// SPDX-License-Identifier: MIT

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
	Bot, BusyError, Constants, DisposedError, Game, IllegalMoveError, Move, Status,
} from '../src/index.js';
import {
	PENDING_DECISIONS, Recorder, bluff, castingCall, four, handText, playMove, rng, sameBytes,
	sevenO, snapshot, teamsHandoff, thrown,
} from './support.js';

// ---- each hook answers its decision ----

test('C-5: chooseColor answers the color decision (a letter, a name, a number)', () => {
	for (const [answer, color] of [['B', 'B'], ['g', 'G'], [1, 'Y'], ['red', 'R']]) {
		const g = four();
		const asked = [];
		g.setHooks({ chooseColor: (game, seat) => { asked.push(seat); return answer; } });
		g.apply('W');
		assert.deepEqual(asked, [0]);
		assert.equal(g.currentColor, color);
		assert.equal(g.phase, 'play');
		assert.equal(g.currentPlayer, 1);
	}
});

test('C-5: a hook returning null or undefined leaves the decision pending', () => {
	for (const answer of [null, undefined]) {
		const g = four();
		g.setHooks({ chooseColor: () => answer });
		g.apply('W');
		assert.equal(g.phase, 'color');
		g.apply('color Y');
		assert.equal(g.currentColor, 'Y');
	}
});

test('C-7: the challenge hook: true challenges (guilty), false accepts', () => {
	let g = bluff();
	g.setHooks({ challenge: () => true });
	g.apply('W4/B');
	// guilty: seat 0 held red; it draws 4, the challenger plays on
	assert.equal(handText(g, 0), 'R1 Y3 G3 Y4 Y5 Y6');
	assert.equal(g.handSize(1), 3);
	assert.equal(g.currentPlayer, 1);
	assert.equal(g.currentColor, 'B');
	g = bluff();
	g.setHooks({ challenge: () => false });
	g.apply('W4/B');
	assert.equal(g.handSize(1), 7); // accepted: draws 4, skipped
	assert.equal(g.currentPlayer, 2);
});

test('principle 4: the draw hook sees the top card and may name another in the pile', () => {
	let g = four();
	const seen = [];
	g.setHooks({ draw: (game, seat, card) => { seen.push([seat, card]); } });
	g.apply('draw');
	assert.deepEqual(seen, [[0, 'G9']]);
	assert.ok(g.hand(0).includes('G9'));

	g = four();
	g.setHooks({ draw: () => 'R3' });
	g.apply('draw'); // R3 was second in the pile
	assert.ok(g.hand(0).includes('R3'));
	assert.ok(!g.hand(0).includes('G9'));
	assert.equal(g.phase, 'drawn');
	g.apply('pass');
	g.setHooks({});
	g.apply('draw'); // G9 is still on top
	assert.ok(g.hand(1).includes('G9'));

	g = four({ fill: false }); // the pile is G9 R3 only
	g.setHooks({ draw: () => 'W4' });
	g.apply('draw'); // not in the pile: G9 comes
	assert.ok(g.hand(0).includes('G9'));
	assert.ok(!g.hand(0).includes('W4'));
});

test('CC-3: the cast hook deals (\'deal\') or gives to a seat, in Casting Call', () => {
	const game = () => Game.fromHands('casting-call', ['CC G1 G4', 'G2 G3 G5', 'G7 Y8 Y9'], 'R9', { draw: 'B4 Y5 R4' });
	let g = game();
	g.setHooks({ cast: () => 'deal' });
	g.apply('CC/G');
	// dealt one at a time from the next player: 1, 2, 1
	assert.equal(handText(g, 1), 'G2 G3 R4 B4 G5');
	assert.equal(handText(g, 2), 'Y5 G7 Y8 Y9');
	assert.equal(g.currentPlayer, 1);

	g = game();
	const turned = [];
	g.setHooks({ cast: (game2) => { turned.push(...game2.turned); return 2; } });
	g.apply('CC/G');
	assert.deepEqual(turned, ['B4', 'Y5', 'R4']);
	assert.equal(g.handSize(2), 6);
	assert.equal(g.handSize(1), 3);
});

test('TM-7: the give hook hands off, in Teams', () => {
	const asked = [];
	const g = teamsHandoff({ give: (game, seat) => { asked.push([seat, game.givesLeft]); return 'Y4'; } });
	assert.equal(handText(g, 2), 'Y3 Y4 G8');
	g.apply('R2');
	assert.deepEqual(asked, [[2, 1]]);
	assert.equal(handText(g, 0), 'Y4');
	assert.equal(handText(g, 2), 'Y3 G8');
	assert.equal(g.phase, 'play');
	assert.equal(g.currentPlayer, 1);
});

test('H-5: the swap hook, with the seven_o house rule', () => {
	const g = sevenO();
	g.setHooks({ swap: () => 2 });
	g.apply('R7');
	assert.equal(handText(g, 0), 'Y1 Y2 Y3');
	assert.equal(handText(g, 2), 'R1 R2');
	assert.equal(g.currentPlayer, 1);
});

test('C-5 principle 4: setHooks answers a pending decision at once', () => {
	const g = four();
	g.apply('W');
	assert.equal(g.phase, 'color');
	g.setHooks({ chooseColor: () => 'R' });
	assert.equal(g.phase, 'play');
	assert.equal(g.currentPlayer, 1);
});

test('G-3 C-5 principle 4: the event hook: events in order, as plain objects', () => {
	const g = four();
	const rec = new Recorder();
	g.setHooks({ event: rec.hook });
	g.apply('W/B');
	const [play] = rec.of('play');
	assert.deepEqual([play.seat, play.card, play.color, play.other], [0, 'W/B', 'B', null]);
	assert.ok(rec.events.indexOf(play) < rec.events.indexOf(rec.of('color')[0]));
	rec.clear();
	g.apply('draw'); // seat 1 draws G9
	const [draw] = rec.of('draw');
	assert.deepEqual([draw.seat, draw.card, draw.reason], [1, 'G9', 'turn']);
});

test('G-6: the catch event names both seats; the penalty event its count', () => {
	const g = Game.fromHands('classic', ['R1 R2', 'G1 G2', 'Y1 Y2'], 'R9');
	const rec = new Recorder();
	g.setHooks({ event: rec.hook });
	g.apply('R1');
	g.apply('catch 0', 2);
	const catches = rec.of('catch');
	assert.deepEqual(catches.map((e) => [e.seat, e.other]), [[0, 2]]);
	assert.deepEqual(rec.of('penalty').map((e) => [e.seat, e.value, e.reason]), [[0, 2, 'uno_penalty']]);
});

test('G-5 G-8: round_end and round_start events', () => {
	const g = Game.fromHands('classic', ['R1', 'G1'], 'R9');
	const rec = new Recorder();
	g.setHooks({ event: rec.hook });
	g.apply('R1');
	assert.deepEqual(rec.of('round_end').map((e) => [e.seat, e.value]), [[0, 1]]);
	g.nextRound();
	assert.deepEqual(rec.of('round_start').map((e) => [e.seat, e.value]), [[0, 2]]); // dealer, round
	assert.equal(rec.of('first_card').length, 1);
});

// ---- errors in hooks ----

/** A move that answers the pending decision (not an UNO call or a catch, which are listed first). */
function answerMove(g) {
	return g.legalMoves().find((m) => m.type !== 'uno' && m.type !== 'catch');
}

test('C-5 C-7 CC-3 TM-7 H-5: every decision hook: null pends; a thrown exception is thrown from apply after the move stood', () => {
	for (const { hook, make, move, phase } of PENDING_DECISIONS) {
		let g = make();
		const asked = [];
		g.setHooks({ [hook]: (game, seat) => { asked.push(seat); return null; } });
		g.apply(move);
		assert.equal(g.phase, phase, hook); // the game waits
		assert.equal(asked.length, 1);

		g = make();
		const before = snapshot(g);
		const boom = new Error(hook);
		g.setHooks({ [hook]: () => { throw boom; } });
		assert.equal(thrown(() => g.apply(move)), boom, hook);
		assert.equal(g.phase, phase); // the move stood, the decision is still open
		assert.notDeepEqual(snapshot(g), before);
		assert.ok(g.legalMoves().length > 0); // answerable by a move
		g.setHooks({});
		g.apply(answerMove(g));
		assert.notEqual(g.phase, phase);
	}
});

test('G-3 principle 4: the event and draw hooks: a thrown exception is thrown from apply after the move stood', () => {
	let g = four();
	const boom = new Error('event');
	g.setHooks({ event: () => { throw boom; } });
	assert.equal(thrown(() => g.apply('R1')), boom);
	assert.equal(g.currentPlayer, 1);
	assert.equal(g.topCard, 'R1');
	// anything thrown, not only Errors
	g = four();
	g.setHooks({ event: () => { throw 42; } });
	assert.equal(thrown(() => g.apply('R1')), 42);
	assert.equal(g.currentPlayer, 1);

	g = four();
	g.setHooks({ draw: () => { throw new RangeError('draw'); } });
	assert.throws(() => g.apply('draw'), RangeError);
	assert.ok(g.hand(0).includes('G9')); // the top card was drawn
	assert.equal(g.phase, 'drawn'); // G9 matches the R9
	g = four();
	g.setHooks({ draw: () => 7 });
	assert.throws(() => g.apply('draw'), TypeError);
	assert.ok(g.hand(0).includes('G9'));
});

test('principle 4: after an exception no further hook runs in that call; the next call reports anew', () => {
	const g = four();
	const calls = [];
	g.setHooks({
		event: (game, e) => { calls.push(e.type); throw new Error('event'); },
		chooseColor: () => { calls.push('color'); return 'R'; },
	});
	assert.throws(() => g.apply('W'), /event/);
	assert.deepEqual(calls, ['play']);
	assert.equal(g.phase, 'color'); // not answered
	assert.throws(() => g.apply('color R'), /event/); // the next call reports anew
	assert.equal(g.phase, 'play');
});

test('C-5 C-7 CC-3 H-5 TM-7: bad answers throw TypeError or RangeError, and the decision stays pending', () => {
	let g = four();
	g.setHooks({ chooseColor: () => 2.5 });
	assert.throws(() => g.apply('W'), TypeError);
	assert.equal(g.phase, 'color');
	g = four();
	g.setHooks({ chooseColor: () => 'purple' });
	assert.throws(() => g.apply('W'), RangeError);
	g = four();
	g.setHooks({ chooseColor: () => Constants.MAX_PLAYERS - 6 }); // 4: no color
	assert.throws(() => g.apply('W'), RangeError);
	assert.equal(g.phase, 'color');

	g = bluff();
	g.setHooks({ challenge: () => 'yes' });
	assert.throws(() => g.apply('W4/B'), TypeError);
	assert.equal(g.phase, 'challenge');
	g = bluff();
	g.setHooks({ challenge: () => 1 });
	assert.throws(() => g.apply('W4/B'), TypeError);

	g = castingCall();
	g.apply('CC/G');
	assert.equal(g.phase, 'cast');
	assert.throws(() => g.setHooks({ cast: () => 'all' }), TypeError); // answered at once: from setHooks
	assert.throws(() => g.setHooks({ cast: () => 1.5 }), TypeError);
	assert.throws(() => g.setHooks({ cast: () => 11 }), RangeError);
	assert.equal(g.phase, 'cast');
	g.setHooks({});
	g.apply('cast 2');
	assert.equal(g.handSize(2), 5);

	g = sevenO();
	g.setHooks({ swap: () => -1 });
	assert.throws(() => g.apply('R7'), RangeError);
	assert.equal(g.phase, 'swap');
	g = teamsHandoff({ give: () => 'nonsense' });
	assert.ok(thrown(() => g.apply('R2')).status === 'EPARSE');
	assert.equal(g.phase, 'handoff');
});

/** An answer each decision hook may give that the rules refuse, and what the refusal says. */
const REFUSED = [
	{ make: castingCall, move: 'CC/G', phase: 'cast', hooks: { cast: (g, seat) => seat }, answer: 'cast 0', reason: 'bad_target', other: 0, card: null },
	{ make: sevenO, move: 'R7', phase: 'swap', hooks: { swap: (g, seat) => seat }, answer: 'swap 0', reason: 'bad_target', other: 0, card: null },
	{ make: () => teamsHandoff(), move: 'R2', phase: 'handoff', hooks: { give: () => 'B8' }, answer: 'give B8', reason: 'not_in_hand', other: null, card: 'B8' },
];

test('G-10 CC-3 H-5 TM-7: an answer the rules refuse: IllegalMoveError, the decision pending, a hook_refused event', () => {
	for (const { make, move, phase, hooks, answer, reason, other, card } of REFUSED) {
		const g = make();
		const rec = new Recorder();
		g.setHooks({ ...hooks, event: rec.hook });
		const e = thrown(() => g.apply(move));
		assert.ok(e instanceof IllegalMoveError, `${answer}: ${e}`);
		assert.equal(e.reason, reason);
		assert.equal(String(e.move), answer);
		assert.equal(e.seat, g.currentPlayer);
		assert.equal(g.phase, phase); // the move stood, the decision is pending
		assert.equal(g.errmsg, ''); // the outer call itself succeeded
		const refused = rec.of('hook_refused');
		assert.equal(refused.length, 1, answer);
		assert.deepEqual([refused[0].seat, refused[0].reason, refused[0].other, refused[0].card],
			[g.currentPlayer, reason, other, card], answer);
		assert.ok([Status.EILLEGAL, Status.EINVAL].includes(refused[0].value));
		assert.equal(rec.events.at(-1), refused[0]); // the last thing that happened
		// the caller answers by a move
		g.setHooks({});
		g.apply(answerMove(g));
		assert.notEqual(g.phase, phase);
	}
	// without an event hook the refusal is still thrown
	const g = castingCall();
	g.setHooks({ cast: (game, seat) => seat });
	assert.equal(thrown(() => g.apply('CC/G')).reason, 'bad_target');
	assert.equal(g.phase, 'cast');
});

test('CC-3: a seat beyond the table is no answer: IllegalMoveError (malformed), pending, no event', () => {
	// doc/hooks.md: a seat out of range leaves the decision to the caller
	// without a hook_refused event; the binding still says why.
	const g = castingCall();
	const rec = new Recorder();
	g.setHooks({ cast: () => 7, event: rec.hook });
	const e = thrown(() => g.apply('CC/G'));
	assert.ok(e instanceof IllegalMoveError);
	assert.equal(e.reason, 'malformed');
	assert.equal(String(e.move), 'cast 7');
	assert.equal(g.phase, 'cast');
	assert.equal(rec.of('hook_refused').length, 0);
});

test('G-5 principle 4: exceptions from hooks run by setHooks() and nextRound()', () => {
	let g = four();
	g.apply('W');
	const rec = new Recorder();
	assert.throws(() => g.setHooks({ chooseColor: () => { throw new Error('in setHooks'); }, event: rec.hook }), /in setHooks/);
	g.apply('color B'); // installed nonetheless: the event hook hears it
	assert.equal(rec.of('color').length, 1);

	g = Game.fromHands('classic', ['R1', 'G1'], 'R9');
	g.apply('R1');
	g.setHooks({ event: (game, e) => { if (e.type === 'round_start') throw new Error('in nextRound'); } });
	assert.throws(() => g.nextRound(), /in nextRound/);
	assert.equal(g.round, 2);
});

test('principle 4: a hook cannot change its game: BusyError, thrown from the outer call when not caught', () => {
	let g = four();
	g.setHooks({ chooseColor: (game) => game.apply('color R') });
	const e = thrown(() => g.apply('W'));
	assert.ok(e instanceof BusyError);
	assert.equal(e.status, 'EBUSY');
	assert.equal(g.phase, 'color');
	g = four();
	g.setHooks({ event: (game) => game.setHooks({}) });
	assert.ok(thrown(() => g.apply('R1')) instanceof BusyError);
	assert.equal(g.currentPlayer, 1);
	g = four();
	g.setHooks({ event: (game) => game.nextRound() });
	assert.ok(thrown(() => g.apply('R1')) instanceof BusyError);
});

test('principle 4: a hook may play other games', () => {
	const g = four();
	let played = null;
	g.setHooks({
		chooseColor: () => {
			const other = new Game('classic', { players: 3, seed: 5 });
			other.playout(1, 'reference');
			played = other.roundOver;
			other.dispose();
			return 'G';
		},
	});
	g.apply('W');
	assert.equal(played, true);
	assert.equal(g.currentColor, 'G');
});

// ---- reentrancy: what a hook may call ----

/** Every read a hook may make of its game, each checked against the others; returns its save. */
function readEverything(game, seed = 1) {
	const data = game.save();
	const again = Game.load(data);
	sameBytes(again.save(), data);
	assert.deepEqual(snapshot(again), snapshot(game));
	again.dispose();
	const copy = game.clone();
	sameBytes(copy.save(), data);
	assert.deepEqual(snapshot(copy), snapshot(game));
	let size = null;
	for (let seat = 0; seat < game.players; seat++) {
		const v = game.view(seat);
		assert.deepEqual([...v.hand].sort(), [...game.hand(seat)].sort());
		assert.deepEqual(v.handSizes, game.handSizes);
		const obs = game.observation(seat);
		assert.equal(obs.length, size ?? obs.length);
		size = obs.length;
		const mask = game.legalMask(seat);
		const legal = game.legalMoves(seat);
		assert.deepEqual([...mask.keys()].filter((i) => mask[i]).map((i) => String(Move.fromIndex(i))).sort(),
			legal.map(String).sort());
		for (const m of legal)
			assert.ok(game.check(m, seat).legal, `${m} by ${seat}`);
		const other = game.clone();
		other.determinize(seat, seed);
		assert.deepEqual(other.hand(seat), game.hand(seat));
		assert.deepEqual(other.handSizes, game.handSizes);
		other.dispose();
		const bot = new Bot('greedy', { seed });
		const extra = bot.act(game, seat);
		if (extra !== null)
			assert.ok(game.check(extra, seat).legal, String(extra));
		bot.dispose();
	}
	const d = game.decision();
	assert.equal(d.seat, game.currentPlayer);
	assert.deepEqual(d.moves(), game.legalMoves());
	if (game.currentPlayer !== null) {
		const search = new Bot('search', { playouts: 20, determinizations: 2, seed });
		const m = search.choose(game);
		assert.ok(game.check(m).legal, String(m));
		search.dispose();
	}
	if (!game.roundOver) {
		copy.playout(seed, 'reference');
		assert.ok(copy.roundOver);
	}
	copy.dispose();
	assert.equal(typeof String(game), 'string');
	sameBytes(game.save(), data); // none of it changed the game
	return data;
}

/** Every call that would change the game, made from a hook: what each threw (null if nothing). */
function tryToChange(game) {
	const first = () => game.legalMoves()[0] ?? Move.parse('draw');
	const calls = {
		apply: () => game.apply(first()),
		applyOtherSeat: () => game.apply('uno', ((game.currentPlayer ?? 0) + 1) % game.players),
		applyIndex: () => game.applyIndex(first().index),
		nextRound: () => game.nextRound(),
		setHooks: () => game.setHooks({}),
		setOtherHooks: () => game.setHooks({ event: () => {} }),
		installBots: () => game.installBots([new Bot('greedy')]),
		playout: () => game.playout(1),
		startLog: () => game.startLog(),
		reset: () => game.reset(1),
		determinize: () => game.determinize(0, 1),
	};
	const out = {};
	for (const [name, call] of Object.entries(calls)) {
		try {
			call();
			out[name] = null;
		} catch (e) {
			out[name] = e instanceof BusyError ? 'EBUSY' : `${e.name}: ${e.message}`;
		}
	}
	return out;
}

/** For every hook: a game maker and the move after which the game asks the hook. */
const EACH_HOOK = [
	...PENDING_DECISIONS.map(({ hook, make, move }) => ({ hook, make, move })),
	{ hook: 'event', make: () => four(), move: 'R1' },
	{ hook: 'event', make: () => four(), move: 'W' },
	{ hook: 'draw', make: () => four(), move: 'draw' },
];

test('principle 4: an event hook reads everything consistently, all round long', () => {
	const g = new Game('classic', { players: 4, seed: 12 });
	g.startLog();
	const saves = [];
	g.setHooks({
		event: (game) => {
			saves.push(readEverything(game, saves.length));
			// a replay of the log so far is the game the hook sees
			sameBytes(Game.replay(game.logText()).save(), saves.at(-1));
		},
	});
	const r = rng(12);
	for (let i = 0; i < 40 && !g.roundOver; i++) {
		const count = saves.length;
		playMove(g, r, { others: true });
		if (saves.length > count)
			sameBytes(saves.at(-1), g.save()); // after its last event the game does not move
	}
	assert.ok(saves.length > 40);
});

test('principle 4 principle 8: every hook kind may read everything: queries, view, save, clone, legal moves, bots', () => {
	for (const { hook, make, move } of EACH_HOOK) {
		const g = make();
		const before = g.save();
		const seen = [];
		g.setHooks({ [hook]: (game) => { seen.push(readEverything(game)); } });
		g.apply(move);
		assert.ok(seen.length > 0, hook);
		if (hook === 'draw')
			sameBytes(seen[0], before); // the draw hook sees the game before the move
		else
			sameBytes(seen.at(-1), g.save()); // nothing moves after the last hook
	}
});

test('principle 4: every hook kind: apply, nextRound, setHooks (and every changing call) throw BusyError; the outer call succeeds', () => {
	for (const { hook, make, move } of EACH_HOOK) {
		const g = make();
		const tried = [];
		g.setHooks({
			[hook]: (game) => {
				const before = game.save();
				tried.push(tryToChange(game));
				sameBytes(game.save(), before);
			},
		});
		g.apply(move); // does not throw: the hook caught every BusyError
		assert.ok(tried.length > 0, hook);
		for (const statuses of tried)
			for (const [name, status] of Object.entries(statuses))
				assert.equal(status, 'EBUSY', `${hook}: ${name} gave ${status}`);
		assert.ok(g._hookFns && g._hookFns[hook], `${hook} is still installed`);
	}
});

test('principle 4: every hook kind may dispose its game: the outer call returns, then the game is gone', () => {
	for (const { hook, make, move } of EACH_HOOK) {
		const g = make();
		const p = g._p;
		const calls = [];
		let reused = null;
		g.setHooks({
			[hook]: (game) => {
				calls.push(hook);
				game.dispose();
				assert.equal(game.disposed, true);
				assert.throws(() => game.phase, DisposedError);
				assert.throws(() => game.apply('draw'), DisposedError);
				assert.equal(String(game), 'Game(disposed)');
				// the library frees it only when the outer call returns
				const other = make();
				reused = other._p === p;
				other.dispose();
			},
		});
		g.apply(move); // no error: the move stood
		assert.deepEqual(calls, [hook]); // no hook after the dispose
		assert.equal(reused, false, `${hook}: freed under the running call`);
		assert.equal(g.disposed, true);
		assert.throws(() => g.save(), DisposedError);
		assert.throws(() => g.legalMoves(), DisposedError);
		g.dispose(); // twice is fine
		// the game was freed: the next game of its size takes its memory
		const next = make();
		assert.equal(next._p, p, `${hook}: the disposed game was not freed`);
		next.dispose();
	}
});

test('G-5 principle 4: dispose from a hook run by nextRound() and by setHooks()', () => {
	let g = Game.fromHands('classic', ['R1', 'G1'], 'R9');
	g.apply('R1');
	g.setHooks({ event: (game, e) => { if (e.type === 'round_start') game.dispose(); } });
	g.nextRound();
	assert.throws(() => g.round, DisposedError);

	g = four();
	g.apply('W');
	g.setHooks({ chooseColor: (game) => { game.dispose(); } });
	assert.throws(() => g.phase, DisposedError);
});

test('principle 4: dispose, then throw, in a hook: the exception is thrown and the game is gone', () => {
	const g = four();
	g.setHooks({ event: (game) => { game.dispose(); throw new Error('closing'); } });
	assert.throws(() => g.apply('R1'), /closing/);
	assert.throws(() => g.legalMoves(), DisposedError);
});

// ---- installation ----

test('G-10 principle 4: setHooks type errors leave the hooks as they were', () => {
	const g = four();
	const rec = new Recorder();
	g.setHooks({ event: rec.hook });
	assert.throws(() => g.setHooks({ event: 42 }), TypeError);
	assert.throws(() => g.setHooks({ nothing: () => {} }), TypeError);
	assert.throws(() => g.setHooks(null), TypeError);
	assert.throws(() => g.setHooks('event'), TypeError);
	g.apply('R1');
	assert.ok(rec.of('play').length === 1); // still installed
	g.setHooks(); // none
	g.apply('draw');
	assert.equal(rec.of('draw').length, 0);
});

test('principle 4 principle 7: a clone has no hooks', () => {
	const g = four();
	const rec = new Recorder();
	g.setHooks({ event: rec.hook, chooseColor: () => 'G' });
	const c = g.clone();
	c.apply('R1');
	c.apply('draw');
	assert.deepEqual(rec.events, []);
	const d = g.clone();
	d.apply('W');
	assert.equal(d.phase, 'color');
});

// ---- hooks versus moves ----

function colorFor(game, seat) {
	const counts = [0, 0, 0, 0];
	for (const c of game.hand(seat))
		if ('RYGB'.includes(c[0]) && !c.startsWith('W'))
			counts['RYGB'.indexOf(c[0])]++;
	return 'RYGB'[counts.indexOf(Math.max(...counts))];
}

test('principle 4: answering by hooks and by moves gives the same game', () => {
	for (const seed of [3, 4]) {
		const a = new Game('classic', { players: 4, seed });
		const b = new Game('classic', { players: 4, seed });
		a.setHooks({ chooseColor: colorFor, challenge: (game, seat) => seat % 2 === 0 });
		const r = rng(seed);
		for (let i = 0; i < 300 && !a.roundOver; i++) {
			// b answers by move what a's hooks answered
			while (b.phase === 'color' || b.phase === 'challenge') {
				const seat = b.currentPlayer;
				if (b.phase === 'color')
					b.apply(`color ${colorFor(b, seat)}`);
				else
					b.apply(seat % 2 === 0 ? 'challenge' : 'accept');
			}
			assert.deepEqual([a.phase, a.currentPlayer, a.handSizes, a.topCard], [b.phase, b.currentPlayer, b.handSizes, b.topCard]);
			sameBytes(a.save(), b.save());
			const legal = a.legalMoves().filter((m) => m.type !== 'color');
			const m = r.choice(legal);
			a.apply(m);
			b.apply(m);
		}
	}
});
