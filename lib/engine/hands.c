/*
 * Seats and hands: who plays next, teams, and cards joining and leaving a
 * hand (with the UNO call they owe, G-6), and hands counted per face.
 * SPDX-License-Identifier: MIT
 */
#include "engine/hands.h"

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
		points += (int)uno__hand_count(s, seat, f) * uno__rule(s, f)->points;
	}
	return points;
}

void uno__tally_counts(const struct uno__state *s, const uno__tally *t, uno__fset faces,
		       uint8_t counts[UNO__FACES])
{
	memset(counts, 0, UNO__FACES);
	for (; faces; faces &= faces - 1) {
		unsigned f = uno__fset_first(faces);
		counts[f] = (uint8_t)uno__tally_count(s, t, f);
	}
}

void uno__tally_of_counts(const struct uno__state *s, uno__tally *t, const uint8_t counts[UNO__FACES])
{
	memset(t, 0, sizeof *t);
	for (unsigned f = 0; f < UNO__FACES; f++) {
		unsigned at = uno__tally_place(s, f) & 255u;
		t->w[at >> 6] |= (uint64_t)counts[f] << (at & 63u);
	}
}
