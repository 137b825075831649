/*
 * uno-play: a match of UNO in the terminal against bots, any variant and
 * player count. The program holds no rule of its own: the table, the legal
 * moves, the refusals and every effect come from libuno through the public
 * API; the bots are those of uno-sim (bots.h).
 *
 * Input is read line by line from standard input, so a file or a pipe can
 * play the human seat (tests do); end of input ends the game cleanly.
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include <uno/uno.h>

#include "bots.h"
#include "cli.h"

/*
 * Safety net for bot-only play: every round ends (G-4), so a match that
 * needs this many moves means a bug, reported as a runtime error.
 */
#define MAX_MOVES 5000000L

/* Longest input line taken; longer ones are refused whole. */
#define INPUT_MAX 256

/* Width the move list wraps at. */
#define WIDTH 76

struct options {
	struct cli_variant variant;
	int players;
	uint64_t seed;
	bool seed_given;
	int seat;
	bool autoplay;
	int bots[UNO_MAX_PLAYERS];
	int nbots;
	const char *replay; /* --replay FILE: go on from a logged game */
	struct cli_rules rules;
};

/* The table: the game, who sits where, and how to talk to the human. */
struct table {
	uno_game *g;
	int players;
	int human;                  /* the human's seat, -1 with --auto */
	int kinds[UNO_MAX_PLAYERS]; /* bot of each other seat */
	struct bot_table bots;      /* and the bots themselves */
	uint64_t rng;               /* the bots' choices */
	bool ansi;                  /* colors on stdout */
	bool echo;                  /* input is not a terminal: echo it */
	bool tty_in;
	long moves;
	int32_t owed[UNO_MAX_PLAYERS]; /* cards a penalty event announced */
};

/* What reading the human's input came to. */
enum answer {
	ANSWER_MOVED,  /* a move was applied */
	ANSWER_PASS,   /* an empty line out of turn: let play go on */
	ANSWER_QUIT,   /* quit, or the end of input */
	ANSWER_ERROR   /* the library failed */
};

/* ---- the variant's cards, from its table ---- */

/* The letter a side of the cards writes color @c with: R, Y, G, B (on
 * the dark side of two-sided cards P, T, O, V), as the table formats it. */
static char color_letter(const uno_rules *r, int c, int side)
{
	uno_card wild = { UNO_WILD, (uint8_t)c };
	char text[16];
	int n = uno_rules_card_format_side(r, wild, side, text, sizeof text);

	return n > 0 && (size_t)n < sizeof text ? text[n - 1] : '?';
}

/* Is this kind a number (its effects, in the definition format's words,
 * begin with "number")? A variant may give a number to a kind of its own. */
static bool number_kind(const uno_rules *r, int kind)
{
	char effects[256];

	return uno_rules_kind_effects(r, kind, effects, sizeof effects) > 0 &&
	       strncmp(effects, "number", 6) == 0;
}

/* Which kinds a side of the deck has cards of. */
static void kinds_on(const uno_rules *r, int side, bool present[32])
{
	uno_card deck[UNO_MAX_DECK];
	int n = uno_rules_deck_side(r, side, deck, UNO_MAX_DECK);

	memset(present, 0, 32 * sizeof present[0]);
	for (int i = 0; i < n && i < UNO_MAX_DECK; i++)
		if (deck[i].kind < 32)
			present[deck[i].kind] = true;
}

/*
 * Explains how the variant's cards are typed, kind by kind, from its
 * table (uno_rules_kind_symbol(), uno_rules_kind_name(),
 * uno_rules_kind_effects()), so that a variant's own cards (No Mercy's
 * DA, SE, WCR, UNO Flip's dark side) are explained as the library names
 * them. Each line is indented by @indent.
 */
static void print_cards(FILE *f, const uno_rules *r, const char *indent)
{
	int sides = uno_rules_sides(r);
	const char *colored = NULL, *wild = NULL;
	char effects[256];
	bool present[32];

	kinds_on(r, 0, present);
	for (int k = 0; k < 32; k++) {
		if (!present[k] || number_kind(r, k))
			continue;
		if (!uno_kind_is_wild(k) && !colored)
			colored = uno_rules_kind_symbol(r, k);
		/* A wild that names its color as it is played (not No
		 * Mercy's Wild Color Roulette, NM-9). */
		if (uno_kind_is_wild(k) && !wild &&
		    uno_rules_kind_effects(r, k, effects, sizeof effects) > 0 &&
		    !strstr(effects, "reveal-until-color"))
			wild = uno_rules_kind_symbol(r, k);
	}
	fprintf(f, "%sA colored card is typed as its color's letter, then its kind (%c7%s%c%s);\n",
		indent, color_letter(r, UNO_GREEN, 0), colored ? ", " : "",
		colored ? color_letter(r, UNO_GREEN, 0) : ' ', colored ? colored : "");
	if (wild)
		fprintf(f, "%sa wild as its kind alone (%s), and with a color named after a\n"
			   "%sslash when it is played (%s/%c).\n",
			indent, wild, indent, wild, color_letter(r, UNO_BLUE, 0));
	for (int side = 0; side < sides; side++) {
		int numbers = 0, lo = -1, hi = -1;

		kinds_on(r, side, present);
		fprintf(f, "%s%s", indent, sides == 2 ? (side ? "Dark side: " : "Light side: ") : "");
		for (int c = 0; c < 4; c++)
			fprintf(f, "%s%c %s", c ? ", " : "", color_letter(r, c, side),
				uno_color_name_side(c, side));
		fprintf(f, ".\n");
		/* The numbers on one line: "0-9", or their symbols. */
		for (int k = 0; k < 32; k++)
			if (present[k] && number_kind(r, k)) {
				numbers++;
				lo = lo < 0 ? k : lo;
				hi = k;
			}
		if (numbers > 1 && numbers == hi - lo + 1)
			fprintf(f, "%s  %s-%-4s numbers\n", indent, uno_rules_kind_symbol(r, lo),
				uno_rules_kind_symbol(r, hi));
		else if (numbers > 0)
			for (int k = 0; k < 32; k++)
				if (present[k] && number_kind(r, k))
					fprintf(f, "%s  %-6s number\n", indent,
						uno_rules_kind_symbol(r, k));
		/* Every other kind, and a number that does more than count
		 * (No Mercy's 0 and 7, NM-10), with what it does. */
		for (int k = 0; k < 32; k++) {
			const char *name = uno_rules_kind_name(r, k);

			if (!present[k] || uno_rules_kind_effects(r, k, effects, sizeof effects) < 0 ||
			    strcmp(effects, "number") == 0)
				continue;
			if (strcmp(effects, "none") == 0)
				fprintf(f, "%s  %-6s %s\n", indent, uno_rules_kind_symbol(r, k),
					name ? name : "?");
			else
				fprintf(f, "%s  %-6s %-23s %s\n", indent, uno_rules_kind_symbol(r, k),
					name ? name : "?", effects);
		}
	}
}

/* ---- command line ---- */

static void usage(FILE *f, const uno_rules *rules)
{
	fprintf(f,
		"NAME\n"
		"       uno-play - play UNO in the terminal against bots\n"
		"\n"
		"SYNOPSIS\n"
		"       uno-play [--variant NAME | --variant-file FILE] [--players N] [--seat N]\n"
		"                [--bots KIND[,KIND]...] [--seed S] [--auto]\n"
		"                [--rule NAME=VALUE]...\n"
		"       uno-play --connect URL [CLIENT OPTION]...\n"
		"       uno-play --help\n"
		"\n"
		"DESCRIPTION\n"
		"       Deals a match of UNO (rounds until the match is decided)\n"
		"       between you and bots. Before each of your decisions it shows\n"
		"       the table (round, top card and current color, direction,\n"
		"       draw pile, every seat's hand size, score and UNO call), your\n"
		"       hand and your legal moves, numbered. Answer with a number\n"
		"       from the list or a move in notation:\n"
		"\n"
		"              R7        play the red 7 (W4/B: a wild naming blue;\n"
		"                        W4 alone: name the color afterwards)\n"
		"              R7!       play it and call UNO with it\n"
		"              draw      draw a card;  pass: keep the drawn card\n"
		"              uno       call UNO;  catch 2: catch seat 2\n"
		"              challenge, accept   answer a Wild Draw Four\n"
		"              color B   name a color (B alone also works)\n"
		"              give R7, cast 2, cast deal, swap 2   the variants'\n"
		"                        and house rules' decisions\n"
		"\n"
		"       and also ? (help), table (show the table again), quit.\n"
		"       At the end of a round every hand left is shown.\n"
		"\n"
		"       When you may act out of turn (call your own forgotten UNO,\n"
		"       catch a seat that forgot, jump in), you are asked before the\n"
		"       bots; an empty line lets play go on. Bots answer every other\n"
		"       decision; see uno-sim --help for how they play.\n"
		"\n"
		"       Cards are shown in color when standard output is a terminal\n"
		"       and NO_COLOR is not set. When standard input is not a\n"
		"       terminal, each line read is echoed after the prompt, rounds\n"
		"       follow each other without a pause, and the end of input ends\n"
		"       the game (exit status 0).\n"
		"\n"
		"CARDS\n"
		"       The cards of %s (--variant NAME --help shows another\n"
		"       variant's), and what each kind does in the words of the\n"
		"       variant definition format:\n",
		uno_rules_name(rules));
	print_cards(f, rules, "       ");
	fprintf(f,
		"\n"
		"OPTIONS\n"
		"       --variant NAME\n"
		"              The rule table to play (default: classic). Built in:\n");
	cli_list_variants(f, 14);
	fprintf(f,
		"\n"
		"       --variant-file FILE\n"
		"              A variant definition file to play (doc/variant-format.md;\n"
		"              uno-rules --dump-variant NAME writes one), read as a\n"
		"              file even when named like a built-in variant.\n"
		"\n"
		"       --players N\n"
		"              Seats at the table, you included (default: the\n"
		"              number of --bots names when there are several, else\n"
		"              4, or the fewest the variant allows when it does not\n"
		"              allow 4).\n"
		"\n"
		"       --seat N\n"
		"              Your seat, from 0 (default: 0). Seat 0 sits left of\n"
		"              the last seat; play goes clockwise by increasing seat.\n"
		"\n"
		"       --bots KIND[,KIND]...\n"
		"              random, greedy, reference, search (the library's\n"
		"              search bot) or ismcts (its tree search), or a level of\n"
		"              the library's ladder: easy,\n"
		"              medium, hard or expert; one name for every bot, or one\n"
		"              per seat in seat order (your own seat's name is not\n"
		"              used) (default: greedy).\n"
		"\n"
		"       --seed S\n"
		"              Seed of the shuffles and of the bots, 0 to 2^64-1\n"
		"              (default: from the clock; the seed is printed, so a\n"
		"              game can be played again).\n"
		"\n"
		"       --auto\n"
		"              Bots play every seat; nothing is read. For demos.\n"
		"\n"
		"       --connect URL\n"
		"              Plays a room of uno-server instead (URL: the room's\n"
		"              link, http://HOST:PORT/?room=CODE): runs the terminal\n"
		"              client, python3 -m libuno.client URL, with the other\n"
		"              arguments (--watch, --name, --create VARIANT, --bot,\n"
		"              see python3 -m libuno.client --help). It needs Python\n"
		"              3 with libuno and aiohttp; UNO_PYTHON names another\n"
		"              interpreter.\n"
		"\n"
		"       --replay FILE\n"
		"              Replays a move log (as uno-sim --log writes it) and\n"
		"              goes on from where it ends. The log names the\n"
		"              variant, players and rules.\n"
		"\n"
		"       --rule NAME=VALUE\n"
		"              Sets a rule option; may be repeated. Options, with\n"
		"              their default and bounds in %s (--variant NAME\n"
		"              --help shows another variant's):\n",
		uno_rules_name(rules));
	cli_list_options(f, rules, 14);
	fprintf(f,
		"\n"
		"       -h, --help\n"
		"              Print this help and exit.\n"
		"\n"
		"ENVIRONMENT\n"
		"       NO_COLOR\n"
		"              When set and not empty, cards are never colored.\n"
		"\n"
		"EXIT STATUS\n"
		"       0 when the match ends, or you quit, or the input ends;\n"
		"       1 for a usage error (bad option or value); 2 when the\n"
		"       library reports an error.\n"
		"\n"
		"EXAMPLES\n"
		"       uno-play\n"
		"       uno-play --variant express --players 3 --bots random\n"
		"       uno-play --variant teams --players 6 --seat 2\n"
		"       uno-play --rule stacking=1 --rule seven_o=1 --seed 42\n"
		"       uno-play --auto --seed 7 --rule target_score=100\n"
		"       printf '1\\n1\\ndraw\\n' | uno-play --seed 3\n");
}

/* Returns CLI_EXIT_OK, CLI_EXIT_USAGE, or -1 when --help was printed. */
static int parse_args(int argc, char **argv, struct options *o)
{
	memset(o, 0, sizeof *o);
	o->variant.name = "classic";
	o->bots[0] = BOT_GREEDY;
	o->nbots = 1;

	for (int i = 1; i < argc; i++) {
		const char *arg = argv[i];
		const char *val;
		int k;
		long n;

		if (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0) {
			usage(stdout, cli_help_variant(argc, argv));
			return -1;
		} else if (strcmp(arg, "--auto") == 0) {
			o->autoplay = true;
		} else if (cli_is_option(arg, "--replay")) {
			if (!(val = cli_option_value(argc, argv, &i, "--replay")))
				return CLI_EXIT_USAGE;
			o->replay = val;
		} else if ((k = cli_variant_option(argc, argv, &i, &o->variant)) != 0) {
			if (k < 0)
				return CLI_EXIT_USAGE;
		} else if (cli_is_option(arg, "--players")) {
			if (!(val = cli_option_value(argc, argv, &i, "--players")))
				return CLI_EXIT_USAGE;
			if (!cli_parse_long(val, 1, UNO_MAX_PLAYERS, &n)) {
				cli_fail("--players: '%s' is not a number from 1 to %d",
					 val, UNO_MAX_PLAYERS);
				return CLI_EXIT_USAGE;
			}
			o->players = (int)n;
		} else if (cli_is_option(arg, "--seat")) {
			if (!(val = cli_option_value(argc, argv, &i, "--seat")))
				return CLI_EXIT_USAGE;
			if (!cli_parse_long(val, 0, UNO_MAX_PLAYERS - 1, &n)) {
				cli_fail("--seat: '%s' is not a seat from 0 to %d", val,
					 UNO_MAX_PLAYERS - 1);
				return CLI_EXIT_USAGE;
			}
			o->seat = (int)n;
		} else if (cli_is_option(arg, "--seed")) {
			if (!(val = cli_option_value(argc, argv, &i, "--seed")))
				return CLI_EXIT_USAGE;
			if (!cli_parse_u64(val, &o->seed)) {
				cli_fail("--seed: '%s' is not a number from 0 to 2^64-1",
					 val);
				return CLI_EXIT_USAGE;
			}
			o->seed_given = true;
		} else if (cli_is_option(arg, "--bots")) {
			if (!(val = cli_option_value(argc, argv, &i, "--bots")))
				return CLI_EXIT_USAGE;
			o->nbots = bot_parse_list(val, o->bots);
			if (o->nbots < 0)
				return CLI_EXIT_USAGE;
		} else if (cli_is_option(arg, "--rule")) {
			if (!(val = cli_option_value(argc, argv, &i, "--rule")))
				return CLI_EXIT_USAGE;
			if (!cli_rules_add(&o->rules, val))
				return CLI_EXIT_USAGE;
		} else {
			cli_fail("unknown option '%s' (try --help)", arg);
			return CLI_EXIT_USAGE;
		}
	}
	return CLI_EXIT_OK;
}

/* ---- words ---- */

static bool is_human(const struct table *t, int seat)
{
	return t->human >= 0 && seat == t->human;
}

/* "you" or "seat 2", into @buf. */
static const char *who(const struct table *t, int seat, char *buf, size_t cap)
{
	if (is_human(t, seat))
		snprintf(buf, cap, "you");
	else
		snprintf(buf, cap, "seat %d", seat);
	return buf;
}

static const char *card(const struct table *t, uno_card c, char *buf, size_t cap)
{
	return cli_card_text(c, t->ansi, buf, cap);
}

static const char *direction_name(int dir)
{
	return dir < 0 ? "counterclockwise" : "clockwise";
}

/* Colors first (R, Y, G, B, then wilds), each by kind: easier to read. */
static int card_order(const void *a, const void *b)
{
	const uno_card *x = a, *y = b;

	if (x->color != y->color)
		return (int)x->color - (int)y->color;
	return (int)x->kind - (int)y->kind;
}

static void print_hand(const struct table *t, int seat, const char *label)
{
	uno_card hand[UNO_MAX_DECK];
	char text[32];
	int n = uno_game_hand(t->g, seat, hand, UNO_MAX_DECK);

	if (n < 0)
		return;
	if (n > UNO_MAX_DECK)
		n = UNO_MAX_DECK;
	qsort(hand, (size_t)n, sizeof hand[0], card_order);
	printf("%s", label);
	for (int i = 0; i < n; i++)
		printf(" %s", card(t, hand[i], text, sizeof text));
	printf(n == 0 ? " (none)\n" : "\n");
}

/* ---- events: the narrative of the game ---- */

/* Whether to tell this event: another seat's draws that a penalty event
 * announced ("must draw 4 cards") are not told one by one. */
static bool worth_telling(struct table *t, const uno_event *ev)
{
	int s = ev->seat;

	switch (ev->type) {
	case UNO_EV_ROUND_START:
		memset(t->owed, 0, sizeof t->owed);
		return true;
	case UNO_EV_PENALTY:
		if (s >= 0 && s < UNO_MAX_PLAYERS)
			t->owed[s] = ev->value;
		return true;
	case UNO_EV_DRAW:
		if (s < 0 || s >= UNO_MAX_PLAYERS || ev->reason == UNO_DRAW_TURN)
			return true;
		if (t->owed[s] > 0) {
			t->owed[s]--;
			return is_human(t, s);
		}
		/* A draw until a color shows (FL-11, NM-9) has no count. */
		return true;
	case UNO_EV_MATCH_END:
		/* The main loop tells it, with the winning team. */
		return false;
	default:
		return true;
	}
}

/* Every event in the library's words, for the human's seat ("you"). */
static void on_event(const uno_game *g, const uno_event *ev, void *user)
{
	struct table *t = user;
	char text[UNO_EVENT_TEXT_MAX];
	uno_event seen;

	/* What the human's seat is told (a spectator's share with --auto):
	 * the library leaves out the cards it may not see (doc/information.md). */
	if (uno_event_for_seat(g, t->human >= 0 ? t->human : UNO_SPECTATOR, ev, &seen) != UNO_OK)
		return;
	if (!worth_telling(t, ev) ||
	    uno_event_text(uno_game_rules(g), &seen, t->human, NULL, 0, text, sizeof text) < 0)
		return;
	if (ev->type == UNO_EV_ROUND_START) {
		/* A heading: "=== Round 2: seat 1 deals ===". */
		size_t n = strlen(text);
		printf("\n=== %.*s ===\n", (int)(n && text[n - 1] == '.' ? n - 1 : n), text);
	} else
		printf("%s\n", text);
	/* The challenger is shown the offender's hand (C-7). */
	if (ev->type == UNO_EV_CHALLENGE && is_human(t, ev->other)) {
		char label[48];

		cli_set_side(ev->side);
		snprintf(label, sizeof label, "seat %d holds:", ev->seat);
		print_hand(t, ev->seat, label);
	}
}

/* ---- the table ---- */

/* FL-5: the faces not in play that the human's seat sees: the other hands'
 * and the draw pile's top card's (each read on the other side). */
static void print_hidden_faces(const struct table *t)
{
	int side = uno_game_side(t->g), me = -1;
	uno_card faces[UNO_MAX_DECK];
	char text[32];

	for (int s = 0; s < t->players && me < 0; s++)
		if (is_human(t, s))
			me = s;
	printf("The %s side is in play.", side ? "dark" : "light");
	if (me < 0) {
		printf("\n");
		return;
	}
	cli_set_side(!side);
	if (uno_game_hidden_faces(t->g, me, UNO_DRAW_PILE, faces, 1) == 1)
		printf("  The draw pile shows %s on its back.", card(t, faces[0], text, sizeof text));
	printf("\n");
	for (int s = 0; s < t->players; s++) {
		int n = uno_game_hidden_faces(t->g, me, s, faces, UNO_MAX_DECK);
		if (s == me || n <= 0)
			continue;
		if (n > UNO_MAX_DECK)
			n = UNO_MAX_DECK;
		printf("  seat %d shows you:", s);
		for (int i = 0; i < n; i++)
			printf(" %s", card(t, faces[i], text, sizeof text));
		printf("\n");
	}
	cli_set_side(side);
}

static void print_table(const struct table *t)
{
	uno_card top;
	char text[32];
	int color = uno_game_current_color(t->g);
	int current = uno_game_current_player(t->g);
	bool teams = false;

	uno_game_top_card(t->g, &top);
	for (int s = 0; s < t->players; s++)
		if (uno_game_team(t->g, s) != s)
			teams = true;
	cli_set_side(uno_game_side(t->g));

	printf("\n------------------------------------------------------------\n");
	printf("Round %d.  Top card %s, color %s, play goes %s, draw pile %d.\n",
	       uno_game_round(t->g), card(t, top, text, sizeof text),
	       color >= 0 && color < 4 ? cli_color_name(color) : "not named yet",
	       direction_name(uno_game_direction(t->g)),
	       uno_game_draw_pile_size(t->g));
	for (int s = 0; s < t->players; s++) {
		int n = uno_game_hand_size(t->g, s);
		int status = uno_game_seat_status(t->g, s);

		printf("%c seat %-2d %-7s", s == current ? '>' : ' ', s,
		       is_human(t, s) ? "you" : bot_kind_name(t->kinds[s]));
		if (teams)
			printf(" team %d", uno_game_team(t->g, s));
		printf("  %2d card%s  %4d points", n, n == 1 ? " " : "s",
		       uno_game_score(t->g, s));
		if (status == UNO_SEAT_OUT)
			printf("  out for now");
		else if (status == UNO_SEAT_ELIMINATED)
			printf("  eliminated");
		else if (status == UNO_SEAT_KNOCKED_OUT)
			printf("  out of this round");
		else if (n == 1 && uno_game_uno_called(t->g, s) == 1)
			printf("  UNO");
		printf("\n");
	}
	if (uno_rules_sides(uno_game_rules(t->g)) == 2)
		print_hidden_faces(t);
}

/* What the human is asked, in a sentence. */
static void print_decision(const struct table *t)
{
	uno_card cards[UNO_MAX_DECK];
	char text[32];
	int n;

	switch (uno_game_phase(t->g)) {
	case UNO_PHASE_PLAY:
		printf("Your turn: play a card or draw.\n");
		break;
	case UNO_PHASE_DRAWN:
		printf("You may play the card you drew, or pass to keep it.\n");
		break;
	case UNO_PHASE_COLOR:
		printf("Name a color: %s, %s, %s or %s.\n", cli_color_name(0), cli_color_name(1),
		       cli_color_name(2), cli_color_name(3));
		break;
	case UNO_PHASE_CHALLENGE:
		/* A Wild Draw Color (FL-11) draws until its color shows. */
		if (uno_game_pending_draw(t->g) == 0)
			printf("A wild draw card was played at you: challenge it (a bluff "
			       "costs its player), or accept and draw until %s shows.\n",
			       cli_color_name(uno_game_current_color(t->g)));
		else
			printf("A wild draw card was played at you: challenge it (a bluff "
			       "costs its player), or accept and draw %d.\n",
			       uno_game_pending_draw(t->g));
		break;
	case UNO_PHASE_STACK:
		printf("%d cards are pending: stack a draw card on them (or, with "
		       "deflect, pass them on with a Skip or Reverse), or accept and "
		       "draw them.\n", uno_game_pending_draw(t->g));
		break;
	case UNO_PHASE_HANDOFF:
		n = uno_game_gives_left(t->g);
		printf("Your teammate went out: give them %d more card%s, one at a "
		       "time.\n", n, n == 1 ? "" : "s");
		break;
	case UNO_PHASE_CAST:
		n = uno_game_turned(t->g, cards, UNO_MAX_DECK);
		printf("Casting Call: give the turned cards");
		for (int i = 0; i < n && i < UNO_MAX_DECK; i++)
			printf(" %s", card(t, cards[i], text, sizeof text));
		printf(" to one seat, or deal them round the table.\n");
		break;
	case UNO_PHASE_SWAP:
		printf("Seven-O: choose a seat to swap hands with.\n");
		break;
	case UNO_PHASE_MORE:
		printf("You may play another card of the same number, or pass to "
		       "end your turn.\n");
		break;
	default:
		break;
	}
}

/* Prints the moves numbered from 1, wrapped. */
static void print_moves(const struct table *t, const uno_move *moves, int n)
{
	int col = 0;

	for (int i = 0; i < n; i++) {
		char plain[32], shown[64], num[16];
		int width;

		cli_move_format(&moves[i], plain, sizeof plain);
		cli_move_text(&moves[i], t->ansi, shown, sizeof shown);
		snprintf(num, sizeof num, "%d)", i + 1);
		width = (int)strlen(num) + 1 + (int)strlen(plain);
		if (col > 0 && col + 2 + width > WIDTH) {
			printf("\n");
			col = 0;
		}
		printf("  %s %s", num, shown);
		col += 2 + width;
	}
	if (col > 0)
		printf("\n");
}

static void print_help(const struct table *t)
{
	printf("Type the number of a move, or the move itself:\n"
	       "  R7 (play it), R7! (and call UNO), W4/B (a wild naming blue),\n"
	       "  draw, pass, uno, catch N, challenge, accept, color B (or B),\n"
	       "  give R7, cast N, cast deal, swap N.\n"
	       "Also: table (show the table again), ? (this help), quit.\n"
	       "Out of turn, an empty line lets play go on.\n"
	       "The cards of %s:\n", uno_rules_name(uno_game_rules(t->g)));
	print_cards(stdout, uno_game_rules(t->g), "  ");
}

/* ---- reading the human ---- */

/*
 * Reads one line into @buf, without its newline and surrounding spaces.
 * False at the end of input. A line too long is read whole and emptied,
 * with a message.
 */
static bool read_line(struct table *t, char *buf, size_t cap)
{
	size_t len;
	char *p;

	fflush(stdout);
	if (!fgets(buf, (int)cap, stdin))
		return false;
	len = strlen(buf);
	if (len > 0 && buf[len - 1] != '\n' && !feof(stdin)) {
		int ch;

		while ((ch = getchar()) != EOF && ch != '\n')
			;
		printf("\nThat line is too long (at most %zu characters).\n", cap - 2);
		buf[0] = '\0';
		return true;
	}
	while (len > 0 && isspace((unsigned char)buf[len - 1]))
		buf[--len] = '\0';
	for (p = buf; isspace((unsigned char)*p); p++)
		;
	memmove(buf, p, strlen(p) + 1);
	if (t->echo)
		printf("%s\n", buf);
	return true;
}

static int parse_color(const char *text)
{
	return cli_parse_color_name(text);
}

/*
 * Asks the human for a move and applies it. @decision tells whether the
 * human owns the pending decision (else only out-of-turn moves are on
 * offer, and an empty line passes). Repeats until a move is applied.
 */
static enum answer ask_human(struct table *t, bool decision)
{
	uno_move moves[UNO_MAX_MOVES];
	char line[INPUT_MAX];
	bool show = true;

	cli_set_side(uno_game_side(t->g));

	for (;;) {
		int n = uno_game_legal_moves(t->g, t->human, moves, UNO_MAX_MOVES);
		uno_move m;
		long pick;
		int rc;

		if (n < 0 || n > UNO_MAX_MOVES) {
			cli_fail("listing your moves: %s",
				 uno_strerror(n < 0 ? n : UNO_ENOSPC));
			return ANSWER_ERROR;
		}
		if (!decision && n == 0)
			return ANSWER_PASS;
		if (show) {
			print_table(t);
			print_hand(t, t->human, "Your hand:");
			if (decision)
				print_decision(t);
			else
				printf("You may act out of turn (Enter lets play go on):\n");
			print_moves(t, moves, n);
			show = false;
		}
		printf("seat %d> ", t->human);
		if (!read_line(t, line, sizeof line)) {
			printf("\nEnd of input: the game stops here.\n");
			return ANSWER_QUIT;
		}

		if (line[0] == '\0') {
			if (!decision)
				return ANSWER_PASS;
			printf("Choose a move: a number from 1 to %d, or ? for help.\n", n);
			continue;
		}
		if (strcmp(line, "?") == 0 || strcasecmp(line, "help") == 0) {
			print_help(t);
			continue;
		}
		if (strcasecmp(line, "quit") == 0 || strcasecmp(line, "q") == 0 ||
		    strcasecmp(line, "exit") == 0) {
			printf("You leave the table.\n");
			return ANSWER_QUIT;
		}
		if (strcasecmp(line, "table") == 0 || strcasecmp(line, "t") == 0) {
			show = true;
			continue;
		}

		if (isdigit((unsigned char)line[0])) {
			if (!cli_parse_long(line, 1, n, &pick)) {
				if (n == 0)
					printf("There is no move to choose now.\n");
				else
					printf("There is no move %s: choose 1 to %d.\n", line, n);
				continue;
			}
			m = moves[pick - 1];
		} else if (uno_game_phase(t->g) == UNO_PHASE_COLOR && decision &&
			   parse_color(line) >= 0) {
			m = uno_move_init(UNO_MOVE_COLOR);
			m.color = (uint8_t)parse_color(line);
		} else if (cli_move_parse(line, &m) != UNO_OK) {
			printf("'%s' is not a move. Type a number from the list, or a "
			       "move such as R7, W4/B, draw, uno, catch 2 (? for help).\n",
			       line);
			continue;
		}

		rc = uno_game_apply(t->g, t->human, &m);
		if (rc == UNO_OK) {
			t->moves++;
			return ANSWER_MOVED;
		}
		if (rc == UNO_EILLEGAL || rc == UNO_ETURN || rc == UNO_EINVAL) {
			printf("Refused: %s\n", uno_game_errmsg(t->g));
			continue;
		}
		cli_fail("your move failed: %s: %s", uno_strerror(rc), uno_game_errmsg(t->g));
		return ANSWER_ERROR;
	}
}

/* ---- bots ---- */

static int apply_bot(struct table *t, int seat, const uno_move *m)
{
	int rc = uno_game_apply(t->g, seat, m);

	if (rc != UNO_OK)
		return cli_report_refusal(t->g, seat, m, rc);
	t->moves++;
	return CLI_EXIT_OK;
}


/* Every bot, from a random seat on, may act out of turn once. */
static int bots_bystand(struct table *t)
{
	int first = (int)cli_rand_below(&t->rng, (uint32_t)t->players);

	for (int k = 0; k < t->players && !cli_round_over(t->g); k++) {
		int s = (first + k) % t->players, rc;
		uno_move m;

		if (is_human(t, s))
			continue;
		rc = bot_bystand(&t->bots, t->g, s, &m);
		if (rc < 0) {
			cli_fail("seat %d: listing moves: %s", s, uno_strerror(rc));
			return CLI_EXIT_RUNTIME;
		}
		if (rc == 1 && apply_bot(t, s, &m) != CLI_EXIT_OK)
			return CLI_EXIT_RUNTIME;
	}
	return CLI_EXIT_OK;
}

/* ---- rounds and the match ---- */

static void print_scores(const struct table *t)
{
	char a[24];

	printf("Scores:");
	for (int s = 0; s < t->players; s++)
		printf("%s %s %d", s ? "," : "", who(t, s, a, sizeof a),
		       uno_game_score(t->g, s));
	printf("\n");
}

/* At a round's end, every hand left, as the scoring saw it (G-8). */
static void print_hands_left(const struct table *t)
{
	char label[32];

	cli_set_side(uno_game_side(t->g));
	for (int s = 0; s < t->players; s++) {
		if (uno_game_hand_size(t->g, s) <= 0)
			continue;
		if (is_human(t, s))
			snprintf(label, sizeof label, "You held:");
		else
			snprintf(label, sizeof label, "seat %d held:", s);
		print_hand(t, s, label);
	}
}

static void print_match_end(const struct table *t)
{
	int w = uno_game_match_winner(t->g);
	int mates = 0;
	char a[24];

	printf("\n=== Match over ===\n");
	print_scores(t);
	if (w < 0) {
		printf("The match has no winner.\n");
		return;
	}
	for (int s = 0; s < t->players; s++)
		if (s != w && uno_game_team(t->g, s) == uno_game_team(t->g, w))
			mates++;
	if (mates == 0) {
		uno_event end = { .type = UNO_EV_MATCH_END, .seat = (int8_t)w, .other = -1,
				  .color = UNO_NO_COLOR, .card = { 0, UNO_NO_COLOR } };
		char text[UNO_EVENT_TEXT_MAX];

		if (uno_event_text(uno_game_rules(t->g), &end, t->human, NULL, 0, text,
				   sizeof text) > 0)
			printf("%s\n", text);
		return;
	}
	printf("Team %d wins the match:", uno_game_team(t->g, w));
	for (int s = 0, k = 0; s < t->players; s++)
		if (uno_game_team(t->g, s) == uno_game_team(t->g, w))
			printf("%s %s", k++ == 0 ? "" : k == mates + 1 ? " and" : ",",
			       who(t, s, a, sizeof a));
	printf(".\n");
}

/* Plays to the end of the match (or of the input). An exit status. */
static int play(struct table *t)
{
	for (;;) {
		int phase = uno_game_phase(t->g), seat, rc;
		enum answer ans;
		uno_move m;

		if (phase < 0) {
			cli_fail("reading the phase: %s", uno_strerror(phase));
			return CLI_EXIT_RUNTIME;
		}
		if (phase == UNO_PHASE_MATCH_OVER) {
			print_hands_left(t);
			print_match_end(t);
			return CLI_EXIT_OK;
		}
		if (phase == UNO_PHASE_ROUND_OVER) {
			print_hands_left(t);
			print_scores(t);
			if (t->human >= 0 && t->tty_in) {
				char line[INPUT_MAX];

				printf("Press Enter for round %d, or type quit: ",
				       uno_game_round(t->g) + 1);
				if (!read_line(t, line, sizeof line) ||
				    strcasecmp(line, "quit") == 0 ||
				    strcasecmp(line, "q") == 0) {
					printf("You leave the table.\n");
					return CLI_EXIT_OK;
				}
			}
			rc = uno_game_next_round(t->g);
			if (rc != UNO_OK) {
				cli_fail("dealing the next round: %s", uno_strerror(rc));
				return CLI_EXIT_RUNTIME;
			}
			continue;
		}
		if (t->moves >= MAX_MOVES) {
			cli_fail("the match did not end after %ld moves", t->moves);
			return CLI_EXIT_RUNTIME;
		}

		seat = uno_game_current_player(t->g);
		if (seat < 0) {
			cli_fail("phase %d has no current player: %s", phase,
				 uno_strerror(seat));
			return CLI_EXIT_RUNTIME;
		}

		/* Out of turn: the human first, then the bots. */
		if (t->human >= 0 && seat != t->human) {
			ans = ask_human(t, false);
			if (ans == ANSWER_QUIT)
				return CLI_EXIT_OK;
			if (ans == ANSWER_ERROR)
				return CLI_EXIT_RUNTIME;
			if (ans == ANSWER_MOVED)
				continue; /* the table changed: look again */
		}
		if (bots_bystand(t) != CLI_EXIT_OK)
			return CLI_EXIT_RUNTIME;
		if (cli_round_over(t->g))
			continue;

		/* The pending decision (a jump-in may have moved it). */
		seat = uno_game_current_player(t->g);
		if (is_human(t, seat)) {
			ans = ask_human(t, true);
			if (ans == ANSWER_QUIT)
				return CLI_EXIT_OK;
			if (ans == ANSWER_ERROR)
				return CLI_EXIT_RUNTIME;
			continue;
		}
		rc = bot_decide(&t->bots, t->g, seat, &t->rng, &m);
		if (rc != UNO_OK) {
			cli_fail("seat %d has no move in phase %d: %s", seat,
				 uno_game_phase(t->g), uno_strerror(rc));
			return CLI_EXIT_RUNTIME;
		}
		if (apply_bot(t, seat, &m) != CLI_EXIT_OK)
			return CLI_EXIT_RUNTIME;
	}
}

/* Reads a log file and replays it; a libuno status. */
static int replay_file(const char *path, uno_game **g, int *bad)
{
	FILE *f = fopen(path, "rb");
	char *text = NULL;
	size_t n = 0, cap = 0;
	int rc;

	if (!f)
		return UNO_EINVAL;
	for (;;) {
		if (n + 4096 > cap) {
			char *more = realloc(text, cap = cap * 2 + 8192);
			if (!more) {
				free(text);
				fclose(f);
				return UNO_ENOMEM;
			}
			text = more;
		}
		size_t got = fread(text + n, 1, cap - n - 1, f);
		n += got;
		if (got == 0)
			break;
	}
	fclose(f);
	text[n] = 0;
	rc = uno_game_replay(g, text, n, NULL, NULL, bad);
	free(text);
	return rc;
}

/*
 * uno-play --connect URL: a room of uno-server is refereed by the server,
 * so this program's table has no part in it; the terminal client of the
 * Python package plays it (doc/cli.md). The other arguments go to the
 * client as they are. Returns only when the client cannot be started.
 */
static int connect_online(int argc, char **argv)
{
	const char *python = getenv("UNO_PYTHON");
	const char *url = NULL;
	char **args;
	int n = 0;

	if (!python || !*python)
		python = "python3";
	args = calloc((size_t)argc + 4, sizeof *args);
	if (!args) {
		cli_fail("out of memory");
		return CLI_EXIT_RUNTIME;
	}
	args[n++] = (char *)python;
	args[n++] = (char *)"-m";
	args[n++] = (char *)"libuno.client";
	n++; /* the URL, first */
	for (int i = 1; i < argc; i++) {
		if (cli_is_option(argv[i], "--connect")) {
			if (!(url = cli_option_value(argc, argv, &i, "--connect"))) {
				free(args);
				return CLI_EXIT_USAGE;
			}
		} else {
			args[n++] = argv[i];
		}
	}
	args[3] = (char *)url;
	args[n] = NULL;
	execvp(python, args);
	cli_fail("--connect runs '%s -m libuno.client', which could not start (%s): "
		 "it needs Python 3 with the libuno package and aiohttp (Debian: "
		 "python3-libuno, python3-aiohttp)",
		 python, strerror(errno));
	free(args);
	return CLI_EXIT_RUNTIME;
}

int main(int argc, char **argv)
{
	const uno_hooks hooks = {
		.size = sizeof(uno_hooks),
		.event = on_event,
	};
	struct options o;
	struct table t;
	uno_rules *rules = NULL;
	const char *no_color = getenv("NO_COLOR");
	int rc, err;

	cli_prog = "uno-play";
	for (int i = 1; i < argc; i++)
		if (cli_is_option(argv[i], "--connect"))
			return connect_online(argc, argv);
	memset(&t, 0, sizeof t);
	rc = parse_args(argc, argv, &o);
	if (rc < 0)
		return CLI_EXIT_OK;
	if (rc != CLI_EXIT_OK)
		return rc;
	if (!cli_check_version())
		return CLI_EXIT_RUNTIME;

	rc = cli_variant_rules(&o.variant, &rules);
	if (rc != CLI_EXIT_OK)
		return rc;
	rc = cli_rules_apply(&o.rules, rules);
	if (rc != CLI_EXIT_OK)
		goto out;
	if (o.nbots > 1 && o.players != 0 && o.players != o.nbots) {
		cli_fail("--bots names %d seats but --players is %d", o.nbots, o.players);
		rc = CLI_EXIT_USAGE;
		goto out;
	}
	rc = cli_players(rules, o.nbots > 1 ? o.nbots : o.players, &t.players);
	if (rc != CLI_EXIT_OK)
		goto out;
	if (!o.autoplay && o.seat >= t.players) {
		cli_fail("--seat: %d is not a seat of a %d-player game (0 to %d)", o.seat,
			 t.players, t.players - 1);
		rc = CLI_EXIT_USAGE;
		goto out;
	}
	if (!o.seed_given)
		o.seed = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32);

	t.human = o.autoplay ? -1 : o.seat;
	for (int s = 0; s < t.players; s++)
		t.kinds[s] = o.nbots > 1 ? o.bots[s] : o.bots[0];
	t.rng = o.seed ^ UINT64_C(0x6a09e667f3bcc909);
	t.ansi = isatty(STDOUT_FILENO) && !(no_color && no_color[0]);
	t.tty_in = isatty(STDIN_FILENO);
	t.echo = !t.tty_in;

	if (o.replay) {
		int bad = 0;
		err = replay_file(o.replay, &t.g, &bad);
		if (err != UNO_OK) {
			cli_fail("--replay %s: line %d: %s", o.replay, bad, uno_strerror(err));
			rc = err == UNO_ENOMEM ? CLI_EXIT_RUNTIME : CLI_EXIT_USAGE;
			goto out;
		}
		t.players = uno_game_players(t.g);
		if (t.human >= t.players)
			t.human = 0;
		printf("Replayed %s: round %d, %s.\n", o.replay, uno_game_round(t.g),
		       uno_game_phase(t.g) == UNO_PHASE_MATCH_OVER ? "the match is over"
							       : "play goes on");
	} else {
		err = uno_game_new(&t.g, rules, t.players, o.seed, NULL, NULL);
	}
	if (err != UNO_OK) {
		cli_fail("these rules cannot be played by %d player%s: %s", t.players,
			 t.players == 1 ? "" : "s",
			 uno_strerror(err));
		rc = err == UNO_EINVAL ? CLI_EXIT_USAGE : CLI_EXIT_RUNTIME;
		goto out;
	}
	/* The game's own notation (a replayed game's variant is the log's). */
	cli_set_notation(uno_game_rules(t.g));

	printf("uno-play: %s, %d players, seed %" PRIu64 ".\n",
	       uno_rules_name(uno_game_rules(t.g)), t.players, o.seed);
	for (size_t i = 0; i < o.rules.count; i++)
		printf("Rule: %s\n", o.rules.rule[i].text);
	if (t.human >= 0)
		printf("You are seat %d. Type ? for help, quit to leave.\n", t.human);
	else
		printf("Bots play every seat.\n");
	/* The first deal happens inside uno_game_new(), before any hook: its
	 * start is told as the event hook tells the next ones. */
	{
		uno_event start = { .type = UNO_EV_ROUND_START, .seat = (int8_t)uno_game_dealer(t.g),
				    .other = -1, .color = UNO_NO_COLOR,
				    .card = { 0, UNO_NO_COLOR }, .value = uno_game_round(t.g) };
		on_event(t.g, &start, &t);
	}
	{
		uno_card top;
		char text[64];

		uno_game_top_card(t.g, &top);
		if (uno_rules_card_name(uno_game_rules(t.g), top, uno_game_side(t.g), text,
					sizeof text) > 0)
			printf("The top card is %s.\n", text);
	}

	err = uno_game_set_hooks(t.g, &hooks, &t);
	if (err != UNO_OK) {
		cli_fail("installing the event hook: %s", uno_strerror(err));
		rc = CLI_EXIT_RUNTIME;
		goto out;
	}
	err = bot_table_init(&t.bots, t.kinds, t.players, &t.rng);
	if (err != UNO_OK) {
		cli_fail("making the bots: %s", uno_strerror(err));
		rc = CLI_EXIT_RUNTIME;
		goto out;
	}
	rc = play(&t);

out:
	if (fflush(stdout) != 0 && rc == CLI_EXIT_OK) {
		cli_fail("writing: %s", strerror(errno));
		rc = CLI_EXIT_RUNTIME;
	}
	bot_table_free(&t.bots);
	uno_game_free(t.g);
	uno_rules_free(rules);
	return rc;
}
