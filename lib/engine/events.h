/*
 * lib/engine/events.c: the events a step queues and their delivery; the error message.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_EVENTS_H
#define UNO_ENGINE_EVENTS_H

#include "engine/state.h"

void uno__set_errmsg(uno_game *g, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 2, 3)))
#endif
	;

/* Queues an event for delivery after the step commits. */
void uno__queue_event(uno_game *g, int type, int seat, int other, int color,
		      unsigned face, int reason, int32_t value);

static inline void uno__emit(uno_game *g, int type, int seat, int other, int color,
			     unsigned face, int reason, int32_t value)
{
	if (g->hooks.event && g->events)
		uno__queue_event(g, type, seat, other, color, face, reason, value);
}

/* Hands the queued events to the event hook, each seeing the committed
 * game; stops if the game is to be freed. */
void uno__deliver_events(uno_game *g);

#endif /* UNO_ENGINE_EVENTS_H */
