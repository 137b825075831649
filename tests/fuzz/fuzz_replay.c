/*
 * Fuzz target: replaying move logs (save.h: uno_game_replay(); DESIGN.md
 * principle 9, a parser "that never trusts its input"; G-10).
 *
 * The input is handed to uno_game_replay() as log text. Whatever it holds:
 * - without memory, the replay fails with UNO_ENOMEM and returns no game;
 * - otherwise it succeeds, or fails with a documented status (a line that
 *   is not log text, or the status of a move or new round the game
 *   refused), returns no game and names the line that failed (from 1;
 *   0 when no line is to blame, as for an empty text);
 * - a game it returns satisfies every invariant (fuzz_check_game), is the
 *   same game when the text is replayed again (principle 6), has no log,
 *   and every legal move applies and the game plays on soundly.
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

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data;
	uno_game *g = NULL, *again = NULL;
	int bad = -1;

	int rc = uno_game_replay(&g, text, size, no_memory, NULL, &bad);
	FUZZ_CHECK(rc == UNO_ENOMEM && g == NULL);

	/* Lines in the text as the replay reads it (up to a NUL byte). */
	int lines = 1;
	for (size_t i = 0; i < size && data[i]; i++)
		lines += data[i] == '\n';

	bad = -1;
	rc = uno_game_replay(&g, text, size, NULL, NULL, &bad);
	if (rc != UNO_OK) {
		FUZZ_CHECK(rc == UNO_EPARSE || rc == UNO_EILLEGAL || rc == UNO_ETURN ||
			   rc == UNO_EINVAL || rc == UNO_ESTATE);
		FUZZ_CHECK(g == NULL);
		FUZZ_CHECK(bad >= 0 && bad <= lines);
		return 0;
	}
	FUZZ_CHECK(g != NULL && bad == 0);
	FUZZ_CHECK(uno__check_invariants(g) == 0);
	FUZZ_CHECK(uno_game_log_length(g) == 0);

	int cards = fuzz_count_cards(g);
	int deck = uno_rules_deck(uno_game_rules(g), NULL, 0);
	FUZZ_CHECK(cards >= 1 && cards <= deck);
	fuzz_check_game(g, cards);

	/* Deterministic: the same text gives the same game. */
	FUZZ_CHECK(uno_game_replay(&again, text, size, NULL, NULL, NULL) == UNO_OK);
	FUZZ_CHECK(uno__state_equal(again, g));
	uno_game_free(again);

	fuzz_apply_each_legal_move(g, cards);
	uint64_t rng = 0x84222325cbf29ce4ull;
	for (size_t i = 0; i < size; i++)
		rng = (rng ^ data[i]) * 0x100000001b3ull;
	fuzz_play_on(g, cards, rng, 100);
	uno_game_free(g);
	return 0;
}
