/*
 * The hand limit (H-11, house rule hand_limit): a seat that holds the
 * limit's number of cards or more is out of the round. Draws stop at the
 * limit (draw.c); at the end of every step the seats that reached it are
 * knocked out here, the decision a knocked-out seat owed is settled, and
 * a round with one seat left in it ends.
 * SPDX-License-Identifier: MIT
 */
#include "engine/effect_knock_out.h"
#include "engine/events.h"
#include "engine/score.h"
#include "engine/effect_cast.h"

/* The fields of a pending decision, cleared: nobody owes it any more. */
static void clear_decision(struct uno__state *s)
{
	s->stack = 0;
	s->pending_face = UNO__NO_FACE;
	s->offender = UNO__NO_SEAT;
	s->actor = UNO__NO_SEAT;
	s->bluff = 0;
	s->drawn_face = UNO__NO_FACE;
	s->idle_draw = 0;
	s->must_play = 0;
}

/* The decision the knocked-out seat to decide owed, given up: its draw,
 * its pending total, its color (the next player may then play anything,
 * as on a wild nobody named), its swap; turned cards are dealt round. */
static void give_up_decision(uno_game *g)
{
	struct uno__state *s = g->w;
	int seat = s->current;

	if (s->phase == UNO_PHASE_CAST) {
		uno_move deal = uno__move(UNO_MOVE_CAST);
		deal.flags = UNO_MOVE_F_DEAL;
		uno__commit_cast(g, seat, &deal);
		return;
	}
	if (s->phase == UNO_PHASE_COLOR) {
		s->top_any = 1;
		s->first_color = 0;
		s->going_out = 0;
	}
	clear_decision(s);
	uno__decide(s, UNO_PHASE_PLAY, uno__next_seat(s, seat));
}

/* The last seat left in the round wins it; were none left (the last
 * ones knocked out by one step: the seats of `now`), the one of them
 * holding the fewest cards (ties: the lower seat). Cards turned for a
 * Casting Call and not yet given stay with the seat that turned them. */
static void end_with_last_seat(uno_game *g, uint32_t now)
{
	struct uno__state *s = g->w;
	int winner = -1;

	for (int p = 0; p < s->players && winner < 0; p++)
		if (s->seat_status[p] == UNO_SEAT_IN)
			winner = p;
	if (winner < 0)
		for (int p = 0; p < s->players; p++)
			if ((now >> p & 1) && (winner < 0 || s->hand_size[p] < s->hand_size[winner]))
				winner = p;
	for (unsigned i = 0; i < s->nturned; i++)
		uno__hand_add(s, s->current, s->turned[i]);
	s->nturned = 0;
	clear_decision(s);
	uno__end_round(g, winner, false);
}

void uno__settle_hand_limit(uno_game *g)
{
	struct uno__state *s = g->w;

	uint32_t now = 0; /* the seats this step knocked out */

	/* Dealing a cast may knock out more seats: settle until nothing moves. */
	for (int rounds = 0; rounds <= UNO_MAX_PLAYERS && !uno__over(s); rounds++) {
		bool knocked = false;
		for (int p = 0; p < s->players; p++) {
			if (s->seat_status[p] != UNO_SEAT_IN || !uno__at_hand_limit(s, p))
				continue;
			s->seat_status[p] = UNO_SEAT_KNOCKED_OUT;
			uno__set_called(s, p, false);
			uno__unexpose(s, p);
			knocked = true;
			now |= 1u << p;
			uno__emit(g, UNO_EV_KNOCKED_OUT, p, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE,
				  0, s->hand_size[p]);
		}
		if (!knocked)
			return;
		if (uno__active_players(s) <= 1) {
			end_with_last_seat(g, now);
			return;
		}
		if (s->seat_status[s->current] != UNO_SEAT_IN)
			give_up_decision(g);
	}
}
