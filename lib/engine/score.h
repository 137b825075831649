/*
 * lib/engine/score.c: the round's and the match's end: points, eliminations.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_SCORE_H
#define UNO_ENGINE_SCORE_H

#include "engine/state.h"

/* The end of a round (score.c). */
void uno__end_round(uno_game *g, int winner, bool blocked);

void uno__end_blocked_round(uno_game *g);

#endif /* UNO_ENGINE_SCORE_H */
