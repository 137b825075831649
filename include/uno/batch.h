/*
 * libuno: a rules engine for UNO and its official variants.
 * SPDX-License-Identifier: MIT
 */
/**
 * @file batch.h
 * @brief Many games stepped at once: for reinforcement learning and Monte
 *        Carlo hosts.
 *
 * A batch holds N one-round games of the same rules and player count, in
 * one allocation. One call applies one move to each game (a move index of
 * view.h, for the seat whose decision is pending), starts a new game in
 * place of each game whose round ended, and writes what a learner needs
 * next into arrays the caller owns: the seat to decide, its legal-move mask
 * and its observation (uno_game_observation()), the status of each move,
 * and for each finished round its winner and points. Nothing is allocated
 * after uno_batch_new(); no hook is asked and no event delivered.
 *
 * The games are the games uno_game_new() makes: game i starts from seed
 * `seed + i`, and each new game takes the next seed in the batch's order
 * (`seed + N`, `seed + N + 1`, ...), game by game in index order within a
 * step. A batch is used by one thread at a time; different batches may be
 * stepped on different threads at once.
 */
#ifndef UNO_BATCH_H
#define UNO_BATCH_H

#include "bot.h"
#include "view.h"

#ifdef __cplusplus
extern "C" {
#endif

/** @brief A batch of games (opaque). @since 1.0 */
typedef struct uno_batch uno_batch;

/**
 * @brief Where uno_batch_observe() and uno_batch_step() write, one entry
 *        (or row) per game. Every pointer may be NULL: that output is then
 *        not written.
 * @since 1.0
 */
typedef struct uno_batch_out {
	uint32_t size;          /**< Set by the caller to `sizeof(uno_batch_out)`. */
	int32_t *seat;          /**< [N] The seat whose decision is pending. */
	uint8_t *mask;          /**< [N × uno_rules_move_index_count()] Its legal moves (uno_game_legal_mask()): ::UNO_MOVE_INDEX_COUNT per game of the public kinds, ::UNO_MOVE_INDEX_MAX for No Mercy. */
	int32_t *observation;   /**< [N × uno_observation_size()] Its observation. */
	int32_t *status;        /**< [N] Step: the move's status (::UNO_OK, or why it was refused: the game is then unchanged). */
	int32_t *reason;        /**< [N] Step: the move's ::uno_reason (::UNO_REASON_OK when applied). */
	int32_t *round_over;    /**< [N] Step: 1 when the move ended the round (a new game has started since), else 0. */
	int32_t *winner;        /**< [N] Step: the finished round's winner (uno_game_round_winner()), else -1. */
	int32_t *points;        /**< [N] Step: the points the finished round scored for its winner, else 0. */
} uno_batch_out;

/**
 * @brief Creates a batch of @p count games.
 * @param[out] out The batch (NULL on failure).
 * @param rules The rules of every game (copied).
 * @param players Seats per game.
 * @param count Games in the batch, 1 to 1,000,000.
 * @param seed Game i starts from `seed + i`.
 * @param alloc Allocator, or NULL for malloc/free.
 * @param user Passed to @p alloc.
 * @return ::UNO_OK, ::UNO_EINVAL (as uno_game_new(), or @p count out of
 *         range), ::UNO_ENOMEM.
 * @since 1.0
 */
UNO_API int uno_batch_new(uno_batch **out, const uno_rules *rules, int players, size_t count,
			  uint64_t seed, uno_alloc_fn alloc, void *user);

/**
 * @brief Frees a batch and its games.
 * @param batch The batch, or NULL (nothing happens).
 * @since 1.0
 */
UNO_API void uno_batch_free(uno_batch *batch);

/**
 * @brief The number of games in a batch.
 * @param batch The batch.
 * @return N, or 0 for NULL.
 * @since 1.0
 */
UNO_API size_t uno_batch_count(const uno_batch *batch);

/**
 * @brief One game of the batch, for any query of game.h, view.h or
 *        save.h (a clone of it is an ordinary game).
 *
 * The game belongs to the batch: never free it, and change it only
 * through the batch. It is replaced in place when its round ends.
 * @param batch The batch.
 * @param index 0 to N - 1.
 * @return The game, or NULL (NULL batch, index out of range).
 * @since 1.0
 */
UNO_API const uno_game *uno_batch_game(const uno_batch *batch, size_t index);

/**
 * @brief Writes the pending decision of every game: `seat`, `mask` and
 *        `observation` of @p out (the step outputs are not written).
 * @param batch The batch.
 * @param out Where to write; its `size` set by the caller.
 * @return ::UNO_OK, or ::UNO_EINVAL (NULL, or `size` too small).
 * @since 1.0
 */
UNO_API int uno_batch_observe(const uno_batch *batch, const uno_batch_out *out);

/**
 * @brief Applies one move to every game, then writes every output of @p out.
 *
 * Game i gets `uno_game_apply_index(game, seat, actions[i])` for its seat
 * to decide. A refused move leaves that game as it was (its status and
 * reason say why; the other games go on). A game whose round the move
 * ended reports its winner and points, and is replaced by a new game from
 * the batch's next seed, whose decision the outputs then show.
 * @param batch The batch.
 * @param actions [N] One move index per game.
 * @param out Where to write.
 * @return ::UNO_OK (whatever each move's status), or ::UNO_EINVAL (NULL,
 *         or `size` too small).
 * @since 1.0
 */
UNO_API int uno_batch_step(uno_batch *batch, const int32_t *actions, const uno_batch_out *out);

/**
 * @brief Ends one game of the batch early: a new game from the batch's next
 *        seed takes its place (its opponents' first moves played, as after
 *        a round that ended). For a host that ends an episode itself: an
 *        illegal action it punishes, a step limit.
 * @param batch The batch.
 * @param index The game, 0 to N - 1.
 * @return ::UNO_OK, or ::UNO_EINVAL (NULL batch, index out of range).
 * @since 1.0
 */
UNO_API int uno_batch_restart(uno_batch *batch, size_t index);

/**
 * @brief Makes the batch play every seat but one itself: the caller then
 *        answers only @p seat's decisions, as a learner against fixed
 *        opponents does.
 *
 * From this call on, whenever a game's pending decision belongs to another
 * seat, the batch answers it within the call (this one, and every
 * uno_batch_step()), until @p seat must decide: a seat with a bot
 * (`bots[s]` not NULL) by that bot, out-of-turn moves first as
 * uno_game_advance() does; any other seat by @p policy (a
 * ::uno_playout_policy, the choices of uno_game_playout(); these seats make
 * no move out of turn) drawing from a generator seeded from @p seed. So
 * `seat` in the outputs is always @p seat. A step whose move, or the
 * opponents' moves after it, ended the round reports that round (its
 * winner and points); a round that ends before @p seat decides even once
 * is not reported, and the next game takes its place. @p seat's own
 * out-of-turn moves are in its mask only at its own decisions.
 * @param batch The batch.
 * @param seat The caller's seat in every game, or -1 to answer every seat
 *        again (the batch as uno_batch_new() makes it).
 * @param policy ::UNO_PLAYOUT_UNIFORM or ::UNO_PLAYOUT_REFERENCE.
 * @param seed Seeds the policy's generator.
 * @param bots One bot or NULL per seat from seat 0, or NULL; the bots must
 *        outlive their use by the batch. Its entry for @p seat is ignored.
 * @param count Entries in @p bots: 0 to the number of players.
 * @return ::UNO_OK, or ::UNO_EINVAL (NULL batch, @p seat or @p policy out
 *         of range, @p count out of range, NULL @p bots with a non-zero
 *         @p count), with the batch unchanged.
 * @since 1.0
 */
UNO_API int uno_batch_set_opponents(uno_batch *batch, int seat, int policy, uint64_t seed,
				    uno_bot *const bots[], int count);

/**
 * @brief Chooses what every game of the batch keeps beyond its rules
 *        (uno_game_set_tracking()): the games now, and every game that
 *        takes a finished one's place. A learner that reads only the
 *        observation and the mask, against opponents that are not search
 *        bots, loses nothing with 0 and steps faster (bench/README.md).
 * @param batch The batch.
 * @param flags ::UNO_TRACK_ALL (a new batch's setting), or 0.
 * @return ::UNO_OK, or ::UNO_EINVAL (NULL batch, unknown flags).
 * @since 1.0
 */
UNO_API int uno_batch_set_tracking(uno_batch *batch, unsigned flags);

#ifdef __cplusplus
}
#endif

#endif /* UNO_BATCH_H */
