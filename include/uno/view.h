/*
 * libuno: a rules engine for UNO and its official variants.
 * SPDX-License-Identifier: MIT
 */
/**
 * @file view.h
 * @brief What one seat may see, and encodings of it for learning agents.
 *
 * A player view holds everything a seat may know: its own hand, the public
 * table (top card, color, direction, every hand size, pile sizes, scores,
 * the discard pile since the last reshuffle, cards turned for a Casting
 * Call), the hand it was shown when it last challenged, and with
 * two-sided cards (UNO Flip, FL-5) the hidden faces it sees: those of
 * every other hand and of the draw pile's top card. It never holds
 * anything else of another seat's cards, so a bot given only views cannot
 * cheat. A spectator's view (::UNO_SPECTATOR) holds the public table
 * alone. What a seat sees is now; what it was shown before, the events
 * tell it, each as uno_event_for_seat() tells it to that seat
 * (doc/information.md).
 *
 * For reinforcement learning: a fixed-size integer encoding of a view
 * (uno_game_observation()), and a dense index over moves
 * (uno_move_index(), uno_move_from_index()) with a legal-move mask
 * (uno_game_legal_mask()). The index covers every move uno_game_legal_moves()
 * can list; a wild played without a color is not in it, except a wild
 * whose color the next player names (No Mercy's Color Roulette, NM-9),
 * which is listed without one and indexed at its first color's place
 * (the mask and the decision mark that index; uno_game_apply_index()
 * plays it, the color ignored). A fast host asks
 * uno_game_decision() and answers with uno_game_apply_index().
 */
#ifndef UNO_VIEW_H
#define UNO_VIEW_H

#include "game.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief One seat's view of a game. A fixed layout that only grows at the
 *        end: callers set `size` to sizeof(uno_view) before asking.
 *
 * The counts are 16 bits wide and the card arrays hold ::UNO_MAX_DECK
 * (256) cards. The view ends with what FL-5 shows of two-sided cards
 * (from `hidden_count` on), which came last: a caller compiled before
 * those members passes a smaller `size` and gets the rest.
 *
 * Every card of the view is a face of the side in play (`side`), except
 * `draw_hidden` and `hidden`: faces of the other side, as
 * uno_rules_card_format_side() with `!side` writes them.
 * @since 1.0
 */
typedef struct uno_view {
	uint32_t size;        /**< sizeof(uno_view) as compiled by the caller. */
	int8_t seat;          /**< The seat this view belongs to. */
	int8_t players;       /**< Number of seats. */
	int8_t current;       /**< Seat to decide, or -1 when the round is over. */
	int8_t phase;         /**< A ::uno_phase. */
	int8_t direction;     /**< 1 or -1. */
	int8_t color;         /**< The current ::uno_color. */
	int8_t dealer;        /**< The dealer of the round. */
	int8_t exposed;       /**< Seat that may be caught for UNO, or -1; after a 0 in No Mercy there may be several (NM-12): this is the first, and uno_game_legal_moves() lists a catch of each. */
	uno_card top;         /**< Top of the discard pile (a wild with its color). */
	int16_t draw_pile;    /**< Cards in the draw pile. */
	int16_t pending_draw; /**< Cards a pending draw would make the current player take. */
	int32_t round;        /**< Round number, from 1. */
	int8_t round_winner;  /**< Round winner, or -1. */
	int8_t match_winner;  /**< Match winner, or -1. */
	int8_t shown_by;      /**< Whose hand this seat was shown in its last challenge this round, or -1. */
	uint8_t side;         /**< The side in play of two-sided cards (0 light, 1 dark; always 0 for a one-sided deck): every card of the view is a face of it (uno_game_side()). */
	uint16_t hand_size[UNO_MAX_PLAYERS];  /**< Every seat's hand size. */
	uint8_t seat_status[UNO_MAX_PLAYERS]; /**< Every seat's ::uno_seat_status. */
	uint8_t team[UNO_MAX_PLAYERS];        /**< Every seat's team this round. */
	uint8_t called[UNO_MAX_PLAYERS];      /**< Every seat's UNO call (G-6). */
	uint8_t reserved1[2];                 /**< Zero. */
	int32_t score[UNO_MAX_PLAYERS];       /**< Every seat's match total. */
	uint16_t hand_count;                  /**< Cards in this seat's hand. */
	uint16_t discard_count;               /**< Cards in the discard pile. */
	uint16_t shown_count;                 /**< Cards in `shown`. */
	uint16_t turned_count;                /**< Cards in `turned`. */
	uno_card hand[UNO_MAX_DECK];          /**< This seat's hand, sorted. */
	uno_card discard[UNO_MAX_DECK];       /**< The discard pile, bottom first; wilds with the color named for them. */
	uno_card shown[UNO_MAX_DECK];         /**< The hand shown to this seat (C-7), as it was then. */
	uno_card turned[UNO_MAX_DECK];        /**< Cards turned for a Casting Call, not yet given. */
	/** Two-sided cards (FL-5): how many hidden faces of each seat's hand
	 *  this seat sees, which are in `hidden`: every card of every other
	 *  hand; 0 for its own hand, for every hand in a spectator's view,
	 *  and for a one-sided deck. @since 1.0 */
	uint16_t hidden_count[UNO_MAX_PLAYERS];
	/** Two-sided cards (FL-5): the hidden face of the draw pile's top
	 *  card, which lies face up for every seat (and a spectator) to see;
	 *  ::UNO_NO_CARD when the pile is empty; zero for a one-sided deck.
	 *  @since 1.0 */
	uno_card draw_hidden;
	uint8_t reserved2[2];                 /**< Zero. @since 1.0 */
	/** Two-sided cards (FL-5): the hidden faces this seat sees of the
	 *  other hands, seat by seat from seat 0 (`hidden_count[0]` faces of
	 *  seat 0's hand, then seat 1's, ...), each hand's sorted by face as
	 *  uno_game_hidden_faces() gives them; wilds with ::UNO_NO_COLOR. The
	 *  other hands hold no more cards than the deck, so they fit.
	 *  @since 1.0 */
	uno_card hidden[UNO_MAX_DECK];
} uno_view;

/**
 * @brief Fills a seat's view of the game, or a spectator's.
 *
 * A spectator's view (@p seat ::UNO_SPECTATOR) has `seat` -1, no hand
 * (`hand_count` 0), no shown hand (`shown_by` -1) and no hidden faces of
 * any hand (every `hidden_count` 0); its public fields are every seat's.
 * @param game The game.
 * @param seat The seat whose view it is, or ::UNO_SPECTATOR.
 * @param[in,out] view Its `size` must be at least the size of a view up
 *        to `turned` (`offsetof(uno_view, hidden_count)`: a caller
 *        compiled before the FL-5 members); the library writes exactly
 *        `size` bytes, or all of its own sizeof(uno_view) when `size` is
 *        larger, and leaves `size` as it was.
 * @return ::UNO_OK, or ::UNO_EINVAL (NULL, seat out of range, size too
 *         small) with the view unchanged.
 * @since 1.0
 */
UNO_API int uno_game_view(const uno_game *game, int seat, uno_view *view);

/**
 * @brief What one seat, or a spectator, may know of an event: the event as
 *        a networked host tells it to that seat, so that no host writes
 *        its own redaction.
 *
 * The told event has the event's `type`, `seat`, `other`, `color`,
 * `reason`, `side` and `value`; its `card` and `hidden` are kept where
 * the viewer may see them and are ::UNO_NO_CARD where it may not. What
 * may be seen follows the rules (doc/information.md has the table of
 * every event type): a card played, turned over, shown or put face up is
 * every seat's (G-2, C-2, C-3, CC-2, FL-11, NM-9, NM-7); a card drawn
 * face down is its drawer's alone (G-3, G-6, C-7, and every penalty); a
 * card handed to a teammate is the two teammates' (TM-7); a decision
 * hook's refused answer is its seat's. With two-sided cards (FL-5) the
 * hidden face of a card that goes into a hand (`hidden`) is told to every
 * seat but the one whose hand it goes into, and never to a spectator.
 * Swaps and rotations of hands (H-5, NM-10) and a challenge's shown hand
 * (C-7) carry no card: the shown hand is in the challenger's view alone.
 *
 * Only the rules and the player count of @p game are read, not its
 * state: an event may be told when it happens (from the event hook) or
 * later, from a record of the game's events.
 * @param game The game the event is from.
 * @param seat The seat told, or ::UNO_SPECTATOR.
 * @param event The event, as the event hook got it.
 * @param[out] out The told event; may be @p event itself.
 * @return ::UNO_OK, or ::UNO_EINVAL (a NULL argument, a seat out of range,
 *         an unknown event type, or an event whose `seat` or `other` is
 *         neither -1 nor a seat of @p game), with @p out unchanged.
 * @since 1.0
 */
UNO_API int uno_event_for_seat(const uno_game *game, int seat, const uno_event *event,
			       uno_event *out);

/**
 * @brief The length of the observation encoding for games of these rules.
 * @param rules The table.
 * @return The number of int32 values, or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_observation_size(const uno_rules *rules);

/**
 * @brief Encodes a seat's view as a fixed-size vector of integers.
 *
 * Layout, every seat-indexed block rotated so that index 0 is the observing
 * seat: per card face (62, kind-major, as in ::uno_card order) the count in
 * the own hand; per face the count in the discard pile; per face the count
 * in the hand shown in a challenge; the top card's face index (or -1);
 * current color; direction; phase; current seat (relative, -1 when over);
 * pending draw; draw pile size; then per seat: hand size, score, seat
 * status, same-team flag, UNO-called flag; with two-sided cards, what
 * FL-5 shows (the side in play, the draw pile's top hidden face, the hidden
 * faces of each other hand). doc/observation.md lists it. A spectator's
 * (::UNO_SPECTATOR) has no hand, no shown hand and no hidden faces of any
 * hand, its seat blocks start at seat 0, the current seat is absolute and
 * no seat is of its team.
 * @param game The game.
 * @param seat The observing seat, or ::UNO_SPECTATOR.
 * @param buf Where to write the values.
 * @param cap Capacity of @p buf in values.
 * @return The number of values (uno_observation_size()), written only when
 *         it fits in @p cap; or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_game_observation(const uno_game *game, int seat, int32_t *buf, size_t cap);

/**
 * @brief Number of move indexes in Classic's layout: indexes run from 0 to
 *        this minus one. Every built-in variant has this layout, and so
 *        has a defined one whose kinds all fit the public kind numbers
 *        (its own kinds take numbers it leaves free); a variant with more
 *        kinds than that (doc/variant-format.md: kind numbers 20-31) has
 *        ::UNO_MOVE_INDEX_MAX. uno_rules_move_index_count() says which.
 *        @since 1.0
 */
#define UNO_MOVE_INDEX_COUNT 272

/**
 * @brief The most move indexes a variant has: Classic's layout, then the
 *        plays and hand-offs of kinds 20-31 (::UNO_INDEX_XPLAY on).
 *        @since 1.0
 */
#define UNO_MOVE_INDEX_MAX 398

/**
 * @brief The number of move indexes of a variant's games: indexes run from
 *        0 to this minus one: ::UNO_MOVE_INDEX_COUNT, or
 *        ::UNO_MOVE_INDEX_MAX for a variant that deals kinds 20-31.
 * @param rules The table.
 * @return The count, or ::UNO_EINVAL for a NULL table.
 * @since 1.0
 */
UNO_API int uno_rules_move_index_count(const uno_rules *rules);

/**
 * @name Where each kind of move starts in the move index
 * (doc/observation.md has the whole table).
 * @{
 */
#define UNO_INDEX_PLAY 0         /**< Colored plays: `face * 2`, plus 1 with the UNO call. @since 1.0 */
#define UNO_INDEX_WILD 112       /**< Wild plays: `112 + ((face - 56) * 4 + color) * 2`, plus 1 with the call. @since 1.0 */
#define UNO_INDEX_DRAW 160       /**< `draw`. @since 1.0 */
#define UNO_INDEX_PASS 161       /**< `pass`. @since 1.0 */
#define UNO_INDEX_UNO 162        /**< `uno`. @since 1.0 */
#define UNO_INDEX_CATCH 163      /**< `catch N`: plus the seat. @since 1.0 */
#define UNO_INDEX_CHALLENGE 173  /**< `challenge`. @since 1.0 */
#define UNO_INDEX_ACCEPT 174     /**< `accept`. @since 1.0 */
#define UNO_INDEX_COLOR 175      /**< `color C`: plus the color. @since 1.0 */
#define UNO_INDEX_GIVE 179       /**< `give CARD`: plus the card's face. @since 1.0 */
#define UNO_INDEX_CAST_DEAL 241  /**< `cast deal`. @since 1.0 */
#define UNO_INDEX_CAST 242       /**< `cast N`: plus the seat. @since 1.0 */
#define UNO_INDEX_SWAP 252       /**< `swap N`: plus the seat. @since 1.0 */
#define UNO_INDEX_MISPLAY 262    /**< `misplay N`: plus the seat. @since 1.0 */
#define UNO_INDEX_XPLAY 272      /**< Plays of colored kinds 20-25: `272 + ((kind - 20) * 4 + color) * 2`, plus 1 with the call. @since 1.0 */
#define UNO_INDEX_XWILD 320      /**< Plays of wild kinds 26-31: `320 + ((kind - 26) * 4 + color) * 2`, plus 1 with the call. @since 1.0 */
#define UNO_INDEX_XGIVE 368      /**< `give CARD` of kinds 20-31: colored `368 + (kind - 20) * 4 + color`, wild `392 + kind - 26`. @since 1.0 */
/** @} */

/**
 * @brief The dense index of a move, for move masks.
 * @param move A move as uno_game_legal_moves() lists them.
 * @return 0 to ::UNO_MOVE_INDEX_MAX - 1 (below ::UNO_MOVE_INDEX_COUNT
 *         for the public kinds), or ::UNO_EINVAL for a malformed move or
 *         one outside the index (a wild played without a color).
 * @since 1.0
 */
UNO_API int uno_move_index(const uno_move *move);

/**
 * @brief The move with a dense index.
 * @param index From 0 to ::UNO_MOVE_INDEX_MAX - 1 (from
 *        ::UNO_MOVE_INDEX_COUNT on, a move of a card of kind 20-31, which
 *        only a variant that declares the kind can name or play).
 * @param[out] out The move.
 * @return ::UNO_OK, or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_move_from_index(int index, uno_move *out);

/**
 * @brief The index of a move in a variant's games: uno_move_index(), read
 *        with the variant's own kinds.
 *
 * Every move uno_game_legal_moves() lists in a game of @p rules has an
 * index here, where uno_game_legal_mask(), uno_decision::mask and
 * uno_game_apply_index() have it; this includes the one play listed
 * without a color, a wild whose color the next player names (No Mercy's
 * Wild Color Roulette, NM-9), which takes its first color's index.
 * @param rules The variant's table.
 * @param move A move.
 * @return 0 to uno_rules_move_index_count() - 1, or ::UNO_EINVAL for a
 *         NULL argument, a malformed move, a card of a kind 20-31 the
 *         variant does not declare, a color named with such a wild, or a
 *         move outside the index (another wild without a color).
 * @since 1.0
 */
UNO_API int uno_rules_move_index(const uno_rules *rules, const uno_move *move);

/**
 * @brief The move of an index in a variant's games: the inverse of
 *        uno_rules_move_index() (a wild whose color the next player names
 *        comes back without a color).
 * @param rules The variant's table.
 * @param index From 0 to uno_rules_move_index_count() - 1.
 * @param[out] out The move.
 * @return ::UNO_OK, or ::UNO_EINVAL for a NULL argument, an index out of
 *         range, of a kind the variant does not declare, or of a color
 *         such a wild never carries.
 * @since 1.0
 */
UNO_API int uno_rules_move_from_index(const uno_rules *rules, int index, uno_move *out);

/**
 * @brief Marks a seat's legal moves: `mask[i]` is 1 when the move of index
 *        i is among uno_game_legal_moves(), else 0.
 * @param game The game.
 * @param seat The seat.
 * @param mask uno_rules_move_index_count() bytes (::UNO_MOVE_INDEX_COUNT
 *        for every variant of the public kinds).
 * @param cap Size of @p mask; must be at least that.
 * @return The number of legal moves, or ::UNO_EINVAL.
 * @since 1.0
 */
UNO_API int uno_game_legal_mask(const uno_game *game, int seat, uint8_t *mask, size_t cap);

/**
 * @brief Words of 64 bits in uno_decision::mask: room for ::UNO_MAX_MOVE_INDEX
 *        move indexes (16 since 1.0, 5 before). @since 1.0
 */
#define UNO_DECISION_WORDS 16

/**
 * @brief The most move indexes any variant may have: the bound of
 *        uno_rules_move_index_count(). @since 1.0
 */
#define UNO_MAX_MOVE_INDEX 1024

/** @brief Words of 64 bits in uno_decision::faces: room for 256 faces. @since 1.0 */
#define UNO_FACE_WORDS 4

/**
 * @brief What the round waits for, in one call: whose decision, its kind,
 *        and the moves that answer it as bit masks. Filled by
 *        uno_game_decision(); the fast way for a host to choose a move.
 *
 * A card face is the dense number of a card kind and color used by the
 * observation (doc/observation.md): `kind * 4 + color` for a colored card
 * (0-55), `56 + kind - UNO_WILD` for a wild (56-61); for the kinds a
 * definition adds beyond them, `62 + (kind - 20) * 4 + color` for kinds
 * 20-25 (colored, 62-85) and `86 + kind - 26` for kinds 26-31 (wild,
 * 86-91).
 * @since 1.0
 */
typedef struct uno_decision {
	uint32_t size;  /**< Set by the caller to `sizeof(uno_decision)`. */
	int8_t seat;    /**< The seat to decide, or -1 when no round is in progress. */
	int8_t phase;   /**< The kind of decision: a ::uno_phase. */
	int16_t count;  /**< How many moves `seat` may make: as many as uno_game_legal_moves() lists for it. */
	/** The faces `seat` may play now: bit `f % 64` of `faces[f / 64]` for
	 * face `f` (a wild's plays are then one per color, uno_move_index()).
	 */
	uint64_t faces[UNO_FACE_WORDS];
	/** The legal moves of `seat` by move index: bit `i % 64` of
	 * `mask[i / 64]` is set exactly when the move of index `i` is among
	 * uno_game_legal_moves() for `seat` (its own UNO call, a catch and a
	 * jump-in included, as that list has them). */
	uint64_t mask[UNO_DECISION_WORDS];
} uno_decision;

/**
 * @brief Fills @p decision with the round's pending decision: the seat,
 *        the kind, and that seat's legal moves as masks.
 *
 * The same answer as uno_game_current_player(), uno_game_phase() and
 * uno_game_legal_mask() for that seat, in one call and without building a
 * move list for the plays and draws that make most of a round. Other seats
 * may still have moves out of turn (a catch, a late UNO call, a jump-in,
 * H-4): ask uno_game_legal_moves() for them. Safe from hooks.
 * @param game The game.
 * @param[in,out] decision Its `size` set by the caller; the rest written.
 *        With no round in progress `seat` is -1, `phase` the game's, and
 *        the masks are empty.
 * @return ::UNO_OK, or ::UNO_EINVAL (a NULL argument, or `size` too small).
 * @since 1.0
 */
UNO_API int uno_game_decision(const uno_game *game, uno_decision *decision);

/**
 * @brief Applies the move of a move index: uno_game_apply() with
 *        uno_move_from_index(@p index).
 *
 * The same rules, hooks, events, statuses and reasons as uno_game_apply();
 * faster for the plays, draws and passes of the seat to decide, whose
 * legality it checks straight from the masks of uno_game_decision().
 * @param game The game.
 * @param seat The seat making the move.
 * @param index The move's index, 0 to ::UNO_MOVE_INDEX_COUNT - 1.
 * @return As uno_game_apply(); ::UNO_EINVAL for an index out of range.
 * @since 1.0
 */
UNO_API int uno_game_apply_index(uno_game *game, int seat, int index);

/**
 * @brief Resamples what a seat cannot see, for information-set search.
 *
 * The cards in the other hands and in the draw pile are shuffled together
 * and dealt back (every hand keeps its size, the draw pile its size); the
 * seat's own hand, the discard pile, turned cards and every public fact stay.
 * The game's generator is reseeded from @p seed too, so that later
 * reshuffles do not follow the real game. A card another seat just drew and
 * may play (::UNO_PHASE_DRAWN) stays in its hand, and after a Team Play the
 * teammate keeps a hand it can answer with. A pending challenge's verdict,
 * which depends on a hidden hand, is drawn from @p seed for a seat that did
 * not play the card.
 * @param game The game, changed in place (clone it first to keep the
 *        original).
 * @param seat The seat whose knowledge is kept.
 * @param seed Seeds the resampling.
 * @return ::UNO_OK, ::UNO_EINVAL, ::UNO_EBUSY.
 * @since 1.0
 */
UNO_API int uno_game_determinize(uno_game *game, int seat, uint64_t seed);

/**
 * @brief Flag of uno_game_determinize_ex(): sample worlds consistent with
 *        the round's history as well (uno_game_belief() has what it tells).
 * @since 1.0
 */
#define UNO_DETERMINIZE_HISTORY 1u

/**
 * @brief Resamples what a seat cannot see, as uno_game_determinize() does,
 *        and with ::UNO_DETERMINIZE_HISTORY in worlds that also fit what
 *        the round's history told the seat (uno_game_belief()).
 *
 * The informed worlds deal the cards each fact constrains first, the most
 * constrained first, each uniformly among the hidden cards that fit it,
 * then the rest uniformly. A draw is read as "held nothing playable"
 * although G-3 allows it anyway: where the hidden cards cannot fit every
 * fact (a player kept a playable card), the sampler gives way for the
 * cards that do not fit, and should no world meet the pending decision's
 * needs it falls back to uniform worlds. Without flags this is
 * uno_game_determinize() exactly (the same seed gives the same world).
 * @param game The game, changed in place (clone it first to keep the
 *        original).
 * @param seat The seat whose knowledge is kept.
 * @param seed Seeds the resampling.
 * @param flags 0 or ::UNO_DETERMINIZE_HISTORY.
 * @return ::UNO_OK, ::UNO_EINVAL (NULL game, seat out of range, unknown
 *         flags), ::UNO_EBUSY (called from a hook).
 * @since 1.0
 */
UNO_API int uno_game_determinize_ex(uno_game *game, int seat, uint64_t seed,
				    unsigned flags);

/**
 * @brief What one seat can tell of another seat's hand from the round's
 *        history: for every card face, the fewest and the most cards of
 *        it the hand may hold. Filled by uno_game_belief().
 *
 * Faces are numbered as in ::uno_decision (`kind * 4 + color` for a
 * colored card, `56 + kind - UNO_WILD` for a wild); faces the variant does
 * not deal have 0 and 0.
 * @since 1.0
 */
typedef struct uno_belief {
	uint32_t size;      /**< Set by the caller to `sizeof(uno_belief)`. */
	int8_t seat;        /**< The seat that knows. */
	int8_t target;      /**< The seat whose hand it is. */
	uint16_t hand_size; /**< The target's hand size. */
	/** At least this many of the target's cards are of face `f`. */
	uint16_t least[UNO_FACE_WORDS * 64];
	/** At most this many of the target's cards are of face `f`. */
	uint16_t most[UNO_FACE_WORDS * 64];
} uno_belief;

/**
 * @brief Fills what @p seat can tell of @p target's hand.
 *
 * What is counted, from the start of the round:
 * - the cards @p seat sees: its own hand, the discard pile and the cards
 *   turned over (no hand holds more of a face than are unseen);
 * - a draw instead of a play (G-3): the hand held no card that would
 *   surely have been playable, the current color, the top's number or
 *   symbol, the wilds (a restricted wild under the strict rule and a last
 *   card under last_card_number excepted). G-3 allows such a draw
 *   anyway: when the player later plays a card this excluded, that
 *   reading is dropped for that face;
 * - a drawn card: playable (the game asks whether to play it) or not;
 * - a pending draw taken that could have been stacked on or deflected
 *   (H-1, H-9);
 * - cards turned face up and given (CC-3);
 * - what @p seat alone saw: the hand it was shown in a challenge (C-7),
 *   the hand it gave away in a swap or a rotation (H-5), the cards it
 *   handed over (TM-7).
 *
 * Cards played since are taken off; a card that may have come from more
 * than one of these counts is taken from the most telling one, so the
 * bounds never claim more than the history shows. The end of a round
 * clears it all (and uno_game_playout() does not track the round it plays
 * out). With @p seat equal to @p target the bounds are the hand itself.
 * @param game The game.
 * @param seat The seat that knows.
 * @param target The seat whose hand it is.
 * @param[in,out] belief Its `size` set by the caller; the rest written.
 * @return ::UNO_OK, or ::UNO_EINVAL (NULL, seats out of range, `size`
 *         too small).
 * @since 1.0
 */
UNO_API int uno_game_belief(const uno_game *game, int seat, int target, uno_belief *belief);

/**
 * @brief Flag of uno_game_set_tracking(): keep what the round's history
 *        tells each seat (uno_game_belief()). Set by default.
 * @since 1.0
 */
#define UNO_TRACK_BELIEF 1u

/** @brief Every flag of uno_game_set_tracking(): a new game's setting. @since 1.0 */
#define UNO_TRACK_ALL UNO_TRACK_BELIEF

/**
 * @brief Chooses what a game keeps beyond its rules, for a host that
 *        never asks for it and would rather not pay for it.
 *
 * Without ::UNO_TRACK_BELIEF the game does not follow what each move
 * tells the other seats (the bookkeeping costs about a quarter of a fast
 * host's instructions a move, bench/README.md; and with it off, a game
 * with no event or draw hook applies the common moves of
 * uno_game_apply_index() in one fused step): uno_game_belief() then
 * reports only what each seat sees (its own hand, the discard pile and
 * the cards turned over), uno_game_determinize_ex() with
 * ::UNO_DETERMINIZE_HISTORY has no history to fit and gives
 * uno_game_determinize()'s very worlds (the same seed, the same world),
 * and the search bots (UNO_BOT_SEARCH and above) sample their worlds
 * without it. The rules, the moves and every seeded game are the same either
 * way. Turning it off forgets what was known; turning it on starts from
 * knowing nothing, and learns from the next move on. The setting stays
 * with the game through new rounds and uno_game_reset(), and with its
 * clones; it is not saved (a loaded game tracks everything).
 * @param game The game.
 * @param flags ::UNO_TRACK_ALL (the default), or 0.
 * @return ::UNO_OK, ::UNO_EINVAL (NULL game, unknown flags), or
 *         ::UNO_EBUSY (called from a hook).
 * @since 1.0
 */
UNO_API int uno_game_set_tracking(uno_game *game, unsigned flags);

/**
 * @brief What a game keeps beyond its rules (uno_game_set_tracking()).
 * @param game The game.
 * @return The flags (::UNO_TRACK_ALL for a new game), or ::UNO_EINVAL
 *         (NULL game).
 * @since 1.0
 */
UNO_API int uno_game_tracking(const uno_game *game);

#ifdef __cplusplus
}
#endif

#endif /* UNO_VIEW_H */
