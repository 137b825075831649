// Cards (card.h): their layout in the module's memory, the kind numbers
// the library knows, which are wilds, the color letters of the library's
// notation, and the face numbers the fast path and belief() count cards by.
// Reading and writing cards in notation is notation.js's.
// SPDX-License-Identifier: MIT

import { W, heap, frame, readString, at } from './wasm.js';
import { Color, Kind } from '../dist/constants.js';

export const NO_COLOR = Color.NO_COLOR;

export const CARD_SIZE = at('uno_card.size');
export const COLOR_LETTERS = [0, 1, 2, 3].map((c) => readString(W.uno_color_notation(c)));

/* The kind numbers a card may have, as the library answers them: the
 * public kinds (Kind, 0-19) and those a definition may declare (20-31,
 * card.h), colored or wild as uno_kind_is_wild() says (14-19 and 26-31). */
export const KINDS = frame((alloc) => {
	const card = alloc(CARD_SIZE);
	let n = 0;
	for (; n < 256; n++) {
		heap()[card] = n;
		heap()[card + 1] = W.uno_kind_is_wild(n) ? NO_COLOR : 0;
		if (W.unojs_card_valid(card) !== 0)
			break;
	}
	return n;
});
const WILD_KINDS = Array.from({ length: KINDS }, (_, k) => W.uno_kind_is_wild(k) === 1);

/** Whether a kind number is a wild's (no color in hand). */
export function isWild(kind) {
	return WILD_KINDS[kind] === true;
}

/* The face of a card (view.h, uno_decision): kind * 4 + color for the
 * colored kinds 0-13, 56 + kind - 14 for the wilds 14-19, then those a
 * definition adds: 62 + (kind - 20) * 4 + color for 20-25, 86 + kind - 26
 * for 26-31. */
const XKIND = Kind.KIND_COUNT; // the first kind beyond the public ones
const XWILD = WILD_KINDS.indexOf(true, XKIND); // the first such wild
const XFACE = 4 * Kind.WILD + (XKIND - Kind.WILD); // 62, the first such face
export function faceOfCard(kind, color, text) {
	if (!isWild(kind) && color === NO_COLOR)
		throw new RangeError(`a colored card needs its color: ${JSON.stringify(text)}`);
	if (kind < Kind.WILD)
		return kind * 4 + color;
	if (kind < XKIND)
		return 4 * Kind.WILD + kind - Kind.WILD;
	if (kind < XWILD)
		return XFACE + (kind - XKIND) * 4 + color;
	return XFACE + (XWILD - XKIND) * 4 + kind - XWILD;
}

export const COLOR_NAMES = ['RED', 'YELLOW', 'GREEN', 'BLUE'];
// The dark side's colors of two-sided cards (UNO Flip) on the same numbers 0-3.
export const DARK_COLOR_NAMES = ['PINK', 'TEAL', 'ORANGE', 'PURPLE'];
