// Rule tables: the built-in variants, their decks, points and player
// counts, and options read and set by name with every value validated.
// Ported from python/tests/test_rules.py.
// SPDX-License-Identifier: MIT

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Constants, DefinitionError, Game, Kind, Move, ParseError, Rules, UnoError, faceOf, normalizeCard, optionNames, variants } from '../src/index.js';
import { thrown } from './support.js';

test('principle 5: variants() lists the nine built-in tables, classic first, the editions no-mercy and flip last', () => {
	assert.deepEqual(variants(), ['classic', 'two-player', 'partners', 'challenge', 'express', 'casting-call', 'teams', 'no-mercy', 'flip']);
});

test('C-1 X-1 TM-2 CC-1 T2-1 P-1 E-1 NM-1 NM-2 FL-1: each table describes its variant (deck, players, teams)', () => {
	const expect = {
		classic: [108, [2, 3, 4, 5, 6, 7, 8, 9, 10], 1],
		'two-player': [108, [2], 1],
		partners: [108, [4, 6, 8, 10], 2],
		challenge: [108, [2, 3, 4, 5, 6, 7, 8, 9, 10], 1],
		express: [56, [2, 3, 4, 5, 6, 7, 8, 9, 10], 1],
		'casting-call': [112, [2, 3, 4, 5, 6, 7, 8, 9, 10], 1],
		teams: [112, [4, 6, 8], 2],
		'no-mercy': [168, [2, 3, 4, 5, 6], 1],
		flip: [112, [2, 3, 4, 5, 6, 7, 8, 9, 10], 1],
	};
	assert.deepEqual(Object.keys(expect), variants());
	for (const [name, [deck, counts, team]] of Object.entries(expect)) {
		const r = new Rules(name);
		assert.equal(r.variant, name);
		assert.ok(r.summary.length > 20);
		const cards = r.deck();
		assert.equal(cards.length, deck, name);
		assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].filter((n) => r.allowsPlayers(n)), counts, name);
		assert.deepEqual(r.players, { min: counts[0], max: counts[counts.length - 1] });
		assert.equal(r.teamSize, team);
		assert.ok(!r.allowsPlayers(11));
		assert.ok(!r.allowsPlayers(0));
		// Wilds are colorless in a deck (G-1).
		assert.ok(cards.filter((c) => /^(W|W4|W2|CC|TP|T4|WCR|W10|W6|WR4)$/.test(c)).length > 0);
		assert.ok(cards.every((c) => !c.includes('/')));
		r.dispose();
	}
});

test('C-1: the Classic deck, card by card', () => {
	const deck = new Rules('classic').deck();
	const count = (c) => deck.filter((x) => x === c).length;
	for (const col of 'RYGB') {
		assert.equal(count(col + '0'), 1);
		for (let n = 1; n <= 9; n++)
			assert.equal(count(col + n), 2);
		for (const s of ['S', 'R', 'D2'])
			assert.equal(count(col + s), 2);
	}
	assert.equal(count('W'), 4);
	assert.equal(count('W4'), 4);
});

test('X-1: the Express deck: no zeros, one each action per color, 4 W and 4 W2', () => {
	const deck = new Rules('express').deck();
	const count = (c) => deck.filter((x) => x === c).length;
	for (const col of 'RYGB') {
		assert.equal(count(col + '0'), 0);
		for (let n = 1; n <= 9; n++)
			assert.equal(count(col + n), 1);
		for (const s of ['S', 'R', 'D1'])
			assert.equal(count(col + s), 1);
		assert.equal(count(col + 'D2'), 0);
	}
	assert.deepEqual([count('W'), count('W2'), count('W4')], [4, 4, 0]);
});

test('TM-2 CC-1: team cards replace the Wild Draw Fours; Casting Call adds four', () => {
	const teams = new Rules('teams').deck();
	const cc = new Rules('casting-call').deck();
	const n = (d, c) => d.filter((x) => x === c).length;
	assert.deepEqual([n(teams, 'W'), n(teams, 'TP'), n(teams, 'T4'), n(teams, 'W4')], [4, 4, 4, 0]);
	assert.deepEqual([n(cc, 'W'), n(cc, 'W4'), n(cc, 'CC')], [4, 4, 4]);
});

test('G-8 X-5 TM-8 CC-1: card points', () => {
	const r = new Rules('classic');
	assert.equal(r.points('R7'), 7);
	assert.equal(r.points('G0'), 0);
	assert.equal(r.points('GS'), 20);
	assert.equal(r.points('BD2'), 20);
	assert.equal(r.points(Kind.WILD_DRAW_FOUR), 50);
	assert.equal(r.points('W4/B'), 50);
	assert.equal(r.points('W'), 50);
	assert.equal(new Rules('express').points('YD1'), 20);
	assert.equal(new Rules('express').points('W2'), 50);
	assert.equal(new Rules('teams').points('TP'), 50);
	assert.equal(new Rules('teams').points('T4'), 50);
	assert.equal(new Rules('casting-call').points('CC'), 50);
	const e = thrown(() => r.points(Kind.TEAM_PLAY)); // not in Classic's deck
	assert.ok(e instanceof UnoError);
	assert.equal(e.status, 'EINVAL');
	assert.throws(() => r.points(7.5), TypeError);
	assert.throws(() => r.points(2 ** 40), RangeError);
	assert.throws(() => r.points('X9'), UnoError);
	assert.throws(() => r.allowsPlayers('4'), TypeError);
	assert.throws(() => r.allowsPlayers(2 ** 40), RangeError);
});

test('principle 5: an unknown variant is ENOTFOUND, naming the known ones', () => {
	const e = thrown(() => new Rules('uno-flip'));
	assert.ok(e instanceof UnoError);
	assert.equal(e.status, 'ENOTFOUND');
	assert.match(e.message, /uno-flip/);
	assert.match(e.message, /classic/);
	assert.throws(() => new Rules(3), TypeError);
	assert.throws(() => new Rules(null), TypeError);
	assert.throws(() => new Rules('classic\0'), TypeError);
});

test('G-6 H-1 principle 1: options: set by constructor and set(), read by get() and options()', () => {
	const r = new Rules('classic', { uno_penalty: 4, stacking: 1 });
	assert.equal(r.get('uno_penalty'), 4);
	assert.equal(r.get('stacking'), 1);
	assert.equal(r.set('uno_penalty', 3), r);
	r.set('jump_in', 1);
	assert.deepEqual([r.get('uno_penalty'), r.get('jump_in')], [3, 1]);
	const opts = r.options();
	assert.equal(opts.uno_penalty, 3);
	assert.equal(opts.target_score, 500);
	assert.ok(!('elimination_limit' in opts));
});

test('X-1 X-5 E-1 G-6 principle 1: options: each variant has its own set, with defaults', () => {
	const teams = new Rules('teams');
	assert.deepEqual(Object.keys(teams.options()),
		['target_score', 'hand_size', 'uno_penalty', 'dealer', 'draw_until_playable', 'force_play',
			'jump_in', 'referee', 'misplay_penalty', 'play_if_able', 'no_uno_call', 'double_score',
			'jump_in_wild', 'multi_play', 'single_round']);
	assert.deepEqual(Object.values(teams.options()), [500, 7, 2, -1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0]);
	// NM-1: a match of one round, an option of every variant but Challenge
	// (whose match is its eliminations, E-2); No Mercy's default is on.
	for (const v of variants())
		assert.deepEqual(new Rules(v).optionInfo('single_round'),
			v === 'challenge' ? null : { min: 0, max: 1, default: v === 'no-mercy' ? 1 : 0 }, v);
	// No Mercy's own set (NM-1, NM-4, NM-6, NM-11, NM-14): its 0 and 7 always
	// act (no Seven-O), nothing is restricted or challenged.
	const noMercy = new Rules('no-mercy');
	assert.deepEqual(noMercy.options(), {
		target_score: 1000, hand_size: 7, uno_penalty: 2, dealer: -1, stacking: 3,
		draw_until_playable: 1, force_play: 1, jump_in: 0, referee: 0, misplay_penalty: 2,
		play_if_able: 0, last_card_number: 0, no_uno_call: 0, double_score: 0, jump_in_wild: 0,
		deflect: 0, multi_play: 0, hand_limit: 25, single_round: 1,
	});
	for (const name of ['seven_o', 'seven_swap', 'zero_pass', 'strict_wild_draw', 'no_challenge',
		'challenge_penalty', 'wild_first_returned', 'elimination_limit'])
		assert.equal(noMercy.optionInfo(name), null, name);
	assert.equal(thrown(() => new Rules('no-mercy', { seven_o: 1 })).status, 'ENOTSUP');
	assert.equal(new Rules('no-mercy', { single_round: 0 }).get('single_round'), 0);
	assert.equal(new Rules('express').get('hand_size'), 5); // 5 cards each
	assert.equal(new Rules('express').get('target_score'), 250);
	assert.equal(new Rules('challenge').get('elimination_limit'), 500); // E-1
	assert.equal(new Rules('challenge').optionInfo('target_score'), null);
	assert.deepEqual(new Rules('classic').optionInfo('stacking'), { min: 0, max: 3, default: 0 });
	assert.deepEqual(new Rules('classic').optionInfo('uno_penalty'), { min: 0, max: 10, default: 2 }); // G-6
	assert.equal(optionNames()[0], 'target_score');
	assert.equal(optionNames().length, 30);
	assert.equal(optionNames()[29], 'single_round');
});

test('G-10 principle 1: options: bad names, values and types are refused and change nothing', () => {
	const r = new Rules('classic');
	const before = JSON.stringify(r.options());
	let e = thrown(() => r.set('uno_penalty', 99999));
	assert.equal(e.status, 'ERANGE');
	assert.match(e.message, /0 to 10/);
	assert.throws(() => r.set('uno_penalty', 2 ** 70), RangeError); // too large for a C int
	assert.equal(thrown(() => r.set('stacking', -1)).status, 'ERANGE');
	assert.throws(() => r.set('uno_penalty', '4'), TypeError);
	assert.throws(() => r.set('uno_penalty', 4.5), TypeError);
	assert.throws(() => r.set('uno_penalty', NaN), TypeError);
	assert.throws(() => r.set('jump_in', true), TypeError);
	assert.equal(thrown(() => r.set('uno_penalti', 4)).status, 'ENOTFOUND');
	assert.equal(thrown(() => r.get('uno_penalti')).status, 'ENOTFOUND');
	assert.throws(() => r.get(99), TypeError);
	assert.throws(() => r.get(null), TypeError);
	assert.throws(() => r.set('stacking\0x', 1), TypeError);
	e = thrown(() => r.set('elimination_limit', 100)); // Challenge only
	assert.equal(e.status, 'ENOTSUP');
	assert.match(e.message, /classic/);
	assert.equal(thrown(() => new Rules('teams').get('stacking')).status, 'ENOTSUP');
	assert.equal(thrown(() => new Rules('teams', { seven_o: 1 })).status, 'ENOTSUP');
	assert.equal(thrown(() => new Rules('classic', { hand_size: 0 })).status, 'ERANGE');
	assert.throws(() => new Rules('classic', [1]), TypeError);
	assert.throws(() => new Rules('classic', 'x'), TypeError);
	assert.equal(JSON.stringify(r.options()), before);
});

test('principle 1: copies are independent; a game keeps its own copy', () => {
	const a = new Rules('classic', { uno_penalty: 4 });
	const b = new Rules(a);
	b.set('uno_penalty', 6);
	assert.equal(a.get('uno_penalty'), 4);
	const g = new Game(a, { players: 3, seed: 1 });
	a.set('uno_penalty', 7); // changes nothing in the game
	const gr = g.rules;
	assert.equal(gr.get('uno_penalty'), 4);
	gr.set('uno_penalty', 8);
	assert.equal(g.rules.get('uno_penalty'), 4);
	assert.equal(g.variant, 'classic');
	g.dispose();
});

const MINI = `# A short game
[variant]
format = 1
name = mini
players = 2-6
[options]
hand_size = 5
[deck]
1-5 = 2
S, D2 = 1
W = 4
[kind 1-5]
points = value
effects = number
[kind S]
points = 20
effects = skip
[kind D2]
points = 20
effects = skip, draw 2
[kind W]
points = 50
effects = none
first = choose-color
`;

test('variant definitions: Rules.define() makes a variant of one\'s own that plays, saves, loads and replays', () => {
	const r = Rules.define(MINI);
	assert.equal(r.variant, 'mini');
	assert.equal(r.get('hand_size'), 5);
	assert.equal(r.deck().length, 52);
	const g = new Game(r, { players: 4, seed: 3 });
	r.dispose(); // the game keeps its variant
	g.startLog();
	for (let i = 0; i < 10 && !g.roundOver; i++)
		g.apply(g.legalMoves()[0]);
	const saved = g.save();
	const loaded = Game.load(saved);
	assert.equal(loaded.variant, 'mini');
	assert.deepEqual(loaded.save(), saved);
	const replayed = Game.replay(g.logText());
	assert.deepEqual(replayed.save(), saved);
	for (const x of [g, loaded, replayed])
		x.dispose();
});

test('variant definitions: definition() writes any variant; Rules.define() reads it back', () => {
	const text = new Rules('express').definition();
	assert.match(text, /^\[variant\]\nformat = 1\nname = express\n/);
	const again = Rules.define(text);
	assert.equal(again.definition(), text);
	assert.deepEqual(again.deck(), new Rules('express').deck());
	again.dispose();
});

test('variant definitions: a mistake is a DefinitionError with its line, column and reason', () => {
	const e = thrown(() => Rules.define(MINI.replace('effects = skip\n', 'effects = skip, hop\n')));
	assert.ok(e instanceof DefinitionError && e instanceof ParseError);
	assert.equal(e.line, 17);
	assert.equal(e.column, 17);
	assert.match(e.detail, /unknown effect 'hop'/);
	assert.equal(e.status, 'EPARSE');
	assert.equal(thrown(() => Rules.define('[variant]\nformat = 1\n')).line, 0);
	assert.throws(() => Rules.define(MINI + '\0'), TypeError); // as every string argument
	assert.throws(() => Rules.define(5), TypeError);
});

test('variant definitions: kinds of one\'s own are read and written in the variant\'s notation everywhere', () => {
	// issue 21, kinds as data: a Draw Three of the variant's own takes
	// kind number 13 (Draw One's, which the deck leaves free).
	const r = Rules.define(MINI.replace('S, D2 = 1\n', 'S, D2 = 1\nD3 = 1\n') +
		'[kind D3]\nnew = colored\nname = draw three\npoints = 30\neffects = skip, draw 3\n');
	assert.deepEqual([r.kindName(13), r.kindSymbol(13), r.kindName(Kind.SKIP)], ['draw three', 'D3', 'skip']);
	assert.throws(() => r.kindName(20), RangeError); // a number beyond the public kinds that it leaves free
	assert.throws(() => r.kindSymbol(20), RangeError);
	assert.throws(() => r.kindName(32), RangeError);
	assert.deepEqual([r.kindEffects(13), r.kindEffects(Kind.WILD)], ['skip, draw 3', 'none']);
	assert.throws(() => r.kindEffects(Kind.REVERSE), RangeError); // no Reverse in its deck
	assert.equal(r.normalizeCard('yd3'), 'YD3');
	assert.throws(() => r.normalizeCard('YD1'), ParseError);
	assert.equal(normalizeCard('yd1'), 'YD1'); // the library's notation of kind 13
	assert.deepEqual(r.deck().filter((c) => c.endsWith('D3')), ['RD3', 'YD3', 'GD3', 'BD3']);
	assert.equal(r.points('GD3'), 30);
	const m = r.parseMove('rd3!');
	assert.deepEqual([String(m), m.card, m.uno], ['RD3!', 'RD3', true]);
	assert.equal(r.moveFromIndex(m.index).card, 'RD3');
	assert.equal(String(Move.fromIndex(m.index)), 'RD1!'); // the same index, the library's notation
	assert.equal(r.moveIndexCount, Constants.MOVE_INDEX_COUNT);
	assert.equal(new Rules('classic').moveFromIndex(m.index).card, 'RD1');

	const g = Game.fromHands(r, ['RD3 R1 G2', 'B1 B2 B3', 'Y1 Y2 Y3'], 'R5', { draw: 'G1 G3 G4 G5 B4', fill: false });
	r.dispose(); // the game keeps its variant and its notation
	assert.ok(g.hand(0).includes('RD3'));
	assert.ok(g.legalMoves().map(String).includes('RD3'));
	assert.ok(g.decision().moves().map(String).includes('RD3'));
	assert.equal(g.check('RD3').legal, true);
	assert.throws(() => g.apply('RD1'), ParseError);
	const events = [];
	g.setHooks({ event: (game, ev) => { if (ev.type === 'play') events.push(ev.card); } });
	g.startLog();
	g.apply('rd3');
	assert.deepEqual(events, ['RD3']);
	assert.equal(g.topCard, 'RD3');
	assert.equal(g.view(1).top, 'RD3');
	assert.deepEqual(g.view(1).discard.slice(-1), ['RD3']);
	assert.equal(g.handSize(1), 6); // skip, draw 3
	assert.equal(g.currentPlayer, 2);
	assert.match(g.logText(), /\bRD3\b/);
	const replayed = Game.replay(g.logText());
	assert.deepEqual(replayed.save(), g.save());
	assert.equal(replayed.topCard, 'RD3');
	const loaded = Game.load(g.save());
	assert.equal(loaded.view(0).top, 'RD3');
	assert.equal(loaded.rules.normalizeCard('bd3'), 'BD3');
	for (const x of [g, replayed, loaded])
		x.dispose();
});

test('NM-2 NM-7 NM-9: No Mercy\'s own kinds (13, 16-19, 24, 25): names, notation, faces and the extended layout', () => {
	const r = new Rules('no-mercy');
	assert.deepEqual([13, 16, 17, 18, 19, 24, 25].map((k) => [r.kindSymbol(k), r.kindName(k)]), [
		['D4', 'draw four'], ['WCR', 'wild color roulette'], ['W10', 'wild draw ten'], ['W6', 'wild draw six'],
		['WR4', 'wild reverse draw four'], ['DA', 'discard all'], ['SE', 'skip everyone']]);
	assert.deepEqual([r.kindEffects(24), r.kindEffects(25), r.kindEffects(16), r.kindEffects(19)],
		['discard-all', 'skip-all', 'reveal-until-color', 'reverse, draw 4']);
	assert.throws(() => r.kindName(20), RangeError); // a number it leaves free
	assert.throws(() => r.kindName(32), RangeError);
	assert.deepEqual(['rda', 'bse', 'gd4', 'wcr', 'w10', 'wr4/g', 'r7'].map((c) => r.normalizeCard(c)),
		['RDA', 'BSE', 'GD4', 'WCR', 'W10', 'WR4/G', 'R7']);
	assert.equal(new Set(r.deck()).size, 4 * (10 + 6) + 4);
	assert.throws(() => normalizeCard('RDA'), ParseError); // not the library's notation
	assert.throws(() => r.normalizeCard('RD1'), ParseError); // kind 13 is its Draw Four
	// faces (view.h): kinds 20-25 from 62, four colors each
	assert.deepEqual(['R0', 'GD4', 'WCR', 'WR4', 'RDA', 'BSE'].map((c) => r.faceOf(c)), [0, 54, 58, 61, 78, 85]);
	assert.equal(faceOf('GD1'), 54); // the library's notation: the same kind number
	assert.throws(() => r.faceOf('RDA/B'), ParseError);
	// 398 move indexes: its plays and gifts of kinds 20-31 from INDEX_XPLAY and INDEX_XGIVE
	assert.equal(r.moveIndexCount, Constants.MOVE_INDEX_MAX);
	assert.equal(Constants.MOVE_INDEX_MAX, 398);
	const da = Constants.INDEX_XPLAY + (24 - 20) * 4 * 2; // RDA
	assert.deepEqual([String(r.moveFromIndex(da)), String(r.moveFromIndex(da + 1)), r.parseMove('rda!').index],
		['RDA', 'RDA!', da + 1]);
	assert.equal(String(r.moveFromIndex(Constants.INDEX_XGIVE + (25 - 20) * 4 + 3)), 'give BSE');
	assert.equal(r.parseMove('give bse').index, Constants.INDEX_XGIVE + (25 - 20) * 4 + 3);
	assert.throws(() => r.moveFromIndex(Constants.MOVE_INDEX_MAX), RangeError);
	assert.throws(() => new Rules('classic').moveFromIndex(Constants.INDEX_XPLAY), RangeError);
	assert.throws(() => Move.fromIndex(da), RangeError); // the library's notation has no kind 24
	// NM-9: the Wild Color Roulette is listed once, without a color, at its first color's index
	const wcr = Constants.INDEX_WILD + (58 - 56) * 4 * 2;
	assert.deepEqual([String(r.moveFromIndex(wcr)), String(r.moveFromIndex(wcr + 1)), r.parseMove('WCR').index],
		['WCR', 'WCR!', wcr]);
	assert.equal(r.parseMove('W6').index, -1); // a wild its player names: no index without the color
	assert.equal(String(r.moveFromIndex(Constants.INDEX_WILD + (60 - 56) * 4 * 2 + 2)), 'W6/Y');

	const g = Game.fromHands(r, ['RDA R1 R3 WCR', 'B1 B2 B3 B4', 'Y1 Y2 Y3 Y4'], 'R5', { draw: 'G1 G3 G4 B5 G5', fill: false });
	assert.equal(g.moveIndexCount, Constants.MOVE_INDEX_MAX);
	assert.equal(g.legalMask(0).length, Constants.MOVE_INDEX_MAX);
	assert.equal(g.observation(0).length, new Game('classic').observation(0).length + 3 * 30); // 92 faces, not 62
	// the canonical order: No Mercy's Discard All among the plays, before the draw
	assert.deepEqual(g.legalMoves().map(String), ['R1', 'R3', 'WCR', 'RDA', 'RDA!', 'draw']);
	assert.deepEqual(g.decision().moves().map(String), ['R1', 'R3', 'WCR', 'RDA', 'RDA!', 'draw']);
	assert.ok(g.decision().isLegal(da + 1));
	assert.equal(g.check('R1!').legal, false);
	const events = [];
	g.setHooks({ event: (game, ev) => events.push(ev) });
	g.apply('RDA!'); // NM-7: R1 and R3 go under it; the call goes with the play that leaves one card
	assert.deepEqual(events.filter((e) => e.type === 'shed').map((e) => [e.seat, e.card]), [[0, 'R1'], [0, 'R3']]);
	assert.deepEqual([g.hand(0), g.topCard, g.unoCalled(0)], [['WCR'], 'RDA', true]);

	const g2 = Game.fromHands(r, ['WCR G2 G3', 'B1 B2 B3', 'Y1 Y2 Y3'], 'R5', { draw: 'G1 Y4 B5 G5', fill: false });
	const d = g2.decision();
	assert.deepEqual([d.moves().map(String), d.indexes()], [['WCR', 'draw'], [wcr, Constants.INDEX_DRAW]]);
	assert.equal(d.moves()[0], r.moveFromIndex(wcr)); // the shared Move
	assert.equal(g2.legalMoves(0)[0], d.moves()[0]);
	g2.applyIndex(wcr);
	assert.deepEqual([g2.phase, g2.currentPlayer, g2.topCard], ['color', 1, 'WCR']); // the victim names it
	g2.apply('color Y');
	assert.deepEqual([g2.hand(1), g2.currentPlayer, g2.topCard], [['G1', 'B1', 'B2', 'B3', 'Y4'], 2, 'WCR/Y']);
	for (const x of [r, g, g2])
		x.dispose();
});
