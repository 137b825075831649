/*
 * The move log and replay (issue 7, include/uno/save.h; DESIGN.md
 * principle 6 "a game is fully determined by its rules, player count, seed
 * and moves"):
 *   - a log started before the first move, exported and replayed, gives a
 *     game identical to the logged one (uno__state_equal), for every
 *     variant, with hooks answering colors (C-5), challenges (C-7, X-4),
 *     casts (CC-3), gives (TM-7) and swaps (H-5), a draw hook naming cards,
 *     next_round calls, and scripted decks (UNO_SCRIPT_PARTIAL,
 *     UNO_SCRIPT_TOP_AS_IS);
 *   - a log started later replays from its saved snapshot;
 *   - the export's exact text, its option lines, a full log, no log;
 *   - replay refuses bad text with the line that failed;
 *   - clones and loaded games start without a log; logging allocates once.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "uno_internal.h"
#include "state_play.h"

#define GAMES (60 / SP_SCALE) /* random games per variant and kind of start */
#define STEPS 1500            /* steps of each (rounds go on with next_round) */
#define LOG_CAP 20000

/* ------------------------------------------------------------------------
 * Hooks answering at random, sometimes leaving the decision to a move.
 */

struct auto_hooks {
	uint64_t rng;
	uno_card deck[UNO_MAX_DECK];
	int ndeck;
	long asked, named_tries;
};

static int h_color(const uno_game *g, int seat, void *user)
{
	struct auto_hooks *h = user;
	(void)g;
	(void)seat;
	h->asked++;
	return t_rnd(&h->rng, 8) == 0 ? -1 : (int)t_rnd(&h->rng, 4);
}

static int h_challenge(const uno_game *g, int seat, void *user)
{
	struct auto_hooks *h = user;
	(void)g;
	(void)seat;
	h->asked++;
	return t_rnd(&h->rng, 8) == 0 ? 7 : (int)t_rnd(&h->rng, 2);
}

static int h_cast(const uno_game *g, int seat, void *user)
{
	struct auto_hooks *h = user;
	(void)seat;
	h->asked++;
	if (t_rnd(&h->rng, 8) == 0)
		return 99; /* left pending */
	if (t_rnd(&h->rng, 3) == 0)
		return UNO_CAST_DEAL;
	/* Any seat: the caster itself is refused, and stays pending. */
	return (int)t_rnd(&h->rng, (uint32_t)uno_game_players(g));
}

static int h_give(const uno_game *g, int seat, uno_card *card, void *user)
{
	struct auto_hooks *h = user;
	uno_card hand[UNO_MAX_DECK];
	h->asked++;
	int n = uno_game_hand(g, seat, hand, UNO_MAX_DECK);
	if (n <= 0 || t_rnd(&h->rng, 8) == 0)
		return 1;
	*card = hand[t_rnd(&h->rng, (uint32_t)n)];
	return 0;
}

static int h_swap(const uno_game *g, int seat, void *user)
{
	struct auto_hooks *h = user;
	(void)seat;
	h->asked++;
	return t_rnd(&h->rng, 8) == 0 ? -5 : (int)t_rnd(&h->rng, (uint32_t)uno_game_players(g));
}

/* Names a random card of the deck one draw in three: taken when it is in
 * the draw pile (then logged if it was not on top), ignored otherwise. */
static int h_draw(const uno_game *g, int seat, uno_card *card, void *user)
{
	struct auto_hooks *h = user;
	(void)g;
	(void)seat;
	if (h->ndeck == 0 || t_rnd(&h->rng, 3) != 0)
		return 1;
	h->named_tries++;
	*card = h->deck[t_rnd(&h->rng, (uint32_t)h->ndeck)];
	return 0;
}

static void install_hooks(uno_game *g, struct auto_hooks *h, uint64_t seed)
{
	uno_hooks hooks;
	memset(&hooks, 0, sizeof hooks);
	hooks.size = sizeof hooks;
	hooks.choose_color = h_color;
	hooks.challenge = h_challenge;
	hooks.cast = h_cast;
	hooks.give = h_give;
	hooks.swap = h_swap;
	hooks.draw = h_draw;
	memset(h, 0, sizeof *h);
	h->rng = seed;
	h->ndeck = uno_rules_deck(uno_game_rules(g), h->deck, UNO_MAX_DECK);
	assert_true(h->ndeck > 0);
	assert_int_equal(uno_game_set_hooks(g, &hooks, h), UNO_OK);
}

/* ------------------------------------------------------------------------
 * Export and replay.
 */

/* The exported texts alive, freed by the teardown after a failure. */
static char *texts[4];

static char *keep_text(char *text)
{
	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++)
		if (!texts[i]) {
			texts[i] = text;
			return text;
		}
	fail_msg("more texts alive than the test ever holds");
	return text;
}

static void free_text(char *text)
{
	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++)
		if (texts[i] == text)
			texts[i] = NULL;
	free(text);
}

static int teardown(void **state)
{
	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		free(texts[i]);
		texts[i] = NULL;
	}
	return sp_teardown(state);
}

/* The export, in a buffer of its own (count-then-fill). */
static char *export_text(const uno_game *g)
{
	int n = uno_game_log_export(g, NULL, 0);
	assert_true(n > 0);
	char *text = keep_text(malloc((size_t)n + 1));
	assert_non_null(text);
	assert_int_equal(uno_game_log_export(g, text, (size_t)n + 1), n);
	assert_int_equal(strlen(text), n);
	return text;
}

/* Replays text and checks the result is the game; returns the lines. */
static void replay_equals(const uno_game *g, const char *text)
{
	uno_game *r = NULL;
	int bad = -1;
	int rc = uno_game_replay(&r, text, strlen(text), NULL, NULL, &bad);
	if (rc != UNO_OK)
		fail_msg("replay: %s at line %d", uno_strerror(rc), bad);
	sp_keep(r);
	assert_int_equal(bad, 0);
	if (!uno__state_equal(g, r))
		fail_msg("the replayed game differs from the logged one");
	assert_int_equal(uno__check_invariants(r), 0);
	/* The replayed game does not log. */
	assert_int_equal(uno_game_log_length(r), 0);
	sp_drop(r);
}

static int count_lines(const char *text, const char *prefix)
{
	int n = 0;
	size_t len = strlen(prefix);
	for (const char *p = text; *p;) {
		if (strncmp(p, prefix, len) == 0)
			n++;
		const char *nl = strchr(p, '\n');
		if (!nl)
			break;
		p = nl + 1;
	}
	return n;
}

/* Plays steps random steps; returns how many new rounds were dealt. */
static int play_logged(uno_game *g, uint64_t *rng, int steps)
{
	int rounds = 0, seat;
	uno_move m;
	for (int k = 0; k < steps; k++) {
		int what = sp_step(g, rng, &seat, &m);
		if (what == SP_OVER)
			break;
		rounds += what == SP_NEXT_ROUND;
	}
	return rounds;
}

/* How each random game's log begins. */
enum start { START_FIRST, START_AFTER_HOOKS, START_MID_GAME, START_KINDS };

/* One random logged game of a variant: hooks answer, the log starts as
 * asked, the game is played on, exported and replayed. Returns the new
 * rounds played. */
static int logged_game(size_t v, int i, enum start how, long *named)
{
	uint64_t rng = t_mix64(0x10600 + v * 7919 + (uint64_t)i * 31 + (uint64_t)how);
	uno_game *g = sp_game(sp_variants[v], &rng, i % 2 == 0, i % 3 == 0);
	struct auto_hooks h;

	if (how == START_FIRST)
		assert_int_equal(uno_game_log_start(g, LOG_CAP), UNO_OK);
	install_hooks(g, &h, t_mix64(rng));
	if (how == START_AFTER_HOOKS)
		assert_int_equal(uno_game_log_start(g, LOG_CAP), UNO_OK);
	if (how == START_MID_GAME) {
		play_logged(g, &rng, 1 + (int)t_rnd(&rng, 200));
		assert_int_equal(uno_game_log_start(g, LOG_CAP), UNO_OK);
	}
	/* (Begun first, the log may already hold a color the hook named for
	 * a Wild turned up, C-3.) */
	if (how != START_FIRST)
		assert_int_equal(uno_game_log_length(g), 0);
	int rounds = play_logged(g, &rng, STEPS);
	char *text = export_text(g);
	/* A log begun after any move keeps a snapshot; one begun on a fresh
	 * game does not (save.h). */
	if (how == START_MID_GAME)
		assert_int_equal(count_lines(text, "state "), 1);
	if (how == START_FIRST)
		assert_int_equal(count_lines(text, "state "), 0);
	assert_int_equal(count_lines(text, "next"), rounds);
	*named += count_lines(text, "named ");
	replay_equals(g, text);
	free_text(text);
	sp_drop(g);
	return rounds;
}

/* Issue 7 "replay of exported logs gives identical states", DESIGN.md
 * principle 6: for every variant, logs begun on a fresh game, after hooks
 * answered a first decision (C-3: a Wild turned up), and in the middle of
 * the game, replay to the logged game, hooks (C-5, C-7, X-4, CC-3, TM-7,
 * H-5) and named draws included, over new rounds. */
static void test_log_replay_random_games_every_variant(void **state)
{
	(void)state;
	for (size_t v = 0; v < SP_NVARIANTS; v++) {
		long rounds = 0, named = 0;
		for (int i = 0; i < GAMES; i++)
			for (int how = 0; how < START_KINDS; how++)
				rounds += logged_game(v, i, (enum start)how, &named);
		/* The run went through new rounds and named draws. */
		assert_true(rounds > 0);
		assert_true(named > 0);
	}
}

/* A scripted deck of a variant in a random order: with PARTIAL some cards
 * left out, with TOP_AS_IS the first discard placed as is (a wild there
 * with a color, or without one). */
static uno_game *random_scripted(size_t v, uint64_t *rng, unsigned flags)
{
	uno_rules *r = sp_rules(sp_variants[v], rng, true, true);
	uno_card deck[UNO_MAX_DECK], dark[UNO_MAX_DECK], both[2 * UNO_MAX_DECK];
	int n = uno_rules_deck(r, deck, UNO_MAX_DECK), players = sp_players(r, rng), hand = 0;
	bool sided = uno_rules_sides(r) == 2;
	uno_game *g = NULL;

	assert_int_equal(uno_rules_get(r, UNO_OPT_HAND_SIZE, &hand), UNO_OK);
	for (int i = n - 1; i > 0; i--) {
		int j = (int)t_rnd(rng, (uint32_t)i + 1);
		uno_card t = deck[i];
		deck[i] = deck[j];
		deck[j] = t;
	}
	/* Two-sided cards: each light face with a dark face drawn at random
	 * (the host's pairing, FL-3). */
	if (sided) {
		assert_int_equal(uno_rules_deck_side(r, 1, dark, UNO_MAX_DECK), n);
		for (int i = n - 1; i > 0; i--) {
			int j = (int)t_rnd(rng, (uint32_t)i + 1);
			uno_card t = dark[i];
			dark[i] = dark[j];
			dark[j] = t;
		}
	}
	if (flags & UNO_SCRIPT_PARTIAL) {
		int need = players * hand + 1;
		n = need + (int)t_rnd(rng, (uint32_t)(n - need) + 1);
	}
	int top = players * hand;
	if ((flags & UNO_SCRIPT_TOP_AS_IS) && uno_kind_is_wild(deck[top].kind) && t_rnd(rng, 2))
		deck[top].color = (uint8_t)t_rnd(rng, 4);
	for (int i = 0; sided && i < n; i++) {
		both[2 * i] = deck[i];
		both[2 * i + 1] = dark[i];
	}
	int rc = uno_game_new_scripted(&g, r, players, t_mix64(*rng), sided ? both : deck,
				       (size_t)(sided ? 2 * n : n), -1, flags, NULL, NULL);
	uno_rules_free(r);
	if (rc != UNO_OK)
		fail_msg("scripted %s: %s", sp_variants[v], uno_strerror(rc));
	return sp_keep(g);
}

/* save.h: a scripted game's log holds `dealer`, `flags` and `deck`, and
 * replays from that deck (UNO_SCRIPT_PARTIAL and UNO_SCRIPT_TOP_AS_IS, a
 * wild on top with its named color), every variant, hooks answering. */
static void test_log_replay_scripted_games_every_variant(void **state)
{
	(void)state;
	static const unsigned flag_sets[] = { 0, UNO_SCRIPT_PARTIAL, UNO_SCRIPT_TOP_AS_IS,
					      UNO_SCRIPT_PARTIAL | UNO_SCRIPT_TOP_AS_IS };
	for (size_t v = 0; v < SP_NVARIANTS; v++)
		for (int i = 0; i < GAMES; i++) {
			uint64_t rng = t_mix64(0x5c819 + v * 1000 + (uint64_t)i);
			unsigned flags = flag_sets[i % 4];
			uno_game *g = random_scripted(v, &rng, flags);
			struct auto_hooks h;
			assert_int_equal(uno_game_log_start(g, LOG_CAP), UNO_OK);
			install_hooks(g, &h, rng);
			play_logged(g, &rng, STEPS / 2);
			char *text = export_text(g);
			char expect[32];
			snprintf(expect, sizeof expect, "flags %u\n", flags);
			if (strstr(text, "state ") == NULL) {
				assert_non_null(strstr(text, expect));
				assert_int_equal(count_lines(text, "deck "), 1);
				assert_int_equal(count_lines(text, "dealer "), 1);
			}
			replay_equals(g, text);
			free_text(text);
			sp_drop(g);
		}
}

/* ------------------------------------------------------------------------
 * The exact text.
 */

struct name_once {
	int armed;
	uno_card card;
};

static int name_armed(const uno_game *g, int seat, uno_card *card, void *user)
{
	struct name_once *n = user;
	(void)g;
	(void)seat;
	if (!n->armed)
		return 1;
	n->armed = 0;
	*card = n->card;
	return 0;
}

/* A short scripted Classic game: two seats, two cards each. */
static uno_game *short_game(struct name_once *names)
{
	uno_rules *r = t_rules("classic", UNO_OPT_HAND_SIZE, 2, UNO_OPT_CHALLENGER_SKIPPED, 1, -1);
	uno_card deck[16];
	size_t n = t_cards("R1 G2 R3 B4 R5 R6 R7 B9 Y1 Y2", deck, 16);
	uno_game *g = NULL;
	uno_hooks hooks;

	assert_int_equal(uno_game_new_scripted(&g, r, 2, 42, deck, n, -1, UNO_SCRIPT_PARTIAL,
					       NULL, NULL), UNO_OK);
	uno_rules_free(r);
	sp_keep(g);
	memset(&hooks, 0, sizeof hooks);
	hooks.size = sizeof hooks;
	hooks.draw = name_armed;
	memset(names, 0, sizeof *names);
	assert_int_equal(uno_game_set_hooks(g, &hooks, names), UNO_OK);
	return g;
}

static const char short_log[] =
	"# libuno game log 1\n"
	"variant classic\n"
	"players 2\n"
	"seed 42\n"
	"option hand_size 2\n"
	"option challenger_skipped 1\n"
	"dealer 1\n"
	"flags 1\n"
	"deck R1 G2 R3 B4 R5 R6 R7 B9 Y1 Y2\n"
	"0 R3\n"
	"1 catch 0\n"
	"named 0 Y1\n"
	"1 draw\n"
	"0 R7\n"
	"1 draw\n"
	"0 R6!\n"
	"1 draw\n"
	"0 R1\n"
	"next\n";

/* The moves of short_log. */
static void play_short_game(uno_game *g, struct name_once *names)
{
	t_apply(g, 0, "R3"); /* G-6: no call, seat 0 is exposed */
	t_apply(g, 1, "catch 0");
	assert_string_equal(t_hand(g, 0), "R1 R6 R7");
	names->armed = 1;
	names->card = (uno_card){ UNO_ONE, UNO_YELLOW };
	t_apply(g, 1, "draw"); /* the draw hook names Y1 over B9 */
	assert_string_equal(t_hand(g, 1), "Y1 G2 B4");
	t_apply(g, 0, "R7");
	t_apply(g, 1, "draw");
	t_apply(g, 0, "R6!");
	t_apply(g, 1, "draw");
	t_apply(g, 0, "R1");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	assert_int_equal(uno_game_next_round(g), UNO_OK);
}

/* save.h, the export: the header lines (variant, players, seed, an
 * `option name value` line per option away from its default, for a
 * scripted game dealer, flags and deck) and one line per entry: `SEAT
 * MOVE` in move notation (a G-6 call as `!`, a catch), `named N CARD`
 * before the move whose N-th drawn card the draw hook named, `next` for a
 * new round. Exactly this text; and it replays to the game. */
static void test_log_export_exact_text(void **state)
{
	(void)state;
	struct name_once names;
	uno_game *g = short_game(&names);

	assert_int_equal(uno_game_log_start(g, 64), UNO_OK);
	play_short_game(g, &names);
	/* Eight moves, a named card, a new round. */
	assert_int_equal(uno_game_log_length(g), 10);
	char *text = export_text(g);
	assert_string_equal(text, short_log);
	replay_equals(g, text);

	/* snprintf-like: a short buffer holds the start, NUL-terminated. */
	char small[20];
	memset(small, 'x', sizeof small);
	assert_int_equal(uno_game_log_export(g, small, sizeof small), (int)strlen(short_log));
	assert_int_equal(small[19], 0);
	assert_memory_equal(small, short_log, 19);
	assert_int_equal(uno_game_log_export(g, small, 1), (int)strlen(short_log));
	assert_int_equal(small[0], 0);
	free_text(text);
	sp_drop(g);
}

/* Replay reads its text as save.h says: comments and blank lines are
 * ignored, spaces around words too, and a prefix of a log (cut after any
 * move line) replays to the game as it was after that move. */
static void test_log_replay_comments_blank_lines_and_prefixes(void **state)
{
	(void)state;
	struct name_once names;
	uno_game *g = short_game(&names);
	uno_game *r = NULL;
	int bad = -1;

	/* Comments, blank lines, extra spaces. */
	const char *spaced =
		"# a comment\n\nvariant classic\n  players 2\nseed 42\noption hand_size 2\n"
		"option challenger_skipped 1\ndealer 1\nflags 1\n"
		"deck R1 G2 R3 B4 R5 R6 R7 B9 Y1 Y2\n\n# the moves\n0   R3  \n";
	t_apply(g, 0, "R3");
	assert_int_equal(uno_game_replay(&r, spaced, strlen(spaced), NULL, NULL, &bad), UNO_OK);
	sp_keep(r);
	assert_int_equal(bad, 0);
	assert_true(uno__state_equal(g, r));
	sp_drop(r);
	sp_drop(g);

	/* Each prefix ending with a move (or next) line. */
	uno_game *ref = short_game(&names);
	static const char *const moves[][2] = {
		{ "0", "R3" }, { "1", "catch 0" }, { NULL, "Y1" }, { "1", "draw" }, { "0", "R7" },
		{ "1", "draw" }, { "0", "R6!" }, { "1", "draw" }, { "0", "R1" }, { NULL, "next" },
	};
	const char *cut = strstr(short_log, "0 R3\n");
	assert_non_null(cut);
	for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
		cut = strchr(cut, '\n') + 1;
		if (moves[i][0]) {
			t_apply(ref, atoi(moves[i][0]), moves[i][1]);
		} else if (strcmp(moves[i][1], "next") == 0) {
			assert_int_equal(uno_game_next_round(ref), UNO_OK);
		} else {
			names.armed = 1;
			assert_int_equal(uno_card_parse(moves[i][1], 2, &names.card), UNO_OK);
			continue; /* a named card belongs to the next move */
		}
		/* The text up to here, without a NUL at its end. */
		size_t len = (size_t)(cut - short_log);
		char *prefix = keep_text(malloc(len));
		assert_non_null(prefix);
		memcpy(prefix, short_log, len);
		assert_int_equal(uno_game_replay(&r, prefix, len, NULL, NULL, &bad), UNO_OK);
		sp_keep(r);
		free_text(prefix);
		if (!uno__state_equal(ref, r))
			fail_msg("the log up to entry %zu replays elsewhere", i);
		sp_drop(r);
	}
	sp_drop(ref);
}

/* save.h: an `option name value` line for each option that differs from
 * the variant's default, and none for the others, for random option mixes
 * of every variant (a named dealer, G-5, included); the replayed game has
 * those options. */
static void test_log_option_lines_for_options_off_default(void **state)
{
	(void)state;
	for (size_t v = 0; v < SP_NVARIANTS; v++)
		for (int i = 0; i < 20; i++) {
			uint64_t rng = t_mix64(0x0b7 + v * 100 + (uint64_t)i);
			uno_rules *rules = sp_rules(sp_variants[v], &rng, true, i % 2 == 0);
			int players = sp_players(rules, &rng);
			uno_game *g = NULL;
			/* G-5: one game in three names its first dealer. */
			if (i % 3 == 0)
				sp_set(rules, UNO_OPT_DEALER, (int)t_rnd(&rng, (uint32_t)players));
			assert_int_equal(uno_game_new(&g, rules, players, t_mix64(rng), NULL, NULL), UNO_OK);
			sp_keep(g);
			uno_rules_free(rules);
			assert_int_equal(uno_game_log_start(g, 16), UNO_OK);
			char *text = export_text(g);
			const uno_rules *r = uno_game_rules(g);
			int off = 0;
			for (int o = 0; o < uno_option_count(); o++) {
				int value, def;
				char line[96];
				if (uno_rules_option_info(r, o, NULL, NULL, &def) != UNO_OK)
					continue;
				assert_int_equal(uno_rules_get(r, o, &value), UNO_OK);
				snprintf(line, sizeof line, "\noption %s %d\n", uno_option_name(o), value);
				if (value != def) {
					off++;
					assert_non_null(strstr(text, line));
				} else {
					assert_null(strstr(text, line));
				}
			}
			assert_int_equal(count_lines(text, "option "), off);
			replay_equals(g, text);
			free_text(text);
			sp_drop(g);
		}
}

/* A draw hook that names the draw pile's cards from the bottom up, one per
 * call (read from the state: a host dealing from a physical deck could
 * name any). The hook sees the game as it was before the move (hooks.h),
 * so the n-th call names the n-th card from the bottom of that pile. */
static int name_bottom(const uno_game *g, int seat, uno_card *card, void *user)
{
	int *calls = user;
	(void)seat;
	if (*calls >= g->s.ndraw)
		return 1;
	*card = uno__face_card(g->s.piles[(*calls)++]);
	return 0;
}

/* H-2, save.h "named N CARD": with draw_until_playable one draw move may
 * take many cards, and a draw hook may name every one of them; the log
 * records each, and replays them all (here 69 cards named in one move). */
static void test_log_replay_many_named_cards_in_one_draw_H_2(void **state)
{
	(void)state;
	char unplayable[1024] = "";
	const char *colors = "YGB";
	/* Every yellow, green and blue card of Classic but the fives and the
	 * wilds: none of them plays on R5. */
	for (int c = 0; c < 3; c++)
		for (int k = 0; k <= 12; k++) {
			static const char *const sym[] = { "0", "1", "2", "3", "4", "5", "6", "7",
							   "8", "9", "S", "R", "D2" };
			if (k == 5)
				continue;
			for (int copy = 0; copy < (k == 0 ? 1 : 2); copy++) {
				size_t len = strlen(unplayable);
				snprintf(unplayable + len, sizeof unplayable - len, " %c%s", colors[c],
					 sym[k]);
			}
		}
	char draw[1100];
	snprintf(draw, sizeof draw, "R2%s", unplayable);
	uno_rules *r = t_rules("classic", UNO_OPT_DRAW_UNTIL_PLAYABLE, 1, -1);
	uno_game *g = sp_keep(t_game("classic", r, 2, -1, (const char *[]){ "R1", "R3" }, "R5", draw,
				     false));
	uno_rules_free(r);
	uno_hooks hooks;
	memset(&hooks, 0, sizeof hooks);
	hooks.size = sizeof hooks;
	hooks.draw = name_bottom;
	assert_int_equal(uno_game_log_start(g, 256), UNO_OK);
	int calls = 0;
	assert_int_equal(uno_game_set_hooks(g, &hooks, &calls), UNO_OK);
	t_apply(g, 0, "draw");
	/* The unplayable cards came first (named from the bottom), then R2. */
	assert_int_equal(uno_game_hand_size(g, 0), 71);
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	char *text = export_text(g);
	assert_int_equal(count_lines(text, "named "), 69);
	replay_equals(g, text);
	free_text(text);
	sp_drop(g);
}

/* ------------------------------------------------------------------------
 * Log states and errors.
 */

/* save.h: a log keeps capacity entries; when more come, export says so
 * (UNO_ENOSPC) and the length stays at the capacity. Without a log (never
 * started, or stopped) export is UNO_ESTATE and the length 0. A new start
 * replaces the log. */
static void test_log_full_stopped_and_missing(void **state)
{
	(void)state;
	uno_game *g = sp_keep(t_game("classic", NULL, 2, -1, (const char *[]){ "R1 G2 R3", "G1 G2 G3" },
				     "R5", "B1 B2 B3 B4", false));
	assert_int_equal(uno_game_log_export(g, NULL, 0), UNO_ESTATE);
	assert_int_equal(uno_game_log_length(g), 0);

	assert_int_equal(uno_game_log_start(g, 3), UNO_OK);
	t_apply(g, 0, "R1");
	t_apply(g, 1, "G1");
	t_apply(g, 0, "G2");
	assert_int_equal(uno_game_log_length(g), 3);
	assert_true(uno_game_log_export(g, NULL, 0) > 0);
	t_apply(g, 1, "G3"); /* one entry too many */
	assert_int_equal(uno_game_log_length(g), 3);
	char buf[512];
	assert_int_equal(uno_game_log_export(g, buf, sizeof buf), UNO_ENOSPC);
	assert_int_equal(uno_game_log_export(g, NULL, 0), UNO_ENOSPC);

	uno_game_log_stop(g);
	assert_int_equal(uno_game_log_length(g), 0);
	assert_int_equal(uno_game_log_export(g, buf, sizeof buf), UNO_ESTATE);

	/* Started again, after moves: empty, with a snapshot to replay from. */
	assert_int_equal(uno_game_log_start(g, 3), UNO_OK);
	assert_int_equal(uno_game_log_length(g), 0);
	char *text = export_text(g);
	assert_int_equal(count_lines(text, "state "), 1);
	replay_equals(g, text);
	free_text(text);
	sp_drop(g);
}

/* save.h: replay refuses text that is not a log with UNO_EPARSE and the
 * 1-based line that failed; a move the game refuses gives the move's own
 * status (G-10: UNO_EILLEGAL, UNO_ETURN, UNO_EINVAL for a seat beyond the
 * table) with its line. */
static void test_log_replay_errors_name_the_line(void **state)
{
	(void)state;
	struct {
		const char *find, *replace; /* in short_log */
		int status, line;
	} cases[] = {
		{ "1 catch 0\n", "1 catch 0\nhello world\n", UNO_EPARSE, 12 },
		{ "0 R3\n", "0 R9\n", UNO_EILLEGAL, 10 },          /* not in hand */
		{ "0 R3\n", "1 draw\n", UNO_ETURN, 10 },          /* seat 0 plays */
		{ "0 R3\n", "0 R3 R4\n", UNO_EPARSE, 10 },
		{ "0 R3\n", "0 Q3\n", UNO_EPARSE, 10 },
		{ "0 R3\n", "twelve R3\n", UNO_EPARSE, 10 },
		{ "0 R3\n", "12 R3\n", UNO_EPARSE, 10 },
		{ "0 R3\n", "5 R3\n", UNO_EINVAL, 10 },           /* no seat 5 */
		{ "1 draw\n0 R7", "1 draw\n0 R7\n0 R6", UNO_ETURN, 15 },
		{ "named 0 Y1\n", "named x Y1\n", UNO_EPARSE, 12 },
		{ "named 0 Y1\n", "named 0 Q1\n", UNO_EPARSE, 12 },
		{ "next\n", "next round\n", UNO_EPARSE, 19 },
		{ "players 2\n", "players 11\n", UNO_EPARSE, 3 },
		{ "deck R1", "deck Q1", UNO_EPARSE, 9 },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char text[1024];
		const char *at = strstr(short_log, cases[i].find);
		assert_non_null(at);
		size_t head = (size_t)(at - short_log);
		snprintf(text, sizeof text, "%.*s%s%s", (int)head, short_log, cases[i].replace,
			 at + strlen(cases[i].find));
		uno_game *r = (uno_game *)&r;
		int bad = -1;
		int rc = uno_game_replay(&r, text, strlen(text), NULL, NULL, &bad);
		if (rc != cases[i].status || bad != cases[i].line)
			fail_msg("case %zu: %s at line %d, expected %s at line %d", i,
				 uno_strerror(rc), bad, uno_strerror(cases[i].status), cases[i].line);
		assert_null(r);
	}
}

/* Replay of headers that name no game: an unknown variant, a player count
 * the variant refuses (P-1), an empty text; and of a `state` line that is
 * not hex, has an odd length, or is not a saved game. */
/* The line of text that starts with prefix (1-based), or 0. */
static int line_of(const char *text, const char *prefix)
{
	int line = 1;
	size_t len = strlen(prefix);
	for (const char *p = text; *p; line++) {
		if (strncmp(p, prefix, len) == 0)
			return line;
		const char *nl = strchr(p, '\n');
		if (!nl)
			break;
		p = nl + 1;
	}
	return 0;
}

/* Replays text and expects it refused as not a valid log at that line. */
static void replay_refused_at(const char *text, int line)
{
	uno_game *r = (uno_game *)&r;
	int bad = -1;
	assert_int_equal(uno_game_replay(&r, text, strlen(text), NULL, NULL, &bad), UNO_EPARSE);
	assert_null(r);
	assert_int_equal(bad, line);
}

/* save.h: a seed is 64 bits; one that does not fit is refused, never
 * saturated to 2^64-1 (which would replay another game). */
static void test_log_replay_refuses_seeds_past_64_bits(void **state)
{
	(void)state;
	uno_game *r = NULL;
	int bad = -1;
	const char *max = "variant classic\nplayers 2\nseed 18446744073709551615\n";
	assert_int_equal(uno_game_replay(&r, max, strlen(max), NULL, NULL, &bad), UNO_OK);
	sp_keep(r);
	uno_game *g = NULL;
	assert_int_equal(uno_game_new(&g, sp_base("classic"), 2, UINT64_MAX, NULL, NULL), UNO_OK);
	sp_keep(g);
	assert_true(uno__state_equal(g, r));

	static const char *const bad_seeds[] = {
		"18446744073709551616", "99999999999999999999", "184467440737095516150",
		"-1", "+5", "1 2", "0x10", "",
	};
	for (size_t i = 0; i < sizeof bad_seeds / sizeof bad_seeds[0]; i++) {
		char text[128];
		snprintf(text, sizeof text, "variant classic\nplayers 2\nseed %s\n0 draw\n",
			 bad_seeds[i]);
		replay_refused_at(text, 3);
	}
}

/* save.h "named N CARD": a name that no draw of the next entry takes from
 * the pile (an ordinal past its draws, a card not in the pile, or names
 * with no entry after them) is refused, not ignored. */
static void test_log_replay_refuses_names_that_match_nothing(void **state)
{
	(void)state;
	const char *hands[] = { "R1 R2", "R3 R4" };
	uno_game *g = sp_keep(t_game("classic", NULL, 2, -1, hands, "R5", "G7 G8 Y9 B1", false));
	uno_hooks hooks;
	int calls = 0;

	memset(&hooks, 0, sizeof hooks);
	hooks.size = sizeof hooks;
	hooks.draw = name_bottom;
	assert_int_equal(uno_game_log_start(g, 64), UNO_OK);
	assert_int_equal(uno_game_set_hooks(g, &hooks, &calls), UNO_OK);
	t_apply(g, 0, "draw"); /* names B1, the bottom card */
	char *text = export_text(g);
	assert_int_equal(count_lines(text, "named 0 B1"), 1);
	replay_equals(g, text);
	int named_line = line_of(text, "named ");

	char spoiled[4096];
	char *at = strstr(text, "named 0 B1");
	size_t head = (size_t)(at - text);
	/* An ordinal the draw move never reaches. */
	snprintf(spoiled, sizeof spoiled, "%.*snamed 3 B1%s", (int)head, text, at + 10);
	replay_refused_at(spoiled, named_line);
	/* A card that is not in the pile (seat 1 holds it). */
	snprintf(spoiled, sizeof spoiled, "%.*snamed 0 R3%s", (int)head, text, at + 10);
	replay_refused_at(spoiled, named_line);
	/* Names at the end, with no entry to take them. */
	snprintf(spoiled, sizeof spoiled, "%snamed 0 G8\n", text);
	replay_refused_at(spoiled, line_of(text, "0 draw") + 1);
}

static void test_log_replay_bad_headers_and_state(void **state)
{
	(void)state;
	uno_game *r = (uno_game *)&r;
	int bad = -1;

	const char *unknown = "variant nope\nplayers 2\nseed 1\n";
	assert_int_equal(uno_game_replay(&r, unknown, strlen(unknown), NULL, NULL, &bad),
			 UNO_EPARSE);
	assert_null(r);
	assert_true(bad > 0);
	const char *partners = "variant partners\nplayers 3\nseed 1\n";
	assert_int_equal(uno_game_replay(&r, partners, strlen(partners), NULL, NULL, &bad),
			 UNO_EPARSE);
	assert_int_equal(uno_game_replay(&r, "", 0, NULL, NULL, &bad), UNO_EPARSE);
	assert_null(r);
	/* A header alone is a game with no moves. */
	const char *fresh = "variant express\nplayers 3\nseed 17\n";
	assert_int_equal(uno_game_replay(&r, fresh, strlen(fresh), NULL, NULL, &bad), UNO_OK);
	sp_keep(r);
	uno_game *g = NULL;
	assert_int_equal(uno_game_new(&g, sp_base("express"), 3, 17, NULL, NULL), UNO_OK);
	sp_keep(g);
	assert_true(uno__state_equal(g, r));
	sp_drop(r);

	/* A log with a snapshot; then its hex spoiled three ways. */
	uint64_t rng = 3;
	sp_play(g, &rng, 20);
	assert_int_equal(uno_game_log_start(g, 64), UNO_OK);
	sp_play(g, &rng, 5);
	char *text = export_text(g);
	replay_equals(g, text);
	int state_line = 1;
	char *st = strstr(text, "\nstate ");
	assert_non_null(st);
	for (char *p = text; p <= st; p++)
		state_line += *p == '\n';
	char *hex = st + 7;

	char saved = hex[10];
	hex[10] = 'g';
	assert_int_equal(uno_game_replay(&r, text, strlen(text), NULL, NULL, &bad), UNO_EPARSE);
	assert_int_equal(bad, state_line);
	hex[10] = saved;

	/* Odd length: one hex digit dropped. */
	char *odd = keep_text(malloc(strlen(text) + 1));
	assert_non_null(odd);
	size_t at = (size_t)(hex - text) + 4;
	memcpy(odd, text, at);
	strcpy(odd + at, text + at + 1);
	assert_int_equal(uno_game_replay(&r, odd, strlen(odd), NULL, NULL, &bad), UNO_EPARSE);
	assert_int_equal(bad, state_line);
	free_text(odd);

	/* Well-formed hex that is not a saved game (the magic spoiled). */
	hex[0] = hex[0] == '0' ? '1' : '0';
	assert_int_equal(uno_game_replay(&r, text, strlen(text), NULL, NULL, &bad), UNO_EPARSE);
	assert_true(bad > 0);
	assert_null(r);
	free_text(text);
	sp_drop(g);

	/* NULL arguments. */
	assert_int_equal(uno_game_replay(NULL, fresh, strlen(fresh), NULL, NULL, &bad), UNO_EINVAL);
	assert_int_equal(uno_game_replay(&r, NULL, 5, NULL, NULL, &bad), UNO_EINVAL);
	assert_int_equal(bad, 0);
	assert_int_equal(uno_game_replay(&r, fresh, strlen(fresh), NULL, NULL, NULL), UNO_OK);
	sp_keep(r);
	sp_drop(r);
}

/* ------------------------------------------------------------------------
 * Clones, loaded games, memory.
 */

/* save.h "Clones and loaded games start without a log": neither logs, and
 * moves on a clone do not reach the original's log. */
static void test_log_clones_and_loaded_games_have_none(void **state)
{
	(void)state;
	uint64_t rng = 9;
	uno_game *g = sp_game("classic", &rng, false, false);
	uno_game *c = NULL, *l = NULL;
	uint8_t buf[UNO_SAVE_MAX];

	assert_int_equal(uno_game_log_start(g, 256), UNO_OK);
	sp_play(g, &rng, 10);
	int before = uno_game_log_length(g);
	assert_true(before > 0);
	assert_int_equal(uno_game_clone(&c, g), UNO_OK);
	sp_keep(c);
	assert_int_equal(uno_game_log_length(c), 0);
	assert_int_equal(uno_game_log_export(c, NULL, 0), UNO_ESTATE);
	sp_play(c, &rng, 10);
	assert_int_equal(uno_game_log_length(c), 0);
	assert_int_equal(uno_game_log_length(g), before);

	int n = uno_game_save(g, buf, sizeof buf);
	assert_int_equal(uno_game_load(&l, buf, (size_t)n, NULL, NULL), UNO_OK);
	sp_keep(l);
	assert_int_equal(uno_game_log_length(l), 0);
	assert_int_equal(uno_game_log_export(l, NULL, 0), UNO_ESTATE);
	char *text = export_text(g);
	replay_equals(g, text);
	free_text(text);
	sp_drop(l);
	sp_drop(c);
	sp_drop(g);
}

/* A clone takes its original's history: a log started on a clone of a
 * game in progress replays to the clone. */
static void test_log_started_on_a_clone_replays_to_it(void **state)
{
	(void)state;
	uint64_t rng = 19;
	uno_game *g = sp_game("casting-call", &rng, true, false);
	uno_game *c = NULL;
	sp_play(g, &rng, 40);
	assert_int_equal(uno_game_clone(&c, g), UNO_OK);
	sp_keep(c);
	assert_int_equal(uno_game_log_start(c, 512), UNO_OK);
	sp_play(c, &rng, 60);
	char *text = export_text(c);
	replay_equals(c, text);
	free_text(text);
	sp_drop(c);
	sp_drop(g);
}

/* A clone of a scripted game not yet moved keeps the scripted deck (in
 * its own memory: the original is gone when its log starts), and its log
 * replays from that deck. */
static void test_log_of_a_fresh_scripted_clone_replays_from_its_deck(void **state)
{
	(void)state;
	for (size_t v = 0; v < SP_NVARIANTS; v++) {
		uint64_t rng = t_mix64(0xc10e + v);
		uno_game *g = random_scripted(v, &rng, UNO_SCRIPT_PARTIAL);
		uno_game *c = NULL;
		assert_int_equal(uno_game_clone(&c, g), UNO_OK);
		sp_drop(g);
		sp_keep(c);
		assert_int_equal(uno_game_log_start(c, LOG_CAP), UNO_OK);
		play_logged(c, &rng, STEPS / 4);
		char *text = export_text(c);
		assert_null(strstr(text, "state "));
		assert_int_equal(count_lines(text, "deck "), 1);
		replay_equals(c, text);
		free_text(text);
		sp_drop(c);
	}
}

/* save.h "The result is identical to the logged game at its last entry",
 * for a game loaded from a save: its log must start from the loaded
 * position, not from a fresh game. */
static void test_log_started_on_a_loaded_game_replays_to_it(void **state)
{
	(void)state;
	uint64_t rng = 29;
	uno_game *g = sp_game("classic", &rng, false, false);
	uno_game *l = NULL;
	uint8_t buf[UNO_SAVE_MAX];

	sp_play(g, &rng, 30);
	int n = uno_game_save(g, buf, sizeof buf);
	assert_int_equal(uno_game_load(&l, buf, (size_t)n, NULL, NULL), UNO_OK);
	sp_keep(l);
	assert_int_equal(uno_game_log_start(l, 512), UNO_OK);
	sp_play(l, &rng, 30);
	char *text = export_text(l);
	replay_equals(l, text);
	free_text(text);
	sp_drop(l);
	sp_drop(g);
}

/* The same for a determinized game (view.h): a log started after the
 * hidden cards were resampled must replay to the resampled game. */
static void test_log_started_on_a_determinized_game_replays_to_it(void **state)
{
	(void)state;
	uint64_t rng = 31;
	uno_game *g = sp_game("classic", &rng, false, false);
	assert_int_equal(uno_game_determinize(g, 0, 1234), UNO_OK);
	assert_int_equal(uno_game_log_start(g, 512), UNO_OK);
	sp_play(g, &rng, 30);
	char *text = export_text(g);
	replay_equals(g, text);
	free_text(text);
	sp_drop(g);
}

/* A hook may read the game but not change it: starting or stopping a log
 * from a hook is refused (UNO_EBUSY) or ignored. */
struct busy {
	int start_rc, tried;
};

static void busy_event(const uno_game *g, const uno_event *ev, void *user)
{
	struct busy *b = user;
	(void)ev;
	if (b->tried)
		return;
	b->tried = 1;
	b->start_rc = uno_game_log_start((uno_game *)g, 8);
	uno_game_log_stop((uno_game *)g);
}

static void test_log_start_from_a_hook_is_busy(void **state)
{
	(void)state;
	uno_game *g = sp_keep(t_game("classic", NULL, 2, -1, (const char *[]){ "R1 R2", "G1 G2" }, "R5",
				     "B1 B2", false));
	struct busy b = { 0, 0 };
	uno_hooks hooks;
	memset(&hooks, 0, sizeof hooks);
	hooks.size = sizeof hooks;
	hooks.event = busy_event;
	assert_int_equal(uno_game_log_start(g, 8), UNO_OK);
	assert_int_equal(uno_game_set_hooks(g, &hooks, &b), UNO_OK);
	t_apply(g, 0, "R1");
	assert_int_equal(b.tried, 1);
	assert_int_equal(b.start_rc, UNO_EBUSY);
	/* The log survived the hook's stop and holds the move. */
	assert_int_equal(uno_game_log_length(g), 1);
	sp_drop(g);
}

/* G-10 on the log calls. */
static void test_log_bad_arguments_G_10(void **state)
{
	(void)state;
	uint64_t rng = 1;
	uno_game *g = sp_game("classic", &rng, false, false);
	char buf[8];
	assert_int_equal(uno_game_log_start(NULL, 8), UNO_EINVAL);
	assert_int_equal(uno_game_log_start(g, 0), UNO_EINVAL);
	assert_int_equal(uno_game_log_length(NULL), UNO_EINVAL);
	assert_int_equal(uno_game_log_export(NULL, buf, sizeof buf), UNO_EINVAL);
	assert_int_equal(uno_game_log_start(g, 8), UNO_OK);
	assert_int_equal(uno_game_log_export(g, NULL, 5), UNO_EINVAL);
	uno_game_log_stop(NULL);
	uno_game_log_stop(g);
	uno_game_log_stop(g);
	assert_int_equal(uno_game_log_export(g, buf, sizeof buf), UNO_ESTATE);
	sp_drop(g);
}

/* DESIGN.md principle 7 "all memory is taken at creation": the log is one
 * allocation when started (through the game's allocator) and nothing more
 * while whole rounds are played with hooks and exported; a new start
 * replaces it (one allocation, one free); a failed start (UNO_ENOMEM)
 * keeps the log the game had; stopping and freeing give everything back.
 * Replay too leaves nothing behind when an allocation fails. */
static void test_log_allocates_once_and_nothing_while_playing(void **state)
{
	(void)state;
	struct sp_counter c;
	struct auto_hooks h;
	uno_game *g = NULL;
	uint64_t rng = 77;

	memset(&c, 0, sizeof c);
	assert_int_equal(uno_game_new(&g, sp_base("casting-call"), 4, 5, sp_alloc, &c), UNO_OK);
	/* Hooks take their event queue and draw scratch when installed. */
	install_hooks(g, &h, 3);
	long base = c.allocs;
	assert_int_equal(uno_game_log_start(g, 4096), UNO_OK);
	assert_int_equal(c.allocs, base + 1);
	play_logged(g, &rng, 2000);
	int len = uno_game_log_length(g);
	assert_true(len > 100);
	char *text = export_text(g);
	assert_int_equal(c.allocs, base + 1);
	assert_int_equal(c.frees, 0);

	/* A failed start keeps the log. */
	c.fail_at = c.calls + 1;
	assert_int_equal(uno_game_log_start(g, 16), UNO_ENOMEM);
	c.fail_at = 0;
	assert_int_equal(uno_game_log_length(g), len);
	char *again = export_text(g);
	assert_string_equal(text, again);
	free_text(again);

	/* A new start replaces it. */
	assert_int_equal(uno_game_log_start(g, 16), UNO_OK);
	assert_int_equal(c.allocs, base + 2);
	assert_int_equal(c.frees, 1);
	assert_int_equal(uno_game_log_length(g), 0);
	uno_game_log_stop(g);
	assert_int_equal(c.frees, 2);
	uno_game_free(g);
	assert_int_equal(c.nlive, 0);
	assert_int_equal(c.bad, 0);

	/* Replay through the counting allocator, failing each request in
	 * turn: UNO_ENOMEM and nothing left, until it succeeds. */
	for (long fail = 1;; fail++) {
		uno_game *r = (uno_game *)&r;
		int bad = -1;
		memset(&c, 0, sizeof c);
		c.fail_at = fail;
		int rc = uno_game_replay(&r, text, strlen(text), sp_alloc, &c, &bad);
		if (rc == UNO_OK) {
			uno_game_free(r);
			assert_int_equal(c.nlive, 0);
			assert_true(fail > 1);
			break;
		}
		assert_int_equal(rc, UNO_ENOMEM);
		assert_null(r);
		assert_int_equal(c.nlive, 0);
		assert_true(fail < 10);
	}
	free_text(text);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_log_replay_random_games_every_variant, teardown),
		cmocka_unit_test_teardown(test_log_replay_scripted_games_every_variant, teardown),
		cmocka_unit_test_teardown(test_log_export_exact_text, teardown),
		cmocka_unit_test_teardown(test_log_replay_comments_blank_lines_and_prefixes, teardown),
		cmocka_unit_test_teardown(test_log_option_lines_for_options_off_default, teardown),
		cmocka_unit_test_teardown(test_log_replay_many_named_cards_in_one_draw_H_2, teardown),
		cmocka_unit_test_teardown(test_log_full_stopped_and_missing, teardown),
		cmocka_unit_test_teardown(test_log_replay_errors_name_the_line, teardown),
		cmocka_unit_test_teardown(test_log_replay_bad_headers_and_state, teardown),
		cmocka_unit_test_teardown(test_log_replay_refuses_seeds_past_64_bits, teardown),
		cmocka_unit_test_teardown(test_log_replay_refuses_names_that_match_nothing, teardown),
		cmocka_unit_test_teardown(test_log_clones_and_loaded_games_have_none, teardown),
		cmocka_unit_test_teardown(test_log_started_on_a_clone_replays_to_it, teardown),
		cmocka_unit_test_teardown(test_log_of_a_fresh_scripted_clone_replays_from_its_deck,
					  teardown),
		cmocka_unit_test_teardown(test_log_started_on_a_loaded_game_replays_to_it, teardown),
		cmocka_unit_test_teardown(test_log_started_on_a_determinized_game_replays_to_it, teardown),
		cmocka_unit_test_teardown(test_log_start_from_a_hook_is_busy, teardown),
		cmocka_unit_test_teardown(test_log_bad_arguments_G_10, teardown),
		cmocka_unit_test_teardown(test_log_allocates_once_and_nothing_while_playing, teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
