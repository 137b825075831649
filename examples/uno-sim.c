/*
 * uno-sim: plays many matches between random bots and prints statistics.
 *
 * It uses only the public API (<uno/uno.h>), as any host would. Every
 * choice the bots make comes from this program's own small generator,
 * seeded from --seed, so a given command line always plays the same games
 * and prints the same numbers (except the timings).
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <uno/uno.h>

#define PROG "uno-sim"

enum {
	EXIT_OK = 0,
	EXIT_USAGE = 1,
	EXIT_RUNTIME = 2
};

/* Most --rule options one command line may carry. */
#define MAX_RULES 64

/*
 * A random bot that is not on turn still watches the table: each step, a
 * seat that may catch someone does so with probability CATCH_ODDS, and a
 * seat that forgot to call UNO remembers with probability CALL_ODDS (in
 * 1/256ths). Catches that are never tried would leave G-6 unexercised.
 */
#define CATCH_ODDS 96
#define CALL_ODDS 64

/*
 * Safety net: the library guarantees every round ends (G-4), so a match
 * that needs this many moves means a bug, reported as a runtime error.
 */
#define MAX_MOVES_PER_MATCH 5000000L

struct rule_setting {
	const char *text; /* "name=value" as given, for messages */
	int option;
	int value;
};

struct options {
	const char *variant;
	int players;
	long games;
	uint64_t seed;
	bool progress;
	struct rule_setting rules[MAX_RULES];
	size_t nrules;
};

/* Totals over all games; also the event hook's user pointer. */
struct stats {
	long games;
	long wins[UNO_MAX_PLAYERS];
	long rounds;
	long blocked_rounds;
	long long moves;
	long long drawn[5]; /* by uno_draw_reason */
	long long drawn_other;
	long catches;
	long challenges;
};

static void fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static void fail(const char *fmt, ...)
{
	va_list ap;

	fputs(PROG ": ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

/* ---- the program's own generator: splitmix64 ---- */

static uint64_t rand_next(uint64_t *state)
{
	uint64_t z = (*state += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

/* Uniform in [0, n): reject the few values that would favour low ones. */
static uint32_t rand_below(uint64_t *state, uint32_t n)
{
	uint64_t limit = (0 - (uint64_t)n) % n;
	uint64_t x;

	do
		x = rand_next(state);
	while (x < limit);
	return (uint32_t)(x % n);
}

static bool rand_odds(uint64_t *state, unsigned in256)
{
	return rand_below(state, 256) < in256;
}

/* ---- command line ---- */

static void list_variants(FILE *f)
{
	size_t n = uno_rules_builtin_count();

	for (size_t i = 0; i < n; i++) {
		const uno_rules *r = uno_rules_builtin_at(i);
		int min = 0, max = 0;

		uno_rules_players(r, &min, &max);
		fprintf(f, "              %-12s %d-%d players\n",
			uno_rules_name(r), min, max);
	}
}

/*
 * Every option the library knows, with its description, and its default
 * and bounds as the variant @rules has them (or a note that the variant
 * does not have it). All of it comes from the library, so options added
 * later are listed too.
 */
static void list_rules(FILE *f, const uno_rules *rules)
{
	int n = uno_option_count();

	for (int i = 0; i < n; i++) {
		const char *name = uno_option_name(i);
		const char *desc = uno_option_description(i);
		int min = 0, max = 0, def = 0;

		if (!name)
			continue;
		fprintf(f, "              %-20s %s\n", name, desc ? desc : "");
		if (uno_rules_option_info(rules, i, &min, &max, &def) == UNO_OK)
			fprintf(f, "              %-20s default %d, from %d to %d\n",
				"", def, min, max);
		else
			fprintf(f, "              %-20s not in %s\n", "",
				uno_rules_name(rules));
	}
}

/*
 * The variant --help describes: the one named by --variant anywhere on the
 * command line, else classic (an unknown name also falls back to classic;
 * playing with it reports the error).
 */
static const uno_rules *help_variant(int argc, char **argv)
{
	const uno_rules *rules = NULL;
	const char *name = "classic";

	for (int i = 1; i < argc; i++) {
		if (strncmp(argv[i], "--variant=", 10) == 0)
			name = argv[i] + 10;
		else if (strcmp(argv[i], "--variant") == 0 && i + 1 < argc)
			name = argv[++i];
	}
	if (uno_rules_builtin(&rules, name) != UNO_OK)
		uno_rules_builtin(&rules, "classic");
	return rules;
}

static void usage(FILE *f, const uno_rules *rules)
{
	fprintf(f,
		"NAME\n"
		"       " PROG " - simulate UNO matches between random bots\n"
		"\n"
		"SYNOPSIS\n"
		"       " PROG " [--variant NAME] [--players N] [--games N]\n"
		"               [--seed S] [--rule NAME=VALUE]... [--no-progress]\n"
		"       " PROG " --help\n"
		"\n"
		"DESCRIPTION\n"
		"       Plays N full matches (rounds until a seat reaches the target\n"
		"       score) with libuno. At each step the seat whose decision is\n"
		"       pending makes a uniformly random legal move, and every other\n"
		"       seat may catch a player who forgot to call UNO. All choices\n"
		"       come from a generator seeded with S, so the same command line\n"
		"       plays the same games. Prints wins per seat, rounds per match,\n"
		"       moves per round, cards drawn and the throughput. A progress\n"
		"       bar is drawn on standard error when it is a terminal.\n"
		"\n"
		"OPTIONS\n"
		"       --variant NAME\n"
		"              The rule table to play (default: classic). Built in:\n");
	list_variants(f);
	fprintf(f,
		"\n"
		"       --players N\n"
		"              Seats at the table (default: 4, or the fewest the\n"
		"              variant allows when it does not allow 4).\n"
		"\n"
		"       --games N\n"
		"              Matches to play, at least 1 (default: 1000).\n"
		"\n"
		"       --seed S\n"
		"              Seed of the bots and the games, 0 to 2^64-1 (default: 1).\n"
		"\n"
		"       --rule NAME=VALUE\n"
		"              Sets a rule option before playing; may be repeated.\n"
		"              Options, with their default and bounds in %s\n"
		"              (--variant NAME --help shows another variant's):\n",
		uno_rules_name(rules));
	list_rules(f, rules);
	fprintf(f,
		"\n"
		"       --no-progress\n"
		"              Never draw the progress bar.\n"
		"\n"
		"       -h, --help\n"
		"              Print this help and exit.\n"
		"\n"
		"EXIT STATUS\n"
		"       0 on success, 1 for a usage error (bad option or value),\n"
		"       2 when the library reports an error while playing.\n"
		"\n"
		"EXAMPLES\n"
		"       " PROG " --games 10000 --seed 7\n"
		"       " PROG " --players 2 --rule uno_penalty=4\n"
		"       " PROG " --rule stacking=1 --rule jump_in=1 --rule seven_o=1\n");
}

/* Strict decimal parse: the whole text, within [min, max]. */
static bool parse_long(const char *text, long min, long max, long *out)
{
	char *end;
	long v;

	if (*text == '\0')
		return false;
	errno = 0;
	v = strtol(text, &end, 10);
	if (errno != 0 || *end != '\0' || v < min || v > max)
		return false;
	*out = v;
	return true;
}

static bool parse_u64(const char *text, uint64_t *out)
{
	char *end;
	unsigned long long v;

	/* strtoull would accept "-1" and wrap it; a seed is never negative. */
	if (*text < '0' || *text > '9')
		return false;
	errno = 0;
	v = strtoull(text, &end, 10);
	if (errno != 0 || *end != '\0')
		return false;
	*out = (uint64_t)v;
	return true;
}

/*
 * Splits "--name=value" or "--name value". Returns the value (advancing *i
 * past it in the second form), or NULL after reporting a missing value.
 */
static const char *option_value(int argc, char **argv, int *i, const char *name)
{
	const char *arg = argv[*i];
	size_t len = strlen(name);

	if (arg[len] == '=')
		return arg + len + 1;
	if (*i + 1 >= argc) {
		fail("option %s needs a value", name);
		return NULL;
	}
	return argv[++*i];
}

/* Whether argv word @arg is option @name, alone or as "name=value". */
static bool is_option(const char *arg, const char *name)
{
	size_t len = strlen(name);

	return strncmp(arg, name, len) == 0 &&
	       (arg[len] == '\0' || arg[len] == '=');
}

/* Returns EXIT_OK, EXIT_USAGE, or -1 when --help was printed. */
static int parse_args(int argc, char **argv, struct options *o)
{
	o->variant = "classic";
	o->players = 0; /* 4, or the fewest the variant allows */
	o->games = 1000;
	o->seed = 1;
	o->progress = isatty(STDERR_FILENO);
	o->nrules = 0;

	for (int i = 1; i < argc; i++) {
		const char *arg = argv[i];
		const char *val;
		long n;

		if (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0) {
			usage(stdout, help_variant(argc, argv));
			return -1;
		} else if (strcmp(arg, "--no-progress") == 0) {
			o->progress = false;
		} else if (is_option(arg, "--variant")) {
			if (!(val = option_value(argc, argv, &i, "--variant")))
				return EXIT_USAGE;
			o->variant = val;
		} else if (is_option(arg, "--players")) {
			if (!(val = option_value(argc, argv, &i, "--players")))
				return EXIT_USAGE;
			if (!parse_long(val, 1, UNO_MAX_PLAYERS, &n)) {
				fail("--players: '%s' is not a number from 1 to %d",
				     val, UNO_MAX_PLAYERS);
				return EXIT_USAGE;
			}
			o->players = (int)n;
		} else if (is_option(arg, "--games")) {
			if (!(val = option_value(argc, argv, &i, "--games")))
				return EXIT_USAGE;
			if (!parse_long(val, 1, LONG_MAX, &n)) {
				fail("--games: '%s' is not a positive number",
				     val);
				return EXIT_USAGE;
			}
			o->games = n;
		} else if (is_option(arg, "--seed")) {
			if (!(val = option_value(argc, argv, &i, "--seed")))
				return EXIT_USAGE;
			if (!parse_u64(val, &o->seed)) {
				fail("--seed: '%s' is not a number from 0 to 2^64-1",
				     val);
				return EXIT_USAGE;
			}
		} else if (is_option(arg, "--rule")) {
			if (!(val = option_value(argc, argv, &i, "--rule")))
				return EXIT_USAGE;
			if (o->nrules == MAX_RULES) {
				fail("at most %d --rule options", MAX_RULES);
				return EXIT_USAGE;
			}
			o->rules[o->nrules++].text = val;
		} else {
			fail("unknown option '%s' (try --help)", arg);
			return EXIT_USAGE;
		}
	}
	return EXIT_OK;
}

/* Resolves each --rule against the option names and sets it on @rules. */
static int apply_rules(uno_rules *rules, struct options *o)
{
	for (size_t i = 0; i < o->nrules; i++) {
		struct rule_setting *s = &o->rules[i];
		const char *eq = strchr(s->text, '=');
		char name[64];
		long value;
		int min = 0, max = 0, rc;

		if (!eq || eq == s->text ||
		    (size_t)(eq - s->text) >= sizeof name) {
			fail("--rule '%s': expected NAME=VALUE", s->text);
			return EXIT_USAGE;
		}
		memcpy(name, s->text, (size_t)(eq - s->text));
		name[eq - s->text] = '\0';
		if (uno_option_lookup(name, &s->option) != UNO_OK) {
			fail("--rule '%s': no rule is named '%s' (see --help)",
			     s->text, name);
			return EXIT_USAGE;
		}
		if (!parse_long(eq + 1, INT_MIN, INT_MAX, &value)) {
			fail("--rule '%s': '%s' is not a whole number", s->text,
			     eq + 1);
			return EXIT_USAGE;
		}
		s->value = (int)value;
		rc = uno_rules_set(rules, s->option, s->value);
		if (rc == UNO_ERANGE &&
		    uno_rules_option_info(rules, s->option, &min, &max, NULL) ==
			    UNO_OK) {
			fail("--rule '%s': %s must be from %d to %d", s->text,
			     name, min, max);
			return EXIT_USAGE;
		}
		if (rc == UNO_ENOTSUP) {
			fail("--rule '%s': the %s variant has no option '%s'",
			     s->text, uno_rules_name(rules), name);
			return EXIT_USAGE;
		}
		if (rc != UNO_OK) {
			fail("--rule '%s': %s", s->text, uno_strerror(rc));
			return EXIT_USAGE;
		}
	}
	return EXIT_OK;
}

/* ---- playing ---- */

static void on_event(const uno_game *game, const uno_event *ev, void *user)
{
	struct stats *st = user;

	(void)game;
	switch (ev->type) {
	case UNO_EV_DRAW:
		if (ev->reason < sizeof st->drawn / sizeof st->drawn[0])
			st->drawn[ev->reason]++;
		else
			st->drawn_other++;
		break;
	case UNO_EV_CATCH:
		st->catches++;
		break;
	case UNO_EV_CHALLENGE:
		st->challenges++;
		break;
	case UNO_EV_ROUND_END:
		if (ev->reason == 1)
			st->blocked_rounds++;
		break;
	default:
		break;
	}
}

static void report_refusal(uno_game *g, int seat, const uno_move *m, int rc)
{
	char text[32];

	if (uno_move_format(m, text, sizeof text) < 0)
		strcpy(text, "?");
	fail("seat %d: listed move '%s' was refused: %s: %s", seat, text,
	     uno_strerror(rc), uno_game_errmsg(g));
}

/*
 * Lets a seat that is not on turn act: call its own forgotten UNO, or catch
 * someone who forgot. Returns the number of moves made, or -1.
 */
static int bystander(uno_game *g, int seat, uint64_t *rng, uno_move *buf)
{
	int n = uno_game_legal_moves(g, seat, buf, UNO_MAX_MOVES);
	int catches = 0, call = -1, rc;
	uno_move pick;

	if (n < 0 || n > UNO_MAX_MOVES) {
		fail("listing the moves of seat %d failed (%d)", seat, n);
		return -1;
	}
	for (int i = 0; i < n; i++) {
		if (buf[i].type == UNO_MOVE_CATCH)
			buf[catches++] = buf[i];
		else if (buf[i].type == UNO_MOVE_UNO)
			call = i;
	}
	if (call >= 0 && rand_odds(rng, CALL_ODDS)) {
		pick = uno_move_init(UNO_MOVE_UNO);
	} else if (catches > 0 && rand_odds(rng, CATCH_ODDS)) {
		pick = buf[rand_below(rng, (uint32_t)catches)];
	} else {
		return 0;
	}
	rc = uno_game_apply(g, seat, &pick);
	if (rc != UNO_OK) {
		report_refusal(g, seat, &pick, rc);
		return -1;
	}
	return 1;
}

/* Plays one match to the end. Returns EXIT_OK or EXIT_RUNTIME. */
static int play_match(const uno_rules *rules, int players, uint64_t *rng,
		      struct stats *st)
{
	static const uno_hooks hooks_template = {
		.size = sizeof(uno_hooks),
		.event = on_event,
	};
	uno_move buf[UNO_MAX_MOVES];
	uno_game *g;
	long moves = 0;
	int rc, winner;

	rc = uno_game_new(&g, rules, players, rand_next(rng), NULL, NULL);
	if (rc != UNO_OK) {
		fail("creating a game: %s", uno_strerror(rc));
		return EXIT_RUNTIME;
	}
	rc = uno_game_set_hooks(g, &hooks_template, st);
	if (rc != UNO_OK) {
		fail("installing the event hook: %s", uno_strerror(rc));
		goto error;
	}

	for (;;) {
		int phase = uno_game_phase(g);
		int seat, n, first;

		if (phase == UNO_PHASE_MATCH_OVER)
			break;
		if (phase == UNO_PHASE_ROUND_OVER) {
			rc = uno_game_next_round(g);
			if (rc != UNO_OK) {
				fail("dealing round %d: %s: %s",
				     uno_game_round(g) + 1, uno_strerror(rc),
				     uno_game_errmsg(g));
				goto error;
			}
			continue;
		}
		if (phase < 0) {
			fail("reading the phase: %s", uno_strerror(phase));
			goto error;
		}
		if (moves >= MAX_MOVES_PER_MATCH) {
			fail("a match did not end after %ld moves", moves);
			goto error;
		}

		/*
		 * Bystanders look in turn from a random seat: a fixed order
		 * would let low seats catch first and win more often.
		 */
		seat = uno_game_current_player(g);
		first = (int)rand_below(rng, (uint32_t)players);
		for (int k = 0; k < players; k++) {
			int s = (first + k) % players;

			if (s == seat)
				continue;
			n = bystander(g, s, rng, buf);
			if (n < 0)
				goto error;
			moves += n;
		}

		/* Calls and catches never change whose decision is pending. */
		seat = uno_game_current_player(g);
		if (seat < 0) {
			fail("phase %d has no current player: %s", phase,
			     uno_strerror(seat));
			goto error;
		}
		n = uno_game_legal_moves(g, seat, buf, UNO_MAX_MOVES);
		if (n <= 0 || n > UNO_MAX_MOVES) {
			fail("seat %d has no legal move in phase %d (%d)", seat,
			     phase, n);
			goto error;
		}
		const uno_move *m = &buf[rand_below(rng, (uint32_t)n)];
		rc = uno_game_apply(g, seat, m);
		if (rc != UNO_OK) {
			report_refusal(g, seat, m, rc);
			goto error;
		}
		moves++;
	}

	winner = uno_game_match_winner(g);
	if (winner < 0 || winner >= players) {
		fail("the match is over but has no winner (%d)", winner);
		goto error;
	}
	st->wins[winner]++;
	st->rounds += uno_game_round(g);
	st->moves += moves;
	st->games++;
	uno_game_free(g);
	return EXIT_OK;

error:
	uno_game_free(g);
	return EXIT_RUNTIME;
}

static void progress(long done, long total)
{
	enum {
		WIDTH = 40
	};
	int filled = (int)(done * WIDTH / total);

	fprintf(stderr, "\r%3d%% [%.*s%*s] %ld/%ld", (int)(done * 100 / total),
		filled, "########################################",
		WIDTH - filled, "", done, total);
	if (done == total)
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

static void print_summary(const struct options *o, const uno_rules *rules,
			  const struct stats *st, double secs)
{
	long long drawn = st->drawn_other;

	for (size_t i = 0; i < sizeof st->drawn / sizeof st->drawn[0]; i++)
		drawn += st->drawn[i];

	printf("variant:          %s, %d players, seed %" PRIu64 "\n",
	       uno_rules_name(rules), o->players, o->seed);
	for (size_t i = 0; i < o->nrules; i++)
		printf("rule:             %s\n", o->rules[i].text);
	printf("games:            %ld\n", st->games);
	printf("wins:\n");
	for (int s = 0; s < o->players; s++)
		printf("  seat %-2d         %ld (%.1f%%)\n", s, st->wins[s],
		       100.0 * (double)st->wins[s] / (double)st->games);
	printf("rounds per game:  %.2f (%ld rounds, %ld blocked)\n",
	       (double)st->rounds / (double)st->games, st->rounds,
	       st->blocked_rounds);
	printf("moves per round:  %.2f (%lld moves)\n",
	       (double)st->moves / (double)st->rounds, st->moves);
	printf("cards drawn:      %lld (turns %lld, card effects %lld, "
	       "UNO penalties %lld, challenges %lld)\n",
	       drawn, st->drawn[UNO_DRAW_TURN], st->drawn[UNO_DRAW_CARD_EFFECT],
	       st->drawn[UNO_DRAW_UNO_PENALTY],
	       st->drawn[UNO_DRAW_CHALLENGE_GUILTY] +
		       st->drawn[UNO_DRAW_CHALLENGE_FAILED]);
	printf("catches:          %ld\n", st->catches);
	printf("challenges:       %ld\n", st->challenges);
	/* Guard the rates: a tiny run may take less than the clock's tick. */
	if (secs < 1e-9)
		secs = 1e-9;
	printf("time:             %.3f s, %.0f games/s, %.0f moves/s\n", secs,
	       (double)st->games / secs, (double)st->moves / secs);
}

int main(int argc, char **argv)
{
	struct options o;
	struct stats st;
	const uno_rules *builtin;
	uno_rules *rules = NULL;
	struct timespec start;
	uint64_t rng;
	int min, max, rc;

	rc = parse_args(argc, argv, &o);
	if (rc < 0)
		return EXIT_OK;
	if (rc != EXIT_OK)
		return rc;

	if (uno_version() != UNO_VERSION_NUMBER) {
		fail("built with libuno %s but running with %s",
		     UNO_VERSION_STRING, uno_version_string());
		return EXIT_RUNTIME;
	}

	if (uno_rules_builtin(&builtin, o.variant) != UNO_OK) {
		fail("unknown variant '%s' (see --help)", o.variant);
		return EXIT_USAGE;
	}
	rc = uno_rules_copy(&rules, builtin, NULL, NULL);
	if (rc != UNO_OK) {
		fail("copying the rules: %s", uno_strerror(rc));
		return EXIT_RUNTIME;
	}
	rc = apply_rules(rules, &o);
	if (rc != EXIT_OK)
		goto out;
	uno_rules_players(rules, &min, &max);
	if (o.players == 0)
		o.players = uno_rules_allows_players(rules, 4) == 1 ? 4 : min;
	if (uno_rules_allows_players(rules, o.players) != 1) {
		fail("--players: %s cannot be played by %d players (%d to %d%s)",
		     uno_rules_name(rules), o.players, min, max,
		     uno_rules_team_size(rules) > 1 ? ", an even number" : "");
		rc = EXIT_USAGE;
		goto out;
	}

	/* A configuration the library refuses is the user's to fix. */
	{
		uno_game *probe = NULL;
		int err = uno_game_new(&probe, rules, o.players, 0, NULL, NULL);

		uno_game_free(probe);
		if (err != UNO_OK) {
			fail("these rules cannot be played by %d players: %s",
			     o.players, uno_strerror(err));
			rc = err == UNO_EINVAL ? EXIT_USAGE : EXIT_RUNTIME;
			goto out;
		}
	}

	memset(&st, 0, sizeof st);
	rng = o.seed;
	clock_gettime(CLOCK_MONOTONIC, &start);
	for (long i = 0; i < o.games; i++) {
		rc = play_match(rules, o.players, &rng, &st);
		if (rc != EXIT_OK) {
			fail("game %ld of %ld failed", i + 1, o.games);
			goto out;
		}
		if (o.progress &&
		    (o.games < 100 || (i + 1) % (o.games / 100) == 0 ||
		     i + 1 == o.games))
			progress(i + 1, o.games);
	}
	print_summary(&o, rules, &st, seconds_since(&start));
	if (fflush(stdout) != 0) {
		fail("writing the summary: %s", strerror(errno));
		rc = EXIT_RUNTIME;
	}

out:
	uno_rules_free(rules);
	return rc;
}
