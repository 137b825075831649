#!/usr/bin/env node
// Random 4-player UNO games through libuno's JavaScript (WebAssembly) API,
// beside uno-engine (npm) playing random games of its own: one run, the
// programs taking turns over several rounds (each slice in a fresh worker),
// each figure the median of the rounds. README.md in this folder says what
// every figure means and how the two engines' games differ.
//
//     cd js/bench && npm ci && node bench.mjs [--seconds N] [--rounds R]
//
// Prints one figure per line, `name value unit` (as bench/ does), then the
// ratios libuno / uno-engine; a summary against the targets goes to stderr.
// SPDX-License-Identifier: MIT

import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import os from 'node:os';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import * as engine from 'uno-engine';

// A worker runs one slice of one program (see "Isolates" below); the main
// thread parses the options and runs the rounds.
const IN_WORKER = !isMainThread && workerData !== null && workerData.benchSlice === true;

let args;
if (IN_WORKER) {
	args = workerData.args;
} else {
	({ values: args } = parseArgs({
		options: {
			seconds: { type: 'string', default: '40' },
			rounds: { type: 'string', default: '5' },
			warmup: { type: 'string', default: '0.25' },
			only: { type: 'string' },
			libuno: { type: 'string' },
			'one-isolate': { type: 'boolean' },
			verbose: { type: 'boolean', short: 'v' },
			help: { type: 'boolean', short: 'h' },
		},
	}));
	if (args.help) {
		console.log('node bench.mjs [--seconds N (total timed seconds, default 40)] [--rounds R (default 5)]\n' +
			'               [--warmup S (untimed seconds before each timed slice, default 0.25)]\n' +
			'               [--only SUBSTRING (the programs whose name holds it)] [--verbose (every slice to stderr)]\n' +
			'               [--one-isolate (every slice in this thread, not each in a fresh worker)]\n' +
			'               [--libuno FILE (another copy of the package\'s src/index.js, default ../src/index.js)]');
		process.exit(0);
	}
}
const SECONDS = Number(args.seconds);
const ROUNDS = Number(args.rounds);
const WARMUP = Number(args.warmup);
if (!(SECONDS > 0) || !Number.isInteger(ROUNDS) || ROUNDS < 1 || !(WARMUP >= 0)) {
	console.error('bench.mjs: --seconds must be > 0, --rounds an integer >= 1, --warmup >= 0');
	process.exit(2);
}

// The package from this checkout (js/src, its module built into js/dist
// by scripts/build-wasm), or another copy of it to compare.
const uno = await import(args.libuno ? pathToFileURL(resolve(args.libuno)).href : '../src/index.js');

const PLAYERS = 4;

// ---- the policies' generator: the same for every program ----

// sfc32, seeded; rand(n) is a number below n (n < 2**32).
let ra = 0x9e3779b9 | 0, rb = 0x243f6a88 | 0, rc = 0xb7e15162 | 0, rd = 1;
function seedRng(s) {
	ra = 0x9e3779b9 | 0; rb = 0x243f6a88 | 0; rc = 0xb7e15162 | 0; rd = s | 0;
	for (let i = 0; i < 12; i++)
		rand(2);
}
function rand(n) {
	const t = (((ra + rb) | 0) + rd) | 0;
	rd = (rd + 1) | 0;
	ra = rb ^ (rb >>> 9);
	rb = (rc + (rc << 3)) | 0;
	rc = (rc << 21) | (rc >>> 11);
	rc = (rc + t) | 0;
	return Math.floor((t >>> 0) * 2.3283064365386963e-10 * n);
}

// ---- libuno: what the policies need of a move ----

const { MoveType } = uno;
// For each move index: the card played (a small integer, -1 for no play),
// whether the play calls UNO, whether it is a draw or a pass, whether it
// answers a Wild Draw Four (accept, challenge), whether it answers the
// pending decision at all (not an UNO call or a catch).
const INDEX_COUNT = uno.Constants.MOVE_INDEX_COUNT;
const cardIds = new Map();
function infoOf(m) {
	const type = MoveType[m.type.toUpperCase()];
	let card = -1;
	if (type === MoveType.PLAY) {
		card = cardIds.get(m.card);
		if (card === undefined)
			cardIds.set(m.card, card = cardIds.size);
	}
	return {
		card,
		uno: m.uno,
		drawPass: type === MoveType.DRAW || type === MoveType.PASS,
		other: type === MoveType.ACCEPT || type === MoveType.CHALLENGE,
		answer: type !== MoveType.UNO && type !== MoveType.CATCH,
	};
}
const INDEX_INFO = [];
for (let i = 0; i < INDEX_COUNT; i++) {
	let m = null;
	try { m = uno.Move.fromIndex(i); } catch { m = null; }
	INDEX_INFO.push(m ? infoOf(m) : null);
}
// The api mode's host knows only Move values: it finds what it learnt of
// one by the move's index (Move.index, kept in the Move), or asks the Move.
function moveInfo(m) {
	const i = m.index;
	return i >= 0 ? INDEX_INFO[i] : infoOf(m);
}

// The reference policy (include/uno/game.h, UNO_PLAYOUT_REFERENCE) from the
// list of legal moves alone, as bench/python_bench.py plays it: a card
// uniformly among the distinct cards the seat may play (a wild's color
// uniformly; with the UNO call when the play leaves one card), else draw
// (or pass), a card just drawn played whenever it can be; any other
// decision uniformly among the listed answers. `list` holds moves or
// indexes, `info` what the policy needs of one.
const distinct = new Int32Array(256); // distinct cards: the first position of each
const variants = new Int32Array(64);
function referencePick(list, info) {
	const n = list.length;
	let cards = 0, draw = -1, other = false, call = false;
	for (let i = 0; i < n; i++) {
		const f = info(list[i]);
		if (f.card >= 0) {
			let k = 0;
			while (k < cards && info(list[distinct[k]]).card !== f.card)
				k++;
			if (k === cards)
				distinct[cards++] = i;
			call = call || f.uno;
		} else if (f.drawPass && draw < 0) {
			draw = i;
		}
		other = other || f.other;
	}
	if (cards > 0 && !other) {
		const card = info(list[distinct[rand(cards)]]).card;
		let v = 0;
		for (let i = 0; i < n; i++) {
			const f = info(list[i]);
			if (f.card === card && f.uno === call)
				variants[v++] = i;
		}
		return list[variants[rand(v)]];
	}
	if (draw >= 0 && cards === 0)
		return list[draw];
	let v = 0;
	for (let i = 0; i < n; i++)
		if (info(list[i]).answer)
			variants[v++] = i;
	return list[variants[rand(v)]];
}
const indexInfo = (i) => INDEX_INFO[i];

// ---- libuno programs: each plays one game (a round) and returns its moves ----

let libunoGame = null; // the one Game the decision and playout modes reset
function reused(seed) {
	if (libunoGame === null)
		libunoGame = new uno.Game('classic', { players: PLAYERS, seed });
	else
		libunoGame.reset(seed);
	return libunoGame;
}

function apiGame(seed, reference) {
	const game = new uno.Game('classic', { players: PLAYERS, seed });
	let moves = 0;
	for (;;) {
		const legal = game.legalMoves();
		if (legal.length === 0)
			break;
		game.apply(reference ? referencePick(legal, moveInfo) : legal[rand(legal.length)]);
		moves++;
	}
	if (!game.roundOver)
		throw new Error(`libuno: game ${seed} stopped before the end of its round`);
	game.dispose();
	return moves;
}

function decisionGame(seed, reference) {
	const game = reused(seed);
	let moves = 0;
	for (;;) {
		const d = game.decision();
		if (d.seat === null)
			break;
		const legal = d.indexes();
		game.applyIndex(reference ? referencePick(legal, indexInfo) : legal[rand(legal.length)], d.seat);
		moves++;
	}
	if (!game.roundOver)
		throw new Error(`libuno: game ${seed} stopped before the end of its round`);
	return moves;
}

function playoutGame(seed, policy) {
	const game = reused(seed);
	const moves = game.playout(seed, policy);
	if (!game.roundOver)
		throw new Error(`libuno: playout ${seed} stopped before the end of its round`);
	return moves;
}

// ---- uno-engine ----
//
// Its game: `new Game(names)` shuffles its 108 cards, deals 7 to each and
// turns a first card (again until it is not an action or wild card), and
// draws the first player at random. The seat to play may play() a card of
// its hand that matches the top card (any wild, color set by the player
// first), or draw() one card, after which it may play() any matching card
// or pass(). The game is over when a hand is empty. Its own legal actions
// are therefore: each distinct playable card (a wild once per color), and
// draw (before drawing this turn) or pass (after).

const { Value } = engine;
const ENGINE_COLORS = engine.colors; // [RED, BLUE, GREEN, YELLOW]
const NAMES = Array.from({ length: PLAYERS }, (_, i) => `p${i}`);
const seen = new Int32Array(16 * 8);
let stamp = 0;
const actCard = new Array(128);
const actColor = new Int32Array(128);

function isWild(card) {
	return card.value === Value.WILD || card.value === Value.WILD_DRAW_FOUR;
}

// The distinct playable cards of the hand into actCard/actColor (wilds
// once per color when perColor, else once, color 0); returns their count.
function enginePlays(hand, top, perColor) {
	stamp++;
	let n = 0;
	for (let i = 0; i < hand.length; i++) {
		const c = hand[i];
		const wild = isWild(c);
		const key = wild ? c.value * 8 : c.value * 8 + c.color;
		if (seen[key] === stamp || !c.matches(top))
			continue;
		seen[key] = stamp;
		if (wild && perColor) {
			for (let k = 0; k < 4; k++) {
				actCard[n] = c;
				actColor[n++] = ENGINE_COLORS[k];
			}
		} else {
			actCard[n] = c;
			actColor[n++] = 0;
		}
	}
	return n;
}

function enginePlay(game, card, color, callUno) {
	if (isWild(card))
		card.color = color || ENGINE_COLORS[rand(4)];
	// uno() by a seat already marked as having called would accuse the
	// others (or itself) instead: call only when not marked.
	if (callUno && !game.yellers[game.currentPlayer.name])
		game.uno();
	game.play(card);
}

// Uniform: any of its legal actions, draw (or pass) as likely as each play.
function engineUniformStep(game, player) {
	const n = enginePlays(player.hand, game.discardedCard, true);
	const k = rand(n + 1);
	if (k < n)
		enginePlay(game, actCard[k], actColor[k], false);
	else if (game.drawn)
		game.pass();
	else
		game.draw();
}

// Reference: a distinct playable card uniformly (a wild's color uniformly,
// UNO called when the play leaves one card), else draw; a drawn card that
// matches is played, else pass.
function engineReferenceStep(game, player) {
	const hand = player.hand;
	if (game.drawn) {
		const c = hand[hand.length - 1];
		if (c.matches(game.discardedCard))
			enginePlay(game, c, 0, hand.length === 2);
		else
			game.pass();
		return;
	}
	const n = enginePlays(hand, game.discardedCard, false);
	if (n > 0)
		enginePlay(game, actCard[rand(n)], 0, hand.length === 2);
	else
		game.draw();
}

const ENGINE_MAX_MOVES = 1e6;
function engineGame(reference) {
	const game = new engine.Game(NAMES);
	const step = reference ? engineReferenceStep : engineUniformStep;
	let moves = 0;
	for (;;) {
		const player = game.currentPlayer;
		step(game, player);
		moves++;
		if (player.hand.length === 0)
			return moves;
		if (moves > ENGINE_MAX_MOVES)
			throw new Error('uno-engine: a game went past a million moves');
	}
}

// ---- the programs ----

const VARIANT = `classic.${PLAYERS}p`;
const PROGRAMS = [
	{ name: `js.api.uniform.${VARIANT}`, play: (s) => apiGame(s, false) },
	{ name: `js.decision.uniform.${VARIANT}`, play: (s) => decisionGame(s, false) },
	{ name: `js.api.reference.${VARIANT}`, play: (s) => apiGame(s, true) },
	{ name: `js.decision.reference.${VARIANT}`, play: (s) => decisionGame(s, true) },
	{ name: `js.playout.uniform.${VARIANT}`, play: (s) => playoutGame(s, 'uniform') },
	{ name: `js.playout.reference.${VARIANT}`, play: (s) => playoutGame(s, 'reference') },
	{ name: `uno-engine.uniform.${PLAYERS}p`, play: () => engineGame(false) },
	{ name: `uno-engine.reference.${PLAYERS}p`, play: () => engineGame(true) },
].filter((p) => !args.only || p.name.includes(args.only));
if (PROGRAMS.length === 0) {
	console.error(`bench.mjs: no program's name contains ${JSON.stringify(args.only)}`);
	process.exit(2);
}

// Each program keeps its own count of games, so its seeds go on from
// round to round (every libuno game is a new deal) and its policy
// generator is seeded once per slice.
for (const p of PROGRAMS) {
	p.next = 1;
	p.results = []; // per round: {games, moves, seconds}
}

function slice(p, seconds) {
	seedRng(p.next);
	const play = p.play;
	let games = 0, moves = 0;
	const start = performance.now();
	const end = start + seconds * 1000;
	let now = start;
	do {
		moves += play(p.next++);
		games++;
		now = performance.now();
	} while (now < end);
	return { games, moves, seconds: (now - start) / 1000 };
}

// ---- isolates ----
//
// uno-engine's speed depends on the JIT's choices in the isolate that runs
// it: on an idle machine the same code plays 8,000 to 13,000 reference
// games/s (once 22,000) from one process to the next, steady within one
// (libuno's figures move by a few percent). So by default
// every slice runs in a fresh worker thread (its own V8 isolate, the
// package's module instantiated again), warmed up for --warmup seconds and
// then timed; the medians over the rounds are then medians over isolates.
// With --one-isolate every slice runs in this thread, after one warm-up of
// each program (what a profiler sees: node --cpu-prof bench.mjs --one-isolate).

if (IN_WORKER) {
	const p = PROGRAMS.find((q) => q.name === workerData.program);
	p.next = workerData.next;
	if (WARMUP > 0)
		slice(p, WARMUP);
	const result = slice(p, workerData.seconds);
	if (libunoGame)
		libunoGame.dispose();
	parentPort.postMessage({ ...result, next: p.next });
} else {
	await main();
}

function inWorker(p, seconds) {
	return new Promise((done, fail) => {
		const w = new Worker(new URL(import.meta.url), {
			workerData: { benchSlice: true, args, program: p.name, next: p.next, seconds },
		});
		let result = null;
		w.on('message', (m) => { result = m; });
		w.on('error', fail);
		w.on('exit', (code) => {
			if (code !== 0 || result === null)
				fail(new Error(`bench.mjs: the worker of ${p.name} exited with ${code}`));
			else
				done(result);
		});
	});
}

async function main() {
	const perSlice = SECONDS / (ROUNDS * PROGRAMS.length);
	const oneIsolate = Boolean(args['one-isolate']);
	const overhead = oneIsolate ? WARMUP * PROGRAMS.length : (WARMUP + 0.1) * PROGRAMS.length * ROUNDS;
	console.error(`bench.mjs: node ${process.version}, libuno ${uno.version()} (WebAssembly), uno-engine ` +
		`${engineVersion()}; ${PROGRAMS.length} programs x ${ROUNDS} rounds of ${perSlice.toFixed(2)} s, ` +
		`${oneIsolate ? 'one isolate' : 'each slice in a fresh worker'} (+ ${WARMUP} s warm-up ` +
		`${oneIsolate ? 'per program' : 'per slice'}): about ${Math.round(SECONDS + overhead)} s`);

	if (oneIsolate)
		for (const p of PROGRAMS)
			slice(p, WARMUP);
	for (let r = 0; r < ROUNDS; r++) {
		// Alternate the order from round to round as well.
		const order = r % 2 === 0 ? PROGRAMS : [...PROGRAMS].reverse();
		for (const p of order) {
			let x;
			if (oneIsolate) {
				x = slice(p, perSlice);
			} else {
				x = await inWorker(p, perSlice);
				p.next = x.next;
			}
			p.results[r] = x;
			if (args.verbose)
				console.error(`round ${r + 1} ${p.name}: ${fmt(x.games / x.seconds)} games/s, ` +
					`${fmt(x.moves / x.seconds)} moves/s, ${fmt(x.moves / x.games)} moves/game`);
		}
	}
	if (libunoGame)
		libunoGame.dispose();
	report();
}

// ---- the figures ----

function median(xs) {
	const s = [...xs].sort((a, b) => a - b);
	const m = s.length >> 1;
	return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function fmt(v) {
	return Number(v.toPrecision(6)).toString();
}

function report() {
	const byName = new Map();
	for (const p of PROGRAMS) {
		const gps = p.results.map((x) => x.games / x.seconds);
		const mps = p.results.map((x) => x.moves / x.seconds);
		const mpg = p.results.reduce((a, x) => a + x.moves, 0) / p.results.reduce((a, x) => a + x.games, 0);
		p.figures = { gps, mps };
		byName.set(p.name, p);
		console.log(`${p.name}.games_per_s ${fmt(median(gps))} games/s`);
		console.log(`${p.name}.moves_per_s ${fmt(median(mps))} moves/s`);
		console.log(`${p.name}.moves_per_game ${fmt(mpg)} moves`);
	}

	// A ratio is the median over the rounds of the two programs' ratio in the
	// same round (they ran a few seconds apart).
	const RATIOS = [
		// [libuno program, uno-engine program, figure, target, what]
		['decision.reference', 'reference', 'games_per_s', 3, 'move by move, decision()+applyIndex(), both engines the reference policy (the headline)'],
		['decision.reference', 'reference', 'moves_per_s', null, 'move by move, decision()+applyIndex(), reference policy, per move'],
		['api.reference', 'reference', 'games_per_s', 3, 'move by move, legalMoves()+apply(), reference policy'],
		['api.reference', 'reference', 'moves_per_s', null, 'move by move, legalMoves()+apply(), reference policy, per move'],
		['decision.uniform', 'uniform', 'games_per_s', 3, 'move by move, decision()+applyIndex(), both uniform (rounds of different lengths)'],
		['decision.uniform', 'uniform', 'moves_per_s', null, 'move by move, decision()+applyIndex(), uniform, per move'],
		['api.uniform', 'uniform', 'games_per_s', 3, 'move by move, legalMoves()+apply(), uniform'],
		['api.uniform', 'uniform', 'moves_per_s', null, 'move by move, legalMoves()+apply(), uniform, per move'],
		['playout.reference', 'reference', 'games_per_s', 10, 'playout(seed, "reference") vs uno-engine reference (the headline)'],
		['playout.reference', 'reference', 'moves_per_s', null, 'playout(seed, "reference") vs uno-engine reference, per move'],
		['playout.uniform', 'uniform', 'games_per_s', 10, 'playout(seed, "uniform") vs uno-engine uniform'],
		['playout.uniform', 'uniform', 'moves_per_s', null, 'playout(seed, "uniform") vs uno-engine uniform, per move'],
	];
	const summary = [];
	for (const [lib, eng, fig, target, what] of RATIOS) {
		const a = byName.get(`js.${lib}.${VARIANT}`);
		const b = byName.get(`uno-engine.${eng}.${PLAYERS}p`);
		if (!a || !b)
			continue;
		const key = fig === 'games_per_s' ? 'gps' : 'mps';
		const r = median(a.figures[key].map((v, i) => v / b.figures[key][i]));
		console.log(`ratio.js.${lib}_vs_uno-engine.${eng}.${fig} ${fmt(r)} x`);
		summary.push(`  ${r.toFixed(2).padStart(8)}x ${fig === 'games_per_s' ? 'games/s' : 'moves/s'}` +
			`${target ? ` (target >= ${target}x: ${r >= target ? 'met' : 'NOT met'})` : ''}  ${what}`);
	}
	if (summary.length) {
		console.error(`bench.mjs: libuno / uno-engine, median of ${ROUNDS} rounds (${os.cpus()[0]?.model ?? 'cpu?'}, ` +
			`nproc ${os.availableParallelism ? os.availableParallelism() : os.cpus().length}):`);
		for (const line of summary)
			console.error(line);
	}
}

function engineVersion() {
	try {
		return JSON.parse(readFileSync(new URL('./node_modules/uno-engine/package.json', import.meta.url), 'utf8')).version;
	} catch {
		return '?';
	}
}
