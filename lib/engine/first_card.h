/*
 * lib/engine/first_card.c: the first discard (C-3).
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_FIRST_CARD_H
#define UNO_ENGINE_FIRST_CARD_H

#include "engine/state.h"

/* The first discard (first_card.c, C-3). */
void uno__resolve_first_card(uno_game *g);

#endif /* UNO_ENGINE_FIRST_CARD_H */
