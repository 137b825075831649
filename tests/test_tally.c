/*
 * Hands counted per face (uno__tally, lib/engine/state.h): each face has a
 * counter as wide as the deck's copies of it need, in one 64-bit word and
 * apart from every other, for every built-in deck and for the widest decks
 * a definition can give; and a counter counts up and down without touching
 * its neighbours.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <string.h>

#include "uno_internal.h"

/* The counters of a deck: each as wide as its count needs, in one word,
 * none overlapping another, all within the tally's 256 bits. */
static void check_places(const uint8_t counts[UNO__FACES], const uint32_t place[UNO__FACES])
{
	uint64_t used[4] = { 0 };

	for (unsigned f = 0; f < UNO__FACES; f++) {
		unsigned at = place[f] & 255u, width = (place[f] >> 8) & 15u;
		assert_int_equal(width, uno__count_width(counts[f]));
		assert_true(counts[f] < (1u << width) || counts[f] == 0);
		if (!width)
			continue;
		assert_true((at & 63u) + width <= 64u);
		uint64_t bits = ((1ull << width) - 1u) << (at & 63u);
		assert_int_equal(used[at >> 6] & bits, 0);
		used[at >> 6] |= bits;
	}
}

/* Every built-in table's counters are the ones its deck gives (gen-table
 * printed what the definition reader derived), on each side. */
static void test_builtin_places(void **state)
{
	(void)state;
	for (size_t i = 0; i < uno_rules_builtin_count(); i++) {
		const struct uno__variant *v = uno_rules_builtin_at(i)->v;
		uint32_t place[UNO__FACES];
		for (int side = 0; side < uno_rules_sides(uno_rules_builtin_at(i)); side++) {
			const uint8_t *deck = side ? v->dark_deck : v->deck;
			assert_true(uno__counts_to_places(deck, place) <= 256u);
			assert_memory_equal(place, v->tally[side], sizeof place);
			check_places(deck, v->tally[side]);
		}
	}
}

/* The widest counters 255 cards can need: every face two or four copies
 * (a field of 2 or 3 bits for each one card or two more), 219 bits; one
 * face of 255 copies; and decks drawn at random, some of few wide faces,
 * some of many narrow ones. Each fits in 256 bits. */
static void test_widest_decks_fit(void **state)
{
	uint8_t deck[UNO__FACES];
	uint32_t place[UNO__FACES];
	(void)state;

	memset(deck, 2, sizeof deck);
	for (unsigned f = 0; f < 35; f++)
		deck[f * 2] = 4;
	unsigned cards = 0;
	for (unsigned f = 0; f < UNO__FACES; f++)
		cards += deck[f];
	assert_int_equal(cards, 254);
	unsigned bits = uno__counts_to_places(deck, place);
	assert_true(bits >= 219u && bits <= 256u);
	check_places(deck, place);

	memset(deck, 0, sizeof deck);
	deck[UNO__FACES - 1] = 255;
	assert_int_equal(uno__counts_to_places(deck, place), 8);
	check_places(deck, place);

	uint64_t rng[4];
	uno__rng_seed(rng, 2026);
	for (int round = 0; round < 2000; round++) {
		memset(deck, 0, sizeof deck);
		unsigned left = 255, faces = 1 + (unsigned)uno__rng_below(rng, UNO__FACES);
		unsigned most = 1 + (unsigned)uno__rng_below(rng, 255);
		for (unsigned k = 0; k < faces && left; k++) {
			unsigned f = (unsigned)uno__rng_below(rng, UNO__FACES);
			unsigned room = 255u - deck[f] < left ? 255u - deck[f] : left;
			unsigned n = 1 + (unsigned)uno__rng_below(rng, most < room ? most : room);
			if (room == 0)
				continue;
			deck[f] = (uint8_t)(deck[f] + n);
			left -= n;
		}
		assert_true(uno__counts_to_places(deck, place) <= 256u);
		check_places(deck, place);
	}
}

/* A state whose variant has this deck's counters (only they are read). */
static struct uno__variant counted;

static void count_with(struct uno__state *s, const uint8_t deck[UNO__FACES])
{
	memset(&counted, 0, sizeof counted);
	memcpy(counted.deck, deck, UNO__FACES);
	uno__counts_to_places(deck, counted.tally[0]);
	memset(s, 0, sizeof *s);
	s->rules.v = &counted;
}

/* Up to every copy and down again, face by face, on the widest deck: the
 * count is right at each step, a take says whether one is left, and the
 * other faces keep their counts. */
static void test_counters_count(void **state)
{
	static struct uno__state s;
	uint8_t deck[UNO__FACES], want[UNO__FACES] = { 0 }, got[UNO__FACES];
	uno__tally t;
	(void)state;

	memset(deck, 2, sizeof deck);
	for (unsigned f = 0; f < 35; f++)
		deck[f * 2] = 4;
	deck[7] = 3; /* 255 cards; face 7 fills its field of 2 bits */
	count_with(&s, deck);
	memset(&t, 0, sizeof t);
	for (unsigned f = 0; f < UNO__FACES; f++)
		for (unsigned k = 0; k < deck[f]; k++) {
			uno__tally_add(&t, uno__tally_place(&s, f));
			want[f]++;
			assert_int_equal(uno__tally_count(&s, &t, f), want[f]);
		}
	uno__tally_counts(&s, &t, UNO__FSET_ALL, got);
	assert_memory_equal(got, deck, sizeof got);

	uno__tally again;
	uno__tally_of_counts(&s, &again, deck);
	assert_memory_equal(&again, &t, sizeof t);

	for (unsigned f = UNO__FACES; f-- > 0;)
		while (want[f]) {
			bool left = uno__tally_take(&t, uno__tally_place(&s, f));
			want[f]--;
			assert_int_equal(left, want[f] > 0);
			uno__tally_counts(&s, &t, UNO__FSET_ALL, got);
			assert_memory_equal(got, want, sizeof got);
		}
	uno__tally zero;
	memset(&zero, 0, sizeof zero);
	assert_memory_equal(&t, &zero, sizeof t);
}

/* Only the faces asked for are read: a hand's mask is enough. */
static void test_counts_of_some_faces(void **state)
{
	static struct uno__state s;
	uint8_t deck[UNO__FACES], got[UNO__FACES];
	uno__tally t;
	(void)state;

	memset(deck, 2, sizeof deck);
	count_with(&s, deck);
	uno__tally_of_counts(&s, &t, deck);
	uno__tally_counts(&s, &t, uno__fset_bit(3) | uno__fset_bit(80), got);
	for (unsigned f = 0; f < UNO__FACES; f++)
		assert_int_equal(got[f], f == 3 || f == 80 ? 2 : 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_builtin_places),
		cmocka_unit_test(test_widest_decks_fit),
		cmocka_unit_test(test_counters_count),
		cmocka_unit_test(test_counts_of_some_faces),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
