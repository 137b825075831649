/*
 * uno-tournament: a partner tournament between bots at tables of four
 * (tournament.h; the official multi-table tournament is eight players at
 * two tables, 28 hands). Every hand, each table plays one round of a
 * four-seat game with partners; the points go to the players' running
 * totals, and the standings are printed after every hand.
 *
 * With --rating, a round robin of bot kinds instead: seeded rounds of any
 * variant played alone, every kind at every table in shuffled seats, and a
 * rating table fitted from the winners (rating.h).
 * SPDX-License-Identifier: MIT
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <uno/uno.h>

#include "bots.h"
#include "cli.h"
#include "rating.h"

/* A round that has not ended after this many moves is a bug. */
#define MAX_MOVES_PER_HAND 2000000L

struct options {
	struct cli_variant variant;
	int players;
	int repeats;
	uint64_t seed;
	int bots[UNO_MAX_PLAYERS];
	int nbots;
	bool json;
	const char *dask; /* --dask[=ADDRESS]: "" for a local cluster; or NULL */
	struct cli_rules rules;
	bool rating;      /* --rating: a round robin of bot kinds */
	long rounds;      /* --rounds */
	bool players_given, repeats_given, bots_given, rounds_given;
};

/* --rating's defaults. */
#define RATING_ROUNDS 1000
#define RATING_MAX_ROUNDS 1000000
#define RATING_RESAMPLES 200

static void usage(FILE *f)
{
	fprintf(f,
		"NAME\n"
		"       uno-tournament - a partner tournament between bots\n"
		"\n"
		"SYNOPSIS\n"
		"       uno-tournament [--players N] [--hands-per-partner K]\n"
		"               [--variant NAME | --variant-file FILE] [--seed S]\n"
		"               [--bots KIND[,KIND]...]\n"
		"               [--rule NAME=VALUE]... [--json] [--dask[=ADDRESS]]\n"
		"       uno-tournament --rating [--rounds N] [--players N]\n"
		"               [--variant NAME | --variant-file FILE] [--seed S]\n"
		"               [--bots KIND[,KIND]...] [--rule NAME=VALUE]... [--json]\n"
		"       uno-tournament --help\n"
		"\n"
		"DESCRIPTION\n"
		"       Plays the multi-table partner tournament of the official\n"
		"       rules: N players (a multiple of 4) at N/4 tables of four;\n"
		"       every player partners every other player for K hands, so\n"
		"       the tournament lasts (N-1) x K hands (28 for the official\n"
		"       eight players and four hands). Each hand, every table plays\n"
		"       one round of a game with partners sitting across; the\n"
		"       points the winning side scores go to both partners'\n"
		"       individual running totals. The standings are printed after\n"
		"       every hand; the highest total wins. The schedule is libuno's\n"
		"       (uno_tournament_seats(), doc/tournament.md).\n"
		"\n"
		"       Hand h at table t is played with its own generator, seeded\n"
		"       from S, h and t: the same command line prints the same\n"
		"       tournament.\n"
		"\n"
		"       With --rating it rates bots instead: a round robin of N\n"
		"       seeded rounds of a variant played alone (classic by\n"
		"       default) at tables of --players seats (default 4). Every\n"
		"       round seats every kind --bots names (the kinds in shuffled\n"
		"       seats, again from the start of the shuffle while seats are\n"
		"       left). The table fits the Luce model of who wins a round\n"
		"       (a kind of strength g wins with g over the sum of the\n"
		"       seats' strengths) by maximum likelihood, on the Elo scale\n"
		"       (1500 on average, 400 points for ten times as strong), with\n"
		"       95%% intervals from %d bootstrap resamples of the rounds, and\n"
		"       each kind's wins beside the wins equal bots would expect.\n"
		"\n"
		"OPTIONS\n"
		"       --players N\n"
		"              Players, a multiple of 4 from 4 to %d (default: 8).\n"
		"              With --rating: the seats at the table, as the variant\n"
		"              allows (default: 4).\n"
		"\n"
		"       --hands-per-partner K\n"
		"              Hands each pair of players plays as partners, 1 to %d\n"
		"              (default: 4).\n"
		"\n"
		"       --variant NAME\n"
		"              A variant with teams of two at four seats: partners\n"
		"              (the default) or teams. With --rating: a variant\n"
		"              played alone (default: classic).\n"
		"\n"
		"       --rating\n"
		"              Rate the bot kinds of --bots (default: random,\n"
		"              greedy, reference, search) in a round robin instead\n"
		"              of playing the tournament.\n"
		"\n"
		"       --rounds N\n"
		"              With --rating: rounds to play, 1 to %d (default: %d).\n"
		"\n",
		RATING_RESAMPLES, UNO_TOURNAMENT_MAX_PLAYERS, UNO_TOURNAMENT_MAX_REPEATS,
		RATING_MAX_ROUNDS, RATING_ROUNDS);
	fprintf(f,
		"       --variant-file FILE\n"
		"              A variant definition file to play (doc/variant-format.md;\n"
		"              uno-rules --dump-variant NAME writes one), read as a\n"
		"              file even when named like a built-in variant.\n"
		"\n"

		"       --seed S\n"
		"              Seed of the deals and the bots, 0 to 2^64-1 (default: 1).\n"
		"\n"
		"       --bots KIND[,KIND]...\n"
		"              random, greedy, reference, search or ismcts, as uno-sim\n"
		"              --bots takes them: one name for every player, or a\n"
		"              list given to players 0, 1, 2, ... in turn, and again\n"
		"              from its start (default: greedy).\n"
		"\n"
		"              random     the library's random bot: a card at random\n"
		"                         among those it may play, else it draws.\n"
		"              greedy     the library's greedy bot: action cards\n"
		"                         first, wilds last, always calls UNO.\n"
		"              reference  the policy of the performance figures: a\n"
		"                         random playable card, always calling UNO;\n"
		"                         it never acts out of turn.\n"
		"              search     the library's search bot (uno_bot, a few\n"
		"                         ms per move).\n"
		"              ismcts     the library's tree search (as slow; it\n"
		"                         also searches its later decisions).\n"
		"              easy, medium, hard, expert\n"
		"                         the library's difficulty ladder: the\n"
		"                         random bot, the greedy bot answering half\n"
		"                         its decisions at random, the greedy bot,\n"
		"                         the search bot.\n"
		"\n"
		"              uno-sim --help and uno-sim(1) tell how each plays.\n"
		"\n"
		"       --rule NAME=VALUE\n"
		"              Sets a rule option of the variant; may be repeated\n"
		"              (uno-rules NAME lists them).\n"
		"\n"
		"       --json\n"
		"              Print the whole tournament as one JSON object: the\n"
		"              seating and points of every table of every hand, the\n"
		"              standings after each hand, and the final totals. With\n"
		"              --rating: the rating table as one JSON object.\n"
		"\n"
		"       --dask[=ADDRESS]\n"
		"              Play the hands on a Dask cluster with Python's\n"
		"              libuno.distributed (doc/distributed.md): the cluster whose\n"
		"              scheduler is ADDRESS (tcp://HOST:8786), else the one\n"
		"              $UNO_DASK_SCHEDULER names, else a local cluster of\n"
		"              $UNO_DASK_WORKERS worker processes (default: one per\n"
		"              CPU). Every hand at every table keeps its seed, so it\n"
		"              prints the same tournament as without --dask. Python\n"
		"              is $UNO_PYTHON, else /usr/bin/python3, else python3; it\n"
		"              needs the libuno package and Dask (Debian:\n"
		"              python3-distributed), else uno-tournament exits with\n"
		"              status 1.\n"
		"\n"
		"       -h, --help\n"
		"              Print this help and exit.\n"
		"\n"
		"EXIT STATUS\n"
		"       0 on success, 1 for a usage error (bad option or value),\n"
		"       2 when the library reports an error while playing.\n"
		"\n"
		"EXAMPLES\n"
		"       uno-tournament\n"
		"       uno-tournament --players 12 --hands-per-partner 1 --json\n"
		"       uno-tournament --variant teams --bots greedy,random\n"
		"       uno-tournament --players 4 --bots search,greedy,reference,random\n"
		"       uno-tournament --players 64 --bots search,greedy --dask\n"
		"       uno-tournament --rating --rounds 2000\n"
		"       uno-tournament --rating --players 2 --bots greedy,random --json\n");
}

/* The options that depend on --rating, once every option is read. */
static int mode_defaults(struct options *o)
{
	if (!o->rating) {
		if (o->rounds_given) {
			cli_fail("--rounds counts the rounds of --rating");
			return CLI_EXIT_USAGE;
		}
		if (o->players % 4) {
			cli_fail("--players: %d is not a multiple of 4 from 4 to %d", o->players,
				 UNO_TOURNAMENT_MAX_PLAYERS);
			return CLI_EXIT_USAGE;
		}
		if (!o->variant.name)
			o->variant.name = "partners";
		return CLI_EXIT_OK;
	}
	if (o->repeats_given || o->dask) {
		cli_fail("--rating plays a round robin: %s is the tournament's",
			 o->dask ? "--dask" : "--hands-per-partner");
		return CLI_EXIT_USAGE;
	}
	if (!o->players_given)
		o->players = 4;
	if (o->players < 2 || o->players > UNO_MAX_PLAYERS) {
		cli_fail("--players: %d seats; a table has 2 to %d", o->players, UNO_MAX_PLAYERS);
		return CLI_EXIT_USAGE;
	}
	if (!o->variant.name)
		o->variant.name = "classic";
	if (!o->bots_given)
		for (o->nbots = 0; o->nbots < BOT_BASIC_KINDS; o->nbots++)
			o->bots[o->nbots] = o->nbots;
	return CLI_EXIT_OK;
}

/* Returns CLI_EXIT_OK, CLI_EXIT_USAGE, or -1 when --help was printed. */
static int parse_args(int argc, char **argv, struct options *o)
{
	memset(o, 0, sizeof *o);
	o->players = 8;
	o->repeats = 4;
	o->seed = 1;
	o->bots[0] = BOT_GREEDY;
	o->nbots = 1;
	o->rounds = RATING_ROUNDS;

	for (int i = 1; i < argc; i++) {
		const char *arg = argv[i];
		const char *val;
		int k;
		long n;

		if (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0) {
			usage(stdout);
			return -1;
		} else if (strcmp(arg, "--json") == 0) {
			o->json = true;
		} else if (strcmp(arg, "--rating") == 0) {
			o->rating = true;
		} else if (cli_is_option(arg, "--rounds")) {
			if (!(val = cli_option_value(argc, argv, &i, "--rounds")))
				return CLI_EXIT_USAGE;
			if (!cli_parse_long(val, 1, RATING_MAX_ROUNDS, &n)) {
				cli_fail("--rounds: '%s' is not a number from 1 to %d", val,
					 RATING_MAX_ROUNDS);
				return CLI_EXIT_USAGE;
			}
			o->rounds = n;
			o->rounds_given = true;
		} else if (strcmp(arg, "--dask") == 0) {
			o->dask = "";
		} else if (strncmp(arg, "--dask=", 7) == 0) {
			if (arg[7] == '\0') {
				cli_fail("--dask=: no scheduler address (try --dask=tcp://HOST:8786)");
				return CLI_EXIT_USAGE;
			}
			o->dask = arg + 7;
		} else if ((k = cli_variant_option(argc, argv, &i, &o->variant)) != 0) {
			if (k < 0)
				return CLI_EXIT_USAGE;
		} else if (cli_is_option(arg, "--players")) {
			if (!(val = cli_option_value(argc, argv, &i, "--players")))
				return CLI_EXIT_USAGE;
			if (!cli_parse_long(val, 1, UNO_TOURNAMENT_MAX_PLAYERS, &n)) {
				cli_fail("--players: '%s' is not a number from 1 to %d", val,
					 UNO_TOURNAMENT_MAX_PLAYERS);
				return CLI_EXIT_USAGE;
			}
			o->players = (int)n;
			o->players_given = true;
		} else if (cli_is_option(arg, "--hands-per-partner")) {
			if (!(val = cli_option_value(argc, argv, &i, "--hands-per-partner")))
				return CLI_EXIT_USAGE;
			if (!cli_parse_long(val, 1, UNO_TOURNAMENT_MAX_REPEATS, &n)) {
				cli_fail("--hands-per-partner: '%s' is not a number from 1 to %d",
					 val, UNO_TOURNAMENT_MAX_REPEATS);
				return CLI_EXIT_USAGE;
			}
			o->repeats = (int)n;
			o->repeats_given = true;
		} else if (cli_is_option(arg, "--seed")) {
			if (!(val = cli_option_value(argc, argv, &i, "--seed")))
				return CLI_EXIT_USAGE;
			if (!cli_parse_u64(val, &o->seed)) {
				cli_fail("--seed: '%s' is not a number from 0 to 2^64-1", val);
				return CLI_EXIT_USAGE;
			}
		} else if (cli_is_option(arg, "--bots")) {
			if (!(val = cli_option_value(argc, argv, &i, "--bots")))
				return CLI_EXIT_USAGE;
			o->nbots = bot_parse_list(val, o->bots);
			if (o->nbots < 0)
				return CLI_EXIT_USAGE;
			o->bots_given = true;
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
	return mode_defaults(o);
}

/* The generator of hand @hand at table @table. */
static uint64_t table_stream(uint64_t seed, int hand, int table)
{
	uint64_t s = seed;
	uint64_t t = cli_rand_next(&s) ^ ((uint64_t)hand * UINT64_C(0xd1b54a32d192ed03)) ^
		     ((uint64_t)table * UINT64_C(0x9e3779b97f4a7c15));
	return cli_rand_next(&t);
}



/* Plays the first round of @g with the bots @bots (per seat). */
static int play_round(uno_game *g, const struct bot_table *bots, uint64_t *rng)
{
	uno_move m;
	int rc;

	for (long moves = 0; !cli_round_over(g); moves++) {
		if (moves >= MAX_MOVES_PER_HAND) {
			cli_fail("a hand did not end after %ld moves", moves);
			return CLI_EXIT_RUNTIME;
		}
		/* Out-of-turn moves (calls, catches), every seat once. */
		int players = uno_game_players(g);
		int first = (int)cli_rand_below(rng, (uint32_t)players);
		for (int k = 0; k < players && !cli_round_over(g); k++) {
			int s = (first + k) % players;
			rc = bot_bystand(bots, g, s, &m);
			if (rc < 0) {
				cli_fail("seat %d: listing moves: %s", s, uno_strerror(rc));
				return CLI_EXIT_RUNTIME;
			}
			if (rc == 1 && (rc = uno_game_apply(g, s, &m)) != UNO_OK)
				return cli_report_refusal(g, s, &m, rc);
		}
		if (cli_round_over(g))
			break;
		int seat = uno_game_current_player(g);
		rc = bot_decide(bots, g, seat, rng, &m);
		if (rc != UNO_OK) {
			cli_fail("seat %d has no move: %s", seat, uno_strerror(rc));
			return CLI_EXIT_RUNTIME;
		}
		if ((rc = uno_game_apply(g, seat, &m)) != UNO_OK)
			return cli_report_refusal(g, seat, &m, rc);
	}
	return CLI_EXIT_OK;
}

/* Plays the first round of @g with bots of @kinds (per seat). */
static int play_hand(uno_game *g, const int kinds[], uint64_t *rng)
{
	struct bot_table bots;
	int rc = bot_table_init(&bots, kinds, uno_game_players(g), rng);

	if (rc != UNO_OK) {
		cli_fail("making the bots: %s", uno_strerror(rc));
		return CLI_EXIT_RUNTIME;
	}
	/* Only a search bot reads the history: the same games without it. */
	rc = uno_game_set_tracking(g, bots.history ? UNO_TRACK_ALL : 0);
	if (rc != UNO_OK) {
		cli_fail("tracking: %s", uno_strerror(rc));
		rc = CLI_EXIT_RUNTIME;
	} else {
		rc = play_round(g, &bots, rng);
	}
	bot_table_free(&bots);
	return rc;
}

static void print_standings(const uno_tournament *t, int hand, bool json)
{
	int order[UNO_TOURNAMENT_MAX_PLAYERS];
	int n = uno_tournament_standings(t, order, UNO_TOURNAMENT_MAX_PLAYERS);

	if (json) {
		printf("\"standings\": [");
		for (int i = 0; i < n; i++)
			printf("%s{\"player\": %d, \"total\": %d}", i ? ", " : "", order[i],
			       uno_tournament_total(t, order[i]));
		printf("]");
		return;
	}
	printf("standings after hand %d of %d:", hand + 1, uno_tournament_hands(t));
	for (int i = 0; i < n; i++)
		printf(" %sP%d %d", i ? "| " : "", order[i], uno_tournament_total(t, order[i]));
	printf("\n");
}

static int run(const struct options *o, const uno_rules *rules)
{
	uno_tournament *t = NULL;
	int rc = uno_tournament_new(&t, o->players, o->repeats, NULL, NULL);
	if (rc != UNO_OK) {
		cli_fail("creating the tournament: %s", uno_strerror(rc));
		return CLI_EXIT_RUNTIME;
	}
	int hands = uno_tournament_hands(t), tables = uno_tournament_tables(t);

	if (o->json) {
		printf("{\"variant\": ");
		cli_json_string(stdout, uno_rules_name(rules));
		printf(", \"players\": %d, \"tables\": %d, \"hands_per_partner\": %d, "
		       "\"hands\": %d, \"seed\": %llu,\n \"rounds\": [\n",
		       o->players, tables, o->repeats, hands, (unsigned long long)o->seed);
	} else {
		printf("%s tournament: %d players, %d table%s, %d hands (%d with each partner)\n",
		       uno_rules_name(rules), o->players, tables, tables == 1 ? "" : "s", hands,
		       o->repeats);
	}

	rc = CLI_EXIT_OK;
	for (int h = 0; h < hands && rc == CLI_EXIT_OK; h++) {
		if (o->json)
			printf("  {\"hand\": %d, \"tables\": [", h + 1);
		else
			printf("hand %d:\n", h + 1);
		for (int table = 0; table < tables && rc == CLI_EXIT_OK; table++) {
			int seats[4], kinds[4];
			uno_game *g = NULL;
			uint64_t rng = table_stream(o->seed, h, table);

			uno_tournament_seats(t, h, table, seats);
			for (int s = 0; s < 4; s++)
				kinds[s] = o->bots[seats[s] % o->nbots];
			rc = uno_game_new(&g, rules, 4, cli_rand_next(&rng), NULL, NULL);
			if (rc != UNO_OK) {
				cli_fail("creating a game: %s", uno_strerror(rc));
				rc = CLI_EXIT_RUNTIME;
				break;
			}
			rc = play_hand(g, kinds, &rng);
			if (rc == CLI_EXIT_OK && (rc = uno_tournament_record_game(t, h, table, g)) != UNO_OK) {
				cli_fail("recording hand %d: %s", h + 1, uno_strerror(rc));
				rc = CLI_EXIT_RUNTIME;
			}
			if (rc == CLI_EXIT_OK) {
				if (o->json) {
					printf("%s{\"table\": %d, \"seats\": [%d, %d, %d, %d], "
					       "\"points\": [%d, %d, %d, %d]}",
					       table ? ", " : "", table + 1, seats[0], seats[1], seats[2],
					       seats[3], uno_game_score(g, 0), uno_game_score(g, 1),
					       uno_game_score(g, 2), uno_game_score(g, 3));
				} else {
					int w = uno_game_round_winner(g);
					printf("  table %d: P%d & P%d vs P%d & P%d: P%d & P%d score %d\n",
					       table + 1, seats[0], seats[2], seats[1], seats[3],
					       seats[w], seats[(w + 2) % 4], uno_game_score(g, w));
				}
			}
			uno_game_free(g);
		}
		if (rc != CLI_EXIT_OK)
			break;
		if (o->json) {
			printf("], ");
			print_standings(t, h, true);
			printf("}%s\n", h + 1 < hands ? "," : "");
		} else {
			print_standings(t, h, false);
		}
	}
	if (rc == CLI_EXIT_OK) {
		int order[UNO_TOURNAMENT_MAX_PLAYERS];
		uno_tournament_standings(t, order, UNO_TOURNAMENT_MAX_PLAYERS);
		if (o->json) {
			printf(" ],\n \"totals\": [");
			for (int p = 0; p < o->players; p++)
				printf("%s%d", p ? ", " : "", uno_tournament_total(t, p));
			printf("],\n \"winner\": %d}\n", order[0]);
		} else {
			printf("winner: P%d with %d points\n", order[0],
			       uno_tournament_total(t, order[0]));
		}
	}
	uno_tournament_free(t);
	return rc;
}

/* ---- --rating: a round robin of bot kinds ---- */

/* The kinds of --bots, each once, in the order first named. */
static int distinct_kinds(const struct options *o, int kinds[RATING_MAX_KINDS])
{
	int n = 0;
	for (int i = 0; i < o->nbots; i++) {
		bool seen = false;
		for (int k = 0; k < n; k++)
			seen |= kinds[k] == o->bots[i];
		if (!seen && n < RATING_MAX_KINDS)
			kinds[n++] = o->bots[i];
	}
	return n;
}

/* Round @r: every kind in shuffled seats (again from the start of the
 * shuffle while seats are left; the first kinds of it when seats are
 * fewer than kinds), played out; its seats and winner into @out. */
static int rating_round(const struct options *o, const uno_rules *rules, const int kinds[],
			int nkinds, long r, struct rating_round *out)
{
	uint64_t rng = table_stream(o->seed, (int)r, 0);
	int order[RATING_MAX_KINDS], seat_kind[UNO_MAX_PLAYERS], seat_index[UNO_MAX_PLAYERS];
	uno_game *g = NULL;

	for (int k = 0; k < nkinds; k++)
		order[k] = k;
	for (int k = nkinds - 1; k > 0; k--) {
		int j = (int)cli_rand_below(&rng, (uint32_t)k + 1), t = order[k];
		order[k] = order[j];
		order[j] = t;
	}
	memset(out, 0, sizeof *out);
	for (int s = 0; s < o->players; s++) {
		seat_index[s] = order[s % nkinds];
		seat_kind[s] = kinds[seat_index[s]];
		out->seats[seat_index[s]]++;
	}
	int rc = uno_game_new(&g, rules, o->players, cli_rand_next(&rng), NULL, NULL);
	if (rc != UNO_OK) {
		cli_fail("creating a game: %s", uno_strerror(rc));
		return CLI_EXIT_RUNTIME;
	}
	rc = play_hand(g, seat_kind, &rng);
	int w = uno_game_round_winner(g);
	out->winner = (int8_t)(w >= 0 ? seat_index[w] : -1);
	uno_game_free(g);
	return rc;
}

static void print_ratings(const struct options *o, const uno_rules *rules, const int kinds[],
			  int nkinds, const struct rating r[])
{
	int rank[RATING_MAX_KINDS];

	for (int k = 0; k < nkinds; k++)
		rank[k] = k;
	for (int i = 1; i < nkinds; i++)
		for (int j = i; j > 0 && r[rank[j]].elo > r[rank[j - 1]].elo; j--) {
			int t = rank[j];
			rank[j] = rank[j - 1];
			rank[j - 1] = t;
		}
	if (o->json) {
		printf("{\"variant\": ");
		cli_json_string(stdout, uno_rules_name(rules));
		printf(", \"players\": %d, \"rounds\": %ld, \"seed\": %llu, \"resamples\": %d,\n"
		       " \"ratings\": [\n", o->players, o->rounds, (unsigned long long)o->seed,
		       RATING_RESAMPLES);
		for (int i = 0; i < nkinds; i++) {
			const struct rating *x = &r[rank[i]];
			printf("  {\"bot\": \"%s\", \"rounds\": %d, \"wins\": %d, \"expected\": %.2f, "
			       "\"win_rate\": %.4f, \"win_rate_ci\": [%.4f, %.4f], \"rating\": %.1f, "
			       "\"rating_ci\": [%.1f, %.1f]}%s\n",
			       bot_kind_name(kinds[rank[i]]), x->rounds, x->wins, x->expected, x->rate,
			       x->rate_lo, x->rate_hi, x->elo, x->elo_lo, x->elo_hi,
			       i + 1 < nkinds ? "," : "");
		}
		printf(" ]}\n");
		return;
	}
	printf("rating: %ld rounds of %s at %d seats (seed %llu)\n", o->rounds,
	       uno_rules_name(rules), o->players, (unsigned long long)o->seed);
	printf("rank  bot        rounds    wins  expected  win rate (95%%)       rating (95%%)\n");
	for (int i = 0; i < nkinds; i++) {
		const struct rating *x = &r[rank[i]];
		printf("%4d  %-9s %7d %7d %9.1f  %5.1f%% (%4.1f-%4.1f)  %6.0f (%.0f-%.0f)\n", i + 1,
		       bot_kind_name(kinds[rank[i]]), x->rounds, x->wins, x->expected,
		       100 * x->rate, 100 * x->rate_lo, 100 * x->rate_hi, x->elo, x->elo_lo,
		       x->elo_hi);
	}
	printf("(Luce model of the round winners, Elo scale; intervals: %d bootstrap "
	       "resamples of the rounds)\n", RATING_RESAMPLES);
}

static int run_rating(const struct options *o, const uno_rules *rules)
{
	int kinds[RATING_MAX_KINDS];
	int nkinds = distinct_kinds(o, kinds);
	struct rating_round *rounds = calloc((size_t)o->rounds, sizeof *rounds);
	struct rating r[RATING_MAX_KINDS];
	int rc = CLI_EXIT_OK;

	if (!rounds) {
		cli_fail("no memory for %ld rounds", o->rounds);
		return CLI_EXIT_RUNTIME;
	}
	for (long i = 0; i < o->rounds && rc == CLI_EXIT_OK; i++)
		rc = rating_round(o, rules, kinds, nkinds, i, &rounds[i]);
	if (rc == CLI_EXIT_OK &&
	    rating_fit(rounds, (int)o->rounds, nkinds, RATING_RESAMPLES,
		       table_stream(o->seed, -1, -1), r) != 0) {
		cli_fail("no memory for the ratings");
		rc = CLI_EXIT_RUNTIME;
	}
	if (rc == CLI_EXIT_OK)
		print_ratings(o, rules, kinds, nkinds, r);
	free(rounds);
	return rc;
}

/* Plays the tournament with libuno.distributed (cli_exec_dask()) instead. */
static int run_dask(const struct options *o, const char *argv0)
{
	if (o->variant.file || !cli_builtin_variant(o->variant.name)) {
		cli_fail("--dask plays the built-in variants; '%s' is a definition file",
			 o->variant.name);
		return CLI_EXIT_USAGE;
	}
	const char *args[32 + 2 * CLI_MAX_RULES];
	char players[16], repeats[16], seed[32], bots[UNO_MAX_PLAYERS * 12] = "";
	int n = 0;

	snprintf(players, sizeof players, "%d", o->players);
	snprintf(repeats, sizeof repeats, "%d", o->repeats);
	snprintf(seed, sizeof seed, "%llu", (unsigned long long)o->seed);
	for (int i = 0; i < o->nbots; i++) {
		if (i)
			strcat(bots, ",");
		strcat(bots, bot_kind_name(o->bots[i]));
	}
	args[n++] = "tournament";
	args[n++] = "--players";
	args[n++] = players;
	args[n++] = "--hands-per-partner";
	args[n++] = repeats;
	args[n++] = "--variant";
	args[n++] = o->variant.name;
	args[n++] = "--seed";
	args[n++] = seed;
	args[n++] = "--bots";
	args[n++] = bots;
	n = cli_dask_rule_args(args, n, &o->rules);
	if (o->json)
		args[n++] = "--json";
	/* uno-tournament draws no progress bar. */
	args[n++] = "--no-progress";
	if (*o->dask) {
		args[n++] = "--scheduler";
		args[n++] = o->dask;
	}
	args[n] = NULL;
	return cli_exec_dask(argv0, args);
}

int main(int argc, char **argv)
{
	struct options o;
	uno_rules *rules = NULL;
	int rc;

	cli_prog = "uno-tournament";
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
	if (rc == CLI_EXIT_OK && o.rating) {
		if (uno_rules_team_size(rules) != 1) {
			cli_fail("--rating --variant %s: the rating plays every seat alone; "
				 "this variant plays in teams", o.variant.name);
			rc = CLI_EXIT_USAGE;
		} else if (uno_rules_allows_players(rules, o.players) != 1) {
			cli_fail("--players %d: %s is not played by %d", o.players, o.variant.name,
				 o.players);
			rc = CLI_EXIT_USAGE;
		} else {
			rc = run_rating(&o, rules);
		}
		uno_rules_free(rules);
		return rc;
	}
	if (rc == CLI_EXIT_OK &&
	    (uno_rules_team_size(rules) != 2 || uno_rules_allows_players(rules, 4) != 1)) {
		cli_fail("--variant %s: a tournament needs partners at four seats "
			 "(partners or teams)", o.variant.name);
		rc = CLI_EXIT_USAGE;
	}
	int rotating = 0;
	uno_rules_get(rules, UNO_OPT_ROTATING_PARTNERS, &rotating);
	if (rc == CLI_EXIT_OK && rotating) {
		cli_fail("--rule rotating_partners=1: the tournament's schedule already "
			 "rotates the partners");
		rc = CLI_EXIT_USAGE;
	}
	if (rc == CLI_EXIT_OK && o.dask) {
		uno_rules_free(rules);
		return run_dask(&o, argv[0]);
	}
	if (rc == CLI_EXIT_OK)
		rc = run(&o, rules);
	uno_rules_free(rules);
	return rc;
}
