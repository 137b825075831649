/*
 * uno-sim: plays many matches between bots and prints statistics.
 *
 * It uses only the public API (<uno/uno.h>), as any host would. Game i is
 * played with a generator seeded from --seed and i alone, whichever thread
 * plays it, and the totals are sums, so a command line prints the same
 * numbers (the timings aside) for any --threads.
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <uno/uno.h>

#include "bots.h"
#include "cli.h"

/* Most threads one run may start. */
#define MAX_THREADS 256

/*
 * Safety net: the library guarantees every round ends (G-4), so a match
 * that needs this many moves means a bug, reported as a runtime error.
 */
#define MAX_MOVES_PER_MATCH 5000000L

/* Draw reasons this program knows (uno_draw_reason); others count apart. */
#define DRAW_REASONS 6

struct options {
	struct cli_variant variant;
	int players;
	long games;
	uint64_t seed;
	int threads;
	int bots[UNO_MAX_PLAYERS];
	int nbots; /* 1: every seat; else one per seat */
	bool json;
	bool progress;
	int one_round;    /* -1: by the bots (every seat reference); 0; 1 */
	const char *log;  /* --log FILE: the first match's move log */
	const char *dask; /* --dask[=ADDRESS]: "" for a local cluster; or NULL */
	bool threads_set; /* --threads given (the local cluster's workers) */
	struct cli_rules rules;
};

/* Totals over some games; also the event hook's user pointer. */
struct stats {
	long games;
	long wins[UNO_MAX_PLAYERS];
	long team_wins[UNO_MAX_PLAYERS];
	long rounds;
	long blocked_rounds;
	long long moves;
	long long turns;
	long long drawn[DRAW_REASONS];
	long long drawn_other;
	long catches;
	long challenges;
	long bluffs_caught;
	long jump_ins;
	long stacks;
	long swaps;
};

/* What the threads share: read-only setup, and the work counters. */
struct run {
	const struct options *o;
	const uno_rules *rules;
	int kinds[UNO_MAX_PLAYERS]; /* bot of each seat */
	bool team_totals;           /* fixed partners: count team wins */
	bool one_round;             /* a game is one round (--one-round) */
	bool bystanders;            /* some seat may act out of turn */
	atomic_long next;           /* next game index to play */
	atomic_long done;           /* games finished */
	atomic_int failed;          /* a worker hit an error: stop */
};

struct worker {
	pthread_t thread;
	struct run *run;
	struct stats st;
	int rc;
};

/* ---- command line ---- */

static void usage(FILE *f, const uno_rules *rules)
{
	fprintf(f,
		"NAME\n"
		"       uno-sim - simulate UNO matches between bots\n"
		"\n"
		"SYNOPSIS\n"
		"       uno-sim [--variant NAME | --variant-file FILE] [--players N]\n"
		"               [--games N] [--seed S]\n"
		"               [--bots KIND[,KIND]...] [--threads N] [--json]\n"
		"               [--rule NAME=VALUE]... [--one-round] [--no-progress]\n"
		"               [--dask[=ADDRESS]]\n"
		"       uno-sim --help\n"
		"\n"
		"DESCRIPTION\n"
		"       Plays N full matches (rounds until the match is decided) with\n"
		"       libuno between bots, and prints wins per seat and per bot,\n"
		"       rounds per match, turns per round, cards drawn, catches,\n"
		"       challenges and the throughput in games and moves per second.\n"
		"\n"
		"       At every step each seat may act out of turn (call its own\n"
		"       UNO, catch a seat that forgot, jump in), then the seat whose\n"
		"       decision is pending answers it. Bots:\n"
		"\n"
		"       random  the library's random bot: plays a card chosen at\n"
		"               random among those it may play, and draws only when\n"
		"               it cannot play; answers every other decision at\n"
		"               random; sometimes calls a forgotten UNO, catches and\n"
		"               jumps in.\n"
		"\n"
		"       greedy  the library's greedy bot: plays a card whenever it\n"
		"               can: colored action cards, then numbers of its most\n"
		"               held color, then wilds, the draw wilds last (so it\n"
		"               never bluffs); names its most held color; always\n"
		"               calls UNO; catches and jumps in whenever it can;\n"
		"               challenges when the odds favour it; stacks when it\n"
		"               can; swaps hands (Seven-O) and casts (Casting Call)\n"
		"               towards the seat holding the fewest cards; hands a\n"
		"               teammate its numbers first and keeps its wilds.\n"
		"\n"
		"       reference\n"
		"               the policy of the performance figures (bench/README.md):\n"
		"               plays a card chosen at random among the distinct cards\n"
		"               it may play (a wild's color at random), always calling\n"
		"               UNO; when it can play nothing it draws, and plays the\n"
		"               drawn card if it can; answers other decisions at\n"
		"               random; never acts out of turn. When every seat plays\n"
		"               it, a game is one round (see --one-round), so that\n"
		"               games/s is the figure of the performance goal.\n"
		"\n"
		"       Game i gets its own generator, seeded from S and i, for the\n"
		"       deal and for every bot choice; totals are sums. So the same\n"
		"       command line prints the same summary, with any number of\n"
		"       threads, except the time line. A progress bar is drawn on\n"
		"       standard error when it is a terminal.\n"
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
		"              Seats at the table (default: the number of --bots\n"
		"              names when there are several, else 4, or the fewest\n"
		"              the variant allows when it does not allow 4).\n"
		"\n"
		"       --games N\n"
		"              Matches to play, at least 1 (default: 1000).\n"
		"\n"
		"       --seed S\n"
		"              Seed of the games and the bots, 0 to 2^64-1 (default: 1).\n"
		"\n"
		"       --bots KIND[,KIND]...\n"
		"              random, greedy, reference, search or ismcts: one name\n"
		"              for every seat, or one per seat in seat order, e.g.\n"
		"              search,greedy,greedy,greedy (default: random). search\n"
		"              is the library's search bot (uno_bot, a few ms per\n"
		"              move), ismcts its tree search (which also searches the\n"
		"              seat's later decisions). Or a level of the library's\n"
		"              difficulty ladder:\n"
		"              easy (the random bot), medium (the greedy bot answering\n"
		"              half its decisions at random), hard (the greedy bot) or\n"
		"              expert (the search bot).\n"
		"\n"
		"       --threads N\n"
		"              Threads playing games at once, 1 to %d (default: 1).\n"
		"              With --dask and no ADDRESS: the worker processes of\n"
		"              the local cluster (default: $UNO_DASK_WORKERS, else\n"
		"              one per CPU).\n"
		"\n"
		"       --json\n"
		"              Print the summary as one JSON object instead.\n"
		"\n"
		"       --log FILE\n"
		"              Write the move log of the first match to FILE, one\n"
		"              move per line (replay it with uno-play --replay).\n"
		"\n"
		"       --rule NAME=VALUE\n"
		"              Sets a rule option before playing; may be repeated.\n"
		"              Options, with their default and bounds in %s\n"
		"              (--variant NAME --help shows another variant's):\n",
		MAX_THREADS, uno_rules_name(rules));
	cli_list_options(f, rules, 14);
	fprintf(f,
		"\n"
		"       --one-round\n"
		"              A game is a single round: each game is a new match\n"
		"              (dealer drawn by lot, shuffle, deal) played to the end\n"
		"              of its first round. The default when every seat plays\n"
		"              the reference bot; otherwise games are whole matches.\n"
		"\n"
		"       --no-progress\n"
		"              Never draw the progress bar.\n"
		"\n"
		"       --dask[=ADDRESS]\n"
		"              Play the games on a Dask cluster with Python's\n"
		"              libuno.distributed (doc/distributed.md): the cluster whose\n"
		"              scheduler is ADDRESS (tcp://HOST:8786), else the one\n"
		"              $UNO_DASK_SCHEDULER names, else a local cluster started\n"
		"              for the run. The games are cut into chunks and every\n"
		"              game keeps its seed, so the summary is the one printed\n"
		"              without --dask, but for the measured time (the JSON\n"
		"              adds the points by seat and where the games ran); a\n"
		"              chunk whose worker dies is played again, and counted\n"
		"              once. Python is $UNO_PYTHON, else\n"
		"              /usr/bin/python3, else python3; it needs the libuno package\n"
		"              and Dask (Debian: python3-distributed), else uno-sim\n"
		"              exits with status 1.\n"
		"\n"
		"       -h, --help\n"
		"              Print this help and exit.\n"
		"\n"
		"EXIT STATUS\n"
		"       0 on success, 1 for a usage error (bad option or value),\n"
		"       2 when the library reports an error while playing.\n"
		"\n"
		"EXAMPLES\n"
		"       uno-sim --games 10000 --seed 7 --threads 4\n"
		"       uno-sim --bots greedy,random,random,random\n"
		"       uno-sim --variant teams --bots greedy,random,greedy,random\n"
		"       uno-sim --players 2 --rule uno_penalty=4 --json\n"
		"       uno-sim --rule stacking=1 --rule jump_in=1 --rule seven_o=1\n"
		"       uno-sim --bots reference --games 1000000\n"
		"       uno-sim --games 100000 --dask=tcp://10.0.0.1:8786\n");
}

/* Returns CLI_EXIT_OK, CLI_EXIT_USAGE, or -1 when --help was printed. */
static int parse_args(int argc, char **argv, struct options *o)
{
	memset(o, 0, sizeof *o);
	o->variant.name = "classic";
	o->games = 1000;
	o->seed = 1;
	o->threads = 1;
	o->bots[0] = BOT_RANDOM;
	o->nbots = 1;
	o->progress = isatty(STDERR_FILENO);
	o->one_round = -1;

	for (int i = 1; i < argc; i++) {
		const char *arg = argv[i];
		const char *val;
		int k;
		long n;

		if (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0) {
			usage(stdout, cli_help_variant(argc, argv));
			return -1;
		} else if (strcmp(arg, "--no-progress") == 0) {
			o->progress = false;
		} else if (strcmp(arg, "--json") == 0) {
			o->json = true;
		} else if (strcmp(arg, "--one-round") == 0) {
			o->one_round = 1;
		} else if (strcmp(arg, "--dask") == 0) {
			o->dask = "";
		} else if (strncmp(arg, "--dask=", 7) == 0) {
			if (arg[7] == '\0') {
				cli_fail("--dask=: no scheduler address (try --dask=tcp://HOST:8786)");
				return CLI_EXIT_USAGE;
			}
			o->dask = arg + 7;
		} else if (cli_is_option(arg, "--log")) {
			if (!(val = cli_option_value(argc, argv, &i, "--log")))
				return CLI_EXIT_USAGE;
			o->log = val;
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
		} else if (cli_is_option(arg, "--games")) {
			if (!(val = cli_option_value(argc, argv, &i, "--games")))
				return CLI_EXIT_USAGE;
			if (!cli_parse_long(val, 1, LONG_MAX, &n)) {
				cli_fail("--games: '%s' is not a positive number", val);
				return CLI_EXIT_USAGE;
			}
			o->games = n;
		} else if (cli_is_option(arg, "--seed")) {
			if (!(val = cli_option_value(argc, argv, &i, "--seed")))
				return CLI_EXIT_USAGE;
			if (!cli_parse_u64(val, &o->seed)) {
				cli_fail("--seed: '%s' is not a number from 0 to 2^64-1",
					 val);
				return CLI_EXIT_USAGE;
			}
		} else if (cli_is_option(arg, "--threads")) {
			if (!(val = cli_option_value(argc, argv, &i, "--threads")))
				return CLI_EXIT_USAGE;
			if (!cli_parse_long(val, 1, MAX_THREADS, &n)) {
				cli_fail("--threads: '%s' is not a number from 1 to %d",
					 val, MAX_THREADS);
				return CLI_EXIT_USAGE;
			}
			o->threads = (int)n;
			o->threads_set = true;
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

/* ---- playing ---- */

static void on_event(const uno_game *game, const uno_event *ev, void *user)
{
	struct stats *st = user;

	(void)game;
	switch (ev->type) {
	case UNO_EV_DRAW:
		if (ev->reason < DRAW_REASONS)
			st->drawn[ev->reason]++;
		else
			st->drawn_other++;
		break;
	case UNO_EV_CATCH:
		st->catches++;
		break;
	case UNO_EV_CHALLENGE:
		st->challenges++;
		if (ev->value == 1)
			st->bluffs_caught++;
		break;
	case UNO_EV_ROUND_END:
		if (ev->reason == 1)
			st->blocked_rounds++;
		break;
	case UNO_EV_JUMP_IN:
		st->jump_ins++;
		break;
	case UNO_EV_SWAP:
		st->swaps++;
		break;
	default:
		break;
	}
}

/* The generator of game @index: splitmix64 of the seed, mixed with the index. */
static uint64_t game_stream(uint64_t seed, uint64_t index)
{
	uint64_t s = seed;
	uint64_t t = cli_rand_next(&s) ^ (index * UINT64_C(0xd1b54a32d192ed03));

	return cli_rand_next(&t);
}


/* Plays game @index to the end, adding to @st. CLI_EXIT_OK or CLI_EXIT_RUNTIME. */
/*
 * Writes the game's move log to a file; 0 on success. In binary mode, so that
 * the file has the library's bytes (LF line ends) on Windows too.
 */
static int write_log(const uno_game *g, const char *path)
{
	int n = uno_game_log_export(g, NULL, 0);
	char *text = n >= 0 ? malloc((size_t)n + 1) : NULL;
	FILE *f = text ? fopen(path, "wb") : NULL;
	int ok = f && uno_game_log_export(g, text, (size_t)n + 1) == n &&
		 fwrite(text, 1, (size_t)n, f) == (size_t)n;

	if (f && fclose(f) != 0)
		ok = 0;
	free(text);
	if (!ok)
		cli_fail("--log %s: %s", path, n < 0 ? uno_strerror(n) : "cannot write it");
	return ok ? 0 : -1;
}

/* Cards counted by face: a kind and a color (4: a wild's none). */
static void count_faces(int *count, const uno_card *cards, int n)
{
	for (int i = 0; i < n && i < UNO_MAX_DECK; i++)
		count[cards[i].kind * 5 + (uno_kind_is_wild(cards[i].kind) ? 4 : cards[i].color)]++;
}

/*
 * The cards add up: every card is in a hand or a pile, once. With two-sided
 * cards (FL-4), the faces in play of the hands and the discard pile are
 * faces of the side in play, and the hands' other faces are faces of the
 * other side, never more of a face than that side of the deck has.
 */
static bool cards_add_up(const uno_game *g, int players)
{
	const uno_rules *rules = uno_game_rules(g);
	static _Thread_local uno_card cards[UNO_MAX_DECK];
	static _Thread_local uno_view view;
	int total = uno_game_draw_pile_size(g) + uno_game_discard_pile_size(g) +
		    uno_game_turned(g, NULL, 0);

	for (int p = 0; p < players; p++)
		total += uno_game_hand_size(g, p);
	if (total != uno_rules_deck(rules, NULL, 0))
		return false;
	if (uno_rules_sides(rules) != 2)
		return true;
	int side = uno_game_side(g), shown[32 * 5] = { 0 }, hidden[32 * 5] = { 0 };
	int deck[2][32 * 5] = { { 0 } };
	for (int k = 0; k < 2; k++)
		count_faces(deck[k], cards, uno_rules_deck_side(rules, k, cards, UNO_MAX_DECK));
	view.size = sizeof view;
	if (uno_game_view(g, 0, &view) != UNO_OK)
		return false;
	count_faces(shown, view.discard, view.discard_count);
	for (int p = 0; p < players; p++) {
		count_faces(shown, cards, uno_game_hand(g, p, cards, UNO_MAX_DECK));
		count_faces(hidden, cards,
			    uno_game_hidden_faces(g, (p + 1) % players, p, cards, UNO_MAX_DECK));
	}
	for (int f = 0; f < 32 * 5; f++)
		if (shown[f] > deck[side][f] || hidden[f] > deck[!side][f])
			return false;
	return true;
}

static int play_match(const struct run *run, long index, struct stats *st)
{
	const uno_hooks hooks = {
		.size = sizeof(uno_hooks),
		.event = on_event,
	};
	int players = run->o->players;
	bool sided = uno_rules_sides(run->rules) == 2;
	uint64_t rng = game_stream(run->o->seed, (uint64_t)index);
	uno_game *g;
	struct bot_table bots;
	long moves = 0, turns = 0;
	int rc, winner;

	rc = uno_game_new(&g, run->rules, players, cli_rand_next(&rng), NULL, NULL);
	if (rc != UNO_OK) {
		cli_fail("creating a game: %s", uno_strerror(rc));
		return CLI_EXIT_RUNTIME;
	}
	rc = bot_table_init(&bots, run->kinds, players, &rng);
	if (rc != UNO_OK) {
		cli_fail("making the bots: %s", uno_strerror(rc));
		uno_game_free(g);
		return CLI_EXIT_RUNTIME;
	}
	/* Only a search bot reads the history: the same games without it. */
	if (!bots.history && (rc = uno_game_set_tracking(g, 0)) != UNO_OK) {
		cli_fail("tracking: %s", uno_strerror(rc));
		goto error;
	}
	if (run->o->log && index == 0 && (rc = uno_game_log_start(g, 1u << 22)) != UNO_OK) {
		cli_fail("starting the move log: %s", uno_strerror(rc));
		goto error;
	}
	rc = uno_game_set_hooks(g, &hooks, st);
	if (rc != UNO_OK) {
		cli_fail("installing the event hook: %s", uno_strerror(rc));
		goto error;
	}

	for (;;) {
		int phase = uno_game_phase(g);
		int seat, first;
		uno_move m;

		if (phase == UNO_PHASE_MATCH_OVER ||
		    (run->one_round && phase == UNO_PHASE_ROUND_OVER))
			break;
		if (phase == UNO_PHASE_ROUND_OVER) {
			rc = uno_game_next_round(g);
			if (rc != UNO_OK) {
				cli_fail("dealing round %d: %s: %s",
					 uno_game_round(g) + 1, uno_strerror(rc),
					 uno_game_errmsg(g));
				goto error;
			}
			continue;
		}
		if (phase < 0) {
			cli_fail("reading the phase: %s", uno_strerror(phase));
			goto error;
		}
		if (moves >= MAX_MOVES_PER_MATCH) {
			cli_fail("a match did not end after %ld moves", moves);
			goto error;
		}

		/*
		 * Out-of-turn moves, every seat once, from a random seat: a
		 * fixed order would let low seats catch first and win more.
		 */
		first = run->bystanders ? (int)cli_rand_below(&rng, (uint32_t)players) : 0;
		for (int k = 0; k < players && run->bystanders && !cli_round_over(g); k++) {
			int s = (first + k) % players;

			rc = bot_bystand(&bots, g, s, &m);
			if (rc < 0) {
				cli_fail("seat %d: listing moves: %s", s, uno_strerror(rc));
				goto error;
			}
			if (rc == 0)
				continue;
			rc = uno_game_apply(g, s, &m);
			if (rc != UNO_OK) {
				cli_report_refusal(g, s, &m, rc);
				goto error;
			}
			moves++;
			if (m.type == UNO_MOVE_PLAY)
				turns++; /* a jump-in is a turn taken */
		}
		if (cli_round_over(g))
			continue;

		seat = uno_game_current_player(g);
		phase = uno_game_phase(g);
		if (seat < 0) {
			cli_fail("phase %d has no current player: %s", phase,
				 uno_strerror(seat));
			goto error;
		}
		rc = bot_decide(&bots, g, seat, &rng, &m);
		if (rc != UNO_OK) {
			cli_fail("seat %d has no move in phase %d: %s", seat, phase,
				 uno_strerror(rc));
			goto error;
		}
		rc = uno_game_apply(g, seat, &m);
		if (rc != UNO_OK) {
			cli_report_refusal(g, seat, &m, rc);
			goto error;
		}
		if (phase == UNO_PHASE_STACK && m.type == UNO_MOVE_PLAY)
			st->stacks++;
		moves++;
		turns++;
		/* Every card once (for two-sided cards after every move, each
		 * side's faces too; else when a round ends). */
		if ((sided || cli_round_over(g)) && !cards_add_up(g, players)) {
			cli_fail("after move %ld the cards do not add up", moves);
			goto error;
		}
	}

	winner = run->one_round ? uno_game_round_winner(g) : uno_game_match_winner(g);
	if (winner < 0 || winner >= players) {
		cli_fail("the %s is over but has no winner (%d)",
			 run->one_round ? "round" : "match", winner);
		goto error;
	}
	st->wins[winner]++;
	if (run->team_totals) {
		int team = uno_game_team(g, winner);
		if (team >= 0 && team < UNO_MAX_PLAYERS)
			st->team_wins[team]++;
	}
	st->rounds += uno_game_round(g);
	st->moves += moves;
	st->turns += turns;
	st->games++;
	if (run->o->log && index == 0 && write_log(g, run->o->log) != 0)
		goto error;
	bot_table_free(&bots);
	uno_game_free(g);
	return CLI_EXIT_OK;

error:
	bot_table_free(&bots);
	uno_game_free(g);
	return CLI_EXIT_RUNTIME;
}

static void *worker_main(void *arg)
{
	struct worker *w = arg;
	struct run *run = w->run;

	w->rc = CLI_EXIT_OK;
	while (!atomic_load(&run->failed)) {
		long i = atomic_fetch_add(&run->next, 1);

		if (i >= run->o->games)
			break;
		w->rc = play_match(run, i, &w->st);
		if (w->rc != CLI_EXIT_OK) {
			cli_fail("game %ld of %ld failed (seed %" PRIu64 ")", i + 1,
				 run->o->games, run->o->seed);
			atomic_store(&run->failed, 1);
			break;
		}
		atomic_fetch_add(&run->done, 1);
	}
	return NULL;
}

static void merge(struct stats *into, const struct stats *from)
{
	into->games += from->games;
	for (int s = 0; s < UNO_MAX_PLAYERS; s++) {
		into->wins[s] += from->wins[s];
		into->team_wins[s] += from->team_wins[s];
	}
	into->rounds += from->rounds;
	into->blocked_rounds += from->blocked_rounds;
	into->moves += from->moves;
	into->turns += from->turns;
	for (int r = 0; r < DRAW_REASONS; r++)
		into->drawn[r] += from->drawn[r];
	into->drawn_other += from->drawn_other;
	into->catches += from->catches;
	into->challenges += from->challenges;
	into->bluffs_caught += from->bluffs_caught;
	into->jump_ins += from->jump_ins;
	into->stacks += from->stacks;
	into->swaps += from->swaps;
}

static void progress(long done, long total)
{
	enum {
		WIDTH = 40
	};
	int filled = (int)((double)done * WIDTH / (double)total);

	fprintf(stderr, "\r%3d%% [%.*s%*s] %ld/%ld",
		(int)((double)done * 100 / (double)total), filled,
		"########################################", WIDTH - filled, "",
		done, total);
	fflush(stderr);
}

static void progress_clear(void)
{
	fputs("\r\033[K", stderr);
	fflush(stderr);
}

static double seconds_since(const struct timespec *start)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)(now.tv_sec - start->tv_sec) +
	       (double)(now.tv_nsec - start->tv_nsec) / 1e9;
}

/* Starts the workers, draws the progress bar, and merges their totals. */
static int run_games(struct run *run, struct stats *total)
{
	const struct options *o = run->o;
	struct worker *w = calloc((size_t)o->threads, sizeof *w);
	int started = 0, rc = CLI_EXIT_OK;

	if (!w) {
		cli_fail("out of memory");
		return CLI_EXIT_RUNTIME;
	}
	for (; started < o->threads; started++) {
		w[started].run = run;
		int err = pthread_create(&w[started].thread, NULL, worker_main, &w[started]);
		if (err != 0) {
			cli_fail("starting thread %d: %s", started + 1, strerror(err));
			atomic_store(&run->failed, 1);
			rc = CLI_EXIT_RUNTIME;
			break;
		}
	}

	if (o->progress && started == o->threads) {
		const struct timespec tick = { 0, 100 * 1000 * 1000 };
		long shown = -1;

		for (;;) {
			long done = atomic_load(&run->done);

			if (done != shown)
				progress(done, o->games);
			shown = done;
			if (done >= o->games || atomic_load(&run->failed))
				break;
			nanosleep(&tick, NULL);
		}
		progress_clear();
	}

	memset(total, 0, sizeof *total);
	for (int t = 0; t < started; t++) {
		pthread_join(w[t].thread, NULL);
		if (w[t].rc != CLI_EXIT_OK)
			rc = w[t].rc;
		merge(total, &w[t].st);
	}
	free(w);
	return rc;
}

/* ---- --dask ---- */

/*
 * Plays the run with libuno.distributed instead (cli_exec_dask()), given the
 * checked options; the per-seat bots are spelt out. Returns only on error.
 */
static int run_dask(const struct run *run, const char *argv0)
{
	const struct options *o = run->o;
	const char *args[32 + 2 * CLI_MAX_RULES];
	char players[16], games[32], seed[32], workers[16];
	char bots[UNO_MAX_PLAYERS * 12] = "";
	int n = 0;

	if (o->variant.file || !cli_builtin_variant(o->variant.name)) {
		cli_fail("--dask plays the built-in variants; '%s' is a definition file",
			 o->variant.name);
		return CLI_EXIT_USAGE;
	}

	snprintf(players, sizeof players, "%d", o->players);
	snprintf(games, sizeof games, "%ld", o->games);
	snprintf(seed, sizeof seed, "%" PRIu64, o->seed);
	snprintf(workers, sizeof workers, "%d", o->threads);
	for (int s = 0; s < o->players; s++) {
		if (s)
			strcat(bots, ",");
		strcat(bots, bot_kind_name(run->kinds[s]));
	}
	args[n++] = "sim";
	args[n++] = "--variant";
	args[n++] = o->variant.name;
	args[n++] = "--players";
	args[n++] = players;
	args[n++] = "--games";
	args[n++] = games;
	args[n++] = "--seed";
	args[n++] = seed;
	args[n++] = "--bots";
	args[n++] = bots;
	n = cli_dask_rule_args(args, n, &o->rules);
	if (o->one_round == 1)
		args[n++] = "--one-round";
	if (o->json)
		args[n++] = "--json";
	if (!o->progress)
		args[n++] = "--no-progress";
	if (o->log) {
		args[n++] = "--log";
		args[n++] = o->log;
	}
	if (*o->dask) {
		args[n++] = "--scheduler";
		args[n++] = o->dask;
	} else if (o->threads_set) {
		args[n++] = "--workers";
		args[n++] = workers;
	}
	args[n] = NULL;
	return cli_exec_dask(argv0, args);
}

/* ---- the summary ---- */

static double ratio(double a, double b)
{
	return b > 0 ? a / b : 0.0;
}

static long long drawn_total(const struct stats *st)
{
	long long n = st->drawn_other;

	for (int r = 0; r < DRAW_REASONS; r++)
		n += st->drawn[r];
	return n;
}

/* How many seats each bot kind holds. */
static void seats_per_kind(const struct run *run, int seats[BOT_KIND_COUNT])
{
	memset(seats, 0, BOT_KIND_COUNT * sizeof seats[0]);
	for (int s = 0; s < run->o->players; s++)
		seats[run->kinds[s]]++;
}

static long wins_of_kind(const struct run *run, const struct stats *st, int kind)
{
	long n = 0;

	for (int s = 0; s < run->o->players; s++)
		if (run->kinds[s] == kind)
			n += st->wins[s];
	return n;
}

static void print_text(const struct run *run, const struct stats *st, double secs)
{
	const struct options *o = run->o;
	int players = o->players, seats[BOT_KIND_COUNT];

	printf("variant:          %s, %d players, seed %" PRIu64 "\n",
	       uno_rules_name(run->rules), players, o->seed);
	for (size_t i = 0; i < o->rules.count; i++)
		printf("rule:             %s\n", o->rules.rule[i].text);
	printf("games:            %ld\n", st->games);
	printf("wins by seat:\n");
	for (int s = 0; s < players; s++)
		printf("  seat %-2d %-8s %8ld  %5.1f%%\n", s,
		       bot_kind_name(run->kinds[s]), st->wins[s],
		       100.0 * ratio((double)st->wins[s], (double)st->games));
	seats_per_kind(run, seats);
	printf("wins by bot:\n");
	for (int k = 0; k < BOT_KIND_COUNT; k++) {
		if (seats[k] == 0)
			continue;
		long w = wins_of_kind(run, st, k);
		printf("  %-8s %2d seat%s %7ld  %5.1f%% (fair share %.1f%%)\n",
		       bot_kind_name(k), seats[k], seats[k] == 1 ? " " : "s", w,
		       100.0 * ratio((double)w, (double)st->games),
		       100.0 * seats[k] / players);
	}
	if (run->team_totals) {
		printf("wins by team:\n");
		for (int t = 0; t < players / 2; t++)
			printf("  team %d (seats %d and %d) %7ld  %5.1f%%\n", t, t,
			       t + players / 2, st->team_wins[t],
			       100.0 * ratio((double)st->team_wins[t], (double)st->games));
	}
	printf("rounds per match: %.2f (%ld rounds, %ld blocked)\n",
	       ratio((double)st->rounds, (double)st->games), st->rounds,
	       st->blocked_rounds);
	printf("turns per round:  %.2f (%lld turns, %lld moves with calls and catches)\n",
	       ratio((double)st->turns, (double)st->rounds), st->turns, st->moves);
	printf("cards drawn:      %lld, %.2f per round (turns %lld, card effects %lld, "
	       "UNO penalties %lld, challenges %lld, team play %lld)\n",
	       drawn_total(st), ratio((double)drawn_total(st), (double)st->rounds),
	       st->drawn[UNO_DRAW_TURN], st->drawn[UNO_DRAW_CARD_EFFECT],
	       st->drawn[UNO_DRAW_UNO_PENALTY],
	       st->drawn[UNO_DRAW_CHALLENGE_GUILTY] +
		       st->drawn[UNO_DRAW_CHALLENGE_FAILED],
	       st->drawn[UNO_DRAW_TEAM_PLAY]);
	printf("catches:          %ld\n", st->catches);
	printf("challenges:       %ld (%ld caught a bluff)\n", st->challenges,
	       st->bluffs_caught);
	printf("jump-ins:         %ld\n", st->jump_ins);
	printf("stacked cards:    %ld\n", st->stacks);
	printf("swaps:            %ld\n", st->swaps);
	/* Guard the rates: a tiny run may take less than the clock's tick. */
	if (secs < 1e-9)
		secs = 1e-9;
	printf("time:             %.3f s on %d thread%s, %.0f games/s, %.0f moves/s\n",
	       secs, o->threads, o->threads == 1 ? "" : "s",
	       (double)st->games / secs, (double)st->moves / secs);
	printf("moves per game:   %.2f (a game is %s)\n",
	       ratio((double)st->moves, (double)st->games),
	       run->one_round ? "one round" : "a whole match");
}

static void print_json(const struct run *run, const struct stats *st, double secs)
{
	const struct options *o = run->o;
	int players = o->players, seats[BOT_KIND_COUNT];
	bool seen[UNO_OPT_COUNT_ + 64] = { false };
	int n = 0;

	if (secs < 1e-9)
		secs = 1e-9;
	printf("{\"variant\": ");
	cli_json_string(stdout, uno_rules_name(run->rules));
	printf(", \"players\": %d, \"seed\": %" PRIu64 ", \"games\": %ld, "
	       "\"threads\": %d,\n",
	       players, o->seed, st->games, o->threads);

	/* The options set, with the value each ended up with. */
	printf(" \"rules\": {");
	for (size_t i = 0; i < o->rules.count; i++) {
		int opt = o->rules.rule[i].option, value = 0;

		if (opt < 0 || (size_t)opt >= sizeof seen / sizeof seen[0] || seen[opt])
			continue;
		seen[opt] = true;
		uno_rules_get(run->rules, opt, &value);
		printf("%s", n++ ? ", " : "");
		cli_json_string(stdout, uno_option_name(opt));
		printf(": %d", value);
	}
	printf("},\n \"bots\": [");
	for (int s = 0; s < players; s++)
		printf("%s\"%s\"", s ? ", " : "", bot_kind_name(run->kinds[s]));
	printf("],\n \"wins\": [");
	for (int s = 0; s < players; s++)
		printf("%s%ld", s ? ", " : "", st->wins[s]);
	printf("],\n \"wins_by_bot\": {");
	seats_per_kind(run, seats);
	n = 0;
	for (int k = 0; k < BOT_KIND_COUNT; k++) {
		if (seats[k] == 0)
			continue;
		printf("%s\"%s\": {\"seats\": %d, \"wins\": %ld}", n++ ? ", " : "",
		       bot_kind_name(k), seats[k], wins_of_kind(run, st, k));
	}
	printf("},\n");
	if (run->team_totals) {
		printf(" \"wins_by_team\": [");
		for (int t = 0; t < players / 2; t++)
			printf("%s%ld", t ? ", " : "", st->team_wins[t]);
		printf("],\n");
	}
	printf(" \"rounds\": %ld, \"blocked_rounds\": %ld, \"rounds_per_game\": %.4f,\n",
	       st->rounds, st->blocked_rounds,
	       ratio((double)st->rounds, (double)st->games));
	printf(" \"turns\": %lld, \"turns_per_round\": %.4f, \"moves\": %lld,\n",
	       st->turns, ratio((double)st->turns, (double)st->rounds), st->moves);
	printf(" \"one_round\": %s, \"moves_per_game\": %.4f,\n",
	       run->one_round ? "true" : "false",
	       ratio((double)st->moves, (double)st->games));
	/* Keyed by the library's names of the draw reasons (text.h). */
	printf(" \"cards_drawn\": {\"total\": %lld", drawn_total(st));
	for (int r = 0; r < DRAW_REASONS; r++)
		printf(", \"%s\": %lld", uno_draw_reason_name(r), st->drawn[r]);
	printf("},\n");
	printf(" \"catches\": %ld, \"challenges\": %ld, \"bluffs_caught\": %ld, "
	       "\"jump_ins\": %ld, \"stacked_cards\": %ld, \"swaps\": %ld,\n",
	       st->catches, st->challenges, st->bluffs_caught, st->jump_ins,
	       st->stacks, st->swaps);
	printf(" \"seconds\": %.6f, \"games_per_second\": %.1f, "
	       "\"moves_per_second\": %.1f}\n",
	       secs, (double)st->games / secs, (double)st->moves / secs);
}

int main(int argc, char **argv)
{
	struct options o;
	struct stats total;
	struct run run;
	uno_rules *rules = NULL;
	struct timespec start;
	int rc, rotating = 0;

	cli_prog = "uno-sim";
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

	/* A list of bots sets the player count, and must agree with it. */
	if (o.nbots > 1 && o.players != 0 && o.players != o.nbots) {
		cli_fail("--bots names %d seats but --players is %d", o.nbots,
			 o.players);
		rc = CLI_EXIT_USAGE;
		goto out;
	}
	rc = cli_players(rules, o.nbots > 1 ? o.nbots : o.players, &o.players);
	if (rc != CLI_EXIT_OK)
		goto out;
	rc = cli_probe_game(rules, o.players);
	if (rc != CLI_EXIT_OK)
		goto out;

	memset(&run, 0, sizeof run);
	run.o = &o;
	run.rules = rules;
	bool all_reference = true;
	for (int s = 0; s < o.players; s++) {
		run.kinds[s] = o.nbots > 1 ? o.bots[s] : o.bots[0];
		all_reference = all_reference && run.kinds[s] == BOT_REFERENCE;
	}
	run.one_round = o.one_round < 0 ? all_reference : o.one_round;
	run.bystanders = !all_reference;
	/* Rotating partners change teams every round: no team totals. */
	uno_rules_get(rules, UNO_OPT_ROTATING_PARTNERS, &rotating);
	run.team_totals = uno_rules_team_size(rules) == 2 && !rotating;
	atomic_init(&run.next, 0);
	atomic_init(&run.done, 0);
	atomic_init(&run.failed, 0);

	if (o.dask) {
		rc = run_dask(&run, argv[0]);
		goto out;
	}

	clock_gettime(CLOCK_MONOTONIC, &start);
	rc = run_games(&run, &total);
	if (rc != CLI_EXIT_OK)
		goto out;
	if (o.json)
		print_json(&run, &total, seconds_since(&start));
	else
		print_text(&run, &total, seconds_since(&start));
	if (fflush(stdout) != 0) {
		cli_fail("writing the summary: %s", strerror(errno));
		rc = CLI_EXIT_RUNTIME;
	}

out:
	uno_rules_free(rules);
	return rc;
}
