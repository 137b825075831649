/*
 * libuno internals, floor 2 (engine), its ground: a game's state and
 * handle, and the helpers on them that call no function of the engine
 * (seats, the catch window, tallies, card ids, the table's options and
 * kinds). Every header of lib/engine starts from it; doc/dev/engine.md,
 * "The files, bottom up", says which file's header may include which.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_STATE_H
#define UNO_ENGINE_STATE_H

#include "core/core.h"

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

/* The recorder's calls, when one listens. */
static inline void uno__record_move(uno_game *g, int seat, const uno_move *m, int side)
{
	if (g->rec)
		g->rec->move(g, seat, m, side);
}

/* The round's history (belief.c): what the steps report, unless paused. */
static inline bool uno__belief_on(const struct uno__state *s)
{
	return !s->belief.off;
}

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

#define UNO__COLOR_FIRST 1   /* first_color: the first discard's color (C-3) */

#define UNO__COLOR_FLIPPED 2 /* first_color: the top a Flip turned up (FL-7) */

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

static inline bool uno__sided(const struct uno__state *s)
{
	return s->rules.v->sides == 2;
}

/* A card's face on a side (0 light, 1 dark). */
static inline unsigned uno__id_face(const struct uno__state *s, unsigned id, unsigned side)
{
	return side ? s->dark_of[id] : s->rules.v->light_of[id];
}

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

/* A card joins a hand; the UNO call it owed lapses (G-6). With two-sided
 * cards the card joining is s->moving. The hand holds fewer copies of the
 * face than the deck has. (uno__hand_remove(), cards.h, is the other way.) */
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

static inline bool uno__valid_seat(const uno_game *g, int seat)
{
	return g && seat >= 0 && seat < g->s.players;
}

/* A seat, or the spectator (UNO_SPECTATOR), of a game. */
static inline bool uno__valid_viewer(const uno_game *g, int seat)
{
	return g && (seat == UNO_SPECTATOR || (seat >= 0 && seat < g->s.players));
}

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

/* G-2 for one face: uno__match_mask() holds it (without building the mask). */
static inline bool uno__matches(const struct uno__state *s, unsigned face)
{
	return s->top_any || uno__face_wild(face) || uno__face_color(face) == s->color ||
	       uno__face_kind(face) == uno__face_kind(uno__top_face(s));
}

/* House rule last_card_number: may this face be the seat's last card
 * played? (Only a number, when the rule is on and it is the last card.) */
static inline bool uno__last_card_ok(const struct uno__state *s, int seat, unsigned face)
{
	return !uno__opt(s, UNO_OPT_LAST_CARD_NUMBER) || s->hand_size[seat] != 1 ||
	       (uno__rule(s, face)->flags & UNO__K_NUMBER);
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

/* H-11: does this seat hold as many cards as the hand limit, or more? */
static inline bool uno__at_hand_limit(const struct uno__state *s, int seat)
{
	int limit = uno__opt(s, UNO_OPT_HAND_LIMIT);
	return limit > 0 && s->hand_size[seat] >= limit;
}

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

/* G-6: is the UNO call offered with a play of this face from this hand?
 * Only when the play leaves one card (its shedding counted, NM-12), and
 * never under no_uno_call (H-14). */
static inline bool uno__call_offered_by(const struct uno__state *s, int seat, unsigned shed)
{
	return s->hand_size[seat] == 2 + shed && !uno__opt(s, UNO_OPT_NO_UNO_CALL);
}

/* The same, given the faces the seat may play (uno__playable_faces()). */
static inline bool uno__may_decline_with(const struct uno__state *s, uno__fset playable)
{
	return !s->must_play && !(uno__opt(s, UNO_OPT_PLAY_IF_ABLE) && playable != 0);
}

#endif /* UNO_ENGINE_STATE_H */
