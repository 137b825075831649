// Names and words (text.h): the codes' stable names, the English names of
// colors and cards in every variant and on both sides of UNO Flip, one
// sentence per event (the viewer as "you", host seat names, "a card" for
// a hidden card), and the options' labels, categories and lists.
// SPDX-License-Identifier: MIT

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
	Bot, DrawReason, EventType, Game, OptionCategory, Phase, Reason, Rules, SeatStatus, UnoError,
	colorName, drawReasonName, eventTypeName, optionCategory, optionDescription, optionLabel, optionNames,
	phaseName, reasonName, seatStatusName, variants,
} from '../src/index.js';
import { Recorder, four } from './support.js';

const BOTS = [null, 'Bot 1', 'Bot 2', 'Bot 3'];

test('text.h: each code has its stable name, the enum constant in lower case; unknown codes have none', () => {
	for (const [e, fn] of [[EventType, eventTypeName], [Phase, phaseName], [DrawReason, drawReasonName],
		[SeatStatus, seatStatusName]]) {
		for (const [k, v] of Object.entries(e))
			assert.equal(fn(v), k.toLowerCase(), k);
		assert.equal(fn(200), null);
		assert.equal(fn(-1), null);
		assert.throws(() => fn('play'), TypeError);
		assert.throws(() => fn(1.5), TypeError);
	}
	assert.equal(eventTypeName(EventType.KNOCKED_OUT), 'knocked_out');
	assert.equal(eventTypeName(EventType.SHED), 'shed');
	assert.equal(reasonName(Reason.NO_MATCH), 'no_match');
	assert.equal(reasonName(Reason.PLAY_IF_ABLE), 'play_if_able');
	assert.equal(reasonName(999), null);
	assert.equal(seatStatusName(SeatStatus.KNOCKED_OUT), 'knocked_out');
});

test('FL-2: colors are named on each side of the cards: red..blue, pink..purple on the same numbers', () => {
	assert.deepEqual([0, 1, 2, 3].map((c) => colorName(c)), ['red', 'yellow', 'green', 'blue']);
	assert.deepEqual([0, 1, 2, 3].map((c) => colorName(c, 1)), ['pink', 'teal', 'orange', 'purple']);
	assert.equal(colorName('B'), 'blue');
	assert.equal(colorName('green', 1), 'orange');
	const flip = new Rules('flip');
	assert.deepEqual(['P', 'T', 'O', 'V'].map((c) => flip.colorName(c, 1)), ['pink', 'teal', 'orange', 'purple']);
	assert.equal(flip.colorName('R', 1), 'pink');
	assert.throws(() => colorName(4), RangeError);
	assert.throws(() => colorName(0, 2), RangeError);
	assert.throws(() => new Rules('classic').colorName(0, 1), RangeError);
	assert.throws(() => colorName('P'), RangeError); // no dark letters without a two-sided table
	flip.dispose();
});

test('card names in every variant: the table\'s kinds, capitalized, after the color; a wild with its color adds it', () => {
	const classic = new Rules('classic');
	assert.equal(classic.cardName('R7'), 'red 7');
	assert.equal(classic.cardName('BD2'), 'blue Draw Two');
	assert.equal(classic.cardName('W4'), 'Wild Draw Four');
	assert.equal(classic.cardName('W4/B'), 'Wild Draw Four (blue)');
	assert.equal(classic.cardName('ys'), 'yellow Skip');
	const nm = new Rules('no-mercy');
	assert.equal(nm.cardName('RDA'), 'red Discard All');
	assert.equal(nm.cardName('GSE'), 'green Skip Everyone');
	assert.equal(nm.cardName('WCR'), 'Wild Color Roulette');
	assert.equal(nm.cardName('W10'), 'Wild Draw Ten');
	assert.equal(nm.cardName('WR4/G'), 'Wild Reverse Draw Four (green)');
	assert.equal(nm.cardName('BD4'), 'blue Draw Four');
	// Every card of every deck has a name, on every side it has.
	for (const v of variants()) {
		const r = new Rules(v);
		for (let side = 0; side < r.sides; side++)
			for (const c of new Set(r.deckSide(side)))
				assert.match(r.cardName(c, side), /^[A-Z]?[a-z]+ |^Wild/, `${v} ${c}`);
		r.dispose();
	}
	assert.throws(() => classic.cardName('RDA'), UnoError);
	assert.throws(() => classic.cardName('R7', 1), RangeError);
	assert.throws(() => classic.cardName(7), TypeError);
	classic.dispose();
	nm.dispose();
});

test('describeCard(): what a card face is drawn from, in the variant\'s notation and on its side', () => {
	const nm = new Rules('no-mercy');
	assert.deepEqual(nm.describeCard('rda'), {
		card: 'RDA', kind: 24, symbol: 'DA', color: 'R', wild: false, kindName: 'discard all',
		name: 'red Discard All', effects: 'discard-all',
	});
	assert.deepEqual(nm.describeCard('WR4/G'), {
		card: 'WR4/G', kind: nm.describeCard('WR4').kind, symbol: 'WR4', color: 'G', wild: true,
		kindName: 'wild reverse draw four', name: 'Wild Reverse Draw Four (green)', effects: 'reverse, draw 4',
	});
	assert.equal(nm.describeCard('B7').effects, 'number, swap-hands');
	const flip = new Rules('flip');
	const d = flip.describeCard('TSE', 1);
	assert.deepEqual([d.card, d.color, d.symbol, d.name], ['TSE', 'T', 'SE', 'teal Skip Everyone']);
	assert.deepEqual([flip.describeCard('B5', 1).card, flip.describeCard('B5', 1).color], ['V5', 'V']);
	assert.throws(() => nm.describeCard('R?'), UnoError);
	assert.throws(() => nm.describeCard('R7', 1), RangeError);
	nm.dispose();
	flip.dispose();
});

test('FL-2 FL-4: UNO Flip\'s dark side is named in its own colors and kinds', () => {
	const flip = new Rules('flip');
	assert.equal(flip.cardName('PD5', 1), 'pink Draw Five');
	assert.equal(flip.cardName('TSE', 1), 'teal Skip Everyone');
	assert.equal(flip.cardName('V7', 1), 'purple 7');
	assert.equal(flip.cardName('OF', 1), 'orange Flip');
	assert.equal(flip.cardName('WDC', 1), 'Wild Draw Color');
	assert.equal(flip.cardName('WDC/O', 1), 'Wild Draw Color (orange)');
	assert.equal(flip.cardName('RD1'), 'red Draw One');
	assert.equal(flip.cardName('W2/B'), 'Wild Draw Two (blue)');
	// A game names cards on the side in play by default.
	const g = Game.fromHands('flip', ['RF:P4 R2:TSE', 'G1:O6 G2:W'], 'R5:P5', { draw: 'Y1:T1' });
	assert.equal(g.cardName('R2'), 'red 2');
	g.apply('RF');
	assert.equal(g.side, 1);
	assert.equal(g.cardName('TSE'), 'teal Skip Everyone');
	assert.equal(g.cardName('R2', 0), 'red 2');
	g.dispose();
	flip.dispose();
});

test('events in words: the viewer is "you", host names for the others, a hidden card is "a card"', () => {
	const g = four();
	const rec = new Recorder();
	g.setHooks({ event: rec.hook });
	g.apply('R1');
	g.apply('draw'); // seat 1 draws G9, which does not match R1: seat 2 is next
	const [play] = rec.of('play');
	assert.equal(g.eventText(play, { viewer: 0 }), 'You play red 1.');
	assert.equal(g.eventText(play), 'Seat 0 plays red 1.');
	assert.equal(g.eventText(play, { viewer: 1, names: ['Ann', 'Bob'] }), 'Ann plays red 1.');
	const [draw] = rec.of('draw', 1);
	assert.equal(draw.card, 'G9');
	assert.equal(g.eventText(draw, { viewer: 1 }), 'You draw green 9.');
	// What seat 0 is told: the card hidden, as a host hides it.
	assert.equal(g.eventText({ ...draw, card: null }, { viewer: 0, names: BOTS }), 'Bot 1 draws a card.');
	assert.equal(g.eventText({ type: 'pass', seat: 1 }, { viewer: 0, names: BOTS }), 'Bot 1 passes.');
	// Names: '' and null fall back to the library's "seat N", the viewer is "you" whatever its name.
	assert.equal(g.eventText(play, { viewer: 0, names: ['Ann'] }), 'You play red 1.');
	assert.equal(g.eventText(draw, { names: ['Ann', ''] }), 'Seat 1 draws green 9.');
	// The same words from the rules.
	const r = g.rules;
	assert.equal(r.eventText(play, { viewer: 0 }), 'You play red 1.');
	r.dispose();
	g.dispose();
});

test('G-6 C-6: a penalty, a catch and a challenge, in words, with counts that agree with their nouns', () => {
	const g = Game.fromHands('classic', ['R3 R5', 'B1 B2', 'Y1 Y2'], 'R1', { draw: 'G5 G6 G7' });
	const rec = new Recorder();
	g.setHooks({ event: rec.hook });
	g.apply('R3');
	g.apply('catch 0', 1);
	const opts = { viewer: 0, names: BOTS };
	assert.equal(g.eventText(rec.of('catch')[0], opts), 'Bot 1 catches you not calling UNO.');
	assert.equal(g.eventText(rec.of('penalty')[0], opts), 'You must draw 2 cards (UNO penalty).');
	assert.equal(g.eventText(rec.of('draw', 0)[0], opts), 'You draw green 5 (UNO penalty).');
	const one = { type: 'penalty', seat: 2, reason: 'challenge_failed', value: 1, side: 0 };
	assert.equal(g.eventText(one, opts), 'Bot 2 must draw 1 card (failed challenge).');
	const end = { type: 'round_end', seat: 0, value: 1, reason: null };
	assert.equal(g.eventText(end, opts), 'You win the round and score 1 point.');
	assert.equal(g.eventText({ ...end, reason: 'blocked' }, opts), 'You win the blocked round (fewest points in hand) and score 1 point.');
	g.dispose();
});

test('NM-7 NM-11: No Mercy\'s Discard All sheds, and a knock-out, in words', () => {
	const g = Game.fromHands('no-mercy', ['RDA R1 R2 G5 G6', 'B1 B2 B3 B4 B5'], 'R9');
	const rec = new Recorder();
	g.setHooks({ event: rec.hook });
	g.apply('RDA');
	const shed = rec.of('shed', 0);
	assert.deepEqual(shed.map((e) => g.eventText(e, { viewer: 0 })), ['You also discard red 1.', 'You also discard red 2.']);
	assert.equal(g.eventText(shed[0], { viewer: 1, names: ['Ann'] }), 'Ann also discards red 1.');
	const ko = { type: 'knocked_out', seat: 1, value: 25 };
	assert.equal(g.eventText(ko, { viewer: 0, names: BOTS }), 'Bot 1 holds 25 cards and is out of this round (hand limit).');
	assert.equal(g.eventText(ko, { viewer: 1 }), 'You hold 25 cards and are out of this round (hand limit).');
	g.dispose();
});

test('FL-6: a Flip in words, the new top card named on the dark side', () => {
	const g = Game.fromHands('flip', ['RF:P4 R2:TSE R3:O9', 'G1:O6 G2:W G3:T8'], 'R5:P5', { draw: 'Y1:T1' });
	const rec = new Recorder();
	g.setHooks({ event: rec.hook });
	g.apply('RF');
	const [flip] = rec.of('flip');
	assert.equal(flip.side, 1);
	assert.equal(g.eventText(flip, { viewer: 0 }), 'You turn every card over: the dark side is in play, with pink 5 on top.');
	assert.equal(g.eventText(flip, { viewer: 1, names: ['Ann'] }), 'Ann turns every card over: the dark side is in play, with pink 5 on top.');
	g.dispose();
});

test('every event of played games of every variant has its words, and none shows a raw name', () => {
	for (const v of variants()) {
		for (const seed of [1, 2, 3]) {
			const g = new Game(v, { seed });
			const rec = new Recorder();
			g.setHooks({ event: rec.hook });
			g.reset(seed);
			const bots = Array.from({ length: g.players }, (_, s) => new Bot('random', { seed: seed * 10 + s }));
			for (let i = 0; i < 40 && !g.matchOver; i++) {
				if (g.roundOver)
					g.nextRound();
				g.advance(bots, 50);
			}
			for (const e of rec.events) {
				const text = g.eventText(e, { viewer: 0 });
				assert.match(text, /^[A-Z].*[.!]$/, `${v}: ${JSON.stringify(e)}`);
				assert.doesNotMatch(text, /\b[a-z]+_[a-z_]+\b|\(seat \d+\)|undefined|null/, `${v}: ${text}`);
			}
			for (const b of bots)
				b.dispose();
			g.dispose();
		}
	}
});

test('eventText() refuses what is no event of the table, changing nothing', () => {
	const g = four();
	assert.throws(() => g.eventText(null), TypeError);
	assert.throws(() => g.eventText({}), TypeError);
	assert.throws(() => g.eventText({ type: 'bogus', seat: 0 }), RangeError);
	assert.throws(() => g.eventText({ type: 'play', seat: 0, card: 'R7' }, { viewer: 10 }), RangeError);
	assert.throws(() => g.eventText({ type: 'play', seat: 0, card: 'R7' }, { viewer: 1.5 }), TypeError);
	assert.throws(() => g.eventText({ type: 'play', seat: 0, card: 'R7' }, { names: 'Ann' }), TypeError);
	assert.throws(() => g.eventText({ type: 'play', seat: 0, card: 'R7' }, { names: [7] }), TypeError);
	assert.throws(() => g.eventText({ type: 'play', seat: 0, card: 'RDA' }), UnoError);
	// A play needs a seat; a direction is 1 or -1; a flip is no event of a one-sided table.
	assert.throws(() => g.eventText({ type: 'play', seat: null, card: 'R7' }), UnoError);
	assert.throws(() => g.eventText({ type: 'direction', value: 2 }), UnoError);
	assert.throws(() => g.eventText({ type: 'flip', card: 'R7', value: 1 }), UnoError);
	assert.throws(() => g.eventText({ type: 'play', seat: 0, card: 'R7', side: 1 }), UnoError);
	assert.throws(() => g.eventText({ type: 'play', seat: 0, card: 'R7', side: 2 }), RangeError);
	assert.equal(g.eventText({ type: EventType.PLAY, seat: 2, card: 'R7' }), 'Seat 2 plays red 7.');
	assert.equal(g.topCard, 'R9');
	g.dispose();
});

test('options: each has a label and a description; its category is table, rule or house', () => {
	assert.equal(optionLabel('stacking'), 'Stacking');
	assert.equal(optionLabel('draw_until_playable'), 'Draw until playable');
	assert.equal(optionLabel('seven_o'), 'Seven-O');
	assert.equal(optionCategory('target_score'), 'table');
	assert.equal(optionCategory('single_round'), 'table');
	assert.equal(optionCategory('uno_penalty'), 'rule');
	assert.equal(optionCategory('stacking'), 'house');
	assert.equal(optionCategory('hand_limit'), 'house');
	assert.deepEqual(OptionCategory, { TABLE: 0, RULE: 1, HOUSE: 2 });
	for (const n of optionNames()) {
		const label = optionLabel(n);
		assert.match(label, /^[A-Z0-9]/, n);
		assert.doesNotMatch(label, /_/, n);
		assert.ok(optionDescription(n).length > label.length, n);
		assert.ok(['table', 'rule', 'house'].includes(optionCategory(n)), n);
	}
	assert.throws(() => optionLabel('stackin'), UnoError);
	assert.throws(() => optionCategory(3), TypeError);
});

test('principle 5: a table\'s options are exactly those optionInfo() accepts, in id order', () => {
	const all = optionNames();
	for (const v of variants()) {
		const r = new Rules(v);
		const list = r.optionNames();
		assert.deepEqual(list, all.filter((n) => r.optionInfo(n) !== null), v);
		assert.deepEqual(Object.keys(r.options()), list, v);
		r.dispose();
	}
	// No Mercy plays three house rules as its own (NM-4, NM-6, NM-11): on by default, still house rules.
	const nm = new Rules('no-mercy');
	for (const n of ['stacking', 'draw_until_playable', 'hand_limit']) {
		assert.ok(nm.optionInfo(n).default > 0, n);
		assert.equal(optionCategory(n), 'house');
	}
	assert.equal(nm.optionInfo('single_round').default, 1);
	nm.dispose();
	// Teams has no Wild Draw Four to challenge, Challenge no target (E-1).
	assert.ok(!new Rules('teams').optionNames().includes('challenge_penalty'));
	assert.ok(!new Rules('challenge').optionNames().includes('target_score'));
});
