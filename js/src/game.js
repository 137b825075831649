// Games (game.h): a game of UNO under one variant's rules, its moves, its
// state and its rounds. The Game class is the API's; what belongs to
// another header is done by its module: the fast path, what a seat sees
// and is told (view.js), the same as JSON (json.js), hooks (hooks.js),
// saves and logs (save.js), bots (bot.js).
// SPDX-License-Identifier: MIT

import { W, heap, frame, readString, i32, u32 } from './wasm.js';
import { Constants, Phase, PlayoutPolicy, Reason, Status } from '../dist/constants.js';
import {
	IS_GAME, PHASE_NAMES, REASON_NAMES, SEAT_NAMES, checkInt, checkSeed, checkString, enumValue, seatOrNull,
} from './util.js';
import { DisposedError, UnoError, errorOf, reasonMessage, strerror } from './errors.js';
import { CARD_SIZE } from './cards.js';
import { MOVE, writeMove } from './notation.js';
import { internMove, movesByIndex, readMove, toMove } from './moves.js';
import { Rules, builtinRules, notationOf, rulesOf } from './rules.js';
import {
	askDecision, maskMoves, readDecision, seatBelief, seatMask, seatObservation, seatView, tellEvent,
} from './view.js';
import { eventJsonOf, legalJsonOf, viewJsonOf } from './json.js';
import { forgetHooks, installHooks } from './hooks.js';
import { cardNameOf, eventTextOf } from './text.js';
import { logExport, logStart, loadGame, replayLog, saveGame } from './save.js';
import { handsDeck } from './script.js';
import { botArray, checkBots, holdBots, releaseBots } from './bot.js';

const MAX_PLAYERS = Constants.MAX_PLAYERS;
const MAX_DECK = Constants.MAX_DECK;
const MAX_MOVES = Constants.MAX_MOVES;
/** The draw pile, as the target of Game.hiddenFaces() (UNO_DRAW_PILE). */
export const DRAW_PILE = Constants.DRAW_PILE;
/** No seat (UNO_SPECTATOR): a spectator, told what every seat knows, in place of a seat in view(),
 * observation(), hiddenFaces(), eventForSeat() and the JSON of what a seat is told. */
export const SPECTATOR = Constants.SPECTATOR;

const gameRegistry = new FinalizationRegistry((p) => W.uno_game_free(p));

// A scratch buffer for legalMoves(), which fills it and reads it back
// before anything else can run (no hook is called by the call).
const movesBuf = W.malloc(MAX_MOVES * MOVE.size);

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

	/** @internal what marks a Game (util.js IS_GAME). */
	get [IS_GAME]() { return true; }

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
			const deck = handsDeck(table, hands, first, draw, { fill, dealer });
			return new Game(table, { players, seed, dealer, partial: !fill, topAsIs, deck });
		} finally {
			table.dispose();
		}
	}

	/** A game from bytes made by save(); throws SaveFormatError and makes nothing for bad bytes. */
	static load(bytes) {
		return Game._of(loadGame(bytes));
	}

	/** Replays a move log (logText()); throws with the failing line. */
	static replay(text) {
		return Game._of(replayLog(text));
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
			forgetHooks(this._hookId);
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
		return saveGame(this._ptr());
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
				writeMove(mp, move._raw);
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

	/** @internal a seat of the game or SPECTATOR: who sees or is told. */
	_viewerArg(seat) {
		checkInt(seat, 'seat');
		const n = this.players; // DisposedError for the spectator too
		if (seat !== SPECTATOR && (seat < 0 || seat >= n))
			throw new RangeError(`seat must be 0 to ${n - 1} or SPECTATOR (-1), not ${seat}`);
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
		const current = askDecision(p);
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
			writeMove(mp, m._raw);
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
		if (idx !== undefined && idx >= 0 && !this._hookId && movesByIndex(nt)[idx] === m) {
			const rc = W.uno_game_apply_index(this._p, s, idx);
			if (rc < 0)
				this._refused(rc, m, s);
			return;
		}
		const rc = this._run((p) => frame((alloc) => {
			const mp = alloc(MOVE.size);
			writeMove(mp, m._raw);
			return W.uno_game_apply(p, s, mp);
		}));
		this._finish(rc, (code) => this._refused(code, m, s));
	}

	/** The pending decision in one call: a Decision. */
	decision() {
		askDecision(this._ptr());
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
				this._refused(rc, movesByIndex(this._nt())[index], s);
			return;
		}
		const rc = this._run((p) => W.uno_game_apply_index(p, s, index));
		this._finish(rc, (code) => this._refused(code, movesByIndex(this._nt())[index], s));
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
		return seatBelief(this._p, s, t);
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
		installHooks(this, hooks);
	}

	/**
	 * Lets bots answer the color, challenge, cast, give and swap decisions
	 * of their seats (bots[s] for seat s, or null); plays, draws and
	 * out-of-turn moves stay with the caller (Bot.choose(), Bot.act()).
	 * installBots([]) uninstalls them.
	 */
	installBots(bots) {
		checkBots(bots, this.players);
		const rc = this._run((p) => frame((alloc) => W.uno_bot_install(p, botArray(alloc, bots), bots.length)));
		this._finish(rc, (code) => { throw errorOf(code); });
		this._keepBots(bots); // keep them alive while installed
	}

	/** @internal the bots the library may call for this game: kept alive, and not freed by Bot.dispose(), until replaced. */
	_keepBots(bots) {
		const old = this._bots;
		const now = holdBots(bots);
		this._bots = now.length ? now : null;
		releaseBots(old);
	}

	/**
	 * Lets the library's bots play their seats (uno_game_advance()) until
	 * a seat without a bot must decide, the round (or the match) is over,
	 * or `maxMoves` moves were applied (0, the default: no limit). Returns
	 * the number of moves applied: 0 when a seat without a bot is to
	 * decide at once, or no round is in progress.
	 *
	 * `bots` has a Bot or null per seat, from seat 0; seats past its end
	 * have none ([] moves nothing). Before every move each bot, clockwise
	 * from the seat to decide, may first make a move out of turn (its UNO
	 * call, a catch, a jump-in: Bot.act()); when none does, the bot of the
	 * seat to decide answers its decision (Bot.choose()). A host whose
	 * players may also catch or jump in passes maxMoves 1 and offers them
	 * their moves between calls.
	 *
	 * Hooks run as for apply(). When one throws, the bots stop after the
	 * move that ran it and its error is thrown from here, that move and
	 * the ones before it applied; so is the error of a move the library
	 * refuses on the way (a hook's answer, say). BusyError from a hook.
	 */
	advance(bots, maxMoves = 0) {
		checkBots(bots, this.players);
		checkInt(maxMoves, 'maxMoves', 0);
		const fail = (code) => {
			throw errorOf(code, code === Status.EBUSY ? 'advance() from inside a hook'
				: readString(W.uno_game_errmsg(this._p)) || undefined);
		};
		return frame((alloc) => {
			const arr = botArray(alloc, bots);
			const n = bots.length;
			if (!this._hookId) {
				// No hooks: no JavaScript runs, one call plays it all.
				const rc = W.uno_game_advance(this._p, arr, n, maxMoves);
				if (rc < 0)
					fail(rc);
				return rc;
			}
			// With hooks, a move at a time, so that a hook's exception
			// stops the bots after the move that ran it (the library plays
			// on: an event hook cannot stop it). The library's loop takes
			// the same moves one call at a time, so the game is the same.
			// The bots are held meanwhile: a hook may dispose of one.
			const held = holdBots(bots);
			try {
				let done = 0;
				while (maxMoves === 0 || done < maxMoves) {
					const rc = this._run((p) => W.uno_game_advance(p, arr, n, 1));
					if (rc > 0)
						done += rc;
					this._finish(rc, fail);
					if (rc <= 0 || !this._p) // no move to make, or a hook disposed the game
						break;
				}
				return done;
			} finally {
				releaseBots(held);
			}
		});
	}

	// -- the move log --

	/** Starts recording moves (replacing a log already started). */
	startLog(capacity = 65536) {
		checkInt(capacity, 'capacity', 1, 1 << 24);
		logStart(this._ptr(), capacity);
	}

	/** Stops recording and frees the log. */
	stopLog() {
		W.uno_game_log_stop(this._ptr());
	}

	/** Entries recorded (0 without a log). */
	get logLength() { return W.uno_game_log_length(this._ptr()); }

	/** The log as text, for Game.replay(). */
	logText() {
		return logExport(this._ptr());
	}

	// -- what a seat sees --

	/** A seat's view: everything that seat may know, as plain data; SPECTATOR's is the public
	 * table alone (seat -1, no hand, no shown hand). */
	view(seat) {
		const s = this._viewerArg(seat);
		return seatView(this._p, s, this._nt());
	}

	/** The observation vector of a seat (doc/observation.md) as an Int32Array; SPECTATOR's has
	 * no hand and no shown hand. */
	observation(seat) {
		const s = this._viewerArg(seat);
		return seatObservation(this._p, s);
	}

	/** A seat's legal moves as a 0/1 byte per move index (a Uint8Array of the game's
	 * moveIndexCount: Constants.MOVE_INDEX_COUNT, or MOVE_INDEX_MAX for kinds 20-31). */
	legalMask(seat) {
		const s = this._seatArg(seat);
		return seatMask(this._p, s, this.moveIndexCount);
	}

	/**
	 * An event of this game as the event hook gave it (then or kept since)
	 * as `seat` or SPECTATOR is told it (uno_event_for_seat(),
	 * doc/information.md): the same event, `card` and `hidden` null where
	 * that viewer may not see them. Send each seat this, never the event.
	 * UnoError (EINVAL) for an event not of this game.
	 */
	eventForSeat(event, seat) {
		const s = this._viewerArg(seat);
		return tellEvent(this._p, s, event, this._nt());
	}

	/** view(seat) as the library writes it in JSON (uno_game_view_json(); doc/protocol.md). */
	viewJson(seat) { return viewJsonOf(this._p, this._viewerArg(seat)); }
	/** legalMoves(seat) as a JSON array of move texts (uno_game_legal_json()); '[]' for SPECTATOR. */
	legalJson(seat) { return legalJsonOf(this._p, this._viewerArg(seat)); }
	/** eventForSeat(event, seat) as JSON (uno_event_json()): `hidden` only where told one. */
	eventJson(event, seat) {
		const s = this._viewerArg(seat);
		return eventJsonOf(this._p, s, event, this._nt());
	}

	// -- the state --

	/** The game's rules (a new Rules copy). */
	get rules() { return rulesOf(this._ptr(), this._notation); }
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
	 * (0 or 1 card). Always [] for a one-sided deck. `seat` may be
	 * SPECTATOR, who sees no hand's hidden faces, only the draw pile's.
	 */
	hiddenFaces(seat, target) {
		const s = this._viewerArg(seat);
		const t = checkInt(target, 'target') === DRAW_PILE ? DRAW_PILE : this._seatArg(target);
		return frame((alloc) => {
			const buf = alloc(MAX_DECK * CARD_SIZE);
			const n = W.uno_game_hidden_faces(this._p, s, t, buf, MAX_DECK);
			if (n < 0)
				throw errorOf(n);
			return this._nt().onSide(1 - W.uno_game_side(this._p)).cards(buf, Math.min(n, MAX_DECK));
		});
	}
	/** A card's English name in the game's variant (Rules.cardName()), read on side `side`
	 * (default: the side in play). */
	cardName(card, side = this.side) {
		return cardNameOf(W.uno_game_rules(this._ptr()), this._nt(), card, side);
	}
	/** An event in one English sentence with the game's card names (Rules.eventText(),
	 * uno_event_text()): `viewer` the seat told ('you', -1 for nobody), `names` the seats'. */
	eventText(event, { viewer = -1, names = null } = {}) {
		return eventTextOf(W.uno_game_rules(this._ptr()), this._nt(), event, { viewer, names });
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
