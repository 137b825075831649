/*
 * lib/engine/legal.c: the oracle: `uno__check()`, the list, the decision's mask, referee checks.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_LEGAL_H
#define UNO_ENGINE_LEGAL_H

#include "engine/state.h"

/* The legal moves of a seat as move index bits (UNO__INDEX_WORDS words,
 * cleared first), and the faces it may play (legal.c). */
uno__fset uno__decision_bits(const struct uno__state *s, int seat, uint64_t *bits);

/* Is this index a play, draw or pass listed for the seat to decide? The
 * same answer as its bit in uno__decision_bits(), straight from the state
 * (the oracle's fast path: uno_game_apply_index()); when it is, *m is its
 * move (uno_move_from_index(), a wild the next player names a color for
 * played without one, NM-9). False for any other index, which the whole
 * oracle then judges. */
bool uno__turn_move_listed(const struct uno__state *s, int seat, int index, uno_move *m);

/* Does any kind of this game have one of these flags (uno__kind_flags())? */
bool uno__game_has_effect(const struct uno__state *s, unsigned flags);

/* May the seat to decide draw (or pass) rather than play? Not after a Team
 * Play (TM-4), nor under play_if_able while it can play. */
static inline bool uno__may_decline(const struct uno__state *s, int seat);

/* Legality (legal.c): the oracle, and what it is built from. */
int uno__check(const struct uno__state *s, int seat, const uno_move *m, int *reason);

extern const uno__fset uno__same_kind[128];

static inline uno__fset uno__kind_faces_of(unsigned face)
{
	return uno__same_kind[face & 127u];
}

/* G-2: every face that may go on the pile now, held or not: a wild, the
 * current color, the top card's number or symbol, or anything on a first
 * discard that matches anything (TM-3, X-2). */
static inline uno__fset uno__match_mask(const struct uno__state *s)
{
	static const uno__fset color_faces[5] = {
		UNO__COLOR_FACES(0), UNO__COLOR_FACES(1), UNO__COLOR_FACES(2),
		UNO__COLOR_FACES(3), 0,
	};

	if (s->top_any)
		return UNO__FSET_ALL;
	return UNO__WILD_FACES | color_faces[s->color < 4 ? s->color : 4] |
	       uno__kind_faces_of(uno__top_face(s));
}

/* Would this restricted draw card be a bluff now (C-6, X-4)? */
bool uno__breaks_restriction(const struct uno__state *s, int seat, unsigned face);

/* The strict restriction and the last card: what a card must keep
 * wherever it is played, a uno_reason. */
static inline int uno__allowed(const struct uno__state *s, int seat, unsigned face)
{
	if (uno__opt(s, UNO_OPT_STRICT_WILD_DRAW) && uno__breaks_restriction(s, seat, face))
		return UNO_REASON_WILD_DRAW_RESTRICTED;
	if (!uno__last_card_ok(s, seat, face))
		return UNO_REASON_LAST_CARD_NUMBER;
	return UNO_REASON_OK;
}

/* G-2, the strict restriction and the last card: a uno_reason. */
static inline int uno__playable(const struct uno__state *s, int seat, unsigned face)
{
	if (!uno__matches(s, face))
		return UNO_REASON_NO_MATCH;
	return uno__allowed(s, seat, face);
}

/* H-10: the faces of the number on top that this seat holds: what it may
 * add in UNO_PHASE_MORE (none for an action or wild card on top). */
static inline uno__fset uno__more_faces_held(const struct uno__state *s, int seat)
{
	return s->mask[seat] & uno__kind_faces_of(uno__top_face(s));
}

uno__fset uno__playable_faces_ruled(const struct uno__state *s, int seat, uno__fset ok);

/* The faces a seat holds and may play now: G-2 as masks, then the strict
 * restriction (C-6, X-4), which only a wild draw card can break, and the
 * last-card rule (legal.c). */
static inline uno__fset uno__playable_faces(const struct uno__state *s, int seat)
{
	uno__fset ok = s->mask[seat] & uno__match_mask(s);

	if (ok && (uno__opt(s, UNO_OPT_STRICT_WILD_DRAW) || uno__opt(s, UNO_OPT_LAST_CARD_NUMBER)))
		return uno__playable_faces_ruled(s, seat, ok);
	return ok;
}

/* Does the seat hold any card it may play now (G-2)? */
static inline bool uno__can_play_any(const struct uno__state *s, int seat)
{
	return uno__playable_faces(s, seat) != 0;
}

/* H-1: may this face be stacked on the pending draw? */
bool uno__stacks(const struct uno__state *s, int seat, unsigned face);

/* H-4: may this seat jump in with this face now? */
bool uno__jumps_in(const struct uno__state *s, int seat, unsigned face);

/* NM-7: the other cards of a face's color that its play sheds (none
 * unless the face has discard-all; wilds never). */
unsigned uno__shed_held(const struct uno__state *s, int seat, unsigned face); /* legal.c */

static inline unsigned uno__shed_count(const struct uno__state *s, int seat, unsigned face)
{
	return uno__fset_has(s->rules.v->shed_faces, face) ? uno__shed_held(s, seat, face) : 0;
}

static inline bool uno__call_offered(const struct uno__state *s, int seat, unsigned face)
{
	return uno__call_offered_by(s, seat, uno__shed_count(s, seat, face));
}

/* The same, given `plain`: the answer for a face that sheds nothing
 * (uno__call_offered_by(s, seat, 0)), worked out once for many faces. */
static inline bool uno__call_offered_with(const struct uno__state *s, int seat, unsigned face,
					  bool plain)
{
	return uno__fset_has(s->rules.v->shed_faces, face) ? uno__call_offered(s, seat, face) : plain;
}

static inline bool uno__may_decline(const struct uno__state *s, int seat)
{
	return uno__may_decline_with(
		s, uno__opt(s, UNO_OPT_PLAY_IF_ABLE) ? uno__playable_faces(s, seat) : 0);
}

#endif /* UNO_ENGINE_LEGAL_H */
