/*
 * Batches (batch.h): a batch steps exactly the games uno_game_new() makes,
 * move for move as uno_game_apply_index() would, replaces finished games
 * from the next seeds, writes every output as the single-game calls give
 * it, allocates once, and refuses bad arguments; a batch that tracks
 * nothing beyond the rules plays the same games.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdlib.h>
#include <string.h>

#define N 12
#define STEPS 400
#define OBS_MAX 4096

struct outs {
	int32_t seat[N], status[N], reason[N], over[N], winner[N], points[N];
	uint8_t mask[N * UNO_MOVE_INDEX_MAX];
	int32_t obs[N * OBS_MAX];
	uno_batch_out out;
};

static void outs_init(struct outs *o)
{
	memset(o, 0x5a, sizeof *o);
	o->out = (uno_batch_out){ .size = sizeof o->out, .seat = o->seat, .mask = o->mask,
				  .observation = o->obs, .status = o->status,
				  .reason = o->reason, .round_over = o->over,
				  .winner = o->winner, .points = o->points };
}

static size_t save_of(const uno_game *g, uint8_t *buf)
{
	int n = uno_game_save(g, buf, UNO_SAVE_MAX);
	assert_true(n > 0);
	return (size_t)n;
}

/* What the batch wrote for game i is what the mirror game says. */
static void expect_decision_in(const struct outs *o, size_t i, const uno_game *mirror,
			       const uno_game *in_batch, int obs_size, size_t width)
{
	static uint8_t mask[UNO_MOVE_INDEX_MAX], a[UNO_SAVE_MAX], b[UNO_SAVE_MAX];
	static int32_t obs[OBS_MAX];
	int seat = uno_game_current_player(mirror);

	assert_true(seat >= 0);
	assert_int_equal(o->seat[i], seat);
	assert_true(uno_game_legal_mask(mirror, seat, mask, width) > 0);
	assert_memory_equal(o->mask + i * width, mask, width);
	assert_int_equal(uno_game_observation(mirror, seat, obs, OBS_MAX), obs_size);
	assert_memory_equal(o->obs + i * (size_t)obs_size, obs, (size_t)obs_size * sizeof obs[0]);
	size_t la = save_of(mirror, a), lb = save_of(in_batch, b);
	assert_int_equal(la, lb);
	assert_memory_equal(a, b, la);
}

/* The same for a batch of a variant within the classic move indexes. */
static void expect_decision(const struct outs *o, size_t i, const uno_game *mirror,
			    const uno_game *in_batch, int obs_size)
{
	expect_decision_in(o, i, mirror, in_batch, obs_size, UNO_MOVE_INDEX_COUNT);
}

/* A listed move most of the time (a play two times in three when there is
 * one, so that rounds end), any index otherwise (mostly refused). */
static int32_t choose_in(const uint8_t *mask, int width, uint64_t *rng)
{
	if (t_rnd(rng, 5) == 0)
		return (int32_t)t_rnd(rng, (uint32_t)width + 2) - 1;
	int listed[UNO_MOVE_INDEX_MAX], plays[UNO_MOVE_INDEX_MAX], n = 0, np = 0;
	for (int k = 0; k < width; k++)
		if (mask[k]) {
			listed[n++] = k;
			if (k < UNO_INDEX_DRAW || (k >= UNO_INDEX_XPLAY && k < UNO_INDEX_XGIVE))
				plays[np++] = k;
		}
	assert_true(n > 0);
	if (np > 0 && t_rnd(rng, 3) != 0)
		return plays[t_rnd(rng, (uint32_t)np)];
	return listed[t_rnd(rng, (uint32_t)n)];
}

static int32_t choose(const uint8_t *mask, uint64_t *rng)
{
	return choose_in(mask, UNO_MOVE_INDEX_COUNT, rng);
}

/* Over the whole test: rounds that ended, and moves refused. */
static int finished, refused;

static void run_against_single_games(const uno_rules *rules, int players, uint64_t seed)
{
	static struct outs o;
	uno_game *mirror[N];
	uno_batch *b;
	uint64_t next = seed + N, rng = seed;
	int width = uno_rules_move_index_count(rules);

	assert_true(width >= UNO_MOVE_INDEX_COUNT && width <= UNO_MOVE_INDEX_MAX);
	assert_int_equal(uno_batch_new(&b, rules, players, N, seed, NULL, NULL), UNO_OK);
	assert_int_equal(uno_batch_count(b), N);
	int obs_size = uno_observation_size(rules);
	assert_true(obs_size > 0 && obs_size <= OBS_MAX);
	for (size_t i = 0; i < N; i++)
		assert_int_equal(uno_game_new(&mirror[i], rules, players, seed + i, NULL, NULL),
				 UNO_OK);
	outs_init(&o);
	assert_int_equal(uno_batch_observe(b, &o.out), UNO_OK);
	for (size_t i = 0; i < N; i++)
		expect_decision_in(&o, i, mirror[i], uno_batch_game(b, i), obs_size, (size_t)width);

	for (int step = 0; step < STEPS; step++) {
		int32_t actions[N];
		for (size_t i = 0; i < N; i++)
			actions[i] = choose_in(o.mask + i * (size_t)width, width, &rng);
		outs_init(&o);
		assert_int_equal(uno_batch_step(b, actions, &o.out), UNO_OK);
		for (size_t i = 0; i < N; i++) {
			uno_game *g = mirror[i];
			int seat = uno_game_current_player(g);
			int reason = UNO_REASON_OK;
			uno_move m;
			if (uno_move_from_index(actions[i], &m) == UNO_OK)
				uno_game_check_move(g, seat, &m, &reason);
			else
				reason = UNO_REASON_MALFORMED;
			int rc = uno_game_apply_index(g, seat, actions[i]);
			assert_int_equal(o.status[i], rc);
			assert_int_equal(o.reason[i], rc == UNO_OK ? UNO_REASON_OK : reason);
			refused += rc != UNO_OK;
			int phase = uno_game_phase(g);
			bool over = phase == UNO_PHASE_ROUND_OVER || phase == UNO_PHASE_MATCH_OVER;
			assert_int_equal(o.over[i], over);
			if (over) {
				int winner = uno_game_round_winner(g);
				assert_int_equal(o.winner[i], winner);
				assert_int_equal(o.points[i], uno_game_score(g, winner));
				uno_game_free(g);
				assert_int_equal(uno_game_new(&mirror[i], rules, players, next++,
							      NULL, NULL),
						 UNO_OK);
				finished++;
			} else {
				assert_int_equal(o.winner[i], -1);
				assert_int_equal(o.points[i], 0);
			}
			expect_decision_in(&o, i, mirror[i], uno_batch_game(b, i), obs_size,
					   (size_t)width);
		}
	}
	for (size_t i = 0; i < N; i++)
		uno_game_free(mirror[i]);
	uno_batch_free(b);
}

static void test_a_batch_plays_the_single_games(void **state)
{
	/* UNO Flip's games keep the two-sided cards' part of the state, the
	 * others do not (UNO__ONE_SIDED_SIZE): a batch's games are as large
	 * as its variant's. */
	const char *variants[] = { "classic", "two-player", "casting-call", "teams", "flip",
				   "no-mercy" };
	const int players[] = { 4, 2, 3, 4, 4, 3 };

	(void)state;
	for (int v = 0; v < 6; v++) {
		const uno_rules *rules;
		assert_int_equal(uno_rules_builtin(&rules, variants[v]), UNO_OK);
		run_against_single_games(rules, players[v], 100 + (uint64_t)v);
	}
	/* Referee mode: the games carry their misplay snapshots;
	 * the refused plays of the random indexes stand as misplays. */
	uno_rules *referee = t_rules("classic", UNO_OPT_REFEREE, 1, -1);
	run_against_single_games(referee, 3, 5);
	uno_rules_free(referee);
	referee = t_rules("flip", UNO_OPT_REFEREE, 1, -1);
	run_against_single_games(referee, 3, 6);
	uno_rules_free(referee);
	/* Both paths were taken: new games started, refusals reported. */
	assert_true(finished > 20 && refused > 100);
}

static void test_one_allocation_nothing_while_stepping(void **state)
{
	struct t_counter count = { 0, 0 };
	static struct outs o;
	const uno_rules *rules;
	uno_batch *b;
	uint64_t rng = 3;

	(void)state;
	assert_int_equal(uno_rules_builtin(&rules, "classic"), UNO_OK);
	assert_int_equal(uno_batch_new(&b, rules, 4, N, 1, t_counting_alloc, &count), UNO_OK);
	assert_int_equal(count.allocs, 1);
	outs_init(&o);
	assert_int_equal(uno_batch_observe(b, &o.out), UNO_OK);
	for (int step = 0; step < 300; step++) {
		int32_t actions[N];
		for (size_t i = 0; i < N; i++)
			actions[i] = choose(o.mask + i * UNO_MOVE_INDEX_COUNT, &rng);
		assert_int_equal(uno_batch_step(b, actions, &o.out), UNO_OK);
	}
	assert_int_equal(count.allocs, 1);
	uno_batch_free(b);
	assert_int_equal(count.frees, 1);
}

/* Outputs left NULL are not written; the others are. */
static void test_partial_outputs(void **state)
{
	const uno_rules *rules;
	uno_batch *b;
	int32_t seat[3] = { -9, -9, -9 }, status[3] = { -9, -9, -9 };
	uno_batch_out out = { .size = sizeof out, .seat = seat };

	(void)state;
	assert_int_equal(uno_rules_builtin(&rules, "classic"), UNO_OK);
	assert_int_equal(uno_batch_new(&b, rules, 3, 3, 20, NULL, NULL), UNO_OK);
	assert_int_equal(uno_batch_observe(b, &out), UNO_OK);
	for (int i = 0; i < 3; i++) {
		assert_int_equal(seat[i], uno_game_current_player(uno_batch_game(b, (size_t)i)));
		assert_int_equal(status[i], -9);
	}
	int32_t draws[3] = { UNO_INDEX_DRAW, UNO_INDEX_DRAW, UNO_INDEX_DRAW };
	out.seat = NULL;
	out.status = status;
	assert_int_equal(uno_batch_step(b, draws, &out), UNO_OK);
	for (int i = 0; i < 3; i++)
		assert_true(status[i] == UNO_OK || status[i] == UNO_EILLEGAL);
	uno_batch_free(b);
}

/* An allocator that has nothing to give (frees what it is given back). */
static void *failing_alloc(void *ptr, size_t size, void *user)
{
	(void)size;
	(void)user;
	free(ptr);
	return NULL;
}

static void test_errors(void **state)
{
	const uno_rules *rules;
	uno_batch *b = (uno_batch *)&b;
	int32_t actions[2] = { 0, 0 };
	uno_batch_out out = { .size = sizeof out };
	uno_batch_out small = { .size = sizeof small - 1 };

	(void)state;
	assert_int_equal(uno_rules_builtin(&rules, "classic"), UNO_OK);
	assert_int_equal(uno_batch_new(NULL, rules, 4, 2, 1, NULL, NULL), UNO_EINVAL);
	assert_int_equal(uno_batch_new(&b, rules, 4, 0, 1, NULL, NULL), UNO_EINVAL);
	assert_null(b);
	assert_int_equal(uno_batch_new(&b, rules, 4, 1000001, 1, NULL, NULL), UNO_EINVAL);
	assert_int_equal(uno_batch_new(&b, NULL, 4, 2, 1, NULL, NULL), UNO_EINVAL);
	assert_int_equal(uno_batch_new(&b, rules, 11, 2, 1, NULL, NULL), UNO_EINVAL);
	assert_int_equal(uno_batch_new(&b, rules, 4, 2, 1, failing_alloc, NULL), UNO_ENOMEM);
	assert_null(b);
	assert_int_equal(uno_batch_count(NULL), 0);
	assert_null(uno_batch_game(NULL, 0));
	uno_batch_free(NULL);

	assert_int_equal(uno_batch_new(&b, rules, 4, 2, 1, NULL, NULL), UNO_OK);
	assert_null(uno_batch_game(b, 2));
	static uint8_t before[UNO_SAVE_MAX], after[UNO_SAVE_MAX];
	size_t len = save_of(uno_batch_game(b, 0), before);
	assert_int_equal(uno_batch_observe(NULL, &out), UNO_EINVAL);
	assert_int_equal(uno_batch_observe(b, NULL), UNO_EINVAL);
	assert_int_equal(uno_batch_observe(b, &small), UNO_EINVAL);
	assert_int_equal(uno_batch_step(NULL, actions, &out), UNO_EINVAL);
	assert_int_equal(uno_batch_step(b, NULL, &out), UNO_EINVAL);
	assert_int_equal(uno_batch_step(b, actions, NULL), UNO_EINVAL);
	assert_int_equal(uno_batch_step(b, actions, &small), UNO_EINVAL);
	/* Refused calls changed nothing. */
	assert_int_equal(save_of(uno_batch_game(b, 0), after), len);
	assert_memory_equal(after, before, len);
	uno_batch_free(b);
}

/* ---- opponents played by the batch ---- */

/* A legal move of the mask, uniformly. */
static int32_t listed(const uint8_t *mask, uint64_t *rng)
{
	int idx[UNO_MOVE_INDEX_COUNT], n = 0;
	for (int k = 0; k < UNO_MOVE_INDEX_COUNT; k++)
		if (mask[k])
			idx[n++] = k;
	assert_true(n > 0);
	return idx[t_rnd(rng, (uint32_t)n)];
}

/* The mirror of a batch game with bot opponents: a new game from the next
 * seed, advanced by the bots until the learner decides; a round that ends
 * first is replaced from the next seed, as the batch does. */
static uno_game *mirror_start(const uno_rules *rules, int players, uint64_t *next,
			      uno_bot **bots)
{
	for (;;) {
		uno_game *g;
		assert_int_equal(uno_game_new(&g, rules, players, (*next)++, NULL, NULL), UNO_OK);
		assert_true(uno_game_advance(g, bots, players, 0) >= 0);
		if (uno_game_current_player(g) >= 0)
			return g;
		uno_game_free(g);
	}
}

/* With bots in every other seat, the batch plays exactly what
 * uno_game_advance() plays between the learner's moves: same games, same
 * reported rounds, the learner always to decide. */
static void test_opponents_bots_match_advance(void **state)
{
	static struct outs o;
	const uno_rules *rules;
	uno_batch *b;
	uno_bot *bots[4] = { NULL };
	uno_game *mirror[N];
	uint64_t rng = 11, next = 500 + N;
	int obs_size, rounds = 0;
	(void)state;

	assert_int_equal(uno_rules_builtin(&rules, "classic"), UNO_OK);
	obs_size = uno_observation_size(rules);
	for (int s = 1; s < 4; s++) {
		uno_bot_options opt;
		assert_int_equal(uno_bot_options_init(&opt, s == 2 ? UNO_BOT_RANDOM : UNO_BOT_GREEDY), UNO_OK);
		opt.seed = (uint64_t)s;
		assert_int_equal(uno_bot_new(&bots[s], &opt, NULL, NULL), UNO_OK);
	}
	assert_int_equal(uno_batch_new(&b, rules, 4, N, 500, NULL, NULL), UNO_OK);
	assert_int_equal(uno_batch_set_opponents(b, 0, UNO_PLAYOUT_UNIFORM, 1, bots, 4), UNO_OK);
	/* Mirrors: game i from seed 500 + i, replaced in index order. */
	for (size_t i = 0; i < N; i++) {
		uint64_t seed = 500 + i;
		assert_int_equal(uno_game_new(&mirror[i], rules, 4, seed, NULL, NULL), UNO_OK);
		assert_true(uno_game_advance(mirror[i], bots, 4, 0) >= 0);
		if (uno_game_current_player(mirror[i]) < 0) {
			uno_game_free(mirror[i]);
			mirror[i] = mirror_start(rules, 4, &next, bots);
		}
	}
	outs_init(&o);
	assert_int_equal(uno_batch_observe(b, &o.out), UNO_OK);
	for (size_t i = 0; i < N; i++) {
		assert_int_equal(o.seat[i], 0);
		expect_decision(&o, i, mirror[i], uno_batch_game(b, i), obs_size);
	}
	for (int step = 0; step < STEPS; step++) {
		int32_t actions[N];
		for (size_t i = 0; i < N; i++)
			actions[i] = listed(o.mask + i * UNO_MOVE_INDEX_COUNT, &rng);
		assert_int_equal(uno_batch_step(b, actions, &o.out), UNO_OK);
		for (size_t i = 0; i < N; i++) {
			assert_int_equal(o.status[i], UNO_OK);
			assert_int_equal(uno_game_apply_index(mirror[i], 0, actions[i]), UNO_OK);
			assert_true(uno_game_advance(mirror[i], bots, 4, 0) >= 0);
			int phase = uno_game_phase(mirror[i]);
			int w = phase == UNO_PHASE_ROUND_OVER || phase == UNO_PHASE_MATCH_OVER
					? uno_game_round_winner(mirror[i])
					: -1;
			assert_int_equal(o.over[i], w >= 0);
			assert_int_equal(o.winner[i], w);
			if (w >= 0) {
				rounds++;
				assert_int_equal(o.points[i], uno_game_score(mirror[i], w));
				uno_game_free(mirror[i]);
				mirror[i] = mirror_start(rules, 4, &next, bots);
			}
			assert_int_equal(o.seat[i], 0);
			expect_decision(&o, i, mirror[i], uno_batch_game(b, i), obs_size);
		}
	}
	assert_true(rounds > 10);
	for (size_t i = 0; i < N; i++)
		uno_game_free(mirror[i]);
	for (int s = 1; s < 4; s++)
		uno_bot_free(bots[s]);
	uno_batch_free(b);
}

/* With the playout policies, the learner is always the seat to decide,
 * its masks are its legal moves, the batch is deterministic, and a
 * learner playing uniformly against uniform opponents wins about its fair
 * share; seat -1 gives every seat back to the caller. */
static void test_opponents_policy(void **state)
{
	static struct outs o, p;
	const uno_rules *rules;
	uno_batch *b, *c;
	uint64_t rng = 3;
	int rounds[2] = { 0, 0 }, wins[2] = { 0, 0 };
	(void)state;

	assert_int_equal(uno_rules_builtin(&rules, "classic"), UNO_OK);
	for (int policy = UNO_PLAYOUT_UNIFORM; policy <= UNO_PLAYOUT_REFERENCE; policy++) {
		assert_int_equal(uno_batch_new(&b, rules, 4, N, 77, NULL, NULL), UNO_OK);
		assert_int_equal(uno_batch_new(&c, rules, 4, N, 77, NULL, NULL), UNO_OK);
		assert_int_equal(uno_batch_set_opponents(b, 2, policy, 9, NULL, 0), UNO_OK);
		assert_int_equal(uno_batch_set_opponents(c, 2, policy, 9, NULL, 0), UNO_OK);
		outs_init(&o);
		outs_init(&p);
		assert_int_equal(uno_batch_observe(b, &o.out), UNO_OK);
		for (int step = 0; step < 4000; step++) {
			int32_t actions[N];
			for (size_t i = 0; i < N; i++) {
				const uno_game *g = uno_batch_game(b, i);
				uint8_t mask[UNO_MOVE_INDEX_COUNT];
				assert_int_equal(o.seat[i], 2);
				assert_int_equal(uno_game_current_player(g), 2);
				assert_true(uno_game_legal_mask(g, 2, mask, sizeof mask) > 0);
				assert_memory_equal(o.mask + i * UNO_MOVE_INDEX_COUNT, mask, sizeof mask);
				actions[i] = listed(mask, &rng);
			}
			assert_int_equal(uno_batch_step(b, actions, &o.out), UNO_OK);
			assert_int_equal(uno_batch_step(c, actions, &p.out), UNO_OK);
			assert_memory_equal(o.seat, p.seat, sizeof o.seat);
			assert_memory_equal(o.over, p.over, sizeof o.over);
			assert_memory_equal(o.winner, p.winner, sizeof o.winner);
			assert_memory_equal(o.mask, p.mask, sizeof o.mask);
			for (size_t i = 0; i < N; i++) {
				assert_int_equal(o.status[i], UNO_OK);
				if (o.over[i]) {
					rounds[policy]++;
					wins[policy] += o.winner[i] == 2;
				}
			}
		}
		uno_batch_free(c);
		/* Every seat back to the caller. */
		assert_int_equal(uno_batch_set_opponents(b, -1, UNO_PLAYOUT_UNIFORM, 0, NULL, 0), UNO_OK);
		int other = 0;
		for (int step = 0; step < 50; step++) {
			int32_t actions[N];
			for (size_t i = 0; i < N; i++)
				actions[i] = listed(o.mask + i * UNO_MOVE_INDEX_COUNT, &rng);
			assert_int_equal(uno_batch_step(b, actions, &o.out), UNO_OK);
			for (size_t i = 0; i < N; i++)
				other += o.seat[i] != 2;
		}
		assert_true(other > 0);
		uno_batch_free(b);
	}
	/* Against uniform opponents, the fair share: a quarter of the rounds,
	 * give or take. The reference policy plays a card whenever it can, so
	 * a uniform learner (which often draws instead) wins less. */
	print_message("uniform learner: %d of %d rounds against uniform, %d of %d against reference\n",
		      wins[0], rounds[0], wins[1], rounds[1]);
	assert_true(rounds[0] > 200 && rounds[1] > 200);
	assert_true(wins[0] * 100 > rounds[0] * 16 && wins[0] * 100 < rounds[0] * 34);
	assert_true(wins[1] * rounds[0] < wins[0] * rounds[1]);
}

/* uno_batch_restart(): game i is replaced by the game of the batch's next
 * seed (settled for the learner), the others are untouched, and the seeds
 * after it move on by one. */
static void test_restart(void **state)
{
	static uint8_t a[UNO_SAVE_MAX], b2[UNO_SAVE_MAX], other[UNO_SAVE_MAX];
	const uno_rules *rules;
	uno_batch *b;
	uno_game *g;
	(void)state;

	assert_int_equal(uno_rules_builtin(&rules, "classic"), UNO_OK);
	assert_int_equal(uno_batch_new(&b, rules, 4, 3, 40, NULL, NULL), UNO_OK);
	size_t lo = save_of(uno_batch_game(b, 0), other);
	assert_int_equal(uno_batch_restart(b, 1), UNO_OK);
	/* Game 1 is now the game of seed 43 (40 + 3). */
	assert_int_equal(uno_game_new(&g, rules, 4, 43, NULL, NULL), UNO_OK);
	size_t la = save_of(g, a), lb = save_of(uno_batch_game(b, 1), b2);
	assert_int_equal(la, lb);
	assert_memory_equal(a, b2, la);
	uno_game_free(g);
	assert_int_equal(save_of(uno_batch_game(b, 0), a), lo);
	assert_memory_equal(a, other, lo);
	/* With opponents, the restarted game waits for the learner. */
	assert_int_equal(uno_batch_set_opponents(b, 2, UNO_PLAYOUT_REFERENCE, 1, NULL, 0), UNO_OK);
	assert_int_equal(uno_batch_restart(b, 0), UNO_OK);
	assert_int_equal(uno_game_current_player(uno_batch_game(b, 0)), 2);
	assert_int_equal(uno_batch_restart(b, 3), UNO_EINVAL);
	assert_int_equal(uno_batch_restart(NULL, 0), UNO_EINVAL);
	uno_batch_free(b);
}

/* G-10: refused arguments change nothing. */
static void test_opponents_errors_G10(void **state)
{
	const uno_rules *rules;
	uno_batch *b;
	uno_bot *bots[4] = { NULL };
	static uint8_t before[UNO_SAVE_MAX], after[UNO_SAVE_MAX];
	(void)state;

	assert_int_equal(uno_rules_builtin(&rules, "classic"), UNO_OK);
	assert_int_equal(uno_batch_new(&b, rules, 4, 2, 1, NULL, NULL), UNO_OK);
	size_t len = save_of(uno_batch_game(b, 0), before);
	assert_int_equal(uno_batch_set_opponents(NULL, 0, 0, 0, NULL, 0), UNO_EINVAL);
	assert_int_equal(uno_batch_set_opponents(b, 4, 0, 0, NULL, 0), UNO_EINVAL);
	assert_int_equal(uno_batch_set_opponents(b, -2, 0, 0, NULL, 0), UNO_EINVAL);
	assert_int_equal(uno_batch_set_opponents(b, 0, 2, 0, NULL, 0), UNO_EINVAL);
	assert_int_equal(uno_batch_set_opponents(b, 0, -1, 0, NULL, 0), UNO_EINVAL);
	assert_int_equal(uno_batch_set_opponents(b, 0, 0, 0, bots, 5), UNO_EINVAL);
	assert_int_equal(uno_batch_set_opponents(b, 0, 0, 0, bots, -1), UNO_EINVAL);
	assert_int_equal(uno_batch_set_opponents(b, 0, 0, 0, NULL, 2), UNO_EINVAL);
	assert_int_equal(save_of(uno_batch_game(b, 0), after), len);
	assert_memory_equal(after, before, len);
	uno_batch_free(b);
}

/* A batch that tracks nothing beyond the rules (uno_batch_set_tracking())
 * plays the same games against the same random bots, step for step, and
 * so do the games that take finished ones' places; bad arguments change
 * nothing (G-10). */
static void test_untracked_batch_plays_the_same_games(void **state)
{
	static struct outs o[2];
	const uno_rules *rules;
	uno_batch *b[2];
	uno_bot *bots[2][4] = { { NULL } };
	uint64_t rng = 5;
	int rounds = 0;
	(void)state;

	assert_int_equal(uno_rules_builtin(&rules, "classic"), UNO_OK);
	for (int k = 0; k < 2; k++) {
		assert_int_equal(uno_batch_new(&b[k], rules, 4, N, 90, NULL, NULL), UNO_OK);
		for (int s = 1; s < 4; s++) {
			uno_bot_options opt;
			uno_bot_options_init(&opt, UNO_BOT_RANDOM);
			opt.seed = (uint64_t)s;
			assert_int_equal(uno_bot_new(&bots[k][s], &opt, NULL, NULL), UNO_OK);
		}
		assert_int_equal(uno_batch_set_opponents(b[k], 0, UNO_PLAYOUT_UNIFORM, 3, bots[k], 4),
				 UNO_OK);
		outs_init(&o[k]);
	}
	assert_int_equal(uno_batch_set_tracking(NULL, 0), UNO_EINVAL);
	assert_int_equal(uno_batch_set_tracking(b[1], 2), UNO_EINVAL);
	assert_int_equal(uno_game_tracking(uno_batch_game(b[1], 0)), (int)UNO_TRACK_ALL);
	assert_int_equal(uno_batch_set_tracking(b[1], 0), UNO_OK);
	for (int k = 0; k < 2; k++)
		assert_int_equal(uno_batch_observe(b[k], &o[k].out), UNO_OK);
	for (int step = 0; step < STEPS; step++) {
		int32_t actions[N];
		for (size_t i = 0; i < N; i++)
			actions[i] = choose(o[0].mask + i * UNO_MOVE_INDEX_COUNT, &rng);
		for (int k = 0; k < 2; k++)
			assert_int_equal(uno_batch_step(b[k], actions, &o[k].out), UNO_OK);
		assert_memory_equal(&o[0], &o[1], offsetof(struct outs, out));
		for (size_t i = 0; i < N; i++) {
			rounds += o[0].over[i];
			assert_int_equal(uno_game_tracking(uno_batch_game(b[1], i)), 0);
		}
	}
	assert_true(rounds > 0);
	assert_int_equal(uno_batch_restart(b[1], 0), UNO_OK);
	assert_int_equal(uno_game_tracking(uno_batch_game(b[1], 0)), 0);
	for (int k = 0; k < 2; k++) {
		uno_batch_free(b[k]);
		for (int s = 1; s < 4; s++)
			uno_bot_free(bots[k][s]);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_a_batch_plays_the_single_games),
		cmocka_unit_test(test_one_allocation_nothing_while_stepping),
		cmocka_unit_test(test_partial_outputs),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_opponents_bots_match_advance),
		cmocka_unit_test(test_opponents_policy),
		cmocka_unit_test(test_opponents_errors_G10),
		cmocka_unit_test(test_restart),
		cmocka_unit_test(test_untracked_batch_plays_the_same_games),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
