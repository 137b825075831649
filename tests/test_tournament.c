/*
 * Partner tournaments (tournament.h, doc/tournament.md): the multi-table
 * schedule of the official rules (seed 002, "Multi-Table Tournaments":
 * eight players at two tables, each partnering every other player for four
 * hands, 28 hands), its generalization to any multiple of four players, the
 * rotation of P-3 that shares it, and the running totals.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdlib.h>
#include <string.h>

#include "uno_internal.h"

static uno_tournament *make(int players, int repeats)
{
	uno_tournament *t = NULL;
	assert_int_equal(uno_tournament_new(&t, players, repeats, NULL, NULL), UNO_OK);
	assert_non_null(t);
	return t;
}

/* Checks a whole schedule: every hand seats every player exactly once
 * (so nobody is at two tables at once), partners sit across and agree with
 * uno_tournament_partner() and uno_tournament_table_of(), and every pair
 * of players partners exactly `repeats` times. */
static void check_schedule(int n, int repeats)
{
	uno_tournament *t = make(n, repeats);
	int tables = n / 4;
	static int partnered[UNO_TOURNAMENT_MAX_PLAYERS][UNO_TOURNAMENT_MAX_PLAYERS];

	memset(partnered, 0, sizeof partnered);
	assert_int_equal(uno_tournament_players(t), n);
	assert_int_equal(uno_tournament_tables(t), tables);
	assert_int_equal(uno_tournament_hands(t), (n - 1) * repeats);
	for (int h = 0; h < uno_tournament_hands(t); h++) {
		int seated[UNO_TOURNAMENT_MAX_PLAYERS] = { 0 };
		for (int table = 0; table < tables; table++) {
			int seats[4];
			assert_int_equal(uno_tournament_seats(t, h, table, seats), UNO_OK);
			for (int s = 0; s < 4; s++) {
				assert_in_range(seats[s], 0, n - 1);
				seated[seats[s]]++;
				assert_int_equal(uno_tournament_table_of(t, h, seats[s]), table);
				assert_int_equal(uno_tournament_partner(t, h, seats[s]), seats[(s + 2) % 4]);
			}
			partnered[seats[0]][seats[2]]++;
			partnered[seats[2]][seats[0]]++;
			partnered[seats[1]][seats[3]]++;
			partnered[seats[3]][seats[1]]++;
		}
		for (int p = 0; p < n; p++)
			assert_int_equal(seated[p], 1);
	}
	for (int a = 0; a < n; a++)
		for (int b = 0; b < n; b++)
			assert_int_equal(partnered[a][b], a == b ? 0 : repeats);
	uno_tournament_free(t);
}

/* TOUR-1: eight players, two tables, each player partners each other
 * player for four hands: 28 hands. */
static void test_eight_players_two_tables_28_hands_each_pair_four_times_TOUR_1(void **state)
{
	(void)state;
	uno_tournament *t = make(8, 4);
	assert_int_equal(uno_tournament_hands(t), 28);
	assert_int_equal(uno_tournament_tables(t), 2);
	uno_tournament_free(t);
	check_schedule(8, 4);
}

/* The schedule rule (doc/tournament.md), hand by hand for eight players:
 * hand 0 pairs 7-0, 1-6, 2-5, 3-4; partnerships 0 and 1 meet at table 0
 * in the first pass of the rotation. */
static void test_eight_player_schedule_follows_the_documented_rule(void **state)
{
	(void)state;
	uno_tournament *t = make(8, 4);
	int seats[4];

	assert_int_equal(uno_tournament_seats(t, 0, 0, seats), UNO_OK);
	/* Partnerships 3 (7-0) and 0 (1-6)... by the circle method over the
	 * four partnerships: pass 0 sends partnership 3 and 0 to table 0. */
	assert_int_equal(seats[0], 3);
	assert_int_equal(seats[2], 4);
	assert_int_equal(seats[1], 7);
	assert_int_equal(seats[3], 0);
	assert_int_equal(uno_tournament_seats(t, 0, 1, seats), UNO_OK);
	assert_int_equal(seats[0], 1);
	assert_int_equal(seats[2], 6);
	assert_int_equal(seats[1], 2);
	assert_int_equal(seats[3], 5);
	/* Hand 1 is rotation round 1: 7 partners 1. */
	assert_int_equal(uno_tournament_partner(t, 1, 7), 1);
	assert_int_equal(uno_tournament_partner(t, 1, 2), 0);
	/* Hand 7 starts the second pass: the same partners as hand 0, facing
	 * other opponents. */
	for (int p = 0; p < 8; p++)
		assert_int_equal(uno_tournament_partner(t, 7, p), uno_tournament_partner(t, 0, p));
	int first[4], second[4];
	assert_int_equal(uno_tournament_seats(t, 0, 0, first), UNO_OK);
	assert_int_equal(uno_tournament_seats(t, 7, 0, second), UNO_OK);
	assert_int_equal(second[0], first[0]);
	assert_int_equal(second[2], first[2]);
	assert_true(second[1] != first[1] && second[1] != first[3]);
	uno_tournament_free(t);
}

/* The generalization: any multiple of four players, any repeat count. */
static void test_schedule_generalizes_to_multiples_of_four_TOUR_1(void **state)
{
	(void)state;
	check_schedule(4, 1);
	check_schedule(4, 3);
	check_schedule(12, 2);
	check_schedule(16, 1);
	check_schedule(24, 1);
	check_schedule(UNO_TOURNAMENT_MAX_PLAYERS, 1);
}

/* Over the passes of the rotation, the partnerships meet different
 * opponents: with 8 players and 3 passes, every pair of players that
 * partners also faces each possible opposing partnership of that round. */
static void test_passes_vary_the_opponents(void **state)
{
	(void)state;
	uno_tournament *t = make(8, 3);
	for (int r = 0; r < 7; r++) {
		int opponents_of_player_seen = 0;
		int seen[8] = { 0 };
		for (int pass = 0; pass < 3; pass++) {
			int h = pass * 7 + r, table = uno_tournament_table_of(t, h, 0), seats[4];
			assert_int_equal(uno_tournament_seats(t, h, table, seats), UNO_OK);
			for (int s = 0; s < 4; s++)
				if (seats[s] != 0 && seats[s] != uno_tournament_partner(t, h, 0) &&
				    !seen[seats[s]]++)
					opponents_of_player_seen++;
		}
		/* Three passes, two opponents each, all different: the other
		 * six players. */
		assert_int_equal(opponents_of_player_seen, 6);
	}
	uno_tournament_free(t);
}

/* P-3: a single table of four rotating partners uses the same schedule:
 * the game's teams in round r are the tournament's partners in hand r-1. */
static void test_p3_rotating_partners_share_the_schedule_P_3(void **state)
{
	(void)state;
	uno_rules *r = t_rules("partners", UNO_OPT_ROTATING_PARTNERS, 1, UNO_OPT_TARGET_SCORE, 100000,
			       -1);
	uno_tournament *t = make(4, 1);
	uno_game *g = NULL;
	assert_int_equal(uno_game_new(&g, r, 4, 7, NULL, NULL), UNO_OK);
	uno_rules_free(r);
	for (int round = 1; round <= 3; round++) {
		assert_int_equal(uno_game_round(g), round);
		for (int p = 0; p < 4; p++) {
			int mate = uno_tournament_partner(t, round - 1, p);
			assert_int_equal(uno_game_team(g, p), uno_game_team(g, mate));
			for (int q = 0; q < 4; q++)
				if (q != p && q != mate)
					assert_int_not_equal(uno_game_team(g, p), uno_game_team(g, q));
		}
		/* Play the round out (random legal moves, plays preferred). */
		uint64_t rng = (uint64_t)round;
		while (uno_game_phase(g) != UNO_PHASE_ROUND_OVER &&
		       uno_game_phase(g) != UNO_PHASE_MATCH_OVER) {
			uno_move m[UNO_MAX_MOVES];
			int seat = uno_game_current_player(g);
			int n = uno_game_legal_moves(g, seat, m, UNO_MAX_MOVES);
			assert_true(n > 0);
			uno_move pick = t_pick(m, n, &rng);
			assert_int_equal(uno_game_apply(g, seat, &pick), UNO_OK);
		}
		/* P-3: one whole rotation (three rounds) is the match. */
		if (round < 3) {
			assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
			assert_int_equal(uno_game_next_round(g), UNO_OK);
		} else {
			assert_int_equal(uno_game_phase(g), UNO_PHASE_MATCH_OVER);
		}
	}
	uno_game_free(g);
	uno_tournament_free(t);
}

/* Totals: each recorded hand adds each seat's points to the player seated
 * there, and the totals add up to every point recorded. */
static void test_totals_add_up_and_standings_rank_them_TOUR_1(void **state)
{
	(void)state;
	uno_tournament *t = make(8, 4);
	long recorded = 0;
	uint64_t rng = 99;
	int expect[8] = { 0 };

	for (int h = 0; h < 28; h++)
		for (int table = 0; table < 2; table++) {
			int seats[4], points[4] = { 0 };
			assert_int_equal(uno_tournament_seats(t, h, table, seats), UNO_OK);
			/* The side that went out scores for both partners (P-2). */
			int side = (int)t_rnd(&rng, 2), value = (int)t_rnd(&rng, 200);
			points[side] = points[side + 2] = value;
			for (int s = 0; s < 4; s++) {
				expect[seats[s]] += points[s];
				recorded += points[s];
			}
			assert_int_equal(uno_tournament_recorded(t, h, table), 0);
			assert_int_equal(uno_tournament_record(t, h, table, points), UNO_OK);
			assert_int_equal(uno_tournament_recorded(t, h, table), 1);
		}
	long sum = 0;
	for (int p = 0; p < 8; p++) {
		assert_int_equal(uno_tournament_total(t, p), expect[p]);
		sum += uno_tournament_total(t, p);
	}
	assert_int_equal(sum, recorded);

	int order[8];
	assert_int_equal(uno_tournament_standings(t, order, 8), 8);
	for (int i = 1; i < 8; i++) {
		int a = uno_tournament_total(t, order[i - 1]), b = uno_tournament_total(t, order[i]);
		assert_true(a > b || (a == b && order[i - 1] < order[i]));
	}
	/* Count-then-fill. */
	int top[2] = { -1, -1 };
	assert_int_equal(uno_tournament_standings(t, top, 2), 8);
	assert_int_equal(top[0], order[0]);
	assert_int_equal(top[1], order[1]);
	assert_int_equal(uno_tournament_standings(t, NULL, 0), 8);
	uno_tournament_free(t);
}

/* Ties in the standings go to the lower player number. */
static void test_standings_ties_by_player_number(void **state)
{
	(void)state;
	uno_tournament *t = make(4, 1);
	int seats[4], order[4];
	assert_int_equal(uno_tournament_seats(t, 0, 0, seats), UNO_OK);
	int points[4] = { 10, 0, 10, 0 };
	assert_int_equal(uno_tournament_record(t, 0, 0, points), UNO_OK);
	assert_int_equal(uno_tournament_standings(t, order, 4), 4);
	int a = seats[0] < seats[2] ? seats[0] : seats[2];
	int b = seats[0] < seats[2] ? seats[2] : seats[0];
	assert_int_equal(order[0], a);
	assert_int_equal(order[1], b);
	assert_true(order[2] < order[3]);
	uno_tournament_free(t);
}

/* A hand is recorded once; bad points and bad places change nothing. */
static void test_record_refuses_twice_and_bad_points(void **state)
{
	(void)state;
	uno_tournament *t = make(8, 4);
	int points[4] = { 5, 0, 5, 0 }, bad[4] = { 5, -1, 5, 0 }, huge[4] = { 1000001, 0, 0, 0 };

	assert_int_equal(uno_tournament_record(t, 3, 1, bad), UNO_EINVAL);
	assert_int_equal(uno_tournament_record(t, 3, 1, huge), UNO_EINVAL);
	assert_int_equal(uno_tournament_record(t, 3, 1, NULL), UNO_EINVAL);
	assert_int_equal(uno_tournament_record(t, 28, 0, points), UNO_EINVAL);
	assert_int_equal(uno_tournament_record(t, -1, 0, points), UNO_EINVAL);
	assert_int_equal(uno_tournament_record(t, 0, 2, points), UNO_EINVAL);
	assert_int_equal(uno_tournament_recorded(t, 3, 1), 0);
	for (int p = 0; p < 8; p++)
		assert_int_equal(uno_tournament_total(t, p), 0);
	assert_int_equal(uno_tournament_record(t, 3, 1, points), UNO_OK);
	assert_int_equal(uno_tournament_record(t, 3, 1, points), UNO_ESTATE);
	int seats[4];
	assert_int_equal(uno_tournament_seats(t, 3, 1, seats), UNO_OK);
	assert_int_equal(uno_tournament_total(t, seats[0]), 5);
	assert_int_equal(uno_tournament_total(t, seats[1]), 0);
	uno_tournament_free(t);
}

/* Recording a played hand: a Partners game of four, one round over. */
static void test_record_game_takes_the_first_round_scores_P_2(void **state)
{
	(void)state;
	uno_tournament *t = make(8, 4);
	/* Seat 0 goes out; partners 0 and 2 score the other side's cards
	 * (P-2): G2 + Y9 = 11. */
	uno_game *g = t_game("partners", NULL, 4, -1, (const char *[]){ "R1", "G2", "B3", "Y9" }, "R5",
			     "B7 B8", false);

	assert_int_equal(uno_tournament_record_game(t, 0, 0, g), UNO_ESTATE);
	t_apply(g, 0, "R1");
	assert_true(uno_game_phase(g) == UNO_PHASE_ROUND_OVER ||
		    uno_game_phase(g) == UNO_PHASE_MATCH_OVER);
	assert_int_equal(uno_tournament_record_game(t, 0, 0, g), UNO_OK);
	int seats[4];
	assert_int_equal(uno_tournament_seats(t, 0, 0, seats), UNO_OK);
	assert_int_equal(uno_tournament_total(t, seats[0]), 11);
	assert_int_equal(uno_tournament_total(t, seats[2]), 11);
	assert_int_equal(uno_tournament_total(t, seats[1]), 0);
	assert_int_equal(uno_tournament_total(t, seats[3]), 0);
	assert_int_equal(uno_tournament_record_game(t, 0, 0, g), UNO_ESTATE);
	uno_game_free(g);

	/* Not four seats. */
	g = t_game("classic", NULL, 3, -1, (const char *[]){ "R1", "G2", "B3" }, "R5", "B7", false);
	t_apply(g, 0, "R1");
	assert_int_equal(uno_tournament_record_game(t, 1, 0, g), UNO_EINVAL);
	assert_int_equal(uno_tournament_record_game(t, 1, 0, NULL), UNO_EINVAL);
	assert_int_equal(uno_tournament_recorded(t, 1, 0), 0);
	uno_game_free(g);
	uno_tournament_free(t);
}

/* Construction and queries refuse what is out of range, never crash. */
static void test_bad_arguments(void **state)
{
	(void)state;
	uno_tournament *t = (uno_tournament *)&t;
	static const int bad[][2] = { { 0, 4 }, { 3, 4 }, { 6, 4 }, { 10, 4 }, { -8, 4 },
				      { UNO_TOURNAMENT_MAX_PLAYERS + 4, 1 }, { 8, 0 }, { 8, -1 },
				      { 8, UNO_TOURNAMENT_MAX_REPEATS + 1 } };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		t = (uno_tournament *)&t;
		assert_int_equal(uno_tournament_new(&t, bad[i][0], bad[i][1], NULL, NULL), UNO_EINVAL);
		assert_null(t);
	}
	assert_int_equal(uno_tournament_new(NULL, 8, 4, NULL, NULL), UNO_EINVAL);

	int seats[4], order[4];
	assert_int_equal(uno_tournament_players(NULL), UNO_EINVAL);
	assert_int_equal(uno_tournament_tables(NULL), UNO_EINVAL);
	assert_int_equal(uno_tournament_hands(NULL), UNO_EINVAL);
	assert_int_equal(uno_tournament_seats(NULL, 0, 0, seats), UNO_EINVAL);
	assert_int_equal(uno_tournament_partner(NULL, 0, 0), UNO_EINVAL);
	assert_int_equal(uno_tournament_table_of(NULL, 0, 0), UNO_EINVAL);
	assert_int_equal(uno_tournament_total(NULL, 0), UNO_EINVAL);
	assert_int_equal(uno_tournament_standings(NULL, order, 4), UNO_EINVAL);
	assert_int_equal(uno_tournament_recorded(NULL, 0, 0), UNO_EINVAL);
	uno_tournament_free(NULL);

	t = make(8, 4);
	assert_int_equal(uno_tournament_seats(t, 0, 0, NULL), UNO_EINVAL);
	assert_int_equal(uno_tournament_seats(t, 28, 0, seats), UNO_EINVAL);
	assert_int_equal(uno_tournament_seats(t, 0, 2, seats), UNO_EINVAL);
	assert_int_equal(uno_tournament_seats(t, 0, -1, seats), UNO_EINVAL);
	assert_int_equal(uno_tournament_partner(t, 0, 8), UNO_EINVAL);
	assert_int_equal(uno_tournament_partner(t, 0, -1), UNO_EINVAL);
	assert_int_equal(uno_tournament_partner(t, 28, 0), UNO_EINVAL);
	assert_int_equal(uno_tournament_table_of(t, 0, 8), UNO_EINVAL);
	assert_int_equal(uno_tournament_total(t, 8), UNO_EINVAL);
	assert_int_equal(uno_tournament_total(t, -1), UNO_EINVAL);
	assert_int_equal(uno_tournament_standings(t, NULL, 4), UNO_EINVAL);
	assert_int_equal(uno_tournament_recorded(t, 28, 0), UNO_EINVAL);
	uno_tournament_free(t);
}

/* One allocation, through the host's allocator, failing cleanly. */
static int allocations, frees, fail_next;
static void *counting(void *ptr, size_t size, void *user)
{
	(void)user;
	if (ptr) {
		frees++;
		free(ptr);
		return NULL;
	}
	if (fail_next) {
		fail_next = 0;
		return NULL;
	}
	allocations++;
	return malloc(size);
}

static void test_allocator_one_block_and_out_of_memory(void **state)
{
	(void)state;
	uno_tournament *t = (uno_tournament *)&t;
	fail_next = 1;
	assert_int_equal(uno_tournament_new(&t, 8, 4, counting, NULL), UNO_ENOMEM);
	assert_null(t);
	assert_int_equal(allocations, 0);
	assert_int_equal(uno_tournament_new(&t, 8, 4, counting, NULL), UNO_OK);
	assert_int_equal(allocations, 1);
	int points[4] = { 1, 2, 3, 4 };
	assert_int_equal(uno_tournament_record(t, 0, 0, points), UNO_OK);
	assert_int_equal(allocations, 1);
	uno_tournament_free(t);
	assert_int_equal(frees, 1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_eight_players_two_tables_28_hands_each_pair_four_times_TOUR_1),
		cmocka_unit_test(test_eight_player_schedule_follows_the_documented_rule),
		cmocka_unit_test(test_schedule_generalizes_to_multiples_of_four_TOUR_1),
		cmocka_unit_test(test_passes_vary_the_opponents),
		cmocka_unit_test(test_p3_rotating_partners_share_the_schedule_P_3),
		cmocka_unit_test(test_totals_add_up_and_standings_rank_them_TOUR_1),
		cmocka_unit_test(test_standings_ties_by_player_number),
		cmocka_unit_test(test_record_refuses_twice_and_bad_points),
		cmocka_unit_test(test_record_game_takes_the_first_round_scores_P_2),
		cmocka_unit_test(test_bad_arguments),
		cmocka_unit_test(test_allocator_one_block_and_out_of_memory),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
