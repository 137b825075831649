/*
 * Casting Call: Classic plus four Casting Call cards (CC-1..CC-4).
 * SPDX-License-Identifier: MIT
 */
#include "tables.h"

const struct uno__variant uno__variant_casting_call = {
	.name = "casting-call",
	.summary = "Classic UNO plus four Casting Call wilds (112 cards): its "
		   "player names a color, turns cards over until a number or "
		   "symbol repeats, and gives them all to one player or deals "
		   "them round the table. Source: the UNO Casting Call "
		   "edition's instruction sheet.",
	/* CC-1: printed card list of the edition (112 cards). */
	.deck = { UNO__CLASSIC_DECK, UNO__WILDS(UNO_CASTING_CALL, 4) },
	.min_players = 2,
	.max_players = 10,
	.player_counts = UNO__PLAYERS_2_TO_10,
	.team_size = 1,
	.flags = UNO__V_TWO_PLAYER_REVERSE_SKIPS,
	.options = UNO__CLASSIC_OPTIONS,
	.defaults = { UNO__CLASSIC_DEFAULTS },
	.kind = {
		UNO__CLASSIC_KINDS,
		/* CC-2, CC-3; CC-4: back into the deck when turned first. */
		[UNO_CASTING_CALL] = { .points = 50, .flags = UNO__K_CASTING_CALL,
				       .first = UNO__FIRST_RETURN },
	},
};
