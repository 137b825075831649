/*
 * Classic: the Wild Draw Four restriction and its challenge (C-6, C-7), and
 * a Wild Draw Four played as the last card (G-7).
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdio.h>
#include <string.h>

/*
 * An event hook that records every event and, at the challenge event, reads
 * the offender's hand through the public API: C-7 says the hand is shown at
 * that moment, so it must still be the hand the card was played from.
 */
struct peek {
	struct t_events rec;
	int shown_size;     /* the offender's hand size at UNO_EV_CHALLENGE */
	char shown[256];    /* and the hand itself, in notation */
};

static struct peek pk;

static void peek_event(const uno_game *g, const uno_event *e, void *user)
{
	struct peek *p = user;

	if (p->rec.n < (int)(sizeof p->rec.ev / sizeof p->rec.ev[0]))
		p->rec.ev[p->rec.n++] = *e;
	if (e->type != UNO_EV_CHALLENGE)
		return;
	/* Events arrive after the challenge has committed, penalty drawn: the
	 * hand as it was shown is in the challenger's view (C-7). */
	uno_view v = {.size = sizeof v};
	assert_int_equal(uno_game_view(g, e->other, &v), UNO_OK);
	assert_int_equal(v.shown_by, e->seat);
	p->shown_size = v.shown_count;
	size_t len = 0;
	p->shown[0] = 0;
	for (int i = 0; i < v.shown_count && len < sizeof p->shown; i++) {
		char c[16];
		uno_card_format(v.shown[i], c, sizeof c);
		len += (size_t)snprintf(p->shown + len, sizeof p->shown - len,
					"%s%s", i ? " " : "", c);
	}
}

static void install_peek(uno_game *g)
{
	uno_hooks h;

	memset(&h, 0, sizeof h);
	h.size = sizeof h;
	h.event = peek_event;
	pk.rec.n = 0;
	pk.shown_size = -1;
	pk.shown[0] = 0;
	assert_int_equal(uno_game_set_hooks(g, &h, &pk), UNO_OK);
}

/* The single challenge event recorded; fails unless there is exactly one. */
static const uno_event *challenge_event(void)
{
	int i = t_find_event(&pk.rec, UNO_EV_CHALLENGE, 0);
	assert_true(i >= 0);
	assert_int_equal(t_find_event(&pk.rec, UNO_EV_CHALLENGE, i + 1), -1);
	return &pk.rec.ev[i];
}

/* Three seats, full deck, seat 0 first; the first discard is red. */
static uno_game *three(const uno_rules *r, const char *h0, const char *first)
{
	const char *hands[] = { h0, "B7 G8 Y9", "R6 B6 G6" };
	return t_game("classic", r, 3, -1, hands, first, "", true);
}

/* C-7: once the color of a Wild Draw Four is named, the next seat owns a
 * CHALLENGE decision whose only answers are challenge and accept. */
static void test_challenge_decision_follows_color_C7(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "W4 G2 Y3", "R5");

	t_apply(g, 0, "W4");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_false(t_is_legal(g, 1, "challenge"));
	t_apply(g, 0, "color B");

	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	assert_true(t_is_legal(g, 1, "challenge"));
	assert_true(t_is_legal(g, 1, "accept"));
	assert_false(t_is_legal(g, 1, "draw"));
	assert_false(t_is_legal(g, 1, "B7"));
	assert_string_equal(t_legal(g, 1), "challenge accept");
	/* Nobody else has anything to decide. */
	assert_string_equal(t_legal(g, 0), "");
	assert_string_equal(t_legal(g, 2), "");
	/* Seat 1 has not drawn yet: the challenge comes before the draw. */
	assert_int_equal(uno_game_hand_size(g, 1), 3);
	uno_game_free(g);
}

/* C-6: accepting draws 4 and loses the turn; the named color stays. */
static void test_accept_draws_four_and_loses_turn_C6(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "W4 G2 Y3", "R5");

	t_apply(g, 0, "W4/B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	install_peek(g);
	t_apply(g, 1, "accept");
	assert_int_equal(uno_game_hand_size(g, 1), 7);
	assert_int_equal(uno_game_hand_size(g, 0), 2);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	assert_int_equal(t_count_events(&pk.rec, UNO_EV_CHALLENGE, -2), 0);
	uno_game_free(g);
}

/* C-6, C-7: a bluff (seat 0 holds red, the color before the Wild Draw Four)
 * is accepted; challenged, the offender draws 4 after showing the hand it
 * played from, and the challenger plays on under the named color. */
static void test_guilty_offender_draws_four_C7(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "W4 R2 Y3", "R5");

	assert_true(t_is_legal(g, 0, "W4/B"));
	t_apply(g, 0, "W4/B");
	install_peek(g);
	t_apply(g, 1, "challenge");

	const uno_event *e = challenge_event();
	assert_int_equal(e->seat, 0);
	assert_int_equal(e->other, 1);
	assert_int_equal(e->value, 1);
	assert_int_equal(pk.shown_size, 2);
	assert_string_equal(pk.shown, "R2 Y3");

	assert_int_equal(uno_game_hand_size(g, 0), 6);
	assert_int_equal(uno_game_hand_size(g, 1), 3);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	/* A normal turn under blue: B7 matches, G8 does not. */
	assert_true(t_is_legal(g, 1, "B7"));
	assert_false(t_is_legal(g, 1, "G8"));
	t_apply(g, 1, "B7");
	assert_int_equal(uno_game_current_player(g), 2);
	uno_game_free(g);
}

/* C-7 option challenger_skipped: a successful challenger still loses the
 * turn, but draws nothing. */
static void test_guilty_with_challenger_skipped_C7(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_CHALLENGER_SKIPPED, 1, -1);
	uno_game *g = three(r, "W4 R2 Y3", "R5");
	uno_rules_free(r);

	t_apply(g, 0, "W4/B");
	install_peek(g);
	t_apply(g, 1, "challenge");
	assert_int_equal(challenge_event()->value, 1);
	assert_int_equal(uno_game_hand_size(g, 0), 6);
	assert_int_equal(uno_game_hand_size(g, 1), 3);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	uno_game_free(g);
}

/* C-7: an innocent offender keeps its hand; the challenger draws 4 + 2 and
 * loses the turn; the named color stands. */
static void test_innocent_challenger_draws_six_C7(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "W4 G2 Y3", "R5");

	t_apply(g, 0, "W4/B");
	install_peek(g);
	t_apply(g, 1, "challenge");

	const uno_event *e = challenge_event();
	assert_int_equal(e->seat, 0);
	assert_int_equal(e->other, 1);
	assert_int_equal(e->value, 0);
	assert_int_equal(pk.shown_size, 2);
	assert_string_equal(pk.shown, "G2 Y3");

	assert_int_equal(uno_game_hand_size(g, 1), 9);
	assert_int_equal(uno_game_hand_size(g, 0), 2);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	uno_game_free(g);
}

/* C-7 option challenge_penalty: 4 extra cards make 8. */
static void test_innocent_challenge_penalty_option_C7(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_CHALLENGE_PENALTY, 4, -1);
	uno_game *g = three(r, "W4 G2 Y3", "R5");
	uno_rules_free(r);

	t_apply(g, 0, "W4/B");
	t_apply(g, 1, "challenge");
	assert_int_equal(uno_game_hand_size(g, 1), 11);
	assert_int_equal(uno_game_hand_size(g, 0), 2);
	assert_int_equal(uno_game_current_player(g), 2);
	uno_game_free(g);
}

/* C-6: a card matching the top card by number, and another wild, are not
 * "a card of the current color": holding them is no bluff. */
static void test_number_match_and_wild_are_not_guilt_C6(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "W4 G5 W", "R5");

	t_apply(g, 0, "W4/G");
	install_peek(g);
	t_apply(g, 1, "challenge");
	assert_int_equal(challenge_event()->value, 0);
	assert_int_equal(uno_game_hand_size(g, 1), 9);
	assert_int_equal(uno_game_hand_size(g, 0), 2);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	uno_game_free(g);
}

/* C-6, C-7: guilt is judged on the hand the card was played from; red cards
 * drawn later (here as an UNO penalty) do not make the play a bluff. */
static void test_guilt_judged_at_time_of_play_C7(void **state)
{
	(void)state;
	const char *hands[] = { "W4 G2", "B7 G8", "R6 B6" };
	uno_game *g = t_game("classic", NULL, 3, -1, hands, "R5", "R7 R8", true);

	t_apply(g, 0, "W4/B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	/* Seat 0 did not call UNO: seat 2 catches it, it draws R7 R8. */
	t_apply(g, 2, "catch 0");
	assert_string_equal(t_hand(g, 0), "G2 R7 R8");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	install_peek(g);
	t_apply(g, 1, "challenge");
	assert_int_equal(challenge_event()->value, 0);
	assert_int_equal(uno_game_hand_size(g, 0), 3);
	assert_int_equal(uno_game_hand_size(g, 1), 8);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	uno_game_free(g);
}

/* C-7: only the seat the card was played at may challenge or accept. */
static void test_only_next_seat_may_challenge_C7(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "W4 R2 Y3", "R5");

	/* No Wild Draw Four yet: the decision is a play, not a challenge. */
	t_refuse(g, 0, "challenge", UNO_EILLEGAL, UNO_REASON_WRONG_DECISION);
	t_apply(g, 0, "W4/B");
	t_refuse(g, 2, "challenge", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 0, "challenge", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 2, "accept", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 0, "accept", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	assert_false(t_is_legal(g, 2, "challenge"));
	t_apply(g, 1, "challenge");
	/* The decision is gone once answered. */
	t_refuse(g, 1, "challenge", UNO_EILLEGAL, UNO_REASON_WRONG_DECISION);
	uno_game_free(g);
}

/* G-7: a Wild Draw Four as the last card ends the round at once; the next
 * seat draws 4 without a challenge, and those cards are scored. */
static void test_last_card_wild_draw_four_unchallengeable_G7(void **state)
{
	(void)state;
	const char *hands[] = { "R2 W4", "R3 G3", "R4 Y4" };
	uno_game *g = t_game("classic", NULL, 3, -1, hands, "R5",
			     "B1 B2 B3 B4", true);

	t_apply(g, 0, "R2!");
	t_apply(g, 1, "R3!");
	t_apply(g, 2, "R4!");
	install_peek(g);
	t_apply(g, 0, "W4");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 0);
	assert_string_equal(t_hand(g, 1), "B1 B2 G3 B3 B4");
	assert_int_equal(t_count_events(&pk.rec, UNO_EV_CHALLENGE, -2), 0);
	assert_false(t_is_legal(g, 1, "challenge"));
	/* G3 B1 B2 B3 B4 = 13, Y4 = 4. */
	assert_int_equal(uno_game_score(g, 0), 17);
	uno_game_free(g);
}

/* C-6 strict_wild_draw (H-6): a bluff is refused, and a legal Wild Draw
 * Four is never challenged: the next seat simply draws 4. */
static void test_strict_wild_draw_no_challenge_C6(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_STRICT_WILD_DRAW, 1, -1);
	uno_game *g = three(r, "W4 R2 Y3", "R5");

	t_refuse(g, 0, "W4/B", UNO_EILLEGAL, UNO_REASON_WILD_DRAW_RESTRICTED);
	uno_game_free(g);

	g = three(r, "W4 G2 Y3", "R5");
	t_apply(g, 0, "W4/B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_hand_size(g, 1), 7);
	assert_false(t_is_legal(g, 1, "challenge"));
	uno_game_free(g);

	/* Naming the color separately does not open a challenge either. */
	g = three(r, "W4 G2 Y3", "R5");
	t_apply(g, 0, "W4");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	t_apply(g, 0, "color Y");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_hand_size(g, 1), 7);
	assert_int_equal(uno_game_current_color(g), UNO_YELLOW);
	uno_game_free(g);
	uno_rules_free(r);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_challenge_decision_follows_color_C7),
		cmocka_unit_test(test_accept_draws_four_and_loses_turn_C6),
		cmocka_unit_test(test_guilty_offender_draws_four_C7),
		cmocka_unit_test(test_guilty_with_challenger_skipped_C7),
		cmocka_unit_test(test_innocent_challenger_draws_six_C7),
		cmocka_unit_test(test_innocent_challenge_penalty_option_C7),
		cmocka_unit_test(test_number_match_and_wild_are_not_guilt_C6),
		cmocka_unit_test(test_guilt_judged_at_time_of_play_C7),
		cmocka_unit_test(test_only_next_seat_may_challenge_C7),
		cmocka_unit_test(test_last_card_wild_draw_four_unchallengeable_G7),
		cmocka_unit_test(test_strict_wild_draw_no_challenge_C6),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
