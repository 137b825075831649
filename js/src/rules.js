// Rule tables (rules.h): the built-in variants, the options, variants of
// one's own from a definition, and the facts of a variant a host reads
// without a game. Each table has its notation (notation.js), found here.
// SPDX-License-Identifier: MIT

import { W, view, frame, cString, readString, at, i32, u32 } from './wasm.js';
import { Constants, Status } from '../dist/constants.js';
import { checkInt, checkString, describe } from './util.js';
import { DefinitionError, DisposedError, errorOf } from './errors.js';
import { withMalloc, withText } from './memory.js';
import { CARD_SIZE, KINDS, faceOfCard, isWild } from './cards.js';
import { BUILTIN, Notation, colorValue } from './notation.js';
import { movesByIndex, parseMove } from './moves.js';
import { cardNameOf, colorName, eventTextOf } from './text.js';

const MAX_DECK = Constants.MAX_DECK;

const DEF_ERR = Object.fromEntries(['size', 'line', 'column', 'message']
	.map((k) => [k, at('uno_definition_error.' + k)]));

// ---- notations ----

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
export function notationOf(rulesPtr) {
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

/** An option's id from its name (uno_option_lookup()); a TypeError or an UnoError (ENOTFOUND). */
export function optionId(name) {
	checkString(name, 'option');
	return frame((alloc) => {
		const out = alloc(4);
		const rc = W.uno_option_lookup(cString(alloc, name), out);
		if (rc < 0)
			throw errorOf(rc, `unknown option ${JSON.stringify(name)} (one of ${optionNames().join(', ')})`);
		return i32(out);
	});
}

/** A one-line description of an option, naming its rule id (uno_option_description()). */
export function optionDescription(name) {
	return readString(W.uno_option_description(optionId(name)));
}

/** An option's label for a player: 'Stacking', 'Draw until playable', 'Seven-O' (uno_option_label()). */
export function optionLabel(name) {
	return readString(W.uno_option_label(optionId(name)));
}

/**
 * What kind of setting an option is (uno_option_category_of()): 'table'
 * (how long a match lasts, how many cards are dealt), 'rule' (a detail of
 * a variant's official rules) or 'house' (a house rule, off in the
 * variants that do not play it as one of their own rules).
 */
export function optionCategory(name) {
	return readString(W.uno_option_category_name(W.uno_option_category_of(optionId(name))));
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

export function builtinRules(name) {
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
		return parseMove(this._ntSide(side), text);
	}
	/** The move of a move index, written in this variant's notation (on side `side` of
	 * two-sided cards); throws RangeError. */
	moveFromIndex(index, side = 0) {
		const nt = this._ntSide(side);
		checkInt(index, 'index', 0, this.moveIndexCount - 1);
		return movesByIndex(nt)[index];
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
	/** The names of the options this table supports, in id order: those optionInfo(),
	 * get() and set() accept for it (uno_rules_options()). */
	optionNames() {
		return frame((alloc) => {
			const cap = W.uno_option_count();
			const buf = alloc(4 * cap);
			const n = W.uno_rules_options(this._ptr(), buf, cap);
			if (n < 0)
				throw errorOf(n);
			const out = [];
			for (let i = 0; i < Math.min(n, cap); i++)
				out.push(readString(W.uno_option_name(i32(buf + 4 * i))));
			return out;
		});
	}
	/** Every option the variant has, with its value. */
	options() {
		const out = {};
		for (const name of this.optionNames())
			out[name] = this.get(name);
		return out;
	}
	/** A card's English name in this variant, read on side `side` ('red 7', 'blue Draw Two',
	 * 'Wild Draw Four (blue)', 'pink Skip Everyone'; uno_rules_card_name()). */
	cardName(card, side = 0) {
		return cardNameOf(this._ptr(), this._nt(), card, side);
	}
	/**
	 * What a card in this variant's notation is, read on side `side`:
	 * `{ card, kind, symbol, color, wild, kindName, name, effects }`, its
	 * canonical text, kind number and symbol ('D2'), its color letter on
	 * that side (a wild's named color, or null), whether it is a wild, the
	 * kind's name in the table ('draw two'), the card's English name
	 * (cardName()) and what the kind does (kindEffects()). What a front
	 * end draws a card face from. Throws ParseError.
	 */
	describeCard(card, side = 0) {
		const nt = this._ntSide(side);
		const [kind, color] = nt.parseCard(card);
		return {
			card: nt.card(kind, color),
			kind,
			symbol: this.kindSymbol(kind),
			color: nt.colorLetter(color),
			wild: isWild(kind),
			kindName: this.kindName(kind),
			name: this.cardName(card, side),
			effects: this.kindEffects(kind),
		};
	}
	/** A color's English name on side `side` ('red'; on the dark side of two-sided cards
	 * 'pink'), the color 0-3 or a letter or name of either side. */
	colorName(color, side = 0) {
		this._ntSide(side);
		return colorName(colorValue(color, 'color', this._nt()), side);
	}
	/**
	 * An event in one English sentence, with this table's card names
	 * (uno_event_text()): 'Seat 2 plays red Draw Two.', 'You must draw 2
	 * cards (UNO penalty).'. The event is one as the event hook gives it,
	 * or as a host changed it for one seat: a null card reads 'a card'.
	 * `viewer` is the seat told ('you'), -1 for nobody; `names` the host's
	 * names of the seats (by seat; null or '' for 'seat N').
	 */
	eventText(event, { viewer = -1, names = null } = {}) {
		return eventTextOf(this._ptr(), this._nt(), event, { viewer, names });
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

/** A new Rules, the caller's, copied from a game's table (uno_game_rules()) with the game's notation. */
export function rulesOf(gamePtr, notation) {
	const r = Object.create(Rules.prototype);
	r._p = frame((alloc) => {
		const out = alloc(4);
		const rc = W.uno_rules_copy(out, W.uno_game_rules(gamePtr), 0, 0);
		if (rc < 0)
			throw errorOf(rc);
		return u32(out);
	});
	r._notation = notation;
	rulesRegistry.register(r, r._p, r);
	return r;
}

