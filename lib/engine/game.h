/*
 * lib/engine/game.c: a game made, cloned, scripted, freed; a new deal's state.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_GAME_H
#define UNO_ENGINE_GAME_H

#include "engine/state.h"

/* A zeroed game from an allocator, its step state pointing at its own
 * state of state_size bytes, with room for a misplay snapshot of as many
 * when undo (referee mode, R-3) and for a scripted deck when scripted
 * (origin.deck) (game.c); NULL when the allocator fails. */
uno_game *uno__game_alloc(uno_alloc_fn alloc, void *user, size_t state_size, bool undo,
			  bool scripted);

/* The same on memory the caller holds (a batch's games), with the room for
 * the misplay snapshot that the caller holds too (or NULL); each keeps
 * state_size bytes of state. */
void uno__game_init(uno_game *g, size_t state_size, uno_alloc_fn alloc, void *user,
		    struct uno__state *undo);

/* Do these rules need the misplay snapshot (referee mode, R-2, R-3)? */
bool uno__refereed(const uno_rules *rules);

/* May uno_game_new() create a game of these rules and players? A status. */
int uno__game_check_new(const uno_rules *rules, int players);

/* Deals a new game into an initialized one, as uno_game_new() does (after
 * uno__game_check_new() said yes). */
void uno__game_start(uno_game *g, const uno_rules *rules, int players, uint64_t seed);

/* The step's state (g->w) made a new game of the same rules and seats,
 * dealt from the seed (inside uno__step_reset()). */
void uno__game_redeal(uno_game *g, uint64_t seed);

/* Frees a game now (what uno_game_free() does outside hooks). */
void uno__game_destroy(uno_game *g);

/* For tests: counts every card of the game once; 0 when they add up. */
int uno__check_invariants(const uno_game *g);

#endif /* UNO_ENGINE_GAME_H */
