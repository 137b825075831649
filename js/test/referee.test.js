// The referee (RULES.md, doc/referee.md): penalties no card
// gives, and misplays standing in referee mode until caught. Ported from
// python/tests/test_referee.py.
// SPDX-License-Identifier: MIT

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, IllegalMoveError, Move, ParseError, PenaltyReason } from '../src/index.js';
import { Recorder, thrown } from './support.js';

function scripted(options = null) {
	return Game.fromHands('classic', ['R1 B5 G7 RD2', 'Y1 B2 G4 G6', 'Y9 G8 R2 R6'], 'Y3',
		{ draw: 'B8 B9 G9 R9 Y8 Y7', fill: false, options });
}

test('R-1: penalty moves parse, format and build', () => {
	const m = Move.parse('penalty 3 suggestion 4');
	assert.equal(m.type, 'penalty');
	assert.deepEqual([m.target, m.count, m.reason], [3, 4, PenaltyReason.SUGGESTION]);
	assert.ok(m.equals({ type: 'penalty', target: 3, count: 4, reason: PenaltyReason.SUGGESTION }));
	assert.equal(String(Move.parse('penalty 2 talk')), 'penalty 2 talk');
	assert.equal(String(Move.parse('misplay 1')), 'misplay 1');
	assert.ok(thrown(() => Move.parse('penalty 1 suggestion 21')) instanceof ParseError); // at most 20
});

test('R-1: a penalty draws 2 at any moment; the turn does not move; it is never listed', () => {
	const g = scripted();
	const rec = new Recorder();
	g.setHooks({ event: rec.hook });
	g.apply('penalty 1 talk', 0);
	assert.deepEqual(g.handSizes, [4, 6, 4]);
	assert.equal(g.currentPlayer, 0);
	assert.deepEqual(rec.of('penalty').map((e) => [e.seat, e.reason, e.value]), [[1, 'table_talk', 2]]);
	assert.deepEqual(rec.of('draw').map((e) => e.reason), ['table_talk', 'table_talk']);
	assert.ok(!g.legalMoves(1).some((m) => m.type === 'penalty'));
	assert.ok(!g.legalMoves(0).some((m) => m.type === 'penalty'));
	g.apply({ type: 'penalty', target: 2, count: 1, reason: PenaltyReason.SUGGESTION }, 1);
	assert.deepEqual(g.handSizes, [4, 6, 5]);
	assert.deepEqual(rec.of('penalty').at(-1).reason, 'suggestion');
});

test('R-2: without referee mode a misplay is refused (G-2)', () => {
	const g = scripted();
	const e = thrown(() => g.apply('B5', 0));
	assert.ok(e instanceof IllegalMoveError);
	assert.equal(e.reason, 'no_match');
	assert.equal(g.misplay, null);
	assert.equal(g.handSize(0), 4);
});

test('R-2 R-3: in referee mode a misplay stands until caught; caught, it is undone and the offender draws', () => {
	const g = scripted({ referee: 1, misplay_penalty: 3 });
	const rec = new Recorder();
	g.setHooks({ event: rec.hook });
	g.apply('B5', 0);
	// the play stands with its full effect
	assert.deepEqual(g.misplay, { seat: 0, reason: 'no_match' });
	assert.equal(g.topCard, 'B5');
	assert.equal(g.currentPlayer, 1);
	assert.deepEqual(rec.of('misplay').map((e) => [e.seat, e.reason, e.card]), [[0, 'no_match', 'B5']]);
	// any other player may catch it
	assert.ok(g.legalMoves(2).some((m) => m.equals('misplay 0')));
	assert.ok(g.legalMoves(1).some((m) => m.equals('misplay 0')));
	assert.equal(thrown(() => g.apply('misplay 0', 0)).reason, 'catch_self');
	g.apply('misplay 0', 2);
	assert.equal(g.misplay, null);
	assert.equal(g.handSizes[0], 7); // the card back and 3 more
	assert.equal(g.topCard, 'Y3');
	assert.equal(g.currentPlayer, 0); // and decides again
	assert.deepEqual(rec.of('misplay_caught').map((e) => [e.seat, e.other]), [[0, 2]]);
	assert.deepEqual(rec.of('draw').map((e) => e.reason), ['misplay', 'misplay', 'misplay']);
});

test('R-3: once play goes on, a misplay can no longer be caught', () => {
	const g = scripted({ referee: 1 });
	g.apply('B5', 0);
	g.apply('draw'); // seat 1 plays on
	assert.equal(g.misplay, null);
	assert.ok(!g.legalMoves(2).some((m) => m.type === 'misplay'));
	assert.equal(g.check('misplay 0', 2).legal, false);
	assert.equal(g.handSize(0), 3); // the misplayed card stays played
});
