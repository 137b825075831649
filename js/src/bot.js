// Bots (bot.h): the library's bots and the ladder of levels, the moves
// they choose for a decision and make out of turn, and the tables of bots
// Game.installBots() and Game.advance() (game.js) hand to the library.
// SPDX-License-Identifier: MIT

import { W, view, frame, u32 } from './wasm.js';
import { BotKind, BotLevel } from '../dist/constants.js';
import { IS_GAME, checkInt, checkSeed, enumValue } from './util.js';
import { DisposedError, errorOf, strerror } from './errors.js';
import { MOVE } from './notation.js';
import { internMove, readMove } from './moves.js';

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
		this._installs = 0; // games that have it installed (installBots()), and advance() calls playing it
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
		if (!isGame(game))
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
		if (!isGame(game))
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
	 * go (installs other bots, sets hooks, or is disposed); one a hook
	 * disposes during a game's advance() plays on until that call returns.
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

	/** @internal a game no longer has this bot installed (or an advance() returned). */
	_release() {
		if (--this._installs === 0 && this._freeLater) {
			botRegistry.unregister(this);
			W.uno_bot_free(this._freeLater);
			this._freeLater = 0;
		}
	}
}

function isGame(v) {
	return v !== null && typeof v === 'object' && v[IS_GAME] === true;
}

/** Checks a table of bots for a game of `players` seats: an array of a
 * Bot or null per seat, from seat 0 (seats past its end have none). */
export function checkBots(bots, players) {
	if (!Array.isArray(bots) || bots.length > players)
		throw new TypeError(`bots is an array of at most ${players} Bot or null`);
	bots.forEach((b, i) => {
		if (b !== null && b !== undefined && !(b instanceof Bot))
			throw new TypeError(`bots[${i}] is a Bot or null`);
	});
	return bots;
}

/** The table as the library's `uno_bot *const bots[]`, in the frame of alloc
 * (DisposedError for a disposed Bot in it). */
export function botArray(alloc, bots) {
	const arr = alloc(Math.max(1, bots.length) * 4);
	bots.forEach((b, i) => view().setUint32(arr + i * 4, b ? b._ptr() : 0, true));
	return arr;
}

/** Holds the bots of a table while the library may call them: a held bot's
 * dispose() frees it only when the last hold is released. Returns them, once each. */
export function holdBots(bots) {
	const held = bots ? [...new Set(bots.filter(Boolean))] : [];
	for (const b of held)
		b._installs++;
	return held;
}

/** Releases what holdBots() held. */
export function releaseBots(held) {
	for (const b of held ?? [])
		b._release();
}
