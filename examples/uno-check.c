/*
 * uno-check: "may I play this?" from the command line. Sets up the position
 * given (a variant, the top card and its color, a hand) as a scripted game
 * with the public API, then lists the hand's legal moves or says whether one
 * move is legal, and if not which rule refuses it.
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include <uno/uno.h>

#include "cli.h"

/* Exit status when the move given with --move is refused. */
#define EXIT_ILLEGAL 3

/* Cards left in the draw pile after the deal, so that `draw` is possible. */
#define DRAW_PILE 10

struct options {
	const char *variant;
	const char *top;
	const char *color;
	const char *hand;
	const char *move;
	struct cli_rules rules;
};

static void usage(FILE *f)
{
	fprintf(f,
		"NAME\n"
		"       uno-check - tell which UNO moves a hand may make on a top card\n"
		"\n"
		"SYNOPSIS\n"
		"       uno-check --top CARD --hand \"CARD...\" [--variant NAME]\n"
		"                 [--color C] [--move MOVE] [--rule NAME=VALUE]...\n"
		"       uno-check --help\n"
		"\n"
		"DESCRIPTION\n"
		"       Sets up the position with libuno: the hand is dealt to\n"
		"       seat 0, whose turn it is, the top card is the discard pile,\n"
		"       and a few other cards of the deck make a draw pile and the\n"
		"       other hands (the fewest seats the variant allows, each with\n"
		"       as many cards as the hand). Without --move it lists every\n"
		"       legal move of the hand, in the notation uno-play accepts;\n"
		"       with --move it says whether that move is legal, and if it\n"
		"       is not, the reason the library gives, naming its rule.\n"
		"\n"
		"       Cards are written R0..R9, RS (skip), RR (reverse), RD2 (draw\n"
		"       two), RD1 (Express), and the same for Y, G and B; wilds are\n"
		"       W, W4, W2 (Express), CC (Casting Call), TP and T4 (Teams).\n"
		"       A wild top card carries the color named for it: W4/B, or\n"
		"       --top W4 --color B. A wild top card without a color means\n"
		"       the color is still to be named: the only legal moves are\n"
		"       then `color R`, `color Y`, `color G` and `color B`.\n"
		"\n"
		"       Every card given must be in the variant's deck, counting\n"
		"       copies: the hand and the top card together cannot hold two\n"
		"       red zeros in Classic.\n"
		"\n"
		"OPTIONS\n"
		"       --top CARD\n"
		"              The card on the discard pile (required).\n"
		"\n"
		"       --color C\n"
		"              The color named for a wild top card: R, Y, G or B\n"
		"              (or red, yellow, green, blue). Same as CARD/C.\n"
		"\n"
		"       --hand \"CARD...\"\n"
		"              The hand, cards separated by spaces or commas (one\n"
		"              card at least; at most the variant's largest\n"
		"              hand_size, see uno-rules NAME).\n"
		"\n"
		"       --variant NAME\n"
		"              The rule table (default: classic). Built in:\n");
	cli_list_variants(f, 14);
	fprintf(f,
		"\n"
		"       --move MOVE\n"
		"              The move to check, in notation: R7, W4/B, W4 (the\n"
		"              color named later), B5! (with the UNO call), draw.\n"
		"\n"
		"       --rule NAME=VALUE\n"
		"              Sets a rule option first; may be repeated. For\n"
		"              example strict_wild_draw=1 refuses a Wild Draw Four\n"
		"              while the hand holds the current color. uno-rules\n"
		"              NAME lists a variant's options.\n"
		"\n"
		"       -h, --help\n"
		"              Print this help and exit.\n"
		"\n"
		"EXIT STATUS\n"
		"       0      the move is legal, or no --move was given\n"
		"       1      usage error: a bad option, card, move or rule\n"
		"       2      the library refused to set up the position\n"
		"       3      the move given with --move is not legal\n"
		"\n"
		"EXAMPLES\n"
		"       uno-check --top R5 --hand \"R1 B5 W4\"\n"
		"       uno-check --top W4/B --hand \"R1 B5 W\" --move R1\n"
		"       uno-check --top G3 --hand \"G7 W4\" --move W4/R \\\n"
		"                 --rule strict_wild_draw=1\n"
		"       uno-check --variant express --top YD1 --hand \"Y2 W2\"\n");
}

/* Returns CLI_EXIT_OK, CLI_EXIT_USAGE, or -1 when --help was printed. */
static int parse_args(int argc, char **argv, struct options *o)
{
	memset(o, 0, sizeof *o);
	o->variant = "classic";

	for (int i = 1; i < argc; i++) {
		static const struct {
			const char *name;
			size_t offset;
		} opts[] = {
			{ "--variant", offsetof(struct options, variant) },
			{ "--top", offsetof(struct options, top) },
			{ "--color", offsetof(struct options, color) },
			{ "--hand", offsetof(struct options, hand) },
			{ "--move", offsetof(struct options, move) },
		};
		const char *arg = argv[i];
		const char *val;
		bool known = false;

		if (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0) {
			usage(stdout);
			return -1;
		}
		if (cli_is_option(arg, "--rule")) {
			if (!(val = cli_option_value(argc, argv, &i, "--rule")) ||
			    !cli_rules_add(&o->rules, val))
				return CLI_EXIT_USAGE;
			continue;
		}
		for (size_t k = 0; k < sizeof opts / sizeof opts[0]; k++) {
			if (!cli_is_option(arg, opts[k].name))
				continue;
			if (!(val = cli_option_value(argc, argv, &i, opts[k].name)))
				return CLI_EXIT_USAGE;
			*(const char **)((char *)o + opts[k].offset) = val;
			known = true;
			break;
		}
		if (!known) {
			cli_fail("unknown argument '%s' (try --help)", arg);
			return CLI_EXIT_USAGE;
		}
	}
	if (!o->top) {
		cli_fail("--top CARD is required (try --help)");
		return CLI_EXIT_USAGE;
	}
	if (!o->hand) {
		cli_fail("--hand \"CARD...\" is required (try --help)");
		return CLI_EXIT_USAGE;
	}
	return CLI_EXIT_OK;
}

/* A color given as R, Y, G, B or its name, any case; -1 otherwise. */
static int parse_color(const char *text)
{
	for (int c = 0; c < 4; c++)
		if (strcasecmp(text, uno_color_notation(c)) == 0 ||
		    strcasecmp(text, uno_color_name(c)) == 0)
			return c;
	return -1;
}

static bool same_card(uno_card a, uno_card b)
{
	return a.kind == b.kind && a.color == b.color;
}

/*
 * Takes @card out of the unused part of the deck (@pool, *n cards), so that
 * every card of the position is a distinct physical card. False when the
 * deck holds no more of it.
 */
static bool take(uno_card *pool, int *n, uno_card card)
{
	for (int i = 0; i < *n; i++) {
		if (!same_card(pool[i], card))
			continue;
		memmove(&pool[i], &pool[i + 1], (size_t)(*n - i - 1) * sizeof pool[0]);
		(*n)--;
		return true;
	}
	return false;
}

/* The fewest seats the variant may be played by. */
static int fewest_players(const uno_rules *rules)
{
	int min = 2, max = UNO_MAX_PLAYERS;

	uno_rules_players(rules, &min, &max);
	for (int p = min; p <= max; p++)
		if (uno_rules_allows_players(rules, p) == 1)
			return p;
	return min;
}

static void print_cards(const char *label, const uno_card *cards, int n)
{
	char text[32];

	printf("%s", label);
	for (int i = 0; i < n; i++)
		printf(" %s", cli_card_text(cards[i], false, text, sizeof text));
	printf("\n");
}

/* Lists seat 0's legal moves, one per line, with what each does. */
static int list_moves(const uno_game *g)
{
	uno_move moves[UNO_MAX_MOVES];
	int n = uno_game_legal_moves(g, 0, moves, UNO_MAX_MOVES);

	if (n < 0 || n > UNO_MAX_MOVES) {
		cli_fail("listing the moves: %s", uno_strerror(n < 0 ? n : UNO_ENOSPC));
		return CLI_EXIT_RUNTIME;
	}
	printf("Legal moves (%d):", n);
	for (int i = 0; i < n; i++) {
		char text[32];

		cli_move_format(&moves[i], text, sizeof text);
		printf("%s %s", i ? "," : "", text);
	}
	printf("\n");
	return CLI_EXIT_OK;
}

/* Says whether seat 0 may make @move; CLI_EXIT_OK, EXIT_ILLEGAL or an error. */
static int check_one(uno_game *g, uno_move move)
{
	char canon[32];
	int reason = UNO_REASON_OK, rc;

	cli_move_format(&move, canon, sizeof canon);
	rc = uno_game_check_move(g, 0, &move, &reason);
	if (rc == UNO_OK) {
		printf("%s: legal", canon);
		if (move.type == UNO_MOVE_PLAY && uno_kind_is_wild(move.card.kind) &&
		    move.color == UNO_NO_COLOR)
			printf(" (the color is named afterwards)");
		printf("\n");
		return CLI_EXIT_OK;
	}
	if (rc != UNO_EILLEGAL && rc != UNO_ETURN && rc != UNO_EINVAL) {
		cli_fail("checking '%s': %s", canon, uno_strerror(rc));
		return CLI_EXIT_RUNTIME;
	}
	printf("%s: illegal: %s\n", canon, uno_reason_message(reason));
	return EXIT_ILLEGAL;
}

int main(int argc, char **argv)
{
	struct options o;
	uno_rules *rules = NULL;
	uno_game *game = NULL;
	uno_card hand[UNO_MAX_DECK], pool[UNO_MAX_DECK], deck[UNO_MAX_DECK], top;
	uno_move move = uno_move_init(UNO_MOVE_DRAW);
	int nhand, npool, ndeck = 0, players, hand_max = 0, rc, err;
	char text[32];

	cli_prog = "uno-check";
	rc = parse_args(argc, argv, &o);
	if (rc < 0)
		return CLI_EXIT_OK;
	if (rc != CLI_EXIT_OK)
		return rc;
	if (!cli_check_version())
		return CLI_EXIT_RUNTIME;

	rc = cli_rules_copy(o.variant, &rules);
	if (rc != CLI_EXIT_OK)
		return rc;
	rc = cli_rules_apply(&o.rules, rules);
	if (rc != CLI_EXIT_OK)
		goto out;
	cli_set_notation(rules);
	rc = CLI_EXIT_USAGE;

	/* The cards given. */
	nhand = cli_parse_cards(o.hand, hand, UNO_MAX_DECK, "--hand");
	if (nhand < 0)
		goto out;
	if (uno_rules_option_info(rules, UNO_OPT_HAND_SIZE, NULL, &hand_max, NULL) !=
		    UNO_OK ||
	    nhand < 1 || nhand > hand_max) {
		cli_fail("--hand: give 1 to %d cards (%d given)", hand_max, nhand);
		goto out;
	}
	if (cli_card_parse(o.top, strlen(o.top), &top) != UNO_OK) {
		cli_fail("--top: '%s' is not a card (try R7, YS, BD2, W4/B)", o.top);
		goto out;
	}
	if (o.color) {
		int c = parse_color(o.color);

		if (c < 0) {
			cli_fail("--color: '%s' is not a color (R, Y, G or B)", o.color);
			goto out;
		}
		if (!uno_kind_is_wild(top.kind)) {
			cli_fail("--color: only a wild top card takes a color (%s has its own)",
				 o.top);
			goto out;
		}
		if (top.color != UNO_NO_COLOR && top.color != c) {
			cli_fail("--color %s contradicts --top %s", o.color, o.top);
			goto out;
		}
		top.color = (uint8_t)c;
	}
	if (o.move && cli_move_parse(o.move, &move) != UNO_OK) {
		cli_fail("--move: '%s' is not a move (try R7, W4/B, draw, uno)", o.move);
		goto out;
	}
	for (int i = 0; i < nhand; i++) {
		if (hand[i].color != UNO_NO_COLOR && uno_kind_is_wild(hand[i].kind)) {
			uno_card bare = { hand[i].kind, UNO_NO_COLOR };

			cli_fail("--hand: a wild in hand has no color yet (write %s, not %s/%s)",
				 cli_card_text(bare, false, text, sizeof text), text,
				 uno_color_notation(hand[i].color));
			goto out;
		}
	}

	/*
	 * The position as a scripted deck (see uno_game_new_scripted): the
	 * dealer is the last seat, so the deal starts at seat 0 and goes one
	 * card at a time round the table; then the top card, placed as it is,
	 * then the draw pile. The other seats get cards of the deck nobody
	 * named, in the deck's canonical order.
	 */
	npool = uno_rules_deck(rules, pool, UNO_MAX_DECK);
	if (npool < 0 || npool > UNO_MAX_DECK) {
		cli_fail("reading the deck: %s", uno_strerror(npool < 0 ? npool : UNO_ENOSPC));
		rc = CLI_EXIT_RUNTIME;
		goto out;
	}
	for (int i = 0; i <= nhand; i++) {
		uno_card c = i < nhand ? hand[i] : top;

		if (i == nhand && uno_kind_is_wild(c.kind))
			c.color = UNO_NO_COLOR;
		if (!take(pool, &npool, c)) {
			cli_fail("%s: the %s deck has no%s %s left for it",
				 i < nhand ? "--hand" : "--top", uno_rules_name(rules),
				 i < nhand ? "" : " other",
				 cli_card_text(c, false, text, sizeof text));
			goto out;
		}
	}
	players = fewest_players(rules);
	if (npool < (players - 1) * nhand) {
		cli_fail("--hand: too many cards to deal %d hands of %d from the %s deck",
			 players, nhand, uno_rules_name(rules));
		goto out;
	}
	for (int i = 0; i < nhand; i++) {
		deck[ndeck++] = hand[i];
		for (int s = 1; s < players; s++)
			deck[ndeck++] = pool[--npool];
	}
	deck[ndeck++] = top;
	for (int i = 0; i < DRAW_PILE && npool > 0; i++)
		deck[ndeck++] = pool[--npool];

	err = uno_rules_set(rules, UNO_OPT_HAND_SIZE, nhand);
	if (err == UNO_OK)
		err = uno_game_new_scripted(&game, rules, players, 1, deck, (size_t)ndeck,
					    players - 1,
					    UNO_SCRIPT_PARTIAL | UNO_SCRIPT_TOP_AS_IS,
					    NULL, NULL);
	if (err != UNO_OK) {
		cli_fail("setting up the position: %s", uno_strerror(err));
		rc = CLI_EXIT_RUNTIME;
		goto out;
	}

	/* What the library made of it. */
	uno_game_top_card(game, &top);
	int color = uno_game_current_color(game);
	printf("Variant: %s", uno_rules_name(rules));
	for (size_t i = 0; i < o.rules.count; i++)
		printf(", %s", o.rules.rule[i].text);
	printf("\nTop card: %s", cli_card_text(top, false, text, sizeof text));
	if (color >= 0 && color < 4)
		printf(" (current color %s)\n", uno_color_name(color));
	else
		printf(" (no color named yet)\n");
	nhand = uno_game_hand(game, 0, hand, UNO_MAX_DECK);
	print_cards("Hand:", hand, nhand);
	if (uno_game_phase(game) == UNO_PHASE_COLOR)
		printf("The wild on top has no color yet: the first decision is to "
		       "name one.\nGive the top card as %s/R (or /Y, /G, /B) to "
		       "check the plays on it.\n",
		       cli_card_text(top, false, text, sizeof text));

	rc = o.move ? check_one(game, move) : list_moves(game);

out:
	if (rc != CLI_EXIT_USAGE && fflush(stdout) != 0) {
		cli_fail("writing: %s", strerror(errno));
		rc = CLI_EXIT_RUNTIME;
	}
	uno_game_free(game);
	uno_rules_free(rules);
	return rc;
}
