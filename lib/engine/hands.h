/*
 * lib/engine/hands.c: seats and hands: teammates, a hand's points, tallies from counts.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_HANDS_H
#define UNO_ENGINE_HANDS_H

#include "engine/state.h"

/* Seats and hands (hands.c). */
/* A seat's teammate (team size 2), or UNO__NO_SEAT. */
int uno__teammate(const struct uno__state *s, int seat);

int uno__hand_points(const struct uno__state *s, int seat);

/* A tally per face into counts, reading only `faces` (the faces it may
 * hold: a hand's mask, or all), and counts (none above the deck's) into a
 * tally (hands.c). */
void uno__tally_counts(const struct uno__state *s, const uno__tally *t, uno__fset faces,
		       uint8_t counts[UNO__FACES]);

void uno__tally_of_counts(const struct uno__state *s, uno__tally *t, const uint8_t counts[UNO__FACES]);

#endif /* UNO_ENGINE_HANDS_H */
