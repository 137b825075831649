/*
 * The referee (doc/referee.md; seed 004, "Penalty Box"):
 * R-1  a penalty the host gives: a seat draws N cards (2 unless said) for a
 *      reason (table talk, a card suggestion, other), recorded as an event
 *      and in the log; never listed, legal in any round in progress;
 * R-2  referee mode (option `referee`): a play by the seat to play of a card
 *      it holds that breaks a rule (no match, a wild draw card's
 *      restriction, not the card just drawn), never its last card, stands
 *      as a misplay, marked by an event;
 * R-3  until play goes on (any move but the offender's own color, swap,
 *      distribution or UNO call), any other seat may catch it (`misplay N`):
 *      the game goes back to just before the misplay, the card back in the
 *      offender's hand, who draws `misplay_penalty` (2) cards and decides
 *      again. Uncaught, it stands.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdlib.h>
#include <string.h>

#include "uno_internal.h"

static struct t_events ev;

static uno_rules *referee(int penalty)
{
	return t_rules("classic", UNO_OPT_REFEREE, 1, UNO_OPT_MISPLAY_PENALTY, penalty, -1);
}

/* Three seats, seat 0 to play on Y3; the draw pile is drawn from its
 * front: B8 first. */
static uno_game *three(const uno_rules *r)
{
	return t_game("classic", r, 3, -1, (const char *[]){ "R1 B5 G7 RD2", "Y1 B2 G4 G6", "Y9 G8 R2 R6" },
		      "Y3", "B8 B9 G9 R9 Y8 Y7", false);
}

static int count_ev(int type, int seat, int reason, int value)
{
	int n = 0;
	for (int i = 0; i < ev.n; i++)
		if (ev.ev[i].type == type && (seat < 0 || ev.ev[i].seat == seat) &&
		    (reason < 0 || ev.ev[i].reason == reason) && (value < 0 || ev.ev[i].value == value))
			n++;
	return n;
}

static uno_move parse(const char *text)
{
	uno_move m;
	assert_int_equal(uno_move_parse(text, strlen(text), &m), UNO_OK);
	return m;
}

/* A play the check accepts as a misplay: UNO_OK with the broken rule. */
static void expect_misplay_check(uno_game *g, int seat, const char *move, int why)
{
	uno_move m = parse(move);
	int reason = -1;
	assert_int_equal(uno_game_check_move(g, seat, &m, &reason), UNO_OK);
	assert_int_equal(reason, why);
	assert_false(t_is_legal(g, seat, move));
}

/* ------------------------------------------------------------------------
 * R-1: the referee's penalty.
 */

/* R-1: `penalty N talk` makes seat N draw two cards at once, with an
 * event naming the reason; the turn does not move. */
static void test_r1_penalty_draws_two_for_table_talk(void **state)
{
	(void)state;
	uno_game *g = three(NULL); /* no referee mode needed */
	t_record_events(g, &ev);

	assert_true(uno_game_check_move(g, 0, &(uno_move){ 0 }, NULL) == UNO_EINVAL);
	t_apply(g, 0, "penalty 1 talk");
	assert_string_equal(t_hand(g, 1), "Y1 B2 G4 G6 B8 B9");
	assert_int_equal(count_ev(UNO_EV_PENALTY, 1, UNO_DRAW_TABLE_TALK, 2), 1);
	assert_int_equal(count_ev(UNO_EV_DRAW, 1, UNO_DRAW_TABLE_TALK, -1), 2);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_draw_pile_size(g), 4);
	uno_game_free(g);
}

/* R-1: a count and the other reasons; the seat giving the move is any
 * seat (the host's report), the penalized one is the move's. */
static void test_r1_penalty_counts_and_reasons(void **state)
{
	(void)state;
	uno_game *g = three(NULL);
	t_record_events(g, &ev);

	t_apply(g, 2, "penalty 0 suggestion 3");
	assert_int_equal(uno_game_hand_size(g, 0), 7);
	assert_int_equal(count_ev(UNO_EV_PENALTY, 0, UNO_DRAW_SUGGESTION, 3), 1);
	t_apply(g, 1, "penalty 2");
	assert_int_equal(uno_game_hand_size(g, 2), 6);
	assert_int_equal(count_ev(UNO_EV_PENALTY, 2, UNO_DRAW_REFEREE, 2), 1);
	/* The piles ran dry: a penalty takes what there is (the discard
	 * pile's one card is the top card, which stays). */
	t_apply(g, 1, "penalty 1 5");
	assert_int_equal(uno_game_hand_size(g, 1), 5);
	assert_int_equal(count_ev(UNO_EV_PENALTY, 1, UNO_DRAW_REFEREE, 5), 1);
	assert_int_equal(uno_game_draw_pile_size(g), 0);
	uno_game_free(g);
}

/* R-1, G-3, C-6: a penalty that gives the seat deciding on a drawn Wild
 * Draw Four a card of the current color makes that card unplayable under
 * strict_wild_draw: its turn ends, as when a drawn card cannot be played. */
static void test_r1_penalty_during_a_drawn_decision_G3_C6(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_STRICT_WILD_DRAW, 1, -1);
	uno_game *g = t_game("classic", r, 2, -1, (const char *[]){ "R1 B5", "G1 G2" }, "Y3",
			     "W4 Y8 Y9 B1", false);
	uno_rules_free(r);

	t_apply(g, 0, "draw");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	assert_true(t_is_legal(g, 0, "W4/R"));
	t_apply(g, 1, "penalty 0 talk");
	assert_string_equal(t_hand(g, 0), "R1 B5 Y8 Y9 W4");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	uno_game_free(g);

	/* A penalty that leaves the drawn card playable leaves the decision. */
	r = t_rules("classic", UNO_OPT_STRICT_WILD_DRAW, 1, -1);
	g = t_game("classic", r, 2, -1, (const char *[]){ "R1 B5", "G1 G2" }, "Y3", "W4 B8 B9 B1",
		   false);
	uno_rules_free(r);
	t_apply(g, 0, "draw");
	t_apply(g, 1, "penalty 0");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	assert_int_equal(uno_game_current_player(g), 0);
	uno_game_free(g);
}

/* R-1 with H-1 and G-4: a penalty that draws the pile dry under a pending
 * stack turns the stacked cards over; one stacked again makes the pending
 * draw larger than all the game's draw cards, and the game saves and
 * loads all the same. */
static void test_r1_penalty_recycles_a_pending_stack_H1_G4(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_STACKING, 2, -1);
	uno_game *g = t_game("classic", r, 2, -1, (const char *[]){ "RD2 R1 R3", "GD2 G1 G3" }, "R5",
			     "B1", false), *l = NULL;
	uno_rules_free(r);
	uint8_t b[UNO_SAVE_MAX];

	t_apply(g, 0, "RD2");
	t_apply(g, 1, "GD2");
	assert_int_equal(uno_game_pending_draw(g), 4);
	t_apply(g, 1, "penalty 0 talk 3");
	assert_string_equal(t_hand(g, 0), "R1 B1 R3 R5 RD2");
	t_apply(g, 0, "RD2");
	assert_int_equal(uno_game_pending_draw(g), 6);
	int n = uno_game_save(g, b, sizeof b);
	assert_int_equal(uno_game_load(&l, b, (size_t)n, NULL, NULL), UNO_OK);
	assert_true(uno__state_equal(g, l));
	uno_game_free(l);
	uno_game_free(g);
}

/* R-1: never listed (a host's move, not a player's decision), and never
 * indexed for learning agents. */
static void test_r1_penalty_is_never_listed(void **state)
{
	(void)state;
	uno_game *g = three(NULL);
	for (int s = 0; s < 3; s++)
		assert_null(strstr(t_legal(g, s), "penalty"));
	uno_move m = parse("penalty 1");
	assert_int_equal(uno_move_index(&m), UNO_EINVAL);
	uno_game_free(g);
}

/* R-1: a penalty is for a seat holding cards in a round in progress. */
static void test_r1_penalty_refusals(void **state)
{
	(void)state;
	uno_game *g = t_game("classic", NULL, 2, -1, (const char *[]){ "W", "G1" }, "R5", "B1 B2 B3",
			     false);

	/* Out of the table, and malformed counts. */
	t_refuse(g, 0, "penalty 2", UNO_EINVAL, UNO_REASON_MALFORMED);
	uno_move m = parse("penalty 1");
	m.count = 0;
	assert_int_equal(uno_game_check_move(g, 0, &m, NULL), UNO_EINVAL);
	m.count = UNO_PENALTY_MAX + 1;
	assert_int_equal(uno_game_apply(g, 0, &m), UNO_EINVAL);
	m.count = 2;
	m.reason = 3;
	assert_int_equal(uno_game_apply(g, 0, &m), UNO_EINVAL);

	/* Over: no penalties until the next round. */
	t_apply(g, 0, "W");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	t_refuse(g, 1, "penalty 1", UNO_EILLEGAL, UNO_REASON_GAME_OVER);
	uno_game_free(g);

	/* TM-7: a Teams player who went out holds nothing while its teammate
	 * hands it cards: no penalty for it then. */
	g = t_game("teams", NULL, 4, -1, (const char *[]){ "R1", "G2", "B3", "Y9" }, "R5",
		   "B7 B8 B9 G7", false);
	t_apply(g, 0, "R1");
	assert_int_equal(uno_game_hand_size(g, 0), 0);
	assert_true(uno_game_phase(g) != UNO_PHASE_ROUND_OVER &&
		    uno_game_phase(g) != UNO_PHASE_MATCH_OVER);
	t_refuse(g, 1, "penalty 0", UNO_EILLEGAL, UNO_REASON_NOT_IN_PLAY);
	t_apply(g, 1, "penalty 2 talk");
	uno_game_free(g);
}

/* R-1 and G-6: a penalty on a seat that forgot UNO gives it cards, so
 * there is nothing left to catch. */
static void test_r1_penalty_ends_an_uno_exposure_G6(void **state)
{
	(void)state;
	uno_game *g = t_game("classic", NULL, 3, -1, (const char *[]){ "R1 R2", "G1 G2", "Y1 Y2" }, "R5",
			     "B1 B2 B3 B4", false);
	t_apply(g, 0, "R1");
	assert_true(t_is_legal(g, 1, "catch 0"));
	t_apply(g, 2, "penalty 0 talk");
	assert_int_equal(uno_game_hand_size(g, 0), 3);
	t_refuse(g, 1, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	uno_game_free(g);
}

/* R-1: the notation, canonical both ways: the reason is written unless it
 * is "other", the count unless it is 2. */
static void test_r1_penalty_notation(void **state)
{
	(void)state;
	static const struct { const char *in, *out; int target, count, reason; } cases[] = {
		{ "penalty 2", "penalty 2", 2, 2, UNO_PENALTY_OTHER },
		{ "penalty 2 other", "penalty 2", 2, 2, UNO_PENALTY_OTHER },
		{ "penalty 2 talk", "penalty 2 talk", 2, 2, UNO_PENALTY_TABLE_TALK },
		{ "PENALTY 3 Suggestion 4", "penalty 3 suggestion 4", 3, 4, UNO_PENALTY_SUGGESTION },
		{ "penalty 0 5", "penalty 0 5", 0, 5, UNO_PENALTY_OTHER },
		{ "  penalty 9 talk 20 ", "penalty 9 talk 20", 9, 20, UNO_PENALTY_TABLE_TALK },
		{ "misplay 4", "misplay 4", 4, 0, 0 },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		uno_move m = parse(cases[i].in);
		char text[32];
		assert_int_equal(m.target, cases[i].target);
		assert_int_equal(m.count, cases[i].count);
		assert_int_equal(m.reason, cases[i].reason);
		assert_int_equal(uno_move_format(&m, text, sizeof text), (int)strlen(cases[i].out));
		assert_string_equal(text, cases[i].out);
	}
	static const char *const bad[] = { "penalty", "penalty 1 21", "penalty 1 0", "penalty 1 talk 0",
					   "penalty 1 loud", "penalty 1 talk talk", "penalty 1 2 3",
					   "penalty 10", "misplay", "misplay 1 2", "penalty 1 -2" };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		uno_move m;
		assert_int_equal(uno_move_parse(bad[i], strlen(bad[i]), &m), UNO_EPARSE);
	}
}

/* ------------------------------------------------------------------------
 * R-2, R-3: misplays in referee mode.
 */

/* R-2: outside referee mode nothing changes: the play is refused and
 * there is no misplay to catch. */
static void test_r2_without_referee_mode_misplays_are_refused(void **state)
{
	(void)state;
	uno_game *g = three(NULL);
	t_refuse(g, 0, "B5", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	t_refuse(g, 1, "misplay 0", UNO_EILLEGAL, UNO_REASON_NO_MISPLAY);
	int why = 12345;
	assert_int_equal(uno_game_misplay(g, &why), UNO_ESTATE);
	assert_int_equal(why, 12345);
	assert_int_equal(uno_game_misplay(NULL, &why), UNO_EINVAL);
	uno_game_free(g);
}

/* R-2: in referee mode a card that does not match stands, marked: the
 * check says so (OK with the rule it breaks), it is never listed, and
 * every other seat may catch it. */
static void test_r2_misplay_stands_marked(void **state)
{
	(void)state;
	uno_rules *r = referee(2);
	uno_game *g = three(r);
	uno_rules_free(r);
	t_record_events(g, &ev);

	expect_misplay_check(g, 0, "B5", UNO_REASON_NO_MATCH);
	t_apply(g, 0, "B5");
	assert_string_equal(t_top(g), "B5");
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	assert_int_equal(uno_game_current_player(g), 1);
	int why = -1;
	assert_int_equal(uno_game_misplay(g, &why), 0);
	assert_int_equal(why, UNO_REASON_NO_MATCH);
	int i = t_find_event(&ev, UNO_EV_MISPLAY, 0);
	assert_true(i >= 0);
	assert_int_equal(ev.ev[i].seat, 0);
	assert_int_equal(ev.ev[i].reason, UNO_REASON_NO_MATCH);
	assert_int_equal(ev.ev[i].card.kind, UNO_FIVE);
	assert_int_equal(ev.ev[i].card.color, UNO_BLUE);
	/* The mark comes before the play's own events. */
	assert_true(i < t_find_event(&ev, UNO_EV_PLAY, 0));
	assert_true(t_is_legal(g, 1, "misplay 0"));
	assert_true(t_is_legal(g, 2, "misplay 0"));
	assert_false(t_is_legal(g, 0, "misplay 0"));
	t_refuse(g, 0, "misplay 0", UNO_EILLEGAL, UNO_REASON_CATCH_SELF);
	t_refuse(g, 1, "misplay 2", UNO_EILLEGAL, UNO_REASON_NO_MISPLAY);
	uno_game_free(g);
}

/* R-3: caught, the game goes back to just before the misplay: the card is
 * back in the offender's hand, who draws 2 and decides again. */
static void test_r3_caught_card_back_and_two_cards(void **state)
{
	(void)state;
	uno_rules *r = referee(2);
	uno_game *g = three(r), *before = NULL;
	uno_rules_free(r);
	assert_int_equal(uno_game_clone(&before, g), UNO_OK);
	t_record_events(g, &ev);

	t_apply(g, 0, "B5");
	t_apply(g, 2, "misplay 0");
	assert_string_equal(t_hand(g, 0), "R1 B5 G7 B8 B9 RD2");
	assert_string_equal(t_top(g), "Y3");
	assert_int_equal(uno_game_current_color(g), UNO_YELLOW);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_misplay(g, NULL), UNO_ESTATE);
	int i = t_find_event(&ev, UNO_EV_MISPLAY_CAUGHT, 0);
	assert_true(i >= 0);
	assert_int_equal(ev.ev[i].seat, 0);
	assert_int_equal(ev.ev[i].other, 2);
	assert_int_equal(ev.ev[i].card.kind, UNO_FIVE);
	assert_int_equal(count_ev(UNO_EV_PENALTY, 0, UNO_DRAW_MISPLAY, 2), 1);
	/* Everything else is as it was before the misplay. */
	for (int s = 1; s < 3; s++)
		assert_int_equal(uno_game_hand_size(g, s), uno_game_hand_size(before, s));
	assert_int_equal(uno_game_draw_pile_size(g), uno_game_draw_pile_size(before) - 2);
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	/* And the offender plays on: B8 does not match either, R1 neither;
	 * it may draw. */
	assert_true(t_is_legal(g, 0, "draw"));
	uno_game_free(before);
	uno_game_free(g);
}

/* R-3: not caught before play goes on, the misplay stands. */
static void test_r3_uncaught_stands_once_play_goes_on(void **state)
{
	(void)state;
	uno_rules *r = referee(2);
	uno_game *g = three(r);
	uno_rules_free(r);

	t_apply(g, 0, "B5");
	t_apply(g, 1, "B2");
	assert_int_equal(uno_game_misplay(g, NULL), UNO_ESTATE);
	t_refuse(g, 2, "misplay 0", UNO_EILLEGAL, UNO_REASON_NO_MISPLAY);
	assert_null(strstr(t_legal(g, 2), "misplay"));
	assert_string_equal(t_hand(g, 0), "R1 G7 RD2");
	assert_int_equal(uno_game_discard_pile_size(g), 3);
	uno_game_free(g);
}

/* R-3: any move but the offender's own follow-ups closes the window: a
 * draw by the next player, a penalty, a catch of something else. */
static void test_r3_other_moves_close_the_window(void **state)
{
	(void)state;
	uno_rules *r = referee(2);
	static const char *const closers[] = { "1 draw", "2 penalty 1 talk", "1 penalty 0" };

	for (size_t i = 0; i < sizeof closers / sizeof closers[0]; i++) {
		uno_game *g = three(r);
		t_apply(g, 0, "B5");
		assert_int_equal(uno_game_misplay(g, NULL), 0);
		t_apply(g, closers[i][0] - '0', closers[i] + 2);
		assert_int_equal(uno_game_misplay(g, NULL), UNO_ESTATE);
		t_refuse(g, 2, "misplay 0", UNO_EILLEGAL, UNO_REASON_NO_MISPLAY);
		uno_game_free(g);
	}
	uno_rules_free(r);
}

/* R-2, R-3 with C-6: a Wild Draw Four played while holding the current
 * color under strict_wild_draw is a misplay; the offender's color keeps
 * the window open; caught, the victim gives back the four cards. */
static void test_r3_restricted_wild_draw_color_then_caught_C6(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_REFEREE, 1, UNO_OPT_STRICT_WILD_DRAW, 1, -1);
	uno_game *g = t_game("classic", r, 3, -1, (const char *[]){ "W4 Y1 G7", "B2 G4 G6", "G8 R2 R6" },
			     "Y3", "B8 B9 G9 R9 Y8 Y7 B1", false);
	uno_rules_free(r);

	expect_misplay_check(g, 0, "W4", UNO_REASON_WILD_DRAW_RESTRICTED);
	t_apply(g, 0, "W4");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(uno_game_misplay(g, NULL), 0);
	t_apply(g, 0, "color G");
	/* C-6 strict: no challenge; seat 1 drew four and lost its turn. */
	assert_int_equal(uno_game_hand_size(g, 1), 7);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_misplay(g, NULL), 0);
	t_apply(g, 1, "misplay 0");
	assert_string_equal(t_hand(g, 1), "B2 G4 G6");
	assert_int_equal(uno_game_hand_size(g, 0), 5);
	assert_true(strstr(t_hand(g, 0), "W4") != NULL);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_string_equal(t_top(g), "Y3");
	uno_game_free(g);
}

/* R-2 with G-3: after drawing a playable card, playing another card is a
 * misplay; caught, the offender is back in its DRAWN decision. */
static void test_r3_other_card_after_drawing_G3(void **state)
{
	(void)state;
	uno_rules *r = referee(2);
	uno_game *g = t_game("classic", r, 2, -1, (const char *[]){ "B5 G7", "B2 G4" }, "Y3",
			     "Y4 R8 R9", false);
	uno_rules_free(r);

	t_apply(g, 0, "draw");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	expect_misplay_check(g, 0, "G7", UNO_REASON_ONLY_DRAWN_CARD);
	t_apply(g, 0, "G7");
	t_apply(g, 1, "misplay 0");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_string_equal(t_hand(g, 0), "Y4 B5 G7 R8 R9");
	assert_string_equal(t_legal(g, 0), "Y4 pass");
	uno_game_free(g);
}

/* R-2: the last card is never a misplay: it would end the round before
 * anyone could catch it. Cards not held are never misplays either. */
static void test_r2_last_card_and_cards_not_held_are_refused(void **state)
{
	(void)state;
	uno_rules *r = referee(2);
	uno_game *g = t_game("classic", r, 2, -1, (const char *[]){ "B5", "B2" }, "Y3", "Y4 R8", false);
	uno_rules_free(r);
	t_refuse(g, 0, "B5", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	t_refuse(g, 0, "B7", UNO_EILLEGAL, UNO_REASON_NOT_IN_HAND);
	uno_game_free(g);

	/* G-6: a misplay's UNO call must be true too (it leaves one card). */
	r = referee(2);
	g = t_game("classic", r, 2, -1, (const char *[]){ "B5 G7 R1", "B2 G4 G6" }, "Y3", "Y4 R8", false);
	uno_rules_free(r);
	t_refuse(g, 0, "B5!", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	t_apply(g, 0, "draw");
	/* Drawn Y4 is playable; B5! instead (four cards: a false call) is refused. */
	t_refuse(g, 0, "B5!", UNO_EILLEGAL, UNO_REASON_ONLY_DRAWN_CARD);
	/* Out of turn is out of turn. */
	t_refuse(g, 1, "B2", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	uno_game_free(g);
}

/* R-3: a misplayed Draw Two made the next player draw and lose its turn;
 * caught, those cards are back on the draw pile, in order. */
static void test_r3_caught_draw_two_undoes_its_effect_C4(void **state)
{
	(void)state;
	uno_rules *r = referee(2);
	uno_game *g = three(r), *before = NULL;
	uno_rules_free(r);
	assert_int_equal(uno_game_clone(&before, g), UNO_OK);

	t_apply(g, 0, "RD2");
	assert_string_equal(t_hand(g, 1), "Y1 B2 G4 G6 B8 B9");
	assert_int_equal(uno_game_current_player(g), 2);
	t_apply(g, 2, "misplay 0");
	assert_string_equal(t_hand(g, 1), "Y1 B2 G4 G6");
	/* The offender draws the cards the victim had drawn. */
	assert_string_equal(t_hand(g, 0), "R1 B5 G7 B8 B9 RD2");
	assert_int_equal(uno_game_draw_pile_size(g), uno_game_draw_pile_size(before) - 2);
	uno_game_free(before);
	uno_game_free(g);
}

/* R-3: misplay_penalty sets the cards a caught misplay costs. */
static void test_r3_misplay_penalty_option(void **state)
{
	(void)state;
	for (int penalty = 0; penalty <= 4; penalty += 4) {
		uno_rules *r = referee(penalty);
		uno_game *g = three(r);
		uno_rules_free(r);
		t_apply(g, 0, "B5");
		t_apply(g, 1, "misplay 0");
		assert_int_equal(uno_game_hand_size(g, 0), 4 + penalty);
		uno_game_free(g);
	}
	uno_rules *r = NULL;
	assert_int_equal(uno_rules_copy(&r, NULL, NULL, NULL), UNO_EINVAL);
	r = referee(2);
	assert_int_equal(uno_rules_set(r, UNO_OPT_MISPLAY_PENALTY, 11), UNO_ERANGE);
	assert_int_equal(uno_rules_set(r, UNO_OPT_REFEREE, 2), UNO_ERANGE);
	uno_rules_free(r);
}

/* R-3 and G-6: the offender's own UNO call keeps the window open. */
static void test_r3_offender_uno_call_keeps_the_window_G6(void **state)
{
	(void)state;
	uno_rules *r = referee(2);
	uno_game *g = t_game("classic", r, 3, -1, (const char *[]){ "B5 R1", "G1 G2", "Y1 Y2" }, "Y3",
			     "B1 B2 B3 B4", false);
	uno_rules_free(r);
	t_apply(g, 0, "B5");
	t_apply(g, 0, "uno");
	assert_int_equal(uno_game_misplay(g, NULL), 0);
	t_apply(g, 1, "misplay 0");
	assert_string_equal(t_hand(g, 0), "R1 B1 B2 B5");
	assert_int_equal(uno_game_uno_called(g, 0), 0);
	uno_game_free(g);
}

/* ------------------------------------------------------------------------
 * An open misplay through clones, saves, logs and determinization.
 */

/* Catching in a clone and in the game gives the same state; the clone
 * carries the open misplay. */
static void test_clone_carries_an_open_misplay(void **state)
{
	(void)state;
	uno_rules *r = referee(2);
	uno_game *g = three(r), *c = NULL;
	uno_rules_free(r);
	t_apply(g, 0, "B5");
	assert_int_equal(uno_game_clone(&c, g), UNO_OK);
	assert_true(uno__state_equal(g, c));
	assert_int_equal(uno_game_misplay(c, NULL), 0);
	t_apply(c, 1, "misplay 0");
	t_apply(g, 1, "misplay 0");
	assert_true(uno__state_equal(g, c));
	uno_game_free(c);
	uno_game_free(g);
}

/* R-3: the history's tracking switched off while a misplay is open stays
 * off when the catch takes the game back to before the misplay. */
static void test_untracked_through_a_caught_misplay(void **state)
{
	(void)state;
	uno_rules *r = referee(2);
	uno_game *g = three(r);
	uno_rules_free(r);
	t_apply(g, 0, "B5");
	assert_int_equal(uno_game_misplay(g, NULL), 0);
	assert_int_equal(uno_game_set_tracking(g, 0), UNO_OK);
	t_apply(g, 1, "misplay 0");
	assert_true(uno_game_misplay(g, NULL) < 0); /* caught: none open */
	assert_int_equal(uno_game_tracking(g), 0);
	assert_true(uno__belief_empty(&g->s));
	assert_int_equal(uno_game_set_tracking(g, UNO_TRACK_ALL), UNO_OK);
	t_apply(g, 0, "B5");
	assert_int_equal(uno_game_set_tracking(g, 0), UNO_OK);
	assert_int_equal(uno_game_set_tracking(g, UNO_TRACK_ALL), UNO_OK);
	t_apply(g, 1, "misplay 0");
	assert_int_equal(uno_game_tracking(g), (int)UNO_TRACK_ALL);
	uno_game_free(g);
}

/* G-10: a save with an open misplay loads to an equal game, which catches
 * it the same way; tampered misplay sections are refused. */
static void test_save_load_with_an_open_misplay_G10(void **state)
{
	(void)state;
	uno_rules *r = referee(2);
	uno_game *g = three(r), *l = NULL, *plain = NULL;
	uno_rules_free(r);
	uint8_t b[UNO_SAVE_MAX], e[UNO_SAVE_MAX + 1];

	int before = uno_game_save(g, b, sizeof b);
	t_apply(g, 0, "B5");
	int n = uno_game_save(g, b, sizeof b);
	assert_true(n > 0 && n <= UNO_SAVE_MAX);
	/* The options are all written (referee mode is on), and the misplay
	 * section holds a second body. */
	assert_true(n > 2 * before - 200);
	assert_int_equal(uno_game_load(&l, b, (size_t)n, NULL, NULL), UNO_OK);
	assert_true(uno__state_equal(g, l));
	assert_int_equal(uno_game_misplay(l, NULL), 0);
	t_apply(l, 2, "misplay 0");
	t_apply(g, 2, "misplay 0");
	assert_true(uno__state_equal(g, l));
	uno_game_free(l);

	/* Saved again without the misplay: the section is gone. */
	int m = uno_game_save(g, e, sizeof e);
	assert_true(m > 0 && m < n);

	/* Tampering: the saved misplay's seat, its rule or its card, a
	 * trailing byte, the section cut short, referee mode off. */
	r = referee(2);
	uno_game *h = three(r);
	uno_rules_free(r);
	t_apply(h, 0, "B5");
	n = uno_game_save(h, b, sizeof b);
	/* In format 1, so that each edit reaches the misplay's checks (format
	 * 2's CRC would refuse it first). */
	n = (int)t_save_to_format1(b, (size_t)n);
	static const struct { int delta_at; uint8_t value; } edits[] = {
		{ 0, 0 }, { 0, 4 }, { 0, 2 }, { 1, UNO_REASON_OK }, { 1, UNO_REASON_NOT_IN_HAND },
		{ 1, UNO_REASON_WILD_DRAW_RESTRICTED }, { 2, 0 },
	};
	/* Where the section starts: its second body is the game before the
	 * misplay, saved without the header (which all these saves share). */
	r = referee(2);
	uno_game *pre = three(r);
	uno_rules_free(r);
	uint8_t pb[UNO_SAVE_MAX];
	int pn = (int)t_save_to_format1(pb, (size_t)uno_game_save(pre, pb, sizeof pb));
	uno_game_free(pre);
	size_t header = 6 + 1 + strlen("classic") + 1 + 4 * (UNO_OPT_MISPLAY_PENALTY + 1);
	/* With flag 2 each body is followed by its belief: the game before
	 * the misplay believes nothing yet, 5 bytes a seat (3 empty groups,
	 * no seat known, no last play). */
	size_t before_belief = (b[5] & 2) ? 5u * 3u : 0;
	assert_int_equal(pb[5] & 2, 0);
	size_t section = (size_t)n - ((size_t)pn - header) - 3 - before_belief;
	assert_memory_equal(b + section + 3, pb + header, (size_t)pn - header);
	for (size_t i = 0; i < sizeof edits / sizeof edits[0]; i++) {
		memcpy(e, b, (size_t)n);
		e[section + (size_t)edits[i].delta_at] = edits[i].value;
		plain = (uno_game *)&plain;
		assert_int_equal(uno_game_load(&plain, e, (size_t)n, NULL, NULL), UNO_EFORMAT);
		assert_null(plain);
	}
	memcpy(e, b, (size_t)n);
	e[n] = 0;
	assert_int_equal(uno_game_load(&plain, e, (size_t)n + 1, NULL, NULL), UNO_EFORMAT);
	assert_int_equal(uno_game_load(&plain, b, (size_t)n - 1, NULL, NULL), UNO_EFORMAT);
	assert_int_equal(uno_game_load(&plain, b, section + 3, NULL, NULL), UNO_EFORMAT);
	/* Referee mode off (option 16, the first written after the format's
	 * first sixteen). */
	memcpy(e, b, (size_t)n);
	size_t opt = 6 + 1 + strlen("classic") + 1 + 4 * UNO_OPT_REFEREE;
	assert_int_equal(e[opt], 1);
	e[opt] = 0;
	assert_int_equal(uno_game_load(&plain, e, (size_t)n, NULL, NULL), UNO_EFORMAT);
	/* The unchanged bytes load. */
	assert_int_equal(uno_game_load(&plain, b, (size_t)n, NULL, NULL), UNO_OK);
	uno_game_free(plain);
	uno_game_free(h);
	uno_game_free(g);
}

/* The log records penalties, misplays and catches; replaying it gives the
 * same game. */
static void test_log_replays_penalties_misplays_and_catches(void **state)
{
	(void)state;
	uno_rules *r = referee(3);
	uno_game *g = three(r), *back = NULL;
	uno_rules_free(r);
	char text[4096];

	assert_int_equal(uno_game_log_start(g, 64), UNO_OK);
	t_apply(g, 1, "penalty 2 suggestion 1");
	t_apply(g, 0, "B5");
	t_apply(g, 1, "misplay 0");
	t_apply(g, 0, "draw");
	int n = uno_game_log_export(g, text, sizeof text);
	assert_true(n > 0 && (size_t)n < sizeof text);
	assert_non_null(strstr(text, "1 penalty 2 suggestion 1\n"));
	assert_non_null(strstr(text, "0 B5\n"));
	assert_non_null(strstr(text, "1 misplay 0\n"));
	int bad = -1;
	assert_int_equal(uno_game_replay(&back, text, (size_t)n, NULL, NULL, &bad), UNO_OK);
	assert_int_equal(bad, 0);
	assert_true(uno__state_equal(g, back));
	uno_game_free(back);
	uno_game_free(g);
}

/* Determinization samples a world for search: an open misplay stands in
 * it (its snapshot holds the real hidden cards). */
static void test_determinize_lets_an_open_misplay_stand(void **state)
{
	(void)state;
	uno_rules *r = referee(2);
	uno_game *g = three(r);
	uno_rules_free(r);
	t_apply(g, 0, "B5");
	assert_int_equal(uno_game_determinize(g, 1, 7), UNO_OK);
	assert_int_equal(uno_game_misplay(g, NULL), UNO_ESTATE);
	assert_null(strstr(t_legal(g, 1), "misplay"));
	assert_string_equal(t_top(g), "B5");
	uno_game_free(g);
}

/* The move index covers `misplay N`, and the legal mask marks it. */
static void test_misplay_is_indexed_and_masked(void **state)
{
	(void)state;
	uno_rules *r = referee(2);
	uno_game *g = three(r);
	uno_rules_free(r);
	uint8_t mask[UNO_MOVE_INDEX_COUNT];
	uno_move m = parse("misplay 0"), back;

	t_apply(g, 0, "B5");
	int ix = uno_move_index(&m);
	assert_true(ix >= 0 && ix < UNO_MOVE_INDEX_COUNT);
	assert_int_equal(uno_move_from_index(ix, &back), UNO_OK);
	assert_int_equal(uno_move_compare(&m, &back), 0);
	assert_true(uno_game_legal_mask(g, 2, mask, sizeof mask) > 0);
	assert_int_equal(mask[ix], 1);
	assert_true(uno_game_legal_mask(g, 0, mask, sizeof mask) >= 0);
	assert_int_equal(mask[ix], 0);
	uno_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_r1_penalty_draws_two_for_table_talk),
		cmocka_unit_test(test_r1_penalty_counts_and_reasons),
		cmocka_unit_test(test_r1_penalty_during_a_drawn_decision_G3_C6),
		cmocka_unit_test(test_r1_penalty_recycles_a_pending_stack_H1_G4),
		cmocka_unit_test(test_r1_penalty_is_never_listed),
		cmocka_unit_test(test_r1_penalty_refusals),
		cmocka_unit_test(test_r1_penalty_ends_an_uno_exposure_G6),
		cmocka_unit_test(test_r1_penalty_notation),
		cmocka_unit_test(test_r2_without_referee_mode_misplays_are_refused),
		cmocka_unit_test(test_r2_misplay_stands_marked),
		cmocka_unit_test(test_r3_caught_card_back_and_two_cards),
		cmocka_unit_test(test_r3_uncaught_stands_once_play_goes_on),
		cmocka_unit_test(test_r3_other_moves_close_the_window),
		cmocka_unit_test(test_r3_restricted_wild_draw_color_then_caught_C6),
		cmocka_unit_test(test_r3_other_card_after_drawing_G3),
		cmocka_unit_test(test_r2_last_card_and_cards_not_held_are_refused),
		cmocka_unit_test(test_r3_caught_draw_two_undoes_its_effect_C4),
		cmocka_unit_test(test_r3_misplay_penalty_option),
		cmocka_unit_test(test_r3_offender_uno_call_keeps_the_window_G6),
		cmocka_unit_test(test_clone_carries_an_open_misplay),
		cmocka_unit_test(test_untracked_through_a_caught_misplay),
		cmocka_unit_test(test_save_load_with_an_open_misplay_G10),
		cmocka_unit_test(test_log_replays_penalties_misplays_and_catches),
		cmocka_unit_test(test_determinize_lets_an_open_misplay_stand),
		cmocka_unit_test(test_misplay_is_indexed_and_masked),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
