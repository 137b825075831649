/*
 * The hooks' contract (doc/hooks.md, game.h uno_hooks), tried as hosts use
 * hooks: from inside every hook of every variant, with house-rule mixes and
 * referee mode, over many seeded games, the hooks call every function that
 * only reads the game, save and load it back, clone it and play the clone
 * out, ask each kind of bot, and try every call that would change the game
 * (UNO_EBUSY, nothing changed). Then the cases one at a time: freeing the
 * game from each kind of hook, refused answers, and a table whose size ends
 * inside a member.
 *
 * UNO_HOOK_CONTRACT_GAMES sets the games per variant (the valgrind setup
 * plays fewer: then every call is still checked for memory errors, but so
 * few games need not reach every kind of hook, so that every kind was asked
 * is checked only in a run of at least GAMES).
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "uno_internal.h"

#define GAMES 40        /* per variant, by default; one in four a whole match */
#define MOVE_CAP 3000   /* per match; rounds end long before (G-4) */
#define OBS_MAX 4096

/* ---- the probe: what every hook does from inside ---- */

enum where { AT_EVENT, AT_DRAW, AT_COLOR, AT_CHALLENGE, AT_CAST, AT_GIVE, AT_SWAP };

struct ctx {
	uint64_t rng;
	uno_bot *bots[3];          /* random, greedy, search */
	long calls[AT_SWAP + 1];   /* hook calls by kind */
	long refusals_expected, refusals_seen;
	long busy_checked, loads, playouts, bot_choices;
	int in_event_of_round;     /* the ROUND_START events' rounds agree */
	uint8_t save[UNO_SAVE_MAX], again[UNO_SAVE_MAX];
	int32_t obs[OBS_MAX];
};

static int save_game(const uno_game *g, uint8_t *buf)
{
	int n = uno_game_save(g, buf, UNO_SAVE_MAX);
	assert_true(n > 0 && n <= UNO_SAVE_MAX);
	return n;
}

static bool playing(const uno_game *g)
{
	int phase = uno_game_phase(g);
	return phase != UNO_PHASE_ROUND_OVER && phase != UNO_PHASE_MATCH_OVER;
}

/* Every function that takes a const uno_game *: it answers, and what it
 * says agrees with the rest. */
static void read_everything(const uno_game *g, struct ctx *c)
{
	uno_card cards[UNO_MAX_DECK];
	uno_move moves[UNO_MAX_MOVES];
	uint8_t mask[UNO_MOVE_INDEX_MAX];
	uno_view view;
	int players = uno_game_players(g), total = 0, reason = -1;

	assert_int_equal(uno__check_invariants(g), 0);
	assert_non_null(uno_game_rules(g));
	assert_non_null(uno_game_errmsg(g));
	assert_true(players >= 2 && players <= UNO_MAX_PLAYERS);
	assert_true(uno_game_phase(g) >= UNO_PHASE_PLAY && uno_game_phase(g) <= UNO_PHASE_MORE);
	if (playing(g)) {
		int cur = uno_game_current_player(g);
		assert_true(cur >= 0 && cur < players);
		assert_int_equal(uno_game_seat_status(g, cur), UNO_SEAT_IN);
	}
	assert_true(uno_game_direction(g) == 1 || uno_game_direction(g) == -1);
	assert_int_equal(uno_game_top_card(g, &cards[0]), UNO_OK);
	assert_int_equal(uno_card_valid(cards[0]), UNO_OK);
	assert_true(uno_game_current_color(g) >= 0 && uno_game_current_color(g) <= UNO_NO_COLOR);
	assert_true(uno_game_dealer(g) >= 0 && uno_game_dealer(g) < players);
	assert_true(uno_game_round(g) >= 1);
	int rw = uno_game_round_winner(g), mw = uno_game_match_winner(g);
	assert_true(playing(g) ? rw == UNO_ESTATE : rw >= -1);
	assert_true(uno_game_phase(g) == UNO_PHASE_MATCH_OVER ? mw >= 0 : mw == UNO_ESTATE);
	assert_true(uno_game_pending_draw(g) >= 0 && uno_game_gives_left(g) >= 0);
	assert_true(uno_game_turned(g, cards, UNO_MAX_DECK) >= 0);
	int misplay = uno_game_misplay(g, &reason);
	assert_true(misplay >= 0 || misplay == UNO_ESTATE);
	for (int p = 0; p < players; p++) {
		int n = uno_game_hand(g, p, cards, UNO_MAX_DECK);
		assert_int_equal(n, uno_game_hand_size(g, p));
		total += n;
		assert_true(uno_game_team(g, p) >= 0);
		assert_true(uno_game_uno_called(g, p) >= 0);
		(void)uno_game_score(g, p);
		/* Every listed move is legal, and the mask agrees on which. */
		int m = uno_game_legal_moves(g, p, moves, UNO_MAX_MOVES);
		assert_true(m >= 0 && m <= UNO_MAX_MOVES);
		for (int i = 0; i < m; i++)
			assert_int_equal(uno_game_check_move(g, p, &moves[i], NULL), UNO_OK);
		assert_true(uno_game_legal_mask(g, p, mask, sizeof mask) >= 0);
		view.size = sizeof view;
		assert_int_equal(uno_game_view(g, p, &view), UNO_OK);
		assert_int_equal(view.hand_count, n);
		assert_true(uno_game_observation(g, p, c->obs, OBS_MAX) > 0);
	}
	total += uno_game_draw_pile_size(g) + uno_game_discard_pile_size(g) +
		 uno_game_turned(g, NULL, 0);
	assert_int_equal(total, uno_rules_deck(uno_game_rules(g), NULL, 0));
}

/* A save loads back to the game the hook sees. */
static void save_and_load(const uno_game *g, struct ctx *c)
{
	int n = save_game(g, c->save);
	uno_game *back = NULL;
	assert_int_equal(uno_game_load(&back, c->save, (size_t)n, NULL, NULL), UNO_OK);
	assert_true(uno__state_equal(g, back));
	assert_int_equal(save_game(back, c->again), n);
	assert_memory_equal(c->save, c->again, (size_t)n);
	uno_game_free(back);
	c->loads++;
}

/* A clone is the game; anything may be done to it. */
static void clone_and_play_out(const uno_game *g, struct ctx *c)
{
	uno_game *copy = NULL;
	assert_int_equal(uno_game_clone(&copy, g), UNO_OK);
	assert_true(uno__state_equal(g, copy));
	if (playing(copy)) {
		int seat = uno_game_current_player(copy);
		assert_int_equal(uno_game_determinize(copy, seat, t_mix64(c->rng)), UNO_OK);
		/* The reference policy: uniform random play makes rounds
		 * thousands of moves long (test_playout covers it). */
		assert_true(uno_game_playout(copy, c->rng, UNO_PLAYOUT_REFERENCE) >= 0);
		assert_false(playing(copy));
		assert_int_equal(uno__check_invariants(copy), 0);
		c->playouts++;
	}
	uno_game_free(copy);
}

/* Each kind of bot answers the pending decision with a legal move. */
static void ask_bots(const uno_game *g, struct ctx *c)
{
	if (!playing(g))
		return;
	int seat = uno_game_current_player(g);
	/* The search is the costly one: now and then. */
	int kinds = t_rnd(&c->rng, 16) == 0 ? 3 : 2;
	for (int k = 0; k < kinds; k++) {
		uno_move m;
		assert_int_equal(uno_bot_choose(c->bots[k], g, seat, &m), UNO_OK);
		assert_int_equal(uno_game_check_move(g, seat, &m, NULL), UNO_OK);
		c->bot_choices++;
	}
}

/* Every call that would change the game: UNO_EBUSY, and no change. */
static void try_forbidden(const uno_game *cg, struct ctx *c)
{
	uno_game *g = (uno_game *)cg; /* what a host can always do */
	uno_move m = uno_move_init(UNO_MOVE_DRAW);
	uno_hooks none;
	int n = save_game(g, c->save), log_len = uno_game_log_length(g);

	memset(&none, 0, sizeof none);
	none.size = sizeof none;
	assert_int_equal(uno_game_apply(g, uno_game_current_player(g), &m), UNO_EBUSY);
	assert_int_equal(uno_game_apply_text(g, 0, "draw"), UNO_EBUSY);
	assert_int_equal(uno_game_next_round(g), UNO_EBUSY);
	assert_int_equal(uno_game_set_hooks(g, &none, NULL), UNO_EBUSY);
	assert_int_equal(uno_game_set_hooks(g, NULL, NULL), UNO_EBUSY);
	assert_int_equal(uno_bot_install(g, c->bots, 1), UNO_EBUSY);
	assert_int_equal(uno_game_playout(g, 1, UNO_PLAYOUT_UNIFORM), UNO_EBUSY);
	assert_int_equal(uno_game_determinize(g, 0, 1), UNO_EBUSY);
	assert_int_equal(uno_game_log_start(g, 16), UNO_EBUSY);
	uno_game_log_stop(g); /* ignored from a hook */
	assert_int_equal(uno_game_log_length(g), log_len);
	assert_int_equal(save_game(g, c->again), n);
	assert_memory_equal(c->save, c->again, (size_t)n);
	c->busy_checked++;
}

static void probe(const uno_game *g, struct ctx *c, enum where at)
{
	c->calls[at]++;
	read_everything(g, c);
	save_and_load(g, c);
	if (t_rnd(&c->rng, 16) == 0)
		clone_and_play_out(g, c);
	ask_bots(g, c);
	try_forbidden(g, c);
}

/* ---- the hooks ---- */

/* A decision hook's answer as the move the library will make of it; counts
 * a refusal to come when the rules refuse that move. */
static void expect_answer(const uno_game *g, int seat, const uno_move *m, struct ctx *c)
{
	if (uno_game_check_move(g, seat, m, NULL) != UNO_OK)
		c->refusals_expected++;
}

static void on_event(const uno_game *g, const uno_event *ev, void *user)
{
	struct ctx *c = user;

	assert_true(ev->type >= UNO_EV_DEALER_DRAW && ev->type <= UNO_EV_FLIP);
	/* The dealer is drawn while the game is made, before any hook. */
	assert_int_not_equal(ev->type, UNO_EV_DEALER_DRAW);
	if (ev->type == UNO_EV_ROUND_START)
		assert_int_equal(uno_game_round(g), ev->value);
	if (ev->type == UNO_EV_PLAY && ev->color < 4) {
		/* The play has committed: while its card is on top, the color
		 * in force is the one it set (a played wild shows it). */
		uno_card top;
		assert_int_equal(uno_game_top_card(g, &top), UNO_OK);
		if (top.kind == ev->card.kind && top.color == ev->card.color)
			assert_int_equal(uno_game_current_color(g), ev->color);
	}
	if (ev->type == UNO_EV_HOOK_REFUSED) {
		c->refusals_seen++;
		assert_true(ev->value == UNO_EILLEGAL || ev->value == UNO_ETURN);
		assert_true(ev->reason > UNO_REASON_OK && ev->reason < UNO_REASON_COUNT);
		assert_int_equal(ev->seat, uno_game_current_player(g));
		assert_string_equal(uno_game_errmsg(g), "");
	}
	probe(g, c, AT_EVENT);
}

static int on_draw(const uno_game *g, int seat, uno_card *card, void *user)
{
	struct ctx *c = user;

	char text[16];
	assert_true(seat >= 0 && seat < uno_game_players(g));
	/* A card of the game's (its own kinds included: No Mercy's). */
	assert_true(uno_rules_card_format(uno_game_rules(g), *card, text, sizeof text) > 0);
	probe(g, c, AT_DRAW);
	/* Now and then names another card (taken if it is in the pile). */
	if (t_rnd(&c->rng, 4) == 0) {
		card->kind = (uint8_t)t_rnd(&c->rng, UNO_KIND_COUNT);
		card->color = uno_kind_is_wild(card->kind) ? UNO_NO_COLOR
							   : (uint8_t)t_rnd(&c->rng, 4);
	}
	return 0;
}

/* A decision hook is asked with its decision pending for that seat. */
static void decision_pending(const uno_game *g, int seat, int phase)
{
	assert_int_equal(uno_game_phase(g), phase);
	assert_int_equal(uno_game_current_player(g), seat);
}

static int on_color(const uno_game *g, int seat, void *user)
{
	struct ctx *c = user;

	decision_pending(g, seat, UNO_PHASE_COLOR);
	probe(g, c, AT_COLOR);
	if (t_rnd(&c->rng, 8) == 0)
		return 7; /* left to the caller */
	return (int)t_rnd(&c->rng, 4);
}

static int on_challenge(const uno_game *g, int seat, void *user)
{
	struct ctx *c = user;

	decision_pending(g, seat, UNO_PHASE_CHALLENGE);
	probe(g, c, AT_CHALLENGE);
	if (t_rnd(&c->rng, 8) == 0)
		return -1;
	return (int)t_rnd(&c->rng, 2);
}

static int on_cast(const uno_game *g, int seat, void *user)
{
	struct ctx *c = user;
	int players = uno_game_players(g);

	decision_pending(g, seat, UNO_PHASE_CAST);
	probe(g, c, AT_CAST);
	uint32_t k = t_rnd(&c->rng, (uint32_t)players + 2);
	if (k == (uint32_t)players + 1)
		return players + 3; /* out of range: left to the caller */
	uno_move m = uno_move_init(UNO_MOVE_CAST);
	if (k == (uint32_t)players)
		m.flags = UNO_MOVE_F_DEAL;
	else
		m.target = (int8_t)k;
	expect_answer(g, seat, &m, c);
	return k == (uint32_t)players ? UNO_CAST_DEAL : (int)k;
}

static int on_give(const uno_game *g, int seat, uno_card *card, void *user)
{
	struct ctx *c = user;
	uno_card hand[UNO_MAX_DECK];

	decision_pending(g, seat, UNO_PHASE_HANDOFF);
	probe(g, c, AT_GIVE);
	int n = uno_game_hand(g, seat, hand, UNO_MAX_DECK);
	uint32_t k = t_rnd(&c->rng, 8);
	if (k == 0 || n <= 0)
		return -1;
	if (k == 1) {
		/* Any card: often one the seat does not hold. */
		card->kind = (uint8_t)t_rnd(&c->rng, UNO_KIND_COUNT);
		card->color = uno_kind_is_wild(card->kind) ? UNO_NO_COLOR
							   : (uint8_t)t_rnd(&c->rng, 4);
	} else {
		*card = hand[t_rnd(&c->rng, (uint32_t)n)];
	}
	uno_move m = uno_move_init(UNO_MOVE_GIVE);
	m.card = *card;
	expect_answer(g, seat, &m, c);
	return 0;
}

static int on_swap(const uno_game *g, int seat, void *user)
{
	struct ctx *c = user;
	int players = uno_game_players(g);

	decision_pending(g, seat, UNO_PHASE_SWAP);
	probe(g, c, AT_SWAP);
	uint32_t k = t_rnd(&c->rng, (uint32_t)players + 1);
	if (k == (uint32_t)players)
		return -1;
	uno_move m = uno_move_init(UNO_MOVE_SWAP);
	m.target = (int8_t)k; /* its own seat too, which the rules refuse (H-5) */
	expect_answer(g, seat, &m, c);
	return (int)k;
}

static void install_all(uno_game *g, struct ctx *c)
{
	uno_hooks h;

	memset(&h, 0, sizeof h);
	h.size = sizeof h;
	h.event = on_event;
	h.draw = on_draw;
	h.choose_color = on_color;
	h.challenge = on_challenge;
	h.cast = on_cast;
	h.give = on_give;
	h.swap = on_swap;
	assert_int_equal(uno_game_set_hooks(g, &h, c), UNO_OK);
	assert_string_equal(uno_game_errmsg(g), "");
}

/* ---- the random games ---- */

/* A rule table for game k: defaults, or every option random in range. */
static uno_rules *rules_for(const uno_rules *base, uint64_t *rng)
{
	uno_rules *r;
	assert_int_equal(uno_rules_copy(&r, base, NULL, NULL), UNO_OK);
	if (t_rnd(rng, 4) == 0)
		return r;
	for (int opt = 0; opt < uno_option_count(); opt++) {
		int min, max, def;
		if (opt == UNO_OPT_HAND_SIZE || opt == UNO_OPT_DEALER ||
		    uno_rules_option_info(r, opt, &min, &max, &def) != UNO_OK || t_rnd(rng, 2))
			continue;
		int value = max - min <= 8 ? min + (int)t_rnd(rng, (uint32_t)(max - min + 1)) : def;
		if (opt == UNO_OPT_TARGET_SCORE)
			value = min > 100 ? min : 100; /* short matches */
		uno_rules_set(r, opt, value);
	}
	return r;
}

/* Applies one random move: mostly the pending seat's, sometimes another
 * seat's (UNO calls, catches, jump-ins, misplay catches), sometimes one the
 * rules refuse (nothing changes). */
static void random_move(uno_game *g, struct ctx *c, uint64_t *rng)
{
	uno_move moves[UNO_MAX_MOVES];
	int players = uno_game_players(g);
	int seat = uno_game_current_player(g);

	if (t_rnd(rng, 5) == 0)
		seat = (int)t_rnd(rng, (uint32_t)players);
	if (t_rnd(rng, 20) == 0) {
		/* A move from the wrong seat or of the wrong kind. */
		uno_move bad = uno_move_init(t_rnd(rng, 2) ? UNO_MOVE_PASS : UNO_MOVE_GIVE);
		if (uno_game_check_move(g, seat, &bad, NULL) != UNO_OK) {
			int n = save_game(g, c->save);
			assert_true(uno_game_apply(g, seat, &bad) < 0);
			assert_true(uno_game_errmsg(g)[0] != 0);
			assert_int_equal(save_game(g, c->again), n);
			assert_memory_equal(c->save, c->again, (size_t)n);
		}
	}
	int n = uno_game_legal_moves(g, seat, moves, UNO_MAX_MOVES);
	if (n <= 0) {
		seat = uno_game_current_player(g);
		n = uno_game_legal_moves(g, seat, moves, UNO_MAX_MOVES);
	}
	assert_true(n > 0);
	uno_move m = t_pick(moves, n, rng);
	assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
	assert_string_equal(uno_game_errmsg(g), "");
}

static void play_match(const uno_rules *base, int k, struct ctx *c, uint64_t *rng)
{
	uno_rules *r = rules_for(base, rng);
	int lo, hi, players;
	uno_game *g = NULL;

	uno_rules_players(r, &lo, &hi);
	do
		players = lo + (int)t_rnd(rng, (uint32_t)(hi - lo + 1));
	while (uno_rules_allows_players(r, players) != 1);
	assert_int_equal(uno_game_new(&g, r, players, 9000u + (uint64_t)k, NULL, NULL), UNO_OK);
	uno_rules_free(r);
	if (k % 3 == 0)
		assert_int_equal(uno_game_log_start(g, 1024), UNO_OK);
	install_all(g, c);
	for (int moves = 0; moves < MOVE_CAP; moves++) {
		int phase = uno_game_phase(g);
		if (phase == UNO_PHASE_MATCH_OVER)
			break;
		if (phase == UNO_PHASE_ROUND_OVER) {
			if (k % 4 != 0)
				break; /* most games are one round */
			assert_int_equal(uno_game_next_round(g), UNO_OK);
			assert_string_equal(uno_game_errmsg(g), "");
			continue;
		}
		random_move(g, c, rng);
	}
	uno_game_free(g);
}

static int games_per_variant(void)
{
	const char *env = getenv("UNO_HOOK_CONTRACT_GAMES");
	int n = env ? atoi(env) : GAMES;
	return n > 0 ? n : GAMES;
}

static void test_every_hook_may_read_save_clone_and_ask_bots(void **state)
{
	struct ctx *c = calloc(1, sizeof *c);
	uint64_t rng = 1717;

	(void)state;
	assert_non_null(c);
	for (int k = 0; k < 3; k++) {
		uno_bot_options o;
		assert_int_equal(uno_bot_options_init(&o, k), UNO_OK);
		o.playouts = 8;
		o.determinizations = 2;
		o.seed = 5;
		assert_int_equal(uno_bot_new(&c->bots[k], &o, NULL, NULL), UNO_OK);
	}
	c->rng = 99;
	int games = games_per_variant();
	for (size_t v = 0; v < uno_rules_builtin_count(); v++) {
		const uno_rules *base = uno_rules_builtin_at(v);
		assert_non_null(base);
		for (int k = 0; k < games; k++)
			play_match(base, (int)v * 100000 + k, c, &rng);
	}
	/* Every hook kind was asked (in a full run), and every refused answer
	 * was reported. */
	for (int at = AT_EVENT; at <= AT_SWAP && games >= GAMES; at++)
		assert_true(c->calls[at] > 0);
	assert_true(c->refusals_expected > 0);
	assert_int_equal(c->refusals_seen, c->refusals_expected);
	assert_true(c->playouts > 0 && c->loads > 0 && c->bot_choices > 0);
	print_message("# hook calls: event %ld draw %ld color %ld challenge %ld cast %ld give %ld "
		      "swap %ld; refused answers %ld; loads %ld, playouts %ld, bot choices %ld, "
		      "forbidden-call rounds %ld\n",
		      c->calls[AT_EVENT], c->calls[AT_DRAW], c->calls[AT_COLOR],
		      c->calls[AT_CHALLENGE], c->calls[AT_CAST], c->calls[AT_GIVE],
		      c->calls[AT_SWAP], c->refusals_seen, c->loads, c->playouts,
		      c->bot_choices, c->busy_checked);
	for (int k = 0; k < 3; k++)
		uno_bot_free(c->bots[k]);
	free(c);
}

/* ---- freeing the game from its own hook ---- */

struct freeing {
	struct t_counter mem;
	int hooked;      /* hook calls before and after the free */
	int free_in;     /* which hook frees: an enum where */
	long live_in_hook; /* allocations alive when the hook freed */
};

static void free_it(const uno_game *g, struct freeing *f, enum where at)
{
	f->hooked++;
	if ((int)at != f->free_in)
		return;
	f->live_in_hook = f->mem.allocs - f->mem.frees;
	uno_game_free((uno_game *)g);
	/* Deferred: nothing was freed yet, and the game still answers. */
	assert_int_equal(f->mem.allocs - f->mem.frees, f->live_in_hook);
	assert_int_equal(uno__check_invariants(g), 0);
	f->free_in = -1; /* no hook may be asked after this */
}

static void f_event(const uno_game *g, const uno_event *ev, void *user)
{
	struct freeing *f = user;
	(void)ev;
	assert_int_not_equal(f->free_in, -1);
	free_it(g, f, AT_EVENT);
}

static int f_draw(const uno_game *g, int seat, uno_card *card, void *user)
{
	(void)seat, (void)card;
	assert_int_not_equal(((struct freeing *)user)->free_in, -1);
	free_it(g, user, AT_DRAW);
	return 1;
}

static int f_color(const uno_game *g, int seat, void *user)
{
	(void)seat;
	assert_int_not_equal(((struct freeing *)user)->free_in, -1);
	free_it(g, user, AT_COLOR);
	return UNO_BLUE;
}

static int f_challenge(const uno_game *g, int seat, void *user)
{
	(void)seat;
	assert_int_not_equal(((struct freeing *)user)->free_in, -1);
	free_it(g, user, AT_CHALLENGE);
	return 1;
}

static int f_cast(const uno_game *g, int seat, void *user)
{
	(void)seat;
	assert_int_not_equal(((struct freeing *)user)->free_in, -1);
	free_it(g, user, AT_CAST);
	return UNO_CAST_DEAL;
}

static int f_give(const uno_game *g, int seat, uno_card *card, void *user)
{
	assert_int_not_equal(((struct freeing *)user)->free_in, -1);
	free_it(g, user, AT_GIVE);
	return uno_game_hand(g, seat, card, 1) > 0 ? 0 : -1;
}

static int f_swap(const uno_game *g, int seat, void *user)
{
	assert_int_not_equal(((struct freeing *)user)->free_in, -1);
	free_it(g, user, AT_SWAP);
	return seat == 0 ? 1 : 0;
}

/* Teams (TM-1: seats 0 and 2 are partners): seat 0 holds its last card,
 * R2, on R1, and its teammate three cards; playing it makes seat 2 hand
 * one over (TM-7). */
static uno_game *teams_before_going_out(void)
{
	const char *hands[] = { "R1 R2", "G3 G4", "R4 Y9", "B5 B6" };
	uno_game *g = t_game("teams", NULL, 4, -1, hands, "R5", "Y2 Y3 G6 B8", true);

	t_apply(g, 0, "R1!");
	t_apply(g, 1, "draw"); /* Y2: no match, the turn ends (G-3) */
	t_apply(g, 2, "draw");
	t_apply(g, 3, "draw");
	assert_int_equal(uno_game_current_player(g), 0);
	assert_int_equal(uno_game_hand_size(g, 2), 3);
	return g;
}

/* A scripted game moved onto the counting allocator (saved, loaded). */
static uno_game *counted(uno_game *scripted, struct freeing *f)
{
	uint8_t buf[UNO_SAVE_MAX];
	uno_game *g = NULL;
	int n = uno_game_save(scripted, buf, sizeof buf);

	uno_game_free(scripted);
	assert_int_equal(uno_game_load(&g, buf, (size_t)n, t_counting_alloc, &f->mem), UNO_OK);
	return g;
}

static void set_freeing_hooks(uno_game *g, struct freeing *f, int rc)
{
	uno_hooks h;

	memset(&h, 0, sizeof h);
	h.size = sizeof h;
	h.event = f_event;
	h.draw = f_draw;
	h.choose_color = f_color;
	h.challenge = f_challenge;
	h.cast = f_cast;
	h.give = f_give;
	h.swap = f_swap;
	assert_int_equal(uno_game_set_hooks(g, &h, f), rc);
}

/* The call that ran the hook returns its own status, and then (only then)
 * every allocation of the game is freed. */
static void expect_freed(struct freeing *f)
{
	assert_int_equal(f->free_in, -1);
	assert_true(f->live_in_hook > 0);
	assert_int_equal(f->mem.allocs, f->mem.frees);
}

/* One case: the game (moved onto the counting allocator), the hook that
 * frees it, the move whose step asks that hook. */
static void free_case(uno_game *scripted, enum where at, int seat, const char *move)
{
	struct freeing f;

	memset(&f, 0, sizeof f);
	f.free_in = at;
	uno_game *g = counted(scripted, &f);
	set_freeing_hooks(g, &f, UNO_OK);
	assert_int_equal(uno_game_apply_text(g, seat, move), UNO_OK);
	expect_freed(&f);
	if (at == AT_EVENT)
		assert_int_equal(f.hooked, 1); /* no hook after the free */
}

static void test_free_from_each_hook_is_deferred_to_the_call(void **state)
{
	(void)state;
	const char *classic[] = { "R1 W W4", "R2 G3 Y4", "R3 B5 B6" };
	const char *seven[] = { "R7 G1 G2", "R2 G3 Y4", "R3 B5 B6" };
	const char *cast[] = { "CC R1 R2", "R3 G3 Y4", "R4 B5 B6" };
	uno_rules *seven_o = t_rules("classic", UNO_OPT_SEVEN_O, 1, -1);

	/* Event: the first event of a play. */
	free_case(t_game("classic", NULL, 3, -1, classic, "R5", "", true), AT_EVENT, 0, "R1");
	/* Draw (G-3). */
	free_case(t_game("classic", NULL, 3, -1, classic, "R5", "", true), AT_DRAW, 0, "draw");
	/* Draw, in a penalty of four (C-7, guilty): the three draws after the
	 * free ask no hook. */
	free_case(t_game("classic", NULL, 3, -1, classic, "R5", "", true), AT_DRAW, 0, "W4/G");
	/* Color (C-5): a wild played without one. */
	free_case(t_game("classic", NULL, 3, -1, classic, "R5", "", true), AT_COLOR, 0, "W");
	/* Challenge (C-7). */
	free_case(t_game("classic", NULL, 3, -1, classic, "R5", "", true), AT_CHALLENGE, 0,
		  "W4/G");
	/* Swap (H-5, Seven-O). */
	free_case(t_game("classic", seven_o, 3, -1, seven, "R5", "", true), AT_SWAP, 0, "R7");
	uno_rules_free(seven_o);
	/* Cast (CC-2, CC-3). */
	free_case(t_game("casting-call", NULL, 3, -1, cast, "R5", "G7 G8 Y7", true), AT_CAST, 0,
		  "CC/R");
	/* Give (TM-7): seat 0 goes out while its teammate, seat 2, holds
	 * cards. */
	free_case(teams_before_going_out(), AT_GIVE, 0, "R2");
}

/* The free from a hook asked inside uno_game_set_hooks() (the decision
 * was pending already) and inside uno_bot_install() (the bot answers, the
 * host's event hook hears it and frees). */
static void test_free_from_a_hook_inside_set_hooks_and_bot_install(void **state)
{
	(void)state;
	struct freeing f;
	const char *classic[] = { "R1 W W4", "R2 G3 Y4", "R3 B5 B6" };

	memset(&f, 0, sizeof f);
	f.free_in = AT_COLOR;
	uno_game *g = counted(t_game("classic", NULL, 3, -1, classic, "R5", "", true), &f);
	t_apply(g, 0, "W");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR);
	set_freeing_hooks(g, &f, UNO_OK);
	expect_freed(&f);

	memset(&f, 0, sizeof f);
	f.free_in = AT_EVENT;
	g = counted(t_game("classic", NULL, 3, -1, classic, "R5", "", true), &f);
	t_apply(g, 0, "W");
	uno_hooks h;
	memset(&h, 0, sizeof h);
	h.size = sizeof h;
	h.event = f_event;
	assert_int_equal(uno_game_set_hooks(g, &h, &f), UNO_OK);
	uno_bot_options o;
	uno_bot *bot = NULL;
	assert_int_equal(uno_bot_options_init(&o, UNO_BOT_GREEDY), UNO_OK);
	assert_int_equal(uno_bot_new(&bot, &o, NULL, NULL), UNO_OK);
	uno_bot *seats[1] = { bot };
	assert_int_equal(uno_bot_install(g, seats, 1), UNO_OK);
	expect_freed(&f);
	uno_bot_free(bot);
}

/* ---- refused answers ---- */

struct answers {
	struct t_events rec;
	int swap_to, cast_to;
	uno_card give;
};

static void a_event(const uno_game *g, const uno_event *ev, void *user)
{
	struct answers *a = user;
	(void)g;
	if (a->rec.n < (int)(sizeof a->rec.ev / sizeof a->rec.ev[0]))
		a->rec.ev[a->rec.n++] = *ev;
}

static int a_swap(const uno_game *g, int seat, void *user)
{
	(void)g, (void)seat;
	return ((struct answers *)user)->swap_to;
}

static int a_give(const uno_game *g, int seat, uno_card *card, void *user)
{
	(void)g, (void)seat;
	*card = ((struct answers *)user)->give;
	return 0;
}

static void set_answers(uno_game *g, struct answers *a)
{
	uno_hooks h;

	memset(&h, 0, sizeof h);
	h.size = sizeof h;
	h.event = a_event;
	h.swap = a_swap;
	h.give = a_give;
	assert_int_equal(uno_game_set_hooks(g, &h, a), UNO_OK);
}

static const uno_event *refusal(const struct answers *a)
{
	int i = t_find_event(&a->rec, UNO_EV_HOOK_REFUSED, 0);
	assert_true(i >= 0);
	assert_int_equal(t_find_event(&a->rec, UNO_EV_HOOK_REFUSED, i + 1), -1);
	return &a->rec.ev[i];
}

/* H-5: a swap hook naming its own seat is refused (BAD_TARGET); the call
 * that asked it returns UNO_OK with no message, the swap stays pending. */
static void test_refused_swap_answer_is_reported_H5(void **state)
{
	(void)state;
	struct answers a;
	memset(&a, 0, sizeof a);
	a.swap_to = 0;
	uno_rules *r = t_rules("classic", UNO_OPT_SEVEN_O, 1, -1);
	const char *seven[] = { "R7 G1 G2", "R2 G3 Y4", "R3 B5 B6" };
	uno_game *g = t_game("classic", r, 3, -1, seven, "R5", "", true);
	uno_rules_free(r);

	set_answers(g, &a);
	assert_int_equal(uno_game_apply_text(g, 0, "R7"), UNO_OK);
	assert_string_equal(uno_game_errmsg(g), "");
	const uno_event *e = refusal(&a);
	assert_int_equal(e->seat, 0);
	assert_int_equal(e->other, 0);
	assert_int_equal(e->reason, UNO_REASON_BAD_TARGET);
	assert_int_equal(e->value, UNO_EILLEGAL);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_SWAP);
	assert_int_equal(uno_game_current_player(g), 0);
	/* The caller answers instead. */
	t_apply(g, 0, "swap 2");
	assert_string_equal(t_hand(g, 0), "R3 B5 B6");
	uno_game_free(g);
}

/* TM-7: a give hook naming a card its seat does not hold is refused
 * (NOT_IN_HAND); the hand-off stays pending. */
static void test_refused_give_answer_is_reported_TM7(void **state)
{
	(void)state;
	struct answers a;
	memset(&a, 0, sizeof a);
	a.give = (uno_card){ UNO_NINE, UNO_GREEN };
	uno_game *g = teams_before_going_out();

	set_answers(g, &a);
	assert_int_equal(uno_game_apply_text(g, 0, "R2"), UNO_OK);
	assert_string_equal(uno_game_errmsg(g), "");
	const uno_event *e = refusal(&a);
	assert_int_equal(e->seat, uno_game_current_player(g));
	assert_int_equal(e->reason, UNO_REASON_NOT_IN_HAND);
	assert_int_equal(e->value, UNO_EILLEGAL);
	assert_int_equal(e->card.kind, UNO_NINE);
	assert_int_equal(e->card.color, UNO_GREEN);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_HANDOFF);
	uno_game_free(g);
}

/* TM-7: a give hook naming a card of a kind (20-31) Teams does not declare
 * is malformed (UNO_EINVAL, MALFORMED); the event carries no such card,
 * only kind 0 with no color, since it is no card of the game. */
static void test_refused_give_of_a_foreign_kind_names_no_card_TM7(void **state)
{
	(void)state;
	struct answers a;
	memset(&a, 0, sizeof a);
	a.give = (uno_card){ 25, UNO_GREEN };
	uno_game *g = teams_before_going_out();

	set_answers(g, &a);
	assert_int_equal(uno_game_apply_text(g, 0, "R2"), UNO_OK);
	const uno_event *e = refusal(&a);
	assert_int_equal(e->reason, UNO_REASON_MALFORMED);
	assert_int_equal(e->value, UNO_EINVAL);
	assert_int_equal(e->card.kind, 0);
	assert_int_equal(e->card.color, UNO_NO_COLOR);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_HANDOFF);
	uno_game_free(g);
}

/* ---- a table shorter than the library's ---- */

static int called_event, called_color, called_cast;

static void s_event(const uno_game *g, const uno_event *ev, void *user)
{
	(void)g, (void)ev, (void)user;
	called_event++;
}

static int s_color(const uno_game *g, int seat, void *user)
{
	(void)g, (void)seat, (void)user;
	called_color++;
	return UNO_GREEN;
}

/* game.h uno_game_set_hooks(): a member that `size` ends inside is not
 * copied in part; it and every member after it count as NULL. */
static void test_size_ending_inside_a_member_drops_it(void **state)
{
	(void)state;
	const char *classic[] = { "R1 W W4", "R2 G3 Y4", "R3 B5 B6" };
	uno_game *g = t_game("classic", NULL, 3, -1, classic, "R5", "", true);
	uno_hooks h;

	memset(&h, 0, sizeof h);
	h.choose_color = s_color;
	h.event = s_event;
	h.cast = s_color;
	h.size = offsetof(uno_hooks, event) + sizeof(void (*)(void)) / 2;
	called_event = called_color = called_cast = 0;
	assert_int_equal(uno_game_set_hooks(g, &h, NULL), UNO_OK);
	t_apply(g, 0, "W");
	/* choose_color lies wholly inside the size: asked; event does not. */
	assert_int_equal(called_color, 1);
	assert_int_equal(called_event, 0);
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);

	/* The whole event member: now it is called. */
	h.size = offsetof(uno_hooks, event) + sizeof h.event;
	assert_int_equal(uno_game_set_hooks(g, &h, NULL), UNO_OK);
	t_apply(g, 1, "draw");
	assert_true(called_event > 0);
	uno_game_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_hook_may_read_save_clone_and_ask_bots),
		cmocka_unit_test(test_free_from_each_hook_is_deferred_to_the_call),
		cmocka_unit_test(test_free_from_a_hook_inside_set_hooks_and_bot_install),
		cmocka_unit_test(test_refused_swap_answer_is_reported_H5),
		cmocka_unit_test(test_refused_give_answer_is_reported_TM7),
		cmocka_unit_test(test_refused_give_of_a_foreign_kind_names_no_card_TM7),
		cmocka_unit_test(test_size_ending_inside_a_member_drops_it),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
