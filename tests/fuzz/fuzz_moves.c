/*
 * Fuzz target: whole games driven by the input (G-10, DESIGN.md principles
 * 3, 4, 6 and 7).
 *
 * The first bytes choose the game: the variant, which options to set and
 * to what (house rules included), the player count, the seed, which hooks
 * answer decisions, and whether the deck is shuffled or scripted (in full
 * or in part, with the first discard placed as is). The rest is a stream of
 * operations: legal moves picked from the listed ones, moves made of raw
 * bytes, moves that are well formed but mostly illegal, moves in notation,
 * next_round calls, replacing the game by its clone or by the game saved
 * and loaded back, resampling hidden cards on a clone (determinization),
 * hooks switched on and off, and the history's tracking switched
 * (uno_game_set_tracking(): an untracked game believes nothing); the hooks answer from the same stream, sometimes with answers
 * that must be ignored.
 *
 * After every operation the target checks what must hold whatever the
 * players do (fuzz_game.c):
 * - every card of the game is somewhere exactly once (hands, draw pile,
 *   discard pile, turned cards add up to the deck: C-1, X-1, CC-1, TM-2;
 *   and the library's own uno__check_invariants());
 * - every seat's legal moves are sorted, unique, accepted by
 *   uno_game_check_move() and format to notation that parses back;
 * - the seat to decide has a legal move (G-3), nobody has one once the
 *   round is over;
 * - uno_game_check_move() and uno_game_apply() agree on every move, and a
 *   move is accepted exactly when it is listed (a wild played without a
 *   color is accepted when the same play naming a color is listed);
 * - a refused move, next_round or text leaves the game exactly as it was
 *   (compared with a clone taken before, by uno__state_equal()) and sets
 *   the game's message (G-10);
 * - a clone equals its original, and a clone that is given the same moves
 *   stays equal to it (no hooks answer then: a clone has none);
 * - the game saves within UNO_SAVE_MAX and loads back to an equal state
 *   that saves to the same bytes (DESIGN.md principle 9);
 * - every seat's view agrees with the queries, and the legal-move mask
 *   with the legal moves (view.h), and so does uno_game_decision() for
 *   the seat to decide; uno_game_apply_index() of a move does to a twin
 *   what uno_game_apply() does to the game; a determinized clone is a sound game in
 *   which the seat sees exactly what it saw and has the same legal moves;
 * - the move log, exported and replayed, gives the same game (at the end,
 *   and whenever the game is replaced);
 * - hooks may query the game but not change it (UNO_EBUSY), and events
 *   name seats, colors and cards that exist.
 *
 * Hooks run inside the library; their checks abort like the others.
 * SPDX-License-Identifier: MIT
 */
#include <string.h>

#include <uno/uno.h>

#include "fuzz.h"
#include "fuzz_game.h"
#include "uno_internal.h"

/* Entries the log keeps; inputs are shorter than this. */
#define LOG_CAP 8192

/* Hooks a game may get (the mode byte's low bits). */
enum {
	H_COLOR = 0x01,
	H_CHALLENGE = 0x02,
	H_DRAW = 0x04,
	H_EVENT = 0x08,
	H_CAST = 0x10,
	H_GIVE = 0x20,
	H_SWAP = 0x40,
	H_DECIDE = H_COLOR | H_CHALLENGE | H_CAST | H_GIVE | H_SWAP
};

struct ctx {
	struct fuzz_input in;
	uno_game *g;
	uno_game *shadow; /* a clone given the same moves; NULL once hooks decide */
	int players;
	int cards;        /* the whole deck the game plays with */
	int faces;        /* distinct cards of the variant */
	uno_card face[UNO__FACES];
	unsigned hooks;   /* H_* installed now */
	bool toggled;     /* the history's tracking was switched (uno_game_set_tracking()) */
	long events;      /* events seen, to pace the re-entry checks */
};

/* ------------------------------------------------------------------------
 * Invariants (fuzz_game.c), and the shadow.
 */

static void check_card_shown(uno_card c)
{
	FUZZ_CHECK(uno_card_valid(c) == UNO_OK);
}

static void check_game(struct ctx *x)
{
	fuzz_check_game(x->g, x->cards);
	FUZZ_CHECK(uno_game_players(x->g) == x->players);
	/* A game that does not track the history believes nothing. */
	int tracking = uno_game_tracking(x->g);
	FUZZ_CHECK(tracking == 0 || tracking == (int)UNO_TRACK_ALL);
	if (tracking == 0)
		FUZZ_CHECK(uno__belief_empty(&x->g->s));
	/* The shadow, given the same moves without hooks, is the same game. */
	if (x->shadow)
		FUZZ_CHECK(uno__state_equal(x->shadow, x->g));
}

/* ------------------------------------------------------------------------
 * Hooks: answers come from the input; some must be ignored.
 */

/* A changing call from inside a hook is refused and changes nothing. */
static void check_busy(const uno_game *game, int seat)
{
	uno_game *g = (uno_game *)(uintptr_t)game; /* what a careless host does */
	uno_move m = uno_move_init(UNO_MOVE_DRAW);
	uno_hooks none;

	memset(&none, 0, sizeof none);
	none.size = sizeof none;
	FUZZ_CHECK(uno_game_apply(g, seat < 0 ? 0 : seat, &m) == UNO_EBUSY);
	FUZZ_CHECK(uno_game_apply_text(g, seat < 0 ? 0 : seat, "draw") == UNO_EBUSY);
	FUZZ_CHECK(uno_game_next_round(g) == UNO_EBUSY);
	FUZZ_CHECK(uno_game_set_hooks(g, &none, NULL) == UNO_EBUSY);
	FUZZ_CHECK(uno_game_determinize(g, seat < 0 ? 0 : seat, 1) == UNO_EBUSY);
}

static int hook_color(const uno_game *game, int seat, void *user)
{
	struct ctx *x = user;

	FUZZ_CHECK(seat >= 0 && seat < x->players);
	FUZZ_CHECK(uno_game_phase(game) == UNO_PHASE_COLOR);
	if (!fuzz_more(&x->in))
		return -1;
	return (int)(fuzz_byte(&x->in) % 6); /* 4, 5: not a color, ignored */
}

static int hook_challenge(const uno_game *game, int seat, void *user)
{
	struct ctx *x = user;

	FUZZ_CHECK(seat == uno_game_current_player(game));
	FUZZ_CHECK(uno_game_phase(game) == UNO_PHASE_CHALLENGE);
	if (!fuzz_more(&x->in))
		return -1;
	return (int)(fuzz_byte(&x->in) % 3); /* 2: neither, ignored */
}

static int hook_draw(const uno_game *game, int seat, uno_card *card, void *user)
{
	struct ctx *x = user;

	FUZZ_CHECK(seat >= 0 && seat < x->players);
	FUZZ_CHECK(card != NULL);
	check_card_shown(*card);
	(void)game;
	unsigned b = fuzz_byte(&x->in);
	if (b & 1) {
		/* Name a card of the variant, or not even a card. */
		if (b & 2) {
			*card = x->face[(b >> 2) % (unsigned)x->faces];
		} else {
			card->kind = (uint8_t)(b >> 2);
			card->color = (uint8_t)fuzz_byte(&x->in);
		}
		return 0;
	}
	return (int)(b >> 1);
}

static void hook_event(const uno_game *game, const uno_event *ev, void *user)
{
	struct ctx *x = user;

	FUZZ_CHECK(ev != NULL);
	FUZZ_CHECK(ev->type >= UNO_EV_DEALER_DRAW && ev->type <= UNO_EV_FLIP);
	FUZZ_CHECK(ev->seat >= -1 && ev->seat < x->players);
	FUZZ_CHECK(ev->other >= -1 && ev->other < x->players);
	FUZZ_CHECK(ev->color <= UNO_NO_COLOR);
	/* A card of the game: a public kind, or one its variant declares. */
	FUZZ_CHECK(ev->card.color <= UNO_NO_COLOR &&
		   uno__table_kind(game->s.rules.v, ev->card.kind));
	bool sided = uno_rules_sides(uno_game_rules(game)) == 2;
	FUZZ_CHECK(ev->side == 0 || (ev->side == 1 && sided));
	for (size_t i = 0; i < sizeof ev->reserved2; i++)
		FUZZ_CHECK(ev->reserved2[i] == 0);
	/* A hidden face exactly for a two-sided card that goes into a hand
	 * (FL-5); zero for a one-sided deck. */
	if (!sided)
		FUZZ_CHECK(ev->hidden.kind == 0 && ev->hidden.color == 0);
	else
		FUZZ_CHECK(UNO_IS_NO_CARD(ev->hidden) != uno__takes_card(ev->type) &&
			   (UNO_IS_NO_CARD(ev->hidden) || uno_card_valid(ev->hidden) == UNO_OK));
	/* What each seat and a spectator is told is the event, a card left
	 * out at most; a spectator is told no hidden face. */
	for (int v = UNO_SPECTATOR; v < x->players; v++) {
		uno_event t;
		FUZZ_CHECK(uno_event_for_seat(game, v, ev, &t) == UNO_OK);
		FUZZ_CHECK(t.type == ev->type && t.seat == ev->seat && t.other == ev->other &&
			   t.color == ev->color && t.reason == ev->reason && t.side == ev->side &&
			   t.value == ev->value);
		FUZZ_CHECK((t.card.kind == ev->card.kind && t.card.color == ev->card.color) ||
			   UNO_IS_NO_CARD(t.card));
		FUZZ_CHECK((t.hidden.kind == ev->hidden.kind && t.hidden.color == ev->hidden.color) ||
			   UNO_IS_NO_CARD(t.hidden));
		FUZZ_CHECK(v >= 0 || !sided || UNO_IS_NO_CARD(t.hidden));
	}
	/* Queries work from a hook, and changes are refused; not at every
	 * event, to keep the run fast. */
	if (x->events++ % 5 == 0) {
		FUZZ_CHECK(uno_game_players(game) == x->players);
		FUZZ_CHECK(uno_game_phase(game) >= 0);
		FUZZ_CHECK(uno_game_legal_moves(game, 0, NULL, 0) >= 0);
		check_busy(game, ev->seat);
	}
}

static int hook_cast(const uno_game *game, int seat, void *user)
{
	struct ctx *x = user;

	FUZZ_CHECK(uno_game_phase(game) == UNO_PHASE_CAST);
	FUZZ_CHECK(uno_game_turned(game, NULL, 0) > 0);
	FUZZ_CHECK(seat == uno_game_current_player(game));
	if (!fuzz_more(&x->in))
		return -1;
	/* -2 deals, -1 and the caster's own seat are refused, the others
	 * are seats, players is out of range. */
	return (int)(fuzz_byte(&x->in) % (unsigned)(x->players + 3)) - 2;
}

static int hook_give(const uno_game *game, int seat, uno_card *card, void *user)
{
	struct ctx *x = user;
	uno_card hand[UNO_MAX_DECK];

	FUZZ_CHECK(uno_game_phase(game) == UNO_PHASE_HANDOFF);
	FUZZ_CHECK(uno_game_gives_left(game) > 0);
	FUZZ_CHECK(seat == uno_game_current_player(game));
	if (!fuzz_more(&x->in))
		return -1;
	unsigned b = fuzz_byte(&x->in);
	int n = uno_game_hand(game, seat, hand, UNO_MAX_DECK);
	FUZZ_CHECK(n > 0);
	switch (b & 3) {
	case 0: /* leave it pending */
		return 1;
	case 1: /* something that is not in hand, or not a card */
		card->kind = (uint8_t)(b >> 2);
		card->color = (uint8_t)fuzz_byte(&x->in);
		return 0;
	default:
		*card = hand[(b >> 2) % (unsigned)n];
		return 0;
	}
}

static int hook_swap(const uno_game *game, int seat, void *user)
{
	struct ctx *x = user;

	FUZZ_CHECK(uno_game_phase(game) == UNO_PHASE_SWAP);
	FUZZ_CHECK(seat == uno_game_current_player(game));
	if (!fuzz_more(&x->in))
		return -1;
	return (int)(fuzz_byte(&x->in) % (unsigned)(x->players + 1));
}

static void install_hooks(struct ctx *x, unsigned which)
{
	uno_hooks h;

	memset(&h, 0, sizeof h);
	h.size = sizeof h;
	if (which & H_COLOR)
		h.choose_color = hook_color;
	if (which & H_CHALLENGE)
		h.challenge = hook_challenge;
	if (which & H_DRAW)
		h.draw = hook_draw;
	if (which & H_EVENT)
		h.event = hook_event;
	if (which & H_CAST)
		h.cast = hook_cast;
	if (which & H_GIVE)
		h.give = hook_give;
	if (which & H_SWAP)
		h.swap = hook_swap;
	x->hooks = which;
	/* Hooks that decide, or name the cards drawn, make the game go where
	 * a clone without them would not: the shadow stops here. */
	if ((which & (H_DECIDE | H_DRAW)) && x->shadow) {
		uno_game_free(x->shadow);
		x->shadow = NULL;
	}
	FUZZ_CHECK(uno_game_set_hooks(x->g, which ? &h : NULL, x) == UNO_OK);
}

/* ------------------------------------------------------------------------
 * Moves.
 */

/* Checks, then applies (fuzz_attempt); the shadow follows. */
static void attempt(struct ctx *x, int seat, const uno_move *m)
{
	if (fuzz_attempt(x->g, seat, m, (x->hooks & H_DECIDE) != 0) == UNO_OK && x->shadow)
		FUZZ_CHECK(uno_game_apply(x->shadow, seat, m) == UNO_OK);
}

/* A listed move of a seat, chosen by the next byte; 0 if it has none. */
static int pick_legal(struct ctx *x, int seat, uno_move *out)
{
	uno_move list[UNO_MAX_MOVES];
	int n = uno_game_legal_moves(x->g, seat, list, UNO_MAX_MOVES);

	if (n <= 0)
		return 0;
	*out = list[fuzz_byte(&x->in) % (unsigned)n];
	return 1;
}

/* A well-formed move of any type, mostly illegal: a card of the variant,
 * a color, a seat, flags. */
static uno_move structured_move(struct ctx *x)
{
	unsigned type = 1 + fuzz_byte(&x->in) % UNO_MOVE_SWAP;
	unsigned b = fuzz_byte(&x->in);
	uno_move m = uno_move_init((int)type);

	switch (type) {
	case UNO_MOVE_PLAY:
	case UNO_MOVE_GIVE:
		m.card = x->face[b % (unsigned)x->faces];
		if (type == UNO_MOVE_PLAY && uno_kind_is_wild(m.card.kind))
			m.color = (uint8_t)(fuzz_byte(&x->in) % 5);
		if (type == UNO_MOVE_PLAY && (b & 0x80))
			m.flags = UNO_MOVE_F_UNO;
		break;
	case UNO_MOVE_CATCH:
	case UNO_MOVE_SWAP:
		m.target = (int8_t)(b % (unsigned)x->players);
		break;
	case UNO_MOVE_COLOR:
		m.color = (uint8_t)(b % 4);
		break;
	case UNO_MOVE_CAST:
		if (b & 0x80)
			m.flags = UNO_MOVE_F_DEAL;
		else
			m.target = (int8_t)(b % (unsigned)x->players);
		break;
	default:
		break;
	}
	return m;
}

/* Text: the move as notation, or bytes that mostly are not. */
static void attempt_text(struct ctx *x, int seat)
{
	char text[24];
	unsigned b = fuzz_byte(&x->in);
	uno_move m;

	if (b & 1) {
		if (!pick_legal(x, seat, &m))
			m = structured_move(x);
		/* In the game's notation; a kind 20-31 it does not declare has
		 * none, and is refused as text too. */
		int len = uno_rules_move_format(uno_game_rules(x->g), &m, text, sizeof text);
		FUZZ_CHECK(len > 0 || (len == UNO_EINVAL && m.card.kind >= UNO_KIND_COUNT));
		if (len < 0)
			text[0] = 0;
	} else {
		size_t len = (b >> 1) % (sizeof text - 1);
		for (size_t i = 0; i < len; i++)
			text[i] = (char)fuzz_byte(&x->in);
		text[len] = 0;
	}

	int rc_parse = uno_rules_move_parse(uno_game_rules(x->g), text, strlen(text), &m);
	int rc_check = UNO_EPARSE;
	if (rc_parse == UNO_OK)
		rc_check = uno_game_check_move(x->g, seat, &m, NULL);
	uno_game *before = NULL;
	FUZZ_CHECK(uno_game_clone(&before, x->g) == UNO_OK);
	int rc = uno_game_apply_text(x->g, seat, text);
	FUZZ_CHECK(rc == rc_check);
	if (rc == UNO_OK) {
		if (x->shadow)
			FUZZ_CHECK(uno_game_apply_text(x->shadow, seat, text) == UNO_OK);
	} else {
		FUZZ_CHECK(uno__state_equal(before, x->g));
	}
	uno_game_free(before);
}

static void attempt_next_round(struct ctx *x)
{
	uno_game *before = NULL;
	int phase = uno_game_phase(x->g);

	FUZZ_CHECK(uno_game_clone(&before, x->g) == UNO_OK);
	int rc = uno_game_next_round(x->g);
	if (phase == UNO_PHASE_ROUND_OVER) {
		FUZZ_CHECK(rc == UNO_OK);
		FUZZ_CHECK(uno_game_round(x->g) == uno_game_round(before) + 1);
		if (x->shadow)
			FUZZ_CHECK(uno_game_next_round(x->shadow) == UNO_OK);
	} else {
		FUZZ_CHECK(rc == UNO_ESTATE);
		FUZZ_CHECK(uno__state_equal(before, x->g));
	}
	uno_game_free(before);
}

/* The log (save.h): the game's moves since the log started, exported as
 * text and replayed, give the game again. A log that outgrew its capacity
 * exports nothing (UNO_ENOSPC). */
/* a and b are the same game; with `history` false, whatever each knows
 * of the history (a game whose tracking was switched knows less than a
 * replay of its moves, which tracked all along). */
static bool same_game(const uno_game *a, const uno_game *b, bool history)
{
	if (history)
		return uno__state_equal(a, b);
	uno_game *ca = NULL, *cb = NULL;
	FUZZ_CHECK(uno_game_clone(&ca, a) == UNO_OK && uno_game_clone(&cb, b) == UNO_OK);
	FUZZ_CHECK(uno_game_set_tracking(ca, 0) == UNO_OK);
	FUZZ_CHECK(uno_game_set_tracking(cb, 0) == UNO_OK);
	bool same = uno__state_equal(ca, cb);
	uno_game_free(ca);
	uno_game_free(cb);
	return same;
}

static void check_log_of(const uno_game *g, bool history)
{
	static char text[LOG_CAP * 24 + 2 * UNO_SAVE_MAX + 4096];
	uno_game *r = NULL;
	int bad = -1;

	int n = uno_game_log_export(g, NULL, 0);
	if (n == UNO_ENOSPC)
		return;
	FUZZ_CHECK(n > 0 && (size_t)n < sizeof text);
	FUZZ_CHECK(uno_game_log_export(g, text, sizeof text) == n);
	FUZZ_CHECK(text[n] == '\0' && strlen(text) == (size_t)n);
	int rc = uno_game_replay(&r, text, (size_t)n, NULL, NULL, &bad);
	if (rc != UNO_OK)
		fprintf(stderr, "replay: %s at line %d of\n%s", uno_strerror(rc), bad, text);
	FUZZ_CHECK(rc == UNO_OK && bad == 0);
	FUZZ_CHECK(same_game(r, g, history));
	uno_game_free(r);
}

static void check_log(struct ctx *x)
{
	check_log_of(x->g, !x->toggled);
}

/* Switches whether the game tracks the history, and the shadow's with
 * it: the same game either way (view.h, uno_game_set_tracking()). */
static void toggle_tracking(struct ctx *x)
{
	unsigned flags = uno_game_tracking(x->g) ? 0 : UNO_TRACK_ALL;

	FUZZ_CHECK(uno_game_set_tracking(x->g, flags) == UNO_OK);
	FUZZ_CHECK(uno_game_tracking(x->g) == (int)flags);
	if (x->shadow)
		FUZZ_CHECK(uno_game_set_tracking(x->shadow, flags) == UNO_OK);
	x->toggled = true;
}

/* Carries on with a clone, or with the game saved and loaded back,
 * instead of the game: it must be the same game. */
static void replace_game(struct ctx *x)
{
	uno_game *c = NULL;

	if (fuzz_byte(&x->in) & 1) {
		uint8_t buf[UNO_SAVE_MAX];
		fuzz_check_save_edges(x->g);
		int n = uno_game_save(x->g, buf, sizeof buf);
		FUZZ_CHECK(n > 0 && n <= UNO_SAVE_MAX);
		FUZZ_CHECK(uno_game_load(&c, buf, (size_t)n, NULL, NULL) == UNO_OK);
	} else {
		FUZZ_CHECK(uno_game_clone(&c, x->g) == UNO_OK);
	}
	FUZZ_CHECK(c != NULL);
	FUZZ_CHECK(uno__state_equal(c, x->g));
	check_log(x);
	/* A clone keeps the setting, a loaded game tracks: give it the
	 * game's, as a host would. */
	FUZZ_CHECK(uno_game_set_tracking(c, (unsigned)uno_game_tracking(x->g)) == UNO_OK);
	uno_game_free(x->g);
	x->g = c;
	/* Neither keeps the log: a new one starts from this state. */
	FUZZ_CHECK(uno_game_log_length(x->g) == 0);
	FUZZ_CHECK(uno_game_log_export(x->g, NULL, 0) == UNO_ESTATE);
	FUZZ_CHECK(uno_game_log_start(x->g, LOG_CAP) == UNO_OK);
	/* Neither keeps hooks: give it the same ones (they may answer a
	 * pending decision at once). */
	if (x->hooks)
		install_hooks(x, x->hooks);
}

/* Resamples what a seat cannot see, on a clone (view.h): a sound game in
 * which that seat sees exactly what it saw, with the same legal moves. */
static void determinize(struct ctx *x)
{
	uno_move before[UNO_MAX_MOVES], after[UNO_MAX_MOVES];
	uno_view va, vb;
	uno_game *c = NULL;
	int seat = (int)(fuzz_byte(&x->in) % (unsigned)x->players);
	uint64_t seed = fuzz_byte(&x->in);

	seed = seed << 8 | fuzz_byte(&x->in);
	FUZZ_CHECK(uno_game_clone(&c, x->g) == UNO_OK);
	memset(&va, 0, sizeof va);
	memset(&vb, 0, sizeof vb);
	va.size = vb.size = sizeof va;
	FUZZ_CHECK(uno_game_view(x->g, seat, &va) == UNO_OK);
	int n = uno_game_legal_moves(x->g, seat, before, UNO_MAX_MOVES);
	/* A log running on the clone restarts from the resampled state. */
	FUZZ_CHECK(uno_game_log_start(c, 16) == UNO_OK);
	FUZZ_CHECK(uno_game_determinize(c, seat, seed) == UNO_OK);
	FUZZ_CHECK(uno_game_log_length(c) == 0);
	fuzz_check_game(c, x->cards);
	check_log_of(c, true);
	FUZZ_CHECK(uno_game_view(c, seat, &vb) == UNO_OK);
	FUZZ_CHECK(memcmp(&va, &vb, sizeof va) == 0);
	FUZZ_CHECK(uno_game_legal_moves(c, seat, after, UNO_MAX_MOVES) == n);
	FUZZ_CHECK(memcmp(before, after, (size_t)n * sizeof before[0]) == 0);
	uno_game_free(c);
}

static void step(struct ctx *x)
{
	unsigned op = fuzz_byte(&x->in) % 17;
	int cur = uno_game_current_player(x->g);
	int seat = cur >= 0 ? cur : 0;
	uno_move m;

	switch (op) {
	default: /* 0-7: mostly, a legal move of the seat to decide */
		if (pick_legal(x, seat, &m))
			attempt(x, seat, &m);
		else
			attempt_next_round(x);
		break;
	case 8: /* the same, with a wild's color left to name later */
		if (pick_legal(x, seat, &m)) {
			if (m.type == UNO_MOVE_PLAY && uno_kind_is_wild(m.card.kind))
				m.color = UNO_NO_COLOR;
			attempt(x, seat, &m);
		}
		break;
	case 9: /* another seat: UNO calls, catches, jump-ins */
		seat = (int)(fuzz_byte(&x->in) % (unsigned)x->players);
		if (pick_legal(x, seat, &m))
			attempt(x, seat, &m);
		break;
	case 10: { /* any bytes as a move, by any seat (or none) */
		uint8_t raw[sizeof m];
		for (size_t i = 0; i < sizeof raw; i++)
			raw[i] = (uint8_t)fuzz_byte(&x->in);
		memcpy(&m, raw, sizeof m);
		seat = (int)(fuzz_byte(&x->in) % (unsigned)(x->players + 2)) - 1;
		attempt(x, seat, &m);
		break;
	}
	case 11: /* a well-formed move, mostly illegal */
		m = structured_move(x);
		seat = (int)(fuzz_byte(&x->in) % (unsigned)x->players);
		attempt(x, seat, &m);
		break;
	case 12:
		attempt_text(x, seat);
		break;
	case 13:
		attempt_next_round(x);
		break;
	case 14:
		replace_game(x);
		break;
	case 15: { /* hooks; the high bit switches the history's tracking */
		unsigned b = fuzz_byte(&x->in);
		install_hooks(x, b & 0x7f);
		if (b & 0x80)
			toggle_tracking(x);
		break;
	}
	case 16:
		determinize(x);
		break;
	}
}

/* ------------------------------------------------------------------------
 * Setting up the game.
 */

static uint64_t mix64(uint64_t v)
{
	v += 0x9e3779b97f4a7c15ull;
	v = (v ^ (v >> 30)) * 0xbf58476d1ce4e5b9ull;
	v = (v ^ (v >> 27)) * 0x94d049bb133111ebull;
	return v ^ (v >> 31);
}

/* Options: a 24-bit mask says which to set, then a value for each. */
static void set_options(struct ctx *x, uno_rules *r)
{
	unsigned mask = fuzz_byte(&x->in);
	mask |= fuzz_byte(&x->in) << 8;
	mask |= fuzz_byte(&x->in) << 16;

	for (int o = 0; o < uno_option_count() && o < 24; o++) {
		int min, max, def, got;
		if (!(mask & (1u << o)))
			continue;
		int rc = uno_rules_option_info(r, o, &min, &max, &def);
		FUZZ_CHECK(rc == UNO_OK || rc == UNO_ENOTSUP);
		if (rc != UNO_OK) {
			FUZZ_CHECK(uno_rules_set(r, o, 0) == UNO_ENOTSUP);
			continue;
		}
		FUZZ_CHECK(min <= def && def <= max);
		unsigned range = (unsigned)(max - min) + 1;
		unsigned v = fuzz_byte(&x->in);
		if (range > 256)
			v |= fuzz_byte(&x->in) << 8;
		int value = min + (int)(v % range);
		FUZZ_CHECK(uno_rules_set(r, o, value) == UNO_OK);
		FUZZ_CHECK(uno_rules_get(r, o, &got) == UNO_OK && got == value);
		/* Out of bounds is refused and changes nothing. */
		FUZZ_CHECK(uno_rules_set(r, o, max + 1) == UNO_ERANGE);
		FUZZ_CHECK(uno_rules_get(r, o, &got) == UNO_OK && got == value);
	}
	/* The options from 24 on (the house rules H-9 to H-16) are drawn
	 * from the input's last byte, not read from the stream, so that the
	 * corpus made before them keeps reading as it did. */
	uint64_t later = x->in.n ? mix64(x->in.p[x->in.n - 1] + 1u) : 0;
	for (int o = 24; o < uno_option_count(); o++, later >>= 5) {
		int min, max, def;
		if (!(later & 1) || uno_rules_option_info(r, o, &min, &max, &def) != UNO_OK)
			continue;
		int value = max - min <= 8 ? min + (int)((later >> 1) % (uint64_t)(max - min + 1))
					   : 8 + (int)((later >> 1) % 16);
		FUZZ_CHECK(uno_rules_set(r, o, value) == UNO_OK);
	}
}

/* A scripted deck: the variant's deck in an order drawn from the seed,
 * whole or in part, the first discard maybe placed as is. */
static int new_scripted(struct ctx *x, const uno_rules *r, uint64_t seed, unsigned how)
{
	uno_card deck[UNO_MAX_DECK];
	int n = uno_rules_deck(r, deck, UNO_MAX_DECK);
	unsigned flags = 0;
	size_t count = (size_t)n;

	FUZZ_CHECK(n > 0 && n <= UNO_MAX_DECK);
	uint64_t s = seed;
	for (int i = n - 1; i > 0; i--) {
		s = mix64(s);
		int j = (int)(s % (uint64_t)(i + 1));
		uno_card t = deck[i];
		deck[i] = deck[j];
		deck[j] = t;
	}
	if (how & 0x01) {
		flags |= UNO_SCRIPT_PARTIAL;
		count = fuzz_byte(&x->in) % (unsigned)(n + 1);
	}
	if (how & 0x02) {
		flags |= UNO_SCRIPT_TOP_AS_IS;
		/* The first discard may carry a wild's color. */
		int hand = 0;
		FUZZ_CHECK(uno_rules_get(r, UNO_OPT_HAND_SIZE, &hand) == UNO_OK);
		size_t top = (size_t)x->players * (size_t)hand;
		unsigned c = fuzz_byte(&x->in) % 5;
		if (top < count && uno_kind_is_wild(deck[top].kind))
			deck[top].color = (uint8_t)c;
	}
	int dealer = (int)(fuzz_byte(&x->in) % (unsigned)(x->players + 1)) - 1;
	int rc = uno_game_new_scripted(&x->g, r, x->players, seed, deck, count, dealer,
				       flags, NULL, NULL);
	if (rc != UNO_OK) {
		FUZZ_CHECK(rc == UNO_EDECK || rc == UNO_EINVAL);
		FUZZ_CHECK(x->g == NULL);
		return 0;
	}
	x->cards = (int)count;
	return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct ctx x;
	uno_rules *r = NULL;

	memset(&x, 0, sizeof x);
	x.in.p = data;
	x.in.n = size;

	size_t nvariants = uno_rules_builtin_count();
	const uno_rules *base = uno_rules_builtin_at(fuzz_byte(&x.in) % nvariants);
	FUZZ_CHECK(base != NULL);
	FUZZ_CHECK(uno_rules_copy(&r, base, NULL, NULL) == UNO_OK);
	set_options(&x, r);

	int counts[UNO_MAX_PLAYERS + 1], ncounts = 0;
	for (int p = 0; p <= UNO_MAX_PLAYERS + 1; p++) {
		int ok = uno_rules_allows_players(r, p);
		FUZZ_CHECK(ok == 0 || ok == 1);
		FUZZ_CHECK(!ok || (p >= 2 && p <= UNO_MAX_PLAYERS));
		if (ok)
			counts[ncounts++] = p;
	}
	FUZZ_CHECK(ncounts > 0);
	x.players = counts[fuzz_byte(&x.in) % (unsigned)ncounts];

	uint64_t seed = 0;
	for (int i = 0; i < 4; i++)
		seed = seed << 8 | fuzz_byte(&x.in);
	unsigned mode = fuzz_byte(&x.in);

	uno_card deck[UNO_MAX_DECK];
	x.cards = uno_rules_deck(r, deck, UNO_MAX_DECK);
	/* The variant's distinct cards, for made-up moves. */
	for (int i = 0; i < x.cards; i++) {
		int seen = 0;
		for (int k = 0; k < x.faces; k++)
			seen |= x.face[k].kind == deck[i].kind && x.face[k].color == deck[i].color;
		if (!seen)
			x.face[x.faces++] = deck[i];
	}

	int made;
	if (mode & 0x80) {
		made = new_scripted(&x, r, seed, fuzz_byte(&x.in));
	} else {
		int rc = uno_game_new(&x.g, r, x.players, seed, NULL, NULL);
		/* Options can ask for what this table cannot deal (hand size,
		 * a dealer beyond the table). */
		FUZZ_CHECK(rc == UNO_OK || (rc == UNO_EINVAL && x.g == NULL));
		made = rc == UNO_OK;
	}
	/* The game has its own copy of the rules. */
	uno_rules_free(r);
	if (!made)
		return 0;

	if (!(mode & (H_DECIDE | H_DRAW)))
		FUZZ_CHECK(uno_game_clone(&x.shadow, x.g) == UNO_OK);
	/* The log replays from the seed or the scripted deck. */
	FUZZ_CHECK(uno_game_log_start(x.g, LOG_CAP) == UNO_OK);
	install_hooks(&x, mode & 0x7f);
	check_game(&x);
	while (fuzz_more(&x.in)) {
		step(&x);
		check_game(&x);
	}
	check_log(&x);
	uno_game_free(x.shadow);
	uno_game_free(x.g);
	return 0;
}
