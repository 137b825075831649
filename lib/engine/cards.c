/*
 * Two-sided cards (UNO Flip, FL-3..FL-6). The engine plays with the faces
 * in play, as with any deck; this file keeps, beside them, which card is
 * where: a card id per place of the piles and a set of ids per hand. The
 * flip turns the piles over and reads every face again on the other side.
 * SPDX-License-Identifier: MIT
 */
#include "engine/cards.h"
#include "engine/hands.h"

unsigned uno__held_id(const struct uno__state *s, int seat, unsigned face)
{
	for (uno__fset m = s->held[seat]; m; m &= m - 1) {
		unsigned id = uno__id_first(m);
		if (uno__id_face(s, id, s->side) == face)
			return id;
	}
	return 0; /* not reached: the hand holds the face it gives up */
}

/* Place i of the piles' array holds its card's face in play: the draw
 * pile its face, the discard pile an entry (a wild without a color). */
void uno__draw_faces(struct uno__state *s)
{
	for (unsigned i = 0; i < s->ndraw; i++)
		s->piles[i] = (uint8_t)uno__id_face(s, s->ids[i], s->side);
}

void uno__pile_faces(struct uno__state *s)
{
	uno__draw_faces(s);
	for (unsigned i = 0; i < s->ndiscard; i++) {
		unsigned at = UNO__DECK_CAP - 1u - i;
		s->piles[at] = uno__discard_entry(uno__id_face(s, s->ids[at], s->side), UNO_NO_COLOR);
	}
}

void uno__hand_faces(struct uno__state *s)
{
	memset(s->hand, 0, sizeof s->hand);
	for (int p = 0; p < s->players; p++) {
		uint8_t counts[UNO__FACES] = { 0 };
		s->mask[p] = 0;
		for (uno__fset m = s->held[p]; m; m &= m - 1) {
			unsigned f = uno__id_face(s, uno__id_first(m), s->side);
			counts[f]++;
			s->mask[p] |= uno__fset_bit(f);
		}
		uno__tally_of_counts(s, &s->hand[p], counts);
	}
}

void uno__deck_faces_in_play(struct uno__state *s)
{
	memset(s->deck, 0, sizeof s->deck);
	for (uno__fset m = s->cards; m; m &= m - 1)
		s->deck[uno__id_face(s, uno__id_first(m), s->side)]++;
}

/* A stack of cards turned over as one: its order reverses. */
static void turn_over(uint8_t *ids, unsigned n)
{
	for (unsigned i = 0, j = n; i + 1 < j; i++, j--) {
		uint8_t t = ids[i];
		ids[i] = ids[j - 1];
		ids[j - 1] = t;
	}
}

void uno__flip(struct uno__state *s)
{
	turn_over(s->ids + UNO__DECK_CAP - s->ndiscard, s->ndiscard);
	turn_over(s->ids, s->ndraw);
	s->side ^= 1u;
	/* A hand shown in a challenge was shown by its faces then; what a
	 * seat remembers of earlier sights is its own (FL-5). */
	memset(s->shown_by, UNO__NO_SEAT, sizeof s->shown_by);
	memset(s->shown, 0, sizeof s->shown);
	uno__pile_faces(s);
	uno__hand_faces(s);
	uno__deck_faces_in_play(s);
}

bool uno__cards_valid(const struct uno__state *s)
{
	uno__fset seen = 0;
	unsigned n = 0;

	for (int p = 0; p < s->players; p++) {
		if (s->held[p] & seen)
			return false;
		seen |= s->held[p];
		n += uno__count_faces(s->held[p]);
	}
	for (unsigned i = 0; i < s->ndraw + s->ndiscard; i++) {
		unsigned at = i < s->ndraw ? i : UNO__DECK_CAP - 1u - (i - s->ndraw);
		uno__fset bit = (uno__fset)1 << (s->ids[at] & 127u);
		if (s->ids[at] >= UNO__SIDED_CAP || (seen & bit))
			return false;
		seen |= bit;
		n++;
	}
	return seen == s->cards && n == uno__count_faces(s->cards);
}
