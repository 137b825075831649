/*
 * Classic play: matching, drawing, reshuffling and the action cards
 * (G-1, G-2, G-3, G-4, G-10, C-4, C-5, C-6, C-8).
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

/* Every card in every hand, by (kind, color); wilds counted under color 4. */
static void count_held(const uno_game *g, int counts[UNO_KIND_COUNT][5])
{
	for (int k = 0; k < UNO_KIND_COUNT; k++)
		for (int c = 0; c < 5; c++)
			counts[k][c] = 0;
	for (int s = 0; s < uno_game_players(g); s++) {
		uno_card hand[UNO_MAX_DECK];
		int n = uno_game_hand(g, s, hand, UNO_MAX_DECK);
		assert_true(n >= 0);
		for (int i = 0; i < n; i++) {
			assert_true(hand[i].kind < UNO_KIND_COUNT &&
				    hand[i].color <= 4);
			counts[hand[i].kind][hand[i].color]++;
		}
	}
}

/*
 * G-1, G-2: a card matches by color, by number or is a wild; the legal
 * list holds exactly those plays (wilds once per color), then draw.
 */
static void test_g2_legal_plays_match_color_number_or_wild(void **state)
{
	const char *h[] = { "R5 G2 B7 YS W RD2 W4", "Y1 Y2 Y3 Y4 Y6 Y7 Y8",
			    "B1 B2 B3 B4 B6 B8 B9" };
	uno_game *g = t_game("classic", NULL, 3, -1, h, "G5", "R9", true);

	(void)state;
	assert_string_equal(t_hand(g, 0), "G2 R5 B7 YS RD2 W W4");
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	assert_string_equal(t_legal(g, 0),
			    "G2 R5 W/R W/Y W/G W/B W4/R W4/Y W4/G W4/B draw");
	/* Nothing to decide for the others. */
	assert_string_equal(t_legal(g, 1), "");
	assert_string_equal(t_legal(g, 2), "");

	t_refuse(g, 0, "B7", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	t_refuse(g, 0, "YS", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	t_refuse(g, 0, "RD2", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	t_refuse(g, 0, "G9", UNO_EILLEGAL, UNO_REASON_NOT_IN_HAND);

	/* By number: R5 on G5 turns the color red. */
	t_apply(g, 0, "R5");
	assert_string_equal(t_top(g), "R5");
	assert_int_equal(uno_game_current_color(g), UNO_RED);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_discard_pile_size(g), 2);
	assert_string_equal(t_hand(g, 0), "G2 B7 YS RD2 W W4");
	/* Seat 1 holds no red and no 5: only wilds could match, and it has
	 * none, so drawing is all it can do. */
	assert_string_equal(t_legal(g, 1), "draw");
	uno_game_free(g);
}

/* G-2: the same symbol matches across colors (Skip on Skip, Reverse on Reverse). */
static void test_g2_symbol_matches_across_colors(void **state)
{
	const char *h[] = { "R1 R2 R3 R4 R6 R7 GR", "YS Y1 B2 B3 B4 B6 BR",
			    "G1 G2 G3 G4 G6 G7 G8" };
	/* Skip turned first: seat 0 is skipped, seat 1 answers it. */
	uno_game *g = t_game("classic", NULL, 3, -1, h, "GS", "B9 B8", true);

	(void)state;
	assert_int_equal(uno_game_current_player(g), 1);
	t_refuse(g, 1, "Y1", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	t_refuse(g, 1, "BR", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	assert_string_equal(t_legal(g, 1), "YS draw");
	t_apply(g, 1, "YS");
	assert_int_equal(uno_game_current_color(g), UNO_YELLOW);
	/* Seat 2 skipped: seat 0 plays; B9 does not match YS. */
	assert_int_equal(uno_game_current_player(g), 0);
	t_apply(g, 0, "draw");
	assert_int_equal(uno_game_current_player(g), 1);
	t_apply(g, 1, "Y1");
	t_apply(g, 2, "G1");
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	t_apply(g, 0, "GR");
	assert_int_equal(uno_game_direction(g), -1);
	assert_int_equal(uno_game_current_player(g), 2);
	/* B8 does not match GR either. */
	t_apply(g, 2, "draw");
	assert_int_equal(uno_game_current_player(g), 1);
	/* Reverse on a Reverse of another color; B2 has neither. */
	t_refuse(g, 1, "B2", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	assert_string_equal(t_legal(g, 1), "BR draw");
	t_apply(g, 1, "BR");
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	assert_int_equal(uno_game_direction(g), 1);
	assert_int_equal(uno_game_current_player(g), 2);
	uno_game_free(g);
}

/*
 * G-2, C-4: a Draw Two may go on a Draw Two of another color; a Skip may
 * not; the Draw Two makes the next player draw 2 and lose the turn.
 */
static void test_g2_draw_two_on_draw_two_but_not_skip(void **state)
{
	const char *h[] = { "GD2 G1 G2 G3 R1 R2 R3", "Y1 Y2 Y3 Y4 Y6 Y7 Y8",
			    "YD2 BS GS B1 B2 B3 B4" };
	uno_game *g =
		t_game("classic", NULL, 3, -1, h, "G5", "R8 R9 B8 B9", true);
	int pile = uno_game_draw_pile_size(g);

	(void)state;
	t_apply(g, 0, "GD2");
	assert_string_equal(t_hand(g, 1), "Y1 Y2 Y3 Y4 Y6 Y7 R8 Y8 R9");
	assert_int_equal(uno_game_draw_pile_size(g), pile - 2);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);

	/* Skip on a green Draw Two: neither green nor the same symbol. */
	t_refuse(g, 2, "BS", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	assert_string_equal(t_legal(g, 2), "GS YD2 draw");
	t_apply(g, 2, "YD2");
	assert_string_equal(t_top(g), "YD2");
	assert_int_equal(uno_game_current_color(g), UNO_YELLOW);
	assert_string_equal(t_hand(g, 0), "R1 G1 R2 G2 R3 G3 B8 B9");
	assert_int_equal(uno_game_draw_pile_size(g), pile - 4);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_hand_size(g, 2), 6);
	uno_game_free(g);
}

/*
 * G-3: a player may draw while holding a playable card; a playable drawn
 * card may be played at once, and only that card; pass keeps it.
 */
static void test_g3_draw_with_playable_card_then_pass(void **state)
{
	const char *h[] = { "G2 R1 R3 Y4 Y6 B7 B9", "Y1 Y2 Y3 Y7 Y8 Y9 YS",
			    "B1 B2 B3 B4 B6 B8 BS" };
	uno_game *g = t_game("classic", NULL, 3, -1, h, "G5", "G8 B5", true);
	int pile = uno_game_draw_pile_size(g);

	(void)state;
	assert_true(t_is_legal(g, 0, "G2"));
	assert_true(t_is_legal(g, 0, "draw"));
	t_apply(g, 0, "draw");
	assert_string_equal(t_hand(g, 0), "R1 G2 R3 Y4 Y6 B7 G8 B9");
	assert_int_equal(uno_game_draw_pile_size(g), pile - 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_string_equal(t_legal(g, 0), "G8 pass");
	t_refuse(g, 0, "G2", UNO_EILLEGAL, UNO_REASON_ONLY_DRAWN_CARD);
	assert_false(t_is_legal(g, 0, "draw"));
	t_refuse(g, 1, "pass", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);

	t_apply(g, 0, "pass");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_string_equal(t_top(g), "G5");
	assert_int_equal(uno_game_hand_size(g, 0), 8);
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	uno_game_free(g);

	/* The same draw, then the drawn card is played at once. */
	g = t_game("classic", NULL, 3, -1, h, "G5", "G8 B5", true);
	t_apply(g, 0, "draw");
	t_apply(g, 0, "G8");
	assert_string_equal(t_top(g), "G8");
	assert_string_equal(t_hand(g, 0), "R1 G2 R3 Y4 Y6 B7 B9");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	uno_game_free(g);
}

/* G-3: an unplayable drawn card ends the turn at once; no pass needed. */
static void test_g3_unplayable_drawn_card_ends_turn(void **state)
{
	const char *h[] = { "G2 R1 R3 Y4 Y6 B7 B9", "Y1 Y2 Y3 Y7 Y8 Y9 YS",
			    "B1 B2 B3 B4 B6 B8 BS" };
	uno_game *g = t_game("classic", NULL, 3, -1, h, "G5", "R8 G8", true);
	int pile = uno_game_draw_pile_size(g);

	(void)state;
	t_apply(g, 0, "draw");
	assert_string_equal(t_hand(g, 0), "R1 G2 R3 Y4 Y6 B7 R8 B9");
	assert_int_equal(uno_game_draw_pile_size(g), pile - 1);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_string_equal(t_top(g), "G5");
	t_refuse(g, 0, "pass", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 0, "R8", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	uno_game_free(g);
}

/*
 * G-4: when the draw pile is empty, the discard pile but its top becomes
 * the new draw pile; the top stays, a wild comes back colorless. Passing is
 * refused while a card can still be drawn this way; once nothing can be
 * drawn, draw is refused and pass is legal.
 */
static void test_g4_reshuffle_discards_into_draw_pile(void **state)
{
	const char *h[] = { "R7 B1 B2", "W Y1 Y3", "G2 B3 B4" };
	uno_game *g = t_game("classic", NULL, 3, -1, h, "R5", "Y9", false);
	int held[UNO_KIND_COUNT][5];

	(void)state;
	t_apply(g, 0, "R7");
	t_apply(g, 1, "W/G");
	assert_string_equal(t_top(g), "W/G");
	t_apply(g, 2, "G2");
	assert_int_equal(uno_game_discard_pile_size(g), 4);
	assert_int_equal(uno_game_draw_pile_size(g), 1);
	/* Y9 on G2 does not match: the turn ends. */
	t_apply(g, 0, "draw");
	assert_string_equal(t_hand(g, 0), "B1 B2 Y9");
	assert_int_equal(uno_game_draw_pile_size(g), 0);
	assert_int_equal(uno_game_current_player(g), 1);

	/* Empty draw pile, but three cards under the top: no pass. */
	t_refuse(g, 1, "pass", UNO_EILLEGAL, UNO_REASON_CANNOT_PASS);
	assert_string_equal(t_legal(g, 1), "draw");
	t_apply(g, 1, "draw");
	assert_string_equal(t_top(g), "G2");
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	assert_int_equal(uno_game_draw_pile_size(g), 2);
	assert_int_equal(uno_game_hand_size(g, 1), 3);

	/* Draw the rest (passing over a playable wild). */
	for (int step = 0; step < 10; step++) {
		bool drawn = uno_game_phase(g) == UNO_PHASE_DRAWN;
		if (!drawn && uno_game_draw_pile_size(g) == 0)
			break;
		t_apply(g, uno_game_current_player(g), drawn ? "pass" : "draw");
	}
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_draw_pile_size(g), 0);
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	assert_string_equal(t_top(g), "G2");
	assert_int_equal(uno_game_hand_size(g, 0) + uno_game_hand_size(g, 1) +
				 uno_game_hand_size(g, 2),
			 10);
	/* R5, R7 and the Wild came back; the Wild lost its green. */
	count_held(g, held);
	assert_int_equal(held[UNO_FIVE][UNO_RED], 1);
	assert_int_equal(held[UNO_SEVEN][UNO_RED], 1);
	assert_int_equal(held[UNO_WILD][UNO_NO_COLOR], 1);
	for (int c = 0; c < 4; c++)
		assert_int_equal(held[UNO_WILD][c], 0);

	/* Nothing left to draw: draw refused, pass legal. */
	int seat = uno_game_current_player(g);
	assert_int_equal(seat, 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	t_refuse(g, seat, "draw", UNO_EILLEGAL, UNO_REASON_CANNOT_DRAW);
	assert_true(t_is_legal(g, seat, "pass"));
	t_apply(g, seat, "pass");
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	uno_game_free(g);
}

/*
 * G-4: a wild reshuffled into the draw pile is drawn colorless ("W"), and
 * may then be played naming any color.
 */
static void test_g4_reshuffled_wild_is_colorless(void **state)
{
	const char *h[] = { "G3 R1 B2", "Y1 Y2 Y4" };
	uno_game *g = t_game("classic", NULL, 2, -1, h, "W", NULL, false);
	uno_card hand[8];

	(void)state;
	assert_int_equal(uno_game_draw_pile_size(g), 0);
	t_apply(g, 0, "color G");
	t_apply(g, 0, "G3");
	assert_int_equal(uno_game_discard_pile_size(g), 2);
	assert_int_equal(uno_game_current_player(g), 1);
	t_refuse(g, 1, "pass", UNO_EILLEGAL, UNO_REASON_CANNOT_PASS);

	/* The only card under G3 is the Wild named green. */
	t_apply(g, 1, "draw");
	assert_string_equal(t_hand(g, 1), "Y1 Y2 Y4 W");
	assert_int_equal(uno_game_hand(g, 1, hand, 8), 4);
	assert_int_equal(hand[3].kind, UNO_WILD);
	assert_int_equal(hand[3].color, UNO_NO_COLOR);
	assert_string_equal(t_top(g), "G3");
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	assert_int_equal(uno_game_draw_pile_size(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	assert_string_equal(t_legal(g, 1), "W/R W/Y W/G W/B pass");

	/* Played from the DRAWN phase, it takes the color named now. */
	t_apply(g, 1, "W/R");
	assert_string_equal(t_top(g), "W/R");
	assert_int_equal(uno_game_current_color(g), UNO_RED);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_discard_pile_size(g), 2);

	/* G3 is the only card under it: seat 0 draws it, no match. */
	t_apply(g, 0, "draw");
	assert_string_equal(t_hand(g, 0), "R1 B2 G3");
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	assert_int_equal(uno_game_draw_pile_size(g), 0);
	assert_int_equal(uno_game_current_player(g), 1);

	/* Nothing can be drawn now: pass, playable card or not. */
	t_refuse(g, 1, "draw", UNO_EILLEGAL, UNO_REASON_CANNOT_DRAW);
	assert_string_equal(t_legal(g, 1), "pass");
	t_apply(g, 1, "pass");
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	t_refuse(g, 0, "draw", UNO_EILLEGAL, UNO_REASON_CANNOT_DRAW);
	assert_string_equal(t_legal(g, 0), "R1 pass");
	t_apply(g, 0, "R1");
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);
}

/* G-4: with no card to draw from the start, pass is legal at once. */
static void test_g4_pass_when_nothing_can_be_drawn(void **state)
{
	const char *h[] = { "R1 B2 B3", "Y1 Y2 R4" };
	uno_game *g = t_game("classic", NULL, 2, -1, h, "R5", NULL, false);

	(void)state;
	assert_int_equal(uno_game_draw_pile_size(g), 0);
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	t_refuse(g, 0, "draw", UNO_EILLEGAL, UNO_REASON_CANNOT_DRAW);
	/* Whether or not the player could play. */
	assert_string_equal(t_legal(g, 0), "R1 pass");
	t_apply(g, 0, "pass");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_string_equal(t_hand(g, 0), "R1 B2 B3");
	assert_string_equal(t_top(g), "R5");
	t_apply(g, 1, "R4");
	assert_int_equal(uno_game_current_player(g), 0);
	/* A card under the top again: draw is back, pass is not. */
	t_refuse(g, 0, "pass", UNO_EILLEGAL, UNO_REASON_CANNOT_PASS);
	assert_true(t_is_legal(g, 0, "draw"));
	uno_game_free(g);
}

/* C-4: a Skip makes the next player lose the turn. */
static void test_c4_skip_skips_next_player(void **state)
{
	const char *h[] = { "RS R1 R2 R3", "Y1 Y2 Y3 Y4", "B1 B2 B3 R4" };
	uno_game *g = t_game("classic", NULL, 3, -1, h, "R5", NULL, true);
	int pile = uno_game_draw_pile_size(g);

	(void)state;
	t_apply(g, 0, "RS");
	assert_string_equal(t_top(g), "RS");
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_direction(g), 1);
	assert_int_equal(uno_game_hand_size(g, 1), 4);
	assert_int_equal(uno_game_draw_pile_size(g), pile);
	t_refuse(g, 1, "draw", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	uno_game_free(g);
}

/* C-4: a Reverse changes direction with three or more players. */
static void test_c4_reverse_changes_direction(void **state)
{
	const char *h[] = { "RR Y6 Y7 R1", "Y4 Y1 Y2 Y3", "G4 G1 G2 G3",
			    "R4 YR B1 B2" };
	uno_game *g = t_game("classic", NULL, 4, -1, h, "R5", NULL, true);

	(void)state;
	assert_int_equal(uno_game_direction(g), 1);
	t_apply(g, 0, "RR");
	assert_int_equal(uno_game_direction(g), -1);
	assert_int_equal(uno_game_current_player(g), 3);
	/* Counterclockwise it stays: 3, 2, 1, 0, 3. */
	t_apply(g, 3, "R4");
	assert_int_equal(uno_game_current_player(g), 2);
	t_apply(g, 2, "G4");
	assert_int_equal(uno_game_current_player(g), 1);
	t_apply(g, 1, "Y4");
	assert_int_equal(uno_game_current_player(g), 0);
	t_apply(g, 0, "Y6");
	assert_int_equal(uno_game_current_player(g), 3);
	assert_int_equal(uno_game_direction(g), -1);
	/* A second Reverse turns play clockwise again. */
	t_apply(g, 3, "YR");
	assert_int_equal(uno_game_direction(g), 1);
	assert_int_equal(uno_game_current_player(g), 0);
	t_apply(g, 0, "Y7!");
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);

	/* Three players: the Reverse sends play to seat 2, a Reverse on it
	 * sends it back to seat 0. */
	const char *h3[] = { "RR R1 R2 R3", "Y1 Y2 Y3 Y4", "YR G1 G2 G3" };
	g = t_game("classic", NULL, 3, -1, h3, "R5", NULL, true);
	t_apply(g, 0, "RR");
	assert_int_equal(uno_game_direction(g), -1);
	assert_int_equal(uno_game_current_player(g), 2);
	t_apply(g, 2, "YR");
	assert_int_equal(uno_game_direction(g), 1);
	assert_int_equal(uno_game_current_player(g), 0);
	uno_game_free(g);
}

/* C-4: a Draw Two makes the next player draw 2 and lose the turn. */
static void test_c4_draw_two_next_draws_two_and_loses_turn(void **state)
{
	const char *h[] = { "RD2 R1 R2 R3", "Y1 Y2 Y3 Y4", "B1 B2 B3 R4" };
	uno_game *g = t_game("classic", NULL, 3, -1, h, "R5", "B8 B9 G1", true);
	int pile = uno_game_draw_pile_size(g);

	(void)state;
	t_apply(g, 0, "RD2");
	assert_string_equal(t_hand(g, 1), "Y1 Y2 Y3 Y4 B8 B9");
	assert_int_equal(uno_game_draw_pile_size(g), pile - 2);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_color(g), UNO_RED);
	/* No stacking by default: seat 1 never gets to answer. */
	t_refuse(g, 1, "draw", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	/* The next draw continues from the pile's front. */
	t_apply(g, 2, "draw");
	assert_string_equal(t_hand(g, 2), "G1 B1 B2 B3 R4");
	uno_game_free(g);
}

/*
 * C-5: a Wild goes on anything, naming any color, the current one too;
 * played without a color it leaves a COLOR decision to the same player,
 * and nobody else may move meanwhile.
 */
static void test_c5_wild_on_anything_and_color_decision(void **state)
{
	const char *h[] = { "W B1 B2 B3 B4 B5 B6", "W Y3 R1 R2 R3 R4 R6",
			    "G1 G2 G3 G4 G5 G6 G8" };
	uno_game *g = t_game("classic", NULL, 3, -1, h, "Y7", NULL, true);
	uno_card top;

	(void)state;
	/* Naming the current color is allowed. */
	assert_true(t_is_legal(g, 0, "W/Y"));
	t_apply(g, 0, "W/Y");
	assert_string_equal(t_top(g), "W/Y");
	assert_int_equal(uno_game_current_color(g), UNO_YELLOW);
	assert_int_equal(uno_game_current_player(g), 1);

	/* A Wild on a Wild, color left open. */
	t_apply(g, 1, "W");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_top_card(g, &top), UNO_OK);
	assert_int_equal(top.kind, UNO_WILD);
	assert_int_equal(uno_game_discard_pile_size(g), 3);
	assert_string_equal(t_legal(g, 1), "color R color Y color G color B");
	assert_string_equal(t_hand(g, 1), "R1 R2 R3 Y3 R4 R6");
	t_refuse(g, 2, "color R", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 2, "G1", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 0, "draw", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 1, "Y3", UNO_EILLEGAL, UNO_REASON_WRONG_DECISION);

	t_apply(g, 1, "color R");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_current_color(g), UNO_RED);
	assert_string_equal(t_top(g), "W/R");
	t_refuse(g, 2, "G1", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	assert_string_equal(t_legal(g, 2), "draw");
	uno_game_free(g);
}

/*
 * C-5, G-1: between a wild played without a color and the color being
 * named, there is no current color (game.h: uno_game_current_color() is
 * UNO_NO_COLOR while a color is still to be named) and the wild on top
 * carries none; the previous color does not linger.
 */
static void test_c5_no_current_color_until_wild_color_named(void **state)
{
	const char *h[] = { "W B1 B2 B3 B4 B5 B6", "Y1 Y2 Y3 Y4 Y6 Y8 Y9",
			    "G1 G2 G3 G4 G5 G6 G8" };
	uno_game *g = t_game("classic", NULL, 3, -1, h, "Y7", NULL, true);
	uno_card top;

	(void)state;
	t_apply(g, 0, "W");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	/* Read everything first, so that a failure leaks nothing. */
	int pending = uno_game_current_color(g);
	assert_int_equal(uno_game_top_card(g, &top), UNO_OK);
	t_apply(g, 0, "color B");
	int named = uno_game_current_color(g);
	uno_card after;
	assert_int_equal(uno_game_top_card(g, &after), UNO_OK);
	uno_game_free(g);

	assert_int_equal(top.kind, UNO_WILD);
	assert_int_equal(pending, UNO_NO_COLOR);
	assert_int_equal(top.color, UNO_NO_COLOR);
	assert_int_equal(named, UNO_BLUE);
	assert_int_equal(after.kind, UNO_WILD);
	assert_int_equal(after.color, UNO_BLUE);
}

/*
 * C-6: a Wild Draw Four is legal with no card of the current color, even
 * when holding same-number cards of other colors and wilds; a challenge
 * then finds it innocent.
 */
static void test_c6_wild_draw_four_legal_without_current_color(void **state)
{
	const char *h[] = { "Y5 B5 W W4 GS G1 B9", "Y1 Y2 Y3 Y4 Y6 Y7 Y8",
			    "B1 B2 B3 B4 B6 B7 B8" };
	uno_game *g = t_game("classic", NULL, 3, -1, h, "R5",
			     "G7 G8 G9 B0 Y0 G0", true);
	int pile = uno_game_draw_pile_size(g);

	(void)state;
	assert_true(t_is_legal(g, 0, "W4/G"));
	t_apply(g, 0, "W4/G");
	assert_string_equal(t_top(g), "W4/G");
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_string_equal(t_legal(g, 1), "challenge accept");

	/* Innocent: the challenger draws 4 + 2 and loses the turn. */
	t_apply(g, 1, "challenge");
	assert_string_equal(t_hand(g, 1),
			    "Y0 G0 B0 Y1 Y2 Y3 Y4 Y6 Y7 G7 Y8 G8 G9");
	assert_int_equal(uno_game_draw_pile_size(g), pile - 6);
	assert_int_equal(uno_game_hand_size(g, 0), 6);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	uno_game_free(g);
}

/*
 * C-6: a bluff (holding the current color) is accepted by default and
 * remembered: a challenge finds it guilty.
 */
static void test_c6_bluff_accepted_by_default(void **state)
{
	const char *h[] = { "R2 W4 Y1 Y2 Y3 Y4 Y6", "G1 G2 G3 G4 G6 G7 G8",
			    "B1 B2 B3 B4 B6 B7 B8" };
	uno_game *g =
		t_game("classic", NULL, 3, -1, h, "R5", "B9 R9 Y9 G9", true);

	(void)state;
	assert_string_equal(t_legal(g, 0), "R2 W4/R W4/Y W4/G W4/B draw");
	t_apply(g, 0, "W4/G");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);

	/* Guilty: the bluffer draws 4, the challenger plays on green. */
	t_apply(g, 1, "challenge");
	assert_string_equal(t_hand(g, 0), "Y1 R2 Y2 Y3 Y4 Y6 R9 Y9 G9 B9");
	assert_int_equal(uno_game_hand_size(g, 1), 7);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	t_apply(g, 1, "G1");
	uno_game_free(g);
}

/*
 * C-6, H-6 (strict_wild_draw): the bluff is refused and the game is
 * unchanged; a legal Wild Draw Four offers no challenge, the next player
 * draws 4 and is skipped at once.
 */
static void test_c6_strict_refuses_bluff_and_skips_challenge(void **state)
{
	uno_rules *r = t_rules("classic", UNO_OPT_STRICT_WILD_DRAW, 1, -1);
	const char *bluff[] = { "R2 W4 Y1 Y2 Y3 Y4 Y6", "G1 G2 G3 G4 G6 G7 G8",
				"B1 B2 B3 B4 B6 B7 B8" };
	uno_game *g = t_game("classic", r, 3, -1, bluff, "R5", NULL, true);

	(void)state;
	t_refuse(g, 0, "W4/G", UNO_EILLEGAL, UNO_REASON_WILD_DRAW_RESTRICTED);
	t_refuse(g, 0, "W4", UNO_EILLEGAL, UNO_REASON_WILD_DRAW_RESTRICTED);
	assert_string_equal(t_legal(g, 0), "R2 draw");
	uno_game_free(g);

	const char *fair[] = { "Y5 B5 W W4 GS G1 B9", "Y1 Y2 Y3 Y4 Y6 Y7 Y8",
			       "B1 B2 B3 B4 B6 B7 B8" };
	g = t_game("classic", r, 3, -1, fair, "R5", "G7 G8 G9 R9", true);
	int pile = uno_game_draw_pile_size(g);
	assert_string_equal(t_legal(g, 0),
			    "Y5 B5 W/R W/Y W/G W/B W4/R W4/Y W4/G W4/B draw");
	t_apply(g, 0, "W4/G");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	assert_string_equal(t_hand(g, 1), "Y1 Y2 Y3 Y4 Y6 Y7 G7 Y8 G8 R9 G9");
	assert_int_equal(uno_game_draw_pile_size(g), pile - 4);
	t_refuse(g, 1, "challenge", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * C-8: with two players, Reverse acts as Skip; after Skip, Reverse, Draw
 * Two or an accepted Wild Draw Four the same player plays again.
 */
static void test_c8_two_players_action_cards_replay(void **state)
{
	const char *h[] = { "RR RS RD2 W4 Y1 Y2 Y3", "G1 G2 G3 G4 G6 G7 G8" };
	uno_game *g = t_game("classic", NULL, 2, -1, h, "R5",
			     "B1 B2 B3 B4 B6 B7", true);
	int pile = uno_game_draw_pile_size(g);

	(void)state;
	t_apply(g, 0, "RR");
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_hand_size(g, 1), 7);

	t_apply(g, 0, "RS");
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_hand_size(g, 1), 7);

	t_apply(g, 0, "RD2");
	assert_int_equal(uno_game_current_player(g), 0);
	assert_string_equal(t_hand(g, 1), "G1 B1 G2 B2 G3 G4 G6 G7 G8");
	assert_int_equal(uno_game_draw_pile_size(g), pile - 2);

	/* No red left in seat 0's hand: a fair Wild Draw Four. */
	t_apply(g, 0, "W4/B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	assert_int_equal(uno_game_current_player(g), 1);
	t_apply(g, 1, "accept");
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	assert_string_equal(t_hand(g, 0), "Y1 Y2 Y3");
	assert_string_equal(t_hand(g, 1),
			    "G1 B1 G2 B2 G3 B3 G4 B4 G6 B6 G7 B7 G8");
	assert_int_equal(uno_game_draw_pile_size(g), pile - 6);
	uno_game_free(g);
}

/*
 * G-10: illegal moves are refused with their reason and leave the game
 * exactly as it was; a legal move still goes through afterwards.
 */
static void test_g10_illegal_moves_refused_unchanged(void **state)
{
	const char *h[] = { "R1 Y2 B3 G4 Y6 B7 G8", "R3 Y1 B1 G1 Y4 B4 G6",
			    "R6 Y7 B8 G9 Y9 B9 G7" };
	uno_game *g = t_game("classic", NULL, 3, -1, h, "R5", NULL, true);

	(void)state;
	/* Out of turn, even with a card that would match. */
	t_refuse(g, 1, "R3", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 1, "draw", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 2, "R6", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 2, "pass", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	/* Not in hand, though it would match red. */
	t_refuse(g, 0, "R9", UNO_EILLEGAL, UNO_REASON_NOT_IN_HAND);
	t_refuse(g, 0, "W", UNO_EILLEGAL, UNO_REASON_NOT_IN_HAND);
	/* In hand, no match. */
	t_refuse(g, 0, "Y2", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	t_refuse(g, 0, "G8", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	/* A pass while the draw pile has cards. */
	t_refuse(g, 0, "pass", UNO_EILLEGAL, UNO_REASON_CANNOT_PASS);
	/* Answers to decisions that are not pending. */
	t_refuse(g, 0, "accept", UNO_EILLEGAL, UNO_REASON_WRONG_DECISION);
	t_refuse(g, 0, "challenge", UNO_EILLEGAL, UNO_REASON_WRONG_DECISION);

	assert_string_equal(t_legal(g, 0), "R1 draw");
	t_apply(g, 0, "R1");
	assert_int_equal(uno_game_current_player(g), 1);
	/* The seat that just played is now out of turn. */
	t_refuse(g, 0, "Y2", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	uno_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(
			test_g2_legal_plays_match_color_number_or_wild),
		cmocka_unit_test(test_g2_symbol_matches_across_colors),
		cmocka_unit_test(test_g2_draw_two_on_draw_two_but_not_skip),
		cmocka_unit_test(test_g3_draw_with_playable_card_then_pass),
		cmocka_unit_test(test_g3_unplayable_drawn_card_ends_turn),
		cmocka_unit_test(test_g4_reshuffle_discards_into_draw_pile),
		cmocka_unit_test(test_g4_reshuffled_wild_is_colorless),
		cmocka_unit_test(test_g4_pass_when_nothing_can_be_drawn),
		cmocka_unit_test(test_c4_skip_skips_next_player),
		cmocka_unit_test(test_c4_reverse_changes_direction),
		cmocka_unit_test(
			test_c4_draw_two_next_draws_two_and_loses_turn),
		cmocka_unit_test(test_c5_wild_on_anything_and_color_decision),
		cmocka_unit_test(
			test_c5_no_current_color_until_wild_color_named),
		cmocka_unit_test(
			test_c6_wild_draw_four_legal_without_current_color),
		cmocka_unit_test(test_c6_bluff_accepted_by_default),
		cmocka_unit_test(
			test_c6_strict_refuses_bluff_and_skips_challenge),
		cmocka_unit_test(test_c8_two_players_action_cards_replay),
		cmocka_unit_test(test_g10_illegal_moves_refused_unchanged),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
