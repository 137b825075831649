/*
 * libuno: the bot handle, shared by bot.c (the API, the random and greedy
 * players, hooks) and bot_search.c (the information-set search).
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_BOT_INTERNAL_H
#define UNO_BOT_INTERNAL_H

#include "services/services.h"

/* Moves out of turn bots make between two decisions (uno_game_advance(),
 * batches): each changes the round for good (a call is made once, a catch
 * draws, a jump-in plays), so a few per seat is already more than any
 * round has; past that, something is wrong and only decisions are asked. */
#define UNO__OUT_OF_TURN_MAX (4 * UNO_MAX_PLAYERS)

struct uno_bot {
	uno_alloc_fn alloc;
	void *alloc_user;
	uno_bot_options opt;
	uint64_t rng[4];      /* this decision's generator (seed and what the seat sees) */
	uint64_t seed_key;    /* the seed, mixed: a decision's seed is it ^ the view's digest */
	/* Search scratch, taken by uno_bot_new() so that deciding never
	 * allocates: a sampled world, and the copy a playout runs on. */
	uno_game *world;
	uno_game *sim;
	uno_move moves[UNO_MAX_MOVES];
	uno_move cand[UNO_MAX_MOVES];
	double total[UNO_MAX_MOVES];
	double diff[UNO_MAX_MOVES];     /* less the greedy choice's, same samples */
	double diff_sq[UNO_MAX_MOVES];
	/* The tree search's nodes (bot_search.c), taken with the bot too. */
	struct uno__node *nodes;
	uint32_t max_nodes;
};

/*
 * A node of the tree search: the position after a sequence of moves from
 * the decision, as the searching seat can tell it (the same moves in
 * different sampled worlds reach the same node). Its statistics are those
 * of the move into it, from the side of the seat that made it.
 */
struct uno__node { /* 48 bytes (bot.h tells it) */
	uno_move move;        /* the move into this node */
	int32_t child;        /* the first child, or -1 */
	int32_t sibling;      /* the next child of the same parent, or -1 */
	int32_t mover;        /* the seat that made the move */
	uint32_t visits;      /* iterations through this node */
	uint32_t avail;       /* iterations in which its move was legal (at the searching seat's nodes) */
	double total;         /* the outcomes for the mover, summed */
	double total_sq;      /* and their squares */
};

/*
 * The candidate answers among a seat's listed moves: every move that
 * answers the decision (no call, catch, misplay catch), a play listed with
 * and without the UNO call only once, with it (G-6). Returns the count.
 */
int uno__bot_candidates(const uno_move *moves, int n, uno_move *out);

/* The chance, from what @seat has seen, that the draw card it may
 * challenge was a bluff (C-7, X-4); 0 when nothing can be challenged. */
double uno__bot_bluff_odds(const struct uno__state *s, int seat);

/* The greedy policy, in one place (bot.c): the colored cards a seat holds
 * of each color; the color most held (ties in R, Y, G, B order); and how
 * much the greedy bot wants to play a face (higher first: colored actions,
 * then numbers of the color most held, higher first, then wilds, the draw
 * wilds last), read from the game's rule table. */
void uno__bot_count_colors(const struct uno__state *s, int seat, int count[4]);
int uno__bot_most_held(const int count[4]);
/* The color the seat names now: the one it holds most, or, named for a
 * Wild Color Roulette played at it (NM-9), the one with the most cards it
 * has not seen (which shows soonest). */
int uno__bot_color(const struct uno__state *s, int seat);
int uno__bot_play_score(const struct uno__state *s, unsigned face, const int count[4]);

/* The greedy bot's answer among a seat's listed moves (bot.h), or
 * UNO_ESTATE when none answers the pending decision. */
int uno__bot_greedy(const struct uno__state *s, int seat, const uno_move *moves, int n,
		    uno_move *out);

/* Does a challenge pay, counting the cards the seat would draw (the
 * greedy bot's test)? */
bool uno__bot_challenge_pays(const struct uno__state *s, int seat);

/* The color that was current when the card on top was played, or
 * UNO_NO_COLOR. */
unsigned uno__bot_prior_color(const struct uno__state *s);

/* How much likelier a player that could have played the current color
 * plays a wild draw card anyway than one that could not: the prior both
 * the greedy bot's odds and the search's sampled verdicts use. */
#define UNO__BOT_BLUFF_PRIOR 0.25

/* The search's playout policy (bot_search.c): the move of the seat to
 * decide, as the greedy bot would make it (its missed UNO call first);
 * false when there is none. tests/test_bot.c holds it to the greedy bot. */
bool uno__bot_playout_move(uno_bot *bot, const uno_game *g, uno_move *out);

/* The moves a search decision may simulate, per playout of its budget
 * (bot.h): the bound on its time when the rounds played out run long. */
#define UNO__BOT_MOVES_PER_PLAYOUT 24

/* The information-set search's choice among the candidates (bot_search.c):
 * the greedy bot's choice @prior unless another does clearly better. */
int uno__bot_search(uno_bot *bot, const uno_game *game, int seat, const uno_move *cand,
		    int count, const uno_move *prior, uno_move *out);

/* The nodes a tree search may grow: one per iteration of its budget, and
 * at most this many. */
#define UNO__BOT_MAX_NODES 65536u

/* The tree search's choice (bot_search.c, ::UNO_BOT_ISMCTS), with the same
 * arguments. */
int uno__bot_tree(uno_bot *bot, const uno_game *game, int seat, const uno_move *cand,
		  int count, const uno_move *prior, uno_move *out);

#endif /* UNO_BOT_INTERNAL_H */
