/*
 * lib/engine/effect_cast.c: Casting Call (CC-2, CC-3).
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_EFFECT_CAST_H
#define UNO_ENGINE_EFFECT_CAST_H

#include "engine/state.h"

/* CC-2, CC-3 (effect_cast.c). */
void uno__casting_call(uno_game *g, int seat);

void uno__commit_cast(uno_game *g, int seat, const uno_move *m);

#endif /* UNO_ENGINE_EFFECT_CAST_H */
