/*
 * The game's generator: xoshiro256** seeded with splitmix64. The exact
 * algorithm is part of the documented behaviour (doc/rules.md), so that a
 * game can be replayed in another language.
 * SPDX-License-Identifier: MIT
 */
#include "uno_internal.h"

static uint64_t splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15u);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

void uno__rng_seed(uint64_t state[4], uint64_t seed)
{
	for (int i = 0; i < 4; i++)
		state[i] = splitmix64(&seed);
}

static inline uint64_t rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

uint64_t uno__rng_next(uint64_t s[4])
{
	uint64_t result = rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

uint32_t uno__rng_below(uint64_t s[4], uint32_t n)
{
	/* Reject the low values that would make x % n uneven. */
	uint64_t threshold = (0 - (uint64_t)n) % n;
	for (;;) {
		uint64_t x = uno__rng_next(s);
		if (x >= threshold)
			return (uint32_t)(x % n);
	}
}

void uno__rng_shuffle(uint64_t s[4], uint8_t *a, unsigned n)
{
	for (unsigned i = n; i > 1; i--) {
		unsigned j = uno__rng_below(s, i);
		uint8_t t = a[i - 1];
		a[i - 1] = a[j];
		a[j] = t;
	}
}
