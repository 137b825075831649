/*
 * uno_game_new_from_hands(): a position the host sets up, each seat's
 * hand of its own size, the first discard and the draw pile; two-sided
 * cards either side up (a scripted position: FL-1 starts every dealt
 * round light side up). DESIGN.md "Scripted decks" is the convention the
 * deal keeps.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "uno_internal.h"

static const uno_rules *builtin(const char *name)
{
	const uno_rules *r = NULL;
	assert_int_equal(uno_rules_builtin(&r, name), UNO_OK);
	return r;
}

/* Cards in a table's notation, appended to buf at *n; two-sided cards as
 * LIGHT:DARK tokens, two entries each. Returns how many cards. */
static int cards_in(const uno_rules *r, const char *text, uno_card *buf, size_t *n)
{
	int cards = 0;
	const char *p = text ? text : "";

	for (;;) {
		while (*p == ' ')
			p++;
		if (!*p)
			break;
		const char *end = p;
		while (*end && *end != ' ')
			end++;
		const char *colon = memchr(p, ':', (size_t)(end - p));
		const char *stop = colon ? colon : end;
		assert_true(*n + 2 <= 2 * UNO_MAX_DECK);
		if (uno_rules_card_parse(r, p, (size_t)(stop - p), &buf[(*n)++]) != UNO_OK)
			fail_msg("bad card \"%.*s\"", (int)(stop - p), p);
		if (colon && uno_rules_card_parse(r, colon + 1, (size_t)(end - colon - 1),
						  &buf[(*n)++]) != UNO_OK)
			fail_msg("bad card \"%.*s\"", (int)(end - colon - 1), colon + 1);
		cards++;
		p = end;
	}
	return cards;
}

/* The status of a game made from hands in notation (hands[s] is seat s's,
 * NULL-terminated list of seats); the game in *out. */
static int from_hands(uno_game **out, const uno_rules *r, const char *const *hands,
		      const char *first, const char *draw, int dealer, int side, unsigned flags)
{
	uno_card buf[2 * UNO_MAX_DECK];
	int sizes[UNO_MAX_PLAYERS];
	size_t n = 0;
	int players = 0;

	while (hands[players]) {
		sizes[players] = cards_in(r, hands[players], buf, &n);
		players++;
	}
	cards_in(r, first, buf, &n);
	cards_in(r, draw, buf, &n);
	return uno_game_new_from_hands(out, r, players, 7, buf, n, sizes, dealer, side, flags, NULL,
				       NULL);
}

static uno_game *made(const uno_rules *r, const char *const *hands, const char *first,
		      const char *draw, int dealer, int side, unsigned flags)
{
	uno_game *g = NULL;
	int rc = from_hands(&g, r, hands, first, draw, dealer, side, flags);
	if (rc != UNO_OK)
		fail_msg("uno_game_new_from_hands: %s", uno_strerror(rc));
	assert_int_equal(uno__check_invariants(g), 0);
	return g;
}

/* A hand, or the top card, in the notation of the side in play. */
static const char *hand_text(const uno_game *g, int seat)
{
	static char out[1024];
	uno_card cards[UNO_MAX_DECK];
	const uno_rules *r = uno_game_rules(g);
	int n = uno_game_hand(g, seat, cards, UNO_MAX_DECK);
	size_t len = 0;

	out[0] = 0;
	for (int i = 0; i < n; i++) {
		char t[16];
		assert_true(uno_rules_card_format_side(r, cards[i], uno_game_side(g), t, sizeof t) >
			    0);
		len += (size_t)snprintf(out + len, sizeof out - len, "%s%s", i ? " " : "", t);
	}
	return out;
}

static const char *top_text(const uno_game *g)
{
	static char out[16];
	uno_card top;

	assert_int_equal(uno_game_top_card(g, &top), UNO_OK);
	assert_true(uno_rules_card_format_side(uno_game_rules(g), top, uno_game_side(g), out,
					       sizeof out) > 0);
	return out;
}

/* A built-in table dealing one card a hand: a few cards listed with
 * UNO_SCRIPT_PARTIAL can deal its next round. */
static uno_rules *one_card_tables[2];

static const uno_rules *one_card(const char *name)
{
	int at = strcmp(name, "flip") == 0;

	if (!one_card_tables[at])
		one_card_tables[at] = t_rules(name, UNO_OPT_HAND_SIZE, 1, -1);
	return one_card_tables[at];
}

static int free_tables(void **state)
{
	(void)state;
	for (int i = 0; i < 2; i++) {
		uno_rules_free(one_card_tables[i]);
		one_card_tables[i] = NULL;
	}
	return 0;
}

static int option(const uno_game *g, int opt)
{
	int v = -1;
	assert_int_equal(uno_rules_get(uno_game_rules(g), opt, &v), UNO_OK);
	return v;
}

/* Plays the round out, deals the next one. */
static void next_round(uno_game *g)
{
	assert_true(uno_game_playout(g, 3, UNO_PLAYOUT_UNIFORM) >= 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_next_round(g), UNO_OK);
	assert_int_equal(uno__check_invariants(g), 0);
}

/* ---- hands of their own sizes ---- */

static void unequal_hands_are_dealt_as_listed(void **state)
{
	(void)state;
	const char *const hands[] = { "R1", "G2 G3 Y4 B5 B6", "R7 R8 R9 Y1 Y2 Y3 G4 G5 G6", NULL };
	uno_game *g = made(builtin("classic"), hands, "B9", "Y7 Y8", -1, 0, UNO_SCRIPT_FILL);

	assert_string_equal(hand_text(g, 0), "R1");
	assert_string_equal(hand_text(g, 1), "G2 G3 Y4 B5 B6");
	/* Held in canonical order: by kind, then color. */
	assert_string_equal(hand_text(g, 2), "Y1 Y2 Y3 G4 G5 G6 R7 R8 R9");
	assert_string_equal(top_text(g), "B9");
	/* G-5: the dealer is the last seat, seat 0 plays first. */
	assert_int_equal(uno_game_dealer(g), 2);
	assert_int_equal(uno_game_current_player(g), 0);
	/* The whole deck: the listed draw pile first, then the rest. */
	assert_int_equal(uno_game_draw_pile_size(g), 108 - 15 - 1);
	/* The rules keep their hand size. */
	assert_int_equal(option(g, UNO_OPT_HAND_SIZE), 7);
	t_apply(g, 0, "draw");
	assert_string_equal(hand_text(g, 0), "R1 Y7"); /* not playable: the turn passes */
	t_apply(g, 1, "B5");
	t_apply(g, 2, "draw");
	assert_string_equal(hand_text(g, 2), "Y1 Y2 Y3 G4 G5 G6 R7 R8 Y8 R9");
	/* The next round deals the rules' hand size from a shuffle. */
	next_round(g);
	for (int p = 0; p < 3; p++)
		assert_int_equal(uno_game_hand_size(g, p), 7);
	uno_game_free(g);
}

static void the_dealer_is_the_hosts(void **state)
{
	(void)state;
	const char *const hands[] = { "R1 R2", "G2", "Y3 Y4 Y5", "B1", NULL };
	uno_game *g = made(one_card("classic"), hands, "B9", "", 1, 0, UNO_SCRIPT_PARTIAL);

	assert_int_equal(uno_game_dealer(g), 1);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_string_equal(hand_text(g, 0), "R1 R2");
	assert_string_equal(hand_text(g, 2), "Y3 Y4 Y5");
	/* Only the listed cards: no draw pile. */
	assert_int_equal(uno_game_draw_pile_size(g), 0);
	uno_game_free(g);
}

/* C-3: the first-card rules apply to the first discard; a returned card
 * goes to the bottom of a scripted pile. */
static void first_card_rules_apply(void **state)
{
	(void)state;
	const char *const hands[] = { "R1 R2 R3", "G2", NULL };
	uno_game *g = made(one_card("classic"), hands, "W4 R5", "Y6", -1, 0, UNO_SCRIPT_PARTIAL);

	assert_string_equal(top_text(g), "R5");
	assert_int_equal(uno_game_draw_pile_size(g), 2);
	t_apply(g, 0, "draw");
	assert_string_equal(hand_text(g, 0), "R1 R2 R3 Y6");
	t_apply(g, 1, "draw");
	assert_string_equal(hand_text(g, 1), "G2 W4");
	uno_game_free(g);

	/* C-3: a first Draw Two makes the first player draw two and lose the turn. */
	const char *const two[] = { "R1", "G2 G3", NULL };
	g = made(one_card("classic"), two, "YD2", "B1 B2 B3", -1, 0, UNO_SCRIPT_PARTIAL);
	assert_string_equal(hand_text(g, 0), "R1 B1 B2");
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);
}

static void the_top_may_be_placed_as_is(void **state)
{
	(void)state;
	const char *const hands[] = { "R1 R2", "G2 G3 G4", NULL };
	uno_game *g = made(one_card("classic"), hands, "W4/B", "", -1, 0,
			   UNO_SCRIPT_PARTIAL | UNO_SCRIPT_TOP_AS_IS);

	assert_string_equal(top_text(g), "W4/B");
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	uno_game_free(g);
}

/* A variant's own kinds (No Mercy's Discard All, NM-7) in its notation. */
static void a_variants_own_cards(void **state)
{
	(void)state;
	const char *const hands[] = { "RDA R5", "GD4 W6", "WCR", NULL };
	uno_game *g = made(builtin("no-mercy"), hands, "B7", "", -1, 0, UNO_SCRIPT_FILL);

	assert_string_equal(hand_text(g, 0), "R5 RDA");
	assert_int_equal(uno_game_hand_size(g, 2), 1);
	assert_int_equal(uno_game_draw_pile_size(g), 168 - 5 - 1);
	uno_game_free(g);
}

/* ---- two-sided cards (UNO Flip) ---- */

static void flip_light_side_up(void **state)
{
	(void)state;
	const char *const hands[] = { "R1:P4 R2:T5", "G2:O6", "B3:V1 B4:V2 B5:V3", NULL };
	uno_game *g = made(builtin("flip"), hands, "Y5:P5", "", -1, 0, UNO_SCRIPT_FILL);

	assert_int_equal(uno_game_side(g), 0);
	assert_string_equal(hand_text(g, 0), "R1 R2");
	assert_string_equal(hand_text(g, 2), "B3 B4 B5");
	assert_string_equal(top_text(g), "Y5");
	assert_int_equal(uno_game_draw_pile_size(g), 112 - 6 - 1);
	uno_game_free(g);
}

/* FL-1 starts a dealt round light side up; a set-up position may start
 * dark side up, and the next round is dealt light side up again. */
static void flip_dark_side_up(void **state)
{
	(void)state;
	const char *const hands[] = { "R1:P4 R2:T5", "G2:O6", "B3:V1 B4:V2 B5:V3", NULL };
	uno_game *g = made(builtin("flip"), hands, "Y5:P5", "G7:T8", -1, 1, UNO_SCRIPT_FILL);

	assert_int_equal(uno_game_side(g), 1);
	assert_string_equal(hand_text(g, 0), "P4 T5");
	assert_string_equal(hand_text(g, 1), "O6");
	assert_string_equal(hand_text(g, 2), "V1 V2 V3");
	assert_string_equal(top_text(g), "P5");
	assert_int_equal(uno_game_current_color(g), UNO_RED); /* pink, the dark side's 0 */
	t_apply(g, 0, "draw");
	assert_string_equal(hand_text(g, 0), "P4 T5 T8");
	next_round(g);
	assert_int_equal(uno_game_side(g), 0);
	for (int p = 0; p < 3; p++)
		assert_int_equal(uno_game_hand_size(g, p), 7);
	uno_game_free(g);
}

static void flip_dark_top_as_is(void **state)
{
	(void)state;
	const char *const hands[] = { "R1:P4", "G2:O6 G3:O7", NULL };
	uno_game *g = made(one_card("flip"), hands, "R5:WDC/T", "", -1, 1,
			   UNO_SCRIPT_PARTIAL | UNO_SCRIPT_TOP_AS_IS);

	assert_int_equal(uno_game_side(g), 1);
	assert_string_equal(top_text(g), "WDC/T");
	assert_int_equal(uno_game_current_color(g), UNO_YELLOW); /* teal */
	uno_game_free(g);
}

/* ---- saves and logs ---- */

static void saves_and_logs_keep_the_position(void **state)
{
	(void)state;
	const char *const hands[] = { "R1:P4 R2:T5", "G2:O6", NULL };
	uno_game *g = made(builtin("flip"), hands, "Y5:P5", "", -1, 1, UNO_SCRIPT_FILL);
	uint8_t buf[UNO_SAVE_MAX];
	int n = uno_game_save(g, buf, sizeof buf);
	assert_true(n > 0 && (size_t)n <= sizeof buf);
	uno_game *back = NULL;
	assert_int_equal(uno_game_load(&back, buf, (size_t)n, NULL, NULL), UNO_OK);
	assert_true(uno__state_equal(g, back));
	uno_game_free(back);
	/* A part of the deck, dark side up, too. */
	uno_game *part = made(one_card("flip"), hands, "Y5:P5", "", -1, 1, UNO_SCRIPT_PARTIAL);
	n = uno_game_save(part, buf, sizeof buf);
	assert_true(n > 0 && (size_t)n <= sizeof buf);
	assert_int_equal(uno_game_load(&back, buf, (size_t)n, NULL, NULL), UNO_OK);
	assert_true(uno__state_equal(part, back));
	uno_game_free(back);
	uno_game_free(part);

	/* A log of it starts from a snapshot and replays to the same game. */
	assert_int_equal(uno_game_log_start(g, 64), UNO_OK);
	t_apply(g, 0, "draw");
	int len = uno_game_log_export(g, NULL, 0);
	assert_true(len > 0);
	char *text = malloc((size_t)len + 1);
	assert_non_null(text);
	assert_int_equal(uno_game_log_export(g, text, (size_t)len + 1), len);
	assert_non_null(strstr(text, "\nstate "));
	uno_game *replayed = NULL;
	assert_int_equal(uno_game_replay(&replayed, text, (size_t)len, NULL, NULL, NULL), UNO_OK);
	assert_true(uno__state_equal(g, replayed));
	free(text);
	uno_game_free(replayed);
	uno_game_free(g);
}

/* ---- what is refused ---- */

/* Every refusal leaves *out NULL and allocates nothing. */
static void refused(int want, const uno_rules *r, int players, const uno_card *cards,
		    size_t count, const int *sizes, int dealer, int side, unsigned flags)
{
	struct t_counter c = { 0, 0 };
	uno_game *g = (uno_game *)&c; /* not NULL: the call must clear it */

	assert_int_equal(uno_game_new_from_hands(&g, r, players, 1, cards, count, sizes, dealer,
						 side, flags, t_counting_alloc, &c),
			 want);
	assert_null(g);
	assert_int_equal(c.allocs, 0);
}

static void bad_input_is_refused(void **state)
{
	(void)state;
	/* Partial lists over tables dealing one card a hand, so that only
	 * the flaw under test refuses them. */
	const uno_rules *classic = one_card("classic"), *flip = one_card("flip");
	uno_card cards[2 * UNO_MAX_DECK];
	size_t n = 0;
	cards_in(classic, "R1 R2 G1 G2 B9 Y1", cards, &n);
	int two[2] = { 2, 2 }, four[4] = { 1, 1, 1, 1 };

	/* It works as given, with a counting allocator: one allocation, freed. */
	struct t_counter c = { 0, 0 };
	uno_game *g = NULL;
	assert_int_equal(uno_game_new_from_hands(&g, classic, 2, 1, cards, n, two, -1, 0,
						 UNO_SCRIPT_PARTIAL, t_counting_alloc, &c),
			 UNO_OK);
	assert_int_equal(c.allocs, 1);
	uno_game_free(g);
	assert_int_equal(c.frees, 1);

	/* NULLs. */
	assert_int_equal(uno_game_new_from_hands(NULL, classic, 2, 1, cards, n, two, -1, 0,
						 UNO_SCRIPT_PARTIAL, NULL, NULL),
			 UNO_EINVAL);
	refused(UNO_EINVAL, NULL, 2, cards, n, two, -1, 0, UNO_SCRIPT_PARTIAL);
	refused(UNO_EINVAL, classic, 2, NULL, n, two, -1, 0, UNO_SCRIPT_PARTIAL);
	refused(UNO_EINVAL, classic, 2, cards, n, NULL, -1, 0, UNO_SCRIPT_PARTIAL);
	/* Players out of range, a dealer who is not a seat. */
	refused(UNO_EINVAL, classic, 1, cards, n, two, -1, 0, UNO_SCRIPT_PARTIAL);
	refused(UNO_EINVAL, classic, 11, cards, n, two, -1, 0, UNO_SCRIPT_PARTIAL);
	refused(UNO_EINVAL, classic, -3, cards, n, two, -1, 0, UNO_SCRIPT_PARTIAL);
	refused(UNO_EINVAL, builtin("partners"), 2, cards, n, two, -1, 0, UNO_SCRIPT_PARTIAL);
	refused(UNO_EINVAL, classic, 2, cards, n, two, 2, 0, UNO_SCRIPT_PARTIAL);
	refused(UNO_EINVAL, classic, 2, cards, n, two, -2, 0, UNO_SCRIPT_PARTIAL);
	/* Flags: unknown, conflicting, the pairing of uno_game_new_scripted(). */
	refused(UNO_EINVAL, classic, 2, cards, n, two, -1, 0, 0x80u);
	refused(UNO_EINVAL, classic, 2, cards, n, two, -1, 0,
		UNO_SCRIPT_PARTIAL | UNO_SCRIPT_FILL);
	refused(UNO_EINVAL, classic, 2, cards, n, two, -1, 0, UNO_SCRIPT_PAIRING);
	/* A side the deck does not have. */
	refused(UNO_EINVAL, classic, 2, cards, n, two, -1, 1, UNO_SCRIPT_PARTIAL);
	refused(UNO_EINVAL, classic, 2, cards, n, two, -1, -1, UNO_SCRIPT_PARTIAL);
	/* Hand sizes: none, negative, beyond the deck, at the hand limit (H-11). */
	int zero[2] = { 2, 0 }, negative[2] = { -1, 3 }, huge[2] = { 200, 2 };
	refused(UNO_EINVAL, classic, 2, cards, n, zero, -1, 0, UNO_SCRIPT_PARTIAL);
	refused(UNO_EINVAL, classic, 2, cards, n, negative, -1, 0, UNO_SCRIPT_PARTIAL);
	refused(UNO_EINVAL, classic, 2, cards, n, huge, -1, 0, UNO_SCRIPT_PARTIAL);
	uno_rules *limited = t_rules("classic", UNO_OPT_HAND_SIZE, 1, UNO_OPT_HAND_LIMIT, 2, -1);
	refused(UNO_EINVAL, limited, 2, cards, n, two, -1, 0, UNO_SCRIPT_PARTIAL);
	int one[2] = { 1, 1 };
	g = NULL;
	assert_int_equal(uno_game_new_from_hands(&g, limited, 2, 1, cards, n, one, -1, 0,
						 UNO_SCRIPT_PARTIAL, NULL, NULL),
			 UNO_OK);
	uno_game_free(g);
	uno_rules_free(limited);

	/* The rules' hand size: a limit not above it (H-11), too few cards
	 * listed to deal a round of it. */
	uno_rules *seven = t_rules("classic", UNO_OPT_HAND_LIMIT, 7, -1);
	refused(UNO_EINVAL, seven, 2, cards, n, one, -1, 0, UNO_SCRIPT_PARTIAL);
	uno_rules_free(seven);
	refused(UNO_EDECK, builtin("classic"), 2, cards, n, two, -1, 0, UNO_SCRIPT_PARTIAL);
	g = NULL;
	assert_int_equal(uno_game_new_from_hands(&g, builtin("classic"), 2, 1, cards, n, two, -1,
						 0, UNO_SCRIPT_FILL, NULL, NULL),
			 UNO_OK);
	uno_game_free(g);

	/* An unknown card, a colored wild in a hand. */
	uno_card bad[6];
	memcpy(bad, cards, sizeof bad);
	bad[1].kind = 40;
	refused(UNO_EDECK, classic, 2, bad, 6, two, -1, 0, UNO_SCRIPT_PARTIAL);
	memcpy(bad, cards, sizeof bad);
	bad[1].color = 9;
	refused(UNO_EDECK, classic, 2, bad, 6, two, -1, 0, UNO_SCRIPT_PARTIAL);
	size_t m = 0;
	cards_in(classic, "R1 W4/B G1 G2 B9", bad, &m);
	refused(UNO_EDECK, classic, 2, bad, m, two, -1, 0, UNO_SCRIPT_PARTIAL);
	/* A card more often than the deck has it (Classic has one R0, two R1). */
	m = 0;
	cards_in(classic, "R0 R2 R0 G2 B9", bad, &m);
	refused(UNO_EDECK, classic, 2, bad, m, two, -1, 0, UNO_SCRIPT_PARTIAL);
	m = 0;
	cards_in(classic, "R1 R1 G1 R1 B9", bad, &m);
	refused(UNO_EDECK, classic, 2, bad, m, two, -1, 0, UNO_SCRIPT_FILL);
	/* More cards than the deck. */
	uno_card all[UNO_MAX_DECK];
	int deck = uno_rules_deck(classic, all, UNO_MAX_DECK);
	assert_int_equal(deck, 108);
	all[108] = all[0];
	refused(UNO_EDECK, classic, 2, all, 109, two, -1, 0, UNO_SCRIPT_PARTIAL);
	/* The whole deck works without a flag; a part of it needs one. */
	g = NULL;
	assert_int_equal(uno_game_new_from_hands(&g, builtin("classic"), 4, 1, all, 108, four, -1, 0, 0, NULL,
						 NULL),
			 UNO_OK);
	assert_int_equal(uno_game_draw_pile_size(g), 108 - 4 - 1);
	uno_game_free(g);
	refused(UNO_EDECK, builtin("classic"), 4, all, 107, four, -1, 0, 0);
	/* Hands the list does not hold; no first discard. */
	refused(UNO_EDECK, classic, 2, cards, 3, two, -1, 0, UNO_SCRIPT_PARTIAL);
	refused(UNO_EDECK, classic, 2, cards, 4, two, -1, 0, UNO_SCRIPT_PARTIAL);
	g = NULL; /* with the rest of the deck filled in, the first discard is its first card */
	assert_int_equal(uno_game_new_from_hands(&g, classic, 2, 1, cards, 4, two, -1, 0,
						 UNO_SCRIPT_FILL, NULL, NULL),
			 UNO_OK);
	uno_game_free(g);

	/* Two-sided cards: two entries each. */
	uno_card pairs[2 * UNO_MAX_DECK];
	size_t p = 0;
	cards_in(flip, "R1:P4 R2:T5 G2:O6 G3:O7 Y5:P5", pairs, &p);
	refused(UNO_EDECK, flip, 2, pairs, p - 1, two, -1, 0, UNO_SCRIPT_PARTIAL);
	refused(UNO_EINVAL, flip, 2, pairs, p, two, -1, 2, UNO_SCRIPT_PARTIAL);
	pairs[3].kind = 40;
	refused(UNO_EDECK, flip, 2, pairs, p, two, -1, 1, UNO_SCRIPT_PARTIAL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(unequal_hands_are_dealt_as_listed),
		cmocka_unit_test(the_dealer_is_the_hosts),
		cmocka_unit_test(first_card_rules_apply),
		cmocka_unit_test(the_top_may_be_placed_as_is),
		cmocka_unit_test(a_variants_own_cards),
		cmocka_unit_test(flip_light_side_up),
		cmocka_unit_test(flip_dark_side_up),
		cmocka_unit_test(flip_dark_top_as_is),
		cmocka_unit_test(saves_and_logs_keep_the_position),
		cmocka_unit_test(bad_input_is_refused),
	};
	return cmocka_run_group_tests(tests, NULL, free_tables);
}
