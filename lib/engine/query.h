/*
 * lib/engine/query.c: the read-only queries of a game.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_QUERY_H
#define UNO_ENGINE_QUERY_H

#include "engine/state.h"

/* FL-5: the faces not in play that a seat (or UNO_SPECTATOR) sees of a
 * target (a seat, or UNO_DRAW_PILE: its top card), counted by face; their
 * number. Nothing of its own hand, nothing of a hand for a spectator,
 * nothing for a one-sided deck. */
unsigned uno__hidden_counts(const struct uno__state *s, int seat, int target,
			    uint8_t counts[UNO__FACES]);

#endif /* UNO_ENGINE_QUERY_H */
