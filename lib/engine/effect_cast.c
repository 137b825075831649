/*
 * Casting Call (CC-2, CC-3): cards are turned over from the draw pile until
 * a number or symbol repeats, then all go to one seat or are dealt round.
 * SPDX-License-Identifier: MIT
 */
#include "engine/effect_cast.h"
#include "engine/belief.h"
#include "engine/events.h"
#include "engine/draw.h"
#include "engine/turn.h"

/* All wild kinds count as one symbol when turning cards over (CC-2). */
static unsigned cast_symbol(unsigned face)
{
	unsigned kind = uno__face_kind(face);
	return uno__is_wild(kind) ? UNO_WILD : kind;
}

void uno__casting_call(uno_game *g, int seat)
{
	struct uno__state *s = g->w;

	s->nturned = 0;
	for (;;) {
		unsigned face = uno__take_top(g, seat);
		if (face == UNO__NO_FACE)
			break;
		bool repeat = false;
		for (unsigned i = 0; i < s->nturned; i++)
			repeat |= cast_symbol(s->turned[i]) == cast_symbol(face);
		s->turned[s->nturned++] = (uint8_t)face;
		uno__emit(g, UNO_EV_TURN_OVER, seat, UNO__NO_SEAT, UNO_NO_COLOR, face, 0,
			  s->nturned);
		/* The cap is never reached before a repeat (core.h). */
		if (repeat || s->nturned == UNO__TURNED_CAP)
			break;
	}
	if (s->nturned == 0) {
		uno__advance(g, seat, false);
		return;
	}
	uno__decide(s, UNO_PHASE_CAST, seat);
}

void uno__commit_cast(uno_game *g, int seat, const uno_move *m)
{
	struct uno__state *s = g->w;
	int to = seat;

	/* CC-3: all to one seat, or dealt round the table from the next one. */
	for (unsigned i = 0; i < s->nturned; i++) {
		if (m->flags & UNO_MOVE_F_DEAL) {
			to = uno__next_seat(s, to);
			if (to == seat)
				to = uno__next_seat(s, to);
		} else {
			to = m->target;
		}
		uno__receive(g, to, s->turned[i]);
		if (uno__belief_on(s))
			uno__belief_shown(s, to, s->turned[i]); /* turned face up */
		uno__emit(g, UNO_EV_CAST, seat, to, UNO_NO_COLOR, s->turned[i], 0, 0);
	}
	s->nturned = 0;
	uno__advance(g, seat, false);
}
