/*
 * Play: applying moves with all their effects, drawing, the first discard
 * and the hooks that answer decisions. What is legal is decided in legal.c.
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>

#include "uno_internal.h"

/* ---- seats and hands ---- */

/* The next seat in play in the direction of play (out and eliminated
 * seats are passed over, TM-7, E-1). */
int uno__next_seat(const struct uno__state *s, int seat)
{
	int p = seat, n = s->players;

	for (int i = 0; i < n; i++) {
		p += s->direction;
		if (p < 0)
			p += n;
		else if (p >= n)
			p -= n;
		if (s->seat_status[p] == UNO_SEAT_IN)
			return p;
	}
	return seat;
}

int uno__active_players(const struct uno__state *s)
{
	int n = 0;
	for (int p = 0; p < s->players; p++)
		n += s->seat_status[p] == UNO_SEAT_IN;
	return n;
}

int uno__teammate(const struct uno__state *s, int seat)
{
	for (int p = 0; p < s->players; p++)
		if (p != seat && s->team[p] == s->team[seat])
			return p;
	return UNO__NO_SEAT;
}


void uno__hand_add(struct uno__state *s, int seat, unsigned face)
{
	s->hand[seat][face]++;
	s->mask[seat] |= 1ull << face;
	s->hand_size[seat]++;
	if (s->hand_size[seat] != 1) {
		s->called[seat] = 0;
		if (s->exposed == seat)
			s->exposed = UNO__NO_SEAT;
	}
}

void uno__hand_remove(struct uno__state *s, int seat, unsigned face)
{
	if (--s->hand[seat][face] == 0)
		s->mask[seat] &= ~(1ull << face);
	s->hand_size[seat]--;
	if (s->hand_size[seat] != 1)
		s->called[seat] = 0;
}

int uno__hand_points(const struct uno__state *s, int seat)
{
	int points = 0;
	for (uint64_t m = s->mask[seat]; m; m &= m - 1) {
		unsigned f = (unsigned)__builtin_ctzll(m);
		points += s->hand[seat][f] * uno__rule(s, f)->points;
	}
	return points;
}



/* ---- drawing ---- */

/* G-4: all of the discard pile but its top becomes the new draw pile. */
static bool reshuffle(uno_game *g)
{
	struct uno__state *s = &g->s;

	if (s->ndiscard <= 1)
		return false;
	unsigned n = s->ndiscard - 1u;
	for (unsigned i = 0; i < n; i++)
		s->draw[i] = (uint8_t)UNO__ENTRY_FACE(s->discard[i]);
	s->discard[0] = s->discard[n];
	s->ndiscard = 1;
	s->ndraw = (uint8_t)n;
	uno__rng_shuffle(s->rng, s->draw, n);
	uno__emit(g, UNO_EV_RESHUFFLE, UNO__NO_SEAT, UNO__NO_SEAT, UNO_NO_COLOR,
		  UNO__NO_FACE, 0, (int32_t)n);
	return true;
}

/* Lets the draw hook name the card (DESIGN principle 4). */
static void ask_draw_hook(uno_game *g, int seat)
{
	struct uno__state *s = &g->s;
	uno_card card = uno__face_card(s->draw[s->ndraw - 1]);

	g->in_hook++;
	int rc = g->hooks.draw(g, seat, &card, g->hook_user);
	g->in_hook--;
	if (rc != 0 || uno_card_valid(card) != UNO_OK)
		return;
	unsigned want = uno__face(card.kind, card.color);
	/* Move it to the top; the rest of the pile keeps its order. */
	for (int i = s->ndraw - 1; i >= 0; i--)
		if (s->draw[i] == want) {
			memmove(s->draw + i, s->draw + i + 1, (size_t)(s->ndraw - 1 - i));
			s->draw[s->ndraw - 1] = (uint8_t)want;
			if (i != s->ndraw - 1)
				uno__log_named(g, seat, uno__face_card(want));
			return;
		}
}

/* Takes the top card of the draw pile (refilled per G-4) for a seat; returns
 * its face, or UNO__NO_FACE when no card is left anywhere. */
static unsigned take_top(uno_game *g, int seat)
{
	struct uno__state *s = &g->s;

	if (s->ndraw == 0 && !reshuffle(g))
		return UNO__NO_FACE;
	if (g->hooks.draw)
		ask_draw_hook(g, seat);
	g->draws_in_move++;
	s->passes = 0;
	return s->draw[--s->ndraw];
}

/* A card joins a hand; a seat out of the game for now comes back (TM-7). */
static void receive(uno_game *g, int seat, unsigned face)
{
	struct uno__state *s = &g->s;

	uno__hand_add(s, seat, face);
	if (s->seat_status[seat] == UNO_SEAT_OUT) {
		s->seat_status[seat] = UNO_SEAT_IN;
		uno__emit(g, UNO_EV_SEAT_BACK, seat, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
	}
}

/* Draws one card into a hand; returns its face, or UNO__NO_FACE. */
static unsigned draw_one(uno_game *g, int seat, int reason)
{
	unsigned face = take_top(g, seat);

	if (face == UNO__NO_FACE)
		return face;
	receive(g, seat, face);
	uno__emit(g, UNO_EV_DRAW, seat, UNO__NO_SEAT, UNO_NO_COLOR, face, reason, 0);
	return face;
}

void uno__draw_cards(uno_game *g, int seat, unsigned n, int reason)
{
	if (n == 0)
		return;
	uno__emit(g, UNO_EV_PENALTY, seat, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE,
		  reason, (int32_t)n);
	for (unsigned i = 0; i < n; i++)
		if (draw_one(g, seat, reason) == UNO__NO_FACE)
			break;
}

/* ---- effects ---- */

/* The turn passes on from seat, skipping the next seat if asked. */
static void advance(uno_game *g, int seat, bool skip)
{
	struct uno__state *s = &g->s;
	int next = uno__next_seat(s, seat);

	/* G-4: every seat in play passed in a row with nothing changing. */
	if (s->passes > 0 && s->passes >= uno__active_players(s)) {
		uno__end_blocked_round(g);
		return;
	}
	if (skip) {
		uno__emit(g, UNO_EV_SKIP, next, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
		next = uno__next_seat(s, next);
	}
	s->current = (uint8_t)next;
	s->phase = UNO_PHASE_PLAY;
}

/* A draw card's victim draws; with TM-5 the victim's teammate too. */
static void draw_effect(uno_game *g, int victim, const struct uno__kind_rule *r, unsigned n)
{
	uno__draw_cards(g, victim, n, UNO_DRAW_CARD_EFFECT);
	if (r->flags & UNO__K_HITS_TEAMMATE) {
		int mate = uno__teammate(&g->s, victim);
		if (mate != UNO__NO_SEAT)
			uno__draw_cards(g, mate, n, UNO_DRAW_CARD_EFFECT);
	}
}

/* A seat's hand changed owner (H-5): nobody played down to it, so no UNO
 * call is owed for it and the catch window on that seat ends. */
static void hand_moved(struct uno__state *s, int seat)
{
	s->called[seat] = 0;
	if (s->exposed == seat)
		s->exposed = UNO__NO_SEAT;
}

static void swap_hands(struct uno__state *s, int a, int b)
{
	uint8_t hand[UNO__FACES];
	uint64_t mask = s->mask[a];
	uint8_t size = s->hand_size[a];

	memcpy(hand, s->hand[a], sizeof hand);
	memcpy(s->hand[a], s->hand[b], sizeof hand);
	memcpy(s->hand[b], hand, sizeof hand);
	s->mask[a] = s->mask[b];
	s->mask[b] = mask;
	s->hand_size[a] = s->hand_size[b];
	s->hand_size[b] = size;
}

/* H-5: a 0 passes every hand one seat along the direction of play. */
static void rotate_hands(uno_game *g)
{
	struct uno__state *s = &g->s;
	uint8_t hand[UNO_MAX_PLAYERS][UNO__FACES];
	uint64_t mask[UNO_MAX_PLAYERS];
	uint8_t size[UNO_MAX_PLAYERS];

	memcpy(hand, s->hand, sizeof hand);
	memcpy(mask, s->mask, sizeof mask);
	memcpy(size, s->hand_size, sizeof size);
	for (int p = 0; p < s->players; p++) {
		if (s->seat_status[p] != UNO_SEAT_IN)
			continue;
		int to = uno__next_seat(s, p);
		memcpy(s->hand[to], hand[p], sizeof hand[p]);
		s->mask[to] = mask[p];
		s->hand_size[to] = size[p];
		hand_moved(s, to);
	}
	uno__emit(g, UNO_EV_ROTATE, UNO__NO_SEAT, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0,
		  s->direction);
}

/* TM-4: the teammate must answer, or the player draws and the turn moves on. */
static void team_play(uno_game *g, int seat, const struct uno__kind_rule *r)
{
	struct uno__state *s = &g->s;
	int mate = uno__teammate(s, seat);

	if (mate == UNO__NO_SEAT || s->seat_status[mate] != UNO_SEAT_IN) {
		advance(g, seat, false); /* a plain wild */
		return;
	}
	if (uno__can_play_any(s, mate)) {
		s->current = (uint8_t)mate;
		s->phase = UNO_PHASE_PLAY;
		s->must_play = 1;
		return;
	}
	uno__draw_cards(g, seat, r->penalty, UNO_DRAW_TEAM_PLAY);
	advance(g, mate, false);
}

/* All wild kinds count as one symbol when turning cards over (CC-2). */
static unsigned cast_symbol(unsigned face)
{
	unsigned kind = uno__face_kind(face);
	return uno__is_wild((unsigned)kind) ? UNO_WILD : kind;
}

/* CC-2: turn cards over until a number or symbol repeats. */
static void casting_call(uno_game *g, int seat)
{
	struct uno__state *s = &g->s;

	s->nturned = 0;
	for (;;) {
		unsigned face = take_top(g, seat);
		if (face == UNO__NO_FACE)
			break;
		bool repeat = false;
		for (unsigned i = 0; i < s->nturned; i++)
			repeat |= cast_symbol(s->turned[i]) == cast_symbol(face);
		s->turned[s->nturned++] = (uint8_t)face;
		uno__emit(g, UNO_EV_TURN_OVER, seat, UNO__NO_SEAT, UNO_NO_COLOR, face, 0,
			  s->nturned);
		if (repeat)
			break;
	}
	if (s->nturned == 0) {
		advance(g, seat, false);
		return;
	}
	s->current = (uint8_t)seat;
	s->phase = UNO_PHASE_CAST;
}

/* The effects of a card once its color is known (C-4, C-6, C-8, X-3,
 * TM-4, TM-5, CC-2). */
static void resolve(uno_game *g, int seat, unsigned face)
{
	struct uno__state *s = &g->s;
	const struct uno__kind_rule *r = uno__rule(s, face);
	bool skip = r->flags & UNO__K_SKIP;

	if (r->flags & UNO__K_REVERSE) {
		s->direction = (int8_t)-s->direction;
		uno__emit(g, UNO_EV_DIRECTION, seat, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE,
			  0, s->direction);
		if ((s->rules.v->flags & UNO__V_TWO_PLAYER_REVERSE_SKIPS) &&
		    uno__active_players(s) == 2)
			skip = true;
	}
	if (r->flags & UNO__K_TEAM_PLAY) {
		team_play(g, seat, r);
		return;
	}
	if (r->flags & UNO__K_CASTING_CALL) {
		casting_call(g, seat);
		return;
	}
	if (r->draw) {
		int victim = uno__next_seat(s, seat);
		bool challenge = (r->flags & UNO__K_CHALLENGE) &&
				 !uno__opt(s, UNO_OPT_STRICT_WILD_DRAW);
		if (uno__opt(s, UNO_OPT_STACKING) || challenge) {
			/* The victim decides: stack (H-1), challenge or accept. */
			/* H-1: cards recycled from under a pending stack (a penalty
			 * drew the pile dry) may be stacked again, so the total
			 * is not bounded by the deck; it saturates. */
			unsigned total = s->stack + r->draw;
			s->stack = (uint8_t)(total < UNO__MAX_STACK ? total : UNO__MAX_STACK);
			s->phase = uno__opt(s, UNO_OPT_STACKING) ? UNO_PHASE_STACK
								 : UNO_PHASE_CHALLENGE;
			s->current = (uint8_t)victim;
			s->offender = (int8_t)seat;
			s->pending_face = (uint8_t)face;
			if (s->phase == UNO_PHASE_STACK)
				uno__emit(g, UNO_EV_STACK, seat, victim, UNO_NO_COLOR, face, 0,
					  s->stack);
			return;
		}
		draw_effect(g, victim, r, r->draw);
	}
	if (uno__opt(s, UNO_OPT_SEVEN_O) && uno__face_kind(face) == UNO_SEVEN) {
		s->current = (uint8_t)seat;
		s->phase = UNO_PHASE_SWAP;
		return;
	}
	if (uno__opt(s, UNO_OPT_SEVEN_O) && uno__face_kind(face) == UNO_ZERO)
		rotate_hands(g);
	advance(g, seat, skip);
}

/* TM-7: the teammate hands over half their hand; with one card, nothing,
 * and the player is out for now. Then the card acts. */
static void hand_off(uno_game *g, int seat, unsigned face)
{
	struct uno__state *s = &g->s;
	int mate = uno__teammate(s, seat);
	unsigned count = mate == UNO__NO_SEAT ? 0 : s->hand_size[mate] / 2u;

	if (count == 0) {
		s->seat_status[seat] = UNO_SEAT_OUT;
		uno__emit(g, UNO_EV_SEAT_OUT, seat, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
		resolve(g, seat, face);
		return;
	}
	s->phase = UNO_PHASE_HANDOFF;
	s->current = (uint8_t)mate;
	s->gives_left = (uint8_t)count;
	s->actor = (int8_t)seat;
	s->pending_face = (uint8_t)face;
}

/* Once a played card's color is known: a due hand-off, then its effects. */
static void after_color(uno_game *g, int seat, unsigned face)
{
	struct uno__state *s = &g->s;

	if (s->going_out) {
		s->going_out = 0;
		hand_off(g, seat, face);
		return;
	}
	resolve(g, seat, face);
}

/* Does the round end when this seat has no cards (G-7, P-2, TM-8)? */
static bool round_ends_with(const struct uno__state *s, int seat)
{
	if (!(s->rules.v->flags & UNO__V_TEAM_GOES_OUT))
		return true;
	for (int p = 0; p < s->players; p++)
		if (s->team[p] == s->team[seat] && s->hand_size[p] > 0)
			return false;
	return true;
}

static void set_color(uno_game *g, int seat, unsigned color)
{
	struct uno__state *s = &g->s;
	unsigned face = uno__top_face(s);

	s->color = (uint8_t)color;
	s->discard[s->ndiscard - 1] = uno__discard_entry(face, color);
	uno__emit(g, UNO_EV_COLOR, seat, UNO__NO_SEAT, (int)color, face, 0, 0);
}

static void commit_play(uno_game *g, int seat, const uno_move *m)
{
	struct uno__state *s = &g->s;
	unsigned face = uno__face(m->card.kind, m->card.color);
	bool wild = uno__is_wild(m->card.kind);

	/* Judged on the hand and color before the card leaves (C-7). */
	s->bluff = uno__rule(s, face)->restriction != UNO__RESTRICT_NONE &&
		   uno__breaks_restriction(s, seat, face);
	uno__hand_remove(s, seat, face);
	s->discard[s->ndiscard++] = uno__discard_entry(face, wild ? m->color : UNO_NO_COLOR);
	s->top_any = 0;
	s->must_play = 0;
	/* Playing a card is progress, except the forced replay of a card that
	 * only a reshuffle could give: that turn changed nothing (G-4, H-3). */
	s->passes = s->idle_draw && face == s->drawn_face ? s->idle_draw : 0;
	s->idle_draw = 0;
	s->last_player = (int8_t)seat;
	s->drawn_face = UNO__NO_FACE;
	uno__emit(g, UNO_EV_PLAY, seat, UNO__NO_SEAT,
		  wild ? m->color : m->card.color, face, 0, s->hand_size[seat]);
	if (m->flags & UNO_MOVE_F_UNO) {
		s->called[seat] = 1;
		uno__emit(g, UNO_EV_UNO, seat, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
	}
	if (s->hand_size[seat] == 1 && !s->called[seat])
		s->exposed = (int8_t)seat;

	if (s->hand_size[seat] == 0) {
		if (round_ends_with(s, seat)) {
			/* G-7: the draw still happens, unchallenged, and counts. */
			const struct uno__kind_rule *r = uno__rule(s, face);
			/* A last wild needs no color: then there is none (G-7). */
			s->color = wild ? m->color : m->card.color;
			/* A stack ended by going out still lands (H-1). */
			if (r->draw)
				draw_effect(g, uno__next_seat(s, seat), r, s->stack + r->draw);
			s->stack = 0;
			uno__end_round(g, seat, false);
			return;
		}
		s->going_out = 1;
	}
	if (wild && m->color == UNO_NO_COLOR) {
		/* No current color until it is named (G-1). */
		s->color = UNO_NO_COLOR;
		s->phase = UNO_PHASE_COLOR;
		s->actor = (int8_t)seat;
		s->pending_face = (uint8_t)face;
		return;
	}
	if (wild) {
		s->color = m->color;
		uno__emit(g, UNO_EV_COLOR, seat, UNO__NO_SEAT, m->color, face, 0, 0);
	} else {
		s->color = m->card.color;
	}
	after_color(g, seat, face);
}

static void commit_color(uno_game *g, int seat, unsigned color)
{
	struct uno__state *s = &g->s;

	set_color(g, seat, color);
	if (s->first_color) {
		/* C-3: the first player named the color and now plays. */
		s->first_color = 0;
		s->phase = UNO_PHASE_PLAY;
		return;
	}
	unsigned face = s->pending_face;
	s->pending_face = UNO__NO_FACE;
	after_color(g, seat, face);
}

static void commit_give(uno_game *g, int seat, uno_card card)
{
	struct uno__state *s = &g->s;
	unsigned face = uno__face(card.kind, card.color);
	int to = s->actor;

	uno__hand_remove(s, seat, face);
	receive(g, to, face);
	uno__emit(g, UNO_EV_GIVE, seat, to, UNO_NO_COLOR, face, 0, --s->gives_left);
	if (s->gives_left)
		return;
	face = s->pending_face;
	s->pending_face = UNO__NO_FACE;
	s->actor = UNO__NO_SEAT;
	resolve(g, to, face);
}

/* CC-3: all to one seat, or dealt round the table from the next player. */
static void commit_cast(uno_game *g, int seat, const uno_move *m)
{
	struct uno__state *s = &g->s;
	int to = seat;

	for (unsigned i = 0; i < s->nturned; i++) {
		if (m->flags & UNO_MOVE_F_DEAL) {
			to = uno__next_seat(s, to);
			if (to == seat)
				to = uno__next_seat(s, to);
		} else {
			to = m->target;
		}
		receive(g, to, s->turned[i]);
		uno__emit(g, UNO_EV_CAST, seat, to, UNO_NO_COLOR, s->turned[i], 0, 0);
	}
	s->nturned = 0;
	advance(g, seat, false);
}

static void commit_challenge(uno_game *g, int seat, bool challenge)
{
	struct uno__state *s = &g->s;
	const struct uno__kind_rule *r = uno__rule(s, s->pending_face);
	int offender = s->offender;
	unsigned total = s->stack;
	bool skip = true;

	/* The whole pending draw (a stack's total, H-1) goes to one seat. */
	s->stack = 0;
	if (!challenge) {
		draw_effect(g, seat, r, total);
	} else {
		/* C-7: the challenger sees the hand; its view keeps it. */
		s->shown_by[seat] = (int8_t)offender;
		memcpy(s->shown[seat], s->hand[offender], sizeof s->shown[seat]);
		uno__emit(g, UNO_EV_CHALLENGE, offender, seat, s->color, s->pending_face, 0,
			  s->bluff);
		if (s->bluff) {
			uno__draw_cards(g, offender, total, UNO_DRAW_CHALLENGE_GUILTY);
			skip = uno__opt(s, UNO_OPT_CHALLENGER_SKIPPED);
		} else {
			uno__draw_cards(g, seat, total + (unsigned)uno__opt(s, UNO_OPT_CHALLENGE_PENALTY),
					UNO_DRAW_CHALLENGE_FAILED);
		}
	}
	s->pending_face = UNO__NO_FACE;
	s->offender = UNO__NO_SEAT;
	s->bluff = 0;
	if (skip) {
		/* The turn goes on from the seat that loses it. */
		uno__emit(g, UNO_EV_SKIP, seat, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
		s->current = (uint8_t)uno__next_seat(s, seat);
	}
	s->phase = UNO_PHASE_PLAY;
}

static void commit_draw(uno_game *g, int seat)
{
	struct uno__state *s = &g->s;
	uint8_t before = s->passes;
	bool recycled = s->ndraw == 0;
	unsigned drawn = 0;
	unsigned face = draw_one(g, seat, UNO_DRAW_TURN);

	/* H-2: on until a playable card shows, or nothing is left to draw. */
	for (drawn = face != UNO__NO_FACE;
	     uno__opt(s, UNO_OPT_DRAW_UNTIL_PLAYABLE) && face != UNO__NO_FACE &&
	     uno__playable(s, seat, face) != UNO_REASON_OK;
	     drawn += face != UNO__NO_FACE)
		face = draw_one(g, seat, UNO_DRAW_TURN);
	if (drawn == 0) {
		/* The piles ran dry since the draw was chosen (a penalty took
		 * the last cards): nothing was drawn, so this is a pass (G-4). */
		uno__emit(g, UNO_EV_PASS, seat, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
		s->passes = (uint8_t)(before + 1);
		advance(g, seat, false);
		return;
	}
	/* G-3: a playable card may be played at once; otherwise the turn ends. */
	if (face != UNO__NO_FACE && uno__playable(s, seat, face) == UNO_REASON_OK) {
		s->phase = UNO_PHASE_DRAWN;
		s->drawn_face = (uint8_t)face;
		/* H-3: one card that only a reshuffle gave, forced back onto the
		 * pile, leaves everything as it was: it counts as a pass. */
		if (uno__opt(s, UNO_OPT_FORCE_PLAY) && recycled && drawn == 1)
			s->idle_draw = (uint8_t)(before + 1);
		return;
	}
	advance(g, seat, false);
}

static void commit_pass(uno_game *g, int seat)
{
	struct uno__state *s = &g->s;
	bool after_draw = s->phase == UNO_PHASE_DRAWN;

	uno__emit(g, UNO_EV_PASS, seat, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
	s->drawn_face = UNO__NO_FACE;
	if (!after_draw)
		s->passes++;
	advance(g, seat, false);
}

void uno__recheck_drawn(uno_game *g)
{
	struct uno__state *s = &g->s;

	if (s->phase != UNO_PHASE_DRAWN ||
	    uno__playable(s, s->current, s->drawn_face) == UNO_REASON_OK)
		return;
	/* G-3: as when a drawn card cannot be played, the turn ends. */
	s->drawn_face = UNO__NO_FACE;
	s->idle_draw = 0;
	advance(g, s->current, false);
}

static void commit_catch(uno_game *g, int seat, int target)
{
	struct uno__state *s = &g->s;

	s->exposed = UNO__NO_SEAT;
	uno__emit(g, UNO_EV_CATCH, target, seat, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
	uno__draw_cards(g, target, (unsigned)uno__opt(s, UNO_OPT_UNO_PENALTY),
			UNO_DRAW_UNO_PENALTY);
}

static void commit(uno_game *g, int seat, const uno_move *m)
{
	struct uno__state *s = &g->s;

	if (s->misplay)
		uno__misplay_close(s, seat, m);

	/*
	 * G-6: a move that answers the round's pending decision (not a color
	 * for one's own wild) means the next player has begun, which closes
	 * the window for catching.
	 */
	if (m->type == UNO_MOVE_PLAY || m->type == UNO_MOVE_DRAW || m->type == UNO_MOVE_PASS ||
	    m->type == UNO_MOVE_CHALLENGE || m->type == UNO_MOVE_ACCEPT) {
		int late = s->exposed;
		s->exposed = UNO__NO_SEAT;
		/* TM-6: no catch needed; whoever has not called draws at once. */
		if (late >= 0 && (s->rules.v->flags & UNO__V_AUTO_UNO_PENALTY))
			uno__draw_cards(g, late, (unsigned)uno__opt(s, UNO_OPT_UNO_PENALTY),
					UNO_DRAW_UNO_PENALTY);
	}

	switch (m->type) {
	case UNO_MOVE_PLAY:
		if (seat != s->current) {
			/* H-4: play continues from the seat that jumped in. */
			uno__emit(g, UNO_EV_JUMP_IN, seat, s->current, UNO_NO_COLOR,
				  uno__face(m->card.kind, m->card.color), 0, 0);
			s->current = (uint8_t)seat;
		}
		commit_play(g, seat, m);
		break;
	case UNO_MOVE_SWAP:
		swap_hands(s, seat, m->target);
		hand_moved(s, seat);
		hand_moved(s, m->target);
		uno__emit(g, UNO_EV_SWAP, seat, m->target, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
		advance(g, seat, false);
		break;
	case UNO_MOVE_DRAW:
		commit_draw(g, seat);
		break;
	case UNO_MOVE_PASS:
		commit_pass(g, seat);
		break;
	case UNO_MOVE_UNO:
		s->called[seat] = 1;
		s->exposed = UNO__NO_SEAT;
		uno__emit(g, UNO_EV_UNO, seat, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
		break;
	case UNO_MOVE_CATCH:
		commit_catch(g, seat, m->target);
		break;
	case UNO_MOVE_CHALLENGE:
	case UNO_MOVE_ACCEPT:
		commit_challenge(g, seat, m->type == UNO_MOVE_CHALLENGE);
		break;
	case UNO_MOVE_COLOR:
		commit_color(g, seat, m->color);
		break;
	case UNO_MOVE_GIVE:
		commit_give(g, seat, m->card);
		break;
	case UNO_MOVE_CAST:
		commit_cast(g, seat, m);
		break;
	case UNO_MOVE_PENALTY:
		uno__commit_penalty(g, m);
		break;
	case UNO_MOVE_MISPLAY:
		uno__commit_misplay_catch(g, seat, m->target);
		break;
	}
}

/* ---- the first discard (C-3) ---- */

static void return_to_deck(uno_game *g, unsigned face)
{
	struct uno__state *s = &g->s;
	unsigned at = s->scripted ? 0 : uno__rng_below(s->rng, s->ndraw + 1u);

	memmove(s->draw + at + 1, s->draw + at, s->ndraw - at);
	s->draw[at] = (uint8_t)face;
	s->ndraw++;
	uno__emit(g, UNO_EV_FIRST_CARD_RETURNED, UNO__NO_SEAT, UNO__NO_SEAT, UNO_NO_COLOR, face,
		  0, 0);
}

static int first_policy(const struct uno__state *s, unsigned face)
{
	int policy = uno__rule(s, face)->first;

	if (policy == UNO__FIRST_CHOOSE_COLOR && uno__opt(s, UNO_OPT_WILD_FIRST_RETURNED))
		return UNO__FIRST_RETURN;
	return policy;
}

void uno__resolve_first_card(uno_game *g)
{
	struct uno__state *s = &g->s;
	int policy = UNO__FIRST_EFFECT;
	unsigned face = 0;

	if (s->top_as_is) {
		/* A position set up by the host: the card is simply on top. */
		unsigned color = s->top_as_is - 1u;
		face = s->draw[--s->ndraw];
		s->discard[s->ndiscard++] = uno__discard_entry(face, color);
		s->current = (uint8_t)uno__next_seat(s, s->dealer);
		s->color = (uint8_t)(uno__is_wild((unsigned)uno__face_kind(face)) ? color
										 : uno__face_color(face));
		s->phase = UNO_PHASE_PLAY;
		if (s->color == UNO_NO_COLOR) {
			s->phase = UNO_PHASE_COLOR;
			s->first_color = 1;
		}
		return;
	}

	/* Turn cards until one stays; a deck of nothing but returned cards
	 * (possible only with a partial scripted deck) keeps its last one. */
	for (unsigned tries = s->ndraw; tries > 0; tries--) {
		face = s->draw[--s->ndraw];
		s->discard[s->ndiscard++] = uno__discard_entry(face, UNO_NO_COLOR);
		uno__emit(g, UNO_EV_FIRST_CARD, UNO__NO_SEAT, UNO__NO_SEAT, UNO_NO_COLOR, face, 0, 0);
		policy = first_policy(s, face);
		if (policy == UNO__FIRST_RETURN && tries > 1) {
			s->ndiscard--;
			return_to_deck(g, face);
			continue;
		}
		if (policy == UNO__FIRST_COVER && uno__face_kind(face) > UNO_NINE && tries > 1)
			continue;
		break;
	}

	int first = uno__next_seat(s, s->dealer);
	s->color = (uint8_t)uno__face_color(face);
	s->current = (uint8_t)first;
	s->phase = UNO_PHASE_PLAY;
	switch (policy) {
	case UNO__FIRST_CHOOSE_COLOR:
		s->phase = UNO_PHASE_COLOR;
		s->first_color = 1;
		return;
	case UNO__FIRST_EFFECT: {
		const struct uno__kind_rule *r = uno__rule(s, face);
		if (r->flags & UNO__K_REVERSE) {
			/* The dealer plays first, counterclockwise. */
			s->direction = -1;
			s->current = s->dealer;
			uno__emit(g, UNO_EV_DIRECTION, s->dealer, UNO__NO_SEAT, UNO_NO_COLOR, face,
				  0, -1);
			return;
		}
		if (r->draw)
			uno__draw_cards(g, first, r->draw, UNO_DRAW_CARD_EFFECT);
		if (r->draw || (r->flags & UNO__K_SKIP))
			advance(g, s->dealer, true);
		return;
	}
	default:
		/* Returned, covered or ignored: a wild left on top matches anything. */
		s->top_any = uno__is_wild((unsigned)uno__face_kind(face));
		return;
	}
}

void uno__apply_checked(uno_game *g, int seat, const uno_move *m)
{
	g->errmsg[0] = 0;
	g->draws_in_move = 0;
	commit(g, seat, m);
	g->origin.moves++;
	uno__log_move(g, seat, m);
}

static int apply_move(uno_game *g, int seat, const uno_move *m)
{
	int reason;
	int rc = uno__check(&g->s, seat, m, &reason);

	if (rc != UNO_OK) {
		char text[32] = "?";
		uno_move_format(m, text, sizeof text);
		uno__set_errmsg(g, "seat %d, %s: %s", seat, text, uno_reason_message(reason));
		return rc;
	}
	if (reason != UNO_REASON_OK)
		uno__apply_misplay(g, seat, m, reason); /* referee mode */
	else
		uno__apply_checked(g, seat, m);
	return UNO_OK;
}

void uno__run_decision_hooks(uno_game *g)
{
	struct uno__state *s = &g->s;

	for (;;) {
		uno_move m;
		int answer;
		if (s->phase == UNO_PHASE_COLOR && g->hooks.choose_color) {
			g->in_hook++;
			answer = g->hooks.choose_color(g, s->current, g->hook_user);
			g->in_hook--;
			if (answer < 0 || answer > 3)
				return;
			m = uno__move(UNO_MOVE_COLOR);
			m.color = (uint8_t)answer;
		} else if (s->phase == UNO_PHASE_CHALLENGE && g->hooks.challenge) {
			g->in_hook++;
			answer = g->hooks.challenge(g, s->current, g->hook_user);
			g->in_hook--;
			if (answer != 0 && answer != 1)
				return;
			m = uno__move(answer ? UNO_MOVE_CHALLENGE : UNO_MOVE_ACCEPT);
		} else if (s->phase == UNO_PHASE_CAST && g->hooks.cast) {
			g->in_hook++;
			answer = g->hooks.cast(g, s->current, g->hook_user);
			g->in_hook--;
			m = uno__move(UNO_MOVE_CAST);
			if (answer == UNO_CAST_DEAL)
				m.flags = UNO_MOVE_F_DEAL;
			else if (answer >= 0 && answer < s->players)
				m.target = (int8_t)answer;
			else
				return;
		} else if (s->phase == UNO_PHASE_SWAP && g->hooks.swap) {
			g->in_hook++;
			answer = g->hooks.swap(g, s->current, g->hook_user);
			g->in_hook--;
			if (answer < 0 || answer >= s->players)
				return;
			m = uno__move(UNO_MOVE_SWAP);
			m.target = (int8_t)answer;
		} else if (s->phase == UNO_PHASE_HANDOFF && g->hooks.give) {
			uno_card card = { 0, UNO_NO_COLOR };
			g->in_hook++;
			answer = g->hooks.give(g, s->current, &card, g->hook_user);
			g->in_hook--;
			if (answer != 0)
				return;
			m = uno__move(UNO_MOVE_GIVE);
			m.card = card;
		} else {
			return;
		}
		if (apply_move(g, s->current, &m) != UNO_OK)
			return;
	}
}

int uno_game_apply(uno_game *game, int seat, const uno_move *move)
{
	if (!game)
		return UNO_EINVAL;
	if (game->in_hook)
		return UNO_EBUSY;
	if (!move || !uno__valid_seat(game, seat)) {
		uno__set_errmsg(game, "%s", move ? "seat out of range" : "move is NULL");
		return UNO_EINVAL;
	}
	int rc = apply_move(game, seat, move);
	if (rc == UNO_OK)
		uno__run_hooks(game);
	return rc;
}

int uno_game_apply_text(uno_game *game, int seat, const char *text)
{
	uno_move m;

	if (!game || !text)
		return UNO_EINVAL;
	if (game->in_hook)
		return UNO_EBUSY;
	int rc = uno_move_parse(text, UNO_MAX_DECK, &m);
	if (rc != UNO_OK) {
		uno__set_errmsg(game, "not a move in notation");
		return rc;
	}
	return uno_game_apply(game, seat, &m);
}

/* Adds a move to a count-then-fill list. */
