/*
 * bench-baseline: the yardstick for the library's figures. One-round games
 * of Classic UNO (4 players unless --players says otherwise) played by the
 * reference policy in a plain loop written for this purpose, without
 * libuno: no API, no move lists, no checks, no events, no hooks, no
 * options, one variant with its rules written straight into the code. What
 * a game costs in the library beyond the rules themselves is the library's
 * figure divided by this one, measured on the same machine in the same run.
 *
 * It does the same work per game as the library's reference playout
 * (bench/README.md "The policy and the unit"): the dealer drawn by lot from
 * a shuffled deck (C-2), the deck shuffled again and dealt, the first
 * discard turned (C-3); then the seat to play plays a card chosen uniformly
 * among the distinct cards it may play (a wild's color uniform, UNO always
 * called, so never caught), or draws one and plays it when it can; a
 * Wild Draw Four is challenged or accepted uniformly (C-7); the pile is
 * reshuffled when it runs out, a blocked round ends (G-4) and the round is
 * scored (G-8). The generators, and the order in which they are asked, are
 * the library's (doc/rules.md "The generator"): the game's from the seed,
 * the players' from ~seed as bench/playouts seeds uno_game_playout(). So a
 * seed plays here the very game it plays in playouts' builtin.reference
 * mode, and moves per game are the same number (--games N in both).
 *
 * A game is counted from its seed to its score; figures: games/s, moves/s
 * and moves per game, each the median of --runs timed runs. A move is what
 * the library counts as one: a play (with its color), a draw, a pass, a
 * challenge or an accept, the color named for a Wild turned up first.
 *
 * usage: baseline [--runs R] [--seconds S] [--players N] [--games N]
 *                 [--check]
 * With --games N it plays exactly N games once (for valgrind
 * --tool=callgrind --toggle-collect=bench_games, bench/callgrind.py
 * --baseline). --check plays them (100,000 by default) checking after each
 * game that every card of the deck is somewhere, once; it exits 1 if not.
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_rng.h"

/*
 * Cards are faces: a colored card is kind * 4 + color (kinds 0-9, then
 * Skip, Reverse, Draw Two), the two wilds come after. The order is the
 * library's, so "the n-th playable face" is the same card here as there.
 * A hand is a count per face, a mask of the faces held, and a size.
 */
enum {
	SKIP = 10,
	REVERSE = 11,
	DRAW_TWO = 12,
	WILD = 52,
	WILD_DRAW_FOUR = 53,
	FACES = 54,
	DECK = 108,
	HAND = 7,
	MAX_PLAYERS = 10,
	NO_SEAT = -1,
	NO_CARD = -1,
};

/* Bits c, c + 4, ... c + 48: the 13 faces of color c, shifted by c. */
#define COLOR_FACES UINT64_C(0x1111111111111)
#define WILD_FACES (UINT64_C(3) << WILD)

/*
 * Plays of a card just drawn, in a row with no card played from a hand,
 * after which the reference policy keeps what it draws. The library's
 * playout has the same guard (the rules allow a round that loops: nobody
 * can play from hand and the piles hold a few cards that match each other),
 * so the two stay the same game even there.
 */
#define STALL_PLAYS 1000

static uint8_t canonical_deck[DECK]; /* the faces in order, with copies */
static uint8_t copies[FACES];
static uint8_t points[FACES];

static void cards_init(void)
{
	int n = 0;

	for (int f = 0; f < FACES; f++) {
		copies[f] = f < 4 ? 1 : f < WILD ? 2 : 4;
		points[f] = f < 40 ? (uint8_t)(f / 4) : f < WILD ? 20 : 50;
		for (int k = 0; k < copies[f]; k++)
			canonical_deck[n++] = (uint8_t)f;
	}
}

/* ---- the generator (bench_rng.h) ---- */

/* Fisher-Yates from the last position down. The state is copied into
 * locals: the compiler must assume a byte store may change it otherwise. */
static void shuffle(struct bench_rng *state, uint8_t *a, unsigned n)
{
	struct bench_rng s = *state;

	for (unsigned i = n; i > 1; i--) {
		unsigned j = bench_below(&s, i);
		uint8_t t = a[i - 1];
		a[i - 1] = a[j];
		a[j] = t;
	}
	*state = s;
}

/* ---- a round ---- */

struct game {
	struct bench_rng rng;    /* the game's: shuffles, a first card put back */
	struct bench_rng policy; /* the players' choices */
	int players, dealer, current;
	int step;        /* to the next seat: 1 clockwise, players - 1 back */
	int color;       /* the color to match (G-1) */
	int passes;      /* passes in a row, nothing drawn or played (G-4) */
	int last_player; /* the last seat that played a card */
	int drawn_plays; /* plays of a just-drawn card in a row */
	int winner;      /* NO_SEAT while the round is on */
	int score;       /* the winner's points (G-8) */
	long moves;
	int ndraw, ndiscard;
	uint8_t draw[DECK];    /* the top is the last */
	uint8_t discard[DECK]; /* the top is the last */
	uint8_t hand[MAX_PLAYERS][FACES];
	uint64_t held[MAX_PLAYERS];
	int size[MAX_PLAYERS];
};

static inline int next_seat(const struct game *g, int seat)
{
	seat += g->step;
	return seat >= g->players ? seat - g->players : seat;
}

static inline void hand_add(struct game *g, int seat, unsigned face)
{
	g->hand[seat][face]++;
	g->held[seat] |= UINT64_C(1) << face;
	g->size[seat]++;
}

static inline void hand_remove(struct game *g, int seat, unsigned face)
{
	if (--g->hand[seat][face] == 0)
		g->held[seat] &= ~(UINT64_C(1) << face);
	g->size[seat]--;
}

/* G-2: the faces that may go on the pile now; a wild always may. */
static inline uint64_t matching(const struct game *g)
{
	unsigned top = g->discard[g->ndiscard - 1];
	uint64_t same_kind = top < WILD ? UINT64_C(0xf) << (top & ~3u) : 0;

	return WILD_FACES | COLOR_FACES << g->color | same_kind;
}

static inline bool can_draw(const struct game *g)
{
	return g->ndraw > 0 || g->ndiscard > 1;
}

/* G-4: the top card of the draw pile, which is first made again from the
 * discard pile but its top when empty; NO_CARD when there is none. */
static int take_card(struct game *g)
{
	if (g->ndraw == 0) {
		int n = g->ndiscard - 1;
		if (n <= 0)
			return NO_CARD;
		memcpy(g->draw, g->discard, (size_t)n);
		g->discard[0] = g->discard[n];
		g->ndiscard = 1;
		g->ndraw = n;
		shuffle(&g->rng, g->draw, (unsigned)n);
	}
	g->passes = 0;
	return g->draw[--g->ndraw];
}

/* A penalty: as many of n cards as there are. */
static void give(struct game *g, int seat, int n)
{
	while (n-- > 0) {
		int face = take_card(g);
		if (face == NO_CARD)
			return;
		hand_add(g, seat, (unsigned)face);
	}
}

static int hand_points(const struct game *g, int seat)
{
	int sum = 0;

	for (uint64_t m = g->held[seat]; m; m &= m - 1) {
		unsigned f = (unsigned)__builtin_ctzll(m);
		sum += g->hand[seat][f] * points[f];
	}
	return sum;
}

/* G-8: the winner scores the cards left in every other hand. */
static void end_round(struct game *g, int winner)
{
	g->winner = winner;
	g->score = 0;
	for (int p = 0; p < g->players; p++)
		if (p != winner)
			g->score += hand_points(g, p);
}

/* G-4: a blocked round goes to the fewest card points, ties to the first
 * of them in the direction of play after the last seat that played. */
static void end_blocked_round(struct game *g)
{
	int from = g->last_player != NO_SEAT ? g->last_player : g->dealer;
	int best = NO_SEAT, best_points = 0;

	for (int i = 0, p = next_seat(g, from); i < g->players; i++, p = next_seat(g, p)) {
		int sum = hand_points(g, p);
		if (best == NO_SEAT || sum < best_points) {
			best = p;
			best_points = sum;
		}
	}
	end_round(g, best);
}

/* ---- the deal ---- */

/* C-2: the highest number drawn from a shuffled deck deals (other cards
 * count 0); seats tied for it draw again from the same pile. */
static void draw_dealer(struct game *g)
{
	uint8_t pile[DECK];
	bool drawing[MAX_PLAYERS];
	int top = DECK, left = g->players;

	memcpy(pile, canonical_deck, DECK);
	shuffle(&g->rng, pile, DECK);
	for (int p = 0; p < g->players; p++)
		drawing[p] = true;
	while (left > 1) {
		int value[MAX_PLAYERS] = { 0 }, best = -1;
		for (int p = 0; p < g->players; p++) {
			if (!drawing[p])
				continue;
			if (top == 0) {
				/* A lot that long (never seen): the pile again. */
				shuffle(&g->rng, pile, DECK);
				top = DECK;
			}
			unsigned face = pile[--top];
			value[p] = face < 40 ? (int)face / 4 : 0;
			if (value[p] > best)
				best = value[p];
		}
		left = 0;
		for (int p = 0; p < g->players; p++) {
			drawing[p] = drawing[p] && value[p] == best;
			left += drawing[p];
		}
	}
	for (int p = 0; p < g->players; p++)
		if (drawing[p])
			g->dealer = p;
}

/* G-5: a new deck, shuffled, dealt one card at a time from the dealer's
 * left; the rest is the draw pile. */
static void deal(struct game *g)
{
	memcpy(g->draw, canonical_deck, DECK);
	shuffle(&g->rng, g->draw, DECK);
	g->ndraw = DECK;
	memset(g->hand, 0, sizeof g->hand);
	memset(g->held, 0, sizeof g->held);
	memset(g->size, 0, sizeof g->size);
	for (int r = 0; r < HAND; r++)
		for (int k = 1, p = g->dealer; k <= g->players; k++) {
			p = p + 1 == g->players ? 0 : p + 1;
			hand_add(g, p, g->draw[--g->ndraw]);
		}
}

/* C-3: the first discard. A Wild Draw Four goes back at a random place in
 * the pile (then the next is turned); a Wild's color is named by the first
 * player (a move); the other cards act on the first player as if the dealer
 * had played them. */
static void turn_first_card(struct game *g)
{
	unsigned face = 0;

	/* However unlikely, a Wild Draw Four turned up every time stays
	 * after as many tries as there are cards, as in the library. */
	for (int tries = g->ndraw; tries > 0; tries--) {
		face = g->draw[--g->ndraw];
		if (face != WILD_DRAW_FOUR || tries == 1)
			break;
		unsigned at = bench_below(&g->rng, (unsigned)g->ndraw + 1);
		memmove(g->draw + at + 1, g->draw + at, (size_t)g->ndraw - at);
		g->draw[at] = (uint8_t)face;
		g->ndraw++;
	}
	g->discard[0] = (uint8_t)face;
	g->ndiscard = 1;

	int first = next_seat(g, g->dealer);
	g->current = first;
	g->color = (int)(face % 4);
	if (face >= WILD) {
		g->color = (int)bench_pick(&g->policy, 4);
		g->moves++;
		return;
	}
	switch (face / 4) {
	case SKIP:
		g->current = next_seat(g, first);
		break;
	case REVERSE:
		g->step = g->players - 1;
		g->current = g->dealer;
		break;
	case DRAW_TWO:
		give(g, first, 2);
		g->current = next_seat(g, first);
		break;
	}
}

static void new_game(struct game *g, int players, uint64_t seed)
{
	bench_rng_seed(&g->rng, seed);
	bench_rng_seed(&g->policy, ~seed);
	g->players = players;
	g->step = 1;
	g->passes = 0;
	g->last_player = NO_SEAT;
	g->drawn_plays = 0;
	g->winner = NO_SEAT;
	g->score = 0;
	g->moves = 0;
	draw_dealer(g);
	deal(g);
	turn_first_card(g);
}

/* ---- the play ---- */

/* C-7: the seat a Wild Draw Four was played at challenges or accepts,
 * uniformly (the policy's answer to any decision but its own turn). A
 * bluff caught costs the offender the 4 cards; a challenge that fails
 * costs 4 + 2 and the turn. */
static void answer_wild_draw_four(struct game *g, int offender, int victim, bool bluff)
{
	g->moves++;
	bool challenge = bench_pick(&g->policy, 2) == 0;
	if (challenge && bluff) {
		give(g, offender, 4);
		g->current = victim;
		return;
	}
	give(g, victim, challenge ? 6 : 4);
	g->current = next_seat(g, victim);
}

/* A card from the seat's hand onto the pile (with the color named for a
 * wild), and what it does (C-4..C-8, G-7). */
static void play_card(struct game *g, int seat, unsigned face, int color)
{
	/* C-6: a bluff is judged on the hand before the card leaves it. */
	bool bluff = face == WILD_DRAW_FOUR && (g->held[seat] & COLOR_FACES << g->color);

	hand_remove(g, seat, face);
	g->discard[g->ndiscard++] = (uint8_t)face;
	g->passes = 0;
	g->last_player = seat;
	g->color = face < WILD ? (int)(face % 4) : color;
	int next = next_seat(g, seat);
	int kind = face < WILD ? (int)face / 4 : (int)face; /* a wild is its own */

	if (g->size[seat] == 0) {
		/* G-7: the last card's draw still happens, unchallenged. */
		if (kind == DRAW_TWO || kind == WILD_DRAW_FOUR)
			give(g, next, kind == DRAW_TWO ? 2 : 4);
		end_round(g, seat);
		return;
	}
	switch (kind) {
	case SKIP:
		g->current = next_seat(g, next);
		break;
	case REVERSE:
		/* C-8: with two players the same seat plays again. */
		g->step = g->players - g->step;
		g->current = g->players == 2 ? seat : next_seat(g, seat);
		break;
	case DRAW_TWO:
		give(g, next, 2);
		g->current = next_seat(g, next);
		break;
	case WILD_DRAW_FOUR:
		answer_wild_draw_four(g, seat, next, bluff);
		break;
	default:
		g->current = next;
	}
}

/* G-4: a pass, when nothing can be drawn. When every seat has passed in a
 * row, the round is blocked. */
static void pass(struct game *g, int seat)
{
	g->moves++;
	if (++g->passes >= g->players)
		end_blocked_round(g);
	else
		g->current = next_seat(g, seat);
}

/* The faces in a mask. Not __builtin_popcountll(): without -mpopcnt, which
 * a build for any x86-64 cannot assume, that is a call into libgcc. */
static inline unsigned count_faces(uint64_t m)
{
	m = m - ((m >> 1) & UINT64_C(0x5555555555555555));
	m = (m & UINT64_C(0x3333333333333333)) + ((m >> 2) & UINT64_C(0x3333333333333333));
	m = (m + (m >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f);
	return (unsigned)((m * UINT64_C(0x0101010101010101)) >> 56);
}

/* The n-th (from 0) face of a mask that holds more than n. */
static inline unsigned nth_face(uint64_t mask, unsigned n)
{
	while (n--)
		mask &= mask - 1;
	return (unsigned)__builtin_ctzll(mask);
}

static inline int wild_color(struct game *g, unsigned face)
{
	return face >= WILD ? (int)bench_pick(&g->policy, 4) : 0;
}

/* One turn of the reference policy: a playable card uniformly among the
 * distinct ones held, else a draw (played at once when it can be), else a
 * pass. Once plays of drawn cards have gone on too long it keeps what it
 * draws and passes when nothing can be drawn, so that the round ends. */
static void take_turn(struct game *g)
{
	int seat = g->current;
	bool stalled = g->drawn_plays >= STALL_PLAYS;

	if (stalled && !can_draw(g)) {
		pass(g, seat);
		return;
	}
	uint64_t playable = g->held[seat] & matching(g);
	if (playable) {
		unsigned n = count_faces(playable);
		unsigned face = nth_face(playable, bench_pick(&g->policy, n));
		g->moves++;
		g->drawn_plays = 0;
		play_card(g, seat, face, wild_color(g, face));
		return;
	}
	if (!can_draw(g)) {
		pass(g, seat);
		return;
	}
	g->moves++;
	unsigned face = (unsigned)take_card(g);
	hand_add(g, seat, face);
	if (!(matching(g) >> face & 1)) {
		g->current = next_seat(g, seat);
		return;
	}
	/* G-3: the drawn card is played, or kept by a stalled policy. */
	g->moves++;
	if (stalled) {
		g->current = next_seat(g, seat);
		return;
	}
	g->drawn_plays++;
	play_card(g, seat, face, wild_color(g, face));
}

/* Every card of the deck is in exactly one place, and each hand's mask
 * and size say what its counts say. */
static bool cards_add_up(const struct game *g)
{
	int count[FACES] = { 0 };

	for (int i = 0; i < g->ndraw; i++)
		count[g->draw[i]]++;
	for (int i = 0; i < g->ndiscard; i++)
		count[g->discard[i]]++;
	for (int p = 0; p < g->players; p++) {
		int size = 0;
		for (int f = 0; f < FACES; f++) {
			bool held = g->held[p] >> f & 1;
			if (held != (g->hand[p][f] > 0))
				return false;
			count[f] += g->hand[p][f];
			size += g->hand[p][f];
		}
		if (size != g->size[p])
			return false;
	}
	for (int f = 0; f < FACES; f++)
		if (count[f] != copies[f])
			return false;
	return true;
}

/* ---- the benchmark ---- */

struct config {
	int players;
	bool check;
};

struct tally {
	long moves;
	long points; /* scores summed, so that scoring is not optimised away */
	long bad;    /* games whose cards did not add up (--check) */
};

/* Plays games [first, first + count). Not static and not inlined, so that
 * callgrind can count exactly this function (--toggle-collect). */
__attribute__((noinline)) void bench_games(const struct config *c, uint64_t first,
					   long count, struct tally *t);

__attribute__((noinline)) void bench_games(const struct config *c, uint64_t first,
					   long count, struct tally *t)
{
	struct game g;

	for (long i = 0; i < count; i++) {
		new_game(&g, c->players, first + (uint64_t)i);
		while (g.winner == NO_SEAT)
			take_turn(&g);
		t->moves += g.moves;
		t->points += g.score;
		if (c->check && !cards_add_up(&g)) {
			fprintf(stderr, "baseline: seed %llu: the cards do not add up\n",
				(unsigned long long)(first + (uint64_t)i));
			t->bad++;
		}
	}
}

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int compare_doubles(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

static double median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, compare_doubles);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static void figure(const struct config *c, const char *what, double value, const char *unit)
{
	printf("baseline.classic.%dp.%s %.6g %s\n", c->players, what, value, unit);
	fflush(stdout);
}

/* The median of @runs timed runs of about @seconds each, after a
 * calibration that doubles a batch until it takes an eighth of a run. */
static void measure(const struct config *c, int runs, double seconds)
{
	double games_per_s[64], moves_per_s[64];
	struct tally all = { 0, 0, 0 };
	uint64_t seed = 1;
	long batch = 64;

	for (;;) {
		struct tally t = { 0, 0, 0 };
		double t0 = now();
		bench_games(c, seed, batch, &t);
		seed += (uint64_t)batch;
		if (now() - t0 > seconds / 8 || batch > (1L << 26))
			break;
		batch *= 2;
	}
	batch *= 8;
	for (int k = 0; k < runs; k++) {
		struct tally t = { 0, 0, 0 };
		double t0 = now();
		bench_games(c, seed, batch, &t);
		double dt = now() - t0;
		seed += (uint64_t)batch;
		games_per_s[k] = (double)batch / dt;
		moves_per_s[k] = (double)t.moves / dt;
		all.moves += t.moves;
	}
	figure(c, "games_per_s", median(games_per_s, runs), "games/s");
	figure(c, "moves_per_s", median(moves_per_s, runs), "moves/s");
	figure(c, "moves_per_game", (double)all.moves / ((double)batch * runs), "moves");
}

static int usage(const char *why, const char *what)
{
	fprintf(stderr, "baseline: %s%s\n"
			"usage: baseline [--runs R] [--seconds S] [--players N] [--games N] "
			"[--check]\n",
		why, what);
	return 2;
}

int main(int argc, char **argv)
{
	struct config c = { 4, false };
	int runs = 5;
	double seconds = 0.3;
	long games = 0;

	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (!strcmp(a, "--check")) {
			c.check = true;
			continue;
		}
		if (i + 1 == argc)
			return usage("a value is missing after ", a);
		const char *v = argv[++i];
		if (!strcmp(a, "--runs"))
			runs = atoi(v);
		else if (!strcmp(a, "--seconds"))
			seconds = atof(v);
		else if (!strcmp(a, "--players"))
			c.players = atoi(v);
		else if (!strcmp(a, "--games"))
			games = atol(v);
		else
			return usage("unknown option ", a);
	}
	if (c.players < 2 || c.players > MAX_PLAYERS)
		return usage("players: 2 to 10", "");
	if (runs < 1 || runs > 64)
		runs = 5;
	cards_init();

	if (c.check && games <= 0)
		games = 100000;
	if (games > 0) {
		struct tally t = { 0, 0, 0 };
		double t0 = now();
		bench_games(&c, 1, games, &t);
		double dt = now() - t0;
		figure(&c, "games_per_s", (double)games / dt, "games/s");
		figure(&c, "moves_per_game", (double)t.moves / (double)games, "moves");
		if (c.check) {
			figure(&c, "points_per_game", (double)t.points / (double)games, "points");
			if (t.bad) {
				fprintf(stderr, "baseline: %ld of %ld games lost or made cards\n",
					t.bad, games);
				return 1;
			}
			fprintf(stderr, "baseline: %ld games, every card accounted for\n", games);
		}
		return 0;
	}
	measure(&c, runs, seconds);
	return 0;
}
