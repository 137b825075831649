/*
 * Threads (DESIGN.md principle 7, STYLE.md "Memory, threads, randomness"):
 * games share no mutable state, so independent games may be played on
 * several threads at once. Many games of every variant (several option
 * mixes, hooks and per-game allocators) are played on one thread, then the
 * same games on several threads at once, all created from one shared rule
 * table; every game must end in exactly the same state, with the same
 * events and allocations. .ci/run also runs this test under
 * ThreadSanitizer, which reports any data race in the library.
 *
 * cmocka's assertions are not thread-safe: the worker threads only record
 * what they saw, and the main thread asserts.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "uno_internal.h"

#define THREADS 4
#define GAMES_PER_VARIANT 12
#define MAX_JOBS 128
#define MOVE_CAP 100000 /* moves in one match: past this, give up (a bug) */

/* What a finished game is compared by. */
struct result {
	uint8_t save[UNO_SAVE_MAX];
	int save_len;
	long moves, events, colors, draws; /* moves made, hook calls */
	long allocs, frees;                /* through the game's allocator */
	int broken;                        /* an invariant failed; see where */
	int where;
	int done;
};

struct job {
	const uno_rules *rules; /* shared by every thread */
	int players;
	uint64_t seed;
	struct result *out;
};


/* Hooks: count what happens, and answer color choices from the game's own
 * state, so that the answer is the same on every thread. */
static void on_event(const uno_game *g, const uno_event *ev, void *user)
{
	struct result *r = user;

	(void)g;
	(void)ev;
	r->events++;
}

static int on_color(const uno_game *g, int seat, void *user)
{
	struct result *r = user;

	r->colors++;
	return (seat + uno_game_hand_size(g, seat)) % 4;
}

static int on_draw(const uno_game *g, int seat, uno_card *card, void *user)
{
	struct result *r = user;

	(void)g;
	(void)seat;
	(void)card;
	r->draws++;
	return 1; /* take the top card */
}

static void play(const struct job *j)
{
	struct result *r = j->out;
	struct t_counter c = { 0, 0 };
	uno_move list[UNO_MAX_MOVES];
	uno_hooks h;
	uno_game *g = NULL;
	uint64_t rng = t_mix64(j->seed);

	memset(r, 0, sizeof *r);
	if (uno_game_new(&g, j->rules, j->players, j->seed, t_counting_alloc, &c) != UNO_OK) {
		r->broken = 1;
		r->where = 1;
		r->done = 1;
		return;
	}
	memset(&h, 0, sizeof h);
	h.size = sizeof h;
	h.event = on_event;
	h.choose_color = on_color;
	h.draw = on_draw;
	uno_game_set_hooks(g, &h, r);

	while (uno_game_phase(g) != UNO_PHASE_MATCH_OVER) {
		if (r->moves >= MOVE_CAP) {
			r->broken = 1;
			r->where = 2;
			break;
		}
		if (uno_game_phase(g) == UNO_PHASE_ROUND_OVER) {
			if (uno_game_next_round(g) != UNO_OK) {
				r->broken = 1;
				r->where = 3;
				break;
			}
			continue;
		}
		int seat = uno_game_current_player(g);
		int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
		if (n <= 0) {
			r->broken = 1;
			r->where = 4;
			break;
		}
		uno_move m = t_pick(list, n, &rng);
		/* Now and then leave a wild's color to the hook. */
		if (m.type == UNO_MOVE_PLAY && uno_kind_is_wild(m.card.kind) && t_rnd(&rng, 3) == 0)
			m.color = UNO_NO_COLOR;
		if (uno_game_apply(g, seat, &m) != UNO_OK) {
			r->broken = 1;
			r->where = 5;
			break;
		}
		r->moves++;
		if (uno__check_invariants(g) != 0) {
			r->broken = 1;
			r->where = 6;
			break;
		}
		/* A clone on the way: one more allocation, through the same
		 * allocator, given back at once. */
		if (r->moves % 97 == 0) {
			uno_game *clone = NULL;
			if (uno_game_clone(&clone, g) != UNO_OK || !uno__state_equal(clone, g)) {
				r->broken = 1;
				r->where = 7;
			}
			uno_game_free(clone);
		}
	}
	r->save_len = uno_game_save(g, r->save, sizeof r->save);
	uno_game_free(g);
	r->allocs = c.allocs;
	r->frees = c.frees;
	r->done = 1;
}

/* Each thread plays a fixed share of the jobs (every THREADS-th one),
 * taken up front: the threads share no lock while they play, so that
 * ThreadSanitizer sees every pair of accesses to shared memory from two
 * threads as unordered (a shared job queue would order them). */
struct share {
	const struct job *jobs;
	int njobs, first;
};

static void *worker(void *arg)
{
	const struct share *sh = arg;

	for (int i = sh->first; i < sh->njobs; i += THREADS)
		play(&sh->jobs[i]);
	return NULL;
}

static struct job jobs[MAX_JOBS];
static struct result alone[MAX_JOBS], together[MAX_JOBS];
static uno_rules *tables[32];

/* Every variant, several player counts and option mixes (house rules
 * included), shorter matches so that the sanitized run stays quick. */
static int make_jobs(struct result *out)
{
	size_t nvariants = uno_rules_builtin_count();
	int n = 0;

	assert_true(nvariants * 2 <= sizeof tables / sizeof tables[0]);
	for (size_t v = 0; v < nvariants; v++) {
		const uno_rules *base = uno_rules_builtin_at(v);
		int lo, hi, def, min, max;

		for (int k = 0; k < 2; k++) {
			uno_rules *r = tables[v * 2 + (size_t)k];
			if (!r) {
				assert_int_equal(uno_rules_copy(&r, base, NULL, NULL), UNO_OK);
				/* One or the other, depending on the variant. */
				int a = uno_rules_set(r, UNO_OPT_TARGET_SCORE, 150);
				int b = uno_rules_set(r, UNO_OPT_ELIMINATION_LIMIT, 150);
				assert_true(a == UNO_OK || b == UNO_OK);
				if (k == 1) {
					if (uno_rules_option_info(r, UNO_OPT_STACKING, &lo, &hi,
								  &def) == UNO_OK)
						uno_rules_set(r, UNO_OPT_STACKING, hi);
					uno_rules_set(r, UNO_OPT_SEVEN_O, 1);
					uno_rules_set(r, UNO_OPT_JUMP_IN, 1);
					uno_rules_set(r, UNO_OPT_DRAW_UNTIL_PLAYABLE, 1);
				}
				tables[v * 2 + (size_t)k] = r;
			}
		}
		assert_int_equal(uno_rules_players(base, &min, &max), UNO_OK);
		for (int i = 0; i < GAMES_PER_VARIANT; i++) {
			int players = min + i % (max - min + 1);
			while (uno_rules_allows_players(base, players) != 1)
				players = players >= max ? min : players + 1;
			assert_true(n < MAX_JOBS);
			jobs[n].rules = tables[v * 2 + (size_t)(i % 2)];
			jobs[n].players = players;
			jobs[n].seed = 0x7777ull * (uint64_t)(n + 1);
			jobs[n].out = &out[n];
			n++;
		}
	}
	return n;
}

static void free_tables(void)
{
	for (size_t i = 0; i < sizeof tables / sizeof tables[0]; i++) {
		uno_rules_free(tables[i]);
		tables[i] = NULL;
	}
}

static void assert_same(const struct result *a, const struct result *b, int i)
{
	if (a->save_len != b->save_len || memcmp(a->save, b->save, (size_t)a->save_len) != 0 ||
	    a->moves != b->moves || a->events != b->events || a->colors != b->colors ||
	    a->draws != b->draws || a->allocs != b->allocs || a->frees != b->frees)
		fail_msg("game %d differs between one thread and %d threads "
			 "(moves %ld/%ld, events %ld/%ld, save %d/%d bytes)",
			 i, THREADS, a->moves, b->moves, a->events, b->events, a->save_len,
			 b->save_len);
}

/* DESIGN.md principle 7: games on several threads at once end exactly as
 * the same games played one after the other on one thread. */
static void test_games_on_threads_match_one_thread(void **state)
{
	pthread_t tid[THREADS];
	struct share share[THREADS];

	(void)state;
	int n = make_jobs(alone);
	for (int i = 0; i < n; i++)
		play(&jobs[i]);
	long total_moves = 0;
	for (int i = 0; i < n; i++) {
		assert_true(alone[i].done);
		if (alone[i].broken)
			fail_msg("game %d broke alone (at check %d)", i, alone[i].where);
		assert_true(alone[i].save_len > 0);
		/* Every allocation was given back, through the game's allocator. */
		assert_true(alone[i].allocs >= 1);
		assert_int_equal(alone[i].allocs, alone[i].frees);
		total_moves += alone[i].moves;
	}
	/* Enough happened for a race to show. */
	assert_true(total_moves > 10000);

	assert_int_equal(make_jobs(together), n);
	for (int t = 0; t < THREADS; t++) {
		share[t].jobs = jobs;
		share[t].njobs = n;
		share[t].first = t;
		assert_int_equal(pthread_create(&tid[t], NULL, worker, &share[t]), 0);
	}
	for (int t = 0; t < THREADS; t++)
		assert_int_equal(pthread_join(tid[t], NULL), 0);

	for (int i = 0; i < n; i++) {
		assert_true(together[i].done);
		if (together[i].broken)
			fail_msg("game %d broke on a thread (at check %d)", i, together[i].where);
		assert_same(&alone[i], &together[i], i);
	}
	print_message("# %d games, %ld moves, on 1 and on %d threads\n", n, total_moves, THREADS);
	free_tables();
}

/* Threads that each play the same game in lock step with their own copy
 * end in equal states: one game is never touched by two threads, but two
 * games with the same seed must not interfere. */
struct twin {
	const uno_rules *rules;
	uint64_t seed;
	struct result out;
};

static void *play_twin(void *arg)
{
	struct twin *t = arg;
	struct job j = { t->rules, 4, t->seed, &t->out };

	play(&j);
	return NULL;
}

static void test_same_seed_on_threads_gives_same_game(void **state)
{
	const uno_rules *classic;
	pthread_t tid[THREADS];
	static struct twin twins[THREADS];

	(void)state;
	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	for (int t = 0; t < THREADS; t++) {
		twins[t].rules = classic;
		twins[t].seed = 4242;
		assert_int_equal(pthread_create(&tid[t], NULL, play_twin, &twins[t]), 0);
	}
	for (int t = 0; t < THREADS; t++)
		assert_int_equal(pthread_join(tid[t], NULL), 0);
	for (int t = 0; t < THREADS; t++) {
		assert_true(twins[t].out.done);
		assert_false(twins[t].out.broken);
		assert_true(twins[t].out.moves > 0);
		assert_same(&twins[0].out, &twins[t].out, t);
	}
}

/*
 * doc/hooks.md "Threads": calls taking a const uno_game * never write to
 * the game, so several threads may make them on one game at once. Readers
 * on every thread take the same snapshot of one game (its save, every
 * seat's legal moves, view and observation, and a clone played out); each
 * must equal what one thread alone saw. ThreadSanitizer (in .ci/run) would
 * report any write among them.
 */
struct snapshot {
	uint8_t save[UNO_SAVE_MAX];
	int save_len;
	uno_move moves[UNO_MAX_PLAYERS][UNO_MAX_MOVES];
	int nmoves[UNO_MAX_PLAYERS];
	uno_view view[UNO_MAX_PLAYERS];
	int32_t obs[UNO_MAX_PLAYERS][2048];
	int nobs[UNO_MAX_PLAYERS];
	int playout_winner;
};

struct reader {
	const uno_game *g;
	struct snapshot snap;
};

static void take_snapshot(const uno_game *g, struct snapshot *s)
{
	memset(s, 0, sizeof *s);
	s->save_len = uno_game_save(g, s->save, sizeof s->save);
	for (int p = 0; p < uno_game_players(g); p++) {
		s->nmoves[p] = uno_game_legal_moves(g, p, s->moves[p], UNO_MAX_MOVES);
		uno_game_view(g, p, &s->view[p]);
		s->nobs[p] = uno_game_observation(g, p, s->obs[p], 2048);
	}
	uno_game *copy = NULL;
	s->playout_winner = -100;
	if (uno_game_clone(&copy, g) == UNO_OK) {
		s->playout_winner = uno_game_playout(copy, 99, UNO_PLAYOUT_REFERENCE);
		if (s->playout_winner >= 0)
			s->playout_winner = uno_game_round_winner(copy);
		uno_game_free(copy);
	}
}

static void *read_game(void *arg)
{
	struct reader *r = arg;
	take_snapshot(r->g, &r->snap);
	return NULL;
}

static void test_const_calls_on_one_game_from_threads(void **state)
{
	const uno_rules *classic;
	uno_game *g = NULL;
	pthread_t tid[THREADS];
	static struct reader readers[THREADS];
	static struct snapshot alone_snap;
	uint64_t rng = 5;

	(void)state;
	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	assert_int_equal(uno_game_new(&g, classic, 4, 77, NULL, NULL), UNO_OK);
	for (int step = 0; step < 40 && uno_game_phase(g) != UNO_PHASE_ROUND_OVER &&
			   uno_game_phase(g) != UNO_PHASE_MATCH_OVER;
	     step++) {
		take_snapshot(g, &alone_snap);
		assert_true(alone_snap.save_len > 0);
		for (int k = 0; k < THREADS; k++) {
			readers[k].g = g;
			assert_int_equal(pthread_create(&tid[k], NULL, read_game, &readers[k]), 0);
		}
		for (int k = 0; k < THREADS; k++)
			assert_int_equal(pthread_join(tid[k], NULL), 0);
		for (int k = 0; k < THREADS; k++)
			assert_memory_equal(&readers[k].snap, &alone_snap, sizeof alone_snap);
		/* On to the next position, by one thread. */
		int seat = uno_game_current_player(g);
		uno_move m[UNO_MAX_MOVES];
		int n = uno_game_legal_moves(g, seat, m, UNO_MAX_MOVES);
		assert_true(n > 0);
		assert_int_equal(uno_game_apply(g, seat, &m[t_rnd(&rng, (uint32_t)n)]), UNO_OK);
	}
	uno_game_free(g);
}

/*
 * batch.h: batches are independent; stepped on several threads at once,
 * each gives what it gives on one thread. Each thread's batch has the same
 * seed, and its moves come from the same generator, so all must agree.
 */
#define BATCH_GAMES 16
#define BATCH_STEPS 300

struct batch_run {
	const uno_rules *rules;
	uint64_t digest; /* of every output of every step */
};

static void *run_batch(void *arg)
{
	struct batch_run *r = arg;
	static _Thread_local uint8_t mask[BATCH_GAMES * UNO_MOVE_INDEX_COUNT];
	int32_t seat[BATCH_GAMES], status[BATCH_GAMES], over[BATCH_GAMES], winner[BATCH_GAMES];
	int32_t actions[BATCH_GAMES];
	uno_batch_out out = { .size = sizeof out, .seat = seat, .mask = mask, .status = status,
			      .round_over = over, .winner = winner };
	uint64_t rng = 11;
	uno_batch *b;

	r->digest = 0;
	if (uno_batch_new(&b, r->rules, 4, BATCH_GAMES, 77, NULL, NULL) != UNO_OK ||
	    uno_batch_observe(b, &out) != UNO_OK)
		return NULL;
	for (int k = 0; k < BATCH_STEPS; k++) {
		for (int i = 0; i < BATCH_GAMES; i++) {
			int listed[UNO_MOVE_INDEX_COUNT], n = 0;
			for (int x = 0; x < UNO_MOVE_INDEX_COUNT; x++)
				if (mask[i * UNO_MOVE_INDEX_COUNT + x])
					listed[n++] = x;
			actions[i] = n ? listed[t_rnd(&rng, (uint32_t)n)] : 0;
		}
		if (uno_batch_step(b, actions, &out) != UNO_OK)
			break;
		for (int i = 0; i < BATCH_GAMES; i++)
			r->digest = t_mix64(r->digest ^ (uint64_t)(seat[i] + 16 * status[i] +
								   256 * over[i] + 4096 * winner[i]));
	}
	uno_batch_free(b);
	return NULL;
}

static void test_batches_on_threads(void **state)
{
	const uno_rules *classic;
	pthread_t tid[THREADS];
	static struct batch_run runs[THREADS], alone_run;

	(void)state;
	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	alone_run.rules = classic;
	run_batch(&alone_run);
	assert_true(alone_run.digest != 0);
	for (int t = 0; t < THREADS; t++) {
		runs[t].rules = classic;
		assert_int_equal(pthread_create(&tid[t], NULL, run_batch, &runs[t]), 0);
	}
	for (int t = 0; t < THREADS; t++)
		assert_int_equal(pthread_join(tid[t], NULL), 0);
	for (int t = 0; t < THREADS; t++)
		assert_true(runs[t].digest == alone_run.digest);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_batches_on_threads),
		cmocka_unit_test(test_games_on_threads_match_one_thread),
		cmocka_unit_test(test_same_seed_on_threads_gives_same_game),
		cmocka_unit_test(test_const_calls_on_one_game_from_threads),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
