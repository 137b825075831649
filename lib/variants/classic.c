/*
 * Classic UNO: 108 cards, 2-10 players, 7 cards each, 500 points (C-1..C-8).
 * SPDX-License-Identifier: MIT
 */
#include "../uno_internal.h"
#include "tables.h"

const struct uno__variant uno__variant_classic = {
	.name = "classic",
	.summary = "Classic UNO: 108 cards (per color one 0, two each of 1-9, "
		   "Skip, Reverse and Draw Two; four Wild and four Wild Draw "
		   "Four), 2-10 players, 7 cards each, first to 500 points. "
		   "Sources: the Classic rule sheets (seeds 001, 002, 004).",
	.deck = {
		UNO__COLORED(UNO_ZERO, 1),
		UNO__COLORED(UNO_ONE, 2), UNO__COLORED(UNO_TWO, 2),
		UNO__COLORED(UNO_THREE, 2), UNO__COLORED(UNO_FOUR, 2),
		UNO__COLORED(UNO_FIVE, 2), UNO__COLORED(UNO_SIX, 2),
		UNO__COLORED(UNO_SEVEN, 2), UNO__COLORED(UNO_EIGHT, 2),
		UNO__COLORED(UNO_NINE, 2),
		UNO__COLORED(UNO_SKIP, 2), UNO__COLORED(UNO_REVERSE, 2),
		UNO__COLORED(UNO_DRAW_TWO, 2),
		UNO__WILDS(UNO_WILD, 4), UNO__WILDS(UNO_WILD_DRAW_FOUR, 4),
	},
	.min_players = 2,
	.max_players = 10,
	.flags = UNO__V_TWO_PLAYER_REVERSE_SKIPS,
	.options = UNO__CLASSIC_OPTIONS,
	.defaults = { UNO__CLASSIC_DEFAULTS },
	.kind = { UNO__CLASSIC_KINDS },
};
