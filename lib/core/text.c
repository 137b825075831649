/*
 * Names and words (text.h): the stable names of the library's codes, a
 * card's English name in a variant, and one English sentence per event.
 * Only the rule table is read, never a game: an event can be worded long
 * after its game is gone (a log, a server's history).
 * SPDX-License-Identifier: MIT
 */
#include <ctype.h>

#include "core/core.h"
#include "core/notation.h"

/* ---- names of codes ---- */

/* The last value of each enum: the headers have no count for them. */
#define LAST_EVENT UNO_EV_FLIP
#define LAST_PHASE UNO_PHASE_MORE
#define LAST_DRAW_REASON UNO_DRAW_MISPLAY
#define LAST_SEAT_STATUS UNO_SEAT_KNOCKED_OUT

static const char *const event_name[LAST_EVENT + 1] = {
	[UNO_EV_DEALER_DRAW] = "dealer_draw",
	[UNO_EV_DEALER] = "dealer",
	[UNO_EV_ROUND_START] = "round_start",
	[UNO_EV_FIRST_CARD] = "first_card",
	[UNO_EV_FIRST_CARD_RETURNED] = "first_card_returned",
	[UNO_EV_PLAY] = "play",
	[UNO_EV_DRAW] = "draw",
	[UNO_EV_PASS] = "pass",
	[UNO_EV_COLOR] = "color",
	[UNO_EV_SKIP] = "skip",
	[UNO_EV_DIRECTION] = "direction",
	[UNO_EV_PENALTY] = "penalty",
	[UNO_EV_UNO] = "uno",
	[UNO_EV_CATCH] = "catch",
	[UNO_EV_CHALLENGE] = "challenge",
	[UNO_EV_RESHUFFLE] = "reshuffle",
	[UNO_EV_ROUND_END] = "round_end",
	[UNO_EV_MATCH_END] = "match_end",
	[UNO_EV_GIVE] = "give",
	[UNO_EV_TURN_OVER] = "turn_over",
	[UNO_EV_CAST] = "cast",
	[UNO_EV_SEAT_OUT] = "seat_out",
	[UNO_EV_SEAT_BACK] = "seat_back",
	[UNO_EV_ELIMINATED] = "eliminated",
	[UNO_EV_JUMP_IN] = "jump_in",
	[UNO_EV_STACK] = "stack",
	[UNO_EV_SWAP] = "swap",
	[UNO_EV_ROTATE] = "rotate",
	[UNO_EV_MISPLAY] = "misplay",
	[UNO_EV_MISPLAY_CAUGHT] = "misplay_caught",
	[UNO_EV_HOOK_REFUSED] = "hook_refused",
	[UNO_EV_KNOCKED_OUT] = "knocked_out",
	[UNO_EV_SHED] = "shed",
	[UNO_EV_FLIP] = "flip",
};

static const char *const phase_name[LAST_PHASE + 1] = {
	[UNO_PHASE_PLAY] = "play",
	[UNO_PHASE_DRAWN] = "drawn",
	[UNO_PHASE_COLOR] = "color",
	[UNO_PHASE_CHALLENGE] = "challenge",
	[UNO_PHASE_ROUND_OVER] = "round_over",
	[UNO_PHASE_MATCH_OVER] = "match_over",
	[UNO_PHASE_HANDOFF] = "handoff",
	[UNO_PHASE_CAST] = "cast",
	[UNO_PHASE_STACK] = "stack",
	[UNO_PHASE_SWAP] = "swap",
	[UNO_PHASE_MORE] = "more",
};

static const char *const draw_reason_name[LAST_DRAW_REASON + 1] = {
	[UNO_DRAW_TURN] = "turn",
	[UNO_DRAW_CARD_EFFECT] = "card_effect",
	[UNO_DRAW_UNO_PENALTY] = "uno_penalty",
	[UNO_DRAW_CHALLENGE_GUILTY] = "challenge_guilty",
	[UNO_DRAW_CHALLENGE_FAILED] = "challenge_failed",
	[UNO_DRAW_TEAM_PLAY] = "team_play",
	[UNO_DRAW_REFEREE] = "referee",
	[UNO_DRAW_TABLE_TALK] = "table_talk",
	[UNO_DRAW_SUGGESTION] = "suggestion",
	[UNO_DRAW_MISPLAY] = "misplay",
};

/* What a draw reason adds to a draw's sentence: nothing for a draw move,
 * which needs no explaining. */
static const char *const draw_reason_words[LAST_DRAW_REASON + 1] = {
	[UNO_DRAW_TURN] = "",
	[UNO_DRAW_CARD_EFFECT] = " (card effect)",
	[UNO_DRAW_UNO_PENALTY] = " (UNO penalty)",
	[UNO_DRAW_CHALLENGE_GUILTY] = " (caught bluffing)",
	[UNO_DRAW_CHALLENGE_FAILED] = " (failed challenge)",
	[UNO_DRAW_TEAM_PLAY] = " (Team Play not answered)",
	[UNO_DRAW_REFEREE] = " (referee's penalty)",
	[UNO_DRAW_TABLE_TALK] = " (penalty for table talk)",
	[UNO_DRAW_SUGGESTION] = " (penalty for suggesting a card)",
	[UNO_DRAW_MISPLAY] = " (caught misplaying)",
};

static const char *const seat_status_name[LAST_SEAT_STATUS + 1] = {
	[UNO_SEAT_IN] = "in",
	[UNO_SEAT_OUT] = "out",
	[UNO_SEAT_ELIMINATED] = "eliminated",
	[UNO_SEAT_KNOCKED_OUT] = "knocked_out",
};

static const char *const reason_name[UNO_REASON_COUNT] = {
	[UNO_REASON_OK] = "ok",
	[UNO_REASON_MALFORMED] = "malformed",
	[UNO_REASON_GAME_OVER] = "game_over",
	[UNO_REASON_NOT_YOUR_TURN] = "not_your_turn",
	[UNO_REASON_WRONG_DECISION] = "wrong_decision",
	[UNO_REASON_NOT_IN_HAND] = "not_in_hand",
	[UNO_REASON_NO_MATCH] = "no_match",
	[UNO_REASON_WILD_DRAW_RESTRICTED] = "wild_draw_restricted",
	[UNO_REASON_ONLY_DRAWN_CARD] = "only_drawn_card",
	[UNO_REASON_COLOR_NOT_WILD] = "color_not_wild",
	[UNO_REASON_CANNOT_DRAW] = "cannot_draw",
	[UNO_REASON_CANNOT_PASS] = "cannot_pass",
	[UNO_REASON_UNO_NOT_LAST] = "uno_not_last",
	[UNO_REASON_NOT_CATCHABLE] = "not_catchable",
	[UNO_REASON_CATCH_SELF] = "catch_self",
	[UNO_REASON_NOT_IN_VARIANT] = "not_in_variant",
	[UNO_REASON_MUST_PLAY] = "must_play",
	[UNO_REASON_BAD_TARGET] = "bad_target",
	[UNO_REASON_STACK_ONLY] = "stack_only",
	[UNO_REASON_FORCE_PLAY] = "force_play",
	[UNO_REASON_NO_MISPLAY] = "no_misplay",
	[UNO_REASON_NOT_IN_PLAY] = "not_in_play",
	[UNO_REASON_PLAY_IF_ABLE] = "play_if_able",
	[UNO_REASON_LAST_CARD_NUMBER] = "last_card_number",
	[UNO_REASON_SAME_NUMBER] = "same_number",
};

/* A name from a table indexed by code; the tables may have holes (event
 * type 0 is none). */
static const char *name_in(const char *const *table, int last, int code)
{
	return code >= 0 && code <= last ? table[code] : NULL;
}

const char *uno_event_type_name(int type)
{
	return name_in(event_name, LAST_EVENT, type);
}

const char *uno_phase_name(int phase)
{
	return name_in(phase_name, LAST_PHASE, phase);
}

const char *uno_draw_reason_name(int reason)
{
	return name_in(draw_reason_name, LAST_DRAW_REASON, reason);
}

const char *uno_seat_status_name(int status)
{
	return name_in(seat_status_name, LAST_SEAT_STATUS, status);
}

const char *uno_reason_name(int reason)
{
	return name_in(reason_name, UNO_REASON_COUNT - 1, reason);
}

/* ---- cards ---- */

/* FL-2: the dark side's colors, on the numbers of red, yellow, green and
 * blue (the same order as their letters P, T, O, V in card.c). */
static const char *const dark_color_name[4] = { "pink", "teal", "orange", "purple" };

const char *uno_color_name_side(int color, int side)
{
	if (color < 0 || color > 3 || side < 0 || side > 1)
		return NULL;
	return side ? dark_color_name[color] : uno_color_name(color);
}

/* Text built snprintf-style: what fits in cap is written, always
 * terminated; len counts the whole text. */
struct text {
	char *buf;
	size_t cap, len;
};

static void put(struct text *t, const char *s)
{
	uno__appendf(t->buf, t->cap, &t->len, "%s", s);
}

static void put_number(struct text *t, int32_t n)
{
	uno__appendf(t->buf, t->cap, &t->len, "%ld", (long)n);
}

/* "1 card", "2 cards". */
static void put_count(struct text *t, int32_t n, const char *one, const char *many)
{
	put_number(t, n);
	put(t, " ");
	put(t, n == 1 ? one : many);
}

/* Capitalizes the letter written at byte `at`, if it was written: the
 * first of a sentence. Only the library's own words are given to it. */
static void capitalize(struct text *t, size_t at)
{
	if (at < t->len && at + 1 < t->cap)
		t->buf[at] = (char)toupper((unsigned char)t->buf[at]);
}

/* Can the table name this card (what uno_rules_card_format() accepts)? */
static bool nameable(const struct uno__variant *v, uno_card c)
{
	return uno__card_valid(c) && uno__kind_symbol(v, c.kind) != NULL;
}

/* The value an event carries for "no card" (game.h). */
static bool no_card(uno_card c)
{
	return c.kind == 0 && c.color == UNO_NO_COLOR;
}

static const char *kind_name(const struct uno__variant *v, int kind)
{
	return uno__new_kind(v, kind) ? v->new_name[kind] : uno_kind_name(kind);
}

/* A nameable card's name: the kind's words capitalized, as the cards
 * print them ("Draw Two"), after the color. */
static void put_card_name(struct text *t, const struct uno__variant *v, uno_card c, int side)
{
	const char *name = kind_name(v, c.kind);
	bool wild = uno__is_wild(c.kind);

	if (!wild) {
		put(t, uno_color_name_side(c.color, side));
		put(t, " ");
	}
	char words[UNO__KIND_NAME_MAX];
	size_t n = 0;
	for (bool first = true; name[n] && n + 1 < sizeof words; n++) {
		words[n] = first ? (char)toupper((unsigned char)name[n]) : name[n];
		first = name[n] == ' ';
	}
	words[n] = 0;
	put(t, words);
	if (wild && c.color < 4) {
		put(t, " (");
		put(t, uno_color_name_side(c.color, side));
		put(t, ")");
	}
}

int uno_rules_card_name(const uno_rules *rules, uno_card card, int side, char *buf, size_t cap)
{
	struct text t = { buf, cap, 0 };

	if (!rules || !rules->v || (!buf && cap) || !nameable(rules->v, card) || side < 0 ||
	    side >= (uno__two_sided(rules->v) ? 2 : 1))
		return UNO_EINVAL;
	if (cap)
		buf[0] = 0;
	put_card_name(&t, rules->v, card, side);
	return (int)t.len;
}

/* ---- events ---- */

/* What an event type uses, for the checks before anything is written. */
#define USES_SEAT 0x01u     /* `seat` is a seat */
#define USES_OTHER 0x02u    /* `other` is a seat */
#define USES_CARD 0x04u     /* `card` is a card of the table, or no card */
#define USES_COLOR 0x08u    /* `color` is a color 0-3 */
#define USES_DRAW 0x10u     /* `reason` is a draw reason */
#define USES_REASON 0x20u   /* `reason` is a uno_reason */
#define USES_COUNT 0x40u    /* `value` counts something: 0 or more */
#define USES_WAY 0x80u      /* `value` is a direction: 1 or -1 */

static const uint8_t event_uses[LAST_EVENT + 1] = {
	[UNO_EV_DEALER_DRAW] = USES_SEAT | USES_CARD,
	[UNO_EV_DEALER] = USES_SEAT,
	[UNO_EV_ROUND_START] = USES_SEAT,
	[UNO_EV_FIRST_CARD] = USES_CARD,
	[UNO_EV_FIRST_CARD_RETURNED] = USES_CARD,
	[UNO_EV_PLAY] = USES_SEAT | USES_CARD,
	[UNO_EV_DRAW] = USES_SEAT | USES_CARD | USES_DRAW,
	[UNO_EV_PASS] = USES_SEAT,
	[UNO_EV_COLOR] = USES_SEAT | USES_COLOR,
	[UNO_EV_SKIP] = USES_SEAT,
	[UNO_EV_DIRECTION] = USES_WAY,
	[UNO_EV_PENALTY] = USES_SEAT | USES_DRAW | USES_COUNT,
	[UNO_EV_UNO] = USES_SEAT,
	[UNO_EV_CATCH] = USES_SEAT | USES_OTHER,
	[UNO_EV_CHALLENGE] = USES_SEAT | USES_OTHER | USES_CARD,
	[UNO_EV_RESHUFFLE] = USES_COUNT,
	[UNO_EV_ROUND_END] = USES_SEAT | USES_COUNT,
	[UNO_EV_MATCH_END] = USES_SEAT,
	[UNO_EV_GIVE] = USES_SEAT | USES_OTHER | USES_CARD,
	[UNO_EV_TURN_OVER] = USES_SEAT | USES_CARD,
	[UNO_EV_CAST] = USES_SEAT | USES_OTHER | USES_CARD,
	[UNO_EV_SEAT_OUT] = USES_SEAT,
	[UNO_EV_SEAT_BACK] = USES_SEAT,
	[UNO_EV_ELIMINATED] = USES_SEAT | USES_COUNT,
	[UNO_EV_JUMP_IN] = USES_SEAT | USES_CARD,
	[UNO_EV_STACK] = USES_SEAT | USES_OTHER | USES_CARD | USES_COUNT,
	[UNO_EV_SWAP] = USES_SEAT | USES_OTHER,
	[UNO_EV_ROTATE] = USES_WAY,
	[UNO_EV_MISPLAY] = USES_SEAT | USES_CARD | USES_REASON,
	[UNO_EV_MISPLAY_CAUGHT] = USES_SEAT | USES_OTHER | USES_CARD,
	[UNO_EV_HOOK_REFUSED] = USES_SEAT | USES_CARD | USES_REASON,
	[UNO_EV_KNOCKED_OUT] = USES_SEAT | USES_COUNT,
	[UNO_EV_SHED] = USES_SEAT | USES_CARD,
	[UNO_EV_FLIP] = USES_CARD,
};

static bool is_seat(int seat)
{
	return seat >= 0 && seat < UNO_MAX_PLAYERS;
}

/* Is this an event the library could have made for this table? */
static bool event_ok(const struct uno__variant *v, const uno_event *ev)
{
	int type = ev->type;

	if (type < 1 || type > LAST_EVENT || ev->side >= (uno__two_sided(v) ? 2 : 1))
		return false;
	unsigned uses = event_uses[type];
	if (((uses & USES_SEAT) && !is_seat(ev->seat)) ||
	    ((uses & USES_OTHER) && !is_seat(ev->other)) ||
	    ((uses & USES_CARD) && !no_card(ev->card) && !nameable(v, ev->card)) ||
	    ((uses & USES_COLOR) && ev->color > 3) ||
	    ((uses & USES_DRAW) && ev->reason > LAST_DRAW_REASON) ||
	    ((uses & USES_REASON) && ev->reason >= UNO_REASON_COUNT) ||
	    ((uses & USES_COUNT) && ev->value < 0) ||
	    ((uses & USES_WAY) && ev->value != 1 && ev->value != -1))
		return false;
	switch (type) {
	case UNO_EV_ROUND_START:
		return ev->value >= 1;
	case UNO_EV_ROUND_END:
		return ev->reason <= 1; /* the blocked flag */
	case UNO_EV_FLIP:
		/* The seat that played the Flip, or none. */
		return (ev->seat == -1 || is_seat(ev->seat)) && ev->value >= 0 &&
		       ev->value < (uno__two_sided(v) ? 2 : 1);
	default:
		return true;
	}
}

/* Who the sentence is about, and how the host calls the seats. */
struct words {
	struct text t;
	const struct uno__variant *v;
	const uno_event *ev;
	int viewer;
	const char *const *names;
	size_t count;
};

static bool is_you(const struct words *w, int seat)
{
	return w->viewer >= 0 && seat == w->viewer;
}

static const char *host_name(const struct words *w, int seat)
{
	if (!w->names || seat < 0 || (size_t)seat >= w->count || !w->names[seat] ||
	    !w->names[seat][0])
		return NULL;
	return w->names[seat];
}

/* A seat as the text calls it; `first` when it begins the sentence (then
 * the library's words are capitalized, a host's name is not). */
static void put_seat(struct words *w, int seat, bool first)
{
	size_t at = w->t.len;
	const char *name = host_name(w, seat);

	if (is_you(w, seat)) {
		put(&w->t, "you");
	} else if (name) {
		put(&w->t, name);
		return;
	} else {
		put(&w->t, "seat ");
		put_number(&w->t, seat);
	}
	if (first)
		capitalize(&w->t, at);
}

/* "your", "Alice's", "seat 2's". */
static void put_whose(struct words *w, int seat)
{
	if (is_you(w, seat)) {
		put(&w->t, "your");
		return;
	}
	put_seat(w, seat, false);
	put(&w->t, "'s");
}

/* The verb for a seat: "you play" but "seat 2 plays". */
static void put_verb(struct words *w, int seat, const char *you, const char *other)
{
	put(&w->t, " ");
	put(&w->t, is_you(w, seat) ? you : other);
}

/* The subject and its verb, at the start of the sentence. */
static void put_subject(struct words *w, int seat, const char *you, const char *other)
{
	put_seat(w, seat, true);
	put_verb(w, seat, you, other);
}

/* The event's card, read on its side, or `none` for the no-card value. */
static void put_card(struct words *w, uno_card c, const char *none)
{
	if (no_card(c))
		put(&w->t, none);
	else
		put_card_name(&w->t, w->v, c, w->ev->side);
}

/* A play names a wild without its color: the color event that follows
 * names it (game.h). */
static void put_played(struct words *w)
{
	uno_card c = w->ev->card;

	if (uno__is_wild(c.kind) && !no_card(c))
		c.color = UNO_NO_COLOR;
	put_card(w, c, "a card");
}

static const char *way(int32_t value)
{
	return value < 0 ? "counterclockwise" : "clockwise";
}

static const char *side_name(int32_t side)
{
	return side ? "dark" : "light";
}

/* The sentence of an event that event_ok() accepted. */
static void word_event(struct words *w)
{
	const uno_event *ev = w->ev;
	struct text *t = &w->t;
	int s = ev->seat, o = ev->other;

	switch (ev->type) {
	case UNO_EV_DEALER_DRAW:
		put_subject(w, s, "draw ", "draws ");
		put_card(w, ev->card, "a card");
		put(t, " to choose the dealer.");
		break;
	case UNO_EV_DEALER:
		put_subject(w, s, "deal", "deals");
		put(t, " the first round.");
		break;
	case UNO_EV_ROUND_START:
		put(t, "Round ");
		put_number(t, ev->value);
		put(t, ": ");
		put_seat(w, s, false);
		put_verb(w, s, "deal.", "deals.");
		break;
	case UNO_EV_FIRST_CARD:
		put(t, "The first card turned is ");
		put_card(w, ev->card, "a card");
		put(t, ".");
		break;
	case UNO_EV_FIRST_CARD_RETURNED:
		put(t, "The turned ");
		put_card(w, ev->card, "card");
		put(t, " goes back into the deck.");
		break;
	case UNO_EV_PLAY:
		put_subject(w, s, "play ", "plays ");
		put_played(w);
		put(t, ".");
		break;
	case UNO_EV_DRAW:
		put_subject(w, s, "draw ", "draws ");
		put_card(w, ev->card, "a card");
		put(t, draw_reason_words[ev->reason]);
		put(t, ".");
		break;
	case UNO_EV_PASS:
		put_subject(w, s, "pass.", "passes.");
		break;
	case UNO_EV_COLOR:
		put_subject(w, s, "name ", "names ");
		put(t, uno_color_name_side(ev->color, ev->side));
		put(t, ".");
		break;
	case UNO_EV_SKIP:
		put_subject(w, s, "are", "is");
		put(t, " skipped.");
		break;
	case UNO_EV_DIRECTION:
		put(t, "Play now goes ");
		put(t, way(ev->value));
		put(t, ".");
		break;
	case UNO_EV_PENALTY:
		put_seat(w, s, true);
		put(t, " must draw ");
		put_count(t, ev->value, "card", "cards");
		put(t, draw_reason_words[ev->reason]);
		put(t, ".");
		break;
	case UNO_EV_UNO:
		put_subject(w, s, "call", "calls");
		put(t, " UNO!");
		break;
	case UNO_EV_CATCH:
		put_subject(w, o, "catch ", "catches ");
		put_seat(w, s, false);
		put(t, " not calling UNO.");
		break;
	case UNO_EV_CHALLENGE:
		put_subject(w, o, "challenge ", "challenges ");
		put_whose(w, s);
		put(t, " ");
		put_card(w, ev->card, "card");
		put(t, ev->value ? ": it was a bluff." : ": it was played fairly.");
		break;
	case UNO_EV_RESHUFFLE:
		put(t, "The discard pile is shuffled into a new draw pile of ");
		put_count(t, ev->value, "card", "cards");
		put(t, ".");
		break;
	case UNO_EV_ROUND_END:
		put_subject(w, s, "win", "wins");
		/* G-4: nobody went out; the fewest points scored as if. */
		put(t, ev->reason ? " the blocked round (fewest points in hand) and"
				  : " the round and");
		put_verb(w, s, "score ", "scores ");
		put_count(t, ev->value, "point", "points");
		put(t, ".");
		break;
	case UNO_EV_MATCH_END:
		put_subject(w, s, "win", "wins");
		put(t, " the match.");
		break;
	case UNO_EV_GIVE:
	case UNO_EV_CAST:
		put_subject(w, s, "give ", "gives ");
		put_card(w, ev->card, "a card");
		put(t, " to ");
		put_seat(w, o, false);
		put(t, ".");
		break;
	case UNO_EV_TURN_OVER:
		put_subject(w, s, "turn", "turns");
		put(t, " over ");
		put_card(w, ev->card, "a card");
		put(t, ".");
		break;
	case UNO_EV_SEAT_OUT:
		put_subject(w, s, "are", "is");
		put(t, " out of the game for now.");
		break;
	case UNO_EV_SEAT_BACK:
		put_subject(w, s, "are", "is");
		put(t, " back in the game.");
		break;
	case UNO_EV_ELIMINATED:
		put_subject(w, s, "reach ", "reaches ");
		put_count(t, ev->value, "point", "points");
		put(t, " and");
		put_verb(w, s, "leave", "leaves");
		put(t, " the table.");
		break;
	case UNO_EV_JUMP_IN:
		/* The play that follows names the card. */
		put_subject(w, s, "jump", "jumps");
		put(t, " in out of turn.");
		break;
	case UNO_EV_STACK:
		put_subject(w, s, "stack", "stacks");
		put(t, ": ");
		put_count(t, ev->value, "card", "cards");
		put(t, ev->value == 1 ? " is pending for " : " are pending for ");
		put_seat(w, o, false);
		put(t, ".");
		break;
	case UNO_EV_SWAP:
		put_subject(w, s, "swap", "swaps");
		put(t, " hands with ");
		put_seat(w, o, false);
		put(t, ".");
		break;
	case UNO_EV_ROTATE:
		put(t, "Every hand passes one seat ");
		put(t, way(ev->value));
		put(t, ".");
		break;
	case UNO_EV_MISPLAY:
		put_subject(w, s, "play ", "plays ");
		put_played(w);
		put(t, " against the rules (");
		put(t, uno_reason_message(ev->reason));
		put(t, "): it stands unless someone catches it before play goes on.");
		break;
	case UNO_EV_MISPLAY_CAUGHT:
		put_subject(w, o, "catch ", "catches ");
		put_whose(w, s);
		put(t, " misplay of ");
		put_played(w);
		put(t, ": the play is taken back.");
		break;
	case UNO_EV_HOOK_REFUSED:
		put(t, "The answer given for ");
		put_seat(w, s, false);
		put(t, " was refused (");
		put(t, uno_reason_message(ev->reason));
		put(t, ").");
		break;
	case UNO_EV_KNOCKED_OUT:
		put_subject(w, s, "hold ", "holds ");
		put_count(t, ev->value, "card", "cards");
		put(t, " and");
		put_verb(w, s, "are", "is");
		put(t, " out of this round (hand limit).");
		break;
	case UNO_EV_SHED:
		/* NM-7: after the play of a Discard All, one card each. */
		put_seat(w, s, true);
		put(t, " also");
		put_verb(w, s, "discard ", "discards ");
		put_card(w, ev->card, "a card");
		put(t, ".");
		break;
	case UNO_EV_FLIP:
		/* FL-6, FL-7: the new top card was not played. */
		if (s >= 0) {
			put_subject(w, s, "turn", "turns");
			put(t, " every card over: the ");
		} else {
			put(t, "Every card turns over: the ");
		}
		put(t, side_name(ev->value));
		put(t, " side is in play, with ");
		put_card(w, ev->card, "a card");
		put(t, " on top.");
		break;
	}
}

int uno_event_text(const uno_rules *rules, const uno_event *event, int viewer,
		   const char *const *seat_names, size_t names, char *buf, size_t cap)
{
	if (!rules || !rules->v || !event || (!buf && cap) || (!seat_names && names) ||
	    (viewer != -1 && !is_seat(viewer)) || !event_ok(rules->v, event))
		return UNO_EINVAL;

	struct words w = { { buf, cap, 0 }, rules->v, event, viewer, seat_names, names };
	if (cap)
		buf[0] = 0;
	word_event(&w);
	return (int)w.t.len;
}
