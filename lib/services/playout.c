/*
 * Built-in playouts: the current round played to its end inside the
 * library by a fixed policy, the primitive of Monte Carlo search
 * (uno_game_playout(), game.h documents the policies exactly).
 *
 * Every move is one the oracle lists for the seat to decide, applied as
 * uno_game_apply() would apply it, but without asking hooks or delivering
 * events, and without building a move list where a face mask already
 * says what the list would hold.
 * SPDX-License-Identifier: MIT
 */
#include "services/services.h"

/*
 * Where a policy's choices come from: a number below n for a choice among
 * n options, asked only when there are two or more (a choice among one
 * draws nothing). The playout's own generator is one source
 * (uno_game_playout()), a host's callback another (uno_game_policy_move()),
 * a bot's decision generator a third (bot.c): the policy is written once.
 */
static inline unsigned pick(uno_choice_fn choice, void *user, unsigned n)
{
	if (n <= 1)
		return 0;
	/* A host's answer out of range is folded back in, never trusted. */
	return (unsigned)choice((uint32_t)n, user) % n;
}

/* The playout's own generator as a source of choices. */
static uint32_t rng_choice(uint32_t n, void *user)
{
	return uno__rng_below(user, n);
}

/* The n-th (from 0) set bit of a mask that has more than n of them. */
static inline unsigned nth_face(uno__fset mask, unsigned n)
{
	while (n--)
		mask &= mask - 1;
	return uno__fset_first(mask);
}

/* A play of a face the seat holds: a wild's color from the source, and
 * the UNO call whenever the play leaves one card (G-6). */
static uno_move play_of(const struct uno__state *s, int seat, unsigned face,
			uno_choice_fn choice, void *user)
{
	uno_move m = uno__move(UNO_MOVE_PLAY);

	m.card = uno__face_card(face);
	if (uno__face_wild(face) && !uno__victim_names(s, face))
		m.color = (uint8_t)pick(choice, user, 4);
	if (uno__call_offered(s, seat, face))
		m.flags = UNO_MOVE_F_UNO;
	return m;
}

/* Uniform among the listed moves that answer the pending decision (not a
 * call or a catch). False when there is none. */
static bool any_answer(const uno_game *g, int seat, uno_choice_fn choice, void *user,
		       uno_move *out)
{
	uno_move list[UNO_MAX_MOVES];
	int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES), k = 0;

	for (int i = 0; i < n && i < UNO_MAX_MOVES; i++)
		if (list[i].type != UNO_MOVE_UNO && list[i].type != UNO_MOVE_CATCH)
			list[k++] = list[i];
	if (k == 0)
		return false;
	*out = list[pick(choice, user, (unsigned)k)];
	return true;
}

/*
 * Plays of a card just drawn, one after the other with no card played from
 * a hand in between, after which the reference policy takes itself to be in
 * a loop. The rules allow one: when nobody can play from hand and the piles
 * hold a few cards that match each other, every seat draws the card under
 * the top (G-4 refills the pile from the discard) and may play it back,
 * forever. A real round never plays anywhere near this many in a row.
 */
#define STALL_PLAYS 1000

/* UNO_PLAYOUT_REFERENCE: see game.h. Once stalled, it keeps what it draws
 * and passes when nothing can be drawn, so that the round ends blocked.
 * The one copy of the policy: the playout, uno_game_policy_move() and the
 * reference bot all call it. */
static inline bool reference_move(const uno_game *g, int seat, bool calls, bool stalled,
				  uno_choice_fn choice, void *user, uno_move *out)
{
	const struct uno__state *s = &g->s;

	if (calls && uno__exposed(s, seat)) {
		*out = uno__move(UNO_MOVE_UNO);
		return true;
	}
	if (s->phase == UNO_PHASE_DRAWN) {
		*out = stalled && !uno__opt(s, UNO_OPT_FORCE_PLAY)
			       ? uno__move(UNO_MOVE_PASS)
			       : play_of(s, seat, s->drawn_face, choice, user);
		return true;
	}
	if (s->phase == UNO_PHASE_PLAY && stalled && !s->must_play && !uno__can_draw(s)) {
		*out = uno__move(UNO_MOVE_PASS);
		return true;
	}
	if (s->phase == UNO_PHASE_PLAY) {
		uno__fset faces = uno__playable_faces(s, seat);
		if (faces) {
			unsigned n = uno__count_few_faces(faces);
			*out = play_of(s, seat, nth_face(faces, pick(choice, user, n)), choice, user);
			return true;
		}
		if (!s->must_play) {
			*out = uno__move(uno__can_draw(s) ? UNO_MOVE_DRAW : UNO_MOVE_PASS);
			return true;
		}
	}
	if (s->phase == UNO_PHASE_CHALLENGE && seat == s->current && !s->misplay) {
		/* The two answers any_answer() would find listed, in the
		 * list's order (C-7), without listing them. */
		*out = uno__move(pick(choice, user, 2) ? UNO_MOVE_ACCEPT : UNO_MOVE_CHALLENGE);
		return true;
	}
	return any_answer(g, seat, choice, user, out);
}

bool uno__reference_answer(const uno_game *g, int seat, uno_choice_fn choice, void *user,
			   uno_move *out)
{
	return reference_move(g, seat, false, false, choice, user, out);
}

/* UNO_PLAYOUT_UNIFORM: any listed move of the seat to decide. */
static bool uniform_move(const uno_game *g, int seat, uno_choice_fn choice, void *user,
			 uno_move *out)
{
	uno_move list[UNO_MAX_MOVES];
	int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);

	if (n <= 0 || n > UNO_MAX_MOVES)
		return false;
	*out = list[pick(choice, user, (unsigned)n)];
	return true;
}

bool uno__policy_move(const uno_game *g, int policy, int *drawn_plays, uint64_t rng[4],
		      uno_move *out)
{
	const struct uno__state *s = &g->s;
	int seat = s->current;
	bool found = policy == UNO_PLAYOUT_REFERENCE
			     ? reference_move(g, seat, true, *drawn_plays >= STALL_PLAYS,
					      rng_choice, rng, out)
			     : uniform_move(g, seat, rng_choice, rng, out);
	if (found && out->type == UNO_MOVE_PLAY)
		*drawn_plays = s->phase == UNO_PHASE_DRAWN ? *drawn_plays + 1 : 0;
	return found;
}

int uno_game_policy_move(const uno_game *game, int policy, uno_choice_fn choice, void *user,
			 uno_move *move)
{
	if (!game || !choice || !move ||
	    (policy != UNO_PLAYOUT_UNIFORM && policy != UNO_PLAYOUT_REFERENCE))
		return UNO_EINVAL;
	const struct uno__state *s = &game->s;
	if (uno__over(s))
		return UNO_ESTATE;
	uno_move m;
	bool found = policy == UNO_PLAYOUT_REFERENCE
			     ? reference_move(game, s->current, true, false, choice, user, &m)
			     : uniform_move(game, s->current, choice, user, &m);
	if (!found)
		return UNO_ESTATE; /* cannot happen: G-3 always leaves a move */
	*move = m;
	return UNO_OK;
}

int uno_game_playout(uno_game *game, uint64_t seed, int policy)
{
	if (!game || (policy != UNO_PLAYOUT_UNIFORM && policy != UNO_PLAYOUT_REFERENCE))
		return UNO_EINVAL;
	if (game->in_hook)
		return UNO_EBUSY;
	struct uno__state *s = &game->s;
	if (uno__over(s)) {
		uno__set_errmsg(game, "no round in progress");
		return UNO_ESTATE;
	}

	/* No hook is asked and no event delivered; they are back afterwards. */
	uno_hooks hooks = game->hooks;
	memset(&game->hooks, 0, sizeof game->hooks);
	uint64_t rng[4];
	uno__rng_seed(rng, seed);
	int moves = 0, rc = UNO_OK, drawn_plays = 0;
	/* Nobody reads what the rest of the round would tell (its end clears
	 * it), so it is not tracked. */
	uno__belief_pause(s);
	/* With no hook, event or history to serve, most moves are the fused
	 * fast step's (fast.c); the rest the general step's. */
	struct uno__fast fast;
	uno__fast_compile(game, &fast);

	while (!uno__over(s)) {
		uno_move m;
		if (!uno__policy_move(game, policy, &drawn_plays, rng, &m)) {
			/* Cannot happen: the seat to decide always has a move (G-3). */
			rc = UNO_ESTATE;
			break;
		}
		if (!uno__fast_apply(game, s->current, &m, &fast))
			uno__apply_checked(game, s->current, &m);
		moves++;
	}
	game->hooks = hooks;
	return rc == UNO_OK ? moves : rc;
}
