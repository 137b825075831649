// The page's parameters: everything that makes a game is in its address
// (web/README.md, "URL parameters"), so that a game is shared by its URL.
// SPDX-License-Identifier: MIT

export const BOT_KINDS = ['greedy', 'search', 'random'];
export const DEFAULTS = { variant: 'classic', bot: 'greedy', playouts: 300, delay: 800 };

function splitCards(s) {
	return s.split(/[\s,.]+/).filter(Boolean);
}

/** The page's parameters from its URL (README.md lists them). */
export function readParams(search) {
	const q = new URLSearchParams(search);
	const p = {
		variant: q.get('variant') || DEFAULTS.variant,
		players: q.has('players') ? parseInt(q.get('players'), 10) : null,
		seed: /^\d+$/.test(q.get('seed') || '') ? q.get('seed') : null,
		rules: {},
		bot: BOT_KINDS.includes(q.get('bot')) ? q.get('bot') : DEFAULTS.bot,
		playouts: q.has('playouts') ? Math.max(1, parseInt(q.get('playouts'), 10) || DEFAULTS.playouts) : DEFAULTS.playouts,
		delay: q.has('delay') ? Math.max(0, parseInt(q.get('delay'), 10) || 0) : DEFAULTS.delay,
		hands: null, first: null, draw: [], dealer: null,
	};
	for (const item of (q.get('rules') || '').split(',').filter(Boolean)) {
		const [k, v] = item.split(':');
		p.rules[k.trim()] = v === undefined ? 1 : parseInt(v, 10);
	}
	if (q.get('hands')) {
		p.hands = q.get('hands').split(/[|;/]/).map(splitCards);
		p.first = splitCards(q.get('first') || '');
		p.draw = splitCards(q.get('draw') || '');
		if (q.has('dealer'))
			p.dealer = parseInt(q.get('dealer'), 10);
	}
	return p;
}

/** The URL of a set of parameters (the scripted ones only when present). */
export function paramsURL(p) {
	const q = new URLSearchParams();
	q.set('variant', p.variant);
	if (p.hands) {
		q.set('hands', p.hands.map((h) => h.join(',')).join('|'));
		q.set('first', p.first.join(','));
		if (p.draw.length)
			q.set('draw', p.draw.join(','));
		if (p.dealer !== null)
			q.set('dealer', String(p.dealer));
	} else {
		q.set('players', String(p.players));
	}
	q.set('seed', String(p.seed));
	const rules = Object.entries(p.rules).map(([k, v]) => `${k}:${v}`).join(',');
	if (rules)
		q.set('rules', rules);
	if (p.bot !== DEFAULTS.bot)
		q.set('bot', p.bot);
	if (p.bot === 'search' || p.playouts !== DEFAULTS.playouts)
		q.set('playouts', String(p.playouts));
	if (p.delay !== DEFAULTS.delay)
		q.set('delay', String(p.delay));
	return `${location.pathname}?${q.toString().replace(/%2C/g, ',').replace(/%3A/g, ':').replace(/%7C/g, '|')}`;
}

export function randomSeed() {
	const a = new Uint32Array(1);
	crypto.getRandomValues(a);
	return String(a[0]);
}
