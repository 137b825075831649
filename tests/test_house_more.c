/*
 * The house rules of issue 21 that change what a card or a round does:
 * deflect (H-9), several cards of one number (H-10), the hand limit
 * (H-11), jump-in with wilds (H-13), no UNO call (H-14), double scoring
 * (H-15) and the Wild Draw Four that is never challenged (H-16), as
 * doc/house-rules.md states them, scripted turn by turn.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <string.h>

/* Big (64 KiB): one recorder for the whole binary, reset by each use. */
static struct t_events ev;

/* A game of three seats (seat 0 plays first) from a partial deck, so that
 * every card drawn is known: draw is the draw pile, front first. */
static uno_game *three(const uno_rules *r, const char *h0, const char *h1, const char *h2,
		       const char *first, const char *draw)
{
	const char *hands[] = { h0, h1, h2 };
	return t_game(uno_rules_name(r), r, 3, -1, hands, first, draw, false);
}

static uno_game *four(const uno_rules *r, const char *h0, const char *h1, const char *h2,
		      const char *h3, const char *first, const char *draw)
{
	const char *hands[] = { h0, h1, h2, h3 };
	return t_game(uno_rules_name(r), r, 4, -1, hands, first, draw, false);
}

/* The last recorded event of a type, or NULL. */
static const uno_event *last_event(int type)
{
	for (int i = ev.n - 1; i >= 0; i--)
		if (ev.ev[i].type == type)
			return &ev.ev[i];
	return NULL;
}

/* ---- the options ---- */

struct house_option {
	int option, max;
	const char *missing; /* the variants that refuse it, or NULL */
	int mercy;           /* its default in No Mercy */
};

/* No Mercy challenges nothing (NM-5) and knocks out at 25 (NM-11). */
static const struct house_option options[] = {
	{ UNO_OPT_NO_CHALLENGE, 1, "teams no-mercy", 0 },
	{ UNO_OPT_NO_UNO_CALL, 1, NULL, 0 },
	{ UNO_OPT_DOUBLE_SCORE, 1, NULL, 0 },
	{ UNO_OPT_JUMP_IN_WILD, 1, NULL, 0 },
	{ UNO_OPT_DEFLECT, 1, "teams", 0 },
	{ UNO_OPT_MULTI_PLAY, 1, NULL, 0 },
	{ UNO_OPT_HAND_LIMIT, 200, "teams", 25 },
};

/* Is name one of the space-separated names of list? */
static bool listed(const char *list, const char *name)
{
	size_t n = strlen(name);
	for (const char *p = list; p && (p = strstr(p, name)) != NULL; p += n)
		if ((p == list || p[-1] == ' ') && (p[n] == 0 || p[n] == ' '))
			return true;
	return false;
}

/*
 * H-9, H-10, H-11, H-13, H-14, H-15, H-16: every variant has each option,
 * off (0) by default, 0..1 (the hand limit 0..200), but Teams, which
 * refuses no_challenge, deflect and hand_limit (UNO_ENOTSUP) whether read
 * or set. Out-of-range values are refused.
 */
static void test_h9_to_h16_options_bounds_defaults_and_teams(void **state)
{
	(void)state;
	for (size_t k = 0; k < sizeof options / sizeof options[0]; k++) {
		const struct house_option *o = &options[k];
		for (size_t i = 0; i < uno_rules_builtin_count(); i++) {
			const uno_rules *base = uno_rules_builtin_at(i);
			uno_rules *r = NULL;
			int lo = -1, hi = -1, def = -1, v = -1;

			assert_int_equal(uno_rules_copy(&r, base, NULL, NULL), UNO_OK);
			if (listed(o->missing, uno_rules_name(base))) {
				assert_int_equal(uno_rules_option_info(base, o->option, &lo, &hi, &def),
						 UNO_ENOTSUP);
				assert_int_equal(uno_rules_get(base, o->option, &v), UNO_ENOTSUP);
				assert_int_equal(uno_rules_set(r, o->option, 1), UNO_ENOTSUP);
				uno_rules_free(r);
				continue;
			}
			assert_int_equal(uno_rules_option_info(base, o->option, &lo, &hi, &def), UNO_OK);
			assert_int_equal(lo, 0);
			assert_int_equal(hi, o->max);
			int want = strcmp(uno_rules_name(base), "no-mercy") == 0 ? o->mercy : 0;
			assert_int_equal(def, want);
			assert_int_equal(uno_rules_get(base, o->option, &v), UNO_OK);
			assert_int_equal(v, want);
			assert_int_equal(uno_rules_set(r, o->option, o->max + 1), UNO_ERANGE);
			assert_int_equal(uno_rules_set(r, o->option, -1), UNO_ERANGE);
			assert_int_equal(uno_rules_set(r, o->option, o->max), UNO_OK);
			uno_rules_free(r);
		}
	}
}

/* ---- H-16 a wild draw card that is never challenged ---- */

/*
 * H-16, C-6, C-7: with no_challenge, a Wild Draw Four played while holding
 * the current color (a bluff) is accepted, and its victim draws the 4 at
 * once: no challenge decision, nothing to challenge with. Express's Wild
 * Draw Two alike (X-4). With strict_wild_draw on as well, the bluff is
 * refused (H-6).
 */
static void test_h16_bluffed_wild_draw_is_never_challenged_H16_C7(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_NO_CHALLENGE, 1, -1);
	uno_game *g = three(r, "W4 R1 G2", "B3 B4 B5", "Y3 Y4 Y5", "R5", "G6 G7 G8 G9 B6");

	t_record_events(g, &ev);
	assert_string_equal(t_legal(g, 0), "R1 W4/R W4/Y W4/G W4/B draw");
	t_apply(g, 0, "W4/B"); /* a bluff: seat 0 holds R1 */
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_string_equal(t_hand(g, 1), "B3 B4 B5 G6 G7 G8 G9");
	assert_int_equal(t_count_events(&ev, UNO_EV_SKIP, 1), 1);
	assert_int_equal(t_count_events(&ev, UNO_EV_CHALLENGE, -2), 0);
	t_refuse(g, 1, "challenge", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	uno_game_free(g);
	uno_rules_free(r);

	/* Express (X-4): the Wild Draw Two, bluffed, likewise. */
	r = t_rules("express", UNO_OPT_NO_CHALLENGE, 1, -1);
	g = three(r, "W2 R1 G2", "B3 B4 B5", "Y3 Y4 Y5", "R5", "G6 G7 G8 G9 B6");
	t_apply(g, 0, "W2/G");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_hand_size(g, 1), 5);
	uno_game_free(g);
	uno_rules_free(r);

	/* H-6 wins: with strict_wild_draw the bluff itself is refused. */
	r = t_rules("classic", UNO_OPT_NO_CHALLENGE, 1, UNO_OPT_STRICT_WILD_DRAW, 1, -1);
	g = three(r, "W4 R1 G2", "B3 B4 B5", "Y3 Y4 Y5", "R5", "G6 G7 G8 G9 B6");
	t_refuse(g, 0, "W4/B", UNO_EILLEGAL, UNO_REASON_WILD_DRAW_RESTRICTED);
	uno_game_free(g);
	uno_rules_free(r);
}

/* H-16 with H-1: stacking on, the victim may stack or accept, never
 * challenge. */
static void test_h16_no_challenge_in_a_stack_H16_H1(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_NO_CHALLENGE, 1, UNO_OPT_STACKING, 1, -1);
	uno_game *g = three(r, "W4 R1 G2", "W4 B4 B5", "Y3 Y4 Y5", "R5", "G6 G7 G8 G9 B6 B7 B8 B9");

	t_apply(g, 0, "W4/B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_string_equal(t_legal(g, 1), "W4/R W4/Y W4/G W4/B accept");
	t_refuse(g, 1, "challenge", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	t_apply(g, 1, "accept");
	assert_int_equal(uno_game_hand_size(g, 1), 7);
	assert_int_equal(uno_game_current_player(g), 2);
	uno_game_free(g);
	uno_rules_free(r);
}

/* ---- H-14 no UNO call ---- */

/*
 * H-14, G-6: with no_uno_call, a play from two cards is listed without the
 * call, and a play with `!` and the `uno` move are refused
 * (UNO_REASON_NOT_IN_VARIANT); the seat left with one card cannot be
 * caught, before or after the next player begins.
 */
static void test_h14_no_call_and_no_catch_H14_G6(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_NO_UNO_CALL, 1, -1);
	uno_game *g = three(r, "R1 G2", "B3 B4", "Y3 Y4", "R5", "G6 G7 G8 G9 B6");

	assert_string_equal(t_legal(g, 0), "R1 draw");
	t_refuse(g, 0, "R1!", UNO_EILLEGAL, UNO_REASON_NOT_IN_VARIANT);
	t_apply(g, 0, "R1");
	assert_int_equal(uno_game_hand_size(g, 0), 1);
	assert_int_equal(uno_game_uno_called(g, 0), 0);
	t_refuse(g, 0, "uno", UNO_EILLEGAL, UNO_REASON_NOT_IN_VARIANT);
	t_refuse(g, 1, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	t_refuse(g, 2, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	assert_false(t_is_legal(g, 1, "catch 0"));
	assert_string_equal(t_legal(g, 1), "draw");
	uno_game_free(g);
	uno_rules_free(r);

	/* Without the option the same play exposes seat 0 (G-6). */
	r = t_rules("classic", -1);
	g = three(r, "R1 G2", "B3 B4", "Y3 Y4", "R5", "G6 G7 G8 G9 B6");
	assert_string_equal(t_legal(g, 0), "R1 R1! draw");
	t_apply(g, 0, "R1");
	assert_true(t_is_legal(g, 1, "catch 0"));
	uno_game_free(g);
	uno_rules_free(r);
}

/* H-14, TM-6: in Teams nobody draws the automatic penalty either. */
static void test_h14_no_automatic_penalty_in_teams_H14_TM6(void **state)
{
	(void)state;
	uno_rules *r = t_rules("teams", UNO_OPT_NO_UNO_CALL, 1, -1);
	uno_game *g = four(r, "R1 G2", "B3 B4", "Y3 Y4", "G3 G4", "R5", "G6 G7 G8 G9 B6");

	t_apply(g, 0, "R1");
	t_apply(g, 1, "draw"); /* the next player begins: no TM-6 penalty */
	assert_int_equal(uno_game_hand_size(g, 0), 1);
	uno_game_free(g);
	uno_rules_free(r);
}

/* ---- H-15 double scoring ---- */

/*
 * H-15, G-8, G-9: with double_score the winner scores twice the points
 * left in the other hands, and the round's end event says so; under G-9
 * (own hands) each seat adds twice its own points.
 */
static void test_h15_round_points_count_double_H15_G8_G9(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_DOUBLE_SCORE, 1, -1);
	uno_game *g = three(r, "R1 R2", "B9 BS", "W Y3", "R5", "G6 G7 G8 G9 B6");

	t_record_events(g, &ev);
	t_apply(g, 0, "R1!");
	t_apply(g, 1, "draw"); /* G6: no match, the turn ends */
	t_apply(g, 2, "draw"); /* G7 */
	t_apply(g, 0, "R2");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	/* Left: seat 1 B9 BS G6 (35), seat 2 W Y3 G7 (60): 95, doubled. */
	assert_int_equal(uno_game_score(g, 0), 190);
	const uno_event *end = last_event(UNO_EV_ROUND_END);
	assert_non_null(end);
	assert_int_equal(end->value, 190);
	uno_game_free(g);
	uno_rules_free(r);

	/* Off: the same round scores 95. */
	r = t_rules("classic", -1);
	g = three(r, "R1 R2", "B9 BS", "W Y3", "R5", "G6 G7 G8 G9 B6");
	t_apply(g, 0, "R1!");
	t_apply(g, 1, "draw");
	t_apply(g, 2, "draw");
	t_apply(g, 0, "R2");
	assert_int_equal(uno_game_score(g, 0), 95);
	uno_game_free(g);
	uno_rules_free(r);

	/* G-9: each seat adds twice its own hand. */
	r = t_rules("classic", UNO_OPT_DOUBLE_SCORE, 1, UNO_OPT_LOWEST_SCORE_WINS, 1, -1);
	g = three(r, "R1 R2", "B9 BS", "W Y3", "R5", "G6 G7 G8 G9 B6");
	t_apply(g, 0, "R1!");
	t_apply(g, 1, "draw");
	t_apply(g, 2, "draw");
	t_apply(g, 0, "R2");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_score(g, 0), 0);
	assert_int_equal(uno_game_score(g, 1), 2 * 35);
	assert_int_equal(uno_game_score(g, 2), 2 * 60);
	uno_game_free(g);
	uno_rules_free(r);
}

/* ---- H-13 jump-in with wilds ---- */

/*
 * H-13, H-4: with jump_in_wild, a seat holding a wild of the kind on top
 * may play it out of turn while a play is pending, naming a color; play
 * goes on from the jumper. A Wild on a Wild Draw Four is no jump-in, nor a
 * Wild while the option is off (jump_in covers colored cards only).
 */
static void test_h13_wild_jumps_in_on_its_own_kind_H13_H4(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_JUMP_IN_WILD, 1, -1);
	uno_game *g = four(r, "W R1 G2", "B3 B4 B5", "W Y4 Y5", "W4 G3 G4", "R5",
			   "G6 G7 G8 G9 B6");

	t_record_events(g, &ev);
	t_apply(g, 0, "W/B");
	assert_int_equal(uno_game_current_player(g), 1);
	/* Seats 2 and 3 are not to play: seat 2 holds a Wild, seat 3 only
	 * a Wild Draw Four. */
	assert_string_equal(t_legal(g, 2), "W/R W/Y W/G W/B");
	assert_string_equal(t_legal(g, 3), "");
	t_refuse(g, 3, "W4/R", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_apply(g, 2, "W/Y");
	assert_int_equal(t_count_events(&ev, UNO_EV_JUMP_IN, 2), 1);
	assert_string_equal(t_top(g), "W/Y");
	assert_int_equal(uno_game_current_player(g), 3);
	assert_string_equal(t_hand(g, 2), "Y4 Y5");
	uno_game_free(g);
	uno_rules_free(r);

	/* Off: the same Wild stays in hand out of turn. */
	r = t_rules("classic", UNO_OPT_JUMP_IN, 1, -1);
	g = four(r, "W R1 G2", "B3 B4 B5", "W Y4 Y5", "W4 G3 G4", "R5", "G6 G7 G8 G9 B6");
	t_apply(g, 0, "W/B");
	assert_string_equal(t_legal(g, 2), "");
	t_refuse(g, 2, "W/Y", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * H-13, C-6, C-7, H-6: a Wild Draw Four jumped in on a Wild Draw Four hits
 * the player after the jumper, who may challenge it; under the strict rule
 * a jumper holding the current color is not offered the jump (it would be
 * a bluff), while a seat without it is.
 */
static void test_h13_wild_draw_four_jump_in_hits_next_and_keeps_its_rules_H13_C7(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_JUMP_IN_WILD, 1, -1);
	uno_game *g = four(r, "W4 G1 G2", "B3 B4 B5", "Y3 Y4 Y5", "W4 G3 G4", "R5",
			   "G6 G7 G8 G9 B6 B7 B8 B9");

	t_apply(g, 0, "W4/B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	t_apply(g, 1, "accept");
	assert_int_equal(uno_game_current_player(g), 2);
	assert_string_equal(t_legal(g, 3), "W4/R W4/Y W4/G W4/B");
	t_apply(g, 3, "W4/G");
	/* Seat 0, after the jumper, faces it and may challenge (C-7). */
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	assert_int_equal(uno_game_current_player(g), 0);
	t_apply(g, 0, "challenge"); /* seat 3 held no blue: innocent */
	assert_int_equal(uno_game_hand_size(g, 0), 2 + 6);
	uno_game_free(g);
	uno_rules_free(r);

	r = t_rules("classic", UNO_OPT_JUMP_IN_WILD, 1, UNO_OPT_STRICT_WILD_DRAW, 1, -1);
	g = four(r, "W4 G1 G2", "B3 B4 B5", "W4 B1 Y5", "W4 G3 G4", "R5",
		 "G6 G7 G8 G9 B6 B7 B8 B9");
	t_apply(g, 0, "W4/B");
	assert_int_equal(uno_game_current_player(g), 2); /* strict: no challenge */
	assert_string_equal(t_legal(g, 3), "W4/R W4/Y W4/G W4/B");
	/* Seat 2 is to play; seat 1, holding blue, could not jump in anyway. */
	t_refuse(g, 2, "W4/R", UNO_EILLEGAL, UNO_REASON_WILD_DRAW_RESTRICTED);
	uno_game_free(g);
	uno_rules_free(r);
}

/* ---- H-9 deflecting a draw card ---- */

/*
 * H-9: with deflect, a Draw Two's victim decides (UNO_PHASE_STACK): a Skip
 * that matches passes the whole draw to the player after it, who draws it
 * on accepting and loses the turn; the total does not grow.
 */
static void test_h9_skip_passes_the_draw_on_H9(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_DEFLECT, 1, -1);
	uno_game *g = four(r, "RD2 G1 G2", "RS B4 B5", "Y3 Y4 Y5", "G3 G4 G5", "R5",
			   "B6 B7 B8 B9 Y6 Y7");

	t_record_events(g, &ev);
	t_apply(g, 0, "RD2");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_pending_draw(g), 2);
	assert_string_equal(t_legal(g, 1), "RS accept");
	t_refuse(g, 1, "B4", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	t_refuse(g, 1, "draw", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	t_refuse(g, 1, "challenge", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	t_apply(g, 1, "RS");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_pending_draw(g), 2);
	const uno_event *e = last_event(UNO_EV_STACK);
	assert_non_null(e);
	assert_int_equal(e->seat, 1);
	assert_int_equal(e->other, 2);
	assert_int_equal(e->value, 2);
	assert_string_equal(t_legal(g, 2), "accept");
	t_apply(g, 2, "accept");
	assert_string_equal(t_hand(g, 2), "Y3 Y4 Y5 B6 B7");
	assert_int_equal(uno_game_current_player(g), 3);
	assert_int_equal(uno_game_pending_draw(g), 0);
	assert_int_equal(uno_game_hand_size(g, 1), 2);
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * H-9, C-4: a Reverse played on a pending draw turns play round and sends
 * the draw back to the player who played it, who may send it on again;
 * a Skip of any color answers a Skip (G-2, same symbol), a Reverse of
 * another color does not.
 */
static void test_h9_reverse_sends_the_draw_back_H9_C4(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_DEFLECT, 1, -1);
	uno_game *g = four(r, "RD2 GS G2", "RR B4 B5", "Y3 Y4 Y5", "G3 G4 G5", "R5",
			   "B6 B7 B8 B9 Y6 Y7");

	t_apply(g, 0, "RD2");
	t_apply(g, 1, "RR");
	assert_int_equal(uno_game_direction(g), -1);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	/* GS is green on a red Reverse: no match. */
	assert_string_equal(t_legal(g, 0), "accept");
	t_refuse(g, 0, "GS", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	t_apply(g, 0, "accept");
	assert_string_equal(t_hand(g, 0), "G2 B6 B7 GS");
	/* Seat 0 lost its turn: counterclockwise, seat 3 plays. */
	assert_int_equal(uno_game_current_player(g), 3);
	uno_game_free(g);

	/* A Skip answers a deflecting Skip whatever its color. */
	g = four(r, "RD2 G1 G2", "RS B4 B5", "GS Y4 Y5", "G3 G4 G5", "R5", "B6 B7 B8 B9 Y6 Y7");
	t_apply(g, 0, "RD2");
	t_apply(g, 1, "RS");
	assert_string_equal(t_legal(g, 2), "GS accept");
	t_apply(g, 2, "GS");
	assert_int_equal(uno_game_current_player(g), 3);
	t_apply(g, 3, "accept");
	assert_int_equal(uno_game_hand_size(g, 3), 5);
	assert_int_equal(uno_game_current_player(g), 0);
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * H-9, C-7: a Wild Draw Four's victim may challenge it or deflect it with
 * a card of the named color; once deflected, the card on top is no longer
 * the Wild Draw Four, so the next victim cannot challenge.
 */
static void test_h9_deflected_wild_draw_four_is_not_challenged_H9_C7(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_DEFLECT, 1, -1);
	uno_game *g = three(r, "W4 R1 G2", "BS B4 B5", "Y3 Y4 Y5", "R5",
			    "G6 G7 G8 G9 B6 B7 B8 B9");

	t_apply(g, 0, "W4/B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_string_equal(t_legal(g, 1), "BS challenge accept");
	t_apply(g, 1, "BS");
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_pending_draw(g), 4);
	assert_string_equal(t_legal(g, 2), "accept");
	t_refuse(g, 2, "challenge", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	t_apply(g, 2, "accept");
	assert_int_equal(uno_game_hand_size(g, 2), 7);
	assert_int_equal(uno_game_current_player(g), 0);
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * H-9, H-1: with stacking 1 as well, the victim may stack its own kind or
 * deflect; on a deflecting Skip a Draw Two no longer stacks (not its
 * kind), while with stacking 2 a matching one does.
 */
static void test_h9_with_stacking_H9_H1(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_DEFLECT, 1, UNO_OPT_STACKING, 1, -1);
	uno_game *g = three(r, "RD2 G1 G2", "RS YD2 B5", "RD2 Y4 Y5", "R5",
			    "G6 G7 G8 G9 B6 B7 B8 B9");

	t_apply(g, 0, "RD2");
	assert_string_equal(t_legal(g, 1), "RS YD2 accept");
	t_apply(g, 1, "RS");
	assert_string_equal(t_legal(g, 2), "accept");
	t_refuse(g, 2, "RD2", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	uno_game_free(g);
	uno_rules_free(r);

	r = t_rules("classic", UNO_OPT_DEFLECT, 1, UNO_OPT_STACKING, 2, -1);
	g = three(r, "RD2 G1 G2", "RS YD2 B5", "RD2 Y4 Y5", "R5", "G6 G7 G8 G9 B6 B7 B8 B9");
	t_apply(g, 0, "RD2");
	t_apply(g, 1, "RS");
	assert_string_equal(t_legal(g, 2), "RD2 accept");
	t_apply(g, 2, "RD2");
	assert_int_equal(uno_game_pending_draw(g), 4);
	assert_int_equal(uno_game_current_player(g), 0);
	t_apply(g, 0, "accept");
	assert_int_equal(uno_game_hand_size(g, 0), 2 + 4);
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * H-9, G-7: a deflecting card played as the last card ends the round and
 * the draw lands where it was sent (a Reverse: back to its sender), those
 * cards counting in the score.
 */
static void test_h9_going_out_on_a_deflect_lands_the_draw_H9_G7(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_DEFLECT, 1, -1);
	uno_game *g = three(r, "B1 RR", "R1 G9", "RD2 Y3", "B5", "B6 B7 G6 G7");

	t_apply(g, 0, "B1!");
	t_apply(g, 1, "R1");
	t_apply(g, 2, "RD2!");
	assert_int_equal(uno_game_current_player(g), 0);
	assert_string_equal(t_legal(g, 0), "RR accept");
	t_apply(g, 0, "RR");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 0);
	/* Back to seat 2, its sender: Y3 B6 B7 (16), with seat 1's G9. */
	assert_string_equal(t_hand(g, 2), "Y3 B6 B7");
	assert_string_equal(t_hand(g, 1), "G9");
	assert_int_equal(uno_game_score(g, 0), 25);
	uno_game_free(g);

	/* A last Skip sends it on to the next seat, seat 1. */
	g = three(r, "B1 RS", "R1 G9", "RD2 Y3", "B5", "B6 B7 G6 G7");
	t_apply(g, 0, "B1!");
	t_apply(g, 1, "R1");
	t_apply(g, 2, "RD2!");
	t_apply(g, 0, "RS");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_string_equal(t_hand(g, 1), "B6 B7 G9");
	assert_int_equal(uno_game_score(g, 0), 9 + 6 + 7 + 3);
	uno_game_free(g);
	uno_rules_free(r);
}

/* H-9, C-8: with two players either card sends the draw back across. */
static void test_h9_two_players_deflect_back_H9_C8(void **state)
{
	(void)state;
	uno_rules *r = t_rules("two-player", UNO_OPT_DEFLECT, 1, -1);
	const char *hands[] = { "RD2 G1 G2", "RS B4 B5" };
	uno_game *g = t_game("two-player", r, 2, -1, hands, "R5", "B6 B7 B8 B9 Y6 Y7", false);

	t_apply(g, 0, "RD2");
	assert_int_equal(uno_game_current_player(g), 1);
	t_apply(g, 1, "RS");
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	t_apply(g, 0, "accept");
	assert_int_equal(uno_game_hand_size(g, 0), 4);
	/* Seat 0 lost its turn: seat 1 plays. */
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);
	uno_rules_free(r);
}

/* H-9 off: the Draw Two's victim draws at once, Skip in hand or not. */
static void test_h9_off_the_victim_draws_at_once_H9_C4(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", -1);
	uno_game *g = three(r, "RD2 G1 G2", "RS B4 B5", "Y3 Y4 Y5", "R5", "B6 B7 B8 B9 Y6 Y7");

	t_apply(g, 0, "RD2");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_string_equal(t_hand(g, 1), "B4 B5 B6 B7 RS");
	uno_game_free(g);
	uno_rules_free(r);
}

/* ---- H-10 several cards of one number ---- */

/*
 * H-10: with multi_play, a number played from the hand, its player holding
 * another of that number, leaves the turn with them (UNO_PHASE_MORE): they
 * play more of the number, one at a time, any other card being refused
 * (UNO_REASON_SAME_NUMBER), or pass; the last card sets the color.
 */
static void test_h10_more_cards_of_the_number_H10(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_MULTI_PLAY, 1, -1);
	uno_game *g = three(r, "R7 G7 B7 Y2", "B3 B4 B5 B6", "Y3 Y4 Y5 Y6", "R5",
			    "G6 G8 G9 B8 B9");

	t_apply(g, 0, "R7");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_MORE);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_string_equal(t_legal(g, 0), "G7 B7 pass");
	t_refuse(g, 0, "Y2", UNO_EILLEGAL, UNO_REASON_SAME_NUMBER);
	t_refuse(g, 0, "draw", UNO_EILLEGAL, UNO_REASON_WRONG_DECISION);
	t_refuse(g, 1, "B3", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_apply(g, 0, "G7");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_MORE);
	assert_string_equal(t_legal(g, 0), "B7 B7! pass");
	t_apply(g, 0, "B7");
	/* No 7 left: the turn ends at once, under blue. */
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	assert_string_equal(t_hand(g, 0), "Y2");
	uno_game_free(g);

	/* pass ends the sequence, the color of the last card standing. */
	g = three(r, "R7 G7 B7 Y2", "B3 B4 B5 B6", "Y3 Y4 Y5 Y6", "R5", "G6 G8 G9 B8 B9");
	t_apply(g, 0, "R7");
	t_apply(g, 0, "pass");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_current_color(g), UNO_RED);
	assert_string_equal(t_hand(g, 0), "Y2 G7 B7");
	uno_game_free(g);
	uno_rules_free(r);

	/* Off: a 7 ends the turn though another 7 is held. */
	r = t_rules("classic", -1);
	g = three(r, "R7 G7 B7 Y2", "B3 B4 B5 B6", "Y3 Y4 Y5 Y6", "R5", "G6 G8 G9 B8 B9");
	t_apply(g, 0, "R7");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * H-10, G-3: a card played just after drawing it starts no sequence, and
 * an action card never does.
 */
static void test_h10_not_after_a_draw_nor_an_action_card_H10_G3(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_MULTI_PLAY, 1, -1);
	uno_game *g = three(r, "G7 Y2 B1", "B3 B4 B5", "Y3 Y4 Y5", "R5", "R7 G8 G9 B8 B9");

	t_apply(g, 0, "draw"); /* R7 */
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	t_apply(g, 0, "R7");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);

	g = three(r, "RS GS Y2", "B3 B4 B5", "Y3 Y4 Y5", "R5", "R7 G8 G9 B8 B9");
	t_apply(g, 0, "RS");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 2);
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * H-10, G-6: a play of the sequence leaving one card may carry the call;
 * without it the seat can be caught during the rest of its turn, and
 * still after it until the next player begins; its last card goes out.
 */
static void test_h10_uno_call_and_going_out_in_a_sequence_H10_G6(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_MULTI_PLAY, 1, -1);
	uno_game *g = three(r, "R7 G7 Y7", "B3 B4 B5", "Y3 Y4 Y5", "R5", "G6 G8 G9 B8 B9");

	t_apply(g, 0, "R7");
	assert_string_equal(t_legal(g, 0), "Y7 Y7! G7 G7! pass");
	t_apply(g, 0, "G7");   /* one card left, not called */
	assert_int_equal(uno_game_phase(g), UNO_PHASE_MORE);
	assert_true(t_is_legal(g, 1, "catch 0"));
	t_apply(g, 0, "pass");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_true(t_is_legal(g, 2, "catch 0"));
	t_apply(g, 2, "catch 0");
	assert_int_equal(uno_game_hand_size(g, 0), 3);
	uno_game_free(g);

	/* The last 7 goes out. */
	g = three(r, "R7 G7 Y7", "B3 B4 B5", "Y3 Y4 Y5", "R5", "G6 G8 G9 B8 B9");
	t_apply(g, 0, "R7");
	t_apply(g, 0, "G7!");
	t_apply(g, 0, "Y7");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 0);
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * H-10, H-5: under Seven-O the 7's swap happens once, for the last card of
 * the sequence, when the turn ends; nobody jumps in during the sequence
 * (H-4).
 */
static void test_h10_seven_o_acts_once_at_the_end_H10_H5_H4(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_MULTI_PLAY, 1, UNO_OPT_SEVEN_O, 1,
			       UNO_OPT_JUMP_IN, 1, -1);
	uno_game *g = three(r, "R7 G7 Y2 Y8", "B3 B4 R7 B6", "Y3 Y4 Y5 Y6", "R5", "G6 G8 G9 B8 B9");

	t_record_events(g, &ev);
	t_apply(g, 0, "R7");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_MORE);
	/* Seat 1 holds the R7 on top: no jump-in while the turn goes on. */
	assert_string_equal(t_legal(g, 1), "");
	t_apply(g, 0, "G7");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_SWAP);
	assert_int_equal(uno_game_current_player(g), 0);
	t_apply(g, 0, "swap 2");
	assert_int_equal(t_count_events(&ev, UNO_EV_SWAP, -2), 1);
	assert_string_equal(t_hand(g, 0), "Y3 Y4 Y5 Y6");
	assert_string_equal(t_hand(g, 2), "Y2 Y8");
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);
	uno_rules_free(r);
}

/* H-10, H-9: the greedy bot sheds every card of the number it may, and
 * deflects a draw it can deflect rather than draw it. */
static void test_h10_h9_greedy_bot_plays_on_and_deflects_H10_H9(void **state)
{
	(void)state;
	uno_bot_options o;
	uno_bot *bot = NULL;
	uno_move m;
	char text[16];

	assert_int_equal(uno_bot_options_init(&o, UNO_BOT_GREEDY), UNO_OK);
	assert_int_equal(uno_bot_new(&bot, &o, NULL, NULL), UNO_OK);
	uno_rules *r = t_rules("classic", UNO_OPT_MULTI_PLAY, 1, UNO_OPT_DEFLECT, 1, -1);
	uno_game *g = three(r, "R7 G7 B7 Y2", "RD2 B4 B5 B6", "YS Y4 Y5 Y6", "R5",
			    "G6 G8 G9 B8 B9");
	t_apply(g, 0, "R7");
	for (int k = 0; k < 2; k++) {
		assert_int_equal(uno_bot_choose(bot, g, 0, &m), UNO_OK);
		assert_int_equal(m.type, UNO_MOVE_PLAY);
		assert_int_equal(m.card.kind, UNO_SEVEN);
		assert_int_equal(uno_game_apply(g, 0, &m), UNO_OK);
	}
	/* No 7 left: the turn has ended. */
	assert_int_equal(uno_game_current_player(g), 1);
	assert_string_equal(t_hand(g, 0), "Y2");
	uno_game_free(g);

	g = three(r, "RD2 G1 G2", "RS B4 B5", "Y3 Y4 Y5", "R5", "B6 B7 B8 B9 Y6 Y7");
	t_apply(g, 0, "RD2");
	assert_int_equal(uno_bot_choose(bot, g, 1, &m), UNO_OK);
	assert_int_equal(uno_move_format(&m, text, sizeof text) > 0, 1);
	assert_string_equal(text, "RS");
	uno_game_free(g);
	uno_rules_free(r);
	uno_bot_free(bot);
}

/*
 * H-10 in a sampled world: another seat's determinization (which deals
 * the hidden cards again) keeps the sequence answerable, as the game's
 * asking for it is public: the seat still holds a card of the number, and
 * the game saves and loads.
 */
static void test_h10_determinized_sequence_stays_answerable_H10(void **state)
{
	(void)state;
	static uint8_t buf[UNO_SAVE_MAX];
	uno_rules *r = t_rules("classic", UNO_OPT_MULTI_PLAY, 1, -1);

	for (uint64_t seed = 1; seed <= 40; seed++) {
		uno_game *g = three(r, "R7 G7 Y2 B1", "B3 B4 B5 B6", "Y3 Y4 Y5 Y6", "R5",
				    "G6 G8 G9 B8 B9 R1 R2 R3");
		t_apply(g, 0, "R7");
		assert_int_equal(uno_game_determinize(g, 1, seed), UNO_OK);
		assert_int_equal(uno_game_phase(g), UNO_PHASE_MORE);
		assert_int_equal(uno_game_hand_size(g, 0), 3);
		bool seven = false;
		uno_card hand[8];
		int n = uno_game_hand(g, 0, hand, 8);
		for (int i = 0; i < n; i++)
			seven |= hand[i].kind == UNO_SEVEN;
		assert_true(seven);
		int len = uno_game_save(g, buf, sizeof buf);
		assert_true(len > 0);
		uno_game *l = NULL;
		assert_int_equal(uno_game_load(&l, buf, (size_t)len, NULL, NULL), UNO_OK);
		uno_game_free(l);
		uno_game_free(g);
	}
	uno_rules_free(r);
}

/* ---- H-11 the hand limit ---- */

/*
 * H-11: with hand_limit 5, a Draw Two's victim holding 4 cards draws one,
 * reaches the limit and is out of the round (UNO_SEAT_KNOCKED_OUT,
 * UNO_EV_KNOCKED_OUT); the rest of the draw stays in the pile. The seat
 * keeps its cards, lists no move, and is passed over in the turn order.
 */
static void test_h11_draw_reaching_the_limit_knocks_out_H11(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_HAND_LIMIT, 5, -1);
	uno_game *g = three(r, "RD2 R1 G1 G2", "B3 B4 B5 B6", "R3 Y4 Y5 Y6", "R5",
			    "G6 G8 G9 B8 B9");
	int pile = uno_game_draw_pile_size(g);

	t_record_events(g, &ev);
	t_apply(g, 0, "RD2");
	assert_int_equal(uno_game_seat_status(g, 1), UNO_SEAT_KNOCKED_OUT);
	assert_string_equal(t_hand(g, 1), "B3 B4 B5 G6 B6");
	assert_int_equal(uno_game_draw_pile_size(g), pile - 1);
	const uno_event *e = last_event(UNO_EV_KNOCKED_OUT);
	assert_non_null(e);
	assert_int_equal(e->seat, 1);
	assert_int_equal(e->value, 5);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_string_equal(t_legal(g, 1), "");
	t_apply(g, 2, "R3");
	/* Seat 1 is passed over. */
	assert_int_equal(uno_game_current_player(g), 0);
	t_refuse(g, 1, "B3", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * H-11, G-8: when one seat is left in the round it wins it, and the cards
 * the knocked-out seats kept count for it. The next round deals every seat
 * in again.
 */
static void test_h11_last_seat_left_wins_and_all_come_back_H11_G8(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_HAND_LIMIT, 4, -1);
	uno_game *g = three(r, "RD2 RD2 G1", "B3 B4 B5", "Y3 Y4 Y5", "R5", "G6 G8 G9 B8 B9");

	t_record_events(g, &ev);
	t_apply(g, 0, "RD2");
	assert_int_equal(uno_game_seat_status(g, 1), UNO_SEAT_KNOCKED_OUT);
	assert_int_equal(uno_game_current_player(g), 2);
	t_apply(g, 2, "draw"); /* G8: no red, no 2 */
	assert_int_equal(uno_game_seat_status(g, 2), UNO_SEAT_KNOCKED_OUT);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 0);
	/* Seat 1: G6 B3 B4 B5 (18); seat 2: G8 Y3 Y4 Y5 (20). */
	assert_int_equal(uno_game_score(g, 0), 38);
	assert_int_equal(t_count_events(&ev, UNO_EV_KNOCKED_OUT, -2), 2);
	assert_int_equal(uno_game_next_round(g), UNO_OK);
	for (int p = 0; p < 3; p++)
		assert_int_equal(uno_game_seat_status(g, p), UNO_SEAT_IN);
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * H-11: a seat knocked out while the decision is its own gives it up: the
 * next seat in play decides. Here a referee's penalty (R-1) takes the seat
 * to play to the limit.
 */
static void test_h11_knocked_out_seat_gives_up_its_decision_H11_R1(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_HAND_LIMIT, 5, -1);
	uno_game *g = three(r, "R1 G1 G2", "B3 B4 B5", "Y3 Y4 Y5", "R5", "G6 G8 G9 B8 B9");

	t_apply(g, 0, "R1");
	assert_int_equal(uno_game_current_player(g), 1);
	t_apply(g, 2, "penalty 1");
	assert_int_equal(uno_game_seat_status(g, 1), UNO_SEAT_KNOCKED_OUT);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 2);
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * H-11, C-3: a Draw Two turned as the first discard that takes the first
 * player to the limit knocks it out before anyone plays.
 */
static void test_h11_first_discard_draw_two_knocks_out_H11_C3(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_HAND_LIMIT, 5, -1);
	uno_game *g = three(r, "R1 G1 G2", "B3 B4 B5", "Y3 Y4 Y5", "RD2", "G6 G8 G9 B8 B9");

	assert_int_equal(uno_game_hand_size(g, 0), 5);
	assert_int_equal(uno_game_seat_status(g, 0), UNO_SEAT_KNOCKED_OUT);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * H-11, H-2: a draw until playable stops at the limit; a limit that is not
 * above the hand size is refused when the game is made.
 */
static void test_h11_draw_until_playable_stops_and_limits_checked_H11_H2(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_HAND_LIMIT, 5, UNO_OPT_DRAW_UNTIL_PLAYABLE, 1, -1);
	uno_game *g = three(r, "B1 G1 G2", "B3 B4 B5", "Y3 Y4 Y5", "R5", "G6 G8 G9 R8 B9");

	t_apply(g, 0, "draw");
	assert_string_equal(t_hand(g, 0), "G1 B1 G2 G6 G8");
	assert_int_equal(uno_game_seat_status(g, 0), UNO_SEAT_KNOCKED_OUT);
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);
	uno_rules_free(r);

	char msg[160];
	uno_game *bad = NULL;
	r = t_rules("classic", UNO_OPT_HAND_LIMIT, 7, -1);
	assert_int_equal(uno_rules_check(r, 4, msg, sizeof msg), UNO_EINVAL);
	assert_non_null(strstr(msg, "hand limit"));
	assert_int_equal(uno_game_new(&bad, r, 4, 1, NULL, NULL), UNO_EINVAL);
	assert_null(bad);
	/* A scripted deal is refused the same limit: 3 hands of 7 and a
	 * first card from the front of the deck. */
	uno_card deck[22];
	assert_int_equal(t_cards("R1 R2 R3 R4 R5 R6 R7 G1 G2 G3 G4 G5 G6 G7 "
				 "B1 B2 B3 B4 B5 B6 B7 Y1",
				 deck, 22),
			 22);
	assert_int_equal(uno_game_new_scripted(&bad, r, 3, 1, deck, 22, -1, UNO_SCRIPT_PARTIAL,
					       NULL, NULL),
			 UNO_EINVAL);
	assert_null(bad);
	assert_int_equal(uno_rules_set(r, UNO_OPT_HAND_LIMIT, 8), UNO_OK);
	assert_int_equal(uno_rules_check(r, 4, msg, sizeof msg), UNO_OK);
	assert_int_equal(uno_game_new_scripted(&bad, r, 3, 1, deck, 22, -1, UNO_SCRIPT_PARTIAL,
					       NULL, NULL),
			 UNO_OK);
	uno_game_free(bad);
	uno_rules_free(r);
}

/*
 * H-11, CC-3, R-1: the last seats in knocked out by one move. Seat 0 plays
 * a Casting Call and turns six cards; a referee's penalty then takes it to
 * the limit, so the turned cards are dealt round (its decision lapses) and
 * take seats 1 and 2 to the limit too. Nobody is left in: the winner is the
 * one of them holding the fewest cards, seat 0, which scores the others'
 * hands (G-8). The round saves and loads back to the same bytes, and the
 * next round deals every seat in again.
 */
static void test_h11_last_seats_knocked_out_at_once_H11_CC3(void **state)
{
	(void)state;
	uno_rules *r = t_rules("casting-call", UNO_OPT_HAND_LIMIT, 5, -1);
	uno_game *g = three(r, "CC R2 R3", "Y7 Y8 Y9", "G7 G8 G9", "R5",
			    "B4 G6 Y8 R9 BS GS G1 G2 G3 B1 B2 B3 B5 B6 B7 B8 B9 R6 R7 R8");

	t_apply(g, 0, "CC/G");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CAST);
	assert_int_equal(uno_game_turned(g, NULL, 0), 6);
	t_record_events(g, &ev);
	t_apply(g, 1, "penalty 0 3");
	for (int p = 0; p < 3; p++)
		assert_int_equal(uno_game_seat_status(g, p), UNO_SEAT_KNOCKED_OUT);
	assert_int_equal(t_count_events(&ev, UNO_EV_KNOCKED_OUT, -2), 3);
	assert_string_equal(t_hand(g, 0), "G1 R2 G2 R3 G3");
	assert_int_equal(uno_game_hand_size(g, 1), 6);
	assert_int_equal(uno_game_hand_size(g, 2), 6);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 0);
	/* Seat 1: Y7 Y8 Y9 B4 Y8 BS (56); seat 2: G7 G8 G9 G6 R9 GS (59). */
	assert_int_equal(uno_game_score(g, 0), 115);

	uint8_t buf[UNO_SAVE_MAX], again[UNO_SAVE_MAX];
	int n = uno_game_save(g, buf, sizeof buf);
	assert_true(n > 0);
	uno_game *loaded = NULL;
	assert_int_equal(uno_game_load(&loaded, buf, (size_t)n, NULL, NULL), UNO_OK);
	assert_int_equal(uno_game_save(loaded, again, sizeof again), n);
	assert_memory_equal(buf, again, (size_t)n);
	assert_int_equal(uno_game_round_winner(loaded), 0);
	assert_int_equal(uno_game_seat_status(loaded, 2), UNO_SEAT_KNOCKED_OUT);
	assert_int_equal(uno_game_next_round(loaded), UNO_OK);
	for (int p = 0; p < 3; p++)
		assert_int_equal(uno_game_seat_status(loaded, p), UNO_SEAT_IN);
	uno_game_free(loaded);
	uno_game_free(g);
	uno_rules_free(r);
}

/* The three seats of the test below: seat 0 plays R1, seat 1 draws until
 * playable and is knocked out at the limit with both Wilds; seat 2 (hand
 * h2) then plays R2. The draw pile is `pile`. */
static uno_game *wilds_knocked_out(const uno_rules *r, const char *h2, const char *pile)
{
	uno_game *g = three(r, "R1 Y7", "W W", h2, "R5", pile);

	t_apply(g, 0, "R1");
	t_apply(g, 1, "draw");
	assert_int_equal(uno_game_seat_status(g, 1), UNO_SEAT_KNOCKED_OUT);
	assert_int_equal(uno_game_hand_size(g, 1), 8);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 2);
	t_record_events(g, &ev);
	t_apply(g, 2, "R2");
	return g;
}

/*
 * H-11, G-4 ("play never loops forever"): with a hand limit of 8 and draw
 * until playable (H-2), seat 1 draws six cards that do not match and is
 * knocked out holding both Wilds. Only red and the numbers 5, 1 and 2 can
 * ever be played again: Y7 and G8 never leave their hands (hands only move
 * whole), and the five cards left in play cannot take a seat to the limit.
 * Nobody can go out, so seat 2's play ends the round blocked (before it,
 * the draws and plays of red would have gone round for ever): the fewest
 * card points, seat 0's Y7, win, and the hands of seat 2 and the
 * knocked-out seat count for it (G-8).
 */
static void test_h11_wilds_knocked_out_and_nobody_can_go_out_end_blocked_H11_G4(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_HAND_LIMIT, 8, UNO_OPT_DRAW_UNTIL_PLAYABLE, 1, -1);
	uno_game *g = wilds_knocked_out(r, "R2 G8", "B2 B3 B4 B6 B9 G3");

	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	const uno_event *end = last_event(UNO_EV_ROUND_END);
	assert_non_null(end);
	assert_int_equal(end->reason, 1); /* blocked */
	assert_int_equal(end->seat, 0);
	/* G8 (8), and W W B2 B3 B4 B6 B9 G3 (127) kept by seat 1. */
	assert_int_equal(end->value, 135);
	assert_int_equal(uno_game_score(g, 0), 135);
	uno_game_free(g);

	/* A seat that holds only cards that may still be played keeps the
	 * round going: seat 2's R8 goes out after its R2. */
	g = wilds_knocked_out(r, "R2 R8", "B2 B3 B4 B6 B9 G3");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 0);
	uno_game_free(g);

	/* So does a seat that could still draw its way to the limit and be
	 * knocked out, which would leave the other seat to win (H-11): here
	 * three more cards lie in the draw pile, eight in play. */
	g = wilds_knocked_out(r, "R2 G8", "B2 B3 B4 B6 B9 G3 G6 G7 G9");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 0);
	uno_game_free(g);
	uno_rules_free(r);
}

/* ---- every new rule in random games ---- */

/*
 * H-9, H-10, H-11, H-13, H-14, H-15, H-16 together, in random games of
 * every variant (moves out of turn too): every listed move is legal, the
 * seat to decide always has one, cards add up (seen through the public
 * queries), saves load back to the same bytes, and every decision the
 * rules add shows up.
 */
static void test_h9_to_h16_random_games_hold_together(void **state)
{
	(void)state;
	uno_move list[UNO_MAX_MOVES];
	static uint8_t a[UNO_SAVE_MAX], b[UNO_SAVE_MAX];
	bool seen_more = false, seen_knock = false, seen_deflect = false;

	for (size_t i = 0; i < uno_rules_builtin_count(); i++) {
		for (int k = 0; k < 6; k++) {
			uno_rules *r = NULL;
			uint64_t rng = t_mix64(1000 * i + (uint64_t)k);
			assert_int_equal(uno_rules_copy(&r, uno_rules_builtin_at(i), NULL, NULL),
					 UNO_OK);
			for (size_t o = 0; o < sizeof options / sizeof options[0]; o++)
				if (t_rnd(&rng, 3))
					(void)uno_rules_set(r, options[o].option,
							    options[o].max == 1 ? 1 : 9 + (int)t_rnd(&rng, 6));
			(void)uno_rules_set(r, UNO_OPT_SEVEN_O, (int)t_rnd(&rng, 2));
			(void)uno_rules_set(r, UNO_OPT_STACKING, (int)t_rnd(&rng, 3));
			int lo;
			uno_rules_players(r, &lo, NULL);
			int players = uno_rules_allows_players(r, 4) ? 4 : lo;
			uno_game *g = NULL;
			assert_int_equal(uno_game_new(&g, r, players, rng, NULL, NULL), UNO_OK);
			uno_rules_free(r);
			int deck = uno_rules_deck(uno_game_rules(g), NULL, 0);
			for (int step = 0; step < 600; step++) {
				int phase = uno_game_phase(g);
				if (phase == UNO_PHASE_MATCH_OVER)
					break;
				if (phase == UNO_PHASE_ROUND_OVER) {
					assert_int_equal(uno_game_next_round(g), UNO_OK);
					continue;
				}
				seen_more |= phase == UNO_PHASE_MORE;
				uno_card top;
				assert_int_equal(uno_game_top_card(g, &top), UNO_OK);
				seen_deflect |= phase == UNO_PHASE_STACK &&
						(top.kind == UNO_SKIP || top.kind == UNO_REVERSE);
				int total = uno_game_draw_pile_size(g) + uno_game_discard_pile_size(g) +
					    uno_game_turned(g, NULL, 0);
				for (int p = 0; p < players; p++) {
					total += uno_game_hand_size(g, p);
					seen_knock |= uno_game_seat_status(g, p) == UNO_SEAT_KNOCKED_OUT;
					int n = uno_game_legal_moves(g, p, list, UNO_MAX_MOVES);
					for (int m = 0; m < n; m++)
						assert_int_equal(uno_game_check_move(g, p, &list[m], NULL),
								 UNO_OK);
				}
				assert_int_equal(total, deck);
				int seat = uno_game_current_player(g);
				if (t_rnd(&rng, 6) == 0)
					seat = (int)t_rnd(&rng, (uint32_t)players);
				int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
				if (seat == uno_game_current_player(g))
					assert_true(n > 0);
				if (n <= 0)
					continue;
				uno_move m = t_pick(list, n, &rng);
				assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
				int len = uno_game_save(g, a, sizeof a);
				assert_true(len > 0);
				uno_game *l = NULL;
				assert_int_equal(uno_game_load(&l, a, (size_t)len, NULL, NULL), UNO_OK);
				assert_int_equal(uno_game_save(l, b, sizeof b), len);
				assert_memory_equal(a, b, (size_t)len);
				uno_game_free(l);
			}
			uno_game_free(g);
		}
	}
	assert_true(seen_more);
	assert_true(seen_knock);
	assert_true(seen_deflect);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_h9_to_h16_options_bounds_defaults_and_teams),
		cmocka_unit_test(test_h16_bluffed_wild_draw_is_never_challenged_H16_C7),
		cmocka_unit_test(test_h16_no_challenge_in_a_stack_H16_H1),
		cmocka_unit_test(test_h14_no_call_and_no_catch_H14_G6),
		cmocka_unit_test(test_h14_no_automatic_penalty_in_teams_H14_TM6),
		cmocka_unit_test(test_h15_round_points_count_double_H15_G8_G9),
		cmocka_unit_test(test_h13_wild_jumps_in_on_its_own_kind_H13_H4),
		cmocka_unit_test(test_h13_wild_draw_four_jump_in_hits_next_and_keeps_its_rules_H13_C7),
		cmocka_unit_test(test_h9_skip_passes_the_draw_on_H9),
		cmocka_unit_test(test_h9_reverse_sends_the_draw_back_H9_C4),
		cmocka_unit_test(test_h9_deflected_wild_draw_four_is_not_challenged_H9_C7),
		cmocka_unit_test(test_h9_with_stacking_H9_H1),
		cmocka_unit_test(test_h9_going_out_on_a_deflect_lands_the_draw_H9_G7),
		cmocka_unit_test(test_h9_two_players_deflect_back_H9_C8),
		cmocka_unit_test(test_h9_off_the_victim_draws_at_once_H9_C4),
		cmocka_unit_test(test_h10_more_cards_of_the_number_H10),
		cmocka_unit_test(test_h10_not_after_a_draw_nor_an_action_card_H10_G3),
		cmocka_unit_test(test_h10_uno_call_and_going_out_in_a_sequence_H10_G6),
		cmocka_unit_test(test_h10_seven_o_acts_once_at_the_end_H10_H5_H4),
		cmocka_unit_test(test_h10_h9_greedy_bot_plays_on_and_deflects_H10_H9),
		cmocka_unit_test(test_h10_determinized_sequence_stays_answerable_H10),
		cmocka_unit_test(test_h11_draw_reaching_the_limit_knocks_out_H11),
		cmocka_unit_test(test_h11_last_seat_left_wins_and_all_come_back_H11_G8),
		cmocka_unit_test(test_h11_knocked_out_seat_gives_up_its_decision_H11_R1),
		cmocka_unit_test(test_h11_first_discard_draw_two_knocks_out_H11_C3),
		cmocka_unit_test(test_h11_draw_until_playable_stops_and_limits_checked_H11_H2),
		cmocka_unit_test(test_h11_last_seats_knocked_out_at_once_H11_CC3),
		cmocka_unit_test(test_h11_wilds_knocked_out_and_nobody_can_go_out_end_blocked_H11_G4),
		cmocka_unit_test(test_h9_to_h16_random_games_hold_together),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
