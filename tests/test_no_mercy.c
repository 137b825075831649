/*
 * UNO Show 'Em No Mercy as the built-in edition "no-mercy"
 * (lib/variants/no-mercy.uno): one scripted scenario per rule, NM-1 to
 * NM-14 of the rules reference, each played on the built-in table (or a
 * copy of it with an option changed) in the edition's own notation
 * (RDA, RSE, RD4, WR4, W6, W10, WCR). test_definition.c checks the same
 * words of the variant format on a cut-down definition; here the edition
 * itself is played.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "uno_internal.h"

/* ---- helpers in the edition's notation ---- */

static const uno_rules *nm(void)
{
	const uno_rules *r = NULL;
	assert_int_equal(uno_rules_builtin(&r, "no-mercy"), UNO_OK);
	assert_non_null(r);
	return r;
}

/* Space-separated cards in the table's notation into buf; fails the
 * test on anything the table does not read. */
static size_t nm_cards(const uno_rules *r, const char *text, uno_card *buf, size_t cap)
{
	return t_cards_in(r, text, buf, cap);
}

/*
 * A scripted game (UNO_SCRIPT_PARTIAL: only the cards listed) from the
 * hands of the seats (all of one size: the table's hand_size, else a
 * copy of the table with hand_size set to it), dealt one at a time from
 * the dealer's left; `first` is the first discard and any cards turned
 * on it, `draw` the draw pile, front drawn first. Dealer -1: the last
 * seat, so seat 0 plays first.
 */
static uno_game *nm_game(const uno_rules *rules, int players, int dealer,
			 const char *const *hands, const char *first, const char *draw)
{
	static uno_card hand[UNO_MAX_PLAYERS][UNO_MAX_DECK];
	static uno_card deck[UNO_MAX_DECK];
	size_t hn[UNO_MAX_PLAYERS] = { 0 };
	size_t n = 0;
	uno_rules *copy = NULL;
	uno_game *g = NULL;
	int size = 0;

	if (!rules)
		rules = nm();
	if (dealer < 0)
		dealer = players - 1;
	for (int s = 0; s < players; s++) {
		hn[s] = nm_cards(rules, hands[s], hand[s], UNO_MAX_DECK);
		assert_int_equal(hn[s], hn[0]);
	}
	assert_int_equal(uno_rules_get(rules, UNO_OPT_HAND_SIZE, &size), UNO_OK);
	if ((size_t)size != hn[0]) {
		assert_int_equal(uno_rules_copy(&copy, rules, NULL, NULL), UNO_OK);
		assert_int_equal(uno_rules_set(copy, UNO_OPT_HAND_SIZE, (int)hn[0]), UNO_OK);
		rules = copy;
	}
	for (size_t i = 0; i < hn[0]; i++)
		for (int k = 1; k <= players; k++)
			deck[n++] = hand[(dealer + k) % players][i];
	n += nm_cards(rules, first, deck + n, UNO_MAX_DECK - n);
	n += nm_cards(rules, draw, deck + n, UNO_MAX_DECK - n);
	int rc = uno_game_new_scripted(&g, rules, players, 1, deck, n, dealer,
				       UNO_SCRIPT_PARTIAL, NULL, NULL);
	uno_rules_free(copy);
	if (rc != UNO_OK)
		fail_msg("uno_game_new_scripted: %s", uno_strerror(rc));
	assert_int_equal(uno__check_invariants(g), 0);
	return g;
}

/* A seat's hand in the game's notation, sorted as the library sorts it
 * (by kind, then color). */
static const char *nm_hand(const uno_game *g, int seat)
{
	static char out[2048];
	uno_card cards[UNO_MAX_DECK];
	int n = uno_game_hand(g, seat, cards, UNO_MAX_DECK);
	size_t len = 0;
	assert_true(n >= 0);
	out[0] = 0;
	for (int i = 0; i < n; i++) {
		char c[16];
		assert_true(uno_rules_card_format(uno_game_rules(g), cards[i], c, sizeof c) > 0);
		len += (size_t)snprintf(out + len, sizeof out - len, "%s%s", i ? " " : "", c);
	}
	return out;
}

static const char *nm_top(const uno_game *g)
{
	static char out[16];
	uno_card c;
	assert_int_equal(uno_game_top_card(g, &c), UNO_OK);
	assert_true(uno_rules_card_format(uno_game_rules(g), c, out, sizeof out) > 0);
	return out;
}

/* Every legal move of a seat in the game's notation, space-separated. */
static const char *nm_legal(const uno_game *g, int seat)
{
	static char out[8192];
	uno_move moves[UNO_MAX_MOVES];
	int n = uno_game_legal_moves(g, seat, moves, UNO_MAX_MOVES);
	size_t len = 0;
	assert_true(n >= 0);
	out[0] = 0;
	for (int i = 0; i < n; i++) {
		char m[32];
		assert_true(uno_rules_move_format(uno_game_rules(g), &moves[i], m, sizeof m) > 0);
		len += (size_t)snprintf(out + len, sizeof out - len, "%s%s", i ? " " : "", m);
	}
	return out;
}

static uno_move nm_move(const uno_game *g, const char *text)
{
	uno_move m;
	if (uno_rules_move_parse(uno_game_rules(g), text, strlen(text), &m) != UNO_OK)
		fail_msg("bad move notation \"%s\"", text);
	return m;
}

static bool nm_is_legal(const uno_game *g, int seat, const char *text)
{
	uno_move moves[UNO_MAX_MOVES], m = nm_move(g, text);
	int n = uno_game_legal_moves(g, seat, moves, UNO_MAX_MOVES);
	assert_true(n >= 0);
	for (int i = 0; i < n; i++)
		if (uno_move_compare(&moves[i], &m) == 0)
			return true;
	return false;
}

/* The move is legal (uno_game_check_move() says so and lists it), but
 * not applied. */
static void nm_allowed(const uno_game *g, int seat, const char *text)
{
	uno_move m = nm_move(g, text);
	int why = -1;
	int rc = uno_game_check_move(g, seat, &m, &why);
	if (rc != UNO_OK)
		fail_msg("seat %d \"%s\" refused: %s (%s)", seat, text, uno_strerror(rc),
			 uno_reason_message(why));
	assert_int_equal(why, UNO_REASON_OK);
}

/* The move is refused with this status and reason, not listed, and the
 * game is exactly as before (G-10). */
static void nm_refuse(uno_game *g, int seat, const char *text, int status, int reason)
{
	uno_move m = nm_move(g, text);
	uno_game *before = NULL;
	int why = -1;
	assert_int_equal(uno_game_clone(&before, g), UNO_OK);
	int rc = uno_game_check_move(g, seat, &m, &why);
	if (rc != status || why != reason)
		fail_msg("seat %d \"%s\": %s, reason %d (%s); wanted %s, reason %d", seat, text,
			 uno_strerror(rc), why, uno_reason_message(why), uno_strerror(status),
			 reason);
	assert_int_equal(uno_game_apply(g, seat, &m), status);
	assert_true(uno__state_equal(before, g));
	assert_false(nm_is_legal(g, seat, text));
	uno_game_free(before);
}

/* Saved, loaded back and saved again: the same game, the same bytes. */
static void nm_saves(const uno_game *g)
{
	static uint8_t buf[UNO_SAVE_MAX], again[UNO_SAVE_MAX];
	int n = uno_game_save(g, buf, sizeof buf);
	assert_true(n > 0 && n <= (int)sizeof buf);
	uno_game *back = NULL;
	int rc = uno_game_load(&back, buf, (size_t)n, NULL, NULL);
	if (rc != UNO_OK)
		fail_msg("uno_game_load: %s", uno_strerror(rc));
	assert_true(uno__state_equal(g, back));
	assert_int_equal(uno_game_save(back, again, sizeof again), n);
	assert_memory_equal(buf, again, (size_t)n);
	assert_int_equal(uno__check_invariants(back), 0);
	uno_game_free(back);
}

/* Cards in the whole game: hands, draw pile and discard pile. */
static int nm_cards_in_play(const uno_game *g)
{
	int total = uno_game_draw_pile_size(g) + uno_game_discard_pile_size(g);
	for (int s = 0; s < uno_game_players(g); s++)
		total += uno_game_hand_size(g, s);
	return total;
}

static struct t_events ev;

/* ---- NM-1 ---- */

/* The short round of NM-1 with 7 cards each: seat 0 plays R1, seat 1 R8,
 * and seat 0's Discard All sheds the rest of its hand, red all. */
static uno_game *short_round(const uno_rules *r)
{
	const char *hands[] = { "R1 R2 R3 R4 R6 R9 RDA", "Y1 Y2 Y3 Y4 Y6 Y7 R8" };
	uno_game *g = nm_game(r, 2, 1, hands, "R5", "G1 G2 G3 G4");
	assert_int_equal(uno_game_hand_size(g, 0), 7);
	assert_int_equal(uno_game_hand_size(g, 1), 7);
	t_apply(g, 0, "R1");
	t_apply(g, 1, "R8");
	t_apply(g, 0, "RDA");
	assert_int_equal(uno_game_hand_size(g, 0), 0);
	assert_int_equal(uno_game_round_winner(g), 0);
	return g;
}

/*
 * NM-1: 2 to 6 players, 7 cards each; a match is one hand
 * (single_round 1): the round's end is the match's. With single_round 0
 * the round ends alone and the match goes on to 1000 (NM-13).
 */
static void test_players_and_one_hand_match_NM_1(void **state)
{
	(void)state;
	const uno_rules *r = nm();
	int min = 0, max = 0, v = -1;

	assert_string_equal(uno_rules_name(r), "no-mercy");
	assert_int_equal(uno_rules_players(r, &min, &max), UNO_OK);
	assert_int_equal(min, 2);
	assert_int_equal(max, 6);
	for (int p = 2; p <= 6; p++)
		assert_int_equal(uno_rules_allows_players(r, p), 1);
	assert_int_equal(uno_rules_allows_players(r, 1), 0);
	assert_int_equal(uno_rules_allows_players(r, 7), 0);
	assert_int_equal(uno_rules_get(r, UNO_OPT_HAND_SIZE, &v), UNO_OK);
	assert_int_equal(v, 7);
	assert_int_equal(uno_rules_get(r, UNO_OPT_SINGLE_ROUND, &v), UNO_OK);
	assert_int_equal(v, 1);

	/* Dealt from the whole deck: 7 cards each, whatever the count. */
	for (int p = 2; p <= 6; p++) {
		uno_game *g = NULL;
		assert_int_equal(uno_game_new(&g, r, p, 42 + (uint64_t)p, NULL, NULL), UNO_OK);
		for (int s = 0; s < p; s++)
			assert_int_equal(uno_game_hand_size(g, s), 7);
		assert_int_equal(nm_cards_in_play(g), 168);
		assert_int_equal(uno_game_draw_pile_size(g) + uno_game_discard_pile_size(g),
				 168 - 7 * p);
		uno_game_free(g);
	}
	uno_game *none = NULL;
	assert_int_equal(uno_game_new(&none, r, 1, 1, NULL, NULL), UNO_EINVAL);
	assert_null(none);
	assert_int_equal(uno_game_new(&none, r, 7, 1, NULL, NULL), UNO_EINVAL);
	assert_null(none);

	/* One hand is the match. */
	uno_game *g = short_round(r);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_MATCH_OVER);
	assert_int_equal(uno_game_match_winner(g), 0);
	assert_int_equal(uno_game_next_round(g), UNO_ESTATE);
	uno_game_free(g);

	/* To the target: the round alone ends. */
	uno_rules *scored = t_rules("no-mercy", UNO_OPT_SINGLE_ROUND, 0, -1);
	assert_int_equal(uno_rules_get(scored, UNO_OPT_TARGET_SCORE, &v), UNO_OK);
	assert_int_equal(v, 1000);
	int def = 0;
	assert_int_equal(uno_rules_option_info(scored, UNO_OPT_TARGET_SCORE, NULL, NULL, &def),
			 UNO_OK);
	assert_int_equal(def, 1000);
	g = short_round(scored);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_match_winner(g), UNO_ESTATE);
	assert_int_equal(uno_game_score(g, 0), 1 + 2 + 3 + 4 + 6 + 7); /* Y1..Y7 */
	assert_int_equal(uno_game_next_round(g), UNO_OK);
	assert_int_equal(uno_game_round(g), 2);
	assert_false(uno_game_phase(g) == UNO_PHASE_ROUND_OVER);
	assert_false(uno_game_phase(g) == UNO_PHASE_MATCH_OVER);
	assert_int_equal(uno_game_hand_size(g, 0), 7);
	assert_int_equal(uno_game_hand_size(g, 1), 7);
	uno_game_free(g);
	uno_rules_free(scored);
}

/* ---- NM-2 ---- */

/*
 * NM-2: 168 cards: per color two of each number, three Draw Two, two
 * Draw Four, three Skip, two Skip Everyone, three Reverse, three Discard
 * All; 8 Wild Reverse Draw Four, 4 Wild Draw Six, 4 Wild Draw Ten, 8 Wild
 * Color Roulette; no plain Wild, no Wild Draw Four.
 */
static void test_deck_NM_2(void **state)
{
	(void)state;
	const uno_rules *r = nm();
	static uno_card deck[UNO_MAX_DECK];
	int count[32][5];
	memset(count, 0, sizeof count);

	int n = uno_rules_deck(r, deck, UNO_MAX_DECK);
	assert_int_equal(n, 168);
	assert_int_equal(uno_rules_deck(r, NULL, 0), 168);
	for (int i = 0; i < n; i++) {
		assert_true(deck[i].kind < 32 && deck[i].color <= UNO_NO_COLOR);
		count[deck[i].kind][deck[i].color]++;
	}

	static const struct {
		const char *symbol, *name;
		int per_color;
	} colored[] = {
		{ "0", "0", 2 }, { "1", "1", 2 }, { "2", "2", 2 }, { "3", "3", 2 },
		{ "4", "4", 2 }, { "5", "5", 2 }, { "6", "6", 2 }, { "7", "7", 2 },
		{ "8", "8", 2 }, { "9", "9", 2 },
		{ "D2", "draw two", 3 }, { "D4", "draw four", 2 }, { "S", "skip", 3 },
		{ "SE", "skip everyone", 2 }, { "R", "reverse", 3 },
		{ "DA", "discard all", 3 },
	};
	static const char colors[] = "RYGB";
	int seen = 0;
	for (size_t k = 0; k < sizeof colored / sizeof colored[0]; k++) {
		int kind = -1;
		for (int c = 0; c < 4; c++) {
			char text[8];
			uno_card card;
			snprintf(text, sizeof text, "%c%s", colors[c], colored[k].symbol);
			assert_int_equal(uno_rules_card_parse(r, text, strlen(text), &card), UNO_OK);
			assert_int_equal(card.color, c);
			assert_false(uno_kind_is_wild(card.kind));
			if (kind < 0)
				kind = card.kind;
			assert_int_equal(card.kind, kind);
			assert_int_equal(count[kind][c], colored[k].per_color);
			seen += count[kind][c];
		}
		assert_string_equal(uno_rules_kind_name(r, kind), colored[k].name);
		assert_string_equal(uno_rules_kind_symbol(r, kind), colored[k].symbol);
	}
	assert_int_equal(seen, 144);

	static const struct {
		const char *symbol, *name;
		int copies;
	} wilds[] = {
		{ "WR4", "wild reverse draw four", 8 },
		{ "W6", "wild draw six", 4 },
		{ "W10", "wild draw ten", 4 },
		{ "WCR", "wild color roulette", 8 },
	};
	for (size_t k = 0; k < sizeof wilds / sizeof wilds[0]; k++) {
		uno_card card;
		const char *s = wilds[k].symbol;
		assert_int_equal(uno_rules_card_parse(r, s, strlen(s), &card), UNO_OK);
		assert_true(uno_kind_is_wild(card.kind));
		assert_int_equal(card.color, UNO_NO_COLOR);
		assert_int_equal(count[card.kind][UNO_NO_COLOR], wilds[k].copies);
		assert_string_equal(uno_rules_kind_name(r, card.kind), wilds[k].name);
		assert_string_equal(uno_rules_kind_symbol(r, card.kind), s);
		assert_int_equal(uno_rules_points(r, card.kind), 50);
		seen += wilds[k].copies;
	}
	assert_int_equal(seen, 168);

	/* No plain Wild and no Wild Draw Four: whatever the notation reads,
	 * the deck has none, nor does a game of the edition take one. */
	uno_rules *one = t_rules("no-mercy", UNO_OPT_HAND_SIZE, 1, -1);
	uno_card script[4];
	uno_game *g = NULL;
	assert_int_equal(nm_cards(r, "R1 R2 R5 WR4", script, 4), 4);
	assert_int_equal(uno_game_new_scripted(&g, one, 2, 1, script, 4, 1,
					       UNO_SCRIPT_PARTIAL, NULL, NULL),
			 UNO_OK);
	uno_game_free(g);
	static const char *const absent[] = { "W", "W4" };
	for (size_t k = 0; k < 2; k++) {
		uno_card card;
		const char *s = absent[k];
		if (uno_rules_card_parse(r, s, strlen(s), &card) != UNO_OK)
			continue; /* not even written in the edition's notation */
		for (int c = 0; c <= UNO_NO_COLOR; c++)
			assert_int_equal(count[card.kind][c], 0);
		assert_int_equal(uno_rules_points(r, card.kind), UNO_EINVAL);
		script[3] = card;
		g = NULL;
		assert_int_equal(uno_game_new_scripted(&g, one, 2, 1, script, 4, 1,
						       UNO_SCRIPT_PARTIAL, NULL, NULL),
				 UNO_EDECK);
		assert_null(g);
	}
	uno_rules_free(one);
	/* Points: numbers their value, colored actions 20 (NM-13). */
	assert_int_equal(uno_rules_points(r, 7), 7);
	uno_card da;
	assert_int_equal(uno_rules_card_parse(r, "GDA", 3, &da), UNO_OK);
	assert_int_equal(uno_rules_points(r, da.kind), 20);
}

/* ---- NM-3 ---- */

/*
 * NM-3: a first discard that is not a number is covered by the next card
 * until a number shows, and nothing happens: nobody draws or is skipped,
 * the direction stays. A 0 or a 7 turned first does nothing either.
 */
static void test_first_discard_until_number_NM_3(void **state)
{
	(void)state;
	const char *hands[] = { "G1 G2", "Y1 Y2", "B1 B2" };

	/* Every non-number kind, colored and wild, covered in turn. */
	uno_game *g = nm_game(NULL, 3, 2, hands,
			      "RD2 WR4 RS RR RD4 RSE RDA W6 W10 WCR R5", "Y3 Y4 Y5 Y6");
	assert_string_equal(nm_top(g), "R5");
	assert_int_equal(uno_game_discard_pile_size(g), 11);
	assert_int_equal(uno_game_draw_pile_size(g), 4);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_direction(g), 1);
	assert_int_equal(uno_game_current_color(g), UNO_RED);
	assert_int_equal(uno_game_pending_draw(g), 0);
	assert_string_equal(nm_hand(g, 0), "G1 G2");
	assert_string_equal(nm_hand(g, 1), "Y1 Y2");
	assert_string_equal(nm_hand(g, 2), "B1 B2");
	/* Seat 0 plays on red: R5 is the card to match, not the Draw Two. */
	assert_true(nm_is_legal(g, 0, "draw"));
	nm_refuse(g, 0, "G1", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	uno_game_free(g);

	/* The first two: a Draw Two covered by a Wild Reverse Draw Four. */
	g = nm_game(NULL, 3, 2, hands, "RD2 WR4 G7", "Y3 Y4 Y5 Y6");
	assert_string_equal(nm_top(g), "G7");
	assert_int_equal(uno_game_discard_pile_size(g), 3);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_direction(g), 1);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	assert_int_equal(uno_game_pending_draw(g), 0);
	assert_string_equal(nm_hand(g, 0), "G1 G2");
	assert_string_equal(nm_hand(g, 1), "Y1 Y2");
	assert_string_equal(nm_hand(g, 2), "B1 B2");
	assert_int_equal(uno_game_draw_pile_size(g), 4);
	uno_game_free(g);

	/* A 7 turned first: no swap. */
	g = nm_game(NULL, 3, 2, hands, "R7", "Y3 Y4 Y5 Y6");
	assert_string_equal(nm_top(g), "R7");
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_false(nm_is_legal(g, 0, "swap 1"));
	assert_string_equal(nm_hand(g, 0), "G1 G2");
	assert_string_equal(nm_hand(g, 1), "Y1 Y2");
	assert_string_equal(nm_hand(g, 2), "B1 B2");
	assert_int_equal(uno_game_draw_pile_size(g), 4);
	uno_game_free(g);

	/* A 0 turned first (after a Skip): no hands pass. */
	g = nm_game(NULL, 3, 2, hands, "BS Y0", "Y3 Y4 Y5 Y6");
	assert_string_equal(nm_top(g), "Y0");
	assert_int_equal(uno_game_discard_pile_size(g), 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_string_equal(nm_hand(g, 0), "G1 G2");
	assert_string_equal(nm_hand(g, 1), "Y1 Y2");
	assert_string_equal(nm_hand(g, 2), "B1 B2");
	assert_int_equal(uno_game_direction(g), 1);
	assert_int_equal(uno_game_current_color(g), UNO_YELLOW);
	uno_game_free(g);
}

/* ---- NM-4 ---- */

/*
 * NM-4: a player with no playable card draws one card at a time until a
 * playable card shows, and must play it at once; one holding a playable
 * card may still draw, and then does the same. With no card left to draw
 * (G-4), the player passes.
 */
static void test_draw_until_playable_NM_4(void **state)
{
	(void)state;
	const char *stuck[] = { "G1 G2", "Y1 Y2", "B1 B2" };

	uno_game *g = nm_game(NULL, 3, 2, stuck, "R5", "Y3 B4 R9 G6");
	assert_string_equal(nm_legal(g, 0), "draw");
	t_record_events(g, &ev);
	t_apply(g, 0, "draw");
	/* Y3 and B4 do not match; R9 does: three cards, one at a time. */
	assert_int_equal(t_count_events(&ev, UNO_EV_DRAW, 0), 3);
	for (int i = 0; i < ev.n; i++)
		if (ev.ev[i].type == UNO_EV_DRAW)
			assert_int_equal(ev.ev[i].reason, UNO_DRAW_TURN);
	assert_string_equal(nm_hand(g, 0), "G1 G2 Y3 B4 R9");
	assert_int_equal(uno_game_draw_pile_size(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	assert_int_equal(uno_game_current_player(g), 0);
	/* It must be played at once: no pass, no other card. */
	assert_string_equal(nm_legal(g, 0), "R9");
	nm_refuse(g, 0, "pass", UNO_EILLEGAL, UNO_REASON_FORCE_PLAY);
	nm_refuse(g, 0, "Y3", UNO_EILLEGAL, UNO_REASON_ONLY_DRAWN_CARD);
	t_apply(g, 0, "R9");
	assert_string_equal(nm_top(g), "R9");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	uno_game_free(g);

	/* A playable card in hand (R1), and yet a draw: the drawing goes on
	 * past nothing playable to R9, which is the card to play. */
	const char *able[] = { "R1 G2", "Y1 Y2", "B1 B2" };
	g = nm_game(NULL, 3, 2, able, "R5", "Y3 B4 R9 G6");
	assert_true(nm_is_legal(g, 0, "R1"));
	assert_true(nm_is_legal(g, 0, "draw"));
	t_apply(g, 0, "draw");
	assert_string_equal(nm_hand(g, 0), "R1 G2 Y3 B4 R9");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	assert_string_equal(nm_legal(g, 0), "R9");
	nm_refuse(g, 0, "R1", UNO_EILLEGAL, UNO_REASON_ONLY_DRAWN_CARD);
	t_apply(g, 0, "R9");
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);

	/* A wild drawn is playable: the drawing stops on it. */
	g = nm_game(NULL, 3, 2, stuck, "R5", "Y3 W6 R9");
	t_apply(g, 0, "draw");
	assert_string_equal(nm_hand(g, 0), "G1 G2 Y3 W6");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	assert_true(nm_is_legal(g, 0, "W6/B"));
	assert_false(nm_is_legal(g, 0, "pass"));
	t_apply(g, 0, "W6/B");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_pending_draw(g), 6);
	uno_game_free(g);

	/* Nothing playable anywhere: the pile runs out, nothing refills it
	 * (the discard pile is its top card alone), and the player passes. */
	g = nm_game(NULL, 3, 2, stuck, "R5", "Y3 B4");
	t_apply(g, 0, "draw");
	assert_string_equal(nm_hand(g, 0), "G1 G2 Y3 B4");
	assert_int_equal(uno_game_draw_pile_size(g), 0);
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	/* The turn has passed; seat 1, with nothing to play or draw, may
	 * only pass (G-4). */
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_string_equal(nm_legal(g, 1), "pass");
	uno_game_free(g);
}

/* ---- NM-5 ---- */

/*
 * NM-5: Draw Two (2), Draw Four (4, colored), Wild Reverse Draw Four
 * (4), Wild Draw Six (6), Wild Draw Ten (10): the next player faces that
 * many (stacking is always in force: NM-6) and, accepting, draws them and
 * loses the turn. No wild is restricted (seat 0 holds red and plays them
 * on red) and nothing is ever challenged. Wild Color Roulette is no draw
 * card: it is not played on a pending total.
 */
static void test_draw_values_nothing_challenged_NM_5(void **state)
{
	(void)state;
	static const struct {
		const char *card, *play;
		int value, victim, after;
	} draws[] = {
		{ "RD2", "RD2", 2, 1, 2 },
		{ "RD4", "RD4", 4, 1, 2 },
		{ "WR4", "WR4/G", 4, 2, 1 }, /* reverses first (NM-8) */
		{ "W6", "W6/G", 6, 1, 2 },
		{ "W10", "W10/G", 10, 1, 2 },
	};
	const char *pile = "Y3 Y4 Y5 Y6 Y7 Y8 Y9 B3 B4 B5 B6 B7";

	for (size_t i = 0; i < sizeof draws / sizeof draws[0]; i++) {
		char hand0[32];
		snprintf(hand0, sizeof hand0, "%s R1 R2", draws[i].card);
		const char *hands[] = { hand0, "Y1 Y2 G3", "B1 B2 G4" };
		uno_game *g = nm_game(NULL, 3, 2, hands, "R5", pile);
		int v = draws[i].victim;

		assert_true(nm_is_legal(g, 0, draws[i].play));
		t_record_events(g, &ev);
		t_apply(g, 0, draws[i].play);
		assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
		assert_int_equal(uno_game_current_player(g), v);
		assert_int_equal(uno_game_pending_draw(g), draws[i].value);
		/* Nothing to challenge: the victim stacks or accepts. */
		assert_string_equal(nm_legal(g, v), "accept");
		nm_refuse(g, v, "challenge", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
		assert_int_equal(uno_game_phase(g) == UNO_PHASE_CHALLENGE, 0);
		t_apply(g, v, "accept");
		assert_int_equal(uno_game_hand_size(g, v), 3 + draws[i].value);
		assert_int_equal(t_count_events(&ev, UNO_EV_DRAW, v), draws[i].value);
		assert_int_equal(t_count_events(&ev, UNO_EV_CHALLENGE, -2), 0);
		assert_int_equal(uno_game_pending_draw(g), 0);
		/* The turn is lost: the seat after the victim plays. */
		assert_int_equal(uno_game_current_player(g), draws[i].after);
		assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
		uno_game_free(g);
	}

	/* Wild Color Roulette is played on anything but a pending total. */
	const char *hands[] = { "RD2 R1 R2", "WCR Y2 R3", "B1 B2 G4" };
	uno_game *g = nm_game(NULL, 3, 2, hands, "R5", pile);
	assert_true(nm_is_legal(g, 0, "RD2"));
	t_apply(g, 0, "RD2");
	assert_int_equal(uno_game_pending_draw(g), 2);
	nm_refuse(g, 1, "WCR", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	nm_refuse(g, 1, "R3", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	assert_string_equal(nm_legal(g, 1), "accept");
	uno_game_free(g);
	g = nm_game(NULL, 3, 2, hands, "R5", pile);
	t_apply(g, 0, "R1");
	nm_allowed(g, 1, "WCR");
	uno_game_free(g);
}

/* ---- NM-6 ---- */

/*
 * NM-6 on the edition: facing a Draw Four (4) a Draw Two (2) is refused,
 * though it matches; a Wild Draw Six, a Wild Reverse Draw Four or a Draw
 * Four of another color is accepted. The value to reach is the last card
 * played, not the total; the total adds up and passes on; no other card
 * is played meanwhile; the player who does not stack draws it all and
 * loses the turn.
 */
static void test_stacking_by_value_NM_6(void **state)
{
	(void)state;
	const char *hands[] = { "RD4 G1 G2 G3 G4", "RD2 W6 WR4 BD4 R1", "BD4 W6 RD2 B1 Y9" };
	const char *pile = "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 B2 B3 B4 B5";
	uno_game *g = nm_game(NULL, 3, 2, hands, "R5", pile);

	t_apply(g, 0, "RD4");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_pending_draw(g), 4);
	nm_refuse(g, 1, "RD2", UNO_EILLEGAL, UNO_REASON_STACK_ONLY); /* 2 < 4 */
	nm_refuse(g, 1, "R1", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);  /* no other card */
	nm_refuse(g, 1, "draw", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	nm_allowed(g, 1, "W6/B");
	nm_allowed(g, 1, "WR4/B");
	nm_allowed(g, 1, "BD4"); /* 4 on 4, blue on red */
	assert_true(nm_is_legal(g, 1, "accept"));

	t_record_events(g, &ev);
	t_apply(g, 1, "W6/B");
	assert_int_equal(uno_game_pending_draw(g), 10);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	int st = t_find_event(&ev, UNO_EV_STACK, 0);
	assert_true(st >= 0);
	assert_int_equal(ev.ev[st].value, 10);
	/* Against the last card (6), not the total (10): a Draw Four is
	 * refused, a Wild Draw Six taken. */
	nm_refuse(g, 2, "BD4", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	nm_refuse(g, 2, "RD2", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	nm_refuse(g, 2, "B1", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	nm_allowed(g, 2, "W6/Y");
	t_apply(g, 2, "accept");
	assert_int_equal(uno_game_hand_size(g, 2), 5 + 10);
	assert_int_equal(t_count_events(&ev, UNO_EV_DRAW, 2), 10);
	assert_int_equal(uno_game_pending_draw(g), 0);
	assert_int_equal(uno_game_draw_pile_size(g), 2);
	/* Seat 2 lost its turn; seat 0 plays on blue. */
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	uno_game_free(g);
}

/* ---- NM-7 ---- */

/*
 * NM-7: Skip Everyone: every other player loses the turn and its player
 * plays again. Discard All: every other card of its color goes under it
 * (wilds stay), without effect; it stays on top. Two players: after a
 * Skip, a Reverse, Skip Everyone or an accepted draw the same player
 * plays again (C-8).
 */
static void test_skip_everyone_and_discard_all_NM_7(void **state)
{
	(void)state;

	/* Skip Everyone, four players. */
	const char *four[] = { "RSE R1 G2", "Y1 Y2 Y3", "B1 B2 B3", "G3 G4 G5" };
	uno_game *g = nm_game(NULL, 4, 3, four, "R5", "Y4 Y5 Y6");
	t_record_events(g, &ev);
	t_apply(g, 0, "RSE");
	assert_string_equal(t_event_seats(&ev, UNO_EV_SKIP), "123");
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_string_equal(nm_top(g), "RSE");
	t_apply(g, 0, "R1!");
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);

	/* Discard All: R1, R7 and the Skip go under it, the wild stays, G2
	 * stays; nothing they would do happens (no swap, nobody skipped). */
	const char *shed[] = { "RDA R1 R7 RS WR4 G2", "Y1 Y2 Y3 Y4 Y5 Y6",
			       "B1 B2 B3 B4 B5 B6" };
	g = nm_game(NULL, 3, 2, shed, "R5", "G4 G5 G6");
	t_record_events(g, &ev);
	t_apply(g, 0, "RDA");
	assert_string_equal(nm_hand(g, 0), "G2 WR4");
	assert_string_equal(nm_top(g), "RDA");
	assert_int_equal(uno_game_discard_pile_size(g), 1 + 1 + 3);
	assert_int_equal(uno_game_current_color(g), UNO_RED);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(t_count_events(&ev, UNO_EV_SHED, 0), 3);
	assert_int_equal(t_count_events(&ev, UNO_EV_SKIP, -2), 0);
	assert_int_equal(t_count_events(&ev, UNO_EV_SWAP, -2), 0);
	int play = t_find_event(&ev, UNO_EV_PLAY, 0);
	int first = t_find_event(&ev, UNO_EV_SHED, 0);
	assert_true(play >= 0 && first > play);
	assert_int_equal(ev.ev[play].value, 2); /* cards left after the shedding */
	for (int i = first; i < ev.n; i++)
		if (ev.ev[i].type == UNO_EV_SHED) {
			assert_int_equal(ev.ev[i].seat, 0);
			assert_int_equal(ev.ev[i].card.color, UNO_RED);
		}
	assert_string_equal(nm_hand(g, 1), "Y1 Y2 Y3 Y4 Y5 Y6");
	uno_game_free(g);

	/* Two players: a Skip, a Reverse, Skip Everyone: seat 0 again. */
	static const char *const again[] = { "RS", "RR", "RSE" };
	for (size_t i = 0; i < 3; i++) {
		char hand0[32];
		snprintf(hand0, sizeof hand0, "%s R1 G2", again[i]);
		const char *two[] = { hand0, "Y1 Y2 Y3" };
		g = nm_game(NULL, 2, 1, two, "R5", "Y4 Y5 Y6");
		t_record_events(g, &ev);
		t_apply(g, 0, again[i]);
		assert_string_equal(t_event_seats(&ev, UNO_EV_SKIP), "1");
		assert_int_equal(uno_game_current_player(g), 0);
		assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
		assert_string_equal(nm_hand(g, 0), "R1 G2");
		uno_game_free(g);
	}
	/* ... and after a Draw Two or a Wild Draw Six taken, or a Wild
	 * Color Roulette turned: every card that costs seat 1 its turn. */
	static const struct {
		const char *card, *play;
		int taken;
	} lose[] = { { "RD2", "RD2", 2 }, { "W6", "W6/R", 6 }, { "WCR", "WCR", 4 } };
	for (size_t i = 0; i < 3; i++) {
		char hand0[32];
		snprintf(hand0, sizeof hand0, "%s R1 G2", lose[i].card);
		const char *two[] = { hand0, "Y1 Y2 Y3" };
		g = nm_game(NULL, 2, 1, two, "R5", "Y4 Y5 Y6 B7 Y8 Y9");
		t_apply(g, 0, lose[i].play);
		assert_int_equal(uno_game_current_player(g), 1);
		t_apply(g, 1, i == 2 ? "color B" : "accept"); /* WCR: Y4 Y5 Y6 B7 */
		assert_int_equal(uno_game_hand_size(g, 1), 3 + lose[i].taken);
		assert_int_equal(uno_game_current_player(g), 0);
		assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
		uno_game_free(g);
	}
}

/* ---- NM-8 ---- */

/*
 * NM-8: Wild Reverse Draw Four: the color named, play changes direction,
 * then the next player in the new direction faces the 4; on a pending
 * total the total goes back that way; with two players it lands on its
 * own player.
 */
static void test_wild_reverse_draw_four_NM_8(void **state)
{
	(void)state;
	const char *pile = "Y4 Y5 Y6 Y7 Y8 Y9 B4 B5 B6 B7";

	/* Four players: seat 3, before seat 0, faces the 4. */
	const char *four[] = { "WR4 G1 R2", "Y1 Y2 Y3", "B1 B2 B3", "G3 G4 G5" };
	uno_game *g = nm_game(NULL, 4, 3, four, "R5", pile);
	t_record_events(g, &ev);
	t_apply(g, 0, "WR4/G");
	assert_int_equal(uno_game_direction(g), -1);
	int dir = t_find_event(&ev, UNO_EV_DIRECTION, 0);
	assert_true(dir >= 0);
	assert_int_equal(ev.ev[dir].value, -1);
	assert_int_equal(uno_game_current_player(g), 3);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_pending_draw(g), 4);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	assert_string_equal(nm_top(g), "WR4/G");
	t_apply(g, 3, "accept");
	assert_int_equal(uno_game_hand_size(g, 3), 3 + 4);
	assert_string_equal(nm_hand(g, 1), "Y1 Y2 Y3");
	assert_int_equal(uno_game_current_player(g), 2);
	uno_game_free(g);

	/* On a pending total: seat 0 sends 2 to seat 1, who reverses it back
	 * with 4 more: 6 for seat 0. */
	const char *onto[] = { "RD2 G1 G2", "WR4 Y2 Y3", "B1 B2 B3" };
	g = nm_game(NULL, 3, 2, onto, "R5", pile);
	t_apply(g, 0, "RD2");
	assert_int_equal(uno_game_current_player(g), 1);
	t_apply(g, 1, "WR4/B");
	assert_int_equal(uno_game_direction(g), -1);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_pending_draw(g), 6);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	t_apply(g, 0, "accept");
	assert_int_equal(uno_game_hand_size(g, 0), 2 + 6);
	assert_string_equal(nm_hand(g, 2), "B1 B2 B3");
	assert_int_equal(uno_game_current_player(g), 2); /* counterclockwise */
	uno_game_free(g);

	/* Two players: the 4 lands on its own player, who takes it (or
	 * stacks); then the other plays. */
	const char *two[] = { "WR4 R1 R2", "Y1 Y2 Y3" };
	g = nm_game(NULL, 2, 1, two, "R5", pile);
	t_apply(g, 0, "WR4/G");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_pending_draw(g), 4);
	assert_string_equal(nm_legal(g, 0), "accept");
	t_apply(g, 0, "accept");
	assert_int_equal(uno_game_hand_size(g, 0), 2 + 4);
	assert_int_equal(uno_game_hand_size(g, 1), 3);
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);

	/* Two players, on a pending total: seat 1's Draw Two comes to seat
	 * 0, whose Wild Reverse Draw Four turns it back onto itself: 6. */
	const char *pending[] = { "WR4 R1 R2", "RD2 Y2 Y3" };
	g = nm_game(NULL, 2, 1, pending, "R5", pile);
	t_apply(g, 0, "R1");
	t_apply(g, 1, "RD2");
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_pending_draw(g), 2);
	t_apply(g, 0, "WR4/G");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_pending_draw(g), 6);
	t_apply(g, 0, "accept");
	assert_int_equal(uno_game_hand_size(g, 0), 1 + 6);
	assert_int_equal(uno_game_hand_size(g, 1), 2);
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);
}

/* ---- NM-9 ---- */

/*
 * NM-9: Wild Color Roulette is played without a color; the next player
 * names it, turns cards until one of that color shows (wilds never
 * count), takes them all and loses the turn. It cannot be answered. With
 * nothing left to turn, the turning stops.
 */
static void test_color_roulette_NM_9(void **state)
{
	(void)state;
	const char *hands[] = { "WCR G1 G2", "Y1 Y2 Y3", "G7 G8 G9" };
	uno_game *g = nm_game(NULL, 3, 2, hands, "R5", "R6 W6 Y7 B6 G5 B8");

	/* One play, without a color. */
	assert_true(nm_is_legal(g, 0, "WCR"));
	assert_false(nm_is_legal(g, 0, "WCR/R"));
	assert_false(nm_is_legal(g, 0, "WCR/B"));
	t_record_events(g, &ev);
	t_apply(g, 0, "WCR");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_current_color(g), UNO_NO_COLOR);
	/* Nothing answers it: the victim names a color and nothing else. */
	assert_string_equal(nm_legal(g, 1), "color R color Y color G color B");
	nm_refuse(g, 1, "Y1", UNO_EILLEGAL, UNO_REASON_WRONG_DECISION);
	nm_refuse(g, 0, "color B", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	nm_saves(g);

	t_apply(g, 1, "color B");
	/* R6, W6 (a wild: no count), Y7, B6: taken, the turn lost. */
	assert_string_equal(nm_hand(g, 1), "Y1 Y2 Y3 R6 B6 Y7 W6");
	assert_int_equal(t_count_events(&ev, UNO_EV_DRAW, 1), 4);
	assert_int_equal(uno_game_draw_pile_size(g), 2);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	assert_string_equal(nm_top(g), "WCR/B");
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_string_equal(nm_hand(g, 2), "G7 G8 G9");
	uno_game_free(g);

	/* A color given with the play is not used (doc/variant-format.md):
	 * WCR/R plays as WCR, the same game, and the victim still names. */
	uno_game *plain = nm_game(NULL, 3, 2, hands, "R5", "R6 W6 Y7 B6 G5 B8");
	g = nm_game(NULL, 3, 2, hands, "R5", "R6 W6 Y7 B6 G5 B8");
	uno_move named = nm_move(g, "WCR/R");
	assert_int_equal(named.color, UNO_RED);
	assert_int_equal(uno_game_apply(g, 0, &named), UNO_OK);
	t_apply(plain, 0, "WCR");
	assert_true(uno__state_equal(g, plain));
	assert_int_equal(uno_game_current_color(g), UNO_NO_COLOR);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(plain);
	uno_game_free(g);

	/* No card of the color left: the pile (R6 Y7), then R5 from the
	 * refill (G-4), then nothing; the turning stops, the turn passes. */
	g = nm_game(NULL, 3, 2, hands, "R5", "R6 Y7");
	t_apply(g, 0, "WCR");
	t_apply(g, 1, "color B");
	assert_string_equal(nm_hand(g, 1), "Y1 Y2 Y3 R5 R6 Y7");
	assert_int_equal(uno_game_draw_pile_size(g), 0);
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	uno_game_free(g);
}

/* ---- NM-10 ---- */

/*
 * NM-10: a 0 passes every hand to the next player in the direction of
 * play; a 7 makes its player swap hands with a seat of their choice
 * (another seat). Play then passes on as usual.
 */
static void test_zero_and_seven_always_act_NM_10(void **state)
{
	(void)state;
	const char *pile = "Y4 Y5 Y6";

	/* Clockwise: 0's hand to 1, 1's to 2, 2's to 0. */
	const char *zero[] = { "R0 G1 G2", "Y1 Y2 Y3", "B1 B2 B3" };
	uno_game *g = nm_game(NULL, 3, 2, zero, "R5", pile);
	t_record_events(g, &ev);
	t_apply(g, 0, "R0");
	assert_string_equal(nm_hand(g, 0), "B1 B2 B3");
	assert_string_equal(nm_hand(g, 1), "G1 G2");
	assert_string_equal(nm_hand(g, 2), "Y1 Y2 Y3");
	int rot = t_find_event(&ev, UNO_EV_ROTATE, 0);
	assert_true(rot >= 0);
	assert_int_equal(ev.ev[rot].value, 1);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	uno_game_free(g);

	/* Counterclockwise (after a Reverse): 2's hand to 1, 1's to 0, 0's
	 * to 2; then seat 1 plays. */
	const char *back[] = { "RR G1 G2", "Y1 Y2 Y3", "R0 B2 B3" };
	g = nm_game(NULL, 3, 2, back, "R5", pile);
	t_apply(g, 0, "RR");
	assert_int_equal(uno_game_current_player(g), 2);
	t_record_events(g, &ev);
	t_apply(g, 2, "R0");
	assert_string_equal(nm_hand(g, 0), "Y1 Y2 Y3");
	assert_string_equal(nm_hand(g, 1), "B2 B3");
	assert_string_equal(nm_hand(g, 2), "G1 G2");
	rot = t_find_event(&ev, UNO_EV_ROTATE, 0);
	assert_true(rot >= 0);
	assert_int_equal(ev.ev[rot].value, -1);
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);

	/* A 7: its player chooses whom to swap with. */
	const char *seven[] = { "R7 G1 G2", "Y1 Y2 Y3", "B1 B2 B3" };
	g = nm_game(NULL, 3, 2, seven, "R5", pile);
	t_apply(g, 0, "R7");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_SWAP);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_string_equal(nm_legal(g, 0), "swap 1 swap 2");
	nm_refuse(g, 0, "swap 0", UNO_EILLEGAL, UNO_REASON_BAD_TARGET);
	nm_refuse(g, 1, "swap 2", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_record_events(g, &ev);
	t_apply(g, 0, "swap 2");
	assert_string_equal(nm_hand(g, 0), "B1 B2 B3");
	assert_string_equal(nm_hand(g, 2), "G1 G2");
	assert_string_equal(nm_hand(g, 1), "Y1 Y2 Y3");
	int sw = t_find_event(&ev, UNO_EV_SWAP, 0);
	assert_true(sw >= 0);
	assert_int_equal(ev.ev[sw].seat, 0);
	assert_int_equal(ev.ev[sw].other, 2);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	uno_game_free(g);
}

/* ---- NM-11 ---- */

/*
 * NM-11: a seat holding 25 cards, checked after every card drawn, is out
 * for the hand: the rest of the draw is dropped, the pending total
 * cleared, play goes on with the next seat still in. A seat out is
 * skipped, is no 7 target and takes no part in a 0 pass; its hand is set
 * aside and joins the next refill. The last seat left wins.
 */
static void test_mercy_knock_out_NM_11(void **state)
{
	(void)state;
	int limit = 0;
	assert_int_equal(uno_rules_get(nm(), UNO_OPT_HAND_LIMIT, &limit), UNO_OK);
	assert_int_equal(limit, 25);

	const char *hands[] = {
		"W10 R7 R0 G1 G1 G2 G2 G3 G3 G4 G4 G5 G5 G6 G6 G7",
		"R1 R1 R2 R2 R3 R3 R4 R4 R6 R6 Y1 Y1 Y2 Y2 Y3 Y3",
		"R8 R9 B1 B1 B2 B2 B3 B3 B4 B4 B5 B5 B6 B6 B7 B7",
	};
	uno_game *g = nm_game(NULL, 3, 2, hands, "R5",
			      "B8 B8 B9 B9 G8 G8 G9 G9 Y9 Y9");
	const int total = nm_cards_in_play(g);
	assert_int_equal(total, 3 * 16 + 1 + 10);

	t_apply(g, 0, "W10/R");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_pending_draw(g), 10);
	t_record_events(g, &ev);
	t_apply(g, 1, "accept");
	/* 16 + 9 = 25: out at the ninth card; the tenth stays in the pile. */
	assert_int_equal(t_count_events(&ev, UNO_EV_DRAW, 1), 9);
	int ko = t_find_event(&ev, UNO_EV_KNOCKED_OUT, 0);
	assert_true(ko >= 0);
	assert_int_equal(ev.ev[ko].seat, 1);
	assert_int_equal(ev.ev[ko].value, 25);
	assert_int_equal(uno_game_seat_status(g, 1), UNO_SEAT_KNOCKED_OUT);
	assert_int_equal(uno_game_hand_size(g, 1), 25);
	assert_int_equal(uno_game_draw_pile_size(g), 1);
	assert_int_equal(uno_game_pending_draw(g), 0);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_seat_status(g, 0), UNO_SEAT_IN);
	assert_int_equal(uno_game_seat_status(g, 2), UNO_SEAT_IN);
	nm_saves(g);

	/* Seat 1 is skipped. */
	nm_refuse(g, 1, "R1", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_apply(g, 2, "R8");
	assert_int_equal(uno_game_current_player(g), 0);

	/* No 7 target. */
	t_apply(g, 0, "R7");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_SWAP);
	assert_string_equal(nm_legal(g, 0), "swap 2");
	nm_refuse(g, 0, "swap 1", UNO_EILLEGAL, UNO_REASON_BAD_TARGET);
	t_apply(g, 0, "swap 2");
	assert_string_equal(nm_hand(g, 0), "B1 B1 B2 B2 B3 B3 B4 B4 B5 B5 B6 B6 B7 B7 R9");
	assert_string_equal(nm_hand(g, 2), "R0 G1 G1 G2 G2 G3 G3 G4 G4 G5 G5 G6 G6 G7");
	assert_int_equal(uno_game_hand_size(g, 1), 25);
	assert_int_equal(uno_game_current_player(g), 2);

	/* No part in a 0 pass: seats 2 and 0 trade, seat 1's hand lies. */
	t_apply(g, 2, "R0");
	assert_string_equal(nm_hand(g, 0), "G1 G1 G2 G2 G3 G3 G4 G4 G5 G5 G6 G6 G7");
	assert_string_equal(nm_hand(g, 2), "B1 B1 B2 B2 B3 B3 B4 B4 B5 B5 B6 B6 B7 B7 R9");
	assert_int_equal(uno_game_hand_size(g, 1), 25);
	assert_int_equal(uno_game_current_player(g), 0);
	nm_saves(g);

	/* The refill: seat 0 has nothing red and no 0; it draws Y9, the
	 * last card, then the discard pile under R0 (R5 W10 R8 R7) and the
	 * 25 cards set aside make the new pile. */
	assert_int_equal(uno_game_draw_pile_size(g), 1);
	assert_int_equal(uno_game_discard_pile_size(g), 5);
	t_record_events(g, &ev);
	t_apply(g, 0, "draw");
	int re = t_find_event(&ev, UNO_EV_RESHUFFLE, 0);
	assert_true(re >= 0);
	assert_int_equal(ev.ev[re].value, 4 + 25);
	assert_int_equal(uno_game_hand_size(g, 1), 0);
	assert_int_equal(uno_game_seat_status(g, 1), UNO_SEAT_KNOCKED_OUT);
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	assert_int_equal(nm_cards_in_play(g), total);
	int drawn = t_count_events(&ev, UNO_EV_DRAW, 0);
	assert_true(drawn >= 2);
	assert_int_equal(uno_game_hand_size(g, 0), 13 + drawn);
	assert_int_equal(uno_game_draw_pile_size(g), 29 - (drawn - 1));
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno__check_invariants(g), 0);
	/* After the refill, mid-round, a save loads and saves back the same. */
	nm_saves(g);
	uno_game_free(g);

	/* Knocked out while turning cards for a Wild Color Roulette: the
	 * turning stops at 25, R6 B9 stay in the pile. */
	const char *roulette[] = {
		"WCR G1 G1 G2 G2 G3 G3 G4 G4 G5 G5 G6 G6 G7 G7 G8",
		"Y1 Y1 Y2 Y2 Y3 Y3 Y4 Y4 Y5 Y5 Y6 Y6 Y7 Y7 Y8 Y8",
		"B1 B1 B2 B2 B3 B3 B4 B4 B5 B5 B6 B6 B7 B7 B8 B8",
	};
	g = nm_game(NULL, 3, 2, roulette, "R5", "R1 R1 R2 R2 R3 R3 R4 R4 R6 R6 B9");
	t_apply(g, 0, "WCR");
	t_record_events(g, &ev);
	t_apply(g, 1, "color B");
	assert_int_equal(t_count_events(&ev, UNO_EV_DRAW, 1), 9);
	assert_int_equal(t_count_events(&ev, UNO_EV_KNOCKED_OUT, 1), 1);
	assert_int_equal(uno_game_seat_status(g, 1), UNO_SEAT_KNOCKED_OUT);
	assert_int_equal(uno_game_hand_size(g, 1), 25);
	assert_int_equal(uno_game_draw_pile_size(g), 2);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	nm_saves(g);
	uno_game_free(g);

	/* Knocked out by a draw move (drawing until playable), with two
	 * players: the last seat left wins the hand, and the match. */
	const char *two[] = {
		"G1 G2 G3 G4 G5 G6 G7 G8 G9 G1 G2 G3 G4 G5 G6 G7",
		"Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9 Y1 Y2 Y3 Y4 Y5 Y6 Y7",
	};
	g = nm_game(NULL, 2, 1, two, "R8", "B1 B2 B3 B4 B5 B6 B7 B9 R1 R2 R3");
	t_apply(g, 0, "G8");
	assert_int_equal(uno_game_current_player(g), 1);
	t_record_events(g, &ev);
	t_apply(g, 1, "draw");
	assert_int_equal(t_count_events(&ev, UNO_EV_DRAW, 1), 9);
	assert_int_equal(t_count_events(&ev, UNO_EV_KNOCKED_OUT, 1), 1);
	assert_int_equal(uno_game_seat_status(g, 1), UNO_SEAT_KNOCKED_OUT);
	assert_int_equal(uno_game_draw_pile_size(g), 2);
	assert_int_equal(uno_game_round_winner(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_MATCH_OVER);
	assert_int_equal(uno_game_match_winner(g), 0);
	assert_int_equal(uno_game_hand_size(g, 0), 15);
	uno_game_free(g);
}

/* ---- NM-12 ---- */

/*
 * NM-12: a hand emptied by its player's own play wins at once and the
 * last card does nothing: a draw card's draw (also on a pending total),
 * a 7's swap, a 0's pass. A Discard All's shedding may empty it.
 */
static void test_winning_last_card_inert_NM_12(void **state)
{
	(void)state;
	const char *pile = "Y4 Y5 Y6 Y7 Y8 Y9 B4 B5 B6 B7 B8 B9";

	static const char *const lasts[] = { "RD2", "RD4", "W10/G", "WR4/G", "R7", "R0" };
	for (size_t i = 0; i < sizeof lasts / sizeof lasts[0]; i++) {
		char hand0[16], card[8];
		snprintf(card, sizeof card, "%.*s", (int)strcspn(lasts[i], "/"), lasts[i]);
		snprintf(hand0, sizeof hand0, "%s R1", card);
		const char *hands[] = { hand0, "R2 Y2", "R3 B3" };
		uno_game *g = nm_game(NULL, 3, 2, hands, "R5", pile);
		t_apply(g, 0, "R1!");
		t_apply(g, 1, "R2");
		t_apply(g, 2, "R3");
		t_record_events(g, &ev);
		t_apply(g, 0, lasts[i]);
		assert_int_equal(uno_game_hand_size(g, 0), 0);
		assert_int_equal(uno_game_round_winner(g), 0);
		assert_int_equal(uno_game_phase(g), UNO_PHASE_MATCH_OVER);
		assert_int_equal(uno_game_match_winner(g), 0);
		assert_string_equal(nm_hand(g, 1), "Y2");
		assert_string_equal(nm_hand(g, 2), "B3");
		assert_int_equal(uno_game_pending_draw(g), 0);
		assert_int_equal(uno_game_draw_pile_size(g), 12);
		assert_int_equal(t_count_events(&ev, UNO_EV_DRAW, -2), 0);
		assert_int_equal(t_count_events(&ev, UNO_EV_SWAP, -2), 0);
		assert_int_equal(t_count_events(&ev, UNO_EV_ROTATE, -2), 0);
		uno_game_free(g);
	}

	/* Stacked on a pending total as the last card: nobody draws. */
	const char *stacked[] = { "W6 R1", "R2 Y2", "RD2 B3" };
	uno_game *g = nm_game(NULL, 3, 2, stacked, "R5", pile);
	t_apply(g, 0, "R1!");
	t_apply(g, 1, "R2");
	t_apply(g, 2, "RD2");
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_pending_draw(g), 2);
	t_apply(g, 0, "W6/Y");
	assert_int_equal(uno_game_round_winner(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_MATCH_OVER);
	assert_string_equal(nm_hand(g, 1), "Y2");
	assert_string_equal(nm_hand(g, 2), "B3");
	assert_int_equal(uno_game_draw_pile_size(g), 12);
	uno_game_free(g);

	/* Going out by shedding: the Discard All takes the last reds. */
	const char *shed[] = { "RDA R1 R7 R9", "Y1 Y2 Y3 Y4", "B1 B2 B3 B4" };
	g = nm_game(NULL, 3, 2, shed, "R5", pile);
	assert_false(nm_is_legal(g, 0, "RDA!"));
	t_apply(g, 0, "RDA");
	assert_int_equal(uno_game_hand_size(g, 0), 0);
	assert_int_equal(uno_game_round_winner(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_MATCH_OVER);
	assert_int_equal(uno_game_match_winner(g), 0);
	assert_string_equal(nm_top(g), "RDA");
	uno_game_free(g);
}

/*
 * NM-12: anyone left with one card owes the UNO call (G-6), also when a 7
 * or a 0 put that card in their hand; until the next player begins, any
 * other seat may catch them. A hand that changed owner loses the call made
 * for the hand it replaced.
 */
static void test_uno_call_after_a_seven_NM_12(void **state)
{
	(void)state;
	const char *hands[] = { "R1 R7 G1", "R2 Y2 Y3", "R3 R4 B1" };
	uno_game *g = nm_game(NULL, 3, 2, hands, "R5", "Y4 Y5 Y6 Y7");
	t_apply(g, 0, "R1");
	t_apply(g, 1, "R2");
	t_apply(g, 2, "R3");
	t_apply(g, 0, "R7!"); /* called for G1 */
	assert_int_equal(uno_game_uno_called(g, 0), 1);
	t_apply(g, 0, "swap 2");
	assert_string_equal(nm_hand(g, 0), "B1 R4");
	assert_string_equal(nm_hand(g, 2), "G1");
	assert_int_equal(uno_game_uno_called(g, 0), 0);
	assert_int_equal(uno_game_uno_called(g, 2), 0);
	assert_int_equal(uno_game_current_player(g), 1);
	/* Seat 2 may call; seats 0 and 1 may catch it; nobody else is open. */
	nm_allowed(g, 2, "uno");
	assert_true(nm_is_legal(g, 2, "uno"));
	assert_true(nm_is_legal(g, 1, "catch 2"));
	assert_true(nm_is_legal(g, 0, "catch 2"));
	nm_refuse(g, 1, "catch 0", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	nm_refuse(g, 0, "uno", UNO_EILLEGAL, UNO_REASON_UNO_NOT_LAST);
	nm_saves(g);
	t_record_events(g, &ev);
	t_apply(g, 1, "catch 2");
	int c = t_find_event(&ev, UNO_EV_CATCH, 0);
	assert_true(c >= 0);
	assert_int_equal(ev.ev[c].seat, 2);
	assert_int_equal(ev.ev[c].other, 1);
	assert_int_equal(uno_game_hand_size(g, 2), 3);
	assert_false(nm_is_legal(g, 0, "catch 2"));
	uno_game_free(g);

	/* Called in time: nobody may catch it. */
	g = nm_game(NULL, 3, 2, hands, "R5", "Y4 Y5 Y6 Y7");
	t_apply(g, 0, "R1");
	t_apply(g, 1, "R2");
	t_apply(g, 2, "R3");
	t_apply(g, 0, "R7!");
	t_apply(g, 0, "swap 2");
	t_apply(g, 2, "uno");
	assert_int_equal(uno_game_uno_called(g, 2), 1);
	nm_refuse(g, 1, "catch 2", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	uno_game_free(g);
}

/*
 * NM-12 after a 0: every hand moves, and each seat left with one card
 * owes its own call; each may be caught on its own until the next player
 * begins, which closes the window for all of them.
 */
static void test_uno_call_after_a_zero_NM_12(void **state)
{
	(void)state;
	const char *hands[] = { "R1 R4 R9 G1", "R2 R6 R1 Y1", "R3 R8 R0 B1" };
	uno_game *g = nm_game(NULL, 3, 2, hands, "R5", "Y5 Y6 R2 Y7 Y8 Y9");
	static const char *const plays[] = { "R1", "R2", "R3", "R4", "R6", "R8", "R9!", "R1!" };
	for (int i = 0; i < 8; i++)
		t_apply(g, i % 3, plays[i]);
	assert_int_equal(uno_game_uno_called(g, 0), 1);
	assert_int_equal(uno_game_uno_called(g, 1), 1);
	t_apply(g, 2, "R0");
	/* 0's G1 went to 1, 1's Y1 to 2, 2's B1 to 0: three open windows. */
	assert_string_equal(nm_hand(g, 0), "B1");
	assert_string_equal(nm_hand(g, 1), "G1");
	assert_string_equal(nm_hand(g, 2), "Y1");
	assert_int_equal(uno_game_current_player(g), 0);
	for (int p = 0; p < 3; p++) {
		assert_int_equal(uno_game_uno_called(g, p), 0);
		assert_true(nm_is_legal(g, p, "uno"));
		for (int q = 0; q < 3; q++) {
			char catch[16];
			snprintf(catch, sizeof catch, "catch %d", q);
			assert_int_equal(nm_is_legal(g, p, catch), p != q);
		}
	}
	nm_saves(g);
	/* The save marks seats 1 and 2 in their call bytes (2): a save whose
	 * byte says both called and exposed, or anything else, is refused. */
	{
		static uint8_t open[UNO_SAVE_MAX], called[UNO_SAVE_MAX];
		uno_game *twin = NULL, *back = NULL;
		assert_int_equal(uno_game_clone(&twin, g), UNO_OK);
		t_apply(twin, 1, "uno");
		int n = uno_game_save(g, open, sizeof open);
		assert_int_equal(uno_game_save(twin, called, sizeof called), n);
		/* In format 1, so that the edits reach the field checks (format
		 * 2's CRC would refuse them first). */
		n = (int)t_save_to_format1(open, (size_t)n);
		assert_int_equal(t_save_to_format1(called, (size_t)n + T_SAVE_WRAPPING), n);
		int at = -1, diffs = 0;
		for (int i = 0; i < n; i++)
			if (open[i] != called[i]) {
				at = i;
				diffs++;
			}
		assert_int_equal(diffs, 1);
		assert_int_equal(open[at], 2);
		assert_int_equal(called[at], 1);
		for (int bad = 3; bad <= 5; bad++) {
			open[at] = (uint8_t)bad;
			assert_int_equal(uno_game_load(&back, open, (size_t)n, NULL, NULL), UNO_EFORMAT);
			assert_null(back);
		}
		uno_game_free(twin);
	}
	/* Seat 1 calls; seat 2 is caught by seat 1; seat 0 is still open. */
	t_apply(g, 1, "uno");
	nm_refuse(g, 0, "catch 1", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	t_apply(g, 1, "catch 2");
	assert_int_equal(uno_game_hand_size(g, 2), 3);
	nm_refuse(g, 0, "catch 2", UNO_EILLEGAL, UNO_REASON_NOT_CATCHABLE);
	assert_true(nm_is_legal(g, 1, "catch 0"));
	assert_true(nm_is_legal(g, 0, "uno"));
	nm_saves(g);
	/* Seat 0 begins its turn: the window closes, uncaught. */
	t_apply(g, 0, "draw");
	assert_false(nm_is_legal(g, 1, "catch 0"));
	assert_false(nm_is_legal(g, 2, "catch 0"));
	assert_int_equal(uno_game_hand_size(g, 0), 2);
	uno_game_free(g);
}

/*
 * NM-13 (single_round 0): the winner scores the cards of the players
 * still in (numbers face value, colored actions 20, wilds 50) and 250
 * for each seat knocked out in the hand, whose cards count nothing. The
 * next hand starts with every player (NM-11).
 */
static void test_scoring_NM_13(void **state)
{
	(void)state;
	uno_rules *r = t_rules("no-mercy", UNO_OPT_SINGLE_ROUND, 0, -1);
	const char *hands[] = {
		"W10 RDA R0 R0 R1 R1 R2 R2 R3 R3 R4 R4 R6 R6 R7 R7",
		"Y1 Y1 Y2 Y2 Y3 Y3 Y4 Y4 Y5 Y5 Y6 Y6 Y7 Y7 Y8 Y8",
		"R8 B1 B2 B3 B4 B5 B6 B7 B8 B9 BS BR BD2 W6 WCR WR4",
	};
	uno_game *g = nm_game(r, 3, 2, hands, "R5", "G1 G2 G3 G4 G5 G6 G7 G8 G9 G0 G1");
	t_apply(g, 0, "W10/R");
	t_apply(g, 1, "accept");
	assert_int_equal(uno_game_seat_status(g, 1), UNO_SEAT_KNOCKED_OUT);
	assert_int_equal(uno_game_hand_size(g, 1), 25);
	assert_int_equal(uno_game_current_player(g), 2);
	t_apply(g, 2, "R8");
	assert_int_equal(uno_game_current_player(g), 0);
	t_record_events(g, &ev);
	t_apply(g, 0, "RDA");
	assert_int_equal(uno_game_hand_size(g, 0), 0);
	assert_int_equal(uno_game_round_winner(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	/* B1..B9: 45; Skip, Reverse, Draw Two: 60; three wilds: 150; one
	 * seat out: 250. Seat 1's 25 cards count nothing. */
	const int want = 45 + 3 * 20 + 3 * 50 + 250;
	assert_int_equal(uno_game_score(g, 0), want);
	assert_int_equal(uno_game_score(g, 1), 0);
	assert_int_equal(uno_game_score(g, 2), 0);
	int end = t_find_event(&ev, UNO_EV_ROUND_END, 0);
	assert_true(end >= 0);
	assert_int_equal(ev.ev[end].seat, 0);
	assert_int_equal(ev.ev[end].value, want);
	assert_int_equal(uno_game_match_winner(g), UNO_ESTATE);

	/* The next hand: everyone in again. */
	assert_int_equal(uno_game_next_round(g), UNO_OK);
	assert_int_equal(uno_game_round(g), 2);
	for (int s = 0; s < 3; s++)
		assert_int_equal(uno_game_seat_status(g, s), UNO_SEAT_IN);
	assert_int_equal(uno_game_score(g, 0), want);
	uno_game_free(g);
	uno_rules_free(r);
}

/* ---- NM-14 ---- */

/*
 * NM-14: stacking, draw until playable and force play are built in, and
 * so are the 0 and the 7 (NM-10): Seven-O and its halves are no options
 * of the edition, nor the challenge rules (nothing is challenged, NM-5).
 * Jump-in (H-4) may be used: off by default, and it plays when on.
 */
static void test_house_rules_NM_14(void **state)
{
	(void)state;
	const uno_rules *r = nm();
	uno_rules *copy = t_rules("no-mercy", -1);
	static const int refused[] = {
		UNO_OPT_SEVEN_O, UNO_OPT_SEVEN_SWAP, UNO_OPT_ZERO_PASS,
		UNO_OPT_NO_CHALLENGE, UNO_OPT_STRICT_WILD_DRAW,
		UNO_OPT_CHALLENGE_PENALTY, UNO_OPT_CHALLENGER_SKIPPED,
	};
	for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
		int v = -5;
		assert_int_equal(uno_rules_get(r, refused[i], &v), UNO_ENOTSUP);
		assert_int_equal(uno_rules_option_info(r, refused[i], NULL, NULL, NULL),
				 UNO_ENOTSUP);
		assert_int_equal(uno_rules_set(copy, refused[i], 1), UNO_ENOTSUP);
		assert_int_equal(uno_rules_set(copy, refused[i], 0), UNO_ENOTSUP);
	}

	/* Built in. */
	int v = -1;
	assert_int_equal(uno_rules_get(r, UNO_OPT_STACKING, &v), UNO_OK);
	assert_int_equal(v, 3);
	assert_int_equal(uno_rules_get(r, UNO_OPT_DRAW_UNTIL_PLAYABLE, &v), UNO_OK);
	assert_int_equal(v, 1);
	assert_int_equal(uno_rules_get(r, UNO_OPT_FORCE_PLAY, &v), UNO_OK);
	assert_int_equal(v, 1);
	char words[64];
	assert_true(uno_rules_kind_effects(r, 7, words, sizeof words) > 0);
	assert_string_equal(words, "number, swap-hands");
	assert_true(uno_rules_kind_effects(r, 0, words, sizeof words) > 0);
	assert_string_equal(words, "number, rotate-hands");

	/* Jump-in: offered, off, and it may be turned on. */
	int min = -1, max = -1, def = -1;
	assert_int_equal(uno_rules_option_info(r, UNO_OPT_JUMP_IN, &min, &max, &def), UNO_OK);
	assert_int_equal(def, 0);
	assert_int_equal(max, 1);
	assert_int_equal(uno_rules_get(r, UNO_OPT_JUMP_IN, &v), UNO_OK);
	assert_int_equal(v, 0);

	const char *hands[] = { "R6 G1 G2", "Y1 Y2 Y3", "R6 B2 B3", "G3 G4 G5" };
	uno_game *g = nm_game(NULL, 4, 3, hands, "R5", "Y4 Y5 Y6");
	t_apply(g, 0, "R6");
	assert_int_equal(uno_game_current_player(g), 1);
	nm_refuse(g, 2, "R6", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	uno_game_free(g);

	assert_int_equal(uno_rules_set(copy, UNO_OPT_JUMP_IN, 1), UNO_OK);
	assert_int_equal(uno_rules_get(copy, UNO_OPT_JUMP_IN, &v), UNO_OK);
	assert_int_equal(v, 1);
	g = nm_game(copy, 4, 3, hands, "R5", "Y4 Y5 Y6");
	t_apply(g, 0, "R6");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_true(nm_is_legal(g, 2, "R6"));
	t_record_events(g, &ev);
	t_apply(g, 2, "R6");
	int j = t_find_event(&ev, UNO_EV_JUMP_IN, 0);
	assert_true(j >= 0);
	assert_int_equal(ev.ev[j].seat, 2);
	assert_string_equal(nm_hand(g, 2), "B2 B3");
	assert_string_equal(nm_hand(g, 1), "Y1 Y2 Y3");
	assert_int_equal(uno_game_current_player(g), 3);
	uno_game_free(g);
	uno_rules_free(copy);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_players_and_one_hand_match_NM_1),
		cmocka_unit_test(test_deck_NM_2),
		cmocka_unit_test(test_first_discard_until_number_NM_3),
		cmocka_unit_test(test_draw_until_playable_NM_4),
		cmocka_unit_test(test_draw_values_nothing_challenged_NM_5),
		cmocka_unit_test(test_stacking_by_value_NM_6),
		cmocka_unit_test(test_skip_everyone_and_discard_all_NM_7),
		cmocka_unit_test(test_wild_reverse_draw_four_NM_8),
		cmocka_unit_test(test_color_roulette_NM_9),
		cmocka_unit_test(test_zero_and_seven_always_act_NM_10),
		cmocka_unit_test(test_mercy_knock_out_NM_11),
		cmocka_unit_test(test_winning_last_card_inert_NM_12),
		cmocka_unit_test(test_uno_call_after_a_seven_NM_12),
		cmocka_unit_test(test_uno_call_after_a_zero_NM_12),
		cmocka_unit_test(test_scoring_NM_13),
		cmocka_unit_test(test_house_rules_NM_14),
	};
	return cmocka_run_group_tests_name("no_mercy", tests, NULL, NULL);
}
