/*
 * lib/engine/effect_seven_o.c: swapped and rotated hands (H-5).
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_EFFECT_SEVEN_O_H
#define UNO_ENGINE_EFFECT_SEVEN_O_H

#include "engine/state.h"

/* H-5 (effect_seven_o.c): a card's swap or rotation of hands (its
 * uno__kind_flags()); true when a swap decision is now pending. */
bool uno__seven_o(uno_game *g, int seat, unsigned flags);

void uno__commit_swap(uno_game *g, int seat, int target);

#endif /* UNO_ENGINE_EFFECT_SEVEN_O_H */
