/*
 * UNO Flip (lib/variants/flip.uno): two-sided cards. One scripted scenario
 * per rule of the rules reference, FL-1 to FL-16, in the edition's
 * notation: light faces in R, Y, G, B, dark faces in P (pink), T (teal),
 * O (orange), V (purple); a scripted card is written LIGHT:DARK ("R5:P3"),
 * its two faces.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "uno_internal.h"
#include "core/notation.h"

/* ---- helpers ---- */

static const uno_rules *fl(void)
{
	const uno_rules *r = NULL;
	assert_int_equal(uno_rules_builtin(&r, "flip"), UNO_OK);
	return r;
}

/* One face in the table's notation. */
static uno_card face_of(const char *p, size_t n)
{
	uno_card c;
	if (uno_rules_card_parse(fl(), p, n, &c) != UNO_OK)
		fail_msg("'%.*s' is no card of UNO Flip", (int)n, p);
	return c;
}

/* Two-sided cards ("R5:P3 W:T7 ...") into buf as (light, dark) pairs;
 * returns the number of cards (half the entries). */
static size_t fl_cards(const char *text, uno_card *buf, size_t cap)
{
	size_t n = 0;
	const char *p = text;

	while (*p) {
		while (*p == ' ')
			p++;
		if (!*p)
			break;
		const char *end = strchr(p, ' ');
		if (!end)
			end = p + strlen(p);
		const char *colon = memchr(p, ':', (size_t)(end - p));
		if (!colon)
			fail_msg("a two-sided card is LIGHT:DARK, not '%.*s'", (int)(end - p), p);
		assert_true(2 * n + 2 <= cap);
		buf[2 * n] = face_of(p, (size_t)(colon - p));
		buf[2 * n + 1] = face_of(colon + 1, (size_t)(end - colon - 1));
		n++;
		p = end;
	}
	return n;
}

static bool take(uint8_t *counts, unsigned face)
{
	if (!counts[face])
		return false;
	counts[face]--;
	return true;
}

/*
 * A scripted game of two-sided cards: the hands of the seats (all of one
 * size, which becomes hand_size), dealt one at a time from the dealer's
 * left; `first` the first discard (and cards turned on it), `draw` the
 * draw pile, front drawn first. With `fill` the rest of the deck follows,
 * its light and dark faces paired in face order; else the game has only
 * the cards listed. Dealer -1: the last seat, so seat 0 plays first.
 */
static uno_game *fl_game_with(const uno_rules *rules, int players, int dealer,
			      const char *const *hands, const char *first, const char *draw,
			      bool fill)
{
	uno_card hand[UNO_MAX_PLAYERS][2 * UNO_MAX_DECK];
	size_t hn[UNO_MAX_PLAYERS];
	uno_card deck[2 * UNO_MAX_DECK];
	size_t n = 0;
	uno_rules *copy;
	uno_game *g = NULL;

	assert_int_equal(uno_rules_copy(&copy, rules, NULL, NULL), UNO_OK);
	if (dealer < 0)
		dealer = players - 1;
	for (int s = 0; s < players; s++) {
		hn[s] = fl_cards(hands[s], hand[s], 2 * UNO_MAX_DECK);
		assert_int_equal(hn[s], hn[0]);
	}
	assert_int_equal(uno_rules_set(copy, UNO_OPT_HAND_SIZE, (int)hn[0]), UNO_OK);
	for (size_t i = 0; i < hn[0]; i++)
		for (int k = 1; k <= players; k++) {
			deck[2 * n] = hand[(dealer + k) % players][2 * i];
			deck[2 * n + 1] = hand[(dealer + k) % players][2 * i + 1];
			n++;
		}
	n += fl_cards(first, deck + 2 * n, 2 * UNO_MAX_DECK - 2 * n);
	n += fl_cards(draw, deck + 2 * n, 2 * UNO_MAX_DECK - 2 * n);
	if (fill) {
		uint8_t light[UNO__FACES], dark[UNO__FACES];
		memcpy(light, uno__variant_flip.deck, sizeof light);
		memcpy(dark, uno__variant_flip.dark_deck, sizeof dark);
		for (size_t i = 0; i < n; i++)
			if (!take(light, uno__face(deck[2 * i].kind, deck[2 * i].color)) ||
			    !take(dark, uno__face(deck[2 * i + 1].kind, deck[2 * i + 1].color)))
				fail_msg("scripted card %zu is one too many for the deck", i);
		unsigned d = 0;
		for (unsigned f = 0; f < UNO__FACES; f++)
			while (light[f]) {
				while (!dark[d])
					d++;
				light[f]--;
				dark[d]--;
				deck[2 * n] = uno__face_card(f);
				deck[2 * n + 1] = uno__face_card(d);
				n++;
			}
	}
	int rc = uno_game_new_scripted(&g, copy, players, 1, deck, 2 * n, dealer,
				       fill ? 0 : UNO_SCRIPT_PARTIAL, NULL, NULL);
	uno_rules_free(copy);
	if (rc != UNO_OK)
		fail_msg("uno_game_new_scripted: %s", uno_strerror(rc));
	return g;
}

static uno_game *fl_game(int players, const char *const *hands, const char *first,
			 const char *draw, bool fill)
{
	return fl_game_with(fl(), players, -1, hands, first, draw, fill);
}

/* A face as it reads on a side. */
static const char *side_text(const uno_game *g, unsigned face, int side)
{
	static char buf[8][8];
	static int next;
	char *t = buf[next++ % 8];
	uno__card_text_side(g->s.rules.v, uno__face_card(face), side, t);
	return t;
}

/* A seat's hand by its faces in play, in face order, in a static buffer. */
static const char *fl_hand(const uno_game *g, int seat)
{
	static char out[1024];
	size_t len = 0;
	out[0] = 0;
	for (unsigned f = 0; f < UNO__FACES; f++)
		for (unsigned k = 0; k < uno__hand_count(&g->s, seat, f); k++)
			len += (size_t)snprintf(out + len, sizeof out - len, "%s%s", len ? " " : "",
					       side_text(g, f, g->s.side));
	return out;
}

/* The faces on the other side of a seat's hand (what the other seats
 * see, FL-5), in face order. */
static const char *fl_backs(const uno_game *g, int seat)
{
	static char out[1024];
	uint8_t count[UNO__FACES] = { 0 };
	size_t len = 0;
	for (uno__fset m = g->s.held[seat]; m; m &= m - 1)
		count[uno__id_face(&g->s, uno__id_first(m), !g->s.side)]++;
	out[0] = 0;
	for (unsigned f = 0; f < UNO__FACES; f++)
		for (unsigned k = 0; k < count[f]; k++)
			len += (size_t)snprintf(out + len, sizeof out - len, "%s%s", len ? " " : "",
					       side_text(g, f, !g->s.side));
	return out;
}

/* The discard pile from the bottom up, in faces in play. */
static const char *fl_discards(const uno_game *g)
{
	static char out[1024];
	size_t len = 0;
	out[0] = 0;
	for (unsigned i = 0; i < g->s.ndiscard; i++)
		len += (size_t)snprintf(out + len, sizeof out - len, "%s%s", len ? " " : "",
				       side_text(g, uno__entry_face(UNO__DISCARD(&g->s, i)),
						 g->s.side));
	return out;
}

/* The draw pile from the top down, in faces in play. */
static const char *fl_draws(const uno_game *g)
{
	static char out[1024];
	size_t len = 0;
	out[0] = 0;
	for (unsigned i = g->s.ndraw; i-- > 0;)
		len += (size_t)snprintf(out + len, sizeof out - len, "%s%s", len ? " " : "",
				       side_text(g, g->s.piles[i], g->s.side));
	return out;
}

static const char *fl_top(const uno_game *g)
{
	return side_text(g, uno__top_face(&g->s), g->s.side);
}

/* Is the move (in the table's notation) among the seat's legal moves? */
static bool fl_is_legal(const uno_game *g, int seat, const char *move)
{
	uno_move moves[UNO_MAX_MOVES], m;
	int n = uno_game_legal_moves(g, seat, moves, UNO_MAX_MOVES);

	assert_int_equal(uno_rules_move_parse(fl(), move, strlen(move), &m), UNO_OK);
	for (int i = 0; i < n; i++)
		if (uno_move_compare(&moves[i], &m) == 0)
			return true;
	return false;
}

/* A draw, and the pass that ends the turn if the card drawn may be played. */
static void draw_and_pass(uno_game *g, int seat)
{
	t_apply(g, seat, "draw");
	if (uno_game_phase(g) == UNO_PHASE_DRAWN && uno_game_current_player(g) == seat)
		t_apply(g, seat, "pass");
}

static int whose(const uno_game *g)
{
	return uno_game_current_player(g);
}

/* Every card once, faces in play read from the cards (the engine's own
 * check), and the counts the deck's. */
static void assert_cards_whole(const uno_game *g)
{
	assert_true(uno__cards_valid(&g->s));
	assert_int_equal(uno__check_invariants(g), 0);
}

/* ---- FL-1, FL-2: the deck, the players, a round on the light side ---- */

static void test_deck_and_players_FL_1_FL_2(void **state)
{
	(void)state;
	const uno_rules *r = fl();
	assert_int_equal(uno_rules_deck(r, NULL, 0), 112);
	assert_true(uno__two_sided(r->v));
	int light = 0, dark = 0;
	for (unsigned f = 0; f < UNO__FACES; f++) {
		light += uno__variant_flip.deck[f];
		dark += uno__variant_flip.dark_deck[f];
	}
	assert_int_equal(light, 112);
	assert_int_equal(dark, 112);
	/* FL-2: per color two each of 1-9, Draw One, Skip, Reverse, Flip
	 * on the light side; 1-9, Draw Five, Skip Everyone, Reverse, Flip on
	 * the dark side; no zeros; four of each wild. */
	const char *light_faces[] = { "R1", "Y9", "GS", "BR", "RD1", "YF" };
	const char *dark_faces[] = { "P1", "V9", "TD5", "OSE", "PR", "VF" };
	for (size_t i = 0; i < 6; i++) {
		uno_card c = face_of(light_faces[i], strlen(light_faces[i]));
		assert_int_equal(uno__variant_flip.deck[uno__face(c.kind, c.color)], 2);
		c = face_of(dark_faces[i], strlen(dark_faces[i]));
		assert_int_equal(uno__variant_flip.dark_deck[uno__face(c.kind, c.color)], 2);
	}
	uno_card w = face_of("W", 1), w2 = face_of("W2", 2), wdc = face_of("WDC", 3);
	assert_int_equal(uno__variant_flip.deck[uno__face(w.kind, UNO_NO_COLOR)], 4);
	assert_int_equal(uno__variant_flip.dark_deck[uno__face(w.kind, UNO_NO_COLOR)], 4);
	assert_int_equal(uno__variant_flip.deck[uno__face(w2.kind, UNO_NO_COLOR)], 4);
	assert_int_equal(uno__variant_flip.dark_deck[uno__face(wdc.kind, UNO_NO_COLOR)], 4);
	/* No zeros: "0" is no card of either side ("R0" does not read). */
	uno_card zero;
	assert_int_not_equal(uno_rules_card_parse(r, "R0", 2, &zero), UNO_OK);
	/* FL-1: 2-10 players, 7 cards, 500 points. */
	assert_int_equal(uno_rules_allows_players(r, 1), 0);
	assert_int_equal(uno_rules_allows_players(r, 2), 1);
	assert_int_equal(uno_rules_allows_players(r, 10), 1);
	assert_int_equal(uno_rules_allows_players(r, 11), 0);
	int v = 0;
	assert_int_equal(uno_rules_get(r, UNO_OPT_HAND_SIZE, &v), UNO_OK);
	assert_int_equal(v, 7);
	assert_int_equal(uno_rules_get(r, UNO_OPT_TARGET_SCORE, &v), UNO_OK);
	assert_int_equal(v, 500);

	/* Every round starts on the light side, every card in it once. */
	for (uint64_t seed = 1; seed <= 20; seed++) {
		uno_game *g = NULL;
		assert_int_equal(uno_game_new(&g, r, 4, seed, NULL, NULL), UNO_OK);
		assert_int_equal(g->s.side, 0);
		/* Seven cards each; a first Draw One gives one more (FL-8). */
		int cards = 0;
		for (int p = 0; p < 4; p++)
			cards += uno_game_hand_size(g, p);
		uno_card top;
		assert_int_equal(uno_game_top_card(g, &top), UNO_OK);
		assert_int_equal(cards, 28 + (top.kind == UNO_DRAW_ONE));
		assert_cards_whole(g);
		uno_game_free(g);
	}
}

/* ---- FL-3: the pairing, drawn when the match starts ---- */

static void test_pairing_FL_3(void **state)
{
	(void)state;
	uno_game *a = NULL, *b = NULL, *c = NULL;
	assert_int_equal(uno_game_new(&a, fl(), 3, 77, NULL, NULL), UNO_OK);
	assert_int_equal(uno_game_new(&b, fl(), 3, 77, NULL, NULL), UNO_OK);
	assert_int_equal(uno_game_new(&c, fl(), 3, 78, NULL, NULL), UNO_OK);
	/* The same seed pairs the same faces; another seed pairs others. */
	assert_memory_equal(a->s.dark_of, b->s.dark_of, 112);
	assert_true(memcmp(a->s.dark_of, c->s.dark_of, 112) != 0);
	/* Each dark face as many times as the dark side has it. */
	uint8_t count[UNO__FACES] = { 0 };
	for (unsigned id = 0; id < 112; id++)
		count[a->s.dark_of[id]]++;
	assert_memory_equal(count, uno__variant_flip.dark_deck, sizeof count);
	/* A card keeps both faces for the whole match: the pairing never
	 * changes, over flips and rounds alike. */
	uint8_t pairing[112];
	memcpy(pairing, a->s.dark_of, sizeof pairing);
	assert_true(uno_game_playout(a, 5, UNO_PLAYOUT_REFERENCE) > 0);
	assert_memory_equal(pairing, a->s.dark_of, sizeof pairing);
	if (uno_game_phase(a) == UNO_PHASE_ROUND_OVER) {
		assert_int_equal(uno_game_next_round(a), UNO_OK);
		assert_memory_equal(pairing, a->s.dark_of, sizeof pairing);
	}
	uno_game_free(a);
	uno_game_free(b);
	uno_game_free(c);

	/* The host's own pairing (FL-3's option): a scripted deck names both
	 * faces of every card. */
	const char *hands[] = { "R5:P3 Y2:TF", "G7:W B1:OSE" };
	uno_game *g = fl_game(2, hands, "R9:V4", "B4:P7 Y4:WDC", false);
	assert_string_equal(fl_hand(g, 0), "Y2 R5");
	assert_string_equal(fl_backs(g, 0), "P3 TF");
	assert_string_equal(fl_backs(g, 1), "W OSE");
	assert_string_equal(fl_top(g), "R9");
	assert_cards_whole(g);
	uno_game_free(g);

	/* FL-3's option with a seeded deal: the host's pairing only
	 * (UNO_SCRIPT_PAIRING). Light faces in face order, each with the dark
	 * faces in reverse face order. */
	static uno_card pairs[2 * 112], light[112], dark[112];
	assert_int_equal(uno_rules_deck_side(fl(), 0, light, 112), 112);
	assert_int_equal(uno_rules_deck_side(fl(), 1, dark, 112), 112);
	for (int i = 0; i < 112; i++) {
		pairs[2 * i] = light[i];
		pairs[2 * i + 1] = dark[111 - i];
	}
	uno_game *p1 = NULL, *p2 = NULL, *in_order = NULL;
	assert_int_equal(uno_game_new_scripted(&p1, fl(), 4, 99, pairs, 224, -1, UNO_SCRIPT_PAIRING,
					       NULL, NULL),
			 UNO_OK);
	assert_int_equal(uno_game_new_scripted(&p2, fl(), 4, 99, pairs, 224, -1, UNO_SCRIPT_PAIRING,
					       NULL, NULL),
			 UNO_OK);
	assert_int_equal(uno_game_new_scripted(&in_order, fl(), 4, 99, pairs, 224, -1, 0, NULL,
					       NULL),
			 UNO_OK);
	assert_true(uno__state_equal(p1, p2));
	/* Every card has the dark face the list gave its light face. */
	for (unsigned id = 0; id < 112; id++) {
		unsigned lf = uno__variant_flip.light_of[id], df = p1->s.dark_of[id];
		bool listed = false;
		for (int i = 0; i < 112 && !listed; i++)
			listed = uno__face(pairs[2 * i].kind, pairs[2 * i].color) == lf &&
				 uno__face(pairs[2 * i + 1].kind, pairs[2 * i + 1].color) == df;
		assert_true(listed);
	}
	/* Dealt from the seed, not in the list's order, and a seeded game:
	 * its next round is shuffled as any. */
	assert_false(uno__state_equal(p1, in_order));
	assert_int_equal(p1->s.scripted, 0);
	assert_cards_whole(p1);
	/* A log plays it again from the list. */
	assert_int_equal(uno_game_log_start(p1, 4096), UNO_OK);
	assert_true(uno_game_playout(p1, 3, UNO_PLAYOUT_REFERENCE) > 0);
	static char text[1 << 16];
	int len = uno_game_log_export(p1, text, sizeof text);
	assert_true(len > 0 && len < (int)sizeof text);
	uno_game *back = NULL;
	assert_int_equal(uno_game_replay(&back, text, (size_t)len, NULL, NULL, NULL), UNO_OK);
	assert_true(uno__state_equal(p1, back));
	uno_game_free(back);
	uno_game_free(p1);
	uno_game_free(p2);
	uno_game_free(in_order);
	/* Only a whole two-sided deck, and no other flag with it. */
	uno_game *none2 = NULL;
	assert_int_equal(uno_game_new_scripted(&none2, fl(), 4, 99, pairs, 224, -1,
					       UNO_SCRIPT_PAIRING | UNO_SCRIPT_PARTIAL, NULL, NULL),
			 UNO_EINVAL);
	assert_int_equal(uno_game_new_scripted(&none2, fl(), 4, 99, pairs, 200, -1,
					       UNO_SCRIPT_PAIRING, NULL, NULL),
			 UNO_EDECK);
	const uno_rules *classic = NULL;
	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	assert_int_equal(uno_game_new_scripted(&none2, classic, 4, 99, light, 108, -1,
					       UNO_SCRIPT_PAIRING, NULL, NULL),
			 UNO_EINVAL);
	assert_null(none2);

	/* A list of cards that the deck does not have is refused. */
	uno_card bad[4] = { face_of("R5", 2), face_of("P3", 2), face_of("R5", 2), face_of("Y3", 2) };
	uno_game *none = NULL;
	assert_int_equal(uno_game_new_scripted(&none, fl(), 2, 1, bad, 4, -1, UNO_SCRIPT_PARTIAL,
					       NULL, NULL),
			 UNO_EDECK); /* Y3 is no dark face */
	assert_int_equal(uno_game_new_scripted(&none, fl(), 2, 1, bad, 3, -1, UNO_SCRIPT_PARTIAL,
					       NULL, NULL),
			 UNO_EDECK); /* half a card */
	assert_null(none);
}

/* ---- FL-4: one side in play for every card ---- */

static void test_side_in_play_FL_4(void **state)
{
	(void)state;
	/* Seat 0 flips; then the dark faces match, the light ones do not. */
	const char *hands[] = { "RF:P5 R2:T3 Y7:P9", "G1:P1 G2:O6 G3:V2" };
	uno_game *g = fl_game(2, hands, "R4:P8", "B5:T1 B6:O2 B7:V3", false);
	t_apply(g, 0, "RF");
	assert_int_equal(g->s.side, 1);
	/* The discard pile turned over: R4 came back as P8, RF as P5 under it. */
	assert_string_equal(fl_discards(g), "P5 P8");
	assert_string_equal(fl_top(g), "P8");
	assert_int_equal(uno_game_current_color(g), 0); /* pink */
	assert_string_equal(fl_hand(g, 0), "T3 P9");
	assert_string_equal(fl_hand(g, 1), "P1 V2 O6");
	/* Seat 1 may play its pink 1 (pink on pink), not orange 6 or
	 * purple 2, whatever their light faces were (green). */
	assert_true(fl_is_legal(g, 1, "P1"));
	assert_false(fl_is_legal(g, 1, "O6"));
	assert_false(fl_is_legal(g, 1, "V2"));
	/* A light face is no card in play now. */
	assert_false(fl_is_legal(g, 1, "G1"));
	t_apply(g, 1, "P1");
	/* T3 does not match P1; P9 does. */
	assert_false(fl_is_legal(g, 0, "T3"));
	assert_true(fl_is_legal(g, 0, "P9"));
	assert_cards_whole(g);
	uno_game_free(g);
}

/* ---- FL-6: the flip, pile by pile ---- */

static void test_flip_turns_everything_FL_6(void **state)
{
	(void)state;
	const char *hands[] = { "R1:P1 R2:P2 RF:TD5", "G1:O1 G2:O2 G3:O3", "B1:V1 B2:V2 B3:V3" };
	/* The first discard R5:TSE; the draw pile from its top: Y1:T7,
	 * Y2:T8, Y3:T9. */
	uno_game *g = fl_game(3, hands, "R5:TSE", "Y1:T7 Y2:T8 Y3:T9", false);
	t_apply(g, 0, "R1");
	draw_and_pass(g, 1);
	draw_and_pass(g, 2);
	assert_string_equal(fl_discards(g), "R5 R1");
	assert_string_equal(fl_draws(g), "Y3");
	t_apply(g, 0, "RF");
	/* The discard pile turned over as one stack: the Flip goes to the
	 * bottom, the bottom card (R5) comes on top showing TSE. */
	assert_string_equal(fl_discards(g), "TD5 P1 TSE");
	/* The draw pile turned over too: its order reverses (one card here). */
	assert_string_equal(fl_draws(g), "T9");
	/* Every hand turned over. */
	assert_string_equal(fl_hand(g, 0), "P2");
	assert_string_equal(fl_hand(g, 1), "O1 O2 O3 T7");
	assert_string_equal(fl_hand(g, 2), "V1 V2 V3 T8");
	assert_string_equal(fl_backs(g, 1), "Y1 G1 G2 G3");
	/* FL-7: the top card's effect did not happen: Skip Everyone would
	 * have given seat 0 the turn again; play passes to seat 1. */
	assert_int_equal(whose(g), 1);
	assert_int_equal(uno_game_current_color(g), 1); /* teal */
	assert_cards_whole(g);

	/* A longer draw pile reverses: a second flip shows it. */
	uno_game_free(g);
	const char *hands2[] = { "RF:P1 R2:P2", "G1:O1 G2:O2" };
	g = fl_game(2, hands2, "R5:T5", "Y1:T7 Y2:T8 Y3:T9", false);
	assert_string_equal(fl_draws(g), "Y1 Y2 Y3");
	t_apply(g, 0, "RF");
	assert_string_equal(fl_draws(g), "T9 T8 T7");
	assert_cards_whole(g);
	uno_game_free(g);
}

/* ---- FL-7: the new top sets color and symbol; a wild face gets its
 * color from the Flip's player ---- */

static void test_after_a_flip_FL_7(void **state)
{
	(void)state;
	/* The top after the flip is a Draw Five: nobody draws. */
	const char *hands[] = { "RF:P1 R2:P2", "G1:O1 G2:O2" };
	struct t_events ev;
	uno_game *g = fl_game(2, hands, "R5:TD5", "Y1:T7 Y2:T8 Y3:T9", false);
	t_record_events(g, &ev);
	t_apply(g, 0, "RF");
	assert_string_equal(fl_top(g), "TD5");
	assert_int_equal(uno_game_hand_size(g, 1), 2);
	assert_int_equal(whose(g), 1);
	assert_int_equal(t_count_events(&ev, UNO_EV_FLIP, 0), 1);
	/* Each event says the side its cards read on: the Flip was played on
	 * the light side, the new top turned up on the dark one. */
	int play = t_find_event(&ev, UNO_EV_PLAY, 0), flip = t_find_event(&ev, UNO_EV_FLIP, 0);
	assert_true(play >= 0 && play < flip);
	assert_int_equal(ev.ev[play].side, 0);
	assert_int_equal(ev.ev[flip].side, 1);
	assert_int_equal(ev.ev[flip].value, 1);
	assert_int_equal(ev.ev[flip].card.kind, face_of("TD5", 3).kind);
	/* Seat 1 matches the Draw Five's symbol or its color (teal). */
	assert_false(fl_is_legal(g, 1, "O1"));
	uno_game_free(g);

	/* A wild face on top: the Flip's player names a color of the dark
	 * side, then the turn passes. */
	g = fl_game(2, hands, "R5:W", "Y1:T7 Y2:T8 Y3:T9", false);
	t_apply(g, 0, "RF");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(whose(g), 0);
	t_apply(g, 0, "color O");
	assert_int_equal(uno_game_current_color(g), 2);
	assert_int_equal(whose(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_true(fl_is_legal(g, 1, "O1"));
	assert_cards_whole(g);
	uno_game_free(g);
}

/* ---- FL-8: the first discard on the light side ---- */

static void test_first_discard_FL_8(void **state)
{
	(void)state;
	const char *hands[] = { "R1:P1 R2:P2", "G1:O1 G2:O2" };
	/* A Draw One: the first player draws one and is skipped. */
	uno_game *g = fl_game(2, hands, "RD1:T5", "Y1:T7 Y2:T8", false);
	assert_int_equal(uno_game_hand_size(g, 0), 3);
	assert_int_equal(whose(g), 1);
	uno_game_free(g);
	/* A Flip goes back into the deck and another card is turned. */
	g = fl_game(2, hands, "RF:T5 Y9:V9", "Y1:T7 Y2:T8", false);
	assert_string_equal(fl_top(g), "Y9");
	assert_int_equal(g->s.side, 0);
	assert_int_equal(g->s.ndraw, 3);
	uno_game_free(g);
	/* So does a Wild Draw Two. */
	g = fl_game(2, hands, "W2:T5 Y9:V9", "Y1:T7 Y2:T8", false);
	assert_string_equal(fl_top(g), "Y9");
	uno_game_free(g);
	/* A Wild: the first player names the color, then plays. */
	g = fl_game(2, hands, "W:T5", "Y1:T7 Y2:T8", false);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(whose(g), 0);
	t_apply(g, 0, "color R");
	assert_int_equal(whose(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	uno_game_free(g);
}

/* ---- FL-9, FL-10: the action cards ---- */

static void test_light_and_dark_actions_FL_9_FL_10(void **state)
{
	(void)state;
	const char *hands[] = { "RD1:P1 R2:P2 RF:PF", "G1:O1 G2:O2 G3:OD5", "B1:V1 B2:V2 B3:VSE" };
	uno_game *g = fl_game(3, hands, "R5:T5", "Y1:T7 Y2:T8 Y3:T9 Y4:T6 Y5:P6 Y6:P7 Y7:P8",
			      false);
	/* Light Draw One: the next player draws 1 and loses the turn. */
	t_apply(g, 0, "RD1");
	assert_int_equal(uno_game_hand_size(g, 1), 4);
	assert_int_equal(whose(g), 2);
	draw_and_pass(g, 2);
	/* Flip to the dark side: the bottom card comes on top, R5's back. */
	t_apply(g, 0, "RF");
	assert_string_equal(fl_top(g), "T5");
	assert_int_equal(whose(g), 1);
	uno_game_free(g);

	/* Dark Draw Five and Skip Everyone, played on the dark side. */
	const char *dark[] = { "RF:P1 R2:PD5 R3:PSE", "G1:O1 G2:O2 G3:O3", "B1:V1 B2:V2 B3:V3" };
	g = fl_game(3, dark, "R5:T5",
		    "Y1:T1 Y2:T2 Y3:T3 Y4:T4 Y5:T6 Y6:T7 Y7:T8 Y8:T9 Y9:P2 G9:P3", false);
	t_apply(g, 0, "RF");
	assert_string_equal(fl_top(g), "T5");
	/* Seats 1 and 2 have nothing teal: they draw and pass. */
	draw_and_pass(g, 1);
	draw_and_pass(g, 2);
	/* Seat 0 has no teal either; it draws and passes, and so on: play on
	 * with a scripted pink top instead. */
	uno_game_free(g);

	const char *dark2[] = { "RF:P1 R2:PD5 R3:PSE R4:P4", "G1:O1 G2:O2 G3:O3 G4:O4",
				"B1:V1 B2:V2 B3:V3 B4:V4" };
	g = fl_game(3, dark2, "R5:P5",
		    "Y1:T1 Y2:T2 Y3:T3 Y4:T4 Y5:T6 Y6:T7 Y7:T8 Y8:T9 Y9:P2", false);
	t_apply(g, 0, "RF");
	assert_string_equal(fl_top(g), "P5");
	assert_int_equal(whose(g), 1);
	draw_and_pass(g, 1);
	draw_and_pass(g, 2);
	/* FL-10: Draw Five: the next player draws 5 and loses the turn. */
	t_apply(g, 0, "PD5");
	assert_int_equal(uno_game_hand_size(g, 1), 4 + 1 + 5); /* dealt, drawn, Draw Five */
	assert_int_equal(whose(g), 2);
	draw_and_pass(g, 2);
	/* Skip Everyone: every other player loses the turn; seat 0 again. */
	struct t_events ev;
	t_record_events(g, &ev);
	t_apply(g, 0, "PSE");
	assert_int_equal(whose(g), 0);
	assert_string_equal(t_event_seats(&ev, UNO_EV_SKIP), "12");
	assert_cards_whole(g);
	uno_game_free(g);
}

/* ---- FL-11: Wild Draw Color on the dark side ---- */

/* Seat 0 flips to the dark side (top P5); seats 1 and 2 draw T3 and T4
 * and cannot play them; then the draw pile reads T1 O2 V8 from its top. */
static uno_game *until_game(struct t_events *ev)
{
	const char *hands[] = { "RF:P1 R2:WDC R3:P3", "G1:O1 G2:O5 G3:O6", "B1:V1 B2:V2 B3:V3" };
	uno_game *g = fl_game(3, hands, "R5:P5", "Y1:V8 Y2:O2 Y3:T1 Y4:T4 Y5:T3", false);
	t_apply(g, 0, "RF");
	assert_string_equal(fl_draws(g), "T3 T4 T1 O2 V8");
	t_apply(g, 1, "draw");
	t_apply(g, 2, "draw");
	assert_int_equal(whose(g), 0);
	t_record_events(g, ev);
	return g;
}

static void test_wild_draw_color_FL_11(void **state)
{
	(void)state;
	struct t_events ev;
	/* Seat 0 holds P3, of the current color: the play is a bluff (FL-9's
	 * restriction), which stands unless challenged. */
	uno_game *g = until_game(&ev);
	t_apply(g, 0, "WDC/V");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	assert_int_equal(whose(g), 1);
	t_apply(g, 1, "accept");
	/* Seat 1 drew until a purple card showed, kept them all, lost the turn. */
	assert_string_equal(fl_hand(g, 1), "T1 O1 O2 T3 O5 O6 V8");
	assert_int_equal(uno_game_current_color(g), 3);
	assert_int_equal(whose(g), 2);
	assert_int_equal(t_count_events(&ev, UNO_EV_DRAW, 1), 3);
	assert_cards_whole(g);
	uno_game_free(g);

	/* Challenged: guilty, so its player draws until the color, and the
	 * challenger plays normally. */
	g = until_game(&ev);
	t_apply(g, 0, "WDC/V");
	t_apply(g, 1, "challenge");
	assert_string_equal(fl_hand(g, 0), "T1 O2 P3 V8");
	assert_int_equal(uno_game_hand_size(g, 1), 4);
	assert_int_equal(whose(g), 1);
	assert_int_equal(uno_game_current_color(g), 3);
	uno_game_free(g);

	/* Innocent: the challenger draws until the color, then 2 more, and
	 * loses the turn. */
	const char *hands[] = { "RF:P1 R2:WDC R3:T3", "G1:O1 G2:O5 G3:O6", "B1:V1 B2:V2 B3:V3" };
	g = fl_game(3, hands, "R5:P5", "Y6:T8 Y7:T9 Y1:V8 Y2:O2 Y3:T1 Y4:T4 Y5:T6", false);
	t_apply(g, 0, "RF");
	t_apply(g, 1, "draw");
	t_apply(g, 2, "draw");
	t_apply(g, 0, "WDC/V");
	t_apply(g, 1, "challenge");
	assert_int_equal(uno_game_hand_size(g, 1), 4 + 3 + 2);
	assert_int_equal(whose(g), 2);
	assert_cards_whole(g);
	uno_game_free(g);
}

/* ---- FL-12: two players ---- */

static void test_two_players_FL_12(void **state)
{
	(void)state;
	const char *hands[] = { "RD1:P1 RS:P2 RR:P3 R7:P4", "G1:O1 G2:O2 G3:O3 G4:O4" };
	uno_game *g = fl_game(2, hands, "R5:T5", "Y1:T1 Y2:T2 Y3:T3 Y4:T4", false);
	t_apply(g, 0, "RD1");
	assert_int_equal(whose(g), 0);
	assert_int_equal(uno_game_hand_size(g, 1), 5);
	t_apply(g, 0, "RS");
	assert_int_equal(whose(g), 0);
	t_apply(g, 0, "RR");
	assert_int_equal(whose(g), 0);
	uno_game_free(g);
}

/* ---- FL-13, FL-14: going out with a Flip; scoring on the side in play ---- */

static void test_last_flip_and_scoring_FL_13_FL_14(void **state)
{
	(void)state;
	/* Seat 0 goes out with a Flip: everything turns over, and the other
	 * hands score by their dark faces. */
	const char *hands[] = { "RF:P1", "G1:WDC" };
	uno_game *g = fl_game(2, hands, "R5:T5", "Y1:T1 Y2:T2", false);
	t_apply(g, 0, "RF");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(g->s.side, 1);
	/* Seat 1 holds a Wild Draw Color on the dark side: 60. */
	assert_int_equal(uno_game_score(g, 0), 60);
	assert_cards_whole(g);
	uno_game_free(g);

	/* Light side scores. */
	const char *light[] = { "R7:P1 R8:P2", "RD1:O1 W2:O2" };
	g = fl_game(2, light, "R5:T5", "Y1:T1 Y2:T2", false);
	t_apply(g, 0, "R7!");
	draw_and_pass(g, 1);
	t_apply(g, 0, "R8");
	/* Draw One 10, Wild Draw Two 50, Y1 1. */
	assert_int_equal(uno_game_score(g, 0), 61);
	uno_game_free(g);

	/* Dark side scores: Draw Five, Reverse and Flip 20, Skip Everyone 30,
	 * Wild 40, numbers their value. */
	const char *dark[] = { "RF:P1 R2:P2", "G1:OD5 G2:OSE" };
	g = fl_game(2, dark, "R5:P5", "Y1:TR Y2:W", false);
	t_apply(g, 0, "RF");
	/* The draw pile turned over: seat 1 draws TR? No: W (the bottom,
	 * now the top). */
	draw_and_pass(g, 1);
	t_apply(g, 0, "P2");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_score(g, 0), 20 + 30 + 40);
	uno_game_free(g);
}

/* ---- FL-15: the lot on the light faces; a refill keeps the cards ---- */

static void test_lot_and_refill_FL_15(void **state)
{
	(void)state;
	struct t_events ev;
	int read = 0;
	/* The dealer is drawn by lot on the light faces: no card of the lot
	 * shows a face only the dark side has (Draw Five, Skip Everyone, Wild
	 * Draw Color: 24 cards of 112), and each counts as a light card (a
	 * number its value, any other card zero). */
	uno_game *g = NULL;
	assert_int_equal(uno_game_new(&g, fl(), 6, 1, NULL, NULL), UNO_OK);
	t_record_events(g, &ev);
	for (uint64_t seed = 1; seed <= 40; seed++) {
		ev.n = 0;
		assert_int_equal(uno_game_reset(g, seed), UNO_OK);
		for (int i = 0; i < ev.n; i++) {
			if (ev.ev[i].type != UNO_EV_DEALER_DRAW)
				continue;
			uno_card c = ev.ev[i].card;
			unsigned f = uno__face(c.kind, c.color);
			assert_true(uno__variant_flip.deck[f] > 0);
			assert_int_equal(ev.ev[i].value, c.kind >= 1 && c.kind <= 9 ? c.kind : 0);
			read++;
		}
	}
	assert_true(read >= 240);
	uno_game_free(g);

	/* A refill turns the discards face down with the side in play, every
	 * card keeping both faces. */
	const char *hands[] = { "R1:P1 R2:P2 RF:P3", "G1:O1 G2:O2 G3:O3" };
	g = fl_game(2, hands, "R5:T5", "Y1:T1", false);
	t_apply(g, 0, "RF"); /* dark: top T5, RF's back P3 under it */
	draw_and_pass(g, 1); /* T1: the pile is empty now */
	assert_int_equal(g->s.ndraw, 0);
	t_apply(g, 0, "draw"); /* the refill: P3 alone (T5 stays on top) */
	assert_string_equal(fl_hand(g, 0), "P1 P2 P3");
	assert_string_equal(fl_backs(g, 0), "R1 R2 RF");
	assert_cards_whole(g);
	uno_game_free(g);
}

/* ---- FL-16: house rules ---- */

static void test_house_rules_FL_16(void **state)
{
	(void)state;
	/* Stacking 1: a Draw Five answers a Draw Five. */
	uno_rules *r = t_rules("flip", UNO_OPT_STACKING, 1, -1);
	const char *hands[] = { "RF:P1 R2:PD5 R3:P3", "G1:O1 G2:PD5 G3:O3", "B1:V1 B2:V2 B3:V3" };
	uno_game *g = fl_game_with(r, 3, -1, hands, "R5:P5",
				   "Y1:T1 Y2:T2 Y3:T3 Y4:T4 Y5:T6 Y6:T7 Y7:T8 Y8:T9 Y9:P2 G9:P4 "
				   "G8:O5 G7:O6",
				   false);
	t_apply(g, 0, "RF");
	draw_and_pass(g, 1);
	draw_and_pass(g, 2);
	t_apply(g, 0, "PD5");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	t_apply(g, 1, "PD5");
	t_apply(g, 2, "accept");
	assert_int_equal(uno_game_hand_size(g, 2), 4 + 10);
	assert_cards_whole(g);
	uno_game_free(g);
	uno_rules_free(r);

	/* A Wild Draw Color is never stacked on: it is challenged or taken. */
	r = t_rules("flip", UNO_OPT_STACKING, 2, -1);
	const char *wdc[] = { "RF:P1 R2:WDC R3:P3", "G1:O1 G2:WDC G3:O6", "B1:V1 B2:V2 B3:V3" };
	g = fl_game_with(r, 3, -1, wdc, "R5:P5", "Y1:V8 Y2:O2 Y3:T1 Y4:T4 Y5:T3", false);
	t_apply(g, 0, "RF");
	t_apply(g, 1, "draw");
	t_apply(g, 2, "draw");
	t_apply(g, 0, "WDC/V");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	assert_false(fl_is_legal(g, 1, "WDC/T"));
	uno_game_free(g);
	uno_rules_free(r);

	/* H-6 (strict_wild_draw) covers both wild draw cards: with a card of
	 * the current color in hand neither may be played. */
	r = t_rules("flip", UNO_OPT_STRICT_WILD_DRAW, 1, -1);
	const char *strict[] = { "RF:P1 W2:WDC R3:P3", "G1:O1 G2:O5 G3:O6" };
	g = fl_game_with(r, 2, -1, strict, "R5:P5", "Y1:V8 Y2:O2 Y3:T1", false);
	assert_false(fl_is_legal(g, 0, "W2/B"));
	t_apply(g, 0, "RF");
	draw_and_pass(g, 1);
	assert_false(fl_is_legal(g, 0, "WDC/V"));
	uno_game_free(g);
	uno_rules_free(r);
}

/* A save loads back to the same game; any shorter text, and a card moved
 * to a place where another card is, is refused. */
static void assert_save_round_trip(const uno_game *g, uint64_t *rng)
{
	static uint8_t buf[1 << 16];
	int n = uno_game_save(g, buf, sizeof buf);
	assert_true(n > 0 && n <= (int)sizeof buf);
	uno_game *back = NULL;
	assert_int_equal(uno_game_load(&back, buf, (size_t)n, NULL, NULL), UNO_OK);
	assert_true(uno__state_equal(g, back));
	assert_cards_whole(back);
	uno_game_free(back);
	size_t cut = t_rnd(rng, (uint32_t)n);
	assert_int_not_equal(uno_game_load(&back, buf, cut, NULL, NULL), UNO_OK);
	assert_null(back);
	/* A byte changed anywhere is refused, or loads a whole game: in
	 * format 1, where the change reaches the field checks (format 2's CRC
	 * refuses every such change, test_save_check.c). */
	n = (int)t_save_to_format1(buf, (size_t)n);
	for (int k = 0; k < 8; k++) {
		size_t at = t_rnd(rng, (uint32_t)n);
		uint8_t keep = buf[at];
		buf[at] ^= (uint8_t)(1u << t_rnd(rng, 8));
		if (uno_game_load(&back, buf, (size_t)n, NULL, NULL) == UNO_OK) {
			assert_cards_whole(back);
			uno_game_free(back);
			back = NULL;
		}
		buf[at] = keep;
	}
}

/* ---- FL-5 and the notation: what the public calls give ---- */

static void test_what_a_seat_sees_FL_5(void **state)
{
	(void)state;
	const char *hands[] = { "R1:P4 R2:TSE", "G1:O6 G2:W", "B1:V7 B2:VD5" };
	uno_game *g = fl_game(3, hands, "R5:P5", "Y1:T1 Y2:O2", false);
	uno_card c[UNO_MAX_DECK];
	char t[16];

	assert_int_equal(uno_game_side(g), 0);
	assert_int_equal(uno_game_side(NULL), UNO_EINVAL);
	/* Seat 0 sees the dark faces of seats 1 and 2, not its own. */
	assert_int_equal(uno_game_hidden_faces(g, 0, 0, c, UNO_MAX_DECK), 0);
	assert_int_equal(uno_game_hidden_faces(g, 0, 1, c, UNO_MAX_DECK), 2);
	assert_int_equal(uno_rules_card_format_side(fl(), c[0], 1, t, sizeof t), 2);
	assert_string_equal(t, "O6");
	assert_int_equal(uno_rules_card_format_side(fl(), c[1], 1, t, sizeof t), 1);
	assert_string_equal(t, "W");
	assert_int_equal(uno_game_hidden_faces(g, 0, 2, NULL, 0), 2);
	/* The draw pile's top card shows its dark face (Y1's T1). */
	assert_int_equal(uno_game_hidden_faces(g, 1, UNO_DRAW_PILE, c, 1), 1);
	assert_int_equal(uno_rules_card_format_side(fl(), c[0], 1, t, sizeof t), 2);
	assert_string_equal(t, "T1");
	/* Bad arguments. */
	assert_int_equal(uno_game_hidden_faces(NULL, 0, 1, c, 1), UNO_EINVAL);
	assert_int_equal(uno_game_hidden_faces(g, 3, 1, c, 1), UNO_EINVAL);
	assert_int_equal(uno_game_hidden_faces(g, 0, 3, c, 1), UNO_EINVAL);
	assert_int_equal(uno_game_hidden_faces(g, 0, -1, c, 1), UNO_EINVAL);
	assert_int_equal(uno_game_hidden_faces(g, 0, 1, NULL, 1), UNO_EINVAL);
	/* The view carries the side; after a flip the own hand shows P4 and
	 * TSE, and seat 1 now sees seat 0's light faces. */
	uno_view v;
	v.size = sizeof v;
	t_apply(g, 0, "R1");
	draw_and_pass(g, 1);
	assert_int_equal(uno_game_view(g, 2, &v), UNO_OK);
	assert_int_equal(v.side, 0);
	uno_game_free(g);

	const char *flips[] = { "RF:P4 R2:TSE", "G1:O6 G2:W", "B1:V7 B2:VD5" };
	g = fl_game(3, flips, "R5:P5", "Y1:T1 Y2:O2", false);
	t_apply(g, 0, "RF");
	assert_int_equal(uno_game_side(g), 1);
	assert_int_equal(uno_game_view(g, 0, &v), UNO_OK);
	assert_int_equal(v.side, 1);
	assert_int_equal(v.hand_count, 1);
	assert_int_equal(uno_rules_card_format_side(fl(), v.hand[0], 1, t, sizeof t), 3);
	assert_string_equal(t, "TSE");
	assert_int_equal(uno_game_hidden_faces(g, 1, 0, c, UNO_MAX_DECK), 1);
	assert_int_equal(uno_rules_card_format_side(fl(), c[0], 0, t, sizeof t), 2);
	assert_string_equal(t, "R2");
	/* The draw pile turned over: its top is now the card that was at
	 * its bottom, O2 down, and a seat sees its light face, Y2. */
	assert_int_equal(uno_game_hidden_faces(g, 1, UNO_DRAW_PILE, c, 1), 1);
	assert_int_equal(uno_rules_card_format_side(fl(), c[0], 0, t, sizeof t), 2);
	assert_string_equal(t, "Y2");
	uno_game_free(g);

	/* The notation: each side's letters read; moves written per side. */
	uno_card card;
	assert_int_equal(uno_rules_card_parse(fl(), "V7", 2, &card), UNO_OK);
	assert_int_equal(card.color, 3);
	assert_int_equal(uno_rules_card_format(fl(), card, t, sizeof t), 2);
	assert_string_equal(t, "B7");
	uno_move m;
	assert_int_equal(uno_rules_move_parse(fl(), "WDC/O!", 6, &m), UNO_OK);
	assert_int_equal(m.color, 2);
	assert_int_equal(uno_rules_move_format_side(fl(), &m, 1, t, sizeof t), 6);
	assert_string_equal(t, "WDC/O!");
	assert_int_equal(uno_rules_move_parse(fl(), "color T", 7, &m), UNO_OK);
	assert_int_equal(uno_rules_move_format_side(fl(), &m, 1, t, sizeof t), 7);
	assert_string_equal(t, "color T");
	assert_int_equal(uno_rules_move_format_side(fl(), &m, 0, t, sizeof t), 7);
	assert_string_equal(t, "color Y");
	assert_int_equal(uno_rules_move_format_side(fl(), &m, 2, t, sizeof t), UNO_EINVAL);
	const uno_rules *classic = NULL;
	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	assert_int_equal(uno_rules_card_format_side(classic, card, 1, t, sizeof t), UNO_EINVAL);
	assert_int_not_equal(uno_rules_card_parse(classic, "V7", 2, &card), UNO_OK);
	assert_int_equal(uno_rules_sides(classic), 1);
	assert_int_equal(uno_rules_sides(fl()), 2);
	assert_int_equal(uno_rules_sides(NULL), UNO_EINVAL);
	assert_int_equal(uno_rules_deck_side(classic, 1, NULL, 0), UNO_EINVAL);
	assert_int_equal(uno_rules_deck_side(fl(), 1, NULL, 0), 112);
	assert_int_equal(uno_rules_deck_side(fl(), 2, NULL, 0), UNO_EINVAL);
}

/* ---- random games: every card once, on either side ---- */

static void test_random_games_keep_every_card(void **state)
{
	(void)state;
	int flips = 0;
	for (uint64_t seed = 1; seed <= 200; seed++) {
		uno_game *g = NULL;
		int players = 2 + (int)(seed % 9);
		assert_int_equal(uno_game_new(&g, fl(), players, seed, NULL, NULL), UNO_OK);
		uint64_t rng = seed;
		for (int step = 0; step < 3000 && uno_game_phase(g) != UNO_PHASE_MATCH_OVER; step++) {
			if (uno_game_phase(g) == UNO_PHASE_ROUND_OVER) {
				assert_int_equal(uno_game_next_round(g), UNO_OK);
				assert_int_equal(g->s.side, 0);
				continue;
			}
			uno_move moves[512];
			int seat = whose(g);
			int n = uno_game_legal_moves(g, seat, moves, 512);
			assert_true(n > 0);
			uno_move m = t_pick(moves, n, &rng);
			int side = g->s.side;
			assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
			flips += g->s.side != side;
			assert_cards_whole(g);
			if (t_rnd(&rng, 40) == 0)
				assert_save_round_trip(g, &rng);
		}
		uno_game_free(g);
	}
	assert_true(flips > 100);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_deck_and_players_FL_1_FL_2),
		cmocka_unit_test(test_pairing_FL_3),
		cmocka_unit_test(test_side_in_play_FL_4),
		cmocka_unit_test(test_flip_turns_everything_FL_6),
		cmocka_unit_test(test_after_a_flip_FL_7),
		cmocka_unit_test(test_first_discard_FL_8),
		cmocka_unit_test(test_light_and_dark_actions_FL_9_FL_10),
		cmocka_unit_test(test_wild_draw_color_FL_11),
		cmocka_unit_test(test_two_players_FL_12),
		cmocka_unit_test(test_last_flip_and_scoring_FL_13_FL_14),
		cmocka_unit_test(test_lot_and_refill_FL_15),
		cmocka_unit_test(test_house_rules_FL_16),
		cmocka_unit_test(test_what_a_seat_sees_FL_5),
		cmocka_unit_test(test_random_games_keep_every_card),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
