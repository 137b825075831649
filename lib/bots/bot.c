/*
 * Bots (bot.h): the handle, the random and greedy players, the moves made
 * out of turn, and bots answering through a game's hooks. The search
 * player is in search.c, the greedy policy in greedy.c.
 *
 * A bot reads only what its seat may see: its own hand, the public state
 * and, for the search, worlds sampled by uno_game_determinize(). Its
 * generator is seeded for every decision from the bot's seed and a hash
 * of the seat's view, so a decision depends on nothing else.
 * SPDX-License-Identifier: MIT
 */
#include "search.h"

/* The size of the options of the first release (through `seed`). */
#define OPTIONS_V1_SIZE (offsetof(uno_bot_options, seed) + sizeof(uint64_t))

/* The random bot's odds of acting out of turn, in 1/8ths per look. */
#define RANDOM_CALL_ODDS 2
#define RANDOM_CATCH_ODDS 3
#define RANDOM_JUMP_ODDS 4

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
		if (!uno__bot_answers(&moves[i]) || (play_only && moves[i].type != UNO_MOVE_PLAY))
			continue;
		if (moves[i].type == UNO_MOVE_PLAY && i > 0 && moves[i - 1].type == UNO_MOVE_PLAY &&
		    uno__bot_same_card(moves[i - 1].card, moves[i].card))
			continue; /* sorted: a card's variants are adjacent */
		options[count++] = i;
	}
	if (count == 0)
		return UNO_ESTATE;
	int pick = options[uno__rng_below(bot->rng, (uint32_t)count)];
	if (moves[pick].type == UNO_MOVE_PLAY) {
		int same = 0;
		while (pick + same < n && moves[pick + same].type == UNO_MOVE_PLAY &&
		       uno__bot_same_card(moves[pick + same].card, moves[pick].card))
			same++;
		pick += (int)uno__rng_below(bot->rng, (uint32_t)same);
	}
	*out = moves[pick];
	return UNO_OK;
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
	/* The greedy bot lists the moves only for the decisions it does not
	 * read from the hand's faces (greedy.c). */
	if (bot->opt.kind == UNO_BOT_GREEDY && !bot->opt.mistakes)
		return uno__greedy_choose(game, seat, bot->moves, -1, move);
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
		return uno__greedy_choose(game, seat, bot->moves, n, move);
	case UNO_BOT_REFERENCE:
		/* The playout's policy, drawing from this decision's generator. */
		return uno__reference_answer(game, seat, bot_choice, bot->rng, move) ? UNO_OK
										       : UNO_ESTATE;
	default: {
		uno_move prior;
		int count = uno__bot_candidates(bot->moves, n, bot->cand);
		if (count == 0)
			return UNO_ESTATE;
		if (uno__greedy_choose(game, seat, bot->moves, n, &prior) != UNO_OK)
			prior = bot->cand[0];
		if (bot->opt.kind == UNO_BOT_ISMCTS)
			return uno__bot_tree(bot, game, seat, bot->cand, count, &prior, move);
		return uno__bot_search(bot, game, seat, bot->cand, count, &prior, move);
	}
	}
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
			any = !uno__bot_answers(&bot->moves[i]) ||
			      (bot->moves[i].type == UNO_MOVE_PLAY && s->current != seat);
		if (!any)
			return 0;
		seed_decision(bot, game, seat, SALT_ACT);
		return random_act(bot, s, seat, bot->moves, n, move);
	}
	return uno__greedy_act(s, seat, bot->moves, n, move);
}

/* ---- bots as hooks ---- */

/*
 * The seating of uno_bot_install(): which bot answers which seat, and the
 * host's own table, which answers the other seats and hears the events.
 * It stands in front of the host's hooks as the game's hook layer
 * (engine/state.h): the game itself knows nothing of bots.
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
