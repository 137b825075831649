/*
 * libuno: a rules engine for UNO and its official variants.
 * SPDX-License-Identifier: MIT
 */
/**
 * @file bot.h
 * @brief Computer players: a random baseline, a greedy player, an
 *        information-set Monte Carlo search and the benchmarks' reference
 *        policy.
 *
 * A ::uno_bot answers the decision pending for a seat (uno_bot_choose())
 * and the moves a seat may make out of turn (uno_bot_act()), in every
 * variant, house rule and referee mode. Every move it returns is legal
 * (uno_game_check_move() gives ::UNO_OK with ::UNO_REASON_OK): a bot never
 * misplays. A bot sees only what its seat may see (its view,
 * uno_game_view(), and what the round's history told it, uno_game_belief();
 * the search samples the rest with uno_game_determinize_ex()), so a host
 * may give it the real game.
 *
 * Bots are deterministic: the randomness of a decision comes from the
 * bot's seed and the seat's view alone (a 64-bit digest of the fields of
 * its ::uno_view, mixed with the seed), so the same seed and view give the
 * same move, and asking twice gives the same answer. All the memory a bot
 * uses is taken by uno_bot_new(); deciding never allocates. A bot is used
 * by one thread at a time; different bots may be used from different
 * threads at once.
 *
 * The kinds (doc/bots.md has their measured strength):
 *
 * - ::UNO_BOT_RANDOM, the baseline: on its turn it plays a card chosen
 *   uniformly among the distinct cards it may play, and draws only when it
 *   can play nothing; a wild's color and whether it calls UNO with its
 *   second-to-last card are coin tosses; every other decision is uniform
 *   among the answers listed for it. Out of turn it calls a forgotten UNO
 *   one time in four, catches three times in eight and jumps in one time
 *   in two.
 * - ::UNO_BOT_GREEDY: plays colored action cards first, then numbers of
 *   the color it holds most (higher first), then wilds, the draw wilds
 *   last (so it never bluffs); keeps a drawn wild while it holds three or
 *   more cards; names the color it holds most; always calls UNO with its
 *   second-to-last card; stacks (H-1) or deflects (H-9) whenever it can,
 *   and plays every card of a number it may (H-10); challenges a draw
 *   card when the chance that it was a bluff, estimated from the unseen
 *   cards, makes a challenge pay (C-7); swaps with (H-5), and casts to
 *   (CC-3), the opponent holding the fewest cards; gives a teammate who
 *   went out its numbers first, highest first, and its wilds last (TM-7).
 *   Out of turn it calls UNO, catches every opponent it can (G-6), catches
 *   every opponent's misplay and jumps in whenever it can (H-4).
 * - ::UNO_BOT_SEARCH: information-set Monte Carlo search. Every answer
 *   the seat may give (a wild naming only colors the seat holds) is played
 *   out to the end of the round in worlds consistent with the seat's view
 *   and with what the round's history told it (uno_game_determinize_ex()
 *   with ::UNO_DETERMINIZE_HISTORY), every seat playing on as the greedy bot
 *   does. The budget is `playouts` playouts in all over `determinizations`
 *   worlds, spent by sequential halving; a decision also simulates at most
 *   24 moves per playout of the budget, which bounds its time when rounds
 *   run long. The greedy bot's own answer is played unless another beats
 *   its mean value, on the same worlds and draws, by more than one
 *   standard error. A playout scores 1 when the seat's team wins the
 *   round, and a lost one minus 0.02 per card left in the seat's hand;
 *   where each seat scores its own hand (Challenge UNO,
 *   ::UNO_OPT_LOWEST_SCORE_WINS) a lost round scores minus the seat's hand
 *   points over 200 (at most minus 1). Out of turn it acts as the greedy
 *   bot does.
 * - ::UNO_BOT_ISMCTS: information-set Monte Carlo tree search, multi-step:
 *   it also searches the seat's own later decisions of the round. One
 *   tree per decision, its nodes the sequences of moves from the decision
 *   (the same in every sampled world where they were made); `playouts` is
 *   the number of iterations, each in one of `determinizations` worlds
 *   sampled as the search bot samples them (the draw pile shuffled again
 *   for each). An iteration walks down the tree, choosing the seat's
 *   answers by UCB1 among those legal in its world (the greedy answer
 *   tried first), the other seats moving as the greedy bot does; grows one
 *   node; plays the round out as the search bot's playouts do; and scores
 *   it as they do. It plays the answer tried most, unless the greedy bot's
 *   own answer is not clearly worse (by one standard error). The same
 *   bound on simulated moves applies. At the same budget it plays a
 *   little weaker than ::UNO_BOT_SEARCH and takes about 1.6 times as long
 *   (doc/bots.md has the measured figures). Out of turn it acts as the
 *   greedy bot does.
 * - ::UNO_BOT_REFERENCE: the reference policy the performance figures are
 *   measured with, ::UNO_PLAYOUT_REFERENCE of uno_game_playout() (game.h
 *   documents it): a card uniformly among the distinct cards it may play,
 *   a wild's color uniform, always with the UNO call when the play leaves
 *   one card; when it can play nothing it draws, and plays the drawn card
 *   when it can; every other decision uniform among the listed answers.
 *   Its choices come from the bot's generator (seeded from its seed and
 *   the seat's view, as every bot's), so its moves are the playout's
 *   policy but not the playout's draws; a host that wants those draws
 *   from its own generator asks uno_game_policy_move(). Beside its
 *   decision it makes only the move the policy makes first: its own
 *   missed UNO call, when the decision pending is its own
 *   (uno_bot_act()); it never catches or jumps in. It has no guard
 *   against a looping round (::UNO_PLAYOUT_REFERENCE): a host bounds its
 *   loop, as uno_game_advance()'s @p max_moves does.
 */
#ifndef UNO_BOT_H
#define UNO_BOT_H

#include "game.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief An opaque computer player.
 * @since 1.0
 */
typedef struct uno_bot uno_bot;

/**
 * @brief The kinds of bot (see the file's description).
 * @since 1.0
 */
typedef enum uno_bot_kind {
	UNO_BOT_RANDOM = 0, /**< The baseline: uniform among its options, plays rather than draws. */
	UNO_BOT_GREEDY = 1, /**< Fixed rules: actions early, wilds kept, most held color. */
	UNO_BOT_SEARCH = 2, /**< Information-set Monte Carlo search over determinizations. */
	UNO_BOT_ISMCTS = 3,   /**< Information-set Monte Carlo tree search. @since 1.0 */
	UNO_BOT_REFERENCE = 4 /**< The reference policy of the benchmarks (::UNO_PLAYOUT_REFERENCE). @since 1.0 */
} uno_bot_kind;

/** @brief Default `playouts` of a search bot. @since 1.0 */
#define UNO_BOT_DEFAULT_PLAYOUTS 1000u
/** @brief Default `determinizations` of a search bot. @since 1.0 */
#define UNO_BOT_DEFAULT_DETERMINIZATIONS 50u

/**
 * @brief How to make a bot. Fill it with uno_bot_options_init(), then
 *        change what you need. The struct only grows at the end: `size`
 *        tells the library which members the caller knows.
 * @since 1.0
 */
typedef struct uno_bot_options {
	uint32_t size;             /**< sizeof(uno_bot_options) as compiled by the caller. */
	int32_t kind;              /**< A ::uno_bot_kind. */
	uint32_t playouts;         /**< Search: playouts (tree search: iterations) per decision in all, at least `determinizations`. */
	uint32_t determinizations; /**< Search and tree search: sampled worlds per decision, at least 1. */
	uint64_t seed;             /**< Seeds every random choice of the bot. */
	/** Of every 256 decisions uno_bot_choose() answers, about this many
	 * are answered the random bot's way instead (0, the default: never;
	 * 256: always): how the difficulty levels below the greedy bot make
	 * mistakes. Moves out of turn (uno_bot_act()) are not affected.
	 * @since 1.0 */
	uint32_t mistakes;
} uno_bot_options;

/**
 * @brief The difficulty ladder: bots of increasing strength, each beating
 *        the one below head to head (doc/bots.md, "The ladder", has the
 *        measured figures).
 * @since 1.0
 */
typedef enum uno_bot_level {
	UNO_BOT_EASY = 0,   /**< The random bot. */
	UNO_BOT_MEDIUM = 1, /**< The greedy bot answering half its decisions at random. */
	UNO_BOT_HARD = 2,   /**< The greedy bot. */
	UNO_BOT_EXPERT = 3  /**< The search bot at its default budget. */
} uno_bot_level;

/** @brief uno_bot_options::mistakes of ::UNO_BOT_MEDIUM. @since 1.0 */
#define UNO_BOT_MEDIUM_MISTAKES 128u

/**
 * @brief Fills options with the defaults of a kind: the default budget
 *        (::UNO_BOT_DEFAULT_PLAYOUTS, ::UNO_BOT_DEFAULT_DETERMINIZATIONS,
 *        which decides in a few milliseconds; doc/bots.md) and seed 0.
 * @param[out] options The options; `size` is set too.
 * @param kind A ::uno_bot_kind.
 * @return ::UNO_OK, or ::UNO_EINVAL (NULL, unknown kind; @p options is then
 *         untouched).
 * @since 1.0
 */
UNO_API int uno_bot_options_init(uno_bot_options *options, int kind);

/**
 * @brief Fills options with the bot of a difficulty level (::uno_bot_level):
 *        its kind, budget and mistakes, and seed 0.
 * @param[out] options The options; `size` is set too.
 * @param level A ::uno_bot_level.
 * @return ::UNO_OK, or ::UNO_EINVAL (NULL, unknown level; @p options is
 *         then untouched).
 * @since 1.0
 */
UNO_API int uno_bot_options_level(uno_bot_options *options, int level);

/**
 * @brief Makes a bot, taking all the memory it will ever use.
 *
 * Every bot is one allocation (about 20 KiB: its move lists and the
 * search's tallies); a search bot takes two more, a game's worth of scratch
 * memory each (about 5 KiB); a tree search bot also takes its tree, 48
 * bytes a node for `playouts` + 1 nodes, at most 65,536 (47 KiB at the
 * default budget).
 * @param[out] out The new bot; free it with uno_bot_free(). NULL on error.
 * @param options The options; the bot keeps a copy.
 * @param alloc Allocator for this bot, or NULL for malloc().
 * @param user Passed to @p alloc.
 * @return ::UNO_OK, ::UNO_EINVAL (NULL pointers, `size` smaller than the
 *         first release's struct, unknown kind, a search budget of zero
 *         playouts or worlds, or fewer playouts than worlds),
 *         ::UNO_ENOMEM.
 * @since 1.0
 */
UNO_API int uno_bot_new(uno_bot **out, const uno_bot_options *options,
			uno_alloc_fn alloc, void *user);

/**
 * @brief Frees a bot. Uninstall it first from every game it answers for
 *        (uno_bot_install()).
 * @param bot The bot, or NULL (then nothing happens).
 * @since 1.0
 */
UNO_API void uno_bot_free(uno_bot *bot);

/**
 * @brief Chooses the move that answers the decision pending for a seat.
 *
 * Plays, draws and passes, colors, challenges and accepts, stacks (H-1),
 * hand-offs (TM-7), Casting Call distributions (CC-3) and swaps (H-5):
 * whatever the phase asks of the seat. Calls, catches and jump-ins are
 * out-of-turn moves: ask uno_bot_act() for them (before this, if a host
 * wants its bots to catch and call first). The move is legal now; the game
 * is not changed (apply the move with uno_game_apply()). Nothing is
 * allocated. May be called from a hook of @p game.
 * @param bot The bot.
 * @param game The game. The bot reads only what @p seat may see.
 * @param seat The seat; it must be the seat to decide
 *        (uno_game_current_player()).
 * @param[out] move The move.
 * @return ::UNO_OK; ::UNO_EINVAL (NULL pointers, seat out of range);
 *         ::UNO_ESTATE (no round in progress, or @p seat is not the seat
 *         to decide).
 * @since 1.0
 */
UNO_API int uno_bot_choose(uno_bot *bot, const uno_game *game, int seat,
			   uno_move *move);

/**
 * @brief Chooses a move a seat makes out of turn, or beside its decision:
 *        calling its own UNO (G-6), catching a seat that did not (G-6),
 *        catching a misplay or jumping in (H-4).
 *
 * A host asks every seat, and applies the move when there is one, before
 * asking the seat to decide with uno_bot_choose(). A bot never catches its
 * own teammate. Nothing is allocated.
 * @param bot The bot.
 * @param game The game.
 * @param seat Any seat.
 * @param[out] move The move, when there is one (legal now).
 * @return 1 with @p move set, 0 when the seat does nothing now (also when
 *         no round is in progress), ::UNO_EINVAL (NULL pointers, seat out
 *         of range).
 * @since 1.0
 */
UNO_API int uno_bot_act(uno_bot *bot, const uno_game *game, int seat,
			uno_move *move);

/**
 * @brief Lets bots answer the decisions of their seats through the game's
 *        hooks.
 *
 * Seat s (s < @p count) with `bots[s]` not NULL then gets its color,
 * challenge, cast, give and swap decisions answered by that bot, within
 * uno_game_apply() (as uno_game_set_hooks() documents); plays, draws,
 * stacks and out-of-turn moves stay with the host (uno_bot_choose(),
 * uno_bot_act()). The host's hooks already installed stay in force: its
 * `draw` and `event` hooks are called as before, and its decision hooks
 * answer for the seats without a bot, all with the host's `user` pointer.
 * A later uno_game_set_hooks() replaces everything, the bots included
 * (install them again after it). Installing again replaces the previous
 * bots; @p count 0 (or @p bots NULL) uninstalls them and puts the host's
 * hooks back as they were. If a decision a bot answers is pending, it is
 * answered at once, within this call. A clone has no bots.
 * @param game The game.
 * @param bots One bot or NULL per seat, from seat 0; NULL when @p count is 0.
 *        The bots must outlive their installation.
 * @param count The number of entries, 0 to the game's players.
 * @return ::UNO_OK, ::UNO_EINVAL (NULL game, @p count out of range, NULL
 *         @p bots with a non-zero count), ::UNO_EBUSY (called from a hook).
 * @since 1.0
 */
UNO_API int uno_bot_install(uno_game *game, uno_bot *const bots[], int count);

/**
 * @brief Lets the bots play until a seat without a bot must decide: the
 *        loop a host with human players runs between two human moves.
 *
 * Before every move, each seat with a bot, clockwise from the seat to
 * decide, is asked for a move out of turn (uno_bot_act(): its own UNO
 * call, a catch, a jump-in); the first such move is applied and the
 * question is asked again. When no bot acts out of turn and the decision
 * pending belongs to a seat with a bot, that bot answers it
 * (uno_bot_choose()) and the loop goes on. It stops when the decision
 * belongs to a seat without a bot (ask uno_game_current_player() which),
 * when the round or the match is over (the host calls
 * uno_game_next_round()), or after @p max_moves moves. A host whose humans
 * may also catch or jump in passes @p max_moves 1 and offers them their
 * moves out of turn between calls. The hooks of @p game are called as for
 * any uno_game_apply().
 * @param game The game.
 * @param bots One bot or NULL per seat, from seat 0: seat s has a bot when
 *        s < @p count and `bots[s]` is not NULL. NULL when @p count is 0.
 * @param count The number of entries, 0 to the game's players.
 * @param max_moves The most moves to apply, or 0 for no limit.
 * @return The number of moves applied (0 when a seat without a bot must
 *         decide at once, or no round is in progress); ::UNO_EINVAL (NULL
 *         game, @p count out of range, NULL @p bots with a non-zero count,
 *         negative @p max_moves) and ::UNO_EBUSY (called from a hook of
 *         @p game), with the game as it was; or the status of a move
 *         uno_game_apply() refused (a host's hook refusing an answer, say),
 *         which stops the loop with the moves before it applied.
 * @since 1.0
 */
UNO_API int uno_game_advance(uno_game *game, uno_bot *const bots[], int count,
			     int max_moves);

#ifdef __cplusplus
}
#endif

#endif /* UNO_BOT_H */
