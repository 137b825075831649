/*
 * Saving and loading games (issue 7, include/uno/save.h; DESIGN.md
 * principle 9, G-10 "the library never trusts the caller"):
 *   - load(save(g)) is g in every part that determines its future
 *     (uno__state_equal) and in every query, save(load(x)) is x byte for
 *     byte, and the loaded game continues exactly as the original for the
 *     same moves; checked at every step of random games of every variant,
 *     with house rules (H-1..H-6) and whole matches with next_round;
 *   - count-then-fill, truncations, trailing bytes, magic and version;
 *   - hostile edits of a valid save are refused with UNO_EFORMAT, never
 *     loaded into a game that breaks later (the C-7 shown hand, G-6 calls
 *     and the catch window, H-1 stacks, H-5 swaps, TM-7 hand-offs, E-1
 *     eliminations are among the facts checked);
 *   - random byte flips are refused or load into a sound game;
 *   - allocation failure and NULL arguments.
 * The byte offsets used for the edits follow the format as lib/save.c
 * describes it at its top (format 2, or format 1 where a test asks for
 * it); an edit of format 2 is resealed (its length and CRC made to fit
 * it) before it is loaded, so that it reaches the field checks the test is
 * about; test_save_check.c is about the CRC.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "uno_internal.h"
#include "state_play.h"
#include "data/saves-libuno0.h"

#define GAMES (60 / SP_SCALE)  /* random games per variant, the default run */
#define LONG_GAMES 300         /* what the run played before it took a minute */
#define SHORT_STEPS 300    /* steps of an ordinary game */
#define MATCH_STEPS 30000  /* steps of a whole (short) match */
#define SHADOW_EVERY 40    /* a fresh loaded copy follows the game this often */
#define QUERIES_EVERY 8    /* compare every query this often */

/* ------------------------------------------------------------------------
 * The saved layout (lib/save.c, format 2, and format 1 without its
 * wrapping).
 */

enum { NSCALARS = 25, SEAT_BYTES = 131, NFACES = 62 };

enum scalar {
	SC_DEALER, SC_CURRENT, SC_PHASE, SC_DIRECTION, SC_COLOR, SC_EXPOSED,
	SC_ROUND_WINNER, SC_MATCH_WINNER, SC_LAST_PLAYER, SC_OFFENDER, SC_SCRIPTED,
	SC_PASSES, SC_PENDING_FACE, SC_FIRST_COLOR, SC_BLUFF, SC_DRAWN_FACE, SC_BLOCKED,
	SC_TOP_ANY, SC_MUST_PLAY, SC_ACTOR, SC_GOING_OUT, SC_GIVES_LEFT, SC_STACK,
	SC_IDLE_DRAW, SC_TOP_AS_IS
};

/* Per seat: i32 score, u8 called, u8 status, 62 hand counts, i8 shown_by,
 * 62 shown counts. */
enum { ST_SCORE = 0, ST_CALLED = 4, ST_STATUS = 5, ST_HAND = 6, ST_SHOWN_BY = 68, ST_SHOWN = 69 };

struct saved {
	uint8_t b[UNO_SAVE_MAX + 1024];
	size_t len;
	/* Offsets (stop: where the CRC of format 2 starts, or the end). */
	size_t name_len, name, stop, count, opts, players, rng, round, scalars, seats, deck;
	size_t ndraw, ndiscard, nturned, belief, end;
	int nplayers;
	/* The variant's layout: 62 faces and one-word masks, or 92 faces and
	 * two-word masks for a variant of kinds 20-31 (No Mercy). */
	size_t nfaces, seat_bytes, mask_bytes;
};

static void locate(struct saved *sv)
{
	const uint8_t *b = sv->b;
	/* Format 2: a zero byte and the length after the flags, the CRC at
	 * the end. */
	bool wrapped = b[4] != 1;
	sv->name_len = wrapped ? 11 : 6;
	sv->name = sv->name_len + 1;
	sv->stop = sv->len - (wrapped ? 4 : 0);
	sv->count = sv->name + b[sv->name_len];
	char name[64] = { 0 };
	const uno_rules *r = NULL;
	memcpy(name, b + sv->name, b[sv->name_len] < sizeof name ? b[sv->name_len] : sizeof name - 1);
	bool extended = uno_rules_builtin(&r, name) == UNO_OK &&
			uno_rules_move_index_count(r) == UNO_MOVE_INDEX_MAX;
	sv->nfaces = extended ? 92 : NFACES;
	sv->seat_bytes = SEAT_BYTES + 2 * (sv->nfaces - NFACES);
	sv->mask_bytes = extended ? 16 : 8;
	sv->opts = sv->count + 1;
	sv->players = sv->opts + 4u * b[sv->count];
	sv->nplayers = b[sv->players];
	sv->rng = sv->players + 1;
	sv->round = sv->rng + 32;
	sv->scalars = sv->round + 4;
	sv->seats = sv->scalars + NSCALARS;
	sv->deck = sv->seats + sv->seat_bytes * (size_t)sv->nplayers;
	sv->ndraw = sv->deck + sv->nfaces;
	sv->ndiscard = sv->ndraw + 1 + b[sv->ndraw];
	sv->nturned = sv->ndiscard + 1 + b[sv->ndiscard];
	sv->belief = sv->end = sv->nturned + 1 + b[sv->nturned];
	/* Two-sided cards: u8 the side, the cards (u64 x 2), a u8 dark face
	 * per card, each hand's cards (u64 x 2), a u8 card per place of the
	 * draw pile, then of the discard pile. */
	if (r && uno_rules_sides(r) == 2) {
		size_t at = sv->end + 1, cards = 0;
		for (int i = 0; i < 16; i++)
			for (int k = 0; k < 8; k++)
				cards += (b[at + (size_t)i] >> k) & 1u;
		sv->belief = sv->end = at + 16 + cards + 16 * (size_t)sv->nplayers +
				       b[sv->ndraw] + b[sv->ndiscard];
	}
	/* Flag 2: the belief follows (per seat, 3 groups of u8 count and a
	 * u64 when the count is not 0; i8 a seat, and u8 + u64 unless -1;
	 * u8 a face, and 4 x u8 unless 0xff). */
	if (b[5] & 2)
		for (int p = 0; p < sv->nplayers; p++) {
			for (int i = 0; i < 3; i++)
				sv->end += 1 + (b[sv->end] ? sv->mask_bytes : 0);
			sv->end += 1 + (b[sv->end] != 0xff ? 1 + sv->mask_bytes : 0);
			sv->end += 1 + (b[sv->end] != 0xff ? 4 : 0);
		}
	assert_int_equal(sv->end, sv->stop);
}

static void save_into(const uno_game *g, struct saved *sv)
{
	memset(sv, 0, sizeof *sv);
	int n = uno_game_save(g, sv->b, UNO_SAVE_MAX);
	assert_true(n > 0 && n <= UNO_SAVE_MAX);
	sv->len = (size_t)n;
	locate(sv);
}

static size_t sc(const struct saved *sv, int k)
{
	return sv->scalars + (size_t)k;
}

static size_t seat_at(const struct saved *sv, int seat, int field)
{
	size_t at = (size_t)field;
	if (field >= ST_SHOWN_BY) /* after the hand's counts */
		at += sv->nfaces - NFACES;
	return sv->seats + (size_t)seat * sv->seat_bytes + at;
}

static size_t opt_at(const struct saved *sv, int option)
{
	return sv->opts + 4u * (size_t)option;
}

static void put32(uint8_t *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

static uint32_t get32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* Replaces remove bytes at at with ins[0..nins) (in place). */
static void splice(struct saved *sv, size_t at, size_t remove, const uint8_t *ins, size_t nins)
{
	assert_true(at + remove <= sv->len);
	assert_true(sv->len - remove + nins <= sizeof sv->b);
	memmove(sv->b + at + nins, sv->b + at + remove, sv->len - at - remove);
	if (nins)
		memcpy(sv->b + at, ins, nins);
	sv->len = sv->len - remove + nins;
}

/* ------------------------------------------------------------------------
 * Checks.
 */

static void expect_format(const uint8_t *b, size_t len)
{
	uno_game *g = (uno_game *)&g; /* anything but NULL */
	int rc = uno_game_load(&g, b, len, NULL, NULL);
	if (rc == UNO_OK) {
		sp_keep(g);
		fail_msg("an inconsistent save was loaded");
	}
	assert_int_equal(rc, UNO_EFORMAT);
	assert_null(g);
}

/* An edit of format 2 made whole again: its length and its CRC fit its
 * bytes, so that the load meets the field the edit is about. */
static void reseal(struct saved *sv)
{
	if (sv->b[4] != 1)
		t_save_reseal(sv->b, sv->len);
}

/* The edited save is refused: resealed, and as format 1 (which has no
 * check) too. */
static void expect_refused(struct saved *sv)
{
	static struct saved old;

	reseal(sv);
	expect_format(sv->b, sv->len);
	if (sv->b[4] != 2 || sv->b[6] != 0)
		return; /* not format 2 to begin with */
	old = *sv;
	old.len = t_save_to_format1(old.b, old.len);
	expect_format(old.b, old.len);
}

static uno_game *expect_loads(struct saved *sv)
{
	uno_game *g = NULL;
	reseal(sv);
	int rc = uno_game_load(&g, sv->b, sv->len, NULL, NULL);
	if (rc != UNO_OK)
		fail_msg("a consistent save was refused: %s", uno_strerror(rc));
	sp_keep(g);
	assert_int_equal(uno__check_invariants(g), 0);
	return g;
}

/* Every public query answers the same for both games. */
static void same_queries(const uno_game *a, const uno_game *b)
{
	uno_card ca[UNO_MAX_DECK], cb[UNO_MAX_DECK];
	uno_move ma[UNO_MAX_MOVES], mb[UNO_MAX_MOVES];
	int players = uno_game_players(a);

	assert_int_equal(uno_game_players(b), players);
	assert_string_equal(uno_rules_name(uno_game_rules(a)), uno_rules_name(uno_game_rules(b)));
	for (int o = 0; o < uno_option_count(); o++) {
		int va = 0, vb = 0;
		assert_int_equal(uno_rules_get(uno_game_rules(a), o, &va),
				 uno_rules_get(uno_game_rules(b), o, &vb));
		assert_int_equal(va, vb);
	}
	assert_int_equal(uno_game_phase(a), uno_game_phase(b));
	assert_int_equal(uno_game_current_player(a), uno_game_current_player(b));
	assert_int_equal(uno_game_direction(a), uno_game_direction(b));
	assert_int_equal(uno_game_top_card(a, &ca[0]), UNO_OK);
	assert_int_equal(uno_game_top_card(b, &cb[0]), UNO_OK);
	assert_memory_equal(&ca[0], &cb[0], sizeof ca[0]);
	assert_int_equal(uno_game_current_color(a), uno_game_current_color(b));
	assert_int_equal(uno_game_draw_pile_size(a), uno_game_draw_pile_size(b));
	assert_int_equal(uno_game_discard_pile_size(a), uno_game_discard_pile_size(b));
	assert_int_equal(uno_game_dealer(a), uno_game_dealer(b));
	assert_int_equal(uno_game_round(a), uno_game_round(b));
	assert_int_equal(uno_game_round_winner(a), uno_game_round_winner(b));
	assert_int_equal(uno_game_match_winner(a), uno_game_match_winner(b));
	assert_int_equal(uno_game_pending_draw(a), uno_game_pending_draw(b));
	assert_int_equal(uno_game_gives_left(a), uno_game_gives_left(b));
	int na = uno_game_turned(a, ca, UNO_MAX_DECK), nb = uno_game_turned(b, cb, UNO_MAX_DECK);
	assert_int_equal(na, nb);
	assert_memory_equal(ca, cb, (size_t)na * sizeof ca[0]);
	for (int s = 0; s < players; s++) {
		na = uno_game_hand(a, s, ca, UNO_MAX_DECK);
		nb = uno_game_hand(b, s, cb, UNO_MAX_DECK);
		assert_int_equal(na, nb);
		assert_memory_equal(ca, cb, (size_t)na * sizeof ca[0]);
		assert_int_equal(uno_game_score(a, s), uno_game_score(b, s));
		assert_int_equal(uno_game_team(a, s), uno_game_team(b, s));
		assert_int_equal(uno_game_seat_status(a, s), uno_game_seat_status(b, s));
		assert_int_equal(uno_game_uno_called(a, s), uno_game_uno_called(b, s));
		na = uno_game_legal_moves(a, s, ma, UNO_MAX_MOVES);
		nb = uno_game_legal_moves(b, s, mb, UNO_MAX_MOVES);
		assert_int_equal(na, nb);
		assert_memory_equal(ma, mb, (size_t)na * sizeof ma[0]);
	}
}

/* load(save(g)) equals g, save(load(x)) is x, and the size is bounded and
 * counted before filling. Returns the loaded game. */
static uno_game *round_trip(const uno_game *g)
{
	static uint8_t buf[UNO_SAVE_MAX], again[UNO_SAVE_MAX];
	uno_game *l = NULL;

	int n = uno_game_save(g, NULL, 0);
	assert_true(n > 0 && n <= UNO_SAVE_MAX);
	assert_int_equal(uno_game_save(g, buf, sizeof buf), n);
	assert_int_equal(uno_game_load(&l, buf, (size_t)n, NULL, NULL), UNO_OK);
	sp_keep(l);
	if (!uno__state_equal(g, l))
		fail_msg("load(save(g)) differs from g");
	assert_int_equal(uno__check_invariants(l), 0);
	assert_int_equal(uno_game_save(l, again, sizeof again), n);
	assert_memory_equal(buf, again, (size_t)n);
	return l;
}

/* ------------------------------------------------------------------------
 * Round trips over random games.
 */

/* Games per variant: GAMES, or as many as UNO_SAVE_GAMES asks for (a
 * longer run, `UNO_SAVE_GAMES=300` for LONG_GAMES: doc/testing.md). Every
 * check runs in every game either way; a longer run meets more states. */
static int games_per_variant(void)
{
	const char *env = getenv("UNO_SAVE_GAMES");
	long n = env ? strtol(env, NULL, 10) : 0;

	return n > 0 && n <= 100 * LONG_GAMES ? (int)n : GAMES;
}

/* Issue 7 "load(save(g)) is identical to g in every query and in every
 * future move": at every step of random games of one variant (house rules
 * H-1..H-6 mixed in one game in two, a whole short match with next_round
 * one game in five), the round trip holds, and a loaded copy taken every
 * SHADOW_EVERY steps follows the game move for move (same status, same
 * state after each, G-10 included: the copy accepts exactly what the game
 * accepted). One test per variant, so that one variant's failure does not
 * hide another's. */
static void round_trip_variant(size_t v)
{
	long steps = 0, rounds = 0, matches = 0;
	int games = games_per_variant();
	for (int i = 0; i < games; i++) {
		uint64_t rng = t_mix64(0x5a7e000 + v * 1000 + (uint64_t)i);
		bool full = i % 5 == 0;
		uno_game *g = sp_game(sp_variants[v], &rng, i % 2 == 1, full);
		uno_game *shadow = NULL;
		int limit = full ? MATCH_STEPS : SHORT_STEPS;

		for (int k = 0; k < limit; k++) {
			uno_game *l = round_trip(g);
			if (k % QUERIES_EVERY == 0)
				same_queries(g, l);
			if (k % SHADOW_EVERY == 0) {
				sp_drop(shadow);
				shadow = l;
			} else {
				sp_drop(l);
			}
			int seat;
			uno_move m;
			int what = sp_step(g, &rng, &seat, &m);
			if (what == SP_OVER) {
				matches++;
				break;
			}
			steps++;
			if (what == SP_NEXT_ROUND) {
				rounds++;
				assert_int_equal(uno_game_next_round(shadow), UNO_OK);
			} else {
				assert_int_equal(uno_game_apply(shadow, seat, &m), UNO_OK);
			}
			if (!uno__state_equal(g, shadow))
				fail_msg("%s game %d: a loaded copy went another way at step %d",
					 sp_variants[v], i, k);
		}
		sp_drop(shadow);
		sp_drop(g);
	}
	/* The run went through whole matches and new rounds. */
	assert_true(matches >= games / 20);
	assert_true(rounds >= games / 20);
	assert_true(steps > (long)games * 50);
}

static void test_save_load_round_trip_classic(void **state)
{
	(void)state;
	round_trip_variant(0);
}

/* T2-1 */
static void test_save_load_round_trip_two_player_T2_1(void **state)
{
	(void)state;
	round_trip_variant(1);
}

/* P-1..P-3: teams of the round, rotating partners. */
static void test_save_load_round_trip_partners_P_3(void **state)
{
	(void)state;
	round_trip_variant(2);
}

/* E-1, E-2: own-hand totals, eliminated seats. */
static void test_save_load_round_trip_challenge_E_1(void **state)
{
	(void)state;
	round_trip_variant(3);
}

/* X-1..X-5 */
static void test_save_load_round_trip_express_X_1(void **state)
{
	(void)state;
	round_trip_variant(4);
}

/* CC-2, CC-3: turned cards wait in the CAST phase. */
static void test_save_load_round_trip_casting_call_CC_2(void **state)
{
	(void)state;
	round_trip_variant(5);
}

/* TM-4..TM-7: must-play, hand-offs, seats out. */
static void test_save_load_round_trip_teams_TM_7(void **state)
{
	(void)state;
	round_trip_variant(6);
}

/* NM-1..NM-14: No Mercy's 168 cards (extended faces, two-word masks). */
static void test_save_load_round_trip_no_mercy_NM_1(void **state)
{
	(void)state;
	round_trip_variant(7);
}

/* FL-1..FL-5: two-sided cards (the side, the pairing, the places). */
static void test_save_load_round_trip_flip_FL_3(void **state)
{
	(void)state;
	round_trip_variant(8);
}

/* H-1, C-5: a wild draw card stacked without a color leaves a COLOR
 * decision with the stack pending; that position saves and loads like any
 * other, and goes on to the next seat's STACK decision with the total. */
static void test_save_load_colorless_wild_draw_stacked_H_1(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_STACKING, 1, -1);
	uno_game *g = sp_keep(t_game("classic", r, 3, -1, (const char *[]){ "W4 R1", "W4 G1", "Y1 Y2" },
				     "R5", "B1 B2 B3 B4 B5 B6 B7 B8 B9", false));
	uno_rules_free(r);
	t_apply(g, 0, "W4/B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	t_apply(g, 1, "W4");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(uno_game_pending_draw(g), 4);
	uno_game *l = round_trip(g);
	t_apply(l, 1, "color G");
	t_apply(g, 1, "color G");
	assert_true(uno__state_equal(g, l));
	assert_int_equal(uno_game_phase(l), UNO_PHASE_STACK);
	assert_int_equal(uno_game_pending_draw(l), 8);
	sp_drop(l);
	sp_drop(g);
}

/* H-1, H-5, C-5, C-7: a round trip in each decision a scripted game goes
 * through (a fresh deal, a STACK, a SWAP, a COLOR, a CHALLENGE and its
 * outcome), of a scripted partial deck (the cards a scripted game plays
 * with are saved too). */
static void test_save_load_round_trip_scripted_positions_H_1_H_5_C_7(void **state)
{
	(void)state;
	const char *hands[] = { "W4 RD2 G7 R0 R1", "G3 GD2 G4 G5 G6", "Y1 Y2 Y3 Y4 Y5" };
	uno_rules *r = t_rules("classic", UNO_OPT_STACKING, 1, UNO_OPT_SEVEN_O, 1, -1);
	static const struct {
		int seat;
		const char *move;
		int phase;
	} moves[] = {
		{ 0, "RD2", UNO_PHASE_STACK },       /* H-1 */
		{ 1, "GD2", UNO_PHASE_STACK },
		{ 2, "accept", UNO_PHASE_PLAY },
		{ 0, "G7", UNO_PHASE_SWAP },         /* H-5 */
		{ 0, "swap 1", UNO_PHASE_PLAY },
		{ 1, "W4", UNO_PHASE_COLOR },        /* C-5 */
		{ 1, "color B", UNO_PHASE_STACK },   /* H-1, C-7: stack or challenge */
		{ 2, "challenge", UNO_PHASE_PLAY },
	};
	uno_game *g = sp_keep(t_game("classic", r, 3, -1, hands, "R9", "B1 B2 B3 B4 B5 B6 B7 B8 B9",
				     false));
	uno_rules_free(r);
	sp_drop(round_trip(g));
	for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
		t_apply(g, moves[i].seat, moves[i].move);
		assert_int_equal(uno_game_phase(g), moves[i].phase);
		uno_game *l = round_trip(g);
		same_queries(g, l);
		sp_drop(l);
	}
	sp_drop(g);
}

/* ------------------------------------------------------------------------
 * Count-then-fill, lengths, header.
 */

/* save.h: count-then-fill. Capacity 0 (NULL buffer) returns the size; a
 * buffer too small gets nothing it could load (not a prefix of the save)
 * and nothing beyond its capacity; the exact size writes it all. */
static void test_save_count_then_fill(void **state)
{
	(void)state;
	uint64_t rng = 7;
	uno_game *g = sp_game("classic", &rng, true, false);
	uint8_t full[UNO_SAVE_MAX], small[UNO_SAVE_MAX + 16];

	sp_play(g, &rng, 25);
	int n = uno_game_save(g, NULL, 0);
	assert_true(n > 60 && n <= UNO_SAVE_MAX);
	assert_int_equal(uno_game_save(g, full, (size_t)n), n);
	for (size_t cap = 1; cap < (size_t)n; cap += (cap < 16 ? 1 : 37)) {
		memset(small, 0xa5, sizeof small);
		assert_int_equal(uno_game_save(g, small, cap), n);
		/* Not a half-written save. */
		assert_true(memcmp(small, full, cap) != 0 || cap < 4);
		expect_format(small, cap);
		for (size_t i = cap; i < sizeof small; i++)
			assert_int_equal(small[i], 0xa5);
	}
	memset(small, 0xa5, sizeof small);
	assert_int_equal(uno_game_save(g, small, sizeof small), n);
	assert_memory_equal(small, full, (size_t)n);
	assert_int_equal(small[n], 0xa5);
	sp_drop(g);
}

/* G-10: every truncation of a saved game is refused, in several variants
 * and phases (save.h: "truncated"). */
static void test_load_refuses_every_truncation(void **state)
{
	(void)state;
	static struct saved sv;
	for (size_t v = 0; v < SP_NVARIANTS; v++) {
		uint64_t rng = 100 + v;
		uno_game *g = sp_game(sp_variants[v], &rng, true, false);
		sp_play(g, &rng, 60 + (int)v * 13);
		save_into(g, &sv);
		for (size_t len = 0; len < sv.len; len++)
			expect_format(sv.b, len);
		sp_drop(expect_loads(&sv));
		sp_drop(g);
	}
}

/* save.h "trailing bytes": one byte more (of any value), or more than
 * UNO_SAVE_MAX bytes, is refused. */
static void test_load_refuses_trailing_bytes(void **state)
{
	(void)state;
	static struct saved sv;
	uint64_t rng = 3;
	uno_game *g = sp_game("casting-call", &rng, false, false);
	save_into(g, &sv);
	for (int extra = 0; extra < 256; extra += 51) {
		sv.b[sv.len] = (uint8_t)extra;
		expect_format(sv.b, sv.len + 1);
	}
	static uint8_t big[UNO_SAVE_MAX + 8];
	memcpy(big, sv.b, sv.len);
	expect_format(big, UNO_SAVE_MAX + 1);
	sp_drop(g);
}

/* The header: "UNO" 0x1a, the format version, the flags (0 here), a zero
 * byte and the length; anything else is another format (EFORMAT). The
 * numbers are little-endian whatever the host (checked through the
 * length, the round and a score). */
static void test_load_header_magic_version_endianness(void **state)
{
	(void)state;
	static struct saved sv, ed;
	uno_game *g = sp_keep(t_game("classic", NULL, 2, -1,
			     (const char *[]){ "R1 R2", "G1 G2" }, "R5", NULL, true));
	save_into(g, &sv);
	assert_memory_equal(sv.b, "UNO\x1a", 4);
	assert_int_equal(UNO_SAVE_VERSION, 2);
	assert_int_equal(sv.b[4], UNO_SAVE_VERSION);
	assert_int_equal(sv.b[5], 0);
	assert_int_equal(sv.b[6], 0);
	assert_int_equal(get32(sv.b + 7), sv.len);
	assert_int_equal(sv.b[11], 7);
	assert_memory_equal(sv.b + 12, "classic", 7);
	assert_int_equal(get32(sv.b + sv.round), 1);
	assert_int_equal(get32(sv.b + sv.len - 4), t_crc32c(sv.b, sv.len - 4));

	/* Resealed, so that each is refused for what it changes. */
	for (int i = 0; i < 7; i++) {
		ed = sv;
		ed.b[i] ^= 0x20;
		expect_refused(&ed);
	}
	ed = sv;
	ed.b[4] = UNO_SAVE_VERSION + 1;
	expect_refused(&ed);
	ed = sv;
	ed.b[4] = 0;
	expect_refused(&ed);

	ed = sv;
	put32(ed.b + ed.round, 0x0102);
	put32(ed.b + seat_at(&ed, 1, ST_SCORE), 0x00010203);
	uno_game *l = expect_loads(&ed);
	assert_int_equal(uno_game_round(l), 0x0102);
	assert_int_equal(uno_game_score(l, 1), 0x00010203);
	sp_drop(l);
	sp_drop(g);
}

/* ------------------------------------------------------------------------
 * Hostile edits of a valid save: each is refused.
 */

/* The rule table: the variant by name, the option count and values. An
 * option a later library might add (count 17) is refused; a save with
 * fewer options (an earlier library) loads with the defaults for the rest. */
static void test_load_refuses_bad_rules(void **state)
{
	(void)state;
	static struct saved sv, ed;
	uno_rules *r = t_rules("classic", UNO_OPT_STACKING, 2, -1);
	uno_game *g = NULL;
	assert_int_equal(uno_game_new(&g, r, 3, 11, NULL, NULL), UNO_OK);
	sp_keep(g);
	uno_rules_free(r);
	save_into(g, &sv);

	/* Unknown variant names, an empty name, a name running past the end. */
	ed = sv;
	ed.b[ed.name + 6] = 'x'; /* "classix" */
	expect_refused(&ed);
	ed = sv;
	splice(&ed, ed.name, 0, (const uint8_t *)"s", 1); /* "sclassic" */
	ed.b[ed.name_len] = 8;
	expect_refused(&ed);
	ed = sv;
	ed.b[ed.name_len] = 0;
	expect_refused(&ed);
	ed = sv;
	ed.b[ed.name_len] = 255;
	expect_refused(&ed);

	/* The referee options at their defaults are not written: the save
	 * holds the options of the format's first release. */
	assert_int_equal(sv.b[sv.count], UNO_OPT_REFEREE);

	/* Every option written (the referee pair, then the house rules added
	 * since, at their defaults: all 0 but misplay_penalty, 2), then one
	 * more than this library knows. */
	uint8_t later[4 * (UNO_OPT_COUNT_ - UNO_OPT_REFEREE)] = { 0 };
	later[4 * (UNO_OPT_MISPLAY_PENALTY - UNO_OPT_REFEREE)] = 2;
	ed = sv;
	splice(&ed, ed.players, 0, later, sizeof later);
	ed.b[ed.count] = UNO_OPT_COUNT_;
	locate(&ed);
	uno_game *l = expect_loads(&ed);
	assert_true(uno__state_equal(g, l));
	sp_drop(l);
	splice(&ed, ed.players, 0, (const uint8_t *)"\0\0\0\0", 4);
	ed.b[ed.count] = UNO_OPT_COUNT_ + 1;
	expect_refused(&ed);
	ed.b[ed.count] = 255;
	expect_refused(&ed);

	/* Fewer options: the last one written (seven_o, at its default) left out. */
	ed = sv;
	splice(&ed, opt_at(&ed, UNO_OPT_REFEREE - 1), 4, NULL, 0);
	ed.b[ed.count] = UNO_OPT_REFEREE - 1;
	l = expect_loads(&ed);
	assert_true(uno__state_equal(g, l));
	sp_drop(l);

	/* Options out of their bounds (uno_rules_option_info()). */
	static const struct { int option; int32_t value; } out[] = {
		{ UNO_OPT_UNO_PENALTY, 11 }, { UNO_OPT_UNO_PENALTY, -1 },
		{ UNO_OPT_STACKING, 4 }, { UNO_OPT_TARGET_SCORE, 0 },
		{ UNO_OPT_HAND_SIZE, 0 }, { UNO_OPT_SEVEN_O, 2 },
		{ UNO_OPT_DEALER, 10 }, { UNO_OPT_DEALER, -2 },
		{ UNO_OPT_TARGET_SCORE, INT32_MIN },
	};
	for (size_t i = 0; i < sizeof out / sizeof out[0]; i++) {
		ed = sv;
		put32(ed.b + opt_at(&ed, out[i].option), (uint32_t)out[i].value);
		expect_refused(&ed);
	}
	/* Within bounds, an option changes the loaded table. */
	ed = sv;
	put32(ed.b + opt_at(&ed, UNO_OPT_UNO_PENALTY), 4);
	l = expect_loads(&ed);
	int value = 0;
	assert_int_equal(uno_rules_get(uno_game_rules(l), UNO_OPT_UNO_PENALTY, &value), UNO_OK);
	assert_int_equal(value, 4);
	sp_drop(l);

	/* An option Classic does not have (elimination_limit, E-1) away from
	 * the value saved for it. */
	ed = sv;
	put32(ed.b + opt_at(&ed, UNO_OPT_ELIMINATION_LIMIT),
	      get32(ed.b + opt_at(&ed, UNO_OPT_ELIMINATION_LIMIT)) + 1);
	expect_refused(&ed);
	sp_drop(g);

	/* Teams refuses stacking and Seven-O (house-rules.md). */
	uint64_t rng = 5;
	g = sp_game("teams", &rng, false, false);
	save_into(g, &sv);
	ed = sv;
	put32(ed.b + opt_at(&ed, UNO_OPT_STACKING), 1);
	expect_refused(&ed);
	ed = sv;
	put32(ed.b + opt_at(&ed, UNO_OPT_SEVEN_O), 1);
	expect_refused(&ed);
	sp_drop(g);
}

/* A saved game whose hand size could not be dealt again: next_round would
 * need more cards than the deck has (10 players x 20 cards of Classic's
 * 108). Loading must refuse it, or the next deal runs past the deck. */
static void test_load_refuses_hand_size_the_deck_cannot_deal(void **state)
{
	(void)state;
	static struct saved sv, ed;
	uno_game *g = NULL;
	const uno_rules *classic = sp_base("classic");
	assert_int_equal(uno_game_new(&g, classic, 10, 77, NULL, NULL), UNO_OK);
	sp_keep(g);
	save_into(g, &sv);
	ed = sv;
	put32(ed.b + opt_at(&ed, UNO_OPT_HAND_SIZE), 20);
	expect_refused(&ed);
	ed = sv;
	put32(ed.b + opt_at(&ed, UNO_OPT_HAND_SIZE), 11); /* 110 + 1 > 108 */
	expect_refused(&ed);
	ed = sv;
	put32(ed.b + opt_at(&ed, UNO_OPT_HAND_SIZE), 10); /* 100 + 1 <= 108 */
	sp_drop(expect_loads(&ed));
	sp_drop(g);
}

/* Player counts the variant does not allow (T2-1: Two-player is for two;
 * P-1: Partners for even counts), and counts outside 2..10. A Classic save
 * renamed Two-player loads with two seats and is refused with three. */
static void test_load_refuses_player_counts_the_variant_forbids_T2_1(void **state)
{
	(void)state;
	static struct saved sv, ed;
	const uno_rules *classic = sp_base("classic");
	const uint8_t two[] = "two-player", partners[] = "partners";

	for (int players = 2; players <= 5; players++) {
		uno_game *g = NULL;
		assert_int_equal(uno_game_new(&g, classic, players, 9, NULL, NULL), UNO_OK);
		sp_keep(g);
		save_into(g, &sv);
		ed = sv;
		splice(&ed, ed.name, 7, two, sizeof two - 1);
		ed.b[ed.name_len] = sizeof two - 1;
		if (players == 2) {
			uno_game *l = expect_loads(&ed);
			assert_string_equal(uno_rules_name(uno_game_rules(l)), "two-player");
			sp_drop(l);
		} else {
			expect_refused(&ed);
		}
		ed = sv;
		splice(&ed, ed.name, 7, partners, sizeof partners - 1);
		ed.b[ed.name_len] = sizeof partners - 1;
		if (players % 2 || players < 4)
			expect_refused(&ed);
		else
			sp_drop(expect_loads(&ed));
		sp_drop(g);
	}
	/* Zero, one or eleven seats. */
	uno_game *g = NULL;
	assert_int_equal(uno_game_new(&g, classic, 2, 9, NULL, NULL), UNO_OK);
	sp_keep(g);
	save_into(g, &sv);
	for (int bad = 0; bad < 3; bad++) {
		ed = sv;
		ed.b[ed.players] = (uint8_t)(bad == 2 ? 11 : bad);
		expect_refused(&ed);
	}
	sp_drop(g);
}

/* The generator: xoshiro256** never reaches the all-zero state, so a save
 * holding it is not a game (rules.md "The generator"). */
static void test_load_refuses_all_zero_generator(void **state)
{
	(void)state;
	static struct saved sv, ed;
	uint64_t rng = 1;
	uno_game *g = sp_game("express", &rng, false, false);
	save_into(g, &sv);
	ed = sv;
	memset(ed.b + ed.rng, 0, 32);
	expect_refused(&ed);
	ed.b[ed.rng + 31] = 1; /* any other state is one */
	sp_drop(expect_loads(&ed));
	sp_drop(g);
}

/* C-1, X-1, CC-1, TM-2: the cards add up to the game's deck, and the deck
 * is the variant's (a scripted game may play with part of it, never with
 * more copies of a card than the variant has). */
static void test_load_refuses_cards_that_do_not_add_up_C_1(void **state)
{
	(void)state;
	static struct saved sv, ed;
	const unsigned r1 = uno__face(UNO_ONE, UNO_RED);
	const unsigned tp = uno__face(UNO_TEAM_PLAY, 0);

	/* A full shuffled Classic game. */
	uint64_t rng = 21;
	uno_game *g = sp_game("classic", &rng, false, false);
	save_into(g, &sv);
	int holder = -1;
	for (int p = 0; p < sv.nplayers && holder < 0; p++)
		if (sv.b[seat_at(&sv, p, ST_HAND) + r1] == 0)
			holder = p;
	assert_true(holder >= 0);

	/* One R1 more in a hand (and in the deck count): Classic has two. */
	ed = sv;
	ed.b[seat_at(&ed, holder, ST_HAND) + r1] += 1;
	ed.b[ed.deck + r1] += 1;
	expect_refused(&ed);
	/* Only in the hand: the cards no longer add up. */
	ed = sv;
	ed.b[seat_at(&ed, holder, ST_HAND) + r1] += 1;
	expect_refused(&ed);
	/* A card Classic does not have (Team Play). */
	ed = sv;
	ed.b[seat_at(&ed, holder, ST_HAND) + tp] = 1;
	ed.b[ed.deck + tp] = 1;
	expect_refused(&ed);
	/* A shuffled game plays with the whole deck. */
	ed = sv;
	ed.b[ed.deck + r1] -= 1;
	expect_refused(&ed);
	/* A card duplicated between a hand and the draw pile: the top of the
	 * draw pile becomes a card a seat holds. */
	ed = sv;
	assert_true(ed.b[ed.ndraw] > 0);
	unsigned held = 0;
	while (ed.b[seat_at(&ed, 0, ST_HAND) + held] == 0)
		held++;
	size_t top = ed.ndraw + ed.b[ed.ndraw];
	if (ed.b[top] == held)
		top--;
	ed.b[top] = (uint8_t)held;
	expect_refused(&ed);
	/* Likewise between a hand and the discard pile. */
	ed = sv;
	ed.b[ed.ndiscard + 1] = (uint8_t)held;
	if (sv.b[sv.ndiscard + 1] != held)
		expect_refused(&ed);
	/* Discard entries that are no card: the gap between colored faces and
	 * wild entries, and past the last wild entry; draw pile faces past the
	 * last face. */
	static const uint8_t bad_entries[] = { 56, 60, 63, UNO__ENTRY_MAX, 255 };
	for (size_t i = 0; i < sizeof bad_entries; i++) {
		ed = sv;
		ed.b[ed.ndiscard + 1] = bad_entries[i];
		expect_refused(&ed);
	}
	ed = sv;
	ed.b[ed.ndraw + 1] = 62;
	expect_refused(&ed);
	sp_drop(g);

	/* A scripted partial deck: R1 twice in the deck the game plays with
	 * is fine, three times is one more than Classic has. */
	g = sp_keep(t_game("classic", NULL, 2, -1, (const char *[]){ "R1 G2", "R1 G3" }, "R5",
			   "B1 B2 B3", false));
	save_into(g, &sv);
	assert_int_equal(sv.b[sv.deck + r1], 2);
	ed = sv;
	ed.b[seat_at(&ed, 0, ST_HAND) + r1] += 1;
	ed.b[ed.deck + r1] += 1;
	expect_refused(&ed);
	/* Taking a card out of both the hand and the deck keeps it consistent. */
	ed = sv;
	ed.b[seat_at(&ed, 0, ST_HAND) + r1] -= 1;
	ed.b[ed.deck + r1] -= 1;
	sp_drop(expect_loads(&ed));
	sp_drop(g);
}

/* Pile counts above the largest deck (128) are refused before anything is
 * read into the piles (run under ASan: no overflow), alone and together. */
/* What the round's history tells (G-3: seat 0 drew on a red 5 holding
 * none, then drew a card that does not play either) travels with the
 * save, and a belief that does not fit the hands is refused: a group of
 * more cards than the hand holds, a group that knows nothing, or one that
 * names a face past the deck's. */
static void test_load_refuses_a_belief_that_does_not_fit_G_3(void **state)
{
	(void)state;
	static struct saved sv, ed;
	uno_game *g = sp_keep(t_game("classic", NULL, 2, -1,
			     (const char *[]){ "B7 B8", "G1 G2" }, "R5", "Y3", true));
	t_apply(g, 0, "draw");
	save_into(g, &sv);
	assert_int_equal(sv.b[5] & 2, 2);
	/* Seat 0: one group of its three cards, none of which plays on the
	 * red 5 (the two it held and the one it drew are known alike). */
	size_t at = sv.belief;
	assert_int_equal(sv.b[at], 3);
	assert_int_equal(sv.b[at + 9], 0);
	uno_game *l = expect_loads(&sv);
	assert_true(uno__state_equal(g, l));

	ed = sv;
	ed.b[at] = 4; /* more cards than the hand's three */
	expect_refused(&ed);
	ed = sv;
	memset(ed.b + at + 1, 0, 8); /* a group that knows nothing */
	expect_refused(&ed);
	ed = sv;
	ed.b[at + 8] |= 0x80; /* face 63: no card has it */
	expect_refused(&ed);
}

static void test_load_refuses_pile_counts_over_the_deck(void **state)
{
	(void)state;
	static struct saved sv, ed;
	uint64_t rng = 4;
	uno_game *g = sp_game("classic", &rng, false, false);
	save_into(g, &sv);

	/* ndraw, ndiscard, nturned; each followed by as many bytes as it
	 * claims, so that only the count can be refused. */
	static const struct { int draw, discard, turned; } bad[] = {
		{ 129, 1, 0 }, { 255, 1, 0 }, { 10, 129, 0 }, { 0, 200, 0 },
		{ 10, 1, 129 }, { 0, 1, 255 }, { 100, 29, 0 }, { 64, 64, 1 },
		{ 120, 1, 10 },
		{ 10, 1, 25 }, /* more turned than a cast can turn (CC-2, UNO__TURNED_CAP) */
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		uint8_t piles[1024];
		size_t n = 0;
		piles[n++] = (uint8_t)bad[i].draw;
		memset(piles + n, 0, (size_t)bad[i].draw);
		n += (size_t)bad[i].draw;
		piles[n++] = (uint8_t)bad[i].discard;
		memset(piles + n, 0, (size_t)bad[i].discard);
		n += (size_t)bad[i].discard;
		piles[n++] = (uint8_t)bad[i].turned;
		memset(piles + n, 0, (size_t)bad[i].turned);
		n += (size_t)bad[i].turned;
		ed = sv;
		splice(&ed, ed.ndraw, ed.stop - ed.ndraw, piles, n);
		expect_refused(&ed);
	}
	sp_drop(g);
}

/* G-5 and the pending decision's owner: the current seat, the dealer and
 * the other seat fields must name seats of the game. */
static void test_load_refuses_seats_out_of_range_G_5(void **state)
{
	(void)state;
	static struct saved sv, ed;
	uint64_t rng = 12;
	uno_game *g = sp_game("classic", &rng, false, false);
	sp_play(g, &rng, 5);
	assert_true(sp_playing(g));
	save_into(g, &sv);
	int n = sv.nplayers;
	static const int fields[] = { SC_CURRENT, SC_DEALER, SC_EXPOSED, SC_LAST_PLAYER,
				      SC_OFFENDER, SC_ACTOR, SC_ROUND_WINNER, SC_MATCH_WINNER };
	for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) {
		ed = sv;
		ed.b[sc(&ed, fields[i])] = (uint8_t)n;
		expect_refused(&ed);
		ed.b[sc(&ed, fields[i])] = 100;
		expect_refused(&ed);
	}
	/* Seats a hand was shown by (C-7): another seat of the game. */
	ed = sv;
	ed.b[seat_at(&ed, 0, ST_SHOWN_BY)] = (uint8_t)n;
	expect_refused(&ed);
	ed = sv;
	ed.b[seat_at(&ed, 0, ST_SHOWN_BY)] = 0;
	expect_refused(&ed);
	/* A shown hand without a seat that showed it. */
	ed = sv;
	ed.b[seat_at(&ed, 1, ST_SHOWN) + 5] = 1;
	expect_refused(&ed);
	sp_drop(g);
}

/* The current seat must be in play (TM-7, E-1): a seat eliminated from a
 * Challenge match never decides. */
static void test_load_refuses_current_seat_not_in_play_E_1(void **state)
{
	(void)state;
	static struct saved sv, ed;
	int found = 0;

	for (uint64_t seed = 1; seed < 400 && !found; seed++) {
		uint64_t rng = t_mix64(seed * 31);
		uno_game *g = sp_game("challenge", &rng, false, true);
		for (int k = 0; k < MATCH_STEPS && !found; k++) {
			int seat;
			uno_move m;
			if (sp_step(g, &rng, &seat, &m) == SP_OVER)
				break;
			if (!sp_playing(g))
				continue;
			for (int p = 0; p < uno_game_players(g); p++)
				if (uno_game_seat_status(g, p) == UNO_SEAT_ELIMINATED &&
				    uno_game_phase(g) == UNO_PHASE_PLAY) {
					save_into(g, &sv);
					ed = sv;
					ed.b[sc(&ed, SC_CURRENT)] = (uint8_t)p;
					expect_refused(&ed);
					/* An eliminated seat holds nothing while play goes on. */
					ed = sv;
					int q = uno_game_current_player(g);
					ed.b[seat_at(&ed, q, ST_STATUS)] = UNO_SEAT_ELIMINATED;
					expect_refused(&ed);
					found = 1;
					break;
				}
		}
		sp_drop(g);
	}
	assert_true(found);

	/* Seat statuses a variant does not have: OUT (TM-7) in Classic, and
	 * values past ELIMINATED. */
	uno_game *g = sp_keep(t_game("classic", NULL, 3, -1, (const char *[]){ "R1", "R2", "R3" }, "R5",
			     "B1 B2", false));
	t_apply(g, 0, "R1");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	save_into(g, &sv);
	sp_drop(expect_loads(&sv));
	ed = sv;
	ed.b[seat_at(&ed, 0, ST_STATUS)] = UNO_SEAT_OUT;
	expect_refused(&ed);
	ed.b[seat_at(&ed, 0, ST_STATUS)] = 3;
	expect_refused(&ed);
	sp_drop(g);
}

/* The phase: a known one, and one that agrees with what it relies on. */
static void test_load_refuses_phase_out_of_range(void **state)
{
	(void)state;
	static struct saved sv, ed;
	uint64_t rng = 13;
	uno_game *g = sp_game("classic", &rng, false, false);
	save_into(g, &sv);
	for (int phase = UNO_PHASE_SWAP + 1; phase < 256; phase += 17) {
		ed = sv;
		ed.b[sc(&ed, SC_PHASE)] = (uint8_t)phase;
		expect_refused(&ed);
	}
	/* Direction, color (G-1), round number. */
	ed = sv;
	ed.b[sc(&ed, SC_DIRECTION)] = 0;
	expect_refused(&ed);
	ed.b[sc(&ed, SC_DIRECTION)] = 2;
	expect_refused(&ed);
	ed = sv;
	ed.b[sc(&ed, SC_COLOR)] = 5;
	expect_refused(&ed);
	ed = sv;
	put32(ed.b + ed.round, 0);
	expect_refused(&ed);
	/* Flags are 0 or 1. */
	static const int flags[] = { SC_SCRIPTED, SC_BLUFF, SC_BLOCKED, SC_TOP_ANY,
				     SC_MUST_PLAY, SC_GOING_OUT, SC_FIRST_COLOR };
	for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++) {
		ed = sv;
		ed.b[sc(&ed, flags[i])] = 2;
		expect_refused(&ed);
	}
	/* Only dealing sets the first-discard-as-is marker. */
	ed = sv;
	ed.b[sc(&ed, SC_TOP_AS_IS)] = 1;
	expect_refused(&ed);
	sp_drop(g);
}

/* G-3: DRAWN means the current player holds a drawn card it may play. */
static void test_load_refuses_inconsistent_drawn_phase_G_3(void **state)
{
	(void)state;
	static struct saved sv, ed;
	uno_game *g = sp_keep(t_game("classic", NULL, 2, -1, (const char *[]){ "R1 G2 B3", "Y1 Y2 Y3" },
			     "R5", "B9 B8", false));
	save_into(g, &sv);
	assert_int_equal(sv.b[sc(&sv, SC_PHASE)], UNO_PHASE_PLAY);
	assert_int_equal(sv.b[sc(&sv, SC_CURRENT)], 0);

	/* No drawn card. */
	ed = sv;
	ed.b[sc(&ed, SC_PHASE)] = UNO_PHASE_DRAWN;
	expect_refused(&ed);
	/* A drawn card that cannot be played on R5 (G2). */
	ed.b[sc(&ed, SC_DRAWN_FACE)] = (uint8_t)uno__face(UNO_TWO, UNO_GREEN);
	expect_refused(&ed);
	/* A drawn card the seat does not hold (R9 is nowhere in its hand). */
	ed.b[sc(&ed, SC_DRAWN_FACE)] = (uint8_t)uno__face(UNO_NINE, UNO_RED);
	expect_refused(&ed);
	/* A drawn card outside the DRAWN phase. */
	ed = sv;
	ed.b[sc(&ed, SC_DRAWN_FACE)] = (uint8_t)uno__face(UNO_ONE, UNO_RED);
	expect_refused(&ed);
	/* The control: a held, playable card (R1) is a consistent DRAWN. */
	ed = sv;
	ed.b[sc(&ed, SC_PHASE)] = UNO_PHASE_DRAWN;
	ed.b[sc(&ed, SC_DRAWN_FACE)] = (uint8_t)uno__face(UNO_ONE, UNO_RED);
	uno_game *l = expect_loads(&ed);
	assert_string_equal(t_legal(l, 0), "R1 pass");
	sp_drop(l);
	/* H-3: a drawn card that counts as a pass (forced back by force_play
	 * after a reshuffle) exists only with force_play on. */
	ed.b[sc(&ed, SC_IDLE_DRAW)] = 1;
	expect_refused(&ed);
	put32(ed.b + opt_at(&ed, UNO_OPT_FORCE_PLAY), 1);
	l = expect_loads(&ed);
	assert_string_equal(t_legal(l, 0), "R1");
	sp_drop(l);
	sp_drop(g);
}

/* C-7: a CHALLENGE decision needs the card's player (the offender, not the
 * challenger) and a draw card pending; so does a STACK (H-1). */
static void test_load_refuses_inconsistent_challenge_phase_C_7(void **state)
{
	(void)state;
	static struct saved sv, ed;
	uno_game *g = sp_keep(t_game("classic", NULL, 3, -1,
			     (const char *[]){ "W4 R1 G2", "G3 G4 G5", "Y1 Y2 Y3" }, "R9",
			     "B1 B2 B3 B4 B5 B6", false));
	t_apply(g, 0, "W4/B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	save_into(g, &sv);
	sp_drop(expect_loads(&sv));

	ed = sv;
	ed.b[sc(&ed, SC_OFFENDER)] = 0xff; /* nobody */
	expect_refused(&ed);
	ed = sv;
	ed.b[sc(&ed, SC_OFFENDER)] = 1; /* the challenger itself */
	expect_refused(&ed);
	ed = sv;
	ed.b[sc(&ed, SC_STACK)] = 0; /* nothing to draw */
	expect_refused(&ed);
	ed = sv;
	ed.b[sc(&ed, SC_PENDING_FACE)] = (uint8_t)uno__face(UNO_WILD, 0); /* no draw card */
	expect_refused(&ed);
	ed = sv;
	ed.b[sc(&ed, SC_PENDING_FACE)] = 0xff;
	expect_refused(&ed);
	/* H-1: a STACK decision in a game without stacking. */
	ed = sv;
	ed.b[sc(&ed, SC_PHASE)] = UNO_PHASE_STACK;
	expect_refused(&ed);
	/* A pending draw outside CHALLENGE and STACK. */
	ed = sv;
	ed.b[sc(&ed, SC_PHASE)] = UNO_PHASE_PLAY;
	expect_refused(&ed);
	sp_drop(g);
}

/* H-1: a real STACK position loads, and the same bytes with stacking off,
 * or with a pending draw past its saturation, are refused. */
static void test_load_refuses_stack_phase_without_stacking_H_1(void **state)
{
	(void)state;
	static struct saved sv, ed;
	uno_rules *r = t_rules("classic", UNO_OPT_STACKING, 1, -1);
	uno_game *g = sp_keep(t_game("classic", r, 2, -1, (const char *[]){ "RD2 R1", "GD2 G1" }, "R5",
			     "B1 B2 B3 B4", false));
	uno_rules_free(r);
	t_apply(g, 0, "RD2");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	save_into(g, &sv);
	uno_game *l = expect_loads(&sv);
	assert_int_equal(uno_game_pending_draw(l), 2);
	sp_drop(l);
	ed = sv;
	put32(ed.b + opt_at(&ed, UNO_OPT_STACKING), 0);
	expect_refused(&ed);
	/* The pending draw saturates at 200 (254 would wrap the count round
	 * when stacked): more is refused, and stacking on 200 stays 200. */
	ed = sv;
	ed.b[sc(&ed, SC_STACK)] = 201;
	expect_refused(&ed);
	ed.b[sc(&ed, SC_STACK)] = 254;
	expect_refused(&ed);
	ed.b[sc(&ed, SC_STACK)] = 200;
	l = expect_loads(&ed);
	assert_int_equal(uno_game_pending_draw(l), 200);
	t_apply(l, 1, "GD2");
	assert_int_equal(uno_game_pending_draw(l), 200);
	save_into(l, &ed);
	sp_drop(expect_loads(&ed));
	sp_drop(l);
	sp_drop(g);
}

/* H-5: a real SWAP position loads, and the same bytes with seven_o off are
 * refused. */
static void test_load_refuses_swap_phase_without_seven_o_H_5(void **state)
{
	(void)state;
	static struct saved sv, ed;
	uno_rules *r = t_rules("classic", UNO_OPT_SEVEN_O, 1, -1);
	uno_game *g = sp_keep(t_game("classic", r, 3, -1, (const char *[]){ "R7 R1", "G1 G2", "Y1 Y2" },
			     "R5", "B1 B2 B3 B4", false));
	uno_rules_free(r);
	t_apply(g, 0, "R7");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_SWAP);
	save_into(g, &sv);
	sp_drop(expect_loads(&sv));
	ed = sv;
	put32(ed.b + opt_at(&ed, UNO_OPT_SEVEN_O), 0);
	expect_refused(&ed);
	sp_drop(g);
}

/* TM-7: a HANDOFF decision exists only where a team goes out together
 * (Teams), never in Classic; CC-3: a CAST decision needs turned cards. */
static void test_load_refuses_handoff_in_classic_TM_7(void **state)
{
	(void)state;
	static struct saved sv, ed;
	uno_game *g = sp_keep(t_game("classic", NULL, 4, -1,
			     (const char *[]){ "R1 R2", "G1 G2", "Y1 Y2", "B1 B2" }, "R5",
			     "B3 B4 B5", false));
	save_into(g, &sv);
	ed = sv;
	ed.b[sc(&ed, SC_PHASE)] = UNO_PHASE_HANDOFF;
	ed.b[sc(&ed, SC_GIVES_LEFT)] = 1;
	ed.b[sc(&ed, SC_ACTOR)] = 2;
	ed.b[sc(&ed, SC_PENDING_FACE)] = (uint8_t)uno__face(UNO_FIVE, UNO_RED);
	expect_refused(&ed);
	/* CAST without turned cards. */
	ed = sv;
	ed.b[sc(&ed, SC_PHASE)] = UNO_PHASE_CAST;
	expect_refused(&ed);
	sp_drop(g);
}

/* G-6: the exposed seat holds exactly one card and has not called; a call
 * is only for a single card. */
static void test_load_refuses_inconsistent_uno_calls_G_6(void **state)
{
	(void)state;
	static struct saved sv, ed;
	uno_game *g = sp_keep(t_game("classic", NULL, 3, -1, (const char *[]){ "R1 R2", "G1 G2", "Y1 Y2" },
			     "R5", "B3 B4 B5", false));
	t_apply(g, 0, "R1"); /* no call: seat 0 is exposed */
	save_into(g, &sv);
	assert_int_equal(sv.b[sc(&sv, SC_EXPOSED)], 0);
	sp_drop(expect_loads(&sv));

	/* The exposed seat holding two cards. */
	ed = sv;
	ed.b[sc(&ed, SC_EXPOSED)] = 1;
	expect_refused(&ed);
	/* The exposed seat having called. */
	ed = sv;
	ed.b[seat_at(&ed, 0, ST_CALLED)] = 1;
	expect_refused(&ed);
	/* That call alone is consistent (no catch window left). */
	ed.b[sc(&ed, SC_EXPOSED)] = 0xff;
	uno_game *l = expect_loads(&ed);
	assert_int_equal(uno_game_uno_called(l, 0), 1);
	sp_drop(l);
	/* A call with two cards, and a call flag that is not 0 or 1. */
	ed = sv;
	ed.b[seat_at(&ed, 1, ST_CALLED)] = 1;
	expect_refused(&ed);
	ed = sv;
	ed.b[sc(&ed, SC_EXPOSED)] = 0xff;
	ed.b[seat_at(&ed, 0, ST_CALLED)] = 2;
	expect_refused(&ed);
	sp_drop(g);
}

/* Round and match ends: a winner for an ended round and none while it is
 * played, a match winner only once the match is over. */
static void test_load_refuses_inconsistent_round_end_G_7(void **state)
{
	(void)state;
	static struct saved sv, ed;
	uno_game *g = sp_keep(t_game("classic", NULL, 2, -1, (const char *[]){ "R1", "G1" }, "R5",
			     "B3 B4 B5", false));
	save_into(g, &sv);
	ed = sv;
	ed.b[sc(&ed, SC_ROUND_WINNER)] = 1;
	expect_refused(&ed);
	ed = sv;
	ed.b[sc(&ed, SC_BLOCKED)] = 1;
	expect_refused(&ed);

	t_apply(g, 0, "R1");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	save_into(g, &sv);
	sp_drop(expect_loads(&sv));
	ed = sv;
	ed.b[sc(&ed, SC_ROUND_WINNER)] = 0xff;
	expect_refused(&ed);
	ed = sv;
	ed.b[sc(&ed, SC_MATCH_WINNER)] = 0;
	expect_refused(&ed);
	ed = sv;
	ed.b[sc(&ed, SC_PHASE)] = UNO_PHASE_MATCH_OVER;
	expect_refused(&ed);
	ed.b[sc(&ed, SC_MATCH_WINNER)] = 0;
	uno_game *l = expect_loads(&ed);
	assert_int_equal(uno_game_match_winner(l), 0);
	assert_int_equal(uno_game_next_round(l), UNO_ESTATE);
	sp_drop(l);
	/* Negative scores. */
	ed = sv;
	put32(ed.b + seat_at(&ed, 1, ST_SCORE), (uint32_t)-5);
	expect_refused(&ed);
	sp_drop(g);
}

/* G-1: the current color is the color of a colored top card. A save that
 * names another color under a colored card is not a position any game
 * reaches, and is refused. */
static void test_load_refuses_color_disagreeing_with_top_card_G_1(void **state)
{
	(void)state;
	static struct saved sv, ed;
	uno_game *g = sp_keep(t_game("classic", NULL, 2, -1, (const char *[]){ "R1 G2", "Y1 Y2" }, "R5",
			     "B3 B4 B5", false));
	save_into(g, &sv);
	assert_int_equal(sv.b[sc(&sv, SC_COLOR)], UNO_RED);
	ed = sv;
	ed.b[sc(&ed, SC_COLOR)] = UNO_BLUE;
	expect_refused(&ed);
	sp_drop(g);
}

/* A wild on top carries the color named for it (the view's discard pile
 * shows it; uno_game_top_card() reads the current color): while the color
 * is awaited (C-5) it names none, and afterwards the current color. */
static void test_load_refuses_wild_on_top_disagreeing_with_color_C_5(void **state)
{
	(void)state;
	static struct saved sv, ed;
	uno_game *g = sp_keep(t_game("classic", NULL, 2, -1, (const char *[]){ "W R1 G2", "Y1 Y2 Y3" },
			     "R5", "B1 B2 RD2", false)); /* RD2: a draw card in the game */
	t_apply(g, 0, "W");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	save_into(g, &sv);
	sp_drop(expect_loads(&sv));
	size_t top = sv.ndiscard + sv.b[sv.ndiscard];
	assert_int_equal(sv.b[top], uno__discard_entry(uno__face(UNO_WILD, 0), UNO_NO_COLOR));
	ed = sv;
	ed.b[top] = uno__discard_entry(uno__face(UNO_WILD, 0), UNO_BLUE);
	expect_refused(&ed);
	/* The wild awaiting its color is the one on top: a W4 pending under
	 * a W is refused (it would then stack as a draw card). */
	assert_int_equal(sv.b[sc(&sv, SC_PENDING_FACE)], uno__face(UNO_WILD, 0));
	ed = sv;
	ed.b[sc(&ed, SC_PENDING_FACE)] = (uint8_t)uno__face(UNO_WILD_DRAW_FOUR, 0);
	expect_refused(&ed);
	/* A draw pending under a plain Wild awaiting its color: only a draw
	 * wild stacked on a pending draw (H-1) leaves one. */
	ed = sv;
	ed.b[sc(&ed, SC_STACK)] = 1;
	expect_refused(&ed);

	/* Named: the entry and the current color agree, and only then. */
	t_apply(g, 0, "color B");
	save_into(g, &sv);
	sp_drop(expect_loads(&sv));
	assert_int_equal(sv.b[top], uno__discard_entry(uno__face(UNO_WILD, 0), UNO_BLUE));
	ed = sv;
	ed.b[sc(&ed, SC_COLOR)] = UNO_GREEN;
	expect_refused(&ed);
	ed = sv;
	ed.b[top] = uno__discard_entry(uno__face(UNO_WILD, 0), UNO_YELLOW);
	expect_refused(&ed);
	sp_drop(g);
}

/* C-7, H-1: the draw card a CHALLENGE or STACK decision is about is the
 * card on top; the same pile with another card on top is refused. */
static void test_load_refuses_challenge_without_its_card_on_top_C_7(void **state)
{
	(void)state;
	static struct saved sv, ed;
	uno_game *g = sp_keep(t_game("classic", NULL, 3, -1,
			     (const char *[]){ "W4 R1 G2", "G3 G4 G5", "Y1 Y2 Y3" }, "R9",
			     "B1 B2 B3 B4 B5 B6", false));
	t_apply(g, 0, "W4/B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	save_into(g, &sv);
	sp_drop(expect_loads(&sv));
	assert_int_equal(sv.b[sv.ndiscard], 2);
	size_t under = sv.ndiscard + 1, top = sv.ndiscard + 2;
	assert_int_equal(sv.b[under], uno__face(UNO_NINE, UNO_RED));
	/* R9 on top, the W4 under it, the color red as G-1 wants. */
	ed = sv;
	ed.b[under] = sv.b[top];
	ed.b[top] = sv.b[under];
	ed.b[sc(&ed, SC_COLOR)] = UNO_RED;
	expect_refused(&ed);
	sp_drop(g);
}

/* uno_game_round() returns an int: a save past INT_MAX rounds is refused,
 * and a match at round INT_MAX deals no further round (and is unchanged). */
static void test_round_number_stops_at_int_max(void **state)
{
	(void)state;
	static struct saved sv, ed, after;
	uno_game *g = sp_keep(t_game("classic", NULL, 2, -1, (const char *[]){ "R1", "G1" }, "R5",
			     "B3 B4 B5", false));
	t_apply(g, 0, "R1");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	save_into(g, &sv);
	ed = sv;
	put32(ed.b + ed.round, 0x80000000u);
	expect_refused(&ed);
	put32(ed.b + ed.round, 0xffffffffu);
	expect_refused(&ed);
	put32(ed.b + ed.round, 0x7fffffffu);
	uno_game *l = expect_loads(&ed);
	assert_int_equal(uno_game_round(l), 0x7fffffff);
	assert_int_equal(uno_game_next_round(l), UNO_ESTATE);
	assert_non_null(strstr(uno_game_errmsg(l), "rounds"));
	save_into(l, &after);
	assert_int_equal(after.len, ed.len);
	assert_memory_equal(after.b, ed.b, ed.len);
	sp_drop(l);
	/* One round earlier, the next round is dealt. */
	put32(ed.b + ed.round, 0x7ffffffeu);
	l = expect_loads(&ed);
	assert_int_equal(uno_game_next_round(l), UNO_OK);
	assert_int_equal(uno_game_round(l), 0x7fffffff);
	sp_drop(l);
	sp_drop(g);
}

/* E-1: a total at the elimination limit leaves the table when the round is
 * scored, and only such a total does: a seat still in with a total past
 * the limit, or a seat out with one below it, is refused. */
static void test_load_refuses_elimination_disagreeing_with_totals_E_1(void **state)
{
	(void)state;
	static struct saved sv, ed;
	uno_game *g = sp_keep(t_game("challenge", NULL, 3, -1, (const char *[]){ "R1", "G2", "Y2" },
			     "R5", "B3 B4 B5", false));
	t_apply(g, 0, "R1");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	save_into(g, &sv);
	sp_drop(expect_loads(&sv));
	uint32_t limit = get32(sv.b + opt_at(&sv, UNO_OPT_ELIMINATION_LIMIT));
	assert_true(limit > 3);
	assert_int_equal(sv.b[seat_at(&sv, 1, ST_STATUS)], UNO_SEAT_IN);

	ed = sv;
	put32(ed.b + seat_at(&ed, 1, ST_SCORE), limit);
	expect_refused(&ed);
	ed = sv;
	ed.b[seat_at(&ed, 1, ST_STATUS)] = UNO_SEAT_ELIMINATED;
	expect_refused(&ed);
	/* The control: out, with a total at the limit. */
	put32(ed.b + seat_at(&ed, 1, ST_SCORE), limit);
	uno_game *l = expect_loads(&ed);
	assert_int_equal(uno_game_seat_status(l, 1), UNO_SEAT_ELIMINATED);
	sp_drop(l);
	sp_drop(g);
}

/* ------------------------------------------------------------------------
 * Random byte flips.
 */

/* Saved positions of every variant for the flips: a few random points of
 * random games with house rules. */
static int collect_positions(struct saved *out, int cap)
{
	int n = 0;
	for (size_t v = 0; v < SP_NVARIANTS; v++)
		for (int i = 0; i < 5 && n < cap; i++) {
			uint64_t rng = t_mix64(0xf11b + v * 10 + (uint64_t)i);
			uno_game *g = sp_game(sp_variants[v], &rng, true, i == 4);
			sp_play(g, &rng, (int)t_rnd(&rng, 400));
			save_into(g, &out[n++]);
			sp_drop(g);
		}
	return n;
}

/* G-10 and issue 7 "never a crash, never a game that breaks an invariant
 * later": any byte changed at random (one to three at a time), the save
 * then resealed as an edit made on purpose would be (format 2's CRC
 * refuses every change that is not, test_save_check.c), is either
 * refused, or gives a game whose cards add up, that saves back to exactly
 * those bytes, and that plays on soundly for a few hundred random legal
 * moves (every listed move accepted, the seat to decide always has one,
 * cards conserved after every move). */
static void test_load_random_byte_flips_refused_or_sound(void **state)
{
	(void)state;
	static struct saved pos[40], ed;
	static uint8_t again[UNO_SAVE_MAX];
	int npos = collect_positions(pos, 40);
	long accepted = 0, refused = 0;
	uint64_t rng = 0xb17f11b5;

	for (int i = 0; i < npos; i++)
		for (int t = 0; t < 300 / SP_SCALE; t++) {
			ed = pos[i];
			int flips = 1 + (int)t_rnd(&rng, 3);
			for (int f = 0; f < flips; f++) {
				/* One flip in three hits the round's scalars, where
				 * most changes still make a plausible game. */
				size_t at = t_rnd(&rng, 3) == 0 ? ed.scalars + t_rnd(&rng, NSCALARS)
								: t_rnd(&rng, (uint32_t)ed.len);
				if (t_rnd(&rng, 2))
					ed.b[at] ^= (uint8_t)(1u << t_rnd(&rng, 8));
				else
					ed.b[at] = (uint8_t)t_rnd(&rng, 256);
			}
			reseal(&ed);
			uno_game *g = NULL;
			int rc = uno_game_load(&g, ed.b, ed.len, NULL, NULL);
			sp_keep(g);
			if (rc != UNO_OK) {
				assert_int_equal(rc, UNO_EFORMAT);
				assert_null(g);
				refused++;
				continue;
			}
			accepted++;
			assert_int_equal(uno__check_invariants(g), 0);
			assert_int_equal(uno_game_save(g, again, sizeof again), (int)ed.len);
			assert_memory_equal(again, ed.b, ed.len);
			for (int k = 0; k < 300; k++) {
				int seat;
				uno_move m;
				if (sp_step(g, &rng, &seat, &m) == SP_OVER)
					break;
				assert_int_equal(uno__check_invariants(g), 0);
			}
			sp_drop(g);
		}
	/* Both outcomes happen: most flips break something, some do not
	 * (a score, the generator, a seat's shown hand). */
	assert_true(refused > 0);
	assert_true(accepted > 0);
}

/* ------------------------------------------------------------------------
 * Memory and arguments.
 */

/* STYLE.md "Memory": loading takes one allocation through the given
 * allocator; when it fails the status is UNO_ENOMEM, *out is NULL and
 * nothing is left behind. */
static void test_load_out_of_memory_leaks_nothing(void **state)
{
	(void)state;
	static struct saved sv;
	uint64_t rng = 8;
	uno_game *g = sp_game("teams", &rng, false, false);
	save_into(g, &sv);

	struct sp_counter c;
	memset(&c, 0, sizeof c);
	c.fail_at = 1;
	uno_game *l = (uno_game *)&l;
	assert_int_equal(uno_game_load(&l, sv.b, sv.len, sp_alloc, &c), UNO_ENOMEM);
	assert_null(l);
	assert_int_equal(c.calls, 1);
	assert_int_equal(c.nlive, 0);

	memset(&c, 0, sizeof c);
	assert_int_equal(uno_game_load(&l, sv.b, sv.len, sp_alloc, &c), UNO_OK);
	assert_int_equal(c.allocs, 1);
	assert_true(uno__state_equal(g, l));
	/* Playing and saving the loaded game take nothing more. */
	sp_play(l, &rng, 200);
	uint8_t buf[UNO_SAVE_MAX];
	assert_true(uno_game_save(l, buf, sizeof buf) > 0);
	assert_int_equal(c.allocs, 1);
	sp_drop(l);
	assert_int_equal(c.nlive, 0);
	assert_int_equal(c.bad, 0);

	/* A refused save allocates nothing. */
	memset(&c, 0, sizeof c);
	sv.b[0] = 'X';
	assert_int_equal(uno_game_load(&l, sv.b, sv.len, sp_alloc, &c), UNO_EFORMAT);
	assert_int_equal(c.calls, 0);
	sp_drop(g);
}

/* G-10: NULL arguments. */
static void test_save_load_null_arguments_G_10(void **state)
{
	(void)state;
	uint8_t buf[UNO_SAVE_MAX];
	uint64_t rng = 2;
	uno_game *g = sp_game("classic", &rng, false, false);
	int n = uno_game_save(g, buf, sizeof buf);

	assert_int_equal(uno_game_save(NULL, buf, sizeof buf), UNO_EINVAL);
	assert_int_equal(uno_game_save(NULL, NULL, 0), UNO_EINVAL);
	assert_int_equal(uno_game_save(g, NULL, 10), UNO_EINVAL);
	assert_int_equal(uno_game_save(g, NULL, 0), n);

	uno_game *l = (uno_game *)&l;
	assert_int_equal(uno_game_load(NULL, buf, (size_t)n, NULL, NULL), UNO_EINVAL);
	assert_int_equal(uno_game_load(&l, NULL, (size_t)n, NULL, NULL), UNO_EINVAL);
	assert_null(l);
	assert_int_equal(uno_game_load(&l, NULL, 0, NULL, NULL), UNO_EINVAL);
	assert_int_equal(uno_game_load(&l, buf, 0, NULL, NULL), UNO_EFORMAT);
	sp_drop(g);
}

/* ---- saves written by libuno.so.0 (doc/abi.md) ---- */

/* Applies the first listed move `moves` times (make-saves.c's games). */
static void play_first_moves(uno_game *g, int moves)
{
	for (int i = 0; i < moves; i++) {
		uno_move list[UNO_MAX_MOVES];
		int seat = uno_game_current_player(g);
		if (seat < 0)
			return;
		assert_true(uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES) > 0);
		assert_int_equal(uno_game_apply(g, seat, &list[0]), UNO_OK);
	}
}

static void check_old_save(const unsigned char *old, size_t n, const uno_rules *rules,
			   int players, uint64_t seed)
{
	uno_game *loaded, *made;
	uint8_t a[UNO_SAVE_MAX], b[UNO_SAVE_MAX];

	/* The bytes (format 1) load, and save again as format 2: the same
	 * bytes in its wrapping. */
	assert_int_equal(old[4], 1);
	assert_int_equal(uno_game_load(&loaded, old, n, NULL, NULL), UNO_OK);
	int an = uno_game_save(loaded, a, sizeof a);
	assert_int_equal(an, (int)n + T_SAVE_WRAPPING);
	assert_int_equal(a[4], UNO_SAVE_VERSION);
	assert_int_equal(t_save_to_format1(a, (size_t)an), n);
	assert_memory_equal(a, old, n);
	/* This library makes the same game from the same seed and moves:
	 * the same bytes, but for what its history told since the deal (the
	 * belief, flag 2, after the body), which libuno.so.0 did not keep. */
	assert_int_equal(uno_game_new(&made, rules, players, seed, NULL, NULL), UNO_OK);
	play_first_moves(made, 12);
	int m = (int)t_save_to_format1(b, (size_t)uno_game_save(made, b, sizeof b));
	assert_true(m > (int)n);
	assert_int_equal(b[5], old[5] | 2);
	assert_memory_equal(b, old, 5);
	assert_memory_equal(b + 6, old + 6, n - 6);
	/* And both play on alike (the loaded game believes only what it saw
	 * since it was loaded). */
	play_first_moves(loaded, 40);
	play_first_moves(made, 40);
	same_queries(loaded, made);
	uno_game_free(loaded);
	uno_game_free(made);
}

/* The ABI moved to libuno.so.1, and the save format to 2 (a length and a
 * CRC around format 1): a game saved by libuno.so.0 in format 1
 * (tests/data/saves-libuno0.h, with the text of the defined variant,
 * mini_with_d3) loads, saves again as format 2, and plays on as the same
 * game does here, a built-in variant's and a defined one's (its text and
 * its own kind in the bytes). */
static void test_load_saves_written_by_libuno0(void **state)
{
	const uno_rules *classic;
	uno_rules *mini;

	(void)state;
	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	check_old_save(classic_4p_seed42, sizeof classic_4p_seed42, classic, 4, 42);
	assert_int_equal(uno_rules_define(&mini, mini_with_d3, strlen(mini_with_d3), NULL, NULL, NULL),
			 UNO_OK);
	check_old_save(mini_3p_seed7, sizeof mini_3p_seed7, mini, 3, 7);
	uno_rules_free(mini);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_save_load_round_trip_classic, sp_teardown),
		cmocka_unit_test_teardown(test_save_load_round_trip_two_player_T2_1, sp_teardown),
		cmocka_unit_test_teardown(test_save_load_round_trip_partners_P_3, sp_teardown),
		cmocka_unit_test_teardown(test_save_load_round_trip_challenge_E_1, sp_teardown),
		cmocka_unit_test_teardown(test_save_load_round_trip_express_X_1, sp_teardown),
		cmocka_unit_test_teardown(test_save_load_round_trip_casting_call_CC_2, sp_teardown),
		cmocka_unit_test_teardown(test_save_load_round_trip_teams_TM_7, sp_teardown),
		cmocka_unit_test_teardown(test_save_load_round_trip_no_mercy_NM_1, sp_teardown),
		cmocka_unit_test_teardown(test_save_load_round_trip_flip_FL_3, sp_teardown),
		cmocka_unit_test_teardown(test_save_load_colorless_wild_draw_stacked_H_1, sp_teardown),
		cmocka_unit_test_teardown(test_save_load_round_trip_scripted_positions_H_1_H_5_C_7, sp_teardown),
		cmocka_unit_test_teardown(test_save_count_then_fill, sp_teardown),
		cmocka_unit_test_teardown(test_load_refuses_every_truncation, sp_teardown),
		cmocka_unit_test_teardown(test_load_refuses_trailing_bytes, sp_teardown),
		cmocka_unit_test_teardown(test_load_header_magic_version_endianness, sp_teardown),
		cmocka_unit_test_teardown(test_load_refuses_bad_rules, sp_teardown),
		cmocka_unit_test_teardown(test_load_refuses_hand_size_the_deck_cannot_deal, sp_teardown),
		cmocka_unit_test_teardown(test_load_refuses_player_counts_the_variant_forbids_T2_1, sp_teardown),
		cmocka_unit_test_teardown(test_load_refuses_all_zero_generator, sp_teardown),
		cmocka_unit_test_teardown(test_load_refuses_cards_that_do_not_add_up_C_1, sp_teardown),
		cmocka_unit_test_teardown(test_load_refuses_a_belief_that_does_not_fit_G_3, sp_teardown),
		cmocka_unit_test_teardown(test_load_refuses_pile_counts_over_the_deck, sp_teardown),
		cmocka_unit_test_teardown(test_load_refuses_seats_out_of_range_G_5, sp_teardown),
		cmocka_unit_test_teardown(test_load_refuses_current_seat_not_in_play_E_1, sp_teardown),
		cmocka_unit_test_teardown(test_load_refuses_phase_out_of_range, sp_teardown),
		cmocka_unit_test_teardown(test_load_refuses_inconsistent_drawn_phase_G_3, sp_teardown),
		cmocka_unit_test_teardown(test_load_refuses_inconsistent_challenge_phase_C_7, sp_teardown),
		cmocka_unit_test_teardown(test_load_refuses_stack_phase_without_stacking_H_1, sp_teardown),
		cmocka_unit_test_teardown(test_load_refuses_swap_phase_without_seven_o_H_5, sp_teardown),
		cmocka_unit_test_teardown(test_load_refuses_handoff_in_classic_TM_7, sp_teardown),
		cmocka_unit_test_teardown(test_load_refuses_inconsistent_uno_calls_G_6, sp_teardown),
		cmocka_unit_test_teardown(test_load_refuses_inconsistent_round_end_G_7, sp_teardown),
		cmocka_unit_test_teardown(test_load_refuses_color_disagreeing_with_top_card_G_1, sp_teardown),
		cmocka_unit_test_teardown(test_load_refuses_wild_on_top_disagreeing_with_color_C_5, sp_teardown),
		cmocka_unit_test_teardown(test_load_refuses_challenge_without_its_card_on_top_C_7, sp_teardown),
		cmocka_unit_test_teardown(test_round_number_stops_at_int_max, sp_teardown),
		cmocka_unit_test_teardown(test_load_refuses_elimination_disagreeing_with_totals_E_1, sp_teardown),
		cmocka_unit_test_teardown(test_load_random_byte_flips_refused_or_sound, sp_teardown),
		cmocka_unit_test_teardown(test_load_out_of_memory_leaks_nothing, sp_teardown),
		cmocka_unit_test_teardown(test_save_load_null_arguments_G_10, sp_teardown),
		cmocka_unit_test(test_load_saves_written_by_libuno0),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
