/*
 * Two-player: Classic for exactly two seats, as a table of its own (T2-1),
 * with the two-player rule for action cards (C-8) and the Reverse turned
 * first (C-3).
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <string.h>

static const uno_rules *table(const char *name)
{
	const uno_rules *r = NULL;

	assert_int_equal(uno_rules_builtin(&r, name), UNO_OK);
	assert_non_null(r);
	return r;
}

static uno_game *two(const uno_rules *r, int dealer, const char *h0,
		     const char *h1, const char *first, const char *draw)
{
	const char *hands[] = { h0, h1 };
	return t_game("two-player", r, 2, dealer, hands, first, draw, true);
}

/* T2-1: the table is found by its name and is Classic: same deck, card
 * by card in canonical order (108), same points and option defaults;
 * nobody plays in a team. */
static void test_t21_found_by_name_with_classic_deck(void **state)
{
	(void)state;
	const uno_rules *tp = table("two-player");
	const uno_rules *cl = table("classic");
	uno_card a[UNO_MAX_DECK], b[UNO_MAX_DECK];

	assert_string_equal(uno_rules_name(tp), "two-player");
	assert_non_null(uno_rules_summary(tp));

	int n = uno_rules_deck(tp, a, UNO_MAX_DECK);
	assert_int_equal(n, 108);
	assert_int_equal(uno_rules_deck(cl, b, UNO_MAX_DECK), 108);
	for (int i = 0; i < n; i++) {
		assert_int_equal(a[i].kind, b[i].kind);
		assert_int_equal(a[i].color, b[i].color);
	}
	for (int k = UNO_ZERO; k <= UNO_WILD_DRAW_FOUR; k++)
		if (k != UNO_DRAW_ONE)
			assert_int_equal(uno_rules_points(tp, k),
					 uno_rules_points(cl, k));
	/* Classic options with Classic defaults. */
	static const int opts[] = {
		UNO_OPT_TARGET_SCORE, UNO_OPT_HAND_SIZE, UNO_OPT_UNO_PENALTY,
		UNO_OPT_CHALLENGE_PENALTY, UNO_OPT_CHALLENGER_SKIPPED,
		UNO_OPT_WILD_FIRST_RETURNED, UNO_OPT_STRICT_WILD_DRAW,
		UNO_OPT_LOWEST_SCORE_WINS, UNO_OPT_DEALER,
	};
	for (size_t i = 0; i < sizeof opts / sizeof opts[0]; i++) {
		int v1 = -99, v2 = -98;
		assert_int_equal(uno_rules_get(tp, opts[i], &v1), UNO_OK);
		assert_int_equal(uno_rules_get(cl, opts[i], &v2), UNO_OK);
		assert_int_equal(v1, v2);
	}
	int v = 0;
	assert_int_equal(uno_rules_get(tp, UNO_OPT_TARGET_SCORE, &v), UNO_OK);
	assert_int_equal(v, 500);
	assert_int_equal(uno_rules_get(tp, UNO_OPT_HAND_SIZE, &v), UNO_OK);
	assert_int_equal(v, 7);
	/* The options of other variants are not this table's. */
	assert_int_equal(uno_rules_get(tp, UNO_OPT_ELIMINATION_LIMIT, &v),
			 UNO_ENOTSUP);
	assert_int_equal(uno_rules_get(tp, UNO_OPT_ROTATING_PARTNERS, &v),
			 UNO_ENOTSUP);
	assert_int_equal(uno_rules_team_size(tp), 1);
}

/* T2-1: two players exactly; every other count is refused by the table,
 * by uno_game_new() and by uno_game_new_scripted(). */
static void test_t21_refuses_every_other_player_count(void **state)
{
	(void)state;
	const uno_rules *tp = table("two-player");
	uno_card deck[UNO_MAX_DECK];
	int lo = -1, hi = -1;

	assert_int_equal(uno_rules_players(tp, &lo, &hi), UNO_OK);
	assert_int_equal(lo, 2);
	assert_int_equal(hi, 2);
	for (int k = 0; k <= UNO_MAX_PLAYERS + 1; k++)
		assert_int_equal(uno_rules_allows_players(tp, k), k == 2);

	int n = uno_rules_deck(tp, deck, UNO_MAX_DECK);
	assert_int_equal(n, 108);
	for (int k = 1; k <= UNO_MAX_PLAYERS; k++) {
		/* A non-NULL start shows that a refusal writes NULL. */
		uno_game *g = (uno_game *)&g;
		int rc = uno_game_new(&g, tp, k, 7, NULL, NULL);
		if (k == 2) {
			assert_int_equal(rc, UNO_OK);
			assert_int_equal(uno_game_players(g), 2);
		} else {
			assert_int_equal(rc, UNO_EINVAL);
			assert_null(g);
		}
		uno_game_free(g);

		g = (uno_game *)&g;
		rc = uno_game_new_scripted(&g, tp, k, 7, deck, (size_t)n, -1,
					   0, NULL, NULL);
		if (k == 2) {
			assert_int_equal(rc, UNO_OK);
			assert_int_equal(uno_game_players(g), 2);
		} else {
			assert_int_equal(rc, UNO_EINVAL);
			assert_null(g);
		}
		uno_game_free(g);
	}

	/* The same counts are fine for Classic: the refusal is the table's. */
	uno_game *g = NULL;
	assert_int_equal(uno_game_new(&g, table("classic"), 3, 7, NULL, NULL),
			 UNO_OK);
	uno_game_free(g);
}

/* C-8 (T2-1): a Reverse acts as a Skip, so its player plays again; on a
 * Reverse of another color too. A number then passes the turn. */
static void test_c8_reverse_acts_as_skip_T21(void **state)
{
	(void)state;
	uno_game *g = two(NULL, -1, "RR YR Y1 B9", "G2 G3 G4 G6", "R5", NULL);

	assert_int_equal(uno_game_current_player(g), 0);
	t_apply(g, 0, "RR");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 0);
	t_refuse(g, 1, "draw", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_apply(g, 0, "YR");
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_current_color(g), UNO_YELLOW);
	t_apply(g, 0, "Y1!");
	assert_int_equal(uno_game_current_player(g), 1);
	/* Seat 1 never drew or played. */
	assert_string_equal(t_hand(g, 1), "G2 G3 G4 G6");
	uno_game_free(g);
}

/* C-8 (T2-1): after a Skip and after a Draw Two (also one played on a
 * Draw Two) the same player plays again; the Draw Two still makes the
 * other seat draw. */
static void test_c8_skip_and_draw_two_replay_T21(void **state)
{
	(void)state;
	uno_game *g = two(NULL, -1, "RS RD2 GD2 B9", "Y2 Y3 Y4 Y6", "R5",
			  "G7 G8 B1 B2");

	t_apply(g, 0, "RS");
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_hand_size(g, 1), 4);
	t_apply(g, 0, "RD2");
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_string_equal(t_hand(g, 1), "Y2 Y3 Y4 Y6 G7 G8");
	t_apply(g, 0, "GD2!");
	assert_int_equal(uno_game_current_player(g), 0);
	assert_string_equal(t_hand(g, 1), "B1 Y2 B2 Y3 Y4 Y6 G7 G8");
	assert_string_equal(t_hand(g, 0), "B9");
	uno_game_free(g);
}

/* C-8 (T2-1): an accepted Wild Draw Four: seat 1 draws 4 and seat 0 plays
 * again under the named color. */
static void test_c8_wild_draw_four_accepted_replay_T21(void **state)
{
	(void)state;
	uno_game *g = two(NULL, -1, "W4 B1 B2", "G2 G3 G4", "R5",
			  "Y1 Y2 Y3 Y4 Y6 Y7");

	t_apply(g, 0, "W4/B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	assert_int_equal(uno_game_current_player(g), 1);
	t_apply(g, 1, "accept");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	assert_string_equal(t_hand(g, 1), "Y1 Y2 G2 Y3 G3 Y4 G4");
	uno_game_free(g);
}

/* C-8 with C-7 (T2-1): a fair Wild Draw Four challenged: the challenger
 * draws 6 and seat 0 plays again. */
static void test_c8_wild_draw_four_innocent_replay_T21(void **state)
{
	(void)state;
	uno_game *g = two(NULL, -1, "W4 B1 B2", "G2 G3 G4", "R5",
			  "Y1 Y2 Y3 Y4 Y6 Y7 Y8");

	t_apply(g, 0, "W4/B");
	t_apply(g, 1, "challenge");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	assert_int_equal(uno_game_hand_size(g, 1), 9);
	assert_string_equal(t_hand(g, 0), "B1 B2");
	uno_game_free(g);
}

/* C-7 in two-player (T2-1): a bluff caught: seat 0 draws 4 and the
 * challenger takes its turn under the named color; with
 * challenger_skipped, seat 0 plays again instead. */
static void test_c8_wild_draw_four_guilty_T21(void **state)
{
	(void)state;
	uno_game *g = two(NULL, -1, "W4 R1 B2", "G2 G3 G4", "R5",
			  "Y1 Y2 Y3 Y4 Y6");

	t_apply(g, 0, "W4/B");
	t_apply(g, 1, "challenge");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	assert_string_equal(t_hand(g, 0), "R1 Y1 Y2 B2 Y3 Y4");
	assert_string_equal(t_hand(g, 1), "G2 G3 G4");
	t_refuse(g, 0, "draw", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	uno_game_free(g);

	uno_rules *r = t_rules("two-player", UNO_OPT_CHALLENGER_SKIPPED, 1, -1);
	g = two(r, -1, "W4 R1 B2", "G2 G3 G4", "R5", "Y1 Y2 Y3 Y4 Y6");
	uno_rules_free(r);
	t_apply(g, 0, "W4/B");
	t_apply(g, 1, "challenge");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_hand_size(g, 0), 6);
	assert_int_equal(uno_game_hand_size(g, 1), 3);
	uno_game_free(g);
}

/* C-3 with two players (T2-1): a Reverse turned first makes the dealer
 * play first, which skips the non-dealer; the dealer's number card then
 * passes the turn to the other seat. Checked with either seat dealing. */
static void test_c3_reverse_first_dealer_plays_T21(void **state)
{
	(void)state;
	uno_game *g = two(NULL, -1, "R1 R2 R3", "R4 R6 R7", "RR", NULL);

	assert_int_equal(uno_game_dealer(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	t_refuse(g, 0, "R1", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_apply(g, 1, "R4");
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_hand_size(g, 0), 3);
	uno_game_free(g);

	g = two(NULL, 0, "R1 R2 R3", "R4 R6 R7", "RR", NULL);
	assert_int_equal(uno_game_dealer(g), 0);
	assert_int_equal(uno_game_current_player(g), 0);
	t_refuse(g, 1, "R4", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_apply(g, 0, "R1");
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_t21_found_by_name_with_classic_deck),
		cmocka_unit_test(test_t21_refuses_every_other_player_count),
		cmocka_unit_test(test_c8_reverse_acts_as_skip_T21),
		cmocka_unit_test(test_c8_skip_and_draw_two_replay_T21),
		cmocka_unit_test(test_c8_wild_draw_four_accepted_replay_T21),
		cmocka_unit_test(test_c8_wild_draw_four_innocent_replay_T21),
		cmocka_unit_test(test_c8_wild_draw_four_guilty_T21),
		cmocka_unit_test(test_c3_reverse_first_dealer_plays_T21),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
