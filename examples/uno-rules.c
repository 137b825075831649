/*
 * uno-rules: lists the built-in variants, or shows one: its deck, its
 * options with defaults and bounds, and its summary. Everything printed
 * comes from the library's rule tables through the public API.
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include <uno/uno.h>

#include "cli.h"

static void usage(FILE *f)
{
	fprintf(f,
		"NAME\n"
		"       uno-rules - list the UNO variants libuno knows, or show one\n"
		"\n"
		"SYNOPSIS\n"
		"       uno-rules\n"
		"       uno-rules [--definition] VARIANT\n"
		"       uno-rules --dump-variant VARIANT\n"
		"       uno-rules [--definition] --variant-file FILE\n"
		"       uno-rules --help\n"
		"\n"
		"DESCRIPTION\n"
		"       Without a VARIANT, lists the built-in variants: name, player\n"
		"       counts, deck size, hand size and target score.\n"
		"\n"
		"       With a VARIANT, prints its summary, its deck (how many of\n"
		"       each card, per color, with the points each scores), and every\n"
		"       rule option the library has, with the variant's default and\n"
		"       bounds, or a note that the variant refuses it. The option\n"
		"       names are the ones uno-sim, uno-play and uno-check take with\n"
		"       --rule NAME=VALUE.\n"
		"\n"
		"       A VARIANT is a built-in variant's name or the path of a\n"
		"       variant definition file (doc/variant-format.md), which every\n"
		"       program takes as --variant FILE; a definition the library\n"
		"       refuses is reported as FILE:LINE:COLUMN: why.\n"
		"\n"
		"       Built-in variants:\n");
	cli_list_variants(f, 14);
	fprintf(f,
		"\n"
		"OPTIONS\n"
		"       --definition\n"
		"              Print the variant as a definition (the text\n"
		"              uno_rules_definition() writes), a starting point for\n"
		"              a variant of one's own.\n"
		"\n"
		"       --dump-variant VARIANT\n"
		"              The same as --definition VARIANT: print the variant\n"
		"              as a definition file; a dumped built-in variant read\n"
		"              back plays the very same seeded games.\n"
		"\n"
		"       --variant-file FILE\n"
		"              Read FILE as a variant definition (even when it is\n"
		"              named like a built-in variant), check it and show it;\n"
		"              uno-sim, uno-play and uno-tournament take the same\n"
		"              option.\n"
		"\n"
		"       -h, --help\n"
		"              Print this help and exit.\n"
		"\n"
		"EXIT STATUS\n"
		"       0 on success, 1 for a usage error (an unknown variant or\n"
		"       option), 2 when the library reports an error.\n"
		"\n"
		"EXAMPLES\n"
		"       uno-rules\n"
		"       uno-rules express\n"
		"       uno-rules teams\n"
		"       uno-rules --definition classic > mine.uno\n"
		"       uno-rules --dump-variant express > fast.uno\n"
		"       uno-rules mine.uno\n"
		"       uno-rules --variant-file fast.uno\n");
}

/* The option's value in @rules, or false when the variant refuses it. */
static bool option(const uno_rules *rules, int opt, int *value)
{
	return uno_rules_get(rules, opt, value) == UNO_OK;
}

static int list_variants(void)
{
	size_t n = uno_rules_builtin_count();

	printf("%-13s %-13s %5s %5s  %s\n", "variant", "players", "deck", "hand",
	       "match");
	for (size_t i = 0; i < n; i++) {
		const uno_rules *r = uno_rules_builtin_at(i);
		char players[64], match[64];
		int deck = uno_rules_deck(r, NULL, 0), hand = 0, target = 0, limit = 0, one = 0;

		if (!r || deck < 0) {
			cli_fail("reading variant %zu failed", i);
			return CLI_EXIT_RUNTIME;
		}
		cli_format_players(r, players, sizeof players);
		option(r, UNO_OPT_HAND_SIZE, &hand);
		if (option(r, UNO_OPT_SINGLE_ROUND, &one) && one)
			snprintf(match, sizeof match, "one round (NM-1)");
		else if (option(r, UNO_OPT_TARGET_SCORE, &target))
			snprintf(match, sizeof match, "first to %d points", target);
		else if (option(r, UNO_OPT_ELIMINATION_LIMIT, &limit))
			snprintf(match, sizeof match, "out at %d points, last one wins",
				 limit);
		else
			snprintf(match, sizeof match, "-");
		printf("%-13s %-13s %5d %5d  %s%s\n", uno_rules_name(r), players, deck,
		       hand, match,
		       uno_rules_team_size(r) == 2 ? ", teams of two" : "");
	}
	printf("\n`uno-rules NAME` shows a variant's deck, options and rules.\n");
	return CLI_EXIT_OK;
}

/* Prints @text wrapped to lines of at most @width, indented by @indent. */
static void wrap(const char *text, int indent, int width)
{
	const char *p = text;
	int col = 0;

	while (*p) {
		while (*p == ' ')
			p++;
		if (!*p)
			break;
		int len = (int)strcspn(p, " ");
		if (col > 0 && col + 1 + len > width) {
			putchar('\n');
			col = 0;
		}
		if (col == 0) {
			printf("%*s", indent, "");
			col = indent;
		} else {
			putchar(' ');
			col++;
		}
		printf("%.*s", len, p);
		col += len;
		p += len;
	}
	if (col > 0)
		putchar('\n');
}

/* The short symbol of a kind as in notation: "7", "S", "D2", "W4". */
/* A kind's symbol in the variant's notation (its own kinds included). */
static const char *symbol(const uno_rules *rules, int kind)
{
	const char *s = uno_rules_kind_symbol(rules, kind);
	return s ? s : "?";
}

/* The kind numbers a variant may deal: the public ones and a definition's
 * own, 20-31 (card.h). */
#define KINDS 32

/* One side's cards as a grid of the colored kinds, one row per color,
 * and the wilds; counts into count and present (summed over sides). */
static int show_side(const uno_rules *rules, int side, int count[KINDS][5], bool present[KINDS])
{
	static const char *const dark[] = { "pink", "teal", "orange", "purple" };
	uno_card deck[UNO_MAX_DECK];
	int here[KINDS][5] = { { 0 } };
	bool shown[KINDS] = { false };
	int n = uno_rules_deck_side(rules, side, deck, UNO_MAX_DECK);

	if (n < 0 || n > UNO_MAX_DECK) {
		cli_fail("reading the deck: %s", uno_strerror(n < 0 ? n : UNO_ENOSPC));
		return -1;
	}
	for (int i = 0; i < n; i++) {
		if (deck[i].kind >= KINDS || deck[i].color > UNO_NO_COLOR)
			continue;
		here[deck[i].kind][deck[i].color]++;
		count[deck[i].kind][deck[i].color]++;
		shown[deck[i].kind] = present[deck[i].kind] = true;
	}
	printf("  %-8s", "");
	for (int k = 0; k < KINDS; k++)
		if (shown[k] && !uno_kind_is_wild(k))
			printf(" %3s", symbol(rules, k));
	printf("  total\n");
	for (int c = 0; c < 4; c++) {
		int total = 0;

		printf("  %-8s", side ? dark[c] : uno_color_name(c));
		for (int k = 0; k < KINDS; k++) {
			if (!shown[k] || uno_kind_is_wild(k))
				continue;
			printf(" %3d", here[k][c]);
			total += here[k][c];
		}
		printf("  %5d\n", total);
	}
	int total = 0;
	printf("  %-8s", "wild");
	for (int k = 0; k < KINDS; k++) {
		if (!shown[k] || !uno_kind_is_wild(k))
			continue;
		printf(" %s x%d", symbol(rules, k), here[k][UNO_NO_COLOR]);
		total += here[k][UNO_NO_COLOR];
	}
	printf("  (%d)\n", total);
	return n;
}

static int show_deck(const uno_rules *rules)
{
	int count[KINDS][5] = { { 0 } };
	bool present[KINDS] = { false };
	int n = uno_rules_deck(rules, NULL, 0);

	if (uno_rules_sides(rules) == 2) {
		/* FL-2: every card has a face on each side. */
		printf("\nDeck: %d two-sided cards\n", n);
		printf("  light side (R Y G B)\n");
		if (show_side(rules, 0, count, present) < 0)
			return CLI_EXIT_RUNTIME;
		printf("  dark side (P T O V)\n");
		if (show_side(rules, 1, count, present) < 0)
			return CLI_EXIT_RUNTIME;
	} else {
		printf("\nDeck: %d cards\n", n);
		if (show_side(rules, 0, count, present) < 0)
			return CLI_EXIT_RUNTIME;
	}

	/* Numbers scoring their face value share a line (G-8); a kind number
	 * 0-9 a variant gave to a card of its own (Flip's D5) is no number. */
	int numbers = 0;
	bool face_value = true, number[KINDS] = { false };
	for (int k = UNO_ZERO; k <= UNO_NINE; k++) {
		char effects[256];
		number[k] = present[k] &&
			    uno_rules_kind_effects(rules, k, effects, sizeof effects) >= 0 &&
			    strncmp(effects, "number", 6) == 0;
		if (!number[k])
			continue;
		for (int c = 0; c < 5; c++)
			numbers += count[k][c];
		if (uno_rules_points(rules, k) != k)
			face_value = false;
	}
	/* The names' column fits the longest (a variant's own may be long). */
	int width = 20;
	for (int k = 0; k < KINDS; k++) {
		const char *name = uno_rules_kind_name(rules, k);
		if (present[k] && name && (int)strlen(name) > width)
			width = (int)strlen(name);
	}
	printf("\nPoints (G-8):\n");
	if (numbers > 0 && face_value)
		printf("  %-5s %-*s %3d cards  face value\n", "", width, "numbers", numbers);
	for (int k = 0; k < KINDS; k++) {
		int total = 0;

		if (!present[k] || (face_value && number[k]))
			continue;
		for (int c = 0; c < 5; c++)
			total += count[k][c];
		printf("  %-5s %-*s %3d cards  %d points\n", symbol(rules, k), width,
		       uno_rules_kind_name(rules, k) ? uno_rules_kind_name(rules, k) : "?", total,
		       uno_rules_points(rules, k));
	}

	/* What each card does, in the words of variant definitions; a plain
	 * number card is left out. */
	printf("\nEffects (doc/variant-format.md, with the table's house rules):\n");
	for (int k = 0; k < KINDS; k++) {
		char effects[256];
		if (!present[k] || uno_rules_kind_effects(rules, k, effects, sizeof effects) < 0 ||
		    strcmp(effects, "number") == 0)
			continue;
		printf("  %-5s %-*s %s\n", symbol(rules, k), width,
		       uno_rules_kind_name(rules, k) ? uno_rules_kind_name(rules, k) : "?", effects);
	}
	return CLI_EXIT_OK;
}

static void show_options(const uno_rules *rules)
{
	int n = uno_option_count();

	printf("\nOptions (--rule NAME=VALUE):\n");
	printf("  %-20s %7s  %-12s %s\n", "name", "default", "bounds", "rule");
	for (int i = 0; i < n; i++) {
		const char *name = uno_option_name(i);
		const char *desc = uno_option_description(i);
		int min = 0, max = 0, def = 0;
		char bounds[32];

		if (!name)
			continue;
		if (uno_rules_option_info(rules, i, &min, &max, &def) == UNO_OK) {
			snprintf(bounds, sizeof bounds, "%d..%d", min, max);
			printf("  %-20s %7d  %-12s %s\n", name, def, bounds,
			       desc ? desc : "");
		} else {
			printf("  %-20s %7s  %-12s not in %s\n", name, "-", "-",
			       uno_rules_name(rules));
		}
	}
}

/* The variant as a definition. */
static int show_definition(const uno_rules *rules)
{
	static char text[16384];
	int n = uno_rules_definition(rules, text, sizeof text);

	if (n < 0 || (size_t)n >= sizeof text) {
		cli_fail("writing the definition: %s", n < 0 ? uno_strerror(n) : "too long");
		return CLI_EXIT_RUNTIME;
	}
	fputs(text, stdout);
	return CLI_EXIT_OK;
}

static int show_variant(const uno_rules *rules)
{
	char players[64];
	int min = 0, max = 0, rc;

	uno_rules_players(rules, &min, &max);
	cli_format_players(rules, players, sizeof players);
	printf("%s\n\n", uno_rules_name(rules));
	wrap(uno_rules_summary(rules), 2, 76);
	printf("\nPlayers: %s%s\n", players,
	       uno_rules_team_size(rules) == 2
		       ? " (teams of two: seat s partners seat s + n/2)"
		       : "");
	rc = show_deck(rules);
	if (rc != CLI_EXIT_OK)
		return rc;
	show_options(rules);
	return CLI_EXIT_OK;
}

int main(int argc, char **argv)
{
	struct cli_variant variant = { NULL, false };
	bool definition = false;
	int rc, k;

	cli_prog = "uno-rules";
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
			usage(stdout);
			return CLI_EXIT_OK;
		}
		if (strcmp(argv[i], "--definition") == 0) {
			definition = true;
			continue;
		}
		const char *before = variant.name;
		if (cli_is_option(argv[i], "--dump-variant")) {
			const char *val = cli_option_value(argc, argv, &i, "--dump-variant");
			if (!val)
				return CLI_EXIT_USAGE;
			definition = true;
			variant.name = val;
			variant.file = false;
		} else if ((k = cli_variant_option(argc, argv, &i, &variant)) < 0) {
			return CLI_EXIT_USAGE;
		} else if (k == 0 && argv[i][0] == '-') {
			cli_fail("unknown option '%s' (try --help)", argv[i]);
			return CLI_EXIT_USAGE;
		} else if (k == 0) {
			variant.name = argv[i];
			variant.file = false;
		}
		if (before) {
			cli_fail("one variant at a time ('%s' and '%s')", before, variant.name);
			return CLI_EXIT_USAGE;
		}
	}
	if (!cli_check_version())
		return CLI_EXIT_RUNTIME;
	if (definition && !variant.name) {
		cli_fail("--definition shows one variant: name it (try --help)");
		return CLI_EXIT_USAGE;
	}
	if (variant.name) {
		uno_rules *rules;
		rc = cli_variant_rules(&variant, &rules);
		if (rc == CLI_EXIT_OK)
			rc = definition ? show_definition(rules) : show_variant(rules);
		uno_rules_free(rules);
	} else {
		rc = list_variants();
	}
	if (rc == CLI_EXIT_OK && fflush(stdout) != 0) {
		cli_fail("writing: %s", strerror(errno));
		rc = CLI_EXIT_RUNTIME;
	}
	return rc;
}
