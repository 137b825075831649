/*
 * What each seat is told (doc/information.md; view.h uno_event_for_seat(),
 * UNO_SPECTATOR; DESIGN.md principle 8 and "Front ends and the server"):
 *   - each event type's told form, one scenario per rule: a draw is its
 *     drawer's (G-3, G-6, C-7), unless turned face up (FL-11, NM-9); a
 *     hand-off its two teammates' (TM-7); turned and cast cards, plays and
 *     misplays every seat's (CC-2, CC-3, R-3); swaps and rotations carry no
 *     card (H-5, NM-10); a challenge's shown hand reaches the challenger's
 *     view alone (C-7); with two-sided cards every seat but the holder is
 *     told the hidden face of a card that goes into a hand (FL-5);
 *   - the spectator: public information only, in events, views and
 *     observations;
 *   - views of two-sided cards carry the hidden faces a seat sees (FL-5),
 *     and old callers' smaller views are written as far as they reach;
 *   - over random games of every variant, a seat's told events and view
 *     are the same in a world that differs only in what it cannot see, and
 *     a spectator's in a world that differs in every hand;
 *   - bad input is refused and changes nothing.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "uno_internal.h"
#include "state_play.h"

#define GAMES (30 / SP_SCALE) /* random games per variant */
#define STEPS 300            /* steps of each */

static const uno_card none = UNO_NO_CARD;
static struct t_events ev;

static bool same_card(uno_card a, uno_card b)
{
	return a.kind == b.kind && a.color == b.color;
}

/* The told event (which must be told). */
static uno_event told(const uno_game *g, int seat, const uno_event *e)
{
	uno_event out;
	memset(&out, 0x5a, sizeof out);
	assert_int_equal(uno_event_for_seat(g, seat, e, &out), UNO_OK);
	return out;
}

/* The told event keeps everything but the cards it may leave out. */
static void assert_same_but_cards(const uno_event *a, const uno_event *b)
{
	assert_int_equal(a->type, b->type);
	assert_int_equal(a->seat, b->seat);
	assert_int_equal(a->other, b->other);
	assert_int_equal(a->color, b->color);
	assert_int_equal(a->reason, b->reason);
	assert_int_equal(a->side, b->side);
	assert_int_equal(a->value, b->value);
	assert_int_equal(b->reserved2[0] | b->reserved2[1], 0);
}

/* Every viewer (each seat, then the spectator) is told the event whole,
 * or with its card left out: want[v] says which, seat by seat, and the
 * last entry for the spectator. One-sided: `hidden` is zero for all. */
static void assert_card_told_to(const uno_game *g, const uno_event *e, const bool *want)
{
	int n = uno_game_players(g);
	for (int v = 0; v <= n; v++) {
		int seat = v == n ? UNO_SPECTATOR : v;
		uno_event t = told(g, seat, e);
		assert_same_but_cards(e, &t);
		if (want[v])
			assert_true(same_card(t.card, e->card));
		else if (!same_card(t.card, none))
			fail_msg("seat %d is told the card of event %d of seat %d", seat, e->type,
				 e->seat);
		if (uno_rules_sides(uno_game_rules(g)) == 1)
			assert_true(t.hidden.kind == 0 && t.hidden.color == 0);
	}
}

/* The index of the n-th recorded event of a type (from 0), or fails. */
static int nth_event(int type, int n)
{
	for (int i = 0; i < ev.n; i++)
		if (ev.ev[i].type == type && n-- == 0)
			return i;
	fail_msg("no event %d of type %d", n, type);
	return -1;
}

/* ------------------------------------------------------------------------
 * Two-sided scripted games (UNO Flip): cards written LIGHT:DARK.
 */

static void flip_apply(uno_game *g, int seat, const char *text)
{
	uno_move m;
	assert_int_equal(uno_rules_move_parse(sp_flip_rules(), text, strlen(text), &m), UNO_OK);
	int rc = uno_game_apply(g, seat, &m);
	if (rc != UNO_OK)
		fail_msg("seat %d %s: %s (%s)", seat, text, uno_strerror(rc), uno_game_errmsg(g));
}

static const char *side_text(uno_card c, int side)
{
	static char buf[4][16];
	static int next;
	char *t = buf[next++ % 4];
	assert_true(uno_rules_card_format_side(sp_flip_rules(), c, side, t, 16) > 0);
	return t;
}

/* ------------------------------------------------------------------------
 * One event type at a time.
 */

/* G-3: the card a seat draws is told to it, to nobody else, and to no
 * spectator; everything else of the event is every seat's. */
static void test_own_draw_shows_the_card_another_does_not_G_3(void **state)
{
	(void)state;
	const char *hands[] = { "R1 R2", "G1 G2", "B1 B2" };
	uno_game *g = sp_keep(t_game("classic", NULL, 3, -1, hands, "Y5", "Y7 R9", true));

	t_record_events(g, &ev);
	t_apply(g, 0, "draw");
	const uno_event *e = &ev.ev[nth_event(UNO_EV_DRAW, 0)];
	assert_int_equal(e->card.kind, UNO_SEVEN);
	assert_int_equal(e->card.color, UNO_YELLOW);
	assert_int_equal(e->reason, UNO_DRAW_TURN);
	assert_int_equal(e->value, 0);
	assert_card_told_to(g, e, (const bool[]){ true, false, false, false });
	uno_event t = told(g, 1, e);
	assert_int_equal(t.card.kind, 0);
	assert_int_equal(t.card.color, UNO_NO_COLOR);
	assert_true(UNO_IS_NO_CARD(t.card));
	assert_int_equal(uno_card_valid(t.card), UNO_EINVAL);
	/* The pass that follows is every seat's. */
	t_apply(g, 0, "pass");
	assert_card_told_to(g, &ev.ev[nth_event(UNO_EV_PASS, 0)],
			    (const bool[]){ true, true, true, true });
	sp_drop(g);
}

/* G-6, C-4, C-7: penalty draws and card-effect draws (a caught UNO call,
 * a Draw Two, a challenge's cards) are their drawer's alone; the penalty
 * event, the catch and the challenge itself are public, and the hand a
 * challenge shows reaches the challenger's view alone. */
static void test_penalty_and_challenge_draws_are_the_drawers_G_6_C_7(void **state)
{
	(void)state;
	const char *hands[] = { "R1 R2 W4", "G1 RD2 B3", "B1 B2 Y3" };
	uno_game *g = sp_keep(t_game("classic", NULL, 3, -1, hands, "R5", "Y7 Y8 Y9 G7 G8 G9", true));

	t_record_events(g, &ev);
	t_apply(g, 0, "R1");
	t_apply(g, 1, "RD2");
	/* Seat 2 drew two for the Draw Two (C-4). */
	int i = nth_event(UNO_EV_PENALTY, 0);
	assert_card_told_to(g, &ev.ev[i], (const bool[]){ true, true, true, true });
	for (int k = 0; k < 2; k++) {
		const uno_event *e = &ev.ev[nth_event(UNO_EV_DRAW, k)];
		assert_int_equal(e->seat, 2);
		assert_int_equal(e->reason, UNO_DRAW_CARD_EFFECT);
		assert_card_told_to(g, e, (const bool[]){ false, false, true, false });
	}
	/* G-6: seat 0 plays its second-to-last card without calling; seat 1
	 * catches it, and the two cards drawn are seat 0's alone. */
	ev.n = 0;
	t_apply(g, 0, "R2");
	t_apply(g, 1, "catch 0");
	assert_card_told_to(g, &ev.ev[nth_event(UNO_EV_CATCH, 0)],
			    (const bool[]){ true, true, true, true });
	for (int k = 0; k < 2; k++) {
		const uno_event *e = &ev.ev[nth_event(UNO_EV_DRAW, k)];
		assert_int_equal(e->reason, UNO_DRAW_UNO_PENALTY);
		assert_card_told_to(g, e, (const bool[]){ true, false, false, false });
	}
	sp_drop(g);

	/* C-7: seat 0's Wild Draw Four is a bluff (it holds red); seat 1
	 * challenges. The challenge and its verdict are every seat's, the
	 * guilty player's four cards its own, and the hand shown is in the
	 * challenger's view only. */
	const char *bluff[] = { "R1 R2 W4", "G1 G2 G3", "B1 B2 B3" };
	g = sp_keep(t_game("classic", NULL, 3, -1, bluff, "R5", "Y1 Y2 Y3 Y4 Y5 Y6", true));
	t_record_events(g, &ev);
	t_apply(g, 0, "W4/G");
	ev.n = 0;
	t_apply(g, 1, "challenge");
	const uno_event *c = &ev.ev[nth_event(UNO_EV_CHALLENGE, 0)];
	assert_int_equal(c->value, 1);
	assert_card_told_to(g, c, (const bool[]){ true, true, true, true });
	for (int k = 0; k < 4; k++) {
		const uno_event *e = &ev.ev[nth_event(UNO_EV_DRAW, k)];
		assert_int_equal(e->reason, UNO_DRAW_CHALLENGE_GUILTY);
		assert_card_told_to(g, e, (const bool[]){ true, false, false, false });
	}
	uno_view v;
	v.size = sizeof v;
	assert_int_equal(uno_game_view(g, 1, &v), UNO_OK);
	assert_int_equal(v.shown_by, 0);
	assert_int_equal(v.shown_count, 2); /* R1 R2: the W4 was played */
	assert_int_equal(uno_game_view(g, 2, &v), UNO_OK);
	assert_int_equal(v.shown_by, -1);
	assert_int_equal(v.shown_count, 0);
	assert_int_equal(uno_game_view(g, UNO_SPECTATOR, &v), UNO_OK);
	assert_int_equal(v.shown_by, -1);
	assert_int_equal(v.shown_count, 0);
	sp_drop(g);
}

/* FL-5: when seat 0 draws, it is told the face in play of its card, and
 * every other seat the card's hidden face, which it now sees in seat 0's
 * hand; a spectator neither. The told face reads on the other side. */
static void test_flip_draw_tells_others_the_hidden_face_FL_5(void **state)
{
	(void)state;
	uno_game *g = sp_flip_game("R1:P4 R3:O6 B1:V7 R2:TSE G2:W B2:VD5", "R5:P5",
				"Y1:T1 Y2:O2 Y3:T3", 2);
	uno_card backs[UNO_MAX_DECK];

	/* Every seat sees the top card's hidden face before anyone draws. */
	assert_int_equal(uno_game_hidden_faces(g, UNO_SPECTATOR, UNO_DRAW_PILE, backs, 1), 1);
	assert_string_equal(side_text(backs[0], 1), "T1");
	t_record_events(g, &ev);
	flip_apply(g, 0, "draw");
	const uno_event *e = &ev.ev[nth_event(UNO_EV_DRAW, 0)];
	assert_int_equal(e->side, 0);
	assert_string_equal(side_text(e->card, 0), "Y1");
	assert_string_equal(side_text(e->hidden, 1), "T1");

	uno_event own = told(g, 0, e), other = told(g, 1, e), spec = told(g, UNO_SPECTATOR, e);
	assert_same_but_cards(e, &own);
	assert_same_but_cards(e, &other);
	assert_same_but_cards(e, &spec);
	assert_string_equal(side_text(own.card, 0), "Y1");
	assert_true(UNO_IS_NO_CARD(own.hidden));
	assert_true(UNO_IS_NO_CARD(other.card));
	assert_string_equal(side_text(other.hidden, !other.side), "T1");
	assert_true(same_card(told(g, 2, e).hidden, e->hidden));
	assert_true(UNO_IS_NO_CARD(spec.card));
	assert_true(UNO_IS_NO_CARD(spec.hidden));
	/* What seat 1 was told is what it now sees of seat 0's hand. */
	int n = uno_game_hidden_faces(g, 1, 0, backs, UNO_MAX_DECK);
	bool seen = false;
	for (int k = 0; k < n; k++)
		seen |= same_card(backs[k], other.hidden);
	assert_true(seen);
	/* Events whose card stays on the table tell no hidden face: it lies
	 * face down. */
	if (uno_game_phase(g) == UNO_PHASE_DRAWN)
		flip_apply(g, 0, "pass");
	flip_apply(g, 1, "R3");
	const uno_event *play = &ev.ev[nth_event(UNO_EV_PLAY, 0)];
	assert_true(UNO_IS_NO_CARD(play->hidden));
	for (int s = -1; s < 3; s++)
		assert_true(UNO_IS_NO_CARD(told(g, s, play).hidden));
	sp_drop(g);
}

/* FL-11: the cards a Wild Draw Color makes a seat draw are turned face up
 * (value 1): every seat and the spectator is told them; their hidden faces
 * only the other seats. The two cards an innocent challenger draws after
 * them are its own. */
static void test_wild_draw_color_draws_are_shown_to_every_seat_FL_11(void **state)
{
	(void)state;
	uno_game *g = sp_flip_game("RF:P1 G1:O1 B1:V1 R2:WDC G2:O5 B2:V2 R3:T3 G3:O6 B3:V3",
				"R5:P5", "Y6:T8 Y7:T9 Y1:V8 Y2:O2 Y3:T1 Y4:T4 Y5:T6", 3);

	flip_apply(g, 0, "RF");
	flip_apply(g, 1, "draw");
	flip_apply(g, 2, "draw");
	t_record_events(g, &ev);
	/* Seat 0 holds no purple: innocent. */
	flip_apply(g, 0, "WDC/V");
	flip_apply(g, 1, "challenge");
	int shown = 0, penalty = 0;
	for (int i = 0; i < ev.n; i++) {
		const uno_event *e = &ev.ev[i];
		if (e->type != UNO_EV_DRAW)
			continue;
		assert_int_equal(e->seat, 1);
		assert_int_equal(e->reason, UNO_DRAW_CHALLENGE_FAILED);
		assert_int_equal(e->side, 1);
		bool up = e->value == 1;
		shown += up;
		penalty += !up;
		assert_card_told_to(g, e, (const bool[]){ up, true, up, up });
		assert_true(same_card(told(g, 0, e).hidden, e->hidden));
		assert_true(UNO_IS_NO_CARD(told(g, 1, e).hidden));
		assert_true(UNO_IS_NO_CARD(told(g, UNO_SPECTATOR, e).hidden));
	}
	assert_int_equal(shown, 3); /* until a purple card showed */
	assert_int_equal(penalty, 2);
	sp_drop(g);
}

/* NM-9: a Wild Color Roulette's victim turns cards face up until its
 * color shows: over random No Mercy games, every such draw (value 1) is
 * told whole to every seat and the spectator, every other draw to its
 * drawer alone. */
static void test_roulette_cards_are_turned_face_up_NM_9(void **state)
{
	(void)state;
	long up = 0, down = 0;
	for (int i = 0; i < 30; i++) {
		uint64_t rng = t_mix64(0x9e11 + (uint64_t)i);
		uno_game *g = sp_game("no-mercy", &rng, false, false);
		t_record_events(g, &ev);
		for (int k = 0; k < 200 && ev.n < 3000; k++) {
			int seat;
			uno_move m;
			int n0 = ev.n;
			if (sp_step(g, &rng, &seat, &m) == SP_OVER)
				break;
			int players = uno_game_players(g);
			for (int j = n0; j < ev.n; j++) {
				const uno_event *e = &ev.ev[j];
				if (e->type != UNO_EV_DRAW)
					continue;
				bool want[UNO_MAX_PLAYERS + 1];
				for (int v = 0; v <= players; v++)
					want[v] = e->value == 1 || v == e->seat;
				assert_card_told_to(g, e, want);
				up += e->value == 1;
				down += e->value == 0;
			}
		}
		sp_drop(g);
	}
	assert_true(up > 10);
	assert_true(down > 100);
}

/* TM-7: the cards a teammate hands over are told to the two teammates,
 * and to no other seat nor a spectator. */
static void test_give_is_told_to_the_teammates_only_TM_7(void **state)
{
	(void)state;
	const char *hands[] = { "R1 RS", "RD2 G3", "Y4 Y5", "R6 G6" };
	uno_game *g = sp_keep(t_game("teams", NULL, 4, -1, hands, "R9", "Y6 Y7", true));

	t_apply(g, 0, "R1!");
	t_apply(g, 1, "RD2!");
	t_apply(g, 3, "R6!");
	t_record_events(g, &ev);
	t_apply(g, 0, "RS");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_HANDOFF);
	assert_int_equal(uno_game_current_player(g), 2);
	t_apply(g, 2, "give Y4");
	const uno_event *e = &ev.ev[nth_event(UNO_EV_GIVE, 0)];
	assert_int_equal(e->seat, 2);
	assert_int_equal(e->other, 0);
	assert_int_equal(e->card.kind, UNO_FOUR);
	assert_card_told_to(g, e, (const bool[]){ true, false, true, false, false });
	sp_drop(g);
}

/* CC-2, CC-3: the cards a Casting Call turns over are face up: the turns
 * and the cast that gives them away are told whole to every seat. */
static void test_turned_and_cast_cards_are_public_CC_2_CC_3(void **state)
{
	(void)state;
	const char *hands[] = { "CC R2 R3", "G6 Y8 Y9", "G7 G8 G9", "B7 B8 B9" };
	uno_game *g = sp_keep(t_game("casting-call", NULL, 4, -1, hands, "R5", "R1 Y2 B1 G4", true));
	const bool all[] = { true, true, true, true, true };

	t_record_events(g, &ev);
	t_apply(g, 0, "CC/G");
	assert_int_equal(t_count_events(&ev, UNO_EV_TURN_OVER, 0), 3);
	for (int k = 0; k < 3; k++)
		assert_card_told_to(g, &ev.ev[nth_event(UNO_EV_TURN_OVER, k)], all);
	t_apply(g, 0, "cast 2");
	assert_int_equal(t_count_events(&ev, UNO_EV_CAST, 0), 3);
	for (int k = 0; k < 3; k++)
		assert_card_told_to(g, &ev.ev[nth_event(UNO_EV_CAST, k)], all);
	sp_drop(g);
}

/* H-5, NM-10: a swap and a rotation of hands carry no card: every seat is
 * told them whole, and a third seat's view after a swap holds only the
 * hands' sizes (the two who swapped know what they gave). */
static void test_swap_and_rotation_tell_no_card_H_5_NM_10(void **state)
{
	(void)state;
	const char *h[] = { "R7 R1 G2", "R0 Y2 Y3", "B1 B2 B3", "Y4 Y6 B4" };
	uno_rules *r = t_rules("classic", UNO_OPT_SEVEN_O, 1, -1);
	uno_game *g = sp_keep(t_game("classic", r, 4, -1, h, "R9", "Y7 Y8", true));
	const bool all[] = { true, true, true, true, true };
	uno_view v;

	uno_rules_free(r);
	t_record_events(g, &ev);
	t_apply(g, 0, "R7");
	t_apply(g, 0, "swap 2");
	const uno_event *e = &ev.ev[nth_event(UNO_EV_SWAP, 0)];
	assert_true(UNO_IS_NO_CARD(e->card));
	assert_card_told_to(g, e, all);
	v.size = sizeof v;
	assert_int_equal(uno_game_view(g, 1, &v), UNO_OK);
	assert_int_equal(v.hand_size[0], 3);
	assert_int_equal(v.hand_size[2], 2);
	assert_int_equal(v.hand_count, 3);
	/* H-5's 0: every hand moves one seat along. */
	t_apply(g, 1, "R0");
	e = &ev.ev[nth_event(UNO_EV_ROTATE, 0)];
	assert_true(UNO_IS_NO_CARD(e->card));
	assert_card_told_to(g, e, all);
	sp_drop(g);
}

/* a misplay is played face up and goes back to the hand it came
 * from when caught: both events are every seat's; the penalty cards are
 * the offender's. */
static void test_misplay_and_its_catch_are_public_R_3(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_REFEREE, 1, UNO_OPT_MISPLAY_PENALTY, 2, -1);
	uno_game *g = sp_keep(t_game("classic", r, 3, -1,
				     (const char *[]){ "R1 B5 G7 RD2", "Y1 B2 G4 G6", "Y9 G8 R2 R6" },
				     "Y3", "B8 B9 G9 R9 Y8 Y7", false));
	const bool all[] = { true, true, true, true };

	uno_rules_free(r);
	t_record_events(g, &ev);
	t_apply(g, 0, "B5");
	assert_card_told_to(g, &ev.ev[nth_event(UNO_EV_MISPLAY, 0)], all);
	t_apply(g, 1, "misplay 0");
	const uno_event *e = &ev.ev[nth_event(UNO_EV_MISPLAY_CAUGHT, 0)];
	assert_int_equal(e->seat, 0);
	assert_int_equal(e->other, 1);
	assert_card_told_to(g, e, all);
	for (int k = 0; k < 2; k++)
		assert_card_told_to(g, &ev.ev[nth_event(UNO_EV_DRAW, k)],
				    (const bool[]){ true, false, false, false });
	sp_drop(g);
}

/* A give hook that names a card its seat does not hold. */
static int give_foreign(const uno_game *g, int seat, uno_card *card, void *user)
{
	(void)g, (void)seat, (void)user;
	card->kind = UNO_NINE;
	card->color = UNO_BLUE;
	return 0;
}

static void record(const uno_game *g, const uno_event *e, void *user)
{
	(void)g;
	struct t_events *rec = user;
	if (rec->n < (int)(sizeof rec->ev / sizeof rec->ev[0]))
		rec->ev[rec->n++] = *e;
}

/* G-10, doc/hooks.md: a decision hook's refused answer is its seat's: the
 * card it named is told to that seat alone. */
static void test_refused_hook_answer_is_its_seats_G_10(void **state)
{
	(void)state;
	const char *hands[] = { "R1 RS", "RD2 G3", "Y4 Y5", "R6 G6" };
	uno_game *g = sp_keep(t_game("teams", NULL, 4, -1, hands, "R9", "Y6 Y7", true));
	uno_hooks h = { .size = sizeof h, .event = record, .give = give_foreign };

	t_apply(g, 0, "R1!");
	t_apply(g, 1, "RD2!");
	t_apply(g, 3, "R6!");
	ev.n = 0;
	assert_int_equal(uno_game_set_hooks(g, &h, &ev), UNO_OK);
	t_apply(g, 0, "RS");
	const uno_event *e = &ev.ev[nth_event(UNO_EV_HOOK_REFUSED, 0)];
	assert_int_equal(e->seat, 2);
	assert_int_equal(e->card.kind, UNO_NINE);
	assert_card_told_to(g, e, (const bool[]){ false, false, true, false, false });
	sp_drop(g);
}

/* Every event type the library emits is told (a row of the table), to
 * every seat and the spectator; a type it does not have is refused. An
 * event may be told in place. */
static void test_every_event_type_and_unknown_types_G_10(void **state)
{
	(void)state;
	uint64_t rng = 7;
	uno_game *g = sp_game("classic", &rng, false, false);
	uno_event e, out;

	for (int type = 0; type < 256; type++) {
		memset(&e, 0, sizeof e);
		e.type = (uint8_t)type;
		e.seat = 1;
		e.other = -1;
		e.color = UNO_NO_COLOR;
		e.card = (uno_card){ UNO_FIVE, UNO_RED };
		bool known = type >= UNO_EV_DEALER_DRAW && type <= UNO_EV_FLIP;
		for (int s = -1; s < uno_game_players(g); s++) {
			memset(&out, 0x3c, sizeof out);
			uno_event pattern = out;
			int rc = uno_event_for_seat(g, s, &e, &out);
			if (!known) {
				assert_int_equal(rc, UNO_EINVAL);
				assert_memory_equal(&out, &pattern, sizeof out);
				continue;
			}
			assert_int_equal(rc, UNO_OK);
			assert_same_but_cards(&e, &out);
			/* The card is the event's, or none. */
			assert_true(same_card(out.card, e.card) || UNO_IS_NO_CARD(out.card));
			/* In place. */
			uno_event in = e;
			assert_int_equal(uno_event_for_seat(g, s, &in, &in), UNO_OK);
			assert_memory_equal(&in, &out, sizeof in);
		}
	}
	sp_drop(g);
}

/* G-10: NULL arguments, a seat out of range (-1 is the spectator, -2 is
 * nothing), and an event naming seats the game does not have are refused,
 * the told event left as it was. */
static void test_event_for_seat_bad_arguments_G_10(void **state)
{
	(void)state;
	uint64_t rng = 8;
	uno_game *g = sp_game("classic", &rng, false, false);
	int n = uno_game_players(g);
	uno_event e = { .type = UNO_EV_DRAW, .seat = 0, .other = -1, .color = UNO_NO_COLOR,
			.card = { UNO_TWO, UNO_GREEN } };
	uno_event out, pattern;

	memset(&pattern, 0x77, sizeof pattern);
	out = pattern;
	assert_int_equal(uno_event_for_seat(NULL, 0, &e, &out), UNO_EINVAL);
	assert_int_equal(uno_event_for_seat(g, 0, NULL, &out), UNO_EINVAL);
	assert_int_equal(uno_event_for_seat(g, 0, &e, NULL), UNO_EINVAL);
	assert_int_equal(uno_event_for_seat(g, -2, &e, &out), UNO_EINVAL);
	assert_int_equal(uno_event_for_seat(g, n, &e, &out), UNO_EINVAL);
	assert_int_equal(uno_event_for_seat(g, 127, &e, &out), UNO_EINVAL);
	assert_int_equal(uno_event_for_seat(g, -128, &e, &out), UNO_EINVAL);
	e.seat = (int8_t)n;
	assert_int_equal(uno_event_for_seat(g, 0, &e, &out), UNO_EINVAL);
	e.seat = -2;
	assert_int_equal(uno_event_for_seat(g, 0, &e, &out), UNO_EINVAL);
	e.seat = 0;
	e.other = (int8_t)n;
	assert_int_equal(uno_event_for_seat(g, 0, &e, &out), UNO_EINVAL);
	e.other = -5;
	assert_int_equal(uno_event_for_seat(g, UNO_SPECTATOR, &e, &out), UNO_EINVAL);
	assert_memory_equal(&out, &pattern, sizeof out);
	/* -1 is the spectator, and a seat that is -1 in an event is none. */
	e.other = -1;
	assert_int_equal(uno_event_for_seat(g, UNO_SPECTATOR, &e, &out), UNO_OK);
	assert_true(UNO_IS_NO_CARD(out.card));
	e.seat = -1;
	assert_int_equal(uno_event_for_seat(g, UNO_SPECTATOR, &e, &out), UNO_OK);
	assert_true(UNO_IS_NO_CARD(out.card));
	sp_drop(g);
}

/* The event hook's told events and those told later from a record are the
 * same: only the rules and the player count are read. */
struct live {
	struct t_events full;
	uno_event told[4096][UNO_MAX_PLAYERS + 1];
};

static void tell_live(const uno_game *g, const uno_event *e, void *user)
{
	struct live *l = user;
	if (l->full.n == 4096)
		return;
	int n = uno_game_players(g);
	for (int v = 0; v <= n; v++)
		assert_int_equal(uno_event_for_seat(g, v == n ? UNO_SPECTATOR : v, e,
						    &l->told[l->full.n][v]),
				 UNO_OK);
	l->full.ev[l->full.n++] = *e;
}

static void test_told_in_the_hook_and_later_agree(void **state)
{
	(void)state;
	static struct live l;
	for (size_t vi = 0; vi < SP_NVARIANTS; vi++) {
		uint64_t rng = t_mix64(0x7e11 + vi);
		uno_game *g = sp_game(sp_variants[vi], &rng, true, false);
		uno_hooks h = { .size = sizeof h, .event = tell_live };
		l.full.n = 0;
		assert_int_equal(uno_game_set_hooks(g, &h, &l), UNO_OK);
		for (int k = 0; k < 150 && l.full.n < 3500; k++) {
			int seat;
			uno_move m;
			if (sp_step(g, &rng, &seat, &m) == SP_OVER)
				break;
		}
		int n = uno_game_players(g);
		assert_true(l.full.n > 50);
		for (int i = 0; i < l.full.n; i++)
			for (int v = 0; v <= n; v++) {
				uno_event t = told(g, v == n ? UNO_SPECTATOR : v, &l.full.ev[i]);
				assert_memory_equal(&t, &l.told[i][v], sizeof t);
			}
		sp_drop(g);
	}
}

/* ------------------------------------------------------------------------
 * The spectator's and FL-5's views.
 */

static void view_of(const uno_game *g, int seat, uno_view *v)
{
	memset(v, 0xee, sizeof *v); /* every byte must be written */
	v->size = sizeof *v;
	assert_int_equal(uno_game_view(g, seat, v), UNO_OK);
}

/* The FL-5 members of a view: each other hand's hidden faces, as
 * uno_game_hidden_faces() gives them, seat by seat; the draw pile's. */
static void check_hidden_faces(const uno_game *g, int seat, const uno_view *v)
{
	uno_card backs[UNO_MAX_DECK];
	bool sided = uno_rules_sides(uno_game_rules(g)) == 2;
	int at = 0;

	for (int p = 0; p < UNO_MAX_PLAYERS; p++) {
		if (p >= uno_game_players(g)) {
			assert_int_equal(v->hidden_count[p], 0);
			continue;
		}
		int n = uno_game_hidden_faces(g, seat, p, backs, UNO_MAX_DECK);
		assert_int_equal(v->hidden_count[p], n);
		if (!sided || p == seat || seat == UNO_SPECTATOR)
			assert_int_equal(n, 0);
		else
			assert_int_equal(n, v->hand_size[p]);
		assert_memory_equal(v->hidden + at, backs, (size_t)n * sizeof backs[0]);
		at += n;
	}
	for (int i = at; i < UNO_MAX_DECK; i++)
		assert_true(v->hidden[i].kind == 0 && v->hidden[i].color == 0);
	int n = uno_game_hidden_faces(g, seat, UNO_DRAW_PILE, backs, 1);
	if (!sided)
		assert_true(v->draw_hidden.kind == 0 && v->draw_hidden.color == 0);
	else if (n == 0)
		assert_true(UNO_IS_NO_CARD(v->draw_hidden));
	else
		assert_true(same_card(v->draw_hidden, backs[0]));
	assert_int_equal(v->reserved2[0] | v->reserved2[1], 0);
}

/* A spectator's view is any seat's public part, with no hand, no shown
 * hand and no hidden faces of a hand; its observation likewise. */
static void check_spectator(const uno_game *g)
{
	uno_view sv, pv;
	static int32_t so[2048], po[2048];
	int size = uno_observation_size(uno_game_rules(g));
	int n = uno_game_players(g);

	assert_true(size <= 2048);
	view_of(g, UNO_SPECTATOR, &sv);
	view_of(g, 0, &pv);
	assert_int_equal(sv.seat, -1);
	assert_int_equal(sv.hand_count, 0);
	assert_int_equal(sv.shown_by, -1);
	assert_int_equal(sv.shown_count, 0);
	/* Seat 0's view less what is seat 0's is the spectator's. */
	pv.seat = -1;
	pv.hand_count = 0;
	memset(pv.hand, 0, sizeof pv.hand);
	pv.shown_by = -1;
	pv.shown_count = 0;
	memset(pv.shown, 0, sizeof pv.shown);
	memset(pv.hidden_count, 0, sizeof pv.hidden_count);
	memset(pv.hidden, 0, sizeof pv.hidden);
	assert_memory_equal(&sv, &pv, sizeof sv);
	check_hidden_faces(g, UNO_SPECTATOR, &sv);

	/* The observation: seat 0's, unrotated, less seat 0's own. */
	assert_int_equal(uno_game_observation(g, UNO_SPECTATOR, so, 2048), size);
	assert_int_equal(uno_game_observation(g, 0, po, 2048), size);
	bool sided = uno_rules_sides(uno_game_rules(g)) == 2;
	int nf = sided ? 92 : (size - 7 - 5 * UNO_MAX_PLAYERS) / 3;
	for (int i = 0; i < nf; i++) {
		assert_int_equal(so[i], 0);          /* no hand */
		assert_int_equal(so[2 * nf + i], 0); /* no shown hand */
	}
	assert_memory_equal(so + nf, po + nf, (size_t)nf * sizeof *so);
	assert_memory_equal(so + 3 * nf, po + 3 * nf, 4 * sizeof *so);
	assert_int_equal(so[3 * nf + 4], sv.current < 0 ? -1 : sv.current);
	for (int k = 0; k < n; k++) {
		const int32_t *b = so + 3 * nf + 7 + 5 * k;
		assert_int_equal(b[0], sv.hand_size[k]);
		assert_int_equal(b[3], 0); /* of no team */
	}
	if (sided) {
		const int32_t *x = so + 3 * nf + 7 + 5 * UNO_MAX_PLAYERS;
		const int32_t *y = po + 3 * nf + 7 + 5 * UNO_MAX_PLAYERS;
		assert_int_equal(x[0], y[0]);
		assert_int_equal(x[1], y[1]); /* the draw pile's top hidden face */
		for (int i = 2; i < size - (int)(x - so); i++)
			assert_int_equal(x[i], 0);
	}
}

/* view.h, FL-5: over random games of every variant, each seat's view
 * carries the hidden faces it sees, and the spectator's view and
 * observation are a seat's public part. */
static void test_views_carry_hidden_faces_and_the_spectators_FL_5(void **state)
{
	(void)state;
	for (size_t vi = 0; vi < SP_NVARIANTS; vi++) {
		long faces = 0;
		for (int i = 0; i < GAMES; i++) {
			uint64_t rng = t_mix64(0x5bec + vi * 1000 + (uint64_t)i);
			uno_game *g = sp_game(sp_variants[vi], &rng, i % 2 == 1, i % 3 == 0);
			for (int k = 0; k < STEPS; k += 1) {
				if (k % 4 == 0) {
					uno_view v;
					for (int s = 0; s < uno_game_players(g); s++) {
						view_of(g, s, &v);
						check_hidden_faces(g, s, &v);
						for (int p = 0; p < UNO_MAX_PLAYERS; p++)
							faces += v.hidden_count[p];
					}
					check_spectator(g);
				}
				int seat;
				uno_move m;
				if (sp_step(g, &rng, &seat, &m) == SP_OVER)
					break;
			}
			sp_drop(g);
		}
		if (strcmp(sp_variants[vi], "flip") == 0)
			assert_true(faces > 1000);
		else
			assert_int_equal(faces, 0);
	}
}

/* doc/abi.md, view.h: a caller compiled before the FL-5 members passes a
 * smaller size and gets exactly that many bytes: the view up to `turned`,
 * the same as a whole view's; a larger size gets the library's own. */
static void test_view_size_contract_for_old_callers(void **state)
{
	(void)state;
	enum { OLD = offsetof(uno_view, hidden_count) };
	static uint8_t buf[sizeof(uno_view) + 64];
	uno_view whole;
	uint64_t rng = 11;
	uno_game *g = sp_game("flip", &rng, false, false);
	sp_play(g, &rng, 30);

	view_of(g, 1, &whole);
	assert_true(whole.hidden_count[0] > 0);
	const uint32_t sizes[] = { OLD, OLD + 1, OLD + 21, sizeof(uno_view) - 1, sizeof(uno_view),
				   sizeof buf };
	for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		uint32_t size = sizes[i];
		memset(buf, 0xcc, sizeof buf);
		memcpy(buf, &size, sizeof size);
		assert_int_equal(uno_game_view(g, 1, (uno_view *)(void *)buf), UNO_OK);
		uint32_t back;
		memcpy(&back, buf, sizeof back);
		assert_int_equal(back, size);
		size_t wrote = size < sizeof(uno_view) ? size : sizeof(uno_view);
		assert_memory_equal(buf + sizeof size, (const uint8_t *)&whole + sizeof size,
				    wrote - sizeof size);
		for (size_t k = wrote; k < sizeof buf; k++)
			assert_int_equal(buf[k], 0xcc);
	}
	/* One byte less than a view up to `turned` is refused, untouched. */
	uint32_t size = OLD - 1;
	memset(buf, 0xcc, sizeof buf);
	memcpy(buf, &size, sizeof size);
	assert_int_equal(uno_game_view(g, 1, (uno_view *)(void *)buf), UNO_EINVAL);
	for (size_t k = sizeof size; k < sizeof buf; k++)
		assert_int_equal(buf[k], 0xcc);
	sp_drop(g);
}

/* UNO_SPECTATOR in the queries that take a viewer; -2 is no viewer. */
static void test_spectator_queries_and_bad_viewers_G_10(void **state)
{
	(void)state;
	uint64_t rng = 12;
	uno_game *g = sp_game("flip", &rng, false, false);
	uno_card c[UNO_MAX_DECK];
	int32_t o[2048];
	uno_view v;

	assert_int_equal(uno_game_hidden_faces(g, UNO_SPECTATOR, 0, c, UNO_MAX_DECK), 0);
	assert_int_equal(uno_game_hidden_faces(g, UNO_SPECTATOR, 1, c, UNO_MAX_DECK), 0);
	assert_int_equal(uno_game_hidden_faces(g, UNO_SPECTATOR, UNO_DRAW_PILE, c, 1), 1);
	assert_int_equal(uno_game_hidden_faces(g, -2, 0, c, UNO_MAX_DECK), UNO_EINVAL);
	assert_int_equal(uno_game_hidden_faces(g, UNO_SPECTATOR, -1, c, 1), UNO_EINVAL);
	v.size = sizeof v;
	assert_int_equal(uno_game_view(NULL, UNO_SPECTATOR, &v), UNO_EINVAL);
	assert_int_equal(uno_game_view(g, -2, &v), UNO_EINVAL);
	assert_int_equal(uno_game_view(g, UNO_SPECTATOR, NULL), UNO_EINVAL);
	assert_int_equal(uno_game_observation(g, -2, o, 2048), UNO_EINVAL);
	assert_int_equal(uno_game_observation(NULL, UNO_SPECTATOR, o, 2048), UNO_EINVAL);
	assert_int_equal(uno_game_observation(g, UNO_SPECTATOR, o, 2048),
			 uno_observation_size(uno_game_rules(g)));
	/* What takes a seat and not a viewer still refuses -1. */
	assert_int_equal(uno_game_hand_size(g, UNO_SPECTATOR), UNO_EINVAL);
	assert_int_equal(uno_game_legal_moves(g, UNO_SPECTATOR, NULL, 0), UNO_EINVAL);
	sp_drop(g);
}

/* ------------------------------------------------------------------------
 * Nothing told depends on what the viewer cannot see.
 */

/* Shuffles n bytes. */
static void shuffle(uint8_t *a, unsigned n, uint64_t *rng)
{
	for (unsigned i = n; i > 1; i--) {
		unsigned j = t_rnd(rng, i);
		uint8_t t = a[i - 1];
		a[i - 1] = a[j];
		a[j] = t;
	}
}

/* Two-sided cards: places of cards (a hand, or a place of the draw pile)
 * and the card at each. */
struct place {
	int8_t seat; /* -1: the draw pile */
	uint8_t at;
	uint8_t id;
	uint8_t group; /* 0: left alone */
};

/* The cards of a group dealt anew among its places, each place keeping
 * its face on side `keep`: on the light side a card keeps its light face
 * (its id) and the dark faces change places; on the dark side each place
 * keeps its dark face and the cards (their light faces) change places. */
static void regroup(struct uno__state *s, struct place *pl, unsigned n, int group, unsigned keep,
		    uint64_t *rng)
{
	uint8_t ids[UNO__SIDED_CAP], dark[UNO__SIDED_CAP];
	unsigned k = 0;

	for (unsigned i = 0; i < n; i++)
		if (pl[i].group == group) {
			ids[k] = pl[i].id;
			dark[k++] = s->dark_of[pl[i].id];
		}
	if (keep == 0)
		shuffle(dark, k, rng);
	else
		shuffle(ids, k, rng);
	k = 0;
	for (unsigned i = 0; i < n; i++)
		if (pl[i].group == group) {
			pl[i].id = ids[k];
			s->dark_of[ids[k]] = dark[k];
			k++;
		}
}

/*
 * A world of two-sided cards that the viewer cannot tell from this one
 * (FL-5): the faces in play of the other hands and of the draw pile are
 * dealt anew among them, each place keeping the hidden face the viewer
 * sees (or would see, were the card on top); the hidden faces of the
 * viewer's own hand change places among its cards. For a spectator every
 * hand's faces, both sides, are dealt anew. A card another seat drew and
 * may play stays as it is (its holder's decision is about it).
 */
static void resample_sided(uno_game *d, int viewer, uint64_t *rng)
{
	struct uno__state *s = &d->s;
	struct place pl[UNO__SIDED_CAP];
	unsigned n = 0, play = s->side, hide = !play;
	int keeper = s->phase == UNO_PHASE_DRAWN && s->current != viewer ? s->current : -1;
	unsigned keep_id = keeper >= 0 ? uno__held_id(s, keeper, s->drawn_face) : UNO__SIDED_CAP;

	for (int p = 0; p < s->players; p++)
		for (uno__fset m = s->held[p]; m; m &= m - 1) {
			unsigned id = uno__id_first(m);
			uint8_t group = id == keep_id ? 0 : p == viewer ? 2 : 1;
			pl[n++] = (struct place){ (int8_t)p, 0, (uint8_t)id, group };
		}
	for (unsigned i = 0; i < s->ndraw; i++)
		pl[n++] = (struct place){ -1, (uint8_t)i, s->ids[i], 1 };
	regroup(s, pl, n, 1, hide, rng);
	if (viewer >= 0) {
		regroup(s, pl, n, 2, play, rng);
	} else {
		/* A spectator sees no hand: their hidden faces change too. */
		for (unsigned i = 0; i < n; i++)
			if (pl[i].seat >= 0 && pl[i].group == 1)
				pl[i].group = 3;
		regroup(s, pl, n, 3, play, rng);
	}
	memset(s->held, 0, sizeof s->held);
	for (unsigned i = 0; i < n; i++) {
		if (pl[i].seat >= 0)
			s->held[pl[i].seat] |= (uno__fset)1 << pl[i].id;
		else
			s->ids[pl[i].at] = pl[i].id;
	}
	uno__hand_faces(s);
	uno__draw_faces(s);
}

/* A world the viewer cannot tell from g's: one-sided, the other hands and
 * the draw pile dealt anew (uno_game_determinize(); for a spectator from
 * two seats, so that every hand is), with g's generator, so that a
 * reshuffle of the discard pile (which every seat sees) is the same. */
static uno_game *other_world(const uno_game *g, int viewer, uint64_t *rng)
{
	uno_game *d = NULL;
	assert_int_equal(uno_game_clone(&d, g), UNO_OK);
	sp_keep(d);
	if (uno_rules_sides(uno_game_rules(g)) == 2) {
		resample_sided(d, viewer, rng);
	} else {
		assert_int_equal(uno_game_determinize(d, viewer >= 0 ? viewer : 0, t_mix64(*rng)),
				 UNO_OK);
		if (viewer < 0)
			assert_int_equal(uno_game_determinize(d, 1, t_mix64(*rng + 1)), UNO_OK);
		memcpy(d->s.rng, g->s.rng, sizeof d->s.rng);
	}
	assert_int_equal(uno__check_invariants(d), 0);
	return d;
}

/* What a step told: the events recorded in one game. */
struct stream {
	uno_event ev[1024];
	int n;
};

static void record_stream(const uno_game *g, const uno_event *e, void *user)
{
	(void)g;
	struct stream *st = user;
	assert_true(st->n < 1024);
	st->ev[st->n++] = *e;
}

/* Applies a move (or the next round, for seat -1) with the stream
 * recording, the hooks removed after; the status. */
static int step(uno_game *g, int seat, const uno_move *m, struct stream *st)
{
	uno_hooks h = { .size = sizeof h, .event = record_stream };
	st->n = 0;
	assert_int_equal(uno_game_set_hooks(g, &h, st), UNO_OK);
	int rc = seat < 0 ? uno_game_next_round(g) : uno_game_apply(g, seat, m);
	assert_int_equal(uno_game_set_hooks(g, NULL, NULL), UNO_OK);
	return rc;
}

/* The move that stands for m in another world: m itself when legal there;
 * another card handed over in place of one the giver does not hold there
 * (a give is seen by the two teammates only); else none (false). */
static bool same_move_there(const uno_game *d, int seat, const uno_move *m, uno_move *out)
{
	*out = *m;
	if (uno_game_check_move(d, seat, m, NULL) == UNO_OK)
		return true;
	if (m->type != UNO_MOVE_GIVE)
		return false;
	uno_move list[UNO_MAX_MOVES];
	int n = uno_game_legal_moves(d, seat, list, UNO_MAX_MOVES);
	for (int i = 0; i < n; i++)
		if (list[i].type == UNO_MOVE_GIVE) {
			*out = list[i];
			return true;
		}
	return false;
}

struct counts {
	long steps, compared, hidden_draws, hidden_faces, spectator;
};

static const char *event_text(const uno_event *e)
{
	static char buf[2][96];
	static int next;
	char *t = buf[next++ % 2];
	snprintf(t, 96, "type %d seat %d other %d card %d/%d hidden %d/%d value %d", e->type,
		 e->seat, e->other, e->card.kind, e->card.color, e->hidden.kind, e->hidden.color,
		 (int)e->value);
	return t;
}

/* Does the viewer see the card of this draw by the rules: its own (G-3),
 * or one turned face up for every seat (FL-11, NM-9)? */
static bool sight(const uno_event *e, int viewer)
{
	return e->type == UNO_EV_DRAW && (e->value == 1 || (viewer >= 0 && e->seat == viewer));
}

/* Did both steps show the viewer the same drawn cards in the same order?
 * A view shows the hand they went into, not the order they came in, and
 * no other hand. */
static bool same_sights(const struct stream *a, const struct stream *b, int viewer)
{
	int i = 0, j = 0;
	for (;;) {
		while (i < a->n && !sight(&a->ev[i], viewer))
			i++;
		while (j < b->n && !sight(&b->ev[j], viewer))
			j++;
		if (i == a->n || j == b->n)
			return i == a->n && j == b->n;
		if (!same_card(a->ev[i].card, b->ev[j].card) || a->ev[i].seat != b->ev[j].seat)
			return false;
		i++, j++;
	}
}

/*
 * One step in g and in a world the viewer cannot tell from it: when the
 * viewer still cannot tell them apart afterwards (the same view, and the
 * same cards drawn in its sight, in the same order), it must have been
 * told the same events. Where the step shows it something that differs
 * (its own draw, a hand shown, a round's score), the worlds part, and
 * nothing is compared.
 */
static void compare_worlds(const uno_game *g, int viewer, int seat, const uno_move *m,
			   const struct stream *real, const uno_game *after, uint64_t *rng,
			   struct counts *c)
{
	static struct stream other;
	uno_view va, vb;
	uno_move there;
	uno_game *d = other_world(g, viewer, rng);

	/* Before the step the viewer sees the same. */
	view_of(g, viewer, &va);
	view_of(d, viewer, &vb);
	assert_memory_equal(&va, &vb, sizeof va);
	if (seat >= 0 && !same_move_there(d, seat, m, &there)) {
		sp_drop(d);
		return;
	}
	assert_int_equal(step(d, seat, &there, &other), UNO_OK);
	assert_int_equal(uno__check_invariants(d), 0);
	view_of(after, viewer, &va);
	view_of(d, viewer, &vb);
	if (memcmp(&va, &vb, sizeof va) == 0 && same_sights(real, &other, viewer)) {
		c->compared++;
		c->spectator += viewer < 0;
		if (real->n != other.n)
			fail_msg("viewer %d: %d events told in one world, %d in the other", viewer,
				 real->n, other.n);
		for (int i = 0; i < real->n; i++) {
			uno_event a = told(after, viewer, &real->ev[i]);
			uno_event b = told(d, viewer, &other.ev[i]);
			if (memcmp(&a, &b, sizeof a) != 0)
				fail_msg("viewer %d is told event %d differently: %s / %s", viewer,
					 i, event_text(&a), event_text(&b));
			if (a.type == UNO_EV_DRAW && a.seat != viewer && a.value == 0) {
				c->hidden_draws++;
				c->hidden_faces += uno_rules_sides(uno_game_rules(g)) == 2 &&
						   !UNO_IS_NO_CARD(a.hidden);
			}
		}
	}
	sp_drop(d);
}

/* Each told event is the event, its cards perhaps left out; a spectator
 * is told no card that went into a hand unseen, and no hidden face. */
static void check_told(const uno_game *g, const struct stream *st)
{
	int n = uno_game_players(g);
	bool sided = uno_rules_sides(uno_game_rules(g)) == 2;

	for (int i = 0; i < st->n; i++) {
		const uno_event *e = &st->ev[i];
		/* With two-sided cards the event carries the hidden face of
		 * exactly the cards that go into a hand (engine and table). */
		if (sided)
			assert_true(UNO_IS_NO_CARD(e->hidden) == !uno__takes_card(e->type));
		else
			assert_true(e->hidden.kind == 0 && e->hidden.color == 0);
		for (int v = -1; v < n; v++) {
			uno_event t = told(g, v, e);
			assert_same_but_cards(e, &t);
			assert_true(same_card(t.card, e->card) || UNO_IS_NO_CARD(t.card));
			assert_true(same_card(t.hidden, e->hidden) || UNO_IS_NO_CARD(t.hidden));
			if (v < 0 && sided)
				assert_true(UNO_IS_NO_CARD(t.hidden));
			if (v < 0 && ((e->type == UNO_EV_DRAW && e->value == 0) ||
				      e->type == UNO_EV_GIVE || e->type == UNO_EV_HOOK_REFUSED))
				assert_true(UNO_IS_NO_CARD(t.card));
			/* The holder of a card that went into a hand is told its
			 * face in play, never the hidden face it cannot see. */
			if (sided && uno__takes_card(e->type)) {
				int holder = e->type == UNO_EV_GIVE || e->type == UNO_EV_CAST ? e->other
											 : e->seat;
				if (v == holder) {
					assert_true(same_card(t.card, e->card));
					assert_true(UNO_IS_NO_CARD(t.hidden));
				} else if (v >= 0) {
					assert_true(same_card(t.hidden, e->hidden));
				}
			}
		}
	}
}

/* FL-5, G-3, TM-7, C-7, NM-10, H-5 and every other rule of the table: over
 * random games of every variant (house rules mixed in), for each seat and
 * the spectator, a step taken in a world that differs only in what the
 * viewer cannot see tells it the same events whenever it leaves the
 * viewer's view the same; the spectator's worlds differ in every hand. */
static void test_told_events_never_depend_on_unseen_cards(void **state)
{
	(void)state;
	static struct stream real;
	for (size_t vi = 0; vi < SP_NVARIANTS; vi++) {
		struct counts c = { 0 };
		bool sided = strcmp(sp_variants[vi], "flip") == 0;
		for (int i = 0; i < GAMES; i++) {
			uint64_t rng = t_mix64(0x7e77 + vi * 1000 + (uint64_t)i);
			uno_game *g = sp_game(sp_variants[vi], &rng, i % 2 == 0, i % 3 == 1);
			/* Belief is nobody's view: the resampled worlds do not
			 * keep it consistent, so no game tracks it. */
			assert_int_equal(uno_game_set_tracking(g, 0), UNO_OK);
			for (int k = 0; k < STEPS && uno_game_phase(g) != UNO_PHASE_MATCH_OVER; k++) {
				/* The move: sp_step()'s choice, on a clone. */
				uno_game *pick = NULL, *after = NULL;
				int seat = -1;
				uno_move m = uno__move(UNO_MOVE_DRAW);
				assert_int_equal(uno_game_clone(&pick, g), UNO_OK);
				sp_keep(pick);
				if (sp_step(pick, &rng, &seat, &m) == SP_NEXT_ROUND)
					seat = -1;
				sp_drop(pick);
				assert_int_equal(uno_game_clone(&after, g), UNO_OK);
				sp_keep(after);
				assert_int_equal(step(after, seat, &m, &real), UNO_OK);
				check_told(after, &real);
				c.steps++;
				for (int v = -1; v < uno_game_players(g); v++)
					compare_worlds(g, v, seat, &m, &real, after, &rng, &c);
				sp_drop(g);
				g = after;
			}
			sp_drop(g);
		}
		if (getenv("UNO_TELL_VERBOSE"))
			printf("# %s: %ld steps, %ld compared (%ld spectator), %ld hidden draws, "
			       "%ld hidden faces\n",
			       sp_variants[vi], c.steps, c.compared, c.spectator, c.hidden_draws,
			       c.hidden_faces);
		/* Enough was compared, another seat's draws among it, with
		 * two-sided cards their hidden faces told. */
		assert_true(c.compared > c.steps / 2);
		assert_true(c.spectator > c.steps / 10);
		assert_true(c.hidden_draws > 50);
		if (sided)
			assert_true(c.hidden_faces > 50);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_own_draw_shows_the_card_another_does_not_G_3, sp_teardown),
		cmocka_unit_test_teardown(test_penalty_and_challenge_draws_are_the_drawers_G_6_C_7, sp_teardown),
		cmocka_unit_test_teardown(test_flip_draw_tells_others_the_hidden_face_FL_5, sp_teardown),
		cmocka_unit_test_teardown(test_wild_draw_color_draws_are_shown_to_every_seat_FL_11, sp_teardown),
		cmocka_unit_test_teardown(test_roulette_cards_are_turned_face_up_NM_9, sp_teardown),
		cmocka_unit_test_teardown(test_give_is_told_to_the_teammates_only_TM_7, sp_teardown),
		cmocka_unit_test_teardown(test_turned_and_cast_cards_are_public_CC_2_CC_3, sp_teardown),
		cmocka_unit_test_teardown(test_swap_and_rotation_tell_no_card_H_5_NM_10, sp_teardown),
		cmocka_unit_test_teardown(test_misplay_and_its_catch_are_public_R_3, sp_teardown),
		cmocka_unit_test_teardown(test_refused_hook_answer_is_its_seats_G_10, sp_teardown),
		cmocka_unit_test_teardown(test_every_event_type_and_unknown_types_G_10, sp_teardown),
		cmocka_unit_test_teardown(test_event_for_seat_bad_arguments_G_10, sp_teardown),
		cmocka_unit_test_teardown(test_told_in_the_hook_and_later_agree, sp_teardown),
		cmocka_unit_test_teardown(test_views_carry_hidden_faces_and_the_spectators_FL_5, sp_teardown),
		cmocka_unit_test_teardown(test_view_size_contract_for_old_callers, sp_teardown),
		cmocka_unit_test_teardown(test_spectator_queries_and_bad_viewers_G_10, sp_teardown),
		cmocka_unit_test_teardown(test_told_events_never_depend_on_unseen_cards, sp_teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
