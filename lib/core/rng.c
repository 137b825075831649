/*
 * The game's generator: xoshiro256** seeded with splitmix64. The exact
 * algorithm is part of the documented behaviour (doc/rules.md), so that a
 * game can be replayed in another language.
 * SPDX-License-Identifier: MIT
 */
#include "core/core.h"

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

void uno__rng_shuffle(uint64_t s[4], uint8_t *a, unsigned n)
{
	/* A local copy: the bytes written to a[] could alias the state, which
	 * would otherwise be stored and loaded again at every step. */
	uint64_t st[4] = { s[0], s[1], s[2], s[3] };

	for (unsigned i = n; i > 1; i--) {
		unsigned j = uno__rng_below(st, i);
		uint8_t t = a[i - 1];
		a[i - 1] = a[j];
		a[j] = t;
	}
	memcpy(s, st, sizeof st);
}
