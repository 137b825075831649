// Moves (move.h): the immutable Move values of the API, read from and
// written to a uno_move, made from notation or plain objects, and the
// shared Move of each move index (view.h) that decisions list.
// SPDX-License-Identifier: MIT

import { W, heap, frame, cString } from './wasm.js';
import { Constants, MoveType } from '../dist/constants.js';
import { MOVE_NAMES, MOVE_TYPES, checkInt, checkString, describe } from './util.js';
import { errorOf } from './errors.js';
import { NO_COLOR, isWild } from './cards.js';
import { BUILTIN, MOVE, colorValue, writeMove } from './notation.js';

const MAX_PLAYERS = Constants.MAX_PLAYERS;
// Indexes of Classic's layout, which the library's own notation (Move)
// has; a variant that deals kinds 20-31 has up to INDEX_MAX (its
// moveIndexCount, uno_rules_move_index_count()).
export const INDEX_COUNT = Constants.MOVE_INDEX_COUNT;
const INDEX_MAX = Constants.MOVE_INDEX_MAX;

/**
 * A move: its fields, and its notation with toString() ('R7', 'W4/B!',
 * 'draw', 'catch 2'). Moves are immutable values; compare them with
 * equals() or by notation.
 */
export class Move {
	/** @internal */
	constructor(raw, nt = BUILTIN) {
		this._raw = raw; // [type, flags, kind, cardColor, color, target, count, reason]
		this._nt = nt; // how its card is written: its variant's notation
		this._text = null;
		this._index = undefined;
		Object.freeze(this._raw);
	}

	/** 'play', 'draw', 'pass', 'uno', 'catch', 'challenge', 'accept', 'color', 'give', 'cast', 'swap', 'penalty', 'misplay'. */
	get type() { return MOVE_NAMES.get(this._raw[0]) ?? null; }
	/** The card played or given ('R7', 'W4'), else null. */
	get card() {
		const t = this._raw[0];
		return t === MoveType.PLAY || t === MoveType.GIVE ? this._nt.card(this._raw[2], this._raw[3]) : null;
	}
	/** The color named ('R', 'Y', 'G', 'B'; on the dark side of two-sided cards 'P', 'T', 'O', 'V')
	 * by a wild's play or a color move, else null. */
	get color() { return this._nt.colorLetter(this._raw[4]); }
	/** The seat a catch, cast, swap, penalty or misplay is about, else null. */
	get target() { return this._raw[5] >= 0 ? this._raw[5] : null; }
	/** Whether the play also calls UNO ('R7!'). */
	get uno() { return (this._raw[1] & Constants.MOVE_F_UNO) !== 0; }
	/** Whether a cast deals the turned cards round the table ('cast deal'). */
	get deal() { return (this._raw[1] & Constants.MOVE_F_DEAL) !== 0; }
	/** A penalty's card count, else 0. */
	get count() { return this._raw[6]; }
	/** A penalty's reason (a PenaltyReason value), else 0. */
	get reason() { return this._raw[7]; }

	/** The move's notation (its variant's, for a move a game or Rules made). */
	toString() {
		if (this._text === null)
			this._text = this._nt.formatMove(this);
		return this._text;
	}

	toJSON() { return this.toString(); }

	/** The move's index (below its variant's moveIndexCount: Constants.MOVE_INDEX_COUNT, or
	 * Constants.MOVE_INDEX_MAX for a variant of kinds 20-31), or -1 when it has none. */
	get index() {
		if (this._index === undefined)
			this._index = frame((alloc) => {
				const p = alloc(MOVE.size);
				writeMove(p, this._raw);
				// A wild its variant lists without a color has its first color's index.
				if (this._raw[4] === NO_COLOR && this._nt.listedColorless(this._raw[0], this._raw[2]))
					heap()[p + MOVE.color] = 0;
				const i = W.uno_move_index(p);
				return i < 0 ? -1 : i;
			});
		return this._index;
	}

	/** Whether two moves are the same move. */
	equals(other) {
		const o = toMove(other);
		return this._raw.every((v, i) => v === o._raw[i]);
	}

	/**
	 * Parses move notation ('R7', 'W4/B!', 'draw', 'catch 2') in the
	 * library's notation; throws ParseError. Rules.parseMove() reads a
	 * variant's own kinds too.
	 */
	static parse(text) {
		return parseMove(BUILTIN, text);
	}

	/** The move of a move index (Constants.INDEX_*); throws RangeError. */
	static fromIndex(index) {
		checkInt(index, 'index', 0, INDEX_COUNT - 1);
		return MOVES_BY_INDEX[index];
	}
}

/** The Move of the uno_move at p, its card written in nt. */
export function readMove(p, nt = BUILTIN) {
	const h = heap();
	const target = h[p + MOVE.target];
	return new Move([
		h[p + MOVE.type], h[p + MOVE.flags], h[p + MOVE.card], h[p + MOVE.card + 1],
		h[p + MOVE.color], target > 127 ? target - 256 : target, h[p + MOVE.count], h[p + MOVE.reason],
	], nt);
}

/** Parses move notation into a Move of notation nt; throws ParseError. */
export function parseMove(nt, text) {
	checkString(text, 'move');
	return frame((alloc) => {
		const s = cString(alloc, text);
		const out = alloc(MOVE.size);
		const n = heap().indexOf(0, s) - s;
		const rc = nt._r ? W.uno_rules_move_parse(nt._r, s, n, out) : W.uno_move_parse(s, n, out);
		if (rc < 0)
			throw errorOf(rc, `${JSON.stringify(text)} is not move notation`);
		return readMove(out, nt);
	});
}

/** One Move per index in notation nt, made once: the moves a decision lists are these. */
export function movesByIndex(nt) {
	if (nt._moves === null)
		nt._moves = frame((alloc) => {
			const p = alloc(MOVE.size);
			const out = [];
			for (let i = 0; i < INDEX_MAX; i++) {
				const rc = W.uno_move_from_index(i, p);
				if (rc >= 0 && nt.listedColorless(heap()[p + MOVE.type], heap()[p + MOVE.card]) &&
					heap()[p + MOVE.color] === 0)
					heap()[p + MOVE.color] = NO_COLOR; // as the library lists it
				const m = rc < 0 ? null : readMove(p, nt);
				if (m)
					m._index = i;
				out.push(m);
			}
			return Object.freeze(out);
		});
	return nt._moves;
}

const MOVES_BY_INDEX = movesByIndex(BUILTIN);

/** The shared Move equal to m when it has an index, else m. */
export function internMove(m) {
	const i = m.index;
	const shared = i >= 0 ? movesByIndex(m._nt)[i] : null;
	return shared && shared.equals(m) ? shared : m;
}

/** A Move from a Move, its notation, or a plain object ({type: 'play', card: 'R7'}), text read in nt. */
export function toMove(m, nt = BUILTIN) {
	if (m instanceof Move)
		return m;
	if (typeof m === 'string')
		return parseMove(nt, m);
	if (m !== null && typeof m === 'object' && !Array.isArray(m))
		return moveOfObject(m, nt);
	throw new TypeError(`a move is a Move, its notation or an object, not ${describe(m)}`);
}

function moveOfObject(o, nt) {
	if (typeof o.type !== 'string')
		throw new TypeError(`a move object has a type ('play', 'draw', ...), not ${describe(o.type)}`);
	const type = MOVE_TYPES.get(o.type.toLowerCase());
	if (type === undefined)
		throw new RangeError(`unknown move type ${describe(o.type)}`);
	// A move without a card carries a zeroed one, as the library's parser
	// and its move lists leave it (a colorless R0 would be malformed).
	let kind = 0, cardColor = 0, color = NO_COLOR, target = -1, flags = 0;
	if (o.card !== undefined && o.card !== null)
		[kind, cardColor] = nt.parseCard(o.card, 'card');
	else if (type === MoveType.PLAY || type === MoveType.GIVE)
		throw new TypeError(`a ${String(o.type).toLowerCase()} move names its card`);
	if (o.color !== undefined && o.color !== null)
		color = colorValue(o.color, 'color', nt);
	// A wild in notation with its color ('W4/B') names that color: the
	// card itself stays colorless, as Move.parse('W4/B') makes it.
	if (isWild(kind) && cardColor !== NO_COLOR) {
		if (type !== MoveType.PLAY)
			throw new RangeError(`a wild to ${String(o.type)} has no color: ${describe(o.card)}`);
		if (color !== NO_COLOR && color !== cardColor)
			throw new RangeError(`${describe(o.card)} and color ${describe(o.color)} name two colors`);
		color = cardColor;
		cardColor = NO_COLOR;
	}
	if (o.target !== undefined && o.target !== null)
		target = checkInt(o.target, 'target', -1, MAX_PLAYERS - 1);
	if (o.uno)
		flags |= Constants.MOVE_F_UNO;
	if (o.deal)
		flags |= Constants.MOVE_F_DEAL;
	const count = o.count === undefined ? 0 : checkInt(o.count, 'count', 0, 255);
	const reason = o.reason === undefined ? 0 : checkInt(o.reason, 'reason', 0, 255);
	return new Move([type, flags, kind, cardColor, color, target, count, reason], nt);
}

/*
 * Moves in index order put in the canonical order (uno_move_compare():
 * type, card kind, card color, named color, target, flags): the same
 * order in the public layout, where a sort is not needed (`extended`
 * false); the plays and gifts of kinds 20-31 have indexes after all the
 * others (view.h) and go back among their kind of move.
 */
export function canonical(moves, extended) {
	return extended ? moves.sort(compareMoves) : moves;
}

function compareMoves(a, b) {
	const x = a._raw, y = b._raw;
	return x[0] - y[0] || x[2] - y[2] || x[3] - y[3] || x[4] - y[4] ||
		((x[5] + 1) & 0xff) - ((y[5] + 1) & 0xff) || x[1] - y[1] || x[6] - y[6] || x[7] - y[7];
}
