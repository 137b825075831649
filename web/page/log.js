// The game's events as the player is told them: every line of the log is
// the library's sentence for an event (eventText(), the player as "you",
// the bots by name), after the page hid what the player may not see
// (another seat's drawn card, a card given between two bots). The events
// also decide the undo ruling (whether one showed the player a card it
// could not see before), the round's record and the notes on seats that
// are out.
// SPDX-License-Identifier: MIT

import { clearUndo } from './state.js';

/** Whether an event shows seat 0 a card it could not see before (the undo ruling), and which. */
function revealWhy(st, ev) {
	const bot = st.names[ev.seat] ?? '';
	// UNO Flip (FL-5): every drawn card shows its other face to the table,
	// and so does the draw pile's next card; a Flip shows everything anew.
	if (st.info.sides === 2) {
		if (ev.type === 'draw')
			return ev.seat === 0 ? 'you drew a card' : `${bot} drew a card (you saw its other side)`;
		if (ev.type === 'flip')
			return 'a Flip turned every card over';
		if (ev.type === 'reshuffle')
			return 'the draw pile was made again';
	}
	switch (ev.type) {
	case 'draw': return ev.seat === 0 ? 'you drew a card' : null;
	case 'play': case 'jump_in': case 'misplay': return ev.seat !== 0 ? `${bot} played a card` : null;
	case 'challenge': return ev.other === 0 ? 'a challenge showed you a hand' : null;
	case 'swap': return ev.seat === 0 || ev.other === 0 ? 'hands were swapped' : null;
	case 'rotate': return 'every hand was passed on';
	case 'give': return ev.other === 0 ? 'you were given cards' : null;
	case 'turn_over': return 'a Casting Call turned cards over';
	case 'round_end': return 'the round ended';
	case 'match_end': return 'the match ended';
	case 'round_start': case 'first_card': return 'a new round was dealt';
	default: return null;
	}
}

/* Whether to tell an event: another seat's draws that a penalty event
 * announced ("Bot 2 must draw 4 cards") are not told one by one. */
function worthTelling(st, ev) {
	const s = ev.seat;
	switch (ev.type) {
	case 'round_start':
		st.owed = [];
		return true;
	case 'penalty':
		st.owed[s] = ev.value;
		return true;
	case 'draw':
		if (ev.reason === 'turn' || !(st.owed[s] > 0))
			return true;
		st.owed[s]--;
		return s === 0;
	default:
		return true;
	}
}

/* Seats out of play, with the library's sentence that put them out: a
 * Teams player waiting for cards (until it gets them back), a knock-out
 * (for the round, NM-11), an elimination (for the match, E-1). */
function noteSeat(st, ev, text) {
	switch (ev.type) {
	case 'seat_out': case 'knocked_out': case 'eliminated':
		st.seatNotes[ev.seat] = { type: ev.type, text };
		break;
	case 'seat_back':
		delete st.seatNotes[ev.seat];
		break;
	case 'round_start':
		for (const [s, n] of Object.entries(st.seatNotes))
			if (n.type !== 'eliminated')
				delete st.seatNotes[s];
		break;
	default:
		break;
	}
}

export function pushLog(st, entry) {
	st.log.push({ round: st.game.view().round, times: 1, ...entry });
}

/**
 * Takes the events the last moves made: tells them, records a round's
 * end, and turns undo off when one showed seat 0 a hidden card.
 */
export function drain(st) {
	const from = st.log.length;
	for (const ev of st.game.takeEvents()) {
		const why = revealWhy(st, ev);
		if (why)
			clearUndo(st, `undo is off: ${why} since your last decision`);
		if (ev.type === 'draw' && ev.seat === 0)
			st.newCards.push(ev.card);
		if ((ev.type === 'give' || ev.type === 'cast') && ev.other === 0)
			st.newCards.push(ev.card);
		if (ev.type === 'challenge' && ev.other === 0)
			st.lastShown = { by: ev.seat, cards: st.game.view().shown };
		if (!worthTelling(st, ev))
			continue;
		const text = st.game.eventText(st.game.told(ev), st.names);
		noteSeat(st, ev, text);
		// The same sentence again in one go (a bot drawing until it can
		// play, a Discard All's cards): one line, counted.
		const prev = st.log[st.log.length - 1];
		if (prev && st.log.length > from && prev.text === text)
			prev.times++;
		else
			pushLog(st, { type: ev.type, seat: ev.seat, other: ev.other, text });
		if (ev.type === 'round_end')
			recordRound(st, ev);
	}
}

function recordRound(st, ev) {
	const g = st.game;
	const v = g.view();
	const totals = v.scores;
	const prev = st.rounds.length ? st.rounds[st.rounds.length - 1].totals : totals.map(() => 0);
	st.rounds.push({
		round: v.round, winner: ev.seat, value: ev.value, blocked: ev.reason === 'blocked',
		text: st.log[st.log.length - 1].text,
		totals, scores: totals.map((t, i) => t - prev[i]), hands: g.roundHands(), side: v.side,
		notes: Object.fromEntries(Object.entries(st.seatNotes).map(([s, n]) => [s, n.text])),
	});
}
