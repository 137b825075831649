// The table of a round's end, drawn alike by the local game's result
// panel (render.js) and the online one (online-game.js): every seat's
// cards left, turned up to be counted (G-8), with the library's sentence
// on a seat that is out, the points the round gave it and its match total.
// SPDX-License-Identifier: MIT

import { esc } from './cards.js';

/* A round's points as the table writes them: +N, -N, or nothing. */
function pointsText(p) {
	if (!p)
		return '';
	return p > 0 ? `+${p}` : String(p);
}

/**
 * The hands left at a round's end as a table. `book` draws the cards
 * (cards.js), `side` is the side of two-sided cards the hands are read
 * on, and `rows` has one entry per seat: {seat, name, cards, note,
 * points, total}, where `cards` is the seat's hand (null when it is not
 * known), `note` a sentence or null, `points` the round's points (null
 * when not known) and `total` the match total.
 */
export function handsTableHTML(book, side, rows) {
	const body = rows.map((r) => {
		let cards = '';
		if (r.cards !== null) {
			const names = r.cards.length ? r.cards.map((c) => book.name(c, side)).join(', ') : 'no cards';
			cards = `<div class="cards-row" role="group" data-hand="${esc(r.cards.join(' '))}" aria-label="${esc(`${r.name}: ${names}`)}">` +
				`${book.sort(r.cards, side).map((c) => book.html(c, { size: 'tiny', side })).join('') || '<span class="out-of-cards">no cards left</span>'}</div>`;
		}
		return `<tr data-seat="${r.seat}"><th scope="row">${esc(r.name)}</th><td>${cards}` +
			(r.note ? `<p class="seat-note">${esc(r.note)}</p>` : '') + '</td>' +
			`<td class="num">${r.points === null ? '' : pointsText(r.points)}</td><td class="num"><b data-total="${r.total}">${r.total}</b></td></tr>`;
	}).join('');
	return '<div class="result-wrap"><table class="result"><thead><tr><th scope="col"></th><th scope="col">Cards left</th>' +
		`<th scope="col">Round</th><th scope="col">Total</th></tr></thead><tbody>${body}</tbody></table></div>`;
}
