/*
 * lib/engine/referee.c: what a penalty and a caught misplay do.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_REFEREE_H
#define UNO_ENGINE_REFEREE_H

#include "engine/state.h"

/* Closes the misplay window unless the move is the offender's follow-up. */
void uno__misplay_close(struct uno__state *s, int seat, const uno_move *m);

/* the penalty's cards drawn. */
void uno__commit_penalty(uno_game *g, const uno_move *m);

/* the game back to before the misplay, and the offender's penalty. */
void uno__commit_misplay_catch(uno_game *g, int seat, int target);

#endif /* UNO_ENGINE_REFEREE_H */
