/*
 * libuno: a rules engine for UNO and its official variants.
 * SPDX-License-Identifier: MIT
 */
/**
 * @file uno.h
 * @brief The umbrella header: include this one.
 */
#ifndef UNO_UNO_H
#define UNO_UNO_H

#include "common.h"
#include "version.h"
#include "card.h"
#include "move.h"
#include "rules.h"
#include "game.h"
#include "save.h"
#include "view.h"
#include "tournament.h"
#include "bot.h"
#include "batch.h"
#include "text.h"
#include "json.h"

#endif /* UNO_UNO_H */
