/*
 * Partner tournaments (tournament.h): the circle-method schedule shared with
 * the rotating partners of P-3, and the players' running totals.
 * SPDX-License-Identifier: MIT
 */
#include <string.h>

#include <uno/tournament.h>

#include "core/core.h"

/* Points one hand may give a seat: far above any real hand, far below
 * overflow over the most hands a tournament has. */
#define MAX_HAND_POINTS 1000000

struct uno_tournament {
	uno_alloc_fn alloc;
	void *alloc_user;
	int players;
	int repeats;
	int hands;
	int32_t *total;   /* per player */
	uint8_t *done;    /* per hand and table: recorded? */
};

int uno_tournament_new(uno_tournament **out, int players, int hands_per_partner,
		       uno_alloc_fn alloc, void *user)
{
	if (!out)
		return UNO_EINVAL;
	*out = NULL;
	if (players < UNO_TOURNAMENT_TABLE_SEATS || players > UNO_TOURNAMENT_MAX_PLAYERS ||
	    players % UNO_TOURNAMENT_TABLE_SEATS != 0 || hands_per_partner < 1 ||
	    hands_per_partner > UNO_TOURNAMENT_MAX_REPEATS)
		return UNO_EINVAL;

	int hands = (players - 1) * hands_per_partner;
	size_t tables = (size_t)(players / UNO_TOURNAMENT_TABLE_SEATS);
	size_t size = sizeof(uno_tournament) + sizeof(int32_t) * (size_t)players +
		      (size_t)hands * tables;
	uno_tournament *t = uno__alloc(alloc, user, size);
	if (!t)
		return UNO_ENOMEM;
	memset(t, 0, size);
	t->alloc = alloc;
	t->alloc_user = user;
	t->players = players;
	t->repeats = hands_per_partner;
	t->hands = hands;
	t->total = (int32_t *)(void *)(t + 1);
	t->done = (uint8_t *)(t->total + players);
	*out = t;
	return UNO_OK;
}

void uno_tournament_free(uno_tournament *t)
{
	if (t)
		uno__free(t->alloc, t->alloc_user, t);
}

int uno_tournament_players(const uno_tournament *t)
{
	return t ? t->players : UNO_EINVAL;
}

int uno_tournament_tables(const uno_tournament *t)
{
	return t ? t->players / UNO_TOURNAMENT_TABLE_SEATS : UNO_EINVAL;
}

int uno_tournament_hands(const uno_tournament *t)
{
	return t ? t->hands : UNO_EINVAL;
}

static bool valid_hand_table(const uno_tournament *t, int hand, int table)
{
	return t && hand >= 0 && hand < t->hands && table >= 0 &&
	       table < t->players / UNO_TOURNAMENT_TABLE_SEATS;
}

/* The hand's seating, table by table: the partnerships of the hand's
 * rotation round, then which two meet at each table. */
static void seats_at(const uno_tournament *t, int hand, int table, int out[4])
{
	int n = t->players, q = n / 2;
	int round = hand % (n - 1), pass = hand / (n - 1);
	int a, b;

	/* Partnerships are numbered 0 .. q-1; q is even (n is a multiple of 4). */
	uno__circle_pair(q, pass, table, &a, &b);
	uno__circle_pair(n, round, a, &out[0], &out[2]);
	uno__circle_pair(n, round, b, &out[1], &out[3]);
}

int uno_tournament_seats(const uno_tournament *t, int hand, int table, int players[4])
{
	if (!valid_hand_table(t, hand, table) || !players)
		return UNO_EINVAL;
	seats_at(t, hand, table, players);
	return UNO_OK;
}

/* The table and seat of a player in a hand, by search (at most 64). */
static int find_player(const uno_tournament *t, int hand, int player, int *seat)
{
	int seats[4];
	for (int table = 0; table < t->players / UNO_TOURNAMENT_TABLE_SEATS; table++) {
		seats_at(t, hand, table, seats);
		for (int s = 0; s < UNO_TOURNAMENT_TABLE_SEATS; s++)
			if (seats[s] == player) {
				*seat = s;
				return table;
			}
	}
	return UNO_EINVAL; /* not reached: every player sits somewhere */
}

int uno_tournament_partner(const uno_tournament *t, int hand, int player)
{
	if (!valid_hand_table(t, hand, 0) || player < 0 || player >= t->players)
		return UNO_EINVAL;
	int seat, seats[4];
	int table = find_player(t, hand, player, &seat);
	if (table < 0)
		return table;
	seats_at(t, hand, table, seats);
	return seats[(seat + 2) % 4];
}

int uno_tournament_table_of(const uno_tournament *t, int hand, int player)
{
	if (!valid_hand_table(t, hand, 0) || player < 0 || player >= t->players)
		return UNO_EINVAL;
	int seat;
	return find_player(t, hand, player, &seat);
}

int uno_tournament_record(uno_tournament *t, int hand, int table, const int points[4])
{
	if (!valid_hand_table(t, hand, table) || !points)
		return UNO_EINVAL;
	for (int s = 0; s < UNO_TOURNAMENT_TABLE_SEATS; s++)
		if (points[s] < 0 || points[s] > MAX_HAND_POINTS)
			return UNO_EINVAL;
	uint8_t *done = &t->done[hand * (t->players / UNO_TOURNAMENT_TABLE_SEATS) + table];
	if (*done)
		return UNO_ESTATE;
	int seats[4];
	seats_at(t, hand, table, seats);
	for (int s = 0; s < UNO_TOURNAMENT_TABLE_SEATS; s++)
		t->total[seats[s]] += points[s];
	*done = 1;
	return UNO_OK;
}

int uno_tournament_record_game(uno_tournament *t, int hand, int table, const uno_game *game)
{
	/* Read through the public API: the tournament stands on the game's
	 * interface, not its insides. */
	if (!valid_hand_table(t, hand, table) || !game ||
	    uno_game_players(game) != UNO_TOURNAMENT_TABLE_SEATS)
		return UNO_EINVAL;
	int phase = uno_game_phase(game);
	if ((phase != UNO_PHASE_ROUND_OVER && phase != UNO_PHASE_MATCH_OVER) ||
	    uno_game_round(game) != 1)
		return UNO_ESTATE;
	int points[4];
	for (int s = 0; s < UNO_TOURNAMENT_TABLE_SEATS; s++)
		points[s] = uno_game_score(game, s);
	return uno_tournament_record(t, hand, table, points);
}

int uno_tournament_recorded(const uno_tournament *t, int hand, int table)
{
	if (!valid_hand_table(t, hand, table))
		return UNO_EINVAL;
	return t->done[hand * (t->players / UNO_TOURNAMENT_TABLE_SEATS) + table];
}

int uno_tournament_total(const uno_tournament *t, int player)
{
	if (!t || player < 0 || player >= t->players)
		return UNO_EINVAL;
	return t->total[player];
}

int uno_tournament_standings(const uno_tournament *t, int *order, size_t cap)
{
	if (!t || (!order && cap))
		return UNO_EINVAL;
	/* Each player's rank, counted: at most 64 players. */
	for (int p = 0; p < t->players; p++) {
		size_t rank = 0;
		for (int q = 0; q < t->players; q++)
			if (t->total[q] > t->total[p] || (t->total[q] == t->total[p] && q < p))
				rank++;
		if (rank < cap)
			order[rank] = p;
	}
	return t->players;
}
