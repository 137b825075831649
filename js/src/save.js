// Saves and logs (save.h): a game's bytes in the library's save format,
// the move log and its text, and the games they make again. Game's save(),
// load(), startLog(), logText() and replay() (game.js) are these, with
// the game's handle.
// SPDX-License-Identifier: MIT

import { W, heap, frame, readString, i32, u32 } from './wasm.js';
import { Constants, Status } from '../dist/constants.js';
import { checkString, describe } from './util.js';
import { errorOf, strerror } from './errors.js';
import { withMalloc, withText } from './memory.js';

/** The game at gamePtr in the library's save format (a Uint8Array). */
export function saveGame(gamePtr) {
	return frame((alloc) => {
		const buf = alloc(Constants.SAVE_MAX);
		const n = W.uno_game_save(gamePtr, buf, Constants.SAVE_MAX);
		if (n < 0)
			throw errorOf(n);
		return heap().slice(buf, buf + n);
	});
}

/** A new game's handle from bytes saveGame() made; throws SaveFormatError and makes nothing for bad bytes. */
export function loadGame(bytes) {
	if (!(bytes instanceof Uint8Array))
		throw new TypeError(`a saved game is a Uint8Array, not ${describe(bytes)}`);
	return withMalloc(Math.max(1, bytes.length), (buf) => {
		heap().set(bytes, buf);
		return frame((alloc) => {
			const out = alloc(4);
			const rc = W.uno_game_load(out, buf, bytes.length, 0, 0);
			if (rc < 0)
				throw errorOf(rc, `not a saved game (${strerror(rc)})`);
			return u32(out);
		});
	});
}

/** A new game's handle from a move log's text (logText()); throws with the failing line. */
export function replayLog(text) {
	checkString(text, 'log');
	return withText(text, (buf, length) =>
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
}

/** Starts recording the game's moves, `capacity` entries at most. */
export function logStart(gamePtr, capacity) {
	const rc = W.uno_game_log_start(gamePtr, capacity);
	if (rc < 0)
		throw errorOf(rc);
}

/** The game's log as text, for replayLog(). */
export function logExport(gamePtr) {
	const n = W.uno_game_log_export(gamePtr, 0, 0);
	if (n < 0)
		throw errorOf(n, n === Status.ESTATE ? 'no log was started (startLog())' : undefined);
	return withMalloc(n + 1, (buf) => {
		const m = W.uno_game_log_export(gamePtr, buf, n + 1);
		if (m < 0)
			throw errorOf(m);
		return readString(buf, n);
	});
}
