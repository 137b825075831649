/*
 * The library's bots (bot.h) measured: how long a search bot takes per
 * decision, and how often each bot wins against the others.
 *
 *   bots --time                    ms per decision of the search bot at
 *                                  the default budget, in every variant
 *   bots --variant classic --players 4 --bots search,greedy,greedy,greedy
 *        --games 2000 [--match] [--playouts P --determinizations D]
 *                                  win rate of each seat, with Wilson
 *                                  intervals at 95 % and 99 %
 *
 * A game is one round (the unit of bench/README.md) unless --match asks
 * for whole matches. Every seat acts out of turn through uno_bot_act() (in
 * an order drawn per step) before the seat to decide answers with
 * uno_bot_choose(); every move is checked legal (UNO_REASON_OK) before it
 * is applied, so a run is also a test that bots never misplay.
 * SPDX-License-Identifier: MIT
 */
#include "bench.h"

#include <math.h>
#include <stdbool.h>

#define MAX_MOVES_PER_GAME 2000000L

struct setup {
	const char *variant;
	int players;
	int kinds[UNO_MAX_PLAYERS];
	int nkinds;
	long games;
	uint64_t seed;
	int match;
	uint32_t playouts, determinizations;
	const char *rules[16][2];
	int nrules;
};

struct tally {
	long wins[UNO_MAX_PLAYERS];
	long team0_wins;      /* won by seat 0's team (variants with teams) */
	int teams;            /* the variant plays in teams of two */
	long games;
	long search_decisions;
	double search_seconds;
	double worst;
	/* Decision times in 0.1 ms steps (the last counts everything over
	 * 100 ms), for the percentiles. */
	long hist[1001];
};

/* The time under which @share of the search bot's decisions took. */
static double percentile_ms(const struct tally *t, double share)
{
	long want = (long)(share * (double)t->search_decisions), seen = 0;

	for (int i = 0; i < 1001; i++) {
		seen += t->hist[i];
		if (seen >= want)
			return (i + 1) / 10.0;
	}
	return 100.0;
}

static uint64_t mix(uint64_t x)
{
	x += 0x9e3779b97f4a7c15ull;
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
	x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
	return x ^ (x >> 31);
}

static const char *const kind_names[] = { "random", "greedy", "search", "ismcts" };

static int kind_named(const char *name, size_t len)
{
	for (int k = 0; k < (int)(sizeof kind_names / sizeof *kind_names); k++)
		if (strlen(kind_names[k]) == len && strncmp(kind_names[k], name, len) == 0)
			return k;
	return -1;
}

static int fail(const char *what, int rc)
{
	fprintf(stderr, "bots: %s: %s\n", what, uno_strerror(rc));
	return 1;
}

/* A move must be legal, never a misplay the referee would let stand. */
static int checked_apply(uno_game *g, int seat, const uno_move *m)
{
	int reason = -1, rc = uno_game_check_move(g, seat, m, &reason);
	char text[32];

	if (rc != UNO_OK || reason != UNO_REASON_OK) {
		uno_move_format(m, text, sizeof text);
		fprintf(stderr, "bots: seat %d's move %s refused: %s (%s)\n", seat, text,
			uno_strerror(rc), uno_reason_message(reason));
		return 1;
	}
	rc = uno_game_apply(g, seat, m);
	return rc == UNO_OK ? 0 : fail("apply", rc);
}

static int play_game(const struct setup *o, const uno_rules *rules, uno_bot *const *bots,
		     long index, struct tally *t)
{
	uint64_t rng = mix(o->seed ^ mix((uint64_t)index));
	uno_game *g;
	int rc = uno_game_new(&g, rules, o->players, mix(rng), NULL, NULL);
	long moves = 0;

	if (rc != UNO_OK)
		return fail("new game", rc);
	for (;;) {
		int phase = uno_game_phase(g);
		if (phase == UNO_PHASE_MATCH_OVER || (!o->match && phase == UNO_PHASE_ROUND_OVER))
			break;
		if (phase == UNO_PHASE_ROUND_OVER) {
			if ((rc = uno_game_next_round(g)) != UNO_OK)
				goto error;
			continue;
		}
		if (++moves > MAX_MOVES_PER_GAME) {
			fprintf(stderr, "bots: a game did not end\n");
			goto error;
		}
		rng = mix(rng);
		int first = (int)(rng % (uint64_t)o->players);
		bool over = false;
		for (int k = 0; k < o->players && !over; k++) {
			int s = (first + k) % o->players;
			uno_move m;
			rc = uno_bot_act(bots[s], g, s, &m);
			if (rc < 0)
				goto error;
			if (rc == 1 && checked_apply(g, s, &m) != 0)
				goto error;
			phase = uno_game_phase(g);
			over = phase == UNO_PHASE_ROUND_OVER || phase == UNO_PHASE_MATCH_OVER;
		}
		if (over)
			continue;
		int seat = uno_game_current_player(g);
		uno_move m;
		double t0 = bench_now();
		rc = uno_bot_choose(bots[seat], g, seat, &m);
		double dt = bench_now() - t0;
		if (rc != UNO_OK)
			goto error;
		if (o->kinds[seat % o->nkinds] == UNO_BOT_SEARCH ||
		    o->kinds[seat % o->nkinds] == UNO_BOT_ISMCTS) {
			t->search_decisions++;
			t->search_seconds += dt;
			if (dt > t->worst)
				t->worst = dt;
			t->hist[dt < 0.1 ? (int)(dt * 1e4) : 1000]++;
		}
		if (checked_apply(g, seat, &m) != 0)
			goto error;
	}
	int winner = o->match ? uno_game_match_winner(g) : uno_game_round_winner(g);
	t->wins[winner]++;
	t->team0_wins += uno_game_team(g, winner) == uno_game_team(g, 0);
	t->games++;
	uno_game_free(g);
	return 0;
error:
	fprintf(stderr, "bots: game %ld failed (%s): %s\n", index, uno_strerror(rc),
		uno_game_errmsg(g));
	uno_game_free(g);
	return 1;
}

/* Wilson score interval for k successes in n trials at normal quantile z. */
static void wilson(long k, long n, double z, double *lo, double *hi)
{
	double p = (double)k / (double)n, z2 = z * z, d = 1 + z2 / (double)n;
	double centre = (p + z2 / (2.0 * (double)n)) / d;
	double half = z * sqrt(p * (1 - p) / (double)n + z2 / (4.0 * (double)n * (double)n)) / d;

	*lo = centre - half;
	*hi = centre + half;
}

static int make_rules(const struct setup *o, uno_rules **out)
{
	const uno_rules *builtin;
	uno_rules *r;
	int rc = uno_rules_builtin(&builtin, o->variant);

	if (rc != UNO_OK)
		return fail(o->variant, rc);
	if ((rc = uno_rules_copy(&r, builtin, NULL, NULL)) != UNO_OK)
		return fail("copying the rules", rc);
	for (int i = 0; i < o->nrules; i++) {
		int opt = -1;
		rc = uno_option_lookup(o->rules[i][0], &opt);
		if (rc == UNO_OK)
			rc = uno_rules_set(r, opt, atoi(o->rules[i][1]));
		if (rc != UNO_OK) {
			uno_rules_free(r);
			return fail(o->rules[i][0], rc);
		}
	}
	*out = r;
	return 0;
}

static int run(const struct setup *o, struct tally *t)
{
	uno_bot *bots[UNO_MAX_PLAYERS] = { 0 };
	uno_rules *rules = NULL;
	int rc = 0;

	if (make_rules(o, &rules) != 0)
		return 1;
	memset(t, 0, sizeof *t);
	t->teams = uno_rules_team_size(rules) == 2;
	for (int s = 0; s < o->players && rc == 0; s++) {
		uno_bot_options opt;
		uno_bot_options_init(&opt, o->kinds[s % o->nkinds]);
		opt.seed = mix(o->seed + (uint64_t)s);
		if (o->playouts)
			opt.playouts = o->playouts;
		if (o->determinizations)
			opt.determinizations = o->determinizations;
		if ((rc = uno_bot_new(&bots[s], &opt, NULL, NULL)) != UNO_OK)
			rc = fail("new bot", rc);
	}
	for (long i = 0; i < o->games && rc == 0; i++)
		rc = play_game(o, rules, bots, i, t);
	for (int s = 0; s < o->players; s++)
		uno_bot_free(bots[s]);
	uno_rules_free(rules);
	return rc;
}

static void report(const struct setup *o, const struct tally *t)
{
	printf("# %s, %d players, %ld %s, bots", o->variant, o->players, t->games,
	       o->match ? "matches" : "rounds");
	for (int s = 0; s < o->players; s++)
		printf("%s%s", s ? "," : " ", kind_names[o->kinds[s % o->nkinds]]);
	for (int i = 0; i < o->nrules; i++)
		printf(" %s=%s", o->rules[i][0], o->rules[i][1]);
	printf("\n");
	for (int s = 0; s < o->players; s++) {
		double lo95, hi95, lo99, hi99;
		wilson(t->wins[s], t->games, 1.959964, &lo95, &hi95);
		wilson(t->wins[s], t->games, 2.575829, &lo99, &hi99);
		printf("seat %d %-6s wins %5ld  %.1f%%  95%% [%.1f, %.1f]  99%% [%.1f, %.1f]\n", s,
		       kind_names[o->kinds[s % o->nkinds]], t->wins[s],
		       100.0 * (double)t->wins[s] / (double)t->games, 100 * lo95, 100 * hi95,
		       100 * lo99, 100 * hi99);
	}
	if (t->teams) {
		double lo95, hi95, lo99, hi99;
		wilson(t->team0_wins, t->games, 1.959964, &lo95, &hi95);
		wilson(t->team0_wins, t->games, 2.575829, &lo99, &hi99);
		printf("team of seat 0 wins %5ld  %.1f%%  95%% [%.1f, %.1f]  99%% [%.1f, %.1f]\n",
		       t->team0_wins, 100.0 * (double)t->team0_wins / (double)t->games,
		       100 * lo95, 100 * hi95, 100 * lo99, 100 * hi99);
	}
	if (t->search_decisions)
		printf("search: %ld decisions, %.3f ms each on average, 99%% within %.1f ms, "
		       "worst %.1f ms\n",
		       t->search_decisions, 1e3 * t->search_seconds / (double)t->search_decisions,
		       percentile_ms(t, 0.99), 1e3 * t->worst);
	fflush(stdout);
}

/* --time: the default budget in every variant, one search bot against
 * greedy ones, as `name value unit` figures. */
static int time_all(uint64_t seed, long games)
{
	static const struct {
		const char *variant;
		int players;
	} cases[] = {
		{ "classic", 4 }, { "two-player", 2 }, { "partners", 4 }, { "challenge", 4 },
		{ "express", 4 }, { "casting-call", 4 }, { "teams", 4 },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		struct setup o = { .variant = cases[i].variant, .players = cases[i].players,
				   .kinds = { UNO_BOT_SEARCH, 1, 1, 1, 1, 1, 1, 1, 1, 1 }, .nkinds = UNO_MAX_PLAYERS,
				   .games = games, .seed = seed };
		struct tally t;
		char name[64];
		if (run(&o, &t) != 0)
			return 1;
		snprintf(name, sizeof name, "bot.search.%s.ms_per_decision", o.variant);
		bench_figure(name, 1e3 * t.search_seconds / (double)t.search_decisions, "ms");
		snprintf(name, sizeof name, "bot.search.%s.p99_ms", o.variant);
		bench_figure(name, percentile_ms(&t, 0.99), "ms");
		snprintf(name, sizeof name, "bot.search.%s.worst_ms", o.variant);
		bench_figure(name, 1e3 * t.worst, "ms");
	}
	return 0;
}

int main(int argc, char **argv)
{
	struct setup o = { .variant = "classic", .players = 4,
			   .kinds = { UNO_BOT_SEARCH, 1, 1, 1, 1, 1, 1, 1, 1, 1 }, .nkinds = UNO_MAX_PLAYERS,
			   .games = 200, .seed = 1 };
	bool timing = argc == 1;

	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--time") == 0) {
			timing = true;
			continue;
		}
		if (strcmp(a, "--match") == 0) {
			o.match = 1;
			continue;
		}
		if (i + 1 >= argc) {
			fprintf(stderr, "bots: %s needs a value\n", a);
			return 1;
		}
		const char *v = argv[++i];
		if (strcmp(a, "--variant") == 0) {
			o.variant = v;
		} else if (strcmp(a, "--players") == 0) {
			o.players = atoi(v);
		} else if (strcmp(a, "--games") == 0) {
			o.games = atol(v);
		} else if (strcmp(a, "--seed") == 0) {
			o.seed = strtoull(v, NULL, 0);
		} else if (strcmp(a, "--playouts") == 0) {
			o.playouts = (uint32_t)atol(v);
		} else if (strcmp(a, "--determinizations") == 0) {
			o.determinizations = (uint32_t)atol(v);
		} else if (strcmp(a, "--rule") == 0 && strchr(v, '=') && o.nrules < 16) {
			static char buf[16][64];
			snprintf(buf[o.nrules], sizeof buf[0], "%s", v);
			char *eq = strchr(buf[o.nrules], '=');
			*eq = 0;
			o.rules[o.nrules][0] = buf[o.nrules];
			o.rules[o.nrules][1] = eq + 1;
			o.nrules++;
		} else if (strcmp(a, "--bots") == 0) {
			o.nkinds = 0;
			for (const char *p = v; o.nkinds < UNO_MAX_PLAYERS;) {
				const char *end = strchr(p, ',');
				size_t len = end ? (size_t)(end - p) : strlen(p);
				int k = kind_named(p, len);
				if (k < 0) {
					fprintf(stderr, "bots: unknown bot '%.*s'\n", (int)len, p);
					return 1;
				}
				o.kinds[o.nkinds++] = k;
				if (!end)
					break;
				p = end + 1;
			}
		} else {
			fprintf(stderr, "bots: unknown option %s\n", a);
			return 1;
		}
	}
	if (timing)
		return time_all(o.seed, o.games < 200 ? o.games : 20);
	if (o.players < 2 || o.players > UNO_MAX_PLAYERS || o.games < 1) {
		fprintf(stderr, "bots: bad --players or --games\n");
		return 1;
	}
	struct tally t;
	if (run(&o, &t) != 0)
		return 1;
	report(&o, &t);
	return 0;
}
