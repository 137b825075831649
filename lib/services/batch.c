/*
 * Batches (batch.h): many one-round games in one allocation, stepped by one
 * call with one move index each, finished games replaced in place, and
 * what a learner needs next written into the caller's arrays.
 * SPDX-License-Identifier: MIT
 */
#include "services/services.h"

#include <stdint.h>

#define BATCH_MAX 1000000u

struct uno_batch {
	uno_alloc_fn alloc;
	void *alloc_user;
	struct uno_rules rules; /* the batch's own copy */
	int players;
	int obs_size;
	size_t count;
	uint64_t next_seed;     /* the seed of the next game to start */
	/* The games; in referee mode their misplay snapshots follow. */
	uno_game games[];
};

/* Game i's room for a misplay snapshot, or NULL without referee mode. */
static struct uno__state *undo_of(uno_batch *b, size_t i)
{
	return uno__refereed(&b->rules) ? (struct uno__state *)(void *)(b->games + b->count) + i
					 : NULL;
}

int uno_batch_new(uno_batch **out, const uno_rules *rules, int players, size_t count,
		  uint64_t seed, uno_alloc_fn alloc, void *user)
{
	if (!out)
		return UNO_EINVAL;
	*out = NULL;
	int rc = uno__game_check_new(rules, players);
	if (rc != UNO_OK)
		return rc;
	/* Each game, and in referee mode its misplay snapshot. */
	size_t each = sizeof(uno_game) + (uno__refereed(rules) ? sizeof(struct uno__state) : 0);
	if (count == 0 || count > BATCH_MAX || count > (SIZE_MAX - sizeof(uno_batch)) / each)
		return UNO_EINVAL;
	uno_batch *b = uno__alloc(alloc, user, sizeof *b + count * each);
	if (!b)
		return UNO_ENOMEM;
	b->alloc = alloc;
	b->alloc_user = user;
	uno__rules_snapshot(&b->rules, rules);
	b->players = players;
	b->obs_size = uno_observation_size(rules);
	b->count = count;
	b->next_seed = seed;
	for (size_t i = 0; i < count; i++) {
		uno__game_init(&b->games[i], alloc, user, undo_of(b, i));
		uno__game_start(&b->games[i], &b->rules, players, b->next_seed++);
	}
	*out = b;
	return UNO_OK;
}

void uno_batch_free(uno_batch *b)
{
	if (b)
		uno__free(b->alloc, b->alloc_user, b);
}

size_t uno_batch_count(const uno_batch *b)
{
	return b ? b->count : 0;
}

const uno_game *uno_batch_game(const uno_batch *b, size_t index)
{
	return b && index < b->count ? &b->games[index] : NULL;
}

static bool out_ok(const uno_batch *b, const uno_batch_out *out)
{
	return b && out && out->size >= sizeof *out;
}

/* The pending decision of game i: its seat, mask and observation. */
static void observe_one(const uno_batch *b, size_t i, const uno_batch_out *out)
{
	const uno_game *g = &b->games[i];
	int seat = g->s.current;

	if (out->seat)
		out->seat[i] = seat;
	if (out->mask) {
		uint64_t bits[UNO_DECISION_WORDS];
		uint8_t *row = out->mask + i * UNO_MOVE_INDEX_COUNT;
		uno__decision_bits(&g->s, seat, bits);
		/* A few bits are set of 272: clear the row, then mark them. */
		memset(row, 0, UNO_MOVE_INDEX_COUNT);
		for (int w = 0; w < UNO_DECISION_WORDS; w++)
			for (uint64_t m = bits[w]; m; m &= m - 1)
				row[w * 64 + __builtin_ctzll(m)] = 1;
	}
	if (out->observation)
		uno_game_observation(g, seat, out->observation + i * (size_t)b->obs_size,
				     (size_t)b->obs_size);
}

int uno_batch_observe(const uno_batch *b, const uno_batch_out *out)
{
	if (!out_ok(b, out))
		return UNO_EINVAL;
	for (size_t i = 0; i < b->count; i++)
		observe_one(b, i, out);
	return UNO_OK;
}

/* Game i's move, and what it did; a new game when its round ended. */
static void step_one(uno_batch *b, size_t i, int action, const uno_batch_out *out)
{
	uno_game *g = &b->games[i];
	int seat = g->s.current;
	int reason = UNO_REASON_OK;
	int rc = uno_game_apply_index(g, seat, action);

	if (rc != UNO_OK) {
		uno_move m;
		if (uno_move_from_index(action, &m) == UNO_OK)
			uno_game_check_move(g, seat, &m, &reason);
		else
			reason = UNO_REASON_MALFORMED;
	}
	bool over = uno__over(&g->s);
	int winner = over ? uno_game_round_winner(g) : -1;
	if (out->status)
		out->status[i] = rc;
	if (out->reason)
		out->reason[i] = reason;
	if (out->round_over)
		out->round_over[i] = over;
	if (out->winner)
		out->winner[i] = winner;
	if (out->points)
		out->points[i] = winner >= 0 ? g->s.score[winner] : 0;
	if (over) {
		uno__game_init(g, b->alloc, b->alloc_user, g->undo);
		uno__game_start(g, &b->rules, b->players, b->next_seed++);
	}
}

int uno_batch_step(uno_batch *b, const int32_t *actions, const uno_batch_out *out)
{
	if (!out_ok(b, out) || !actions)
		return UNO_EINVAL;
	for (size_t i = 0; i < b->count; i++) {
		step_one(b, i, actions[i], out);
		observe_one(b, i, out);
	}
	return UNO_OK;
}
