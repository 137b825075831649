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
 *  - hand-offs, knock-outs, refereed misplays, automatic
 *    UNO penalties, stacks and deflections, draws until a card plays or a
 *    color shows, more cards of a number, the strict and last-card rules
 *    (the rules' gate, compiled with them: uno__rules_derive());
 *  - kinds whose effect has a decision of its own or moves many cards
 *    (uno__fast_kind());
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
uint8_t uno__fast_kind(const struct uno__state *s, unsigned k)
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
