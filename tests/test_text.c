/*
 * Names and words (text.h): the stable names of every code, card names in
 * a variant's words, and the English text of every event.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static const uno_rules *builtin(const char *name)
{
	const uno_rules *r = NULL;
	assert_int_equal(uno_rules_builtin(&r, name), UNO_OK);
	return r;
}

/* A card in a table's notation. */
static uno_card card_in(const uno_rules *r, const char *text)
{
	uno_card c;
	if (uno_rules_card_parse(r, text, strlen(text), &c) != UNO_OK)
		fail_msg("'%s' is no card of %s", text, uno_rules_name(r));
	return c;
}

static const uno_card NO_CARD = { 0, UNO_NO_COLOR };

/* An event as the engine makes one: unused seats -1, colors none. */
static uno_event event(int type, int seat, int other)
{
	uno_event ev;

	memset(&ev, 0, sizeof ev);
	ev.type = (uint8_t)type;
	ev.seat = (int8_t)seat;
	ev.other = (int8_t)other;
	ev.color = UNO_NO_COLOR;
	ev.card = NO_CARD;
	return ev;
}

static uno_event with_card(uno_event ev, const uno_rules *r, const char *card)
{
	ev.card = card_in(r, card);
	return ev;
}

static uno_event with(uno_event ev, int reason, int32_t value)
{
	ev.reason = (uint8_t)reason;
	ev.value = value;
	return ev;
}

/* The text of an event, whole, in a static buffer; fails on a refusal or
 * a text that does not fit the documented bound. */
static const char *text_of(const uno_rules *r, uno_event ev, int viewer,
			   const char *const *names, size_t count)
{
	static char buf[1024];
	int n = uno_event_text(r, &ev, viewer, names, count, buf, sizeof buf);

	if (n < 0)
		fail_msg("event %d (%s) refused: %d", ev.type, uno_event_type_name(ev.type), n);
	assert_int_equal((size_t)n, strlen(buf));
	return buf;
}

static const char *text(const uno_rules *r, uno_event ev)
{
	return text_of(r, ev, -1, NULL, 0);
}

/* ---- names ---- */

/* Every code of an enum has a name, lower-case letters and underscores,
 * unique among its enum's; the codes around them have none. */
static void assert_names(const char *(*name)(int), int first, int last)
{
	for (int c = first; c <= last; c++) {
		const char *s = name(c);
		if (!s)
			fail_msg("code %d has no name", c);
		assert_true(s[0] != 0);
		for (const char *p = s; *p; p++)
			if (!islower((unsigned char)*p) && *p != '_')
				fail_msg("name '%s' of %d is not a lower-case identifier", s, c);
		for (int d = first; d < c; d++)
			if (strcmp(name(d), s) == 0)
				fail_msg("codes %d and %d are both '%s'", d, c, s);
	}
	assert_null(name(first - 1));
	assert_null(name(last + 1));
	assert_null(name(-1000));
	assert_null(name(1000));
}

static void test_every_code_has_a_unique_name(void **state)
{
	(void)state;
	assert_names(uno_event_type_name, UNO_EV_DEALER_DRAW, UNO_EV_FLIP);
	assert_names(uno_phase_name, UNO_PHASE_PLAY, UNO_PHASE_MORE);
	assert_names(uno_draw_reason_name, UNO_DRAW_TURN, UNO_DRAW_MISPLAY);
	assert_names(uno_seat_status_name, UNO_SEAT_IN, UNO_SEAT_KNOCKED_OUT);
	assert_names(uno_reason_name, UNO_REASON_OK, UNO_REASON_COUNT - 1);
	/* An event of type 0 is none. */
	assert_null(uno_event_type_name(0));
}

/* The names hosts already use (the JavaScript and Python bindings name
 * the C constants in lower case): stable from 1.0 on. */
static void test_names_are_the_constants_in_lower_case(void **state)
{
	static const char *const events[] = {
		NULL, "dealer_draw", "dealer", "round_start", "first_card",
		"first_card_returned", "play", "draw", "pass", "color", "skip",
		"direction", "penalty", "uno", "catch", "challenge", "reshuffle",
		"round_end", "match_end", "give", "turn_over", "cast", "seat_out",
		"seat_back", "eliminated", "jump_in", "stack", "swap", "rotate",
		"misplay", "misplay_caught", "hook_refused", "knocked_out", "shed",
		"flip",
	};
	static const char *const phases[] = {
		"play", "drawn", "color", "challenge", "round_over", "match_over",
		"handoff", "cast", "stack", "swap", "more",
	};
	static const char *const draws[] = {
		"turn", "card_effect", "uno_penalty", "challenge_guilty",
		"challenge_failed", "team_play", "referee", "table_talk",
		"suggestion", "misplay",
	};
	(void)state;

	assert_int_equal(sizeof events / sizeof events[0], UNO_EV_FLIP + 1);
	for (int t = 1; t <= UNO_EV_FLIP; t++)
		assert_string_equal(uno_event_type_name(t), events[t]);
	assert_int_equal(sizeof phases / sizeof phases[0], UNO_PHASE_MORE + 1);
	for (int p = 0; p <= UNO_PHASE_MORE; p++)
		assert_string_equal(uno_phase_name(p), phases[p]);
	assert_int_equal(sizeof draws / sizeof draws[0], UNO_DRAW_MISPLAY + 1);
	for (int d = 0; d <= UNO_DRAW_MISPLAY; d++)
		assert_string_equal(uno_draw_reason_name(d), draws[d]);
	assert_string_equal(uno_seat_status_name(UNO_SEAT_IN), "in");
	assert_string_equal(uno_seat_status_name(UNO_SEAT_KNOCKED_OUT), "knocked_out");
	assert_string_equal(uno_reason_name(UNO_REASON_OK), "ok");
	assert_string_equal(uno_reason_name(UNO_REASON_NO_MATCH), "no_match");
	assert_string_equal(uno_reason_name(UNO_REASON_NOT_YOUR_TURN), "not_your_turn");
	assert_string_equal(uno_reason_name(UNO_REASON_SAME_NUMBER), "same_number");
}

/* ---- colors and cards ---- */

/* FL-2: the dark side's colors are pink, teal, orange and purple. */
static void test_color_names_of_both_sides_FL_2(void **state)
{
	static const char *const light[] = { "red", "yellow", "green", "blue" };
	static const char *const dark[] = { "pink", "teal", "orange", "purple" };
	(void)state;

	for (int c = 0; c < 4; c++) {
		assert_string_equal(uno_color_name_side(c, 0), light[c]);
		assert_string_equal(uno_color_name_side(c, 0), uno_color_name(c));
		assert_string_equal(uno_color_name_side(c, 1), dark[c]);
	}
	assert_null(uno_color_name_side(UNO_NO_COLOR, 0));
	assert_null(uno_color_name_side(-1, 0));
	assert_null(uno_color_name_side(0, 2));
	assert_null(uno_color_name_side(0, -1));
}

static const char *card_name(const uno_rules *r, const char *card, int side)
{
	static char buf[64];
	int n = uno_rules_card_name(r, card_in(r, card), side, buf, sizeof buf);

	assert_true(n > 0);
	assert_int_equal((size_t)n, strlen(buf));
	return buf;
}

static void test_card_names_in_the_variants_words(void **state)
{
	const uno_rules *classic = builtin("classic"), *flip = builtin("flip");
	const uno_rules *nm = builtin("no-mercy"), *teams = builtin("teams");
	(void)state;

	assert_string_equal(card_name(classic, "R7", 0), "red 7");
	assert_string_equal(card_name(classic, "YS", 0), "yellow Skip");
	assert_string_equal(card_name(classic, "GR", 0), "green Reverse");
	assert_string_equal(card_name(classic, "BD2", 0), "blue Draw Two");
	assert_string_equal(card_name(classic, "W", 0), "Wild");
	assert_string_equal(card_name(classic, "W4", 0), "Wild Draw Four");
	/* A wild with its color named, as on the discard pile. */
	assert_string_equal(card_name(classic, "W4/B", 0), "Wild Draw Four (blue)");
	assert_string_equal(card_name(teams, "T4", 0), "Team Wild Draw Four");
	/* UNO Flip: the light side, then the dark side's colors and kinds. */
	assert_string_equal(card_name(flip, "RD1", 0), "red Draw One");
	assert_string_equal(card_name(flip, "YF", 0), "yellow Flip");
	assert_string_equal(card_name(flip, "PD5", 1), "pink Draw Five");
	assert_string_equal(card_name(flip, "TSE", 1), "teal Skip Everyone");
	assert_string_equal(card_name(flip, "O9", 1), "orange 9");
	assert_string_equal(card_name(flip, "WDC", 1), "Wild Draw Color");
	assert_string_equal(card_name(flip, "WDC/V", 1), "Wild Draw Color (purple)");
	/* No Mercy's own kinds, whatever numbers they have. */
	assert_string_equal(card_name(nm, "RDA", 0), "red Discard All");
	assert_string_equal(card_name(nm, "BSE", 0), "blue Skip Everyone");
	assert_string_equal(card_name(nm, "GD4", 0), "green Draw Four");
	assert_string_equal(card_name(nm, "WCR", 0), "Wild Color Roulette");
	assert_string_equal(card_name(nm, "W6", 0), "Wild Draw Six");
	assert_string_equal(card_name(nm, "W10", 0), "Wild Draw Ten");
	assert_string_equal(card_name(nm, "WR4", 0), "Wild Reverse Draw Four");
}

static void test_card_name_truncates_like_snprintf_and_refuses_bad_input(void **state)
{
	const uno_rules *classic = builtin("classic"), *flip = builtin("flip");
	uno_card bd2 = card_in(classic, "BD2"), undeclared = { 20, UNO_RED };
	char buf[32];
	(void)state;

	for (size_t cap = 0; cap <= 15; cap++) {
		memset(buf, 'x', sizeof buf);
		assert_int_equal(uno_rules_card_name(classic, bd2, 0, cap ? buf : NULL, cap), 13);
		if (cap) {
			assert_int_equal(strlen(buf), cap - 1 < 13 ? cap - 1 : 13);
			assert_memory_equal(buf, "blue Draw Two", strlen(buf));
		}
		assert_int_equal(buf[cap < 14 ? cap : 14], 'x');
	}
	memset(buf, 'x', sizeof buf);
	assert_int_equal(uno_rules_card_name(NULL, bd2, 0, buf, sizeof buf), UNO_EINVAL);
	assert_int_equal(uno_rules_card_name(classic, bd2, 0, NULL, 5), UNO_EINVAL);
	assert_int_equal(uno_rules_card_name(classic, bd2, 1, buf, sizeof buf), UNO_EINVAL);
	assert_int_equal(uno_rules_card_name(classic, bd2, -1, buf, sizeof buf), UNO_EINVAL);
	assert_int_equal(uno_rules_card_name(flip, bd2, 2, buf, sizeof buf), UNO_EINVAL);
	assert_int_equal(uno_rules_card_name(classic, undeclared, 0, buf, sizeof buf), UNO_EINVAL);
	assert_int_equal(uno_rules_card_name(classic, NO_CARD, 0, buf, sizeof buf), UNO_EINVAL);
	assert_int_equal(uno_rules_card_name(classic, (uno_card){ UNO_SEVEN, 9 }, 0, buf,
					     sizeof buf),
			 UNO_EINVAL);
	/* Nothing was written by a refused call. */
	for (size_t i = 0; i < sizeof buf; i++)
		assert_int_equal(buf[i], 'x');
}

/* ---- events ---- */

/* Every event type in Classic, one exact sentence each. */
static void test_event_text_of_every_type_in_classic(void **state)
{
	const uno_rules *r = builtin("classic");
	uno_event ev;
	(void)state;

	assert_string_equal(text(r, with_card(event(UNO_EV_DEALER_DRAW, 1, -1), r, "R7")),
			    "Seat 1 draws red 7 to choose the dealer.");
	assert_string_equal(text(r, event(UNO_EV_DEALER, 3, -1)), "Seat 3 deals the first round.");
	assert_string_equal(text(r, with(event(UNO_EV_ROUND_START, 2, -1), 0, 4)),
			    "Round 4: seat 2 deals.");
	assert_string_equal(text(r, with_card(event(UNO_EV_FIRST_CARD, -1, -1), r, "G5")),
			    "The first card turned is green 5.");
	assert_string_equal(text(r, with_card(event(UNO_EV_FIRST_CARD_RETURNED, -1, -1), r, "W4")),
			    "The turned Wild Draw Four goes back into the deck.");
	assert_string_equal(text(r, with_card(event(UNO_EV_PLAY, 0, -1), r, "BD2")),
			    "Seat 0 plays blue Draw Two.");
	/* A wild's play leaves its color to the color event. */
	ev = with_card(event(UNO_EV_PLAY, 0, -1), r, "W4/Y");
	ev.color = UNO_YELLOW;
	assert_string_equal(text(r, ev), "Seat 0 plays Wild Draw Four.");
	assert_string_equal(text(r, with_card(event(UNO_EV_DRAW, 2, -1), r, "Y9")),
			    "Seat 2 draws yellow 9.");
	assert_string_equal(text(r, event(UNO_EV_PASS, 1, -1)), "Seat 1 passes.");
	ev = event(UNO_EV_COLOR, 0, -1);
	ev.color = UNO_YELLOW;
	assert_string_equal(text(r, ev), "Seat 0 names yellow.");
	assert_string_equal(text(r, event(UNO_EV_SKIP, 3, -1)), "Seat 3 is skipped.");
	assert_string_equal(text(r, with(event(UNO_EV_DIRECTION, 1, -1), 0, -1)),
			    "Play now goes counterclockwise.");
	assert_string_equal(text(r, with(event(UNO_EV_DIRECTION, 1, -1), 0, 1)),
			    "Play now goes clockwise.");
	assert_string_equal(text(r, with(event(UNO_EV_PENALTY, 1, -1), UNO_DRAW_CARD_EFFECT, 4)),
			    "Seat 1 must draw 4 cards (card effect).");
	assert_string_equal(text(r, event(UNO_EV_UNO, 2, -1)), "Seat 2 calls UNO!");
	/* G-6: `other` caught `seat`. */
	assert_string_equal(text(r, event(UNO_EV_CATCH, 2, 0)),
			    "Seat 0 catches seat 2 not calling UNO.");
	/* C-7: `other` challenged `seat`'s card. */
	assert_string_equal(text(r, with(with_card(event(UNO_EV_CHALLENGE, 1, 2), r, "W4"), 0, 1)),
			    "Seat 2 challenges seat 1's Wild Draw Four: it was a bluff.");
	assert_string_equal(text(r, with(with_card(event(UNO_EV_CHALLENGE, 1, 2), r, "W4"), 0, 0)),
			    "Seat 2 challenges seat 1's Wild Draw Four: it was played fairly.");
	assert_string_equal(text(r, with(event(UNO_EV_RESHUFFLE, -1, -1), 0, 57)),
			    "The discard pile is shuffled into a new draw pile of 57 cards.");
	assert_string_equal(text(r, with(event(UNO_EV_ROUND_END, 3, -1), 0, 112)),
			    "Seat 3 wins the round and scores 112 points.");
	/* G-4: a blocked round. */
	assert_string_equal(text(r, with(event(UNO_EV_ROUND_END, 3, -1), 1, 40)),
			    "Seat 3 wins the blocked round (fewest points in hand) and scores "
			    "40 points.");
	assert_string_equal(text(r, with(event(UNO_EV_MATCH_END, 1, -1), 0, 512)),
			    "Seat 1 wins the match.");
	assert_string_equal(text(r, with_card(event(UNO_EV_GIVE, 0, 2), r, "R3")),
			    "Seat 0 gives red 3 to seat 2.");
	assert_string_equal(text(r, with_card(event(UNO_EV_TURN_OVER, 1, -1), r, "GS")),
			    "Seat 1 turns over green Skip.");
	assert_string_equal(text(r, with_card(event(UNO_EV_CAST, 1, 3), r, "GS")),
			    "Seat 1 gives green Skip to seat 3.");
	assert_string_equal(text(r, event(UNO_EV_SEAT_OUT, 2, -1)),
			    "Seat 2 is out of the game for now.");
	assert_string_equal(text(r, event(UNO_EV_SEAT_BACK, 2, -1)), "Seat 2 is back in the game.");
	assert_string_equal(text(r, with(event(UNO_EV_ELIMINATED, 0, -1), 0, 505)),
			    "Seat 0 reaches 505 points and leaves the table.");
	assert_string_equal(text(r, with_card(event(UNO_EV_JUMP_IN, 3, 1), r, "R5")),
			    "Seat 3 jumps in out of turn.");
	assert_string_equal(text(r, with(with_card(event(UNO_EV_STACK, 0, 1), r, "RD2"), 0, 4)),
			    "Seat 0 stacks: 4 cards are pending for seat 1.");
	assert_string_equal(text(r, event(UNO_EV_SWAP, 1, 3)), "Seat 1 swaps hands with seat 3.");
	assert_string_equal(text(r, with(event(UNO_EV_ROTATE, -1, -1), 0, 1)),
			    "Every hand passes one seat clockwise.");
	assert_string_equal(
		text(r, with(with_card(event(UNO_EV_MISPLAY, 2, -1), r, "B4"), UNO_REASON_NO_MATCH, 0)),
		"Seat 2 plays blue 4 against the rules (the card matches neither the current "
		"color nor the top card's number or symbol (G-2)): it stands unless someone "
		"catches it before play goes on.");
	assert_string_equal(text(r, with_card(event(UNO_EV_MISPLAY_CAUGHT, 2, 0), r, "B4")),
			    "Seat 0 catches seat 2's misplay of blue 4: the play is taken back.");
	assert_string_equal(
		text(r, with(event(UNO_EV_HOOK_REFUSED, 1, -1), UNO_REASON_BAD_TARGET, UNO_EILLEGAL)),
		"The answer given for seat 1 was refused (the cards go to, or are swapped "
		"with, another seat in play (CC-3, H-5)).");
	assert_string_equal(text(r, with(event(UNO_EV_KNOCKED_OUT, 1, -1), 0, 25)),
			    "Seat 1 holds 25 cards and is out of this round (hand limit).");
	assert_string_equal(text(r, with_card(event(UNO_EV_SHED, 0, -1), r, "R1")),
			    "Seat 0 also discards red 1.");
	/* A one-sided deck never flips, but the event is still worded. */
	assert_string_equal(text(r, with_card(event(UNO_EV_FLIP, 0, -1), r, "R1")),
			    "Seat 0 turns every card over: the light side is in play, with red 1 "
			    "on top.");
}

/* Every draw reason has its words; a draw move needs none. */
static void test_event_text_of_every_draw_reason(void **state)
{
	static const char *const why[] = {
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
	const uno_rules *r = builtin("classic");
	char want[128];
	(void)state;

	for (int d = UNO_DRAW_TURN; d <= UNO_DRAW_MISPLAY; d++) {
		snprintf(want, sizeof want, "Seat 1 draws a card%s.", why[d]);
		assert_string_equal(text(r, with(event(UNO_EV_DRAW, 1, -1), d, 0)), want);
		snprintf(want, sizeof want, "Seat 1 must draw 2 cards%s.", why[d]);
		assert_string_equal(text(r, with(event(UNO_EV_PENALTY, 1, -1), d, 2)), want);
	}
}

/* Counts agree with their nouns. */
static void test_event_text_plurals(void **state)
{
	const uno_rules *r = builtin("classic");
	(void)state;

	assert_string_equal(text(r, with(event(UNO_EV_PENALTY, 0, -1), UNO_DRAW_UNO_PENALTY, 1)),
			    "Seat 0 must draw 1 card (UNO penalty).");
	assert_string_equal(text(r, with(event(UNO_EV_PENALTY, 0, -1), UNO_DRAW_UNO_PENALTY, 2)),
			    "Seat 0 must draw 2 cards (UNO penalty).");
	assert_string_equal(text(r, with(event(UNO_EV_RESHUFFLE, -1, -1), 0, 1)),
			    "The discard pile is shuffled into a new draw pile of 1 card.");
	assert_string_equal(text(r, with(event(UNO_EV_ROUND_END, 0, -1), 0, 1)),
			    "Seat 0 wins the round and scores 1 point.");
	assert_string_equal(text(r, with(event(UNO_EV_ROUND_END, 0, -1), 0, 0)),
			    "Seat 0 wins the round and scores 0 points.");
	assert_string_equal(text(r, with(with_card(event(UNO_EV_STACK, 0, 1), r, "RD2"), 0, 1)),
			    "Seat 0 stacks: 1 card is pending for seat 1.");
	assert_string_equal(text(r, with(event(UNO_EV_KNOCKED_OUT, 0, -1), 0, 1)),
			    "Seat 0 holds 1 card and is out of this round (hand limit).");
	assert_string_equal(text(r, with(event(UNO_EV_ELIMINATED, 0, -1), 0, 1)),
			    "Seat 0 reaches 1 point and leaves the table.");
}

/* The no-card value (what a host puts where a seat may not see the card)
 * reads "a card": the text never invents one. */
static void test_event_text_hidden_card_reads_a_card(void **state)
{
	const uno_rules *r = builtin("classic");
	(void)state;

	assert_string_equal(text(r, event(UNO_EV_DRAW, 2, -1)), "Seat 2 draws a card.");
	assert_string_equal(text(r, with(event(UNO_EV_DRAW, 2, -1), UNO_DRAW_CARD_EFFECT, 0)),
			    "Seat 2 draws a card (card effect).");
	assert_string_equal(text(r, event(UNO_EV_GIVE, 0, 2)), "Seat 0 gives a card to seat 2.");
	assert_string_equal(text(r, event(UNO_EV_PLAY, 0, -1)), "Seat 0 plays a card.");
	assert_string_equal(text(r, event(UNO_EV_CHALLENGE, 1, 2)),
			    "Seat 2 challenges seat 1's card: it was played fairly.");
	assert_string_equal(text(r, event(UNO_EV_FIRST_CARD_RETURNED, -1, -1)),
			    "The turned card goes back into the deck.");
	/* The same event with the card the drawing seat sees. */
	assert_string_equal(text_of(r, with_card(event(UNO_EV_DRAW, 2, -1), r, "W"), 2, NULL, 0),
			    "You draw Wild.");
}

/* The viewer is "you", with its verbs; other seats by the host's names. */
static void test_event_text_viewer_and_seat_names(void **state)
{
	const uno_rules *r = builtin("classic");
	const char *const names[] = { "Ann", NULL, "", "bob" };
	uno_event ev;
	(void)state;

	assert_string_equal(text_of(r, with_card(event(UNO_EV_PLAY, 0, -1), r, "R7"), 0, NULL, 0),
			    "You play red 7.");
	assert_string_equal(text_of(r, with_card(event(UNO_EV_PLAY, 0, -1), r, "R7"), 1, names, 4),
			    "Ann plays red 7.");
	/* A NULL or empty name, or a seat past the list: "seat N". */
	assert_string_equal(text_of(r, event(UNO_EV_PASS, 1, -1), -1, names, 4), "Seat 1 passes.");
	assert_string_equal(text_of(r, event(UNO_EV_PASS, 2, -1), -1, names, 4), "Seat 2 passes.");
	assert_string_equal(text_of(r, event(UNO_EV_PASS, 4, -1), -1, names, 4), "Seat 4 passes.");
	assert_string_equal(text_of(r, event(UNO_EV_PASS, 3, -1), -1, names, 3), "Seat 3 passes.");
	/* A host's name is never capitalized. */
	assert_string_equal(text_of(r, event(UNO_EV_PASS, 3, -1), -1, names, 4), "bob passes.");
	/* The viewer is "you" whatever its name. */
	assert_string_equal(text_of(r, event(UNO_EV_PASS, 0, -1), 0, names, 4), "You pass.");
	assert_string_equal(text_of(r, event(UNO_EV_CATCH, 0, 3), 0, names, 4),
			    "bob catches you not calling UNO.");
	assert_string_equal(text_of(r, event(UNO_EV_CATCH, 3, 0), 0, names, 4),
			    "You catch bob not calling UNO.");
	assert_string_equal(text_of(r, with_card(event(UNO_EV_CHALLENGE, 0, 3), r, "W4"), 0, names,
				    4),
			    "bob challenges your Wild Draw Four: it was played fairly.");
	assert_string_equal(text_of(r, with_card(event(UNO_EV_CHALLENGE, 3, 0), r, "W4"), 0, names,
				    4),
			    "You challenge bob's Wild Draw Four: it was played fairly.");
	assert_string_equal(text_of(r, event(UNO_EV_SKIP, 0, -1), 0, NULL, 0), "You are skipped.");
	assert_string_equal(text_of(r, with(event(UNO_EV_ROUND_START, 0, -1), 0, 1), 0, NULL, 0),
			    "Round 1: you deal.");
	assert_string_equal(text_of(r, with(event(UNO_EV_ROUND_END, 0, -1), 0, 9), 0, NULL, 0),
			    "You win the round and score 9 points.");
	assert_string_equal(text_of(r, with(event(UNO_EV_ELIMINATED, 0, -1), 0, 600), 0, NULL, 0),
			    "You reach 600 points and leave the table.");
	assert_string_equal(text_of(r, with(event(UNO_EV_KNOCKED_OUT, 0, -1), 0, 25), 0, NULL, 0),
			    "You hold 25 cards and are out of this round (hand limit).");
	assert_string_equal(text_of(r, with_card(event(UNO_EV_SHED, 0, -1), r, "R1"), 0, NULL, 0),
			    "You also discard red 1.");
	assert_string_equal(text_of(r, event(UNO_EV_SWAP, 3, 0), 0, names, 4),
			    "bob swaps hands with you.");
	assert_string_equal(text_of(r, with(with_card(event(UNO_EV_STACK, 3, 0), r, "RD2"), 0, 2),
				    0, names, 4),
			    "bob stacks: 2 cards are pending for you.");
	assert_string_equal(text_of(r, with_card(event(UNO_EV_MISPLAY_CAUGHT, 0, 1), r, "B4"), 0,
				    names, 4),
			    "Seat 1 catches your misplay of blue 4: the play is taken back.");
	assert_string_equal(text_of(r, event(UNO_EV_HOOK_REFUSED, 0, -1), 0, NULL, 0),
			    "The answer given for you was refused (the move is legal).");
	ev = with_card(event(UNO_EV_PLAY, 0, -1), r, "R7");
	assert_string_equal(text_of(r, ev, 2, names, 4), "Ann plays red 7.");
}

/* UNO Flip's dark side: its colors and kinds (FL-2, FL-6, FL-10, FL-11). */
static void test_event_text_flip_dark_side_FL_2_FL_6(void **state)
{
	const uno_rules *r = builtin("flip");
	uno_event ev;
	(void)state;

	ev = with_card(event(UNO_EV_PLAY, 1, -1), r, "PD5");
	ev.side = 1;
	assert_string_equal(text(r, ev), "Seat 1 plays pink Draw Five.");
	ev = with_card(event(UNO_EV_PLAY, 1, -1), r, "VSE");
	ev.side = 1;
	assert_string_equal(text(r, ev), "Seat 1 plays purple Skip Everyone.");
	ev = with_card(event(UNO_EV_PLAY, 2, -1), r, "WDC/O");
	ev.side = 1;
	ev.color = UNO_GREEN;
	assert_string_equal(text(r, ev), "Seat 2 plays Wild Draw Color.");
	ev = event(UNO_EV_COLOR, 2, -1);
	ev.side = 1;
	ev.color = UNO_GREEN;
	assert_string_equal(text(r, ev), "Seat 2 names orange.");
	ev = with(with_card(event(UNO_EV_DRAW, 3, -1), r, "T4"), UNO_DRAW_CARD_EFFECT, 0);
	ev.side = 1;
	assert_string_equal(text_of(r, ev, 3, NULL, 0), "You draw teal 4 (card effect).");
	/* The same card on the light side reads in the light colors. */
	ev.side = 0;
	assert_string_equal(text_of(r, ev, 3, NULL, 0), "You draw yellow 4 (card effect).");
	/* FL-6: a Flip's event: the side now in play and the new top. */
	ev = with(with_card(event(UNO_EV_FLIP, 0, -1), r, "V7"), 0, 1);
	ev.side = 1;
	ev.color = UNO_BLUE;
	assert_string_equal(text(r, ev),
			    "Seat 0 turns every card over: the dark side is in play, with purple 7 "
			    "on top.");
	ev = with(with_card(event(UNO_EV_FLIP, 0, -1), r, "RF"), 0, 0);
	assert_string_equal(text_of(r, ev, 0, NULL, 0),
			    "You turn every card over: the light side is in play, with red Flip "
			    "on top.");
	ev = with(with_card(event(UNO_EV_FLIP, -1, -1), r, "W"), 0, 1);
	ev.side = 1;
	assert_string_equal(text(r, ev),
			    "Every card turns over: the dark side is in play, with Wild on top.");
}

/* No Mercy's own kinds, by name (NM-7, NM-9, NM-10, NM-11). */
static void test_event_text_no_mercy_kinds_NM_7_NM_11(void **state)
{
	const uno_rules *r = builtin("no-mercy");
	(void)state;

	assert_string_equal(text(r, with_card(event(UNO_EV_PLAY, 0, -1), r, "GDA")),
			    "Seat 0 plays green Discard All.");
	assert_string_equal(text(r, with_card(event(UNO_EV_SHED, 0, -1), r, "G3")),
			    "Seat 0 also discards green 3.");
	assert_string_equal(text(r, with_card(event(UNO_EV_PLAY, 1, -1), r, "BSE")),
			    "Seat 1 plays blue Skip Everyone.");
	assert_string_equal(text(r, with_card(event(UNO_EV_PLAY, 1, -1), r, "WCR")),
			    "Seat 1 plays Wild Color Roulette.");
	assert_string_equal(text(r, with_card(event(UNO_EV_PLAY, 2, -1), r, "W6/R")),
			    "Seat 2 plays Wild Draw Six.");
	assert_string_equal(text(r, with(with_card(event(UNO_EV_STACK, 2, 3), r, "W10"), 0, 16)),
			    "Seat 2 stacks: 16 cards are pending for seat 3.");
	assert_string_equal(text(r, with(event(UNO_EV_KNOCKED_OUT, 3, -1), 0, 25)),
			    "Seat 3 holds 25 cards and is out of this round (hand limit).");
	assert_string_equal(text(r, with(event(UNO_EV_ROTATE, -1, -1), 0, -1)),
			    "Every hand passes one seat counterclockwise.");
	assert_string_equal(text(r, with_card(event(UNO_EV_CHALLENGE, 0, 1), r, "WR4")),
			    "Seat 1 challenges seat 0's Wild Reverse Draw Four: it was played "
			    "fairly.");
}

/* snprintf semantics at every capacity; a refused call writes nothing. */
static void test_event_text_truncates_like_snprintf(void **state)
{
	const uno_rules *r = builtin("classic");
	uno_event ev = with(with_card(event(UNO_EV_CHALLENGE, 1, 2), r, "W4"), 0, 1);
	const char *want = "Seat 2 challenges seat 1's Wild Draw Four: it was a bluff.";
	size_t n = strlen(want);
	char buf[128];
	(void)state;

	assert_int_equal(uno_event_text(r, &ev, -1, NULL, 0, NULL, 0), (int)n);
	for (size_t cap = 1; cap <= n + 2; cap++) {
		memset(buf, 'x', sizeof buf);
		assert_int_equal(uno_event_text(r, &ev, -1, NULL, 0, buf, cap), (int)n);
		size_t kept = cap - 1 < n ? cap - 1 : n;
		assert_int_equal(strlen(buf), kept);
		assert_memory_equal(buf, want, kept);
		assert_int_equal(buf[kept + 1], 'x');
	}
	/* A capitalized first word cut to nothing stays cut. */
	memset(buf, 'x', sizeof buf);
	assert_int_equal(uno_event_text(r, &ev, -1, NULL, 0, buf, 1), (int)n);
	assert_int_equal(buf[0], 0);
	assert_int_equal(buf[1], 'x');
}

static void assert_refused(const uno_rules *r, uno_event ev)
{
	char buf[64];

	memset(buf, 'x', sizeof buf);
	if (uno_event_text(r, &ev, -1, NULL, 0, buf, sizeof buf) != UNO_EINVAL)
		fail_msg("event %d (seat %d, other %d, card %d/%d, reason %d, value %d, side %d) "
			 "was worded: %s",
			 ev.type, ev.seat, ev.other, ev.card.kind, ev.card.color, ev.reason,
			 (int)ev.value, ev.side, buf);
	for (size_t i = 0; i < sizeof buf; i++)
		assert_int_equal(buf[i], 'x');
}

/* NULL arguments and events the library never makes are refused, with
 * nothing written. */
static void test_event_text_refuses_bad_arguments(void **state)
{
	const uno_rules *r = builtin("classic");
	uno_event ok = with_card(event(UNO_EV_PLAY, 0, -1), r, "R7"), ev;
	const char *const names[] = { "a", "b" };
	char buf[64];
	(void)state;

	memset(buf, 'x', sizeof buf);
	assert_int_equal(uno_event_text(NULL, &ok, -1, NULL, 0, buf, sizeof buf), UNO_EINVAL);
	assert_int_equal(uno_event_text(r, NULL, -1, NULL, 0, buf, sizeof buf), UNO_EINVAL);
	assert_int_equal(uno_event_text(r, &ok, -1, NULL, 0, NULL, 4), UNO_EINVAL);
	assert_int_equal(uno_event_text(r, &ok, -1, NULL, 2, buf, sizeof buf), UNO_EINVAL);
	assert_int_equal(uno_event_text(r, &ok, -2, names, 2, buf, sizeof buf), UNO_EINVAL);
	assert_int_equal(uno_event_text(r, &ok, UNO_MAX_PLAYERS, names, 2, buf, sizeof buf),
			 UNO_EINVAL);
	for (size_t i = 0; i < sizeof buf; i++)
		assert_int_equal(buf[i], 'x');

	/* Unknown types. */
	assert_refused(r, event(0, 0, -1));
	assert_refused(r, event(UNO_EV_FLIP + 1, 0, -1));
	assert_refused(r, event(255, 0, -1));
	/* A seat the type needs that is no seat. */
	assert_refused(r, event(UNO_EV_PASS, -1, -1));
	assert_refused(r, event(UNO_EV_PASS, UNO_MAX_PLAYERS, -1));
	assert_refused(r, event(UNO_EV_CATCH, 1, -1));
	assert_refused(r, event(UNO_EV_SWAP, 1, 100));
	/* A card the table cannot name. */
	ev = ok;
	ev.card = (uno_card){ 20, UNO_RED }; /* no kind 20 in Classic */
	assert_refused(r, ev);
	ev.card = (uno_card){ UNO_SEVEN, 7 };
	assert_refused(r, ev);
	ev.card = (uno_card){ 40, UNO_NO_COLOR };
	assert_refused(r, ev);
	/* A side the deck does not have. */
	ev = ok;
	ev.side = 1;
	assert_refused(r, ev);
	/* Colors, reasons and values out of range. */
	ev = event(UNO_EV_COLOR, 0, -1);
	assert_refused(r, ev); /* UNO_NO_COLOR */
	ev = with(event(UNO_EV_DRAW, 0, -1), UNO_DRAW_MISPLAY + 1, 0);
	assert_refused(r, ev);
	ev = with(event(UNO_EV_PENALTY, 0, -1), 0, -2);
	assert_refused(r, ev);
	ev = with(event(UNO_EV_MISPLAY, 0, -1), UNO_REASON_COUNT, 0);
	assert_refused(r, ev);
	ev = with(event(UNO_EV_DIRECTION, 0, -1), 0, 0);
	assert_refused(r, ev);
	ev = with(event(UNO_EV_ROTATE, -1, -1), 0, 2);
	assert_refused(r, ev);
	ev = with(event(UNO_EV_ROUND_START, 0, -1), 0, 0);
	assert_refused(r, ev);
	ev = with(event(UNO_EV_ROUND_END, 0, -1), 2, 10);
	assert_refused(r, ev);
	ev = with(event(UNO_EV_FLIP, 0, -1), 0, 1); /* Classic has no dark side */
	assert_refused(r, ev);
}

/* The longest texts fit UNO_EVENT_TEXT_MAX: every type with every reason
 * and every card of every variant, seats 9, the viewer or not. */
static void test_event_text_fits_its_bound(void **state)
{
	size_t longest = 0;
	(void)state;

	for (size_t v = 0; v < uno_rules_builtin_count(); v++) {
		const uno_rules *r = uno_rules_builtin_at(v);
		uno_card deck[UNO_MAX_DECK];
		int sides = uno_rules_sides(r);
		for (int side = 0; side < sides; side++) {
			int n = uno_rules_deck_side(r, side, deck, UNO_MAX_DECK);
			assert_true(n > 0);
			for (int i = 0; i < n; i++) {
				uno_card c = deck[i];
				if (uno_kind_is_wild(c.kind))
					c.color = UNO_BLUE;
				for (int type = 1; type <= UNO_EV_FLIP; type++)
					for (int reason = 0; reason < UNO_REASON_COUNT; reason++) {
						uno_event ev = event(type, 9, 9);
						ev.card = c;
						ev.color = UNO_BLUE;
						ev.side = (uint8_t)side;
						ev.reason = (uint8_t)reason;
						ev.value = type == UNO_EV_DIRECTION ||
								   type == UNO_EV_ROTATE
							? -1
							: type == UNO_EV_FLIP ? side : 100000;
						for (int viewer = -1; viewer <= 9; viewer += 10) {
							int len = uno_event_text(r, &ev, viewer, NULL, 0,
										 NULL, 0);
							if (len < 0)
								continue; /* a reason the type has not */
							if ((size_t)len > longest)
								longest = (size_t)len;
						}
					}
			}
		}
	}
	print_message("# the longest event text is %lu bytes\n", (unsigned long)longest);
	assert_true(longest > 100);
	assert_true(longest < UNO_EVENT_TEXT_MAX);
}

/* Every event the library makes is worded, in every built-in variant,
 * for every viewer: random matches, with house rules and the referee. */
struct worded {
	int count[UNO_EV_FLIP + 1];
	int failures;
	int viewer;
};

static void word_every_event(const uno_game *g, const uno_event *ev, void *user)
{
	struct worded *w = user;
	const char *const names[] = { "North", NULL, "South" };
	char buf[UNO_EVENT_TEXT_MAX];
	int n = uno_event_text(uno_game_rules(g), ev, w->viewer, names, 3, buf, sizeof buf);

	if (n <= 0 || (size_t)n >= sizeof buf || strstr(buf, "(null)")) {
		print_message("# event %d (%s) of %s: %d '%s'\n", ev->type,
			      uno_event_type_name(ev->type), uno_rules_name(uno_game_rules(g)), n,
			      n > 0 ? buf : "");
		w->failures++;
	}
	if (ev->type <= UNO_EV_FLIP)
		w->count[ev->type]++;
}

static void test_event_text_words_every_event_of_real_games(void **state)
{
	struct worded w;
	uint64_t rng = 7;
	const uno_hooks hooks = { .size = sizeof hooks, .event = word_every_event };
	(void)state;

	memset(&w, 0, sizeof w);
	for (size_t v = 0; v < uno_rules_builtin_count(); v++) {
		const uno_rules *base = uno_rules_builtin_at(v);
		for (int mix = 0; mix < 3; mix++) {
			uno_rules *r;
			uno_game *g;
			int players = uno_rules_allows_players(base, 4) ? 4 : 2;
			assert_int_equal(uno_rules_copy(&r, base, NULL, NULL), UNO_OK);
			/* House rules and the referee where the variant has them. */
			if (mix >= 1) {
				uno_rules_set(r, UNO_OPT_STACKING, 1);
				uno_rules_set(r, UNO_OPT_SEVEN_O, 1);
				uno_rules_set(r, UNO_OPT_JUMP_IN, 1);
				uno_rules_set(r, UNO_OPT_HAND_LIMIT, 16);
			}
			if (mix == 2)
				uno_rules_set(r, UNO_OPT_REFEREE, 1);
			uno_rules_set(r, UNO_OPT_TARGET_SCORE, 150);
			assert_int_equal(uno_game_new(&g, r, players, 11 + v * 3 + (uint64_t)mix,
						      NULL, NULL),
					 UNO_OK);
			w.viewer = mix - 1;
			assert_int_equal(uno_game_set_hooks(g, &hooks, &w), UNO_OK);
			for (int moves = 0; moves < 4000; moves++) {
				int phase = uno_game_phase(g);
				if (phase == UNO_PHASE_MATCH_OVER)
					break;
				if (phase == UNO_PHASE_ROUND_OVER) {
					assert_int_equal(uno_game_next_round(g), UNO_OK);
					continue;
				}
				int seat = uno_game_current_player(g);
				uno_move list[UNO_MAX_MOVES];
				int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
				assert_true(n > 0);
				uno_move m = t_pick(list, n, &rng);
				assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
			}
			uno_game_free(g);
			uno_rules_free(r);
		}
	}
	assert_int_equal(w.failures, 0);
	/* The common events were all met. */
	assert_true(w.count[UNO_EV_PLAY] > 100);
	assert_true(w.count[UNO_EV_DRAW] > 100);
	assert_true(w.count[UNO_EV_ROUND_START] > 0);
	assert_true(w.count[UNO_EV_FLIP] > 0);
	assert_true(w.count[UNO_EV_SHED] > 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_code_has_a_unique_name),
		cmocka_unit_test(test_names_are_the_constants_in_lower_case),
		cmocka_unit_test(test_color_names_of_both_sides_FL_2),
		cmocka_unit_test(test_card_names_in_the_variants_words),
		cmocka_unit_test(test_card_name_truncates_like_snprintf_and_refuses_bad_input),
		cmocka_unit_test(test_event_text_of_every_type_in_classic),
		cmocka_unit_test(test_event_text_of_every_draw_reason),
		cmocka_unit_test(test_event_text_plurals),
		cmocka_unit_test(test_event_text_hidden_card_reads_a_card),
		cmocka_unit_test(test_event_text_viewer_and_seat_names),
		cmocka_unit_test(test_event_text_flip_dark_side_FL_2_FL_6),
		cmocka_unit_test(test_event_text_no_mercy_kinds_NM_7_NM_11),
		cmocka_unit_test(test_event_text_truncates_like_snprintf),
		cmocka_unit_test(test_event_text_refuses_bad_arguments),
		cmocka_unit_test(test_event_text_fits_its_bound),
		cmocka_unit_test(test_event_text_words_every_event_of_real_games),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
