// Input: what a click or a key does. Every control is a button with its
// move in `data-move` (or a card of the hand, `data-card`); the keys of
// web/README.md's table do the same as the buttons. Moves are the
// library's: what the player may do is game.legal().
// SPDX-License-Identifier: MIT

import { groups, handCards, flash, render, selectCard } from './render.js';
import { humanMove, nextRound, undo } from './play.js';
import { newMatch, fillVariantFields, readSetup, startGame } from './setup.js';
import { paramsURL, readParams, randomSeed } from './params.js';

const $ = (id) => document.getElementById(id);

function legal(st) {
	return st.game ? st.game.legal() : [];
}

/** Of the plays of a card, the one with the color asked, calling UNO if it is armed. */
function pickPlay(st, list, color = null) {
	const cand = list.filter((m) => color === null || m.color === color);
	return cand.find((m) => m.uno === st.armedUno) || cand.find((m) => !m.uno) || cand[0];
}

export function clickCard(st, card) {
	const gr = groups(legal(st));
	if (gr.gives.has(card))
		return humanMove(st, gr.gives.get(card));
	const list = gr.plays.get(card);
	if (!list) {
		flash(st, `${st.cards.name(card, st.game.side)} cannot be played now.`);
		return false;
	}
	// A wild listed with its colors: the player names one first.
	if (list.some((m) => m.color)) {
		st.pendingWild = card;
		render(st);
		return true;
	}
	return humanMove(st, pickPlay(st, list));
}

function chooseWildColor(st, color) {
	const list = groups(legal(st)).plays.get(st.pendingWild);
	if (!list) {
		st.pendingWild = null;
		render(st);
		return;
	}
	humanMove(st, pickPlay(st, list, color));
}

function callUno(st) {
	const gr = groups(legal(st));
	if (gr.has('uno'))
		return humanMove(st, 'uno');
	const canArm = [...gr.plays.values()].some((l) => l.some((m) => m.uno));
	if (canArm || st.armedUno) {
		st.armedUno = !st.armedUno;
		render(st);
		return true;
	}
	flash(st, 'No UNO to call now.');
	return false;
}

function nextOrNew(st) {
	if (st.game.matchOver)
		newMatch(st);
	else
		nextRound(st);
}

/** What a button with `data-move` does. */
export function doMove(st, text) {
	if (text === 'uno')
		return callUno(st);
	if (text === 'undo')
		return undo(st);
	if (text === 'next-round')
		return nextOrNew(st);
	if (text === 'cancel-wild') {
		st.pendingWild = null;
		render(st);
		return;
	}
	if (text.startsWith('wild-color '))
		return chooseWildColor(st, text.slice(11));
	return humanMove(st, text);
}

const KEY_MOVES = { d: 'draw', p: 'pass', u: 'uno', c: 'challenge', a: 'accept', z: 'undo', n: 'next-round' };

function onKey(st, e) {
	if (e.ctrlKey || e.metaKey || e.altKey)
		return;
	// In an online room the local game is hidden: its keys are not its.
	if (document.body.dataset.online === 'room')
		return;
	const t = e.target;
	if (t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA'))
		return;
	if (t && t.tagName === 'BUTTON' && (e.key === 'Enter' || e.key === ' '))
		return; // the focused button's own click
	if (!st.game)
		return;
	const k = e.key;
	const gr = groups(legal(st));
	const hand = handCards(st);
	const handled = () => { e.preventDefault(); };
	if (k === '?') {
		toggle('help');
		return handled();
	}
	if (!$('overlay').hidden) {
		if (k === 'Enter' || k.toLowerCase() === 'n') {
			nextOrNew(st);
			return handled();
		}
		return;
	}
	// a choice of color: its letter on the side in play, or 1-4
	const colorChoice = st.pendingWild || (st.game.phase === 'color' && gr.other.some((m) => m.type === 'color'));
	if (colorChoice) {
		const colors = st.cards.letters(st.game.side);
		const i = /^[1-4]$/.test(k) ? parseInt(k, 10) - 1 : colors.indexOf(k.toUpperCase());
		if (i >= 0) {
			const c = colors[i];
			if (st.pendingWild)
				chooseWildColor(st, c);
			else
				humanMove(st, `color ${c}`);
			return handled();
		}
		if (k === 'Escape' && st.pendingWild) {
			st.pendingWild = null;
			render(st);
			return handled();
		}
	}
	// a choice of seat: digits pick the seat
	const targets = gr.other.filter((m) => m.type === 'swap' || m.type === 'cast');
	if (targets.length && /^\d$/.test(k)) {
		const m = targets.find((x) => x.target === parseInt(k, 10) && !x.deal);
		if (m)
			humanMove(st, m);
		return handled();
	}
	if (targets.length && k.toLowerCase() === 'd' && targets.some((m) => m.deal)) {
		humanMove(st, 'cast deal');
		return handled();
	}
	switch (k) {
	case 'ArrowLeft': selectCard(st, st.sel - 1); return handled();
	case 'ArrowRight': selectCard(st, st.sel + 1); return handled();
	case 'Home': selectCard(st, 0); return handled();
	case 'End': selectCard(st, hand.length - 1); return handled();
	case 'Enter': case ' ':
		if (hand[st.sel])
			clickCard(st, hand[st.sel]);
		return handled();
	case 'Escape':
		st.armedUno = false;
		st.pendingWild = null;
		render(st);
		return handled();
	default: break;
	}
	if (/^\d$/.test(k)) {
		const i = k === '0' ? 9 : parseInt(k, 10) - 1;
		if (i < hand.length)
			selectCard(st, i);
		return handled();
	}
	const lk = k.toLowerCase();
	if (lk === 'k') {
		const c = gr.other.find((m) => m.type === 'catch');
		if (c)
			humanMove(st, c);
		else
			flash(st, 'Nobody to catch now.');
		return handled();
	}
	if (KEY_MOVES[lk]) {
		doMove(st, KEY_MOVES[lk]);
		return handled();
	}
}

function toggle(id) {
	const el = $(id);
	el.hidden = !el.hidden;
	$(`toggle-${id}`).setAttribute('aria-expanded', String(!el.hidden));
	if (!el.hidden) {
		const first = el.querySelector('select, input, button, h2');
		if (first)
			first.focus({ preventScroll: false });
	}
}

/** Listens to the page's controls and keys. */
export function wire(st) {
	document.addEventListener('click', (e) => {
		const t = e.target.closest('button, [data-move]');
		if (!t || t.disabled)
			return;
		if (t.closest('#hand') && t.dataset.card) {
			st.sel = parseInt(t.dataset.index, 10);
			clickCard(st, t.dataset.card);
			return;
		}
		if (t.dataset.play) {
			clickCard(st, t.dataset.play);
			return;
		}
		if (t.dataset.move)
			doMove(st, t.dataset.move);
	});
	document.addEventListener('keydown', (e) => onKey(st, e));
	$('toggle-help').addEventListener('click', () => toggle('help'));
	$('toggle-setup').addEventListener('click', () => toggle('setup'));
	$('f-variant').addEventListener('change', () => fillVariantFields($('f-variant').value, parseInt($('f-players').value, 10)));
	$('f-bot').addEventListener('change', () => { $('f-playouts').closest('label').hidden = $('f-bot').value !== 'search'; });
	$('random-seed').addEventListener('click', () => { $('f-seed').value = randomSeed(); });
	$('setup-form').addEventListener('submit', (e) => {
		e.preventDefault();
		const p = readSetup();
		history.pushState(null, '', paramsURL(p));
		$('setup').hidden = true;
		$('toggle-setup').setAttribute('aria-expanded', 'false');
		startGame(st, p);
	});
	window.addEventListener('popstate', () => startGame(st, readParams(location.search)));
}
