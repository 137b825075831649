// Names and words (text.h): the stable name of every code the library
// has (event types, phases, draw reasons, seat statuses, refusal
// reasons), the English name of a color on either side of the cards and
// of a card in a variant, and one English sentence per event. A front end
// takes its words from here rather than keeping a vocabulary of its own.
//
// Rules and Game give the calls that need a rule table (rules.js
// cardName(), colorName(), eventText(); game.js the same on a game's
// table); the functions here take the table's pointer and notation.
// SPDX-License-Identifier: MIT

import { W, heap, view, frame, cString, readString } from './wasm.js';
import { Constants, Status } from '../dist/constants.js';
import { checkInt, checkString, describe } from './util.js';
import { UnoError, errorOf } from './errors.js';
import { CARD_SIZE } from './cards.js';
import { colorValue } from './notation.js';
import { EV, writeEvent } from './event.js';

const MAX_PLAYERS = Constants.MAX_PLAYERS;

/* A code's name, or null for a number that is no such code (the C
 * functions' NULL). */
function nameOf(fn, v, what) {
	checkInt(v, what);
	const p = fn(v);
	return p ? readString(p) : null;
}

/** The stable name of an event type ('play', 'knocked_out'), or null (uno_event_type_name()). */
export function eventTypeName(type) {
	return nameOf(W.uno_event_type_name, type, 'type');
}
/** The stable name of a phase ('play', 'round_over'), or null (uno_phase_name()). */
export function phaseName(phase) {
	return nameOf(W.uno_phase_name, phase, 'phase');
}
/** The stable name of a draw reason ('turn', 'uno_penalty'), or null (uno_draw_reason_name()). */
export function drawReasonName(reason) {
	return nameOf(W.uno_draw_reason_name, reason, 'reason');
}
/** The stable name of a seat status ('in', 'knocked_out'), or null (uno_seat_status_name()). */
export function seatStatusName(status) {
	return nameOf(W.uno_seat_status_name, status, 'status');
}
/** The stable name of a refusal reason ('no_match'), or null (uno_reason_name()). */
export function reasonName(reason) {
	return nameOf(W.uno_reason_name, reason, 'reason');
}

/** The name of every value 0..n-1 of an enum that `fn` names, by number. */
export function namesBy(fn, n) {
	const m = new Map();
	for (let v = 0; v < n; v++) {
		const p = fn(v);
		if (p)
			m.set(v, readString(p));
	}
	return m;
}

/**
 * A color's English name on one side of the cards (uno_color_name_side()):
 * 'red', 'yellow', 'green', 'blue' on side 0; 'pink', 'teal', 'orange',
 * 'purple' on side 1 (UNO Flip's dark side, the same numbers 0-3). The
 * color is 0-3 or a light letter or name ('R', 'red'); Rules.colorName()
 * reads a two-sided table's dark letters too.
 */
export function colorName(color, side = 0) {
	const c = colorValue(color);
	checkInt(side, 'side', 0, 1);
	return readString(W.uno_color_name_side(c, side));
}

/* Text made by a snprintf-like call: fn(buf, cap) is asked for the length
 * first, then given room for it. */
function snText(alloc, fn) {
	const n = fn(0, 0);
	if (n < 0)
		return n;
	const buf = alloc(n + 1);
	fn(buf, n + 1);
	return readString(buf, n);
}

/** A card's English name in a table (uno_rules_card_name()), `nt` the table's notation. */
export function cardNameOf(rulesPtr, nt, card, side) {
	checkInt(side, 'side');
	if (side < 0 || side >= nt.sides)
		throw new RangeError(`the cards have ${nt.sides === 2 ? 'sides 0 and 1' : 'one side, 0'}, not a side ${side}`);
	const [kind, color] = nt.onSide(side).parseCard(card);
	return frame((alloc) => {
		const p = alloc(CARD_SIZE);
		heap()[p] = kind;
		heap()[p + 1] = color;
		const text = snText(alloc, (buf, cap) => W.unojs_rules_card_name(rulesPtr, p, side, buf, cap));
		if (typeof text === 'number')
			throw errorOf(text, `no name for ${describe(card)}`);
		return text;
	});
}

/**
 * An event in one English sentence (uno_event_text()) for a table
 * (`rulesPtr`, its notation `nt`): `viewer` the seat it is told to ("you"),
 * or -1; `names` host names of the seats, by seat (null or '' for the
 * library's "seat N").
 */
export function eventTextOf(rulesPtr, nt, ev, { viewer = -1, names = null } = {}) {
	viewer = viewer === null ? -1 : checkInt(viewer, 'viewer', -1, MAX_PLAYERS - 1);
	if (names !== null && !Array.isArray(names))
		throw new TypeError(`names is an array of seat names (or null), not ${describe(names)}`);
	return frame((alloc) => {
		const p = alloc(EV.size);
		writeEvent(p, ev, nt);
		let list = 0;
		const count = names ? Math.min(names.length, MAX_PLAYERS) : 0;
		if (count) {
			list = alloc(4 * count);
			for (let s = 0; s < count; s++) {
				const n = names[s];
				if (n !== null && n !== undefined && typeof n !== 'string')
					throw new TypeError(`names[${s}] must be a string or null, not ${describe(n)}`);
				view().setUint32(list + 4 * s, n ? cString(alloc, checkString(n, `names[${s}]`)) : 0, true);
			}
		}
		const text = snText(alloc, (buf, cap) => W.uno_event_text(rulesPtr, p, viewer, list, count, buf, cap));
		if (typeof text === 'number')
			throw new UnoError(Status.EINVAL, `not an event of this table: ${JSON.stringify(ev)}`);
		return text;
	});
}
