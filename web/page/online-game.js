// An online game drawn from what uno-server tells this connection: its
// seat's view and legal moves (a spectator's public view, no hand), and
// the events in the library's sentences (Rules.eventText(), told to this
// seat). The page decides nothing: a card is playable when the server's
// legal moves hold a play of it, and every move goes to the server with
// the state version it was made for.
// SPDX-License-Identifier: MIT

import { backHTML, esc, plural, setHtml } from './cards.js';
import { handsTableHTML } from './result.js';

/** The seats' names for the library's sentences, by seat. */
export function seatNames(os) {
	const seats = os.room ? os.room.seats : [];
	return seats.map((s) => (s.taken || s.bot ? s.name : `Seat ${s.seat + 1}`));
}

/**
 * The legal moves that play a card of the hand, by the card's notation:
 * {card: [{move, color, uno}]}. A move is a play when its text, without
 * a wild's color (`/B`) and the UNO call (`!`), is a card of the hand.
 */
export function playsByCard(hand, legal) {
	const out = {};
	const cards = new Set(hand);
	for (const m of legal) {
		if (m.includes(' '))
			continue;
		const uno = m.endsWith('!');
		const body = uno ? m.slice(0, -1) : m;
		const [card, color] = body.split('/');
		if (!cards.has(card))
			continue;
		(out[card] ??= []).push({ move: m, color: color ?? null, uno });
	}
	return out;
}

/** The moves that are not a card's play, as buttons in the page's words. */
function moveLabel(os, m, side) {
	const names = seatNames(os);
	const [verb, arg] = m.split(' ');
	const n = Number(arg);
	const who = Number.isInteger(n) && names[n] !== undefined ? names[n] : arg;
	switch (verb) {
	case 'draw': return 'Draw';
	case 'pass': return 'Pass (keep it)';
	case 'uno': return 'UNO!';
	case 'challenge': return 'Challenge';
	case 'accept': return 'Accept';
	case 'catch': return `Catch ${who}`;
	case 'swap': return `Swap hands with ${who}`;
	case 'cast': return arg === 'deal' ? 'Deal them round' : `Give them to ${who}`;
	case 'color': {
		const c = os.book.color(arg, side);
		return c ? `${c.glyph} ${c.name}` : m;
	}
	case 'give': return `Give ${os.book.name(arg, side)}`;
	default: return m;
	}
}

/** The events of a state change, as lines of the log in the library's words. */
export function logEvents(os, events) {
	const names = seatNames(os);
	const viewer = os.role === 'player' ? os.seat : -1;
	for (const ev of events ?? []) {
		let text;
		try {
			text = os.rules.eventText(ev, { viewer, names });
		} catch (_) {
			continue; // no words for it: not told
		}
		const last = os.log[os.log.length - 1];
		if (last && last.text === text && last.type === ev.type) {
			last.times++;
			continue;
		}
		os.log.push({ type: ev.type, text, times: 1, round: os.game?.view?.round ?? null });
	}
	if (os.log.length > 200)
		os.log.splice(0, os.log.length - 200);
}

function seatsHTML(os, v) {
	const names = seatNames(os);
	let h = '';
	for (let s = 0; s < v.players; s++) {
		if (os.role === 'player' && s === os.seat)
			continue;
		const info = os.room?.seats[s];
		const away = info && !info.bot && (info.autopilot || !info.connected);
		const n = v.hand_sizes[s];
		const tags = [];
		if (v.current === s)
			tags.push('<span class="tag turn">to play</span>');
		if (v.called && v.called[s])
			tags.push('<span class="tag">UNO</span>');
		if (info && info.autopilot)
			tags.push('<span class="tag">autopilot</span>');
		else if (away)
			tags.push('<span class="tag">away</span>');
		// UNO Flip (FL-5): a player sees the other side of the others'
		// cards, as its view tells it; a spectator sees the backs.
		const hidden = hiddenOf(os, v, s);
		const faces = hidden !== null ? os.book.hiddenRow(s, names[s], hidden, v.side ?? 0)
			: `<div class="backs" aria-hidden="true">${Array.from({ length: Math.min(n, 8) }, () => backHTML('o-mini')).join('')}</div>`;
		h += `<div class="seat o-opp${v.current === s ? ' current' : ''}" data-seat="${s}" data-hand-size="${n}" aria-label="${esc(names[s])}: ${plural(n, 'card')}">` +
			`<div class="seat-name">${esc(names[s])} ${tags.join(' ')}</div>` +
			faces +
			`<div class="seat-count">${plural(n, 'card')}${v.scores ? `, ${plural(v.scores[s], 'point')}` : ''}</div></div>`;
	}
	return h;
}

/* The hidden faces of seat s's cards that the view shows (FL-5), or null
 * when it shows none: a one-sided deck, a spectator, the seat's own. */
function hiddenOf(os, v, s) {
	if (os.book.sides !== 2 || !Array.isArray(v.hidden))
		return null;
	const faces = v.hidden[s];
	return Array.isArray(faces) && faces.length > 0 && faces.length === v.hand_sizes[s] ? faces : null;
}

/* A sentence of the library's for an event of the table, told to this
 * connection's seat (or to nobody's), or null when it has none. */
function sentence(os, ev) {
	try {
		return os.rules.eventText(ev, { viewer: os.role === 'player' ? os.seat : -1, names: seatNames(os) });
	} catch (_) {
		return null;
	}
}

/**
 * Who won the match, in the library's words ("Ada wins the match."), or
 * null while it is not over (the room line and the result say it).
 */
export function matchEndText(os) {
	const v = os.game?.view;
	if (!v || os.game.status !== 'match_over' || v.match_winner === null || v.match_winner === undefined)
		return null;
	return sentence(os, { type: 'match_end', seat: v.match_winner, side: v.side ?? 0 });
}

/* The points each seat got in the round just over: its total less the
 * total it had while the round was played (null when this page did not
 * see that round played, as after a reload at its end). */
function roundPoints(os, v) {
	const from = os.roundFrom;
	if (!from || from.round !== v.round || from.scores.length !== v.scores.length)
		return null;
	return v.scores.map((t, s) => t - from.scores[s]);
}

function resultHTML(os, v) {
	const names = seatNames(os);
	const over = v.phase === 'match_over' || os.game.status === 'match_over';
	const points = roundPoints(os, v);
	// The library's sentences say who won: the round's as the log told it,
	// the match's; the page's words only where this page saw no round end.
	const logged = [...os.log].reverse().find((l) => l.type === 'round_end' && l.round === v.round);
	const rw = v.round_winner;
	const roundText = logged ? logged.text
		: rw !== null && rw !== undefined && points ? sentence(os, { type: 'round_end', seat: rw, value: points[rw], side: v.side ?? 0 })
			: null;
	const who = (s) => (s === null || s === undefined ? 'Nobody' : (os.role === 'player' && s === os.seat ? 'You' : names[s]));
	const title = over ? matchEndText(os) ?? `${who(v.match_winner)} won the match.`
		: roundText ?? `${who(rw)} won round ${v.round}.`;
	const sub = over && roundText ? roundText : '';
	const hands = Array.isArray(os.game.hands) ? os.game.hands : null;
	const rows = Array.from({ length: v.players }, (_, s) => ({
		seat: s, name: names[s], cards: hands ? hands[s] ?? [] : null, note: null,
		points: points ? points[s] : null, total: v.scores[s],
	}));
	const act = os.role !== 'player' ? ''
		: over ? '<button type="button" class="primary" data-action="rematch">Rematch</button>'
			: '<button type="button" class="primary" data-action="next-round">Next round</button>';
	return `<div class="o-result" id="o-result" data-over="${over ? 'match' : 'round'}" role="status">` +
		`<h3>${esc(title)}</h3>${sub ? `<p>${esc(sub)}</p>` : ''}` +
		`${handsTableHTML(os.book, v.side ?? 0, rows)}${act}</div>`;
}

function handHTML(os, v, plays) {
	const side = v.side ?? 0;
	const hand = os.book.sort(v.hand, side);
	return hand.map((c, i) => {
		const p = plays[c];
		const label = `${os.book.name(c, side)}${p ? ': play it' : ', cannot be played now'}`;
		return os.book.html(c, {
			tag: 'button', cls: `hand-card${p ? ' playable' : ''}`, side, label,
			attrs: `type="button" data-ocard="${esc(c)}" data-index="${i}"${p ? ' data-playable="1"' : ''}`,
		});
	}).join('');
}

/** The game: the other seats, the piles, the hand and the moves, the log. */
export function renderGame(os, el) {
	const g = os.game;
	if (!g || !g.view) {
		el.innerHTML = '';
		delete el.dataset.skeleton;
		el.hidden = true;
		return;
	}
	el.hidden = false;
	const v = g.view;
	const side = v.side ?? 0;
	const names = seatNames(os);
	const me = os.role === 'player';
	const legal = g.legal ?? [];
	const plays = me ? playsByCard(v.hand, legal) : {};
	const unoPlays = Object.values(plays).some((ps) => ps.some((p) => p.uno));
	const others = legal.filter((m) => m.includes(' ') || !Object.values(plays).some((ps) => ps.some((p) => p.move === m)));
	const roundOver = v.phase === 'round_over' || v.phase === 'match_over';
	const turn = v.current === null || v.current === undefined ? ''
		: me && v.current === os.seat ? 'Your turn.' : `${esc(names[v.current])} to play.`;
	const timer = g.timer ? ` <span class="o-timer" data-seat="${g.timer.seat}">${Math.ceil(g.timer.seconds)} s</span>` : '';
	let moves = '';
	if (me && unoPlays)
		moves += `<button type="button" data-action="arm-uno" aria-pressed="${os.armedUno}" class="${os.armedUno ? 'armed' : ''}">UNO${os.armedUno ? ' (armed)' : ''}</button>`;
	for (const m of others)
		moves += `<button type="button" data-omove="${esc(m)}">${esc(moveLabel(os, m, side))}</button>`;
	let picker = '';
	if (os.pendingWild && plays[os.pendingWild]) {
		const choices = plays[os.pendingWild].filter((p) => p.color && p.uno === (os.armedUno && plays[os.pendingWild].some((q) => q.uno)));
		picker = `<div class="o-picker" role="group" aria-label="Name a color">` +
			choices.map((p) => {
				const c = os.book.color(p.color, side);
				return `<button type="button" class="c-${esc(p.color)}" data-omove="${esc(p.move)}" data-color="${esc(p.color)}">${c ? `${c.glyph} ${esc(c.name)}` : esc(p.color)}</button>`;
			}).join('') + '<button type="button" data-action="cancel-wild">Cancel</button></div>';
	}
	// UNO Flip (FL-5): the draw pile's top card shows its other face to
	// everyone, a spectator too.
	const face = os.book.sides === 2 && v.draw_hidden ? os.book.pileFace(v.draw_hidden, side, { attrs: 'id="o-draw-face"' }) : null;
	const log = os.log.slice(-60).map((l) => `<li data-event="${esc(l.type)}"><span class="say">${esc(l.text)}</span>${l.times > 1 ? ` <span class="times">×${l.times}</span>` : ''}</li>`).join('');
	tableSkeleton(el, me);
	el.querySelector('.o-table').dataset.side = side;
	setHtml(el.querySelector('[data-part="seats"]'), seatsHTML(os, v));
	setHtml(el.querySelector('[data-part="center"]'), `
		<div class="pile" id="o-draw" aria-label="Draw pile: ${plural(v.draw_pile, 'card')}${face ? esc(face.label) : ''}">${face ? face.html : backHTML()}<span class="count" id="o-draw-count">${plural(v.draw_pile, 'card')}</span></div>
		<div class="pile" id="o-top" data-top="${esc(v.top ?? '')}">${v.top ? os.book.html(v.top, { side, cls: 'top-card' }) : ''}</div>
		<div class="state o-state"><div>Color: ${os.book.badge(v.color, side)}</div>
			<div>Round ${v.round}, <span id="o-direction" data-direction="${v.direction}">${v.direction === 1 ? '↻ clockwise' : '↺ counterclockwise'}</span></div>
			<div id="o-turn" data-seat="${v.current ?? ''}" data-version="${g.version}">${turn}${timer}</div></div>`);
	setHtml(el.querySelector('[data-part="result"]'), roundOver && v.scores ? resultHTML(os, v) : '');
	if (me)
		setHtml(el.querySelector('[data-part="me"]'), `<div class="me-head">${esc(names[os.seat])}: ${plural(v.hand.length, 'card')}${v.scores ? `, ${plural(v.scores[os.seat], 'point')}` : ''}</div>
		${picker}
		<div class="hand o-hand" id="o-hand" role="group" aria-label="Your hand">${handHTML(os, v, plays)}</div>
		<div class="actions" role="group" aria-label="Your moves">${moves}</div>`);
	const lg = el.querySelector('#o-log');
	if (setHtml(lg, log))
		lg.scrollTop = lg.scrollHeight;
}

/* The game panel's frame, drawn once per role: each part of it is then
 * redrawn only when its own HTML changes, so that a frame about someone
 * else (a seat reconnecting, a spectator) leaves the hand and the move
 * buttons as they are, with a click on them under way. */
function tableSkeleton(el, me) {
	const role = me ? 'player' : 'spectator';
	if (el.dataset.skeleton === role)
		return;
	el.innerHTML = `
<div class="o-table">
	<div class="opponents o-opponents" data-part="seats"></div>
	<div class="center o-center" data-part="center"></div>
	<div class="o-part" data-part="result"></div>
	${me ? '<div class="me o-me" data-part="me"></div>'
		: '<p class="o-watching">You are watching: you see what every player knows, no hand.</p>'}
</div>
<section class="panel log-panel" aria-label="Event log"><h3>Events</h3>
<ol class="log" id="o-log" role="log" aria-live="polite" aria-relevant="additions" aria-label="What happened, newest last"></ol></section>`;
	el.dataset.skeleton = role;
}
