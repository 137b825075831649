/*
 * libuno bots, the middle of their three files (greedy.c <- search.c <-
 * bot.c): the bot handle, which bot.c makes and the search uses for its
 * scratch, and the searches (search.c). Built on the greedy policy
 * (greedy.h); nothing here knows bot.c.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_BOTS_SEARCH_H
#define UNO_BOTS_SEARCH_H

#include "greedy.h"

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
	/* The tree search's nodes (search.c), taken with the bot too. */
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

/* The moves a search decision may simulate, per playout of its budget
 * (bot.h): the bound on its time when the rounds played out run long. */
#define UNO__BOT_MOVES_PER_PLAYOUT 24

/* The information-set search's choice among the candidates (search.c):
 * the greedy bot's choice @prior unless another does clearly better. */
int uno__bot_search(uno_bot *bot, const uno_game *game, int seat, const uno_move *cand,
		    int count, const uno_move *prior, uno_move *out);

/* The nodes a tree search may grow: one per iteration of its budget, and
 * at most this many. */
#define UNO__BOT_MAX_NODES 65536u

/* The tree search's choice (search.c, ::UNO_BOT_ISMCTS), with the same
 * arguments. */
int uno__bot_tree(uno_bot *bot, const uno_game *game, int seat, const uno_move *cand,
		  int count, const uno_move *prior, uno_move *out);

#endif /* UNO_BOTS_SEARCH_H */
