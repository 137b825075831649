/*
 * libuno internals, floor 1 (core): cards and faces, the generator, moves,
 * rule tables and allocation. Nothing here knows a game's state; every
 * other floor builds on this one (DESIGN.md, "Where the layout goes next").
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_CORE_H
#define UNO_CORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <uno/uno.h>

/*
 * Inline twins of public helpers, for the hot paths: a call from inside the
 * library to an exported function is a real call (and, without
 * -fno-semantic-interposition, one through the PLT).
 */
/*
 * Kinds. The public ones (card.h) are 0..19: colored below UNO_WILD, wild
 * from it. A variant's definition may add kinds of its own
 * (doc/variant-format.md) on numbers it leaves free there, and beyond
 * them on 20..31: 20..25 colored, 26..31 wild (issue 22's editions need
 * more colored kinds than the public range has room for).
 */
#define UNO__KINDS 32
#define UNO__XCOLORED 20   /* the first extended colored kind */
#define UNO__XWILD 26      /* the first extended wild kind */

static inline bool uno__is_wild(unsigned kind)
{
	return kind - UNO_WILD < (unsigned)(UNO_KIND_COUNT - UNO_WILD) ||
	       kind - UNO__XWILD < (unsigned)(UNO__KINDS - UNO__XWILD);
}

static inline bool uno__card_valid(uno_card c)
{
	if (c.kind >= UNO__KINDS)
		return false;
	return uno__is_wild(c.kind) ? c.color <= UNO_NO_COLOR : c.color < 4;
}

static inline uno_move uno__move(int type)
{
	uno_move m = { (uint8_t)type, 0, { 0, 0 }, UNO_NO_COLOR, -1, 0, 0 };
	return m;
}

/*
 * Faces. Cards are held as counts per face, a dense index of (kind, color):
 * colored kinds take kind * 4 + color (0..55), wild kinds follow in kind
 * order (56..61); the extended kinds come after, colored ones four faces
 * each (62..85), then wild ones (86..91). Within each range face order is
 * (kind, color) order, which makes a walk over faces produce cards and
 * moves already sorted; a variant that deals only public kinds (every
 * built-in one) has its faces below UNO__CLASSIC_FACES, the layout of the
 * public move index and observation (view.h).
 */
#define UNO__FACES 92
#define UNO__CLASSIC_FACES 62
#define UNO__FIRST_XCOLORED_FACE 62
#define UNO__FIRST_XWILD_FACE 86

/* The largest deck the engine deals: the size of the state's piles. The
 * public UNO_MAX_DECK has room for more (issue 22). */
#define UNO__DECK_CAP 255
_Static_assert(UNO__DECK_CAP <= UNO_MAX_DECK, "the public arrays hold any deck");
/* The largest two-sided deck (FL-1): its cards are numbered 0..n-1 (card
 * ids), so that a hand's cards are one set of two words, and a scripted
 * game's two faces per card fit in its deck's room (two bytes a card). */
#define UNO__SIDED_CAP 127
_Static_assert(2 * UNO__SIDED_CAP <= UNO__DECK_CAP, "a scripted two-sided deck fits its room");
/* Cards a Casting Call turns over at most (CC-2): it stops at the first
 * symbol seen twice, and there are no more symbols than kinds (the wilds
 * share one), so one more than that; rounded up to a word. */
#define UNO__TURNED_CAP 24
_Static_assert(UNO__TURNED_CAP >= UNO_KIND_COUNT + 1, "a cast stops at a repeated symbol");
_Static_assert(UNO_MAX_MOVE_INDEX == 64 * UNO_DECISION_WORDS, "the decision holds every index");
#define UNO__FIRST_WILD_FACE 56
#define UNO__NO_FACE 0xff

/*
 * A set of faces: bit f for face f. Two words, so that a variant has room
 * for more faces than one word holds (issue 22); the compiler keeps it in
 * two registers and does its AND, OR and shifts in two instructions.
 */
__extension__ typedef unsigned __int128 uno__fset;
#define UNO__FSET_ALL (~(uno__fset)0)

/* One face, and a test for one: on the word the face is in, which is
 * cheaper than a shift of both words by any count. */
static inline uno__fset uno__fset_bit(unsigned f)
{
	uint64_t bit = 1ull << (f & 63);
	return f < 64 ? (uno__fset)bit : (uno__fset)bit << 64;
}

static inline bool uno__fset_has(uno__fset m, unsigned f)
{
	uint64_t word = f < 64 ? (uint64_t)m : (uint64_t)(m >> 64);
	return (word >> (f & 63)) & 1;
}

/* The lowest face of a set that is not empty. Sets hold faces below
 * UNO__FACES only; the bound says so to the compiler (an index into a
 * per-face array), and costs a conditional move. */
static inline unsigned uno__fset_first(uno__fset m)
{
	uint64_t lo = (uint64_t)m;
	unsigned f = lo ? (unsigned)__builtin_ctzll(lo)
			: 64u + (unsigned)__builtin_ctzll((uint64_t)(m >> 64));
	return f < UNO__FACES ? f : UNO__FACES - 1;
}

/* The lowest member of a set of card ids (two-sided cards) that is not
 * empty: 0..127. */
static inline unsigned uno__id_first(uno__fset m)
{
	uint64_t lo = (uint64_t)m;
	return lo ? (unsigned)__builtin_ctzll(lo) : 64u + (unsigned)__builtin_ctzll((uint64_t)(m >> 64));
}

/* How many bits a word holds (without a call to libgcc where the target
 * has no population count instruction). */
static inline unsigned uno__count_bits(uint64_t m)
{
	m -= (m >> 1) & 0x5555555555555555ull;
	m = (m & 0x3333333333333333ull) + ((m >> 2) & 0x3333333333333333ull);
	m = (m + (m >> 4)) & 0x0f0f0f0f0f0f0f0full;
	return (unsigned)((m * 0x0101010101010101ull) >> 56);
}

/* How many faces a set holds. */
static inline unsigned uno__count_faces(uno__fset m)
{
	return uno__count_bits((uint64_t)m) + uno__count_bits((uint64_t)(m >> 64));
}

/* The same for a set of a few faces (the cards a seat may play): a step
 * a face, cheaper than the full count below five or so. */
static inline unsigned uno__count_few_faces(uno__fset m)
{
	unsigned n = 0;
	for (uint64_t w = (uint64_t)m; w; w &= w - 1)
		n++;
	for (uint64_t w = (uint64_t)(m >> 64); w; w &= w - 1)
		n++;
	return n;
}


static inline unsigned uno__face(unsigned kind, unsigned color)
{
	if (kind < UNO_WILD)
		return kind * 4 + color;
	if (kind < UNO__XCOLORED)
		return UNO__FIRST_WILD_FACE + (kind - UNO_WILD);
	if (kind < UNO__XWILD)
		return UNO__FIRST_XCOLORED_FACE + (kind - UNO__XCOLORED) * 4 + color;
	return UNO__FIRST_XWILD_FACE + (kind - UNO__XWILD);
}

/* Is this face one of a wild kind? */
static inline bool uno__face_wild(unsigned face)
{
	return face - UNO__FIRST_WILD_FACE < UNO__CLASSIC_FACES - UNO__FIRST_WILD_FACE ||
	       face >= UNO__FIRST_XWILD_FACE;
}

static inline unsigned uno__face_kind(unsigned face)
{
	if (face < UNO__FIRST_WILD_FACE)
		return face / 4;
	if (face < UNO__FIRST_XCOLORED_FACE)
		return UNO_WILD + (face - UNO__FIRST_WILD_FACE);
	if (face < UNO__FIRST_XWILD_FACE)
		return UNO__XCOLORED + (face - UNO__FIRST_XCOLORED_FACE) / 4;
	return UNO__XWILD + (face - UNO__FIRST_XWILD_FACE);
}

static inline unsigned uno__face_color(unsigned face)
{
	if (uno__face_wild(face))
		return UNO_NO_COLOR;
	return face < UNO__FIRST_WILD_FACE ? face % 4 : (face - UNO__FIRST_XCOLORED_FACE) % 4;
}

static inline uno_card uno__face_card(unsigned face)
{
	uno_card c = { (uint8_t)uno__face_kind(face), (uint8_t)uno__face_color(face) };
	return c;
}

/*
 * Discard pile entries, one byte each: a colored card is its face (0..55)
 * or, of an extended kind, UNO__XCOLORED_ENTRY + its face's place among
 * them; a wild is UNO__WILD_ENTRY (UNO__XWILD_ENTRY for the extended ones)
 * + its wild index * 5 + the color named for it (4: none yet), so the
 * pile keeps every wild's color for the discard history. The public
 * kinds' entries are those of save format 1.
 */
#define UNO__WILD_ENTRY 64u
#define UNO__XCOLORED_ENTRY 94u
#define UNO__XWILD_ENTRY 118u
#define UNO__ENTRY_MAX (UNO__XWILD_ENTRY + (UNO__FACES - UNO__FIRST_XWILD_FACE) * 5u)

static inline uint8_t uno__discard_entry(unsigned face, unsigned color)
{
	unsigned c = color < 4 ? color : 4u;
	if (face < UNO__FIRST_WILD_FACE)
		return (uint8_t)face;
	if (face < UNO__FIRST_XCOLORED_FACE)
		return (uint8_t)(UNO__WILD_ENTRY + (face - UNO__FIRST_WILD_FACE) * 5u + c);
	if (face < UNO__FIRST_XWILD_FACE)
		return (uint8_t)(UNO__XCOLORED_ENTRY + (face - UNO__FIRST_XCOLORED_FACE));
	return (uint8_t)(UNO__XWILD_ENTRY + (face - UNO__FIRST_XWILD_FACE) * 5u + c);
}

/* Is this byte an entry at all (a saved game is not trusted)? */
static inline bool uno__entry_valid(unsigned entry)
{
	return entry < UNO__ENTRY_MAX && (entry < UNO__FIRST_WILD_FACE || entry >= UNO__WILD_ENTRY);
}

#define UNO__ENTRY_FACE_OF(e)                                                              \
	((e) < UNO__WILD_ENTRY	       ? (e)                                                  \
	 : (e) < UNO__XCOLORED_ENTRY ? UNO__FIRST_WILD_FACE + ((e) - UNO__WILD_ENTRY) / 5u   \
	 : (e) < UNO__XWILD_ENTRY    ? UNO__FIRST_XCOLORED_FACE + ((e) - UNO__XCOLORED_ENTRY) \
				     : UNO__FIRST_XWILD_FACE + ((e) - UNO__XWILD_ENTRY) / 5u)
/* UNO__ENTRY_FACE_OF() of every byte, worked out when compiled (card.c):
 * the top card is read at every step. */
extern const uint8_t uno__entry_faces[256];

static inline unsigned uno__entry_face(unsigned entry)
{
	return uno__entry_faces[entry & 255u];
}

/* The color an entry carries: a colored card's own, a wild's named one. */
static inline unsigned uno__entry_color(unsigned entry)
{
	if (entry < UNO__WILD_ENTRY)
		return entry % 4u;
	if (entry < UNO__XCOLORED_ENTRY)
		return (entry - UNO__WILD_ENTRY) % 5u;
	if (entry < UNO__XWILD_ENTRY)
		return (entry - UNO__XCOLORED_ENTRY) % 4u;
	return (entry - UNO__XWILD_ENTRY) % 5u;
}

#define UNO__ENTRY_FACE(e) uno__entry_face(e)

/* Cards counted per face as a list in face order, count-then-fill: the
 * number of cards; the first `cap` go to buf. */
static inline size_t uno__counts_to_list(const uint8_t *counts, uno_card *buf, size_t cap)
{
	size_t n = 0;
	for (unsigned f = 0; f < UNO__FACES; f++)
		for (unsigned k = 0; k < counts[f]; k++, n++)
			if (n < cap)
				buf[n] = uno__face_card(f);
	return n;
}

/* The same cards as their faces, in face order, count-then-fill. */
static inline size_t uno__counts_to_faces(const uint8_t *counts, uint8_t *out, size_t cap)
{
	size_t n = 0;
	for (unsigned f = 0; f < UNO__FACES; f++)
		for (unsigned k = 0; k < counts[f]; k++, n++)
			if (n < cap)
				out[n] = (uint8_t)f;
	return n;
}

/*
 * Each face's counter in a hand's tally (engine/state.h, uno__tally): 256 bits
 * where face f has a field as wide as the deck's count of it takes
 * (struct uno__variant's tally): its first bit (bits 0-7) and its width
 * (bits 8-11). A field never straddles two 64-bit words: one that would
 * starts at the next word. Returns the bits the fields take: never more
 * than 256, for a field is never wider than its count, so 92 faces of at
 * most 255 cards take at most 219 bits, and a padding at most 21 (test_tally
 * checks the widest decks).
 */
static inline unsigned uno__count_width(unsigned count)
{
	return count ? 32u - (unsigned)__builtin_clz(count) : 0u;
}

static inline unsigned uno__counts_to_places(const uint8_t *counts, uint32_t *place)
{
	unsigned n = 0;
	for (unsigned f = 0; f < UNO__FACES; f++) {
		unsigned width = uno__count_width(counts[f]);
		if ((n & 63u) + width > 64u)
			n = (n | 63u) + 1u;
		place[f] = (n & 255u) | width << 8;
		n += width;
	}
	return n;
}

/* ---- integrity: CRC-32C (crc32c.c) ---- */

/* The CRC-32C of n bytes, continuing crc (0 to start): the check of saved
 * games and of logs' check lines. */
uint32_t uno__crc32c(uint32_t crc, const void *data, size_t n);

/* ---- generator: xoshiro256** seeded by splitmix64 (rng.c) ---- */

void uno__rng_seed(uint64_t state[4], uint64_t seed);

static inline uint64_t uno__rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

static inline uint64_t uno__rng_next(uint64_t s[4])
{
	uint64_t result = uno__rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = uno__rotl(s[3], 45);
	return result;
}

/* Uniform in [0, n) for n >= 1, by rejection (documented in doc/rules.md). */
static inline uint32_t uno__rng_below(uint64_t s[4], uint32_t n)
{
	/* Reject the low values that would make x % n uneven. The threshold
	 * is below n, so a draw at or above n (all but 2^-56 of them) is
	 * accepted without computing it. */
	for (;;) {
		uint64_t x = uno__rng_next(s);
		if (x >= n || x >= (0 - (uint64_t)n) % n)
			return (uint32_t)(x % n);
	}
}
/* Moves the generator on exactly as uno__rng_below(s, n) would, without
 * computing the number (no division). */
static inline void uno__rng_skip_below(uint64_t s[4], uint32_t n)
{
	for (;;) {
		uint64_t x = uno__rng_next(s);
		if (x >= n || x >= (0 - (uint64_t)n) % n)
			return;
	}
}

/* Fisher-Yates from the last element down. */
void uno__rng_shuffle(uint64_t state[4], uint8_t *a, unsigned n);

/* ---- moves (move.c) ---- */

bool uno__move_well_formed(const uno_move *m);

/* The dense move index (view.h, doc/observation.md): where each kind of move
 * starts. The public layout covers the public kinds' faces; the extended
 * faces' plays and hand-offs follow it, so that a variant of public kinds
 * keeps the public layout and size (UNO__IX_COUNT) and one with extended
 * kinds has UNO__IX_ALL indexes. */
enum {
	UNO__IX_PLAY = 0,                                    /* colored: face * 2 + `!` */
	UNO__IX_WILD = UNO__FIRST_WILD_FACE * 2,             /* (wild * 4 + color) * 2 + `!` */
	UNO__IX_DRAW = UNO__IX_WILD + (UNO__CLASSIC_FACES - UNO__FIRST_WILD_FACE) * 8,
	UNO__IX_PASS,
	UNO__IX_UNO,
	UNO__IX_CATCH,                                       /* + seat */
	UNO__IX_CHALLENGE = UNO__IX_CATCH + UNO_MAX_PLAYERS,
	UNO__IX_ACCEPT,
	UNO__IX_COLOR,                                       /* + color */
	UNO__IX_GIVE = UNO__IX_COLOR + 4,                         /* + face */
	UNO__IX_CAST_DEAL = UNO__IX_GIVE + UNO__CLASSIC_FACES,
	UNO__IX_CAST,                                        /* + seat */
	UNO__IX_SWAP = UNO__IX_CAST + UNO_MAX_PLAYERS,            /* + seat */
	UNO__IX_MISPLAY = UNO__IX_SWAP + UNO_MAX_PLAYERS,         /* + seat */
	UNO__IX_COUNT = UNO__IX_MISPLAY + UNO_MAX_PLAYERS,
	/* The extended kinds' faces. */
	UNO__IX_XPLAY = UNO__IX_COUNT,                       /* (face - 62) * 2 + `!` */
	UNO__IX_XWILD = UNO__IX_XPLAY + (UNO__FIRST_XWILD_FACE - UNO__FIRST_XCOLORED_FACE) * 2,
	UNO__IX_XGIVE = UNO__IX_XWILD + (UNO__FACES - UNO__FIRST_XWILD_FACE) * 8, /* + face - 62 */
	UNO__IX_ALL = UNO__IX_XGIVE + (UNO__FACES - UNO__CLASSIC_FACES)
};

_Static_assert(UNO__IX_XWILD % 8 == 0, "a wild's eight plays never cross a word");

/* Where a face's plays start: a colored face has two (without and with
 * the UNO call), a wild eight (per color, without and with the call). */
static inline unsigned uno__play_index(unsigned face)
{
	if (face < UNO__FIRST_WILD_FACE)
		return UNO__IX_PLAY + face * 2;
	if (face < UNO__FIRST_XCOLORED_FACE)
		return UNO__IX_WILD + (face - UNO__FIRST_WILD_FACE) * 8;
	if (face < UNO__FIRST_XWILD_FACE)
		return UNO__IX_XPLAY + (face - UNO__FIRST_XCOLORED_FACE) * 2;
	return UNO__IX_XWILD + (face - UNO__FIRST_XWILD_FACE) * 8;
}

/* The face a play's index is of, or UNO__NO_FACE for any other index. */
static inline unsigned uno__index_face(unsigned index)
{
	if (index < UNO__IX_WILD)
		return index / 2;
	if (index < UNO__IX_DRAW)
		return UNO__FIRST_WILD_FACE + (index - UNO__IX_WILD) / 8;
	if (index < UNO__IX_XPLAY)
		return UNO__NO_FACE;
	if (index < UNO__IX_XWILD)
		return UNO__FIRST_XCOLORED_FACE + (index - UNO__IX_XPLAY) / 2;
	if (index < UNO__IX_XGIVE)
		return UNO__FIRST_XWILD_FACE + (index - UNO__IX_XWILD) / 8;
	return UNO__NO_FACE;
}

/* A hand-off's index (give CARD). */
static inline unsigned uno__give_index(unsigned face)
{
	return face < UNO__CLASSIC_FACES ? UNO__IX_GIVE + face
					 : UNO__IX_XGIVE + (face - UNO__CLASSIC_FACES);
}

_Static_assert(UNO__IX_COUNT == UNO_MOVE_INDEX_COUNT, "UNO_MOVE_INDEX_COUNT matches the layout");
_Static_assert(UNO__IX_ALL == UNO_MOVE_INDEX_MAX && UNO__IX_XPLAY == UNO_INDEX_XPLAY &&
		       UNO__IX_XWILD == UNO_INDEX_XWILD && UNO__IX_XGIVE == UNO_INDEX_XGIVE,
	       "the extended layout matches its public constants");

/* The words of move index bits the engine fills: the layout's, fewer than
 * the public decision has room for (UNO_DECISION_WORDS). */
#define UNO__INDEX_WORDS ((UNO__IX_ALL + 63) / 64)
_Static_assert(UNO__INDEX_WORDS <= UNO_DECISION_WORDS, "the decision holds the layout");
_Static_assert(UNO__IX_WILD == UNO_INDEX_WILD && UNO__IX_DRAW == UNO_INDEX_DRAW &&
		       UNO__IX_PASS == UNO_INDEX_PASS && UNO__IX_UNO == UNO_INDEX_UNO &&
		       UNO__IX_CATCH == UNO_INDEX_CATCH && UNO__IX_CHALLENGE == UNO_INDEX_CHALLENGE &&
		       UNO__IX_ACCEPT == UNO_INDEX_ACCEPT && UNO__IX_COLOR == UNO_INDEX_COLOR &&
		       UNO__IX_GIVE == UNO_INDEX_GIVE && UNO__IX_CAST_DEAL == UNO_INDEX_CAST_DEAL &&
		       UNO__IX_CAST == UNO_INDEX_CAST && UNO__IX_SWAP == UNO_INDEX_SWAP &&
		       UNO__IX_MISPLAY == UNO_INDEX_MISPLAY,
	       "the public index constants match the layout");
/* The index of a listed move: uno_move_index(), and for a wild listed
 * without a color (the next player names it, NM-9) its first color's,
 * where the decision's bits and uno_game_apply_index() have it. */
int uno__listed_index(const uno_move *m);
/* The canonical order of uno_move_compare() as one number. */
uint64_t uno__move_key(const uno_move *m);

/* ---- rule tables ---- */

/* What happens when a kind is turned up as the first discard (C-3). */
enum uno__first {
	UNO__FIRST_EFFECT = 0,   /* the card acts on the first player */
	UNO__FIRST_RETURN,       /* back into the deck, turn another */
	UNO__FIRST_CHOOSE_COLOR, /* the first player names the color, then plays */
	UNO__FIRST_COVER,        /* turn the next card on top of it */
	UNO__FIRST_IGNORE        /* no effect; a wild matches anything (TM-3) */
};

/* Which cards forbid playing a restricted draw card (C-6, X-4). */
enum uno__restriction {
	UNO__RESTRICT_NONE = 0,
	UNO__RESTRICT_NO_COLOR,          /* no card of the current color */
	UNO__RESTRICT_NO_COLOR_OR_WILD   /* ... and no other wild either */
};

/*
 * Kind flags: what a kind is, and the effects of playing it. The engine
 * reads these, never a kind's number (doc/dev/open-rules-plan.md).
 */
#define UNO__K_SKIP 0x01u         /* the next player loses the turn */
#define UNO__K_REVERSE 0x02u      /* direction changes */
#define UNO__K_CHALLENGE 0x04u    /* the draw may be challenged (C-7, X-4) */
#define UNO__K_HITS_TEAMMATE 0x08u /* the victim's teammate draws too (TM-5) */
#define UNO__K_TEAM_PLAY 0x10u    /* the turn passes to the teammate (TM-4) */
#define UNO__K_CASTING_CALL 0x20u /* turn cards over and hand them out (CC-2) */
#define UNO__K_NUMBER 0x40u       /* a number card: its points are its value (C-2, X-2) */
#define UNO__K_SWAP_HANDS 0x80u   /* its player swaps hands with a seat of their choice (H-5) */
#define UNO__K_ROTATE_HANDS 0x100u /* every hand moves one seat along the direction of play (H-5) */
#define UNO__K_SKIP_ALL 0x200u    /* every other player loses the turn; its player plays again (FL-10, NM-7) */
#define UNO__K_DISCARD_ALL 0x400u /* its player also puts the other cards of its color under it (NM-7) */
#define UNO__K_DRAW_UNTIL_COLOR 0x800u /* the victim draws until a card of the current color shows (FL-11) */
#define UNO__K_REVEAL_UNTIL_COLOR 0x1000u /* played without a color: the next player names it and takes cards until it shows (NM-9) */
#define UNO__K_FLIP 0x2000u       /* every card turns over: the other side is in play (FL-6) */

struct uno__kind_rule {
	uint8_t points;      /* G-8 */
	uint8_t draw;        /* cards the next player draws */
	uint16_t flags;      /* UNO__K_* */
	uint8_t restriction; /* enum uno__restriction */
	uint8_t first;       /* enum uno__first */
	uint8_t penalty;     /* Team Play: cards its player draws if unanswered */
	/* House rules that add effects: while any option of the mask
	 * `when_options` (bit o for uno_option o) is on, `option_flags` join
	 * `flags` (Seven-O: seven_o or seven_swap for a 7). */
	uint32_t when_options;
	uint16_t option_flags;
};

/* Variant flags. */
#define UNO__V_TWO_PLAYER_REVERSE_SKIPS 0x01u /* C-8, with two seats in play */
#define UNO__V_AUTO_UNO_PENALTY 0x02u  /* no catches; the penalty is automatic (TM-6) */
#define UNO__V_TEAM_GOES_OUT 0x04u     /* a team wins when all its members are out (TM-7, TM-8) */
#define UNO__V_ELIMINATION 0x08u       /* own-hand totals, eliminated at a limit (E-1, E-2) */
#define UNO__V_LAST_CARD_INERT 0x10u   /* a card that ends the round does nothing (NM-12, not G-7) */
#define UNO__V_SET_ASIDE 0x20u         /* a knocked-out hand joins the next refill (NM-11, not H-11) */
#define UNO__V_UNO_ANY_HAND 0x40u      /* a hand left with one card by a 7 or a 0 owes the UNO call (NM-12, not H-5) */

#define UNO__OPT_MAX 32

/* A new kind's name (with its NUL) and notation symbol (1-3 characters). */
#define UNO__KIND_NAME_MAX 24
#define UNO__KIND_SYMBOL_MAX 4

/* Option defaults, with the target score and hand size of the variant: a
 * table's defaults, and a definition's for the options it leaves out. */
#define UNO__DEFAULTS(target, hand) \
	[UNO_OPT_TARGET_SCORE] = (target), [UNO_OPT_HAND_SIZE] = (hand), \
	[UNO_OPT_UNO_PENALTY] = 2, [UNO_OPT_CHALLENGE_PENALTY] = 2, \
	[UNO_OPT_CHALLENGER_SKIPPED] = 0, [UNO_OPT_WILD_FIRST_RETURNED] = 0, \
	[UNO_OPT_STRICT_WILD_DRAW] = 0, [UNO_OPT_LOWEST_SCORE_WINS] = 0, \
	[UNO_OPT_DEALER] = -1, [UNO_OPT_ELIMINATION_LIMIT] = 500, \
	[UNO_OPT_ROTATING_PARTNERS] = 0, [UNO_OPT_STACKING] = 0, \
	[UNO_OPT_DRAW_UNTIL_PLAYABLE] = 0, [UNO_OPT_FORCE_PLAY] = 0, \
	[UNO_OPT_JUMP_IN] = 0, [UNO_OPT_SEVEN_O] = 0, \
	[UNO_OPT_REFEREE] = 0, [UNO_OPT_MISPLAY_PENALTY] = 2, [UNO_OPT_PLAY_IF_ABLE] = 0, \
	[UNO_OPT_LAST_CARD_NUMBER] = 0, [UNO_OPT_SEVEN_SWAP] = 0, [UNO_OPT_ZERO_PASS] = 0, \
	[UNO_OPT_NO_CHALLENGE] = 0, [UNO_OPT_NO_UNO_CALL] = 0, [UNO_OPT_DOUBLE_SCORE] = 0, \
	[UNO_OPT_JUMP_IN_WILD] = 0, [UNO_OPT_DEFLECT] = 0, [UNO_OPT_MULTI_PLAY] = 0, \
	[UNO_OPT_HAND_LIMIT] = 0, [UNO_OPT_SINGLE_ROUND] = 0

/* A kind's flags under these option values: its own, and those a house
 * rule that is on adds to it. */
static inline unsigned uno__rule_flags(const struct uno__kind_rule *r, const int32_t *opt)
{
	unsigned flags = r->flags;
	for (uint32_t m = r->when_options; m; m &= m - 1)
		if (opt[__builtin_ctz(m)]) {
			flags |= r->option_flags;
			break;
		}
	return flags;
}

/*
 * What a play of a kind does for the engine's fast step (engine/fast.h),
 * bits of a byte: compiled from the rule table (uno__kind_act()), once
 * for a variant (its fast_act) and again for a game whose house rules
 * add effects to kinds.
 */
#define UNO__FAST_SLOW 0x01u      /* the general step plays it */
#define UNO__FAST_SKIP 0x02u      /* the next seat loses its turn */
#define UNO__FAST_REVERSE 0x04u   /* the direction changes (C-4, C-8) */
#define UNO__FAST_DRAW 0x08u      /* the next seat draws the kind's cards now */
#define UNO__FAST_CHALLENGE 0x10u /* the next seat may challenge it (C-7) */
#define UNO__FAST_RESTRICT 0x20u  /* its play may be a bluff (C-6, X-4) */

/* Kind flags whose effect only the general step plays: a decision of its
 * own, or many cards moved. */
#define UNO__SLOW_KIND_FLAGS                                                                 \
	(UNO__K_HITS_TEAMMATE | UNO__K_TEAM_PLAY | UNO__K_CASTING_CALL | UNO__K_SWAP_HANDS |  \
	 UNO__K_ROTATE_HANDS | UNO__K_SKIP_ALL | UNO__K_DISCARD_ALL | UNO__K_DRAW_UNTIL_COLOR | \
	 UNO__K_REVEAL_UNTIL_COLOR | UNO__K_FLIP)

/* A kind's UNO__FAST_* from its rule, its flags in the game and whether
 * its draw may be challenged there, as uno__resolve() and draw_card()
 * (engine/effects.c) decide. */
static inline uint8_t uno__kind_act(const struct uno__kind_rule *r, unsigned flags,
				    bool challengeable)
{
	uint8_t act = 0;

	/* A Reverse that draws may send its draw back (NM-8). */
	if ((flags & UNO__SLOW_KIND_FLAGS) || (r->draw && (flags & UNO__K_REVERSE)))
		return UNO__FAST_SLOW;
	if (flags & UNO__K_SKIP)
		act |= UNO__FAST_SKIP;
	if (flags & UNO__K_REVERSE)
		act |= UNO__FAST_REVERSE;
	if (r->draw)
		act |= challengeable ? UNO__FAST_CHALLENGE : UNO__FAST_DRAW;
	if (r->restriction != UNO__RESTRICT_NONE)
		act |= UNO__FAST_RESTRICT;
	return act;
}

struct uno__variant {
	const char *name;
	const char *summary;
	uint8_t deck[UNO__FACES];       /* copies of each face (of the light side, FL-2) */
	/* Two-sided cards (FL-1..FL-4): 2, else 1. Then `deck` is the light
	 * side and `dark_deck` the dark one, each counting every card. Which
	 * dark face a card has is the game's (its pairing, FL-3). */
	uint8_t sides;
	uint8_t dark_deck[UNO__FACES];
	/* Derived from the deck, for every deck (definition.c): its `ncards`
	 * cards in face order, card id i being light_of[i] (on the light side
	 * of a two-sided deck). A deal shuffles a copy of it (deal.c). */
	uint8_t light_of[UNO__DECK_CAP];
	uint8_t ncards;
	/* Derived from the deck too: each face's counter in a hand's tally
	 * (engine/state.h, uno__tally) on the light side and on the dark one
	 * (uno__counts_to_places()). */
	uint32_t tally[2][UNO__FACES];
	uint8_t min_players, max_players;
	uint16_t player_counts;         /* bit n set: n players allowed */
	uint8_t team_size;              /* 1, or 2: partners across (P-1, TM-1) */
	uint16_t knock_out_bonus;       /* NM-13: points per seat knocked out, whose hand then counts nothing */
	/* Derived from the kinds: the faces whose play sheds the other cards
	 * of their color (discard-all, NM-7). */
	uno__fset shed_faces;
	/* Derived from the deck: it has cards of kinds 20-31, so the move
	 * index and observation have the extended layout. */
	uint8_t extended;
	uint32_t flags;                 /* UNO__V_* */
	uint32_t options;               /* bit per supported uno_option */
	int32_t defaults[UNO__OPT_MAX];
	struct uno__kind_rule kind[UNO__KINDS];
	/* Derived from the kinds (uno__variant_compile()): each kind's
	 * UNO__FAST_* under the kinds' own flags, [1] with no_challenge on;
	 * and the options that add flags to some kind (when_options), under
	 * which a game compiles its kinds itself (UNO__GATE_KIND_OPTIONS). */
	uint8_t fast_act[2][UNO__KINDS];
	uint32_t kind_options;
	/* Kinds a definition adds (doc/variant-format.md), each on a kind
	 * number the variant leaves free: their names and notation symbols;
	 * empty for the built-in kinds. */
	char new_name[UNO__KINDS][UNO__KIND_NAME_MAX];
	char new_symbol[UNO__KINDS][UNO__KIND_SYMBOL_MAX];
	/* Read from a definition (uno_rules_define()): reference-counted,
	 * freed with the last table or game that holds it; 0 for a built-in
	 * table, which lives as long as the library. */
	uint8_t defined;
};

struct uno_rules {
	const struct uno__variant *v;
	uint32_t writable; /* only copies made by uno_rules_copy() */
	int32_t opt[UNO__OPT_MAX];
	/* Derived from the variant and the options (uno__rules_derive()):
	 * UNO__GATE_* bits, what the engine's fast step must know of the
	 * rules before it takes a move (engine/fast.c). In the padding
	 * before `faces`: the table is no bigger for it. */
	uint8_t gate;
	uno__fset faces;   /* the faces the variant deals (uno__rules_init()) */
};

/* The fast step never takes a move of these rules (a variant rule or a
 * house rule that changes a common move). */
#define UNO__GATE_SLOW 0x01u
/* Seats may leave the game (E-1): the fast step checks they are all in. */
#define UNO__GATE_SEATS 0x02u
/* A house rule adds effects to kinds (uno__variant.kind_options): the
 * variant's fast_act does not hold. */
#define UNO__GATE_KIND_OPTIONS 0x04u

/* Does the variant deal a face of an extended kind? Then its move index
 * and observation have the extended layout (view.h). */
static inline bool uno__extended(const struct uno_rules *r)
{
	return r->v->extended;
}

/* How many move indexes the variant has (uno_rules_move_index_count()). */
static inline int uno__index_count(const struct uno_rules *r)
{
	return uno__extended(r) ? UNO__IX_ALL : UNO__IX_COUNT;
}

/* How many faces the variant's observation and save have room for. */
static inline unsigned uno__layout_faces(const struct uno_rules *r)
{
	return uno__extended(r) ? UNO__FACES : UNO__CLASSIC_FACES;
}

extern const struct uno__variant uno__variant_classic;
extern const struct uno__variant uno__variant_two_player;
extern const struct uno__variant uno__variant_partners;
extern const struct uno__variant uno__variant_challenge;
extern const struct uno__variant uno__variant_express;
extern const struct uno__variant uno__variant_casting_call;
extern const struct uno__variant uno__variant_teams;
extern const struct uno__variant uno__variant_no_mercy;
extern const struct uno__variant uno__variant_flip;

/* How many cards the variant's deck has (a side of a two-sided one). */
static inline int uno__deck_size(const struct uno__variant *v)
{
	return v->ncards;
}

/* Is kind k one the variant adds (a new kind of its definition)? */
static inline bool uno__new_kind(const struct uno__variant *v, int k)
{
	return v && k >= 0 && k < UNO__KINDS && v->new_symbol[k][0] != 0;
}

/* May a move of this table name kind k: a public kind, or one of 20-31
 * the variant declares? (Any other is malformed in its games.) */
static inline bool uno__table_kind(const struct uno__variant *v, int k)
{
	return (k >= 0 && k < UNO_KIND_COUNT) || uno__new_kind(v, k);
}

/* Is kind k a wild played without a color, which the next player names
 * (reveal-until-color, NM-9)? */
static inline bool uno__kind_colorless(const struct uno__variant *v, unsigned k)
{
	return v->kind[k].flags & UNO__K_REVEAL_UNTIL_COLOR;
}

/* Does any kind of the variant have one of these flags, on its own or
 * with a house rule? */
static inline bool uno__variant_has_flag(const struct uno__variant *v, unsigned flags)
{
	for (int k = 0; k < UNO__KINDS; k++)
		if ((v->kind[k].flags | v->kind[k].option_flags) & flags)
			return true;
	return false;
}

/* Two-sided cards (FL-1)? */
static inline bool uno__two_sided(const struct uno__variant *v)
{
	return v->sides == 2;
}

/* ---- variant definitions as text (definition.c, doc/variant-format.md) ---- */

#define UNO__DEF_FORMAT 1          /* the format this library reads and writes */
#define UNO__DEF_NAME_MAX 32       /* a name's bytes, with its NUL */
#define UNO__DEF_SUMMARY_MAX 600   /* a summary's bytes, with its NUL */
#define UNO__DEF_MESSAGE_MAX 120
/* The longest text uno__definition_format() writes for any variant the
 * reader accepts (every section at its longest, with room to spare). */
#define UNO__DEF_TEXT_MAX 8192

/* Where a definition was refused (line and column from 1; 0 when the
 * problem is the text as a whole), and why. */
struct uno__def_error {
	int line, column;
	char message[UNO__DEF_MESSAGE_MAX];
};

/* A variant read from text, with room for its strings. */
struct uno__defined {
	struct uno__variant v;
	char name[UNO__DEF_NAME_MAX];
	char summary[UNO__DEF_SUMMARY_MAX];
};

/* A table or game that keeps a variant holds it, and releases it when it
 * goes; the last release frees a defined variant (nothing happens for a
 * built-in one). Safe from any thread. */
void uno__variant_hold(const struct uno__variant *v);
void uno__variant_release(const struct uno__variant *v);
/* The same variant: the same table, or two defined ones that say the
 * same in every field. */
bool uno__variant_same(const struct uno__variant *a, const struct uno__variant *b);
/* A defined variant read from text, held once (by the caller), in memory
 * from the allocator: UNO_OK, UNO_EPARSE (*err says why) or UNO_ENOMEM. */
int uno__variant_define(const struct uno__variant **out, const char *text, size_t len,
			struct uno__def_error *err, uno_alloc_fn alloc, void *user);

/* Reads a definition: UNO_OK with *out filled (its name and summary
 * pointing into it), or UNO_EPARSE with *err saying where and why. Reads
 * at most len bytes, stopping at a NUL. Never trusts its input. */
int uno__definition_parse(const char *text, size_t len, struct uno__defined *out,
			  struct uno__def_error *err);
/* A variant as definition text, which uno__definition_parse() reads back
 * to the same variant: the text's length, written with its NUL only when
 * it fits in cap. */
int uno__definition_format(const struct uno__variant *v, char *buf, size_t cap);
/* The whole text of a variant (which the reader accepted) into text: its
 * length, or UNO_EINVAL were it ever too long (saves and logs carry it). */
int uno__definition_text(const struct uno__variant *v, char text[UNO__DEF_TEXT_MAX]);
/* Effects as the format writes them ("skip, draw 2", "none"): the text's
 * length, written with its NUL only when it fits in cap. */
int uno__effects_text(unsigned flags, unsigned draw, char *buf, size_t cap);
void uno__rules_init(struct uno_rules *r, const struct uno__variant *v);
/* A read-only copy of src's variant and option values (writable = 0). */
void uno__rules_snapshot(struct uno_rules *dst, const uno_rules *src);
/* Sets what is derived from a table's variant and options (`gate`), after
 * either changed. */
void uno__rules_derive(struct uno_rules *r);
/* Sets what a variant compiles from its kinds (fast_act, kind_options),
 * once they are read (definition.c). */
void uno__variant_compile(struct uno__variant *v);

/*
 * An internal invariant, checked only in builds with UNO_DEBUG_CHECKS
 * (builds with debug info, lib/meson.build): when it does not hold, the function takes
 * the way out given (a status to return), never an abort. Caller input is
 * always checked for real, never with this.
 */
#ifdef UNO_DEBUG_CHECKS
#define UNO__DEBUG_CHECK(cond, fail) \
	do {                         \
		if (!(cond)) {       \
			fail;        \
		}                    \
	} while (0)
#else
#define UNO__DEBUG_CHECK(cond, fail) \
	do {                         \
	} while (0)
#endif

/* Allocation through a game's or table's hook (NULL hook: malloc/free). */
void *uno__alloc(uno_alloc_fn fn, void *user, size_t size);
void uno__free(uno_alloc_fn fn, void *user, void *p);

/* The built-in table of a variant name, or NULL. */
const uno_rules *uno__builtin_named(const char *name, size_t len);
/* Whether an option's value is within its bounds. */
bool uno__option_in_bounds(int option, int value);
/* An option's bounds (a valid option id), into whichever is not NULL. */
void uno__option_bounds(int option, int *min, int *max);

/* The circle method (tournament.h, P-3): the k-th pair (k < n/2) of round
 * r among n (even) players; pair 0 is n-1 with r mod (n-1). */
void uno__circle_pair(int n, int round, int k, int *first, int *second);

#endif /* UNO_CORE_H */
