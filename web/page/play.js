// The turn loop: the player's moves (kept for undo), the other seats'
// moves one at a time after the bot-speed delay (which is also the
// player's window to call UNO or catch), undo, and the next round.
// SPDX-License-Identifier: MIT

import { drain, pushLog } from './log.js';
import { flash, render, renderStatus, showError } from './render.js';
import { clearUndo } from './state.js';

export function stopTimer(st) {
	if (st.timer !== null) {
		clearTimeout(st.timer);
		st.timer = null;
	}
}

export function schedule(st, delay = st.params.delay) {
	stopTimer(st);
	st.timer = setTimeout(() => step(st), delay);
	renderStatus(st);
}

/** One move of another seat (an out-of-turn one first), then the next after the delay. */
function step(st) {
	st.timer = null;
	const g = st.game;
	if (!g)
		return;
	try {
		if (g.advance()) {
			st.moves++;
			drain(st);
			render(st);
			schedule(st);
			return;
		}
	} catch (e) {
		showError(st, e);
	}
	render(st);
}

/*
 * A move of seat 0 in the library's words, as its event would tell it
 * ("You play red Skip.", "You name blue."), for the undo button and the
 * log; the move's notation where no event says it.
 */
function moveWords(st, m) {
	const side = st.game.side;
	const byType = {
		play: { type: 'play', seat: 0, card: m.card },
		color: { type: 'color', seat: 0, color: m.color },
		uno: { type: 'uno', seat: 0 },
		catch: { type: 'catch', seat: m.target, other: 0 },
		swap: { type: 'swap', seat: 0, other: m.target },
		pass: { type: 'pass', seat: 0 },
	};
	const ev = byType[m.type];
	if (ev) {
		try {
			return st.game.eventText({ ...ev, side }, st.names);
		} catch (_) {
			// no words for it: its notation below
		}
	}
	return String(m);
}

/** Applies seat 0's move (a Move or its notation), keeping the game as it was for undo. */
export function humanMove(st, m) {
	const g = st.game;
	if (!g)
		return false;
	const check = g.check(m);
	if (!check.legal) {
		flash(st, `Not now: ${check.message}.`);
		return false;
	}
	const move = typeof m === 'string' ? g.legal().find((x) => String(x) === m) ?? null : m;
	const snap = {
		game: g.snapshot(), log: st.log.length, newCards: st.newCards.slice(),
		words: move ? moveWords(st, move) : String(m),
	};
	try {
		g.apply(m);
	} catch (e) {
		snap.game.dispose();
		showError(st, e);
		return false;
	}
	st.moves++;
	st.undo.push(snap);
	if (st.undo.length > 30)
		st.undo.shift().game.dispose();
	st.undoOff = null;
	st.newCards = [];
	st.armedUno = false;
	st.pendingWild = null;
	st.lastShown = null;
	drain(st);
	render(st);
	schedule(st);
	return true;
}

/** Takes back seat 0's last decision and everything after it. */
export function undo(st) {
	const u = st.undo.pop();
	if (!u) {
		flash(st, st.undoOff ? st.undoOff.replace(/^undo is off: /, 'Undo is off: ') : 'Nothing to undo.');
		return;
	}
	stopTimer(st);
	st.game.restore(u.game);
	st.log.length = u.log;
	st.newCards = u.newCards;
	st.armedUno = false;
	st.pendingWild = null;
	st.undoOff = st.undo.length ? null : 'nothing more to undo';
	pushLog(st, { type: 'undo', seat: 0, text: `Taken back: ${u.words}` });
	st.moves++;
	render(st);
	schedule(st);
}

/** Deals the next round of the match. */
export function nextRound(st) {
	const g = st.game;
	if (!g.roundOver || g.matchOver)
		return;
	g.nextRound();
	st.moves++;
	st.newCards = [];
	st.lastShown = null;
	drain(st);
	clearUndo(st, 'a new round was dealt');
	render(st);
	schedule(st);
}
