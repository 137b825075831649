/*
 * libuno: a rules engine for UNO and its official variants.
 * SPDX-License-Identifier: MIT
 */
/**
 * @file text.h
 * @brief Names for the library's codes, and English words for cards and
 *        events.
 *
 * Two kinds of text, so that no host keeps a vocabulary of its own
 * (doc/hooks.md, "Naming and wording events"):
 *
 * - **Names**: a stable lower-case identifier per code ("play",
 *   "knocked_out", "round_over", "uno_penalty"), for logs, JSON and
 *   protocols. A name is the code's enum constant without its prefix, in
 *   lower case (::UNO_EV_KNOCKED_OUT is "knocked_out"), never changes once
 *   released, and is unique among the names of its enum. Unknown codes have
 *   no name: the functions return NULL.
 * - **Words**: English for a player to read: a card's name in a variant
 *   (uno_rules_card_name()) and one sentence per event (uno_event_text()).
 *   The words may be improved from one release to the next; a program that
 *   parses them should read the names and the event's fields instead.
 *
 * Every function here is pure: it reads its arguments (and a table's
 * variant) only, allocates nothing and may be called from any thread, from
 * hooks too.
 */
#ifndef UNO_TEXT_H
#define UNO_TEXT_H

#include "game.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief The stable name of an event type ("play", "first_card_returned",
 *        "knocked_out", "shed", "flip").
 * @param type A ::uno_event_type.
 * @return A static string, or NULL for a value that is no event type.
 * @since 1.0
 */
UNO_API const char *uno_event_type_name(int type);

/**
 * @brief The stable name of a phase ("play", "drawn", "round_over",
 *        "match_over", "more").
 * @param phase A ::uno_phase.
 * @return A static string, or NULL for a value that is no phase.
 * @since 1.0
 */
UNO_API const char *uno_phase_name(int phase);

/**
 * @brief The stable name of a draw reason ("turn", "card_effect",
 *        "uno_penalty", "challenge_guilty", "misplay").
 * @param reason A ::uno_draw_reason.
 * @return A static string, or NULL for a value that is no draw reason.
 * @since 1.0
 */
UNO_API const char *uno_draw_reason_name(int reason);

/**
 * @brief The stable name of a seat status ("in", "out", "eliminated",
 *        "knocked_out").
 * @param status A ::uno_seat_status.
 * @return A static string, or NULL for a value that is no seat status.
 * @since 1.0
 */
UNO_API const char *uno_seat_status_name(int status);

/**
 * @brief The stable name of a refusal reason ("ok", "no_match",
 *        "not_your_turn", "play_if_able"); uno_reason_message() gives the
 *        sentence for a player.
 * @param reason A ::uno_reason.
 * @return A static string, or NULL for a value that is no reason.
 * @since 1.0
 */
UNO_API const char *uno_reason_name(int reason);

/**
 * @brief The English name of a color on one side of the cards: "red",
 *        "yellow", "green", "blue" on the light side (as uno_color_name()),
 *        "pink", "teal", "orange", "purple" on the dark side of two-sided
 *        cards (UNO Flip, FL-2).
 * @param color A ::uno_color 0-3.
 * @param side 0 (light, or the only side) or 1 (dark).
 * @return A static string, or NULL for another color or side.
 * @since 1.0
 */
UNO_API const char *uno_color_name_side(int color, int side);

/**
 * @brief A card's English name in a variant, read on one side: its color
 *        (uno_color_name_side()) and its kind's name in the table
 *        (uno_rules_kind_name()) with each word capitalized: "red 7",
 *        "blue Draw Two", "Wild Draw Four", "pink Skip Everyone",
 *        "Wild Color Roulette". A wild that carries a named color, as on
 *        the discard pile, adds it: "Wild Draw Four (blue)".
 *
 * Like snprintf(): writes at most @p cap bytes including the NUL and
 * returns the length the whole name needs, so a return value `>= cap`
 * means it was cut. 64 bytes always suffice.
 * @param rules The table whose names are used.
 * @param card A card the table can name (as uno_rules_card_format()).
 * @param side 0, or 1 for the dark side of a two-sided deck
 *        (uno_rules_sides()); an event's side is its `side`.
 * @param buf Where the name goes (may be NULL when @p cap is 0).
 * @param cap Capacity of @p buf.
 * @return The length of the name, or ::UNO_EINVAL (NULL table, a card the
 *         table cannot name, a side the deck does not have, NULL @p buf
 *         with a non-zero @p cap).
 * @since 1.0
 */
UNO_API int uno_rules_card_name(const uno_rules *rules, uno_card card, int side, char *buf,
				size_t cap);

/**
 * @brief A buffer of this many bytes always holds the text of an event
 *        without host seat names (uno_event_text() with @p seat_names
 *        NULL); each seat name an event's text uses may add its length.
 * @since 1.0
 */
#define UNO_EVENT_TEXT_MAX 320

/**
 * @brief Words an event for a player-facing log: one English sentence,
 *        such as "Seat 2 plays red Draw Two.", "You must draw 2 cards (UNO
 *        penalty).", "Alice draws a card.".
 *
 * The text says exactly what the event says, with the table's card names
 * (uno_rules_card_name()) read on the event's `side`: the dark side's
 * colors and kinds in UNO Flip, a variant's own kinds (No Mercy's Discard
 * All, Wild Color Roulette) by their names. It never adds a card the event
 * does not carry: a card given as the no-card value (kind 0 with
 * ::UNO_NO_COLOR, what an event carries where it names no card, and what
 * a host puts where a seat may not see the card) reads "a card": "Seat 1
 * draws a card.". Every event type has its words, and every draw reason
 * (the `reason` of ::UNO_EV_DRAW and ::UNO_EV_PENALTY) its own in
 * parentheses ("(UNO penalty)", "(caught bluffing)"), but for a draw move,
 * which needs none. A wild's color is
 * told by the ::UNO_EV_COLOR event that follows its play, not by the
 * play's text ("Seat 2 plays Wild Draw Four." then "Seat 2 names blue.").
 * Counts agree with their nouns ("1 card", "2 cards", "1 point").
 *
 * Seats: @p viewer is the seat the log is for, or -1 for a log for nobody
 * in particular (a spectator, a file). The viewer's seat is "you", with
 * the verb to match ("You draw a card.", "Seat 3 catches you not calling
 * UNO."), whatever @p seat_names says of it; a host that wants the
 * viewer's own name passes -1. Any other seat s is `seat_names[s]` as it
 * is, when @p seat_names is not NULL, s is below @p names and that entry
 * is neither NULL nor empty; otherwise "seat s" ("Seat s" at the start of
 * the sentence). The library capitalizes only its own words: a host name
 * is never changed.
 *
 * Like snprintf(): writes at most @p cap bytes including the NUL (always
 * terminated when @p cap > 0) and returns the length the whole text
 * needs, so a return value `>= cap` means it was cut; pass NULL and 0 to
 * learn the length. ::UNO_EVENT_TEXT_MAX bytes suffice without host seat
 * names. A refused call writes nothing.
 * @param rules The table of the game the event comes from (uno_game_rules(),
 *        or a table of the same variant).
 * @param event The event, as the event hook got it or as a host changed it
 *        for one seat.
 * @param viewer The seat the text is for, or -1.
 * @param seat_names Host names of the seats, indexed by seat, or NULL.
 * @param names How many entries @p seat_names has (0 when it is NULL).
 * @param buf Where the text goes (may be NULL when @p cap is 0).
 * @param cap Capacity of @p buf.
 * @return The length of the text, or ::UNO_EINVAL, with nothing written:
 *         a NULL @p rules or @p event, a NULL @p buf with a non-zero
 *         @p cap, a NULL @p seat_names with a non-zero @p names, a
 *         @p viewer that is neither -1 nor a seat (0 to
 *         ::UNO_MAX_PLAYERS - 1), or an event the library never makes:
 *         an unknown type, a side the table does not have, a seat the type
 *         needs that is not a seat, a card the table cannot name (that is
 *         not the no-card value), a color, reason or value out of the
 *         type's range.
 * @since 1.0
 */
UNO_API int uno_event_text(const uno_rules *rules, const uno_event *event, int viewer,
			   const char *const *seat_names, size_t names, char *buf, size_t cap);

#ifdef __cplusplus
}
#endif

#endif /* UNO_TEXT_H */
