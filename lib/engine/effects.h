/*
 * lib/engine/effects.c: a played card's effects, in order.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_EFFECTS_H
#define UNO_ENGINE_EFFECTS_H

#include "engine/state.h"

/* A draw card's victim draws n; with TM-5 its teammate too. */
void uno__draw_effect(uno_game *g, int victim, const struct uno__kind_rule *r, unsigned n);

/* A played card's effects once its color is known (C-4, C-8, X-3, ...). */
void uno__resolve(uno_game *g, int seat, unsigned face);

/* Once a played card's color is known: a due hand-off, then its effects. */
void uno__after_color(uno_game *g, int seat, unsigned face);

/* FL-6, FL-7: a Flip's effect: every card turned over, the event, the
 * new top's color (none when it is a wild face, which the Flip's player
 * names: true then). */
bool uno__flip_turn(uno_game *g, int seat);

#endif /* UNO_ENGINE_EFFECTS_H */
