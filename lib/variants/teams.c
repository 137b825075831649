/*
 * UNO Teams: two-player teams with team wild cards (TM-1..TM-8).
 * SPDX-License-Identifier: MIT
 */
#include "tables.h"


const struct uno__variant uno__variant_teams = {
	.name = "teams",
	.summary = "UNO Teams for 4, 6 or 8 players in teams of two sitting "
		   "across, with Team Play and Team Wild Draw Four cards in "
		   "place of the Wild Draw Fours (112 cards). A player who goes "
		   "out gets half the teammate's hand; a team wins when both "
		   "partners are out. Source: the UNO Teams instruction sheet.",
	/*
	 * TM-2: no printed card count was found; ruling: the Classic colored
	 * cards, four Wild, four Team Play and four Team Wild Draw Four.
	 */
	.deck = {
		UNO__CLASSIC_COLORED,
		UNO__WILDS(UNO_WILD, 4), UNO__WILDS(UNO_TEAM_PLAY, 4),
		UNO__WILDS(UNO_TEAM_DRAW_FOUR, 4),
	},
	.min_players = 4,
	.max_players = 8,
	.player_counts = UNO__PLAYERS(4) | UNO__PLAYERS(6) | UNO__PLAYERS(8),
	.team_size = 2,
	.flags = UNO__V_TWO_PLAYER_REVERSE_SKIPS | UNO__V_AUTO_UNO_PENALTY |
		 UNO__V_TEAM_GOES_OUT,
	/*
	 * No stacking (H-1) and no Seven-O (H-5): the team cards' second
	 * victim and hand-over, and the hand-off of TM-7, do not combine
	 * with a running draw total or with hands changing seats.
	 */
	.options = UNO__TURN_HOUSE_RULES | UNO__REFEREE_OPTIONS |
		   UNO__OPTION(UNO_OPT_TARGET_SCORE) | UNO__OPTION(UNO_OPT_HAND_SIZE) |
		   UNO__OPTION(UNO_OPT_UNO_PENALTY) | UNO__OPTION(UNO_OPT_DEALER),
	.defaults = { UNO__CLASSIC_DEFAULTS },
	/* TM-3: a first discard that is not a number has no effect. */
	.kind = {
		UNO__NUMBERS,
		[UNO_SKIP] = { .points = 20, .flags = UNO__K_SKIP,
			       .first = UNO__FIRST_IGNORE },
		[UNO_REVERSE] = { .points = 20, .flags = UNO__K_REVERSE,
				  .first = UNO__FIRST_IGNORE },
		[UNO_DRAW_TWO] = { .points = 20, .draw = 2, .flags = UNO__K_SKIP,
				   .first = UNO__FIRST_IGNORE },
		[UNO_WILD] = { .points = 50, .first = UNO__FIRST_IGNORE },
		/* TM-4 */
		[UNO_TEAM_PLAY] = { .points = 50, .flags = UNO__K_TEAM_PLAY,
				    .penalty = 2, .first = UNO__FIRST_IGNORE },
		/* TM-5: no restriction, no challenge. */
		[UNO_TEAM_DRAW_FOUR] = { .points = 50, .draw = 2,
			.flags = UNO__K_SKIP | UNO__K_HITS_TEAMMATE,
			.first = UNO__FIRST_IGNORE },
	},
};
