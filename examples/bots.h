/*
 * The bots of uno-sim and uno-play. A bot only sees what a player at the
 * table sees: the public state of the game and its own hand, read through
 * <uno/uno.h>. Every random choice comes from the caller's generator, so a
 * seed replays the same games.
 *
 * random  On its turn plays a card chosen uniformly among those it may
 *         play (a wild's color, and the UNO call with a second-to-last
 *         card, are then a coin toss), and draws only when it cannot play.
 *         Every other decision (play or keep a drawn card, challenge,
 *         stack, swap, give, cast) is uniform among the options, each card
 *         counting once. Out of turn it calls its own forgotten UNO,
 *         catches, or jumps in, each only sometimes.
 * greedy  Plays a card whenever it can: colored action cards first, then
 *         numbers (of the color it holds most, higher first), then wilds,
 *         the draw wilds (W4, W2, T4) last, so it never bluffs on its turn.
 *         Names the color it holds most; always calls UNO with the play
 *         (`!`); catches whenever it can; jumps in whenever it can. Keeps a
 *         drawn wild while it holds three or more cards. Challenges a draw
 *         card only when its player still holds three or more cards (a
 *         bluff is then likely, and a challenge pays from one chance in
 *         three); stacks whenever it can, colored cards before wilds; swaps
 *         (Seven-O) with the seat holding the fewest cards; gives a Casting
 *         Call's cards to the opponent holding the fewest; gives a teammate
 *         who went out its numbers first (highest first), then actions,
 *         keeping its wilds.
 * reference  The policy the performance goals are measured with (issue 8,
 *         bench/README.md; UNO_PLAYOUT_REFERENCE in game.h): plays a card
 *         chosen uniformly among the distinct cards it may play (a wild's
 *         color uniform), always with the UNO call; when it can play
 *         nothing it draws, and plays the drawn card when it can. Every
 *         other decision is uniform among the listed answers. It never
 *         acts out of turn.
 * search  The library's search bot (uno_bot, UNO_BOT_SEARCH in bot.h) at
 *         its default budget: information-set Monte Carlo search over
 *         worlds sampled from what the seat has seen. Out of turn it calls,
 *         catches and jumps in as the library's bot does (uno_bot_act()).
 *         Its seed is drawn from the caller's generator.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_EXAMPLES_BOTS_H
#define UNO_EXAMPLES_BOTS_H

#include <stdint.h>

#include <uno/uno.h>

enum bot_kind {
	BOT_RANDOM = 0,
	BOT_GREEDY = 1,
	BOT_REFERENCE = 2,
	BOT_SEARCH = 3,
	BOT_KIND_COUNT = 4
};

/* "random", "greedy", "reference" or "search"; NULL for anything else. */
const char *bot_kind_name(int kind);

/*
 * Parses a --bots value: one kind for every seat ("greedy"), or a
 * comma-separated list with one kind per seat ("greedy,random,random").
 * Returns the number of names (1 to UNO_MAX_PLAYERS), or -1 after a
 * message.
 */
int bot_parse_list(const char *text, int kinds[UNO_MAX_PLAYERS]);

/*
 * The move @seat makes for the decision it owns now (a play, draw, pass,
 * color, challenge, accept, swap, give or cast; never a call or a catch).
 * Returns UNO_OK with *out set, or a negative status when the library
 * lists no move.
 */
int bot_decide(const uno_game *game, int seat, int kind, uint64_t *rng, uno_move *out);

/*
 * A move @seat makes out of turn, or next to its decision: call its own
 * UNO, catch a seat, or jump in (H-4). Returns 1 with *out set, 0 when it
 * does nothing, or a negative status.
 */
int bot_bystand(const uno_game *game, int seat, int kind, uint64_t *rng, uno_move *out);

#endif /* UNO_EXAMPLES_BOTS_H */
