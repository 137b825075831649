/*
 * The bots of uno-sim and uno-play. A bot only sees what a player at the
 * table sees: the public state of the game and its own hand, read through
 * <uno/uno.h>. Every random choice comes from the caller's generator, so a
 * seed replays the same games.
 *
 * random  The library's random bot (uno_bot, UNO_BOT_RANDOM in bot.h):
 *         plays a card chosen uniformly among the distinct cards it may
 *         play, and draws only when it cannot play; answers every other
 *         decision uniformly; out of turn it calls its own forgotten UNO,
 *         catches, or jumps in, each only sometimes.
 * greedy  The library's greedy bot (UNO_BOT_GREEDY): colored action cards
 *         first, then numbers of the color it holds most (higher first),
 *         then wilds, the draw wilds last; names the color it holds most;
 *         always calls UNO; challenges when the odds favour it; stacks,
 *         swaps and casts towards the seat holding the fewest cards; gives
 *         a teammate its numbers first; catches and jumps in whenever it
 *         can.
 * reference  The policy the performance goals are measured with (issue 8,
 *         bench/README.md): the library's UNO_PLAYOUT_REFERENCE (game.h),
 *         each move asked of uno_game_policy_move() with its choices drawn
 *         from the caller's generator. It plays a card chosen uniformly
 *         among the distinct cards it may play (a wild's color uniform),
 *         always with the UNO call; when it can play nothing it draws, and
 *         plays the drawn card when it can. Every other decision is
 *         uniform among the listed answers. At its own decision it first
 *         calls a UNO it missed; it never acts out of turn.
 * search  The library's search bot (UNO_BOT_SEARCH) at its default
 *         budget: information-set Monte Carlo search over worlds sampled
 *         from what the seat has seen; out of turn it acts as the greedy
 *         bot does. doc/bots.md tells how each of the library's bots plays.
 *         A library bot's seed is drawn from the caller's generator.
 * ismcts  The library's tree search (UNO_BOT_ISMCTS) at its default
 *         budget: information-set Monte Carlo tree search, which also
 *         searches the seat's own later decisions of the round.
 * easy, medium, hard, expert  The library's difficulty ladder
 *         (uno_bot_options_level(), UNO_BOT_EASY ...): the random bot, the
 *         greedy bot answering half its decisions at random, the greedy
 *         bot, the search bot.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_EXAMPLES_BOTS_H
#define UNO_EXAMPLES_BOTS_H

#include <stdbool.h>
#include <stdint.h>

#include <uno/uno.h>

enum bot_kind {
	BOT_RANDOM = 0,
	BOT_GREEDY = 1,
	BOT_REFERENCE = 2,
	BOT_SEARCH = 3,
	BOT_EASY = 4, /* the ladder's levels, BOT_EASY + uno_bot_level */
	BOT_MEDIUM = 5,
	BOT_HARD = 6,
	BOT_EXPERT = 7,
	BOT_ISMCTS = 8, /* after the levels: BOT_EASY + uno_bot_level stays true */
	BOT_KIND_COUNT = 9
};

/* The kinds before the levels: what --rating rates by default. */
#define BOT_BASIC_KINDS 4

/* "random", "greedy", "reference", "search", "easy", ..., "ismcts"; NULL for
 * anything else. */
const char *bot_kind_name(int kind);

/*
 * Parses a --bots value: one kind for every seat ("greedy"), or a
 * comma-separated list with one kind per seat ("greedy,random,random").
 * Returns the number of names (1 to UNO_MAX_PLAYERS), or -1 after a
 * message.
 */
int bot_parse_list(const char *text, int kinds[UNO_MAX_PLAYERS]);

/*
 * The bots of one game, a seat each: a library bot (bot.h) for the random,
 * greedy and search kinds, made once for the game so that deciding never
 * allocates; none for reference, whose moves uno_game_policy_move() gives
 * from the caller's generator.
 */
struct bot_table {
	int players;
	int kinds[UNO_MAX_PLAYERS];
	uno_bot *bots[UNO_MAX_PLAYERS];
	/* A search bot among them: it reads what the round's history tells
	 * (uno_game_belief()); without one, a game need not track it
	 * (uno_game_set_tracking()). */
	bool history;
};

/* Makes the bots of @players seats of the given kinds, their seeds drawn
 * from @rng. Returns UNO_OK, or a status with nothing left to free. */
int bot_table_init(struct bot_table *t, const int kinds[], int players, uint64_t *rng);
void bot_table_free(struct bot_table *t);

/*
 * The move @seat makes for the decision it owns now (a play, draw, pass,
 * color, challenge, accept, swap, give or cast; never a call or a catch).
 * Returns UNO_OK with *out set, or a negative status when the library
 * lists no move. The reference bot draws its choices from @rng.
 */
int bot_decide(const struct bot_table *t, const uno_game *game, int seat, uint64_t *rng,
	       uno_move *out);

/*
 * A move @seat makes out of turn, or next to its decision: call its own
 * UNO, catch a seat, or jump in (H-4). Returns 1 with *out set, 0 when it
 * does nothing, or a negative status.
 */
int bot_bystand(const struct bot_table *t, const uno_game *game, int seat, uno_move *out);

#endif /* UNO_EXAMPLES_BOTS_H */
