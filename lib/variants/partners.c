/*
 * Partners: Classic in teams of two sitting across (P-1..P-3).
 * SPDX-License-Identifier: MIT
 */
#include "tables.h"

const struct uno__variant uno__variant_partners = {
	.name = "partners",
	.summary = "Classic UNO for 4, 6, 8 or 10 players in teams of two "
		   "sitting across; when a partner goes out the team scores "
		   "every opponent's hand. Option: rotating partners, with "
		   "individual totals over n-1 rounds. Source: the partner "
		   "rules of the Classic and Casting Call sheets.",
	.deck = { UNO__CLASSIC_DECK },
	.min_players = 4,
	.max_players = 10,
	.player_counts = UNO__PLAYERS(4) | UNO__PLAYERS(6) | UNO__PLAYERS(8) |
			 UNO__PLAYERS(10),
	.team_size = 2,
	.flags = UNO__V_TWO_PLAYER_REVERSE_SKIPS,
	.options = (UNO__CLASSIC_OPTIONS & ~UNO__OPTION(UNO_OPT_LOWEST_SCORE_WINS)) |
		   UNO__OPTION(UNO_OPT_ROTATING_PARTNERS),
	.defaults = { UNO__CLASSIC_DEFAULTS },
	.kind = { UNO__CLASSIC_KINDS },
};
