/*
 * lib/engine/cards.c: two-sided cards: card ids beside the faces in play, the flip.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_CARDS_H
#define UNO_ENGINE_CARDS_H

#include "engine/state.h"

/* The card of this face in play that a hand gives up: its lowest id (the
 * player cannot tell two of them apart). */
unsigned uno__held_id(const struct uno__state *s, int seat, unsigned face);

/* The piles' place i: its card's face in play into the pile's byte (the
 * draw pile: the face; the discard pile: its entry, without a color). */
void uno__pile_faces(struct uno__state *s);

/* The same for the draw pile alone. */
void uno__draw_faces(struct uno__state *s);

/* Counts each hand's faces in play again from its cards. */
void uno__hand_faces(struct uno__state *s);

/* FL-6: the discard pile turns over as one stack, then the draw pile,
 * then every hand; the other side is in play. */
void uno__flip(struct uno__state *s);

/* The game's cards counted by their faces in play into s->deck. */
void uno__deck_faces_in_play(struct uno__state *s);

/* The piles and hands hold every card of the game once (a loaded save). */
bool uno__cards_valid(const struct uno__state *s);

/* A card leaves a hand (one at least of its face is held); the UNO call
 * it owed lapses (G-6). With two-sided cards the card leaving is put in
 * s->moving (uno__held_id()). */
static inline void uno__hand_remove(struct uno__state *s, int seat, unsigned face)
{
	if (uno__sided(s)) {
		s->moving = (uint8_t)uno__held_id(s, seat, face);
		s->held[seat] &= ~((uno__fset)1 << s->moving);
	}
	if (!uno__tally_take(&s->hand[seat], uno__tally_place(s, face)))
		s->mask[seat] &= ~uno__fset_bit(face);
	s->hand_size[seat]--;
	if (s->hand_size[seat] != 1)
		uno__set_called(s, seat, false);
}

#endif /* UNO_ENGINE_CARDS_H */
