/*
 * Rule tables and options (rules.h).
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <ctype.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static const uno_rules *classic(void)
{
	const uno_rules *r = NULL;
	assert_int_equal(uno_rules_builtin(&r, "classic"), UNO_OK);
	assert_non_null(r);
	return r;
}

/* The options of other variants (E-1, P-3) that Classic does not have. */
static bool in_classic(int o)
{
	return o != UNO_OPT_ELIMINATION_LIMIT && o != UNO_OPT_ROTATING_PARTNERS;
}

/* Every option value of a table, to prove a refused call changed none. */
static void snapshot(const uno_rules *r, int *values)
{
	for (int o = 0; o < UNO_OPT_COUNT_; o++)
		if (in_classic(o))
			assert_int_equal(uno_rules_get(r, o, &values[o]), UNO_OK);
}

static void assert_snapshot(const uno_rules *r, const int *values)
{
	for (int o = 0; o < UNO_OPT_COUNT_; o++) {
		if (!in_classic(o)) {
			/* Options of other variants are refused here. */
			assert_int_equal(uno_rules_option_info(r, o, NULL, NULL, NULL), UNO_ENOTSUP);
			continue;
		}
		int v;
		if (!in_classic(o))
			continue;
		assert_int_equal(uno_rules_get(r, o, &v), UNO_OK);
		assert_int_equal(v, values[o]);
	}
}

/* Allocators: one that always fails, one that counts. */
static void *failing_alloc(void *ptr, size_t size, void *user)
{
	int *calls = user;
	(*calls)++;
	/* Freeing is never expected: nothing was handed out. */
	assert_null(ptr);
	assert_true(size > 0);
	return NULL;
}

struct counts {
	int allocs, frees;
};

static void *counting_alloc(void *ptr, size_t size, void *user)
{
	struct counts *c = user;
	if (ptr) {
		assert_int_equal(size, 0);
		c->frees++;
		free(ptr);
		return NULL;
	}
	assert_true(size > 0);
	c->allocs++;
	return malloc(size);
}

static void test_builtin_lookup(void **state)
{
	const uno_rules *r = NULL, *again = NULL;
	(void)state;

	assert_int_equal(uno_rules_builtin(&r, "classic"), UNO_OK);
	assert_non_null(r);
	/* The same read-only table every time. */
	assert_int_equal(uno_rules_builtin(&again, "classic"), UNO_OK);
	assert_ptr_equal(r, again);

	/* Unknown (names are case-sensitive). */
	again = r;
	assert_int_equal(uno_rules_builtin(&again, "no such variant"),
			 UNO_ENOTFOUND);
	assert_int_equal(uno_rules_builtin(&again, "Classic"), UNO_ENOTFOUND);
	assert_int_equal(uno_rules_builtin(&again, "classic "), UNO_ENOTFOUND);
	assert_int_equal(uno_rules_builtin(&again, ""), UNO_ENOTFOUND);

	assert_int_equal(uno_rules_builtin(NULL, "classic"), UNO_EINVAL);
	assert_int_equal(uno_rules_builtin(&again, NULL), UNO_EINVAL);
}

static void test_builtin_enumeration(void **state)
{
	size_t n = uno_rules_builtin_count();
	(void)state;

	assert_true(n >= 1);
	assert_ptr_equal(uno_rules_builtin_at(0), classic());
	assert_string_equal(uno_rules_name(uno_rules_builtin_at(0)), "classic");
	/* Each table is found again by its name, and names are unique. */
	for (size_t i = 0; i < n; i++) {
		const uno_rules *r = uno_rules_builtin_at(i), *by_name = NULL;
		assert_non_null(r);
		assert_non_null(uno_rules_name(r));
		assert_int_equal(uno_rules_builtin(&by_name, uno_rules_name(r)),
				 UNO_OK);
		assert_ptr_equal(by_name, r);
		for (size_t j = 0; j < i; j++)
			assert_string_not_equal(
				uno_rules_name(uno_rules_builtin_at(j)),
				uno_rules_name(r));
	}
	assert_null(uno_rules_builtin_at(n));
	assert_null(uno_rules_builtin_at(n + 1000));
	assert_null(uno_rules_builtin_at(SIZE_MAX));
}

static void test_name_and_summary(void **state)
{
	const uno_rules *r = classic();
	(void)state;

	assert_string_equal(uno_rules_name(r), "classic");
	assert_non_null(uno_rules_summary(r));
	assert_true(strlen(uno_rules_summary(r)) > 0);
	assert_null(uno_rules_name(NULL));
	assert_null(uno_rules_summary(NULL));
}

/* Classic: 2-10 players. */
static void test_classic_players_2_to_10(void **state)
{
	const uno_rules *r = classic();
	int min = -1, max = -1;
	(void)state;

	assert_int_equal(uno_rules_players(r, &min, &max), UNO_OK);
	assert_int_equal(min, 2);
	assert_int_equal(max, 10);
	min = -1;
	assert_int_equal(uno_rules_players(r, &min, NULL), UNO_OK);
	assert_int_equal(min, 2);
	max = -1;
	assert_int_equal(uno_rules_players(r, NULL, &max), UNO_OK);
	assert_int_equal(max, 10);
	assert_int_equal(uno_rules_players(r, NULL, NULL), UNO_OK);
	assert_int_equal(uno_rules_players(NULL, &min, &max), UNO_EINVAL);
}

/* Counting a deck (no buffer) gives as many cards as listing it, for
 * every built-in and each side it has. */
static void test_deck_count_matches_list(void **state)
{
	uno_card deck[UNO_MAX_DECK];
	(void)state;

	for (size_t i = 0; i < uno_rules_builtin_count(); i++) {
		const uno_rules *r = uno_rules_builtin_at(i);
		assert_non_null(r);
		for (int side = 0; side < uno_rules_sides(r); side++) {
			int n = uno_rules_deck_side(r, side, NULL, 0);
			assert_true(n > 0);
			assert_int_equal(uno_rules_deck_side(r, side, deck, UNO_MAX_DECK), n);
		}
	}
}

/* C-1: 108 cards; per color one 0, two each of 1-9, two Skip, two Reverse,
 * two Draw Two; four Wild and four Wild Draw Four, colorless. */
static void test_c1_classic_deck_composition(void **state)
{
	const uno_rules *r = classic();
	uno_card deck[UNO_MAX_DECK];
	int count[UNO_KIND_COUNT][UNO_NO_COLOR + 1];
	(void)state;

	assert_int_equal(uno_rules_deck(r, NULL, 0), 108);
	assert_int_equal(uno_rules_deck(r, deck, UNO_MAX_DECK), 108);
	memset(count, 0, sizeof count);
	for (int i = 0; i < 108; i++) {
		assert_true(deck[i].kind < UNO_KIND_COUNT);
		assert_true(deck[i].color <= UNO_NO_COLOR);
		count[deck[i].kind][deck[i].color]++;
	}
	for (int kind = 0; kind < UNO_KIND_COUNT; kind++) {
		for (int color = 0; color <= UNO_NO_COLOR; color++) {
			int want = 0;
			if (color < 4) {
				if (kind == UNO_ZERO)
					want = 1;
				else if (kind <= UNO_NINE || kind == UNO_SKIP ||
					 kind == UNO_REVERSE ||
					 kind == UNO_DRAW_TWO)
					want = 2;
			} else if (kind == UNO_WILD ||
				   kind == UNO_WILD_DRAW_FOUR) {
				want = 4;
			}
			if (count[kind][color] != want)
				fail_msg("kind %d color %d: %d cards, C-1: %d",
					 kind, color, count[kind][color], want);
		}
	}
}

/* Count-then-fill: the count is the whole deck whatever the capacity, only
 * cap cards are written, and the order is fixed. */
static void test_deck_count_then_fill(void **state)
{
	const uno_rules *r = classic();
	uno_card full[UNO_MAX_DECK], part[UNO_MAX_DECK + 1];
	(void)state;

	assert_int_equal(uno_rules_deck(r, full, UNO_MAX_DECK), 108);
	memset(part, 0xcc, sizeof part);
	assert_int_equal(uno_rules_deck(r, part, 10), 108);
	assert_memory_equal(part, full, 10 * sizeof(uno_card));
	assert_int_equal(part[10].kind, 0xcc);
	assert_int_equal(part[10].color, 0xcc);

	memset(part, 0xcc, sizeof part);
	assert_int_equal(uno_rules_deck(r, part, 108), 108);
	assert_memory_equal(part, full, 108 * sizeof(uno_card));
	assert_int_equal(part[108].kind, 0xcc);

	assert_int_equal(uno_rules_deck(NULL, full, UNO_MAX_DECK), UNO_EINVAL);
	assert_int_equal(uno_rules_deck(r, NULL, 5), UNO_EINVAL);
}

/* G-8: numbers at face value, colored actions 20, wilds 50. */
static void test_g8_card_points(void **state)
{
	const uno_rules *r = classic();
	(void)state;

	for (int kind = UNO_ZERO; kind <= UNO_NINE; kind++)
		assert_int_equal(uno_rules_points(r, kind), kind);
	assert_int_equal(uno_rules_points(r, UNO_SKIP), 20);
	assert_int_equal(uno_rules_points(r, UNO_REVERSE), 20);
	assert_int_equal(uno_rules_points(r, UNO_DRAW_TWO), 20);
	assert_int_equal(uno_rules_points(r, UNO_WILD), 50);
	assert_int_equal(uno_rules_points(r, UNO_WILD_DRAW_FOUR), 50);
	/* Kinds classic has no card of. */
	assert_int_equal(uno_rules_points(r, UNO_DRAW_ONE), UNO_EINVAL);
	assert_int_equal(uno_rules_points(r, UNO_WILD_DRAW_TWO), UNO_EINVAL);
	assert_int_equal(uno_rules_points(r, UNO_CASTING_CALL), UNO_EINVAL);
	assert_int_equal(uno_rules_points(r, UNO_TEAM_PLAY), UNO_EINVAL);
	assert_int_equal(uno_rules_points(r, UNO_TEAM_DRAW_FOUR), UNO_EINVAL);
	assert_int_equal(uno_rules_points(r, -1), UNO_EINVAL);
	assert_int_equal(uno_rules_points(r, UNO_KIND_COUNT), UNO_EINVAL);
	assert_int_equal(uno_rules_points(NULL, UNO_SEVEN), UNO_EINVAL);
}

/* DESIGN.md "Option names": stable ids and names, both ways. */
static void test_option_names_round_trip(void **state)
{
	static const struct {
		int id;
		const char *name;
	} names[] = {
		{ UNO_OPT_TARGET_SCORE, "target_score" },
		{ UNO_OPT_HAND_SIZE, "hand_size" },
		{ UNO_OPT_UNO_PENALTY, "uno_penalty" },
		{ UNO_OPT_CHALLENGE_PENALTY, "challenge_penalty" },
		{ UNO_OPT_CHALLENGER_SKIPPED, "challenger_skipped" },
		{ UNO_OPT_WILD_FIRST_RETURNED, "wild_first_returned" },
		{ UNO_OPT_STRICT_WILD_DRAW, "strict_wild_draw" },
		{ UNO_OPT_LOWEST_SCORE_WINS, "lowest_score_wins" },
		{ UNO_OPT_DEALER, "dealer" },
		{ UNO_OPT_ELIMINATION_LIMIT, "elimination_limit" },
		{ UNO_OPT_ROTATING_PARTNERS, "rotating_partners" },
		{ UNO_OPT_STACKING, "stacking" },
		{ UNO_OPT_DRAW_UNTIL_PLAYABLE, "draw_until_playable" },
		{ UNO_OPT_FORCE_PLAY, "force_play" },
		{ UNO_OPT_JUMP_IN, "jump_in" },
		{ UNO_OPT_SEVEN_O, "seven_o" },
		{ UNO_OPT_REFEREE, "referee" },
		{ UNO_OPT_MISPLAY_PENALTY, "misplay_penalty" },
		{ UNO_OPT_PLAY_IF_ABLE, "play_if_able" },
		{ UNO_OPT_LAST_CARD_NUMBER, "last_card_number" },
		{ UNO_OPT_SEVEN_SWAP, "seven_swap" },
		{ UNO_OPT_ZERO_PASS, "zero_pass" },
		{ UNO_OPT_NO_CHALLENGE, "no_challenge" },
		{ UNO_OPT_NO_UNO_CALL, "no_uno_call" },
		{ UNO_OPT_DOUBLE_SCORE, "double_score" },
		{ UNO_OPT_JUMP_IN_WILD, "jump_in_wild" },
		{ UNO_OPT_DEFLECT, "deflect" },
		{ UNO_OPT_MULTI_PLAY, "multi_play" },
		{ UNO_OPT_HAND_LIMIT, "hand_limit" },
		{ UNO_OPT_SINGLE_ROUND, "single_round" },
	};
	int id;
	(void)state;

	assert_int_equal(uno_option_count(), UNO_OPT_COUNT_);
	assert_int_equal(sizeof names / sizeof names[0], UNO_OPT_COUNT_);
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		assert_non_null(uno_option_name(names[i].id));
		assert_string_equal(uno_option_name(names[i].id),
				    names[i].name);
		id = -1;
		assert_int_equal(uno_option_lookup(names[i].name, &id), UNO_OK);
		assert_int_equal(id, names[i].id);
	}
	assert_null(uno_option_name(-1));
	assert_null(uno_option_name(uno_option_count()));
	assert_null(uno_option_name(1000));

	id = 77;
	assert_int_equal(uno_option_lookup("no_such_option", &id),
			 UNO_ENOTFOUND);
	assert_int_equal(uno_option_lookup("Target_Score", &id), UNO_ENOTFOUND);
	assert_int_equal(uno_option_lookup("", &id), UNO_ENOTFOUND);
	assert_int_equal(id, 77);
	assert_int_equal(uno_option_lookup(NULL, &id), UNO_EINVAL);
	assert_int_equal(uno_option_lookup("dealer", NULL), UNO_EINVAL);
}

/* Each description names the rule id its option changes (rules.h). */
static void test_option_descriptions_name_rules(void **state)
{
	static const struct {
		int id;
		const char *rule, *alt;
	} rule_of[] = {
		{ UNO_OPT_TARGET_SCORE, "G-8", NULL },
		{ UNO_OPT_UNO_PENALTY, "G-6", NULL },
		{ UNO_OPT_CHALLENGE_PENALTY, "C-7", NULL },
		{ UNO_OPT_CHALLENGER_SKIPPED, "C-7", NULL },
		{ UNO_OPT_WILD_FIRST_RETURNED, "C-3", NULL },
		{ UNO_OPT_STRICT_WILD_DRAW, "C-6", "H-6" },
		{ UNO_OPT_LOWEST_SCORE_WINS, "G-9", NULL },
		{ UNO_OPT_DEALER, "G-5", "C-2" },
	};
	(void)state;

	for (int o = 0; o < uno_option_count(); o++) {
		const char *d = uno_option_description(o);
		assert_non_null(d);
		assert_true(strlen(d) > 0);
	}
	for (size_t i = 0; i < sizeof rule_of / sizeof rule_of[0]; i++) {
		const char *d = uno_option_description(rule_of[i].id);
		bool named =
			strstr(d, rule_of[i].rule) != NULL ||
			(rule_of[i].alt && strstr(d, rule_of[i].alt) != NULL);
		if (!named)
			fail_msg("description of %s does not name %s: \"%s\"",
				 uno_option_name(rule_of[i].id),
				 rule_of[i].rule, d);
	}
	assert_null(uno_option_description(-1));
	assert_null(uno_option_description(uno_option_count()));
}

/* Each option has a short label for a player and a category; the house
 * rules (doc/house-rules.md) are exactly the options whose description
 * names a house rule, by its id (H-n) or as one. */
static void test_option_labels_and_categories(void **state)
{
	static const struct {
		int id;
		const char *label;
		int category;
	} some[] = {
		{ UNO_OPT_TARGET_SCORE, "Target score", UNO_OPTION_TABLE },
		{ UNO_OPT_HAND_SIZE, "Cards dealt", UNO_OPTION_TABLE },
		{ UNO_OPT_DEALER, "First dealer", UNO_OPTION_TABLE },
		{ UNO_OPT_UNO_PENALTY, "UNO penalty", UNO_OPTION_RULE },
		{ UNO_OPT_REFEREE, "Referee mode", UNO_OPTION_RULE },
		{ UNO_OPT_STACKING, "Stacking", UNO_OPTION_HOUSE },
		{ UNO_OPT_DRAW_UNTIL_PLAYABLE, "Draw until playable", UNO_OPTION_HOUSE },
		{ UNO_OPT_SEVEN_O, "Seven-O", UNO_OPTION_HOUSE },
		{ UNO_OPT_PLAY_IF_ABLE, "Play if able", UNO_OPTION_HOUSE },
		{ UNO_OPT_LAST_CARD_NUMBER, "Last card a number", UNO_OPTION_HOUSE },
	};
	int tables = 0;
	(void)state;

	for (int o = 0; o < uno_option_count(); o++) {
		const char *label = uno_option_label(o), *d = uno_option_description(o);
		int cat = uno_option_category_of(o);
		assert_non_null(label);
		assert_true(strlen(label) > 0 && strlen(label) < 32);
		if (!isupper((unsigned char)label[0]))
			fail_msg("the label of %s is not capitalized: '%s'", uno_option_name(o),
				 label);
		for (int p = 0; p < o; p++)
			if (strcmp(uno_option_label(p), label) == 0)
				fail_msg("%s and %s are both labelled '%s'", uno_option_name(p),
					 uno_option_name(o), label);
		assert_true(cat == UNO_OPTION_TABLE || cat == UNO_OPTION_RULE ||
			    cat == UNO_OPTION_HOUSE);
		bool house = strstr(d, "(H-") || strstr(d, ", H-") || strstr(d, "house rule");
		if (house != (cat == UNO_OPTION_HOUSE))
			fail_msg("%s is in category %s, its description says \"%s\"",
				 uno_option_name(o), uno_option_category_name(cat), d);
		tables += cat == UNO_OPTION_TABLE;
	}
	/* target_score, hand_size, dealer, elimination_limit, single_round. */
	assert_int_equal(tables, 5);
	assert_int_equal(uno_option_category_of(UNO_OPT_ELIMINATION_LIMIT), UNO_OPTION_TABLE);
	assert_int_equal(uno_option_category_of(UNO_OPT_SINGLE_ROUND), UNO_OPTION_TABLE);
	for (size_t i = 0; i < sizeof some / sizeof some[0]; i++) {
		assert_string_equal(uno_option_label(some[i].id), some[i].label);
		assert_int_equal(uno_option_category_of(some[i].id), some[i].category);
	}
	assert_string_equal(uno_option_category_name(UNO_OPTION_TABLE), "table");
	assert_string_equal(uno_option_category_name(UNO_OPTION_RULE), "rule");
	assert_string_equal(uno_option_category_name(UNO_OPTION_HOUSE), "house");
	assert_null(uno_option_category_name(-1));
	assert_null(uno_option_category_name(3));
	assert_null(uno_option_label(-1));
	assert_null(uno_option_label(uno_option_count()));
	assert_int_equal(uno_option_category_of(-1), UNO_EINVAL);
	assert_int_equal(uno_option_category_of(uno_option_count()), UNO_EINVAL);
}

/* The options a table lists are exactly those uno_rules_option_info()
 * accepts, in id order: for every built-in variant, a copy and the same
 * variant read back from its definition. */
static void assert_options_match_info(const uno_rules *r)
{
	int list[UNO_OPT_COUNT_ + 1], want[UNO_OPT_COUNT_], n = 0;

	for (int o = 0; o < uno_option_count(); o++) {
		int rc = uno_rules_option_info(r, o, NULL, NULL, NULL);
		assert_true(rc == UNO_OK || rc == UNO_ENOTSUP);
		if (rc == UNO_OK)
			want[n++] = o;
	}
	assert_true(n > 0);
	assert_int_equal(uno_rules_options(r, NULL, 0), n);
	list[n] = -77;
	assert_int_equal(uno_rules_options(r, list, UNO_OPT_COUNT_ + 1), n);
	assert_memory_equal(list, want, (size_t)n * sizeof list[0]);
	assert_int_equal(list[n], -77);
	/* Count-then-fill: a short buffer takes the first ones. */
	list[2] = -77;
	assert_int_equal(uno_rules_options(r, list, 2), n);
	assert_int_equal(list[0], want[0]);
	assert_int_equal(list[1], want[1]);
	assert_int_equal(list[2], -77);
}

static void test_rules_options_are_those_option_info_accepts(void **state)
{
	char text[8192];
	int buf[4] = { -5, -5, -5, -5 };
	(void)state;

	for (size_t i = 0; i < uno_rules_builtin_count(); i++) {
		const uno_rules *r = uno_rules_builtin_at(i);
		uno_rules *copy, *defined;
		assert_options_match_info(r);
		assert_int_equal(uno_rules_copy(&copy, r, NULL, NULL), UNO_OK);
		assert_options_match_info(copy);
		int len = uno_rules_definition(r, text, sizeof text);
		assert_true(len > 0 && (size_t)len < sizeof text);
		assert_int_equal(uno_rules_define(&defined, text, (size_t)len, NULL, NULL, NULL),
				 UNO_OK);
		assert_options_match_info(defined);
		assert_int_equal(uno_rules_options(defined, NULL, 0),
				 uno_rules_options(r, NULL, 0));
		uno_rules_free(defined);
		uno_rules_free(copy);
	}
	assert_int_equal(uno_rules_options(NULL, buf, 4), UNO_EINVAL);
	assert_int_equal(uno_rules_options(classic(), NULL, 4), UNO_EINVAL);
	assert_int_equal(buf[0], -5);
}

/* The variants an option applies to follow from the lists: E-1's limit is
 * Challenge's alone, P-3's rotation Partners' alone, and every variant but
 * Challenge (which ends by elimination, E-1) has a target score. */
static void test_variants_an_option_applies_to_E_1_P_3(void **state)
{
	char with_limit[128] = "", with_rotation[128] = "", with_target[256] = "";
	(void)state;

	for (size_t i = 0; i < uno_rules_builtin_count(); i++) {
		const uno_rules *r = uno_rules_builtin_at(i);
		int list[UNO_OPT_COUNT_];
		int n = uno_rules_options(r, list, UNO_OPT_COUNT_);
		for (int k = 0; k < n; k++) {
			if (list[k] == UNO_OPT_ELIMINATION_LIMIT)
				strcat(with_limit, uno_rules_name(r));
			if (list[k] == UNO_OPT_ROTATING_PARTNERS)
				strcat(with_rotation, uno_rules_name(r));
			if (list[k] == UNO_OPT_TARGET_SCORE)
				strcat(strcat(with_target, uno_rules_name(r)), " ");
		}
	}
	assert_string_equal(with_limit, "challenge");
	assert_string_equal(with_rotation, "partners");
	assert_string_equal(with_target, "classic two-player partners express casting-call teams "
					 "no-mercy flip ");
}

/* The classic defaults (rules.h, RULES.md "Classic"; G-6, C-3, C-6, C-7,
 * G-8, G-9; dealer by lot per C-2). */
static void test_classic_option_defaults_G6_G8_C7(void **state)
{
	static const int want[UNO_OPT_COUNT_] = {
		[UNO_OPT_TARGET_SCORE] = 500,
		[UNO_OPT_HAND_SIZE] = 7,
		[UNO_OPT_UNO_PENALTY] = 2,
		[UNO_OPT_CHALLENGE_PENALTY] = 2,
		[UNO_OPT_CHALLENGER_SKIPPED] = 0,
		[UNO_OPT_WILD_FIRST_RETURNED] = 0,
		[UNO_OPT_STRICT_WILD_DRAW] = 0,
		[UNO_OPT_LOWEST_SCORE_WINS] = 0,
		[UNO_OPT_DEALER] = -1,
		[UNO_OPT_MISPLAY_PENALTY] = 2, /* seed 004, "Penalty Box" 3 */
	};
	const uno_rules *r = classic();
	uno_rules *copy = NULL;
	(void)state;

	assert_int_equal(uno_rules_copy(&copy, r, NULL, NULL), UNO_OK);
	for (int o = 0; o < UNO_OPT_COUNT_; o++) {
		if (!in_classic(o)) {
			/* Options of other variants are refused here. */
			assert_int_equal(uno_rules_option_info(r, o, NULL, NULL, NULL), UNO_ENOTSUP);
			continue;
		}
		int v = 12345, def = 12345;
		assert_int_equal(uno_rules_get(r, o, &v), UNO_OK);
		if (v != want[o])
			fail_msg("%s: %d, expected %d", uno_option_name(o), v,
				 want[o]);
		assert_int_equal(uno_rules_option_info(r, o, NULL, NULL, &def),
				 UNO_OK);
		assert_int_equal(def, want[o]);
		/* A copy starts with the same values. */
		assert_int_equal(uno_rules_get(copy, o, &v), UNO_OK);
		assert_int_equal(v, want[o]);
	}
	uno_rules_free(copy);
}

static void test_option_bounds(void **state)
{
	static const int boolean[] = {
		UNO_OPT_CHALLENGER_SKIPPED,
		UNO_OPT_WILD_FIRST_RETURNED,
		UNO_OPT_STRICT_WILD_DRAW,
		UNO_OPT_LOWEST_SCORE_WINS,
	};
	const uno_rules *r = classic();
	int min, max, def;
	(void)state;

	for (int o = 0; o < uno_option_count(); o++) {
		if (!in_classic(o)) {
			/* Options of other variants are refused here. */
			assert_int_equal(uno_rules_option_info(r, o, NULL, NULL, NULL), UNO_ENOTSUP);
			continue;
		}
		min = max = def = INT_MIN;
		assert_int_equal(uno_rules_option_info(r, o, &min, &max, &def),
				 UNO_OK);
		assert_true(min <= def);
		assert_true(def <= max);
		assert_true(min < max);
		/* Every out-parameter may be NULL. */
		assert_int_equal(uno_rules_option_info(r, o, NULL, NULL, NULL),
				 UNO_OK);
	}
	for (size_t i = 0; i < sizeof boolean / sizeof boolean[0]; i++) {
		assert_int_equal(uno_rules_option_info(r, boolean[i], &min,
						       &max, NULL),
				 UNO_OK);
		assert_int_equal(min, 0);
		assert_int_equal(max, 1);
	}
	/* dealer: -1 (by lot) or a seat 0-9. */
	assert_int_equal(uno_rules_option_info(r, UNO_OPT_DEALER, &min, &max,
					       NULL),
			 UNO_OK);
	assert_int_equal(min, -1);
	assert_int_equal(max, UNO_MAX_PLAYERS - 1);
	/* Counts of cards and points are never negative; a hand holds at
	 * least one card. */
	assert_int_equal(uno_rules_option_info(r, UNO_OPT_HAND_SIZE, &min, NULL,
					       NULL),
			 UNO_OK);
	assert_true(min >= 1);
	assert_int_equal(uno_rules_option_info(r, UNO_OPT_UNO_PENALTY, &min,
					       NULL, NULL),
			 UNO_OK);
	assert_true(min >= 0);
	assert_int_equal(uno_rules_option_info(r, UNO_OPT_CHALLENGE_PENALTY,
					       &min, NULL, NULL),
			 UNO_OK);
	assert_true(min >= 0);
	assert_int_equal(uno_rules_option_info(r, UNO_OPT_TARGET_SCORE, &min,
					       NULL, NULL),
			 UNO_OK);
	assert_true(min >= 1);
}

/* Every value at and inside the bounds is kept; just outside is UNO_ERANGE
 * and the table is unchanged. */
static void test_option_set_get_and_range_G10(void **state)
{
	uno_rules *r = NULL;
	int before[UNO_OPT_COUNT_];
	(void)state;

	assert_int_equal(uno_rules_copy(&r, classic(), NULL, NULL), UNO_OK);
	for (int o = 0; o < uno_option_count(); o++) {
		if (!in_classic(o)) {
			/* Options of other variants are refused here. */
			assert_int_equal(uno_rules_option_info(r, o, NULL, NULL, NULL), UNO_ENOTSUP);
			continue;
		}
		int min, max, def, v;
		assert_int_equal(uno_rules_option_info(r, o, &min, &max, &def),
				 UNO_OK);
		const int values[3] = { min, max, min + (max - min) / 2 };
		for (int i = 0; i < 3; i++) {
			assert_int_equal(uno_rules_set(r, o, values[i]),
					 UNO_OK);
			assert_int_equal(uno_rules_get(r, o, &v), UNO_OK);
			assert_int_equal(v, values[i]);
		}
		/* Leave a value that is neither bound, then try outside. */
		assert_int_equal(uno_rules_set(r, o, def), UNO_OK);
		snapshot(r, before);
		if (min > INT_MIN) {
			assert_int_equal(uno_rules_set(r, o, min - 1),
					 UNO_ERANGE);
			assert_snapshot(r, before);
		}
		if (max < INT_MAX) {
			assert_int_equal(uno_rules_set(r, o, max + 1),
					 UNO_ERANGE);
			assert_snapshot(r, before);
		}
		assert_int_equal(uno_rules_set(r, o, INT_MIN), UNO_ERANGE);
		assert_int_equal(uno_rules_set(r, o, INT_MAX), UNO_ERANGE);
		assert_snapshot(r, before);
	}
	uno_rules_free(r);
}

static void test_unknown_option_ids_G10(void **state)
{
	const int bad[] = { -1, uno_option_count(), 1000, INT_MIN };
	uno_rules *r = NULL;
	int before[UNO_OPT_COUNT_];
	(void)state;

	assert_int_equal(uno_rules_copy(&r, classic(), NULL, NULL), UNO_OK);
	snapshot(r, before);
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		int v = 4242, min = 4242, max = 4242, def = 4242;
		assert_int_equal(uno_rules_get(r, bad[i], &v), UNO_EINVAL);
		assert_int_equal(v, 4242);
		assert_int_equal(uno_rules_get(classic(), bad[i], &v),
				 UNO_EINVAL);
		assert_int_equal(uno_rules_set(r, bad[i], 0), UNO_EINVAL);
		assert_int_equal(uno_rules_option_info(r, bad[i], &min, &max,
						       &def),
				 UNO_EINVAL);
		assert_snapshot(r, before);
	}
	/* NULL tables and out-parameters. */
	int v;
	assert_int_equal(uno_rules_get(NULL, UNO_OPT_HAND_SIZE, &v),
			 UNO_EINVAL);
	assert_int_equal(uno_rules_get(r, UNO_OPT_HAND_SIZE, NULL), UNO_EINVAL);
	assert_int_equal(uno_rules_set(NULL, UNO_OPT_HAND_SIZE, 7), UNO_EINVAL);
	assert_int_equal(uno_rules_option_info(NULL, UNO_OPT_HAND_SIZE, NULL,
					       NULL, NULL),
			 UNO_EINVAL);
	assert_snapshot(r, before);
	uno_rules_free(r);
}

/* The built-in tables are read-only: even with const cast away, setting is
 * refused and nothing changes. */
static void test_builtin_table_is_read_only_G10(void **state)
{
	const uno_rules *r = classic();
	int before[UNO_OPT_COUNT_];
	(void)state;

	snapshot(r, before);
	for (int o = 0; o < uno_option_count(); o++) {
		if (!in_classic(o)) {
			/* Options of other variants are refused here. */
			assert_int_equal(uno_rules_option_info(r, o, NULL, NULL, NULL), UNO_ENOTSUP);
			continue;
		}
		int min, max, def;
		assert_int_equal(uno_rules_option_info(r, o, &min, &max, &def),
				 UNO_OK);
		int other = def == max ? min : max;
		assert_int_equal(uno_rules_set((uno_rules *)r, o, other),
				 UNO_EINVAL);
		assert_int_equal(uno_rules_set((uno_rules *)r, o, def),
				 UNO_EINVAL);
		assert_snapshot(r, before);
	}
	/* Copies made afterwards still see the defaults. */
	uno_rules *copy = NULL;
	assert_int_equal(uno_rules_copy(&copy, r, NULL, NULL), UNO_OK);
	assert_snapshot(copy, before);
	uno_rules_free(copy);
}

static void test_copy_is_independent(void **state)
{
	const uno_rules *base = classic();
	uno_rules *a = NULL, *b = NULL;
	int v;
	(void)state;

	assert_int_equal(uno_rules_copy(&a, base, NULL, NULL), UNO_OK);
	assert_non_null(a);
	assert_ptr_not_equal(a, base);
	assert_string_equal(uno_rules_name(a), "classic");
	assert_int_equal(uno_rules_deck(a, NULL, 0), 108);

	assert_int_equal(uno_rules_set(a, UNO_OPT_TARGET_SCORE, 250), UNO_OK);
	assert_int_equal(uno_rules_set(a, UNO_OPT_STRICT_WILD_DRAW, 1), UNO_OK);
	assert_int_equal(uno_rules_get(base, UNO_OPT_TARGET_SCORE, &v), UNO_OK);
	assert_int_equal(v, 500);

	/* A copy of a copy takes its options, then goes its own way. */
	assert_int_equal(uno_rules_copy(&b, a, NULL, NULL), UNO_OK);
	assert_int_equal(uno_rules_get(b, UNO_OPT_TARGET_SCORE, &v), UNO_OK);
	assert_int_equal(v, 250);
	assert_int_equal(uno_rules_get(b, UNO_OPT_STRICT_WILD_DRAW, &v),
			 UNO_OK);
	assert_int_equal(v, 1);
	assert_int_equal(uno_rules_set(b, UNO_OPT_TARGET_SCORE, 1000), UNO_OK);
	assert_int_equal(uno_rules_set(a, UNO_OPT_UNO_PENALTY, 4), UNO_OK);
	assert_int_equal(uno_rules_get(a, UNO_OPT_TARGET_SCORE, &v), UNO_OK);
	assert_int_equal(v, 250);
	assert_int_equal(uno_rules_get(b, UNO_OPT_UNO_PENALTY, &v), UNO_OK);
	assert_int_equal(v, 2);

	/* Freeing the source leaves the copy whole. */
	uno_rules_free(a);
	assert_int_equal(uno_rules_get(b, UNO_OPT_TARGET_SCORE, &v), UNO_OK);
	assert_int_equal(v, 1000);
	uno_rules_free(b);
}

static void test_copy_arguments_and_allocators_G10(void **state)
{
	uno_rules *out = (uno_rules *)&out;
	struct counts c = { 0, 0 };
	int calls = 0;
	(void)state;

	/* A failing allocator: UNO_ENOMEM, and *out is NULL. */
	assert_int_equal(uno_rules_copy(&out, classic(), failing_alloc, &calls),
			 UNO_ENOMEM);
	assert_null(out);
	assert_true(calls >= 1);

	/* The allocator is used for the copy and for freeing it. */
	assert_int_equal(uno_rules_copy(&out, classic(), counting_alloc, &c),
			 UNO_OK);
	assert_non_null(out);
	assert_true(c.allocs >= 1);
	assert_int_equal(c.frees, 0);
	uno_rules_free(out);
	assert_int_equal(c.frees, c.allocs);

	assert_int_equal(uno_rules_copy(NULL, classic(), NULL, NULL),
			 UNO_EINVAL);
	assert_int_equal(uno_rules_copy(&out, NULL, NULL, NULL), UNO_EINVAL);

	/* Freeing nothing is fine. */
	uno_rules_free(NULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_builtin_lookup),
		cmocka_unit_test(test_builtin_enumeration),
		cmocka_unit_test(test_name_and_summary),
		cmocka_unit_test(test_classic_players_2_to_10),
		cmocka_unit_test(test_c1_classic_deck_composition),
		cmocka_unit_test(test_deck_count_matches_list),
		cmocka_unit_test(test_deck_count_then_fill),
		cmocka_unit_test(test_g8_card_points),
		cmocka_unit_test(test_option_names_round_trip),
		cmocka_unit_test(test_option_descriptions_name_rules),
		cmocka_unit_test(test_option_labels_and_categories),
		cmocka_unit_test(test_rules_options_are_those_option_info_accepts),
		cmocka_unit_test(test_variants_an_option_applies_to_E_1_P_3),
		cmocka_unit_test(test_classic_option_defaults_G6_G8_C7),
		cmocka_unit_test(test_option_bounds),
		cmocka_unit_test(test_option_set_get_and_range_G10),
		cmocka_unit_test(test_unknown_option_ids_G10),
		cmocka_unit_test(test_builtin_table_is_read_only_G10),
		cmocka_unit_test(test_copy_is_independent),
		cmocka_unit_test(test_copy_arguments_and_allocators_G10),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
