/*
 * libuno bots, the lowest of their three files (greedy.c <- search.c <-
 * bot.c): the greedy policy, in one place. The greedy bot answers with it,
 * the search takes its choice as the one to beat and plays its playouts
 * with it, and every seat out of turn acts with it. It reads the public
 * engine queries and the seat's own hand; it knows nothing of bots.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_BOTS_GREEDY_H
#define UNO_BOTS_GREEDY_H

#include "services/services.h"

/* How much likelier a player that could have played the current color
 * plays a wild draw card anyway than one that could not: the prior both
 * the greedy bot's odds and the search's sampled verdicts use. */
#define UNO__BOT_BLUFF_PRIOR 0.25

static inline bool uno__bot_same_card(uno_card a, uno_card b)
{
	return a.kind == b.kind && a.color == b.color;
}

/* Does a move answer the pending decision (rather than call or catch)? */
static inline bool uno__bot_answers(const uno_move *m)
{
	return m->type != UNO_MOVE_UNO && m->type != UNO_MOVE_CATCH &&
	       m->type != UNO_MOVE_MISPLAY && m->type != UNO_MOVE_PENALTY;
}

static inline bool uno__bot_teammates(const struct uno__state *s, int a, int b)
{
	return a != b && s->team[a] == s->team[b];
}

/*
 * The candidate answers among a seat's listed moves: every move that
 * answers the decision (no call, catch, misplay catch), a play listed with
 * and without the UNO call only once, with it (G-6). Returns the count.
 */
int uno__bot_candidates(const uno_move *moves, int n, uno_move *out);

/* The chance, from what @seat has seen, that the draw card it may
 * challenge was a bluff (C-7, X-4); 0 when nothing can be challenged. */
double uno__bot_bluff_odds(const struct uno__state *s, int seat);

/* Does a challenge pay, counting the cards the seat would draw (the
 * greedy bot's test)? */
bool uno__bot_challenge_pays(const struct uno__state *s, int seat);

/* The color that was current when the card on top was played, or
 * UNO_NO_COLOR. */
unsigned uno__bot_prior_color(const struct uno__state *s);

/* The colored cards a seat holds of each color; the color most held
 * (ties in R, Y, G, B order); and how much the greedy policy wants to
 * play a face (higher first: colored actions, then numbers of the color
 * most held, higher first, then wilds, the draw wilds last), read from
 * the game's rule table. */
void uno__bot_count_colors(const struct uno__state *s, int seat, int count[4]);
int uno__bot_most_held(const int count[4]);
int uno__bot_play_score(const struct uno__state *s, unsigned face, const int count[4]);
/* The greedy pick among faces (a non-empty mask): the first of the best
 * scored, in face order. */
unsigned uno__greedy_pick_face(const struct uno__state *s, uno__fset faces, const int count[4]);

/* The color the seat names now: the one it holds most, or, named for a
 * Wild Color Roulette played at it (NM-9), the one with the most cards it
 * has not seen (which shows soonest). */
int uno__bot_color(const struct uno__state *s, int seat);

/*
 * The greedy policy's answer to the decision pending for @seat: the one
 * entry of the policy. The common decisions of the seat to decide (play,
 * a drawn card, a color, a challenge, a stack), while it is not exposed,
 * are read straight from its hand's faces; the rest from its listed
 * moves: @p moves holds them when @p n >= 0 (uno_game_legal_moves()), or
 * is room for UNO_MAX_MOVES of them, listed when needed, when @p n < 0.
 * UNO_OK, or UNO_ESTATE when no move answers the decision.
 */
int uno__greedy_choose(const uno_game *g, int seat, uno_move *moves, int n, uno_move *out);

/* The same answer read from the listed moves alone (no fast reading):
 * what uno__greedy_choose() falls back to; tests/test_bot.c holds the
 * fast reading to it in every decision of every variant. */
int uno__greedy_listed(const struct uno__state *s, int seat, const uno_move *moves, int n,
		       uno_move *out);

/* The policy in a playout (the search's simulations): the move of the
 * seat to decide, its missed UNO call first (G-6), else
 * uno__greedy_choose(); @p scratch is room for UNO_MAX_MOVES moves. False
 * when there is none. */
bool uno__greedy_playout_move(const uno_game *g, uno_move *scratch, uno_move *out);

/* Out of turn, the greedy way: a UNO call, a catch of an opponent or of
 * its misplay, a jump-in, among the seat's listed moves. 1 with *out set,
 * or 0 when it does nothing. */
int uno__greedy_act(const struct uno__state *s, int seat, const uno_move *moves, int n,
		    uno_move *out);

#endif /* UNO_BOTS_GREEDY_H */
