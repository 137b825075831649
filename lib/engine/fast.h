/*
 * The fused fast step (fast.c): the common moves of a turn (a play from
 * the hand or of the card just drawn, a draw, a pass, the answer to a
 * draw card that may be challenged) applied in one function, straight
 * from a table compiled from the rule table and options, with the same
 * result to the byte as the general step (step.c). Anything it does not
 * take (a rare move, kind or option, a step a hook or the history must
 * see) is left to the general step: uno__fast_apply() then returns false
 * having changed nothing.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_ENGINE_FAST_H
#define UNO_ENGINE_FAST_H

#include "engine/state.h"
#include "engine/cards.h"
#include "engine/draw.h"
#include "engine/legal.h"
#include "engine/score.h"

/*
 * The rules as the fast step reads them, compiled for one game's rules,
 * seats and hooks (uno__fast_compile()): valid while none of them
 * changes, which a playout, a batch's settling or a single apply
 * guarantees. What a play of each kind does is UNO__FAST_* (core.h):
 * compiled with the variant (uno__variant.fast_act), or per kind when a
 * house rule adds effects to kinds.
 */
struct uno__fast {
	uint8_t ok;                  /* the fast step may take moves at all */
	uint8_t active;              /* seats in play: all of them */
	uint8_t two_player_skip;     /* a Reverse is a Skip now (C-8) */
	uint32_t known;              /* bit k: act[k] is compiled (all: the variant's table) */
	uint8_t act[UNO__KINDS];     /* UNO__FAST_* per kind, once known */
};

/* Compiles the game's rules for the fast step (f->ok false when the game
 * has anything the fast step never takes): the variant's table of kinds,
 * or, when a house rule adds effects to kinds, each kind's entry when a
 * move first needs it, so that one move pays for one kind. */
void uno__fast_compile(const uno_game *g, struct uno__fast *f);

/* What a play of kind k does (UNO__FAST_*), as uno__resolve() and
 * draw_card() (effects.c) would decide it. */
uint8_t uno__fast_kind(const struct uno__state *s, unsigned k);

/*
 * The step itself, inline: the playout's loop (services/playout.c), the
 * batch (bots/batch.c) and uno_game_apply_index() (step.c) compile it
 * into themselves. Each
 * function is the general step's path for one move, written out for the
 * cases the table admits, in the general step's order (fast.c says what
 * is left to the general step, and why).
 */

/* Kind k's entry, compiled on first use. */
static inline unsigned uno__fast_act(const struct uno__state *s, struct uno__fast *f, unsigned k)
{
	if (!(f->known >> k & 1u)) {
		f->act[k] = uno__fast_kind(s, k);
		f->known |= 1u << k;
	}
	return f->act[k];
}

/* The next seat in the direction of play: every seat is in play. */
static inline int uno__fast_next(const struct uno__state *s, int seat)
{
	int p = seat + s->direction;
	return p < 0 ? p + s->players : p >= s->players ? p - s->players : p;
}

/* uno__advance(): a round where every seat passed in a row ends blocked
 * (G-4); else the turn passes on, skipping a seat if asked. */
static inline void uno__fast_advance(uno_game *g, struct uno__state *s, int seat, bool skip,
				     const struct uno__fast *f)
{
	if (s->passes > 0 && s->passes >= f->active) {
		uno__end_blocked_round(g);
		return;
	}
	int next = uno__fast_next(s, seat);
	uno__decide(s, UNO_PHASE_PLAY, skip ? uno__fast_next(s, next) : next);
}

/* commit_play() and uno__resolve() for a card that leaves the hand more
 * than empty, of a kind the table admits. */
static inline bool uno__fast_play(uno_game *g, struct uno__state *s, int seat,
				  const uno_move *m, struct uno__fast *f)
{
	unsigned kind = m->card.kind & (UNO__KINDS - 1u), act = uno__fast_act(s, f, kind);
	bool wild = uno__is_wild(kind);

	if ((act & UNO__FAST_SLOW) || s->hand_size[seat] <= 1 || s->stack || s->going_out ||
	    (wild && m->color >= 4))
		return false;
	unsigned face = uno__face(kind, m->card.color);
	unsigned color = wild ? m->color : m->card.color;

	s->exposed = 0;
	s->bluff = (act & UNO__FAST_RESTRICT) && uno__breaks_restriction(s, seat, face);
	uno__hand_remove(s, seat, face);
	uno__discard_push(s, uno__discard_entry(face, wild ? color : UNO_NO_COLOR));
	uno__card_played(s, seat, face);
	if (m->flags & UNO_MOVE_F_UNO)
		uno__set_called(s, seat, true);
	uno__reopen_catch(s, seat);
	s->color = (uint8_t)color;

	bool skip = act & UNO__FAST_SKIP;
	if (act & UNO__FAST_REVERSE) {
		s->direction = (int8_t)-s->direction;
		skip |= f->two_player_skip;
	}
	if (act & UNO__FAST_CHALLENGE) {
		unsigned total = s->stack + s->rules.v->kind[kind].draw;
		s->stack = (uint8_t)(total < UNO__MAX_STACK ? total : UNO__MAX_STACK);
		s->offender = (int8_t)seat;
		s->pending_face = (uint8_t)face;
		uno__decide(s, UNO_PHASE_CHALLENGE, uno__fast_next(s, seat));
		return true;
	}
	if (act & UNO__FAST_DRAW)
		uno__draw_cards(g, uno__fast_next(s, seat), s->rules.v->kind[kind].draw,
				UNO_DRAW_CARD_EFFECT);
	uno__fast_advance(g, s, seat, skip, f);
	return true;
}

/* commit_draw(): one card from a pile that has one. */
static inline bool uno__fast_draw(uno_game *g, struct uno__state *s, int seat,
				  const struct uno__fast *f)
{
	if (s->ndraw == 0)
		return false;
	s->exposed = 0;
	g->draws_in_move++;
	s->passes = 0;
	s->moving = uno__id_at(s, --s->ndraw);
	unsigned face = s->piles[s->ndraw];
	uno__hand_add(s, seat, face);
	if (uno__matches(s, face)) {
		/* G-3: a playable card may be played at once. */
		uno__decide(s, UNO_PHASE_DRAWN, seat);
		s->drawn_face = (uint8_t)face;
		return true;
	}
	uno__fast_advance(g, s, seat, false, f);
	return true;
}

/* commit_challenge(): the seat takes the draw it could challenge, or
 * challenges it (C-7): it sees the offender's hand; a bluff makes the
 * offender draw instead, a fair play costs the challenger the penalty
 * too. */
static inline bool uno__fast_answer(uno_game *g, struct uno__state *s, int seat, bool challenge,
				    struct uno__fast *f)
{
	if (uno__fast_act(s, f, uno__face_kind(s->pending_face)) & UNO__FAST_SLOW)
		return false;
	int offender = s->offender;
	unsigned total = s->stack;
	bool skip = true;

	s->exposed = 0;
	s->stack = 0;
	if (!challenge) {
		uno__draw_cards(g, seat, total, UNO_DRAW_CARD_EFFECT);
	} else {
		s->shown_by[seat] = (int8_t)offender;
		s->shown[seat] = s->hand[offender];
		if (s->bluff) {
			uno__draw_cards(g, offender, total, UNO_DRAW_CHALLENGE_GUILTY);
			skip = uno__opt(s, UNO_OPT_CHALLENGER_SKIPPED);
		} else {
			uno__draw_cards(g, seat, total + (unsigned)uno__opt(s, UNO_OPT_CHALLENGE_PENALTY),
					UNO_DRAW_CHALLENGE_FAILED);
		}
	}
	s->pending_face = UNO__NO_FACE;
	s->offender = UNO__NO_SEAT;
	s->bluff = 0;
	uno__decide(s, UNO_PHASE_PLAY, skip ? uno__fast_next(s, seat) : s->current);
	return true;
}

/*
 * Applies an accepted move of the seat to decide as one whole step, as
 * uno__apply_checked() would, when the fast step takes it; false when it
 * does not, the state untouched (the step's message and draw count are
 * cleared, as the general step that then takes it clears them).
 */
static inline bool uno__fast_apply(uno_game *g, int seat, const uno_move *m,
				   struct uno__fast *f)
{
	struct uno__state *s = &g->s;
	bool done = false;

	if (!f->ok || seat != s->current || s->misplay)
		return false;
	/* As a step opens (step.c), but on the game's own state. */
	g->errmsg[0] = 0;
	g->draws_in_move = 0;
	g->w = s;
	switch (m->type) {
	case UNO_MOVE_PLAY:
		done = (s->phase == UNO_PHASE_PLAY || s->phase == UNO_PHASE_DRAWN) &&
		       uno__fast_play(g, s, seat, m, f);
		break;
	case UNO_MOVE_DRAW:
		done = s->phase == UNO_PHASE_PLAY && uno__fast_draw(g, s, seat, f);
		break;
	case UNO_MOVE_PASS:
		if (s->phase == UNO_PHASE_PLAY)
			s->passes++;
		else if (s->phase != UNO_PHASE_DRAWN)
			break;
		s->exposed = 0;
		s->drawn_face = UNO__NO_FACE;
		uno__fast_advance(g, s, seat, false, f);
		done = true;
		break;
	case UNO_MOVE_CHALLENGE:
	case UNO_MOVE_ACCEPT:
		done = s->phase == UNO_PHASE_CHALLENGE &&
		       uno__fast_answer(g, s, seat, m->type == UNO_MOVE_CHALLENGE, f);
		break;
	default:
		break;
	}
	if (!done)
		return false;
	g->origin.moves++;
	uno__record_move(g, seat, m, s->side); /* (no fast move turns the cards) */
	return true;
}

#endif /* UNO_ENGINE_FAST_H */
