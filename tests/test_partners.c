/*
 * Partners: teams of two sitting across (P-1), team scoring when a partner
 * goes out (P-2) and the rotating partners option (P-3).
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <string.h>

static struct t_events ev;

static const uno_rules *table(const char *name)
{
	const uno_rules *r = NULL;

	assert_int_equal(uno_rules_builtin(&r, name), UNO_OK);
	return r;
}

/* Plays the single card a seat holds. */
static void play_only_card(uno_game *g, int seat)
{
	uno_card c;

	assert_int_equal(uno_game_hand(g, seat, &c, 1), 1);
	uno_move m = uno_move_play(c, UNO_NO_COLOR);
	assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
}

/* P-1: the table allows 4, 6, 8 and 10 players only; games of any other
 * count are refused; teams are of two. */
static void test_p1_even_counts_from_four_only(void **state)
{
	(void)state;
	const uno_rules *r = table("partners");
	int lo = -1, hi = -1;

	assert_string_equal(uno_rules_name(r), "partners");
	assert_int_equal(uno_rules_team_size(r), 2);
	assert_int_equal(uno_rules_team_size(table("classic")), 1);
	assert_int_equal(uno_rules_players(r, &lo, &hi), UNO_OK);
	assert_int_equal(lo, 4);
	assert_int_equal(hi, 10);
	for (int k = 0; k <= UNO_MAX_PLAYERS + 1; k++)
		assert_int_equal(uno_rules_allows_players(r, k),
				 k == 4 || k == 6 || k == 8 || k == 10);

	for (int k = 2; k <= UNO_MAX_PLAYERS; k++) {
		uno_game *g = NULL;
		int rc = uno_game_new(&g, r, k, 11, NULL, NULL);
		if (k % 2 == 0 && k >= 4) {
			assert_int_equal(rc, UNO_OK);
		} else {
			assert_int_equal(rc, UNO_EINVAL);
			assert_null(g);
		}
		uno_game_free(g);
	}

	/* A scripted game of the whole deck: 5 seats refused, 4 accepted. */
	uno_card deck[UNO_MAX_DECK];
	int n = uno_rules_deck(r, deck, UNO_MAX_DECK);
	assert_int_equal(n, 108);
	uno_game *g = NULL;
	assert_int_equal(uno_game_new_scripted(&g, r, 5, 1, deck, (size_t)n,
					       -1, 0, NULL, NULL),
			 UNO_EINVAL);
	assert_null(g);
	assert_int_equal(uno_game_new_scripted(&g, r, 3, 1, deck, (size_t)n,
					       -1, 0, NULL, NULL),
			 UNO_EINVAL);
	assert_int_equal(uno_game_new_scripted(&g, r, 4, 1, deck, (size_t)n,
					       -1, 0, NULL, NULL),
			 UNO_OK);
	uno_game_free(g);
}

/* P-1: seat s partners seat s + n/2: uno_game_team() is s mod n/2 for
 * every allowed count; in Classic each seat is its own team. */
static void test_p1_partners_sit_across(void **state)
{
	(void)state;
	for (int n = 4; n <= 10; n += 2) {
		uno_game *g = NULL;
		assert_int_equal(uno_game_new(&g, table("partners"), n,
					      (uint64_t)n, NULL, NULL),
				 UNO_OK);
		for (int s = 0; s < n; s++) {
			assert_int_equal(uno_game_team(g, s), s % (n / 2));
			assert_int_equal(uno_game_team(g, (s + n / 2) % n),
					 uno_game_team(g, s));
		}
		assert_int_equal(uno_game_team(g, n), UNO_EINVAL);
		assert_int_equal(uno_game_team(g, -1), UNO_EINVAL);
		uno_game_free(g);
	}

	uno_game *g = NULL;
	assert_int_equal(uno_game_new(&g, table("classic"), 4, 3, NULL, NULL),
			 UNO_OK);
	for (int s = 0; s < 4; s++)
		assert_int_equal(uno_game_team(g, s), s);
	uno_game_free(g);
}

/*
 * A four-seat round that seat 2 wins; seats 1 and 3 draw cards that
 * match nothing, seat 0 plays once and then draws.
 *   seat 1: B7 YS Y6 G1 = 34, seat 3: W4 G2 B2 = 54; together 88.
 *   seat 0 (seat 2's partner): G9 Y8 = 17, which does not count.
 * The current seat is checked at every turn: teams alternate (P-1).
 */
static uno_game *four_seat_round(const uno_rules *r)
{
	const char *hands[] = { "R1 G9", "B7 YS", "R3 R4", "W4 G2" };
	uno_game *g = t_game("partners", r, 4, -1, hands, "R5",
			     "Y6 B2 Y8 G1", true);
	static const char *const script[][2] = {
		{ "0", "R1!" }, { "1", "draw" }, { "2", "R3!" },
		{ "3", "draw" }, { "0", "draw" }, { "1", "draw" },
		{ "2", "R4" },
	};

	t_record_events(g, &ev);
	for (size_t i = 0; i < sizeof script / sizeof script[0]; i++) {
		int seat = script[i][0][0] - '0';
		assert_int_equal(uno_game_current_player(g), seat);
		assert_int_equal(uno_game_team(g, seat), (int)(i % 2));
		t_apply(g, seat, script[i][1]);
	}
	assert_string_equal(t_hand(g, 0), "Y8 G9");
	assert_string_equal(t_hand(g, 1), "G1 Y6 B7 YS");
	assert_string_equal(t_hand(g, 3), "G2 B2 W4");
	return g;
}

/* P-1, P-2: play goes in seat order; when seat 2 goes out its team scores
 * both opponents' hands (88), credited to seat 2 and to its partner seat
 * 0; the partner's own hand does not count and the opponents score 0. */
static void test_p2_team_scores_opponents_hands(void **state)
{
	(void)state;
	uno_game *g = four_seat_round(NULL);

	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 2);
	assert_int_equal(uno_game_score(g, 2), 88);
	assert_int_equal(uno_game_score(g, 0), 88);
	assert_int_equal(uno_game_score(g, 1), 0);
	assert_int_equal(uno_game_score(g, 3), 0);
	int i = t_find_event(&ev, UNO_EV_ROUND_END, 0);
	assert_true(i >= 0);
	assert_int_equal(ev.ev[i].seat, 2);
	assert_int_equal(ev.ev[i].value, 88);
	assert_int_equal(uno_game_match_winner(g), UNO_ESTATE);
	uno_game_free(g);
}

/*
 * P-2 with three teams (6 seats: 0+3, 1+4, 2+5). Seat 4 goes out on its
 * second turn; everyone else draws a card that matches nothing each turn.
 *   seat 0: G9 B1 Y6 G2 = 18     seat 2: W G4 G1 B8 = 63
 *   seat 3: Y2 B0 Y8 G7 = 17     seat 5: W4 GD2 B6 = 76
 *   seat 1 (the partner): YS B7 B2 Y9 = 38, not counted.
 * Team 1 scores 18 + 63 + 17 + 76 = 174, to seats 1 and 4.
 */
static void test_p2_three_teams_all_opponents_count(void **state)
{
	(void)state;
	const char *hands[] = { "G9 B1", "YS B7", "W G4", "Y2 B0", "R3 R4",
				"W4 GD2" };
	uno_game *g = t_game("partners", NULL, 6, -1, hands, "R5",
			     "Y6 B2 G1 Y8 B6 G2 Y9 B8 G7", true);
	static const char *const script[] = {
		"draw", "draw", "draw", "draw", "R3!", "draw",
		"draw", "draw", "draw", "draw", "R4",
	};

	for (int s = 0; s < 6; s++)
		assert_int_equal(uno_game_team(g, s), s % 3);
	for (int i = 0; i < 11; i++) {
		int seat = i % 6;
		assert_int_equal(uno_game_current_player(g), seat);
		t_apply(g, seat, script[i]);
	}
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 4);
	assert_int_equal(uno_game_hand_size(g, 1), 4);
	assert_int_equal(uno_game_score(g, 4), 174);
	assert_int_equal(uno_game_score(g, 1), 174);
	for (int s = 0; s < 6; s++)
		if (s != 1 && s != 4)
			assert_int_equal(uno_game_score(g, s), 0);
	uno_game_free(g);
}

/* P-2: the match ends when the team reaches the target (88 reaches 88);
 * the match winner is the partner who went out (seat 2), though seat 0
 * has the same total and a lower number. 89 is not reached. */
static void test_p2_match_won_by_partner_who_went_out(void **state)
{
	(void)state;
	uno_rules *r = t_rules("partners", UNO_OPT_TARGET_SCORE, 88, -1);
	uno_game *g = four_seat_round(r);
	uno_rules_free(r);

	assert_int_equal(uno_game_phase(g), UNO_PHASE_MATCH_OVER);
	assert_int_equal(uno_game_match_winner(g), 2);
	assert_int_equal(uno_game_score(g, 0), 88);
	int i = t_find_event(&ev, UNO_EV_MATCH_END, 0);
	assert_true(i >= 0);
	assert_int_equal(ev.ev[i].seat, 2);
	assert_int_equal(uno_game_next_round(g), UNO_ESTATE);
	uno_game_free(g);

	r = t_rules("partners", UNO_OPT_TARGET_SCORE, 89, -1);
	g = four_seat_round(r);
	uno_rules_free(r);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_match_winner(g), UNO_ESTATE);
	assert_int_equal(uno_game_next_round(g), UNO_OK);
	uno_game_free(g);
}

/* P-3: rotating_partners exists in Partners only (default 0); Partners
 * has no lowest_score_wins. */
static void test_p3_rotating_option_partners_only(void **state)
{
	(void)state;
	const uno_rules *p = table("partners");
	int v = -1, lo = -1, hi = -1, def = -1;

	assert_int_equal(uno_rules_get(p, UNO_OPT_ROTATING_PARTNERS, &v),
			 UNO_OK);
	assert_int_equal(v, 0);
	assert_int_equal(uno_rules_option_info(p, UNO_OPT_ROTATING_PARTNERS,
					       &lo, &hi, &def),
			 UNO_OK);
	assert_int_equal(def, 0);
	assert_int_equal(lo, 0);
	assert_int_equal(hi, 1);
	assert_int_equal(uno_rules_get(p, UNO_OPT_LOWEST_SCORE_WINS, &v),
			 UNO_ENOTSUP);
	assert_int_equal(uno_rules_get(p, UNO_OPT_ELIMINATION_LIMIT, &v),
			 UNO_ENOTSUP);

	uno_rules *r = t_rules("partners", UNO_OPT_ROTATING_PARTNERS, 1, -1);
	assert_int_equal(uno_rules_get(r, UNO_OPT_ROTATING_PARTNERS, &v),
			 UNO_OK);
	assert_int_equal(v, 1);
	assert_int_equal(uno_rules_team_size(r), 2);
	uno_rules_free(r);

	r = t_rules("classic", -1);
	assert_int_equal(uno_rules_set(r, UNO_OPT_ROTATING_PARTNERS, 1),
			 UNO_ENOTSUP);
	assert_int_equal(uno_rules_get(r, UNO_OPT_ROTATING_PARTNERS, &v),
			 UNO_ENOTSUP);
	uno_rules_free(r);

	/* Every other registered table refuses it too. */
	for (size_t i = 0; i < uno_rules_builtin_count(); i++) {
		const uno_rules *b = uno_rules_builtin_at(i);
		bool mine = strcmp(uno_rules_name(b), "partners") == 0;
		assert_int_equal(uno_rules_get(b, UNO_OPT_ROTATING_PARTNERS, &v),
				 mine ? UNO_OK : UNO_ENOTSUP);
		assert_int_equal(uno_rules_copy(&r, b, NULL, NULL), UNO_OK);
		assert_int_equal(uno_rules_set(r, UNO_OPT_ROTATING_PARTNERS, 1),
				 mine ? UNO_OK : UNO_ENOTSUP);
		uno_rules_free(r);
	}
}

/*
 * The circle-method schedule of doc/variants/partners.md, worked out by
 * hand: round r pairs seat n-1 with seat r and (r+k, r-k) mod n-1; teams
 * numbered by each pair's lowest seat.
 *   4 seats: r0 {0,3}{1,2}  r1 {0,2}{1,3}  r2 {0,1}{2,3}
 *   6 seats: r0 {0,5}{1,4}{2,3}  r1 {0,2}{1,5}{3,4}  r2 {0,4}{1,3}{2,5}
 *            r3 {0,1}{2,4}{3,5}  r4 {0,3}{1,2}{4,5}
 */
static const int sched4[3][4] = {
	{ 0, 1, 1, 0 }, { 0, 1, 0, 1 }, { 0, 0, 1, 1 },
};
static const int sched6[5][6] = {
	{ 0, 1, 2, 2, 1, 0 }, { 0, 1, 0, 2, 2, 1 }, { 0, 1, 2, 1, 0, 2 },
	{ 0, 0, 1, 2, 1, 2 }, { 0, 1, 1, 0, 2, 2 },
};

/* Checks this round's teams against the schedule row, and counts in
 * met[a][b] the rounds where a and b were partners. */
static void check_teams(const uno_game *g, int n, const int *row,
			int met[UNO_MAX_PLAYERS][UNO_MAX_PLAYERS])
{
	for (int s = 0; s < n; s++)
		assert_int_equal(uno_game_team(g, s), row[s]);
	for (int a = 0; a < n; a++)
		for (int b = a + 1; b < n; b++)
			if (uno_game_team(g, a) == uno_game_team(g, b))
				met[a][b]++;
}

static void check_everyone_met_once(int n,
				    int met[UNO_MAX_PLAYERS][UNO_MAX_PLAYERS])
{
	for (int a = 0; a < n; a++)
		for (int b = a + 1; b < n; b++)
			assert_int_equal(met[a][b], 1);
}

/*
 * A four-seat game with only the eight 5s and one card each. Round 1 is
 * scripted: seat 0 draws (a 5, playable) and keeps it, seat 1 goes out.
 * Later rounds are shuffled, but every card matches every card, so the
 * seat left of the dealer goes out with its first play and each opponent
 * holds one 5. With met, round 1's teams are checked before it is played.
 */
static uno_game *fives_four(int rotating, int target,
			    int met[UNO_MAX_PLAYERS][UNO_MAX_PLAYERS])
{
	uno_rules *r = t_rules("partners", UNO_OPT_ROTATING_PARTNERS,
			       rotating, UNO_OPT_TARGET_SCORE, target, -1);
	const char *hands[] = { "R5", "Y5", "G5", "B5" };
	uno_game *g = t_game("partners", r, 4, -1, hands, "R5", "Y5 G5 B5",
			     false);

	uno_rules_free(r);
	if (met)
		check_teams(g, 4, sched4[0], met);
	assert_int_equal(uno_game_current_player(g), 0);
	t_apply(g, 0, "draw");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	t_apply(g, 0, "pass");
	assert_int_equal(uno_game_current_player(g), 1);
	t_apply(g, 1, "Y5");
	assert_int_equal(uno_game_round_winner(g), 1);
	return g;
}

/* P-2 control for P-3: with fixed partners the first round of fives_four
 * gives seats 1 and 3 the points of seats 0 and 2 (10 + 5) and the
 * target 15 ends the match. */
static void test_p2_fixed_partners_control_P3(void **state)
{
	(void)state;
	uno_game *g = fives_four(0, 15, NULL);

	assert_int_equal(uno_game_phase(g), UNO_PHASE_MATCH_OVER);
	assert_int_equal(uno_game_score(g, 1), 15);
	assert_int_equal(uno_game_score(g, 3), 15);
	assert_int_equal(uno_game_score(g, 0), 0);
	assert_int_equal(uno_game_score(g, 2), 0);
	assert_int_equal(uno_game_match_winner(g), 1);
	uno_game_free(g);
}

/*
 * P-3, four seats: teams follow the schedule round by round and everyone
 * partners everyone once; both partners of the winning pair add what it
 * scored; the target (15, reached in round 1) does not end the match,
 * which lasts exactly 3 rounds; the highest total wins, a tie going to
 * the lowest seat.
 *   round 1 (r0, seat 1 out): opponents 0 (R5 Y5) and 3 (B5): 15 to 1, 2
 *   round 2 (r1, dealer 0, seat 1 out): opponents 0, 2: 10 to 1, 3
 *   round 3 (r2, dealer 1, seat 2 out): opponents 0, 1: 10 to 2, 3
 *   totals 0, 25, 25, 20: seat 1 wins the tie with seat 2.
 */
static void test_p3_rotating_four_seats_schedule_and_totals(void **state)
{
	(void)state;
	int met[UNO_MAX_PLAYERS][UNO_MAX_PLAYERS] = { { 0 } };
	static const int after[3][4] = {
		{ 0, 15, 15, 0 }, { 0, 25, 15, 10 }, { 0, 25, 25, 20 },
	};
	uno_game *g = fives_four(1, 15, met);

	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_match_winner(g), UNO_ESTATE);
	for (int s = 0; s < 4; s++)
		assert_int_equal(uno_game_score(g, s), after[0][s]);

	for (int r = 1; r < 3; r++) {
		assert_int_equal(uno_game_next_round(g), UNO_OK);
		assert_int_equal(uno_game_round(g), r + 1);
		check_teams(g, 4, sched4[r], met);
		int opener = (uno_game_dealer(g) + 1) % 4;
		assert_int_equal(uno_game_dealer(g), r - 1);
		assert_int_equal(uno_game_current_player(g), opener);
		play_only_card(g, opener);
		assert_int_equal(uno_game_round_winner(g), opener);
		for (int s = 0; s < 4; s++)
			assert_int_equal(uno_game_score(g, s), after[r][s]);
		assert_int_equal(uno_game_phase(g), r == 2
				 ? UNO_PHASE_MATCH_OVER : UNO_PHASE_ROUND_OVER);
	}
	check_everyone_met_once(4, met);
	assert_int_equal(uno_game_match_winner(g), 1);
	assert_int_equal(uno_game_next_round(g), UNO_ESTATE);
	assert_int_equal(uno_game_round(g), 3);
	uno_game_free(g);
}

/*
 * P-3, six seats, only the eight 5s, one card each: the seat left of the
 * dealer goes out at once every round (seat r in round r, from 0), and
 * seat 5 partners it by the schedule. Each round scores four 5s (20).
 * Totals after 5 rounds: 20 each for seats 0-4, 100 for seat 5, who wins;
 * the target (20, reached in round 1) ends nothing early.
 */
static void test_p3_rotating_six_seats_schedule_and_totals(void **state)
{
	(void)state;
	int met[UNO_MAX_PLAYERS][UNO_MAX_PLAYERS] = { { 0 } };
	uno_rules *rules = t_rules("partners", UNO_OPT_ROTATING_PARTNERS, 1,
				   UNO_OPT_TARGET_SCORE, 20, -1);
	const char *hands[] = { "R5", "Y5", "G5", "B5", "R5", "Y5" };
	uno_game *g = t_game("partners", rules, 6, -1, hands, "G5", "B5",
			     false);

	uno_rules_free(rules);
	for (int r = 0; r < 5; r++) {
		if (r > 0)
			assert_int_equal(uno_game_next_round(g), UNO_OK);
		check_teams(g, 6, sched6[r], met);
		assert_int_equal(uno_game_dealer(g), (r + 5) % 6);
		assert_int_equal(uno_game_current_player(g), r);
		play_only_card(g, r);
		assert_int_equal(uno_game_round_winner(g), r);
		for (int s = 0; s < 6; s++) {
			int want = s == 5 ? 20 * (r + 1) : (s <= r ? 20 : 0);
			assert_int_equal(uno_game_score(g, s), want);
		}
		assert_int_equal(uno_game_phase(g), r == 4
				 ? UNO_PHASE_MATCH_OVER : UNO_PHASE_ROUND_OVER);
	}
	check_everyone_met_once(6, met);
	assert_int_equal(uno_game_match_winner(g), 5);
	assert_int_equal(uno_game_next_round(g), UNO_ESTATE);
	uno_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_p1_even_counts_from_four_only),
		cmocka_unit_test(test_p1_partners_sit_across),
		cmocka_unit_test(test_p2_team_scores_opponents_hands),
		cmocka_unit_test(test_p2_three_teams_all_opponents_count),
		cmocka_unit_test(test_p2_match_won_by_partner_who_went_out),
		cmocka_unit_test(test_p3_rotating_option_partners_only),
		cmocka_unit_test(test_p2_fixed_partners_control_P3),
		cmocka_unit_test(
			test_p3_rotating_four_seats_schedule_and_totals),
		cmocka_unit_test(
			test_p3_rotating_six_seats_schedule_and_totals),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
