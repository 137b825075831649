/*
 * Classic: calling UNO and catching a player who did not (G-6), with the
 * window rulings of doc/rules.md.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <string.h>

/* Large; one recorder shared by the tests (each install resets it). */
static struct t_events ev;

/* A three-seat Classic game from a full, exact deck; seat 0 plays first. */
static uno_game *three(const uno_rules *r, const char *h0, const char *h1,
		       const char *h2, const char *first, const char *draw)
{
	const char *hands[] = { h0, h1, h2 };
	return t_game("classic", r, 3, -1, hands, first, draw, true);
}

/* The index of the only event of a type; fails unless there is exactly one. */
static int only_event(int type)
{
	int i = t_find_event(&ev, type, 0);
	assert_true(i >= 0);
	assert_int_equal(t_find_event(&ev, type, i + 1), -1);
	return i;
}

/* G-6: `!` with the second-to-last card is the call itself, so nobody may
 * catch that seat afterwards. */
static void test_call_with_play_protects_seat_G6(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "R1 R2", "R3 G4", "R6 Y7", "R5", "");

	assert_true(t_is_legal(g, 0, "R1!"));
	t_record_events(g, &ev);
	t_apply(g, 0, "R1!");
	assert_int_equal(uno_game_hand_size(g, 0), 1);
	assert_int_equal(uno_game_uno_called(g, 0), 1);
	int i = only_event(UNO_EV_UNO);
	assert_int_equal(ev.ev[i].seat, 0);

	/* Called: neither the next player nor a bystander can catch it. */
	assert_false(t_is_legal(g, 1, "catch 0"));
	assert_false(t_is_legal(g, 2, "catch 0"));
	t_refuse(g, 1, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	t_refuse(g, 2, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	uno_game_free(g);
}

/* G-6: the `!` flag belongs only to a play that leaves exactly one card:
 * refused with two or more left, and on the last card (zero left, G-7). */
static void test_call_flag_only_when_one_card_left_G6(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "R1 R2 R3", "R4 R6 G4", "R7 R8 Y4", "R5", "");

	t_refuse(g, 0, "R1!", UNO_EILLEGAL, UNO_REASON_UNO_NOT_LAST);
	t_apply(g, 0, "R1");
	assert_int_equal(uno_game_uno_called(g, 0), 0);
	t_apply(g, 1, "R4");
	t_apply(g, 2, "R7");
	t_apply(g, 0, "R2!");
	assert_int_equal(uno_game_uno_called(g, 0), 1);
	t_apply(g, 1, "R6!");
	t_apply(g, 2, "R8!");
	t_refuse(g, 0, "R3!", UNO_EILLEGAL, UNO_REASON_UNO_NOT_LAST);
	t_apply(g, 0, "R3");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 0);
	uno_game_free(g);
}

/* G-6: an uncalled second-to-last card exposes the seat; every other seat
 * (also one that is not to play) may catch it, the caught seat draws the
 * default penalty of 2, once only, and then holds too many cards to call. */
static void test_catch_uncalled_draws_two_G6(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "R1 R2", "R3 G4", "R6 Y7", "R5", "B8 B9");

	t_apply(g, 0, "R1");
	assert_int_equal(uno_game_uno_called(g, 0), 0);
	assert_non_null(strstr(t_legal(g, 1), "catch 0"));
	assert_non_null(strstr(t_legal(g, 2), "catch 0"));
	assert_true(t_is_legal(g, 0, "uno"));
	assert_false(t_is_legal(g, 0, "catch 0"));
	t_refuse(g, 0, "catch 0", UNO_EILLEGAL, UNO_REASON_CATCH_SELF);

	/* Seat 2 is not the current player (seat 1 is), and still catches. */
	t_record_events(g, &ev);
	t_apply(g, 2, "catch 0");
	assert_int_equal(uno_game_hand_size(g, 0), 3);
	assert_string_equal(t_hand(g, 0), "R2 B8 B9");
	int i = only_event(UNO_EV_CATCH);
	assert_int_equal(ev.ev[i].seat, 0);
	assert_int_equal(ev.ev[i].other, 2);
	i = only_event(UNO_EV_PENALTY);
	assert_int_equal(ev.ev[i].seat, 0);
	assert_int_equal(ev.ev[i].reason, UNO_DRAW_UNO_PENALTY);
	assert_int_equal(ev.ev[i].value, 2);
	assert_int_equal(t_count_events(&ev, UNO_EV_DRAW, 0), 2);

	/* A catch never moves the pending decision. */
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);

	/* Caught once is enough; with three cards there is nothing to call. */
	assert_false(t_is_legal(g, 1, "catch 0"));
	t_refuse(g, 1, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	t_refuse(g, 2, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	assert_false(t_is_legal(g, 0, "uno"));
	t_refuse(g, 0, "uno", UNO_EILLEGAL, UNO_REASON_UNO_NOT_LAST);
	uno_game_free(g);
}

/* G-6: the uno_penalty option sets how many cards a caught seat draws. */
static void test_catch_penalty_option_G6(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_UNO_PENALTY, 4, -1);
	uno_game *g = three(r, "R1 R2", "R3 G4", "R6 Y7", "R5", "B8 B9 G8 G9");
	uno_rules_free(r);

	t_apply(g, 0, "R1");
	t_record_events(g, &ev);
	t_apply(g, 1, "catch 0");
	assert_int_equal(uno_game_hand_size(g, 0), 5);
	assert_string_equal(t_hand(g, 0), "R2 G8 B8 G9 B9");
	int i = only_event(UNO_EV_PENALTY);
	assert_int_equal(ev.ev[i].seat, 0);
	assert_int_equal(ev.ev[i].reason, UNO_DRAW_UNO_PENALTY);
	assert_int_equal(ev.ev[i].value, 4);
	i = only_event(UNO_EV_CATCH);
	assert_int_equal(ev.ev[i].seat, 0);
	assert_int_equal(ev.ev[i].other, 1);
	uno_game_free(g);
}

/* G-6: "the call can be made with the play itself or afterwards": the
 * exposed seat calls `uno` out of turn, and from then on nobody can catch
 * it. */
static void test_late_call_prevents_catch_G6(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "R1 R2", "R3 G4", "R6 Y7", "R5", "");

	t_apply(g, 0, "R1");
	t_record_events(g, &ev);
	t_apply(g, 0, "uno");
	assert_int_equal(uno_game_uno_called(g, 0), 1);
	int i = only_event(UNO_EV_UNO);
	assert_int_equal(ev.ev[i].seat, 0);
	assert_int_equal(t_count_events(&ev, UNO_EV_PENALTY, -2), 0);
	assert_int_equal(uno_game_hand_size(g, 0), 1);
	/* The call did not take seat 1's turn away. */
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);

	t_refuse(g, 1, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	t_refuse(g, 2, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	/* Having called, there is nothing left to call. */
	assert_false(t_is_legal(g, 0, "uno"));
	uno_game_free(g);
}

/* G-6: `uno` from a seat that is not exposed, and `catch` of a seat that
 * holds more than one card, are refused. */
static void test_uno_and_catch_refused_without_exposure_G6(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "R1 R2", "R3 G4", "R6 Y7", "R5", "");

	/* Two cards each: nobody is exposed, current player or not. */
	t_refuse(g, 0, "uno", UNO_EILLEGAL, UNO_REASON_UNO_NOT_LAST);
	t_refuse(g, 1, "uno", UNO_EILLEGAL, UNO_REASON_UNO_NOT_LAST);
	t_refuse(g, 1, "catch 2", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	t_refuse(g, 0, "catch 1", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);

	/* Seat 0 exposed: the others may not call UNO for it. */
	t_apply(g, 0, "R1");
	t_refuse(g, 1, "uno", UNO_EILLEGAL, UNO_REASON_UNO_NOT_LAST);
	t_refuse(g, 2, "uno", UNO_EILLEGAL, UNO_REASON_UNO_NOT_LAST);
	uno_game_free(g);
}

/* G-6: once the next player has begun by playing, the window is closed. */
static void test_window_closes_when_next_player_plays_G6(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "R1 R2", "R3 G4", "R6 Y7", "R5", "");

	t_apply(g, 0, "R1");
	assert_true(t_is_legal(g, 2, "catch 0"));
	t_apply(g, 1, "R3");
	assert_false(t_is_legal(g, 2, "catch 0"));
	t_refuse(g, 2, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	/* Seat 1 is exposed now in turn, and seat 0 may catch it. */
	assert_true(t_is_legal(g, 0, "catch 1"));
	assert_int_equal(uno_game_hand_size(g, 0), 1);
	uno_game_free(g);
}

/* G-6: drawing also begins the next player's turn, whether the drawn card
 * is unplayable (the turn ends) or playable (phase DRAWN). */
static void test_window_closes_when_next_player_draws_G6(void **state)
{
	(void)state;
	/* G9 does not match R1: the turn ends at once. */
	uno_game *g = three(NULL, "R1 R2", "R3 G4", "R6 Y7", "R5", "G9");
	t_apply(g, 0, "R1");
	t_apply(g, 1, "draw");
	assert_int_equal(uno_game_current_player(g), 2);
	t_refuse(g, 2, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	t_refuse(g, 1, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	uno_game_free(g);

	/* R9 matches: seat 1 is still deciding, but has begun its turn. */
	g = three(NULL, "R1 R2", "R3 G4", "R6 Y7", "R5", "R9");
	t_apply(g, 0, "R1");
	t_apply(g, 1, "draw");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	assert_int_equal(uno_game_current_player(g), 1);
	t_refuse(g, 2, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	t_refuse(g, 1, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	uno_game_free(g);
}

/* G-6 ruling: naming the color of the wild that exposed the seat does not
 * close the window, neither before nor after the color is named. */
static void test_window_open_during_color_choice_G6(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "W R2", "R3 G4", "R6 Y7", "R5", "B8 B9");

	t_apply(g, 0, "W");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_true(t_is_legal(g, 1, "catch 0"));
	assert_true(t_is_legal(g, 2, "catch 0"));
	t_apply(g, 1, "catch 0");
	assert_int_equal(uno_game_hand_size(g, 0), 3);
	/* The color is still seat 0's to name. */
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(uno_game_current_player(g), 0);
	t_apply(g, 0, "color B");
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);

	/* Named first, caught after: still in time. */
	g = three(NULL, "W R2", "R3 G4", "R6 Y7", "R5", "B8 B9");
	t_apply(g, 0, "W");
	t_apply(g, 0, "color B");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_true(t_is_legal(g, 2, "catch 0"));
	t_apply(g, 2, "catch 0");
	assert_int_equal(uno_game_hand_size(g, 0), 3);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	uno_game_free(g);
}

/* G-6 ruling: the next player's challenge decision after a Wild Draw Four
 * is not yet the start of its turn; answering it (accept) is. */
static void test_window_open_during_challenge_decision_G6(void **state)
{
	(void)state;
	/* Seat 0 holds no yellow, so the Wild Draw Four is no bluff. */
	uno_game *g = three(NULL, "W4 R2", "R3 G4", "R6 Y7", "Y5", "");

	t_apply(g, 0, "W4/B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_true(t_is_legal(g, 1, "catch 0"));
	t_apply(g, 2, "catch 0");
	assert_int_equal(uno_game_hand_size(g, 0), 3);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	assert_int_equal(uno_game_current_player(g), 1);
	t_apply(g, 1, "accept");
	assert_int_equal(uno_game_hand_size(g, 1), 6);
	assert_int_equal(uno_game_current_player(g), 2);
	uno_game_free(g);

	/* Accepting answers the decision: too late to catch afterwards. */
	g = three(NULL, "W4 R2", "R3 G4", "R6 Y7", "Y5", "");
	t_apply(g, 0, "W4/B");
	t_apply(g, 1, "accept");
	assert_int_equal(uno_game_current_player(g), 2);
	t_refuse(g, 2, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	t_refuse(g, 1, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	assert_int_equal(uno_game_hand_size(g, 0), 1);
	uno_game_free(g);
}

/* G-6: after a Skip as the second-to-last card the skipped seat never
 * begins a turn, so the window stays open until the seat after it does. */
static void test_skip_keeps_window_until_seat_after_G6(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "RS R2", "R3 G4", "R6 Y7", "R5", "B8 B9");
	uno_game *c;

	t_apply(g, 0, "RS");
	assert_int_equal(uno_game_current_player(g), 2);
	assert_true(t_is_legal(g, 1, "catch 0"));
	assert_true(t_is_legal(g, 2, "catch 0"));
	assert_int_equal(uno_game_clone(&c, g), UNO_OK);

	/* The skipped seat catches before seat 2 begins. */
	t_apply(g, 1, "catch 0");
	assert_int_equal(uno_game_hand_size(g, 0), 3);
	assert_int_equal(uno_game_current_player(g), 2);

	/* Seat 2 begins: now nobody can catch seat 0. */
	t_apply(c, 2, "R6");
	t_refuse(c, 1, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	assert_int_equal(uno_game_hand_size(c, 0), 1);
	uno_game_free(c);
	uno_game_free(g);
}

/* G-6 with C-8: with two players a Skip gives the exposed seat the next
 * turn, and its own next move closes the window. */
static void test_two_players_own_move_closes_window_G6(void **state)
{
	(void)state;
	const char *hands[] = { "RS G2", "R3 Y4" };
	uno_game *g = t_game("classic", NULL, 2, -1, hands, "R5", "B9", true);

	t_apply(g, 0, "RS");
	assert_int_equal(uno_game_current_player(g), 0);
	assert_true(t_is_legal(g, 1, "catch 0"));
	/* B9 matches neither red nor Skip: the turn ends with the draw. */
	t_apply(g, 0, "draw");
	assert_int_equal(uno_game_current_player(g), 1);
	t_refuse(g, 1, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	assert_int_equal(uno_game_hand_size(g, 0), 2);
	uno_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_call_with_play_protects_seat_G6),
		cmocka_unit_test(test_call_flag_only_when_one_card_left_G6),
		cmocka_unit_test(test_catch_uncalled_draws_two_G6),
		cmocka_unit_test(test_catch_penalty_option_G6),
		cmocka_unit_test(test_late_call_prevents_catch_G6),
		cmocka_unit_test(test_uno_and_catch_refused_without_exposure_G6),
		cmocka_unit_test(test_window_closes_when_next_player_plays_G6),
		cmocka_unit_test(test_window_closes_when_next_player_draws_G6),
		cmocka_unit_test(test_window_open_during_color_choice_G6),
		cmocka_unit_test(test_window_open_during_challenge_decision_G6),
		cmocka_unit_test(test_skip_keeps_window_until_seat_after_G6),
		cmocka_unit_test(test_two_players_own_move_closes_window_G6),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
