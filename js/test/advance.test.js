// Game.advance(): the library's bots play their seats (uno_game_advance())
// until a seat without a bot must decide, the round is over, or the move
// budget is spent; their moves out of turn (G-6 calls and catches) come
// first. Refused arguments change nothing (G-10). Ported from
// python/tests/test_advance.py and tests/test_advance.c, and compared with
// the native library's advance through the Python binding ($UNO_LIBRARY,
// as native.test.js does).
// SPDX-License-Identifier: MIT

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { Bot, BusyError, DisposedError, Game } from '../src/index.js';
import { Recorder, rng, sameBytes, thrown } from './support.js';

/** Python's bots_for(): greedy at odd seats, random at even ones, seeded seed + seat; none at `human`. */
function botsFor(players, seed = 1, human = null) {
	return Array.from({ length: players }, (_, s) =>
		s === human ? null : new Bot(s % 2 ? 'greedy' : 'random', { seed: seed + s }));
}

function disposeAll(...things) {
	for (const t of things.flat())
		t?.dispose();
}

test('every seat a bot: one call plays the round out, a log entry a move; then nothing to do', () => {
	for (let seed = 1; seed <= 10; seed++) {
		const g = new Game('classic', { players: 4, seed });
		const bots = botsFor(4, seed);
		g.startLog();
		const before = g.logLength;
		const n = g.advance(bots);
		assert.ok(n > 0, `seed ${seed}`);
		assert.equal(g.logLength - before, n, `seed ${seed}: the moves advance() counts are the log's`);
		assert.equal(g.roundOver, true);
		assert.notEqual(g.winner, null);
		assert.equal(g.advance(bots), 0, 'nothing to do until the next round');
		g.nextRound();
		assert.ok(g.advance(bots) > 0, 'the next round is played too');
		disposeAll(g, bots);
	}
});

test('G-6: the same game as the host\'s loop: before each move every bot clockwise may act out of turn, else the seat\'s bot chooses', () => {
	let outOfTurn = 0;
	for (const [variant, players, options] of [['classic', 4, null], ['classic', 5, { jump_in: 1 }],
		['teams', 4, null], ['no-mercy', 4, null], ['flip', 3, null]]) {
		for (let seed = 1; seed <= 5; seed++) {
			const bots = botsFor(players, seed);
			const a = new Game(variant, { players, seed, options });
			const b = a.clone();
			const c = a.clone();
			const n = a.advance(bots);
			// With a hook, advance() goes a move at a time: the same game.
			let events = 0;
			c.setHooks({ event: () => { events++; } });
			assert.equal(c.advance(bots), n);
			assert.ok(events >= n);
			let moves = 0;
			while (!b.roundOver) {
				const cur = b.currentPlayer;
				let acted = false;
				for (let k = 0; k < players && !acted; k++) {
					const seat = (cur + k) % players;
					const m = bots[seat].act(b, seat);
					if (m !== null) {
						b.apply(m, seat);
						acted = true;
						outOfTurn++;
					}
				}
				if (!acted)
					b.apply(bots[cur].choose(b, cur), cur);
				moves++;
			}
			assert.equal(moves, n, `${variant} seed ${seed}`);
			sameBytes(a.save(), b.save(), `${variant} seed ${seed}: the same game`);
			sameBytes(a.save(), c.save(), `${variant} seed ${seed}: the same game with a hook`);
			disposeAll(a, b, c, bots);
		}
	}
	assert.ok(outOfTurn > 0, 'the bots made moves out of turn');
});

test('stops for the human: every return leaves the decision with seat 0 or ends the round, and no move of seat 0 is made', () => {
	const r = rng(4);
	for (let seed = 1; seed <= 10; seed++) {
		const g = new Game('classic', { players: 3, seed });
		const rec = new Recorder();
		g.setHooks({ event: rec.hook });
		const bots = botsFor(3, seed, 0);
		let turns = 0;
		while (!g.roundOver) {
			rec.clear();
			assert.ok(g.advance(bots) >= 0);
			for (const e of rec.events) {
				if (['play', 'pass', 'color', 'uno'].includes(e.type))
					assert.notEqual(e.seat, 0, `${e.type} by the human`);
				if (e.type === 'catch')
					assert.notEqual(e.other, 0, 'a catch by the human');
			}
			if (g.roundOver)
				break;
			assert.equal(g.currentPlayer, 0);
			g.apply(r.choice(g.legalMoves().filter((m) => m.type !== 'catch')));
			assert.ok(++turns < 2000);
		}
		disposeAll(g, bots);
	}
});

test('maxMoves bounds the call: one move at a time, or three then the rest', () => {
	const bots = botsFor(4, 5);
	const g = new Game('classic', { players: 4, seed: 5 });
	let total = 0;
	while (!g.roundOver) {
		assert.equal(g.advance(bots, 1), 1);
		assert.ok(++total < 5000);
	}
	assert.equal(g.advance(bots, 1), 0);
	const h = new Game('classic', { players: 4, seed: 5 });
	assert.equal(h.advance(bots, 3), 3);
	assert.equal(h.advance(bots), total - 3);
	sameBytes(g.save(), h.save());
	disposeAll(g, h, bots);
});

test('G-6: a human who plays the second-to-last card without calling UNO is caught by the first bot clockwise, before that bot plays', () => {
	const g = Game.fromHands('classic', ['R1 R2', 'R3 G4', 'R6 Y7'], 'R5', { draw: 'B8 B9' });
	g.apply('R1', 0);
	const rec = new Recorder();
	g.setHooks({ event: rec.hook });
	const bots = [null, new Bot('greedy', { seed: 1 }), new Bot('greedy', { seed: 2 })];
	assert.equal(g.advance(bots, 1), 1);
	const catches = rec.of('catch');
	assert.equal(catches.length, 1);
	assert.deepEqual([catches[0].seat, catches[0].other], [0, 1]);
	assert.equal(g.handSize(0), 3);
	assert.equal(g.currentPlayer, 1, 'the catch did not move the decision');
	assert.deepEqual(rec.of('play'), []);
	disposeAll(g, bots);
});

test('no bots, or none at the seat to decide (and none with a move out of turn): nothing moves', () => {
	const g = new Game('classic', { players: 4, seed: 9 });
	const before = g.save();
	assert.equal(g.advance([]), 0);
	assert.equal(g.advance([null, null, null, null]), 0);
	assert.equal(g.advance([undefined]), 0);
	const bots = botsFor(4);
	bots[g.currentPlayer].dispose();
	bots[g.currentPlayer] = null;
	assert.equal(g.advance(bots), 0);
	sameBytes(g.save(), before);
	disposeAll(g, bots);
});

test('G-10: bad arguments throw and change nothing', () => {
	const g = new Game('classic', { players: 4, seed: 9 });
	const before = g.save();
	const bots = botsFor(4);
	const lone = new Bot('random');
	for (const bad of [null, undefined, lone, 'bots', 4, { length: 1, 0: lone }])
		assert.throws(() => g.advance(bad), TypeError, String(bad));
	assert.throws(() => g.advance([...bots, null]), TypeError, 'more entries than seats');
	assert.throws(() => g.advance([null, 'greedy', null, null]), TypeError);
	assert.throws(() => g.advance([null, {}, null, null]), TypeError);
	for (const bad of [1.5, NaN, '1', null, 1n])
		assert.throws(() => g.advance(bots, bad), TypeError, String(bad));
	assert.throws(() => g.advance(bots, -1), RangeError);
	lone.dispose();
	assert.throws(() => g.advance([lone]), DisposedError);
	assert.throws(() => g.advance([...bots.slice(0, 3), lone]), DisposedError);
	sameBytes(g.save(), before, 'the game is as it was');
	const gone = new Game('classic', { seed: 1 });
	gone.dispose();
	assert.throws(() => gone.advance(bots), DisposedError);
	disposeAll(g, bots);
});

test('G-10: from a hook of the game it would change: BusyError, thrown from the call that ran the hook', () => {
	const g = new Game('classic', { players: 2, seed: 3 });
	const bots = botsFor(2);
	let calls = 0;
	g.setHooks({ event: (game) => { calls++; game.advance(bots); } });
	const e = thrown(() => g.apply(g.legalMoves()[0]));
	assert.ok(e instanceof BusyError, `${e}`);
	assert.ok(calls > 0);
	disposeAll(g, bots);
});

test('a hook that throws stops the bots after the move that ran it; the error is thrown from advance()', () => {
	class Stop extends Error {}
	const g = new Game('classic', { players: 4, seed: 6 });
	const plays = [];
	g.setHooks({
		event: (game, e) => {
			if (e.type === 'play') {
				plays.push(e);
				if (plays.length === 3)
					throw new Stop();
			}
		},
	});
	const bots = botsFor(4, 6);
	assert.throws(() => g.advance(bots), Stop);
	assert.equal(plays.length, 3);
	assert.equal(g.roundOver, false);
	g.setHooks();
	assert.ok(g.advance(bots) > 0);
	assert.equal(g.roundOver, true);
	disposeAll(g, bots);
});

test('C-5 principle 4: the host\'s hooks answer for the seats without a bot, and the bots play on', () => {
	let answered = 0;
	for (let seed = 1; seed <= 40; seed++) {
		const g = new Game('classic', { players: 3, seed });
		const bots = botsFor(3, seed, 0);
		// The hook answers seat 0's challenge decisions (a bot's Wild Draw
		// Four) and leaves the bots' to them (null: pending).
		g.setHooks({
			challenge: (game, seat) => {
				if (seat !== 0)
					return null;
				answered++;
				return false;
			},
		});
		const r = rng(seed);
		while (!g.roundOver) {
			g.advance(bots);
			if (g.roundOver)
				break;
			assert.equal(g.currentPlayer, 0);
			assert.notEqual(g.phase, 'challenge', 'the hook answered it');
			g.apply(r.choice(g.legalMoves().filter((m) => m.type !== 'catch')));
		}
		disposeAll(g, bots);
	}
	assert.ok(answered > 0, 'a bot played a Wild Draw Four on the human');
});

test('a bot a hook disposes of plays on until advance() returns, and is freed then', () => {
	const seed = 8;
	const ref = new Game('classic', { players: 4, seed });
	const refBots = botsFor(4, seed);
	ref.advance(refBots);
	const g = new Game('classic', { players: 4, seed });
	const bots = botsFor(4, seed);
	// Freed at once, its memory would go to the next bot made: a random
	// one, which would play seat 1 from then on.
	const others = [];
	g.setHooks({
		event: (game, e) => {
			if (e.type === 'play' && others.length === 0) {
				bots[1].dispose();
				others.push(new Bot('random', { seed: 99 }));
			}
		},
	});
	g.advance(bots);
	assert.equal(g.roundOver, true);
	sameBytes(g.save(), ref.save(), 'the same game as with the bot alive');
	assert.throws(() => bots[1].choose(g), DisposedError);
	disposeAll(g, ref, bots, refBots, others);
});

test('a hook that disposes of the game stops advance(): the moves applied are counted, the game is gone', () => {
	const g = new Game('classic', { players: 4, seed: 2 });
	const bots = botsFor(4, 2);
	let plays = 0;
	g.setHooks({ event: (game, e) => { if (e.type === 'play' && ++plays === 2) game.dispose(); } });
	const n = g.advance(bots);
	assert.ok(n >= 2, `${n} moves`);
	assert.equal(g.disposed, true);
	assert.throws(() => g.advance(bots), DisposedError);
	disposeAll(bots);
});

// ---- the same games as the native library's uno_game_advance() ----

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LIBRARY = process.env.UNO_LIBRARY || `${ROOT}build/lib/libuno.so`;
const REQUIRED = process.env.UNO_REQUIRE_NATIVE === '1';

// Each case: a variant, seats, options, a seed, and per seat a bot's kind
// or level ('-' for a human, who always makes its first legal move).
const CASES = [];
for (const [variant, players, options, table] of [
	['classic', 4, {}, ['random', 'greedy', 'random', 'greedy']],
	['classic', 4, { jump_in: 1, stacking: 1 }, ['greedy', 'random', 'easy', 'medium']],
	['classic', 3, {}, ['-', 'greedy', 'random']],
	['teams', 4, {}, ['greedy', '-', 'random', 'greedy']],
	['casting-call', 3, {}, ['random', 'greedy', '-']],
	['no-mercy', 4, {}, ['random', 'greedy', 'random', '-']],
	['flip', 3, { seven_o: 1 }, ['greedy', 'random', 'greedy']],
]) {
	for (let s = 1; s <= 8; s++)
		CASES.push({ variant, players, options, seed: BigInt(s) * 0x9e3779b97f4a7c15n & ((1n << 64n) - 1n), table });
}

const LEVELS = ['easy', 'medium', 'hard', 'expert'];

// Plays a case a round through advance(), the human (if any) answering
// between calls; prints the moves advance() counted and the save's hash.
const PYTHON_SCRIPT = `
import hashlib, json, sys, libuno
for line in sys.stdin:
    c = json.loads(line)
    g = libuno.Game(c["variant"], c["players"], seed=int(c["seed"]), options=c["options"] or None)
    bots = []
    for s, k in enumerate(c["table"]):
        if k == "-":
            bots.append(None)
        elif k in ${JSON.stringify(LEVELS)}:
            bots.append(libuno.Bot(level=k, seed=s + 1))
        else:
            bots.append(libuno.Bot(k, seed=s + 1))
    moves = 0
    while not g.round_over:
        moves += g.advance(bots)
        if not g.round_over:
            g.apply(g.legal_moves()[0])
    print(moves, hashlib.sha256(g.save()).hexdigest())
`;

function playCase(c) {
	const g = new Game(c.variant, { players: c.players, seed: c.seed, options: c.options });
	const bots = c.table.map((k, s) => (k === '-' ? null : new Bot(k, { seed: s + 1 })));
	let moves = 0;
	while (!g.roundOver) {
		moves += g.advance(bots);
		if (!g.roundOver)
			g.apply(g.legalMoves()[0]);
	}
	const out = `${moves} ${createHash('sha256').update(g.save()).digest('hex')}`;
	disposeAll(g, bots);
	return out;
}

test('principle 6: advance() plays the same games in WebAssembly as natively (Python binding)',
	existsSync(LIBRARY) || REQUIRED ? {} : { skip: `libuno ${LIBRARY} is absent (build it, or set UNO_REQUIRE_NATIVE=1 to fail instead)` },
	(t) => {
		assert.ok(existsSync(LIBRARY), `UNO_REQUIRE_NATIVE=1 but ${LIBRARY} is absent`);
		const res = spawnSync('python3', ['-c', PYTHON_SCRIPT], {
			input: CASES.map((c) => JSON.stringify({ ...c, seed: String(c.seed) })).join('\n') + '\n',
			encoding: 'utf8', timeout: 120000,
			env: { ...process.env, PYTHONPATH: `${ROOT}python`, UNO_LIBRARY: LIBRARY, PYTHONDONTWRITEBYTECODE: '1' },
		});
		if (res.error && !REQUIRED) {
			t.skip(`python3 cannot be run (${res.error.code}): nothing to compare with`);
			return;
		}
		assert.equal(res.error, undefined, `cannot run python3: ${res.error}`);
		assert.equal(res.status, 0, `python3 failed: ${res.stderr}`);
		const want = res.stdout.trim().split('\n');
		assert.equal(want.length, CASES.length);
		CASES.forEach((c, i) => assert.equal(playCase(c), want[i], `${c.variant} ${c.table.join(',')} seed ${c.seed}`));
	});
