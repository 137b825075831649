/*
 * Card and move notation (card.h, move.h; DESIGN.md "Notation").
 * The notation itself has no rule id; tests about colors name G-1, and
 * tests that feed the parsers and formatters bad input name G-10 (the
 * library never trusts the caller).
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The symbols of the colored kinds, by kind, as the notation writes them. */
static const char *const colored_symbol[UNO_WILD] = {
	"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "S", "R", "D2", "D1",
};

/* The wild kinds, from UNO_WILD on. */
static const char *const wild_symbol[UNO_KIND_COUNT - UNO_WILD] = {
	"W", "W4", "W2", "CC", "TP", "T4",
};

static const char color_letter[4] = { 'R', 'Y', 'G', 'B' };

static uno_card card(int kind, int color)
{
	uno_card c = { (uint8_t)kind, (uint8_t)color };
	return c;
}

/* The canonical text of a well-formed card, built from the tables above so
 * that the expectation does not come from the code under test. */
static void expected_text(uno_card c, char *buf, size_t cap)
{
	if (c.kind >= UNO_WILD) {
		if (c.color < 4)
			snprintf(buf, cap, "%s/%c",
				 wild_symbol[c.kind - UNO_WILD],
				 color_letter[c.color]);
		else
			snprintf(buf, cap, "%s",
				 wild_symbol[c.kind - UNO_WILD]);
	} else {
		snprintf(buf, cap, "%c%s", color_letter[c.color],
			 colored_symbol[c.kind]);
	}
}

static void lower(char *s)
{
	for (; *s; s++)
		if (*s >= 'A' && *s <= 'Z')
			*s = (char)(*s - 'A' + 'a');
}

/* Parses a card that must be accepted. */
static uno_card parse_card_ok(const char *text)
{
	uno_card c = card(0xee, 0xee);
	int rc = uno_card_parse(text, strlen(text), &c);
	if (rc != UNO_OK)
		fail_msg("card \"%s\" refused: %s", text, uno_strerror(rc));
	return c;
}

/* Asserts a card text is refused with UNO_EPARSE and the output untouched. */
static void card_refused(const char *text, size_t len)
{
	uno_card c = card(0xaa, 0xbb);
	int rc = uno_card_parse(text, len, &c);
	if (rc != UNO_EPARSE)
		fail_msg("card \"%.*s\" gave %s, expected UNO_EPARSE", (int)len,
			 text, uno_strerror(rc));
	assert_int_equal(c.kind, 0xaa);
	assert_int_equal(c.color, 0xbb);
}

static uno_move sentinel_move(void)
{
	uno_move m;
	memset(&m, 0x5a, sizeof m);
	return m;
}

static uno_move parse_move_ok(const char *text)
{
	uno_move m = sentinel_move();
	int rc = uno_move_parse(text, strlen(text), &m);
	if (rc != UNO_OK)
		fail_msg("move \"%s\" refused: %s", text, uno_strerror(rc));
	return m;
}

static void move_refused(const char *text, size_t len)
{
	uno_move m = sentinel_move(), before = sentinel_move();
	int rc = uno_move_parse(text, len, &m);
	if (rc != UNO_EPARSE)
		fail_msg("move \"%.*s\" gave %s, expected UNO_EPARSE", (int)len,
			 text, uno_strerror(rc));
	assert_memory_equal(&m, &before, sizeof m);
}

/* Checks every field of a parsed move, including the "unused" conventions
 * of move.h: unused card zero, color UNO_NO_COLOR, target -1, count and reason 0. */
static void assert_move(const uno_move *m, int type, int kind, int ccolor,
			int color, int target, unsigned flags)
{
	assert_int_equal(m->type, type);
	assert_int_equal(m->card.kind, kind);
	assert_int_equal(m->card.color, ccolor);
	assert_int_equal(m->color, color);
	assert_int_equal(m->target, target);
	assert_int_equal(m->flags, flags);
	assert_int_equal(m->count, 0);
	assert_int_equal(m->reason, 0);
}

/* ---- cards ---- */

/* G-1: exactly the colored kinds in R/Y/G/B are valid colored cards, and
 * wilds are valid colorless (in hand) or with a named color (played). */
static void test_card_valid_colors_and_kinds_G1(void **state)
{
	(void)state;
	for (int kind = 0; kind < UNO_KIND_COUNT; kind++) {
		for (int color = 0; color <= UNO_NO_COLOR; color++) {
			int want = (kind >= UNO_WILD || color < 4) ? UNO_OK
								   : UNO_EINVAL;
			assert_int_equal(uno_card_valid(card(kind, color)),
					 want);
		}
		/* Colors past UNO_NO_COLOR are never valid. */
		assert_int_equal(uno_card_valid(card(kind, 5)), UNO_EINVAL);
		assert_int_equal(uno_card_valid(card(kind, 255)), UNO_EINVAL);
	}
	/* Kinds 20-31 are a definition's own (card.h): 20-25 colored,
	 * 26-31 wild; well-formed cards without a rules-less notation. */
	for (int kind = UNO_KIND_COUNT; kind < 32; kind++) {
		bool wild = kind >= 26;
		char text[8];
		assert_int_equal(uno_kind_is_wild(kind), wild);
		assert_int_equal(uno_card_valid(card(kind, UNO_RED)), UNO_OK);
		assert_int_equal(uno_card_valid(card(kind, UNO_NO_COLOR)), wild ? UNO_OK : UNO_EINVAL);
		assert_int_equal(uno_card_format(card(kind, UNO_RED), text, sizeof text), UNO_EINVAL);
	}
	assert_int_equal(uno_kind_is_wild(32), 0);
	assert_int_equal(uno_card_valid(card(32, 0)), UNO_EINVAL);
	assert_int_equal(uno_card_valid(card(32, UNO_NO_COLOR)), UNO_EINVAL);
	assert_int_equal(uno_card_valid(card(255, 0)), UNO_EINVAL);
}

static void test_kind_is_wild(void **state)
{
	(void)state;
	for (int kind = 0; kind < UNO_WILD; kind++)
		assert_int_equal(uno_kind_is_wild(kind), 0);
	for (int kind = UNO_WILD; kind < UNO_KIND_COUNT; kind++)
		assert_int_equal(uno_kind_is_wild(kind), 1);
	assert_int_equal(uno_kind_is_wild(-1), 0);
	assert_int_equal(uno_kind_is_wild(UNO_KIND_COUNT), 0);
	assert_int_equal(uno_kind_is_wild(255), 0);
	assert_int_equal(uno_kind_is_wild(INT_MAX), 0);
	assert_int_equal(uno_kind_is_wild(INT_MIN), 0);
}

/* G-1: the four colors have their names and letters; nothing else has. */
static void test_color_names_and_letters_G1(void **state)
{
	static const char *const names[4] = { "red", "yellow", "green",
					      "blue" };
	static const char *const letters[4] = { "R", "Y", "G", "B" };
	(void)state;

	for (int c = 0; c < 4; c++) {
		assert_non_null(uno_color_name(c));
		assert_string_equal(uno_color_name(c), names[c]);
		assert_non_null(uno_color_notation(c));
		assert_string_equal(uno_color_notation(c), letters[c]);
	}
	/* A wild's "no color" is not a color (G-1: wilds have none in hand). */
	assert_null(uno_color_name(UNO_NO_COLOR));
	assert_null(uno_color_notation(UNO_NO_COLOR));
	assert_null(uno_color_name(-1));
	assert_null(uno_color_notation(-1));
	assert_null(uno_color_name(5));
	assert_null(uno_color_notation(5));
	assert_null(uno_color_name(INT_MAX));
	assert_null(uno_color_notation(INT_MIN));
}

static void test_kind_names(void **state)
{
	(void)state;
	for (int a = 0; a < UNO_KIND_COUNT; a++) {
		const char *na = uno_kind_name(a);
		assert_non_null(na);
		assert_true(na[0] != '\0');
		/* Names tell kinds apart. */
		for (int b = 0; b < a; b++)
			assert_string_not_equal(na, uno_kind_name(b));
	}
	/* The examples the header gives. */
	assert_string_equal(uno_kind_name(UNO_DRAW_TWO), "draw two");
	assert_string_equal(uno_kind_name(UNO_WILD_DRAW_FOUR),
			    "wild draw four");
	assert_string_equal(uno_kind_name(UNO_SEVEN), "7");
	assert_null(uno_kind_name(-1));
	assert_null(uno_kind_name(UNO_KIND_COUNT));
	assert_null(uno_kind_name(1000));
}

/* G-1: every card of every kind and color formats canonically and parses
 * back to itself, in upper and lower case. */
static void test_card_round_trip_every_card_G1(void **state)
{
	int checked = 0;
	(void)state;

	for (int kind = 0; kind < UNO_KIND_COUNT; kind++) {
		for (int color = 0; color <= UNO_NO_COLOR; color++) {
			uno_card c = card(kind, color), back;
			char want[16], got[16];

			if (uno_card_valid(c) != UNO_OK)
				continue;
			expected_text(c, want, sizeof want);
			int n = uno_card_format(c, got, sizeof got);
			assert_int_equal(n, (int)strlen(want));
			assert_string_equal(got, want);

			back = parse_card_ok(got);
			assert_int_equal(back.kind, c.kind);
			assert_int_equal(back.color, c.color);

			lower(got);
			back = parse_card_ok(got);
			assert_int_equal(back.kind, c.kind);
			assert_int_equal(back.color, c.color);
			checked++;
		}
	}
	/* 14 colored kinds x 4 colors + 6 wild kinds x 5 colors. */
	assert_int_equal(checked, 14 * 4 + 6 * 5);
}

/* Formats a card and checks both the text and the returned length. */
static void assert_formats(uno_card c, const char *want)
{
	char buf[16];

	memset(buf, 'x', sizeof buf);
	assert_int_equal(uno_card_format(c, buf, sizeof buf),
			 (int)strlen(want));
	assert_string_equal(buf, want);
}

static void test_card_canonical_examples_G1(void **state)
{
	(void)state;

	assert_formats(card(UNO_DRAW_TWO, UNO_RED), "RD2");
	assert_formats(card(UNO_WILD_DRAW_FOUR, UNO_NO_COLOR), "W4");
	assert_formats(card(UNO_WILD_DRAW_FOUR, UNO_BLUE), "W4/B");
	assert_formats(card(UNO_WILD, UNO_YELLOW), "W/Y");
	assert_formats(card(UNO_SKIP, UNO_GREEN), "GS");
	assert_formats(card(UNO_REVERSE, UNO_YELLOW), "YR");
	assert_formats(card(UNO_ZERO, UNO_BLUE), "B0");
	assert_formats(card(UNO_DRAW_ONE, UNO_GREEN), "GD1");
	assert_formats(card(UNO_TEAM_PLAY, UNO_RED), "TP/R");
}

static void test_card_parse_case_insensitive(void **state)
{
	uno_card c;
	(void)state;

	c = parse_card_ok("rd2");
	assert_int_equal(c.kind, UNO_DRAW_TWO);
	assert_int_equal(c.color, UNO_RED);
	c = parse_card_ok("Rd2");
	assert_int_equal(c.kind, UNO_DRAW_TWO);
	assert_int_equal(c.color, UNO_RED);
	c = parse_card_ok("w4/b");
	assert_int_equal(c.kind, UNO_WILD_DRAW_FOUR);
	assert_int_equal(c.color, UNO_BLUE);
	c = parse_card_ok("W4/b");
	assert_int_equal(c.kind, UNO_WILD_DRAW_FOUR);
	assert_int_equal(c.color, UNO_BLUE);
	c = parse_card_ok("gs");
	assert_int_equal(c.kind, UNO_SKIP);
	assert_int_equal(c.color, UNO_GREEN);
	c = parse_card_ok("yr");
	assert_int_equal(c.kind, UNO_REVERSE);
	assert_int_equal(c.color, UNO_YELLOW);
	c = parse_card_ok("cc");
	assert_int_equal(c.kind, UNO_CASTING_CALL);
	assert_int_equal(c.color, UNO_NO_COLOR);
	c = parse_card_ok("t4");
	assert_int_equal(c.kind, UNO_TEAM_DRAW_FOUR);
	assert_int_equal(c.color, UNO_NO_COLOR);
}

static void test_card_parse_trims_spaces(void **state)
{
	uno_card c;
	(void)state;

	c = parse_card_ok("  R7  ");
	assert_int_equal(c.kind, UNO_SEVEN);
	assert_int_equal(c.color, UNO_RED);
	c = parse_card_ok(" w4/b");
	assert_int_equal(c.kind, UNO_WILD_DRAW_FOUR);
	assert_int_equal(c.color, UNO_BLUE);
	c = parse_card_ok("W ");
	assert_int_equal(c.kind, UNO_WILD);
	assert_int_equal(c.color, UNO_NO_COLOR);
}

static void test_card_parse_refuses_garbage_G10(void **state)
{
	static const char *const bad[] = {
		"",	" ",	"R",	 "R10", "X5",	"W5",	 "RW",	 "R7!",
		"W4/X", "R7/B", "W4/",	 "/B",	"W4/W", "R7 R7", "R 7",	 "RD3",
		"RD",	"WW",	"W4/BB", "7",	"7R",	"R-1",	 "W/NO",
	};
	(void)state;

	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		card_refused(bad[i], strlen(bad[i]));
}

/* The length bound: at most len bytes are read, reading stops at a NUL, and
 * text over 32 bytes is refused. */
static void test_card_parse_length_and_nul_G10(void **state)
{
	uno_card c = card(0xaa, 0xbb);
	char text[64];
	(void)state;

	/* "R7\0junk" with len 8: the NUL ends the text, so this is R7. */
	assert_int_equal(uno_card_parse("R7\0junk", 8, &c), UNO_OK);
	assert_int_equal(c.kind, UNO_SEVEN);
	assert_int_equal(c.color, UNO_RED);
	/* A NUL before anything: empty text. */
	card_refused("\0R7", 3);
	/* len 0 reads nothing; len 1 reads only "R". */
	card_refused("R7", 0);
	card_refused("R7", 1);
	/* len cuts "R7junk" to "R7". */
	c = card(0xaa, 0xbb);
	assert_int_equal(uno_card_parse("R7junk", 2, &c), UNO_OK);
	assert_int_equal(c.kind, UNO_SEVEN);
	assert_int_equal(c.color, UNO_RED);

	/* Exactly 32 bytes ("R7" and 30 spaces) is accepted, 33 refused. */
	memset(text, ' ', sizeof text);
	text[0] = 'R';
	text[1] = '7';
	c = card(0xaa, 0xbb);
	assert_int_equal(uno_card_parse(text, 32, &c), UNO_OK);
	assert_int_equal(c.kind, UNO_SEVEN);
	card_refused(text, 33);
	card_refused(text, sizeof text);
}

/* A buffer without a terminator: the parser must not read past len (the
 * heap block is exactly len bytes, so ASan reports any over-read). */
static void test_card_parse_unterminated_buffer_G10(void **state)
{
	char arr[2] = { 'G', '5' };
	char *heap = malloc(4);
	uno_card c = card(0xaa, 0xbb);
	(void)state;

	assert_non_null(heap);
	assert_int_equal(uno_card_parse(arr, sizeof arr, &c), UNO_OK);
	assert_int_equal(c.kind, UNO_FIVE);
	assert_int_equal(c.color, UNO_GREEN);

	memcpy(heap, "W4/y", 4);
	assert_int_equal(uno_card_parse(heap, 4, &c), UNO_OK);
	assert_int_equal(c.kind, UNO_WILD_DRAW_FOUR);
	assert_int_equal(c.color, UNO_YELLOW);
	free(heap);
}

static void test_card_parse_null_arguments_G10(void **state)
{
	uno_card c = card(0xaa, 0xbb);
	(void)state;

	assert_int_equal(uno_card_parse(NULL, 2, &c), UNO_EINVAL);
	assert_int_equal(uno_card_parse(NULL, 0, &c), UNO_EINVAL);
	assert_int_equal(c.kind, 0xaa);
	assert_int_equal(c.color, 0xbb);
	assert_int_equal(uno_card_parse("R7", 2, NULL), UNO_EINVAL);
}

/* snprintf semantics: the full length is always returned, the output is
 * truncated and terminated within cap, and nothing past cap is touched. */
static void test_card_format_snprintf_semantics(void **state)
{
	uno_card w4b = card(UNO_WILD_DRAW_FOUR, UNO_BLUE);
	char buf[16];
	(void)state;

	assert_int_equal(uno_card_format(w4b, NULL, 0), 4);
	for (size_t cap = 1; cap <= 5; cap++) {
		memset(buf, 'x', sizeof buf);
		assert_int_equal(uno_card_format(w4b, buf, cap), 4);
		assert_int_equal(buf[cap - 1], '\0');
		assert_memory_equal(buf, "W4/B", cap - 1);
		assert_int_equal(buf[cap], 'x');
	}
	/* cap 0 with a buffer: nothing is written. */
	memset(buf, 'x', sizeof buf);
	assert_int_equal(uno_card_format(w4b, buf, 0), 4);
	assert_int_equal(buf[0], 'x');
	/* 8 bytes always suffice. */
	for (int kind = 0; kind < UNO_KIND_COUNT; kind++)
		for (int color = 0; color <= UNO_NO_COLOR; color++)
			if (uno_card_valid(card(kind, color)) == UNO_OK)
				assert_true(uno_card_format(card(kind, color),
							    NULL, 0) < 8);
}

static void test_card_format_invalid_G10(void **state)
{
	static const uno_card bad[] = {
		{ UNO_SEVEN, UNO_NO_COLOR },
		{ UNO_SEVEN, 9 },
		{ UNO_KIND_COUNT, UNO_RED },
		{ 255, UNO_NO_COLOR },
		{ UNO_WILD, 5 },
		{ UNO_DRAW_TWO, 255 },
	};
	char buf[16];
	(void)state;

	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		memset(buf, 'x', sizeof buf);
		assert_int_equal(uno_card_format(bad[i], buf, sizeof buf),
				 UNO_EINVAL);
		assert_int_equal(uno_card_format(bad[i], NULL, 0), UNO_EINVAL);
	}
	/* A NULL buffer with room claimed. */
	assert_int_equal(uno_card_format(card(UNO_ONE, UNO_RED), NULL, 4),
			 UNO_EINVAL);
}

/* ---- moves ---- */

static void test_move_init_and_play_conventions(void **state)
{
	uno_move m;
	(void)state;

	m = uno_move_init(UNO_MOVE_DRAW);
	assert_move(&m, UNO_MOVE_DRAW, 0, 0, UNO_NO_COLOR, -1, 0);
	m = uno_move_init(UNO_MOVE_CATCH);
	assert_move(&m, UNO_MOVE_CATCH, 0, 0, UNO_NO_COLOR, -1, 0);
	m = uno_move_play(card(UNO_SEVEN, UNO_RED), UNO_NO_COLOR);
	assert_move(&m, UNO_MOVE_PLAY, UNO_SEVEN, UNO_RED, UNO_NO_COLOR, -1, 0);
	m = uno_move_play(card(UNO_WILD_DRAW_FOUR, UNO_NO_COLOR), UNO_BLUE);
	assert_move(&m, UNO_MOVE_PLAY, UNO_WILD_DRAW_FOUR, UNO_NO_COLOR,
		    UNO_BLUE, -1, 0);
	assert_int_equal(sizeof(uno_move), 8);
}

/* Every move form of DESIGN.md "Notation", with every parsed field, and
 * back to the same canonical text. */
static void test_move_every_form_parses_and_formats(void **state)
{
	static const struct {
		const char *text;
		int type, kind, ccolor, color, target;
		unsigned flags;
	} forms[] = {
		{ "R7", UNO_MOVE_PLAY, UNO_SEVEN, UNO_RED, UNO_NO_COLOR, -1,
		  0 },
		{ "W4/B", UNO_MOVE_PLAY, UNO_WILD_DRAW_FOUR, UNO_NO_COLOR,
		  UNO_BLUE, -1, 0 },
		{ "W4", UNO_MOVE_PLAY, UNO_WILD_DRAW_FOUR, UNO_NO_COLOR,
		  UNO_NO_COLOR, -1, 0 },
		{ "W/R", UNO_MOVE_PLAY, UNO_WILD, UNO_NO_COLOR, UNO_RED, -1,
		  0 },
		{ "R7!", UNO_MOVE_PLAY, UNO_SEVEN, UNO_RED, UNO_NO_COLOR, -1,
		  UNO_MOVE_F_UNO },
		{ "W4/B!", UNO_MOVE_PLAY, UNO_WILD_DRAW_FOUR, UNO_NO_COLOR,
		  UNO_BLUE, -1, UNO_MOVE_F_UNO },
		{ "YD2", UNO_MOVE_PLAY, UNO_DRAW_TWO, UNO_YELLOW, UNO_NO_COLOR,
		  -1, 0 },
		{ "draw", UNO_MOVE_DRAW, 0, 0, UNO_NO_COLOR, -1, 0 },
		{ "pass", UNO_MOVE_PASS, 0, 0, UNO_NO_COLOR, -1, 0 },
		{ "uno", UNO_MOVE_UNO, 0, 0, UNO_NO_COLOR, -1, 0 },
		{ "catch 2", UNO_MOVE_CATCH, 0, 0, UNO_NO_COLOR, 2, 0 },
		{ "catch 0", UNO_MOVE_CATCH, 0, 0, UNO_NO_COLOR, 0, 0 },
		{ "catch 9", UNO_MOVE_CATCH, 0, 0, UNO_NO_COLOR, 9, 0 },
		{ "challenge", UNO_MOVE_CHALLENGE, 0, 0, UNO_NO_COLOR, -1, 0 },
		{ "accept", UNO_MOVE_ACCEPT, 0, 0, UNO_NO_COLOR, -1, 0 },
		{ "color B", UNO_MOVE_COLOR, 0, 0, UNO_BLUE, -1, 0 },
		{ "color R", UNO_MOVE_COLOR, 0, 0, UNO_RED, -1, 0 },
		{ "give R7", UNO_MOVE_GIVE, UNO_SEVEN, UNO_RED, UNO_NO_COLOR,
		  -1, 0 },
		{ "give W4", UNO_MOVE_GIVE, UNO_WILD_DRAW_FOUR, UNO_NO_COLOR,
		  UNO_NO_COLOR, -1, 0 },
		{ "cast 2", UNO_MOVE_CAST, 0, 0, UNO_NO_COLOR, 2, 0 },
		{ "cast deal", UNO_MOVE_CAST, 0, 0, UNO_NO_COLOR, -1,
		  UNO_MOVE_F_DEAL },
		{ "swap 2", UNO_MOVE_SWAP, 0, 0, UNO_NO_COLOR, 2, 0 },
	};
	(void)state;

	for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
		uno_move m = parse_move_ok(forms[i].text);
		char buf[32];

		assert_move(&m, forms[i].type, forms[i].kind, forms[i].ccolor,
			    forms[i].color, forms[i].target, forms[i].flags);
		memset(buf, 'x', sizeof buf);
		int n = uno_move_format(&m, buf, sizeof buf);
		assert_int_equal(n, (int)strlen(forms[i].text));
		assert_string_equal(buf, forms[i].text);
		/* 16 bytes always suffice. */
		assert_true(n < 16);
	}
}

static void test_move_parse_case_and_spaces(void **state)
{
	uno_move m;
	(void)state;

	m = parse_move_ok("w4/b!");
	assert_move(&m, UNO_MOVE_PLAY, UNO_WILD_DRAW_FOUR, UNO_NO_COLOR,
		    UNO_BLUE, -1, UNO_MOVE_F_UNO);
	m = parse_move_ok("rd2");
	assert_move(&m, UNO_MOVE_PLAY, UNO_DRAW_TWO, UNO_RED, UNO_NO_COLOR, -1,
		    0);
	m = parse_move_ok("DRAW");
	assert_move(&m, UNO_MOVE_DRAW, 0, 0, UNO_NO_COLOR, -1, 0);
	m = parse_move_ok("Catch 3");
	assert_move(&m, UNO_MOVE_CATCH, 0, 0, UNO_NO_COLOR, 3, 0);
	m = parse_move_ok("COLOR g");
	assert_move(&m, UNO_MOVE_COLOR, 0, 0, UNO_GREEN, -1, 0);
	m = parse_move_ok("Cast Deal");
	assert_move(&m, UNO_MOVE_CAST, 0, 0, UNO_NO_COLOR, -1, UNO_MOVE_F_DEAL);
	m = parse_move_ok("give yr");
	assert_move(&m, UNO_MOVE_GIVE, UNO_REVERSE, UNO_YELLOW, UNO_NO_COLOR,
		    -1, 0);
	m = parse_move_ok("  catch    2  ");
	assert_move(&m, UNO_MOVE_CATCH, 0, 0, UNO_NO_COLOR, 2, 0);
	m = parse_move_ok("   pass");
	assert_move(&m, UNO_MOVE_PASS, 0, 0, UNO_NO_COLOR, -1, 0);
	m = parse_move_ok("R7!   ");
	assert_move(&m, UNO_MOVE_PLAY, UNO_SEVEN, UNO_RED, UNO_NO_COLOR, -1,
		    UNO_MOVE_F_UNO);
	m = parse_move_ok("swap   9");
	assert_move(&m, UNO_MOVE_SWAP, 0, 0, UNO_NO_COLOR, 9, 0);
}

static void test_move_parse_refuses_garbage_G10(void **state)
{
	/* Seats are 0..9 (UNO_MAX_PLAYERS), so "catch 10" is not notation. */
	static const char *const bad[] = {
		"",	    "   ",	"R",	     "R10",
		"X5",	    "W5",	"RW",	     "R7!!",
		"!",	    "catch",	"catch x",   "catch -1",
		"catch 99", "catch 10", "catch 2 3", "color W",
		"color",    "color X",	"color B G", "W4/X",
		"R7/B",	    "R7/B!",	"draw draw", "drawx",
		"draw 2",   "give",	"give X5",   "cast",
		"cast x",   "cast -1",	"cast 10",   "cast deal 2",
		"swap",	    "swap -1",	"swap 10",   "challenge 1",
		"foo",
	};
	(void)state;

	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		move_refused(bad[i], strlen(bad[i]));
}

static void test_move_parse_length_and_nul_G10(void **state)
{
	uno_move m = sentinel_move();
	char text[64];
	(void)state;

	/* The NUL ends the text: "R7\0junk" with len 8 is R7. */
	assert_int_equal(uno_move_parse("R7\0junk", 8, &m), UNO_OK);
	assert_move(&m, UNO_MOVE_PLAY, UNO_SEVEN, UNO_RED, UNO_NO_COLOR, -1, 0);
	m = sentinel_move();
	assert_int_equal(uno_move_parse("catch 2\0 3", 10, &m), UNO_OK);
	assert_move(&m, UNO_MOVE_CATCH, 0, 0, UNO_NO_COLOR, 2, 0);
	move_refused("\0draw", 5);
	move_refused("draw", 0);
	/* len cuts "catch 23" to "catch 2", and "drawing" to "draw". */
	m = sentinel_move();
	assert_int_equal(uno_move_parse("catch 23", 7, &m), UNO_OK);
	assert_move(&m, UNO_MOVE_CATCH, 0, 0, UNO_NO_COLOR, 2, 0);
	m = sentinel_move();
	assert_int_equal(uno_move_parse("drawing", 4, &m), UNO_OK);
	assert_move(&m, UNO_MOVE_DRAW, 0, 0, UNO_NO_COLOR, -1, 0);
	/* "catch" cut to "cat" is nothing. */
	move_refused("catch 2", 3);

	/* 32 bytes accepted, 33 refused, even when only spaces are added. */
	memset(text, ' ', sizeof text);
	memcpy(text, "catch", 5);
	text[31] = '4';
	m = sentinel_move();
	assert_int_equal(uno_move_parse(text, 32, &m), UNO_OK);
	assert_move(&m, UNO_MOVE_CATCH, 0, 0, UNO_NO_COLOR, 4, 0);
	memset(text, ' ', sizeof text);
	memcpy(text, "draw", 4);
	move_refused(text, 33);
	move_refused(text, sizeof text);
}

static void test_move_parse_unterminated_buffer_G10(void **state)
{
	char arr[7] = { 'c', 'a', 't', 'c', 'h', ' ', '5' };
	char *heap = malloc(9);
	uno_move m = sentinel_move();
	(void)state;

	assert_non_null(heap);
	assert_int_equal(uno_move_parse(arr, sizeof arr, &m), UNO_OK);
	assert_move(&m, UNO_MOVE_CATCH, 0, 0, UNO_NO_COLOR, 5, 0);

	memcpy(heap, "cast deal", 9);
	m = sentinel_move();
	assert_int_equal(uno_move_parse(heap, 9, &m), UNO_OK);
	assert_move(&m, UNO_MOVE_CAST, 0, 0, UNO_NO_COLOR, -1, UNO_MOVE_F_DEAL);
	free(heap);
}

static void test_move_parse_null_arguments_G10(void **state)
{
	uno_move m = sentinel_move(), before = sentinel_move();
	(void)state;

	assert_int_equal(uno_move_parse(NULL, 4, &m), UNO_EINVAL);
	assert_int_equal(uno_move_parse(NULL, 0, &m), UNO_EINVAL);
	assert_memory_equal(&m, &before, sizeof m);
	assert_int_equal(uno_move_parse("draw", 4, NULL), UNO_EINVAL);
}

static void test_move_format_snprintf_semantics(void **state)
{
	uno_move m = parse_move_ok("catch 2");
	char buf[32];
	(void)state;

	assert_int_equal(uno_move_format(&m, NULL, 0), 7);
	for (size_t cap = 1; cap <= 8; cap++) {
		memset(buf, 'x', sizeof buf);
		assert_int_equal(uno_move_format(&m, buf, cap), 7);
		assert_int_equal(buf[cap - 1], '\0');
		assert_memory_equal(buf, "catch 2", cap - 1);
		assert_int_equal(buf[cap], 'x');
	}
	memset(buf, 'x', sizeof buf);
	assert_int_equal(uno_move_format(&m, buf, 0), 7);
	assert_int_equal(buf[0], 'x');

	m = parse_move_ok("W4/B!");
	memset(buf, 'x', sizeof buf);
	assert_int_equal(uno_move_format(&m, buf, 3), 5);
	assert_string_equal(buf, "W4");
	assert_int_equal(uno_move_format(&m, NULL, 4), UNO_EINVAL);
}

static void test_move_format_invalid_G10(void **state)
{
	uno_move m;
	char buf[32];
	(void)state;

	assert_int_equal(uno_move_format(NULL, buf, sizeof buf), UNO_EINVAL);

	m = uno_move_init(0);
	assert_int_equal(uno_move_format(&m, buf, sizeof buf), UNO_EINVAL);
	m = uno_move_init(99);
	assert_int_equal(uno_move_format(&m, buf, sizeof buf), UNO_EINVAL);
	assert_int_equal(uno_move_format(&m, NULL, 0), UNO_EINVAL);
	/* A play of a card that does not exist. */
	m = uno_move_play(card(99, UNO_RED), UNO_NO_COLOR);
	assert_int_equal(uno_move_format(&m, buf, sizeof buf), UNO_EINVAL);
	m = uno_move_play(card(UNO_SEVEN, 7), UNO_NO_COLOR);
	assert_int_equal(uno_move_format(&m, buf, sizeof buf), UNO_EINVAL);
	/* A colored card cannot name a color ("R7/B" is not notation). */
	m = uno_move_play(card(UNO_SEVEN, UNO_RED), UNO_BLUE);
	assert_int_equal(uno_move_format(&m, buf, sizeof buf), UNO_EINVAL);
	/* A wild naming something that is not a color. */
	m = uno_move_play(card(UNO_WILD, UNO_NO_COLOR), 7);
	assert_int_equal(uno_move_format(&m, buf, sizeof buf), UNO_EINVAL);
	/* Catch of no seat or of a seat past the largest table. */
	m = uno_move_init(UNO_MOVE_CATCH);
	assert_int_equal(uno_move_format(&m, buf, sizeof buf), UNO_EINVAL);
	m.target = 10;
	assert_int_equal(uno_move_format(&m, buf, sizeof buf), UNO_EINVAL);
	/* Color move naming no color. */
	m = uno_move_init(UNO_MOVE_COLOR);
	assert_int_equal(uno_move_format(&m, buf, sizeof buf), UNO_EINVAL);
	m.color = 9;
	assert_int_equal(uno_move_format(&m, buf, sizeof buf), UNO_EINVAL);
}

static int sign(int x)
{
	return (x > 0) - (x < 0);
}

/* Asserts a < b in the canonical order, both ways round. */
static void assert_before(const uno_move *a, const uno_move *b)
{
	assert_true(uno_move_compare(a, b) < 0);
	assert_true(uno_move_compare(b, a) > 0);
}

static void test_move_compare_order(void **state)
{
	uno_move a, b;
	(void)state;

	/* Type first: a play sorts before a draw, uno before catch, whatever
	 * the other fields hold. */
	a = parse_move_ok("W4/B!");
	b = parse_move_ok("draw");
	assert_before(&a, &b);
	a = parse_move_ok("uno");
	b = parse_move_ok("catch 0");
	assert_before(&a, &b);
	a = parse_move_ok("color B");
	b = parse_move_ok("swap 0");
	assert_before(&a, &b);

	/* Then card kind, before card color: B1 < R2, and
	 * R9 < RS < RR < RD2 < W < W4. */
	a = parse_move_ok("B1");
	b = parse_move_ok("R2");
	assert_before(&a, &b);
	a = parse_move_ok("R9");
	b = parse_move_ok("RS");
	assert_before(&a, &b);
	a = parse_move_ok("BS");
	b = parse_move_ok("RR");
	assert_before(&a, &b);
	a = parse_move_ok("BD2");
	b = parse_move_ok("W/R");
	assert_before(&a, &b);
	a = parse_move_ok("W/B");
	b = parse_move_ok("W4/R");
	assert_before(&a, &b);

	/* Card color: R < Y < G < B. */
	a = parse_move_ok("R7");
	b = parse_move_ok("Y7");
	assert_before(&a, &b);
	a = parse_move_ok("G7");
	b = parse_move_ok("B7");
	assert_before(&a, &b);

	/* Named color, "no color" (4) last. */
	a = parse_move_ok("W4/R");
	b = parse_move_ok("W4/B");
	assert_before(&a, &b);
	a = parse_move_ok("W4/B");
	b = parse_move_ok("W4");
	assert_before(&a, &b);

	/* Card color before named color (raw fields). */
	a = uno_move_play(card(UNO_WILD, UNO_RED), UNO_BLUE);
	b = uno_move_play(card(UNO_WILD, UNO_BLUE), UNO_RED);
	assert_before(&a, &b);

	/* Named color before target (raw fields). */
	a = uno_move_init(UNO_MOVE_COLOR);
	a.color = UNO_RED;
	a.target = 5;
	b = uno_move_init(UNO_MOVE_COLOR);
	b.color = UNO_BLUE;
	b.target = 1;
	assert_before(&a, &b);

	/* Target. */
	a = parse_move_ok("catch 1");
	b = parse_move_ok("catch 2");
	assert_before(&a, &b);

	/* Target before flags, flags last. */
	a = parse_move_ok("cast 1");
	a.flags = UNO_MOVE_F_DEAL;
	b = parse_move_ok("cast 2");
	assert_before(&a, &b);
	a = parse_move_ok("R7");
	b = parse_move_ok("R7!");
	assert_before(&a, &b);
	a = parse_move_ok("W4/G");
	b = parse_move_ok("W4/G!");
	assert_before(&a, &b);

	/* Equal moves compare equal; the order is antisymmetric. */
	a = parse_move_ok("W4/B!");
	b = parse_move_ok("w4/b!");
	assert_int_equal(uno_move_compare(&a, &b), 0);
	assert_int_equal(uno_move_compare(&a, &a), 0);
	b = parse_move_ok("YD2");
	assert_int_equal(sign(uno_move_compare(&a, &b)),
			 -sign(uno_move_compare(&b, &a)));

	/* NULL sorts first. */
	assert_true(uno_move_compare(NULL, &a) < 0);
	assert_true(uno_move_compare(&a, NULL) > 0);
	assert_int_equal(uno_move_compare(NULL, NULL), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_card_valid_colors_and_kinds_G1),
		cmocka_unit_test(test_kind_is_wild),
		cmocka_unit_test(test_color_names_and_letters_G1),
		cmocka_unit_test(test_kind_names),
		cmocka_unit_test(test_card_round_trip_every_card_G1),
		cmocka_unit_test(test_card_canonical_examples_G1),
		cmocka_unit_test(test_card_parse_case_insensitive),
		cmocka_unit_test(test_card_parse_trims_spaces),
		cmocka_unit_test(test_card_parse_refuses_garbage_G10),
		cmocka_unit_test(test_card_parse_length_and_nul_G10),
		cmocka_unit_test(test_card_parse_unterminated_buffer_G10),
		cmocka_unit_test(test_card_parse_null_arguments_G10),
		cmocka_unit_test(test_card_format_snprintf_semantics),
		cmocka_unit_test(test_card_format_invalid_G10),
		cmocka_unit_test(test_move_init_and_play_conventions),
		cmocka_unit_test(test_move_every_form_parses_and_formats),
		cmocka_unit_test(test_move_parse_case_and_spaces),
		cmocka_unit_test(test_move_parse_refuses_garbage_G10),
		cmocka_unit_test(test_move_parse_length_and_nul_G10),
		cmocka_unit_test(test_move_parse_unterminated_buffer_G10),
		cmocka_unit_test(test_move_parse_null_arguments_G10),
		cmocka_unit_test(test_move_format_snprintf_semantics),
		cmocka_unit_test(test_move_format_invalid_G10),
		cmocka_unit_test(test_move_compare_order),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
