/*
 * libuno: a rules engine for UNO and its official variants.
 * SPDX-License-Identifier: MIT
 */
/**
 * @file save.h
 * @brief Saving a game to bytes and loading it back.
 *
 * The format is compact, versioned and endian-neutral (every number is
 * written little-endian, byte by byte): the variant by name (with its
 * definition when the host defined it, so that the game loads anywhere),
 * every option, and the whole state of the match. Loading a saved game gives a game that
 * answers every query and every future move exactly as the original would.
 * Loading never trusts its input: lengths, card counts against the rule
 * table, seats and the consistency of the pending decision are all checked,
 * and anything inconsistent is refused with ::UNO_EFORMAT.
 *
 * Saves of format 2 (::UNO_SAVE_VERSION, written since 1.0) carry their
 * length and a CRC-32C of all their bytes, so that damaged bytes are told
 * from a game: every save cut short or extended, and every save with one,
 * two or three bits changed, is refused as corrupt, before any field is
 * read (doc/state.md says what the check guarantees and what it does not:
 * it is no defence against bytes edited on purpose, which the field checks
 * are). Saves of format 1, which have no check, still load, and save again
 * as format 2.
 */
#ifndef UNO_SAVE_H
#define UNO_SAVE_H

#include "game.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief A buffer of this many bytes always holds a saved game. A game of a
 *        built-in variant takes at most 4096 bytes; one of a variant the
 *        host defined (uno_rules_define()) also carries its definition,
 *        which may take up to 8192 more.
 * @since 1.0
 */
#define UNO_SAVE_MAX 16384

/**
 * @brief Version of the save format this library writes: 2, which is
 *        format 1 with a length and a CRC-32C around it (1 until 1.0).
 *        uno_game_load() reads 1 and 2.
 * @since 1.0
 */
#define UNO_SAVE_VERSION 2

/**
 * @brief Saves a game (count-then-fill).
 *
 * Hooks and the allocator are not saved: they belong to the host.
 * @param game The game.
 * @param buf Where up to @p cap bytes are written (NULL if @p cap is 0).
 * @param cap Capacity of @p buf; ::UNO_SAVE_MAX always suffices.
 * @return The size of the saved game in bytes (may exceed @p cap, and then
 *         the buffer is left zeroed: no partial save), or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_game_save(const uno_game *game, uint8_t *buf, size_t cap);

/**
 * @brief Loads a saved game.
 *
 * Bytes that are refused make no game: nothing is allocated, or what was
 * is given back, and no game the caller holds is touched.
 * uno_game_load_ex() also says why bytes were refused.
 * @param[out] out The new game, owned by the caller (uno_game_free()); NULL
 *             on error.
 * @param buf The saved bytes, of format 1 or 2.
 * @param len Their length.
 * @param alloc Allocator for the game, or NULL for malloc().
 * @param user Passed to @p alloc.
 * @return ::UNO_OK, ::UNO_EINVAL (NULL pointers), ::UNO_EFORMAT (not a saved
 *         game, another format version, truncated, trailing bytes, a CRC
 *         that does not match (format 2: the bytes are corrupt), or any
 *         inconsistency), ::UNO_ENOMEM.
 * @since 1.0
 */
UNO_API int uno_game_load(uno_game **out, const uint8_t *buf, size_t len,
			  uno_alloc_fn alloc, void *user);

/**
 * @brief Loads a saved game, as uno_game_load() does, and says why bytes
 *        were refused.
 *
 * A refused load has no game whose message (uno_game_errmsg()) could say
 * what was wrong: this call gives that message instead, for a host that
 * keeps saves and must tell a corrupt one (damaged on disk or on the way)
 * from one of another version or program. The messages start with words
 * that sort them: `corrupt:` (format 2: the CRC-32C does not match the
 * bytes, or bytes of format 2 say they are format 1), `truncated:`, `bytes
 * follow the save:`, `longer than UNO_SAVE_MAX`, `not a saved game:`, `a
 * save of a format this library does not read`, `damaged or
 * inconsistent:` (format 1, which has no check), `inconsistent:` (format
 * 2 whose check matches: bytes written or edited by something else), `it
 * names a variant` or `its variant's definition` (a variant this library
 * does not have or read), `out of memory`, `a NULL argument`; the words
 * after the first ones may change from one release to the next.
 * @param[out] out As for uno_game_load().
 * @param buf As for uno_game_load().
 * @param len As for uno_game_load().
 * @param alloc As for uno_game_load().
 * @param user As for uno_game_load().
 * @param[out] why Set to a static, NUL-terminated message (never NULL, valid
 *             for the life of the program): "" after ::UNO_OK, else what was
 *             wrong. May be NULL.
 * @return As uno_game_load().
 * @since 1.0
 */
UNO_API int uno_game_load_ex(uno_game **out, const uint8_t *buf, size_t len,
			     uno_alloc_fn alloc, void *user, const char **why);

/**
 * @brief Starts recording the game's moves (and replaces a log already
 *        started).
 *
 * The log takes one allocation, for @p capacity entries, so that playing
 * never allocates. It records every move applied (by the host or by a
 * hook), every new round and every card a draw hook named. A log started
 * before the first move replays from the game's seed (or its scripted
 * deck); one started later keeps a saved snapshot to replay from. When
 * more than @p capacity entries come, later ones are lost and
 * uno_game_log_export() says so. Clones and loaded games start without a
 * log.
 * @param game The game.
 * @param capacity Entries to keep: moves, new rounds and named cards.
 * @return ::UNO_OK, ::UNO_EINVAL, ::UNO_ENOMEM (the game keeps any log it
 *         had), ::UNO_EBUSY.
 * @since 1.0
 */
UNO_API int uno_game_log_start(uno_game *game, size_t capacity);

/**
 * @brief Stops recording and frees the log. NULL is accepted.
 * @param game The game.
 * @since 1.0
 */
UNO_API void uno_game_log_stop(uno_game *game);

/**
 * @brief The number of entries recorded.
 * @param game The game.
 * @return The count (0 without a log), or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_game_log_length(const uno_game *game);

/**
 * @brief Exports the log as text, one entry per line (snprintf-like).
 *
 * A header (`variant`, `players`, `seed`, an `option name value` line per
 * option that differs from the variant's default, and for a scripted game
 * `dealer`, `flags` and `deck`, or a `state` line holding a hex-encoded
 * saved game) is followed by one line per entry: `SEAT MOVE` in move
 * notation (`2 W4/B`, `0 catch 3`), `next` for a new round, and
 * `named N CARD` before a move whose N-th card taken from the draw pile
 * (from 0) the draw hook named.
 * @param game The game.
 * @param buf Output buffer (NULL if @p cap is 0); always NUL-terminated
 *        when @p cap > 0.
 * @param cap Its size.
 * @return The full length of the text, ::UNO_ESTATE without a log,
 *         ::UNO_ENOSPC when the log lost entries, ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_game_log_export(const uno_game *game, char *buf, size_t cap);

/**
 * @brief Flag of uno_game_log_export_ex(): the text ends with a check line.
 * @since 1.0
 */
#define UNO_LOG_CHECKED 1u

/**
 * @brief Exports the log as text, as uno_game_log_export() does, and with
 *        ::UNO_LOG_CHECKED ends it with a check line, for a host that
 *        keeps logs on disk.
 *
 * The check line is `# libuno check N bytes crc32c XXXXXXXX`: the number
 * of bytes before it and their CRC-32C (eight lowercase hex digits), then
 * a newline. uno_game_replay() refuses a text whose check line does not
 * hold, or that has anything but blank lines after it, with ::UNO_EPARSE
 * and the check line (or the line after it) as the line that failed,
 * before it reads any other line: a damaged log is refused as such, not
 * replayed into another game. A text without a check line replays as
 * before (a log edited by hand drops its check line; a library before 1.0
 * reads the line as a comment). A log cut short between lines loses its
 * check line, and with it the check: a host that must know its log is
 * whole looks for the line (doc/state.md, "The check line").
 * @param game The game.
 * @param buf As for uno_game_log_export().
 * @param cap As for uno_game_log_export().
 * @param flags 0 (then this is uno_game_log_export()) or
 *        ::UNO_LOG_CHECKED.
 * @return As uno_game_log_export(), the check line counted;
 *         ::UNO_EINVAL for unknown flags.
 * @since 1.0
 */
UNO_API int uno_game_log_export_ex(const uno_game *game, char *buf, size_t cap,
				   unsigned flags);

/**
 * @brief Recreates a game from an exported log, applying every entry.
 *
 * The result is identical to the logged game at its last entry. Blank
 * lines and lines starting with `#` are ignored, but for a check line
 * (uno_game_log_export_ex(), ::UNO_LOG_CHECKED), which is verified first.
 * @param[out] out The game; NULL on error.
 * @param text The log (NUL-terminated or @p len bytes long).
 * @param len Its length.
 * @param alloc Allocator, or NULL for malloc().
 * @param user Passed to @p alloc.
 * @param[out] bad_line The 1-based line that failed, or 0 (may be NULL).
 * @return ::UNO_OK, ::UNO_EINVAL, ::UNO_EPARSE (a line is not valid log
 *         text: a `seed` that is not a decimal number below 2^64, or a
 *         `named` line that no draw of the entry after it takes from the
 *         draw pile, among others; a check line that does not hold for the
 *         text before it, or lines after it), ::UNO_ENOMEM, or the status
 *         of a move the game refused.
 * @since 1.0
 */
UNO_API int uno_game_replay(uno_game **out, const char *text, size_t len,
			    uno_alloc_fn alloc, void *user, int *bad_line);

#ifdef __cplusplus
}
#endif

#endif /* UNO_SAVE_H */
