/*
 * The public calls that move a game on: a move (by struct, by notation,
 * by index), the next round, a new deal. Each checks what it is given,
 * runs one step (step.c; the fused fast step, fast.h, for the common
 * moves of apply_index) and finishes as every changing call does: the
 * events delivered, the decision hooks asked (hooks.c).
 * SPDX-License-Identifier: MIT
 */
#include "engine/state.h"
#include "engine/events.h"
#include "engine/legal.h"
#include "engine/step.h"
#include "engine/hooks.h"
#include "engine/fast.h"
#include "core/notation.h"

int uno_game_apply(uno_game *game, int seat, const uno_move *move)
{
	int why;

	if (!game)
		return UNO_EINVAL;
	if (game->in_hook)
		return UNO_EBUSY;
	if (!move || !uno__valid_seat(game, seat)) {
		uno__set_errmsg(game, "%s", move ? "seat out of range" : "move is NULL");
		return UNO_EINVAL;
	}
	int rc = uno__apply_move(game, seat, move, &why);
	if (rc != UNO_OK)
		return rc;
	return uno__finish_call(game, UNO_OK);
}

int uno_game_apply_text(uno_game *game, int seat, const char *text)
{
	uno_move m;

	if (!game || !text)
		return UNO_EINVAL;
	if (game->in_hook)
		return UNO_EBUSY;
	int rc = uno__move_parse(game->s.rules.v, text, UNO__DECK_CAP, &m);
	if (rc != UNO_OK) {
		uno__set_errmsg(game, "not a move in notation");
		return rc;
	}
	return uno_game_apply(game, seat, &m);
}

int uno_game_apply_index(uno_game *game, int seat, int index)
{
	if (!game)
		return UNO_EINVAL;
	if (game->in_hook)
		return UNO_EBUSY;
	if (!uno__valid_seat(game, seat) || index < 0 || index >= uno__index_count(&game->s.rules)) {
		uno__set_errmsg(game, "%s", uno__valid_seat(game, seat) ? "no move has this index"
									: "seat out of range");
		return UNO_EINVAL;
	}
	/* A play, draw or pass listed now needs no other check; the fused
	 * fast step takes it when it can. */
	uno_move m;
	if (uno__turn_move_listed(&game->s, seat, index, &m)) {
		struct uno__fast fast;
		uno__fast_compile(game, &fast);
		if (!uno__fast_apply(game, seat, &m, &fast))
			uno__apply_checked(game, seat, &m);
		if (game->events)
			uno__deliver_events(game);
		return uno__finish_call(game, UNO_OK);
	}
	uno_move_from_index(index, &m);
	return uno_game_apply(game, seat, &m);
}

int uno_game_next_round(uno_game *game)
{
	if (!game)
		return UNO_EINVAL;
	if (game->in_hook)
		return UNO_EBUSY;
	if (game->s.phase != UNO_PHASE_ROUND_OVER) {
		uno__set_errmsg(game, "the round is not over (or the match is)");
		return UNO_ESTATE;
	}
	if (game->s.round >= UNO__MAX_ROUND) {
		uno__set_errmsg(game, "the match has played as many rounds as a game can count");
		return UNO_ESTATE;
	}
	uno__step_round(game);
	return uno__finish_call(game, UNO_OK);
}

int uno_game_reset(uno_game *game, uint64_t seed)
{
	if (!game)
		return UNO_EINVAL;
	if (game->in_hook)
		return UNO_EBUSY;
	uno__step_reset(game, seed);
	return uno__finish_call(game, UNO_OK);
}
