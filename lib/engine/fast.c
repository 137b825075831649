/*
 * The fused fast step (fast.h). Each function below is the general step's
 * path for one common move written out for the cases the compiled table
 * admits, in the general step's order, so that the state it leaves is
 * the same to the byte (tests/fast_equiv.c plays every variant, player
 * count and house-rule mix along both and compares them; so does the
 * fuzz target fuzz_fast). What the general step does that never happens
 * here is why a case is left to it:
 *  - events and hooks (no event hook or draw hook is set);
 *  - the round's history (tracking is off, belief.c);
 *  - two-sided cards, hand-offs, knock-outs, refereed misplays, automatic
 *    UNO penalties, stacks and deflections, draws until a card plays or a
 *    color shows, more cards of a number, the strict and last-card rules
 *    (the rules' gate, compiled with them: uno__rules_derive());
 *  - kinds whose effect has a decision of its own or moves many cards
 *    (fast_kind());
 *  - the last card of a hand (the round's end) and a draw from an empty
 *    pile (the reshuffle), which are rare.
 * SPDX-License-Identifier: MIT
 */
#include "engine/fast.h"

/* The game's gate: its rules (uno__rules_derive()), its seats, its
 * hooks and its history. */
static bool fast_game_ok(const uno_game *g)
{
	const struct uno__state *s = &g->s;
	unsigned gate = s->rules.gate;

	if ((gate & UNO__GATE_SLOW) || uno__belief_on(s) || g->hooks.draw || g->hooks.event)
		return false;
	if (gate & UNO__GATE_SEATS)
		for (int p = 0; p < s->players; p++)
			if (s->seat_status[p] != UNO_SEAT_IN)
				return false;
	return true;
}

/* Kind flags whose effect only the general step plays. */
#define SLOW_KIND_FLAGS                                                                  \
	(UNO__K_HITS_TEAMMATE | UNO__K_TEAM_PLAY | UNO__K_CASTING_CALL | UNO__K_SWAP_HANDS |  \
	 UNO__K_ROTATE_HANDS | UNO__K_SKIP_ALL | UNO__K_DISCARD_ALL | UNO__K_DRAW_UNTIL_COLOR | \
	 UNO__K_REVEAL_UNTIL_COLOR | UNO__K_FLIP)

/* What a play of kind k does (UNO__FAST_*), as uno__resolve() and
 * draw_card() (effects.c) would decide it. */
static uint8_t fast_kind(const struct uno__state *s, unsigned k)
{
	const struct uno__kind_rule *r = &s->rules.v->kind[k];
	unsigned flags = uno__kind_flags(s, r);
	uint8_t act = 0;

	/* A Reverse that draws may send its draw back (NM-8). */
	if ((flags & SLOW_KIND_FLAGS) || (r->draw && (flags & UNO__K_REVERSE)))
		return UNO__FAST_SLOW;
	if (flags & UNO__K_SKIP)
		act |= UNO__FAST_SKIP;
	if (flags & UNO__K_REVERSE)
		act |= UNO__FAST_REVERSE;
	if (r->draw)
		act |= uno__challengeable(s, r) ? UNO__FAST_CHALLENGE : UNO__FAST_DRAW;
	if (r->restriction != UNO__RESTRICT_NONE)
		act |= UNO__FAST_RESTRICT;
	return act;
}

void uno__fast_compile(const uno_game *g, struct uno__fast *f)
{
	const struct uno__state *s = &g->s;

	f->ok = fast_game_ok(g);
	if (!f->ok)
		return;
	f->known = 0;
	f->active = s->players;
	f->two_player_skip = (s->rules.v->flags & UNO__V_TWO_PLAYER_REVERSE_SKIPS) && s->players == 2;
	f->no_uno_call = uno__opt(s, UNO_OPT_NO_UNO_CALL) != 0;
}

/* Kind k's entry, compiled on first use. */
static inline unsigned act_of(const struct uno__state *s, struct uno__fast *f, unsigned k)
{
	if (!(f->known >> k & 1u)) {
		f->act[k] = fast_kind(s, k);
		f->known |= 1u << k;
	}
	return f->act[k];
}

/* The next seat in the direction of play: every seat is in play. */
static inline int next_of(const struct uno__state *s, int seat)
{
	int p = seat + s->direction;
	return p < 0 ? p + s->players : p >= s->players ? p - s->players : p;
}

/* uno__advance(): a round where every seat passed in a row ends blocked
 * (G-4); else the turn passes on, skipping a seat if asked. */
static inline void advance(uno_game *g, struct uno__state *s, int seat, bool skip,
			   const struct uno__fast *f)
{
	if (s->passes > 0 && s->passes >= f->active) {
		uno__end_blocked_round(g);
		return;
	}
	int next = next_of(s, seat);
	uno__decide(s, UNO_PHASE_PLAY, skip ? next_of(s, next) : next);
}

/* commit_play() and uno__resolve() for a card that leaves the hand more
 * than empty, of a kind the table admits. */
static bool fast_play(uno_game *g, struct uno__state *s, int seat, const uno_move *m,
		      struct uno__fast *f)
{
	unsigned kind = m->card.kind & (UNO__KINDS - 1u), act = act_of(s, f, kind);
	bool wild = uno__is_wild(kind);

	if ((act & UNO__FAST_SLOW) || s->hand_size[seat] <= 1 || s->stack || s->going_out ||
	    (wild && m->color >= 4))
		return false;
	unsigned face = uno__face(kind, m->card.color);
	unsigned color = wild ? m->color : m->card.color;

	s->exposed = 0;
	s->bluff = (act & UNO__FAST_RESTRICT) && uno__breaks_restriction(s, seat, face);
	uno__hand_remove(s, seat, face);
	uno__discard_push(s, uno__discard_entry(face, wild ? color : UNO_NO_COLOR));
	s->top_any = 0;
	s->must_play = 0;
	s->passes = s->idle_draw && face == s->drawn_face ? s->idle_draw : 0;
	s->idle_draw = 0;
	s->last_player = (int8_t)seat;
	s->drawn_face = UNO__NO_FACE;
	if (m->flags & UNO_MOVE_F_UNO)
		uno__set_called(s, seat, true);
	uno__unexpose(s, seat);
	if (s->hand_size[seat] == 1 && !uno__called(s, seat) && !f->no_uno_call)
		uno__expose(s, seat);
	s->color = (uint8_t)color;

	bool skip = act & UNO__FAST_SKIP;
	if (act & UNO__FAST_REVERSE) {
		s->direction = (int8_t)-s->direction;
		skip |= f->two_player_skip;
	}
	if (act & UNO__FAST_CHALLENGE) {
		unsigned total = s->stack + s->rules.v->kind[kind].draw;
		s->stack = (uint8_t)(total < UNO__MAX_STACK ? total : UNO__MAX_STACK);
		s->offender = (int8_t)seat;
		s->pending_face = (uint8_t)face;
		uno__decide(s, UNO_PHASE_CHALLENGE, next_of(s, seat));
		return true;
	}
	if (act & UNO__FAST_DRAW)
		uno__draw_cards(g, next_of(s, seat), s->rules.v->kind[kind].draw,
				UNO_DRAW_CARD_EFFECT);
	advance(g, s, seat, skip, f);
	return true;
}

/* commit_draw(): one card from a pile that has one. */
static bool fast_draw(uno_game *g, struct uno__state *s, int seat, struct uno__fast *f)
{
	if (s->ndraw == 0)
		return false;
	s->exposed = 0;
	g->draws_in_move++;
	s->passes = 0;
	s->moving = 0;
	unsigned face = s->piles[--s->ndraw];
	uno__hand_add(s, seat, face);
	if (uno__matches(s, face)) {
		/* G-3: a playable card may be played at once. */
		uno__decide(s, UNO_PHASE_DRAWN, seat);
		s->drawn_face = (uint8_t)face;
		return true;
	}
	advance(g, s, seat, false, f);
	return true;
}

/* commit_challenge() when the seat takes the draw it could challenge. */
static bool fast_accept(uno_game *g, struct uno__state *s, int seat, struct uno__fast *f)
{
	if (act_of(s, f, uno__face_kind(s->pending_face)) & UNO__FAST_SLOW)
		return false;
	unsigned total = s->stack;

	s->exposed = 0;
	s->stack = 0;
	uno__draw_cards(g, seat, total, UNO_DRAW_CARD_EFFECT);
	s->pending_face = UNO__NO_FACE;
	s->offender = UNO__NO_SEAT;
	s->bluff = 0;
	uno__decide(s, UNO_PHASE_PLAY, next_of(s, seat));
	return true;
}

bool uno__fast_apply(uno_game *g, int seat, const uno_move *m, struct uno__fast *f)
{
	struct uno__state *s = &g->s;
	bool done = false;

	if (!f->ok || seat != s->current || s->misplay)
		return false;
	/* uno__step_begin(): the step works on the game's own state. */
	g->errmsg[0] = 0;
	g->draws_in_move = 0;
	g->w = s;
	switch (m->type) {
	case UNO_MOVE_PLAY:
		done = (s->phase == UNO_PHASE_PLAY || s->phase == UNO_PHASE_DRAWN) &&
		       fast_play(g, s, seat, m, f);
		break;
	case UNO_MOVE_DRAW:
		done = s->phase == UNO_PHASE_PLAY && fast_draw(g, s, seat, f);
		break;
	case UNO_MOVE_PASS:
		if (s->phase == UNO_PHASE_PLAY)
			s->passes++;
		else if (s->phase != UNO_PHASE_DRAWN)
			break;
		s->exposed = 0;
		s->drawn_face = UNO__NO_FACE;
		advance(g, s, seat, false, f);
		done = true;
		break;
	case UNO_MOVE_ACCEPT:
		done = s->phase == UNO_PHASE_CHALLENGE && fast_accept(g, s, seat, f);
		break;
	default:
		break;
	}
	if (!done)
		return false;
	g->origin.moves++;
	uno__record_move(g, seat, m, 0);
	return true;
}
