/*
 * lib/engine/draw.c: the draw pile: drawing, reshuffling, the draw hook, set-aside hands.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_DRAW_H
#define UNO_ENGINE_DRAW_H

#include "engine/state.h"

/* Drawing (draw.c): the top card for a seat (the pile refilled per G-4,
 * the draw hook asked), or UNO__NO_FACE when no card is left anywhere. */
unsigned uno__take_top(uno_game *g, int seat);

/* A card joins a hand; a seat out for now comes back (TM-7). */
void uno__receive(uno_game *g, int seat, unsigned face);

/* Draws one card into a hand; its face, or UNO__NO_FACE. */
unsigned uno__draw_one(uno_game *g, int seat, int reason);

/* A penalty or effect of n cards, as far as the piles go. */
void uno__draw_cards(uno_game *g, int seat, unsigned n, int reason);

/* FL-11: cards one at a time, every seat seeing them, until one of the
 * color shows (a wild never counts), the piles run out or the hand limit
 * is reached (H-11). */
void uno__draw_until_color(uno_game *g, int seat, unsigned color, int reason);

/* NM-11: are hands of knocked-out seats set aside for the next refill
 * (draw.c)? */
bool uno__set_aside_waits(const struct uno__state *s);

/* A card can be drawn, after a reshuffle if need be (G-4). */
static inline bool uno__can_draw(const struct uno__state *s)
{
	return s->ndraw > 0 || s->ndiscard > 1 ||
	       ((s->rules.v->flags & UNO__V_SET_ASIDE) && uno__set_aside_waits(s));
}

#endif /* UNO_ENGINE_DRAW_H */
