/*
 * libuno internals, floor 3 (services): save and load, the move log and
 * replay, views and observations, determinization and playouts. They read
 * the engine and apply moves through it; none reaches inside a step.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_SERVICES_H
#define UNO_SERVICES_H

#include "engine/engine.h"
#include "engine/fast.h"

/* The game changed outside any move (determinization): its log, if it
 * keeps one, starts again from here (log.c). */
void uno__log_restart(uno_game *g);

/* For tests: compares the parts of two games that determine their future
 * (save.c). */
int uno__state_equal(const uno_game *a, const uno_game *b);

/* The move uno_game_playout()'s @p policy makes for the seat to decide
 * (playout.c). @p drawn_plays counts the drawn cards played in a row, the
 * reference policy's guard against a loop: the caller keeps one per game,
 * from 0. False when the seat has no move (which cannot happen). */
bool uno__policy_move(const uno_game *g, int policy, int *drawn_plays, uint64_t rng[4],
		      uno_move *out);

/* The reference policy's answer to the decision pending for @p seat, the
 * seat to decide (playout.c): the policy of UNO_PLAYOUT_REFERENCE without
 * its UNO call out of turn and without its guard against a loop, its
 * choices from @p choice (asked only among two or more options). The
 * reference bot (bot.c) answers with it. False when no move answers. */
bool uno__reference_answer(const uno_game *g, int seat, uno_choice_fn choice, void *user,
			   uno_move *out);

#endif /* UNO_SERVICES_H */
