/*
 * The referee (doc/referee.md; the Classic rules' "Penalty Box"): penalties a host
 * gives, and referee mode, where a play that breaks a rule stands
 * unless another seat catches it before the next player begins.
 * SPDX-License-Identifier: MIT
 */
#include <string.h>

#include "engine/engine.h"

static int refuse(int *reason, int why)
{
	*reason = why;
	return UNO_EILLEGAL;
}

int uno__check_referee(const struct uno__state *s, int seat, const uno_move *m, int *reason)
{
	*reason = UNO_REASON_OK;
	if (m->type == UNO_MOVE_PENALTY) {
		/* a seat holding cards in the round; anyone may report it. */
		if (s->seat_status[m->target] != UNO_SEAT_IN || s->hand_size[m->target] == 0)
			return refuse(reason, UNO_REASON_NOT_IN_PLAY);
		return UNO_OK;
	}
	/* another seat catches the open misplay. */
	if (!s->misplay || s->misplay - 1 != m->target)
		return refuse(reason, UNO_REASON_NO_MISPLAY);
	if (seat == m->target)
		return refuse(reason, UNO_REASON_CATCH_SELF);
	return UNO_OK;
}

bool uno__misplay_accepted(const struct uno__state *s, int seat, const uno_move *m, int why)
{
	/*
	 * the seat to play plays a card it holds that does not match, or
	 * breaks a wild draw card's restriction, or is not the card it just
	 * drew; never its last card (the round would end before anyone could
	 * catch it).
	 */
	if (!uno__opt(s, UNO_OPT_REFEREE) || m->type != UNO_MOVE_PLAY || seat != s->current ||
	    (s->phase != UNO_PHASE_PLAY && s->phase != UNO_PHASE_DRAWN))
		return false;
	if (why != UNO_REASON_NO_MATCH && why != UNO_REASON_WILD_DRAW_RESTRICTED &&
	    why != UNO_REASON_ONLY_DRAWN_CARD)
		return false;
	unsigned face = uno__face(m->card.kind, m->card.color);
	/* The UNO call made with it must be true (G-6). */
	if ((m->flags & UNO_MOVE_F_UNO) && !uno__call_offered(s, seat, face))
		return false;
	return uno__fset_has(s->mask[seat], face) && s->hand_size[seat] > 1;
}

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

void uno__apply_misplay(uno_game *g, int seat, const uno_move *m, int why)
{
	/* One step: the snapshot, the play, then the open window. */
	struct uno__state *s = uno__step_begin(g);
	unsigned face = uno__face(m->card.kind, m->card.color);

	/* A misplay ends any earlier window: the next player has begun. */
	s->misplay = 0;
	uno__state_copy(g->undo, s);
	uno__emit(g, UNO_EV_MISPLAY, seat, UNO__NO_SEAT, UNO_NO_COLOR, face, why, 0);
	uno__step_move(g, seat, m);
	if (!uno__over(s)) {
		s->misplay = (uint8_t)(seat + 1);
		s->misplay_reason = (uint8_t)why;
		s->misplay_face = (uint8_t)face;
	}
	uno__step_commit(g);
}

void uno__commit_penalty(uno_game *g, const uno_move *m)
{
	static const uint8_t draw_reason[] = {
		[UNO_PENALTY_OTHER] = UNO_DRAW_REFEREE,
		[UNO_PENALTY_TABLE_TALK] = UNO_DRAW_TABLE_TALK,
		[UNO_PENALTY_SUGGESTION] = UNO_DRAW_SUGGESTION,
	};
	uno__draw_cards(g, m->target, m->count, draw_reason[m->reason]);
	uno__recheck_drawn(g);
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
	uno__recheck_drawn(g);
}
