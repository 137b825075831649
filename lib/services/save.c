/*
 * Saving and loading games. The format (version 2), every number
 * little-endian:
 *
 *   "UNO" 0x1a, u8 version, u8 flags (bit 0: a definition follows;
 *     bit 1: each body is followed by its belief)
 *   u8 0, where format 1 has the name's length (never 0), so that bytes
 *     of format 2 read as format 1 (a version byte damaged into 1) are
 *     refused too
 *   u32 the whole save's length in bytes, this header and the check
 *     included
 *   u8 length, the variant's name
 *   with flag 1 only: u16 length, the variant's definition as text
 *     (uno_rules_definition(), doc/variant-format.md; no NUL)
 *   u8 count, then count x i32: the option values by id (16, or all 18
 *     when the referee options added since are not at their defaults)
 *   the body:
 *   u8 players, 4 x u64 generator state, u32 round
 *   25 x u8: the round's scalars (see put_scalars())
 *   per seat: i32 score, u8 called, u8 seat status, F x u8 hand counts,
 *             i8 whose hand it was shown in a challenge, F x u8 that hand
 *   F x u8: the cards the game plays with (per face)
 *   u8 n + n x u8: draw pile faces (bottom first)
 *   u8 n + n x u8: discard pile entries (bottom first)
 *   u8 n + n x u8: cards turned over for a Casting Call
 *   with flag 2 only, the belief (what the round's history tells,
 *     belief.c): per seat, per group (3): u8 cards, and when not 0 the
 *     face mask of what they are not; then i8 the seat whose cards it
 *     knows, and when not -1: u8 how many, the face mask of their faces;
 *     then u8 the face of its last play of a turn, and when not 0xff:
 *     u8 the top card's face and u8 the color before it, u8 the color it
 *     named, u8 the cards it took since
 *   only while a misplay may be caught (referee mode, R-3): u8 1 + its
 *     seat, u8 the rule it broke, u8 its card's face, then the body (and
 *     with flag 2 the belief) of the game as it was before the misplay
 *   u32 the CRC-32C (crc32c.c) of every byte before it
 *
 * Format 1, which the library wrote until the check came, is the same
 * without the zero byte, the length and the CRC: it still loads (its
 * bytes checked field by field only), and saves again as format 2.
 *
 * F is 62, and a face mask one u64, for a variant of the public kinds
 * (every built-in one); a variant with extended kinds (core.h) has F = 92
 * and masks of two u64, the low word first. The variant comes before
 * them, so the reader knows which.
 *
 * Flag 2 is written only when something is believed, so that a game
 * whose history told nothing yet saves as the first release wrote it
 * (but for the wrapping of format 2).
 *
 * Hand sizes, the face masks and the teams are derived, not stored: a
 * loaded game recomputes them, so they cannot disagree with the rest.
 * SPDX-License-Identifier: MIT
 */
#include "services/services.h"

static const uint8_t magic[4] = { 'U', 'N', 'O', 0x1a };

/* The flags byte after the version: the variant's definition follows its
 * name (a variant of the host's own, uno_rules_define()). */
#define SAVE_DEFINITION 0x01u
/* ... and each body is followed by its belief. */
#define SAVE_BELIEF 0x02u

/* Format 2's wrapping: the zero byte and the length after the flags, the
 * CRC at the end. */
#define SAVE_HEAD 6u
#define SAVE_V2_HEAD (SAVE_HEAD + 1u + 4u)
#define SAVE_CHECK 4u

/* ---- writing ---- */

struct writer {
	uint8_t *buf;
	size_t cap, n;
};

static void put(struct writer *w, uint8_t byte)
{
	if (w->n < w->cap)
		w->buf[w->n] = byte;
	w->n++;
}

static void put_le(struct writer *w, uint64_t v, int bytes)
{
	for (int i = 0; i < bytes; i++)
		put(w, (uint8_t)(v >> (8 * i)));
}

static void put_bytes(struct writer *w, const uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		put(w, p[i]);
}

/*
 * The round's small fields, in a fixed order shared with get_scalars().
 * Between the two lists, the catch window as it was saved when it held
 * one seat: that seat, or -1. A window of several seats (NM-12) adds bit
 * 1 to the call byte of each seat after the first.
 */
#define SCALARS_HEAD(X) X(dealer) X(current) X(phase) X(direction) X(color)
#define SCALARS(X) \
	X(round_winner) X(match_winner) X(last_player) X(offender) X(scripted) \
	X(passes) X(pending_face) X(first_color) X(bluff) X(drawn_face) \
	X(blocked) X(top_any) X(must_play) X(actor) X(going_out) X(gives_left) \
	X(stack) X(idle_draw) X(top_as_is)

static void put_scalars(struct writer *w, const struct uno__state *s)
{
#define PUT(field) put(w, (uint8_t)s->field);
	SCALARS_HEAD(PUT)
	put(w, (uint8_t)(int8_t)uno__exposed_seat(s));
	SCALARS(PUT)
#undef PUT
}

/* Options added after the first release of the format (UNO_OPT_REFEREE
 * on) are written only when one of them is not at the variant's default,
 * so that a game that does not use them saves as it always did. */
#define FIRST_FORMAT_OPTIONS UNO_OPT_REFEREE

/* The referee options came as a pair: a game using either writes both, as
 * it always did; an option added since is written only when it, or one
 * after it, is not at its default. */
#define REFEREE_FORMAT_OPTIONS (UNO_OPT_MISPLAY_PENALTY + 1)

static int options_to_write(const struct uno__state *s)
{
	for (int o = UNO_OPT_COUNT_ - 1; o >= FIRST_FORMAT_OPTIONS; o--)
		if (s->rules.opt[o] != s->rules.v->defaults[o])
			return o + 1 > REFEREE_FORMAT_OPTIONS ? o + 1 : REFEREE_FORMAT_OPTIONS;
	return FIRST_FORMAT_OPTIONS;
}

/* A set of card ids: two words, low first. */
static void put_ids(struct writer *w, uno__fset m)
{
	put_le(w, (uint64_t)m, 8);
	put_le(w, (uint64_t)(m >> 64), 8);
}

/* Two-sided cards (FL-3): the side in play, the game's cards and their
 * dark faces, which cards each hand holds and which lies at each place of
 * the piles (the faces above are the faces in play, read from these). */
static void put_cards(struct writer *w, const struct uno__state *s)
{
	put(w, s->side);
	put_ids(w, s->cards);
	for (uno__fset m = s->cards; m; m &= m - 1)
		put(w, s->dark_of[uno__id_first(m)]);
	for (int p = 0; p < s->players; p++)
		put_ids(w, s->held[p]);
	put_bytes(w, s->ids, s->ndraw);
	for (unsigned i = 0; i < s->ndiscard; i++)
		put(w, s->ids[UNO__DECK_CAP - 1u - i]);
}

/* Everything of a state after its rules: seats, generator, piles. */
static void put_body(struct writer *w, const struct uno__state *s)
{
	unsigned nf = uno__layout_faces(&s->rules);

	put(w, s->players);
	for (int i = 0; i < 4; i++)
		put_le(w, s->rng[i], 8);
	put_le(w, s->round, 4);
	put_scalars(w, s);
	unsigned later = s->exposed & (s->exposed - 1u); /* the window past its first seat */
	for (int p = 0; p < s->players; p++) {
		put_le(w, (uint32_t)s->score[p], 4);
		put(w, (uint8_t)(uno__called(s, p) | ((later >> p) & 1u) << 1));
		put(w, s->seat_status[p]);
		uint8_t counts[UNO__FACES];
		uno__tally_counts(s, &s->hand[p], s->mask[p], counts);
		put_bytes(w, counts, nf);
		put(w, (uint8_t)s->shown_by[p]);
		uno__tally_counts(s, &s->shown[p], UNO__FSET_ALL, counts);
		put_bytes(w, counts, nf);
	}
	put_bytes(w, s->deck, nf);
	put(w, s->ndraw);
	put_bytes(w, s->piles, s->ndraw);
	put(w, s->ndiscard);
	for (unsigned i = 0; i < s->ndiscard; i++)
		put(w, UNO__DISCARD(s, i));
	put(w, s->nturned);
	put_bytes(w, s->turned, s->nturned);
	if (uno__sided(s))
		put_cards(w, s);
}

/* A set of faces: one u64, or two (low word first) for a variant of
 * extended kinds. */
static void put_fset(struct writer *w, const struct uno__state *s, uno__fset m)
{
	put_le(w, (uint64_t)m, 8);
	if (uno__extended(&s->rules))
		put_le(w, (uint64_t)(m >> 64), 8);
}

static void put_belief(struct writer *w, const struct uno__state *s)
{
	const struct uno__belief *b = &s->belief;

	for (int p = 0; p < s->players; p++) {
		for (int i = 0; i < UNO__GROUPS; i++) {
			put(w, b->count[p][i]);
			if (b->count[p][i])
				put_fset(w, s, b->excluded[p][i]);
		}
		put(w, (uint8_t)b->known_seat[p]);
		if (b->known_seat[p] != UNO__NO_SEAT) {
			put(w, b->known_count[p]);
			put_fset(w, s, b->known_faces[p]);
		}
		put(w, b->last_face[p]);
		if (b->last_face[p] != UNO__NO_FACE) {
			put(w, b->last_top[p]);
			put(w, b->last_color[p]);
			put(w, b->last_named[p]);
			put(w, b->taken_since[p]);
		}
	}
}

int uno_game_save(const uno_game *game, uint8_t *buf, size_t cap)
{
	if (!game || (!buf && cap))
		return UNO_EINVAL;
	const struct uno__state *s = &game->s;
	struct writer w = { buf, cap, 0 };
	size_t name = strlen(s->rules.v->name);
	int options = options_to_write(s);

	put_bytes(&w, magic, sizeof magic);
	bool belief = !uno__belief_empty(s) || (s->misplay && !uno__belief_empty(game->undo));
	put(&w, UNO_SAVE_VERSION);
	put(&w, (uint8_t)((s->rules.v->defined ? SAVE_DEFINITION : 0) | (belief ? SAVE_BELIEF : 0)));
	put(&w, 0);
	put_le(&w, 0, 4); /* the length, once it is known */
	put(&w, (uint8_t)name);
	put_bytes(&w, (const uint8_t *)s->rules.v->name, name);
	if (s->rules.v->defined) {
		/* A variant of the host's own travels with the game. */
		char text[UNO__DEF_TEXT_MAX];
		int n = uno__definition_text(s->rules.v, text);
		if (n < 0)
			return n;
		put_le(&w, (uint32_t)n, 2);
		put_bytes(&w, (const uint8_t *)text, (size_t)n);
	}
	put(&w, (uint8_t)options);
	for (int o = 0; o < options; o++)
		put_le(&w, (uint32_t)s->rules.opt[o], 4);
	put_body(&w, s);
	if (belief)
		put_belief(&w, s);
	/* An open misplay: who, why, the card, and the game before it. */
	if (s->misplay) {
		put(&w, s->misplay);
		put(&w, s->misplay_reason);
		put(&w, s->misplay_face);
		put_body(&w, game->undo);
		if (belief)
			put_belief(&w, game->undo);
	}

	/* The length and the check, over bytes that are all in the buffer
	 * when the whole save fits (else only its size is wanted). */
	size_t total = w.n + SAVE_CHECK;
	if (total <= cap) {
		struct writer at = { buf + SAVE_HEAD + 1u, 4, 0 };
		put_le(&at, total, 4);
		put_le(&w, uno__crc32c(0, buf, w.n), 4);
	}
	w.n = total;
	if (w.n > cap && buf)
		memset(buf, 0, cap); /* nothing half-written */
	return (int)w.n;
}

/* ---- reading ---- */

struct reader {
	const uint8_t *p;
	size_t left;
	bool bad;
	const char *why; /* what was wrong, once something was */
};

static uint64_t get_le(struct reader *r, int bytes)
{
	uint64_t v = 0;

	if (r->left < (size_t)bytes) {
		r->bad = true;
		r->left = 0;
		return 0;
	}
	for (int i = 0; i < bytes; i++)
		v |= (uint64_t)r->p[i] << (8 * i);
	r->p += bytes;
	r->left -= (size_t)bytes;
	return v;
}

static uint8_t get(struct reader *r)
{
	return (uint8_t)get_le(r, 1);
}

static void get_bytes(struct reader *r, uint8_t *out, size_t n)
{
	for (size_t i = 0; i < n; i++)
		out[i] = get(r);
}

/* Signed fields (seats, the direction) were written as their low byte. */
static void get_scalars(struct reader *r, struct uno__state *s)
{
#define GET(field) s->field = get(r);
	SCALARS_HEAD(GET)
	unsigned first = get(r);
	/* No seat is 15: a bad seat number stays bad for the checks. */
	s->exposed = first == 0xffu ? 0 : (uint16_t)(1u << (first < 15u ? first : 15u));
	SCALARS(GET)
#undef GET
}

static bool is_seat(const struct uno__state *s, int seat)
{
	return seat >= 0 && seat < s->players;
}

/* A face the variant's deck has on the side in play. */
static bool is_face(const struct uno__state *s, unsigned face)
{
	return face < UNO__FACES && uno__side_deck(s)[face] > 0;
}

static uno__fset get_ids(struct reader *r)
{
	uno__fset m = get_le(r, 8);
	return m | (uno__fset)get_le(r, 8) << 64;
}

/* Two-sided cards (put_cards()): which card is where, each once, each
 * with a dark face the dark side has, and the faces in play read from
 * them the very faces the body holds (its hands counted in `hands`). */
static bool read_cards(struct reader *r, struct uno__state *s,
		       uint8_t hands[UNO_MAX_PLAYERS][UNO__FACES])
{
	const struct uno__variant *v = s->rules.v;
	unsigned n = (unsigned)uno__deck_size(v);
	uint8_t dark[UNO__FACES] = { 0 };

	s->side = get(r);
	s->cards = get_ids(r);
	if (s->side > 1 || (n < 128 && (s->cards >> n)) || !s->cards ||
	    (!s->scripted && uno__count_faces(s->cards) != n))
		return false;
	for (uno__fset m = s->cards; m; m &= m - 1) {
		unsigned id = uno__id_first(m), f = get(r);
		if (f >= UNO__FACES || ++dark[f] > v->dark_deck[f])
			return false;
		s->dark_of[id] = (uint8_t)f;
	}
	for (int p = 0; p < s->players; p++)
		s->held[p] = get_ids(r);
	get_bytes(r, s->ids, s->ndraw);
	for (unsigned i = 0; i < s->ndiscard; i++)
		s->ids[UNO__DECK_CAP - 1u - i] = get(r);
	if (r->bad || !uno__cards_valid(s))
		return false;
	/* The faces in play, as the cards give them. */
	struct uno__state t;
	uno__state_copy(&t, s);
	uno__hand_faces(&t);
	uno__pile_faces(&t);
	uno__deck_faces_in_play(&t);
	for (unsigned i = 0; i < s->ndiscard; i++) {
		unsigned at = UNO__DECK_CAP - 1u - i;
		if (uno__entry_face(s->piles[at]) != uno__entry_face(t.piles[at]))
			return false;
	}
	for (int p = 0; p < s->players; p++) {
		uint8_t counts[UNO__FACES];
		uno__tally_counts(&t, &t.hand[p], t.mask[p], counts);
		if (memcmp(counts, hands[p], sizeof counts) != 0)
			return false;
	}
	return memcmp(t.piles, s->piles, s->ndraw) == 0 &&
	       memcmp(t.deck, s->deck, sizeof t.deck) == 0;
}

/* Piles and hands hold exactly the game's cards, and only cards the
 * variant has (a partial deck only for scripted games); a hand shown in a
 * challenge held no more of a face than the game has, and only a seat
 * that was shown one holds one. Hands and shown hands counted per face. */
static bool cards_add_up(const struct uno__state *s,
			 uint8_t hands[UNO_MAX_PLAYERS][UNO__FACES],
			 uint8_t shown[UNO_MAX_PLAYERS][UNO__FACES])
{
	uint8_t seen[UNO__FACES] = { 0 };
	int total = 0;

	for (unsigned f = 0; f < UNO__FACES; f++) {
		if (s->deck[f] > uno__side_deck(s)[f])
			return false;
		if (!s->scripted && s->deck[f] != uno__side_deck(s)[f])
			return false;
		total += s->deck[f];
	}
	for (int p = 0; p < s->players; p++)
		for (unsigned f = 0; f < UNO__FACES; f++) {
			if (hands[p][f] > s->deck[f] || shown[p][f] > s->deck[f] ||
			    (s->shown_by[p] == UNO__NO_SEAT && shown[p][f]))
				return false;
			seen[f] = (uint8_t)(seen[f] + hands[p][f]);
		}
	for (unsigned i = 0; i < s->ndraw; i++) {
		if (!is_face(s, s->piles[i]))
			return false;
		seen[s->piles[i]]++;
	}
	for (unsigned i = 0; i < s->ndiscard; i++) {
		unsigned face = UNO__ENTRY_FACE(UNO__DISCARD(s, i));
		if (!uno__entry_valid(UNO__DISCARD(s, i)) || !is_face(s, face))
			return false;
		seen[face]++;
	}
	for (unsigned i = 0; i < s->nturned; i++) {
		if (!is_face(s, s->turned[i]))
			return false;
		seen[s->turned[i]]++;
	}
	return total > 0 && memcmp(seen, s->deck, sizeof seen) == 0;
}

static bool seats_consistent(struct uno__state *s,
			     uint8_t hands[UNO_MAX_PLAYERS][UNO__FACES])
{
	const struct uno__variant *v = s->rules.v;
	bool playing = !uno__over(s);

	for (int p = 0; p < s->players; p++) {
		unsigned size = 0;
		s->mask[p] = 0;
		for (unsigned f = 0; f < UNO__FACES; f++) {
			size += hands[p][f];
			if (hands[p][f])
				s->mask[p] |= uno__fset_bit(f);
		}
		s->hand_size[p] = (uint8_t)size;
		if (uno__called(s, p) && size != 1)
			return false;
		/* A hand shown in a challenge: another seat's, of this game's cards. */
		if (s->shown_by[p] != UNO__NO_SEAT &&
		    (!is_seat(s, s->shown_by[p]) || s->shown_by[p] == p))
			return false;
		if (s->score[p] < 0 || s->score[p] > 100000000)
			return false;
		/* E-1: a total at the limit leaves the table when the round is
		 * scored, and only such a total does. */
		if ((v->flags & UNO__V_ELIMINATION) &&
		    (s->seat_status[p] == UNO_SEAT_ELIMINATED) !=
			    (s->score[p] >= uno__opt(s, UNO_OPT_ELIMINATION_LIMIT)))
			return false;
		switch (s->seat_status[p]) {
		case UNO_SEAT_IN:
			/* H-11: a seat at the limit is knocked out at once. */
			if (playing && uno__at_hand_limit(s, p))
				return false;
			break;
		case UNO_SEAT_OUT:
			if (!(v->flags & UNO__V_TEAM_GOES_OUT) || (playing && size))
				return false;
			break;
		case UNO_SEAT_ELIMINATED:
			if (!(v->flags & UNO__V_ELIMINATION) || (playing && size))
				return false;
			break;
		case UNO_SEAT_KNOCKED_OUT:
			/* H-11: out of the round, holding the cards it reached
			 * the limit with; NM-11: or none, once a refill took
			 * the hand set aside. */
			if (!uno__opt(s, UNO_OPT_HAND_LIMIT) ||
			    (playing && !uno__at_hand_limit(s, p) &&
			     !(size == 0 && (v->flags & UNO__V_SET_ASIDE))))
				return false;
			break;
		default:
			return false;
		}
	}
	/* How many seats are in play is the phase's to check: two or more
	 * while the round is played; once it is over, none may be (H-11: the
	 * last ones knocked out at once, by a Casting Call's cards dealt
	 * round). */
	return true;
}

/* A draw until a color shows (FL-11) awaits its challenge: the only
 * pending draw card that leaves no total. */
static bool until_challenged(const struct uno__state *s)
{
	return s->phase == UNO_PHASE_CHALLENGE && is_face(s, s->pending_face) &&
	       (uno__rule(s, s->pending_face)->flags & UNO__K_DRAW_UNTIL_COLOR);
}

/* The pending decision agrees with everything it relies on. */
static bool phase_consistent(const struct uno__state *s)
{
	const struct uno__variant *v = s->rules.v;
	bool playing = !uno__over(s);
	unsigned pending = s->pending_face;

	if (s->phase > UNO_PHASE_MORE || s->ndiscard < 1 || s->round < 1 ||
	    s->round > UNO__MAX_ROUND ||
	    (s->direction != 1 && s->direction != -1) || s->color > UNO_NO_COLOR ||
	    !is_seat(s, s->dealer) || s->top_as_is != 0)
		return false;
	if (s->scripted > 1 || s->bluff > 1 || s->blocked > 1 || s->top_any > 1 ||
	    s->must_play > 1 || s->going_out > 1 ||
	    s->first_color > (uno__sided(s) ? UNO__COLOR_FLIPPED : UNO__COLOR_FIRST))
		return false;
	if (s->last_player != UNO__NO_SEAT && !is_seat(s, s->last_player))
		return false;
	for (unsigned open = s->exposed; open; open &= open - 1) {
		int p = __builtin_ctz(open);
		if (!is_seat(s, p) || s->hand_size[p] != 1 || uno__called(s, p))
			return false;
	}
	/* Several seats only where a 7 or a 0 may leave them (NM-12). */
	if ((s->exposed & (s->exposed - 1u)) && !(s->rules.v->flags & UNO__V_UNO_ANY_HAND))
		return false;
	if (s->top_any && !uno__is_wild((unsigned)uno__face_kind(uno__top_face(s))))
		return false;
	/* A wild on top names the current color, or none while it is awaited
	 * (uno_game_top_card() and the view's discard pile agree). */
	if (uno__face_wild(uno__top_face(s)) &&
	    uno__entry_color(UNO__DISCARD(s, s->ndiscard - 1)) != s->color)
		return false;

	if (!playing) {
		if (!is_seat(s, s->round_winner) || s->exposed)
			return false;
		if (s->phase == UNO_PHASE_MATCH_OVER ? !is_seat(s, s->match_winner)
						     : s->match_winner != UNO__NO_SEAT)
			return false;
		return s->stack == 0 && s->nturned == 0 && s->gives_left == 0;
	}
	/* Passes in a row reach the seats in play only on the way to a blocked
	 * round (G-4), which the next turn ends: never with a turn to play.
	 * A forced replay that counts as a pass (H-3) may still leave a
	 * decision its card asks for (a stack, a challenge, a color). */
	if (s->round_winner != UNO__NO_SEAT || s->match_winner != UNO__NO_SEAT || s->blocked ||
	    !is_seat(s, s->current) || s->seat_status[s->current] != UNO_SEAT_IN ||
	    uno__active_players(s) < 2 ||
	    (s->phase == UNO_PHASE_PLAY && s->passes >= uno__active_players(s)))
		return false;
	/* Fields that only one phase uses are clear in every other. */
	if ((s->phase != UNO_PHASE_DRAWN) != (s->drawn_face == UNO__NO_FACE) ||
	    (s->idle_draw && s->phase != UNO_PHASE_DRAWN) ||
	    (s->must_play && s->phase != UNO_PHASE_PLAY) ||
	    ((s->phase == UNO_PHASE_HANDOFF) != (s->gives_left > 0)) ||
	    ((s->phase == UNO_PHASE_CAST) != (s->nturned > 0)) ||
	    ((s->phase == UNO_PHASE_CHALLENGE || s->phase == UNO_PHASE_STACK) &&
	     (s->stack == 0) != until_challenged(s)) ||
	    /* A stacked wild waits for its color with the stack pending (H-1). */
	    (s->stack > 0 && s->phase != UNO_PHASE_CHALLENGE && s->phase != UNO_PHASE_STACK &&
	     s->phase != UNO_PHASE_COLOR) ||
	    (s->going_out && s->phase != UNO_PHASE_COLOR) ||
	    (s->first_color && s->phase != UNO_PHASE_COLOR))
		return false;
	if (s->offender != UNO__NO_SEAT && !is_seat(s, s->offender))
		return false;
	/* H-1: a pending draw saturates at UNO__MAX_STACK. (It is not bounded
	 * by the game's draw cards: a penalty that draws the pile dry under a
	 * pending stack turns the stacked cards over, and they may be stacked
	 * again.) */
	if (s->stack > UNO__MAX_STACK)
		return false;
	if (s->actor != UNO__NO_SEAT && !is_seat(s, s->actor))
		return false;
	if (s->color == UNO_NO_COLOR && s->phase != UNO_PHASE_COLOR && !s->top_any)
		return false;
	/* G-1: a colored card on top sets the current color. */
	if (!uno__face_wild(uno__top_face(s)) &&
	    s->color != uno__face_color(uno__top_face(s)))
		return false;

	switch (s->phase) {
	case UNO_PHASE_PLAY:
	case UNO_PHASE_SWAP:
		if (pending != UNO__NO_FACE)
			return false;
		if (s->phase == UNO_PHASE_SWAP && !uno__game_has_effect(s, UNO__K_SWAP_HANDS))
			return false;
		return !s->must_play || (v->team_size > 1 && uno__can_play_any(s, s->current));
	case UNO_PHASE_DRAWN:
		/* The drawn card must be playable: it is the move offered. */
		return pending == UNO__NO_FACE && is_face(s, s->drawn_face) &&
		       uno__fset_has(s->mask[s->current], s->drawn_face) && s->idle_draw <= s->players &&
		       /* H-3: only a forced replay counts as a pass. */
		       (!s->idle_draw || uno__opt(s, UNO_OPT_FORCE_PLAY)) &&
		       uno__playable(s, s->current, s->drawn_face) == UNO_REASON_OK;
	case UNO_PHASE_COLOR:
		if (s->first_color)
			return pending == UNO__NO_FACE && s->color == UNO_NO_COLOR &&
			       (s->first_color != UNO__COLOR_FLIPPED ||
				uno__face_wild(uno__top_face(s)));
		/* The wild awaiting its color is the card on top; a draw is
		 * pending only under a draw wild stacked on it (H-1). */
		if (s->stack && (!is_face(s, pending) ||
				 !((uno__opt(s, UNO_OPT_STACKING) && uno__rule(s, pending)->draw) ||
				   uno__deflects(s, pending))))
			return false; /* a stacked draw wild, or a deflecting one (H-9) */
		return is_face(s, pending) && uno__is_wild((unsigned)uno__face_kind(pending)) &&
		       pending == uno__top_face(s) &&
		       /* NM-9: the next player names a roulette's color. */
		       (uno__victim_names(s, pending)
				? is_seat(s, s->actor) && !s->going_out &&
					  uno__next_seat(s, s->actor) == s->current
				: s->actor == s->current) &&
		       s->color == UNO_NO_COLOR &&
		       (!s->going_out || s->hand_size[s->current] == 0);
	case UNO_PHASE_CHALLENGE:
		if (!is_face(s, pending) || !uno__challengeable(s, uno__rule(s, pending)))
			return false;
		/* fall through */
	case UNO_PHASE_STACK:
		if (s->phase == UNO_PHASE_STACK && !uno__opt(s, UNO_OPT_STACKING) &&
		    !uno__opt(s, UNO_OPT_DEFLECT))
			return false;
		/* The draw card the decision is about is the one on top, or
		 * the Skip or Reverse that deflected it (H-9). Its own player
		 * faces it only when it reversed between two seats (NM-8). */
		return is_face(s, pending) &&
		       (uno__draws(uno__rule(s, pending)) ||
			(s->phase == UNO_PHASE_STACK && uno__deflects(s, pending))) &&
		       pending == uno__top_face(s) && is_seat(s, s->offender) &&
		       (s->offender != s->current ||
			(s->phase == UNO_PHASE_STACK && uno__active_players(s) == 2 &&
			 (uno__rule(s, pending)->flags & UNO__K_REVERSE) &&
			 (s->rules.v->flags & UNO__V_TWO_PLAYER_REVERSE_SKIPS)));
	case UNO_PHASE_MORE:
		/* H-10: a number was played by the seat that holds another. */
		return uno__opt(s, UNO_OPT_MULTI_PLAY) && pending == UNO__NO_FACE &&
		       (uno__rule(s, uno__top_face(s))->flags & UNO__K_NUMBER) &&
		       uno__more_faces_held(s, s->current) &&
		       s->last_player == s->current;
	case UNO_PHASE_HANDOFF:
		return (v->flags & UNO__V_TEAM_GOES_OUT) && is_face(s, pending) &&
		       is_seat(s, s->actor) && s->actor != s->current &&
		       s->gives_left <= s->hand_size[s->current];
	case UNO_PHASE_CAST:
		return pending == UNO__NO_FACE;
	}
	return false;
}

/* Reads and checks a state's body (put_body()) against its rules, which
 * the caller has set; usable only when it returns true. */
static bool read_body(struct reader *r, struct uno__state *s)
{
	unsigned nf = uno__layout_faces(&s->rules);
	/* The hands as the save counts them, made tallies once checked. */
	uint8_t hands[UNO_MAX_PLAYERS][UNO__FACES] = { { 0 } };
	uint8_t shown[UNO_MAX_PLAYERS][UNO__FACES] = { { 0 } };

	s->players = get(r);
	if (uno_rules_allows_players(&s->rules, s->players) != 1)
		return false;
	for (int i = 0; i < 4; i++)
		s->rng[i] = get_le(r, 8);
	if (!(s->rng[0] | s->rng[1] | s->rng[2] | s->rng[3]))
		return false; /* xoshiro256** never leaves the all-zero state */
	s->round = (uint32_t)get_le(r, 4);
	get_scalars(r, s);
	for (int p = 0; p < s->players; p++) {
		s->score[p] = (int32_t)(uint32_t)get_le(r, 4);
		unsigned called = get(r);
		if (called > 3 || ((called & 2u) && (!s->exposed || (1u << p) <= s->exposed)))
			return false; /* only a seat after the window's first */
		uno__set_called(s, p, called & 1u);
		if (called & 2u)
			uno__expose(s, p);
		s->seat_status[p] = get(r);
		get_bytes(r, hands[p], nf);
		s->shown_by[p] = (int8_t)get(r);
		get_bytes(r, shown[p], nf);
	}
	for (int p = s->players; p < UNO_MAX_PLAYERS; p++)
		s->shown_by[p] = UNO__NO_SEAT;
	get_bytes(r, s->deck, nf);
	/* Every count is checked before it is used to read into an array
	 * (the draw pile's: any byte fits the piles). */
	_Static_assert(UNO__DECK_CAP >= 255, "a pile's count is a byte");
	s->ndraw = get(r);
	get_bytes(r, s->piles, s->ndraw);
	if ((s->ndiscard = get(r)) > UNO__DECK_CAP - s->ndraw)
		return false;
	for (unsigned i = 0; i < s->ndiscard; i++)
		UNO__DISCARD(s, i) = get(r);
	if ((s->nturned = get(r)) > UNO__DECK_CAP - s->ndraw - s->ndiscard ||
	    s->nturned > UNO__TURNED_CAP)
		return false;
	get_bytes(r, s->turned, s->nturned);
	if (r->bad)
		return false;
	if (uno__sided(s) && (s->nturned || !read_cards(r, s, hands)))
		return false;

	uno__assign_teams(s);
	if (!cards_add_up(s, hands, shown))
		return false;
	for (int p = 0; p < s->players; p++) {
		uno__tally_of_counts(s, &s->hand[p], hands[p]);
		uno__tally_of_counts(s, &s->shown[p], shown[p]);
	}
	/* The next round must be dealable from the game's cards. */
	int cards = 0;
	for (unsigned f = 0; f < UNO__FACES; f++)
		cards += s->deck[f];
	if (s->players * uno__opt(s, UNO_OPT_HAND_SIZE) + 1 > cards)
		return false;
	return seats_consistent(s, hands) && phase_consistent(s);
}

/* Reads a belief (put_belief()) for a state whose body is read; checked
 * against its hands. */
static uno__fset get_fset(struct reader *r, const struct uno__state *s)
{
	uno__fset m = get_le(r, 8);
	if (uno__extended(&s->rules))
		m |= (uno__fset)get_le(r, 8) << 64;
	return m;
}

static bool read_belief(struct reader *r, struct uno__state *s)
{
	struct uno__belief *b = &s->belief;

	for (int p = 0; p < s->players; p++) {
		for (int i = 0; i < UNO__GROUPS; i++) {
			b->count[p][i] = get(r);
			b->excluded[p][i] = b->count[p][i] ? get_fset(r, s) : 0;
		}
		b->known_seat[p] = (int8_t)get(r);
		if (b->known_seat[p] != UNO__NO_SEAT) {
			b->known_count[p] = get(r);
			b->known_faces[p] = get_fset(r, s);
		}
		b->last_face[p] = get(r);
		if (b->last_face[p] != UNO__NO_FACE) {
			b->last_top[p] = get(r);
			b->last_color[p] = get(r);
			b->last_named[p] = get(r);
			b->taken_since[p] = get(r);
		}
	}
	uno__belief_derive(s);
	return !r->bad && uno__belief_valid(s);
}

/* an open misplay is one referee mode accepts, from the state
 * before it (undo), in the same round of the same match. */
static bool misplay_consistent(const struct uno__state *s, const struct uno__state *u)
{
	int offender = s->misplay - 1, why;
	unsigned face = s->misplay_face;

	if (!uno__opt(s, UNO_OPT_REFEREE) || uno__over(s) || u->players != s->players ||
	    u->round != s->round || u->dealer != s->dealer ||
	    memcmp(u->score, s->score, sizeof s->score) != 0 ||
	    memcmp(u->seat_status, s->seat_status, sizeof s->seat_status) != 0 ||
	    memcmp(u->deck, s->deck, sizeof s->deck) != 0 || !is_face(s, face) ||
	    u->current != offender || !uno__fset_has(u->mask[offender], face))
		return false;
	uno_move m = uno_move_play(uno__face_card(face), uno__is_wild(uno__face_kind(face)) ? 0
											   : UNO_NO_COLOR);
	return uno__check(u, offender, &m, &why) == UNO_OK && why == s->misplay_reason &&
	       why != UNO_REASON_OK;
}

/* The variant a save names: a built-in one, or the definition that
 * follows its name, read into a new variant held by *defined (the caller
 * releases it). NULL when there is none. */
static const struct uno__variant *read_variant(struct reader *r, bool with_definition,
					       const struct uno__variant **defined,
					       uno_alloc_fn alloc, void *user, bool *no_memory)
{
	uint8_t name[64];
	uint8_t name_len = get(r);

	if (name_len == 0 || name_len > sizeof name)
		return NULL;
	get_bytes(r, name, name_len);
	if (r->bad)
		return NULL;
	if (!with_definition) {
		const uno_rules *base = uno__builtin_named((const char *)name, name_len);
		return base ? base->v : NULL;
	}
	size_t len = (size_t)get_le(r, 2);
	if (r->bad || len > r->left || len >= UNO__DEF_TEXT_MAX)
		return NULL;
	struct uno__def_error err;
	int rc = uno__variant_define(defined, (const char *)r->p, len, &err, alloc, user);
	r->p += len;
	r->left -= len;
	*no_memory = rc == UNO_ENOMEM;
	if (rc != UNO_OK)
		return NULL;
	/* The text names the variant the save names, and is the very text
	 * the library writes for it (uno_game_save() writes nothing else): so
	 * a loaded game saves back to the same bytes. */
	const struct uno__variant *v = *defined;
	char canonical[UNO__DEF_TEXT_MAX];
	if (strlen(v->name) != name_len || memcmp(v->name, name, name_len) != 0 ||
	    uno__definition_text(v, canonical) != (int)len ||
	    memcmp(canonical, r->p - len, len) != 0)
		return NULL;
	return v;
}

/* Format 2's wrapping, checked before anything it wraps is read: the
 * zero byte, the length (the whole of the bytes: anything cut off or
 * added is refused whatever the CRC says), and the CRC. The reader then
 * stops before the CRC. */
static bool read_wrapping(struct reader *r, const uint8_t *start, size_t len)
{
	unsigned zero = get(r);
	uint64_t length = get_le(r, 4);

	if (r->bad || length > len || len < SAVE_V2_HEAD + SAVE_CHECK) {
		r->why = "truncated: fewer bytes than the save's header counts";
		return false;
	}
	if (length < len) {
		r->why = "bytes follow the save: more than its header counts";
		return false;
	}
	const uint8_t *check = start + len - SAVE_CHECK;
	uint32_t crc = (uint32_t)check[0] | (uint32_t)check[1] << 8 | (uint32_t)check[2] << 16 |
		       (uint32_t)check[3] << 24;
	if (uno__crc32c(0, start, len - SAVE_CHECK) != crc) {
		r->why = "corrupt: the save's CRC-32C does not match its bytes";
		return false;
	}
	r->left -= SAVE_CHECK;
	return zero == 0;
}

/* Reads and checks everything; the states are usable only when it returns
 * true (undo only when s->misplay). */
static bool read_state(struct reader *r, struct uno__state *s, struct uno__state *undo,
		       const struct uno__variant **defined, uno_alloc_fn alloc, void *user,
		       bool *no_memory, unsigned *version)
{
	const uint8_t *start = r->p;
	size_t len = r->left;
	uint8_t head[SAVE_HEAD];

	get_bytes(r, head, sizeof head);
	if (r->bad || memcmp(head, magic, sizeof magic) != 0) {
		r->why = "not a saved game: it does not start as libuno's saves do";
		return false;
	}
	*version = head[4];
	if (head[4] != 1 && head[4] != UNO_SAVE_VERSION) {
		r->why = "a save of a format this library does not read (it reads 1 and 2)";
		return false;
	}
	if (head[4] != 1 && !read_wrapping(r, start, len))
		return false;
	if (head[4] == 1 && r->left && r->p[0] == 0) {
		/* Format 1 names its variant here, never with 0 bytes. */
		r->why = "corrupt: its version byte says 1, but its bytes are format 2's";
		return false;
	}
	if ((head[5] & ~(SAVE_DEFINITION | SAVE_BELIEF)) != 0)
		return false;
	bool belief = head[5] & SAVE_BELIEF;
	const struct uno__variant *v =
		read_variant(r, head[5] & SAVE_DEFINITION, defined, alloc, user, no_memory);
	if (!v) {
		if (!r->bad)
			r->why = head[5] & SAVE_DEFINITION
					 ? "its variant's definition is not one this library writes"
					 : "it names a variant this library does not have";
		return false;
	}
	uno__rules_init(&s->rules, v);

	/* Options a later library added are unknown here: refuse them. Those
	 * not written keep their defaults. */
	uint8_t count = get(r);
	if (count > UNO_OPT_COUNT_)
		return false;
	for (int o = 0; o < count; o++) {
		int32_t value = (int32_t)(uint32_t)get_le(r, 4);
		bool supported = s->rules.v->options & (1u << o);
		if (supported ? !uno__option_in_bounds(o, value) : value != s->rules.v->defaults[o])
			return false;
		s->rules.opt[o] = value;
	}
	uno__rules_derive(&s->rules);
	uno__belief_clear(s);
	uno__belief_clear(undo);
	if (!read_body(r, s) || (belief && !read_belief(r, s)))
		return false;
	if (r->left == 0)
		return true;

	/* An open misplay: who, why, the card, then the game before it. */
	s->misplay = get(r);
	s->misplay_reason = get(r);
	s->misplay_face = get(r);
	if (r->bad || s->misplay == 0 || s->misplay > s->players)
		return false;
	undo->rules = s->rules;
	return read_body(r, undo) && (!belief || read_belief(r, undo)) && r->left == 0 &&
	       misplay_consistent(s, undo);
}

/* What was wrong with bytes the field checks refused, when nothing more
 * precise was said: format 1 has no check, so damage reaches them. */
static const char *refusal(const struct reader *r, unsigned version)
{
	if (r->why)
		return r->why;
	if (version == 1)
		return r->bad ? "truncated: the bytes end before the saved game does (format 1, "
				"which has no check)"
			      : "damaged or inconsistent: not a game this library could have saved "
				"(format 1, which has no check)";
	return "inconsistent: the bytes are intact (their CRC-32C matches) but not a game "
	       "this library could have saved";
}

int uno_game_load_ex(uno_game **out, const uint8_t *buf, size_t len, uno_alloc_fn alloc,
		     void *user, const char **why)
{
	struct uno__state s, undo;
	struct reader r = { buf, len, false, NULL };
	const char *unused;

	if (!why)
		why = &unused;
	*why = "a NULL argument";
	if (!out)
		return UNO_EINVAL;
	*out = NULL;
	if (!buf)
		return UNO_EINVAL;
	if (len > UNO_SAVE_MAX) {
		*why = "longer than UNO_SAVE_MAX bytes: not a saved game";
		return UNO_EFORMAT;
	}
	memset(&s, 0, sizeof s);
	memset(&undo, 0, sizeof undo);
	/* A defined variant read from the save: the game takes it over. */
	const struct uno__variant *defined = NULL;
	bool no_memory = false;
	unsigned version = 0;
	if (!read_state(&r, &s, &undo, &defined, alloc, user, &no_memory, &version)) {
		uno__variant_release(defined);
		*why = no_memory ? "out of memory" : refusal(&r, version);
		return no_memory ? UNO_ENOMEM : UNO_EFORMAT;
	}

	uno_game *g = uno__game_alloc(alloc, user, uno__state_size(s.rules.v),
				      uno__refereed(&s.rules), false);
	if (!g) {
		uno__variant_release(defined);
		*why = "out of memory";
		return UNO_ENOMEM;
	}
	uno__state_copy(&g->s, &s);
	if (s.misplay && g->undo)
		uno__state_copy(g->undo, &undo);
	g->origin.moves = 1; /* not at its start: a log keeps a snapshot */
	if (uno__check_invariants(g) != 0) {
		uno__free(alloc, user, g);
		uno__variant_release(defined);
		*why = refusal(&r, version);
		return UNO_EFORMAT;
	}
	/* The game takes over the defined variant's hold (a built-in one
	 * needs none). */
	*out = g;
	*why = "";
	return UNO_OK;
}

int uno_game_load(uno_game **out, const uint8_t *buf, size_t len, uno_alloc_fn alloc,
		  void *user)
{
	return uno_game_load_ex(out, buf, len, alloc, user, NULL);
}

static bool beliefs_equal(const struct uno__belief *a, const struct uno__belief *b)
{
	return memcmp(a->excluded, b->excluded, sizeof a->excluded) == 0 &&
	       memcmp(a->count, b->count, sizeof a->count) == 0 &&
	       memcmp(a->known_seat, b->known_seat, sizeof a->known_seat) == 0 &&
	       memcmp(a->known_count, b->known_count, sizeof a->known_count) == 0 &&
	       memcmp(a->known_faces, b->known_faces, sizeof a->known_faces) == 0 &&
	       memcmp(a->last_face, b->last_face, sizeof a->last_face) == 0 &&
	       memcmp(a->last_top, b->last_top, sizeof a->last_top) == 0 &&
	       memcmp(a->last_color, b->last_color, sizeof a->last_color) == 0 &&
	       memcmp(a->last_named, b->last_named, sizeof a->last_named) == 0 &&
	       memcmp(a->taken_since, b->taken_since, sizeof a->taken_since) == 0;
}

/* Two-sided cards: the same cards in the same places, with the same faces. */
static bool cards_equal(const struct uno__state *a, const struct uno__state *b)
{
	if (!uno__sided(a))
		return true;
	return a->side == b->side && a->cards == b->cards &&
	       memcmp(a->dark_of, b->dark_of, sizeof a->dark_of) == 0 &&
	       memcmp(a->held, b->held, sizeof a->held) == 0 &&
	       memcmp(a->ids, b->ids, a->ndraw) == 0 &&
	       memcmp(a->ids + UNO__DECK_CAP - a->ndiscard, b->ids + UNO__DECK_CAP - b->ndiscard,
		      a->ndiscard) == 0;
}

/* Equal when everything a save holds is equal (not the unused ends of the
 * pile arrays, not padding), and the derived fields too. */
static bool states_equal(const struct uno__state *a, const struct uno__state *b)
{

#define SAME(field) (a->field == b->field) &&
	if (!(SCALARS(SAME) 1))
		return false;
#undef SAME
	return uno__variant_same(a->rules.v, b->rules.v) &&
	       memcmp(a->rules.opt, b->rules.opt, sizeof a->rules.opt) == 0 &&
	       a->players == b->players && a->round == b->round &&
	       memcmp(a->rng, b->rng, sizeof a->rng) == 0 &&
	       memcmp(a->score, b->score, sizeof a->score) == 0 &&
	       a->called == b->called &&
	       memcmp(a->seat_status, b->seat_status, sizeof a->seat_status) == 0 &&
	       memcmp(a->team, b->team, sizeof a->team) == 0 &&
	       memcmp(a->hand_size, b->hand_size, sizeof a->hand_size) == 0 &&
	       memcmp(a->mask, b->mask, sizeof a->mask) == 0 &&
	       memcmp(a->hand, b->hand, sizeof a->hand) == 0 &&
	       memcmp(a->shown_by, b->shown_by, sizeof a->shown_by) == 0 &&
	       memcmp(a->shown, b->shown, sizeof a->shown) == 0 &&
	       memcmp(a->deck, b->deck, sizeof a->deck) == 0 &&
	       a->ndraw == b->ndraw && memcmp(a->piles, b->piles, a->ndraw) == 0 &&
	       a->ndiscard == b->ndiscard &&
	       memcmp(&UNO__DISCARD(a, a->ndiscard - 1u), &UNO__DISCARD(b, b->ndiscard - 1u),
		      a->ndiscard) == 0 &&
	       a->nturned == b->nturned && memcmp(a->turned, b->turned, a->nturned) == 0 &&
	       beliefs_equal(&a->belief, &b->belief) && cards_equal(a, b) &&
	       a->misplay == b->misplay &&
	       (!a->misplay ||
		(a->misplay_reason == b->misplay_reason && a->misplay_face == b->misplay_face));
}

int uno__state_equal(const uno_game *ga, const uno_game *gb)
{
	/* An open misplay's snapshot is part of the game. */
	return states_equal(&ga->s, &gb->s) &&
	       (!ga->s.misplay || states_equal(ga->undo, gb->undo));
}
