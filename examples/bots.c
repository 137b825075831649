/*
 * The bots of the examples (see bots.h for how they play): the reference
 * policy, and the library's random, greedy, search and tree search bots.
 * SPDX-License-Identifier: MIT
 */
#include "bots.h"

#include <string.h>

#include "cli.h"

static const char *const kind_names[BOT_KIND_COUNT] = {
	"random", "greedy", "reference", "search", "easy", "medium", "hard", "expert", "ismcts",
};

const char *bot_kind_name(int kind)
{
	return kind >= 0 && kind < BOT_KIND_COUNT ? kind_names[kind] : NULL;
}

static int kind_lookup(const char *name, size_t len)
{
	for (int k = 0; k < BOT_KIND_COUNT; k++)
		if (strlen(kind_names[k]) == len && strncmp(kind_names[k], name, len) == 0)
			return k;
	return -1;
}

int bot_parse_list(const char *text, int kinds[UNO_MAX_PLAYERS])
{
	int n = 0;
	const char *p = text;

	for (;;) {
		const char *end = strchr(p, ',');
		size_t len = end ? (size_t)(end - p) : strlen(p);
		int k = kind_lookup(p, len);

		if (k < 0) {
			char known[128] = "";
			for (int j = 0; j < BOT_KIND_COUNT; j++) {
				strcat(known, kind_names[j]);
				strcat(known, j + 2 < BOT_KIND_COUNT ? ", " : j + 1 < BOT_KIND_COUNT ? " or " : "");
			}
			cli_fail("--bots: '%.*s' is not a bot (%s)", (int)len, p, known);
			return -1;
		}
		if (n == UNO_MAX_PLAYERS) {
			cli_fail("--bots: more than %d seats", UNO_MAX_PLAYERS);
			return -1;
		}
		kinds[n++] = k;
		if (!end)
			return n;
		p = end + 1;
	}
}

/* ---- what a bot knows ---- */

static bool same_card(uno_card a, uno_card b)
{
	return a.kind == b.kind && a.color == b.color;
}

/* Does a move answer the pending decision (not a call or a catch)? */
static bool answers(const uno_move *m)
{
	return m->type != UNO_MOVE_UNO && m->type != UNO_MOVE_CATCH;
}

/* ---- reference ---- */

/*
 * A card uniformly among the distinct playable cards listed (the list is
 * sorted, so a card's variants are adjacent), its color uniform among the
 * listed ones, the UNO call whenever it is listed with the card (the play
 * leaves one card); else draw or pass. The drawn
 * card is the only play listed after a draw, so it is played. Other
 * decisions: uniform among the answers.
 */
static int reference_decide(const uno_game *g, const uno_move *moves, int n,
			    uint64_t *rng, uno_move *out)
{
	int phase = uno_game_phase(g), cards = 0, first = -1, answer = -1;

	if (phase == UNO_PHASE_PLAY || phase == UNO_PHASE_DRAWN) {
		for (int i = 0; i < n; i++) {
			if (moves[i].type == UNO_MOVE_PLAY) {
				if (i == 0 || moves[i - 1].type != UNO_MOVE_PLAY ||
				    !same_card(moves[i - 1].card, moves[i].card))
					cards++;
				if (first < 0)
					first = i;
			} else if (answer < 0 && (moves[i].type == UNO_MOVE_DRAW ||
						  moves[i].type == UNO_MOVE_PASS)) {
				answer = i;
			}
		}
		if (cards > 0) {
			/* The k-th distinct card, counting from the first play. */
			int k = cards > 1 ? (int)cli_rand_below(rng, (uint32_t)cards) : 0;
			int i = first;
			while (k > 0) {
				i++;
				if (!same_card(moves[i - 1].card, moves[i].card))
					k--;
			}
			/* Its listed plays: the colors a wild may name, each
			 * with and without the UNO call. The call whenever it
			 * is listed (G-6: the library knows what a Discard All
			 * sheds), then a color at random. */
			int end = i + 1;
			bool call = moves[i].flags & UNO_MOVE_F_UNO;
			while (end < n && moves[end].type == UNO_MOVE_PLAY &&
			       same_card(moves[end].card, moves[i].card)) {
				call = call || (moves[end].flags & UNO_MOVE_F_UNO);
				end++;
			}
			int picks[UNO_MAX_MOVES], npicks = 0;
			for (int j = i; j < end; j++)
				if (((moves[j].flags & UNO_MOVE_F_UNO) != 0) == call)
					picks[npicks++] = j;
			int pick = npicks > 1 ? (int)cli_rand_below(rng, (uint32_t)npicks) : 0;
			*out = moves[picks[pick]];
			return UNO_OK;
		}
		if (answer >= 0) {
			*out = moves[answer];
			return UNO_OK;
		}
	}
	int options[UNO_MAX_MOVES], count = 0;
	for (int i = 0; i < n; i++)
		if (answers(&moves[i]))
			options[count++] = i;
	if (count == 0)
		return UNO_ESTATE;
	*out = moves[options[cli_rand_below(rng, (uint32_t)count)]];
	return UNO_OK;
}

/* ---- random, greedy and search: the library's bots ---- */

int bot_table_init(struct bot_table *t, const int kinds[], int players, uint64_t *rng)
{
	static const int library_kind[BOT_KIND_COUNT] = {
		[BOT_RANDOM] = UNO_BOT_RANDOM,
		[BOT_GREEDY] = UNO_BOT_GREEDY,
		[BOT_SEARCH] = UNO_BOT_SEARCH,
		[BOT_ISMCTS] = UNO_BOT_ISMCTS,
	};

	memset(t, 0, sizeof *t);
	t->players = players;
	for (int s = 0; s < players; s++) {
		uno_bot_options o;
		t->kinds[s] = kinds[s];
		if (kinds[s] == BOT_REFERENCE)
			continue;
		if (kinds[s] >= BOT_EASY && kinds[s] <= BOT_EXPERT)
			uno_bot_options_level(&o, kinds[s] - BOT_EASY);
		else
			uno_bot_options_init(&o, library_kind[kinds[s]]);
		/* Seeded from the game's generator: a run's seed replays it. */
		o.seed = cli_rand_next(rng);
		t->history = t->history || o.kind >= UNO_BOT_SEARCH;
		int rc = uno_bot_new(&t->bots[s], &o, NULL, NULL);
		if (rc != UNO_OK) {
			bot_table_free(t);
			return rc;
		}
	}
	return UNO_OK;
}

void bot_table_free(struct bot_table *t)
{
	for (int s = 0; s < t->players; s++)
		uno_bot_free(t->bots[s]);
	memset(t, 0, sizeof *t);
}

/* ---- entry points ---- */

int bot_decide(const struct bot_table *t, const uno_game *game, int seat, uint64_t *rng,
	       uno_move *out)
{
	uno_move moves[UNO_MAX_MOVES];

	if (t->bots[seat])
		return uno_bot_choose(t->bots[seat], game, seat, out);
	int n = uno_game_legal_moves(game, seat, moves, UNO_MAX_MOVES);

	if (n < 0)
		return n;
	if (n > UNO_MAX_MOVES)
		return UNO_ENOSPC;
	return reference_decide(game, moves, n, rng, out);
}

int bot_bystand(const struct bot_table *t, const uno_game *game, int seat, uno_move *out)
{
	/* The reference bot always calls with its play: nothing to do here. */
	return t->bots[seat] ? uno_bot_act(t->bots[seat], game, seat, out) : 0;
}
