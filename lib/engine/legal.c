/*
 * Legality: the one oracle that decides whether a move is legal and why
 * not. A generator says, family by family, what a seat is offered now
 * (the faces it may play, the draw or pass, the UNO call, a catch, a
 * target, a card to give) and why it leaves the rest out; the list of
 * legal moves (uno_game_legal_moves()), the decision's mask
 * (uno_game_decision()), the check of a move (uno__check(): its form,
 * then what the generator says of it, through the table `answers` of what
 * each phase takes) and apply_index's check (uno__turn_move_listed()) are
 * all made of it. doc/dev/engine.md, "The oracle".
 * SPDX-License-Identifier: MIT
 */
#include "engine/legal.h"
#include "engine/draw.h"

#define K4(f) UNO__SAME_KIND_OF(f), UNO__SAME_KIND_OF(f + 1u), UNO__SAME_KIND_OF(f + 2u), \
	UNO__SAME_KIND_OF(f + 3u)
#define K16(f) K4(f), K4(f + 4u), K4(f + 8u), K4(f + 12u)
const uno__fset uno__same_kind[128] = { K16(0u), K16(16u), K16(32u), K16(48u),
					K16(64u), K16(80u), K16(96u), K16(112u) };
#undef K4
#undef K16

static const uno__fset color_faces[4] = {
	UNO__COLOR_FACES(0), UNO__COLOR_FACES(1), UNO__COLOR_FACES(2), UNO__COLOR_FACES(3),
};
static const uno__fset wild_faces = UNO__WILD_FACES;

/* ---- legality ---- */

static int refuse(int *reason, int why)
{
	*reason = why;
	return why == UNO_REASON_NOT_YOUR_TURN ? UNO_ETURN : UNO_EILLEGAL;
}

/* Does a restricted draw card break its restriction (C-6, X-4)? */
bool uno__breaks_restriction(const struct uno__state *s, int seat, unsigned face)
{
	uno__fset held = s->mask[seat];

	switch (uno__rule(s, face)->restriction) {
	case UNO__RESTRICT_NO_COLOR:
		return s->color < 4 && (held & color_faces[s->color]);
	case UNO__RESTRICT_NO_COLOR_OR_WILD:
		if (s->color < 4 && (held & color_faces[s->color]))
			return true;
		/* every other wild counts as a match, a second card of this
		 * very kind included (a ruling of doc/rules.md): holding two, the first
		 * is a bluff, and under the strict rule neither may be played. */
		return (held & wild_faces & ~(uno__fset_bit(face))) != 0 || uno__hand_count(s, seat, face) > 1;
	}
	return false;
}

/* uno__playable_faces() once the strict or last-card rule is on: `ok`,
 * the faces held that match, less those the rule keeps back. */
uno__fset uno__playable_faces_ruled(const struct uno__state *s, int seat, uno__fset ok)
{
	if (uno__opt(s, UNO_OPT_STRICT_WILD_DRAW))
		for (uno__fset w = ok & wild_faces; w; w &= w - 1) {
			unsigned f = uno__fset_first(w);
			if (uno__breaks_restriction(s, seat, f))
				ok &= ~(uno__fset_bit(f));
		}
	if (ok && uno__opt(s, UNO_OPT_LAST_CARD_NUMBER) && s->hand_size[seat] == 1 &&
	    !uno__last_card_ok(s, seat, uno__fset_first(ok)))
		ok = 0; /* its one card is not a number */
	return ok;
}

/* H-1, H-9, NM-6: is this face of a kind that may answer the pending
 * draw: a draw card that stacks (of the kind on top; any; or worth at
 * least the one on top), or a Skip or Reverse that deflects it? */
static bool stack_kind(const struct uno__state *s, unsigned face)
{
	if (uno__deflects(s, face))
		return true;
	unsigned draw = uno__rule(s, face)->draw;
	switch (draw ? uno__opt(s, UNO_OPT_STACKING) : 0) {
	case 1:
		return uno__face_kind(face) == uno__face_kind(uno__top_face(s));
	case 2:
		return true;
	case 3:
		return draw >= uno__rule(s, uno__top_face(s))->draw;
	default:
		return false;
	}
}

/* Whether a card that may answer the pending draw may be played on it: it
 * must match (G-2), unless it stacks by value, whatever its color or
 * symbol (NM-6); a uno_reason. */
static int stack_playable(const struct uno__state *s, int seat, unsigned face)
{
	if (uno__opt(s, UNO_OPT_STACKING) == 3 && uno__rule(s, face)->draw)
		return uno__allowed(s, seat, face);
	return uno__playable(s, seat, face);
}

/* H-1: may this face answer the pending draw now? */
bool uno__stacks(const struct uno__state *s, int seat, unsigned face)
{
	return stack_kind(s, face) && stack_playable(s, seat, face) == UNO_REASON_OK;
}

/* H-4, H-13: may this seat jump in with this face now? A colored card
 * identical to the top card (jump_in), or a wild of the kind on top
 * (jump_in_wild), while a play is what is pending. */
bool uno__jumps_in(const struct uno__state *s, int seat, unsigned face)
{
	if (!uno__opt(s, !uno__face_wild(face) ? UNO_OPT_JUMP_IN : UNO_OPT_JUMP_IN_WILD))
		return false;
	return s->phase == UNO_PHASE_PLAY && !s->must_play && !s->top_any &&
	       s->seat_status[seat] == UNO_SEAT_IN && face == uno__top_face(s) &&
	       uno__fset_has(s->mask[seat], face) && uno__playable(s, seat, face) == UNO_REASON_OK;
}

/* ---- the generator: what a seat is offered now, and why not the rest ----
 *
 * Each family of moves is decided once, below: the faces a seat may play
 * now (offered_faces()), the draw or pass that ends a turn without a play
 * (decline_type()), the UNO call, a catch, a target, a card to give. The
 * list of legal moves, the decision's mask, the check of a move and
 * apply_index's check are all made of these: a move is legal when the
 * generator offers it, and the reason a check gives is the one the
 * generator gives for leaving it out. */

/* One face of offered_faces() for the seat to decide in PLAY or DRAWN,
 * without building the mask: the same rules (G-2's uno__playable() is
 * uno__playable_faces() for one face). */
static inline bool offers_turn_face(const struct uno__state *s, int seat, unsigned face)
{
	if (s->phase == UNO_PHASE_DRAWN && face != s->drawn_face)
		return false;
	return uno__fset_has(s->mask[seat], face) && uno__playable(s, seat, face) == UNO_REASON_OK;
}

/* offered_faces() of the seat to decide in PLAY or DRAWN: the common
 * decisions, which the decision's mask reads every move. */
static inline uno__fset turn_faces(const struct uno__state *s, int seat)
{
	if (s->phase == UNO_PHASE_PLAY)
		return uno__playable_faces(s, seat);
	return offers_turn_face(s, seat, s->drawn_face) ? uno__fset_bit(s->drawn_face) : 0;
}

/* The faces whose plays the seat is offered now (a round on, the seat in
 * it): a turn's matching cards (G-2), the card just drawn (G-3), more of
 * the number (H-10), the answers to a pending draw (H-1, H-9), or, for a
 * seat whose turn it is not, a jump-in (H-4, H-13). */
static uno__fset offered_faces(const struct uno__state *s, int seat)
{
	if (seat != s->current) {
		unsigned top = uno__top_face(s);
		return uno__jumps_in(s, seat, top) ? uno__fset_bit(top) : 0;
	}
	switch (s->phase) {
	case UNO_PHASE_PLAY:
	case UNO_PHASE_DRAWN:
		return turn_faces(s, seat);
	case UNO_PHASE_MORE:
		return uno__more_faces_held(s, seat);
	case UNO_PHASE_STACK: {
		uno__fset faces = 0;
		for (uno__fset m = s->mask[seat]; m; m &= m - 1)
			if (uno__stacks(s, seat, uno__fset_first(m)))
				faces |= uno__fset_bit(uno__fset_first(m));
		return faces;
	}
	default:
		return 0;
	}
}

/* Why the generator offers no play of this face: the first rule it breaks. */
static int play_refusal(const struct uno__state *s, int seat, unsigned face)
{
	if (!uno__fset_has(s->rules.faces, face))
		return UNO_REASON_NOT_IN_VARIANT;
	if (!uno__fset_has(s->mask[seat], face))
		return UNO_REASON_NOT_IN_HAND;
	if (s->phase == UNO_PHASE_DRAWN && face != s->drawn_face)
		return UNO_REASON_ONLY_DRAWN_CARD;
	/* H-1: only a draw card (of the same kind, unless crossing) stacks;
	 * such a card must still match (G-2) and keep its restriction. */
	if (s->phase == UNO_PHASE_STACK && !stack_kind(s, face))
		return UNO_REASON_STACK_ONLY;
	/* H-10: only the number just played may follow it. */
	if (s->phase == UNO_PHASE_MORE && !uno__more_face(s, face))
		return UNO_REASON_SAME_NUMBER;
	int why = s->phase == UNO_PHASE_STACK ? stack_playable(s, seat, face)
					      : uno__playable(s, seat, face);
	/* (Every rule of a play is in offered_faces(); what breaks none of
	 * them is offered.) */
	return why != UNO_REASON_OK ? why : UNO_REASON_NO_MATCH;
}

/* The move that ends the seat's turn without a play where its decision
 * has one: UNO_MOVE_DRAW or UNO_MOVE_PASS; else 0, and the reason in
 * *why. `plays`: the faces the seat may play, read only under
 * play_if_able (H-2's G-3). */
static inline int decline_type(const struct uno__state *s, uno__fset plays, int *why)
{
	switch (s->phase) {
	case UNO_PHASE_PLAY:
		/* TM-4: after a Team Play the teammate must play; G-3, H-2. */
		if (s->must_play)
			return *why = UNO_REASON_MUST_PLAY, 0;
		if (!uno__may_decline_with(s, plays))
			return *why = UNO_REASON_PLAY_IF_ABLE, 0;
		/* G-4: with nothing left to draw, the turn is passed. */
		return uno__can_draw(s) ? UNO_MOVE_DRAW : UNO_MOVE_PASS;
	case UNO_PHASE_DRAWN:
		/* G-3: keep the card drawn, unless force_play (H-3). */
		if (uno__opt(s, UNO_OPT_FORCE_PLAY))
			return *why = UNO_REASON_FORCE_PLAY, 0;
		return UNO_MOVE_PASS;
	case UNO_PHASE_MORE:
		return UNO_MOVE_PASS; /* H-10: no more of the number */
	default:
		return *why = UNO_REASON_WRONG_DECISION, 0;
	}
}

/* decline_type()'s `plays` for a seat to decide, computed only when read. */
static inline uno__fset plays_if_read(const struct uno__state *s, int seat)
{
	return s->phase == UNO_PHASE_PLAY && uno__opt(s, UNO_OPT_PLAY_IF_ABLE)
		       ? uno__playable_faces(s, seat)
		       : 0;
}

/* G-6: may the seat call UNO now? */
static inline int call_refusal(const struct uno__state *s, int seat)
{
	if (uno__opt(s, UNO_OPT_NO_UNO_CALL))
		return UNO_REASON_NOT_IN_VARIANT; /* H-14 */
	return uno__exposed(s, seat) ? UNO_REASON_OK : UNO_REASON_UNO_NOT_LAST;
}

/* G-6: may the seat catch this one? Not where the variant gives the
 * penalty by itself (TM-6). */
static inline int catch_refusal(const struct uno__state *s, int seat, int target)
{
	if (s->rules.v->flags & UNO__V_AUTO_UNO_PENALTY)
		return UNO_REASON_NOT_IN_VARIANT;
	if (target == seat)
		return UNO_REASON_CATCH_SELF;
	return uno__exposed(s, target) ? UNO_REASON_OK : UNO_REASON_NOT_CATCHABLE;
}

/* H-5, CC-3: another seat in play, to swap hands with or give the turned
 * cards to. */
static inline int target_refusal(const struct uno__state *s, int seat, int target)
{
	return target != seat && s->seat_status[target] == UNO_SEAT_IN ? UNO_REASON_OK
								       : UNO_REASON_BAD_TARGET;
}

/* C-7, H-1: may the pending draw be challenged? */
static inline int challenge_refusal(const struct uno__state *s)
{
	return s->phase == UNO_PHASE_CHALLENGE || uno__stack_challengeable(s)
		       ? UNO_REASON_OK
		       : UNO_REASON_STACK_ONLY;
}

/* A play by the seat to decide, or by a seat that jumps in (H-4): offered,
 * and its UNO call true (G-6). */
static int check_play(const struct uno__state *s, int seat, const uno_move *m, int *reason)
{
	unsigned face = uno__face(m->card.kind, m->card.color);

	if (!uno__fset_has(offered_faces(s, seat), face))
		return refuse(reason, play_refusal(s, seat, face));
	if ((m->flags & UNO_MOVE_F_UNO) && uno__opt(s, UNO_OPT_NO_UNO_CALL))
		return refuse(reason, UNO_REASON_NOT_IN_VARIANT); /* H-14 */
	if ((m->flags & UNO_MOVE_F_UNO) && !uno__call_offered(s, seat, face))
		return refuse(reason, UNO_REASON_UNO_NOT_LAST);
	return UNO_OK;
}

bool uno__game_has_effect(const struct uno__state *s, unsigned flags)
{
	for (int k = 0; k < UNO__KINDS; k++)
		if (uno__kind_flags(s, &s->rules.v->kind[k]) & flags)
			return true;
	return false;
}

/* Does the game ever ask for hand-offs (give) or distributions (cast)? */
static bool game_asks(const struct uno__state *s, int type)
{
	if (type == UNO_MOVE_GIVE)
		return s->rules.v->flags & UNO__V_TEAM_GOES_OUT;
	return uno__game_has_effect(s, UNO__K_CASTING_CALL);
}

/* ---- referee mode (doc/referee.md, R-1..R-3) ---- */

/* may the seat catch this one's misplay? Another seat catches the
 * open misplay. */
static inline int misplay_refusal(const struct uno__state *s, int seat, int target)
{
	if (!s->misplay || s->misplay - 1 != target)
		return UNO_REASON_NO_MISPLAY;
	return seat == target ? UNO_REASON_CATCH_SELF : UNO_REASON_OK;
}

/* a penalty reported, an open misplay caught. */
static int check_referee(const struct uno__state *s, int seat, const uno_move *m, int *reason)
{
	*reason = UNO_REASON_OK;
	if (m->type == UNO_MOVE_PENALTY) {
		/* a seat holding cards in the round; anyone may report it. */
		if (s->seat_status[m->target] != UNO_SEAT_IN || s->hand_size[m->target] == 0)
			return refuse(reason, UNO_REASON_NOT_IN_PLAY);
		return UNO_OK;
	}
	int why = misplay_refusal(s, seat, m->target);
	return why == UNO_REASON_OK ? UNO_OK : refuse(reason, why);
}

static bool misplay_accepted(const struct uno__state *s, int seat, const uno_move *m, int why)
{
	/*
	 * the seat to play plays a card it holds that does not match, or
	 * breaks a wild draw card's restriction, or is not the card it just
	 * drew; never its last card (the round would end before anyone could
	 * catch it).
	 */
	if (!uno__opt(s, UNO_OPT_REFEREE) || m->type != UNO_MOVE_PLAY || seat != s->current ||
	    (s->phase != UNO_PHASE_PLAY && s->phase != UNO_PHASE_DRAWN))
		return false;
	if (why != UNO_REASON_NO_MATCH && why != UNO_REASON_WILD_DRAW_RESTRICTED &&
	    why != UNO_REASON_ONLY_DRAWN_CARD)
		return false;
	unsigned face = uno__face(m->card.kind, m->card.color);
	/* The UNO call made with it must be true (G-6). */
	if ((m->flags & UNO_MOVE_F_UNO) && !uno__call_offered(s, seat, face))
		return false;
	return uno__fset_has(s->mask[seat], face) && s->hand_size[seat] > 1;
}

/* in referee mode a play the rules refuse may stand as a misplay:
 * accepted, with the rule it breaks left in *reason. */
static int play_or_misplay(const struct uno__state *s, int seat, const uno_move *m, int *reason)
{
	int rc = check_play(s, seat, m, reason);
	if (rc == UNO_EILLEGAL && misplay_accepted(s, seat, m, *reason))
		return UNO_OK;
	return rc;
}

/* How each phase takes each move that answers its decision: the family
 * of the generator that offers it (a move no phase takes: none). */
enum answer {
	A_NONE,        /* not this decision's (UNO_REASON_WRONG_DECISION) */
	A_PLAY,        /* offered_faces(), and in referee mode a misplay */
	A_DECLINE,     /* decline_type()'s draw or pass */
	A_CANNOT_DRAW, /* a draw where only the drawn card or a pass may follow */
	A_STACK_ONLY,  /* a draw or pass that would leave a pending draw */
	A_ANY,         /* every such move: a color, accept, a challenge of C-7 */
	A_CHALLENGE,   /* challenge_refusal() */
	A_TARGET,      /* target_refusal() */
	A_GIVE,        /* a card the seat holds (TM-7) */
	A_CAST,        /* deal, or target_refusal() (CC-3) */
};

static const uint8_t answers[UNO_PHASE_MORE + 1][UNO_MOVE_MISPLAY + 1] = {
	[UNO_PHASE_PLAY] = { [UNO_MOVE_PLAY] = A_PLAY, [UNO_MOVE_DRAW] = A_DECLINE,
			     [UNO_MOVE_PASS] = A_DECLINE },
	[UNO_PHASE_DRAWN] = { [UNO_MOVE_PLAY] = A_PLAY, [UNO_MOVE_PASS] = A_DECLINE,
			      [UNO_MOVE_DRAW] = A_CANNOT_DRAW },
	[UNO_PHASE_COLOR] = { [UNO_MOVE_COLOR] = A_ANY },
	[UNO_PHASE_CHALLENGE] = { [UNO_MOVE_CHALLENGE] = A_ANY, [UNO_MOVE_ACCEPT] = A_ANY },
	[UNO_PHASE_HANDOFF] = { [UNO_MOVE_GIVE] = A_GIVE },
	[UNO_PHASE_CAST] = { [UNO_MOVE_CAST] = A_CAST },
	[UNO_PHASE_STACK] = { [UNO_MOVE_PLAY] = A_PLAY, [UNO_MOVE_ACCEPT] = A_ANY,
			      [UNO_MOVE_CHALLENGE] = A_CHALLENGE, [UNO_MOVE_DRAW] = A_STACK_ONLY,
			      [UNO_MOVE_PASS] = A_STACK_ONLY },
	[UNO_PHASE_SWAP] = { [UNO_MOVE_SWAP] = A_TARGET },
	[UNO_PHASE_MORE] = { [UNO_MOVE_PLAY] = A_PLAY, [UNO_MOVE_PASS] = A_DECLINE },
};

/* The move answers the decision of the seat to decide: what the generator
 * says of it. */
static int check_answer(const struct uno__state *s, int seat, const uno_move *m, int *reason)
{
	int why, type;

	switch (answers[s->phase][m->type]) {
	case A_PLAY:
		return play_or_misplay(s, seat, m, reason);
	case A_DECLINE:
		type = decline_type(s, plays_if_read(s, seat), &why);
		if (!type)
			return refuse(reason, why);
		if (type == m->type)
			return UNO_OK;
		return refuse(reason, m->type == UNO_MOVE_DRAW ? UNO_REASON_CANNOT_DRAW
							       : UNO_REASON_CANNOT_PASS);
	case A_CANNOT_DRAW:
		return refuse(reason, UNO_REASON_CANNOT_DRAW);
	case A_STACK_ONLY:
		return refuse(reason, UNO_REASON_STACK_ONLY);
	case A_ANY:
		return UNO_OK;
	case A_CHALLENGE:
		why = challenge_refusal(s);
		break;
	case A_TARGET:
		why = target_refusal(s, seat, m->target);
		break;
	case A_GIVE:
		why = uno__fset_has(s->mask[seat], uno__face(m->card.kind, m->card.color))
			      ? UNO_REASON_OK
			      : UNO_REASON_NOT_IN_HAND;
		break;
	case A_CAST:
		why = m->flags & UNO_MOVE_F_DEAL ? UNO_REASON_OK : target_refusal(s, seat, m->target);
		break;
	default:
		why = UNO_REASON_WRONG_DECISION;
		break;
	}
	return why == UNO_REASON_OK ? UNO_OK : refuse(reason, why);
}

/* The one legality oracle: the form of the move, then what the generator
 * says of it. */
int uno__check(const struct uno__state *s, int seat, const uno_move *m, int *reason)
{
	*reason = UNO_REASON_OK;
	/* A colored card naming a color is a mistake of the rules, not of form. */
	if (m->type == UNO_MOVE_PLAY && !uno__is_wild(m->card.kind) &&
	    m->color != UNO_NO_COLOR && m->color < 4) {
		uno_move plain = *m;
		plain.color = UNO_NO_COLOR;
		if (uno__move_well_formed(&plain))
			return refuse(reason, UNO_REASON_COLOR_NOT_WILD);
	}
	if (!uno__move_well_formed(m) || (m->target >= 0 && m->target >= s->players) ||
	    ((m->type == UNO_MOVE_PLAY || m->type == UNO_MOVE_GIVE) &&
	     !uno__table_kind(s->rules.v, m->card.kind))) {
		*reason = UNO_REASON_MALFORMED;
		return UNO_EINVAL;
	}
	if (uno__over(s))
		return refuse(reason, UNO_REASON_GAME_OVER);
	if (s->seat_status[seat] == UNO_SEAT_ELIMINATED)
		return refuse(reason, UNO_REASON_NOT_YOUR_TURN);

	/* The moves any seat may make, and what no decision of the game asks. */
	int why;
	switch (m->type) {
	case UNO_MOVE_UNO:
		why = call_refusal(s, seat);
		return why == UNO_REASON_OK ? UNO_OK : refuse(reason, why);
	case UNO_MOVE_CATCH:
		why = catch_refusal(s, seat, m->target);
		return why == UNO_REASON_OK ? UNO_OK : refuse(reason, why);
	case UNO_MOVE_SWAP:
		if (!uno__game_has_effect(s, UNO__K_SWAP_HANDS))
			return refuse(reason, UNO_REASON_NOT_IN_VARIANT);
		break;
	case UNO_MOVE_PLAY:
		/* H-4: a jump-in is a play by a seat whose turn it is not. */
		if (seat != s->current && s->phase == UNO_PHASE_PLAY &&
		    uno__jumps_in(s, seat, uno__face(m->card.kind, m->card.color)))
			return check_play(s, seat, m, reason);
		break;
	case UNO_MOVE_GIVE:
	case UNO_MOVE_CAST:
		if (!game_asks(s, m->type))
			return refuse(reason, UNO_REASON_NOT_IN_VARIANT);
		break;
	case UNO_MOVE_PENALTY:
	case UNO_MOVE_MISPLAY:
		return check_referee(s, seat, m, reason);
	}

	/* Every other move answers the pending decision. */
	if (seat != s->current)
		return refuse(reason, UNO_REASON_NOT_YOUR_TURN);
	return check_answer(s, seat, m, reason);
}

/* ---- public entry points ---- */


int uno_game_check_move(const uno_game *game, int seat, const uno_move *move, int *reason)
{
	int why;

	if (!reason)
		reason = &why;
	*reason = UNO_REASON_MALFORMED;
	if (!game || !move || !uno__valid_seat(game, seat))
		return UNO_EINVAL;
	return uno__check(&game->s, seat, move, reason);
}

/* Adds a move to a count-then-fill list. */
static inline void push(uno_move *buf, size_t cap, int *n, uno_move m)
{
	if ((size_t)*n < cap)
		buf[*n] = m;
	(*n)++;
}

unsigned uno__shed_held(const struct uno__state *s, int seat, unsigned face)
{
	unsigned n = 0;
	for (uno__fset m = s->mask[seat] & UNO__COLOR_FACES(uno__face_color(face)); m; m &= m - 1)
		n += uno__hand_count(s, seat, uno__fset_first(m));
	return n - 1;
}

/* The listed plays of a face: a wild once per color, each also with the
 * UNO call when it leaves one card (G-6); `call`: whether it does for a
 * face that sheds nothing (uno__call_offered_by(s, seat, 0)). */
static inline void push_plays(const struct uno__state *s, int seat, unsigned face, bool call,
			      uno_move *buf, size_t cap, int *n)
{
	uno_move m = uno__move(UNO_MOVE_PLAY);

	call = uno__call_offered_with(s, seat, face, call);

	m.card = uno__face_card(face);
	if (!uno__face_wild(face) || uno__victim_names(s, face)) {
		push(buf, cap, n, m);
		if (call) {
			m.flags = UNO_MOVE_F_UNO;
			push(buf, cap, n, m);
		}
		return;
	}
	for (unsigned c = 0; c < 4; c++) {
		m.color = (uint8_t)c;
		m.flags = 0;
		push(buf, cap, n, m);
		if (call) {
			m.flags = UNO_MOVE_F_UNO;
			push(buf, cap, n, m);
		}
	}
}

/* What uno_game_legal_moves() lists, from a state and a seat in range:
 * every move the generator offers, in the canonical order (plays, the
 * draw or pass, uno, catches, then the answers of the other decisions,
 * then a misplay's catch). */
static int list_moves(const struct uno__state *s, int seat, uno_move *buf, size_t cap)
{
	int n = 0;

	if (uno__over(s) || s->seat_status[seat] == UNO_SEAT_ELIMINATED)
		return 0;
	bool mine = seat == s->current;
	bool call = uno__call_offered_by(s, seat, 0);
	uno__fset plays = offered_faces(s, seat);
	int why, type;

	for (uno__fset m = plays; m; m &= m - 1)
		push_plays(s, seat, uno__fset_first(m), call, buf, cap, &n);
	if (mine && (type = decline_type(s, plays, &why)) != 0)
		push(buf, cap, &n, uno__move(type));
	if (call_refusal(s, seat) == UNO_REASON_OK)
		push(buf, cap, &n, uno__move(UNO_MOVE_UNO));
	for (unsigned open = s->exposed; open; open &= open - 1) {
		uno_move m = uno__move(UNO_MOVE_CATCH);
		m.target = (int8_t)__builtin_ctz(open);
		if (catch_refusal(s, seat, m.target) == UNO_REASON_OK)
			push(buf, cap, &n, m);
	}
	const uint8_t *asks = answers[s->phase];
	if (mine && asks[UNO_MOVE_CHALLENGE] && (asks[UNO_MOVE_CHALLENGE] == A_ANY ||
						 challenge_refusal(s) == UNO_REASON_OK))
		push(buf, cap, &n, uno__move(UNO_MOVE_CHALLENGE));
	if (mine && asks[UNO_MOVE_ACCEPT])
		push(buf, cap, &n, uno__move(UNO_MOVE_ACCEPT));
	if (mine && asks[UNO_MOVE_COLOR])
		for (unsigned c = 0; c < 4; c++) {
			uno_move m = uno__move(UNO_MOVE_COLOR);
			m.color = (uint8_t)c;
			push(buf, cap, &n, m);
		}
	if (mine && asks[UNO_MOVE_GIVE])
		for (uno__fset bits = s->mask[seat]; bits; bits &= bits - 1) {
			uno_move m = uno__move(UNO_MOVE_GIVE);
			m.card = uno__face_card(uno__fset_first(bits));
			push(buf, cap, &n, m);
		}
	if (mine && (asks[UNO_MOVE_SWAP] || asks[UNO_MOVE_CAST])) {
		uno_move m = uno__move(asks[UNO_MOVE_SWAP] ? UNO_MOVE_SWAP : UNO_MOVE_CAST);
		if (m.type == UNO_MOVE_CAST) {
			m.flags = UNO_MOVE_F_DEAL;
			push(buf, cap, &n, m);
			m.flags = 0;
		}
		for (int p = 0; p < s->players; p++)
			if (target_refusal(s, seat, p) == UNO_REASON_OK) {
				m.target = (int8_t)p;
				push(buf, cap, &n, m);
			}
	}
	/* any other seat may catch an open misplay. */
	if (s->misplay && misplay_refusal(s, seat, s->misplay - 1) == UNO_REASON_OK) {
		uno_move m = uno__move(UNO_MOVE_MISPLAY);
		m.target = (int8_t)(s->misplay - 1);
		push(buf, cap, &n, m);
	}
	return n;
}

int uno_game_legal_moves(const uno_game *game, int seat, uno_move *buf, size_t cap)
{
	if (!game || !uno__valid_seat(game, seat) || (!buf && cap))
		return UNO_EINVAL;
	return list_moves(&game->s, seat, buf, cap);
}

/* ---- the decision as masks ---- */

static inline void set_bit(uint64_t *bits, unsigned i)
{
	bits[i / 64] |= 1ull << (i % 64);
}

/* The 32 bits of x moved to the even bits of the result: face f's bit
 * becomes move index 2f, its play without the UNO call. */
static inline uint64_t spread(uint64_t x)
{
	x &= 0xffffffffull;
	x = (x | x << 16) & 0x0000ffff0000ffffull;
	x = (x | x << 8) & 0x00ff00ff00ff00ffull;
	x = (x | x << 4) & 0x0f0f0f0f0f0f0f0full;
	x = (x | x << 2) & 0x3333333333333333ull;
	x = (x | x << 1) & 0x5555555555555555ull;
	return x;
}

/* The indexes of the plays push_plays() lists for these faces: a colored
 * face once, a wild once per color, each also with the call when the play
 * leaves one card. Wild groups are 8 indexes at a multiple of 8, so none
 * crosses a word. */
static void play_bits(const struct uno__state *s, uno__fset faces, bool call, uint64_t *bits)
{
	uint64_t lo = spread((uint64_t)faces), hi = spread((uint64_t)((faces & ~UNO__WILD_FACES) >> 32));

	bits[0] |= call ? lo | lo << 1 : lo;
	bits[1] |= call ? hi | hi << 1 : hi;
	/* The extended colored faces, two indexes each from UNO__IX_XPLAY. */
	for (uno__fset x = faces >> UNO__FIRST_XCOLORED_FACE & ~(UNO__WILD_FACES >> UNO__FIRST_XCOLORED_FACE);
	     x; x &= x - 1) {
		unsigned at = UNO__IX_XPLAY + uno__fset_first(x) * 2;
		bits[at / 64] |= (call ? 3ull : 1ull) << (at % 64);
	}
	for (uno__fset w = faces & UNO__WILD_FACES; w; w &= w - 1) {
		unsigned f = uno__fset_first(w);
		unsigned at = uno__play_index(f);
		/* A wild the next player names a color for (NM-9): one play,
		 * at the first color's place. */
		uint64_t group = uno__victim_names(s, f) ? 0x1ull : 0x55ull;
		bits[at / 64] |= (call ? group | group << 1 : group) << (at % 64);
	}
}

/* The moves of the seat that may answer with a play or a draw, marked
 * straight from the generator's face masks: the common decisions,
 * without a list. */
static uno__fset turn_bits(const struct uno__state *s, int seat, uint64_t *bits)
{
	uno__fset faces = turn_faces(s, seat);
	int why, type = decline_type(s, faces, &why);

	if (type)
		set_bit(bits, type == UNO_MOVE_DRAW ? UNO__IX_DRAW : UNO__IX_PASS);
	uno__fset shed = faces & s->rules.v->shed_faces;
	bool plain = uno__call_offered_by(s, seat, 0);
	/* Any face but a shedding one leaves the same number of cards. */
	play_bits(s, faces & ~shed, plain, bits);
	for (; shed; shed &= shed - 1) {
		unsigned f = uno__fset_first(shed);
		play_bits(s, uno__fset_bit(f), uno__call_offered_with(s, seat, f, plain), bits);
	}
	if (call_refusal(s, seat) == UNO_REASON_OK)
		set_bit(bits, UNO__IX_UNO);
	for (unsigned open = s->exposed; open; open &= open - 1)
		if (catch_refusal(s, seat, __builtin_ctz(open)) == UNO_REASON_OK)
			set_bit(bits, UNO__IX_CATCH + (unsigned)__builtin_ctz(open));
	if (s->misplay && misplay_refusal(s, seat, s->misplay - 1) == UNO_REASON_OK)
		set_bit(bits, UNO__IX_MISPLAY + (unsigned)(s->misplay - 1));
	return faces;
}

bool uno__turn_move_listed(const struct uno__state *s, int seat, int index, uno_move *m)
{
	if (seat != s->current || uno__over(s) ||
	    (s->phase != UNO_PHASE_PLAY && s->phase != UNO_PHASE_DRAWN))
		return false;
	if (index == UNO__IX_DRAW || index == UNO__IX_PASS) {
		int why, type = decline_type(s, plays_if_read(s, seat), &why);
		*m = uno__move(type ? type : UNO_MOVE_PASS);
		return type == (index == UNO__IX_DRAW ? UNO_MOVE_DRAW : UNO_MOVE_PASS);
	}
	/* A play: its face, and the call only when it leaves one card. */
	unsigned face = uno__index_face((unsigned)index);
	if (face == UNO__NO_FACE)
		return false; /* (a face the game never deals is in no hand) */
	unsigned at = (unsigned)index - uno__play_index(face);
	if ((at & 1) && !uno__call_offered(s, seat, face))
		return false;
	bool named = uno__victim_names(s, face);
	if (at >= 2 && named)
		return false; /* one play, at the first color's place (NM-9) */
	*m = uno__move(UNO_MOVE_PLAY);
	m->card = uno__face_card(face);
	if (uno__face_wild(face) && !named)
		m->color = (uint8_t)(at / 2);
	m->flags = (uint8_t)(at & 1 ? UNO_MOVE_F_UNO : 0);
	return offers_turn_face(s, seat, face);
}

uno__fset uno__decision_bits(const struct uno__state *s, int seat, uint64_t *bits)
{
	memset(bits, 0, UNO__INDEX_WORDS * sizeof bits[0]);
	if (uno__over(s) || s->seat_status[seat] == UNO_SEAT_ELIMINATED)
		return 0;
	if (seat == s->current && (s->phase == UNO_PHASE_PLAY || s->phase == UNO_PHASE_DRAWN))
		return turn_bits(s, seat, bits);

	/* Every other decision from the list itself. */
	uno_move list[UNO_MAX_MOVES];
	uno__fset faces = 0;
	int n = list_moves(s, seat, list, UNO_MAX_MOVES);
	for (int i = 0; i < n && i < UNO_MAX_MOVES; i++) {
		int ix = uno__listed_index(&list[i]);
		if (ix >= 0)
			set_bit(bits, (unsigned)ix);
		if (list[i].type == UNO_MOVE_PLAY)
			faces |= uno__fset_bit(uno__face(list[i].card.kind, list[i].card.color));
	}
	return faces;
}

int uno_game_decision(const uno_game *game, uno_decision *d)
{
	if (!game || !d || d->size < sizeof *d)
		return UNO_EINVAL;
	const struct uno__state *s = &game->s;
	/* Every field is written: uno__decision_bits() clears the index
	 * words it has, the rest of the mask is cleared here. */
	memset(d->mask + UNO__INDEX_WORDS, 0, sizeof d->mask - UNO__INDEX_WORDS * sizeof d->mask[0]);
	d->seat = uno__over(s) ? -1 : (int8_t)s->current;
	d->phase = (int8_t)s->phase;
	d->count = 0;
	uno__fset faces = 0;
	if (d->seat < 0)
		memset(d->mask, 0, UNO__INDEX_WORDS * sizeof d->mask[0]);
	else
		faces = uno__decision_bits(s, s->current, d->mask);
	memset(d->faces, 0, sizeof d->faces);
	d->faces[0] = (uint64_t)faces;
	d->faces[1] = (uint64_t)(faces >> 64);
	/* A decision has few moves: a bit at a time beats a full count, over
	 * the words the variant's indexes fill. */
	int count = 0, words = (uno__index_count(&s->rules) + 63) / 64;
	for (int w = 0; w < words; w++)
		for (uint64_t m = d->mask[w]; m; m &= m - 1)
			count++;
	d->count = (int16_t)count;
	return UNO_OK;
}
