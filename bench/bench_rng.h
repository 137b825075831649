/*
 * The benchmarks' generator, shared by the programs that use libuno
 * (bench.h) and the plain baseline that does not (baseline.c): no libuno
 * header here.
 *
 * xoshiro256** seeded with splitmix64, picking by rejection as the library
 * does (doc/rules.md "The generator"), and taking no number when there is
 * only one choice. The library's built-in playout documents the same
 * procedure, so all of them play the same game for a seed.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_BENCH_RNG_H
#define UNO_BENCH_RNG_H

#include <stdint.h>

struct bench_rng {
	uint64_t s[4];
};

static inline void bench_rng_seed(struct bench_rng *r, uint64_t seed)
{
	for (int i = 0; i < 4; i++) {
		uint64_t z = (seed += UINT64_C(0x9e3779b97f4a7c15));
		z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
		z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
		r->s[i] = z ^ (z >> 31);
	}
}

static inline uint64_t bench_rng_next(struct bench_rng *r)
{
	uint64_t *s = r->s;
	uint64_t x = s[1] * 5;
	uint64_t result = ((x << 7) | (x >> 57)) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = (s[3] << 45) | (s[3] >> 19);
	return result;
}

/* A number below n (n >= 1), by rejection of the few low draws that would
 * make x % n uneven. Their bound is below n, so a draw of n or more needs
 * no division to know it is kept. */
static inline unsigned bench_below(struct bench_rng *r, unsigned n)
{
	for (;;) {
		uint64_t x = bench_rng_next(r);
		if (x >= n || x >= (0 - (uint64_t)n) % n)
			return (unsigned)(x % n);
	}
}

/* A choice among n: no number is drawn when there is nothing to choose. */
static inline unsigned bench_pick(struct bench_rng *r, unsigned n)
{
	return n > 1 ? bench_below(r, n) : 0;
}

#endif /* UNO_BENCH_RNG_H */
