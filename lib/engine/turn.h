/*
 * lib/engine/turn.c: the turn passing on, and the blocked round (G-4).
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_TURN_H
#define UNO_ENGINE_TURN_H

#include "engine/state.h"

/* Effects (effects.c). */
/* The turn passes on from seat, skipping the next seat if asked; a round
 * where every seat passed in a row ends blocked (G-4). */
void uno__advance(uno_game *g, int seat, bool skip);

/* Every other seat in play loses its turn (one skip event each, in the
 * order of play) and the seat plays again (FL-10, NM-7). */
void uno__advance_all(uno_game *g, int seat);

#endif /* UNO_ENGINE_TURN_H */
