/*
 * Status codes, refusal reasons and the version.
 * SPDX-License-Identifier: MIT
 */
#include <stdarg.h>
#include <stdio.h>

#include "core/core.h"

const char *uno_strerror(int code)
{
	switch (code) {
	case UNO_OK: return "UNO_OK: success";
	case UNO_EINVAL: return "UNO_EINVAL: invalid argument";
	case UNO_ENOMEM: return "UNO_ENOMEM: out of memory";
	case UNO_EILLEGAL: return "UNO_EILLEGAL: the move breaks a rule";
	case UNO_ETURN: return "UNO_ETURN: not this seat's decision";
	case UNO_EPARSE: return "UNO_EPARSE: not valid notation";
	case UNO_ERANGE: return "UNO_ERANGE: option value out of bounds";
	case UNO_ENOTSUP: return "UNO_ENOTSUP: not available in this variant";
	case UNO_ESTATE: return "UNO_ESTATE: not possible in the game's state";
	case UNO_EBUSY: return "UNO_EBUSY: the game is running a hook";
	case UNO_ENOTFOUND: return "UNO_ENOTFOUND: no such name";
	case UNO_EDECK: return "UNO_EDECK: not the variant's deck";
	case UNO_ENOSPC: return "UNO_ENOSPC: buffer too small";
	case UNO_EFORMAT: return "UNO_EFORMAT: not a valid saved game";
	}
	return "unknown libuno status";
}

static const char *const reason_text[UNO_REASON_COUNT] = {
	[UNO_REASON_OK] = "the move is legal",
	[UNO_REASON_MALFORMED] = "the move is malformed (unknown type, card, color or seat)",
	[UNO_REASON_GAME_OVER] = "the round is over: no moves until the next round (G-8)",
	[UNO_REASON_NOT_YOUR_TURN] = "another seat must decide now (G-5)",
	[UNO_REASON_WRONG_DECISION] = "the pending decision asks for another kind of move",
	[UNO_REASON_NOT_IN_HAND] = "the seat does not hold that card (G-3)",
	[UNO_REASON_NO_MATCH] = "the card matches neither the current color nor the top card's number or symbol (G-2)",
	[UNO_REASON_WILD_DRAW_RESTRICTED] = "a wild draw card may not be played while holding a card of the current color (C-6)",
	[UNO_REASON_ONLY_DRAWN_CARD] = "after drawing, only the drawn card may be played (G-3)",
	[UNO_REASON_COLOR_NOT_WILD] = "only a wild names a color (G-1)",
	[UNO_REASON_CANNOT_DRAW] = "no card can be drawn: pass instead (G-4)",
	[UNO_REASON_CANNOT_PASS] = "passing is allowed only after drawing or when nothing can be drawn (G-3, G-4)",
	[UNO_REASON_UNO_NOT_LAST] = "UNO is called with or after the play that leaves one card (G-6)",
	[UNO_REASON_NOT_CATCHABLE] = "that seat cannot be caught: it has called UNO, holds more than one card, or the next player has begun (G-6)",
	[UNO_REASON_CATCH_SELF] = "a seat cannot catch itself (G-6)",
	[UNO_REASON_NOT_IN_VARIANT] = "this variant has no such card or move",
	[UNO_REASON_MUST_PLAY] = "after a Team Play the teammate must play a card (TM-4)",
	[UNO_REASON_BAD_TARGET] = "the cards go to, or are swapped with, another seat in play (CC-3, H-5)",
	[UNO_REASON_STACK_ONLY] = "a pending draw is answered by stacking a draw card on it, or accepted (H-1)",
	[UNO_REASON_FORCE_PLAY] = "a playable drawn card must be played (H-3)",
	[UNO_REASON_NO_MISPLAY] = "that seat has no misplay to catch now: referee mode is off, it played by the rules, or play went on (R-3)",
	[UNO_REASON_NOT_IN_PLAY] = "a penalty is for a seat that holds cards in the round (R-1)",
	[UNO_REASON_LAST_CARD_NUMBER] = "nobody goes out on an action or wild card: a last card is played only if it is a number (house rule last_card_number)",
	[UNO_REASON_SAME_NUMBER] = "only another card of the number just played may follow it, or pass (house rule multi_play)",
	[UNO_REASON_PLAY_IF_ABLE] = "a player who can play a card must play, not draw (house rule play_if_able)",
};

const char *uno_reason_message(int reason)
{
	if (reason < 0 || reason >= UNO_REASON_COUNT)
		return "unknown reason";
	return reason_text[reason];
}

int uno_version(void)
{
	return UNO_VERSION_NUMBER;
}

const char *uno_version_string(void)
{
	return UNO_VERSION_STRING;
}
