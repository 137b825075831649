/*
 * lib/engine/belief.c: what the history tells of hidden hands (groups, last plays).
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_BELIEF_H
#define UNO_ENGINE_BELIEF_H

#include "engine/state.h"

/* Pauses it for the rest of the round, believing nothing. */
void uno__belief_pause(struct uno__state *s);

/* Sets what is derived from the rest (a loaded belief). */
void uno__belief_derive(struct uno__state *s);

void uno__belief_clear(struct uno__state *s);                  /* a new round */

bool uno__belief_empty(const struct uno__state *s);

bool uno__belief_valid(const struct uno__state *s);

/* The cards of each face a seat has not seen: the game's cards less its
 * hand, the discard pile and the cards turned over. */
void uno__unseen(const struct uno__state *s, int seat, int unseen[UNO__FACES]);

unsigned uno__belief_free(const struct uno__state *s, int seat); /* cards in no group */

uno__fset uno__deck_faces(const struct uno__state *s);           /* faces the game deals */

/* Every card the seat holds is none of these faces (it drew instead of
 * playing one). */
void uno__belief_none_of(struct uno__state *s, int seat, uno__fset faces);

/* The card the seat just drew (still free) is none of these faces. */
void uno__belief_drawn(struct uno__state *s, int seat, uno__fset excluded);

/* A card every seat saw joined the seat's hand (CC-3). */
void uno__belief_shown(struct uno__state *s, int seat, unsigned face);

/* A card leaves the hand; with `seen` every seat saw its face. Called
 * before the hand changes. */
void uno__belief_leaves(struct uno__state *s, int seat, unsigned face, bool seen);

/* `seat` alone knows that `target` holds `count` cards of these faces. */
void uno__belief_learns(struct uno__state *s, int seat, int target, uno__fset faces,
			unsigned count);

/* Hands moved: seat p's hand is now seat to[p]'s (-1: it stayed). Called
 * after the hands moved. */
void uno__belief_moved(struct uno__state *s, const int8_t *to);

/* A seat plays a card (`turn`: as the answer to its turn's play, not a
 * jump-in, a drawn card, a stack or more of a number); it names a color
 * for it; it takes a card into its hand. */
void uno__belief_played(struct uno__state *s, int seat, unsigned face, bool turn);

void uno__belief_named(struct uno__state *s, int seat, unsigned color);

void uno__belief_taken(struct uno__state *s, int seat);

/* The sets of a hidden hand as a seat can tell them (belief.c). */
int uno__belief_sets(const struct uno__state *s, int seat, int target,
		     uno__fset allowed[UNO__GROUPS + 1], unsigned count[UNO__GROUPS + 1]);

#endif /* UNO_ENGINE_BELIEF_H */
