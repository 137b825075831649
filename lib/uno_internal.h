/*
 * libuno: internal declarations shared between the library's .c files.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_INTERNAL_H
#define UNO_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include <uno/uno.h>

/*
 * Inline twins of public helpers, for the hot paths: a call from inside the
 * library to an exported function is a real call (and, without
 * -fno-semantic-interposition, one through the PLT).
 */
static inline bool uno__is_wild(unsigned kind)
{
	return kind - UNO_WILD < (unsigned)(UNO_KIND_COUNT - UNO_WILD);
}

static inline bool uno__card_valid(uno_card c)
{
	if (c.kind >= UNO_KIND_COUNT)
		return false;
	return uno__is_wild(c.kind) ? c.color <= UNO_NO_COLOR : c.color < 4;
}

static inline uno_move uno__move(int type)
{
	uno_move m = { (uint8_t)type, 0, { 0, 0 }, UNO_NO_COLOR, -1, 0, 0 };
	return m;
}

/*
 * Faces. Cards are held as counts per face, a dense index of (kind, color):
 * colored kinds take kind * 4 + color (0..55), wild kinds follow in kind
 * order (56..61). Face order is therefore (kind, color) order, which makes
 * a walk over faces produce cards and moves already sorted.
 */
#define UNO__FACES 62
#define UNO__FIRST_WILD_FACE 56
#define UNO__NO_FACE 0xff

static inline unsigned uno__face(unsigned kind, unsigned color)
{
	return kind >= UNO_WILD ? UNO__FIRST_WILD_FACE + (kind - UNO_WILD)
				: kind * 4 + color;
}

static inline unsigned uno__face_kind(unsigned face)
{
	return face >= UNO__FIRST_WILD_FACE
		       ? UNO_WILD + (face - UNO__FIRST_WILD_FACE)
		       : face / 4;
}

static inline unsigned uno__face_color(unsigned face)
{
	return face >= UNO__FIRST_WILD_FACE ? UNO_NO_COLOR : face % 4;
}

static inline uno_card uno__face_card(unsigned face)
{
	uno_card c = { (uint8_t)uno__face_kind(face), (uint8_t)uno__face_color(face) };
	return c;
}

/*
 * Discard pile entries: a colored card is its face (0..55); a wild is
 * UNO__WILD_ENTRY + its wild index * 5 + the color named for it (4: none
 * yet), so the pile keeps every wild's color for the discard history.
 */
#define UNO__WILD_ENTRY 64u
#define UNO__ENTRY_MAX (UNO__WILD_ENTRY + (UNO__FACES - UNO__FIRST_WILD_FACE) * 5u)

static inline uint8_t uno__discard_entry(unsigned face, unsigned color)
{
	if (face < UNO__FIRST_WILD_FACE)
		return (uint8_t)face;
	return (uint8_t)(UNO__WILD_ENTRY + (face - UNO__FIRST_WILD_FACE) * 5u +
			 (color < 4 ? color : 4u));
}

static inline unsigned uno__entry_face(unsigned entry)
{
	return entry < UNO__WILD_ENTRY ? entry
				       : UNO__FIRST_WILD_FACE + (entry - UNO__WILD_ENTRY) / 5u;
}

/* The color an entry carries: a colored card's own, a wild's named one. */
static inline unsigned uno__entry_color(unsigned entry)
{
	return entry < UNO__WILD_ENTRY ? entry % 4u : (entry - UNO__WILD_ENTRY) % 5u;
}

#define UNO__ENTRY_FACE(e) uno__entry_face(e)

/* ---- generator: xoshiro256** seeded by splitmix64 (rng.c) ---- */

void uno__rng_seed(uint64_t state[4], uint64_t seed);

static inline uint64_t uno__rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

static inline uint64_t uno__rng_next(uint64_t s[4])
{
	uint64_t result = uno__rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = uno__rotl(s[3], 45);
	return result;
}

/* Uniform in [0, n) for n >= 1, by rejection (documented in doc/rules.md). */
static inline uint32_t uno__rng_below(uint64_t s[4], uint32_t n)
{
	/* Reject the low values that would make x % n uneven. The threshold
	 * is below n, so a draw at or above n (all but 2^-56 of them) is
	 * accepted without computing it. */
	for (;;) {
		uint64_t x = uno__rng_next(s);
		if (x >= n || x >= (0 - (uint64_t)n) % n)
			return (uint32_t)(x % n);
	}
}
/* Moves the generator on exactly as uno__rng_below(s, n) would, without
 * computing the number (no division). */
static inline void uno__rng_skip_below(uint64_t s[4], uint32_t n)
{
	for (;;) {
		uint64_t x = uno__rng_next(s);
		if (x >= n || x >= (0 - (uint64_t)n) % n)
			return;
	}
}

/* Fisher-Yates from the last element down. */
void uno__rng_shuffle(uint64_t state[4], uint8_t *a, unsigned n);

/* ---- moves (move.c) ---- */

bool uno__move_well_formed(const uno_move *m);
/* The canonical order of uno_move_compare() as one number. */
uint64_t uno__move_key(const uno_move *m);

/* ---- rule tables ---- */

/* What happens when a kind is turned up as the first discard (C-3). */
enum uno__first {
	UNO__FIRST_EFFECT = 0,   /* the card acts on the first player */
	UNO__FIRST_RETURN,       /* back into the deck, turn another */
	UNO__FIRST_CHOOSE_COLOR, /* the first player names the color, then plays */
	UNO__FIRST_COVER,        /* turn the next card on top of it */
	UNO__FIRST_IGNORE        /* no effect; a wild matches anything (TM-3) */
};

/* Which cards forbid playing a restricted draw card (C-6, X-4). */
enum uno__restriction {
	UNO__RESTRICT_NONE = 0,
	UNO__RESTRICT_NO_COLOR,          /* no card of the current color */
	UNO__RESTRICT_NO_COLOR_OR_WILD   /* ... and no other wild either */
};

/* Kind flags. */
#define UNO__K_SKIP 0x01u         /* the next player loses the turn */
#define UNO__K_REVERSE 0x02u      /* direction changes */
#define UNO__K_CHALLENGE 0x04u    /* the draw may be challenged (C-7, X-4) */
#define UNO__K_HITS_TEAMMATE 0x08u /* the victim's teammate draws too (TM-5) */
#define UNO__K_TEAM_PLAY 0x10u    /* the turn passes to the teammate (TM-4) */
#define UNO__K_CASTING_CALL 0x20u /* turn cards over and hand them out (CC-2) */

struct uno__kind_rule {
	uint8_t points;      /* G-8 */
	uint8_t draw;        /* cards the next player draws */
	uint8_t flags;       /* UNO__K_* */
	uint8_t restriction; /* enum uno__restriction */
	uint8_t first;       /* enum uno__first */
	uint8_t penalty;     /* Team Play: cards its player draws if unanswered */
};

/* Variant flags. */
#define UNO__V_TWO_PLAYER_REVERSE_SKIPS 0x01u /* C-8, with two seats in play */
#define UNO__V_AUTO_UNO_PENALTY 0x02u  /* no catches; the penalty is automatic (TM-6) */
#define UNO__V_TEAM_GOES_OUT 0x04u     /* a team wins when all its members are out (TM-7, TM-8) */
#define UNO__V_ELIMINATION 0x08u       /* own-hand totals, eliminated at a limit (E-1, E-2) */

#define UNO__OPT_MAX 32

struct uno__variant {
	const char *name;
	const char *summary;
	uint8_t deck[UNO__FACES];       /* copies of each face */
	uint8_t min_players, max_players;
	uint16_t player_counts;         /* bit n set: n players allowed */
	uint8_t team_size;              /* 1, or 2: partners across (P-1, TM-1) */
	uint32_t flags;                 /* UNO__V_* */
	uint32_t options;               /* bit per supported uno_option */
	int32_t defaults[UNO__OPT_MAX];
	struct uno__kind_rule kind[UNO_KIND_COUNT];
};

struct uno_rules {
	const struct uno__variant *v;
	uint32_t writable; /* only copies made by uno_rules_copy() */
	int32_t opt[UNO__OPT_MAX];
};

extern const struct uno__variant uno__variant_classic;
extern const struct uno__variant uno__variant_two_player;
extern const struct uno__variant uno__variant_partners;
extern const struct uno__variant uno__variant_challenge;
extern const struct uno__variant uno__variant_express;
extern const struct uno__variant uno__variant_casting_call;
extern const struct uno__variant uno__variant_teams;

int uno__deck_size(const struct uno__variant *v);
void uno__rules_init(struct uno_rules *r, const struct uno__variant *v);
/* A read-only copy of src's variant and option values (writable = 0). */
void uno__rules_snapshot(struct uno_rules *dst, const uno_rules *src);

/* ---- game ---- */

#define UNO__NO_SEAT (-1)
/* A pending draw (H-1) saturates here: it fits its byte, and no table
 * has that many cards to draw anyway. */
#define UNO__MAX_STACK 200u
/* uno_game_round() returns an int: the last round a match may start. */
#define UNO__MAX_ROUND 2147483647u

/*
 * Everything that determines the game's future, and nothing else: a clone
 * is a copy of it, and two games are equal when their states are.
 */
struct uno__state {
	struct uno_rules rules;
	uint64_t rng[4];
	uint64_t mask[UNO_MAX_PLAYERS];     /* faces held, bit per face */
	int32_t score[UNO_MAX_PLAYERS];
	uint32_t round;
	uint8_t players;
	uint8_t dealer;
	uint8_t current;     /* the seat whose decision is pending */
	uint8_t phase;       /* uno_phase */
	int8_t direction;    /* 1 or -1 */
	uint8_t color;       /* current color, UNO_NO_COLOR while unnamed */
	int8_t exposed;      /* seat that can be caught or may call UNO (G-6) */
	int8_t round_winner;
	int8_t match_winner;
	int8_t last_player;  /* last seat to play a card (G-4 tie-break) */
	int8_t offender;     /* who played the card under challenge */
	uint8_t scripted;    /* scripted deck: returned cards go to the bottom */
	uint8_t passes;      /* passes in a row with nothing drawn or played */
	uint8_t pending_face; /* wild awaiting a color, card awaiting challenge */
	uint8_t first_color; /* the color decision is for the first discard */
	uint8_t bluff;       /* the challengeable card broke its restriction */
	uint8_t drawn_face;  /* DRAWN phase: the card drawn */
	uint8_t blocked;     /* the round ended blocked (G-4) */
	uint8_t ndraw;
	uint8_t ndiscard;
	uint8_t top_any;     /* the first discard matches anything (TM-3) */
	uint8_t must_play;   /* Team Play: the current player must play (TM-4) */
	int8_t actor;        /* whose played card awaits a color or a hand-off */
	uint8_t going_out;   /* the actor went out: a hand-off is due (TM-7) */
	uint8_t gives_left;  /* HANDOFF: cards still to give */
	uint8_t nturned;     /* CAST: cards turned over */
	uint8_t stack;       /* CHALLENGE, STACK: cards the pending draw adds up to */
	uint8_t top_as_is;   /* while dealing: 1 + the first discard's color, as is */
	uint8_t idle_draw;   /* DRAWN: 1 + the pass count before a forced recycle (G-4, H-3) */
	uint8_t misplay;     /* referee mode: 1 + the seat whose misplay may be caught, or 0 */
	uint8_t misplay_reason; /* the rule it broke (uno_reason) */
	uint8_t misplay_face;   /* the card misplayed */
	uint8_t called[UNO_MAX_PLAYERS];
	uint8_t hand_size[UNO_MAX_PLAYERS];
	uint8_t seat_status[UNO_MAX_PLAYERS]; /* uno_seat_status */
	uint8_t team[UNO_MAX_PLAYERS];
	uint8_t deck[UNO__FACES];       /* the cards this game plays with */
	uint8_t pad1[2];
	uint8_t turned[UNO_MAX_DECK];   /* Casting Call: turned, not yet given */
	int8_t shown_by[UNO_MAX_PLAYERS]; /* whose hand a seat was shown (C-7) */
	uint8_t shown[UNO_MAX_PLAYERS][UNO__FACES]; /* and what it held then */
	uint8_t hand[UNO_MAX_PLAYERS][UNO__FACES];
	uint8_t draw[UNO_MAX_DECK];     /* faces; the top is draw[ndraw - 1] */
	uint8_t discard[UNO_MAX_DECK];  /* entries; the top is the last */
};

/* How a game was created: what a log needs to replay it from the start. */
struct uno__origin {
	uint64_t seed;
	uint32_t moves;      /* moves and new rounds applied since creation */
	uint8_t scripted;
	int8_t dealer;
	uint8_t flags;       /* UNO_SCRIPT_* */
	uint8_t count;
	uno_card deck[UNO_MAX_DECK];
};

struct uno__log;

struct uno_game {
	struct uno__state s;
	uno_alloc_fn alloc;
	void *alloc_user;
	uno_hooks hooks;
	void *hook_user;
	int in_hook;
	struct uno__origin origin;
	struct uno__log *log;  /* NULL unless uno_game_log_start() */
	int draws_in_move;     /* cards drawn so far by the move being applied */
	char errmsg[192];
	/* Bots answering seats' decisions through the hooks (uno_bot_install(),
	 * bot.c), and the host's hooks they stand in front of. */
	struct uno_bot *bots[UNO_MAX_PLAYERS];
	uno_hooks host_hooks;
	int has_bots;
	/* Referee mode: the state before the misplay that may still be caught
	 * (valid while s.misplay; copied by a clone only then). Last, so that
	 * a clone copies everything before it in one piece. */
	struct uno__state undo;
};

/* The move log (log.c). */
void uno__log_append_move(uno_game *g, int seat, const uno_move *m);

static inline void uno__log_move(uno_game *g, int seat, const uno_move *m)
{
	if (g->log)
		uno__log_append_move(g, seat, m);
}
void uno__log_next_round(uno_game *g);
void uno__log_named(uno_game *g, int seat, uno_card card);
void uno__log_free(uno_game *g);
/* The game changed outside any move: its log starts again from here. */
void uno__log_restart(uno_game *g);

/* Allocation through a game's or table's hook (NULL hook: malloc/free). */
void *uno__alloc(uno_alloc_fn fn, void *user, size_t size);
void uno__free(uno_alloc_fn fn, void *user, void *p);

void uno__set_errmsg(uno_game *g, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 2, 3)))
#endif
	;

/* Events and hooks (game.c): an event is built only when a hook takes it. */
void uno__emit_event(uno_game *g, int type, int seat, int other, int color,
		     unsigned face, int reason, int32_t value);

static inline void uno__emit(uno_game *g, int type, int seat, int other, int color,
			     unsigned face, int reason, int32_t value)
{
	if (g->hooks.event)
		uno__emit_event(g, type, seat, other, color, face, reason, value);
}

/* Rounds (deal.c). */
void uno__choose_dealer(uno_game *g);
void uno__start_round(uno_game *g, const uint8_t *order, unsigned count);
void uno__run_decision_hooks(uno_game *g);

/* Lets the hooks answer the decisions they are set for (play.c); nothing
 * to do, and no call, when none is set. */
static inline void uno__run_hooks(uno_game *g)
{
	const uno_hooks *h = &g->hooks;

	if (h->choose_color || h->challenge || h->cast || h->swap || h->give)
		uno__run_decision_hooks(g);
}
/* The teams of the current round, from the variant, options and round. */
void uno__assign_teams(struct uno__state *s);

/* ---- referee mode (referee.c, doc/referee.md) ---- */
int uno__check_referee(const struct uno__state *s, int seat, const uno_move *m, int *reason);
/* May this play, refused for the rule `why`, stand as a misplay? */
bool uno__misplay_accepted(const struct uno__state *s, int seat, const uno_move *m, int why);
/* Closes the misplay window unless the move is the offender's follow-up. */
void uno__misplay_close(struct uno__state *s, int seat, const uno_move *m);
/* Applies a misplay: snapshot, the play, then the open window. */
void uno__apply_misplay(uno_game *g, int seat, const uno_move *m, int why);
void uno__commit_penalty(uno_game *g, const uno_move *m);
/* After cards were added to hands outside a turn: a drawn card that the
 * new cards made unplayable (C-6 under strict_wild_draw) ends the turn. */
void uno__recheck_drawn(uno_game *g);
void uno__commit_misplay_catch(uno_game *g, int seat, int target);
/* The circle method (tournament.h): the k-th pair (k < n/2) of round r
 * among n (even) players; pair 0 is n-1 with r mod (n-1). */
void uno__circle_pair(int n, int round, int k, int *first, int *second);
/* The built-in table of a variant name, or NULL. */
const uno_rules *uno__builtin_named(const char *name, size_t len);
/* Whether an option's value is within its bounds. */
bool uno__option_in_bounds(int option, int value);

/* Play (play.c). */
/* Applies a move the oracle (uno__check) has accepted: its effects, the
 * move count and the log; no hooks are asked. */
void uno__apply_checked(uno_game *g, int seat, const uno_move *m);
int uno__next_seat(const struct uno__state *s, int seat);
void uno__draw_cards(uno_game *g, int seat, unsigned n, int reason);
void uno__resolve_first_card(uno_game *g);
int uno__active_players(const struct uno__state *s);
/* A seat's teammate (team size 2), or UNO__NO_SEAT. */
int uno__teammate(const struct uno__state *s, int seat);
void uno__hand_add(struct uno__state *s, int seat, unsigned face);
void uno__hand_remove(struct uno__state *s, int seat, unsigned face);
int uno__hand_points(const struct uno__state *s, int seat);

static inline int uno__opt(const struct uno__state *s, int option)
{
	return s->rules.opt[option];
}

static inline const struct uno__kind_rule *uno__rule(const struct uno__state *s,
						      unsigned face)
{
	return &s->rules.v->kind[uno__face_kind(face)];
}

static inline bool uno__over(const struct uno__state *s)
{
	return s->phase == UNO_PHASE_ROUND_OVER || s->phase == UNO_PHASE_MATCH_OVER;
}

static inline unsigned uno__top_face(const struct uno__state *s)
{
	return UNO__ENTRY_FACE(s->discard[s->ndiscard - 1]);
}

/* A card can be drawn, after a reshuffle if need be (G-4). */
static inline bool uno__can_draw(const struct uno__state *s)
{
	return s->ndraw > 0 || s->ndiscard > 1;
}

static inline bool uno__valid_seat(const uno_game *g, int seat)
{
	return g && seat >= 0 && seat < g->s.players;
}

/* Legality (legal.c): the oracle, and what it is built from. */
int uno__check(const struct uno__state *s, int seat, const uno_move *m, int *reason);

/*
 * Sets of faces as bit masks (bit f for face f), the form hands are kept
 * in beside their counts: matching (G-2) is a few AND and OR operations
 * instead of a walk over the hand.
 */
#define UNO__COLOR_FACES(c) \
	(0x0111111111111111ull << (c) & ((1ull << UNO__FIRST_WILD_FACE) - 1))
#define UNO__WILD_FACES (~0ull << UNO__FIRST_WILD_FACE)

/* How many faces a mask holds (without a call to libgcc where the target
 * has no population count instruction). */
static inline unsigned uno__count_faces(uint64_t m)
{
	m -= (m >> 1) & 0x5555555555555555ull;
	m = (m & 0x3333333333333333ull) + ((m >> 2) & 0x3333333333333333ull);
	m = (m + (m >> 4)) & 0x0f0f0f0f0f0f0f0full;
	return (unsigned)((m * 0x0101010101010101ull) >> 56);
}

/* The four faces of a colored kind; none for a wild kind. */
static inline uint64_t uno__kind_faces(unsigned kind)
{
	return kind < UNO_WILD ? 0xfull << (kind * 4) : 0;
}

/* G-2: every face that may go on the pile now, held or not: a wild, the
 * current color, the top card's number or symbol, or anything on a first
 * discard that matches anything (TM-3, X-2). */
static inline uint64_t uno__match_mask(const struct uno__state *s)
{
	static const uint64_t color_faces[5] = {
		UNO__COLOR_FACES(0), UNO__COLOR_FACES(1), UNO__COLOR_FACES(2),
		UNO__COLOR_FACES(3), 0,
	};

	if (s->top_any)
		return ~0ull;
	return UNO__WILD_FACES | color_faces[s->color < 4 ? s->color : 4] |
	       uno__kind_faces(uno__face_kind(uno__top_face(s)));
}

/* Would this restricted draw card be a bluff now (C-6, X-4)? */
bool uno__breaks_restriction(const struct uno__state *s, int seat, unsigned face);

/* G-2 and the strict restriction: a uno_reason. */
static inline int uno__playable(const struct uno__state *s, int seat, unsigned face)
{
	if (!(uno__match_mask(s) >> face & 1))
		return UNO_REASON_NO_MATCH;
	if (uno__opt(s, UNO_OPT_STRICT_WILD_DRAW) && uno__breaks_restriction(s, seat, face))
		return UNO_REASON_WILD_DRAW_RESTRICTED;
	return UNO_REASON_OK;
}

/* The faces a seat holds and may play now (G-2, C-6 strict, X-4 strict). */
uint64_t uno__playable_faces(const struct uno__state *s, int seat);

/* Does the seat hold any card it may play now (G-2)? */
static inline bool uno__can_play_any(const struct uno__state *s, int seat)
{
	return uno__playable_faces(s, seat) != 0;
}
/* H-1: may this face be stacked on the pending draw? */
bool uno__stacks(const struct uno__state *s, int seat, unsigned face);
/* H-4: may this seat jump in with this face now? */
bool uno__jumps_in(const struct uno__state *s, int seat, unsigned face);

/* H-1: the card on top of a stack may be challenged (C-7, X-4). */
static inline bool uno__stack_challengeable(const struct uno__state *s)
{
	return (uno__rule(s, uno__top_face(s))->flags & UNO__K_CHALLENGE) &&
	       !uno__opt(s, UNO_OPT_STRICT_WILD_DRAW);
}

/* The end of a round (score.c). */
void uno__end_round(uno_game *g, int winner, bool blocked);
void uno__end_blocked_round(uno_game *g);

/* For tests: compares the parts of two games that determine their future. */
int uno__state_equal(const uno_game *a, const uno_game *b);
/* For tests: counts every card of the game once; 0 when they add up. */
int uno__check_invariants(const uno_game *g);

#endif /* UNO_INTERNAL_H */
