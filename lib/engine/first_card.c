/*
 * The first discard (C-3, X-2, TM-3): turned from the deck after the deal,
 * returned, covered, left for the first player to color, or acting on the
 * first player as if the dealer had played it.
 * SPDX-License-Identifier: MIT
 */
#include "engine/first_card.h"
#include "engine/events.h"
#include "engine/draw.h"
#include "engine/turn.h"

static void return_to_deck(uno_game *g, unsigned face)
{
	struct uno__state *s = g->w;
	unsigned at = s->scripted ? 0 : uno__rng_below(s->rng, s->ndraw + 1u);

	memmove(s->piles + at + 1, s->piles + at, s->ndraw - at);
	s->piles[at] = (uint8_t)face;
	if (uno__sided(s)) {
		memmove(s->ids + at + 1, s->ids + at, s->ndraw - at);
		s->ids[at] = s->ids[UNO__DECK_CAP - 1u - s->ndiscard];
	}
	s->ndraw++;
	uno__emit(g, UNO_EV_FIRST_CARD_RETURNED, UNO__NO_SEAT, UNO__NO_SEAT, UNO_NO_COLOR, face,
		  0, 0);
}

static int first_policy(const struct uno__state *s, unsigned face)
{
	int policy = uno__rule(s, face)->first;

	if (policy == UNO__FIRST_CHOOSE_COLOR && uno__opt(s, UNO_OPT_WILD_FIRST_RETURNED))
		return UNO__FIRST_RETURN;
	return policy;
}

void uno__resolve_first_card(uno_game *g)
{
	struct uno__state *s = g->w;
	int policy = UNO__FIRST_EFFECT;
	unsigned face = 0;

	if (s->top_as_is) {
		/* A position set up by the host: the card is simply on top. */
		unsigned color = s->top_as_is - 1u;
		face = s->piles[--s->ndraw];
		s->moving = uno__id_at(s, s->ndraw);
		uno__discard_push(s, uno__discard_entry(face, color));
		s->color = (uint8_t)(uno__is_wild((unsigned)uno__face_kind(face)) ? color
										 : uno__face_color(face));
		uno__decide(s, s->color == UNO_NO_COLOR ? UNO_PHASE_COLOR : UNO_PHASE_PLAY,
			    uno__next_seat(s, s->dealer));
		s->first_color = s->color == UNO_NO_COLOR;
		return;
	}

	/* Turn cards until one stays; a deck of nothing but returned cards
	 * (possible only with a partial scripted deck) keeps its last one. */
	for (unsigned tries = s->ndraw; tries > 0; tries--) {
		face = s->piles[--s->ndraw];
		s->moving = uno__id_at(s, s->ndraw);
		uno__discard_push(s, uno__discard_entry(face, UNO_NO_COLOR));
		uno__emit(g, UNO_EV_FIRST_CARD, UNO__NO_SEAT, UNO__NO_SEAT, UNO_NO_COLOR, face, 0, 0);
		policy = first_policy(s, face);
		if (policy == UNO__FIRST_RETURN && tries > 1) {
			s->ndiscard--;
			return_to_deck(g, face);
			continue;
		}
		if (policy == UNO__FIRST_COVER && tries > 1)
			continue;
		break;
	}

	int first = uno__next_seat(s, s->dealer);
	s->color = (uint8_t)uno__face_color(face);
	uno__decide(s, UNO_PHASE_PLAY, first);
	switch (policy) {
	case UNO__FIRST_CHOOSE_COLOR:
		uno__decide(s, UNO_PHASE_COLOR, first);
		s->first_color = 1;
		return;
	case UNO__FIRST_EFFECT: {
		const struct uno__kind_rule *r = uno__rule(s, face);
		if (r->flags & UNO__K_REVERSE) {
			/* The dealer plays first, counterclockwise. */
			s->direction = -1;
			uno__decide(s, UNO_PHASE_PLAY, s->dealer);
			uno__emit(g, UNO_EV_DIRECTION, s->dealer, UNO__NO_SEAT, UNO_NO_COLOR, face,
				  0, -1);
			return;
		}
		if (r->flags & UNO__K_SKIP_ALL) {
			/* Nobody played it: the dealer stands for its player,
			 * so every other seat loses its turn and the dealer
			 * plays first. */
			uno__advance_all(g, s->dealer);
			return;
		}
		if (r->draw)
			uno__draw_cards(g, first, r->draw, UNO_DRAW_CARD_EFFECT);
		if (r->draw || (r->flags & UNO__K_SKIP))
			uno__advance(g, s->dealer, true);
		return;
	}
	default:
		/* Returned, covered or ignored: a wild left on top matches anything. */
		s->top_any = uno__is_wild((unsigned)uno__face_kind(face));
		return;
	}
}
