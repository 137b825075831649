/*
 * Classic: the end of a round and of a match: going out (G-7), scoring
 * (G-8, G-9), blocked rounds (G-4), the next round (G-5) and moves after
 * the end (G-10).
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <string.h>

static struct t_events ev;

/* G-8 values, written out here so the expectation does not come from the
 * library: numbers face value, colored actions 20, wilds 50. */
static int card_points(uno_card c)
{
	if (c.kind <= UNO_NINE)
		return c.kind;
	if (c.kind >= UNO_WILD)
		return 50;
	return 20;
}

static int hand_points(const uno_game *g, int seat)
{
	uno_card cards[UNO_MAX_DECK];
	int n = uno_game_hand(g, seat, cards, UNO_MAX_DECK);
	int sum = 0;

	assert_true(n >= 0 && n <= UNO_MAX_DECK);
	for (int i = 0; i < n; i++)
		sum += card_points(cards[i]);
	return sum;
}

/* The index of the only event of a type; fails unless there is exactly one. */
static int only_event(int type)
{
	int i = t_find_event(&ev, type, 0);
	assert_true(i >= 0);
	assert_int_equal(t_find_event(&ev, type, i + 1), -1);
	return i;
}

static uno_game *three(const uno_rules *r, const char *h0, const char *h1,
		       const char *h2, const char *first, const char *draw,
		       bool fill)
{
	const char *hands[] = { h0, h1, h2 };
	return t_game("classic", r, 3, -1, hands, first, draw, fill);
}

/*
 * A round seat 0 wins holding every kind of card elsewhere: seat 0 plays
 * its four reds while seats 1 and 2 draw a card each turn that matches
 * nothing (so the turn ends at once).
 *   seat 1: BS GR YD2 W (110) + G9 B6 B8 (23) = 133
 *   seat 2: W4 B0 G7 Y5 (62) + Y8 G6 Y9 (23) = 85
 * Seat 0 scores 218. Events are recorded from the start when rec is set.
 */
static uno_game *scored_round(const uno_rules *r, bool record)
{
	uno_game *g = three(r, "R1 R2 R3 R4", "BS GR YD2 W", "W4 B0 G7 Y5",
			    "R5", "G9 Y8 B6 G6 B8 Y9", true);

	if (record)
		t_record_events(g, &ev);
	t_apply(g, 0, "R1");
	t_apply(g, 1, "draw");
	t_apply(g, 2, "draw");
	t_apply(g, 0, "R2");
	t_apply(g, 1, "draw");
	t_apply(g, 2, "draw");
	t_apply(g, 0, "R3!");
	t_apply(g, 1, "draw");
	t_apply(g, 2, "draw");
	assert_string_equal(t_hand(g, 1), "B6 B8 G9 BS GR YD2 W");
	assert_string_equal(t_hand(g, 2), "B0 Y5 G6 G7 Y8 Y9 W4");
	t_apply(g, 0, "R4");
	return g;
}

/* Plays a round to its end: each seat to decide makes its first legal move
 * that answers the decision (never a call or a catch). */
static void autoplay_round(uno_game *g)
{
	uno_move moves[UNO_MAX_MOVES];

	for (int step = 0; step < 20000; step++) {
		int ph = uno_game_phase(g);
		if (ph == UNO_PHASE_ROUND_OVER || ph == UNO_PHASE_MATCH_OVER)
			return;
		int seat = uno_game_current_player(g);
		assert_true(seat >= 0);
		int n = uno_game_legal_moves(g, seat, moves, UNO_MAX_MOVES);
		int pick = -1;
		for (int i = 0; i < n && pick < 0; i++)
			if (moves[i].type != UNO_MOVE_UNO &&
			    moves[i].type != UNO_MOVE_CATCH)
				pick = i;
		assert_true(pick >= 0);
		assert_int_equal(uno_game_apply(g, seat, &moves[pick]), UNO_OK);
	}
	fail_msg("the round did not end");
}

/* G-7, G-8: a Draw Two as the last card ends the round at once, and the two
 * cards it makes the next seat draw count for the winner. */
static void test_last_card_draw_two_cards_count_G7(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "R1 RD2", "R3 G7", "R4 Y9", "R5", "B1 B2",
			    true);

	t_apply(g, 0, "R1!");
	t_apply(g, 1, "R3!");
	t_apply(g, 2, "R4!");
	t_record_events(g, &ev);
	t_apply(g, 0, "RD2");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 0);
	assert_int_equal(uno_game_current_player(g), UNO_ESTATE);
	assert_int_equal(uno_game_hand_size(g, 0), 0);
	assert_string_equal(t_hand(g, 1), "B1 B2 G7");
	/* B1 B2 G7 = 10, Y9 = 9. */
	assert_int_equal(uno_game_score(g, 0), 19);
	assert_int_equal(uno_game_score(g, 1), 0);
	assert_int_equal(uno_game_score(g, 2), 0);
	int i = only_event(UNO_EV_ROUND_END);
	assert_int_equal(ev.ev[i].seat, 0);
	assert_int_equal(ev.ev[i].value, 19);
	assert_int_equal(ev.ev[i].reason, 0);
	/* The target (500) is far: the match goes on. */
	assert_int_equal(uno_game_match_winner(g), UNO_ESTATE);
	uno_game_free(g);
}

/* G-7: the same with a Wild Draw Four, played without naming a color. */
static void test_last_card_wild_draw_four_cards_count_G7(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "R1 W4", "R3 G7", "R4 Y9", "R5",
			    "B1 B2 B3 GS", true);

	t_apply(g, 0, "R1!");
	t_apply(g, 1, "R3!");
	t_apply(g, 2, "R4!");
	t_apply(g, 0, "W4");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 0);
	assert_int_equal(uno_game_hand_size(g, 1), 5);
	/* B1 B2 B3 GS G7 = 33, Y9 = 9. */
	assert_int_equal(uno_game_score(g, 0), 42);
	uno_game_free(g);
}

/* G-8: every kind scores its value (numbers face, S/R/D2 20, W/W4 50),
 * counted in every other hand, the cards drawn during the round included. */
static void test_winner_scores_other_hands_G8(void **state)
{
	(void)state;
	uno_game *g = scored_round(NULL, true);

	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 0);
	assert_int_equal(uno_game_score(g, 0), 218);
	assert_int_equal(uno_game_score(g, 1), 0);
	assert_int_equal(uno_game_score(g, 2), 0);
	int i = only_event(UNO_EV_ROUND_END);
	assert_int_equal(ev.ev[i].seat, 0);
	assert_int_equal(ev.ev[i].value, 218);
	assert_int_equal(ev.ev[i].reason, 0);
	assert_int_equal(t_count_events(&ev, UNO_EV_MATCH_END, -2), 0);

	/* The table agrees with the printed values. */
	const uno_rules *r = uno_game_rules(g);
	assert_int_equal(uno_rules_points(r, UNO_ZERO), 0);
	assert_int_equal(uno_rules_points(r, UNO_SEVEN), 7);
	assert_int_equal(uno_rules_points(r, UNO_SKIP), 20);
	assert_int_equal(uno_rules_points(r, UNO_REVERSE), 20);
	assert_int_equal(uno_rules_points(r, UNO_DRAW_TWO), 20);
	assert_int_equal(uno_rules_points(r, UNO_WILD), 50);
	assert_int_equal(uno_rules_points(r, UNO_WILD_DRAW_FOUR), 50);
	uno_game_free(g);
}

/* G-8: scores add up over rounds: the second round's winner gets the
 * points left in the others' hands on top of what it had. */
static void test_score_accumulates_over_rounds_G8(void **state)
{
	(void)state;
	uno_game *g = scored_round(NULL, false);
	int before[3], left[3];

	for (int s = 0; s < 3; s++)
		before[s] = uno_game_score(g, s);
	assert_int_equal(before[0], 218);
	assert_int_equal(uno_game_next_round(g), UNO_OK);
	autoplay_round(g);

	int w = uno_game_round_winner(g);
	assert_true(w >= 0 && w < 3);
	int won = 0;
	for (int s = 0; s < 3; s++) {
		left[s] = hand_points(g, s);
		if (s != w)
			won += left[s];
	}
	assert_true(won > 0);
	for (int s = 0; s < 3; s++)
		assert_int_equal(uno_game_score(g, s),
				 before[s] + (s == w ? won : 0));
	uno_game_free(g);
}

/* G-8: the match ends when a total reaches the target (218 reaches 218,
 * not 219); then no further round can be dealt and no move is legal. */
static void test_match_ends_at_target_G8(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_TARGET_SCORE, 218, -1);
	uno_game *g = scored_round(r, true);
	uno_rules_free(r);

	assert_int_equal(uno_game_phase(g), UNO_PHASE_MATCH_OVER);
	assert_int_equal(uno_game_match_winner(g), 0);
	assert_int_equal(uno_game_round_winner(g), 0);
	assert_int_equal(uno_game_score(g, 0), 218);
	int i = only_event(UNO_EV_MATCH_END);
	assert_int_equal(ev.ev[i].seat, 0);
	assert_true(t_find_event(&ev, UNO_EV_ROUND_END, 0) >= 0);
	assert_int_equal(uno_game_next_round(g), UNO_ESTATE);
	assert_int_equal(uno_game_round(g), 1);
	assert_string_equal(t_legal(g, 1), "");
	t_refuse(g, 1, "draw", UNO_EILLEGAL, UNO_REASON_GAME_OVER);
	t_refuse(g, 2, "W4/R", UNO_EILLEGAL, UNO_REASON_GAME_OVER);
	uno_game_free(g);

	r = t_rules("classic", UNO_OPT_TARGET_SCORE, 219, -1);
	g = scored_round(r, false);
	uno_rules_free(r);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_match_winner(g), UNO_ESTATE);
	assert_int_equal(uno_game_next_round(g), UNO_OK);
	uno_game_free(g);
}

/* G-9: with lowest_score_wins each seat adds the points of its own hand,
 * and the round winner adds nothing. */
static void test_lowest_score_adds_own_hand_G9(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_LOWEST_SCORE_WINS, 1, -1);
	uno_game *g = scored_round(r, false);
	uno_rules_free(r);

	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 0);
	assert_int_equal(uno_game_score(g, 0), 0);
	assert_int_equal(uno_game_score(g, 1), 133);
	assert_int_equal(uno_game_score(g, 2), 85);
	uno_game_free(g);
}

/*
 * A G-9 round that seat 1 wins while seat 0 ends with only zeros: both
 * totals stay 0, and seat 2 adds W W4 G8 = 108.
 */
static uno_game *zero_tie_round(int target)
{
	uno_rules *r = t_rules("classic", UNO_OPT_LOWEST_SCORE_WINS, 1,
			       UNO_OPT_TARGET_SCORE, target, -1);
	uno_game *g = three(r, "R1 Y0", "R2 R3", "W W4", "R5", "G8 B0", true);
	uno_rules_free(r);

	t_apply(g, 0, "R1!");
	t_apply(g, 1, "R2!");
	t_apply(g, 2, "draw");   /* G8 matches nothing */
	t_apply(g, 0, "draw");   /* B0 matches nothing */
	assert_string_equal(t_hand(g, 0), "Y0 B0");
	t_apply(g, 1, "R3");
	return g;
}

/* G-9 ruling: when a total reaches the target the lowest total wins, and a
 * tie for it goes to the lowest seat, here not the round's winner. */
static void test_lowest_total_wins_tie_to_lowest_seat_G9(void **state)
{
	(void)state;
	uno_game *g = zero_tie_round(100);

	assert_int_equal(uno_game_round_winner(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_MATCH_OVER);
	assert_int_equal(uno_game_score(g, 0), 0);
	assert_int_equal(uno_game_score(g, 1), 0);
	assert_int_equal(uno_game_score(g, 2), 108);
	assert_int_equal(uno_game_match_winner(g), 0);
	uno_game_free(g);

	/* 108 does not reach 109: the match goes on. */
	g = zero_tie_round(109);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_score(g, 2), 108);
	assert_int_equal(uno_game_match_winner(g), UNO_ESTATE);
	uno_game_free(g);
}

/* G-4: with nothing to draw, `draw` is refused and `pass` legal; when every
 * seat passes in turn the round ends blocked, won by the fewest points. */
static void test_blocked_round_fewest_points_wins_G4(void **state)
{
	(void)state;
	/* 13, 3 and 7 points; seven cards in all, nothing left to draw. */
	uno_game *g = three(NULL, "Y6 B7", "G1 Y2", "B3 G4", "R5", "", false);

	assert_int_equal(uno_game_draw_pile_size(g), 0);
	t_record_events(g, &ev);
	t_refuse(g, 0, "draw", UNO_EILLEGAL, UNO_REASON_CANNOT_DRAW);
	assert_true(t_is_legal(g, 0, "pass"));
	t_apply(g, 0, "pass");
	t_apply(g, 1, "pass");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 2);
	t_apply(g, 2, "pass");

	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 1);
	assert_int_equal(uno_game_score(g, 1), 20);
	assert_int_equal(uno_game_score(g, 0), 0);
	assert_int_equal(uno_game_score(g, 2), 0);
	int i = only_event(UNO_EV_ROUND_END);
	assert_int_equal(ev.ev[i].seat, 1);
	assert_int_equal(ev.ev[i].reason, 1);
	assert_int_equal(ev.ev[i].value, 20);
	/* Nobody went out. */
	assert_int_equal(uno_game_hand_size(g, 1), 2);
	uno_game_free(g);
}

/*
 * G-4: a play (and the draw after it) resets the count of passes, and a tie
 * on points goes to the first tied seat after the last seat to play, in the
 * direction of play (clockwise here).
 */
static void test_blocked_tie_after_last_player_G4(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "G3 Y3", "W B9", "G1 Y0", "R5", "", false);

	t_record_events(g, &ev);
	t_apply(g, 0, "pass");
	t_apply(g, 1, "W/B!");
	/* R5 is shuffled back and drawn; it does not match blue. */
	t_apply(g, 2, "draw");
	assert_string_equal(t_hand(g, 2), "Y0 G1 R5");
	assert_int_equal(uno_game_current_player(g), 0);
	t_refuse(g, 0, "draw", UNO_EILLEGAL, UNO_REASON_CANNOT_DRAW);
	t_apply(g, 0, "pass");
	/* Seat 1 could go out with B9, and may pass all the same. */
	assert_true(t_is_legal(g, 1, "B9"));
	t_apply(g, 1, "pass");
	/* Three passes since the start, but not in a row. */
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 2);
	t_apply(g, 2, "pass");

	/* Seats 0 and 2 both hold 6 points; seat 1 played last; seat 2 is the
	 * first of them after it clockwise. */
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 2);
	int i = only_event(UNO_EV_ROUND_END);
	assert_int_equal(ev.ev[i].seat, 2);
	assert_int_equal(ev.ev[i].reason, 1);
	assert_int_equal(ev.ev[i].value, 15);
	assert_int_equal(uno_game_score(g, 2), 15);
	uno_game_free(g);
}

/*
 * G-4, counterclockwise: a Reverse turned first makes the dealer (seat 2)
 * play first and play go 2, 1, 0 (C-3). Seat 2 plays last; seats 1 and 0
 * tie on 21 points; seat 1 comes first after seat 2 in that direction.
 */
static void test_blocked_tie_counterclockwise_G4(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "GS Y1", "G1 Y0", "W W4", "RR", "", false);

	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_direction(g), -1);
	t_record_events(g, &ev);
	t_apply(g, 2, "W/B!");
	/* RR comes back as the only card to draw; it does not match blue. */
	t_apply(g, 1, "draw");
	assert_string_equal(t_hand(g, 1), "Y0 G1 RR");
	assert_int_equal(uno_game_current_player(g), 0);
	t_apply(g, 0, "pass");
	t_apply(g, 2, "pass");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	t_apply(g, 1, "pass");

	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 1);
	int i = only_event(UNO_EV_ROUND_END);
	assert_int_equal(ev.ev[i].seat, 1);
	assert_int_equal(ev.ev[i].reason, 1);
	/* GS Y1 = 21, W4 = 50. */
	assert_int_equal(ev.ev[i].value, 71);
	uno_game_free(g);
}

/* G-5: the next round is number 2, dealt by the seat left of the last
 * dealer, with fresh hands of hand_size cards from the whole deck; the
 * scores are kept. */
static void test_next_round_deals_fresh_G5(void **state)
{
	(void)state;
	uno_game *g = scored_round(NULL, false);

	assert_int_equal(uno_game_dealer(g), 2);
	assert_int_equal(uno_game_round(g), 1);
	t_record_events(g, &ev);
	assert_int_equal(uno_game_next_round(g), UNO_OK);

	assert_int_equal(uno_game_round(g), 2);
	assert_int_equal(uno_game_dealer(g), 0);
	int i = t_find_event(&ev, UNO_EV_ROUND_START, 0);
	assert_true(i >= 0);
	assert_int_equal(ev.ev[i].seat, 0);
	assert_int_equal(ev.ev[i].value, 2);
	assert_int_equal(uno_game_score(g, 0), 218);
	assert_int_equal(uno_game_score(g, 1), 0);
	assert_int_equal(uno_game_score(g, 2), 0);
	assert_int_equal(uno_game_round_winner(g), UNO_ESTATE);
	assert_true(uno_game_phase(g) == UNO_PHASE_PLAY ||
		    uno_game_phase(g) == UNO_PHASE_COLOR);

	/* Seat 1 (left of the dealer) draws 2 more if a Draw Two was turned
	 * (C-3); otherwise every hand holds hand_size (4) cards. */
	uno_card top;
	assert_int_equal(uno_game_top_card(g, &top), UNO_OK);
	int total = uno_game_draw_pile_size(g) + uno_game_discard_pile_size(g);
	for (int s = 0; s < 3; s++) {
		int want = 4 + (s == 1 && top.kind == UNO_DRAW_TWO ? 2 : 0);
		assert_int_equal(uno_game_hand_size(g, s), want);
		total += uno_game_hand_size(g, s);
	}
	assert_int_equal(total, 108);
	uno_game_free(g);
}

/* G-10: after the round is over every move of every seat is refused with
 * UNO_REASON_GAME_OVER and changes nothing; no move is listed. */
static void test_moves_refused_after_round_over_G10(void **state)
{
	(void)state;
	static const char *const moves[] = {
		"draw", "pass", "uno", "challenge", "accept", "color R",
		"G7", "B1", "Y9", "W/G", "W4", "R1!",
	};
	uno_game *g = three(NULL, "R1 RD2", "R3 G7", "R4 Y9", "R5", "B1 B2",
			    true);

	t_apply(g, 0, "R1!");
	t_apply(g, 1, "R3!");
	t_apply(g, 2, "R4!");
	t_apply(g, 0, "RD2");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);

	for (int s = 0; s < 3; s++) {
		assert_string_equal(t_legal(g, s), "");
		for (size_t m = 0; m < sizeof moves / sizeof moves[0]; m++)
			t_refuse(g, s, moves[m], UNO_EILLEGAL,
				 UNO_REASON_GAME_OVER);
		t_refuse(g, s, s == 0 ? "catch 1" : "catch 0", UNO_EILLEGAL,
			 UNO_REASON_GAME_OVER);
	}
	/* The reason is the end of the round even where another rule would
	 * refuse the move too (a catch of oneself, a card not held). */
	t_refuse(g, 1, "catch 1", UNO_EILLEGAL, UNO_REASON_GAME_OVER);
	t_refuse(g, 2, "RS", UNO_EILLEGAL, UNO_REASON_GAME_OVER);
	assert_int_equal(uno_game_round_winner(g), 0);
	uno_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_last_card_draw_two_cards_count_G7),
		cmocka_unit_test(test_last_card_wild_draw_four_cards_count_G7),
		cmocka_unit_test(test_winner_scores_other_hands_G8),
		cmocka_unit_test(test_score_accumulates_over_rounds_G8),
		cmocka_unit_test(test_match_ends_at_target_G8),
		cmocka_unit_test(test_lowest_score_adds_own_hand_G9),
		cmocka_unit_test(test_lowest_total_wins_tie_to_lowest_seat_G9),
		cmocka_unit_test(test_blocked_round_fewest_points_wins_G4),
		cmocka_unit_test(test_blocked_tie_after_last_player_G4),
		cmocka_unit_test(test_blocked_tie_counterclockwise_G4),
		cmocka_unit_test(test_next_round_deals_fresh_G5),
		cmocka_unit_test(test_moves_refused_after_round_over_G10),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
