/*
 * The integrity checks (include/uno/save.h, doc/state.md "The check"):
 *   - CRC-32C itself: the published test vectors, the table against the
 *     bitwise division, a CRC continued over pieces;
 *   - save format 2, whose length and CRC-32C wrap format 1: a tiny save
 *     byte for byte; every single-bit flip and every truncation of saves
 *     of every built-in variant (mid-game states of varied phases, house
 *     rules, a whole match, an open misplay, a defined variant) refused
 *     with UNO_EFORMAT by the check itself, before any field is read (no
 *     allocation, no game, the caller's games untouched); bursts, two and
 *     three bits, random bytes; G-10, the library never trusts its input;
 *   - format 1: the committed saves of libuno.so.0 and every save above
 *     written as format 1 load, and save again as format 2;
 *   - uno_game_load_ex()'s messages;
 *   - logs' check line (UNO_LOG_CHECKED): written last, verified before
 *     anything else is read; flips, cuts, lines added after it.
 * How many saves per variant: SAVES_PER_VARIANT, more with
 * UNO_SAVE_CHECK_SAVES=N (doc/testing.md), for a longer run.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "uno_internal.h"
#include "state_play.h"
#include "data/saves-libuno0.h"

#define SAVES_PER_VARIANT 3  /* the default run: a few seconds */
#define MAX_PER_VARIANT 64
#define EXTRA_SAVES 3        /* an open misplay, a defined variant, a whole match */
#define MAX_SAVES (SP_NVARIANTS * MAX_PER_VARIANT + EXTRA_SAVES)

static int saves_per_variant(void)
{
	const char *env = getenv("UNO_SAVE_CHECK_SAVES");
	long n = env ? strtol(env, NULL, 10) : 0;

	return n > 0 && n <= MAX_PER_VARIANT ? (int)n : SAVES_PER_VARIANT;
}

struct saved {
	uint8_t b[UNO_SAVE_MAX];
	size_t len;
	int phase;
};

static struct saved saves[MAX_SAVES];
static int nsaves;

static void keep_save(const uno_game *g)
{
	struct saved *sv = &saves[nsaves++];
	int n = uno_game_save(g, sv->b, sizeof sv->b);

	assert_true(n > 0 && n <= UNO_SAVE_MAX);
	sv->len = (size_t)n;
	sv->phase = uno_game_phase(g);
}

/*
 * The saves the tests damage: per built-in variant, random games (house
 * rules one in two, a short match one in three) played for a random while
 * and then on until the game reaches a phase none of the variant's earlier
 * saves has; then an open misplay (R-3, the second body of the misplay
 * section), a variant of the host's own (its definition in the save) and a
 * match played to its end. Taken once for every test.
 */
static int setup_saves(void **state)
{
	(void)state;
	int per_variant = saves_per_variant();

	nsaves = 0;
	for (size_t v = 0; v < SP_NVARIANTS; v++) {
		unsigned seen = 0;
		for (int k = 0; k < per_variant; k++) {
			uint64_t rng = t_mix64(0xc4ec0000u + v * 131 + (uint64_t)k);
			uno_game *g = sp_game(sp_variants[v], &rng, k % 2 == 1, k % 3 == 2);
			int steps = 20 + (int)t_rnd(&rng, 150), seat;
			uno_move m;
			for (int s = 0; s < 3000; s++) {
				if (s >= steps && !(seen & 1u << uno_game_phase(g)))
					break;
				if (sp_step(g, &rng, &seat, &m) == SP_OVER)
					break;
			}
			seen |= 1u << uno_game_phase(g);
			keep_save(g);
			sp_drop(g);
		}
	}

	/* seat 0 plays B5 on Y3, and the misplay is open. */
	uno_rules *r = t_rules("classic", UNO_OPT_REFEREE, 1, -1);
	uno_game *g = t_game("classic", r, 3, -1,
			     (const char *[]){ "R1 B5 G7 RD2", "Y1 B2 G4 G6", "Y9 G8 R2 R6" }, "Y3",
			     "B8 B9 G9 R9 Y8 Y7", false);
	uno_rules_free(r);
	t_apply(g, 0, "B5");
	assert_int_equal(uno_game_misplay(g, NULL), 0);
	keep_save(g);
	uno_game_free(g);

	/* A variant of one's own travels with its definition (flag 1). */
	assert_int_equal(uno_rules_define(&r, mini_with_d3, strlen(mini_with_d3), NULL, NULL, NULL),
			 UNO_OK);
	assert_int_equal(uno_game_new(&g, r, 3, 7, NULL, NULL), UNO_OK);
	uno_rules_free(r);
	uint64_t rng = 77;
	sp_play(g, &rng, 30);
	keep_save(g);
	uno_game_free(g);

	/* A match played to its end. */
	rng = 99;
	g = sp_game("express", &rng, false, true);
	sp_play(g, &rng, 100000);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_MATCH_OVER);
	keep_save(g);
	sp_drop(g);
	return 0;
}

/* Refusals the check makes itself, before any field is read (save.h,
 * uno_game_load_ex()): the magic, the version, the length, the CRC. */
static bool refused_by_check(const char *why)
{
	static const char *const kinds[] = {
		"corrupt:", "truncated:", "bytes follow the save", "not a saved game",
		"a save of a format",
	};
	for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
		if (strncmp(why, kinds[i], strlen(kinds[i])) == 0)
			return true;
	return false;
}

/* Bytes the check must refuse: UNO_EFORMAT, no game, a message of the
 * check's own, and not one allocation. */
static void expect_check_refuses(const uint8_t *b, size_t len, const char *what, size_t at)
{
	struct sp_counter c;
	memset(&c, 0, sizeof c);
	uno_game *g = (uno_game *)&g; /* anything but NULL */
	const char *why = NULL;

	int rc = uno_game_load_ex(&g, b, len, sp_alloc, &c, &why);
	if (rc == UNO_OK) {
		uno_game_free(g); /* its allocator's counter dies with this call */
		fail_msg("%s %zu: damaged bytes loaded", what, at);
	}
	assert_int_equal(rc, UNO_EFORMAT);
	assert_null(g);
	assert_non_null(why);
	if (!refused_by_check(why))
		fail_msg("%s %zu: refused by the field checks (\"%s\"), not by the check", what, at,
			 why);
	assert_int_equal(c.calls, 0);
}

/* ------------------------------------------------------------------------
 * CRC-32C.
 */

static void test_crc32c_vectors_and_table(void **state)
{
	(void)state;
	uint8_t b[1024];

	/* The check value of the CRC catalogue, and RFC 3720's (iSCSI) B.4. */
	assert_int_equal(uno__crc32c(0, "123456789", 9), 0xe3069283u);
	assert_int_equal(uno__crc32c(0, NULL, 0), 0);
	memset(b, 0, 32);
	assert_int_equal(uno__crc32c(0, b, 32), 0x8a9136aau);
	memset(b, 0xff, 32);
	assert_int_equal(uno__crc32c(0, b, 32), 0x62a8ab43u);
	for (int i = 0; i < 32; i++)
		b[i] = (uint8_t)i;
	assert_int_equal(uno__crc32c(0, b, 32), 0x46dd794eu);
	for (int i = 0; i < 32; i++)
		b[i] = (uint8_t)(31 - i);
	assert_int_equal(uno__crc32c(0, b, 32), 0x113fdb5cu);

	/* What makes every error of up to three bits detected in a save
	 * (doc/state.md): x + 1 divides the polynomial (an even number of
	 * terms: every odd number of flips is caught), and x^k is not 1
	 * modulo it for any k up to a save's bits (no two flips cancel). */
	const uint64_t poly = 0x11edc6f41u;
	int terms = 0;
	for (int i = 0; i <= 32; i++)
		terms += (int)(poly >> i & 1u);
	assert_int_equal(terms % 2, 0);
	uint64_t r = 1;
	for (long k = 1; k <= 8L * UNO_SAVE_MAX; k++) {
		r <<= 1;
		if (r >> 32 & 1u)
			r ^= poly;
		assert_true(r != 1);
	}

	/* The table is the bitwise division, byte for byte, and a CRC
	 * continued over a second piece is the CRC of both. */
	uint64_t rng = 5;
	for (size_t i = 0; i < sizeof b; i++)
		b[i] = (uint8_t)t_rnd(&rng, 256);
	for (size_t n = 0; n <= sizeof b; n += 1 + n / 8) {
		uint32_t whole = uno__crc32c(0, b, n);
		assert_int_equal(whole, t_crc32c(b, n));
		size_t cut = n ? t_rnd(&rng, (uint32_t)n) : 0;
		assert_int_equal(uno__crc32c(uno__crc32c(0, b, cut), b + cut, n - cut), whole);
	}
}

/* The smallest of saves: a scripted two-seat Classic game of a partial
 * deck, R1 and G1 dealt, R5 turned, B3 B4 B5 to draw. doc/state.md
 * quotes these bytes as the format's example. */
static const uint8_t tiny[481] = {
	0x55, 0x4e, 0x4f, 0x1a, 0x02, 0x00, 0x00, 0xe1, 0x01, 0x00, 0x00, 0x07, 0x63, 0x6c, 0x61,
	0x73, 0x73, 0x69, 0x63, 0x10, 0xf4, 0x01, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x02, 0x00,
	0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0xf4, 0x01, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0xc1, 0x5c, 0x02, 0x89, 0xec,
	0x2d, 0x0a, 0x91, 0x67, 0xec, 0x8e, 0x65, 0xa1, 0x8d, 0xeb, 0xbe, 0x5e, 0x55, 0x32, 0xfb,
	0xee, 0xa2, 0x93, 0xf8, 0x0b, 0xc9, 0x42, 0xee, 0x90, 0x86, 0xc1, 0x71, 0x01, 0x00, 0x00,
	0x00, 0x01, 0x00, 0x00, 0x01, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01, 0x00, 0xff, 0x00,
	0x00, 0xff, 0x00, 0x00, 0x00, 0xff, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0xff, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0xff, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0x17, 0x13, 0x0f, 0x01, 0x14, 0x00, 0x6b, 0xd1, 0x0c,
	0x18,
};

/* The format's example: its header, its length, its CRC, and the bytes
 * the library writes for the game (saves are deterministic); and the
 * example of a checked log. */
static void test_tiny_save_is_the_documented_bytes(void **state)
{
	(void)state;
	static uint8_t b[UNO_SAVE_MAX];
	uno_game *g = sp_keep(t_game("classic", NULL, 2, -1, (const char *[]){ "R1", "G1" }, "R5",
				     "B3 B4 B5", false));

	assert_int_equal(uno_game_save(g, b, sizeof b), (int)sizeof tiny);
	assert_memory_equal(b, tiny, sizeof tiny);
	assert_memory_equal(tiny, "UNO\x1a\x02\x00\x00\xe1\x01\x00\x00", 11);
	assert_int_equal(uno__crc32c(0, tiny, sizeof tiny - 4), 0x180cd16bu);
	assert_int_equal(t_crc32c(tiny, sizeof tiny - 4), 0x180cd16bu);
	uno_game *l = NULL;
	const char *why = NULL;
	assert_int_equal(uno_game_load_ex(&l, tiny, sizeof tiny, NULL, NULL, &why), UNO_OK);
	sp_keep(l);
	assert_string_equal(why, "");
	assert_true(uno__state_equal(g, l));
	sp_drop(l);

	/* Its checked log after R1 (doc/state.md, "The check line"). */
	static char text[1024];
	assert_int_equal(uno_game_log_start(g, 16), UNO_OK);
	t_apply(g, 0, "R1");
	static const char expect[] = "# libuno game log 1\n"
				     "variant classic\n"
				     "players 2\n"
				     "seed 1\n"
				     "option hand_size 1\n"
				     "dealer 1\n"
				     "flags 1\n"
				     "deck R1 G1 R5 B3 B4 B5\n"
				     "0 R1\n"
				     "# libuno check 117 bytes crc32c d2f7411b\n";
	assert_int_equal(uno_game_log_export_ex(g, text, sizeof text, UNO_LOG_CHECKED),
			 (int)strlen(expect));
	assert_string_equal(text, expect);
	sp_drop(g);
}

/* ------------------------------------------------------------------------
 * Damaged saves of format 2.
 */

/* The saves cover what the check must guard: every variant, several
 * phases, the belief (flag 2), a definition (flag 1), a misplay. */
static void test_the_damaged_saves_are_varied(void **state)
{
	(void)state;
	unsigned phases = 0, flags = 0;
	char names[SP_NVARIANTS] = { 0 };

	for (int i = 0; i < nsaves; i++) {
		const struct saved *sv = &saves[i];
		assert_int_equal(sv->b[4], UNO_SAVE_VERSION);
		phases |= 1u << sv->phase;
		flags |= sv->b[5];
		for (size_t v = 0; v < SP_NVARIANTS; v++)
			if (sv->b[11] == strlen(sp_variants[v]) &&
			    memcmp(sv->b + 12, sp_variants[v], sv->b[11]) == 0)
				names[v] = 1;
	}
	for (size_t v = 0; v < SP_NVARIANTS; v++)
		assert_true(names[v]);
	assert_int_equal(flags, 3);
	int distinct = 0;
	for (int p = 0; p < 16; p++)
		distinct += (phases >> p) & 1;
	assert_true(distinct >= 5);
	assert_true(phases & 1u << UNO_PHASE_MATCH_OVER);
}

/* G-10: every single bit of every save flipped, one at a time: each is
 * refused by the check (CRC-32C detects every single-bit error), with no
 * allocation and no game. */
static void test_every_bit_flip_is_refused_G_10(void **state)
{
	(void)state;
	static uint8_t b[UNO_SAVE_MAX];
	long flips = 0;

	for (int i = 0; i < nsaves; i++) {
		const struct saved *sv = &saves[i];
		memcpy(b, sv->b, sv->len);
		for (size_t bit = 0; bit < 8 * sv->len; bit++) {
			b[bit / 8] ^= (uint8_t)(1u << bit % 8);
			expect_check_refuses(b, sv->len, "bit", bit);
			b[bit / 8] ^= (uint8_t)(1u << bit % 8);
			flips++;
		}
		assert_memory_equal(b, sv->b, sv->len);
	}
	print_message("# %d saves, %ld flips, every one refused\n", nsaves, flips);
}

/* G-10: every truncation, and every save with bytes after it, is refused
 * by the length its header gives. */
static void test_every_truncation_is_refused_G_10(void **state)
{
	(void)state;
	static uint8_t b[UNO_SAVE_MAX + 8];

	for (int i = 0; i < nsaves; i++) {
		const struct saved *sv = &saves[i];
		for (size_t len = 0; len < sv->len; len++)
			expect_check_refuses(sv->b, len, "length", len);
		memcpy(b, sv->b, sv->len);
		for (size_t extra = 1; extra <= 8; extra++) {
			b[sv->len + extra - 1] = (uint8_t)(extra * 37);
			expect_check_refuses(b, sv->len + extra, "extra bytes", extra);
		}
	}
}

/* Damage of more than one bit: any two or three bits, a burst of up to
 * 32 bits (CRC-32C detects every one), and bytes replaced at random
 * (detected but for one chance in 2^32: these seeds are refused). Format
 * 1 loaded 191 of 8,000 saves with random bytes changed. */
static void test_bursts_and_random_bytes_are_refused_G_10(void **state)
{
	(void)state;
	static uint8_t b[UNO_SAVE_MAX];
	uint64_t rng = 0xb125u;

	for (int i = 0; i < nsaves; i++) {
		const struct saved *sv = &saves[i];
		uint32_t bits = (uint32_t)(8 * sv->len);
		for (int t = 0; t < 200; t++) {
			memcpy(b, sv->b, sv->len);
			int kind = t % 4;
			if (kind < 2) { /* two or three distinct bits */
				uint32_t at[3];
				for (int k = 0; k < kind + 2; k++) {
					bool again;
					do {
						at[k] = t_rnd(&rng, bits);
						again = false;
						for (int j = 0; j < k; j++)
							again |= at[j] == at[k];
					} while (again);
					b[at[k] / 8] ^= (uint8_t)(1u << at[k] % 8);
				}
			} else if (kind == 2) { /* a burst: its first and last bits flipped */
				uint32_t span = 2 + t_rnd(&rng, 31), from = t_rnd(&rng, bits - span + 1);
				for (uint32_t k = 0; k < span; k++)
					if (k == 0 || k == span - 1 || t_rnd(&rng, 2))
						b[(from + k) / 8] ^= (uint8_t)(1u << (from + k) % 8);
			} else { /* one to eight bytes replaced */
				int n = 1 + (int)t_rnd(&rng, 8);
				for (int k = 0; k < n; k++)
					b[t_rnd(&rng, (uint32_t)sv->len)] = (uint8_t)t_rnd(&rng, 256);
				if (memcmp(b, sv->b, sv->len) == 0)
					continue;
			}
			expect_check_refuses(b, sv->len, "damage", (size_t)t);
		}
	}
}

/* A failed load leaves everything it was given as it was: the bytes, the
 * game they were saved from, and a game the pointer held before (*out is
 * set to NULL, the game it pointed to is the caller's and untouched). */
static void test_a_failed_load_changes_no_game(void **state)
{
	(void)state;
	static uint8_t b[UNO_SAVE_MAX], before[UNO_SAVE_MAX], after[UNO_SAVE_MAX];
	uint64_t rng = 31;
	uno_game *g = sp_game("classic", &rng, true, false);
	sp_play(g, &rng, 40);
	int n = uno_game_save(g, b, sizeof b);
	memcpy(before, b, (size_t)n);

	uno_game *held = g;
	b[n / 2] ^= 4;
	assert_int_equal(uno_game_load(&held, b, (size_t)n, NULL, NULL), UNO_EFORMAT);
	assert_null(held);
	b[n / 2] ^= 4;
	assert_memory_equal(b, before, (size_t)n);
	assert_int_equal(uno_game_save(g, after, sizeof after), n);
	assert_memory_equal(after, before, (size_t)n);
	/* And it plays on. */
	assert_int_equal(sp_play(g, &rng, 20), 20);
	sp_drop(g);
}

/* ------------------------------------------------------------------------
 * Format 1.
 */

/* Format-1 saves (those libuno.so.0 wrote, and every save above unwrapped
 * to format 1) load to the same game, and save again as format 2, the
 * same bytes in its wrapping. */
static void test_format_1_loads_and_saves_as_format_2(void **state)
{
	(void)state;
	static uint8_t b[UNO_SAVE_MAX], again[UNO_SAVE_MAX];
	const unsigned char *const old[] = { classic_4p_seed42, mini_3p_seed7 };
	const size_t old_len[] = { sizeof classic_4p_seed42, sizeof mini_3p_seed7 };

	for (size_t i = 0; i < 2; i++) {
		uno_game *l = NULL;
		const char *why = NULL;
		assert_int_equal(old[i][4], 1);
		assert_int_equal(uno_game_load_ex(&l, old[i], old_len[i], NULL, NULL, &why), UNO_OK);
		sp_keep(l);
		assert_string_equal(why, "");
		int n = uno_game_save(l, again, sizeof again);
		assert_int_equal(n, (int)old_len[i] + T_SAVE_WRAPPING);
		assert_int_equal(again[4], 2);
		assert_int_equal(t_save_to_format1(again, (size_t)n), old_len[i]);
		assert_memory_equal(again, old[i], old_len[i]);
		sp_drop(l);
	}
	for (int i = 0; i < nsaves; i++) {
		const struct saved *sv = &saves[i];
		memcpy(b, sv->b, sv->len);
		size_t n = t_save_to_format1(b, sv->len);
		uno_game *l = NULL;
		assert_int_equal(uno_game_load(&l, b, n, NULL, NULL), UNO_OK);
		sp_keep(l);
		assert_int_equal(uno_game_save(l, again, sizeof again), (int)sv->len);
		assert_memory_equal(again, sv->b, sv->len);
		sp_drop(l);
		/* Format-2 bytes whose version byte reads 1 (two bits changed)
		 * are refused: format 2's zero byte is format 1's name length. */
		memcpy(b, sv->b, sv->len);
		b[4] = 1;
		uno_game *bad = (uno_game *)&bad;
		assert_int_equal(uno_game_load(&bad, b, sv->len, NULL, NULL), UNO_EFORMAT);
		assert_null(bad);
	}
}

/* ------------------------------------------------------------------------
 * uno_game_load_ex()'s messages.
 */

static void expect_why(const uint8_t *b, size_t len, int status, const char *start)
{
	uno_game *g = (uno_game *)&g;
	const char *why = NULL;
	assert_int_equal(uno_game_load_ex(&g, b, len, NULL, NULL, &why), status);
	assert_null(g);
	assert_non_null(why);
	if (strncmp(why, start, strlen(start)) != 0)
		fail_msg("\"%s\" does not start with \"%s\"", why, start);
}

static void *no_memory(void *ptr, size_t size, void *user)
{
	(void)ptr;
	(void)size;
	(void)user;
	return NULL;
}

static void test_load_ex_says_why(void **state)
{
	(void)state;
	static uint8_t b[UNO_SAVE_MAX + 2];
	const struct saved *sv = &saves[0];
	uno_game *g = NULL;

	/* NULL arguments, and a NULL why accepted. */
	const char *why = NULL;
	assert_int_equal(uno_game_load_ex(NULL, sv->b, sv->len, NULL, NULL, &why), UNO_EINVAL);
	assert_non_null(why);
	assert_int_equal(uno_game_load_ex(&g, NULL, 1, NULL, NULL, &why), UNO_EINVAL);
	assert_non_null(why);
	assert_int_equal(uno_game_load_ex(&g, sv->b, sv->len, NULL, NULL, NULL), UNO_OK);
	uno_game_free(g);

	memcpy(b, sv->b, sv->len);
	b[sv->len / 2] ^= 0x10;
	expect_why(b, sv->len, UNO_EFORMAT, "corrupt: ");
	expect_why(sv->b, sv->len - 1, UNO_EFORMAT, "truncated: ");
	expect_why(sv->b, 3, UNO_EFORMAT, "not a saved game: ");
	memcpy(b, sv->b, sv->len);
	b[sv->len] = 0;
	expect_why(b, sv->len + 1, UNO_EFORMAT, "bytes follow the save");
	memcpy(b, sv->b, sv->len);
	b[0] = 'V';
	expect_why(b, sv->len, UNO_EFORMAT, "not a saved game: ");
	b[0] = 'U';
	b[4] = 3;
	expect_why(b, sv->len, UNO_EFORMAT, "a save of a format this library does not read");
	expect_why(b, UNO_SAVE_MAX + 1, UNO_EFORMAT, "longer than UNO_SAVE_MAX");
	b[4] = 1;
	expect_why(b, sv->len, UNO_EFORMAT, "corrupt: ");
	/* Intact but not a game: an edit made whole again (the tiny save's
	 * count of cards turned for a Casting Call, its last byte before the
	 * CRC, past any a cast can turn). */
	memcpy(b, tiny, sizeof tiny);
	b[sizeof tiny - 5] = 0xee;
	t_save_reseal(b, sizeof tiny);
	expect_why(b, sizeof tiny, UNO_EFORMAT, "inconsistent: ");
	/* An unknown variant ("classix"), resealed. */
	memcpy(b, tiny, sizeof tiny);
	b[18] = 'x';
	t_save_reseal(b, sizeof tiny);
	expect_why(b, sizeof tiny, UNO_EFORMAT, "it names a variant");
	/* Format 1, damaged: no check, so the field checks say it. */
	memcpy(b, tiny, sizeof tiny);
	size_t n = t_save_to_format1(b, sizeof tiny);
	b[n - 2] = 0xee;
	expect_why(b, n, UNO_EFORMAT, "damaged or inconsistent: ");
	expect_why(b, n - 3, UNO_EFORMAT, "truncated: ");
	/* Out of memory. */
	g = (uno_game *)&g;
	assert_int_equal(uno_game_load_ex(&g, tiny, sizeof tiny, no_memory, NULL, &why), UNO_ENOMEM);
	assert_null(g);
	assert_string_equal(why, "out of memory");
}

/* ------------------------------------------------------------------------
 * Logs' check line.
 */

#define CHECK_WORDS "# libuno check"

struct checked_log {
	char text[1 << 16];
	int len, check_at, check_line; /* where the check line starts, its number */
	uno_game *game;               /* the game the log was taken from */
};

/* A checked log of a random game: started at the deal (replayed from the
 * seed) or after some moves (from a format-2 snapshot). */
static void checked_log(struct checked_log *cl, size_t v, uint64_t seed, bool snapshot)
{
	uint64_t rng = seed;
	uno_game *g = sp_game(sp_variants[v], &rng, true, false);

	if (snapshot)
		sp_play(g, &rng, 25);
	assert_int_equal(uno_game_log_start(g, 4096), UNO_OK);
	sp_play(g, &rng, 60);
	int plain = uno_game_log_export(g, NULL, 0);
	cl->len = uno_game_log_export_ex(g, cl->text, sizeof cl->text, UNO_LOG_CHECKED);
	assert_true(plain > 0 && cl->len > plain && cl->len < (int)sizeof cl->text);
	/* The plain text, then the check line. */
	static char expect[1 << 16];
	assert_int_equal(uno_game_log_export(g, expect, sizeof expect), plain);
	assert_memory_equal(cl->text, expect, (size_t)plain);
	snprintf(expect, sizeof expect, CHECK_WORDS " %d bytes crc32c %08lx\n", plain,
		 (unsigned long)t_crc32c(cl->text, (size_t)plain));
	assert_string_equal(cl->text + plain, expect);
	cl->check_at = plain;
	cl->check_line = 1;
	for (int i = 0; i < plain; i++)
		cl->check_line += cl->text[i] == '\n';
	cl->game = g;
}

static uno_game *expect_replays(const char *text, size_t len, const uno_game *like)
{
	uno_game *r = NULL;
	int bad = -1;
	int rc = uno_game_replay(&r, text, len, NULL, NULL, &bad);
	if (rc != UNO_OK)
		fail_msg("the log does not replay: %s at line %d", uno_strerror(rc), bad);
	sp_keep(r);
	assert_int_equal(bad, 0);
	if (like && !uno__state_equal(r, like))
		fail_msg("the log replays to another game");
	return r;
}

static void expect_refused_at(const char *text, size_t len, int line)
{
	uno_game *r = (uno_game *)&r;
	int bad = -1;
	assert_int_equal(uno_game_replay(&r, text, len, NULL, NULL, &bad), UNO_EPARSE);
	assert_null(r);
	assert_int_equal(bad, line);
}

/* UNO_LOG_CHECKED: the text is the plain log and the check line; it
 * replays to the game; snprintf semantics at every capacity; unknown
 * flags refused. */
static void test_checked_log_replays_and_exports_like_snprintf(void **state)
{
	(void)state;
	static struct checked_log cl;
	static char small[1 << 16];

	for (size_t v = 0; v < SP_NVARIANTS; v++) {
		checked_log(&cl, v, 500 + v, v % 2 == 1);
		sp_drop(expect_replays(cl.text, (size_t)cl.len, cl.game));
		/* A NUL-terminated text reads the same. */
		sp_drop(expect_replays(cl.text, (size_t)cl.len + 1000, cl.game));
		for (int cap = 0; cap <= cl.len + 1; cap += cap < 64 || cap > cl.len - 64 ? 1 : 97) {
			memset(small, 0x5a, sizeof small);
			assert_int_equal(uno_game_log_export_ex(cl.game, cap ? small : NULL,
								(size_t)cap, UNO_LOG_CHECKED),
					 cl.len);
			if (cap) {
				size_t k = (size_t)(cap - 1 < cl.len ? cap - 1 : cl.len);
				assert_memory_equal(small, cl.text, k);
				assert_int_equal(small[k], 0);
			}
			assert_int_equal((unsigned char)small[cap], 0x5a);
		}
		assert_int_equal(uno_game_log_export_ex(cl.game, small, sizeof small, 2), UNO_EINVAL);
		assert_int_equal(uno_game_log_export_ex(NULL, small, sizeof small, 0), UNO_EINVAL);
		sp_drop(cl.game);
	}
}

/* G-10: every bit of a checked log flipped: a flip before the check line
 * is refused at the check line, before any other line is read; a flip in
 * the line itself is refused there, or (its words no longer the check's,
 * or a space turned to another) leaves the log's lines whole, which
 * replay to the same game. A flip that makes a NUL ends the text there
 * (save.h): that is a cut, which the next test covers. */
static void test_every_bit_flip_of_a_checked_log_is_refused_G_10(void **state)
{
	(void)state;
	static struct checked_log cl;
	static char b[1 << 16];

	for (size_t v = 0; v < SP_NVARIANTS; v += 4) {
		checked_log(&cl, v, 900 + v, v == 4);
		memcpy(b, cl.text, (size_t)cl.len);
		for (int bit = 0; bit < 8 * cl.len; bit++) {
			b[bit / 8] ^= (char)(1 << bit % 8);
			if (b[bit / 8] != 0) {
				if (bit / 8 < cl.check_at) {
					/* A newline made or unmade moves the line. */
					int line = 1;
					for (int i = 0; i < cl.check_at; i++)
						line += b[i] == '\n';
					expect_refused_at(b, (size_t)cl.len, line);
				} else {
					uno_game *r = NULL;
					int bad = -1;
					int rc = uno_game_replay(&r, b, (size_t)cl.len, NULL, NULL, &bad);
					sp_keep(r);
					if (rc == UNO_OK)
						assert_true(uno__state_equal(r, cl.game));
					else
						assert_true(rc == UNO_EPARSE && bad == cl.check_line);
					sp_drop(r);
				}
			}
			b[bit / 8] ^= (char)(1 << bit % 8);
		}
		sp_drop(cl.game);
	}
}

/* Cuts: a checked log cut inside its check line (its words kept) is
 * refused; cut before it, the text is a log without a check (save.h: a
 * cut between lines loses the check), which replays or is refused as any
 * log is, and cut exactly where the check line starts, or inside its
 * words, replays to the whole game. Lines after the check line are
 * refused at the first of them; blank ones are not lines. */
static void test_cut_and_extended_checked_logs(void **state)
{
	(void)state;
	static struct checked_log cl;
	static char b[1 << 16];
	size_t words = strlen(CHECK_WORDS);

	checked_log(&cl, 0, 1234, false);
	for (int len = 0; len < cl.len; len++) {
		uno_game *r = NULL;
		int bad = -1;
		int rc = uno_game_replay(&r, cl.text, (size_t)len, NULL, NULL, &bad);
		sp_keep(r);
		if (len >= cl.check_at + (int)words && len < cl.len - 1) {
			assert_int_equal(rc, UNO_EPARSE);
			assert_int_equal(bad, cl.check_line);
		} else if (len >= cl.check_at) {
			assert_int_equal(rc, UNO_OK);
			assert_true(uno__state_equal(r, cl.game));
		} else if (rc == UNO_OK) {
			assert_int_equal(uno__check_invariants(r), 0);
		} else {
			assert_true(bad >= 0 && bad <= cl.check_line);
		}
		sp_drop(r);
	}

	memcpy(b, cl.text, (size_t)cl.len);
	strcpy(b + cl.len, "\n  \n\t\n");
	sp_drop(expect_replays(b, strlen(b), cl.game));
	static const char *const after[] = { "0 draw\n", "# a comment\n", "next\n", CHECK_WORDS "\n" };
	for (size_t i = 0; i < sizeof after / sizeof after[0]; i++) {
		memcpy(b, cl.text, (size_t)cl.len);
		strcpy(b + cl.len, "\n");
		strcat(b, after[i]);
		expect_refused_at(b, strlen(b), cl.check_line + 2);
	}
	/* A check line of another text, or malformed: the words, then N (the
	 * right length) or a number, then the rest. */
	static const struct { bool n; const char *rest; } bad_lines[] = {
		{ false, " 1 bytes crc32c 00000000" }, { false, "" }, { false, " x bytes crc32c 0" },
		{ true, " bytes crc32c" }, { true, " bytes crc32c 0000000g" },
		{ true, " bytes crc32c 000000000" }, { true, " bytes crc32 00000000" },
		{ true, " byte crc32c 00000000" }, { true, " bytes crc32c 00000000 x" },
		{ true, "bytes crc32c 00000000" },
	};
	for (size_t i = 0; i < sizeof bad_lines / sizeof bad_lines[0]; i++) {
		memcpy(b, cl.text, (size_t)cl.check_at);
		int n = snprintf(b + cl.check_at, sizeof b - (size_t)cl.check_at, "%s", CHECK_WORDS);
		if (bad_lines[i].n)
			n += snprintf(b + cl.check_at + n, sizeof b - (size_t)(cl.check_at + n), " %d",
				      cl.check_at);
		snprintf(b + cl.check_at + n, sizeof b - (size_t)(cl.check_at + n), "%s\n",
			 bad_lines[i].rest);
		expect_refused_at(b, strlen(b), cl.check_line);
	}
	/* The whole check line removed: an unchecked log, which replays. */
	sp_drop(expect_replays(cl.text, (size_t)cl.check_at, cl.game));
	/* Upper-case hex is not what the library writes. */
	memcpy(b, cl.text, (size_t)cl.len + 1);
	for (int i = cl.len - 9; i < cl.len - 1; i++)
		if (b[i] >= 'a' && b[i] <= 'f')
			b[i] = (char)(b[i] - 'a' + 'A');
	if (memcmp(b, cl.text, (size_t)cl.len) != 0)
		expect_refused_at(b, (size_t)cl.len, cl.check_line);
	sp_drop(cl.game);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_crc32c_vectors_and_table),
		cmocka_unit_test_teardown(test_tiny_save_is_the_documented_bytes, sp_teardown),
		cmocka_unit_test(test_the_damaged_saves_are_varied),
		cmocka_unit_test_teardown(test_every_bit_flip_is_refused_G_10, sp_teardown),
		cmocka_unit_test_teardown(test_every_truncation_is_refused_G_10, sp_teardown),
		cmocka_unit_test_teardown(test_bursts_and_random_bytes_are_refused_G_10, sp_teardown),
		cmocka_unit_test_teardown(test_a_failed_load_changes_no_game, sp_teardown),
		cmocka_unit_test_teardown(test_format_1_loads_and_saves_as_format_2, sp_teardown),
		cmocka_unit_test(test_load_ex_says_why),
		cmocka_unit_test_teardown(test_checked_log_replays_and_exports_like_snprintf,
					  sp_teardown),
		cmocka_unit_test_teardown(test_every_bit_flip_of_a_checked_log_is_refused_G_10,
					  sp_teardown),
		cmocka_unit_test_teardown(test_cut_and_extended_checked_logs, sp_teardown),
	};
	return cmocka_run_group_tests(tests, setup_saves, sp_teardown);
}
