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
 *    (uno__kind_act(), core.h);
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

uint8_t uno__fast_kind(const struct uno__state *s, unsigned k)
{
	const struct uno__kind_rule *r = &s->rules.v->kind[k];
	return uno__kind_act(r, uno__kind_flags(s, r), uno__challengeable(s, r));
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
	if (s->rules.gate & UNO__GATE_KIND_OPTIONS)
		return;
	/* The kinds' own flags: the variant's table (no_challenge as the
	 * game has it; strict_wild_draw, the other option that decides a
	 * challenge, keeps the game off the fast step). */
	memcpy(f->act, s->rules.v->fast_act[uno__opt(s, UNO_OPT_NO_CHALLENGE) != 0], sizeof f->act);
	f->known = ~0u;
}
