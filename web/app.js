// The playable page of libuno: seat 0 is the person at the keyboard, every
// other seat a library bot. The page keeps no rules of its own: what may be
// played, drawn, called or caught is what game.legalMoves(0) says, and
// everything shown comes from game.view(0) (what seat 0 may see) and the
// game's events. README.md in this folder describes the URL parameters,
// the keys and the undo ruling.
// SPDX-License-Identifier: MIT

import * as U from './libuno/src/index.js';

// ---------------------------------------------------------------- cards --

const COLORS = {
	R: { name: 'Red', glyph: '◆' },
	Y: { name: 'Yellow', glyph: '●' },
	G: { name: 'Green', glyph: '▲' },
	B: { name: 'Blue', glyph: '■' },
	// UNO Flip's dark side: the same colors 0-3, written P T O V
	P: { name: 'Pink', glyph: '♥' },
	T: { name: 'Teal', glyph: '✚' },
	O: { name: 'Orange', glyph: '⬣' },
	V: { name: 'Purple', glyph: '♠' },
};
const COLOR_ORDER = ['R', 'Y', 'G', 'B'];
const DARK_ORDER = ['P', 'T', 'O', 'V'];

/** The color letters of a side of the cards (0 light, 1 dark). */
function colorsOf(side) {
	return side === 1 ? DARK_ORDER : COLOR_ORDER;
}

/** The side in play (always 0 but in UNO Flip). */
function sideNow() {
	return S.game && !S.game.disposed ? S.game.side : 0;
}

const ACTIONS = {
	S: { sym: '⊘', name: 'Skip' },
	R: { sym: '⇄', name: 'Reverse' },
	D2: { sym: '+2', name: 'Draw Two' },
	D1: { sym: '+1', name: 'Draw One' },
	D4: { sym: '+4', name: 'Draw Four' },
	SE: { sym: '⊘⊘', name: 'Skip Everyone' },
	DA: { sym: '⇊', name: 'Discard All' },
	F: { sym: '⇅', name: 'Flip' },
	D5: { sym: '+5', name: 'Draw Five' },
};
const WILDS = {
	W: { sym: 'W', name: 'Wild' },
	W4: { sym: '+4', name: 'Wild Draw Four' },
	W2: { sym: '+2', name: 'Wild Draw Two' },
	CC: { sym: '★', name: 'Casting Call' },
	TP: { sym: 'TP', name: 'Team Play' },
	T4: { sym: '+4', name: 'Team Wild Draw Four' },
	WR4: { sym: '⇄+4', name: 'Wild Reverse Draw Four' },
	W6: { sym: '+6', name: 'Wild Draw Six' },
	W10: { sym: '+10', name: 'Wild Draw Ten' },
	WCR: { sym: '?', name: 'Wild Color Roulette' },
	WDC: { sym: '+?', name: 'Wild Draw Color' },
};
const KIND_ORDER = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'S', 'R', 'D2', 'D1', 'D4',
	'D5', 'F', 'SE', 'DA', 'W', 'W4', 'W2', 'CC', 'TP', 'T4', 'WR4', 'W6', 'W10', 'WCR', 'WDC'];

/** What a card's notation says: 'R7', 'BD2', 'W4', 'W4/B'. */
function cardInfo(text) {
	const [base, named] = text.split('/');
	if (WILDS[base])
		return { text, base, wild: true, color: named || null, kind: base, ...WILDS[base] };
	const color = base[0];
	const kind = base.slice(1);
	if (/^\d$/.test(kind))
		return { text, base, wild: false, color, kind, sym: kind, name: kind };
	const a = ACTIONS[kind] || { sym: kind, name: kind };
	return { text, base, wild: false, color, kind, ...a };
}

/** A card's name in words: 'Red 7', 'Wild Draw Four (Blue)'. */
function cardName(text) {
	const c = cardInfo(text);
	if (c.wild)
		return c.color ? `${c.name} (${COLORS[c.color].name})` : c.name;
	return `${COLORS[c.color]?.name ?? c.color} ${c.name}`;
}

function cardSortKey(text) {
	const c = cardInfo(text);
	const col = c.wild ? 4 : (COLOR_ORDER.indexOf(c.color) + 1 || DARK_ORDER.indexOf(c.color) + 1) - 1;
	return col * 100 + KIND_ORDER.indexOf(c.kind);
}

function sortHand(cards) {
	return cards.slice().sort((a, b) => cardSortKey(a) - cardSortKey(b));
}

function esc(s) {
	return String(s).replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[ch]));
}

/* Where the long words of the built-in editions' card names break best;
 * another long word breaks in its middle. */
const WORD_BREAKS = { everyone: 5, reverse: 2, discard: 3, roulette: 3 };

/** A word of seven letters or more with a soft hyphen where it may break. */
function softHyphen(word) {
	if (word.length < 7)
		return word;
	const at = WORD_BREAKS[word.toLowerCase()] || Math.ceil(word.length / 2);
	return word.slice(0, at) + '\u00ad' + word.slice(at);
}

/**
 * A card face as HTML: the symbol in the middle and in two corners, and
 * the color's name and glyph printed on it (never color alone). `side`
 * is the side of UNO Flip's cards the face is on (its wilds' colors).
 */
function cardHTML(text, { tag = 'div', cls = '', attrs = '', size = '', side = sideNow() } = {}) {
	const c = cardInfo(text);
	const colorCls = (c.wild ? `wild${c.color ? ' named c-' + c.color : ''}` : `c-${c.color}`) + (side === 1 ? ' dark' : '');
	const under = c.kind === '6' || c.kind === '9' ? ' u' : '';
	const label = c.wild
		? (c.color ? `${COLORS[c.color].glyph} ${COLORS[c.color].name}` : 'Wild')
		: `${COLORS[c.color].glyph} ${COLORS[c.color].name}`;
	const long = c.sym.length > 1 ? ' long' : '';
	const title = cardName(text);
	// The kind's name across the top, after the corner's symbol (one row:
	// they never overlap), a wild's without "Wild" (the band says it),
	// smaller when a word is long ("Everyone") so that it fits the card.
	const kindWords = (c.wild ? c.name.replace(/^Wild /, '') : c.name).split(' ');
	const tight = kindWords.some((w) => w.length >= 7) ? ' tight' : '';
	const kindName = kindWords.map(softHyphen).join(' ');
	return `<${tag} class="card ${colorCls} ${size} ${cls}" data-card="${esc(c.base)}" ${attrs} title="${esc(title)}" aria-label="${esc(title)}">` +
		`<span class="top"><span class="corner tl${under}${long}">${esc(c.sym)}</span>` +
		(c.kind === 'W' || /^\d$/.test(c.kind) ? '' : `<span class="kind${tight}">${esc(kindName)}</span>`) +
		`</span><span class="oval"><span class="sym${long}${under}">${esc(c.sym)}</span></span>` +
		`<span class="cname">${esc(label)}</span>` +
		`<span class="corner br${under}">${esc(c.sym)}</span>` +
		`</${tag}>`;
}

function backHTML(cls = '') {
	return `<div class="card back ${cls}" aria-hidden="true"><span class="oval"><span class="sym long">UNO</span></span></div>`;
}

function colorBadge(c) {
	if (!c)
		return '<span class="cbadge none">no color yet</span>';
	return `<span class="cbadge c-${c}" data-color="${c}">${COLORS[c].glyph} ${COLORS[c].name}</span>`;
}

// ------------------------------------------------------------ parameters --

const BOT_KINDS = ['greedy', 'search', 'random'];
const DEFAULTS = { variant: 'classic', bot: 'greedy', playouts: 300, delay: 800 };

function splitCards(s) {
	return s.split(/[\s,.]+/).filter(Boolean);
}

/** The page's parameters from its URL (README.md lists them). */
function readParams(search) {
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
function paramsURL(p) {
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

function randomSeed() {
	const a = new Uint32Array(1);
	crypto.getRandomValues(a);
	return String(a[0]);
}

// ----------------------------------------------------------------- state --

const S = {
	params: null,
	game: null,
	bots: [],
	events: [], // events delivered by the hook, waiting for drain()
	log: [], // {type, seat, text, cls, round}
	rounds: [], // {round, winner, value, blocked, scores, totals, hands}
	undo: [], // {game, log, move}
	undoOff: 'nothing to undo yet',
	timer: null,
	armedUno: false,
	pendingWild: null, // the wild card waiting for its color
	sel: 0,
	newCards: [], // cards seat 0 got since its last decision (marked "new")
	lastShown: null, // {by, cards} of the last hand shown to seat 0
	moves: 0, // moves applied so far (a counter for tests)
	error: null,
	turnSeen: false,
};

const seatName = (s) => (s === 0 ? 'You' : `Bot ${s}`);
const third = (s, you, it) => (s === 0 ? you : it);

const teamLetter = (t) => 'ABCDE'[t] ?? String(t);

/** What the page needs of the game's rules, read once per game (Rules copies are WebAssembly memory). */
function rulesInfo(g) {
	const r = g.rules;
	try {
		return { teamSize: r.teamSize, sides: r.sides, options: r.options() };
	} finally {
		r.dispose();
	}
}

// ----------------------------------------------------------- the events --

const DRAW_WHY = {
	turn: '', card_effect: '', uno_penalty: ' (UNO penalty)', challenge_guilty: ' (caught bluffing)',
	challenge_failed: ' (failed challenge)', team_play: ' (Team Play)', referee: ' (referee)',
	table_talk: ' (table talk)', suggestion: ' (suggestion)', misplay: ' (misplay)',
};

/** Whether an event shows seat 0 a card it could not see before (the undo ruling). */
function reveals(ev) {
	// UNO Flip (FL-5): every drawn card shows its other face to the table,
	// and so does the draw pile's next card; a Flip shows everything anew.
	if (S.info.sides === 2 && ['draw', 'flip', 'reshuffle'].includes(ev.type))
		return true;
	switch (ev.type) {
	case 'draw': return ev.seat === 0;
	case 'play': case 'jump_in': case 'misplay': return ev.seat !== 0;
	case 'challenge': return ev.other === 0;
	case 'swap': return ev.seat === 0 || ev.other === 0;
	case 'give': return ev.other === 0;
	case 'rotate': case 'turn_over': case 'first_card': case 'round_start':
	case 'round_end': case 'match_end':
		return true;
	default: return false;
	}
}

function revealWhy(ev) {
	switch (ev.type) {
	case 'draw': return ev.seat === 0 ? 'you drew a card' : `${seatName(ev.seat)} drew a card (you saw its other side)`;
	case 'flip': return 'a Flip turned every card over';
	case 'reshuffle': return 'the draw pile was made again';
	case 'play': case 'jump_in': case 'misplay': return `${seatName(ev.seat)} played a card`;
	case 'challenge': return 'a challenge showed you a hand';
	case 'swap': case 'rotate': return 'hands were swapped';
	case 'give': return 'you were given cards';
	case 'turn_over': return 'a Casting Call turned cards over';
	default: return 'a new round was dealt';
	}
}

function logLine(ev) {
	const w = seatName(ev.seat);
	const o = ev.other === null ? '' : seatName(ev.other);
	const ob = ev.other === 0 ? 'you' : o;
	switch (ev.type) {
	case 'round_start': return `Round ${ev.value} — ${w === 'You' ? 'you deal' : w + ' deals'}.`;
	case 'first_card': return `First card turned: ${cardName(ev.card)}.`;
	case 'first_card_returned': return `${cardName(ev.card)} goes back into the deck.`;
	case 'play': {
		const named = cardInfo(ev.card).wild && ev.color ? `, naming ${COLORS[ev.color].name}` : '';
		return `${w} ${third(ev.seat, 'play', 'plays')} ${cardName(ev.card.split('/')[0])}${named}.`;
	}
	case 'draw': return null; // grouped by addDraw()
	case 'pass': return `${w} ${third(ev.seat, 'keep the card and pass', 'passes')}.`;
	case 'color': return ev.color ? `${w} ${third(ev.seat, 'name', 'names')} ${COLORS[ev.color].name}.` : null;
	case 'skip': return `${w} ${third(ev.seat, 'lose', 'loses')} a turn.`;
	case 'direction': return `Play now goes ${ev.value === 1 ? 'clockwise' : 'counterclockwise'}.`;
	case 'penalty': return `${w} must draw ${ev.value}${DRAW_WHY[ev.reason] ?? ''}.`;
	case 'uno': return `${w} ${third(ev.seat, 'call', 'calls')} UNO!`;
	case 'catch': return `${o} ${third(ev.other, 'catch', 'catches')} ${ev.seat === 0 ? 'you' : w} not calling UNO!`;
	case 'challenge': return `${o} ${third(ev.other, 'challenge', 'challenges')} ${ev.seat === 0 ? 'your' : w + '\'s'} ${cardName(ev.card)}: ${ev.value ? 'guilty — it was a bluff' : 'innocent'}.`;
	case 'reshuffle': return `The discard pile is shuffled into a new draw pile (${ev.value} cards).`;
	case 'round_end': return ev.reason === 'blocked'
		? `The round is blocked; ${w} ${third(ev.seat, 'score', 'scores')} ${ev.value} points.`
		: `${w} ${third(ev.seat, 'win', 'wins')} the round and ${third(ev.seat, 'score', 'scores')} ${ev.value} points.`;
	case 'match_end': return `${w} ${third(ev.seat, 'win', 'wins')} the match!`;
	case 'give': return `${w} ${third(ev.seat, 'give', 'gives')} ${ev.seat === 0 || ev.other === 0 ? cardName(ev.card) : 'a card'} to ${ob}.`;
	case 'turn_over': return `${w} ${third(ev.seat, 'turn', 'turns')} over ${cardName(ev.card)}.`;
	case 'cast': return `${w} ${third(ev.seat, 'give', 'gives')} ${cardName(ev.card)} to ${ob}.`;
	case 'seat_out': return `${w} ${third(ev.seat, 'are', 'is')} out of the game for now.`;
	case 'seat_back': return `${w} ${third(ev.seat, 'are', 'is')} back in the game.`;
	case 'eliminated': return `${w} ${third(ev.seat, 'reach', 'reaches')} ${ev.value} points and ${third(ev.seat, 'are', 'is')} eliminated.`;
	case 'jump_in': return `${w} ${third(ev.seat, 'jump', 'jumps')} in with ${cardName(ev.card)}!`;
	case 'stack': return `${w} ${third(ev.seat, 'stack', 'stacks')}: ${ev.value} cards pending.`;
	case 'swap': return `${w} ${third(ev.seat, 'swap', 'swaps')} hands with ${ob}.`;
	case 'rotate': return `Every hand passes one seat ${ev.value === 1 ? 'clockwise' : 'counterclockwise'}.`;
	case 'misplay': return `${w} misplayed ${cardName(ev.card)} (${ev.reason}).`;
	case 'misplay_caught': return `${o} ${third(ev.other, 'catch', 'catches')} ${w}'s misplay.`;
	case 'flip': return `${w} ${third(ev.seat, 'flip', 'flips')} every card over: the ${ev.value === 1 ? 'dark' : 'light'} side is in play, ${cardName(ev.card)} on top.`;
	case 'dealer_draw': case 'dealer': return null;
	default: return `${ev.type} (seat ${ev.seat})`;
	}
}

function pushLog(entry) {
	S.log.push({ round: S.game.round, ...entry });
}

/** Adds a draw to the log, grouping a seat's draws of one reason (no bot's card is named). */
function addDraw(ev, batch) {
	const last = S.log[S.log.length - 1];
	if (last && last.type === 'draw' && last.batch === batch && last.seat === ev.seat && last.reason === ev.reason) {
		last.count++;
		if (ev.seat === 0)
			last.cards.push(ev.card);
	} else {
		pushLog({ type: 'draw', seat: ev.seat, reason: ev.reason, batch, count: 1, cards: ev.seat === 0 ? [ev.card] : [] });
	}
	const e = S.log[S.log.length - 1];
	const why = DRAW_WHY[ev.reason] ?? '';
	e.text = `${seatName(ev.seat)} ${third(ev.seat, 'draw', 'draws')} ${e.count === 1 ? 'a card' : e.count + ' cards'}` +
		(ev.seat === 0 ? `: ${e.cards.map(cardName).join(', ')}` : '') + `${why}.`;
}

let batchNo = 0;

/**
 * Takes the events the last call delivered: logs them, records a round's
 * end, and turns undo off when one showed seat 0 a hidden card.
 */
function drain() {
	const evs = S.events.splice(0);
	const batch = ++batchNo;
	for (const ev of evs) {
		if (reveals(ev))
			clearUndo(`undo is off: ${revealWhy(ev)} since your last decision`);
		if (ev.type === 'draw') {
			addDraw(ev, batch);
			if (ev.seat === 0)
				S.newCards.push(ev.card);
			continue;
		}
		if ((ev.type === 'give' || ev.type === 'cast') && ev.other === 0)
			S.newCards.push(ev.card);
		if (ev.type === 'challenge' && ev.other === 0)
			S.lastShown = { by: ev.seat, cards: S.game.view(0).shown };
		const prev = S.log[S.log.length - 1];
		if (ev.type === 'color' && prev && prev.type === 'play' && prev.seat === ev.seat && prev.named === ev.color)
			continue; // the play's line already names it
		const text = logLine(ev);
		if (ev.type === 'play' && text)
			pushLog({ type: ev.type, seat: ev.seat, other: ev.other, text, named: cardInfo(ev.card).wild ? ev.color : null });
		else if (text)
			pushLog({ type: ev.type, seat: ev.seat, other: ev.other, text });
		if (ev.type === 'round_end')
			recordRound(ev);
	}
}

function recordRound(ev) {
	const g = S.game;
	const totals = g.scores;
	const prev = S.rounds.length ? S.rounds[S.rounds.length - 1].totals : totals.map(() => 0);
	const hands = [];
	for (let s = 0; s < g.players; s++)
		hands.push(g.hand(s));
	S.rounds.push({
		round: g.round, winner: ev.seat, value: ev.value, blocked: ev.reason === 'blocked',
		totals, scores: totals.map((t, i) => t - prev[i]), hands, side: g.side,
	});
}

// --------------------------------------------------------------- undo --

function clearUndo(why) {
	const had = S.undo.length > 0 || S.undoOff === null;
	for (const u of S.undo)
		u.game.dispose();
	S.undo = [];
	if (had || why.startsWith('nothing') || why.includes('round'))
		S.undoOff = why;
}

function undo() {
	const u = S.undo.pop();
	if (!u) {
		flash(S.undoOff ? S.undoOff.replace(/^undo is off: /, 'Undo is off: ') : 'Nothing to undo.');
		return;
	}
	stopTimer();
	S.game.dispose();
	S.game = u.game;
	hook(S.game);
	S.log.length = u.log;
	S.newCards = u.newCards;
	S.armedUno = false;
	S.pendingWild = null;
	S.undoOff = S.undo.length ? null : 'nothing more to undo';
	pushLog({ type: 'undo', seat: 0, text: `You take back ${u.move}.` });
	S.moves++;
	render();
	schedule();
}

// ------------------------------------------------------------ the loop --

function hook(game) {
	game.setHooks({ event: (_g, ev) => { S.events.push(ev); } });
}

function stopTimer() {
	if (S.timer !== null) {
		clearTimeout(S.timer);
		S.timer = null;
	}
}

function schedule(delay = S.params.delay) {
	stopTimer();
	S.timer = setTimeout(step, delay);
	renderStatus();
}

/** One step of the bots: an out-of-turn move of any bot, else the bot to decide. */
function step() {
	S.timer = null;
	const g = S.game;
	if (!g || g.disposed)
		return;
	try {
		if (g.currentPlayer !== null) {
			for (let s = 1; s < g.players; s++) {
				const m = S.bots[s].act(g, s);
				if (m) {
					botMove(s, m);
					return;
				}
			}
			const cur = g.currentPlayer;
			if (cur !== 0) {
				botMove(cur, S.bots[cur].choose(g, cur));
				return;
			}
		}
	} catch (e) {
		showError(e);
	}
	render();
}

function botMove(seat, m) {
	S.game.apply(m, seat);
	S.moves++;
	drain();
	render();
	schedule();
}

/** Applies seat 0's move, keeping the game as it was for undo. */
function humanMove(m) {
	const g = S.game;
	if (!g)
		return false;
	const check = g.check(m, 0);
	if (!check.legal) {
		flash(`Not now: ${check.message}.`);
		return false;
	}
	const snap = { game: g.clone(), log: S.log.length, move: String(m), newCards: S.newCards.slice() };
	try {
		g.apply(m, 0);
	} catch (e) {
		snap.game.dispose();
		showError(e);
		return false;
	}
	S.moves++;
	S.undo.push(snap);
	if (S.undo.length > 30)
		S.undo.shift().game.dispose();
	S.undoOff = null;
	S.newCards = [];
	S.armedUno = false;
	S.pendingWild = null;
	S.lastShown = null;
	drain();
	render();
	schedule();
	return true;
}

// ----------------------------------------------------------- new games --

function makeBots(p, players) {
	const seed = BigInt(p.seed);
	const mask = (1n << 64n) - 1n;
	const bots = [null];
	const det = Math.max(1, Math.min(50, Math.floor(p.playouts / 10)));
	for (let s = 1; s < players; s++) {
		const bseed = (seed * 1000003n + BigInt(s) * 7919n) & mask;
		bots.push(p.bot === 'search'
			? new U.Bot('search', { seed: bseed, playouts: Math.max(p.playouts, det), determinizations: det })
			: new U.Bot(p.bot, { seed: bseed }));
	}
	return bots;
}

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

function startGame(p) {
	stopTimer();
	hideError();
	if (!U.variants().includes(p.variant)) {
		showError(new Error(`unknown variant ${p.variant}; playing classic`));
		p.variant = 'classic';
	}
	if (p.seed === null)
		p.seed = randomSeed();
	const { options, bad } = ruleOptions(p);
	p.rules = options;
	let g;
	try {
		if (p.hands) {
			const opts = { seed: BigInt(p.seed), options, draw: p.draw };
			if (p.dealer !== null)
				opts.dealer = p.dealer;
			g = U.Game.fromHands(p.variant, p.hands, p.first, opts);
		} else {
			const rules = new U.Rules(p.variant);
			const { min, max } = rules.players;
			if (p.players === null || !rules.allowsPlayers(p.players))
				p.players = rules.allowsPlayers(4) ? 4 : min;
			p.players = Math.max(min, Math.min(max, p.players));
			rules.dispose();
			g = new U.Game(p.variant, { players: p.players, seed: BigInt(p.seed), options });
		}
	} catch (e) {
		showError(e);
		if (p.hands) {
			p.hands = null;
			return startGame(p);
		}
		return;
	}
	p.players = g.players;
	if (S.game)
		S.game.dispose();
	for (const b of S.bots)
		if (b)
			b.dispose();
	clearUndo('nothing to undo yet');
	S.params = p;
	S.game = g;
	S.info = rulesInfo(g);
	S.bots = makeBots(p, g.players);
	S.events = [];
	S.log = [];
	S.rounds = [];
	S.newCards = [];
	S.armedUno = false;
	S.pendingWild = null;
	S.lastShown = null;
	S.sel = 0;
	S.moves = 0;
	hook(g);
	if (!p.hands) {
		// The same game dealt again with the hooks in place, so that the
		// log shows the deal: the dealer, the first card and its effect.
		g.reset(BigInt(p.seed));
		drain();
	} else {
		const v = g.view(0);
		pushLog({ type: 'round_start', seat: v.dealer, text: `Round 1 — ${v.dealer === 0 ? 'you deal' : seatName(v.dealer) + ' deals'} (a scripted deal).` });
		pushLog({ type: 'first_card', seat: null, text: `First card: ${cardName(v.discard[0] ?? v.top)}${v.discard.length > 1 ? `; on top now: ${cardName(v.top)}` : ''}.` });
	}
	clearUndo('nothing to undo yet');
	if (bad.length)
		showError(new Error(`ignored rule settings this variant does not have or allow: ${bad.join(', ')}`));
	history.replaceState(null, '', paramsURL(p));
	fillSetup(p);
	render();
	schedule();
}

function nextRound() {
	const g = S.game;
	if (g.matchOver) {
		const p = { ...S.params, seed: randomSeed(), hands: null };
		history.pushState(null, '', paramsURL(p));
		startGame(p);
		return;
	}
	if (!g.roundOver)
		return;
	g.nextRound();
	S.moves++;
	S.newCards = [];
	S.lastShown = null;
	drain();
	clearUndo('a new round was dealt');
	render();
	schedule();
}

// --------------------------------------------------------------- input --

function legal() {
	return S.game ? S.game.legalMoves(0) : [];
}

/** Seat 0's legal moves, grouped for the page. */
function groups(moves) {
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

function pickPlay(list, color = null) {
	const cand = list.filter((m) => color === null || m.color === color);
	return cand.find((m) => m.uno === S.armedUno) || cand.find((m) => !m.uno) || cand[0];
}

function clickCard(card) {
	const gr = groups(legal());
	if (gr.gives.has(card))
		return humanMove(gr.gives.get(card));
	const list = gr.plays.get(card);
	if (!list) {
		flash(`${cardName(card)} cannot be played now.`);
		return false;
	}
	if (cardInfo(card).wild) {
		S.pendingWild = card;
		render();
		return true;
	}
	return humanMove(pickPlay(list));
}

function chooseWildColor(color) {
	const list = groups(legal()).plays.get(S.pendingWild);
	if (!list) {
		S.pendingWild = null;
		render();
		return;
	}
	humanMove(pickPlay(list, color));
}

function callUno() {
	const gr = groups(legal());
	if (gr.has('uno'))
		return humanMove('uno');
	const canArm = [...gr.plays.values()].some((l) => l.some((m) => m.uno));
	if (canArm || S.armedUno) {
		S.armedUno = !S.armedUno;
		render();
		return true;
	}
	flash('No UNO to call now.');
	return false;
}

function doMove(text) {
	if (text === 'uno')
		return callUno();
	if (text === 'undo')
		return undo();
	if (text === 'next-round')
		return nextRound();
	if (text === 'cancel-wild') {
		S.pendingWild = null;
		render();
		return;
	}
	if (text.startsWith('wild-color '))
		return chooseWildColor(text.slice(11));
	return humanMove(text);
}

function handCards() {
	return S.game ? sortHand(S.game.view(0).hand) : [];
}

function onKey(e) {
	if (e.ctrlKey || e.metaKey || e.altKey)
		return;
	const t = e.target;
	if (t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA'))
		return;
	if (t && t.tagName === 'BUTTON' && (e.key === 'Enter' || e.key === ' '))
		return; // the focused button's own click
	if (!S.game)
		return;
	const k = e.key;
	const gr = groups(legal());
	const hand = handCards();
	const handled = () => { e.preventDefault(); };
	if (k === '?') {
		toggle('help');
		return handled();
	}
	if (!document.getElementById('overlay').hidden) {
		if (k === 'Enter' || k.toLowerCase() === 'n') {
			nextRound();
			return handled();
		}
		return;
	}
	// a choice of color: R Y G B or 1-4
	const colorChoice = S.pendingWild || (S.game.phase === 'color' && gr.other.some((m) => m.type === 'color'));
	if (colorChoice) {
		const colors = colorsOf(sideNow());
		const i = /^[1-4]$/.test(k) ? parseInt(k, 10) - 1 : colors.indexOf(k.toUpperCase());
		if (i >= 0) {
			const c = colors[i];
			if (S.pendingWild)
				chooseWildColor(c);
			else
				humanMove(`color ${c}`);
			return handled();
		}
		if (k === 'Escape' && S.pendingWild) {
			S.pendingWild = null;
			render();
			return handled();
		}
	}
	// a choice of seat: digits pick the seat
	const targets = gr.other.filter((m) => m.type === 'swap' || m.type === 'cast');
	if (targets.length && /^\d$/.test(k)) {
		const m = targets.find((x) => x.target === parseInt(k, 10) && !x.deal);
		if (m)
			humanMove(m);
		return handled();
	}
	if (targets.length && k.toLowerCase() === 'd' && targets.some((m) => m.deal)) {
		humanMove('cast deal');
		return handled();
	}
	switch (k) {
	case 'ArrowLeft': S.sel = Math.max(0, S.sel - 1); renderHand(); return handled();
	case 'ArrowRight': S.sel = Math.min(hand.length - 1, S.sel + 1); renderHand(); return handled();
	case 'Home': S.sel = 0; renderHand(); return handled();
	case 'End': S.sel = hand.length - 1; renderHand(); return handled();
	case 'Enter': case ' ':
		if (hand[S.sel])
			clickCard(hand[S.sel]);
		return handled();
	case 'Escape':
		S.armedUno = false;
		S.pendingWild = null;
		render();
		return handled();
	default: break;
	}
	if (/^\d$/.test(k)) {
		const i = k === '0' ? 9 : parseInt(k, 10) - 1;
		if (i < hand.length) {
			S.sel = i;
			renderHand();
		}
		return handled();
	}
	const map = {
		d: 'draw', p: 'pass', u: 'uno', c: 'challenge', a: 'accept', z: 'undo', n: 'next-round',
	};
	const lk = k.toLowerCase();
	if (lk === 'k') {
		const c = gr.other.find((m) => m.type === 'catch');
		if (c)
			humanMove(c);
		else
			flash('Nobody to catch now.');
		return handled();
	}
	if (map[lk]) {
		doMove(map[lk]);
		return handled();
	}
}

function toggle(id) {
	const el = document.getElementById(id);
	el.hidden = !el.hidden;
	document.getElementById(`toggle-${id}`).setAttribute('aria-expanded', String(!el.hidden));
}

// -------------------------------------------------------------- render --

const $ = (id) => document.getElementById(id);

function render() {
	if (!S.game)
		return;
	const g = S.game;
	const v = g.view(0);
	const moves = legal();
	const gr = groups(moves);
	renderMatchInfo(g, v);
	renderOpponents(g, v, gr);
	renderCenter(g, v, gr);
	renderStatus();
	renderPrompt(g, v, gr);
	renderHand(v, gr);
	renderActions(g, v, gr);
	renderLog();
	renderScores(g);
	renderOverlay(g);
	document.body.dataset.phase = g.phase;
	document.body.dataset.side = String(v.side);
	document.body.dataset.current = g.currentPlayer === null ? '' : String(g.currentPlayer);
}

function renderMatchInfo(g, v) {
	const opts = S.info.options;
	const on = Object.entries(opts).filter(([k, x]) => HOUSE.includes(k) && x).map(([k]) => OPTION_LABELS[k]?.short ?? k);
	$('match-info').innerHTML = `<span class="variant" data-variant="${esc(g.variant)}">${esc(VARIANT_LABELS[g.variant] ?? g.variant)}</span>` +
		` · <span>${g.players} players</span> · <span>round <b id="round-no">${v.round}</b></span>` +
		` · <span>seed ${esc(S.params.seed)}</span> · <span>bots: ${esc(S.params.bot)}${S.params.bot === 'search' ? ` (${S.params.playouts})` : ''}</span>` +
		(on.length ? ` · <span class="house">${on.map(esc).join(', ')}</span>` : '');
}

function renderOpponents(g, v, gr) {
	const out = [];
	const teamSize = S.info.teamSize;
	for (let s = 1; s < g.players; s++) {
		const n = v.handSizes[s];
		const status = v.seatStatus[s];
		const cur = v.current === s;
		const partner = teamSize > 1 && v.teams[s] === v.teams[0];
		const called = v.called[s] && n === 1;
		const exposed = v.exposed === s;
		const catchMove = gr.other.find((m) => m.type === 'catch' && m.target === s);
		const backs = Math.min(n, 12);
		let fan = '';
		for (let i = 0; i < backs; i++)
			fan += `<span class="mini-back" style="--i:${i};--n:${backs}"></span>`;
		// UNO Flip (FL-5): their cards' other faces face you
		const hidden = S.info.sides === 2 ? g.hiddenFaces(0, s) : null;
		const faces = hidden === null ? `<div class="fan" aria-hidden="true">${fan}</div>`
			: `<div class="cards-row hidden-faces" data-seat="${s}" data-hidden="${esc(hidden.join(' '))}" title="the other side of ${esc(seatName(s))}'s cards" aria-label="the other side of ${esc(seatName(s))}'s cards">` +
				hidden.map((c) => cardHTML(c, { size: 'tiny', side: 1 - v.side })).join('') + '</div>';
		out.push(`<div class="seat${cur ? ' current' : ''}${status !== 'in' ? ' out' : ''}${partner ? ' partner' : ''}" data-seat="${s}" data-hand-size="${n}">` +
			`<div class="seat-head"><span class="seat-name">${esc(seatName(s))}</span>` +
			(teamSize > 1 ? `<span class="team t${v.teams[s]}">${partner ? 'your partner' : 'team ' + teamLetter(v.teams[s])}</span>` : '') +
			(cur ? '<span class="turn-mark" title="to play">▶ to play</span>' : '') + '</div>' +
			faces +
			`<div class="seat-foot"><span class="count" data-count="${n}"><b>${n}</b> card${n === 1 ? '' : 's'}</span>` +
			(called ? '<span class="uno-badge">UNO!</span>' : '') +
			(exposed ? '<span class="exposed-badge" title="one card and no UNO call">no UNO call!</span>' : '') +
			(status !== 'in' ? `<span class="out-badge">${esc(status)}</span>` : '') +
			`<span class="pts" title="match total">${v.scores[s]} pts</span></div>` +
			(catchMove ? `<button type="button" class="catch-btn" data-move="${catchMove}">Catch ${esc(seatName(s))}! (K)</button>` : '') +
			'</div>');
	}
	$('opponents').innerHTML = out.join('');
}

function renderCenter(g, v, gr) {
	const canDraw = !!gr.has('draw');
	// UNO Flip (FL-5): the draw pile's top card shows its other face
	const back = S.info.sides === 2 ? g.hiddenFaces(0, U.DRAW_PILE)[0] ?? null : null;
	const pile = back === null ? backHTML(canDraw ? 'can-draw' : '')
		: cardHTML(back, { cls: `pile-face${canDraw ? ' can-draw' : ''}`, attrs: `data-hidden="${esc(back)}" id="draw-face"`, side: 1 - v.side });
	$('draw-pile').innerHTML = `<button type="button" class="pile-btn" ${canDraw ? 'data-move="draw"' : 'disabled'} aria-label="Draw pile, ${v.drawPile} cards${back ? `, the top card's other side ${esc(cardName(back))}` : ''}${canDraw ? ': draw a card' : ''}">` +
		`${pile}</button><div class="pile-label"><b id="draw-count">${v.drawPile}</b> to draw${back ? '<br><small>its other side faces you</small>' : ''}</div>`;
	$('discard').innerHTML = `${cardHTML(v.top, { cls: 'top', attrs: `data-top="${esc(v.top)}" id="top-card"`, size: 'big' })}` +
		`<div class="pile-label">${v.discard.length} in discard</div>`;
	const order = [];
	const n = g.players;
	let s = v.current ?? 0;
	for (let i = 0; i < Math.min(n, 4); i++) {
		order.push(seatName(s));
		s = ((s + v.direction) % n + n) % n;
	}
	$('state').innerHTML =
		(S.info.sides === 2 ? `<div class="st-row"><span class="st-label">Side</span> <span id="side" data-side="${v.side}" class="side-badge s${v.side}">${v.side === 1 ? '☾ Dark side' : '☀ Light side'}</span></div>` : '') +
		`<div class="st-row"><span class="st-label">Color</span> <span id="current-color" data-color="${v.color ?? ''}">${colorBadge(v.color)}</span></div>` +
		`<div class="st-row"><span class="st-label">Direction</span> <span id="direction" data-direction="${v.direction}" class="dir">${v.direction === 1 ? '↻ clockwise' : '↺ counterclockwise'}</span></div>` +
		`<div class="st-row"><span class="st-label">Turn</span> <span id="turn" data-seat="${v.current ?? ''}">${v.current === null ? '—' : esc(order.join(' → '))}${n > 4 ? ' …' : ''}</span></div>` +
		(v.pendingDraw ? `<div class="st-row"><span class="st-label">Pending</span> <span class="pending" id="pending">+${v.pendingDraw} to draw</span></div>` : '');
}

function statusText() {
	const g = S.game;
	const cur = g.currentPlayer;
	if (g.matchOver)
		return `Match over: ${seatName(g.matchWinner ?? g.winner)} ${g.matchWinner === 0 ? 'win' : 'wins'}.`;
	if (g.roundOver)
		return 'Round over.';
	if (cur === 0) {
		const ph = g.phase;
		const txt = {
			play: 'Your turn: play a highlighted card, or draw.',
			drawn: 'You drew a card: play it, or keep it (pass).',
			color: 'Your turn: name the color.',
			challenge: 'A draw card was played on you: challenge it or accept.',
			stack: 'A draw is coming your way: stack a card, or take it.',
			handoff: 'Give cards to your teammate.',
			cast: 'Casting Call: choose who gets the turned cards.',
			swap: 'Seven: choose whose hand to swap with yours.',
		};
		return txt[ph] ?? `Your decision (${ph}).`;
	}
	const thinking = S.timer !== null ? '…' : '';
	return `${seatName(cur)} ${g.phase === 'play' ? 'is playing' : 'is deciding (' + g.phase + ')'}${thinking}`;
}

function renderStatus() {
	if (!S.game)
		return;
	const el = $('status');
	el.textContent = statusText();
	el.classList.toggle('mine', S.game.currentPlayer === 0);
}

function colorButtons(prefix, keyHint = true) {
	return colorsOf(sideNow()).map((c) => `<button type="button" class="cpick c-${c}" data-move="${prefix}${c}" data-color="${c}">` +
		`<span class="glyph">${COLORS[c].glyph}</span> ${COLORS[c].name}${keyHint ? ` <kbd>${c}</kbd>` : ''}</button>`).join('');
}

function renderPrompt(g, v, gr) {
	const el = $('prompt');
	let html = '';
	const mine = v.current === 0;
	if (S.pendingWild) {
		html = `<h3>Name a color for your ${esc(cardName(S.pendingWild))}</h3>` +
			`<div class="row">${colorButtons('wild-color ')}</div>` +
			'<div class="row"><button type="button" class="ghost" data-move="cancel-wild">Cancel (Esc)</button></div>';
	} else if (mine && g.phase === 'color') {
		html = '<h3>Name the color to play on</h3>' + `<div class="row">${colorButtons('color ')}</div>`;
	} else if (mine && (gr.has('challenge') || (g.phase === 'challenge'))) {
		const top = cardInfo(v.top);
		const by = lastPlayer();
		const pen = ruleValue('challenge_penalty', 2);
		const base = v.pendingDraw;
		const under = v.discard.length >= 2 ? cardInfo(v.discard[v.discard.length - 2]).color : null;
		const before = under ? `a ${COLORS[under].name} card (the color before it)` : 'a card of the color in play before it';
		// UNO Flip's Wild Draw Color (FL-11): no count, the draw goes until a card of the color
		const untilColor = top.kind === 'WDC';
		const named = COLORS[v.color]?.name ?? '?';
		const draws = (extra) => (untilColor ? `until a ${named} card${extra ? `, then ${extra} more,` : ''}` : String(base + extra));
		html = `<h3>${esc(seatName(by))} played a ${esc(top.name)} naming ${esc(named)}</h3>` +
			`<p>Challenge it if you think ${esc(seatName(by))} held ${esc(before)}: the ${esc(top.name)} is legal only without one. ` +
			`Guilty: they draw ${esc(draws(0))} instead of you. Innocent: you draw ${esc(draws(pen))} and lose your turn.` +
			(g.phase === 'stack' ? ' Or answer it with a highlighted card of your own.' : '') + '</p>' +
			`<div class="row"><button type="button" class="primary" data-move="challenge">Challenge <kbd>C</kbd></button>` +
			`<button type="button" data-move="accept">Accept: draw ${esc(draws(0))} <kbd>A</kbd></button></div>`;
	} else if (mine && g.phase === 'stack') {
		html = `<h3>+${v.pendingDraw} is coming your way</h3><p>Stack a highlighted draw card to pass it on, or take the cards.</p>` +
			`<div class="row"><button type="button" data-move="accept">Take ${v.pendingDraw} cards <kbd>A</kbd></button></div>`;
	} else if (mine && g.phase === 'swap') {
		const t = gr.other.filter((m) => m.type === 'swap');
		html = '<h3>Seven: swap hands with…</h3><div class="row">' +
			t.map((m) => `<button type="button" data-move="${m}" data-seat="${m.target}">${esc(seatName(m.target))} · ${v.handSizes[m.target]} cards <kbd>${m.target}</kbd></button>`).join('') + '</div>';
	} else if (mine && g.phase === 'cast') {
		const t = gr.other.filter((m) => m.type === 'cast');
		html = `<h3>Casting Call turned ${v.turned.length} cards</h3><div class="row cards-row">${v.turned.map((c) => cardHTML(c, { size: 'small' })).join('')}</div>` +
			'<p>Give them all to one player, or deal them round the table from the next player.</p><div class="row">' +
			t.map((m) => m.deal
				? `<button type="button" data-move="cast deal">Deal them round <kbd>D</kbd></button>`
				: `<button type="button" data-move="${m}" data-seat="${m.target}">All to ${esc(seatName(m.target))} (${v.handSizes[m.target]}) <kbd>${m.target}</kbd></button>`).join('') + '</div>';
	} else if (mine && g.phase === 'handoff') {
		html = `<h3>Your teammate went out</h3><p>Give them ${g.givesLeft} more card${g.givesLeft === 1 ? '' : 's'}: click the cards in your hand.</p>`;
	} else if (mine && g.phase === 'drawn') {
		const drawn = gr.plays.size ? [...gr.plays.keys()][0] : null;
		html = `<h3>You drew ${drawn ? esc(cardName(drawn)) : 'a card'}</h3><p>Play it now, or keep it and end your turn.</p>` +
			`<div class="row">${drawn ? `<button type="button" class="primary" data-play="${esc(drawn)}">Play it <kbd>Enter</kbd></button>` : ''}` +
			(gr.has('pass') ? '<button type="button" data-move="pass">Keep it (pass) <kbd>P</kbd></button>' : '') + '</div>';
	}
	let info = false;
	if (S.lastShown && !html && S.lastShown.cards.length) {
		info = true;
		html = `<span class="info-title">The challenge showed you ${esc(seatName(S.lastShown.by))}'s hand:</span>` +
			`<span class="cards-row" id="shown-hand" data-seat="${S.lastShown.by}">${sortHand(S.lastShown.cards).map((c) => cardHTML(c, { size: 'tiny' })).join('')}</span>`;
	}
	el.innerHTML = html;
	el.hidden = !html;
	el.dataset.kind = S.pendingWild ? 'wild' : (html ? (info ? 'shown' : g.phase) : '');
	// A decision's prompt says what to do: the status line steps aside.
	$('status').hidden = !!html && !info;
}

function lastPlayer() {
	for (let i = S.log.length - 1; i >= 0; i--)
		if (S.log[i].type === 'play' || S.log[i].type === 'stack')
			return S.log[i].seat;
	const n = S.game.players;
	return ((-S.game.direction) % n + n) % n;
}

function ruleValue(name, dflt) {
	return name in S.info.options ? S.info.options[name] : dflt;
}

function renderHand(v, gr) {
	if (!S.game)
		return;
	v = v || S.game.view(0);
	gr = gr || groups(legal());
	const hand = sortHand(v.hand);
	if (S.sel >= hand.length)
		S.sel = Math.max(0, hand.length - 1);
	const mine = v.current === 0;
	if (mine && !S.turnSeen) {
		const first = hand.findIndex((c) => gr.plays.has(c) || gr.gives.has(c));
		if (first >= 0 && !(gr.plays.has(hand[S.sel]) || gr.gives.has(hand[S.sel])))
			S.sel = first;
	}
	S.turnSeen = mine;
	const fresh = S.newCards.slice();
	const html = hand.map((c, i) => {
		const playable = gr.plays.has(c) || gr.gives.has(c);
		const fi = fresh.indexOf(c);
		const isNew = fi >= 0;
		if (isNew)
			fresh.splice(fi, 1);
		const jump = playable && !mine && gr.plays.has(c);
		const cls = [playable ? 'playable' : 'dim', i === S.sel ? 'selected' : '', isNew ? 'new' : '', jump ? 'jump' : ''].join(' ');
		return cardHTML(c, {
			tag: 'button', cls,
			attrs: `type="button" role="option" data-index="${i}" data-playable="${playable ? 1 : 0}" aria-selected="${i === S.sel}"${playable ? '' : ' aria-disabled="true"'}`,
		});
	}).join('');
	$('hand').innerHTML = html || '<p class="empty">No cards in your hand.</p>';
	$('hand').dataset.count = String(hand.length);
	const called = v.called[0] && hand.length === 1;
	const exposed = v.exposed === 0;
	const team = S.info.teamSize > 1 ? ` · team ${teamLetter(v.teams[0])}` : '';
	$('me-head').innerHTML = `<span class="me-name">You${team}</span> <span class="count" id="my-count" data-count="${hand.length}"><b>${hand.length}</b> card${hand.length === 1 ? '' : 's'}</span>` +
		(called ? ' <span class="uno-badge">UNO!</span>' : '') +
		(exposed ? ' <span class="exposed-badge">one card and no UNO call: call it now (U)!</span>' : '') +
		(S.armedUno ? ' <span class="armed-badge">UNO armed: it is called with your next play</span>' : '') +
		` <span class="pts">${v.scores[0]} pts</span>` +
		(mine ? ' <span class="turn-mark">▶ your turn</span>' : '');
	$('me').classList.toggle('current', mine);
}

function renderActions(g, v, gr) {
	const b = [];
	const has = (t) => !!gr.has(t);
	const canArm = [...gr.plays.values()].some((l) => l.some((m) => m.uno));
	b.push(`<button type="button" class="act" data-move="draw" ${has('draw') ? '' : 'disabled'}>Draw <kbd>D</kbd></button>`);
	b.push(`<button type="button" class="act" data-move="pass" ${has('pass') ? '' : 'disabled'}>Pass <kbd>P</kbd></button>`);
	const unoCls = has('uno') ? 'uno urgent' : (S.armedUno ? 'uno armed' : 'uno');
	b.push(`<button type="button" class="act ${unoCls}" data-move="uno" aria-pressed="${S.armedUno}" ${has('uno') || canArm || S.armedUno ? '' : 'disabled'}>${S.armedUno ? 'UNO armed' : 'UNO!'} <kbd>U</kbd></button>`);
	for (const m of gr.other.filter((x) => x.type === 'catch'))
		b.push(`<button type="button" class="act catch" data-move="${m}">Catch ${esc(seatName(m.target))} <kbd>K</kbd></button>`);
	const known = new Set(['draw', 'pass', 'uno', 'catch', 'challenge', 'accept', 'color', 'swap', 'cast']);
	for (const m of gr.other.filter((x) => !known.has(x.type)))
		b.push(`<button type="button" class="act" data-move="${m}">${esc(String(m))}</button>`);
	b.push(`<button type="button" class="act undo" data-move="undo" ${S.undo.length ? '' : 'disabled'} title="${esc(S.undo.length ? 'take back ' + S.undo[S.undo.length - 1].move : S.undoOff || '')}">Undo <kbd>Z</kbd></button>`);
	$('actions').innerHTML = b.join('');
	$('undo-note').textContent = S.undo.length
		? `Undo takes back “${S.undo[S.undo.length - 1].move}” (nothing hidden has been shown to you since).`
		: `Undo: ${S.undoOff ? S.undoOff.replace(/^undo is off: /, 'off — ') : 'nothing to undo'}.`;
}

function renderLog() {
	const el = $('log');
	const items = S.log.slice(-250).map((e) =>
		`<li class="ev ev-${esc(e.type)}${e.seat === 0 || e.other === 0 ? ' me' : ''}" data-event="${esc(e.type)}" data-seat="${e.seat ?? ''}">${esc(e.text)}</li>`);
	el.innerHTML = items.join('');
	el.dataset.count = String(S.log.length);
	el.scrollTop = el.scrollHeight;
}

function renderScores(g) {
	const n = g.players;
	const lowest = ruleValue('lowest_score_wins', 0);
	const target = ruleValue('target_score', null);
	const limit = ruleValue('elimination_limit', null);
	$('target').textContent = limit !== null ? `(eliminated at ${limit})` : (target !== null ? `(${lowest ? 'match ends at' : 'first to'} ${target})` : '');
	const head = ['<th>Round</th>'];
	for (let s = 0; s < n; s++)
		head.push(`<th title="${esc(seatName(s))}">${s === 0 ? 'You' : (n > 5 ? 'B' : 'Bot ') + s}</th>`);
	const rows = S.rounds.map((x) => `<tr data-round="${x.round}"><td>${x.round}${x.blocked ? ' <small>(blocked)</small>' : ''}</td>` +
		x.scores.map((p, s) => `<td class="${s === x.winner ? 'won' : ''}">${p ? (p > 0 ? '+' : '') + p : '·'}</td>`).join('') + '</tr>');
	const totals = g.scores;
	rows.push(`<tr class="total"><td>Total</td>${totals.map((t, s) => `<td data-seat="${s}" data-total="${t}">${t}</td>`).join('')}</tr>`);
	$('scores').innerHTML = `<table class="score-table" id="score-table"><thead><tr>${head.join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function renderOverlay(g) {
	const ov = $('overlay');
	if (!g.roundOver) {
		ov.hidden = true;
		return;
	}
	const last = S.rounds[S.rounds.length - 1];
	const w = last ? last.winner : g.winner;
	const title = g.matchOver
		? `${seatName(g.matchWinner)} ${g.matchWinner === 0 ? 'win' : 'wins'} the match!`
		: (last && last.blocked ? 'The round is blocked' : `${seatName(w)} ${w === 0 ? 'win' : 'wins'} round ${g.round}`);
	const hands = last ? last.hands : [];
	const rows = hands.map((h, s) => `<tr><th>${esc(seatName(s))}</th><td class="cards-row">${sortHand(h).map((c) => cardHTML(c, { size: 'tiny', side: last.side })).join('') || '<span class="out-of-cards">out!</span>'}</td>` +
		`<td class="num">${last.scores[s] ? '+' + last.scores[s] : ''}</td><td class="num"><b>${last.totals[s]}</b></td></tr>`).join('');
	$('modal').innerHTML = `<h2>${esc(title)}</h2>` +
		(last ? `<p>${last.blocked ? '' : `${esc(seatName(w))} ${w === 0 ? 'score' : 'scores'} <b>${last.value}</b> points.`}</p>` : '') +
		`<table class="result"><thead><tr><th></th><th>Cards left</th><th>Round</th><th>Total</th></tr></thead><tbody>${rows}</tbody></table>` +
		`<div class="row"><button type="button" class="primary" data-move="next-round" autofocus>${g.matchOver ? 'New match' : 'Next round'} <kbd>N</kbd></button></div>`;
	ov.hidden = false;
	ov.dataset.kind = g.matchOver ? 'match' : 'round';
}

let flashTimer = null;
function flash(msg) {
	const el = $('status');
	el.textContent = msg;
	el.hidden = false;
	el.classList.add('flash');
	clearTimeout(flashTimer);
	flashTimer = setTimeout(() => { el.classList.remove('flash'); render(); }, 1600);
}

function showError(e) {
	console.error(e);
	S.error = String(e && e.message ? e.message : e);
	const el = $('error');
	el.textContent = S.error;
	el.hidden = false;
}

function hideError() {
	S.error = null;
	$('error').hidden = true;
}

// --------------------------------------------------------------- setup --

const VARIANT_LABELS = {
	classic: 'Classic', 'two-player': 'Two-player', partners: 'Partners', challenge: 'Challenge (elimination)',
	express: 'Express', 'casting-call': 'Casting Call', teams: 'Teams',
	'no-mercy': 'Show \'Em No Mercy', flip: 'UNO Flip',
};
const HOUSE = ['stacking', 'draw_until_playable', 'force_play', 'jump_in', 'seven_o', 'strict_wild_draw',
	'challenger_skipped', 'wild_first_returned', 'lowest_score_wins', 'rotating_partners', 'referee'];
const OPTION_LABELS = {
	stacking: { short: 'stacking', label: 'Stacking (H-1)', help: '1: a draw card answers one of its kind; 2: any draw card answers any; 3: a draw card worth as much or more answers, whatever its color (No Mercy)' },
	draw_until_playable: { short: 'draw until playable', label: 'Draw until playable (H-2)' },
	force_play: { short: 'force play', label: 'Force play (H-3)', help: 'a playable drawn card must be played' },
	jump_in: { short: 'jump-in', label: 'Jump-in (H-4)', help: 'play an identical card out of turn' },
	seven_o: { short: 'Seven-O', label: 'Seven-O (H-5)', help: '7 swaps hands, 0 passes every hand on' },
	strict_wild_draw: { short: 'strict +4', label: 'Strict Wild Draw Four (H-6)', help: 'no bluffing, so no challenge' },
	challenger_skipped: { short: 'challenger skipped', label: 'Successful challenger still skipped (C-7)' },
	wild_first_returned: { short: 'wild first returned', label: 'A Wild as first card goes back (C-3)' },
	lowest_score_wins: { short: 'lowest score wins', label: 'Own-hand scoring, lowest wins (G-9)' },
	rotating_partners: { short: 'rotating partners', label: 'Rotating partners (P-3)' },
	referee: { short: 'referee', label: 'Referee mode (R-2)', help: 'the bots never misplay; you can only play legal cards here' },
	target_score: { label: 'Target score' },
	hand_size: { label: 'Cards dealt' },
	uno_penalty: { label: 'UNO penalty' },
	challenge_penalty: { label: 'Challenge penalty' },
	elimination_limit: { label: 'Elimination limit' },
	misplay_penalty: { label: 'Misplay penalty' },
};

function fillSetup(p) {
	const fv = $('f-variant');
	if (!fv.options.length)
		fv.innerHTML = U.variants().map((v) => `<option value="${esc(v)}">${esc(VARIANT_LABELS[v] ?? v)}</option>`).join('');
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

function fillVariantFields(variant, players, rules = {}) {
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
	const opts = r.options();
	const fs = $('f-rules');
	const parts = ['<legend>Rules of this variant (house rules are off by default)</legend>'];
	for (const [name, value] of Object.entries(opts)) {
		if (name === 'dealer')
			continue;
		const info = r.optionInfo(name);
		const lab = OPTION_LABELS[name] || { label: name };
		const cur = name in rules ? rules[name] : value;
		const tip = lab.help ? ` title="${esc(lab.help)}"` : '';
		if (info.min === 0 && info.max === 1) {
			parts.push(`<label class="opt bool"${tip}><input type="checkbox" name="opt-${name}" data-option="${name}" data-default="${info.default}" ${cur ? 'checked' : ''}> ${esc(lab.label)}</label>`);
		} else if (name === 'stacking') {
			parts.push(`<label class="opt"${tip}>${esc(lab.label)} <select name="opt-${name}" data-option="${name}" data-default="${info.default}">` +
				['off', 'same kind', 'any draw card', 'by value'].map((t, i) => `<option value="${i}" ${cur === i ? 'selected' : ''}>${t}</option>`).join('') + '</select></label>');
		} else {
			parts.push(`<label class="opt num"${tip}>${esc(lab.label)} <input type="number" name="opt-${name}" data-option="${name}" data-default="${info.default}" min="${info.min}" max="${info.max}" value="${cur}"></label>`);
		}
	}
	fs.innerHTML = parts.join('');
	r.dispose();
}

function readSetup() {
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

// ---------------------------------------------------------------- wiring --

function wire() {
	document.addEventListener('click', (e) => {
		const t = e.target.closest('button, [data-move]');
		if (!t || t.disabled)
			return;
		if (t.closest('#hand') && t.dataset.card) {
			S.sel = parseInt(t.dataset.index, 10);
			clickCard(t.dataset.card);
			return;
		}
		if (t.dataset.play) {
			clickCard(t.dataset.play);
			return;
		}
		if (t.dataset.move)
			doMove(t.dataset.move);
	});
	document.addEventListener('keydown', onKey);
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
		startGame(p);
	});
	window.addEventListener('popstate', () => startGame(readParams(location.search)));
}

// What tests (and the curious, from the console) may reach.
window.unoPage = {
	get game() { return S.game; },
	get bots() { return S.bots; },
	get params() { return S.params; },
	get log() { return S.log.map((e) => ({ type: e.type, seat: e.seat, text: e.text })); },
	get rounds() { return S.rounds; },
	get undoAvailable() { return S.undo.length > 0; },
	get undoNote() { return S.undoOff; },
	get moves() { return S.moves; },
	get error() { return S.error; },
	/** No bot step is pending: the page waits for seat 0 (or the round is over). */
	idle() { return S.timer === null; },
	/** Seat 0's legal moves as notation. */
	legal() { return legal().map(String); },
	/** What seat 0 sees (game.view(0)). */
	view() { return S.game.view(0); },
	/** The hand in the order the page shows it. */
	hand() { return handCards(); },
	setDelay(ms) { S.params.delay = ms; },
	move: (m) => doMove(String(m)),
	U,
};

wire();
$('version').textContent = U.version();
startGame(readParams(location.search));
window.unoPage.ready = true;
document.body.dataset.ready = '1';
