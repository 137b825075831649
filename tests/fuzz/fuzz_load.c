/*
 * Fuzz target: loading saved games (save.h; DESIGN.md principle 9, "loading
 * never trusts its input"; G-10).
 *
 * The input is handed to uno_game_load() as it is, and when it is format 2
 * with a length or a CRC that does not fit its bytes, once more resealed
 * (fuzz_reseal(): the CRC refuses almost every mutation, the resealed copy
 * takes it on to the field checks; format-1 inputs reach them as they
 * are). Whatever it holds:
 * - the load either succeeds or fails with UNO_EFORMAT, and a failed load
 *   returns no game; with an allocator that always fails, a load fails
 *   with UNO_ENOMEM or UNO_EFORMAT and returns no game either;
 * - a game that loads satisfies every invariant (uno__check_invariants(),
 *   and everything fuzz_check_game() checks: cards conserved, legal moves
 *   sorted and accepted, the seat to decide has one, clone and save round
 *   trips);
 * - saving it gives back the input exactly when the sizes agree (nothing
 *   the loader reads is ignored; a format-1 input saves as format 2, the
 *   same bytes in format 2's wrapping), and in any case bytes that load to
 *   an equal state and save to themselves;
 * - every legal move of every seat applies (each on its own clone) and
 *   leaves a sound game;
 * - the game then plays on soundly for 120 moves (next rounds
 *   included), with refused moves tried on the way; the choices come from
 *   a hash of the input, so a replay is exact.
 * SPDX-License-Identifier: MIT
 */
#include <string.h>

#include <uno/uno.h>

#include "fuzz.h"
#include "fuzz_game.h"
#include "uno_internal.h"

static void *no_memory(void *ptr, size_t size, void *user)
{
	(void)ptr;
	(void)size;
	(void)user;
	return NULL;
}

/* The game's save is the input: byte for byte, or for a format-1 input
 * the same bytes inside format 2's wrapping (a zero byte and the length
 * after the flags, the CRC at the end). */
static void check_saves_as_input(const uint8_t *saved, size_t n, const uint8_t *data, size_t size)
{
	if (data[4] == 1) {
		if (n == size + 9)
			FUZZ_CHECK(memcmp(saved, data, 4) == 0 && saved[4] == 2 &&
				   saved[5] == data[5] && memcmp(saved + 11, data + 6, size - 6) == 0);
	} else if (n == size) {
		FUZZ_CHECK(memcmp(saved, data, size) == 0);
	}
}

static void check_input(const uint8_t *data, size_t size)
{
	uno_game *g = NULL;
	uint8_t saved[UNO_SAVE_MAX];

	/* Without memory: refused, nothing returned. */
	int rc = uno_game_load(&g, data, size, no_memory, NULL);
	FUZZ_CHECK(rc == UNO_ENOMEM || rc == UNO_EFORMAT);
	FUZZ_CHECK(g == NULL);

	rc = uno_game_load(&g, data, size, NULL, NULL);
	FUZZ_CHECK(rc == UNO_OK || rc == UNO_EFORMAT);
	if (rc != UNO_OK) {
		FUZZ_CHECK(g == NULL);
		return;
	}
	FUZZ_CHECK(g != NULL);
	FUZZ_CHECK(size <= UNO_SAVE_MAX);
	FUZZ_CHECK(uno__check_invariants(g) == 0);

	/* The cards it plays with: never more than the variant's deck. */
	int cards = fuzz_count_cards(g);
	int deck = uno_rules_deck(uno_game_rules(g), NULL, 0);
	FUZZ_CHECK(cards >= 1 && cards <= deck);

	int n = uno_game_save(g, saved, sizeof saved);
	FUZZ_CHECK(n > 0 && n <= UNO_SAVE_MAX);
	check_saves_as_input(saved, (size_t)n, data, size);

	fuzz_check_game(g, cards);
	fuzz_check_save_edges(g);
	fuzz_apply_each_legal_move(g, cards);

	uint64_t rng = 0xcbf29ce484222325ull;
	for (size_t i = 0; i < size; i++)
		rng = (rng ^ data[i]) * 0x100000001b3ull;
	fuzz_play_on(g, cards, rng, 120);
	uno_game_free(g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static uint8_t whole[UNO_SAVE_MAX];

	check_input(data, size);
	size_t n = fuzz_reseal(data, size, whole);
	if (n)
		check_input(whole, n);
	return 0;
}
