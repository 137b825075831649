/*
 * libuno internals, floor 2 (engine): the game's state, the legality
 * oracle, the step machine and its effects, events and hooks. Built on the
 * core; services, bots and the tournament are built on it, never the other
 * way round.
 *
 * This header is the whole floor, for the floors above it. Within
 * lib/engine each file includes engine/state.h and the headers of the
 * files below it that it calls, never this one (doc/dev/engine.md, "The
 * files, bottom up"; the layers and engine-floors tests).
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_H
#define UNO_ENGINE_H

#include "engine/state.h"
#include "engine/hands.h"
#include "engine/belief.h"
#include "engine/cards.h"
#include "engine/events.h"
#include "engine/query.h"
#include "engine/draw.h"
#include "engine/legal.h"
#include "engine/score.h"
#include "engine/turn.h"
#include "engine/referee.h"
#include "engine/effect_cast.h"
#include "engine/effect_knock_out.h"
#include "engine/effect_seven_o.h"
#include "engine/effect_team.h"
#include "engine/effects.h"
#include "engine/first_card.h"
#include "engine/deal.h"
#include "engine/game.h"
#include "engine/step.h"
#include "engine/hooks.h"

#endif /* UNO_ENGINE_H */
