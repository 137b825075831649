/*
 * The turn passing on: to the next seat, over a skipped one, or round to
 * the same seat; and the rounds that end blocked instead (G-4), when no
 * seat could ever go out.
 * SPDX-License-Identifier: MIT
 */
#include "engine/turn.h"
#include "engine/events.h"
#include "engine/legal.h"
#include "engine/score.h"

/*
 * X-4 under the strict rule: two copies of a wild draw card that counts
 * every other wild as a match can never be played (each is a match for the
 * other, also when stacking), so their holder can never go out. When that
 * is so for every seat in play, the round could only go round in circles.
 */
static bool nobody_can_go_out(const struct uno__state *s)
{
	if (!uno__opt(s, UNO_OPT_STRICT_WILD_DRAW))
		return false;
	for (int p = 0; p < s->players; p++) {
		if (s->seat_status[p] != UNO_SEAT_IN)
			continue;
		bool locked = false;
		for (uno__fset w = s->mask[p] & UNO__WILD_FACES; w && !locked; w &= w - 1) {
			unsigned f = uno__fset_first(w);
			locked = uno__hand_count(s, p, f) > 1 &&
				 uno__rule(s, f)->restriction == UNO__RESTRICT_NO_COLOR_OR_WILD;
		}
		if (!locked)
			return false;
	}
	return true;
}

/* The faces of the cards still in play: the hands of the seats in the
 * round and both piles; and how many cards that is. */
static uno__fset faces_in_play(const struct uno__state *s, int *cards)
{
	uno__fset faces = 0;

	*cards = s->ndraw + s->ndiscard;
	for (int p = 0; p < s->players; p++)
		if (s->seat_status[p] == UNO_SEAT_IN) {
			faces |= s->mask[p];
			*cards += s->hand_size[p];
		}
	for (int i = 0; i < s->ndraw; i++)
		faces |= uno__fset_bit(s->piles[i]);
	for (int i = 0; i < s->ndiscard; i++)
		faces |= uno__fset_bit(UNO__ENTRY_FACE(UNO__DISCARD(s, i)));
	return faces;
}

/* Of these faces, the ones that can ever be played from here on when no
 * wild is among them: those of the current color or the top card's kind,
 * then those of the color or kind of any of them, and so on (G-2). */
static uno__fset ever_playable(const struct uno__state *s, uno__fset faces)
{
	uno__fset reach = UNO__COLOR_FACES(s->color) | uno__kind_faces_of(uno__top_face(s));
	uno__fset playable = 0;

	while ((reach & faces) != playable) {
		playable = reach & faces;
		for (uno__fset m = playable; m; m &= m - 1) {
			unsigned f = uno__fset_first(m);
			reach |= UNO__COLOR_FACES(uno__face_color(f)) | uno__kind_faces_of(f);
		}
	}
	return playable;
}

/*
 * H-11 under the same ruling: a knocked-out seat keeps its hand, so when
 * those hands hold every wild nothing can change the color again, and
 * only ever_playable() cards can leave a hand (hands move whole, H-5). A
 * seat holding another card can never go out; when that is so for every
 * seat in play, and the cards in play are too few to take a seat to the
 * limit (the knock-out that would leave one seat in), the draws and plays
 * could only go round in circles. Left to play on: a first discard that
 * matches anything, a color still to name, and what moves or matches
 * cards otherwise (two sides, hand-offs, Casting Call, stacking across
 * kinds, misplays, set-aside hands).
 */
static bool locked_out_of_play(const struct uno__state *s)
{
	int limit = uno__opt(s, UNO_OPT_HAND_LIMIT), cards, out = 0;

	if (!limit)
		return false;
	for (int p = 0; p < s->players; p++)
		out += s->seat_status[p] == UNO_SEAT_KNOCKED_OUT;
	if (!out || uno__sided(s) || s->top_any || s->color >= 4 ||
	    (s->rules.v->flags & (UNO__V_SET_ASIDE | UNO__V_TEAM_GOES_OUT)) ||
	    uno__opt(s, UNO_OPT_REFEREE) || uno__opt(s, UNO_OPT_STACKING) == 3 ||
	    uno__game_has_effect(s, UNO__K_CASTING_CALL))
		return false;
	uno__fset faces = faces_in_play(s, &cards);
	if (cards >= limit || (faces & UNO__WILD_FACES))
		return false;
	uno__fset stuck = faces & ~ever_playable(s, faces);
	for (int p = 0; p < s->players; p++)
		if (s->seat_status[p] == UNO_SEAT_IN && !(s->mask[p] & stuck))
			return false;
	return true;
}

/* G-4: every seat in play passed in a row with nothing changing, or (the
 * same ruling, "play never loops forever") no seat can ever go out; then
 * the round ends blocked. */
static bool blocked(uno_game *g)
{
	struct uno__state *s = g->w;

	if ((s->passes > 0 && s->passes >= uno__active_players(s)) || nobody_can_go_out(s) ||
	    locked_out_of_play(s)) {
		uno__end_blocked_round(g);
		return true;
	}
	return false;
}

void uno__advance(uno_game *g, int seat, bool skip)
{
	struct uno__state *s = g->w;
	int next = uno__next_seat(s, seat);

	if (blocked(g))
		return;
	if (skip) {
		uno__emit(g, UNO_EV_SKIP, next, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
		next = uno__next_seat(s, next);
	}
	uno__decide(s, UNO_PHASE_PLAY, next);
}

void uno__advance_all(uno_game *g, int seat)
{
	struct uno__state *s = g->w;

	if (blocked(g))
		return;
	for (int p = uno__next_seat(s, seat); p != seat; p = uno__next_seat(s, p))
		uno__emit(g, UNO_EV_SKIP, p, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0, 0);
	uno__decide(s, UNO_PHASE_PLAY, seat);
}
