// Rendering: the page drawn from its state (render(st)): the seats, the
// piles, the decision's prompt, the hand, the buttons, the log and the
// scores. Every word about the game is the library's: card and color
// names (cards.js), the log's sentences (log.js); the page's own words are
// its instructions and labels.
// SPDX-License-Identifier: MIT

import { U } from './local-game.js';
import { backHTML, esc, plural } from './cards.js';
import { ruleValue, seatName } from './state.js';
import { handsTableHTML } from './result.js';

const $ = (id) => document.getElementById(id);

const teamLetter = (t) => 'ABCDE'[t] ?? String(t);

/* Sets an element's HTML only when it changed: a live region is read
 * out when its content is replaced, even by the same text. */
function setHTML(el, html) {
	if (el._html !== html) {
		el.innerHTML = html;
		el._html = html;
	}
}

/** Seat 0's legal moves, grouped for the page: plays by card, gifts by card, the others. */
export function groups(moves) {
	const plays = new Map();
	const gives = new Map();
	const other = [];
	for (const m of moves) {
		if (m.type === 'play') {
			if (!plays.has(m.card))
				plays.set(m.card, []);
			plays.get(m.card).push(m);
		} else if (m.type === 'give') {
			gives.set(m.card, m);
		} else {
			other.push(m);
		}
	}
	return { plays, gives, other, has: (t) => other.find((m) => String(m) === t) };
}

/** The hand in the order the page shows it. */
export function handCards(st) {
	if (!st.game)
		return [];
	const v = st.game.view();
	return st.cards.sort(v.hand, v.side);
}

/* What identifies the focused control across a render, which rebuilds
 * it: a card by its place in the hand, a button by its move or color. */
function focusKey() {
	const el = document.activeElement;
	if (!el || el === document.body)
		return null;
	const area = el.closest('[id]');
	if (!area)
		return null;
	for (const attr of ['data-index', 'data-move', 'data-color', 'data-play']) {
		const v = el.getAttribute(attr);
		if (v !== null)
			return { el, sel: `#${area.id} [${attr}="${CSS.escape(v)}"]`, area: area.id };
	}
	return null;
}

function refocus(key) {
	// Nothing to restore, or the render gave the focus on purpose (the
	// round's result, the color picker).
	if (!key || key.el.isConnected || (document.activeElement && document.activeElement !== document.body))
		return;
	const el = document.querySelector(key.sel);
	if (el && !el.disabled) {
		el.focus({ preventScroll: true });
	} else if (key.area === 'hand') {
		const sel = document.querySelector('#hand .card.selected') || document.querySelector('#hand .card');
		if (sel)
			sel.focus({ preventScroll: true });
	}
}

export function render(st) {
	if (!st.game)
		return;
	const key = focusKey();
	const g = st.game;
	const v = g.view();
	const gr = groups(g.legal());
	renderMatchInfo(st, v);
	renderOpponents(st, v, gr);
	renderCenter(st, v, gr);
	renderStatus(st);
	renderPrompt(st, v, gr);
	renderHand(st, v, gr);
	renderActions(st, gr);
	renderLog(st);
	renderScores(st, v);
	renderOverlay(st);
	document.body.dataset.phase = g.phase;
	document.body.dataset.side = String(v.side);
	document.body.dataset.current = g.current === null ? '' : String(g.current);
	refocus(key);
}

function houseRulesOn(st) {
	const out = [];
	for (const [name, value] of Object.entries(st.info.options))
		if (value && U.optionCategory(name) === 'house')
			out.push(U.optionLabel(name));
	return out;
}

function renderMatchInfo(st, v) {
	const g = st.game;
	const on = houseRulesOn(st);
	setHTML($('match-info'), `<span class="variant" data-variant="${esc(g.variant)}">${esc(g.variant)}</span>` +
		` · <span>${g.players} players</span> · <span>round <b id="round-no">${v.round}</b></span>` +
		` · <span>seed ${esc(st.params.seed)}</span> · <span>bots: ${esc(st.params.bot)}${st.params.bot === 'search' ? ` (${st.params.playouts})` : ''}</span>` +
		(on.length ? ` · <span class="house" title="house rules in play">${on.map(esc).join(', ')}</span>` : ''));
}

function renderOpponents(st, v, gr) {
	const g = st.game;
	const out = [];
	const teamSize = st.info.teamSize;
	for (let s = 1; s < g.players; s++) {
		const n = v.handSizes[s];
		const cur = v.current === s;
		const partner = teamSize > 1 && v.teams[s] === v.teams[0];
		const called = v.called[s] && n === 1;
		const exposed = v.exposed === s;
		const note = st.seatNotes[s];
		const catchMove = gr.other.find((m) => m.type === 'catch' && m.target === s);
		const name = seatName(st, s);
		const backs = Math.min(n, 12);
		let fan = '';
		for (let i = 0; i < backs; i++)
			fan += `<span class="mini-back" style="--i:${i};--n:${backs}"></span>`;
		// UNO Flip (FL-5): their cards' other faces face you
		const hidden = st.info.sides === 2 ? g.hiddenFaces(s) : null;
		const faces = hidden === null ? `<div class="fan" aria-hidden="true">${fan}</div>`
			: st.cards.hiddenRow(s, name, hidden, v.side);
		const team = teamSize > 1 ? (partner ? 'your partner' : `team ${teamLetter(v.teams[s])}`) : '';
		const summary = [name, plural(n, 'card'), `${v.scores[s]} points`, team, cur ? 'to play' : '',
			called ? 'called UNO' : '', exposed ? 'one card and no UNO call' : '', note ? note.text : ''].filter(Boolean).join(', ');
		out.push(`<section class="seat${cur ? ' current' : ''}${note ? ' out' : ''}${partner ? ' partner' : ''}" data-seat="${s}" data-hand-size="${n}" aria-label="${esc(summary)}">` +
			`<div class="seat-head"><span class="seat-name">${esc(name)}</span>` +
			(team ? `<span class="team t${v.teams[s]}">${team}</span>` : '') +
			(cur ? '<span class="turn-mark">▶ to play</span>' : '') + '</div>' +
			faces +
			`<div class="seat-foot"><span class="count" data-count="${n}"><b>${n}</b> ${n === 1 ? 'card' : 'cards'}</span>` +
			(called ? '<span class="uno-badge">UNO!</span>' : '') +
			(exposed ? '<span class="exposed-badge" title="one card and no UNO call">no UNO call!</span>' : '') +
			`<span class="pts" title="match total">${v.scores[s]} pts</span></div>` +
			(note ? `<p class="seat-note" data-note="${esc(note.type)}">${esc(note.text)}</p>` : '') +
			(catchMove ? `<button type="button" class="catch-btn" data-move="${catchMove}">Catch ${esc(name)}! <kbd>K</kbd></button>` : '') +
			'</section>');
	}
	$('opponents').innerHTML = out.join('');
}

function renderCenter(st, v, gr) {
	const g = st.game;
	const canDraw = !!gr.has('draw');
	// UNO Flip (FL-5): the draw pile's top card shows its other face
	const back = st.info.sides === 2 ? g.hiddenFaces(U.DRAW_PILE)[0] ?? null : null;
	const face = back === null ? null : st.cards.pileFace(back, v.side, { cls: canDraw ? 'can-draw' : '', attrs: 'id="draw-face"' });
	const pile = face === null ? backHTML(canDraw ? 'can-draw' : '') : face.html;
	const label = `Draw pile, ${plural(v.drawPile, 'card')}${face ? face.label : ''}${canDraw ? ': draw a card' : ''}`;
	$('draw-pile').innerHTML = `<button type="button" class="pile-btn" ${canDraw ? 'data-move="draw"' : 'aria-disabled="true" tabindex="-1"'} aria-label="${esc(label)}">` +
		`${pile}</button><div class="pile-label" aria-hidden="true"><b id="draw-count">${v.drawPile}</b> to draw${back ? '<br><small>its other side faces you</small>' : ''}</div>`;
	$('discard').innerHTML = `${st.cards.html(v.top, { cls: 'top', attrs: `data-top="${esc(v.top)}" id="top-card"`, size: 'big', side: v.side, label: `Top of the discard pile: ${st.cards.name(v.top, v.side)}` })}` +
		`<div class="pile-label">${v.discard.length} in discard</div>`;
	const order = [];
	const n = g.players;
	let s = v.current ?? 0;
	for (let i = 0; i < Math.min(n, 4); i++) {
		order.push(seatName(st, s));
		s = ((s + v.direction) % n + n) % n;
	}
	$('state').innerHTML =
		(st.info.sides === 2 ? `<div class="st-row"><span class="st-label">Side</span> <span id="side" data-side="${v.side}" class="side-badge s${v.side}">${v.side === 1 ? '☾ Dark side' : '☀ Light side'}</span></div>` : '') +
		`<div class="st-row"><span class="st-label">Color</span> <span id="current-color" data-color="${v.color ?? ''}">${st.cards.badge(v.color, v.side)}</span></div>` +
		`<div class="st-row"><span class="st-label">Direction</span> <span id="direction" data-direction="${v.direction}" class="dir">${v.direction === 1 ? '↻ clockwise' : '↺ counterclockwise'}</span></div>` +
		`<div class="st-row"><span class="st-label">Turn</span> <span id="turn" data-seat="${v.current ?? ''}">${v.current === null ? '—' : esc(order.join(' → '))}${n > 4 ? ' …' : ''}</span></div>` +
		(v.pendingDraw ? `<div class="st-row"><span class="st-label">Pending</span> <span class="pending" id="pending">+${v.pendingDraw} to draw</span></div>` : '');
}

const YOUR_TURN = {
	play: 'Your turn: play a highlighted card, or draw.',
	drawn: 'You drew a card: play it, or keep it (pass).',
	color: 'Your turn: name the color.',
	challenge: 'A draw card was played on you: challenge it or accept.',
	stack: 'A draw is coming your way: stack a card, or take it.',
	handoff: 'Give cards to your teammate.',
	cast: 'Casting Call: choose who gets the turned cards.',
	swap: 'Seven: choose whose hand to swap with yours.',
};

function statusText(st) {
	const g = st.game;
	const cur = g.current;
	if (g.matchOver)
		return 'The match is over.';
	if (g.roundOver)
		return 'The round is over.';
	if (cur === 0)
		return YOUR_TURN[g.phase] ?? 'Your decision.';
	return `${seatName(st, cur)} is playing${st.timer !== null ? '…' : ''}`;
}

export function renderStatus(st) {
	if (!st.game)
		return;
	const el = $('status');
	const text = st.flash ?? statusText(st);
	el.textContent = text;
	el.classList.toggle('mine', st.game.current === 0);
	el.classList.toggle('flash', !!st.flash);
	// Read out when seat 0 is to decide, and what the page says it
	// cannot do (the status line itself changes at every bot's move).
	const say = st.flash || st.game.current === 0 || st.game.roundOver ? text : '';
	if (say && say !== st.said)
		$('announce').textContent = say;
	st.said = say;
}

/** A passing message in the status line ("Not now: ..."). */
export function flash(st, msg) {
	st.flash = msg;
	$('status').hidden = false;
	renderStatus(st);
	clearTimeout(st.flashTimer);
	st.flashTimer = setTimeout(() => { st.flash = null; st.flashTimer = null; render(st); }, 1600);
}

export function showError(st, e) {
	console.error(e);
	st.error = String(e && e.message ? e.message : e);
	const el = $('error');
	el.textContent = st.error;
	el.hidden = false;
}

export function hideError(st) {
	st.error = null;
	$('error').hidden = true;
}

function colorButtons(st, prefix) {
	const side = st.game.side;
	return st.cards.letters(side).map((c) => {
		const col = st.cards.color(c, side);
		return `<button type="button" class="cpick c-${c}" data-move="${prefix}${c}" data-color="${c}">` +
			`<span class="glyph" aria-hidden="true">${col.glyph}</span> ${esc(col.name)} <kbd>${c}</kbd></button>`;
	}).join('');
}

/** The cards a kind makes the next player draw: a number, or null for "until a color shows". */
function drawCount(face) {
	const fx = face.effects.split(', ');
	if (fx.includes('draw-until-color'))
		return null;
	const d = fx.find((e) => /^draw \d+$/.test(e));
	return d ? parseInt(d.slice(5), 10) : 0;
}

function lastPlayer(st) {
	for (let i = st.log.length - 1; i >= 0; i--)
		if (st.log[i].type === 'play' || st.log[i].type === 'stack')
			return st.log[i].seat;
	const n = st.game.players;
	return ((-st.game.view().direction) % n + n) % n;
}

function renderPrompt(st, v, gr) {
	const g = st.game;
	const cards = st.cards;
	const el = $('prompt');
	let html = '';
	const mine = v.current === 0;
	if (st.pendingWild) {
		html = `<h3 id="prompt-title">Name a color for your ${esc(cards.name(st.pendingWild, v.side))}</h3>` +
			`<div class="row">${colorButtons(st, 'wild-color ')}</div>` +
			'<div class="row"><button type="button" class="ghost" data-move="cancel-wild">Cancel <kbd>Esc</kbd></button></div>';
	} else if (mine && g.phase === 'color') {
		html = '<h3 id="prompt-title">Name the color to play on</h3>' + `<div class="row">${colorButtons(st, 'color ')}</div>`;
	} else if (mine && (gr.has('challenge') || g.phase === 'challenge')) {
		const top = cards.face(v.top.split('/')[0], v.side);
		const by = seatName(st, lastPlayer(st));
		const pen = ruleValue(st, 'challenge_penalty', 2);
		const under = v.discard.length >= 2 ? cards.face(v.discard[v.discard.length - 2], v.side).color : null;
		const underName = under ? cards.color(under, v.side)?.name : null;
		const before = underName ? `a ${underName} card (the color before it)` : 'a card of the color in play before it';
		const named = cards.color(v.color, v.side)?.name ?? 'no color';
		// A draw until a card of the color shows (FL-11) has no count.
		const count = drawCount(top);
		const base = count === null ? null : Math.max(v.pendingDraw, count);
		const draws = (extra) => (base === null ? `until a ${named} card shows${extra ? `, then ${extra} more` : ''}` : plural(base + extra, 'card'));
		html = `<h3 id="prompt-title">${esc(by)} played ${esc(top.name)}, naming ${esc(named)}</h3>` +
			`<p>Challenge it if you think ${esc(by)} held ${esc(before)}: the ${esc(top.name)} is legal only without one. ` +
			`If it was a bluff, ${esc(by)} draws ${esc(draws(0))} instead of you. If it was played fairly, you draw ${esc(draws(pen))} and lose your turn.` +
			(g.phase === 'stack' ? ' Or answer it with a highlighted card of your own.' : '') + '</p>' +
			'<div class="row"><button type="button" class="primary" data-move="challenge">Challenge <kbd>C</kbd></button>' +
			`<button type="button" data-move="accept">Accept: draw ${esc(draws(0))} <kbd>A</kbd></button></div>`;
	} else if (mine && g.phase === 'stack') {
		html = `<h3 id="prompt-title">+${v.pendingDraw} is coming your way</h3><p>Stack a highlighted draw card to pass it on, or take the cards.</p>` +
			`<div class="row"><button type="button" data-move="accept">Take ${plural(v.pendingDraw, 'card')} <kbd>A</kbd></button></div>`;
	} else if (mine && g.phase === 'swap') {
		const t = gr.other.filter((m) => m.type === 'swap');
		html = '<h3 id="prompt-title">Seven: swap hands with…</h3><div class="row">' +
			t.map((m) => `<button type="button" data-move="${m}" data-seat="${m.target}">${esc(seatName(st, m.target))} · ${plural(v.handSizes[m.target], 'card')} <kbd>${m.target}</kbd></button>`).join('') + '</div>';
	} else if (mine && g.phase === 'cast') {
		const t = gr.other.filter((m) => m.type === 'cast');
		const cc = cards.name(v.top.split('/')[0], v.side);
		html = `<h3 id="prompt-title">${esc(cc)} turned ${plural(v.turned.length, 'card')} over</h3>` +
			`<div class="row cards-row" role="group" aria-label="the cards turned over">${v.turned.map((c) => cards.html(c, { size: 'small', side: v.side })).join('')}</div>` +
			'<p>Give them all to one player, or deal them round the table from the next player.</p><div class="row">' +
			t.map((m) => (m.deal
				? '<button type="button" data-move="cast deal">Deal them round <kbd>D</kbd></button>'
				: `<button type="button" data-move="${m}" data-seat="${m.target}">All to ${esc(seatName(st, m.target))} (${plural(v.handSizes[m.target], 'card')}) <kbd>${m.target}</kbd></button>`)).join('') + '</div>';
	} else if (mine && g.phase === 'handoff') {
		html = `<h3 id="prompt-title">Your teammate went out</h3><p>Give them ${plural(g.givesLeft, 'more card')}: click the cards in your hand.</p>`;
	} else if (mine && g.phase === 'drawn') {
		const drawn = gr.plays.size ? [...gr.plays.keys()][0] : null;
		html = `<h3 id="prompt-title">You drew ${drawn ? esc(cards.name(drawn, v.side)) : 'a card'}</h3><p>Play it now, or keep it and end your turn.</p>` +
			`<div class="row">${drawn ? `<button type="button" class="primary" data-play="${esc(drawn)}">Play it <kbd>Enter</kbd></button>` : ''}` +
			(gr.has('pass') ? '<button type="button" data-move="pass">Keep it (pass) <kbd>P</kbd></button>' : '') + '</div>';
	}
	let info = false;
	if (st.lastShown && !html && st.lastShown.cards.length) {
		info = true;
		const by = seatName(st, st.lastShown.by);
		html = `<span class="info-title" id="prompt-title">The challenge showed you ${esc(by)}'s hand:</span>` +
			`<span class="cards-row" id="shown-hand" data-seat="${st.lastShown.by}" role="group" aria-label="${esc(by)}'s hand">` +
			`${cards.sort(st.lastShown.cards, v.side).map((c) => cards.html(c, { size: 'tiny', side: v.side })).join('')}</span>`;
	}
	const kind = st.pendingWild ? 'wild' : (html ? (info ? 'shown' : g.phase) : '');
	const opened = kind && el.dataset.kind !== kind;
	setHTML(el, html);
	el.hidden = !html;
	el.dataset.kind = kind;
	// A decision's prompt says what to do: the status line steps aside.
	$('status').hidden = !!html && !info && !st.flash;
	// A color to name after choosing a wild: the picker takes the focus
	// from the card that opened it.
	if (opened && kind === 'wild' && document.activeElement && document.activeElement.closest('#hand')) {
		const b = el.querySelector('button');
		if (b)
			b.focus({ preventScroll: true });
	}
}

function renderHand(st, v, gr) {
	const hand = st.cards.sort(v.hand, v.side);
	if (st.sel >= hand.length)
		st.sel = Math.max(0, hand.length - 1);
	const mine = v.current === 0;
	if (mine && !st.turnSeen) {
		const first = hand.findIndex((c) => gr.plays.has(c) || gr.gives.has(c));
		if (first >= 0 && !(gr.plays.has(hand[st.sel]) || gr.gives.has(hand[st.sel])))
			st.sel = first;
	}
	st.turnSeen = mine;
	const fresh = st.newCards.slice();
	const html = hand.map((c, i) => {
		const playable = gr.plays.has(c) || gr.gives.has(c);
		const fi = fresh.indexOf(c);
		const isNew = fi >= 0;
		if (isNew)
			fresh.splice(fi, 1);
		const jump = playable && !mine && gr.plays.has(c);
		const cls = [playable ? 'playable' : 'dim', i === st.sel ? 'selected' : '', isNew ? 'new' : '', jump ? 'jump' : ''].join(' ');
		const what = gr.gives.has(c) ? 'give it' : (jump ? 'jump in with it' : 'play it');
		const label = `${st.cards.name(c, v.side)}${isNew ? ', new' : ''}${playable ? `: ${what}` : ', cannot be played now'}`;
		return st.cards.html(c, {
			tag: 'button', cls, side: v.side, label,
			attrs: `type="button" data-index="${i}" data-playable="${playable ? 1 : 0}" tabindex="${i === st.sel ? 0 : -1}"` +
				`${i === st.sel ? ' aria-current="true"' : ''}${playable ? '' : ' aria-disabled="true"'}`,
		});
	}).join('');
	const el = $('hand');
	el.innerHTML = html || '<p class="empty">No cards in your hand.</p>';
	el.dataset.count = String(hand.length);
	el.setAttribute('aria-label', `Your hand, ${plural(hand.length, 'card')}`);
	const called = v.called[0] && hand.length === 1;
	const exposed = v.exposed === 0;
	const team = st.info.teamSize > 1 ? ` · team ${teamLetter(v.teams[0])}` : '';
	const note = st.seatNotes[0];
	$('me-head').innerHTML = `<span class="me-name">You${team}</span> <span class="count" id="my-count" data-count="${hand.length}"><b>${hand.length}</b> ${hand.length === 1 ? 'card' : 'cards'}</span>` +
		(called ? ' <span class="uno-badge">UNO!</span>' : '') +
		(exposed ? ' <span class="exposed-badge">one card and no UNO call: call it now (U)!</span>' : '') +
		(st.armedUno ? ' <span class="armed-badge">UNO armed: it is called with your next play</span>' : '') +
		(note ? ` <span class="seat-note" data-note="${esc(note.type)}">${esc(note.text)}</span>` : '') +
		` <span class="pts">${v.scores[0]} pts</span>` +
		(mine ? ' <span class="turn-mark">▶ your turn</span>' : '');
	$('me').classList.toggle('current', mine);
}

/** Moves the keyboard's cursor in the hand (and the focus, when it is there). */
export function selectCard(st, i) {
	const hand = handCards(st);
	st.sel = Math.max(0, Math.min(hand.length - 1, i));
	const inHand = document.activeElement && document.activeElement.closest('#hand');
	render(st);
	if (inHand) {
		const el = document.querySelector(`#hand [data-index="${st.sel}"]`);
		if (el)
			el.focus({ preventScroll: true });
	}
}

function renderActions(st, gr) {
	const b = [];
	const has = (t) => !!gr.has(t);
	const canArm = [...gr.plays.values()].some((l) => l.some((m) => m.uno));
	b.push(`<button type="button" class="act" data-move="draw" ${has('draw') ? '' : 'disabled'}>Draw <kbd>D</kbd></button>`);
	b.push(`<button type="button" class="act" data-move="pass" ${has('pass') ? '' : 'disabled'}>Pass <kbd>P</kbd></button>`);
	const unoCls = has('uno') ? 'uno urgent' : (st.armedUno ? 'uno armed' : 'uno');
	b.push(`<button type="button" class="act ${unoCls}" data-move="uno" aria-pressed="${st.armedUno}" ${has('uno') || canArm || st.armedUno ? '' : 'disabled'}>${st.armedUno ? 'UNO armed' : 'UNO!'} <kbd>U</kbd></button>`);
	for (const m of gr.other.filter((x) => x.type === 'catch'))
		b.push(`<button type="button" class="act catch" data-move="${m}">Catch ${esc(seatName(st, m.target))} <kbd>K</kbd></button>`);
	const last = st.undo[st.undo.length - 1];
	b.push(`<button type="button" class="act undo" data-move="undo" ${last ? '' : 'disabled'} title="${esc(last ? `take back: ${last.words}` : st.undoOff || '')}">Undo <kbd>Z</kbd></button>`);
	$('actions').innerHTML = b.join('');
	$('undo-note').textContent = last
		? `Undo takes back “${last.words}” (nothing hidden has been shown to you since).`
		: `Undo: ${st.undoOff ? st.undoOff.replace(/^undo is off: /, 'off — ') : 'nothing to undo'}.`;
}

function logItem(e) {
	return `<li class="ev ev-${esc(e.type)}${e.seat === 0 || e.other === 0 ? ' me' : ''}" data-event="${esc(e.type)}" data-seat="${e.seat ?? ''}">` +
		`<span class="say">${esc(e.text)}</span>${e.times > 1 ? ` <span class="times" aria-label="${e.times} times">×${e.times}</span>` : ''}</li>`;
}

/* The log grows line by line (a screen reader's log region announces
 * the new lines); it is drawn anew only when it was cut (undo, a new
 * game) or has grown past what it shows. */
const LOG_SHOWN = 250;

function renderLog(st) {
	const el = $('log');
	const drawn = el._drawn || { game: null, count: 0, first: 0, last: null };
	const log = st.log;
	const first = Math.max(0, log.length - LOG_SHOWN);
	const intact = drawn.game === st.game && drawn.count <= log.length && drawn.first === first &&
		(drawn.count === 0 || log[drawn.count - 1] === drawn.last);
	if (!intact) {
		el.innerHTML = log.slice(first).map(logItem).join('');
	} else {
		// The last line drawn may have been counted again (×2).
		if (drawn.count > first && el.lastElementChild)
			el.lastElementChild.outerHTML = logItem(log[drawn.count - 1]);
		el.insertAdjacentHTML('beforeend', log.slice(drawn.count).map(logItem).join(''));
	}
	el._drawn = { game: st.game, count: log.length, first, last: log[log.length - 1] ?? null };
	el.dataset.count = String(log.length);
	el.scrollTop = el.scrollHeight;
}

function matchLength(st) {
	const limit = ruleValue(st, 'elimination_limit', null);
	if (limit !== null)
		return `(eliminated at ${limit})`;
	// A match of one round has no target (NM-1).
	if (ruleValue(st, 'single_round', 0))
		return '(a match of one round)';
	const target = ruleValue(st, 'target_score', null);
	if (target === null)
		return '';
	return ruleValue(st, 'lowest_score_wins', 0) ? `(the match ends at ${target})` : `(first to ${target})`;
}

function renderScores(st, v) {
	const n = st.game.players;
	$('target').textContent = matchLength(st);
	const head = ['<th scope="col">Round</th>'];
	for (let s = 0; s < n; s++)
		head.push(`<th scope="col" title="${esc(seatName(st, s))}">${s === 0 ? 'You' : (n > 5 ? 'B' : 'Bot ') + s}</th>`);
	const rows = st.rounds.map((x) => `<tr data-round="${x.round}"><td>${x.round}${x.blocked ? ' <small>(blocked)</small>' : ''}</td>` +
		x.scores.map((p, s) => `<td class="${s === x.winner ? 'won' : ''}">${p ? (p > 0 ? '+' : '') + p : '·'}</td>`).join('') + '</tr>');
	rows.push(`<tr class="total"><td>Total</td>${v.scores.map((t, s) => `<td data-seat="${s}" data-total="${t}">${t}</td>`).join('')}</tr>`);
	$('scores').innerHTML = `<table class="score-table" id="score-table"><thead><tr>${head.join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function renderOverlay(st) {
	const g = st.game;
	const ov = $('overlay');
	if (!g.roundOver) {
		ov.hidden = true;
		return;
	}
	const last = st.rounds[st.rounds.length - 1];
	const end = [...st.log].reverse().find((e) => e.type === 'match_end');
	// The library's sentences say who won: the match's, then the round's.
	const title = g.matchOver && end ? end.text : (last ? last.text : 'The round is over.');
	const sub = g.matchOver && end && last ? last.text : '';
	const side = last ? last.side : 0;
	const rows = (last ? last.hands : []).map((h, s) => ({
		seat: s, name: seatName(st, s), cards: h, note: last.notes[s] ?? null, points: last.scores[s], total: last.totals[s],
	}));
	const wasHidden = ov.hidden;
	$('modal').innerHTML = `<h2 id="modal-title">${esc(title)}</h2>` + (sub ? `<p>${esc(sub)}</p>` : '') +
		handsTableHTML(st.cards, side, rows) +
		`<div class="row"><button type="button" class="primary" data-move="next-round">${g.matchOver ? 'New match' : 'Next round'} <kbd>N</kbd></button></div>`;
	ov.hidden = false;
	ov.dataset.kind = g.matchOver ? 'match' : 'round';
	if (wasHidden)
		$('modal').querySelector('[data-move="next-round"]').focus({ preventScroll: true });
}
