/*
 * libuno: a rules engine for UNO and its official variants.
 * SPDX-License-Identifier: MIT
 */
/**
 * @file game.h
 * @brief A game: creation, moves, hooks, events and queries.
 *
 * A ::uno_game holds a whole match (rounds until the target score) behind an
 * opaque handle. It is a state machine with one pending decision at a time
 * (uno_game_phase(), uno_game_current_player()); the seat to decide answers
 * with a move (uno_game_apply()), and some moves (calling UNO, catching) may
 * come from any seat. One legality oracle serves uno_game_legal_moves(),
 * uno_game_check_move() and uno_game_apply(): a refused move changes nothing.
 *
 * Memory is taken only by the constructors (and uno_game_set_hooks(), for
 * an event queue or a draw hook's scratch state); listing, checking and
 * applying moves never allocate. Games share no mutable state, so different
 * games may be used from different threads at once. One game is used by one
 * thread at a time, except that calls taking a `const uno_game *` never
 * write to it: several threads may make those at once while none changes
 * it. Hooks follow the contract of doc/hooks.md.
 * Randomness comes from the game's own xoshiro256** generator, seeded from
 * the 64-bit seed with splitmix64 (see the rules guide for the exact use).
 */
#ifndef UNO_GAME_H
#define UNO_GAME_H

#include "move.h"
#include "rules.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief An opaque game.
 * @since 1.0
 */
typedef struct uno_game uno_game;

/**
 * @brief The kind of decision the game waits for.
 * @since 1.0
 */
typedef enum uno_phase {
	UNO_PHASE_PLAY = 0,       /**< The current player plays a card or draws (or passes, G-4). */
	UNO_PHASE_DRAWN = 1,      /**< The current player drew a playable card: play it or pass (G-3). */
	UNO_PHASE_COLOR = 2,      /**< The current player names a color for a wild (C-3, C-5). */
	UNO_PHASE_CHALLENGE = 3,  /**< The current player challenges or accepts a draw card (C-7). */
	UNO_PHASE_ROUND_OVER = 4, /**< The round is scored; call uno_game_next_round(). */
	UNO_PHASE_MATCH_OVER = 5, /**< Someone reached the target; the match is decided. */
	UNO_PHASE_HANDOFF = 6,    /**< The current player gives cards to the teammate who went out, one `give` at a time (TM-7). */
	UNO_PHASE_CAST = 7,       /**< The current player distributes the turned cards: `cast N` or `cast deal` (CC-3). */
	UNO_PHASE_STACK = 8,      /**< The current player stacks a draw card on the pending draw, or accepts it (H-1). */
	UNO_PHASE_SWAP = 9,       /**< The current player chooses a seat to swap hands with: `swap N` (H-5). */
	/** The current player, who just played a number card, may play
	 *  another card of that number, or `pass` to end the turn (house rule
	 *  ::UNO_OPT_MULTI_PLAY, H-10). @since 1.0 */
	UNO_PHASE_MORE = 10
} uno_phase;

/**
 * @brief Where a seat stands in the match.
 * @since 1.0
 */
typedef enum uno_seat_status {
	UNO_SEAT_IN = 0,          /**< Playing. */
	UNO_SEAT_OUT = 1,         /**< Out of the game for now: no cards, skipped until it receives some (TM-7). */
	UNO_SEAT_ELIMINATED = 2,  /**< Left the table for the rest of the match (E-1). */
	/** Out of this round: reached the hand limit (house rule
	 *  ::UNO_OPT_HAND_LIMIT, H-11); back at the next round. @since 1.0 */
	UNO_SEAT_KNOCKED_OUT = 3
} uno_seat_status;

/**
 * @brief Returned by the `cast` hook to deal the turned cards round the
 *        table (CC-3).
 * @since 1.0
 */
#define UNO_CAST_DEAL (-2)

/**
 * @brief Why cards were drawn (the `reason` of ::UNO_EV_DRAW and
 *        ::UNO_EV_PENALTY events).
 * @since 1.0
 */
typedef enum uno_draw_reason {
	UNO_DRAW_TURN = 0,         /**< A draw move (G-3). */
	UNO_DRAW_CARD_EFFECT = 1,  /**< A Draw Two / Wild Draw Four played or turned at you (C-3, C-4, C-6). */
	UNO_DRAW_UNO_PENALTY = 2,  /**< Caught not calling UNO (G-6). */
	UNO_DRAW_CHALLENGE_GUILTY = 3, /**< Your bluff was challenged (C-7). */
	UNO_DRAW_CHALLENGE_FAILED = 4, /**< Your challenge failed (C-7, X-4). */
	UNO_DRAW_TEAM_PLAY = 5,    /**< Your teammate could not answer your Team Play (TM-4). */
	UNO_DRAW_REFEREE = 6,      /**< A referee's penalty, ::UNO_PENALTY_OTHER (R-1). */
	UNO_DRAW_TABLE_TALK = 7,   /**< A referee's penalty for table talk (R-1). */
	UNO_DRAW_SUGGESTION = 8,   /**< A referee's penalty for suggesting a card (R-1). */
	UNO_DRAW_MISPLAY = 9       /**< Your misplay was caught (R-3). */
} uno_draw_reason;

/**
 * @brief What an event reports.
 * @since 1.0
 */
typedef enum uno_event_type {
	UNO_EV_DEALER_DRAW = 1,   /**< `seat` drew `card` to choose the dealer (C-2). */
	UNO_EV_DEALER = 2,        /**< `seat` deals the first round. */
	UNO_EV_ROUND_START = 3,   /**< A round was dealt; `seat` is its dealer, `value` its number (from 1). */
	UNO_EV_FIRST_CARD = 4,    /**< `card` was turned as the first discard. */
	UNO_EV_FIRST_CARD_RETURNED = 5, /**< The turned `card` went back into the deck (C-3). */
	UNO_EV_PLAY = 6,          /**< `seat` played `card` (`color` = the color it set). */
	UNO_EV_DRAW = 7,          /**< `seat` drew `card` for `reason` (a ::uno_draw_reason); `value` is 1 when the card was turned face up for every seat to see (FL-11, NM-9), else 0. */
	UNO_EV_PASS = 8,          /**< `seat` passed. */
	UNO_EV_COLOR = 9,         /**< `seat` named `color`. */
	UNO_EV_SKIP = 10,         /**< `seat` loses its turn. */
	UNO_EV_DIRECTION = 11,    /**< Play now goes `value` (1 clockwise, -1 counterclockwise). */
	UNO_EV_PENALTY = 12,      /**< `seat` must draw `value` cards for `reason`. */
	UNO_EV_UNO = 13,          /**< `seat` called UNO. */
	UNO_EV_CATCH = 14,        /**< `other` caught `seat` not calling UNO. */
	UNO_EV_CHALLENGE = 15,    /**< `other` challenged `seat`'s `card`, `seat`'s hand was shown to `other`; `value` 1 = guilty, 0 = innocent. */
	UNO_EV_RESHUFFLE = 16,    /**< The discard pile was shuffled into a new draw pile of `value` cards (G-4). */
	UNO_EV_ROUND_END = 17,    /**< `seat` won the round, scoring `value`; `reason` 1 if the round was blocked (G-4). */
	UNO_EV_MATCH_END = 18,    /**< `seat` won the match. */
	UNO_EV_GIVE = 19,         /**< `seat` gave `card` to its teammate `other` (TM-7). */
	UNO_EV_TURN_OVER = 20,    /**< `seat` turned `card` over for a Casting Call (CC-2). */
	UNO_EV_CAST = 21,         /**< `seat` gave the turned `card` to `other` (CC-3). */
	UNO_EV_SEAT_OUT = 22,     /**< `seat` is out of the game for now (TM-7). */
	UNO_EV_SEAT_BACK = 23,    /**< `seat` received cards and plays again (TM-7). */
	UNO_EV_ELIMINATED = 24,   /**< `seat` reached the limit with total `value` and leaves the table (E-1). */
	UNO_EV_JUMP_IN = 25,      /**< `seat` jumps in out of turn with `card` (H-4); its play follows. */
	UNO_EV_STACK = 26,        /**< `seat` stacked; `value` cards are now pending (H-1). */
	UNO_EV_SWAP = 27,         /**< `seat` swapped hands with `other` (H-5). */
	UNO_EV_ROTATE = 28,       /**< Every hand passed one seat along the direction `value` (H-5). */
	UNO_EV_MISPLAY = 29,      /**< Referee mode: `seat` played `card` breaking the rule `reason` (a ::uno_reason); it stands unless caught (R-2). */
	UNO_EV_MISPLAY_CAUGHT = 30, /**< `other` caught `seat`'s misplay of `card`: the game is back as it was before it, the card in `seat`'s hand (R-3). */
	/**
	 * A decision hook answered for `seat` with a move the rules refuse:
	 * `reason` is the ::uno_reason, `value` the status the move got
	 * (::UNO_EILLEGAL, ::UNO_ETURN; ::UNO_EINVAL for a card of a kind
	 * 20-31 the variant does not declare), `other` and `color` the answer's
	 * target and color, `card` the card a `give` hook named (kind 0 with
	 * ::UNO_NO_COLOR when it named no card of the game's table). The decision
	 * stays pending and the call that asked the hook still returns
	 * ::UNO_OK (doc/hooks.md). @since 1.0
	 */
	UNO_EV_HOOK_REFUSED = 31,
	/** `seat` reached the hand limit holding `value` cards and is out of
	 *  the round (H-11); it keeps its cards, which count in the score.
	 *  @since 1.0 */
	UNO_EV_KNOCKED_OUT = 32,
	/** `seat` put `card` under the card it just played, which sheds the
	 *  other cards of its color (a Discard All, NM-7); one event per
	 *  card, after the ::UNO_EV_PLAY, whose `value` counts the cards
	 *  left after them. @since 1.0 */
	UNO_EV_SHED = 33,
	/** Two-sided cards (UNO Flip): `seat`'s Flip turned every card over
	 *  (FL-6); `value` is the side now in play (0 light, 1 dark) and
	 *  `card` the face now on top of the discard pile. @since 1.0 */
	UNO_EV_FLIP = 34
} uno_event_type;

/**
 * @brief One event, as given to the event hook. A small value that never
 *        changes layout (16 bytes); fields an event does not use are -1
 *        (seats), ::UNO_NO_COLOR (colors) or 0, and `card` is ::UNO_NO_CARD.
 *
 * The event hook hears every event whole, the cards no seat may see
 * included; uno_event_for_seat() tells what one seat (or a spectator) may
 * know of it (doc/information.md).
 * @since 1.0
 */
typedef struct uno_event {
	uint8_t type;     /**< A ::uno_event_type. */
	int8_t seat;      /**< The seat it concerns. */
	int8_t other;     /**< A second seat (catcher, challenger). */
	uint8_t color;    /**< A ::uno_color. */
	uno_card card;    /**< A card, when one is involved. */
	uint8_t reason;   /**< A ::uno_draw_reason, or the blocked flag. */
	uint8_t side;     /**< Two-sided cards: the side in play when it happened (0 light, 1 dark), whose letters `card` and `color` read in; 0 for a one-sided deck. */
	int32_t value;    /**< A count, score or direction. */
	/**
	 * Two-sided cards (UNO Flip), for an event whose `card` goes into a
	 * hand (::UNO_EV_DRAW, ::UNO_EV_GIVE, ::UNO_EV_CAST,
	 * ::UNO_EV_MISPLAY_CAUGHT): that card's face on the side not in play,
	 * its hidden face, which every seat but its holder sees (FL-5); for
	 * any other event ::UNO_NO_CARD. Zero (kind 0, color 0) for a
	 * one-sided deck.
	 */
	uno_card hidden;
	uint8_t reserved2[2]; /**< Zero. */
} uno_event;

/**
 * @brief Optional callbacks: auto-responders for decisions, and
 *        notifications.
 *
 * Every callback is called synchronously during a libuno call on the
 * caller's thread. A NULL member means "not set": for a decision, the game
 * then stops and waits for the move. Answering through a hook and answering
 * with the move give identical games. The table starts with its own size
 * and only ever grows at the end.
 *
 * The contract (doc/hooks.md): a move is applied as one step, committed
 * before anything is reported. The event hook is called after the step that
 * caused the event, and sees the game after the whole step; a decision hook
 * is called when its decision is pending; the draw hook sees the game as it
 * was before the move that draws. From any hook, every function taking a
 * `const uno_game *` may be called (queries, legal moves, views,
 * observations, save), and so may uno_game_clone() (anything on the clone),
 * uno_bot_choose() and uno_bot_act(). uno_game_apply(),
 * uno_game_apply_text(), uno_game_next_round(), uno_game_set_hooks(),
 * uno_bot_install(), uno_game_log_start(), and uno_game_playout() and
 * uno_game_determinize() on this game return ::UNO_EBUSY and change nothing.
 * uno_game_free() from a hook is deferred until the outer call returns.
 * An answer the rules refuse leaves the decision pending and is reported
 * as ::UNO_EV_HOOK_REFUSED; the outer call still returns ::UNO_OK.
 * @since 1.0
 */
typedef struct uno_hooks {
	/** sizeof(uno_hooks) as compiled by the host. */
	size_t size;
	/**
	 * Names the color for a wild @p seat has played or was given as the
	 * first discard. Return a ::uno_color 0-3, or anything else to leave
	 * the decision pending.
	 */
	int (*choose_color)(const uno_game *game, int seat, void *user);
	/**
	 * Decides whether @p seat challenges the draw card just played at it
	 * (::UNO_PHASE_CHALLENGE; not asked when the victim may stack or
	 * deflect instead, H-1, H-9, nor ever under no_challenge, H-16): return 1 to
	 * challenge, 0 to accept, anything else to leave the decision pending.
	 */
	int (*challenge)(const uno_game *game, int seat, void *user);
	/**
	 * Called before @p seat draws a card during play; @p card holds the
	 * card on top of the draw pile. A host dealing from a physical deck may
	 * overwrite it with the card really drawn and return 0: the library
	 * takes that card if it is still in the draw pile (moving it to the top
	 * first), else the top card. Return value is otherwise ignored.
	 */
	int (*draw)(const uno_game *game, int seat, uno_card *card, void *user);
	/** Notification of every event. */
	void (*event)(const uno_game *game, const uno_event *event, void *user);
	/**
	 * Distributes the cards @p seat turned over for a Casting Call
	 * (uno_game_turned()): return the seat that gets them all, or
	 * ::UNO_CAST_DEAL to deal them round the table; anything else leaves
	 * the decision pending.
	 */
	int (*cast)(const uno_game *game, int seat, void *user);
	/**
	 * Chooses the next card @p seat gives to its teammate who went out:
	 * write it to @p card (a wild with ::UNO_NO_COLOR) and return 0;
	 * anything else leaves the decision pending.
	 */
	int (*give)(const uno_game *game, int seat, uno_card *card, void *user);
	/**
	 * Chooses the seat @p seat swaps hands with after playing a 7 under
	 * Seven-O (H-5): return that seat; anything else leaves the decision
	 * pending.
	 */
	int (*swap)(const uno_game *game, int seat, void *user);
} uno_hooks;

/**
 * @brief Creates a game: deals the first round from a shuffle.
 *
 * The dealer is drawn by lot (C-2), or is the seat the rules' `dealer`
 * option names. Player 0 sits left of player n-1; play starts left of the
 * dealer (G-5).
 * @param[out] out The new game; free it with uno_game_free(). NULL on error.
 * @param rules The rule table; the game copies it.
 * @param players Number of seats, within uno_rules_players().
 * @param seed Seeds the game's generator (every shuffle and draw by lot).
 * @param alloc Allocator for this game, or NULL for malloc().
 * @param user Passed to @p alloc.
 * @return ::UNO_OK, ::UNO_EINVAL (NULL, bad player count, dealer option out
 *         of range for this count, hand size too large for the deck),
 *         ::UNO_ENOMEM.
 * @since 1.0
 */
UNO_API int uno_game_new(uno_game **out, const uno_rules *rules, int players,
			 uint64_t seed, uno_alloc_fn alloc, void *user);

/**
 * @brief Says whether uno_game_new() would accept these rules and this seat
 *        count, and if not, why: the reason a failed creation cannot leave
 *        in a game it did not make.
 *
 * Checks exactly what uno_game_new() checks before it allocates: the rules
 * exist, the variant seats @p players, the `dealer` option names one of
 * those seats, and the deck deals every hand and a first card.
 * @param rules The rule table, or NULL.
 * @param players Number of seats.
 * @param[out] message Receives one sentence saying what is wrong (empty on
 *        ::UNO_OK), cut to fit and always terminated when @p cap > 0. May be
 *        NULL when @p cap is 0.
 * @param cap The size of @p message in bytes.
 * @return ::UNO_OK, or the status uno_game_new() returns for these
 *         arguments (::UNO_EINVAL); ::UNO_EINVAL also for a NULL
 *         @p message with a non-zero @p cap.
 * @since 1.0
 */
UNO_API int uno_rules_check(const uno_rules *rules, int players, char *message,
			    size_t cap);

/** @brief Flag for uno_game_new_scripted(): @p deck may be part of the variant's deck. @since 1.0 */
#define UNO_SCRIPT_PARTIAL 0x01u
/**
 * @brief Flag for uno_game_new_scripted(): the first discard is placed as
 *        it is, without first-card rules (to set up a position, or to join a
 *        physical game in progress). A wild there may carry the color named
 *        for it (`W4/B`), which becomes the current color; without one, the
 *        first player names it (::UNO_PHASE_COLOR).
 * @since 1.0
 */
#define UNO_SCRIPT_TOP_AS_IS 0x02u
/**
 * @brief Flag for uno_game_new_scripted() with two-sided cards (UNO Flip):
 *        @p deck gives only which dark face each card has (FL-3's option:
 *        the host's pairing table), each card as its light face then its
 *        dark face, in any order, the whole deck. The game is dealt from
 *        @p seed as uno_game_new() deals one (@p dealer, or with -1 the
 *        dealer option, or the draw by lot), and every round after it; only
 *        the pairing is the host's. Not with ::UNO_SCRIPT_PARTIAL or
 *        ::UNO_SCRIPT_TOP_AS_IS, nor for a one-sided deck (::UNO_EINVAL).
 * @since 1.0
 */
#define UNO_SCRIPT_PAIRING 0x04u

/**
 * @brief Flag for uno_game_new_from_hands(): the variant's cards the list
 *        leaves out follow it as the bottom of the draw pile, in canonical
 *        order (for two-sided cards, the light faces left over in order,
 *        each with the next dark face left over, in order too), so that
 *        the game plays with the whole deck. Not with ::UNO_SCRIPT_PARTIAL.
 * @since 1.0
 */
#define UNO_SCRIPT_FILL 0x08u

/**
 * @brief Starts the game over as a new game from @p seed, on the same
 *        handle and without allocating: for hosts that play many games.
 *
 * Afterwards the game is the one uno_game_new() would create with the
 * game's rules, player count and @p seed (its saves are byte for byte the
 * same), whatever it was before: a scripted game is dealt from the
 * variant's whole deck, shuffled. The handle keeps its allocator, its hooks
 * (which see the new round's events, as after uno_game_next_round()) and a
 * started move log, which starts over with the new game.
 * @param game The game.
 * @param seed Seeds the new game's generator.
 * @return ::UNO_OK, ::UNO_EINVAL (NULL), or ::UNO_EBUSY from a hook.
 * @since 1.0
 */
UNO_API int uno_game_reset(uno_game *game, uint64_t seed);

/**
 * @brief Creates a game from a host-supplied deck order.
 *
 * No dealer is drawn: the dealer is @p dealer, or seat n-1 when it is -1.
 * Cards are dealt one at a time round the table starting left of the
 * dealer, from the front of @p deck; the next card is turned as the first
 * discard (first-card rules apply; a card returned to the deck goes to the
 * bottom of the draw pile); the rest is the draw pile, front drawn first.
 * Reshuffles still use the seeded generator. @p deck must be exactly the
 * variant's deck in some order, or, with ::UNO_SCRIPT_PARTIAL, any part of
 * it (the game is then played with those cards only).
 *
 * Two-sided cards (uno_rules_sides() 2, UNO Flip): each card is two
 * consecutive entries of @p deck, its light face then its dark face, so
 * @p count is twice the number of cards; this is the host's pairing of the
 * faces (FL-3), which the match keeps. The cards are dealt light side up.
 * @param[out] out The new game; NULL on error.
 * @param rules The rule table.
 * @param players Number of seats.
 * @param seed Seeds the generator for later reshuffles and rounds.
 * @param deck The cards, front first; wilds with ::UNO_NO_COLOR (except
 *        the first discard with ::UNO_SCRIPT_TOP_AS_IS).
 * @param count Number of cards in @p deck.
 * @param dealer The dealer's seat, or -1 for seat players-1.
 * @param flags 0, or ::UNO_SCRIPT_PARTIAL and ::UNO_SCRIPT_TOP_AS_IS or'ed;
 *        or ::UNO_SCRIPT_PAIRING alone.
 * @param alloc Allocator, or NULL for malloc().
 * @param user Passed to @p alloc.
 * @return ::UNO_OK, ::UNO_EINVAL (NULL, bad player count, dealer or
 *         flags, or a hand limit that is not above the hand size, H-11),
 *         ::UNO_EDECK (not the variant's deck, or too few cards to deal and
 *         turn a first card), ::UNO_ENOMEM.
 * @since 1.0
 */
UNO_API int uno_game_new_scripted(uno_game **out, const uno_rules *rules,
				  int players, uint64_t seed,
				  const uno_card *deck, size_t count,
				  int dealer, unsigned flags,
				  uno_alloc_fn alloc, void *user);

/**
 * @brief Creates a game at a position the host sets up: each seat's hand,
 *        of any size, the first discard and the draw pile.
 *
 * @p cards lists seat 0's hand (@p hand_sizes[0] cards), then seat 1's,
 * and so on to seat players-1; then the first discard; then the draw
 * pile, front drawn first. The hands are dealt as a scripted deck is
 * (uno_game_new_scripted(), DESIGN.md "Scripted decks"): no dealer is
 * drawn, the dealer is @p dealer (or seat players-1 for -1), the first
 * discard is turned after the deal with the first-card rules (a returned
 * card goes to the bottom of the draw pile, the next card is turned), and
 * play starts left of the dealer; reshuffles and later rounds use the
 * seeded generator. The rules are not changed: their `hand_size` is the
 * size of the hands uno_game_next_round() deals from a shuffle, so the
 * game's cards (with ::UNO_SCRIPT_PARTIAL, those listed) must be enough to
 * deal that round and turn a first card.
 *
 * Two-sided cards (uno_rules_sides() 2, UNO Flip): each card is two
 * entries of @p cards, its light face then its dark face (the host's
 * pairing, FL-3), so @p count is twice the number of cards, while
 * @p hand_sizes counts cards. @p side 1 starts the position dark side up:
 * every card shows its dark face, and the first-card rules read the dark
 * face. FL-1 starts every round on the light side; this is a position set
 * up by the host, and the rounds after it start light side up again.
 *
 * A log started on the game (uno_game_log_start()) begins with a snapshot
 * of it, as a log of a loaded game does: no seed or deck list replays a
 * position.
 * @param[out] out The new game; NULL on error.
 * @param rules The rule table; the game copies it.
 * @param players Number of seats, within uno_rules_players().
 * @param seed Seeds the generator for later reshuffles and rounds.
 * @param cards The hands, the first discard and the draw pile, as above;
 *        wilds with ::UNO_NO_COLOR (except the first discard with
 *        ::UNO_SCRIPT_TOP_AS_IS, which may carry its color on the face it
 *        shows).
 * @param count Number of entries of @p cards.
 * @param hand_sizes @p players counts, seat by seat, each 1 or more; with
 *        the hand limit (H-11, NM-11) set, each below it.
 * @param dealer The dealer's seat, or -1 for seat players-1.
 * @param side The side of two-sided cards face up: 0 light, 1 dark; 0 for
 *        a one-sided deck.
 * @param flags 0, or ::UNO_SCRIPT_PARTIAL (the game plays with the listed
 *        cards only) or ::UNO_SCRIPT_FILL (the rest of the deck follows
 *        the list), and ::UNO_SCRIPT_TOP_AS_IS, or'ed. Without
 *        ::UNO_SCRIPT_PARTIAL or ::UNO_SCRIPT_FILL the list must be the
 *        variant's whole deck.
 * @param alloc Allocator, or NULL for malloc().
 * @param user Passed to @p alloc.
 * @return ::UNO_OK; ::UNO_EINVAL for a NULL @p out, @p rules, @p cards or
 *         @p hand_sizes, a player count the variant does not seat, a
 *         dealer that is not -1 or a seat, unknown or conflicting flags
 *         (::UNO_SCRIPT_PAIRING among them), a side the deck does not have,
 *         a hand size below 1, above the deck or at the hand limit, or a
 *         hand limit that is not above the rules' hand size;
 *         ::UNO_EDECK for a card that is not one of the variant's (or a
 *         wild with a color), more copies of a card than the deck has, more
 *         cards than the deck, an odd @p count of two-sided cards, hands
 *         the list does not hold, no card left for the first discard, too
 *         few cards to deal a round of the rules' hand size, or a list that
 *         is not the whole deck without ::UNO_SCRIPT_PARTIAL or
 *         ::UNO_SCRIPT_FILL; ::UNO_ENOMEM. On failure nothing is allocated
 *         and @p out is NULL.
 * @since 1.0
 */
UNO_API int uno_game_new_from_hands(uno_game **out, const uno_rules *rules,
				    int players, uint64_t seed,
				    const uno_card *cards, size_t count,
				    const int *hand_sizes, int dealer, int side,
				    unsigned flags, uno_alloc_fn alloc, void *user);

/**
 * @brief Frees a game and everything it owns.
 *
 * Called from one of the game's own hooks, the free is deferred: no further
 * hook is called, and the game is freed when the libuno call that called
 * the hook returns (doc/hooks.md); the handle must not be used after that.
 * @param game The game, or NULL (then nothing happens).
 * @since 1.0
 */
UNO_API void uno_game_free(uno_game *game);

/**
 * @brief Copies a game: one allocation (with the original's allocator) and
 *        a copy. The clone has no hooks and continues exactly as the
 *        original would for the same moves.
 * @param[out] out The clone; NULL on error.
 * @param game The game to copy.
 * @return ::UNO_OK, ::UNO_EINVAL, ::UNO_ENOMEM.
 * @since 1.0
 */
UNO_API int uno_game_clone(uno_game **out, const uno_game *game);

/**
 * @brief Installs (or, with NULL, removes) the hooks of a game.
 *
 * The table is copied member by member, as far as whole members fit in
 * `hooks->size` (a member that `size` ends inside, and every member beyond,
 * is treated as NULL). A table with an event hook takes an event queue, one
 * with a draw hook a scratch state, from the game's allocator (the only
 * allocations after creation); they are kept until the hooks change. If a
 * decision a hook answers is pending, the hook is asked at once, within
 * this call. Installing a table removes any bots (uno_bot_install()).
 * @param game The game.
 * @param hooks The table, or NULL.
 * @param user Passed to every hook.
 * @return ::UNO_OK, ::UNO_EINVAL (NULL game, `size` smaller than
 *         `sizeof(size_t)`), ::UNO_ENOMEM (the hooks are unchanged),
 *         ::UNO_EBUSY (called from a hook).
 * @since 1.0
 */
UNO_API int uno_game_set_hooks(uno_game *game, const uno_hooks *hooks, void *user);

/**
 * @brief Lists every legal move of a seat, sorted by uno_move_compare()
 *        and without duplicates (count-then-fill).
 *
 * For the seat to decide: its plays (wilds once per named color; with `!`
 * too when the play leaves one card), draw or pass, and answers to the
 * pending decision. For any seat: catches and an UNO call, when allowed.
 * A wild played without a color (`W4`) is also legal but not listed: it
 * leaves a color decision pending.
 * @param game The game.
 * @param seat The seat.
 * @param buf Up to @p cap moves are written here (NULL if @p cap is 0).
 * @param cap Capacity; ::UNO_MAX_MOVES always suffices.
 * @return The number of legal moves (may exceed @p cap), or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_game_legal_moves(const uno_game *game, int seat,
				 uno_move *buf, size_t cap);

/**
 * @brief Tells whether @p seat may make @p move now, and if not, why.
 * @param game The game.
 * @param seat The seat making the move.
 * @param move The move.
 * @param[out] reason The ::uno_reason (::UNO_REASON_OK when legal); may be NULL.
 *             In referee mode (::UNO_OPT_REFEREE) a play the rules refuse
 *             but the referee lets stand as a misplay returns
 *             ::UNO_OK with the broken rule here.
 * @return ::UNO_OK when legal; ::UNO_ETURN when another seat must decide;
 *         ::UNO_EILLEGAL for any other broken rule; ::UNO_EINVAL for NULL
 *         game or move, a seat out of range, or a malformed move (reason
 *         ::UNO_REASON_MALFORMED: unknown type, bad card or color, fields
 *         the type does not use not left unused, or a target seat beyond
 *         the player count).
 * @since 1.0
 */
UNO_API int uno_game_check_move(const uno_game *game, int seat,
				const uno_move *move, int *reason);

/**
 * @brief Applies a move, with all its effects, then lets hooks answer the
 *        decisions that follow.
 *
 * Transactional: a refused move leaves the game exactly as it was and sets
 * the game's message (uno_game_errmsg()). After ::UNO_OK the message is
 * empty. The move is one step: its events are delivered after it has
 * committed, then each decision hook set for the decision now pending is
 * asked, one step per answer. A hook answer the rules refuse leaves that
 * decision pending and is reported as ::UNO_EV_HOOK_REFUSED; the call
 * still returns ::UNO_OK, since the move itself stood.
 * @param game The game.
 * @param seat The seat making the move.
 * @param move The move.
 * @return As uno_game_check_move(), plus ::UNO_EBUSY when called from a hook.
 * @since 1.0
 */
UNO_API int uno_game_apply(uno_game *game, int seat, const uno_move *move);

/**
 * @brief Parses @p text as a move and applies it for @p seat.
 * @param game The game.
 * @param seat The seat making the move.
 * @param text The move in notation, NUL-terminated.
 * @return ::UNO_EPARSE for bad notation, else as uno_game_apply().
 * @since 1.0
 */
UNO_API int uno_game_apply_text(uno_game *game, int seat, const char *text);

/**
 * @brief Deals the next round after one ended: the dealer passes to the
 *        left (G-5) and a new shuffle is dealt.
 * @param game The game.
 * @return ::UNO_OK, ::UNO_EINVAL, ::UNO_ESTATE (the round is not over, or
 *         the match is, or the match has already played INT_MAX rounds),
 *         ::UNO_EBUSY.
 * @since 1.0
 */
UNO_API int uno_game_next_round(uno_game *game);

/**
 * @brief The policies of uno_game_playout().
 * @since 1.0
 */
typedef enum uno_playout_policy {
	/**
	 * Every decision is a uniformly random move among those
	 * uno_game_legal_moves() lists for the seat to decide: each listed
	 * move is one choice (so a wild counts once per color, a play that
	 * leaves one card once with the UNO call and once without, and draw,
	 * pass, challenge, accept, gives, casts, swaps, a late `uno` and a
	 * `catch` by that seat are choices like any other). A draw is then
	 * as likely as any play, so rounds are long: a few hundred moves in
	 * Classic, and in Teams (where a team goes out together, TM-7)
	 * hundreds of thousands on average, sometimes tens of millions.
	 */
	UNO_PLAYOUT_UNIFORM = 0,
	/**
	 * The reference policy of the benchmarks: a seat that may call UNO
	 * calls it first; to play, a card chosen uniformly among the distinct
	 * cards it may play (in the order listed), a wild's color uniformly
	 * (none for a wild listed without one, whose color the next player
	 * names, NM-9), always with the UNO call when the play of that card
	 * leaves one card (listed with `!`; NM-7's shedding counts); when it can
	 * play nothing it draws (or passes when nothing can be drawn, G-4),
	 * and plays the drawn card whenever that card can be played (G-3).
	 * Every other decision (color for a turned-up wild, challenge or
	 * accept, stack, give, cast, swap) is uniform among the listed moves
	 * that answer it (calls and catches left out).
	 *
	 * The rules let a round loop: when nobody can play from hand and the
	 * piles hold a few cards that match one another, each seat may draw
	 * the card under the top (the pile refilled from the discard, G-4) and
	 * play it back, forever. So after 1000 plays of a card just drawn in
	 * a row, with no card played from a hand in between, this policy keeps
	 * what it draws (unless force play refuses it, H-3) and passes when
	 * nothing can be drawn, and the round ends blocked (G-4). No real
	 * round comes near that.
	 */
	UNO_PLAYOUT_REFERENCE = 1
} uno_playout_policy;

/**
 * @brief Plays the current round to its end inside the library: the
 *        simulation primitive of Monte Carlo search (use it on a clone).
 *
 * Every decision of every seat is taken by @p policy from the seat's legal
 * moves, and applied as uno_game_apply() would, until the round is over
 * (::UNO_PHASE_ROUND_OVER, or ::UNO_PHASE_MATCH_OVER when it decides the
 * match). Only the seat to decide moves: nobody jumps in (H-4), and
 * nobody but the seat to decide catches a missed UNO call (G-6).
 *
 * The choices come from a generator of the playout's own, seeded from
 * @p seed: xoshiro256** seeded by splitmix64, as the game's (rules guide,
 * "The generator"); a choice among n options is a number below n drawn by
 * the same rejection rule, and no number is drawn when there is only one
 * option. Cards are still drawn and reshuffled with the game's own
 * generator, as in any play. So the result is determined by the game's
 * state and @p seed alone: a clone played out with the same seed ends
 * exactly as the original does, and a host that applies the same choices
 * through uno_game_legal_moves() and uno_game_apply() (with no hook
 * deciding) gets the same game.
 *
 * Hooks are not asked and no event is delivered during the playout; they
 * stay installed and work again afterwards. The moves are counted and
 * logged (uno_game_log_start()) as applied moves. Nothing is allocated.
 * @param game The game; a round must be in progress.
 * @param seed Seeds the playout's generator.
 * @param policy A ::uno_playout_policy.
 * @return The number of moves applied (0 or more), ::UNO_EINVAL for a NULL
 *         game or an unknown policy, ::UNO_ESTATE when no round is in
 *         progress (the round or the match is over), ::UNO_EBUSY when
 *         called from a hook.
 * @since 1.0
 */
UNO_API int uno_game_playout(uno_game *game, uint64_t seed, int policy);

/**
 * @brief A host's source of random choices, for uno_game_policy_move().
 * @param n The number of options, 2 or more.
 * @param user The pointer given with the function.
 * @return A number from 0 to @p n - 1, each as likely as the others (a
 *         larger one is taken modulo @p n).
 * @since 1.0
 */
typedef uint32_t (*uno_choice_fn)(uint32_t n, void *user);

/**
 * @brief The move a ::uno_playout_policy makes now for the seat to
 *        decide, its random choices drawn from the host's generator: the
 *        policies of uno_game_playout(), one move at a time, for a host
 *        that applies the moves itself (uno_game_apply()) and keeps its
 *        own generator (the example programs' reference bot is this).
 *
 * The move is the one the policy chooses in uno_game_playout(), with every
 * choice among n options (n >= 2) asked of @p choice instead of the
 * playout's generator, in the same order, and nothing asked when there is
 * only one option. A playout with seed S and a loop that applies
 * this function's moves, with @p choice drawing from a generator seeded
 * the same way (xoshiro256** seeded by splitmix64, the same rejection
 * rule), play the same round. One difference: the playout's guard against
 * a looping round (1000 plays of a drawn card in a row, see
 * ::UNO_PLAYOUT_REFERENCE) counts within one playout, and this function
 * remembers nothing, so it never applies it. The seat to decide may be
 * told to call UNO (::UNO_MOVE_UNO) before it plays, as in the playout:
 * apply that as its move too. Nothing is allocated and the game is not
 * changed; @p choice is called during this call only. May be called from
 * a hook.
 * @param game The game; a round must be in progress.
 * @param policy A ::uno_playout_policy.
 * @param choice The host's generator.
 * @param user Passed to @p choice.
 * @param[out] move The move of the seat to decide
 *        (uno_game_current_player()), legal now.
 * @return ::UNO_OK; ::UNO_EINVAL (NULL @p game, @p choice or @p move,
 *         unknown policy); ::UNO_ESTATE (no round in progress). On error
 *         @p move is untouched and @p choice is not called.
 * @since 1.0
 */
UNO_API int uno_game_policy_move(const uno_game *game, int policy, uno_choice_fn choice,
				 void *user, uno_move *move);

/**
 * @brief What the last refused call on this game was refused for (which
 *        rule refused the move).
 * @param game The game.
 * @return A NUL-terminated message owned by the game, valid until the next
 *         call on it; "" when the last apply succeeded or nothing was
 *         refused yet. A static message for a NULL game.
 * @since 1.0
 */
UNO_API const char *uno_game_errmsg(const uno_game *game);

/**
 * @brief The game's own copy of its rule table.
 * @param game The game.
 * @return The table, owned by the game and valid until it is freed (it
 *         cannot be changed); NULL for a NULL game.
 * @since 1.0
 */
UNO_API const uno_rules *uno_game_rules(const uno_game *game);

/**
 * @brief The number of seats.
 * @param game The game.
 * @return 2-10, or ::UNO_EINVAL for a NULL game.
 * @since 1.0
 */
UNO_API int uno_game_players(const uno_game *game);

/**
 * @brief The kind of decision pending.
 * @param game The game.
 * @return A ::uno_phase, or ::UNO_EINVAL for a NULL game.
 * @since 1.0
 */
UNO_API int uno_game_phase(const uno_game *game);

/**
 * @brief The seat whose decision is pending (the current player; during
 *        ::UNO_PHASE_CHALLENGE the seat that may challenge).
 * @param game The game.
 * @return The seat, ::UNO_ESTATE when the round or match is over,
 *         ::UNO_EINVAL for a NULL game.
 * @since 1.0
 */
UNO_API int uno_game_current_player(const uno_game *game);

/**
 * @brief The direction of play.
 * @param game The game.
 * @return 1 clockwise (increasing seat numbers), -1 counterclockwise, or 0
 *         for a NULL game (not ::UNO_EINVAL, which equals -1).
 * @since 1.0
 */
UNO_API int uno_game_direction(const uno_game *game);

/**
 * @brief The top card of the discard pile.
 *
 * A wild carries the color named for it, or ::UNO_NO_COLOR while that color
 * is still to be named.
 * @param game The game.
 * @param[out] out The card.
 * @return ::UNO_OK, or ::UNO_EINVAL for NULL pointers.
 * @since 1.0
 */
UNO_API int uno_game_top_card(const uno_game *game, uno_card *out);

/**
 * @brief The current color (G-1).
 * @param game The game.
 * @return A ::uno_color; ::UNO_NO_COLOR while a wild's color is still to be
 *         named (or a wild turned up matches anything); ::UNO_EINVAL for a
 *         NULL game.
 * @since 1.0
 */
UNO_API int uno_game_current_color(const uno_game *game);

/**
 * @brief The side in play of two-sided cards (UNO Flip, FL-4): the faces
 *        every card, hand and pile shows now.
 *
 * Every card the library reports (hands, the top card, moves, events,
 * views) is a face of this side; a color 0-3 is a dark color (pink,
 * teal, orange, purple) on the dark side. A Flip turns every card over
 * (FL-6, ::UNO_EV_FLIP); every round starts on the light side.
 * @param game The game.
 * @return 0 (light, and always for a one-sided deck) or 1 (dark), or
 *         ::UNO_EINVAL for a NULL game.
 * @since 1.0
 */
UNO_API int uno_game_side(const uno_game *game);

/**
 * @brief What a seat sees of the faces not in play (two-sided cards, FL-5),
 *        sorted by face (count-then-fill).
 *
 * The other players hold their cards with the side in play toward
 * themselves, so a seat sees the hidden faces of every other hand; the
 * top card of the draw pile shows its hidden face too. A seat never sees
 * the hidden faces of its own hand, and a spectator (::UNO_SPECTATOR)
 * those of no hand. uno_view::hidden holds the same faces.
 * @param game The game.
 * @param seat The seat that looks, or ::UNO_SPECTATOR.
 * @param target A seat whose hand it looks at (its own, or any for a
 *        spectator: 0 cards), or ::UNO_DRAW_PILE for the top card of the
 *        draw pile (0 or 1 card).
 * @param buf Where up to @p cap faces are written (NULL if @p cap is 0):
 *        faces of the side not in play, wilds with ::UNO_NO_COLOR.
 * @param cap Capacity of @p buf; ::UNO_MAX_DECK always suffices.
 * @return The number of faces (may exceed @p cap): 0 for a one-sided deck;
 *         ::UNO_EINVAL (NULL, a seat out of range).
 * @since 1.0
 */
UNO_API int uno_game_hidden_faces(const uno_game *game, int seat, int target, uno_card *buf,
				  size_t cap);

/** The draw pile, as the target of uno_game_hidden_faces(). @since 1.0 */
#define UNO_DRAW_PILE (-2)

/**
 * @brief No seat: the viewer that knows only what every seat knows, for a
 *        host that shows a game to someone who does not play it (a
 *        spectator, a public log).
 *
 * uno_event_for_seat(), uno_game_view(), uno_game_observation() and
 * uno_game_hidden_faces() take it in place of a seat. A spectator sees no
 * hand, neither side of its cards: a hand's faces in play are its
 * holder's, and with two-sided cards its hidden faces are seen by every
 * seat but its holder, so they are not what every seat knows (FL-5). It
 * sees the table: the discard pile, cards turned face up, every count and
 * score, and the draw pile's top hidden face, which lies face up for all.
 * It has the value -1 of "no seat" in events, views and moves (not a
 * status: ::UNO_EINVAL is -1 too, but no call takes a status as a seat).
 * @since 1.0
 */
#define UNO_SPECTATOR (-1)

/**
 * @brief A seat's hand, sorted by kind then color (count-then-fill).
 * @param game The game.
 * @param seat The seat.
 * @param buf Where up to @p cap cards are written (NULL if @p cap is 0).
 * @param cap Capacity of @p buf; ::UNO_MAX_DECK always suffices.
 * @return The number of cards held (may exceed @p cap), or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_game_hand(const uno_game *game, int seat, uno_card *buf, size_t cap);

/**
 * @brief How many cards a seat holds.
 * @param game The game.
 * @param seat The seat.
 * @return The count, or ::UNO_EINVAL (NULL game, seat out of range).
 * @since 1.0
 */
UNO_API int uno_game_hand_size(const uno_game *game, int seat);

/**
 * @brief How many cards the draw pile holds.
 * @param game The game.
 * @return The count, or ::UNO_EINVAL for a NULL game.
 * @since 1.0
 */
UNO_API int uno_game_draw_pile_size(const uno_game *game);

/**
 * @brief How many cards the discard pile holds, the top card included.
 * @param game The game.
 * @return The count, or ::UNO_EINVAL for a NULL game.
 * @since 1.0
 */
UNO_API int uno_game_discard_pile_size(const uno_game *game);

/**
 * @brief A seat's match total so far (G-8, G-9).
 * @param game The game.
 * @param seat The seat.
 * @return The total, or ::UNO_EINVAL (NULL game, seat out of range).
 * @since 1.0
 */
UNO_API int uno_game_score(const uno_game *game, int seat);

/**
 * @brief The dealer of the current round (G-5).
 * @param game The game.
 * @return The seat, or ::UNO_EINVAL for a NULL game.
 * @since 1.0
 */
UNO_API int uno_game_dealer(const uno_game *game);

/**
 * @brief The number of the current round, from 1.
 * @param game The game.
 * @return The round, or ::UNO_EINVAL for a NULL game.
 * @since 1.0
 */
UNO_API int uno_game_round(const uno_game *game);

/**
 * @brief The winner of the current round (for a blocked round, the seat
 *        scored as if it had gone out, G-4).
 * @param game The game.
 * @return The seat, ::UNO_ESTATE while the round is being played,
 *         ::UNO_EINVAL for a NULL game.
 * @since 1.0
 */
UNO_API int uno_game_round_winner(const uno_game *game);

/**
 * @brief The winner of the match.
 * @param game The game.
 * @return The seat, ::UNO_ESTATE until the match is over, ::UNO_EINVAL for
 *         a NULL game.
 * @since 1.0
 */
UNO_API int uno_game_match_winner(const uno_game *game);

/**
 * @brief The team a seat plays for this round.
 * @param game The game.
 * @param seat The seat.
 * @return A team number from 0 (seats of the same team share it; without
 *         teams every seat is its own team, numbered as the seat), or
 *         ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_game_team(const uno_game *game, int seat);

/**
 * @brief Where a seat stands: a ::uno_seat_status.
 * @param game The game.
 * @param seat The seat.
 * @return The status, or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_game_seat_status(const uno_game *game, int seat);

/**
 * @brief The cards turned over by a Casting Call and not yet distributed
 *        (count-then-fill; empty outside ::UNO_PHASE_CAST).
 * @param game The game.
 * @param buf Where up to @p cap cards are written, in the order turned.
 * @param cap Capacity of @p buf.
 * @return The number of turned cards, or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_game_turned(const uno_game *game, uno_card *buf, size_t cap);

/**
 * @brief The cards a pending draw makes the current player take
 *        (::UNO_PHASE_CHALLENGE, or a stack in ::UNO_PHASE_STACK, H-1).
 * @param game The game.
 * @return The count (0 when no draw is pending), or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_game_pending_draw(const uno_game *game);

/**
 * @brief How many more cards the current player must give in
 *        ::UNO_PHASE_HANDOFF (TM-7).
 * @param game The game.
 * @return The count (0 outside that phase), or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_game_gives_left(const uno_game *game);

/**
 * @brief Whether a seat has called UNO for the single card it holds (G-6).
 * @param game The game.
 * @param seat The seat.
 * @return 1 or 0, or ::UNO_EINVAL (NULL game, seat out of range).
 * @since 1.0
 */
UNO_API int uno_game_uno_called(const uno_game *game, int seat);

/**
 * @brief Referee mode: the seat whose misplay may still be caught.
 *
 * After a play that breaks a rule stood as a misplay (::UNO_EV_MISPLAY),
 * any other seat may catch it with `misplay N` until play goes on: any move
 * but the offender's own color, swap, distribution or UNO call closes the
 * window, and the misplay stands.
 * @param game The game.
 * @param[out] reason The rule the misplay broke (a ::uno_reason), set when
 *             one is open; may be NULL.
 * @return The offender's seat, ::UNO_ESTATE when no misplay is open, or
 *         ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_game_misplay(const uno_game *game, int *reason);

#ifdef __cplusplus
}
#endif

#endif /* UNO_GAME_H */
