/*
 * What the round's history tells about the hidden hands (struct
 * uno__belief in state.h): the facts every seat saw, kept as groups of
 * each hand's cards, and what one seat alone saw of another's cards. The
 * step functions report the facts as they happen; uno_game_belief() and
 * the informed determinization (view.c) read them.
 *
 * Every update keeps the belief sound: it may know less than the history
 * tells, never more. When a card leaves a hand and could have come from
 * more than one group, it is taken from the most constrained of them,
 * which leaves the weakest description of the cards still held. A fact a
 * seat contradicts later (G-3 lets a player draw while holding a playable
 * card, so a draw is evidence, not proof) is dropped where it fails.
 * SPDX-License-Identifier: MIT
 */
#include "engine/belief.h"

/* The faces the variant deals: a group's cards are among them. */
uno__fset uno__deck_faces(const struct uno__state *s)
{
	return s->rules.faces;
}

static unsigned grouped(const struct uno__belief *b, int seat)
{
	unsigned n = 0;
	for (int i = 0; i < UNO__GROUPS; i++)
		n += b->count[seat][i];
	return n;
}

unsigned uno__belief_free(const struct uno__state *s, int seat)
{
	unsigned n = grouped(&s->belief, seat);
	return n < s->hand_size[seat] ? s->hand_size[seat] - n : 0;
}

void uno__belief_clear(struct uno__state *s)
{
	uint8_t untracked = s->belief.untracked;

	memset(&s->belief, 0, sizeof s->belief);
	s->belief.untracked = untracked;
	s->belief.off = untracked;
	memset(s->belief.known_seat, UNO__NO_SEAT, sizeof s->belief.known_seat);
	memset(s->belief.last_face, UNO__NO_FACE, sizeof s->belief.last_face);
}

/* No last play to read for the seat. */
static void forget_last(struct uno__belief *b, int seat)
{
	b->last_face[seat] = UNO__NO_FACE;
	b->last_top[seat] = b->last_color[seat] = b->last_named[seat] = 0;
	b->taken_since[seat] = 0;
}

void uno__belief_played(struct uno__state *s, int seat, unsigned face, bool turn)
{
	struct uno__belief *b = &s->belief;

	if (!turn) {
		forget_last(b, seat);
		return;
	}
	b->last_face[seat] = (uint8_t)face;
	b->last_top[seat] = (uint8_t)uno__top_face(s);
	b->last_color[seat] = s->color;
	b->last_named[seat] = UNO_NO_COLOR;
	b->taken_since[seat] = 0;
}

void uno__belief_named(struct uno__state *s, int seat, unsigned color)
{
	if (s->belief.last_face[seat] != UNO__NO_FACE)
		s->belief.last_named[seat] = (uint8_t)color;
}

void uno__belief_taken(struct uno__state *s, int seat)
{
	if (s->belief.last_face[seat] != UNO__NO_FACE && s->belief.taken_since[seat] < 255)
		s->belief.taken_since[seat]++;
}

void uno__belief_derive(struct uno__state *s)
{
	struct uno__belief *b = &s->belief;

	b->known_of = 0;
	for (int x = 0; x < UNO_MAX_PLAYERS; x++)
		if (b->known_seat[x] >= 0 && b->known_seat[x] < UNO_MAX_PLAYERS)
			b->known_of = (uint16_t)(b->known_of | 1u << b->known_seat[x]);
}

void uno__unseen(const struct uno__state *s, int seat, int unseen[UNO__FACES])
{
	for (unsigned f = 0; f < UNO__FACES; f++)
		unseen[f] = s->deck[f];
	for (uno__fset m = s->mask[seat]; m; m &= m - 1) {
		unsigned f = uno__fset_first(m);
		unseen[f] -= (int)uno__hand_count(s, seat, f);
	}
	for (unsigned i = 0; i < s->ndiscard; i++)
		unseen[uno__entry_face(UNO__DISCARD(s, i))]--;
	for (unsigned i = 0; i < s->nturned; i++)
		unseen[s->turned[i]]--;
}

void uno__belief_pause(struct uno__state *s)
{
	uno__belief_clear(s);
	s->belief.off = 1;
}

bool uno__belief_empty(const struct uno__state *s)
{
	for (int p = 0; p < UNO_MAX_PLAYERS; p++)
		if (grouped(&s->belief, p) || s->belief.known_seat[p] != UNO__NO_SEAT ||
		    s->belief.last_face[p] != UNO__NO_FACE)
			return false;
	return true;
}

/* A group gives up a card; an emptied group is unused again. */
static void take_one(struct uno__belief *b, int seat, int g)
{
	if (--b->count[seat][g] == 0)
		b->excluded[seat][g] = 0;
}

/* Groups that came to know the same merge; a group that knows nothing
 * (no face excluded) is free cards. */
static void tidy(struct uno__belief *b, int seat)
{
	for (int i = 0; i < UNO__GROUPS; i++) {
		if (!b->excluded[seat][i])
			b->count[seat][i] = 0;
		if (!b->count[seat][i]) {
			b->excluded[seat][i] = 0;
			continue;
		}
		for (int j = 0; j < i; j++)
			if (b->count[seat][j] && b->excluded[seat][j] == b->excluded[seat][i]) {
				b->count[seat][j] = (uint8_t)(b->count[seat][j] + b->count[seat][i]);
				b->count[seat][i] = 0;
				b->excluded[seat][i] = 0;
				break;
			}
	}
}

/* Adds n cards whose faces are none of `excluded` to a seat's groups:
 * into a group with the same mask, or an unused one, or else merged into
 * the group most like it (the merged group keeps only what both knew). */
static void add_group(struct uno__state *s, int seat, uno__fset excluded, unsigned n)
{
	struct uno__belief *b = &s->belief;
	int slot = -1;
	unsigned best = 0;

	excluded &= uno__deck_faces(s);
	if (n == 0 || excluded == 0)
		return;
	for (int i = 0; i < UNO__GROUPS; i++)
		if (b->count[seat][i] && b->excluded[seat][i] == excluded) {
			b->count[seat][i] = (uint8_t)(b->count[seat][i] + n);
			return;
		}
	for (int i = 0; i < UNO__GROUPS && slot < 0; i++)
		if (!b->count[seat][i])
			slot = i;
	if (slot >= 0) {
		b->excluded[seat][slot] = excluded;
		b->count[seat][slot] = (uint8_t)n;
		return;
	}
	for (int i = 0; i < UNO__GROUPS; i++) {
		unsigned common = uno__count_faces(b->excluded[seat][i] & excluded);
		if (slot < 0 || common > best) {
			slot = i;
			best = common;
		}
	}
	b->excluded[seat][slot] &= excluded;
	b->count[seat][slot] = (uint8_t)(b->count[seat][slot] + n);
	tidy(b, seat);
}

/*
 * A card left the seat's hand, from one of the groups in `from` (a bit per
 * group) or from the free cards. What stays known must hold whichever it
 * was. When those groups are nested (each excludes all the next one does),
 * the most constrained gives up the card: had it come from another, one
 * of the most constrained group's cards would stand in for it. Otherwise
 * every one of them gives up a card, and all but one of those cards stay
 * as a group that knows only what all of them knew.
 */
__attribute__((noinline)) static void leave_groups(struct uno__state *s, int seat,
						   unsigned from)
{
	struct uno__belief *b = &s->belief;
	uno__fset common = UNO__FSET_ALL;
	int top = -1, k = 0;
	bool nested = true;

	for (int i = 0; i < UNO__GROUPS; i++) {
		if (!(from >> i & 1))
			continue;
		uno__fset x = b->excluded[seat][i];
		for (int j = 0; j < i; j++)
			if ((from >> j & 1) && (x & b->excluded[seat][j]) != x &&
			    (x & b->excluded[seat][j]) != b->excluded[seat][j])
				nested = false;
		if (top < 0 || uno__count_faces(x) > uno__count_faces(b->excluded[seat][top]))
			top = i;
		common &= x;
		k++;
	}
	if (k == 0)
		return;
	if (nested) {
		take_one(b, seat, top);
		return;
	}
	for (int i = 0; i < UNO__GROUPS; i++)
		if (from >> i & 1)
			take_one(b, seat, i);
	add_group(s, seat, common, (unsigned)k - 1);
}

static inline void leave_from(struct uno__state *s, int seat, unsigned from)
{
	if (!(from & (from - 1)))
		take_one(&s->belief, seat, __builtin_ctz(from)); /* one group: the common case */
	else
		leave_groups(s, seat, from);
}

/* The groups a card of this face may have come from. */
static unsigned sources(const struct uno__belief *b, int seat, uno__fset faces)
{
	unsigned from = 0;
	for (int i = 0; i < UNO__GROUPS; i++)
		if (b->count[seat][i] && (~b->excluded[seat][i] & faces))
			from |= 1u << i;
	return from;
}

void uno__belief_none_of(struct uno__state *s, int seat, uno__fset faces)
{
	struct uno__belief *b = &s->belief;
	uno__fset deck = uno__deck_faces(s);
	unsigned free = uno__belief_free(s, seat);

	faces &= deck;
	/* No card could be none of them: a fact no hand fits is no fact. */
	if (!faces || faces == deck)
		return;
	for (int i = 0; i < UNO__GROUPS; i++)
		/* A group whose cards would have no face left is one this
		 * fact contradicts (cards turned face up, say): it stays. */
		if (b->count[seat][i] && ((b->excluded[seat][i] | faces) & deck) != deck)
			b->excluded[seat][i] |= faces;
	tidy(b, seat);
	add_group(s, seat, faces, free);
}

void uno__belief_drawn(struct uno__state *s, int seat, uno__fset excluded)
{
	if (uno__belief_free(s, seat) > 0)
		add_group(s, seat, excluded, 1);
}

void uno__belief_shown(struct uno__state *s, int seat, unsigned face)
{
	uno__belief_drawn(s, seat, ~(uno__fset_bit(face)));
}

/* The card that left was in no group that allows it and no card was
 * free: a fact was wrong (G-3: a draw while able to play). No group
 * excludes the face any more; the groups it may have come from. */
__attribute__((noinline)) static unsigned contradicted(struct uno__state *s, int seat,
						      uno__fset faces)
{
	struct uno__belief *b = &s->belief;

	for (int i = 0; i < UNO__GROUPS; i++)
		b->excluded[seat][i] &= ~faces;
	tidy(b, seat);
	return sources(b, seat, faces);
}

/* What the seats that knew some of the hand's cards know now. */
__attribute__((noinline)) static void known_leaves(struct uno__state *s, int seat,
						  unsigned face, bool seen)
{
	struct uno__belief *b = &s->belief;

	for (int x = 0; x < s->players; x++) {
		if (b->known_seat[x] != seat || x == seat)
			continue;
		if ((!seen || uno__fset_has(b->known_faces[x], face)) && b->known_count[x] > 0)
			b->known_count[x]--;
		/* Never more known than the hand will hold (a sampled world's
		 * hands need not fit what the real ones told). */
		if (b->known_count[x] >= s->hand_size[seat])
			b->known_count[x] = (uint8_t)(s->hand_size[seat] - 1);
		if (b->known_count[x] == 0) {
			b->known_seat[x] = UNO__NO_SEAT;
			b->known_faces[x] = 0;
		}
	}
	uno__belief_derive(s);
}

/* A card left the seat's hand: out of a group, and out of what a seat
 * knew of the hand. With `seen`, every seat saw its face; without, only
 * the seat itself (a hand-off, TM-7), and it may have been any card. */
void uno__belief_leaves(struct uno__state *s, int seat, unsigned face, bool seen)
{
	struct uno__belief *b = &s->belief;
	_Static_assert(UNO__GROUPS == 3, "the groups are read at once below");

	if (b->count[seat][0] | b->count[seat][1] | b->count[seat][2]) {
		uno__fset faces = seen ? uno__fset_bit(face) : UNO__FSET_ALL;
		unsigned from = sources(b, seat, faces);
		if (!from && seen && uno__belief_free(s, seat) == 0)
			from = contradicted(s, seat, faces);
		if (from)
			leave_from(s, seat, from);
	}
	if (b->known_of >> seat & 1)
		known_leaves(s, seat, face, seen);
}

void uno__belief_learns(struct uno__state *s, int seat, int target, uno__fset faces,
			unsigned count)
{
	struct uno__belief *b = &s->belief;

	if (seat == target || count == 0)
		return;
	if (b->known_seat[seat] == target) {
		b->known_faces[seat] |= faces;
		count += b->known_count[seat];
	} else {
		b->known_faces[seat] = faces;
	}
	b->known_seat[seat] = (int8_t)target;
	b->known_count[seat] = (uint8_t)(count < s->hand_size[target] ? count
								      : s->hand_size[target]);
	uno__belief_derive(s);
}

/* What anyone knew of the hand now at `from` is now about `to`. */
static void move_knowledge(struct uno__belief *b, const int8_t *to)
{
	for (int x = 0; x < UNO_MAX_PLAYERS; x++) {
		int t = b->known_seat[x];
		if (t != UNO__NO_SEAT && to[t] != UNO__NO_SEAT)
			b->known_seat[x] = to[t];
		if (b->known_seat[x] == x) {
			/* It knows its own hand anyway. */
			b->known_seat[x] = UNO__NO_SEAT;
			b->known_count[x] = 0;
			b->known_faces[x] = 0;
		}
	}
}

void uno__belief_moved(struct uno__state *s, const int8_t *to)
{
	struct uno__belief *b = &s->belief;
	uno__fset excluded[UNO_MAX_PLAYERS][UNO__GROUPS];
	uint8_t count[UNO_MAX_PLAYERS][UNO__GROUPS];

	memcpy(excluded, b->excluded, sizeof excluded);
	memcpy(count, b->count, sizeof count);
	for (int p = 0; p < s->players; p++) {
		int q = to[p];
		if (q < 0 || q >= UNO_MAX_PLAYERS)
			continue;
		memcpy(b->excluded[q], excluded[p], sizeof excluded[p]);
		memcpy(b->count[q], count[p], sizeof count[p]);
		/* Its last play was made from another hand. */
		forget_last(b, q);
		forget_last(b, p);
	}
	move_knowledge(b, to);
	/* Each seat whose hand moved knows where it went (H-5). */
	for (int p = 0; p < s->players; p++) {
		int q = to[p];
		if (q >= 0 && q < UNO_MAX_PLAYERS && q != p) {
			b->known_seat[p] = UNO__NO_SEAT;
			b->known_count[p] = 0;
			b->known_faces[p] = 0;
			uno__belief_learns(s, p, q, s->mask[q], s->hand_size[q]);
		}
	}
	uno__belief_derive(s);
}

/* The constraints on a hidden hand, as seat `seat` can tell them, most
 * constrained first: `allowed[i]` the faces the i-th set of `count[i]`
 * cards may be, the cards of no set free. Returns the number of sets. */
int uno__belief_sets(const struct uno__state *s, int seat, int target,
		     uno__fset allowed[UNO__GROUPS + 1], unsigned count[UNO__GROUPS + 1])
{
	const struct uno__belief *b = &s->belief;
	uno__fset deck = uno__deck_faces(s);
	unsigned left = s->hand_size[target];
	int n = 0;

	/* The cards the seat knows may be some of the groups' too: the
	 * groups count only the cards beyond them, the most constrained
	 * groups giving them up first. */
	unsigned overlap = 0;
	if (b->known_seat[seat] == target && b->known_count[seat]) {
		allowed[n] = b->known_faces[seat] & deck;
		count[n] = b->known_count[seat] < left ? b->known_count[seat] : left;
		overlap = count[n];
		left -= count[n++];
	}
	bool used[UNO__GROUPS] = { false };
	for (;;) {
		int g = -1;
		unsigned most = 0;
		for (int i = 0; i < UNO__GROUPS; i++) {
			unsigned k = uno__count_faces(b->excluded[target][i]);
			if (!used[i] && b->count[target][i] && (g < 0 || k > most)) {
				g = i;
				most = k;
			}
		}
		if (g < 0 || left == 0)
			break;
		used[g] = true;
		unsigned c = b->count[target][g];
		unsigned shared = overlap < c ? overlap : c;
		overlap -= shared;
		c -= shared;
		if (c == 0)
			continue;
		allowed[n] = ~b->excluded[target][g] & deck;
		count[n] = c < left ? c : left;
		left -= count[n++];
	}
	return n;
}

/* The belief fits the hands (uno__check_invariants(), loading): groups of
 * dealt faces with some face left, no more cards in them than in the hand,
 * knowledge of another seat's cards, no more than it holds. */
bool uno__belief_valid(const struct uno__state *s)
{
	const struct uno__belief *b = &s->belief;
	uno__fset deck = uno__deck_faces(s);

	for (int p = 0; p < UNO_MAX_PLAYERS; p++) {
		bool seat = p < s->players;
		for (int i = 0; i < UNO__GROUPS; i++) {
			uno__fset x = b->excluded[p][i];
			if (b->count[p][i] ? !seat || !x || (x & ~deck) || x == deck : x != 0)
				return false;
		}
		if (seat && grouped(b, p) > s->hand_size[p])
			return false;
		unsigned last = b->last_face[p];
		if (last != UNO__NO_FACE ? !seat || last >= UNO__FACES || !(deck >> last & 1) ||
						   b->last_top[p] >= UNO__FACES ||
						   !(deck >> b->last_top[p] & 1) ||
						   b->last_color[p] > UNO_NO_COLOR ||
						   b->last_named[p] > UNO_NO_COLOR
					 : b->last_top[p] || b->last_color[p] || b->last_named[p] ||
						   b->taken_since[p])
			return false;
		int t = b->known_seat[p];
		if (t == UNO__NO_SEAT) {
			if (b->known_count[p] || b->known_faces[p])
				return false;
			continue;
		}
		if (!seat || t < 0 || t >= s->players || t == p || !b->known_count[p] ||
		    b->known_count[p] > s->hand_size[t] || !b->known_faces[p] ||
		    (b->known_faces[p] & ~deck))
			return false;
	}
	return true;
}
