/*
 * lib/engine/effect_team.c: Team Play and the hand-off (TM-4, TM-7).
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_EFFECT_TEAM_H
#define UNO_ENGINE_EFFECT_TEAM_H

#include "engine/state.h"

/* TM-4 (effect_team.c). */
void uno__team_play(uno_game *g, int seat, const struct uno__kind_rule *r);

/* TM-7: the hand-off owed to a seat that went out (effect_team.c): true
 * when there is none to make and the card acts now (uno__resolve()),
 * false when the teammate is now to give. */
bool uno__hand_off(uno_game *g, int seat, unsigned face);

/* One card handed over; after the last, the face of the card that now
 * acts (and its player in *actor), else UNO__NO_FACE. */
unsigned uno__commit_give(uno_game *g, int seat, uno_card card, int *actor);

#endif /* UNO_ENGINE_EFFECT_TEAM_H */
