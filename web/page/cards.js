// Card faces, drawn from what the library says of each card: its kind,
// symbol, color, name and effects (rules.describeCard()), the names of
// the colors on each side (rules.colorName()) and their letters. The page
// adds only pictures: a glyph per color, so that color is never the only
// cue, and a symbol per effect in the middle of the card.
// SPDX-License-Identifier: MIT

/* Shapes for the colors 0-3 on each side of the cards (light: ◆ ● ▲ ■,
 * UNO Flip's dark side: ♥ ✚ ⬣ ♠), printed beside the color's name. */
const GLYPHS = [['◆', '●', '▲', '■'], ['♥', '✚', '⬣', '♠']];

/* The picture of each effect a kind has (the words of a definition's
 * `effects`, doc/variant-format.md), in the order they are drawn. A kind
 * whose effects have none shows its symbol. */
const EFFECT_SIGNS = [
	['reverse', '⇄'], ['skip-all', '⊘⊘'], ['discard-all', '⇊'], ['flip', '⇅'],
	['casting-call', '★'], ['reveal-until-color', '?'], ['draw-until-color', '+?'],
];

export function esc(s) {
	return String(s).replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[ch]));
}

/**
 * Sets an element's HTML only when it differs from what was set last:
 * what is not redrawn keeps its focus, its scroll and a click under way.
 * Returns whether it was redrawn.
 */
export function setHtml(el, html) {
	if (el.unoHtml === html)
		return false;
	el.innerHTML = html;
	el.unoHtml = html;
	return true;
}

/** "1 card", "2 cards". */
export function plural(n, one, many = `${one}s`) {
	return `${n} ${n === 1 ? one : many}`;
}

/**
 * What the page knows of one game's cards: the face of every card it
 * draws, asked of the game's rules once per card and side. `rules` is a
 * Rules of the game's variant (the page's own copy, which it disposes
 * with the game).
 */
export class CardBook {
	constructor(rules) {
		this.rules = rules;
		this.sides = rules.sides;
		this._faces = new Map();
		// The color letters of each side, in color order (0-3): how a color
		// move is written on that side ('color P').
		this._letters = [];
		for (let side = 0; side < this.sides; side++)
			this._letters.push(['R', 'Y', 'G', 'B'].map((c) => rules.parseMove(`color ${c}`, side).color));
	}

	/** The color letters of a side, colors 0-3. */
	letters(side) {
		return this._letters[side] ?? this._letters[0];
	}

	/** A color's number 0-3 from its letter on a side, or -1. */
	colorIndex(letter, side) {
		return this.letters(side).indexOf(letter);
	}

	/** A color's name ('red', 'pink') and glyph for its letter on a side. */
	color(letter, side) {
		const c = this.colorIndex(letter, side);
		if (c < 0)
			return null;
		return { letter, name: this.rules.colorName(c, side), glyph: GLYPHS[side][c] };
	}

	/** The library's description of a card on a side, with the page's picture of it. */
	face(text, side = 0) {
		const key = `${side}:${text}`;
		let f = this._faces.get(key);
		if (!f) {
			const d = this.rules.describeCard(text, side);
			const effects = d.effects.split(', ');
			f = { ...d, side, number: effects.includes('number'), sign: signOf(d, effects) };
			this._faces.set(key, f);
		}
		return f;
	}

	/** A card's English name ('blue Draw Two', 'Wild Draw Four (blue)'). */
	name(text, side = 0) {
		return this.face(text, side).name;
	}

	/** A hand in the order the page shows it: by color (wilds last), then as the library sorts. */
	sort(cards, side) {
		const key = (c) => {
			const f = this.face(c, side);
			return f.wild ? 4 : this.colorIndex(f.color, side);
		};
		return cards.map((c, i) => [key(c), i, c]).sort((a, b) => a[0] - b[0] || a[1] - b[1]).map((x) => x[2]);
	}

	/**
	 * A card face as HTML: the sign in the middle and in the corner, the
	 * kind's name across the top, the color's name and glyph along the
	 * bottom, and the card's name for assistive technology.
	 */
	html(text, { tag = 'div', cls = '', attrs = '', size = '', side = 0, label = null } = {}) {
		const f = this.face(text, side);
		const col = f.color ? this.color(f.color, side) : null;
		const colorCls = (f.wild ? `wild${col ? ` named c-${col.letter}` : ''}` : `c-${col.letter}`) + (side === 1 ? ' dark' : '');
		const under = f.number && (f.symbol === '6' || f.symbol === '9') ? ' u' : '';
		const long = f.sign.length > 1 ? ' long' : '';
		const band = col ? `${col.glyph} ${col.name}` : '';
		// The kind's name across the top (a wild's without its first word,
		// "wild", when more follows: the card's colors say it is one), in
		// smaller letters when a word is long ("everyone"), so that every
		// word fits whole.
		let words = f.kindName.split(' ');
		if (f.wild && words.length > 1 && words[0] === 'wild')
			words = words.slice(1);
		const showKind = !f.number && !(f.wild && f.kindName === 'wild');
		const tight = words.some((w) => w.length >= 7) ? ' tight' : '';
		const title = label ?? f.name;
		// The top row: the kind's name across it, or the card's number (or
		// W) in its corner.
		return `<${tag} class="card ${colorCls} ${size} ${cls}" data-card="${esc(f.card.split('/')[0])}" ${attrs} title="${esc(f.name)}" aria-label="${esc(title)}">` +
			'<span class="top" aria-hidden="true">' +
			(showKind ? `<span class="kind${tight}">${esc(words.join(' '))}</span>` : `<span class="corner tl${under}${long}">${esc(f.sign)}</span>`) +
			`</span><span class="oval" aria-hidden="true"><span class="sym${long}${under}">${esc(f.sign)}</span></span>` +
			`<span class="cname" aria-hidden="true">${esc(band)}</span>` +
			`</${tag}>`;
	}

	/**
	 * The other side of a seat's cards as another seat sees them (UNO
	 * Flip, FL-5: a hand is held with the side in play toward its holder,
	 * so every other seat sees its hidden faces): a row of tiny faces of
	 * the side not in play. `faces` is what the library tells the seat
	 * that looks (game.hiddenFaces(seat, target), a view's `hidden`),
	 * `side` the side in play, `name` the holder's name.
	 */
	hiddenRow(seat, name, faces, side) {
		return `<div class="cards-row hidden-faces" data-seat="${seat}" data-hidden="${esc(faces.join(' '))}" role="group" aria-label="the other side of ${esc(name)}'s cards">` +
			faces.map((c) => this.html(c, { size: 'tiny', side: 1 - side })).join('') + '</div>';
	}

	/**
	 * The draw pile's top card with its other side up (FL-5: that face
	 * faces the table), as the library tells it (game.hiddenFaces(seat,
	 * DRAW_PILE), a view's `draw_hidden`); `side` is the side in play.
	 * Returns {html, label}: the face, and the words a pile's label adds.
	 */
	pileFace(card, side, { cls = '', attrs = '' } = {}) {
		return {
			html: this.html(card, { cls: `pile-face ${cls}`, attrs: `data-hidden="${esc(card)}" aria-hidden="true" ${attrs}`, side: 1 - side }),
			label: `; its top card's other side is ${this.name(card, 1 - side)}`,
		};
	}

	/** A color as a badge: its glyph and name on its color. */
	badge(letter, side) {
		const col = letter ? this.color(letter, side) : null;
		if (!col)
			return '<span class="cbadge none">none yet</span>';
		return `<span class="cbadge c-${col.letter}" data-color="${col.letter}">${col.glyph} ${esc(col.name)}</span>`;
	}
}

/* The sign in a card's middle: its number, a picture of what it does, or
 * its symbol. "draw N" reads +N after the other pictures (⇄+4). */
function signOf(d, effects) {
	if (effects.includes('number'))
		return d.symbol;
	let sign = '';
	for (const [effect, pic] of EFFECT_SIGNS)
		if (effects.includes(effect))
			sign += pic;
	const draw = effects.find((e) => /^draw \d+$/.test(e));
	if (draw)
		sign += `+${draw.slice(5)}`;
	if (!sign && effects.includes('skip'))
		sign = '⊘';
	if (!sign)
		sign = d.wild && effects.includes('none') ? 'W' : d.symbol;
	return sign;
}

/** The back of a card: libuno's pattern, no picture of anyone's logo. */
export function backHTML(cls = '') {
	return `<div class="card back ${cls}" aria-hidden="true"><span class="mark">libuno</span></div>`;
}
