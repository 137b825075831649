/*
 * UNO Express (`express`): the 56-card deck, the first discard
 * covered until a number shows, Draw One, Wild Draw Two and its
 * challenge, scoring and the 250-point target, and the ruling
 * that a two-player Reverse only changes the direction.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdio.h>
#include <string.h>

static struct t_events ev;

static const uno_rules *express(void)
{
	const uno_rules *r = NULL;

	assert_int_equal(uno_rules_builtin(&r, "express"), UNO_OK);
	assert_non_null(r);
	return r;
}

/* A slot per (kind, color), the color of wilds being UNO_NO_COLOR. */
static int slot(uno_card c)
{
	return c.kind * 5 + c.color;
}

/* X-1 written out here, so the expectation does not come from the table:
 * copies of kind k in color c (c == UNO_NO_COLOR for wilds). */
static int x1_copies(int k, int c)
{
	if (uno_kind_is_wild(k))
		return (k == UNO_WILD || k == UNO_WILD_DRAW_TWO) &&
				       c == UNO_NO_COLOR
			       ? 4
			       : 0;
	if (c == UNO_NO_COLOR)
		return 0;
	if (k >= UNO_ONE && k <= UNO_NINE)
		return 1;
	if (k == UNO_SKIP || k == UNO_REVERSE || k == UNO_DRAW_ONE)
		return 1;
	return 0; /* no zeros, no Draw Two */
}

/* Three seats; seats 1 and 2 hold cards that no test here needs. */
static uno_game *three(const uno_rules *r, const char *h0, const char *first)
{
	const char *hands[] = { h0, "B7 G8 Y9", "R6 B6 G6" };
	return t_game("express", r, 3, -1, hands, first, "", true);
}

/* The index of the only event of a type; fails unless there is exactly one. */
static int only_event(int type)
{
	int i = t_find_event(&ev, type, 0);
	assert_true(i >= 0);
	assert_int_equal(t_find_event(&ev, type, i + 1), -1);
	return i;
}

/* the table's deck is 56 cards: 1-9 once per color, one Skip, Reverse
 * and Draw One per color, four Wild and four Wild Draw Two; nothing else. */
static void test_x1_deck_is_56_cards_without_zeros(void **state)
{
	uno_card deck[UNO_MAX_DECK];
	int counts[UNO_KIND_COUNT * 5] = { 0 };
	int n = uno_rules_deck(express(), deck, UNO_MAX_DECK);

	(void)state;
	assert_int_equal(n, 56);
	/* Count-then-fill: the size is reported without a buffer. */
	assert_int_equal(uno_rules_deck(express(), NULL, 0), 56);
	for (int i = 0; i < n; i++) {
		assert_int_equal(uno_card_valid(deck[i]), UNO_OK);
		if (uno_kind_is_wild(deck[i].kind))
			assert_int_equal(deck[i].color, UNO_NO_COLOR);
		counts[slot(deck[i])]++;
	}
	for (int k = 0; k < UNO_KIND_COUNT; k++)
		for (int c = 0; c <= UNO_NO_COLOR; c++)
			assert_int_equal(counts[k * 5 + c], x1_copies(k, c));
	/* The same split, summed up the way the rule states it. */
	int numbers = 0, actions = 0;
	for (int i = 0; i < n; i++) {
		if (deck[i].kind <= UNO_NINE)
			numbers++;
		else if (!uno_kind_is_wild(deck[i].kind))
			actions++;
	}
	assert_int_equal(numbers, 36);
	assert_int_equal(actions, 12);
	assert_int_equal(counts[slot((uno_card){ UNO_ZERO, UNO_RED })], 0);

	int lo = 0, hi = 0;
	assert_int_equal(uno_rules_players(express(), &lo, &hi), UNO_OK);
	assert_int_equal(lo, 2);
	assert_int_equal(hi, 10);
	assert_string_equal(uno_rules_name(express()), "express");
}

/* a scripted deck must be the Express deck: its canonical order is
 * accepted; a zero (or a Classic-only card) in place of a card is refused,
 * in a full deck and in a partial one alike. */
static void test_x1_scripted_deck_with_zero_refused(void **state)
{
	uno_card deck[UNO_MAX_DECK];
	uno_game *g = NULL;
	int n = uno_rules_deck(express(), deck, UNO_MAX_DECK);
	int r1 = -1;

	(void)state;
	assert_int_equal(n, 56);
	assert_int_equal(uno_game_new_scripted(&g, express(), 4, 1, deck,
					       (size_t)n, -1, 0, NULL, NULL),
			 UNO_OK);
	assert_non_null(g);
	assert_int_equal(uno_game_hand_size(g, 0), 5);
	uno_game_free(g);

	for (int i = 0; i < n; i++)
		if (deck[i].kind == UNO_ONE && deck[i].color == UNO_RED)
			r1 = i;
	assert_true(r1 >= 0);

	/* 56 cards, but R0 instead of R1. */
	deck[r1].kind = UNO_ZERO;
	g = (uno_game *)1;
	assert_int_equal(uno_game_new_scripted(&g, express(), 4, 1, deck,
					       (size_t)n, -1, 0, NULL, NULL),
			 UNO_EDECK);
	assert_null(g);

	/* A partial deck is a part of the Express deck: R0 is not. */
	g = (uno_game *)1;
	assert_int_equal(uno_game_new_scripted(&g, express(), 4, 1, deck,
					       (size_t)n, -1,
					       UNO_SCRIPT_PARTIAL, NULL, NULL),
			 UNO_EDECK);
	assert_null(g);

	/* A Draw Two, or a second R1, is no Express card either. */
	deck[r1].kind = UNO_DRAW_TWO;
	g = (uno_game *)1;
	assert_int_equal(uno_game_new_scripted(&g, express(), 4, 1, deck,
					       (size_t)n, -1, 0, NULL, NULL),
			 UNO_EDECK);
	assert_null(g);
	deck[r1].kind = UNO_ONE;
	deck[(r1 + 1) % n] = deck[r1];
	g = (uno_game *)1;
	assert_int_equal(uno_game_new_scripted(&g, express(), 4, 1, deck,
					       (size_t)n, -1, 0, NULL, NULL),
			 UNO_EDECK);
	assert_null(g);

	/* The Classic deck is not the Express deck. */
	const uno_rules *classic = NULL;
	uno_card cdeck[UNO_MAX_DECK];
	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	int cn = uno_rules_deck(classic, cdeck, UNO_MAX_DECK);
	assert_int_equal(cn, 108);
	g = (uno_game *)1;
	assert_int_equal(uno_game_new_scripted(&g, express(), 4, 1, cdeck,
					       (size_t)cn, -1, 0, NULL, NULL),
			 UNO_EDECK);
	assert_null(g);
}

/* 5 cards each and a 250-point target by default; Express has no
 * wild_first_returned (X-2 covers every non-number first card), but keeps
 * the Classic challenge options. */
static void test_x5_options_hand_size_target_no_wild_first_returned(void **state)
{
	int v = -1, lo = -1, hi = -1, def = -1;
	uno_rules *copy = NULL;

	(void)state;
	assert_int_equal(uno_rules_get(express(), UNO_OPT_HAND_SIZE, &v), UNO_OK);
	assert_int_equal(v, 5);
	assert_int_equal(uno_rules_option_info(express(), UNO_OPT_HAND_SIZE,
					       &lo, &hi, &def),
			 UNO_OK);
	assert_int_equal(def, 5);
	assert_int_equal(uno_rules_get(express(), UNO_OPT_TARGET_SCORE, &v), UNO_OK);
	assert_int_equal(v, 250);
	assert_int_equal(uno_rules_option_info(express(), UNO_OPT_TARGET_SCORE,
					       &lo, &hi, &def),
			 UNO_OK);
	assert_int_equal(def, 250);

	assert_int_equal(uno_rules_get(express(), UNO_OPT_WILD_FIRST_RETURNED, &v),
			 UNO_ENOTSUP);
	assert_int_equal(uno_rules_option_info(express(),
					       UNO_OPT_WILD_FIRST_RETURNED,
					       &lo, &hi, &def),
			 UNO_ENOTSUP);
	assert_int_equal(uno_rules_copy(&copy, express(), NULL, NULL), UNO_OK);
	assert_int_equal(uno_rules_set(copy, UNO_OPT_WILD_FIRST_RETURNED, 1),
			 UNO_ENOTSUP);
	assert_int_equal(uno_rules_set(copy, UNO_OPT_WILD_FIRST_RETURNED, 0),
			 UNO_ENOTSUP);
	/* The options X-4 uses are there. */
	assert_int_equal(uno_rules_get(copy, UNO_OPT_STRICT_WILD_DRAW, &v), UNO_OK);
	assert_int_equal(v, 0);
	assert_int_equal(uno_rules_get(copy, UNO_OPT_CHALLENGE_PENALTY, &v), UNO_OK);
	assert_int_equal(v, 2);
	uno_rules_free(copy);

	/* A shuffled game deals 5 each. */
	uno_game *g = NULL;
	assert_int_equal(uno_game_new(&g, express(), 4, 7, NULL, NULL), UNO_OK);
	for (int s = 0; s < 4; s++)
		assert_int_equal(uno_game_hand_size(g, s), 5);
	uno_game_free(g);
}

/*
 * over shuffled games: 5 cards each, every one of the 56 cards is
 * somewhere, no face shows up more often than the deck holds it, and the
 * first discard is always a number with nobody affected by what it covers.
 * (At most 8 players, so 16 cards or more are left to turn.)
 */
static void test_x2_shuffled_games_open_on_a_number(void **state)
{
	int covered = 0;

	(void)state;
	for (uint64_t seed = 1; seed <= 300; seed++) {
		int players = 2 + (int)(seed % 7);
		int seen[UNO_KIND_COUNT * 5] = { 0 };
		int held = 0;
		uno_game *g = NULL;
		uno_card top;

		assert_int_equal(uno_game_new(&g, express(), players, seed,
					      NULL, NULL),
				 UNO_OK);
		assert_int_equal(uno_game_top_card(g, &top), UNO_OK);
		assert_true(top.kind >= UNO_ONE && top.kind <= UNO_NINE);
		assert_int_equal(uno_game_current_color(g), top.color);
		assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
		assert_int_equal(uno_game_direction(g), 1);
		assert_int_equal(uno_game_current_player(g),
				 (uno_game_dealer(g) + 1) % players);
		seen[slot(top)]++;
		for (int s = 0; s < players; s++) {
			uno_card hand[UNO_MAX_DECK];
			int n = uno_game_hand(g, s, hand, UNO_MAX_DECK);
			assert_int_equal(n, 5);
			held += n;
			for (int i = 0; i < n; i++)
				seen[slot(hand[i])]++;
		}
		int discard = uno_game_discard_pile_size(g);
		assert_true(discard >= 1);
		if (discard > 1)
			covered++;
		assert_int_equal(held + uno_game_draw_pile_size(g) + discard, 56);
		for (int i = 0; i < UNO_KIND_COUNT * 5; i++)
			assert_true(seen[i] <= x1_copies(i / 5, i % 5));
		uno_game_free(g);
	}
	/* 20 of 56 cards are not numbers: some opening was covered. */
	assert_true(covered > 0);
}

/* a Skip turned first is covered by the next card; the number on top
 * sets the color, the covered card stays in the discard pile, and the
 * first player is not skipped. */
static void test_x2_skip_first_is_covered_by_number(void **state)
{
	const char *h[] = { "G1 R2 Y3", "Y1 B2 R3", "B1 Y2 G3" };
	uno_game *g = t_game("express", NULL, 3, -1, h, "RS G5", NULL, true);

	(void)state;
	assert_string_equal(t_top(g), "G5");
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	assert_int_equal(uno_game_discard_pile_size(g), 2);
	assert_int_equal(uno_game_draw_pile_size(g), 56 - 9 - 2);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_direction(g), 1);
	for (int s = 0; s < 3; s++)
		assert_int_equal(uno_game_hand_size(g, s), 3);
	/* The first player plays normally on G5; a red card would only have
	 * matched the covered Skip. */
	t_refuse(g, 0, "R2", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	t_apply(g, 0, "G1");
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);
}

/* covered draw cards make nobody draw: neither a Draw One nor a Wild
 * Draw Two (no color decision, no challenge either). */
static void test_x2_covered_draw_cards_have_no_effect(void **state)
{
	const char *h[] = { "G1 R2 Y3", "Y1 B2 R3", "B1 Y2 G3" };
	uno_game *g = t_game("express", NULL, 3, -1, h, "RD1 B4", NULL, true);

	(void)state;
	assert_string_equal(t_top(g), "B4");
	assert_int_equal(uno_game_discard_pile_size(g), 2);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	for (int s = 0; s < 3; s++)
		assert_int_equal(uno_game_hand_size(g, s), 3);
	assert_string_equal(t_hand(g, 0), "G1 R2 Y3");
	uno_game_free(g);

	g = t_game("express", NULL, 3, -1, h, "W2 B4", "Y9", true);
	assert_string_equal(t_top(g), "B4");
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	assert_int_equal(uno_game_discard_pile_size(g), 2);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_false(t_is_legal(g, 0, "challenge"));
	assert_false(t_is_legal(g, 0, "accept"));
	for (int s = 0; s < 3; s++)
		assert_int_equal(uno_game_hand_size(g, s), 3);
	assert_int_equal(uno_game_draw_pile_size(g), 56 - 9 - 2);
	/* Y9 matches nothing on B4: the turn ends. */
	t_apply(g, 0, "draw");
	assert_string_equal(t_hand(g, 0), "G1 R2 Y3 Y9");
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);
}

/* a run of non-numbers (Wild, Reverse, Draw One, Wild Draw Two) is
 * covered card after card until a number shows; the Wild asks for no color
 * and the Reverse turns nothing around. */
static void test_x2_several_non_numbers_covered_in_turn(void **state)
{
	const char *h[] = { "G1 R2 Y3", "Y1 B2 R3", "B1 Y2 G3" };
	uno_game *g = t_game("express", NULL, 3, -1, h, "W RR YD1 W2 B4",
			     "Y9", true);

	(void)state;
	assert_string_equal(t_top(g), "B4");
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	assert_int_equal(uno_game_discard_pile_size(g), 5);
	assert_int_equal(uno_game_draw_pile_size(g), 56 - 9 - 5);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_direction(g), 1);
	for (int s = 0; s < 3; s++)
		assert_int_equal(uno_game_hand_size(g, s), 3);
	/* Y9 matches nothing: the turn ends, and play is still clockwise. */
	t_apply(g, 0, "draw");
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);
}

/* the covered cards stay in the discard pile: when the draw pile runs
 * out, they are the ones shuffled into the new one (G-4). */
static void test_x2_covered_cards_stay_in_discard_pile(void **state)
{
	const char *h[] = { "R1 R2", "Y1 Y2" };
	uno_game *g = t_game("express", NULL, 2, -1, h, "RS W2 YD1 B3", "G9",
			     false);

	(void)state;
	assert_string_equal(t_top(g), "B3");
	assert_int_equal(uno_game_discard_pile_size(g), 4);
	assert_int_equal(uno_game_draw_pile_size(g), 1);
	t_record_events(g, &ev);
	t_apply(g, 0, "draw");
	assert_string_equal(t_hand(g, 0), "R1 R2 G9");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_draw_pile_size(g), 0);
	t_apply(g, 1, "draw");
	int i = only_event(UNO_EV_RESHUFFLE);
	assert_int_equal(ev.ev[i].value, 3);
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	assert_string_equal(t_top(g), "B3");
	assert_int_equal(uno_game_draw_pile_size(g), 2);
	assert_int_equal(uno_game_hand_size(g, 1), 3);
	/* Seat 1 drew one of the covered cards. */
	const char *hand = t_hand(g, 1);
	assert_true(strcmp(hand, "Y1 Y2 RS") == 0 ||
		    strcmp(hand, "Y1 Y2 YD1") == 0 ||
		    strcmp(hand, "Y1 Y2 W2") == 0);
	uno_game_free(g);
}

/* a Draw One makes the next player draw 1 and lose the turn. */
static void test_x3_draw_one_draws_one_and_skips(void **state)
{
	const char *h[] = { "RD1 G7 B8", "G1 G2 G3", "BD1 Y8 Y9" };
	uno_game *g = t_game("express", NULL, 3, -1, h, "R5", "Y4 Y6 B9", true);

	(void)state;
	t_record_events(g, &ev);
	t_apply(g, 0, "RD1");
	assert_string_equal(t_hand(g, 1), "G1 G2 G3 Y4");
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_color(g), UNO_RED);
	assert_int_equal(t_count_events(&ev, UNO_EV_DRAW, 1), 1);
	int i = only_event(UNO_EV_DRAW);
	assert_int_equal(ev.ev[i].reason, UNO_DRAW_CARD_EFFECT);
	i = only_event(UNO_EV_SKIP);
	assert_int_equal(ev.ev[i].seat, 1);
	t_refuse(g, 1, "draw", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);

	/* A Draw One of another color on a Draw One: seat 0 draws Y6 and is
	 * skipped in turn. */
	t_apply(g, 2, "BD1");
	assert_string_equal(t_hand(g, 0), "Y6 G7 B8");
	assert_int_equal(uno_game_hand_size(g, 1), 4);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	uno_game_free(g);
}

/* X-3, G-2: a Draw One matches by color or on another Draw One; it is a
 * symbol, so it does not match a 1. */
static void test_x3_draw_one_matches_color_or_draw_one(void **state)
{
	const char *h[] = { "RD1 YD1 G7", "G1 G2 G3", "BD1 Y8 B9" };
	uno_game *g = t_game("express", NULL, 3, -1, h, "R5", NULL, true);

	(void)state;
	assert_true(t_is_legal(g, 0, "RD1"));
	t_refuse(g, 0, "YD1", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	t_apply(g, 0, "RD1");
	/* Seat 2 (seat 1 was skipped) plays BD1 on RD1 by symbol. */
	assert_true(t_is_legal(g, 2, "BD1"));
	t_refuse(g, 2, "B9", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	uno_game_free(g);

	g = t_game("express", NULL, 3, -1, h, "Y1", NULL, true);
	t_refuse(g, 0, "RD1", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	assert_true(t_is_legal(g, 0, "YD1"));
	t_apply(g, 0, "YD1");
	assert_int_equal(uno_game_current_player(g), 2);
	uno_game_free(g);
}

/* the challenge of a Wild Draw Two played on R5 (naming blue) by a
 * seat holding h0; returns the challenge event's verdict. */
static int challenge_verdict(const char *h0)
{
	uno_game *g = three(NULL, h0, "R5");
	int verdict;

	/* A bluff is accepted by default (not refused). */
	assert_true(t_is_legal(g, 0, "W2/B"));
	t_apply(g, 0, "W2/B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	t_record_events(g, &ev);
	t_apply(g, 1, "challenge");
	verdict = ev.ev[only_event(UNO_EV_CHALLENGE)].value;
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	uno_game_free(g);
	return verdict;
}

/* a Wild Draw Two is legal only without a card of the current color
 * and without another wild, a second Wild Draw Two included (RULES.md: it
 * counts as a match, so the first is played illegally); cards of other
 * colors with the same number do not count. */
static void test_x4_wild_draw_two_legality_judged_by_challenge(void **state)
{
	(void)state;
	assert_int_equal(challenge_verdict("W2 G3 Y4"), 0);
	assert_int_equal(challenge_verdict("W2 G5 Y5"), 0);
	assert_int_equal(challenge_verdict("W2 R3 Y4"), 1);
	assert_int_equal(challenge_verdict("W2 W Y4"), 1);
	assert_int_equal(challenge_verdict("W2 W2 Y4"), 1);
}

/* the repro of issue 17. Seat 0 holds two Wild Draw Twos and B1 (no
 * red, R7 on top), plays one naming blue and is challenged: guilty, so it
 * draws 2 (4 cards) and the challenger keeps its 3 and plays. */
static void test_x4_second_wild_draw_two_makes_the_first_a_bluff(void **state)
{
	(void)state;
	const char *hands[] = { "W2 W2 B1", "G1 G2 G3" };
	uno_game *g = t_game("express", NULL, 2, -1, hands, "R7", "Y1 Y2 Y3 Y4", false);

	t_apply(g, 0, "W2/B");
	t_apply(g, 1, "challenge");
	assert_int_equal(uno_game_hand_size(g, 0), 4);
	assert_int_equal(uno_game_hand_size(g, 1), 3);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	uno_game_free(g);
}

/* X-4 with strict_wild_draw, and G-4 ("play never loops forever"): two Wild
 * Draw Twos in a hand can never be played under the strict rule, so their
 * holder can never go out; when that holds for every seat in play the round
 * ends blocked at once, scored as G-4 says (fewest card points wins). */
static void test_x4_strict_pairs_in_every_hand_end_the_round_blocked_G4(void **state)
{
	(void)state;
	uno_rules *r = t_rules("express", UNO_OPT_STRICT_WILD_DRAW, 1, -1);
	const char *hands[] = { "W2 W2 R1", "W2 W2 B3" };
	uno_game *g = t_game("express", r, 2, -1, hands, "R5", "Y1 Y2 Y3 Y4", false);

	uno_rules_free(r);
	t_refuse(g, 0, "W2/B", UNO_EILLEGAL, UNO_REASON_WILD_DRAW_RESTRICTED);
	t_record_events(g, &ev);
	t_apply(g, 0, "R1");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	const uno_event *end = &ev.ev[only_event(UNO_EV_ROUND_END)];
	assert_int_equal(end->reason, 1); /* blocked */
	assert_int_equal(end->seat, 0);   /* 100 points in hand against 103 */
	uno_game_free(g);

	/* One seat that can still go out keeps the round going. */
	const char *free_hands[] = { "W2 W2 R1", "W2 B3 G3" };
	r = t_rules("express", UNO_OPT_STRICT_WILD_DRAW, 1, -1);
	g = t_game("express", r, 2, -1, free_hands, "R5", "Y1 Y2 Y3 Y4", false);
	uno_rules_free(r);
	t_apply(g, 0, "R1");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);
}

/* X-4 with strict_wild_draw: a bluff is refused with its own reason; a
 * legal Wild Draw Two is never challenged: the next seat draws 2, loses the
 * turn, and the named color stands. */
static void test_x4_strict_refuses_bluff_without_challenge(void **state)
{
	uno_rules *r = t_rules("express", UNO_OPT_STRICT_WILD_DRAW, 1, -1);
	static const char *const bluffs[] = { "W2 R3 Y4", "W2 W Y4", "W2 W2 R4", "W2 W2 Y4" };

	(void)state;
	for (size_t i = 0; i < sizeof bluffs / sizeof bluffs[0]; i++) {
		uno_game *g = three(r, bluffs[i], "R5");
		t_refuse(g, 0, "W2/B", UNO_EILLEGAL,
			 UNO_REASON_WILD_DRAW_RESTRICTED);
		t_refuse(g, 0, "W2", UNO_EILLEGAL,
			 UNO_REASON_WILD_DRAW_RESTRICTED);
		uno_game_free(g);
	}

	uno_game *g = three(r, "W2 G5 Y5", "R5");
	assert_true(t_is_legal(g, 0, "W2/Y"));
	t_record_events(g, &ev);
	t_apply(g, 0, "W2/Y");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_hand_size(g, 1), 5);
	assert_int_equal(uno_game_current_color(g), UNO_YELLOW);
	assert_false(t_is_legal(g, 1, "challenge"));
	assert_int_equal(t_count_events(&ev, UNO_EV_CHALLENGE, -2), 0);
	uno_game_free(g);

	/* Naming the color afterwards opens no challenge either. */
	g = three(r, "W2 G3 Y4", "R5");
	t_apply(g, 0, "W2");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	t_apply(g, 0, "color G");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_hand_size(g, 1), 5);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	uno_game_free(g);
	uno_rules_free(r);
}

/* after a Wild Draw Two (once its color is named) the next seat alone
 * decides: challenge or accept; accepting draws 2 and loses the turn. */
static void test_x4_accept_draws_two_and_loses_turn(void **state)
{
	uno_game *g = three(NULL, "W2 G3 Y4", "R5");

	(void)state;
	t_apply(g, 0, "W2");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(uno_game_current_player(g), 0);
	t_apply(g, 0, "color B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	assert_string_equal(t_legal(g, 1), "challenge accept");
	assert_string_equal(t_legal(g, 2), "");
	t_refuse(g, 2, "challenge", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 1, "B7", UNO_EILLEGAL, UNO_REASON_WRONG_DECISION);
	/* No card drawn before the decision. */
	assert_int_equal(uno_game_hand_size(g, 1), 3);

	t_record_events(g, &ev);
	t_apply(g, 1, "accept");
	assert_int_equal(uno_game_hand_size(g, 1), 5);
	assert_int_equal(uno_game_hand_size(g, 0), 2);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	assert_int_equal(t_count_events(&ev, UNO_EV_CHALLENGE, -2), 0);
	assert_int_equal(t_count_events(&ev, UNO_EV_DRAW, 1), 2);
	uno_game_free(g);
}

/* innocent: the challenger draws 4 (2 + challenge_penalty) and loses
 * the turn; the named color stands. */
static void test_x4_innocent_challenger_draws_four(void **state)
{
	uno_game *g = three(NULL, "W2 G3 Y4", "R5");

	(void)state;
	t_apply(g, 0, "W2/B");
	t_record_events(g, &ev);
	t_apply(g, 1, "challenge");
	int i = only_event(UNO_EV_CHALLENGE);
	assert_int_equal(ev.ev[i].seat, 0);
	assert_int_equal(ev.ev[i].other, 1);
	assert_int_equal(ev.ev[i].value, 0);
	assert_int_equal(uno_game_hand_size(g, 1), 7);
	assert_int_equal(uno_game_hand_size(g, 0), 2);
	assert_int_equal(t_count_events(&ev, UNO_EV_DRAW, 1), 4);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	uno_game_free(g);

	/* challenge_penalty 3: the challenger draws 2 + 3. */
	uno_rules *r = t_rules("express", UNO_OPT_CHALLENGE_PENALTY, 3, -1);
	g = three(r, "W2 G3 Y4", "R5");
	uno_rules_free(r);
	t_apply(g, 0, "W2/B");
	t_apply(g, 1, "challenge");
	assert_int_equal(uno_game_hand_size(g, 1), 8);
	assert_int_equal(uno_game_hand_size(g, 0), 2);
	assert_int_equal(uno_game_current_player(g), 2);
	uno_game_free(g);
}

/* guilty: the player of the Wild Draw Two draws 2; the challenger
 * draws none and plays normally under the named color. */
static void test_x4_guilty_offender_draws_two_challenger_plays(void **state)
{
	uno_game *g = three(NULL, "W2 R3 Y4", "R5");

	(void)state;
	t_apply(g, 0, "W2/B");
	t_record_events(g, &ev);
	t_apply(g, 1, "challenge");
	int i = only_event(UNO_EV_CHALLENGE);
	assert_int_equal(ev.ev[i].seat, 0);
	assert_int_equal(ev.ev[i].other, 1);
	assert_int_equal(ev.ev[i].value, 1);
	assert_int_equal(uno_game_hand_size(g, 0), 4);
	assert_int_equal(t_count_events(&ev, UNO_EV_DRAW, 0), 2);
	assert_int_equal(uno_game_hand_size(g, 1), 3);
	assert_int_equal(t_count_events(&ev, UNO_EV_DRAW, 1), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	/* A normal turn under blue. */
	t_refuse(g, 1, "G8", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	t_apply(g, 1, "B7");
	assert_int_equal(uno_game_current_player(g), 2);
	uno_game_free(g);
}

/* X-4, G-7: a Wild Draw Two as the last card ends the round: the next seat
 * draws 2 without a challenge, and those cards are scored. */
static void test_x4_last_card_wild_draw_two_not_challenged_G7(void **state)
{
	const char *h[] = { "R2 W2", "R3 G3", "R4 Y4" };
	uno_game *g = t_game("express", NULL, 3, -1, h, "R5", "B1 B2 B3 B4",
			     true);

	(void)state;
	t_apply(g, 0, "R2!");
	t_apply(g, 1, "R3!");
	t_apply(g, 2, "R4!");
	t_record_events(g, &ev);
	t_apply(g, 0, "W2");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 0);
	assert_string_equal(t_hand(g, 1), "B1 B2 G3");
	assert_string_equal(t_hand(g, 2), "Y4");
	assert_int_equal(t_count_events(&ev, UNO_EV_CHALLENGE, -2), 0);
	assert_false(t_is_legal(g, 1, "challenge"));
	/* B1 B2 G3 = 6, Y4 = 4. */
	assert_int_equal(uno_game_score(g, 0), 10);
	uno_game_free(g);
}

/*
 * the winner scores the other hands: numbers face value, Skip,
 * Reverse and Draw One 20, Wild and Wild Draw Two 50. Seat 0 plays its
 * reds while seats 1 and 2 draw cards that match nothing.
 *   seat 1: YS W W2 (120) + G9 Y1 (10) = 130
 *   seat 2: BR YD1 G7 (47) + B8 G6 (14) = 61
 * 191 is below 250: the match goes on.
 */
static void test_x5_scoring_values(void **state)
{
	const char *h[] = { "R2 R3 R4", "YS W W2", "BR YD1 G7" };
	uno_game *g = t_game("express", NULL, 3, -1, h, "R5", "G9 B8 Y1 G6",
			     true);

	(void)state;
	t_record_events(g, &ev);
	t_apply(g, 0, "R2");
	t_apply(g, 1, "draw");
	t_apply(g, 2, "draw");
	t_apply(g, 0, "R3!");
	t_apply(g, 1, "draw");
	t_apply(g, 2, "draw");
	assert_string_equal(t_hand(g, 1), "Y1 G9 YS W W2");
	assert_string_equal(t_hand(g, 2), "G6 G7 B8 BR YD1");
	t_apply(g, 0, "R4");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 0);
	assert_int_equal(uno_game_score(g, 0), 191);
	assert_int_equal(uno_game_score(g, 1), 0);
	assert_int_equal(uno_game_score(g, 2), 0);
	int i = only_event(UNO_EV_ROUND_END);
	assert_int_equal(ev.ev[i].seat, 0);
	assert_int_equal(ev.ev[i].value, 191);
	assert_int_equal(t_count_events(&ev, UNO_EV_MATCH_END, -2), 0);
	assert_int_equal(uno_game_match_winner(g), UNO_ESTATE);

	const uno_rules *r = uno_game_rules(g);
	assert_int_equal(uno_rules_points(r, UNO_ONE), 1);
	assert_int_equal(uno_rules_points(r, UNO_NINE), 9);
	assert_int_equal(uno_rules_points(r, UNO_SKIP), 20);
	assert_int_equal(uno_rules_points(r, UNO_REVERSE), 20);
	assert_int_equal(uno_rules_points(r, UNO_DRAW_ONE), 20);
	assert_int_equal(uno_rules_points(r, UNO_WILD), 50);
	assert_int_equal(uno_rules_points(r, UNO_WILD_DRAW_TWO), 50);
	/* Kinds the Express deck does not have. */
	assert_int_equal(uno_rules_points(r, UNO_DRAW_TWO), UNO_EINVAL);
	assert_int_equal(uno_rules_points(r, UNO_WILD_DRAW_FOUR), UNO_EINVAL);
	uno_game_free(g);
}

/* 250 wins: a round worth 300 ends the match at the default target;
 * with the target raised to 301 the same round does not. */
static void test_x5_target_250_ends_match(void **state)
{
	const char *h[] = { "R2 R3", "W W", "W2 W2" };
	uno_game *g = t_game("express", NULL, 3, -1, h, "R5", "W W2", true);

	(void)state;
	t_record_events(g, &ev);
	t_apply(g, 0, "R2!");
	t_apply(g, 1, "draw");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	t_apply(g, 1, "pass");
	t_apply(g, 2, "draw");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	t_apply(g, 2, "pass");
	t_apply(g, 0, "R3");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_MATCH_OVER);
	assert_int_equal(uno_game_match_winner(g), 0);
	assert_int_equal(uno_game_score(g, 0), 300);
	assert_int_equal(ev.ev[only_event(UNO_EV_MATCH_END)].seat, 0);
	assert_int_equal(uno_game_next_round(g), UNO_ESTATE);
	uno_game_free(g);

	uno_rules *r = t_rules("express", UNO_OPT_TARGET_SCORE, 301, -1);
	g = t_game("express", r, 3, -1, h, "R5", "W W2", true);
	uno_rules_free(r);
	t_apply(g, 0, "R2!");
	t_apply(g, 1, "draw");
	t_apply(g, 1, "pass");
	t_apply(g, 2, "draw");
	t_apply(g, 2, "pass");
	t_apply(g, 0, "R3");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_score(g, 0), 300);
	assert_int_equal(uno_game_match_winner(g), UNO_ESTATE);
	assert_int_equal(uno_game_next_round(g), UNO_OK);
	uno_game_free(g);
}

/* Ruling (express.md): C-8 is Classic only; with two players an Express
 * Reverse changes the direction and the other player plays next. A Skip
 * still lets the same player play again. */
static void test_x_ruling_two_player_reverse_not_skip_C8(void **state)
{
	const char *h[] = { "RR RS G1", "R7 B3 Y4" };
	uno_game *g = t_game("express", NULL, 2, -1, h, "R5", NULL, true);

	(void)state;
	t_record_events(g, &ev);
	t_apply(g, 0, "RR");
	assert_int_equal(uno_game_direction(g), -1);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(t_count_events(&ev, UNO_EV_SKIP, -2), 0);
	assert_int_equal(ev.ev[only_event(UNO_EV_DIRECTION)].value, -1);
	t_refuse(g, 0, "RS", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_apply(g, 1, "R7");
	assert_int_equal(uno_game_current_player(g), 0);
	t_apply(g, 0, "RS");
	assert_int_equal(uno_game_current_player(g), 0);
	uno_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_x1_deck_is_56_cards_without_zeros),
		cmocka_unit_test(test_x1_scripted_deck_with_zero_refused),
		cmocka_unit_test(test_x5_options_hand_size_target_no_wild_first_returned),
		cmocka_unit_test(test_x2_shuffled_games_open_on_a_number),
		cmocka_unit_test(test_x2_skip_first_is_covered_by_number),
		cmocka_unit_test(test_x2_covered_draw_cards_have_no_effect),
		cmocka_unit_test(test_x2_several_non_numbers_covered_in_turn),
		cmocka_unit_test(test_x2_covered_cards_stay_in_discard_pile),
		cmocka_unit_test(test_x3_draw_one_draws_one_and_skips),
		cmocka_unit_test(test_x3_draw_one_matches_color_or_draw_one),
		cmocka_unit_test(test_x4_wild_draw_two_legality_judged_by_challenge),
		cmocka_unit_test(test_x4_second_wild_draw_two_makes_the_first_a_bluff),
		cmocka_unit_test(test_x4_strict_pairs_in_every_hand_end_the_round_blocked_G4),
		cmocka_unit_test(test_x4_strict_refuses_bluff_without_challenge),
		cmocka_unit_test(test_x4_accept_draws_two_and_loses_turn),
		cmocka_unit_test(test_x4_innocent_challenger_draws_four),
		cmocka_unit_test(test_x4_guilty_offender_draws_two_challenger_plays),
		cmocka_unit_test(test_x4_last_card_wild_draw_two_not_challenged_G7),
		cmocka_unit_test(test_x5_scoring_values),
		cmocka_unit_test(test_x5_target_250_ends_match),
		cmocka_unit_test(test_x_ruling_two_player_reverse_not_skip_C8),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
