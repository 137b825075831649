/*
 * Hooks versus moves (doc/rules.md, "Hooks versus moves"; DESIGN.md
 * principle 4): a decision answered by a hook and the same decision answered
 * by a move give identical games; events arrive in order with their fields;
 * invalid hook answers leave the decision pending; the draw hook may name
 * the card drawn; the hook table's size is honoured; clones have no hooks.
 * Hooks answer the first-card color (C-3), a wild's color (C-5), the
 * Wild Draw Four and Wild Draw Two challenges (C-7, X-4), the Casting Call
 * distribution (CC-3), the Teams hand-off (TM-7) and, with Seven-O on, the
 * swap after a 7 (H-5), in every built-in variant.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <string.h>

#include "uno_internal.h"

/* Large; shared by the tests (each install resets it). */
static struct t_events rec;


/* ------------------------------------------------------------------------
 * (a) Hooks and moves give the same game.
 */

/* The decisions of one game: the k-th decision of the game, taken by seat,
 * is a pure function of (seed, seat, k), so a hook and a test loop that
 * count decisions the same way answer the same. */
struct decider {
	uint64_t seed;
	int k;
	int colors, challenges, accepts;
	int casts_deal, casts_seat, gives;
	int swaps;
};

static uint32_t decide(const struct decider *d, int seat)
{
	return (uint32_t)(t_mix64(d->seed ^ ((uint64_t)(seat + 1) << 40) ^
				(uint64_t)d->k * 0x2545f4914f6cdd1dull) >> 11);
}

static int decide_color(struct decider *d, int seat)
{
	int c = (int)(decide(d, seat) % 4);
	d->k++;
	d->colors++;
	return c;
}

static int decide_challenge(struct decider *d, int seat)
{
	int yes = (int)((decide(d, seat) >> 5) & 1);
	d->k++;
	if (yes)
		d->challenges++;
	else
		d->accepts++;
	return yes;
}

/* CC-3: a seat in play other than the caster, or UNO_CAST_DEAL; read
 * from the game, so game A (in the hook) and game B (equal to it) choose
 * alike. */
static int decide_cast(struct decider *d, const uno_game *g, int seat)
{
	int cand[UNO_MAX_PLAYERS], n = 0;
	uint32_t v = decide(d, seat);

	for (int p = 0; p < uno_game_players(g); p++)
		if (p != seat && uno_game_seat_status(g, p) == UNO_SEAT_IN)
			cand[n++] = p;
	assert_true(n >= 1);
	d->k++;
	int k = (int)(v % (uint32_t)(n + 1));
	if (k == n) {
		d->casts_deal++;
		return UNO_CAST_DEAL;
	}
	d->casts_seat++;
	return cand[k];
}

/* TM-7: one of the cards the giver holds. */
static uno_card decide_give(struct decider *d, const uno_game *g, int seat)
{
	uno_card hand[UNO_MAX_DECK];
	int n = uno_game_hand(g, seat, hand, UNO_MAX_DECK);
	uint32_t v = decide(d, seat);

	assert_true(n >= 1);
	d->k++;
	d->gives++;
	return hand[v % (uint32_t)n];
}

/* H-5: any other seat in play; read from the game, as decide_cast. */
static int decide_swap(struct decider *d, const uno_game *g, int seat)
{
	int cand[UNO_MAX_PLAYERS], n = 0;
	uint32_t v = decide(d, seat);

	for (int p = 0; p < uno_game_players(g); p++)
		if (p != seat && uno_game_seat_status(g, p) == UNO_SEAT_IN)
			cand[n++] = p;
	assert_true(n >= 1);
	d->k++;
	d->swaps++;
	return cand[v % (uint32_t)n];
}

/* C-3, C-5: the color hook is asked for the seat whose decision is
 * pending, while the game shows that decision. */
static int color_by_decider(const uno_game *g, int seat, void *user)
{
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(uno_game_current_player(g), seat);
	return decide_color(user, seat);
}

/* C-7: the challenge hook is asked for the seat the card was played at. */
static int challenge_by_decider(const uno_game *g, int seat, void *user)
{
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	assert_int_equal(uno_game_current_player(g), seat);
	return decide_challenge(user, seat);
}

/* CC-2, CC-3: the cast hook is asked for the seat that turned the cards,
 * while they wait to be distributed. */
static int cast_by_decider(const uno_game *g, int seat, void *user)
{
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CAST);
	assert_int_equal(uno_game_current_player(g), seat);
	assert_true(uno_game_turned(g, NULL, 0) >= 1);
	return decide_cast(user, g, seat);
}

/* TM-7: the give hook is asked for the teammate of the seat that went
 * out, once per card. */
static int give_by_decider(const uno_game *g, int seat, uno_card *card, void *user)
{
	assert_int_equal(uno_game_phase(g), UNO_PHASE_HANDOFF);
	assert_int_equal(uno_game_current_player(g), seat);
	assert_true(uno_game_gives_left(g) >= 1);
	*card = decide_give(user, g, seat);
	return 0;
}

/* H-5: the swap hook is asked for the seat that played the 7 (a jumper
 * too), while the swap waits. */
static int swap_by_decider(const uno_game *g, int seat, void *user)
{
	uno_card top;

	assert_int_equal(uno_game_phase(g), UNO_PHASE_SWAP);
	assert_int_equal(uno_game_current_player(g), seat);
	assert_int_equal(uno_game_top_card(g, &top), UNO_OK);
	assert_int_equal(top.kind, UNO_SEVEN);
	return decide_swap(user, g, seat);
}

/* What the hooks do for game A, done with moves for game B. */
static void answer_with_moves(uno_game *g, struct decider *d)
{
	for (;;) {
		int phase = uno_game_phase(g);
		int seat = uno_game_current_player(g);
		uno_move m;

		if (phase == UNO_PHASE_COLOR) {
			m = uno_move_init(UNO_MOVE_COLOR);
			m.color = (uint8_t)decide_color(d, seat);
		} else if (phase == UNO_PHASE_CHALLENGE) {
			m = uno_move_init(decide_challenge(d, seat) ? UNO_MOVE_CHALLENGE
								    : UNO_MOVE_ACCEPT);
		} else if (phase == UNO_PHASE_CAST) {
			int to = decide_cast(d, g, seat);
			m = uno_move_init(UNO_MOVE_CAST);
			if (to == UNO_CAST_DEAL)
				m.flags = UNO_MOVE_F_DEAL;
			else
				m.target = (int8_t)to;
		} else if (phase == UNO_PHASE_HANDOFF) {
			m = uno_move_init(UNO_MOVE_GIVE);
			m.card = decide_give(d, g, seat);
		} else if (phase == UNO_PHASE_SWAP) {
			m = uno_move_init(UNO_MOVE_SWAP);
			m.target = (int8_t)decide_swap(d, g, seat);
		} else {
			return;
		}
		assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
	}
}

static void assert_same(const uno_game *a, const uno_game *b,
			const struct decider *da, const struct decider *db)
{
	assert_true(uno__state_equal(a, b));
	assert_int_equal(da->k, db->k);
	/* With hooks that always answer, A never waits for a color, a
	 * challenge, a distribution, a hand-off or a swap. */
	assert_true(uno_game_phase(a) != UNO_PHASE_COLOR);
	assert_true(uno_game_phase(a) != UNO_PHASE_CHALLENGE);
	assert_true(uno_game_phase(a) != UNO_PHASE_CAST);
	assert_true(uno_game_phase(a) != UNO_PHASE_HANDOFF);
	assert_true(uno_game_phase(a) != UNO_PHASE_SWAP);
}

/* Is a round being played? (HANDOFF and CAST, numbered after MATCH_OVER,
 * are decisions within a round.) */
static int playing(const uno_game *g)
{
	int phase = uno_game_phase(g);
	return phase != UNO_PHASE_ROUND_OVER && phase != UNO_PHASE_MATCH_OVER;
}

/* Sets an option if the variant has it (clamped to its bounds). */
static void set_if(uno_rules *r, int option, int value)
{
	int min, max;
	if (uno_rules_option_info(r, option, &min, &max, NULL) != UNO_OK)
		return;
	assert_int_equal(uno_rules_set(r, option, value < min ? min : value > max ? max : value),
			 UNO_OK);
}

/* Does the variant's deck hold a card of this public kind (not a kind of
 * its own on that number, as No Mercy's wilds are)? */
static int deck_has(const uno_rules *r, int kind)
{
	uno_card deck[UNO_MAX_DECK];
	if (strcmp(uno_rules_kind_name(r, kind), uno_kind_name(kind)) != 0)
		return 0;
	int n = uno_rules_deck(r, deck, UNO_MAX_DECK);
	for (int i = 0; i < n; i++)
		if (deck[i].kind == kind)
			return 1;
	return 0;
}

/* Does the variant's deck hold a card that may be challenged (C-7)? */
static int deck_challengeable(const uno_rules *r)
{
	uno_card deck[UNO_MAX_DECK];
	char effects[256];
	int n = uno_rules_deck(r, deck, UNO_MAX_DECK);
	for (int i = 0; i < n; i++)
		if (uno_rules_kind_effects(r, deck[i].kind, effects, sizeof effects) > 0 &&
		    strstr(effects, "challengeable"))
			return 1;
	return 0;
}

/* What the hooks answered over one variant's games. */
struct totals {
	long colors, challenges, accepts, casts_deal, casts_seat, gives, swaps;
	int first_wild_answered;
	int seven_o_games;  /* games played with Seven-O on (H-5) */
};

/* Plays the games of one variant, A through hooks and B with moves, and
 * adds what was answered to the totals. */
static void same_game_in_variant(const uno_rules *base, int games, struct totals *t)
{
	int counts[UNO_MAX_PLAYERS + 1], ncounts = 0;
	/* Rounds of Teams run long under random play (a team needs both
	 * partners out); Casting Call rounds somewhat long. */
	int cap = deck_has(base, UNO_TEAM_PLAY) ? 100000
		  : deck_has(base, UNO_CASTING_CALL) ? 10000 : 5000;
	uno_hooks hooks;

	memset(&hooks, 0, sizeof hooks);
	hooks.size = sizeof hooks;
	hooks.choose_color = color_by_decider;
	hooks.challenge = challenge_by_decider;
	hooks.cast = cast_by_decider;
	hooks.give = give_by_decider;
	hooks.swap = swap_by_decider;
	for (int p = 2; p <= UNO_MAX_PLAYERS; p++)
		if (uno_rules_allows_players(base, p) == 1)
			counts[ncounts++] = p;
	assert_true(ncounts > 0);

	for (int i = 0; i < games; i++) {
		int players = counts[i % ncounts];
		int full = i % 5 == 0;
		uint64_t seed = t_mix64((uint64_t)i + 4242);
		uint64_t rng = seed ^ 0xabcdef;
		struct decider da = { seed, 0, 0, 0, 0, 0, 0, 0, 0 }, db = da;
		uno_rules *r;
		uno_game *a, *b;

		assert_int_equal(uno_rules_copy(&r, base, NULL, NULL), UNO_OK);
		set_if(r, UNO_OPT_STRICT_WILD_DRAW, i % 7 == 3);
		set_if(r, UNO_OPT_CHALLENGER_SKIPPED, (int)((seed >> 3) & 1));
		set_if(r, UNO_OPT_TARGET_SCORE, full ? 150 : 500);
		set_if(r, UNO_OPT_ELIMINATION_LIMIT, full ? 100 : 500);
		set_if(r, UNO_OPT_ROTATING_PARTNERS, i % 3 == 0);
		/* H-5 in three games of four, where the variant has it; with
		 * jump-ins (H-4) in half, so that a jumper's 7 asks too. */
		set_if(r, UNO_OPT_SEVEN_O, i % 4 != 3);
		set_if(r, UNO_OPT_JUMP_IN, (i / 4) % 2);
		int seven_o = 0;
		if (uno_rules_get(r, UNO_OPT_SEVEN_O, &seven_o) == UNO_OK && seven_o)
			t->seven_o_games++;
		assert_int_equal(uno_game_new(&a, r, players, seed, NULL, NULL), UNO_OK);
		assert_int_equal(uno_game_new(&b, r, players, seed, NULL, NULL), UNO_OK);
		uno_rules_free(r);
		assert_true(uno__state_equal(a, b));

		/* C-3: a first-card Wild waits for its color; installing the
		 * hooks answers it at once. */
		if (uno_game_phase(a) == UNO_PHASE_COLOR)
			t->first_wild_answered++;
		assert_int_equal(uno_game_set_hooks(a, &hooks, &da), UNO_OK);
		answer_with_moves(b, &db);
		assert_same(a, b, &da, &db);

		for (int rounds = 1;; rounds++) {
			int moves = 0;
			while (playing(b)) {
				uno_move list[UNO_MAX_MOVES];
				int cur = uno_game_current_player(b);
				int seat = cur;
				int n = uno_game_legal_moves(b, cur, list, UNO_MAX_MOVES);

				assert_true(++moves < cap);
				assert_int_equal(uno_game_current_player(a), cur);
				assert_true(n >= 1);
				uno_move m = t_pick(list, n, &rng);
				if (t_rnd(&rng, 4) == 0) {
					int other = (int)t_rnd(&rng, (uint32_t)players);
					int k = uno_game_legal_moves(b, other, list, UNO_MAX_MOVES);
					if (other != cur && k > 0) {
						seat = other;
						m = list[t_rnd(&rng, (uint32_t)k)];
					}
				}
				/* Wilds without a color, so that the color is
				 * a decision of its own (C-5). */
				if (seat == cur && uno_game_phase(b) == UNO_PHASE_PLAY &&
				    m.type == UNO_MOVE_PLAY && uno_kind_is_wild(m.card.kind) &&
				    t_rnd(&rng, 4) != 0)
					m.color = UNO_NO_COLOR;

				assert_int_equal(uno_game_apply(a, seat, &m), UNO_OK);
				assert_int_equal(uno_game_apply(b, seat, &m), UNO_OK);
				answer_with_moves(b, &db);
				assert_same(a, b, &da, &db);
			}
			if (uno_game_phase(b) == UNO_PHASE_MATCH_OVER || !full)
				break;
			assert_true(rounds < 200);
			assert_int_equal(uno_game_next_round(a), UNO_OK);
			assert_int_equal(uno_game_next_round(b), UNO_OK);
			if (uno_game_phase(b) == UNO_PHASE_COLOR)
				t->first_wild_answered++;
			answer_with_moves(b, &db);
			assert_same(a, b, &da, &db);
		}
		assert_true(uno__state_equal(a, b));
		assert_int_equal(da.colors, db.colors);
		assert_int_equal(da.challenges, db.challenges);
		assert_int_equal(da.accepts, db.accepts);
		assert_int_equal(da.casts_deal, db.casts_deal);
		assert_int_equal(da.casts_seat, db.casts_seat);
		assert_int_equal(da.gives, db.gives);
		assert_int_equal(da.swaps, db.swaps);
		/* H-5: no swap without Seven-O, unless the variant's 7 swaps
		 * anyway (No Mercy, NM-10). */
		char sevens[64];
		assert_true(uno_rules_kind_effects(base, UNO_SEVEN, sevens, sizeof sevens) > 0);
		if (!seven_o && !strstr(sevens, "swap-hands"))
			assert_int_equal(da.swaps, 0);
		t->colors += da.colors;
		t->challenges += da.challenges;
		t->accepts += da.accepts;
		t->casts_deal += da.casts_deal;
		t->casts_seat += da.casts_seat;
		t->gives += da.gives;
		t->swaps += da.swaps;
		uno_game_free(a);
		uno_game_free(b);
	}
}

/* C-3, C-5, C-7, X-4, CC-3, TM-7, H-5: in every built-in variant, game A
 * answers through hooks, game B with moves; with the same seed and the same
 * choices the two stay equal after every step. */
static void test_hooks_and_moves_give_same_game_in_every_variant_C3_C5_C7_CC3_TM7_H5(void **state)
{
	int first_wild_answered = 0;
	size_t nvariants = uno_rules_builtin_count();

	(void)state;
	assert_true(nvariants >= 7);
	for (size_t v = 0; v < nvariants; v++) {
		const uno_rules *base = uno_rules_builtin_at(v);
		struct totals t;

		assert_non_null(base);
		memset(&t, 0, sizeof t);
		same_game_in_variant(base, 400, &t);
		first_wild_answered += t.first_wild_answered;
		/* Every kind of answer the variant asks for was given many
		 * times over. */
		assert_true(t.colors > 400);
		/* The challenge hook is asked only of a card that may be
		 * challenged (none in No Mercy, NM-5). */
		if (deck_challengeable(base)) {
			assert_true(t.challenges > 50);
			assert_true(t.accepts > 50);
		} else {
			assert_int_equal(t.challenges + t.accepts, 0);
		}
		if (deck_has(base, UNO_CASTING_CALL)) {
			assert_true(t.casts_deal > 20);
			assert_true(t.casts_seat > 20);
		} else {
			assert_int_equal(t.casts_deal + t.casts_seat, 0);
		}
		if (strcmp(uno_rules_name(base), "teams") == 0)
			assert_true(t.gives > 100);
		else if (uno_rules_team_size(base) == 1)
			assert_int_equal(t.gives, 0);
		/* H-5: every variant but Teams has Seven-O, and its swaps were
		 * answered many times over; No Mercy has no option for it, as
		 * its 7 always swaps (NM-10). */
		if (strcmp(uno_rules_name(base), "teams") == 0) {
			assert_int_equal(t.seven_o_games, 0);
			assert_int_equal(t.swaps, 0);
		} else if (strcmp(uno_rules_name(base), "no-mercy") == 0) {
			assert_int_equal(t.seven_o_games, 0);
			assert_true(t.swaps > 300);
		} else {
			assert_int_equal(t.seven_o_games, 300);
			assert_true(t.swaps > 300);
		}
		print_message("# %-13s colors %ld challenges %ld accepts %ld casts %ld/%ld "
			      "(deal/seat) gives %ld swaps %ld\n", uno_rules_name(base), t.colors,
			      t.challenges, t.accepts, t.casts_deal, t.casts_seat, t.gives, t.swaps);
	}
	/* The first-card Wild came up (C-3). */
	assert_true(first_wild_answered > 0);
}

/* ------------------------------------------------------------------------
 * (b) Events, in order, with their fields.
 */

static const uno_event *ev(int i)
{
	if (i < 0 || i >= rec.n)
		fail_msg("event %d expected, only %d recorded", i, rec.n);
	return &rec.ev[i];
}

static void assert_card(uno_card c, const char *text)
{
	uno_card want;
	assert_int_equal(uno_card_parse(text, strlen(text), &want), UNO_OK);
	assert_int_equal(c.kind, want.kind);
	if (!uno_kind_is_wild(want.kind))
		assert_int_equal(c.color, want.color);
}

/* Event i has this type and seat. */
static const uno_event *ev_is(int i, int type, int seat)
{
	const uno_event *e = ev(i);
	if (e->type != type || e->seat != seat)
		fail_msg("event %d: type %d seat %d, expected type %d seat %d",
			 i, e->type, e->seat, type, seat);
	return e;
}

static void ev_play(int i, int seat, const char *card, int color)
{
	const uno_event *e = ev_is(i, UNO_EV_PLAY, seat);
	assert_card(e->card, card);
	if (color != UNO_NO_COLOR)
		assert_int_equal(e->color, color);
}

/* What a run of drawing events (from index from to the end) must be. */
struct draws {
	int seat;          /* who draws */
	int reason;        /* uno_draw_reason of every DRAW (and PENALTY) */
	const char *cards; /* the cards in order, or NULL if not known */
	int count;         /* number of DRAW events */
	int penalty;       /* 1: a PENALTY event is required; 0: allowed */
	int skip;          /* 1: a SKIP of seat is required; 0: allowed; -1: not allowed */
	int reshuffle;     /* value of a required RESHUFFLE before the first draw, or 0 (none allowed) */
};

/* Checks the draw run: DRAW events of the seat and reason, in card order;
 * a PENALTY announcing them comes before the first; a RESHUFFLE comes before
 * the first draw that needs it; a SKIP of the drawing seat. Nothing else. */
static void check_draws(int from, const struct draws *d)
{
	uno_card want[32];
	size_t nwant = d->cards ? t_cards(d->cards, want, 32) : 0;
	int ndraw = 0, npen = 0, nskip = 0, nresh = 0;

	for (int i = from; i < rec.n; i++) {
		const uno_event *e = &rec.ev[i];
		switch (e->type) {
		case UNO_EV_DRAW:
			ev_is(i, UNO_EV_DRAW, d->seat);
			assert_int_equal(e->reason, d->reason);
			if (d->cards) {
				assert_true((size_t)ndraw < nwant);
				assert_int_equal(e->card.kind, want[ndraw].kind);
				assert_int_equal(e->card.color, want[ndraw].color);
			}
			ndraw++;
			break;
		case UNO_EV_PENALTY:
			ev_is(i, UNO_EV_PENALTY, d->seat);
			assert_int_equal(e->value, d->count);
			assert_int_equal(e->reason, d->reason);
			assert_int_equal(ndraw, 0);
			npen++;
			break;
		case UNO_EV_SKIP:
			assert_true(d->skip >= 0);
			ev_is(i, UNO_EV_SKIP, d->seat);
			nskip++;
			break;
		case UNO_EV_RESHUFFLE:
			assert_true(d->reshuffle > 0);
			assert_int_equal(e->value, d->reshuffle);
			assert_int_equal(ndraw, 0);
			nresh++;
			break;
		default:
			fail_msg("event %d: unexpected type %d among draws", i, e->type);
		}
	}
	assert_int_equal(ndraw, d->count);
	assert_true(npen <= 1);
	if (d->penalty)
		assert_int_equal(npen, 1);
	assert_true(nskip <= 1);
	if (d->skip > 0)
		assert_int_equal(nskip, 1);
	assert_int_equal(nresh, d->reshuffle > 0 ? 1 : 0);
}

static int hand_has(const uno_game *g, int seat, uno_card c)
{
	uno_card hand[UNO_MAX_DECK];
	int n = uno_game_hand(g, seat, hand, UNO_MAX_DECK);
	for (int i = 0; i < n; i++)
		if (hand[i].kind == c.kind && hand[i].color == c.color)
			return 1;
	return 0;
}

static int hand_points(const uno_game *g, int seat)
{
	uno_card hand[UNO_MAX_DECK];
	int n = uno_game_hand(g, seat, hand, UNO_MAX_DECK);
	int sum = 0;
	for (int i = 0; i < n; i++)
		sum += uno_rules_points(uno_game_rules(g), hand[i].kind);
	return sum;
}

/* Applies a move with a fresh recording. */
static void rec_apply(uno_game *g, int seat, const char *move)
{
	rec.n = 0;
	t_apply(g, seat, move);
	assert_int_equal(uno__check_invariants(g), 0);
}

/* A whole round, three seats, every kind of event; each move's events are
 * checked on their own. G-4, G-6, G-8, C-4, C-5, C-7. */
static void test_events_arrive_in_order_with_fields(void **state)
{
	const char *hands[] = { "RS W G8 Y1", "RD2 W4 B2 Y9", "RR W B1 B3" };
	uno_rules *r = t_rules("classic", UNO_OPT_TARGET_SCORE, 100, -1);
	uno_game *g = t_game("classic", r, 3, -1, hands, "R5",
			     "G1 G2 G3 G4 G5 G6 Y4 Y5", false);

	(void)state;
	uno_rules_free(r);
	t_record_events(g, &rec);
	assert_int_equal(rec.n, 0);

	/* C-4 Skip: the play, then seat 1 loses its turn. */
	rec_apply(g, 0, "RS");
	assert_int_equal(rec.n, 2);
	ev_play(0, 0, "RS", UNO_RED);
	ev_is(1, UNO_EV_SKIP, 1);
	assert_int_equal(uno_game_current_player(g), 2);

	/* C-4 Reverse: play goes counterclockwise, 2 -> 1 -> 0. */
	rec_apply(g, 2, "RR");
	assert_int_equal(rec.n, 2);
	ev_play(0, 2, "RR", UNO_RED);
	assert_int_equal(ev(1)->type, UNO_EV_DIRECTION);
	assert_int_equal(ev(1)->value, -1);
	assert_int_equal(uno_game_current_player(g), 1);

	/* C-4 Draw Two at seat 0: it draws G1 then G2 (front of the pile
	 * first) for the card's effect, and is skipped. */
	rec_apply(g, 1, "RD2");
	ev_play(0, 1, "RD2", UNO_RED);
	{
		struct draws d = { 0, UNO_DRAW_CARD_EFFECT, "G1 G2", 2, 0, 1, 0 };
		check_draws(1, &d);
	}
	assert_int_equal(uno_game_hand_size(g, 0), 5);
	assert_int_equal(uno_game_current_player(g), 2);

	/* C-5: a Wild without a color; the color comes as its own event. */
	rec_apply(g, 2, "W");
	assert_int_equal(rec.n, 1);
	ev_play(0, 2, "W", UNO_NO_COLOR);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	rec_apply(g, 2, "color G");
	assert_int_equal(rec.n, 1);
	assert_int_equal(ev_is(0, UNO_EV_COLOR, 2)->color, UNO_GREEN);
	assert_int_equal(uno_game_current_player(g), 1);

	/* C-6: seat 1 holds no green, so its Wild Draw Four is no bluff. The
	 * play carries the named color (a COLOR event may follow it). */
	rec_apply(g, 1, "W4/B");
	ev_play(0, 1, "W4", UNO_BLUE);
	assert_true(rec.n == 1 || rec.n == 2);
	if (rec.n == 2)
		assert_int_equal(ev_is(1, UNO_EV_COLOR, 1)->color, UNO_BLUE);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	assert_int_equal(uno_game_current_player(g), 0);

	/* C-7 innocent: the challenge event first (seat = who played it,
	 * other = challenger, value 0), then the challenger draws 4 + 2. */
	rec_apply(g, 0, "challenge");
	{
		const uno_event *e = ev_is(0, UNO_EV_CHALLENGE, 1);
		assert_int_equal(e->other, 0);
		assert_int_equal(e->value, 0);
		assert_int_equal(e->card.kind, UNO_WILD_DRAW_FOUR);
		struct draws d = { 0, UNO_DRAW_CHALLENGE_FAILED,
				   "G3 G4 G5 G6 Y4 Y5", 6, 0, 0, 0 };
		check_draws(1, &d);
	}
	assert_int_equal(uno_game_hand_size(g, 0), 11);
	assert_int_equal(uno_game_draw_pile_size(g), 0);
	assert_int_equal(uno_game_current_player(g), 2);

	/* G-6: an uncalled second-to-last card, then the call on its own. */
	rec_apply(g, 2, "B1");
	assert_int_equal(rec.n, 1);
	ev_play(0, 2, "B1", UNO_BLUE);
	assert_int_equal(uno_game_uno_called(g, 2), 0);
	rec_apply(g, 2, "uno");
	assert_int_equal(rec.n, 1);
	ev_is(0, UNO_EV_UNO, 2);
	assert_int_equal(uno_game_uno_called(g, 2), 1);
	assert_int_equal(uno_game_current_player(g), 1);

	/* G-6 catch, G-4 reshuffle: seat 1 leaves one card uncalled, seat 2
	 * catches it; the penalty is announced, and the empty draw pile is
	 * refilled from the 7 cards under the top before the first draw. */
	rec_apply(g, 1, "B2");
	assert_int_equal(rec.n, 1);
	ev_play(0, 1, "B2", UNO_BLUE);
	assert_int_equal(uno_game_current_player(g), 0);
	rec_apply(g, 2, "catch 1");
	{
		const uno_event *e = ev_is(0, UNO_EV_CATCH, 1);
		assert_int_equal(e->other, 2);
		struct draws d = { 1, UNO_DRAW_UNO_PENALTY, NULL, 2, 1, -1, 7 };
		check_draws(1, &d);
		for (int i = 1; i < rec.n; i++)
			if (rec.ev[i].type == UNO_EV_DRAW)
				assert_true(hand_has(g, 1, rec.ev[i].card));
	}
	assert_int_equal(uno_game_hand_size(g, 1), 3);
	assert_int_equal(uno_game_draw_pile_size(g), 5);
	assert_int_equal(uno_game_current_player(g), 0);

	/* G-3: a draw on a turn; keep the card if it could be played. */
	rec_apply(g, 0, "draw");
	{
		const uno_event *e = ev_is(0, UNO_EV_DRAW, 0);
		assert_int_equal(e->reason, UNO_DRAW_TURN);
		assert_true(hand_has(g, 0, e->card));
		for (int i = 1; i < rec.n; i++)
			ev_is(i, UNO_EV_PASS, 0);
	}
	if (uno_game_phase(g) == UNO_PHASE_DRAWN) {
		rec_apply(g, 0, "pass");
		assert_int_equal(rec.n, 1);
		ev_is(0, UNO_EV_PASS, 0);
	}
	assert_int_equal(uno_game_current_player(g), 2);

	/* G-7, G-8: the last card; the round end carries the points left in
	 * the other hands, and reaching the target ends the match. */
	int points = hand_points(g, 0) + hand_points(g, 1);
	assert_true(points >= 100);
	rec_apply(g, 2, "B3");
	assert_int_equal(rec.n, 3);
	ev_play(0, 2, "B3", UNO_BLUE);
	{
		const uno_event *e = ev_is(1, UNO_EV_ROUND_END, 2);
		assert_int_equal(e->value, points);
		assert_int_equal(e->reason, 0);
	}
	ev_is(2, UNO_EV_MATCH_END, 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_MATCH_OVER);
	assert_int_equal(uno_game_match_winner(g), 2);
	assert_int_equal(uno_game_score(g, 2), points);
	uno_game_free(g);
}

/* C-7 guilty: the offender held the current color; the challenge event has
 * value 1, the offender draws 4 for it and the challenger then plays. */
static void test_event_challenge_guilty_C7(void **state)
{
	const char *hands[] = { "W4 R1 G2", "B1 B2 B3", "Y1 Y2 Y3" };
	uno_game *g = t_game("classic", NULL, 3, -1, hands, "R5",
			     "G6 G7 G8 G9", false);

	(void)state;
	t_record_events(g, &rec);
	rec_apply(g, 0, "W4/Y");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	assert_int_equal(uno_game_current_player(g), 1);
	rec_apply(g, 1, "challenge");
	{
		const uno_event *e = ev_is(0, UNO_EV_CHALLENGE, 0);
		assert_int_equal(e->other, 1);
		assert_int_equal(e->value, 1);
		assert_int_equal(e->card.kind, UNO_WILD_DRAW_FOUR);
		struct draws d = { 0, UNO_DRAW_CHALLENGE_GUILTY, "G6 G7 G8 G9",
				   4, 0, -1, 0 };
		check_draws(1, &d);
	}
	assert_int_equal(uno_game_hand_size(g, 0), 6);
	assert_int_equal(uno_game_hand_size(g, 1), 3);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno_game_current_color(g), UNO_YELLOW);
	uno_game_free(g);
}

/* ------------------------------------------------------------------------
 * (c)-(g) Hooks with fixed answers.
 */

struct fixed {
	int color;          /* what the color hook answers */
	int challenge;      /* what the challenge hook answers */
	int color_calls, challenge_calls, draw_calls, events;
	int last_seat;
	const char *names[4]; /* cards the draw hook names, in turn (NULL: none) */
	uno_card seen[4];     /* what the draw hook was shown */
	int draw_seat[4];
	struct t_events *rec; /* events, when set */
};

static int fixed_color(const uno_game *g, int seat, void *user)
{
	struct fixed *f = user;
	(void)g;
	f->color_calls++;
	f->last_seat = seat;
	return f->color;
}

static int fixed_challenge(const uno_game *g, int seat, void *user)
{
	struct fixed *f = user;
	(void)g;
	f->challenge_calls++;
	f->last_seat = seat;
	return f->challenge;
}

static int naming_draw(const uno_game *g, int seat, uno_card *card, void *user)
{
	struct fixed *f = user;
	int i = f->draw_calls++;
	(void)g;
	assert_true(i < 4);
	f->seen[i] = *card;
	f->draw_seat[i] = seat;
	if (f->names[i])
		t_cards(f->names[i], card, 1);
	return 0;
}

static void fixed_event(const uno_game *g, const uno_event *e, void *user)
{
	struct fixed *f = user;
	(void)g;
	f->events++;
	if (f->rec && f->rec->n < (int)(sizeof f->rec->ev / sizeof f->rec->ev[0]))
		f->rec->ev[f->rec->n++] = *e;
}

static uno_hooks all_hooks(void)
{
	uno_hooks h;
	memset(&h, 0, sizeof h);
	h.size = sizeof h;
	h.choose_color = fixed_color;
	h.challenge = fixed_challenge;
	h.draw = naming_draw;
	h.event = fixed_event;
	return h;
}

/* C-5, C-7: an answer that is not a color, or not 0/1, leaves the decision
 * pending; the game then waits for the move, which works as usual. */
static void test_invalid_hook_answer_leaves_decision_pending_C5_C7(void **state)
{
	const char *hands[] = { "W W R1", "W4 B2 B3", "Y1 Y2 Y3" };
	uno_game *g = t_game("classic", NULL, 3, -1, hands, "R5",
			     "G1 G2 G3 G4 G5 G6", false);
	struct fixed f = { UNO_NO_COLOR, 2, 0, 0, 0, 0, -1, { NULL }, { { 0, 0 } }, { 0 }, NULL };
	uno_hooks h = all_hooks();

	(void)state;
	assert_int_equal(uno_game_set_hooks(g, &h, &f), UNO_OK);

	/* C-5: "no color" is not an answer. */
	t_apply(g, 0, "W");
	assert_int_equal(f.color_calls, 1);
	assert_int_equal(f.last_seat, 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_current_color(g), UNO_NO_COLOR);
	assert_string_equal(t_top(g), "W");
	t_apply(g, 0, "color Y");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_color(g), UNO_YELLOW);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(f.color_calls, 1);

	/* C-7: 2 is neither challenge nor accept. */
	t_apply(g, 1, "W4/Y");
	assert_int_equal(f.challenge_calls, 1);
	assert_int_equal(f.last_seat, 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_hand_size(g, 2), 3);
	t_apply(g, 2, "accept");
	assert_int_equal(uno_game_hand_size(g, 2), 7);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 0);

	/* C-5: a negative answer too; the hook is asked again after the next
	 * move applied (an UNO call, which does not answer it), and a color
	 * out of range is still no answer. */
	f.color = -1;
	t_apply(g, 0, "W");
	assert_int_equal(f.color_calls, 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	f.color = 7;
	t_apply(g, 0, "uno");
	assert_int_equal(f.color_calls, 3);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(uno_game_current_color(g), UNO_NO_COLOR);
	assert_int_equal(uno_game_current_player(g), 0);
	t_apply(g, 0, "color R");
	assert_int_equal(uno_game_current_color(g), UNO_RED);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno__check_invariants(g), 0);
	uno_game_free(g);
}

/* Fixed answers for the cast and give hooks. */
struct fixed_cc {
	int cast;          /* what the cast hook returns */
	int give_rc;       /* what the give hook returns */
	const char *give;  /* the card it writes (notation), or NULL: garbage */
	int cast_calls, give_calls, last_seat;
};

static int fixed_cast(const uno_game *g, int seat, void *user)
{
	struct fixed_cc *f = user;
	(void)g;
	f->cast_calls++;
	f->last_seat = seat;
	return f->cast;
}

static int fixed_give(const uno_game *g, int seat, uno_card *card, void *user)
{
	struct fixed_cc *f = user;
	(void)g;
	f->give_calls++;
	f->last_seat = seat;
	if (f->give) {
		t_cards(f->give, card, 1);
	} else {
		card->kind = 99;
		card->color = 9;
	}
	return f->give_rc;
}

/* Records events into the shared recorder, whatever the user pointer. */
static void rec_event(const uno_game *g, const uno_event *e, void *user)
{
	(void)g;
	(void)user;
	if (rec.n < (int)(sizeof rec.ev / sizeof rec.ev[0]))
		rec.ev[rec.n++] = *e;
}

static uno_hooks cc_hooks(void)
{
	uno_hooks h;
	memset(&h, 0, sizeof h);
	h.size = sizeof h;
	h.cast = fixed_cast;
	h.give = fixed_give;
	return h;
}

/* Installs the hooks with f's answers (they are asked at once) and checks
 * that the game, which waits for the same decision, did not change. */
static void answer_and_stay(uno_game *g, struct fixed_cc *f, int *calls)
{
	uno_hooks h = cc_hooks();
	uno_game *before;
	int was = *calls;

	assert_int_equal(uno_game_clone(&before, g), UNO_OK);
	assert_int_equal(uno_game_set_hooks(g, &h, f), UNO_OK);
	assert_int_equal(*calls, was + 1);
	assert_true(uno__state_equal(before, g));
	assert_int_equal(uno__check_invariants(g), 0);
	uno_game_free(before);
}

/* CC-3: a cast answer that names the caster's own seat, a seat beyond the
 * table, or -1 (neither a seat nor UNO_CAST_DEAL) leaves the distribution
 * pending with the turned cards still waiting; UNO_CAST_DEAL then deals
 * them from the next player. */
static void test_invalid_cast_answer_leaves_decision_pending_CC3(void **state)
{
	const char *hands[] = { "CC R1", "B1 B2", "Y1 Y2" };
	uno_game *g = t_game("casting-call", NULL, 3, -1, hands, "R5", "G7 R7 Y9 B3", false);
	struct fixed_cc f = { -1, 0, NULL, 0, 0, -1 };
	uno_hooks h = cc_hooks();
	uno_card turned[4];
	static const int bad[] = { 0, 3, 10, 99, -3, 127 };

	(void)state;
	assert_int_equal(uno_game_set_hooks(g, &h, &f), UNO_OK);
	assert_int_equal(f.cast_calls, 0);

	/* CC-2: G7, then R7 repeats the 7; the cards wait for seat 0. */
	t_apply(g, 0, "CC/G!");
	assert_int_equal(f.cast_calls, 1);
	assert_int_equal(f.last_seat, 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CAST);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_turned(g, turned, 4), 2);
	assert_card(turned[0], "G7");
	assert_card(turned[1], "R7");
	assert_int_equal(uno_game_hand_size(g, 1), 2);
	assert_int_equal(uno_game_hand_size(g, 2), 2);

	/* Its own seat, seats beyond the table, other negatives. */
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		f.cast = bad[i];
		answer_and_stay(g, &f, &f.cast_calls);
		assert_int_equal(f.last_seat, 0);
		assert_int_equal(uno_game_phase(g), UNO_PHASE_CAST);
		assert_int_equal(uno_game_turned(g, NULL, 0), 2);
	}
	/* The move the first answer stands for is refused too. */
	t_refuse(g, 0, "cast 0", UNO_EILLEGAL, UNO_REASON_BAD_TARGET);

	/* A valid answer: dealt one at a time from the next player. */
	f.cast = UNO_CAST_DEAL;
	rec.n = 0;
	h.event = rec_event;
	assert_int_equal(uno_game_set_hooks(g, &h, &f), UNO_OK);
	assert_int_equal(f.cast_calls, 8);
	assert_int_equal(uno_game_turned(g, NULL, 0), 0);
	assert_int_equal(uno_game_hand_size(g, 1), 3);
	assert_int_equal(uno_game_hand_size(g, 2), 3);
	assert_string_equal(t_hand(g, 1), "B1 B2 G7");
	assert_string_equal(t_hand(g, 2), "Y1 Y2 R7");
	assert_int_equal(t_count_events(&rec, UNO_EV_CAST, 0), 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	uno_game_free(g);
}

/* TM-7: a give answer naming a card the giver does not hold (one in the
 * draw pile, one in another seat's hand, a card that does not exist), or
 * any return but 0, leaves the hand-off pending; a give move and then valid
 * answers finish it, and play goes on after the seat that went out. */
static void test_invalid_give_answer_leaves_decision_pending_TM7(void **state)
{
	const char *hands[] = { "R1 R2", "RD2 B9", "G3 G4", "Y3 Y4" };
	uno_game *g = t_game("teams", NULL, 4, -1, hands, "R5", "G5 G6 B7 Y8 Y9", false);
	struct fixed_cc f = { 0, 0, "Y9", 0, 0, -1 };
	uno_hooks h = cc_hooks();

	(void)state;
	assert_int_equal(uno_game_set_hooks(g, &h, &f), UNO_OK);
	t_apply(g, 0, "R1!");
	/* C-4: seat 2 draws G5 G6 and is skipped. */
	t_apply(g, 1, "RD2!");
	assert_string_equal(t_hand(g, 2), "G3 G4 G5 G6");
	t_apply(g, 3, "draw");
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(f.give_calls, 0);

	/* Seat 0 goes out; seat 2 owes half its four cards. Y9 is in the
	 * draw pile, not in seat 2's hand. */
	t_apply(g, 0, "R2");
	assert_int_equal(f.give_calls, 1);
	assert_int_equal(f.last_seat, 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_HANDOFF);
	assert_int_equal(uno_game_current_player(g), 2);
	assert_int_equal(uno_game_gives_left(g), 2);
	assert_int_equal(uno_game_hand_size(g, 0), 0);

	/* A card of another seat's hand; a card that does not exist. */
	f.give = "Y3";
	answer_and_stay(g, &f, &f.give_calls);
	f.give = NULL;
	answer_and_stay(g, &f, &f.give_calls);
	/* A held card, but the hook does not return 0. */
	f.give = "G3";
	f.give_rc = 1;
	answer_and_stay(g, &f, &f.give_calls);
	f.give_rc = -1;
	answer_and_stay(g, &f, &f.give_calls);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_HANDOFF);
	assert_int_equal(uno_game_gives_left(g), 2);
	assert_string_equal(t_hand(g, 2), "G3 G4 G5 G6");
	t_refuse(g, 2, "give Y3", UNO_EILLEGAL, UNO_REASON_NOT_IN_HAND);

	/* The move works while the hook keeps failing; the hook is asked
	 * again after it. */
	t_apply(g, 2, "give G4");
	assert_int_equal(f.give_calls, 6);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_HANDOFF);
	assert_int_equal(uno_game_gives_left(g), 1);
	assert_string_equal(t_hand(g, 0), "G4");

	/* A valid answer finishes it: R2 has no effect, and play goes on
	 * after seat 0. */
	f.give = "G5";
	f.give_rc = 0;
	assert_int_equal(uno_game_set_hooks(g, &h, &f), UNO_OK);
	assert_int_equal(f.give_calls, 7);
	assert_int_equal(uno_game_gives_left(g), 0);
	assert_string_equal(t_hand(g, 0), "G4 G5");
	assert_string_equal(t_hand(g, 2), "G3 G6");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno__check_invariants(g), 0);
	uno_game_free(g);
}

/* A fixed answer for the swap hook. */
struct fixed_swap {
	int answer;
	int calls, last_seat;
};

static int fixed_swap_hook(const uno_game *g, int seat, void *user)
{
	struct fixed_swap *f = user;
	(void)g;
	f->calls++;
	f->last_seat = seat;
	return f->answer;
}

/* H-5: a swap answer naming the player's own seat, a seat beyond the
 * table or any negative number leaves the swap pending, hands untouched;
 * a valid answer then swaps, and play goes on after the player of the 7.
 * The move the first answer stands for is refused too. */
static void test_invalid_swap_answer_leaves_decision_pending_H5(void **state)
{
	const char *hands[] = { "R7 G7 R1", "B1 B2 B3", "Y1 Y2 Y3" };
	uno_rules *r = t_rules("classic", UNO_OPT_SEVEN_O, 1, -1);
	uno_game *g = t_game("classic", r, 3, -1, hands, "R5", "B5 B6 B8", false);
	struct fixed_swap f = { 0, 0, -1 };
	static const int bad[] = { 0, 3, 10, 99, 127, -1, -2, -3, -100 };
	uno_hooks h;
	uno_game *before;

	(void)state;
	uno_rules_free(r);
	memset(&h, 0, sizeof h);
	h.size = sizeof h;
	h.swap = fixed_swap_hook;
	assert_int_equal(uno_game_set_hooks(g, &h, &f), UNO_OK);
	/* Nothing to swap yet: not asked. */
	assert_int_equal(f.calls, 0);

	/* The 7 asks seat 0 at once; its own seat is no answer. */
	t_apply(g, 0, "R7");
	assert_int_equal(f.calls, 1);
	assert_int_equal(f.last_seat, 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_SWAP);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_string_equal(t_hand(g, 0), "R1 G7");

	/* Every bad answer, asked again by installing the hooks: the game
	 * does not change at all. */
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		f.answer = bad[i];
		assert_int_equal(uno_game_clone(&before, g), UNO_OK);
		assert_int_equal(uno_game_set_hooks(g, &h, &f), UNO_OK);
		assert_int_equal(f.calls, (int)i + 2);
		assert_int_equal(f.last_seat, 0);
		assert_true(uno__state_equal(before, g));
		uno_game_free(before);
		assert_int_equal(uno_game_phase(g), UNO_PHASE_SWAP);
		assert_int_equal(uno_game_current_player(g), 0);
	}
	assert_string_equal(t_hand(g, 0), "R1 G7");
	assert_string_equal(t_hand(g, 1), "B1 B2 B3");
	assert_string_equal(t_hand(g, 2), "Y1 Y2 Y3");
	t_refuse(g, 0, "swap 0", UNO_EILLEGAL, UNO_REASON_BAD_TARGET);
	t_refuse(g, 0, "swap 3", UNO_EINVAL, UNO_REASON_MALFORMED);
	/* Only the player of the 7 swaps. */
	t_refuse(g, 1, "swap 2", UNO_ETURN, UNO_REASON_NOT_YOUR_TURN);

	/* A valid answer: seats 0 and 2 exchange hands, seat 1 plays next. */
	f.answer = 2;
	rec.n = 0;
	h.event = rec_event;
	assert_int_equal(uno_game_set_hooks(g, &h, &f), UNO_OK);
	assert_int_equal(f.calls, (int)(sizeof bad / sizeof bad[0]) + 2);
	assert_string_equal(t_hand(g, 0), "Y1 Y2 Y3");
	assert_string_equal(t_hand(g, 1), "B1 B2 B3");
	assert_string_equal(t_hand(g, 2), "R1 G7");
	{
		const uno_event *e = ev_is(t_find_event(&rec, UNO_EV_SWAP, 0), UNO_EV_SWAP, 0);
		assert_int_equal(e->other, 2);
	}
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 1);
	assert_int_equal(uno__check_invariants(g), 0);

	/* With the hook failing again the move answers: seat 1 draws B5,
	 * which does not match; seat 2 plays its 7, the hook is asked once
	 * and leaves the swap pending; "swap 1" swaps, and the hook is not
	 * asked again. */
	f.answer = -1;
	t_apply(g, 1, "draw");
	assert_string_equal(t_hand(g, 1), "B1 B2 B3 B5");
	assert_int_equal(uno_game_current_player(g), 2);
	int calls = f.calls;
	t_apply(g, 2, "G7");
	assert_int_equal(f.calls, calls + 1);
	assert_int_equal(f.last_seat, 2);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_SWAP);
	assert_string_equal(t_hand(g, 2), "R1");
	t_apply(g, 2, "swap 1");
	assert_int_equal(f.calls, calls + 1);
	assert_string_equal(t_hand(g, 1), "R1");
	assert_string_equal(t_hand(g, 2), "B1 B2 B3 B5");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno__check_invariants(g), 0);
	uno_game_free(g);
}

/* C-3: a Wild turned as the first discard waits for the first player's
 * color; installing a color hook answers it within uno_game_set_hooks(),
 * and the first player then plays. */
static void test_set_hooks_answers_pending_first_wild_C3(void **state)
{
	const char *hands[] = { "R1 R2", "R3 R4", "R6 R7" };
	uno_game *g = t_game("classic", NULL, 3, -1, hands, "W", "G1 G2", false);
	struct fixed f = { UNO_BLUE, 0, 0, 0, 0, 0, -1, { NULL }, { { 0, 0 } }, { 0 }, &rec };
	uno_hooks h = all_hooks();
	uno_card top;

	(void)state;
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_current_color(g), UNO_NO_COLOR);

	rec.n = 0;
	assert_int_equal(uno_game_set_hooks(g, &h, &f), UNO_OK);
	assert_int_equal(f.color_calls, 1);
	assert_int_equal(f.last_seat, 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_current_color(g), UNO_BLUE);
	assert_int_equal(uno_game_top_card(g, &top), UNO_OK);
	assert_int_equal(top.kind, UNO_WILD);
	assert_int_equal(top.color, UNO_BLUE);
	/* Answered exactly as the move "color B" would have been. */
	assert_int_equal(rec.n, 1);
	assert_int_equal(ev_is(0, UNO_EV_COLOR, 0)->color, UNO_BLUE);
	uno_game_free(g);
}

/* The draw hook is shown the top card of the draw pile; naming another
 * card of the draw pile draws that one, naming a card that is not in it
 * (here one in another seat's hand) draws the top card, and leaving the
 * card alone draws the top card. */
static void test_draw_hook_names_card_drawn(void **state)
{
	const char *hands[] = { "R1 R2", "R3 R4", "R6 R7" };
	uno_game *g = t_game("classic", NULL, 3, -1, hands, "B5", "G1 G2 G3 Y8", false);
	struct fixed f = { 0, 0, 0, 0, 0, 0, -1, { "G3", "R6", NULL, NULL },
			   { { 0, 0 } }, { 0 }, &rec };
	uno_hooks h = all_hooks();
	uno_card c;

	(void)state;
	assert_int_equal(uno_game_set_hooks(g, &h, &f), UNO_OK);

	rec.n = 0;
	t_apply(g, 0, "draw");
	assert_int_equal(f.draw_calls, 1);
	assert_int_equal(f.draw_seat[0], 0);
	assert_card(f.seen[0], "G1");
	t_cards("G3", &c, 1);
	assert_true(hand_has(g, 0, c));
	t_cards("G1", &c, 1);
	assert_false(hand_has(g, 0, c));
	assert_card(ev_is(t_find_event(&rec, UNO_EV_DRAW, 0), UNO_EV_DRAW, 0)->card, "G3");
	assert_int_equal(uno_game_draw_pile_size(g), 3);
	assert_int_equal(uno_game_current_player(g), 1);

	/* R6 is in seat 2's hand, not in the draw pile: the top card is
	 * drawn instead. G3 was moved to the top without disturbing the rest,
	 * so G1 is still on top, then G2 (DESIGN principle 4). */
	rec.n = 0;
	t_apply(g, 1, "draw");
	assert_int_equal(f.draw_calls, 2);
	assert_int_equal(f.draw_seat[1], 1);
	assert_card(f.seen[1], "G1");
	assert_true(hand_has(g, 1, f.seen[1]));
	assert_card(ev_is(t_find_event(&rec, UNO_EV_DRAW, 0), UNO_EV_DRAW, 1)->card, "G1");
	t_cards("R6", &c, 1);
	assert_true(hand_has(g, 2, c));
	assert_int_equal(uno_game_hand_size(g, 1), 3);
	assert_int_equal(uno_game_hand_size(g, 2), 2);
	assert_int_equal(uno_game_current_player(g), 2);

	/* Left alone, the card shown is the card drawn. */
	t_apply(g, 2, "draw");
	assert_int_equal(f.draw_calls, 3);
	assert_int_equal(f.draw_seat[2], 2);
	assert_card(f.seen[2], "G2");
	assert_true(hand_has(g, 2, f.seen[2]));
	assert_int_equal(uno_game_draw_pile_size(g), 1);
	assert_int_equal(uno__check_invariants(g), 0);
	uno_game_free(g);
}

/* The table's size says which members exist: members past it are never
 * called, members within it are; a size too small for the size itself is
 * refused. */
static void test_hooks_size_limits_members_read(void **state)
{
	const char *hands[] = { "W R1 R2", "R3 R4 R8", "R6 R7 R9" };
	struct fixed f = { UNO_GREEN, 0, 0, 0, 0, 0, -1, { NULL }, { { 0, 0 } }, { 0 }, NULL };
	uno_hooks h = all_hooks();
	uno_game *g;

	(void)state;
	g = t_game("classic", NULL, 3, -1, hands, "R5", "Y4 Y5 Y6", false);
	h.size = 0;
	assert_int_equal(uno_game_set_hooks(g, &h, &f), UNO_EINVAL);
	h.size = sizeof(size_t) - 1;
	assert_int_equal(uno_game_set_hooks(g, &h, &f), UNO_EINVAL);

	/* Up to the draw hook: the color hook answers, the event hook is
	 * beyond the size and never called. */
	h.size = offsetof(uno_hooks, event);
	assert_int_equal(uno_game_set_hooks(g, &h, &f), UNO_OK);
	t_apply(g, 0, "W");
	assert_int_equal(f.color_calls, 1);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	t_apply(g, 1, "draw");
	assert_int_equal(f.draw_calls, 1);
	t_apply(g, 2, "draw");
	assert_int_equal(f.events, 0);
	uno_game_free(g);

	/* Only the size itself: no member is read at all. */
	memset(&f, 0, sizeof f);
	f.color = UNO_GREEN;
	g = t_game("classic", NULL, 3, -1, hands, "R5", "Y4 Y5 Y6", false);
	h.size = sizeof(size_t);
	assert_int_equal(uno_game_set_hooks(g, &h, &f), UNO_OK);
	t_apply(g, 0, "W");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	t_apply(g, 0, "color R");
	t_apply(g, 1, "draw");
	assert_int_equal(f.color_calls + f.draw_calls + f.events, 0);
	uno_game_free(g);
}

/* uno_game_clone() copies the game, not its hooks: the clone waits for the
 * color the original's hook names at once, and answered by the move it is
 * the same game again. */
static void test_clone_has_no_hooks(void **state)
{
	const char *hands[] = { "W R1 R2", "R3 R4 R8", "R6 R7 R9" };
	uno_game *g = t_game("classic", NULL, 3, -1, hands, "R5", "G1 G2 G3", false);
	struct fixed f = { UNO_YELLOW, 0, 0, 0, 0, 0, -1, { NULL }, { { 0, 0 } }, { 0 }, NULL };
	uno_hooks h = all_hooks();
	uno_game *c;

	(void)state;
	assert_int_equal(uno_game_set_hooks(g, &h, &f), UNO_OK);
	assert_int_equal(uno_game_clone(&c, g), UNO_OK);
	assert_true(uno__state_equal(g, c));

	t_apply(c, 0, "W");
	assert_int_equal(f.color_calls, 0);
	assert_int_equal(f.events, 0);
	assert_int_equal(uno_game_phase(c), UNO_PHASE_COLOR);

	t_apply(g, 0, "W");
	assert_int_equal(f.color_calls, 1);
	assert_true(f.events > 0);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);

	int events = f.events;
	t_apply(c, 0, "color Y");
	t_apply(c, 1, "draw");
	assert_int_equal(f.draw_calls, 0);
	assert_int_equal(f.events, events);
	t_apply(g, 1, "draw");
	assert_int_equal(f.draw_calls, 1);
	assert_true(uno__state_equal(g, c));
	uno_game_free(c);
	uno_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_hooks_and_moves_give_same_game_in_every_variant_C3_C5_C7_CC3_TM7_H5),
		cmocka_unit_test(test_events_arrive_in_order_with_fields),
		cmocka_unit_test(test_event_challenge_guilty_C7),
		cmocka_unit_test(test_invalid_hook_answer_leaves_decision_pending_C5_C7),
		cmocka_unit_test(test_invalid_cast_answer_leaves_decision_pending_CC3),
		cmocka_unit_test(test_invalid_give_answer_leaves_decision_pending_TM7),
		cmocka_unit_test(test_invalid_swap_answer_leaves_decision_pending_H5),
		cmocka_unit_test(test_set_hooks_answers_pending_first_wild_C3),
		cmocka_unit_test(test_draw_hook_names_card_drawn),
		cmocka_unit_test(test_hooks_size_limits_members_read),
		cmocka_unit_test(test_clone_has_no_hooks),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
