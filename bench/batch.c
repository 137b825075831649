/*
 * bench-batch: the batched stepping of batch.h as a learning host uses it.
 * 256 games of 4-player Classic; every step each game's move is drawn
 * uniformly among the set entries of its legal mask; the batch writes the
 * seat, mask and observation of every game after every step (what an
 * environment returns), and replaces finished games by itself.
 *
 * Figures: moves/s (one move per game per step) and finished games/s,
 * each the median of --runs timed runs of about --seconds. With --steps N
 * it runs exactly N steps once (for callgrind: --toggle-collect=bench_steps).
 *
 * With --opponents KIND the batch plays seats 1 to n-1 itself
 * (uno_batch_set_opponents()) and the steps are seat 0's alone, as a
 * learner's against fixed opponents (libuno.rl.VectorEnv): KIND is random or
 * greedy (the library's bots) or uniform or reference (playout policies).
 * With --untracked the games keep nothing beyond the rules
 * (uno_batch_set_tracking(batch, 0)): the same games, faster.
 *
 * usage: batch [--runs R] [--seconds S] [--games N] [--players N] [--steps N]
 *              [--no-observation] [--untracked] [--opponents KIND]
 * SPDX-License-Identifier: MIT
 */
#include "bench.h"

struct run {
	uno_batch *batch;
	size_t count;
	int32_t *actions, *over;
	uint8_t *mask;
	uno_batch_out out;
	struct bench_rng rng;
};

static void fail(const char *what, int rc)
{
	fprintf(stderr, "batch: %s: %s\n", what, uno_strerror(rc));
	exit(1);
}

/* A move for each game: uniform among its mask's set entries. */
static void choose(struct run *r)
{
	for (size_t i = 0; i < r->count; i++) {
		const uint8_t *row = r->mask + i * UNO_MOVE_INDEX_COUNT;
		int listed[UNO_MOVE_INDEX_COUNT], n = 0;
		/* Eight entries at a time: most of a row is zero. */
		for (int k = 0; k < UNO_MOVE_INDEX_COUNT; k += 8) {
			uint64_t eight;
			memcpy(&eight, row + k, sizeof eight);
			for (int j = 0; eight && j < 8; j++)
				if (row[k + j])
					listed[n++] = k + j;
		}
		r->actions[i] = listed[bench_pick(&r->rng, (unsigned)n)];
	}
}

/* Steps the batch n times; returns the games finished. Not static, so
 * that callgrind can count exactly this function. */
long bench_steps(struct run *r, long n);

long bench_steps(struct run *r, long n)
{
	long finished = 0;

	for (long k = 0; k < n; k++) {
		choose(r);
		int rc = uno_batch_step(r->batch, r->actions, &r->out);
		if (rc != UNO_OK)
			fail("step", rc);
		for (size_t i = 0; i < r->count; i++)
			finished += r->over[i];
	}
	return finished;
}

int main(int argc, char **argv)
{
	int runs = 5, players = 4;
	long steps = 0;
	double seconds = 0.3;
	size_t count = 256;
	int observe = 1, tracking = UNO_TRACK_ALL;
	const char *opponents = NULL;

	for (int i = 1; i < argc; i++) {
		const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
		if (!strcmp(a, "--no-observation")) {
			observe = 0;
			continue;
		}
		if (!strcmp(a, "--untracked")) {
			tracking = 0;
			continue;
		}
		if (!v) {
			fprintf(stderr, "batch: %s needs a value\n", a);
			return 2;
		}
		i++;
		if (!strcmp(a, "--runs"))
			runs = atoi(v);
		else if (!strcmp(a, "--seconds"))
			seconds = atof(v);
		else if (!strcmp(a, "--games"))
			count = (size_t)atol(v);
		else if (!strcmp(a, "--players"))
			players = atoi(v);
		else if (!strcmp(a, "--steps"))
			steps = atol(v);
		else if (!strcmp(a, "--opponents"))
			opponents = v;
		else {
			fprintf(stderr, "batch: unknown option %s\n", a);
			return 2;
		}
	}
	if (runs < 1 || runs > 64)
		runs = 5;
	if (count < 1 || count > 100000)
		count = 256;

	const uno_rules *rules;
	struct run r;
	int rc = uno_rules_builtin(&rules, "classic");
	if (rc == UNO_OK)
		rc = uno_batch_new(&r.batch, rules, players, count, 1, NULL, NULL);
	if (rc == UNO_OK)
		rc = uno_batch_set_tracking(r.batch, (unsigned)tracking);
	if (rc != UNO_OK)
		fail("new batch", rc);
	int obs = uno_observation_size(rules);
	r.count = count;
	r.actions = calloc(count, sizeof *r.actions);
	r.over = calloc(count, sizeof *r.over);
	r.mask = calloc(count, UNO_MOVE_INDEX_COUNT);
	int32_t *seat = calloc(count, sizeof *seat);
	int32_t *observation = observe ? calloc(count * (size_t)obs, sizeof *observation) : NULL;
	if (!r.actions || !r.over || !r.mask || !seat || (observe && !observation))
		fail("memory", UNO_ENOMEM);
	r.out = (uno_batch_out){ .size = sizeof r.out, .seat = seat, .mask = r.mask,
				 .observation = observation, .round_over = r.over };
	bench_rng_seed(&r.rng, 7);

	/* Opponents: bots, or a playout policy, in every seat but 0. */
	uno_bot *bots[UNO_MAX_PLAYERS] = { NULL };
	if (opponents) {
		int kind = !strcmp(opponents, "random") ? UNO_BOT_RANDOM
			   : !strcmp(opponents, "greedy") ? UNO_BOT_GREEDY : -1;
		int policy = !strcmp(opponents, "reference") ? UNO_PLAYOUT_REFERENCE
							      : UNO_PLAYOUT_UNIFORM;
		if (kind < 0 && strcmp(opponents, "uniform") && strcmp(opponents, "reference")) {
			fprintf(stderr, "batch: unknown opponents %s\n", opponents);
			return 2;
		}
		for (int s = 1; kind >= 0 && s < players; s++) {
			uno_bot_options o;
			uno_bot_options_init(&o, kind);
			o.seed = (uint64_t)s;
			if ((rc = uno_bot_new(&bots[s], &o, NULL, NULL)) != UNO_OK)
				fail("new bot", rc);
		}
		rc = uno_batch_set_opponents(r.batch, 0, policy, 3, bots, kind >= 0 ? players : 0);
		if (rc != UNO_OK)
			fail("opponents", rc);
	}
	if ((rc = uno_batch_observe(r.batch, &r.out)) != UNO_OK)
		fail("observe", rc);

	char name[96], whatbuf[64];
	const char *what = observe ? (tracking ? "batch" : "batch.untracked")
				   : (tracking ? "batch.no_observation" : "batch.no_observation.untracked");
	if (opponents) {
		snprintf(whatbuf, sizeof whatbuf, "%s.vs_%s", what, opponents);
		what = whatbuf;
	}
	if (steps > 0) {
		double t0 = bench_now();
		long done = bench_steps(&r, steps);
		double dt = bench_now() - t0;
		snprintf(name, sizeof name, "%s.classic.%dp.moves_per_s", what, players);
		bench_figure(name, (double)steps * (double)count / dt, "moves/s");
		snprintf(name, sizeof name, "%s.classic.%dp.games_per_s", what, players);
		bench_figure(name, (double)done / dt, "games/s");
		snprintf(name, sizeof name, "%s.classic.%dp.games", what, players);
		bench_figure(name, (double)done, "games");
	} else {
		double mps[64], gps[64];
		/* Calibrate: how many steps fill a run. */
		long batch_steps = 8;
		for (;;) {
			double t0 = bench_now();
			bench_steps(&r, batch_steps);
			if (bench_now() - t0 > seconds / 4 || batch_steps > (1L << 24))
				break;
			batch_steps *= 2;
		}
		batch_steps *= 4;
		for (int k = 0; k < runs; k++) {
			double t0 = bench_now();
			long done = bench_steps(&r, batch_steps);
			double dt = bench_now() - t0;
			mps[k] = (double)batch_steps * (double)count / dt;
			gps[k] = (double)done / dt;
		}
		snprintf(name, sizeof name, "%s.classic.%dp.moves_per_s", what, players);
		bench_figure(name, bench_median(mps, runs), "moves/s");
		snprintf(name, sizeof name, "%s.classic.%dp.games_per_s", what, players);
		bench_figure(name, bench_median(gps, runs), "games/s");
	}
	uno_batch_free(r.batch);
	for (int s = 0; s < UNO_MAX_PLAYERS; s++)
		uno_bot_free(bots[s]);
	free(r.actions);
	free(r.over);
	free(r.mask);
	free(seat);
	free(observation);
	return 0;
}
