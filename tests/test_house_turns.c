/*
 * House rules that change a turn: draw until playable (H-2), force play
 * (H-3) and jump-in (H-4), as doc/house-rules.md states them.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <string.h>

/* Big (64 KiB): one recorder for the whole binary, reset by each use. */
static struct t_events ev;

/* The number of recorded events of a type, any seat. */
static int count_all(int type)
{
	return t_count_events(&ev, type, -2);
}

/* An option every variant has (but the one named, which refuses it), 0..1
 * and off by default. */
static void check_boolean_option_default_off(int option, const char *without)
{
	for (size_t i = 0; i < uno_rules_builtin_count(); i++) {
		const uno_rules *r = uno_rules_builtin_at(i);
		int lo = -1, hi = -1, def = -1, v = -1;

		assert_non_null(r);
		if (without && strcmp(uno_rules_name(r), without) == 0) {
			assert_int_equal(uno_rules_option_info(r, option, &lo, &hi, &def),
					 UNO_ENOTSUP);
			continue;
		}
		/* No Mercy draws until playable and plays it (NM-4): on there. */
		int want = strcmp(uno_rules_name(r), "no-mercy") == 0 &&
			   (option == UNO_OPT_DRAW_UNTIL_PLAYABLE || option == UNO_OPT_FORCE_PLAY);
		assert_int_equal(uno_rules_option_info(r, option, &lo, &hi, &def), UNO_OK);
		assert_int_equal(lo, 0);
		assert_int_equal(hi, 1);
		assert_int_equal(def, want);
		assert_int_equal(uno_rules_get(r, option, &v), UNO_OK);
		assert_int_equal(v, want);
	}
}

/*
 * H-2, H-3, H-4: draw_until_playable, force_play and jump_in take 0 or 1
 * and are off unless the host turns them on; the first two exist in every
 * variant, jump_in in every variant but Express, whose colored cards are all
 * unique, so that no card is ever identical to the top card.
 */
static void test_h2_h3_h4_options_exist_everywhere_default_off(void **state)
{
	(void)state;
	check_boolean_option_default_off(UNO_OPT_DRAW_UNTIL_PLAYABLE, NULL);
	check_boolean_option_default_off(UNO_OPT_FORCE_PLAY, NULL);
	check_boolean_option_default_off(UNO_OPT_JUMP_IN, "express");

	uno_rules *r = t_rules("classic", UNO_OPT_JUMP_IN, 1, -1);
	assert_int_equal(uno_rules_set(r, UNO_OPT_JUMP_IN, 2), UNO_ERANGE);
	int v = -1;
	assert_int_equal(uno_rules_get(r, UNO_OPT_JUMP_IN, &v), UNO_OK);
	assert_int_equal(v, 1);
	uno_rules_free(r);
}

/* ---- H-2 draw until playable ---- */

/*
 * H-2: one draw move keeps drawing until a playable card shows (by color,
 * then by number), and a first card that is playable stops it at once.
 * Without force play the player may still pass on the card (G-3).
 */
static void test_h2_draw_move_draws_until_playable_card_H2(void **state)
{
	const char *h[] = { "R1 R2 R3", "Y1 Y2 Y3", "B2 B3 B4" };
	uno_rules *r = t_rules("classic", UNO_OPT_DRAW_UNTIL_PLAYABLE, 1, -1);
	/* Y7, B8, R9 match neither green nor 5; G9 is green. */
	uno_game *g = t_game("classic", r, 3, -1, h, "G5", "Y7 B8 R9 G9 B1 Y5 G6 R8 Y9", true);
	int pile = uno_game_draw_pile_size(g);

	(void)state;
	t_record_events(g, &ev);
	t_apply(g, 0, "draw");
	assert_int_equal(uno_game_hand_size(g, 0), 7);
	assert_string_equal(t_hand(g, 0), "R1 R2 R3 Y7 B8 R9 G9");
	assert_int_equal(uno_game_draw_pile_size(g), pile - 4);
	assert_int_equal(t_count_events(&ev, UNO_EV_DRAW, 0), 4);
	assert_int_equal(count_all(UNO_EV_DRAW), 4);
	for (int i = 0; i < ev.n; i++)
		if (ev.ev[i].type == UNO_EV_DRAW)
			assert_int_equal(ev.ev[i].reason, UNO_DRAW_TURN);
	/* The last card drawn is the playable one, offered as in G-3. */
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_string_equal(t_legal(g, 0), "G9 pass");
	t_refuse(g, 0, "R9", UNO_EILLEGAL, UNO_REASON_ONLY_DRAWN_CARD);
	/* Force play is off: keeping it is allowed. */
	t_apply(g, 0, "pass");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_string_equal(t_top(g), "G5");

	/* B1 does not match G5; Y5 matches by number. */
	ev.n = 0;
	t_apply(g, 1, "draw");
	assert_int_equal(t_count_events(&ev, UNO_EV_DRAW, 1), 2);
	assert_string_equal(t_hand(g, 1), "Y1 B1 Y2 Y3 Y5");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	assert_string_equal(t_legal(g, 1), "Y5 pass");
	t_apply(g, 1, "Y5");
	assert_int_equal(uno_game_current_player(g), 2);

	/* On Y5: G6 and R8 do not play, Y9 does. */
	ev.n = 0;
	t_apply(g, 2, "draw");
	assert_int_equal(t_count_events(&ev, UNO_EV_DRAW, 2), 3);
	assert_string_equal(t_hand(g, 2), "B2 B3 B4 G6 R8 Y9");
	assert_string_equal(t_legal(g, 2), "Y9 pass");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	uno_game_free(g);
	uno_rules_free(r);
}

/* H-2: a card that is playable when first drawn ends the draw at one card. */
static void test_h2_playable_first_card_draws_one_H2(void **state)
{
	const char *h[] = { "R1 R2 R3", "Y1 Y2 Y3", "B2 B3 B4" };
	uno_rules *r = t_rules("classic", UNO_OPT_DRAW_UNTIL_PLAYABLE, 1, -1);
	uno_game *g = t_game("classic", r, 3, -1, h, "G5", "G6 Y7 B8", true);

	(void)state;
	t_record_events(g, &ev);
	t_apply(g, 0, "draw");
	assert_int_equal(count_all(UNO_EV_DRAW), 1);
	assert_string_equal(t_hand(g, 0), "R1 R2 R3 G6");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	assert_string_equal(t_legal(g, 0), "G6 pass");
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * H-2: with nothing playable left to draw, the draw takes every card there
 * is (the draw pile, then the reshuffled discard pile, G-4) and, if none of
 * them plays, the turn ends.
 */
static void test_h2_nothing_playable_piles_exhausted_turn_ends_H2(void **state)
{
	const char *h[] = { "R1 R2", "Y1 Y2", "B1 B2" };
	uno_rules *r = t_rules("classic", UNO_OPT_DRAW_UNTIL_PLAYABLE, 1, -1);
	/* Partial deck: only these cards exist, so nothing is refilled. */
	uno_game *g = t_game("classic", r, 3, -1, h, "G5", "Y7 B8 R9", false);

	(void)state;
	t_record_events(g, &ev);
	t_apply(g, 0, "draw");
	assert_int_equal(t_count_events(&ev, UNO_EV_DRAW, 0), 3);
	assert_string_equal(t_hand(g, 0), "R1 R2 Y7 B8 R9");
	assert_int_equal(uno_game_draw_pile_size(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	/* Nothing left for the next player either (G-4). */
	t_refuse(g, 1, "draw", UNO_EILLEGAL, UNO_REASON_CANNOT_DRAW);
	assert_string_equal(t_legal(g, 1), "pass");
	uno_game_free(g);

	/* Here the draw pile runs out after R7, and the discard pile under the
	 * top (just G5) becomes the new pile: G5 is green, so it plays on G1. */
	const char *h2[] = { "G1 R2", "Y1 Y2", "B1 B2" };
	g = t_game("classic", r, 3, -1, h2, "G5", "R7", false);
	t_apply(g, 0, "G1");
	t_record_events(g, &ev);
	t_apply(g, 1, "draw");
	assert_int_equal(t_count_events(&ev, UNO_EV_DRAW, 1), 2);
	assert_int_equal(count_all(UNO_EV_RESHUFFLE), 1);
	assert_string_equal(t_hand(g, 1), "Y1 Y2 G5 R7");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_string_equal(t_legal(g, 1), "G5 pass");
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * H-2 with H-3: a draw ends with the playable card played, since passing
 * on it is refused; when the piles run out with nothing playable the turn
 * still just ends.
 */
static void test_h2_h3_draw_until_playable_with_force_play_plays_H2_H3(void **state)
{
	const char *h[] = { "R1 R2 R3", "Y1 Y2 Y3", "B2 B3 B4" };
	uno_rules *r = t_rules("classic", UNO_OPT_DRAW_UNTIL_PLAYABLE, 1,
			       UNO_OPT_FORCE_PLAY, 1, -1);
	uno_game *g = t_game("classic", r, 3, -1, h, "G5", "Y7 B8 R9 G9", true);

	(void)state;
	t_record_events(g, &ev);
	t_apply(g, 0, "draw");
	assert_int_equal(t_count_events(&ev, UNO_EV_DRAW, 0), 4);
	assert_string_equal(t_hand(g, 0), "R1 R2 R3 Y7 B8 R9 G9");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	assert_string_equal(t_legal(g, 0), "G9");
	t_refuse(g, 0, "pass", UNO_EILLEGAL, UNO_REASON_FORCE_PLAY);
	t_apply(g, 0, "G9");
	assert_string_equal(t_top(g), "G9");
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);

	/* Piles run out with nothing playable: no play is forced, the turn
	 * ends. */
	const char *h2[] = { "R1 R2", "Y1 Y2", "B1 B2" };
	g = t_game("classic", r, 3, -1, h2, "G5", "Y7 B8", false);
	t_apply(g, 0, "draw");
	assert_string_equal(t_hand(g, 0), "R1 R2 Y7 B8");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);
	uno_rules_free(r);
}

/* ---- H-3 force play ---- */

/*
 * H-3: in phase DRAWN, pass is refused with UNO_REASON_FORCE_PLAY and is
 * not listed, for a colored card and for a wild (listed once per color);
 * G-3 still allows only the drawn card.
 */
static void test_h3_force_play_refuses_pass_after_playable_draw_H3(void **state)
{
	const char *h[] = { "R1 R2 G3", "Y1 Y2 Y3", "B2 B3 B4" };
	uno_rules *r = t_rules("classic", UNO_OPT_FORCE_PLAY, 1, -1);
	uno_game *g = t_game("classic", r, 3, -1, h, "G5", "G9 W", true);

	(void)state;
	t_apply(g, 0, "draw");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	assert_string_equal(t_legal(g, 0), "G9");
	t_refuse(g, 0, "pass", UNO_EILLEGAL, UNO_REASON_FORCE_PLAY);
	/* G3 would match, but only the drawn card may be played. */
	t_refuse(g, 0, "G3", UNO_EILLEGAL, UNO_REASON_ONLY_DRAWN_CARD);
	t_apply(g, 0, "G9");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_hand_size(g, 0), 3);

	/* Seat 1 has no green and no 9, draws the Wild: it must play it. */
	t_apply(g, 1, "draw");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	assert_string_equal(t_legal(g, 1), "W/R W/Y W/G W/B");
	t_refuse(g, 1, "pass", UNO_EILLEGAL, UNO_REASON_FORCE_PLAY);
	t_apply(g, 1, "W/Y");
	assert_int_equal(uno_game_current_color(g), UNO_YELLOW);
	assert_int_equal(uno_game_current_player(g), 2);
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * H-3: force play concerns only a playable drawn card. A player may still
 * draw while holding a playable card (G-3); an unplayable drawn card ends
 * the turn; and with nothing to draw, pass stays legal (G-4).
 */
static void test_h3_unplayable_drawn_card_still_ends_turn_H3(void **state)
{
	const char *h[] = { "R1 R2 G3", "Y1 Y2 Y3", "B2 B3 B4" };
	uno_rules *r = t_rules("classic", UNO_OPT_FORCE_PLAY, 1, -1);
	uno_game *g = t_game("classic", r, 3, -1, h, "G5", "Y7", true);

	(void)state;
	assert_string_equal(t_legal(g, 0), "G3 draw");
	t_apply(g, 0, "draw");
	assert_string_equal(t_hand(g, 0), "R1 R2 G3 Y7");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_string_equal(t_top(g), "G5");
	uno_game_free(g);

	const char *h2[] = { "R1 R2", "Y1 Y2", "B1 B2" };
	g = t_game("classic", r, 3, -1, h2, "G5", "Y7", false);
	t_apply(g, 0, "draw");
	assert_int_equal(uno_game_current_player(g), 1);
	/* Nothing can be drawn: pass is the move, force play or not. */
	assert_string_equal(t_legal(g, 1), "pass");
	t_apply(g, 1, "pass");
	assert_int_equal(uno_game_current_player(g), 2);
	uno_game_free(g);
	uno_rules_free(r);
}

/* ---- H-4 jump-in ---- */

/* Checks that seat jumped in with card: UNO_EV_JUMP_IN, then its play. */
static void check_jump_in_events(int seat, const char *card)
{
	uno_card c;

	assert_int_equal(uno_card_parse(card, strlen(card), &c), UNO_OK);
	int j = t_find_event(&ev, UNO_EV_JUMP_IN, 0);
	assert_true(j >= 0);
	assert_int_equal(count_all(UNO_EV_JUMP_IN), 1);
	assert_int_equal(ev.ev[j].seat, seat);
	assert_int_equal(ev.ev[j].card.kind, c.kind);
	assert_int_equal(ev.ev[j].card.color, c.color);
	int p = t_find_event(&ev, UNO_EV_PLAY, 0);
	assert_true(p > j);
	assert_int_equal(ev.ev[p].seat, seat);
	assert_int_equal(ev.ev[p].card.kind, c.kind);
	assert_int_equal(ev.ev[p].card.color, c.color);
}

/*
 * H-4: a seat holding the card identical to the top one (same color and
 * number) lists it and may play it out of turn; the jump-in event comes
 * before the play; play continues from the jumper, so the seats between
 * lose their turn. Same number in another color, or same color, is not
 * identical and is refused as out of turn.
 */
static void test_h4_identical_card_jumps_in_play_continues_from_jumper_H4(void **state)
{
	const char *h[] = { "R5 G1 G2", "Y1 Y2 Y3", "R5 G5 R6", "B3 B4 B6" };
	uno_rules *r = t_rules("classic", UNO_OPT_JUMP_IN, 1, -1);
	uno_game *g = t_game("classic", r, 4, -1, h, "R9", "Y7 Y8", true);

	(void)state;
	/* R5 on R9 is not identical: nobody may jump in yet. */
	assert_string_equal(t_legal(g, 2), "");
	t_refuse(g, 2, "R5", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);

	t_apply(g, 0, "R5");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_string_equal(t_legal(g, 2), "R5");
	assert_string_equal(t_legal(g, 3), "");
	t_refuse(g, 2, "G5", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 2, "R6", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 3, "B3", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);

	t_record_events(g, &ev);
	t_apply(g, 2, "R5");
	check_jump_in_events(2, "R5");
	assert_string_equal(t_top(g), "R5");
	assert_string_equal(t_hand(g, 2), "G5 R6");
	/* Seat 1 lost its turn; the seat after the jumper plays. */
	assert_string_equal(t_hand(g, 1), "Y1 Y2 Y3");
	assert_int_equal(uno_game_current_player(g), 3);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_direction(g), 1);
	assert_int_equal(uno_game_discard_pile_size(g), 3);
	uno_game_free(g);
	uno_rules_free(r);
}

/* H-4: a Skip jumped in skips the player after the jumper. */
static void test_h4_jump_in_skip_skips_seat_after_jumper_H4(void **state)
{
	const char *h[] = { "RS G1 G2", "Y1 Y2 Y3", "B1 B2 B3", "RS G3 G4" };
	uno_rules *r = t_rules("classic", UNO_OPT_JUMP_IN, 1, -1);
	uno_game *g = t_game("classic", r, 4, -1, h, "R9", "Y7 Y8", true);

	(void)state;
	t_apply(g, 0, "RS");
	assert_int_equal(uno_game_current_player(g), 2);
	assert_string_equal(t_legal(g, 3), "RS");

	t_record_events(g, &ev);
	t_apply(g, 3, "RS");
	check_jump_in_events(3, "RS");
	int p = t_find_event(&ev, UNO_EV_PLAY, 0);
	int s = t_find_event(&ev, UNO_EV_SKIP, p);
	assert_true(s > p);
	assert_int_equal(ev.ev[s].seat, 0);
	assert_int_equal(count_all(UNO_EV_SKIP), 1);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	uno_game_free(g);
	uno_rules_free(r);
}

/* H-4: a Draw Two jumped in hits the player after the jumper. */
static void test_h4_jump_in_draw_two_hits_seat_after_jumper_H4(void **state)
{
	const char *h[] = { "RD2 G1 G2", "Y1 Y2 Y3", "B1 B2 B3", "RD2 G3 G4" };
	uno_rules *r = t_rules("classic", UNO_OPT_JUMP_IN, 1, -1);
	uno_game *g = t_game("classic", r, 4, -1, h, "R9", "Y7 Y8 B7 B8", true);

	(void)state;
	t_apply(g, 0, "RD2");
	assert_string_equal(t_hand(g, 1), "Y1 Y2 Y3 Y7 Y8");
	assert_int_equal(uno_game_current_player(g), 2);
	assert_string_equal(t_legal(g, 3), "RD2");

	t_record_events(g, &ev);
	t_apply(g, 3, "RD2");
	check_jump_in_events(3, "RD2");
	assert_int_equal(t_count_events(&ev, UNO_EV_DRAW, 0), 2);
	assert_int_equal(count_all(UNO_EV_DRAW), 2);
	assert_string_equal(t_hand(g, 0), "G1 G2 B7 B8");
	/* The seat whose turn it was is neither hit nor playing. */
	assert_string_equal(t_hand(g, 2), "B1 B2 B3");
	assert_string_equal(t_hand(g, 3), "G3 G4");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	uno_game_free(g);
	uno_rules_free(r);
}

/* H-4: a Reverse jumped in turns play around from the jumper. */
static void test_h4_jump_in_reverse_reverses_from_jumper_H4(void **state)
{
	const char *h[] = { "RR G1 G2", "RR Y1 Y2", "B1 B2 B3", "Y3 G3 B4" };
	uno_rules *r = t_rules("classic", UNO_OPT_JUMP_IN, 1, -1);
	uno_game *g = t_game("classic", r, 4, -1, h, "R9", "Y7 Y8", true);

	(void)state;
	t_apply(g, 0, "RR");
	assert_int_equal(uno_game_direction(g), -1);
	assert_int_equal(uno_game_current_player(g), 3);
	assert_string_equal(t_legal(g, 1), "RR");

	t_record_events(g, &ev);
	t_apply(g, 1, "RR");
	check_jump_in_events(1, "RR");
	assert_int_equal(count_all(UNO_EV_DIRECTION), 1);
	assert_int_equal(uno_game_direction(g), 1);
	/* Clockwise from seat 1, not from seat 3. */
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * H-4: a wild is never a jump-in (it has no color in hand), neither on a
 * wild nor on the card of the named color. While the color is pending
 * (COLOR) and while a Wild Draw Four waits for its challenge (CHALLENGE),
 * nobody can jump in. Those two phases always have a wild on top, so a
 * wild is the only card that could even look like a match.
 */
static void test_h4_wild_never_jumps_in_nor_during_color_or_challenge_H4(void **state)
{
	const char *h[] = { "W W4 G1 G2", "Y1 Y2 Y3 Y4", "W W4 R1 B5", "B1 B2 B3 B4" };
	uno_rules *r = t_rules("classic", UNO_OPT_JUMP_IN, 1, -1);
	uno_game *g = t_game("classic", r, 4, -1, h, "R9", "Y7 Y8", true);

	(void)state;
	t_apply(g, 0, "W");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_string_equal(t_legal(g, 2), "");
	t_refuse(g, 2, "W/R", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 2, "W", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 2, "R1", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);

	t_apply(g, 0, "color R");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_string_equal(t_top(g), "W/R");
	assert_string_equal(t_legal(g, 2), "");
	t_refuse(g, 2, "W/R", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 2, "W4/R", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 2, "R1", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);

	/* Y7 does not play on red: the turn ends. */
	t_apply(g, 1, "draw");
	assert_int_equal(uno_game_current_player(g), 2);
	t_apply(g, 2, "R1");
	t_apply(g, 3, "draw");
	assert_int_equal(uno_game_current_player(g), 0);
	/* Seat 0 holds no red: an honest Wild Draw Four. */
	t_apply(g, 0, "W4/R");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_string_equal(t_legal(g, 2), "");
	t_refuse(g, 2, "W4/R", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 2, "W/R", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * H-4: while a drawn card waits (DRAWN), nobody can jump in, even with the
 * identical card; once play is what the round waits for again, they can.
 */
static void test_h4_no_jump_in_during_drawn_phase_H4(void **state)
{
	const char *h[] = { "R5 G1 G2", "Y1 Y2 Y3", "B1 B2 B3", "R5 G3 G4" };
	uno_rules *r = t_rules("classic", UNO_OPT_JUMP_IN, 1, -1);
	uno_game *g = t_game("classic", r, 4, -1, h, "R9", "R8 Y8", true);

	(void)state;
	t_apply(g, 0, "R5");
	assert_string_equal(t_legal(g, 3), "R5");
	t_apply(g, 1, "draw");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_string_equal(t_legal(g, 3), "");
	t_refuse(g, 3, "R5", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);

	t_apply(g, 1, "pass");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_string_equal(t_legal(g, 3), "R5");
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * H-4 with H-1: while a stack is pending (STACK), the identical Draw Two
 * cannot jump in; after the victim accepts, it can, and then the seat after
 * the jumper faces the new draw.
 */
static void test_h4_no_jump_in_during_stack_phase_H1_H4(void **state)
{
	const char *h[] = { "RD2 G1 G2", "Y1 Y2 Y3", "B1 B2 B3", "RD2 G3 G4" };
	uno_rules *r = t_rules("classic", UNO_OPT_JUMP_IN, 1, UNO_OPT_STACKING, 1, -1);
	uno_game *g = t_game("classic", r, 4, -1, h, "R9", "Y7 Y8 B7 B8", true);

	(void)state;
	t_apply(g, 0, "RD2");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_pending_draw(g), 2);
	assert_string_equal(t_legal(g, 3), "");
	t_refuse(g, 3, "RD2", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);

	t_apply(g, 1, "accept");
	assert_string_equal(t_hand(g, 1), "Y1 Y2 Y3 Y7 Y8");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_string_equal(t_legal(g, 3), "RD2");

	t_record_events(g, &ev);
	t_apply(g, 3, "RD2");
	check_jump_in_events(3, "RD2");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_pending_draw(g), 2);
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * H-4, G-6: a jump-in is a play, so it closes the catch window of the seat
 * that played down to one card without calling; the jumper, left with one
 * card without calling, is exposed in turn.
 */
static void test_h4_jump_in_closes_uno_catch_window_G6_H4(void **state)
{
	const char *h[] = { "R5 G1", "Y1 Y2", "R5 B1", "Y3 B3" };
	uno_rules *r = t_rules("classic", UNO_OPT_JUMP_IN, 1, -1);
	uno_game *g = t_game("classic", r, 4, -1, h, "R9", "Y7 Y8", true);

	(void)state;
	t_apply(g, 0, "R5");
	assert_int_equal(uno_game_hand_size(g, 0), 1);
	assert_true(t_is_legal(g, 1, "catch 0"));
	assert_true(t_is_legal(g, 2, "catch 0"));
	assert_true(t_is_legal(g, 0, "uno"));
	assert_true(t_is_legal(g, 2, "R5"));

	t_apply(g, 2, "R5");
	assert_int_equal(uno_game_current_player(g), 3);
	t_refuse(g, 1, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	t_refuse(g, 3, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	t_refuse(g, 0, "uno", UNO_EILLEGAL, UNO_REASON_UNO_NOT_LAST);
	assert_int_equal(uno_game_hand_size(g, 0), 1);
	/* The jumper did not call: it is the one exposed now. */
	assert_true(t_is_legal(g, 1, "catch 2"));
	assert_true(t_is_legal(g, 2, "uno"));
	uno_game_free(g);
	uno_rules_free(r);
}

/* H-4, G-6: the jumper may call UNO with the jump-in (`R5!`). */
static void test_h4_jumper_may_call_uno_with_play_G6_H4(void **state)
{
	const char *h[] = { "R5 G1", "Y1 Y2", "R5 B1", "Y3 B3" };
	uno_rules *r = t_rules("classic", UNO_OPT_JUMP_IN, 1, -1);
	uno_game *g = t_game("classic", r, 4, -1, h, "R9", "Y7 Y8", true);

	(void)state;
	t_apply(g, 0, "R5!");
	assert_int_equal(uno_game_uno_called(g, 0), 1);
	assert_string_equal(t_legal(g, 2), "R5 R5!");

	t_record_events(g, &ev);
	t_apply(g, 2, "R5!");
	check_jump_in_events(2, "R5");
	assert_int_equal(t_count_events(&ev, UNO_EV_UNO, 2), 1);
	assert_int_equal(uno_game_uno_called(g, 2), 1);
	assert_int_equal(uno_game_hand_size(g, 2), 1);
	t_refuse(g, 1, "catch 2", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	assert_int_equal(uno_game_current_player(g), 3);
	uno_game_free(g);
	uno_rules_free(r);
}

/* H-4: with the option off (the default), the identical card out of turn
 * is neither listed nor accepted. */
static void test_h4_option_off_refuses_identical_card_out_of_turn_H4(void **state)
{
	const char *h[] = { "R5 G1 G2", "Y1 Y2 Y3", "R5 G5 R6", "B3 B4 B6" };
	uno_game *g = t_game("classic", NULL, 4, -1, h, "R9", "Y7 Y8", true);
	int v = -1;

	(void)state;
	assert_int_equal(uno_rules_get(uno_game_rules(g), UNO_OPT_JUMP_IN, &v), UNO_OK);
	assert_int_equal(v, 0);
	t_apply(g, 0, "R5");
	assert_string_equal(t_legal(g, 2), "");
	t_refuse(g, 2, "R5", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);
}

/*
 * H-4 in Teams: a jump-in is allowed, but not into a hand-off (TM-7) nor
 * into the must-play answer of a Team Play (TM-4); play continues from the
 * jumper.
 */
static void test_h4_jump_in_in_teams_not_during_handoff_TM7_H4(void **state)
{
	const char *h[] = { "R6 R5", "G7 G8", "B7 B8", "R5 Y8" };
	uno_rules *r = t_rules("teams", UNO_OPT_JUMP_IN, 1, -1);
	uno_game *g = t_game("teams", r, 4, -1, h, "R9", "G1 G2 G3", true);

	(void)state;
	t_apply(g, 0, "R6!");
	t_apply(g, 1, "draw"); /* G1: no red, no 6 */
	t_apply(g, 2, "draw"); /* G2 */
	t_apply(g, 3, "draw"); /* G3; keeps R5 */
	assert_int_equal(uno_game_current_player(g), 0);
	t_apply(g, 0, "R5");
	/* Seat 0 went out: teammate seat 2 (3 cards) gives one. */
	assert_int_equal(uno_game_phase(g), UNO_PHASE_HANDOFF);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_string_equal(t_top(g), "R5");
	assert_string_equal(t_legal(g, 3), "");
	t_refuse(g, 3, "R5", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);

	t_apply(g, 2, "give B7");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_string_equal(t_legal(g, 3), "R5");
	t_record_events(g, &ev);
	t_apply(g, 3, "R5");
	check_jump_in_events(3, "R5");
	assert_int_equal(uno_game_current_player(g), 0);
	assert_string_equal(t_hand(g, 0), "B7");
	uno_game_free(g);
	uno_rules_free(r);
}

static void test_h4_no_jump_in_during_team_play_answer_TM4_H4(void **state)
{
	const char *h[] = { "TP G1 G2", "TP R1 Y2", "R1 B1 B2", "R3 B3 B4" };
	uno_rules *r = t_rules("teams", UNO_OPT_JUMP_IN, 1, -1);
	uno_game *g = t_game("teams", r, 4, -1, h, "R9", "Y7 Y8", true);

	(void)state;
	t_apply(g, 0, "TP/R");
	/* Teammate seat 2 holds red: it must play. */
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	t_refuse(g, 2, "draw", UNO_EILLEGAL, UNO_REASON_MUST_PLAY);
	assert_string_equal(t_legal(g, 1), "");
	assert_string_equal(t_legal(g, 3), "");
	t_refuse(g, 1, "TP/R", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 1, "R1", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 3, "R3", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);

	/* The answer given, seat 1's R1 is identical to the top card. */
	t_apply(g, 2, "R1");
	assert_int_equal(uno_game_current_player(g), 3);
	assert_string_equal(t_legal(g, 1), "R1");
	t_apply(g, 1, "R1");
	assert_int_equal(uno_game_current_player(g), 2);
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * G-4, H-3: with force play, a card that only a reshuffle could give and
 * that the player must then play back changes nothing, so that turn counts
 * as a pass. Here nobody can play from hand and the piles hold two red
 * cards: every seat draws the card under the top and plays it back. Without
 * this the round would loop forever; with it, once every seat has passed
 * so, the round ends blocked.
 */
static void test_h3_forced_recycling_ends_round_blocked_G4_H3(void **state)
{
	const char *hands[] = { "G1 G2", "B1 B2", "Y1 Y2" };
	uno_rules *r = t_rules("classic", UNO_OPT_FORCE_PLAY, 1, -1);
	uno_game *g = t_game("classic", r, 3, -1, hands, "R5", "R6", false);
	struct t_events rec;

	(void)state;
	uno_rules_free(r);
	t_record_events(g, &rec);
	t_apply(g, 0, "draw"); /* R6 from the draw pile: progress */
	t_apply(g, 0, "R6");
	t_apply(g, 1, "draw"); /* R5, only by a reshuffle: counts as a pass */
	assert_int_equal(t_count_events(&rec, UNO_EV_RESHUFFLE, -2), 1);
	t_apply(g, 1, "R5");
	t_apply(g, 2, "draw");
	t_apply(g, 2, "R6");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	t_apply(g, 0, "draw");
	t_apply(g, 0, "R5");
	/* Three seats in a row changed nothing: the round is over, blocked.
	 * Every hand is worth 3; the tie goes to the first seat after the
	 * last one to play (seat 0), which is seat 1. */
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	int end = t_find_event(&rec, UNO_EV_ROUND_END, 0);
	assert_true(end >= 0);
	assert_int_equal(rec.ev[end].reason, 1);
	assert_int_equal(uno_game_round_winner(g), 1);
	assert_int_equal(uno_game_score(g, 1), 6);
	uno_game_free(g);

	/* Without force play the same player may keep the drawn card: the
	 * round goes on after the same moves. */
	g = t_game("classic", NULL, 3, -1, hands, "R5", "R6", false);
	t_apply(g, 0, "draw");
	t_apply(g, 0, "R6");
	t_apply(g, 1, "draw");
	t_apply(g, 1, "R5");
	t_apply(g, 2, "draw");
	t_apply(g, 2, "R6");
	t_apply(g, 0, "draw");
	t_apply(g, 0, "R5");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	uno_game_free(g);
}

/* ---- play_if_able (house rule: play instead of drawing when able) ---- */

/* Whether the decision's mask marks a move index. */
static bool decision_has(const uno_game *g, int index)
{
	uno_decision d = { .size = sizeof d };
	assert_int_equal(uno_game_decision(g, &d), UNO_OK);
	return (d.mask[index / 64] >> (index % 64)) & 1u;
}

/*
 * H-7 play_if_able: every variant has it, off by default (0 or 1). A seat that
 * holds a playable card may not draw (UNO_REASON_PLAY_IF_ABLE): the draw is
 * neither listed, nor in the decision's mask, nor accepted, and the game is
 * left as it was; the seat plays. A seat with nothing playable draws as
 * usual, and keeps the drawn card if it likes (G-3: this is not force play).
 */
static void test_h7_play_if_able_refuses_a_draw_while_a_card_plays_H7(void **state)
{
	(void)state;
	check_boolean_option_default_off(UNO_OPT_PLAY_IF_ABLE, NULL);

	const char *h[] = { "R1 B2 Y3", "Y2 Y4 G3", "B4 B5 B6" };
	uno_rules *r = t_rules("classic", UNO_OPT_PLAY_IF_ABLE, 1, -1);
	uno_game *g = t_game("classic", r, 3, -1, h, "R5", "Y7 G9 B1 Y5 G6 R8 Y9", true);
	uno_rules_free(r);

	/* Seat 0 holds R1, which matches the red R5. */
	assert_int_equal(uno_game_current_player(g), 0);
	t_refuse(g, 0, "draw", UNO_EILLEGAL, UNO_REASON_PLAY_IF_ABLE);
	assert_false(t_is_legal(g, 0, "draw"));
	assert_false(decision_has(g, UNO_INDEX_DRAW));
	assert_string_equal(t_legal(g, 0), "R1");
	t_apply(g, 0, "R1");
	/* Seat 1 holds no red and no 1: it draws (Y7, which does not play on
	 * R1, so its turn ends, G-3). */
	assert_true(t_is_legal(g, 1, "draw"));
	assert_true(decision_has(g, UNO_INDEX_DRAW));
	t_apply(g, 1, "draw");
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_hand_size(g, 1), 4);
	uno_game_free(g);

	/* Off, the same seat may draw instead of playing. */
	g = t_game("classic", NULL, 3, -1, h, "R5", "Y7 G9 B1 Y5 G6 R8 Y9", true);
	assert_true(t_is_legal(g, 0, "draw"));
	assert_true(decision_has(g, UNO_INDEX_DRAW));
	uno_game_free(g);
}

/*
 * H-7 play_if_able: random games with the rule on keep it at every decision,
 * in every variant: the seat to decide is offered a draw (or pass) only
 * when it has no card to play.
 */
static void test_h7_play_if_able_holds_in_random_games_H7(void **state)
{
	(void)state;
	uno_move list[UNO_MAX_MOVES];

	for (size_t i = 0; i < uno_rules_builtin_count(); i++) {
		uno_rules *r = NULL;
		assert_int_equal(uno_rules_copy(&r, uno_rules_builtin_at(i), NULL, NULL), UNO_OK);
		assert_int_equal(uno_rules_set(r, UNO_OPT_PLAY_IF_ABLE, 1), UNO_OK);
		int lo;
		uno_rules_players(r, &lo, NULL);
		int players = uno_rules_allows_players(r, 4) ? 4 : lo;
		uno_game *g = NULL;
		assert_int_equal(uno_game_new(&g, r, players, 100 + i, NULL, NULL), UNO_OK);
		uno_rules_free(r);
		uint64_t rng = 7 + i;
		int checked = 0;
		for (int step = 0; step < 400 && uno_game_current_player(g) >= 0; step++) {
			int seat = uno_game_current_player(g);
			int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
			assert_true(n > 0);
			bool plays = false, declines = false;
			for (int k = 0; k < n; k++) {
				plays |= list[k].type == UNO_MOVE_PLAY;
				declines |= list[k].type == UNO_MOVE_DRAW || list[k].type == UNO_MOVE_PASS;
			}
			if (uno_game_phase(g) == UNO_PHASE_PLAY) {
				assert_false(plays && declines);
				checked++;
			}
			uno_move m = t_pick(list, n, &rng);
			assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
		}
		assert_true(checked > 10);
		uno_game_free(g);
	}
}

/* ---- last_card_number (house rule: no going out on an action or wild) ---- */

/*
 * H-8 last_card_number: every variant but Teams has it, off by default. A
 * player down to one card may play it only if it is a number: a last Skip
 * or Wild is neither listed nor in the mask nor accepted
 * (UNO_REASON_LAST_CARD_NUMBER), so the player draws; a last number card
 * goes out as usual. With two cards, an action card plays as ever.
 */
static void test_h8_last_card_number_no_going_out_on_an_action_card_H8(void **state)
{
	(void)state;
	check_boolean_option_default_off(UNO_OPT_LAST_CARD_NUMBER, "teams");

	/* Two cards: a Skip plays as ever (with the call: it leaves one). */
	const char *h[] = { "RS B9", "G7 Y3", "B4 B5" };
	uno_rules *r = t_rules("classic", UNO_OPT_LAST_CARD_NUMBER, 1, -1);
	uno_game *g = t_game("classic", r, 3, -1, h, "R5", "Y7 G9 B1 Y5 G6 R8 Y9 W", true);
	t_apply(g, 0, "RS!");
	assert_int_equal(uno_game_current_player(g), 2); /* seat 1 skipped */
	uno_game_free(g);

	/* A last Skip on a red top: refused, the seat draws instead. */
	uno_rules_free(r);
	const char *h2[] = { "RS", "G7", "B4" };
	r = t_rules("classic", UNO_OPT_LAST_CARD_NUMBER, 1, -1);
	g = t_game("classic", r, 3, -1, h2, "R5", "Y7 G9 B1 Y5 G6 R8 Y9", false);
	uno_rules_free(r);
	assert_int_equal(uno_game_current_player(g), 0);
	t_refuse(g, 0, "RS", UNO_EILLEGAL, UNO_REASON_LAST_CARD_NUMBER);
	assert_string_equal(t_legal(g, 0), "draw");
	uno_move skip;
	assert_int_equal(uno_move_parse("RS", 2, &skip), UNO_OK);
	assert_false(decision_has(g, uno_move_index(&skip)));
	t_apply(g, 0, "draw");
	uno_game_free(g);

	/* Off, the same Skip goes out. */
	g = t_game("classic", NULL, 3, -1, h2, "R5", "Y7 G9 B1 Y5 G6 R8 Y9", false);
	t_apply(g, 0, "RS");
	assert_int_equal(uno_game_round_winner(g), 0);
	uno_game_free(g);

	/* A last number goes out with the rule on. */
	const char *h3[] = { "R3", "G7", "B4" };
	r = t_rules("classic", UNO_OPT_LAST_CARD_NUMBER, 1, -1);
	g = t_game("classic", r, 3, -1, h3, "R5", "Y7 G9 B1 Y5 G6 R8 Y9", false);
	uno_rules_free(r);
	t_apply(g, 0, "R3");
	assert_int_equal(uno_game_round_winner(g), 0);
	uno_game_free(g);
}

/*
 * H-8 last_card_number: random games of every variant that has it never end
 * on an action or wild card, and every offered move keeps the rule.
 */
static void test_h8_last_card_number_holds_in_random_games_H8(void **state)
{
	(void)state;
	uno_move list[UNO_MAX_MOVES];
	int rounds = 0;

	for (size_t i = 0; i < uno_rules_builtin_count(); i++) {
		const uno_rules *base = uno_rules_builtin_at(i);
		if (uno_rules_option_info(base, UNO_OPT_LAST_CARD_NUMBER, NULL, NULL, NULL) != UNO_OK)
			continue;
		for (int k = 0; k < 4; k++) {
			uno_rules *r = NULL;
			assert_int_equal(uno_rules_copy(&r, base, NULL, NULL), UNO_OK);
			assert_int_equal(uno_rules_set(r, UNO_OPT_LAST_CARD_NUMBER, 1), UNO_OK);
			int lo;
			uno_rules_players(r, &lo, NULL);
			int players = uno_rules_allows_players(r, 4) ? 4 : lo;
			uno_game *g = NULL;
			assert_int_equal(uno_game_new(&g, r, players, 300 + i * 7 + (size_t)k, NULL, NULL),
					 UNO_OK);
			uno_rules_free(r);
			uint64_t rng = 11 + i * 5 + (uint64_t)k;
			for (int step = 0; step < 3000 && uno_game_current_player(g) >= 0; step++) {
				int seat = uno_game_current_player(g);
				int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
				assert_true(n > 0);
				for (int j = 0; j < n; j++)
					if (list[j].type == UNO_MOVE_PLAY && uno_game_hand_size(g, seat) == 1)
						assert_true(list[j].card.kind <= UNO_NINE);
				uno_move m = t_pick(list, n, &rng);
				assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
			}
			int winner = uno_game_round_winner(g);
			if (winner >= 0 && uno_game_phase(g) != UNO_PHASE_PLAY) {
				uno_card top;
				uno_game_top_card(g, &top);
				/* A round a player won by going out ends on a number. */
				if (uno_game_hand_size(g, winner) == 0) {
					assert_true(top.kind <= UNO_NINE);
					rounds++;
				}
			}
			uno_game_free(g);
		}
	}
	assert_true(rounds > 5);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_h2_h3_h4_options_exist_everywhere_default_off),
		cmocka_unit_test(test_h2_draw_move_draws_until_playable_card_H2),
		cmocka_unit_test(test_h2_playable_first_card_draws_one_H2),
		cmocka_unit_test(test_h2_nothing_playable_piles_exhausted_turn_ends_H2),
		cmocka_unit_test(test_h2_h3_draw_until_playable_with_force_play_plays_H2_H3),
		cmocka_unit_test(test_h3_force_play_refuses_pass_after_playable_draw_H3),
		cmocka_unit_test(test_h3_unplayable_drawn_card_still_ends_turn_H3),
		cmocka_unit_test(test_h4_identical_card_jumps_in_play_continues_from_jumper_H4),
		cmocka_unit_test(test_h4_jump_in_skip_skips_seat_after_jumper_H4),
		cmocka_unit_test(test_h4_jump_in_draw_two_hits_seat_after_jumper_H4),
		cmocka_unit_test(test_h4_jump_in_reverse_reverses_from_jumper_H4),
		cmocka_unit_test(test_h4_wild_never_jumps_in_nor_during_color_or_challenge_H4),
		cmocka_unit_test(test_h4_no_jump_in_during_drawn_phase_H4),
		cmocka_unit_test(test_h4_no_jump_in_during_stack_phase_H1_H4),
		cmocka_unit_test(test_h4_jump_in_closes_uno_catch_window_G6_H4),
		cmocka_unit_test(test_h4_jumper_may_call_uno_with_play_G6_H4),
		cmocka_unit_test(test_h4_option_off_refuses_identical_card_out_of_turn_H4),
		cmocka_unit_test(test_h4_jump_in_in_teams_not_during_handoff_TM7_H4),
		cmocka_unit_test(test_h4_no_jump_in_during_team_play_answer_TM4_H4),
		cmocka_unit_test(test_h3_forced_recycling_ends_round_blocked_G4_H3),
		cmocka_unit_test(test_h7_play_if_able_refuses_a_draw_while_a_card_plays_H7),
		cmocka_unit_test(test_h7_play_if_able_holds_in_random_games_H7),
		cmocka_unit_test(test_h8_last_card_number_no_going_out_on_an_action_card_H8),
		cmocka_unit_test(test_h8_last_card_number_holds_in_random_games_H8),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
