/*
 * The fused fast step (fast.c): the common moves of a turn (a play from
 * the hand or of the card just drawn, a draw, a pass, accepting a draw
 * card) applied in one function, straight from a table compiled from the
 * rule table and options, with the same result to the byte as the
 * general step (step.c). Anything it does not take (a rare move, kind or
 * option, a step a hook or the history must see) is left to the general
 * step: uno__fast_apply() then returns false having changed nothing.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_FAST_H
#define UNO_ENGINE_FAST_H

#include "engine/engine.h"

/* What a play of a kind does, for the fast step (bits of a byte). */
#define UNO__FAST_SLOW 0x01u      /* the general step plays it */
#define UNO__FAST_SKIP 0x02u      /* the next seat loses its turn */
#define UNO__FAST_REVERSE 0x04u   /* the direction changes (C-4, C-8) */
#define UNO__FAST_DRAW 0x08u      /* the next seat draws the kind's cards now */
#define UNO__FAST_CHALLENGE 0x10u /* the next seat may challenge it (C-7) */
#define UNO__FAST_RESTRICT 0x20u  /* its play may be a bluff (C-6, X-4) */

/*
 * The rules as the fast step reads them, compiled for one game's rules,
 * seats and hooks (uno__fast_compile()): valid while none of them
 * changes, which a playout or a single apply guarantees.
 */
struct uno__fast {
	uint8_t ok;                  /* the fast step may take moves at all */
	uint8_t active;              /* seats in play: all of them */
	uint8_t two_player_skip;     /* a Reverse is a Skip now (C-8) */
	uint8_t no_uno_call;         /* H-14 */
	uint32_t known;              /* bit k: act[k] is compiled */
	uint8_t act[UNO__KINDS];     /* UNO__FAST_* per kind, once known */
};

/* Compiles the game's rules for the fast step (f->ok false when the game
 * has anything the fast step never takes); each kind's entry is compiled
 * when a move first needs it, so that one move pays for one kind. */
void uno__fast_compile(const uno_game *g, struct uno__fast *f);

/*
 * Applies an accepted move of the seat to decide as one whole step, as
 * uno__apply_checked() would, when the fast step takes it; false, the
 * game untouched, when it does not.
 */
bool uno__fast_apply(uno_game *g, int seat, const uno_move *m, struct uno__fast *f);

#endif /* UNO_ENGINE_FAST_H */
