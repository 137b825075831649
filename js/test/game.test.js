// Game: creation (shuffled and scripted), every property and method, the
// refusals (G-10: a refused move changes nothing), clone, save and load.
// Ported from python/tests/test_game.py (its error paths are in
// bad-input.test.js).
// SPDX-License-Identifier: MIT

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import {
	Game, IllegalMoveError, InvalidStateError, Move, NotYourTurnError, Rules, SaveFormatError,
	UnoError, reasonMessage, Constants,
} from '../src/index.js';
import { deckCount, four, handText, playMove, playRound, rng, sameBytes, snapshot, thrown } from './support.js';

const bySort = (a) => [...a].sort();

test('G-5 C-2: a shuffled game is dealt, and the same seed deals the same game', () => {
	const g = new Game('classic', { players: 4, seed: 9 });
	assert.equal(g.players, 4);
	assert.equal(g.variant, 'classic');
	assert.equal(g.round, 1);
	assert.ok([0, 1, 2, 3].includes(g.dealer));
	assert.equal(deckCount(g), 108);
	assert.equal(g.currentPlayer !== null, true);
	const same = new Game('classic', { players: 4, seed: 9 });
	assert.deepEqual(snapshot(same), snapshot(g));
	sameBytes(same.save(), g.save());
	const other = new Game('classic', { players: 4, seed: 10 });
	assert.notDeepEqual([0, 1, 2, 3].map((s) => other.hand(s)), [0, 1, 2, 3].map((s) => g.hand(s)));
	// a BigInt seed is the same seed as the number
	sameBytes(new Game('classic', { players: 4, seed: 9n }).save(), g.save());
	const top = new Game('classic', { players: 2, seed: 2n ** 64n - 1n });
	assert.equal(top.players, 2);
	for (const x of [g, same, other, top])
		x.dispose();
});

test('G-5: the players default to 4, or the fewest a variant allows', () => {
	assert.equal(new Game('classic').players, 4);
	assert.equal(new Game('two-player').players, 2);
	assert.equal(new Game('teams').players, 4);
});

test('rules objects, options and the dealer (C-2: the host may set it)', () => {
	let g = new Game(new Rules('classic', { uno_penalty: 4 }), { players: 3, seed: 1 });
	assert.equal(g.rules.get('uno_penalty'), 4);
	g = new Game('classic', { players: 3, seed: 1, options: { uno_penalty: 5, stacking: 2 } });
	assert.deepEqual([g.rules.get('uno_penalty'), g.rules.get('stacking')], [5, 2]);
	for (let dealer = 0; dealer < 4; dealer++) {
		g = new Game('classic', { players: 4, seed: 5, dealer });
		assert.equal(g.dealer, dealer);
		assert.equal(g.rules.get('dealer'), dealer);
	}
	const r = new Rules('express');
	g = new Game(r, { players: 3, seed: 1, dealer: 1, options: { target_score: 100 } });
	assert.equal(g.dealer, 1);
	assert.equal(g.rules.get('target_score'), 100);
	assert.equal(r.get('target_score'), 250); // the caller's table is not touched
	assert.equal(r.get('dealer'), -1);
	r.dispose(); // the game has its own copy
	assert.equal(g.rules.get('target_score'), 100);
	g.dispose();
});

test('G-5 C-2: scripted deck: dealt one at a time from the dealer\'s left, then the first discard (DESIGN "Scripted decks")', () => {
	const deck = new Rules('classic').deck(); // canonical order: R0 Y0 G0 B0 R1 ...
	const g = new Game('classic', { players: 2, deck });
	assert.equal(g.dealer, 1);
	assert.equal(g.currentPlayer, 0);
	assert.deepEqual(bySort(g.hand(0)), bySort(deck.slice(0, 14).filter((_, i) => i % 2 === 0)));
	assert.deepEqual(bySort(g.hand(1)), bySort(deck.slice(0, 14).filter((_, i) => i % 2 === 1)));
	assert.equal(g.topCard, deck[14]);
	assert.equal(g.drawPileSize, 108 - 15);
	const g2 = new Game('classic', { players: 2, deck: deck.join(' '), dealer: 0 });
	assert.equal(g2.dealer, 0);
	assert.equal(g2.currentPlayer, 1);
	assert.deepEqual(bySort(g2.hand(1)), bySort(deck.slice(0, 14).filter((_, i) => i % 2 === 0)));
});

test('C-3: a Wild Draw Four turned first goes back (to the bottom of a scripted pile)', () => {
	const g = new Game('classic', { players: 2, deck: 'R1 G1 R2 G2 W4 Y5'.split(' '), partial: true, options: { hand_size: 2 } });
	assert.equal(g.topCard, 'Y5');
	assert.deepEqual([g.drawPileSize, g.discardPileSize], [1, 1]);
	assert.deepEqual(g.hand(0), ['R1', 'R2']);
	assert.deepEqual(g.hand(1), ['G1', 'G2']);
	// the W4 went under: the next draw takes it
	g.apply('draw');
	assert.ok(g.hand(0).includes('W4'));
});

test('C-3 C-5: scripted deck: topAsIs keeps the first card as it is', () => {
	let g = new Game('classic', { players: 2, deck: 'R1 G1 R2 G2 W4/B Y5'.split(' '), partial: true, topAsIs: true, options: { hand_size: 2 } });
	assert.equal(g.topCard, 'W4/B');
	assert.equal(g.currentColor, 'B');
	assert.equal(g.drawPileSize, 1);
	g = Game.fromHands('classic', ['R1', 'G1'], 'W', { fill: false, topAsIs: true });
	assert.equal(g.phase, 'color'); // nobody named it yet
	assert.equal(g.currentColor, null);
});

test('G-1 G-5: a fresh scripted game: every property', () => {
	const g = four();
	assert.equal(g.players, 4);
	assert.equal(g.phase, 'play');
	assert.equal(g.currentPlayer, 0);
	assert.equal(g.direction, 1);
	assert.equal(g.topCard, 'R9');
	assert.equal(g.currentColor, 'R');
	assert.equal(handText(g, 0), 'R1 R2 W');
	assert.equal(g.handSize(1), 3);
	assert.deepEqual(g.handSizes, [3, 3, 3, 3]);
	assert.equal(g.drawPileSize, 108 - 13);
	assert.equal(g.discardPileSize, 1);
	assert.equal(g.score(0), 0);
	assert.deepEqual(g.scores, [0, 0, 0, 0]);
	assert.equal(g.dealer, 3);
	assert.equal(g.round, 1);
	assert.equal(g.winner, null);
	assert.equal(g.matchWinner, null);
	assert.equal(g.roundOver, false);
	assert.equal(g.matchOver, false);
	assert.deepEqual([0, 1, 2, 3].map((s) => g.team(s)), [0, 1, 2, 3]);
	assert.deepEqual([0, 1, 2, 3].map((s) => g.seatStatus(s)), ['in', 'in', 'in', 'in']);
	assert.deepEqual(g.turned, []);
	assert.equal(g.pendingDraw, 0);
	assert.equal(g.givesLeft, 0);
	assert.equal(g.unoCalled(0), false);
	assert.equal(g.misplay, null);
	assert.equal(g.errmsg, '');
	assert.equal(g.disposed, false);
	assert.equal(String(g), 'Game(classic, 4 players, round 1, play, seat 0 to decide)');
});

test('C-5: a Wild without a color leaves a color decision; any color may be named', () => {
	const g = four();
	g.apply('W');
	assert.equal(g.phase, 'color');
	assert.equal(g.currentPlayer, 0);
	assert.equal(g.currentColor, null);
	assert.equal(g.topCard, 'W');
	assert.deepEqual(g.legalMoves().map(String), ['color R', 'color Y', 'color G', 'color B']);
	g.apply({ type: 'color', color: 'green' });
	assert.equal(g.topCard, 'W/G');
	assert.equal(g.currentColor, 'G');
	assert.equal(g.currentPlayer, 1);
	const h = four();
	h.apply('W/R'); // the current color named again (C-5)
	assert.equal(h.currentColor, 'R');
	assert.equal(h.currentPlayer, 1);
});

test('G-2 G-3: legal moves for the current and the other seats', () => {
	const g = four();
	assert.deepEqual(g.legalMoves().map(String), ['R1', 'R2', 'W/R', 'W/Y', 'W/G', 'W/B', 'draw']);
	assert.deepEqual(g.legalMoves(0).map(String), g.legalMoves().map(String));
	assert.deepEqual(g.legalMoves(1), []);
	for (const m of g.legalMoves())
		assert.ok(g.check(m).legal);
	// the listed moves are the shared Move of each index
	assert.equal(g.legalMoves()[0], g.legalMoves()[0]);
	assert.equal(g.legalMoves()[0], Move.fromIndex(g.legalMoves()[0].index));
});

test('G-3: apply takes a Move, notation or an object; an unplayable draw ends the turn', () => {
	const g = four();
	g.apply(Move.parse('R1'));
	assert.equal(g.currentPlayer, 1);
	g.apply({ type: 'draw' }); // G9 does not match R1
	assert.equal(g.currentPlayer, 2);
	assert.equal(g.handSize(1), 4);
	g.apply('Y1');
	assert.equal(g.topCard, 'Y1');
	assert.throws(() => g.apply(3), TypeError);
	assert.throws(() => g.apply(null), TypeError);
	assert.ok(thrown(() => g.apply('play the red one')) instanceof UnoError);
});

test('G-10: a refused move throws with its reason and changes nothing', () => {
	const g = four();
	const before = snapshot(g);
	const bytes = g.save();
	const cases = [
		['G5', undefined, IllegalMoveError, 'not_in_hand'],
		['G1', 1, NotYourTurnError, 'not_your_turn'],
		['pass', undefined, IllegalMoveError, 'cannot_pass'],
		['R1!', undefined, IllegalMoveError, 'uno_not_last'],
		['uno', undefined, IllegalMoveError, 'uno_not_last'],
		['catch 0', 0, IllegalMoveError, 'catch_self'],
		['catch 1', 0, IllegalMoveError, 'not_catchable'],
		['challenge', undefined, IllegalMoveError, 'wrong_decision'],
		['CC/R', undefined, IllegalMoveError, 'not_in_variant'],
		['color R', undefined, IllegalMoveError, 'wrong_decision'],
		['give R1', undefined, IllegalMoveError, 'not_in_variant'], // no hand-off in Classic
	];
	for (const [text, seat, Cls, reason] of cases) {
		const e = thrown(() => g.apply(text, seat));
		assert.equal(e.constructor, Cls, `${text}: ${e}`);
		assert.equal(e.reason, reason, text);
		assert.ok(e.move.equals(text));
		assert.equal(e.seat, seat ?? 0);
		assert.equal(e.status, Cls === NotYourTurnError ? 'ETURN' : 'EILLEGAL');
		assert.ok(g.errmsg.length > 0);
		assert.equal(e.message, g.errmsg);
		assert.deepEqual(snapshot(g), before);
		sameBytes(g.save(), bytes);
		const verdict = g.check(text, seat);
		assert.equal(verdict.legal, false);
		assert.equal(verdict.reason, reason);
		assert.equal(verdict.message, reasonMessage(reason));
		assert.equal(g.isLegal(text, seat), false);
	}
	g.apply('R1');
	assert.equal(g.errmsg, '');
});

test('G-2: a card matching neither color nor symbol is refused (no_match)', () => {
	const g = four();
	g.apply('R1');
	const e = thrown(() => g.apply('B5'));
	assert.ok(e instanceof IllegalMoveError);
	assert.equal(e.reason, 'no_match');
	assert.equal(g.currentPlayer, 1);
	g.apply('G1'); // G-2: same number
	assert.equal(g.topCard, 'G1');
});

test('G-10: a malformed move is a false verdict and an EINVAL refusal', () => {
	const g = four();
	const verdict = g.check({ type: 'catch', target: 9 }); // no seat 9 at a 4-seat table
	assert.deepEqual(verdict, { legal: false, reason: 'malformed', message: reasonMessage('malformed') });
	const e = thrown(() => g.apply({ type: 'catch', target: 9 }, 1));
	assert.ok(e instanceof UnoError);
	assert.equal(e.status, 'EINVAL');
});

test('C-5 principle 3: check() returns a verdict; a colorless wild is legal though not listed', () => {
	const g = four();
	assert.equal(g.check('R1').legal, true);
	assert.equal(g.check('R1').reason, 'ok');
	assert.ok(g.check('R1').message.length > 0);
	assert.equal(g.check('G5').legal, false);
	assert.equal(g.check('W/B').legal, true);
	assert.equal(g.check('W').legal, true);
	assert.ok(!g.legalMoves().some((m) => m.equals('W')));
	assert.ok(g.isLegal('draw'));
	assert.ok(thrown(() => g.check('R99')) instanceof UnoError);
	assert.throws(() => g.check(1), TypeError);
});

test('G-6: the UNO call and the catch, from other seats', () => {
	const g = Game.fromHands('classic', ['R1 R2', 'G1 G2', 'Y1 Y2'], 'R9');
	g.apply('R1'); // leaves one card, no call
	assert.ok(g.legalMoves(2).some((m) => m.equals('catch 0')));
	assert.ok(g.legalMoves(0).some((m) => m.equals('uno')));
	g.apply('uno', 0);
	assert.equal(g.unoCalled(0), true);
	const e = thrown(() => g.apply('catch 0', 2));
	assert.equal(e.reason, 'not_catchable');
	assert.equal(g.currentPlayer, 1);
});

test('G-6: once the next player has begun, nobody can be caught any more', () => {
	const g = Game.fromHands('classic', ['R1 R2', 'G1 G2', 'Y1 Y2'], 'R9', { draw: 'B7 B8' });
	g.apply('R1');
	assert.ok(g.isLegal('catch 0', 2));
	g.apply('draw'); // seat 1 begins its turn
	assert.equal(g.check('catch 0', 2).reason, 'not_catchable');
	assert.equal(g.handSize(0), 1);
});

test('G-6: a caught player draws the penalty (uno_penalty option)', () => {
	for (const penalty of [2, 4]) {
		const g = Game.fromHands('classic', ['R1 R2', 'G1 G2', 'Y1 Y2'], 'R9', { options: { uno_penalty: penalty } });
		g.apply('R1');
		g.apply('catch 0', 2);
		assert.equal(g.handSize(0), 1 + penalty);
		assert.equal(g.currentPlayer, 1); // a catch changes no turn
	}
});

test('G-7 G-8 G-5: the round ends, scores, and the next round is dealt by the next dealer', () => {
	const g = Game.fromHands('classic', ['R1', 'G1', 'Y1'], 'R9');
	assert.throws(() => g.nextRound(), InvalidStateError); // still being played
	g.apply('R1');
	assert.equal(g.roundOver, true);
	assert.equal(g.winner, 0);
	assert.deepEqual(g.scores, [2, 0, 0]);
	assert.equal(g.currentPlayer, null);
	const e = thrown(() => g.apply('draw'));
	assert.ok(e instanceof IllegalMoveError);
	assert.equal(e.reason, 'game_over');
	assert.equal(g.check('draw').reason, 'game_over');
	assert.deepEqual(g.legalMoves(), []);
	g.nextRound();
	assert.equal(g.round, 2);
	assert.equal(g.dealer, 0); // the deal passes left
	assert.equal(g.roundOver, false);
	assert.equal(g.winner, null);
	assert.equal(deckCount(g), 108);
	assert.deepEqual(g.scores, [2, 0, 0]);
});

test('G-8: the match ends at the target score', () => {
	const g = Game.fromHands('classic', ['R1', 'G1', 'Y1'], 'R9', { options: { target_score: 2 } });
	g.apply('R1');
	assert.equal(g.matchOver, true);
	assert.equal(g.phase, 'match_over');
	assert.equal(g.matchWinner, 0);
	assert.throws(() => g.nextRound(), InvalidStateError);
});

test('H-6 C-6: with strict_wild_draw a Wild Draw Four held with the current color is refused', () => {
	const g = Game.fromHands('classic', ['R1 W4', 'G1 G2'], 'R9', { options: { strict_wild_draw: 1 } });
	assert.equal(g.check('W4/B').reason, 'wild_draw_restricted');
	assert.ok(!g.legalMoves().some((m) => m.card === 'W4'));
	const loose = Game.fromHands('classic', ['R1 W4', 'G1 G2'], 'R9');
	assert.equal(loose.check('W4/B').legal, true); // C-6: the bluff is accepted
});

test('principle 7: clone: an independent copy that goes on identically', () => {
	const g = new Game('classic', { players: 4, seed: 21 });
	for (let i = 0; i < 10; i++)
		g.apply(g.legalMoves().at(-1));
	const c = g.clone();
	assert.deepEqual(snapshot(c), snapshot(g));
	sameBytes(c.save(), g.save());
	playRound(g, rng(5));
	assert.notDeepEqual(snapshot(c), snapshot(g));
	playRound(c, rng(5));
	assert.deepEqual(snapshot(c), snapshot(g));
	sameBytes(c.save(), g.save());
	c.dispose();
	assert.equal(g.players, 4); // the original lives on
});

test('principle 9: save/load: the same game, byte for byte, that plays on the same', () => {
	for (const [variant, players] of [['classic', 4], ['teams', 4], ['casting-call', 3], ['express', 5], ['challenge', 3]]) {
		const g = new Game(variant, { players, seed: 11, options: { uno_penalty: 3 } });
		const r = rng(2);
		for (let i = 0; i < 25 && !g.roundOver; i++)
			g.apply(r.choice(g.legalMoves()));
		const data = g.save();
		assert.ok(data instanceof Uint8Array);
		assert.ok(data.length <= Constants.SAVE_MAX);
		const back = Game.load(data);
		assert.deepEqual(snapshot(back), snapshot(g));
		assert.deepEqual(back.rules.options(), g.rules.options());
		sameBytes(back.save(), data);
		playRound(g, rng(9));
		playRound(back, rng(9));
		assert.deepEqual(snapshot(back), snapshot(g), variant);
		sameBytes(back.save(), g.save());
		// a Buffer is a Uint8Array too
		sameBytes(Game.load(Buffer.from(data)).save(), data);
	}
});

test('R-2 save/load: a big save (ten seats, referee mode, a misplay open) round-trips', () => {
	const g = new Game('classic', { players: 10, seed: 0, options: { referee: 1 } });
	const top = g.topCard;
	const seat = g.currentPlayer;
	const card = g.hand(seat).find((c) => !/^W/.test(c) && c[0] !== top[0] && c.slice(1) !== top.slice(1));
	assert.ok(card, 'a card that does not match');
	g.apply(card);
	assert.notEqual(g.misplay, null);
	const data = g.save();
	assert.ok(data.length > 2048);
	const back = Game.load(data);
	sameBytes(back.save(), data);
	assert.deepEqual(snapshot(back), snapshot(g));
	assert.deepEqual(back.misplay, g.misplay);
});

test('principle 9: Constants.SAVE_MAX is the header\'s UNO_SAVE_MAX', (t) => {
	const header = new URL('../../include/uno/save.h', import.meta.url);
	if (!existsSync(header)) {
		t.skip('no include/uno/save.h beside the package');
		return;
	}
	const m = readFileSync(header, 'utf8').match(/#define UNO_SAVE_MAX (\d+)/);
	assert.equal(Constants.SAVE_MAX, Number(m[1]));
});

test('principle 9: load refuses what is not a saved game (SaveFormatError, EFORMAT)', () => {
	const data = new Game('classic', { players: 3, seed: 1 }).save();
	const cat = (a, b) => { const o = new Uint8Array(a.length + b.length); o.set(a); o.set(b, a.length); return o; };
	for (const bad of [new Uint8Array(0), new TextEncoder().encode('UNO'), data.slice(0, -1),
		cat(data, new Uint8Array(1)), cat(new Uint8Array([0x78]), data.slice(1)), new Uint8Array(data.length)]) {
		const e = thrown(() => Game.load(bad));
		assert.ok(e instanceof SaveFormatError, `${bad.length}: ${e}`);
		assert.equal(e.status, 'EFORMAT');
	}
	assert.throws(() => Game.load('UNO'), TypeError);
	assert.throws(() => Game.load(null), TypeError);
	assert.throws(() => Game.load([1, 2, 3]), TypeError);
});

test('principle 1: dispose: idempotent, and a disposed game says so', () => {
	const g = new Game('classic', { players: 2, seed: 1 });
	g.dispose();
	g.dispose();
	assert.equal(g.disposed, true);
	assert.equal(String(g), 'Game(disposed)');
	// many games, freed explicitly or by the collector
	for (let i = 0; i < 200; i++)
		new Game('teams', { players: 8, seed: 3 });
});

test('G-4 G-10: random rounds keep every card and offer a legal move (classic, 2-10 seats)', () => {
	for (const players of [2, 3, 5, 10]) {
		const g = new Game('classic', { players, seed: players });
		const r = rng(players);
		playRound(g, r, { others: true });
		assert.notEqual(g.winner, null);
		g.dispose();
	}
	// a move by move check that each move changes the save (something happened)
	const g = new Game('classic', { players: 4, seed: 77 });
	const r = rng(77);
	while (!g.roundOver) {
		const before = g.save();
		playMove(g, r);
		assert.ok(!Buffer.from(before).equals(Buffer.from(g.save())));
	}
});
