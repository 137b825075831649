/*
 * A consumer of the installed libuno, built by the install test with
 * nothing but `pkg-config --cflags --libs uno`: if the headers, uno.pc or
 * the library links are wrong, this fails to compile, link or run.
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>

#include <uno/uno.h>

int main(void)
{
	const uno_rules *classic;
	uno_game *game = NULL;
	uno_move moves[UNO_MAX_MOVES];
	int rc, seat, count;

	/* Headers and library must come from the same release. */
	if (uno_version() != UNO_VERSION_NUMBER) {
		fprintf(stderr, "consumer: headers %d, library %d\n",
			UNO_VERSION_NUMBER, uno_version());
		return 1;
	}

	rc = uno_rules_builtin(&classic, "classic");
	if (rc == UNO_OK)
		rc = uno_game_new(&game, classic, 4, 7, NULL, NULL);
	if (rc != UNO_OK) {
		fprintf(stderr, "consumer: %s\n", uno_strerror(rc));
		return 1;
	}

	seat = uno_game_current_player(game);
	count = uno_game_legal_moves(game, seat, moves, UNO_MAX_MOVES);
	rc = count > 0 ? uno_game_apply(game, seat, &moves[0]) : UNO_ESTATE;
	if (rc != UNO_OK) {
		fprintf(stderr, "consumer: seat %d, %d moves: %s\n", seat,
			count, uno_strerror(rc));
		uno_game_free(game);
		return 1;
	}

	uno_game_free(game);
	printf("ok\n");
	return 0;
}
