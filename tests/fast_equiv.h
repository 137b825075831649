/*
 * The fast-path equivalence harness, shared by tests/test_fast_path.c and
 * the fuzz target tests/fuzz/fuzz_fast.c: one position played on to the
 * end of its round by the reference policy along each of the library's
 * paths, which must agree byte for byte (fast_equiv.c says what is
 * compared).
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_TEST_FAST_EQUIV_H
#define UNO_TEST_FAST_EQUIV_H

#include <stddef.h>
#include <stdint.h>

#include <uno/uno.h>

/* One position and how it is played on. */
struct fe_setup {
	const uno_rules *base; /* the variant; options are mixed in from `mix` */
	int players;
	uint64_t seed;         /* the game's seed */
	uint64_t mix;          /* which options are set, and to what */
	int plain;             /* no options mixed in: the variant's defaults */
	int sparse;            /* each option set one time in eight, not two */
	unsigned prefix;       /* uniformly random legal moves played first */
	uint64_t policy_seed;  /* the seed of the playout and its choices */
	/* Test of the harness itself: the playout path is given another
	 * seed, so that it must be told apart from the others. */
	int perturb;
};

enum fe_outcome {
	FE_SAME = 0,     /* every path agreed */
	FE_SKIPPED = 1,  /* no such game (the mix or player count is refused),
			  * or the playout's stall rule took over (see .c) */
	FE_DIVERGED = 2, /* the paths disagree: `why` says where */
};

/* What a run looked like (for the test's own counts). */
struct fe_report {
	int moves;        /* moves of the played-on round */
	int probes;       /* refused moves compared */
	int two_sided;    /* the variant has two-sided cards */
	int fused;        /* moves the fused fast step took (engine/fast.c) */
	int fused_index;  /* of them, moves apply_index gave it */
};

/* Plays the position along every path and compares them. */
enum fe_outcome fe_run(const struct fe_setup *su, struct fe_report *rep, char *why,
		       size_t cap);

#endif
