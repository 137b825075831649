/*
 * Building blocks for the rule tables in this folder.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_VARIANT_TABLES_H
#define UNO_VARIANT_TABLES_H

#include "../uno_internal.h"

/* Deck initializers: n copies of a colored kind in each color, of a wild. */
#define UNO__COLORED(kind, n) \
	[(kind) * 4 + 0] = (n), [(kind) * 4 + 1] = (n), \
	[(kind) * 4 + 2] = (n), [(kind) * 4 + 3] = (n)
#define UNO__WILDS(kind, n) [UNO__FIRST_WILD_FACE + (kind) - UNO_WILD] = (n)

#define UNO__OPTION(o) (1u << (o))

/* The options every Classic-based table supports. */
#define UNO__CLASSIC_OPTIONS \
	(UNO__OPTION(UNO_OPT_TARGET_SCORE) | UNO__OPTION(UNO_OPT_HAND_SIZE) | \
	 UNO__OPTION(UNO_OPT_UNO_PENALTY) | UNO__OPTION(UNO_OPT_CHALLENGE_PENALTY) | \
	 UNO__OPTION(UNO_OPT_CHALLENGER_SKIPPED) | \
	 UNO__OPTION(UNO_OPT_WILD_FIRST_RETURNED) | \
	 UNO__OPTION(UNO_OPT_STRICT_WILD_DRAW) | \
	 UNO__OPTION(UNO_OPT_LOWEST_SCORE_WINS) | UNO__OPTION(UNO_OPT_DEALER))

#define UNO__CLASSIC_DEFAULTS \
	[UNO_OPT_TARGET_SCORE] = 500, [UNO_OPT_HAND_SIZE] = 7, \
	[UNO_OPT_UNO_PENALTY] = 2, [UNO_OPT_CHALLENGE_PENALTY] = 2, \
	[UNO_OPT_CHALLENGER_SKIPPED] = 0, [UNO_OPT_WILD_FIRST_RETURNED] = 0, \
	[UNO_OPT_STRICT_WILD_DRAW] = 0, [UNO_OPT_LOWEST_SCORE_WINS] = 0, \
	[UNO_OPT_DEALER] = -1

/* Numbers score face value and act on nothing (G-8). */
#define UNO__NUMBER(k) [k] = { .points = (k) }

/* The Classic card kinds (C-3..C-7, G-8). */
#define UNO__CLASSIC_KINDS \
	UNO__NUMBER(0), UNO__NUMBER(1), UNO__NUMBER(2), UNO__NUMBER(3), \
	UNO__NUMBER(4), UNO__NUMBER(5), UNO__NUMBER(6), UNO__NUMBER(7), \
	UNO__NUMBER(8), UNO__NUMBER(9), \
	[UNO_SKIP] = { .points = 20, .flags = UNO__K_SKIP }, \
	[UNO_REVERSE] = { .points = 20, .flags = UNO__K_REVERSE }, \
	[UNO_DRAW_TWO] = { .points = 20, .draw = 2, .flags = UNO__K_SKIP }, \
	[UNO_WILD] = { .points = 50, .first = UNO__FIRST_CHOOSE_COLOR }, \
	[UNO_WILD_DRAW_FOUR] = { .points = 50, .draw = 4, \
		.flags = UNO__K_SKIP | UNO__K_CHALLENGE, \
		.restriction = UNO__RESTRICT_NO_COLOR, \
		.first = UNO__FIRST_RETURN }

#endif
