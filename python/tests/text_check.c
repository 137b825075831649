/*
 * The C side of test_text.py: plays seeded games of a variant, choosing
 * each move from the current seat's legal moves with a 64-bit LCG that the
 * test repeats in Python, and prints every event the event hook hears in
 * the library's words (uno_event_text()) as each viewer is told it
 * (uno_event_for_seat()): the spectator, the spectator with host names for
 * the seats, and every seat. The test compares its lines with
 * Game.describe()'s for the same games.
 *
 * Usage: text-check VARIANT PLAYERS SEED GAMES MAX_MOVES
 * Output: one line per event and viewer: "<viewer>\t<text>" (viewer -1 is
 * the spectator, "n" the spectator with names).
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>
#include <stdlib.h>

#include "uno/uno.h"

static const char *const NAMES[UNO_MAX_PLAYERS] = { "Ann", "", "Cy", NULL, "Dee" };

static void say(const uno_game *g, const uno_event *ev, int viewer, const char *label,
		const char *const *names, size_t count)
{
	uno_event seen;
	char text[UNO_EVENT_TEXT_MAX + 64];

	if (uno_event_for_seat(g, viewer, ev, &seen) != UNO_OK ||
	    uno_event_text(uno_game_rules(g), &seen, viewer, names, count, text, sizeof text) < 0) {
		printf("%s\t(refused)\n", label);
		return;
	}
	printf("%s\t%s\n", label, text);
}

static void on_event(const uno_game *g, const uno_event *ev, void *user)
{
	char label[16];

	(void)user;
	say(g, ev, UNO_SPECTATOR, "-1", NULL, 0);
	say(g, ev, UNO_SPECTATOR, "n", NAMES, 5);
	for (int s = 0; s < uno_game_players(g); s++) {
		snprintf(label, sizeof label, "%d", s);
		say(g, ev, s, label, NULL, 0);
	}
}

int main(int argc, char **argv)
{
	const uno_rules *rules = NULL;
	uno_hooks hooks = { .size = sizeof hooks, .event = on_event };
	uno_move moves[UNO_MAX_MOVES];

	if (argc != 6 || uno_rules_builtin(&rules, argv[1]) != UNO_OK) {
		fprintf(stderr, "usage: text-check VARIANT PLAYERS SEED GAMES MAX_MOVES\n");
		return 2;
	}
	int players = atoi(argv[2]);
	unsigned long long seed = strtoull(argv[3], NULL, 10);
	int games = atoi(argv[4]), max_moves = atoi(argv[5]);

	for (int i = 0; i < games; i++) {
		uno_game *g = NULL;
		uint64_t x = seed + (uint64_t)i;

		if (uno_game_new(&g, rules, players, seed + (uint64_t)i, NULL, NULL) != UNO_OK ||
		    uno_game_set_hooks(g, &hooks, NULL) != UNO_OK) {
			fprintf(stderr, "text-check: no game of %s\n", argv[1]);
			return 1;
		}
		printf("game %d\n", i);
		for (int m = 0; m < max_moves; m++) {
			int phase = uno_game_phase(g);
			if (phase == UNO_PHASE_MATCH_OVER)
				break;
			if (phase == UNO_PHASE_ROUND_OVER) {
				if (uno_game_next_round(g) != UNO_OK)
					break;
				continue;
			}
			int seat = uno_game_current_player(g);
			int n = uno_game_legal_moves(g, seat, moves, UNO_MAX_MOVES);
			if (seat < 0 || n <= 0)
				break;
			x = x * UINT64_C(6364136223846793005) + UINT64_C(1442695040888963407);
			if (uno_game_apply(g, seat, &moves[(x >> 33) % (uint64_t)n]) != UNO_OK)
				break;
		}
		uno_game_free(g);
	}
	return 0;
}
