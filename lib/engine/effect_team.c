/*
 * Teams (TM-4, TM-7): the Team Play card, which the teammate must answer,
 * and the hand-off to a player who went out while the teammate holds cards.
 * SPDX-License-Identifier: MIT
 */
#include "engine/effect_team.h"
#include "engine/hands.h"
#include "engine/belief.h"
#include "engine/cards.h"
#include "engine/events.h"
#include "engine/draw.h"
#include "engine/legal.h"
#include "engine/turn.h"

void uno__team_play(uno_game *g, int seat, const struct uno__kind_rule *r)
{
	struct uno__state *s = g->w;
	int mate = uno__teammate(s, seat);

	if (mate == UNO__NO_SEAT || s->seat_status[mate] != UNO_SEAT_IN) {
		uno__advance(g, seat, false); /* a plain wild */
		return;
	}
	if (uno__can_play_any(s, mate)) {
		/* TM-4: the teammate must play. */
		uno__decide(s, UNO_PHASE_PLAY, mate);
		s->must_play = 1;
		return;
	}
	uno__draw_cards(g, seat, r->penalty, UNO_DRAW_TEAM_PLAY);
	uno__advance(g, mate, false);
}

bool uno__hand_off(uno_game *g, int seat, unsigned face)
{
	struct uno__state *s = g->w;
	int mate = uno__teammate(s, seat);
	unsigned count = mate == UNO__NO_SEAT ? 0 : s->hand_size[mate] / 2u;

	/* TM-7: the teammate hands over half their hand; with one card,
	 * nothing, and the player is out for now. Then the card acts. */
	if (count == 0) {
		s->seat_status[seat] = UNO_SEAT_OUT;
		uno__emit(g, UNO_EV_SEAT_OUT, seat, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
		return true;
	}
	uno__decide(s, UNO_PHASE_HANDOFF, mate);
	s->gives_left = (uint8_t)count;
	s->actor = (int8_t)seat;
	s->pending_face = (uint8_t)face;
	return false;
}

unsigned uno__commit_give(uno_game *g, int seat, uno_card card, int *actor)
{
	struct uno__state *s = g->w;
	unsigned face = uno__face(card.kind, card.color);
	int to = s->actor;

	/* TM-7: only the two teammates see the cards handed over. */
	bool on = uno__belief_on(s);
	if (on)
		uno__belief_leaves(s, seat, face, false);
	uno__hand_remove(s, seat, face);
	uno__receive(g, to, face);
	if (on)
		uno__belief_learns(s, seat, to, uno__fset_bit(face), 1);
	uno__emit(g, UNO_EV_GIVE, seat, to, UNO_NO_COLOR, face, 0, --s->gives_left);
	if (s->gives_left)
		return UNO__NO_FACE;
	face = s->pending_face;
	s->pending_face = UNO__NO_FACE;
	s->actor = UNO__NO_SEAT;
	*actor = to;
	return face;
}
