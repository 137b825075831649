/*
 * Shared helpers of the benchmark programs: a clock, the policy's own
 * generator, the reference policy played through the public API, and one
 * output format.
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

static inline int bench_answers(const uno_move *m)
{
	return m->type != UNO_MOVE_UNO && m->type != UNO_MOVE_CATCH;
}

/*
 * The reference policy for the seat to decide, chosen from its legal
 * moves as listed by the library (game.h, UNO_PLAYOUT_REFERENCE): a
 * uniformly random playable card (each distinct card one choice, a wild's
 * color uniform, UNO always called), else draw (or pass); the drawn card is
 * played when it can be; every other decision uniform among the answers.
 */
static inline uno_move bench_reference(const uno_game *g, const uno_move *moves, int n,
				       struct bench_rng *r)
{
	/* One pass: the plays (each distinct card once; the list is sorted, so
	 * a card's variants are adjacent), the draw or pass, an UNO call. */
	int first[UNO_MAX_MOVES], cards = 0, draw = -1;
	int phase = uno_game_phase(g);

	for (int i = 0; i < n; i++) {
		const uno_move *m = &moves[i];
		if (m->type == UNO_MOVE_PLAY) {
			if (cards == 0 || moves[i - 1].card.kind != m->card.kind ||
			    moves[i - 1].card.color != m->card.color)
				first[cards++] = i;
		} else if (m->type == UNO_MOVE_DRAW || m->type == UNO_MOVE_PASS) {
			if (draw < 0)
				draw = i;
		} else if (m->type == UNO_MOVE_UNO) {
			return *m;
		}
	}
	if (phase == UNO_PHASE_PLAY || phase == UNO_PHASE_DRAWN) {
		if (cards > 0) {
			int i = first[bench_pick(r, (unsigned)cards)], end = i;
			uno_move m = moves[i];
			/* The card's listed plays: the call whenever it is listed
			 * (the play leaves one card, G-6), and a wild's color
			 * uniform among the four, unless it is listed without one
			 * (its victim names the color, NM-9). */
			int call = 0;
			for (; end < n && moves[end].type == UNO_MOVE_PLAY &&
			       moves[end].card.kind == m.card.kind &&
			       moves[end].card.color == m.card.color;
			     end++)
				call |= moves[end].flags & UNO_MOVE_F_UNO;
			if (uno_kind_is_wild(m.card.kind) && m.color != UNO_NO_COLOR)
				m.color = (uint8_t)bench_pick(r, 4);
			m.flags = call ? UNO_MOVE_F_UNO : 0;
			return m;
		}
		if (draw >= 0)
			return moves[draw];
	}
	int answers[UNO_MAX_MOVES], k = 0;
	for (int i = 0; i < n; i++)
		if (bench_answers(&moves[i]))
			answers[k++] = i;
	return moves[answers[bench_pick(r, (unsigned)k)]];
}

/* The n-th (from 0) set bit of a mask that has more than n of them. */
static inline unsigned bench_nth_bit(uint64_t mask, unsigned n)
{
	while (n--)
		mask &= mask - 1;
	return (unsigned)__builtin_ctzll(mask);
}

/* Set bits, without a libgcc call on targets with no popcount instruction. */
static inline unsigned bench_count_bits(uint64_t m)
{
	m -= (m >> 1) & 0x5555555555555555ull;
	m = (m & 0x3333333333333333ull) + ((m >> 2) & 0x3333333333333333ull);
	m = (m + (m >> 4)) & 0x0f0f0f0f0f0f0f0full;
	return (unsigned)((m * 0x0101010101010101ull) >> 56);
}

static inline int bench_has_index(const uno_decision *d, int i)
{
	return (int)((d->mask[i / 64] >> (i % 64)) & 1);
}

/*
 * The reference policy again, from uno_game_decision() instead of a list:
 * the index of the move bench_reference() would choose, with the same
 * draws from the generator (the index order is the list's order), so the
 * games are the same.
 */
static inline int bench_reference_index(const uno_decision *d, struct bench_rng *r)
{
	if (bench_has_index(d, UNO_INDEX_UNO))
		return UNO_INDEX_UNO;
	if (d->phase == UNO_PHASE_PLAY || d->phase == UNO_PHASE_DRAWN) {
		/* Faces 0-63 in the first word (all of Classic's 62), 64-91
		 * (kinds 20-31) in the second. */
		unsigned low = bench_count_bits(d->faces[0]);
		unsigned n = low + bench_count_bits(d->faces[1]);
		if (n) {
			unsigned k = bench_pick(r, n);
			int face = k < low ? (int)bench_nth_bit(d->faces[0], k)
					   : 64 + (int)bench_nth_bit(d->faces[1], k - low);
			/* The call is listed exactly when the play leaves one card. */
			int ix;
			if (face < 56 || (face >= 62 && face < 86)) {
				ix = face < 56 ? UNO_INDEX_PLAY + face * 2
					       : UNO_INDEX_XPLAY + (face - 62) * 2;
				return ix + bench_has_index(d, ix + 1);
			}
			int first = face < 62 ? UNO_INDEX_WILD + (face - 56) * 8
					      : UNO_INDEX_XWILD + (face - 86) * 8;
			/* A wild played without a color (its victim names it,
			 * NM-9) is listed at the first color's place only. */
			int color = bench_has_index(d, first + 2) || bench_has_index(d, first + 3)
					    ? (int)bench_pick(r, 4)
					    : 0;
			ix = first + color * 2;
			return ix + bench_has_index(d, ix + 1);
		}
		if (bench_has_index(d, UNO_INDEX_DRAW))
			return UNO_INDEX_DRAW;
		if (bench_has_index(d, UNO_INDEX_PASS))
			return UNO_INDEX_PASS;
	}
	/* Every other decision: uniform among the answers (not a call or a
	 * catch), in index order: the set bits but those of `uno` and the
	 * catches (162-172, all in the third word). */
	uint64_t answers[UNO_DECISION_WORDS];
	unsigned k = 0;
	for (int w = 0; w < UNO_DECISION_WORDS; w++) {
		answers[w] = d->mask[w];
		if (w == UNO_INDEX_UNO / 64)
			answers[w] &= ~(((1ull << (1 + UNO_MAX_PLAYERS)) - 1) << (UNO_INDEX_UNO % 64));
		k += bench_count_bits(answers[w]);
	}
	unsigned pick = bench_pick(r, k);
	for (int w = 0;; w++) {
		unsigned here = bench_count_bits(answers[w]);
		if (pick < here)
			return w * 64 + (int)bench_nth_bit(answers[w], pick);
		pick -= here;
	}
}

/* The uniform policy: any listed move of the seat to decide. */
static inline uno_move bench_uniform(const uno_move *moves, int n, struct bench_rng *r)
{
	return moves[bench_pick(r, (unsigned)n)];
}

#endif /* UNO_BENCH_H */
