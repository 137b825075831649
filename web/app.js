// The playable page of libuno: seat 0 is the person at the keyboard, every
// other seat a library bot. The page keeps no rules and no words of its
// own for the game: what may be played, drawn, called or caught is what
// the library lists for seat 0; what it shows is what seat 0 may see; the
// cards, colors, options and events are named and told in the library's
// words. README.md in this folder describes the URL parameters, the keys
// and the undo ruling.
//
// The modules, in page/:
//
//   state.js       the page's state: one object, given to everything
//   params.js      the URL parameters
//   local-game.js  the game behind a small interface (view, legal moves,
//                  apply, events, the other seats' steps), a remote one's
//   cards.js       card faces and colors from the library's descriptions
//   log.js         the events in the library's words; the undo ruling
//   render.js      the page drawn from the state
//   play.js        the turn loop, the player's moves, undo, next round
//   input.js       clicks and keys
//   setup.js       a new match, and the New game form
//   online.js      uno-server: finding it, the WebSocket, kept credentials
//   online-page.js the online session: frames to screens, clicks to messages
//   lobby.js       the online home (create, join, lobby) and room screens
//   online-game.js an online game drawn from the server's view and moves
// SPDX-License-Identifier: MIT

import { U } from './page/local-game.js';
import { createState } from './page/state.js';
import { readParams } from './page/params.js';
import { handCards } from './page/render.js';
import { doMove, wire } from './page/input.js';
import { startGame } from './page/setup.js';
import { readRoomParams, startOnline } from './page/online-page.js';

const st = createState();
const room = readRoomParams();

// What tests (and the curious, from the console) may reach.
window.unoPage = {
	get game() { return st.game ? st.game.game : null; },
	get bots() { return st.game ? st.game.bots : []; },
	get params() { return st.params; },
	get log() { return st.log.map((e) => ({ type: e.type, seat: e.seat, text: e.text, times: e.times })); },
	get rounds() { return st.rounds; },
	get undoAvailable() { return st.undo.length > 0; },
	get undoNote() { return st.undoOff; },
	get moves() { return st.moves; },
	get error() { return st.error; },
	/** No bot step is pending: the page waits for seat 0 (or the round is over). */
	idle() { return st.timer === null; },
	/** Seat 0's legal moves as notation. */
	legal() { return st.game ? st.game.legal().map(String) : []; },
	/** What seat 0 sees. */
	view() { return st.game.view(); },
	/** The hand in the order the page shows it. */
	hand() { return handCards(st); },
	setDelay(ms) { st.params.delay = ms; },
	move: (m) => doMove(st, String(m)),
	U,
};

wire(st);
document.getElementById('version').textContent = U.version();
startGame(st, readParams(location.search));
window.unoPage.ready = true;
document.body.dataset.ready = '1';
// Served by uno-server: the online screens too (online-page.js).
startOnline(room).then((os) => {
	window.unoOnline = os;
	document.body.dataset.onlineReady = os ? '1' : '0';
});
