/*
 * Batches (batch.h): a batch steps exactly the games uno_game_new() makes,
 * move for move as uno_game_apply_index() would, replaces finished games
 * from the next seeds, writes every output as the single-game calls give
 * it, allocates once, and refuses bad arguments.
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
	uint8_t mask[N * UNO_MOVE_INDEX_COUNT];
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
static void expect_decision(const struct outs *o, size_t i, const uno_game *mirror,
			    const uno_game *in_batch, int obs_size)
{
	static uint8_t mask[UNO_MOVE_INDEX_COUNT], a[UNO_SAVE_MAX], b[UNO_SAVE_MAX];
	static int32_t obs[OBS_MAX];
	int seat = uno_game_current_player(mirror);

	assert_true(seat >= 0);
	assert_int_equal(o->seat[i], seat);
	assert_true(uno_game_legal_mask(mirror, seat, mask, sizeof mask) > 0);
	assert_memory_equal(o->mask + i * UNO_MOVE_INDEX_COUNT, mask, sizeof mask);
	assert_int_equal(uno_game_observation(mirror, seat, obs, OBS_MAX), obs_size);
	assert_memory_equal(o->obs + i * (size_t)obs_size, obs, (size_t)obs_size * sizeof obs[0]);
	size_t la = save_of(mirror, a), lb = save_of(in_batch, b);
	assert_int_equal(la, lb);
	assert_memory_equal(a, b, la);
}

/* A listed move most of the time (a play two times in three when there is
 * one, so that rounds end), any index otherwise (mostly refused). */
static int32_t choose(const uint8_t *mask, uint64_t *rng)
{
	if (t_rnd(rng, 5) == 0)
		return (int32_t)t_rnd(rng, UNO_MOVE_INDEX_COUNT + 2) - 1;
	int listed[UNO_MOVE_INDEX_COUNT], n = 0, plays = 0;
	for (int k = 0; k < UNO_MOVE_INDEX_COUNT; k++)
		if (mask[k]) {
			listed[n++] = k;
			plays += k < UNO_INDEX_DRAW;
		}
	assert_true(n > 0);
	if (plays > 0 && t_rnd(rng, 3) != 0)
		return listed[t_rnd(rng, (uint32_t)plays)];
	return listed[t_rnd(rng, (uint32_t)n)];
}

/* Over the whole test: rounds that ended, and moves refused. */
static int finished, refused;

static void run_against_single_games(const uno_rules *rules, int players, uint64_t seed)
{
	static struct outs o;
	uno_game *mirror[N];
	uno_batch *b;
	uint64_t next = seed + N, rng = seed;

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
		expect_decision(&o, i, mirror[i], uno_batch_game(b, i), obs_size);

	for (int step = 0; step < STEPS; step++) {
		int32_t actions[N];
		for (size_t i = 0; i < N; i++)
			actions[i] = choose(o.mask + i * UNO_MOVE_INDEX_COUNT, &rng);
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
			expect_decision(&o, i, mirror[i], uno_batch_game(b, i), obs_size);
		}
	}
	for (size_t i = 0; i < N; i++)
		uno_game_free(mirror[i]);
	uno_batch_free(b);
}

static void test_a_batch_plays_the_single_games(void **state)
{
	const char *variants[] = { "classic", "two-player", "casting-call", "teams" };
	const int players[] = { 4, 2, 3, 4 };

	(void)state;
	for (int v = 0; v < 4; v++) {
		const uno_rules *rules;
		assert_int_equal(uno_rules_builtin(&rules, variants[v]), UNO_OK);
		run_against_single_games(rules, players[v], 100 + (uint64_t)v);
	}
	/* Referee mode: the games carry their misplay snapshots;
	 * the refused plays of the random indexes stand as misplays. */
	uno_rules *referee = t_rules("classic", UNO_OPT_REFEREE, 1, -1);
	run_against_single_games(referee, 3, 5);
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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_a_batch_plays_the_single_games),
		cmocka_unit_test(test_one_allocation_nothing_while_stepping),
		cmocka_unit_test(test_partial_outputs),
		cmocka_unit_test(test_errors),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
