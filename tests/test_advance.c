/*
 * uno_game_advance(): bots play until a seat without a bot must decide,
 * the round ends, or the move budget is spent; their moves out of turn
 * (G-6 calls and catches) come first. Bad arguments change nothing (G-10).
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <string.h>

static struct t_events ev;

static uno_bot *new_bot(int kind, uint64_t seed)
{
	uno_bot_options o;
	uno_bot *b = NULL;

	assert_int_equal(uno_bot_options_init(&o, kind), UNO_OK);
	o.seed = seed;
	assert_int_equal(uno_bot_new(&b, &o, NULL, NULL), UNO_OK);
	return b;
}

static void free_bots(uno_bot **bots, int n)
{
	for (int i = 0; i < n; i++)
		uno_bot_free(bots[i]);
}

/* Every seat a bot: one call plays the round out, and the count it
 * returns is the number of moves the log recorded. */
static void test_advance_all_bots_play_the_round_out(void **state)
{
	(void)state;
	for (uint64_t seed = 1; seed <= 20; seed++) {
		const uno_rules *classic;
		uno_game *g;
		uno_bot *bots[4];

		assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
		assert_int_equal(uno_game_new(&g, classic, 4, seed, NULL, NULL), UNO_OK);
		for (int s = 0; s < 4; s++)
			bots[s] = new_bot(s % 2 ? UNO_BOT_GREEDY : UNO_BOT_RANDOM, seed + (uint64_t)s);
		assert_int_equal(uno_game_log_start(g, 10000), UNO_OK);
		int before = uno_game_log_length(g);
		int n = uno_game_advance(g, bots, 4, 0);
		assert_true(n > 0);
		assert_int_equal(uno_game_log_length(g) - before, n);
		assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
		assert_true(uno_game_round_winner(g) >= 0);
		/* Nothing left to do until the next round. */
		assert_int_equal(uno_game_advance(g, bots, 4, 0), 0);
		free_bots(bots, 4);
		uno_game_free(g);
	}
}

/* A human at seat 0 of a Two-player-free table: every return leaves the
 * decision with seat 0 or ends the round, and no move of seat 0 is made
 * by the call (its hand only changes by what others do to it: draws). */
static void test_advance_stops_for_the_human(void **state)
{
	(void)state;
	for (uint64_t seed = 1; seed <= 20; seed++) {
		const uno_rules *classic;
		uno_game *g;
		uno_bot *bots[3] = { NULL, new_bot(UNO_BOT_GREEDY, seed),
				     new_bot(UNO_BOT_GREEDY, seed + 7) };
		uint64_t rng = seed;
		int turns = 0;

		assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
		assert_int_equal(uno_game_new(&g, classic, 3, seed, NULL, NULL), UNO_OK);
		t_record_events(g, &ev);
		while (uno_game_phase(g) != UNO_PHASE_ROUND_OVER &&
		       uno_game_phase(g) != UNO_PHASE_MATCH_OVER) {
			ev.n = 0;
			int n = uno_game_advance(g, bots, 3, 0);
			assert_true(n >= 0);
			for (int i = 0; i < ev.n; i++) {
				int t = ev.ev[i].type;
				if (t == UNO_EV_PLAY || t == UNO_EV_PASS || t == UNO_EV_COLOR ||
				    t == UNO_EV_UNO)
					assert_int_not_equal(ev.ev[i].seat, 0);
				if (t == UNO_EV_CATCH)
					assert_int_not_equal(ev.ev[i].other, 0);
			}
			if (uno_game_phase(g) == UNO_PHASE_ROUND_OVER ||
			    uno_game_phase(g) == UNO_PHASE_MATCH_OVER)
				break;
			assert_int_equal(uno_game_current_player(g), 0);
			/* The human answers: any legal move of its decision. */
			uno_move moves[UNO_MAX_MOVES];
			int k = uno_game_legal_moves(g, 0, moves, UNO_MAX_MOVES);
			assert_true(k > 0);
			uno_move m = t_pick(moves, k, &rng);
			while (m.type == UNO_MOVE_CATCH)
				m = t_pick(moves, k, &rng);
			assert_int_equal(uno_game_apply(g, 0, &m), UNO_OK);
			assert_true(++turns < 2000);
		}
		free_bots(bots, 3);
		uno_game_free(g);
	}
}

/* max_moves bounds the call: one move at a time, as a host that lets its
 * humans catch between moves uses it. */
static void test_advance_max_moves(void **state)
{
	const uno_rules *classic;
	uno_game *g;
	uno_bot *bots[4];
	(void)state;

	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	assert_int_equal(uno_game_new(&g, classic, 4, 5, NULL, NULL), UNO_OK);
	for (int s = 0; s < 4; s++)
		bots[s] = new_bot(UNO_BOT_GREEDY, (uint64_t)s);
	assert_int_equal(uno_game_log_start(g, 10000), UNO_OK);
	int total = 0;
	while (uno_game_phase(g) != UNO_PHASE_ROUND_OVER) {
		int n = uno_game_advance(g, bots, 4, 1);
		assert_int_equal(n, 1);
		total++;
		assert_int_equal(uno_game_log_length(g), total);
		assert_true(total < 5000);
	}
	assert_int_equal(uno_game_advance(g, bots, 4, 1), 0);
	free_bots(bots, 4);
	uno_game_free(g);
}

/* G-6: a human who plays its second-to-last card without calling is
 * caught by the first bot clockwise from the seat to decide, before that
 * bot's own turn is played. */
static void test_advance_bots_catch_first_G6(void **state)
{
	(void)state;
	const char *hands[] = { "R1 R2", "R3 G4", "R6 Y7" };
	uno_game *g = t_game("classic", NULL, 3, -1, hands, "R5", "B8 B9", true);
	uno_bot *bots[3] = { NULL, new_bot(UNO_BOT_GREEDY, 1), new_bot(UNO_BOT_GREEDY, 2) };

	t_apply(g, 0, "R1");
	t_record_events(g, &ev);
	assert_int_equal(uno_game_advance(g, bots, 3, 1), 1);
	assert_int_equal(t_count_events(&ev, UNO_EV_CATCH, 0), 1);
	int i = t_find_event(&ev, UNO_EV_CATCH, 0);
	assert_int_equal(ev.ev[i].other, 1);
	assert_int_equal(uno_game_hand_size(g, 0), 3);
	/* The catch did not move the decision: seat 1 still plays. */
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(t_count_events(&ev, UNO_EV_PLAY, -2), 0);
	free_bots(bots, 3);
	uno_game_free(g);
}

/* G-10: refused arguments return UNO_EINVAL and change nothing. */
static void test_advance_bad_arguments_G10(void **state)
{
	const uno_rules *classic;
	uno_game *g;
	uno_bot *bots[4];
	uint8_t before[UNO_SAVE_MAX], after[UNO_SAVE_MAX];
	(void)state;

	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	assert_int_equal(uno_game_new(&g, classic, 4, 9, NULL, NULL), UNO_OK);
	for (int s = 0; s < 4; s++)
		bots[s] = new_bot(UNO_BOT_RANDOM, (uint64_t)s);
	int len = uno_game_save(g, before, sizeof before);
	assert_true(len > 0);

	assert_int_equal(uno_game_advance(NULL, bots, 4, 0), UNO_EINVAL);
	assert_int_equal(uno_game_advance(g, bots, 5, 0), UNO_EINVAL);
	assert_int_equal(uno_game_advance(g, bots, -1, 0), UNO_EINVAL);
	assert_int_equal(uno_game_advance(g, NULL, 4, 0), UNO_EINVAL);
	assert_int_equal(uno_game_advance(g, bots, 4, -1), UNO_EINVAL);
	assert_int_equal(uno_game_save(g, after, sizeof after), len);
	assert_memory_equal(before, after, (size_t)len);

	/* No bots at all: the seat to decide is a human's; nothing moves. */
	assert_int_equal(uno_game_advance(g, NULL, 0, 0), 0);
	assert_int_equal(uno_game_save(g, after, sizeof after), len);
	assert_memory_equal(before, after, (size_t)len);
	free_bots(bots, 4);
	uno_game_free(g);
}

/* From inside a hook of the game it would change: UNO_EBUSY (G-10). */
struct busy {
	uno_game *g;
	uno_bot **bots;
	int rc;
	int calls;
};

static void busy_event(const uno_game *game, const uno_event *e, void *user)
{
	struct busy *b = user;
	(void)e;
	assert_ptr_equal(game, b->g);
	b->calls++;
	b->rc = uno_game_advance(b->g, b->bots, 2, 0);
}

static void test_advance_from_a_hook_is_busy_G10(void **state)
{
	const uno_rules *classic;
	uno_game *g;
	uno_bot *bots[2] = { new_bot(UNO_BOT_GREEDY, 1), new_bot(UNO_BOT_GREEDY, 2) };
	struct busy b = { NULL, bots, UNO_OK, 0 };
	uno_hooks h;
	(void)state;

	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	assert_int_equal(uno_game_new(&g, classic, 2, 3, NULL, NULL), UNO_OK);
	b.g = g;
	memset(&h, 0, sizeof h);
	h.size = sizeof h;
	h.event = busy_event;
	assert_int_equal(uno_game_set_hooks(g, &h, &b), UNO_OK);
	uno_move moves[UNO_MAX_MOVES];
	int seat = uno_game_current_player(g);
	int k = uno_game_legal_moves(g, seat, moves, UNO_MAX_MOVES);
	assert_true(k > 0);
	assert_int_equal(uno_game_apply(g, seat, &moves[0]), UNO_OK);
	assert_true(b.calls > 0);
	assert_int_equal(b.rc, UNO_EBUSY);
	free_bots(bots, 2);
	uno_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_advance_all_bots_play_the_round_out),
		cmocka_unit_test(test_advance_stops_for_the_human),
		cmocka_unit_test(test_advance_max_moves),
		cmocka_unit_test(test_advance_bots_catch_first_G6),
		cmocka_unit_test(test_advance_bad_arguments_G10),
		cmocka_unit_test(test_advance_from_a_hook_is_busy_G10),
	};
	return cmocka_run_group_tests_name("advance", tests, NULL, NULL);
}
