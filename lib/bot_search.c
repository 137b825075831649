/*
 * The search bot (bot.h): information-set Monte Carlo search. Each
 * decision samples worlds the seat cannot tell from the real one
 * (uno_game_determinize()), plays every candidate answer out to the end of
 * the round in each of them (uno_game_playout(), the reference policy) and
 * keeps the candidate with the best total over all the worlds.
 *
 * The playouts of a world share their seeds across candidates (common
 * random numbers): candidates are compared on the same luck, which takes
 * much of the noise out of the difference between them.
 * SPDX-License-Identifier: MIT
 */
#include "bot_internal.h"

#include <assert.h>
#ifdef BOT_DEBUG
#include <stdio.h>
#endif

/* Tries at sampling a world whose challenge verdict fits the prior. */
#define VERDICT_TRIES 16

/* Where each seat scores its own hand, a lost round costs the hand's
 * points over this, at most one round's win. */
#define HAND_POINTS_SCALE 200.0

/* How much better in mean value than the greedy choice the search's own
 * must be to be played instead. */
#ifndef PRIOR_MARGIN
#define PRIOR_MARGIN 0.03
#endif

/* What each card left in the seat's hand costs in a lost round. */
#define LOSS_PER_CARD 0.02

/*
 * The verdict of a pending challenge in a sampled world: a bluff exactly
 * when the offender's sampled hand holds a card it could have played
 * instead (C-6, X-4). A uniform sample would make nearly every large hand
 * guilty; a player rarely bluffs when it could play honestly, so such a
 * world is kept only with the prior's odds (else another is drawn), which
 * samples the hands in proportion to their likelihood given the play.
 * Returns false when the world could not be sampled.
 */
static bool sample_world(uno_bot *bot, const uno_game *game, int seat, bool verdict)
{
	struct uno__state *w = &bot->world->s;

	for (int attempt = 0; attempt < VERDICT_TRIES; attempt++) {
		*w = game->s;
		if (uno_game_determinize(bot->world, seat, uno__rng_next(bot->rng)) != UNO_OK)
			return false;
		if (!verdict)
			return true;
		int offender = w->offender;
		unsigned face = uno__top_face(w), color = w->color;
		/* Judged on the color current before the card, as play.c does
		 * with the card still in hand; the card is gone now, but the
		 * rule never counts a second card of its own kind. */
		w->color = (uint8_t)uno__bot_prior_color(w);
		bool bluff = uno__breaks_restriction(w, offender, face);
		w->color = (uint8_t)color;
		w->bluff = bluff;
		/* 1/4 in 8-bit odds: UNO__BOT_BLUFF_PRIOR. */
		if (!bluff || attempt == VERDICT_TRIES - 1 ||
		    uno__rng_below(bot->rng, 256) < (uint32_t)(UNO__BOT_BLUFF_PRIOR * 256))
			return true;
	}
	return true;
}

/* What the end of a playout is worth to the seat (bot.h). */
static double outcome(const struct uno__state *s, int seat)
{
	if (!uno__over(s) || s->round_winner < 0)
		return 0;
	if (s->team[s->round_winner] == s->team[seat])
		return 1;
	if (uno__opt(s, UNO_OPT_LOWEST_SCORE_WINS) || (s->rules.v->flags & UNO__V_ELIMINATION)) {
		double lost = uno__hand_points(s, seat) / HAND_POINTS_SCALE;
		return lost < 1 ? -lost : -1;
	}
	/* A lost round is worth a little more the fewer cards are left: a
	 * smoother signal than the win alone, so fewer playouts tell the
	 * candidates apart. */
	return -LOSS_PER_CARD * s->hand_size[seat];
}

/* ---- the playout policy ---- */

/*
 * The playouts do not use the uniform or reference policy of
 * uno_game_playout(): a random player is a poor model of anyone, and a
 * search that expects random opponents plays badly against real ones.
 * They play the greedy way (bot.h), with one play in eight a uniform pick
 * among the playable cards so that the playouts of a world differ:
 * colored actions first, then numbers of the color held most, higher
 * first, wilds last; a drawn wild kept while three or more cards are held;
 * the color held most named; stacks when it can; accepts a draw card;
 * always calls UNO. The rarer decisions (cast, give, swap) are uniform
 * among the listed answers.
 */
#define EXPLORE_ODDS 8
/* A round that runs this long in a playout is scored as a loss (none
 * does in practice; the bound keeps a decision's time finite). */
#define PLAYOUT_MAX_MOVES 20000

static bool is_action_face(unsigned face)
{
	unsigned kind = uno__face_kind(face);
	return kind == UNO_SKIP || kind == UNO_REVERSE || kind == UNO_DRAW_TWO ||
	       kind == UNO_DRAW_ONE;
}

static void hand_colors(const struct uno__state *s, int seat, int count[4])
{
	count[0] = count[1] = count[2] = count[3] = 0;
	for (unsigned f = 0; f < UNO__FIRST_WILD_FACE; f++)
		count[f & 3] += s->hand[seat][f];
}

static unsigned most_held(const int count[4])
{
	unsigned best = 0;
	for (unsigned c = 1; c < 4; c++)
		if (count[c] > count[best])
			best = c;
	return best;
}

static int face_score(unsigned face, const int count[4])
{
	if (face >= UNO__FIRST_WILD_FACE) {
		unsigned kind = uno__face_kind(face);
		return kind == UNO_WILD || kind == UNO_CASTING_CALL || kind == UNO_TEAM_PLAY ? 200 : 100;
	}
	if (is_action_face(face))
		return 4000 + count[face & 3] * 10;
	return 3000 + count[face & 3] * 10 + (int)uno__face_kind(face);
}

/* The greedy pick among faces (a non-empty mask), or now and then any. */
static unsigned pick_face(const struct uno__state *s, int seat, uint64_t faces,
			  const int count[4], uint64_t rng[4])
{
	if (uno__rng_below(rng, EXPLORE_ODDS) == 0) {
		unsigned n = uno__rng_below(rng, uno__count_faces(faces));
		while (n--)
			faces &= faces - 1;
		return (unsigned)__builtin_ctzll(faces);
	}
	unsigned best = 0;
	int best_score = -1;
	(void)s;
	(void)seat;
	for (uint64_t m = faces; m; m &= m - 1) {
		unsigned f = (unsigned)__builtin_ctzll(m);
		int score = face_score(f, count);
		if (score > best_score) {
			best = f;
			best_score = score;
		}
	}
	return best;
}

static uno_move play_face(const struct uno__state *s, int seat, unsigned face,
			  const int count[4])
{
	uno_move m = uno__move(UNO_MOVE_PLAY);

	m.card = uno__face_card(face);
	if (face >= UNO__FIRST_WILD_FACE)
		m.color = (uint8_t)most_held(count);
	if (s->hand_size[seat] == 2)
		m.flags = UNO_MOVE_F_UNO;
	return m;
}

/* Uniform among the listed answers (no call, catch or misplay catch). */
static bool any_answer(const uno_game *g, int seat, uint64_t rng[4], uno_move *list,
		       uno_move *out)
{
	int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES), k = 0;

	for (int i = 0; i < n && i < UNO_MAX_MOVES; i++)
		if (list[i].type != UNO_MOVE_UNO && list[i].type != UNO_MOVE_CATCH &&
		    list[i].type != UNO_MOVE_MISPLAY)
			list[k++] = list[i];
	if (k == 0)
		return false;
	*out = list[k == 1 ? 0 : uno__rng_below(rng, (uint32_t)k)];
	return true;
}

static bool rollout_move(uno_bot *bot, const uno_game *g, uint64_t rng[4], uno_move *out)
{
	const struct uno__state *s = &g->s;
	int seat = s->current, count[4];

	if (s->exposed == seat) {
		*out = uno__move(UNO_MOVE_UNO);
		return true;
	}
	hand_colors(s, seat, count);
	switch (s->phase) {
	case UNO_PHASE_DRAWN:
		if (s->drawn_face >= UNO__FIRST_WILD_FACE && s->hand_size[seat] >= 3 &&
		    !uno__opt(s, UNO_OPT_FORCE_PLAY)) {
			*out = uno__move(UNO_MOVE_PASS);
			return true;
		}
		*out = play_face(s, seat, s->drawn_face, count);
		return true;
	case UNO_PHASE_PLAY: {
		uint64_t faces = uno__playable_faces(s, seat);
		if (faces) {
			*out = play_face(s, seat, pick_face(s, seat, faces, count, rng), count);
			return true;
		}
		if (!s->must_play) {
			*out = uno__move(uno__can_draw(s) ? UNO_MOVE_DRAW : UNO_MOVE_PASS);
			return true;
		}
		break;
	}
	case UNO_PHASE_COLOR:
		*out = uno__move(UNO_MOVE_COLOR);
		out->color = (uint8_t)most_held(count);
		return true;
	case UNO_PHASE_CHALLENGE:
		*out = uno__move(UNO_MOVE_ACCEPT);
		return true;
	case UNO_PHASE_STACK: {
		uint64_t faces = 0;
		for (uint64_t m = s->mask[seat]; m; m &= m - 1) {
			unsigned f = (unsigned)__builtin_ctzll(m);
			if (uno__stacks(s, seat, f))
				faces |= 1ull << f;
		}
		if (faces)
			*out = play_face(s, seat, pick_face(s, seat, faces, count, rng), count);
		else
			*out = uno__move(UNO_MOVE_ACCEPT);
		return true;
	}
	default:
		break;
	}
	return any_answer(g, seat, rng, bot->moves, out);
}

/*
 * One playout of a candidate in the sampled world: the draw pile (hidden
 * from every seat) shuffled again from @seed, the candidate applied, the
 * round played to its end. False if the candidate is not legal there (it
 * always is: the seat's own hand and the public facts are those of the
 * real game).
 */
static bool play_out(uno_bot *bot, int seat, const uno_move *m, uint64_t seed, double *value)
{
	uno_game *sim = bot->sim;
	struct uno__state *s = &sim->s;
	uint64_t rng[4];
	int reason;

	*s = bot->world->s;
	if (uno__check(s, seat, m, &reason) != UNO_OK || reason != UNO_REASON_OK)
		return false;
	uno__rng_seed(rng, seed);
	uno__rng_shuffle(rng, s->draw, s->ndraw);
	uno__rng_seed(s->rng, uno__rng_next(rng));
	uno__apply_checked(sim, seat, m);
	for (int moves = 0; !uno__over(s); moves++) {
		uno_move next;
		if (moves == PLAYOUT_MAX_MOVES || !rollout_move(bot, sim, rng, &next)) {
			*value = 0;
			return true;
		}
		assert(uno__check(s, s->current, &next, &reason) == UNO_OK);
		uno__apply_checked(sim, s->current, &next);
	}
	*value = outcome(s, seat);
	return true;
}

/*
 * The candidates worth a playout: a wild is played naming only a color
 * the seat holds (every color when it holds none), which keeps the budget
 * for the choices that can be right. Returns the count kept (in place).
 */
static int prune(const struct uno__state *s, int seat, uno_move *cand, int count)
{
	int held[4], k = 0;

	hand_colors(s, seat, held);
	bool any = held[0] || held[1] || held[2] || held[3];
	for (int i = 0; i < count; i++) {
		const uno_move *m = &cand[i];
		if (any && m->type == UNO_MOVE_PLAY && uno__is_wild(m->card.kind) && m->color < 4 &&
		    !held[m->color])
			continue;
		cand[k++] = *m;
	}
	return k;
}

/*
 * Sequential halving: the budget is spent in rounds, one per halving;
 * every candidate still in plays the same number of playouts in a round,
 * then the better half (by mean value) goes on. Every playout of a sample
 * uses the same world and seed for every candidate. The worlds are drawn
 * in turn, each serving an equal share of the samples.
 */
int uno__bot_search(uno_bot *bot, const uno_game *game, int seat, const uno_move *given,
		    int count, const uno_move *prior, uno_move *out)
{
	uno_move *cand = bot->cand;
	uint32_t visits[UNO_MAX_MOVES];
	int alive[UNO_MAX_MOVES] = { 0 };

	if (cand != given)
		memmove(cand, given, (size_t)count * sizeof *cand);
	count = prune(&game->s, seat, cand, count);
	*out = cand[0];
	if (count == 1)
		return UNO_OK;

	uint32_t budget = bot->opt.playouts;
	int rounds = 0;
	while ((1 << rounds) < count)
		rounds++;
	/* The samples of every round, to spread the worlds over them. */
	uint64_t samples = 0;
	for (int r = 0, left = count; r < rounds; r++, left = (left + 1) / 2) {
		uint32_t n = budget / (uint32_t)(rounds * left);
		samples += n ? n : 1;
	}
	uint64_t worlds = bot->opt.determinizations < samples ? bot->opt.determinizations : samples;

	bool verdict = game->s.phase == UNO_PHASE_CHALLENGE ||
		       (game->s.phase == UNO_PHASE_STACK && uno__stack_challengeable(&game->s));
	verdict = verdict && game->s.offender >= 0 && game->s.offender != seat;
	for (int i = 0; i < count; i++) {
		bot->total[i] = 0;
		visits[i] = 0;
		alive[i] = i;
	}

	int nalive = count;
	uint64_t t = 0, world = UINT64_MAX;
	for (int r = 0; r < rounds && nalive > 1; r++) {
		uint32_t n = budget / (uint32_t)(rounds * nalive);
		if (n == 0)
			n = 1;
		for (uint32_t j = 0; j < n; j++, t++) {
			if (t * worlds / samples != world) {
				world = t * worlds / samples;
				if (!sample_world(bot, game, seat, verdict))
					return UNO_OK;
			}
			uint64_t seed = uno__rng_next(bot->rng);
			for (int a = 0; a < nalive; a++) {
				int i = alive[a];
				double v;
				if (!play_out(bot, seat, &cand[i], seed, &v))
					v = -2; /* cannot happen: every candidate is legal */
				bot->total[i] += v;
				visits[i]++;
			}
		}
		/* Keep the better half, best first (a stable insertion sort:
		 * ties keep the canonical order). */
		for (int a = 1; a < nalive; a++)
			for (int b = a; b > 0; b--) {
				int x = alive[b - 1], y = alive[b];
				if (bot->total[y] * visits[x] <= bot->total[x] * visits[y])
					break;
				alive[b - 1] = y;
				alive[b] = x;
			}
		nalive = (nalive + 1) / 2;
	}
	*out = cand[alive[0]];
	/* The greedy choice stands unless the winner beats it clearly: the
	 * playouts are noisy, and a small difference is more often noise
	 * than a better move. */
	for (int i = 0; i < count; i++)
		if (uno_move_compare(&cand[i], prior) == 0 && i != alive[0] && visits[i] &&
		    bot->total[alive[0]] / visits[alive[0]] - bot->total[i] / visits[i] < PRIOR_MARGIN)
			*out = cand[i];
#ifdef BOT_DEBUG
	{
		char text[32];
		fprintf(stderr, "seat %d phase %d hand %d worlds %u samples %u:", seat,
			game->s.phase, game->s.hand_size[seat], (unsigned)worlds, (unsigned)samples);
		for (int i = 0; i < count; i++) {
			uno_move_format(&cand[i], text, sizeof text);
			fprintf(stderr, " %s=%.2f/%u", text, bot->total[i] / visits[i], visits[i]);
		}
		uno_move_format(out, text, sizeof text);
		fprintf(stderr, " -> %s\n", text);
	}
#endif
	return UNO_OK;
}
