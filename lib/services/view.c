/*
 * What a seat may see: the player view, its integer encoding, the legal
 * mask of the dense move index, and determinization for search.
 * SPDX-License-Identifier: MIT
 */
#include "services/services.h"

/* ---- the view ---- */

static uno_card entry_card(uint8_t entry)
{
	uno_card c = uno__face_card(uno__entry_face(entry));
	c.color = (uint8_t)uno__entry_color(entry);
	return c;
}

/* Writes a count-per-face multiset as sorted cards; returns how many. */
static uint16_t counts_to_cards(const uint8_t *counts, uno_card *out)
{
	/* A hand holds no more cards than the deck (UNO__DECK_CAP). */
	return (uint16_t)uno__counts_to_list(counts, out, UNO_MAX_DECK);
}

/* The size of a view up to `turned`: a caller compiled before the FL-5
 * members (view.h) passes it, and gets everything else. */
#define VIEW_OLD_SIZE offsetof(uno_view, hidden_count)

/* FL-5: the hidden faces the viewer sees, of the other hands and of the
 * draw pile's top card; nothing (zeros) for a one-sided deck. */
static void view_hidden(const struct uno__state *s, int seat, uno_view *view)
{
	uint8_t counts[UNO__FACES];
	unsigned at = 0;

	if (!uno__sided(s))
		return;
	for (int p = 0; p < s->players; p++) {
		unsigned n = uno__hidden_counts(s, seat, p, counts);
		view->hidden_count[p] = (uint16_t)n;
		/* The other hands hold no more than the deck: they fit. */
		at += uno__counts_to_list(counts, view->hidden + at, UNO_MAX_DECK - at);
	}
	view->draw_hidden = (uno_card)UNO_NO_CARD;
	if (uno__hidden_counts(s, seat, UNO_DRAW_PILE, counts))
		uno__counts_to_list(counts, &view->draw_hidden, 1);
}

/* The whole view (sizeof(uno_view) bytes) of a seat or a spectator. */
static void fill_view(const uno_game *game, int seat, uno_view *view)
{
	const struct uno__state *s = &game->s;
	bool spectator = seat == UNO_SPECTATOR;

	memset(view, 0, sizeof *view);
	view->seat = (int8_t)seat;
	view->players = (int8_t)s->players;
	view->current = uno__over(s) ? -1 : (int8_t)s->current;
	view->phase = (int8_t)s->phase;
	view->direction = s->direction;
	view->color = (int8_t)s->color;
	view->dealer = (int8_t)s->dealer;
	view->exposed = (int8_t)uno__exposed_seat(s);
	uno_game_top_card(game, &view->top);
	view->draw_pile = s->ndraw;
	view->pending_draw = s->stack;
	view->round = (int32_t)s->round;
	view->round_winner = s->round_winner;
	view->match_winner = s->match_winner;
	/* A spectator challenges nothing: no hand was shown to it (C-7). */
	view->shown_by = spectator ? UNO__NO_SEAT : s->shown_by[seat];
	view->side = s->side;
	for (int p = 0; p < s->players; p++) {
		view->hand_size[p] = s->hand_size[p];
		view->seat_status[p] = s->seat_status[p];
		view->team[p] = s->team[p];
		view->called[p] = uno__called(s, p);
		view->score[p] = s->score[p];
	}
	uint8_t counts[UNO__FACES];
	if (!spectator) {
		uno__tally_counts(s, &s->hand[seat], s->mask[seat], counts);
		view->hand_count = counts_to_cards(counts, view->hand);
		uno__tally_counts(s, &s->shown[seat], UNO__FSET_ALL, counts);
		view->shown_count = counts_to_cards(counts, view->shown);
	}
	view->discard_count = s->ndiscard;
	for (unsigned i = 0; i < s->ndiscard; i++)
		view->discard[i] = entry_card(UNO__DISCARD(s, i));
	view->turned_count = s->nturned;
	for (unsigned i = 0; i < s->nturned; i++)
		view->turned[i] = uno__face_card(s->turned[i]);
	view_hidden(s, seat, view);
}

int uno_game_view(const uno_game *game, int seat, uno_view *view)
{
	if (!uno__valid_viewer(game, seat) || !view || view->size < VIEW_OLD_SIZE)
		return UNO_EINVAL;
	uint32_t size = view->size;

	/* The library writes the bytes the caller has, never more. */
	if (size >= sizeof *view) {
		fill_view(game, seat, view);
	} else {
		uno_view whole;
		fill_view(game, seat, &whole);
		memcpy(view, &whole, size);
	}
	view->size = size;
	return UNO_OK;
}

/* ---- the observation encoding (doc/observation.md) ---- */

#define OBS_SCALARS 7
#define OBS_PER_SEAT 5
/* The size for a layout of nf faces (uno__layout_faces()). */
#define OBS_BASE(nf) (3 * (int)(nf) + OBS_SCALARS + OBS_PER_SEAT * UNO_MAX_PLAYERS)
/* Two-sided cards add what FL-5 shows: the side in play, the hidden
 * faces of each other seat's hand, the draw pile's top hidden face. */
#define OBS_SIDED(nf) (2 + (UNO_MAX_PLAYERS - 1) * (int)(nf))

static int obs_size(const struct uno_rules *r)
{
	int nf = (int)uno__layout_faces(r);
	return OBS_BASE(nf) + (uno__two_sided(r->v) ? OBS_SIDED(nf) : 0);
}

int uno_observation_size(const uno_rules *rules)
{
	return rules && rules->v ? obs_size(rules) : UNO_EINVAL;
}

int uno_rules_move_index_count(const uno_rules *rules)
{
	return rules && rules->v ? uno__index_count(rules) : UNO_EINVAL;
}

int uno_game_observation(const uno_game *game, int seat, int32_t *buf, size_t cap)
{
	if (!uno__valid_viewer(game, seat) || (!buf && cap))
		return UNO_EINVAL;
	const struct uno__state *s = &game->s;
	unsigned nf = uno__layout_faces(&s->rules);
	int size = obs_size(&s->rules);
	if (cap < (size_t)size)
		return size;
	int32_t *o = buf;
	int n = s->players;
	/* A spectator holds no hand, was shown none, is of no team, and
	 * counts the seats from seat 0 (view.h). */
	bool spectator = seat == UNO_SPECTATOR;
	int base = spectator ? 0 : seat;

	/* Only the discard counts and the seats past the table need zeros
	 * first: every other value is written (a batch writes this each step). */
	memset(o, 0, nf * sizeof *o);
	for (uno__fset m = spectator ? 0 : s->mask[seat]; m; m &= m - 1) {
		unsigned f = uno__fset_first(m);
		o[f] = (int32_t)uno__hand_count(s, seat, f);
	}
	o += nf;
	memset(o, 0, nf * sizeof *o);
	for (unsigned i = 0; i < s->ndiscard; i++)
		o[uno__entry_face(UNO__DISCARD(s, i))]++;
	o += nf;
	memset(o, 0, nf * sizeof *o);
	if (!spectator && s->shown_by[seat] != UNO__NO_SEAT)
		for (unsigned f = 0; f < nf; f++)
			o[f] = (int32_t)uno__tally_count(s, &s->shown[seat], f);
	o += nf;
	*o++ = (int32_t)uno__top_face(s);
	*o++ = s->color;
	*o++ = s->direction;
	*o++ = s->phase;
	*o++ = uno__over(s) ? -1 : (s->current - base + n) % n;
	*o++ = s->stack;
	*o++ = s->ndraw;
	/* Seats relative to the observer: index 0 is the observer. */
	memset(o + n * OBS_PER_SEAT, 0, (size_t)(UNO_MAX_PLAYERS - n) * OBS_PER_SEAT * sizeof *o);
	for (int k = 0; k < n; k++) {
		int p = (base + k) % n;
		o[k * OBS_PER_SEAT + 0] = s->hand_size[p];
		o[k * OBS_PER_SEAT + 1] = s->score[p];
		o[k * OBS_PER_SEAT + 2] = s->seat_status[p];
		o[k * OBS_PER_SEAT + 3] = !spectator && s->team[p] == s->team[seat];
		o[k * OBS_PER_SEAT + 4] = uno__called(s, p);
	}
	if (uno__sided(s)) {
		uint8_t counts[UNO__FACES];
		o += UNO_MAX_PLAYERS * OBS_PER_SEAT;
		*o++ = s->side;
		*o++ = s->ndraw ? (int32_t)uno__id_face(s, s->ids[s->ndraw - 1], !s->side) : -1;
		memset(o, 0, (size_t)(UNO_MAX_PLAYERS - 1) * nf * sizeof *o);
		for (int k = 1; k < n && !spectator; k++) {
			uno__hidden_counts(s, seat, (seat + k) % n, counts);
			for (unsigned f = 0; f < nf; f++)
				o[(unsigned)(k - 1) * nf + f] = counts[f];
		}
	}
	return size;
}

/* ---- the legal mask (the index itself: core/move.c) ---- */

int uno_game_legal_mask(const uno_game *game, int seat, uint8_t *mask, size_t cap)
{
	uno_move moves[UNO_MAX_MOVES];

	if (!uno__valid_seat(game, seat) || !mask ||
	    cap < (size_t)uno__index_count(&game->s.rules))
		return UNO_EINVAL;
	int n = uno_game_legal_moves(game, seat, moves, UNO_MAX_MOVES);
	memset(mask, 0, (size_t)uno__index_count(&game->s.rules));
	for (int i = 0; i < n; i++) {
		int ix = uno__listed_index(&moves[i]);
		if (ix >= 0)
			mask[ix] = 1;
	}
	return n;
}

/* ---- determinization ---- */

/* Takes a card out of the pool's first `*left` entries: uniformly among
 * those of the allowed faces, or among all when none is (a fact the
 * history got wrong, or a group the sampler could not fill). */
static uint8_t take(uint8_t *pool, unsigned *left, uno__fset allowed, uint64_t rng[4])
{
	unsigned fits = 0;
	for (unsigned i = 0; i < *left; i++)
		fits += (unsigned)(allowed >> pool[i] & 1);
	unsigned pick = uno__rng_below(rng, fits ? fits : *left), at = 0;
	for (unsigned i = 0; i < *left; i++) {
		if (fits && !(allowed >> pool[i] & 1))
			continue;
		if (pick-- == 0) {
			at = i;
			break;
		}
	}
	uint8_t face = pool[at];
	pool[at] = pool[--*left];
	return face;
}

/* The sets of cards the history constrains (belief.c), over every hidden
 * hand, most constrained first: the scarce cards go where they must. */
struct hidden_set {
	uno__fset allowed;
	uint8_t seat, count, order;
};

static int informed_sets(const struct uno__state *s, int seat, const uint8_t *keep_face,
			 struct hidden_set *out)
{
	int n = 0;

	for (int p = 0; p < s->players; p++) {
		if (p == seat)
			continue;
		uno__fset allowed[UNO__GROUPS + 1];
		unsigned count[UNO__GROUPS + 1];
		int k = uno__belief_sets(s, seat, p, allowed, count);
		/* The card kept in hand fills a place of the first set it fits. */
		bool kept = keep_face[p] == UNO__NO_FACE;
		for (int i = 0; i < k; i++) {
			if (!kept && (allowed[i] >> keep_face[p] & 1)) {
				count[i]--;
				kept = true;
			}
			if (count[i])
				out[n++] = (struct hidden_set){ allowed[i], (uint8_t)p,
								(uint8_t)count[i],
								(uint8_t)uno__count_faces(allowed[i]) };
		}
	}
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && out[j - 1].order > out[j].order; j--) {
			struct hidden_set x = out[j];
			out[j] = out[j - 1];
			out[j - 1] = x;
		}
	return n;
}

/* The pending decision must stay answerable as it was: a drawn card
 * playable (the strict rule looks at the rest of the hand), a Team Play
 * answerable, more cards of a number to play (H-10: the seat asked for
 * them holds one, a public fact: the game asks it). */
static bool still_answerable(const struct uno__state *s, int seat)
{
	if (s->phase == UNO_PHASE_DRAWN && s->current != seat &&
	    uno__playable(s, s->current, s->drawn_face) != UNO_REASON_OK)
		return false;
	if (s->phase == UNO_PHASE_MORE && s->current != seat &&
	    !uno__more_faces_held(s, s->current))
		return false;
	return !(s->must_play && s->current != seat && !uno__can_play_any(s, s->current));
}

/* One attempt: deal the hidden cards back, the sets the history
 * constrains first when `informed`; false if the phase's needs (a drawn
 * card playable, a Team Play answer) are not met. */
static bool redeal(struct uno__state *s, int seat, const uint8_t *keep_face, uint8_t *pool,
		   unsigned pooled, bool informed, uint64_t rng[4])
{
	struct hidden_set sets[UNO_MAX_PLAYERS * (UNO__GROUPS + 1)];
	unsigned size[UNO_MAX_PLAYERS], left = pooled, at = 0;
	int nsets = informed ? informed_sets(s, seat, keep_face, sets) : 0;

	uno__rng_shuffle(rng, pool, pooled);
	for (int p = 0; p < s->players; p++) {
		size[p] = s->hand_size[p];
		if (p == seat)
			continue;
		memset(&s->hand[p], 0, sizeof s->hand[p]);
		s->mask[p] = 0;
		s->hand_size[p] = 0;
		if (keep_face[p] != UNO__NO_FACE)
			uno__hand_add(s, p, keep_face[p]);
	}
	for (int i = 0; i < nsets; i++)
		for (unsigned k = 0; k < sets[i].count && s->hand_size[sets[i].seat] < size[sets[i].seat];
		     k++)
			uno__hand_add(s, sets[i].seat, take(pool, &left, sets[i].allowed, rng));
	for (int p = 0; p < s->players; p++)
		while (p != seat && s->hand_size[p] < size[p])
			uno__hand_add(s, p, pool[at++]);
	/* The pool's first `left` entries are what the sets left: the free
	 * places, then the draw pile, take them in turn. */
	for (unsigned i = 0; i < s->ndraw; i++)
		s->piles[i] = pool[at++];
	return still_answerable(s, seat);
}

/*
 * Two-sided cards (FL-5): a seat sees the faces in play of its own hand
 * and of the discard pile, the hidden faces of the other hands and of the
 * draw pile's top card, and nothing of the rest. A world it cannot tell
 * from the real one keeps each of those faces where it is and deals the
 * faces it does not see from what is left of each side, then gives each
 * (light, dark) pair a card id with that light face. The places are taken
 * in an order the seat can tell (a hand by the faces it sees, the piles by
 * position), so the world depends on the view and the seed only. What the
 * round's history told is not used: a Flip turned it over anyway.
 */
struct slot {
	int8_t seat;      /* a hand, or -1 for a pile */
	uint8_t at;       /* the pile's place (UNO__DECK_CAP - 1 - i: a discard) */
	uint8_t face[2];  /* by side; UNO__NO_FACE: not seen */
};

static void deal_unseen(struct slot *slots, unsigned n, unsigned side, uint8_t *left,
			uint64_t rng[4])
{
	uint8_t pool[UNO__SIDED_CAP];
	unsigned pooled = 0, at = 0;

	for (unsigned f = 0; f < UNO__FACES; f++)
		for (unsigned k = 0; k < left[f]; k++)
			pool[pooled++] = (uint8_t)f;
	uno__rng_shuffle(rng, pool, pooled);
	for (unsigned i = 0; i < n; i++)
		if (slots[i].face[side] == UNO__NO_FACE && at < pooled)
			slots[i].face[side] = pool[at++];
}

static bool redeal_sided(struct uno__state *s, const struct uno__state *real, int seat,
			 uint64_t rng[4])
{
	struct slot slots[UNO__SIDED_CAP];
	uint8_t left[2][UNO__FACES];
	unsigned n = 0, play = real->side, hide = !play;
	int keeper = real->phase == UNO_PHASE_DRAWN && real->current != seat ? real->current : -1;
	unsigned keep_id = keeper >= 0 ? uno__held_id(real, keeper, real->drawn_face) : 0;

	memset(left, 0, sizeof left);
	for (uno__fset m = real->cards; m; m &= m - 1) {
		unsigned id = uno__id_first(m);
		left[0][uno__id_face(real, id, 0)]++;
		left[1][uno__id_face(real, id, 1)]++;
	}
	/* The hands, each by the faces the seat sees of it, sorted. */
	for (int p = 0; p < real->players; p++) {
		unsigned first = n;
		for (uno__fset m = real->held[p]; m; m &= m - 1) {
			unsigned id = uno__id_first(m);
			struct slot sl = { (int8_t)p, 0, { UNO__NO_FACE, UNO__NO_FACE } };
			if (p == seat || (p == keeper && id == keep_id))
				sl.face[play] = (uint8_t)uno__id_face(real, id, play);
			if (p != seat)
				sl.face[hide] = (uint8_t)uno__id_face(real, id, hide);
			slots[n++] = sl;
		}
		unsigned by = p == seat ? play : hide;
		for (unsigned i = first + 1; i < n; i++)
			for (unsigned j = i; j > first && slots[j - 1].face[by] > slots[j].face[by]; j--) {
				struct slot t = slots[j];
				slots[j] = slots[j - 1];
				slots[j - 1] = t;
			}
	}
	for (unsigned i = 0; i < real->ndraw; i++) {
		struct slot sl = { -1, (uint8_t)i, { UNO__NO_FACE, UNO__NO_FACE } };
		if (i + 1u == real->ndraw)
			sl.face[hide] = (uint8_t)uno__id_face(real, real->ids[i], hide);
		slots[n++] = sl;
	}
	for (unsigned i = 0; i < real->ndiscard; i++) {
		unsigned at = UNO__DECK_CAP - 1u - i;
		struct slot sl = { -1, (uint8_t)at, { UNO__NO_FACE, UNO__NO_FACE } };
		sl.face[play] = (uint8_t)uno__id_face(real, real->ids[at], play);
		slots[n++] = sl;
	}
	for (unsigned i = 0; i < n; i++)
		for (unsigned side = 0; side < 2; side++)
			if (slots[i].face[side] != UNO__NO_FACE)
				left[side][slots[i].face[side]]--;
	deal_unseen(slots, n, play, left[play], rng);
	deal_unseen(slots, n, hide, left[hide], rng);

	/* Each pair gets the lowest free card id of its light face. */
	uno__fset free_ids = real->cards;
	memset(s->held, 0, sizeof s->held);
	for (unsigned i = 0; i < n; i++) {
		unsigned id = 0;
		for (uno__fset m = free_ids; m; m &= m - 1) {
			id = uno__id_first(m);
			if (s->rules.v->light_of[id] == slots[i].face[0])
				break;
		}
		free_ids &= ~((uno__fset)1 << id);
		s->dark_of[id] = slots[i].face[1];
		if (slots[i].seat >= 0)
			s->held[slots[i].seat] |= (uno__fset)1 << id;
		else
			s->ids[slots[i].at] = (uint8_t)id;
	}
	uno__hand_faces(s);
	uno__draw_faces(s);
	for (int p = 0; p < s->players; p++)
		s->hand_size[p] = (uint8_t)uno__count_faces(s->held[p]);
	return still_answerable(s, seat);
}

int uno_game_determinize_ex(uno_game *game, int seat, uint64_t seed, unsigned flags)
{
	uint8_t pool[UNO__DECK_CAP], keep_face[UNO_MAX_PLAYERS];
	uint64_t rng[4];

	if (!uno__valid_seat(game, seat) || (flags & ~(unsigned)UNO_DETERMINIZE_HISTORY))
		return UNO_EINVAL;
	if (game->in_hook)
		return UNO_EBUSY;
	struct uno__state *s = &game->s;
	struct uno__state before;
	uno__state_copy(&before, s);
	bool informed = flags & UNO_DETERMINIZE_HISTORY;
	unsigned pooled = 0;

	/* The hidden cards: other hands (but a card just drawn that may be
	 * played: its holder's decision depends on it) and the draw pile. */
	memset(keep_face, UNO__NO_FACE, sizeof keep_face);
	if (s->phase == UNO_PHASE_DRAWN && s->current != seat)
		keep_face[s->current] = s->drawn_face;
	for (int p = 0; p < s->players; p++) {
		if (p == seat)
			continue;
		uint8_t counts[UNO__FACES];
		uno__tally_counts(s, &s->hand[p], s->mask[p], counts);
		if (keep_face[p] != UNO__NO_FACE)
			counts[keep_face[p]]--;
		for (unsigned f = 0; f < UNO__FACES; f++)
			for (unsigned k = 0; k < counts[f]; k++)
				pool[pooled++] = (uint8_t)f;
	}
	for (unsigned i = 0; i < s->ndraw; i++)
		pool[pooled++] = s->piles[i];
	/* Canonical order first, so the result depends on the seed only. */
	for (unsigned i = 1; i < pooled; i++)
		for (unsigned j = i; j > 0 && pool[j - 1] > pool[j]; j--) {
			uint8_t t = pool[j];
			pool[j] = pool[j - 1];
			pool[j - 1] = t;
		}

	uno__rng_seed(rng, seed);
	bool ok = false;
	for (int attempt = 0; attempt < 64 && !ok && uno__sided(s); attempt++)
		ok = redeal_sided(s, &before, seat, rng);
	/* Informed worlds first; should none meet the phase's needs, the
	 * history gave way somewhere: uniform ones then. */
	for (int attempt = 0; attempt < 64 && !ok && !uno__sided(s); attempt++) {
		uint8_t sorted[UNO__DECK_CAP];
		memcpy(sorted, pool, pooled);
		ok = redeal(s, seat, keep_face, sorted, pooled, informed && attempt < 32, rng);
	}
	/* Dealing passed hands through other sizes: the calls and the catch
	 * window are public facts and stay as they were. */
	s->called = before.called;
	s->exposed = before.exposed;
	if (!ok) {
		uno__state_copy(s, &before); /* no consistent world found: keep the real one */
	} else if ((s->phase == UNO_PHASE_CHALLENGE || s->phase == UNO_PHASE_STACK) &&
		   s->offender != seat) {
		s->bluff = uno__rng_below(rng, 2) != 0;
	}
	/* Later reshuffles must not follow the real game either. */
	uno__rng_seed(s->rng, uno__rng_next(rng));
	/* An open misplay stands in the sampled world: its snapshot
	 * holds the real hidden cards, so it cannot be caught there. */
	s->misplay = 0;
	/* No move made this game: a running log restarts from it. */
	game->origin.moves++;
	uno__log_restart(game);
	return UNO_OK;
}

int uno_game_determinize(uno_game *game, int seat, uint64_t seed)
{
	return uno_game_determinize_ex(game, seat, seed, 0);
}

/* ---- what the history tells (belief.c keeps it) ---- */

int uno_game_belief(const uno_game *game, int seat, int target, uno_belief *out)
{
	if (!out || out->size < sizeof *out || !uno__valid_seat(game, seat) ||
	    !uno__valid_seat(game, target))
		return UNO_EINVAL;
	const struct uno__state *s = &game->s;
	const struct uno__belief *b = &s->belief;
	unsigned size = s->hand_size[target];

	memset((char *)out + sizeof out->size, 0, sizeof *out - sizeof out->size);
	out->seat = (int8_t)seat;
	out->target = (int8_t)target;
	out->hand_size = (uint16_t)size;
	if (seat == target) {
		for (uno__fset m = s->mask[seat]; m; m &= m - 1) {
			unsigned f = uno__fset_first(m);
			out->least[f] = out->most[f] = (uint16_t)uno__hand_count(s, seat, f);
		}
		return UNO_OK;
	}
	/* The cards the seat sees are in no other hand. */
	int unseen[UNO__FACES];
	uno__unseen(s, seat, unseen);
	bool knows = b->known_seat[seat] == target;
	uno__fset deck = uno__deck_faces(s);
	for (unsigned f = 0; f < UNO__FACES; f++) {
		if (!s->deck[f])
			continue;
		/* The cards known not to be of this face, and those known to
		 * be: each count is sound alone, and they may overlap, so the
		 * larger stands. */
		unsigned other = 0, only = 0;
		for (int i = 0; i < UNO__GROUPS; i++) {
			uno__fset allowed = ~b->excluded[target][i];
			if (!b->count[target][i])
				continue;
			if (!uno__fset_has(allowed, f))
				other += b->count[target][i];
			else if (!(allowed & ~(uno__fset_bit(f)) & deck))
				only += b->count[target][i];
		}
		if (knows && !uno__fset_has(b->known_faces[seat], f) && b->known_count[seat] > other)
			other = b->known_count[seat];
		if (knows && b->known_faces[seat] == uno__fset_bit(f) && b->known_count[seat] > only)
			only = b->known_count[seat];
		int most = unseen[f] > 0 ? unseen[f] : 0;
		if (other >= size)
			most = 0;
		else if ((unsigned)most > size - other)
			most = (int)(size - other);
		out->most[f] = (uint16_t)most;
		out->least[f] = (uint16_t)(only < (unsigned)most ? only : (unsigned)most);
	}
	return UNO_OK;
}
