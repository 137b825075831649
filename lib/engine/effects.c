/*
 * Card effects: what a card does once it is on the pile and its color is
 * known. The per-kind rule table says which effects a kind has (skip,
 * reverse, a draw, Team Play, Casting Call); this file runs them in order.
 * The effects with a decision of their own live beside it: effect_team.c
 * (TM-4, TM-7), effect_cast.c (CC-2, CC-3), effect_seven_o.c (H-5).
 * SPDX-License-Identifier: MIT
 */
#include "engine/engine.h"

/*
 * X-4 under the strict rule: two copies of a wild draw card that counts
 * every other wild as a match can never be played (each is a match for the
 * other, also when stacking), so their holder can never go out. When that
 * is so for every seat in play, the round could only go round in circles.
 */
static bool nobody_can_go_out(const struct uno__state *s)
{
	if (!uno__opt(s, UNO_OPT_STRICT_WILD_DRAW))
		return false;
	for (int p = 0; p < s->players; p++) {
		if (s->seat_status[p] != UNO_SEAT_IN)
			continue;
		bool locked = false;
		for (uno__fset w = s->mask[p] & UNO__WILD_FACES; w && !locked; w &= w - 1) {
			unsigned f = uno__fset_first(w);
			locked = uno__hand_count(s, p, f) > 1 &&
				 uno__rule(s, f)->restriction == UNO__RESTRICT_NO_COLOR_OR_WILD;
		}
		if (!locked)
			return false;
	}
	return true;
}

/* The faces of the cards still in play: the hands of the seats in the
 * round and both piles; and how many cards that is. */
static uno__fset faces_in_play(const struct uno__state *s, int *cards)
{
	uno__fset faces = 0;

	*cards = s->ndraw + s->ndiscard;
	for (int p = 0; p < s->players; p++)
		if (s->seat_status[p] == UNO_SEAT_IN) {
			faces |= s->mask[p];
			*cards += s->hand_size[p];
		}
	for (int i = 0; i < s->ndraw; i++)
		faces |= uno__fset_bit(s->piles[i]);
	for (int i = 0; i < s->ndiscard; i++)
		faces |= uno__fset_bit(UNO__ENTRY_FACE(UNO__DISCARD(s, i)));
	return faces;
}

/* Of these faces, the ones that can ever be played from here on when no
 * wild is among them: those of the current color or the top card's kind,
 * then those of the color or kind of any of them, and so on (G-2). */
static uno__fset ever_playable(const struct uno__state *s, uno__fset faces)
{
	uno__fset reach = UNO__COLOR_FACES(s->color) | uno__kind_faces_of(uno__top_face(s));
	uno__fset playable = 0;

	while ((reach & faces) != playable) {
		playable = reach & faces;
		for (uno__fset m = playable; m; m &= m - 1) {
			unsigned f = uno__fset_first(m);
			reach |= UNO__COLOR_FACES(uno__face_color(f)) | uno__kind_faces_of(f);
		}
	}
	return playable;
}

/*
 * H-11 under the same ruling: a knocked-out seat keeps its hand, so when
 * those hands hold every wild nothing can change the color again, and
 * only ever_playable() cards can leave a hand (hands move whole, H-5). A
 * seat holding another card can never go out; when that is so for every
 * seat in play, and the cards in play are too few to take a seat to the
 * limit (the knock-out that would leave one seat in), the draws and plays
 * could only go round in circles. Left to play on: a first discard that
 * matches anything, a color still to name, and what moves or matches
 * cards otherwise (two sides, hand-offs, Casting Call, stacking across
 * kinds, misplays, set-aside hands).
 */
static bool locked_out_of_play(const struct uno__state *s)
{
	int limit = uno__opt(s, UNO_OPT_HAND_LIMIT), cards, out = 0;

	if (!limit)
		return false;
	for (int p = 0; p < s->players; p++)
		out += s->seat_status[p] == UNO_SEAT_KNOCKED_OUT;
	if (!out || uno__sided(s) || s->top_any || s->color >= 4 ||
	    (s->rules.v->flags & (UNO__V_SET_ASIDE | UNO__V_TEAM_GOES_OUT)) ||
	    uno__opt(s, UNO_OPT_REFEREE) || uno__opt(s, UNO_OPT_STACKING) == 3 ||
	    uno__game_has_effect(s, UNO__K_CASTING_CALL))
		return false;
	uno__fset faces = faces_in_play(s, &cards);
	if (cards >= limit || (faces & UNO__WILD_FACES))
		return false;
	uno__fset stuck = faces & ~ever_playable(s, faces);
	for (int p = 0; p < s->players; p++)
		if (s->seat_status[p] == UNO_SEAT_IN && !(s->mask[p] & stuck))
			return false;
	return true;
}

/* G-4: every seat in play passed in a row with nothing changing, or (the
 * same ruling, "play never loops forever") no seat can ever go out; then
 * the round ends blocked. */
static bool blocked(uno_game *g)
{
	struct uno__state *s = g->w;

	if ((s->passes > 0 && s->passes >= uno__active_players(s)) || nobody_can_go_out(s) ||
	    locked_out_of_play(s)) {
		uno__end_blocked_round(g);
		return true;
	}
	return false;
}

void uno__advance(uno_game *g, int seat, bool skip)
{
	struct uno__state *s = g->w;
	int next = uno__next_seat(s, seat);

	if (blocked(g))
		return;
	if (skip) {
		uno__emit(g, UNO_EV_SKIP, next, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
		next = uno__next_seat(s, next);
	}
	uno__decide(s, UNO_PHASE_PLAY, next);
}

void uno__advance_all(uno_game *g, int seat)
{
	struct uno__state *s = g->w;

	if (blocked(g))
		return;
	for (int p = uno__next_seat(s, seat); p != seat; p = uno__next_seat(s, p))
		uno__emit(g, UNO_EV_SKIP, p, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
	uno__decide(s, UNO_PHASE_PLAY, seat);
}

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

bool uno__game_has_effect(const struct uno__state *s, unsigned flags)
{
	for (int k = 0; k < UNO__KINDS; k++)
		if (uno__kind_flags(s, &s->rules.v->kind[k]) & flags)
			return true;
	return false;
}

void uno__after_color(uno_game *g, int seat, unsigned face)
{
	struct uno__state *s = g->w;

	if (s->going_out) {
		s->going_out = 0;
		uno__hand_off(g, seat, face);
		return;
	}
	uno__resolve(g, seat, face);
}
