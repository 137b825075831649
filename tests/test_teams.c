/*
 * UNO Teams (`teams`): seating and teams (TM-1), the 112-card deck with team
 * cards (TM-2), the first discard (TM-3), Team Play (TM-4), Team Wild Draw
 * Four (TM-5), the automatic UNO penalty (TM-6), the hand-off on going out
 * and seats out of the game (TM-7), and winning as a team (TM-8), as
 * doc/variants/teams.md states them.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdio.h>
#include <string.h>

/* Large; one recorder shared by the tests (each install resets it). */
static struct t_events ev;

/* A four-seat Teams game from a full, exact deck; seat 0 plays first. */
static uno_game *four(const uno_rules *r, const char *h0, const char *h1,
		      const char *h2, const char *h3, const char *first,
		      const char *draw)
{
	const char *hands[] = { h0, h1, h2, h3 };
	return t_game("teams", r, 4, -1, hands, first, draw, true);
}

/* The same with six seats (teammates s and s + 3). */
static uno_game *six(const char *const *hands, const char *first, const char *draw)
{
	return t_game("teams", NULL, 6, -1, hands, first, draw, true);
}

/* Recorded events of a type and seat; reason and value are matched
 * unless they are -1. */
static int count_ev(int type, int seat, int reason, int value)
{
	int n = 0;
	for (int i = 0; i < ev.n; i++) {
		const uno_event *e = &ev.ev[i];
		if (e->type != type || e->seat != seat)
			continue;
		if (reason >= 0 && e->reason != reason)
			continue;
		if (value >= 0 && e->value != value)
			continue;
		n++;
	}
	return n;
}

/* The index of the last recorded event of a type, or -1. */
static int last_event(int type)
{
	for (int i = ev.n - 1; i >= 0; i--)
		if (ev.ev[i].type == type)
			return i;
	return -1;
}

static const uno_rules *teams_rules(void)
{
	const uno_rules *r;
	assert_int_equal(uno_rules_builtin(&r, "teams"), UNO_OK);
	return r;
}

/* ------------------------------------------------------------------------
 * TM-1: seating and teams.
 */

/* TM-1: Teams is played by 4, 6 or 8 players only; every other count is
 * refused when a game is created (shuffled or scripted). */
static void test_tm1_only_four_six_or_eight_players_TM1(void **state)
{
	(void)state;
	const uno_rules *r = teams_rules();
	uno_card deck[UNO_MAX_DECK];
	int n = uno_rules_deck(r, deck, UNO_MAX_DECK);
	int min = 0, max = 0;

	assert_int_equal(uno_rules_players(r, &min, &max), UNO_OK);
	assert_int_equal(min, 4);
	assert_int_equal(max, 8);
	assert_int_equal(uno_rules_team_size(r), 2);
	assert_int_equal(n, 112);

	for (int p = 2; p <= 10; p++) {
		int ok = p == 4 || p == 6 || p == 8;
		uno_game *g = NULL;

		assert_int_equal(uno_rules_allows_players(r, p), ok);
		assert_int_equal(uno_game_new(&g, r, p, 42, NULL, NULL),
				 ok ? UNO_OK : UNO_EINVAL);
		if (ok)
			assert_non_null(g);
		else
			assert_null(g);
		uno_game_free(g);

		g = NULL;
		assert_int_equal(uno_game_new_scripted(&g, r, p, 1, deck, (size_t)n,
						       -1, 0, NULL, NULL),
				 ok ? UNO_OK : UNO_EINVAL);
		if (ok)
			assert_non_null(g);
		else
			assert_null(g);
		uno_game_free(g);
	}
}

/* TM-1: teammates sit across; the team of seat s is s % (n/2), so seats s
 * and s + n/2 share a team and neighbours never do. */
static void test_tm1_team_is_seat_mod_half_TM1(void **state)
{
	(void)state;
	const uno_rules *r = teams_rules();

	for (int p = 4; p <= 8; p += 2) {
		uno_game *g = NULL;
		assert_int_equal(uno_game_new(&g, r, p, 7, NULL, NULL), UNO_OK);
		for (int s = 0; s < p; s++) {
			assert_int_equal(uno_game_team(g, s), s % (p / 2));
			assert_int_equal(uno_game_team(g, s),
					 uno_game_team(g, (s + p / 2) % p));
			assert_int_not_equal(uno_game_team(g, s),
					     uno_game_team(g, (s + 1) % p));
			assert_int_equal(uno_game_seat_status(g, s), UNO_SEAT_IN);
		}
		uno_game_free(g);
	}
}

/* TM-1: play goes in seat order 0, 1, 2, ... (so the teams alternate). */
static void test_tm1_play_in_seat_order_TM1(void **state)
{
	(void)state;
	const char *hands[] = { "R1 G1 Y1", "R2 G2 Y2", "R3 G3 Y3",
				"R4 G4 Y4", "R5 G5 Y5", "R6 G6 Y6" };
	uno_game *g = six(hands, "R9", "");
	static const char *const plays[] = { "R1", "R2", "R3", "R4", "R5", "R6" };

	assert_int_equal(uno_game_direction(g), 1);
	for (int s = 0; s < 6; s++) {
		assert_int_equal(uno_game_current_player(g), s);
		t_apply(g, s, plays[s]);
	}
	assert_int_equal(uno_game_current_player(g), 0);
	uno_game_free(g);
}

/* ------------------------------------------------------------------------
 * TM-2: the deck.
 */

/* TM-2: 112 cards: the Classic colored cards, 4 Wild, 4 Team Play, 4 Team
 * Wild Draw Four, and no Wild Draw Four. */
static void test_tm2_deck_has_team_cards_instead_of_wild_draw_four_TM2(void **state)
{
	(void)state;
	const uno_rules *r = teams_rules();
	uno_card deck[UNO_MAX_DECK];
	int kinds[UNO_KIND_COUNT] = { 0 };
	int per_color[4] = { 0 };
	int n = uno_rules_deck(r, deck, UNO_MAX_DECK);

	assert_int_equal(n, 112);
	for (int i = 0; i < n; i++) {
		kinds[deck[i].kind]++;
		if (!uno_kind_is_wild(deck[i].kind))
			per_color[deck[i].color]++;
		else
			assert_int_equal(deck[i].color, UNO_NO_COLOR);
	}
	assert_int_equal(kinds[UNO_WILD], 4);
	assert_int_equal(kinds[UNO_TEAM_PLAY], 4);
	assert_int_equal(kinds[UNO_TEAM_DRAW_FOUR], 4);
	assert_int_equal(kinds[UNO_WILD_DRAW_FOUR], 0);
	assert_int_equal(kinds[UNO_WILD_DRAW_TWO], 0);
	assert_int_equal(kinds[UNO_CASTING_CALL], 0);
	assert_int_equal(kinds[UNO_DRAW_ONE], 0);
	assert_int_equal(kinds[UNO_ZERO], 4);
	for (int k = UNO_ONE; k <= UNO_NINE; k++)
		assert_int_equal(kinds[k], 8);
	assert_int_equal(kinds[UNO_SKIP], 8);
	assert_int_equal(kinds[UNO_REVERSE], 8);
	assert_int_equal(kinds[UNO_DRAW_TWO], 8);
	for (int c = 0; c < 4; c++)
		assert_int_equal(per_color[c], 25);
}

/* TM-2: a scripted deck that holds a Wild Draw Four is not the Teams deck,
 * whether it is the whole deck with a team card swapped for it or a part
 * of the deck; the same decks without it are accepted. */
static void test_tm2_scripted_deck_with_wild_draw_four_refused_TM2(void **state)
{
	(void)state;
	const uno_rules *r = teams_rules();
	uno_card deck[UNO_MAX_DECK];
	const uno_card w4 = { UNO_WILD_DRAW_FOUR, UNO_NO_COLOR };
	int n = uno_rules_deck(r, deck, UNO_MAX_DECK);
	int t4 = -1;
	uno_game *g = NULL;

	assert_int_equal(n, 112);
	for (int i = 0; i < n; i++)
		if (deck[i].kind == UNO_TEAM_DRAW_FOUR)
			t4 = i;
	assert_true(t4 >= 0);

	/* The exact deck is fine ... */
	assert_int_equal(uno_game_new_scripted(&g, r, 4, 1, deck, (size_t)n, -1, 0,
					       NULL, NULL), UNO_OK);
	uno_game_free(g);

	/* ... the same with a Wild Draw Four in place of a Team Wild Draw Four
	 * is not. */
	uno_card bad[UNO_MAX_DECK];
	memcpy(bad, deck, sizeof(uno_card) * (size_t)n);
	bad[t4] = w4;
	g = NULL;
	assert_int_equal(uno_game_new_scripted(&g, r, 4, 1, bad, (size_t)n, -1, 0,
					       NULL, NULL), UNO_EDECK);
	assert_null(g);

	/* A partial deck: 40 Teams cards are a part of the deck; adding a Wild
	 * Draw Four makes it not. */
	memcpy(bad, deck, sizeof(uno_card) * 40);
	assert_int_equal(uno_game_new_scripted(&g, r, 4, 1, bad, 40, -1,
					       UNO_SCRIPT_PARTIAL, NULL, NULL), UNO_OK);
	uno_game_free(g);
	bad[40] = w4;
	g = NULL;
	assert_int_equal(uno_game_new_scripted(&g, r, 4, 1, bad, 41, -1,
					       UNO_SCRIPT_PARTIAL, NULL, NULL), UNO_EDECK);
	assert_null(g);
	bad[5] = w4;
	assert_int_equal(uno_game_new_scripted(&g, r, 4, 1, bad, 40, -1,
					       UNO_SCRIPT_PARTIAL, NULL, NULL), UNO_EDECK);
	assert_null(g);
}

/* TM-2, TM-8: every wild and team card scores 50, colored actions 20,
 * numbers face value; the Wild Draw Four is not a Teams card at all. */
static void test_tm2_team_cards_score_fifty_TM2(void **state)
{
	(void)state;
	const uno_rules *r = teams_rules();

	assert_int_equal(uno_rules_points(r, UNO_TEAM_PLAY), 50);
	assert_int_equal(uno_rules_points(r, UNO_TEAM_DRAW_FOUR), 50);
	assert_int_equal(uno_rules_points(r, UNO_WILD), 50);
	assert_int_equal(uno_rules_points(r, UNO_SKIP), 20);
	assert_int_equal(uno_rules_points(r, UNO_REVERSE), 20);
	assert_int_equal(uno_rules_points(r, UNO_DRAW_TWO), 20);
	assert_int_equal(uno_rules_points(r, UNO_SEVEN), 7);
	assert_int_equal(uno_rules_points(r, UNO_ZERO), 0);
	assert_int_equal(uno_rules_points(r, UNO_WILD_DRAW_FOUR), UNO_EINVAL);
}

/* TM-2: a Wild Draw Four cannot be played in Teams (nobody can hold one). */
static void test_tm2_wild_draw_four_play_refused_TM2(void **state)
{
	(void)state;
	uno_game *g = four(NULL, "R1 G2 T4", "R3 G4 Y5", "R6 G7 Y8", "B1 B2 B3",
			   "R5", "");
	uno_move m;
	int why = -1;

	assert_int_equal(uno_move_parse("W4/G", 4, &m), UNO_OK);
	assert_int_equal(uno_game_check_move(g, 0, &m, &why), UNO_EILLEGAL);
	assert_int_not_equal(why, UNO_REASON_OK);
	assert_int_equal(uno_game_apply(g, 0, &m), UNO_EILLEGAL);
	assert_int_equal(uno_game_hand_size(g, 0), 3);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_null(strstr(t_legal(g, 0), "W4"));
	uno_game_free(g);
}

/* ------------------------------------------------------------------------
 * TM-3: the first discard.
 */

/* TM-3: a Skip, Draw Two or Reverse turned first has no effect: the seat
 * left of the dealer plays first, clockwise, nobody draws, and that seat
 * plays normally against the card. Dealer 1 makes Reverse's Classic effect
 * (dealer plays first, counterclockwise) visible too. */
static void test_tm3_action_first_card_has_no_effect_TM3(void **state)
{
	(void)state;
	static const char *const firsts[] = { "RS", "RD2", "RR" };

	for (size_t i = 0; i < sizeof firsts / sizeof firsts[0]; i++) {
		const char *hands[] = { "B1 B2 B3", "Y1 Y2 Y3", "R4 G5 Y6", "G1 G2 G3" };
		uno_game *g = t_game("teams", NULL, 4, 1, hands, firsts[i], "", true);

		assert_int_equal(uno_game_dealer(g), 1);
		assert_int_equal(uno_game_current_player(g), 2);
		assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
		assert_int_equal(uno_game_direction(g), 1);
		assert_int_equal(uno_game_current_color(g), UNO_RED);
		for (int s = 0; s < 4; s++)
			assert_int_equal(uno_game_hand_size(g, s), 3);
		assert_int_equal(uno_game_draw_pile_size(g), 112 - 12 - 1);
		assert_int_equal(uno_game_discard_pile_size(g), 1);

		/* The first player plays normally: only matches are legal. */
		t_refuse(g, 2, "G5", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
		t_apply(g, 2, "R4");
		assert_int_equal(uno_game_current_player(g), 3);
		assert_int_equal(uno_game_direction(g), 1);
		uno_game_free(g);
	}
}

/* TM-3: a Wild, Team Play or Team Wild Draw Four turned first stays on the
 * pile with no color and no effect; any card may be played on it first,
 * after which matching is normal. */
static void test_tm3_wild_first_card_matches_anything_TM3(void **state)
{
	(void)state;
	static const char *const firsts[] = { "W", "TP", "T4" };
	static const int kinds[] = { UNO_WILD, UNO_TEAM_PLAY, UNO_TEAM_DRAW_FOUR };

	for (size_t i = 0; i < sizeof firsts / sizeof firsts[0]; i++) {
		uno_game *g = four(NULL, "R4 G5 Y6", "G7 Y5 B9", "R1 R2 R3",
				   "Y1 Y2 Y3", firsts[i], "");
		uno_card top;

		assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
		assert_int_equal(uno_game_current_player(g), 0);
		assert_int_equal(uno_game_direction(g), 1);
		assert_int_equal(uno_game_current_color(g), UNO_NO_COLOR);
		assert_int_equal(uno_game_top_card(g, &top), UNO_OK);
		assert_int_equal(top.kind, kinds[i]);
		assert_int_equal(uno_game_discard_pile_size(g), 1);
		assert_int_equal(uno_game_draw_pile_size(g), 112 - 12 - 1);
		for (int s = 0; s < 4; s++)
			assert_int_equal(uno_game_hand_size(g, s), 3);

		/* Every card of the first player's hand is legal. */
		assert_true(t_is_legal(g, 0, "R4"));
		assert_true(t_is_legal(g, 0, "G5"));
		assert_true(t_is_legal(g, 0, "Y6"));
		assert_false(t_is_legal(g, 0, "color G"));

		t_apply(g, 0, "G5");
		assert_int_equal(uno_game_current_color(g), UNO_GREEN);
		assert_int_equal(uno_game_current_player(g), 1);
		/* From now on: color or number. */
		assert_true(t_is_legal(g, 1, "G7"));
		assert_true(t_is_legal(g, 1, "Y5"));
		t_refuse(g, 1, "B9", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
		uno_game_free(g);
	}
}

/* ------------------------------------------------------------------------
 * TM-4: Team Play.
 */

/* TM-4: after Team Play the teammate (across) decides next; holding a card
 * that can be played on it, they must play: only plays are listed, draw is
 * refused with UNO_REASON_MUST_PLAY; after their play the game goes on from
 * them, normally, and the Team Play player draws nothing. */
static void test_tm4_team_play_teammate_must_play_TM4(void **state)
{
	(void)state;
	uno_game *g = four(NULL, "TP R1 R2", "R3 Y3 B3", "G5 Y6 B7", "Y8 B8 R8",
			   "R5", "B1 B2");

	t_record_events(g, &ev);
	t_apply(g, 0, "TP/G");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	assert_string_equal(t_legal(g, 2), "G5");
	t_refuse(g, 2, "draw", UNO_EILLEGAL, UNO_REASON_MUST_PLAY);
	t_refuse(g, 2, "Y6", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	/* The next seat in order is passed over. */
	t_refuse(g, 1, "R3", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 1, "draw", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);

	t_apply(g, 2, "G5");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 3);
	assert_int_equal(uno_game_hand_size(g, 0), 2);
	assert_int_equal(uno_game_hand_size(g, 1), 3);
	assert_int_equal(count_ev(UNO_EV_PENALTY, 0, -1, -1), 0);
	assert_int_equal(count_ev(UNO_EV_DRAW, 0, -1, -1), 0);
	/* Normal play again: seat 3 may simply draw. */
	assert_true(t_is_legal(g, 3, "draw"));
	uno_game_free(g);
}

/* TM-4: a wild can always be played, so a teammate holding one must play
 * it (any named color); nothing else is listed. */
static void test_tm4_team_play_teammate_with_wild_must_play_it_TM4(void **state)
{
	(void)state;
	uno_game *g = four(NULL, "TP R1 R2", "R3 Y3 B3", "W Y6 B7", "Y8 B8 R8",
			   "R5", "B1 B2");

	t_apply(g, 0, "TP/G");
	assert_int_equal(uno_game_current_player(g), 2);
	assert_string_equal(t_legal(g, 2), "W/R W/Y W/G W/B");
	t_refuse(g, 2, "draw", UNO_EILLEGAL, UNO_REASON_MUST_PLAY);
	t_apply(g, 2, "W/Y");
	assert_int_equal(uno_game_current_player(g), 3);
	assert_int_equal(uno_game_current_color(g), UNO_YELLOW);
	assert_int_equal(uno_game_hand_size(g, 0), 2);
	uno_game_free(g);
}

/* TM-4: a teammate who cannot play on Team Play does not play; the Team
 * Play player draws 2 (UNO_DRAW_TEAM_PLAY) and the seat after the teammate
 * plays next. */
static void test_tm4_team_play_unanswered_player_draws_two_TM4(void **state)
{
	(void)state;
	uno_game *g = four(NULL, "TP R1 R2", "R3 Y3 B3", "Y5 Y6 B7", "Y8 B8 R8",
			   "R5", "B1 B2");

	t_record_events(g, &ev);
	t_apply(g, 0, "TP/G");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 3);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	assert_string_equal(t_hand(g, 0), "R1 B1 R2 B2");
	assert_string_equal(t_hand(g, 2), "Y5 Y6 B7");
	assert_int_equal(uno_game_hand_size(g, 1), 3);
	assert_int_equal(uno_game_hand_size(g, 3), 3);
	assert_int_equal(count_ev(UNO_EV_PENALTY, 0, UNO_DRAW_TEAM_PLAY, 2), 1);
	assert_int_equal(count_ev(UNO_EV_DRAW, 0, UNO_DRAW_TEAM_PLAY, -1), 2);
	assert_int_equal(count_ev(UNO_EV_PLAY, 2, -1, -1), 0);
	assert_int_equal(count_ev(UNO_EV_DRAW, 2, -1, -1), 0);
	uno_game_free(g);
}

/* TM-4 with six seats: the teammate is three seats on, and after an
 * unanswered Team Play (color named afterwards) play continues after the
 * teammate, not after the Team Play player. */
static void test_tm4_team_play_six_players_continues_after_teammate_TM4(void **state)
{
	(void)state;
	const char *hands[] = { "TP R1 R2", "Y1 Y2 Y3", "B1 B2 B3",
				"Y4 Y5 B4", "R4 G4 Y6", "B5 B6 B7" };
	uno_game *g = six(hands, "R5", "B8 B9");

	t_record_events(g, &ev);
	t_apply(g, 0, "TP");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(uno_game_current_player(g), 0);
	t_apply(g, 0, "color G");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 4);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	assert_string_equal(t_hand(g, 0), "R1 R2 B8 B9");
	assert_int_equal(uno_game_hand_size(g, 3), 3);
	assert_int_equal(count_ev(UNO_EV_PENALTY, 0, UNO_DRAW_TEAM_PLAY, 2), 1);
	uno_game_free(g);
}

/*
 * The opening that puts seat 1 out of the game (TM-7) in a four-seat game
 * dealt two cards each: every seat plays a red card with the UNO call,
 * seat 0 draws (the first draw card must not play on R5), and seat 1 plays
 * its last card while its teammate, seat 3, holds exactly one. Hands: seat 0
 * "R1 x0", seat 1 "R2 R3", seat 2 "R4 x2", seat 3 "R5 x3". Events are
 * recorded from the start. Returns with seat 2 to play on R3.
 */
static uno_game *seat1_out(const uno_rules *r, const char *x0, const char *x2,
			   const char *x3, const char *draw)
{
	char h0[32], h2[32], h3[32];
	snprintf(h0, sizeof h0, "R1 %s", x0);
	snprintf(h2, sizeof h2, "R4 %s", x2);
	snprintf(h3, sizeof h3, "R5 %s", x3);
	uno_game *g = four(r, h0, "R2 R3", h2, h3, "R0", draw);

	t_record_events(g, &ev);
	t_apply(g, 0, "R1!");
	t_apply(g, 1, "R2!");
	t_apply(g, 2, "R4!");
	t_apply(g, 3, "R5!");
	t_apply(g, 0, "draw");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_hand_size(g, 0), 2);
	t_apply(g, 1, "R3");
	assert_int_equal(uno_game_seat_status(g, 1), UNO_SEAT_OUT);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 2);
	return g;
}

/* TM-4: with the teammate out of the game, Team Play is a plain Wild: the
 * next player in the direction of play (skipping the seat that is out)
 * plays, and nobody draws. */
static void test_tm4_team_play_with_teammate_out_is_plain_wild_TM4(void **state)
{
	(void)state;
	uno_game *g = seat1_out(NULL, "B2", "B4", "TP", "G9 G8 G7 G6 G5");

	t_apply(g, 2, "draw");
	t_apply(g, 3, "draw");
	t_apply(g, 0, "draw");
	assert_int_equal(uno_game_current_player(g), 2);
	t_apply(g, 2, "draw");
	assert_int_equal(uno_game_current_player(g), 3);
	assert_int_equal(uno_game_hand_size(g, 3), 2);

	int draws = uno_game_draw_pile_size(g);
	t_apply(g, 3, "TP/B!");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	assert_int_equal(uno_game_hand_size(g, 3), 1);
	assert_int_equal(uno_game_hand_size(g, 1), 0);
	assert_int_equal(uno_game_seat_status(g, 1), UNO_SEAT_OUT);
	assert_int_equal(uno_game_draw_pile_size(g), draws);
	assert_int_equal(count_ev(UNO_EV_PENALTY, 3, UNO_DRAW_TEAM_PLAY, -1), 0);
	assert_int_equal(count_ev(UNO_EV_DRAW, 3, UNO_DRAW_TEAM_PLAY, -1), 0);
	uno_game_free(g);
}

/* ------------------------------------------------------------------------
 * TM-5: Team Wild Draw Four.
 */

/* TM-5: Team Wild Draw Four may be played while holding the current color;
 * the next player draws 2 and is skipped, that player's teammate (three
 * seats on, with six players) draws 2 and keeps their turn; there is no
 * challenge decision. */
static void test_tm5_team_draw_four_hits_next_and_teammate_TM5(void **state)
{
	(void)state;
	const char *hands[] = { "T4 R1 R2", "Y1 Y2 Y3", "G1 G2 G3",
				"B1 B2 B3", "Y4 Y5 Y6", "G4 G5 G6" };
	uno_game *g = six(hands, "R5", "B7 B8 B9 Y9");

	assert_int_equal(uno_game_current_color(g), UNO_RED);
	assert_true(t_is_legal(g, 0, "T4/G"));
	assert_true(t_is_legal(g, 0, "R1"));
	int draws = uno_game_draw_pile_size(g);

	t_record_events(g, &ev);
	t_apply(g, 0, "T4/G");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	assert_int_equal(uno_game_hand_size(g, 1), 5);
	assert_int_equal(uno_game_hand_size(g, 4), 5);
	assert_int_equal(uno_game_hand_size(g, 0), 2);
	assert_int_equal(uno_game_hand_size(g, 2), 3);
	assert_int_equal(uno_game_hand_size(g, 3), 3);
	assert_int_equal(uno_game_hand_size(g, 5), 3);
	assert_int_equal(uno_game_draw_pile_size(g), draws - 4);
	assert_int_equal(count_ev(UNO_EV_PENALTY, 1, UNO_DRAW_CARD_EFFECT, 2), 1);
	assert_int_equal(count_ev(UNO_EV_PENALTY, 4, UNO_DRAW_CARD_EFFECT, 2), 1);
	assert_int_equal(count_ev(UNO_EV_DRAW, 1, -1, -1), 2);
	assert_int_equal(count_ev(UNO_EV_DRAW, 4, -1, -1), 2);
	assert_int_equal(count_ev(UNO_EV_SKIP, 1, -1, -1), 1);
	assert_int_equal(count_ev(UNO_EV_SKIP, 4, -1, -1), 0);
	assert_int_equal(t_find_event(&ev, UNO_EV_CHALLENGE, 0), -1);

	/* No challenge, from the victim or from the seat now to play. */
	t_refuse(g, 1, "challenge", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 1, "accept", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 2, "challenge", UNO_EILLEGAL, UNO_REASON_WRONG_DECISION);
	assert_null(strstr(t_legal(g, 1), "challenge"));
	assert_null(strstr(t_legal(g, 2), "challenge"));

	/* The teammate of the victim was not skipped. */
	t_apply(g, 2, "G1");
	t_apply(g, 3, "B1");
	assert_int_equal(uno_game_current_player(g), 4);
	uno_game_free(g);
}

/* TM-5: the victim's teammate draws 2 even while out of the game; the
 * cards bring them back (UNO_EV_SEAT_BACK, UNO_SEAT_IN) and they get turns
 * again. */
static void test_tm5_team_draw_four_brings_out_teammate_back_TM5(void **state)
{
	(void)state;
	uno_game *g = seat1_out(NULL, "B2", "T4", "B6",
				"G9 G8 G7 G6 G5 G4 G3 G2");

	t_apply(g, 2, "draw");
	t_apply(g, 3, "draw");
	t_apply(g, 0, "draw");
	/* Seat 1 is still out: passed over. */
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(count_ev(UNO_EV_SEAT_BACK, 1, -1, -1), 0);

	t_apply(g, 2, "T4/B!");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_hand_size(g, 3), 4);
	assert_int_equal(uno_game_hand_size(g, 1), 2);
	assert_int_equal(uno_game_seat_status(g, 1), UNO_SEAT_IN);
	assert_int_equal(count_ev(UNO_EV_SEAT_BACK, 1, -1, -1), 1);
	assert_int_equal(count_ev(UNO_EV_PENALTY, 1, -1, 2), 1);
	assert_int_equal(count_ev(UNO_EV_PENALTY, 3, -1, 2), 1);
	assert_int_equal(count_ev(UNO_EV_SKIP, 3, -1, -1), 1);

	/* Back in the turn order. */
	t_apply(g, 0, "B2");
	assert_int_equal(uno_game_current_player(g), 1);
	t_apply(g, 1, "draw");
	uno_game_free(g);
}

/* ------------------------------------------------------------------------
 * TM-6: UNO without catches.
 */

/* The four hands of the TM-6 tests; seat 0 can play R1 to one card. */
static uno_game *uno_game_for_tm6(const uno_rules *r, const char *draw)
{
	return four(r, "R1 Y2", "R3 G4", "Y5 B6", "Y7 B8", "R9", draw);
}

/* TM-6: nobody can catch (never listed; refused as not in the variant);
 * the seat that did not call draws 2 by itself as soon as the next player
 * plays, not before, and only once. */
static void test_tm6_no_catch_uncalled_penalty_on_next_play_TM6(void **state)
{
	(void)state;
	uno_game *g = uno_game_for_tm6(NULL, "G7 G8 G9");

	t_record_events(g, &ev);
	t_apply(g, 0, "R1");
	assert_int_equal(uno_game_hand_size(g, 0), 1);
	assert_int_equal(uno_game_uno_called(g, 0), 0);
	for (int s = 0; s < 4; s++)
		assert_null(strstr(t_legal(g, s), "catch"));
	t_refuse(g, 1, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_IN_VARIANT);
	t_refuse(g, 2, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_IN_VARIANT);
	t_refuse(g, 3, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_IN_VARIANT);
	/* Not yet: the penalty waits for the next player's move. */
	assert_int_equal(uno_game_hand_size(g, 0), 1);
	assert_int_equal(count_ev(UNO_EV_PENALTY, 0, -1, -1), 0);

	t_apply(g, 1, "R3!");
	assert_int_equal(uno_game_hand_size(g, 0), 3);
	assert_string_equal(t_hand(g, 0), "Y2 G7 G8");
	assert_int_equal(count_ev(UNO_EV_PENALTY, 0, UNO_DRAW_UNO_PENALTY, 2), 1);
	assert_int_equal(count_ev(UNO_EV_DRAW, 0, UNO_DRAW_UNO_PENALTY, -1), 2);
	assert_int_equal(t_find_event(&ev, UNO_EV_CATCH, 0), -1);
	t_refuse(g, 0, "uno", UNO_EILLEGAL, UNO_REASON_UNO_NOT_LAST);

	/* Once is all. */
	t_apply(g, 2, "draw");
	assert_int_equal(uno_game_hand_size(g, 0), 3);
	assert_int_equal(count_ev(UNO_EV_PENALTY, 0, -1, -1), 1);
	uno_game_free(g);
}

/* TM-6: a draw by the next player also starts their move, so the uncalled
 * seat draws its penalty then. */
static void test_tm6_penalty_when_next_player_draws_TM6(void **state)
{
	(void)state;
	uno_game *g = uno_game_for_tm6(NULL, "G7 G8 G9");
	int draws = uno_game_draw_pile_size(g);

	t_record_events(g, &ev);
	t_apply(g, 0, "R1");
	t_apply(g, 1, "draw");
	assert_int_equal(uno_game_hand_size(g, 0), 3);
	assert_int_equal(uno_game_hand_size(g, 1), 3);
	assert_int_equal(uno_game_draw_pile_size(g), draws - 3);
	assert_int_equal(count_ev(UNO_EV_PENALTY, 0, UNO_DRAW_UNO_PENALTY, 2), 1);
	uno_game_free(g);
}

/* TM-6 and G-4: when the uncalled seat's penalty takes the last cards there
 * are (the draw pile and the one card the discard pile can give), the next
 * player's draw finds nothing: it is a pass, and the turn moves on. */
static void test_tm6_penalty_takes_the_last_cards_draw_becomes_pass_TM6_G4(void **state)
{
	(void)state;
	const char *hands[] = { "R1 Y2", "R3 G4", "Y5 B6", "Y7 B8" };
	uno_game *g = t_game("teams", NULL, 4, -1, hands, "R9", "G7", false);

	t_record_events(g, &ev);
	t_apply(g, 0, "R1");
	assert_true(t_is_legal(g, 1, "draw"));
	t_apply(g, 1, "draw");
	/* The penalty: G7 from the pile, then R9 turned over from the discards. */
	assert_string_equal(t_hand(g, 0), "Y2 G7 R9");
	assert_int_equal(count_ev(UNO_EV_PENALTY, 0, UNO_DRAW_UNO_PENALTY, 2), 1);
	/* Nothing was left for seat 1: its draw is a pass. */
	assert_string_equal(t_hand(g, 1), "R3 G4");
	assert_int_equal(count_ev(UNO_EV_DRAW, 1, -1, -1), 0);
	assert_true(t_find_event(&ev, UNO_EV_PASS, 0) >= 0);
	assert_int_equal(uno_game_draw_pile_size(g), 0);
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	uno_game_free(g);
}

/* TM-6: the player's own call avoids the penalty: `uno` before the next
 * player's move, or `!` with the play. */
static void test_tm6_own_call_avoids_penalty_TM6(void **state)
{
	(void)state;
	uno_game *g = uno_game_for_tm6(NULL, "G7 G8 G9");

	t_record_events(g, &ev);
	t_apply(g, 0, "R1");
	assert_true(t_is_legal(g, 0, "uno"));
	t_apply(g, 0, "uno");
	assert_int_equal(uno_game_uno_called(g, 0), 1);
	assert_int_equal(count_ev(UNO_EV_UNO, 0, -1, -1), 1);
	assert_int_equal(uno_game_current_player(g), 1);
	t_apply(g, 1, "R3!");
	t_apply(g, 2, "draw");
	assert_int_equal(uno_game_hand_size(g, 0), 1);
	assert_int_equal(t_find_event(&ev, UNO_EV_PENALTY, 0), -1);
	uno_game_free(g);

	g = uno_game_for_tm6(NULL, "G7 G8 G9");
	t_record_events(g, &ev);
	t_apply(g, 0, "R1!");
	assert_int_equal(uno_game_uno_called(g, 0), 1);
	t_apply(g, 1, "R3!");
	assert_int_equal(uno_game_hand_size(g, 0), 1);
	assert_int_equal(t_find_event(&ev, UNO_EV_PENALTY, 0), -1);
	uno_game_free(g);
}

/* TM-6: only the player's own call counts: the teammate (or anyone else)
 * cannot call for them, and the penalty follows. */
static void test_tm6_teammate_cannot_call_for_player_TM6(void **state)
{
	(void)state;
	uno_game *g = uno_game_for_tm6(NULL, "G7 G8 G9");

	t_record_events(g, &ev);
	t_apply(g, 0, "R1");
	assert_null(strstr(t_legal(g, 2), "uno"));
	t_refuse(g, 2, "uno", UNO_EILLEGAL, UNO_REASON_UNO_NOT_LAST);
	t_refuse(g, 1, "uno", UNO_EILLEGAL, UNO_REASON_UNO_NOT_LAST);
	assert_int_equal(uno_game_uno_called(g, 0), 0);
	t_apply(g, 1, "R3!");
	assert_int_equal(uno_game_hand_size(g, 0), 3);
	assert_int_equal(count_ev(UNO_EV_PENALTY, 0, UNO_DRAW_UNO_PENALTY, 2), 1);
	uno_game_free(g);
}

/* TM-6: the automatic penalty is `uno_penalty` cards. */
static void test_tm6_penalty_follows_uno_penalty_option_TM6(void **state)
{
	(void)state;
	uno_rules *r = t_rules("teams", UNO_OPT_UNO_PENALTY, 4, -1);
	uno_game *g = uno_game_for_tm6(r, "G7 G8 G9 B9");

	t_record_events(g, &ev);
	t_apply(g, 0, "R1");
	t_apply(g, 1, "R3!");
	assert_int_equal(uno_game_hand_size(g, 0), 5);
	assert_string_equal(t_hand(g, 0), "Y2 G7 G8 G9 B9");
	assert_int_equal(count_ev(UNO_EV_PENALTY, 0, UNO_DRAW_UNO_PENALTY, 4), 1);
	uno_game_free(g);
	uno_rules_free(r);
}

/* ------------------------------------------------------------------------
 * TM-7: going out and the hand-off.
 */

/*
 * Seat 0 holds only RS, the others have played to one card with the call,
 * and seat 2 (seat 0's teammate) holds four cards after a Draw Two: seat 0
 * to play.
 */
static uno_game *handoff_opening(void)
{
	uno_game *g = four(NULL, "R1 RS", "RD2 G3", "Y4 Y5", "R6 G6", "R9",
			   "Y6 Y7");

	t_apply(g, 0, "R1!");
	t_apply(g, 1, "RD2!");
	assert_int_equal(uno_game_hand_size(g, 2), 4);
	assert_int_equal(uno_game_current_player(g), 3);
	t_apply(g, 3, "R6!");
	assert_int_equal(uno_game_current_player(g), 0);
	return g;
}

/* TM-7: playing the last card makes the teammate give half their hand
 * (4 cards: 2), one held card per `give`, nothing else allowed; the Skip
 * played as the last card skips the next player after the hand-off. */
static void test_tm7_handoff_gives_half_then_card_effect_TM7(void **state)
{
	(void)state;
	uno_game *g = handoff_opening();

	t_record_events(g, &ev);
	t_apply(g, 0, "RS");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_HANDOFF);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_gives_left(g), 2);
	assert_int_equal(uno_game_hand_size(g, 0), 0);
	assert_int_equal(uno_game_seat_status(g, 0), UNO_SEAT_IN);
	assert_int_equal(uno_game_round_winner(g), UNO_ESTATE);
	assert_string_equal(t_hand(g, 2), "Y4 Y5 Y6 Y7");
	assert_string_equal(t_legal(g, 2), "give Y4 give Y5 give Y6 give Y7");
	/* The Skip has not acted yet. */
	assert_int_equal(count_ev(UNO_EV_SKIP, 1, -1, -1), 0);

	t_refuse(g, 2, "give R9", UNO_EILLEGAL, UNO_REASON_NOT_IN_HAND);
	t_refuse(g, 2, "give G3", UNO_EILLEGAL, UNO_REASON_NOT_IN_HAND);
	t_refuse(g, 2, "Y4", UNO_EILLEGAL, UNO_REASON_WRONG_DECISION);
	t_refuse(g, 2, "draw", UNO_EILLEGAL, UNO_REASON_WRONG_DECISION);
	t_refuse(g, 1, "G3", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 1, "give G3", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 3, "give G6", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);

	t_apply(g, 2, "give Y4");
	int i = last_event(UNO_EV_GIVE);
	assert_true(i >= 0);
	assert_int_equal(ev.ev[i].seat, 2);
	assert_int_equal(ev.ev[i].other, 0);
	assert_int_equal(ev.ev[i].card.kind, UNO_FOUR);
	assert_int_equal(ev.ev[i].card.color, UNO_YELLOW);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_HANDOFF);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_gives_left(g), 1);
	assert_string_equal(t_hand(g, 0), "Y4");
	assert_string_equal(t_hand(g, 2), "Y5 Y6 Y7");
	assert_int_equal(count_ev(UNO_EV_SKIP, 1, -1, -1), 0);

	t_apply(g, 2, "give Y6");
	assert_int_equal(count_ev(UNO_EV_GIVE, 2, -1, -1), 2);
	assert_int_equal(uno_game_gives_left(g), 0);
	assert_string_equal(t_hand(g, 0), "Y4 Y6");
	assert_string_equal(t_hand(g, 2), "Y5 Y7");
	/* Now the Skip: seat 1 loses its turn, seat 2 plays. */
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(count_ev(UNO_EV_SKIP, 1, -1, -1), 1);
	assert_true(t_find_event(&ev, UNO_EV_SKIP, 0) > last_event(UNO_EV_GIVE));
	assert_int_equal(uno_game_seat_status(g, 0), UNO_SEAT_IN);
	assert_int_equal(count_ev(UNO_EV_SEAT_OUT, 0, -1, -1), 0);
	assert_int_equal(uno_game_current_color(g), UNO_RED);
	uno_game_free(g);
}

/* TM-7: a Wild played as the last card without a color: the color is named
 * first, then the teammate gives half of three cards (one); play then goes
 * on with the next player under the named color. */
static void test_tm7_wild_last_card_color_then_handoff_TM7(void **state)
{
	(void)state;
	uno_game *g = four(NULL, "R1 W", "R2 G3", "Y4 Y5", "R6 G6", "R9", "B7");

	t_apply(g, 0, "R1!");
	t_apply(g, 1, "R2!");
	t_apply(g, 2, "draw");
	assert_int_equal(uno_game_hand_size(g, 2), 3);
	t_apply(g, 3, "R6!");
	t_apply(g, 0, "W");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_gives_left(g), 0);
	t_refuse(g, 2, "give Y4", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);

	t_apply(g, 0, "color G");
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_HANDOFF);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_gives_left(g), 1);
	assert_string_equal(t_legal(g, 2), "give Y4 give Y5 give B7");

	t_apply(g, 2, "give B7");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	assert_string_equal(t_hand(g, 0), "B7");
	assert_string_equal(t_hand(g, 2), "Y4 Y5");
	uno_game_free(g);
}

/* TM-7: a teammate holding exactly one card gives nothing; the player is
 * out of the game for now (UNO_EV_SEAT_OUT) and passed over in the turn
 * order; the round goes on. */
static void test_tm7_teammate_with_one_card_player_out_TM7(void **state)
{
	(void)state;
	uno_game *g = seat1_out(NULL, "B2", "B4", "B6", "G9 G8 G7 G6");

	assert_int_equal(count_ev(UNO_EV_SEAT_OUT, 1, -1, -1), 1);
	assert_int_equal(count_ev(UNO_EV_GIVE, 3, -1, -1), 0);
	assert_int_equal(uno_game_gives_left(g), 0);
	assert_int_equal(uno_game_hand_size(g, 1), 0);
	assert_int_equal(uno_game_hand_size(g, 3), 1);
	assert_int_equal(uno_game_round_winner(g), UNO_ESTATE);
	for (int s = 0; s < 4; s++)
		if (s != 1)
			assert_int_equal(uno_game_seat_status(g, s), UNO_SEAT_IN);

	t_apply(g, 2, "draw");
	t_apply(g, 3, "draw");
	assert_int_equal(uno_game_current_player(g), 0);
	t_apply(g, 0, "draw");
	/* Seat 1 is passed over. */
	assert_int_equal(uno_game_current_player(g), 2);
	assert_string_equal(t_legal(g, 1), "");
	t_refuse(g, 1, "draw", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	assert_int_equal(uno_game_seat_status(g, 1), UNO_SEAT_OUT);
	uno_game_free(g);
}

/* A give hook that hands over the teammate's lowest card, and notes what
 * it was asked. */
struct give_log {
	int calls;
	int seat[8];
	int phase[8];
	int left[8];
};

static int give_lowest(const uno_game *g, int seat, uno_card *card, void *user)
{
	struct give_log *log = user;
	uno_card hand[UNO_MAX_DECK];

	if (log->calls < 8) {
		log->seat[log->calls] = seat;
		log->phase[log->calls] = uno_game_phase(g);
		log->left[log->calls] = uno_game_gives_left(g);
	}
	log->calls++;
	if (uno_game_hand(g, seat, hand, UNO_MAX_DECK) < 1)
		return -1;
	*card = hand[0];
	return 0;
}

/* Every public view of two games agrees. */
static void assert_same_game(const uno_game *a, const uno_game *b)
{
	static char sa[8192];
	uno_card ta, tb;

	assert_int_equal(uno_game_phase(a), uno_game_phase(b));
	assert_int_equal(uno_game_current_player(a), uno_game_current_player(b));
	assert_int_equal(uno_game_direction(a), uno_game_direction(b));
	assert_int_equal(uno_game_current_color(a), uno_game_current_color(b));
	assert_int_equal(uno_game_draw_pile_size(a), uno_game_draw_pile_size(b));
	assert_int_equal(uno_game_discard_pile_size(a), uno_game_discard_pile_size(b));
	assert_int_equal(uno_game_gives_left(a), uno_game_gives_left(b));
	assert_int_equal(uno_game_top_card(a, &ta), UNO_OK);
	assert_int_equal(uno_game_top_card(b, &tb), UNO_OK);
	assert_int_equal(ta.kind, tb.kind);
	assert_int_equal(ta.color, tb.color);
	for (int s = 0; s < uno_game_players(a); s++) {
		assert_int_equal(uno_game_score(a, s), uno_game_score(b, s));
		assert_int_equal(uno_game_seat_status(a, s), uno_game_seat_status(b, s));
		assert_int_equal(uno_game_uno_called(a, s), uno_game_uno_called(b, s));
		strcpy(sa, t_hand(a, s));
		assert_string_equal(sa, t_hand(b, s));
		strcpy(sa, t_legal(a, s));
		assert_string_equal(sa, t_legal(b, s));
	}
}

/* TM-7, hooks versus moves: the give hook answers the hand-off, once per
 * card, for the giving seat in UNO_PHASE_HANDOFF, and the game is the same
 * as when the same cards are given with `give` moves. */
static void test_tm7_give_hook_same_as_moves_TM7(void **state)
{
	(void)state;
	uno_game *a = handoff_opening();
	uno_game *b;
	struct give_log log;
	uno_hooks h;

	assert_int_equal(uno_game_clone(&b, a), UNO_OK);
	memset(&log, 0, sizeof log);
	memset(&h, 0, sizeof h);
	h.size = sizeof h;
	h.give = give_lowest;
	assert_int_equal(uno_game_set_hooks(a, &h, &log), UNO_OK);
	assert_int_equal(log.calls, 0);

	t_apply(a, 0, "RS");
	assert_int_equal(log.calls, 2);
	for (int i = 0; i < 2; i++) {
		assert_int_equal(log.seat[i], 2);
		assert_int_equal(log.phase[i], UNO_PHASE_HANDOFF);
		assert_int_equal(log.left[i], 2 - i);
	}
	assert_int_equal(uno_game_phase(a), UNO_PHASE_PLAY);
	assert_string_equal(t_hand(a, 0), "Y4 Y5");

	t_apply(b, 0, "RS");
	t_apply(b, 2, "give Y4");
	t_apply(b, 2, "give Y5");
	assert_same_game(a, b);
	uno_game_free(a);
	uno_game_free(b);
}

/* ------------------------------------------------------------------------
 * TM-8: winning as a team.
 */

/* TM-8: with seat 1 already out, seat 3 playing its last card leaves both
 * partners without cards: the round ends, and both partners score the
 * points of the opponents' hands (team cards 50 each). */
static void test_tm8_round_ends_when_both_partners_out_TM8(void **state)
{
	(void)state;
	uno_game *g = seat1_out(NULL, "T4", "TP", "R6", "G9 G8");

	t_apply(g, 2, "draw");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 3);
	t_apply(g, 3, "R6");

	/* Seat 0: T4 G9 = 59; seat 2: TP G8 = 58. */
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_team(g, uno_game_round_winner(g)), 1);
	assert_int_equal(uno_game_score(g, 1), 117);
	assert_int_equal(uno_game_score(g, 3), 117);
	assert_int_equal(uno_game_score(g, 0), 0);
	assert_int_equal(uno_game_score(g, 2), 0);
	int i = last_event(UNO_EV_ROUND_END);
	assert_true(i >= 0);
	assert_int_equal(ev.ev[i].value, 117);
	assert_int_equal(count_ev(UNO_EV_GIVE, 1, -1, -1), 0);
	assert_int_equal(uno_game_match_winner(g), UNO_ESTATE);
	uno_game_free(g);
}

/* TM-8: the match ends when the team's total reaches the target score. */
static void test_tm8_match_ends_at_target_TM8(void **state)
{
	(void)state;
	uno_rules *r = t_rules("teams", UNO_OPT_TARGET_SCORE, 100, -1);
	uno_game *g = seat1_out(r, "T4", "TP", "R6", "G9 G8");

	t_apply(g, 2, "draw");
	t_apply(g, 3, "R6");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_MATCH_OVER);
	assert_int_equal(uno_game_team(g, uno_game_match_winner(g)), 1);
	assert_int_equal(uno_game_score(g, 1), 117);
	assert_int_equal(uno_game_score(g, 3), 117);
	assert_true(t_find_event(&ev, UNO_EV_MATCH_END, 0) >= 0);
	uno_game_free(g);
	uno_rules_free(r);
}

/* TM-8, TM-5 (G-7): a Team Wild Draw Four as the team's last card still
 * makes the next player and their teammate draw 2, and those cards count. */
static void test_tm8_last_card_team_draw_four_cards_count_TM8(void **state)
{
	(void)state;
	uno_game *g = seat1_out(NULL, "T4", "TP", "T4", "G9 G8 Y1 Y2 Y3 Y4");

	t_apply(g, 2, "draw");
	t_apply(g, 3, "T4/G");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_hand_size(g, 0), 4);
	assert_int_equal(uno_game_hand_size(g, 2), 4);
	/* 59 + 58 before, plus Y1 Y2 Y3 Y4. */
	assert_int_equal(uno_game_score(g, 1), 127);
	assert_int_equal(uno_game_score(g, 3), 127);
	assert_int_equal(uno_game_score(g, 0), 0);
	assert_int_equal(uno_game_score(g, 2), 0);
	uno_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tm1_only_four_six_or_eight_players_TM1),
		cmocka_unit_test(test_tm1_team_is_seat_mod_half_TM1),
		cmocka_unit_test(test_tm1_play_in_seat_order_TM1),
		cmocka_unit_test(test_tm2_deck_has_team_cards_instead_of_wild_draw_four_TM2),
		cmocka_unit_test(test_tm2_scripted_deck_with_wild_draw_four_refused_TM2),
		cmocka_unit_test(test_tm2_team_cards_score_fifty_TM2),
		cmocka_unit_test(test_tm2_wild_draw_four_play_refused_TM2),
		cmocka_unit_test(test_tm3_action_first_card_has_no_effect_TM3),
		cmocka_unit_test(test_tm3_wild_first_card_matches_anything_TM3),
		cmocka_unit_test(test_tm4_team_play_teammate_must_play_TM4),
		cmocka_unit_test(test_tm4_team_play_teammate_with_wild_must_play_it_TM4),
		cmocka_unit_test(test_tm4_team_play_unanswered_player_draws_two_TM4),
		cmocka_unit_test(test_tm4_team_play_six_players_continues_after_teammate_TM4),
		cmocka_unit_test(test_tm4_team_play_with_teammate_out_is_plain_wild_TM4),
		cmocka_unit_test(test_tm5_team_draw_four_hits_next_and_teammate_TM5),
		cmocka_unit_test(test_tm5_team_draw_four_brings_out_teammate_back_TM5),
		cmocka_unit_test(test_tm6_no_catch_uncalled_penalty_on_next_play_TM6),
		cmocka_unit_test(test_tm6_penalty_when_next_player_draws_TM6),
		cmocka_unit_test(test_tm6_penalty_takes_the_last_cards_draw_becomes_pass_TM6_G4),
		cmocka_unit_test(test_tm6_own_call_avoids_penalty_TM6),
		cmocka_unit_test(test_tm6_teammate_cannot_call_for_player_TM6),
		cmocka_unit_test(test_tm6_penalty_follows_uno_penalty_option_TM6),
		cmocka_unit_test(test_tm7_handoff_gives_half_then_card_effect_TM7),
		cmocka_unit_test(test_tm7_wild_last_card_color_then_handoff_TM7),
		cmocka_unit_test(test_tm7_teammate_with_one_card_player_out_TM7),
		cmocka_unit_test(test_tm7_give_hook_same_as_moves_TM7),
		cmocka_unit_test(test_tm8_round_ends_when_both_partners_out_TM8),
		cmocka_unit_test(test_tm8_match_ends_at_target_TM8),
		cmocka_unit_test(test_tm8_last_card_team_draw_four_cards_count_TM8),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
