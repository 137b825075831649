/*
 * libuno internals, floor 2 (engine): the game's state, the legality
 * oracle, the step machine and its effects, events and hooks. Built on the
 * core; services, bots and the tournament are built on it, never the other
 * way round.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_H
#define UNO_ENGINE_H

#include "core/core.h"

/* ---- game ---- */

#define UNO__NO_SEAT (-1)
/* A pending draw (H-1) saturates here: it fits its byte, and no table
 * has that many cards to draw anyway. */
#define UNO__MAX_STACK 200u
/* uno_game_round() returns an int: the last round a match may start. */
#define UNO__MAX_ROUND 2147483647u
/* Room for a game's last message (uno_game_errmsg()). */
#define UNO__ERRMSG_CAP 160

/*
 * What the round's history tells about the hidden hands (belief.c). Each
 * seat's hand is seen as groups of cards with what is known of them: a
 * group's cards are none of its `excluded` faces. The cards in no group
 * (the hand size less the groups' counts) are free: nothing is known of
 * them. The groups are public: every seat saw the facts that made them (a
 * draw instead of a play, a drawn card kept or not, cards turned face up).
 * A seat may also know some cards of one other seat that nobody else saw
 * (a challenge, a swap, a hand-off): `known_count` cards of the faces in
 * `known_faces`, held by `known_seat`.
 */
#define UNO__GROUPS 3
struct uno__belief {
	uno__fset excluded[UNO_MAX_PLAYERS][UNO__GROUPS];
	uno__fset known_faces[UNO_MAX_PLAYERS];
	uint8_t count[UNO_MAX_PLAYERS][UNO__GROUPS];   /* 0: the group is unused */
	int8_t known_seat[UNO_MAX_PLAYERS];             /* per knowing seat, or -1 */
	uint8_t known_count[UNO_MAX_PLAYERS];
	uint16_t known_of;                /* bit t: a seat knows some of t's cards (derived) */
	/* Each seat's last play of its turn, and what it was played on: the
	 * card, the top card and color before it, the color it named (a
	 * wild), and the cards the seat took since (a bot reads its choice
	 * against the hand it may have held, lib/bots/search.c). */
	uint8_t last_face[UNO_MAX_PLAYERS];  /* UNO__NO_FACE: none to read */
	uint8_t last_top[UNO_MAX_PLAYERS];
	uint8_t last_color[UNO_MAX_PLAYERS];
	uint8_t last_named[UNO_MAX_PLAYERS];
	uint8_t taken_since[UNO_MAX_PLAYERS];
	/* Tracking paused until the round ends: it is played out at once
	 * (uno_game_playout(), a search's simulation) and its history is
	 * never read; the end of a round clears the belief anyway, so a round
	 * played out ends as one played move by move. Not saved. */
	uint8_t off;
	/* The host turned tracking off (uno_game_set_tracking()): every
	 * round starts paused. Kept by uno__belief_clear(); not saved. */
	uint8_t untracked;
};

/*
 * A hand counted per face in 256 bits (a hand as it was shown, too): face
 * f has a counter field as wide as the number of the deck's copies of it
 * (on the side in play) takes, where the variant's tally[side][f] says
 * (uno__counts_to_places()). 32 bytes a seat where a byte a face took 92.
 */
typedef struct {
	uint64_t w[4];
} uno__tally;

/*
 * Everything that determines the game's future, and nothing else: a clone
 * is a copy of it, and two games are equal when their states are.
 */
struct uno__state {
	struct uno_rules rules;
	uint64_t rng[4];
	uno__fset mask[UNO_MAX_PLAYERS];    /* faces held, bit per face */
	/* The wide members first, the bytes after them: no padding between
	 * them, and a one-sided state ends at UNO__ONE_SIDED_SIZE. */
	struct uno__belief belief;       /* what the round's history tells (belief.c) */
	uno__tally hand[UNO_MAX_PLAYERS];
	uno__tally shown[UNO_MAX_PLAYERS];  /* the hand a seat was shown (C-7, shown_by) */
	int32_t score[UNO_MAX_PLAYERS];
	uint32_t round;
	uint8_t players;
	uint8_t dealer;
	/*
	 * The pending decision: one record of what the game waits for. Only
	 * uno__decide() (step.c) sets phase and current; the fields after them
	 * say what the decision is about.
	 */
	uint8_t phase;       /* uno_phase: the kind of decision */
	uint8_t current;     /* the seat whose decision is pending */
	uint8_t stack;       /* CHALLENGE, STACK: cards the pending draw adds up to */
	uint8_t pending_face; /* wild awaiting a color, card awaiting challenge */
	int8_t actor;        /* whose played card awaits a color or a hand-off */
	int8_t offender;     /* who played the card under challenge */
	uint8_t bluff;       /* the challengeable card broke its restriction */
	uint8_t first_color; /* the color decision is for the first discard (1), or a flipped top (2) */
	uint8_t drawn_face;  /* DRAWN phase: the card drawn */
	uint8_t idle_draw;   /* DRAWN: 1 + the pass count before a forced recycle (G-4, H-3) */
	uint8_t must_play;   /* Team Play: the current player must play (TM-4) */
	uint8_t going_out;   /* the actor went out: a hand-off is due (TM-7) */
	uint8_t gives_left;  /* HANDOFF: cards still to give */
	uint8_t nturned;     /* CAST: cards turned over */
	uint16_t exposed;    /* the catch window (G-6): bit p, seat p can be caught or may call UNO */
	uint16_t called;     /* bit p: seat p called UNO for its last card (G-6) */
	uint8_t misplay;     /* the referee's window: 1 + the seat whose misplay may be caught, or 0 */
	uint8_t misplay_reason; /* the rule it broke (uno_reason) */
	uint8_t misplay_face;   /* the card misplayed */
	/* The table. */
	int8_t direction;    /* 1 or -1 */
	uint8_t color;       /* current color, UNO_NO_COLOR while unnamed */
	int8_t round_winner;
	int8_t match_winner;
	int8_t last_player;  /* last seat to play a card (G-4 tie-break) */
	uint8_t scripted;    /* scripted deck: returned cards go to the bottom */
	uint8_t passes;      /* passes in a row with nothing drawn or played */
	uint8_t blocked;     /* the round ended blocked (G-4) */
	uint8_t ndraw;
	uint8_t ndiscard;
	uint8_t top_any;     /* the first discard matches anything (TM-3) */
	uint8_t top_as_is;   /* while dealing: 1 + the first discard's color, as is */
	uint8_t hand_size[UNO_MAX_PLAYERS];
	uint8_t seat_status[UNO_MAX_PLAYERS]; /* uno_seat_status */
	uint8_t team[UNO_MAX_PLAYERS];
	uint8_t deck[UNO__FACES];       /* the cards this game plays with (their faces in play) */
	uint8_t side;                   /* two-sided cards: the side in play, 0 light, 1 dark (FL-4) */
	uint8_t moving;                 /* two-sided cards: the card a step moves (transient) */
	uint8_t turned[UNO__TURNED_CAP]; /* Casting Call: turned, not yet given */
	int8_t shown_by[UNO_MAX_PLAYERS]; /* whose hand a seat was shown (C-7), in `shown` */
	/* The two piles in one array, which they never overfill (they hold
	 * no more cards than the deck): the draw pile from the front, faces,
	 * its top at piles[ndraw - 1]; the discard pile from the back,
	 * entries, UNO__DISCARD(s, 0) its bottom card. */
	uint8_t piles[UNO__DECK_CAP];
	/*
	 * Two-sided cards (FL-3..FL-6), zero in a one-sided game. The faces
	 * above are the faces in play; these say which card (id: the
	 * variant's light_of) is where, and what is on its dark side.
	 */
	uno__fset cards;                  /* the game's cards: all, or a scripted deck's */
	uno__fset held[UNO_MAX_PLAYERS];  /* each hand's cards */
	uint8_t dark_of[UNO__SIDED_CAP];  /* a card's dark face: the match's pairing (FL-3) */
	uint8_t ids[UNO__DECK_CAP];       /* the card at each place of the piles */
};

/*
 * A one-sided game's state ends where the two-sided cards' part begins:
 * a game of such a variant allocates, clears and copies only the state
 * before `cards` (558 bytes less), and nothing reads the rest (every use
 * of it asks uno__sided() first). Any state fits a room of the full size.
 */
#define UNO__ONE_SIDED_SIZE offsetof(struct uno__state, cards)
_Static_assert(UNO__ONE_SIDED_SIZE % _Alignof(struct uno__state) == 0,
	       "a one-sided state ends on its alignment");

/* The bytes of a state a game of this variant keeps. */
static inline size_t uno__state_size(const struct uno__variant *v)
{
	return uno__two_sided(v) ? sizeof(struct uno__state) : UNO__ONE_SIDED_SIZE;
}

/* A copy of a state, the part its game keeps, into room for one of its
 * game's (or a room of the full size). */
static inline void uno__state_copy(struct uno__state *dst, const struct uno__state *src)
{
	memcpy(dst, src, uno__state_size(src->rules.v));
}

/* Entry i of the discard pile (0: the bottom; ndiscard - 1: the top). */
#define UNO__DISCARD(s, i) ((s)->piles[UNO__DECK_CAP - 1u - (unsigned)(i)])

/* How a game was created: what a log needs to replay it from the start. */
struct uno__origin {
	uint64_t seed;
	uint32_t moves;      /* moves and new rounds applied since creation */
	uint8_t scripted;
	int8_t dealer;
	uint8_t flags;       /* UNO_SCRIPT_* */
	uint8_t count;
	/* A scripted game's cards as discard entries (a wild may carry its
	 * color): UNO__DECK_CAP bytes in the game's own allocation, after the
	 * game (uno__game_alloc()); NULL in a game dealt from its seed. */
	uint8_t *deck;
};

/*
 * A service listening to a game (the move log, log.c): told of each move
 * as it is applied, of each new round and of each card a draw hook named.
 * The engine calls it; it never calls into a step.
 */
struct uno__recorder {
	/* `side`: the side in play when the move was made (two-sided cards). */
	void (*move)(uno_game *g, int seat, const uno_move *m, int side);
	void (*next_round)(uno_game *g);
	void (*named)(uno_game *g, int seat, uno_card card);
	/* The game was reset (uno_game_reset()): a new game from its seed. */
	void (*reset)(uno_game *g);
	void (*release)(uno_game *g);
};

/*
 * Events a step causes wait here until it has committed, then go to the
 * event hook (hooks.c). The most one step causes: every card of the deck
 * drawn once (a penalty takes no more than the piles hold, and the piles
 * are reshuffled at most twice in a step), or, at a new round, every card
 * turned and returned once; plus a few dozen others (penalties, skips,
 * seats out or eliminated, the round's and match's end).
 */
#define UNO__EVENT_CAP (2 * UNO__DECK_CAP + 64)

struct uno__event_queue {
	uint16_t count;
	uint16_t lost;  /* events beyond the capacity (never, by the bound above) */
	uno_event ev[UNO__EVENT_CAP];
};

struct uno_game {
	/* The state the step in progress changes: s itself, or the scratch
	 * copy while a host's draw hook may look at the game (it sees s, the
	 * game as it was before the move). */
	struct uno__state *w;
	uno_alloc_fn alloc;
	void *alloc_user;
	/* The hooks (hooks.c, doc/hooks.md). */
	uno_hooks hooks;
	void *hook_user;
	int in_hook;            /* hook calls in progress on this game */
	int free_pending;       /* uno_game_free() from a hook: done when the outer call returns */
	struct uno__event_queue *events; /* with an event hook only */
	struct uno__state *scratch;      /* with a host's draw hook only */
	/* A table that a higher floor (the bots) put in front of the host's,
	 * with what it needs, released when the hooks are replaced. */
	void *layer;
	void (*layer_release)(uno_game *g, void *layer);
	/* A service listening (the move log), or NULL. */
	const struct uno__recorder *rec;
	void *rec_data;
	struct uno__origin origin;
	int draws_in_move;     /* cards drawn so far by the move being applied */
	/* Referee mode only (else NULL): the state before the misplay that may
	 * still be caught (valid while s.misplay), in the game's allocation
	 * right after it (uno__game_alloc()). */
	struct uno__state *undo;
	/* The last refusal's message: the longest, a refused move's, is
	 * "seat 9, " and the move (31 at most), ": " and the reason (117),
	 * 159 characters (tests/test_api_errors.c checks it). */
	char errmsg[UNO__ERRMSG_CAP];
	/* The committed state: what every query, save and hook reads. Last,
	 * so that a one-sided game's allocation ends where its state does
	 * (uno__state_size()). */
	struct uno__state s;
};

/* The bytes of a game whose state keeps state_size bytes
 * (uno__state_size(), or sizeof(struct uno__state) for any game). */
static inline size_t uno__game_size(size_t state_size)
{
	return offsetof(uno_game, s) + state_size;
}
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
/* Can the draw for dealer (C-2) ever end: do two cards of the deck count
 * differently in it? */
bool uno__lot_can_decide(const struct uno__variant *v);
/* Deals a new game into an initialized one, as uno_game_new() does (after
 * uno__game_check_new() said yes). */
void uno__game_start(uno_game *g, const uno_rules *rules, int players, uint64_t seed);
/* The step's state (g->w) made a new game of the same rules and seats,
 * dealt from the seed (inside uno__step_reset()). */
void uno__game_redeal(uno_game *g, uint64_t seed);

void uno__set_errmsg(uno_game *g, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 2, 3)))
#endif
	;

/* ---- steps and hooks (step.c, hooks.c) ---- */

/* The one place a decision becomes pending: its kind and its seat. */
static inline void uno__decide(struct uno__state *s, int phase, int seat)
{
	s->phase = (uint8_t)phase;
	s->current = (uint8_t)seat;
}

/* Does an event of this type put its card into a hand (the `seat`'s or
 * the `other`'s)? With two-sided cards such an event carries the card's
 * hidden face (uno_event.hidden, FL-5); services/tell.c's table says
 * whose hand, and tests/test_tell.c checks that the two agree. */
static inline bool uno__takes_card(int type)
{
	return type == UNO_EV_DRAW || type == UNO_EV_GIVE || type == UNO_EV_CAST ||
	       type == UNO_EV_MISPLAY_CAUGHT;
}

/* Queues an event for delivery after the step commits. */
void uno__queue_event(uno_game *g, int type, int seat, int other, int color,
		      unsigned face, int reason, int32_t value);

static inline void uno__emit(uno_game *g, int type, int seat, int other, int color,
			     unsigned face, int reason, int32_t value)
{
	if (g->hooks.event && g->events)
		uno__queue_event(g, type, seat, other, color, face, reason, value);
}

/* Hands the queued events to the event hook, each seeing the committed
 * game; stops if the game is to be freed. */
void uno__deliver_events(uno_game *g);

/* Lets the hooks answer the decisions they are set for, one step each,
 * delivering each step's events after it; returns when a decision is left
 * for the caller (or the game is to be freed). */
void uno__run_decision_hooks(uno_game *g);

static inline void uno__run_hooks(uno_game *g)
{
	const uno_hooks *h = &g->hooks;

	if (h->choose_color || h->challenge || h->cast || h->swap || h->give)
		uno__run_decision_hooks(g);
}

/* What every call that changes a game does last: delivers the events
 * still queued, lets the hooks answer, and frees the game if a hook asked
 * for it; returns rc. The game must not be touched after it. */
int uno__finish_call_slow(uno_game *g, int rc);

static inline int uno__finish_call(uno_game *g, int rc)
{
	const uno_hooks *h = &g->hooks;

	/* Nothing queued, no decision hook, nothing deferred: the step that
	 * just committed already cleared the message. */
	if (!g->events && !g->free_pending &&
	    !(h->choose_color || h->challenge || h->cast || h->swap || h->give))
		return rc;
	return uno__finish_call_slow(g, rc);
}

/* Frees a game now (what uno_game_free() does outside hooks). */
void uno__game_destroy(uno_game *g);

/* The recorder's calls, when one listens. */
static inline void uno__record_move(uno_game *g, int seat, const uno_move *m, int side)
{
	if (g->rec)
		g->rec->move(g, seat, m, side);
}

/* Rounds (deal.c). */
void uno__choose_dealer(uno_game *g);
void uno__start_round(uno_game *g, const uint8_t *order, unsigned count);
/* The deal passed to the next seat in play, and its round started. */
void uno__deal_next_round(uno_game *g);
/* The same for a position the host sets up (uno_game_new_from_hands()):
 * order is required, sizes[p] the cards dealt to seat p, and two-sided
 * cards are dealt with `side` up. */
void uno__start_round_dealt(uno_game *g, const uint8_t *order, unsigned count,
			    const uint8_t *sizes, unsigned side);
/* The teams of the current round, from the variant, options and round. */
void uno__assign_teams(struct uno__state *s);

/* The legal moves of a seat as move index bits (UNO__INDEX_WORDS words,
 * cleared first), and the faces it may play (legal.c). */
uno__fset uno__decision_bits(const struct uno__state *s, int seat, uint64_t *bits);
/* Is this index a play, draw or pass listed for the seat to decide? The
 * same answer as its bit in uno__decision_bits(), straight from the state
 * (the oracle's fast path: uno_game_apply_index()); when it is, *m is its
 * move (uno_move_from_index(), a wild the next player names a color for
 * played without one, NM-9). False for any other index, which the whole
 * oracle then judges. */
bool uno__turn_move_listed(const struct uno__state *s, int seat, int index, uno_move *m);

/* ---- referee mode (referee.c, doc/referee.md) ---- */
/* Closes the misplay window unless the move is the offender's follow-up. */
void uno__misplay_close(struct uno__state *s, int seat, const uno_move *m);
/* the penalty's cards drawn. */
void uno__commit_penalty(uno_game *g, const uno_move *m);
/* the game back to before the misplay, and the offender's penalty. */
void uno__commit_misplay_catch(uno_game *g, int seat, int target);

/* ---- the step machine (step.c) and the effects it starts ---- */

/* An accepted move as one step: its effects, the move count, the
 * recorder; no event is delivered, no hook asked. */
void uno__apply_checked(uno_game *g, int seat, const uno_move *m);
/* The next round dealt as one step (uno_game_next_round()). */
void uno__step_round(uno_game *g);
/* A new deal from the seed as one step (uno_game_reset()). */
void uno__step_reset(uno_game *g, uint64_t seed);
/* Checks a move with the oracle and applies it as one step, then delivers
 * its events; *why is the oracle's reason. No decision hook is asked. */
int uno__apply_move(uno_game *g, int seat, const uno_move *m, int *why);

/* Seats and hands (hands.c). */
/* A seat's teammate (team size 2), or UNO__NO_SEAT. */
int uno__teammate(const struct uno__state *s, int seat);

/* The round's history (belief.c): what the steps report, unless paused. */
static inline bool uno__belief_on(const struct uno__state *s)
{
	return !s->belief.off;
}
/* Pauses it for the rest of the round, believing nothing. */
void uno__belief_pause(struct uno__state *s);
/* Sets what is derived from the rest (a loaded belief). */
void uno__belief_derive(struct uno__state *s);
void uno__belief_clear(struct uno__state *s);                  /* a new round */
bool uno__belief_empty(const struct uno__state *s);
bool uno__belief_valid(const struct uno__state *s);
/* The cards of each face a seat has not seen: the game's cards less its
 * hand, the discard pile and the cards turned over. */
void uno__unseen(const struct uno__state *s, int seat, int unseen[UNO__FACES]);
unsigned uno__belief_free(const struct uno__state *s, int seat); /* cards in no group */
uno__fset uno__deck_faces(const struct uno__state *s);           /* faces the game deals */
/* Every card the seat holds is none of these faces (it drew instead of
 * playing one). */
void uno__belief_none_of(struct uno__state *s, int seat, uno__fset faces);
/* The card the seat just drew (still free) is none of these faces. */
void uno__belief_drawn(struct uno__state *s, int seat, uno__fset excluded);
/* A card every seat saw joined the seat's hand (CC-3). */
void uno__belief_shown(struct uno__state *s, int seat, unsigned face);
/* A card leaves the hand; with `seen` every seat saw its face. Called
 * before the hand changes. */
void uno__belief_leaves(struct uno__state *s, int seat, unsigned face, bool seen);
/* `seat` alone knows that `target` holds `count` cards of these faces. */
void uno__belief_learns(struct uno__state *s, int seat, int target, uno__fset faces,
			unsigned count);
/* Hands moved: seat p's hand is now seat to[p]'s (-1: it stayed). Called
 * after the hands moved. */
void uno__belief_moved(struct uno__state *s, const int8_t *to);
/* A seat plays a card (`turn`: as the answer to its turn's play, not a
 * jump-in, a drawn card, a stack or more of a number); it names a color
 * for it; it takes a card into its hand. */
void uno__belief_played(struct uno__state *s, int seat, unsigned face, bool turn);
void uno__belief_named(struct uno__state *s, int seat, unsigned color);
void uno__belief_taken(struct uno__state *s, int seat);
/* The sets of a hidden hand as a seat can tell them (belief.c). */
int uno__belief_sets(const struct uno__state *s, int seat, int target,
		     uno__fset allowed[UNO__GROUPS + 1], unsigned count[UNO__GROUPS + 1]);
int uno__hand_points(const struct uno__state *s, int seat);

/* Drawing (draw.c): the top card for a seat (the pile refilled per G-4,
 * the draw hook asked), or UNO__NO_FACE when no card is left anywhere. */
unsigned uno__take_top(uno_game *g, int seat);
/* A card joins a hand; a seat out for now comes back (TM-7). */
void uno__receive(uno_game *g, int seat, unsigned face);
/* Draws one card into a hand; its face, or UNO__NO_FACE. */
unsigned uno__draw_one(uno_game *g, int seat, int reason);
/* A penalty or effect of n cards, as far as the piles go. */
void uno__draw_cards(uno_game *g, int seat, unsigned n, int reason);
/* FL-11: cards one at a time, every seat seeing them, until one of the
 * color shows (a wild never counts), the piles run out or the hand limit
 * is reached (H-11). */
void uno__draw_until_color(uno_game *g, int seat, unsigned color, int reason);

/* NM-9 (reveal-until-color): a wild played without a color, which the
 * next player names. */
static inline bool uno__victim_names(const struct uno__state *s, unsigned face)
{
	return uno__kind_colorless(s->rules.v, uno__face_kind(face));
}

/* Does a card of this rule make its victim draw (a number, or until a
 * color shows)? */
static inline bool uno__draws(const struct uno__kind_rule *r)
{
	return r->draw || (r->flags & UNO__K_DRAW_UNTIL_COLOR);
}

/* Effects (effects.c). */
/* The turn passes on from seat, skipping the next seat if asked; a round
 * where every seat passed in a row ends blocked (G-4). */
void uno__advance(uno_game *g, int seat, bool skip);
/* Every other seat in play loses its turn (one skip event each, in the
 * order of play) and the seat plays again (FL-10, NM-7). */
void uno__advance_all(uno_game *g, int seat);
/* A draw card's victim draws n; with TM-5 its teammate too. */
void uno__draw_effect(uno_game *g, int victim, const struct uno__kind_rule *r, unsigned n);
/* A played card's effects once its color is known (C-4, C-8, X-3, ...). */
void uno__resolve(uno_game *g, int seat, unsigned face);
/* Once a played card's color is known: a due hand-off, then its effects. */
void uno__after_color(uno_game *g, int seat, unsigned face);
/* TM-4 (effect_team.c). */
void uno__team_play(uno_game *g, int seat, const struct uno__kind_rule *r);
/* TM-7: the hand-off owed to a seat that went out (effect_team.c): true
 * when there is none to make and the card acts now (uno__resolve()),
 * false when the teammate is now to give. */
bool uno__hand_off(uno_game *g, int seat, unsigned face);
/* One card handed over; after the last, the face of the card that now
 * acts (and its player in *actor), else UNO__NO_FACE. */
unsigned uno__commit_give(uno_game *g, int seat, uno_card card, int *actor);
/* CC-2, CC-3 (effect_cast.c). */
void uno__casting_call(uno_game *g, int seat);
void uno__commit_cast(uno_game *g, int seat, const uno_move *m);
/* H-5 (effect_seven_o.c): a card's swap or rotation of hands (its
 * uno__kind_flags()); true when a swap decision is now pending. */
bool uno__seven_o(uno_game *g, int seat, unsigned flags);
void uno__commit_swap(uno_game *g, int seat, int target);
/* H-11 (effect_knock_out.c): knocks out the seats at the hand limit,
 * settles the decision a knocked-out seat owed, ends a round with one
 * seat left. Run at the end of every step while the option is on. */
void uno__settle_hand_limit(uno_game *g);
/* FL-6, FL-7: a Flip's effect: every card turned over, the event, the
 * new top's color (none when it is a wild face, which the Flip's player
 * names: true then). */
bool uno__flip_turn(uno_game *g, int seat);
#define UNO__COLOR_FIRST 1   /* first_color: the first discard's color (C-3) */
#define UNO__COLOR_FLIPPED 2 /* first_color: the top a Flip turned up (FL-7) */
/* The first discard (first_card.c, C-3). */
void uno__resolve_first_card(uno_game *g);

static inline int uno__opt(const struct uno__state *s, int option)
{
	return s->rules.opt[option];
}

static inline const struct uno__kind_rule *uno__rule(const struct uno__state *s,
						      unsigned face)
{
	return &s->rules.v->kind[uno__face_kind(face)];
}

/* A kind's flags in this game: its own, and those a house rule that is on
 * adds to it. */
static inline unsigned uno__kind_flags(const struct uno__state *s,
				       const struct uno__kind_rule *r)
{
	return uno__rule_flags(r, s->rules.opt);
}

/* Does any kind of this game have one of these flags (uno__kind_flags())? */
bool uno__game_has_effect(const struct uno__state *s, unsigned flags);

static inline bool uno__over(const struct uno__state *s)
{
	return s->phase == UNO_PHASE_ROUND_OVER || s->phase == UNO_PHASE_MATCH_OVER;
}

static inline unsigned uno__top_face(const struct uno__state *s)
{
	return UNO__ENTRY_FACE(UNO__DISCARD(s, s->ndiscard - 1));
}

/* The next seat in play in the direction of play (out and eliminated
 * seats are passed over, TM-7, E-1). */
static inline int uno__next_seat(const struct uno__state *s, int seat)
{
	int p = seat, n = s->players;

	for (int i = 0; i < n; i++) {
		p += s->direction;
		if (p < 0)
			p += n;
		else if (p >= n)
			p -= n;
		if (s->seat_status[p] == UNO_SEAT_IN)
			return p;
	}
	return seat;
}

static inline int uno__active_players(const struct uno__state *s)
{
	int n = 0;
	for (int p = 0; p < s->players; p++)
		n += s->seat_status[p] == UNO_SEAT_IN;
	return n;
}

/* The catch window (G-6): the seats left with one card and no call, who
 * may call UNO or be caught until the next player begins. One seat, as a
 * rule; after a 0 or a 7 in a variant with `uno-call = one-card`, every
 * seat the move left with one card (NM-12). */
static inline bool uno__exposed(const struct uno__state *s, int seat)
{
	return (s->exposed >> seat) & 1u;
}

/* The first seat in the window, or -1. */
static inline int uno__exposed_seat(const struct uno__state *s)
{
	return s->exposed ? __builtin_ctz(s->exposed) : UNO__NO_SEAT;
}

static inline void uno__expose(struct uno__state *s, int seat)
{
	s->exposed = (uint16_t)(s->exposed | 1u << seat);
}

static inline void uno__unexpose(struct uno__state *s, int seat)
{
	s->exposed = (uint16_t)(s->exposed & ~(1u << seat));
}

/* Has the seat called UNO for its last card (G-6)? */
static inline bool uno__called(const struct uno__state *s, int seat)
{
	return (s->called >> seat) & 1u;
}

static inline void uno__set_called(struct uno__state *s, int seat, bool called)
{
	s->called = (uint16_t)(called ? s->called | 1u << seat : s->called & ~(1u << seat));
}

/* ---- two-sided cards (cards.c, FL-3..FL-6) ---- */

static inline bool uno__sided(const struct uno__state *s)
{
	return s->rules.v->sides == 2;
}

/* A card's face on a side (0 light, 1 dark). */
static inline unsigned uno__id_face(const struct uno__state *s, unsigned id, unsigned side)
{
	return side ? s->dark_of[id] : s->rules.v->light_of[id];
}

/* The card of this face in play that a hand gives up: its lowest id (the
 * player cannot tell two of them apart). */
unsigned uno__held_id(const struct uno__state *s, int seat, unsigned face);
/* FL-5: the faces not in play that a seat (or UNO_SPECTATOR) sees of a
 * target (a seat, or UNO_DRAW_PILE: its top card), counted by face; their
 * number. Nothing of its own hand, nothing of a hand for a spectator,
 * nothing for a one-sided deck. */
unsigned uno__hidden_counts(const struct uno__state *s, int seat, int target,
			    uint8_t counts[UNO__FACES]);
/* The piles' place i: its card's face in play into the pile's byte (the
 * draw pile: the face; the discard pile: its entry, without a color). */
void uno__pile_faces(struct uno__state *s);
/* The same for the draw pile alone. */
void uno__draw_faces(struct uno__state *s);
/* Counts each hand's faces in play again from its cards. */
void uno__hand_faces(struct uno__state *s);
/* FL-6: the discard pile turns over as one stack, then the draw pile,
 * then every hand; the other side is in play. */
void uno__flip(struct uno__state *s);
/* The game's cards counted by their faces in play into s->deck. */
void uno__deck_faces_in_play(struct uno__state *s);
/* The piles and hands hold every card of the game once (a loaded save). */
bool uno__cards_valid(const struct uno__state *s);

/* The card id at place i of the piles, or 0 with one-sided cards (whose
 * games keep no ids: UNO__ONE_SIDED_SIZE); and the same place set. */
static inline uint8_t uno__id_at(const struct uno__state *s, unsigned i)
{
	return uno__sided(s) ? s->ids[i] : 0;
}

static inline void uno__set_id_at(struct uno__state *s, unsigned i, uint8_t id)
{
	if (uno__sided(s))
		s->ids[i] = id;
}

/* A card goes on the discard pile as this entry; with two-sided cards it
 * is s->moving. */
static inline void uno__discard_push(struct uno__state *s, uint8_t entry)
{
	if (uno__sided(s))
		s->ids[UNO__DECK_CAP - 1u - s->ndiscard] = s->moving;
	UNO__DISCARD(s, s->ndiscard++) = entry;
}

/* ---- tallies: hands counted per face (uno__tally) ---- */

/* Face f's counter in a tally on the side in play (uno__counts_to_places():
 * its first bit and its width, in one word). */
static inline uint32_t uno__tally_place(const struct uno__state *s, unsigned f)
{
	return s->rules.v->tally[s->side][f];
}

/* The copies of a face a tally counts. */
static inline unsigned uno__tally_get(const uno__tally *t, uint32_t place)
{
	unsigned at = place & 255u, width = (place >> 8) & 15u;
	return (unsigned)(t->w[at >> 6] >> (at & 63u)) & ((1u << width) - 1u);
}

/* One more copy (the tally holds fewer than the deck has). */
static inline void uno__tally_add(uno__tally *t, uint32_t place)
{
	unsigned at = place & 255u;
	t->w[at >> 6] += 1ull << (at & 63u);
}

/* One copy fewer (the tally holds one at least); whether one is left. */
static inline bool uno__tally_take(uno__tally *t, uint32_t place)
{
	unsigned at = place & 255u;
	t->w[at >> 6] -= 1ull << (at & 63u);
	return uno__tally_get(t, place) != 0;
}

/* The variant's deck counted per face on the side in play (a one-sided
 * game is always on side 0). */
static inline const uint8_t *uno__side_deck(const struct uno__state *s)
{
	return s->side ? s->rules.v->dark_deck : s->rules.v->deck;
}

/* How many copies of face f the deck has on the side in play: as many as
 * a tally may count. */
static inline unsigned uno__tally_room(const struct uno__state *s, unsigned f)
{
	return uno__side_deck(s)[f];
}

/* The copies of face f a tally counts, on the side in play. */
static inline unsigned uno__tally_count(const struct uno__state *s, const uno__tally *t,
					unsigned f)
{
	return uno__tally_get(t, uno__tally_place(s, f));
}

/* How many cards of face f the seat holds. */
static inline unsigned uno__hand_count(const struct uno__state *s, int seat, unsigned f)
{
	return uno__tally_count(s, &s->hand[seat], f);
}

/* A tally per face into counts, reading only `faces` (the faces it may
 * hold: a hand's mask, or all), and counts (none above the deck's) into a
 * tally (hands.c). */
void uno__tally_counts(const struct uno__state *s, const uno__tally *t, uno__fset faces,
		       uint8_t counts[UNO__FACES]);
void uno__tally_of_counts(const struct uno__state *s, uno__tally *t, const uint8_t counts[UNO__FACES]);

/* A card joins or leaves a hand; the UNO call it owed lapses (G-6). With
 * two-sided cards the card joining is s->moving, and the one leaving is
 * put there (uno__held_id()). The hand holds fewer copies of a face it
 * takes than the deck has, and one at least of a face it gives up. */
static inline void uno__hand_add(struct uno__state *s, int seat, unsigned face)
{
	uno__tally_add(&s->hand[seat], uno__tally_place(s, face));
	s->mask[seat] |= uno__fset_bit(face);
	s->hand_size[seat]++;
	if (uno__sided(s))
		s->held[seat] |= (uno__fset)1 << s->moving;
	if (s->hand_size[seat] != 1) {
		uno__set_called(s, seat, false);
		uno__unexpose(s, seat);
	}
}

static inline void uno__hand_remove(struct uno__state *s, int seat, unsigned face)
{
	if (uno__sided(s)) {
		s->moving = (uint8_t)uno__held_id(s, seat, face);
		s->held[seat] &= ~((uno__fset)1 << s->moving);
	}
	if (!uno__tally_take(&s->hand[seat], uno__tally_place(s, face)))
		s->mask[seat] &= ~uno__fset_bit(face);
	s->hand_size[seat]--;
	if (s->hand_size[seat] != 1)
		uno__set_called(s, seat, false);
}

/* What every play of a card from a hand leaves behind it, once the card
 * is on the pile (step.c's commit_play(), and the fast step's). Playing
 * a card is progress, except the forced replay of a card that only a
 * reshuffle could give: that turn changed nothing (G-4, H-3). */
static inline void uno__card_played(struct uno__state *s, int seat, unsigned face)
{
	s->top_any = 0;
	s->must_play = 0;
	s->passes = s->idle_draw && face == s->drawn_face ? s->idle_draw : 0;
	s->idle_draw = 0;
	s->last_player = (int8_t)seat;
	s->drawn_face = UNO__NO_FACE;
}

/* H-10, G-6: after a play (and its call, if any), a seat left with one
 * card and no call is open to a catch; any window it had closes. */
static inline void uno__reopen_catch(struct uno__state *s, int seat)
{
	uno__unexpose(s, seat);
	if (s->hand_size[seat] == 1 && !uno__called(s, seat) && !uno__opt(s, UNO_OPT_NO_UNO_CALL))
		uno__expose(s, seat);
}

/* A card can be drawn, after a reshuffle if need be (G-4). */
/* May the seat to decide draw (or pass) rather than play? Not after a Team
 * Play (TM-4), nor under play_if_able while it can play. */
static inline bool uno__may_decline(const struct uno__state *s, int seat);

/* NM-11: are hands of knocked-out seats set aside for the next refill
 * (draw.c)? */
bool uno__set_aside_waits(const struct uno__state *s);

static inline bool uno__can_draw(const struct uno__state *s)
{
	return s->ndraw > 0 || s->ndiscard > 1 ||
	       ((s->rules.v->flags & UNO__V_SET_ASIDE) && uno__set_aside_waits(s));
}

static inline bool uno__valid_seat(const uno_game *g, int seat)
{
	return g && seat >= 0 && seat < g->s.players;
}

/* A seat, or the spectator (UNO_SPECTATOR), of a game. */
static inline bool uno__valid_viewer(const uno_game *g, int seat)
{
	return g && (seat == UNO_SPECTATOR || (seat >= 0 && seat < g->s.players));
}

/* Legality (legal.c): the oracle, and what it is built from. */
int uno__check(const struct uno__state *s, int seat, const uno_move *m, int *reason);

/*
 * Sets of faces as bit masks (bit f for face f), the form hands are kept
 * in beside their counts: matching (G-2) is a few AND and OR operations
 * instead of a walk over the hand.
 */
#define UNO__COLOR_FACES(c)                                                                  \
	(((uno__fset)0x0111111111111111ull << (c) & (((uno__fset)1 << UNO__FIRST_WILD_FACE) - 1)) | \
	 (uno__fset)0x111111u << (UNO__FIRST_XCOLORED_FACE + (c)))
#define UNO__WILD_FACES                                                                      \
	((((uno__fset)1 << UNO__CLASSIC_FACES) - ((uno__fset)1 << UNO__FIRST_WILD_FACE)) |      \
	 (((uno__fset)1 << UNO__FACES) - ((uno__fset)1 << UNO__FIRST_XWILD_FACE)))
_Static_assert(UNO__FIRST_XWILD_FACE - UNO__FIRST_XCOLORED_FACE == 24, "six extended colored kinds");

/* The four faces of a colored face's kind; none for a wild face. Worked
 * out when compiled for every face (legal.c): the match mask asks it of
 * the top card at every step. (The masks keep every arm's shift in range,
 * as a compiler checks the arms not taken too.) */
#define UNO__SAME_KIND_OF(f)                                                                 \
	((f) < UNO__FIRST_WILD_FACE	    ? (uno__fset)0xf << ((f) & 124u)                    \
	 : (f) < UNO__FIRST_XCOLORED_FACE ? (uno__fset)0                                      \
	 : (f) < UNO__FIRST_XWILD_FACE                                                         \
		 ? (uno__fset)0xf << (UNO__FIRST_XCOLORED_FACE + (((f) - UNO__FIRST_XCOLORED_FACE) & 60u)) \
		 : (uno__fset)0)
extern const uno__fset uno__same_kind[128];

static inline uno__fset uno__kind_faces_of(unsigned face)
{
	return uno__same_kind[face & 127u];
}

/* G-2: every face that may go on the pile now, held or not: a wild, the
 * current color, the top card's number or symbol, or anything on a first
 * discard that matches anything (TM-3, X-2). */
static inline uno__fset uno__match_mask(const struct uno__state *s)
{
	static const uno__fset color_faces[5] = {
		UNO__COLOR_FACES(0), UNO__COLOR_FACES(1), UNO__COLOR_FACES(2),
		UNO__COLOR_FACES(3), 0,
	};

	if (s->top_any)
		return UNO__FSET_ALL;
	return UNO__WILD_FACES | color_faces[s->color < 4 ? s->color : 4] |
	       uno__kind_faces_of(uno__top_face(s));
}

/* G-2 for one face: uno__match_mask() holds it (without building the mask). */
static inline bool uno__matches(const struct uno__state *s, unsigned face)
{
	return s->top_any || uno__face_wild(face) || uno__face_color(face) == s->color ||
	       uno__face_kind(face) == uno__face_kind(uno__top_face(s));
}

/* Would this restricted draw card be a bluff now (C-6, X-4)? */
bool uno__breaks_restriction(const struct uno__state *s, int seat, unsigned face);

/* House rule last_card_number: may this face be the seat's last card
 * played? (Only a number, when the rule is on and it is the last card.) */
static inline bool uno__last_card_ok(const struct uno__state *s, int seat, unsigned face)
{
	return !uno__opt(s, UNO_OPT_LAST_CARD_NUMBER) || s->hand_size[seat] != 1 ||
	       (uno__rule(s, face)->flags & UNO__K_NUMBER);
}

/* The strict restriction and the last card: what a card must keep
 * wherever it is played, a uno_reason. */
static inline int uno__allowed(const struct uno__state *s, int seat, unsigned face)
{
	if (uno__opt(s, UNO_OPT_STRICT_WILD_DRAW) && uno__breaks_restriction(s, seat, face))
		return UNO_REASON_WILD_DRAW_RESTRICTED;
	if (!uno__last_card_ok(s, seat, face))
		return UNO_REASON_LAST_CARD_NUMBER;
	return UNO_REASON_OK;
}

/* G-2, the strict restriction and the last card: a uno_reason. */
static inline int uno__playable(const struct uno__state *s, int seat, unsigned face)
{
	if (!uno__matches(s, face))
		return UNO_REASON_NO_MATCH;
	return uno__allowed(s, seat, face);
}

/* H-9: does this face deflect a pending draw (a Skip or a Reverse that
 * draws nothing, under the deflect option)? */
static inline bool uno__deflects(const struct uno__state *s, unsigned face)
{
	const struct uno__kind_rule *r = uno__rule(s, face);
	return uno__opt(s, UNO_OPT_DEFLECT) && !r->draw &&
	       (r->flags & (UNO__K_SKIP | UNO__K_REVERSE));
}

/* H-10: may this face follow the number on top in UNO_PHASE_MORE? */
static inline bool uno__more_face(const struct uno__state *s, unsigned face)
{
	return (uno__rule(s, face)->flags & UNO__K_NUMBER) &&
	       uno__face_kind(face) == uno__face_kind(uno__top_face(s));
}

/* H-10: the faces of the number on top that this seat holds: what it may
 * add in UNO_PHASE_MORE (none for an action or wild card on top). */
static inline uno__fset uno__more_faces_held(const struct uno__state *s, int seat)
{
	return s->mask[seat] & uno__kind_faces_of(uno__top_face(s));
}

/* H-11: does this seat hold as many cards as the hand limit, or more? */
static inline bool uno__at_hand_limit(const struct uno__state *s, int seat)
{
	int limit = uno__opt(s, UNO_OPT_HAND_LIMIT);
	return limit > 0 && s->hand_size[seat] >= limit;
}

uno__fset uno__playable_faces_ruled(const struct uno__state *s, int seat, uno__fset ok);

/* The faces a seat holds and may play now: G-2 as masks, then the strict
 * restriction (C-6, X-4), which only a wild draw card can break, and the
 * last-card rule (legal.c). */
static inline uno__fset uno__playable_faces(const struct uno__state *s, int seat)
{
	uno__fset ok = s->mask[seat] & uno__match_mask(s);

	if (ok && (uno__opt(s, UNO_OPT_STRICT_WILD_DRAW) || uno__opt(s, UNO_OPT_LAST_CARD_NUMBER)))
		return uno__playable_faces_ruled(s, seat, ok);
	return ok;
}

/* Does the seat hold any card it may play now (G-2)? */
static inline bool uno__can_play_any(const struct uno__state *s, int seat)
{
	return uno__playable_faces(s, seat) != 0;
}
/* H-1: may this face be stacked on the pending draw? */
bool uno__stacks(const struct uno__state *s, int seat, unsigned face);
/* H-4: may this seat jump in with this face now? */
bool uno__jumps_in(const struct uno__state *s, int seat, unsigned face);

/* May a card of this rule be challenged (C-7, X-4)? Not when it cannot
 * be bluffed (H-6), nor under no_challenge (H-16). */
static inline bool uno__challengeable(const struct uno__state *s, const struct uno__kind_rule *r)
{
	return (r->flags & UNO__K_CHALLENGE) && !uno__opt(s, UNO_OPT_STRICT_WILD_DRAW) &&
	       !uno__opt(s, UNO_OPT_NO_CHALLENGE);
}

/* H-1: the card on top of a stack may be challenged (C-7, X-4). */
static inline bool uno__stack_challengeable(const struct uno__state *s)
{
	return uno__challengeable(s, uno__rule(s, uno__top_face(s)));
}

/* NM-7: the other cards of a face's color that its play sheds (none
 * unless the face has discard-all; wilds never). */
unsigned uno__shed_held(const struct uno__state *s, int seat, unsigned face); /* legal.c */

static inline unsigned uno__shed_count(const struct uno__state *s, int seat, unsigned face)
{
	return uno__fset_has(s->rules.v->shed_faces, face) ? uno__shed_held(s, seat, face) : 0;
}

/* G-6: is the UNO call offered with a play of this face from this hand?
 * Only when the play leaves one card (its shedding counted, NM-12), and
 * never under no_uno_call (H-14). */
static inline bool uno__call_offered_by(const struct uno__state *s, int seat, unsigned shed)
{
	return s->hand_size[seat] == 2 + shed && !uno__opt(s, UNO_OPT_NO_UNO_CALL);
}

static inline bool uno__call_offered(const struct uno__state *s, int seat, unsigned face)
{
	return uno__call_offered_by(s, seat, uno__shed_count(s, seat, face));
}

/* The same, given `plain`: the answer for a face that sheds nothing
 * (uno__call_offered_by(s, seat, 0)), worked out once for many faces. */
static inline bool uno__call_offered_with(const struct uno__state *s, int seat, unsigned face,
					  bool plain)
{
	return uno__fset_has(s->rules.v->shed_faces, face) ? uno__call_offered(s, seat, face) : plain;
}

/* The end of a round (score.c). */
void uno__end_round(uno_game *g, int winner, bool blocked);
void uno__end_blocked_round(uno_game *g);

/* For tests: counts every card of the game once; 0 when they add up. */
int uno__check_invariants(const uno_game *g);

/* The same, given the faces the seat may play (uno__playable_faces()). */
static inline bool uno__may_decline_with(const struct uno__state *s, uno__fset playable)
{
	return !s->must_play && !(uno__opt(s, UNO_OPT_PLAY_IF_ABLE) && playable != 0);
}

static inline bool uno__may_decline(const struct uno__state *s, int seat)
{
	return uno__may_decline_with(
		s, uno__opt(s, UNO_OPT_PLAY_IF_ABLE) ? uno__playable_faces(s, seat) : 0);
}

#endif /* UNO_ENGINE_H */
