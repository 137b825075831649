/*
 * bench-playouts: random rounds played to their end, per variant and
 * player count.
 *
 *   api.reference   the reference policy through the public API: the
 *                   library's move for the seat (uno_game_policy_move(),
 *                   bench.h), applied.
 *   api.decision    the same policy as a fast host plays it: the decision
 *                   as masks (uno_game_decision()), the policy's move
 *                   applied by its index (uno_game_apply_index()), and one
 *                   handle for every game (uno_game_reset()). The same
 *                   games as api.reference.
 *   api.untracked   api.decision with what the history tells the seats
 *                   not tracked (uno_game_set_tracking(game, 0)): the same
 *                   games, without the belief's bookkeeping.
 *   api.uniform     the same loop, any listed move uniformly.
 *   builtin.*       the same policies played by uno_game_playout() (the
 *                   same games as the api.* loops for the same seeds).
 * Uniform rounds of Teams run to hundreds of thousands of moves (a draw
 * is as likely as a play, and a team goes out together): they are left
 * out of the uniform modes.
 *
 * A game is one round: a new game from its seed (which draws the dealer
 * by lot, shuffles and deals) and play until the round is over. One
 * handle plays all the games of a run, uno_game_reset() giving each the
 * game uno_game_new() would (as the baseline reuses its struct). Figures: games/s, moves/s and moves per game, each the
 * median of --runs timed runs; ns per move relative to Classic.
 *
 * usage: playouts [--runs N] [--seconds S] [--variant NAME] [--players N]
 *                 [--mode MODE] [--games N] [--threads T]
 * With --games N, it plays exactly N games of one configuration once
 * (for valgrind --tool=callgrind --toggle-collect=bench_games).
 *
 * With --threads T (2 or more) it measures instead how the library scales
 * across threads: 4-player Classic (or --variant, --players) in the
 * built-in playout and the fast host (or --mode), one game handle at a
 * time per thread, each thread its own seeds. A round of the measure
 * times one thread playing a block of games, then T threads playing a
 * block each at once; the speedup is the median of the T-thread rates
 * over the median of the one-thread rates, --runs rounds (figures
 * playout.MODE.VARIANT.Pp.threads_T_speedup, and the two rates).
 * SPDX-License-Identifier: MIT
 */
#include "bench.h"

#include <pthread.h>

enum mode {
	API_REFERENCE,
	BUILTIN_REFERENCE,
	API_UNIFORM,
	BUILTIN_UNIFORM,
	API_DECISION,
	API_UNTRACKED,
	MODE_COUNT
};

static const char *const mode_name[MODE_COUNT] = {
	"api.reference", "builtin.reference", "api.uniform", "builtin.uniform", "api.decision",
	"api.untracked",
};

struct config {
	const uno_rules *rules;
	int players;
	enum mode mode;
};

static void fail(const char *what, int rc)
{
	fprintf(stderr, "playouts: %s: %s\n", what, uno_strerror(rc));
	exit(1);
}

/* Plays the current round to its end; returns the moves applied. */
static long play_api(uno_game *g, enum mode mode, struct bench_rng *r)
{
	int policy = mode == API_REFERENCE ? UNO_PLAYOUT_REFERENCE : UNO_PLAYOUT_UNIFORM;
	long applied = 0;

	for (;;) {
		int seat = uno_game_current_player(g);
		if (seat < 0)
			return applied;
		uno_move m = bench_policy(g, policy, r);
		int rc = uno_game_apply(g, seat, &m);
		if (rc != UNO_OK)
			fail("apply", rc);
		applied++;
	}
}

/* The round played as a fast host plays it: the decision, then the move
 * by its index. */
static long play_decisions(uno_game *g, struct bench_rng *r)
{
	uno_decision d = { .size = sizeof d };
	const uno_rules *rules = uno_game_rules(g);
	long applied = 0;

	for (;;) {
		int rc = uno_game_decision(g, &d);
		if (rc != UNO_OK)
			fail("decision", rc);
		if (d.seat < 0)
			return applied;
		uno_move m = bench_policy(g, UNO_PLAYOUT_REFERENCE, r);
		int index = uno_rules_move_index(rules, &m);
		if (index < 0)
			fail("move index", index);
		rc = uno_game_apply_index(g, d.seat, index);
		if (rc != UNO_OK)
			fail("apply index", rc);
		applied++;
	}
}

/* api.decision and api.untracked: one handle for all the games, reset
 * for each. */
static long decision_games(const struct config *c, uint64_t first, long count)
{
	long moves = 0;
	uno_game *g;
	int rc = uno_game_new(&g, c->rules, c->players, first, NULL, NULL);

	if (rc != UNO_OK)
		fail("new game", rc);
	if (c->mode == API_UNTRACKED && (rc = uno_game_set_tracking(g, 0)) != UNO_OK)
		fail("tracking", rc);
	for (long i = 0; i < count; i++) {
		uint64_t seed = first + (uint64_t)i;
		struct bench_rng r;
		if (i > 0 && (rc = uno_game_reset(g, seed)) != UNO_OK)
			fail("reset", rc);
		bench_rng_seed(&r, ~seed);
		moves += play_decisions(g, &r);
	}
	uno_game_free(g);
	return moves;
}

/* Plays games [first, first + count); returns the moves. Not static, so
 * that callgrind can count exactly this function (--toggle-collect). */
long bench_games(const struct config *c, uint64_t first, long count);

long bench_games(const struct config *c, uint64_t first, long count)
{
	long moves = 0;

	if (c->mode == API_DECISION || c->mode == API_UNTRACKED)
		return decision_games(c, first, count);
	/* One handle for all the games, reset for each (as the baseline
	 * reuses its struct): the figures are the playing, not malloc. */
	uno_game *g;
	int rc = uno_game_new(&g, c->rules, c->players, first, NULL, NULL);
	if (rc != UNO_OK)
		fail("new game", rc);
	for (long i = 0; i < count; i++) {
		uint64_t seed = first + (uint64_t)i;
		struct bench_rng r;
		if (i > 0 && (rc = uno_game_reset(g, seed)) != UNO_OK)
			fail("reset", rc);
		if (c->mode == BUILTIN_REFERENCE || c->mode == BUILTIN_UNIFORM) {
			rc = uno_game_playout(g, ~seed, c->mode == BUILTIN_REFERENCE
							    ? UNO_PLAYOUT_REFERENCE
							    : UNO_PLAYOUT_UNIFORM);
			if (rc < 0)
				fail("playout", rc);
			moves += rc;
		} else {
			bench_rng_seed(&r, ~seed);
			moves += play_api(g, c->mode, &r);
		}
	}
	uno_game_free(g);
	return moves;
}

struct result {
	double games_per_s, moves_per_s, moves_per_game;
};

/* How many games fill a run of about @seconds on one thread, found by
 * playing doubling blocks from the seed *next on (moved past them). */
static long calibrate(const struct config *c, double seconds, uint64_t *next)
{
	long games = 64;

	for (;;) {
		double t0 = bench_now();
		bench_games(c, *next, games);
		*next += (uint64_t)games;
		if (bench_now() - t0 > seconds / 8 || games > (1L << 26))
			break;
		games *= 2;
	}
	return games * 8;
}

/* Median of @runs runs of about @seconds each. */
static struct result measure(const struct config *c, int runs, double seconds)
{
	double gps[64], mps[64];
	long total_games = 0, total_moves = 0;
	uint64_t next = 1;

	long batch = calibrate(c, seconds, &next);
	for (int k = 0; k < runs; k++) {
		double t0 = bench_now();
		long moves = bench_games(c, next, batch);
		double dt = bench_now() - t0;
		next += (uint64_t)batch;
		gps[k] = (double)batch / dt;
		mps[k] = (double)moves / dt;
		total_games += batch;
		total_moves += moves;
	}
	struct result res = {
		bench_median(gps, runs),
		bench_median(mps, runs),
		(double)total_moves / (double)total_games,
	};
	return res;
}

static void name_of(char *buf, size_t cap, const struct config *c, const char *what)
{
	snprintf(buf, cap, "playout.%s.%s.%dp.%s", mode_name[c->mode], uno_rules_name(c->rules),
		 c->players, what);
}

/* One thread's share of a threaded block: its games, from its own seeds. */
struct share {
	const struct config *c;
	uint64_t first;
	long games;
	pthread_t thread;
};

static void *play_share(void *arg)
{
	struct share *sh = arg;

	bench_games(sh->c, sh->first, sh->games);
	return NULL;
}

/* Games/s of @threads threads playing @games games each at once, the seeds
 * from @next on (moved past the ones played). */
static double threaded_rate(const struct config *c, int threads, long games, uint64_t *next)
{
	struct share sh[64];
	double t0 = bench_now();

	for (int t = 0; t < threads; t++) {
		sh[t].c = c;
		sh[t].first = *next;
		sh[t].games = games;
		*next += (uint64_t)games;
		if (pthread_create(&sh[t].thread, NULL, play_share, &sh[t]) != 0) {
			fprintf(stderr, "playouts: cannot start a thread\n");
			exit(1);
		}
	}
	for (int t = 0; t < threads; t++)
		pthread_join(sh[t].thread, NULL);
	return (double)threads * (double)games / (bench_now() - t0);
}

/* --threads: the speedup of @threads threads over one (see the top). */
static void measure_threads(const struct config *c, int threads, int runs, double seconds)
{
	double one[64], many[64];
	uint64_t next = 1;
	long games = calibrate(c, seconds, &next);

	for (int k = 0; k < runs; k++) {
		one[k] = threaded_rate(c, 1, games, &next);
		many[k] = threaded_rate(c, threads, games, &next);
	}
	double rate1 = bench_median(one, runs), rate = bench_median(many, runs);
	char name[128], what[64];
	name_of(name, sizeof name, c, "threads_1_games_per_s");
	bench_figure(name, rate1, "games/s");
	snprintf(what, sizeof what, "threads_%d_games_per_s", threads);
	name_of(name, sizeof name, c, what);
	bench_figure(name, rate, "games/s");
	snprintf(what, sizeof what, "threads_%d_speedup", threads);
	name_of(name, sizeof name, c, what);
	bench_figure(name, rate / rate1, "speedup");
}

int main(int argc, char **argv)
{
	int runs = 5, only_players = 0, only_mode = -1, threads = 0;
	double seconds = 0.3;
	long games = 0;
	const char *only_variant = NULL;

	if (argc % 2 == 0) {
		fprintf(stderr, "playouts: %s needs a value\n", argv[argc - 1]);
		return 2;
	}
	for (int i = 1; i < argc; i += 2) {
		const char *a = argv[i], *v = argv[i + 1];
		if (!strcmp(a, "--runs"))
			runs = atoi(v);
		else if (!strcmp(a, "--seconds"))
			seconds = atof(v);
		else if (!strcmp(a, "--variant"))
			only_variant = v;
		else if (!strcmp(a, "--players"))
			only_players = atoi(v);
		else if (!strcmp(a, "--games"))
			games = atol(v);
		else if (!strcmp(a, "--threads"))
			threads = atoi(v);
		else if (!strcmp(a, "--mode")) {
			for (int m = 0; m < MODE_COUNT; m++)
				if (!strcmp(v, mode_name[m]))
					only_mode = m;
			if (only_mode < 0) {
				fprintf(stderr, "playouts: unknown mode %s\n", v);
				return 2;
			}
		} else {
			fprintf(stderr, "playouts: unknown option %s\n", a);
			return 2;
		}
	}
	if (runs < 1 || runs > 64)
		runs = 5;
	if (threads == 1 || threads < 0 || threads > 64 || (threads && games)) {
		fprintf(stderr, "playouts: --threads takes 2 to 64, without --games\n");
		return 2;
	}

	if (threads > 1) {
		/* The built-in playout and the fast host, or the --mode asked. */
		enum mode scaled[2] = { BUILTIN_REFERENCE, API_UNTRACKED };
		int nscaled = 2;
		if (only_mode >= 0) {
			scaled[0] = (enum mode)only_mode;
			nscaled = 1;
		}
		for (int m = 0; m < nscaled; m++) {
			struct config c = { NULL, only_players ? only_players : 4, scaled[m] };
			int rc = uno_rules_builtin(&c.rules, only_variant ? only_variant : "classic");
			if (rc != UNO_OK)
				fail("variant", rc);
			measure_threads(&c, threads, runs, seconds);
		}
		return 0;
	}

	if (games > 0) {
		/* `--variant all`: every built-in, at the table size asked for
		 * (4 by default) or else its smallest. */
		int all = only_variant && !strcmp(only_variant, "all");
		for (size_t v = 0; v < (all ? uno_rules_builtin_count() : 1); v++) {
			struct config c = { NULL, only_players ? only_players : 4,
					    only_mode < 0 ? API_REFERENCE : (enum mode)only_mode };
			if (all) {
				c.rules = uno_rules_builtin_at(v);
				if (uno_rules_allows_players(c.rules, c.players) != 1)
					uno_rules_players(c.rules, &c.players, NULL);
			} else {
				int rc = uno_rules_builtin(&c.rules,
							   only_variant ? only_variant : "classic");
				if (rc != UNO_OK)
					fail("variant", rc);
			}
			double t0 = bench_now();
			long moves = bench_games(&c, 1, games);
			double dt = bench_now() - t0;
			char name[128];
			name_of(name, sizeof name, &c, "games_per_s");
			bench_figure(name, (double)games / dt, "games/s");
			name_of(name, sizeof name, &c, "moves_per_game");
			bench_figure(name, (double)moves / (double)games, "moves");
		}
		return 0;
	}

	static const int counts[] = { 2, 4, 10 };
	double classic_ns[MODE_COUNT] = { 0 };
	for (int m = 0; m < MODE_COUNT; m++) {
		if (only_mode >= 0 && m != only_mode)
			continue;
		for (size_t v = 0; v < uno_rules_builtin_count(); v++) {
			const uno_rules *rules = uno_rules_builtin_at(v);
			if (only_variant && strcmp(only_variant, uno_rules_name(rules)))
				continue;
			for (size_t k = 0; k < sizeof counts / sizeof counts[0]; k++) {
				int p = counts[k];
				if (only_players && p != only_players)
					continue;
				if (uno_rules_allows_players(rules, p) != 1) {
					/* Partners and Teams: their smallest table. */
					if (p != 4)
						continue;
					int lo, hi;
					uno_rules_players(rules, &lo, &hi);
					p = lo;
				}
				if ((m == API_UNIFORM || m == BUILTIN_UNIFORM) &&
				    !strcmp(uno_rules_name(rules), "teams"))
					continue;
				struct config c = { rules, p, (enum mode)m };
				struct result res = measure(&c, runs, seconds);
				char name[128];
				name_of(name, sizeof name, &c, "games_per_s");
				bench_figure(name, res.games_per_s, "games/s");
				name_of(name, sizeof name, &c, "moves_per_s");
				bench_figure(name, res.moves_per_s, "moves/s");
				name_of(name, sizeof name, &c, "moves_per_game");
				bench_figure(name, res.moves_per_game, "moves");
				if (k == 1) {
					/* Per move, relative to Classic (the goal: under 2). */
					double ns = 1e9 / res.moves_per_s;
					if (v == 0)
						classic_ns[m] = ns;
					name_of(name, sizeof name, &c, "ns_per_move_vs_classic");
					if (classic_ns[m] > 0)
						bench_figure(name, ns / classic_ns[m], "x");
				}
			}
		}
	}
	return 0;
}
