/*
 * Games: creation, cloning, hooks and events.
 * SPDX-License-Identifier: MIT
 */
#include "uno_internal.h"

static int validate_rules(const uno_rules *rules, int players)
{
	if (!rules || !rules->v)
		return UNO_EINVAL;
	if (uno_rules_allows_players(rules, players) != 1)
		return UNO_EINVAL;
	return UNO_OK;
}

/* Enough cards to deal every hand and turn a first card? */
static bool deck_can_deal(int cards, int players, int hand_size)
{
	return cards >= players * hand_size + 1;
}

static uno_game *alloc_game(uno_alloc_fn alloc, void *user)
{
	uno_game *g = uno__alloc(alloc, user, sizeof *g);
	if (!g)
		return NULL;
	memset(g, 0, sizeof *g);
	g->alloc = alloc;
	g->alloc_user = user;
	return g;
}

static void init_state(uno_game *g, const uno_rules *rules, int players, uint64_t seed)
{
	struct uno__state *s = &g->s;

	uno__rules_snapshot(&s->rules, rules);
	uno__rng_seed(s->rng, seed);
	s->players = (uint8_t)players;
	s->direction = 1;
	s->color = UNO_NO_COLOR;
	s->exposed = UNO__NO_SEAT;
	s->round_winner = UNO__NO_SEAT;
	s->match_winner = UNO__NO_SEAT;
	s->last_player = UNO__NO_SEAT;
	s->offender = UNO__NO_SEAT;
	s->actor = UNO__NO_SEAT;
	s->pending_face = UNO__NO_FACE;
	s->drawn_face = UNO__NO_FACE;
	memset(s->shown_by, UNO__NO_SEAT, sizeof s->shown_by);
}

int uno_game_new(uno_game **out, const uno_rules *rules, int players,
		 uint64_t seed, uno_alloc_fn alloc, void *user)
{
	if (!out)
		return UNO_EINVAL;
	*out = NULL;
	int rc = validate_rules(rules, players);
	if (rc != UNO_OK)
		return rc;
	int dealer = rules->v->defaults[UNO_OPT_DEALER];
	int hand = rules->v->defaults[UNO_OPT_HAND_SIZE];
	uno_rules_get(rules, UNO_OPT_DEALER, &dealer);
	uno_rules_get(rules, UNO_OPT_HAND_SIZE, &hand);
	if (dealer >= players || !deck_can_deal(uno__deck_size(rules->v), players, hand))
		return UNO_EINVAL;

	uno_game *g = alloc_game(alloc, user);
	if (!g)
		return UNO_ENOMEM;
	init_state(g, rules, players, seed);
	g->origin.seed = seed;
	memcpy(g->s.deck, rules->v->deck, sizeof g->s.deck);
	if (dealer >= 0)
		g->s.dealer = (uint8_t)dealer;
	else
		uno__choose_dealer(g);
	uno__start_round(g, NULL, 0);
	*out = g;
	return UNO_OK;
}

int uno_game_new_scripted(uno_game **out, const uno_rules *rules, int players,
			  uint64_t seed, const uno_card *deck, size_t count,
			  int dealer, unsigned flags, uno_alloc_fn alloc, void *user)
{
	uint8_t order[UNO_MAX_DECK];
	uint8_t have[UNO__FACES] = { 0 };

	if (!out)
		return UNO_EINVAL;
	*out = NULL;
	int rc = validate_rules(rules, players);
	if (rc != UNO_OK)
		return rc;
	if (!deck || dealer < -1 || dealer >= players ||
	    (flags & ~(UNO_SCRIPT_PARTIAL | UNO_SCRIPT_TOP_AS_IS)))
		return UNO_EINVAL;
	int hand = 0;
	uno_rules_get(rules, UNO_OPT_HAND_SIZE, &hand);
	/* Where the first discard sits in the list (TOP_AS_IS lets it carry
	 * a wild's color). */
	size_t top_at = (size_t)players * (size_t)hand;
	int top_color = UNO_NO_COLOR;

	/* The list must be the variant's deck, or with PARTIAL a part of it. */
	const struct uno__variant *v = rules->v;
	if (count > (size_t)uno__deck_size(v))
		return UNO_EDECK;
	for (size_t i = 0; i < count; i++) {
		uno_card c = deck[i];
		if ((flags & UNO_SCRIPT_TOP_AS_IS) && i == top_at && uno__is_wild(c.kind) &&
		    c.color < 4) {
			top_color = c.color;
			c.color = UNO_NO_COLOR;
		}
		if (uno_card_valid(c) != UNO_OK ||
		    (uno__is_wild(c.kind) && c.color != UNO_NO_COLOR))
			return UNO_EDECK;
		unsigned f = uno__face(c.kind, c.color);
		if (++have[f] > v->deck[f])
			return UNO_EDECK;
		order[i] = (uint8_t)f;
	}
	if (!(flags & UNO_SCRIPT_PARTIAL) && count != (size_t)uno__deck_size(v))
		return UNO_EDECK;
	if (!deck_can_deal((int)count, players, hand))
		return UNO_EDECK;

	uno_game *g = alloc_game(alloc, user);
	if (!g)
		return UNO_ENOMEM;
	init_state(g, rules, players, seed);
	memcpy(g->s.deck, have, sizeof g->s.deck);
	g->s.scripted = 1;
	g->s.dealer = (uint8_t)(dealer < 0 ? players - 1 : dealer);
	g->s.top_as_is = (flags & UNO_SCRIPT_TOP_AS_IS) ? (uint8_t)(1 + top_color) : 0;
	g->origin.seed = seed;
	g->origin.scripted = 1;
	g->origin.dealer = (int8_t)g->s.dealer;
	g->origin.flags = (uint8_t)flags;
	g->origin.count = (uint8_t)count;
	memcpy(g->origin.deck, deck, count * sizeof *deck);
	uno__start_round(g, order, (unsigned)count);
	g->s.top_as_is = 0;
	*out = g;
	return UNO_OK;
}

void uno_game_free(uno_game *game)
{
	if (!game)
		return;
	uno__log_free(game);
	uno__free(game->alloc, game->alloc_user, game);
}

int uno_game_clone(uno_game **out, const uno_game *game)
{
	if (!out)
		return UNO_EINVAL;
	*out = NULL;
	if (!game)
		return UNO_EINVAL;
	uno_game *g = uno__alloc(game->alloc, game->alloc_user, sizeof *g);
	if (!g)
		return UNO_ENOMEM;
	/* Everything but the misplay snapshot, which only an open misplay
	 * needs. */
	memcpy(g, game, offsetof(uno_game, undo));
	if (game->s.misplay)
		g->undo = game->undo;
	memset(&g->hooks, 0, sizeof g->hooks);
	g->hook_user = NULL;
	g->in_hook = 0;
	g->log = NULL; /* a clone starts without a log */
	memset(g->bots, 0, sizeof g->bots); /* nor bots */
	memset(&g->host_hooks, 0, sizeof g->host_hooks);
	g->has_bots = 0;
	g->errmsg[0] = 0;
	*out = g;
	return UNO_OK;
}

int uno_game_set_hooks(uno_game *game, const uno_hooks *hooks, void *user)
{
	if (!game)
		return UNO_EINVAL;
	if (game->in_hook)
		return UNO_EBUSY;
	if (hooks && hooks->size < sizeof(size_t))
		return UNO_EINVAL;
	memset(&game->hooks, 0, sizeof game->hooks);
	if (hooks) {
		size_t n = hooks->size < sizeof game->hooks ? hooks->size : sizeof game->hooks;
		memcpy(&game->hooks, hooks, n);
		game->hooks.size = sizeof game->hooks;
	}
	game->hook_user = hooks ? user : NULL;
	/* The host's own table replaces any bots installed (bot.h). */
	memset(game->bots, 0, sizeof game->bots);
	memset(&game->host_hooks, 0, sizeof game->host_hooks);
	game->has_bots = 0;
	uno__run_hooks(game);
	return UNO_OK;
}

const char *uno_game_errmsg(const uno_game *game)
{
	return game ? game->errmsg : "invalid game (NULL)";
}

void uno__emit_event(uno_game *g, int type, int seat, int other, int color,
		     unsigned face, int reason, int32_t value)
{
	uno_event ev;
	memset(&ev, 0, sizeof ev);
	ev.type = (uint8_t)type;
	ev.seat = (int8_t)seat;
	ev.other = (int8_t)other;
	ev.color = (uint8_t)color;
	ev.card = face == UNO__NO_FACE ? (uno_card){ 0, UNO_NO_COLOR } : uno__face_card(face);
	if (face != UNO__NO_FACE && uno__is_wild(ev.card.kind) && color < 4 &&
	    type == UNO_EV_PLAY)
		ev.card.color = (uint8_t)color;
	ev.reason = (uint8_t)reason;
	ev.value = value;
	g->in_hook++;
	g->hooks.event(g, &ev, g->hook_user);
	g->in_hook--;
}

int uno__check_invariants(const uno_game *g)
{
	const struct uno__state *s = &g->s;
	uint8_t seen[UNO__FACES] = { 0 };

	for (int p = 0; p < s->players; p++) {
		int n = 0;
		for (int f = 0; f < UNO__FACES; f++) {
			n += s->hand[p][f];
			seen[f] += s->hand[p][f];
			if (!!s->hand[p][f] != !!(s->mask[p] & (1ull << f)))
				return 1;
		}
		if (n != s->hand_size[p])
			return 2;
	}
	for (int i = 0; i < s->ndraw; i++)
		seen[s->draw[i]]++;
	for (int i = 0; i < s->ndiscard; i++)
		seen[UNO__ENTRY_FACE(s->discard[i])]++;
	for (int i = 0; i < s->nturned; i++)
		seen[s->turned[i]]++;
	if (memcmp(seen, s->deck, sizeof seen) != 0)
		return 3;
	if (s->ndiscard < 1 || s->direction * s->direction != 1)
		return 4;
	bool playing = s->phase != UNO_PHASE_ROUND_OVER && s->phase != UNO_PHASE_MATCH_OVER;
	if (playing && (s->current >= s->players || s->seat_status[s->current] != UNO_SEAT_IN))
		return 5;
	return 0;
}
