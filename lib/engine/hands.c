/*
 * Seats and hands: who plays next, teams, and cards joining and leaving a
 * hand (with the UNO call they owe, G-6).
 * SPDX-License-Identifier: MIT
 */
#include "engine/engine.h"

/* The next seat in play in the direction of play (out and eliminated
 * seats are passed over, TM-7, E-1). */
int uno__next_seat(const struct uno__state *s, int seat)
{
	int p = seat, n = s->players;

	for (int i = 0; i < n; i++) {
		p += s->direction;
		if (p < 0)
			p += n;
		else if (p >= n)
			p -= n;
		if (s->seat_status[p] == UNO_SEAT_IN)
			return p;
	}
	return seat;
}

int uno__active_players(const struct uno__state *s)
{
	int n = 0;
	for (int p = 0; p < s->players; p++)
		n += s->seat_status[p] == UNO_SEAT_IN;
	return n;
}

int uno__teammate(const struct uno__state *s, int seat)
{
	for (int p = 0; p < s->players; p++)
		if (p != seat && s->team[p] == s->team[seat])
			return p;
	return UNO__NO_SEAT;
}


void uno__hand_add(struct uno__state *s, int seat, unsigned face)
{
	s->hand[seat][face]++;
	s->mask[seat] |= 1ull << face;
	s->hand_size[seat]++;
	if (s->hand_size[seat] != 1) {
		s->called[seat] = 0;
		if (s->exposed == seat)
			s->exposed = UNO__NO_SEAT;
	}
}

void uno__hand_remove(struct uno__state *s, int seat, unsigned face)
{
	if (--s->hand[seat][face] == 0)
		s->mask[seat] &= ~(1ull << face);
	s->hand_size[seat]--;
	if (s->hand_size[seat] != 1)
		s->called[seat] = 0;
}

int uno__hand_points(const struct uno__state *s, int seat)
{
	int points = 0;
	for (uint64_t m = s->mask[seat]; m; m &= m - 1) {
		unsigned f = (unsigned)__builtin_ctzll(m);
		points += s->hand[seat][f] * uno__rule(s, f)->points;
	}
	return points;
}
