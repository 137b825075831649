/*
 * Two-player UNO: Classic for exactly two, where C-8 always applies (T2-1).
 * SPDX-License-Identifier: MIT
 */
#include "tables.h"

const struct uno__variant uno__variant_two_player = {
	.name = "two-player",
	.summary = "Classic UNO for exactly two players: a Reverse acts as a "
		   "Skip, and after a Skip, Reverse, Draw Two or Wild Draw Four "
		   "the same player plays again (C-8). Source: \"two-handed "
		   "play\" in the Classic and Casting Call sheets.",
	.deck = { UNO__CLASSIC_DECK },
	.min_players = 2,
	.max_players = 2,
	.player_counts = UNO__PLAYERS(2),
	.team_size = 1,
	.flags = UNO__V_TWO_PLAYER_REVERSE_SKIPS,
	.options = UNO__CLASSIC_OPTIONS,
	.defaults = { UNO__CLASSIC_DEFAULTS },
	.kind = { UNO__CLASSIC_KINDS },
};
