/*
 * The referee (doc/referee.md; the Classic rules' "Penalty Box"): what
 * penalties a host gives and a caught misplay do to the game.
 * Whether they may be given, and which plays stand as misplays, is
 * the oracle's (legal.c); the step that plays a misplay is step.c's.
 * SPDX-License-Identifier: MIT
 */
#include <string.h>

#include "engine/referee.h"
#include "engine/cards.h"
#include "engine/events.h"
#include "engine/draw.h"
#include "engine/legal.h"
#include "engine/turn.h"

void uno__misplay_close(struct uno__state *s, int seat, const uno_move *m)
{
	if (!s->misplay || m->type == UNO_MOVE_MISPLAY)
		return;
	/* The offender's own answers to what the card asks (a color, a swap,
	 * a distribution) and its UNO call belong to the misplay; anything
	 * else means play went on. */
	if (seat == s->misplay - 1 &&
	    (m->type == UNO_MOVE_COLOR || m->type == UNO_MOVE_SWAP || m->type == UNO_MOVE_CAST ||
	     m->type == UNO_MOVE_GIVE || m->type == UNO_MOVE_UNO))
		return;
	s->misplay = 0;
}

/* A penalty or a caught misplay changed the hand that just drew: G-3 asks
 * again whether its drawn card can be played. */
static void recheck_drawn(uno_game *g)
{
	struct uno__state *s = g->w;

	if (s->phase != UNO_PHASE_DRAWN ||
	    uno__playable(s, s->current, s->drawn_face) == UNO_REASON_OK)
		return;
	/* G-3: as when a drawn card cannot be played, the turn ends. */
	s->drawn_face = UNO__NO_FACE;
	s->idle_draw = 0;
	uno__advance(g, s->current, false);
}

void uno__commit_penalty(uno_game *g, const uno_move *m)
{
	static const uint8_t draw_reason[] = {
		[UNO_PENALTY_OTHER] = UNO_DRAW_REFEREE,
		[UNO_PENALTY_TABLE_TALK] = UNO_DRAW_TABLE_TALK,
		[UNO_PENALTY_SUGGESTION] = UNO_DRAW_SUGGESTION,
	};
	uno__draw_cards(g, m->target, m->count, draw_reason[m->reason]);
	recheck_drawn(g);
}

void uno__commit_misplay_catch(uno_game *g, int seat, int target)
{
	struct uno__state *s = g->w;
	unsigned face = s->misplay_face;

	/* the game goes back to just before the misplay, the card back
	 * in the offender's hand; the offender draws and decides again. */
	uno__state_copy(s, g->undo);
	/* The card back in hand is the one that left it (uno__held_id()):
	 * the event shows the others its hidden face (FL-5). */
	if (uno__sided(s))
		s->moving = (uint8_t)uno__held_id(s, target, face);
	uno__emit(g, UNO_EV_MISPLAY_CAUGHT, target, seat, UNO_NO_COLOR, face, 0, 0);
	uno__draw_cards(g, target, (unsigned)uno__opt(s, UNO_OPT_MISPLAY_PENALTY),
			UNO_DRAW_MISPLAY);
	recheck_drawn(g);
}
