/*
 * libuno: a rules engine for UNO and its official variants.
 * SPDX-License-Identifier: MIT
 */
/**
 * @file common.h
 * @brief Export macros, status codes and the allocator hook shared by every
 *        other header.
 */
#ifndef UNO_COMMON_H
#define UNO_COMMON_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @def UNO_API
 * @brief Marks a function exported from libuno.
 *
 * On ELF systems the library is built with hidden visibility; only
 * declarations carrying this macro (and listed in the linker version
 * script) are exported. On Windows it is `__declspec(dllexport)` while the
 * DLL is built (UNO_BUILDING), `__declspec(dllimport)` for a program using
 * the DLL, and nothing for one linking the static library, which must
 * define UNO_STATIC before including any libuno header (meson's
 * dependency object does so).
 * @since 1.0
 */
#if defined(_WIN32) || defined(__CYGWIN__)
#if defined(UNO_STATIC)
#define UNO_API
#elif defined(UNO_BUILDING)
#define UNO_API __declspec(dllexport)
#else
#define UNO_API __declspec(dllimport)
#endif
#elif defined(__GNUC__) && __GNUC__ >= 4
#define UNO_API __attribute__((visibility("default")))
#else
#define UNO_API
#endif

/**
 * @brief Status codes returned by libuno functions.
 *
 * Zero is success; every error is negative, so a function that returns a
 * count or a seat returns one of these when it fails. Use uno_strerror() for
 * a name and uno_game_errmsg() for what went wrong in a particular game.
 * @since 1.0
 */
typedef enum uno_status {
	UNO_OK = 0,            /**< Success. */
	UNO_EINVAL = -1,       /**< An argument is NULL, out of range or malformed. */
	UNO_ENOMEM = -2,       /**< The allocator returned NULL. */
	UNO_EILLEGAL = -3,     /**< The move breaks a rule; see uno_reason. */
	UNO_ETURN = -4,        /**< The move is not this seat's to make now. */
	UNO_EPARSE = -5,       /**< Text is not valid card or move notation. */
	UNO_ERANGE = -6,       /**< An option value is outside its bounds. */
	UNO_ENOTSUP = -7,      /**< The option or feature does not exist in this variant. */
	UNO_ESTATE = -8,       /**< The game is not in a state where this call makes sense. */
	UNO_EBUSY = -9,        /**< A hook tried to change the game that is calling it. */
	UNO_ENOTFOUND = -10,   /**< No built-in rule table has that name. */
	UNO_EDECK = -11,       /**< A scripted deck is not the variant's deck. */
	UNO_ENOSPC = -12,      /**< A caller buffer is too small for a string. */
	UNO_EFORMAT = -13      /**< Saved bytes are not a valid, consistent saved game. */
} uno_status;

/**
 * @brief Names a status code.
 * @param code A value of ::uno_status (any int is accepted).
 * @return A static, NUL-terminated string such as "UNO_EINVAL: invalid
 *         argument"; a generic string for unknown codes. Never NULL.
 * @since 1.0
 */
UNO_API const char *uno_strerror(int code);

/**
 * @brief Allocator hook, realloc-style.
 *
 * Called as `alloc(NULL, n, user)` to allocate n bytes, `alloc(p, 0, user)`
 * to free p (which is never NULL then), and never to resize. Returning NULL
 * from an allocation makes the calling function fail with ::UNO_ENOMEM and
 * leave nothing behind. Pass NULL wherever an allocator is accepted to use
 * malloc() and free().
 * @since 1.0
 */
typedef void *(*uno_alloc_fn)(void *ptr, size_t size, void *user);

/** @brief Largest number of seats any variant allows. @since 1.0 */
#define UNO_MAX_PLAYERS 10

/**
 * @brief Largest deck any variant may have (cards): the capacity of the
 *        card arrays of ::uno_view and a buffer size that always suffices
 *        for a hand, a deck or a pile: 256, room for editions such as
 *        No Mercy's 168 cards.
 * @since 1.0
 */
#define UNO_MAX_DECK 256

/**
 * @brief A buffer of this many moves always holds every legal move of a
 *        seat (see uno_game_legal_moves()).
 * @since 1.0
 */
#define UNO_MAX_MOVES 512

#ifdef __cplusplus
}
#endif

#endif /* UNO_COMMON_H */
