/*
 * libuno: a rules engine for UNO and its official variants.
 * SPDX-License-Identifier: MIT
 */
/**
 * @file tournament.h
 * @brief Partner tournaments: who sits where each hand, and running totals.
 *
 * The multi-table tournament of the official rules: eight players at two
 * tables of four play partners, and every player partners every other
 * player for four hands, 28 hands in all. Generalized here to any multiple
 * of four players (one table of four per four players) and any number of
 * hands per partnership.
 *
 * The schedule rule (doc/tournament.md): players are numbered 0 to n-1.
 * Hand h pairs the players by the circle method, round r = h mod (n-1):
 * player n-1 partners r, and (r + k) mod (n-1) partners (r - k) mod (n-1)
 * for k = 1 .. n/2-1. That is also the rotation of the Partners house rule
 * `rotating_partners` (P-3) at a single table, which uses the same
 * function. The n/2 partnerships of the hand, in that order (0 to n/2-1),
 * meet at the tables by the same method one level up: repeat
 * j = h / (n-1) of the rotation sends partnerships q-1 and j' = j mod
 * (q-1) to table 0, and (j' + k) mod (q-1) with (j' - k) mod (q-1) to
 * table k (q = n/2 partnerships), so that the partnerships facing each
 * other change from one pass of the rotation to the next. At a table the
 * first partnership holds seats 0 and 2 and the second seats 1 and 3, each
 * in the order its players are named above: partners sit across, as a
 * Partners or Teams game seats them (P-1, TM-1).
 *
 * Each hand at each table is one round of a four-seat game the host plays
 * (any variant with partners: `partners`, or `teams` with four players).
 * Recording its points adds them to the four players' individual running
 * totals: with team scoring both partners of the side that went out score
 * the points of the hand (P-2), and each player's total is what they scored
 * with every partner.
 *
 * A tournament holds no game and calls no hook; all its memory is taken by
 * uno_tournament_new().
 */
#ifndef UNO_TOURNAMENT_H
#define UNO_TOURNAMENT_H

#include "game.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief An opaque partner tournament: the schedule and the running totals.
 * @since 1.0
 */
typedef struct uno_tournament uno_tournament;

/** @brief Seats at each table of a tournament. @since 1.0 */
#define UNO_TOURNAMENT_TABLE_SEATS 4

/** @brief Largest number of players in a tournament. @since 1.0 */
#define UNO_TOURNAMENT_MAX_PLAYERS 64

/** @brief Largest number of hands each pair of players plays as partners. @since 1.0 */
#define UNO_TOURNAMENT_MAX_REPEATS 100

/**
 * @brief Creates a tournament.
 * @param[out] out The new tournament, owned by the caller
 *             (uno_tournament_free()); NULL on error.
 * @param players Number of players: a multiple of 4, from 4 to
 *        ::UNO_TOURNAMENT_MAX_PLAYERS (8 for the official two tables).
 * @param hands_per_partner How many hands each pair of players plays as
 *        partners, 1 to ::UNO_TOURNAMENT_MAX_REPEATS (4 in the official
 *        rules).
 * @param alloc Allocator, or NULL for malloc().
 * @param user Passed to @p alloc.
 * @return ::UNO_OK, ::UNO_EINVAL (NULL @p out, or a count out of range),
 *         ::UNO_ENOMEM.
 * @since 1.0
 */
UNO_API int uno_tournament_new(uno_tournament **out, int players, int hands_per_partner,
			       uno_alloc_fn alloc, void *user);

/**
 * @brief Frees a tournament (NULL is ignored).
 * @param tournament The tournament.
 * @since 1.0
 */
UNO_API void uno_tournament_free(uno_tournament *tournament);

/**
 * @brief The number of players.
 * @param tournament The tournament.
 * @return The count, or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_tournament_players(const uno_tournament *tournament);

/**
 * @brief The number of tables (players / 4).
 * @param tournament The tournament.
 * @return The count, or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_tournament_tables(const uno_tournament *tournament);

/**
 * @brief The number of hands: (players - 1) x hands per partner (28 for
 *        eight players, four hands each).
 * @param tournament The tournament.
 * @return The count, or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_tournament_hands(const uno_tournament *tournament);

/**
 * @brief Who sits at a table for a hand.
 * @param tournament The tournament.
 * @param hand The hand, 0 to uno_tournament_hands() - 1.
 * @param table The table, 0 to uno_tournament_tables() - 1.
 * @param[out] players The players at seats 0 to 3: seats 0 and 2 are
 *             partners, and so are seats 1 and 3.
 * @return ::UNO_OK or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_tournament_seats(const uno_tournament *tournament, int hand, int table,
				 int players[UNO_TOURNAMENT_TABLE_SEATS]);

/**
 * @brief A player's partner for a hand.
 * @param tournament The tournament.
 * @param hand The hand.
 * @param player The player.
 * @return The partner's number, or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_tournament_partner(const uno_tournament *tournament, int hand, int player);

/**
 * @brief The table a player sits at for a hand.
 * @param tournament The tournament.
 * @param hand The hand.
 * @param player The player.
 * @return The table, or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_tournament_table_of(const uno_tournament *tournament, int hand, int player);

/**
 * @brief Records the points of one hand at one table.
 *
 * Each hand at each table is recorded once; nothing changes on error.
 * @param tournament The tournament.
 * @param hand The hand.
 * @param table The table.
 * @param points The points each seat (0 to 3, as uno_tournament_seats()
 *        gives them) scored in the hand, each from 0 to 1,000,000.
 * @return ::UNO_OK, ::UNO_EINVAL (out of range, NULL, negative or huge
 *         points), ::UNO_ESTATE (that hand at that table was recorded).
 * @since 1.0
 */
UNO_API int uno_tournament_record(uno_tournament *tournament, int hand, int table,
				  const int points[UNO_TOURNAMENT_TABLE_SEATS]);

/**
 * @brief Records the hand a four-seat game played at a table: the points
 *        are the game's totals (uno_game_score()) after its first round.
 * @param tournament The tournament.
 * @param hand The hand.
 * @param table The table.
 * @param game A game of four seats, seated as uno_tournament_seats() says,
 *        whose first round is over (::UNO_PHASE_ROUND_OVER or
 *        ::UNO_PHASE_MATCH_OVER, uno_game_round() 1).
 * @return As uno_tournament_record(), and ::UNO_EINVAL for a game that is
 *         not four seats, ::UNO_ESTATE for a game whose first round is not
 *         over (or that dealt another).
 * @since 1.0
 */
UNO_API int uno_tournament_record_game(uno_tournament *tournament, int hand, int table,
				       const uno_game *game);

/**
 * @brief Has this hand at this table been recorded?
 * @param tournament The tournament.
 * @param hand The hand.
 * @param table The table.
 * @return 1 or 0, or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_tournament_recorded(const uno_tournament *tournament, int hand, int table);

/**
 * @brief A player's running total: the points they scored in every hand
 *        recorded so far.
 * @param tournament The tournament.
 * @param player The player.
 * @return The total (0 or more), or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_tournament_total(const uno_tournament *tournament, int player);

/**
 * @brief The standings: players by running total, highest first, ties by
 *        the lower player number.
 * @param tournament The tournament.
 * @param order Receives up to @p cap player numbers (may be NULL if @p cap
 *        is 0).
 * @param cap Capacity of @p order.
 * @return The number of players (count-then-fill: may exceed @p cap), or
 *         ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_tournament_standings(const uno_tournament *tournament, int *order, size_t cap);

#ifdef __cplusplus
}
#endif

#endif /* UNO_TOURNAMENT_H */
