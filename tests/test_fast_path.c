/*
 * The fast paths agree with the general one (issue 45, parts 3 and 4;
 * G-10: one oracle, DESIGN.md principles 6 and 7: one set of rules,
 * determinism). Random positions of every built-in variant, every player
 * count it allows (2-10), random mixes of its options (house rules H-1..
 * H-6 among them), each played on by the reference policy through
 * uno_game_playout(), through uno_game_policy_move() + uno_game_apply()
 * and through uno_game_decision() + uno_game_apply_index(), and untracked
 * without hooks through apply_index, apply and the fused fast step
 * (engine/fast.c) itself: the saved bytes (the whole states of the
 * untracked games), events, refusals, messages and logs must be the same
 * (tests/fast_equiv.c says exactly what is compared).
 *
 * The harness itself is checked too: given two different playout seeds
 * it must report a divergence, so that it cannot pass by comparing
 * nothing.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdio.h>
#include <string.h>

#include "fast_equiv.h"

#include <stdlib.h>

/* Positions per variant and player count: UNO_FAST_PATH_POSITIONS (the
 * long run and the valgrind run set it, tests/meson.build), or this. */
#define POSITIONS 12

static int positions(void)
{
	const char *env = getenv("UNO_FAST_PATH_POSITIONS");
	int n = env ? atoi(env) : 0;
	return n > 0 ? n : POSITIONS;
}

static uint64_t setup_of(struct fe_setup *su, const uno_rules *base, int players, int k,
			 size_t variant)
{
	uint64_t h = t_mix64(((uint64_t)variant << 40) ^ ((uint64_t)players << 20) ^ (uint64_t)k);
	memset(su, 0, sizeof *su);
	su->base = base;
	su->players = players;
	su->seed = h;
	su->mix = t_mix64(h ^ 0x6d6978);
	/* Mostly early positions, some well into the round. */
	su->prefix = (unsigned)(k % 3 == 0 ? 0 : t_mix64(h ^ 0x707265) % 60);
	su->policy_seed = t_mix64(h ^ 0x706f6c);
	/* One position in four plays the variant's own rules, one in four
	 * a few house rules: most of their moves are the fused step's. */
	su->plain = k % 4 == 1;
	su->sparse = k % 4 == 2;
	return h;
}

static void test_every_variant_player_count_and_mix(void **state)
{
	(void)state;
	int compared = 0, sided = 0, moves = 0, probes = 0, skipped = 0, per = positions();
	int fused = 0, fused_index = 0;
	size_t nvariants = uno_rules_builtin_count();

	assert_int_equal(nvariants, 9);
	for (size_t v = 0; v < nvariants; v++) {
		const uno_rules *base = uno_rules_builtin_at(v);
		int min, max, in_variant = 0;
		assert_int_equal(uno_rules_players(base, &min, &max), UNO_OK);
		for (int players = min < 2 ? 2 : min; players <= max; players++) {
			for (int k = 0; k < per; k++) {
				struct fe_setup su;
				struct fe_report rep;
				char why[200];
				setup_of(&su, base, players, k, v);
				enum fe_outcome out = fe_run(&su, &rep, why, sizeof why);
				if (out == FE_DIVERGED)
					fail_msg("%s, %d players, position %d: %s", uno_rules_name(base),
						 players, k, why);
				skipped += out == FE_SKIPPED;
				if (out == FE_SAME) {
					compared++;
					in_variant++;
					sided += rep.two_sided;
					moves += rep.moves;
					probes += rep.probes;
					fused += rep.fused;
					fused_index += rep.fused_index;
				}
			}
		}
		/* Most mixes are games: a variant that compared (next to)
		 * nothing would be a hole. */
		assert_true(3 * in_variant >= per * (max - (min < 2 ? 2 : min) + 1));
	}
	assert_true(sided > 0);
	assert_true(moves > 10 * compared);
	assert_true(probes > compared);
	/* The fused step took a good share of the moves (most mixes have a
	 * house rule it leaves to the general step), so it was compared. */
	assert_true(4 * fused > moves / 10);
	assert_true(fused_index > 0);
	printf("# %d positions compared (%d two-sided), %d skipped, %d moves (%d by the fused "
	       "step), %d refusals\n",
	       compared, sided, skipped, moves, fused, probes);
}

/* The harness tells paths apart: the playout given another seed plays
 * another game, which it must report. */
static void test_harness_sees_a_divergence(void **state)
{
	(void)state;
	int diverged = 0, runs = 0;

	for (size_t v = 0; v < uno_rules_builtin_count(); v++) {
		for (int k = 0; k < 4; k++) {
			struct fe_setup su;
			char why[200];
			setup_of(&su, uno_rules_builtin_at(v), 4, 1000 + k, v);
			su.perturb = 1;
			su.plain = 1;
			su.prefix = 0;
			enum fe_outcome out = fe_run(&su, NULL, why, sizeof why);
			if (out == FE_SKIPPED)
				continue;
			runs++;
			if (out == FE_DIVERGED) {
				diverged++;
				assert_true(strlen(why) > 0);
			}
		}
	}
	assert_true(runs >= 27);
	/* Two seeds give the same whole round only by chance: never, over
	 * the full rounds of these positions. */
	assert_int_equal(diverged, runs);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_variant_player_count_and_mix),
		cmocka_unit_test(test_harness_sees_a_divergence),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
