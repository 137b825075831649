/*
 * Ratings of bots from the winners of rounds (uno-tournament --rating):
 * the Luce model of who wins a table (the winner-only case of
 * Plackett-Luce): a kind of strength g at a table whose kinds have
 * strengths s_1..s_n wins with probability g / (s_1 + ... + s_n), each
 * seat counted. Fitted by maximum likelihood (Hunter's MM iteration) with
 * a weak prior (one virtual win and one virtual loss against a player of
 * strength 1, so that a kind that never wins keeps a finite rating),
 * shown on the Elo scale (400 log10 of the strength, 1500 on average),
 * with 95% intervals from a bootstrap over the rounds.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_EXAMPLES_RATING_H
#define UNO_EXAMPLES_RATING_H

#include <stdint.h>

#include <uno/uno.h>

/* Kinds rated at once, at most (bots.h has fewer). */
#define RATING_MAX_KINDS 8

/* One round: how many seats each kind had, and the winner's kind. */
struct rating_round {
	uint8_t seats[RATING_MAX_KINDS];
	int8_t winner; /* a kind, or -1 when the round had no winner */
};

/* A kind's figures. */
struct rating {
	int rounds;       /* rounds the kind sat in */
	int wins;         /* rounds a seat of the kind won */
	double expected;  /* wins had every seat been as strong: the sum of its seat shares */
	double rate, rate_lo, rate_hi; /* wins / rounds, with a 95% Wilson interval */
	double elo, elo_lo, elo_hi;    /* the rating, with a 95% bootstrap interval */
};

/*
 * Rates @kinds kinds from @n rounds: fills out[0..kinds-1]. @seed makes
 * the bootstrap's resamples (@resamples of them; 0 leaves the interval
 * at the rating). Returns 0, or -1 for bad arguments or no memory.
 */
int rating_fit(const struct rating_round *rounds, int n, int kinds, int resamples,
	       uint64_t seed, struct rating out[]);

#endif
