/*
 * Games: creation, cloning, hooks and events.
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>

#include "engine/game.h"
#include "engine/hands.h"
#include "engine/belief.h"
#include "engine/cards.h"
#include "engine/deal.h"

static int validate_rules(const uno_rules *rules, int players)
{
	if (!rules || !rules->v)
		return UNO_EINVAL;
	if (uno_rules_allows_players(rules, players) != 1)
		return UNO_EINVAL;
	return UNO_OK;
}

/* Writes the seat counts a variant allows: "2 to 10" when they run on,
 * else a list ("4, 6, 8 or 10"). */
static void format_counts(char *buf, size_t cap, unsigned counts)
{
	int n[UNO_MAX_PLAYERS + 1], k = 0;
	size_t len = 0;

	for (int p = 0; p <= UNO_MAX_PLAYERS; p++)
		if (counts >> p & 1u)
			n[k++] = p;
	if (k == 0) {
		snprintf(buf, cap, "no number of");
		return;
	}
	if (n[k - 1] - n[0] == k - 1 && k > 2) {
		snprintf(buf, cap, "%d to %d", n[0], n[k - 1]);
		return;
	}
	buf[0] = '\0';
	for (int i = 0; i < k && len < cap; i++) {
		const char *sep = i == 0 ? "" : i == k - 1 ? " or " : ", ";
		int w = snprintf(buf + len, cap - len, "%s%d", sep, n[i]);
		if (w < 0)
			break;
		len += (size_t)w;
	}
}
/* Enough cards to deal every hand and turn a first card? */
static bool deck_can_deal(int cards, int players, int hand_size)
{
	return cards >= players * hand_size + 1;
}

void uno__game_init(uno_game *g, size_t state_size, uno_alloc_fn alloc, void *user,
		    struct uno__state *undo)
{
	memset(g, 0, uno__game_size(state_size));
	g->alloc = alloc;
	g->alloc_user = user;
	g->w = &g->s;
	g->undo = undo;
	if (undo)
		memset(undo, 0, state_size);
}

uno_game *uno__game_alloc(uno_alloc_fn alloc, void *user, size_t state_size, bool undo,
			  bool scripted)
{
	/* The game, then its misplay snapshot, then a scripted deck. Both
	 * sizes are multiples of the state's alignment, so the snapshot
	 * after the game is aligned too. */
	size_t game = uno__game_size(state_size), deck = game + (undo ? state_size : 0);
	char *room = uno__alloc(alloc, user, deck + (scripted ? UNO__DECK_CAP : 0));
	if (!room)
		return NULL;
	uno_game *g = (uno_game *)(void *)room;
	uno__game_init(g, state_size, alloc, user,
		       undo ? (struct uno__state *)(void *)(room + game) : NULL);
	if (scripted)
		g->origin.deck = (uint8_t *)room + deck;
	return g;
}

bool uno__refereed(const uno_rules *rules)
{
	int on = 0;
	uno_rules_get(rules, UNO_OPT_REFEREE, &on);
	return on != 0;
}

/* A state before its first deal: its rules already in place. */
static void init_state(struct uno__state *s, int players, uint64_t seed)
{
	uno__rng_seed(s->rng, seed);
	s->players = (uint8_t)players;
	s->direction = 1;
	s->color = UNO_NO_COLOR;
	s->exposed = 0;
	s->round_winner = UNO__NO_SEAT;
	s->match_winner = UNO__NO_SEAT;
	s->last_player = UNO__NO_SEAT;
	s->offender = UNO__NO_SEAT;
	s->actor = UNO__NO_SEAT;
	s->pending_face = UNO__NO_FACE;
	s->drawn_face = UNO__NO_FACE;
	memset(s->shown_by, UNO__NO_SEAT, sizeof s->shown_by);
	uno__belief_clear(s);
}

/* H-11: the hand limit when it is set and not above the hand size (every
 * seat would be out of the round as soon as it was dealt or drew); else 0. */
static int hand_limit_at_or_below(const uno_rules *rules, int hand)
{
	int limit = 0;

	uno_rules_get(rules, UNO_OPT_HAND_LIMIT, &limit);
	return limit > 0 && limit <= hand ? limit : 0;
}

/* What uno_game_new() checks before it allocates; the reason goes to
 * @p msg (of @p cap bytes) when there is one. */
static int check_new(const uno_rules *rules, int players, char *msg, size_t cap)
{
	if (!rules || !rules->v) {
		snprintf(msg, cap, "no rules were given (the rules pointer is NULL)");
		return UNO_EINVAL;
	}
	if (uno_rules_allows_players(rules, players) != 1) {
		char counts[48];
		format_counts(counts, sizeof counts, rules->v->player_counts);
		snprintf(msg, cap, "%s seats %s players, not %d", rules->v->name,
			 counts, players);
		return UNO_EINVAL;
	}
	int dealer = rules->v->defaults[UNO_OPT_DEALER];
	int hand = rules->v->defaults[UNO_OPT_HAND_SIZE];
	uno_rules_get(rules, UNO_OPT_DEALER, &dealer);
	uno_rules_get(rules, UNO_OPT_HAND_SIZE, &hand);
	if (dealer >= players) {
		snprintf(msg, cap,
			 "the dealer option names seat %d, but a %d-player game has seats 0 to %d",
			 dealer, players, players - 1);
		return UNO_EINVAL;
	}
	int cards = uno__deck_size(rules->v);
	if (!deck_can_deal(cards, players, hand)) {
		snprintf(msg, cap,
			 "the %d-card deck cannot deal %d hands of %d and turn a first card (%d cards needed)",
			 cards, players, hand, players * hand + 1);
		return UNO_EINVAL;
	}
	int limit = hand_limit_at_or_below(rules, hand);
	if (limit) {
		snprintf(msg, cap, "the hand limit (%d) must be above the hand size (%d)", limit,
			 hand);
		return UNO_EINVAL;
	}
	if (dealer < 0 && !uno__lot_can_decide(rules->v)) {
		/* C-2 redraws ties: with one value on every card, for ever. */
		snprintf(msg, cap,
			 "every card of the %s deck counts the same in the draw for dealer (C-2), "
			 "which could never end: set the dealer option", rules->v->name);
		return UNO_EINVAL;
	}
	if (cap)
		msg[0] = '\0';
	return UNO_OK;
}

int uno__game_check_new(const uno_rules *rules, int players)
{
	return check_new(rules, players, NULL, 0);
}

int uno_rules_check(const uno_rules *rules, int players, char *message, size_t cap)
{
	if (!message && cap)
		return UNO_EINVAL;
	return check_new(rules, players, message, cap);
}

/* FL-3: two-sided cards get their dark faces when the match starts, from
 * the seeded generator: the dark side's cards in face order, shuffled,
 * one to each card id. */
static void pair_cards(struct uno__state *s)
{
	const struct uno__variant *v = s->rules.v;
	unsigned n = 0;

	if (!uno__sided(s))
		return;
	for (unsigned f = 0; f < UNO__FACES; f++)
		for (unsigned k = 0; k < v->dark_deck[f]; k++)
			s->dark_of[n++] = (uint8_t)f;
	s->cards = n >= 128 ? UNO__FSET_ALL : ((uno__fset)1 << n) - 1;
	uno__rng_shuffle(s->rng, s->dark_of, n);
}

void uno__game_start(uno_game *g, const uno_rules *rules, int players, uint64_t seed)
{
	int dealer = rules->v->defaults[UNO_OPT_DEALER];

	uno_rules_get(rules, UNO_OPT_DEALER, &dealer);
	uno__rules_snapshot(&g->s.rules, rules);
	init_state(&g->s, players, seed);
	g->origin.seed = seed;
	memcpy(g->s.deck, rules->v->deck, sizeof g->s.deck);
	pair_cards(&g->s);
	if (dealer >= 0)
		g->s.dealer = (uint8_t)dealer;
	else
		uno__choose_dealer(g);
	uno__start_round(g, NULL, 0);
}

int uno_game_new(uno_game **out, const uno_rules *rules, int players,
		 uint64_t seed, uno_alloc_fn alloc, void *user)
{
	if (!out)
		return UNO_EINVAL;
	*out = NULL;
	int rc = uno__game_check_new(rules, players);
	if (rc != UNO_OK)
		return rc;
	uno_game *g = uno__game_alloc(alloc, user, uno__state_size(rules->v), uno__refereed(rules),
				      false);
	if (!g)
		return UNO_ENOMEM;
	uno__game_start(g, rules, players, seed);
	uno__variant_hold(g->s.rules.v);
	*out = g;
	return UNO_OK;
}

void uno__game_redeal(uno_game *game, uint64_t seed)
{
	struct uno__state *s = game->w;
	struct uno_rules rules = s->rules;
	int players = s->players;
	uint8_t untracked = s->belief.untracked;

	memset(s, 0, uno__state_size(rules.v));
	s->rules = rules;
	s->belief.untracked = untracked;
	init_state(s, players, seed);
	memcpy(s->deck, rules.v->deck, sizeof s->deck);
	pair_cards(s);
	uint8_t *deck = game->origin.deck; /* the room stays; the game is dealt from its seed */
	memset(&game->origin, 0, sizeof game->origin);
	game->origin.deck = deck;
	game->origin.seed = seed;
	if (game->rec)
		game->rec->reset(game);
	if (rules.opt[UNO_OPT_DEALER] >= 0)
		s->dealer = (uint8_t)rules.opt[UNO_OPT_DEALER];
	else
		uno__choose_dealer(game);
	uno__start_round(game, NULL, 0);
}

/* Off forgets what was known; on starts from knowing nothing, which is
 * sound (the belief may know less than the history tells). A round being
 * played out stays paused. */
static void set_untracked(struct uno__state *s, bool off)
{
	uint8_t paused = s->belief.off && !s->belief.untracked;

	s->belief.untracked = off;
	uno__belief_clear(s);
	s->belief.off = (uint8_t)(off || paused);
}

int uno_game_set_tracking(uno_game *game, unsigned flags)
{
	if (!game || (flags & ~UNO_TRACK_ALL))
		return UNO_EINVAL;
	if (game->in_hook)
		return UNO_EBUSY;
	bool off = !(flags & UNO_TRACK_BELIEF);
	if (off == game->s.belief.untracked)
		return UNO_OK;
	set_untracked(&game->s, off);
	/* An open misplay's snapshot is the game a catch goes back
	 * to: it keeps the setting too. */
	if (game->s.misplay)
		set_untracked(game->undo, off);
	return UNO_OK;
}

int uno_game_tracking(const uno_game *game)
{
	if (!game)
		return UNO_EINVAL;
	return game->s.belief.untracked ? 0 : (int)UNO_TRACK_BELIEF;
}

/*
 * A scripted one-sided deck: the faces of the list in order, counted in
 * have[], none beyond the variant's copies. The first discard (at top_at)
 * may carry a wild's color with UNO_SCRIPT_TOP_AS_IS.
 */
static int script_faces(const struct uno__variant *v, const uno_card *deck, size_t count,
			unsigned flags, size_t top_at, int *top_color, uint8_t *order,
			uint8_t *have)
{
	if (count > (size_t)uno__deck_size(v))
		return UNO_EDECK;
	for (size_t i = 0; i < count; i++) {
		uno_card c = deck[i];
		if ((flags & UNO_SCRIPT_TOP_AS_IS) && i == top_at && uno__is_wild(c.kind) &&
		    c.color < 4) {
			*top_color = c.color;
			c.color = UNO_NO_COLOR;
		}
		if (!uno__card_valid(c) || (uno__is_wild(c.kind) && c.color != UNO_NO_COLOR))
			return UNO_EDECK;
		unsigned f = uno__face(c.kind, c.color);
		if (++have[f] > v->deck[f])
			return UNO_EDECK;
		order[i] = (uint8_t)f;
	}
	return UNO_OK;
}

/*
 * A scripted two-sided deck: each card as two entries of the list, its
 * light face then its dark face (FL-3: the host's pairing). Each card
 * takes the lowest id of its light face still free; order gets the ids
 * in the list's order, dark_of their dark faces, *cards the set. The
 * first discard (at top_at) may carry a wild's color on the face it shows
 * (`side`) with UNO_SCRIPT_TOP_AS_IS.
 */
static int script_sided(const struct uno__variant *v, const uno_card *deck, size_t count,
			unsigned flags, size_t top_at, unsigned side, int *top_color,
			uint8_t *order, uint8_t *dark_of, uno__fset *cards)
{
	uint8_t dark_have[UNO__FACES] = { 0 };

	if (count % 2 || count / 2 > (size_t)uno__deck_size(v))
		return UNO_EDECK;
	*cards = 0;
	for (size_t i = 0; i < count / 2; i++) {
		uno_card light = deck[2 * i], dark = deck[2 * i + 1];
		/* The first discard as is: its face up may carry a wild's color. */
		uno_card *up = side ? &dark : &light;
		if ((flags & UNO_SCRIPT_TOP_AS_IS) && i == top_at && uno__is_wild(up->kind) &&
		    up->color < 4) {
			*top_color = up->color;
			up->color = UNO_NO_COLOR;
		}
		if (!uno__card_valid(light) || !uno__card_valid(dark) ||
		    (uno__is_wild(light.kind) && light.color != UNO_NO_COLOR) ||
		    (uno__is_wild(dark.kind) && dark.color != UNO_NO_COLOR))
			return UNO_EDECK;
		unsigned lf = uno__face(light.kind, light.color), df = uno__face(dark.kind, dark.color);
		if (++dark_have[df] > v->dark_deck[df])
			return UNO_EDECK;
		unsigned id = 0;
		while (id < (unsigned)uno__deck_size(v) &&
		       (v->light_of[id] != lf || (*cards & ((uno__fset)1 << id))))
			id++;
		if (id == (unsigned)uno__deck_size(v))
			return UNO_EDECK; /* more cards of this light face than the deck has */
		*cards |= (uno__fset)1 << id;
		order[i] = (uint8_t)id;
		dark_of[id] = (uint8_t)df;
	}
	return UNO_OK;
}

/* A new game of these rules whose deck is the checked script's (its faces
 * in play, and for two-sided cards dark_of and the card ids), not yet
 * dealt: what uno_game_new_scripted() and uno_game_new_from_hands() share.
 * keep_list makes room for the list itself (origin.deck), which a log of
 * a scripted deal replays. NULL when the allocator fails. */
static uno_game *game_with_deck(const uno_rules *rules, int players, uint64_t seed,
				const uint8_t *have, const uint8_t *dark_of, uno__fset ids,
				bool keep_list, uno_alloc_fn alloc, void *user)
{
	uno_game *g = uno__game_alloc(alloc, user, uno__state_size(rules->v), uno__refereed(rules),
				      keep_list);

	if (!g)
		return NULL;
	uno__rules_snapshot(&g->s.rules, rules);
	init_state(&g->s, players, seed);
	memcpy(g->s.deck, have, sizeof g->s.deck);
	if (dark_of) {
		memcpy(g->s.dark_of, dark_of, sizeof g->s.dark_of);
		g->s.cards = ids;
	}
	return g;
}

int uno_game_new_scripted(uno_game **out, const uno_rules *rules, int players,
			  uint64_t seed, const uno_card *deck, size_t count,
			  int dealer, unsigned flags, uno_alloc_fn alloc, void *user)
{
	uint8_t order[UNO__DECK_CAP];
	uint8_t have[UNO__FACES] = { 0 };

	if (!out)
		return UNO_EINVAL;
	*out = NULL;
	int rc = validate_rules(rules, players);
	if (rc != UNO_OK)
		return rc;
	if (!deck || dealer < -1 || dealer >= players ||
	    (flags & ~(UNO_SCRIPT_PARTIAL | UNO_SCRIPT_TOP_AS_IS | UNO_SCRIPT_PAIRING)))
		return UNO_EINVAL;
	/* FL-3's option: the host's pairing of a whole two-sided deck. */
	bool pairing = flags & UNO_SCRIPT_PAIRING;
	if (pairing && (flags != UNO_SCRIPT_PAIRING || !uno__two_sided(rules->v)))
		return UNO_EINVAL;
	int hand = 0;
	uno_rules_get(rules, UNO_OPT_HAND_SIZE, &hand);
	if (hand_limit_at_or_below(rules, hand))
		return UNO_EINVAL;
	/* Where the first discard sits in the list (TOP_AS_IS lets it carry
	 * a wild's color). */
	size_t top_at = (size_t)players * (size_t)hand;
	int top_color = UNO_NO_COLOR;

	/* The list must be the variant's deck, or with PARTIAL a part of it. */
	const struct uno__variant *v = rules->v;
	bool sided = uno__two_sided(v);
	uint8_t dark_of[UNO__SIDED_CAP] = { 0 };
	uno__fset cards = 0;
	size_t ncards = sided ? count / 2 : count;
	if (sided) {
		rc = script_sided(v, deck, count, flags, top_at, 0, &top_color, order, dark_of,
				  &cards);
		if (rc != UNO_OK)
			return rc;
	}
	if (!sided) {
		rc = script_faces(v, deck, count, flags, top_at, &top_color, order, have);
		if (rc != UNO_OK)
			return rc;
	}
	if (!(flags & UNO_SCRIPT_PARTIAL) && ncards != (size_t)uno__deck_size(v))
		return UNO_EDECK;
	if (!deck_can_deal((int)ncards, players, hand))
		return UNO_EDECK;

	uno_game *g = game_with_deck(rules, players, seed, have, sided ? dark_of : NULL, cards,
				     true, alloc, user);
	if (!g)
		return UNO_ENOMEM;
	if (pairing) {
		/* Dealt from the seed as uno_game_new() deals, with the host's
		 * pairing; the log keeps the list to play it again. */
		int by_option = rules->v->defaults[UNO_OPT_DEALER];
		uno_rules_get(rules, UNO_OPT_DEALER, &by_option);
		g->origin.seed = seed;
		g->origin.scripted = 1;
		g->origin.dealer = (int8_t)dealer;
		g->origin.flags = (uint8_t)flags;
		g->origin.count = (uint8_t)count;
		for (size_t i = 0; i < count; i++)
			g->origin.deck[i] = uno__discard_entry(uno__face(deck[i].kind, deck[i].color),
							       UNO_NO_COLOR);
		if (dealer < 0)
			dealer = by_option;
		if (dealer >= 0)
			g->s.dealer = (uint8_t)dealer;
		else
			uno__choose_dealer(g);
		uno__start_round(g, NULL, 0);
		uno__variant_hold(g->s.rules.v);
		*out = g;
		return UNO_OK;
	}
	g->s.scripted = 1;
	g->s.dealer = (uint8_t)(dealer < 0 ? players - 1 : dealer);
	g->s.top_as_is = (flags & UNO_SCRIPT_TOP_AS_IS) ? (uint8_t)(1 + top_color) : 0;
	g->origin.seed = seed;
	g->origin.scripted = 1;
	g->origin.dealer = (int8_t)g->s.dealer;
	g->origin.flags = (uint8_t)flags;
	g->origin.count = (uint8_t)count;
	for (size_t i = 0; i < count; i++)
		g->origin.deck[i] = uno__discard_entry(uno__face(deck[i].kind, deck[i].color),
						       deck[i].color);
	uno__start_round(g, order, (unsigned)ncards);
	g->s.top_as_is = 0;
	uno__variant_hold(g->s.rules.v);
	*out = g;
	return UNO_OK;
}

/*
 * UNO_SCRIPT_FILL: the variant's cards a list leaves out, in canonical
 * order, after the n it holds. One-sided: their faces, counted into have[].
 * Two-sided: the free card ids in order (their light faces in face order),
 * each paired with the next dark face left over, in face order too.
 */
static unsigned fill_faces(const struct uno__variant *v, uint8_t *order, unsigned n,
			   uint8_t *have)
{
	for (unsigned f = 0; f < UNO__FACES; f++)
		for (; have[f] < v->deck[f]; have[f]++)
			order[n++] = (uint8_t)f;
	return n;
}

static unsigned fill_sided(const struct uno__variant *v, uint8_t *order, unsigned n,
			   uint8_t *dark_of, uno__fset *cards)
{
	uint8_t left[UNO__FACES];
	unsigned f = 0;

	memcpy(left, v->dark_deck, sizeof left);
	for (uno__fset m = *cards; m; m &= m - 1)
		left[dark_of[uno__id_first(m)]]--;
	for (unsigned id = 0; id < (unsigned)uno__deck_size(v); id++) {
		if (*cards & ((uno__fset)1 << id))
			continue;
		while (!left[f])
			f++; /* as many dark faces are left as free ids */
		left[f]--;
		dark_of[id] = (uint8_t)f;
		*cards |= (uno__fset)1 << id;
		order[n++] = (uint8_t)id;
	}
	return n;
}

int uno_game_new_from_hands(uno_game **out, const uno_rules *rules, int players,
			    uint64_t seed, const uno_card *cards, size_t count,
			    const int *hand_sizes, int dealer, int side, unsigned flags,
			    uno_alloc_fn alloc, void *user)
{
	uno_card list[UNO__DECK_CAP];
	uint8_t order[UNO__DECK_CAP], sizes[UNO_MAX_PLAYERS];
	uint8_t have[UNO__FACES] = { 0 };
	size_t start[UNO_MAX_PLAYERS], dealt = 0;

	if (!out)
		return UNO_EINVAL;
	*out = NULL;
	int rc = validate_rules(rules, players);
	if (rc != UNO_OK)
		return rc;
	const struct uno__variant *v = rules->v;
	bool sided = uno__two_sided(v);
	if (!cards || !hand_sizes || dealer < -1 || dealer >= players ||
	    (flags & ~(UNO_SCRIPT_PARTIAL | UNO_SCRIPT_TOP_AS_IS | UNO_SCRIPT_FILL)) ||
	    ((flags & UNO_SCRIPT_PARTIAL) && (flags & UNO_SCRIPT_FILL)) ||
	    (side != 0 && (side != 1 || !sided)))
		return UNO_EINVAL;
	/* H-11: a hand at the limit would leave the round as it is dealt;
	 * a limit at the rules' hand size, every later round. */
	int limit = 0, hand = 0;
	uno_rules_get(rules, UNO_OPT_HAND_LIMIT, &limit);
	uno_rules_get(rules, UNO_OPT_HAND_SIZE, &hand);
	if (hand_limit_at_or_below(rules, hand))
		return UNO_EINVAL;
	for (int p = 0; p < players; p++) {
		if (hand_sizes[p] < 1 || hand_sizes[p] > uno__deck_size(v) ||
		    (limit > 0 && hand_sizes[p] >= limit))
			return UNO_EINVAL;
		start[p] = dealt;
		sizes[p] = (uint8_t)hand_sizes[p];
		dealt += (size_t)hand_sizes[p];
	}
	size_t per = sided ? 2 : 1;
	if (count % per || count / per > (size_t)uno__deck_size(v) || count / per < dealt)
		return UNO_EDECK;

	/* The list in the order the deal takes it (one card at a time from
	 * the dealer's left, uno__start_round_dealt()), then the first
	 * discard and the draw pile as they are. */
	if (dealer < 0)
		dealer = players - 1;
	size_t n = 0;
	for (int r = 0; n < dealt * per; r++)
		for (int k = 1; k <= players; k++) {
			int p = (dealer + k) % players;
			if (r < sizes[p])
				for (size_t e = 0; e < per; e++)
					list[n++] = cards[(start[p] + (size_t)r) * per + e];
		}
	memcpy(list + n, cards + n, (count - n) * sizeof *list);

	int top_color = UNO_NO_COLOR;
	uint8_t dark_of[UNO__SIDED_CAP] = { 0 };
	uno__fset ids = 0;
	rc = sided ? script_sided(v, list, count, flags, dealt, (unsigned)side, &top_color, order,
				  dark_of, &ids)
		   : script_faces(v, list, count, flags, dealt, &top_color, order, have);
	if (rc != UNO_OK)
		return rc;
	unsigned ncards = (unsigned)(count / per);
	if (flags & UNO_SCRIPT_FILL)
		ncards = sided ? fill_sided(v, order, ncards, dark_of, &ids)
			       : fill_faces(v, order, ncards, have);
	/* The position, and every round after it (dealt from these cards at
	 * the rules' hand size), must have a first discard to turn. */
	if (ncards < dealt + 1 || !deck_can_deal((int)ncards, players, hand) ||
	    (!(flags & UNO_SCRIPT_PARTIAL) && ncards != (unsigned)uno__deck_size(v)))
		return UNO_EDECK;

	uno_game *g = game_with_deck(rules, players, seed, have, sided ? dark_of : NULL, ids,
				     false, alloc, user);
	if (!g)
		return UNO_ENOMEM;
	g->s.scripted = 1;
	g->s.dealer = (uint8_t)dealer;
	g->s.top_as_is = (flags & UNO_SCRIPT_TOP_AS_IS) ? (uint8_t)(1 + top_color) : 0;
	g->origin.seed = seed;
	/* No seed or deck list replays a position: a log of it starts from a
	 * snapshot, as one of a loaded game does. */
	g->origin.moves = 1;
	uno__start_round_dealt(g, order, ncards, sizes, (unsigned)side);
	g->s.top_as_is = 0;
	uno__variant_hold(g->s.rules.v);
	*out = g;
	return UNO_OK;
}

void uno__game_destroy(uno_game *g)
{
	/* Every game handed to a host holds its variant (uno_game_new(), the
	 * clone, the load), until it is gone. */
	const struct uno__variant *v = g->s.rules.v;

	if (g->layer_release)
		g->layer_release(g, g->layer);
	if (g->rec)
		g->rec->release(g);
	uno__free(g->alloc, g->alloc_user, g->events);
	uno__free(g->alloc, g->alloc_user, g->scratch);
	uno__free(g->alloc, g->alloc_user, g);
	uno__variant_release(v);
}

void uno_game_free(uno_game *game)
{
	if (!game)
		return;
	/* From a hook, the game is still in use by the call that asked the
	 * hook: that call frees it as it returns (doc/hooks.md). */
	if (game->in_hook) {
		game->free_pending = 1;
		return;
	}
	uno__game_destroy(game);
}

int uno_game_clone(uno_game **out, const uno_game *game)
{
	if (!out)
		return UNO_EINVAL;
	*out = NULL;
	if (!game)
		return UNO_EINVAL;
	size_t state_size = uno__state_size(game->s.rules.v);
	uno_game *g = uno__game_alloc(game->alloc, game->alloc_user, state_size,
				      game->undo != NULL, game->origin.deck != NULL);
	if (!g)
		return UNO_ENOMEM;
	/* Everything; the misplay snapshot only when a misplay is open.
	 * A clone taken from a hook copies the committed game. */
	struct uno__state *undo = g->undo;
	uint8_t *deck = g->origin.deck;
	memcpy(g, game, uno__game_size(state_size));
	g->undo = undo;
	g->origin.deck = deck;
	if (deck)
		memcpy(deck, game->origin.deck, game->origin.count);
	if (game->s.misplay && undo)
		uno__state_copy(undo, game->undo);
	/* A clone starts without hooks, bots, queue, log or message. */
	g->w = &g->s;
	memset(&g->hooks, 0, sizeof g->hooks);
	g->hook_user = NULL;
	g->in_hook = 0;
	g->free_pending = 0;
	g->events = NULL;
	g->scratch = NULL;
	g->layer = NULL;
	g->layer_release = NULL;
	g->rec = NULL;
	g->rec_data = NULL;
	g->errmsg[0] = 0;
	uno__variant_hold(g->s.rules.v);
	*out = g;
	return UNO_OK;
}

int uno__check_invariants(const uno_game *g)
{
	const struct uno__state *s = &g->s;
	uint8_t seen[UNO__FACES] = { 0 };

	for (int p = 0; p < s->players; p++) {
		int n = 0;
		uint8_t hand[UNO__FACES];
		uno__tally_counts(s, &s->hand[p], UNO__FSET_ALL, hand);
		for (unsigned f = 0; f < UNO__FACES; f++) {
			n += hand[f];
			seen[f] += hand[f];
			if (!!hand[f] != uno__fset_has(s->mask[p], f))
				return 1;
		}
		if (n != s->hand_size[p])
			return 2;
		/* A tally's bits are its counters' and no others (none in the
		 * padding between them). */
		uno__tally again;
		uno__tally_of_counts(s, &again, hand);
		if (memcmp(&again, &s->hand[p], sizeof again) != 0)
			return 1;
	}
	for (int i = 0; i < s->ndraw; i++)
		seen[s->piles[i]]++;
	for (int i = 0; i < s->ndiscard; i++)
		seen[UNO__ENTRY_FACE(UNO__DISCARD(s, i))]++;
	for (int i = 0; i < s->nturned; i++)
		seen[s->turned[i]]++;
	if (memcmp(seen, s->deck, sizeof seen) != 0)
		return 3;
	if (g->events && g->events->lost)
		return 6;
	if (s->ndiscard < 1 || s->direction * s->direction != 1)
		return 4;
	bool playing = s->phase != UNO_PHASE_ROUND_OVER && s->phase != UNO_PHASE_MATCH_OVER;
	if (playing && (s->current >= s->players || s->seat_status[s->current] != UNO_SEAT_IN))
		return 5;
	if (!uno__belief_valid(s))
		return 7;
	if (uno__sided(s) && !uno__cards_valid(s))
		return 8;
	return 0;
}
