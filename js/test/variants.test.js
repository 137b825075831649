// Every built-in variant: scripted rounds played to their end with the
// results checked against RULES.md, the first-card rules, and a random match
// per variant to the match's end. Ported from python/tests/test_variants.py,
// with the rules it leaves to the C suites added (C-3, C-7, C-8, G-4, G-7,
// X-2, TM-3 to TM-6, CC-4).
//
// Scripted games use Game.fromHands(): seat s is dealt hands[s], the dealer
// is the last seat (seat 0 plays first), `first` is the first discard and
// `draw` the front of the draw pile, then the rest of the deck in canonical
// order (unless fill: false).
// SPDX-License-Identifier: MIT

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, UnoError, Rules, variants } from '../src/index.js';
import { Recorder, deckCount, handText, playMatch, playRound, rng, thrown } from './support.js';

test('C-4 C-5 G-6 G-3 G-7 G-8: a Classic round: skip, reverse, wild, catch, draws, going out and scoring', () => {
	const g = Game.fromHands('classic', ['R1 R3 RS', 'R2 G2 Y4', 'R5 W G7', 'RR B8 G8'], 'R9', { draw: 'Y9 Y7 B3 Y6 G6' });
	const rec = new Recorder();
	g.setHooks({ event: rec.hook });
	assert.deepEqual([g.dealer, g.currentPlayer, g.direction], [3, 0, 1]);
	const total = deckCount(g);
	assert.equal(total, 108);

	g.apply('RS'); // C-4: seat 1 loses its turn
	assert.equal(g.currentPlayer, 2);
	assert.deepEqual(rec.of('skip').map((e) => e.seat), [1]);
	g.apply('R5');
	g.apply('RR'); // C-4: play turns back
	assert.deepEqual([g.direction, g.currentPlayer], [-1, 2]);
	assert.equal(rec.of('direction').length, 1);
	g.apply('W/R'); // C-5, leaves one card, no call
	assert.equal(g.topCard, 'W/R');
	assert.equal(g.currentColor, 'R');
	assert.equal(g.currentPlayer, 1);
	assert.equal(g.unoCalled(2), false);
	assert.ok(g.legalMoves(0).some((m) => m.equals('catch 2')));
	g.apply('catch 2', 0); // G-6: two penalty cards
	assert.equal(handText(g, 2), 'Y7 G7 Y9');
	assert.equal(g.currentPlayer, 1); // a catch changes no turn
	g.apply('R2');
	g.apply('R3!', 0); // plays and calls UNO
	assert.equal(g.unoCalled(0), true);
	assert.ok(!g.legalMoves(1).some((m) => m.equals('catch 0')));
	assert.equal(g.currentPlayer, 3);
	g.apply('draw'); // G-3: B3 matches the 3: keep or play
	assert.equal(g.phase, 'drawn');
	assert.deepEqual(g.legalMoves().map(String), ['B3', 'pass']);
	assert.equal(g.check('B8').reason, 'only_drawn_card');
	g.apply('pass');
	g.apply('draw'); // Y6 does not match: the turn ends
	assert.equal(g.currentPlayer, 1);
	g.apply('draw'); // G6 neither
	assert.equal(g.currentPlayer, 0);
	assert.equal(deckCount(g), total);
	g.apply('R1'); // G-7: out

	assert.equal(g.roundOver, true);
	assert.equal(g.phase, 'round_over');
	assert.equal(g.currentPlayer, null);
	assert.equal(g.winner, 0);
	assert.deepEqual(g.handSizes, [0, 3, 4, 3]);
	// G-8: G2 Y4 G6 (12) + Y6 Y7 G7 Y9 (29) + B3 G8 B8 (19)
	assert.deepEqual(g.scores, [60, 0, 0, 0]);
	assert.deepEqual(rec.of('round_end').map((e) => [e.seat, e.value, e.reason]), [[0, 60, null]]);
	assert.deepEqual(g.legalMoves(), []);
	assert.equal(g.matchWinner, null);
	assert.equal(g.matchOver, false);
});

test('C-3: the first discard: Skip, Reverse, Draw Two and Wild', () => {
	const hands = ['R1 R2', 'G1 G2', 'Y1 Y2'];
	let g = Game.fromHands('classic', hands, 'RS', { draw: 'B1 B2' });
	assert.equal(g.currentPlayer, 1); // the first player is skipped
	g = Game.fromHands('classic', hands, 'RR', { draw: 'B1 B2' });
	assert.deepEqual([g.currentPlayer, g.direction], [2, -1]); // the dealer plays first, counterclockwise
	g = Game.fromHands('classic', hands, 'RD2', { draw: 'B1 B2' });
	assert.equal(g.currentPlayer, 1); // the first player draws 2 and is skipped
	assert.equal(handText(g, 0), 'R1 B1 R2 B2');
	g = Game.fromHands('classic', hands, 'W', { draw: 'B1 B2' });
	assert.deepEqual([g.phase, g.currentPlayer, g.currentColor], ['color', 0, null]); // the first player names it
	g.apply('color Y');
	assert.deepEqual([g.phase, g.currentPlayer, g.currentColor], ['play', 0, 'Y']); // ... then plays
	// option: return Wilds too
	g = Game.fromHands('classic', hands, 'W', { draw: 'B1 B2', options: { wild_first_returned: 1 } });
	assert.deepEqual([g.phase, g.topCard, g.currentPlayer], ['play', 'B1', 0]);
	// two players: a Reverse first means the non-dealer is skipped
	g = Game.fromHands('classic', ['R1 R2', 'G1 G2'], 'RR', { draw: 'B1 B2' });
	assert.equal(g.currentPlayer, 1);
});

test('C-4: a Draw Two makes the next player draw 2 and lose the turn; it plays only on its color or a Draw Two', () => {
	const g = Game.fromHands('classic', ['RD2 GD2 R1', 'Y1 Y2 Y3', 'B1 B2 B3'], 'R9', { draw: 'G5 G6' });
	assert.equal(g.check('GD2').reason, 'no_match');
	g.apply('RD2');
	assert.equal(handText(g, 1), 'Y1 Y2 Y3 G5 G6');
	assert.equal(g.currentPlayer, 2);
	assert.equal(g.check('GD2', 0).reason, 'not_your_turn');
});

test('C-6 C-7: a guilty Wild Draw Four: the player draws 4, the challenger plays on under the named color', () => {
	const g = Game.fromHands('classic', ['R1 W4 G3', 'G1 G2 B5', 'Y1 Y2 B6'], 'R9', { draw: 'Y3 Y4 Y5 Y6 B7 B8' });
	const rec = new Recorder();
	g.setHooks({ event: rec.hook });
	assert.equal(g.check('W4/B').legal, true); // C-6: the bluff is accepted
	g.apply('W4/B');
	assert.deepEqual([g.phase, g.currentPlayer, g.pendingDraw], ['challenge', 1, 4]);
	assert.deepEqual(g.legalMoves().map(String), ['challenge', 'accept']);
	assert.equal(g.check('challenge', 2).reason, 'not_your_turn'); // only the next player
	g.apply('challenge');
	assert.equal(handText(g, 0), 'R1 Y3 G3 Y4 Y5 Y6');
	assert.equal(g.handSize(1), 3);
	assert.deepEqual([g.currentPlayer, g.currentColor, g.phase], [1, 'B', 'play']);
	const ch = rec.of('challenge');
	assert.equal(ch.length, 1);
	assert.equal(ch[0].value, 1); // guilty
	// C-7: the hand was shown to the challenger
	assert.equal(g.view(1).shownBy, 0);
	assert.deepEqual([...g.view(1).shown].sort(), ['G3', 'R1']);
	assert.deepEqual(g.view(2).shown, []);
});

test('C-7: an innocent Wild Draw Four: the challenger draws 4 + 2 and loses the turn (challenge_penalty)', () => {
	for (const [penalty, drawn] of [[2, 6], [4, 8]]) {
		const g = Game.fromHands('classic', ['G1 W4 G3', 'G1 G2 B5', 'Y1 Y2 B6'], 'R9',
			{ draw: 'Y3 Y4 Y5 Y6 B7 B8', options: { challenge_penalty: penalty } });
		g.apply('W4/B');
		g.apply('challenge');
		assert.equal(g.handSize(1), 3 + drawn);
		assert.equal(g.handSize(0), 2);
		assert.deepEqual([g.currentPlayer, g.currentColor], [2, 'B']);
	}
});

test('C-7: accepting a Wild Draw Four draws 4 and loses the turn; challenger_skipped skips a guilty challenger', () => {
	let g = Game.fromHands('classic', ['R1 W4 G3', 'G1 G2 B5', 'Y1 Y2 B6'], 'R9', { draw: 'Y3 Y4 Y5 Y6 B7 B8' });
	g.apply('W4/B');
	g.apply('accept');
	assert.deepEqual([g.handSize(1), g.currentPlayer], [7, 2]);
	g = Game.fromHands('classic', ['R1 W4 G3', 'G1 G2 B5', 'Y1 Y2 B6'], 'R9',
		{ draw: 'Y3 Y4 Y5 Y6 B7 B8', options: { challenger_skipped: 1 } });
	g.apply('W4/B');
	g.apply('challenge');
	assert.deepEqual([g.handSize(0), g.handSize(1), g.currentPlayer], [6, 3, 2]);
});

test('T2-1 C-8: two players: a Reverse acts as a Skip; after a Draw Two the same player plays again', () => {
	const g = Game.fromHands('two-player', ['RR RD2 R1', 'G1 G2 G3'], 'R9', { draw: 'Y5 Y6' });
	assert.equal(g.currentPlayer, 0);
	g.apply('RR');
	assert.equal(g.currentPlayer, 0);
	g.apply('RD2!');
	assert.equal(g.currentPlayer, 0);
	assert.equal(handText(g, 1), 'G1 G2 G3 Y5 Y6');
	g.apply('R1');
	assert.equal(g.winner, 0);
	assert.deepEqual(g.scores, [17, 0]);
	const e = thrown(() => new Game('two-player', { players: 3 }));
	assert.ok(e instanceof UnoError);
	assert.equal(e.status, 'EINVAL');
});

test('C-8: in Classic with two players a Skip also gives the same player another turn', () => {
	const g = Game.fromHands('classic', ['RS R1 R2', 'G1 G2 G3'], 'R9');
	g.apply('RS');
	assert.equal(g.currentPlayer, 0);
});

test('P-1 P-2: Partners: seats across are a team; both partners score both opponents\' hands', () => {
	const g = Game.fromHands('partners', ['R1 R2', 'R3 G5', 'R4 Y5', 'R6 B7'], 'R9');
	assert.deepEqual([0, 1, 2, 3].map((s) => g.team(s)), [0, 1, 0, 1]);
	for (const m of ['R1!', 'R3!', 'R4!', 'R6!'])
		g.apply(m);
	assert.deepEqual([0, 1, 2, 3].map((s) => g.unoCalled(s)), [true, true, true, true]);
	g.apply('R2');
	assert.equal(g.winner, 0);
	assert.deepEqual(g.scores, [12, 0, 12, 0]);
});

test('E-1 E-2: Challenge: each adds their own hand; the limit eliminates; the last one left wins', () => {
	const g = Game.fromHands('challenge', ['R1 Y2', 'G5 G6', 'Y1 Y3'], 'R9', { draw: 'B9', options: { elimination_limit: 20 } });
	const rec = new Recorder();
	g.setHooks({ event: rec.hook });
	g.apply('R1!');
	g.apply('draw'); // B9 does not match R1
	g.apply('Y1!');
	g.apply('Y2');
	assert.equal(g.winner, 0);
	// E-1: own hands: G5 G6 B9 = 20 reaches the limit, Y3 = 3
	assert.deepEqual(g.scores, [0, 20, 3]);
	assert.deepEqual([0, 1, 2].map((s) => g.seatStatus(s)), ['in', 'eliminated', 'in']);
	assert.deepEqual(rec.of('eliminated').map((e) => [e.seat, e.value]), [[1, 20]]);
	assert.equal(g.phase, 'round_over');
	g.nextRound();
	assert.equal(g.round, 2);
	assert.equal(g.handSize(1), 0);
	const seen = new Set();
	const r = rng(4);
	while (!g.matchOver) {
		if (g.roundOver)
			g.nextRound();
		seen.add(g.currentPlayer);
		const legal = g.legalMoves();
		const plays = legal.filter((m) => m.type === 'play');
		g.apply(plays.length ? r.choice(plays) : legal[0]);
	}
	assert.ok(!seen.has(1)); // eliminated: never decides
	// E-2: the winner of the last round wins; the other is out.
	assert.equal(g.matchWinner, g.winner);
	const loser = g.matchWinner === 0 ? 2 : 0;
	assert.equal(g.seatStatus(loser), 'eliminated');
	assert.ok(g.score(loser) >= 20);
});

test('X-3 X-4 X-5: Express: Draw One, an innocent Wild Draw Two challenged, points', () => {
	const g = Game.fromHands('express', ['RD1 W2 B1', 'R3 G4 B5', 'R5 Y6 Y7'], 'R9', { draw: 'G8 G1 G2 G3 Y1 B6' });
	assert.equal(g.rules.deck().length, 56);
	g.apply('RD1'); // seat 1 draws G8 and is skipped
	assert.deepEqual([g.currentPlayer, g.handSize(1)], [2, 4]);
	g.apply('R5');
	assert.equal(g.check('W2/B!').legal, true); // no red card, no other wild
	g.apply('W2/B!');
	assert.deepEqual([g.phase, g.currentPlayer], ['challenge', 1]);
	assert.equal(g.pendingDraw, 2);
	assert.deepEqual(g.legalMoves().map(String), ['challenge', 'accept']);
	g.apply('challenge'); // innocent: 2 + 2 cards, skipped
	assert.equal(g.handSize(1), 8);
	assert.equal(g.currentPlayer, 2);
	assert.equal(g.currentColor, 'B');
	g.apply('draw');
	assert.equal(g.phase, 'drawn');
	g.apply('B6');
	g.apply('B1');
	assert.equal(g.winner, 0);
	// R3 G4 B5 G8 G1 G2 G3 Y1 = 27, Y6 Y7 = 13
	assert.deepEqual(g.scores, [40, 0, 0]);
});

test('X-4: a Wild Draw Two held with another wild is illegal: guilty when challenged, refused when strict', () => {
	let g = Game.fromHands('express', ['W2 W B1', 'R3 G4 B5'], 'R9', { draw: 'G8 G1 G2 G3' });
	g.apply('W2/B');
	g.apply('challenge'); // guilty: the player draws 2, the challenger plays normally
	assert.deepEqual([g.handSize(0), g.handSize(1), g.currentPlayer, g.currentColor], [4, 3, 1, 'B']);
	g = Game.fromHands('express', ['W2 W B1', 'R3 G4 B5'], 'R9', { draw: 'G8 G1 G2 G3', options: { strict_wild_draw: 1 } });
	assert.equal(g.check('W2/B').reason, 'wild_draw_restricted');
});

test('X-2: Express: the first discard is turned over until a number shows', () => {
	const g = Game.fromHands('express', ['R1 R2', 'G1 G2'], 'RS', { draw: 'W B3 Y4' });
	assert.equal(g.topCard, 'B3');
	assert.equal(g.discardPileSize, 3);
	assert.deepEqual([g.currentPlayer, g.currentColor], [0, 'B']);
});

test('CC-2 CC-3: Casting Call: turning stops at a repeated number; all the cards go to one seat', () => {
	const g = Game.fromHands('casting-call', ['CC G1', 'G2 G3', 'G7 Y8'], 'R9', { draw: 'B4 Y5 R4' });
	g.apply('CC/G!');
	assert.equal(g.phase, 'cast');
	assert.equal(g.currentPlayer, 0);
	assert.deepEqual(g.turned, ['B4', 'Y5', 'R4']);
	assert.ok(g.legalMoves().some((m) => m.equals('cast deal')));
	assert.equal(g.check('cast 0').legal, false); // not to oneself
	g.apply('cast 1');
	assert.deepEqual(g.turned, []);
	assert.equal(handText(g, 1), 'G2 G3 R4 B4 Y5');
	assert.equal(g.currentPlayer, 1);
	assert.equal(g.currentColor, 'G');
	g.apply('G2');
	g.apply('G7!');
	g.apply('G1');
	assert.equal(g.winner, 0);
	// G3 R4 B4 Y5 = 16, Y8 = 8
	assert.deepEqual(g.scores, [24, 0, 0]);
});

test('CC-3: Casting Call dealt round the table from the next player', () => {
	const g = Game.fromHands('casting-call', ['CC G1 G4', 'G2 G3 G5', 'G7 Y8 Y9'], 'R9', { draw: 'B4 Y5 R4' });
	g.apply('CC/G');
	g.apply('cast deal');
	assert.equal(handText(g, 1), 'G2 G3 R4 B4 G5'); // B4 and R4
	assert.equal(handText(g, 2), 'Y5 G7 Y8 Y9'); // Y5
	assert.equal(g.currentPlayer, 1);
});

test('CC-4: a Casting Call turned first goes back, as a Wild Draw Four does', () => {
	const g = Game.fromHands('casting-call', ['R1 R2', 'G1 G2'], 'CC', { draw: 'B5 B6', fill: false });
	assert.equal(g.topCard, 'B5');
	assert.equal(g.drawPileSize, 2); // B6 and the CC under it
});

test('TM-7 TM-8: Teams: out for now while the teammate holds one card; the team wins when both are out', () => {
	const g = Game.fromHands('teams', ['R1 R2', 'G5 B6', 'R3 R4', 'Y7 B8'], 'R9', { draw: 'Y9 Y1 Y3' });
	assert.deepEqual([0, 1, 2, 3].map((s) => g.team(s)), [0, 1, 0, 1]);
	g.apply('R1!');
	g.apply('draw'); // Y9: no match
	g.apply('R3!');
	g.apply('draw'); // Y1: no match
	g.apply('R2');
	assert.equal(g.roundOver, false);
	assert.equal(g.seatStatus(0), 'out');
	assert.equal(g.currentPlayer, 1);
	g.apply('draw'); // Y3: no match
	assert.equal(g.currentPlayer, 2);
	g.apply('R4');
	assert.equal(g.roundOver, true);
	assert.ok([0, 2].includes(g.winner));
	// G5 B6 Y9 Y3 = 23, Y7 B8 Y1 = 16
	assert.deepEqual(g.scores, [39, 0, 39, 0]);
});

test('TM-7: going out while the teammate holds three cards: the teammate gives one, a move at a time', () => {
	const g = Game.fromHands('teams', ['R1 R2 R5', 'G5 B6 G6', 'R3 Y4 Y5', 'Y7 B8 B9'], 'R9', { draw: 'Y9 Y1 Y3 Y6 G4' });
	g.apply('R1');
	g.apply('draw');
	g.apply('R3');
	g.apply('draw');
	g.apply('R2!');
	g.apply('draw');
	assert.equal(g.currentPlayer, 2);
	assert.equal(g.check('Y4').legal, false); // Y4 does not match R2
	g.apply('draw'); // Y6: no match
	g.apply('draw'); // G4: no match
	assert.equal(g.currentPlayer, 0);
	g.apply('R5'); // out: the teammate holds 3 cards
	assert.equal(g.phase, 'handoff');
	assert.equal(g.currentPlayer, 2);
	assert.equal(g.givesLeft, 1);
	assert.deepEqual(g.legalMoves().map(String), ['give Y4', 'give Y5', 'give Y6']);
	assert.ok(thrown(() => g.apply('give R3')) instanceof UnoError); // not held any more
	g.apply('give Y5');
	assert.equal(handText(g, 0), 'Y5');
	assert.equal(handText(g, 2), 'Y4 Y6');
	assert.equal(g.givesLeft, 0);
	assert.equal(g.phase, 'play');
});

test('TM-3: Teams: a first action card has no effect; a first wild matches anything', () => {
	const hands = ['R1 R2', 'G1 G2', 'Y1 Y2', 'B1 B2'];
	for (const first of ['RS', 'RD2', 'RR']) {
		const g = Game.fromHands('teams', hands, first, { draw: 'B5 B6' });
		assert.deepEqual([g.currentPlayer, g.direction, g.handSize(0)], [0, 1, 2], first);
	}
	const g = Game.fromHands('teams', ['G1 B2', 'G3 G4', 'Y1 Y2', 'B3 B4'], 'W', { draw: 'B5 B6' });
	assert.deepEqual([g.phase, g.currentPlayer, g.currentColor], ['play', 0, null]); // nobody names a color
	assert.ok(g.isLegal('G1') && g.isLegal('B2')); // the wild matches anything
	g.apply('B2');
	assert.equal(g.check('G3').reason, 'no_match'); // then the played card sets the color
});

test('TM-4: Team Play: the teammate must play on it if it can, else the player draws 2', () => {
	let g = Game.fromHands('teams', ['TP R2 R3', 'G1 G2 G3', 'Y1 Y2 Y3', 'B1 B2 B3'], 'R9', { draw: 'B5 B6' });
	g.apply('TP/Y');
	assert.equal(g.currentPlayer, 2); // straight to the teammate
	assert.deepEqual(g.legalMoves().map(String), ['Y1', 'Y2', 'Y3']); // must play
	g = Game.fromHands('teams', ['TP R2 R3', 'G1 G2 G3', 'G4 G5 G6', 'B1 B2 B3'], 'R9', { draw: 'B5 B6' });
	g.apply('TP/Y');
	assert.equal(handText(g, 0), 'R2 R3 B5 B6'); // the player draws 2
	assert.equal(g.currentPlayer, 3); // play continues from the teammate's seat
});

test('TM-5: Team Wild Draw Four: the next player and that player\'s teammate draw 2 each; no challenge', () => {
	const g = Game.fromHands('teams', ['T4 R2 R3', 'G1 G2 G3', 'Y1 Y2 Y3', 'B1 B2 B3'], 'R9', { draw: 'B5 B6 B7 B8' });
	g.apply('T4/Y');
	assert.equal(handText(g, 1), 'G1 G2 G3 B5 B6');
	assert.equal(handText(g, 3), 'B1 B2 B3 B7 B8');
	assert.deepEqual([g.currentPlayer, g.phase, g.currentColor], [2, 'play', 'Y']);
});

test('TM-6: Teams: an uncalled UNO draws 2 at once as the next player begins; no catch', () => {
	const g = Game.fromHands('teams', ['R1 R2 R3', 'G1 G2 G3', 'Y1 Y2 Y3', 'B1 B2 B3'], 'R9', { draw: 'B5 B6 B7 B8' });
	for (const m of ['R1', 'draw', 'draw', 'draw'])
		g.apply(m);
	g.apply('R2'); // one card left, no call
	assert.equal(g.handSize(0), 1);
	assert.ok(!g.legalMoves(1).some((m) => m.type === 'catch'));
	assert.ok(!g.legalMoves(2).some((m) => m.type === 'catch'));
	g.apply('draw'); // seat 1 begins
	assert.equal(g.handSize(0), 3);
});

test('G-7: going out on a Draw Two: the draw still happens and counts', () => {
	const g = Game.fromHands('classic', ['RD2 R1', 'G1 G2', 'Y1 Y2'], 'R9', { draw: 'B5 B6' });
	g.apply('R1!');
	g.apply('draw');
	g.apply('draw');
	g.apply('RD2');
	assert.equal(g.winner, 0);
	assert.equal(g.handSize(1), 5);
	assert.equal(handText(g, 1), 'R0 Y0 G1 G2 B5'); // R0 Y0: the Draw Two's cards
	assert.deepEqual(g.scores, [17, 0, 0]); // R0 Y0 G1 G2 B5 (8) + Y1 Y2 B6 (9)
	assert.equal(g.scores[0], [1, 2].flatMap((s) => g.hand(s)).reduce((a, c) => a + new Rules('classic').points(c), 0));
});

test('G-4: an empty draw pile is refilled from the discards, the top card staying', () => {
	const g = Game.fromHands('classic', ['R1 R2 R3', 'G1 G2 G3'], 'R9', { draw: 'B5', fill: false });
	const rec = new Recorder();
	g.setHooks({ event: rec.hook });
	g.apply('R1');
	g.apply('draw'); // B5, the last card
	assert.equal(g.drawPileSize, 0);
	g.apply('R2');
	assert.equal(g.discardPileSize, 3);
	g.apply('draw'); // R9 and R1 are shuffled into a new pile
	assert.equal(rec.of('reshuffle').length, 1);
	assert.equal(g.topCard, 'R2');
	assert.equal(g.discardPileSize, 1);
	assert.equal(deckCount(g), 8);
});

test('G-4: when nothing can be drawn, every player passing in a row blocks the round', () => {
	const g = Game.fromHands('classic', ['B1 B2', 'G1 G2'], 'R9', { fill: false });
	const rec = new Recorder();
	g.setHooks({ event: rec.hook });
	assert.deepEqual(g.legalMoves().map(String), ['pass']);
	assert.equal(g.check('draw').reason, 'cannot_draw');
	g.apply('pass');
	g.apply('pass');
	assert.equal(g.roundOver, true);
	const end = rec.of('round_end');
	assert.equal(end.length, 1);
	assert.equal(end[0].reason, 'blocked');
	assert.equal(g.winner, 0);
	assert.deepEqual(g.scores, [3, 0]);
});

test('G-9: lowest_score_wins: each adds their own hand', () => {
	const g = Game.fromHands('classic', ['R1', 'GS', 'Y5'], 'R9', { options: { lowest_score_wins: 1 } });
	g.apply('R1');
	assert.deepEqual(g.scores, [0, 20, 5]);
	const classic = Game.fromHands('classic', ['R1', 'GS', 'Y5'], 'R9');
	classic.apply('R1');
	assert.deepEqual(classic.scores, [25, 0, 0]); // G-8: the winner scores the others' hands
});

// ---- random matches, each to its end ----

const PLAYERS = { classic: 4, 'two-player': 2, partners: 4, challenge: 3, express: 3, 'casting-call': 4, teams: 4, 'no-mercy': 4, flip: 4 };

test('principle 5: every variant has a random-match test', () => {
	assert.deepEqual(Object.keys(PLAYERS).sort(), variants().sort());
});

function match(variant, options, seed) {
	const g = new Game(variant, { players: PLAYERS[variant], seed, options });
	const rounds = playMatch(g, rng(seed));
	assert.equal(g.matchOver, true);
	assert.notEqual(g.matchWinner, null);
	assert.equal(g.round, rounds);
	assert.equal(g.currentPlayer, null);
	assert.deepEqual(g.legalMoves(), []);
	assert.throws(() => g.nextRound(), UnoError);
	return g;
}

test('G-8: Classic matches end at the target', () => {
	for (const seed of [1, 2]) {
		const g = match('classic', { target_score: 200 }, seed);
		assert.ok(Math.max(...g.scores) >= 200);
		assert.equal(g.scores[g.matchWinner], Math.max(...g.scores));
	}
	// NM-1's single_round, an option of Classic too: the round's winner wins the match
	const g = match('classic', { single_round: 1 }, 3);
	assert.deepEqual([g.round, g.matchWinner], [1, g.winner]);
	assert.ok(g.scores[g.winner] < 500);
});

test('T2-1: two-player matches', () => {
	for (const seed of [1, 2]) {
		const g = match('two-player', { target_score: 200 }, seed);
		assert.ok(g.scores[g.matchWinner] >= 200);
	}
});

test('P-2: Partners matches: partners share their score', () => {
	for (const seed of [1, 2]) {
		const g = match('partners', { target_score: 200 }, seed);
		const s = g.scores;
		assert.deepEqual([s[0], s[1]], [s[2], s[3]]);
		assert.ok(s[g.matchWinner] >= 200);
	}
});

test('E-1 E-2: Challenge matches: all but one eliminated', () => {
	for (const seed of [1, 2]) {
		const g = match('challenge', { elimination_limit: 100 }, seed);
		const out = [0, 1, 2].filter((s) => g.seatStatus(s) === 'eliminated');
		assert.equal(out.length, 2);
		assert.ok(!out.includes(g.matchWinner));
	}
});

test('X-5: Express matches to 250', () => {
	for (const seed of [1, 2]) {
		const g = match('express', {}, seed);
		assert.ok(g.scores[g.matchWinner] >= 250);
	}
});

test('CC-1: Casting Call matches', () => {
	for (const seed of [1, 2]) {
		const g = match('casting-call', { target_score: 200 }, seed);
		assert.ok(g.scores[g.matchWinner] >= 200);
	}
});

test('TM-8: Teams matches: teammates share their score', () => {
	for (const seed of [1, 2]) {
		const g = match('teams', { target_score: 200 }, seed);
		const s = g.scores;
		assert.deepEqual([s[0], s[1]], [s[2], s[3]]);
		assert.ok(s[g.matchWinner] >= 200);
	}
});

test('NM-1 NM-11 NM-13: No Mercy matches: one hand, or to the target with single_round off', () => {
	const rules = new Rules('no-mercy');
	for (const seed of [1, 2]) {
		const g = match('no-mercy', {}, seed);
		assert.equal(g.round, 1); // NM-1: the winner of the hand wins the match
		assert.equal(g.matchWinner, g.winner);
		const seats = [0, 1, 2, 3];
		const status = seats.map((s) => g.seatStatus(s));
		assert.equal(status[g.winner], 'in');
		// NM-13: the winner scores the hands still in, and 250 per seat knocked out (NM-11)
		const hands = seats.filter((s) => s !== g.winner && status[s] === 'in')
			.flatMap((s) => g.hand(s)).reduce((a, c) => a + rules.points(c), 0);
		const knockedOut = status.filter((x) => x === 'knocked_out').length;
		assert.equal(g.scores[g.winner], hands + 250 * knockedOut);
		assert.equal(g.scores.reduce((a, b) => a + b, 0), g.scores[g.winner]);
	}
	for (const seed of [1, 2]) {
		const g = match('no-mercy', { single_round: 0 }, seed);
		assert.ok(g.round > 1);
		assert.ok(g.scores[g.matchWinner] >= 1000); // target_score's default
	}
	rules.dispose();
});

test('FL-1 FL-14: UNO Flip matches to the target: every round starts on the light side, the winner scores the hands on the side in play', () => {
	const rules = new Rules('flip');
	for (const seed of [1, 2]) {
		const g = new Game('flip', { players: PLAYERS.flip, seed, options: { target_score: 200 } });
		const rec = new Recorder();
		g.setHooks({ event: rec.hook });
		const r = rng(seed);
		let rounds = 0, scored = 0;
		for (;;) {
			assert.equal(g.side, 0, `round ${g.round} starts on the light side`);
			assert.equal(g.view(0).side, 0);
			rec.clear();
			playRound(g, r);
			rounds++;
			const [end] = rec.of('round_end');
			if (end.reason !== 'blocked') {
				const hands = [0, 1, 2, 3].filter((s) => s !== g.winner).flatMap((s) => g.hand(s));
				assert.equal(end.value, hands.reduce((a, c) => a + rules.points(c), 0), `round ${g.round}`);
				scored++;
			}
			if (g.matchOver)
				break;
			g.nextRound();
		}
		assert.equal(g.round, rounds);
		assert.ok(scored > 0);
		assert.ok(g.scores[g.matchWinner] >= 200);
		g.dispose();
	}
	rules.dispose();
});

test('P-3: rotating partners: teams change each round, totals are individual', () => {
	const g = new Game('partners', { players: 4, seed: 3, options: { rotating_partners: 1, target_score: 100 } });
	const teamsOf = () => [0, 1, 2, 3].map((s) => g.team(s)).join(',');
	const seen = new Set([teamsOf()]);
	const r = rng(3);
	for (let round = 0; round < 3 && !g.matchOver; round++) {
		while (!g.roundOver)
			g.apply(r.choice(g.legalMoves()));
		if (g.matchOver)
			break;
		g.nextRound();
		seen.add(teamsOf());
	}
	assert.ok(seen.size >= 2, `the partnerships never changed: ${[...seen]}`);
});
