/*
 * Drawing: the draw pile, its reshuffle (G-4), the draw hook that may name
 * the card (DESIGN principle 4), and cards joining hands.
 * SPDX-License-Identifier: MIT
 */
#include "engine/draw.h"
#include "engine/belief.h"
#include "engine/cards.h"
#include "engine/events.h"

/* NM-11 (knocked-out-hand = set-aside): the hands of the seats knocked
 * out, set aside face down, join the refill after the discards, seat by
 * seat in face order; unseen by anyone, they leave the belief as cards
 * nobody saw go. Returns the draw pile's new size. */
static unsigned add_set_aside(struct uno__state *s, unsigned n)
{
	for (int p = 0; p < s->players; p++) {
		if (s->seat_status[p] != UNO_SEAT_KNOCKED_OUT)
			continue;
		for (unsigned f = 0; f < UNO__FACES; f++)
			while (uno__fset_has(s->mask[p], f)) {
				if (uno__belief_on(s))
					uno__belief_leaves(s, p, f, false);
				uno__hand_remove(s, p, f);
				uno__set_id_at(s, n, s->moving);
				s->piles[n++] = (uint8_t)f;
			}
	}
	return n;
}

bool uno__set_aside_waits(const struct uno__state *s)
{
	if (!(s->rules.v->flags & UNO__V_SET_ASIDE))
		return false;
	for (int p = 0; p < s->players; p++)
		if (s->seat_status[p] == UNO_SEAT_KNOCKED_OUT && s->hand_size[p])
			return true;
	return false;
}

/* G-4: all of the discard pile but its top becomes the new draw pile. */
static bool reshuffle(uno_game *g)
{
	struct uno__state *s = g->w;
	bool aside = uno__set_aside_waits(s);

	if (s->ndiscard <= 1 && !aside)
		return false;
	unsigned n = s->ndiscard - 1u;
	uint8_t top = UNO__DISCARD(s, n), faces[UNO__DECK_CAP];
	uint8_t top_id = uno__id_at(s, UNO__DECK_CAP - 1u - n);
	bool sided = uno__sided(s);
	/* Through a copy: the new draw pile may cover the old discards. Two-
	 * sided cards move as cards (FL-15: the side in play down). */
	for (unsigned i = 0; i < n; i++)
		faces[i] = sided ? s->ids[UNO__DECK_CAP - 1u - i]
				 : (uint8_t)UNO__ENTRY_FACE(UNO__DISCARD(s, i));
	memcpy(sided ? s->ids : s->piles, faces, n);
	UNO__DISCARD(s, 0) = top;
	uno__set_id_at(s, UNO__DECK_CAP - 1u, top_id);
	s->ndiscard = 1;
	if (aside)
		n = add_set_aside(s, n);
	s->ndraw = (uint8_t)n;
	if (sided) {
		uno__rng_shuffle(s->rng, s->ids, n);
		uno__draw_faces(s);
	} else {
		uno__rng_shuffle(s->rng, s->piles, n);
	}
	uno__emit(g, UNO_EV_RESHUFFLE, UNO__NO_SEAT, UNO__NO_SEAT, UNO_NO_COLOR,
		  UNO__NO_FACE, 0, (int32_t)n);
	return true;
}

/*
 * Lets the draw hook name the card. The hook sees the committed game (the
 * step works on its own copy while a host's draw hook is set: hooks.c), so
 * whatever it queries is a game that exists; the card it is offered is the
 * top of the pile the step is drawing from.
 */
static void ask_draw_hook(uno_game *g, int seat)
{
	struct uno__state *s = g->w;
	uno_card card = uno__face_card(s->piles[s->ndraw - 1]);

	g->in_hook++;
	int rc = g->hooks.draw(g, seat, &card, g->hook_user);
	g->in_hook--;
	if (rc != 0 || !uno__card_valid(card) || g->free_pending)
		return;
	unsigned want = uno__face(card.kind, card.color);
	/* Move it to the top; the rest of the pile keeps its order. */
	for (int i = s->ndraw - 1; i >= 0; i--)
		if (s->piles[i] == want) {
			uint8_t id = uno__id_at(s, (unsigned)i);
			memmove(s->piles + i, s->piles + i + 1, (size_t)(s->ndraw - 1 - i));
			s->piles[s->ndraw - 1] = (uint8_t)want;
			if (uno__sided(s)) {
				memmove(s->ids + i, s->ids + i + 1, (size_t)(s->ndraw - 1 - i));
				s->ids[s->ndraw - 1] = id;
			}
			if (i != s->ndraw - 1 && g->rec)
				g->rec->named(g, seat, uno__face_card(want));
			return;
		}
}

unsigned uno__take_top(uno_game *g, int seat)
{
	struct uno__state *s = g->w;

	if (s->ndraw == 0 && !reshuffle(g))
		return UNO__NO_FACE;
	/* No hook is asked once one has freed the game (doc/hooks.md). */
	if (g->hooks.draw && !g->free_pending)
		ask_draw_hook(g, seat);
	g->draws_in_move++;
	s->passes = 0;
	s->moving = uno__id_at(s, --s->ndraw);
	return s->piles[s->ndraw];
}

void uno__receive(uno_game *g, int seat, unsigned face)
{
	struct uno__state *s = g->w;

	uno__hand_add(s, seat, face);
	if (uno__belief_on(s))
		uno__belief_taken(s, seat);
	if (s->seat_status[seat] == UNO_SEAT_OUT) {
		/* TM-7: a seat out of the game for now comes back. */
		s->seat_status[seat] = UNO_SEAT_IN;
		uno__emit(g, UNO_EV_SEAT_BACK, seat, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
	}
}

unsigned uno__draw_one(uno_game *g, int seat, int reason)
{
	unsigned face = uno__take_top(g, seat);

	if (face == UNO__NO_FACE)
		return face;
	uno__receive(g, seat, face);
	uno__emit(g, UNO_EV_DRAW, seat, UNO__NO_SEAT, UNO_NO_COLOR, face, reason, 0);
	return face;
}

void uno__draw_cards(uno_game *g, int seat, unsigned n, int reason)
{
	if (n == 0)
		return;
	uno__emit(g, UNO_EV_PENALTY, seat, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE,
		  reason, (int32_t)n);
	/* H-11: a draw stops at the hand limit; the rest is dropped. */
	for (unsigned i = 0; i < n && !uno__at_hand_limit(g->w, seat); i++)
		if (uno__draw_one(g, seat, reason) == UNO__NO_FACE)
			break;
}

void uno__draw_until_color(uno_game *g, int seat, unsigned color, int reason)
{
	struct uno__state *s = g->w;

	while (!uno__at_hand_limit(s, seat)) {
		unsigned face = uno__take_top(g, seat);
		if (face == UNO__NO_FACE)
			return;
		uno__receive(g, seat, face);
		if (uno__belief_on(s))
			uno__belief_shown(s, seat, face);
		/* FL-11, NM-9: turned face up, every seat sees it (value 1). */
		uno__emit(g, UNO_EV_DRAW, seat, UNO__NO_SEAT, UNO_NO_COLOR, face, reason, 1);
		if (uno__face_color(face) == color)
			return;
	}
}
