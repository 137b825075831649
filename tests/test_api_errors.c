/*
 * G-10: every public function checks its input, returns the documented
 * status for bad input, and a refused call changes nothing.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* This suite compares whole game states (brief: allowed here). */
#include "uno_internal.h"

/* Three seats, seat 0 to play on R7 (dealer seat 2). */
static const char *const base_hands[3] = {
	"R1 R2 G3 Y4 B5 W4 RS",
	"G1 G2 Y3 B4 R5 W RR",
	"Y1 Y2 B3 R4 G5 GS B9",
};

static uno_game *base_game(void)
{
	uno_game *g = t_game("classic", NULL, 3, -1, base_hands, "R7",
			     "B1 B2 B6", true);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 0);
	return g;
}

/* Two seats holding one card each: seat 0 goes out with R1. */
static const char *const short_hands[2] = { "R1", "W4" };

static uno_game *short_game(const uno_rules *rules)
{
	return t_game("classic", rules, 2, -1, short_hands, "R3", "G5 G6 B7 Y8",
		      false);
}

static uno_game *clone_of(const uno_game *g)
{
	uno_game *c = NULL;
	assert_int_equal(uno_game_clone(&c, g), UNO_OK);
	assert_non_null(c);
	return c;
}

/* G-10: the game is exactly as before; frees the snapshot. */
static void assert_unchanged(uno_game *before, const uno_game *g)
{
	assert_true(uno__state_equal(before, g));
	uno_game_free(before);
}

/* Byte for byte. */
static bool is_listed(const uno_game *g, int seat, const uno_move *m)
{
	uno_move moves[UNO_MAX_MOVES];
	int n = uno_game_legal_moves(g, seat, moves, UNO_MAX_MOVES);
	assert_true(n >= 0);
	for (int i = 0; i < n; i++)
		if (memcmp(&moves[i], m, sizeof *m) == 0)
			return true;
	return false;
}

/* G-10: a raw move is refused by check_move and apply with the same status
 * and reason, is not listed as legal, leaves a message, changes nothing. */
static void refuse_raw(uno_game *g, int seat, const uno_move *m, int status,
		       int reason, const char *what)
{
	uno_game *before = clone_of(g);
	int why = -1;
	int rc = uno_game_check_move(g, seat, m, &why);

	if (rc != status || why != reason)
		fail_msg("%s: check_move gave %s / reason %d, expected %s / %d",
			 what, uno_strerror(rc), why, uno_strerror(status),
			 reason);
	rc = uno_game_apply(g, seat, m);
	if (rc != status)
		fail_msg("%s: apply gave %s, expected %s", what,
			 uno_strerror(rc), uno_strerror(status));
	assert_non_null(uno_game_errmsg(g));
	assert_true(uno_game_errmsg(g)[0] != '\0');
	if (is_listed(g, seat, m))
		fail_msg("%s: listed as a legal move", what);
	assert_unchanged(before, g);
}

static uno_card card(int kind, int color)
{
	uno_card c = { (uint8_t)kind, (uint8_t)color };
	return c;
}

/* ---- NULL pointers ---- */

static void test_g10_null_game_everywhere(void **state)
{
	uno_game *out = (uno_game *)&out;
	uno_move m = uno_move_init(UNO_MOVE_DRAW);
	uno_move moves[8];
	uno_card cards[8], c;
	uno_hooks h;
	int why = -1;
	(void)state;

	memset(&h, 0, sizeof h);
	h.size = sizeof h;

	/* Freeing nothing is fine. */
	uno_game_free(NULL);

	assert_int_equal(uno_game_clone(&out, NULL), UNO_EINVAL);
	assert_null(out);
	assert_int_equal(uno_game_set_hooks(NULL, &h, NULL), UNO_EINVAL);
	assert_int_equal(uno_game_set_hooks(NULL, NULL, NULL), UNO_EINVAL);
	assert_int_equal(uno_game_legal_moves(NULL, 0, moves, 8), UNO_EINVAL);
	assert_int_equal(uno_game_check_move(NULL, 0, &m, &why), UNO_EINVAL);
	assert_int_equal(uno_game_apply(NULL, 0, &m), UNO_EINVAL);
	assert_int_equal(uno_game_apply_text(NULL, 0, "draw"), UNO_EINVAL);
	assert_int_equal(uno_game_next_round(NULL), UNO_EINVAL);
	assert_null(uno_game_rules(NULL));
	assert_int_equal(uno_game_players(NULL), UNO_EINVAL);
	assert_int_equal(uno_game_phase(NULL), UNO_EINVAL);
	assert_int_equal(uno_game_current_player(NULL), UNO_EINVAL);
	/* 0, not UNO_EINVAL: -1 is a direction (counterclockwise). */
	assert_int_equal(uno_game_direction(NULL), 0);
	assert_int_equal(uno_game_top_card(NULL, &c), UNO_EINVAL);
	assert_int_equal(uno_game_current_color(NULL), UNO_EINVAL);
	assert_int_equal(uno_game_hand(NULL, 0, cards, 8), UNO_EINVAL);
	assert_int_equal(uno_game_hand_size(NULL, 0), UNO_EINVAL);
	assert_int_equal(uno_game_draw_pile_size(NULL), UNO_EINVAL);
	assert_int_equal(uno_game_discard_pile_size(NULL), UNO_EINVAL);
	assert_int_equal(uno_game_score(NULL, 0), UNO_EINVAL);
	assert_int_equal(uno_game_dealer(NULL), UNO_EINVAL);
	assert_int_equal(uno_game_round(NULL), UNO_EINVAL);
	assert_int_equal(uno_game_round_winner(NULL), UNO_EINVAL);
	assert_int_equal(uno_game_match_winner(NULL), UNO_EINVAL);
	assert_int_equal(uno_game_uno_called(NULL, 0), UNO_EINVAL);
}

static void test_g10_null_out_pointers_on_a_game(void **state)
{
	uno_game *g = base_game();
	uno_game *before = clone_of(g);
	uno_move r1 = uno_move_play(card(UNO_ONE, UNO_RED), UNO_NO_COLOR);
	int why = -1;
	(void)state;

	assert_int_equal(uno_game_clone(NULL, g), UNO_EINVAL);
	assert_int_equal(uno_game_top_card(g, NULL), UNO_EINVAL);
	assert_int_equal(uno_game_check_move(g, 0, NULL, &why), UNO_EINVAL);
	assert_int_equal(uno_game_apply(g, 0, NULL), UNO_EINVAL);
	assert_int_equal(uno_game_apply_text(g, 0, NULL), UNO_EINVAL);
	/* A NULL buffer claiming room. */
	assert_int_equal(uno_game_legal_moves(g, 0, NULL, 5), UNO_EINVAL);
	assert_int_equal(uno_game_hand(g, 0, NULL, 5), UNO_EINVAL);
	assert_unchanged(before, g);

	/* Count-only calls are fine, and reason may be NULL. */
	assert_int_equal(uno_game_hand(g, 0, NULL, 0), 7);
	assert_true(uno_game_legal_moves(g, 0, NULL, 0) > 0);
	assert_int_equal(uno_game_check_move(g, 0, &r1, NULL), UNO_OK);
	uno_game_free(g);
}

/* G-10 outside games: rules, cards and moves refuse NULL too. */
static void test_g10_null_pointers_outside_games(void **state)
{
	const uno_rules *classic = NULL;
	uno_rules *copy = (uno_rules *)&copy;
	uno_card c;
	uno_move m;
	int v;
	(void)state;

	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	assert_int_equal(uno_rules_builtin(NULL, "classic"), UNO_EINVAL);
	assert_int_equal(uno_rules_builtin(&classic, NULL), UNO_EINVAL);
	assert_int_equal(uno_rules_copy(NULL, classic, NULL, NULL), UNO_EINVAL);
	assert_int_equal(uno_rules_copy(&copy, NULL, NULL, NULL), UNO_EINVAL);
	uno_rules_free(NULL);
	assert_null(uno_rules_name(NULL));
	assert_null(uno_rules_summary(NULL));
	assert_int_equal(uno_rules_players(NULL, &v, &v), UNO_EINVAL);
	assert_int_equal(uno_rules_deck(NULL, NULL, 0), UNO_EINVAL);
	assert_int_equal(uno_rules_points(NULL, UNO_ONE), UNO_EINVAL);
	assert_int_equal(uno_rules_get(NULL, UNO_OPT_HAND_SIZE, &v),
			 UNO_EINVAL);
	assert_int_equal(uno_rules_get(classic, UNO_OPT_HAND_SIZE, NULL),
			 UNO_EINVAL);
	assert_int_equal(uno_rules_set(NULL, UNO_OPT_HAND_SIZE, 7), UNO_EINVAL);
	assert_int_equal(uno_rules_option_info(NULL, UNO_OPT_HAND_SIZE, &v, &v,
					       &v),
			 UNO_EINVAL);
	assert_int_equal(uno_option_lookup(NULL, &v), UNO_EINVAL);
	assert_int_equal(uno_option_lookup("hand_size", NULL), UNO_EINVAL);

	assert_int_equal(uno_card_parse(NULL, 2, &c), UNO_EINVAL);
	assert_int_equal(uno_card_parse("R1", 2, NULL), UNO_EINVAL);
	assert_int_equal(uno_card_format(card(UNO_ONE, UNO_RED), NULL, 3),
			 UNO_EINVAL);
	assert_int_equal(uno_move_parse(NULL, 4, &m), UNO_EINVAL);
	assert_int_equal(uno_move_parse("draw", 4, NULL), UNO_EINVAL);
	assert_int_equal(uno_move_format(NULL, NULL, 0), UNO_EINVAL);
	m = uno_move_init(UNO_MOVE_DRAW);
	assert_int_equal(uno_move_format(&m, NULL, 3), UNO_EINVAL);
}

/* ---- seats ---- */

static void test_g10_seat_out_of_range(void **state)
{
	static const int bad[] = { -1, 3, 10, 100, INT_MIN, INT_MAX };
	uno_game *g = base_game();
	uno_game *before = clone_of(g);
	uno_move r1 = uno_move_play(card(UNO_ONE, UNO_RED), UNO_NO_COLOR);
	uno_move draw = uno_move_init(UNO_MOVE_DRAW);
	uno_move moves[UNO_MAX_MOVES];
	uno_card cards[UNO_MAX_DECK];
	(void)state;

	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		int s = bad[i], why = -1;
		assert_int_equal(uno_game_hand(g, s, cards, UNO_MAX_DECK),
				 UNO_EINVAL);
		assert_int_equal(uno_game_hand(g, s, NULL, 0), UNO_EINVAL);
		assert_int_equal(uno_game_hand_size(g, s), UNO_EINVAL);
		assert_int_equal(uno_game_score(g, s), UNO_EINVAL);
		assert_int_equal(uno_game_uno_called(g, s), UNO_EINVAL);
		assert_int_equal(uno_game_legal_moves(g, s, moves,
						      UNO_MAX_MOVES),
				 UNO_EINVAL);
		assert_int_equal(uno_game_check_move(g, s, &r1, &why),
				 UNO_EINVAL);
		assert_int_equal(uno_game_check_move(g, s, &draw, &why),
				 UNO_EINVAL);
		assert_int_equal(uno_game_apply(g, s, &r1), UNO_EINVAL);
		assert_int_equal(uno_game_apply(g, s, &draw), UNO_EINVAL);
		assert_int_equal(uno_game_apply_text(g, s, "draw"), UNO_EINVAL);
	}
	assert_unchanged(before, g);
	uno_game_free(g);
}

/* ---- creation ---- */

static void test_g10_bad_player_counts(void **state)
{
	static const int bad[] = { 0, 1, 11, -1, 100, INT_MIN };
	const uno_rules *classic = NULL;
	uno_card deck[UNO_MAX_DECK];
	uno_game *g;
	(void)state;

	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	assert_int_equal(uno_rules_deck(classic, deck, UNO_MAX_DECK), 108);
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		g = (uno_game *)&g;
		assert_int_equal(uno_game_new(&g, classic, bad[i], 1, NULL,
					      NULL),
				 UNO_EINVAL);
		assert_null(g);
		g = (uno_game *)&g;
		assert_int_equal(uno_game_new_scripted(&g, classic, bad[i], 1,
						       deck, 108, -1, 0, NULL,
						       NULL),
				 UNO_EINVAL);
		assert_null(g);
	}
	/* NULL out and NULL rules. */
	assert_int_equal(uno_game_new(NULL, classic, 3, 1, NULL, NULL),
			 UNO_EINVAL);
	g = (uno_game *)&g;
	assert_int_equal(uno_game_new(&g, NULL, 3, 1, NULL, NULL), UNO_EINVAL);
	assert_null(g);
	assert_int_equal(uno_game_new_scripted(NULL, classic, 3, 1, deck, 108,
					       -1, 0, NULL, NULL),
			 UNO_EINVAL);
	g = (uno_game *)&g;
	assert_int_equal(uno_game_new_scripted(&g, NULL, 3, 1, deck, 108, -1, 0,
					       NULL, NULL),
			 UNO_EINVAL);
	assert_null(g);
	g = (uno_game *)&g;
	assert_int_equal(uno_game_new_scripted(&g, classic, 3, 1, NULL, 108, -1,
					       0, NULL, NULL),
			 UNO_EINVAL);
	assert_null(g);

	/* The bounds themselves are fine. */
	assert_int_equal(uno_game_new(&g, classic, 2, 1, NULL, NULL), UNO_OK);
	assert_int_equal(uno_game_players(g), 2);
	uno_game_free(g);
	assert_int_equal(uno_game_new(&g, classic, 10, 1, NULL, NULL), UNO_OK);
	assert_int_equal(uno_game_players(g), 10);
	uno_game_free(g);
}

/* G-5: a dealer option naming a seat the table does not have is refused. */
static void test_g10_g5_dealer_option_out_of_range(void **state)
{
	uno_rules *r = t_rules("classic", UNO_OPT_DEALER, 5, -1);
	uno_game *g = (uno_game *)&g;
	(void)state;

	assert_int_equal(uno_game_new(&g, r, 3, 1, NULL, NULL), UNO_EINVAL);
	assert_null(g);
	assert_int_equal(uno_game_new(&g, r, 5, 1, NULL, NULL), UNO_EINVAL);
	assert_null(g);
	assert_int_equal(uno_game_new(&g, r, 6, 1, NULL, NULL), UNO_OK);
	assert_int_equal(uno_game_dealer(g), 5);
	uno_game_free(g);
	uno_rules_free(r);
}

/* A hand size the deck cannot deal (plus a first discard) is refused by
 * uno_game_new with UNO_EINVAL; sizes with room to spare are dealt. */
static void test_g10_hand_size_too_large_for_the_deck(void **state)
{
	const uno_rules *classic = NULL;
	int min, max;
	(void)state;

	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	assert_int_equal(uno_rules_option_info(classic, UNO_OPT_HAND_SIZE, &min,
					       &max, NULL),
			 UNO_OK);

	/* The brief's case: the largest hand with the largest table. */
	{
		uno_rules *r = t_rules("classic", UNO_OPT_HAND_SIZE, max, -1);
		uno_game *g = (uno_game *)&g;
		int rc = uno_game_new(&g, r, 10, 1, NULL, NULL);
		if (max * 10 >= 108) {
			assert_int_equal(rc, UNO_EINVAL);
			assert_null(g);
		} else {
			assert_int_equal(rc, UNO_OK);
			assert_int_equal(uno_game_hand_size(g, 0), max);
			uno_game_free(g);
		}
		uno_rules_free(r);
	}

	/* Every table size: no card left to turn is refused; at least five
	 * left (so not all Wild Draw Fours, C-3) is dealt. In between the
	 * header leaves it to the library. */
	for (int n = 2; n <= 10; n++) {
		for (int h = min; h <= max; h++) {
			if (h * n < 108 && h * n > 103)
				continue;
			/* Seat n-1 deals, so no first card can add to its hand. */
			uno_rules *r = t_rules("classic", UNO_OPT_HAND_SIZE, h,
					       UNO_OPT_DEALER, n - 1, -1);
			uno_game *g = (uno_game *)&g;
			int rc =
				uno_game_new(&g, r, n, (uint64_t)h, NULL, NULL);
			if (h * n >= 108) {
				if (rc != UNO_EINVAL)
					fail_msg("%d players x %d cards: %s", n,
						 h, uno_strerror(rc));
				assert_null(g);
			} else {
				if (rc != UNO_OK)
					fail_msg("%d players x %d cards: %s", n,
						 h, uno_strerror(rc));
				assert_int_equal(uno_game_hand_size(g, n - 1),
						 h);
				uno_game_free(g);
			}
			uno_rules_free(r);
		}
	}
}

/* uno_rules_check() answers as uno_game_new() does for every refusal above,
 * with a sentence naming what is wrong, and accepts what it accepts. */
static void test_g10_rules_check_says_why_creation_fails(void **state)
{
	const uno_rules *classic = NULL, *partners = NULL;
	char msg[160];
	uno_game *g;
	(void)state;

	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	assert_int_equal(uno_rules_builtin(&partners, "partners"), UNO_OK);

	/* Accepted: an empty message, and uno_game_new agrees. */
	strcpy(msg, "junk");
	assert_int_equal(uno_rules_check(classic, 4, msg, sizeof msg), UNO_OK);
	assert_string_equal(msg, "");
	assert_int_equal(uno_game_new(&g, classic, 4, 1, NULL, NULL), UNO_OK);
	uno_game_free(g);

	/* No rules. */
	assert_int_equal(uno_rules_check(NULL, 4, msg, sizeof msg), UNO_EINVAL);
	assert_non_null(strstr(msg, "rules"));

	/* Seat counts: the variant and its range are named. */
	static const int bad[] = { 0, 1, 11, -1, INT_MIN };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		assert_int_equal(uno_rules_check(classic, bad[i], msg, sizeof msg),
				 UNO_EINVAL);
		assert_non_null(strstr(msg, "classic"));
		assert_non_null(strstr(msg, "2 to 10"));
	}
	/* Partners seats teams of two across the table (P-1): 5 is refused,
	 * and said so. */
	assert_int_equal(uno_rules_check(partners, 5, msg, sizeof msg),
			 UNO_EINVAL);
	assert_non_null(strstr(msg, "partners"));
	assert_non_null(strstr(msg, "5"));
	assert_int_equal(uno_rules_check(partners, 6, msg, sizeof msg), UNO_OK);

	/* G-5: the dealer option must name a seat of the table. */
	uno_rules *r = t_rules("classic", UNO_OPT_DEALER, 5, -1);
	assert_int_equal(uno_rules_check(r, 5, msg, sizeof msg), UNO_EINVAL);
	assert_non_null(strstr(msg, "dealer"));
	assert_int_equal(uno_rules_check(r, 6, msg, sizeof msg), UNO_OK);
	uno_rules_free(r);

	/* A hand size the deck cannot deal with a first card to turn. */
	int min, max;
	assert_int_equal(uno_rules_option_info(classic, UNO_OPT_HAND_SIZE, &min,
					       &max, NULL),
			 UNO_OK);
	for (int h = min; h <= max; h++) {
		r = t_rules("classic", UNO_OPT_HAND_SIZE, h, -1);
		int want = uno_game_new(&g, r, 10, 1, NULL, NULL);
		if (want == UNO_OK)
			uno_game_free(g);
		assert_int_equal(uno_rules_check(r, 10, msg, sizeof msg), want);
		if (want != UNO_OK) {
			assert_non_null(strstr(msg, "108"));
			assert_non_null(strstr(msg, "deal"));
		} else {
			assert_string_equal(msg, "");
		}
		uno_rules_free(r);
	}

	/* The message is cut to fit and terminated; cap 0 writes nothing. */
	char tiny[8];
	memset(tiny, 'x', sizeof tiny);
	assert_int_equal(uno_rules_check(classic, 11, tiny, sizeof tiny),
			 UNO_EINVAL);
	assert_int_equal(strlen(tiny), sizeof tiny - 1);
	assert_int_equal(uno_rules_check(classic, 11, NULL, 0), UNO_EINVAL);
	assert_int_equal(uno_rules_check(classic, 4, NULL, 0), UNO_OK);
	assert_int_equal(uno_rules_check(classic, 4, NULL, 8), UNO_EINVAL);
}

/* Scripted decks must be exactly the variant's deck (DESIGN.md "Scripted
 * decks"), or a part of it with UNO_SCRIPT_PARTIAL. */
static void test_g10_scripted_deck_not_the_variants(void **state)
{
	const uno_rules *classic = NULL;
	uno_card deck[UNO_MAX_DECK + 1], bad[UNO_MAX_DECK + 1];
	uno_game *g;
	int first_wild = -1, rc;
	(void)state;

	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	assert_int_equal(uno_rules_deck(classic, deck, UNO_MAX_DECK), 108);
	for (int i = 0; i < 108; i++)
		if (deck[i].kind == UNO_WILD && first_wild < 0)
			first_wild = i;
	assert_true(first_wild >= 0);

	/* The canonical order itself is a valid script. */
	assert_int_equal(uno_game_new_scripted(&g, classic, 3, 1, deck, 108, -1,
					       0, NULL, NULL),
			 UNO_OK);
	uno_game_free(g);

	/* Five Wild Draw Fours (one Wild replaced). */
	memcpy(bad, deck, sizeof deck);
	bad[first_wild] = card(UNO_WILD_DRAW_FOUR, UNO_NO_COLOR);
	g = (uno_game *)&g;
	assert_int_equal(uno_game_new_scripted(&g, classic, 3, 1, bad, 108, -1,
					       0, NULL, NULL),
			 UNO_EDECK);
	assert_null(g);
	g = (uno_game *)&g;
	assert_int_equal(uno_game_new_scripted(&g, classic, 3, 1, bad, 108, -1,
					       UNO_SCRIPT_PARTIAL, NULL, NULL),
			 UNO_EDECK);
	assert_null(g);

	/* An Express card in a classic deck. */
	memcpy(bad, deck, sizeof deck);
	bad[107] = card(UNO_DRAW_ONE, UNO_RED);
	g = (uno_game *)&g;
	assert_int_equal(uno_game_new_scripted(&g, classic, 3, 1, bad, 108, -1,
					       0, NULL, NULL),
			 UNO_EDECK);
	assert_null(g);
	g = (uno_game *)&g;
	assert_int_equal(uno_game_new_scripted(&g, classic, 3, 1, bad, 108, -1,
					       UNO_SCRIPT_PARTIAL, NULL, NULL),
			 UNO_EDECK);
	assert_null(g);

	/* 107 cards without UNO_SCRIPT_PARTIAL; with it they are fine. */
	g = (uno_game *)&g;
	assert_int_equal(uno_game_new_scripted(&g, classic, 3, 1, deck, 107, -1,
					       0, NULL, NULL),
			 UNO_EDECK);
	assert_null(g);
	assert_int_equal(uno_game_new_scripted(&g, classic, 3, 1, deck, 107, -1,
					       UNO_SCRIPT_PARTIAL, NULL, NULL),
			 UNO_OK);
	uno_game_free(g);

	/* 109 cards: one card too many. */
	memcpy(bad, deck, sizeof deck);
	bad[108] = deck[0];
	g = (uno_game *)&g;
	assert_int_equal(uno_game_new_scripted(&g, classic, 3, 1, bad, 109, -1,
					       0, NULL, NULL),
			 UNO_EDECK);
	assert_null(g);

	/* A colored wild in the deck (wilds are colorless there): refused,
	 * as a bad deck or a bad argument. */
	memcpy(bad, deck, sizeof deck);
	bad[first_wild] = card(UNO_WILD, UNO_BLUE);
	g = (uno_game *)&g;
	rc = uno_game_new_scripted(&g, classic, 3, 1, bad, 108, -1, 0, NULL,
				   NULL);
	assert_true(rc == UNO_EDECK || rc == UNO_EINVAL);
	assert_null(g);
}

/* Too few cards to deal and turn a first card: UNO_EDECK. */
static void test_g10_scripted_deck_too_short_to_deal(void **state)
{
	const uno_rules *classic = NULL;
	uno_card deck[UNO_MAX_DECK], numbers[UNO_MAX_DECK];
	size_t n = 0;
	uno_game *g = (uno_game *)&g;
	(void)state;

	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	assert_int_equal(uno_rules_deck(classic, deck, UNO_MAX_DECK), 108);
	for (int i = 0; i < 108; i++)
		if (deck[i].kind <= UNO_NINE)
			numbers[n++] = deck[i];
	assert_true(n >= 22);

	/* Three hands of 7 take 21 cards: nothing left to turn. */
	assert_int_equal(uno_game_new_scripted(&g, classic, 3, 1, numbers, 21,
					       -1, UNO_SCRIPT_PARTIAL, NULL,
					       NULL),
			 UNO_EDECK);
	assert_null(g);
	assert_int_equal(uno_game_new_scripted(&g, classic, 3, 1, numbers, 0,
					       -1, UNO_SCRIPT_PARTIAL, NULL,
					       NULL),
			 UNO_EDECK);
	assert_null(g);
	/* One more card is enough. */
	assert_int_equal(uno_game_new_scripted(&g, classic, 3, 1, numbers, 22,
					       -1, UNO_SCRIPT_PARTIAL, NULL,
					       NULL),
			 UNO_OK);
	assert_int_equal(uno_game_draw_pile_size(g), 0);
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	uno_game_free(g);
}

/* G-5: a scripted dealer must be a seat of the table, or -1. */
static void test_g10_g5_scripted_dealer_out_of_range(void **state)
{
	static const int bad[] = { 3, 10, 99, -2, INT_MIN, INT_MAX };
	const uno_rules *classic = NULL;
	uno_card deck[UNO_MAX_DECK];
	uno_game *g;
	(void)state;

	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	assert_int_equal(uno_rules_deck(classic, deck, UNO_MAX_DECK), 108);
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		g = (uno_game *)&g;
		assert_int_equal(uno_game_new_scripted(&g, classic, 3, 1, deck,
						       108, bad[i], 0, NULL,
						       NULL),
				 UNO_EINVAL);
		assert_null(g);
	}
	/* Unknown flags are refused too. */
	g = (uno_game *)&g;
	assert_int_equal(uno_game_new_scripted(&g, classic, 3, 1, deck, 108, -1,
					       0x80u, NULL, NULL),
			 UNO_EINVAL);
	assert_null(g);

	assert_int_equal(uno_game_new_scripted(&g, classic, 3, 1, deck, 108, 0,
					       0, NULL, NULL),
			 UNO_OK);
	assert_int_equal(uno_game_dealer(g), 0);
	uno_game_free(g);
	assert_int_equal(uno_game_new_scripted(&g, classic, 3, 1, deck, 108, -1,
					       0, NULL, NULL),
			 UNO_OK);
	assert_int_equal(uno_game_dealer(g), 2);
	uno_game_free(g);
}

/* ---- moves ---- */

/* G-10: a move that is not well formed is refused with UNO_EINVAL and
 * UNO_REASON_MALFORMED. common.h defines UNO_EINVAL as "an argument is
 * NULL, out of range or malformed", and a malformed move breaks no rule of
 * the game, so it is not UNO_EILLEGAL. Every move comes from the seat to
 * play, so the turn cannot be the reason. */
static void test_g10_malformed_moves(void **state)
{
	uno_game *g = base_game();
	uno_move m;
	const uno_card r1 = card(UNO_ONE, UNO_RED);
	const uno_card w4 = card(UNO_WILD_DRAW_FOUR, UNO_NO_COLOR);
	(void)state;

	m = uno_move_init(0);
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED, "type 0");
	m = uno_move_init(99);
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED, "type 99");
	m = uno_move_init(UNO_MOVE_MISPLAY + 1);
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED,
		   "type past the last");

	m = uno_move_play(card(99, UNO_RED), UNO_NO_COLOR);
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED, "card kind 99");
	m = uno_move_play(card(UNO_KIND_COUNT, UNO_RED), UNO_NO_COLOR);
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED, "card kind 20");
	m = uno_move_play(card(UNO_ONE, 7), UNO_NO_COLOR);
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED, "card color 7");
	m = uno_move_play(card(UNO_ONE, UNO_NO_COLOR), UNO_NO_COLOR);
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED, "colorless R1");
	m = uno_move_play(r1, 7);
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED,
		   "R1 naming color 7");
	/* A colored card naming a color is well formed but breaks G-1: only
	 * a wild names one. */
	m = uno_move_play(r1, UNO_BLUE);
	refuse_raw(g, 0, &m, UNO_EILLEGAL, UNO_REASON_COLOR_NOT_WILD,
		   "R1 naming blue");

	/* Wilds: the card in a move is colorless, the named color is 0-3 or
	 * UNO_NO_COLOR. */
	m = uno_move_play(card(UNO_WILD_DRAW_FOUR, 9), UNO_BLUE);
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED,
		   "W4 card color 9");
	m = uno_move_play(card(UNO_WILD_DRAW_FOUR, UNO_BLUE), UNO_BLUE);
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED,
		   "W4 card colored");
	m = uno_move_play(w4, 7);
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED,
		   "W4 naming color 7");
	m = uno_move_play(w4, 255);
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED,
		   "W4 naming color 255");

	/* Flags: unknown bits, and the cast flag on a play. */
	m = uno_move_play(r1, UNO_NO_COLOR);
	m.flags = 0x80;
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED, "flag 0x80");
	m.flags = UNO_MOVE_F_DEAL;
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED,
		   "play with F_DEAL");
	m = uno_move_play(r1, UNO_NO_COLOR);
	m.count = 1;
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED,
		   "play with a penalty count");
	m = uno_move_play(r1, UNO_NO_COLOR);
	m.reason = 1;
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED,
		   "play with a penalty reason");

	/* Unused fields must be unused (move.h). */
	m = uno_move_init(UNO_MOVE_DRAW);
	m.target = 1;
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED,
		   "draw with a target");
	m = uno_move_init(UNO_MOVE_DRAW);
	m.color = UNO_RED;
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED,
		   "draw with a color");
	m = uno_move_init(UNO_MOVE_DRAW);
	m.card = r1;
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED,
		   "draw with a card");

	/* Seats that do not exist. */
	m = uno_move_init(UNO_MOVE_CATCH);
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED, "catch -1");
	m.target = 3;
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED,
		   "catch 3 of 3 seats");
	m.target = 10;
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED, "catch 10");
	m.target = 127;
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED, "catch 127");

	/* A color move naming no color. */
	m = uno_move_init(UNO_MOVE_COLOR);
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED, "color none");
	m.color = 7;
	refuse_raw(g, 0, &m, UNO_EINVAL, UNO_REASON_MALFORMED, "color 7");

	uno_game_free(g);
}

/* G-10: moves by a seat that does not own the pending decision. */
static void test_g10_moves_out_of_turn(void **state)
{
	uno_game *g = base_game();
	(void)state;

	/* R5 would match R7, but it is seat 0's turn. */
	t_refuse(g, 1, "R5", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	assert_true(uno_game_errmsg(g)[0] != '\0');
	t_refuse(g, 1, "draw", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 2, "R4", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	/* The turn is checked before the card: B9 would not even match. */
	t_refuse(g, 2, "B9", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 2, "pass", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 1, "accept", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	uno_game_free(g);
}

/* G-10 with G-2, G-3, G-6: rule-breaking moves from the seat to play. */
static void test_g10_illegal_moves(void **state)
{
	uno_game *g = base_game();
	(void)state;

	/* G-2: B5 matches neither red nor 7. */
	t_refuse(g, 0, "B5", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	t_refuse(g, 0, "Y4", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	/* R9 would match, but seat 0 does not hold it. */
	t_refuse(g, 0, "R9", UNO_EILLEGAL, UNO_REASON_NOT_IN_HAND);
	t_refuse(g, 0, "W", UNO_EILLEGAL, UNO_REASON_NOT_IN_HAND);
	/* G-3/G-4: nothing drawn and cards left to draw, so no pass. */
	t_refuse(g, 0, "pass", UNO_EILLEGAL, UNO_REASON_CANNOT_PASS);
	/* No Wild Draw Four is pending. */
	t_refuse(g, 0, "challenge", UNO_EILLEGAL, UNO_REASON_WRONG_DECISION);
	t_refuse(g, 0, "accept", UNO_EILLEGAL, UNO_REASON_WRONG_DECISION);
	/* G-6: R1 leaves six cards, so no UNO with it or alone. */
	t_refuse(g, 0, "R1!", UNO_EILLEGAL, UNO_REASON_UNO_NOT_LAST);
	t_refuse(g, 0, "uno", UNO_EILLEGAL, UNO_REASON_UNO_NOT_LAST);
	t_refuse(g, 1, "uno", UNO_EILLEGAL, UNO_REASON_UNO_NOT_LAST);
	t_refuse(g, 1, "catch 2", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	/* Moves classic does not have. */
	t_refuse(g, 0, "give R1", UNO_EILLEGAL, UNO_REASON_NOT_IN_VARIANT);
	t_refuse(g, 0, "cast 1", UNO_EILLEGAL, UNO_REASON_NOT_IN_VARIANT);
	t_refuse(g, 0, "cast deal", UNO_EILLEGAL, UNO_REASON_NOT_IN_VARIANT);
	t_refuse(g, 0, "swap 1", UNO_EILLEGAL, UNO_REASON_NOT_IN_VARIANT);
	uno_game_free(g);
}

/*
 * G-10: a refused move's message is never cut short. The longest is
 * "seat 9, ", the move as text (31 characters at most), ": " and the
 * reason: the game's room for it (UNO__ERRMSG_CAP, 160 bytes) must hold
 * that with every reason. Then the longest reason (last_card_number, H-8)
 * in a real refusal: the message ends with all of it.
 */
static void test_g10_errmsg_holds_the_longest_refusal_H8(void **state)
{
	(void)state;
	size_t longest = 0;
	for (int r = 0; r < UNO_REASON_COUNT; r++)
		if (strlen(uno_reason_message(r)) > longest)
			longest = strlen(uno_reason_message(r));
	assert_true(strlen("seat 9, ") + 31 + strlen(": ") + longest + 1 <= UNO__ERRMSG_CAP);
	assert_int_equal(strlen(uno_reason_message(UNO_REASON_LAST_CARD_NUMBER)), longest);

	const char *h[] = { "RS", "G7", "B4" };
	uno_rules *r = t_rules("classic", UNO_OPT_LAST_CARD_NUMBER, 1, -1);
	uno_game *g = t_game("classic", r, 3, -1, h, "R5", "Y7 G9 B1 Y5 G6 R8 Y9", false);
	uno_rules_free(r);
	assert_int_equal(uno_game_apply_text(g, 0, "RS"), UNO_EILLEGAL);
	const char *msg = uno_game_errmsg(g), *reason = uno_reason_message(UNO_REASON_LAST_CARD_NUMBER);
	assert_true(strlen(msg) > strlen(reason));
	assert_string_equal(msg + strlen(msg) - strlen(reason), reason);
	uno_game_free(g);
}

/* G-10 and G-2: the game's message names the rule that refused the move. */
static void test_g10_errmsg_names_the_rule(void **state)
{
	uno_game *g = base_game();
	const char *msg;
	(void)state;

	/* Nothing refused yet. */
	msg = uno_game_errmsg(g);
	assert_non_null(msg);
	assert_string_equal(msg, "");

	assert_int_equal(uno_game_apply_text(g, 0, "B5"), UNO_EILLEGAL);
	msg = uno_game_errmsg(g);
	assert_non_null(msg);
	if (!strstr(msg, "G-2"))
		fail_msg("message after a non-matching card: \"%s\"", msg);

	/* The message belongs to the game: another game's is untouched. */
	uno_game *other = base_game();
	assert_string_equal(uno_game_errmsg(other), "");
	uno_game_free(other);
	uno_game_free(g);
}

/* G-10: bad notation through apply_text is UNO_EPARSE and changes nothing. */
static void test_g10_apply_text_garbage(void **state)
{
	static const char *const bad[] = {
		"",	 "   ",	    "R10",     "X5",   "R1!!", "catch 99",
		"catch", "color W", "R1 junk", "W4/X", "R1/B", "hello",
	};
	uno_game *g = base_game();
	uno_game *before = clone_of(g);
	(void)state;

	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		int rc = uno_game_apply_text(g, 0, bad[i]);
		if (rc != UNO_EPARSE)
			fail_msg("\"%s\": %s", bad[i], uno_strerror(rc));
	}
	assert_int_equal(uno_game_apply_text(g, 0, NULL), UNO_EINVAL);
	assert_unchanged(before, g);
	/* Same text, valid: it goes through. */
	t_apply(g, 0, "R1");
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);
}

/* ---- round and match state ---- */

static void test_g10_next_round_while_playing(void **state)
{
	uno_game *g = base_game();
	uno_game *before = clone_of(g);
	(void)state;

	assert_int_equal(uno_game_next_round(g), UNO_ESTATE);
	assert_int_equal(uno_game_round_winner(g), UNO_ESTATE);
	assert_int_equal(uno_game_match_winner(g), UNO_ESTATE);
	assert_unchanged(before, g);
	assert_int_equal(uno_game_round(g), 1);
	uno_game_free(g);
}

/* G-7, G-8: once the round is over, no move is taken and no seat is to play;
 * the match goes on until a new round is dealt. */
static void test_g10_g7_moves_after_the_round_ended(void **state)
{
	uno_game *g = short_game(NULL);
	(void)state;

	t_apply(g, 0, "R1");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 0);
	assert_int_equal(uno_game_score(g, 0), 50);
	assert_int_equal(uno_game_current_player(g), UNO_ESTATE);
	assert_int_equal(uno_game_match_winner(g), UNO_ESTATE);
	assert_int_equal(uno_game_legal_moves(g, 0, NULL, 0), 0);
	assert_int_equal(uno_game_legal_moves(g, 1, NULL, 0), 0);

	t_refuse(g, 1, "draw", UNO_EILLEGAL, UNO_REASON_GAME_OVER);
	t_refuse(g, 1, "W4/B", UNO_EILLEGAL, UNO_REASON_GAME_OVER);
	t_refuse(g, 0, "draw", UNO_EILLEGAL, UNO_REASON_GAME_OVER);

	/* next_round is the one way on. */
	assert_int_equal(uno_game_next_round(g), UNO_OK);
	assert_int_equal(uno_game_round(g), 2);
	assert_int_equal(uno_game_round_winner(g), UNO_ESTATE);
	assert_int_equal(uno_game_next_round(g), UNO_ESTATE);
	uno_game_free(g);
}

/* G-8: after the match is over, next_round is UNO_ESTATE and nothing moves. */
static void test_g10_g8_next_round_after_the_match(void **state)
{
	const uno_rules *classic = NULL;
	int min, max;
	(void)state;

	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	assert_int_equal(uno_rules_option_info(classic, UNO_OPT_TARGET_SCORE,
					       &min, &max, NULL),
			 UNO_OK);
	if (min > 50)
		skip();

	uno_rules *r = t_rules("classic", UNO_OPT_TARGET_SCORE, 50, -1);
	uno_game *g = short_game(r);
	uno_game *before;

	t_apply(g, 0, "R1");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_MATCH_OVER);
	assert_int_equal(uno_game_match_winner(g), 0);
	before = clone_of(g);
	assert_int_equal(uno_game_next_round(g), UNO_ESTATE);
	assert_int_equal(uno_game_current_player(g), UNO_ESTATE);
	assert_unchanged(before, g);
	t_refuse(g, 1, "draw", UNO_EILLEGAL, UNO_REASON_GAME_OVER);
	uno_game_free(g);
	uno_rules_free(r);
}

/* ---- hooks ---- */

static struct t_events recorded;

static void test_g10_set_hooks_size_checks(void **state)
{
	uno_game *g = base_game();
	uno_game *before = clone_of(g);
	uno_hooks h;
	(void)state;

	/* Install a full table first, so a refused call must keep it. */
	t_record_events(g, &recorded);
	memset(&h, 0, sizeof h);
	h.size = 0;
	assert_int_equal(uno_game_set_hooks(g, &h, NULL), UNO_EINVAL);
	h.size = sizeof(size_t) - 1;
	assert_int_equal(uno_game_set_hooks(g, &h, NULL), UNO_EINVAL);
	assert_unchanged(before, g);
	recorded.n = 0;
	t_apply(g, 0, "R1");
	assert_true(recorded.n > 0);

	/* A table too short to hold the event member: treated as NULL. */
	memset(&h, 0xff, sizeof h);
	h.size = offsetof(uno_hooks, event);
	h.choose_color = NULL;
	h.challenge = NULL;
	h.draw = NULL;
	assert_int_equal(uno_game_set_hooks(g, &h, &recorded), UNO_OK);
	recorded.n = 0;
	t_apply(g, 1, "R5");
	assert_int_equal(recorded.n, 0);

	/* Just the size member: a table with no hooks. */
	h.size = sizeof(size_t);
	assert_int_equal(uno_game_set_hooks(g, &h, NULL), UNO_OK);
	assert_int_equal(uno_game_set_hooks(g, NULL, NULL), UNO_OK);
	uno_game_free(g);
}

/* What a hook tried, and what it got. */
struct busy {
	uno_game *g;
	int trigger; /* event type that makes the hook try */
	int tried;
	int events;
	int in_hook_phase;
	int rc_apply, rc_apply_text, rc_next_round, rc_hooks_null, rc_hooks;
	int rc_check;
	int color_calls;
	uno_hooks hooks;
};

static void try_everything(struct busy *b, int seat, const uno_move *m,
			   const char *text)
{
	b->tried++;
	b->in_hook_phase = uno_game_phase(b->g);
	b->rc_apply = uno_game_apply(b->g, seat, m);
	b->rc_apply_text = uno_game_apply_text(b->g, seat, text);
	b->rc_next_round = uno_game_next_round(b->g);
	b->rc_hooks_null = uno_game_set_hooks(b->g, NULL, NULL);
	b->rc_hooks = uno_game_set_hooks(b->g, &b->hooks, b);
}

static void busy_event(const uno_game *game, const uno_event *ev, void *user)
{
	struct busy *b = user;
	assert_ptr_equal(game, b->g);
	b->events++;
	if (ev->type != b->trigger || b->tried)
		return;
	if (ev->type == UNO_EV_PLAY) {
		/* After R1, seat 1's R5 would be a fine answer. */
		uno_move r5 =
			uno_move_play(card(UNO_FIVE, UNO_RED), UNO_NO_COLOR);
		try_everything(b, 1, &r5, "R5");
	} else {
		uno_move draw = uno_move_init(UNO_MOVE_DRAW);
		try_everything(b, 1, &draw, "draw");
	}
}

static void assert_all_busy(const struct busy *b)
{
	assert_int_equal(b->tried, 1);
	assert_true(b->in_hook_phase >= 0);
	assert_int_equal(b->rc_apply, UNO_EBUSY);
	assert_int_equal(b->rc_apply_text, UNO_EBUSY);
	assert_int_equal(b->rc_next_round, UNO_EBUSY);
	assert_int_equal(b->rc_hooks_null, UNO_EBUSY);
	assert_int_equal(b->rc_hooks, UNO_EBUSY);
}

/* G-10: an event hook cannot change the game that calls it. */
static void test_g10_event_hook_gets_ebusy(void **state)
{
	struct busy b;
	uno_game *g = base_game();
	uno_game *reference = clone_of(g);
	(void)state;

	memset(&b, 0, sizeof b);
	b.g = g;
	b.trigger = UNO_EV_PLAY;
	b.hooks.size = sizeof b.hooks;
	b.hooks.event = busy_event;
	assert_int_equal(uno_game_set_hooks(g, &b.hooks, &b), UNO_OK);

	t_apply(g, 0, "R1");
	assert_all_busy(&b);
	/* The game is as if nothing had been tried. */
	t_apply(reference, 0, "R1");
	assert_true(uno__state_equal(reference, g));
	assert_int_equal(uno_game_current_player(g), 1);

	/* The hooks were not removed: the next move is still reported. */
	int seen = b.events;
	t_apply(g, 1, "R5");
	assert_true(b.events > seen);
	uno_game_free(reference);
	uno_game_free(g);
}

static int busy_color(const uno_game *game, int seat, void *user)
{
	struct busy *b = user;
	uno_move color_b = uno_move_init(UNO_MOVE_COLOR);
	int why = -1;

	assert_ptr_equal(game, b->g);
	b->color_calls++;
	color_b.color = UNO_BLUE;
	/* The move would be legal: only being inside a hook refuses it. */
	b->rc_check = uno_game_check_move(game, seat, &color_b, &why);
	try_everything(b, seat, &color_b, "color B");
	return UNO_BLUE;
}

/* G-10, C-3: a color hook asked inside set_hooks (a Wild turned up) cannot
 * answer by applying a move itself; its return value answers. */
static void test_g10_color_hook_gets_ebusy(void **state)
{
	static const char *const hands[3] = { "R1 R2", "G1 G2", "Y1 Y2" };
	struct busy b;
	uno_game *g = t_game("classic", NULL, 3, -1, hands, "W", "B1 B2", true);
	uno_game *reference;
	(void)state;

	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(uno_game_current_player(g), 0);
	reference = clone_of(g);

	memset(&b, 0, sizeof b);
	b.g = g;
	b.hooks.size = sizeof b.hooks;
	b.hooks.choose_color = busy_color;
	assert_int_equal(uno_game_set_hooks(g, &b.hooks, &b), UNO_OK);

	assert_int_equal(b.color_calls, 1);
	assert_int_equal(b.rc_check, UNO_OK);
	assert_all_busy(&b);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	t_apply(reference, 0, "color B");
	assert_true(uno__state_equal(reference, g));
	uno_game_free(reference);
	uno_game_free(g);
}

/* G-10, G-7: at the end of a round, a hook cannot deal the next one. */
static void test_g10_round_end_hook_gets_ebusy(void **state)
{
	struct busy b;
	uno_game *g = short_game(NULL);
	(void)state;

	memset(&b, 0, sizeof b);
	b.g = g;
	b.trigger = UNO_EV_ROUND_END;
	b.hooks.size = sizeof b.hooks;
	b.hooks.event = busy_event;
	assert_int_equal(uno_game_set_hooks(g, &b.hooks, &b), UNO_OK);

	t_apply(g, 0, "R1");
	assert_all_busy(&b);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round(g), 1);
	/* Outside the hook the same call works. */
	assert_int_equal(uno_game_next_round(g), UNO_OK);
	assert_int_equal(uno_game_round(g), 2);
	uno_game_free(g);
}

/* ---- strings ---- */

static void test_g10_strerror_every_status(void **state)
{
	static const struct {
		int code;
		const char *name;
	} codes[] = {
		{ UNO_OK, "UNO_OK" },
		{ UNO_EINVAL, "UNO_EINVAL" },
		{ UNO_ENOMEM, "UNO_ENOMEM" },
		{ UNO_EILLEGAL, "UNO_EILLEGAL" },
		{ UNO_ETURN, "UNO_ETURN" },
		{ UNO_EPARSE, "UNO_EPARSE" },
		{ UNO_ERANGE, "UNO_ERANGE" },
		{ UNO_ENOTSUP, "UNO_ENOTSUP" },
		{ UNO_ESTATE, "UNO_ESTATE" },
		{ UNO_EBUSY, "UNO_EBUSY" },
		{ UNO_ENOTFOUND, "UNO_ENOTFOUND" },
		{ UNO_EDECK, "UNO_EDECK" },
		{ UNO_ENOSPC, "UNO_ENOSPC" },
	};
	static const int unknown[] = { 1, -13, -100, INT_MIN, INT_MAX };
	const size_t n = sizeof codes / sizeof codes[0];
	(void)state;

	for (size_t i = 0; i < n; i++) {
		const char *s = uno_strerror(codes[i].code);
		assert_non_null(s);
		/* Named as in the header's example ("UNO_EINVAL: ..."). */
		if (!strstr(s, codes[i].name))
			fail_msg("uno_strerror(%d) = \"%s\"", codes[i].code, s);
		for (size_t j = 0; j < i; j++)
			assert_string_not_equal(s, uno_strerror(codes[j].code));
	}
	for (size_t k = 0; k < sizeof unknown / sizeof unknown[0]; k++) {
		const char *s = uno_strerror(unknown[k]);
		assert_non_null(s);
		assert_true(s[0] != '\0');
		for (size_t i = 0; i < n; i++)
			assert_string_not_equal(s, uno_strerror(codes[i].code));
	}
}

static void test_g10_reason_messages(void **state)
{
	static const struct {
		int reason;
		const char *rule;
	} rules[] = {
		{ UNO_REASON_NO_MATCH, "G-2" },
		{ UNO_REASON_ONLY_DRAWN_CARD, "G-3" },
		{ UNO_REASON_CANNOT_DRAW, "G-4" },
		{ UNO_REASON_UNO_NOT_LAST, "G-6" },
		{ UNO_REASON_NOT_CATCHABLE, "G-6" },
		{ UNO_REASON_WILD_DRAW_RESTRICTED, "C-6" },
	};
	static const int unknown[] = { -1, UNO_REASON_COUNT, 1000, INT_MIN };
	(void)state;

	for (int r = 0; r < UNO_REASON_COUNT; r++) {
		const char *s = uno_reason_message(r);
		assert_non_null(s);
		assert_true(s[0] != '\0');
		for (int q = 0; q < r; q++)
			assert_string_not_equal(s, uno_reason_message(q));
	}
	for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++) {
		const char *s = uno_reason_message(rules[i].reason);
		if (!strstr(s, rules[i].rule))
			fail_msg("reason %d does not name %s: \"%s\"",
				 rules[i].reason, rules[i].rule, s);
	}
	for (size_t k = 0; k < sizeof unknown / sizeof unknown[0]; k++) {
		const char *s = uno_reason_message(unknown[k]);
		assert_non_null(s);
		assert_true(s[0] != '\0');
		for (int r = 0; r < UNO_REASON_COUNT; r++)
			assert_string_not_equal(s, uno_reason_message(r));
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_g10_null_game_everywhere),
		cmocka_unit_test(test_g10_null_out_pointers_on_a_game),
		cmocka_unit_test(test_g10_null_pointers_outside_games),
		cmocka_unit_test(test_g10_seat_out_of_range),
		cmocka_unit_test(test_g10_bad_player_counts),
		cmocka_unit_test(test_g10_g5_dealer_option_out_of_range),
		cmocka_unit_test(test_g10_hand_size_too_large_for_the_deck),
		cmocka_unit_test(test_g10_rules_check_says_why_creation_fails),
		cmocka_unit_test(test_g10_scripted_deck_not_the_variants),
		cmocka_unit_test(test_g10_scripted_deck_too_short_to_deal),
		cmocka_unit_test(test_g10_g5_scripted_dealer_out_of_range),
		cmocka_unit_test(test_g10_malformed_moves),
		cmocka_unit_test(test_g10_moves_out_of_turn),
		cmocka_unit_test(test_g10_illegal_moves),
		cmocka_unit_test(test_g10_errmsg_names_the_rule),
		cmocka_unit_test(test_g10_errmsg_holds_the_longest_refusal_H8),
		cmocka_unit_test(test_g10_apply_text_garbage),
		cmocka_unit_test(test_g10_next_round_while_playing),
		cmocka_unit_test(test_g10_g7_moves_after_the_round_ended),
		cmocka_unit_test(test_g10_g8_next_round_after_the_match),
		cmocka_unit_test(test_g10_set_hooks_size_checks),
		cmocka_unit_test(test_g10_event_hook_gets_ebusy),
		cmocka_unit_test(test_g10_color_hook_gets_ebusy),
		cmocka_unit_test(test_g10_round_end_hook_gets_ebusy),
		cmocka_unit_test(test_g10_strerror_every_status),
		cmocka_unit_test(test_g10_reason_messages),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
