/*
 * bench-calls: nanoseconds per call of the public functions a search or a
 * learning loop calls most, on positions taken from 4-player Classic
 * rounds played by the reference policy (bench.h):
 *
 *   legal_moves   uno_game_legal_moves() for the seat to decide
 *   check_move    uno_game_check_move() of a listed move
 *   apply         uno_game_apply() of the moves the policy chose, each
 *                 round replayed on a copy of its start (made untimed)
 *   clone         uno_game_clone() then uno_game_free()
 *   new_game      uno_game_new() (dealer by lot, shuffle, deal) then free
 *   save          uno_game_save() into a caller buffer
 *   load          uno_game_load() of those bytes then uno_game_free()
 *   playout       uno_game_playout() (reference) of a clone, per move
 *
 * Each figure is the median of --runs runs over every position.
 * usage: calls [--runs N] [--games N]
 * SPDX-License-Identifier: MIT
 */
#include "bench.h"

#define MAX_POSITIONS 20000

struct position {
	uno_game *game;       /* a copy of the game before the move */
	int seat;
	uno_move move;        /* the reference policy's move */
	int first;            /* the first move of its round */
};

static struct position pos[MAX_POSITIONS];
static int npos;
static unsigned char saved[MAX_POSITIONS][UNO_SAVE_MAX];
static int saved_len[MAX_POSITIONS];

static void fail(const char *what, int rc)
{
	fprintf(stderr, "calls: %s: %s\n", what, uno_strerror(rc));
	exit(1);
}

/* Plays reference rounds, keeping a copy of every position and the move. */
static void collect(const uno_rules *rules, int games)
{
	for (int i = 0; i < games && npos < MAX_POSITIONS; i++) {
		uno_game *g;
		struct bench_rng r;
		int rc = uno_game_new(&g, rules, 4, 100 + (uint64_t)i, NULL, NULL);
		if (rc != UNO_OK)
			fail("new game", rc);
		bench_rng_seed(&r, (uint64_t)i);
		int first = npos;
		while (npos < MAX_POSITIONS) {
			int seat = uno_game_current_player(g);
			if (seat < 0)
				break;
			struct position *p = &pos[npos++];
			if ((rc = uno_game_clone(&p->game, g)) != UNO_OK)
				fail("clone", rc);
			p->seat = seat;
			p->first = npos - 1 == first;
			p->move = bench_policy(g, UNO_PLAYOUT_REFERENCE, &r);
			if ((rc = uno_game_apply(g, seat, &p->move)) != UNO_OK)
				fail("apply", rc);
		}
		uno_game_free(g);
	}
	for (int k = 0; k < npos; k++) {
		saved_len[k] = uno_game_save(pos[k].game, saved[k], UNO_SAVE_MAX);
		if (saved_len[k] <= 0)
			fail("save", saved_len[k]);
	}
}

enum what {
	LEGAL_MOVES, CHECK_MOVE, APPLY, CLONE, NEW_GAME, SAVE, LOAD, PLAYOUT, WHAT_COUNT
};

static const char *const what_name[WHAT_COUNT] = {
	"legal_moves", "check_move", "apply", "clone", "new_game", "save", "load", "playout",
};

static volatile long sink;

/* One run: seconds per call. */
static double run(enum what w, const uno_rules *rules)
{
	uno_move moves[UNO_MAX_MOVES];
	unsigned char buf[UNO_SAVE_MAX];
	long calls = 0, acc = 0;
	double t0, dt, applying = 0;
	int rc;

	t0 = bench_now();
	switch (w) {
	case LEGAL_MOVES:
		for (int rep = 0; rep < 10; rep++)
			for (int k = 0; k < npos; k++, calls++)
				acc += uno_game_legal_moves(pos[k].game, pos[k].seat, moves,
							    UNO_MAX_MOVES);
		break;
	case CHECK_MOVE:
		for (int rep = 0; rep < 10; rep++)
			for (int k = 0; k < npos; k++, calls++)
				acc += uno_game_check_move(pos[k].game, pos[k].seat, &pos[k].move,
							   NULL);
		break;
	case APPLY:
		for (int k = 0; k < npos;) {
			uno_game *c;
			if ((rc = uno_game_clone(&c, pos[k].game)) != UNO_OK)
				fail("clone", rc);
			double t1 = bench_now();
			do {
				acc += uno_game_apply(c, pos[k].seat, &pos[k].move);
				calls++;
			} while (++k < npos && !pos[k].first);
			applying += bench_now() - t1;
			uno_game_free(c);
		}
		break;
	case CLONE:
		for (int k = 0; k < npos; k++, calls++) {
			uno_game *c;
			acc += uno_game_clone(&c, pos[k].game);
			uno_game_free(c);
		}
		break;
	case NEW_GAME:
		for (int k = 0; k < npos; k++, calls++) {
			uno_game *c;
			acc += uno_game_new(&c, rules, 4, (uint64_t)k, NULL, NULL);
			uno_game_free(c);
		}
		break;
	case SAVE:
		for (int k = 0; k < npos; k++, calls++)
			acc += uno_game_save(pos[k].game, buf, sizeof buf);
		break;
	case LOAD:
		for (int k = 0; k < npos; k++, calls++) {
			uno_game *c;
			acc += uno_game_load(&c, saved[k], (size_t)saved_len[k], NULL, NULL);
			uno_game_free(c);
		}
		break;
	case PLAYOUT:
		/* Per move played out: one clone per position, every tenth. */
		for (int k = 0; k < npos; k += 10) {
			uno_game *c;
			if ((rc = uno_game_clone(&c, pos[k].game)) != UNO_OK)
				fail("clone", rc);
			rc = uno_game_playout(c, (uint64_t)k, UNO_PLAYOUT_REFERENCE);
			if (rc < 0)
				fail("playout", rc);
			calls += rc;
			uno_game_free(c);
		}
		break;
	default:
		break;
	}
	dt = w == APPLY ? applying : bench_now() - t0;
	sink = acc;
	if (w == APPLY && acc != 0)
		fail("replayed move", (int)acc);
	return calls ? dt / (double)calls : 0;
}

/* An allocator that adds up the bytes asked of it. */
static void *counting_alloc(void *ptr, size_t size, void *user)
{
	if (ptr) {
		free(ptr);
		return NULL;
	}
	*(size_t *)user += size;
	return malloc(size);
}

/* The memory a 4-player game takes (uno_game_new() with a counting
 * allocator): its handle, all of it in one allocation. */
static double game_bytes(const uno_rules *rules)
{
	size_t bytes = 0;
	uno_game *g;
	int rc = uno_game_new(&g, rules, 4, 1, counting_alloc, &bytes);

	if (rc != UNO_OK)
		fail("uno_game_new", rc);
	uno_game_free(g);
	return (double)bytes;
}

int main(int argc, char **argv)
{
	int runs = 7, games = 300;
	const uno_rules *rules;

	if (argc % 2 == 0) {
		fprintf(stderr, "calls: %s needs a value\n", argv[argc - 1]);
		return 2;
	}
	for (int i = 1; i < argc; i += 2) {
		if (!strcmp(argv[i], "--runs"))
			runs = atoi(argv[i + 1]);
		else if (!strcmp(argv[i], "--games"))
			games = atoi(argv[i + 1]);
		else {
			fprintf(stderr, "calls: unknown option %s\n", argv[i]);
			return 2;
		}
	}
	if (runs < 1 || runs > 64)
		runs = 7;
	if (uno_rules_builtin(&rules, "classic") != UNO_OK)
		return 1;
	bench_figure("game.bytes", game_bytes(rules), "bytes");
	/* Two-sided cards keep the state's second part (engine.h). */
	const uno_rules *flip;
	if (uno_rules_builtin(&flip, "flip") == UNO_OK)
		bench_figure("game.bytes.flip", game_bytes(flip), "bytes");
	collect(rules, games);
	bench_figure("call.positions", npos, "positions");
	for (int w = 0; w < WHAT_COUNT; w++) {
		double v[64];
		for (int k = 0; k < runs; k++)
			v[k] = run((enum what)w, rules);
		char name[64];
		snprintf(name, sizeof name, "call.%s", what_name[w]);
		bench_figure(name, bench_median(v, runs) * 1e9, "ns");
	}
	for (int k = 0; k < npos; k++)
		uno_game_free(pos[k].game);
	return 0;
}
