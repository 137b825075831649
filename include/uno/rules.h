/*
 * libuno: a rules engine for UNO and its official variants.
 * SPDX-License-Identifier: MIT
 */
/**
 * @file rules.h
 * @brief Rule tables: the built-in variants and their options.
 *
 * A ::uno_rules is a variant's rule table (deck, hand size, player range,
 * card effects, first-card handling, scoring) plus the values of its
 * options. The built-in tables are read-only and found by name; copy one to
 * change options, then create games from the copy. A game keeps its own copy
 * of the rules, so a table may be freed once its games are created.
 */
#ifndef UNO_RULES_H
#define UNO_RULES_H

#include "card.h"
#include "move.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief An opaque rule table with option values.
 * @since 1.0
 */
typedef struct uno_rules uno_rules;

/**
 * @brief Options, keyed by a stable id; each also has a stable name
 *        (uno_option_name()) shared by C, Python and the command line.
 *
 * New options are only ever added at the end.
 * @since 1.0
 */
typedef enum uno_option {
	/** `target_score`: points that win the match (G-8); 500 in Classic. */
	UNO_OPT_TARGET_SCORE = 0,
	/** `hand_size`: cards dealt to each player; 7 in Classic. */
	UNO_OPT_HAND_SIZE = 1,
	/** `uno_penalty`: cards drawn when caught not calling UNO (G-6); 2. */
	UNO_OPT_UNO_PENALTY = 2,
	/** `challenge_penalty`: extra cards an unsuccessful challenger draws (C-7); 2. */
	UNO_OPT_CHALLENGE_PENALTY = 3,
	/** `challenger_skipped`: 1 = a successful challenger still loses the turn (C-7); 0. */
	UNO_OPT_CHALLENGER_SKIPPED = 4,
	/** `wild_first_returned`: 1 = a Wild turned as first discard goes back too (C-3); 0. */
	UNO_OPT_WILD_FIRST_RETURNED = 5,
	/** `strict_wild_draw`: 1 = a Wild Draw Four bluff is refused, no challenge (C-6, H-6); 0. */
	UNO_OPT_STRICT_WILD_DRAW = 6,
	/** `lowest_score_wins`: 1 = each adds their own hand, lowest total wins (G-9); 0. */
	UNO_OPT_LOWEST_SCORE_WINS = 7,
	/** `dealer`: -1 = first dealer drawn by lot (C-2), 0-9 = that seat deals first (G-5). */
	UNO_OPT_DEALER = 8,
	/** `elimination_limit`: total that eliminates a player (E-1); 500, Challenge only. */
	UNO_OPT_ELIMINATION_LIMIT = 9,
	/** `rotating_partners`: 1 = partners change every round, individual totals (P-3); 0, Partners only. */
	UNO_OPT_ROTATING_PARTNERS = 10,
	/** `stacking`: 0 off; 1 = a draw card may answer one of its own kind; 2 = any draw card may answer any (H-1); 0. */
	UNO_OPT_STACKING = 11,
	/** `draw_until_playable`: 1 = a draw move draws until a playable card shows (H-2); 0. */
	UNO_OPT_DRAW_UNTIL_PLAYABLE = 12,
	/** `force_play`: 1 = a playable drawn card must be played (H-3); 0. */
	UNO_OPT_FORCE_PLAY = 13,
	/** `jump_in`: 1 = a card identical to the top card may be played out of turn (H-4); 0. */
	UNO_OPT_JUMP_IN = 14,
	/** `seven_o`: 1 = a 7 swaps hands with a chosen seat, a 0 passes every hand on (H-5); 0. */
	UNO_OPT_SEVEN_O = 15,
	/** `referee`: 1 = a play that breaks a rule is accepted and marked, and
	 *  may be caught (`misplay N`) until the next player begins; 0. */
	UNO_OPT_REFEREE = 16,
	/** `misplay_penalty`: cards a caught misplay costs its player; 2. */
	UNO_OPT_MISPLAY_PENALTY = 17,
	/** `play_if_able`: 1 = a player who can play a card must play, and may
	 *  not draw instead (house rule, doc/house-rules.md); 0.
	 *  @since 1.0 */
	UNO_OPT_PLAY_IF_ABLE = 18,
	/** `last_card_number`: 1 = nobody goes out on an action or wild card:
	 *  a player's last card is played only if it is a number (house rule,
	 *  doc/house-rules.md); 0.
	 *  @since 1.0 */
	UNO_OPT_LAST_CARD_NUMBER = 19,
	/** `seven_swap`: 1 = a 7 swaps hands with a chosen seat, Seven-O's 7
	 *  alone (H-5, doc/house-rules.md); 0.
	 *  @since 1.0 */
	UNO_OPT_SEVEN_SWAP = 20,
	/** `zero_pass`: 1 = a 0 passes every hand one seat along the direction
	 *  of play, Seven-O's 0 alone (H-5, doc/house-rules.md); 0.
	 *  @since 1.0 */
	UNO_OPT_ZERO_PASS = 21,
	/** `no_challenge`: 1 = a wild draw card may be bluffed but is never
	 *  challenged: its victim just draws (H-16, doc/house-rules.md); 0.
	 *  @since 1.0 */
	UNO_OPT_NO_CHALLENGE = 22,
	/** `no_uno_call`: 1 = nobody calls UNO: no call, no catch, no penalty
	 *  for a last card (H-14, doc/house-rules.md); 0.
	 *  @since 1.0 */
	UNO_OPT_NO_UNO_CALL = 23,
	/** `double_score`: 1 = every round's points count double (H-15,
	 *  doc/house-rules.md); 0.
	 *  @since 1.0 */
	UNO_OPT_DOUBLE_SCORE = 24,
	/** `jump_in_wild`: 1 = a wild of the same kind as the wild on top may
	 *  be played out of turn, naming a color (H-13, doc/house-rules.md); 0.
	 *  @since 1.0 */
	UNO_OPT_JUMP_IN_WILD = 25,
	/** `deflect`: 1 = a player facing a draw card may pass it on with a
	 *  Skip (to the next player) or a Reverse (back the other way) (H-9,
	 *  doc/house-rules.md); 0.
	 *  @since 1.0 */
	UNO_OPT_DEFLECT = 26,
	/** `multi_play`: 1 = after playing a number card, a player may play
	 *  more cards of that number, one at a time, before the turn ends
	 *  (::UNO_PHASE_MORE; H-10, doc/house-rules.md); 0.
	 *  @since 1.0 */
	UNO_OPT_MULTI_PLAY = 27,
	/** `hand_limit`: 0 off; N = a player who holds N or more cards is out
	 *  of the round (H-11, doc/house-rules.md); 0.
	 *  @since 1.0 */
	UNO_OPT_HAND_LIMIT = 28,
	/** `single_round`: 1 = a match is one round: its winner wins the match
	 *  whatever the scores (No Mercy, NM-1; 0 there plays to
	 *  `target_score`, NM-13); 0.
	 *  @since 1.0 */
	UNO_OPT_SINGLE_ROUND = 29,
	UNO_OPT_COUNT_ = 30 /**< Number of options in this header; not an option. */
} uno_option;

/**
 * @brief Finds a built-in rule table by name ("classic", ...).
 * @param[out] out The table; read-only, valid for the life of the process.
 * @param name The variant's name; case-sensitive.
 * @return ::UNO_OK, ::UNO_EINVAL for NULL, ::UNO_ENOTFOUND for an unknown name.
 * @since 1.0
 */
UNO_API int uno_rules_builtin(const uno_rules **out, const char *name);

/**
 * @brief The number of built-in rule tables.
 * @return The count (at least 1).
 * @since 1.0
 */
UNO_API size_t uno_rules_builtin_count(void);

/**
 * @brief The built-in rule table at @p index, in a fixed order ("classic"
 *        first).
 * @param index From 0 to uno_rules_builtin_count() - 1.
 * @return The table, or NULL when @p index is out of range.
 * @since 1.0
 */
UNO_API const uno_rules *uno_rules_builtin_at(size_t index);

/**
 * @brief Copies a rule table (built-in or not), options included.
 * @param[out] out The new table, owned by the caller: free it with
 *             uno_rules_free().
 * @param src The table to copy.
 * @param alloc Allocator for the copy, or NULL for malloc().
 * @param user Passed to @p alloc.
 * @return ::UNO_OK, ::UNO_EINVAL, ::UNO_ENOMEM (then `*out` is NULL).
 * @since 1.0
 */
UNO_API int uno_rules_copy(uno_rules **out, const uno_rules *src,
			   uno_alloc_fn alloc, void *user);

/**
 * @brief Where a variant definition was refused, and why
 *        (uno_rules_define()).
 * @since 1.0
 */
typedef struct uno_definition_error {
	uint32_t size;     /**< Set by the caller to `sizeof(uno_definition_error)`. */
	int32_t line;      /**< The line at fault, from 1; 0 when the text as a whole is. */
	int32_t column;    /**< The byte in that line, from 1; 0 with line 0. */
	char message[120]; /**< What is wrong, in English, NUL-terminated. */
} uno_definition_error;

/**
 * @brief Reads a variant definition (doc/variant-format.md) into a new
 *        rule table: a variant of its own, played like a built-in one.
 *
 * The text names the deck, the players, the hand size and target, the
 * teams, the rules of each card kind from the library's vocabulary and
 * the options the variant supports with their defaults. It is checked
 * whole: a definition is either read entirely or refused with the line,
 * column and reason of its first mistake. Reading stops at @p len bytes
 * or at a NUL byte.
 *
 * The table is the caller's, with its options at the definition's
 * defaults (set them with uno_rules_set()); free it with uno_rules_free().
 * Games made from it, their clones and games loaded from their saves keep
 * the variant as long as they need it, after the table is freed too, and
 * uno_rules_definition() writes its text back.
 * @param[out] out The new table; NULL on error.
 * @param text The definition.
 * @param len Its length in bytes (or more: a NUL ends it).
 * @param[out] error Where and why a definition was refused (its `size`
 *        set by the caller), or NULL.
 * @param alloc Allocator for the table and the variant, or NULL for
 *        malloc().
 * @param user Passed to @p alloc.
 * @return ::UNO_OK; ::UNO_EPARSE (the definition is wrong: @p error says
 *         where and why); ::UNO_EINVAL (NULL @p out or @p text, or an
 *         @p error whose `size` is too small); ::UNO_ENOMEM.
 * @since 1.0
 */
UNO_API int uno_rules_define(uno_rules **out, const char *text, size_t len,
			     uno_definition_error *error, uno_alloc_fn alloc, void *user);

/**
 * @brief Writes a table's variant as a definition (doc/variant-format.md)
 *        that uno_rules_define() reads back to the same variant: any
 *        table, built-in or defined. The options are the variant's
 *        defaults, not the table's current values.
 *
 * snprintf() semantics: returns the length of the whole text, and writes
 * as much of it as fits in @p cap bytes, always NUL-terminated when
 * @p cap > 0; pass NULL and 0 to learn the length.
 * @param rules The table.
 * @param buf Where to write, or NULL when @p cap is 0.
 * @param cap Bytes at @p buf.
 * @return The text's length in bytes (without the NUL), or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_rules_definition(const uno_rules *rules, char *buf, size_t cap);

/**
 * @brief Frees a table made by uno_rules_copy() or uno_rules_define().
 * @param rules The table, or NULL. Built-in tables and a game's table are
 *        ignored (they are not the caller's to free).
 * @since 1.0
 */
UNO_API void uno_rules_free(uno_rules *rules);

/**
 * @brief The variant's name ("classic").
 * @param rules The table.
 * @return A static string, or NULL for a NULL table.
 * @since 1.0
 */
UNO_API const char *uno_rules_name(const uno_rules *rules);

/**
 * @brief A one-paragraph summary of the variant and where its rules come
 *        from.
 * @param rules The table.
 * @return A static string, or NULL for a NULL table.
 * @since 1.0
 */
UNO_API const char *uno_rules_summary(const uno_rules *rules);

/**
 * @brief The range of player counts the variant allows.
 * @param rules The table.
 * @param[out] min Fewest players (may be NULL).
 * @param[out] max Most players (may be NULL).
 * @return ::UNO_OK or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_rules_players(const uno_rules *rules, int *min, int *max);

/**
 * @brief Whether the variant may be played by @p players seats (Partners
 *        and Teams need an even count, Two-player exactly two).
 * @param rules The table.
 * @param players A player count.
 * @return 1 or 0, or ::UNO_EINVAL for a NULL table.
 * @since 1.0
 */
UNO_API int uno_rules_allows_players(const uno_rules *rules, int players);

/**
 * @brief How many players form a team in this variant.
 * @param rules The table.
 * @return 1 (everyone plays alone) or 2 (partners sit across: seat s and
 *         s + n/2, P-1, TM-1), or ::UNO_EINVAL for a NULL table.
 * @since 1.0
 */
UNO_API int uno_rules_team_size(const uno_rules *rules);

/**
 * @brief The variant's deck, one entry per physical card, in a fixed
 *        canonical order (count-then-fill).
 * @param rules The table.
 * @param buf Where to write up to @p cap cards (may be NULL if @p cap is 0).
 * @param cap Capacity of @p buf.
 * @return The number of cards in the deck (which may exceed @p cap), or
 *         ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_rules_deck(const uno_rules *rules, uno_card *buf, size_t cap);

/**
 * @brief How many faces the variant's cards have: 1, or 2 for two-sided
 *        cards (UNO Flip, FL-1), which have a light and a dark face.
 *
 * On a two-sided deck every card shows one side at a time, the same side
 * for all of them (FL-4; uno_game_side()). uno_rules_deck() lists the
 * cards by their light faces, uno_rules_deck_side() by either. A
 * scripted deck (uno_game_new_scripted()) lists each card as two
 * entries, its light face then its dark face. The dark side's colors are
 * written `P` (pink), `T` (teal), `O` (orange) and `V` (purple) in the
 * notation, on the numbers of red, yellow, green and blue (0-3).
 * @param rules The table.
 * @return 1 or 2, or ::UNO_EINVAL for a NULL table.
 * @since 1.0
 */
UNO_API int uno_rules_sides(const uno_rules *rules);

/**
 * @brief The variant's cards by their faces on one side, in face order
 *        (count-then-fill).
 * @param rules The table.
 * @param side 0 (the light side, or the only one: what uno_rules_deck()
 *        gives) or 1 (the dark side of a two-sided deck).
 * @param buf Where to write up to @p cap cards (may be NULL if @p cap is 0).
 * @param cap Capacity of @p buf.
 * @return The number of cards (which may exceed @p cap), or ::UNO_EINVAL
 *         (a NULL table, a side the deck does not have).
 * @since 1.0
 */
UNO_API int uno_rules_deck_side(const uno_rules *rules, int side, uno_card *buf, size_t cap);

/**
 * @brief The points a card scores in this variant (G-8).
 * @param rules The table.
 * @param kind A ::uno_kind.
 * @return The points, or ::UNO_EINVAL (NULL table, or a kind the variant's
 *         deck does not have).
 * @since 1.0
 */
UNO_API int uno_rules_points(const uno_rules *rules, int kind);

/**
 * @brief A kind's name in this variant: the built-in name ("skip"), or the
 *        name a variant definition gives a kind of its own.
 *
 * A definition may add kinds (doc/variant-format.md): each takes a kind
 * number the variant's deck leaves free, colored ones from 0-13, wild
 * ones from 14-19, so ::uno_kind names the built-in kinds' numbers and a
 * variant of one's own may give a number another meaning. uno_kind_name()
 * knows only the built-in names; this call knows the variant's.
 * @param rules The table.
 * @param kind A kind number, 0 to ::UNO_KIND_COUNT - 1.
 * @return A string that lives as long as the table (or any game holding
 *         its variant), or NULL for a NULL table or a kind out of range.
 * @since 1.0
 */
UNO_API const char *uno_rules_kind_name(const uno_rules *rules, int kind);

/**
 * @brief What playing a kind does in this table, in the words of the
 *        variant definition format (doc/variant-format.md): "skip, draw 2",
 *        "reverse", "number, swap-hands", "none".
 *
 * The kind's own effects and those a house rule that is on in this table
 * adds to it (the 7's `swap-hands` under `seven_o`), in the format's order,
 * a `draw N` last; a wild's restriction and first-discard rule are not
 * effects. For a host that shows what a variant's cards do, its own kinds
 * included.
 * @param rules The table.
 * @param kind A kind the table's deck has cards of.
 * @param[out] buf Where the text goes, with its NUL.
 * @param cap Capacity of @p buf (64 is enough for every kind of the
 *        built-in variants; 256 for any).
 * @return The text's length, ::UNO_EINVAL (NULL pointers, a kind out of
 *         range or without cards in the deck), ::UNO_ENOSPC (@p cap too
 *         small; @p buf untouched).
 * @since 1.0
 */
UNO_API int uno_rules_kind_effects(const uno_rules *rules, int kind, char *buf, size_t cap);

/**
 * @brief A kind's symbol in this variant's notation ("S", "W4", or a new
 *        kind's own, as in doc/variant-format.md).
 * @param rules The table.
 * @param kind A kind number, 0 to ::UNO_KIND_COUNT - 1.
 * @return A string that lives as long as the table, or NULL for a NULL
 *         table or a kind out of range.
 * @since 1.0
 */
UNO_API const char *uno_rules_kind_symbol(const uno_rules *rules, int kind);

/**
 * @brief uno_card_parse() in this variant's notation, which knows the
 *        kinds its definition adds.
 * @param rules The table.
 * @param text The card ("RS2", "WX/B"); at most @p len bytes are read,
 *        stopping at a NUL.
 * @param len The most bytes to read.
 * @param[out] out The card.
 * @return ::UNO_OK, ::UNO_EINVAL (NULL arguments), ::UNO_EPARSE.
 * @since 1.0
 */
UNO_API int uno_rules_card_parse(const uno_rules *rules, const char *text, size_t len,
				 uno_card *out);

/**
 * @brief uno_card_format() in this variant's notation.
 * @param rules The table.
 * @param card A valid card.
 * @param buf Where to write the text (may be NULL if @p cap is 0).
 * @param cap Capacity of @p buf, NUL included.
 * @return The text's length (snprintf-style: the text is cut to fit), or
 *         ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_rules_card_format(const uno_rules *rules, uno_card card, char *buf, size_t cap);

/**
 * @brief Formats a card as it reads on one side of two-sided cards: on the
 *        dark side (1) its color letter is the dark one (`P`, `T`, `O`,
 *        `V`: pink, teal, orange, purple). Side 0 is uno_rules_card_format().
 * @param rules The table.
 * @param card The card (a face of that side).
 * @param side 0, or 1 for a two-sided deck (uno_rules_sides()); a game's
 *        side in play is uno_game_side().
 * @param buf Where the text goes (NUL-terminated when it fits).
 * @param cap Capacity of @p buf.
 * @return The text's length without its NUL (written only when it fits),
 *         or ::UNO_EINVAL (NULL, a side the deck does not have, a card the
 *         table cannot name).
 * @since 1.0
 */
UNO_API int uno_rules_card_format_side(const uno_rules *rules, uno_card card, int side, char *buf,
				       size_t cap);

/**
 * @brief uno_move_parse() in this variant's notation.
 * @param rules The table.
 * @param text The move ("RS2!", "give WX"); at most @p len bytes are read.
 * @param len The most bytes to read.
 * @param[out] out The move.
 * @return ::UNO_OK, ::UNO_EINVAL (NULL arguments), ::UNO_EPARSE.
 * @since 1.0
 */
UNO_API int uno_rules_move_parse(const uno_rules *rules, const char *text, size_t len,
				 uno_move *out);

/**
 * @brief uno_move_format() in this variant's notation.
 * @param rules The table.
 * @param move A well-formed move.
 * @param buf Where to write the text (may be NULL if @p cap is 0).
 * @param cap Capacity of @p buf, NUL included.
 * @return The text's length (snprintf-style), or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_rules_move_format(const uno_rules *rules, const uno_move *move, char *buf,
				  size_t cap);

/**
 * @brief Formats a move as it reads on one side of two-sided cards: its
 *        card and color in the side's letters (uno_rules_card_format_side()).
 *        The table's parser reads both sides' letters.
 * @param rules The table.
 * @param move The move.
 * @param side 0, or 1 for a two-sided deck.
 * @param buf Where the text goes (NUL-terminated when it fits).
 * @param cap Capacity of @p buf.
 * @return The text's length without its NUL, or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_rules_move_format_side(const uno_rules *rules, const uno_move *move, int side,
				       char *buf, size_t cap);

/**
 * @brief Reads an option.
 * @param rules The table.
 * @param option A ::uno_option.
 * @param[out] value Its value.
 * @return ::UNO_OK, ::UNO_EINVAL (NULL or unknown option), ::UNO_ENOTSUP
 *         (the variant has no such option).
 * @since 1.0
 */
UNO_API int uno_rules_get(const uno_rules *rules, int option, int *value);

/**
 * @brief Sets an option on a table made by uno_rules_copy().
 * @param rules The table.
 * @param option A ::uno_option.
 * @param value The new value, within the bounds of uno_rules_option_info().
 * @return ::UNO_OK, ::UNO_EINVAL (NULL or unknown option), ::UNO_ENOTSUP
 *         (the variant has no such option), ::UNO_ERANGE (out of bounds; the
 *         table is unchanged).
 * @since 1.0
 */
UNO_API int uno_rules_set(uno_rules *rules, int option, int value);

/**
 * @brief Bounds and default of an option in this variant.
 * @param rules The table.
 * @param option A ::uno_option.
 * @param[out] min Smallest value (may be NULL).
 * @param[out] max Largest value (may be NULL).
 * @param[out] def The variant's default (may be NULL).
 * @return ::UNO_OK, ::UNO_EINVAL, ::UNO_ENOTSUP.
 * @since 1.0
 */
UNO_API int uno_rules_option_info(const uno_rules *rules, int option,
				  int *min, int *max, int *def);

/**
 * @brief The number of option ids this library knows (ids are 0 to this
 *        minus one).
 * @return The count.
 * @since 1.0
 */
UNO_API int uno_option_count(void);

/**
 * @brief The stable name of an option ("uno_penalty").
 * @param option A ::uno_option.
 * @return A static string, or NULL for an unknown option.
 * @since 1.0
 */
UNO_API const char *uno_option_name(int option);

/**
 * @brief A one-line description of an option, naming its rule id.
 * @param option A ::uno_option.
 * @return A static string, or NULL for an unknown option.
 * @since 1.0
 */
UNO_API const char *uno_option_description(int option);

/**
 * @brief Finds an option by its stable name.
 * @param name The name (case-sensitive).
 * @param[out] out The option id.
 * @return ::UNO_OK, ::UNO_EINVAL for NULL, ::UNO_ENOTFOUND.
 * @since 1.0
 */
UNO_API int uno_option_lookup(const char *name, int *out);

#ifdef __cplusplus
}
#endif

#endif /* UNO_RULES_H */
