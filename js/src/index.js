// libuno for JavaScript: the rules engine compiled to WebAssembly, behind an
// idiomatic API written for it (README.md in this folder; index.d.ts has
// the types). Every entry point checks its arguments before anything
// reaches the module's memory: bad input throws a TypeError, a RangeError
// or an UnoError carrying the library's status and reason.
// SPDX-License-Identifier: MIT

import { W, heap, view, frame, cString, readString, at, onHook, i32, u32 } from './wasm.js';
import {
	BotKind, BotLevel, Color, Constants, DrawReason, EventType, Kind, MoveType, Option,
	PenaltyReason, Phase, PlayoutPolicy, Reason, SeatStatus, Status,
} from '../dist/constants.js';

export {
	BotKind, BotLevel, Color, Constants, DrawReason, EventType, Kind, MoveType, Option,
	PenaltyReason, Phase, PlayoutPolicy, Reason, SeatStatus, Status,
};

// ---- names ----

function namesOf(e) {
	const m = new Map();
	for (const [k, v] of Object.entries(e))
		if (!m.has(v))
			m.set(v, k.toLowerCase());
	return m;
}

const STATUS_NAMES = new Map(Object.entries(Status).map(([k, v]) => [v, k]));
const REASON_NAMES = namesOf(Reason);
const PHASE_NAMES = namesOf(Phase);
const MOVE_NAMES = namesOf(MoveType);
const EVENT_NAMES = namesOf(EventType);
const DRAW_REASON_NAMES = namesOf(DrawReason);
const SEAT_NAMES = namesOf(SeatStatus);
const MOVE_TYPES = new Map([...MOVE_NAMES].map(([v, k]) => [k, v]));

const MAX_PLAYERS = Constants.MAX_PLAYERS;
const MAX_DECK = Constants.MAX_DECK;
const MAX_MOVES = Constants.MAX_MOVES;
// Indexes of Classic's layout, which the library's own notation (Move)
// has; a variant that deals kinds 20-31 has up to INDEX_MAX (its
// moveIndexCount, uno_rules_move_index_count()).
const INDEX_COUNT = Constants.MOVE_INDEX_COUNT;
const INDEX_MAX = Constants.MOVE_INDEX_MAX;
const NO_COLOR = Color.NO_COLOR;
/** The draw pile, as the target of Game.hiddenFaces() (UNO_DRAW_PILE). */
export const DRAW_PILE = Constants.DRAW_PILE;
const PENDING = -1; // what a hook returns to leave its decision pending
const UINT64_MAX = (1n << 64n) - 1n;

/** The library's version, "MAJOR.MINOR.PATCH". */
export function version() {
	return readString(W.uno_version_string());
}

/** The message of a status code (`uno_strerror()`). */
export function strerror(code) {
	return readString(W.uno_strerror(checkInt(code, 'code')));
}

/** The message of a reason: its name ('no_match') or number. */
export function reasonMessage(reason) {
	const v = typeof reason === 'string' ? enumValue(Reason, reason, 'reason') : checkInt(reason, 'reason');
	return readString(W.uno_reason_message(v));
}

// ---- errors ----

/**
 * A call the library refused: `status` is the status's name ('EILLEGAL'),
 * `code` its number, `reason` the rule's name ('no_match') when a move was
 * refused, else null.
 */
export class UnoError extends Error {
	constructor(code, message, { reason = null, move = null, seat = null } = {}) {
		super(message || strerror(code));
		this.name = 'UnoError';
		this.code = code;
		this.status = STATUS_NAMES.get(code) ?? String(code);
		this.reason = reason === null ? null : (REASON_NAMES.get(reason) ?? String(reason));
		this.reasonCode = reason;
		this.move = move;
		this.seat = seat;
	}
}

/** A move the rules refuse (EILLEGAL). */
export class IllegalMoveError extends UnoError {
	constructor(...a) { super(...a); this.name = 'IllegalMoveError'; }
}
/** A move that is not this seat's to make now (ETURN). */
export class NotYourTurnError extends UnoError {
	constructor(...a) { super(...a); this.name = 'NotYourTurnError'; }
}
/** Text that is not card or move notation, or a bad log (EPARSE). */
export class ParseError extends UnoError {
	constructor(...a) { super(...a); this.name = 'ParseError'; }
}
/** A variant definition the library refuses (EPARSE from Rules.define()):
 * `line` and `column` (from 1; line 0 for the definition as a whole) and
 * what is wrong, `detail`. */
export class DefinitionError extends ParseError {
	constructor(line, column, detail) {
		super(Status.EPARSE, `variant definition: ${line ? `line ${line}, column ${column}: ` : ''}${detail}`);
		this.name = 'DefinitionError';
		this.line = line;
		this.column = column;
		this.detail = detail;
	}
}
/** Bytes that are not a valid saved game (EFORMAT). */
export class SaveFormatError extends UnoError {
	constructor(...a) { super(...a); this.name = 'SaveFormatError'; }
}
/** A call the game's state does not allow now (ESTATE). */
export class InvalidStateError extends UnoError {
	constructor(...a) { super(...a); this.name = 'InvalidStateError'; }
}
/** A changing call made from inside one of the game's hooks (EBUSY). */
export class BusyError extends UnoError {
	constructor(...a) { super(...a); this.name = 'BusyError'; }
}
/** A use of a disposed Game or Bot. */
export class DisposedError extends Error {
	constructor(what) { super(`this ${what} was disposed`); this.name = 'DisposedError'; }
}

const ERROR_CLASSES = new Map([
	[Status.EILLEGAL, IllegalMoveError],
	[Status.ETURN, NotYourTurnError],
	[Status.EPARSE, ParseError],
	[Status.EFORMAT, SaveFormatError],
	[Status.ESTATE, InvalidStateError],
	[Status.EBUSY, BusyError],
]);

function errorOf(code, message, extra) {
	const Cls = ERROR_CLASSES.get(code) ?? UnoError;
	return new Cls(code, message, extra);
}

// ---- argument checks ----

function checkInt(v, what, min = -2147483648, max = 2147483647) {
	if (typeof v !== 'number' || !Number.isInteger(v))
		throw new TypeError(`${what} must be an integer, not ${describe(v)}`);
	if (v < min || v > max)
		throw new RangeError(`${what} must be ${min} to ${max}, not ${v}`);
	return v;
}

function checkSeed(v, what = 'seed') {
	if (typeof v === 'bigint') {
		if (v < 0n || v > UINT64_MAX)
			throw new RangeError(`${what} must be 0 to 2**64-1`);
		return v;
	}
	if (typeof v !== 'number' || !Number.isSafeInteger(v))
		throw new TypeError(`${what} must be a safe integer or a BigInt, not ${describe(v)}`);
	if (v < 0)
		throw new RangeError(`${what} must be 0 to 2**64-1, not ${v}`);
	return BigInt(v);
}

function checkString(v, what) {
	if (typeof v !== 'string')
		throw new TypeError(`${what} must be a string, not ${describe(v)}`);
	if (v.includes('\0'))
		throw new TypeError(`${what} must not contain NUL`);
	return v;
}

function describe(v) {
	if (v === null)
		return 'null';
	if (typeof v === 'string')
		return JSON.stringify(v.length > 40 ? v.slice(0, 40) + '...' : v);
	if (typeof v === 'object')
		return v.constructor ? v.constructor.name : 'an object';
	return `${typeof v} ${String(v)}`;
}

function enumValue(e, name, what) {
	if (typeof name === 'number')
		return checkInt(name, what);
	if (typeof name !== 'string')
		throw new TypeError(`${what} must be a name or a number, not ${describe(name)}`);
	const v = e[name.toUpperCase()];
	if (v === undefined)
		throw new RangeError(`unknown ${what} ${JSON.stringify(name)}`);
	return v;
}

// ---- cards ----

const CARD_SIZE = at('uno_card.size');
const COLOR_LETTERS = [0, 1, 2, 3].map((c) => readString(W.uno_color_notation(c)));

/* The kind numbers a card may have, as the library answers them: the
 * public kinds (Kind, 0-19) and those a definition may declare (20-31,
 * card.h), colored or wild as uno_kind_is_wild() says (14-19 and 26-31). */
const KINDS = frame((alloc) => {
	const card = alloc(CARD_SIZE);
	let n = 0;
	for (; n < 256; n++) {
		heap()[card] = n;
		heap()[card + 1] = W.uno_kind_is_wild(n) ? NO_COLOR : 0;
		if (W.unojs_card_valid(card) !== 0)
			break;
	}
	return n;
});
const WILD_KINDS = Array.from({ length: KINDS }, (_, k) => W.uno_kind_is_wild(k) === 1);

/** Whether a kind number is a wild's (no color in hand). */
function isWild(kind) {
	return WILD_KINDS[kind] === true;
}

/* The face of a card (view.h, uno_decision): kind * 4 + color for the
 * colored kinds 0-13, 56 + kind - 14 for the wilds 14-19, then those a
 * definition adds: 62 + (kind - 20) * 4 + color for 20-25, 86 + kind - 26
 * for 26-31. */
const XKIND = Kind.KIND_COUNT; // the first kind beyond the public ones
const XWILD = WILD_KINDS.indexOf(true, XKIND); // the first such wild
const XFACE = 4 * Kind.WILD + (XKIND - Kind.WILD); // 62, the first such face
function faceOfCard(kind, color, text) {
	if (!isWild(kind) && color === NO_COLOR)
		throw new RangeError(`a colored card needs its color: ${JSON.stringify(text)}`);
	if (kind < Kind.WILD)
		return kind * 4 + color;
	if (kind < XKIND)
		return 4 * Kind.WILD + kind - Kind.WILD;
	if (kind < XWILD)
		return XFACE + (kind - XKIND) * 4 + color;
	return XFACE + (XWILD - XKIND) * 4 + kind - XWILD;
}

const COLOR_NAMES = ['RED', 'YELLOW', 'GREEN', 'BLUE'];
// The dark side's colors of two-sided cards (UNO Flip) on the same numbers 0-3.
const DARK_COLOR_NAMES = ['PINK', 'TEAL', 'ORANGE', 'PURPLE'];

/**
 * A color from 'R', 'red', 0-3; with a notation of two-sided cards (nt)
 * also from the dark side's letters and names ('P', 'teal'), which name
 * the same colors 0-3.
 */
function colorValue(c, what = 'color', nt = BUILTIN) {
	if (typeof c === 'number') {
		checkInt(c, what, 0, 3);
		return c;
	}
	if (typeof c !== 'string')
		throw new TypeError(`${what} must be 'R', 'Y', 'G', 'B' (or a name, or 0-3), not ${describe(c)}`);
	const t = c.trim().toUpperCase();
	const i = COLOR_LETTERS.indexOf(t);
	if (i >= 0)
		return i;
	const j = COLOR_NAMES.indexOf(t);
	if (j >= 0)
		return j;
	if (nt.sides === 2) {
		const k = Math.max(nt.light.dark._colors.indexOf(t), DARK_COLOR_NAMES.indexOf(t));
		if (k >= 0)
			return k;
	}
	throw new RangeError(`unknown color ${JSON.stringify(c)}`);
}

/** Card notation in its canonical form ('r7' -> 'R7'); throws ParseError. */
export function normalizeCard(text) {
	const [k, c] = BUILTIN.parseCard(text);
	return BUILTIN.card(k, c);
}

/**
 * The face number of a card in notation, as decision().faces and belief()
 * number them: kind * 4 + color, a wild 56 + kind - Kind.WILD (the
 * library's notation; Rules.faceOf() reads a variant's own kinds too).
 */
export function faceOf(text) {
	const [k, c] = BUILTIN.parseCard(text);
	return faceOfCard(k, c, text);
}

// ---- moves ----

const MOVE = {
	size: at('uno_move.size'),
	type: at('uno_move.type'),
	flags: at('uno_move.flags'),
	card: at('uno_move.card'),
	color: at('uno_move.color'),
	target: at('uno_move.target'),
	count: at('uno_move.count'),
	reason: at('uno_move.reason'),
};

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
				writeMove(p, this);
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
		return BUILTIN.parseMove(text);
	}

	/** The move of a move index (Constants.INDEX_*); throws RangeError. */
	static fromIndex(index) {
		checkInt(index, 'index', 0, INDEX_COUNT - 1);
		return MOVES_BY_INDEX[index];
	}
}

function readMove(p, nt = BUILTIN) {
	const h = heap();
	const target = h[p + MOVE.target];
	return new Move([
		h[p + MOVE.type], h[p + MOVE.flags], h[p + MOVE.card], h[p + MOVE.card + 1],
		h[p + MOVE.color], target > 127 ? target - 256 : target, h[p + MOVE.count], h[p + MOVE.reason],
	], nt);
}

function writeMove(p, m) {
	const h = heap();
	const r = m._raw;
	h[p + MOVE.type] = r[0];
	h[p + MOVE.flags] = r[1];
	h[p + MOVE.card] = r[2];
	h[p + MOVE.card + 1] = r[3];
	h[p + MOVE.color] = r[4];
	h[p + MOVE.target] = r[5] & 0xff;
	h[p + MOVE.count] = r[6];
	h[p + MOVE.reason] = r[7];
}

/** A Move from a Move, its notation, or a plain object ({type: 'play', card: 'R7'}), text read in nt. */
function toMove(m, nt = BUILTIN) {
	if (m instanceof Move)
		return m;
	if (typeof m === 'string')
		return nt.parseMove(m);
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

// ---- notation ----

/*
 * How a variant writes its cards and moves (doc/notation.md). Every
 * built-in variant but the edition no-mercy writes them the library's way
 * (BUILTIN); a variant with kinds of its own (Rules.define(), "[kind
 * SYMBOL]" with `new`, and no-mercy) has its own symbols for those kind
 * numbers (0-31), and so a Notation of its own. A notation depends on
 * nothing but its kinds' symbols and the wilds it lists without a color
 * (its shared Moves): one Notation per such set, kept for the life of the
 * module with a private copy of a rule table that has them (the library
 * parses and formats by it).
 */
class Notation {
	constructor(rulesPtr, named = [], side = 0, light = null) {
		this._r = rulesPtr; // 0: the library's own notation
		// Wild kinds played without a color, the next player naming it
		// ('reveal-until-color', No Mercy's Wild Color Roulette): listed once,
		// colorless, at the move index of their first color.
		this._named = new Set(named);
		this._text = [];
		this._moves = null;
		// Two-sided cards (UNO Flip): a notation per side, the same table
		// and parser (which reads both sides' letters), each side writing
		// its own letters (the dark side's P, T, O, V).
		this.sides = rulesPtr ? W.uno_rules_sides(rulesPtr) : 1;
		this.side = side;
		this.light = light ?? this; // the side-0 notation
		this.dark = null; // the side-1 notation, of a two-sided deck
		frame((alloc) => {
			const card = alloc(CARD_SIZE);
			const buf = alloc(16);
			for (let kind = 0; kind < KINDS; kind++) {
				for (let color = 0; color <= NO_COLOR; color++) {
					heap()[card] = kind;
					heap()[card + 1] = color;
					const ok = W.unojs_card_valid(card) === 0 &&
						(!rulesPtr ? W.unojs_card_format(card, buf, 16)
							: side ? W.unojs_rules_card_format_side(rulesPtr, card, side, buf, 16)
								: W.unojs_rules_card_format(rulesPtr, card, buf, 16)) >= 0;
					this._text[kind * 8 + color] = ok ? readString(buf) : null;
				}
			}
			// The side's color letters: those of a 'color' move written on it.
			this._colors = COLOR_LETTERS;
			if (side) {
				const m = alloc(MOVE.size);
				this._colors = [0, 1, 2, 3].map((c) => {
					writeMove(m, new Move([MoveType.COLOR, 0, 0, 0, c, -1, 0, 0]));
					const n = W.uno_rules_move_format_side(rulesPtr, m, side, buf, 16);
					return n < 0 ? COLOR_LETTERS[c] : readString(buf).split(' ').pop();
				});
			}
		});
	}

	/** The notation of the side `side` (0 or 1) of this notation's cards: itself
	 * for a one-sided deck. */
	onSide(side) {
		return side === 1 && this.light.dark ? this.light.dark : this.light;
	}

	/** A color's letter on this side ('R', or 'P' on the dark side), or null for none. */
	colorLetter(c) {
		return c >= 0 && c < 4 ? this._colors[c] : null;
	}

	/** A card's text, or null for no card. */
	cardOrNull(kind, color) {
		return this._text[kind * 8 + color] ?? null;
	}

	card(kind, color) {
		return this._text[kind * 8 + color] ?? `?${kind}/${color}`;
	}

	/** Parses card notation into [kind, color]; throws ParseError. */
	parseCard(text, what = 'card') {
		checkString(text, what);
		return frame((alloc) => {
			const s = cString(alloc, text);
			const out = alloc(CARD_SIZE);
			const n = heap().indexOf(0, s) - s;
			const rc = this._r ? W.uno_rules_card_parse(this._r, s, n, out) : W.uno_card_parse(s, n, out);
			if (rc < 0)
				throw errorOf(rc, `${what}: ${JSON.stringify(text)} is not card notation`);
			return [heap()[out], heap()[out + 1]];
		});
	}

	cards(p, n) {
		const h = heap();
		const out = new Array(n);
		for (let i = 0; i < n; i++)
			out[i] = this.card(h[p + i * CARD_SIZE], h[p + i * CARD_SIZE + 1]);
		return out;
	}

	/** Cards as an array of notation or one string of them, as [kind, color] pairs. */
	cardList(cards, what) {
		if (typeof cards === 'string')
			cards = cards.split(/[\s,]+/).filter(Boolean);
		if (!Array.isArray(cards))
			throw new TypeError(`${what} must be an array of cards or a string of them`);
		return cards.map((c) => this.parseCard(c, what));
	}

	/**
	 * Two-sided cards as [light, dark] pairs of [kind, color] faces: one
	 * string of LIGHT:DARK tokens ('R5:P3 W:T7'), or an array of such
	 * tokens and [light, dark] pairs of notation; either side's letters.
	 */
	pairList(cards, what) {
		if (typeof cards === 'string')
			cards = cards.split(/[\s,]+/).filter(Boolean);
		if (!Array.isArray(cards))
			throw new TypeError(`${what} must be an array of LIGHT:DARK cards or a string of them`);
		return cards.map((item) => {
			let faces = item;
			if (typeof item === 'string') {
				faces = item.split(':');
				if (faces.length !== 2 || !faces[0].trim() || !faces[1].trim())
					throw new ParseError(Status.EPARSE,
						`${what}: a card of two-sided cards is LIGHT:DARK, its two faces ('R5:P3'), not ${JSON.stringify(item)}`);
			} else if (!Array.isArray(item) || item.length !== 2) {
				throw new TypeError(`${what}: a card of two-sided cards is 'LIGHT:DARK' or a [light, dark] pair, not ${describe(item)}`);
			}
			return [this.parseCard(faces[0].trim?.() ?? faces[0], `${what} card's light face`),
				this.parseCard(faces[1].trim?.() ?? faces[1], `${what} card's dark face`)];
		});
	}

	/** Parses move notation into a Move of this notation; throws ParseError. */
	parseMove(text) {
		checkString(text, 'move');
		return frame((alloc) => {
			const s = cString(alloc, text);
			const out = alloc(MOVE.size);
			const n = heap().indexOf(0, s) - s;
			const rc = this._r ? W.uno_rules_move_parse(this._r, s, n, out) : W.uno_move_parse(s, n, out);
			if (rc < 0)
				throw errorOf(rc, `${JSON.stringify(text)} is not move notation`);
			return readMove(out, this);
		});
	}

	formatMove(move) {
		return frame((alloc) => {
			const p = alloc(MOVE.size);
			writeMove(p, move);
			const buf = alloc(64);
			const rc = !this._r ? W.uno_move_format(p, buf, 64)
				: this.side ? W.uno_rules_move_format_side(this._r, p, this.side, buf, 64)
					: W.uno_rules_move_format(this._r, p, buf, 64);
			return rc < 0 ? `<invalid move: ${rc}>` : readString(buf);
		});
	}

	/** One Move per index, made once: the moves a decision lists are these. */
	get byIndex() {
		if (this._moves === null)
			this._moves = frame((alloc) => {
				const p = alloc(MOVE.size);
				const out = [];
				for (let i = 0; i < INDEX_MAX; i++) {
					const rc = W.uno_move_from_index(i, p);
					if (rc >= 0 && this.listedColorless(heap()[p + MOVE.type], heap()[p + MOVE.card]) &&
						heap()[p + MOVE.color] === 0)
						heap()[p + MOVE.color] = NO_COLOR; // as the library lists it
					const m = rc < 0 ? null : readMove(p, this);
					if (m)
						m._index = i;
					out.push(m);
				}
				return Object.freeze(out);
			});
		return this._moves;
	}

	/** Whether a play of this kind is listed without a color (`named`). */
	listedColorless(type, kind) {
		return type === MoveType.PLAY && this._named.has(kind);
	}

	/** The shared Move equal to m when it has an index, else m. */
	intern(m) {
		const i = m.index;
		const shared = i >= 0 ? this.byIndex[i] : null;
		return shared && shared.equals(m) ? shared : m;
	}
}

const BUILTIN = new Notation(0);
const MOVES_BY_INDEX = BUILTIN.byIndex;
const notations = new Map(); // kinds' symbols and wilds listed without a color -> Notation
let BUILTIN_KEY = null;

/** The symbols of a rule table's kinds, every kind number 0-31 (none for
 * a number it leaves free beyond the public kinds): the key of its notation. */
function symbolsOf(rulesPtr) {
	let key = '';
	for (let k = 0; k < KINDS; k++)
		key += readString(W.uno_rules_kind_symbol(rulesPtr, k)) + ' ';
	return key;
}

/** The wild kinds of a rule table that its plays list without a color:
 * those whose effect is 'reveal-until-color' (doc/variant-format.md). */
function namedWildsOf(rulesPtr) {
	return frame((alloc) => {
		const buf = alloc(256);
		const out = [];
		for (let k = 0; k < KINDS; k++) {
			if (!isWild(k))
				continue;
			const n = W.uno_rules_kind_effects(rulesPtr, k, buf, 256);
			if (n >= 0 && readString(buf, n).split(', ').includes('reveal-until-color'))
				out.push(k);
		}
		return out;
	});
}

/** The notation of a rule table (a uno_rules pointer): of its light side
 * for two-sided cards (its `dark` is the other side's). */
function notationOf(rulesPtr) {
	const named = namedWildsOf(rulesPtr);
	const sides = W.uno_rules_sides(rulesPtr);
	const key = symbolsOf(rulesPtr) + '|' + named.join(' ') + '|' + sides;
	BUILTIN_KEY ??= symbolsOf(builtin('classic')) + '||1';
	if (key === BUILTIN_KEY)
		return BUILTIN;
	let nt = notations.get(key);
	if (!nt) {
		const own = frame((alloc) => {
			const out = alloc(4);
			const rc = W.uno_rules_copy(out, rulesPtr, 0, 0);
			if (rc < 0)
				throw errorOf(rc);
			return u32(out);
		});
		nt = new Notation(own, named);
		if (sides === 2)
			nt.dark = new Notation(own, named, 1, nt);
		notations.set(key, nt);
	}
	return nt;
}

// ---- rules ----

/** The names of the built-in variants ('classic', 'express', ...). */
export function variants() {
	const out = [];
	const n = W.uno_rules_builtin_count();
	for (let i = 0; i < n; i++)
		out.push(readString(W.uno_rules_name(W.uno_rules_builtin_at(i))));
	return out;
}

/** The names of every rule option ('uno_penalty', 'stacking', ...). */
export function optionNames() {
	const out = [];
	const n = W.uno_option_count();
	for (let i = 0; i < n; i++)
		out.push(readString(W.uno_option_name(i)));
	return out;
}

function optionId(name) {
	checkString(name, 'option');
	return frame((alloc) => {
		const out = alloc(4);
		const rc = W.uno_option_lookup(cString(alloc, name), out);
		if (rc < 0)
			throw errorOf(rc, `unknown option ${JSON.stringify(name)} (one of ${optionNames().join(', ')})`);
		return i32(out);
	});
}

function builtin(name) {
	checkString(name, 'variant');
	return frame((alloc) => {
		const out = alloc(4);
		const rc = W.uno_rules_builtin(out, cString(alloc, name));
		if (rc < 0)
			throw errorOf(rc, `no variant is called ${JSON.stringify(name)} (one of ${variants().join(', ')})`);
		return u32(out);
	});
}

const rulesRegistry = new FinalizationRegistry((p) => W.uno_rules_free(p));

// The built-in tables as Rules, made once: a game of a variant without
// options is created from the library's own table, with no copy.
const builtinTables = new Map();

function builtinRules(name) {
	let r = builtinTables.get(name);
	if (!r) {
		r = Object.create(Rules.prototype);
		r._p = builtin(name);
		r._notation = notationOf(r._p); // BUILTIN, but for an edition of kinds of its own (no-mercy)
		r.dispose = () => {}; // the library's, not the caller's to free
		Object.freeze(r);
		builtinTables.set(name, r);
	}
	return r;
}

/**
 * A variant's rule table with option values: `new Rules('classic',
 * {uno_penalty: 4})`. Reading its facts needs no game.
 */
export class Rules {
	constructor(variant = 'classic', options = {}) {
		if (options !== null && options !== undefined && (typeof options !== 'object' || Array.isArray(options)))
			throw new TypeError('options must be an object of option names to integers');
		const src = variant instanceof Rules ? variant._ptr() : builtin(variant);
		this._p = frame((alloc) => {
			const out = alloc(4);
			const rc = W.uno_rules_copy(out, src, 0, 0);
			if (rc < 0)
				throw errorOf(rc);
			return u32(out);
		});
		this._notation = variant instanceof Rules ? variant._notation : notationOf(src);
		rulesRegistry.register(this, this._p, this);
		try {
			for (const [k, v] of Object.entries(options ?? {}))
				this.set(k, v);
		} catch (e) {
			this.dispose(); // not left to the collector: it does not see WebAssembly memory
			throw e;
		}
	}

	/**
	 * A variant of one's own from its definition (doc/variant-format.md):
	 * Rules that play like a built-in variant's, its options at the
	 * definition's defaults. Games made from it carry the variant in their
	 * saves and logs. Throws DefinitionError with the line, column and
	 * reason of the first mistake.
	 */
	static define(text) {
		checkString(text, 'definition');
		const p = withText(text, (buf, length) =>
			frame((alloc) => {
				const out = alloc(4);
				const err = alloc(DEF_ERR.size);
				view().setUint32(err, DEF_ERR.size, true); // its size, the first field
				const rc = W.uno_rules_define(out, buf, length, err, 0, 0);
				if (rc === Status.EPARSE)
					throw new DefinitionError(i32(err + DEF_ERR.line), i32(err + DEF_ERR.column),
						readString(err + DEF_ERR.message, 120));
				if (rc < 0)
					throw errorOf(rc, 'defining a variant');
				return u32(out);
			}));
		const r = Object.create(Rules.prototype);
		r._p = p;
		r._notation = null;
		rulesRegistry.register(r, r._p, r);
		return r;
	}

	/** The variant as a definition (doc/variant-format.md): text that
	 * Rules.define() reads back to the same variant, for a built-in one
	 * too. Its options are the variant's defaults. */
	definition() {
		const n = W.uno_rules_definition(this._ptr(), 0, 0);
		if (n < 0)
			throw errorOf(n);
		return withMalloc(n + 1, (buf) => {
			W.uno_rules_definition(this._ptr(), buf, n + 1);
			return readString(buf, n);
		});
	}

	/** @internal */
	_ptr() {
		if (!this._p)
			throw new DisposedError('Rules');
		return this._p;
	}

	/** @internal the variant's notation. */
	_nt() {
		return (this._notation ??= notationOf(this._ptr()));
	}

	/** A kind's name in this variant ('skip', or a kind of its own's name); kinds 0-31,
	 * and a RangeError for a number beyond the public kinds that the variant leaves free. */
	kindName(kind) {
		return this._kindText(W.uno_rules_kind_name, kind);
	}
	/** A kind's symbol in this variant's notation ('S', 'W4', or a kind of its own's), as kindName(). */
	kindSymbol(kind) {
		return this._kindText(W.uno_rules_kind_symbol, kind);
	}
	/** @internal */
	_kindText(fn, kind) {
		const k = checkInt(kind, 'kind', 0, KINDS - 1);
		const p = fn(this._ptr(), k);
		if (!p)
			throw new RangeError(`${this.variant} has no kind ${k}`);
		return readString(p);
	}
	/** What a kind does in this table, in the words of the definition format
	 * ('skip, draw 2', 'none'); throws RangeError for a kind the deck has no cards of. */
	kindEffects(kind) {
		const k = checkInt(kind, 'kind', 0, KINDS - 1);
		return withMalloc(256, (buf) => {
			const n = W.uno_rules_kind_effects(this._ptr(), k, buf, 256);
			if (n < 0)
				throw new RangeError(`no cards of kind ${k} in ${this.variant}`);
			return readString(buf, n);
		});
	}
	/** @internal the notation of one side of the variant's cards (0, or 1 for two-sided cards). */
	_ntSide(side) {
		checkInt(side, 'side');
		const nt = this._nt();
		if (side === 0)
			return nt;
		if (side !== 1 || !nt.dark)
			throw new RangeError(`${this.variant} has ${nt.dark ? 'sides 0 and 1' : 'one side, 0'}, not a side ${side}`);
		return nt.dark;
	}
	/** A card in this variant's canonical notation ('yd3' -> 'YD3'); throws ParseError. With
	 * side 1, a face of the dark side of two-sided cards in its letters ('B7' -> 'V7'). */
	normalizeCard(text, side = 0) {
		const nt = this._ntSide(side);
		const [k, c] = nt.parseCard(text);
		return nt.card(k, c);
	}
	/** The face number of a card in this variant's notation (faceOf(), its own kinds too: 'RDA'). */
	faceOf(text) {
		const [k, c] = this._nt().parseCard(text);
		return faceOfCard(k, c, text);
	}
	/** Parses move notation in this variant's notation (its own kinds too); throws ParseError.
	 * The Move is written on side `side` of two-sided cards (1: the dark side's letters). */
	parseMove(text, side = 0) {
		return this._ntSide(side).parseMove(text);
	}
	/** The move of a move index, written in this variant's notation (on side `side` of
	 * two-sided cards); throws RangeError. */
	moveFromIndex(index, side = 0) {
		const nt = this._ntSide(side);
		checkInt(index, 'index', 0, this.moveIndexCount - 1);
		return nt.byIndex[index];
	}
	/** The number of move indexes of this variant: Constants.MOVE_INDEX_COUNT, or
	 * Constants.MOVE_INDEX_MAX for a variant that deals kinds 20-31 (no-mercy). */
	get moveIndexCount() { return W.uno_rules_move_index_count(this._ptr()); }

	/** The variant's name. */
	get variant() { return readString(W.uno_rules_name(this._ptr())); }
	/** A paragraph on the variant and its sources. */
	get summary() { return readString(W.uno_rules_summary(this._ptr())); }
	/** The seat counts allowed: {min, max}. */
	get players() {
		return frame((alloc) => {
			const a = alloc(8);
			W.uno_rules_players(this._ptr(), a, a + 4);
			return { min: i32(a), max: i32(a + 4) };
		});
	}
	/** Whether a game may have this many seats. */
	allowsPlayers(n) { return W.uno_rules_allows_players(this._ptr(), checkInt(n, 'players')) === 1; }
	/** Seats per team (1 when everyone plays alone). */
	get teamSize() { return W.uno_rules_team_size(this._ptr()); }
	/** How many faces the variant's cards have: 1, or 2 for two-sided cards ('flip'), each
	 * with a light face and a dark face, all showing one side at a time (Game.side). */
	get sides() { return W.uno_rules_sides(this._ptr()); }
	/**
	 * The variant's cards by their faces on one side, in face order, in
	 * that side's letters: side 0 is deck() (the light side, or the only
	 * one), side 1 the dark faces of two-sided cards ('PD5', 'WDC'). One
	 * entry per card on either side; which dark face is behind which light
	 * one a match draws when it starts. RangeError for a side the deck lacks.
	 */
	deckSide(side) {
		const nt = this._ntSide(side);
		return frame((alloc) => {
			const buf = alloc(MAX_DECK * CARD_SIZE);
			const n = W.uno_rules_deck_side(this._ptr(), side, buf, MAX_DECK);
			if (n < 0)
				throw errorOf(n);
			return nt.cards(buf, Math.min(n, MAX_DECK));
		});
	}
	/** The variant's deck in canonical order, as notation (of the light side for two-sided cards). */
	deck() {
		return frame((alloc) => {
			const buf = alloc(MAX_DECK * CARD_SIZE);
			const n = W.uno_rules_deck(this._ptr(), buf, MAX_DECK);
			if (n < 0)
				throw errorOf(n);
			return this._nt().cards(buf, n);
		});
	}
	/** The points a card scores (G-8): a card ('R7', 'W4') or a kind number. */
	points(card) {
		const kind = typeof card === 'number' ? checkInt(card, 'kind') : this._nt().parseCard(card)[0];
		const v = W.uno_rules_points(this._ptr(), kind);
		if (v < 0)
			throw errorOf(v, `this variant's deck has no ${describe(card)}`);
		return v;
	}
	/** An option's value. */
	get(name) {
		return frame((alloc) => {
			const out = alloc(4);
			const rc = W.uno_rules_get(this._ptr(), optionId(name), out);
			if (rc < 0)
				throw errorOf(rc, `${this.variant} has no option ${name}`);
			return i32(out);
		});
	}
	/** Sets an option within its bounds (optionInfo()). */
	set(name, value) {
		checkInt(value, name);
		const rc = W.uno_rules_set(this._ptr(), optionId(name), value);
		if (rc < 0) {
			const info = rc === Status.ERANGE ? this.optionInfo(name) : null;
			throw errorOf(rc, info ? `${name} must be ${info.min} to ${info.max}, not ${value}`
				: `${this.variant} has no option ${name}`);
		}
		return this;
	}
	/** An option's bounds and default: {min, max, default}, or null if the variant lacks it. */
	optionInfo(name) {
		return frame((alloc) => {
			const a = alloc(12);
			const rc = W.uno_rules_option_info(this._ptr(), optionId(name), a, a + 4, a + 8);
			return rc < 0 ? null : { min: i32(a), max: i32(a + 4), default: i32(a + 8) };
		});
	}
	/** Every option the variant has, with its value. */
	options() {
		const out = {};
		for (const name of optionNames())
			if (this.optionInfo(name))
				out[name] = this.get(name);
		return out;
	}
	/** Frees the table now (it is freed when collected otherwise). */
	dispose() {
		if (this._p) {
			rulesRegistry.unregister(this);
			W.uno_rules_free(this._p);
			this._p = 0;
		}
	}
}

// ---- games ----

const gameRegistry = new FinalizationRegistry((p) => W.uno_game_free(p));
const hooked = new Map(); // hook user id -> WeakRef(Game)
let nextHookId = 1;

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

const DEF_ERR = Object.fromEntries(['size', 'line', 'column', 'message']
	.map((k) => [k, at('uno_definition_error.' + k)]));

const VIEW = Object.fromEntries(['size', 'seat', 'players', 'current', 'phase', 'direction', 'color',
	'dealer', 'exposed', 'top', 'draw_pile', 'pending_draw', 'round', 'round_winner', 'match_winner',
	'shown_by', 'side', 'hand_count', 'hand_size', 'seat_status', 'team', 'called', 'score', 'hand',
	'discard_count', 'shown_count', 'turned_count', 'discard', 'shown', 'turned']
	.map((k) => [k, at('uno_view.' + k)]));

const BELIEF = Object.fromEntries(['size', 'hand_size', 'least', 'most']
	.map((k) => [k, at('uno_belief.' + k)]));
// Faces a belief counts (UNO_FACE_WORDS * 64).
const FACES = (BELIEF.most - BELIEF.least) / 2;

const EV = Object.fromEntries(['size', 'type', 'seat', 'other', 'color', 'card', 'reason', 'side', 'value']
	.map((k) => [k, at('uno_event.' + k)]));

// A scratch uno_decision that lives as long as the module: decision() is
// the hot call of a fast host and never re-enters itself.
const decisionBuf = W.malloc(DEC.size);
// Scratch buffers for the hot paths that fill a buffer and read it back
// before anything else can run (no hook is called by these calls).
const movesBuf = W.malloc(MAX_MOVES * MOVE.size);

function int8(v) {
	return v > 127 ? v - 256 : v;
}

function seatOrNull(v) {
	return v < 0 ? null : v;
}

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
		const moves = this._nt.byIndex;
		const idx = this.indexes();
		return canonical(idx.map((i) => moves[i]), idx.length > 0 && idx[idx.length - 1] >= INDEX_COUNT);
	}
}

/*
 * Moves in index order put in the canonical order (uno_move_compare():
 * type, card kind, card color, named color, target, flags): the same
 * order in the public layout, where a sort is not needed (`extended`
 * false); the plays and gifts of kinds 20-31 have indexes after all the
 * others (view.h) and go back among their kind of move.
 */
function canonical(moves, extended) {
	return extended ? moves.sort(compareMoves) : moves;
}

function compareMoves(a, b) {
	const x = a._raw, y = b._raw;
	return x[0] - y[0] || x[2] - y[2] || x[3] - y[3] || x[4] - y[4] ||
		((x[5] + 1) & 0xff) - ((y[5] + 1) & 0xff) || x[1] - y[1] || x[6] - y[6] || x[7] - y[7];
}

// The moves of the mask in decisionBuf, without a Decision.
function maskMoves(nt) {
	const moves = nt.byIndex;
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

function readDecision(nt) {
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

/**
 * A game of UNO under one variant's rules: a match of rounds, always
 * waiting for one decision of one seat (`currentPlayer`, `phase`).
 *
 *     const game = new Game('classic', { players: 4, seed: 7 });
 *     game.apply(game.legalMoves()[0]);
 *
 * Free it with dispose() when done (a FinalizationRegistry frees games
 * that are collected, but WebAssembly memory is not pressure the
 * collector sees).
 */
export class Game {
	/**
	 * @param {string|Rules} rules a variant name (variants()) or a Rules.
	 * @param {object} [opts] players (default 4, or the variant's minimum
	 *   when 4 is not allowed), seed (number or BigInt), options (option
	 *   values), deck (a scripted deck, front first), dealer, partial,
	 *   topAsIs, pairing (two-sided cards: the deck gives only each card's
	 *   dark face, FL-3's option; the game is dealt from the seed).
	 */
	constructor(rules = 'classic', opts = {}) {
		this._adopt(0);
		if (opts === null || typeof opts !== 'object')
			throw new TypeError('the second argument is an object: {players, seed, options, deck, dealer}');
		const { seed = 0, options = null, deck = null, dealer = -1, partial = false, topAsIs = false, pairing = false } = opts;
		const seed64 = checkSeed(seed);
		checkInt(dealer, 'dealer', -1, MAX_PLAYERS - 1);
		// The table: the caller's, a built-in one as it is, or a copy made
		// here (own) for options or a dealer.
		let table, own = false;
		if (rules instanceof Rules) {
			table = rules;
		} else {
			checkString(rules, 'rules');
			table = builtinRules(rules);
		}
		if (options) {
			table = new Rules(table, options);
			own = true;
		}
		// A copy made here is freed on every way out: WebAssembly memory is
		// not pressure the collector sees.
		try {
			let players = opts.players;
			if (players === undefined) {
				const { min, max } = table.players;
				players = Math.min(Math.max(4, min), max);
			}
			checkInt(players, 'players', 1, MAX_PLAYERS);
			if (!table.allowsPlayers(players)) {
				const { min, max } = table.players;
				throw new UnoError(Status.EINVAL, `${table.variant} is played by ${min}-${max} players, not ${players}`);
			}
			if (dealer >= players)
				throw new RangeError(`dealer is -1 or a seat 0-${players - 1}, not ${dealer}`);
			if (deck === null && dealer !== -1) {
				if (!own) {
					table = new Rules(table);
					own = true;
				}
				table.set('dealer', dealer);
			}
			const p = frame((alloc) => {
				const out = alloc(4);
				let rc;
				if (deck === null) {
					if (partial || topAsIs || pairing)
						throw new TypeError('partial, topAsIs and pairing apply to a scripted deck');
					rc = W.uno_game_new(out, table._ptr(), players, seed64, 0, 0);
				} else {
					// Two-sided cards: each card is two entries, its light face then its dark face.
					const nt = table._nt();
					const cards = nt.sides === 2 ? nt.pairList(deck, 'deck').flat() : nt.cardList(deck, 'deck');
					const count = cards.length / nt.sides;
					if (count > MAX_DECK)
						throw new UnoError(Status.EDECK, `a deck has at most ${MAX_DECK} cards, not ${count}`);
					const buf = alloc(Math.max(1, cards.length) * CARD_SIZE);
					const h = heap();
					cards.forEach(([k, c], i) => { h[buf + i * CARD_SIZE] = k; h[buf + i * CARD_SIZE + 1] = c; });
					const flags = (partial ? Constants.SCRIPT_PARTIAL : 0) | (topAsIs ? Constants.SCRIPT_TOP_AS_IS : 0) |
						(pairing ? Constants.SCRIPT_PAIRING : 0);
					rc = W.uno_game_new_scripted(out, table._ptr(), players, seed64, buf, cards.length, dealer, flags, 0, 0);
					if (rc < 0)
						throw errorOf(rc, `${table.variant}: the scripted deck of ${count} cards is refused (${strerror(rc)})`);
				}
				if (rc < 0)
					throw errorOf(rc, `${table.variant} cannot be dealt for ${players} players (${strerror(rc)})`);
				return u32(out);
			});
			this._adopt(p);
			this._notation = table._notation ?? null;
		} finally {
			if (own)
				table.dispose();
		}
	}

	/** @internal */
	_adopt(p) {
		this._p = p;
		this._hookError = null;
		this._hookRefusal = null;
		this._hookFns = null;
		this._hookId = 0;
		this._bots = null;
		this._notation = null;
		if (p)
			gameRegistry.register(this, p, this);
		return this;
	}

	static _of(p) {
		return Object.create(Game.prototype)._adopt(p);
	}

	/**
	 * A scripted game from each seat's hand: hands[s] is seat s's (all the
	 * same size; the hand_size option is set to it), `first` the first
	 * discard (and any cards turned after it), `draw` the top of the draw
	 * pile, front drawn first; with fill (default) the rest of the deck
	 * follows in canonical order. The dealer defaults to the last seat, so
	 * seat 0 plays first.
	 */
	static fromHands(rules, hands, first, { draw = [], fill = true, dealer = -1, seed = 1, options = null, topAsIs = false } = {}) {
		if (!Array.isArray(hands))
			throw new TypeError('hands is an array with one hand per seat');
		const players = hands.length;
		checkInt(dealer, 'dealer', -1, MAX_PLAYERS - 1);
		if (dealer === -1)
			dealer = players - 1;
		const table = new Rules(rules, options);
		try {
			const nt = table._nt();
			const sides = nt.sides;
			// Every card as its faces: [[kind, color]], or [light, dark] for two-sided cards.
			const list = (cards, what) => (sides === 2 ? nt.pairList(cards, what) : nt.cardList(cards, what).map((c) => [c]));
			const perSeat = hands.map((h) => list(h, 'hand'));
			const size = perSeat.length ? perSeat[0].length : 0;
			if (perSeat.some((h) => h.length !== size))
				throw new RangeError('every hand must have the same number of cards');
			table.set('hand_size', size);
			const deck = [];
			for (let i = 0; i < size; i++)
				for (let k = 1; k <= players; k++)
					deck.push(perSeat[(dealer + k) % players][i]);
			deck.push(...list(first, 'first'), ...list(draw, 'draw'));
			if (fill) {
				// The rest of each side's faces in canonical order, paired in that order.
				const rest = [];
				for (let side = 0; side < sides; side++) {
					const snt = nt.onSide(side);
					const left = new Map();
					const canon = table.deckSide(side).map((c) => snt.parseCard(c));
					for (const [k, c] of canon)
						left.set(k * 8 + c, (left.get(k * 8 + c) ?? 0) + 1);
					for (const faces of deck) {
						const [k, c] = faces[side];
						const key = k * 8 + (isWild(k) ? NO_COLOR : c);
						if (!left.get(key))
							throw new UnoError(Status.EDECK, `${table.variant}: the script has one ${snt.card(k, c)} too many`);
						left.set(key, left.get(key) - 1);
					}
					const faces = [];
					for (const [k, c] of canon) {
						if (left.get(k * 8 + c)) {
							left.set(k * 8 + c, left.get(k * 8 + c) - 1);
							faces.push([k, c]);
						}
					}
					rest.push(faces);
				}
				for (let i = 0; i < rest[0].length; i++)
					deck.push(rest.map((faces) => faces[i]));
			}
			return new Game(table, {
				players, seed, dealer, partial: !fill, topAsIs,
				deck: deck.map((faces) => faces.map(([k, c], side) => nt.onSide(side).card(k, c)).join(':')),
			});
		} finally {
			table.dispose();
		}
	}

	/** A game from bytes made by save(); throws SaveFormatError and makes nothing for bad bytes. */
	static load(bytes) {
		if (!(bytes instanceof Uint8Array))
			throw new TypeError(`a saved game is a Uint8Array, not ${describe(bytes)}`);
		const p = withMalloc(Math.max(1, bytes.length), (buf) => {
			heap().set(bytes, buf);
			return frame((alloc) => {
				const out = alloc(4);
				const rc = W.uno_game_load(out, buf, bytes.length, 0, 0);
				if (rc < 0)
					throw errorOf(rc, `not a saved game (${strerror(rc)})`);
				return u32(out);
			});
		});
		return Game._of(p);
	}

	/** Replays a move log (logText()); throws with the failing line. */
	static replay(text) {
		checkString(text, 'log');
		const p = withText(text, (buf, length) =>
			frame((alloc) => {
				const out = alloc(4);
				const line = alloc(4);
				const rc = W.uno_game_replay(out, buf, length, 0, 0, line);
				if (rc < 0) {
					const n = i32(line);
					throw errorOf(rc, `the log does not replay${n ? ` (line ${n})` : ''}: ${strerror(rc)}`);
				}
				return u32(out);
			}));
		return Game._of(p);
	}

	/** @internal the handle, or a DisposedError. */
	_ptr() {
		if (!this._p)
			throw new DisposedError('Game');
		return this._p;
	}

	/** @internal the notation of the game's variant, on the side in play of two-sided cards. */
	_nt() {
		const nt = (this._notation ??= notationOf(W.uno_game_rules(this._ptr())));
		return nt.dark !== null && W.uno_game_side(this._p) === 1 ? nt.dark : nt;
	}

	/** Whether dispose() was called. */
	get disposed() { return !this._p; }

	/** Frees the game (also from inside one of its hooks: then when the outer call returns). */
	dispose() {
		const p = this._p;
		if (!p)
			return;
		this._p = 0;
		gameRegistry.unregister(this);
		if (this._hookId)
			hooked.delete(this._hookId);
		W.uno_game_free(p);
		this._keepBots(null);
	}

	/** An independent copy (no hooks, no bots, no log). */
	clone() {
		const p = frame((alloc) => {
			const out = alloc(4);
			const rc = W.uno_game_clone(out, this._ptr());
			if (rc < 0)
				throw errorOf(rc);
			return u32(out);
		});
		const copy = Game._of(p);
		copy._notation = this._notation; // the same variant
		return copy;
	}

	/** The game in the library's save format. */
	save() {
		return frame((alloc) => {
			const buf = alloc(Constants.SAVE_MAX);
			const n = W.uno_game_save(this._ptr(), buf, Constants.SAVE_MAX);
			if (n < 0)
				throw errorOf(n);
			return heap().slice(buf, buf + n);
		});
	}

	// -- calls that may run hooks --

	// A call that may run hooks: fn(handle) gives its status; _finish()
	// then throws what a hook left (the handle stays valid until the call
	// returns even if a hook disposed the game).
	_run(fn) {
		return fn(this._ptr());
	}

	/** After _run: raises a hook's error, or the call's error via fail(rc). */
	_finish(rc, fail) {
		// A refused answer came first: after an exception no hook runs.
		const err = this._hookRefusal ?? this._hookError;
		this._hookError = null;
		this._hookRefusal = null;
		if (!this._p) {
			if (err)
				throw err;
			if (rc < 0)
				throw errorOf(rc, 'the game was disposed by a hook');
			return;
		}
		if (rc < 0)
			fail(rc);
		if (err)
			throw err;
	}

	_refused(rc, move, seat) {
		const message = readString(W.uno_game_errmsg(this._p));
		if (rc === Status.EILLEGAL || rc === Status.ETURN) {
			const reason = frame((alloc) => {
				const mp = alloc(MOVE.size);
				writeMove(mp, move);
				const r = alloc(4);
				W.uno_game_check_move(this._p, seat, mp, r);
				return i32(r);
			});
			throw errorOf(rc, message || `seat ${seat}, ${move}: ${reasonMessage(reason)}`, { reason, move, seat });
		}
		throw errorOf(rc, message || `seat ${seat}, ${move}: ${strerror(rc)}`, { move, seat });
	}

	_seatArg(seat) {
		if (seat === undefined || seat === null) {
			const s = W.uno_game_current_player(this._ptr());
			return s < 0 ? 0 : s; // no round: the library answers GAME_OVER
		}
		checkInt(seat, 'seat', 0, MAX_PLAYERS - 1);
		if (seat >= this.players)
			throw new RangeError(`seat must be 0 to ${this.players - 1}, not ${seat}`);
		return seat;
	}

	// -- moves --

	/**
	 * Every legal move of a seat (default: the seat to decide), sorted
	 * canonically: plays (wilds once per color, with '!' when the play
	 * leaves one card), draw or pass, answers to the pending decision, and
	 * the out-of-turn moves (UNO calls, catches, jump-ins).
	 */
	legalMoves(seat) {
		const p = this._ptr();
		W.uno_game_decision(p, initDecision());
		const current = int8(heap()[decisionBuf + DEC.seat]);
		if (seat === undefined || seat === null || seat === current) {
			if (current < 0)
				return [];
			return maskMoves(this._nt());
		}
		seat = this._seatArg(seat);
		const n = W.uno_game_legal_moves(p, seat, movesBuf, MAX_MOVES);
		if (n < 0)
			throw errorOf(n);
		const nt = this._nt();
		const out = new Array(n);
		for (let i = 0; i < n; i++)
			out[i] = internMove(readMove(movesBuf + i * MOVE.size, nt));
		return out;
	}

	/**
	 * Whether a seat may make a move now, and if not why:
	 * {legal, reason, message}. Never throws for an illegal move.
	 */
	check(move, seat) {
		const m = toMove(move, this._nt());
		const s = this._seatArg(seat);
		return frame((alloc) => {
			const mp = alloc(MOVE.size);
			writeMove(mp, m);
			const r = alloc(4);
			const rc = W.uno_game_check_move(this._p, s, mp, r);
			const reason = i32(r);
			if (rc === 0)
				return { legal: true, reason: 'ok', message: reasonMessage(0) };
			if (rc === Status.EILLEGAL || rc === Status.ETURN || (rc === Status.EINVAL && reason === Reason.MALFORMED))
				return { legal: false, reason: REASON_NAMES.get(reason), message: reasonMessage(reason) };
			throw errorOf(rc);
		});
	}

	/** check(move, seat).legal. */
	isLegal(move, seat) {
		return this.check(move, seat).legal;
	}

	/**
	 * Applies a move (a Move, its notation 'W4/B', or {type, card, ...})
	 * for a seat (default: the seat to decide; name another for an UNO
	 * call, a catch or a jump-in). A refused move changes nothing and
	 * throws IllegalMoveError or NotYourTurnError with the reason. If a
	 * hook threw, the move stands and the hook's error is thrown.
	 */
	apply(move, seat) {
		const nt = this._nt();
		const m = toMove(move, nt);
		const s = this._seatArg(seat);
		const idx = m._index;
		if (idx !== undefined && idx >= 0 && !this._hookId && nt.byIndex[idx] === m) {
			const rc = W.uno_game_apply_index(this._p, s, idx);
			if (rc < 0)
				this._refused(rc, m, s);
			return;
		}
		const rc = this._run((p) => frame((alloc) => {
			const mp = alloc(MOVE.size);
			writeMove(mp, m);
			return W.uno_game_apply(p, s, mp);
		}));
		this._finish(rc, (code) => this._refused(code, m, s));
	}

	/** The pending decision in one call: a Decision. */
	decision() {
		W.uno_game_decision(this._ptr(), initDecision());
		return readDecision(this._nt());
	}

	/** The number of move indexes of the game's variant (Rules.moveIndexCount). */
	get moveIndexCount() { return W.uno_rules_move_index_count(W.uno_game_rules(this._ptr())); }

	/** Applies the move of a move index (Decision.indexes()), as apply(). */
	applyIndex(index, seat) {
		checkInt(index, 'index', 0, this.moveIndexCount - 1);
		const s = this._seatArg(seat);
		if (!this._hookId) {
			const rc = W.uno_game_apply_index(this._p, s, index);
			if (rc < 0)
				this._refused(rc, this._nt().byIndex[index], s);
			return;
		}
		const rc = this._run((p) => W.uno_game_apply_index(p, s, index));
		this._finish(rc, (code) => this._refused(code, this._nt().byIndex[index], s));
	}

	/** Starts over on the same handle as a new game from `seed` (hooks stay). */
	reset(seed) {
		const s = checkSeed(seed);
		const rc = this._run((p) => W.uno_game_reset(p, s));
		this._finish(rc, (code) => { throw errorOf(code, readString(W.uno_game_errmsg(this._p))); });
	}

	/** Deals the next round after one ended. */
	nextRound() {
		const rc = this._run((p) => W.uno_game_next_round(p));
		this._finish(rc, (code) => { throw errorOf(code, readString(W.uno_game_errmsg(this._p)) || 'no round to deal now'); });
	}

	/**
	 * Plays the current round to its end inside the library with a policy,
	 * 'uniform' or 'reference' (game.h); returns the number of moves.
	 */
	playout(seed, policy = 'uniform') {
		const s = checkSeed(seed);
		const pol = enumValue(PlayoutPolicy, policy, 'policy');
		const rc = W.uno_game_playout(this._ptr(), s, pol);
		if (rc < 0)
			throw errorOf(rc, readString(W.uno_game_errmsg(this._p)) || strerror(rc));
		return rc;
	}

	/**
	 * Resamples what `seat` cannot see (for search), in place; with
	 * `{ history: true }` in worlds that also fit what the round's history
	 * told the seat (belief()).
	 */
	determinize(seat, seed, { history = false } = {}) {
		const s = this._seatArg(checkInt(seat, 'seat'));
		const rc = W.uno_game_determinize_ex(this._ptr(), s, checkSeed(seed), history ? 1 : 0);
		if (rc < 0)
			throw errorOf(rc);
	}

	/**
	 * What `seat` can tell of `target`'s hand from the round's history:
	 * `{ seat, target, handSize, least, most }`, `least[f]` and `most[f]`
	 * (Uint16Array) the fewest and the most cards of face `f` it may hold
	 * (faces numbered as decision().faces; faceOf() gives a card's).
	 */
	belief(seat, target) {
		const s = this._seatArg(checkInt(seat, 'seat'));
		const t = this._seatArg(checkInt(target, 'target'));
		return frame((alloc) => {
			const p = alloc(BELIEF.size);
			view().setUint32(p, BELIEF.size, true); // uno_belief.size, its first field
			const rc = W.uno_game_belief(this._p, s, t, p);
			if (rc < 0)
				throw errorOf(rc);
			const words = (off) => new Uint16Array(heap().slice(p + off, p + off + 2 * FACES).buffer);
			return { seat: s, target: t, handSize: view().getUint16(p + BELIEF.hand_size, true),
				least: words(BELIEF.least), most: words(BELIEF.most) };
		});
	}

	/**
	 * Whether the game follows what each move tells the other seats
	 * (uno_game_set_tracking()): with `{ history: false }` belief() reports
	 * only what each seat sees, determinize(..., { history: true }) has
	 * nothing to fit, and every move costs less; the rules and the games
	 * played are the same. Off forgets what was known; on learns from the
	 * next move. Kept through new rounds, reset() and clone(), not through
	 * save(). BusyError from a hook.
	 */
	setTracking({ history } = {}) {
		if (typeof history !== 'boolean')
			throw new TypeError('setTracking({ history }): history is a boolean');
		const rc = W.uno_game_set_tracking(this._ptr(), history ? 1 : 0);
		if (rc < 0)
			throw errorOf(rc);
	}

	/** Whether the game tracks what the history tells (setTracking()). */
	get tracksHistory() {
		const rc = W.uno_game_tracking(this._ptr());
		if (rc < 0)
			throw errorOf(rc);
		return (rc & 1) !== 0;
	}

	// -- hooks --

	/**
	 * Installs callbacks, replacing all set before (setHooks() removes
	 * them): chooseColor(game, seat) -> color, challenge(game, seat) ->
	 * boolean, draw(game, seat, topCard) -> card or null, event(game,
	 * event), cast(game, seat) -> seat or 'deal', give(game, seat) -> card,
	 * swap(game, seat) -> seat. Returning null or undefined leaves the
	 * decision pending. A hook may call anything that reads the game;
	 * calls that change it throw BusyError. An exception thrown by a hook
	 * is thrown from the call that ran it, once the call is done. An
	 * answer the rules refuse leaves the decision pending, reaches the
	 * event hook as a 'hook_refused' event, and is thrown from the call as
	 * an IllegalMoveError. Hooks are asked at once when their decision is
	 * pending, within setHooks() itself.
	 */
	setHooks(hooks = {}) {
		this._ptr();
		if (hooks === null || typeof hooks !== 'object')
			throw new TypeError('hooks is an object of callbacks');
		let which = 0;
		const fns = {};
		HOOK_NAMES.forEach((name, kind) => {
			const fn = hooks[name];
			if (fn === undefined || fn === null)
				return;
			if (typeof fn !== 'function')
				throw new TypeError(`hook ${name} must be a function`);
			fns[name] = fn;
			which |= 1 << kind;
		});
		for (const k of Object.keys(hooks))
			if (!HOOK_NAMES.includes(k))
				throw new TypeError(`unknown hook ${k} (one of ${HOOK_NAMES.join(', ')})`);
		if (!this._hookId) {
			this._hookId = nextHookId++;
			hooked.set(this._hookId, new WeakRef(this));
		}
		// The library asks the new hooks within this call when their
		// decision is pending: they must be in place before it, and what
		// they throw is thrown from here (as from apply()).
		const old = this._hookFns;
		this._hookFns = which ? fns : null;
		const rc = this._run((q) => W.unojs_set_hooks(q, which, this._hookId));
		if (rc < 0) {
			this._hookFns = old;
		} else {
			this._keepBots(null); // set_hooks replaces installed bots
			if (!which && this._hookId) {
				hooked.delete(this._hookId);
				this._hookId = 0;
			}
		}
		this._finish(rc, (code) => { throw errorOf(code, code === Status.EBUSY ? 'setHooks() from inside a hook' : undefined); });
	}

	/**
	 * Lets bots answer the color, challenge, cast, give and swap decisions
	 * of their seats (bots[s] for seat s, or null); plays, draws and
	 * out-of-turn moves stay with the caller (Bot.choose(), Bot.act()).
	 * installBots([]) uninstalls them.
	 */
	installBots(bots) {
		if (!Array.isArray(bots) || bots.length > this.players)
			throw new TypeError(`bots is an array of at most ${this.players} Bot or null`);
		bots.forEach((b, i) => {
			if (b !== null && b !== undefined && !(b instanceof Bot))
				throw new TypeError(`bots[${i}] is a Bot or null`);
		});
		const rc = this._run((p) => frame((alloc) => {
			const arr = alloc(Math.max(1, bots.length) * 4);
			bots.forEach((b, i) => view().setUint32(arr + i * 4, b ? b._ptr() : 0, true));
			return W.uno_bot_install(p, arr, bots.length);
		}));
		this._finish(rc, (code) => { throw errorOf(code); });
		this._keepBots(bots); // keep them alive while installed
	}

	/** @internal the bots the library may call for this game: kept alive, and not freed by Bot.dispose(), until replaced. */
	_keepBots(bots) {
		const old = this._bots;
		const now = bots ? [...new Set(bots.filter(Boolean))] : [];
		this._bots = now.length ? now : null;
		for (const b of now)
			b._installs++;
		for (const b of old ?? [])
			b._release();
	}

	_hook(kind, seat, data) {
		const name = HOOK_NAMES[kind];
		const fn = this._hookFns && this._hookFns[name];
		if (!fn)
			return PENDING;
		const nt = this._nt();
		const moves = nt.byIndex;
		switch (kind) {
		case HOOK.event:
			fn(this, readEvent(data, nt));
			return 0;
		case HOOK.chooseColor: {
			const a = fn(this, seat);
			if (a === null || a === undefined)
				return PENDING;
			const c = colorValue(a, 'the chooseColor hook\'s answer', nt);
			this._answer(seat, moves[Constants.INDEX_COLOR + c], name);
			return c;
		}
		case HOOK.challenge: {
			const a = fn(this, seat);
			if (a === null || a === undefined)
				return PENDING;
			if (typeof a !== 'boolean')
				throw new TypeError(`the challenge hook answers true, false or null, not ${describe(a)}`);
			const m = moves[a ? Constants.INDEX_CHALLENGE : Constants.INDEX_ACCEPT];
			this._answer(seat, m, name);
			return a ? 1 : 0;
		}
		case HOOK.draw: {
			const h = heap();
			const a = fn(this, seat, nt.card(h[data], h[data + 1]));
			if (a === null || a === undefined)
				return PENDING;
			const [k, c] = nt.parseCard(a, 'the drawn card');
			heap()[data] = k;
			heap()[data + 1] = isWild(k) ? NO_COLOR : c;
			return 0;
		}
		case HOOK.cast: {
			const a = fn(this, seat);
			if (a === null || a === undefined)
				return PENDING;
			let m, ret;
			if (a === 'deal') {
				m = moves[Constants.INDEX_CAST_DEAL];
				ret = Constants.CAST_DEAL;
			} else {
				ret = checkInt(a, 'the cast hook\'s answer', 0, MAX_PLAYERS - 1);
				m = moves[Constants.INDEX_CAST + ret];
			}
			this._answer(seat, m, name);
			return ret;
		}
		case HOOK.give: {
			const a = fn(this, seat);
			if (a === null || a === undefined)
				return PENDING;
			const m = toMove({ type: 'give', card: a }, nt);
			this._answer(seat, m, name);
			heap()[data] = m._raw[2];
			heap()[data + 1] = m._raw[3];
			return 0;
		}
		case HOOK.swap: {
			const a = fn(this, seat);
			if (a === null || a === undefined)
				return PENDING;
			const t = checkInt(a, 'the swap hook\'s answer', 0, MAX_PLAYERS - 1);
			this._answer(seat, moves[Constants.INDEX_SWAP + t], name);
			return t;
		}
		default:
			return PENDING;
		}
	}

	/**
	 * Checks a hook's answer: one the rules refuse is kept as an
	 * IllegalMoveError for the caller, and still goes to the library, which
	 * refuses it too: the decision stays pending and the event hook hears
	 * of it as a 'hook_refused' event (doc/hooks.md, "Refused answers").
	 * It is kept apart from _hookError, which stops every later hook.
	 */
	_answer(seat, move, hook) {
		const v = this.check(move, seat);
		if (!v.legal && !this._hookRefusal && !this._hookError)
			this._hookRefusal = new IllegalMoveError(Status.EILLEGAL,
				`the ${hook} hook answered '${move}' for seat ${seat}: ${v.message}`,
				{ reason: Reason[v.reason.toUpperCase()], move, seat });
	}

	// -- the move log --

	/** Starts recording moves (replacing a log already started). */
	startLog(capacity = 65536) {
		checkInt(capacity, 'capacity', 1, 1 << 24);
		const rc = W.uno_game_log_start(this._ptr(), capacity);
		if (rc < 0)
			throw errorOf(rc);
	}

	/** Stops recording and frees the log. */
	stopLog() {
		W.uno_game_log_stop(this._ptr());
	}

	/** Entries recorded (0 without a log). */
	get logLength() { return W.uno_game_log_length(this._ptr()); }

	/** The log as text, for Game.replay(). */
	logText() {
		const p = this._ptr();
		const n = W.uno_game_log_export(p, 0, 0);
		if (n < 0)
			throw errorOf(n, n === Status.ESTATE ? 'no log was started (startLog())' : undefined);
		return withMalloc(n + 1, (buf) => {
			const m = W.uno_game_log_export(p, buf, n + 1);
			if (m < 0)
				throw errorOf(m);
			return readString(buf, n);
		});
	}

	// -- what a seat sees --

	/** A seat's view: everything that seat may know, as plain data. */
	view(seat) {
		const s = this._seatArg(checkInt(seat, 'seat'));
		return frame((alloc) => {
			const p = alloc(VIEW.size);
			view().setUint32(p, VIEW.size, true); // uno_view.size, its first field
			const rc = W.uno_game_view(this._p, s, p);
			if (rc < 0)
				throw errorOf(rc);
			return readView(p, this._nt());
		});
	}

	/** The observation vector of a seat (doc/observation.md) as an Int32Array. */
	observation(seat) {
		const s = this._seatArg(checkInt(seat, 'seat'));
		const n = W.uno_observation_size(W.uno_game_rules(this._p));
		return frame((alloc) => {
			const buf = alloc(n * 4);
			const rc = W.uno_game_observation(this._p, s, buf, n);
			if (rc < 0)
				throw errorOf(rc);
			return new Int32Array(heap().slice(buf, buf + n * 4).buffer);
		});
	}

	/** A seat's legal moves as a 0/1 byte per move index (a Uint8Array of the game's
	 * moveIndexCount: Constants.MOVE_INDEX_COUNT, or MOVE_INDEX_MAX for kinds 20-31). */
	legalMask(seat) {
		const s = this._seatArg(seat);
		const n = this.moveIndexCount;
		return frame((alloc) => {
			const buf = alloc(n);
			const rc = W.uno_game_legal_mask(this._p, s, buf, n);
			if (rc < 0)
				throw errorOf(rc);
			return heap().slice(buf, buf + n);
		});
	}

	// -- the state --

	/** The game's rules (a new Rules copy). */
	get rules() { return rulesOf(this); }
	/** The variant's name. */
	get variant() { return readString(W.uno_rules_name(W.uno_game_rules(this._ptr()))); }
	get players() { return W.uno_game_players(this._ptr()); }
	/** The phase name: 'play', 'drawn', 'color', 'challenge', 'round_over', 'match_over', 'handoff', 'cast', 'stack', 'swap'. */
	get phase() { return PHASE_NAMES.get(W.uno_game_phase(this._ptr())); }
	/** The seat to decide, or null when no round is in progress. */
	get currentPlayer() { return seatOrNull(W.uno_game_current_player(this._ptr())); }
	/** 1 or -1. */
	get direction() { return W.uno_game_direction(this._ptr()); }
	/** The top of the discard pile ('R7', 'W4/B' for a wild with its color). */
	get topCard() {
		return frame((alloc) => {
			const c = alloc(CARD_SIZE);
			const rc = W.uno_game_top_card(this._ptr(), c);
			if (rc < 0)
				return null;
			return this._nt().card(heap()[c], heap()[c + 1]);
		});
	}
	/** The current color letter (on the dark side of two-sided cards 'P', 'T', 'O', 'V'), or null while none is named. */
	get currentColor() { return this._nt().colorLetter(W.uno_game_current_color(this._ptr())); }
	/**
	 * The side in play of two-sided cards ('flip'): 0 light, 1 dark
	 * (always 0 for a one-sided deck). Every card the game reports (hands,
	 * topCard, moves, views, events) is a face of it, written in its
	 * letters; a Flip turns every card over, and every round starts on
	 * the light side.
	 */
	get side() { return W.uno_game_side(this._ptr()); }
	/**
	 * What `seat` sees of the faces not in play of two-sided cards (FL-5),
	 * sorted, in that side's letters (wilds without a color): the hidden
	 * faces of another seat's hand (`target`, a seat; its own is []), or
	 * with `target` DRAW_PILE the hidden face of the draw pile's top card
	 * (0 or 1 card). Always [] for a one-sided deck.
	 */
	hiddenFaces(seat, target) {
		const s = this._seatArg(checkInt(seat, 'seat'));
		const t = checkInt(target, 'target') === DRAW_PILE ? DRAW_PILE : this._seatArg(target);
		return frame((alloc) => {
			const buf = alloc(MAX_DECK * CARD_SIZE);
			const n = W.uno_game_hidden_faces(this._p, s, t, buf, MAX_DECK);
			if (n < 0)
				throw errorOf(n);
			return this._nt().onSide(1 - W.uno_game_side(this._p)).cards(buf, Math.min(n, MAX_DECK));
		});
	}
	/** A seat's hand, sorted, as notation. */
	hand(seat) {
		const s = this._seatArg(checkInt(seat, 'seat'));
		return frame((alloc) => {
			const buf = alloc(MAX_DECK * CARD_SIZE);
			const n = W.uno_game_hand(this._p, s, buf, MAX_DECK);
			if (n < 0)
				throw errorOf(n);
			return this._nt().cards(buf, n);
		});
	}
	handSize(seat) { return W.uno_game_hand_size(this._ptr(), this._seatArg(checkInt(seat, 'seat'))); }
	/** Every seat's hand size. */
	get handSizes() { return this._perSeat(W.uno_game_hand_size); }
	get drawPileSize() { return W.uno_game_draw_pile_size(this._ptr()); }
	get discardPileSize() { return W.uno_game_discard_pile_size(this._ptr()); }
	score(seat) { return W.uno_game_score(this._ptr(), this._seatArg(checkInt(seat, 'seat'))); }
	/** Every seat's match total. */
	get scores() { return this._perSeat(W.uno_game_score); }
	get dealer() { return W.uno_game_dealer(this._ptr()); }
	/** The round number, from 1. */
	get round() { return W.uno_game_round(this._ptr()); }
	/** The last round's winner, or null. */
	get winner() { return seatOrNull(W.uno_game_round_winner(this._ptr())); }
	get matchWinner() { return seatOrNull(W.uno_game_match_winner(this._ptr())); }
	get roundOver() { const ph = W.uno_game_phase(this._ptr()); return ph === Phase.ROUND_OVER || ph === Phase.MATCH_OVER; }
	get matchOver() { return W.uno_game_phase(this._ptr()) === Phase.MATCH_OVER; }
	team(seat) { return W.uno_game_team(this._ptr(), this._seatArg(checkInt(seat, 'seat'))); }
	/** 'in', 'out' or 'eliminated'. */
	seatStatus(seat) { return SEAT_NAMES.get(W.uno_game_seat_status(this._ptr(), this._seatArg(checkInt(seat, 'seat')))); }
	/** Cards turned for a Casting Call, not yet given. */
	get turned() {
		return frame((alloc) => {
			const buf = alloc(MAX_DECK * CARD_SIZE);
			const n = W.uno_game_turned(this._ptr(), buf, MAX_DECK);
			return n < 0 ? [] : this._nt().cards(buf, n);
		});
	}
	/** Cards a pending draw would make the current player take. */
	get pendingDraw() { return W.uno_game_pending_draw(this._ptr()); }
	/** Cards still to give in a hand-off. */
	get givesLeft() { return W.uno_game_gives_left(this._ptr()); }
	unoCalled(seat) { return W.uno_game_uno_called(this._ptr(), this._seatArg(checkInt(seat, 'seat'))) === 1; }
	/** Referee mode: {seat, reason} of a misplay that may still be caught, or null. */
	get misplay() {
		return frame((alloc) => {
			const r = alloc(4);
			const s = W.uno_game_misplay(this._ptr(), r);
			return s < 0 ? null : { seat: s, reason: REASON_NAMES.get(i32(r)) };
		});
	}
	/** The message of the last refused call ('' after a success). */
	get errmsg() { return readString(W.uno_game_errmsg(this._ptr())); }

	_perSeat(fn) {
		const p = this._ptr();
		const n = W.uno_game_players(p);
		const out = [];
		for (let s = 0; s < n; s++)
			out.push(fn(p, s));
		return out;
	}

	toString() {
		if (!this._p)
			return 'Game(disposed)';
		return `Game(${this.variant}, ${this.players} players, round ${this.round}, ${this.phase}` +
			(this.currentPlayer === null ? ')' : `, seat ${this.currentPlayer} to decide)`);
	}
}

function rulesOf(game) {
	const r = Object.create(Rules.prototype);
	r._p = frame((alloc) => {
		const out = alloc(4);
		const rc = W.uno_rules_copy(out, W.uno_game_rules(game._ptr()), 0, 0);
		if (rc < 0)
			throw errorOf(rc);
		return u32(out);
	});
	r._notation = game._notation;
	rulesRegistry.register(r, r._p, r);
	return r;
}

function initDecision() {
	view().setUint32(decisionBuf, DEC.size, true);
	return decisionBuf;
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

function readEvent(p, nt) {
	const h = heap();
	const type = h[p + EV.type];
	// Its card and color read on the side in play when it happened.
	const side = h[p + EV.side];
	nt = nt.onSide(side);
	const ev = {
		type: EVENT_NAMES.get(type) ?? type,
		seat: seatOrNull(int8(h[p + EV.seat])),
		other: seatOrNull(int8(h[p + EV.other])),
		color: nt.colorLetter(h[p + EV.color]),
		// An event without a card (a refused cast or swap answer) carries
		// {0, NO_COLOR}, which is no card: null, not '?0/4'.
		card: EVENT_HAS_CARD.has(type) ? nt.cardOrNull(h[p + EV.card], h[p + EV.card + 1]) : null,
		reason: h[p + EV.reason],
		value: view().getInt32(p + EV.value, true),
		side,
	};
	if (type === EventType.DRAW || type === EventType.PENALTY)
		ev.reason = DRAW_REASON_NAMES.get(ev.reason) ?? ev.reason;
	else if (type === EventType.MISPLAY || type === EventType.HOOK_REFUSED)
		ev.reason = REASON_NAMES.get(ev.reason) ?? ev.reason;
	else if (type === EventType.ROUND_END)
		ev.reason = ev.reason === 1 ? 'blocked' : null;
	return ev;
}

// The events whose `card` is meaningful (game.h).
const EVENT_HAS_CARD = new Set([
	EventType.DEALER_DRAW, EventType.FIRST_CARD, EventType.FIRST_CARD_RETURNED, EventType.PLAY,
	EventType.DRAW, EventType.CHALLENGE, EventType.GIVE, EventType.TURN_OVER, EventType.CAST,
	EventType.JUMP_IN, EventType.MISPLAY, EventType.MISPLAY_CAUGHT, EventType.HOOK_REFUSED,
	EventType.SHED, EventType.FLIP,
]);

const HOOK_NAMES = ['chooseColor', 'challenge', 'draw', 'event', 'cast', 'give', 'swap'];
const HOOK = Object.fromEntries(HOOK_NAMES.map((n, i) => [n, i]));

onHook((kind, _gamePtr, seat, data, user) => {
	const ref = hooked.get(user);
	const game = ref && ref.deref();
	if (!game || !game._p || game._hookError)
		return PENDING;
	try {
		return game._hook(kind, seat, data);
	} catch (e) {
		if (!game._hookError)
			game._hookError = e;
		return PENDING;
	}
});

function withMalloc(n, fn) {
	const p = W.malloc(n);
	if (!p)
		throw new UnoError(Status.ENOMEM, 'out of memory');
	try {
		return fn(p);
	} finally {
		W.free(p);
	}
}

/* `text` as NUL-terminated UTF-8 in the module's memory for the length of
 * fn(buf, length): texts too long for the stack (logs, definitions). */
function withText(text, fn) {
	const bytes = new TextEncoder().encode(text);
	return withMalloc(bytes.length + 1, (buf) => {
		heap().set(bytes, buf);
		heap()[buf + bytes.length] = 0;
		return fn(buf, bytes.length);
	});
}

// ---- bots ----

const botRegistry = new FinalizationRegistry((p) => W.uno_bot_free(p));

/**
 * A library bot: 'random', 'greedy', 'search' (information-set Monte
 * Carlo search; playouts and determinizations set its budget), 'ismcts'
 * (its tree search, with the same budget) or 'reference' (the reference
 * policy of the benchmarks).
 */
export class Bot {
	constructor(kind = 'search', { seed = 0, playouts = 0, determinizations = 0, mistakes = null } = {}) {
		// A level of the ladder ('easy' ... 'expert') or a kind.
		const level = typeof kind === 'string' ? BotLevel[kind.toUpperCase()] : undefined;
		const k = level !== undefined ? -1 - level : enumValue(BotKind, kind, 'bot kind');
		const s = checkSeed(seed);
		checkInt(playouts, 'playouts', 0, 1 << 24);
		checkInt(determinizations, 'determinizations', 0, 1 << 16);
		if (mistakes !== null)
			checkInt(mistakes, 'mistakes', 0, 256);
		this.kind = typeof kind === 'string' ? kind.toLowerCase() : kind;
		this._p = frame((alloc) => {
			const out = alloc(4);
			const rc = W.unojs_bot_new(out, k, playouts, determinizations, mistakes ?? -1, s);
			if (rc < 0)
				throw errorOf(rc, `cannot make a ${kind} bot: ${strerror(rc)}`);
			return u32(out);
		});
		this._installs = 0; // games that have it installed (installBots())
		this._freeLater = 0;
		botRegistry.register(this, this._p, this);
	}

	_ptr() {
		if (!this._p)
			throw new DisposedError('Bot');
		return this._p;
	}

	/** The move the bot makes for the decision pending for `seat` (default: the seat to decide). */
	choose(game, seat) {
		if (!(game instanceof Game))
			throw new TypeError('choose() takes a Game');
		const s = game._seatArg(seat);
		return frame((alloc) => {
			const mp = alloc(MOVE.size);
			const rc = W.uno_bot_choose(this._ptr(), game._ptr(), s, mp);
			if (rc < 0)
				throw errorOf(rc, `seat ${s} has no decision to make`);
			return internMove(readMove(mp, game._nt()));
		});
	}

	/** A move `seat` makes out of turn or beside its decision (its UNO call, a catch, a jump-in), or null. */
	act(game, seat) {
		if (!(game instanceof Game))
			throw new TypeError('act() takes a Game');
		const s = game._seatArg(checkInt(seat, 'seat'));
		return frame((alloc) => {
			const mp = alloc(MOVE.size);
			const rc = W.uno_bot_act(this._ptr(), game._ptr(), s, mp);
			if (rc < 0)
				throw errorOf(rc);
			return rc === 1 ? internMove(readMove(mp, game._nt())) : null;
		});
	}

	/**
	 * Frees the bot now; a bot still installed in a game (installBots())
	 * goes on answering there and is freed when the last such game lets it
	 * go (installs other bots, sets hooks, or is disposed).
	 */
	dispose() {
		const p = this._p;
		if (!p)
			return;
		this._p = 0;
		if (this._installs > 0) {
			this._freeLater = p; // the library still calls it: freeing now would be a use after free
			return;
		}
		botRegistry.unregister(this);
		W.uno_bot_free(p);
	}

	/** @internal a game no longer has this bot installed. */
	_release() {
		if (--this._installs === 0 && this._freeLater) {
			botRegistry.unregister(this);
			W.uno_bot_free(this._freeLater);
			this._freeLater = 0;
		}
	}
}

function internMove(m) {
	return m._nt.intern(m);
}
