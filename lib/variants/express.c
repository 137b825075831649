/*
 * UNO Express: 56 cards, 5-card hands, Draw One and Wild Draw Two (X-1..X-5).
 * SPDX-License-Identifier: MIT
 */
#include "tables.h"

const struct uno__variant uno__variant_express = {
	.name = "express",
	.summary = "UNO Express: 56 cards, 2-10 players, 5 cards each, first "
		   "to 250. Numbers 1-9 (no zeros), one Skip, Reverse and Draw "
		   "One per color, four Wild and four Wild Draw Two (which may "
		   "be challenged). Source: the UNO Express instruction sheet.",
	/*
	 * the sheet prints the total (56) and the kinds but no split;
	 * this split is inferred: 36 numbers (1-9 per color), 12 actions
	 * (one each per color), 8 wilds (four of each).
	 */
	.deck = {
		UNO__COLORED(UNO_ONE, 1), UNO__COLORED(UNO_TWO, 1),
		UNO__COLORED(UNO_THREE, 1), UNO__COLORED(UNO_FOUR, 1),
		UNO__COLORED(UNO_FIVE, 1), UNO__COLORED(UNO_SIX, 1),
		UNO__COLORED(UNO_SEVEN, 1), UNO__COLORED(UNO_EIGHT, 1),
		UNO__COLORED(UNO_NINE, 1),
		UNO__COLORED(UNO_SKIP, 1), UNO__COLORED(UNO_REVERSE, 1),
		UNO__COLORED(UNO_DRAW_ONE, 1),
		UNO__WILDS(UNO_WILD, 4), UNO__WILDS(UNO_WILD_DRAW_TWO, 4),
	},
	.min_players = 2,
	.max_players = 10,
	.player_counts = UNO__PLAYERS_2_TO_10,
	.team_size = 1,
	/* C-8 is a Classic rule: the Express sheet has no two-player rule. */
	.flags = 0,
	/* Every colored Express card is unique: no card is ever identical to
	 * the top card, so jump-in (H-4) cannot happen and is refused. */
	.options = UNO__CLASSIC_OPTIONS & ~UNO__OPTION(UNO_OPT_WILD_FIRST_RETURNED) &
		   ~UNO__OPTION(UNO_OPT_JUMP_IN),
	.defaults = { UNO__DEFAULTS(250, 5) },
	/* every card that is not a number is covered by the next. */
	.kind = {
		UNO__NUMBERS,
		[UNO_SKIP] = { .points = 20, .flags = UNO__K_SKIP,
			       .first = UNO__FIRST_COVER },
		[UNO_REVERSE] = { .points = 20, .flags = UNO__K_REVERSE,
				  .first = UNO__FIRST_COVER },
		/* */
		[UNO_DRAW_ONE] = { .points = 20, .draw = 1, .flags = UNO__K_SKIP,
				   .first = UNO__FIRST_COVER },
		[UNO_WILD] = { .points = 50, .first = UNO__FIRST_COVER },
		/* wilds in hand count as a match. */
		[UNO_WILD_DRAW_TWO] = { .points = 50, .draw = 2,
			.flags = UNO__K_SKIP | UNO__K_CHALLENGE,
			.restriction = UNO__RESTRICT_NO_COLOR_OR_WILD,
			.first = UNO__FIRST_COVER },
	},
};
