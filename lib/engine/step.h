/*
 * lib/engine/step.c: the step driver and one function per kind of move.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_STEP_H
#define UNO_ENGINE_STEP_H

#include "engine/state.h"

/* An accepted move as one step: its effects, the move count, the
 * recorder; no event is delivered, no hook asked. */
void uno__apply_checked(uno_game *g, int seat, const uno_move *m);

/* The next round dealt as one step (uno_game_next_round()). */
void uno__step_round(uno_game *g);

/* A new deal from the seed as one step (uno_game_reset()). */
void uno__step_reset(uno_game *g, uint64_t seed);

/* Checks a move with the oracle and applies it as one step, then delivers
 * its events; *why is the oracle's reason. No decision hook is asked. */
int uno__apply_move(uno_game *g, int seat, const uno_move *m, int *why);

#endif /* UNO_ENGINE_STEP_H */
