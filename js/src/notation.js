// Notation (doc/notation.md): how a variant writes its cards and moves.
// The library's own notation (card.h, move.h: uno_card_parse(),
// uno_move_format()) is BUILTIN; a variant with kinds of its own writes
// them by its rule table (rules.h: uno_rules_card_parse(),
// uno_rules_move_format_side()). Reading moves into Move values is
// moves.js's; which rule table has which notation, rules.js's.
// SPDX-License-Identifier: MIT

import { W, heap, frame, cString, readString, at } from './wasm.js';
import { MoveType, Status } from '../dist/constants.js';
import { checkInt, checkString, describe } from './util.js';
import { ParseError, errorOf } from './errors.js';
import {
	CARD_SIZE, COLOR_LETTERS, COLOR_NAMES, DARK_COLOR_NAMES, KINDS, NO_COLOR, faceOfCard,
} from './cards.js';

/** The layout of a uno_move, as js/glue.c reports it. */
export const MOVE = {
	size: at('uno_move.size'),
	type: at('uno_move.type'),
	flags: at('uno_move.flags'),
	card: at('uno_move.card'),
	color: at('uno_move.color'),
	target: at('uno_move.target'),
	count: at('uno_move.count'),
	reason: at('uno_move.reason'),
};

/** Writes a move's fields (a Move's _raw: [type, flags, kind, cardColor,
 * color, target, count, reason]) as a uno_move at p. */
export function writeMove(p, r) {
	const h = heap();
	h[p + MOVE.type] = r[0];
	h[p + MOVE.flags] = r[1];
	h[p + MOVE.card] = r[2];
	h[p + MOVE.card + 1] = r[3];
	h[p + MOVE.color] = r[4];
	h[p + MOVE.target] = r[5] & 0xff;
	h[p + MOVE.count] = r[6];
	h[p + MOVE.reason] = r[7];
}

/*
 * How a variant writes its cards and moves. Every built-in variant but
 * the edition no-mercy writes them the library's way (BUILTIN); a variant
 * with kinds of its own (Rules.define(), "[kind SYMBOL]" with `new`, and
 * no-mercy) has its own symbols for those kind numbers (0-31), and so a
 * Notation of its own. A notation depends on nothing but its kinds'
 * symbols and the wilds it lists without a color (its shared Moves): one
 * Notation per such set, kept for the life of the module with a private
 * copy of a rule table that has them (the library parses and formats by
 * it).
 */
export class Notation {
	constructor(rulesPtr, named = [], side = 0, light = null) {
		this._r = rulesPtr; // 0: the library's own notation
		// Wild kinds played without a color, the next player naming it
		// ('reveal-until-color', No Mercy's Wild Color Roulette): listed once,
		// colorless, at the move index of their first color.
		this._named = new Set(named);
		this._text = [];
		this._moves = null; // its shared Moves, made once by moves.js (movesByIndex())
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
					writeMove(m, [MoveType.COLOR, 0, 0, 0, c, -1, 0, 0]);
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

	/** A move's notation on this notation's side (`move` a Move). */
	formatMove(move) {
		return frame((alloc) => {
			const p = alloc(MOVE.size);
			writeMove(p, move._raw);
			const buf = alloc(64);
			const rc = !this._r ? W.uno_move_format(p, buf, 64)
				: this.side ? W.uno_rules_move_format_side(this._r, p, this.side, buf, 64)
					: W.uno_rules_move_format(this._r, p, buf, 64);
			return rc < 0 ? `<invalid move: ${rc}>` : readString(buf);
		});
	}

	/** Whether a play of this kind is listed without a color (`named`). */
	listedColorless(type, kind) {
		return type === MoveType.PLAY && this._named.has(kind);
	}
}

/** The library's own notation. */
export const BUILTIN = new Notation(0);

/**
 * A color from 'R', 'red', 0-3; with a notation of two-sided cards (nt)
 * also from the dark side's letters and names ('P', 'teal'), which name
 * the same colors 0-3.
 */
export function colorValue(c, what = 'color', nt = BUILTIN) {
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
