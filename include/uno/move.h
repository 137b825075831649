/*
 * libuno: a rules engine for UNO and its official variants.
 * SPDX-License-Identifier: MIT
 */
/**
 * @file move.h
 * @brief Moves: every decision a player makes, and their notation.
 *
 * Notation (case-insensitive when parsed, canonical when formatted):
 * `R7` play it; `W4/B` play a wild naming blue (`W4` alone leaves the color
 * to a later `color` decision); a trailing `!` also calls UNO (`R7!`);
 * `draw`; `pass`; `uno`; `catch 2` (catch seat 2); `challenge`; `accept`;
 * `color B`; `give R7`; `cast 2` or `cast deal`; `swap 2`. Seats are
 * numbered from 0.
 */
#ifndef UNO_MOVE_H
#define UNO_MOVE_H

#include "card.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief The kinds of move. Their numeric order is the first key of the
 *        canonical move order (see uno_move_compare()).
 * @since 1.0
 */
typedef enum uno_move_type {
	UNO_MOVE_PLAY = 1,       /**< Play `card` (naming `color` if it is a wild). */
	UNO_MOVE_DRAW = 2,       /**< Draw a card instead of playing (G-3). */
	UNO_MOVE_PASS = 3,       /**< Keep the drawn card, or pass when nothing can be drawn (G-3, G-4). */
	UNO_MOVE_UNO = 4,        /**< Call UNO while holding one card (G-6). */
	UNO_MOVE_CATCH = 5,      /**< Catch seat `target` for not calling UNO (G-6). */
	UNO_MOVE_CHALLENGE = 6,  /**< Challenge the draw card just played at you (C-7). */
	UNO_MOVE_ACCEPT = 7,     /**< Take the draw card's penalty without challenging. */
	UNO_MOVE_COLOR = 8,      /**< Name `color` for the wild just played or turned up. */
	UNO_MOVE_GIVE = 9,       /**< Give `card` to the teammate (Teams hand-off). */
	UNO_MOVE_CAST = 10,      /**< Give the turned cards to `target`, or deal them (Casting Call). */
	UNO_MOVE_SWAP = 11,      /**< Swap hands with `target` (Seven-O house rule). */
	UNO_MOVE_PENALTY = 12,   /**< The referee's penalty: `target` draws `count` cards for `reason` (R-1). */
	UNO_MOVE_MISPLAY = 13    /**< Catch seat `target`'s misplay in referee mode (R-3). */
} uno_move_type;

/** @brief Move flag: call UNO together with this play (`R7!`). @since 1.0 */
#define UNO_MOVE_F_UNO 0x01u
/** @brief Move flag for ::UNO_MOVE_CAST: deal round the table (`cast deal`). @since 1.0 */
#define UNO_MOVE_F_DEAL 0x02u

/**
 * @brief Why the referee gives a penalty (the `reason` of a
 *        ::UNO_MOVE_PENALTY; the "Penalty Box" of the Classic rules).
 * @since 1.0
 */
typedef enum uno_penalty_reason {
	UNO_PENALTY_OTHER = 0,      /**< Any other breach the referee punishes (`penalty 2`). */
	UNO_PENALTY_TABLE_TALK = 1, /**< Table talk (`penalty 2 talk`). */
	UNO_PENALTY_SUGGESTION = 2  /**< Suggesting a card to another player (`penalty 2 suggestion`). */
} uno_penalty_reason;

/** @brief Cards a referee's penalty draws when the notation names none. @since 1.0 */
#define UNO_PENALTY_DEFAULT 2

/** @brief Most cards one referee's penalty may draw. @since 1.0 */
#define UNO_PENALTY_MAX 20

/**
 * @brief A move: a small value that never changes layout (8 bytes).
 *
 * Fields a move type does not use must be zero, except `color`, which is
 * ::UNO_NO_COLOR when unused, and `target`, which is -1 when unused. Use
 * uno_move_init() or uno_move_parse() to get that right. The seat making the
 * move is not part of it: it is given to uno_game_apply().
 * @since 1.0
 */
typedef struct uno_move {
	uint8_t type;     /**< A ::uno_move_type. */
	uint8_t flags;    /**< ::UNO_MOVE_F_UNO, ::UNO_MOVE_F_DEAL. */
	uno_card card;    /**< PLAY, GIVE: the card (a wild with ::UNO_NO_COLOR). */
	uint8_t color;    /**< PLAY of a wild, COLOR: the named ::uno_color. */
	int8_t target;    /**< CATCH, CAST, SWAP, PENALTY, MISPLAY: the seat; -1 otherwise. */
	uint8_t count;    /**< PENALTY: cards to draw, 1 to ::UNO_PENALTY_MAX; 0 otherwise. */
	uint8_t reason;   /**< PENALTY: a ::uno_penalty_reason; 0 otherwise. */
} uno_move;

/**
 * @brief Makes a move of the given type with every other field unused.
 * @param type A ::uno_move_type (not checked here).
 * @return The move.
 * @since 1.0
 */
UNO_API uno_move uno_move_init(int type);

/**
 * @brief Makes a play of a card.
 * @param card The card (a wild with ::UNO_NO_COLOR).
 * @param color For a wild, the ::uno_color to name, or ::UNO_NO_COLOR to
 *        name it later; ::UNO_NO_COLOR for a colored card.
 * @return The move (not checked here).
 * @since 1.0
 */
UNO_API uno_move uno_move_play(uno_card card, int color);

/**
 * @brief Parses one move in notation.
 *
 * Leading and trailing spaces are ignored and words may be separated by any
 * number of spaces. At most @p len bytes are read; reading also stops at a
 * NUL byte. Text longer than 32 bytes is refused.
 * @param text The text; may not be NULL.
 * @param len Its length in bytes.
 * @param[out] out The move; untouched on error.
 * @return ::UNO_OK, ::UNO_EINVAL for NULL pointers, ::UNO_EPARSE otherwise.
 * @since 1.0
 */
UNO_API int uno_move_parse(const char *text, size_t len, uno_move *out);

/**
 * @brief Formats a move in canonical notation.
 *
 * snprintf()-like, as uno_card_format(); 32 bytes always suffice.
 * @param move The move; may not be NULL.
 * @param buf Output buffer (may be NULL when @p cap is 0).
 * @param cap Its size.
 * @return The full length of the text, or ::UNO_EINVAL for a malformed move.
 * @since 1.0
 */
UNO_API int uno_move_format(const uno_move *move, char *buf, size_t cap);

/**
 * @brief The canonical order of moves, used to sort legal move lists.
 *
 * Compares type, then card kind, card color, named color, target and flags.
 * @param a A move, or NULL.
 * @param b A move, or NULL.
 * @return Negative, zero or positive, like strcmp(). NULL sorts first.
 * @since 1.0
 */
UNO_API int uno_move_compare(const uno_move *a, const uno_move *b);

/**
 * @brief Why a move is refused: one code per broken rule.
 *
 * Returned by uno_game_check_move(); uno_reason_message() gives a sentence
 * naming the rule (its id in the rules guide).
 * @since 1.0
 */
typedef enum uno_reason {
	UNO_REASON_OK = 0,            /**< The move is legal. */
	UNO_REASON_MALFORMED,         /**< The move is not well formed (bad type, card, color or seat). */
	UNO_REASON_GAME_OVER,         /**< The round or match is over. */
	UNO_REASON_NOT_YOUR_TURN,     /**< Another seat must decide now. */
	UNO_REASON_WRONG_DECISION,    /**< The pending decision is of another kind. */
	UNO_REASON_NOT_IN_HAND,       /**< The seat does not hold that card. */
	UNO_REASON_NO_MATCH,          /**< The card matches neither color nor number/symbol (G-2). */
	UNO_REASON_WILD_DRAW_RESTRICTED, /**< Strict rule: the seat holds the current color (C-6). */
	UNO_REASON_ONLY_DRAWN_CARD,   /**< After drawing, only the drawn card may be played (G-3). */
	UNO_REASON_COLOR_NOT_WILD,    /**< Only a wild names a color. */
	UNO_REASON_CANNOT_DRAW,       /**< No card can be drawn; pass instead (G-4). */
	UNO_REASON_CANNOT_PASS,       /**< Passing is only allowed after a draw or when nothing can be drawn. */
	UNO_REASON_UNO_NOT_LAST,      /**< UNO is called only with, or after, the second-to-last card (G-6). */
	UNO_REASON_NOT_CATCHABLE,     /**< That seat cannot be caught now (G-6). */
	UNO_REASON_CATCH_SELF,        /**< A seat cannot catch itself. */
	UNO_REASON_NOT_IN_VARIANT,    /**< This variant has no such card or move. */
	UNO_REASON_MUST_PLAY,         /**< Team Play: the teammate must play a card (TM-4). */
	UNO_REASON_BAD_TARGET,        /**< That seat cannot receive the cards, or be swapped with (CC-3, H-5). */
	UNO_REASON_STACK_ONLY,        /**< A pending draw is answered only by stacking a draw card, or accepted (H-1). */
	UNO_REASON_FORCE_PLAY,        /**< The playable drawn card must be played (H-3). */
	UNO_REASON_NO_MISPLAY,        /**< That seat has no misplay to catch now, or referee mode is off (R-3). */
	UNO_REASON_NOT_IN_PLAY,       /**< A penalty is for a seat holding cards in a round in progress (R-1). */
	UNO_REASON_PLAY_IF_ABLE,      /**< House rule play_if_able: a seat that can play may not draw. @since 1.0 */
	UNO_REASON_LAST_CARD_NUMBER,  /**< House rule last_card_number: a last card is played only if it is a number. @since 1.0 */
	UNO_REASON_SAME_NUMBER,       /**< House rule multi_play: only a card of the number just played may follow it (::UNO_PHASE_MORE, H-10). @since 1.0 */
	UNO_REASON_COUNT              /**< Number of reasons; not a reason. */
} uno_reason;

/**
 * @brief A sentence explaining a reason, naming the rule it enforces.
 * @param reason A ::uno_reason.
 * @return A static string; a generic one for unknown values. Never NULL.
 * @since 1.0
 */
UNO_API const char *uno_reason_message(int reason);

#ifdef __cplusplus
}
#endif

#endif /* UNO_MOVE_H */
