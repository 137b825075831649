/*
 * Classic UNO: 108 cards, 2-10 players, 7 cards each, 500 points (C-1..C-8).
 * SPDX-License-Identifier: MIT
 */
#include "tables.h"

const struct uno__variant uno__variant_classic = {
	.name = "classic",
	.summary = "Classic UNO: 108 cards (per color one 0, two each of 1-9, "
		   "Skip, Reverse and Draw Two; four Wild and four Wild Draw "
		   "Four), 2-10 players, 7 cards each, first to 500 points. "
		   "Source: the UNO instruction sheet (Classic, 108 cards).",
	.deck = { UNO__CLASSIC_DECK },
	.min_players = 2,
	.max_players = 10,
	.player_counts = UNO__PLAYERS_2_TO_10,
	.team_size = 1,
	.flags = UNO__V_TWO_PLAYER_REVERSE_SKIPS,
	.options = UNO__CLASSIC_OPTIONS,
	.defaults = { UNO__CLASSIC_DEFAULTS },
	.kind = { UNO__CLASSIC_KINDS },
};
