/*
 * Fuzz target: the library's bots (bot.h) in any position a saved game can
 * hold. The input is a saved game, as for the load target (and its corpus
 * is the load corpus); when it loads, bots of every kind play it on for up
 * to 40 decisions (next rounds included), the search on a small budget.
 * Whatever the position:
 * - uno_bot_act() of every seat returns 0 or 1, and its move is legal
 *   outright (UNO_REASON_OK: never a misplay the referee would let stand);
 * - uno_bot_choose() of the seat to decide returns UNO_OK and a move legal
 *   outright, and refuses every other seat with UNO_ESTATE;
 * - the bot reads nothing hidden: the same bot asked again after the
 *   cards the seat cannot see were dealt again among themselves
 *   (uno_game_determinize() of a clone for that seat) gives the same move;
 * - every move applies (fuzz_attempt()) and the game keeps every invariant
 *   (fuzz_check_game()) after each;
 * - with an odd input size the bots also stand in for every seat's hooks
 *   (uno_bot_install()), which then answer the decisions they cover.
 * SPDX-License-Identifier: MIT
 */
#include <string.h>

#include <uno/uno.h>

#include "fuzz.h"
#include "fuzz_game.h"
#include "uno_internal.h"

#define DECISIONS 40
#define KINDS 4 /* random, greedy, search, ismcts */

static uno_bot *make_bot(int kind, uint64_t seed)
{
	uno_bot_options o;
	uno_bot *bot = NULL;

	FUZZ_CHECK(uno_bot_options_init(&o, kind) == UNO_OK);
	o.seed = seed;
	if (kind >= UNO_BOT_SEARCH) {
		o.playouts = 12;
		o.determinizations = 3;
	}
	FUZZ_CHECK(uno_bot_new(&bot, &o, NULL, NULL) == UNO_OK && bot != NULL);
	return bot;
}

static void check_legal(const uno_game *g, int seat, const uno_move *m)
{
	int reason = -1;

	FUZZ_CHECK(uno_game_check_move(g, seat, m, &reason) == UNO_OK);
	FUZZ_CHECK(reason == UNO_REASON_OK);
}

static bool over(const uno_game *g)
{
	int phase = uno_game_phase(g);
	return phase == UNO_PHASE_ROUND_OVER || phase == UNO_PHASE_MATCH_OVER;
}

/* The same move when the seat's hidden cards are dealt again. */
static void check_hidden_unread(uno_bot *bot, const uno_game *g, int seat, const uno_move *m,
				uint64_t seed)
{
	uno_game *c = NULL;
	uno_move again;

	FUZZ_CHECK(uno_game_clone(&c, g) == UNO_OK);
	FUZZ_CHECK(uno_game_determinize(c, seat, seed) == UNO_OK);
	FUZZ_CHECK(uno_bot_choose(bot, c, seat, &again) == UNO_OK);
	FUZZ_CHECK(uno_move_compare(m, &again) == 0);
	uno_game_free(c);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static uint8_t whole[UNO_SAVE_MAX];
	uno_game *g = NULL;

	/* Damaged format 2 made whole again (fuzz_reseal()), so that the
	 * bots meet the games the fuzzer's changes make. */
	if (uno_game_load(&g, data, size, NULL, NULL) != UNO_OK) {
		size_t n = fuzz_reseal(data, size, whole);
		if (!n || uno_game_load(&g, whole, n, NULL, NULL) != UNO_OK)
			return 0;
	}
	int cards = fuzz_count_cards(g);
	int players = uno_game_players(g);
	uint64_t seed = size;
	for (size_t i = 0; i < size; i++)
		seed = (seed ^ data[i]) * 0x100000001b3ull;

	uno_bot *bots[KINDS], *seats[UNO_MAX_PLAYERS];
	for (int k = 0; k < KINDS; k++)
		bots[k] = make_bot(k, seed + (uint64_t)k);
	for (int p = 0; p < players; p++)
		seats[p] = bots[(uint64_t)(p + 1) * (seed | 1) % KINDS];
	if (size & 1)
		FUZZ_CHECK(uno_bot_install(g, seats, players) == UNO_OK);

	for (int step = 0; step < DECISIONS; step++) {
		int phase = uno_game_phase(g);
		if (phase == UNO_PHASE_MATCH_OVER)
			break;
		if (phase == UNO_PHASE_ROUND_OVER) {
			if (uno_game_next_round(g) != UNO_OK)
				break;
			fuzz_check_game(g, cards);
			continue;
		}
		uno_move m;
		for (int p = 0; p < players && !over(g); p++) {
			int rc = uno_bot_act(seats[p], g, p, &m);
			FUZZ_CHECK(rc == 0 || rc == 1);
			if (rc == 1) {
				check_legal(g, p, &m);
				FUZZ_CHECK(fuzz_attempt(g, p, &m, (int)(size & 1)) == UNO_OK);
			}
		}
		if (over(g))
			continue;
		int seat = uno_game_current_player(g);
		for (int p = 0; p < players; p++)
			if (p != seat)
				FUZZ_CHECK(uno_bot_choose(seats[p], g, p, &m) == UNO_ESTATE);
		FUZZ_CHECK(uno_bot_choose(seats[seat], g, seat, &m) == UNO_OK);
		check_legal(g, seat, &m);
		check_hidden_unread(seats[seat], g, seat, &m, seed + (uint64_t)step);
		FUZZ_CHECK(fuzz_attempt(g, seat, &m, (int)(size & 1)) == UNO_OK);
		fuzz_check_game(g, cards);
	}
	uno_game_free(g);
	for (int k = 0; k < KINDS; k++)
		uno_bot_free(bots[k]);
	return 0;
}
