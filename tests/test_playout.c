/*
 * uno_game_playout() (issue 8): the current round played to its end inside
 * the library, by the uniform or the reference policy (game.h).
 *
 * Checked here:
 *   - every variant, every policy, defaults and house-rule mixes (H-1..H-6),
 *     every player count: the round ends (G-4, G-7), every card is still
 *     once somewhere (C-1, X-1, CC-1, TM-2: uno__check_invariants()), the
 *     returned count is the number of moves applied (the move log), and
 *     the match goes on with the next round;
 *   - determinism: the same state and seed give the same game, whichever
 *     copy is played out; the game's own generator still draws the cards;
 *   - the documented procedure: the same choices made through
 *     uno_game_legal_moves() and uno_game_apply() give the same game, for
 *     both policies;
 *   - the reference policy always calls UNO (G-6), so nobody is ever
 *     caught, and plays the drawn card when it can (G-3);
 *   - errors: NULL game, unknown policy, no round in progress, called from
 *     a hook; no hook is asked and no event delivered during a playout,
 *     and the hooks are still installed afterwards;
 *   - uno_game_policy_move(): the same policies a move at a time, with the
 *     host's generator: the playout's round when seeded alike, nothing
 *     asked among one option, a forgotten call made first (G-6), a
 *     host's answer out of range folded into range, and its errors.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <string.h>

#include "uno_internal.h"

/* A copy of a variant's table with a mix of its options (house rules
 * included) drawn from x; NULL-free. */
static uno_rules *mixed_rules(const uno_rules *base, uint64_t x)
{
	uno_rules *r;

	assert_int_equal(uno_rules_copy(&r, base, NULL, NULL), UNO_OK);
	for (int opt = 0; opt < UNO_OPT_COUNT_; opt++) {
		int min, max, def;
		x = t_mix64(x);
		if (opt == UNO_OPT_HAND_SIZE || opt == UNO_OPT_DEALER ||
		    uno_rules_option_info(r, opt, &min, &max, &def) != UNO_OK || (x & 1))
			continue;
		int value = max - min <= 8 ? min + (int)((x >> 8) % (uint64_t)(max - min + 1)) : def;
		assert_int_equal(uno_rules_set(r, opt, value), UNO_OK);
	}
	return r;
}

/* Is a round in progress? (The phases after MATCH_OVER are decisions.) */
static bool playing(const uno_game *g)
{
	int phase = uno_game_phase(g);
	return phase != UNO_PHASE_ROUND_OVER && phase != UNO_PHASE_MATCH_OVER;
}

/* ---- the documented procedure, through the public API ---- */

static unsigned pick(uint64_t rng[4], unsigned n)
{
	return n <= 1 ? 0 : uno__rng_below(rng, n);
}

static bool answers(const uno_move *m)
{
	return m->type != UNO_MOVE_UNO && m->type != UNO_MOVE_CATCH;
}

/* The move the policy makes, from the list alone (game.h). */
static uno_move by_the_book(const uno_game *g, int seat, int policy, uint64_t rng[4])
{
	uno_move list[UNO_MAX_MOVES];
	int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
	int phase = uno_game_phase(g);

	assert_true(n > 0 && n <= UNO_MAX_MOVES);
	if (policy == UNO_PLAYOUT_UNIFORM)
		return list[pick(rng, (unsigned)n)];
	for (int i = 0; i < n; i++)
		if (list[i].type == UNO_MOVE_UNO)
			return list[i];
	if (phase == UNO_PHASE_PLAY || phase == UNO_PHASE_DRAWN) {
		uno_move cards[UNO_MAX_MOVES];
		int k = 0;
		for (int i = 0; i < n; i++)
			if (list[i].type == UNO_MOVE_PLAY &&
			    (k == 0 || cards[k - 1].card.kind != list[i].card.kind ||
			     cards[k - 1].card.color != list[i].card.color))
				cards[k++] = list[i];
		if (k > 0) {
			uno_move m = cards[pick(rng, (unsigned)k)];
			m.flags = 0;
			/* A wild listed without a color: the next player
			 * names it (NM-9). */
			if (uno_kind_is_wild(m.card.kind) && m.color != UNO_NO_COLOR)
				m.color = (uint8_t)pick(rng, 4);
			for (int i = 0; i < n; i++)
				if ((list[i].flags & UNO_MOVE_F_UNO) && list[i].card.kind == m.card.kind &&
				    list[i].card.color == m.card.color)
					m.flags = UNO_MOVE_F_UNO; /* offered (G-6, H-14, NM-7) */
			return m;
		}
		for (int i = 0; i < n; i++)
			if (list[i].type == UNO_MOVE_DRAW || list[i].type == UNO_MOVE_PASS)
				return list[i];
	}
	int k = 0;
	for (int i = 0; i < n; i++)
		if (answers(&list[i]))
			list[k++] = list[i];
	assert_true(k > 0);
	return list[pick(rng, (unsigned)k)];
}

/* Plays the round through the API as the playout would; returns the moves. */
static int play_by_the_book(uno_game *g, uint64_t seed, int policy)
{
	uint64_t rng[4];
	int moves = 0;

	uno__rng_seed(rng, seed);
	while (playing(g)) {
		int seat = uno_game_current_player(g);
		uno_move m = by_the_book(g, seat, policy, rng);
		assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
		moves++;
		assert_true(moves < 1000000);
	}
	return moves;
}

/* ---- tests ---- */

/* Every variant, policy and player count, defaults and option mixes: the
 * round ends, cards add up, the count is the moves applied (the log's
 * length), the match goes on; and the same choices through the API give
 * the same game. */
static void test_every_variant_and_policy(void **state)
{
	(void)state;
	for (size_t v = 0; v < uno_rules_builtin_count(); v++) {
		const uno_rules *base = uno_rules_builtin_at(v);
		int lo, hi;
		uno_rules_players(base, &lo, &hi);
		for (int i = 0; i < 40; i++) {
			uno_rules *r = mixed_rules(base, 31u * v + (uint64_t)i);
			const uno_rules *rules = i % 3 ? r : base;
			int policy = i % 2;
			int players = lo + i % (hi - lo + 1);
			uno_game *g, *book;

			if (uno_rules_allows_players(rules, players) != 1)
				players = lo;
			assert_int_equal(uno_game_new(&g, rules, players, 500 + (uint64_t)i, NULL,
						      NULL), UNO_OK);
			/* Uniform rounds are long (in Teams, 200,000 moves on
			 * average): one of them, three reference rounds. */
			for (int round = 0; round < (policy ? 3 : 1); round++) {
				if (uno_game_phase(g) == UNO_PHASE_MATCH_OVER)
					break;
				if (uno_game_phase(g) == UNO_PHASE_ROUND_OVER)
					assert_int_equal(uno_game_next_round(g), UNO_OK);
				assert_int_equal(uno_game_clone(&book, g), UNO_OK);
				assert_int_equal(uno_game_log_start(g, 1u << 16), UNO_OK);
				uint64_t seed = t_mix64((uint64_t)(i * 7 + round));
				int moves = uno_game_playout(g, seed, policy);
				assert_true(moves >= 0);
				/* The log holds every move, up to its capacity. */
				assert_int_equal(uno_game_log_length(g), moves < (1 << 16) ? moves : 1 << 16);
				assert_true(uno_game_phase(g) == UNO_PHASE_ROUND_OVER ||
					    uno_game_phase(g) == UNO_PHASE_MATCH_OVER);
				assert_int_equal(uno__check_invariants(g), 0);
				assert_true(uno_game_round_winner(g) >= 0);

				/* The same game through the API (unless it is one of the
				 * rare uniform rounds of millions of moves). */
				if (moves < 1000000) {
					assert_int_equal(play_by_the_book(book, seed, policy), moves);
					assert_true(uno__state_equal(book, g));
				}
				uno_game_free(book);
			}
			uno_game_free(g);
			uno_rules_free(r);
		}
	}
}

/* Same state and seed, same game; the original and a clone, and a game
 * saved and loaded back, all end alike. */
static void test_deterministic(void **state)
{
	const uno_rules *classic;
	int differ = 0;

	(void)state;
	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	for (int i = 0; i < 40; i++) {
		uno_game *a, *b, *c, *d;
		unsigned char buf[UNO_SAVE_MAX];

		assert_int_equal(uno_game_new(&a, classic, 2 + i % 9, (uint64_t)i, NULL, NULL),
				 UNO_OK);
		int len = uno_game_save(a, buf, sizeof buf);
		assert_true(len > 0);
		assert_int_equal(uno_game_load(&b, buf, (size_t)len, NULL, NULL), UNO_OK);
		assert_int_equal(uno_game_clone(&c, a), UNO_OK);
		assert_int_equal(uno_game_clone(&d, a), UNO_OK);
		int policy = i % 2;
		int n = uno_game_playout(a, 1234, policy);
		assert_true(n > 0);
		assert_int_equal(uno_game_playout(b, 1234, policy), n);
		assert_int_equal(uno_game_playout(c, 1234, policy), n);
		assert_true(uno__state_equal(a, b));
		assert_true(uno__state_equal(a, c));
		/* Another seed: another game, at least sometimes. */
		assert_true(uno_game_playout(d, 4321, policy) >= 0);
		differ += !uno__state_equal(a, d);
		uno_game_free(a);
		uno_game_free(b);
		uno_game_free(c);
		uno_game_free(d);
	}
	assert_true(differ > 30);
}

static int called_hooks;

static void count_event(const uno_game *g, const uno_event *ev, void *user)
{
	(void)g, (void)ev, (void)user;
	called_hooks++;
}

static int count_color(const uno_game *g, int seat, void *user)
{
	(void)g, (void)seat, (void)user;
	called_hooks++;
	return 0;
}

static int count_challenge(const uno_game *g, int seat, void *user)
{
	(void)g, (void)seat, (void)user;
	called_hooks++;
	return 0;
}

static int count_draw(const uno_game *g, int seat, uno_card *card, void *user)
{
	(void)g, (void)seat, (void)card, (void)user;
	called_hooks++;
	return 1;
}

static int count_seat(const uno_game *g, int seat, void *user)
{
	(void)g, (void)user;
	called_hooks++;
	return seat == 0 ? 1 : 0;
}

static int count_give(const uno_game *g, int seat, uno_card *card, void *user)
{
	(void)g, (void)seat, (void)card, (void)user;
	called_hooks++;
	return 1;
}

/* No hook is asked and no event delivered during a playout; afterwards
 * the hooks are installed as before. */
static void test_no_hooks_during_playout(void **state)
{
	(void)state;
	const uno_hooks hooks = {
		.size = sizeof hooks, .event = count_event, .choose_color = count_color,
		.challenge = count_challenge, .draw = count_draw, .cast = count_seat,
		.swap = count_seat, .give = count_give,
	};
	for (size_t v = 0; v < uno_rules_builtin_count(); v++) {
		const uno_rules *base = uno_rules_builtin_at(v);
		uno_rules *r = mixed_rules(base, 99 + v);
		int lo, hi;
		uno_rules_players(r, &lo, &hi);
		for (int policy = 0; policy < 2; policy++) {
			uno_game *g;
			assert_int_equal(uno_game_new(&g, r, lo, 7 + (uint64_t)policy, NULL, NULL),
					 UNO_OK);
			assert_int_equal(uno_game_set_hooks(g, &hooks, NULL), UNO_OK);
			called_hooks = 0;
			if (playing(g))
				assert_true(uno_game_playout(g, 5, policy) >= 0);
			assert_int_equal(called_hooks, 0);
			if (uno_game_phase(g) == UNO_PHASE_ROUND_OVER) {
				/* Still installed: the next round is announced. */
				assert_int_equal(uno_game_next_round(g), UNO_OK);
				assert_true(called_hooks > 0);
			}
			uno_game_free(g);
		}
		uno_rules_free(r);
	}
}

/* After a reference playout nobody was caught (the policy always calls
 * UNO, G-6), and every drawn card that could be played was (G-3). */
static void test_reference_calls_uno_and_plays_drawn_cards(void **state)
{
	const uno_rules *classic;

	(void)state;
	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	for (int i = 0; i < 30; i++) {
		uno_game *g;
		uno_move list[UNO_MAX_MOVES];
		assert_int_equal(uno_game_new(&g, classic, 4, 900 + (uint64_t)i, NULL, NULL),
				 UNO_OK);
		assert_int_equal(uno_game_log_start(g, 4096), UNO_OK);
		uint64_t rng[4];
		uno__rng_seed(rng, 42);
		/* Move by move through the book, checking each choice. */
		while (playing(g)) {
			int seat = uno_game_current_player(g);
			int phase = uno_game_phase(g);
			int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
			uno_move m = by_the_book(g, seat, UNO_PLAYOUT_REFERENCE, rng);
			if (phase == UNO_PHASE_DRAWN)
				assert_int_equal(m.type, UNO_MOVE_PLAY);
			if (m.type == UNO_MOVE_PLAY && uno_game_hand_size(g, seat) == 2)
				assert_true(m.flags & UNO_MOVE_F_UNO);
			if (m.type == UNO_MOVE_DRAW)
				for (int k = 0; k < n; k++)
					assert_int_not_equal(list[k].type, UNO_MOVE_PLAY);
			assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
			for (int s = 0; s < 4; s++)
				assert_true(uno_game_hand_size(g, s) != 1 || uno_game_uno_called(g, s) ||
					    !playing(g));
		}
		uno_game_free(g);
	}
}

/*
 * G-4: the rules let a round loop. Nobody can play from hand, and the piles
 * hold two red cards: each seat draws the card under the top (the pile
 * refilled from the discard) and may play it back, forever. The reference
 * policy plays drawn cards; once it has played 1000 of them in a row with
 * no card from a hand, it keeps what it draws and passes when nothing can
 * be drawn (game.h), so the playout ends, with the round blocked.
 */
static void test_reference_ends_a_round_that_would_loop_G4(void **state)
{
	const char *hands[] = { "G1 G2", "B1 B2", "Y1 Y2" };
	uno_game *g = t_game("classic", NULL, 3, -1, hands, "R5", "R6", false);

	(void)state;
	int moves = uno_game_playout(g, 7, UNO_PLAYOUT_REFERENCE);
	/* 1000 draws and plays back, then at most a few circles to block. */
	assert_true(moves >= 2000 && moves < 2020);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	/* Blocked: nobody went out, every hand still holds its cards. */
	int cards = 0;
	for (int seat = 0; seat < 3; seat++) {
		assert_true(uno_game_hand_size(g, seat) >= 2);
		cards += uno_game_hand_size(g, seat);
	}
	assert_int_equal(cards, 7); /* six dealt, one kept; the top is the 8th */
	int winner = uno_game_round_winner(g);
	assert_true(winner >= 0 && winner < 3);
	assert_true(uno_game_hand_size(g, winner) > 0);
	uno_game_free(g);
}

/* G-6, T2-1: a reference playout that starts with the seat to decide
 * exposed (two Skips left it one card, uncalled, and the turn is its own
 * again) first calls UNO for it; the move log shows it. */
static void test_reference_calls_a_forgotten_uno_first_G6_T2_1(void **state)
{
	(void)state;
	uno_game *g = t_game("two-player", NULL, 2, -1, (const char *[]){ "RS YS R2", "G1 G2 G3" },
			     "R5", "B1 B2 B3 B4 B5 B6", false);
	char text[4096];

	t_apply(g, 0, "RS");
	t_apply(g, 0, "YS");
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_hand_size(g, 0), 1);
	assert_true(t_is_legal(g, 0, "uno"));
	assert_int_equal(uno_game_log_start(g, 256), UNO_OK);
	assert_true(uno_game_playout(g, 5, UNO_PLAYOUT_REFERENCE) >= 2);
	assert_true(uno_game_log_export(g, text, sizeof text) > 0);
	/* The log starts from a snapshot (the game had moves): its first
	 * move line is the call. */
	const char *first = strstr(text, "\n0 ");
	assert_non_null(first);
	assert_true(strncmp(first, "\n0 uno\n", 7) == 0);
	uno_game_free(g);
}

static int busy_rc = 1;

static void playout_from_hook(const uno_game *g, const uno_event *ev, void *user)
{
	(void)ev, (void)user;
	if (busy_rc == 1)
		busy_rc = uno_game_playout((uno_game *)g, 1, UNO_PLAYOUT_UNIFORM);
}

/* The error paths: NULL, unknown policy, no round in progress, from a
 * hook; each changes nothing. */
static void test_errors(void **state)
{
	const uno_rules *classic;
	uno_game *g, *copy;

	(void)state;
	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	assert_int_equal(uno_game_playout(NULL, 1, UNO_PLAYOUT_UNIFORM), UNO_EINVAL);
	assert_int_equal(uno_game_playout(NULL, 1, 7), UNO_EINVAL);

	assert_int_equal(uno_game_new(&g, classic, 3, 11, NULL, NULL), UNO_OK);
	assert_int_equal(uno_game_clone(&copy, g), UNO_OK);
	assert_int_equal(uno_game_playout(g, 1, 2), UNO_EINVAL);
	assert_int_equal(uno_game_playout(g, 1, -1), UNO_EINVAL);
	assert_true(uno__state_equal(g, copy));

	/* From a hook: refused, and the game goes on unchanged by it. */
	const uno_hooks hooks = { .size = sizeof hooks, .event = playout_from_hook };
	assert_int_equal(uno_game_set_hooks(g, &hooks, NULL), UNO_OK);
	uno_move draw = uno_move_init(UNO_MOVE_DRAW);
	busy_rc = 1;
	assert_int_equal(uno_game_apply(g, uno_game_current_player(g), &draw), UNO_OK);
	assert_int_equal(busy_rc, UNO_EBUSY);
	assert_int_equal(uno_game_apply(copy, uno_game_current_player(copy), &draw), UNO_OK);
	assert_true(uno__state_equal(g, copy));
	assert_int_equal(uno_game_set_hooks(g, NULL, NULL), UNO_OK);

	/* Round over (and match over): UNO_ESTATE, with a message. */
	assert_true(uno_game_playout(g, 1, UNO_PLAYOUT_REFERENCE) > 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_playout(g, 1, UNO_PLAYOUT_REFERENCE), UNO_ESTATE);
	assert_true(uno_game_errmsg(g)[0] != '\0');
	while (uno_game_phase(g) != UNO_PHASE_MATCH_OVER) {
		if (uno_game_phase(g) == UNO_PHASE_ROUND_OVER)
			assert_int_equal(uno_game_next_round(g), UNO_OK);
		else
			assert_true(uno_game_playout(g, 3, UNO_PLAYOUT_REFERENCE) >= 0);
	}
	assert_int_equal(uno_game_playout(g, 1, UNO_PLAYOUT_UNIFORM), UNO_ESTATE);
	uno_game_free(g);
	uno_game_free(copy);
}

/* ---- uno_game_policy_move(): the policy a move at a time ---- */

/* A host's generator as the library asks it: the playout's own procedure
 * (xoshiro256** seeded by splitmix64, the same rejection), counting the
 * calls and the smallest n it was asked about. */
struct host_rng {
	uint64_t s[4];
	long calls;
	uint32_t least_n;
};

static uint32_t host_choice(uint32_t n, void *user)
{
	struct host_rng *h = user;
	h->calls++;
	if (n < h->least_n)
		h->least_n = n;
	return uno__rng_below(h->s, n);
}

/* Every variant and both policies: a round played by
 * uno_game_policy_move() with a generator seeded as the playout's is the
 * round uno_game_playout() plays with that seed, move for move; nothing is
 * asked among fewer than two options. */
static void test_policy_move_is_the_playout(void **state)
{
	(void)state;
	for (size_t v = 0; v < uno_rules_builtin_count(); v++) {
		const uno_rules *base = uno_rules_builtin_at(v);
		int lo, hi;
		uno_rules_players(base, &lo, &hi);
		for (int i = 0; i < 12; i++) {
			uno_rules *r = mixed_rules(base, 77u * v + (uint64_t)i);
			const uno_rules *rules = i % 3 ? r : base;
			/* Uniform rounds of Teams are very long: reference there. */
			int policy = strcmp(uno_rules_name(base), "teams") == 0 ? 1 : i % 2;
			int players = lo + i % (hi - lo + 1);
			uno_game *g, *host;
			if (uno_rules_allows_players(rules, players) != 1)
				players = lo;
			assert_int_equal(uno_game_new(&g, rules, players, 900 + (uint64_t)i, NULL,
						      NULL), UNO_OK);
			assert_int_equal(uno_game_clone(&host, g), UNO_OK);
			uint64_t seed = t_mix64((uint64_t)i + 5);
			int moves = uno_game_playout(g, seed, policy);
			assert_true(moves > 0);

			struct host_rng h = { .calls = 0, .least_n = UINT32_MAX };
			uno__rng_seed(h.s, seed);
			int applied = 0;
			while (playing(host) && applied <= moves) {
				uno_move m;
				int seat = uno_game_current_player(host);
				assert_int_equal(uno_game_policy_move(host, policy, host_choice, &h, &m),
						 UNO_OK);
				assert_int_equal(uno_game_apply(host, seat, &m), UNO_OK);
				applied++;
			}
			assert_int_equal(applied, moves);
			assert_true(uno__state_equal(host, g));
			assert_true(h.calls > 0);
			assert_true(h.least_n >= 2);
			uno_game_free(host);
			uno_game_free(g);
			uno_rules_free(r);
		}
	}
}

static uint32_t too_large(uint32_t n, void *user)
{
	(void)n;
	++*(long *)user;
	return UINT32_MAX;
}

/* G-6, T2-1: at its own decision a seat that forgot its call calls it
 * first, as in the playout; a host's choice out of range is folded back
 * into range (the move is still legal); the error paths change nothing
 * and ask nothing. */
static void test_policy_move_calls_first_and_errors_G6(void **state)
{
	(void)state;
	/* Two Skips left seat 0 one card, uncalled, and the turn is its own. */
	uno_game *g = t_game("two-player", NULL, 2, -1, (const char *[]){ "RS YS R2", "G1 G2 G3" },
			     "R5", "B1 B2 B3 B4 B5 B6", false);
	uno_move m, untouched = uno_move_init(UNO_MOVE_PASS);
	long calls = 0;

	t_apply(g, 0, "RS");
	t_apply(g, 0, "YS");
	assert_true(t_is_legal(g, 0, "uno"));
	assert_int_equal(uno_game_policy_move(g, UNO_PLAYOUT_REFERENCE, too_large, &calls, &m),
			 UNO_OK);
	assert_int_equal(m.type, UNO_MOVE_UNO);
	t_apply(g, 0, "uno");
	/* Then its decision: R2 does not match the Yellow Skip, so it draws,
	 * and nothing was asked of the generator. */
	assert_int_equal(uno_game_policy_move(g, UNO_PLAYOUT_REFERENCE, too_large, &calls, &m),
			 UNO_OK);
	assert_int_equal(m.type, UNO_MOVE_DRAW);
	assert_int_equal(calls, 0);
	uno_game_free(g);

	const uno_rules *classic;
	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	assert_int_equal(uno_game_new(&g, classic, 4, 3, NULL, NULL), UNO_OK);
	uno_game *copy;
	assert_int_equal(uno_game_clone(&copy, g), UNO_OK);
	/* Out of range: folded into range, legal, for both policies. */
	for (int policy = 0; policy < 2; policy++) {
		calls = 0;
		for (int k = 0; k < 50 && playing(g); k++) {
			int seat = uno_game_current_player(g);
			assert_int_equal(uno_game_policy_move(g, policy, too_large, &calls, &m), UNO_OK);
			int reason = -1;
			assert_int_equal(uno_game_check_move(g, seat, &m, &reason), UNO_OK);
			assert_int_equal(reason, UNO_REASON_OK);
			assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
		}
		assert_true(calls > 0);
	}

	calls = 0;
	m = untouched;
	assert_int_equal(uno_game_policy_move(NULL, 1, too_large, &calls, &m), UNO_EINVAL);
	assert_int_equal(uno_game_policy_move(copy, 1, NULL, &calls, &m), UNO_EINVAL);
	assert_int_equal(uno_game_policy_move(copy, 1, too_large, &calls, NULL), UNO_EINVAL);
	assert_int_equal(uno_game_policy_move(copy, 2, too_large, &calls, &m), UNO_EINVAL);
	assert_int_equal(uno_game_policy_move(copy, -1, too_large, &calls, &m), UNO_EINVAL);
	assert_int_equal(calls, 0);
	assert_memory_equal(&m, &untouched, sizeof m);
	/* No round in progress. */
	assert_true(uno_game_playout(copy, 9, UNO_PLAYOUT_REFERENCE) > 0);
	uno_game *over;
	assert_int_equal(uno_game_clone(&over, copy), UNO_OK);
	assert_int_equal(uno_game_policy_move(copy, 1, too_large, &calls, &m), UNO_ESTATE);
	assert_int_equal(calls, 0);
	assert_memory_equal(&m, &untouched, sizeof m);
	assert_true(uno__state_equal(copy, over));
	uno_game_free(over);
	uno_game_free(copy);
	uno_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_variant_and_policy),
		cmocka_unit_test(test_deterministic),
		cmocka_unit_test(test_no_hooks_during_playout),
		cmocka_unit_test(test_reference_calls_uno_and_plays_drawn_cards),
		cmocka_unit_test(test_reference_calls_a_forgotten_uno_first_G6_T2_1),
		cmocka_unit_test(test_reference_ends_a_round_that_would_loop_G4),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_policy_move_is_the_playout),
		cmocka_unit_test(test_policy_move_calls_first_and_errors_G6),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
