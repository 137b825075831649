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

/* A choice among n options from the playout's generator; no number is
 * drawn when there is nothing to choose. */
static inline unsigned pick(uint64_t rng[4], unsigned n)
{
	return n <= 1 ? 0 : uno__rng_below(rng, n);
}

/* The n-th (from 0) set bit of a mask that has more than n of them. */
static inline unsigned nth_face(uno__fset mask, unsigned n)
{
	while (n--)
		mask &= mask - 1;
	return uno__fset_first(mask);
}

/* A play of a face the seat holds: a wild's color from the generator, and
 * the UNO call whenever the play leaves one card (G-6). */
static uno_move play_of(const struct uno__state *s, int seat, unsigned face, uint64_t rng[4])
{
	uno_move m = uno__move(UNO_MOVE_PLAY);

	m.card = uno__face_card(face);
	if (uno__face_wild(face) && !uno__victim_names(s, face))
		m.color = (uint8_t)pick(rng, 4);
	if (uno__call_offered(s, seat, face))
		m.flags = UNO_MOVE_F_UNO;
	return m;
}

/* Uniform among the listed moves that answer the pending decision (not a
 * call or a catch). False when there is none. */
static bool any_answer(const uno_game *g, int seat, uint64_t rng[4], uno_move *out)
{
	uno_move list[UNO_MAX_MOVES];
	int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES), k = 0;

	for (int i = 0; i < n && i < UNO_MAX_MOVES; i++)
		if (list[i].type != UNO_MOVE_UNO && list[i].type != UNO_MOVE_CATCH)
			list[k++] = list[i];
	if (k == 0)
		return false;
	*out = list[pick(rng, (unsigned)k)];
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
 * and passes when nothing can be drawn, so that the round ends blocked. */
static bool reference_move(const uno_game *g, int seat, bool stalled, uint64_t rng[4],
			   uno_move *out)
{
	const struct uno__state *s = &g->s;

	if (uno__exposed(s, seat)) {
		*out = uno__move(UNO_MOVE_UNO);
		return true;
	}
	if (s->phase == UNO_PHASE_DRAWN) {
		*out = stalled && !uno__opt(s, UNO_OPT_FORCE_PLAY)
			       ? uno__move(UNO_MOVE_PASS)
			       : play_of(s, seat, s->drawn_face, rng);
		return true;
	}
	if (s->phase == UNO_PHASE_PLAY && stalled && !s->must_play && !uno__can_draw(s)) {
		*out = uno__move(UNO_MOVE_PASS);
		return true;
	}
	if (s->phase == UNO_PHASE_PLAY) {
		uno__fset faces = uno__playable_faces(s, seat);
		if (faces) {
			unsigned n = uno__count_faces(faces);
			*out = play_of(s, seat, nth_face(faces, pick(rng, n)), rng);
			return true;
		}
		if (!s->must_play) {
			*out = uno__move(uno__can_draw(s) ? UNO_MOVE_DRAW : UNO_MOVE_PASS);
			return true;
		}
	}
	return any_answer(g, seat, rng, out);
}

/* UNO_PLAYOUT_UNIFORM: any listed move of the seat to decide. */
static bool uniform_move(const uno_game *g, int seat, uint64_t rng[4], uno_move *out)
{
	uno_move list[UNO_MAX_MOVES];
	int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);

	if (n <= 0 || n > UNO_MAX_MOVES)
		return false;
	*out = list[pick(rng, (unsigned)n)];
	return true;
}

bool uno__policy_move(const uno_game *g, int policy, int *drawn_plays, uint64_t rng[4],
		      uno_move *out)
{
	const struct uno__state *s = &g->s;
	int seat = s->current;
	bool found = policy == UNO_PLAYOUT_REFERENCE
			     ? reference_move(g, seat, *drawn_plays >= STALL_PLAYS, rng, out)
			     : uniform_move(g, seat, rng, out);
	if (found && out->type == UNO_MOVE_PLAY)
		*drawn_plays = s->phase == UNO_PHASE_DRAWN ? *drawn_plays + 1 : 0;
	return found;
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

	while (!uno__over(s)) {
		uno_move m;
		if (!uno__policy_move(game, policy, &drawn_plays, rng, &m)) {
			/* Cannot happen: the seat to decide always has a move (G-3). */
			rc = UNO_ESTATE;
			break;
		}
		uno__apply_checked(game, s->current, &m);
		moves++;
	}
	game->hooks = hooks;
	return rc == UNO_OK ? moves : rc;
}
