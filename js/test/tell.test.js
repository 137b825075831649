// What each seat is told (doc/information.md, json.h) through the package:
// SPECTATOR in views, observations and hidden faces; Game.eventForSeat()
// (uno_event_for_seat()), which leaves out the cards a seat may not see;
// and the JSON texts of views, legal moves and told events
// (uno_game_view_json(), uno_game_legal_json(), uno_event_json()). The
// scripted games and their texts are those of tests/test_json.c and
// python/tests/test_tell.py, so a rule is checked by the same scenario in
// C, Python and JavaScript.
// SPDX-License-Identifier: MIT

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import {
	Constants, DRAW_PILE, DisposedError, Game, ParseError, Rules, SPECTATOR, UnoError, variants,
} from '../src/index.js';
import { W } from '../src/wasm.js';
import { Recorder, playMove, rng, sameBytes, thrown } from './support.js';

const require = createRequire(import.meta.url);

/** Every seat of the game, then the spectator. */
function viewers(game) {
	return [...Array.from({ length: game.players }, (_, s) => s), SPECTATOR];
}

function recorded(game) {
	const rec = new Recorder();
	game.setHooks({ event: rec.hook });
	return rec;
}

// tests/test_json.c's three_seats(): seat 0 plays first on Y5 and draws Y7.
function threeSeats() {
	return Game.fromHands('classic', ['R1 R2', 'G1 G2', 'B1 B2'], 'Y5', { draw: 'Y7 R9' });
}

const TABLE_BEFORE = '"players":3,"current":0,"phase":"play","direction":1,"color":"Y",' +
	'"dealer":2,"exposed":null,"top":"Y5","draw_pile":101,"pending_draw":0,' +
	'"round":1,"round_winner":null,"match_winner":null,';
const tableAfter = (sizes) => `"hand_sizes":[${sizes}],"seat_status":["in","in","in"],"teams":[0,1,2],` +
	'"called":[false,false,false],"scores":[0,0,0],"discard":["Y5"],' +
	'"shown_by":null,"shown":[],"turned":[],"side":0,"hidden":[[],[],[]],' +
	'"draw_hidden":null}';

test('the module has every function of the symbol map: the telling of 1.0 and the JSON writers of 1.1', () => {
	// js/tools/exports.py makes the module's export list from lib/libuno.map,
	// so the package's ENOTSUP for a missing writer never happens.
	const map = readFileSync(new URL('../../lib/libuno.map', import.meta.url), 'utf8');
	const names = [...map.matchAll(/^\s+(uno_\w+);/gm)].map((m) => m[1]);
	assert.ok(names.length > 100, `${names.length} names`);
	for (const name of names)
		assert.equal(typeof W[name], 'function', name);
	for (const name of ['uno_event_for_seat', 'uno_game_view_json', 'uno_game_legal_json', 'uno_event_json'])
		assert.ok(names.includes(name), name);
});

// ---- the spectator ----

test('SPECTATOR is the headers\' no seat, -1, exported by the ES module and by load()', async () => {
	assert.equal(SPECTATOR, -1);
	assert.equal(SPECTATOR, Constants.SPECTATOR);
	const uno = await require('../src/index.cjs').load();
	assert.equal(uno.SPECTATOR, -1);
});

test('G-10: the spectator\'s view is the public table: no hand, no shown hand, no hidden face of any hand', () => {
	const r = rng(3);
	for (const variant of ['classic', 'teams', 'flip', 'no-mercy']) {
		const g = new Game(variant, { players: 4, seed: 9 });
		for (let i = 0; i < 40 && !g.roundOver; i++)
			playMove(g, r);
		const spec = g.view(SPECTATOR);
		const seat0 = g.view(0);
		assert.equal(spec.seat, SPECTATOR, variant);
		assert.deepEqual([spec.hand, spec.shownBy, spec.shown], [[], null, []], variant);
		for (const k of ['players', 'current', 'phase', 'direction', 'color', 'top', 'drawPile', 'handSizes',
			'scores', 'discard', 'side', 'teams', 'called', 'seatStatus', 'turned'])
			assert.deepEqual(spec[k], seat0[k], `${variant} ${k}`);
		const obs = g.observation(SPECTATOR);
		assert.equal(obs.length, g.observation(0).length, variant);
		const faces = variant === 'flip' || variant === 'no-mercy' ? 92 : 62;
		assert.deepEqual([...obs.slice(0, faces)], new Array(faces).fill(0), `${variant}: no hand`);
		for (let p = 0; p < g.players; p++)
			assert.deepEqual(g.hiddenFaces(SPECTATOR, p), [], `${variant}: seat ${p}'s hidden faces`);
		assert.deepEqual(g.hiddenFaces(SPECTATOR, DRAW_PILE), g.hiddenFaces(1, DRAW_PILE), variant);
		g.dispose();
	}
});

// ---- a scripted game, text for text (tests/test_json.c) ----

test('G-10: views as JSON: each seat its own hand and every seat\'s size; the spectator no hand and seat null', () => {
	const g = threeSeats();
	assert.equal(g.viewJson(0), `{"seat":0,${TABLE_BEFORE}"hand":["R1","R2"],${tableAfter('2,2,2')}`);
	assert.equal(g.viewJson(2), `{"seat":2,${TABLE_BEFORE}"hand":["B1","B2"],${tableAfter('2,2,2')}`);
	assert.equal(g.viewJson(SPECTATOR), `{"seat":null,${TABLE_BEFORE}"hand":[],${tableAfter('2,2,2')}`);
	g.dispose();
});

test('C-6 G-10: legal moves as JSON: the seat to move lists its moves, the others and the spectator none', () => {
	const g = threeSeats();
	assert.equal(g.legalJson(0), '["draw"]');
	assert.equal(g.legalJson(1), '[]');
	assert.equal(g.legalJson(SPECTATOR), '[]');
	g.apply('draw');
	assert.equal(g.legalJson(0), '["Y7","pass"]');
	assert.equal(g.legalJson(2), '[]');
	g.dispose();
});

test('G-3: seat 0 draws: seat 0 is told the card, seats 1 and 2 and the spectator are not', () => {
	const g = threeSeats();
	const rec = recorded(g);
	g.apply('draw');
	const [draw] = rec.of('draw');
	assert.deepEqual(draw, {
		type: 'draw', seat: 0, other: null, color: null, card: 'Y7', reason: 'turn', value: 0, side: 0, hidden: null,
	});
	assert.deepEqual(g.eventForSeat(draw, 0), draw);
	for (const seat of [1, 2, SPECTATOR])
		assert.deepEqual(g.eventForSeat(draw, seat), { ...draw, card: null }, `seat ${seat}`);
	const hidden = '{"type":"draw","seat":0,"other":null,"color":null,"card":null,"reason":"turn","value":0,"side":0}';
	assert.equal(g.eventJson(draw, 0),
		'{"type":"draw","seat":0,"other":null,"color":null,"card":"Y7","reason":"turn","value":0,"side":0}');
	for (const seat of [1, 2, SPECTATOR])
		assert.equal(g.eventJson(draw, seat), hidden, `seat ${seat}`);
	// A told event told again is told the same.
	assert.equal(g.eventJson(g.eventForSeat(draw, 1), 0), hidden);
	assert.ok(g.viewJson(0).includes('"hand":["R1","R2","Y7"]'));
	assert.ok(!g.viewJson(1).includes('Y7'));
	assert.ok(!g.viewJson(SPECTATOR).includes('Y7'));
	assert.deepEqual(g.view(0).hand, ['R1', 'R2', 'Y7']);
	assert.deepEqual(g.view(SPECTATOR).hand, []);
	g.dispose();
});

test('C-5 C-9: a wild\'s color is its letter, its color event carries the wild; a penalty\'s reason is named', () => {
	const g = Game.fromHands('classic', ['W R2', 'G1 G2', 'B1 B2'], 'Y5', { draw: 'Y7 R9 G3 G4' });
	const rec = recorded(g);
	g.apply('W/B');
	const [play] = rec.of('play');
	assert.equal(g.eventJson(play, 1),
		'{"type":"play","seat":0,"other":null,"color":"B","card":"W/B","reason":0,"value":1,"side":0}');
	const [color] = rec.of('color');
	assert.equal(color.card, 'W'); // the wild on the pile, told to every seat (C-5)
	for (const seat of viewers(g))
		assert.deepEqual(g.eventForSeat(color, seat), color);
	assert.ok(g.viewJson(SPECTATOR).includes('"color":"B","dealer"'));
	g.apply('catch 0', 1); // seat 0 holds one card and did not call UNO (C-9)
	const [penalty] = rec.of('penalty');
	assert.equal(g.eventJson(penalty, 2),
		'{"type":"penalty","seat":0,"other":null,"color":null,"card":null,"reason":"uno_penalty","value":2,"side":0}');
	for (const d of rec.of('draw', 0)) {
		assert.equal(d.reason, 'uno_penalty');
		assert.deepEqual(g.eventForSeat(d, 0), d);
		for (const seat of [1, 2, SPECTATOR])
			assert.equal(g.eventForSeat(d, seat).card, null);
	}
	g.dispose();
});

test('TM-7: a hand-off is told to the two teammates alone', () => {
	const g = Game.fromHands('teams', ['R1 RS', 'RD2 G3', 'Y4 Y5', 'R6 G6'], 'R9', { draw: 'Y6 Y7' });
	g.apply('R1!');
	g.apply('RD2!');
	g.apply('R6!');
	const rec = recorded(g);
	g.apply('RS');
	g.apply('give Y4', 2);
	const [give] = rec.of('give');
	assert.equal(give.card, 'Y4');
	for (const seat of [0, 2])
		assert.deepEqual(g.eventForSeat(give, seat), give);
	for (const seat of [1, 3, SPECTATOR]) {
		assert.equal(g.eventForSeat(give, seat).card, null);
		assert.equal(JSON.parse(g.eventJson(give, seat)).card, null);
	}
	g.dispose();
});

// ---- two-sided cards (FL-5) ----

// tests/test_json.c's flip_game(): seat 0 R1:P4 R2:TSE, seat 1 R3:O6 G2:W, seat 2 B1:V7 B2:VD5.
function flipGame() {
	return Game.fromHands('flip', ['R1:P4 R2:TSE', 'R3:O6 G2:W', 'B1:V7 B2:VD5'], 'R5:P5',
		{ draw: 'Y1:T1 Y2:O2 Y3:T3', fill: false });
}

test('FL-5: a drawn card\'s hidden face is told to every other seat, not to its drawer nor the spectator', () => {
	const g = flipGame();
	const v1 = g.viewJson(1);
	assert.ok(v1.includes('"hand":["G2","R3"]'), v1);
	assert.ok(v1.includes('"draw_hidden":"T1"'), v1);
	assert.ok(v1.includes('"hidden":[["P4","TSE"],[],["VD5","V7"]]'), v1);
	assert.ok(g.viewJson(0).includes('"hidden":[[],["O6","W"],["VD5","V7"]]'));
	assert.ok(g.viewJson(SPECTATOR).includes('"hidden":[[],[],[]],'));
	assert.deepEqual(g.hiddenFaces(SPECTATOR, DRAW_PILE), ['T1']);

	const rec = recorded(g);
	g.apply('draw');
	const [draw] = rec.of('draw');
	assert.deepEqual([draw.card, draw.hidden], ['Y1', 'T1']);
	const own = g.eventForSeat(draw, 0);
	assert.deepEqual(own, { ...draw, hidden: null });
	for (const seat of [1, 2]) {
		const other = g.eventForSeat(draw, seat);
		assert.deepEqual(other, { ...draw, card: null }, `seat ${seat}`);
		assert.ok(g.hiddenFaces(seat, 0).includes(other.hidden), `seat ${seat} sees T1 in seat 0's hand`);
	}
	assert.deepEqual(g.eventForSeat(draw, SPECTATOR), { ...draw, card: null, hidden: null });
	assert.equal(g.eventJson(draw, 0),
		'{"type":"draw","seat":0,"other":null,"color":null,"card":"Y1","reason":"turn","value":0,"side":0}');
	assert.equal(g.eventJson(draw, 1),
		'{"type":"draw","seat":0,"other":null,"color":null,"card":null,"reason":"turn","value":0,"side":0,' +
		'"hidden":"T1"}');
	assert.ok(!g.eventJson(draw, SPECTATOR).includes('T1'));
	// Seat 2 now sees the drawn card's face among seat 0's, and the next card's on the pile.
	assert.ok(g.viewJson(2).includes('"hidden":[["T1","P4","TSE"],["O6","W"],[]],"draw_hidden":"O2"}'));
	g.dispose();
});

// ---- random games ----

/** A game of every built-in variant, and Classic with house rules whose events are rare otherwise. */
function randomGames(seed) {
	const r = rng(seed);
	const out = [];
	for (const variant of [...variants(), 'house']) {
		const rules = variant === 'house'
			? new Rules('classic', { stacking: 1, jump_in: 1, seven_o: 1, referee: 1 }) : new Rules(variant);
		const players = [3, 4].filter((n) => rules.allowsPlayers(n));
		const g = new Game(rules, { players: players.length ? r.choice(players) : rules.players.min, seed: r.below(1000) });
		rules.dispose();
		out.push({ variant, game: g, r });
	}
	return out;
}

/** view(s) and JSON.parse(viewJson(s)) say the same, field by field. */
function sameView(g, seat, what) {
	const v = g.view(seat);
	const j = JSON.parse(g.viewJson(seat));
	assert.equal(j.seat, seat === SPECTATOR ? null : seat, what);
	const pairs = [['players', 'players'], ['current', 'current'], ['phase', 'phase'], ['direction', 'direction'],
		['color', 'color'], ['dealer', 'dealer'], ['exposed', 'exposed'], ['top', 'top'], ['drawPile', 'draw_pile'],
		['pendingDraw', 'pending_draw'], ['round', 'round'], ['roundWinner', 'round_winner'],
		['matchWinner', 'match_winner'], ['hand', 'hand'], ['handSizes', 'hand_sizes'], ['seatStatus', 'seat_status'],
		['teams', 'teams'], ['called', 'called'], ['scores', 'scores'], ['discard', 'discard'], ['shownBy', 'shown_by'],
		['shown', 'shown'], ['turned', 'turned'], ['side', 'side']];
	for (const [k, jk] of pairs)
		assert.deepEqual(j[jk], v[k], `${what}: ${k}`);
	assert.deepEqual(j.hidden, Array.from({ length: g.players }, (_, p) => g.hiddenFaces(seat, p)), `${what}: hidden`);
	assert.equal(j.draw_hidden, g.hiddenFaces(seat, DRAW_PILE)[0] ?? null, `${what}: draw_hidden`);
	const legal = seat === SPECTATOR ? [] : g.legalMoves(seat).map(String);
	assert.deepEqual(JSON.parse(g.legalJson(seat)), legal, `${what}: legal moves`);
}

test('G-10 FL-5: random games of every variant: viewJson() agrees with view(), legalJson() with legalMoves()', () => {
	let checked = 0, long = 0;
	for (const { variant, game: g, r } of randomGames(11)) {
		for (let step = 0; step < 120 && !g.roundOver; step++) {
			if (step % 5 === 0) {
				for (const seat of viewers(g)) {
					sameView(g, seat, `${variant} step ${step} seat ${seat}`);
					checked++;
					long += g.viewJson(seat).length > 1024 ? 1 : 0;
				}
			}
			playMove(g, r, { others: true });
		}
		for (const seat of viewers(g))
			sameView(g, seat, `${variant} at the end, seat ${seat}`);
		g.dispose();
	}
	assert.ok(checked > 200, `${checked} views`);
	// Ten seats of ten two-sided cards: views longer than the first buffer
	// the package gives the library, written again whole.
	const big = new Game('flip', { players: 10, seed: 3, options: { hand_size: 10 } });
	const r = rng(12);
	for (let step = 0; step < 60 && !big.roundOver; step++) {
		for (const seat of viewers(big)) {
			sameView(big, seat, `flip of 10 seats, step ${step}, seat ${seat}`);
			long += big.viewJson(seat).length > 1024 ? 1 : 0;
		}
		playMove(big, r, { others: true });
	}
	big.dispose();
	assert.ok(long > 50, `${long} views longer than 1024 bytes`);
});

test('G-3 FL-5 TM-7: random games of every variant: every seat and the spectator are told each event', () => {
	const seen = new Map();
	for (const { variant, game: g, r } of randomGames(5)) {
		const sided = g.rules.sides === 2;
		const live = [];
		g.setHooks({
			event(game, e) {
				// Told from inside the hook, as a server does.
				live.push([e, viewers(game).map((s) => game.eventForSeat(e, s)), viewers(game).map((s) => game.eventJson(e, s))]);
			},
		});
		for (let step = 0; step < 200 && !g.roundOver; step++)
			playMove(g, r, { others: true });
		assert.ok(live.length > 20, `${variant}: ${live.length} events`);
		for (const [e, told, texts] of live) {
			seen.set(e.type, (seen.get(e.type) ?? 0) + 1);
			if (!sided)
				assert.equal(e.hidden, null, `${variant}: ${e.type}`);
			// Told later, from the record, as in the hook.
			assert.deepEqual(viewers(g).map((s) => g.eventForSeat(e, s)), told, `${variant}: ${e.type}`);
			viewers(g).forEach((seat, i) => {
				const t = told[i];
				const what = `${variant}: ${e.type} told to seat ${seat}`;
				assert.deepEqual(Object.keys(t), Object.keys(e), what);
				assert.deepEqual({ ...t, card: e.card, hidden: e.hidden }, e, `${what}: only cards are left out`);
				assert.ok(t.card === e.card || t.card === null, what);
				assert.ok(t.hidden === e.hidden || t.hidden === null, what);
				if (seat === SPECTATOR)
					assert.equal(t.hidden, null, what);
				if (e.type === 'draw') {
					assert.equal(t.card, e.value === 1 || seat === e.seat ? e.card : null, what);
					if (sided && seat !== e.seat && seat !== SPECTATOR)
						assert.equal(t.hidden, e.hidden, what);
				}
				// The JSON says what the told event says: its card null exactly when eventForSeat()'s is.
				const j = JSON.parse(texts[i]);
				assert.equal(texts[i], g.eventJson(e, seat), what);
				assert.equal(j.card === null, t.card === null, what);
				assert.deepEqual([j.type, j.seat, j.other, j.color, j.card, j.value, j.side],
					[t.type, t.seat, t.other, t.color, t.card, t.value, t.side], what);
				assert.equal(j.hidden ?? null, t.hidden, what);
				assert.equal('hidden' in j, t.hidden !== null, what);
				if (typeof j.reason === 'string' || typeof t.reason === 'number')
					assert.equal(j.reason, t.reason, what);
			});
		}
		g.dispose();
	}
	for (const type of ['play', 'draw', 'color', 'give', 'swap', 'flip'])
		assert.ok(seen.get(type) > 0, `no ${type} event was told`);
});

// ---- bad arguments ----

test('G-10: bad arguments to eventForSeat(), eventJson(), viewJson() and legalJson() throw and change nothing', () => {
	const g = new Game('flip', { players: 3, seed: 2 });
	const rec = recorded(g);
	g.apply(g.legalMoves()[0]);
	const e = rec.events.at(-1);
	const before = g.save();
	const tell = [(ev, s) => g.eventForSeat(ev, s), (ev, s) => g.eventJson(ev, s)];
	for (const call of tell) {
		for (const bad of ['draw', null, undefined, 7, []])
			assert.ok(thrown(() => call(bad, 0)) instanceof TypeError, `event ${String(bad)}`);
		for (const seat of [3, -2, 100, 2 ** 31])
			assert.ok(thrown(() => call(e, seat)) instanceof RangeError, `seat ${seat}`);
		for (const seat of ['0', 1.5, null, undefined, 0n])
			assert.ok(thrown(() => call(e, seat)) instanceof TypeError, `seat ${String(seat)}`);
		// What the library refuses: a type it has not, a seat this game has not.
		for (const ev of [{ type: 99, seat: 0 }, { type: 'draw', seat: 7 }, { type: 'give', seat: 0, other: 5 }]) {
			const err = thrown(() => call(ev, 0));
			assert.ok(err instanceof UnoError, JSON.stringify(ev));
			assert.equal(err.status, 'EINVAL', JSON.stringify(ev));
		}
		// What no uno_event holds.
		for (const ev of [{ type: 'fly' }, { type: 'draw', seat: 11 }, { type: 'draw', value: 2 ** 40 },
			{ type: 'draw', side: 2 }, { type: 300 }])
			assert.ok(thrown(() => call(ev, 0)) instanceof RangeError, JSON.stringify(ev));
		assert.ok(thrown(() => call({ type: 'draw', seat: 0, card: 'X9' }, 0)) instanceof ParseError);
		assert.ok(thrown(() => call({ type: 'draw', seat: 0, hidden: 'Q' }, 0)) instanceof ParseError);
		assert.ok(thrown(() => call({ type: 'draw', seat: 0, value: 1.5 }, 0)) instanceof TypeError);
	}
	for (const call of [(s) => g.viewJson(s), (s) => g.legalJson(s)]) {
		for (const seat of [3, -2, 100])
			assert.ok(thrown(() => call(seat)) instanceof RangeError, `seat ${seat}`);
		for (const seat of ['0', 1.5, null, undefined])
			assert.ok(thrown(() => call(seat)) instanceof TypeError, `seat ${String(seat)}`);
	}
	sameBytes(g.save(), before);
	assert.equal(JSON.parse(g.eventJson(e, 0)).type, e.type); // and the game still answers
	g.dispose();

	// The spectator of a disposed game is told nothing either.
	for (const call of [() => g.view(SPECTATOR), () => g.observation(SPECTATOR), () => g.hiddenFaces(SPECTATOR, 0),
		() => g.eventForSeat(e, SPECTATOR), () => g.eventJson(e, SPECTATOR), () => g.viewJson(SPECTATOR),
		() => g.legalJson(SPECTATOR)])
		assert.ok(thrown(call) instanceof DisposedError, String(call));

	// A one-sided deck has no hidden faces.
	const c = threeSeats();
	assert.ok(thrown(() => c.eventForSeat({ type: 'draw', seat: 0, card: 'Y7', hidden: 'R1' }, 1)) instanceof RangeError);
	assert.deepEqual(c.eventForSeat({ type: 'draw', seat: 0, card: 'Y7' }, 1),
		{ type: 'draw', seat: 0, other: null, color: null, card: null, reason: 'turn', value: 0, side: 0, hidden: null });
	c.dispose();
});
