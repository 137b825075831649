/*
 * lib/engine/effect_knock_out.c: the hand limit's knock-outs (H-11).
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_EFFECT_KNOCK_OUT_H
#define UNO_ENGINE_EFFECT_KNOCK_OUT_H

#include "engine/state.h"

/* H-11 (effect_knock_out.c): knocks out the seats at the hand limit,
 * settles the decision a knocked-out seat owed, ends a round with one
 * seat left. Run at the end of every step while the option is on. */
void uno__settle_hand_limit(uno_game *g);

#endif /* UNO_ENGINE_EFFECT_KNOCK_OUT_H */
