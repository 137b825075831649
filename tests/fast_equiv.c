/*
 * The fast-path equivalence harness (fast_equiv.h). A position is made
 * (a variant with a random mix of its options, a seed, a prefix of
 * uniformly random legal moves) three times over, and its round played on
 * by the reference policy (UNO_PLAYOUT_REFERENCE) with the same choices
 * along three paths:
 *   A  uno_game_playout(): the library's own loop, no hooks, no events;
 *   B  uno_game_policy_move() then uno_game_apply(): the general path,
 *      the whole oracle (uno__check) then the step;
 *   C  uno_game_decision() then uno_game_apply_index() of the policy's
 *      move: the fast host's path.
 * Whatever shortcuts a path takes, the rules are one (G-10, DESIGN.md
 * principles 6 and 7), so they must agree: B and C on the saved bytes
 * after every move, on every event (type, seats, color, card, reason,
 * side, value, hidden face) and on the message; A, B and C on the saved
 * bytes, the move count and the log at the end of the round. Before every
 * move of B and C a refused move is tried on clones of both (an index the
 * decision left out, or a listed one for the wrong seat): the same status
 * and message, and a refused move changes nothing.
 *
 * The one place the policy may legitimately differ: uno_game_playout()'s
 * stall rule (after 1,000 plays of a drawn card in a row it stops playing
 * what it draws, playout.c) has no counterpart in uno_game_policy_move();
 * a run that gets there is reported skipped, not compared.
 * SPDX-License-Identifier: MIT
 */
#include "fast_equiv.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "uno_internal.h"
#include "engine/fast.h"

#define LOG_CAP 65536u         /* log entries: beyond all but the longest rounds */
#define STALL_PLAYS 1000       /* playout.c's stall rule */

static uint64_t mix64(uint64_t x)
{
	x ^= x >> 30;
	x *= 0xbf58476d1ce4e5b9ull;
	x ^= x >> 27;
	x *= 0x94d049bb133111ebull;
	x ^= x >> 31;
	return x;
}

/* What a game's event hook saw: a count and an FNV-1a hash of every
 * field of every event, in order. */
struct seen {
	uint64_t hash;
	long count;
};

static void fold(struct seen *e, uint64_t v)
{
	for (int i = 0; i < 8; i++) {
		e->hash ^= (v >> (8 * i)) & 0xffu;
		e->hash *= 0x100000001b3ull;
	}
}

static void on_event(const uno_game *g, const uno_event *ev, void *user)
{
	struct seen *e = user;
	(void)g;
	fold(e, ev->type);
	fold(e, (uint64_t)(int64_t)ev->seat);
	fold(e, (uint64_t)(int64_t)ev->other);
	fold(e, ev->color);
	fold(e, ((uint64_t)ev->card.kind << 8) | ev->card.color);
	fold(e, ev->reason);
	fold(e, ev->side);
	fold(e, (uint64_t)(int64_t)ev->value);
	fold(e, ((uint64_t)ev->hidden.kind << 8) | ev->hidden.color);
	e->count++;
}

struct saved {
	uint8_t bytes[UNO_SAVE_MAX];
	int len;
};

static void save(const uno_game *g, struct saved *out)
{
	out->len = uno_game_save(g, out->bytes, sizeof out->bytes);
}

static bool same_save(const struct saved *a, const struct saved *b)
{
	return a->len == b->len && a->len > 0 && memcmp(a->bytes, b->bytes, (size_t)a->len) == 0;
}

static bool same_saves(const uno_game *a, const uno_game *b)
{
	static struct saved sa, sb; /* (the harness is single-threaded) */
	save(a, &sa);
	save(b, &sb);
	return same_save(&sa, &sb);
}

static enum fe_outcome differ(char *why, size_t cap, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static enum fe_outcome differ(char *why, size_t cap, const char *fmt, ...)
{
	if (cap) {
		va_list ap;
		va_start(ap, fmt);
		vsnprintf(why, cap, fmt, ap);
		va_end(ap);
	}
	return FE_DIVERGED;
}

/* The variant with a random mix of its options: each supported option,
 * one time in two (one in eight if sparse), at a random value within its
 * bounds. */
static uno_rules *mixed_rules(const uno_rules *base, uint64_t mix, bool sparse)
{
	uno_rules *r;
	int opts[256];

	if (uno_rules_copy(&r, base, NULL, NULL) != UNO_OK)
		return NULL;
	int n = uno_rules_options(r, opts, sizeof opts / sizeof opts[0]);
	for (int i = 0; i < n && i < 256 && mix; i++) {
		uint64_t h = mix64(mix + 0x9e3779b97f4a7c15ull * (uint64_t)(i + 1));
		int min, max, def;
		if ((h & (sparse ? 7u : 1u)) != (sparse ? 7u : 1u) ||
		    uno_rules_option_info(r, opts[i], &min, &max, &def) != UNO_OK)
			continue;
		/* Wide ranges (scores, limits) mostly near their low end, where
		 * they change play. */
		int64_t span = (int64_t)max - min + 1;
		if (span > 64 && (h & 6))
			span = 64;
		(void)uno_rules_set(r, opts[i], (int)(min + (int64_t)((h >> 8) % (uint64_t)span)));
	}
	return r;
}

/* The position: the game, its log and event hook, the prefix played. */
/* With no `seen`, a quiet game: no event hook, the history not tracked
 * (what a fast host asks for, and what the fused fast step needs). */
static uno_game *make_position(const uno_rules *r, const struct fe_setup *su, struct seen *seen)
{
	uno_game *g;
	uno_hooks hooks = { .size = sizeof hooks, .event = on_event };

	if (uno_game_new(&g, r, su->players, su->seed, NULL, NULL) != UNO_OK)
		return NULL;
	if (uno_game_log_start(g, LOG_CAP) != UNO_OK ||
	    (seen ? uno_game_set_hooks(g, &hooks, seen) : uno_game_set_tracking(g, 0)) != UNO_OK) {
		uno_game_free(g);
		return NULL;
	}
	uint64_t rng = mix64(su->seed ^ 0x5eed);
	uno_move list[UNO_MAX_MOVES];
	for (unsigned i = 0; i < su->prefix; i++) {
		int seat = uno_game_current_player(g);
		if (seat < 0)
			break;
		int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
		if (n <= 0 || n > UNO_MAX_MOVES)
			break;
		rng = mix64(rng + 1);
		if (uno_game_apply(g, seat, &list[rng % (uint64_t)n]) != UNO_OK)
			break;
	}
	return g;
}

static uint32_t choose(uint32_t n, void *user)
{
	return uno__rng_below(user, n);
}

/* A refused move tried on clones of b and c, which are equal: the index
 * path (apply_index) and the general path (apply of the index's move)
 * must give the same status and message, and leave the clones as equal
 * as before (unchanged when refused). */
static enum fe_outcome probe(const uno_game *b, const uno_game *c, const uno_decision *d,
			     uint64_t h, int *probes, char *why, size_t cap)
{
	const uno_rules *rules = uno_game_rules(c);
	int count = uno_rules_move_index_count(rules), players = uno_game_players(c);
	int index = -1, seat = d->seat;

	if (h & 1) {
		/* An index the decision left out. */
		for (int k = 0; k < 8 && index < 0; k++) {
			int ix = (int)(mix64(h + (uint64_t)k) % (uint64_t)count);
			if (!(d->mask[ix / 64] >> (ix % 64) & 1))
				index = ix;
		}
	} else if (players > 1) {
		/* A listed one, for another seat. */
		for (int ix = (int)((h >> 8) % (uint64_t)count), k = 0; k < count; k++, ix = (ix + 1) % count)
			if (d->mask[ix / 64] >> (ix % 64) & 1) {
				index = ix;
				break;
			}
		seat = (int)((d->seat + 1 + (int)((h >> 24) % (uint64_t)(players - 1))) % players);
	}
	uno_move m;
	/* uno_game_apply_index() is documented as uno_game_apply() of
	 * uno_move_from_index(). */
	if (index < 0 || uno_move_from_index(index, &m) != UNO_OK)
		return FE_SAME;
	uno_game *bb, *cc;
	if (uno_game_clone(&bb, b) != UNO_OK)
		return FE_SAME;
	if (uno_game_clone(&cc, c) != UNO_OK) {
		uno_game_free(bb);
		return FE_SAME;
	}
	enum fe_outcome out = FE_SAME;
	int rb = uno_game_apply(bb, seat, &m), rc = uno_game_apply_index(cc, seat, index);
	(*probes)++;
	if (rb != rc)
		out = differ(why, cap, "seat %d, index %d: apply %d, apply_index %d", seat, index, rb, rc);
	else if (strcmp(uno_game_errmsg(bb), uno_game_errmsg(cc)) != 0)
		out = differ(why, cap, "seat %d, index %d: messages \"%s\" and \"%s\"", seat, index,
			     uno_game_errmsg(bb), uno_game_errmsg(cc));
	else if (!same_saves(bb, cc))
		out = differ(why, cap, "seat %d, index %d: the states differ after it", seat, index);
	else if (rb != UNO_OK && !same_saves(bb, b))
		out = differ(why, cap, "seat %d, index %d: refused (%d) but changed the game", seat,
			     index, rb);
	uno_game_free(bb);
	uno_game_free(cc);
	return out;
}

static bool same_logs(const uno_game *a, const uno_game *b)
{
	static char la[1 << 20], lb[1 << 20];
	int na = uno_game_log_export(a, la, sizeof la), nb = uno_game_log_export(b, lb, sizeof lb);
	/* A round of more than LOG_CAP moves has lost entries on every path
	 * alike; its moves were compared by their saves and events. */
	if (na == UNO_ENOSPC && nb == UNO_ENOSPC)
		return true;
	return na == nb && na > 0 && (size_t)na < sizeof la && memcmp(la, lb, (size_t)na) == 0;
}

/* The quiet games d and e are the same to the byte: their whole states
 * (uno_internal.h), not only what a save keeps. */
static bool same_states(const uno_game *d, const uno_game *e)
{
	return memcmp(&d->s, &e->s, uno__state_size(d->s.rules.v)) == 0 &&
	       d->origin.moves == e->origin.moves;
}

static enum fe_outcome compare(uno_game *a, uno_game *b, uno_game *c, uno_game *qd, uno_game *qe,
			       uno_game *qf, struct seen *sb, struct seen *sc, const struct fe_setup *su,
			       struct fe_report *rep, char *why, size_t cap)
{
	uint64_t rng_b[4], rng_c[4];
	const uno_rules *rules = uno_game_rules(c);

	uno__rng_seed(rng_b, su->policy_seed);
	uno__rng_seed(rng_c, su->policy_seed);
	int moves_a = uno_game_playout(a, su->policy_seed + (su->perturb ? 1 : 0),
				       UNO_PLAYOUT_REFERENCE);
	int moves = 0, drawn_plays = 0;
	uint64_t h = mix64(su->policy_seed ^ 0x9b0be);

	for (;;) {
		int seat = uno_game_current_player(b);
		if (seat != uno_game_current_player(c))
			return differ(why, cap, "move %d: seats %d and %d decide", moves, seat,
				      uno_game_current_player(c));
		if (seat < 0)
			break;
		/* The playout has ended the round (a round that never ended
		 * would be the fuzzer's timeout): the same moves along the API
		 * end it as soon. No fixed cap: a round of No Mercy whose mercy
		 * limit is above the deck's 168 cards (NM-11) can last two
		 * hundred thousand moves and still end. */
		if (moves >= (moves_a > 0 ? moves_a : 0))
			return differ(why, cap, "the API's round goes on past the playout's end (%d moves)",
				      moves_a);
		uno_decision d = { .size = sizeof d };
		if (uno_game_decision(c, &d) != UNO_OK || d.seat != seat)
			return differ(why, cap, "move %d: the decision is not the seat's", moves);
		h = mix64(h + 1);
		enum fe_outcome p = probe(b, c, &d, h, &rep->probes, why, cap);
		if (p != FE_SAME)
			return p;

		int phase = uno_game_phase(b);
		uno_move mb, mc;
		int rb = uno_game_policy_move(b, UNO_PLAYOUT_REFERENCE, choose, rng_b, &mb);
		int rc = uno_game_policy_move(c, UNO_PLAYOUT_REFERENCE, choose, rng_c, &mc);
		if (rb != UNO_OK || rc != UNO_OK || memcmp(&mb, &mc, sizeof mb) != 0)
			return differ(why, cap, "move %d: the policy chose differently", moves);
		if (mb.type == UNO_MOVE_PLAY) {
			drawn_plays = phase == UNO_PHASE_DRAWN ? drawn_plays + 1 : 0;
			if (drawn_plays >= STALL_PLAYS)
				return FE_SKIPPED;
		}
		int index = uno_rules_move_index(rules, &mc);
		if (index < 0 || !(d.mask[index / 64] >> (index % 64) & 1))
			return differ(why, cap, "move %d: the policy's move (index %d) is not in the decision",
				      moves, index);
		rb = uno_game_apply(b, seat, &mb);
		rc = uno_game_apply_index(c, seat, index);
		/* The quiet pair: apply_index takes the fused fast step where
		 * it can, apply the general step always. */
		int rd = uno_game_apply_index(qd, seat, index), re = uno_game_apply(qe, seat, &mb);
		/* And the fused step itself, for every kind of move it takes
		 * (an answer to a challenge too, which only the playout gives
		 * it), the general one for the rest. */
		struct uno__fast fast;
		uno__fast_compile(qf, &fast);
		bool fused = uno__fast_apply(qf, seat, &mb, &fast);
		int rf = fused ? UNO_OK : uno_game_apply(qf, seat, &mb);
		rep->fused += fused;
		rep->fused_index += fused && mb.type != UNO_MOVE_ACCEPT && mb.type != UNO_MOVE_CHALLENGE;
		moves++;
		if (rb != UNO_OK || rc != UNO_OK)
			return differ(why, cap, "move %d: apply %d, apply_index %d", moves, rb, rc);
		if (rd != UNO_OK || re != UNO_OK || !same_states(qd, qe) ||
		    strcmp(uno_game_errmsg(qd), uno_game_errmsg(qe)) != 0)
			return differ(why, cap, "move %d: untracked, apply_index (%d) and apply (%d) "
				      "leave different games", moves, rd, re);
		if (rf != UNO_OK || !same_states(qf, qe) || strcmp(uno_game_errmsg(qf), uno_game_errmsg(qe)) != 0)
			return differ(why, cap, "move %d: the fused step (%d) and the general one "
				      "leave different games", moves, rf);
		if (sb->count != sc->count || sb->hash != sc->hash)
			return differ(why, cap, "move %d: the events differ (%ld and %ld of them)", moves,
				      sb->count, sc->count);
		if (!same_saves(b, c))
			return differ(why, cap, "move %d: apply and apply_index leave different states",
				      moves);
		if (strcmp(uno_game_errmsg(b), uno_game_errmsg(c)) != 0)
			return differ(why, cap, "move %d: the messages differ", moves);
	}
	rep->moves = moves;
	if (moves_a != (moves > 0 ? moves : UNO_ESTATE))
		return differ(why, cap, "the playout made %d moves, the API %d", moves_a, moves);
	if (!same_saves(a, b))
		return differ(why, cap, "the playout's state differs from the API's (%d moves)", moves);
	if (!same_saves(a, qd))
		return differ(why, cap, "the playout's state differs from the untracked API's");
	if (!same_logs(a, b) || !same_logs(b, c) || !same_logs(a, qd) || !same_logs(qd, qe))
		return differ(why, cap, "the logs differ");
	return FE_SAME;
}

enum fe_outcome fe_run(const struct fe_setup *su, struct fe_report *rep, char *why, size_t cap)
{
	struct fe_report ignored;
	if (!rep)
		rep = &ignored;
	memset(rep, 0, sizeof *rep);
	if (cap)
		why[0] = '\0';
	if (!su->base || su->players < 1 || su->players > UNO_MAX_PLAYERS)
		return FE_SKIPPED;
	/* A mix the player count cannot play (a hand size the deck cannot
	 * deal, say) is drawn again, a few times. */
	uno_rules *r = NULL;
	for (uint64_t t = 0; t < 4 && !r; t++) {
		r = mixed_rules(su->base, su->plain ? 0 : (su->mix + t * 0x51ed27u) | 1u, su->sparse);
		if (r && uno_rules_check(r, su->players, NULL, 0) != UNO_OK) {
			uno_rules_free(r);
			r = NULL;
		}
	}
	if (!r)
		return FE_SKIPPED;
	rep->two_sided = uno_rules_sides(r) == 2;
	struct seen sa = { 0xcbf29ce484222325ull, 0 }, sb = sa, sc = sa;
	enum fe_outcome out = FE_SKIPPED;
	uno_game *a = NULL, *b = NULL, *c = NULL, *d = NULL, *e = NULL, *f = NULL;
	if ((a = make_position(r, su, &sa)) && (b = make_position(r, su, &sb)) &&
	    (c = make_position(r, su, &sc)) && (d = make_position(r, su, NULL)) &&
	    (e = make_position(r, su, NULL)) && (f = make_position(r, su, NULL))) {
		if (!same_saves(a, b) || !same_saves(b, c) || sb.hash != sc.hash ||
		    !same_states(d, e) || !same_states(e, f))
			out = differ(why, cap, "the same position made twice differs");
		else
			out = compare(a, b, c, d, e, f, &sb, &sc, su, rep, why, cap);
	}
	uno_game_free(a);
	uno_game_free(b);
	uno_game_free(c);
	uno_game_free(d);
	uno_game_free(e);
	uno_game_free(f);
	uno_rules_free(r);
	return out;
}
