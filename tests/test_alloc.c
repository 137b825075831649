/*
 * Memory and global state (DESIGN.md principle 7, STYLE.md "Memory,
 * threads, randomness"): memory is taken only by the constructors, through
 * the allocator hook given to them; play never allocates; a clone is one
 * allocation; every failure to allocate is reported as UNO_ENOMEM with
 * nothing leaked and nothing returned; and games share no mutable state.
 * The refusals checked on the way are G-10.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdlib.h>
#include <string.h>

#include "uno_internal.h"

/* ------------------------------------------------------------------------
 * A counting allocator that can fail a chosen allocation.
 */

#define LIVE_MAX 256

struct counter {
	long calls;      /* allocation requests, failed ones included */
	long allocs;     /* allocations that succeeded */
	long frees;
	long fail_at;    /* request number (1-based) that returns NULL; 0: none */
	long bad;        /* frees of unknown pointers, resizes, zero-size requests */
	size_t bytes;    /* asked for by the allocations that succeeded */
	void *live[LIVE_MAX];
	int nlive;
};

static void *counting_alloc(void *ptr, size_t size, void *user)
{
	struct counter *c = user;

	if (!ptr) {
		c->calls++;
		if (size == 0)
			c->bad++;
		if (c->fail_at && c->calls == c->fail_at)
			return NULL;
		if (c->nlive == LIVE_MAX) {
			c->bad++;
			return NULL;
		}
		void *p = malloc(size ? size : 1);
		if (!p)
			return NULL;
		c->live[c->nlive++] = p;
		c->allocs++;
		c->bytes += size;
		return p;
	}
	/* Only ever a free: the contract never resizes. */
	if (size != 0)
		c->bad++;
	for (int i = 0; i < c->nlive; i++) {
		if (c->live[i] == ptr) {
			c->live[i] = c->live[--c->nlive];
			c->frees++;
			free(ptr);
			return NULL;
		}
	}
	c->bad++;
	return NULL;
}

/* Everything that was allocated was freed, through this allocator. */
static void assert_balanced(const struct counter *c)
{
	assert_int_equal(c->bad, 0);
	assert_int_equal(c->nlive, 0);
	assert_int_equal(c->allocs, c->frees);
}

/* ------------------------------------------------------------------------
 * Random play, for the tests below.
 */


/* Chooses a legal move: usually the deciding seat's, sometimes another
 * seat's UNO call or catch. Returns the seat. */
static int choose(const uno_game *g, uint64_t *rng, uno_move *out)
{
	uno_move list[UNO_MAX_MOVES];
	int players = uno_game_players(g);
	int cur = uno_game_current_player(g);
	int n;

	assert_true(cur >= 0);
	if (t_rnd(rng, 4) == 0) {
		int other = (int)t_rnd(rng, (uint32_t)players);
		n = uno_game_legal_moves(g, other, list, UNO_MAX_MOVES);
		if (other != cur && n > 0) {
			*out = list[t_rnd(rng, (uint32_t)n)];
			return other;
		}
	}
	n = uno_game_legal_moves(g, cur, list, UNO_MAX_MOVES);
	assert_true(n > 0);
	*out = t_pick(list, n, rng);
	return cur;
}

/* Every read-only call, once, so that none of them may allocate. */
static void query_everything(const uno_game *g)
{
	uno_card cards[UNO_MAX_DECK];
	uno_move moves[UNO_MAX_MOVES];
	int players = uno_game_players(g);

	assert_non_null(uno_game_rules(g));
	assert_true(uno_game_phase(g) >= 0);
	(void)uno_game_current_player(g);
	assert_true(uno_game_direction(g) == 1 || uno_game_direction(g) == -1);
	assert_int_equal(uno_game_top_card(g, &cards[0]), UNO_OK);
	assert_true(uno_game_current_color(g) >= 0);
	assert_true(uno_game_draw_pile_size(g) >= 0);
	assert_true(uno_game_discard_pile_size(g) >= 1);
	assert_true(uno_game_dealer(g) >= 0);
	assert_true(uno_game_round(g) >= 1);
	(void)uno_game_round_winner(g);
	(void)uno_game_match_winner(g);
	(void)uno_game_errmsg(g);
	for (int s = 0; s < players; s++) {
		int n = uno_game_hand(g, s, cards, UNO_MAX_DECK);
		assert_int_equal(n, uno_game_hand_size(g, s));
		assert_true(uno_game_score(g, s) >= 0);
		assert_true(uno_game_uno_called(g, s) >= 0);
		int k = uno_game_legal_moves(g, s, moves, UNO_MAX_MOVES);
		assert_true(k >= 0);
		for (int i = 0; i < k; i++)
			assert_int_equal(uno_game_check_move(g, s, &moves[i], NULL), UNO_OK);
	}
}

/* Plays the whole match with random legal moves, with refused moves and
 * queries in between; the caller watches the allocator. */
static void play_match(uno_game *g, uint64_t seed)
{
	uint64_t rng = seed;

	for (int rounds = 1;; rounds++) {
		int moves = 0;
		while (uno_game_phase(g) < UNO_PHASE_ROUND_OVER) {
			uno_move m;
			int seat;

			assert_true(++moves < 5000);
			if (moves % 8 == 0)
				query_everything(g);
			if (moves % 5 == 0) {
				/* G-10: refusals set the message, without memory. */
				uno_move bad = uno_move_init(UNO_MOVE_COLOR);
				bad.color = 9;
				assert_true(uno_game_apply(g, uno_game_current_player(g), &bad) != UNO_OK);
				assert_true(uno_game_errmsg(g)[0] != '\0');
				assert_int_equal(uno_game_apply_text(g, 0, "not a move"), UNO_EPARSE);
			}
			seat = choose(g, &rng, &m);
			if (moves % 3 == 0) {
				char text[32];
				assert_true(uno_move_format(&m, text, sizeof text) > 0);
				assert_int_equal(uno_game_apply_text(g, seat, text), UNO_OK);
			} else {
				assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
			}
		}
		query_everything(g);
		if (uno_game_phase(g) == UNO_PHASE_MATCH_OVER)
			return;
		assert_true(rounds < 200);
		assert_int_equal(uno_game_next_round(g), UNO_OK);
	}
}

/* ------------------------------------------------------------------------
 * Tests.
 */

/* DESIGN.md principle 7: once created, a game plays whole matches (all
 * rounds) without a single allocation; a clone is exactly one allocation
 * through the game's allocator; freeing gives everything back. */
static void test_play_allocates_nothing_after_creation(void **state)
{
	const uno_rules *classic;

	(void)state;
	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	for (int i = 0; i < 12; i++) {
		struct counter c;
		uno_game *g = NULL, *clone = NULL;
		int players = 2 + i % 9;

		memset(&c, 0, sizeof c);
		assert_int_equal(uno_game_new(&g, classic, players, 1000 + (uint64_t)i,
					      counting_alloc, &c), UNO_OK);
		assert_non_null(g);
		assert_true(c.allocs >= 1);
		assert_int_equal(c.calls, c.allocs);
		long made = c.allocs;

		play_match(g, t_mix64((uint64_t)i));
		assert_int_equal(uno_game_phase(g), UNO_PHASE_MATCH_OVER);
		assert_int_equal(c.allocs, made);
		assert_int_equal(c.calls, made);
		assert_int_equal(c.frees, 0);

		/* A clone: one allocation, from the same allocator. */
		assert_int_equal(uno_game_clone(&clone, g), UNO_OK);
		assert_int_equal(c.allocs, made + 1);
		assert_true(uno__state_equal(clone, g));
		uno_game_free(clone);
		assert_int_equal(c.frees, 1);

		uno_game_free(g);
		assert_balanced(&c);
	}
}

/* Issue 8: uno_game_playout() plays whole rounds, with both policies, in
 * every variant and with the house rules, without a single allocation (a
 * clone to play out on is the one allocation). */
static void test_playout_allocates_nothing(void **state)
{
	(void)state;
	for (size_t v = 0; v < uno_rules_builtin_count(); v++) {
		const uno_rules *base = uno_rules_builtin_at(v);
		uno_rules *r;
		int lo, hi;

		assert_int_equal(uno_rules_copy(&r, base, NULL, NULL), UNO_OK);
		/* Every house rule the variant offers (H-1..H-5), on. */
		static const int house[] = { UNO_OPT_STACKING, UNO_OPT_DRAW_UNTIL_PLAYABLE,
					     UNO_OPT_JUMP_IN, UNO_OPT_SEVEN_O };
		for (size_t k = 0; k < sizeof house / sizeof house[0]; k++)
			(void)uno_rules_set(r, house[k], 1);
		uno_rules_players(r, &lo, &hi);
		/* Uniform rounds of Teams run to millions of moves: reference there. */
		bool long_uniform = strcmp(uno_rules_name(base), "teams") == 0;
		for (int i = 0; i < 6; i++) {
			struct counter c;
			uno_game *g = NULL, *clone = NULL;
			const uno_rules *rules = i % 2 ? r : base;
			int players = lo + i % (hi - lo + 1);

			if (uno_rules_allows_players(rules, players) != 1)
				players = lo;
			memset(&c, 0, sizeof c);
			assert_int_equal(uno_game_new(&g, rules, players, 77 + (uint64_t)i,
						      counting_alloc, &c), UNO_OK);
			long made = c.allocs;
			/* Rounds to the end of the match or 12 deals, each played out
			 * on a clone and in the game itself. */
			for (int rounds = 0; uno_game_phase(g) != UNO_PHASE_MATCH_OVER &&
					     rounds < 12; rounds++) {
				if (uno_game_phase(g) == UNO_PHASE_ROUND_OVER) {
					assert_int_equal(uno_game_next_round(g), UNO_OK);
					continue;
				}
				assert_int_equal(uno_game_clone(&clone, g), UNO_OK);
				assert_int_equal(c.allocs, made + 1);
				int policy = long_uniform ? UNO_PLAYOUT_REFERENCE : i % 2;
				assert_true(uno_game_playout(clone, (uint64_t)rounds, policy) >= 0);
				uno_game_free(clone);
				assert_int_equal(c.allocs, made + 1);
				made = c.allocs;
				policy = long_uniform ? UNO_PLAYOUT_REFERENCE : (i + 1) % 2;
				assert_true(uno_game_playout(g, (uint64_t)rounds, policy) >= 0);
				assert_int_equal(c.allocs, made);
				assert_int_equal(c.calls, made);
			}
			uno_game_free(g);
			assert_balanced(&c);
		}
		uno_rules_free(r);
	}
}

/* The same for a scripted game, the hooks and a rule table made with an
 * allocator: only the constructors allocate. */
static void test_scripted_game_and_rules_allocate_only_when_made(void **state)
{
	const uno_rules *classic;
	uno_card deck[UNO_MAX_DECK];
	struct counter c;
	uno_rules *r = NULL;
	uno_game *g = NULL;
	uno_hooks h;

	(void)state;
	memset(&c, 0, sizeof c);
	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	assert_int_equal(uno_rules_copy(&r, classic, counting_alloc, &c), UNO_OK);
	assert_true(c.allocs >= 1);
	long made = c.allocs;
	assert_int_equal(uno_rules_set(r, UNO_OPT_TARGET_SCORE, 200), UNO_OK);
	assert_int_equal(c.allocs, made);

	int n = uno_rules_deck(r, deck, UNO_MAX_DECK);
	assert_int_equal(n, 108);
	assert_int_equal(uno_game_new_scripted(&g, r, 4, 9, deck, (size_t)n, -1, 0,
					       counting_alloc, &c), UNO_OK);
	/* The game keeps its own copy: the table can go at once. */
	uno_rules_free(r);
	made = c.allocs;

	memset(&h, 0, sizeof h);
	h.size = sizeof h;
	assert_int_equal(uno_game_set_hooks(g, &h, NULL), UNO_OK);
	play_match(g, 77);
	assert_int_equal(uno_game_set_hooks(g, NULL, NULL), UNO_OK);
	assert_int_equal(c.allocs, made);
	uno_game_free(g);
	assert_balanced(&c);
}

/* Issue 18: a game is one allocation, its handle, and a 4-player Classic
 * one stays within the 2,600 bytes (2,592 on a 64-bit target, as
 * bench/README.md records; less on a 32-bit one). A growth of the state
 * is a decision, made here and in that table, not an accident. */
static void test_game_handle_is_one_small_allocation(void **state)
{
	const uno_rules *classic;
	struct counter c;
	uno_game *g = NULL;

	(void)state;
	memset(&c, 0, sizeof c);
	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	assert_int_equal(uno_game_new(&g, classic, 4, 18, counting_alloc, &c), UNO_OK);
	assert_int_equal(c.allocs, 1);
	assert_true(c.bytes <= 2600);
	/* Its state stops before the two-sided cards' part, which it has
	 * no use for (UNO__ONE_SIDED_SIZE). */
	assert_true(c.bytes >= UNO__ONE_SIDED_SIZE);
	assert_true(c.bytes < sizeof(struct uno__state));
	size_t one_sided = c.bytes;
	uno_game_free(g);
	assert_balanced(&c);

	/* An UNO Flip game keeps the part: which card is where (FL-3). */
	const uno_rules *flip;
	memset(&c, 0, sizeof c);
	assert_int_equal(uno_rules_builtin(&flip, "flip"), UNO_OK);
	assert_int_equal(uno_game_new(&g, flip, 4, 18, counting_alloc, &c), UNO_OK);
	assert_int_equal(c.allocs, 1);
	assert_int_equal(c.bytes, one_sided + sizeof(struct uno__state) - UNO__ONE_SIDED_SIZE);
	uno_game_free(g);
	assert_balanced(&c);
}

/* ------------------------------------------------------------------------
 * Fault injection: every allocating call, every allocation failing in turn.
 */

/* The calls that allocate (DESIGN.md principle 7: only these). */
enum ctor {
	NEW,             /* uno_game_new */
	NEW_SCRIPTED,    /* uno_game_new_scripted */
	NEW_FROM_HANDS,  /* uno_game_new_from_hands */
	CLONE,           /* uno_game_clone (the source game's allocator) */
	RULES_COPY,      /* uno_rules_copy */
	LOAD,            /* uno_game_load */
	LOG_START,       /* uno_game_log_start (the game's allocator) */
	REPLAY,          /* uno_game_replay of a log kept from the first move */
	REPLAY_SNAPSHOT, /* uno_game_replay of a log that starts from a saved state */
	CTOR_COUNT
};

static const char *const ctor_name[CTOR_COUNT] = {
	"uno_game_new", "uno_game_new_scripted", "uno_game_new_from_hands", "uno_game_clone",
	"uno_rules_copy",
	"uno_game_load", "uno_game_log_start", "uno_game_replay",
	"uno_game_replay (snapshot)",
};

/* What the calls are made from, for one variant: a game some moves in
 * (made through the counting allocator `base`), its save, and two logs of
 * it with the states they lead to. */
struct source {
	const uno_rules *rules;
	int players;
	uno_card deck[2 * UNO_MAX_DECK];
	int ndeck;
	struct counter base;
	uno_game *game;            /* the end state */
	uno_game *mid;             /* the state log_from_start leads to */
	uint8_t save[UNO_SAVE_MAX];
	int save_len;
	char log_from_start[65536];
	int from_start_len;
	char log_snapshot[65536];
	int snapshot_len;
};

/* Plays up to n random legal moves within the round. */
static void play_some(uno_game *g, uint64_t *rng, int n)
{
	for (int i = 0; i < n && uno_game_phase(g) < UNO_PHASE_ROUND_OVER; i++) {
		uno_move m;
		int seat = choose(g, rng, &m);
		assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
	}
}

static void make_source(struct source *src, const uno_rules *rules)
{
	uint64_t rng = 99;
	int min;

	memset(src, 0, sizeof *src);
	src->rules = rules;
	assert_int_equal(uno_rules_players(rules, &min, NULL), UNO_OK);
	src->players = min;
	while (uno_rules_allows_players(rules, src->players) != 1)
		src->players++;
	src->ndeck = uno_rules_deck(rules, src->deck, UNO_MAX_DECK);
	assert_true(src->ndeck > 0);
	if (uno_rules_sides(rules) == 2) {
		/* Two-sided cards: each as its light face, then its dark face. */
		uno_card dark[UNO_MAX_DECK];
		assert_int_equal(uno_rules_deck_side(rules, 1, dark, UNO_MAX_DECK), src->ndeck);
		for (int i = src->ndeck - 1; i >= 0; i--) {
			src->deck[2 * i] = src->deck[i];
			src->deck[2 * i + 1] = dark[i];
		}
		src->ndeck *= 2;
	}
	assert_int_equal(uno_game_new(&src->game, rules, src->players, 31, counting_alloc,
				      &src->base), UNO_OK);
	/* A log from the first move: replayed from the seed. */
	assert_int_equal(uno_game_log_start(src->game, 1000), UNO_OK);
	play_some(src->game, &rng, 25);
	src->from_start_len = uno_game_log_export(src->game, src->log_from_start,
						  sizeof src->log_from_start);
	assert_true(src->from_start_len > 0 &&
		    src->from_start_len < (int)sizeof src->log_from_start);
	assert_int_equal(uno_game_clone(&src->mid, src->game), UNO_OK);
	/* A log started later: replayed from a saved snapshot. */
	assert_int_equal(uno_game_log_start(src->game, 1000), UNO_OK);
	play_some(src->game, &rng, 25);
	src->snapshot_len = uno_game_log_export(src->game, src->log_snapshot,
						sizeof src->log_snapshot);
	assert_true(src->snapshot_len > 0 && src->snapshot_len < (int)sizeof src->log_snapshot);
	assert_non_null(strstr(src->log_snapshot, "state "));
	src->save_len = uno_game_save(src->game, src->save, sizeof src->save);
	assert_true(src->save_len > 0);
}

static void free_source(struct source *src)
{
	uno_game_free(src->mid);
	uno_game_free(src->game);
	assert_balanced(&src->base);
}

/* One call with the k-th allocation failing; returns its status and what
 * it made. */
static int call_failing(struct source *src, enum ctor what, struct counter *c, void **out)
{
	uno_game *g = (uno_game *)c; /* must be overwritten */
	uno_rules *r = (uno_rules *)c;
	int rc;

	switch (what) {
	case NEW:
		rc = uno_game_new(&g, src->rules, src->players, 5, counting_alloc, c);
		break;
	case NEW_SCRIPTED:
		rc = uno_game_new_scripted(&g, src->rules, src->players, 5, src->deck,
					   (size_t)src->ndeck, -1, 0, counting_alloc, c);
		break;
	case NEW_FROM_HANDS: {
		/* The whole deck, seat p holding p + 1 cards. */
		int sizes[UNO_MAX_PLAYERS];
		for (int p = 0; p < src->players; p++)
			sizes[p] = p + 1;
		rc = uno_game_new_from_hands(&g, src->rules, src->players, 5, src->deck,
					     (size_t)src->ndeck, sizes, -1, 0, 0, counting_alloc, c);
		break;
	}
	case CLONE:
		rc = uno_game_clone(&g, src->game);
		break;
	case RULES_COPY:
		rc = uno_rules_copy(&r, src->rules, counting_alloc, c);
		*out = r;
		return rc;
	case LOAD:
		rc = uno_game_load(&g, src->save, (size_t)src->save_len, counting_alloc, c);
		break;
	case LOG_START:
		*out = NULL;
		return uno_game_log_start(src->game, 64);
	case REPLAY:
		rc = uno_game_replay(&g, src->log_from_start, (size_t)src->from_start_len,
				     counting_alloc, c, NULL);
		break;
	default:
		rc = uno_game_replay(&g, src->log_snapshot, (size_t)src->snapshot_len,
				     counting_alloc, c, NULL);
		break;
	}
	*out = g;
	return rc;
}

/* Fails the k-th allocation of one call for k = 1, 2, ... until the call
 * succeeds: each failure is UNO_ENOMEM, returns no object (or, for a log,
 * leaves the game's log as it was) and leaks nothing; success comes once
 * the failing request is past the last one the call makes, and then the
 * object is whole (equal to what it was made from). Returns the number of
 * allocation failures tried. */
static long fail_each_allocation(struct source *src, enum ctor what)
{
	/* Calls through the source game's allocator count on its counter. */
	bool shared = what == CLONE || what == LOG_START;
	long k;

	for (k = 1;; k++) {
		struct counter own;
		struct counter *c = shared ? &src->base : &own;
		void *out;

		if (k >= 100)
			fail_msg("%s: still allocating after %ld requests", ctor_name[what], k);
		memset(&own, 0, sizeof own);
		long calls0 = c->calls, allocs0 = c->allocs, frees0 = c->frees;
		int log0 = uno_game_log_length(src->game);
		c->fail_at = calls0 + k;
		int rc = call_failing(src, what, c, &out);
		c->fail_at = 0;
		long calls = c->calls - calls0, allocs = c->allocs - allocs0;

		if (rc == UNO_OK) {
			/* The request that would have failed never came. */
			assert_true(calls < k);
			assert_true(allocs >= 1);
			switch (what) {
			case CLONE:
				/* One allocation, and only the first fails. */
				assert_int_equal(k, 2);
				assert_int_equal(allocs, 1);
				assert_true(uno__state_equal(out, src->game));
				break;
			case LOAD:
			case REPLAY_SNAPSHOT:
				assert_true(uno__state_equal(out, src->game));
				break;
			case REPLAY:
				assert_true(uno__state_equal(out, src->mid));
				break;
			case LOG_START:
				/* A new, empty log replaced the old one. */
				assert_int_equal(uno_game_log_length(src->game), 0);
				assert_int_equal(c->frees - frees0, 1);
				break;
			default:
				break;
			}
			if (what == RULES_COPY)
				uno_rules_free(out);
			else if (what != LOG_START)
				uno_game_free(out);
			if (what != LOG_START)
				assert_int_equal(c->allocs - allocs0, c->frees - frees0);
			break;
		}
		if (rc != UNO_ENOMEM)
			fail_msg("%s with allocation %ld failing: %s, expected UNO_ENOMEM",
				 ctor_name[what], k, uno_strerror(rc));
		assert_null(out);
		assert_true(calls >= k);
		/* Whatever it took before the failure, it gave back. */
		assert_int_equal(allocs, c->frees - frees0);
		assert_int_equal(c->bad, 0);
		/* uno_game_log_start: the game keeps the log it had. */
		assert_int_equal(uno_game_log_length(src->game), log0);
	}
	return k - 1;
}

/* Every allocating call of every variant, every allocation failing in
 * turn. The replay of a log allocates a header, the rule table and the
 * game, so its failure points are the most. */
static void fail_each_call(enum ctor first, enum ctor last)
{
	static struct source src;
	long points[CTOR_COUNT] = { 0 };

	for (size_t v = 0; v < uno_rules_builtin_count(); v++) {
		make_source(&src, uno_rules_builtin_at(v));
		for (int what = (int)first; what <= (int)last; what++)
			points[what] += fail_each_allocation(&src, (enum ctor)what);
		free_source(&src);
	}
	for (int what = (int)first; what <= (int)last; what++)
		print_message("# %s: %ld allocation failure points tried\n", ctor_name[what],
			      points[what]);
}

static void test_game_new_out_of_memory(void **state)
{
	(void)state;
	fail_each_call(NEW, NEW_FROM_HANDS);
}

static void test_game_clone_out_of_memory(void **state)
{
	(void)state;
	fail_each_call(CLONE, CLONE);
}

static void test_rules_copy_out_of_memory(void **state)
{
	(void)state;
	fail_each_call(RULES_COPY, RULES_COPY);
}

static void test_game_load_out_of_memory(void **state)
{
	(void)state;
	fail_each_call(LOAD, LOAD);
}

static void test_log_and_replay_out_of_memory(void **state)
{
	(void)state;
	fail_each_call(LOG_START, REPLAY_SNAPSHOT);
}

/* No mutable global state: two games with the same seed, played move by
 * move in turn (with a third game of another seed stirred in between), stay
 * equal to each other after every move, and end equal to a game played
 * alone with the same moves. */
static void test_games_share_no_state(void **state)
{
	const uno_rules *classic;
	enum { MAX_MOVES = 60000 };
	static uno_move moves[MAX_MOVES];
	static int seats[MAX_MOVES];
	int nmoves = 0;

	(void)state;
	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	for (int players = 2; players <= 10; players += 4) {
		uint64_t seed = 0x5eedull + (uint64_t)players;
		uno_game *alone, *a, *b, *other;
		uint64_t rng = seed, rng_other = ~seed;

		/* The reference: alone, start to finish, moves recorded. */
		nmoves = 0;
		assert_int_equal(uno_game_new(&alone, classic, players, seed, NULL, NULL),
				 UNO_OK);
		for (;;) {
			while (uno_game_phase(alone) < UNO_PHASE_ROUND_OVER) {
				assert_true(nmoves < MAX_MOVES);
				seats[nmoves] = choose(alone, &rng, &moves[nmoves]);
				assert_int_equal(uno_game_apply(alone, seats[nmoves],
								&moves[nmoves]), UNO_OK);
				nmoves++;
			}
			if (uno_game_phase(alone) == UNO_PHASE_MATCH_OVER)
				break;
			assert_int_equal(uno_game_next_round(alone), UNO_OK);
			assert_true(nmoves < MAX_MOVES);
			seats[nmoves++] = -1; /* marks a new round */
		}

		/* The pair, interleaved, with a game of another seed between. */
		assert_int_equal(uno_game_new(&a, classic, players, seed, NULL, NULL), UNO_OK);
		assert_int_equal(uno_game_new(&other, classic, 3, ~seed, NULL, NULL), UNO_OK);
		assert_int_equal(uno_game_new(&b, classic, players, seed, NULL, NULL), UNO_OK);
		assert_true(uno__state_equal(a, b));
		for (int i = 0; i < nmoves; i++) {
			if (seats[i] < 0) {
				assert_int_equal(uno_game_next_round(a), UNO_OK);
				assert_int_equal(uno_game_next_round(b), UNO_OK);
			} else {
				assert_int_equal(uno_game_apply(a, seats[i], &moves[i]), UNO_OK);
				if (uno_game_phase(other) >= UNO_PHASE_ROUND_OVER) {
					uno_game_free(other);
					assert_int_equal(uno_game_new(&other, classic, 3,
								      t_mix64(rng_other), NULL, NULL),
							 UNO_OK);
				}
				uno_move m;
				int s = choose(other, &rng_other, &m);
				assert_int_equal(uno_game_apply(other, s, &m), UNO_OK);
				assert_int_equal(uno_game_apply(b, seats[i], &moves[i]), UNO_OK);
			}
			assert_true(uno__state_equal(a, b));
		}
		assert_int_equal(uno_game_phase(a), UNO_PHASE_MATCH_OVER);
		assert_true(uno__state_equal(a, alone));
		assert_true(uno__state_equal(b, alone));
		uno_game_free(a);
		uno_game_free(b);
		uno_game_free(other);
		uno_game_free(alone);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_play_allocates_nothing_after_creation),
		cmocka_unit_test(test_playout_allocates_nothing),
		cmocka_unit_test(test_scripted_game_and_rules_allocate_only_when_made),
		cmocka_unit_test(test_game_handle_is_one_small_allocation),
		cmocka_unit_test(test_game_new_out_of_memory),
		cmocka_unit_test(test_game_clone_out_of_memory),
		cmocka_unit_test(test_rules_copy_out_of_memory),
		cmocka_unit_test(test_game_load_out_of_memory),
		cmocka_unit_test(test_log_and_replay_out_of_memory),
		cmocka_unit_test(test_games_share_no_state),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
