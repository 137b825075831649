/*
 * The options (rules.h): their names, labels, categories, descriptions
 * and bounds. Nothing here knows a variant, so the table generator
 * (lib/variants/gen-table.c) links it too.
 * SPDX-License-Identifier: MIT
 */
#include "core/core.h"

struct option_meta {
	const char *name;
	const char *label;       /* for a player: short, capitalized */
	int category;            /* a uno_option_category */
	const char *description;
	int32_t min, max;
};

static const struct option_meta option_meta[UNO_OPT_COUNT_] = {
	[UNO_OPT_TARGET_SCORE] = { "target_score",
		"Target score", UNO_OPTION_TABLE,
		"points that win the match (G-8)", 1, 100000 },
	[UNO_OPT_HAND_SIZE] = { "hand_size",
		"Cards dealt", UNO_OPTION_TABLE,
		"cards dealt to each player", 1, 20 },
	[UNO_OPT_UNO_PENALTY] = { "uno_penalty",
		"UNO penalty", UNO_OPTION_RULE,
		"cards drawn when caught not calling UNO (G-6)", 0, 10 },
	[UNO_OPT_CHALLENGE_PENALTY] = { "challenge_penalty",
		"Challenge penalty", UNO_OPTION_RULE,
		"extra cards drawn by a challenger whose challenge fails (C-7)", 0, 10 },
	[UNO_OPT_CHALLENGER_SKIPPED] = { "challenger_skipped",
		"Successful challenger skipped", UNO_OPTION_RULE,
		"1: a successful challenger still loses the turn (C-7)", 0, 1 },
	[UNO_OPT_WILD_FIRST_RETURNED] = { "wild_first_returned",
		"First Wild returned", UNO_OPTION_RULE,
		"1: a Wild turned as first discard goes back into the deck (C-3)", 0, 1 },
	[UNO_OPT_STRICT_WILD_DRAW] = { "strict_wild_draw",
		"Strict wild draw cards", UNO_OPTION_HOUSE,
		"1: a wild draw card may not be bluffed, so it is never challenged (C-6, H-6)", 0, 1 },
	[UNO_OPT_LOWEST_SCORE_WINS] = { "lowest_score_wins",
		"Lowest score wins", UNO_OPTION_RULE,
		"1: each player scores their own hand; the lowest total wins (G-9)", 0, 1 },
	[UNO_OPT_DEALER] = { "dealer",
		"First dealer", UNO_OPTION_TABLE,
		"-1: the first dealer is drawn by lot (C-2); 0-9: that seat deals first (G-5)",
		-1, UNO_MAX_PLAYERS - 1 },
	[UNO_OPT_ELIMINATION_LIMIT] = { "elimination_limit",
		"Elimination limit", UNO_OPTION_TABLE,
		"total of own hands that eliminates a player (E-1)", 1, 100000 },
	[UNO_OPT_ROTATING_PARTNERS] = { "rotating_partners",
		"Rotating partners", UNO_OPTION_RULE,
		"1: partners change every round, individual totals, n-1 rounds (P-3)", 0, 1 },
	[UNO_OPT_STACKING] = { "stacking",
		"Stacking", UNO_OPTION_HOUSE,
		"1: a draw card may be stacked on one of its kind, 2: on any draw card, "
		"3: on one worth no more, whatever its color (NM-6); "
		"the first who does not stack draws the total (H-1)", 0, 3 },
	[UNO_OPT_DRAW_UNTIL_PLAYABLE] = { "draw_until_playable",
		"Draw until playable", UNO_OPTION_HOUSE,
		"1: drawing goes on until a playable card shows (H-2)", 0, 1 },
	[UNO_OPT_FORCE_PLAY] = { "force_play",
		"Force play", UNO_OPTION_HOUSE,
		"1: a playable drawn card must be played (H-3)", 0, 1 },
	[UNO_OPT_JUMP_IN] = { "jump_in",
		"Jump-in", UNO_OPTION_HOUSE,
		"1: a card identical to the top card may be played out of turn (H-4)", 0, 1 },
	[UNO_OPT_SEVEN_O] = { "seven_o",
		"Seven-O", UNO_OPTION_HOUSE,
		"1: a 7 swaps hands with a chosen seat, a 0 passes every hand on (H-5)", 0, 1 },
	[UNO_OPT_REFEREE] = { "referee",
		"Referee mode", UNO_OPTION_RULE,
		"1: a play that breaks a rule stands unless another seat catches it "
		"(misplay N) before the next player begins (R-2)", 0, 1 },
	[UNO_OPT_PLAY_IF_ABLE] = { "play_if_able",
		"Play if able", UNO_OPTION_HOUSE,
		"1: a player who can play a card must play one, and may not draw instead "
		"(house rule)", 0, 1 },
	[UNO_OPT_LAST_CARD_NUMBER] = { "last_card_number",
		"Last card a number", UNO_OPTION_HOUSE,
		"1: nobody goes out on an action or wild card: a last card is played "
		"only if it is a number (house rule)", 0, 1 },
	[UNO_OPT_SEVEN_SWAP] = { "seven_swap",
		"Seven swaps hands", UNO_OPTION_HOUSE,
		"1: a 7 swaps hands with a chosen seat: Seven-O's 7 alone (H-5)", 0, 1 },
	[UNO_OPT_ZERO_PASS] = { "zero_pass",
		"Zero passes hands", UNO_OPTION_HOUSE,
		"1: a 0 passes every hand on: Seven-O's 0 alone (H-5)", 0, 1 },
	[UNO_OPT_NO_CHALLENGE] = { "no_challenge",
		"No challenges", UNO_OPTION_HOUSE,
		"1: a wild draw card may be bluffed but is never challenged (H-16)", 0, 1 },
	[UNO_OPT_NO_UNO_CALL] = { "no_uno_call",
		"No UNO call", UNO_OPTION_HOUSE,
		"1: nobody calls UNO: no call, no catch, no penalty (H-14)", 0, 1 },
	[UNO_OPT_DOUBLE_SCORE] = { "double_score",
		"Double score", UNO_OPTION_HOUSE,
		"1: every round's points count double (H-15)", 0, 1 },
	[UNO_OPT_JUMP_IN_WILD] = { "jump_in_wild",
		"Jump-in with wilds", UNO_OPTION_HOUSE,
		"1: a wild of the kind on top may be played out of turn (H-13)", 0, 1 },
	[UNO_OPT_DEFLECT] = { "deflect",
		"Deflect", UNO_OPTION_HOUSE,
		"1: a draw card may be passed on with a Skip (onward) or a Reverse "
		"(back) (H-9)", 0, 1 },
	[UNO_OPT_MULTI_PLAY] = { "multi_play",
		"Several of a number", UNO_OPTION_HOUSE,
		"1: more cards of the number just played may follow in the same turn (H-10)",
		0, 1 },
	[UNO_OPT_HAND_LIMIT] = { "hand_limit",
		"Hand limit", UNO_OPTION_HOUSE,
		"0 off; N: a player holding N cards or more is out of the round (H-11)", 0, 200 },
	[UNO_OPT_SINGLE_ROUND] = { "single_round",
		"Single round", UNO_OPTION_TABLE,
		"1: a match is one round, won by the round's winner (NM-1)", 0, 1 },
	[UNO_OPT_MISPLAY_PENALTY] = { "misplay_penalty",
		"Misplay penalty", UNO_OPTION_RULE,
		"cards drawn by a player caught misplaying, who takes the card back (R-3)", 0, 10 },
};

bool uno__option_in_bounds(int option, int value)
{
	return option >= 0 && option < UNO_OPT_COUNT_ && value >= option_meta[option].min &&
	       value <= option_meta[option].max;
}

void uno__option_bounds(int option, int *min, int *max)
{
	if (min)
		*min = option_meta[option].min;
	if (max)
		*max = option_meta[option].max;
}

int uno_option_count(void)
{
	return UNO_OPT_COUNT_;
}

const char *uno_option_name(int option)
{
	return option >= 0 && option < UNO_OPT_COUNT_ ? option_meta[option].name : NULL;
}

const char *uno_option_description(int option)
{
	return option >= 0 && option < UNO_OPT_COUNT_ ? option_meta[option].description : NULL;
}

const char *uno_option_label(int option)
{
	return option >= 0 && option < UNO_OPT_COUNT_ ? option_meta[option].label : NULL;
}

int uno_option_category_of(int option)
{
	return option >= 0 && option < UNO_OPT_COUNT_ ? option_meta[option].category : UNO_EINVAL;
}

const char *uno_option_category_name(int category)
{
	switch (category) {
	case UNO_OPTION_TABLE: return "table";
	case UNO_OPTION_RULE: return "rule";
	case UNO_OPTION_HOUSE: return "house";
	}
	return NULL;
}

int uno_option_lookup(const char *name, int *out)
{
	if (!name || !out)
		return UNO_EINVAL;
	for (int o = 0; o < UNO_OPT_COUNT_; o++)
		if (strcmp(option_meta[o].name, name) == 0) {
			*out = o;
			return UNO_OK;
		}
	return UNO_ENOTFOUND;
}
