/*
 * Batches (batch.h): many one-round games in one allocation, stepped by one
 * call with one move index each, finished games replaced in place, and
 * what a learner needs next written into the caller's arrays. A batch may
 * play every seat but the caller's itself, by a playout policy or by bots:
 * so it sits on the bots' floor.
 * SPDX-License-Identifier: MIT
 */
#include "bots/search.h"

#include <stdint.h>

#define BATCH_MAX 1000000u

struct uno_batch {
	uno_alloc_fn alloc;
	void *alloc_user;
	struct uno_rules rules; /* the batch's own copy */
	int players;
	int obs_size;
	int index_count;   /* a mask row's bytes (uno_rules_move_index_count()) */
	size_t count;
	uint64_t next_seed;     /* the seed of the next game to start */
	/* The opponents (uno_batch_set_opponents()): the caller's seat, or -1
	 * when the caller answers every seat. */
	int learner;
	int policy;
	uint64_t rng[4];
	uno_bot *bots[UNO_MAX_PLAYERS];
	int bot_count;
	int *drawn_plays;       /* [count] the policy's loop guard per game */
	size_t state_size;      /* what each game keeps of its state (uno__state_size()) */
	/* The games, each uno__game_size(state_size) bytes (game_at()); in
	 * referee mode their misplay snapshots follow, state_size bytes
	 * each, then drawn_plays. */
	uno_game games[];
};

/* Game i. */
static inline uno_game *game_at(const uno_batch *b, size_t i)
{
	return (uno_game *)(void *)((char *)(void *)b->games + i * uno__game_size(b->state_size));
}

/* Game i's room for a misplay snapshot, or NULL without referee mode. */
static struct uno__state *undo_of(uno_batch *b, size_t i)
{
	return uno__refereed(&b->rules)
		       ? (struct uno__state *)(void *)((char *)game_at(b, b->count) + i * b->state_size)
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
	size_t state_size = uno__state_size(rules->v);
	size_t each = uno__game_size(state_size) + (uno__refereed(rules) ? state_size : 0) +
		      sizeof(int);
	if (count == 0 || count > BATCH_MAX || count > (SIZE_MAX - sizeof(uno_batch)) / each)
		return UNO_EINVAL;
	uno_batch *b = uno__alloc(alloc, user, sizeof *b + count * each);
	if (!b)
		return UNO_ENOMEM;
	b->alloc = alloc;
	b->alloc_user = user;
	uno__rules_snapshot(&b->rules, rules);
	uno__variant_hold(b->rules.v);
	b->players = players;
	b->obs_size = uno_observation_size(rules);
	b->index_count = uno_rules_move_index_count(rules);
	b->count = count;
	b->next_seed = seed;
	b->learner = -1;
	b->state_size = state_size;
	b->drawn_plays = (int *)(void *)((char *)game_at(b, count) +
					 (uno__refereed(rules) ? count * state_size : 0));
	for (size_t i = 0; i < count; i++) {
		b->drawn_plays[i] = 0;
		uno__game_init(game_at(b, i), state_size, alloc, user, undo_of(b, i));
		uno__game_start(game_at(b, i), &b->rules, players, b->next_seed++);
	}
	*out = b;
	return UNO_OK;
}

void uno_batch_free(uno_batch *b)
{
	if (!b)
		return;
	const struct uno__variant *v = b->rules.v;
	uno__free(b->alloc, b->alloc_user, b);
	uno__variant_release(v);
}

size_t uno_batch_count(const uno_batch *b)
{
	return b ? b->count : 0;
}

const uno_game *uno_batch_game(const uno_batch *b, size_t index)
{
	return b && index < b->count ? game_at(b, index) : NULL;
}

static bool out_ok(const uno_batch *b, const uno_batch_out *out)
{
	return b && out && out->size >= sizeof *out;
}

/* The pending decision of game i: its seat, mask and observation. */
static void observe_one(const uno_batch *b, size_t i, const uno_batch_out *out)
{
	const uno_game *g = game_at(b, i);
	int seat = g->s.current;

	if (out->seat)
		out->seat[i] = seat;
	if (out->mask) {
		uint64_t bits[UNO__INDEX_WORDS];
		uint8_t *row = out->mask + i * (size_t)b->index_count;
		uno__decision_bits(&g->s, seat, bits);
		/* A few bits are set of 272 (or 398): clear the row, then mark them. */
		memset(row, 0, (size_t)b->index_count);
		for (int w = 0; w < UNO__INDEX_WORDS; w++)
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

/* A new game in place of game i. */
static void restart(uno_batch *b, size_t i)
{
	uno_game *g = game_at(b, i);
	/* The new game keeps the one it replaces' uno_game_set_tracking(). */
	uint8_t untracked = g->s.belief.untracked;

	uno__game_init(g, b->state_size, b->alloc, b->alloc_user, g->undo);
	g->s.belief.untracked = untracked;
	uno__game_start(g, &b->rules, b->players, b->next_seed++);
	b->drawn_plays[i] = 0;
}

/* The first move out of turn a bot of the batch makes, clockwise from the
 * seat to decide (as uno_game_advance() asks): true with @p seat and @p m
 * set. */
static bool bystander(const uno_batch *b, const uno_game *g, int *seat, uno_move *m)
{
	int current = g->s.current;

	for (int k = 0; k < b->players; k++) {
		int s = (current + k) % b->players;
		if (s != b->learner && s < b->bot_count && b->bots[s] &&
		    uno_bot_act(b->bots[s], g, s, m) == 1) {
			*seat = s;
			return true;
		}
	}
	return false;
}

/* The move of the seat to decide, not the caller's: its bot's, else the
 * policy's. */
static void opponent_move(uno_batch *b, size_t i, uno_move *m)
{
	uno_game *g = game_at(b, i);
	int current = g->s.current;

	if (current < b->bot_count && b->bots[current] &&
	    uno_bot_choose(b->bots[current], g, current, m) == UNO_OK)
		return;
	if (!uno__policy_move(g, b->policy, &b->drawn_plays[i], b->rng, m))
		*m = uno__move(UNO_MOVE_PASS); /* cannot happen (G-3) */
}

/*
 * Plays game i's other seats until the caller's seat decides, as
 * uno_game_advance() plays a table of bots. Returns true when the round
 * ended before that (the game is then over, not yet replaced). A game whose
 * round ends before the caller's seat decided at all is replaced at once
 * (@p fresh: the caller has not played in it).
 */
static bool settle(uno_batch *b, size_t i, bool fresh)
{
	uno_game *g = game_at(b, i);

	if (b->learner < 0)
		return uno__over(&g->s);
	for (;;) {
		int out_of_turn = 0;
		/* The opponents' turns take the fused fast step where it can
		 * (an untracked batch, engine/fast.h). */
		struct uno__fast fast;
		uno__fast_compile(g, &fast);
		while (!uno__over(&g->s)) {
			uno_move m;
			int seat;
			if (out_of_turn < UNO__OUT_OF_TURN_MAX && bystander(b, g, &seat, &m)) {
				out_of_turn++;
			} else {
				if (g->s.current == b->learner)
					break;
				seat = g->s.current;
				opponent_move(b, i, &m);
				out_of_turn = 0;
			}
			if (!uno__fast_apply(g, seat, &m, &fast))
				uno__apply_checked(g, seat, &m);
		}
		if (!uno__over(&g->s) || !fresh)
			return uno__over(&g->s);
		restart(b, i);
	}
}

/* Game i's move, and what it did; a new game when its round ended. */
static void step_one(uno_batch *b, size_t i, int action, const uno_batch_out *out)
{
	uno_game *g = game_at(b, i);
	int seat = g->s.current;
	int reason = UNO_REASON_OK;
	int rc = uno_game_apply_index(g, seat, action);

	if (rc != UNO_OK) {
		uno_move m;
		if (action < b->index_count && uno_move_from_index(action, &m) == UNO_OK)
			uno_game_check_move(g, seat, &m, &reason);
		else
			reason = UNO_REASON_MALFORMED;
	}
	bool over = rc == UNO_OK ? settle(b, i, false) : uno__over(&g->s);
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
		restart(b, i);
		settle(b, i, true);
	}
}

int uno_batch_restart(uno_batch *b, size_t index)
{
	if (!b || index >= b->count)
		return UNO_EINVAL;
	restart(b, index);
	settle(b, index, true);
	return UNO_OK;
}

int uno_batch_set_opponents(uno_batch *b, int seat, int policy, uint64_t seed,
			    uno_bot *const bots[], int count)
{
	if (!b || seat < -1 || seat >= b->players ||
	    (policy != UNO_PLAYOUT_UNIFORM && policy != UNO_PLAYOUT_REFERENCE) || count < 0 ||
	    count > b->players || (count > 0 && !bots))
		return UNO_EINVAL;
	b->learner = seat;
	b->policy = policy;
	uno__rng_seed(b->rng, seed);
	memset(b->bots, 0, sizeof b->bots);
	for (int s = 0; s < count; s++)
		b->bots[s] = bots[s];
	b->bot_count = count;
	for (size_t i = 0; i < b->count; i++)
		settle(b, i, true);
	return UNO_OK;
}

int uno_batch_set_tracking(uno_batch *b, unsigned flags)
{
	if (!b || (flags & ~UNO_TRACK_ALL))
		return UNO_EINVAL;
	for (size_t i = 0; i < b->count; i++)
		uno_game_set_tracking(game_at(b, i), flags);
	return UNO_OK;
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
