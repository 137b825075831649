/*
 * Seven-O (H-5): a 7 swaps hands with a chosen seat, a 0 passes every hand
 * one seat along the direction of play; as doc/house-rules.md states it.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdio.h>
#include <string.h>

/* Big (64 KiB each): file scope, reset by each use. */
static struct t_events ev;
static struct t_events ev_b;

static int count_all(const struct t_events *rec, int type)
{
	return t_count_events(rec, type, -2);
}

/*
 * H-5: seven_o is 0..1 and off by default in every variant but Teams, which
 * refuses it (reading, setting and its bounds) with UNO_ENOTSUP.
 */
static void test_h5_option_default_off_not_in_teams_H5(void **state)
{
	(void)state;
	for (size_t i = 0; i < uno_rules_builtin_count(); i++) {
		const uno_rules *r = uno_rules_builtin_at(i);
		int lo = -1, hi = -1, def = -1, v = -1;

		assert_non_null(r);
		if (strcmp(uno_rules_name(r), "teams") == 0)
			continue;
		if (strcmp(uno_rules_name(r), "no-mercy") == 0) {
			/* Its 0 and 7 always act (NM-10): no option for them. */
			assert_int_equal(uno_rules_option_info(r, UNO_OPT_SEVEN_O, &lo, &hi, &def),
					 UNO_ENOTSUP);
			continue;
		}
		assert_int_equal(uno_rules_option_info(r, UNO_OPT_SEVEN_O, &lo, &hi, &def), UNO_OK);
		assert_int_equal(lo, 0);
		assert_int_equal(hi, 1);
		assert_int_equal(def, 0);
		assert_int_equal(uno_rules_get(r, UNO_OPT_SEVEN_O, &v), UNO_OK);
		assert_int_equal(v, 0);
	}

	const uno_rules *teams;
	uno_rules *copy;
	int v = -1;
	assert_int_equal(uno_rules_builtin(&teams, "teams"), UNO_OK);
	assert_int_equal(uno_rules_get(teams, UNO_OPT_SEVEN_O, &v), UNO_ENOTSUP);
	assert_int_equal(uno_rules_option_info(teams, UNO_OPT_SEVEN_O, NULL, NULL, NULL),
			 UNO_ENOTSUP);
	assert_int_equal(uno_rules_copy(&copy, teams, NULL, NULL), UNO_OK);
	assert_int_equal(uno_rules_set(copy, UNO_OPT_SEVEN_O, 1), UNO_ENOTSUP);
	assert_int_equal(uno_rules_set(copy, UNO_OPT_SEVEN_O, 0), UNO_ENOTSUP);
	uno_rules_free(copy);
}

/* H-5: with the option off, a 7 and a 0 are plain numbers. */
static void test_h5_option_off_seven_and_zero_are_plain_H5(void **state)
{
	const char *h[] = { "R7 G0 G2", "Y1 Y2 Y3", "B1 B2 G7" };
	uno_game *g = t_game("classic", NULL, 3, -1, h, "R9", "Y8 Y6", true);
	uno_move swap;

	(void)state;
	t_record_events(g, &ev);
	t_apply(g, 0, "R7");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	/* No swap decision exists: the move is refused for every seat (the
	 * reason is not what this test is about). */
	assert_int_equal(uno_move_parse("swap 0", 6, &swap), UNO_OK);
	for (int s = 0; s < 3; s++) {
		assert_int_not_equal(uno_game_check_move(g, s, &swap, NULL), UNO_OK);
		assert_false(t_is_legal(g, s, "swap 0"));
	}
	t_apply(g, 1, "draw"); /* Y8: no red, no 7 */
	t_apply(g, 2, "G7");
	t_apply(g, 0, "G0");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_string_equal(t_hand(g, 0), "G2");
	assert_string_equal(t_hand(g, 1), "Y1 Y2 Y3 Y8");
	assert_string_equal(t_hand(g, 2), "B1 B2");
	assert_int_equal(count_all(&ev, UNO_EV_SWAP), 0);
	assert_int_equal(count_all(&ev, UNO_EV_ROTATE), 0);
	uno_game_free(g);
}

/*
 * H-5: a 7 leaves its player a SWAP decision listing `swap N` for every
 * other seat; only a swap with another seat answers it.
 */
static void test_h5_seven_gives_swap_decision_listing_other_seats_H5(void **state)
{
	const char *h[] = { "R7 R1 G2", "Y1 Y2 Y3", "B1 B2 B3", "Y4 Y6 B4" };
	uno_rules *r = t_rules("classic", UNO_OPT_SEVEN_O, 1, -1);
	uno_game *g = t_game("classic", r, 4, -1, h, "R9", "Y7 Y8", true);

	(void)state;
	t_apply(g, 0, "R7");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_SWAP);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_string_equal(t_top(g), "R7");
	assert_string_equal(t_legal(g, 0), "swap 1 swap 2 swap 3");
	for (int s = 1; s < 4; s++)
		assert_string_equal(t_legal(g, s), "");

	t_refuse(g, 0, "swap 0", UNO_EILLEGAL, UNO_REASON_BAD_TARGET);
	t_refuse(g, 0, "swap 4", UNO_EINVAL, UNO_REASON_MALFORMED);
	/* R1 would match the red 7, but the swap is what is pending. */
	t_refuse(g, 0, "R1", UNO_EILLEGAL, UNO_REASON_WRONG_DECISION);
	t_refuse(g, 0, "draw", UNO_EILLEGAL, UNO_REASON_WRONG_DECISION);
	t_refuse(g, 0, "pass", UNO_EILLEGAL, UNO_REASON_WRONG_DECISION);
	t_refuse(g, 0, "color R", UNO_EILLEGAL, UNO_REASON_WRONG_DECISION);
	t_refuse(g, 0, "accept", UNO_EILLEGAL, UNO_REASON_WRONG_DECISION);
	t_refuse(g, 1, "swap 2", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 1, "swap 0", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 1, "draw", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_SWAP);
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * H-5: `swap N` exchanges exactly the two hands (sizes differ here, since
 * the 7 left its player's), reports UNO_EV_SWAP, and play goes on with the
 * next player in the direction of play, on the 7.
 */
static void test_h5_swap_exchanges_two_hands_play_goes_on_H5(void **state)
{
	const char *h[] = { "R7 R1 G2", "Y1 Y2 Y3", "B1 B2 B3", "Y4 Y6 B4" };
	uno_rules *r = t_rules("classic", UNO_OPT_SEVEN_O, 1, -1);
	uno_game *g = t_game("classic", r, 4, -1, h, "R9", "Y7 Y8", true);
	int pile;

	(void)state;
	t_apply(g, 0, "R7");
	pile = uno_game_draw_pile_size(g);
	t_record_events(g, &ev);
	t_apply(g, 0, "swap 2");
	assert_string_equal(t_hand(g, 0), "B1 B2 B3");
	assert_string_equal(t_hand(g, 2), "R1 G2");
	assert_string_equal(t_hand(g, 1), "Y1 Y2 Y3");
	assert_string_equal(t_hand(g, 3), "Y4 B4 Y6");
	assert_int_equal(uno_game_draw_pile_size(g), pile);
	assert_int_equal(count_all(&ev, UNO_EV_SWAP), 1);
	int i = t_find_event(&ev, UNO_EV_SWAP, 0);
	assert_int_equal(ev.ev[i].seat, 0);
	assert_int_equal(ev.ev[i].other, 2);
	assert_int_equal(count_all(&ev, UNO_EV_DRAW), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_string_equal(t_top(g), "R7");
	assert_int_equal(uno_game_current_color(g), UNO_RED);
	uno_game_free(g);

	/* Counterclockwise: after a Reverse the next player is the one to
	 * the right. */
	const char *h2[] = { "RR G1 G2", "Y1 Y2 Y3", "B1 B2 B3", "R7 Y4 B4" };
	g = t_game("classic", r, 4, -1, h2, "R9", "Y7 Y8", true);
	t_apply(g, 0, "RR");
	assert_int_equal(uno_game_current_player(g), 3);
	t_apply(g, 3, "R7");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_SWAP);
	assert_int_equal(uno_game_current_player(g), 3);
	assert_string_equal(t_legal(g, 3), "swap 0 swap 1 swap 2");
	t_apply(g, 3, "swap 1");
	assert_string_equal(t_hand(g, 3), "Y1 Y2 Y3");
	assert_string_equal(t_hand(g, 1), "Y4 B4");
	assert_string_equal(t_hand(g, 0), "G1 G2");
	assert_string_equal(t_hand(g, 2), "B1 B2 B3");
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_direction(g), -1);
	uno_game_free(g);
	uno_rules_free(r);
}

/* ---- the swap hook ---- */

struct swap_answers {
	struct t_events *rec; /* events of the game */
	int answers[4];       /* what the hook returns, call by call */
	int n;                /* how many answers there are */
	int calls;            /* how often it was asked */
	int seat;             /* the seat it was last asked for */
};

static int swap_hook(const uno_game *g, int seat, void *user)
{
	struct swap_answers *a = user;

	(void)g;
	a->seat = seat;
	return a->calls < a->n ? a->answers[a->calls++] : (a->calls++, -1);
}

static void event_hook(const uno_game *g, const uno_event *e, void *user)
{
	struct swap_answers *a = user;

	(void)g;
	if (a->rec->n < (int)(sizeof a->rec->ev / sizeof a->rec->ev[0]))
		a->rec->ev[a->rec->n++] = *e;
}

static void install(uno_game *g, struct swap_answers *a)
{
	uno_hooks h;

	memset(&h, 0, sizeof h);
	h.size = sizeof h;
	h.swap = swap_hook;
	h.event = event_hook;
	a->rec->n = 0;
	assert_int_equal(uno_game_set_hooks(g, &h, a), UNO_OK);
}

/* Everything the public API shows of two games is the same. */
static void assert_same_game(const uno_game *a, const uno_game *b)
{
	char x[8192];
	uno_card ca, cb;

	assert_int_equal(uno_game_phase(a), uno_game_phase(b));
	assert_int_equal(uno_game_current_player(a), uno_game_current_player(b));
	assert_int_equal(uno_game_direction(a), uno_game_direction(b));
	assert_int_equal(uno_game_current_color(a), uno_game_current_color(b));
	assert_int_equal(uno_game_top_card(a, &ca), UNO_OK);
	assert_int_equal(uno_game_top_card(b, &cb), UNO_OK);
	assert_int_equal(ca.kind, cb.kind);
	assert_int_equal(ca.color, cb.color);
	assert_int_equal(uno_game_draw_pile_size(a), uno_game_draw_pile_size(b));
	assert_int_equal(uno_game_discard_pile_size(a), uno_game_discard_pile_size(b));
	for (int s = 0; s < uno_game_players(a); s++) {
		strcpy(x, t_hand(a, s));
		assert_string_equal(x, t_hand(b, s));
		strcpy(x, t_legal(a, s));
		assert_string_equal(x, t_legal(b, s));
		assert_int_equal(uno_game_uno_called(a, s), uno_game_uno_called(b, s));
		assert_int_equal(uno_game_score(a, s), uno_game_score(b, s));
	}
}

static void assert_same_events(const struct t_events *a, const struct t_events *b)
{
	assert_int_equal(a->n, b->n);
	for (int i = 0; i < a->n; i++) {
		assert_int_equal(a->ev[i].type, b->ev[i].type);
		assert_int_equal(a->ev[i].seat, b->ev[i].seat);
		assert_int_equal(a->ev[i].other, b->ev[i].other);
		assert_int_equal(a->ev[i].card.kind, b->ev[i].card.kind);
		assert_int_equal(a->ev[i].card.color, b->ev[i].card.color);
		assert_int_equal(a->ev[i].value, b->ev[i].value);
	}
}

/*
 * H-5, hooks: the swap hook is asked for the player of the 7, and its answer
 * gives the same game (and events) as the `swap` move; an invalid answer
 * (the player itself, a seat out of range, a negative one) leaves the
 * decision pending for a move.
 */
static void test_h5_swap_hook_same_as_move_invalid_answer_pending_H5(void **state)
{
	const char *h[] = { "R7 R1 G2", "Y1 Y2 Y3", "B1 B2 B3", "Y4 Y6 B4" };
	uno_rules *r = t_rules("classic", UNO_OPT_SEVEN_O, 1, -1);
	uno_game *a = t_game("classic", r, 4, -1, h, "R9", "Y7 Y8", true);
	uno_game *b = t_game("classic", r, 4, -1, h, "R9", "Y7 Y8", true);
	struct swap_answers ans = { .rec = &ev, .answers = { 2 }, .n = 1 };

	(void)state;
	install(a, &ans);
	t_record_events(b, &ev_b);
	/* Nothing to swap yet: the hook is not asked. */
	assert_int_equal(ans.calls, 0);
	t_apply(a, 0, "R7");
	assert_int_equal(ans.calls, 1);
	assert_int_equal(ans.seat, 0);
	assert_int_equal(uno_game_phase(a), UNO_PHASE_PLAY);
	t_apply(b, 0, "R7");
	t_apply(b, 0, "swap 2");
	assert_same_game(a, b);
	assert_same_events(&ev, &ev_b);
	assert_string_equal(t_hand(a, 0), "B1 B2 B3");
	/* They go on alike. */
	t_apply(a, 1, "draw");
	t_apply(b, 1, "draw");
	assert_same_game(a, b);
	uno_game_free(a);
	uno_game_free(b);

	/* Invalid answers: itself, beyond the table, negative. */
	const int bad[] = { 0, 4, 99, -5 };
	for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
		struct swap_answers one = { .rec = &ev, .answers = { bad[k] }, .n = 1 };
		a = t_game("classic", r, 4, -1, h, "R9", "Y7 Y8", true);
		install(a, &one);
		t_apply(a, 0, "R7");
		assert_int_equal(one.calls, 1);
		assert_int_equal(uno_game_phase(a), UNO_PHASE_SWAP);
		assert_int_equal(uno_game_current_player(a), 0);
		assert_string_equal(t_hand(a, 0), "R1 G2");
		assert_int_equal(count_all(&ev, UNO_EV_SWAP), 0);
		/* The move still answers it. */
		t_apply(a, 0, "swap 3");
		assert_string_equal(t_hand(a, 0), "Y4 B4 Y6");
		assert_string_equal(t_hand(a, 3), "R1 G2");
		assert_int_equal(uno_game_current_player(a), 1);
		uno_game_free(a);
	}
	uno_rules_free(r);
}

/* ---- the 0 ---- */

/*
 * H-5: a 0 passes every hand one seat along the direction of play, at once:
 * clockwise seat s's hand goes to s + 1; then the next player plays.
 */
static void test_h5_zero_passes_hands_clockwise_H5(void **state)
{
	const char *h[] = { "R0 G1 G2", "Y1 Y2 Y3", "B1 B2 B3", "Y4 B4 B6" };
	uno_rules *r = t_rules("classic", UNO_OPT_SEVEN_O, 1, -1);
	uno_game *g = t_game("classic", r, 4, -1, h, "R9", "Y7 Y8", true);

	(void)state;
	t_record_events(g, &ev);
	t_apply(g, 0, "R0");
	assert_string_equal(t_hand(g, 0), "Y4 B4 B6");
	assert_string_equal(t_hand(g, 1), "G1 G2");
	assert_string_equal(t_hand(g, 2), "Y1 Y2 Y3");
	assert_string_equal(t_hand(g, 3), "B1 B2 B3");
	assert_int_equal(count_all(&ev, UNO_EV_ROTATE), 1);
	int i = t_find_event(&ev, UNO_EV_ROTATE, 0);
	assert_int_equal(ev.ev[i].value, 1);
	assert_true(i > t_find_event(&ev, UNO_EV_PLAY, 0));
	assert_int_equal(count_all(&ev, UNO_EV_SWAP), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_string_equal(t_top(g), "R0");
	uno_game_free(g);
	uno_rules_free(r);
}

/* H-5: after a Reverse the hands pass counterclockwise (s to s - 1). */
static void test_h5_zero_passes_hands_counterclockwise_after_reverse_H5(void **state)
{
	const char *h[] = { "RR G1 G2", "Y1 Y2 Y3", "B1 B2 B3", "R0 Y4 B4" };
	uno_rules *r = t_rules("classic", UNO_OPT_SEVEN_O, 1, -1);
	uno_game *g = t_game("classic", r, 4, -1, h, "R9", "Y7 Y8", true);

	(void)state;
	t_apply(g, 0, "RR");
	assert_int_equal(uno_game_current_player(g), 3);
	t_record_events(g, &ev);
	t_apply(g, 3, "R0");
	assert_string_equal(t_hand(g, 2), "Y4 B4");
	assert_string_equal(t_hand(g, 1), "B1 B2 B3");
	assert_string_equal(t_hand(g, 0), "Y1 Y2 Y3");
	assert_string_equal(t_hand(g, 3), "G1 G2");
	assert_int_equal(count_all(&ev, UNO_EV_ROTATE), 1);
	int i = t_find_event(&ev, UNO_EV_ROTATE, 0);
	assert_int_equal(ev.ev[i].value, -1);
	assert_int_equal(uno_game_direction(g), -1);
	assert_int_equal(uno_game_current_player(g), 2);
	uno_game_free(g);
	uno_rules_free(r);
}

/* H-5, G-7: a 7 or a 0 as the last card ends the round; nothing moves. */
static void test_h5_seven_or_zero_as_last_card_ends_round_G7_H5(void **state)
{
	const char *kinds[] = { "R7", "R0" };
	uno_rules *r = t_rules("classic", UNO_OPT_SEVEN_O, 1, -1);

	(void)state;
	for (int k = 0; k < 2; k++) {
		const char *h[] = { kinds[k], "Y1", "B2" };
		uno_game *g = t_game("classic", r, 3, -1, h, "R9", "Y7 Y8", true);

		t_record_events(g, &ev);
		t_apply(g, 0, kinds[k]);
		assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
		assert_int_equal(uno_game_round_winner(g), 0);
		assert_int_equal(count_all(&ev, UNO_EV_SWAP), 0);
		assert_int_equal(count_all(&ev, UNO_EV_ROTATE), 0);
		assert_string_equal(t_hand(g, 0), "");
		assert_string_equal(t_hand(g, 1), "Y1");
		assert_string_equal(t_hand(g, 2), "B2");
		assert_int_equal(uno_game_score(g, 0), 3);
		assert_string_equal(t_legal(g, 0), "");
		uno_game_free(g);
	}
	uno_rules_free(r);
}

/*
 * H-5, G-6: the catch window stays open while the swap is pending, and
 * ends with the swap: hands that changed seats owe no call, so nobody can be
 * caught and nobody counts as having called. Same for a 0.
 */
static void test_h5_nobody_exposed_or_called_after_swap_G6_H5(void **state)
{
	const char *h[] = { "R7 G1", "Y1 Y2", "B1 B2", "Y3 B3" };
	uno_rules *r = t_rules("classic", UNO_OPT_SEVEN_O, 1, -1);
	uno_game *g = t_game("classic", r, 4, -1, h, "R9", "Y7 Y8", true);

	(void)state;
	/* No call: seat 0 is exposed while it chooses. */
	t_apply(g, 0, "R7");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_SWAP);
	assert_true(t_is_legal(g, 1, "catch 0"));
	assert_true(t_is_legal(g, 0, "uno"));
	t_apply(g, 0, "swap 1");
	assert_string_equal(t_hand(g, 1), "G1");
	assert_string_equal(t_hand(g, 0), "Y1 Y2");
	for (int s = 0; s < 4; s++) {
		assert_int_equal(uno_game_uno_called(g, s), 0);
		for (int t = 0; t < 4; t++) {
			char m[16];
			snprintf(m, sizeof m, "catch %d", t);
			assert_false(t_is_legal(g, s, m));
		}
	}
	t_refuse(g, 2, "catch 1", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	t_refuse(g, 2, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	t_refuse(g, 1, "uno", UNO_EILLEGAL, UNO_REASON_UNO_NOT_LAST);
	uno_game_free(g);

	/* With the call: the call does not travel with the hand. */
	g = t_game("classic", r, 4, -1, h, "R9", "Y7 Y8", true);
	t_apply(g, 0, "R7!");
	assert_int_equal(uno_game_uno_called(g, 0), 1);
	t_apply(g, 0, "swap 1");
	for (int s = 0; s < 4; s++)
		assert_int_equal(uno_game_uno_called(g, s), 0);
	t_refuse(g, 2, "catch 1", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	uno_game_free(g);

	/* A 0 that leaves one card without a call: the card moves on at once,
	 * so nobody is left owing a call. */
	const char *h0[] = { "R0 G1", "Y1 Y2", "B1 B2", "Y3 B3" };
	g = t_game("classic", r, 4, -1, h0, "R9", "Y7 Y8", true);
	t_apply(g, 0, "R0");
	assert_string_equal(t_hand(g, 1), "G1");
	assert_string_equal(t_hand(g, 0), "Y3 B3");
	for (int s = 0; s < 4; s++)
		assert_int_equal(uno_game_uno_called(g, s), 0);
	t_refuse(g, 2, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	t_refuse(g, 2, "catch 1", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * H-4 with H-5: nobody jumps in while a swap is pending; a jump-in with a 7
 * gives the swap decision to the jumper, and play goes on after it.
 */
static void test_h5_jump_in_with_seven_jumper_swaps_H4_H5(void **state)
{
	const char *h[] = { "R7 G1 G2", "Y1 Y2 Y3", "B1 B2 B3", "R7 Y4 B4" };
	uno_rules *r = t_rules("classic", UNO_OPT_SEVEN_O, 1, UNO_OPT_JUMP_IN, 1, -1);
	uno_game *g = t_game("classic", r, 4, -1, h, "R9", "Y7 Y8", true);

	(void)state;
	t_apply(g, 0, "R7");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_SWAP);
	assert_string_equal(t_legal(g, 3), "");
	t_refuse(g, 3, "R7", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_apply(g, 0, "swap 2");
	assert_string_equal(t_hand(g, 0), "B1 B2 B3");
	assert_int_equal(uno_game_current_player(g), 1);

	assert_string_equal(t_legal(g, 3), "R7");
	t_record_events(g, &ev);
	t_apply(g, 3, "R7");
	int j = t_find_event(&ev, UNO_EV_JUMP_IN, 0);
	assert_true(j >= 0);
	assert_int_equal(ev.ev[j].seat, 3);
	assert_true(t_find_event(&ev, UNO_EV_PLAY, 0) > j);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_SWAP);
	assert_int_equal(uno_game_current_player(g), 3);
	assert_string_equal(t_legal(g, 3), "swap 0 swap 1 swap 2");
	assert_string_equal(t_legal(g, 1), "");
	t_refuse(g, 1, "swap 3", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_apply(g, 3, "swap 1");
	assert_string_equal(t_hand(g, 3), "Y1 Y2 Y3");
	assert_string_equal(t_hand(g, 1), "Y4 B4");
	/* After the jumper, not after seat 1 whose turn it was. */
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	uno_game_free(g);
	uno_rules_free(r);
}

/* H-5, X-1: Express has no zeros, but its 7s swap. */
static void test_h5_express_seven_swaps_X1_H5(void **state)
{
	const char *h[] = { "R7 G1 G2", "Y1 Y2 Y3", "B1 B2 B3" };
	uno_rules *r = t_rules("express", UNO_OPT_SEVEN_O, 1, -1);
	uno_game *g = t_game("express", r, 3, -1, h, "R9", "Y7 Y8", true);
	uno_card deck[UNO_MAX_DECK];
	int n = uno_rules_deck(r, deck, UNO_MAX_DECK);

	(void)state;
	assert_true(n > 0);
	for (int i = 0; i < n; i++)
		assert_int_not_equal(deck[i].kind, UNO_ZERO);
	t_apply(g, 0, "R7");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_SWAP);
	assert_string_equal(t_legal(g, 0), "swap 1 swap 2");
	t_apply(g, 0, "swap 2");
	assert_string_equal(t_hand(g, 0), "B1 B2 B3");
	assert_string_equal(t_hand(g, 2), "G1 G2");
	assert_string_equal(t_hand(g, 1), "Y1 Y2 Y3");
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * H-5, E-1: in Challenge, an eliminated seat is not in play, so it cannot
 * be swapped with. Round 1 is scripted to eliminate seat 1 (109 points,
 * limit 100); later rounds are played with the tests' own generator,
 * preferring 7s, until a swap decision comes.
 */
static void test_h5_swap_not_with_eliminated_seat_E1_H5(void **state)
{
	const char *h[] = { "R1 R2 R3", "W W4 Y9", "G2 G3 G4", "B2 B3 B4" };
	uno_rules *r = t_rules("challenge", UNO_OPT_SEVEN_O, 1,
			       UNO_OPT_ELIMINATION_LIMIT, 100, -1);
	uno_game *g = t_game("challenge", r, 4, -1, h, "R5", "B8 Y8 Y6 B6 Y4 Y3", true);
	uint64_t rng = 7;
	bool seen = false;

	(void)state;
	t_apply(g, 0, "R1");
	t_apply(g, 1, "draw"); /* B8 */
	t_apply(g, 2, "draw"); /* Y8 */
	t_apply(g, 3, "draw"); /* Y6 */
	t_apply(g, 0, "R2!");
	t_apply(g, 1, "draw"); /* B6 */
	t_apply(g, 2, "draw"); /* Y4 */
	t_apply(g, 3, "draw"); /* Y3 */
	t_apply(g, 0, "R3");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_score(g, 1), 123);
	assert_int_equal(uno_game_seat_status(g, 1), UNO_SEAT_ELIMINATED);
	assert_int_equal(uno_game_seat_status(g, 2), UNO_SEAT_IN);
	assert_int_equal(uno_game_seat_status(g, 3), UNO_SEAT_IN);

	for (int steps = 0; steps < 200000 && !seen; steps++) {
		int phase = uno_game_phase(g);
		if (phase == UNO_PHASE_MATCH_OVER)
			break;
		if (phase == UNO_PHASE_ROUND_OVER) {
			assert_int_equal(uno_game_next_round(g), UNO_OK);
			continue;
		}
		int seat = uno_game_current_player(g);
		assert_true(seat >= 0 && seat != 1);
		if (phase == UNO_PHASE_SWAP) {
			char want[64] = "";
			size_t len = 0;
			for (int p = 0; p < 4; p++)
				if (p != seat && uno_game_seat_status(g, p) == UNO_SEAT_IN)
					len += (size_t)snprintf(want + len, sizeof want - len,
								"%sswap %d", len ? " " : "", p);
			assert_string_equal(t_legal(g, seat), want);
			assert_false(t_is_legal(g, seat, "swap 1"));
			t_refuse(g, seat, "swap 1", UNO_EILLEGAL, UNO_REASON_BAD_TARGET);
			seen = true;
			break;
		}
		uno_move list[UNO_MAX_MOVES];
		int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
		assert_true(n > 0);
		uno_move m = t_pick(list, n, &rng);
		for (int i = 0; i < n; i++)
			if (list[i].type == UNO_MOVE_PLAY && list[i].card.kind == UNO_SEVEN)
				m = list[i];
		assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
		assert_int_equal(uno_game_seat_status(g, 1), UNO_SEAT_ELIMINATED);
		assert_int_equal(uno_game_hand_size(g, 1), 0);
	}
	assert_true(seen);
	uno_game_free(g);
	uno_rules_free(r);
}

/* H-5, G-6: a swap resets only the UNO calls of the two seats whose hands
 * moved; a seat not in the swap keeps the call it made. */
static void test_h5_bystander_keeps_uno_call_through_swap_G6_H5(void **state)
{
	const char *hands[] = { "G1 G7 Y5", "G2 B5 B6", "G3 G4 B9" };
	uno_rules *r = t_rules("classic", UNO_OPT_SEVEN_O, 1, -1);
	uno_game *g = t_game("classic", r, 3, -1, hands, "G9", "R8 R6", true);

	(void)state;
	uno_rules_free(r);
	t_apply(g, 0, "G1");
	t_apply(g, 1, "G2");
	t_apply(g, 2, "G3");
	t_apply(g, 0, "draw"); /* R8: not playable, the turn ends */
	t_apply(g, 1, "draw"); /* R6 */
	t_apply(g, 2, "G4!");
	assert_int_equal(uno_game_uno_called(g, 2), 1);

	t_apply(g, 0, "G7");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_SWAP);
	t_apply(g, 0, "swap 1");
	assert_string_equal(t_hand(g, 0), "B5 R6 B6");
	assert_string_equal(t_hand(g, 1), "Y5 R8");
	/* Seat 2 was not in the swap: its call stands, nobody can catch it. */
	assert_int_equal(uno_game_uno_called(g, 2), 1);
	assert_false(t_is_legal(g, 0, "catch 2"));
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);
}

/*
 * H-5 in halves (H-12): seven_swap is Seven-O's 7 alone, zero_pass its 0 alone
 * (each 0..1, off by default, in every variant that has seven_o). With
 * seven_swap a 7 asks for a swap and a 0 is a plain number; with
 * zero_pass a 0 passes the hands on and a 7 is a plain number.
 */
static void test_h12_halves_seven_swap_and_zero_pass_H5_H12(void **state)
{
	(void)state;
	for (size_t i = 0; i < uno_rules_builtin_count(); i++) {
		const uno_rules *r = uno_rules_builtin_at(i);
		int seven = uno_rules_option_info(r, UNO_OPT_SEVEN_O, NULL, NULL, NULL);
		for (int o = UNO_OPT_SEVEN_SWAP; o <= UNO_OPT_ZERO_PASS; o++) {
			int lo = -1, hi = -1, def = -1;
			assert_int_equal(uno_rules_option_info(r, o, &lo, &hi, &def), seven);
			if (seven == UNO_OK)
				assert_true(lo == 0 && hi == 1 && def == 0);
		}
	}

	/* seven_swap: the 0 does not pass the hands on, the 7 swaps. */
	const char *hs[] = { "G0 R7 G2", "Y1 Y2 Y3", "B1 B2 G7" };
	uno_rules *r = t_rules("classic", UNO_OPT_SEVEN_SWAP, 1, -1);
	uno_game *g = t_game("classic", r, 3, -1, hs, "G9", "Y8 Y6", true);
	uno_rules_free(r);
	t_record_events(g, &ev);
	t_apply(g, 0, "G0");
	assert_int_equal(count_all(&ev, UNO_EV_ROTATE), 0);
	assert_string_equal(t_hand(g, 1), "Y1 Y2 Y3");
	t_apply(g, 1, "draw"); /* Y8: no green, no 0 */
	t_apply(g, 2, "G7");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_SWAP);
	t_apply(g, 2, "swap 0");
	assert_string_equal(t_hand(g, 2), "G2 R7");
	assert_string_equal(t_hand(g, 0), "B1 B2");
	uno_game_free(g);

	const char *h[] = { "R7 G0 G2", "Y1 Y2 Y3", "B1 B2 G7" };
	/* zero_pass: the 7 is plain, the 0 passes every hand on. */
	r = t_rules("classic", UNO_OPT_ZERO_PASS, 1, -1);
	g = t_game("classic", r, 3, -1, h, "R9", "Y8 Y6", true);
	uno_rules_free(r);
	t_record_events(g, &ev);
	t_apply(g, 0, "R7");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_false(t_is_legal(g, 0, "swap 1"));
	t_apply(g, 1, "draw");
	t_apply(g, 2, "G7");
	t_apply(g, 0, "G0");
	assert_int_equal(count_all(&ev, UNO_EV_ROTATE), 1);
	/* Each hand moved one seat along (clockwise): seat 0's G2 to seat 1. */
	assert_string_equal(t_hand(g, 1), "G2");
	assert_string_equal(t_hand(g, 2), "Y1 Y2 Y3 Y8");
	assert_string_equal(t_hand(g, 0), "B1 B2");
	uno_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_h5_option_default_off_not_in_teams_H5),
		cmocka_unit_test(test_h12_halves_seven_swap_and_zero_pass_H5_H12),
		cmocka_unit_test(test_h5_option_off_seven_and_zero_are_plain_H5),
		cmocka_unit_test(test_h5_seven_gives_swap_decision_listing_other_seats_H5),
		cmocka_unit_test(test_h5_swap_exchanges_two_hands_play_goes_on_H5),
		cmocka_unit_test(test_h5_swap_hook_same_as_move_invalid_answer_pending_H5),
		cmocka_unit_test(test_h5_zero_passes_hands_clockwise_H5),
		cmocka_unit_test(test_h5_zero_passes_hands_counterclockwise_after_reverse_H5),
		cmocka_unit_test(test_h5_seven_or_zero_as_last_card_ends_round_G7_H5),
		cmocka_unit_test(test_h5_nobody_exposed_or_called_after_swap_G6_H5),
		cmocka_unit_test(test_h5_jump_in_with_seven_jumper_swaps_H4_H5),
		cmocka_unit_test(test_h5_express_seven_swaps_X1_H5),
		cmocka_unit_test(test_h5_swap_not_with_eliminated_seat_E1_H5),
		cmocka_unit_test(test_h5_bystander_keeps_uno_call_through_swap_G6_H5),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
