/*
 * Checks shared by the fuzz targets that hold a game (moves, load): what
 * must hold in every reachable state, whatever the players did.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_FUZZ_GAME_H
#define UNO_FUZZ_GAME_H

#include <uno/uno.h>

/*
 * Every invariant of one state: the library's own (uno__check_invariants);
 * every card of the game once (hands, draw and discard piles, cards turned
 * by a Casting Call add up to @p cards: C-1, X-1, CC-1, TM-2); hands sorted
 * and colorless wilds; seat status, teams, scores and queries in range;
 * the seat to decide has a legal move and nobody has one once the round is
 * over (G-3); every seat's legal moves sorted, unique, accepted by
 * uno_game_check_move() and formatting to notation that parses back; a
 * clone is equal; and the save round trip (fuzz_check_save).
 */
void fuzz_check_game(const uno_game *g, int cards);

/*
 * Save and load (DESIGN.md principle 9): the game saves within
 * UNO_SAVE_MAX, loads back to an equal state, and saving the loaded game
 * gives the same bytes.
 */
void fuzz_check_save(const uno_game *g);

/*
 * The edges of saving (save.h), costlier, checked less often: the size
 * query, a buffer one byte short (the size, nothing half-written), and the
 * save truncated by a byte or with a byte too many (refused).
 */
void fuzz_check_save_edges(const uno_game *g);

/*
 * Bytes of save format 2 (save.h) made whole again: their length and
 * CRC-32C rewritten to fit them, into @p out (UNO_SAVE_MAX bytes). Damage
 * a fuzzer makes is refused by the CRC before any field is read; the
 * copy takes it to the field checks, as an edit made on purpose would
 * be. Returns its size, or 0 when the bytes are not format 2 or need no
 * change.
 */
size_t fuzz_reseal(const uint8_t *data, size_t size, uint8_t *out);

/* Cards of the game: hands, both piles and turned cards. */
int fuzz_count_cards(const uno_game *g);

/*
 * Applies a move after checking it, with everything the one legality
 * oracle promises (DESIGN.md principle 3, G-10): uno_game_check_move() and
 * uno_game_apply() return the same status, the move is accepted exactly
 * when it is listed (a wild played without a color when the same play
 * naming a color is listed), a refused move changes nothing and sets the
 * game's message, an accepted one clears it (unless @p hooks_decide: a
 * hook's ignored answer may leave a message). Returns the status.
 */
int fuzz_attempt(uno_game *g, int seat, const uno_move *m, int hooks_decide);

/* Every legal move of every seat, each applied (fuzz_attempt) to its own
 * clone, leaves a game whose cards add up, that keeps the library's
 * invariants and that saves and loads back. */
void fuzz_apply_each_legal_move(const uno_game *g, int cards);

/*
 * Plays on for up to @p moves moves (next rounds included, until the match
 * ends): mostly a legal move of the seat to decide, sometimes another
 * seat's, now and then a wild without its color, and a random, mostly
 * illegal move before each, all through fuzz_attempt() and checked with
 * fuzz_check_game(). The choices come from @p rng, so a replay is exact.
 */
void fuzz_play_on(uno_game *g, int cards, uint64_t rng, int moves);

#endif
