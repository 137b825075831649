/*
 * The bots of the examples (see bots.h for how they play), all the
 * library's: the reference policy (uno_game_policy_move(), drawing from
 * the game's stream), and the random, greedy, search and tree search bots.
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

/* ---- reference: the library's policy, drawing from the game's stream ---- */

/* The programs' generator as the policy's source of choices: a seed
 * replays the reference bot's games too. */
static uint32_t stream_choice(uint32_t n, void *user)
{
	return cli_rand_below(user, n);
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
		t->history = t->history || o.kind == UNO_BOT_SEARCH || o.kind == UNO_BOT_ISMCTS;
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
	if (t->bots[seat])
		return uno_bot_choose(t->bots[seat], game, seat, out);
	return uno_game_policy_move(game, UNO_PLAYOUT_REFERENCE, stream_choice, rng, out);
}

int bot_bystand(const struct bot_table *t, const uno_game *game, int seat, uno_move *out)
{
	/* The reference bot always calls with its play: nothing to do here. */
	return t->bots[seat] ? uno_bot_act(t->bots[seat], game, seat, out) : 0;
}
