/*
 * Variant definitions as text (definition.c, doc/variant-format.md): every
 * built-in table written and read back is the same table; a hand-written
 * definition reads as meant; every kind of mistake is refused with its
 * line, column and reason, and nothing crashes on any input.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/core.h"
#include "services/services.h"

/* Kinds as the test variants below define them: numbers that score
 * their value, Skips, and a Draw Three of the variant's own. */
#define NUMBERS                     \
	"[kind 1-9]\n"              \
	"points = value\n"          \
	"effects = number\n"
#define SKIPS                       \
	"[kind S]\n"                \
	"points = 20\n"             \
	"effects = skip\n"
#define DRAW_THREE                  \
	"[kind D3]\n"               \
	"new = colored\n"           \
	"name = draw three\n"       \
	"points = 30\n"             \
	"effects = skip, draw 3\n"

static char text[16384];

static void assert_same_variant(const struct uno__variant *a, const struct uno__variant *b)
{
	assert_string_equal(a->name, b->name);
	assert_string_equal(a->summary, b->summary);
	assert_memory_equal(a->deck, b->deck, sizeof a->deck);
	assert_int_equal(a->knock_out_bonus, b->knock_out_bonus);
	assert_int_equal(a->min_players, b->min_players);
	assert_int_equal(a->max_players, b->max_players);
	assert_int_equal(a->player_counts, b->player_counts);
	assert_int_equal(a->team_size, b->team_size);
	assert_int_equal(a->flags, b->flags);
	assert_int_equal(a->options, b->options);
	assert_memory_equal(a->defaults, b->defaults, sizeof a->defaults);
	for (int k = 0; k < UNO_KIND_COUNT; k++) {
		const struct uno__kind_rule *x = &a->kind[k], *y = &b->kind[k];
		assert_int_equal(x->points, y->points);
		assert_int_equal(x->draw, y->draw);
		assert_int_equal(x->flags, y->flags);
		assert_int_equal(x->restriction, y->restriction);
		assert_int_equal(x->first, y->first);
		assert_int_equal(x->penalty, y->penalty);
		assert_int_equal(x->when_options, y->when_options);
		assert_int_equal(x->option_flags, y->option_flags);
		assert_string_equal(a->new_name[k], b->new_name[k]);
		assert_string_equal(a->new_symbol[k], b->new_symbol[k]);
	}
}

/* Every built-in variant, written and read back, is itself; written
 * again, the text is the same. */
static void test_builtins_round_trip(void **state)
{
	(void)state;
	for (size_t i = 0; i < uno_rules_builtin_count(); i++) {
		const struct uno__variant *v = uno_rules_builtin_at(i)->v;
		int n = uno__definition_format(v, text, sizeof text);
		assert_true(n > 0 && (size_t)n < sizeof text);
		assert_int_equal(strlen(text), (size_t)n);

		struct uno__defined d;
		struct uno__def_error err;
		int rc = uno__definition_parse(text, (size_t)n, &d, &err);
		if (rc != UNO_OK)
			fail_msg("%s: line %d col %d: %s\n%s", v->name, err.line, err.column,
				 err.message, text);
		assert_same_variant(v, &d.v);

		static char again[sizeof text];
		assert_int_equal(uno__definition_format(&d.v, again, sizeof again), n);
		assert_string_equal(text, again);
	}
}

/* The writer says how long the text is whatever the room, and never
 * writes past it. */
static void test_format_sizes(void **state)
{
	(void)state;
	const struct uno__variant *v = uno_rules_builtin_at(0)->v;
	int n = uno__definition_format(v, NULL, 0);
	assert_true(n > 100);
	char small[40];
	memset(small, 'x', sizeof small);
	assert_int_equal(uno__definition_format(v, small, 20), n);
	assert_int_equal(small[19], 0);
	assert_int_equal(small[20], 'x');
}

static int parse(const char *t, struct uno__defined *d, struct uno__def_error *err)
{
	return uno__definition_parse(t, strlen(t), d, err);
}

/* A small definition written by hand: defaults where it says nothing,
 * number ranges, faces given one by one, comments, CRLF lines. */
static void test_hand_written(void **state)
{
	(void)state;
	const char *t =
		"# a small game\r\n"
		"[variant]\r\n"
		"format = 1\n"
		"name = tiny_2\n"
		"players = 2, 4-5\n"
		"two-player-reverse = skip\n"
		"\n"
		"[options]\n"
		"hand_size = 3\n"
		"seven_o = 0\n"
		"[deck]\n"
		"  1-3 = 2\n"
		"S, R = 1\n"
		"R9 = 1\n"
		"W = 2\n"
		"[kind 1-3]\n"
		"points = value\n"
		"effects = number\n"
		"[kind 9]\n"
		"points = 9\n"
		"effects = number\n"
		"with seven_o = swap-hands\n"
		"[kind S]\n"
		"points = 20\n"
		"effects = skip\n"
		"first = cover\n"
		"[kind R]\n"
		"points = 20\n"
		"effects = reverse\n"
		"[kind W]\n"
		"points = 50\n"
		"effects = none\n"
		"first = choose-color\n";
	struct uno__defined d;
	struct uno__def_error err;

	assert_int_equal(parse(t, &d, &err), UNO_OK);
	const struct uno__variant *v = &d.v;
	assert_string_equal(v->name, "tiny_2");
	assert_string_equal(v->summary, "");
	assert_int_equal(v->player_counts, (1u << 2) | (1u << 4) | (1u << 5));
	assert_int_equal(v->min_players, 2);
	assert_int_equal(v->max_players, 5);
	assert_int_equal(v->team_size, 1);
	assert_int_equal(v->flags, UNO__V_TWO_PLAYER_REVERSE_SKIPS);
	assert_int_equal(v->options, (1u << UNO_OPT_HAND_SIZE) | (1u << UNO_OPT_SEVEN_O));
	assert_int_equal(v->defaults[UNO_OPT_HAND_SIZE], 3);
	/* Options left out keep the standard defaults. */
	assert_int_equal(v->defaults[UNO_OPT_TARGET_SCORE], 500);
	assert_int_equal(v->defaults[UNO_OPT_DEALER], -1);
	assert_int_equal(uno__deck_size(v), 6 * 4 + 2 * 4 + 1 + 2);
	assert_int_equal(v->deck[uno__face(UNO_TWO, UNO_GREEN)], 2);
	assert_int_equal(v->deck[uno__face(UNO_NINE, UNO_RED)], 1);
	assert_int_equal(v->deck[uno__face(UNO_NINE, UNO_BLUE)], 0);
	assert_int_equal(v->deck[uno__face(UNO_WILD, UNO_NO_COLOR)], 2);
	assert_int_equal(v->kind[UNO_THREE].points, 3);
	assert_int_equal(v->kind[UNO_THREE].flags, UNO__K_NUMBER);
	assert_int_equal(v->kind[UNO_NINE].when_options, 1u << UNO_OPT_SEVEN_O);
	assert_int_equal(v->kind[UNO_NINE].option_flags, UNO__K_SWAP_HANDS);
	assert_int_equal(v->kind[UNO_SKIP].first, UNO__FIRST_COVER);
	assert_int_equal(v->kind[UNO_WILD].first, UNO__FIRST_CHOOSE_COLOR);
	assert_int_equal(v->kind[UNO_WILD].flags, 0);

	/* Its text reads back as itself. */
	int n = uno__definition_format(v, text, sizeof text);
	struct uno__defined again;
	assert_int_equal(uno__definition_parse(text, (size_t)n, &again, &err), UNO_OK);
	assert_same_variant(v, &again.v);
}

/* The smallest valid text, for the error cases to break one thing of. */
static const char *const valid =
	"[variant]\n"
	"format = 1\n"
	"name = x\n"
	"players = 2-4\n"
	"[deck]\n"
	"1 = 3\n"
	"[kind 1]\n"
	"points = 1\n";

struct bad {
	const char *text;
	int line, column;
	const char *says;
};

/* Each mistake is refused with where it is and what is wrong. */
static void test_errors(void **state)
{
	(void)state;
	static const struct bad cases[] = {
		{ "", 0, 0, "no [variant]" },
		{ "name = x\n", 1, 1, "before any section" },
		{ "[variant]\nformat = 2\n", 2, 10, "format 2" },
		{ "[variant]\nformat = one\n", 2, 10, "not a whole number" },
		{ "[variant]\nformat = 1\nformat = 1\n", 3, 1, "twice" },
		{ "[variant]\nformat = 1\nname = Big\n", 3, 8, "lowercase" },
		{ "[variant]\nformat = 1\nname = x\nplayers = 1\n", 4, 11, "out of range" },
		{ "[variant]\nformat = 1\nname = x\nplayers = 5-3\n", 4, 11, "backwards" },
		{ "[variant]\nformat = 1\nname = x\nplayers = 2\ncolour = red\n", 5, 1,
		  "unknown key 'colour'" },
		{ "[variant]\nformat = 1\nname = x\nplayers = 2\nscoring = most\n", 5, 11,
		  "'winner' or 'own-hands'" },
		{ "[variants]\n", 1, 2, "unknown section" },
		{ "[variant]\n[variant]\n", 2, 2, "twice" },
		{ "[variant\n", 1, 9, "ends with ']'" },
		{ "[variant]\njust words\n", 2, 1, "key = value" },
		{ "[variant]\n = 3\n", 2, 2, "key is missing" },
		{ "[variant]\nname = a\x01\n", 2, 9, "control character" },
		{ "[variant]\nformat = 1\n[options]\nfast = 1\n", 4, 1, "unknown option" },
		{ "[variant]\nformat = 1\n[options]\nhand_size = 99\n", 4, 13, "range" },
		{ "[variant]\nformat = 1\n[deck]\nX7 = 2\n", 4, 1, "not a card kind" },
		{ "[variant]\nformat = 1\n[deck]\n1 = 2\nG1 = 1\n", 5, 1, "already counted" },
		{ "[variant]\nformat = 1\n[deck]\n1 = 500\n", 4, 5, "out of range" },
		{ "[variant]\nformat = 1\n[kind]\n", 3, 6, "names its kinds" },
		{ "[variant]\nformat = 1\n[kind R5]\n", 3, 7, "not a card kind" },
		{ "[variant]\nformat = 1\n[kind 1]\n[kind 0-2]\n", 4, 7, "already has its rule" },
		{ "[variant]\nformat = 1\n[kind S]\neffects = skip, teleport\n", 4, 17,
		  "unknown effect 'teleport'" },
		{ "[variant]\nformat = 1\n[kind S]\neffects = draw 99\n", 4, 16, "out of range" },
		{ "[variant]\nformat = 1\n[kind S]\npoints = value\n", 4, 10, "number kinds" },
		{ "[variant]\nformat = 1\n[kind S]\neffects = number\n", 4, 11, "0-9" },
		{ "[variant]\nformat = 1\n[kind W]\nfirst = later\n", 4, 9, "first-card rule" },
		{ "[variant]\nformat = 1\n[kind 7]\nwith seven_o = draw 2\n", 4, 16,
		  "cannot depend" },
		{ "[variant]\nformat = 1\n[kind 7]\nwith nothing = skip\n", 4, 6, "unknown option" },
		{ "[variant]\nformat = 1\n[kind 7]\nsize = 3\n", 4, 1, "unknown key 'size'" },
		{ "[variant]\nname = x\nplayers = 2\n", 0, 0, "no format" },
		{ "[variant]\nformat = 1\nplayers = 2\n", 0, 0, "no name" },
		{ "[variant]\nformat = 1\nname = x\n", 0, 0, "no players" },
		{ "[variant]\nformat = 1\nname = x\nplayers = 2\n", 0, 0, "no cards" },
		{ "[variant]\nformat = 1\nname = x\nplayers = 2\n[deck]\n1 = 100\n2 = 100\n", 0, 0,
		  "at most" },
		{ "[variant]\nformat = 1\nname = x\nplayers = 2\n[deck]\n1 = 1\nS = 1\n[kind 1]\n",
		  7, 1, "no [kind S]" },
		{ "[variant]\nformat = 1\nname = x\nplayers = 4, 5\nteam-size = 2\n[deck]\n1 = 9\n"
		  "[kind 1]\n",
		  0, 0, "even" },
		{ "[variant]\nformat = 1\nname = x\nplayers = 4\ngoing-out = team\n[deck]\n1 = 9\n"
		  "[kind 1]\n",
		  0, 0, "team-size = 2" },
		/* TM-7 with NM-9: the hand-off waits for a color the last
		 * card's player names; the roulette's is named by the next. */
		{ "[variant]\nformat = 1\nname = x\nplayers = 4\nteam-size = 2\ngoing-out = team\n"
		  "[deck]\n1 = 9\nW = 4\n[kind 1]\n[kind W]\neffects = reveal-until-color\nfirst = cover\n",
		  0, 0, "reveal-until-color goes with going-out = seat only" },
		/* TM-7 with H-1, H-9 or H-11: a hand-off with a total pending,
		 * or owed by a seat that left the round. */
		{ "[variant]\nformat = 1\nname = x\nplayers = 4\nteam-size = 2\ngoing-out = team\n"
		  "[options]\nstacking = 0\n[deck]\n1 = 9\n[kind 1]\n",
		  0, 0, "going-out = team takes no stacking, deflect or hand_limit" },
		{ "[variant]\nformat = 1\nname = x\nplayers = 4\nteam-size = 2\ngoing-out = team\n"
		  "[options]\ndeflect = 0\n[deck]\n1 = 9\n[kind 1]\n",
		  0, 0, "going-out = team takes no stacking, deflect or hand_limit" },
		{ "[variant]\nformat = 1\nname = x\nplayers = 4\nteam-size = 2\ngoing-out = team\n"
		  "[options]\nhand_limit = 0\n[deck]\n1 = 9\n[kind 1]\n",
		  0, 0, "going-out = team takes no stacking, deflect or hand_limit" },
		{ "[variant]\nformat = 1\nname = x\nplayers = 4\nscoring = own-hands\n[deck]\n1 = 9\n"
		  "[kind 1]\n",
		  0, 0, "elimination_limit" },
		{ "[variant]\nformat = 1\nname = x\nplayers = 4\n[deck]\nW4 = 4\n[kind W4]\n"
		  "effects = challengeable\n",
		  0, 0, "needs a draw and a restriction" },
		{ "[variant]\nformat = 1\nname = x\nplayers = 4\n[deck]\nS = 4\n[kind S]\n"
		  "restriction = no-color-match\n",
		  0, 0, "only a wild" },
		{ "[variant]\nformat = 1\nname = x\nplayers = 4\n[deck]\nS = 4\n[kind S]\n"
		  "penalty = 2\n",
		  0, 0, "no team-play" },
	};
	struct uno__defined d;
	struct uno__def_error err;

	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		const struct bad *c = &cases[i];
		int rc = parse(c->text, &d, &err);
		if (rc != UNO_EPARSE || err.line != c->line || err.column != c->column ||
		    !strstr(err.message, c->says))
			fail_msg("case %zu (%s): rc %d, line %d col %d: '%s'; expected %d:%d '%s'", i,
				 c->text, rc, err.line, err.column, err.message, c->line, c->column,
				 c->says);
	}
	/* And the valid base of them is valid. */
	assert_int_equal(parse(valid, &d, &err), UNO_OK);
	assert_int_equal(uno__definition_parse(NULL, 10, &d, &err), UNO_EPARSE);
}

/* Only len bytes are read, and a NUL ends the text. */
static void test_length_bounds(void **state)
{
	(void)state;
	struct uno__defined d;
	struct uno__def_error err;
	char buf[512];

	snprintf(buf, sizeof buf, "%sgarbage that is not a line", valid);
	assert_int_equal(uno__definition_parse(buf, strlen(valid), &d, &err), UNO_OK);
	assert_int_equal(uno__definition_parse(buf, sizeof buf, &d, &err), UNO_EPARSE);
	memcpy(buf, valid, strlen(valid) + 1);
	assert_int_equal(uno__definition_parse(buf, sizeof buf, &d, &err), UNO_OK);
}

/* Every prefix and every one-byte change of a built-in's text is read or
 * refused, never more (ASan and UBSan watch this test in CI). */
static void test_mutations(void **state)
{
	(void)state;
	const struct uno__variant *v = uno_rules_builtin_at(6)->v; /* teams */
	int n = uno__definition_format(v, text, sizeof text);
	struct uno__defined d;
	struct uno__def_error err;
	static char copy[sizeof text];
	static const char bytes[] = { 0, '\n', '=', '[', ']', ',', '-', '9', 'x', ' ', '#' };
	int refused = 0;

	for (int len = 0; len <= n; len++) {
		int rc = uno__definition_parse(text, (size_t)len, &d, &err);
		assert_true(rc == UNO_OK || rc == UNO_EPARSE);
		refused += rc != UNO_OK;
	}
	assert_true(refused > 0);
	for (int at = 0; at < n; at += 3)
		for (size_t b = 0; b < sizeof bytes; b++) {
			memcpy(copy, text, (size_t)n);
			copy[at] = bytes[b];
			int rc = uno__definition_parse(copy, (size_t)n, &d, &err);
			assert_true(rc == UNO_OK || rc == UNO_EPARSE);
			if (rc == UNO_EPARSE) {
				assert_true(err.line >= 0 && err.column >= 0);
				assert_true(strlen(err.message) > 0);
			}
		}
}

/* A small variant of its own: 2-6 players, 5 cards each, numbers 1-5 and
 * Skips in four colors, Draw Twos that stack, a few Wilds; first to 100. */
static const char *const mini =
	"# A short game for small hands\n"
	"[variant]\n"
	"format = 1\n"
	"name = mini\n"
	"summary = Numbers 1-5, Skips, Draw Twos and Wilds; 5 cards each, first to 100.\n"
	"players = 2-6\n"
	"two-player-reverse = skip\n"
	"[options]\n"
	"target_score = 100\n"
	"hand_size = 5\n"
	"stacking = 1\n"
	"jump_in = 0\n"
	"[deck]\n"
	"1-5 = 2\n"
	"S, D2 = 1\n"
	"W = 4\n"
	"[kind 1-5]\n"
	"points = value\n"
	"effects = number\n"
	SKIPS
	"[kind D2]\n"
	"points = 20\n"
	"effects = skip, draw 2\n"
	"[kind W]\n"
	"points = 50\n"
	"effects = none\n"
	"first = choose-color\n";

/* Up to max moves of the seats to decide, picked by t_pick() from *rng. */
static void play_moves(uno_game *g, int max, uint64_t *rng)
{
	uno_move list[UNO_MAX_MOVES];

	for (int i = 0; i < max && uno_game_current_player(g) >= 0; i++) {
		int seat = uno_game_current_player(g);
		int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
		uno_move m = t_pick(list, n, rng);
		assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
	}
}

/* Plays every seat's decisions with t_pick() until the round is over;
 * returns the moves applied. Every card is always somewhere. */
static int play_round(uno_game *g, uint64_t seed)
{
	uno_move list[UNO_MAX_MOVES];
	uno_card deck[UNO_MAX_DECK];
	uint64_t rng = seed;
	int moves = 0;
	int size = uno_rules_deck(uno_game_rules(g), deck, UNO_MAX_DECK);

	assert_true(size > 0);
	while (uno_game_current_player(g) >= 0 && moves < 5000) {
		int seat = uno_game_current_player(g);
		int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
		assert_true(n > 0);
		uno_move m = t_pick(list, n, &rng);
		assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
		moves++;
		int cards = uno_game_draw_pile_size(g) + uno_game_discard_pile_size(g);
		for (int p = 0; p < uno_game_players(g); p++)
			cards += uno_game_hand_size(g, p);
		assert_int_equal(cards, size);
	}
	assert_true(moves < 5000);
	return moves;
}

/* uno_rules_define(): a definition becomes a table that plays like a
 * built-in one: its name, summary, players, deck, points and options; a
 * game made from it outlives the table, and so do its clones. */
static void test_define_and_play(void **state)
{
	(void)state;
	uno_rules *rules = NULL;
	uno_definition_error err = { .size = sizeof err };
	struct t_counter count = { 0, 0 };

	assert_int_equal(uno_rules_define(&rules, mini, strlen(mini), &err, t_counting_alloc,
					  &count),
			 UNO_OK);
	assert_int_equal(err.line, 0);
	assert_string_equal(err.message, "");
	assert_string_equal(uno_rules_name(rules), "mini");
	assert_true(strstr(uno_rules_summary(rules), "5 cards each") != NULL);
	int lo, hi, value;
	assert_int_equal(uno_rules_players(rules, &lo, &hi), UNO_OK);
	assert_int_equal(lo, 2);
	assert_int_equal(hi, 6);
	assert_int_equal(uno_rules_allows_players(rules, 7), 0);
	uno_card deck[UNO_MAX_DECK];
	assert_int_equal(uno_rules_deck(rules, deck, UNO_MAX_DECK), 52);
	assert_int_equal(uno_rules_points(rules, UNO_DRAW_TWO), 20);
	assert_int_equal(uno_rules_points(rules, UNO_THREE), 3);
	assert_int_equal(uno_rules_get(rules, UNO_OPT_TARGET_SCORE, &value), UNO_OK);
	assert_int_equal(value, 100);
	/* Options the definition does not list are not the variant's. */
	assert_int_equal(uno_rules_get(rules, UNO_OPT_SEVEN_O, &value), UNO_ENOTSUP);
	/* The table is the caller's: its options can be set. */
	assert_int_equal(uno_rules_set(rules, UNO_OPT_HAND_SIZE, 4), UNO_OK);

	uno_game *g = NULL, *copy = NULL;
	assert_int_equal(uno_game_new(&g, rules, 3, 9, NULL, NULL), UNO_OK);
	assert_int_equal(uno_game_hand_size(g, 0), 4);
	uno_rules_free(rules); /* the game keeps the variant */
	assert_int_equal(uno_game_clone(&copy, g), UNO_OK);
	play_round(g, 1);
	uno_game_free(g);
	play_round(copy, 2);
	/* Four draw-two cards and no Wild Draw Four: the round ends. */
	assert_true(uno_game_round_winner(copy) >= 0);
	uno_game_free(copy);
	/* Everything the definition took is given back with the last game. */
	assert_true(count.allocs > 0);
	assert_int_equal(count.allocs, count.frees);
}

/* The engine deals decks of up to 255 cards (doc/variant-format.md; a
 * pile's count is a byte), one fewer than the public UNO_MAX_DECK (256,
 * doc/abi.md): a deck of 255 defines and plays; one of 256 is refused with
 * its reason. */
static void test_deck_capacity(void **state)
{
	static const char head[] = "[variant]\nformat = 1\nname = big\nplayers = 2\n[deck]\n1-9 = 7\nW = 3\n";
	static const char kinds[] = "[kind 1-9]\npoints = value\neffects = number\n"
				    "[kind W]\npoints = 50\neffects = none\n";
	char def[512];
	uno_rules *rules = NULL;
	uno_definition_error err = { .size = sizeof err };
	uno_card deck[UNO_MAX_DECK];
	uno_game *g = NULL;

	(void)state;
	snprintf(def, sizeof def, "%s%s", head, kinds);
	assert_int_equal(uno_rules_define(&rules, def, strlen(def), &err, NULL, NULL), UNO_OK);
	assert_int_equal(uno_rules_deck(rules, deck, UNO_MAX_DECK), 255);
	assert_int_equal(uno_rules_deck(rules, NULL, 0), 255);
	assert_int_equal(uno_game_new(&g, rules, 2, 3, NULL, NULL), UNO_OK);
	play_round(g, 1);
	assert_true(uno_game_round_winner(g) >= 0);
	uno_game_free(g);
	uno_rules_free(rules);

	snprintf(def, sizeof def, "[variant]\nformat = 1\nname = big\nplayers = 2\n[deck]\n"
		 "1-9 = 7\nW = 4\n%s", kinds);
	rules = NULL;
	assert_int_equal(uno_rules_define(&rules, def, strlen(def), &err, NULL, NULL), UNO_EPARSE);
	assert_null(rules);
	assert_string_equal(err.message, "the deck has 256 cards; at most 255");
}

/* uno_rules_definition() writes any table's variant; a defined one's def
 * reads back to a table that plays the very same games. */
static void test_definition_text(void **state)
{
	(void)state;
	uno_rules *rules = NULL, *again = NULL;
	static char first[8192], second[8192];

	assert_int_equal(uno_rules_define(&rules, mini, strlen(mini), NULL, NULL, NULL), UNO_OK);
	int n = uno_rules_definition(rules, first, sizeof first);
	assert_true(n > 0 && (size_t)n < sizeof first);
	assert_int_equal(uno_rules_definition(rules, NULL, 0), n);
	assert_int_equal(uno_rules_define(&again, first, (size_t)n, NULL, NULL, NULL), UNO_OK);
	assert_int_equal(uno_rules_definition(again, second, sizeof second), n);
	assert_string_equal(first, second);

	uno_game *a = NULL, *b = NULL;
	assert_int_equal(uno_game_new(&a, rules, 4, 77, NULL, NULL), UNO_OK);
	assert_int_equal(uno_game_new(&b, again, 4, 77, NULL, NULL), UNO_OK);
	uno_game_playout(a, 5, UNO_PLAYOUT_REFERENCE);
	uno_game_playout(b, 5, UNO_PLAYOUT_REFERENCE);
	assert_int_equal(uno_game_round_winner(a), uno_game_round_winner(b));
	for (int p = 0; p < 4; p++)
		assert_int_equal(uno_game_score(a, p), uno_game_score(b, p));
	uno_game_free(a);
	uno_game_free(b);
	uno_rules_free(rules);
	uno_rules_free(again);

	/* A built-in table's text too (Classic's, as uno-rules would print). */
	const uno_rules *classic;
	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	n = uno_rules_definition(classic, first, sizeof first);
	assert_true(n > 0 && strstr(first, "name = classic\n") && strstr(first, "W4 = 4\n"));
}

/* Refusals: a wrong definition says where and why, and makes nothing;
 * bad arguments are refused. */
static void test_define_errors(void **state)
{
	(void)state;
	uno_rules *rules = (uno_rules *)(uintptr_t)1;
	uno_definition_error err = { .size = sizeof err };
	const char *bad = "[variant]\nformat = 1\nname = x\nplayers = 2\n[deck]\n1 = 9\nW = 2\n"
			  "[kind 1]\n[kind W]\nfirst = choose\n";

	assert_int_equal(uno_rules_define(&rules, bad, strlen(bad), &err, NULL, NULL), UNO_EPARSE);
	assert_null(rules);
	assert_int_equal(err.line, 10);
	assert_int_equal(err.column, 9);
	assert_non_null(strstr(err.message, "first-card rule 'choose'"));
	/* The same with no error to fill. */
	assert_int_equal(uno_rules_define(&rules, bad, strlen(bad), NULL, NULL, NULL), UNO_EPARSE);
	/* A game of too many players for the deck is refused as for a built-in. */
	const char *tiny = "[variant]\nformat = 1\nname = t\nplayers = 2-10\n[deck]\n1-5 = 2\n"
			   "[kind 1-5]\neffects = number\npoints = value\n";
	assert_int_equal(uno_rules_define(&rules, tiny, strlen(tiny), &err, NULL, NULL), UNO_OK);
	uno_game *g = (uno_game *)(uintptr_t)1;
	assert_int_equal(uno_game_new(&g, rules, 2, 1, NULL, NULL), UNO_OK);
	uno_game_free(g);
	assert_int_equal(uno_game_new(&g, rules, 10, 1, NULL, NULL), UNO_EINVAL);
	assert_null(g);
	uno_rules_free(rules);
	/* A deck whose cards all count the same in the draw for dealer (C-2)
	 * could redraw for ever: refused, unless a seat is named to deal. */
	const char *same = "[variant]\nformat = 1\nname = s\nplayers = 2-4\n[options]\ndealer = -1\n"
			   "[deck]\nS = 9\n[kind S]\neffects = skip\n";
	assert_int_equal(uno_rules_define(&rules, same, strlen(same), &err, NULL, NULL), UNO_OK);
	char why[200];
	assert_int_equal(uno_rules_check(rules, 2, why, sizeof why), UNO_EINVAL);
	assert_non_null(strstr(why, "draw for dealer"));
	assert_int_equal(uno_game_new(&g, rules, 2, 1, NULL, NULL), UNO_EINVAL);
	assert_int_equal(uno_rules_set(rules, UNO_OPT_DEALER, 1), UNO_OK);
	assert_int_equal(uno_game_new(&g, rules, 2, 1, NULL, NULL), UNO_OK);
	assert_int_equal(uno_game_dealer(g), 1);
	uno_game_free(g);
	uno_rules_free(rules);

	assert_int_equal(uno_rules_define(NULL, mini, strlen(mini), NULL, NULL, NULL), UNO_EINVAL);
	assert_int_equal(uno_rules_define(&rules, NULL, 5, NULL, NULL, NULL), UNO_EINVAL);
	assert_null(rules);
	uno_definition_error small = { .size = 4 };
	assert_int_equal(uno_rules_define(&rules, mini, strlen(mini), &small, NULL, NULL),
			 UNO_EINVAL);
	assert_int_equal(uno_rules_definition(NULL, NULL, 0), UNO_EINVAL);
	char buf[4];
	const uno_rules *classic;
	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	assert_int_equal(uno_rules_definition(classic, NULL, sizeof buf), UNO_EINVAL);
}

static void *failing_after(void *ptr, size_t size, void *user)
{
	long *left = user;
	if (ptr) {
		free(ptr);
		return NULL;
	}
	if ((*left)-- <= 0)
		return NULL;
	return malloc(size);
}

/* Out of memory at either allocation: UNO_ENOMEM, nothing leaked. */
static void test_define_no_memory(void **state)
{
	(void)state;
	for (long fail_at = 0; fail_at < 2; fail_at++) {
		long left = fail_at;
		uno_rules *rules = (uno_rules *)(uintptr_t)1;
		assert_int_equal(uno_rules_define(&rules, mini, strlen(mini), NULL, failing_after,
						  &left),
				 UNO_ENOMEM);
		assert_null(rules);
	}
}

/* Where needle first occurs in the n bytes at hay, or NULL. */
static uint8_t *find(uint8_t *hay, size_t n, const char *needle)
{
	size_t k = strlen(needle);
	for (size_t i = 0; i + k <= n; i++)
		if (memcmp(hay + i, needle, k) == 0)
			return hay + i;
	return NULL;
}

/* A game of a defined variant saved and loaded: the save carries the
 * definition, so the loaded game needs no table, plays on exactly as the
 * original, and saves to the same bytes; every damaged or cut copy is
 * refused, and nothing leaks. */
static void test_save_and_load(void **state)
{
	(void)state;
	uno_rules *rules = NULL;
	uno_game *g = NULL, *loaded = NULL;
	static uint8_t buf[UNO_SAVE_MAX], again[UNO_SAVE_MAX], copy[UNO_SAVE_MAX];
	uint64_t rng = 3;

	assert_int_equal(uno_rules_define(&rules, mini, strlen(mini), NULL, NULL, NULL), UNO_OK);
	assert_int_equal(uno_rules_set(rules, UNO_OPT_STACKING, 0), UNO_OK);
	assert_int_equal(uno_game_new(&g, rules, 4, 5, NULL, NULL), UNO_OK);
	uno_rules_free(rules);
	play_moves(g, 12, &rng);
	int n = uno_game_save(g, buf, sizeof buf);
	assert_true(n > 0 && n <= UNO_SAVE_MAX);
	assert_int_equal(buf[5] & 1, 1); /* the definition follows the name */
	assert_non_null(find(buf, (size_t)n, "name = mini\n"));

	struct t_counter count = { 0, 0 };
	assert_int_equal(uno_game_load(&loaded, buf, (size_t)n, t_counting_alloc, &count), UNO_OK);
	assert_true(uno__state_equal(g, loaded));
	assert_string_equal(uno_rules_name(uno_game_rules(loaded)), "mini");
	int value;
	assert_int_equal(uno_rules_get(uno_game_rules(loaded), UNO_OPT_STACKING, &value), UNO_OK);
	assert_int_equal(value, 0);
	assert_int_equal(uno_game_save(loaded, again, sizeof again), n);
	assert_memory_equal(buf, again, (size_t)n);
	/* Both play on alike. */
	uno_game_playout(g, 11, UNO_PLAYOUT_REFERENCE);
	uno_game_playout(loaded, 11, UNO_PLAYOUT_REFERENCE);
	assert_true(uno__state_equal(g, loaded));
	uno_game_free(loaded);
	assert_int_equal(count.allocs, count.frees);

	/* Cut short anywhere, or with the definition's name changed, or with
	 * a byte of the definition broken: refused, nothing made, nothing
	 * kept. */
	for (int len = 0; len < n; len++) {
		loaded = (uno_game *)(uintptr_t)1;
		assert_int_equal(uno_game_load(&loaded, buf, (size_t)len, t_counting_alloc, &count),
				 UNO_EFORMAT);
		assert_null(loaded);
	}
	/* The edits below in format 1, so that they reach the checks of the
	 * definition (format 2's CRC would refuse them first). */
	n = (int)t_save_to_format1(buf, (size_t)n);
	uint8_t *name = find(buf, (size_t)n, "name = mini\n");
	memcpy(copy, buf, (size_t)n);
	copy[(name - buf) + 7] = 'n'; /* "nini": not the name the save gives */
	assert_int_equal(uno_game_load(&loaded, copy, (size_t)n, t_counting_alloc, &count),
			 UNO_EFORMAT);
	memcpy(copy, buf, (size_t)n);
	copy[(name - buf) + 4] = 0x01; /* a control character */
	assert_int_equal(uno_game_load(&loaded, copy, (size_t)n, t_counting_alloc, &count),
			 UNO_EFORMAT);
	/* The same rules written another way: not what the library writes, so
	 * not a save it made (found by fuzz_load: it would save back other
	 * bytes). */
	memcpy(copy, buf, (size_t)n);
	memcpy(find(copy, (size_t)n, "summary = "), "summary=  ", 10);
	assert_int_equal(uno_game_load(&loaded, copy, (size_t)n, t_counting_alloc, &count),
			 UNO_EFORMAT);
	memcpy(copy, buf, (size_t)n);
	copy[5] = (uint8_t)(buf[5] & ~1); /* the definition taken for the options */
	assert_int_equal(uno_game_load(&loaded, copy, (size_t)n, t_counting_alloc, &count),
			 UNO_EFORMAT);
	memcpy(copy, buf, (size_t)n);
	copy[5] = (uint8_t)(buf[5] | 4); /* a flag this library does not know */
	assert_int_equal(uno_game_load(&loaded, copy, (size_t)n, t_counting_alloc, &count),
			 UNO_EFORMAT);
	assert_int_equal(count.allocs, count.frees);
	uno_game_free(g);
}

/* A defined variant's move log carries its definition: replayed with no
 * table, from the seed or from a snapshot, it is the same game; a log
 * whose definition names another variant, or is broken, is refused. */
static void test_log_and_replay(void **state)
{
	(void)state;
	uno_rules *rules = NULL;
	uno_move list[UNO_MAX_MOVES];
	static char log[65536], bad[65536];

	assert_int_equal(uno_rules_define(&rules, mini, strlen(mini), NULL, NULL, NULL), UNO_OK);
	assert_int_equal(uno_rules_set(rules, UNO_OPT_HAND_SIZE, 6), UNO_OK);
	for (int from_start = 0; from_start < 2; from_start++) {
		uno_game *g = NULL, *replayed = NULL;
		uint64_t rng = 40 + (uint64_t)from_start;
		assert_int_equal(uno_game_new(&g, rules, 3, 21, NULL, NULL), UNO_OK);
		if (from_start)
			assert_int_equal(uno_game_log_start(g, 4096), UNO_OK);
		for (int i = 0; i < 200 && uno_game_current_player(g) >= 0; i++) {
			if (i == 7 && !from_start)
				assert_int_equal(uno_game_log_start(g, 4096), UNO_OK);
			int seat = uno_game_current_player(g);
			int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
			uno_move m = t_pick(list, n, &rng);
			assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
		}
		int n = uno_game_log_export(g, log, sizeof log);
		assert_true(n > 0 && (size_t)n < sizeof text);
		assert_non_null(strstr(log, "variant mini\ndefinition [variant]\n"));
		int line = -1;
		assert_int_equal(uno_game_replay(&replayed, log, (size_t)n, NULL, NULL, &line), UNO_OK);
		assert_true(uno__state_equal(g, replayed));
		uno_game_free(replayed);
		if (from_start) {
			/* The definition names another variant than the log. */
			strcpy(bad, log);
			char *at = strstr(bad, "definition name = mini");
			at[strlen("definition name = m")] = 'a';
			assert_int_equal(uno_game_replay(&replayed, bad, strlen(bad), NULL, NULL, &line),
					 UNO_EPARSE);
			assert_null(replayed);
			/* A definition line broken. */
			strcpy(bad, log);
			at = strstr(bad, "definition effects = skip\n");
			memcpy(at + strlen("definition effects = "), "skyp", 4);
			assert_int_equal(uno_game_replay(&replayed, bad, strlen(bad), NULL, NULL, &line),
					 UNO_EPARSE);
		}
		uno_game_free(g);
	}
	uno_rules_free(rules);
}

/* ---- kinds of the variant's own ---- */

/* src with its first `from` replaced by `to`, into dst (cap bytes);
 * fails the test when `from` is not there or the result does not fit. */
static void replaced(char *dst, size_t cap, const char *src, const char *from, const char *to)
{
	const char *at = strstr(src, from);
	assert_non_null(at);
	int n = snprintf(dst, cap, "%.*s%s%s", (int)(at - src), src, to, at + strlen(from));
	assert_true(n > 0 && (size_t)n < cap);
}


/* A variant read from its definition, which must be valid. */
static uno_rules *defined(const char *def)
{
	uno_rules *r = NULL;
	uno_definition_error err = { .size = sizeof err };
	if (uno_rules_define(&r, def, strlen(def), &err, NULL, NULL) != UNO_OK)
		fail_msg("line %d: %s", err.line, err.message);
	return r;
}

/* The table's definition text has `words` in it, and reads back to the
 * same variant. */
static void assert_written_back(const uno_rules *r, const char *words)
{
	int len = uno_rules_definition(r, text, sizeof text);
	assert_true(len > 0 && (size_t)len < sizeof text);
	assert_non_null(strstr(text, words));
	uno_rules *again = NULL;
	assert_int_equal(uno_rules_define(&again, text, (size_t)len, NULL, NULL, NULL), UNO_OK);
	assert_same_variant(r->v, again->v);
	uno_rules_free(again);
}

/* Classic's text has no `words` (a key written only when set). */
static void assert_classic_lacks(const char *words)
{
	const uno_rules *classic;
	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	int len = uno_rules_definition(classic, text, sizeof text);
	assert_true(len > 0 && (size_t)len < sizeof text);
	assert_null(strstr(text, words));
}

/* Numbers, Skips and Reverses, plus a Draw Three and a "wild hit" of its
 * own (new kinds), and plain Wilds. */
static const char *const extra =
	"[variant]\n"
	"format = 1\n"
	"name = extra\n"
	"players = 2-6\n"
	"[options]\n"
	"hand_size = 5\n"
	"stacking = 0\n"
	DRAW_THREE
	"[deck]\n"
	"1-9 = 2\n"
	"S, R = 1\n"
	"D3 = 2\n"
	"WX = 4\n"
	"W = 2\n"
	NUMBERS
	SKIPS
	"[kind R]\n"
	"points = 20\n"
	"effects = reverse\n"
	"[kind W]\n"
	"points = 50\n"
	"effects = none\n"
	"first = choose-color\n"
	"[kind WX]\n"
	"new = wild\n"
	"name = wild hit\n"
	"points = 40\n"
	"effects = skip, draw 1\n"
	"first = return\n";

/*
 * Issue 21, kinds as data: a definition adds kinds (`new = colored` or
 * `new = wild`) with a name, a symbol, points and effects of the
 * vocabulary. Each takes the highest kind number the variant leaves free
 * (D3 the 13 of Draw One, WX the 19 of Team Wild Draw Four); the variant
 * names them and writes them in its notation, the built-in notation does
 * not know them, and the text writes back and reads to the same variant.
 */
static void test_new_kinds_read_name_and_write_back(void **state)
{
	(void)state;
	uno_rules *r = NULL, *again = NULL;
	uno_definition_error err = { .size = sizeof err };
	uno_card card, deck[UNO_MAX_DECK];
	char t[16];

	r = defined(extra);
	assert_string_equal(uno_rules_kind_symbol(r, 13), "D3");
	assert_string_equal(uno_rules_kind_name(r, 13), "draw three");
	assert_string_equal(uno_rules_kind_symbol(r, 19), "WX");
	assert_string_equal(uno_rules_kind_name(r, 19), "wild hit");
	assert_string_equal(uno_rules_kind_name(r, UNO_SKIP), "skip");
	assert_string_equal(uno_rules_kind_symbol(r, UNO_WILD), "W");
	assert_null(uno_rules_kind_name(r, UNO_KIND_COUNT));
	assert_null(uno_rules_kind_symbol(NULL, 1));
	assert_int_equal(uno_rules_points(r, 13), 30);
	assert_int_equal(uno_rules_points(r, 19), 40);

	int n = uno_rules_deck(r, deck, UNO_MAX_DECK);
	assert_int_equal(n, 72 + 8 + 8 + 4 + 2);
	int d3 = 0, wx = 0;
	for (int i = 0; i < n; i++) {
		d3 += deck[i].kind == 13;
		wx += deck[i].kind == 19;
	}
	assert_int_equal(d3, 8);
	assert_int_equal(wx, 4);

	/* The variant's notation, and the built-in one. */
	assert_int_equal(uno_rules_card_parse(r, " bd3 ", 8, &card), UNO_OK);
	assert_int_equal(card.kind, 13);
	assert_int_equal(card.color, UNO_BLUE);
	assert_int_equal(uno_rules_card_format(r, card, t, sizeof t), 3);
	assert_string_equal(t, "BD3");
	assert_int_equal(uno_rules_card_parse(r, "WX/G", 8, &card), UNO_OK);
	assert_int_equal(card.kind, 19);
	assert_int_equal(card.color, UNO_GREEN);
	assert_int_equal(uno_rules_card_parse(r, "RD1", 8, &card), UNO_EPARSE);
	assert_int_equal(uno_card_parse("RD3", 8, &card), UNO_EPARSE);
	card.kind = 13;
	card.color = UNO_RED;
	assert_int_equal(uno_card_format(card, t, sizeof t), 3);
	assert_string_equal(t, "RD1"); /* the built-in notation of number 13 */
	uno_move m;
	assert_int_equal(uno_rules_move_parse(r, "WX/B!", 16, &m), UNO_OK);
	assert_int_equal(m.card.kind, 19);
	assert_int_equal(m.color, UNO_BLUE);
	assert_int_equal(m.flags, UNO_MOVE_F_UNO);
	assert_int_equal(uno_rules_move_format(r, &m, t, sizeof t), 5);
	assert_string_equal(t, "WX/B!");
	assert_int_equal(uno_rules_move_parse(r, "give yd3", 16, &m), UNO_OK);
	assert_int_equal(uno_rules_move_format(r, &m, t, sizeof t), 8);
	assert_string_equal(t, "give YD3");
	assert_int_equal(uno_rules_move_parse(NULL, "R1", 4, &m), UNO_EINVAL);
	assert_int_equal(uno_rules_card_format(NULL, card, t, sizeof t), UNO_EINVAL);

	/* Written back, in canonical order, and read again: the same. */
	int len = uno_rules_definition(r, text, sizeof text);
	assert_true(len > 0 && (size_t)len < sizeof text);
	assert_non_null(strstr(text, "\nD3 = 2\n"));
	assert_non_null(strstr(text, "[kind D3]\nnew = colored\nname = draw three\npoints = 30\n"));
	assert_non_null(strstr(text, "[kind WX]\nnew = wild\nname = wild hit\n"));
	assert_int_equal(uno_rules_define(&again, text, (size_t)len, &err, NULL, NULL), UNO_OK);
	assert_same_variant(r->v, again->v);
	uno_rules_free(again);
	uno_rules_free(r);
}

/* A Skip Everyone of the variant's own (UNO Flip's dark side, FL-10; No
 * Mercy, NM-7): kind 13, the highest colored kind number left free, whose
 * built-in symbol is D1 (what the scripted hands below are written in). */
static const char *const skips =
	"[variant]\n"
	"format = 1\n"
	"name = skips\n"
	"players = 2-6\n"
	"[options]\n"
	"hand_size = 3\n"
	"[kind SE]\n"
	"new = colored\n"
	"name = skip everyone\n"
	"points = 30\n"
	"effects = skip-all\n"
	"[deck]\n"
	"1-9 = 2\n"
	"S, SE = 2\n"
	"W = 4\n"
	NUMBERS
	SKIPS
	"[kind W]\n"
	"points = 50\n"
	"first = choose-color\n";

/*
 * FL-10, NM-7: Skip Everyone (the vocabulary's `skip-all`): every other
 * player in play loses the turn, in the order of play, and its player
 * plays again; with two players it is a Skip. As the first discard the
 * dealer stands for its player. It goes with no draw and with nothing
 * else that decides who moves next; the text writes it back.
 */
static struct t_events skipped;

static void test_skip_all_FL_10_NM_7(void **state)
{
	(void)state;
	uno_rules *r = defined(skips);
	uno_definition_error err = { .size = sizeof err };

	assert_string_equal(uno_rules_kind_symbol(r, 13), "SE");

	/* Four players, clockwise: 1, 2 and 3 lose their turns, 0 plays on. */
	const char *hands4[] = { "RD1 R1 G2", "Y1 Y2 Y3", "B1 B2 B3", "G3 G4 G5" };
	uno_game *g = t_game("skips", r, 4, 3, hands4, "R5", "Y4 Y5 Y6", true);
	t_record_events(g, &skipped);
	skipped.n = 0;
	t_apply(g, 0, "RSE");
	assert_string_equal(t_event_seats(&skipped, UNO_EV_SKIP), "123");
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	t_apply(g, 0, "R1!");
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);

	/* As the last card the round ends and its player wins: the effect
	 * is not played out (G-7 draws only). */
	const char *hands3[] = { "RD1 R1", "R2 Y2", "R3 B2" };
	g = t_game("skips", r, 3, 2, hands3, "R5", "Y4 Y5 Y6", true);
	t_record_events(g, &skipped);
	t_apply(g, 0, "R1!");
	t_refuse(g, 0, "RD1", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN); /* RSE in built-in notation */
	t_apply(g, 1, "R2");
	t_apply(g, 2, "R3");
	skipped.n = 0;
	t_apply(g, 0, "RSE");
	assert_int_equal(uno_game_round_winner(g), 0);
	assert_string_equal(t_event_seats(&skipped, UNO_EV_SKIP), "");
	uno_game_free(g);

	/* Two players: the other loses the turn, as with a Skip (C-8). */
	const char *hands2[] = { "GD1 G1 Y7", "Y1 Y2 Y3" };
	g = t_game("skips", r, 2, 1, hands2, "G5", "B4 B5 B6", true);
	t_record_events(g, &skipped);
	skipped.n = 0;
	t_apply(g, 0, "GSE");
	assert_string_equal(t_event_seats(&skipped, UNO_EV_SKIP), "1");
	assert_int_equal(uno_game_current_player(g), 0);
	uno_game_free(g);

	/* The first discard: the dealer (3) stands for its player. */
	g = t_game("skips", r, 4, 3, hands4, "BD1", "Y4 Y5 Y6", true);
	assert_int_equal(uno_game_current_player(g), 3);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	uno_game_free(g);

	/* Written back as it was read. */
	assert_written_back(r, "effects = skip-all\n");
	uno_rules_free(r);

	/* Nothing else that decides who moves next, and no draw. */
	static const char *const refused[] = {
		"effects = skip-all, draw 2\n", "effects = skip, skip-all\n",
		"effects = skip-all, team-play\n", "effects = skip-all, casting-call\n",
		"effects = skip-all\nwith seven_o = swap-hands\n",
	};
	for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
		char bad[2048];
		replaced(bad, sizeof bad, skips, "effects = skip-all\n", refused[i]);
		assert_int_equal(uno_rules_define(&r, bad, strlen(bad), &err, NULL, NULL),
				 UNO_EPARSE);
		assert_non_null(strstr(err.message, "skip-all"));
	}
}

/* Numbers and Draw Twos, with stacking possible: the last card's rule
 * under test (G-7, NM-12). */
static const char *const last_card =
	"[variant]\n"
	"format = 1\n"
	"name = last\n"
	"players = 2-6\n"
	"last-card = no-effect\n"
	"[options]\n"
	"hand_size = 3\n"
	"stacking = 0\n"
	"[deck]\n"
	"1-9 = 2\n"
	"D2 = 2\n"
	NUMBERS
	"[kind D2]\n"
	"points = 20\n"
	"effects = skip, draw 2\n";

/* Plays seat 0's last card, a Draw Two (on a pending Draw Two when
 * stacking), in the variant with or without `last-card = no-effect`;
 * returns the cards seat 1, the next seat, then holds. */
static int last_draw_two(bool inert, bool stacking)
{
	uno_rules *r = NULL;
	char def[2048], on[2048];
	if (inert)
		snprintf(def, sizeof def, "%s", last_card);
	else
		replaced(def, sizeof def, last_card, "last-card = no-effect\n", "");
	if (stacking) {
		replaced(on, sizeof on, def, "stacking = 0", "stacking = 1");
		snprintf(def, sizeof def, "%s", on);
	}
	r = defined(def);
	const char *plain[] = { "RD2 R1", "R2 G8", "G1 G2" };
	const char *stacked[] = { "YD2 R1", "R2 G8", "RD2 G1" };
	uno_game *g = t_game("last", r, 3, 2, stacking ? stacked : plain, "R5",
			     "B1 B2 B3 B4 B5 B6", true);
	t_apply(g, 0, "R1!");
	t_apply(g, 1, "R2");
	if (stacking) {
		t_apply(g, 2, "RD2"); /* 2 pending on seat 0, who stacks (H-1) */
		t_apply(g, 0, "YD2");
	} else {
		t_apply(g, 2, "draw"); /* B1: no match, the turn passes */
		t_apply(g, 0, "RD2");
	}
	assert_int_equal(uno_game_round_winner(g), 0);
	int left = uno_game_hand_size(g, 1);
	uno_game_free(g);
	uno_rules_free(r);
	return left;
}

/*
 * G-7 against NM-12 (`last-card = no-effect`): a Draw Two played as the
 * last card makes the next player draw 2 that count, unless the variant
 * says the last card does nothing; then the round ends at once. The key
 * is written back only when on, and goes with a seat's going out only.
 */
static void test_last_card_no_effect_NM_12(void **state)
{
	(void)state;
	uno_rules *r = NULL;
	uno_definition_error err = { .size = sizeof err };

	assert_int_equal(last_draw_two(false, false), 1 + 2); /* G-7 */
	assert_int_equal(last_draw_two(true, false), 1);      /* NM-12 */
	/* A pending total stacked on with the last card: it lands (H-1),
	 * or nothing does (NM-12). */
	assert_int_equal(last_draw_two(false, true), 1 + 4);
	assert_int_equal(last_draw_two(true, true), 1);

	r = defined(last_card);
	assert_written_back(r, "\nlast-card = no-effect\n");
	uno_rules_free(r);
	assert_classic_lacks("last-card");

	char bad[2048];
	replaced(bad, sizeof bad, last_card, "no-effect", "sometimes");
	assert_int_equal(uno_rules_define(&r, bad, strlen(bad), &err, NULL, NULL), UNO_EPARSE);
	assert_non_null(strstr(err.message, "last-card"));
	replaced(bad, sizeof bad, last_card, "players = 2-6\n",
		 "players = 4, 6\nteam-size = 2\ngoing-out = team\n");
	assert_int_equal(uno_rules_define(&r, bad, strlen(bad), &err, NULL, NULL), UNO_EPARSE);
	assert_non_null(strstr(err.message, "last-card"));
}

/* Draw cards of three values: Draw Two, a Draw Three of the variant's
 * own (kind 13, D1 in the built-in notation of the scripted hands) and
 * an unrestricted Wild Draw Four; stacking by value (NM-6). */
static const char *const values =
	"[variant]\n"
	"format = 1\n"
	"name = values\n"
	"players = 2-6\n"
	"[options]\n"
	"hand_size = 2\n"
	"stacking = 3\n"
	DRAW_THREE
	"[deck]\n"
	"1-9 = 2\n"
	"D2, D3 = 2\n"
	"W4 = 4\n"
	NUMBERS
	"[kind D2]\n"
	"points = 20\n"
	"effects = skip, draw 2\n"
	"[kind W4]\n"
	"points = 50\n"
	"effects = skip, draw 4\n";

/*
 * NM-6 (`stacking` 3): a pending draw may be answered with a draw card
 * worth at least the one on top, whatever its color or symbol; one worth
 * less may not, though it matches. The total passes on; the last card
 * played sets the color. Beside it, `stacking` 2 asks for a match (G-2)
 * and takes any value.
 */
static void test_stacking_by_value_NM_6(void **state)
{
	(void)state;
	uno_rules *r = defined(values);
	assert_string_equal(uno_rules_kind_symbol(r, 13), "D3");
	const char *worth[] = { "RD2 G1", "BD1 YD2", "G2 G3" };
	uno_game *g = t_game("values", r, 3, 2, worth, "R5", "Y6 Y7 Y8 Y9", false);
	t_apply(g, 0, "RD2!");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	/* In the built-in notation: BD1 is BD3. */
	assert_string_equal(t_legal(g, 1), "YD2 YD2! BD1 BD1! accept");
	t_apply(g, 1, "BD3!"); /* 3 on 2, blue on red, another symbol */
	assert_int_equal(uno_game_pending_draw(g), 5);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	assert_string_equal(t_legal(g, 2), "accept");
	t_apply(g, 2, "accept");
	assert_int_equal(uno_game_hand_size(g, 2), 2 + 5);
	uno_game_free(g);

	/* Worth less: refused, though a Draw Two matches a Draw Two's color. */
	const char *less[] = { "RD1 G1", "RD2 W4", "G2 G3" };
	g = t_game("values", r, 3, 2, less, "R5", "Y6 Y7 Y8 Y9", false);
	t_apply(g, 0, "RD3!");
	t_refuse(g, 1, "RD2", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	t_apply(g, 1, "W4/G!"); /* 4 on 3 */
	assert_int_equal(uno_game_pending_draw(g), 7);
	uno_game_free(g);

	/* Stacking 2: any value, but it must match. */
	assert_int_equal(uno_rules_set(r, UNO_OPT_STACKING, 2), UNO_OK);
	g = t_game("values", r, 3, 2, worth, "R5", "Y6 Y7 Y8 Y9", false);
	t_apply(g, 0, "RD2!");
	t_refuse(g, 1, "BD1", UNO_EILLEGAL, UNO_REASON_NO_MATCH); /* BD3 */
	uno_game_free(g);
	g = t_game("values", r, 3, 2, less, "R5", "Y6 Y7 Y8 Y9", false);
	t_apply(g, 0, "RD3!");
	t_apply(g, 1, "RD2!"); /* 2 on 3, red on red */
	assert_int_equal(uno_game_pending_draw(g), 5);
	uno_game_free(g);
	uno_rules_free(r);
}

/* Scores the round of the knock-out scenario below in `last` (numbers and
 * Draw Twos) with a hand limit of 4, and with `knock-out-bonus` N when N
 * is not 0: seat 1's Draw Two knocks seat 2 out (2 + 2 cards, H-11), then
 * seat 0 goes out. Returns seat 0's score. */
static int knock_out_round(int bonus)
{
	uno_rules *r = NULL;
	char def[2048], with[64];
	snprintf(with, sizeof with, "players = 2-6\nknock-out-bonus = %d\n", bonus);
	replaced(def, sizeof def, last_card, "players = 2-6\n", bonus ? with : "players = 2-6\n");
	char limited[2048];
	replaced(limited, sizeof limited, def, "stacking = 0\n", "stacking = 0\nhand_limit = 0\n");
	r = defined(limited);
	assert_int_equal(uno_rules_set(r, UNO_OPT_HAND_LIMIT, 4), UNO_OK);
	const char *hands[] = { "R1 R9", "RD2 B3", "Y1 Y2" };
	uno_game *g = t_game("last", r, 3, 2, hands, "R5", "B6 B7 G6 G7", true);
	t_apply(g, 0, "R1!");
	t_apply(g, 1, "RD2!");
	assert_int_equal(uno_game_seat_status(g, 2), UNO_SEAT_KNOCKED_OUT);
	assert_string_equal(t_hand(g, 2), "Y1 Y2 B6 B7");
	t_apply(g, 0, "R9");
	assert_int_equal(uno_game_round_winner(g), 0);
	int score = uno_game_score(g, 0);
	uno_game_free(g);
	uno_rules_free(r);
	return score;
}

/*
 * NM-13 (`knock-out-bonus`): the winner scores the hands of the seats
 * still in, and the bonus for each seat knocked out (NM-11, H-11), whose
 * hand counts nothing; without it a knocked-out hand counts (H-11). The
 * key is written back when set, and goes with `scoring = winner` only.
 */
static void test_knock_out_bonus_NM_13(void **state)
{
	(void)state;
	uno_rules *r = NULL;
	uno_definition_error err = { .size = sizeof err };

	assert_int_equal(knock_out_round(0), 3 + 16);   /* B3; Y1 Y2 B6 B7 */
	assert_int_equal(knock_out_round(250), 3 + 250); /* B3; the bonus */

	char def[2048];
	replaced(def, sizeof def, last_card, "players = 2-6\n",
		 "players = 2-6\nknock-out-bonus = 250\n");
	r = defined(def);
	assert_written_back(r, "\nknock-out-bonus = 250\n");
	uno_rules_free(r);

	char bad[2048];
	replaced(bad, sizeof bad, def, "250", "1001");
	assert_int_equal(uno_rules_define(&r, bad, strlen(bad), &err, NULL, NULL), UNO_EPARSE);
	replaced(bad, sizeof bad, def, "knock-out-bonus = 250\n",
		 "knock-out-bonus = 250\nscoring = own-hands\n");
	assert_int_equal(uno_rules_define(&r, bad, strlen(bad), &err, NULL, NULL), UNO_EPARSE);
	assert_non_null(strstr(err.message, "knock-out-bonus"));
}

/* The knock-out scenario of knock_out_round() in `last` with a hand limit
 * of 4, seat 2 knocked out holding Y1 Y2 B6 B7, then the draw pile run
 * dry so that seat 1's draw refills it (G-4); with `set_aside` the
 * variant says `knocked-out-hand = set-aside`. Returns the cards of the
 * new draw pile after that draw. */
static int refill_after_knock_out(bool set_aside)
{
	uno_rules *r = NULL;
	char def[2048], limited[2048];
	replaced(def, sizeof def, last_card, "players = 2-6\n",
		 set_aside ? "players = 2-6\nknocked-out-hand = set-aside\n" : "players = 2-6\n");
	replaced(limited, sizeof limited, def, "stacking = 0\n", "stacking = 0\nhand_limit = 4\n");
	r = defined(limited);
	const char *hands[] = { "R1 R9", "RD2 B3", "Y1 Y2" };
	uno_game *g = t_game("last", r, 3, 2, hands, "R5", "B6 B7 G6", false);
	t_apply(g, 0, "R1!");
	t_apply(g, 1, "RD2!");
	assert_int_equal(uno_game_seat_status(g, 2), UNO_SEAT_KNOCKED_OUT);
	/* Set aside face down: it is still there, and no seat's to see. */
	assert_int_equal(uno_game_hand_size(g, 2), 4);
	t_apply(g, 0, "draw"); /* G6, the last card of the pile: no match */
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_draw_pile_size(g), 0);
	t_apply(g, 1, "draw"); /* the refill: R5 R1, and the hand set aside */
	int left = uno_game_draw_pile_size(g);
	assert_int_equal(uno_game_hand_size(g, 2), set_aside ? 0 : 4);
	assert_int_equal(uno_game_seat_status(g, 2), UNO_SEAT_KNOCKED_OUT);
	assert_int_equal(uno__check_invariants(g), 0);
	uno_game_free(g);
	uno_rules_free(r);
	return left;
}

/*
 * NM-11 (`knocked-out-hand = set-aside`): the hand of a seat knocked out
 * at the hand limit is set aside face down and joins the next refill of
 * the draw pile (G-4); without the key it stays with the seat (H-11).
 * The key is written back only when set, and needs the hand_limit option.
 */
static void test_knocked_out_hand_set_aside_NM_11(void **state)
{
	(void)state;
	uno_rules *r = NULL;
	uno_definition_error err = { .size = sizeof err };

	assert_int_equal(refill_after_knock_out(false), 2 - 1);
	assert_int_equal(refill_after_knock_out(true), 2 + 4 - 1);

	char def[2048];
	replaced(def, sizeof def, last_card, "players = 2-6\n",
		 "players = 2-6\nknocked-out-hand = set-aside\n");
	char limited[2048];
	replaced(limited, sizeof limited, def, "stacking = 0\n", "stacking = 0\nhand_limit = 25\n");
	r = defined(limited);
	assert_written_back(r, "\nknocked-out-hand = set-aside\n");
	uno_rules_free(r);
	assert_classic_lacks("knocked-out-hand");

	/* Without the hand_limit option there is nothing to set aside. */
	assert_int_equal(uno_rules_define(&r, def, strlen(def), &err, NULL, NULL), UNO_EPARSE);
	assert_non_null(strstr(err.message, "knocked-out-hand"));
	char bad[2048];
	replaced(bad, sizeof bad, limited, "set-aside", "burnt");
	assert_int_equal(uno_rules_define(&r, bad, strlen(bad), &err, NULL, NULL), UNO_EPARSE);
}

/* The game saved and loaded back is the same game (the loader accepts
 * every state a game of these rules can reach). */
static void assert_saves(const uno_game *g)
{
	static uint8_t buf[UNO_SAVE_MAX];
	int n = uno_game_save(g, buf, sizeof buf);
	assert_true(n > 0);
	uno_game *back = NULL;
	assert_int_equal(uno_game_load(&back, buf, (size_t)n, NULL, NULL), UNO_OK);
	assert_true(uno__state_equal(g, back));
	uno_game_free(back);
}

/* Numbers, a Discard All of the variant's own (kind 13, D1 in the
 * built-in notation of the scripted hands) and Wilds. */
static const char *const shed =
	"[variant]\n"
	"format = 1\n"
	"name = shed\n"
	"players = 2-6\n"
	"[options]\n"
	"hand_size = 4\n"
	"[kind DA]\n"
	"new = colored\n"
	"name = discard all\n"
	"points = 20\n"
	"effects = discard-all\n"
	"[deck]\n"
	"1-9 = 2\n"
	"DA = 2\n"
	"W = 4\n"
	NUMBERS
	"[kind W]\n"
	"points = 50\n"
	"effects = none\n"
	"first = choose-color\n";

static struct t_events shed_events;

/* The discard pile as notation, bottom first ("R5 R1 R7 RDA"). */
static const char *discard_text(const uno_game *g, const uno_rules *r)
{
	static uno_view v;
	static char out[256];
	size_t at = 0;
	v.size = sizeof v;
	assert_int_equal(uno_game_view(g, 0, &v), UNO_OK);
	out[0] = 0;
	for (unsigned i = 0; i < v.discard_count && at + 8 < sizeof out; i++) {
		char c[8];
		assert_true(uno_rules_card_format(r, v.discard[i], c, sizeof c) > 0);
		at += (size_t)snprintf(out + at, sizeof out - at, "%s%s", i ? " " : "", c);
	}
	return out;
}

/*
 * NM-7, NM-12 (`discard-all`): its player also puts every other card of
 * its color under it, wilds staying in hand; the Discard All stays on
 * top, the color is its own, and play passes on. The UNO call goes with
 * the play that leaves one card after the shedding (NM-12, G-6); a hand
 * emptied by the shedding wins at once. Each card shed is an event.
 */
static void test_discard_all_NM_7(void **state)
{
	(void)state;
	uno_rules *r = defined(shed);
	uno_definition_error err = { .size = sizeof err };

	assert_string_equal(uno_rules_kind_symbol(r, 13), "DA");

	const char *hands[] = { "RD1 R1 R7 W", "Y1 Y2 Y3 Y4", "B1 B2 B3 B4" };
	uno_game *g = t_game("shed", r, 3, 2, hands, "R5", "G4 G5 G6", true);
	t_record_events(g, &shed_events);
	/* Four cards: the Discard All leaves the Wild alone, so it goes with
	 * the call; a number leaves three and does not. */
	/* (t_is_legal() reads the built-in notation: RD1 is RDA.) */
	assert_true(t_is_legal(g, 0, "RD1!"));
	assert_true(t_is_legal(g, 0, "RD1"));
	assert_false(t_is_legal(g, 0, "R1!"));
	t_refuse(g, 0, "R1!", UNO_EILLEGAL, UNO_REASON_UNO_NOT_LAST);
	shed_events.n = 0;
	t_apply(g, 0, "RDA!");
	assert_saves(g);
	assert_string_equal(t_hand(g, 0), "W");
	assert_string_equal(discard_text(g, r), "R5 R1 R7 RDA");
	assert_int_equal(uno_game_current_color(g), UNO_RED);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(t_count_events(&shed_events, UNO_EV_SHED, 0), 2);
	int play = t_find_event(&shed_events, UNO_EV_PLAY, 0);
	int first_shed = t_find_event(&shed_events, UNO_EV_SHED, 0);
	assert_true(play >= 0 && first_shed > play);
	assert_int_equal(shed_events.ev[play].value, 1); /* cards left */
	assert_int_equal(shed_events.ev[first_shed].card.kind, 1);
	assert_int_equal(uno__check_invariants(g), 0);
	uno_game_free(g);

	/* Without the call, the seat left with one card may be caught. */
	g = t_game("shed", r, 3, 2, hands, "R5", "G4 G5 G6", true);
	t_apply(g, 0, "RDA");
	assert_true(t_is_legal(g, 1, "catch 0"));
	uno_game_free(g);

	/* Two cards of another color stay: no call. */
	const char *two_left[] = { "RD1 R1 G2 G3", "Y1 Y2 Y3 Y4", "B1 B2 B3 B4" };
	g = t_game("shed", r, 3, 2, two_left, "R5", "G4 G5 G6", true);
	t_refuse(g, 0, "RD1!", UNO_EILLEGAL, UNO_REASON_UNO_NOT_LAST);
	t_apply(g, 0, "RDA");
	assert_string_equal(t_hand(g, 0), "G2 G3");
	uno_game_free(g);

	/* Shedding the whole hand: the round is won at once (NM-12). */
	const char *out[] = { "RD1 R1 R7", "Y1 Y2 Y3", "B1 B2 B3" };
	g = t_game("shed", r, 3, 2, out, "R5", "G4 G5 G6", true);
	assert_false(t_is_legal(g, 0, "RD1!"));
	t_apply(g, 0, "RDA");
	assert_int_equal(uno_game_round_winner(g), 0);
	assert_int_equal(uno_game_hand_size(g, 0), 0);
	uno_game_free(g);

	/* Written back as read; only a colored kind of its own definition
	 * sheds, never through a house rule's `with` line. */
	assert_written_back(r, "effects = discard-all\n");
	uno_rules_free(r);
	char bad[2048];
	replaced(bad, sizeof bad, shed, "effects = none\n", "effects = discard-all\n");
	assert_int_equal(uno_rules_define(&r, bad, strlen(bad), &err, NULL, NULL), UNO_EPARSE);
	assert_non_null(strstr(err.message, "discard-all"));
	replaced(bad, sizeof bad, shed, "effects = discard-all\n",
		 "effects = none\nwith seven_o = discard-all\n");
	assert_int_equal(uno_rules_define(&r, bad, strlen(bad), &err, NULL, NULL), UNO_EPARSE);
	assert_non_null(strstr(err.message, "discard-all"));
}

/* Numbers, Draw Twos and a wild that reverses and draws 4 (kind 19, T4
 * in the built-in notation), stacking by value, a Reverse a Skip with two
 * seats (C-8). */
static const char *const reverse_draw =
	"[variant]\n"
	"format = 1\n"
	"name = back\n"
	"players = 2-6\n"
	"two-player-reverse = skip\n"
	"[options]\n"
	"hand_size = 3\n"
	"stacking = 3\n"
	"[kind WR]\n"
	"new = wild\n"
	"name = wild reverse draw four\n"
	"points = 50\n"
	"effects = reverse, draw 4\n"
	"[deck]\n"
	"1-9 = 2\n"
	"D2 = 2\n"
	"WR = 4\n"
	NUMBERS
	"[kind D2]\n"
	"points = 20\n"
	"effects = skip, draw 2\n";

/*
 * NM-8: a card that reverses and draws sends its draw the new way: with
 * three seats to the seat that played before; on a pending total, the
 * total goes back toward the seat that passed it. With two seats the
 * reverse is a skip (C-8), so the draw comes back to its own player, who
 * stacks on it to send it across, or draws it and loses the turn.
 */
static void test_reverse_draw_NM_8(void **state)
{
	(void)state;
	uno_rules *r = defined(reverse_draw);
	assert_string_equal(uno_rules_kind_symbol(r, 19), "WR");

	/* Three seats: 0 plays it, play turns back, seat 2 faces the 4. */
	const char *three[] = { "T4 R1 R2", "Y1 Y2 Y3", "B1 B2 B3" };
	uno_game *g = t_game("back", r, 3, 2, three, "R5", "G4 G5 G6 G7 G8", true);
	t_apply(g, 0, "WR/G");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_pending_draw(g), 4);
	uno_game_free(g);

	/* On a pending total: seat 1 passes 2 to seat 2, who reverses it
	 * back to seat 1 with 4 more. */
	const char *onto[] = { "R1 G2 G3", "RD2 Y2 Y3", "T4 B2 B3" };
	g = t_game("back", r, 3, 2, onto, "R5", "G4 G5 G6 G7 G8 G9", true);
	t_apply(g, 0, "R1");
	t_apply(g, 1, "RD2");
	assert_int_equal(uno_game_current_player(g), 2);
	t_apply(g, 2, "WR/B");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_pending_draw(g), 6);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	uno_game_free(g);

	/* Two seats: the 4 comes back to seat 0, who draws it; seat 1 plays. */
	const char *two[] = { "T4 R1 R2", "Y1 Y2 Y3" };
	g = t_game("back", r, 2, 1, two, "R5", "G4 G5 G6 G7 G8 G9", true);
	t_apply(g, 0, "WR/G");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_pending_draw(g), 4);
	assert_saves(g);
	assert_false(t_is_legal(g, 0, "challenge"));
	t_apply(g, 0, "accept");
	assert_int_equal(uno_game_hand_size(g, 0), 2 + 4);
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);

	/* ... or stacks on it: another card that reverses brings the total
	 * back once more (a draw card that does not would send it across). */
	const char *again[] = { "T4 T4 R2", "Y1 Y2 Y3" };
	g = t_game("back", r, 2, 1, again, "R5", "G4 G5 G6 G7 G8 G9", true);
	t_apply(g, 0, "WR/G");
	t_apply(g, 0, "WR/Y");
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_pending_draw(g), 8);
	uno_game_free(g);

	/* Without stacking the 4 is drawn at once, and the turn passes. */
	assert_int_equal(uno_rules_set(r, UNO_OPT_STACKING, 0), UNO_OK);
	g = t_game("back", r, 2, 1, two, "R5", "G4 G5 G6 G7 G8 G9", true);
	t_apply(g, 0, "WR/G");
	assert_int_equal(uno_game_hand_size(g, 0), 2 + 4);
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);
	uno_rules_free(r);
}

/* Seat 0 of three goes out with a wild of its variant's own (kind 19: T4
 * in the built-in notation of the hands), played as `move`, after a
 * round in which seat 1 drew Y6; seat 0 wins. Returns the cards seat 1
 * holds then (2 and Y6, and whatever the last card made it draw). */
static int last_wild(const uno_rules *r, const char *name, const char *move)
{
	const char *last[] = { "T4 G1", "Y1 Y2", "G7 G8" };
	uno_game *g = t_game(name, r, 3, 2, last, "G5", "Y6 B6 Y7 B8", true);
	t_apply(g, 0, "G1!");
	t_apply(g, 1, "draw"); /* Y6: no match, the turn passes */
	t_apply(g, 2, "G7!");
	t_apply(g, 0, move);
	assert_int_equal(uno_game_round_winner(g), 0);
	int held = uno_game_hand_size(g, 1);
	uno_game_free(g);
	return held;
}

/* Numbers, Draw Twos and a Wild Draw Color of the variant's own (kind
 * 19, T4 in the built-in notation): the next player draws until a card
 * of the named color shows; restricted and challengeable as a Wild Draw
 * Two (FL-9, FL-11). */
static const char *const until =
	"[variant]\n"
	"format = 1\n"
	"name = until\n"
	"players = 2-6\n"
	"two-player-reverse = skip\n"
	"[options]\n"
	"hand_size = 3\n"
	"stacking = 0\n"
	"strict_wild_draw = 0\n"
	"[kind WC]\n"
	"new = wild\n"
	"name = wild draw color\n"
	"points = 60\n"
	"effects = skip, draw-until-color, challengeable\n"
	"restriction = no-color-match\n"
	"first = return\n"
	"[deck]\n"
	"1-9 = 2\n"
	"D2 = 2\n"
	"WC = 4\n"
	NUMBERS
	"[kind D2]\n"
	"points = 20\n"
	"effects = skip, draw 2\n";

static struct t_events until_events;

/* A game of `until` with 3 seats: seat 0 holds `hand0`, the others Y1 Y2
 * Y3 and G7 G8 G9, R5 on top, then the draw pile `pile` (and, with fill,
 * the rest of the deck). */
static uno_game *until_game(uno_rules *r, const char *hand0, const char *pile, bool fill)
{
	const char *hands[] = { hand0, "Y1 Y2 Y3", "G7 G8 G9" };
	uno_game *g = t_game("until", r, 3, 2, hands, "R5", pile, fill);
	t_record_events(g, &until_events);
	return g;
}

/*
 * FL-11 (`draw-until-color`): the player names a color; the next player
 * draws one card at a time until one of that color shows (wilds never
 * count), keeps them all, every seat seeing them, and loses the turn. It
 * is challenged as a Wild Draw Two (FL-9): guilty, its player draws until
 * the color and the challenger plays on; innocent, the challenger draws
 * until the color, then the penalty, and loses the turn. With nothing
 * left to draw, the drawing stops. It is never stacked on (FL-16); as a
 * last card its draw still happens (FL-13).
 */
static void test_draw_until_color_FL_11(void **state)
{
	(void)state;
	uno_rules *r = defined(until);
	uno_definition_error err = { .size = sizeof err };

	assert_string_equal(uno_rules_kind_symbol(r, 19), "WC");

	/* Accepted: R6, a wild (no count), B6: three cards, seat 2 plays. */
	uno_game *g = until_game(r, "T4 G1 G2", "R6 T4 B6 Y7 B8", true);
	t_apply(g, 0, "WC/B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_saves(g);
	until_events.n = 0;
	t_apply(g, 1, "accept");
	assert_int_equal(uno_game_hand_size(g, 1), 3 + 3);
	assert_int_equal(t_count_events(&until_events, UNO_EV_DRAW, 1), 3);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	/* Every seat saw the cards: seat 2's belief holds them. */
	static uno_belief b;
	b.size = sizeof b;
	assert_int_equal(uno_game_belief(g, 2, 1, &b), UNO_OK);
	assert_int_equal(b.least[uno__face(6, UNO_RED)], 1);
	assert_int_equal(b.least[uno__face(6, UNO_BLUE)], 1);
	assert_int_equal(b.least[uno__face(19, 0)], 1);
	assert_int_equal(uno__check_invariants(g), 0);
	uno_game_free(g);

	/* Guilty (seat 0 held red): seat 0 draws until blue, seat 1 plays. */
	g = until_game(r, "T4 R1 R2", "Y6 B6 Y7 B8", true);
	t_apply(g, 0, "WC/B");
	t_apply(g, 1, "challenge");
	assert_int_equal(uno_game_hand_size(g, 0), 2 + 2);
	assert_int_equal(uno_game_hand_size(g, 1), 3);
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);

	/* Innocent: seat 1 draws until blue (2), then 2, and loses the turn. */
	g = until_game(r, "T4 G1 G2", "Y6 B6 Y7 B8", true);
	t_apply(g, 0, "WC/B");
	t_apply(g, 1, "challenge");
	assert_int_equal(uno_game_hand_size(g, 1), 3 + 2 + 2);
	assert_int_equal(uno_game_current_player(g), 2);
	uno_game_free(g);

	/* No card of the color anywhere: Y6, Y7, then R5 from the refill
	 * (G-4), and with nothing left the drawing stops. */
	g = until_game(r, "T4 G1 G2", "Y6 Y7", false);
	t_apply(g, 0, "WC/B");
	t_apply(g, 1, "accept");
	assert_int_equal(uno_game_hand_size(g, 1), 3 + 3);
	assert_int_equal(uno_game_draw_pile_size(g), 0);
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	assert_int_equal(uno_game_current_player(g), 2);
	uno_game_free(g);

	/* The last card: no challenge, the draw happens and counts (FL-13). */
	assert_int_equal(last_wild(r, "until", "WC/B"), 3 + 1);

	/* Stacking never answers it (FL-16); without a challenge (the strict
	 * rule) the next player draws at once. */
	assert_int_equal(uno_rules_set(r, UNO_OPT_STACKING, 2), UNO_OK);
	g = until_game(r, "T4 G1 G2", "Y6 B6 Y7 B8", true);
	t_apply(g, 0, "WC/B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	uno_game_free(g);
	assert_int_equal(uno_rules_set(r, UNO_OPT_STRICT_WILD_DRAW, 1), UNO_OK);
	g = until_game(r, "T4 G1 G2", "Y6 B6 Y7 B8", true);
	t_apply(g, 0, "WC/B");
	assert_int_equal(uno_game_hand_size(g, 1), 3 + 2);
	assert_int_equal(uno_game_current_player(g), 2);
	uno_game_free(g);

	/* Written back as read; it is a draw, so it goes with no `draw N`. */
	assert_written_back(r, "draw-until-color");
	uno_rules_free(r);
	char bad[2048];
	replaced(bad, sizeof bad, until, "draw-until-color,", "draw-until-color, draw 2,");
	assert_int_equal(uno_rules_define(&r, bad, strlen(bad), &err, NULL, NULL), UNO_EPARSE);
	assert_non_null(strstr(err.message, "draw-until-color"));
}

/* Numbers, Draw Twos and a Wild Color Roulette of the variant's own
 * (kind 19, T4 in the built-in notation), stacking by value (NM-6, NM-9). */
static const char *const roulette =
	"[variant]\n"
	"format = 1\n"
	"name = roulette\n"
	"players = 2-6\n"
	"[options]\n"
	"hand_size = 3\n"
	"stacking = 3\n"
	"[kind WO]\n"
	"new = wild\n"
	"name = wild color roulette\n"
	"points = 50\n"
	"effects = reveal-until-color\n"
	"first = return\n"
	"[deck]\n"
	"1-9 = 2\n"
	"D2 = 2\n"
	"WO = 4\n"
	NUMBERS
	"[kind D2]\n"
	"points = 20\n"
	"effects = skip, draw 2\n";

/*
 * NM-9 (`reveal-until-color`): the card is played without a color (one
 * listed play; a color given with it is not used); the next player names
 * the color, the only one named, turns cards face up until one of it
 * shows (wilds never count), takes them all and loses the turn. It is not
 * a draw card: never played on a pending total (NM-6), and nothing is
 * drawn when it is the last card (G-7).
 */
static void test_reveal_until_color_NM_9(void **state)
{
	(void)state;
	uno_rules *r = defined(roulette);
	uno_definition_error err = { .size = sizeof err };

	assert_string_equal(uno_rules_kind_symbol(r, 19), "WO");

	const char *hands[] = { "T4 G1 G2", "Y1 Y2 Y3", "G7 G8 G9" };
	uno_game *g = t_game("roulette", r, 3, 2, hands, "R5", "R6 T4 B6 Y7 B8", true);
	/* Listed once, without a color (the built-in notation: T4). */
	assert_true(t_is_legal(g, 0, "T4"));
	assert_false(t_is_legal(g, 0, "T4/R"));
	uno_decision d = { .size = sizeof d };
	assert_int_equal(uno_game_decision(g, &d), UNO_OK);
	uno_move wo = { .type = UNO_MOVE_PLAY, .card = { 19, UNO_NO_COLOR },
			.color = UNO_RED, .target = -1 };
	int at = uno_move_index(&wo); /* its index: the red slot's */
	assert_true(at > 0);
	assert_true(d.mask[at / 64] >> (at % 64) & 1);
	assert_false(d.mask[(at + 2) / 64] >> ((at + 2) % 64) & 1); /* yellow's */
	t_apply(g, 0, "WO");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_current_color(g), UNO_NO_COLOR);
	assert_saves(g);
	t_refuse(g, 0, "color B", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_apply(g, 1, "color B");
	/* R6, a wild (no count), B6: taken; seat 2 plays on blue. */
	assert_int_equal(uno_game_hand_size(g, 1), 3 + 3);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	static uno_belief b;
	b.size = sizeof b;
	assert_int_equal(uno_game_belief(g, 0, 1, &b), UNO_OK);
	assert_int_equal(b.least[uno__face(6, UNO_BLUE)], 1);
	assert_int_equal(uno__check_invariants(g), 0);
	uno_game_free(g);

	/* A bot at the victim's seat names the color with the most cards it
	 * has not seen (green and blue here; green first), not the one it
	 * holds most (yellow). */
	const char *bot_hands[] = { "T4 G1 G2", "Y1 Y2 Y3", "G7 G8 G9" };
	g = t_game("roulette", r, 3, 2, bot_hands, "R5", "R6 T4 B6 Y7 B8", true);
	t_apply(g, 0, "WO");
	for (int kind = UNO_BOT_RANDOM; kind <= UNO_BOT_SEARCH; kind++) {
		uno_bot_options o;
		uno_bot *bot = NULL;
		assert_int_equal(uno_bot_options_init(&o, kind), UNO_OK);
		assert_int_equal(uno_bot_new(&bot, &o, NULL, NULL), UNO_OK);
		uno_move m;
		assert_int_equal(uno_bot_choose(bot, g, 1, &m), UNO_OK);
		assert_int_equal(m.type, UNO_MOVE_COLOR);
		if (kind == UNO_BOT_GREEDY)
			assert_int_equal(m.color, UNO_GREEN);
		uno_bot_free(bot);
	}
	uno_game_free(g);

	/* By index, and with a color given: the same play. */
	g = t_game("roulette", r, 3, 2, hands, "R5", "R6 T4 B6 Y7 B8", true);
	assert_int_equal(uno_game_apply_index(g, 0, at), UNO_OK);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	uno_game_free(g);
	g = t_game("roulette", r, 3, 2, hands, "R5", "R6 T4 B6 Y7 B8", true);
	t_apply(g, 0, "WO/Y");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	uno_game_free(g);

	/* Not on a pending total. */
	const char *pending[] = { "R1 G2 G3", "RD2 Y2 Y3", "T4 B2 B3" };
	g = t_game("roulette", r, 3, 2, pending, "R5", "G4 G5 G6 G7 G8 G9", true);
	t_apply(g, 0, "R1");
	t_apply(g, 1, "RD2");
	t_refuse(g, 2, "T4", UNO_EILLEGAL, UNO_REASON_STACK_ONLY);
	uno_game_free(g);

	/* The last card: nothing is drawn. */
	assert_int_equal(last_wild(r, "roulette", "WO"), 3);

	/* Written back as read; alone among the effects, for a wild that
	 * is not turned up to act. */
	assert_written_back(r, "effects = reveal-until-color\n");
	uno_rules_free(r);
	static const char *const refused[] = {
		"effects = reveal-until-color, skip\n", "effects = reveal-until-color, draw 2\n",
		"effects = reveal-until-color\nfirst = effect\n",
	};
	for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
		char bad[2048], worse[2048];
		replaced(bad, sizeof bad, roulette, "effects = reveal-until-color\n", refused[i]);
		if (strstr(refused[i], "first"))
			replaced(worse, sizeof worse, bad, "first = return\n", "");
		else
			snprintf(worse, sizeof worse, "%s", bad);
		assert_int_equal(uno_rules_define(&r, worse, strlen(worse), &err, NULL, NULL),
				 UNO_EPARSE);
		assert_non_null(strstr(err.message, "reveal-until-color"));
	}
	char bad[2048];
	replaced(bad, sizeof bad, roulette, "effects = skip, draw 2\n",
		 "effects = skip, reveal-until-color\n");
	assert_int_equal(uno_rules_define(&r, bad, strlen(bad), &err, NULL, NULL), UNO_EPARSE);
}

/* No Mercy's rules as far as a deck of 62 faces and 128 cards goes: every
 * word of its vocabulary at once, the deck cut down, and one colored kind
 * of its own (`@name`, `@effect`): Skip Everyone or Discard All. */
static const char *const mercy_lite =
	"[variant]\n"
	"format = 1\n"
	"name = mercy-lite\n"
	"players = 2-6\n"
	"two-player-reverse = skip\n"
	"knock-out-bonus = 250\n"
	"last-card = no-effect\n"
	"knocked-out-hand = set-aside\n"
	"[options]\n"
	"target_score = 1000\n"
	"hand_size = 7\n"
	"stacking = 3\n"
	"draw_until_playable = 1\n"
	"force_play = 1\n"
	"hand_limit = 25\n"
	"[kind X]\n"
	"new = colored\n"
	"name = @name\n"
	"points = 20\n"
	"effects = @effect\n"
	"first = cover\n"
	"[kind WR]\n"
	"new = wild\n"
	"name = wild reverse draw four\n"
	"points = 50\n"
	"effects = reverse, draw 4\n"
	"first = cover\n"
	"[kind W6]\n"
	"new = wild\n"
	"name = wild draw six\n"
	"points = 50\n"
	"effects = skip, draw 6\n"
	"first = cover\n"
	"[kind WT]\n"
	"new = wild\n"
	"name = wild draw ten\n"
	"points = 50\n"
	"effects = skip, draw 10\n"
	"first = cover\n"
	"[kind WO]\n"
	"new = wild\n"
	"name = wild color roulette\n"
	"points = 50\n"
	"effects = reveal-until-color\n"
	"first = cover\n"
	"[deck]\n"
	"0-9 = 2\n"
	"D2 = 2\n"
	"S, R, X = 1\n"
	"WR, WO = 4\n"
	"W6, WT = 2\n"
	"[kind 0]\n"
	"points = value\n"
	"effects = number, rotate-hands\n"
	"first = ignore\n"
	"[kind 7]\n"
	"points = value\n"
	"effects = number, swap-hands\n"
	"first = ignore\n"
	"[kind 1-6]\n"
	"points = value\n"
	"effects = number\n"
	"[kind 8-9]\n"
	"points = value\n"
	"effects = number\n"
	"[kind D2]\n"
	"points = 20\n"
	"effects = skip, draw 2\n"
	"first = cover\n"
	"[kind S]\n"
	"points = 20\n"
	"effects = skip\n"
	"first = cover\n"
	"[kind R]\n"
	"points = 20\n"
	"effects = reverse\n"
	"first = cover\n";

/*
 * NM-1..NM-13 together: random rounds of `mercy_lite` (both colored kinds
 * of its own in turn, 2 to 6 players) stay consistent at every step (every
 * card counted once, a seat to decide with a move to make, never a seat
 * knocked out), the first discard is a number (NM-3), no round runs away,
 * and each round saves, loads and replays to the same game. Every word is
 * seen at work.
 */
static struct t_events mercy_seen;

static bool round_over(const uno_game *g)
{
	return uno_game_phase(g) == UNO_PHASE_ROUND_OVER ||
	       uno_game_phase(g) == UNO_PHASE_MATCH_OVER;
}

static void test_mercy_words_together(void **state)
{
	(void)state;
	static const char *const own[][2] = {
		{ "skip everyone", "skip-all" },
		{ "discard all", "discard-all" },
	};
	static char def[8192], log[1 << 18];
	static uint8_t buf[UNO_SAVE_MAX];
	uno_move list[UNO_MAX_MOVES];
	int knocked = 0, sheds = 0, lost_turns = 0, stacks = 0, rotations = 0, swaps = 0;
	int roulettes = 0, finished = 0;

	for (int v = 0; v < 2; v++) {
		uno_rules *r = NULL;
		uno_definition_error err = { .size = sizeof err };
		static char named[8192];
		replaced(named, sizeof named, mercy_lite, "@name", own[v][0]);
		replaced(def, sizeof def, named, "@effect", own[v][1]);
		int len = (int)strlen(def);
		if (uno_rules_define(&r, def, (size_t)len, &err, NULL, NULL) != UNO_OK)
			fail_msg("line %d: %s", err.line, err.message);
		for (uint64_t seed = 1; seed <= 40; seed++) {
			int players = 2 + (int)(seed % 5);
			uno_game *g = NULL, *l = NULL;
			uint64_t rng = seed * 31 + (uint64_t)v;
			assert_int_equal(uno_game_new(&g, r, players, seed, NULL, NULL), UNO_OK);
			assert_int_equal(uno_game_log_start(g, 1 << 14), UNO_OK);
			t_record_events(g, &mercy_seen);
			/* NM-3: the first discard is a number. */
			uno_card top;
			assert_int_equal(uno_game_top_card(g, &top), UNO_OK);
			assert_true(top.kind <= 9);
			int step = 0;
			int wo = -1;
			for (int k = 0; k < UNO_KIND_COUNT; k++)
				if (uno_rules_kind_symbol(r, k) && !strcmp(uno_rules_kind_symbol(r, k), "WO"))
					wo = k;
			assert_true(wo >= 0);
			for (; step < 5000 && !round_over(g); step++) {
				int seat = uno_game_current_player(g);
				assert_int_equal(uno_game_seat_status(g, seat), UNO_SEAT_IN);
				int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
				assert_true(n > 0);
				uno_move m = t_pick(list, n, &rng);
				mercy_seen.n = 0;
				assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
				assert_int_equal(uno__check_invariants(g), 0);
				for (int p = 0; p < players; p++)
					assert_true(uno_game_seat_status(g, p) != UNO_SEAT_IN ||
						    uno_game_hand_size(g, p) < 25 || round_over(g));
				knocked += t_count_events(&mercy_seen, UNO_EV_KNOCKED_OUT, -2);
				sheds += t_count_events(&mercy_seen, UNO_EV_SHED, -2);
				lost_turns += t_count_events(&mercy_seen, UNO_EV_SKIP, -2);
				stacks += t_count_events(&mercy_seen, UNO_EV_STACK, -2);
				rotations += t_count_events(&mercy_seen, UNO_EV_ROTATE, -2);
				swaps += t_count_events(&mercy_seen, UNO_EV_SWAP, -2);
				roulettes += m.type == UNO_MOVE_PLAY && m.card.kind == wo &&
					     uno_game_phase(g) == UNO_PHASE_COLOR &&
					     uno_game_current_player(g) != seat;
			}
			assert_true(step < 5000);
			finished++;
			len = uno_game_save(g, buf, sizeof buf);
			assert_true(len > 0);
			assert_int_equal(uno_game_load(&l, buf, (size_t)len, NULL, NULL), UNO_OK);
			assert_true(uno__state_equal(g, l));
			uno_game_free(l);
			int n = uno_game_log_export(g, log, sizeof log);
			assert_true(n > 0 && (size_t)n < sizeof log);
			assert_int_equal(uno_game_replay(&l, log, (size_t)n, NULL, NULL, NULL), UNO_OK);
			assert_true(uno__state_equal(g, l));
			uno_game_free(l);
			uno_game_free(g);
		}
		uno_rules_free(r);
	}
	assert_int_equal(finished, 80);
	assert_true(knocked > 0);
	assert_true(sheds > 0);
	assert_true(lost_turns > 0);
	assert_true(stacks > 0);
	assert_true(rotations > 0);
	assert_true(swaps > 0);
	assert_true(roulettes > 0);
}

/*
 * uno_rules_kind_effects(): what a kind does in a table, in the words of
 * the definition format: its own effects, and those a house rule that is
 * on in the table adds (H-5's swap on a 7); every kind of a definition,
 * new words included; the errors.
 */
static void test_kind_effects(void **state)
{
	(void)state;
	char t[128];
	uno_rules *r = t_rules("classic", -1);

	assert_int_equal(uno_rules_kind_effects(r, UNO_DRAW_TWO, t, sizeof t),
			 (int)strlen("skip, draw 2"));
	assert_string_equal(t, "skip, draw 2");
	assert_true(uno_rules_kind_effects(r, UNO_WILD_DRAW_FOUR, t, sizeof t) > 0);
	assert_non_null(strstr(t, "challengeable"));
	assert_non_null(strstr(t, "draw 4"));
	assert_true(uno_rules_kind_effects(r, UNO_SEVEN, t, sizeof t) > 0);
	assert_string_equal(t, "number");
	assert_int_equal(uno_rules_set(r, UNO_OPT_SEVEN_O, 1), UNO_OK);
	assert_true(uno_rules_kind_effects(r, UNO_SEVEN, t, sizeof t) > 0);
	assert_string_equal(t, "number, swap-hands");
	assert_true(uno_rules_kind_effects(r, UNO_WILD, t, sizeof t) > 0);
	assert_string_equal(t, "none");
	/* Errors: no such kind in the deck, no table, no room. */
	assert_int_equal(uno_rules_kind_effects(r, UNO_DRAW_ONE, t, sizeof t), UNO_EINVAL);
	assert_int_equal(uno_rules_kind_effects(r, UNO_KIND_COUNT, t, sizeof t), UNO_EINVAL);
	assert_int_equal(uno_rules_kind_effects(r, -1, t, sizeof t), UNO_EINVAL);
	assert_int_equal(uno_rules_kind_effects(NULL, UNO_SKIP, t, sizeof t), UNO_EINVAL);
	assert_int_equal(uno_rules_kind_effects(r, UNO_SKIP, NULL, 8), UNO_EINVAL);
	assert_int_equal(uno_rules_kind_effects(r, UNO_DRAW_TWO, t, 5), UNO_ENOSPC);
	assert_int_equal(uno_rules_kind_effects(r, UNO_DRAW_TWO, t, 13), UNO_OK + 12);
	uno_rules_free(r);

	uno_rules *d = NULL;
	assert_int_equal(uno_rules_define(&d, roulette, strlen(roulette), NULL, NULL, NULL), UNO_OK);
	assert_true(uno_rules_kind_effects(d, 19, t, sizeof t) > 0);
	assert_string_equal(t, "reveal-until-color");
	uno_rules_free(d);
	assert_int_equal(uno_rules_define(&d, shed, strlen(shed), NULL, NULL, NULL), UNO_OK);
	assert_true(uno_rules_kind_effects(d, 13, t, sizeof t) > 0);
	assert_string_equal(t, "discard-all");
	uno_rules_free(d);
}

/*
 * Issue 21: a variant's own kinds play: every Draw Three played makes the
 * next seat draw 3 and lose the turn, every wild hit 1 (G-7 on a last
 * card alike), in random rounds whose every move goes through the text of
 * the variant's notation (uno_game_apply_text()); saves load back and
 * move logs replay to the same game.
 */
static struct t_events seen;

static void test_new_kinds_play_save_and_replay(void **state)
{
	(void)state;
	uno_rules *r = NULL;
	uno_move list[UNO_MAX_MOVES];
	static char log[65536];
	static uint8_t buf[UNO_SAVE_MAX];
	int hits3 = 0, hits1 = 0;

	r = defined(extra);
	for (uint64_t seed = 1; seed <= 30; seed++) {
		uno_game *g = NULL, *l = NULL;
		uint64_t rng = seed * 7;
		assert_int_equal(uno_game_new(&g, r, 3, seed, NULL, NULL), UNO_OK);
		assert_int_equal(uno_game_log_start(g, 8192), UNO_OK);
		t_record_events(g, &seen);
		for (int step = 0; step < 400 && uno_game_current_player(g) >= 0; step++) {
			int seat = uno_game_current_player(g);
			int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
			assert_true(n > 0);
			uno_move m = t_pick(list, n, &rng);
			char t[32];
			assert_true(uno_rules_move_format(r, &m, t, sizeof t) > 0);
			seen.n = 0;
			int next = -1;
			if (m.type == UNO_MOVE_PLAY) {
				/* Whom a draw card hits (3 players: no reverse in between). */
				next = (seat + uno_game_direction(g) + 3) % 3;
			}
			assert_int_equal(uno_game_apply_text(g, seat, t), UNO_OK);
			if (m.type == UNO_MOVE_PLAY && (m.card.kind == 13 || m.card.kind == 19)) {
				int drawn = 0;
				for (int i = 0; i < seen.n; i++)
					drawn += seen.ev[i].type == UNO_EV_DRAW &&
						 seen.ev[i].reason == UNO_DRAW_CARD_EFFECT &&
						 seen.ev[i].seat == next;
				/* A wild hit waits for its color when none was named. */
				if (m.card.kind == 19 && m.color == UNO_NO_COLOR)
					continue;
				/* Only as many as the piles hold. */
				assert_true(drawn <= (m.card.kind == 13 ? 3 : 1));
				if (drawn == 3)
					hits3++;
				if (m.card.kind == 19 && drawn == 1)
					hits1++;
			}
		}
		int len = uno_game_save(g, buf, sizeof buf);
		assert_true(len > 0);
		assert_int_equal(uno_game_load(&l, buf, (size_t)len, NULL, NULL), UNO_OK);
		assert_true(uno__state_equal(g, l));
		uno_game_free(l);
		int n = uno_game_log_export(g, log, sizeof log);
		assert_true(n > 0 && (size_t)n < sizeof log);
		assert_int_equal(uno_game_replay(&l, log, (size_t)n, NULL, NULL, NULL), UNO_OK);
		assert_true(uno__state_equal(g, l));
		uno_game_free(l);
		uno_game_free(g);
	}
	assert_true(hits3 > 5);
	assert_true(hits1 > 5);
	uno_rules_free(r);
}

/*
 * Issue 21: the kind numbers of new kinds depend on the declarations'
 * order and the kinds the deck has cards of, not on comments; with two
 * new colored kinds, the written text gives each the number it had, and
 * a game saved with them loads back.
 */
static void test_new_kind_numbers_are_stable(void **state)
{
	(void)state;
	static char one[4096], two[4096], back[8192];
	uno_rules *a = NULL, *b = NULL;
	static uint8_t buf[UNO_SAVE_MAX];

	snprintf(one, sizeof one, "%s%s", extra,
		 "# D1 = 2 (a comment names no kind)\n"
		 "[kind D4]\nnew = colored\nname = draw four\npoints = 40\n"
		 "effects = skip, draw 4\n");
	replaced(two, sizeof two, one, "D3 = 2\n", "D4 = 1\nD3 = 2\n");
	assert_int_equal(uno_rules_define(&a, two, strlen(two), NULL, NULL, NULL), UNO_OK);
	assert_string_equal(uno_rules_kind_symbol(a, 13), "D3");
	assert_string_equal(uno_rules_kind_symbol(a, 12), "D4");
	int n = uno_rules_definition(a, back, sizeof back);
	assert_true(n > 0 && (size_t)n < sizeof back);
	assert_int_equal(uno_rules_define(&b, back, (size_t)n, NULL, NULL, NULL), UNO_OK);
	assert_same_variant(a->v, b->v);
	assert_string_equal(uno_rules_kind_symbol(b, 12), "D4");

	uno_game *g = NULL, *l = NULL;
	assert_int_equal(uno_game_new(&g, a, 3, 9, NULL, NULL), UNO_OK);
	uint64_t rng = 4;
	play_moves(g, 300, &rng);
	int len = uno_game_save(g, buf, sizeof buf);
	assert_true(len > 0);
	assert_int_equal(uno_game_load(&l, buf, (size_t)len, NULL, NULL), UNO_OK);
	assert_true(uno__state_equal(g, l));
	uno_game_free(l);
	uno_game_free(g);
	uno_rules_free(b);
	uno_rules_free(a);
}

/*
 * Issue 21: a variant with kinds of its own goes wherever a built-in one
 * goes: both playout policies, every bot kind (uno_game_advance()), a
 * batch stepped with legal indexes, views (its cards by their kind
 * numbers) and determinization.
 */
static void test_new_kinds_everywhere(void **state)
{
	(void)state;
	uno_rules *r = NULL;
	uno_game *g = NULL;

	r = defined(extra);
	for (int policy = UNO_PLAYOUT_UNIFORM; policy <= UNO_PLAYOUT_REFERENCE; policy++) {
		assert_int_equal(uno_game_new(&g, r, 4, 30 + (uint64_t)policy, NULL, NULL), UNO_OK);
		assert_true(uno_game_playout(g, 7, policy) > 0);
		assert_true(uno_game_round_winner(g) >= 0);
		uno_game_free(g);
	}
	for (int kind = UNO_BOT_RANDOM; kind <= UNO_BOT_ISMCTS; kind++) {
		uno_bot_options o;
		uno_bot *bot = NULL;
		assert_int_equal(uno_bot_options_init(&o, kind), UNO_OK);
		assert_int_equal(uno_bot_new(&bot, &o, NULL, NULL), UNO_OK);
		uno_bot *const seats[3] = { bot, bot, bot };
		assert_int_equal(uno_game_new(&g, r, 3, 40 + (uint64_t)kind, NULL, NULL), UNO_OK);
		assert_true(uno_game_advance(g, seats, 3, 5000) >= 0);
		assert_true(uno_game_round_winner(g) >= 0);
		uno_game_free(g);
		uno_bot_free(bot);
	}

	/* A view shows a Draw Three by its kind number, 13. */
	assert_int_equal(uno_game_new(&g, r, 2, 5, NULL, NULL), UNO_OK);
	bool seen13 = false;
	for (uint64_t seed = 1; seed < 200 && !seen13; seed++) {
		uno_view v = { .size = sizeof v };
		assert_int_equal(uno_game_determinize(g, 1, seed), UNO_OK);
		assert_int_equal(uno_game_view(g, 0, &v), UNO_OK);
		for (int i = 0; i < v.hand_count; i++)
			seen13 |= v.hand[i].kind == 13;
	}
	assert_true(seen13);
	uno_game_free(g);

	uno_batch *b = NULL;
	static int32_t seat[8], action[8];
	static uint8_t mask[8 * UNO_MOVE_INDEX_COUNT];
	uno_batch_out out = { .size = sizeof out, .seat = seat, .mask = mask };
	assert_int_equal(uno_batch_new(&b, r, 3, 8, 11, NULL, NULL), UNO_OK);
	assert_int_equal(uno_batch_observe(b, &out), UNO_OK);
	uint64_t rng = 5;
	for (int step = 0; step < 300; step++) {
		for (int i = 0; i < 8; i++) {
			int legal[UNO_MOVE_INDEX_COUNT], n = 0;
			for (int k = 0; k < UNO_MOVE_INDEX_COUNT; k++)
				if (mask[i * UNO_MOVE_INDEX_COUNT + k])
					legal[n++] = k;
			assert_true(n > 0);
			action[i] = legal[t_rnd(&rng, (uint32_t)n)];
		}
		assert_int_equal(uno_batch_step(b, action, &out), UNO_OK);
	}
	uno_batch_free(b);
	uno_rules_free(r);
}

/* Cards in a variant's own notation, space-separated. */
static size_t own_cards(const uno_rules *r, const char *list, uno_card *buf)
{
	size_t n = 0;
	for (const char *p = list; *p;) {
		size_t w = strcspn(p, " ");
		assert_int_equal(uno_rules_card_parse(r, p, w, &buf[n++]), UNO_OK);
		p += w + (p[w] == ' ');
	}
	return n;
}

/*
 * Issue 21 with H-9: a wild of the variant's own that skips deflects a
 * draw (deflect on): played without its color, it waits for it with the
 * draw pending (and the game saves and loads so), then sends the draw on.
 */
static void test_new_wild_kind_deflects_H9(void **state)
{
	(void)state;
	static char def[4096];
	static uint8_t buf[UNO_SAVE_MAX];
	uno_rules *r = NULL;
	uno_card deck[32];
	uno_game *g = NULL, *l = NULL;

	static char a1[4096], a2[4096];
	snprintf(a1, sizeof a1, "%s%s", extra,
		 "[kind WS]\nnew = wild\nname = wild skip\npoints = 50\neffects = skip\n");
	replaced(a2, sizeof a2, a1, "stacking = 0\n", "deflect = 0\n");
	replaced(def, sizeof def, a2, "W = 2\n", "WS = 1\nW = 2\n");
	r = defined(def);
	assert_int_equal(uno_rules_set(r, UNO_OPT_DEFLECT, 1), UNO_OK);
	assert_int_equal(uno_rules_set(r, UNO_OPT_HAND_SIZE, 2), UNO_OK);
	size_t n = own_cards(r, "RD3 WS Y3 R1 B2 Y4 R5 G1 G2 G3 G4 G5 G6", deck);
	assert_int_equal(uno_game_new_scripted(&g, r, 3, 1, deck, n, -1, UNO_SCRIPT_PARTIAL, NULL,
					       NULL), UNO_OK);
	assert_int_equal(uno_game_apply_text(g, 0, "RD3"), UNO_OK);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_apply_text(g, 1, "WS"), UNO_OK);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(uno_game_pending_draw(g), 3);
	int len = uno_game_save(g, buf, sizeof buf);
	assert_true(len > 0);
	assert_int_equal(uno_game_load(&l, buf, (size_t)len, NULL, NULL), UNO_OK);
	assert_true(uno__state_equal(g, l));
	uno_game_free(l);
	assert_int_equal(uno_game_apply_text(g, 1, "color Y"), UNO_OK);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_apply_text(g, 2, "accept"), UNO_OK);
	assert_int_equal(uno_game_hand_size(g, 2), 5);
	assert_int_equal(uno_game_current_player(g), 0);
	uno_game_free(g);
	uno_rules_free(r);
}

/* Issue 21: what a new kind's declaration may get wrong, each refused
 * with its line, column and reason. */
static void test_new_kind_errors(void **state)
{
	(void)state;
	static const struct {
		const char *from, *to;
		int line, column;
		const char *reason;
	} cases[] = {
		{ "[kind D3]\nnew = colored", "[kind d3]\nnew = colored", 8, 7, "capital letters" },
		{ "[kind D3]\nnew = colored", "[kind S]\nnew = colored", 8, 7, "no built-in kind" },
		{ "[kind D3]\nnew = colored", "[kind D3]\nnew = blue", 9, 7, "'colored' or 'wild'" },
		{ "[kind WX]\nnew = wild", "[kind RX]\nnew = wild", 32, 7, "no color letter" },
		{ "name = draw three\n", "", 8, 1, "has no name" },
		{ "name = draw three\n", "name = Draw Three\n", 10, 8, "lowercase" },
		{ "[kind S]\npoints = 20\n", "[kind S]\nname = skip\npoints = 20\n", 23, 1,
		  "a kind of the variant's own" },
		{ "effects = skip, draw 3", "effects = number", 12, 11, "numbers" },
		{ "points = 30", "points = value", 11, 10, "number kinds" },
		{ "[kind WX]\nnew = wild", "[kind D3]\nnew = wild", 33, 7, "declared twice" },
		{ "D3 = 2\n", "D4 = 2\n", 16, 1, "'D4' is not a card kind" },
		{ "[kind D3]\nnew = colored", "[kind R3]\nnew = colored", 8, 7,
		  "no color letter" },
		/* D1 has no cards, so D3 takes its number: D1 is gone. */
		{ "[kind S]\npoints = 20\n", "[kind D1]\npoints = 10\neffects = skip\n[kind S]\npoints = 20\n",
		  22, 7, "went to the new kind D3" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct uno__defined d;
		struct uno__def_error err;

		replaced(text, sizeof text, extra, cases[i].from, cases[i].to);
		int rc = uno__definition_parse(text, strlen(text), &d, &err);
		if (rc != UNO_EPARSE || !strstr(err.message, cases[i].reason))
			print_error("case %d: rc %d, %d:%d %s\n", (int)i, rc, err.line, err.column,
				    err.message);
		assert_int_equal(rc, UNO_EPARSE);
		assert_non_null(strstr(err.message, cases[i].reason));
		assert_int_equal(err.line, cases[i].line);
		assert_int_equal(err.column, cases[i].column);
	}

	/* Thirteen new wild kinds: only twelve wild kind numbers exist (six
	 * public ones, six extended). */
	size_t len = 0;
	len += (size_t)snprintf(text, sizeof text, "[variant]\nformat = 1\nname = w\nplayers = 2-4\n"
				"[deck]\n1-9 = 4\n");
	for (int k = 0; k < 13; k++)
		len += (size_t)snprintf(text + len, sizeof text - len,
					"[kind X%d]\nnew = wild\nname = x\npoints = 1\neffects = none\n", k);
	struct uno__defined d;
	struct uno__def_error err;
	assert_int_equal(uno__definition_parse(text, len, &d, &err), UNO_EPARSE);
	assert_non_null(strstr(err.message, "no kind number is left"));
	assert_int_equal(err.line, 7 + 12 * 5);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_builtins_round_trip),
		cmocka_unit_test(test_format_sizes),
		cmocka_unit_test(test_hand_written),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_length_bounds),
		cmocka_unit_test(test_mutations),
		cmocka_unit_test(test_define_and_play),
		cmocka_unit_test(test_deck_capacity),
		cmocka_unit_test(test_definition_text),
		cmocka_unit_test(test_define_errors),
		cmocka_unit_test(test_define_no_memory),
		cmocka_unit_test(test_save_and_load),
		cmocka_unit_test(test_log_and_replay),
		cmocka_unit_test(test_new_kinds_read_name_and_write_back),
		cmocka_unit_test(test_new_kinds_play_save_and_replay),
		cmocka_unit_test(test_skip_all_FL_10_NM_7),
		cmocka_unit_test(test_last_card_no_effect_NM_12),
		cmocka_unit_test(test_stacking_by_value_NM_6),
		cmocka_unit_test(test_knock_out_bonus_NM_13),
		cmocka_unit_test(test_knocked_out_hand_set_aside_NM_11),
		cmocka_unit_test(test_discard_all_NM_7),
		cmocka_unit_test(test_reverse_draw_NM_8),
		cmocka_unit_test(test_draw_until_color_FL_11),
		cmocka_unit_test(test_reveal_until_color_NM_9),
		cmocka_unit_test(test_mercy_words_together),
		cmocka_unit_test(test_kind_effects),
		cmocka_unit_test(test_new_kind_errors),
		cmocka_unit_test(test_new_kind_numbers_are_stable),
		cmocka_unit_test(test_new_wild_kind_deflects_H9),
		cmocka_unit_test(test_new_kinds_everywhere),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
