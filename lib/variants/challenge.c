/*
 * Challenge UNO: Classic by elimination (E-1, E-2).
 * SPDX-License-Identifier: MIT
 */
#include "tables.h"

const struct uno__variant uno__variant_challenge = {
	.name = "challenge",
	.summary = "Classic UNO by elimination: after each round everyone adds "
		   "their own hand to a running total; reaching the limit (500) "
		   "eliminates; the last two play head to head, and the winner "
		   "of the last round wins. Source: \"Challenge UNO\" in the "
		   "Classic and Casting Call sheets.",
	.deck = { UNO__CLASSIC_DECK },
	.min_players = 2,
	.max_players = 10,
	.player_counts = UNO__PLAYERS_2_TO_10,
	.team_size = 1,
	.flags = UNO__V_TWO_PLAYER_REVERSE_SKIPS | UNO__V_ELIMINATION,
	.options = (UNO__CLASSIC_OPTIONS & ~UNO__OPTION(UNO_OPT_TARGET_SCORE) &
		    ~UNO__OPTION(UNO_OPT_LOWEST_SCORE_WINS)) |
		   UNO__OPTION(UNO_OPT_ELIMINATION_LIMIT),
	.defaults = { UNO__CLASSIC_DEFAULTS },
	.kind = { UNO__CLASSIC_KINDS },
};
