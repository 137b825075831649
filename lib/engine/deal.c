/*
 * Rounds: drawing the dealer by lot, shuffling, dealing and the next round.
 * SPDX-License-Identifier: MIT
 */
#include "engine/deal.h"
#include "engine/belief.h"
#include "engine/cards.h"
#include "engine/events.h"
#include "engine/effect_knock_out.h"
#include "engine/first_card.h"

/* The game's cards in canonical (face) order; returns how many. Two-sided
 * cards as their ids, in the order of their light faces (the round starts
 * on the light side, FL-1). */
static unsigned canonical_deck(const struct uno__state *s, uint8_t *out)
{
	if (uno__sided(s)) {
		unsigned n = 0;
		for (uno__fset m = s->cards; m; m &= m - 1)
			out[n++] = (uint8_t)uno__id_first(m);
		return n;
	}
	/* The variant's own deck is listed once, in the variant; a scripted
	 * or loaded game's may be another. */
	const struct uno__variant *v = s->rules.v;
	if (memcmp(s->deck, v->deck, sizeof s->deck) == 0) {
		memcpy(out, v->light_of, v->ncards);
		return v->ncards;
	}
	return (unsigned)uno__counts_to_faces(s->deck, out, UNO__DECK_CAP);
}

/* C-2: numbers count their value, every other card zero. */
static int lot_value(const struct uno__state *s, unsigned face)
{
	const struct uno__kind_rule *r = uno__rule(s, face);
	return (r->flags & UNO__K_NUMBER) ? r->points : 0;
}

bool uno__lot_can_decide(const struct uno__variant *v)
{
	int first = -1;

	for (unsigned f = 0; f < UNO__FACES; f++) {
		if (!v->deck[f])
			continue;
		const struct uno__kind_rule *r = &v->kind[uno__face_kind(f)];
		int value = (r->flags & UNO__K_NUMBER) ? r->points : 0;
		if (first >= 0 && value != first)
			return true;
		first = value;
	}
	return false;
}

/*
 * The lot's pile, shuffled lazily. The lot needs only the few cards on top
 * of a shuffled deck, and Fisher-Yates from the last position down fixes
 * position i - 1 for good at its step i: so the steps run only as far as
 * the cards drawn need them, and the steps left over only advance the
 * generator (no swap, no division). The generator's draws are the same,
 * in the same order, as a whole shuffle's: the deal that follows is too.
 */
struct lot_pile {
	uint8_t card[UNO__DECK_CAP];
	unsigned n;     /* cards in the pile */
	unsigned next;  /* the next step to run (n down to 2); positions >= next are final */
};

static void lot_shuffle(struct lot_pile *p)
{
	p->next = p->n;
}

/* The card at position i, once the shuffle has fixed it. */
static unsigned lot_card(struct lot_pile *p, uint64_t rng[4], unsigned i)
{
	for (; p->next > 1 && p->next > i; p->next--) {
		unsigned j = uno__rng_below(rng, p->next);
		uint8_t t = p->card[p->next - 1];
		p->card[p->next - 1] = p->card[j];
		p->card[j] = t;
	}
	return p->card[i];
}

/* The steps the lot did not need: the generator moves on as they would. */
static void lot_finish(struct lot_pile *p, uint64_t rng[4])
{
	for (; p->next > 1; p->next--)
		uno__rng_skip_below(rng, p->next);
}

void uno__choose_dealer(uno_game *g)
{
	struct uno__state *s = g->w;
	struct lot_pile pile;
	bool drawing[UNO_MAX_PLAYERS];
	unsigned top;
	int remaining = s->players;

	pile.n = canonical_deck(s, pile.card);
	top = pile.n;
	lot_shuffle(&pile);
	for (int p = 0; p < s->players; p++)
		drawing[p] = true;
	/* Seats tied for the highest card draw again, until one is highest. */
	while (remaining > 1) {
		int value[UNO_MAX_PLAYERS], best = -1;
		for (int p = 0; p < s->players; p++) {
			if (!drawing[p])
				continue;
			if (top == 0) {
				/* Every step has run: the pile is shuffled again as it is. */
				top = pile.n;
				lot_shuffle(&pile);
			}
			unsigned face = lot_card(&pile, s->rng, --top);
			if (uno__sided(s))
				face = uno__id_face(s, face, 0); /* FL-15: read on the light faces */
			value[p] = lot_value(s, face);
			if (value[p] > best)
				best = value[p];
			uno__emit(g, UNO_EV_DEALER_DRAW, p, UNO__NO_SEAT, UNO_NO_COLOR, face, 0,
				  value[p]);
		}
		remaining = 0;
		for (int p = 0; p < s->players; p++) {
			drawing[p] = drawing[p] && value[p] == best;
			remaining += drawing[p];
		}
	}
	lot_finish(&pile, s->rng);
	for (int p = 0; p < s->players; p++)
		if (drawing[p])
			s->dealer = (uint8_t)p;
	uno__emit(g, UNO_EV_DEALER, s->dealer, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
}

/*
 * Teams for the round: alone, partners across (P-1, TM-1), or the rotating
 * schedule of P-3, the tournament's (the circle method: round r pairs seat
 * n-1 with seat r, and (r + k) with (r - k) mod n-1; teams numbered by
 * their lowest seat).
 */
void uno__assign_teams(struct uno__state *s)
{
	int n = s->players;
	uint8_t mate[UNO_MAX_PLAYERS];

	if (s->rules.v->team_size < 2) {
		for (int p = 0; p < n; p++)
			s->team[p] = (uint8_t)p;
		return;
	}
	if (!uno__opt(s, UNO_OPT_ROTATING_PARTNERS)) {
		for (int p = 0; p < n; p++)
			s->team[p] = (uint8_t)(p % (n / 2));
		return;
	}
	if (n < 4 || n > UNO_MAX_PLAYERS)
		return; /* partner tables allow even counts from 4 only */
	/* The partnerships of a tournament hand (tournament.h). */
	int r = (int)((s->round - 1) % (uint32_t)(n - 1));
	for (int k = 0; k < n / 2; k++) {
		int a, b;
		uno__circle_pair(n, r, k, &a, &b);
		mate[a] = (uint8_t)b;
		mate[b] = (uint8_t)a;
	}
	uint8_t next_team = 0;
	for (int p = 0; p < n; p++) {
		unsigned q = mate[p];
		if (q > (unsigned)p && q < UNO_MAX_PLAYERS) {
			s->team[p] = next_team;
			s->team[q] = next_team++;
		}
	}
}

void uno__start_round(uno_game *g, const uint8_t *order, unsigned count)
{
	uno__start_round_dealt(g, order, count, NULL, 0);
}

void uno__start_round_dealt(uno_game *g, const uint8_t *order, unsigned count,
			    const uint8_t *sizes, unsigned side)
{
	struct uno__state *s = g->w;
	uint8_t cards[UNO__DECK_CAP];
	int players = s->players;

	/* The cards back to front (the front is dealt first, the back is the
	 * bottom of the draw pile): a shuffle's order as it is (its top is
	 * its last position), or a scripted order reversed. */
	if (order) {
		for (unsigned i = 0; i < count; i++)
			cards[i] = order[count - 1 - i];
	} else {
		count = canonical_deck(s, cards);
		uno__rng_shuffle(s->rng, cards, count);
	}

	s->round++;
	bool sided = uno__sided(s);
	if (sided) {
		/* FL-1: every round starts on the light side; only a position
		 * the host sets up may start on the dark one. */
		s->side = (uint8_t)side;
		uno__deck_faces_in_play(s);
		memset(s->held, 0, sizeof s->held);
	}
	for (int p = 0; p < players; p++)
		if (s->seat_status[p] == UNO_SEAT_OUT || s->seat_status[p] == UNO_SEAT_KNOCKED_OUT)
			s->seat_status[p] = UNO_SEAT_IN;
	uno__assign_teams(s);
	memset(s->hand, 0, sizeof s->hand);
	memset(s->mask, 0, sizeof s->mask);
	memset(s->hand_size, 0, sizeof s->hand_size);
	s->called = 0;
	s->direction = 1;
	s->color = UNO_NO_COLOR;
	s->exposed = 0;
	s->round_winner = UNO__NO_SEAT;
	s->last_player = UNO__NO_SEAT;
	s->offender = UNO__NO_SEAT;
	s->passes = 0;
	s->pending_face = UNO__NO_FACE;
	s->drawn_face = UNO__NO_FACE;
	s->first_color = 0;
	s->bluff = 0;
	s->blocked = 0;
	s->top_any = 0;
	s->must_play = 0;
	s->actor = UNO__NO_SEAT;
	s->going_out = 0;
	s->gives_left = 0;
	s->nturned = 0;
	s->stack = 0;
	s->idle_draw = 0;
	memset(s->shown_by, UNO__NO_SEAT, sizeof s->shown_by);
	memset(s->shown, 0, sizeof s->shown);
	uno__belief_clear(s);
	s->ndiscard = 0;

	/* One card at a time round the table, from the dealer's left (G-5);
	 * no UNO call is owed for a dealt hand, so the counts go straight in.
	 * A set-up position's hands may differ in size: a seat whose hand is
	 * complete is passed over. */
	unsigned top = count;
	int hand = uno__opt(s, UNO_OPT_HAND_SIZE);
	if (sizes) {
		hand = 0;
		for (int p = 0; p < players; p++)
			if (sizes[p] > hand)
				hand = sizes[p];
	}
	for (int r = 0; r < hand; r++)
		for (int k = 1, p = s->dealer; k <= players; k++) {
			if (++p == players)
				p = 0;
			if (s->seat_status[p] != UNO_SEAT_IN || (sizes && r >= sizes[p]))
				continue;
			unsigned face = cards[--top];
			if (sided) {
				s->held[p] |= (uno__fset)1 << face;
				face = uno__id_face(s, face, s->side);
			}
			uno__tally_add(&s->hand[p], uno__tally_place(s, face));
			s->mask[p] |= uno__fset_bit(face);
			s->hand_size[p]++;
		}
	s->ndraw = (uint8_t)top;
	if (sided) {
		memcpy(s->ids, cards, top);
		uno__draw_faces(s);
	} else {
		memcpy(s->piles, cards, top);
	}

	uno__emit(g, UNO_EV_ROUND_START, s->dealer, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0,
		  (int32_t)s->round);
	uno__resolve_first_card(g);
	/* H-11: a first Draw Two (C-3) may take the first player to the limit. */
	if (uno__opt(s, UNO_OPT_HAND_LIMIT))
		uno__settle_hand_limit(g);
}

void uno__deal_next_round(uno_game *g)
{
	struct uno__state *s = g->w;

	/* The deal passes left, over eliminated seats (G-5, E-1). */
	do
		s->dealer = (uint8_t)((s->dealer + 1) % s->players);
	while (s->seat_status[s->dealer] == UNO_SEAT_ELIMINATED);
	uno__start_round(g, NULL, 0);
}
