/*
 * lib/engine/hooks.c: the hook table, the decision hooks, the end of every changing call.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_HOOKS_H
#define UNO_ENGINE_HOOKS_H

#include "engine/state.h"

/* Lets the hooks answer the decisions they are set for, one step each,
 * delivering each step's events after it; returns when a decision is left
 * for the caller (or the game is to be freed). */
void uno__run_decision_hooks(uno_game *g);

static inline void uno__run_hooks(uno_game *g)
{
	const uno_hooks *h = &g->hooks;

	if (h->choose_color || h->challenge || h->cast || h->swap || h->give)
		uno__run_decision_hooks(g);
}

/* What every call that changes a game does last: delivers the events
 * still queued, lets the hooks answer, and frees the game if a hook asked
 * for it; returns rc. The game must not be touched after it. */
int uno__finish_call_slow(uno_game *g, int rc);

static inline int uno__finish_call(uno_game *g, int rc)
{
	const uno_hooks *h = &g->hooks;

	/* Nothing queued, no decision hook, nothing deferred: the step that
	 * just committed already cleared the message. */
	if (!g->events && !g->free_pending &&
	    !(h->choose_color || h->challenge || h->cast || h->swap || h->give))
		return rc;
	return uno__finish_call_slow(g, rc);
}

#endif /* UNO_ENGINE_HOOKS_H */
