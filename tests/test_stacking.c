/*
 * House rules: stacking draw cards (H-1) and strict wild draw cards (H-6),
 * and how they meet the challenge (C-7, X-4), going out (G-7), two players
 * (C-8) and the UNO catch window (G-6), as doc/house-rules.md rules them.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <string.h>

/* A game of three seats (seat 0 first) from a partial deck, so every card
 * drawn is known: draw is the draw pile, front first. */
static uno_game *three(const char *variant, const uno_rules *r, const char *h0,
		       const char *h1, const char *h2, const char *first, const char *draw)
{
	const char *hands[] = { h0, h1, h2 };
	return t_game(variant, r, 3, -1, hands, first, draw, false);
}

/* Plenty of classic number cards nobody holds in these scripts. */
#define CLASSIC_DRAW "B1 B2 B3 B4 B5 B6 G1 G2 G3 G4 G5 G6 Y5 Y6 Y7 Y8"
/* The same for Express, whose deck has one of each number per color. */
#define EXPRESS_DRAW "B1 B2 B3 B4 B5 B6 G4 G5 G6 Y5 Y6 Y8"

/* The last recorded event of a type, or NULL. */
static const uno_event *last_event(const struct t_events *rec, int type)
{
	for (int i = rec->n - 1; i >= 0; i--)
		if (rec->ev[i].type == type)
			return &rec->ev[i];
	return NULL;
}

/* Cards a seat drew as a card's effect among the recorded events. */
static int effect_draws(const struct t_events *rec, int seat)
{
	int n = 0;
	for (int i = 0; i < rec->n; i++)
		if (rec->ev[i].type == UNO_EV_DRAW && rec->ev[i].seat == seat &&
		    rec->ev[i].reason == UNO_DRAW_CARD_EFFECT)
			n++;
	return n;
}

/* ---- the options ---- */

/* H-1, H-6: stacking is 0..2 and strict_wild_draw 0..1, both off by
 * default, in every variant but Teams, which refuses both (ENOTSUP). */
static void test_stacking_option_bounds_default_and_teams_H1(void **state)
{
	(void)state;
	size_t n = uno_rules_builtin_count();
	int seen_teams = 0;

	assert_true(n >= 7);
	for (size_t i = 0; i < n; i++) {
		const uno_rules *base = uno_rules_builtin_at(i);
		uno_rules *r;
		int min = -9, max = -9, def = -9, v = -9;

		assert_non_null(base);
		assert_int_equal(uno_rules_copy(&r, base, NULL, NULL), UNO_OK);
		if (strcmp(uno_rules_name(base), "teams") == 0) {
			seen_teams = 1;
			assert_int_equal(uno_rules_option_info(base, UNO_OPT_STACKING, &min, &max,
							       &def), UNO_ENOTSUP);
			assert_int_equal(uno_rules_get(base, UNO_OPT_STACKING, &v), UNO_ENOTSUP);
			assert_int_equal(uno_rules_set(r, UNO_OPT_STACKING, 1), UNO_ENOTSUP);
			assert_int_equal(uno_rules_set(r, UNO_OPT_STACKING, 0), UNO_ENOTSUP);
			uno_rules_free(r);
			continue;
		}
		/* No Mercy stacks by value unless the host says otherwise (NM-6). */
		bool mercy = strcmp(uno_rules_name(base), "no-mercy") == 0;
		assert_int_equal(uno_rules_option_info(base, UNO_OPT_STACKING, &min, &max, &def),
				 UNO_OK);
		assert_int_equal(min, 0);
		assert_int_equal(max, 3); /* 3: by value, NM-6 */
		assert_int_equal(def, mercy ? 3 : 0);
		assert_int_equal(uno_rules_get(base, UNO_OPT_STACKING, &v), UNO_OK);
		assert_int_equal(v, mercy ? 3 : 0);
		for (int k = 0; k <= 3; k++) {
			assert_int_equal(uno_rules_set(r, UNO_OPT_STACKING, k), UNO_OK);
			assert_int_equal(uno_rules_get(r, UNO_OPT_STACKING, &v), UNO_OK);
			assert_int_equal(v, k);
		}
		/* Out of bounds: refused, the table keeps its value. */
		assert_int_equal(uno_rules_set(r, UNO_OPT_STACKING, 4), UNO_ERANGE);
		assert_int_equal(uno_rules_set(r, UNO_OPT_STACKING, -1), UNO_ERANGE);
		assert_int_equal(uno_rules_get(r, UNO_OPT_STACKING, &v), UNO_OK);
		assert_int_equal(v, 3);

		if (mercy) {
			/* Nothing is restricted or challenged there (NM-5). */
			assert_int_equal(uno_rules_option_info(base, UNO_OPT_STRICT_WILD_DRAW, &min,
							       &max, &def), UNO_ENOTSUP);
			uno_rules_free(r);
			continue;
		}
		assert_int_equal(uno_rules_option_info(base, UNO_OPT_STRICT_WILD_DRAW, &min,
						       &max, &def), UNO_OK);
		assert_int_equal(min, 0);
		assert_int_equal(max, 1);
		assert_int_equal(def, 0);
		uno_rules_free(r);
	}
	assert_true(seen_teams);
}

/* H-6: Teams has no restricted wild draw card, so no strict option. */
static void test_teams_has_no_strict_wild_draw_H6(void **state)
{
	(void)state;
	const uno_rules *base;
	uno_rules *r;
	int v = -9;

	assert_int_equal(uno_rules_builtin(&base, "teams"), UNO_OK);
	assert_int_equal(uno_rules_get(base, UNO_OPT_STRICT_WILD_DRAW, &v), UNO_ENOTSUP);
	assert_int_equal(uno_rules_option_info(base, UNO_OPT_STRICT_WILD_DRAW, NULL, NULL,
					       NULL), UNO_ENOTSUP);
	assert_int_equal(uno_rules_copy(&r, base, NULL, NULL), UNO_OK);
	assert_int_equal(uno_rules_set(r, UNO_OPT_STRICT_WILD_DRAW, 1), UNO_ENOTSUP);
	uno_rules_free(r);
}

/* ---- stacking off ---- */

/* H-1, C-4: with stacking off (the default, or 0 set explicitly) a Draw
 * Two makes the next seat draw 2 at once and lose the turn, even when it
 * holds a Draw Two; no stack phase, no stack event. */
static void test_stacking_off_draw_two_draws_at_once_H1(void **state)
{
	(void)state;
	uno_rules *off = t_rules("classic", UNO_OPT_STACKING, 0, -1);

	for (int k = 0; k < 2; k++) {
		struct t_events rec;
		uno_game *g = three("classic", k ? off : NULL, "RD2 R3 Y1", "BD2 G7 G8",
				    "R6 G9 Y4", "R5", CLASSIC_DRAW);
		t_record_events(g, &rec);
		t_apply(g, 0, "RD2");
		assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
		assert_int_equal(uno_game_current_player(g), 2);
		assert_int_equal(uno_game_hand_size(g, 1), 5);
		assert_int_equal(uno_game_pending_draw(g), 0);
		assert_int_equal(t_count_events(&rec, UNO_EV_STACK, -2), 0);
		uno_game_free(g);
	}
	/* A Wild Draw Four gives the classic challenge decision, not a stack. */
	uno_game *g = three("classic", off, "W4 Y3 Y1", "BD2 G7 G8", "R6 G9 Y4", "R5",
			    CLASSIC_DRAW);
	t_apply(g, 0, "W4/B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	assert_string_equal(t_legal(g, 1), "challenge accept");
	uno_game_free(g);
	uno_rules_free(off);
}

/* ---- stacking 1: same kind ---- */

/* H-1: after a Draw Two the next seat owns the stack decision; its only
 * moves are its Draw Twos (any color: same symbol) and accept. Everything
 * else is refused with STACK_ONLY, and nothing is drawn yet. */
static void test_stack_decision_lists_only_draw_twos_and_accept_H1(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_STACKING, 1, -1);
	struct t_events rec;
	uno_game *g = three("classic", r, "RD2 R3 Y1 Y2 Y3", "GD2 BD2 R7 W W4",
			    "R6 G9 Y4 B8 B9", "R5", CLASSIC_DRAW);
	uno_rules_free(r);

	t_record_events(g, &rec);
	t_apply(g, 0, "RD2");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_pending_draw(g), 2);
	assert_int_equal(uno_game_hand_size(g, 1), 5);
	const uno_event *e = last_event(&rec, UNO_EV_STACK);
	assert_non_null(e);
	assert_int_equal(e->value, 2);

	assert_string_equal(t_legal(g, 1), "GD2 BD2 accept");
	assert_string_equal(t_legal(g, 0), "");
	assert_string_equal(t_legal(g, 2), "");
	/* R7 matches the color, W and W4 are wilds: none of them stacks. */
	t_refuse(g, 1, "R7", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	t_refuse(g, 1, "W/B", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	t_refuse(g, 1, "W4/B", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	t_refuse(g, 1, "draw", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	t_refuse(g, 1, "pass", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	/* No challenge of a Draw Two. */
	t_refuse(g, 1, "challenge", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	t_refuse(g, 2, "accept", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	uno_game_free(g);
}

/* H-1: stacking a Draw Two passes a total of 4 to the next seat, which
 * with no Draw Two can only accept: it draws all 4 and loses its turn. */
static void test_stacked_draw_two_total_goes_to_next_who_accepts_H1(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_STACKING, 1, -1);
	struct t_events rec;
	uno_game *g = three("classic", r, "RD2 R3 Y1 Y2 Y3", "GD2 BD2 R7 W W4",
			    "R6 G9 Y4 B8 B9", "R5", CLASSIC_DRAW);
	uno_rules_free(r);

	t_record_events(g, &rec);
	t_apply(g, 0, "RD2");
	t_apply(g, 1, "BD2");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_pending_draw(g), 4);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	const uno_event *e = last_event(&rec, UNO_EV_STACK);
	assert_non_null(e);
	assert_int_equal(e->seat, 1);
	assert_int_equal(e->value, 4);
	assert_int_equal(t_count_events(&rec, UNO_EV_STACK, -2), 2);
	/* Nobody has drawn yet. */
	assert_int_equal(effect_draws(&rec, 1), 0);
	assert_int_equal(effect_draws(&rec, 2), 0);

	/* B8 and B9 match the blue Draw Two by color, but only accept is left. */
	assert_string_equal(t_legal(g, 2), "accept");
	t_refuse(g, 2, "B8", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	t_apply(g, 2, "accept");
	assert_int_equal(uno_game_hand_size(g, 2), 9);
	assert_int_equal(effect_draws(&rec, 2), 4);
	assert_int_equal(uno_game_hand_size(g, 0), 4);
	assert_int_equal(uno_game_hand_size(g, 1), 4);
	assert_int_equal(uno_game_pending_draw(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 0);
	uno_game_free(g);
}

/* H-1 stacking 1: a Wild Draw Four answers a Wild Draw Four (a Draw Two of
 * the named color does not), and with strict_wild_draw off the challenge is
 * offered at every step. */
static void test_wild_draw_four_stacks_on_its_kind_with_challenge_H1(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_STACKING, 1, -1);
	struct t_events rec;
	uno_game *g = three("classic", r, "W4 Y1 Y2 Y3", "W4 BD2 G7 G8",
			    "B8 G9 Y4 GD2", "R5", CLASSIC_DRAW);
	uno_rules_free(r);

	t_record_events(g, &rec);
	t_apply(g, 0, "W4/B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_pending_draw(g), 4);
	assert_string_equal(t_legal(g, 1), "W4/R W4/Y W4/G W4/B challenge accept");
	/* BD2 matches blue by G-2, but it is not a Wild Draw Four. */
	t_refuse(g, 1, "BD2", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	t_refuse(g, 1, "draw", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);

	t_apply(g, 1, "W4/G");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_pending_draw(g), 8);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	assert_int_equal(last_event(&rec, UNO_EV_STACK)->value, 8);
	/* GD2 matches green, still not a Wild Draw Four. */
	assert_string_equal(t_legal(g, 2), "challenge accept");
	t_refuse(g, 2, "GD2", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);

	t_apply(g, 2, "accept");
	assert_int_equal(uno_game_hand_size(g, 2), 12);
	assert_int_equal(uno_game_hand_size(g, 0), 3);
	assert_int_equal(uno_game_hand_size(g, 1), 3);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	uno_game_free(g);
}

/* H-1 stacking 1: a Wild Draw Four played without a color in a stack asks
 * for the color first, then passes the grown total on. */
static void test_stacked_wild_names_color_before_passing_on_H1(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_STACKING, 1, -1);
	uno_game *g = three("classic", r, "W4 Y1 Y2 Y3", "W4 BD2 G7 G8",
			    "B8 G9 Y4 GD2", "R5", CLASSIC_DRAW);
	uno_rules_free(r);

	t_apply(g, 0, "W4/B");
	t_apply(g, 1, "W4");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(uno_game_current_player(g), 1);
	t_apply(g, 1, "color Y");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_pending_draw(g), 8);
	assert_int_equal(uno_game_current_color(g), UNO_YELLOW);
	uno_game_free(g);
}

/* ---- stacking 2: any draw card ---- */

/* H-1 stacking 2: a Wild Draw Four answers a Draw Two, and a Draw Two
 * answers a Wild Draw Four only in the named color. */
static void test_cross_stacking_draw_two_and_wild_draw_four_H1(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_STACKING, 2, -1);
	uno_game *g = three("classic", r, "RD2 R3 Y1 Y2", "W4 YD2 R7 B9",
			    "GD2 BD2 G9 Y4", "R5", CLASSIC_DRAW);
	uno_rules_free(r);

	t_apply(g, 0, "RD2");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_string_equal(t_legal(g, 1), "YD2 W4/R W4/Y W4/G W4/B accept");
	t_refuse(g, 1, "R7", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	/* Not a draw card: it cannot stack (H-1). */
	t_refuse(g, 1, "B9", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);

	t_apply(g, 1, "W4/G");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_pending_draw(g), 6);
	/* GD2 matches the named green; BD2 does not. The Wild Draw Four on
	 * top may be challenged. */
	assert_string_equal(t_legal(g, 2), "GD2 challenge accept");
	/* A draw card that may stack, but must still match (G-2). */
	t_refuse(g, 2, "BD2", UNO_EILLEGAL, UNO_REASON_NO_MATCH);

	t_apply(g, 2, "GD2");
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_pending_draw(g), 8);
	/* A Draw Two on top: no challenge. */
	assert_string_equal(t_legal(g, 0), "accept");
	t_apply(g, 0, "accept");
	assert_int_equal(uno_game_hand_size(g, 0), 11);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	uno_game_free(g);
}

/* ---- Express ---- */

/* H-1 stacking 1 in Express: Draw One on Draw One, Wild Draw Two on Wild
 * Draw Two, and neither on the other. */
static void test_express_stacks_same_kind_H1(void **state)
{
	(void)state;
	uno_rules *r = t_rules("express", UNO_OPT_STACKING, 1, -1);

	uno_game *g = three("express", r, "RD1 R3 Y1 Y2", "BD1 W2 R7 G3",
			    "GD1 W G9 Y4", "R5", EXPRESS_DRAW);
	t_apply(g, 0, "RD1");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_pending_draw(g), 1);
	assert_string_equal(t_legal(g, 1), "BD1 accept");
	t_refuse(g, 1, "W2/B", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	t_apply(g, 1, "BD1");
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_pending_draw(g), 2);
	assert_string_equal(t_legal(g, 2), "GD1 accept");
	t_apply(g, 2, "accept");
	assert_int_equal(uno_game_hand_size(g, 2), 6);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	uno_game_free(g);

	g = three("express", r, "W2 Y1 Y2 Y3", "W2 BD1 B7 G3", "GD1 G9 Y4 R4", "R5",
		  EXPRESS_DRAW);
	t_apply(g, 0, "W2/B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_pending_draw(g), 2);
	assert_string_equal(t_legal(g, 1), "W2/R W2/Y W2/G W2/B challenge accept");
	t_refuse(g, 1, "BD1", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	t_apply(g, 1, "W2/G");
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_pending_draw(g), 4);
	/* GD1 matches green but is not a Wild Draw Two. */
	assert_string_equal(t_legal(g, 2), "challenge accept");
	t_refuse(g, 2, "GD1", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	t_apply(g, 2, "accept");
	assert_int_equal(uno_game_hand_size(g, 2), 8);
	assert_int_equal(uno_game_current_player(g), 0);
	uno_game_free(g);
	uno_rules_free(r);
}

/* H-1 stacking 2 in Express: Wild Draw Two on Draw One, then a Draw One of
 * the named color on the Wild Draw Two. */
static void test_express_cross_stacking_H1(void **state)
{
	(void)state;
	uno_rules *r = t_rules("express", UNO_OPT_STACKING, 2, -1);
	uno_game *g = three("express", r, "RD1 R3 Y1 Y2", "W2 YD1 R7 B9",
			    "GD1 BD1 G9 Y4", "R5", EXPRESS_DRAW);
	uno_rules_free(r);

	t_apply(g, 0, "RD1");
	assert_string_equal(t_legal(g, 1), "YD1 W2/R W2/Y W2/G W2/B accept");
	t_apply(g, 1, "W2/G");
	assert_int_equal(uno_game_pending_draw(g), 3);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_string_equal(t_legal(g, 2), "GD1 challenge accept");
	/* A Draw One may cross-stack, but must match the named green (G-2). */
	t_refuse(g, 2, "BD1", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	t_apply(g, 2, "GD1");
	assert_int_equal(uno_game_pending_draw(g), 4);
	assert_string_equal(t_legal(g, 0), "accept");
	t_apply(g, 0, "accept");
	assert_int_equal(uno_game_hand_size(g, 0), 7);
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);
}

/* ---- challenges in a stack ---- */

/* H-1, C-7: the challenge is about the card on top. Its player bluffed:
 * that player draws the whole total and the challenger plays normally
 * under the named color. */
static void test_guilty_top_offender_draws_whole_stack_H1(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_STACKING, 1, -1);
	struct t_events rec;
	uno_game *g = three("classic", r, "W4 Y1 Y2 Y3", "W4 B7 G1 G2", "R6 G9 Y4 B8",
			    "R5", CLASSIC_DRAW);
	uno_rules_free(r);

	t_apply(g, 0, "W4/B");   /* no red held: innocent */
	t_apply(g, 1, "W4/G");   /* B7 held under blue: a bluff */
	t_record_events(g, &rec);
	t_apply(g, 2, "challenge");

	const uno_event *e = last_event(&rec, UNO_EV_CHALLENGE);
	assert_non_null(e);
	assert_int_equal(e->seat, 1);
	assert_int_equal(e->other, 2);
	assert_int_equal(e->value, 1);
	assert_int_equal(uno_game_hand_size(g, 1), 3 + 8);
	assert_int_equal(uno_game_hand_size(g, 2), 4);
	assert_int_equal(uno_game_hand_size(g, 0), 3);
	assert_int_equal(uno_game_pending_draw(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	assert_true(t_is_legal(g, 2, "G9"));
	assert_false(t_is_legal(g, 2, "R6"));
	t_apply(g, 2, "G9");
	assert_int_equal(uno_game_current_player(g), 0);
	uno_game_free(g);
}

/* H-1, C-7 with challenger_skipped: a successful challenger in a stack
 * draws nothing but still loses the turn. */
static void test_guilty_stack_with_challenger_skipped_H1(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_STACKING, 1,
			       UNO_OPT_CHALLENGER_SKIPPED, 1, -1);
	uno_game *g = three("classic", r, "W4 Y1 Y2 Y3", "W4 B7 G1 G2", "R6 G9 Y4 B8",
			    "R5", CLASSIC_DRAW);
	uno_rules_free(r);

	t_apply(g, 0, "W4/B");
	t_apply(g, 1, "W4/G");
	t_apply(g, 2, "challenge");
	assert_int_equal(uno_game_hand_size(g, 1), 11);
	assert_int_equal(uno_game_hand_size(g, 2), 4);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	uno_game_free(g);
}

/* H-1, C-7: the first Wild Draw Four was a bluff, the one on top was not.
 * The challenge judges the top card: innocent, so the challenger draws the
 * total plus challenge_penalty and is skipped; the earlier bluffer is not
 * touched. */
static void test_innocent_top_challenger_draws_total_plus_penalty_H1(void **state)
{
	(void)state;
	for (int penalty = 2; penalty <= 3; penalty++) {
		uno_rules *r = t_rules("classic", UNO_OPT_STACKING, 1,
				       UNO_OPT_CHALLENGE_PENALTY, penalty, -1);
		struct t_events rec;
		uno_game *g = three("classic", r, "W4 R1 Y2 Y3", "W4 G1 G2 Y7",
				    "R6 G9 Y4 B8", "R5", CLASSIC_DRAW);
		uno_rules_free(r);

		t_apply(g, 0, "W4/B");   /* R1 held under red: a bluff */
		t_apply(g, 1, "W4/Y");   /* no blue held: innocent */
		t_record_events(g, &rec);
		t_apply(g, 2, "challenge");

		const uno_event *e = last_event(&rec, UNO_EV_CHALLENGE);
		assert_non_null(e);
		assert_int_equal(e->seat, 1);
		assert_int_equal(e->value, 0);
		assert_int_equal(uno_game_hand_size(g, 2), 4 + 8 + penalty);
		assert_int_equal(uno_game_hand_size(g, 0), 3);
		assert_int_equal(uno_game_hand_size(g, 1), 3);
		assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
		assert_int_equal(uno_game_current_player(g), 0);
		assert_int_equal(uno_game_current_color(g), UNO_YELLOW);
		uno_game_free(g);
	}
}

/* H-1, H-6: with strict_wild_draw there is no challenge in a stack: it is
 * neither listed nor accepted; a bluffing Wild Draw Four cannot be stacked
 * either. */
static void test_strict_stack_offers_no_challenge_H6(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_STACKING, 1, UNO_OPT_STRICT_WILD_DRAW, 1,
			       -1);
	uno_game *g = three("classic", r, "W4 Y1 Y2 Y3", "W4 G1 G2 Y7", "R6 G9 Y4 B8",
			    "R5", CLASSIC_DRAW);

	t_apply(g, 0, "W4/B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_string_equal(t_legal(g, 1), "W4/R W4/Y W4/G W4/B accept");
	t_refuse(g, 1, "challenge", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	t_apply(g, 1, "W4/G");
	assert_int_equal(uno_game_pending_draw(g), 8);
	assert_string_equal(t_legal(g, 2), "accept");
	t_refuse(g, 2, "challenge", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	t_apply(g, 2, "accept");
	assert_int_equal(uno_game_hand_size(g, 2), 12);
	uno_game_free(g);

	/* Seat 1 holds blue under the named blue: its Wild Draw Four would be
	 * a bluff, so it is refused and only accept is left. */
	g = three("classic", r, "W4 Y1 Y2 Y3", "W4 B7 G2 Y7", "R6 G9 Y4 B8", "R5",
		  CLASSIC_DRAW);
	uno_rules_free(r);
	t_apply(g, 0, "W4/B");
	assert_string_equal(t_legal(g, 1), "accept");
	t_refuse(g, 1, "W4/G", UNO_EILLEGAL, UNO_REASON_WILD_DRAW_RESTRICTED);
	uno_game_free(g);
}

/* ---- going out, two players ---- */

/* H-1, G-7: a stacking card played as the last card ends the round, and
 * the next seat still draws the whole total, which is scored. */
static void test_going_out_on_stack_lands_whole_total_H1(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_STACKING, 1, -1);
	struct t_events rec;
	uno_game *g = three("classic", r, "R3 BD2", "R4 G8", "RD2 Y9", "R5",
			    "G1 G2 G3 G4 B1 B2");
	uno_rules_free(r);

	t_apply(g, 0, "R3!");
	t_apply(g, 1, "R4!");
	t_apply(g, 2, "RD2!");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_current_player(g), 0);
	t_record_events(g, &rec);
	t_apply(g, 0, "BD2");

	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 0);
	assert_string_equal(t_hand(g, 1), "G1 G2 G3 G4 G8");
	assert_string_equal(t_hand(g, 2), "Y9");
	assert_int_equal(uno_game_pending_draw(g), 0);
	/* 8 + 1 + 2 + 3 + 4 in seat 1, 9 in seat 2. */
	assert_int_equal(uno_game_score(g, 0), 27);
	const uno_event *e = last_event(&rec, UNO_EV_ROUND_END);
	assert_non_null(e);
	assert_int_equal(e->seat, 0);
	assert_int_equal(e->value, 27);
	uno_game_free(g);
}

/* H-1, G-7: a Wild Draw Four that goes out on a Wild Draw Four stack
 * cannot be challenged; the next seat draws all 8. */
static void test_going_out_with_wild_draw_four_on_stack_H1(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_STACKING, 1, -1);
	uno_game *g = three("classic", r, "R3 W4", "R4 G8", "W4 Y9", "R5",
			    "G1 G2 G3 G4 B1 B2 B3 B4 B5");
	uno_rules_free(r);

	t_apply(g, 0, "R3!");
	t_apply(g, 1, "R4!");
	t_apply(g, 2, "W4/G!");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	t_apply(g, 0, "W4/B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_hand_size(g, 1), 9);
	assert_int_equal(uno_game_hand_size(g, 2), 1);
	assert_string_equal(t_legal(g, 1), "");
	/* 8 + 1+2+3+4 + 1+2+3+4 in seat 1, 9 in seat 2. */
	assert_int_equal(uno_game_score(g, 0), 8 + 10 + 10 + 9);
	uno_game_free(g);
}

/* H-1, C-8: with two players the stack comes back to the seat that
 * started it, which must answer it (stack again or accept). */
static void test_two_players_stack_returns_to_starter_H1(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_STACKING, 1, -1);
	const char *hands[] = { "RD2 GD2 Y1", "BD2 G7 G8" };
	uno_game *g = t_game("classic", r, 2, -1, hands, "R5", CLASSIC_DRAW, false);
	uno_rules_free(r);

	t_apply(g, 0, "RD2");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_current_player(g), 1);
	t_apply(g, 1, "BD2");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_pending_draw(g), 4);
	assert_string_equal(t_legal(g, 0), "GD2 GD2! accept");
	/* Not a draw card: it cannot answer the stack (H-1). */
	t_refuse(g, 0, "Y1", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	t_refuse(g, 0, "draw", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);

	t_apply(g, 0, "GD2!");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_pending_draw(g), 6);
	assert_string_equal(t_legal(g, 1), "accept");
	t_apply(g, 1, "accept");
	assert_int_equal(uno_game_hand_size(g, 1), 2 + 6);
	assert_int_equal(uno_game_hand_size(g, 0), 1);
	/* Seat 1 lost its turn, so seat 0 plays again. */
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	uno_game_free(g);
}

/* ---- the UNO call ---- */

/* H-1, G-6: a stacking play that leaves one card exposes its player, or
 * carries the call; any other seat may catch an exposed player during the
 * stack decision, which stays pending with its total; the victim's answer,
 * a stack or accept, closes the window. */
static void test_stacking_second_to_last_card_and_catch_window_H1(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_STACKING, 1, -1);
	uno_game *g = three("classic", r, "RD2 Y1", "BD2 G7", "GD2 R6", "R5", CLASSIC_DRAW);
	uno_game *c;
	uno_rules_free(r);

	/* Seat 0 stacks nothing yet: its Draw Two leaves one card, uncalled. */
	t_apply(g, 0, "RD2");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_string_equal(t_legal(g, 0), "uno");
	assert_string_equal(t_legal(g, 1), "BD2 BD2! catch 0 accept");
	assert_string_equal(t_legal(g, 2), "catch 0");

	/* A catch during the stack decision changes nothing else. */
	assert_int_equal(uno_game_clone(&c, g), UNO_OK);
	t_apply(c, 2, "catch 0");
	assert_int_equal(uno_game_hand_size(c, 0), 3);
	assert_int_equal(uno_game_phase(c), UNO_PHASE_STACK);
	assert_int_equal(uno_game_current_player(c), 1);
	assert_int_equal(uno_game_pending_draw(c), 2);
	uno_game_free(c);

	/* Seat 1 stacks (its answer closes seat 0's window), also down to
	 * one card and without calling. */
	t_apply(g, 1, "BD2");
	t_refuse(g, 2, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	assert_int_equal(uno_game_uno_called(g, 1), 0);
	assert_string_equal(t_legal(g, 0), "catch 1");
	assert_string_equal(t_legal(g, 1), "uno");
	assert_string_equal(t_legal(g, 2), "GD2 GD2! catch 1 accept");

	/* Caught while seat 2 decides: seat 1 draws the penalty, the stack of
	 * 4 still waits for seat 2. */
	assert_int_equal(uno_game_clone(&c, g), UNO_OK);
	t_apply(c, 0, "catch 1");
	assert_int_equal(uno_game_hand_size(c, 1), 3);
	assert_int_equal(uno_game_hand_size(c, 2), 2);
	assert_int_equal(uno_game_phase(c), UNO_PHASE_STACK);
	assert_int_equal(uno_game_current_player(c), 2);
	assert_int_equal(uno_game_pending_draw(c), 4);
	uno_game_free(c);

	/* Calling late, during the stack decision, still saves seat 1. */
	assert_int_equal(uno_game_clone(&c, g), UNO_OK);
	t_apply(c, 1, "uno");
	t_refuse(c, 0, "catch 1", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	uno_game_free(c);

	/* Accepting is the next player's answer: the window closes. */
	assert_int_equal(uno_game_clone(&c, g), UNO_OK);
	t_apply(c, 2, "accept");
	assert_int_equal(uno_game_hand_size(c, 2), 6);
	t_refuse(c, 0, "catch 1", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	assert_int_equal(uno_game_hand_size(c, 1), 1);
	uno_game_free(c);

	/* So is stacking; seat 2 calls with its stacking card. */
	t_apply(g, 2, "GD2!");
	t_refuse(g, 0, "catch 1", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	t_refuse(g, 0, "catch 2", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	assert_int_equal(uno_game_uno_called(g, 2), 1);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_pending_draw(g), 6);
	assert_string_equal(t_legal(g, 0), "accept");
	uno_game_free(g);
}

/* ---- H-6 without stacking ---- */

/* H-6, C-6: strict_wild_draw refuses a Wild Draw Four bluff (with or
 * without its color) and leaves it out of the legal moves; without the
 * option the same bluff is accepted. */
static void test_strict_refuses_wild_draw_four_bluff_H6(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_STRICT_WILD_DRAW, 1, -1);
	uno_game *g = three("classic", NULL, "W4 R1 Y2", "B7 G8 Y9", "R6 B6 G6", "R5",
			    CLASSIC_DRAW);

	assert_true(t_is_legal(g, 0, "W4/B"));
	uno_game_free(g);

	g = three("classic", r, "W4 R1 Y2", "B7 G8 Y9", "R6 B6 G6", "R5", CLASSIC_DRAW);
	uno_rules_free(r);
	t_refuse(g, 0, "W4/B", UNO_EILLEGAL, UNO_REASON_WILD_DRAW_RESTRICTED);
	t_refuse(g, 0, "W4", UNO_EILLEGAL, UNO_REASON_WILD_DRAW_RESTRICTED);
	assert_string_equal(t_legal(g, 0), "R1 draw");
	uno_game_free(g);
}

/* H-6, C-6: under strict_wild_draw a legal Wild Draw Four cannot be a
 * bluff, so no challenge is offered: the next seat draws 4 at once and
 * loses the turn, whether the color came with the play or after it. */
static void test_strict_legal_wild_draw_four_draws_at_once_H6(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_STRICT_WILD_DRAW, 1, -1);

	for (int later = 0; later < 2; later++) {
		struct t_events rec;
		uno_game *g = three("classic", r, "W4 G1 Y2", "B7 G8 Y9", "R6 B6 G6", "R5",
				    CLASSIC_DRAW);
		t_record_events(g, &rec);
		if (later) {
			t_apply(g, 0, "W4");
			assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
			t_apply(g, 0, "color B");
		} else {
			t_apply(g, 0, "W4/B");
		}
		assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
		assert_int_equal(uno_game_current_player(g), 2);
		assert_int_equal(uno_game_hand_size(g, 1), 7);
		assert_int_equal(effect_draws(&rec, 1), 4);
		assert_int_equal(uno_game_pending_draw(g), 0);
		assert_int_equal(t_count_events(&rec, UNO_EV_CHALLENGE, -2), 0);
		assert_string_equal(t_legal(g, 1), "");
		t_refuse(g, 1, "challenge", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
		uno_game_free(g);
	}
	uno_rules_free(r);
}

/* H-6, X-4: in Express a Wild Draw Two bluff (the current color held, or
 * another wild) is refused under strict_wild_draw, and a legal one makes
 * the next seat draw 2 at once with no challenge. */
static void test_strict_express_wild_draw_two_H6(void **state)
{
	(void)state;
	uno_rules *r = t_rules("express", UNO_OPT_STRICT_WILD_DRAW, 1, -1);
	uno_game *g;

	/* Without the option, the wild-held bluff is accepted. */
	g = three("express", NULL, "W2 W Y2", "B7 G8 Y9", "R6 R8 R9", "R5", EXPRESS_DRAW);
	assert_true(t_is_legal(g, 0, "W2/B"));
	uno_game_free(g);

	g = three("express", r, "W2 R1 Y2", "B7 G8 Y9", "R6 R8 R9", "R5", EXPRESS_DRAW);
	t_refuse(g, 0, "W2/B", UNO_EILLEGAL, UNO_REASON_WILD_DRAW_RESTRICTED);
	assert_string_equal(t_legal(g, 0), "R1 draw");
	uno_game_free(g);

	g = three("express", r, "W2 W Y2", "B7 G8 Y9", "R6 R8 R9", "R5", EXPRESS_DRAW);
	t_refuse(g, 0, "W2/B", UNO_EILLEGAL, UNO_REASON_WILD_DRAW_RESTRICTED);
	assert_false(t_is_legal(g, 0, "W2/G"));
	assert_true(t_is_legal(g, 0, "W/G"));
	uno_game_free(g);

	struct t_events rec;
	g = three("express", r, "W2 G1 Y2", "B7 G8 Y9", "R6 R8 R9", "R5", EXPRESS_DRAW);
	uno_rules_free(r);
	t_record_events(g, &rec);
	t_apply(g, 0, "W2/B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_hand_size(g, 1), 5);
	assert_int_equal(effect_draws(&rec, 1), 2);
	assert_int_equal(t_count_events(&rec, UNO_EV_CHALLENGE, -2), 0);
	assert_string_equal(t_legal(g, 1), "");
	uno_game_free(g);
}

static const struct CMUnitTest tests[] = {
	cmocka_unit_test(test_stacking_option_bounds_default_and_teams_H1),
	cmocka_unit_test(test_teams_has_no_strict_wild_draw_H6),
	cmocka_unit_test(test_stacking_off_draw_two_draws_at_once_H1),
	cmocka_unit_test(test_stack_decision_lists_only_draw_twos_and_accept_H1),
	cmocka_unit_test(test_stacked_draw_two_total_goes_to_next_who_accepts_H1),
	cmocka_unit_test(test_wild_draw_four_stacks_on_its_kind_with_challenge_H1),
	cmocka_unit_test(test_stacked_wild_names_color_before_passing_on_H1),
	cmocka_unit_test(test_cross_stacking_draw_two_and_wild_draw_four_H1),
	cmocka_unit_test(test_express_stacks_same_kind_H1),
	cmocka_unit_test(test_express_cross_stacking_H1),
	cmocka_unit_test(test_guilty_top_offender_draws_whole_stack_H1),
	cmocka_unit_test(test_guilty_stack_with_challenger_skipped_H1),
	cmocka_unit_test(test_innocent_top_challenger_draws_total_plus_penalty_H1),
	cmocka_unit_test(test_strict_stack_offers_no_challenge_H6),
	cmocka_unit_test(test_going_out_on_stack_lands_whole_total_H1),
	cmocka_unit_test(test_going_out_with_wild_draw_four_on_stack_H1),
	cmocka_unit_test(test_two_players_stack_returns_to_starter_H1),
	cmocka_unit_test(test_stacking_second_to_last_card_and_catch_window_H1),
	cmocka_unit_test(test_strict_refuses_wild_draw_four_bluff_H6),
	cmocka_unit_test(test_strict_legal_wild_draw_four_draws_at_once_H6),
	cmocka_unit_test(test_strict_express_wild_draw_two_H6),
};

int main(void)
{
	return cmocka_run_group_tests(tests, NULL, NULL);
}
