/*
 * Card effects: what a card does once it is on the pile and its color is
 * known. The per-kind rule table says which effects a kind has (skip,
 * reverse, a draw, Team Play, Casting Call); this file runs them in order.
 * The effects with a decision of their own live beside it: effect_team.c
 * (TM-4, TM-7), effect_cast.c (CC-2, CC-3), effect_seven_o.c (H-5).
 * SPDX-License-Identifier: MIT
 */
#include "engine/effects.h"
#include "engine/hands.h"
#include "engine/belief.h"
#include "engine/cards.h"
#include "engine/events.h"
#include "engine/draw.h"
#include "engine/turn.h"
#include "engine/effect_cast.h"
#include "engine/effect_seven_o.h"
#include "engine/effect_team.h"

/* A victim's draw: n cards, or until the current color shows (FL-11). */
static void victim_draws(uno_game *g, int victim, const struct uno__kind_rule *r, unsigned n)
{
	if (r->flags & UNO__K_DRAW_UNTIL_COLOR)
		uno__draw_until_color(g, victim, g->w->color, UNO_DRAW_CARD_EFFECT);
	else
		uno__draw_cards(g, victim, n, UNO_DRAW_CARD_EFFECT);
}

void uno__draw_effect(uno_game *g, int victim, const struct uno__kind_rule *r, unsigned n)
{
	victim_draws(g, victim, r, n);
	if (r->flags & UNO__K_HITS_TEAMMATE) {
		/* TM-5: the victim's teammate draws too. */
		int mate = uno__teammate(g->w, victim);
		if (mate != UNO__NO_SEAT)
			victim_draws(g, mate, r, n);
	}
}

/* C-4, X-3, H-1: a draw card played at the next seat. With stacking or a
 * challenge possible, the victim decides; otherwise it draws now. With
 * `back` (a reverse that acts as a skip between two seats, C-8) the draw
 * comes back to its own player (NM-8), who draws or stacks it on, never
 * challenges it; having drawn, it loses the turn as any victim. Returns
 * true when a decision is now pending. */
static bool draw_card(uno_game *g, int seat, unsigned face, const struct uno__kind_rule *r,
		      bool back)
{
	struct uno__state *s = g->w;
	int victim = back ? seat : uno__next_seat(s, seat);
	bool challenge = uno__challengeable(s, r) && !back;

	/* H-1, H-9: with stacking or deflecting, the victim answers; never a
	 * draw until a color shows (FL-16). */
	bool answer = (uno__opt(s, UNO_OPT_STACKING) || uno__opt(s, UNO_OPT_DEFLECT)) && r->draw;

	if (!answer && !challenge) {
		uno__draw_effect(g, victim, r, r->draw);
		if (back)
			uno__advance(g, seat, false);
		return back;
	}
	/* H-1: cards recycled from under a pending stack (a penalty drew the
	 * pile dry) may be stacked again, so the total is not bounded by the
	 * deck; it saturates. */
	unsigned total = s->stack + r->draw;
	s->stack = (uint8_t)(total < UNO__MAX_STACK ? total : UNO__MAX_STACK);
	s->offender = (int8_t)seat;
	s->pending_face = (uint8_t)face;
	if (answer) {
		uno__decide(s, UNO_PHASE_STACK, victim);
		uno__emit(g, UNO_EV_STACK, seat, victim, UNO_NO_COLOR, face, 0, s->stack);
	} else {
		uno__decide(s, UNO_PHASE_CHALLENGE, victim);
	}
	return true;
}

bool uno__flip_turn(uno_game *g, int seat)
{
	struct uno__state *s = g->w;

	uno__flip(s);
	/* What the round's history told was of the other faces. */
	uint8_t off = s->belief.off;
	uno__belief_clear(s);
	s->belief.off = off;
	unsigned top = uno__top_face(s);
	bool wild = uno__face_wild(top);
	/* FL-7: the new top card sets the color; it was not played, so its
	 * effect does not happen. */
	s->color = (uint8_t)(wild ? UNO_NO_COLOR : uno__face_color(top));
	uno__emit(g, UNO_EV_FLIP, seat, UNO__NO_SEAT, s->color, top, 0, s->side);
	return wild;
}

void uno__resolve(uno_game *g, int seat, unsigned face)
{
	struct uno__state *s = g->w;
	const struct uno__kind_rule *r = uno__rule(s, face);
	unsigned flags = uno__kind_flags(s, r);
	bool skip = flags & UNO__K_SKIP;
	bool back = false; /* a reverse that acts as a skip (C-8) */

	if (flags & UNO__K_REVERSE) {
		/* C-4; C-8: with two seats in play a Reverse is a Skip. */
		s->direction = (int8_t)-s->direction;
		uno__emit(g, UNO_EV_DIRECTION, seat, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE,
			  0, s->direction);
		if ((s->rules.v->flags & UNO__V_TWO_PLAYER_REVERSE_SKIPS) &&
		    uno__active_players(s) == 2)
			skip = back = true;
	}
	if (s->stack && !r->draw) {
		/* H-9: a Skip or Reverse played on a pending draw passes the
		 * whole of it on to the next player, in the direction of play
		 * the card leaves. */
		int victim = uno__next_seat(s, seat);
		s->offender = (int8_t)seat;
		s->pending_face = (uint8_t)face;
		uno__decide(s, UNO_PHASE_STACK, victim);
		uno__emit(g, UNO_EV_STACK, seat, victim, UNO_NO_COLOR, face, 0, s->stack);
		return;
	}
	if (flags & UNO__K_FLIP) {
		/* FL-6, FL-7: a wild face on top gets its color from the
		 * Flip's player (then the turn passes, commit_color()). */
		if (uno__flip_turn(g, seat)) {
			s->first_color = UNO__COLOR_FLIPPED;
			uno__decide(s, UNO_PHASE_COLOR, seat);
			return;
		}
		uno__advance(g, seat, skip);
		return;
	}
	if (flags & UNO__K_SKIP_ALL) {
		/* FL-10, NM-7: every other player loses the turn. */
		uno__advance_all(g, seat);
		return;
	}
	if (flags & UNO__K_TEAM_PLAY) {
		uno__team_play(g, seat, r);
		return;
	}
	if (flags & UNO__K_CASTING_CALL) {
		uno__casting_call(g, seat);
		return;
	}
	if (uno__draws(r) && draw_card(g, seat, face, r, back))
		return;
	if ((flags & (UNO__K_SWAP_HANDS | UNO__K_ROTATE_HANDS)) && uno__seven_o(g, seat, flags))
		return;
	uno__advance(g, seat, skip);
}

void uno__after_color(uno_game *g, int seat, unsigned face)
{
	struct uno__state *s = g->w;

	if (s->going_out) {
		s->going_out = 0;
		if (!uno__hand_off(g, seat, face))
			return;
	}
	uno__resolve(g, seat, face);
}
