/*
 * Random games for the state suites (test_save.c, test_log.c,
 * test_view.c): every built-in variant, a random mix of the options it
 * supports (house rules H-1..H-6 included), random legal moves by the seat
 * to decide and now and then by another seat (UNO calls, catches,
 * jump-ins), wilds sometimes played without a color so that the COLOR
 * decision comes up, and next_round between rounds. Include after
 * helpers.h and uno_internal.h.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_TEST_STATE_PLAY_H
#define UNO_TEST_STATE_PLAY_H

#include <stdlib.h>
#include <string.h>

/* Sanitizers make every step ten times slower; their runs look for
 * memory errors, so they play fewer games (divide counts by SP_SCALE). */
#if defined(__SANITIZE_ADDRESS__)
#define SP_SCALE 4
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SP_SCALE 4
#endif
#endif
#ifndef SP_SCALE
#define SP_SCALE 1
#endif

/* The built-in variants by name; each suite plays all of them. */
static const char *const sp_variants[] = {
	"classic", "two-player", "partners", "challenge", "express", "casting-call", "teams",
	"no-mercy",
	"flip",
};
#define SP_NVARIANTS (sizeof sp_variants / sizeof sp_variants[0])

/* The options a random game may change from the variant's default. */
static const int sp_house_options[] = {
	UNO_OPT_STACKING, UNO_OPT_DRAW_UNTIL_PLAYABLE, UNO_OPT_FORCE_PLAY,
	UNO_OPT_JUMP_IN, UNO_OPT_SEVEN_O, UNO_OPT_STRICT_WILD_DRAW,
	UNO_OPT_CHALLENGER_SKIPPED, UNO_OPT_WILD_FIRST_RETURNED,
	UNO_OPT_LOWEST_SCORE_WINS, UNO_OPT_ROTATING_PARTNERS,
};

/* The games a test holds, so that a failed assertion (which leaves the
 * test function at once) does not leak them into the LSan report: keep
 * what you make, drop what you free, and register sp_teardown. */
static uno_game *sp_alive[16];

static inline uno_game *sp_keep(uno_game *g)
{
	if (!g)
		return g;
	for (size_t i = 0; i < sizeof sp_alive / sizeof sp_alive[0]; i++)
		if (!sp_alive[i]) {
			sp_alive[i] = g;
			return g;
		}
	fail_msg("a test holds more games than sp_alive has room for");
	return g;
}

static inline void sp_drop(uno_game *g)
{
	for (size_t i = 0; g && i < sizeof sp_alive / sizeof sp_alive[0]; i++)
		if (sp_alive[i] == g)
			sp_alive[i] = NULL;
	uno_game_free(g);
}

static inline int sp_teardown(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof sp_alive / sizeof sp_alive[0]; i++) {
		uno_game_free(sp_alive[i]);
		sp_alive[i] = NULL;
	}
	return 0;
}

static inline const uno_rules *sp_base(const char *variant)
{
	const uno_rules *base = NULL;
	assert_int_equal(uno_rules_builtin(&base, variant), UNO_OK);
	return base;
}

/* Sets an option when the variant has it; returns whether it does. */
static inline bool sp_set(uno_rules *r, int option, int value)
{
	int min, max;
	if (uno_rules_option_info(r, option, &min, &max, NULL) != UNO_OK)
		return false;
	if (value < min)
		value = min;
	if (value > max)
		value = max;
	assert_int_equal(uno_rules_set(r, option, value), UNO_OK);
	return true;
}

/*
 * A copy of a variant's table with random options: with house, each option
 * above is changed (to a random value within its bounds) one time in two;
 * with short_match, the target score (and the elimination limit) are low
 * so that whole matches end in a few rounds. A match always has rounds:
 * one that a variant plays as one round (No Mercy) plays to its target.
 */
static inline uno_rules *sp_rules(const char *variant, uint64_t *rng, bool house,
				  bool short_match)
{
	uno_rules *r = NULL;
	assert_int_equal(uno_rules_copy(&r, sp_base(variant), NULL, NULL), UNO_OK);
	if (house)
		for (size_t i = 0; i < sizeof sp_house_options / sizeof sp_house_options[0]; i++) {
			int min, max, opt = sp_house_options[i];
			if (uno_rules_option_info(r, opt, &min, &max, NULL) != UNO_OK ||
			    t_rnd(rng, 2) == 0)
				continue;
			sp_set(r, opt, min + (int)t_rnd(rng, (uint32_t)(max - min + 1)));
		}
	if (house && t_rnd(rng, 3) == 0)
		sp_set(r, UNO_OPT_UNO_PENALTY, (int)t_rnd(rng, 5));
	if (short_match) {
		sp_set(r, UNO_OPT_TARGET_SCORE, 50 + (int)t_rnd(rng, 200));
		sp_set(r, UNO_OPT_ELIMINATION_LIMIT, 30 + (int)t_rnd(rng, 60));
	}
	/* A match of rounds where a variant plays one (No Mercy). */
	sp_set(r, UNO_OPT_SINGLE_ROUND, 0);
	return r;
}

/* A random player count the variant allows. */
static inline int sp_players(const uno_rules *r, uint64_t *rng)
{
	int allowed[UNO_MAX_PLAYERS + 1], n = 0;
	for (int p = 1; p <= UNO_MAX_PLAYERS; p++)
		if (uno_rules_allows_players(r, p) == 1)
			allowed[n++] = p;
	assert_true(n > 0);
	return allowed[t_rnd(rng, (uint32_t)n)];
}

/* A new random game of a variant (kept: the caller drops it). */
static inline uno_game *sp_game(const char *variant, uint64_t *rng, bool house, bool short_match)
{
	uno_rules *r = sp_rules(variant, rng, house, short_match);
	uno_game *g = NULL;
	int players = sp_players(r, rng);
	assert_int_equal(uno_game_new(&g, r, players, t_mix64(*rng), NULL, NULL), UNO_OK);
	uno_rules_free(r);
	return sp_keep(g);
}

static inline bool sp_playing(const uno_game *g)
{
	int phase = uno_game_phase(g);
	return phase != UNO_PHASE_ROUND_OVER && phase != UNO_PHASE_MATCH_OVER;
}

/* What sp_step() did. */
enum { SP_OVER = 0, SP_MOVE = 1, SP_NEXT_ROUND = 2 };

/*
 * One random step: deals the next round after a round ends, else applies a
 * random legal move (reported through seat and move) of the seat to decide
 * or, one time in five, of another seat that has one. A wild is played
 * without a color one time in six. Fails the test if a listed move is
 * refused. Returns SP_OVER (nothing done: the match is over), SP_MOVE or
 * SP_NEXT_ROUND.
 */
static inline int sp_step(uno_game *g, uint64_t *rng, int *seat_out, uno_move *move_out)
{
	uno_move list[UNO_MAX_MOVES];
	int phase = uno_game_phase(g);

	if (phase == UNO_PHASE_MATCH_OVER)
		return SP_OVER;
	if (phase == UNO_PHASE_ROUND_OVER) {
		assert_int_equal(uno_game_next_round(g), UNO_OK);
		return SP_NEXT_ROUND;
	}
	int players = uno_game_players(g), seat = uno_game_current_player(g), n = 0;
	assert_true(seat >= 0 && seat < players);
	if (t_rnd(rng, 5) == 0) {
		int other = (int)t_rnd(rng, (uint32_t)players);
		n = uno_game_legal_moves(g, other, list, UNO_MAX_MOVES);
		assert_true(n >= 0);
		if (n > 0)
			seat = other;
	}
	if (n == 0)
		n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
	assert_true(n > 0 && n <= UNO_MAX_MOVES);
	uno_move m = t_pick(list, n, rng);
	if (m.type == UNO_MOVE_PLAY && uno_kind_is_wild(m.card.kind) && t_rnd(rng, 6) == 0) {
		/* C-5: the color may be named later; try it, else play as listed. */
		uno_move bare = m;
		bare.color = UNO_NO_COLOR;
		if (uno_game_apply(g, seat, &bare) == UNO_OK) {
			*seat_out = seat;
			*move_out = bare;
			return SP_MOVE;
		}
	}
	int rc = uno_game_apply(g, seat, &m);
	if (rc != UNO_OK) {
		char text[32] = "?";
		uno_move_format(&m, text, sizeof text);
		fail_msg("listed move %d %s refused: %s (%s)", seat, text, uno_strerror(rc),
			 uno_game_errmsg(g));
	}
	*seat_out = seat;
	*move_out = m;
	return SP_MOVE;
}

/* Plays a game on for up to steps random steps; returns the steps taken. */
static inline int sp_play(uno_game *g, uint64_t *rng, int steps)
{
	int seat, k;
	uno_move m;
	for (k = 0; k < steps; k++)
		if (sp_step(g, rng, &seat, &m) == SP_OVER)
			break;
	return k;
}

/* A counting allocator that can fail one chosen request (1-based). */
struct sp_counter {
	long calls, allocs, frees, fail_at, bad;
	void *live[64];
	int nlive;
};

static inline void *sp_alloc(void *ptr, size_t size, void *user)
{
	struct sp_counter *c = user;
	if (!ptr) {
		c->calls++;
		if (size == 0 || c->nlive == 64)
			c->bad++;
		if ((c->fail_at && c->calls == c->fail_at) || c->nlive == 64)
			return NULL;
		void *p = malloc(size ? size : 1);
		if (!p)
			return NULL;
		c->live[c->nlive++] = p;
		c->allocs++;
		return p;
	}
	if (size != 0)
		c->bad++; /* the contract never resizes */
	for (int i = 0; i < c->nlive; i++)
		if (c->live[i] == ptr) {
			c->live[i] = c->live[--c->nlive];
			c->frees++;
			free(ptr);
			return NULL;
		}
	c->bad++;
	return NULL;
}

/* ---- UNO Flip, scripted (FL-3..FL-5) ---- */

static inline const uno_rules *sp_flip_rules(void)
{
	const uno_rules *r = NULL;
	assert_int_equal(uno_rules_builtin(&r, "flip"), UNO_OK);
	return r;
}

static inline uno_card sp_flip_face(const char *text, size_t len)
{
	uno_card c;
	if (uno_rules_card_parse(sp_flip_rules(), text, len, &c) != UNO_OK)
		fail_msg("'%.*s' is no card of UNO Flip", (int)len, text);
	return c;
}

/* "R5:P3 W:T7" into (light, dark) pairs; the number of cards. */
static inline size_t sp_flip_cards(const char *text, uno_card *buf)
{
	size_t n = 0;
	for (const char *p = text; *p;) {
		if (*p == ' ') {
			p++;
			continue;
		}
		size_t len = strcspn(p, " ");
		const char *colon = memchr(p, ':', len);
		assert_non_null(colon);
		buf[2 * n] = sp_flip_face(p, (size_t)(colon - p));
		buf[2 * n + 1] = sp_flip_face(colon + 1, len - (size_t)(colon - p) - 1);
		n++;
		p += len;
	}
	return n;
}

/* A game of only the cards listed: three seats of `per` cards dealt from
 * seat 0 (the dealer is seat 2), the first discard, the draw pile front
 * first. */
static inline uno_game *sp_flip_game(const char *dealt, const char *first, const char *draw,
				     int per)
{
	uno_card deck[2 * UNO_MAX_DECK];
	uno_rules *r = NULL;
	uno_game *g = NULL;
	size_t n = sp_flip_cards(dealt, deck);

	assert_int_equal(n, 3 * (size_t)per);
	n += sp_flip_cards(first, deck + 2 * n);
	n += sp_flip_cards(draw, deck + 2 * n);
	assert_int_equal(uno_rules_copy(&r, sp_flip_rules(), NULL, NULL), UNO_OK);
	assert_int_equal(uno_rules_set(r, UNO_OPT_HAND_SIZE, per), UNO_OK);
	assert_int_equal(uno_game_new_scripted(&g, r, 3, 1, deck, 2 * n, 2, UNO_SCRIPT_PARTIAL,
					       NULL, NULL),
			 UNO_OK);
	uno_rules_free(r);
	return sp_keep(g);
}

#endif
