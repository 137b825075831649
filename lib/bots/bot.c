/*
 * Bots (bot.h): the handle, the random and greedy players, the moves made
 * out of turn, and bots answering through a game's hooks. The search
 * player is in bot_search.c.
 *
 * A bot reads only what its seat may see: its own hand, the public state
 * and, for the search, worlds sampled by uno_game_determinize(). Its
 * generator is seeded for every decision from the bot's seed and a hash
 * of the seat's view, so a decision depends on nothing else.
 * SPDX-License-Identifier: MIT
 */
#include "bot_internal.h"

/* The size of the options of the first release (through `seed`). */
#define OPTIONS_V1_SIZE (offsetof(uno_bot_options, seed) + sizeof(uint64_t))

/* The random bot's odds of acting out of turn, in 1/8ths per look. */
#define RANDOM_CALL_ODDS 2
#define RANDOM_CATCH_ODDS 3
#define RANDOM_JUMP_ODDS 4

/* The greedy bot keeps a drawn wild while it holds this many cards. */
#define KEEP_WILD_HAND 3

/* Salts that keep a seat's in-turn and out-of-turn choices apart. */
#define SALT_CHOOSE 0x43484f4f53450000ull
#define SALT_ACT 0x4143540000000000ull

/* ---- the handle ---- */

int uno_bot_options_init(uno_bot_options *options, int kind)
{
	if (!options || kind < UNO_BOT_RANDOM || kind > UNO_BOT_REFERENCE)
		return UNO_EINVAL;
	memset(options, 0, sizeof *options);
	options->size = sizeof *options;
	options->kind = kind;
	options->playouts = UNO_BOT_DEFAULT_PLAYOUTS;
	options->determinizations = UNO_BOT_DEFAULT_DETERMINIZATIONS;
	return UNO_OK;
}

int uno_bot_options_level(uno_bot_options *options, int level)
{
	static const struct {
		int kind;
		uint32_t mistakes;
	} ladder[] = {
		[UNO_BOT_EASY] = { UNO_BOT_RANDOM, 0 },
		[UNO_BOT_MEDIUM] = { UNO_BOT_GREEDY, UNO_BOT_MEDIUM_MISTAKES },
		[UNO_BOT_HARD] = { UNO_BOT_GREEDY, 0 },
		[UNO_BOT_EXPERT] = { UNO_BOT_SEARCH, 0 },
	};

	if (!options || level < UNO_BOT_EASY || level > UNO_BOT_EXPERT)
		return UNO_EINVAL;
	uno_bot_options_init(options, ladder[level].kind);
	options->mistakes = ladder[level].mistakes;
	return UNO_OK;
}

/* The kinds that search sampled worlds, and so need scratch games. */
static bool searches(int kind)
{
	return kind == UNO_BOT_SEARCH || kind == UNO_BOT_ISMCTS;
}

/* A game to hold sampled states: never dealt, cloned or logged, only
 * given a state to play on (of any game, referee mode included). */
static uno_game *scratch_game(uno_alloc_fn alloc, void *user)
{
	return uno__game_alloc(alloc, user, sizeof(struct uno__state), true, false);
}

int uno_bot_new(uno_bot **out, const uno_bot_options *options, uno_alloc_fn alloc,
		void *user)
{
	uno_bot_options o;

	if (!out)
		return UNO_EINVAL;
	*out = NULL;
	if (!options || options->size < OPTIONS_V1_SIZE)
		return UNO_EINVAL;
	memset(&o, 0, sizeof o);
	memcpy(&o, options, options->size < sizeof o ? options->size : sizeof o);
	o.size = sizeof o;
	if (o.kind < UNO_BOT_RANDOM || o.kind > UNO_BOT_REFERENCE)
		return UNO_EINVAL;
	if (searches(o.kind) &&
	    (o.determinizations == 0 || o.playouts < o.determinizations))
		return UNO_EINVAL;
	if (o.mistakes > 256)
		return UNO_EINVAL;

	uno_bot *bot = uno__alloc(alloc, user, sizeof *bot);
	if (!bot)
		return UNO_ENOMEM;
	memset(bot, 0, sizeof *bot);
	bot->alloc = alloc;
	bot->alloc_user = user;
	bot->opt = o;
	/* The seed's part of every decision's seed, mixed once. */
	uint64_t key[4];
	uno__rng_seed(key, o.seed);
	bot->seed_key = uno__rng_next(key);
	if (searches(o.kind)) {
		bot->world = scratch_game(alloc, user);
		bot->sim = bot->world ? scratch_game(alloc, user) : NULL;
		if (bot->sim && o.kind == UNO_BOT_ISMCTS) {
			/* The root and one node per iteration. */
			bot->max_nodes = o.playouts < UNO__BOT_MAX_NODES - 1 ? o.playouts + 1
									   : UNO__BOT_MAX_NODES;
			bot->nodes = uno__alloc(alloc, user, bot->max_nodes * sizeof *bot->nodes);
		}
		if (!bot->sim || (o.kind == UNO_BOT_ISMCTS && !bot->nodes)) {
			uno_bot_free(bot);
			return UNO_ENOMEM;
		}
	}
	*out = bot;
	return UNO_OK;
}

void uno_bot_free(uno_bot *bot)
{
	if (!bot)
		return;
	if (bot->world)
		uno__free(bot->alloc, bot->alloc_user, bot->world);
	if (bot->sim)
		uno__free(bot->alloc, bot->alloc_user, bot->sim);
	if (bot->nodes)
		uno__free(bot->alloc, bot->alloc_user, bot->nodes);
	uno__free(bot->alloc, bot->alloc_user, bot);
}

/* Folds one word into a digest (a multiply and a shift: cheap, and every
 * bit of the word reaches every bit of the digest within a few words). */
static uint64_t fold(uint64_t h, uint64_t word)
{
	h = (h ^ word) * 0x100000001b3ull;
	return h ^ (h >> 29);
}

/*
 * Seeds the decision's generator from the bot's seed and a digest of what
 * the seat sees: fields of its ::uno_view read straight from the state
 * (the seat, the table's public counters and flags, the top card, every
 * seat's hand size, status, call and score, and the seat's own hand by
 * face), without building the view. Each of them is a field of the view,
 * so the same view gives the same digest; nothing the seat cannot see goes
 * in. Only the kinds that choose at random need it.
 */
static void seed_decision(uno_bot *bot, const uno_game *g, int seat, uint64_t salt)
{
	const struct uno__state *s = &g->s;
	uint64_t h = 0xcbf29ce484222325ull ^ salt, word;
	unsigned top = s->ndiscard ? UNO__DISCARD(s, s->ndiscard - 1) : 0xffu;
	int current = uno__over(s) ? -1 : s->current;

	h = fold(h, (uint64_t)(uint8_t)seat | (uint64_t)s->players << 8 |
			    (uint64_t)(uint8_t)current << 16 | (uint64_t)s->phase << 24 |
			    (uint64_t)(uint8_t)s->direction << 32 | (uint64_t)s->color << 40 |
			    (uint64_t)s->dealer << 48 |
			    (uint64_t)(uint8_t)uno__exposed_seat(s) << 56);
	if (s->exposed & (s->exposed - 1u))
		h = fold(h, s->exposed); /* several windows (NM-12) */
	h = fold(h, (uint64_t)top | (uint64_t)s->ndraw << 8 | (uint64_t)s->stack << 16 |
			    (uint64_t)s->ndiscard << 24 | (uint64_t)s->nturned << 32 |
			    (uint64_t)(uint8_t)s->round_winner << 40 |
			    (uint64_t)(uint8_t)s->match_winner << 48 |
			    (uint64_t)(uint8_t)s->shown_by[seat] << 56);
	h = fold(h, s->round);
	for (int p = 0; p < s->players; p++)
		h = fold(h, (uint64_t)s->hand_size[p] | (uint64_t)s->seat_status[p] << 8 |
				    (uint64_t)uno__called(s, p) << 16 |
				    (uint64_t)(uint32_t)s->score[p] << 32);
	uint8_t hand[UNO__FACES];
	uno__tally_counts(s, &s->hand[seat], s->mask[seat], hand);
	size_t i = 0, nf = uno__layout_faces(&s->rules);
	for (; i + sizeof word <= nf; i += sizeof word) {
		memcpy(&word, &hand[i], sizeof word);
		h = fold(h, word);
	}
	for (; i < nf; i++)
		h = fold(h, hand[i]);
	uno__rng_seed(bot->rng, h ^ bot->seed_key);
}

/* ---- what a bot knows ---- */

/* What the greedy policy sees in a card: read from the game's rule table
 * (a wild, a draw card, a number and its value), never from its kind's
 * number. */
static bool is_wild_face(unsigned face)
{
	return uno__face_wild(face);
}

static bool is_number(const struct uno__state *s, unsigned face)
{
	return uno__rule(s, face)->flags & UNO__K_NUMBER;
}

static bool is_draw_wild(const struct uno__state *s, unsigned face)
{
	return is_wild_face(face) && uno__rule(s, face)->draw > 0;
}

static bool same_card(uno_card a, uno_card b)
{
	return a.kind == b.kind && a.color == b.color;
}

/* Does a move answer the pending decision (rather than call or catch)? */
static bool answers(const uno_move *m)
{
	return m->type != UNO_MOVE_UNO && m->type != UNO_MOVE_CATCH &&
	       m->type != UNO_MOVE_MISPLAY && m->type != UNO_MOVE_PENALTY;
}

static bool teammates(const struct uno__state *s, int a, int b)
{
	return a != b && s->team[a] == s->team[b];
}

void uno__bot_count_colors(const struct uno__state *s, int seat, int count[4])
{
	memset(count, 0, 4 * sizeof count[0]);
	for (uno__fset m = s->mask[seat] & ~UNO__WILD_FACES; m; m &= m - 1) {
		unsigned f = uno__fset_first(m);
		count[uno__face_color(f)] += (int)uno__hand_count(s, seat, f);
	}
}

int uno__bot_most_held(const int count[4])
{
	int best = 0;
	for (int c = 1; c < 4; c++)
		if (count[c] > count[best])
			best = c;
	return best;
}

/* The color a seat holds most (ties in R, Y, G, B order). */
static int best_color(const struct uno__state *s, int seat)
{
	int count[4];

	uno__bot_count_colors(s, seat, count);
	return uno__bot_most_held(count);
}

int uno__bot_color(const struct uno__state *s, int seat)
{
	if (s->phase != UNO_PHASE_COLOR || s->first_color || s->pending_face == UNO__NO_FACE ||
	    s->actor == seat || !uno__victim_names(s, s->pending_face))
		return best_color(s, seat);
	int unseen[UNO__FACES], count[4] = { 0 };
	uno__unseen(s, seat, unseen);
	for (unsigned f = 0; f < UNO__FACES; f++)
		if (!uno__face_wild(f))
			count[uno__face_color(f)] += unseen[f];
	return uno__bot_most_held(count);
}

int uno__bot_candidates(const uno_move *moves, int n, uno_move *out)
{
	int k = 0;

	for (int i = 0; i < n; i++) {
		const uno_move *m = &moves[i];
		if (!answers(m))
			continue;
		/* Sorted: a play without the call comes just before its twin
		 * with it, which is never worse (G-6). */
		if (m->type == UNO_MOVE_PLAY && !(m->flags & UNO_MOVE_F_UNO) && i + 1 < n &&
		    moves[i + 1].type == UNO_MOVE_PLAY && same_card(moves[i + 1].card, m->card) &&
		    moves[i + 1].color == m->color && (moves[i + 1].flags & UNO_MOVE_F_UNO))
			continue;
		out[k++] = *m;
	}
	return k;
}

unsigned uno__bot_prior_color(const struct uno__state *s)
{
	return s->ndiscard >= 2 ? uno__entry_color(UNO__DISCARD(s, s->ndiscard - 2)) : UNO_NO_COLOR;
}

/* May @seat challenge the card on top now (C-7, X-4, H-1)? */
static bool challenge_open(const struct uno__state *s, int seat)
{
	if (uno__over(s) || s->current != seat || s->offender < 0 || s->offender == seat)
		return false;
	return s->phase == UNO_PHASE_CHALLENGE ||
	       (s->phase == UNO_PHASE_STACK && uno__stack_challengeable(s));
}

/*
 * The faces that would have made the card on top a bluff had its player
 * held one: the color current before it (C-6), and for the X-4 rule any
 * other wild too.
 */
static uno__fset bluff_faces(const struct uno__state *s)
{
	unsigned face = uno__top_face(s), prior = uno__bot_prior_color(s);
	uno__fset faces = prior < 4 ? UNO__COLOR_FACES(prior) : 0;

	if (uno__rule(s, face)->restriction == UNO__RESTRICT_NO_COLOR_OR_WILD)
		faces |= UNO__WILD_FACES & ~(uno__fset_bit(face));
	return uno__rule(s, face)->restriction == UNO__RESTRICT_NONE ? 0 : faces;
}

/*
 * The chance that the offender held one of those faces, from the cards the
 * seat has not seen (the deck less its hand, the discard pile and turned
 * cards), all equally likely in the offender's hand; then weighed by the
 * prior that a player who could play honestly bluffs anyway.
 */
double uno__bot_bluff_odds(const struct uno__state *s, int seat)
{
	int unseen[UNO__FACES], total = 0, could = 0;

	if (!challenge_open(s, seat))
		return 0;
	uno__fset faces = bluff_faces(s);
	if (!faces)
		return 0;
	uno__unseen(s, seat, unseen);
	for (unsigned f = 0; f < UNO__FACES; f++) {
		if (unseen[f] <= 0)
			continue;
		total += unseen[f];
		if (uno__fset_has(faces, f))
			could += unseen[f];
	}

	double none = 1.0;
	for (int i = 0; i < s->hand_size[s->offender] && none > 0; i++)
		none = total - could - i > 0 ? none * (total - could - i) / (total - i) : 0;
	double held = 1.0 - none;
	double weighed = UNO__BOT_BLUFF_PRIOR * held;
	return weighed > 0 ? weighed / (weighed + none) : 0;
}

/* Does a challenge pay, counting the cards the seat would draw? Accepting
 * draws the pending cards; a failed challenge draws them and the penalty. */
bool uno__bot_challenge_pays(const struct uno__state *s, int seat)
{
	double p = uno__bot_bluff_odds(s, seat);
	double pending = s->stack, penalty = uno__opt(s, UNO_OPT_CHALLENGE_PENALTY);

	return p > 0 && (1.0 - p) * (pending + penalty) < pending;
}

/* ---- random ---- */

/*
 * Uniform over the options: each distinct card to play is one, and so is
 * every other answer; the variant of the chosen card (a wild's color, the
 * UNO call) is then uniform among the listed ones. It does not draw while
 * it holds a playable card: drawing at random makes rounds a long walk.
 */
static int random_choose(uno_bot *bot, const struct uno__state *s, const uno_move *moves,
			 int n, uno_move *out)
{
	int options[UNO_MAX_MOVES], count = 0;
	bool plays = false;

	for (int i = 0; i < n; i++)
		plays |= moves[i].type == UNO_MOVE_PLAY;
	bool play_only = plays && s->phase == UNO_PHASE_PLAY;
	for (int i = 0; i < n; i++) {
		if (!answers(&moves[i]) || (play_only && moves[i].type != UNO_MOVE_PLAY))
			continue;
		if (moves[i].type == UNO_MOVE_PLAY && i > 0 && moves[i - 1].type == UNO_MOVE_PLAY &&
		    same_card(moves[i - 1].card, moves[i].card))
			continue; /* sorted: a card's variants are adjacent */
		options[count++] = i;
	}
	if (count == 0)
		return UNO_ESTATE;
	int pick = options[uno__rng_below(bot->rng, (uint32_t)count)];
	if (moves[pick].type == UNO_MOVE_PLAY) {
		int same = 0;
		while (pick + same < n && moves[pick + same].type == UNO_MOVE_PLAY &&
		       same_card(moves[pick + same].card, moves[pick].card))
			same++;
		pick += (int)uno__rng_below(bot->rng, (uint32_t)same);
	}
	*out = moves[pick];
	return UNO_OK;
}

/* ---- greedy ---- */

int uno__bot_play_score(const struct uno__state *s, unsigned face, const int count[4])
{
	if (is_wild_face(face))
		return is_draw_wild(s, face) ? 100 : 200;
	int held = count[uno__face_color(face)] * 10;
	if (!is_number(s, face))
		return 4000 + held;
	return 3000 + held + uno__rule(s, face)->points;
}

/* Higher is given first: numbers (high first), actions, wilds last. */
static int give_score(const struct uno__state *s, uno_card card)
{
	unsigned face = uno__face(card.kind, card.color);
	if (is_wild_face(face))
		return is_draw_wild(s, face) ? 50 : 100;
	if (!is_number(s, face))
		return 200;
	return 300 + uno__rule(s, face)->points;
}

/*
 * The best listed play made the greedy way: the color it holds most for a
 * wild (as listed), the UNO call whenever the list offers it. False when
 * no play is listed.
 */
static bool greedy_play(const struct uno__state *s, int seat, const uno_move *moves, int n,
			uno_move *out)
{
	int count[4], best = -1, best_score = -1;

	uno__bot_count_colors(s, seat, count);
	for (int i = 0; i < n; i++) {
		if (moves[i].type != UNO_MOVE_PLAY)
			continue;
		int score = uno__bot_play_score(s, uno__face(moves[i].card.kind, moves[i].card.color),
						count);
		if (score > best_score) {
			best = i;
			best_score = score;
		}
	}
	if (best < 0)
		return false;

	uno_card card = moves[best].card;
	unsigned face = uno__face(card.kind, card.color);
	int color = uno__is_wild(card.kind) && !uno__victim_names(s, face) ? best_color(s, seat)
									    : UNO_NO_COLOR;
	bool found = false;
	for (int i = 0; i < n; i++) {
		const uno_move *m = &moves[i];
		if (m->type != UNO_MOVE_PLAY || !same_card(m->card, card) || m->color != color)
			continue;
		if (!found || (m->flags & UNO_MOVE_F_UNO))
			*out = *m;
		found = true;
	}
	if (!found)
		*out = moves[best];
	return true;
}

static const uno_move *find(const uno_move *moves, int n, int type)
{
	for (int i = 0; i < n; i++)
		if (moves[i].type == type)
			return &moves[i];
	return NULL;
}

/* Among the listed moves of @type with a target, the one whose target
 * holds the fewest cards, opponents before teammates; NULL if none. */
static const uno_move *fewest_cards(const struct uno__state *s, int seat,
				    const uno_move *moves, int n, int type)
{
	const uno_move *best = NULL;
	int best_key = 0;

	for (int i = 0; i < n; i++) {
		if (moves[i].type != type || moves[i].target < 0)
			continue;
		int key = s->hand_size[moves[i].target] * 2 +
			  (teammates(s, seat, moves[i].target) ? 1 : 0);
		if (!best || key < best_key) {
			best = &moves[i];
			best_key = key;
		}
	}
	return best;
}

int uno__bot_greedy(const struct uno__state *s, int seat, const uno_move *moves, int n,
		     uno_move *out)
{
	const uno_move *m;

	switch (s->phase) {
	case UNO_PHASE_DRAWN:
		/* The drawn card is the only play listed: a wild is kept for
		 * later unless passing is refused (H-3). */
		m = find(moves, n, UNO_MOVE_PASS);
		if (m && s->hand_size[seat] >= KEEP_WILD_HAND && is_wild_face(s->drawn_face)) {
			*out = *m;
			return UNO_OK;
		}
		if (greedy_play(s, seat, moves, n, out))
			return UNO_OK;
		break;
	case UNO_PHASE_PLAY:
	case UNO_PHASE_MORE: /* H-10: shed every card of the number it may */
		if (greedy_play(s, seat, moves, n, out))
			return UNO_OK;
		break;
	case UNO_PHASE_STACK:
	case UNO_PHASE_CHALLENGE:
		if (greedy_play(s, seat, moves, n, out))
			return UNO_OK; /* stack when it can (H-1) */
		m = find(moves, n, UNO_MOVE_CHALLENGE);
		if (m && uno__bot_challenge_pays(s, seat)) {
			*out = *m;
			return UNO_OK;
		}
		break;
	case UNO_PHASE_COLOR:
		*out = uno__move(UNO_MOVE_COLOR);
		out->color = (uint8_t)uno__bot_color(s, seat);
		return UNO_OK;
	case UNO_PHASE_SWAP:
		if ((m = fewest_cards(s, seat, moves, n, UNO_MOVE_SWAP))) {
			*out = *m;
			return UNO_OK;
		}
		break;
	case UNO_PHASE_CAST:
		m = fewest_cards(s, seat, moves, n, UNO_MOVE_CAST);
		if (m && !teammates(s, seat, m->target)) {
			*out = *m;
			return UNO_OK;
		}
		break;
	case UNO_PHASE_HANDOFF: {
		int best = -1;
		for (int i = 0; i < n; i++)
			if (moves[i].type == UNO_MOVE_GIVE &&
			    (best < 0 || give_score(s, moves[i].card) > give_score(s, moves[best].card)))
				best = i;
		if (best >= 0) {
			*out = moves[best];
			return UNO_OK;
		}
		break;
	}
	default:
		break;
	}

	/* The answer left: draw, pass, accept, or the first listed (deal). */
	static const int fallback[] = { UNO_MOVE_DRAW, UNO_MOVE_PASS, UNO_MOVE_ACCEPT };
	for (size_t k = 0; k < sizeof fallback / sizeof fallback[0]; k++)
		if ((m = find(moves, n, fallback[k]))) {
			*out = *m;
			return UNO_OK;
		}
	for (int i = 0; i < n; i++)
		if (answers(&moves[i])) {
			*out = moves[i];
			return UNO_OK;
		}
	return UNO_ESTATE;
}

/* ---- the entry points ---- */

/* The decision's generator as the reference policy's source of choices. */
static uint32_t bot_choice(uint32_t n, void *user)
{
	return uno__rng_below(user, n);
}

int uno_bot_choose(uno_bot *bot, const uno_game *game, int seat, uno_move *move)
{
	if (!bot || !move || !uno__valid_seat(game, seat))
		return UNO_EINVAL;
	const struct uno__state *s = &game->s;
	if (uno__over(s) || s->current != seat)
		return UNO_ESTATE;
	int n = uno_game_legal_moves(game, seat, bot->moves, UNO_MAX_MOVES);
	if (n <= 0 || n > UNO_MAX_MOVES)
		return n < 0 ? n : UNO_ESTATE;

	/* The greedy bot never chooses at random, unless told to err. */
	if (bot->opt.kind != UNO_BOT_GREEDY || bot->opt.mistakes)
		seed_decision(bot, game, seat, SALT_CHOOSE);
	if (bot->opt.mistakes && uno__rng_below(bot->rng, 256) < bot->opt.mistakes)
		return random_choose(bot, s, bot->moves, n, move);
	switch (bot->opt.kind) {
	case UNO_BOT_RANDOM:
		return random_choose(bot, s, bot->moves, n, move);
	case UNO_BOT_GREEDY:
		return uno__bot_greedy(s, seat, bot->moves, n, move);
	case UNO_BOT_REFERENCE:
		/* The playout's policy, drawing from this decision's generator. */
		return uno__reference_answer(game, seat, bot_choice, bot->rng, move) ? UNO_OK
										       : UNO_ESTATE;
	default: {
		uno_move prior;
		int count = uno__bot_candidates(bot->moves, n, bot->cand);
		if (count == 0)
			return UNO_ESTATE;
		if (uno__bot_greedy(s, seat, bot->moves, n, &prior) != UNO_OK)
			prior = bot->cand[0];
		if (bot->opt.kind == UNO_BOT_ISMCTS)
			return uno__bot_tree(bot, game, seat, bot->cand, count, &prior, move);
		return uno__bot_search(bot, game, seat, bot->cand, count, &prior, move);
	}
	}
}

/* Out of turn, the greedy way (the search bot's way too): call, catch an
 * opponent, catch an opponent's misplay, jump in. */
static int greedy_act(const struct uno__state *s, int seat, const uno_move *moves, int n,
		      uno_move *out)
{
	uno_move jumps[UNO_MAX_MOVES];
	int njumps = 0;

	for (int i = 0; i < n; i++) {
		const uno_move *m = &moves[i];
		if (m->type == UNO_MOVE_UNO ||
		    ((m->type == UNO_MOVE_CATCH || m->type == UNO_MOVE_MISPLAY) &&
		     !teammates(s, seat, m->target))) {
			*out = *m;
			return 1;
		}
		/* A play listed for a seat not on turn is a jump-in (H-4). */
		if (m->type == UNO_MOVE_PLAY && s->current != seat)
			jumps[njumps++] = *m;
	}
	return njumps > 0 && greedy_play(s, seat, jumps, njumps, out) ? 1 : 0;
}

static int random_act(uno_bot *bot, const struct uno__state *s, int seat,
		      const uno_move *moves, int n, uno_move *out)
{
	int jumps[UNO_MAX_MOVES], njumps = 0;

	for (int i = 0; i < n; i++) {
		const uno_move *m = &moves[i];
		if (m->type == UNO_MOVE_UNO && uno__rng_below(bot->rng, 8) < RANDOM_CALL_ODDS) {
			*out = *m;
			return 1;
		}
		if ((m->type == UNO_MOVE_CATCH || m->type == UNO_MOVE_MISPLAY) &&
		    uno__rng_below(bot->rng, 8) < RANDOM_CATCH_ODDS) {
			*out = *m;
			return 1;
		}
		if (m->type == UNO_MOVE_PLAY && s->current != seat)
			jumps[njumps++] = i;
	}
	if (njumps > 0 && uno__rng_below(bot->rng, 8) < RANDOM_JUMP_ODDS) {
		*out = moves[jumps[uno__rng_below(bot->rng, (uint32_t)njumps)]];
		return 1;
	}
	return 0;
}

/* Could @p seat have any move out of turn now (the moves uno_game_legal_moves()
 * lists beside the decision: a UNO call or a catch while a seat is exposed,
 * a misplay catch, a jump-in)? When not, there is nothing to list: most
 * looks of a table of bots end here. */
static bool out_of_turn_possible(const struct uno__state *s, int seat)
{
	return s->exposed || s->misplay ||
	       (seat != s->current && uno__jumps_in(s, seat, uno__top_face(s)));
}

int uno_bot_act(uno_bot *bot, const uno_game *game, int seat, uno_move *move)
{
	if (!bot || !move || !uno__valid_seat(game, seat))
		return UNO_EINVAL;
	const struct uno__state *s = &game->s;
	if (uno__over(s) || !out_of_turn_possible(s, seat))
		return 0;
	int n = uno_game_legal_moves(game, seat, bot->moves, UNO_MAX_MOVES);
	if (n <= 0 || n > UNO_MAX_MOVES)
		return n < 0 ? n : 0;
	if (bot->opt.kind == UNO_BOT_REFERENCE) {
		/* The policy's one move beside a decision: its own missed call
		 * (G-6), made first when the decision is its own, as in a
		 * playout, where nobody else moves. */
		for (int i = 0; i < n && seat == s->current; i++)
			if (bot->moves[i].type == UNO_MOVE_UNO) {
				*move = bot->moves[i];
				return 1;
			}
		return 0;
	}
	if (bot->opt.kind == UNO_BOT_RANDOM) {
		/* The generator only when there is something to choose. */
		bool any = false;
		for (int i = 0; i < n && !any; i++)
			any = !answers(&bot->moves[i]) ||
			      (bot->moves[i].type == UNO_MOVE_PLAY && s->current != seat);
		if (!any)
			return 0;
		seed_decision(bot, game, seat, SALT_ACT);
		return random_act(bot, s, seat, bot->moves, n, move);
	}
	return greedy_act(s, seat, bot->moves, n, move);
}

/* ---- bots as hooks ---- */

/*
 * The seating of uno_bot_install(): which bot answers which seat, and the
 * host's own table, which answers the other seats and hears the events.
 * It stands in front of the host's hooks as the game's hook layer
 * (engine.h): the game itself knows nothing of bots.
 */
struct seating {
	uno_hooks host;
	void *host_user;
	uno_bot *bots[UNO_MAX_PLAYERS];
};

static void seating_release(uno_game *g, void *layer)
{
	uno__free(g->alloc, g->alloc_user, layer);
}

static struct seating *seating_of(const uno_game *g)
{
	return g->layer_release == seating_release ? g->layer : NULL;
}

/* The bot's answer to the decision pending for @seat, or false. */
static bool bot_answer(const uno_game *g, const struct seating *st, int seat, uno_move *m)
{
	return uno_bot_choose(st->bots[seat], g, seat, m) == UNO_OK;
}

static int hook_color(const uno_game *g, int seat, void *user)
{
	const struct seating *st = user;
	uno_move m;

	if (st->bots[seat])
		return bot_answer(g, st, seat, &m) && m.type == UNO_MOVE_COLOR ? m.color : -1;
	return st->host.choose_color ? st->host.choose_color(g, seat, st->host_user) : -1;
}

static int hook_challenge(const uno_game *g, int seat, void *user)
{
	const struct seating *st = user;
	uno_move m;

	if (st->bots[seat]) {
		if (!bot_answer(g, st, seat, &m))
			return -1;
		return m.type == UNO_MOVE_CHALLENGE ? 1 : m.type == UNO_MOVE_ACCEPT ? 0 : -1;
	}
	return st->host.challenge ? st->host.challenge(g, seat, st->host_user) : -1;
}

static int hook_cast(const uno_game *g, int seat, void *user)
{
	const struct seating *st = user;
	uno_move m;

	if (st->bots[seat]) {
		if (!bot_answer(g, st, seat, &m) || m.type != UNO_MOVE_CAST)
			return -1;
		return (m.flags & UNO_MOVE_F_DEAL) ? UNO_CAST_DEAL : m.target;
	}
	return st->host.cast ? st->host.cast(g, seat, st->host_user) : -1;
}

static int hook_give(const uno_game *g, int seat, uno_card *card, void *user)
{
	const struct seating *st = user;
	uno_move m;

	if (st->bots[seat]) {
		if (!bot_answer(g, st, seat, &m) || m.type != UNO_MOVE_GIVE)
			return -1;
		*card = m.card;
		return 0;
	}
	return st->host.give ? st->host.give(g, seat, card, st->host_user) : -1;
}

static int hook_swap(const uno_game *g, int seat, void *user)
{
	const struct seating *st = user;
	uno_move m;

	if (st->bots[seat])
		return bot_answer(g, st, seat, &m) && m.type == UNO_MOVE_SWAP ? m.target : -1;
	return st->host.swap ? st->host.swap(g, seat, st->host_user) : -1;
}

/* The host's notifications go on reaching it, with its own pointer. */
static int hook_draw(const uno_game *g, int seat, uno_card *card, void *user)
{
	const struct seating *st = user;
	return st->host.draw(g, seat, card, st->host_user);
}

static void hook_event(const uno_game *g, const uno_event *ev, void *user)
{
	const struct seating *st = user;
	st->host.event(g, ev, st->host_user);
}

int uno_bot_install(uno_game *game, uno_bot *const bots[], int count)
{
	if (!game || count < 0 || count > game->s.players || (count > 0 && !bots))
		return UNO_EINVAL;
	if (game->in_hook)
		return UNO_EBUSY;
	game->errmsg[0] = 0;
	struct seating *st = seating_of(game);
	bool any = false;
	for (int s = 0; s < count; s++)
		any |= bots[s] != NULL;

	if (!any) {
		/* No bot left: the host's table, as it was before any bot. */
		if (st) {
			game->hooks = st->host;
			game->hook_user = st->host_user;
			game->layer = NULL;
			game->layer_release = NULL;
			seating_release(game, st);
		}
		return uno__finish_call(game, UNO_OK);
	}
	if (!st) {
		st = uno__alloc(game->alloc, game->alloc_user, sizeof *st);
		if (!st)
			return UNO_ENOMEM;
		st->host = game->hooks;
		st->host_user = game->hook_user;
		game->layer = st;
		game->layer_release = seating_release;
	}
	memset(st->bots, 0, sizeof st->bots);
	for (int s = 0; s < count; s++)
		st->bots[s] = bots[s];

	uno_hooks h;
	memset(&h, 0, sizeof h);
	h.size = sizeof h;
	h.choose_color = hook_color;
	h.challenge = hook_challenge;
	h.cast = hook_cast;
	h.give = hook_give;
	h.swap = hook_swap;
	h.draw = st->host.draw ? hook_draw : NULL;
	h.event = st->host.event ? hook_event : NULL;
	game->hooks = h;
	game->hook_user = st;
	return uno__finish_call(game, UNO_OK);
}

/* ---- advancing a table of bots and humans ---- */

static uno_bot *seat_bot(uno_bot *const bots[], int count, int seat)
{
	return seat >= 0 && seat < count ? bots[seat] : NULL;
}

/* The first move out of turn a bot makes, clockwise from @p from: 1 with
 * @p seat and @p move set, 0 when none acts, or a status. */
static int bystander(const uno_game *game, uno_bot *const bots[], int count,
		     int from, int *seat, uno_move *move)
{
	int players = game->s.players;

	for (int k = 0; k < players; k++) {
		int s = (from + k) % players;
		uno_bot *b = seat_bot(bots, count, s);
		if (!b)
			continue;
		int rc = uno_bot_act(b, game, s, move);
		if (rc != 0) {
			*seat = s;
			return rc;
		}
	}
	return 0;
}

int uno_game_advance(uno_game *game, uno_bot *const bots[], int count, int max_moves)
{
	if (!game || count < 0 || count > game->s.players || (count > 0 && !bots) ||
	    max_moves < 0)
		return UNO_EINVAL;
	if (game->in_hook)
		return UNO_EBUSY;

	int applied = 0, out_of_turn = 0;
	while (max_moves == 0 || applied < max_moves) {
		uno_decision d = { .size = sizeof d };
		uno_move move;
		int seat, rc = uno_game_decision(game, &d);

		if (rc != UNO_OK)
			return rc;
		if (d.seat < 0)
			break;
		rc = out_of_turn < UNO__OUT_OF_TURN_MAX ?
			     bystander(game, bots, count, d.seat, &seat, &move) : 0;
		if (rc < 0)
			return rc;
		if (rc == 1) {
			out_of_turn++;
		} else {
			seat = d.seat;
			uno_bot *b = seat_bot(bots, count, seat);
			if (!b)
				break;
			rc = uno_bot_choose(b, game, seat, &move);
			if (rc != UNO_OK)
				return rc;
			out_of_turn = 0;
		}
		rc = uno_game_apply(game, seat, &move);
		if (rc != UNO_OK)
			return rc;
		applied++;
	}
	return applied;
}
