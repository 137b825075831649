// Events (game.h's uno_event): the one place that reads a uno_event into
// the plain object the event hook gives (hooks.js) and writes such an
// object back into a uno_event (the words of text.js, the telling and the
// JSON of view.js and json.js). Both ways use one layout, so that an
// event read and written again is the event the library made.
// SPDX-License-Identifier: MIT

import { heap, view, at } from './wasm.js';
import { Constants, DrawReason, EventType, Reason } from '../dist/constants.js';
import {
	DRAW_REASON_NAMES, EVENT_NAMES, REASON_NAMES, checkInt, checkString, describe, int8, seatOrNull,
} from './util.js';
import { NO_COLOR } from './cards.js';
import { colorValue } from './notation.js';

const MAX_PLAYERS = Constants.MAX_PLAYERS;

/** The layout of a uno_event, as js/glue.c reports it. */
export const EV = Object.fromEntries(['size', 'type', 'seat', 'other', 'color', 'card', 'reason', 'side', 'value',
	'hidden'].map((k) => [k, at('uno_event.' + k)]));

// The events whose `card` is meaningful: every event lib/services/tell.c
// tells a card of (doc/information.md's table: a color named for the
// wild on the pile, the Reverse turned first, a card stacked, too). Any
// other carries UNO_NO_CARD.
const EVENT_HAS_CARD = new Set([
	EventType.DEALER_DRAW, EventType.FIRST_CARD, EventType.FIRST_CARD_RETURNED, EventType.PLAY,
	EventType.DRAW, EventType.COLOR, EventType.DIRECTION, EventType.CHALLENGE, EventType.GIVE,
	EventType.TURN_OVER, EventType.CAST, EventType.JUMP_IN, EventType.STACK, EventType.MISPLAY,
	EventType.MISPLAY_CAUGHT, EventType.HOOK_REFUSED, EventType.SHED, EventType.FLIP,
]);

/**
 * The uno_event at p as the event hook gives it: type and reason by name,
 * card and color in the notation of the side in play when it happened
 * (nt is any side's notation of the game's variant), null for none. With
 * two-sided cards `hidden` is the card's face on the other side, in that
 * side's letters, or null; a one-sided deck's is always null.
 */
export function readEvent(p, nt) {
	const h = heap();
	const type = h[p + EV.type];
	const side = h[p + EV.side];
	const snt = nt.onSide(side);
	const ev = {
		type: EVENT_NAMES.get(type) ?? type,
		seat: seatOrNull(int8(h[p + EV.seat])),
		other: seatOrNull(int8(h[p + EV.other])),
		color: snt.colorLetter(h[p + EV.color]),
		// An event without a card (a refused cast or swap answer) carries
		// {0, NO_COLOR}, which is no card: null, not '?0/4'.
		card: EVENT_HAS_CARD.has(type) ? snt.cardOrNull(h[p + EV.card], h[p + EV.card + 1]) : null,
		reason: h[p + EV.reason],
		value: view().getInt32(p + EV.value, true),
		side,
		// A one-sided deck's hidden bytes are zero, which reads as a card (R0).
		hidden: snt.sides === 2 ? nt.onSide(1 - side).cardOrNull(h[p + EV.hidden], h[p + EV.hidden + 1]) : null,
	};
	if (type === EventType.DRAW || type === EventType.PENALTY)
		ev.reason = DRAW_REASON_NAMES.get(ev.reason) ?? ev.reason;
	else if (type === EventType.MISPLAY || type === EventType.HOOK_REFUSED)
		ev.reason = REASON_NAMES.get(ev.reason) ?? ev.reason;
	else if (type === EventType.ROUND_END)
		ev.reason = ev.reason === 1 ? 'blocked' : null;
	return ev;
}

/* The number of an event's field given by name or number; null is `none`. */
function fieldValue(v, names, none, what) {
	if (v === null || v === undefined)
		return none;
	if (typeof v === 'number')
		return checkInt(v, what, 0, 255);
	checkString(v, what);
	const n = names[v.toUpperCase()];
	if (n === undefined)
		throw new RangeError(`unknown ${what} ${JSON.stringify(v)}`);
	return n;
}

function seatField(v, what) {
	if (v === null || v === undefined)
		return -1;
	return checkInt(v, what, -1, MAX_PLAYERS - 1);
}

/*
 * Writes an event as the event hook gives it (readEvent()) as a uno_event
 * at p; fields left out are the library's "none" (no seat, no card, no
 * color, 0). A null card is the no-card value, which the words read as "a
 * card" and the JSON as null: what a host puts where a seat may not see
 * the card. Wrong types throw a TypeError, values a uno_event cannot hold
 * a RangeError; whether the event is one of a game's is the library's to
 * say.
 */
export function writeEvent(p, ev, nt) {
	if (ev === null || typeof ev !== 'object')
		throw new TypeError(`an event is an object as the event hook gives it, not ${describe(ev)}`);
	const type = fieldValue(ev.type, EventType, -1, 'event type');
	if (type < 0)
		throw new TypeError('an event needs its type');
	const side = ev.side === undefined ? 0 : checkInt(ev.side, 'side', 0, 1);
	const snt = nt.onSide(side);
	let reason = 0;
	if (type === EventType.DRAW || type === EventType.PENALTY)
		reason = fieldValue(ev.reason, DrawReason, 0, 'draw reason');
	else if (type === EventType.MISPLAY || type === EventType.HOOK_REFUSED)
		reason = fieldValue(ev.reason, Reason, 0, 'reason');
	else if (type === EventType.ROUND_END)
		reason = ev.reason === 'blocked' || ev.reason === 1 ? 1 : 0;
	else if (typeof ev.reason === 'number')
		reason = checkInt(ev.reason, 'reason', 0, 255);
	const color = ev.color === null || ev.color === undefined ? NO_COLOR : colorValue(ev.color, 'color', nt);
	let kind = 0, cardColor = NO_COLOR;
	if (ev.card !== null && ev.card !== undefined)
		[kind, cardColor] = snt.parseCard(ev.card, 'event card');
	// Two-sided cards: no hidden face is the no-card value; a one-sided
	// deck has none, and its bytes stay zero.
	let hidden = [0, 0];
	if (snt.sides === 2)
		hidden = ev.hidden === null || ev.hidden === undefined ? [0, NO_COLOR]
			: nt.onSide(1 - side).parseCard(ev.hidden, 'event hidden face');
	else if (ev.hidden !== null && ev.hidden !== undefined)
		throw new RangeError(`a one-sided deck has no hidden faces, not ${describe(ev.hidden)}`);
	const value = ev.value === undefined ? 0 : checkInt(ev.value, 'value');
	const h = heap();
	h.fill(0, p, p + EV.size);
	h[p + EV.type] = type;
	h[p + EV.seat] = seatField(ev.seat, 'seat') & 0xff;
	h[p + EV.other] = seatField(ev.other, 'other') & 0xff;
	h[p + EV.color] = color;
	h[p + EV.card] = kind;
	h[p + EV.card + 1] = cardColor;
	h[p + EV.reason] = reason;
	h[p + EV.side] = side;
	view().setInt32(p + EV.value, value, true);
	h[p + EV.hidden] = hidden[0];
	h[p + EV.hidden + 1] = hidden[1];
}

/** An event in a few words for an error message (its fields may be anything). */
export function eventSummary(ev) {
	const field = (k) => {
		const v = ev[k];
		return typeof v === 'number' || v === null || v === undefined ? String(v) : describe(v);
	};
	return `{ type: ${field('type')}, seat: ${field('seat')}, other: ${field('other')}, card: ${field('card')} }`;
}
