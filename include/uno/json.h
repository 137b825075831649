/*
 * libuno: a rules engine for UNO and its official variants.
 * SPDX-License-Identifier: MIT
 */
/**
 * @file json.h
 * @brief What one seat, or a spectator, is told, written as JSON: its
 *        view, its legal moves and the events of a move.
 *
 * A networked host sends each connection the view of its seat, the moves
 * that seat may make and the events of every move as that seat is told
 * them (view.h: uno_game_view(), uno_game_legal_moves(),
 * uno_event_for_seat()). These functions write the same values as JSON
 * text, so that a host sends the library's words without spelling out a
 * field itself, and without the cost of doing so in a slower language.
 * doc/protocol.md ("What a seat is told") documents every field; the
 * texts are those uno-server sends, byte for byte what the Python
 * package's `libuno.server.tell` spells out, and the JavaScript package's
 * `viewJson()`, `legalJson()` and `eventJson()` return them.
 *
 * - Cards and moves are written in the variant's notation, as they read
 *   on the side of two-sided cards in play (uno_rules_card_format_side(),
 *   uno_rules_move_format_side()); the hidden faces of FL-5 in the other
 *   side's letters. A color is its letter on that side (`"R"`, `"P"`).
 * - Codes are written by their names (text.h: "play", "round_over",
 *   "card_effect"); a code without a name as its number.
 * - Seats that are absent (no current seat, no winner yet, the spectator's
 *   own seat) are `null`.
 * - The text is compact (no spaces) and plain ASCII, and the fields come
 *   in the order the documentation lists them.
 *
 * Like snprintf(), every function writes at most @p cap bytes including a
 * terminating NUL (always, when @p cap > 0) and returns the length the
 * whole text needs, so a return value `>= cap` means it was cut: call
 * again with a larger buffer, or pass NULL and 0 first to learn the
 * length. Nothing is allocated.
 */
#ifndef UNO_JSON_H
#define UNO_JSON_H

#include <stddef.h>

#include "common.h"
#include "view.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief A seat's view (uno_game_view()) as a JSON object.
 *
 * The object has, in this order: `seat` (null for ::UNO_SPECTATOR),
 * `players`, `current` (null once the round is over), `phase` (its name,
 * uno_phase_name()), `direction`, `color` (null when none), `dealer`,
 * `exposed`, `top`, `draw_pile`, `pending_draw`, `round`, `round_winner`,
 * `match_winner`, `hand`, `hand_sizes`, `seat_status` (names,
 * uno_seat_status_name()), `teams`, `called` (booleans), `scores`,
 * `discard` (bottom first), `shown_by`, `shown`, `turned`, `side`,
 * `hidden` (one list per seat, the faces of the side not in play this
 * seat sees of that seat's hand; empty lists for a one-sided deck) and
 * `draw_hidden` (null when the pile is empty or the deck one-sided).
 * Like the view itself it never holds a card the seat may not see.
 * @param game The game.
 * @param seat The seat, or ::UNO_SPECTATOR.
 * @param buf Where the text goes (may be NULL when @p cap is 0).
 * @param cap Capacity of @p buf in bytes.
 * @return The length of the text, or ::UNO_EINVAL (NULL @p game, a seat
 *         out of range, NULL @p buf with a non-zero @p cap).
 * @since 1.1
 */
UNO_API int uno_game_view_json(const uno_game *game, int seat, char *buf, size_t cap);

/**
 * @brief A seat's legal moves (uno_game_legal_moves(), in its order) as a
 *        JSON array of move texts on the side in play: `["R5","draw"]`.
 *
 * Empty (`[]`) when the seat has no move or the round is over, and for
 * ::UNO_SPECTATOR, who makes no move.
 * @param game The game.
 * @param seat The seat, or ::UNO_SPECTATOR.
 * @param buf Where the text goes (may be NULL when @p cap is 0).
 * @param cap Capacity of @p buf in bytes.
 * @return The length of the text, or ::UNO_EINVAL (NULL @p game, a seat
 *         out of range, NULL @p buf with a non-zero @p cap).
 * @since 1.1
 */
UNO_API int uno_game_legal_json(const uno_game *game, int seat, char *buf, size_t cap);

/**
 * @brief An event of @p game as @p seat is told it (uno_event_for_seat()),
 *        as a JSON object.
 *
 * The object has, in this order: `type` (its name, uno_event_type_name()),
 * `seat`, `other` (null for -1), `color` (a letter on the event's side,
 * or null), `card` (null where the seat may not see it, and for an event
 * without one), `reason` (for a draw or a penalty the name of its
 * ::uno_draw_reason, for ::UNO_EV_HOOK_REFUSED the name of its
 * ::uno_reason, else the number), `value`, `side`, and with two-sided
 * cards, when the seat is told one, `hidden` (the face of the other
 * side, in its letters); `hidden` is left out otherwise.
 * @param game The game the event is from.
 * @param seat The seat told, or ::UNO_SPECTATOR.
 * @param event The event, as the event hook got it.
 * @param buf Where the text goes (may be NULL when @p cap is 0).
 * @param cap Capacity of @p buf in bytes.
 * @return The length of the text, or ::UNO_EINVAL (what
 *         uno_event_for_seat() refuses, NULL @p buf with a non-zero @p cap).
 * @since 1.1
 */
UNO_API int uno_event_json(const uno_game *game, int seat, const uno_event *event, char *buf,
			   size_t cap);

#ifdef __cplusplus
}
#endif

#endif /* UNO_JSON_H */
