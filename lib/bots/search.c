/*
 * The search bot (bot.h): information-set Monte Carlo search. Each
 * decision samples worlds the seat cannot tell from the real one
 * (uno_game_determinize()), plays every candidate answer out to the end of
 * the round in each of them, every seat playing the greedy policy
 * (greedy.c), and keeps the candidate with the best total over all the
 * worlds. The tree search (below) also searches the seat's later
 * decisions. Built on the greedy policy only; bot.c, above, calls in.
 *
 * The playouts of a world share their seeds across candidates (common
 * random numbers): candidates are compared on the same luck, which takes
 * much of the noise out of the difference between them.
 * SPDX-License-Identifier: MIT
 */
#include "search.h"

#ifdef BOT_DEBUG
#include <stdio.h>
#endif

/* Tries at sampling a world whose challenge verdict fits the prior. */
#define VERDICT_TRIES 16

/* Where each seat scores its own hand, a lost round costs the hand's
 * points over this, at most one round's win. */
#define HAND_POINTS_SCALE 200.0

/* How many standard errors better than the greedy choice, on the same
 * samples, the search's own must be to be played instead. */
#define SURE 1.0

/* What each card left in the seat's hand costs in a lost round. */
#define LOSS_PER_CARD 0.02

/* Tries at sampling a world in which the opponents' last plays are the
 * ones a greedy player would have made (below). */
#define MODEL_TRIES 8

/*
 * How many opponents' last plays a greedy player (bot.h), holding the
 * sampled hand and the card, would not have made on the table it was
 * made on: the card, and for a wild the color named. Players mostly play
 * the way the greedy bot does, so a world where they did is likelier; a
 * seat that took cards since is not read (its hand then is not known).
 */
static int unlike_greedy(struct uno__state *w, int seat)
{
	const struct uno__belief *b = &w->belief;
	int unlike = 0;

	if (w->ndiscard == 0)
		return 0;
	uint8_t top = UNO__DISCARD(w, w->ndiscard - 1), color = w->color, any = w->top_any;
	for (int p = 0; p < w->players; p++) {
		unsigned face = b->last_face[p];
		if (p == seat || face == UNO__NO_FACE || b->taken_since[p] || !w->deck[face])
			continue;
		/* A sampled hand that holds every copy of the card already (it
		 * went back into the draw pile, and the sample dealt them all
		 * to this seat) cannot have played it: nothing to read. */
		if (uno__hand_count(w, p, face) >= uno__tally_room(w, face))
			continue;
		unsigned under = b->last_top[p];
		bool wild = uno__face_wild(face);
		/* Two-sided cards: the hand's cards stay as they are; only its
		 * faces are read while the card is back in it. */
		uno__fset held = w->held[p];
		uno__hand_add(w, p, face);
		UNO__DISCARD(w, w->ndiscard - 1) = uno__discard_entry(
			under, uno__face_wild(under) ? b->last_color[p] : UNO_NO_COLOR);
		w->color = b->last_color[p];
		w->top_any = 0;
		int count[4];
		uno__bot_count_colors(w, p, count);
		uno__fset faces = uno__playable_faces(w, p);
		if (!uno__fset_has(faces, face) || uno__greedy_pick_face(w, faces, count) != face ||
		    (wild && b->last_named[p] < 4 &&
		     b->last_named[p] != (unsigned)uno__bot_most_held(count)))
			unlike++;
		uno__hand_remove(w, p, face);
		w->held[p] = held;
	}
	UNO__DISCARD(w, w->ndiscard - 1) = top;
	w->color = color;
	w->top_any = any;
	return unlike;
}

/*
 * The verdict of a pending challenge in a sampled world: a bluff exactly
 * when the offender's sampled hand holds a card it could have played
 * instead (C-6, X-4). A uniform sample would make nearly every large hand
 * guilty; a player rarely bluffs when it could play honestly, so such a
 * world is kept only with the prior's odds (else another is drawn), which
 * samples the hands in proportion to their likelihood given the play.
 * Returns false when the world could not be sampled.
 */
/* One world fit for the history, among MODEL_TRIES the one whose
 * opponents played their last plays most like the greedy player; false
 * when none could be sampled. */
static bool draw_world(uno_bot *bot, const uno_game *game, int seat)
{
	struct uno__state *w = &bot->world->s;
	int best = -1;

	for (int attempt = 0; attempt < MODEL_TRIES; attempt++) {
		uno__state_copy(w, &game->s);
		if (uno_game_determinize_ex(bot->world, seat, uno__rng_next(bot->rng),
					    UNO_DETERMINIZE_HISTORY) != UNO_OK)
			return false;
		int unlike = unlike_greedy(w, seat);
		if (unlike == 0)
			return true;
		if (best < 0 || unlike < best) {
			best = unlike;
			bot->sim->s = *w;
		}
	}
	*w = bot->sim->s;
	return true;
}

static bool sample_world(uno_bot *bot, const uno_game *game, int seat, bool verdict)
{
	struct uno__state *w = &bot->world->s;

	for (int attempt = 0; attempt < VERDICT_TRIES; attempt++) {
		if (!draw_world(bot, game, seat))
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
 * They make the greedy bot's choices: the greedy policy itself
 * (uno__greedy_playout_move(), greedy.c), which always calls UNO and reads
 * the common decisions straight from the hand's faces. (A random pick
 * now and then, tried to vary the playouts of a world, only made them a
 * worse model of the opponents; the reshuffled draw pile varies them.)
 */
/* A round that runs this long in a playout is scored as neither won nor
 * lost (none does in practice; the bound keeps one playout short). */
#define PLAYOUT_MAX_MOVES 2000

/*
 * One playout of a candidate in the sampled world: the draw pile (hidden
 * from every seat) shuffled again from @seed, the candidate applied, the
 * round played to its end. Returns the moves it took after the candidate,
 * or -1 if the candidate is not legal there (it always is: the seat's own
 * hand and the public facts are those of the real game).
 */
/* The sampled world (bot->world) on the simulation game, its draw pile
 * (hidden from every seat) shuffled again from @seed; a simulation reads
 * no history. */
static void deal_sim(uno_bot *bot, uint64_t seed)
{
	struct uno__state *s = &bot->sim->s;
	uint64_t rng[4];

	*s = bot->world->s;
	s->belief.off = 1;
	uno__rng_seed(rng, seed);
	if (uno__sided(s)) {
		/* Two-sided cards move as cards (their ids), faces read after. */
		uno__rng_shuffle(rng, s->ids, s->ndraw);
		uno__draw_faces(s);
	} else {
		uno__rng_shuffle(rng, s->piles, s->ndraw);
	}
	uno__rng_seed(s->rng, uno__rng_next(rng));
}

/* The simulation's round played on to its end (or PLAYOUT_MAX_MOVES) the
 * greedy way: the moves made, or -1 when the policy made a move it may
 * not (never: test_bot holds it to legal moves; a debug build checks). */
static int finish_round(uno_bot *bot)
{
	uno_game *sim = bot->sim;
	struct uno__state *s = &sim->s;
	int reason, moves = 0;

	for (; !uno__over(s) && moves < PLAYOUT_MAX_MOVES; moves++) {
		uno_move next;
		if (!uno__greedy_playout_move(sim, bot->moves, &next))
			break;
		UNO__DEBUG_CHECK(uno__check(s, s->current, &next, &reason) == UNO_OK, return -1);
		uno__apply_checked(sim, s->current, &next);
	}
	(void)reason;
	return moves;
}

static int play_out(uno_bot *bot, int seat, const uno_move *m, uint64_t seed, double *value)
{
	struct uno__state *s = &bot->sim->s;
	int reason;

	*value = 0;
	deal_sim(bot, seed);
	if (uno__check(s, seat, m, &reason) != UNO_OK || reason != UNO_REASON_OK)
		return -1;
	uno__apply_checked(bot->sim, seat, m);
	int moves = finish_round(bot);
	if (moves >= 0)
		*value = outcome(s, seat);
	return moves;
}

/* Is the decision a challenge of another seat's card (C-7, X-4, H-1),
 * whose verdict a sampled world must fit? */
static bool verdict_pending(const uno_game *game, int seat)
{
	const struct uno__state *s = &game->s;
	bool verdict = s->phase == UNO_PHASE_CHALLENGE ||
		       (s->phase == UNO_PHASE_STACK && uno__stack_challengeable(s));
	return verdict && s->offender >= 0 && s->offender != seat;
}

/*
 * The candidates worth a playout: a wild is played naming only a color
 * the seat holds (every color when it holds none), which keeps the budget
 * for the choices that can be right. Returns the count kept (in place).
 */
static int prune(const struct uno__state *s, int seat, uno_move *cand, int count)
{
	int held[4], k = 0;

	uno__bot_count_colors(s, seat, held);
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

/* Orders the candidates still in by mean value, best first (a stable
 * insertion sort: ties keep the canonical order). */
static void rank(const double *total, const uint32_t *visits, int *alive, int nalive)
{
	for (int a = 1; a < nalive; a++)
		for (int b = a; b > 0; b--) {
			int x = alive[b - 1], y = alive[b];
			if (total[y] * visits[x] <= total[x] * visits[y])
				break;
			alive[b - 1] = y;
			alive[b] = x;
		}
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

	bool verdict = verdict_pending(game, seat);
	/* The greedy choice is the baseline: played on every sample, it is
	 * never halved away, and every other candidate's value is also kept
	 * as its difference from it on the same sample. */
	int base = -1;
	for (int i = 0; i < count; i++)
		if (uno_move_compare(&cand[i], prior) == 0)
			base = i;
	if (base >= 0)
		*out = cand[base];
	int nalive = 0;
	for (int i = 0; i < count; i++) {
		bot->total[i] = 0;
		bot->diff[i] = 0;
		bot->diff_sq[i] = 0;
		visits[i] = 0;
		if (i != base)
			alive[nalive++] = i;
	}

	/* The moves a decision may simulate in all (bot.h): what bounds its
	 * time, whatever the length of the rounds played out. */
	uint64_t steps = 0, max_steps = (uint64_t)budget * UNO__BOT_MOVES_PER_PLAYOUT;
	uint64_t t = 0, world = UINT64_MAX;
	for (int r = 0; r < rounds && nalive > 0 && steps < max_steps; r++) {
		int playing = nalive + (base >= 0);
		uint32_t n = budget / (uint32_t)(rounds * playing);
		if (n == 0)
			n = 1;
		for (uint32_t j = 0; j < n && steps < max_steps; j++, t++) {
			if (t * worlds / samples != world) {
				world = t * worlds / samples;
				if (!sample_world(bot, game, seat, verdict))
					return UNO_OK;
			}
			uint64_t seed = uno__rng_next(bot->rng);
			double baseline = 0;
			for (int a = base >= 0 ? -1 : 0; a < nalive; a++) {
				int i = a < 0 ? base : alive[a];
				double v = -2; /* never kept: every candidate is legal */
				int moves = play_out(bot, seat, &cand[i], seed, &v);
				steps += (uint64_t)(moves > 0 ? moves : 0) + 1;
				bot->total[i] += v;
				visits[i]++;
				if (a < 0) {
					baseline = v;
				} else if (base >= 0) {
					bot->diff[i] += v - baseline;
					bot->diff_sq[i] += (v - baseline) * (v - baseline);
				}
			}
		}
		rank(bot->total, visits, alive, nalive);
		if (steps < max_steps && nalive > 1)
			nalive = (nalive + 1) / 2;
		else
			break;
	}
	*out = cand[nalive > 0 ? alive[0] : base];
	/* The greedy choice stands unless the best other candidate beats it
	 * clearly: by a mean difference on the same samples of more than
	 * SURE standard errors (the playouts are noisy, and a move picked on
	 * noise is worse on average than the greedy one). */
	if (base >= 0 && nalive > 0) {
		int i = alive[0];
		double k = visits[i], mean = bot->diff[i] / k;
		double var = bot->diff_sq[i] / k - mean * mean;
		if (!(mean > 0 && mean * mean * k > SURE * SURE * (var > 0 ? var : 0)))
			*out = cand[base];
	}
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

/* ---- the tree search (UNO_BOT_ISMCTS) ---- */

/*
 * Single-observer information-set Monte Carlo tree search. One tree per
 * decision, its nodes the searching seat's information sets: a node is
 * reached by a sequence of moves from the decision, the same in every
 * sampled world where they were made. Each iteration takes a sampled world
 * (the draw pile shuffled again), walks down the tree, grows it by one
 * node, plays the round out the greedy way and adds the outcome to every
 * node on the way, each from the side of the seat that moved into it.
 *
 * At the searching seat's own decisions the walk picks among the answers
 * legal in this world by UCB1 over the iterations in which each was legal
 * (the subset-armed bandit of ISMCTS), the greedy answer tried first. The
 * other seats are not searched for: they move as the greedy bot would (the
 * opponent model of the playouts, which is what people mostly do), and
 * their moves are edges of the tree, so that the seat's next decisions are
 * told apart by what was played in between.
 */

/* The exploration constant of UCB1 on outcomes within [-1, 1]. Measured
 * against three greedy bots (doc/bots.md): 0.15 won 17 % of the rounds,
 * 0.7 27.5 %, 2 29.3 %, 4 28.7 %; the outcomes are noisy, and an answer
 * tried too little is judged on luck. */
#define TREE_EXPLORE 2.0

/* Nodes deeper than this are not grown (a walk never goes so far in
 * practice: one node is grown per iteration). */
#define TREE_MAX_DEPTH 64

/* The square root of x >= 0 and the natural logarithm of n >= 1, to well
 * within what the exploration term needs, without the C math library
 * (the library links nothing but libc). */
static double root2(double x)
{
	if (!(x > 0))
		return 0;
	uint64_t bits;
	memcpy(&bits, &x, sizeof bits);
	bits = (bits >> 1) + (0x3ff0000000000000ull >> 1);
	double y;
	memcpy(&y, &bits, sizeof y);
	for (int i = 0; i < 4; i++)
		y = 0.5 * (y + x / y);
	return y;
}

static double ln(uint32_t n)
{
	int e = 31 - __builtin_clz(n | 1);
	double m = (double)n / (double)(1u << e) - 1; /* in [0, 1) */
	/* log2(1 + m) by a cubic, within 0.0014 */
	double l2 = m * (1.4234853 + m * (-0.5877338 + m * 0.1655589));
	return (e + l2) * 0.6931471805599453;
}

/* A new node, the first child of @parent (-1: the root); -1 when the tree
 * is full. */
static int32_t tree_node(uno_bot *bot, uint32_t *used, int32_t parent, const uno_move *m,
			 int mover)
{
	if (*used >= bot->max_nodes)
		return -1;
	int32_t i = (int32_t)(*used)++;
	struct uno__node *n = &bot->nodes[i];
	n->move = *m;
	n->child = -1;
	n->sibling = parent >= 0 ? bot->nodes[parent].child : -1;
	n->mover = mover;
	n->visits = 0;
	n->avail = 0;
	n->total = 0;
	n->total_sq = 0;
	if (parent >= 0)
		bot->nodes[parent].child = i;
	return i;
}

static int32_t tree_find(const uno_bot *bot, int32_t parent, const uno_move *m)
{
	for (int32_t c = bot->nodes[parent].child; c >= 0; c = bot->nodes[c].sibling)
		if (uno_move_compare(&bot->nodes[c].move, m) == 0)
			return c;
	return -1;
}

/*
 * The searching seat's move at a node: among @cand, an answer with no
 * node yet (grown, when @grow and there is room; *grown set), the greedy
 * answer @prior first; else the best by UCB1. Marks every child whose move
 * is legal here as available. Returns the child's node, or -1 with *out
 * an answer when none was grown and none has a node (the tree is full).
 */
static int32_t tree_select(uno_bot *bot, uint32_t *used, int32_t node, int seat,
			   const uno_move *cand, int count, const uno_move *prior, bool grow,
			   bool *grown, uno_move *out)
{
	int32_t best = -1, fresh = -1, child[UNO_MAX_MOVES];
	double best_ucb = -1e300;

	for (int i = 0; i < count; i++) {
		int32_t c = child[i] = tree_find(bot, node, &cand[i]);
		if (c < 0) {
			if (fresh < 0 || (prior && uno_move_compare(&cand[i], prior) == 0))
				fresh = i;
			continue;
		}
		bot->nodes[c].avail++;
	}
	if (fresh >= 0 && grow) {
		*out = cand[fresh];
		int32_t c = tree_node(bot, used, node, out, seat);
		if (c >= 0) {
			bot->nodes[c].avail = 1;
			*grown = true;
			return c;
		}
	}
	for (int i = 0; i < count; i++) {
		int32_t c = child[i];
		if (c < 0)
			continue;
		const struct uno__node *n = &bot->nodes[c];
		double ucb = n->visits ? n->total / n->visits +
						 TREE_EXPLORE * root2(ln(n->avail) / n->visits)
				       : 1e300;
		if (ucb > best_ucb) {
			best_ucb = ucb;
			best = c;
		}
	}
	*out = best >= 0 ? bot->nodes[best].move : cand[fresh >= 0 ? fresh : 0];
	return best;
}

/*
 * One iteration on the sampled world (bot->world): the walk, the growth,
 * the playout and the outcomes. @root are the answers at the root (the
 * candidates of the real decision), @root_prior the greedy one. Returns
 * the moves it simulated, or -1 (never: every move is listed or the
 * policy's) when a move was refused.
 */
static int64_t tree_iterate(uno_bot *bot, uint32_t *used, int seat, const uno_move *root,
			    int nroot, const uno_move *root_prior, uint64_t seed)
{
	uno_game *sim = bot->sim;
	struct uno__state *s = &sim->s;
	uno_move moves[UNO_MAX_MOVES], cand[UNO_MAX_MOVES];
	int32_t path[TREE_MAX_DEPTH];
	int depth = 0, reason;
	uint64_t steps = 0;
	bool grown = false;
	int32_t node = 0;

	deal_sim(bot, seed);
	path[depth++] = node;
	/* The walk down the tree, while it has nodes for the moves made. */
	while (!uno__over(s) && node >= 0 && depth < TREE_MAX_DEPTH) {
		int d = s->current;
		uno_move m;
		int32_t next;
		if (d == seat && !uno__exposed(s, seat)) {
			int n = nroot;
			const uno_move *c = root, *p = root_prior;
			uno_move greedy;
			if (node != 0) {
				int listed = uno_game_legal_moves(sim, d, moves, UNO_MAX_MOVES);
				n = listed > 0 ? uno__bot_candidates(moves, listed, cand) : 0;
				n = prune(s, d, cand, n);
				c = cand;
				p = n > 0 && uno__greedy_choose(sim, d, moves, listed, &greedy) == UNO_OK
					    ? &greedy
					    : NULL;
			}
			if (n <= 0)
				break;
			next = tree_select(bot, used, node, d, c, n, p, !grown, &grown, &m);
		} else {
			if (!uno__greedy_playout_move(sim, bot->moves, &m))
				break;
			next = tree_find(bot, node, &m);
			if (next < 0 && !grown) {
				next = tree_node(bot, used, node, &m, d);
				grown = next >= 0;
			}
		}
		if (uno__check(s, d, &m, &reason) != UNO_OK || reason != UNO_REASON_OK)
			return -1;
		uno__apply_checked(sim, d, &m);
		steps++;
		node = next;
		if (node >= 0)
			path[depth++] = node;
		if (grown)
			break;
	}
	/* The playout, the greedy way. */
	int played = finish_round(bot);
	if (played < 0)
		return -1;
	steps += (uint64_t)played;
	for (int i = 0; i < depth; i++) {
		struct uno__node *n = &bot->nodes[path[i]];
		double v = outcome(s, n->mover);
		n->visits++;
		n->total += v;
		n->total_sq += v * v;
	}
	return (int64_t)steps;
}

int uno__bot_tree(uno_bot *bot, const uno_game *game, int seat, const uno_move *given,
		  int count, const uno_move *prior, uno_move *out)
{
	uno_move *cand = bot->cand;

	if (cand != given)
		memmove(cand, given, (size_t)count * sizeof *cand);
	count = prune(&game->s, seat, cand, count);
	*out = cand[0];
	for (int i = 0; i < count; i++)
		if (uno_move_compare(&cand[i], prior) == 0)
			*out = cand[i];
	if (count == 1)
		return UNO_OK;

	uint32_t budget = bot->opt.playouts, used = 0;
	uint64_t worlds = bot->opt.determinizations;
	bool verdict = verdict_pending(game, seat);
	uno_move none = uno__move(UNO_MOVE_PASS);
	tree_node(bot, &used, -1, &none, seat);

	/* The moves a decision may simulate in all, as the flat search's. */
	uint64_t steps = 0, max_steps = (uint64_t)budget * UNO__BOT_MOVES_PER_PLAYOUT;
	uint64_t world = UINT64_MAX;
	for (uint32_t t = 0; t < budget && steps < max_steps; t++) {
		if (t * worlds / budget != world) {
			world = t * worlds / budget;
			if (!sample_world(bot, game, seat, verdict))
				return UNO_OK;
		}
		int64_t k = tree_iterate(bot, &used, seat, cand, count, prior,
					 uno__rng_next(bot->rng));
		steps += (uint64_t)(k > 0 ? k : 0) + 1;
	}

	/* The answer tried most; the greedy one unless that one's mean beats
	 * it by more than SURE standard errors of the difference. */
	int32_t best = -1, base = -1;
	for (int32_t c = bot->nodes[0].child; c >= 0; c = bot->nodes[c].sibling) {
		if (uno_move_compare(&bot->nodes[c].move, prior) == 0)
			base = c;
		if (best < 0 || bot->nodes[c].visits > bot->nodes[best].visits)
			best = c;
	}
	if (best < 0)
		return UNO_OK;
	*out = bot->nodes[best].move;
	if (base >= 0 && base != best && bot->nodes[base].visits > 1) {
		const struct uno__node *a = &bot->nodes[best], *b = &bot->nodes[base];
		double ma = a->total / a->visits, mb = b->total / b->visits;
		double va = a->total_sq / a->visits - ma * ma, vb = b->total_sq / b->visits - mb * mb;
		double se2 = (va > 0 ? va : 0) / a->visits + (vb > 0 ? vb : 0) / b->visits;
		if (!(ma > mb && (ma - mb) * (ma - mb) > SURE * SURE * se2))
			*out = b->move;
	}
	return UNO_OK;
}
