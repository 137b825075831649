/*
 * libuno: a rules engine for UNO and its official variants.
 * SPDX-License-Identifier: MIT
 */
/**
 * @file card.h
 * @brief Cards, colors and their short text notation.
 *
 * Notation (case-insensitive when parsed, canonical when formatted):
 * colors `R` `Y` `G` `B`; colored cards are color + symbol (`R0`..`R9`,
 * `RS` skip, `RR` reverse, `RD2` draw two, `RD1` draw one); wilds are `W`,
 * `W4` (wild draw four), `W2` (wild draw two), `CC` (casting call), `TP`
 * (team play), `T4` (team wild draw four). A wild that carries a color, as on
 * the discard pile after it was played, is written `W4/B`.
 */
#ifndef UNO_CARD_H
#define UNO_CARD_H

#include "common.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief The four colors (G-1), and the "no color" of a wild in hand.
 * @since 1.0
 */
typedef enum uno_color {
	UNO_RED = 0,       /**< `R` */
	UNO_YELLOW = 1,    /**< `Y` */
	UNO_GREEN = 2,     /**< `G` */
	UNO_BLUE = 3,      /**< `B` */
	UNO_NO_COLOR = 4   /**< A wild not yet played, or "no color named". */
} uno_color;

/**
 * @brief What is printed on a card, regardless of its color.
 *
 * Values 0-9 are the number cards, so `kind <= UNO_NINE` tests for a
 * number. Kinds from ::UNO_WILD to ::UNO_KIND_COUNT - 1 are wilds: they
 * have no color in hand. Beyond these, a variant's definition may deal
 * kinds of its own on 20-31 (doc/variant-format.md): 20-25 colored, 26-31
 * wild; their names and notation are the variant's (uno_rules_kind_name()).
 * A variant may also give a number its deck leaves free to a kind of its
 * own, so read a kind's meaning from the game's table, not from this enum,
 * for a variant you did not write (No Mercy's wilds are on 16-19).
 * @since 1.0
 */
typedef enum uno_kind {
	UNO_ZERO = 0, UNO_ONE, UNO_TWO, UNO_THREE, UNO_FOUR,
	UNO_FIVE, UNO_SIX, UNO_SEVEN, UNO_EIGHT, UNO_NINE,
	UNO_SKIP = 10,            /**< `S` */
	UNO_REVERSE = 11,         /**< `R` */
	UNO_DRAW_TWO = 12,        /**< `D2` */
	UNO_DRAW_ONE = 13,        /**< `D1` (Express) */
	UNO_WILD = 14,            /**< `W` */
	UNO_WILD_DRAW_FOUR = 15,  /**< `W4` */
	UNO_WILD_DRAW_TWO = 16,   /**< `W2` (Express) */
	UNO_CASTING_CALL = 17,    /**< `CC` (Casting Call) */
	UNO_TEAM_PLAY = 18,       /**< `TP` (Teams) */
	UNO_TEAM_DRAW_FOUR = 19,  /**< `T4` (Teams: team wild draw four) */
	UNO_KIND_COUNT = 20       /**< Number of kinds; not a kind. */
} uno_kind;

/* The number kinds, documented here as they share a line above. */
/** @var UNO_ZERO
 * The number 0: `R0`, `Y0`, `G0`, `B0`. */
/** @var UNO_ONE
 * The number 1: `R1`, `Y1`, `G1`, `B1`. */
/** @var UNO_TWO
 * The number 2: `R2`, `Y2`, `G2`, `B2`. */
/** @var UNO_THREE
 * The number 3: `R3`, `Y3`, `G3`, `B3`. */
/** @var UNO_FOUR
 * The number 4: `R4`, `Y4`, `G4`, `B4`. */
/** @var UNO_FIVE
 * The number 5: `R5`, `Y5`, `G5`, `B5`. */
/** @var UNO_SIX
 * The number 6: `R6`, `Y6`, `G6`, `B6`. */
/** @var UNO_SEVEN
 * The number 7: `R7`, `Y7`, `G7`, `B7`. */
/** @var UNO_EIGHT
 * The number 8: `R8`, `Y8`, `G8`, `B8`. */
/** @var UNO_NINE
 * The number 9: `R9`, `Y9`, `G9`, `B9`. */

/**
 * @brief A card: a small value that never changes layout.
 *
 * A colored card has `color` 0-3. A wild has ::UNO_NO_COLOR while it is
 * held or in a pile; the library reports the top card of the discard pile
 * with the color that was named for it.
 * @since 1.0
 */
typedef struct uno_card {
	uint8_t kind;   /**< A ::uno_kind. */
	uint8_t color;  /**< A ::uno_color. */
} uno_card;

/**
 * @brief "No card": kind 0 with ::UNO_NO_COLOR, which no real card is (a
 *        kind 0 is colored, so uno_card_valid() refuses it). An
 *        initializer (`uno_card c = UNO_NO_CARD;`).
 *
 * An event that involves no card carries it, a told event
 * (uno_event_for_seat()) carries it where the seat may not see the card,
 * and a view where a face is not seen (uno_view::draw_hidden).
 * @since 1.0
 */
#define UNO_NO_CARD { 0, UNO_NO_COLOR }

/**
 * @brief Whether the card @p c is ::UNO_NO_CARD.
 * @since 1.0
 */
#define UNO_IS_NO_CARD(c) ((c).kind == 0 && (c).color == UNO_NO_COLOR)

/**
 * @brief Whether a kind is a wild (has no color in hand).
 * @param kind Any value.
 * @return 1 for wild kinds (14-19 and 26-31), 0 otherwise (also for values
 *         out of range).
 * @since 1.0
 */
UNO_API int uno_kind_is_wild(int kind);

/**
 * @brief Checks that a card is well formed: a kind 0-31, and a color 0-3
 *        for colored kinds or ::UNO_NO_COLOR (or, for a played wild, 0-3)
 *        for wilds. Whether a game deals it is the game's to say (a kind
 *        20-31 only when its variant declares it).
 * @param card The card.
 * @return ::UNO_OK or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_card_valid(uno_card card);

/**
 * @brief Parses one card in notation.
 *
 * Leading and trailing spaces are ignored; anything else that is not exactly
 * one card is refused. At most @p len bytes are read, and reading also stops
 * at a NUL byte. Text longer than 32 bytes is refused.
 * @param text The text; may not be NULL.
 * @param len Its length in bytes (the text need not be NUL-terminated).
 * @param[out] out The card; untouched on error.
 * @return ::UNO_OK, ::UNO_EINVAL for NULL pointers, ::UNO_EPARSE for
 *         anything that is not a card.
 * @since 1.0
 */
UNO_API int uno_card_parse(const char *text, size_t len, uno_card *out);

/**
 * @brief Formats a card in canonical notation (`RD2`, `W4`, `W4/B`).
 *
 * Like snprintf(): writes at most @p cap bytes including the NUL terminator
 * and returns the length the full text needs (without the NUL), so a return
 * value `>= cap` means the output was truncated. @p buf may be NULL when
 * @p cap is 0. 8 bytes always suffice.
 * @param card The card.
 * @param buf Output buffer.
 * @param cap Its size in bytes.
 * @return The length of the text, or ::UNO_EINVAL for an invalid card or a
 *         NULL @p buf with non-zero @p cap.
 * @since 1.0
 */
UNO_API int uno_card_format(uno_card card, char *buf, size_t cap);

/**
 * @brief The one-letter notation of a color.
 * @param color A ::uno_color.
 * @return `"R"`, `"Y"`, `"G"`, `"B"`, or NULL for anything else. Static.
 * @since 1.0
 */
UNO_API const char *uno_color_notation(int color);

/**
 * @brief The English name of a color ("red", ...).
 * @param color A ::uno_color.
 * @return A static string, or NULL for values that are not colors 0-3.
 * @since 1.0
 */
UNO_API const char *uno_color_name(int color);

/**
 * @brief The English name of a kind ("draw two", "wild draw four", "7").
 * @param kind A ::uno_kind.
 * @return A static string, or NULL for unknown kinds.
 * @since 1.0
 */
UNO_API const char *uno_kind_name(int kind);

#ifdef __cplusplus
}
#endif

#endif /* UNO_CARD_H */
