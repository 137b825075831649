/*
 * Shared helpers for the cmocka suites: scripted games in notation.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_TEST_HELPERS_H
#define UNO_TEST_HELPERS_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdbool.h>
#include <cmocka.h>

#include <uno/uno.h>

/* Parses space-separated cards ("R1 W4 YD2") into buf; fails the test on
 * bad notation. Returns the count. */
size_t t_cards(const char *text, uno_card *buf, size_t cap);
/* The same in a table's notation (its own kinds included). */
size_t t_cards_in(const uno_rules *rules, const char *text, uno_card *buf, size_t cap);

/*
 * A scripted game (DESIGN.md "Scripted decks") built from per-seat hands.
 * hands[i] is seat i's hand; all hands must have the same number of cards,
 * and the rules' hand_size is set to it. The helper deals them in the
 * library's order (one at a time from the dealer's left). first is the
 * first discard followed by any cards turned after it ("W4 R5": W4 goes back
 * to the bottom, R5 is turned). draw is the draw pile, front drawn first.
 * With fill, the rest of the variant's deck follows the draw pile in
 * canonical order (a full, exact deck); without, the game plays only with
 * the listed cards (UNO_SCRIPT_PARTIAL). rules may be NULL for the named
 * built-in; otherwise it is used (its hand_size is overridden in a copy).
 * dealer -1 means seat players-1. The test fails if creation fails.
 */
uno_game *t_game(const char *variant, const uno_rules *rules, int players,
		 int dealer, const char *const *hands, const char *first,
		 const char *draw, bool fill);

/* A copy of a built-in table with options set: pairs of (option, value),
 * terminated by -1. Free with uno_rules_free(). */
uno_rules *t_rules(const char *variant, ...);

/* Applies a move in notation and asserts it succeeded. */
void t_apply(uno_game *g, int seat, const char *move);

/* Asserts a move is refused with the given status and reason, and that the
 * game is unchanged (compares the full state before and after). */
void t_refuse(uno_game *g, int seat, const char *move, int status, int reason);

/* Formats a seat's hand ("R1 R7 W4", sorted) into a static buffer. */
const char *t_hand(const uno_game *g, int seat);

/* Formats the top card ("R7", "W4/B") into a static buffer. */
const char *t_top(const uno_game *g);

/* Formats every legal move of a seat, space-separated, into a static buffer. */
const char *t_legal(const uno_game *g, int seat);

/* True if the move (notation) is among the seat's legal moves. */
bool t_is_legal(const uno_game *g, int seat, const char *move);

/* An event recorder to install as the event hook. */
struct t_events {
	uno_event ev[4096];
	int n;
};
void t_record_events(uno_game *g, struct t_events *rec);
/* Number of recorded events of a type (and seat, unless seat < -1). */
int t_count_events(const struct t_events *rec, int type, int seat);
/* The index of the first recorded event of a type at or after from, or -1. */
int t_find_event(const struct t_events *rec, int type, int from);
/* The seats the recorded events of a type name, in order, as digits
 * ("123"), in a static buffer. */
const char *t_event_seats(const struct t_events *rec, int type);

/* Installs an event hook that, at the first event, calls `call` on the
 * game (from inside the hook) and keeps its status in *rc; *called counts
 * the events. For the calls a hook must be refused (UNO_EBUSY). */
struct t_in_hook {
	int (*call)(uno_game *g);
	int rc, called;
};
void t_call_in_hook(uno_game *g, struct t_in_hook *h);

/* The tests' own deterministic generator (splitmix64 steps), so random
 * playouts depend neither on the library's generator nor on rand(). */
uint64_t t_mix64(uint64_t x);
/* Uniform-ish in [0, n) from the state *s (n >= 1). */
uint32_t t_rnd(uint64_t *s, uint32_t n);
/* A random legal move from list[0..n): a play two times in three when
 * there is one. Uniform choice makes rounds a slow random walk (a player
 * near the end draws half the time), thousands of moves long; preferring
 * plays keeps rounds to a few hundred moves while draws stay common. */
uno_move t_pick(const uno_move *list, int n, uint64_t *rng);

/* An allocator (uno_alloc_fn) that counts into the struct t_counter given
 * as its user data; thread safe for one counter per thread. */
struct t_counter {
	long allocs, frees;
};
void *t_counting_alloc(void *ptr, size_t size, void *user);

/*
 * Saves of format 2 (save.h): format 1's bytes with a zero byte and the
 * length after the flags, and a CRC-32C at the end. A test that edits a
 * save to reach one field check or another edits format-1 bytes, which
 * have no check to refuse the edit first, or reseals format-2 bytes.
 */
/* The CRC-32C of n bytes, bit by bit (the tests' own, not the library's
 * table). */
uint32_t t_crc32c(const void *p, size_t n);
/* A format-2 save turned into format 1 in place (fails the test on bytes
 * that are not format 2); returns the new length. */
size_t t_save_to_format1(uint8_t *buf, size_t len);
/* Format-1 bytes turned into format 2 in place (buf has room for
 * T_SAVE_WRAPPING more bytes); returns the new length. */
size_t t_save_to_format2(uint8_t *buf, size_t len);
#define T_SAVE_WRAPPING 9
/* After an edit of format-2 bytes: their length and CRC made to fit them
 * again. */
void t_save_reseal(uint8_t *buf, size_t len);

#endif
