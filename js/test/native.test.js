// Determinism against the native library (DESIGN principle 6: the same
// inputs give the same game on every platform). The native command-line
// simulator, examples/uno-sim, plays thousands of seeded one-round games
// between the library's bots; this file plays the same games through the
// WebAssembly build, seeding games and bots exactly as uno-sim does
// (examples/uno-sim.c play_match(), examples/bots.c, examples/cli.c's
// splitmix64 generator), and compares every total uno-sim prints.
//
// The simulator is $UNO_SIM (default ../build/examples/uno-sim). Without it
// the tests are skipped, unless UNO_REQUIRE_NATIVE=1, when they fail. A
// second test compares Game.save() bytes after playout(seed, 'reference')
// with the native library through the Python binding ($UNO_LIBRARY,
// default ../build/lib/libuno.so), under the same rule, and a third the
// JSON of what each seat is told.
// SPDX-License-Identifier: MIT

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { Bot, DrawReason, Game, Rules } from '../src/index.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SIM = process.env.UNO_SIM || `${ROOT}build/examples/uno-sim`;
const LIBRARY = process.env.UNO_LIBRARY || `${ROOT}build/lib/libuno.so`;
const REQUIRED = process.env.UNO_REQUIRE_NATIVE === '1';

/** The test's options: skipped with a message when `path` is absent, unless required (then it fails). */
function needs(path, what) {
	if (existsSync(path) || REQUIRED)
		return {};
	return { skip: `${what} ${path} is absent (build it, or set UNO_REQUIRE_NATIVE=1 to fail instead)` };
}

// ---- examples/cli.c's generator: splitmix64, and an unbiased bound ----

const MASK = (1n << 64n) - 1n;

function randNext(st) {
	st.s = (st.s + 0x9e3779b97f4a7c15n) & MASK;
	let z = st.s;
	z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
	z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
	return z ^ (z >> 31n);
}

function randBelow(st, n) {
	const N = BigInt(n);
	const limit = ((1n << 64n) - N) % N; // reject the few values that would favour low results
	let x;
	do
		x = randNext(st);
	while (x < limit);
	return Number(x % N);
}

/** uno-sim's game_stream(): the generator of game `index`. */
function gameStream(seed, index) {
	const s = { s: seed };
	const t = { s: randNext(s) ^ ((BigInt(index) * 0xd1b54a32d192ed03n) & MASK) };
	return randNext(t);
}

// ---- examples/bots.c's reference policy ----

function referenceDecide(game, seat, rng) {
	const moves = game.legalMoves(seat);
	const phase = game.phase;
	if (phase === 'play' || phase === 'drawn') {
		let cards = 0, first = -1, answer = -1;
		moves.forEach((m, i) => {
			if (m.type === 'play') {
				if (i === 0 || moves[i - 1].type !== 'play' || moves[i - 1].card !== m.card)
					cards++;
				if (first < 0)
					first = i;
			} else if (answer < 0 && (m.type === 'draw' || m.type === 'pass')) {
				answer = i;
			}
		});
		if (cards > 0) {
			// the k-th distinct card, counting from the first play
			let k = cards > 1 ? randBelow(rng, cards) : 0;
			let i = first;
			while (k > 0) {
				i++;
				if (moves[i - 1].card !== moves[i].card)
					k--;
			}
			// its listed plays: the colors a wild may name, each with and
			// without the UNO call; the call whenever it is listed, then a
			// color at random
			let end = i + 1;
			let call = moves[i].uno;
			while (end < moves.length && moves[end].type === 'play' && moves[end].card === moves[i].card) {
				call ||= moves[end].uno;
				end++;
			}
			const picks = moves.slice(i, end).filter((m) => m.uno === call);
			return picks[picks.length > 1 ? randBelow(rng, picks.length) : 0];
		}
		if (answer >= 0)
			return moves[answer];
	}
	const options = moves.filter((m) => m.type !== 'uno' && m.type !== 'catch');
	assert.ok(options.length > 0, `seat ${seat} has no answer in ${phase}`);
	return options[randBelow(rng, options.length)];
}

// ---- examples/uno-sim.c's play_match() and its totals ----

const DRAW_REASONS = 6; // the draw reasons uno-sim counts apart

function simulate({ variant, players, games, seed, bots, rules = {} }) {
	const kinds = Array.from({ length: players }, (_, s) => (bots.length > 1 ? bots[s] : bots[0]));
	const bystanders = !kinds.every((k) => k === 'reference');
	const table = new Rules(variant, rules);
	const rotating = table.optionInfo('rotating_partners') ? table.get('rotating_partners') : 0;
	const teamTotals = table.teamSize === 2 && !rotating;
	const st = {
		games: 0, wins: Array(players).fill(0), teamWins: Array(players).fill(0), rounds: 0, blocked: 0,
		moves: 0, turns: 0, drawn: Array(DRAW_REASONS).fill(0), drawnOther: 0, catches: 0, challenges: 0,
		bluffs: 0, jumpIns: 0, stacks: 0, swaps: 0,
	};
	const onEvent = (game, e) => {
		switch (e.type) {
		case 'draw': {
			const r = DrawReason[e.reason.toUpperCase()];
			if (r < DRAW_REASONS)
				st.drawn[r]++;
			else
				st.drawnOther++;
			break;
		}
		case 'catch': st.catches++; break;
		case 'challenge': st.challenges++; if (e.value === 1) st.bluffs++; break;
		case 'round_end': if (e.reason === 'blocked') st.blocked++; break;
		case 'jump_in': st.jumpIns++; break;
		case 'swap': st.swaps++; break;
		default: break;
		}
	};
	for (let index = 0; index < games; index++) {
		const rng = { s: gameStream(BigInt(seed), index) };
		const g = new Game(table, { players, seed: randNext(rng) });
		// bot_table_init(): a library bot's seed is drawn from the game's generator, seat by seat
		const seatBots = kinds.map((k) => (k === 'reference' ? null : new Bot(k, { seed: randNext(rng) })));
		g.setHooks({ event: onEvent });
		let moves = 0, turns = 0;
		for (;;) {
			if (g.roundOver) // --one-round: a game is its first round
				break;
			if (bystanders) {
				// out-of-turn moves, every seat once, from a random seat
				const first = randBelow(rng, players);
				for (let k = 0; k < players && !g.roundOver; k++) {
					const s = (first + k) % players;
					const m = seatBots[s] ? seatBots[s].act(g, s) : null;
					if (m === null)
						continue;
					g.apply(m, s);
					moves++;
					if (m.type === 'play')
						turns++; // a jump-in is a turn taken
				}
			}
			if (g.roundOver)
				continue;
			const seat = g.currentPlayer;
			const phase = g.phase;
			const m = seatBots[seat] ? seatBots[seat].choose(g, seat) : referenceDecide(g, seat, rng);
			g.apply(m, seat);
			if (phase === 'stack' && (m.type === 'play'))
				st.stacks++;
			moves++;
			turns++;
		}
		const winner = g.winner;
		assert.notEqual(winner, null);
		st.wins[winner]++;
		if (teamTotals)
			st.teamWins[g.team(winner)]++;
		st.rounds += g.round;
		st.moves += moves;
		st.turns += turns;
		st.games++;
		g.dispose();
		seatBots.forEach((b) => b && b.dispose());
	}
	table.dispose();
	// uno-sim's --json, the timings left out
	const drawnTotal = st.drawn.reduce((a, b) => a + b, 0) + st.drawnOther;
	const out = {
		variant, players, games: st.games, bots: kinds, wins: st.wins,
		rounds: st.rounds, blocked_rounds: st.blocked, turns: st.turns, moves: st.moves, one_round: true,
		cards_drawn: {
			total: drawnTotal, turn: st.drawn[DrawReason.TURN], card_effect: st.drawn[DrawReason.CARD_EFFECT],
			uno_penalty: st.drawn[DrawReason.UNO_PENALTY], challenge_guilty: st.drawn[DrawReason.CHALLENGE_GUILTY],
			challenge_failed: st.drawn[DrawReason.CHALLENGE_FAILED], team_play: st.drawn[DrawReason.TEAM_PLAY],
		},
		catches: st.catches, challenges: st.challenges, bluffs_caught: st.bluffs, jump_ins: st.jumpIns,
		stacked_cards: st.stacks, swaps: st.swaps,
	};
	if (teamTotals)
		out.wins_by_team = st.teamWins.slice(0, players / 2);
	return out;
}

function native({ variant, players, games, seed, bots, rules = {} }) {
	const args = ['--json', '--no-progress', '--one-round', '--variant', variant, '--players', String(players),
		'--games', String(games), '--seed', String(seed), '--bots', bots.join(',')];
	for (const [k, v] of Object.entries(rules))
		args.push('--rule', `${k}=${v}`);
	const res = spawnSync(SIM, args, { encoding: 'utf8', timeout: 60000 });
	assert.equal(res.error, undefined, `cannot run ${SIM}: ${res.error}`);
	assert.equal(res.status, 0, `${SIM} ${args.join(' ')} failed: ${res.stderr}`);
	const j = JSON.parse(res.stdout);
	const out = {};
	for (const k of ['variant', 'players', 'games', 'bots', 'wins', 'rounds', 'blocked_rounds', 'turns', 'moves',
		'one_round', 'cards_drawn', 'catches', 'challenges', 'bluffs_caught', 'jump_ins', 'stacked_cards', 'swaps', 'wins_by_team'])
		if (k in j)
			out[k] = j[k];
	return out;
}

// Over 3,000 one-round games: every variant, the library's random and
// greedy bots and the reference policy, alone and mixed, house rules on.
const RUNS = [
	{ variant: 'classic', players: 4, games: 700, seed: 1, bots: ['random'] },
	{ variant: 'classic', players: 4, games: 500, seed: 2, bots: ['reference'] },
	{ variant: 'teams', players: 4, games: 300, seed: 3, bots: ['greedy', 'random', 'greedy', 'random'] },
	{ variant: 'casting-call', players: 3, games: 300, seed: 4, bots: ['greedy', 'reference', 'random'] },
	{ variant: 'express', players: 5, games: 300, seed: 5, bots: ['greedy'] },
	{ variant: 'challenge', players: 3, games: 300, seed: 2n ** 63n + 11n, bots: ['random'] },
	{ variant: 'classic', players: 4, games: 300, seed: 6, bots: ['random', 'greedy', 'random', 'greedy'],
		rules: { stacking: 1, jump_in: 1, seven_o: 1, draw_until_playable: 1, uno_penalty: 4 } },
	{ variant: 'partners', players: 6, games: 200, seed: 7, bots: ['greedy'] },
	{ variant: 'two-player', players: 2, games: 200, seed: 2n ** 64n - 1n, bots: ['random', 'greedy'] },
	{ variant: 'flip', players: 4, games: 200, seed: 8, bots: ['random', 'greedy', 'reference', 'greedy'] },
];

test('principle 6: thousands of seeded uno-sim games give the same totals in WebAssembly as natively', needs(SIM, 'uno-sim'), () => {
	assert.ok(existsSync(SIM), `UNO_REQUIRE_NATIVE=1 but ${SIM} is absent`);
	let games = 0;
	const seen = { stacked_cards: 0, jump_ins: 0, swaps: 0, challenges: 0, catches: 0, team_play: 0 };
	for (const run of RUNS) {
		const want = native(run);
		const got = simulate(run);
		assert.deepEqual(got, want, `${run.variant} ${run.bots.join(',')} seed ${run.seed}`);
		games += got.games;
		for (const k of Object.keys(seen))
			seen[k] += k === 'team_play' ? got.cards_drawn.team_play : got[k];
	}
	assert.ok(games >= 2000, `${games} games`);
	// the runs reached the rules they are meant to cover
	for (const [k, n] of Object.entries(seen))
		assert.ok(n > 0, `no ${k} in any run`);
});

const PYTHON_SCRIPT = `
import hashlib, sys, libuno
for line in sys.stdin:
    v, p, seed, pseed = line.split()
    g = libuno.Game(v, int(p), seed=int(seed))
    g.playout(int(pseed), "reference")
    print(hashlib.sha256(g.save()).hexdigest())
`;

test('principle 6: playout(seed, \'reference\') saves the same bytes in WebAssembly as natively (Python binding)', needs(LIBRARY, 'libuno'), (t) => {
	assert.ok(existsSync(LIBRARY), `UNO_REQUIRE_NATIVE=1 but ${LIBRARY} is absent`);
	const cases = [];
	for (const [v, p] of [['classic', 4], ['teams', 6], ['casting-call', 3], ['express', 5], ['challenge', 3], ['partners', 4], ['two-player', 2], ['classic', 10], ['flip', 5]])
		for (let s = 0; s < 25; s++)
			cases.push([v, p, BigInt(s) * 0x9e3779b97f4a7c15n & MASK, s * 7 + 1]);
	const res = spawnSync('python3', ['-c', PYTHON_SCRIPT], {
		input: cases.map((c) => c.join(' ')).join('\n') + '\n', encoding: 'utf8', timeout: 60000,
		env: { ...process.env, PYTHONPATH: `${ROOT}python`, UNO_LIBRARY: LIBRARY, PYTHONDONTWRITEBYTECODE: '1' },
	});
	if (res.error && !REQUIRED) {
		t.skip(`python3 cannot be run (${res.error.code}): nothing to compare with`);
		return;
	}
	assert.equal(res.error, undefined, `cannot run python3: ${res.error}`);
	assert.equal(res.status, 0, `python3 failed: ${res.stderr}`);
	const want = res.stdout.trim().split('\n');
	assert.equal(want.length, cases.length);
	cases.forEach(([v, p, seed, pseed], i) => {
		const g = new Game(v, { players: p, seed });
		g.playout(pseed, 'reference');
		assert.equal(createHash('sha256').update(g.save()).digest('hex'), want[i], `${v} ${p} seed ${seed}`);
		g.dispose();
	});
});

// What each seat is told, natively and here: the same seeded games, the
// same moves (the n-th legal move of the seat to decide, both sides
// listing them in the library's order), every event as the Python
// binding's event_json() writes it from the library's own uno_event, and
// as eventJson() writes it from the event the JavaScript hook gave
// (read and written back: nothing may be lost), for every seat and the
// spectator; then every view and legal move list as JSON.
const TELL_SCRIPT = `
import json, sys, libuno
for line in sys.stdin:
    v, p, seed, opts, steps = line.split()
    g = libuno.Game(v, int(p), seed=int(seed), options=json.loads(opts) or None)
    viewers = list(range(g.players)) + [libuno.SPECTATOR]
    out = []
    g.set_hooks(event=lambda game, e: out.extend(game.event_json(e, s) for s in viewers))
    for step in range(int(steps)):
        if g.round_over:
            break
        moves = g.legal_moves()
        g.apply(moves[step * 7919 % len(moves)])
    out.extend(g.view_json(s) + g.legal_json(s) for s in viewers)
    print(json.dumps(out))
`;

test('what each seat is told: eventJson(), viewJson() and legalJson() write the native library\'s texts (Python binding)', needs(LIBRARY, 'libuno'), (t) => {
	assert.ok(existsSync(LIBRARY), `UNO_REQUIRE_NATIVE=1 but ${LIBRARY} is absent`);
	const house = { stacking: 1, jump_in: 1, seven_o: 1, referee: 1 };
	const cases = [];
	for (const [v, p, opts] of [['classic', 4, {}], ['classic', 3, house], ['teams', 4, {}], ['casting-call', 3, {}],
		['no-mercy', 4, {}], ['flip', 4, {}], ['flip', 3, house], ['challenge', 3, {}], ['express', 5, {}]])
		for (let s = 1; s <= 4; s++)
			cases.push([v, p, s * 101, JSON.stringify(opts), 150]);
	const res = spawnSync('python3', ['-c', TELL_SCRIPT], {
		input: cases.map((c) => c.join(' ')).join('\n') + '\n', encoding: 'utf8', timeout: 120000,
		maxBuffer: 1 << 28,
		env: { ...process.env, PYTHONPATH: `${ROOT}python`, UNO_LIBRARY: LIBRARY, PYTHONDONTWRITEBYTECODE: '1' },
	});
	if (res.error && !REQUIRED) {
		t.skip(`python3 cannot be run (${res.error.code}): nothing to compare with`);
		return;
	}
	assert.equal(res.error, undefined, `cannot run python3: ${res.error}`);
	assert.equal(res.status, 0, `python3 failed: ${res.stderr}`);
	const want = res.stdout.trim().split('\n').map((l) => JSON.parse(l));
	assert.equal(want.length, cases.length);
	let texts = 0;
	cases.forEach(([v, p, seed, opts, steps], i) => {
		const options = JSON.parse(opts);
		const g = new Game(v, { players: p, seed, options: Object.keys(options).length ? options : null });
		const viewers = [...Array.from({ length: g.players }, (_, s) => s), -1];
		const out = [];
		g.setHooks({ event: (game, e) => out.push(...viewers.map((s) => game.eventJson(e, s))) });
		for (let step = 0; step < steps && !g.roundOver; step++) {
			const moves = g.legalMoves();
			g.apply(moves[step * 7919 % moves.length]);
		}
		out.push(...viewers.map((s) => g.viewJson(s) + g.legalJson(s)));
		assert.equal(out.length, want[i].length, `${v} ${p} seed ${seed}: the number of texts`);
		out.forEach((text, k) => assert.equal(text, want[i][k], `${v} ${p} seed ${seed}, text ${k}`));
		texts += out.length;
		g.dispose();
	});
	assert.ok(texts > 5000, `${texts} texts`);
});
