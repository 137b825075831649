/*
 * The greedy policy (greedy.h): the answer a greedy player makes, the
 * colors it names, the odds it reads in a challenge, the moves it makes
 * out of turn. One policy, read two ways: straight from the hand's faces
 * for the common decisions (fast, for the search's playouts), from the
 * listed moves for the rest; the test suite holds the two readings to the
 * same answers.
 * SPDX-License-Identifier: MIT
 */
#include "greedy.h"

/* The greedy bot keeps a drawn wild while it holds this many cards. */
#define KEEP_WILD_HAND 3

/* ---- what the policy reads ---- */

/* What the greedy policy sees in a card: read from the game's rule table
 * (a wild, a draw card, a number and its value), never from its kind's
 * number. */
static bool is_wild_face(unsigned face)
{
	return uno__face_wild(face);
}

static bool is_number(const struct uno__state *s, unsigned face)
{
	return uno__rule(s, face)->flags & UNO__K_NUMBER;
}

static bool is_draw_wild(const struct uno__state *s, unsigned face)
{
	return is_wild_face(face) && uno__rule(s, face)->draw > 0;
}

void uno__bot_count_colors(const struct uno__state *s, int seat, int count[4])
{
	memset(count, 0, 4 * sizeof count[0]);
	for (uno__fset m = s->mask[seat] & ~UNO__WILD_FACES; m; m &= m - 1) {
		unsigned f = uno__fset_first(m);
		count[uno__face_color(f)] += (int)uno__hand_count(s, seat, f);
	}
}

int uno__bot_most_held(const int count[4])
{
	int best = 0;
	for (int c = 1; c < 4; c++)
		if (count[c] > count[best])
			best = c;
	return best;
}

/* The color a seat holds most (ties in R, Y, G, B order). */
static int best_color(const struct uno__state *s, int seat)
{
	int count[4];

	uno__bot_count_colors(s, seat, count);
	return uno__bot_most_held(count);
}

int uno__bot_color(const struct uno__state *s, int seat)
{
	if (s->phase != UNO_PHASE_COLOR || s->first_color || s->pending_face == UNO__NO_FACE ||
	    s->actor == seat || !uno__victim_names(s, s->pending_face))
		return best_color(s, seat);
	int unseen[UNO__FACES], count[4] = { 0 };
	uno__unseen(s, seat, unseen);
	for (unsigned f = 0; f < UNO__FACES; f++)
		if (!uno__face_wild(f))
			count[uno__face_color(f)] += unseen[f];
	return uno__bot_most_held(count);
}

int uno__bot_candidates(const uno_move *moves, int n, uno_move *out)
{
	int k = 0;

	for (int i = 0; i < n; i++) {
		const uno_move *m = &moves[i];
		if (!uno__bot_answers(m))
			continue;
		/* Sorted: a play without the call comes just before its twin
		 * with it, which is never worse (G-6). */
		if (m->type == UNO_MOVE_PLAY && !(m->flags & UNO_MOVE_F_UNO) && i + 1 < n &&
		    moves[i + 1].type == UNO_MOVE_PLAY && uno__bot_same_card(moves[i + 1].card, m->card) &&
		    moves[i + 1].color == m->color && (moves[i + 1].flags & UNO_MOVE_F_UNO))
			continue;
		out[k++] = *m;
	}
	return k;
}

unsigned uno__bot_prior_color(const struct uno__state *s)
{
	return s->ndiscard >= 2 ? uno__entry_color(UNO__DISCARD(s, s->ndiscard - 2)) : UNO_NO_COLOR;
}

/* May @seat challenge the card on top now (C-7, X-4, H-1)? */
static bool challenge_open(const struct uno__state *s, int seat)
{
	if (uno__over(s) || s->current != seat || s->offender < 0 || s->offender == seat)
		return false;
	return s->phase == UNO_PHASE_CHALLENGE ||
	       (s->phase == UNO_PHASE_STACK && uno__stack_challengeable(s));
}

/*
 * The faces that would have made the card on top a bluff had its player
 * held one: the color current before it (C-6), and for the X-4 rule any
 * other wild too.
 */
static uno__fset bluff_faces(const struct uno__state *s)
{
	unsigned face = uno__top_face(s), prior = uno__bot_prior_color(s);
	uno__fset faces = prior < 4 ? UNO__COLOR_FACES(prior) : 0;

	if (uno__rule(s, face)->restriction == UNO__RESTRICT_NO_COLOR_OR_WILD)
		faces |= UNO__WILD_FACES & ~(uno__fset_bit(face));
	return uno__rule(s, face)->restriction == UNO__RESTRICT_NONE ? 0 : faces;
}

/*
 * The chance that the offender held one of those faces, from the cards the
 * seat has not seen (the deck less its hand, the discard pile and turned
 * cards), all equally likely in the offender's hand; then weighed by the
 * prior that a player who could play honestly bluffs anyway.
 */
double uno__bot_bluff_odds(const struct uno__state *s, int seat)
{
	int unseen[UNO__FACES], total = 0, could = 0;

	if (!challenge_open(s, seat))
		return 0;
	uno__fset faces = bluff_faces(s);
	if (!faces)
		return 0;
	uno__unseen(s, seat, unseen);
	for (unsigned f = 0; f < UNO__FACES; f++) {
		if (unseen[f] <= 0)
			continue;
		total += unseen[f];
		if (uno__fset_has(faces, f))
			could += unseen[f];
	}

	double none = 1.0;
	for (int i = 0; i < s->hand_size[s->offender] && none > 0; i++)
		none = total - could - i > 0 ? none * (total - could - i) / (total - i) : 0;
	double held = 1.0 - none;
	double weighed = UNO__BOT_BLUFF_PRIOR * held;
	return weighed > 0 ? weighed / (weighed + none) : 0;
}

/* Does a challenge pay, counting the cards the seat would draw? Accepting
 * draws the pending cards; a failed challenge draws them and the penalty. */
bool uno__bot_challenge_pays(const struct uno__state *s, int seat)
{
	double p = uno__bot_bluff_odds(s, seat);
	double pending = s->stack, penalty = uno__opt(s, UNO_OPT_CHALLENGE_PENALTY);

	return p > 0 && (1.0 - p) * (pending + penalty) < pending;
}

/* ---- greedy ---- */

int uno__bot_play_score(const struct uno__state *s, unsigned face, const int count[4])
{
	if (is_wild_face(face))
		return is_draw_wild(s, face) ? 100 : 200;
	int held = count[uno__face_color(face)] * 10;
	if (!is_number(s, face))
		return 4000 + held;
	return 3000 + held + uno__rule(s, face)->points;
}

/* Higher is given first: numbers (high first), actions, wilds last. */
static int give_score(const struct uno__state *s, uno_card card)
{
	unsigned face = uno__face(card.kind, card.color);
	if (is_wild_face(face))
		return is_draw_wild(s, face) ? 50 : 100;
	if (!is_number(s, face))
		return 200;
	return 300 + uno__rule(s, face)->points;
}

/*
 * The best listed play made the greedy way: the color it holds most for a
 * wild (as listed), the UNO call whenever the list offers it. False when
 * no play is listed.
 */
static bool greedy_play(const struct uno__state *s, int seat, const uno_move *moves, int n,
			uno_move *out)
{
	int count[4], best = -1, best_score = -1;

	uno__bot_count_colors(s, seat, count);
	for (int i = 0; i < n; i++) {
		if (moves[i].type != UNO_MOVE_PLAY)
			continue;
		int score = uno__bot_play_score(s, uno__face(moves[i].card.kind, moves[i].card.color),
						count);
		if (score > best_score) {
			best = i;
			best_score = score;
		}
	}
	if (best < 0)
		return false;

	uno_card card = moves[best].card;
	unsigned face = uno__face(card.kind, card.color);
	int color = uno__is_wild(card.kind) && !uno__victim_names(s, face) ? best_color(s, seat)
									    : UNO_NO_COLOR;
	bool found = false;
	for (int i = 0; i < n; i++) {
		const uno_move *m = &moves[i];
		if (m->type != UNO_MOVE_PLAY || !uno__bot_same_card(m->card, card) || m->color != color)
			continue;
		if (!found || (m->flags & UNO_MOVE_F_UNO))
			*out = *m;
		found = true;
	}
	if (!found)
		*out = moves[best];
	return true;
}

static const uno_move *find(const uno_move *moves, int n, int type)
{
	for (int i = 0; i < n; i++)
		if (moves[i].type == type)
			return &moves[i];
	return NULL;
}

/* Among the listed moves of @type with a target, the one whose target
 * holds the fewest cards, opponents before teammates; NULL if none. */
static const uno_move *fewest_cards(const struct uno__state *s, int seat,
				    const uno_move *moves, int n, int type)
{
	const uno_move *best = NULL;
	int best_key = 0;

	for (int i = 0; i < n; i++) {
		if (moves[i].type != type || moves[i].target < 0)
			continue;
		int key = s->hand_size[moves[i].target] * 2 +
			  (uno__bot_teammates(s, seat, moves[i].target) ? 1 : 0);
		if (!best || key < best_key) {
			best = &moves[i];
			best_key = key;
		}
	}
	return best;
}

int uno__greedy_listed(const struct uno__state *s, int seat, const uno_move *moves, int n,
		     uno_move *out)
{
	const uno_move *m;

	switch (s->phase) {
	case UNO_PHASE_DRAWN:
		/* The drawn card is the only play listed: a wild is kept for
		 * later unless passing is refused (H-3). */
		m = find(moves, n, UNO_MOVE_PASS);
		if (m && s->hand_size[seat] >= KEEP_WILD_HAND && is_wild_face(s->drawn_face)) {
			*out = *m;
			return UNO_OK;
		}
		if (greedy_play(s, seat, moves, n, out))
			return UNO_OK;
		break;
	case UNO_PHASE_PLAY:
	case UNO_PHASE_MORE: /* H-10: shed every card of the number it may */
		if (greedy_play(s, seat, moves, n, out))
			return UNO_OK;
		break;
	case UNO_PHASE_STACK:
	case UNO_PHASE_CHALLENGE:
		if (greedy_play(s, seat, moves, n, out))
			return UNO_OK; /* stack when it can (H-1) */
		m = find(moves, n, UNO_MOVE_CHALLENGE);
		if (m && uno__bot_challenge_pays(s, seat)) {
			*out = *m;
			return UNO_OK;
		}
		break;
	case UNO_PHASE_COLOR:
		*out = uno__move(UNO_MOVE_COLOR);
		out->color = (uint8_t)uno__bot_color(s, seat);
		return UNO_OK;
	case UNO_PHASE_SWAP:
		if ((m = fewest_cards(s, seat, moves, n, UNO_MOVE_SWAP))) {
			*out = *m;
			return UNO_OK;
		}
		break;
	case UNO_PHASE_CAST:
		m = fewest_cards(s, seat, moves, n, UNO_MOVE_CAST);
		if (m && !uno__bot_teammates(s, seat, m->target)) {
			*out = *m;
			return UNO_OK;
		}
		break;
	case UNO_PHASE_HANDOFF: {
		int best = -1;
		for (int i = 0; i < n; i++)
			if (moves[i].type == UNO_MOVE_GIVE &&
			    (best < 0 || give_score(s, moves[i].card) > give_score(s, moves[best].card)))
				best = i;
		if (best >= 0) {
			*out = moves[best];
			return UNO_OK;
		}
		break;
	}
	default:
		break;
	}

	/* The answer left: draw, pass, accept, or the first listed (deal). */
	static const int fallback[] = { UNO_MOVE_DRAW, UNO_MOVE_PASS, UNO_MOVE_ACCEPT };
	for (size_t k = 0; k < sizeof fallback / sizeof fallback[0]; k++)
		if ((m = find(moves, n, fallback[k]))) {
			*out = *m;
			return UNO_OK;
		}
	for (int i = 0; i < n; i++)
		if (uno__bot_answers(&moves[i])) {
			*out = moves[i];
			return UNO_OK;
		}
	return UNO_ESTATE;
}

/* Out of turn, the greedy way (the search bot's way too): call, catch an
 * opponent, catch an opponent's misplay, jump in. */
int uno__greedy_act(const struct uno__state *s, int seat, const uno_move *moves, int n,
		      uno_move *out)
{
	uno_move jumps[UNO_MAX_MOVES];
	int njumps = 0;

	for (int i = 0; i < n; i++) {
		const uno_move *m = &moves[i];
		if (m->type == UNO_MOVE_UNO ||
		    ((m->type == UNO_MOVE_CATCH || m->type == UNO_MOVE_MISPLAY) &&
		     !uno__bot_teammates(s, seat, m->target))) {
			*out = *m;
			return 1;
		}
		/* A play listed for a seat not on turn is a jump-in (H-4). */
		if (m->type == UNO_MOVE_PLAY && s->current != seat)
			jumps[njumps++] = *m;
	}
	return njumps > 0 && greedy_play(s, seat, jumps, njumps, out) ? 1 : 0;
}


/* The greedy pick among faces (a non-empty mask). */
unsigned uno__greedy_pick_face(const struct uno__state *s, uno__fset faces, const int count[4])
{
	unsigned best = 0;
	int best_score = -1;

	for (uno__fset m = faces; m; m &= m - 1) {
		unsigned f = uno__fset_first(m);
		int score = uno__bot_play_score(s, f, count);
		if (score > best_score) {
			best = f;
			best_score = score;
		}
	}
	return best;
}

static uno_move play_face(const struct uno__state *s, int seat, unsigned face,
			  const int count[4])
{
	uno_move m = uno__move(UNO_MOVE_PLAY);

	m.card = uno__face_card(face);
	if (uno__face_wild(face) && !uno__victim_names(s, face))
		m.color = (uint8_t)uno__bot_most_held(count);
	if (uno__call_offered(s, seat, face))
		m.flags = UNO_MOVE_F_UNO;
	return m;
}


/*
 * The fast reading: the common decisions of the seat to decide, computed
 * on face masks rather than listed moves: colored actions first, then
 * numbers of the color held most, higher first, wilds last; a drawn wild
 * kept while KEEP_WILD_HAND or more cards are held (unless force_play,
 * H-3); the color held most named; stacks when it can; challenges when
 * the odds favour it; the UNO call with every play that offers it. False
 * for a decision it leaves to the listed moves (cast, give, swap, H-10's
 * further plays, a turn that must play, TM-4).
 */
static bool fast_answer(const struct uno__state *s, int seat, uno_move *out)
{
	int count[4];

	uno__bot_count_colors(s, seat, count);
	switch (s->phase) {
	case UNO_PHASE_DRAWN:
		if (uno__face_wild(s->drawn_face) && s->hand_size[seat] >= KEEP_WILD_HAND &&
		    !uno__opt(s, UNO_OPT_FORCE_PLAY)) {
			*out = uno__move(UNO_MOVE_PASS);
			return true;
		}
		*out = play_face(s, seat, s->drawn_face, count);
		return true;
	case UNO_PHASE_PLAY: {
		uno__fset faces = uno__playable_faces(s, seat);
		if (faces) {
			*out = play_face(s, seat, uno__greedy_pick_face(s, faces, count), count);
			return true;
		}
		if (!s->must_play) {
			*out = uno__move(uno__can_draw(s) ? UNO_MOVE_DRAW : UNO_MOVE_PASS);
			return true;
		}
		break;
	}
	case UNO_PHASE_COLOR:
		*out = uno__move(UNO_MOVE_COLOR);
		out->color = (uint8_t)uno__bot_color(s, seat);
		return true;
	case UNO_PHASE_CHALLENGE:
		*out = uno__move(uno__bot_challenge_pays(s, seat) ? UNO_MOVE_CHALLENGE : UNO_MOVE_ACCEPT);
		return true;
	case UNO_PHASE_STACK: {
		uno__fset faces = 0;
		for (uno__fset m = s->mask[seat]; m; m &= m - 1) {
			unsigned f = uno__fset_first(m);
			if (uno__stacks(s, seat, f))
				faces |= uno__fset_bit(f);
		}
		if (faces)
			*out = play_face(s, seat, uno__greedy_pick_face(s, faces, count), count);
		else
			*out = uno__move(uno__bot_challenge_pays(s, seat) ? UNO_MOVE_CHALLENGE
								     : UNO_MOVE_ACCEPT);
		return true;
	}
	default:
		break;
	}
	return false; /* read from the listed moves */
}

/* The listed reading, listing the moves first when n < 0. */
static int listed_answer(const uno_game *g, int seat, uno_move *moves, int n, uno_move *out)
{
	if (n < 0)
		n = uno_game_legal_moves(g, seat, moves, UNO_MAX_MOVES);
	if (n <= 0 || n > UNO_MAX_MOVES)
		return UNO_ESTATE;
	return uno__greedy_listed(&g->s, seat, moves, n, out);
}

int uno__greedy_choose(const uno_game *g, int seat, uno_move *moves, int n, uno_move *out)
{
	const struct uno__state *s = &g->s;

	if (!uno__over(s) && seat == s->current && !uno__exposed(s, seat) &&
	    fast_answer(s, seat, out))
		return UNO_OK;
	return listed_answer(g, seat, moves, n, out);
}

bool uno__greedy_playout_move(const uno_game *g, uno_move *scratch, uno_move *out)
{
	const struct uno__state *s = &g->s;
	int seat = s->current;

	/* The seat to decide of a round not over (the playout's loop says
	 * so): uno__greedy_choose() with its checks made once. */
	if (uno__exposed(s, seat)) {
		*out = uno__move(UNO_MOVE_UNO);
		return true;
	}
	return fast_answer(s, seat, out) || listed_answer(g, seat, scratch, -1, out) == UNO_OK;
}

