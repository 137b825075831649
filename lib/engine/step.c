/*
 * The step machine: a move, once the oracle (legal.c) has accepted it, is
 * one step. The step works on g->w (the game's own state, or a scratch copy
 * while a host's draw hook may look), changes phase only through
 * uno__decide(), queues the events it causes, and commits; then the events
 * are delivered and the decision hooks asked (hooks.c). One function per
 * kind of move below; the card effects they start are in effects.c and the
 * effect_*.c files beside it. At the end, the step driver: the one place a
 * step is opened and committed (a move, a misplay, the next round, a new
 * deal), for the public calls of calls.c and the hooks' answers.
 * SPDX-License-Identifier: MIT
 */
#include "engine/step.h"
#include "engine/belief.h"
#include "engine/cards.h"
#include "engine/events.h"
#include "engine/draw.h"
#include "engine/legal.h"
#include "engine/score.h"
#include "engine/turn.h"
#include "engine/referee.h"
#include "engine/effect_cast.h"
#include "engine/effect_knock_out.h"
#include "engine/effect_seven_o.h"
#include "engine/effect_team.h"
#include "engine/effects.h"
#include "engine/deal.h"
#include "engine/game.h"
#include "core/notation.h"

/* Does the round end when this seat has no cards (G-7, P-2, TM-8)? */
static bool round_ends_with(const struct uno__state *s, int seat)
{
	if (!(s->rules.v->flags & UNO__V_TEAM_GOES_OUT))
		return true;
	for (int p = 0; p < s->players; p++)
		if (s->team[p] == s->team[seat] && s->hand_size[p] > 0)
			return false;
	return true;
}

static void set_color(uno_game *g, int seat, unsigned color)
{
	struct uno__state *s = g->w;
	unsigned face = uno__top_face(s);

	s->color = (uint8_t)color;
	UNO__DISCARD(s, s->ndiscard - 1) = uno__discard_entry(face, color);
	uno__emit(g, UNO_EV_COLOR, seat, UNO__NO_SEAT, (int)color, face, 0, 0);
}

/* H-10: after this play, may more cards of its number follow? Only after
 * a play from the hand (not of a card just drawn, G-3), while the player
 * holds another card of the number. */
static bool more_follows(const struct uno__state *s, int seat, unsigned face, int phase)
{
	return uno__opt(s, UNO_OPT_MULTI_PLAY) &&
	       (phase == UNO_PHASE_PLAY || phase == UNO_PHASE_MORE) &&
	       (uno__rule(s, face)->flags & UNO__K_NUMBER) && uno__more_faces_held(s, seat);
}

/* G-7, H-1, H-9: the draw still pending when a player goes out lands on
 * the seat it is headed for: after a draw card, the next player with the
 * card's draw added; after a deflecting Reverse, the seat it sends the
 * draw back to. */
static void land_pending_draw(uno_game *g, int seat, const struct uno__kind_rule *r)
{
	struct uno__state *s = g->w;
	int victim;

	if (!uno__draws(r) && !s->stack)
		return;
	if (!r->draw && (r->flags & UNO__K_REVERSE)) {
		s->direction = (int8_t)-s->direction;
		victim = uno__next_seat(s, seat);
		s->direction = (int8_t)-s->direction;
	} else {
		victim = uno__next_seat(s, seat);
	}
	uno__draw_effect(g, victim, r, s->stack + r->draw);
}

/* NM-7 (discard-all): every other card of the color leaves the hand, in
 * face order, onto the pile under the card played; every seat sees them. */
__attribute__((noinline)) static void shed_color(struct uno__state *s, int seat, unsigned color)
{
	uno__fset m = s->mask[seat] & UNO__COLOR_FACES(color);

	for (; m; m &= m - 1) {
		unsigned f = uno__fset_first(m);
		while (uno__fset_has(s->mask[seat], f)) {
			if (uno__belief_on(s))
				uno__belief_leaves(s, seat, f, true);
			uno__hand_remove(s, seat, f);
			uno__discard_push(s, uno__discard_entry(f, UNO_NO_COLOR));
		}
	}
}

static void commit_play(uno_game *g, int seat, const uno_move *m)
{
	struct uno__state *s = g->w;
	unsigned face = uno__face(m->card.kind, m->card.color);
	bool wild = uno__is_wild(m->card.kind);
	int phase = s->phase;
	/* NM-9: a color given with a wild the next player names is not used. */
	uno_move plain;
	if (wild && m->color != UNO_NO_COLOR && uno__victim_names(s, face)) {
		plain = *m;
		plain.color = UNO_NO_COLOR;
		m = &plain;
	}

	/* Judged on the hand and color before the card leaves (C-7). */
	s->bluff = uno__rule(s, face)->restriction != UNO__RESTRICT_NONE &&
		   uno__breaks_restriction(s, seat, face);
	if (uno__belief_on(s)) {
		uno__belief_leaves(s, seat, face, true);
		uno__belief_played(s, seat, face,
				   phase == UNO_PHASE_PLAY && seat == s->current && !s->top_any);
		if (wild && m->color < 4)
			uno__belief_named(s, seat, m->color);
	}
	uno__hand_remove(s, seat, face);
	unsigned under = s->ndiscard;
	if (uno__fset_has(s->rules.v->shed_faces, face)) {
		uint8_t played = s->moving;
		shed_color(s, seat, uno__face_color(face));
		s->moving = played;
	}
	uno__discard_push(s, uno__discard_entry(face, wild ? m->color : UNO_NO_COLOR));
	uno__card_played(s, seat, face);
	uno__emit(g, UNO_EV_PLAY, seat, UNO__NO_SEAT,
		  wild ? m->color : m->card.color, face, 0, s->hand_size[seat]);
	for (unsigned i = under; i + 1u < s->ndiscard; i++)
		uno__emit(g, UNO_EV_SHED, seat, UNO__NO_SEAT, UNO_NO_COLOR,
			  uno__entry_face(UNO__DISCARD(s, i)), 0, 0);
	if (m->flags & UNO_MOVE_F_UNO) {
		uno__set_called(s, seat, true);
		uno__emit(g, UNO_EV_UNO, seat, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
	}
	/* H-10: a seat left with one card may play it in the same turn,
	 * which ends its catch window. */
	uno__reopen_catch(s, seat);

	if (s->hand_size[seat] == 0) {
		if (round_ends_with(s, seat)) {
			/* G-7: the draw still happens, unchallenged, and counts. */
			const struct uno__kind_rule *r = uno__rule(s, face);
			/* A last wild needs no color: then there is none (G-7). */
			s->color = wild ? m->color : m->card.color;
			/* A stack ended by going out still lands (H-1); with
			 * last-card = no-effect nothing does (NM-12). */
			if (!(s->rules.v->flags & UNO__V_LAST_CARD_INERT)) {
				land_pending_draw(g, seat, r);
				/* FL-13: a last Flip still turns everything over. */
				if (uno__kind_flags(s, r) & UNO__K_FLIP)
					uno__flip_turn(g, seat);
			}
			s->stack = 0;
			uno__end_round(g, seat, false);
			return;
		}
		s->going_out = 1;
	}
	if (wild && m->color == UNO_NO_COLOR) {
		/* No current color until it is named (G-1), by the next player
		 * for a reveal until a color shows (NM-9). */
		s->color = UNO_NO_COLOR;
		uno__decide(s, UNO_PHASE_COLOR,
			    uno__victim_names(s, face) ? uno__next_seat(s, seat) : seat);
		s->actor = (int8_t)seat;
		s->pending_face = (uint8_t)face;
		return;
	}
	if (wild) {
		s->color = m->color;
		uno__emit(g, UNO_EV_COLOR, seat, UNO__NO_SEAT, m->color, face, 0, 0);
	} else {
		s->color = m->card.color;
	}
	if (more_follows(s, seat, face, phase)) {
		/* H-10: the card acts when the turn ends (commit_pass()). */
		uno__decide(s, UNO_PHASE_MORE, seat);
		return;
	}
	uno__after_color(g, seat, face);
}

static void commit_color(uno_game *g, int seat, unsigned color)
{
	struct uno__state *s = g->w;

	set_color(g, seat, color);
	if (!s->first_color && s->pending_face != UNO__NO_FACE && s->actor != seat &&
	    uno__victim_names(s, s->pending_face)) {
		/* NM-9: the next player named it; it turns cards until the
		 * color shows, takes them and loses the turn. */
		s->pending_face = UNO__NO_FACE;
		uno__draw_until_color(g, seat, color, UNO_DRAW_CARD_EFFECT);
		uno__emit(g, UNO_EV_SKIP, seat, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
		uno__advance(g, seat, false);
		return;
	}
	if (!s->first_color && uno__belief_on(s))
		uno__belief_named(s, seat, color);
	if (s->first_color == UNO__COLOR_FLIPPED) {
		/* FL-7: the Flip's player named it; the turn passes. */
		s->first_color = 0;
		uno__advance(g, seat, false);
		return;
	}
	if (s->first_color) {
		/* C-3: the first player named the color and now plays. */
		s->first_color = 0;
		uno__decide(s, UNO_PHASE_PLAY, s->current);
		return;
	}
	unsigned face = s->pending_face;
	s->pending_face = UNO__NO_FACE;
	uno__after_color(g, seat, face);
}



static uno__fset surely_playable(const struct uno__state *s, int seat);

/* H-1, H-9: taking a pending draw that could have been stacked on or
 * deflected tells, as a draw does, that the hand had nothing to answer it
 * with. */
static void note_taken(struct uno__state *s, int seat)
{
	if (!uno__belief_on(s))
		return;
	uno__fset sure = surely_playable(s, seat), faces = 0;

	for (unsigned f = 0; f < UNO__FACES; f++)
		if (uno__fset_has(sure, f) && s->deck[f] && uno__stacks(s, seat, f))
			faces |= uno__fset_bit(f);
	uno__belief_none_of(s, seat, faces);
}

static void commit_challenge(uno_game *g, int seat, bool challenge)
{
	struct uno__state *s = g->w;
	const struct uno__kind_rule *r = uno__rule(s, s->pending_face);
	int offender = s->offender;
	unsigned total = s->stack;
	bool skip = true;

	if (s->phase == UNO_PHASE_STACK)
		note_taken(s, seat);

	/* The whole pending draw (a stack's total, H-1) goes to one seat. */
	s->stack = 0;
	if (!challenge) {
		uno__draw_effect(g, seat, r, total);
	} else {
		/* C-7: the challenger sees the hand; its view keeps it. */
		s->shown_by[seat] = (int8_t)offender;
		s->shown[seat] = s->hand[offender];
		if (uno__belief_on(s))
			uno__belief_learns(s, seat, offender, s->mask[offender],
					   s->hand_size[offender]);
		uno__emit(g, UNO_EV_CHALLENGE, offender, seat, s->color, s->pending_face, 0,
			  s->bluff);
		bool until = r->flags & UNO__K_DRAW_UNTIL_COLOR;
		unsigned penalty = (unsigned)uno__opt(s, UNO_OPT_CHALLENGE_PENALTY);
		if (s->bluff) {
			if (until)
				uno__draw_until_color(g, offender, s->color, UNO_DRAW_CHALLENGE_GUILTY);
			else
				uno__draw_cards(g, offender, total, UNO_DRAW_CHALLENGE_GUILTY);
			skip = uno__opt(s, UNO_OPT_CHALLENGER_SKIPPED);
		} else if (until) {
			/* FL-11: until the color, then the penalty. */
			uno__draw_until_color(g, seat, s->color, UNO_DRAW_CHALLENGE_FAILED);
			uno__draw_cards(g, seat, penalty, UNO_DRAW_CHALLENGE_FAILED);
		} else {
			uno__draw_cards(g, seat, total + penalty, UNO_DRAW_CHALLENGE_FAILED);
		}
	}
	s->pending_face = UNO__NO_FACE;
	s->offender = UNO__NO_SEAT;
	s->bluff = 0;
	if (skip) {
		/* The turn goes on from the seat that loses it. */
		uno__emit(g, UNO_EV_SKIP, seat, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
		uno__decide(s, UNO_PHASE_PLAY, uno__next_seat(s, seat));
	} else {
		uno__decide(s, UNO_PHASE_PLAY, s->current);
	}
}

/* The faces the seat could surely have played now, had it held them:
 * what a draw tells of its hand (belief.c). A restricted wild under the
 * strict rule and a last card under last_card_number depend on the rest
 * of the hand: no draw says anything about them. */
static uno__fset surely_playable(const struct uno__state *s, int seat)
{
	if (uno__opt(s, UNO_OPT_LAST_CARD_NUMBER) && s->hand_size[seat] <= 1)
		return 0;
	/* The match mask of a first discard that matches anything is every
	 * bit; only the faces the variant deals count. */
	uno__fset m = uno__match_mask(s) & uno__deck_faces(s);
	if (uno__opt(s, UNO_OPT_STRICT_WILD_DRAW))
		for (uno__fset w = m & UNO__WILD_FACES; w; w &= w - 1) {
			unsigned f = uno__fset_first(w);
			if (uno__rule(s, f)->restriction != UNO__RESTRICT_NONE)
				m &= ~(uno__fset_bit(f));
		}
	return m;
}

/* Every seat sees whether a drawn card may be played (the game asks the
 * player, G-3): it is a matching card, or none that surely plays. `sure`
 * is what surely played before the draw, which the draw changes only
 * through the size of the hand (last_card_number). */
static void note_drawn(struct uno__state *s, int seat, unsigned face, uno__fset sure)
{
	if (face == UNO__NO_FACE || !uno__belief_on(s))
		return;
	if (uno__playable(s, seat, face) == UNO_REASON_OK)
		uno__belief_drawn(s, seat, ~uno__match_mask(s));
	else
		uno__belief_drawn(s, seat, uno__opt(s, UNO_OPT_LAST_CARD_NUMBER)
						   ? surely_playable(s, seat)
						   : sure);
}

static void commit_draw(uno_game *g, int seat)
{
	struct uno__state *s = g->w;
	uint8_t before = s->passes;
	bool recycled = s->ndraw == 0;
	unsigned drawn = 0;

	/* A draw instead of a play: the hand held nothing that surely plays
	 * (as far as anyone can tell: G-3 allows the draw anyway). */
	uno__fset sure = 0;
	if (uno__belief_on(s)) {
		sure = surely_playable(s, seat);
		uno__belief_none_of(s, seat, sure);
	}
	unsigned face = uno__draw_one(g, seat, UNO_DRAW_TURN);
	note_drawn(s, seat, face, sure);

	/* H-2: on until a playable card shows, or nothing is left to draw. */
	for (drawn = face != UNO__NO_FACE;
	     uno__opt(s, UNO_OPT_DRAW_UNTIL_PLAYABLE) && face != UNO__NO_FACE &&
	     uno__playable(s, seat, face) != UNO_REASON_OK && !uno__at_hand_limit(s, seat);
	     drawn += face != UNO__NO_FACE) {
		face = uno__draw_one(g, seat, UNO_DRAW_TURN);
		note_drawn(s, seat, face, sure);
	}
	if (drawn == 0) {
		/* The piles ran dry since the draw was chosen (a penalty took
		 * the last cards): nothing was drawn, so this is a pass (G-4). */
		uno__emit(g, UNO_EV_PASS, seat, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
		s->passes = (uint8_t)(before + 1);
		uno__advance(g, seat, false);
		return;
	}
	/* G-3: a playable card may be played at once; otherwise the turn ends. */
	if (face != UNO__NO_FACE && uno__playable(s, seat, face) == UNO_REASON_OK) {
		uno__decide(s, UNO_PHASE_DRAWN, seat);
		s->drawn_face = (uint8_t)face;
		/* H-3: one card that only a reshuffle gave, forced back onto the
		 * pile, leaves everything as it was: it counts as a pass. */
		if (uno__opt(s, UNO_OPT_FORCE_PLAY) && recycled && drawn == 1)
			s->idle_draw = (uint8_t)(before + 1);
		return;
	}
	uno__advance(g, seat, false);
}

static void commit_pass(uno_game *g, int seat)
{
	struct uno__state *s = g->w;
	bool after_draw = s->phase == UNO_PHASE_DRAWN;

	uno__emit(g, UNO_EV_PASS, seat, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
	if (s->phase == UNO_PHASE_MORE) {
		/* H-10: the turn ends; the last card played acts now. */
		uno__resolve(g, seat, uno__top_face(s));
		return;
	}
	s->drawn_face = UNO__NO_FACE;
	if (!after_draw)
		s->passes++;
	uno__advance(g, seat, false);
}

static void commit_catch(uno_game *g, int seat, int target)
{
	struct uno__state *s = g->w;

	uno__unexpose(s, target);
	uno__emit(g, UNO_EV_CATCH, target, seat, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
	uno__draw_cards(g, target, (unsigned)uno__opt(s, UNO_OPT_UNO_PENALTY),
			UNO_DRAW_UNO_PENALTY);
}

static void commit(uno_game *g, int seat, const uno_move *m)
{
	struct uno__state *s = g->w;

	if (s->misplay)
		uno__misplay_close(s, seat, m);

	/*
	 * G-6: a move that answers the round's pending decision (not a color
	 * for one's own wild) means the next player has begun, which closes
	 * the window for catching.
	 */
	if ((m->type == UNO_MOVE_PLAY || m->type == UNO_MOVE_DRAW || m->type == UNO_MOVE_PASS ||
	     m->type == UNO_MOVE_CHALLENGE || m->type == UNO_MOVE_ACCEPT) &&
	    /* H-10: the same player's turn goes on. */
	    s->phase != UNO_PHASE_MORE) {
		unsigned late = s->exposed;
		s->exposed = 0;
		/* TM-6: no catch needed; whoever has not called draws at once. */
		if (s->rules.v->flags & UNO__V_AUTO_UNO_PENALTY)
			for (; late; late &= late - 1)
				uno__draw_cards(g, __builtin_ctz(late),
						(unsigned)uno__opt(s, UNO_OPT_UNO_PENALTY),
						UNO_DRAW_UNO_PENALTY);
	}

	switch (m->type) {
	case UNO_MOVE_PLAY:
		if (seat != s->current) {
			/* H-4: play continues from the seat that jumped in. */
			uno__emit(g, UNO_EV_JUMP_IN, seat, s->current, UNO_NO_COLOR,
				  uno__face(m->card.kind, m->card.color), 0, 0);
			uno__decide(s, s->phase, seat);
		}
		commit_play(g, seat, m);
		break;
	case UNO_MOVE_SWAP:
		uno__commit_swap(g, seat, m->target);
		break;
	case UNO_MOVE_DRAW:
		commit_draw(g, seat);
		break;
	case UNO_MOVE_PASS:
		commit_pass(g, seat);
		break;
	case UNO_MOVE_UNO:
		uno__set_called(s, seat, true);
		uno__unexpose(s, seat);
		uno__emit(g, UNO_EV_UNO, seat, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
		break;
	case UNO_MOVE_CATCH:
		commit_catch(g, seat, m->target);
		break;
	case UNO_MOVE_CHALLENGE:
	case UNO_MOVE_ACCEPT:
		commit_challenge(g, seat, m->type == UNO_MOVE_CHALLENGE);
		break;
	case UNO_MOVE_COLOR:
		commit_color(g, seat, m->color);
		break;
	case UNO_MOVE_GIVE: {
		/* TM-7: the last card handed over lets the played card act. */
		int actor;
		unsigned face = uno__commit_give(g, seat, m->card, &actor);
		if (face != UNO__NO_FACE)
			uno__resolve(g, actor, face);
		break;
	}
	case UNO_MOVE_CAST:
		uno__commit_cast(g, seat, m);
		break;
	case UNO_MOVE_PENALTY:
		uno__commit_penalty(g, m);
		break;
	case UNO_MOVE_MISPLAY:
		uno__commit_misplay_catch(g, seat, m->target);
		break;
	}
	if (uno__opt(s, UNO_OPT_HAND_LIMIT))
		uno__settle_hand_limit(g);
}

/* ---- the step driver: every change of a game is one step, opened and
 * committed here and nowhere else ---- */

/* Opens a step: the state it may change (g->w). A host's draw hook sees
 * the committed game while the step changes a copy of it. */
static struct uno__state *open_step(uno_game *g)
{
	g->errmsg[0] = 0;
	g->draws_in_move = 0;
	if (g->scratch && g->hooks.draw) {
		uno__state_copy(g->scratch, &g->s);
		g->w = g->scratch;
	} else {
		g->w = &g->s;
	}
	return g->w;
}

/* Commits the step's state: from here on queries see the new game. */
static void commit_step(uno_game *g)
{
	if (g->w != &g->s)
		uno__state_copy(&g->s, g->w);
	g->w = &g->s;
}

/* A move inside the open step: its effects, then the log's record. */
static void step_move(uno_game *g, int seat, const uno_move *m)
{
	int side = g->w->side;
	commit(g, seat, m);
	g->origin.moves++;
	uno__record_move(g, seat, m, side);
}

void uno__apply_checked(uno_game *g, int seat, const uno_move *m)
{
	open_step(g);
	step_move(g, seat, m);
	commit_step(g);
}

/* a play the rules refuse stands as a misplay: the snapshot a catch
 * goes back to, the play, then the open window. */
static void apply_misplay(uno_game *g, int seat, const uno_move *m, int why)
{
	struct uno__state *s = open_step(g);
	unsigned face = uno__face(m->card.kind, m->card.color);

	/* A misplay ends any earlier window: the next player has begun. */
	s->misplay = 0;
	uno__state_copy(g->undo, s);
	uno__emit(g, UNO_EV_MISPLAY, seat, UNO__NO_SEAT, UNO_NO_COLOR, face, why, 0);
	step_move(g, seat, m);
	if (!uno__over(s)) {
		s->misplay = (uint8_t)(seat + 1);
		s->misplay_reason = (uint8_t)why;
		s->misplay_face = (uint8_t)face;
	}
	commit_step(g);
}

int uno__apply_move(uno_game *g, int seat, const uno_move *m, int *why)
{
	int reason;
	int rc = uno__check(&g->s, seat, m, &reason);

	*why = reason;
	if (rc != UNO_OK) {
		char text[32] = "?";
		uno__move_format(g->s.rules.v, m, text, sizeof text);
		uno__set_errmsg(g, "seat %d, %s: %s", seat, text, uno_reason_message(reason));
		return rc;
	}
	if (reason != UNO_REASON_OK)
		apply_misplay(g, seat, m, reason); /* referee mode */
	else
		uno__apply_checked(g, seat, m);
	uno__deliver_events(g);
	return UNO_OK;
}

void uno__step_round(uno_game *g)
{
	/* One step, like a move: a first Draw Two draws (C-3). */
	open_step(g);
	uno__deal_next_round(g);
	g->origin.moves++;
	if (g->rec)
		g->rec->next_round(g);
	commit_step(g);
}

void uno__step_reset(uno_game *g, uint64_t seed)
{
	/* One step, as a new round is: a first Draw Two draws (C-3). */
	open_step(g);
	uno__game_redeal(g, seed);
	commit_step(g);
}
