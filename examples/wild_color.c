/*
 * Leaving a wild's color to the color hook: uno_game_legal_moves() lists
 * every wild once per color, ready to apply. A host that asks its player
 * (or its own code) for the color afterwards plays the wild with
 * UNO_NO_COLOR instead; the game then waits for a color, and a
 * choose_color hook answers at once.
 *
 * Build against an installed libuno:
 *     cc wild_color.c $(pkg-config --cflags --libs uno) -o wild_color
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>

#include <uno/uno.h>

/* Names the color the seat holds most cards of (red if it holds none). */
static int most_held_color(const uno_game *game, int seat, void *user)
{
	uno_card hand[UNO_MAX_DECK];
	int count[4] = { 0 }, best = 0;
	int n = uno_game_hand(game, seat, hand, UNO_MAX_DECK);

	(void)user;
	for (int i = 0; i < n && i < UNO_MAX_DECK; i++)
		if (hand[i].color < 4)
			count[hand[i].color]++;
	for (int c = 1; c < 4; c++)
		if (count[c] > count[best])
			best = c;
	printf("the hook names %s for seat %d\n", uno_color_name(best), seat);
	return best;
}

int main(void)
{
	const uno_rules *classic;
	uno_game *game;
	uno_hooks hooks = { .size = sizeof hooks, .choose_color = most_held_color };
	uno_move moves[UNO_MAX_MOVES];
	char text[16];
	int rc;

	rc = uno_rules_builtin(&classic, "classic");
	if (rc == UNO_OK)
		rc = uno_game_new(&game, classic, 4, 42, NULL, NULL);
	if (rc != UNO_OK) {
		fprintf(stderr, "wild_color: %s\n", uno_strerror(rc));
		return 1;
	}
	uno_game_set_hooks(game, &hooks, NULL);

	/* Plays the first listed move of each seat until a wild is played. */
	for (int turn = 0; turn < 500; turn++) {
		int seat = uno_game_current_player(game);
		int count = uno_game_legal_moves(game, seat, moves, UNO_MAX_MOVES);
		uno_move move;
		int wild = 0;

		if (seat < 0 || count <= 0)
			break;
		move = moves[0];
		for (int i = 0; i < count; i++)
			if (moves[i].type == UNO_MOVE_PLAY && uno_kind_is_wild(moves[i].card.kind)) {
				move = moves[i];
				/* No color: the game asks the choose_color hook. */
				move.color = UNO_NO_COLOR;
				wild = 1;
				break;
			}
		uno_move_format(&move, text, sizeof text);
		rc = uno_game_apply(game, seat, &move);
		if (rc != UNO_OK) {
			fprintf(stderr, "wild_color: %s: %s\n", uno_strerror(rc),
				uno_game_errmsg(game));
			uno_game_free(game);
			return 1;
		}
		if (wild) {
			printf("seat %d played %s; the color is now %s\n", seat, text,
			       uno_color_name(uno_game_current_color(game)));
			break;
		}
	}
	uno_game_free(game);
	return 0;
}
