/*
 * libuno internals, floor 3 (services): save and load, the move log and
 * replay, views and observations, determinization and playouts. They read
 * the engine and apply moves through it; none reaches inside a step.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_SERVICES_H
#define UNO_SERVICES_H

#include "engine/engine.h"

/* The game changed outside any move (determinization): its log, if it
 * keeps one, starts again from here (log.c). */
void uno__log_restart(uno_game *g);

/* For tests: compares the parts of two games that determine their future
 * (save.c). */
int uno__state_equal(const uno_game *a, const uno_game *b);

#endif /* UNO_SERVICES_H */
