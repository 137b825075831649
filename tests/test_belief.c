/*
 * What the round's history tells one seat about another's hand
 * (uno_game_belief(), include/uno/view.h; lib/engine/belief.c), and the
 * worlds uno_game_determinize_ex() samples from it:
 *   - a draw instead of a play (G-3): the hand held nothing that surely
 *     played; the card drawn then is a matching one when the game asks to
 *     play it, and none when the turn just ends; a later play of a face
 *     the draw excluded drops that face from the exclusion;
 *   - a pending Draw Two taken that could have been stacked (H-1);
 *   - the hand shown to a challenger (C-7), the hands a swap or a rotation
 *     moves (H-5) and the cards handed over (TM-7): only the seats that
 *     saw them know them;
 *   - cards turned face up and given (CC-3): every seat knows them;
 *   - cards played since are taken off; a new round forgets everything;
 *     clones and saved games keep it;
 *   - sampled worlds with UNO_DETERMINIZE_HISTORY fit every bound, and
 *     without flags determinize_ex is uno_game_determinize();
 *   - a game that does not track the history (uno_game_set_tracking())
 *     knows nothing from it, plays the same, and keeps the setting
 *     through rounds, resets and clones, not through a save.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdio.h>
#include <string.h>

#include "uno_internal.h"

#define FACES (UNO_FACE_WORDS * 64)
#define SEEDS 50

/* ---- helpers ---- */

/* The face of a card in notation: kind * 4 + color for a colored card,
 * 56 + kind - UNO_WILD for a wild (view.h). */
static unsigned face(const char *card)
{
	uno_card c;

	assert_int_equal(uno_card_parse(card, strlen(card), &c), UNO_OK);
	if (uno_kind_is_wild(c.kind))
		return 56u + c.kind - UNO_WILD;
	return c.kind * 4u + c.color;
}

static unsigned card_face(uno_card c)
{
	if (uno_kind_is_wild(c.kind))
		return 56u + c.kind - UNO_WILD;
	return c.kind * 4u + c.color;
}

/* What seat can tell of target's hand; fails the test on an error. */
static uno_belief belief(const uno_game *g, int seat, int target)
{
	uno_belief b;

	memset(&b, 0, sizeof b);
	b.size = sizeof b;
	assert_int_equal(uno_game_belief(g, seat, target, &b), UNO_OK);
	assert_int_equal(b.seat, seat);
	assert_int_equal(b.target, target);
	assert_int_equal(b.hand_size, uno_game_hand_size(g, target));
	return b;
}

static int most(const uno_game *g, int seat, int target, const char *card)
{
	return belief(g, seat, target).most[face(card)];
}

static int least(const uno_game *g, int seat, int target, const char *card)
{
	return belief(g, seat, target).least[face(card)];
}

/* Cards of each face in a seat's hand. */
static void hand_counts(const uno_game *g, int seat, int *counts)
{
	uno_card cards[UNO_MAX_DECK];
	int n = uno_game_hand(g, seat, cards, UNO_MAX_DECK);

	assert_true(n >= 0);
	memset(counts, 0, FACES * sizeof *counts);
	for (int i = 0; i < n; i++)
		counts[card_face(cards[i])]++;
}

/* The bounds hold for the real hands, for every pair of seats; a seat's
 * bounds on its own hand are the hand. */
static void assert_sound(const uno_game *g)
{
	int players = uno_game_players(g);

	for (int t = 0; t < players; t++) {
		int counts[FACES];
		hand_counts(g, t, counts);
		for (int s = 0; s < players; s++) {
			uno_belief b = belief(g, s, t);
			for (unsigned f = 0; f < FACES; f++) {
				if (b.least[f] > counts[f] || b.most[f] < counts[f])
					fail_msg("seat %d on seat %d, face %u: %d..%d, holds %d", s, t,
						 f, b.least[f], b.most[f], counts[f]);
				if (s == t)
					assert_int_equal(b.least[f], b.most[f]);
			}
		}
	}
}

/* Nothing known: every face from 0 to as many as the seat cannot see,
 * capped by the hand size. Full (not partial) scripted decks only: the
 * unseen cards are the variant's deck less the seat's hand, the discard
 * pile and the turned cards. */
/* Does seat know of target's hand only what it sees (nothing from the
 * history)? Else *face is a face whose bounds say more. */
static bool knows_nothing(const uno_game *g, int seat, int target, unsigned *face)
{
	static uno_view v;
	uno_card deck[UNO_MAX_DECK];
	int unseen[FACES] = { 0 };
	int n = uno_rules_deck(uno_game_rules(g), deck, UNO_MAX_DECK);

	assert_true(n > 0);
	for (int i = 0; i < n; i++)
		unseen[card_face(deck[i])]++;
	memset(&v, 0, sizeof v);
	v.size = sizeof v;
	assert_int_equal(uno_game_view(g, seat, &v), UNO_OK);
	for (int i = 0; i < v.hand_count; i++)
		unseen[card_face(v.hand[i])]--;
	for (int i = 0; i < v.discard_count; i++)
		unseen[card_face(v.discard[i])]--;
	for (int i = 0; i < v.turned_count; i++)
		unseen[card_face(v.turned[i])]--;

	uno_belief b = belief(g, seat, target);
	for (unsigned f = 0; f < FACES; f++) {
		int want = unseen[f] < b.hand_size ? unseen[f] : b.hand_size;
		if (b.least[f] != 0 || b.most[f] != want) {
			*face = f;
			return false;
		}
	}
	return true;
}

static void assert_no_history(const uno_game *g, int seat, int target)
{
	unsigned f = 0;

	if (!knows_nothing(g, seat, target, &f)) {
		uno_belief b = belief(g, seat, target);
		fail_msg("seat %d on seat %d, face %u: %d..%d, more than nothing known", seat,
			 target, f, b.least[f], b.most[f]);
	}
}

/* Every pair of seats has the same bounds in both games. */
static void assert_same_beliefs(const uno_game *a, const uno_game *b)
{
	assert_int_equal(uno_game_players(a), uno_game_players(b));
	for (int s = 0; s < uno_game_players(a); s++)
		for (int t = 0; t < uno_game_players(a); t++) {
			uno_belief x = belief(a, s, t), y = belief(b, s, t);
			assert_memory_equal(&x, &y, sizeof x);
		}
}

static uno_game *clone(const uno_game *g)
{
	uno_game *c = NULL;

	assert_int_equal(uno_game_clone(&c, g), UNO_OK);
	return c;
}

static uint8_t save_a[UNO_SAVE_MAX * 2], save_b[UNO_SAVE_MAX * 2];

static int save(const uno_game *g, uint8_t *buf)
{
	int n = uno_game_save(g, buf, UNO_SAVE_MAX * 2);

	assert_true(n > 0 && n <= UNO_SAVE_MAX * 2);
	return n;
}

/* Two games that save to the same bytes; frees both. */
static void assert_same_saves_and_free(uno_game *a, uno_game *b)
{
	int n = save(a, save_a);
	assert_int_equal(save(b, save_b), n);
	assert_memory_equal(save_a, save_b, (size_t)n);
	uno_game_free(a);
	uno_game_free(b);
}

/* Three seats of Classic from a full deck; seat 0 plays first. */
static uno_game *three(const uno_rules *r, const char *h0, const char *h1, const char *h2,
		       const char *first, const char *draw)
{
	const char *hands[] = { h0, h1, h2 };
	return t_game("classic", r, 3, -1, hands, first, draw, true);
}

/* ---- G-3: a draw instead of a play ---- */

/* G-3: seat 0 draws on R5 and the drawn B7 does not play: every other
 * seat can tell its four cards hold no red, no 5 and no wild, while faces
 * that do not match stay as open as ever. */
static void test_draw_instead_of_play_excludes_matching_faces_G_3(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "Y1 G2 B3", "Y7 G8 B9", "B4 G6 Y8", "R5", "B7 B8");

	assert_int_equal(most(g, 1, 0, "R1"), 2);
	t_apply(g, 0, "draw");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_hand_size(g, 0), 4);

	for (int obs = 1; obs <= 2; obs++) {
		/* The current color, the top's number, the wilds. */
		assert_int_equal(most(g, obs, 0, "R1"), 0);
		assert_int_equal(most(g, obs, 0, "R9"), 0);
		assert_int_equal(most(g, obs, 0, "RS"), 0);
		assert_int_equal(most(g, obs, 0, "RD2"), 0);
		assert_int_equal(most(g, obs, 0, "R5"), 0);
		assert_int_equal(most(g, obs, 0, "Y5"), 0);
		assert_int_equal(most(g, obs, 0, "G5"), 0);
		assert_int_equal(most(g, obs, 0, "B5"), 0);
		assert_int_equal(most(g, obs, 0, "W"), 0);
		assert_int_equal(most(g, obs, 0, "W4"), 0);
		/* Faces that do not match: both copies may be there. */
		assert_int_equal(most(g, obs, 0, "Y1"), 2);
		assert_int_equal(most(g, obs, 0, "B7"), 2);
		assert_int_equal(most(g, obs, 0, "G9"), 2);
		assert_int_equal(most(g, obs, 0, "YS"), 2);
		assert_int_equal(least(g, obs, 0, "B7"), 0);
	}
	/* The seat itself knows its hand; the others told nothing. */
	assert_int_equal(least(g, 0, 0, "B7"), 1);
	assert_int_equal(most(g, 0, 0, "B7"), 1);
	assert_int_equal(most(g, 0, 0, "Y2"), 0);
	assert_no_history(g, 0, 1);
	assert_no_history(g, 0, 2);
	assert_no_history(g, 2, 1);
	assert_sound(g);
	uno_game_free(g);
}

/* G-3: a drawn card the game asks to play (UNO_PHASE_DRAWN) is a matching
 * one. With one card dealt: the dealt card matches nothing, the drawn one
 * matches, so each side has at most one card. Played at once, it leaves
 * the card that matched nothing. */
static void test_drawn_card_offered_for_play_is_a_matching_card_G_3(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "Y1", "Y7", "B4", "R5", "R7 B8");

	t_apply(g, 0, "draw");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	assert_int_equal(uno_game_current_player(g), 0);
	for (int obs = 1; obs <= 2; obs++) {
		/* Only the drawn card may match... */
		assert_int_equal(most(g, obs, 0, "R1"), 1);
		assert_int_equal(most(g, obs, 0, "R7"), 1);
		assert_int_equal(most(g, obs, 0, "Y5"), 1);
		assert_int_equal(most(g, obs, 0, "W"), 1);
		assert_int_equal(most(g, obs, 0, "W4"), 1);
		/* ... and only the dealt card may not. */
		assert_int_equal(most(g, obs, 0, "Y1"), 1);
		assert_int_equal(most(g, obs, 0, "G3"), 1);
	}
	assert_sound(g);

	t_apply(g, 0, "R7");
	assert_int_equal(uno_game_hand_size(g, 0), 1);
	for (int obs = 1; obs <= 2; obs++) {
		assert_int_equal(most(g, obs, 0, "R1"), 0);
		assert_int_equal(most(g, obs, 0, "W"), 0);
		assert_int_equal(most(g, obs, 0, "Y5"), 0);
		assert_int_equal(most(g, obs, 0, "Y1"), 1);
	}
	assert_sound(g);
	uno_game_free(g);
}

/* G-3: passing on the offered card keeps it: the hand is one card that
 * matched R5 and one that did not. */
static void test_drawn_card_kept_after_pass_still_matches_G_3(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "Y1", "Y7", "B4", "R5", "R7 B8");

	t_apply(g, 0, "draw");
	t_apply(g, 0, "pass");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_hand_size(g, 0), 2);
	assert_int_equal(most(g, 2, 0, "Y1"), 1);
	assert_int_equal(most(g, 2, 0, "R1"), 1);
	assert_int_equal(most(g, 2, 0, "W"), 1);
	assert_sound(g);
	uno_game_free(g);
}

/* G-3 allows a draw while holding a playable card: seat 0 draws on R5
 * holding R1, and plays R1 later. The exclusion is dropped for R1 (the
 * one copy still unseen may be in the hand), kept for the other faces,
 * and the game goes on. */
static void test_play_of_an_excluded_face_drops_that_exclusion_G_3(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "R1 Y1 G2", "R9 Y7 G8", "R8 B4 G6", "R5", "B7 B8");

	t_apply(g, 0, "draw"); /* B7: the turn ends */
	t_apply(g, 1, "R9");
	t_apply(g, 2, "R8");
	assert_int_equal(most(g, 1, 0, "R1"), 0);
	assert_int_equal(most(g, 2, 0, "R1"), 0);
	t_apply(g, 0, "R1");
	assert_int_equal(uno_game_hand_size(g, 0), 3);
	for (int obs = 1; obs <= 2; obs++) {
		assert_int_equal(most(g, obs, 0, "R1"), 1);
		assert_int_equal(most(g, obs, 0, "R2"), 0);
		assert_int_equal(most(g, obs, 0, "Y5"), 0);
		assert_int_equal(most(g, obs, 0, "W"), 0);
		assert_int_equal(most(g, obs, 0, "Y1"), 2);
	}
	assert_sound(g);

	/* Play goes on. */
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_string_equal(t_legal(g, 1), "draw");
	t_apply(g, 1, "draw"); /* B8: the turn ends */
	assert_int_equal(uno_game_current_player(g), 2);
	assert_sound(g);
	uno_game_free(g);
}

/* ---- H-1: a pending draw taken ---- */

/* H-1 (stacking 1): seat 1 takes a Draw Two it could have stacked on with
 * any Draw Two: none of its four cards is one. The draw pile is empty, so
 * it takes one card only (the R5 reshuffled): seat 2, which sees neither
 * hand, now allows one Yellow Draw Two where two are unseen. Without
 * stacking the same draw tells nothing. */
static void test_taking_a_stackable_draw_two_held_no_draw_two_H_1(void **state)
{
	(void)state;
	const char *hands[] = { "RD2 YD2 YD2 B3", "R7 Y7 G7 B3", "B4 B5 B6 G9" };
	uno_rules *r = t_rules("classic", UNO_OPT_STACKING, 1, -1);
	uno_game *g = t_game("classic", r, 3, -1, hands, "R5", "", false);

	t_apply(g, 0, "RD2");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_STACK);
	assert_int_equal(most(g, 2, 1, "YD2"), 2);
	t_apply(g, 1, "accept");
	assert_int_equal(uno_game_hand_size(g, 1), 5);
	assert_int_equal(most(g, 2, 1, "YD2"), 1);
	/* A face that does not stack: as open as before. */
	assert_int_equal(most(g, 2, 1, "B3"), 2);
	assert_sound(g);
	uno_game_free(g);
	uno_rules_free(r);

	r = t_rules("classic", UNO_OPT_STACKING, 0, -1);
	g = t_game("classic", r, 3, -1, hands, "R5", "", false);
	t_apply(g, 0, "RD2");
	assert_int_equal(uno_game_hand_size(g, 1), 5);
	assert_int_equal(most(g, 2, 1, "YD2"), 2);
	assert_sound(g);
	uno_game_free(g);
	uno_rules_free(r);
}

/* H-1 (stacking 2, cross): a Wild Draw Four stacks on a Draw Two too, so
 * the seat that takes the Draw Two held none: of its five cards only the
 * two just drawn may be one. A plain Wild does not stack: up to four.
 * With stacking 1 the Wild Draw Four could not have answered. */
static void test_taking_a_draw_two_under_cross_stacking_held_no_wild_draw_four_H_1(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_STACKING, 2, -1);
	uno_game *g = three(r, "RD2 Y1 G2", "R7 Y7 G7", "B4 B6 G9", "R5", "B1 B2");

	t_apply(g, 0, "RD2");
	assert_string_equal(t_legal(g, 1), "accept");
	t_apply(g, 1, "accept");
	assert_int_equal(uno_game_hand_size(g, 1), 5);
	for (int obs = 0; obs <= 2; obs += 2) {
		assert_int_equal(most(g, obs, 1, "W4"), 2);
		assert_int_equal(most(g, obs, 1, "W"), 4);
		assert_int_equal(most(g, obs, 1, "GD2"), 2);
	}
	assert_sound(g);
	uno_game_free(g);
	uno_rules_free(r);

	r = t_rules("classic", UNO_OPT_STACKING, 1, -1);
	g = three(r, "RD2 Y1 G2", "R7 Y7 G7", "B4 B6 G9", "R5", "B1 B2");
	t_apply(g, 0, "RD2");
	t_apply(g, 1, "accept");
	assert_int_equal(most(g, 2, 1, "W4"), 4);
	assert_sound(g);
	uno_game_free(g);
	uno_rules_free(r);
}

/* ---- C-7: the hand shown to a challenger ---- */

/* C-7: seat 1 challenges an innocent Wild Draw Four and is shown G2 Y3:
 * for seat 1 seat 0 holds nothing else; for seat 2 nothing is known.
 * After seat 0 draws two (a Draw Two), seat 1 allows two cards of any
 * other face. */
static void test_challenger_knows_the_shown_hand_C_7(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "W4 G2 Y3", "B7 G8 Y9", "R6 BD2 G6", "R5",
			    "B1 B2 B3 B4 B8 B9 Y5 Y6 R8");

	t_apply(g, 0, "W4/B");
	t_apply(g, 1, "challenge");
	assert_int_equal(uno_game_hand_size(g, 1), 9); /* innocent: 4 + 2 */
	assert_int_equal(uno_game_hand_size(g, 0), 2);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(most(g, 1, 0, "W"), 0);
	assert_int_equal(most(g, 1, 0, "W4"), 0);
	assert_int_equal(most(g, 1, 0, "R1"), 0);
	assert_int_equal(most(g, 1, 0, "B5"), 0);
	assert_int_equal(most(g, 1, 0, "G2"), 2);
	assert_int_equal(most(g, 1, 0, "Y3"), 2);
	assert_int_equal(most(g, 2, 0, "W"), 2);
	assert_no_history(g, 2, 0);
	assert_sound(g);

	t_apply(g, 2, "BD2"); /* seat 0 draws Y5 Y6 */
	assert_int_equal(uno_game_hand_size(g, 0), 4);
	assert_int_equal(most(g, 1, 0, "W"), 2);
	assert_int_equal(most(g, 1, 0, "W4"), 2);
	assert_int_equal(most(g, 2, 0, "W"), 4);
	assert_int_equal(most(g, 2, 0, "W4"), 3);
	assert_no_history(g, 2, 0);
	assert_sound(g);

	/* Cards played since: seat 0 plays the G2 it was seen with; one card
	 * of the hand shown is left, so two of its three may be anything. */
	t_apply(g, 1, "B2");
	t_apply(g, 2, "draw"); /* R8: the turn ends */
	t_apply(g, 0, "G2");
	assert_int_equal(uno_game_hand_size(g, 0), 3);
	assert_int_equal(most(g, 1, 0, "W"), 2);
	assert_int_equal(most(g, 1, 0, "G2"), 1);
	assert_int_equal(most(g, 1, 0, "Y3"), 2);
	assert_no_history(g, 2, 0);
	assert_sound(g);
	uno_game_free(g);
}

/* ---- H-5: Seven-O ---- */

/* Four seats with seven_o; seat 0 opens with h0. */
static uno_game *seven_o(const char *h0, const char *draw)
{
	const char *hands[] = { h0, "Y1 Y2 Y3", "B1 B2 B3", "Y4 Y6 B4" };
	uno_rules *r = t_rules("classic", UNO_OPT_SEVEN_O, 1, -1);
	uno_game *g = t_game("classic", r, 4, -1, hands, "R9", draw, true);

	uno_rules_free(r);
	return g;
}

/* H-5: after seat 0 swaps with seat 2, each knows the other holds its old
 * hand; seats 1 and 3 saw neither hand. */
static void test_swap_each_seat_knows_its_old_hand_H_5(void **state)
{
	(void)state;
	uno_game *g = seven_o("R7 R1 G2", "Y8 Y9");

	t_apply(g, 0, "R7");
	t_apply(g, 0, "swap 2");
	assert_string_equal(t_hand(g, 2), "R1 G2");
	/* Seat 0 on seat 2: R1 G2 and nothing else. */
	assert_int_equal(most(g, 0, 2, "R1"), 2);
	assert_int_equal(most(g, 0, 2, "G2"), 2);
	assert_int_equal(most(g, 0, 2, "Y5"), 0);
	assert_int_equal(most(g, 0, 2, "B1"), 0);
	assert_int_equal(most(g, 0, 2, "W"), 0);
	/* Seat 2 on seat 0: B1 B2 B3. */
	assert_int_equal(most(g, 2, 0, "B2"), 2);
	assert_int_equal(most(g, 2, 0, "B3"), 2);
	assert_int_equal(most(g, 2, 0, "Y5"), 0);
	assert_int_equal(most(g, 2, 0, "R2"), 0);
	assert_int_equal(most(g, 2, 0, "W"), 0);
	/* A third seat learns nothing; nor do the two of the others. */
	assert_int_equal(most(g, 1, 2, "Y5"), 2);
	for (int s = 0; s < 4; s++)
		for (int t = 0; t < 4; t++)
			if (s != t && !((s == 0 && t == 2) || (s == 2 && t == 0)))
				assert_no_history(g, s, t);
	assert_sound(g);
	uno_game_free(g);
}

/* H-5: a 0 passes every hand to the next seat: each seat knows what its
 * next seat now holds, and nothing of the others. */
static void test_rotation_each_seat_knows_the_next_hand_H_5(void **state)
{
	(void)state;
	uno_game *g = seven_o("R0 R1 G2", "Y8 Y9");

	t_apply(g, 0, "R0");
	assert_string_equal(t_hand(g, 1), "R1 G2");
	assert_string_equal(t_hand(g, 2), "Y1 Y2 Y3");
	assert_string_equal(t_hand(g, 3), "B1 B2 B3");
	assert_string_equal(t_hand(g, 0), "Y4 B4 Y6");
	assert_int_equal(most(g, 0, 1, "R1"), 2);
	assert_int_equal(most(g, 0, 1, "Y5"), 0);
	assert_int_equal(most(g, 1, 2, "Y1"), 2);
	assert_int_equal(most(g, 1, 2, "B5"), 0);
	assert_int_equal(most(g, 2, 3, "B1"), 2);
	assert_int_equal(most(g, 2, 3, "R2"), 0);
	assert_int_equal(most(g, 3, 0, "Y4"), 2);
	assert_int_equal(most(g, 3, 0, "R2"), 0);
	for (int s = 0; s < 4; s++)
		for (int t = 0; t < 4; t++)
			if (s != t && t != (s + 1) % 4)
				assert_no_history(g, s, t);
	assert_sound(g);
	uno_game_free(g);
}

/* H-5: what the table knew of a hand (seat 1 drew on R8: no red, no 8,
 * no wild) follows the hand to the seat it is swapped to; the hand the
 * swap gave seat 1 carries nothing. */
static void test_swap_carries_what_the_table_knew_H_5_G_3(void **state)
{
	(void)state;
	const char *hands[] = { "R8 Y5 G5", "Y1 Y2 Y3", "R7 B2 B3", "Y4 Y6 B4" };
	uno_rules *r = t_rules("classic", UNO_OPT_SEVEN_O, 1, -1);
	uno_game *g = t_game("classic", r, 4, -1, hands, "R9", "G6 Y9", true);

	uno_rules_free(r);
	t_apply(g, 0, "R8");
	t_apply(g, 1, "draw"); /* G6: the turn ends */
	assert_int_equal(most(g, 3, 1, "R1"), 0);
	t_apply(g, 2, "R7");
	t_apply(g, 2, "swap 1");
	assert_string_equal(t_hand(g, 2), "Y1 Y2 Y3 G6");
	for (int obs = 0; obs < 4; obs += 3) {
		assert_int_equal(most(g, obs, 2, "R1"), 0);
		assert_int_equal(most(g, obs, 2, "B8"), 0);
		assert_int_equal(most(g, obs, 2, "W"), 0);
		assert_int_equal(most(g, obs, 2, "Y1"), 2);
		assert_no_history(g, obs, 1);
	}
	assert_sound(g);
	uno_game_free(g);
}

/* H-5, cards played since: after the swap seat 2 plays R1 from the hand
 * seat 0 gave it; for seat 0 its one card is now the G2 (or the other
 * R1), no more. */
static void test_swapped_hand_loses_the_cards_played_since_H_5(void **state)
{
	(void)state;
	uno_game *g = seven_o("R7 R1 G2", "Y8 Y9");

	t_apply(g, 0, "R7");
	t_apply(g, 0, "swap 2");
	t_apply(g, 1, "draw"); /* Y8: the turn ends */
	assert_int_equal(uno_game_current_player(g), 2);
	t_apply(g, 2, "R1");
	assert_int_equal(uno_game_hand_size(g, 2), 1);
	assert_int_equal(most(g, 0, 2, "G2"), 1);
	assert_int_equal(most(g, 0, 2, "R1"), 1);
	assert_int_equal(most(g, 0, 2, "Y5"), 0);
	assert_int_equal(most(g, 0, 2, "W"), 0);
	assert_sound(g);
	uno_game_free(g);
}

/* ---- TM-7: the hand-off ---- */

/*
 * Teams, four seats (teammates 0 and 2): seat 0 holds only RS, the others
 * have played to one card with the call, seat 2 holds four cards (Y4 Y5
 * and the two drawn from `draw`) after a Draw Two; seat 0 goes out with
 * RS and seat 2 hands over two cards.
 */
static uno_game *handoff(const char *draw)
{
	const char *hands[] = { "R1 RS", "RD2 G3", "Y4 Y5", "R6 G6" };
	uno_game *g = t_game("teams", NULL, 4, -1, hands, "R9", draw, true);

	t_apply(g, 0, "R1!");
	t_apply(g, 1, "RD2!");
	t_apply(g, 3, "R6!");
	t_apply(g, 0, "RS");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_HANDOFF);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_gives_left(g), 2);
	return g;
}

/* TM-7: the teammate who hands a card over knows the receiver holds it;
 * the opponents saw nothing. */
static void test_handoff_giver_knows_the_cards_given_TM_7(void **state)
{
	(void)state;
	uno_game *g = handoff("Y6 Y7");

	t_apply(g, 2, "give Y4");
	assert_int_equal(least(g, 2, 0, "Y4"), 1);
	assert_int_equal(most(g, 2, 0, "Y4"), 1);
	assert_int_equal(most(g, 2, 0, "Y5"), 0);
	assert_int_equal(most(g, 2, 0, "R2"), 0);
	assert_int_equal(least(g, 1, 0, "Y4"), 0);
	assert_int_equal(most(g, 1, 0, "R2"), 1);
	assert_no_history(g, 1, 0);
	assert_no_history(g, 3, 0);
	assert_sound(g);

	t_apply(g, 2, "give Y6");
	assert_string_equal(t_hand(g, 0), "Y4 Y6");
	assert_int_equal(most(g, 2, 0, "Y4"), 2);
	assert_int_equal(most(g, 2, 0, "Y6"), 2);
	assert_int_equal(most(g, 2, 0, "Y5"), 0);
	assert_int_equal(most(g, 2, 0, "R2"), 0);
	assert_int_equal(most(g, 2, 0, "W"), 0);
	assert_no_history(g, 1, 0);
	assert_no_history(g, 3, 0);
	assert_no_history(g, 0, 2);
	assert_sound(g);
	uno_game_free(g);
}

/* TM-7: two cards of one face handed over: the giver knows both. */
static void test_handoff_of_two_cards_of_one_face_TM_7(void **state)
{
	(void)state;
	uno_game *g = handoff("Y4 Y7");

	t_apply(g, 2, "give Y4");
	t_apply(g, 2, "give Y4");
	assert_string_equal(t_hand(g, 0), "Y4 Y4");
	assert_int_equal(least(g, 2, 0, "Y4"), 2);
	assert_int_equal(most(g, 2, 0, "Y4"), 2);
	assert_int_equal(most(g, 2, 0, "Y7"), 0);
	assert_no_history(g, 1, 0);
	assert_no_history(g, 3, 0);
	assert_sound(g);
	uno_game_free(g);
}

/* ---- CC-3: cards turned face up and given ---- */

/* Four seats of Casting Call; seat 0 holds a Casting Call, first R5. */
static uno_game *cast_game(const char *h1, const char *draw)
{
	const char *hands[] = { "CC R2 R3", h1, "G7 G8 G9", "B7 B8 B9" };
	return t_game("casting-call", NULL, 4, -1, hands, "R5", draw, true);
}

/* CC-3: all the turned cards to seat 2: every other seat knows seat 2
 * holds them, and nothing of the cards it held before. */
static void test_cast_cards_are_known_to_every_seat_CC_3(void **state)
{
	(void)state;
	uno_game *g = cast_game("G6 Y8 Y9", "R1 Y2 B1 G4");

	t_apply(g, 0, "CC/G");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CAST);
	/* A card turned over is seen: one R1 is left unseen. */
	assert_int_equal(most(g, 1, 2, "R1"), 1);
	t_apply(g, 0, "cast 2");
	assert_string_equal(t_hand(g, 2), "R1 B1 Y2 G7 G8 G9");
	for (int obs = 0; obs < 4; obs++) {
		if (obs == 2)
			continue;
		assert_int_equal(least(g, obs, 2, "R1"), 1);
		assert_int_equal(least(g, obs, 2, "Y2"), 1);
		assert_int_equal(least(g, obs, 2, "B1"), 1);
		assert_int_equal(least(g, obs, 2, "G7"), 0);
		assert_int_equal(least(g, obs, 2, "G4"), 0);
	}
	assert_int_equal(least(g, 2, 2, "G7"), 1);
	assert_sound(g);
	uno_game_free(g);
}

/* CC-3: `cast deal`: each receiver is known to hold the cards dealt to it. */
static void test_cast_deal_cards_are_known_to_every_seat_CC_3(void **state)
{
	(void)state;
	uno_game *g = cast_game("Y7 Y8 Y9", "B4 G6 Y8 R9 BS GS G1");

	t_apply(g, 0, "CC/G");
	t_apply(g, 0, "cast deal"); /* B4>1 G6>2 Y8>3 R9>1 BS>2 GS>3 */
	for (int obs = 0; obs < 4; obs++) {
		if (obs != 1) {
			assert_int_equal(least(g, obs, 1, "B4"), 1);
			assert_int_equal(least(g, obs, 1, "R9"), 1);
			assert_int_equal(least(g, obs, 1, "Y7"), 0);
		}
		if (obs != 2) {
			assert_int_equal(least(g, obs, 2, "G6"), 1);
			assert_int_equal(least(g, obs, 2, "BS"), 1);
			assert_int_equal(least(g, obs, 2, "G7"), 0);
		}
		if (obs != 3) {
			assert_int_equal(least(g, obs, 3, "Y8"), 1);
			assert_int_equal(least(g, obs, 3, "GS"), 1);
			assert_int_equal(least(g, obs, 3, "B7"), 0);
		}
	}
	assert_sound(g);
	uno_game_free(g);
}

/* CC-3, cards played since: seat 1 receives R1 Y2 B1 and plays B1 on the
 * named blue: B1 is no longer known, R1 and Y2 still are. */
static void test_cast_card_played_since_is_taken_off_CC_3(void **state)
{
	(void)state;
	uno_game *g = cast_game("G6 Y8 Y9", "R1 Y2 B1 G4");

	t_apply(g, 0, "CC/B");
	t_apply(g, 0, "cast 1");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(least(g, 2, 1, "B1"), 1);
	t_apply(g, 1, "B1");
	for (int obs = 0; obs < 4; obs++) {
		if (obs == 1)
			continue;
		assert_int_equal(least(g, obs, 1, "B1"), 0);
		assert_int_equal(most(g, obs, 1, "B1"), 1);
		assert_int_equal(least(g, obs, 1, "R1"), 1);
		assert_int_equal(least(g, obs, 1, "Y2"), 1);
	}
	assert_sound(g);
	uno_game_free(g);
}

/* ---- a new round, clones, saved games ---- */

/* Asserts that no seat knows anything of another's hand from the history. */
static void assert_no_history_at_all(const uno_game *g)
{
	int players = uno_game_players(g);

	for (int s = 0; s < players; s++)
		for (int t = 0; t < players; t++)
			if (s != t)
				assert_no_history(g, s, t);
}

/* G-5: a new round starts with nothing known: the bounds are only what
 * each seat cannot see. */
static void test_new_round_forgets_the_history_G_3_G_5(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "R1 R2", "Y3 G4", "B6 G7", "R5", "B8 B9");

	t_apply(g, 0, "R1!");
	t_apply(g, 1, "draw"); /* B8: the turn ends */
	t_apply(g, 2, "draw"); /* B9: the turn ends */
	assert_int_equal(most(g, 0, 1, "R3"), 0);
	assert_int_equal(most(g, 0, 2, "W"), 0);
	t_apply(g, 0, "R2");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_next_round(g), UNO_OK);
	assert_int_equal(uno_game_round(g), 2);
	assert_no_history_at_all(g);
	assert_sound(g);
	uno_game_free(g);
}

/* The swap scenario with a draw after it: public groups (seat 1's draw)
 * and what only seats 0 and 2 know (H-5), seat 2 to play. */
static uno_game *swap_then_draw(void)
{
	uno_game *g = seven_o("R7 R1 G2", "Y8 Y9");

	t_apply(g, 0, "R7");
	t_apply(g, 0, "swap 2");
	t_apply(g, 1, "draw");
	assert_int_equal(most(g, 0, 1, "R1"), 0);
	assert_int_equal(most(g, 0, 2, "Y5"), 0);
	return g;
}

/* A clone has the same beliefs, and they go on apart. */
static void test_clone_keeps_the_belief_H_5_G_3(void **state)
{
	(void)state;
	uno_game *g = swap_then_draw();
	uno_game *c = clone(g);

	assert_same_beliefs(g, c);
	t_apply(c, 2, "R1");
	assert_int_equal(most(c, 0, 2, "G2"), 1);
	assert_int_equal(most(g, 0, 2, "G2"), 2);
	t_apply(g, 2, "R1");
	assert_same_beliefs(g, c);
	uno_game_free(c);
	uno_game_free(g);
}

/* A saved game loads with the same beliefs (and saves to the same bytes),
 * and they go on the same: the swap (H-5) with a draw after it (G-3), and
 * cards cast (CC-3). */
static void test_save_and_load_keep_the_belief_H_5_G_3_CC_3(void **state)
{
	(void)state;
	uno_game *cast = cast_game("G6 Y8 Y9", "R1 Y2 B1 G4");

	t_apply(cast, 0, "CC/B");
	t_apply(cast, 0, "cast 1");
	assert_int_equal(least(cast, 2, 1, "R1"), 1);

	struct {
		uno_game *g;
		int seat;
		const char *move;
	} games[] = { { swap_then_draw(), 2, "R1" }, { cast, 1, "B1" } };

	for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
		uno_game *g = games[i].g, *l = NULL;
		int n = save(g, save_a);

		assert_int_equal(uno_game_load(&l, save_a, (size_t)n, NULL, NULL), UNO_OK);
		assert_same_beliefs(g, l);
		assert_int_equal(save(l, save_b), n);
		assert_memory_equal(save_a, save_b, (size_t)n);
		/* The next play takes a known card off in both. */
		t_apply(g, games[i].seat, games[i].move);
		t_apply(l, games[i].seat, games[i].move);
		assert_same_beliefs(g, l);
		uno_game_free(l);
		uno_game_free(g);
	}
}

/* ---- what a game tracks (uno_game_set_tracking()) ---- */

/* G-3 untracked: the draw that tells seats 1 and 2 what seat 0 lacks
 * (test_draw_instead_of_play_excludes_matching_faces_G_3) tells nothing
 * when the game does not track the history, and the game plays the same.
 * Turned back on, it learns from the next move: seat 1's draw. */
static void test_untracked_draw_tells_nothing_G_3(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "Y1 G2 B3", "Y7 G8 B9", "B4 G6 Y8", "R5", "B7 B8");
	uno_game *tracked = three(NULL, "Y1 G2 B3", "Y7 G8 B9", "B4 G6 Y8", "R5", "B7 B8");

	assert_int_equal(uno_game_tracking(g), (int)UNO_TRACK_ALL);
	assert_int_equal(uno_game_set_tracking(g, 0), UNO_OK);
	assert_int_equal(uno_game_tracking(g), 0);
	t_apply(g, 0, "draw");
	t_apply(tracked, 0, "draw");
	assert_int_equal(most(tracked, 1, 0, "R1"), 0);
	assert_no_history_at_all(g);
	assert_sound(g);
	for (int p = 0; p < 3; p++) {
		char hand[1024];
		snprintf(hand, sizeof hand, "%s", t_hand(g, p));
		assert_string_equal(hand, t_hand(tracked, p));
	}
	assert_int_equal(uno_game_current_player(g), uno_game_current_player(tracked));
	assert_int_equal(uno_game_phase(g), uno_game_phase(tracked));

	/* Sampled worlds have no history to fit: some give seat 0 a card
	 * the tracked game rules out. */
	int red = 0;
	for (uint64_t seed = 1; seed <= SEEDS; seed++) {
		uno_game *w = clone(g);
		assert_int_equal(uno_game_determinize_ex(w, 1, seed, UNO_DETERMINIZE_HISTORY),
				 UNO_OK);
		red += strchr(t_hand(w, 0), 'R') != NULL;
		uno_game_free(w);
	}
	assert_true(red > 0);

	assert_int_equal(uno_game_set_tracking(g, UNO_TRACK_ALL), UNO_OK);
	assert_int_equal(uno_game_tracking(g), (int)UNO_TRACK_ALL);
	assert_no_history_at_all(g);
	t_apply(g, 1, "draw"); /* B8 on R5: the turn ends */
	assert_int_equal(most(g, 0, 1, "R1"), 0);
	assert_int_equal(most(g, 2, 1, "W"), 0);
	assert_no_history(g, 1, 0); /* seat 0 drew while nothing was tracked */
	assert_sound(g);
	uno_game_free(tracked);
	uno_game_free(g);
}

/* Has seat `seat` of g drawn instead of playing, and does that tell the
 * next seat something, exactly when the game tracks it (G-3)? */
static void assert_draw_tells_if_tracked(uno_game *g)
{
	int seat = uno_game_current_player(g), next = (seat + 1) % uno_game_players(g);
	unsigned f;

	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_true(knows_nothing(g, next, seat, &f));
	assert_int_equal(uno_game_apply_text(g, seat, "draw"), UNO_OK);
	assert_int_equal(!knows_nothing(g, next, seat, &f),
			 uno_game_tracking(g) == (int)UNO_TRACK_ALL);
}

/* Off forgets what was known, and stays off through a new round (G-5),
 * uno_game_reset() and clones; a loaded game tracks again. */
static void test_untracked_stays_through_rounds_reset_and_clones_G_3_G_5(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "R1 R2", "Y3 G4", "B6 G7", "R5", "B8 B9");

	t_apply(g, 0, "R1!");
	t_apply(g, 1, "draw"); /* B8: the turn ends */
	assert_int_equal(most(g, 0, 1, "R3"), 0);
	assert_int_equal(uno_game_set_tracking(g, 0), UNO_OK);
	assert_no_history_at_all(g);
	assert_int_equal(uno_game_set_tracking(g, 0), UNO_OK); /* again: no change */
	t_apply(g, 2, "draw"); /* B9: the turn ends */
	assert_no_history_at_all(g);

	uno_game *c = clone(g);
	assert_int_equal(uno_game_tracking(c), 0);
	uno_game_free(c);

	t_apply(g, 0, "R2");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_next_round(g), UNO_OK);
	assert_int_equal(uno_game_tracking(g), 0);
	assert_draw_tells_if_tracked(g);
	assert_no_history_at_all(g);

	int n = save(g, save_a);
	uno_game *l = NULL;
	assert_int_equal(uno_game_load(&l, save_a, (size_t)n, NULL, NULL), UNO_OK);
	assert_int_equal(uno_game_tracking(l), (int)UNO_TRACK_ALL);
	uno_game_free(l);

	const uno_rules *classic;
	uno_game *r = NULL;
	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	assert_int_equal(uno_game_new(&r, classic, 4, 7, NULL, NULL), UNO_OK);
	assert_int_equal(uno_game_set_tracking(r, 0), UNO_OK);
	assert_int_equal(uno_game_reset(r, 8), UNO_OK);
	assert_int_equal(uno_game_tracking(r), 0);
	assert_draw_tells_if_tracked(r);
	assert_int_equal(uno_game_set_tracking(r, UNO_TRACK_ALL), UNO_OK);
	assert_int_equal(uno_game_reset(r, 8), UNO_OK);
	assert_draw_tells_if_tracked(r);
	uno_game_free(r);
	uno_game_free(g);
}

/* With nothing tracked there is no history to fit: the informed worlds
 * are uno_game_determinize()'s own, seed for seed, in positions of seeded
 * games of several variants. */
static void test_untracked_history_worlds_are_uniform_worlds_G_3(void **state)
{
	(void)state;
	static const char *const variants[] = { "classic", "casting-call", "no-mercy", "flip" };

	for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++) {
		const uno_rules *rules;
		assert_int_equal(uno_rules_builtin(&rules, variants[v]), UNO_OK);
		for (uint64_t game_seed = 1; game_seed <= 6; game_seed++) {
			uno_game *g = NULL;
			assert_int_equal(uno_game_new(&g, rules, 4, game_seed, NULL, NULL), UNO_OK);
			assert_int_equal(uno_game_set_tracking(g, 0), UNO_OK);
			for (int i = 0; i < (int)game_seed * 3 && uno_game_current_player(g) >= 0; i++) {
				uno_move list[UNO_MAX_MOVES];
				int seat = uno_game_current_player(g);
				int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
				assert_true(n > 0);
				assert_int_equal(uno_game_apply(g, seat, &list[(unsigned)i % (unsigned)n]),
						 UNO_OK);
			}
			for (uint64_t seed = 1; seed <= 8; seed++) {
				uno_game *a = clone(g), *b = clone(g);
				int seat = (int)(seed % 4);
				assert_int_equal(uno_game_determinize(a, seat, seed), UNO_OK);
				assert_int_equal(uno_game_determinize_ex(b, seat, seed,
									 UNO_DETERMINIZE_HISTORY),
						 UNO_OK);
				assert_same_saves_and_free(a, b);
			}
			uno_game_free(g);
		}
	}
}

static int hook_rc;

static void set_tracking_from_hook(const uno_game *game, const uno_event *e, void *user)
{
	(void)e;
	(void)user;
	/* A host may cast the const away; the library refuses. */
	hook_rc = uno_game_set_tracking((uno_game *)(uintptr_t)game, 0);
}

/* G-10: bad arguments change nothing; a hook cannot change it. */
static void test_tracking_bad_arguments_G_10(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "Y1 G2 B3", "Y7 G8 B9", "B4 G6 Y8", "R5", "B7 B8");

	assert_int_equal(uno_game_set_tracking(NULL, 0), UNO_EINVAL);
	assert_int_equal(uno_game_tracking(NULL), UNO_EINVAL);
	assert_int_equal(uno_game_set_tracking(g, 2), UNO_EINVAL);
	assert_int_equal(uno_game_set_tracking(g, ~0u), UNO_EINVAL);
	assert_int_equal(uno_game_tracking(g), (int)UNO_TRACK_ALL);

	uno_hooks h;
	memset(&h, 0, sizeof h);
	h.size = sizeof h;
	h.event = set_tracking_from_hook;
	assert_int_equal(uno_game_set_hooks(g, &h, NULL), UNO_OK);
	hook_rc = UNO_OK;
	t_apply(g, 0, "draw");
	assert_int_equal(hook_rc, UNO_EBUSY);
	assert_int_equal(uno_game_tracking(g), (int)UNO_TRACK_ALL);
	assert_int_equal(most(g, 1, 0, "R1"), 0);
	uno_game_free(g);
}

/* ---- bad arguments ---- */

static void test_belief_bad_arguments_G_10(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "Y1 G2 B3", "Y7 G8 B9", "B4 G6 Y8", "R5", "B7 B8");
	uno_belief b;
	static uint8_t big[sizeof(uno_belief) + 16];

	t_apply(g, 0, "draw");
	memset(&b, 0, sizeof b);
	b.size = sizeof b;
	assert_int_equal(uno_game_belief(NULL, 0, 1, &b), UNO_EINVAL);
	assert_int_equal(uno_game_belief(g, 0, 1, NULL), UNO_EINVAL);
	assert_int_equal(uno_game_belief(g, -1, 1, &b), UNO_EINVAL);
	assert_int_equal(uno_game_belief(g, 3, 1, &b), UNO_EINVAL);
	assert_int_equal(uno_game_belief(g, 1, -1, &b), UNO_EINVAL);
	assert_int_equal(uno_game_belief(g, 1, 3, &b), UNO_EINVAL);
	b.size = sizeof b - 1;
	assert_int_equal(uno_game_belief(g, 1, 0, &b), UNO_EINVAL);
	b.size = 0;
	assert_int_equal(uno_game_belief(g, 1, 0, &b), UNO_EINVAL);

	/* A larger struct (a later caller's): filled to this size, the rest
	 * and the size left as they were. */
	memset(big, 0xcc, sizeof big);
	uint32_t size = sizeof big;
	memcpy(big, &size, sizeof size);
	assert_int_equal(uno_game_belief(g, 1, 0, (uno_belief *)(void *)big), UNO_OK);
	memcpy(&size, big, sizeof size);
	assert_int_equal(size, sizeof big);
	for (size_t i = sizeof(uno_belief); i < sizeof big; i++)
		assert_int_equal(big[i], 0xcc);
	uno_belief copy;
	memcpy(&copy, big, sizeof copy);
	copy.size = sizeof copy;
	uno_belief want = belief(g, 1, 0);
	assert_memory_equal(&copy, &want, sizeof copy);

	/* Faces Classic does not deal: 0 and 0. */
	assert_int_equal(want.most[face("RD1")], 0);
	assert_int_equal(want.most[face("W2")], 0);
	assert_int_equal(want.most[face("CC")], 0);
	for (unsigned f = 62; f < FACES; f++)
		assert_int_equal(want.most[f] | want.least[f], 0);
	uno_game_free(g);
}

static int informed_seat_0(uno_game *g)
{
	return uno_game_determinize_ex(g, 0, 1, UNO_DETERMINIZE_HISTORY);
}

static void test_determinize_ex_bad_arguments_G_10(void **state)
{
	(void)state;
	uno_game *g = swap_then_draw();
	int n = save(g, save_a);

	assert_int_equal(uno_game_determinize_ex(NULL, 0, 1, 0), UNO_EINVAL);
	assert_int_equal(uno_game_determinize_ex(g, -1, 1, 0), UNO_EINVAL);
	assert_int_equal(uno_game_determinize_ex(g, 4, 1, UNO_DETERMINIZE_HISTORY), UNO_EINVAL);
	assert_int_equal(uno_game_determinize_ex(g, 0, 1, 2u), UNO_EINVAL);
	assert_int_equal(uno_game_determinize_ex(g, 0, 1, UNO_DETERMINIZE_HISTORY | 4u),
			 UNO_EINVAL);
	assert_int_equal(uno_game_determinize_ex(g, 0, 1, ~0u), UNO_EINVAL);
	/* Refused: the game is as it was. */
	assert_int_equal(save(g, save_b), n);
	assert_memory_equal(save_a, save_b, (size_t)n);

	/* From a hook: busy. */
	struct t_in_hook h = { informed_seat_0, 0, 0 };
	t_call_in_hook(g, &h);
	t_apply(g, 2, "R1");
	assert_true(h.called > 0);
	assert_int_equal(h.rc, UNO_EBUSY);
	assert_string_equal(t_hand(g, 2), "G2");
	uno_game_free(g);
}

/* ---- determinization ---- */

/* Without flags, determinize_ex is uno_game_determinize(): the same seed
 * gives the same world, to the byte. */
static void test_determinize_ex_without_flags_is_determinize_G_3_H_5(void **state)
{
	(void)state;
	uno_game *g = swap_then_draw();

	for (int seat = 0; seat < 4; seat++)
		for (uint64_t seed = 1; seed <= 20; seed++) {
			uno_game *a = clone(g), *b = clone(g);
			assert_int_equal(uno_game_determinize(a, seat, seed), UNO_OK);
			assert_int_equal(uno_game_determinize_ex(b, seat, seed, 0), UNO_OK);
			for (int p = 0; p < 4; p++) {
				char hand[1024];
				snprintf(hand, sizeof hand, "%s", t_hand(a, p));
				assert_string_equal(hand, t_hand(b, p));
			}
			assert_same_saves_and_free(a, b);
		}
	uno_game_free(g);
}

/* Does a hand fit the bounds? */
static bool fits(const uno_game *g, int target, const uno_belief *b)
{
	int counts[FACES];

	hand_counts(g, target, counts);
	for (unsigned f = 0; f < FACES; f++)
		if (counts[f] < b->least[f] || counts[f] > b->most[f])
			return false;
	return true;
}

/*
 * Every world sampled for `seat` with the history (SEEDS seeds, each on a
 * clone) fits what the seat believes of every other hand, least and most
 * of every face; the seat's view (its hand, the discard pile, every hand
 * size, the draw pile's size, ...) is unchanged. Returns how many of the
 * uniform worlds of the same seeds do not fit.
 */
static int check_history_worlds(const uno_game *g, int seat)
{
	static uno_view before, after;
	static uno_belief b[UNO_MAX_PLAYERS];
	int players = uno_game_players(g), misfits = 0;

	for (int t = 0; t < players; t++)
		b[t] = belief(g, seat, t);
	memset(&before, 0, sizeof before);
	before.size = sizeof before;
	assert_int_equal(uno_game_view(g, seat, &before), UNO_OK);

	for (uint64_t seed = 1; seed <= SEEDS; seed++) {
		uno_game *w = clone(g);
		assert_int_equal(uno_game_determinize_ex(w, seat, seed, UNO_DETERMINIZE_HISTORY),
				 UNO_OK);
		for (int t = 0; t < players; t++)
			if (t != seat && !fits(w, t, &b[t]))
				fail_msg("seed %llu: seat %d's sampled hand %s does not fit what "
					 "seat %d knows", (unsigned long long)seed, t, t_hand(w, t),
					 seat);
		memset(&after, 0, sizeof after);
		after.size = sizeof after;
		assert_int_equal(uno_game_view(w, seat, &after), UNO_OK);
		assert_memory_equal(&before, &after, sizeof before);
		uno_game_free(w);

		w = clone(g);
		assert_int_equal(uno_game_determinize_ex(w, seat, seed, 0), UNO_OK);
		for (int t = 0; t < players; t++)
			if (t != seat && !fits(w, t, &b[t])) {
				misfits++;
				break;
			}
		uno_game_free(w);
	}
	return misfits;
}

/* G-3: the worlds seats 1 and 2 sample after seat 0's draw give seat 0
 * no red, no 5 and no wild (uniform worlds often do). */
static void test_history_worlds_fit_a_draw_G_3(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "Y1 G2 B3", "Y7 G8 B9", "B4 G6 Y8", "R5", "B7 B8");

	t_apply(g, 0, "draw");
	assert_true(check_history_worlds(g, 1) > 0);
	assert_true(check_history_worlds(g, 2) > 0);
	uno_game_free(g);

	/* And after the exclusion of R1 was dropped (a world still fits). */
	g = three(NULL, "R1 Y1 G2", "R9 Y7 G8", "R8 B4 G6", "R5", "B7 B8");
	t_apply(g, 0, "draw");
	t_apply(g, 1, "R9");
	t_apply(g, 2, "R8");
	t_apply(g, 0, "R1");
	assert_true(check_history_worlds(g, 1) > 0);
	uno_game_free(g);
}

/* H-1: the taker of a stackable Draw Two holds none in the worlds sampled
 * after it: with the partial deck of the H-1 test above, at most the one
 * card it drew may be a Yellow Draw Two (uniform worlds often give it
 * both). Cross stacking: no Wild Draw Four either, beyond the two cards
 * drawn. */
static void test_history_worlds_fit_a_draw_taken_H_1(void **state)
{
	(void)state;
	const char *hands[] = { "RD2 YD2 YD2 B3", "R7 Y7 G7 B3", "B4 B5 B6 G9" };
	uno_rules *r = t_rules("classic", UNO_OPT_STACKING, 1, -1);
	uno_game *g = t_game("classic", r, 3, -1, hands, "R5", "", false);

	uno_rules_free(r);
	t_apply(g, 0, "RD2");
	t_apply(g, 1, "accept");
	assert_true(check_history_worlds(g, 2) > 0);
	uno_game_free(g);

	r = t_rules("classic", UNO_OPT_STACKING, 2, -1);
	g = three(r, "RD2 Y1 G2", "R7 Y7 G7", "B4 B6 G9", "R5", "B1 B2");
	uno_rules_free(r);
	t_apply(g, 0, "RD2");
	t_apply(g, 1, "accept");
	check_history_worlds(g, 2);
	check_history_worlds(g, 0);
	uno_game_free(g);
}

/* C-7: in the challenger's worlds the offender holds G2 and Y3, no other
 * card; a third seat's worlds are uniform and fit its (empty) bounds. */
static void test_history_worlds_fit_a_shown_hand_C_7(void **state)
{
	(void)state;
	uno_game *g = three(NULL, "W4 G2 Y3", "B7 G8 Y9", "R6 BD2 G6", "R5",
			    "B1 B2 B3 B4 B8 B9 Y5 Y6");

	t_apply(g, 0, "W4/B");
	t_apply(g, 1, "challenge");
	assert_true(check_history_worlds(g, 1) > 0);
	assert_int_equal(check_history_worlds(g, 2), 0);
	t_apply(g, 2, "BD2");
	check_history_worlds(g, 1);
	/* Two of the four cards are still of the hand shown: the bounds per
	 * face do not say it, the worlds do (uniform ones need not). */
	int uniform_short = 0;
	for (uint64_t seed = 1; seed <= SEEDS; seed++) {
		for (unsigned flags = 0; flags <= UNO_DETERMINIZE_HISTORY; flags++) {
			uno_game *w = clone(g);
			int counts[FACES];
			assert_int_equal(uno_game_determinize_ex(w, 1, seed, flags), UNO_OK);
			hand_counts(w, 0, counts);
			int shown = counts[face("G2")] + counts[face("Y3")];
			if (flags)
				assert_true(shown >= 2);
			else
				uniform_short += shown < 2;
			uno_game_free(w);
		}
	}
	assert_true(uniform_short > 0);
	uno_game_free(g);
}

/* H-5: after a swap, seat 0's worlds give seat 2 only R1 and G2, and seat
 * 2's give seat 0 only blue 1, 2 and 3. */
static void test_history_worlds_fit_a_swap_H_5(void **state)
{
	(void)state;
	uno_game *g = swap_then_draw();

	assert_true(check_history_worlds(g, 0) > 0);
	assert_true(check_history_worlds(g, 2) > 0);
	check_history_worlds(g, 1);
	check_history_worlds(g, 3);
	uno_game_free(g);
}

/* TM-7: the giver's worlds give the receiver the cards handed over. */
static void test_history_worlds_fit_a_handoff_TM_7(void **state)
{
	(void)state;
	uno_game *g = handoff("Y4 Y7");

	t_apply(g, 2, "give Y4");
	t_apply(g, 2, "give Y4");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_true(check_history_worlds(g, 2) > 0);
	check_history_worlds(g, 1);
	uno_game_free(g);
}

/* CC-3: every seat's worlds give the receiver the cards cast to it. */
static void test_history_worlds_fit_cast_cards_CC_3(void **state)
{
	(void)state;
	uno_game *g = cast_game("G6 Y8 Y9", "R1 Y2 B1 G4");

	t_apply(g, 0, "CC/G");
	t_apply(g, 0, "cast 2");
	for (int seat = 0; seat < 4; seat++)
		if (seat != 2)
			assert_true(check_history_worlds(g, seat) > 0);
	uno_game_free(g);
}

/* ---- the last play, for the search's model of the opponents ---- */

/*
 * G-2, G-3: the game keeps each seat's last play of a turn with the table
 * it was played on (the top card and the color before it), the color a
 * wild named and the cards the seat took since; a card drawn and played
 * is not such a play (G-3: only the drawn card could be).
 */
static void test_last_play_is_kept_G_2_G_3(void **state)
{
	(void)state;
	uno_game *g = t_game("classic", NULL, 3, -1,
			     (const char *[]){ "R7 B2 G4", "W G1 G2", "Y9 Y8 G3" }, "R5",
			     "B9 G8 B7 R1", true);
	const struct uno__belief *b = &g->s.belief;

	assert_int_equal(b->last_face[0], UNO__NO_FACE);
	t_apply(g, 0, "R7");
	assert_int_equal(b->last_face[0], face("R7"));
	assert_int_equal(b->last_top[0], face("R5"));
	assert_int_equal(b->last_color[0], UNO_RED);
	assert_int_equal(b->last_named[0], UNO_NO_COLOR);
	t_apply(g, 1, "W/B");
	assert_int_equal(b->last_face[1], face("W"));
	assert_int_equal(b->last_top[1], face("R7"));
	assert_int_equal(b->last_color[1], UNO_RED);
	assert_int_equal(b->last_named[1], UNO_BLUE);
	/* Seat 2 holds no blue: it draws B9, which it may play (G-3). */
	t_apply(g, 2, "draw");
	assert_int_equal(b->taken_since[2], 0); /* it has played nothing yet */
	t_apply(g, 2, "B9");
	assert_int_equal(b->last_face[2], UNO__NO_FACE);
	/* Seat 0 plays B2 on B9, then takes a card: it is counted. */
	t_apply(g, 0, "B2");
	assert_int_equal(b->last_face[0], face("B2"));
	assert_int_equal(b->taken_since[0], 0);
	t_apply(g, 1, "draw"); /* G8: does not play on B2 */
	t_apply(g, 2, "draw");
	if (uno_game_phase(g) == UNO_PHASE_DRAWN)
		t_apply(g, 2, "pass");
	t_apply(g, 0, "draw");
	if (uno_game_phase(g) == UNO_PHASE_DRAWN)
		t_apply(g, 0, "pass");
	assert_int_equal(b->taken_since[0], 1);
	assert_int_equal(b->last_face[0], face("B2"));
	uno_game_free(g);
}

/* ---- soundness over whole rounds ---- */

/*
 * The belief never claims more than is true (belief.c): in rounds played
 * by the library's random and greedy bots (which never draw while they can
 * play, so every draw's reading holds; the random bot may take a draw it
 * could have stacked on, so under stacking only greedy bots play), in
 * every built-in variant and
 * with the house rules that add facts or move cards (H-1 stacking, H-2
 * draw until playable, H-3 force play, H-4 jump-in, H-5 Seven-O, C-6's
 * strict rule), every seat's bounds on every hand hold after every move,
 * and the game's invariants (the belief's included) stay true.
 */
static void test_bounds_hold_in_bot_rounds_G_3_H_1_H_2_H_5_C_7_TM_7_CC_3(void **state)
{
	static const char *const variants[] = { "classic", "two-player", "partners", "challenge",
						"express", "casting-call", "teams" };
	static const int house[][2] = { { -1, 0 },
					{ UNO_OPT_STACKING, 2 },
					{ UNO_OPT_DRAW_UNTIL_PLAYABLE, 1 },
					{ UNO_OPT_FORCE_PLAY, 1 },
					{ UNO_OPT_JUMP_IN, 1 },
					{ UNO_OPT_SEVEN_O, 1 },
					{ UNO_OPT_STRICT_WILD_DRAW, 1 } };
	int checked = 0;

	(void)state;
	for (size_t v = 0; v < sizeof variants / sizeof *variants; v++)
		for (size_t h = 0; h < sizeof house / sizeof *house; h++) {
			const uno_rules *base;
			uno_rules *rules;
			assert_int_equal(uno_rules_builtin(&base, variants[v]), UNO_OK);
			assert_int_equal(uno_rules_copy(&rules, base, NULL, NULL), UNO_OK);
			if (house[h][0] >= 0 &&
			    uno_rules_set(rules, house[h][0], house[h][1]) != UNO_OK) {
				uno_rules_free(rules);
				continue; /* not an option of this variant */
			}
			int players = strcmp(variants[v], "two-player") == 0 ? 2 : 4;
			for (uint64_t seed = 1; seed <= 4; seed++) {
				uno_game *g;
				uno_bot *bots[4];
				assert_int_equal(uno_game_new(&g, rules, players, seed, NULL, NULL),
						 UNO_OK);
				for (int s = 0; s < players; s++) {
					uno_bot_options o;
					bool greedy = s % 2 || house[h][0] == UNO_OPT_STACKING;
					uno_bot_options_init(&o, greedy ? UNO_BOT_GREEDY : UNO_BOT_RANDOM);
					o.seed = seed * 10 + (uint64_t)s;
					assert_int_equal(uno_bot_new(&bots[s], &o, NULL, NULL), UNO_OK);
				}
				for (int rounds = 0; rounds < 2; rounds++) {
					while (uno_game_current_player(g) >= 0) {
						int rc = uno_game_advance(g, bots, players, 1);
						assert_true(rc == 1);
						assert_sound(g);
						checked++;
					}
					if (uno_game_match_winner(g) >= 0 ||
					    uno_game_next_round(g) != UNO_OK)
						break;
				}
				for (int s = 0; s < players; s++)
					uno_bot_free(bots[s]);
				uno_game_free(g);
			}
			uno_rules_free(rules);
		}
	assert_true(checked > 10000);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_draw_instead_of_play_excludes_matching_faces_G_3),
		cmocka_unit_test(test_drawn_card_offered_for_play_is_a_matching_card_G_3),
		cmocka_unit_test(test_drawn_card_kept_after_pass_still_matches_G_3),
		cmocka_unit_test(test_play_of_an_excluded_face_drops_that_exclusion_G_3),
		cmocka_unit_test(test_taking_a_stackable_draw_two_held_no_draw_two_H_1),
		cmocka_unit_test(test_taking_a_draw_two_under_cross_stacking_held_no_wild_draw_four_H_1),
		cmocka_unit_test(test_challenger_knows_the_shown_hand_C_7),
		cmocka_unit_test(test_swap_each_seat_knows_its_old_hand_H_5),
		cmocka_unit_test(test_rotation_each_seat_knows_the_next_hand_H_5),
		cmocka_unit_test(test_swap_carries_what_the_table_knew_H_5_G_3),
		cmocka_unit_test(test_swapped_hand_loses_the_cards_played_since_H_5),
		cmocka_unit_test(test_handoff_giver_knows_the_cards_given_TM_7),
		cmocka_unit_test(test_handoff_of_two_cards_of_one_face_TM_7),
		cmocka_unit_test(test_cast_cards_are_known_to_every_seat_CC_3),
		cmocka_unit_test(test_cast_deal_cards_are_known_to_every_seat_CC_3),
		cmocka_unit_test(test_cast_card_played_since_is_taken_off_CC_3),
		cmocka_unit_test(test_new_round_forgets_the_history_G_3_G_5),
		cmocka_unit_test(test_clone_keeps_the_belief_H_5_G_3),
		cmocka_unit_test(test_save_and_load_keep_the_belief_H_5_G_3_CC_3),
		cmocka_unit_test(test_belief_bad_arguments_G_10),
		cmocka_unit_test(test_untracked_draw_tells_nothing_G_3),
		cmocka_unit_test(test_untracked_stays_through_rounds_reset_and_clones_G_3_G_5),
		cmocka_unit_test(test_untracked_history_worlds_are_uniform_worlds_G_3),
		cmocka_unit_test(test_tracking_bad_arguments_G_10),
		cmocka_unit_test(test_determinize_ex_bad_arguments_G_10),
		cmocka_unit_test(test_determinize_ex_without_flags_is_determinize_G_3_H_5),
		cmocka_unit_test(test_history_worlds_fit_a_draw_G_3),
		cmocka_unit_test(test_history_worlds_fit_a_draw_taken_H_1),
		cmocka_unit_test(test_history_worlds_fit_a_shown_hand_C_7),
		cmocka_unit_test(test_history_worlds_fit_a_swap_H_5),
		cmocka_unit_test(test_history_worlds_fit_a_handoff_TM_7),
		cmocka_unit_test(test_history_worlds_fit_cast_cards_CC_3),
		cmocka_unit_test(test_last_play_is_kept_G_2_G_3),
		cmocka_unit_test(test_bounds_hold_in_bot_rounds_G_3_H_1_H_2_H_5_C_7_TM_7_CC_3),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
