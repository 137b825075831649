/*
 * Writes tests/data/saves-libuno0.h: games saved by the library it is linked
 * with, as C arrays, for test_save.c's "a save written by libuno.so.0".
 * Run once against libuno.so.0 (the last commit of that ABI, 9bb7684) to make the
 * fixture; kept to show how the bytes were made:
 *
 *     cc tests/data/make-saves.c -I<0.2 headers> -L<0.2 lib> -luno -o make-saves
 *     ./make-saves > tests/data/saves-libuno0.h
 *
 * Each game: a seed, a seat count, and the first listed move applied
 * `moves` times. test_save.c plays the same games with this library and
 * expects the same bytes.
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>
#include <string.h>

#include <uno/uno.h>

/* Written into the header too, where test_save.c reads it. */
static const char defined[] =
	"[variant]\nformat = 1\nname = mini\nplayers = 2-6\n"
	"[options]\nhand_size = 5\n"
	"[deck]\n1-5 = 2\nS, D2 = 1\nD3 = 1\nW = 4\n"
	"[kind 1-5]\npoints = value\neffects = number\n"
	"[kind S]\npoints = 20\neffects = skip\n"
	"[kind D2]\npoints = 20\neffects = skip, draw 2\n"
	"[kind D3]\nnew = colored\nname = draw three\npoints = 30\neffects = skip, draw 3\n"
	"[kind W]\npoints = 50\neffects = none\nfirst = choose-color\n";

static int save_one(const char *name, uno_rules *rules, int players, uint64_t seed, int moves)
{
	uno_game *g;
	uint8_t buf[UNO_SAVE_MAX];

	if (uno_game_new(&g, rules, players, seed, NULL, NULL) != UNO_OK)
		return 1;
	for (int i = 0; i < moves; i++) {
		uno_move m;
		int seat = uno_game_current_player(g);
		if (seat < 0 || uno_game_legal_moves(g, seat, &m, 1) < 1 ||
		    uno_game_apply(g, seat, &m) != UNO_OK)
			return 1;
	}
	int n = uno_game_save(g, buf, sizeof buf);
	if (n < 0)
		return 1;
	printf("static const unsigned char %s[%d] = {", name, n);
	for (int i = 0; i < n; i++)
		printf("%s%u,", i % 20 ? " " : "\n\t", buf[i]);
	printf("\n};\n");
	uno_game_free(g);
	return 0;
}

int main(void)
{
	uno_rules *mini;
	const uno_rules *classic;

	printf("/* Made by tests/data/make-saves.c with libuno %s: do not edit. */\n",
	       uno_version_string());
	printf("static const char mini_with_d3[] =");
	for (const char *p = defined; *p;) {
		const char *nl = strchr(p, '\n');
		printf("\n\t\"%.*s\\n\"", (int)(nl - p), p);
		p = nl + 1;
	}
	printf(";\n");
	if (uno_rules_builtin(&classic, "classic") != UNO_OK ||
	    save_one("classic_4p_seed42", (uno_rules *)classic, 4, 42, 12) != 0)
		return 1;
	if (uno_rules_define(&mini, defined, strlen(defined), NULL, NULL, NULL) != UNO_OK ||
	    save_one("mini_3p_seed7", mini, 3, 7, 12) != 0)
		return 1;
	uno_rules_free(mini);
	return 0;
}
