/*
 * Classic set-up: the deck, the dealer, the deal and the first discard
 * (C-1, C-2, C-3, G-5).
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <string.h>

/* Copies of a (kind, color) the Classic deck holds (C-1). */
static int c1_copies(int kind)
{
	if (kind == UNO_ZERO)
		return 1;
	if (kind <= UNO_NINE || kind == UNO_SKIP || kind == UNO_REVERSE ||
	    kind == UNO_DRAW_TWO)
		return 2;
	if (kind == UNO_WILD || kind == UNO_WILD_DRAW_FOUR)
		return 4;
	return 0;
}

/* Index of a card in a (kind, color) table; wilds all use color 0. */
static int slot(uno_card c)
{
	return c.kind * 4 + (uno_kind_is_wild(c.kind) ? 0 : c.color);
}

static const uno_rules *classic(void)
{
	const uno_rules *r;
	assert_int_equal(uno_rules_builtin(&r, "classic"), UNO_OK);
	return r;
}

/*
 * Checks who opens a freshly dealt round, from its first discard (C-3) and
 * the dealer (G-5), and that every seat holds hand_size cards except a first
 * player hit by a Draw Two.
 */
static void check_opening(const uno_game *g, int hand_size)
{
	int n = uno_game_players(g);
	int d = uno_game_dealer(g);
	int left = (d + 1) % n;
	int hit = -1;
	uno_card top;

	assert_true(d >= 0 && d < n);
	assert_int_equal(uno_game_top_card(g, &top), UNO_OK);
	/* C-3: a Wild Draw Four never stays as the first discard. */
	assert_int_not_equal(top.kind, UNO_WILD_DRAW_FOUR);
	assert_int_equal(uno_game_discard_pile_size(g), 1);

	switch (top.kind) {
	case UNO_SKIP:
		assert_int_equal(uno_game_current_player(g), (d + 2) % n);
		assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
		assert_int_equal(uno_game_direction(g), 1);
		break;
	case UNO_DRAW_TWO:
		hit = left;
		assert_int_equal(uno_game_current_player(g), (d + 2) % n);
		assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
		assert_int_equal(uno_game_hand_size(g, left), hand_size + 2);
		break;
	case UNO_REVERSE:
		assert_int_equal(uno_game_current_player(g), d);
		assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
		if (n > 2)
			assert_int_equal(uno_game_direction(g), -1);
		break;
	case UNO_WILD:
		assert_int_equal(uno_game_current_player(g), left);
		assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
		assert_int_equal(uno_game_current_color(g), UNO_NO_COLOR);
		break;
	default:
		assert_true(top.kind <= UNO_NINE);
		assert_int_equal(uno_game_current_player(g), left);
		assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
		assert_int_equal(uno_game_direction(g), 1);
		assert_int_equal(uno_game_current_color(g), top.color);
		break;
	}
	for (int s = 0; s < n; s++)
		if (s != hit)
			assert_int_equal(uno_game_hand_size(g, s), hand_size);
}

/* C-1: the rule table's deck is exactly the 108 Classic cards. */
static void test_c1_rule_table_deck_composition(void **state)
{
	uno_card deck[UNO_MAX_DECK];
	int counts[UNO_KIND_COUNT * 4] = { 0 };
	int n = uno_rules_deck(classic(), deck, UNO_MAX_DECK);

	(void)state;
	assert_int_equal(n, 108);
	for (int i = 0; i < n; i++) {
		if (uno_kind_is_wild(deck[i].kind))
			assert_int_equal(deck[i].color, UNO_NO_COLOR);
		counts[slot(deck[i])]++;
	}
	for (int k = 0; k < UNO_KIND_COUNT; k++)
		for (int c = 0; c < 4; c++) {
			int want = c1_copies(k);
			if (uno_kind_is_wild(k) && c > 0)
				want = 0;
			assert_int_equal(counts[k * 4 + c], want);
		}
}

/*
 * C-1 through shuffled games: every card is somewhere (hands, draw pile,
 * discard pile add up to 108), no face ever shows up more often than the
 * deck holds it, and over many seeds every face shows up as often as it
 * does (so the game really plays with the whole deck).
 */
static void test_c1_shuffled_game_accounts_for_every_card(void **state)
{
	int most[UNO_KIND_COUNT * 4] = { 0 };

	(void)state;
	for (uint64_t seed = 1; seed <= 200; seed++) {
		int players = seed % 2 ? 4 : 10;
		int seen[UNO_KIND_COUNT * 4] = { 0 };
		int held = 0;
		uno_game *g = NULL;
		uno_card top;

		assert_int_equal(uno_game_new(&g, classic(), players, seed,
					      NULL, NULL),
				 UNO_OK);
		assert_non_null(g);
		check_opening(g, 7);
		for (int s = 0; s < players; s++) {
			uno_card hand[UNO_MAX_DECK];
			int n = uno_game_hand(g, s, hand, UNO_MAX_DECK);
			assert_int_equal(n, uno_game_hand_size(g, s));
			held += n;
			for (int i = 0; i < n; i++)
				seen[slot(hand[i])]++;
		}
		assert_int_equal(uno_game_top_card(g, &top), UNO_OK);
		seen[slot(top)]++;
		assert_int_equal(held + uno_game_draw_pile_size(g) +
					 uno_game_discard_pile_size(g),
				 108);
		for (int i = 0; i < UNO_KIND_COUNT * 4; i++) {
			int want = c1_copies(i / 4);
			if (uno_kind_is_wild(i / 4) && i % 4)
				want = 0;
			assert_true(seen[i] <= want);
			if (seen[i] > most[i])
				most[i] = seen[i];
		}
		uno_game_free(g);
	}
	for (int i = 0; i < UNO_KIND_COUNT * 4; i++) {
		int want = c1_copies(i / 4);
		if (uno_kind_is_wild(i / 4) && i % 4)
			want = 0;
		/* A Wild Draw Four never stays on top, so all four can only be
		 * seen in hands; they still are, for some seed. */
		assert_int_equal(most[i], want);
	}
}

/* C-1: a scripted full deck must be the Classic deck exactly. */
static void test_c1_scripted_deck_must_be_exact(void **state)
{
	uno_card deck[UNO_MAX_DECK];
	uno_game *g = NULL;
	int n = uno_rules_deck(classic(), deck, UNO_MAX_DECK);
	int r1 = -1;

	(void)state;
	assert_int_equal(n, 108);
	/* The canonical order itself is a valid deck order. */
	assert_int_equal(uno_game_new_scripted(&g, classic(), 4, 1, deck,
					       (size_t)n, -1, 0, NULL, NULL),
			 UNO_OK);
	uno_game_free(g);

	/* One card short, without UNO_SCRIPT_PARTIAL: refused. */
	g = (uno_game *)1;
	assert_int_equal(uno_game_new_scripted(&g, classic(), 4, 1, deck,
					       (size_t)n - 1, -1, 0, NULL,
					       NULL),
			 UNO_EDECK);
	assert_null(g);

	/* 108 cards but a second R0 instead of an R1: refused. */
	for (int i = 0; i < n; i++)
		if (deck[i].kind == UNO_ONE && deck[i].color == UNO_RED) {
			r1 = i;
			break;
		}
	assert_true(r1 >= 0);
	deck[r1].kind = UNO_ZERO;
	g = (uno_game *)1;
	assert_int_equal(uno_game_new_scripted(&g, classic(), 4, 1, deck,
					       (size_t)n, -1, 0, NULL, NULL),
			 UNO_EDECK);
	assert_null(g);
}

/* G-5: with the dealer option on seat 2 of 4, seat 3 opens. */
static void test_g5_dealer_option_play_starts_left_of_dealer(void **state)
{
	uno_rules *r = t_rules("classic", UNO_OPT_DEALER, 2, -1);
	int numbers = 0;

	(void)state;
	for (uint64_t seed = 1; seed <= 60; seed++) {
		uno_game *g = NULL;
		uno_card top;

		assert_int_equal(uno_game_new(&g, r, 4, seed, NULL, NULL),
				 UNO_OK);
		assert_int_equal(uno_game_dealer(g), 2);
		assert_int_equal(uno_game_round(g), 1);
		check_opening(g, 7);
		assert_int_equal(uno_game_top_card(g, &top), UNO_OK);
		if (top.kind <= UNO_NINE) {
			/* The plain case: seat 3 to play, clockwise. */
			assert_int_equal(uno_game_current_player(g), 3);
			numbers++;
		}
		uno_game_free(g);
	}
	assert_true(numbers > 0);
	uno_rules_free(r);
}

/* G-5: a scripted game uses the dealer it was given; its left opens. */
static void test_g5_scripted_dealer_left_opens(void **state)
{
	const char *h[] = { "R1 R2", "Y1 Y2", "G1 G2", "B1 B2" };
	uno_game *g = t_game("classic", NULL, 4, 1, h, "B5", "Y9", true);

	(void)state;
	assert_int_equal(uno_game_dealer(g), 1);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_direction(g), 1);
	assert_string_equal(t_hand(g, 2), "G1 G2");
	/* Clockwise: after seat 2 comes seat 3, then 0. Y9 does not
	 * match B5, so drawing it ends the turn. */
	t_apply(g, 2, "draw");
	assert_string_equal(t_hand(g, 2), "G1 G2 Y9");
	assert_int_equal(uno_game_current_player(g), 3);
	t_apply(g, 3, "B1");
	assert_int_equal(uno_game_current_player(g), 0);
	uno_game_free(g);

	/* Default scripted dealer: seat n-1, so seat 0 opens. */
	g = t_game("classic", NULL, 4, -1, h, "B5", NULL, true);
	assert_int_equal(uno_game_dealer(g), 3);
	assert_int_equal(uno_game_current_player(g), 0);
	uno_game_free(g);
}

/*
 * G-5: the next round's dealer is the seat left of the last one, and the
 * seat left of the new dealer opens it.
 */
static void test_g5_next_round_dealer_moves_left(void **state)
{
	/* Dealer 1 of 4: seat 2 opens. Two cards each, everyone calls UNO. */
	const char *h[] = { "R8 Y2", "R1 Y3", "R6 R9", "R7 Y1" };
	uno_game *g = t_game("classic", NULL, 4, 1, h, "R5", NULL, true);

	(void)state;
	assert_int_equal(uno_game_next_round(g), UNO_ESTATE);
	assert_int_equal(uno_game_current_player(g), 2);
	t_apply(g, 2, "R6!");
	t_apply(g, 3, "R7!");
	t_apply(g, 0, "R8!");
	t_apply(g, 1, "R1!");
	t_apply(g, 2, "R9");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 2);
	assert_int_equal(uno_game_current_player(g), UNO_ESTATE);
	/* G-8: Y2 + Y3 + Y1 left in the other hands. */
	assert_int_equal(uno_game_score(g, 2), 6);

	assert_int_equal(uno_game_next_round(g), UNO_OK);
	assert_int_equal(uno_game_round(g), 2);
	assert_int_equal(uno_game_dealer(g), 2);
	assert_int_equal(uno_game_round_winner(g), UNO_ESTATE);
	/* t_game set hand_size to 2; the new round deals that many. */
	check_opening(g, 2);
	assert_int_equal(
		uno_game_draw_pile_size(g) + uno_game_discard_pile_size(g) +
			uno_game_hand_size(g, 0) + uno_game_hand_size(g, 1) +
			uno_game_hand_size(g, 2) + uno_game_hand_size(g, 3),
		108);
	uno_game_free(g);
}

/*
 * Plays the current round to its end: the seat to decide always takes its
 * first legal move (plays come first, then draw or pass, then calls).
 */
static void play_out_round(uno_game *g)
{
	for (int step = 0; uno_game_phase(g) < UNO_PHASE_ROUND_OVER; step++) {
		uno_move moves[UNO_MAX_MOVES];
		int seat = uno_game_current_player(g);
		int n = uno_game_legal_moves(g, seat, moves, UNO_MAX_MOVES);

		/* Play never loops forever (G-4). */
		assert_true(step < 100000);
		assert_true(n > 0);
		assert_int_equal(uno_game_apply(g, seat, &moves[0]), UNO_OK);
	}
}

/*
 * G-5 over several rounds: each round the dealer moves one seat left,
 * wrapping round the table, and the seat left of the dealer opens.
 */
static void test_g5_dealer_rotates_every_round(void **state)
{
	const char *h[] = { "R2 B6", "R1 Y2", "R3 B4" };
	uno_game *g = t_game("classic", NULL, 3, 0, h, "R5", NULL, true);

	(void)state;
	/* Round 1, dealer 0: seat 1 opens; seat 1 goes out in one lap. */
	assert_int_equal(uno_game_current_player(g), 1);
	t_apply(g, 1, "R1!");
	t_apply(g, 2, "R3!");
	t_apply(g, 0, "R2!");
	t_apply(g, 1, "Y2");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_round_winner(g), 1);

	/* Rounds 2-5 come from shuffles: dealers 1, 2, 0, 1. */
	for (int round = 2; round <= 5; round++) {
		assert_int_equal(uno_game_next_round(g), UNO_OK);
		assert_int_equal(uno_game_round(g), round);
		assert_int_equal(uno_game_dealer(g), (round - 1) % 3);
		check_opening(g, 2);
		play_out_round(g);
		/* Two-card hands score far below 500 in five rounds. */
		assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	}
	uno_game_free(g);
}

/* C-2: the dealer by lot depends on the seed only, and varies with it. */
static void test_c2_dealer_by_lot_is_seeded(void **state)
{
	uno_rules *r = t_rules("classic", UNO_OPT_DEALER, -1, -1);
	int dealt[UNO_MAX_PLAYERS] = { 0 };

	(void)state;
	for (uint64_t seed = 1; seed <= 200; seed++) {
		uno_game *a = NULL, *b = NULL;

		assert_int_equal(uno_game_new(&a, r, 4, seed, NULL, NULL),
				 UNO_OK);
		assert_int_equal(uno_game_new(&b, r, 4, seed, NULL, NULL),
				 UNO_OK);
		int d = uno_game_dealer(a);
		assert_true(d >= 0 && d < 4);
		assert_int_equal(uno_game_dealer(b), d);
		/* Same seed, same deal too. */
		for (int s = 0; s < 4; s++) {
			char ha[512];
			strcpy(ha, t_hand(a, s));
			assert_string_equal(ha, t_hand(b, s));
		}
		check_opening(a, 7);
		dealt[d]++;
		uno_game_free(a);
		uno_game_free(b);
	}
	for (int s = 0; s < 4; s++)
		assert_true(dealt[s] > 0);

	/* Every player count: the dealer is one of the seats. */
	for (int n = 2; n <= 10; n++)
		for (uint64_t seed = 1; seed <= 20; seed++) {
			uno_game *g = NULL;
			assert_int_equal(uno_game_new(&g, r, n, seed * 7919u,
						      NULL, NULL),
					 UNO_OK);
			int d = uno_game_dealer(g);
			assert_true(d >= 0 && d < n);
			check_opening(g, 7);
			uno_game_free(g);
		}
	uno_rules_free(r);
}

/*
 * The generator exactly as doc/rules.md describes it (xoshiro256** seeded
 * by four splitmix64 steps, rejection for "below n", Fisher-Yates from the
 * last position down), written here from that text alone so that the test
 * checks the documentation, not the library's own code.
 */
struct doc_rng {
	uint64_t s[4];
};

static uint64_t doc_rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

static void doc_seed(struct doc_rng *r, uint64_t seed)
{
	for (int i = 0; i < 4; i++) {
		uint64_t z = (seed += UINT64_C(0x9e3779b97f4a7c15));
		z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
		z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
		r->s[i] = z ^ (z >> 31);
	}
}

static uint64_t doc_next(struct doc_rng *r)
{
	uint64_t *s = r->s;
	uint64_t out = doc_rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;
	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = doc_rotl(s[3], 45);
	return out;
}

static uint64_t doc_below(struct doc_rng *r, uint64_t n)
{
	uint64_t floor = (UINT64_C(0) - n) % n;
	for (;;) {
		uint64_t x = doc_next(r);
		if (x >= floor)
			return x % n;
	}
}

static void doc_shuffle(struct doc_rng *r, uno_card *a, int k)
{
	for (int i = k - 1; i >= 1; i--) {
		int j = (int)doc_below(r, (uint64_t)i + 1);
		uno_card t = a[i];
		a[i] = a[j];
		a[j] = t;
	}
}

/*
 * C-2 as documented: the canonical deck is shuffled and seats 0, 1, ...
 * draw from its top (the last position); the highest number deals, other
 * cards count zero; the seats tied for highest draw again, in seat order,
 * from the same pile. Returns the dealer; counts lots that needed a redraw.
 */
static int doc_lot(struct doc_rng *rng, const uno_card *canon, int n,
		   int players, int *ties)
{
	uno_card pile[UNO_MAX_DECK];
	bool drawing[UNO_MAX_PLAYERS];
	int top = n, rounds = 0, dealer = -1;

	memcpy(pile, canon, sizeof(uno_card) * (size_t)n);
	doc_shuffle(rng, pile, n);
	for (int p = 0; p < players; p++)
		drawing[p] = true;
	for (int left = players; left > 1; rounds++) {
		int value[UNO_MAX_PLAYERS], best = -1;
		for (int p = 0; p < players; p++) {
			if (!drawing[p])
				continue;
			assert_true(top > 0);
			uno_card c = pile[--top];
			value[p] = c.kind <= UNO_NINE ? c.kind : 0;
			if (value[p] > best)
				best = value[p];
		}
		left = 0;
		for (int p = 0; p < players; p++) {
			drawing[p] = drawing[p] && value[p] == best;
			left += drawing[p];
		}
	}
	for (int p = 0; p < players; p++)
		if (drawing[p])
			dealer = p;
	if (rounds > 1)
		(*ties)++;
	return dealer;
}

/*
 * G-5 and the generator section of doc/rules.md: a round is dealt from a
 * fresh shuffle of the canonical deck, one card at a time from its top,
 * starting left of the dealer. Checks every seat a first Draw Two left
 * alone.
 */
static void check_doc_deal(const uno_game *g, struct doc_rng *rng,
			   const uno_card *canon, int n)
{
	uno_card pile[UNO_MAX_DECK];
	int want[UNO_MAX_PLAYERS][UNO_KIND_COUNT * 4];
	int players = uno_game_players(g), dealer = uno_game_dealer(g);
	int top = n;

	memcpy(pile, canon, sizeof(uno_card) * (size_t)n);
	doc_shuffle(rng, pile, n);
	memset(want, 0, sizeof want);
	for (int i = 0; i < 7; i++)
		for (int k = 1; k <= players; k++)
			want[(dealer + k) % players][slot(pile[--top])]++;
	for (int p = 0; p < players; p++) {
		uno_card hand[UNO_MAX_DECK];
		int got[UNO_KIND_COUNT * 4] = { 0 };
		int h = uno_game_hand(g, p, hand, UNO_MAX_DECK);
		if (h != 7)
			continue;
		for (int i = 0; i < h; i++)
			got[slot(hand[i])]++;
		assert_memory_equal(got, want[p], sizeof got);
	}
}

/* C-2: the dealer by lot is the one the documented draw gives. */
static void test_c2_dealer_by_lot_follows_documented_draw(void **state)
{
	uno_rules *r = t_rules("classic", UNO_OPT_DEALER, -1, -1);
	uno_card canon[UNO_MAX_DECK];
	int n = uno_rules_deck(r, canon, UNO_MAX_DECK);
	int ties = 0, wrong = 0, first_wrong = 0;

	(void)state;
	assert_int_equal(n, 108);
	for (uint64_t seed = 1; seed <= 100; seed++) {
		int players = 2 + (int)(seed % 9);
		struct doc_rng rng;
		uno_game *g = NULL;

		doc_seed(&rng, seed);
		int dealer = doc_lot(&rng, canon, n, players, &ties);
		assert_int_equal(uno_game_new(&g, r, players, seed, NULL, NULL),
				 UNO_OK);
		if (uno_game_dealer(g) != dealer && !wrong++)
			first_wrong = (int)seed;
		uno_game_free(g);
	}
	uno_rules_free(r);
	if (wrong)
		fail_msg(
			"dealer differs from the documented lot for %d of 100 seeds "
			"(first: seed %d)",
			wrong, first_wrong);
	/* The tie rule was exercised. */
	assert_true(ties > 0);
}

/*
 * G-5, generator: with the dealer set by option there is no lot, and the
 * first round is dealt from the first shuffle, exactly as documented.
 */
static void test_g5_shuffled_deal_follows_documented_generator(void **state)
{
	uno_card canon[UNO_MAX_DECK];

	(void)state;
	for (uint64_t seed = 1; seed <= 60; seed++) {
		int players = 2 + (int)(seed % 9);
		uno_rules *r =
			t_rules("classic", UNO_OPT_DEALER, (int)(seed % 2), -1);
		int n = uno_rules_deck(r, canon, UNO_MAX_DECK);
		struct doc_rng rng;
		uno_game *g = NULL;

		doc_seed(&rng, seed);
		assert_int_equal(uno_game_new(&g, r, players, seed, NULL, NULL),
				 UNO_OK);
		assert_int_equal(uno_game_dealer(g), (int)(seed % 2));
		check_doc_deal(g, &rng, canon, n);
		uno_game_free(g);
		uno_rules_free(r);
	}
}

/* C-2, G-5: a dealer option outside the seats is refused at creation. */
static void test_c2_dealer_option_out_of_range_refused(void **state)
{
	uno_rules *r = t_rules("classic", UNO_OPT_DEALER, 5, -1);
	uno_game *g = (uno_game *)1;

	(void)state;
	assert_int_equal(uno_game_new(&g, r, 4, 1, NULL, NULL), UNO_EINVAL);
	assert_null(g);
	assert_int_equal(uno_game_new(&g, r, 6, 1, NULL, NULL), UNO_OK);
	assert_int_equal(uno_game_dealer(g), 5);
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * Scripted deal order (DESIGN.md, G-5): one card at a time round the table
 * from the dealer's left, then the first discard, then the draw pile, front
 * drawn first.
 */
static void test_g5_scripted_deal_one_at_a_time_from_dealers_left(void **state)
{
	uno_card deck[16];
	size_t n = t_cards("R1 Y1 G1 R2 Y2 G2 R3 Y3 G3 B5 B6 B7", deck, 16);
	uno_rules *r = t_rules("classic", UNO_OPT_HAND_SIZE, 3, -1);
	uno_game *g = NULL;

	(void)state;
	/* Dealer 0 of 3: seat 1 gets the first card, then 2, then 0. */
	assert_int_equal(uno_game_new_scripted(&g, r, 3, 1, deck, n, 0,
					       UNO_SCRIPT_PARTIAL, NULL, NULL),
			 UNO_OK);
	assert_string_equal(t_hand(g, 1), "R1 R2 R3");
	assert_string_equal(t_hand(g, 2), "Y1 Y2 Y3");
	assert_string_equal(t_hand(g, 0), "G1 G2 G3");
	assert_string_equal(t_top(g), "B5");
	assert_int_equal(uno_game_draw_pile_size(g), 2);
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	assert_int_equal(uno_game_current_player(g), 1);
	/* The front of the rest is drawn first: B6, playable on B5. */
	t_apply(g, 1, "draw");
	assert_string_equal(t_hand(g, 1), "R1 R2 R3 B6");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	t_apply(g, 1, "pass");
	t_apply(g, 2, "draw");
	assert_string_equal(t_hand(g, 2), "Y1 Y2 Y3 B7");
	uno_game_free(g);

	/* The same cards without UNO_SCRIPT_PARTIAL are not a Classic deck. */
	g = (uno_game *)1;
	assert_int_equal(uno_game_new_scripted(&g, r, 3, 1, deck, n, 0, 0, NULL,
					       NULL),
			 UNO_EDECK);
	assert_null(g);

	/* With dealer -1 (seat 2), seat 0 is dealt first. */
	assert_int_equal(uno_game_new_scripted(&g, r, 3, 1, deck, n, -1,
					       UNO_SCRIPT_PARTIAL, NULL, NULL),
			 UNO_OK);
	assert_int_equal(uno_game_dealer(g), 2);
	assert_string_equal(t_hand(g, 0), "R1 R2 R3");
	assert_string_equal(t_hand(g, 1), "Y1 Y2 Y3");
	assert_string_equal(t_hand(g, 2), "G1 G2 G3");
	uno_game_free(g);
	uno_rules_free(r);
}

/*
 * C-3: a Wild Draw Four turned first goes to the bottom of the draw pile
 * (scripted decks) and the next card is turned.
 */
static void test_c3_wild_draw_four_first_goes_to_bottom(void **state)
{
	const char *h[] = { "R1 R2", "Y1 Y2" };
	uno_game *g =
		t_game("classic", NULL, 2, -1, h, "W4 G5", "B1 B2", false);

	(void)state;
	assert_string_equal(t_top(g), "G5");
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	/* B1 B2 and the returned W4. */
	assert_int_equal(uno_game_draw_pile_size(g), 3);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_hand_size(g, 0), 2);
	assert_int_equal(uno_game_hand_size(g, 1), 2);

	/* Draw the pile out: B1, B2, and the W4 comes last. */
	t_apply(g, 0, "draw");
	assert_string_equal(t_hand(g, 0), "R1 B1 R2");
	assert_int_equal(uno_game_current_player(g), 1);
	t_apply(g, 1, "draw");
	assert_string_equal(t_hand(g, 1), "Y1 Y2 B2");
	assert_int_equal(uno_game_current_player(g), 0);
	t_apply(g, 0, "draw");
	assert_string_equal(t_hand(g, 0), "R1 B1 R2 W4");
	assert_int_equal(uno_game_draw_pile_size(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	uno_game_free(g);

	/* With the full deck: the draw pile still holds 108 - 14 - 1. */
	const char *h7[] = { "R1 R2 R3 R4 R5 R6 R7", "Y1 Y2 Y3 Y4 Y5 Y6 Y7" };
	g = t_game("classic", NULL, 2, -1, h7, "W4 B9", NULL, true);
	assert_string_equal(t_top(g), "B9");
	assert_int_equal(uno_game_draw_pile_size(g), 93);
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	assert_int_equal(uno_game_current_player(g), 0);
	uno_game_free(g);
}

/* C-3: two Wild Draw Fours in a row both go back, in the order turned. */
static void test_c3_two_wild_draw_fours_first_both_return(void **state)
{
	const char *h[] = { "R1 R2", "Y1 Y2" };
	uno_game *g =
		t_game("classic", NULL, 2, -1, h, "W4 W4 G5", "B1", false);

	(void)state;
	assert_string_equal(t_top(g), "G5");
	assert_int_equal(uno_game_draw_pile_size(g), 3);
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);

	t_apply(g, 0, "draw");
	assert_string_equal(t_hand(g, 0), "R1 B1 R2");
	t_apply(g, 1, "draw");
	assert_string_equal(t_hand(g, 1), "Y1 Y2 W4");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	t_apply(g, 1, "pass");
	t_apply(g, 0, "draw");
	assert_string_equal(t_hand(g, 0), "R1 B1 R2 W4");
	assert_int_equal(uno_game_draw_pile_size(g), 0);
	uno_game_free(g);
}

/*
 * C-3: a Wild turned first: the first player names the color, then plays
 * normally under it.
 */
static void test_c3_wild_first_player_names_color(void **state)
{
	const char *h[] = { "G3 R1 B2", "Y1 Y2 Y3", "B7 B8 B9" };
	uno_game *g = t_game("classic", NULL, 3, -1, h, "W", "R4 R5", false);
	uno_card top;

	(void)state;
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_top_card(g, &top), UNO_OK);
	assert_int_equal(top.kind, UNO_WILD);
	assert_int_equal(top.color, UNO_NO_COLOR);
	assert_string_equal(t_top(g), "W");
	assert_int_equal(uno_game_current_color(g), UNO_NO_COLOR);
	assert_int_equal(uno_game_draw_pile_size(g), 2);
	assert_string_equal(t_legal(g, 0), "color R color Y color G color B");
	/* Only the first player decides, and only the color. */
	t_refuse(g, 1, "color Y", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_refuse(g, 0, "G3", UNO_EILLEGAL, UNO_REASON_WRONG_DECISION);
	t_refuse(g, 0, "draw", UNO_EILLEGAL, UNO_REASON_WRONG_DECISION);

	t_apply(g, 0, "color G");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	assert_string_equal(t_top(g), "W/G");
	assert_true(t_is_legal(g, 0, "G3"));
	t_refuse(g, 0, "R1", UNO_EILLEGAL, UNO_REASON_NO_MATCH);
	t_apply(g, 0, "G3");
	assert_string_equal(t_top(g), "G3");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_string_equal(t_hand(g, 0), "R1 B2");
	uno_game_free(g);
}

/* C-3 (option wild_first_returned): a Wild turned first goes back too. */
static void test_c3_wild_first_returned_option(void **state)
{
	const char *h[] = { "R1 R2", "Y1 Y2" };
	uno_rules *r = t_rules("classic", UNO_OPT_WILD_FIRST_RETURNED, 1, -1);
	uno_game *g = t_game("classic", r, 2, -1, h, "W G5", "B1 B2", false);

	(void)state;
	assert_string_equal(t_top(g), "G5");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	assert_int_equal(uno_game_draw_pile_size(g), 3);
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	t_apply(g, 0, "draw");
	t_apply(g, 1, "draw");
	t_apply(g, 0, "draw");
	assert_string_equal(t_hand(g, 0), "R1 B1 R2 W");
	assert_int_equal(uno_game_draw_pile_size(g), 0);
	uno_game_free(g);

	/* A Wild Draw Four still goes back with the option on. */
	g = t_game("classic", r, 2, -1, h, "W4 W G5", "B1", false);
	assert_string_equal(t_top(g), "G5");
	assert_int_equal(uno_game_draw_pile_size(g), 3);
	uno_game_free(g);
	uno_rules_free(r);
}

/* C-3: a Draw Two turned first: the first player draws 2 and is skipped. */
static void test_c3_draw_two_first_draws_and_skips(void **state)
{
	const char *h[] = { "R1 R2 R3", "Y1 Y2 Y3", "G1 G2 G3" };
	uno_game *g =
		t_game("classic", NULL, 3, -1, h, "BD2", "B1 B2 B3", false);

	(void)state;
	assert_string_equal(t_top(g), "BD2");
	assert_string_equal(t_hand(g, 0), "R1 B1 R2 B2 R3");
	assert_int_equal(uno_game_hand_size(g, 1), 3);
	assert_int_equal(uno_game_hand_size(g, 2), 3);
	assert_int_equal(uno_game_draw_pile_size(g), 1);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_direction(g), 1);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	t_refuse(g, 0, "B1", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	uno_game_free(g);
}

/* C-3: a Skip turned first: the first player is skipped. */
static void test_c3_skip_first_skips_first_player(void **state)
{
	const char *h[] = { "R1 R2 R3", "Y1 Y2 Y3", "G1 G2 G3" };
	uno_game *g = t_game("classic", NULL, 3, -1, h, "GS", "B1 B2", false);

	(void)state;
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_direction(g), 1);
	assert_int_equal(uno_game_hand_size(g, 0), 3);
	assert_int_equal(uno_game_draw_pile_size(g), 2);
	/* Play goes on clockwise from seat 1. */
	t_apply(g, 1, "draw");
	assert_int_equal(uno_game_current_player(g), 2);
	uno_game_free(g);
}

/*
 * C-3: a Reverse turned first: the dealer plays first and play goes
 * counterclockwise.
 */
static void test_c3_reverse_first_dealer_plays_counterclockwise(void **state)
{
	const char *h[] = { "R1 R2 R3", "R4 R6 R7", "Y1 Y2 Y3", "B1 B2 B3" };
	/* Dealer seat 1 of 4. */
	uno_game *g = t_game("classic", NULL, 4, 1, h, "RR", NULL, true);

	(void)state;
	assert_string_equal(t_top(g), "RR");
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_direction(g), -1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_hand_size(g, 1), 3);
	t_refuse(g, 2, "draw", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_apply(g, 1, "R4");
	assert_int_equal(uno_game_current_player(g), 0);
	t_apply(g, 0, "R1");
	assert_int_equal(uno_game_current_player(g), 3);
	assert_int_equal(uno_game_direction(g), -1);
	uno_game_free(g);
}

/* C-3 with two players: a Reverse turned first lets the dealer open. */
static void test_c3_reverse_first_two_players_dealer_opens(void **state)
{
	const char *h[] = { "R1 R2 R3", "R4 R6 R7" };
	uno_game *g = t_game("classic", NULL, 2, -1, h, "RR", NULL, true);

	(void)state;
	assert_int_equal(uno_game_dealer(g), 1);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	t_refuse(g, 0, "R1", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);
	t_apply(g, 1, "R4");
	assert_int_equal(uno_game_current_player(g), 0);
	uno_game_free(g);
}

/* C-3: a number turned first has no effect; seat left of dealer opens. */
static void test_c3_number_first_normal_start(void **state)
{
	const char *h[] = { "R1 Y2 G3 B4 R5 Y6 G7", "B1 G2 Y3 R4 B5 G6 Y7",
			    "R8 R9 Y8 Y9 G8 G9 B8" };
	uno_game *g = t_game("classic", NULL, 3, -1, h, "Y4", NULL, true);

	(void)state;
	assert_string_equal(t_top(g), "Y4");
	assert_int_equal(uno_game_current_color(g), UNO_YELLOW);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_direction(g), 1);
	assert_int_equal(uno_game_draw_pile_size(g), 108 - 21 - 1);
	assert_int_equal(uno_game_discard_pile_size(g), 1);
	assert_string_equal(t_hand(g, 0), "R1 Y2 G3 B4 R5 Y6 G7");
	assert_string_equal(t_hand(g, 1), "B1 G2 Y3 R4 B5 G6 Y7");
	assert_string_equal(t_hand(g, 2), "R8 Y8 G8 B8 R9 Y9 G9");
	uno_game_free(g);
}

/* A position set up as it is (UNO_SCRIPT_TOP_AS_IS): the first discard
 * skips the first-card rules of C-3. A W4/B on top means blue is current
 * and nobody draws; a Skip does not skip; a colorless Wild asks the first
 * player for the color. */
static void test_c3_top_as_is_places_first_discard_unchanged(void **state)
{
	const uno_rules *r;
	uno_card deck[8];
	uno_game *g;

	(void)state;
	assert_int_equal(uno_rules_builtin(&r, "classic"), UNO_OK);
	/* Two seats, two cards each. */
	uno_rules *one = t_rules("classic", UNO_OPT_HAND_SIZE, 2, -1);
	assert_int_equal(t_cards("B5 R1 G7 Y2 W4/B R9 G9", deck, 8), 7);
	assert_int_equal(uno_game_new_scripted(&g, one, 2, 1, deck, 7, 1,
					       UNO_SCRIPT_PARTIAL | UNO_SCRIPT_TOP_AS_IS,
					       NULL, NULL), UNO_OK);
	assert_string_equal(t_top(g), "W4/B");
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_hand_size(g, 0), 2);
	assert_string_equal(t_legal(g, 0), "B5 B5! draw");
	uno_game_free(g);

	/* Without the flag the same list returns the W4 (C-3) and turns R9. */
	assert_int_equal(t_cards("B5 R1 G7 Y2 W4 R9 G9", deck, 8), 7);
	assert_int_equal(uno_game_new_scripted(&g, one, 2, 1, deck, 7, 1,
					       UNO_SCRIPT_PARTIAL, NULL, NULL), UNO_OK);
	assert_string_equal(t_top(g), "R9");
	uno_game_free(g);
	/* A colored wild is only accepted in the first discard's place. */
	assert_int_equal(t_cards("W4/B R1 G7 Y2 B5 R9 G9", deck, 8), 7);
	assert_int_equal(uno_game_new_scripted(&g, one, 2, 1, deck, 7, 1,
					       UNO_SCRIPT_PARTIAL | UNO_SCRIPT_TOP_AS_IS,
					       NULL, NULL), UNO_EDECK);

	/* A Skip on top skips nobody. */
	assert_int_equal(t_cards("B5 R1 G7 Y2 RS R9 G9", deck, 8), 7);
	assert_int_equal(uno_game_new_scripted(&g, one, 2, 1, deck, 7, 1,
					       UNO_SCRIPT_PARTIAL | UNO_SCRIPT_TOP_AS_IS,
					       NULL, NULL), UNO_OK);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_current_color(g), UNO_RED);
	uno_game_free(g);

	/* A colorless Wild: the first player names the color. */
	assert_int_equal(t_cards("B5 R1 G7 Y2 W R9 G9", deck, 8), 7);
	assert_int_equal(uno_game_new_scripted(&g, one, 2, 1, deck, 7, 1,
					       UNO_SCRIPT_PARTIAL | UNO_SCRIPT_TOP_AS_IS,
					       NULL, NULL), UNO_OK);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(uno_game_current_player(g), 0);
	uno_game_free(g);
	uno_rules_free(one);
	(void)r;
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_c1_rule_table_deck_composition),
		cmocka_unit_test(test_c1_shuffled_game_accounts_for_every_card),
		cmocka_unit_test(test_c1_scripted_deck_must_be_exact),
		cmocka_unit_test(
			test_g5_dealer_option_play_starts_left_of_dealer),
		cmocka_unit_test(test_g5_scripted_dealer_left_opens),
		cmocka_unit_test(test_g5_next_round_dealer_moves_left),
		cmocka_unit_test(test_g5_dealer_rotates_every_round),
		cmocka_unit_test(test_c2_dealer_by_lot_is_seeded),
		cmocka_unit_test(test_c2_dealer_by_lot_follows_documented_draw),
		cmocka_unit_test(
			test_g5_shuffled_deal_follows_documented_generator),
		cmocka_unit_test(test_c2_dealer_option_out_of_range_refused),
		cmocka_unit_test(
			test_g5_scripted_deal_one_at_a_time_from_dealers_left),
		cmocka_unit_test(test_c3_wild_draw_four_first_goes_to_bottom),
		cmocka_unit_test(test_c3_two_wild_draw_fours_first_both_return),
		cmocka_unit_test(test_c3_wild_first_player_names_color),
		cmocka_unit_test(test_c3_wild_first_returned_option),
		cmocka_unit_test(test_c3_draw_two_first_draws_and_skips),
		cmocka_unit_test(test_c3_skip_first_skips_first_player),
		cmocka_unit_test(
			test_c3_reverse_first_dealer_plays_counterclockwise),
		cmocka_unit_test(
			test_c3_reverse_first_two_players_dealer_opens),
		cmocka_unit_test(test_c3_number_first_normal_start),
		cmocka_unit_test(test_c3_top_as_is_places_first_discard_unchanged),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
