// Scripted decks (game.h's uno_game_new_scripted()): the deck that deals
// each seat the hand a test or a tutorial gives it (Game.fromHands()),
// the first discard and the top of the draw pile after them, and with
// `fill` the rest of the table's cards in canonical order.
// SPDX-License-Identifier: MIT

import { Status } from '../dist/constants.js';
import { UnoError } from './errors.js';
import { NO_COLOR, isWild } from './cards.js';

/**
 * The deck, front first, as the `deck` option of new Game() takes it, that
 * deals hands[s] to seat s from the seat after `dealer` on, then turns
 * `first` and leaves `draw` on top of the draw pile (two-sided cards:
 * each card LIGHT:DARK). Sets the table's hand_size to the hands' size.
 */
export function handsDeck(table, hands, first, draw, { fill, dealer }) {
	const players = hands.length;
	const nt = table._nt();
	const sides = nt.sides;
	// Every card as its faces: [[kind, color]], or [light, dark] for two-sided cards.
	const list = (cards, what) => (sides === 2 ? nt.pairList(cards, what) : nt.cardList(cards, what).map((c) => [c]));
	const perSeat = hands.map((h) => list(h, 'hand'));
	const size = perSeat.length ? perSeat[0].length : 0;
	if (perSeat.some((h) => h.length !== size))
		throw new RangeError('every hand must have the same number of cards');
	table.set('hand_size', size);
	const deck = [];
	for (let i = 0; i < size; i++)
		for (let k = 1; k <= players; k++)
			deck.push(perSeat[(dealer + k) % players][i]);
	deck.push(...list(first, 'first'), ...list(draw, 'draw'));
	if (fill) {
		// The rest of each side's faces in canonical order, paired in that order.
		const rest = [];
		for (let side = 0; side < sides; side++) {
			const snt = nt.onSide(side);
			const left = new Map();
			const canon = table.deckSide(side).map((c) => snt.parseCard(c));
			for (const [k, c] of canon)
				left.set(k * 8 + c, (left.get(k * 8 + c) ?? 0) + 1);
			for (const faces of deck) {
				const [k, c] = faces[side];
				const key = k * 8 + (isWild(k) ? NO_COLOR : c);
				if (!left.get(key))
					throw new UnoError(Status.EDECK, `${table.variant}: the script has one ${snt.card(k, c)} too many`);
				left.set(key, left.get(key) - 1);
			}
			const faces = [];
			for (const [k, c] of canon) {
				if (left.get(k * 8 + c)) {
					left.set(k * 8 + c, left.get(k * 8 + c) - 1);
					faces.push([k, c]);
				}
			}
			rest.push(faces);
		}
		for (let i = 0; i < rest[0].length; i++)
			deck.push(rest.map((faces) => faces[i]));
	}
	return deck.map((faces) => faces.map(([k, c], side) => nt.onSide(side).card(k, c)).join(':'));
}
