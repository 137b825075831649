/*
 * What a call tells its host: the events a step queues and their delivery
 * to the event hook once it commits (doc/hooks.md), and the message of the
 * call's last failure. The floor of the engine: it calls nothing in it.
 * SPDX-License-Identifier: MIT
 */
#include <stdarg.h>
#include <stdio.h>

#include "engine/events.h"

void uno__queue_event(uno_game *g, int type, int seat, int other, int color,
		      unsigned face, int reason, int32_t value)
{
	struct uno__event_queue *q = g->events;

	if (q->count == UNO__EVENT_CAP) {
		q->lost++;
		return;
	}
	uno_event *ev = &q->ev[q->count++];
	memset(ev, 0, sizeof *ev);
	ev->type = (uint8_t)type;
	ev->seat = (int8_t)seat;
	ev->other = (int8_t)other;
	ev->color = (uint8_t)color;
	ev->card = face == UNO__NO_FACE ? (uno_card){ 0, UNO_NO_COLOR } : uno__face_card(face);
	if (face != UNO__NO_FACE && uno__is_wild(ev->card.kind) && color < 4 &&
	    type == UNO_EV_PLAY)
		ev->card.color = (uint8_t)color;
	ev->reason = (uint8_t)reason;
	ev->side = g->w->side;
	ev->value = value;
	/* Two-sided cards: a card that goes into a hand (s->moving, the card
	 * the step moves) shows the other seats its hidden face (FL-5). */
	if (uno__sided(g->w))
		ev->hidden = uno__takes_card(type) ? uno__face_card(uno__id_face(g->w, g->w->moving,
									       !g->w->side))
						   : (uno_card){ 0, UNO_NO_COLOR };
}

void uno__deliver_events(uno_game *g)
{
	struct uno__event_queue *q = g->events;

	if (!q)
		return;
	/* The hook cannot change the table or apply a move (UNO_EBUSY), so
	 * the queue is not refilled while it is read. */
	for (unsigned i = 0; i < q->count && !g->free_pending; i++) {
		uno_event ev = q->ev[i];
		g->in_hook++;
		g->hooks.event(g, &ev, g->hook_user);
		g->in_hook--;
	}
	q->count = 0;
}

const char *uno_game_errmsg(const uno_game *game)
{
	return game ? game->errmsg : "invalid game (NULL)";
}

void uno__set_errmsg(uno_game *g, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(g->errmsg, sizeof g->errmsg, fmt, ap);
	va_end(ap);
}
