/*
 * What each seat is told (doc/information.md): an event as one seat, or a
 * spectator, may know it. A networked host sends every seat its own told
 * events and views, and never writes redaction of its own.
 * SPDX-License-Identifier: MIT
 */
#include "services/services.h"

/* Who may see an event's card, its face in play. */
enum {
	CARD_NONE,   /* the event carries no card (it is UNO_NO_CARD) */
	CARD_PUBLIC, /* face up on the table, or shown to every seat */
	CARD_SEAT,   /* `seat` alone: a card it takes face down, or its hook's answer */
	CARD_PAIR,   /* `seat` and `other`: a card handed from one to the other */
	CARD_DRAWN,  /* a draw: `seat` alone, every seat when `value` says it was face up */
};

/* Two-sided cards (FL-5): whose hand the card goes into. Every seat but
 * that one sees its hidden face there; a spectator, which is no seat,
 * sees no hand. A card left on the table lies with its hidden face down. */
enum {
	HELD_NONE,
	HELD_BY_SEAT,
	HELD_BY_OTHER,
};

/*
 * The whole policy, one row per event type; doc/information.md is this
 * table in words, with the rule behind each row. A row left out (a type
 * the enum does not have) is refused.
 */
static const struct {
	uint8_t known; /* a type the library emits */
	uint8_t card;
	uint8_t held;
} tell[] = {
	/* C-2: every seat draws for the deal in the open. */
	[UNO_EV_DEALER_DRAW] = { 1, CARD_PUBLIC, HELD_NONE },
	[UNO_EV_DEALER] = { 1, CARD_NONE, HELD_NONE },
	[UNO_EV_ROUND_START] = { 1, CARD_NONE, HELD_NONE },
	/* C-3, X-2, NM-3: the first discard is turned face up, and so is a
	 * card that goes back into the deck. */
	[UNO_EV_FIRST_CARD] = { 1, CARD_PUBLIC, HELD_NONE },
	[UNO_EV_FIRST_CARD_RETURNED] = { 1, CARD_PUBLIC, HELD_NONE },
	/* G-2: a card played lies face up. */
	[UNO_EV_PLAY] = { 1, CARD_PUBLIC, HELD_NONE },
	/* G-3, G-6, C-4, C-7, R-1, R-3, TM-4...: a card drawn is its drawer's,
	 * unless turned face up (FL-11, NM-9). */
	[UNO_EV_DRAW] = { 1, CARD_DRAWN, HELD_BY_SEAT },
	[UNO_EV_PASS] = { 1, CARD_NONE, HELD_NONE },
	/* C-5: the wild it names a color for is on the pile. */
	[UNO_EV_COLOR] = { 1, CARD_PUBLIC, HELD_NONE },
	[UNO_EV_SKIP] = { 1, CARD_NONE, HELD_NONE },
	/* C-3: a Reverse turned first (the card is the first discard). */
	[UNO_EV_DIRECTION] = { 1, CARD_PUBLIC, HELD_NONE },
	/* Only the count: the cards follow as draws. */
	[UNO_EV_PENALTY] = { 1, CARD_NONE, HELD_NONE },
	[UNO_EV_UNO] = { 1, CARD_NONE, HELD_NONE },
	[UNO_EV_CATCH] = { 1, CARD_NONE, HELD_NONE },
	/* C-7: the card challenged is on the pile and the verdict is public;
	 * the hand shown is in the challenger's view alone. */
	[UNO_EV_CHALLENGE] = { 1, CARD_PUBLIC, HELD_NONE },
	[UNO_EV_RESHUFFLE] = { 1, CARD_NONE, HELD_NONE },
	[UNO_EV_ROUND_END] = { 1, CARD_NONE, HELD_NONE },
	[UNO_EV_MATCH_END] = { 1, CARD_NONE, HELD_NONE },
	/* TM-7: the teammates alone see the cards handed over. */
	[UNO_EV_GIVE] = { 1, CARD_PAIR, HELD_BY_OTHER },
	/* CC-2, CC-3: the cards are turned face up, then given. */
	[UNO_EV_TURN_OVER] = { 1, CARD_PUBLIC, HELD_NONE },
	[UNO_EV_CAST] = { 1, CARD_PUBLIC, HELD_BY_OTHER },
	[UNO_EV_SEAT_OUT] = { 1, CARD_NONE, HELD_NONE },
	[UNO_EV_SEAT_BACK] = { 1, CARD_NONE, HELD_NONE },
	[UNO_EV_ELIMINATED] = { 1, CARD_NONE, HELD_NONE },
	/* H-4: the card jumped in with is played. */
	[UNO_EV_JUMP_IN] = { 1, CARD_PUBLIC, HELD_NONE },
	/* H-1: the card stacked is played. */
	[UNO_EV_STACK] = { 1, CARD_PUBLIC, HELD_NONE },
	/* H-5, NM-10: hands change places unseen; the events name no card. */
	[UNO_EV_SWAP] = { 1, CARD_NONE, HELD_NONE },
	[UNO_EV_ROTATE] = { 1, CARD_NONE, HELD_NONE },
	/* the misplay was played face up, and goes back to the
	 * hand it came from. */
	[UNO_EV_MISPLAY] = { 1, CARD_PUBLIC, HELD_NONE },
	[UNO_EV_MISPLAY_CAUGHT] = { 1, CARD_PUBLIC, HELD_BY_SEAT },
	/* A decision hook answered for `seat`: its answer is that seat's. */
	[UNO_EV_HOOK_REFUSED] = { 1, CARD_SEAT, HELD_NONE },
	/* H-11, NM-11: the hand is set aside face down; only its size. */
	[UNO_EV_KNOCKED_OUT] = { 1, CARD_NONE, HELD_NONE },
	/* NM-7: the cards shed go under the Discard All, face up. */
	[UNO_EV_SHED] = { 1, CARD_PUBLIC, HELD_NONE },
	/* FL-6: the new top card shows its face. */
	[UNO_EV_FLIP] = { 1, CARD_PUBLIC, HELD_NONE },
};

/* Is the viewer this seat? A spectator is none, though both are -1. */
static bool is_seat(int viewer, int seat)
{
	return viewer != UNO_SPECTATOR && viewer == seat;
}

/* May this viewer see the card's face in play? */
static bool sees_card(int rule, int viewer, const uno_event *ev)
{
	switch (rule) {
	case CARD_PUBLIC:
		return true;
	case CARD_SEAT:
		return is_seat(viewer, ev->seat);
	case CARD_PAIR:
		return is_seat(viewer, ev->seat) || is_seat(viewer, ev->other);
	case CARD_DRAWN:
		return is_seat(viewer, ev->seat) || ev->value == 1;
	default: /* CARD_NONE: such an event names no card */
		return false;
	}
}

static bool known_seat(const uno_game *g, int seat)
{
	return seat == UNO__NO_SEAT || uno__valid_seat(g, seat);
}

int uno_event_for_seat(const uno_game *game, int seat, const uno_event *event, uno_event *out)
{
	static const uno_card none = UNO_NO_CARD;

	if (!game || !event || !out || (seat != UNO_SPECTATOR && !uno__valid_seat(game, seat)) ||
	    event->type >= sizeof tell / sizeof tell[0] || !tell[event->type].known ||
	    !known_seat(game, event->seat) || !known_seat(game, event->other))
		return UNO_EINVAL;
	uno_event told = *event;
	int held = tell[told.type].held;

	told.reserved2[0] = told.reserved2[1] = 0;
	if (!sees_card(tell[told.type].card, seat, event))
		told.card = none;
	/* FL-5: a hand's hidden faces face every seat but their holder. A
	 * one-sided deck has none: its `hidden` is zero. */
	int holder = held == HELD_BY_SEAT ? event->seat : event->other;
	if (!uno__sided(&game->s))
		told.hidden = (uno_card){ 0, 0 };
	else if (held == HELD_NONE || seat == UNO_SPECTATOR || seat == holder)
		told.hidden = none;
	*out = told;
	return UNO_OK;
}
