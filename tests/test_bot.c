/*
 * The library's bots (bot.h): every decision of every variant answered
 * legally by every kind (the reference policy's too, which answers as the
 * playouts' policy does), with house rules and in referee mode; determinism;
 * the hidden-card test; no allocation while deciding; bots as hooks; error
 * paths.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdlib.h>
#include <string.h>

#include "uno_internal.h"
#include "bots/search.h"

#define KINDS 5 /* random, greedy, search, ismcts, reference */

/* A small search budget keeps the suite fast; the code paths are those of
 * the default budget. Under valgrind (UNO_BOT_TEST_PLAYOUTS, set by the
 * valgrind test setup) smaller still: every path, fewer playouts. */
#define TEST_PLAYOUTS 48
#define TEST_WORLDS 6

static uint32_t test_playouts(void)
{
	const char *env = getenv("UNO_BOT_TEST_PLAYOUTS");
	long n = env ? strtol(env, NULL, 10) : 0;
	return n >= TEST_WORLDS && n <= TEST_PLAYOUTS ? (uint32_t)n : TEST_PLAYOUTS;
}

static const struct {
	const char *name;
	int players;
	unsigned phases; /* the decisions the variant must have put to the bots */
} variants[] = {
	{ "classic", 4, 0 },
	{ "two-player", 2, 0 },
	{ "partners", 4, 0 },
	{ "challenge", 4, 0 },
	{ "express", 3, 0 },
	{ "casting-call", 4, 1u << UNO_PHASE_CAST },
	{ "teams", 4, 1u << UNO_PHASE_HANDOFF },
};

#define PHASE_BIT(p) (1u << (p))
/* Every variant: plays, a drawn card, a color to name, more cards of a
 * number (H-10); all but Teams
 * (no restricted card, no stacking, no Seven-O, TM-2): a challenge (C-7),
 * a stack (H-1) and a swap (H-5). */
#define BASE_PHASES (PHASE_BIT(UNO_PHASE_PLAY) | PHASE_BIT(UNO_PHASE_DRAWN) | \
		     PHASE_BIT(UNO_PHASE_COLOR) | PHASE_BIT(UNO_PHASE_MORE))
#define CLASSIC_PHASES (PHASE_BIT(UNO_PHASE_CHALLENGE) | PHASE_BIT(UNO_PHASE_STACK) | \
			PHASE_BIT(UNO_PHASE_SWAP))

/* The house-rule mixes each variant is played with (options a variant
 * refuses are left off). */
static const int mixes[][8] = {
	{ -1 },
	{ UNO_OPT_STACKING, 1, UNO_OPT_SEVEN_O, 1, UNO_OPT_JUMP_IN, 1, -1 },
	{ UNO_OPT_DRAW_UNTIL_PLAYABLE, 1, UNO_OPT_FORCE_PLAY, 1, UNO_OPT_STRICT_WILD_DRAW, 1, -1 },
	{ UNO_OPT_REFEREE, 1, UNO_OPT_STACKING, 1, UNO_OPT_SEVEN_O, 1, -1 },
	{ UNO_OPT_MULTI_PLAY, 1, UNO_OPT_DEFLECT, 1, UNO_OPT_HAND_LIMIT, 15, -1 },
};
#define MIXES (int)(sizeof mixes / sizeof mixes[0])

static uno_rules *mix_rules(const char *variant, int mix)
{
	const uno_rules *base;
	uno_rules *r;

	assert_int_equal(uno_rules_builtin(&base, variant), UNO_OK);
	assert_int_equal(uno_rules_copy(&r, base, NULL, NULL), UNO_OK);
	for (int i = 0; mixes[mix][i] >= 0; i += 2)
		(void)uno_rules_set(r, mixes[mix][i], mixes[mix][i + 1]);
	return r;
}

static uno_bot *make_bot(int kind, uint64_t seed, uno_alloc_fn alloc, void *user)
{
	uno_bot_options o;
	uno_bot *bot;

	assert_int_equal(uno_bot_options_init(&o, kind), UNO_OK);
	o.seed = seed;
	if (kind == UNO_BOT_SEARCH || kind == UNO_BOT_ISMCTS) {
		o.playouts = test_playouts();
		o.determinizations = TEST_WORLDS;
	}
	assert_int_equal(uno_bot_new(&bot, &o, alloc, user), UNO_OK);
	assert_non_null(bot);
	return bot;
}

/* A bot's move must be legal outright: never a misplay the referee would
 * let stand. */
static void assert_legal(const uno_game *g, int seat, const uno_move *m)
{
	int reason = -1;
	int rc = uno_game_check_move(g, seat, m, &reason);

	if (rc != UNO_OK || reason != UNO_REASON_OK) {
		char text[32];
		uno_move_format(m, text, sizeof text);
		print_error("seat %d, phase %d: %s refused: %s\n", seat, uno_game_phase(g), text,
			    uno_reason_message(reason));
	}
	assert_int_equal(rc, UNO_OK);
	assert_int_equal(reason, UNO_REASON_OK);
}

static bool round_over(const uno_game *g)
{
	int phase = uno_game_phase(g);
	return phase == UNO_PHASE_ROUND_OVER || phase == UNO_PHASE_MATCH_OVER;
}

/*
 * A host's misplay in referee mode: a held card that does not match,
 * so that the bots get a misplay to catch. False when there is none.
 */
static bool misplay(uno_game *g, int seat)
{
	uno_card hand[UNO_MAX_DECK];
	int n = uno_game_hand(g, seat, hand, UNO_MAX_DECK);

	for (int i = 0; i < n; i++) {
		uno_move m = uno_move_play(hand[i], uno_kind_is_wild(hand[i].kind) ? UNO_RED
										 : UNO_NO_COLOR);
		int reason;
		if (uno_game_check_move(g, seat, &m, &reason) == UNO_OK && reason != UNO_REASON_OK)
			return uno_game_apply(g, seat, &m) == UNO_OK;
	}
	return false;
}

/* The kind whose answers a seat plays: greedy or search, in turn (random
 * players make Teams rounds, where a team goes out together, TM-7, very
 * long; the random bot is still asked everything). */
static int driver(int seat, uint64_t seed)
{
	return UNO_BOT_GREEDY + (int)(((uint64_t)seat + seed) % 2);
}

struct run {
	unsigned phases[KINDS];  /* decisions each kind answered */
	long acts[KINDS];        /* out-of-turn moves each kind offered */
	long misplay_catches;
	long decisions;
};

/*
 * Plays one round: every seat is asked by every kind out of turn, the seat
 * to decide by every kind; every answer is checked legal, and the answer of
 * the seat's driver() is applied. Now and then
 * the host plays a wild without its color (a color decision follows) or,
 * in referee mode, misplays.
 */
static void play_round(uno_game *g, uno_bot *const bots[KINDS], int players, uint64_t seed,
		       struct run *run)
{
	uint64_t rng = seed;
	int referee = 0;

	uno_rules_get(uno_game_rules(g), UNO_OPT_REFEREE, &referee);
	for (int step = 0; !round_over(g); step++) {
		if (step == 20000) {
			int referee_on = 0;
			uno_rules_get(uno_game_rules(g), UNO_OPT_REFEREE, &referee_on);
			print_error("%s: round did not end (referee %d, phase %d)\n",
				    uno_rules_name(uno_game_rules(g)), referee_on, uno_game_phase(g));
		}
		assert_true(step < 20000);
		bool acted = false;
		for (int s = 0; s < players && !round_over(g); s++) {
			uno_move m[KINDS];
			int got[KINDS];
			for (int k = 0; k < KINDS; k++) {
				got[k] = uno_bot_act(bots[k], g, s, &m[k]);
				assert_true(got[k] == 0 || got[k] == 1);
				if (got[k]) {
					assert_legal(g, s, &m[k]);
					run->acts[k]++;
					run->misplay_catches += m[k].type == UNO_MOVE_MISPLAY;
				}
			}
			int own = driver(s, seed);
			if (got[own]) {
				assert_int_equal(uno_game_apply(g, s, &m[own]), UNO_OK);
				acted = true;
			}
		}
		if (round_over(g))
			break;
		if (acted && t_rnd(&rng, 2))
			continue; /* ask again: the window may still be open */

		int seat = uno_game_current_player(g), phase = uno_game_phase(g);
		assert_true(seat >= 0);
		if (referee && phase == UNO_PHASE_PLAY && t_rnd(&rng, 8) == 0 && misplay(g, seat))
			continue;
		uno_move m[KINDS];
		for (int k = 0; k < KINDS; k++) {
			assert_int_equal(uno_bot_choose(bots[k], g, seat, &m[k]), UNO_OK);
			assert_legal(g, seat, &m[k]);
			run->phases[k] |= PHASE_BIT(phase);
		}
		run->decisions++;
		uno_move chosen = m[driver(seat, seed)];
		if (chosen.type == UNO_MOVE_PLAY && uno_kind_is_wild(chosen.card.kind) &&
		    phase == UNO_PHASE_PLAY && t_rnd(&rng, 3) == 0) {
			chosen.color = UNO_NO_COLOR; /* the color is named next */
			chosen.flags = 0;
		}
		assert_int_equal(uno_game_apply(g, seat, &chosen), UNO_OK);
	}
}

/* Every decision kind of every variant, with house rules and in referee
 * mode (G-3, C-3, C-7, H-1..H-6, TM-7, CC-3, R-2, R-3). */
static void test_every_decision_is_legal(void **state)
{
	(void)state;
	uno_bot *bots[KINDS];
	long catches = 0;

	for (int k = 0; k < KINDS; k++)
		bots[k] = make_bot(k, 100 + (uint64_t)k, NULL, NULL);
	for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++) {
		struct run run;
		unsigned want = BASE_PHASES | variants[v].phases;
		if (strcmp(variants[v].name, "teams") != 0)
			want |= CLASSIC_PHASES;
		memset(&run, 0, sizeof run);
		for (int round = 0; round < 60; round++) {
			int mix = round % MIXES;
			uno_rules *r = mix_rules(variants[v].name, mix);
			uno_game *g;
			uint64_t seed = t_mix64((uint64_t)(v * 1000 + (size_t)round));
			assert_int_equal(uno_game_new(&g, r, variants[v].players, seed, NULL, NULL),
					 UNO_OK);
			play_round(g, bots, variants[v].players, seed, &run);
			uno_game_free(g);
			uno_rules_free(r);
			if (round >= 12 &&
			    (run.phases[0] & run.phases[1] & run.phases[2] & run.phases[3] &
			     run.phases[4] & want) == want)
				break;
		}
		for (int k = 0; k < KINDS; k++) {
			if ((run.phases[k] & want) != want)
				print_error("%s: kind %d answered phases %#x of %#x\n", variants[v].name,
					    k, run.phases[k], want);
			assert_int_equal(run.phases[k] & want, want);
			/* The reference bot acts only on a call it missed at its
			 * own decision, which these drivers hardly ever leave. */
			assert_true(run.acts[k] > 0 || k == UNO_BOT_REFERENCE);
		}
		catches += run.misplay_catches;
	}
	assert_true(catches > 0); /* misplays were caught */
	for (int k = 0; k < KINDS; k++)
		uno_bot_free(bots[k]);
}

/* Every kind, the search bots among them, answers legally in games that
 * do not track the history (uno_game_set_tracking()): their worlds then
 * fit only what the seat sees (G-3, C-7, H-5). */
static void test_untracked_games(void **state)
{
	(void)state;
	uno_bot *bots[KINDS];

	for (int k = 0; k < KINDS; k++)
		bots[k] = make_bot(k, 200 + (uint64_t)k, NULL, NULL);
	for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++) {
		struct run run;
		memset(&run, 0, sizeof run);
		for (int round = 0; round < 3; round++) {
			uno_rules *r = mix_rules(variants[v].name, round % MIXES);
			uno_game *g;
			uint64_t seed = t_mix64((uint64_t)(v * 1000 + (size_t)round) + 77);
			assert_int_equal(uno_game_new(&g, r, variants[v].players, seed, NULL, NULL),
					 UNO_OK);
			assert_int_equal(uno_game_set_tracking(g, 0), UNO_OK);
			play_round(g, bots, variants[v].players, seed, &run);
			assert_int_equal(uno_game_tracking(g), 0);
			uno_game_free(g);
			uno_rules_free(r);
		}
		assert_true(run.decisions > 0);
	}
	for (int k = 0; k < KINDS; k++)
		uno_bot_free(bots[k]);
}

/* Plays a few moves of a seeded game so that positions differ. */
static uno_game *game_at(const char *variant, int players, int mix, uint64_t seed, int moves)
{
	uno_rules *r = mix_rules(variant, mix);
	uno_game *g;
	uno_bot *greedy = make_bot(UNO_BOT_GREEDY, 0, NULL, NULL);

	assert_int_equal(uno_game_new(&g, r, players, seed, NULL, NULL), UNO_OK);
	uno_rules_free(r);
	for (int i = 0; i < moves && !round_over(g); i++) {
		uno_move m;
		int seat = uno_game_current_player(g);
		assert_int_equal(uno_bot_choose(greedy, g, seat, &m), UNO_OK);
		assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
	}
	uno_bot_free(greedy);
	return g;
}

/* The same seed and view give the same move: twice from one bot, and from
 * two bots made alike. */
static void test_deterministic(void **state)
{
	(void)state;
	for (int k = 0; k < KINDS; k++) {
		uno_bot *a = make_bot(k, 7, NULL, NULL), *b = make_bot(k, 7, NULL, NULL);
		for (int i = 0; i < 40; i++) {
			uno_game *g = game_at(variants[i % 7].name, variants[i % 7].players, i % MIXES,
					      (uint64_t)i + 1, i % 23);
			if (round_over(g)) {
				uno_game_free(g);
				continue;
			}
			int seat = uno_game_current_player(g);
			uno_move m1, m2, m3;
			assert_int_equal(uno_bot_choose(a, g, seat, &m1), UNO_OK);
			assert_int_equal(uno_bot_choose(a, g, seat, &m2), UNO_OK);
			assert_int_equal(uno_bot_choose(b, g, seat, &m3), UNO_OK);
			assert_int_equal(uno_move_compare(&m1, &m2), 0);
			assert_int_equal(uno_move_compare(&m1, &m3), 0);
			for (int s = 0; s < variants[i % 7].players; s++) {
				int r1 = uno_bot_act(a, g, s, &m1), r2 = uno_bot_act(b, g, s, &m2);
				assert_int_equal(r1, r2);
				if (r1 == 1)
					assert_int_equal(uno_move_compare(&m1, &m2), 0);
			}
			uno_game_free(g);
		}
		uno_bot_free(a);
		uno_bot_free(b);
	}
}

/*
 * The hidden-card test: the cards a seat cannot see (other hands, the draw
 * pile, the game's generator) are dealt again among themselves in a copy
 * (uno_game_determinize() for that seat with another seed); the seat's
 * view is the same, and so is every bot's move, in turn and out of turn.
 */
static void test_hidden_cards_unread(void **state)
{
	(void)state;
	int asked = 0, changed_worlds = 0;

	for (int k = 0; k < KINDS; k++) {
		uno_bot *bot = make_bot(k, 99, NULL, NULL);
		for (int i = 0; i < 70; i++) {
			int v = i % 7;
			uno_game *g = game_at(variants[v].name, variants[v].players, (i / 7) % MIXES,
					      (uint64_t)i * 31 + 5, (i * 7) % 29);
			if (round_over(g)) {
				uno_game_free(g);
				continue;
			}
			int seat = uno_game_current_player(g);
			uno_game *copy;
			uno_view before, after;
			assert_int_equal(uno_game_clone(&copy, g), UNO_OK);
			assert_int_equal(uno_game_determinize(copy, seat, 0xfeed + (uint64_t)i), UNO_OK);
			before.size = after.size = sizeof before;
			assert_int_equal(uno_game_view(g, seat, &before), UNO_OK);
			assert_int_equal(uno_game_view(copy, seat, &after), UNO_OK);
			assert_memory_equal(&before, &after, sizeof before);
			changed_worlds += !uno__state_equal(g, copy);

			uno_move m1, m2;
			assert_int_equal(uno_bot_choose(bot, g, seat, &m1), UNO_OK);
			assert_int_equal(uno_bot_choose(bot, copy, seat, &m2), UNO_OK);
			assert_int_equal(uno_move_compare(&m1, &m2), 0);
			int r1 = uno_bot_act(bot, g, seat, &m1), r2 = uno_bot_act(bot, copy, seat, &m2);
			assert_int_equal(r1, r2);
			if (r1 == 1)
				assert_int_equal(uno_move_compare(&m1, &m2), 0);
			asked++;
			uno_game_free(copy);
			uno_game_free(g);
		}
		uno_bot_free(bot);
	}
	assert_true(asked > 100);
	assert_true(changed_worlds > asked / 2); /* the hidden cards did move */
}


static void *failing_alloc(void *ptr, size_t size, void *user)
{
	(void)size;
	(void)user;
	free(ptr);
	return NULL;
}

/* An allocator that grants @left allocations, then fails; @live counts
 * the blocks not given back. */
struct budget_alloc {
	long left, live;
};

static void *budget_alloc_fn(void *ptr, size_t size, void *user)
{
	struct budget_alloc *b = user;

	if (ptr) {
		b->live--;
		free(ptr);
		return NULL;
	}
	if (b->left == 0)
		return NULL;
	b->left--;
	b->live++;
	return malloc(size);
}

/* All of a bot's memory is taken by uno_bot_new(): deciding, acting and
 * answering through hooks allocate nothing, and uno_bot_free() gives it
 * all back. */
static void test_no_allocation_while_deciding(void **state)
{
	(void)state;
	struct t_counter c = { 0, 0 };
	uno_bot *bots[KINDS];
	uno_rules *r = mix_rules("classic", 1);
	uno_game *g;

	for (int k = 0; k < KINDS; k++)
		bots[k] = make_bot(k, 3, t_counting_alloc, &c);
	/* The search bot has two scratch games, the tree search its nodes too;
	 * the reference bot is one allocation, as the random and greedy. */
	assert_int_equal(c.allocs, 1 + 1 + 3 + 4 + 1);
	assert_int_equal(uno_game_new(&g, r, 4, 77, t_counting_alloc, &c), UNO_OK);
	uno_bot *seats[4] = { bots[2], bots[1], bots[0], bots[2] };
	assert_int_equal(uno_bot_install(g, seats, 4), UNO_OK);
	long before = c.allocs;
	struct run run;
	memset(&run, 0, sizeof run);
	play_round(g, bots, 4, 5, &run);
	assert_true(run.decisions > 10);
	assert_int_equal(c.allocs, before);
	uno_game_free(g);
	uno_rules_free(r);
	for (int k = 0; k < KINDS; k++)
		uno_bot_free(bots[k]);
	assert_int_equal(c.allocs, c.frees);

	/* A failing allocator leaves nothing behind. */
	uno_bot_options o;
	uno_bot *bot = (uno_bot *)&o;
	assert_int_equal(uno_bot_options_init(&o, UNO_BOT_SEARCH), UNO_OK);
	assert_int_equal(uno_bot_new(&bot, &o, failing_alloc, NULL), UNO_ENOMEM);
	assert_null(bot);
	/* Nor one that fails at any later allocation. */
	for (int kind = UNO_BOT_SEARCH; kind <= UNO_BOT_ISMCTS; kind++)
		for (long fail = 0;; fail++) {
			struct budget_alloc f = { fail, 0 };
			assert_int_equal(uno_bot_options_init(&o, kind), UNO_OK);
			int rc = uno_bot_new(&bot, &o, budget_alloc_fn, &f);
			if (rc == UNO_OK) {
				uno_bot_free(bot);
				assert_int_equal(f.live, 0);
				/* the search's bot and two games, the tree's nodes too */
				assert_int_equal(fail, kind == UNO_BOT_ISMCTS ? 4 : 3);
				break;
			}
			assert_int_equal(rc, UNO_ENOMEM);
			assert_null(bot);
			assert_int_equal(f.live, 0);
		}
}

/* Host hooks: a color chooser for the seats without a bot, counting its
 * calls, and an event counter that must stay in force. */
struct host {
	int colors, events;
};

static int host_color(const uno_game *g, int seat, void *user)
{
	(void)g;
	(void)seat;
	((struct host *)user)->colors++;
	return UNO_GREEN;
}

static void host_event(const uno_game *g, const uno_event *ev, void *user)
{
	(void)g;
	(void)ev;
	((struct host *)user)->events++;
}

/* Bots answer their seats' color, challenge, cast, give and swap decisions
 * through the hooks: the game never waits for them there, and it is the
 * game the same bots make when every move is applied by the host. */
static void test_install(void **state)
{
	(void)state;
	static const struct {
		const char *variant;
		int mix;
	} cases[] = { { "classic", 1 }, { "casting-call", 0 }, { "teams", 0 }, { "classic", 3 } };

	for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
		uno_rules *r = mix_rules(cases[c].variant, cases[c].mix);
		uno_bot *bot = make_bot(UNO_BOT_SEARCH, 11, NULL, NULL);
		uno_bot *greedy = make_bot(UNO_BOT_GREEDY, 11, NULL, NULL);
		uno_bot *seats[4] = { bot, greedy, bot, greedy };
		for (uint64_t seed = 1; seed <= 6; seed++) {
			uno_game *hooked, *plain;
			assert_int_equal(uno_game_new(&hooked, r, 4, seed, NULL, NULL), UNO_OK);
			assert_int_equal(uno_game_new(&plain, r, 4, seed, NULL, NULL), UNO_OK);
			assert_int_equal(uno_bot_install(hooked, seats, 4), UNO_OK);
			for (int k = 0; k < 4 && !uno__state_equal(hooked, plain); k++) {
				uno_move m;
				int s = uno_game_current_player(plain);
				assert_int_equal(uno_bot_choose(seats[s], plain, s, &m), UNO_OK);
				assert_int_equal(uno_game_apply(plain, s, &m), UNO_OK);
			}
			assert_true(uno__state_equal(hooked, plain));
			while (!round_over(hooked)) {
				int seat = uno_game_current_player(hooked), phase = uno_game_phase(hooked);
				uno_move m;
				assert_true(phase == UNO_PHASE_PLAY || phase == UNO_PHASE_DRAWN ||
					    phase == UNO_PHASE_STACK);
				assert_int_equal(uno_bot_choose(seats[seat], hooked, seat, &m), UNO_OK);
				assert_int_equal(uno_game_apply(hooked, seat, &m), UNO_OK);
				/* The same moves, every decision applied by the host. */
				for (int k = 0; k < 16 && !uno__state_equal(hooked, plain); k++) {
					int s = uno_game_current_player(plain);
					assert_true(s >= 0);
					assert_int_equal(uno_bot_choose(seats[s], plain, s, &m), UNO_OK);
					assert_int_equal(uno_game_apply(plain, s, &m), UNO_OK);
				}
				assert_true(uno__state_equal(hooked, plain));
			}
			uno_game_free(hooked);
			uno_game_free(plain);
		}
		uno_bot_free(bot);
		uno_bot_free(greedy);
		uno_rules_free(r);
	}
}

/* The host's hooks stay in force beside the bots, answer for the seats
 * without one, come back when the bots are uninstalled, and a host's own
 * uno_game_set_hooks() replaces the bots. */
static void test_install_with_host_hooks(void **state)
{
	(void)state;
	const char *hands[] = { "W W R1", "W Y1 Y2" };
	uno_game *g = t_game("two-player", NULL, 2, -1, hands, "B5", "G1 G2 G3", true);
	struct host host = { 0, 0 };
	uno_hooks hooks = { .size = sizeof hooks, .choose_color = host_color, .event = host_event };
	uno_bot *greedy = make_bot(UNO_BOT_GREEDY, 1, NULL, NULL);
	uno_bot *seats[2] = { greedy, NULL };

	assert_int_equal(uno_game_set_hooks(g, &hooks, &host), UNO_OK);
	assert_int_equal(uno_bot_install(g, seats, 2), UNO_OK);
	/* Seat 0's wild: the bot names its most held color, red. */
	t_apply(g, 0, "W");
	assert_int_equal(uno_game_current_color(g), UNO_RED);
	assert_int_equal(host.colors, 0);
	assert_true(host.events > 0);
	/* Seat 1's wild: the host's hook names green. */
	t_apply(g, 1, "W");
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	assert_int_equal(host.colors, 1);
	/* Uninstalled: the host answers seat 0 too. */
	assert_int_equal(uno_bot_install(g, NULL, 0), UNO_OK);
	t_apply(g, 0, "W");
	assert_int_equal(uno_game_current_color(g), UNO_GREEN);
	assert_int_equal(host.colors, 2);
	uno_game_free(g);

	g = t_game("two-player", NULL, 2, -1, hands, "B5", "G1 G2 G3", true);
	assert_int_equal(uno_bot_install(g, seats, 1), UNO_OK);
	assert_int_equal(uno_game_set_hooks(g, NULL, NULL), UNO_OK);
	t_apply(g, 0, "W");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_COLOR); /* no bot answered */
	/* Installed while the decision is pending: answered at once. */
	assert_int_equal(uno_bot_install(g, seats, 2), UNO_OK);
	assert_int_equal(uno_game_current_color(g), UNO_RED);
	uno_game_free(g);
	uno_bot_free(greedy);
}

/* The bot's answer for @seat, in notation, is @want. */
static void assert_chooses(uno_bot *bot, const uno_game *g, int seat, const char *want)
{
	uno_move m;
	char text[32];

	assert_int_equal(uno_bot_choose(bot, g, seat, &m), UNO_OK);
	uno_move_format(&m, text, sizeof text);
	assert_string_equal(text, want);
}

/* The greedy bot's rules, on scripted positions: actions first, wilds
 * kept, the color held most, the UNO call, catches (G-6). */
static void test_greedy_rules(void **state)
{
	(void)state;
	uno_bot *greedy = make_bot(UNO_BOT_GREEDY, 1, NULL, NULL);
	uno_move m;

	const char *hands[] = { "W4 W R3 RS B1 B2", "Y1 Y2 Y3 Y4 Y5 Y6" };
	uno_game *g = t_game("two-player", NULL, 2, -1, hands, "R5", "G1 G2 G3", true);
	assert_chooses(greedy, g, 0, "RS"); /* an action before a number, wilds kept */
	uno_game_free(g);

	const char *hands2[] = { "W B1 B2 R4", "Y1 Y2 Y3 Y4" };
	g = t_game("two-player", NULL, 2, -1, hands2, "G5", "G1 G2 G3", true);
	assert_chooses(greedy, g, 0, "W/B"); /* the only play names blue, held most */
	uno_game_free(g);

	const char *hands3[] = { "R1 R2", "Y1 Y2" };
	g = t_game("classic", NULL, 2, -1, hands3, "R5", "G1 G2 G3", true);
	assert_int_equal(uno_bot_choose(greedy, g, 0, &m), UNO_OK);
	assert_true(m.flags & UNO_MOVE_F_UNO); /* G-6: calls with the play */
	/* A seat that did not call is caught by the others. */
	t_apply(g, 0, "R2");
	assert_int_equal(uno_bot_act(greedy, g, 1, &m), 1);
	assert_int_equal(m.type, UNO_MOVE_CATCH);
	assert_int_equal(m.target, 0);
	/* Its own missed call it makes up. */
	assert_int_equal(uno_bot_act(greedy, g, 0, &m), 1);
	assert_int_equal(m.type, UNO_MOVE_UNO);
	uno_game_free(g);
	uno_bot_free(greedy);
}

/* The search bot plays rather than draws when a play is as good, and
 * calls UNO with its second-to-last card (G-6). */
static void test_search_plays_and_calls(void **state)
{
	(void)state;
	for (int kind = UNO_BOT_SEARCH; kind <= UNO_BOT_ISMCTS; kind++) {
		uno_bot *bot = make_bot(kind, 5, NULL, NULL);
		const char *hands[] = { "R9 B7", "Y1 Y2" };
		uno_game *g = t_game("two-player", NULL, 2, -1, hands, "R5", "G1 G2 G3", true);

		assert_chooses(bot, g, 0, "R9!");
		uno_game_free(g);
		uno_bot_free(bot);
	}
}

/*
 * The search overrules the greedy choice when it is clearly worse. Every
 * card seat 0 has not seen is yellow (a partial scripted deck), so the
 * wild's color decides the round: the greedy bot names yellow, the color
 * it holds most, and lets seat 1 play out its hand; the search names blue,
 * which seat 1 can never answer (G-2).
 */
static void test_search_beats_a_greedy_mistake(void **state)
{
	(void)state;
	uno_bot *greedy = make_bot(UNO_BOT_GREEDY, 3, NULL, NULL);
	uno_bot *search = make_bot(UNO_BOT_SEARCH, 3, NULL, NULL);
	uno_bot *tree = make_bot(UNO_BOT_ISMCTS, 3, NULL, NULL);
	const char *hands[] = { "W Y1 Y2 B3", "Y9 Y8 Y7 Y6" };
	uno_game *g = t_game("two-player", NULL, 2, -1, hands, "R5", "Y0 Y4 Y5", false);

	assert_chooses(greedy, g, 0, "W/Y");
	assert_chooses(search, g, 0, "W/B");
	assert_chooses(tree, g, 0, "W/B");
	uno_game_free(g);
	uno_bot_free(tree);
	uno_bot_free(search);
	uno_bot_free(greedy);
}

/* The smallest budget (one playout or iteration, one world) still gives
 * a legal answer to every decision of a round, with either search. */
static void test_search_smallest_budget(void **state)
{
	(void)state;
	for (int kind = UNO_BOT_SEARCH; kind <= UNO_BOT_ISMCTS; kind++) {
		uno_bot_options o;
		uno_bot *bot;
		uno_game *g;
		const uno_rules *classic;
		assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
		assert_int_equal(uno_bot_options_init(&o, kind), UNO_OK);
		o.playouts = 1;
		o.determinizations = 1;
		assert_int_equal(uno_bot_new(&bot, &o, NULL, NULL), UNO_OK);
		assert_int_equal(uno_game_new(&g, classic, 3, 21, NULL, NULL), UNO_OK);
		for (int step = 0; step < 400 && !round_over(g); step++) {
			int seat = uno_game_current_player(g);
			uno_move m;
			assert_int_equal(uno_bot_choose(bot, g, seat, &m), UNO_OK);
			assert_legal(g, seat, &m);
			assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
		}
		assert_true(round_over(g));
		uno_game_free(g);
		uno_bot_free(bot);
	}
}

/* The depth of each node of a tree search's tree (the root 0), by a walk
 * over the child and sibling links; returns the deepest of a node the
 * seat moved into below the first level. */
static int deepest_own(const struct uno__node *nodes, int32_t node, int depth, int seat,
		       long *count)
{
	int deepest = 0;

	(*count)++;
	if (depth > 1 && nodes[node].mover == seat && nodes[node].visits > 0)
		deepest = depth;
	for (int32_t c = nodes[node].child; c >= 0; c = nodes[c].sibling) {
		int d = deepest_own(nodes, c, depth + 1, seat, count);
		deepest = d > deepest ? d : deepest;
	}
	return deepest;
}

/*
 * The tree search is multi-step: below the seat's answers and the
 * opponent's replies (the greedy bot's, in each sampled world) it grows
 * nodes for the seat's own next decisions, tried and scored, and never
 * more nodes than one per iteration and the root. Two-player, so that the
 * seat decides every other move.
 */
static void test_tree_searches_later_decisions(void **state)
{
	(void)state;
	uno_bot_options o;
	uno_bot *bot;
	uno_move m;

	assert_int_equal(uno_bot_options_init(&o, UNO_BOT_ISMCTS), UNO_OK);
	o.playouts = 400;
	o.determinizations = 20;
	o.seed = 9;
	assert_int_equal(uno_bot_new(&bot, &o, NULL, NULL), UNO_OK);
	const char *hands[] = { "R1 R2 G5 B7 Y3", "G1 G2 Y4 B8 B9" };
	uno_game *g = t_game("two-player", NULL, 2, -1, hands, "R5", "G3 G4 Y7 B1 R8 Y9", true);
	assert_int_equal(uno_bot_choose(bot, g, 0, &m), UNO_OK);
	assert_legal(g, 0, &m);
	long count = 0;
	int deepest = deepest_own(bot->nodes, 0, 0, 0, &count);
	assert_true(deepest >= 3);   /* the seat's answer, the reply, its next answer */
	/* At most one node per iteration (the budget of moves may end the
	 * search before its 400 iterations), and the root. */
	assert_true(bot->nodes[0].visits > 100);
	assert_true(bot->nodes[0].visits <= 400);
	assert_true(count <= (long)bot->nodes[0].visits + 1);
	assert_true(count > 100);
	uno_game_free(g);
	uno_bot_free(bot);
}

/* The greedy policy's answer read from the listed moves alone. */
static int listed_greedy(const uno_game *g, int seat, uno_move *out)
{
	uno_move moves[UNO_MAX_MOVES];
	int n = uno_game_legal_moves(g, seat, moves, UNO_MAX_MOVES);
	return n > 0 ? uno__greedy_listed(&g->s, seat, moves, n, out) : UNO_ESTATE;
}

/*
 * The greedy policy is one (greedy.c), read two ways: straight from the
 * hand's faces for the common decisions (the greedy bot's answers, the
 * search's prior and its playouts) and from the listed moves for the rest.
 * The fast reading must make the listed reading's move in every decision
 * of every variant and house-rule mix, before the seats' moves out of turn
 * (a seat may be exposed, G-6) and after them; and a playout's move is the
 * greedy bot's, but for its missed call.
 */
static void test_playouts_play_greedy(void **state)
{
	(void)state;
	uno_bot *greedy = make_bot(UNO_BOT_GREEDY, 9, NULL, NULL);
	long compared = 0;

	for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++)
		for (int round = 0; round < 3 * MIXES; round++) {
			uno_rules *r = mix_rules(variants[v].name, round % MIXES);
			uno_game *g;
			assert_int_equal(uno_game_new(&g, r, variants[v].players,
						      t_mix64(7000 + v * 100 + (size_t)round), NULL,
						      NULL),
					 UNO_OK);
			uno_rules_free(r);
			for (int moves = 0; !round_over(g) && moves < 3000; moves++) {
				int seat = uno_game_current_player(g);
				uno_move want, got, listed, scratch[UNO_MAX_MOVES];
				char a[32], b[32];
				/* Before the moves out of turn: the seat may be
				 * exposed, which the fast reading leaves alone. */
				assert_int_equal(uno_bot_choose(greedy, g, seat, &want), UNO_OK);
				assert_int_equal(listed_greedy(g, seat, &listed), UNO_OK);
				assert_int_equal(uno_move_compare(&want, &listed), 0);
				/* Out of turn first, as a host would (its call, catches). */
				for (int p = 0; p < variants[v].players && !round_over(g); p++)
					if (uno_bot_act(greedy, g, p, &want) == 1)
						assert_int_equal(uno_game_apply(g, p, &want), UNO_OK);
				if (round_over(g))
					break;
				seat = uno_game_current_player(g);
				assert_int_equal(uno_bot_choose(greedy, g, seat, &want), UNO_OK);
				assert_true(uno__greedy_playout_move(g, scratch, &got));
				assert_int_equal(listed_greedy(g, seat, &listed), UNO_OK);
				assert_int_equal(uno_move_compare(&want, &listed), 0);
				if (uno_move_compare(&want, &got) != 0) {
					uno_move_format(&want, a, sizeof a);
					uno_move_format(&got, b, sizeof b);
					print_error("%s, phase %d: greedy %s, playout %s\n",
						    variants[v].name, uno_game_phase(g), a, b);
				}
				assert_int_equal(uno_move_compare(&want, &got), 0);
				compared++;
				assert_int_equal(uno_game_apply(g, seat, &want), UNO_OK);
			}
			uno_game_free(g);
		}
	assert_true(compared > 1000);
	uno_bot_free(greedy);
}

/* NULL, bad seat, not the seat's decision, bad options, round over. */
/* The difficulty ladder (uno_bot_options_level()): each level's kind and
 * mistakes; bad levels and mistakes refused. A greedy bot with no
 * mistakes is the greedy bot move for move; with mistakes it answers some
 * decisions otherwise, always legally and the same for the same seed; with
 * 256 it never follows the greedy choice where the random one differs. */
static void test_levels_and_mistakes(void **state)
{
	static const struct {
		int kind;
		uint32_t mistakes;
	} want[] = {
		{ UNO_BOT_RANDOM, 0 },
		{ UNO_BOT_GREEDY, UNO_BOT_MEDIUM_MISTAKES },
		{ UNO_BOT_GREEDY, 0 },
		{ UNO_BOT_SEARCH, 0 },
	};
	uno_bot_options o;
	uno_bot *bot = NULL;

	(void)state;
	for (int level = UNO_BOT_EASY; level <= UNO_BOT_EXPERT; level++) {
		memset(&o, 0xff, sizeof o);
		assert_int_equal(uno_bot_options_level(&o, level), UNO_OK);
		assert_int_equal(o.size, sizeof o);
		assert_int_equal(o.kind, want[level].kind);
		assert_int_equal(o.mistakes, want[level].mistakes);
		assert_true(o.seed == 0);
		assert_int_equal(o.playouts, UNO_BOT_DEFAULT_PLAYOUTS);
		assert_int_equal(uno_bot_new(&bot, &o, NULL, NULL), UNO_OK);
		uno_bot_free(bot);
	}
	memset(&o, 0x5a, sizeof o);
	uno_bot_options before = o;
	assert_int_equal(uno_bot_options_level(&o, -1), UNO_EINVAL);
	assert_int_equal(uno_bot_options_level(&o, UNO_BOT_EXPERT + 1), UNO_EINVAL);
	assert_memory_equal(&o, &before, sizeof o);
	assert_int_equal(uno_bot_options_level(NULL, UNO_BOT_EASY), UNO_EINVAL);
	uno_bot_options_init(&o, UNO_BOT_GREEDY);
	o.mistakes = 257;
	bot = (uno_bot *)&o;
	assert_int_equal(uno_bot_new(&bot, &o, NULL, NULL), UNO_EINVAL);
	assert_null(bot);
	/* An options struct of the first release (no mistakes member) still
	 * makes a bot that never errs. */
	o.size = offsetof(uno_bot_options, mistakes);
	assert_int_equal(uno_bot_new(&bot, &o, NULL, NULL), UNO_OK);
	uno_bot_free(bot);

	uno_bot *greedy = make_bot(UNO_BOT_GREEDY, 5, NULL, NULL), *err[4], *again;
	static const uint32_t rates[4] = { 0, 64, 128, 256 };
	for (int r = 0; r < 4; r++) {
		uno_bot_options_init(&o, UNO_BOT_GREEDY);
		o.seed = 5;
		o.mistakes = rates[r];
		assert_int_equal(uno_bot_new(&err[r], &o, NULL, NULL), UNO_OK);
	}
	assert_int_equal(uno_bot_new(&again, &o, NULL, NULL), UNO_OK); /* 256, seed 5 */
	int differ[4] = { 0 }, asked = 0;
	for (int i = 0; i < 300; i++) {
		uno_game *g = game_at("classic", 4, i % MIXES, (uint64_t)i + 1, i % 29);
		if (round_over(g)) {
			uno_game_free(g);
			continue;
		}
		int seat = uno_game_current_player(g);
		uno_move best, m, m2;
		assert_int_equal(uno_bot_choose(greedy, g, seat, &best), UNO_OK);
		asked++;
		for (int r = 0; r < 4; r++) {
			assert_int_equal(uno_bot_choose(err[r], g, seat, &m), UNO_OK);
			int reason;
			assert_int_equal(uno_game_check_move(g, seat, &m, &reason), UNO_OK);
			differ[r] += uno_move_compare(&m, &best) != 0;
		}
		assert_int_equal(uno_bot_choose(again, g, seat, &m2), UNO_OK);
		assert_int_equal(uno_bot_choose(err[3], g, seat, &m), UNO_OK);
		assert_int_equal(uno_move_compare(&m, &m2), 0);
		uno_game_free(g);
	}
	assert_true(asked > 200);
	assert_int_equal(differ[0], 0);
	/* More mistakes, more answers other than the greedy one. */
	assert_true(differ[1] > 0);
	assert_true(differ[1] < differ[2] && differ[2] < differ[3]);
	for (int r = 0; r < 4; r++)
		uno_bot_free(err[r]);
	uno_bot_free(again);
	uno_bot_free(greedy);
}

/* ---- the reference bot ---- */

/* A scripted source of choices: the first answer, then the second, then
 * 0; it notes how many options each of the first two choices had. */
struct script {
	uint32_t first, second;
	int asked;
	uint32_t n[2];
};

static uint32_t scripted(uint32_t n, void *user)
{
	struct script *sc = user;
	uint32_t v = sc->asked == 0 ? sc->first : sc->asked == 1 ? sc->second : 0;
	if (sc->asked < 2)
		sc->n[sc->asked] = n;
	sc->asked++;
	return v % n;
}

/* Is @m a move the reference policy makes now for some draws? It asks at
 * most twice (a card, then a wild's color): every answer to each is tried. */
static bool reference_could(const uno_game *g, const uno_move *m)
{
	uint32_t n0 = 1;
	for (uint32_t a = 0; a < n0; a++) {
		uint32_t n1 = 1;
		for (uint32_t b = 0; b < n1; b++) {
			struct script sc = { a, b, 0, { 1, 1 } };
			uno_move p;
			assert_int_equal(uno_game_policy_move(g, UNO_PLAYOUT_REFERENCE, scripted, &sc,
							      &p), UNO_OK);
			assert_true(sc.asked <= 2);
			n0 = sc.n[0];
			n1 = sc.n[1];
			if (memcmp(&p, m, sizeof p) == 0)
				return true;
		}
	}
	return false;
}

/* UNO_BOT_REFERENCE answers every decision of every built-in variant as
 * the reference policy of the playouts does (G-3: the drawn card played,
 * G-6: the call always made), with its own draws: not always the first
 * option, and the same seed gives the same answers. uno_game_advance()
 * with a reference bot at every seat ends every round. */
static void test_reference_bot_is_the_policy(void **state)
{
	(void)state;
	uno_bot *bot = make_bot(UNO_BOT_REFERENCE, 5, NULL, NULL);
	uno_bot *twin = make_bot(UNO_BOT_REFERENCE, 5, NULL, NULL);
	long decisions = 0, not_first = 0;

	for (size_t v = 0; v < uno_rules_builtin_count(); v++) {
		const uno_rules *base = uno_rules_builtin_at(v);
		int lo, hi;
		uno_rules_players(base, &lo, &hi);
		for (int i = 0; i < 4; i++) {
			uno_rules *r = mix_rules(uno_rules_name(base), i % MIXES);
			uno_game *g;
			int players = uno_rules_allows_players(r, 4) == 1 ? 4 : lo;
			assert_int_equal(uno_game_new(&g, r, players, 40 + (uint64_t)i, NULL, NULL),
					 UNO_OK);
			for (int step = 0; !round_over(g); step++) {
				assert_true(step < 100000);
				int seat = uno_game_current_player(g);
				uno_move m, again, first;
				if (uno_bot_act(bot, g, seat, &m) == 1) {
					assert_int_equal(m.type, UNO_MOVE_UNO);
				} else {
					assert_int_equal(uno_bot_choose(bot, g, seat, &m), UNO_OK);
					assert_int_equal(uno_bot_choose(twin, g, seat, &again), UNO_OK);
					assert_memory_equal(&m, &again, sizeof m);
					assert_true(reference_could(g, &m));
					struct script sc = { 0, 0, 0, { 1, 1 } };
					assert_int_equal(uno_game_policy_move(g, UNO_PLAYOUT_REFERENCE,
									      scripted, &sc, &first),
							 UNO_OK);
					decisions++;
					not_first += memcmp(&m, &first, sizeof m) != 0;
				}
				assert_int_equal(uno_game_apply(g, seat, &m), UNO_OK);
			}
			uno_game_free(g);

			/* The same tables through uno_game_advance(). */
			assert_int_equal(uno_game_new(&g, r, players, 60 + (uint64_t)i, NULL, NULL),
					 UNO_OK);
			uno_bot *seats[UNO_MAX_PLAYERS];
			for (int s = 0; s < players; s++)
				seats[s] = bot;
			assert_true(uno_game_advance(g, seats, players, 100000) > 0);
			assert_true(round_over(g));
			uno_game_free(g);
			uno_rules_free(r);
		}
	}
	assert_true(decisions > 1000);
	assert_true(not_first > decisions / 10);
	uno_bot_free(bot);
	uno_bot_free(twin);
}

/* G-6: out of turn the reference bot does nothing, not even catch; at its
 * own decision it makes the call it forgot, first. */
static void test_reference_bot_calls_only_its_own_G6(void **state)
{
	(void)state;
	uno_bot *bot = make_bot(UNO_BOT_REFERENCE, 1, NULL, NULL);
	uno_move m;

	/* Seat 0 plays down to one card without the call: seat 1 could catch
	 * it, seat 0 could still call; the reference bot does neither. */
	uno_game *g = t_game("classic", NULL, 3, -1, (const char *[]){ "R1 G5", "Y2 B7", "G3 G9" },
			     "R5", "B1 B2 B3 B4", false);
	t_apply(g, 0, "R1");
	assert_true(t_is_legal(g, 1, "catch 0"));
	assert_true(t_is_legal(g, 0, "uno"));
	assert_int_equal(uno_bot_act(bot, g, 1, &m), 0);
	assert_int_equal(uno_bot_act(bot, g, 0, &m), 0);
	assert_int_equal(uno_bot_act(bot, g, 2, &m), 0);
	uno_game_free(g);

	/* Two Skips: seat 0 holds one card, uncalled, and decides again. */
	g = t_game("two-player", NULL, 2, -1, (const char *[]){ "RS YS R2", "G1 G2 G3" }, "R5",
		   "B1 B2 B3 B4 B5 B6", false);
	t_apply(g, 0, "RS");
	t_apply(g, 0, "YS");
	assert_int_equal(uno_bot_act(bot, g, 0, &m), 1);
	assert_int_equal(m.type, UNO_MOVE_UNO);
	assert_int_equal(uno_bot_act(bot, g, 1, &m), 0);
	/* uno_bot_choose() answers the decision itself: R2 cannot go on YS. */
	assert_int_equal(uno_bot_choose(bot, g, 0, &m), UNO_OK);
	assert_int_equal(m.type, UNO_MOVE_DRAW);
	uno_game_free(g);
	uno_bot_free(bot);
}

static void test_errors(void **state)
{
	(void)state;
	uno_bot_options o;
	uno_bot *bot = (uno_bot *)&o;
	uno_move m;

	assert_int_equal(uno_bot_options_init(NULL, UNO_BOT_GREEDY), UNO_EINVAL);
	assert_int_equal(uno_bot_options_init(&o, -1), UNO_EINVAL);
	assert_int_equal(uno_bot_options_init(&o, UNO_BOT_REFERENCE + 1), UNO_EINVAL);
	assert_int_equal(uno_bot_options_init(&o, UNO_BOT_ISMCTS), UNO_OK);
	assert_int_equal(o.kind, UNO_BOT_ISMCTS);
	assert_int_equal(o.playouts, UNO_BOT_DEFAULT_PLAYOUTS);
	assert_int_equal(uno_bot_options_init(&o, UNO_BOT_SEARCH), UNO_OK);
	assert_int_equal(o.size, sizeof o);
	assert_int_equal(o.playouts, UNO_BOT_DEFAULT_PLAYOUTS);
	assert_int_equal(o.determinizations, UNO_BOT_DEFAULT_DETERMINIZATIONS);

	assert_int_equal(uno_bot_new(NULL, &o, NULL, NULL), UNO_EINVAL);
	assert_int_equal(uno_bot_new(&bot, NULL, NULL, NULL), UNO_EINVAL);
	assert_null(bot);
	uno_bot_options bad = o;
	bad.size = 8;
	assert_int_equal(uno_bot_new(&bot, &bad, NULL, NULL), UNO_EINVAL);
	bad = o;
	bad.kind = 7;
	assert_int_equal(uno_bot_new(&bot, &bad, NULL, NULL), UNO_EINVAL);
	bad = o;
	bad.determinizations = 0;
	assert_int_equal(uno_bot_new(&bot, &bad, NULL, NULL), UNO_EINVAL);
	bad = o;
	bad.playouts = bad.determinizations - 1;
	assert_int_equal(uno_bot_new(&bot, &bad, NULL, NULL), UNO_EINVAL);
	assert_null(bot);
	/* A random or greedy bot ignores the search budget. */
	bad.kind = UNO_BOT_GREEDY;
	assert_int_equal(uno_bot_new(&bot, &bad, NULL, NULL), UNO_OK);
	uno_bot_free(bot);
	uno_bot_free(NULL);

	for (int k = 0; k < KINDS; k++) {
		bot = make_bot(k, 1, NULL, NULL);
		const char *hands[] = { "R1 R2", "Y1 Y2" };
		uno_game *g = t_game("classic", NULL, 2, -1, hands, "R5", "G3 G2 G4", true);
		assert_int_equal(uno_bot_choose(NULL, g, 0, &m), UNO_EINVAL);
		assert_int_equal(uno_bot_choose(bot, NULL, 0, &m), UNO_EINVAL);
		assert_int_equal(uno_bot_choose(bot, g, 0, NULL), UNO_EINVAL);
		assert_int_equal(uno_bot_choose(bot, g, -1, &m), UNO_EINVAL);
		assert_int_equal(uno_bot_choose(bot, g, 2, &m), UNO_EINVAL);
		assert_int_equal(uno_bot_choose(bot, g, 1, &m), UNO_ESTATE); /* not its turn */
		assert_int_equal(uno_bot_act(NULL, g, 0, &m), UNO_EINVAL);
		assert_int_equal(uno_bot_act(bot, NULL, 0, &m), UNO_EINVAL);
		assert_int_equal(uno_bot_act(bot, g, 0, NULL), UNO_EINVAL);
		assert_int_equal(uno_bot_act(bot, g, 5, &m), UNO_EINVAL);
		assert_int_equal(uno_bot_act(bot, g, 1, &m), 0); /* nothing to do */
		t_apply(g, 0, "R1!");
		t_apply(g, 1, "Y1!");
		t_apply(g, 0, "draw"); /* G3: not playable, the turn passes */
		t_apply(g, 1, "Y2");
		assert_true(round_over(g));
		assert_int_equal(uno_bot_choose(bot, g, 0, &m), UNO_ESTATE);
		assert_int_equal(uno_bot_choose(bot, g, 1, &m), UNO_ESTATE);
		assert_int_equal(uno_bot_act(bot, g, 1, &m), 0);

		uno_bot *seats[2] = { bot, bot };
		assert_int_equal(uno_bot_install(NULL, seats, 2), UNO_EINVAL);
		assert_int_equal(uno_bot_install(g, seats, 3), UNO_EINVAL);
		assert_int_equal(uno_bot_install(g, seats, -1), UNO_EINVAL);
		assert_int_equal(uno_bot_install(g, NULL, 1), UNO_EINVAL);
		assert_int_equal(uno_bot_install(g, NULL, 0), UNO_OK);
		uno_game_free(g);
		uno_bot_free(bot);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_reference_bot_is_the_policy),
		cmocka_unit_test(test_reference_bot_calls_only_its_own_G6),
		cmocka_unit_test(test_levels_and_mistakes),
		cmocka_unit_test(test_greedy_rules),
		cmocka_unit_test(test_search_plays_and_calls),
		cmocka_unit_test(test_search_beats_a_greedy_mistake),
		cmocka_unit_test(test_tree_searches_later_decisions),
		cmocka_unit_test(test_search_smallest_budget),
		cmocka_unit_test(test_playouts_play_greedy),
		cmocka_unit_test(test_deterministic),
		cmocka_unit_test(test_hidden_cards_unread),
		cmocka_unit_test(test_no_allocation_while_deciding),
		cmocka_unit_test(test_install),
		cmocka_unit_test(test_install_with_host_hooks),
		cmocka_unit_test(test_every_decision_is_legal),
		cmocka_unit_test(test_untracked_games),
	};
	return cmocka_run_group_tests_name("bot", tests, NULL, NULL);
}
