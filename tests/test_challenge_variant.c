/*
 * Challenge UNO (elimination): own-hand totals and the elimination limit
 * (E-1), head-to-head play and the last player standing (E-2).
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

/* G-8 values written out here, so the expectation does not come from the
 * library: numbers face value, colored actions 20, wilds 50. */
static int hand_points(const uno_game *g, int seat)
{
	uno_card cards[UNO_MAX_DECK];
	int n = uno_game_hand(g, seat, cards, UNO_MAX_DECK);
	int sum = 0;

	assert_true(n >= 0 && n <= UNO_MAX_DECK);
	for (int i = 0; i < n; i++)
		sum += cards[i].kind <= UNO_NINE ? cards[i].kind
		       : cards[i].kind >= UNO_WILD ? 50 : 20;
	return sum;
}

/* Plays the first card of a seat's hand (every card matches in the decks
 * used with it), calling UNO when it leaves one card. */
static void play_first_card(uno_game *g, int seat)
{
	uno_card c[UNO_MAX_DECK];
	int n = uno_game_hand(g, seat, c, UNO_MAX_DECK);

	assert_true(n >= 1);
	uno_move m = uno_move_play(c[0], UNO_NO_COLOR);
	if (n == 2)
		m.flags |= UNO_MOVE_F_UNO;
	assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
}

/* E-1: elimination_limit (500) exists in Challenge only; Challenge has no
 * target_score and no lowest_score_wins, but Classic's other options. */
static void test_e1_elimination_limit_option_no_target(void **state)
{
	(void)state;
	const uno_rules *ch = table("challenge");
	int v = -1, lo = -1, hi = -1, def = -1;

	assert_string_equal(uno_rules_name(ch), "challenge");
	assert_int_equal(uno_rules_get(ch, UNO_OPT_ELIMINATION_LIMIT, &v),
			 UNO_OK);
	assert_int_equal(v, 500);
	assert_int_equal(uno_rules_option_info(ch, UNO_OPT_ELIMINATION_LIMIT,
					       &lo, &hi, &def),
			 UNO_OK);
	assert_int_equal(def, 500);
	assert_true(lo >= 1 && lo <= 13);
	assert_int_equal(uno_rules_get(ch, UNO_OPT_TARGET_SCORE, &v),
			 UNO_ENOTSUP);
	assert_int_equal(uno_rules_get(ch, UNO_OPT_LOWEST_SCORE_WINS, &v),
			 UNO_ENOTSUP);
	assert_int_equal(uno_rules_get(ch, UNO_OPT_ROTATING_PARTNERS, &v),
			 UNO_ENOTSUP);
	assert_int_equal(uno_rules_get(ch, UNO_OPT_HAND_SIZE, &v), UNO_OK);
	assert_int_equal(v, 7);
	assert_int_equal(uno_rules_get(ch, UNO_OPT_UNO_PENALTY, &v), UNO_OK);

	uno_rules *r = t_rules("challenge", -1);
	assert_int_equal(uno_rules_set(r, UNO_OPT_TARGET_SCORE, 100),
			 UNO_ENOTSUP);
	assert_int_equal(uno_rules_set(r, UNO_OPT_LOWEST_SCORE_WINS, 1),
			 UNO_ENOTSUP);
	assert_int_equal(uno_rules_set(r, UNO_OPT_ELIMINATION_LIMIT, 120),
			 UNO_OK);
	assert_int_equal(uno_rules_get(r, UNO_OPT_ELIMINATION_LIMIT, &v),
			 UNO_OK);
	assert_int_equal(v, 120);
	uno_rules_free(r);

	r = t_rules("classic", -1);
	assert_int_equal(uno_rules_set(r, UNO_OPT_ELIMINATION_LIMIT, 120),
			 UNO_ENOTSUP);
	assert_int_equal(uno_rules_get(r, UNO_OPT_ELIMINATION_LIMIT, &v),
			 UNO_ENOTSUP);
	uno_rules_free(r);

	/* No other registered table has it. */
	for (size_t i = 0; i < uno_rules_builtin_count(); i++) {
		const uno_rules *b = uno_rules_builtin_at(i);
		bool mine = strcmp(uno_rules_name(b), "challenge") == 0;
		assert_int_equal(uno_rules_get(b, UNO_OPT_ELIMINATION_LIMIT, &v),
				 mine ? UNO_OK : UNO_ENOTSUP);
	}
}

/* E-1: Classic rules: the Classic deck, 2 to 10 players, nobody in a
 * team. */
static void test_e1_classic_table_for_two_to_ten(void **state)
{
	(void)state;
	const uno_rules *ch = table("challenge");
	uno_card a[UNO_MAX_DECK], b[UNO_MAX_DECK];
	int lo = -1, hi = -1;

	assert_int_equal(uno_rules_players(ch, &lo, &hi), UNO_OK);
	assert_int_equal(lo, 2);
	assert_int_equal(hi, 10);
	for (int k = 0; k <= UNO_MAX_PLAYERS + 1; k++)
		assert_int_equal(uno_rules_allows_players(ch, k),
				 k >= 2 && k <= 10);
	assert_int_equal(uno_rules_team_size(ch), 1);
	int n = uno_rules_deck(ch, a, UNO_MAX_DECK);
	assert_int_equal(n, 108);
	assert_int_equal(uno_rules_deck(table("classic"), b, UNO_MAX_DECK), n);
	assert_memory_equal(a, b, sizeof a[0] * (size_t)n);
}

/*
 * A three-seat round seat 0 wins; seats 1 and 2 draw a card each that
 * matches nothing.
 *   seat 1: G6 G9 BS = 35, seat 2: B0 Y5 Y8 = 13.
 */
static uno_game *three_seat_round(const uno_rules *r)
{
	const char *hands[] = { "R1 R2", "BS G9", "Y5 B0" };
	uno_game *g = t_game("challenge", r, 3, -1, hands, "R5", "G6 Y8",
			     true);

	t_record_events(g, &ev);
	t_apply(g, 0, "R1!");
	t_apply(g, 1, "draw");
	t_apply(g, 2, "draw");
	t_apply(g, 0, "R2");
	assert_string_equal(t_hand(g, 1), "G6 G9 BS");
	assert_string_equal(t_hand(g, 2), "B0 Y5 Y8");
	assert_int_equal(uno_game_round_winner(g), 0);
	return g;
}

/* E-1: every player adds the points of their own hand; the round winner
 * adds nothing. Far from the limit (500), nobody leaves and the match
 * goes on. */
static void test_e1_each_adds_own_hand(void **state)
{
	(void)state;
	uno_game *g = three_seat_round(NULL);

	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_score(g, 0), 0);
	assert_int_equal(uno_game_score(g, 1), 35);
	assert_int_equal(uno_game_score(g, 2), 13);
	for (int s = 0; s < 3; s++)
		assert_int_equal(uno_game_seat_status(g, s), UNO_SEAT_IN);
	assert_int_equal(t_count_events(&ev, UNO_EV_ELIMINATED, -2), 0);
	assert_int_equal(uno_game_match_winner(g), UNO_ESTATE);
	assert_int_equal(uno_game_next_round(g), UNO_OK);
	/* t_game set hand_size to 2. */
	for (int s = 0; s < 3; s++)
		assert_true(uno_game_hand_size(g, s) >= 2);
	uno_game_free(g);
}

/* E-1: a total that reaches the limit (35 of 35) eliminates its seat,
 * with an event giving the total; 35 of 36 does not. The other seats
 * stay in and the match goes on. */
static void test_e1_reaching_limit_eliminates(void **state)
{
	(void)state;
	uno_rules *r = t_rules("challenge", UNO_OPT_ELIMINATION_LIMIT, 35, -1);
	uno_game *g = three_seat_round(r);
	uno_rules_free(r);

	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_seat_status(g, 1), UNO_SEAT_ELIMINATED);
	assert_int_equal(uno_game_seat_status(g, 0), UNO_SEAT_IN);
	assert_int_equal(uno_game_seat_status(g, 2), UNO_SEAT_IN);
	assert_int_equal(t_count_events(&ev, UNO_EV_ELIMINATED, -2), 1);
	int i = t_find_event(&ev, UNO_EV_ELIMINATED, 0);
	assert_int_equal(ev.ev[i].seat, 1);
	assert_int_equal(ev.ev[i].value, 35);
	assert_int_equal(uno_game_score(g, 1), 35);
	assert_int_equal(uno_game_match_winner(g), UNO_ESTATE);

	/* The next round deals seat 1 nothing. */
	assert_int_equal(uno_game_next_round(g), UNO_OK);
	assert_int_equal(uno_game_seat_status(g, 1), UNO_SEAT_ELIMINATED);
	assert_int_equal(uno_game_hand_size(g, 1), 0);
	assert_true(uno_game_hand_size(g, 0) >= 2);
	assert_true(uno_game_hand_size(g, 2) >= 2);
	assert_int_not_equal(uno_game_current_player(g), 1);
	uno_game_free(g);

	r = t_rules("challenge", UNO_OPT_ELIMINATION_LIMIT, 36, -1);
	g = three_seat_round(r);
	uno_rules_free(r);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	for (int s = 0; s < 3; s++)
		assert_int_equal(uno_game_seat_status(g, s), UNO_SEAT_IN);
	assert_int_equal(t_count_events(&ev, UNO_EV_ELIMINATED, -2), 0);
	uno_game_free(g);
}

/* E-1, E-2: one round may eliminate several players (35 and 13 both
 * reach 13); the round winner survives. With one player left the match
 * is over and that round's winner wins it; no further round. */
static void test_e2_several_eliminated_last_one_wins_E1(void **state)
{
	(void)state;
	uno_rules *r = t_rules("challenge", UNO_OPT_ELIMINATION_LIMIT, 13, -1);
	uno_game *g = three_seat_round(r);
	uno_rules_free(r);

	assert_int_equal(uno_game_seat_status(g, 0), UNO_SEAT_IN);
	assert_int_equal(uno_game_seat_status(g, 1), UNO_SEAT_ELIMINATED);
	assert_int_equal(uno_game_seat_status(g, 2), UNO_SEAT_ELIMINATED);
	assert_int_equal(t_count_events(&ev, UNO_EV_ELIMINATED, -2), 2);
	assert_int_equal(t_count_events(&ev, UNO_EV_ELIMINATED, 1), 1);
	assert_int_equal(t_count_events(&ev, UNO_EV_ELIMINATED, 2), 1);
	for (int i = 0; i < ev.n; i++)
		if (ev.ev[i].type == UNO_EV_ELIMINATED)
			assert_int_equal(ev.ev[i].value,
					 ev.ev[i].seat == 1 ? 35 : 13);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_MATCH_OVER);
	assert_int_equal(uno_game_match_winner(g), 0);
	int i = t_find_event(&ev, UNO_EV_MATCH_END, 0);
	assert_true(i >= 0);
	assert_int_equal(ev.ev[i].seat, 0);
	assert_int_equal(uno_game_next_round(g), UNO_ESTATE);
	assert_int_equal(uno_game_round(g), 1);
	uno_game_free(g);
}

/* The seat after `seat` clockwise that is not eliminated. */
static int next_in(const uno_game *g, int seat)
{
	int n = uno_game_players(g);

	for (int k = 1; k <= n; k++) {
		int s = (seat + k) % n;
		if (uno_game_seat_status(g, s) != UNO_SEAT_ELIMINATED)
			return s;
	}
	fail_msg("nobody left");
	return -1;
}

/*
 * E-1: an eliminated seat is dealt nothing, never plays, and the deal
 * passes over it. Four seats play with 16 red numbers only (every card
 * matches every card), 3 cards each; seat 0 deals first.
 * Round 1 (scripted): seat 1 draws and keeps a card each turn while
 * seat 2 goes out; seat 1 ends with R7 R7 R8 R8 R9 R9 = 48 and leaves
 * (limit 40); seats 0 and 3 keep R3 (3 each).
 * Rounds 2-4 are shuffled but play out the same way whatever the deal:
 * the seat after the dealer goes out on its third play. Dealers 2 (seat
 * 1 is passed over), 3, 0; first players 3, 0, 2 (seat 1 passed over).
 */
static void test_e1_eliminated_seat_dealt_nothing_and_passed_over(void **state)
{
	(void)state;
	uno_rules *r = t_rules("challenge", UNO_OPT_ELIMINATION_LIMIT, 40, -1);
	const char *hands[] = { "R1 R2 R3", "R9 R9 R8", "R4 R6 R0",
				"R1 R2 R3" };
	uno_game *g = t_game("challenge", r, 4, 0, hands, "R5", "R8 R7 R7",
			     false);
	static const char *const script[][2] = {
		{ "1", "draw" }, { "1", "pass" }, { "2", "R4" }, { "3", "R1" },
		{ "0", "R1" }, { "1", "draw" }, { "1", "pass" }, { "2", "R6!" },
		{ "3", "R2!" }, { "0", "R2!" }, { "1", "draw" }, { "1", "pass" },
		{ "2", "R0" },
	};
	static const int dealers[] = { 2, 3, 0 };
	static const int openers[] = { 3, 0, 2 };

	uno_rules_free(r);
	t_record_events(g, &ev);
	assert_int_equal(uno_game_dealer(g), 0);
	for (size_t i = 0; i < sizeof script / sizeof script[0]; i++) {
		int seat = script[i][0][0] - '0';
		assert_int_equal(uno_game_current_player(g), seat);
		t_apply(g, seat, script[i][1]);
	}
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 2);
	assert_string_equal(t_hand(g, 1), "R7 R7 R8 R8 R9 R9");
	assert_int_equal(uno_game_score(g, 1), 48);
	assert_int_equal(uno_game_score(g, 0), 3);
	assert_int_equal(uno_game_score(g, 2), 0);
	assert_int_equal(uno_game_score(g, 3), 3);
	assert_int_equal(uno_game_seat_status(g, 1), UNO_SEAT_ELIMINATED);
	assert_int_equal(t_count_events(&ev, UNO_EV_ELIMINATED, 1), 1);

	for (int round = 0; round < 3; round++) {
		int before[4];
		for (int s = 0; s < 4; s++)
			before[s] = uno_game_score(g, s);
		assert_int_equal(uno_game_next_round(g), UNO_OK);
		assert_int_equal(uno_game_dealer(g), dealers[round]);
		assert_int_equal(uno_game_hand_size(g, 1), 0);
		for (int s = 0; s < 4; s++)
			if (s != 1)
				assert_int_equal(uno_game_hand_size(g, s), 3);
		/* 16 cards: 9 dealt, 1 turned, 6 to draw. */
		assert_int_equal(uno_game_draw_pile_size(g), 6);
		assert_int_equal(uno_game_seat_status(g, 1),
				 UNO_SEAT_ELIMINATED);

		int seat = openers[round];
		for (int turn = 0; turn < 7; turn++) {
			assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
			assert_int_equal(uno_game_current_player(g), seat);
			assert_string_equal(t_legal(g, 1), "");
			uno_move d = uno_move_init(UNO_MOVE_DRAW);
			assert_int_not_equal(uno_game_check_move(g, 1, &d, NULL),
					     UNO_OK);
			play_first_card(g, seat);
			seat = next_in(g, seat);
			assert_int_not_equal(seat, 1);
		}
		assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
		assert_int_equal(uno_game_round_winner(g), openers[round]);
		for (int s = 0; s < 4; s++) {
			int add = s == 1 || s == openers[round]
					  ? 0 : hand_points(g, s);
			assert_int_equal(uno_game_score(g, s), before[s] + add);
		}
		assert_int_equal(uno_game_score(g, 1), 48);
		assert_int_equal(uno_game_hand_size(g, 1), 0);
	}
	/* Seat 1 was eliminated once, never again. */
	assert_int_equal(t_count_events(&ev, UNO_EV_ELIMINATED, 1), 1);
	assert_int_equal(t_count_events(&ev, UNO_EV_ELIMINATED, -2), 1);
	uno_game_free(g);
}

/*
 * E-1, E-2: four seats with the eight Reverses only, one card each.
 * Round 1: the first Reverse makes dealer 3 open, counterclockwise;
 * seats 3 and 2 draw and keep a card, seat 1 goes out. Seats 2 and 3
 * hold 40 each and both leave (limit 40); seat 0 holds 20.
 * Round 2 (dealer 0, shuffled, but every card is a Reverse): the first
 * Reverse lets dealer 0 open; seat 0 draws and plays the drawn Reverse,
 * which acts as a Skip with two players left (C-8): seat 0 plays again.
 * It draws and keeps one, seat 1 goes out; seat 0 holds 40, reaches 60
 * and leaves: seat 1, the last round's winner, wins the match.
 */
static void test_e2_head_to_head_reverse_skips_last_winner_wins(void **state)
{
	(void)state;
	uno_rules *r = t_rules("challenge", UNO_OPT_ELIMINATION_LIMIT, 40, -1);
	const char *hands[] = { "RR", "YR", "GR", "BR" };
	uno_game *g = t_game("challenge", r, 4, -1, hands, "RR", "YR GR BR",
			     false);
	uno_move moves[UNO_MAX_MOVES];

	uno_rules_free(r);
	t_record_events(g, &ev);
	assert_int_equal(uno_game_current_player(g), 3);
	assert_int_equal(uno_game_direction(g), -1);
	t_apply(g, 3, "draw");
	t_apply(g, 3, "pass");
	assert_int_equal(uno_game_current_player(g), 2);
	t_apply(g, 2, "draw");
	t_apply(g, 2, "pass");
	assert_int_equal(uno_game_current_player(g), 1);
	t_apply(g, 1, "YR");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 1);
	assert_int_equal(uno_game_score(g, 0), 20);
	assert_int_equal(uno_game_score(g, 1), 0);
	assert_int_equal(uno_game_score(g, 2), 40);
	assert_int_equal(uno_game_score(g, 3), 40);
	assert_int_equal(uno_game_seat_status(g, 0), UNO_SEAT_IN);
	assert_int_equal(uno_game_seat_status(g, 1), UNO_SEAT_IN);
	assert_int_equal(uno_game_seat_status(g, 2), UNO_SEAT_ELIMINATED);
	assert_int_equal(uno_game_seat_status(g, 3), UNO_SEAT_ELIMINATED);
	assert_int_equal(t_count_events(&ev, UNO_EV_ELIMINATED, -2), 2);
	assert_int_equal(uno_game_match_winner(g), UNO_ESTATE);

	assert_int_equal(uno_game_next_round(g), UNO_OK);
	assert_int_equal(uno_game_dealer(g), 0);
	assert_int_equal(uno_game_hand_size(g, 0), 1);
	assert_int_equal(uno_game_hand_size(g, 1), 1);
	assert_int_equal(uno_game_hand_size(g, 2), 0);
	assert_int_equal(uno_game_hand_size(g, 3), 0);
	assert_int_equal(uno_game_draw_pile_size(g), 5);
	assert_int_equal(uno_game_current_player(g), 0);
	t_apply(g, 0, "draw");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);

	/* Play the drawn Reverse, calling UNO. */
	int n = uno_game_legal_moves(g, 0, moves, UNO_MAX_MOVES);
	int pick = -1;
	for (int i = 0; i < n && pick < 0; i++)
		if (moves[i].type == UNO_MOVE_PLAY)
			pick = i;
	assert_true(pick >= 0);
	assert_int_equal(moves[pick].card.kind, UNO_REVERSE);
	moves[pick].flags |= UNO_MOVE_F_UNO;
	assert_int_equal(uno_game_apply(g, 0, &moves[pick]), UNO_OK);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 0);
	t_refuse(g, 1, "draw", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	assert_int_equal(uno_game_hand_size(g, 1), 1);

	t_apply(g, 0, "draw");
	t_apply(g, 0, "pass");
	assert_int_equal(uno_game_current_player(g), 1);
	play_first_card(g, 1);

	assert_int_equal(uno_game_round_winner(g), 1);
	assert_int_equal(uno_game_hand_size(g, 0), 2);
	assert_int_equal(uno_game_score(g, 0), 60);
	assert_int_equal(uno_game_score(g, 1), 0);
	assert_int_equal(uno_game_seat_status(g, 0), UNO_SEAT_ELIMINATED);
	assert_int_equal(uno_game_seat_status(g, 1), UNO_SEAT_IN);
	assert_int_equal(t_count_events(&ev, UNO_EV_ELIMINATED, 0), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_MATCH_OVER);
	assert_int_equal(uno_game_match_winner(g), 1);
	int i = t_find_event(&ev, UNO_EV_MATCH_END, 0);
	assert_true(i >= 0);
	assert_int_equal(ev.ev[i].seat, 1);
	assert_int_equal(uno_game_next_round(g), UNO_ESTATE);
	uno_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_e1_elimination_limit_option_no_target),
		cmocka_unit_test(test_e1_classic_table_for_two_to_ten),
		cmocka_unit_test(test_e1_each_adds_own_hand),
		cmocka_unit_test(test_e1_reaching_limit_eliminates),
		cmocka_unit_test(test_e2_several_eliminated_last_one_wins_E1),
		cmocka_unit_test(
			test_e1_eliminated_seat_dealt_nothing_and_passed_over),
		cmocka_unit_test(
			test_e2_head_to_head_reverse_skips_last_winner_wins),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
