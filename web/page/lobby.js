// The online screens before and around a game: the home panel (create a
// room, join one by its code, the lobby of public rooms) and the room
// panel (its code and invitation link, the seats and who is connected,
// away or played by the autopilot, start, leave). Each is drawn from the
// online session (online-page.js) and the server's frames; the option
// names and descriptions are the library's.
// SPDX-License-Identifier: MIT

import { U } from './local-game.js';
import { esc } from './cards.js';
import { matchEndText } from './online-game.js';

/** The bot levels' names for people. */
const LEVEL_NAMES = { easy: 'Easy', medium: 'Medium', hard: 'Hard', expert: 'Expert' };

export function levelName(level) {
	return LEVEL_NAMES[level] ?? level;
}

function variantOf(os, name) {
	return os.variants.find((v) => v.name === name) ?? os.variants[0];
}

function optionField(o) {
	let label, desc;
	try {
		label = U.optionLabel(o.name);
		desc = U.optionDescription(o.name);
	} catch (_) {
		label = o.name;
		desc = o.description ?? '';
	}
	const id = `o-opt-${o.name}`;
	if (o.min === 0 && o.max === 1)
		return `<label class="opt" for="${id}" title="${esc(desc)}"><input type="checkbox" id="${id}" data-option="${esc(o.name)}"${o.default ? ' checked' : ''}> ${esc(label)}</label>`;
	return `<label class="opt" for="${id}" title="${esc(desc)}">${esc(label)} <input type="number" id="${id}" data-option="${esc(o.name)}" min="${o.min}" max="${o.max}" value="${o.default}"></label>`;
}

/** The seats of the create form: the host's, then a player's or a bot's each. */
function seatRows(os, players) {
	const levels = os.botLevels.map((l) => `<option value="${esc(l)}">Bot: ${esc(levelName(l))}</option>`).join('');
	let h = '';
	for (let s = 1; s < players; s++) {
		h += `<label class="seat-choice">Seat ${s + 1} <select data-seat-kind="${s}">` +
			`<option value="">A player (invite)</option>${levels}</select></label>`;
	}
	return h;
}

/** The home panel: create, join by code, the lobby. */
export function renderHome(os, el) {
	if (!os.variants.length) {
		el.innerHTML = '<p>Connecting to the server…</p>';
		return;
	}
	const v = variantOf(os, os.form.variant);
	const players = v.players.includes(os.form.players) ? os.form.players : v.players[0];
	os.form.players = players;
	const variants = os.variants.map((x) => `<option value="${esc(x.name)}"${x.name === v.name ? ' selected' : ''}>${esc(x.name)}</option>`).join('');
	const counts = v.players.map((n) => `<option value="${n}"${n === players ? ' selected' : ''}>${n}</option>`).join('');
	const opts = v.options.map(optionField).join('');
	const rooms = os.lobby.length
		? os.lobby.map((r) => `<li class="lobby-room" data-room="${esc(r.room)}"><span class="lr-name">${esc(r.name || r.room)}</span> ` +
			`<span class="lr-info">${esc(r.variant)}, ${r.players} seats, ${r.open_seats} open, ${esc(roomStatusText(r.status))}</span> ` +
			(r.open_seats > 0 && r.status === 'lobby' ? `<button type="button" data-action="join-room" data-room="${esc(r.room)}">Join</button> ` : '') +
			`<button type="button" data-action="watch-room" data-room="${esc(r.room)}">Watch</button></li>`).join('')
		: '<li class="lobby-empty">No public rooms right now.</li>';
	el.innerHTML = `
<h2>Play online</h2>
<p class="hint">This page was served by uno-server: play with people over the network, or keep playing locally against the bots below.</p>
<div class="online-cols">
<form id="o-create" class="o-box" aria-label="Create a room">
	<h3>Create a room</h3>
	<div class="setup-row">
		<label>Your name <input id="o-name" maxlength="32" value="${esc(os.form.name)}" autocomplete="nickname"></label>
		<label>Variant <select id="o-variant">${variants}</select></label>
		<label>Seats <select id="o-players">${counts}</select></label>
	</div>
	<p class="variant-summary">${esc(v.summary ?? '')}</p>
	<fieldset class="o-seats"><legend>The other seats</legend>${seatRows(os, players)}</fieldset>
	<fieldset class="o-opts"><legend>Rules</legend>${opts}</fieldset>
	<label class="opt"><input type="checkbox" id="o-public"${os.form.public ? ' checked' : ''}> List it in the lobby (public)</label>
	<div class="setup-row"><button type="submit" class="primary" id="o-create-btn">Create room</button></div>
</form>
<div class="o-box">
	<form id="o-join" aria-label="Join a room">
		<h3>Join by code</h3>
		<div class="setup-row">
			<label>Code <input id="o-code" maxlength="12" autocapitalize="characters" autocomplete="off" size="8"></label>
			<button type="submit" id="o-join-btn">Join</button>
			<button type="button" id="o-watch-btn" data-action="watch-code">Watch</button>
		</div>
	</form>
	<h3>Public rooms <button type="button" data-action="refresh-lobby">Refresh</button></h3>
	<ul class="lobby" id="o-lobby">${rooms}</ul>
</div>
</div>`;
}

export function roomStatusText(status) {
	return { lobby: 'waiting for players', playing: 'being played', round_over: 'between rounds', match_over: 'match over' }[status] ?? status;
}

/** The create form's message (protocol.md, `create`). */
export function createMessage(os, el) {
	const v = variantOf(os, os.form.variant);
	const options = {};
	for (const inp of el.querySelectorAll('[data-option]')) {
		const o = v.options.find((x) => x.name === inp.dataset.option);
		const val = inp.type === 'checkbox' ? (inp.checked ? 1 : 0) : Number(inp.value);
		if (o && val !== o.default && Number.isInteger(val))
			options[o.name] = val;
	}
	const bots = [null];
	for (let s = 1; s < os.form.players; s++) {
		const sel = el.querySelector(`[data-seat-kind="${s}"]`);
		bots.push(sel && sel.value ? sel.value : null);
	}
	const msg = { type: 'create', variant: v.name, players: os.form.players, options, public: os.form.public };
	if (bots.some((b) => b !== null))
		msg.bots = bots;
	if (os.form.name)
		msg.player_name = os.form.name;
	return msg;
}

function seatLine(os, s) {
	const r = os.room;
	const me = os.seat === s.seat;
	let who;
	if (s.bot)
		who = `bot (${esc(levelName(s.bot))})`;
	else if (!s.taken)
		who = 'open';
	else if (s.autopilot)
		who = 'away: the autopilot plays';
	else if (s.connected)
		who = 'connected';
	else
		who = 'away';
	const name = s.taken || s.bot ? esc(s.name) : `Seat ${s.seat + 1}`;
	const state = s.bot ? 'bot' : !s.taken ? 'open' : s.autopilot ? 'autopilot' : s.connected ? 'connected' : 'away';
	return `<li class="o-seat ${state}" data-seat="${s.seat}" data-state="${state}">` +
		`<span class="dot" aria-hidden="true"></span><b>${name}</b>${me ? ' (you)' : ''}${r.host === s.seat ? ' <span class="tag">host</span>' : ''}` +
		` <span class="o-who">${who}</span></li>`;
}

/** The room panel: code, link, seats, and what may be done in it. */
export function renderRoom(os, el) {
	const r = os.room;
	if (!r) {
		el.innerHTML = `<p>Joining room ${esc(os.code ?? '')}…</p>`;
		return;
	}
	const lobby = r.status === 'lobby';
	const link = r.link;
	const host = os.role === 'player' && r.host === os.seat;
	const open = r.seats.filter((s) => !s.bot && !s.taken).length;
	let actions = '';
	if (lobby && host)
		actions += `<button type="button" class="primary" data-action="start"${open ? ' data-open="1"' : ''}>${open ? 'Start (bots take the open seats)' : 'Start'}</button>`;
	else if (lobby)
		actions += '<span class="hint">The host starts the game.</span>';
	actions += ' <button type="button" data-action="leave">Leave room</button>';
	const who = os.role === 'spectator' ? 'You are watching.' : `You are ${esc(r.seats[os.seat]?.name ?? '')}.`;
	// The game's frames say where the match is (a room frame comes only
	// when the seats change); who won it is the library's sentence.
	const status = os.game && os.game.status ? os.game.status : r.status;
	const won = status === 'match_over' ? matchEndText(os) : null;
	el.innerHTML = `
<div class="o-room-head">
	<h2>Room <span class="code" id="o-room-code" data-room="${esc(r.room)}">${esc(r.room)}</span>${r.name ? ` <span class="sub">${esc(r.name)}</span>` : ''}</h2>
	<p class="o-room-info" id="o-room-info" data-status="${esc(status)}">${esc(r.variant)}, ${r.players} seats, ${esc(roomStatusText(status))}${r.spectators ? `, ${r.spectators} watching` : ''}.${won ? ` <span id="o-winner">${esc(won)}</span>` : ''} ${who}</p>
	<div class="o-invite"><label for="o-link">Invitation</label> <input id="o-link" readonly value="${esc(link)}"> <button type="button" data-action="copy-link">Copy link</button>
	<span class="hint" id="o-copied" aria-live="polite"></span></div>
</div>
<ul class="o-seats-list" aria-label="Seats">${r.seats.map((s) => seatLine(os, s)).join('')}</ul>
<div class="o-room-actions">${actions}</div>`;
}
