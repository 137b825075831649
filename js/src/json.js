// What a seat is told, as JSON (json.h): a seat's or the spectator's view,
// legal moves and told events as the library writes them, the text a
// networked host sends each connection (the fields and their order:
// doc/protocol.md, "The view" and "Events"). The Game methods (game.js)
// check their arguments and call these with the game's handle.
// SPDX-License-Identifier: MIT

import { W, frame, readString } from './wasm.js';
import { Status } from '../dist/constants.js';
import { UnoError, errorOf } from './errors.js';
import { EV, eventSummary, writeEvent } from './event.js';

// Most texts fit: a view of four seats is about 600 bytes; a longer one
// (a long discard pile, the hidden faces of UNO Flip) is written again.
const FIRST_CAP = 1024;

/*
 * The text of one of json.h's writers, called as fn(buf, cap) by
 * call(fn, buf, cap). Like snprintf() it returns the length the whole
 * text needs: when that is cap or more, the text was cut, and it is
 * written again into a buffer of that length.
 */
function jsonText(name, call, what) {
	const fn = W[name];
	if (typeof fn !== 'function')
		throw new UnoError(Status.ENOTSUP, `this libuno module has no ${name}() (libuno 1.1 has)`);
	return frame((alloc) => {
		let cap = FIRST_CAP;
		for (;;) {
			const buf = alloc(cap);
			const n = call(fn, buf, cap);
			if (n < 0)
				throw errorOf(n, what && what());
			if (n < cap)
				return readString(buf, n);
			cap = n + 1;
		}
	});
}

/** Seat `seat`'s view (or SPECTATOR's) as JSON text (uno_game_view_json()). */
export function viewJsonOf(gamePtr, seat) {
	return jsonText('uno_game_view_json', (fn, buf, cap) => fn(gamePtr, seat, buf, cap));
}

/** Seat `seat`'s legal moves as a JSON array of move texts (uno_game_legal_json()); [] for SPECTATOR. */
export function legalJsonOf(gamePtr, seat) {
	return jsonText('uno_game_legal_json', (fn, buf, cap) => fn(gamePtr, seat, buf, cap));
}

/** An event, as the event hook gives it, as `seat` (or SPECTATOR) is told it, as JSON text
 * (uno_event_json()); an UnoError (EINVAL) for an event that is not one of this game's. */
export function eventJsonOf(gamePtr, seat, ev, nt) {
	return frame((alloc) => {
		const p = alloc(EV.size);
		writeEvent(p, ev, nt);
		return jsonText('uno_event_json', (fn, buf, cap) => fn(gamePtr, seat, p, buf, cap),
			() => `not an event of this game: ${eventSummary(ev)}`);
	});
}
