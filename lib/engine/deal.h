/*
 * lib/engine/deal.c: the dealer, the teams, the deal of a round.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_DEAL_H
#define UNO_ENGINE_DEAL_H

#include "engine/state.h"

/* Can the draw for dealer (C-2) ever end: do two cards of the deck count
 * differently in it? */
bool uno__lot_can_decide(const struct uno__variant *v);

/* Rounds (deal.c). */
void uno__choose_dealer(uno_game *g);

void uno__start_round(uno_game *g, const uint8_t *order, unsigned count);

/* The deal passed to the next seat in play, and its round started. */
void uno__deal_next_round(uno_game *g);

/* The same for a position the host sets up (uno_game_new_from_hands()):
 * order is required, sizes[p] the cards dealt to seat p, and two-sided
 * cards are dealt with `side` up. */
void uno__start_round_dealt(uno_game *g, const uint8_t *order, unsigned count,
			    const uint8_t *sizes, unsigned side);

/* The teams of the current round, from the variant, options and round. */
void uno__assign_teams(struct uno__state *s);

#endif /* UNO_ENGINE_DEAL_H */
