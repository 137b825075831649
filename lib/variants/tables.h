/*
 * Building blocks for the rule tables in this folder: a variant is data,
 * assembled from these pieces and its own differences.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_VARIANT_TABLES_H
#define UNO_VARIANT_TABLES_H

#include "core/core.h"

/* Deck initializers: n copies of a colored kind in each color, of a wild. */
#define UNO__COLORED(kind, n) \
	[(kind) * 4 + 0] = (n), [(kind) * 4 + 1] = (n), \
	[(kind) * 4 + 2] = (n), [(kind) * 4 + 3] = (n)
#define UNO__WILDS(kind, n) [UNO__FIRST_WILD_FACE + (kind) - UNO_WILD] = (n)

/* C-1 without its wild cards: per color one 0, two each of 1-9, two Skip,
 * two Reverse and two Draw Two. */
#define UNO__CLASSIC_COLORED \
	UNO__COLORED(UNO_ZERO, 1), \
	UNO__COLORED(UNO_ONE, 2), UNO__COLORED(UNO_TWO, 2), \
	UNO__COLORED(UNO_THREE, 2), UNO__COLORED(UNO_FOUR, 2), \
	UNO__COLORED(UNO_FIVE, 2), UNO__COLORED(UNO_SIX, 2), \
	UNO__COLORED(UNO_SEVEN, 2), UNO__COLORED(UNO_EIGHT, 2), \
	UNO__COLORED(UNO_NINE, 2), \
	UNO__COLORED(UNO_SKIP, 2), UNO__COLORED(UNO_REVERSE, 2), \
	UNO__COLORED(UNO_DRAW_TWO, 2)

/* C-1: the 108-card deck. */
#define UNO__CLASSIC_DECK \
	UNO__CLASSIC_COLORED, \
	UNO__WILDS(UNO_WILD, 4), UNO__WILDS(UNO_WILD_DRAW_FOUR, 4)

#define UNO__PLAYERS(n) (1u << (n))
#define UNO__PLAYERS_2_TO_10 0x7fcu
#define UNO__OPTION(o) (1u << (o))

/* House rules that make sense in every variant (H-2, H-3, H-4). */
#define UNO__TURN_HOUSE_RULES \
	(UNO__OPTION(UNO_OPT_DRAW_UNTIL_PLAYABLE) | UNO__OPTION(UNO_OPT_FORCE_PLAY) | \
	 UNO__OPTION(UNO_OPT_JUMP_IN))

/* Referee mode (doc/referee.md), in every variant. */
#define UNO__REFEREE_OPTIONS \
	(UNO__OPTION(UNO_OPT_REFEREE) | UNO__OPTION(UNO_OPT_MISPLAY_PENALTY))

/* The options every Classic-based table supports, house rules included. */
#define UNO__CLASSIC_OPTIONS \
	(UNO__TURN_HOUSE_RULES | UNO__REFEREE_OPTIONS | UNO__OPTION(UNO_OPT_STACKING) | \
	 UNO__OPTION(UNO_OPT_SEVEN_O) | \
	 UNO__OPTION(UNO_OPT_TARGET_SCORE) | UNO__OPTION(UNO_OPT_HAND_SIZE) | \
	 UNO__OPTION(UNO_OPT_UNO_PENALTY) | UNO__OPTION(UNO_OPT_CHALLENGE_PENALTY) | \
	 UNO__OPTION(UNO_OPT_CHALLENGER_SKIPPED) | \
	 UNO__OPTION(UNO_OPT_WILD_FIRST_RETURNED) | \
	 UNO__OPTION(UNO_OPT_STRICT_WILD_DRAW) | \
	 UNO__OPTION(UNO_OPT_LOWEST_SCORE_WINS) | UNO__OPTION(UNO_OPT_DEALER))

/* Option defaults (UNO__DEFAULTS, core.h) of a Classic-sized game. */
#define UNO__CLASSIC_DEFAULTS UNO__DEFAULTS(500, 7)

/* Numbers score face value and act on nothing (G-8), except with the
 * Seven-O house rule (H-5): a 7 swaps hands, a 0 passes them all on. */
#define UNO__NUMBER(k) [k] = { .points = (k), .flags = UNO__K_NUMBER }
#define UNO__SEVEN_O_NUMBER(k, effect) \
	[k] = { .points = (k), .flags = UNO__K_NUMBER, \
		.when_option = UNO_OPT_SEVEN_O + 1, .option_flags = (effect) }
#define UNO__NUMBERS \
	UNO__SEVEN_O_NUMBER(0, UNO__K_ROTATE_HANDS), UNO__NUMBER(1), UNO__NUMBER(2), \
	UNO__NUMBER(3), UNO__NUMBER(4), UNO__NUMBER(5), UNO__NUMBER(6), \
	UNO__SEVEN_O_NUMBER(7, UNO__K_SWAP_HANDS), UNO__NUMBER(8), UNO__NUMBER(9)

/* The colored action cards (C-4, G-8). */
#define UNO__SKIP_RULE { .points = 20, .flags = UNO__K_SKIP }
#define UNO__REVERSE_RULE { .points = 20, .flags = UNO__K_REVERSE }
#define UNO__DRAW_TWO_RULE { .points = 20, .draw = 2, .flags = UNO__K_SKIP }

/* The Classic card kinds (C-3..C-7, G-8). */
#define UNO__CLASSIC_KINDS \
	UNO__NUMBERS, \
	[UNO_SKIP] = UNO__SKIP_RULE, \
	[UNO_REVERSE] = UNO__REVERSE_RULE, \
	[UNO_DRAW_TWO] = UNO__DRAW_TWO_RULE, \
	[UNO_WILD] = { .points = 50, .first = UNO__FIRST_CHOOSE_COLOR }, \
	[UNO_WILD_DRAW_FOUR] = { .points = 50, .draw = 4, \
		.flags = UNO__K_SKIP | UNO__K_CHALLENGE, \
		.restriction = UNO__RESTRICT_NO_COLOR, \
		.first = UNO__FIRST_RETURN }

#endif
