// The library's bots (random, greedy, search, ismcts) from JavaScript: legal moves
// for every decision in every variant, out-of-turn moves (G-6), determinism,
// blindness to hidden cards, installBots(), and errors. Ported from
// python/tests/test_bot.py.
// SPDX-License-Identifier: MIT

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Bot, BotKind, BotLevel, DisposedError, Game, InvalidStateError, Rules, UnoError, variants } from '../src/index.js';
import { four, thrown } from './support.js';

/** Plays the round with one bot per seat (out-of-turn moves first). */
function playRound(game, bots, check) {
	for (let steps = 0; !game.roundOver; steps++) {
		assert.ok(steps < 20000, 'the round did not end');
		for (let seat = 0; seat < game.players; seat++) {
			const m = bots[seat].act(game, seat);
			if (m !== null) {
				check?.(game, seat, m);
				game.apply(m, seat);
			}
			if (game.roundOver)
				return;
		}
		const seat = game.currentPlayer;
		const m = bots[seat].choose(game, seat);
		check?.(game, seat, m);
		game.apply(m, seat);
	}
}

function legal(game, seat, move) {
	const v = game.check(move, seat);
	assert.ok(v.legal, `${move} by seat ${seat}: ${v.message}`);
	assert.equal(v.reason, 'ok');
}

test('G-10 principle 8: every variant, every kind of bot: every move is legal, and the round ends', () => {
	for (const variant of variants()) {
		const r = new Rules(variant);
		const players = r.allowsPlayers(4) ? 4 : 2;
		const options = variant === 'teams' ? null : { stacking: 1 };
		r.dispose();
		const g = new Game(variant, { players, seed: 5, options });
		const bots = [new Bot('search', { playouts: 40, determinizations: 4, seed: 1 }),
			new Bot('ismcts', { playouts: 40, determinizations: 4, seed: 3 }),
			new Bot('random', { seed: 2 }), new Bot('greedy')].slice(0, players);
		playRound(g, bots, legal);
		assert.notEqual(g.winner, null, variant);
		g.dispose();
		bots.forEach((b) => b.dispose());
	}
});

test('principle 1: kinds: by name or number; the default is search', () => {
	assert.equal(new Bot('search', { playouts: 200, determinizations: 10, seed: 3 }).kind, 'search');
	assert.equal(new Bot().kind, 'search');
	assert.equal(new Bot('GREEDY').kind, 'greedy');
	assert.equal(new Bot('ismcts', { playouts: 50, determinizations: 5 }).kind, 'ismcts');
	assert.equal(BotKind.ISMCTS, 3);
	assert.equal(new Bot(BotKind.GREEDY).kind, BotKind.GREEDY);
	const r = new Bot('random');
	r.dispose();
	r.dispose(); // twice is fine
	assert.throws(() => r.choose(new Game('classic', { players: 4, seed: 1 })), DisposedError);
	assert.throws(() => r.act(new Game('classic', { players: 4, seed: 1 }), 0), DisposedError);
});

test('issue 24: the difficulty ladder by name: easy, medium, hard, expert; mistakes', () => {
	assert.deepEqual(Object.keys(BotLevel), ['EASY', 'MEDIUM', 'HARD', 'EXPERT']);
	const game = new Game('classic', { players: 4, seed: 9 });
	for (const name of ['easy', 'medium', 'hard', 'EXPERT']) {
		const b = new Bot(name, { seed: 4, playouts: 40, determinizations: 4 });
		assert.equal(b.kind, name.toLowerCase());
		assert.ok(game.isLegal(b.choose(game)));
		b.dispose();
	}
	// hard is the greedy bot; medium errs on some decisions, and mistakes
	// 0 makes it the greedy bot again.
	const greedy = new Bot('greedy', { seed: 4 }), hard = new Bot('hard', { seed: 4 });
	const medium = new Bot('medium', { seed: 4 }), fixed = new Bot('medium', { seed: 4, mistakes: 0 });
	let differ = 0;
	for (let seed = 1; seed <= 60; seed++) {
		const g = new Game('classic', { players: 4, seed });
		const best = String(greedy.choose(g));
		assert.equal(String(hard.choose(g)), best);
		assert.equal(String(fixed.choose(g)), best);
		differ += String(medium.choose(g)) !== best;
		g.dispose();
	}
	assert.ok(differ > 0);
	assert.throws(() => new Bot('medium', { mistakes: 257 }), RangeError);
	assert.throws(() => new Bot('master'), RangeError);
	for (const b of [greedy, hard, medium, fixed])
		b.dispose();
	game.dispose();
});

test('G-5: choose() defaults to the current player', () => {
	const g = new Game('classic', { players: 4, seed: 9 });
	const m = new Bot('greedy').choose(g);
	assert.ok(g.isLegal(m));
	assert.equal(String(m), String(new Bot('greedy').choose(g, g.currentPlayer)));
});

test('principle 8: bots are deterministic for a seed and blind to the cards they cannot see', () => {
	const g = new Game('classic', { players: 4, seed: 12 });
	for (let i = 0; i < 6; i++)
		g.apply(new Bot('greedy').choose(g));
	const seat = g.currentPlayer;
	const other = g.clone();
	other.determinize(seat, 777); // the hidden cards dealt again
	assert.deepEqual(g.hand(seat), other.hand(seat));
	for (const kind of ['random', 'greedy', 'search', 'ismcts']) {
		const opts = kind === 'search' || kind === 'ismcts' ? { seed: 4, playouts: 60, determinizations: 4 } : { seed: 4 };
		const a = new Bot(kind, opts), b = new Bot(kind, opts);
		assert.equal(String(a.choose(g, seat)), String(b.choose(g, seat)), kind);
		assert.equal(String(a.choose(g, seat)), String(a.choose(other, seat)), kind);
	}
});

test('G-6: a bot catches a missing UNO call and calls its own', () => {
	const g = Game.fromHands('classic', ['R1 R2', 'Y1 Y2'], 'R5', { draw: 'G1 G2 G3' });
	g.apply('R2', 0); // no UNO call
	const greedy = new Bot('greedy');
	assert.equal(String(greedy.act(g, 1)), 'catch 0');
	assert.equal(String(greedy.act(g, 0)), 'uno');
	g.apply(greedy.act(g, 1), 1);
	assert.equal(g.handSize(0), 3);
	assert.equal(greedy.act(g, 1), null); // nothing more to do
});

test('C-5 CC-3 principle 4: installBots: bots answer their seats\' decisions (color, challenge, cast, give, swap)', () => {
	let g = four();
	g.installBots([new Bot('greedy'), null]);
	g.apply('W'); // the greedy bot names the color it holds most: R1 R2 left
	assert.deepEqual([g.phase, g.currentColor, g.currentPlayer], ['play', 'R', 1]);
	g = Game.fromHands('casting-call', ['CC G1', 'G2 G3', 'G7 Y8'], 'R9', { draw: 'B4 Y5 R4' });
	g.installBots([new Bot('random', { seed: 1 })]);
	g.apply('CC/G!');
	assert.equal(g.phase, 'play');
	assert.deepEqual(g.turned, []);
	assert.equal(g.handSize(1) + g.handSize(2), 4 + 3);
	// installBots([]) uninstalls them: the decision is the caller's again
	g = four();
	g.installBots([new Bot('greedy')]);
	g.installBots([]);
	g.apply('W');
	assert.equal(g.phase, 'color');
	// a decision pending as the bots are installed is answered at once
	g.installBots([new Bot('greedy')]);
	assert.equal(g.phase, 'play');
});

test('principle 4: installBots: the host\'s event hook stays; setHooks() replaces the bots', () => {
	const g = four();
	const seen = [];
	g.setHooks({ event: (game, e) => seen.push(e.type) });
	g.installBots([new Bot('greedy')]);
	g.apply('W');
	assert.ok(seen.includes('color'));
	assert.equal(g.phase, 'play');
	const h = four();
	h.installBots([new Bot('greedy')]);
	h.setHooks({});
	h.apply('W');
	assert.equal(h.phase, 'color');
});

test('principle 1: a bot disposed while installed goes on answering until the game lets it go', () => {
	const g = four();
	const b = new Bot('greedy');
	const p = b._p;
	g.installBots([b]);
	b.dispose();
	assert.throws(() => b.choose(g), DisposedError);
	assert.throws(() => g.installBots([b]), DisposedError);
	// A freed bot's memory goes to the next bot of its size (the allocator
	// reuses it at once): none may get it while the game still calls it.
	const others = Array.from({ length: 8 }, () => new Bot('greedy'));
	assert.ok(!others.some((o) => o._p === p), 'the installed bot was freed');
	g.apply('W');
	assert.deepEqual([g.phase, g.currentColor], ['play', 'R']); // still the greedy answer
	g.installBots([]); // now it is freed
	others.forEach((o) => o.dispose());
	g.dispose();
	const h = four();
	const c = new Bot('greedy');
	h.installBots([c, c]);
	c.dispose();
	h.dispose(); // frees it too
});

test('G-10: bot errors', () => {
	const g = new Game('classic', { players: 4, seed: 1 });
	const bot = new Bot('search', { playouts: 20, determinizations: 2 });
	const seat = g.currentPlayer;
	assert.ok(thrown(() => bot.choose(g, (seat + 1) % 4)) instanceof InvalidStateError);
	assert.throws(() => bot.choose(g, 9), RangeError);
	assert.throws(() => bot.act(g, -1), RangeError);
	assert.throws(() => new Bot('clever'), RangeError);
	assert.throws(() => new Bot(1.5), TypeError);
	assert.equal(thrown(() => new Bot('search', { playouts: 5, determinizations: 10 })).status, 'EINVAL');
	assert.ok(thrown(() => new Bot(7)) instanceof UnoError);
	assert.throws(() => new Bot('random', { seed: -1 }), RangeError);
	assert.throws(() => new Bot('random', { seed: 2n ** 64n }), RangeError);
	assert.throws(() => new Bot('random', { seed: 1.5 }), TypeError);
	assert.throws(() => new Bot('random', { playouts: -1 }), RangeError);
	assert.throws(() => bot.choose('x'), TypeError);
	assert.throws(() => bot.act({}, 0), TypeError);
	playRound(g, [new Bot('greedy'), new Bot('greedy'), new Bot('greedy'), new Bot('greedy')]);
	assert.ok(['round_over', 'match_over'].includes(g.phase));
	assert.ok(thrown(() => bot.choose(g, 0)) instanceof InvalidStateError);
	assert.ok(thrown(() => bot.choose(g)) instanceof InvalidStateError);
	assert.equal(bot.act(g, 0), null);
});
