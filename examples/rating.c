/*
 * Ratings from round winners (rating.h): the Luce model fitted by Hunter's
 * MM iteration, on the Elo scale, with bootstrap intervals.
 * SPDX-License-Identifier: MIT
 */
#include "rating.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* The rounds grouped by table: identical tables (the seats each kind has)
 * are one cell, with how often each kind won there. The fit reads cells,
 * so a bootstrap resample costs its rounds once, not once per iteration. */
struct cell {
	uint8_t seats[RATING_MAX_KINDS];
	int played;
	int won[RATING_MAX_KINDS];
};

struct cells {
	struct cell *cell;
	int n;
};

static int cell_of(struct cells *c, const uint8_t seats[RATING_MAX_KINDS])
{
	for (int i = 0; i < c->n; i++)
		if (memcmp(c->cell[i].seats, seats, RATING_MAX_KINDS) == 0)
			return i;
	memset(&c->cell[c->n], 0, sizeof c->cell[c->n]);
	memcpy(c->cell[c->n].seats, seats, RATING_MAX_KINDS);
	return c->n++;
}

static void add_round(struct cells *c, const struct rating_round *r)
{
	struct cell *x = &c->cell[cell_of(c, r->seats)];
	x->played++;
	if (r->winner >= 0)
		x->won[r->winner]++;
}

/* Strengths by MM (geometric mean 1), as Elo ratings into elo[]. */
static void fit(const struct cells *c, int kinds, double elo[])
{
	double g[RATING_MAX_KINDS], next[RATING_MAX_KINDS];
	int wins[RATING_MAX_KINDS] = { 0 };

	for (int i = 0; i < c->n; i++)
		for (int k = 0; k < kinds; k++)
			wins[k] += c->cell[i].won[k];
	for (int k = 0; k < kinds; k++)
		g[k] = 1.0;
	for (int iter = 0; iter < 1000; iter++) {
		double change = 0;
		/* Each kind's share of the MM denominator: every cell's rounds
		 * over the strength its seats sum to, once per cell. */
		double den[RATING_MAX_KINDS] = { 0 };
		for (int i = 0; i < c->n; i++) {
			const struct cell *x = &c->cell[i];
			double total = 0;
			for (int j = 0; j < kinds; j++)
				total += x->seats[j] * g[j];
			for (int k = 0; k < kinds; k++)
				den[k] += x->played * x->seats[k] / total;
		}
		for (int k = 0; k < kinds; k++) {
			/* The prior: a virtual win and loss against strength 1. */
			next[k] = (wins[k] + 1.0) / (den[k] + 2.0 / (g[k] + 1.0));
		}
		double logsum = 0;
		for (int k = 0; k < kinds; k++)
			logsum += log(next[k]);
		double scale = exp(-logsum / kinds);
		for (int k = 0; k < kinds; k++) {
			next[k] *= scale;
			change = fmax(change, fabs(next[k] - g[k]) / g[k]);
			g[k] = next[k];
		}
		if (change < 1e-10)
			break;
	}
	for (int k = 0; k < kinds; k++)
		elo[k] = 1500.0 + 400.0 * log10(g[k]);
}

static int compare_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

/* The Wilson score interval of @wins in @n at 95%. */
static void wilson(int wins, int n, double *lo, double *hi)
{
	const double z = 1.959964;
	if (n == 0) {
		*lo = 0;
		*hi = 1;
		return;
	}
	double p = (double)wins / n, z2 = z * z / n;
	double mid = (p + z2 / 2) / (1 + z2);
	double half = z * sqrt(p * (1 - p) / n + z2 / (4.0 * n)) / (1 + z2);
	*lo = fmax(0, mid - half);
	*hi = fmin(1, mid + half);
}

int rating_fit(const struct rating_round *rounds, int n, int kinds, int resamples,
	       uint64_t seed, struct rating out[])
{
	if (!rounds || n < 0 || kinds < 1 || kinds > RATING_MAX_KINDS || resamples < 0 || !out)
		return -1;
	struct cells c = { calloc((size_t)n + 1, sizeof *c.cell), 0 };
	double *boot = calloc((size_t)resamples * (size_t)kinds + 1, sizeof *boot);
	if (!c.cell || !boot) {
		free(c.cell);
		free(boot);
		return -1;
	}
	memset(out, 0, (size_t)kinds * sizeof *out);
	for (int i = 0; i < n; i++) {
		const struct rating_round *r = &rounds[i];
		int seats = 0;
		for (int k = 0; k < kinds; k++)
			seats += r->seats[k];
		for (int k = 0; k < kinds; k++) {
			if (!r->seats[k])
				continue;
			out[k].rounds++;
			out[k].expected += (double)r->seats[k] / seats;
		}
		if (r->winner >= 0)
			out[r->winner].wins++;
		add_round(&c, r);
	}
	double elo[RATING_MAX_KINDS];
	fit(&c, kinds, elo);
	for (int k = 0; k < kinds; k++) {
		out[k].rate = out[k].rounds ? (double)out[k].wins / out[k].rounds : 0;
		wilson(out[k].wins, out[k].rounds, &out[k].rate_lo, &out[k].rate_hi);
		out[k].elo = out[k].elo_lo = out[k].elo_hi = elo[k];
	}
	/* The bootstrap: n rounds drawn with replacement, refitted. */
	uint64_t rng = seed;
	for (int b = 0; b < resamples && n > 0; b++) {
		c.n = 0;
		for (int i = 0; i < n; i++)
			add_round(&c, &rounds[cli_rand_below(&rng, (uint32_t)n)]);
		fit(&c, kinds, elo);
		for (int k = 0; k < kinds; k++)
			boot[(size_t)k * (size_t)resamples + (size_t)b] = elo[k];
	}
	if (resamples > 0 && n > 0) {
		for (int k = 0; k < kinds; k++) {
			double *v = &boot[(size_t)k * (size_t)resamples];
			qsort(v, (size_t)resamples, sizeof *v, compare_double);
			out[k].elo_lo = v[(int)(0.025 * (resamples - 1) + 0.5)];
			out[k].elo_hi = v[(int)(0.975 * (resamples - 1) + 0.5)];
		}
	}
	free(c.cell);
	free(boot);
	return 0;
}
