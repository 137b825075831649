// The online part of the page, when uno-server served it: one session
// object (made here, given to lobby.js and online-game.js, no module
// state), the connection's frames turned into screens, and the clicks of
// the online screens turned into the protocol's messages. The address
// holds the room (`?room=CODE`, `&watch=1` to spectate), so that a reload
// comes back to it; the seat's credential is kept in localStorage per room
// (online.js), and the page rejoins with it after a reload or a dropped
// socket, until "Leave room" forgets it.
// SPDX-License-Identifier: MIT

import { U } from './local-game.js';
import { CardBook } from './cards.js';
import { Connection, detectServer, forgetSeat, keepSeat, keptSeat } from './online.js';
import { createMessage, renderHome, renderRoom } from './lobby.js';
import { logEvents, playsByCard, renderGame } from './online-game.js';

const $ = (id) => document.getElementById(id);

function createSession(health) {
	return {
		health,
		conn: null,
		variants: [],
		botLevels: [],
		lobby: [],
		form: { variant: 'classic', players: 2, public: false, name: '' },
		code: null, // the room this page is in, or joining
		watch: false,
		room: null, // the last `room` frame
		role: null, // 'player' or 'spectator'
		seat: null,
		game: null, // {version, status, view, legal, timer, hands}
		roundFrom: null, // {round, scores}: the totals while the round was played
		rules: null, // a Rules of the room's variant (its words and cards)
		book: null,
		variant: null,
		log: [],
		armedUno: false,
		pendingWild: null,
		error: null,
		asking: false, // the join prompt of an invitation is shown
		frames: 0,
	};
}

/** The room of the address: read before the local game rewrites the address. */
export function readRoomParams() {
	const q = new URLSearchParams(location.search);
	const h = new URLSearchParams(location.hash.replace(/^#/, ''));
	const code = q.get('room') || h.get('room');
	return { code: code ? code.toUpperCase() : null, watch: (q.get('watch') || h.get('watch')) === '1' };
}

function setAddress(os) {
	const u = new URL(location.href);
	u.search = '';
	u.hash = '';
	if (os.code) {
		u.searchParams.set('room', os.code);
		if (os.role === 'spectator')
			u.searchParams.set('watch', '1');
	}
	history.replaceState(null, '', u.toString());
}

function showError(os, text) {
	os.error = text;
	const el = $('o-error');
	el.textContent = text ?? '';
	el.hidden = !text;
}

function useVariant(os, variant) {
	if (os.variant === variant)
		return;
	if (os.rules)
		os.rules.dispose();
	os.rules = new U.Rules(variant);
	os.book = new CardBook(os.rules);
	os.variant = variant;
}

/** Draws the online screens: home, or the room and its game. */
function render(os) {
	const inRoom = os.code !== null;
	document.body.dataset.online = inRoom ? 'room' : 'home';
	// The local game's panels and keys are not the room's.
	for (const id of ['setup', 'help'])
		if (inRoom)
			$(id).hidden = true;
	$('toggle-help').hidden = inRoom;
	document.querySelector('main.layout').hidden = inRoom;
	$('match-info').hidden = inRoom;
	$('toggle-setup').hidden = inRoom;
	$('o-conn').textContent = os.conn && os.conn.status !== 'online'
		? (os.conn.status === 'offline' ? 'Connection lost: reconnecting…' : 'Connecting…') : '';
	$('o-conn').dataset.status = os.conn ? os.conn.status : 'none';
	if (!inRoom) {
		$('o-home').hidden = false;
		$('o-room').hidden = true;
		$('o-game').hidden = true;
		$('o-prompt').hidden = true;
		renderHome(os, $('o-home'));
		return;
	}
	$('o-home').hidden = true;
	$('o-prompt').hidden = !os.asking;
	if (os.asking) {
		$('o-room').hidden = true;
		$('o-game').hidden = true;
		$('o-prompt-code').textContent = os.code;
		return;
	}
	$('o-room').hidden = false;
	renderRoom(os, $('o-room'));
	if (os.rules && os.game && os.game.view)
		renderGame(os, $('o-game'));
	else
		$('o-game').hidden = true;
}

/* The totals while a round is played: a round's points at its end are
 * what they grew by. */
function noteRound(os) {
	const v = os.game.view;
	if (v && os.game.status === 'playing')
		os.roundFrom = { round: v.round, scores: v.scores.slice() };
}

function onFrame(os, f) {
	os.frames++;
	switch (f.type) {
	case 'variants':
		os.variants = f.variants;
		os.botLevels = f.bot_levels;
		break;
	case 'lobby':
		os.lobby = f.rooms;
		break;
	case 'joined':
		os.code = f.room;
		os.role = f.role;
		os.seat = f.seat;
		os.asking = false;
		if (f.credential)
			keepSeat(f.room, { credential: f.credential, seat: f.seat });
		setAddress(os);
		break;
	case 'room':
		if (f.room !== os.code)
			return;
		os.room = f;
		useVariant(os, f.variant);
		break;
	case 'state':
		if (f.room !== os.code)
			return;
		os.game = f;
		noteRound(os);
		break;
	case 'update':
		if (f.room !== os.code)
			return;
		if (f.kind === 'start' || f.kind === 'rematch' || f.kind === 'next_round') {
			os.armedUno = false;
			if (f.kind !== 'next_round')
				os.log = [];
		}
		os.game = f;
		noteRound(os);
		os.pendingWild = null;
		logEvents(os, f.events);
		break;
	case 'error':
		if (f.id === undefined || f.code === 'replaced')
			showError(os, f.message);
		if (f.code === 'replaced') {
			os.code = null;
			os.room = null;
			os.game = null;
		}
		break;
	default:
		return;
	}
	render(os);
}

async function ask(os, msg, want) {
	showError(os, null);
	try {
		return await os.conn.request(msg, want);
	} catch (e) {
		showError(os, e.message);
		render(os);
		return null;
	}
}

/** Joins the room of the address: with the kept credential, as a spectator, or asks.
 * Resolves to the `joined` frame (null when refused), or true when it asks. */
async function rejoin(os) {
	if (!os.code)
		return null;
	const kept = keptSeat(os.code);
	if (kept) {
		const ok = await ask(os, { type: 'join', room: os.code, credential: kept.credential }, 'joined');
		if (!ok && os.error && /credential/i.test(os.error))
			forgetSeat(os.code);
		return ok;
	}
	if (os.watch || os.role === 'spectator')
		return await ask(os, { type: 'join', room: os.code, as: 'spectator' }, 'joined');
	os.asking = true;
	render(os);
	const name = $('o-prompt-name');
	if (name)
		name.focus();
	return true;
}

function leaveRoom(os) {
	if (os.code) {
		forgetSeat(os.code);
		os.conn.request({ type: 'leave' }, 'left').catch(() => {});
	}
	os.code = null;
	os.room = null;
	os.game = null;
	os.roundFrom = null;
	os.role = null;
	os.seat = null;
	os.log = [];
	os.asking = false;
	setAddress(os);
	render(os);
	os.conn.request({ type: 'lobby' }, 'lobby').catch(() => {});
}

function sendMove(os, move) {
	if (!os.game)
		return;
	os.pendingWild = null;
	ask(os, { type: 'move', move, version: os.game.version }, 'update');
}

function clickCard(os, card) {
	const v = os.game.view;
	const plays = playsByCard(v.hand, os.game.legal ?? [])[card];
	if (!plays) {
		showError(os, `${os.book.name(card, v.side ?? 0)} cannot be played now.`);
		return;
	}
	if (plays.some((p) => p.color)) {
		os.pendingWild = card;
		render(os);
		const first = document.querySelector('.o-picker button');
		if (first)
			first.focus();
		return;
	}
	const p = plays.find((x) => x.uno === os.armedUno) ?? plays.find((x) => !x.uno) ?? plays[0];
	os.armedUno = false;
	sendMove(os, p.move);
}

async function onClick(os, e) {
	const t = e.target.closest('button, li.lobby-room');
	if (!t || t.disabled || !t.closest('#online'))
		return;
	if (t.dataset.ocard) {
		clickCard(os, t.dataset.ocard);
		return;
	}
	if (t.dataset.omove) {
		sendMove(os, t.dataset.omove);
		return;
	}
	switch (t.dataset.action) {
	case 'join-room':
		os.code = t.dataset.room;
		os.watch = false;
		await rejoin(os);
		break;
	case 'watch-room':
		os.code = t.dataset.room;
		os.watch = true;
		await rejoin(os);
		break;
	case 'watch-code': {
		const code = $('o-code').value.trim().toUpperCase();
		if (code) {
			os.code = code;
			os.watch = true;
			// The room's frame follows `joined`: a refused join is no answer.
			if (!(await rejoin(os)))
				leaveQuietly(os);
		}
		break;
	}
	case 'prompt-watch':
		os.watch = true;
		os.asking = false;
		await rejoin(os);
		break;
	case 'refresh-lobby':
		await ask(os, { type: 'lobby' }, 'lobby');
		break;
	case 'start':
		await ask(os, t.dataset.open ? { type: 'start', fill_bots: true } : { type: 'start' }, 'update');
		break;
	case 'leave':
		leaveRoom(os);
		break;
	case 'copy-link': {
		const link = $('o-link');
		let done = false;
		try {
			await navigator.clipboard.writeText(link.value);
			done = true;
		} catch (_) {
			link.select();
			done = document.execCommand && document.execCommand('copy');
		}
		$('o-copied').textContent = done ? 'Copied.' : 'Select the link and copy it.';
		break;
	}
	case 'next-round':
		await ask(os, { type: 'next_round', version: os.game.version }, 'update');
		break;
	case 'rematch':
		await ask(os, { type: 'rematch', version: os.game.version }, 'update');
		break;
	case 'arm-uno':
		os.armedUno = !os.armedUno;
		render(os);
		break;
	case 'cancel-wild':
		os.pendingWild = null;
		render(os);
		break;
	default:
		break;
	}
}

/* A code that led to no room: back home, with the error shown. */
function leaveQuietly(os) {
	const err = os.error;
	os.code = null;
	os.asking = false;
	setAddress(os);
	render(os);
	showError(os, err);
}

async function onSubmit(os, e) {
	const f = e.target;
	if (f.id === 'o-create') {
		e.preventDefault();
		os.form.name = $('o-name').value.trim();
		os.form.public = $('o-public').checked;
		const msg = createMessage(os, f);
		const r = await ask(os, msg, 'joined');
		if (!r)
			render(os);
	} else if (f.id === 'o-join') {
		e.preventDefault();
		const code = $('o-code').value.trim().toUpperCase();
		if (!code)
			return;
		os.code = code;
		os.watch = false;
		await rejoin(os);
	} else if (f.id === 'o-prompt') {
		e.preventDefault();
		const name = $('o-prompt-name').value.trim();
		const msg = { type: 'join', room: os.code };
		if (name)
			msg.name = name;
		await ask(os, msg, 'joined');
	}
}

function onChange(os, e) {
	const t = e.target;
	if (t.id === 'o-variant' || t.id === 'o-players') {
		os.form.name = $('o-name').value.trim();
		os.form.public = $('o-public').checked;
		if (t.id === 'o-variant')
			os.form.variant = t.value;
		else
			os.form.players = parseInt(t.value, 10);
		render(os);
		$(t.id).focus();
	}
}

/**
 * Starts the online part when uno-server served the page; otherwise the
 * page stays the local game it is. `code` and `watch` are the room of the
 * address (readRoomParams()). Resolves to the session, or null.
 */
export async function startOnline({ code, watch }) {
	const health = await detectServer();
	if (!health)
		return null;
	const os = createSession(health);
	os.code = code;
	os.watch = watch;
	os.conn = new Connection({
		onFrame: (f) => onFrame(os, f),
		onStatus: () => render(os),
		onOpen: async () => {
			await ask(os, { type: 'variants' }, 'variants');
			ask(os, { type: 'lobby' }, 'lobby');
			await rejoin(os);
			render(os);
		},
	});
	$('online').hidden = false;
	const root = $('online');
	root.addEventListener('click', (e) => onClick(os, e));
	root.addEventListener('submit', (e) => onSubmit(os, e));
	root.addEventListener('change', (e) => onChange(os, e));
	render(os);
	os.conn.open();
	return os;
}
