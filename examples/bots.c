/*
 * The random and greedy bots (see bots.h for how they play).
 * SPDX-License-Identifier: MIT
 */
#include "bots.h"

#include <string.h>

#include "cli.h"

/*
 * How often a random bot acts out of turn, in 1/256ths per look: it
 * remembers a forgotten UNO call, catches a seat that forgot, or jumps in.
 * Catches and calls that are never tried would leave G-6 unexercised.
 */
#define CALL_ODDS 64
#define CATCH_ODDS 96
#define JUMP_ODDS 128

/*
 * A challenge pays when the bluff is likelier than one in three (it saves
 * the pending cards and costs the penalty otherwise). A player still holding
 * this many cards after a wild draw card lacks a whole color (or every other
 * wild) rarely enough that the greedy bot calls it a likely bluff.
 */
#define CHALLENGE_HAND 3

/* A drawn wild is kept (for last) while the hand holds at least this many. */
#define KEEP_WILD_HAND 3

static const char *const kind_names[BOT_KIND_COUNT] = { "random", "greedy", "reference",
							 "search" };

const char *bot_kind_name(int kind)
{
	return kind >= 0 && kind < BOT_KIND_COUNT ? kind_names[kind] : NULL;
}

static int kind_lookup(const char *name, size_t len)
{
	for (int k = 0; k < BOT_KIND_COUNT; k++)
		if (strlen(kind_names[k]) == len && strncmp(kind_names[k], name, len) == 0)
			return k;
	return -1;
}

int bot_parse_list(const char *text, int kinds[UNO_MAX_PLAYERS])
{
	int n = 0;
	const char *p = text;

	for (;;) {
		const char *end = strchr(p, ',');
		size_t len = end ? (size_t)(end - p) : strlen(p);
		int k = kind_lookup(p, len);

		if (k < 0) {
			cli_fail("--bots: '%.*s' is not a bot (random, greedy, reference or search)",
				 (int)len, p);
			return -1;
		}
		if (n == UNO_MAX_PLAYERS) {
			cli_fail("--bots: more than %d seats", UNO_MAX_PLAYERS);
			return -1;
		}
		kinds[n++] = k;
		if (!end)
			return n;
		p = end + 1;
	}
}

/* ---- what a bot knows ---- */

static bool is_action(int kind)
{
	return kind == UNO_SKIP || kind == UNO_REVERSE || kind == UNO_DRAW_TWO ||
	       kind == UNO_DRAW_ONE;
}

static bool is_draw_wild(int kind)
{
	return kind == UNO_WILD_DRAW_FOUR || kind == UNO_WILD_DRAW_TWO ||
	       kind == UNO_TEAM_DRAW_FOUR;
}

static bool same_card(uno_card a, uno_card b)
{
	return a.kind == b.kind && a.color == b.color;
}

/* Does a move answer the pending decision (not a call or a catch)? */
static bool answers(const uno_move *m)
{
	return m->type != UNO_MOVE_UNO && m->type != UNO_MOVE_CATCH;
}

/* The colored cards of each color in a seat's hand. */
static void count_colors(const uno_game *g, int seat, int count[4])
{
	uno_card hand[UNO_MAX_DECK];
	int n = uno_game_hand(g, seat, hand, UNO_MAX_DECK);

	memset(count, 0, 4 * sizeof count[0]);
	for (int i = 0; i < n && i < UNO_MAX_DECK; i++)
		if (hand[i].color < 4)
			count[hand[i].color]++;
}

/* The color a seat holds most (ties: R, Y, G, B order). */
static int best_color(const uno_game *g, int seat)
{
	int count[4], best = 0;

	count_colors(g, seat, count);
	for (int c = 1; c < 4; c++)
		if (count[c] > count[best])
			best = c;
	return best;
}

/* Are two seats on the same team (never true of a seat and itself here)? */
static bool teammates(const uno_game *g, int a, int b)
{
	return a != b && uno_game_team(g, a) == uno_game_team(g, b);
}

/*
 * The seat that played the card now on top at @seat: the previous seat in
 * play against the direction of play.
 */
static int previous_seat(const uno_game *g, int seat)
{
	int n = uno_game_players(g), dir = uno_game_direction(g);
	int s = seat;

	for (int k = 1; k < n; k++) {
		s = ((s - dir) % n + n) % n;
		if (uno_game_seat_status(g, s) == UNO_SEAT_IN)
			return s;
	}
	return -1;
}

/* ---- greedy ---- */

/* Higher plays first: actions, numbers (most held color, high), wilds, draw wilds. */
static int play_score(uno_card card, const int count[4])
{
	if (uno_kind_is_wild(card.kind))
		return is_draw_wild(card.kind) ? 100 : 200;
	if (is_action(card.kind))
		return 4000 + count[card.color] * 10;
	return 3000 + count[card.color] * 10 + card.kind;
}

/* Higher is given first: numbers (high first), then actions, wilds last. */
static int give_score(uno_card card)
{
	if (uno_kind_is_wild(card.kind))
		return is_draw_wild(card.kind) ? 50 : 100;
	if (is_action(card.kind))
		return 200;
	return 300 + card.kind;
}

/*
 * The best play among the listed ones, made the greedy way: the color it
 * holds most for a wild, and the UNO call whenever the list offers it.
 * False when no play is listed.
 */
static bool greedy_play(const uno_game *g, int seat, const uno_move *moves, int n,
			uno_move *out)
{
	int count[4], best = -1, best_score = -1;

	count_colors(g, seat, count);
	for (int i = 0; i < n; i++) {
		if (moves[i].type != UNO_MOVE_PLAY)
			continue;
		int score = play_score(moves[i].card, count);
		if (score > best_score) {
			best = i;
			best_score = score;
		}
	}
	if (best < 0)
		return false;

	uno_card card = moves[best].card;
	uno_move m = uno_move_play(card, uno_kind_is_wild(card.kind)
						 ? best_color(g, seat)
						 : UNO_NO_COLOR);
	for (int i = 0; i < n; i++)
		if (moves[i].type == UNO_MOVE_PLAY && same_card(moves[i].card, card) &&
		    (moves[i].flags & UNO_MOVE_F_UNO))
			m.flags |= UNO_MOVE_F_UNO;
	*out = m;
	return true;
}

/* The listed move of @type, if any. */
static const uno_move *find(const uno_move *moves, int n, int type)
{
	for (int i = 0; i < n; i++)
		if (moves[i].type == type)
			return &moves[i];
	return NULL;
}

/*
 * Among the listed moves of @type with a target seat, the one whose target
 * holds the fewest cards, opponents before teammates. NULL if none.
 */
static const uno_move *fewest_cards(const uno_game *g, int seat, const uno_move *moves,
				    int n, int type)
{
	const uno_move *best = NULL;
	int best_key = 0;

	for (int i = 0; i < n; i++) {
		if (moves[i].type != type || moves[i].target < 0)
			continue;
		int key = uno_game_hand_size(g, moves[i].target) * 2 +
			  (teammates(g, seat, moves[i].target) ? 1 : 0);
		if (!best || key < best_key) {
			best = &moves[i];
			best_key = key;
		}
	}
	return best;
}

static bool likely_bluff(const uno_game *g, int seat)
{
	int offender = previous_seat(g, seat);

	return offender >= 0 && uno_game_hand_size(g, offender) >= CHALLENGE_HAND;
}

static int greedy_decide(const uno_game *g, int seat, const uno_move *moves, int n,
			 uno_move *out)
{
	const uno_move *m;

	switch (uno_game_phase(g)) {
	case UNO_PHASE_DRAWN:
		/* The drawn card is the only play listed; a wild is kept for
		 * last unless passing is refused (H-3). */
		m = find(moves, n, UNO_MOVE_PASS);
		if (m && uno_game_hand_size(g, seat) >= KEEP_WILD_HAND &&
		    moves[0].type == UNO_MOVE_PLAY && uno_kind_is_wild(moves[0].card.kind)) {
			*out = *m;
			return UNO_OK;
		}
		if (greedy_play(g, seat, moves, n, out))
			return UNO_OK;
		break;
	case UNO_PHASE_PLAY:
		if (greedy_play(g, seat, moves, n, out))
			return UNO_OK;
		break;
	case UNO_PHASE_STACK:
	case UNO_PHASE_CHALLENGE:
		/* Stack when it can (H-1); else challenge or accept. */
		if (greedy_play(g, seat, moves, n, out))
			return UNO_OK;
		m = find(moves, n, UNO_MOVE_CHALLENGE);
		if (m && likely_bluff(g, seat)) {
			*out = *m;
			return UNO_OK;
		}
		break;
	case UNO_PHASE_COLOR:
		*out = uno_move_init(UNO_MOVE_COLOR);
		out->color = (uint8_t)best_color(g, seat);
		return UNO_OK;
	case UNO_PHASE_SWAP:
		if ((m = fewest_cards(g, seat, moves, n, UNO_MOVE_SWAP))) {
			*out = *m;
			return UNO_OK;
		}
		break;
	case UNO_PHASE_CAST:
		m = fewest_cards(g, seat, moves, n, UNO_MOVE_CAST);
		if (m && !teammates(g, seat, m->target)) {
			*out = *m;
			return UNO_OK;
		}
		break;
	case UNO_PHASE_HANDOFF: {
		int best = -1;
		for (int i = 0; i < n; i++)
			if (moves[i].type == UNO_MOVE_GIVE &&
			    (best < 0 || give_score(moves[i].card) > give_score(moves[best].card)))
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

	/* Otherwise the one answer left: draw, pass, accept or deal. */
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

/* ---- random ---- */

/*
 * Uniform over the options: each distinct card to play is one option, and
 * so is every other answer; the variant of a chosen card (a wild's color,
 * the UNO call) is then uniform among the listed ones. On its turn it does
 * not draw while it holds a playable card: a bot that draws at random
 * only makes rounds a long random walk.
 */
static int random_decide(const uno_game *g, const uno_move *moves, int n, uint64_t *rng,
			 uno_move *out)
{
	int options[UNO_MAX_MOVES], count = 0;
	bool play_only = uno_game_phase(g) == UNO_PHASE_PLAY &&
			 find(moves, n, UNO_MOVE_PLAY) != NULL;

	for (int i = 0; i < n; i++) {
		if (!answers(&moves[i]) || (play_only && moves[i].type != UNO_MOVE_PLAY))
			continue;
		if (moves[i].type == UNO_MOVE_PLAY && i > 0 &&
		    moves[i - 1].type == UNO_MOVE_PLAY &&
		    same_card(moves[i - 1].card, moves[i].card))
			continue; /* the list is sorted: variants are adjacent */
		options[count++] = i;
	}
	if (count == 0)
		return UNO_ESTATE;

	int pick = options[cli_rand_below(rng, (uint32_t)count)];
	if (moves[pick].type == UNO_MOVE_PLAY) {
		int same = 0;
		while (pick + same < n && moves[pick + same].type == UNO_MOVE_PLAY &&
		       same_card(moves[pick + same].card, moves[pick].card))
			same++;
		pick += (int)cli_rand_below(rng, (uint32_t)same);
	}
	*out = moves[pick];
	return UNO_OK;
}

/* ---- reference ---- */

/*
 * A card uniformly among the distinct playable cards listed (the list is
 * sorted, so a card's variants are adjacent), its color uniform, the UNO
 * call whenever the play leaves one card; else draw or pass. The drawn
 * card is the only play listed after a draw, so it is played. Other
 * decisions: uniform among the answers.
 */
static int reference_decide(const uno_game *g, int seat, const uno_move *moves, int n,
			    uint64_t *rng, uno_move *out)
{
	int phase = uno_game_phase(g), cards = 0, first = -1, answer = -1;

	if (phase == UNO_PHASE_PLAY || phase == UNO_PHASE_DRAWN) {
		for (int i = 0; i < n; i++) {
			if (moves[i].type == UNO_MOVE_PLAY) {
				if (i == 0 || moves[i - 1].type != UNO_MOVE_PLAY ||
				    !same_card(moves[i - 1].card, moves[i].card))
					cards++;
				if (first < 0)
					first = i;
			} else if (answer < 0 && (moves[i].type == UNO_MOVE_DRAW ||
						  moves[i].type == UNO_MOVE_PASS)) {
				answer = i;
			}
		}
		if (cards > 0) {
			/* The k-th distinct card, counting from the first play. */
			int k = cards > 1 ? (int)cli_rand_below(rng, (uint32_t)cards) : 0;
			int i = first;
			while (k > 0) {
				i++;
				if (!same_card(moves[i - 1].card, moves[i].card))
					k--;
			}
			uno_move m = moves[i];
			m.flags = uno_game_hand_size(g, seat) == 2 ? UNO_MOVE_F_UNO : 0;
			if (uno_kind_is_wild(m.card.kind))
				m.color = (uint8_t)cli_rand_below(rng, 4);
			*out = m;
			return UNO_OK;
		}
		if (answer >= 0) {
			*out = moves[answer];
			return UNO_OK;
		}
	}
	int options[UNO_MAX_MOVES], count = 0;
	for (int i = 0; i < n; i++)
		if (answers(&moves[i]))
			options[count++] = i;
	if (count == 0)
		return UNO_ESTATE;
	*out = moves[options[cli_rand_below(rng, (uint32_t)count)]];
	return UNO_OK;
}

/* ---- search: the library's bot ---- */

/*
 * A library bot for one call, seeded from the caller's generator (the bot
 * is deterministic for its seed and the seat's view, so a run's seed still
 * replays its games). Made and freed per call: a bot is used by one thread
 * at a time, and uno-sim plays on several.
 */
static int library_bot(uint64_t *rng, uno_bot **out)
{
	uno_bot_options o;

	uno_bot_options_init(&o, UNO_BOT_SEARCH);
	o.seed = cli_rand_next(rng);
	return uno_bot_new(out, &o, NULL, NULL);
}

static int search_decide(const uno_game *game, int seat, uint64_t *rng, uno_move *out)
{
	uno_bot *bot;
	int rc = library_bot(rng, &bot);

	if (rc != UNO_OK)
		return rc;
	rc = uno_bot_choose(bot, game, seat, out);
	uno_bot_free(bot);
	return rc;
}

static int search_bystand(const uno_game *game, int seat, uint64_t *rng, uno_move *out)
{
	uno_bot *bot;
	int rc = library_bot(rng, &bot);

	if (rc != UNO_OK)
		return rc;
	rc = uno_bot_act(bot, game, seat, out);
	uno_bot_free(bot);
	return rc;
}

/* ---- entry points ---- */

int bot_decide(const uno_game *game, int seat, int kind, uint64_t *rng, uno_move *out)
{
	uno_move moves[UNO_MAX_MOVES];

	if (kind == BOT_SEARCH)
		return search_decide(game, seat, rng, out);
	int n = uno_game_legal_moves(game, seat, moves, UNO_MAX_MOVES);

	if (n < 0)
		return n;
	if (n > UNO_MAX_MOVES)
		return UNO_ENOSPC;
	if (kind == BOT_GREEDY)
		return greedy_decide(game, seat, moves, n, out);
	if (kind == BOT_REFERENCE)
		return reference_decide(game, seat, moves, n, rng, out);
	return random_decide(game, moves, n, rng, out);
}

int bot_bystand(const uno_game *game, int seat, int kind, uint64_t *rng, uno_move *out)
{
	uno_move moves[UNO_MAX_MOVES], jumps[UNO_MAX_MOVES];
	const uno_move *call, *catch_;

	/* The reference bot always calls with its play: nothing to do here. */
	if (kind == BOT_REFERENCE)
		return 0;
	if (kind == BOT_SEARCH)
		return search_bystand(game, seat, rng, out);
	int n = uno_game_legal_moves(game, seat, moves, UNO_MAX_MOVES);
	int njumps = 0, ncatches = 0, first_catch = -1;
	bool on_turn = uno_game_current_player(game) == seat;

	if (n < 0)
		return n;
	if (n > UNO_MAX_MOVES)
		return UNO_ENOSPC;
	for (int i = 0; i < n; i++) {
		if (moves[i].type == UNO_MOVE_CATCH && ncatches++ == 0)
			first_catch = i;
		/* A play listed for a seat not on turn is a jump-in (H-4). */
		if (moves[i].type == UNO_MOVE_PLAY && !on_turn)
			jumps[njumps++] = moves[i];
	}
	call = find(moves, n, UNO_MOVE_UNO);
	catch_ = first_catch >= 0 ? &moves[first_catch] : NULL;

	if (kind == BOT_GREEDY) {
		if (call || catch_) {
			*out = call ? *call : *catch_;
			return 1;
		}
		if (njumps > 0 && greedy_play(game, seat, jumps, njumps, out))
			return 1;
		return 0;
	}

	if (call && cli_rand_odds(rng, CALL_ODDS)) {
		*out = *call;
		return 1;
	}
	if (catch_ && cli_rand_odds(rng, CATCH_ODDS)) {
		*out = moves[first_catch + (int)cli_rand_below(rng, (uint32_t)ncatches)];
		return 1;
	}
	if (njumps > 0 && cli_rand_odds(rng, JUMP_ODDS)) {
		*out = jumps[cli_rand_below(rng, (uint32_t)njumps)];
		return 1;
	}
	return 0;
}
