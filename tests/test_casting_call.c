/*
 * Casting Call (`casting-call`): the 112-card deck (CC-1), turning cards
 * over until a number or symbol repeats (CC-2), giving or dealing them
 * (CC-3, the `cast` move and hook), a Casting Call turned first (CC-4) and
 * one played as the last card (G-7).
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdio.h>
#include <string.h>

static struct t_events ev;

static const uno_rules *cc_rules(void)
{
	const uno_rules *r = NULL;

	assert_int_equal(uno_rules_builtin(&r, "casting-call"), UNO_OK);
	assert_non_null(r);
	return r;
}

static const uno_rules *classic_rules(void)
{
	const uno_rules *r = NULL;

	assert_int_equal(uno_rules_builtin(&r, "classic"), UNO_OK);
	return r;
}

/* A slot per (kind, color), the color of wilds being UNO_NO_COLOR. */
static int slot(uno_card c)
{
	return c.kind * 5 + c.color;
}

/* The cards turned so far, in notation, in the order turned. */
static const char *turned(const uno_game *g)
{
	static char buf[1024];
	uno_card cards[UNO_MAX_DECK];
	int n = uno_game_turned(g, cards, UNO_MAX_DECK);
	size_t len = 0;

	assert_true(n >= 0 && n <= UNO_MAX_DECK);
	buf[0] = 0;
	for (int i = 0; i < n; i++) {
		char c[16];
		assert_true(uno_card_format(cards[i], c, sizeof c) > 0);
		len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%s",
					i ? " " : "", c);
	}
	return buf;
}

/* The cards of the recorded events of one type, in notation, in order;
 * with receivers set, also "card>seat" using the event's `other`. */
static const char *event_cards(int type, bool receivers)
{
	static char buf[1024];
	size_t len = 0;

	buf[0] = 0;
	for (int i = 0; i < ev.n; i++) {
		char c[16];
		if (ev.ev[i].type != type)
			continue;
		uno_card_format(ev.ev[i].card, c, sizeof c);
		if (receivers)
			len += (size_t)snprintf(buf + len, sizeof buf - len,
						"%s%s>%d", len ? " " : "", c,
						ev.ev[i].other);
		else
			len += (size_t)snprintf(buf + len, sizeof buf - len,
						"%s%s", len ? " " : "", c);
	}
	return buf;
}

/* Four seats, full deck, first discard R5; seat 0 holds a Casting Call. */
static uno_game *four(const char *h0, const char *draw)
{
	const char *hands[] = { h0, "Y7 Y8 Y9", "G7 G8 G9", "B7 B8 B9" };
	return t_game("casting-call", NULL, 4, -1, hands, "R5", draw, true);
}

/* CC-1: the deck is the Classic deck plus four Casting Call cards (wild,
 * 50 points); the other options are Classic's. */
static void test_cc1_deck_is_classic_plus_four_casting_calls(void **state)
{
	uno_card deck[UNO_MAX_DECK], cdeck[UNO_MAX_DECK];
	int counts[UNO_KIND_COUNT * 5] = { 0 }, ccounts[UNO_KIND_COUNT * 5] = { 0 };
	int n = uno_rules_deck(cc_rules(), deck, UNO_MAX_DECK);
	int cn = uno_rules_deck(classic_rules(), cdeck, UNO_MAX_DECK);
	int v = -1;

	(void)state;
	assert_int_equal(n, 112);
	assert_int_equal(cn, 108);
	for (int i = 0; i < n; i++)
		counts[slot(deck[i])]++;
	for (int i = 0; i < cn; i++)
		ccounts[slot(cdeck[i])]++;
	for (int i = 0; i < UNO_KIND_COUNT * 5; i++) {
		int want = ccounts[i];
		if (i == UNO_CASTING_CALL * 5 + UNO_NO_COLOR)
			want = 4;
		assert_int_equal(counts[i], want);
	}
	assert_true(uno_kind_is_wild(UNO_CASTING_CALL));

	assert_int_equal(uno_rules_points(cc_rules(), UNO_CASTING_CALL), 50);
	assert_int_equal(uno_rules_points(cc_rules(), UNO_WILD_DRAW_FOUR), 50);
	assert_int_equal(uno_rules_points(cc_rules(), UNO_DRAW_TWO), 20);
	assert_int_equal(uno_rules_points(cc_rules(), UNO_EIGHT), 8);
	assert_int_equal(uno_rules_get(cc_rules(), UNO_OPT_HAND_SIZE, &v), UNO_OK);
	assert_int_equal(v, 7);
	assert_int_equal(uno_rules_get(cc_rules(), UNO_OPT_TARGET_SCORE, &v), UNO_OK);
	assert_int_equal(v, 500);

	/* Scripted decks: the 112 cards are accepted, the Classic 108 are
	 * not; and a Casting Call is no Classic card. */
	uno_game *g = NULL;
	assert_int_equal(uno_game_new_scripted(&g, cc_rules(), 3, 1, deck,
					       (size_t)n, -1, 0, NULL, NULL),
			 UNO_OK);
	assert_int_equal(uno_game_hand_size(g, 0), 7);
	assert_int_equal(uno_game_hand_size(g, 0) * 3 +
				 uno_game_draw_pile_size(g) +
				 uno_game_discard_pile_size(g),
			 112);
	uno_game_free(g);
	g = (uno_game *)1;
	assert_int_equal(uno_game_new_scripted(&g, cc_rules(), 3, 1, cdeck,
					       (size_t)cn, -1, 0, NULL, NULL),
			 UNO_EDECK);
	assert_null(g);
	g = (uno_game *)1;
	assert_int_equal(uno_game_new_scripted(&g, classic_rules(), 3, 1, deck,
					       (size_t)n, -1, UNO_SCRIPT_PARTIAL,
					       NULL, NULL),
			 UNO_EDECK);
	assert_null(g);
}

/* CC-2: `CC/G` names green and turns cards from the top of the draw pile
 * until one repeats a number already turned (R1 Y2 B1); each turn is an
 * event; the caster then owns a CAST decision over exactly those cards. */
static void test_cc2_play_with_color_turns_until_repeat(void **state)
{
	uno_game *g = four("CC R2 R3", "R1 Y2 B1 G4 G6");
	int pile = uno_game_draw_pile_size(g);

	(void)state;
	assert_true(t_is_legal(g, 0, "CC/G"));
	assert_int_equal(uno_game_turned(g, NULL, 0), 0);
	t_record_events(g, &ev);
	t_apply(g, 0, "CC/G");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CAST);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	assert_string_equal(t_top(g), "CC/G");
	assert_int_equal(uno_game_turned(g, NULL, 0), 3);
	assert_string_equal(turned(g), "R1 Y2 B1");
	/* Count-then-fill: a short buffer gets the first card turned. */
	uno_card one[1] = { { UNO_NINE, UNO_BLUE } };
	assert_int_equal(uno_game_turned(g, one, 1), 3);
	assert_int_equal(one[0].kind, UNO_ONE);
	assert_int_equal(one[0].color, UNO_RED);
	assert_int_equal(uno_game_draw_pile_size(g), pile - 3);
	/* The turned cards are in nobody's hand yet. */
	assert_string_equal(t_hand(g, 0), "R2 R3");
	assert_int_equal(uno_game_hand_size(g, 1), 3);
	assert_int_equal(uno_game_hand_size(g, 2), 3);
	assert_int_equal(uno_game_hand_size(g, 3), 3);

	assert_int_equal(t_count_events(&ev, UNO_EV_TURN_OVER, 0), 3);
	assert_string_equal(event_cards(UNO_EV_TURN_OVER, false), "R1 Y2 B1");
	/* The turning comes after the play. */
	assert_true(t_find_event(&ev, UNO_EV_PLAY, 0) <
		    t_find_event(&ev, UNO_EV_TURN_OVER, 0));
	uno_game_free(g);
}

/* CC-2: `CC` alone leaves the color to name first; nothing is turned until
 * `color G`, which then turns the cards. */
static void test_cc2_color_named_afterwards_then_turns(void **state)
{
	uno_game *g = four("CC R2 R3", "R1 Y2 B1 G4 G6");
	int pile = uno_game_draw_pile_size(g);

	(void)state;
	t_record_events(g, &ev);
	t_apply(g, 0, "CC");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_turned(g, NULL, 0), 0);
	assert_int_equal(uno_game_draw_pile_size(g), pile);
	assert_int_equal(t_count_events(&ev, UNO_EV_TURN_OVER, -2), 0);
	assert_string_equal(t_legal(g, 0), "color R color Y color G color B");

	t_apply(g, 0, "color G");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CAST);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	assert_string_equal(turned(g), "R1 Y2 B1");
	assert_string_equal(event_cards(UNO_EV_TURN_OVER, false), "R1 Y2 B1");
	assert_int_equal(uno_game_draw_pile_size(g), pile - 3);
	uno_game_free(g);
}

/* CC-2: what stops the turning: a repeated number or symbol, whatever the
 * colors; same color alone does not; every wild kind is one symbol. */
static void test_cc2_repeat_rules_colors_ignored_wilds_one_symbol(void **state)
{
	static const char *const seqs[] = {
		"R7 G7",                  /* same number, other color */
		"RS BS",                  /* same symbol, other color */
		"W W4",                   /* two wild kinds */
		"W4 CC",
		"CC W",
		"R1 R2 R3 Y2",            /* one color is no repeat */
		"Y0 GD2 BD2",
		"R1 RS RR RD2 W4 B9 CC",  /* S, R, D2 and W4 all differ */
		"B3 GR Y6 GD2 R8 RS W Y4 G0 B2 YR",
	};

	(void)state;
	for (size_t i = 0; i < sizeof seqs / sizeof seqs[0]; i++) {
		char draw[128];
		uno_card cards[UNO_MAX_DECK];
		size_t want = t_cards(seqs[i], cards, UNO_MAX_DECK);

		/* Two more cards after the sequence, which must not be turned
		 * (neither repeats anything in it). */
		snprintf(draw, sizeof draw, "%s B5 Y5", seqs[i]);
		uno_game *g = four("CC R2 R3", draw);
		int pile = uno_game_draw_pile_size(g);

		t_apply(g, 0, "CC/B");
		assert_int_equal(uno_game_phase(g), UNO_PHASE_CAST);
		assert_string_equal(turned(g), seqs[i]);
		assert_int_equal(uno_game_turned(g, NULL, 0), (int)want);
		assert_int_equal(uno_game_draw_pile_size(g), pile - (int)want);
		uno_game_free(g);
	}
}

/* CC-2, G-4: the draw pile runs out while turning: the discard pile but its
 * top (the Casting Call) is shuffled into a new one and turning goes on;
 * when that runs out too, with no repeat, the turning stops. */
static void test_cc2_draw_pile_refilled_while_turning_G4(void **state)
{
	const char *h[] = { "R7 CC B4", "R8 Y1 B5", "R9 Y2 B6" };
	uno_game *g = t_game("casting-call", NULL, 3, -1, h, "R5", "G1 G2",
			     false);

	(void)state;
	t_apply(g, 0, "R7");
	t_apply(g, 1, "R8");
	t_apply(g, 2, "R9");
	assert_int_equal(uno_game_discard_pile_size(g), 4);
	t_record_events(g, &ev);
	t_apply(g, 0, "CC/G");
	int i = t_find_event(&ev, UNO_EV_RESHUFFLE, 0);
	assert_true(i >= 0);
	assert_int_equal(ev.ev[i].value, 4);
	assert_int_equal(t_find_event(&ev, UNO_EV_RESHUFFLE, i + 1), -1);
	/* G1 G2 before the reshuffle, the four reds after it. */
	assert_int_equal(t_count_events(&ev, UNO_EV_TURN_OVER, 0), 6);
	assert_true(t_find_event(&ev, UNO_EV_TURN_OVER, i) >= 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CAST);
	assert_int_equal(uno_game_turned(g, NULL, 0), 6);
	const char *t = turned(g);
	assert_memory_equal(t, "G1 G2 ", 6);
	for (int k = 5; k <= 9; k++) {
		char c[4];
		if (k == 6)
			continue;
		snprintf(c, sizeof c, "R%d", k);
		assert_non_null(strstr(t + 6, c));
	}
	assert_int_equal(uno_game_draw_pile_size(g), 0);
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	assert_string_equal(t_top(g), "CC/G");
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	uno_game_free(g);
}

/* CC-2, G-4: after a refill the turning still stops on a repeat: the four
 * fives shuffled back stop it at the second one, and the rest stays in
 * the new draw pile. */
static void test_cc2_refill_then_repeat_stops_turning_G4(void **state)
{
	const char *h[] = { "Y5 CC B4", "B5 Y1 Y3", "G5 Y2 Y4" };
	uno_game *g = t_game("casting-call", NULL, 3, -1, h, "R5", "G1 G2",
			     false);

	(void)state;
	t_apply(g, 0, "Y5");
	t_apply(g, 1, "B5");
	t_apply(g, 2, "G5");
	t_record_events(g, &ev);
	t_apply(g, 0, "CC/R");
	assert_int_equal(ev.ev[t_find_event(&ev, UNO_EV_RESHUFFLE, 0)].value, 4);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CAST);
	assert_int_equal(uno_game_turned(g, NULL, 0), 4);
	const char *t = turned(g);
	assert_memory_equal(t, "G1 G2 ", 6);
	assert_int_equal(strlen(t), strlen("G1 G2 R5 Y5"));
	assert_int_equal(t[7], '5');
	assert_int_equal(t[10], '5');
	assert_int_equal(uno_game_draw_pile_size(g), 2);
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	uno_game_free(g);
}

/* CC-3: `cast N` gives every turned card to seat N; play goes on with the
 * next player after the caster (who is not skipped, even if it is N's
 * neighbour), under the named color. */
static void test_cc3_cast_all_to_one_seat(void **state)
{
	const char *hands[] = { "CC R2 R3", "G6 Y8 Y9", "G7 G8 G9", "B7 B8 B9" };
	uno_game *g = t_game("casting-call", NULL, 4, -1, hands, "R5",
			     "R1 Y2 B1 G4", true);

	(void)state;
	t_apply(g, 0, "CC/G");
	assert_string_equal(turned(g), "R1 Y2 B1");
	assert_true(t_is_legal(g, 0, "cast 1"));
	assert_true(t_is_legal(g, 0, "cast 2"));
	assert_true(t_is_legal(g, 0, "cast 3"));
	assert_true(t_is_legal(g, 0, "cast deal"));
	assert_false(t_is_legal(g, 0, "cast 0"));
	assert_false(t_is_legal(g, 0, "draw"));
	assert_string_equal(t_legal(g, 1), "");

	t_record_events(g, &ev);
	t_apply(g, 0, "cast 2");
	assert_string_equal(t_hand(g, 2), "R1 B1 Y2 G7 G8 G9");
	assert_string_equal(t_hand(g, 0), "R2 R3");
	assert_int_equal(uno_game_hand_size(g, 1), 3);
	assert_int_equal(uno_game_hand_size(g, 3), 3);
	assert_string_equal(event_cards(UNO_EV_CAST, true), "R1>2 Y2>2 B1>2");
	assert_int_equal(t_count_events(&ev, UNO_EV_CAST, 0), 3);
	assert_int_equal(uno_game_turned(g, NULL, 0), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_direction(g), 1);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	t_refuse(g, 1, "Y8", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	t_apply(g, 1, "G6");
	assert_int_equal(uno_game_current_player(g), 2);
	uno_game_free(g);

	/* Cast to the next player: it still plays next. */
	g = t_game("casting-call", NULL, 4, -1, hands, "R5", "R1 Y2 B1 G4", true);
	t_apply(g, 0, "CC/G");
	t_apply(g, 0, "cast 1");
	assert_string_equal(t_hand(g, 1), "R1 B1 Y2 G6 Y8 Y9");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	uno_game_free(g);
}

/* CC-3: during the CAST decision: the caster cannot give to itself, other
 * seats cannot decide, and nothing but a cast answers it. */
static void test_cc3_cast_refusals(void **state)
{
	uno_game *g = four("CC R2 R3", "R1 Y2 B1 G4");

	(void)state;
	/* No cast outside the CAST decision. */
	t_refuse(g, 0, "cast 1", UNO_EILLEGAL, UNO_REASON_WRONG_DECISION);
	t_apply(g, 0, "CC/G");
	t_refuse(g, 0, "cast 0", UNO_EILLEGAL, UNO_REASON_BAD_TARGET);
	t_refuse(g, 1, "cast 2", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 1, "cast deal", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 1, "draw", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 2, "G7", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 0, "draw", UNO_EILLEGAL, UNO_REASON_WRONG_DECISION);
	t_refuse(g, 0, "R2", UNO_EILLEGAL, UNO_REASON_WRONG_DECISION);
	t_refuse(g, 0, "cast 7", UNO_EINVAL, UNO_REASON_MALFORMED);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CAST);
	assert_string_equal(turned(g), "R1 Y2 B1");
	uno_game_free(g);
}

/* CC-3: `cast deal` deals the cards one at a time to the other seats in
 * turn order from the next player (the caster skipped), until none are
 * left; play goes on with the next player. */
static void test_cc3_cast_deal_clockwise(void **state)
{
	uno_game *g = four("CC R2 R3", "B4 G6 Y8 R9 BS GS G1");

	(void)state;
	t_apply(g, 0, "CC/G");
	assert_string_equal(turned(g), "B4 G6 Y8 R9 BS GS");
	t_record_events(g, &ev);
	t_apply(g, 0, "cast deal");
	assert_string_equal(event_cards(UNO_EV_CAST, true),
			    "B4>1 G6>2 Y8>3 R9>1 BS>2 GS>3");
	assert_int_equal(t_count_events(&ev, UNO_EV_CAST, 0), 6);
	assert_string_equal(t_hand(g, 1), "B4 Y7 Y8 R9 Y9");
	assert_string_equal(t_hand(g, 2), "G6 G7 G8 G9 BS");
	assert_string_equal(t_hand(g, 3), "B7 Y8 B8 B9 GS");
	assert_string_equal(t_hand(g, 0), "R2 R3");
	assert_int_equal(uno_game_turned(g, NULL, 0), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	uno_game_free(g);
}

/* CC-3 after a Reverse: the turn order is counterclockwise, so seat 3's
 * cards go to 2, 1, 0, 2, 1, and seat 2 plays next. */
static void test_cc3_cast_deal_counterclockwise_after_reverse(void **state)
{
	const char *hands[] = { "RR R2 R3", "Y7 Y8 Y9", "G7 G8 G9", "CC B8 B9" };
	uno_game *g = t_game("casting-call", NULL, 4, -1, hands, "R5",
			     "Y1 G2 B3 R4 G1 Y6", true);

	(void)state;
	t_apply(g, 0, "RR");
	assert_int_equal(uno_game_direction(g), -1);
	assert_int_equal(uno_game_current_player(g), 3);
	t_apply(g, 3, "CC/B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CAST);
	assert_int_equal(uno_game_current_player(g), 3);
	assert_string_equal(turned(g), "Y1 G2 B3 R4 G1");
	t_refuse(g, 3, "cast 3", UNO_EILLEGAL, UNO_REASON_BAD_TARGET);
	t_refuse(g, 2, "cast deal", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_record_events(g, &ev);
	t_apply(g, 3, "cast deal");
	assert_string_equal(event_cards(UNO_EV_CAST, true),
			    "Y1>2 G2>1 B3>0 R4>2 G1>1");
	assert_int_equal(t_count_events(&ev, UNO_EV_CAST, 3), 5);
	assert_string_equal(t_hand(g, 2), "Y1 R4 G7 G8 G9");
	assert_string_equal(t_hand(g, 1), "G1 G2 Y7 Y8 Y9");
	assert_string_equal(t_hand(g, 0), "R2 R3 B3");
	assert_string_equal(t_hand(g, 3), "B8 B9");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_direction(g), -1);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	uno_game_free(g);
}

/* A cast hook that answers `answer`, and notes what it saw when asked. */
struct caster {
	int answer;
	int calls;
	int seat;         /* the seat it was asked for */
	int phase;        /* the phase then */
	char seen[256];   /* uno_game_turned() then */
};

static int cast_hook(const uno_game *g, int seat, void *user)
{
	struct caster *c = user;

	c->calls++;
	c->seat = seat;
	c->phase = uno_game_phase(g);
	snprintf(c->seen, sizeof c->seen, "%s", turned(g));
	return c->answer;
}

static void install_caster(uno_game *g, struct caster *c, int answer)
{
	uno_hooks h;

	memset(&h, 0, sizeof h);
	memset(c, 0, sizeof *c);
	h.size = sizeof h;
	h.cast = cast_hook;
	c->answer = answer;
	c->seat = -1;
	assert_int_equal(uno_game_set_hooks(g, &h, c), UNO_OK);
}

/* Two games in the same state, as far as the public API shows. */
static void assert_same_game(const uno_game *a, const uno_game *b)
{
	int n = uno_game_players(a);
	char ha[512];

	assert_int_equal(uno_game_players(b), n);
	assert_int_equal(uno_game_phase(a), uno_game_phase(b));
	assert_int_equal(uno_game_current_player(a), uno_game_current_player(b));
	assert_int_equal(uno_game_direction(a), uno_game_direction(b));
	assert_int_equal(uno_game_current_color(a), uno_game_current_color(b));
	snprintf(ha, sizeof ha, "%s", t_top(a));
	assert_string_equal(ha, t_top(b));
	assert_int_equal(uno_game_draw_pile_size(a), uno_game_draw_pile_size(b));
	assert_int_equal(uno_game_discard_pile_size(a),
			 uno_game_discard_pile_size(b));
	snprintf(ha, sizeof ha, "%s", turned(a));
	assert_string_equal(ha, turned(b));
	for (int s = 0; s < n; s++) {
		snprintf(ha, sizeof ha, "%s", t_hand(a, s));
		assert_string_equal(ha, t_hand(b, s));
		assert_int_equal(uno_game_score(a, s), uno_game_score(b, s));
		assert_int_equal(uno_game_uno_called(a, s),
				 uno_game_uno_called(b, s));
	}
	snprintf(ha, sizeof ha, "%s", t_legal(a, uno_game_current_player(a)));
	assert_string_equal(ha, t_legal(b, uno_game_current_player(b)));
}

/* CC-3: the cast hook answering a seat, or UNO_CAST_DEAL, gives the same
 * game as the `cast N` / `cast deal` move; it is asked with the turned
 * cards visible. */
static void test_cc3_cast_hook_same_as_move(void **state)
{
	static const int answers[] = { 2, 3, UNO_CAST_DEAL };
	static const char *const moves[] = { "cast 2", "cast 3", "cast deal" };

	(void)state;
	for (int i = 0; i < 3; i++) {
		struct caster c;
		uno_game *a = four("CC R2 R3", "B4 G6 Y8 R9 BS GS G1");
		uno_game *b = four("CC R2 R3", "B4 G6 Y8 R9 BS GS G1");

		install_caster(a, &c, answers[i]);
		assert_int_equal(c.calls, 0);
		t_apply(a, 0, "CC/G");
		assert_int_equal(c.calls, 1);
		assert_int_equal(c.seat, 0);
		assert_int_equal(c.phase, UNO_PHASE_CAST);
		assert_string_equal(c.seen, "B4 G6 Y8 R9 BS GS");
		assert_int_equal(uno_game_phase(a), UNO_PHASE_PLAY);

		t_apply(b, 0, "CC/G");
		assert_int_equal(uno_game_phase(b), UNO_PHASE_CAST);
		t_apply(b, 0, moves[i]);
		assert_same_game(a, b);

		/* And they go on alike. */
		t_apply(a, 1, "draw");
		t_apply(b, 1, "draw");
		assert_same_game(a, b);
		uno_game_free(a);
		uno_game_free(b);
	}
}

/* CC-3 (hooks): an answer that is not a seat that may receive the cards
 * (the caster, a seat out of range) leaves the decision pending; a hook
 * installed while the decision is pending is asked at once. */
static void test_cc3_cast_hook_invalid_answer_leaves_decision(void **state)
{
	struct caster c;
	uno_game *g = four("CC R2 R3", "R1 Y2 B1 G4");

	(void)state;
	install_caster(g, &c, 0);
	t_apply(g, 0, "CC/G");
	assert_true(c.calls >= 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CAST);
	assert_string_equal(turned(g), "R1 Y2 B1");
	assert_int_equal(uno_game_hand_size(g, 0), 2);

	install_caster(g, &c, 9);
	assert_true(c.calls >= 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CAST);

	install_caster(g, &c, 3);
	assert_int_equal(c.calls, 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_string_equal(t_hand(g, 3), "R1 B1 Y2 B7 B8 B9");
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);
}

/* CC-4: a Casting Call turned as the first discard goes back into the deck
 * (to the bottom for a scripted deck), like a Wild Draw Four, and the next
 * card is turned. */
static void test_cc4_casting_call_first_goes_to_bottom(void **state)
{
	const char *h[] = { "R1 R2", "Y1 Y2" };
	uno_game *g = t_game("casting-call", NULL, 2, -1, h, "CC G5", "B1 B2",
			     false);

	(void)state;
	assert_string_equal(t_top(g), "G5");
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	assert_int_equal(uno_game_draw_pile_size(g), 3);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	t_apply(g, 0, "draw");
	assert_string_equal(t_hand(g, 0), "R1 B1 R2");
	t_apply(g, 1, "draw");
	assert_string_equal(t_hand(g, 1), "Y1 Y2 B2");
	t_apply(g, 0, "draw");
	assert_string_equal(t_hand(g, 0), "R1 B1 R2 CC");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	assert_int_equal(uno_game_draw_pile_size(g), 0);
	uno_game_free(g);

	/* After a Wild Draw Four, in the order turned. */
	g = t_game("casting-call", NULL, 2, -1, h, "W4 CC G5", "B1", false);
	assert_string_equal(t_top(g), "G5");
	assert_int_equal(uno_game_draw_pile_size(g), 3);
	t_apply(g, 0, "draw");
	t_apply(g, 1, "draw");
	assert_string_equal(t_hand(g, 1), "Y1 Y2 W4");
	t_apply(g, 1, "pass");
	t_apply(g, 0, "draw");
	assert_string_equal(t_hand(g, 0), "R1 B1 R2 CC");
	uno_game_free(g);

	/* Full deck: the draw pile holds 112 - 14 - 1. */
	const char *h7[] = { "R1 R2 R3 R4 R5 R6 R7", "Y1 Y2 Y3 Y4 Y5 Y6 Y7" };
	g = t_game("casting-call", NULL, 2, -1, h7, "CC B9", NULL, true);
	assert_string_equal(t_top(g), "B9");
	assert_int_equal(uno_game_draw_pile_size(g), 97);
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	uno_game_free(g);
}

/* Ruling (casting-call.md), G-7: a Casting Call played as the last card
 * ends the round at once: no color, no turning; a Casting Call left in a
 * hand scores 50. */
static void test_cc_last_card_ends_round_without_turning_G7(void **state)
{
	const char *h[] = { "R2 CC", "R3 CC", "R4 Y4" };
	uno_game *g = t_game("casting-call", NULL, 3, -1, h, "R5", "G1 G2 G3",
			     true);

	(void)state;
	t_apply(g, 0, "R2!");
	t_apply(g, 1, "R3!");
	t_apply(g, 2, "R4!");
	int pile = uno_game_draw_pile_size(g);
	t_record_events(g, &ev);
	t_apply(g, 0, "CC");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 0);
	assert_int_equal(t_count_events(&ev, UNO_EV_TURN_OVER, -2), 0);
	assert_int_equal(t_count_events(&ev, UNO_EV_CAST, -2), 0);
	assert_int_equal(uno_game_turned(g, NULL, 0), 0);
	assert_int_equal(uno_game_draw_pile_size(g), pile);
	assert_string_equal(t_hand(g, 1), "CC");
	assert_string_equal(t_hand(g, 2), "Y4");
	/* CC 50 + Y4 4. */
	assert_int_equal(uno_game_score(g, 0), 54);
	assert_int_equal(ev.ev[t_find_event(&ev, UNO_EV_ROUND_END, 0)].value, 54);
	uno_game_free(g);

	/* Naming a color with it changes nothing. */
	g = t_game("casting-call", NULL, 3, -1, h, "R5", "G1 G2 G3", true);
	t_apply(g, 0, "R2!");
	t_apply(g, 1, "R3!");
	t_apply(g, 2, "R4!");
	t_apply(g, 0, "CC/G");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_draw_pile_size(g), pile);
	assert_int_equal(uno_game_score(g, 0), 54);
	uno_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_cc1_deck_is_classic_plus_four_casting_calls),
		cmocka_unit_test(test_cc2_play_with_color_turns_until_repeat),
		cmocka_unit_test(test_cc2_color_named_afterwards_then_turns),
		cmocka_unit_test(test_cc2_repeat_rules_colors_ignored_wilds_one_symbol),
		cmocka_unit_test(test_cc2_draw_pile_refilled_while_turning_G4),
		cmocka_unit_test(test_cc2_refill_then_repeat_stops_turning_G4),
		cmocka_unit_test(test_cc3_cast_all_to_one_seat),
		cmocka_unit_test(test_cc3_cast_refusals),
		cmocka_unit_test(test_cc3_cast_deal_clockwise),
		cmocka_unit_test(test_cc3_cast_deal_counterclockwise_after_reverse),
		cmocka_unit_test(test_cc3_cast_hook_same_as_move),
		cmocka_unit_test(test_cc3_cast_hook_invalid_answer_leaves_decision),
		cmocka_unit_test(test_cc4_casting_call_first_goes_to_bottom),
		cmocka_unit_test(test_cc_last_card_ends_round_without_turning_G7),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
