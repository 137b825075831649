/*
 * Seven-O (H-5, house rule): a 7 swaps hands with a seat its player
 * chooses, a 0 passes every hand one seat along the direction of play.
 * SPDX-License-Identifier: MIT
 */
#include "engine/effect_seven_o.h"
#include "engine/belief.h"
#include "engine/events.h"
#include "engine/turn.h"

/* A seat's hand changed owner, and the call made for the hand it held
 * lapses. Nobody played down to the new hand, so as a rule no UNO call is
 * owed for it (H-5) and the catch window on that seat ends; with
 * `uno-call = one-card` a seat left holding one card owes the call and may
 * be caught like one that played down to it (NM-12). */
static void hand_moved(struct uno__state *s, int seat)
{
	uno__set_called(s, seat, false);
	uno__unexpose(s, seat);
	if ((s->rules.v->flags & UNO__V_UNO_ANY_HAND) && s->hand_size[seat] == 1 &&
	    !uno__opt(s, UNO_OPT_NO_UNO_CALL))
		uno__expose(s, seat);
}

static void swap_hands(struct uno__state *s, int a, int b)
{
	uno__tally hand = s->hand[a];
	uno__fset mask = s->mask[a];
	uint8_t size = s->hand_size[a];

	s->hand[a] = s->hand[b];
	s->hand[b] = hand;
	s->mask[a] = s->mask[b];
	s->mask[b] = mask;
	s->hand_size[a] = s->hand_size[b];
	s->hand_size[b] = size;
	if (uno__sided(s)) {
		uno__fset held = s->held[a];
		s->held[a] = s->held[b];
		s->held[b] = held;
	}
}

static void rotate_hands(uno_game *g)
{
	struct uno__state *s = g->w;
	uno__tally hand[UNO_MAX_PLAYERS];
	uno__fset mask[UNO_MAX_PLAYERS], held[UNO_MAX_PLAYERS];
	uint8_t size[UNO_MAX_PLAYERS];
	bool sided = uno__sided(s);

	memcpy(hand, s->hand, sizeof hand);
	if (sided)
		memcpy(held, s->held, sizeof held);
	int8_t moved[UNO_MAX_PLAYERS];

	memcpy(mask, s->mask, sizeof mask);
	memcpy(size, s->hand_size, sizeof size);
	memset(moved, UNO__NO_SEAT, sizeof moved);
	for (int p = 0; p < s->players; p++) {
		if (s->seat_status[p] != UNO_SEAT_IN)
			continue;
		int to = uno__next_seat(s, p);
		moved[p] = (int8_t)to;
		s->hand[to] = hand[p];
		s->mask[to] = mask[p];
		s->hand_size[to] = size[p];
		if (sided)
			s->held[to] = held[p];
		hand_moved(s, to);
	}
	if (uno__belief_on(s))
		uno__belief_moved(s, moved);
	uno__emit(g, UNO_EV_ROTATE, UNO__NO_SEAT, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0,
		  s->direction);
}

bool uno__seven_o(uno_game *g, int seat, unsigned flags)
{
	struct uno__state *s = g->w;

	if (flags & UNO__K_SWAP_HANDS) {
		uno__decide(s, UNO_PHASE_SWAP, seat);
		return true;
	}
	if (flags & UNO__K_ROTATE_HANDS)
		rotate_hands(g);
	return false;
}

void uno__commit_swap(uno_game *g, int seat, int target)
{
	struct uno__state *s = g->w;

	int8_t moved[UNO_MAX_PLAYERS];

	swap_hands(s, seat, target);
	memset(moved, UNO__NO_SEAT, sizeof moved);
	moved[seat] = (int8_t)target;
	moved[target] = (int8_t)seat;
	if (uno__belief_on(s))
		uno__belief_moved(s, moved);
	hand_moved(s, seat);
	hand_moved(s, target);
	uno__emit(g, UNO_EV_SWAP, seat, target, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
	uno__advance(g, seat, false);
}
