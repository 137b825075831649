/*
 * Seats and hands: who plays next, teams, and cards joining and leaving a
 * hand (with the UNO call they owe, G-6).
 * SPDX-License-Identifier: MIT
 */
#include "engine/engine.h"

int uno__teammate(const struct uno__state *s, int seat)
{
	for (int p = 0; p < s->players; p++)
		if (p != seat && s->team[p] == s->team[seat])
			return p;
	return UNO__NO_SEAT;
}


int uno__hand_points(const struct uno__state *s, int seat)
{
	int points = 0;
	for (uno__fset m = s->mask[seat]; m; m &= m - 1) {
		unsigned f = uno__fset_first(m);
		points += s->hand[seat][f] * uno__rule(s, f)->points;
	}
	return points;
}
