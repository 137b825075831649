// Hooks (game.h's uno_hooks, doc/hooks.md): JavaScript callbacks that
// answer a game's decisions and hear its events. js/glue.c's trampolines
// call the module's one import for every hook (wasm.js onHook()); it
// finds the game by the `user` id its hooks were set with and asks the
// callback, checking its answer before the library takes it.
// SPDX-License-Identifier: MIT

import { W, heap, onHook } from './wasm.js';
import { Constants, Reason, Status } from '../dist/constants.js';
import { checkInt, describe } from './util.js';
import { IllegalMoveError, errorOf } from './errors.js';
import { NO_COLOR, isWild } from './cards.js';
import { colorValue } from './notation.js';
import { movesByIndex, toMove } from './moves.js';
import { readEvent } from './event.js';

const MAX_PLAYERS = Constants.MAX_PLAYERS;
const PENDING = -1; // what a hook returns to leave its decision pending

export const HOOK_NAMES = ['chooseColor', 'challenge', 'draw', 'event', 'cast', 'give', 'swap'];
const HOOK = Object.fromEntries(HOOK_NAMES.map((n, i) => [n, i]));

// The games with hooks, by the id their hooks were set with (the `user`
// of js/glue.c's trampolines): weakly, so that a game with hooks is still
// collected (and freed by its FinalizationRegistry).
const hooked = new Map(); // hook user id -> WeakRef(Game)
let nextHookId = 1;

/** Forgets a game's hook id (its game was disposed). */
export function forgetHooks(id) {
	hooked.delete(id);
}

/**
 * Game.setHooks(): installs `hooks` as game's callbacks, replacing all set
 * before (doc/hooks.md; the method documents them).
 */
export function installHooks(game, hooks) {
	game._ptr();
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
	if (!game._hookId) {
		game._hookId = nextHookId++;
		hooked.set(game._hookId, new WeakRef(game));
	}
	// The library asks the new hooks within this call when their
	// decision is pending: they must be in place before it, and what
	// they throw is thrown from here (as from apply()).
	const old = game._hookFns;
	game._hookFns = which ? fns : null;
	const rc = game._run((q) => W.unojs_set_hooks(q, which, game._hookId));
	if (rc < 0) {
		game._hookFns = old;
	} else {
		game._keepBots(null); // set_hooks replaces installed bots
		if (!which && game._hookId) {
			hooked.delete(game._hookId);
			game._hookId = 0;
		}
	}
	game._finish(rc, (code) => { throw errorOf(code, code === Status.EBUSY ? 'setHooks() from inside a hook' : undefined); });
}

/** The answer of the hook `kind` of `game` to the library (or PENDING). */
function runHook(game, kind, seat, data) {
	const name = HOOK_NAMES[kind];
	const fn = game._hookFns && game._hookFns[name];
	if (!fn)
		return PENDING;
	const nt = game._nt();
	const moves = movesByIndex(nt);
	switch (kind) {
	case HOOK.event:
		fn(game, readEvent(data, nt));
		return 0;
	case HOOK.chooseColor: {
		const a = fn(game, seat);
		if (a === null || a === undefined)
			return PENDING;
		const c = colorValue(a, 'the chooseColor hook\'s answer', nt);
		checkAnswer(game, seat, moves[Constants.INDEX_COLOR + c], name);
		return c;
	}
	case HOOK.challenge: {
		const a = fn(game, seat);
		if (a === null || a === undefined)
			return PENDING;
		if (typeof a !== 'boolean')
			throw new TypeError(`the challenge hook answers true, false or null, not ${describe(a)}`);
		const m = moves[a ? Constants.INDEX_CHALLENGE : Constants.INDEX_ACCEPT];
		checkAnswer(game, seat, m, name);
		return a ? 1 : 0;
	}
	case HOOK.draw: {
		const h = heap();
		const a = fn(game, seat, nt.card(h[data], h[data + 1]));
		if (a === null || a === undefined)
			return PENDING;
		const [k, c] = nt.parseCard(a, 'the drawn card');
		heap()[data] = k;
		heap()[data + 1] = isWild(k) ? NO_COLOR : c;
		return 0;
	}
	case HOOK.cast: {
		const a = fn(game, seat);
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
		checkAnswer(game, seat, m, name);
		return ret;
	}
	case HOOK.give: {
		const a = fn(game, seat);
		if (a === null || a === undefined)
			return PENDING;
		const m = toMove({ type: 'give', card: a }, nt);
		checkAnswer(game, seat, m, name);
		heap()[data] = m._raw[2];
		heap()[data + 1] = m._raw[3];
		return 0;
	}
	case HOOK.swap: {
		const a = fn(game, seat);
		if (a === null || a === undefined)
			return PENDING;
		const t = checkInt(a, 'the swap hook\'s answer', 0, MAX_PLAYERS - 1);
		checkAnswer(game, seat, moves[Constants.INDEX_SWAP + t], name);
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
function checkAnswer(game, seat, move, hook) {
	const v = game.check(move, seat);
	if (!v.legal && !game._hookRefusal && !game._hookError)
		game._hookRefusal = new IllegalMoveError(Status.EILLEGAL,
			`the ${hook} hook answered '${move}' for seat ${seat}: ${v.message}`,
			{ reason: Reason[v.reason.toUpperCase()], move, seat });
}

onHook((kind, _gamePtr, seat, data, user) => {
	const ref = hooked.get(user);
	const game = ref && ref.deref();
	if (!game || !game._p || game._hookError)
		return PENDING;
	try {
		return runHook(game, kind, seat, data);
	} catch (e) {
		if (!game._hookError)
			game._hookError = e;
		return PENDING;
	}
});
