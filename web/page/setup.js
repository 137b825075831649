// Game setup: a new match from the page's parameters, and the New game
// form that writes them: the variant and its seats, the bots, and every
// option the variant's table supports (rules.optionNames(), the library's
// list), grouped by the library's categories, each labelled and described
// in the library's words, at the variant's defaults.
// SPDX-License-Identifier: MIT

import { LocalGame, U } from './local-game.js';
import { CardBook, esc } from './cards.js';
import { drain } from './log.js';
import { paramsURL, randomSeed } from './params.js';
import { schedule, stopTimer } from './play.js';
import { hideError, render, showError } from './render.js';
import { clearUndo, rulesInfo } from './state.js';

const $ = (id) => document.getElementById(id);

/** The variant's options that the parameters name, within their bounds. */
function ruleOptions(p) {
	const r = new U.Rules(p.variant);
	const out = {};
	const bad = [];
	for (const [k, v] of Object.entries(p.rules)) {
		let info = null;
		try { info = r.optionInfo(k); } catch (_) { info = null; }
		if (!info || !Number.isInteger(v) || v < info.min || v > info.max)
			bad.push(`${k}:${v}`);
		else
			out[k] = v;
	}
	r.dispose();
	return { options: out, bad };
}

/** Starts a match from parameters (the URL's, or the form's). */
export function startGame(st, p) {
	stopTimer(st);
	hideError(st);
	if (!U.variants().includes(p.variant)) {
		showError(st, new Error(`unknown variant ${p.variant}; playing classic`));
		p.variant = 'classic';
	}
	if (p.seed === null)
		p.seed = randomSeed();
	const { options, bad } = ruleOptions(p);
	p.rules = options;
	if (!p.hands) {
		const rules = new U.Rules(p.variant);
		const { min, max } = rules.players;
		if (p.players === null || !rules.allowsPlayers(p.players))
			p.players = rules.allowsPlayers(4) ? 4 : min;
		p.players = Math.max(min, Math.min(max, p.players));
		rules.dispose();
	}
	let game;
	try {
		game = new LocalGame(p, options);
	} catch (e) {
		showError(st, e);
		if (p.hands) {
			p.hands = null;
			return startGame(st, p);
		}
		return;
	}
	p.players = game.players;
	if (st.game)
		st.game.dispose();
	clearUndo(st, 'nothing to undo yet');
	Object.assign(st, {
		params: p, game, cards: new CardBook(game.rules), info: rulesInfo(game.rules),
		names: Array.from({ length: game.players }, (_, s) => (s === 0 ? null : `Bot ${s}`)),
		log: [], rounds: [], seatNotes: {}, owed: [], newCards: [], armedUno: false, pendingWild: null,
		lastShown: null, sel: 0, moves: 0, turnSeen: false,
	});
	drain(st);
	clearUndo(st, 'nothing to undo yet');
	if (bad.length)
		showError(st, new Error(`ignored rule settings this variant does not have or allow: ${bad.join(', ')}`));
	history.replaceState(null, '', paramsURL(p));
	fillSetup(p);
	render(st);
	schedule(st);
}

/** A new match of the same kind, on a new seed (after a match is over). */
export function newMatch(st) {
	const p = { ...st.params, seed: randomSeed(), hands: null };
	history.pushState(null, '', paramsURL(p));
	startGame(st, p);
}

// ---- the form ----

export function fillSetup(p) {
	const fv = $('f-variant');
	if (!fv.options.length)
		fv.innerHTML = U.variants().map((v) => `<option value="${esc(v)}">${esc(v)}</option>`).join('');
	fv.value = p.variant;
	fillVariantFields(p.variant, p.players, p.rules);
	$('f-bot').value = p.bot;
	const po = $('f-playouts');
	if (![...po.options].some((o) => o.value === String(p.playouts)))
		po.insertAdjacentHTML('beforeend', `<option value="${p.playouts}">${p.playouts} playouts</option>`);
	po.value = String(p.playouts);
	const fd = $('f-delay');
	if (![...fd.options].some((o) => o.value === String(p.delay)))
		fd.insertAdjacentHTML('beforeend', `<option value="${p.delay}">${p.delay} ms</option>`);
	fd.value = String(p.delay);
	$('f-seed').value = p.seed ?? '';
	$('f-playouts').closest('label').hidden = p.bot !== 'search';
}

/* The groups of the form, one per category of option (uno_option_category). */
const GROUPS = [
	['table', 'The table and the match'],
	['rule', 'Details of the variant\'s rules'],
	['house', 'House rules'],
];

/** A sentence listing labels: "A", "A and B", "A, B and C". */
function listed(labels) {
	return labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/** What a group's legend says of its defaults, read from the variant's table. */
function legendOf(category, title, variant, names, r) {
	if (category !== 'house')
		return `${title}: as ${variant} plays them unless changed`;
	const own = names.filter((n) => r.optionInfo(n).default !== 0).map(U.optionLabel);
	if (!own.length)
		return `${title}: all off in ${variant}`;
	return `${title}: ${variant} plays ${listed(own)} as its own rules (set on), the others are off`;
}

export function fillVariantFields(variant, players, rules = {}) {
	const r = new U.Rules(variant);
	const { min, max } = r.players;
	const fp = $('f-players');
	const counts = [];
	for (let n = min; n <= max; n++)
		if (r.allowsPlayers(n))
			counts.push(n);
	fp.innerHTML = counts.map((n) => `<option value="${n}">${n}${r.teamSize > 1 ? ` (${n / r.teamSize} teams)` : ''}</option>`).join('');
	fp.value = String(counts.includes(players) ? players : (counts.includes(4) ? 4 : counts[0]));
	$('variant-summary').textContent = r.summary;
	const all = r.optionNames();
	const parts = [];
	for (const [category, title] of GROUPS) {
		const names = all.filter((n) => U.optionCategory(n) === category);
		if (!names.length)
			continue;
		parts.push(`<fieldset class="rules" data-category="${category}"><legend>${esc(legendOf(category, title, variant, names, r))}</legend>`);
		for (const name of names) {
			const info = r.optionInfo(name);
			const cur = name in rules ? rules[name] : info.default;
			const label = U.optionLabel(name);
			const desc = U.optionDescription(name);
			const id = `opt-${name}`;
			const attrs = `id="${id}" name="${id}" data-option="${name}" data-default="${info.default}" aria-describedby="${id}-desc"`;
			const help = `<small class="opt-desc" id="${id}-desc">${esc(desc)}</small>`;
			if (info.min === 0 && info.max === 1)
				parts.push(`<div class="opt bool"><input type="checkbox" ${attrs} ${cur ? 'checked' : ''}> <label for="${id}">${esc(label)}</label>${help}</div>`);
			else
				parts.push(`<div class="opt num"><label for="${id}">${esc(label)}</label> <input type="number" ${attrs} min="${info.min}" max="${info.max}" value="${cur}">${help}</div>`);
		}
		parts.push('</fieldset>');
	}
	$('f-rules').innerHTML = parts.join('');
	r.dispose();
}

export function readSetup() {
	const f = $('setup-form');
	const rules = {};
	for (const el of f.querySelectorAll('[data-option]')) {
		const v = el.type === 'checkbox' ? (el.checked ? 1 : 0) : parseInt(el.value, 10);
		if (Number.isInteger(v) && v !== parseInt(el.dataset.default, 10))
			rules[el.dataset.option] = v;
	}
	const seed = $('f-seed').value.trim();
	return {
		variant: $('f-variant').value,
		players: parseInt($('f-players').value, 10),
		seed: /^\d+$/.test(seed) ? seed : randomSeed(),
		rules,
		bot: $('f-bot').value,
		playouts: parseInt($('f-playouts').value, 10),
		delay: parseInt($('f-delay').value, 10),
		hands: null, first: null, draw: [], dealer: null,
	};
}
