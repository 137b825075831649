/*
 * Shared helpers of the benchmark programs: a clock, the policy's own
 * generator, the library's playout policies played one move at a time
 * through the public API, and one output format.
 *
 * Every figure is printed as one line "name value unit", so that a script
 * (bench/compare.py) can read a run and compare it with the figures
 * recorded in bench/README.md.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_BENCH_H
#define UNO_BENCH_H

#define _POSIX_C_SOURCE 200809L

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <uno/uno.h>

#include "bench_rng.h"

static inline double bench_now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static inline void bench_figure(const char *name, double value, const char *unit)
{
	printf("%s %.6g %s\n", name, value, unit);
	fflush(stdout);
}

/* The median of n values (sorts them). */
static inline int bench_cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

static inline double bench_median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, bench_cmp_double);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* The benchmarks' generator as the source of the library policy's
 * choices (uno_game_policy_move() asks only among two or more options, as
 * bench_pick() draws). */
static inline uint32_t bench_choice(uint32_t n, void *user)
{
	return bench_below(user, n);
}

/*
 * The move a playout policy of the library (game.h: UNO_PLAYOUT_REFERENCE,
 * UNO_PLAYOUT_UNIFORM) makes for the seat to decide, its choices drawn
 * from @r: the games of uno_game_playout() with the same seed, played one
 * move at a time through the public API. Exits on a status, as the
 * programs' other failures do.
 */
static inline uno_move bench_policy(const uno_game *g, int policy, struct bench_rng *r)
{
	uno_move m;
	int rc = uno_game_policy_move(g, policy, bench_choice, r, &m);

	if (rc != UNO_OK) {
		fprintf(stderr, "policy move: %s\n", uno_strerror(rc));
		exit(1);
	}
	return m;
}

#endif /* UNO_BENCH_H */
