/*
 * The generator is part of the documented behaviour (doc/rules.md, "The
 * generator"; DESIGN principle 6): these known answers were computed with an
 * independent implementation, so a replay in another language can rely on
 * them.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include "uno_internal.h"

static void test_splitmix_seeding_known_answer(void **state)
{
	uint64_t s[4];
	(void)state;

	uno__rng_seed(s, 0);
	assert_true(s[0] == 0xe220a8397b1dcdafull);
	assert_true(s[1] == 0x6e789e6aa1b965f4ull);
	assert_true(s[2] == 0x06c45d188009454full);
	assert_true(s[3] == 0xf88bb8a8724c81ecull);
}

static void test_xoshiro_known_answer(void **state)
{
	uint64_t s[4];
	(void)state;

	uno__rng_seed(s, 42);
	assert_true(uno__rng_next(s) == 0x15780b2e0c2ec716ull);
	assert_true(uno__rng_next(s) == 0x6104d9866d113a7eull);
	assert_true(uno__rng_next(s) == 0xae17533239e499a1ull);
}

static void test_shuffle_known_answer(void **state)
{
	static const uint8_t want[10] = { 8, 3, 9, 0, 7, 2, 1, 6, 5, 4 };
	uint8_t a[10];
	uint64_t s[4];
	(void)state;

	for (int i = 0; i < 10; i++)
		a[i] = (uint8_t)i;
	uno__rng_seed(s, 7);
	uno__rng_shuffle(s, a, 10);
	assert_memory_equal(a, want, sizeof want);
}

static void test_below_stays_in_range_and_covers_it(void **state)
{
	uint64_t s[4];
	int seen[7] = { 0 };
	(void)state;

	uno__rng_seed(s, 1);
	for (int i = 0; i < 7000; i++) {
		uint32_t v = uno__rng_below(s, 7);
		assert_true(v < 7);
		seen[v]++;
	}
	for (int v = 0; v < 7; v++)
		assert_true(seen[v] > 800 && seen[v] < 1200);
	assert_int_equal(uno__rng_below(s, 1), 0);
}

/* Principle 6: same rules, players and seed give the same game. */
static void test_same_seed_same_game_different_seed_different_game(void **state)
{
	const uno_rules *r;
	uno_game *a, *b, *c;
	(void)state;

	assert_int_equal(uno_rules_builtin(&r, "classic"), UNO_OK);
	assert_int_equal(uno_game_new(&a, r, 4, 99, NULL, NULL), UNO_OK);
	assert_int_equal(uno_game_new(&b, r, 4, 99, NULL, NULL), UNO_OK);
	assert_int_equal(uno_game_new(&c, r, 4, 100, NULL, NULL), UNO_OK);
	assert_true(uno__state_equal(a, b));
	assert_false(uno__state_equal(a, c));
	uno_game_free(a);
	uno_game_free(b);
	uno_game_free(c);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_splitmix_seeding_known_answer),
		cmocka_unit_test(test_xoshiro_known_answer),
		cmocka_unit_test(test_shuffle_known_answer),
		cmocka_unit_test(test_below_stays_in_range_and_covers_it),
		cmocka_unit_test(test_same_seed_same_game_different_seed_different_game),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
