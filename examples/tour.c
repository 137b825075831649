/*
 * A short tour of the libuno API: create a Classic game, list the moves the
 * player to act may make, apply one, look at the game, free it.
 *
 * Build against an installed libuno:
 *     cc tour.c $(pkg-config --cflags --libs uno) -o tour
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>

#include <uno/uno.h>

int main(void)
{
	const uno_rules *classic;
	uno_game *game;
	uno_move moves[UNO_MAX_MOVES];
	uno_card hand[UNO_MAX_DECK], top;
	char text[16];
	int rc, seat, count, other;

	/* Built-in rule tables are found by name and never freed. */
	rc = uno_rules_builtin(&classic, "classic");
	if (rc == UNO_OK)
		rc = uno_game_new(&game, classic, 4, 42, NULL, NULL);
	if (rc != UNO_OK) {
		fprintf(stderr, "tour: %s\n", uno_strerror(rc));
		return 1;
	}

	/* One decision is pending at a time; this seat owns it. */
	seat = uno_game_current_player(game);
	uno_game_top_card(game, &top);
	uno_card_format(top, text, sizeof text);
	printf("dealer %d, top card %s, seat %d to act\n",
	       uno_game_dealer(game), text, seat);

	count = uno_game_hand(game, seat, hand, UNO_MAX_DECK);
	printf("seat %d holds:", seat);
	for (int i = 0; i < count; i++) {
		uno_card_format(hand[i], text, sizeof text);
		printf(" %s", text);
	}
	printf("\n");

	/* Count-then-fill: UNO_MAX_MOVES always holds every legal move. */
	count = uno_game_legal_moves(game, seat, moves, UNO_MAX_MOVES);
	if (count <= 0) {
		fprintf(stderr, "tour: no legal move\n");
		uno_game_free(game);
		return 1;
	}
	printf("legal moves:");
	for (int i = 0; i < count; i++) {
		uno_move_format(&moves[i], text, sizeof text);
		printf(" %s", text);
	}
	printf("\n");

	/* Any listed move is accepted; the first one will do. */
	uno_move_format(&moves[0], text, sizeof text);
	rc = uno_game_apply(game, seat, &moves[0]);
	if (rc != UNO_OK) {
		fprintf(stderr, "tour: %s: %s\n", uno_strerror(rc),
			uno_game_errmsg(game));
		uno_game_free(game);
		return 1;
	}
	printf("seat %d played '%s': now %d cards, seat %d to act\n", seat,
	       text, uno_game_hand_size(game, seat),
	       uno_game_current_player(game));

	/* A move out of turn is refused with a reason and changes nothing. */
	other = (uno_game_current_player(game) + 1) % uno_game_players(game);
	rc = uno_game_apply_text(game, other, "draw");
	printf("seat %d tries 'draw': %s (%s)\n", other, uno_strerror(rc),
	       uno_game_errmsg(game));

	uno_game_free(game);
	return 0;
}
