/*
 * Fuzz target: the fast paths agree with the general one (issue 45,
 * parts 3 and 4; G-10). The input chooses a position: the built-in
 * variant, the player count, the game's seed, the mix of options (house
 * rules among them), how many uniformly random legal moves are played
 * first, and the seed of the reference policy's choices. The harness of
 * tests/fast_equiv.c then plays the round on through uno_game_playout(),
 * through uno_game_policy_move() + uno_game_apply() and through
 * uno_game_decision() + uno_game_apply_index(), and any difference in the
 * saved bytes, events, refusals, messages or logs is a crash (the test
 * tests/test_fast_path.c runs the same harness over fixed positions).
 * SPDX-License-Identifier: MIT
 */
#include "fuzz.h"

#include "../fast_equiv.h"

static uint64_t word(struct fuzz_input *in)
{
	uint64_t v = 0;
	for (int i = 0; i < 8; i++)
		v = v << 8 | fuzz_byte(in);
	return v;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fuzz_input in = { data, size };
	struct fe_setup su = { 0 };
	size_t count = uno_rules_builtin_count();
	int min, max;

	su.base = uno_rules_builtin_at(fuzz_byte(&in) % count);
	if (!su.base || uno_rules_players(su.base, &min, &max) != UNO_OK)
		return 0;
	if (min < 2)
		min = 2;
	su.players = min + (int)(fuzz_byte(&in) % (unsigned)(max - min + 1));
	su.seed = word(&in);
	su.mix = word(&in);
	su.plain = su.mix == 0;
	/* Half the mixes have few house rules: the fused step's games. */
	su.sparse = (int)(su.mix >> 63);
	su.prefix = fuzz_byte(&in) % 120u;
	su.policy_seed = word(&in);

	char why[240];
	if (fe_run(&su, NULL, why, sizeof why) == FE_DIVERGED) {
		fprintf(stderr, "%s, %d players: %s\n", uno_rules_name(su.base), su.players, why);
		FUZZ_CHECK(!"the paths diverged");
	}
	return 0;
}
