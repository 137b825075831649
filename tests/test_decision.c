/*
 * The fast host's calls (view.h, game.h): uno_game_decision() answers
 * exactly what uno_game_current_player(), uno_game_phase() and the legal
 * list say; uno_game_apply_index() is uno_game_apply() of the indexed move,
 * accepted and refused alike; uno_game_reset() gives the game
 * uno_game_new() would, without allocating.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <string.h>

#define MOVES_PER_GAME 600 /* per game; most rounds end well before */

/* The rule mixes every variant is tried with: none, then the house rules
 * that change what a turn may list. */
static const int mixes[][9] = {
	{ -1 },
	{ UNO_OPT_STACKING, 2, UNO_OPT_JUMP_IN, 1, UNO_OPT_DRAW_UNTIL_PLAYABLE, 1, -1 },
	{ UNO_OPT_FORCE_PLAY, 1, UNO_OPT_SEVEN_O, 1, UNO_OPT_STRICT_WILD_DRAW, 1, -1 },
	{ UNO_OPT_REFEREE, 1, UNO_OPT_STACKING, 1, -1 },
};

static uno_rules *mixed_rules(const char *variant, const int *mix)
{
	const uno_rules *base;
	uno_rules *r = NULL;

	assert_int_equal(uno_rules_builtin(&base, variant), UNO_OK);
	assert_int_equal(uno_rules_copy(&r, base, NULL, NULL), UNO_OK);
	/* An option a variant does not take is left as it is. */
	for (int i = 0; mix[i] >= 0; i += 2)
		(void)uno_rules_set(r, mix[i], mix[i + 1]);
	return r;
}

/* A listed move's index; a wild listed without a color, whose color the
 * next player names (NM-9), is at its first color's index (view.h). */
static int listed_index(const uno_move *listed)
{
	uno_move m = *listed;
	if (m.type == UNO_MOVE_PLAY && uno_kind_is_wild(m.card.kind) && m.color == UNO_NO_COLOR)
		m.color = UNO_RED;
	return uno_move_index(&m);
}

/* The seat's legal moves through the list, as index bits and faces. */
static int listed_bits(const uno_game *g, int seat, uint64_t *bits, uint64_t *faces)
{
	uno_move list[UNO_MAX_MOVES];
	int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
	int count = uno_rules_move_index_count(uno_game_rules(g));

	memset(bits, 0, UNO_DECISION_WORDS * sizeof bits[0]);
	memset(faces, 0, UNO_FACE_WORDS * sizeof faces[0]);
	for (int i = 0; i < n; i++) {
		int ix = listed_index(&list[i]);
		assert_true(ix >= 0 && ix < count);
		bits[ix / 64] |= 1ull << (ix % 64);
		if (list[i].type != UNO_MOVE_PLAY)
			continue;
		/* The face, as uno_decision documents it (view.h). */
		unsigned k = list[i].card.kind, c = list[i].card.color;
		unsigned face = k < UNO_WILD ? k * 4u + c
			      : k < UNO_KIND_COUNT ? 56u + k - UNO_WILD
			      : k < 26 ? 62u + (k - 20) * 4u + c : 86u + k - 26;
		faces[face / 64] |= 1ull << (face % 64);
	}
	return n;
}

/* The decision agrees with the separate queries and with the list. */
static void check_decision(const uno_game *g)
{
	uno_decision d = { .size = sizeof d };
	uint64_t bits[UNO_DECISION_WORDS], faces[UNO_FACE_WORDS];

	assert_int_equal(uno_game_decision(g, &d), UNO_OK);
	assert_int_equal(d.phase, uno_game_phase(g));
	int current = uno_game_current_player(g);
	assert_int_equal(d.seat, current >= 0 ? current : -1);
	if (d.seat < 0) {
		assert_int_equal(d.count, 0);
		for (int w = 0; w < UNO_FACE_WORDS; w++)
			assert_true(d.faces[w] == 0);
		for (int w = 0; w < UNO_DECISION_WORDS; w++)
			assert_true(d.mask[w] == 0);
		return;
	}
	int n = listed_bits(g, d.seat, bits, faces);
	assert_int_equal(d.count, n);
	/* The public kinds' 62 faces are in the first word, the extended
	 * ones (No Mercy) reach into the second. */
	for (int w = 0; w < UNO_FACE_WORDS; w++)
		assert_true(d.faces[w] == faces[w]);
	for (int w = 0; w < UNO_DECISION_WORDS; w++)
		assert_true(d.mask[w] == bits[w]);
}

static size_t save_of(const uno_game *g, uint8_t *buf)
{
	int n = uno_game_save(g, buf, UNO_SAVE_MAX);
	assert_true(n > 0);
	return (size_t)n;
}

/*
 * Two copies of a game in lockstep, one moved by uno_game_apply(), one by
 * uno_game_apply_index() of the same move: same status, same game. The
 * move is any seat's (calls, catches and jump-ins too), a play more often.
 */
static void play_twins(uno_game *a, uno_game *b, uint64_t *rng, long *checked)
{
	static uint8_t sa[UNO_SAVE_MAX], sb[UNO_SAVE_MAX];

	for (int k = 0; k < MOVES_PER_GAME; k++) {
		check_decision(a);
		(*checked)++;
		if (uno_game_phase(a) == UNO_PHASE_ROUND_OVER ||
		    uno_game_phase(a) == UNO_PHASE_MATCH_OVER)
			return;
		int players = uno_game_players(a);
		int seat = t_rnd(rng, 4) == 0 ? (int)t_rnd(rng, (uint32_t)players)
					      : uno_game_current_player(a);
		uno_move list[UNO_MAX_MOVES];
		int n = uno_game_legal_moves(a, seat, list, UNO_MAX_MOVES);
		if (n <= 0)
			continue;
		uno_move m = t_pick(list, n, rng);
		int ix = listed_index(&m);
		assert_int_equal(uno_game_apply(a, seat, &m), UNO_OK);
		assert_int_equal(uno_game_apply_index(b, seat, ix), UNO_OK);
		assert_string_equal(uno_game_errmsg(b), "");
		size_t la = save_of(a, sa), lb = save_of(b, sb);
		assert_int_equal(la, lb);
		assert_memory_equal(sa, sb, la);
	}
}

static void test_decision_and_apply_index_agree_with_the_list_everywhere(void **state)
{
	uint64_t rng = 2026;
	long checked = 0;

	(void)state;
	for (size_t v = 0; v < uno_rules_builtin_count(); v++) {
		const char *name = uno_rules_name(uno_rules_builtin_at(v));
		for (size_t x = 0; x < sizeof mixes / sizeof mixes[0]; x++) {
			uno_rules *r = mixed_rules(name, mixes[x]);
			for (int players = 2; players <= UNO_MAX_PLAYERS; players++) {
				if (uno_rules_allows_players(r, players) != 1)
					continue;
				for (int k = 0; k < 3; k++) {
					uint64_t seed = t_mix64(rng++);
					uno_game *a, *b;
					assert_int_equal(uno_game_new(&a, r, players, seed, NULL, NULL),
							 UNO_OK);
					assert_int_equal(uno_game_new(&b, r, players, seed, NULL, NULL),
							 UNO_OK);
					play_twins(a, b, &rng, &checked);
					uno_game_free(a);
					uno_game_free(b);
				}
			}
			uno_rules_free(r);
		}
	}
	assert_true(checked > 10000);
}

/*
 * Every index for every seat, in positions of every phase: where
 * uno_game_apply() refuses the move, uno_game_apply_index() refuses it the
 * same way (status and reason) and changes nothing; where it accepts,
 * both give the same game.
 */
static void try_every_index(const uno_game *g)
{
	static uint8_t before[UNO_SAVE_MAX], sa[UNO_SAVE_MAX], sb[UNO_SAVE_MAX];
	size_t len = save_of(g, before);

	for (int seat = 0; seat < uno_game_players(g); seat++)
		for (int ix = 0; ix < UNO_MOVE_INDEX_COUNT; ix++) {
			uno_move m;
			uno_game *a, *b;
			assert_int_equal(uno_move_from_index(ix, &m), UNO_OK);
			assert_int_equal(uno_game_clone(&a, g), UNO_OK);
			assert_int_equal(uno_game_clone(&b, g), UNO_OK);
			int ra = uno_game_apply(a, seat, &m);
			int rb = uno_game_apply_index(b, seat, ix);
			assert_int_equal(ra, rb);
			assert_string_equal(uno_game_errmsg(a), uno_game_errmsg(b));
			size_t la = save_of(a, sa), lb = save_of(b, sb);
			assert_int_equal(la, lb);
			assert_memory_equal(sa, sb, la);
			if (rb != UNO_OK) {
				assert_int_equal(lb, len);
				assert_memory_equal(sb, before, len);
			}
			uno_game_free(a);
			uno_game_free(b);
		}
}

static void test_apply_index_refuses_and_accepts_as_apply(void **state)
{
	uint64_t rng = 77;
	const char *variants[] = { "classic", "teams", "casting-call", "express" };

	(void)state;
	for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++) {
		uno_rules *r = mixed_rules(variants[v], mixes[v % 2 ? 1 : 2]);
		uno_game *g;
		assert_int_equal(uno_game_new(&g, r, 4, 40 + v, NULL, NULL), UNO_OK);
		for (int k = 0; k < 60 && uno_game_current_player(g) >= 0; k++) {
			if (k % 6 == 0)
				try_every_index(g);
			uno_move list[UNO_MAX_MOVES];
			int seat = uno_game_current_player(g);
			int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
			assert_true(n > 0);
			uno_move m = t_pick(list, n, &rng);
			assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
		}
		uno_game_free(g);
		uno_rules_free(r);
	}
}

static int busy_rc = UNO_OK, decision_rc = -1;

static void call_from_event(const uno_game *g, const uno_event *e, void *user)
{
	uno_decision d = { .size = sizeof d };

	(void)e;
	busy_rc = uno_game_apply_index((uno_game *)user, 0, 160);
	if (busy_rc == UNO_EBUSY)
		busy_rc = uno_game_reset((uno_game *)user, 1);
	decision_rc = uno_game_decision(g, &d);
}

static void test_errors(void **state)
{
	const uno_rules *classic;
	uno_game *g;
	uno_decision d = { .size = sizeof d };
	static uint8_t before[UNO_SAVE_MAX], after[UNO_SAVE_MAX];

	(void)state;
	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	assert_int_equal(uno_game_new(&g, classic, 3, 5, NULL, NULL), UNO_OK);
	assert_int_equal(uno_game_decision(NULL, &d), UNO_EINVAL);
	assert_int_equal(uno_game_decision(g, NULL), UNO_EINVAL);
	uno_decision small = { .size = sizeof small - 1 };
	assert_int_equal(uno_game_decision(g, &small), UNO_EINVAL);
	assert_int_equal(uno_game_apply_index(NULL, 0, 160), UNO_EINVAL);
	assert_int_equal(uno_game_reset(NULL, 1), UNO_EINVAL);

	size_t len = save_of(g, before);
	int seat = uno_game_current_player(g);
	const int bad[][2] = { { 0, -1 }, { 0, UNO_MOVE_INDEX_COUNT }, { -1, 160 }, { 3, 160 } };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		assert_int_equal(uno_game_apply_index(g, bad[i][0], bad[i][1]), UNO_EINVAL);
		assert_string_not_equal(uno_game_errmsg(g), "");
	}
	/* Out of turn (G-3): the reason is the oracle's. */
	assert_int_equal(uno_game_apply_index(g, (seat + 1) % 3, 160), UNO_ETURN);
	assert_string_not_equal(uno_game_errmsg(g), "");
	assert_int_equal(save_of(g, after), len);
	assert_memory_equal(after, before, len);

	/* From a hook: changing calls are busy, the decision may be read. */
	uno_hooks h;
	memset(&h, 0, sizeof h);
	h.size = sizeof h;
	h.event = call_from_event;
	assert_int_equal(uno_game_set_hooks(g, &h, g), UNO_OK);
	assert_int_equal(uno_game_apply_index(g, seat, 160), UNO_OK);
	assert_int_equal(busy_rc, UNO_EBUSY);
	assert_int_equal(decision_rc, UNO_OK);
	uno_game_free(g);
}

/* A reset game is the game uno_game_new() gives for the seed. */
static void expect_same_as_new(const uno_game *g, const uno_rules *r, int players, uint64_t seed)
{
	static uint8_t a[UNO_SAVE_MAX], b[UNO_SAVE_MAX];
	uno_game *fresh;

	assert_int_equal(uno_game_new(&fresh, r, players, seed, NULL, NULL), UNO_OK);
	size_t la = save_of(g, a), lb = save_of(fresh, b);
	assert_int_equal(la, lb);
	assert_memory_equal(a, b, la);
	uno_game_free(fresh);
}

static void test_reset_is_a_new_game_without_allocating(void **state)
{
	struct t_counter count = { 0, 0 };
	uint64_t rng = 9;

	(void)state;
	for (size_t v = 0; v < uno_rules_builtin_count(); v++) {
		const char *name = uno_rules_name(uno_rules_builtin_at(v));
		uno_rules *r = mixed_rules(name, mixes[1 + v % 3]);
		int players = uno_rules_allows_players(r, 4) == 1 ? 4 : 2;
		uno_game *g;
		assert_int_equal(uno_game_new(&g, r, players, 1, t_counting_alloc, &count), UNO_OK);
		long allocs = count.allocs;
		for (uint64_t seed = 2; seed < 12; seed++) {
			/* Play a little, maybe a round or more, then reset. */
			for (int k = 0; k < (int)(seed * 20); k++) {
				if (uno_game_phase(g) == UNO_PHASE_ROUND_OVER) {
					assert_int_equal(uno_game_next_round(g), UNO_OK);
					continue;
				}
				int seat = uno_game_current_player(g);
				if (seat < 0)
					break;
				uno_move list[UNO_MAX_MOVES];
				int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
				uno_move m = t_pick(list, n, &rng);
				assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
			}
			assert_int_equal(uno_game_reset(g, seed), UNO_OK);
			assert_string_equal(uno_game_errmsg(g), "");
			expect_same_as_new(g, r, players, seed);
		}
		assert_int_equal(count.allocs, allocs);
		uno_game_free(g);
		uno_rules_free(r);
	}
	assert_int_equal(count.allocs, count.frees);
}

/* A scripted game resets to a shuffled deal of the whole deck; the hooks
 * stay and see the new round; a started log starts over with it. */
static void test_reset_keeps_hooks_and_restarts_the_log(void **state)
{
	const char *hands[] = { "R1 R2", "G1 G2" };
	uno_game *g = t_game("classic", NULL, 2, -1, hands, "B5", "B6 B7", false);
	struct t_events rec;

	(void)state;
	t_record_events(g, &rec);
	assert_int_equal(uno_game_log_start(g, 64), UNO_OK);
	t_apply(g, 0, "draw");
	assert_int_equal(uno_game_reset(g, 33), UNO_OK);
	/* The same game as uno_game_new() with the classic table and seed 33:
	 * the scripted game's hand size was its own table's. */
	uno_rules *r = t_rules("classic", UNO_OPT_HAND_SIZE, 2, -1);
	expect_same_as_new(g, r, 2, 33);
	assert_true(t_find_event(&rec, UNO_EV_ROUND_START, 0) >= 0);
	assert_int_equal(uno_game_log_length(g), 0);

	/* The log replays to the same game as a fresh one's. */
	int seat = uno_game_current_player(g);
	uno_move list[UNO_MAX_MOVES];
	assert_true(uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES) > 0);
	assert_int_equal(uno_game_apply(g, seat, &list[0]), UNO_OK);
	static char text[8192];
	assert_true(uno_game_log_export(g, text, sizeof text) > 0);
	uno_game *again;
	assert_int_equal(uno_game_replay(&again, text, strlen(text), NULL, NULL, NULL), UNO_OK);
	static uint8_t a[UNO_SAVE_MAX], b[UNO_SAVE_MAX];
	size_t la = save_of(g, a), lb = save_of(again, b);
	assert_int_equal(la, lb);
	assert_memory_equal(a, b, la);
	uno_game_free(again);
	uno_rules_free(r);
	uno_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_decision_and_apply_index_agree_with_the_list_everywhere),
		cmocka_unit_test(test_apply_index_refuses_and_accepts_as_apply),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_reset_is_a_new_game_without_allocating),
		cmocka_unit_test(test_reset_keeps_hooks_and_restarts_the_log),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
