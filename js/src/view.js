// What a seat sees and the fast path (view.h): the pending decision as a
// mask over move indexes (uno_game_decision()), a seat's view, its
// observation vector and legal mask, what the history tells it of
// another hand (uno_game_belief()), and an event as it is told to a seat
// or a spectator (uno_event_for_seat()). The Game methods (game.js) check
// their arguments and call these with the game's handle.
// SPDX-License-Identifier: MIT

import { W, heap, view, frame, at } from './wasm.js';
import { Constants } from '../dist/constants.js';
import { PHASE_NAMES, SEAT_NAMES, int8, seatOrNull } from './util.js';
import { errorOf } from './errors.js';
import { BUILTIN } from './notation.js';
import { INDEX_COUNT, canonical, movesByIndex } from './moves.js';
import { EV, eventSummary, readEvent, writeEvent } from './event.js';

const DEC = {
	size: at('uno_decision.size'),
	seat: at('uno_decision.seat'),
	phase: at('uno_decision.phase'),
	count: at('uno_decision.count'),
	faces: at('uno_decision.faces'),
	mask: at('uno_decision.mask'),
};
const DEC_WORDS = Constants.DECISION_WORDS;
const FACE_WORDS = Constants.FACE_WORDS;

const VIEW = Object.fromEntries(['size', 'seat', 'players', 'current', 'phase', 'direction', 'color',
	'dealer', 'exposed', 'top', 'draw_pile', 'pending_draw', 'round', 'round_winner', 'match_winner',
	'shown_by', 'side', 'hand_count', 'hand_size', 'seat_status', 'team', 'called', 'score', 'hand',
	'discard_count', 'shown_count', 'turned_count', 'discard', 'shown', 'turned']
	.map((k) => [k, at('uno_view.' + k)]));

const BELIEF = Object.fromEntries(['size', 'hand_size', 'least', 'most']
	.map((k) => [k, at('uno_belief.' + k)]));
// Faces a belief counts (UNO_FACE_WORDS * 64).
const FACES = (BELIEF.most - BELIEF.least) / 2;

// A scratch uno_decision that lives as long as the module: decision() is
// the hot call of a fast host and never re-enters itself.
const decisionBuf = W.malloc(DEC.size);

/** A decision: whose it is, its kind, and the legal move indexes as a mask. */
export class Decision {
	/** @internal */
	constructor(seat, phase, count, faces, mask, nt = BUILTIN) {
		/** The seat to decide, or null when no round is in progress. */
		this.seat = seat;
		/** The phase name ('play', 'color', ...). */
		this.phase = phase;
		/** How many moves the seat may make. */
		this.count = count;
		/** The legal move indexes, bit i % 32 of word i / 32 (Uint32Array). */
		this.mask = mask;
		// The faces as 32-bit words (Uint32Array): a BigInt is made only when asked for.
		this._faces = faces;
		this._nt = nt;
	}
	/** The faces the seat may play, bit per face (a BigInt). */
	get faces() {
		let out = 0n;
		for (let w = this._faces.length - 1; w >= 0; w--)
			out = out << 32n | BigInt(this._faces[w]);
		return out;
	}
	/** Whether the move of this index is legal for the seat. */
	isLegal(index) {
		return index >= 0 && index < this.mask.length * 32 && ((this.mask[index >>> 5] >>> (index & 31)) & 1) === 1;
	}
	/** The legal move indexes, ascending (the canonical order of legalMoves() in the
	 * public layout; a play of kinds 20-31 has an index above the others). */
	indexes() {
		const out = [];
		for (let w = 0; w < this.mask.length; w++) {
			let bits = this.mask[w];
			while (bits) {
				const low = bits & -bits;
				out.push(w * 32 + 31 - Math.clz32(low));
				bits ^= low;
			}
		}
		return out;
	}
	/** The legal moves (shared Move values), in the canonical order of legalMoves(). */
	moves() {
		const moves = movesByIndex(this._nt);
		const idx = this.indexes();
		return canonical(idx.map((i) => moves[i]), idx.length > 0 && idx[idx.length - 1] >= INDEX_COUNT);
	}
}

/** Asks the game's pending decision into the scratch decision: the seat
 * to decide, or -1 when no round is in progress. */
export function askDecision(gamePtr) {
	view().setUint32(decisionBuf, DEC.size, true);
	W.uno_game_decision(gamePtr, decisionBuf);
	return int8(heap()[decisionBuf + DEC.seat]);
}

/** The moves of the mask askDecision() read, without a Decision. */
export function maskMoves(nt) {
	const moves = movesByIndex(nt);
	const v = view();
	const p = decisionBuf + DEC.mask;
	const out = [];
	let extended = false;
	for (let w = 0; w < DEC_WORDS * 2; w++) {
		let bits = v.getUint32(p + w * 4, true);
		while (bits) {
			const low = bits & -bits;
			const i = w * 32 + 31 - Math.clz32(low);
			extended ||= i >= INDEX_COUNT;
			out.push(moves[i]);
			bits ^= low;
		}
	}
	return canonical(out, extended);
}

/** The Decision askDecision() read, its moves in notation nt. */
export function readDecision(nt) {
	const h = heap();
	const p = decisionBuf;
	const seat = int8(h[p + DEC.seat]);
	const mask = new Uint32Array(DEC_WORDS * 2);
	const v = view();
	for (let i = 0; i < DEC_WORDS * 2; i++)
		mask[i] = v.getUint32(p + DEC.mask + i * 4, true);
	const faces = new Uint32Array(FACE_WORDS * 2);
	for (let i = 0; i < FACE_WORDS * 2; i++)
		faces[i] = v.getUint32(p + DEC.faces + i * 4, true);
	return new Decision(seatOrNull(seat), PHASE_NAMES.get(int8(h[p + DEC.phase])),
		v.getInt16(p + DEC.count, true), faces, mask, nt);
}

/** Seat `seat`'s view (uno_game_view()) as plain data, its cards in nt. */
export function seatView(gamePtr, seat, nt) {
	return frame((alloc) => {
		const p = alloc(VIEW.size);
		view().setUint32(p, VIEW.size, true); // uno_view.size, its first field
		const rc = W.uno_game_view(gamePtr, seat, p);
		if (rc < 0)
			throw errorOf(rc);
		return readView(p, nt);
	});
}

function readView(p, nt) {
	const h = heap();
	const v = view();
	const side = h[p + VIEW.side];
	nt = nt.onSide(side);
	const n = int8(h[p + VIEW.players]);
	const arr = (off, fn) => Array.from({ length: n }, (_, i) => fn(off + i));
	return {
		seat: int8(h[p + VIEW.seat]),
		players: n,
		current: seatOrNull(int8(h[p + VIEW.current])),
		phase: PHASE_NAMES.get(int8(h[p + VIEW.phase])),
		direction: int8(h[p + VIEW.direction]),
		color: nt.colorLetter(int8(h[p + VIEW.color])),
		dealer: int8(h[p + VIEW.dealer]),
		exposed: seatOrNull(int8(h[p + VIEW.exposed])),
		top: nt.card(h[p + VIEW.top], h[p + VIEW.top + 1]),
		drawPile: v.getInt16(p + VIEW.draw_pile, true),
		pendingDraw: v.getInt16(p + VIEW.pending_draw, true),
		round: v.getInt32(p + VIEW.round, true),
		roundWinner: seatOrNull(int8(h[p + VIEW.round_winner])),
		matchWinner: seatOrNull(int8(h[p + VIEW.match_winner])),
		shownBy: seatOrNull(int8(h[p + VIEW.shown_by])),
		hand: nt.cards(p + VIEW.hand, v.getUint16(p + VIEW.hand_count, true)),
		handSizes: arr(0, (i) => v.getUint16(p + VIEW.hand_size + 2 * i, true)),
		seatStatus: arr(p + VIEW.seat_status, (q) => SEAT_NAMES.get(h[q])),
		teams: arr(p + VIEW.team, (q) => h[q]),
		called: arr(p + VIEW.called, (q) => h[q] === 1),
		scores: arr(0, (i) => v.getInt32(p + VIEW.score + 4 * i, true)),
		discard: nt.cards(p + VIEW.discard, v.getUint16(p + VIEW.discard_count, true)),
		shown: nt.cards(p + VIEW.shown, v.getUint16(p + VIEW.shown_count, true)),
		turned: nt.cards(p + VIEW.turned, v.getUint16(p + VIEW.turned_count, true)),
		side,
	};
}

/** Seat `seat`'s observation vector (uno_game_observation()) as an Int32Array. */
export function seatObservation(gamePtr, seat) {
	const n = W.uno_observation_size(W.uno_game_rules(gamePtr));
	return frame((alloc) => {
		const buf = alloc(n * 4);
		const rc = W.uno_game_observation(gamePtr, seat, buf, n);
		if (rc < 0)
			throw errorOf(rc);
		return new Int32Array(heap().slice(buf, buf + n * 4).buffer);
	});
}

/** Seat `seat`'s legal moves as a byte per move index, `n` of them (uno_game_legal_mask()). */
export function seatMask(gamePtr, seat, n) {
	return frame((alloc) => {
		const buf = alloc(n);
		const rc = W.uno_game_legal_mask(gamePtr, seat, buf, n);
		if (rc < 0)
			throw errorOf(rc);
		return heap().slice(buf, buf + n);
	});
}

/** What `seat` can tell of `target`'s hand (uno_game_belief()). */
export function seatBelief(gamePtr, seat, target) {
	return frame((alloc) => {
		const p = alloc(BELIEF.size);
		view().setUint32(p, BELIEF.size, true); // uno_belief.size, its first field
		const rc = W.uno_game_belief(gamePtr, seat, target, p);
		if (rc < 0)
			throw errorOf(rc);
		const words = (off) => new Uint16Array(heap().slice(p + off, p + off + 2 * FACES).buffer);
		return { seat, target, handSize: view().getUint16(p + BELIEF.hand_size, true),
			least: words(BELIEF.least), most: words(BELIEF.most) };
	});
}

/**
 * An event of the game, as the event hook gives it, as `seat` (or
 * SPECTATOR) is told it (uno_event_for_seat()): the same event, its card
 * and hidden face null where that viewer may not see them. An event the
 * library does not take as one of this game's is an UnoError (EINVAL).
 */
export function tellEvent(gamePtr, seat, ev, nt) {
	return frame((alloc) => {
		const p = alloc(EV.size);
		writeEvent(p, ev, nt);
		const rc = W.uno_event_for_seat(gamePtr, seat, p, p); // the told event may be the event itself
		if (rc < 0)
			throw errorOf(rc, `not an event of this game: ${eventSummary(ev)}`);
		return readEvent(p, nt);
	});
}
