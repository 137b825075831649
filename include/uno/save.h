/*
 * libuno: a rules engine for UNO and its official variants.
 * SPDX-License-Identifier: MIT
 */
/**
 * @file save.h
 * @brief Saving a game to bytes and loading it back.
 *
 * The format is compact, versioned and endian-neutral (every number is
 * written little-endian, byte by byte): the variant by name, every option,
 * and the whole state of the match. Loading a saved game gives a game that
 * answers every query and every future move exactly as the original would.
 * Loading never trusts its input: lengths, card counts against the rule
 * table, seats and the consistency of the pending decision are all checked,
 * and anything inconsistent is refused with ::UNO_EFORMAT.
 */
#ifndef UNO_SAVE_H
#define UNO_SAVE_H

#include "game.h"

#ifdef __cplusplus
extern "C" {
#endif

/** @brief A buffer of this many bytes always holds a saved game. @since 0.1 */
#define UNO_SAVE_MAX 4096

/** @brief Version of the save format this library writes. @since 0.1 */
#define UNO_SAVE_VERSION 1

/**
 * @brief Saves a game (count-then-fill).
 *
 * Hooks and the allocator are not saved: they belong to the host.
 * @param game The game.
 * @param buf Where up to @p cap bytes are written (NULL if @p cap is 0).
 * @param cap Capacity of @p buf; ::UNO_SAVE_MAX always suffices.
 * @return The size of the saved game in bytes (may exceed @p cap, and then
 *         nothing is written), or ::UNO_EINVAL.
 * @since 0.1
 */
UNO_API int uno_game_save(const uno_game *game, uint8_t *buf, size_t cap);

/**
 * @brief Loads a saved game.
 * @param[out] out The new game, owned by the caller (uno_game_free()); NULL
 *             on error.
 * @param buf The saved bytes.
 * @param len Their length.
 * @param alloc Allocator for the game, or NULL for malloc().
 * @param user Passed to @p alloc.
 * @return ::UNO_OK, ::UNO_EINVAL (NULL pointers), ::UNO_EFORMAT (not a saved
 *         game, another format version, truncated, trailing bytes, or any
 *         inconsistency), ::UNO_ENOMEM.
 * @since 0.1
 */
UNO_API int uno_game_load(uno_game **out, const uint8_t *buf, size_t len,
			  uno_alloc_fn alloc, void *user);

#ifdef __cplusplus
}
#endif

#endif /* UNO_SAVE_H */
