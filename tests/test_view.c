/*
 * Player views, the observation encoding, the dense move index with its
 * legal mask, and determinization (issue 7, include/uno/view.h; DESIGN.md
 * principle 8 "honest information"):
 *   - a seat's view holds its own hand and the public table, equal to the
 *     queries, and nothing that depends on cards it cannot see: resampling
 *     the other hands and the draw pile (uno_game_determinize) leaves the
 *     view and the observation unchanged;
 *   - the discard history keeps each wild's named color (G-1, C-5); the
 *     hand shown in a challenge (C-7) reaches the challenger only, until
 *     the next round; turned Casting Call cards (CC-2) are public;
 *   - the observation layout of doc/observation.md; the move index runs
 *     both ways over UNO_MOVE_INDEX_COUNT moves; the mask marks exactly the
 *     legal moves;
 *   - determinization keeps every public fact and the seat's own
 *     knowledge, conserves cards, keeps the seat's legal moves, a DRAWN
 *     card (G-3) and a Team Play answer (TM-4), draws a challenge verdict
 *     (C-7) from its seed, reseeds the generator, and is refused from a
 *     hook.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "uno_internal.h"
#include "state_play.h"

#define GAMES (40 / SP_SCALE) /* random games per variant */
#define STEPS 400            /* steps of each */
#define DET_EVERY 5          /* determinize checks every this many steps */

/* The observation layout (doc/observation.md). */
enum {
	OB_HAND = 0,
	OB_DISCARD = 62,
	OB_SHOWN = 124,
	OB_TOP = 186,
	OB_COLOR,
	OB_DIRECTION,
	OB_PHASE,
	OB_CURRENT,
	OB_PENDING,
	OB_DRAW_PILE,
	OB_SEATS = 193,
	OB_PER_SEAT = 5,
	OB_SIZE = OB_SEATS + OB_PER_SEAT * UNO_MAX_PLAYERS, /* 243 */
	OB_XMAX = OB_SIZE + 3 * 30, /* 92 faces: a variant of kinds 20-31 */
	/* Two-sided cards (FL-5) add the side, the draw pile's top hidden
	 * face and the hidden faces of each other seat's hand. */
	OB_FMAX = OB_XMAX + 2 + (UNO_MAX_PLAYERS - 1) * 92
};

static unsigned face_of(uno_card c)
{
	return uno__face(c.kind, uno_kind_is_wild(c.kind) ? 0 : c.color);
}

static bool same_card(uno_card a, uno_card b)
{
	return a.kind == b.kind && a.color == b.color;
}

static const char *cards_text(const uno_card *cards, int n)
{
	static char buf[2048];
	size_t len = 0;
	buf[0] = 0;
	for (int i = 0; i < n; i++) {
		char c[16];
		assert_true(uno_card_format(cards[i], c, sizeof c) > 0);
		len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%s", i ? " " : "", c);
	}
	return buf;
}

static void view_of(const uno_game *g, int seat, uno_view *v)
{
	memset(v, 0xee, sizeof *v); /* every byte must be written */
	v->size = sizeof *v;
	assert_int_equal(uno_game_view(g, seat, v), UNO_OK);
}

/* ------------------------------------------------------------------------
 * The view against the queries.
 */

/* Every public field of a seat's view equals the query that gives it, the
 * hand is the seat's own, sorted, and unused entries are zero. */
static void check_view(const uno_game *g, int seat)
{
	uno_view v;
	uno_card cards[UNO_MAX_DECK];
	int players = uno_game_players(g);
	bool playing = sp_playing(g);

	view_of(g, seat, &v);
	assert_int_equal(v.size, sizeof v);
	assert_int_equal(v.seat, seat);
	assert_int_equal(v.players, players);
	assert_int_equal(v.current, playing ? uno_game_current_player(g) : -1);
	assert_int_equal(v.phase, uno_game_phase(g));
	assert_int_equal(v.direction, uno_game_direction(g));
	assert_int_equal(v.color, uno_game_current_color(g));
	assert_int_equal(v.dealer, uno_game_dealer(g));
	assert_int_equal(v.exposed, uno__exposed_seat(&g->s));
	uno_card top;
	assert_int_equal(uno_game_top_card(g, &top), UNO_OK);
	assert_true(same_card(v.top, top));
	assert_int_equal(v.draw_pile, uno_game_draw_pile_size(g));
	assert_int_equal(v.pending_draw, uno_game_pending_draw(g));
	assert_int_equal(v.round, uno_game_round(g));
	assert_int_equal(v.round_winner, playing ? -1 : uno_game_round_winner(g));
	assert_int_equal(v.match_winner,
			 uno_game_phase(g) == UNO_PHASE_MATCH_OVER ? uno_game_match_winner(g) : -1);
	assert_int_equal(v.shown_by, g->s.shown_by[seat]);
	for (int p = 0; p < UNO_MAX_PLAYERS; p++) {
		if (p >= players) {
			assert_int_equal(v.hand_size[p], 0);
			assert_int_equal(v.score[p], 0);
			continue;
		}
		assert_int_equal(v.hand_size[p], uno_game_hand_size(g, p));
		assert_int_equal(v.seat_status[p], uno_game_seat_status(g, p));
		assert_int_equal(v.team[p], uno_game_team(g, p));
		assert_int_equal(v.called[p], uno_game_uno_called(g, p));
		assert_int_equal(v.score[p], uno_game_score(g, p));
	}
	/* Its own hand, sorted as uno_game_hand() sorts it. */
	int n = uno_game_hand(g, seat, cards, UNO_MAX_DECK);
	assert_int_equal(v.hand_count, n);
	assert_memory_equal(v.hand, cards, (size_t)n * sizeof cards[0]);
	for (int i = n; i < UNO_MAX_DECK; i++)
		assert_true(v.hand[i].kind == 0 && v.hand[i].color == 0);
	/* The discard pile, its top the top card (while the round is played:
	 * see test_view_top_of_a_colorless_last_wild_G_7 for its end). */
	assert_int_equal(v.discard_count, uno_game_discard_pile_size(g));
	assert_true(v.discard_count >= 1);
	if (playing)
		assert_true(same_card(v.discard[v.discard_count - 1], top));
	for (int i = 0; i < v.discard_count; i++)
		assert_int_equal(uno_card_valid(v.discard[i]), UNO_OK);
	/* G-1: under a colored card, the current color is the card's. */
	if (!uno_kind_is_wild(top.kind))
		assert_int_equal(v.color, top.color);
	/* Turned Casting Call cards, in the order turned (CC-2). */
	n = uno_game_turned(g, cards, UNO_MAX_DECK);
	assert_int_equal(v.turned_count, n);
	assert_memory_equal(v.turned, cards, (size_t)n * sizeof cards[0]);
	/* A hand shown is there exactly when a seat showed it. */
	assert_true((v.shown_by >= 0) || v.shown_count == 0);
	assert_int_equal(v.side, uno_game_side(g));
	assert_int_equal(v.reserved1[0] | v.reserved1[1], 0);
}

/* The observation decodes to the view (doc/observation.md), seat blocks
 * rotated so that block 0 is the observer. */
static void check_observation(const uno_game *g, int seat)
{
	/* The layout of the game's variant: 62 faces, or 92 with kinds
	 * 20-31 (No Mercy); the scalars and seat blocks after them. */
	const int size = uno_observation_size(uno_game_rules(g));
	const bool sided = uno_rules_sides(uno_game_rules(g)) == 2;
	const int nf = sided ? (size - 7 - OB_PER_SEAT * UNO_MAX_PLAYERS - 2) / (3 + UNO_MAX_PLAYERS - 1)
			     : (size - 7 - OB_PER_SEAT * UNO_MAX_PLAYERS) / 3;
	const int top = 3 * nf, seats = top + 7;
	static int32_t o[OB_FMAX + 8];
	static int32_t want[OB_FMAX];
	uno_view v;
	int players = uno_game_players(g);

	assert_true(nf == 62 || nf == 92);
	view_of(g, seat, &v);
	memset(want, 0, sizeof want);
	for (int i = 0; i < v.hand_count; i++)
		want[OB_HAND + face_of(v.hand[i])]++;
	for (int i = 0; i < v.discard_count; i++)
		want[nf + face_of(v.discard[i])]++;
	for (int i = 0; i < v.shown_count; i++)
		want[2 * nf + face_of(v.shown[i])]++;
	want[top] = (int32_t)face_of(v.top);
	want[top + 1] = v.color;
	want[top + 2] = v.direction;
	want[top + 3] = v.phase;
	want[top + 4] = v.current < 0 ? -1 : (v.current - seat + players) % players;
	want[top + 5] = v.pending_draw;
	want[top + 6] = v.draw_pile;
	for (int k = 0; k < players; k++) {
		int p = (seat + k) % players;
		int32_t *b = want + seats + k * OB_PER_SEAT;
		b[0] = v.hand_size[p];
		b[1] = v.score[p];
		b[2] = v.seat_status[p];
		b[3] = v.team[p] == v.team[seat];
		b[4] = v.called[p];
	}
	if (sided) {
		/* FL-5: the side, the draw pile's top hidden face, each other
		 * seat's hidden faces (uno_game_hidden_faces()). */
		int32_t *x = want + seats + UNO_MAX_PLAYERS * OB_PER_SEAT;
		uno_card backs[UNO_MAX_DECK];
		x[0] = v.side;
		x[1] = uno_game_hidden_faces(g, seat, UNO_DRAW_PILE, backs, 1) == 1
			       ? (int32_t)face_of(backs[0])
			       : -1;
		for (int k = 1; k < players; k++) {
			int n = uno_game_hidden_faces(g, seat, (seat + k) % players, backs,
						      UNO_MAX_DECK);
			assert_int_equal(n, v.hand_size[(seat + k) % players]);
			for (int i = 0; i < n; i++)
				x[2 + (k - 1) * nf + (int)face_of(backs[i])]++;
		}
		assert_int_equal(uno_game_hidden_faces(g, seat, seat, backs, UNO_MAX_DECK), 0);
	}
	for (size_t i = 0; i < sizeof o / sizeof o[0]; i++)
		o[i] = 0x5a5a5a5a;
	assert_int_equal(uno_game_observation(g, seat, o, sizeof o / sizeof o[0]), size);
	assert_memory_equal(o, want, (size_t)size * sizeof *o);
	assert_int_equal(o[size], 0x5a5a5a5a);
}

/* Every listed move of a seat has an index that leads back to it; the mask
 * marks exactly those indexes, and counts the list. */
static void check_mask(const uno_game *g, int seat)
{
	const uno_rules *r = uno_game_rules(g);
	int count = uno_rules_move_index_count(r);
	uno_move list[UNO_MAX_MOVES];
	uint8_t mask[UNO_MOVE_INDEX_MAX + 4];
	int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
	uint8_t want[UNO_MOVE_INDEX_MAX];

	assert_true(count == UNO_MOVE_INDEX_COUNT || count == UNO_MOVE_INDEX_MAX);
	memset(want, 0, sizeof want);
	for (int i = 0; i < n; i++) {
		int ix = uno_rules_move_index(r, &list[i]);
		uno_move back;
		assert_true(ix >= 0 && ix < count);
		assert_int_equal(uno_rules_move_from_index(r, ix, &back), UNO_OK);
		assert_int_equal(uno_move_compare(&back, &list[i]), 0);
		/* Rules-less, the same index for every move that has one. */
		int plain = uno_move_index(&list[i]);
		assert_true(plain == ix || plain == UNO_EINVAL);
		assert_int_equal(want[ix], 0); /* no two moves share an index */
		want[ix] = 1;
	}
	memset(mask, 7, sizeof mask);
	assert_int_equal(uno_game_legal_mask(g, seat, mask, (size_t)count - 1), UNO_EINVAL);
	assert_int_equal(mask[0], 7);
	assert_int_equal(uno_game_legal_mask(g, seat, mask, sizeof mask), n);
	assert_memory_equal(mask, want, (size_t)count);
	assert_int_equal(mask[count], 7);
}

/* DESIGN.md principle 8 and view.h: over random games of every variant
 * (house rules mixed in), every seat's view equals the queries and holds
 * its own hand; the observation decodes to the view; the mask and the
 * move index agree with the legal moves. */
static void test_view_equals_queries_over_random_games(void **state)
{
	(void)state;
	for (size_t vi = 0; vi < SP_NVARIANTS; vi++) {
		long views = 0;
		for (int i = 0; i < GAMES; i++) {
			uint64_t rng = t_mix64(0x71e3 + vi * 1000 + (uint64_t)i);
			uno_game *g = sp_game(sp_variants[vi], &rng, i % 2 == 1, i % 4 == 0);
			for (int k = 0; k < STEPS; k++) {
				for (int s = 0; s < uno_game_players(g); s++) {
					check_view(g, s);
					check_observation(g, s);
					check_mask(g, s);
					views++;
				}
				int seat;
				uno_move m;
				if (sp_step(g, &rng, &seat, &m) == SP_OVER)
					break;
			}
			sp_drop(g);
		}
		assert_true(views > GAMES * 100);
	}
}

/* ------------------------------------------------------------------------
 * Hidden information.
 */

/* A seat's view and observation after the cards it cannot see were
 * resampled are those before, and so are its legal moves (and mask);
 * returns whether the resampling changed any other hand. */
static bool same_knowledge_after_resampling(const uno_game *g, int seat, uint64_t seed)
{
	uno_view before, after;
	static int32_t ob[OB_FMAX], oa[OB_FMAX];
	const int size = uno_observation_size(uno_game_rules(g));
	uno_move mb[UNO_MAX_MOVES], ma[UNO_MAX_MOVES];
	uno_game *d = NULL;

	assert_int_equal(uno_game_clone(&d, g), UNO_OK);
	sp_keep(d);
	assert_int_equal(uno_game_determinize(d, seat, seed), UNO_OK);
	view_of(g, seat, &before);
	view_of(d, seat, &after);
	assert_memory_equal(&before, &after, sizeof before);
	assert_int_equal(uno_game_observation(g, seat, ob, OB_FMAX), size);
	assert_int_equal(uno_game_observation(d, seat, oa, OB_FMAX), size);
	assert_memory_equal(ob, oa, (size_t)size * sizeof *ob);
	int nb = uno_game_legal_moves(g, seat, mb, UNO_MAX_MOVES);
	int na = uno_game_legal_moves(d, seat, ma, UNO_MAX_MOVES);
	assert_int_equal(na, nb);
	assert_memory_equal(ma, mb, (size_t)na * sizeof ma[0]);
	bool changed = false;
	for (int p = 0; p < uno_game_players(g); p++)
		if (p != seat && memcmp(&g->s.hand[p], &d->s.hand[p], sizeof g->s.hand[p]) != 0)
			changed = true;
	sp_drop(d);
	return changed;
}

/* Issue 7 "the view of a seat never contains another seat's hidden
 * cards": over random games of every variant, for every seat, shuffling
 * the other hands and the draw pile among themselves changes nothing in
 * its view, observation or legal moves (so nothing in them comes from
 * those cards), while the hidden hands did change. */
static void test_view_never_depends_on_hidden_cards(void **state)
{
	(void)state;
	for (size_t vi = 0; vi < SP_NVARIANTS; vi++) {
		long checks = 0, changed = 0;
		for (int i = 0; i < GAMES; i++) {
			uint64_t rng = t_mix64(0x41dd + vi * 1000 + (uint64_t)i);
			uno_game *g = sp_game(sp_variants[vi], &rng, i % 2 == 0, false);
			for (int k = 0; k < STEPS; k++) {
				if (k % DET_EVERY == 0)
					for (int s = 0; s < uno_game_players(g); s++) {
						checks++;
						changed += same_knowledge_after_resampling(g, s, rng + (uint64_t)s);
					}
				int seat;
				uno_move m;
				if (sp_step(g, &rng, &seat, &m) == SP_OVER)
					break;
			}
			sp_drop(g);
		}
		/* The resampling did move hidden cards almost every time. */
		assert_true(changed * 10 > checks * 8);
	}
}

/* G-1, C-5: the discard history, bottom first, keeps the color named for
 * each wild (a Wild Draw Four named blue shows as W4/B), a wild played
 * without a color shows none until it is named, and every seat sees the
 * same history. */
static void test_view_discard_history_keeps_wild_colors_C_5(void **state)
{
	(void)state;
	uno_game *g = sp_keep(t_game("classic", NULL, 2, -1,
				     (const char *[]){ "W4 B1 W R2", "B5 G5 G7 G8" }, "R5",
				     "Y1 Y2 Y3 Y4 Y5 Y6", false));
	uno_view v;

	t_apply(g, 0, "W4/B");
	view_of(g, 1, &v);
	assert_string_equal(cards_text(v.discard, v.discard_count), "R5 W4/B");
	assert_string_equal(cards_text(&v.top, 1), "W4/B");
	t_apply(g, 1, "accept"); /* C-8: two seats, seat 0 plays again */
	t_apply(g, 0, "B1");
	t_apply(g, 1, "B5");
	t_apply(g, 0, "W");
	view_of(g, 1, &v);
	assert_string_equal(cards_text(v.discard, v.discard_count), "R5 W4/B B1 B5 W");
	assert_int_equal(v.color, UNO_NO_COLOR);
	t_apply(g, 0, "color G");
	t_apply(g, 1, "G5");
	for (int s = 0; s < 2; s++) {
		view_of(g, s, &v);
		assert_string_equal(cards_text(v.discard, v.discard_count), "R5 W4/B B1 B5 W/G G5");
	}
	sp_drop(g);
}

static void count_reshuffles(const uno_game *g, const uno_event *ev, void *user)
{
	(void)g;
	if (ev->type == UNO_EV_RESHUFFLE)
		++*(int *)user;
	/* FL-6: a Flip turns the pile over (counted apart, in the tens). */
	if (ev->type == UNO_EV_FLIP)
		*(int *)user += 1000;
}

/* The discard history only grows by the card played, and what was below
 * stays as it was (colors included), until a reshuffle leaves the top
 * alone (G-4); over random games of every variant. */
static void test_view_discard_history_over_random_games_G_4(void **state)
{
	(void)state;
	long grown = 0, reshuffled = 0, flipped = 0;
	for (size_t vi = 0; vi < SP_NVARIANTS; vi++)
		for (int i = 0; i < GAMES; i++) {
			uint64_t rng = t_mix64(0xd15c + vi * 1000 + (uint64_t)i);
			uno_game *g = sp_game(sp_variants[vi], &rng, i % 2 == 1, false);
			uno_view prev, v;
			uno_hooks hooks;
			int shuffles = 0;
			memset(&hooks, 0, sizeof hooks);
			hooks.size = sizeof hooks;
			hooks.event = count_reshuffles;
			assert_int_equal(uno_game_set_hooks(g, &hooks, &shuffles), UNO_OK);
			view_of(g, 0, &prev);
			for (int k = 0; k < STEPS * 2; k++) {
				int seat;
				uno_move m;
				int before = shuffles;
				int what = sp_step(g, &rng, &seat, &m);
				if (what != SP_MOVE)
					break;
				view_of(g, 0, &v);
				int n0 = prev.discard_count, n1 = v.discard_count;
				if (shuffles - before >= 1000) {
					/* FL-6: the Flip joined the pile, which turned
					 * over as one stack: no card came or went. */
					if (shuffles - before == 1000)
						assert_int_equal(n1, n0 + 1);
					assert_int_equal(v.side, !prev.side);
					flipped++;
				} else if (shuffles == before) {
					assert_true(n1 >= n0);
					/* Below the old top nothing changed; the old top at
					 * most got its color named. */
					assert_memory_equal(v.discard, prev.discard,
							    (size_t)(n0 - 1) * sizeof v.discard[0]);
					assert_int_equal(v.discard[n0 - 1].kind, prev.discard[n0 - 1].kind);
					grown += n1 > n0;
				} else {
					/* The top (or what was played after it) stays. */
					assert_true(n1 >= 1 && n1 < n0 + 3);
					reshuffled++;
				}
				prev = v;
			}
			sp_drop(g);
		}
	assert_true(grown > 0);
	assert_true(reshuffled > 0);
	assert_true(flipped > 0);
}

/* G-7: a wild played as the last card needs no color. The view's top card
 * and the top of its discard history are the same card then too: no color
 * was named for it. */
static void test_view_top_of_a_colorless_last_wild_G_7(void **state)
{
	(void)state;
	uno_game *g = sp_keep(t_game("classic", NULL, 2, -1, (const char *[]){ "W", "G1" }, "R5",
				     "Y1 Y2", false));
	uno_view v;
	t_apply(g, 0, "W");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	view_of(g, 1, &v);
	assert_int_equal(v.discard[v.discard_count - 1].kind, UNO_WILD);
	assert_int_equal(v.discard[v.discard_count - 1].color, UNO_NO_COLOR);
	assert_true(same_card(v.top, v.discard[v.discard_count - 1]));
	sp_drop(g);
}

/* C-7: the hand of the player who played a Wild Draw Four is shown to the
 * challenger. It is in the challenger's view (shown_by, shown, the shown
 * block of its observation), as it was then, and in no other seat's view;
 * it stays for the round and is gone in the next. Innocent here (G1 was
 * no red card). */
static void test_view_shown_hand_reaches_only_the_challenger_C_7(void **state)
{
	(void)state;
	uno_game *g = sp_keep(t_game("classic", NULL, 3, -1, (const char *[]){ "W4 G1", "G5 G6", "B1 B8" },
				     "R9", "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9", false));
	uno_view v;
	int32_t o[OB_SIZE];
	const unsigned g1 = uno__face(UNO_ONE, UNO_GREEN);

	t_apply(g, 0, "W4/B!");
	for (int s = 0; s < 3; s++) {
		view_of(g, s, &v);
		assert_int_equal(v.shown_by, -1);
		assert_int_equal(v.shown_count, 0);
	}
	t_apply(g, 1, "challenge");
	assert_int_equal(uno_game_hand_size(g, 1), 8); /* innocent: 2 + 4 + 2 */
	view_of(g, 1, &v);
	assert_int_equal(v.shown_by, 0);
	assert_string_equal(cards_text(v.shown, v.shown_count), "G1");
	assert_int_equal(uno_game_observation(g, 1, o, OB_SIZE), OB_SIZE);
	assert_int_equal(o[OB_SHOWN + g1], 1);
	for (int s = 0; s < 3; s += 2) {
		view_of(g, s, &v);
		assert_int_equal(v.shown_by, -1);
		assert_int_equal(v.shown_count, 0);
		assert_int_equal(uno_game_observation(g, s, o, OB_SIZE), OB_SIZE);
		for (int f = 0; f < 62; f++)
			assert_int_equal(o[OB_SHOWN + f], 0);
	}
	/* The hand changes, what was shown does not. */
	t_apply(g, 2, "B1!");
	t_apply(g, 0, "G1");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_ROUND_OVER);
	view_of(g, 1, &v);
	assert_int_equal(v.shown_by, 0);
	assert_string_equal(cards_text(v.shown, v.shown_count), "G1");
	/* Next round: nothing shown. */
	assert_int_equal(uno_game_next_round(g), UNO_OK);
	for (int s = 0; s < 3; s++) {
		view_of(g, s, &v);
		assert_int_equal(v.shown_by, -1);
		assert_int_equal(v.shown_count, 0);
	}
	sp_drop(g);
}

/* C-7, guilty: the shown hand holds the card of the current color that
 * made the Wild Draw Four a bluff. */
static void test_view_shown_hand_of_a_guilty_player_C_7(void **state)
{
	(void)state;
	uno_game *g = sp_keep(t_game("classic", NULL, 3, -1,
				     (const char *[]){ "W4 R1 G2", "G5 G6 G7", "B1 B8 B9" }, "R9",
				     "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9", false));
	uno_view v;
	t_apply(g, 0, "W4/B");
	t_apply(g, 1, "challenge");
	assert_int_equal(uno_game_hand_size(g, 0), 6); /* guilty: 2 + 4 */
	view_of(g, 1, &v);
	assert_int_equal(v.shown_by, 0);
	assert_string_equal(cards_text(v.shown, v.shown_count), "R1 G2");
	view_of(g, 2, &v);
	assert_int_equal(v.shown_count, 0);
	sp_drop(g);
}

/* CC-2: the cards turned over for a Casting Call are public: every seat's
 * view lists them, in the order turned, until they are given (CC-3). */
static void test_view_turned_casting_call_cards_CC_2(void **state)
{
	(void)state;
	uno_game *g = sp_keep(t_game("casting-call", NULL, 3, -1, (const char *[]){ "CC R1", "G5 G6", "B1 B8" },
				     "R9", "Y1 Y2 G1 Y4 Y5 Y6 Y7", false));
	uno_view v;
	uno_card turned[UNO_MAX_DECK];

	t_apply(g, 0, "CC/B");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CAST);
	int n = uno_game_turned(g, turned, UNO_MAX_DECK);
	/* Y1, Y2, then G1 repeats the number 1. */
	assert_string_equal(cards_text(turned, n), "Y1 Y2 G1");
	for (int s = 0; s < 3; s++) {
		view_of(g, s, &v);
		assert_string_equal(cards_text(v.turned, v.turned_count), "Y1 Y2 G1");
	}
	t_apply(g, 0, "cast 2");
	for (int s = 0; s < 3; s++) {
		view_of(g, s, &v);
		assert_int_equal(v.turned_count, 0);
		assert_int_equal(v.hand_size[2], 5);
	}
	sp_drop(g);
}

/* G-10: a view needs a size at least sizeof(uno_view), a seat of the game
 * and pointers; a larger size is kept and nothing past the struct is
 * written. */
static void test_view_bad_arguments_G_10(void **state)
{
	(void)state;
	uint64_t rng = 4;
	uno_game *g = sp_game("classic", &rng, false, false);
	static uint8_t big[sizeof(uno_view) + 16];
	uno_view v;

	/* A size below a view up to `turned` (a caller before 1.0's FL-5
	 * members: test_tell.c has the sizes between) is refused. */
	memset(&v, 0, sizeof v);
	v.size = offsetof(uno_view, hidden_count) - 1;
	assert_int_equal(uno_game_view(g, 0, &v), UNO_EINVAL);
	v.size = 0;
	assert_int_equal(uno_game_view(g, 0, &v), UNO_EINVAL);
	v.size = sizeof v;
	assert_int_equal(uno_game_view(NULL, 0, &v), UNO_EINVAL);
	/* -1 is the spectator (UNO_SPECTATOR): -2 is no seat at all. */
	assert_int_equal(uno_game_view(g, -2, &v), UNO_EINVAL);
	assert_int_equal(uno_game_view(g, uno_game_players(g), &v), UNO_EINVAL);
	assert_int_equal(uno_game_view(g, 0, NULL), UNO_EINVAL);

	memset(big, 0xcc, sizeof big);
	uint32_t size = sizeof big;
	memcpy(big, &size, sizeof size);
	assert_int_equal(uno_game_view(g, 0, (uno_view *)(void *)big), UNO_OK);
	memcpy(&size, big, sizeof size);
	assert_int_equal(size, sizeof big);
	for (size_t i = sizeof(uno_view); i < sizeof big; i++)
		assert_int_equal(big[i], 0xcc);
	sp_drop(g);
}

/* ------------------------------------------------------------------------
 * Observation and move index.
 */

/* view.h: the observation size is fixed (per rule table; the same for
 * every built-in one), uno_game_observation() returns it, writes nothing
 * when the buffer is too small, and refuses bad arguments. */
static void test_observation_size_and_capacity(void **state)
{
	(void)state;
	/* A variant of extended kinds (No Mercy) observes 92 faces, not 62. */
	enum { OB_XSIZE = OB_XMAX };
	static int32_t buf[OB_FMAX + 1];
	assert_int_equal(uno_rules_move_index_count(NULL), UNO_EINVAL);
	assert_int_equal(uno_observation_size(NULL), UNO_EINVAL);
	for (size_t i = 0; i < uno_rules_builtin_count(); i++) {
		const uno_rules *r = uno_rules_builtin_at(i);
		bool flip = strcmp(uno_rules_name(r), "flip") == 0;
		bool extended = strcmp(uno_rules_name(r), "no-mercy") == 0 || flip;
		const size_t size = flip ? OB_FMAX : extended ? OB_XSIZE : OB_SIZE;
		assert_int_equal(uno_observation_size(r), size);
		/* The move index: Classic's layout, or with the extended kinds'
		 * half (view.h). */
		assert_int_equal(uno_rules_move_index_count(r),
				 extended ? UNO_MOVE_INDEX_MAX : UNO_MOVE_INDEX_COUNT);
		uno_game *g = NULL;
		int players;
		uint64_t rng = 5 + i;
		players = sp_players(r, &rng);
		assert_int_equal(uno_game_new(&g, r, players, rng, NULL, NULL), UNO_OK);
		sp_keep(g);
		assert_int_equal(uno_observation_size(uno_game_rules(g)), size);
		assert_int_equal(uno_game_observation(g, 0, NULL, 0), size);
		for (size_t k = 0; k < size + 1; k++)
			buf[k] = -77;
		assert_int_equal(uno_game_observation(g, 0, buf, size - 1), size);
		for (size_t k = 0; k < size + 1; k++)
			assert_int_equal(buf[k], -77);
		assert_int_equal(uno_game_observation(g, 0, buf, size), size);
		assert_int_equal(buf[size], -77);
		assert_int_equal(uno_game_observation(g, players, buf, size), UNO_EINVAL);
		assert_int_equal(uno_game_observation(g, -2, buf, size), UNO_EINVAL);
		assert_int_equal(uno_game_observation(g, 0, NULL, size), UNO_EINVAL);
		assert_int_equal(uno_game_observation(NULL, 0, buf, size), UNO_EINVAL);
		sp_drop(g);
	}
	assert_int_equal(uno_observation_size(NULL), UNO_EINVAL);
}

/* doc/observation.md spot checks on a scripted position: the own hand per
 * face, the discard counts, the scalars and the seat blocks rotated so
 * that block 0 is the observer (P-1: partners share a team). */
static void test_observation_layout_spot_checks_P_1(void **state)
{
	(void)state;
	uno_game *g = sp_keep(t_game("partners", NULL, 4, -1,
				     (const char *[]){ "R1 R1 W4", "G5 G6 G7", "B1 B8 B9", "Y1 Y2 Y3" },
				     "R9", "Y4 Y5 Y6 Y7 Y8", false));
	int32_t o[OB_SIZE];

	t_apply(g, 0, "R1"); /* seat 1 to play, seat 0 holds R1 W4 */
	assert_int_equal(uno_game_observation(g, 0, o, OB_SIZE), OB_SIZE);
	assert_int_equal(o[OB_HAND + uno__face(UNO_ONE, UNO_RED)], 1);
	assert_int_equal(o[OB_HAND + uno__face(UNO_WILD_DRAW_FOUR, 0)], 1);
	assert_int_equal(o[OB_HAND + uno__face(UNO_NINE, UNO_RED)], 0);
	assert_int_equal(o[OB_DISCARD + uno__face(UNO_NINE, UNO_RED)], 1);
	assert_int_equal(o[OB_DISCARD + uno__face(UNO_ONE, UNO_RED)], 1);
	assert_int_equal(o[OB_TOP], (int)uno__face(UNO_ONE, UNO_RED));
	assert_int_equal(o[OB_COLOR], UNO_RED);
	assert_int_equal(o[OB_DIRECTION], 1);
	assert_int_equal(o[OB_PHASE], UNO_PHASE_PLAY);
	assert_int_equal(o[OB_CURRENT], 1);
	assert_int_equal(o[OB_PENDING], 0);
	assert_int_equal(o[OB_DRAW_PILE], 5);
	/* Seat 0's blocks: itself (2 cards), 1, 2 (its partner), 3. */
	assert_int_equal(o[OB_SEATS + 0], 2);
	assert_int_equal(o[OB_SEATS + 3], 1);
	assert_int_equal(o[OB_SEATS + OB_PER_SEAT + 0], 3);
	assert_int_equal(o[OB_SEATS + OB_PER_SEAT + 3], 0);
	assert_int_equal(o[OB_SEATS + 2 * OB_PER_SEAT + 3], 1);
	assert_int_equal(o[OB_SEATS + 3 * OB_PER_SEAT + 3], 0);
	assert_int_equal(o[OB_SEATS + 4 * OB_PER_SEAT + 0], 0); /* no seat 4 */

	/* Seat 3 observes: the current seat (1) is 2 places on; block 1 is
	 * seat 0, block 2 its partner seat 1, block 3 seat 2. */
	assert_int_equal(uno_game_observation(g, 3, o, OB_SIZE), OB_SIZE);
	assert_int_equal(o[OB_CURRENT], 2);
	assert_int_equal(o[OB_SEATS + OB_PER_SEAT + 0], 2);
	assert_int_equal(o[OB_SEATS + OB_PER_SEAT + 3], 0);
	assert_int_equal(o[OB_SEATS + 2 * OB_PER_SEAT + 3], 1);
	assert_int_equal(o[OB_SEATS + 3 * OB_PER_SEAT + 3], 0);
	assert_int_equal(o[OB_HAND + uno__face(UNO_ONE, UNO_YELLOW)], 1);
	assert_int_equal(o[OB_HAND + uno__face(UNO_ONE, UNO_RED)], 0);
	sp_drop(g);
}

/* view.h: the dense index runs both ways over every index, each index is a
 * well-formed move with a notation, and the layout of doc/observation.md
 * holds at its landmarks. A wild without a color, a malformed move and
 * indexes out of range are refused. */
static void test_move_index_round_trips_every_index(void **state)
{
	(void)state;
	char seen[UNO_MOVE_INDEX_COUNT][16];
	for (int i = 0; i < UNO_MOVE_INDEX_COUNT; i++) {
		uno_move m;
		assert_int_equal(uno_move_from_index(i, &m), UNO_OK);
		assert_int_equal(uno_move_index(&m), i);
		assert_true(uno_move_format(&m, seen[i], sizeof seen[i]) > 0);
		for (int j = 0; j < i; j++)
			assert_true(strcmp(seen[i], seen[j]) != 0);
	}
	/* The extended kinds' indexes (20-31): well-formed moves of those
	 * kinds, each index its own, without a notation of their own. */
	for (int i = UNO_MOVE_INDEX_COUNT; i < UNO_MOVE_INDEX_MAX; i++) {
		uno_move m;
		char text[16];
		assert_int_equal(uno_move_from_index(i, &m), UNO_OK);
		assert_int_equal(uno_move_index(&m), i);
		assert_true(m.card.kind >= UNO_KIND_COUNT && m.card.kind < 32);
		assert_int_equal(uno_kind_is_wild(m.card.kind), m.card.kind >= 26);
		assert_int_equal(m.type, i < UNO_INDEX_XGIVE ? UNO_MOVE_PLAY : UNO_MOVE_GIVE);
		assert_int_equal(uno_move_format(&m, text, sizeof text), UNO_EINVAL);
	}
	uno_move x;
	assert_int_equal(uno_move_from_index(UNO_INDEX_XPLAY + 1, &x), UNO_OK);
	assert_true(x.card.kind == 20 && x.card.color == UNO_RED && x.flags == UNO_MOVE_F_UNO);
	assert_int_equal(uno_move_from_index(UNO_INDEX_XWILD + 7, &x), UNO_OK);
	assert_true(x.card.kind == 26 && x.color == UNO_BLUE && x.flags == UNO_MOVE_F_UNO);
	assert_int_equal(uno_move_from_index(UNO_INDEX_XGIVE + 23, &x), UNO_OK);
	assert_true(x.type == UNO_MOVE_GIVE && x.card.kind == 25 && x.card.color == UNO_BLUE);
	assert_int_equal(uno_move_from_index(UNO_MOVE_INDEX_MAX - 1, &x), UNO_OK);
	assert_true(x.type == UNO_MOVE_GIVE && x.card.kind == 31);
	static const struct { int index; const char *move; } marks[] = {
		{ 0, "R0" }, { 1, "R0!" }, { 2, "Y0" }, { 8, "R1" }, { 111, "BD1!" },
		{ 112, "W/R" }, { 119, "W/B!" }, { 120, "W4/R" }, { 159, "T4/B!" },
		{ 160, "draw" }, { 161, "pass" }, { 162, "uno" }, { 163, "catch 0" },
		{ 172, "catch 9" }, { 173, "challenge" }, { 174, "accept" }, { 175, "color R" },
		{ 178, "color B" }, { 179, "give R0" }, { 240, "give T4" }, { 241, "cast deal" },
		{ 242, "cast 0" }, { 251, "cast 9" }, { 252, "swap 0" }, { 261, "swap 9" },
		{ 262, "misplay 0" }, { 271, "misplay 9" },
	};
	for (size_t i = 0; i < sizeof marks / sizeof marks[0]; i++) {
		uno_move m;
		assert_int_equal(uno_move_parse(marks[i].move, strlen(marks[i].move), &m), UNO_OK);
		assert_int_equal(uno_move_index(&m), marks[i].index);
	}
	assert_int_equal(UNO_MOVE_INDEX_COUNT, 272);

	uno_move m, out;
	assert_int_equal(uno_move_parse("penalty 2 talk", 14, &m), UNO_OK); /* the referee's */
	assert_int_equal(uno_move_index(&m), UNO_EINVAL);
	assert_int_equal(uno_move_parse("W4", 2, &m), UNO_OK); /* no color: not indexed */
	assert_int_equal(uno_move_index(&m), UNO_EINVAL);
	assert_int_equal(uno_move_parse("CC", 2, &m), UNO_OK);
	assert_int_equal(uno_move_index(&m), UNO_EINVAL);
	m = uno_move_init(0);
	assert_int_equal(uno_move_index(&m), UNO_EINVAL);
	m = uno_move_init(UNO_MOVE_CATCH); /* no target */
	assert_int_equal(uno_move_index(&m), UNO_EINVAL);
	assert_int_equal(uno_move_index(NULL), UNO_EINVAL);
	assert_int_equal(uno_move_from_index(-1, &out), UNO_EINVAL);
	assert_int_equal(uno_move_from_index(UNO_MOVE_INDEX_MAX, &out), UNO_EINVAL);
	assert_int_equal(uno_move_from_index(0, NULL), UNO_EINVAL);
}

/* NM-9: in a variant with its own kinds, every listed move has its
 * variant's index (a Wild Color Roulette, listed without a color, at its
 * first color's), the mask marks exactly those, and the index leads back. */
static void test_rules_move_index_over_no_mercy_games_NM_9(void **state)
{
	(void)state;
	long masks = 0;
	for (int i = 0; i < GAMES; i++) {
		uint64_t rng = t_mix64(0x9e37 + (uint64_t)i);
		uno_game *g = sp_game("no-mercy", &rng, i % 2 == 1, true);
		for (int k = 0; k < STEPS; k++) {
			for (int s = 0; s < uno_game_players(g); s++, masks++)
				check_mask(g, s);
			int seat;
			uno_move m;
			if (sp_step(g, &rng, &seat, &m) == SP_OVER)
				break;
		}
		sp_drop(g);
	}
	assert_true(masks > GAMES * 100);
}

/* The variant-aware index: the public kinds as uno_move_index(), a
 * variant's own kinds only where it declares them, and the roulette only
 * without a color, at its first color's place (NM-9). */
static void test_rules_move_index_by_variant_NM_9(void **state)
{
	(void)state;
	const uno_rules *classic = sp_base("classic"), *nm = sp_base("no-mercy");
	uno_move m, back;

	for (int i = 0; i < UNO_MOVE_INDEX_COUNT; i++) {
		assert_int_equal(uno_rules_move_from_index(classic, i, &m), UNO_OK);
		assert_int_equal(uno_rules_move_index(classic, &m), i);
		assert_int_equal(uno_move_index(&m), i);
	}
	assert_int_equal(uno_rules_move_index_count(classic), UNO_MOVE_INDEX_COUNT);
	assert_int_equal(uno_rules_move_from_index(classic, UNO_INDEX_XPLAY, &m), UNO_EINVAL);
	assert_int_equal(uno_move_from_index(UNO_INDEX_XPLAY, &m), UNO_OK); /* kind 20 */
	assert_int_equal(uno_rules_move_index(classic, &m), UNO_EINVAL);

	/* No Mercy: every index round-trips except the roulette's colors. */
	int roulette = -1, ok = 0;
	assert_int_equal(uno_rules_move_index_count(nm), UNO_MOVE_INDEX_MAX);
	for (int i = 0; i < UNO_MOVE_INDEX_MAX; i++) {
		if (uno_rules_move_from_index(nm, i, &m) != UNO_OK)
			continue;
		ok++;
		assert_int_equal(uno_rules_move_index(nm, &m), i);
		if (m.type == UNO_MOVE_PLAY && uno_kind_is_wild(m.card.kind) &&
		    m.color == UNO_NO_COLOR && !(m.flags & UNO_MOVE_F_UNO))
			roulette = i;
	}
	assert_true(roulette >= 0);
	assert_int_equal(uno_rules_move_parse(nm, "WCR", 3, &m), UNO_OK);
	assert_int_equal(uno_rules_move_index(nm, &m), roulette);
	assert_int_equal(uno_move_index(&m), UNO_EINVAL); /* rules-less: no index */
	assert_int_equal(uno_rules_move_from_index(nm, roulette, &back), UNO_OK);
	assert_int_equal(uno_move_compare(&back, &m), 0);
	assert_int_equal(uno_rules_move_parse(nm, "WCR!", 4, &m), UNO_OK);
	assert_int_equal(uno_rules_move_index(nm, &m), roulette + 1);
	m.color = UNO_GREEN; /* the victim names it, never the player */
	m.flags = 0;
	assert_int_equal(uno_rules_move_index(nm, &m), UNO_EINVAL);
	assert_int_equal(uno_rules_move_from_index(nm, roulette + 2, &m), UNO_EINVAL);
	assert_int_equal(uno_rules_move_from_index(nm, roulette + 7, &m), UNO_EINVAL);
	/* Its own kinds: Discard All (24) and Skip Everyone (25) are dealt,
	 * 20-23 and 26-31 are not. */
	assert_int_equal(uno_rules_move_parse(nm, "RDA", 3, &m), UNO_OK);
	assert_int_equal(uno_rules_move_index(nm, &m), uno_move_index(&m));
	assert_true(uno_move_index(&m) >= UNO_INDEX_XPLAY);
	assert_int_equal(uno_move_from_index(UNO_INDEX_XPLAY, &m), UNO_OK);
	assert_int_equal(uno_rules_move_index(nm, &m), UNO_EINVAL);
	assert_int_equal(uno_rules_move_from_index(nm, UNO_INDEX_XPLAY, &m), UNO_EINVAL);
	/* 272, less the roulette's three other colors with and without the
	 * call, plus the plays and hand-offs of two colored kinds. */
	assert_int_equal(ok, UNO_MOVE_INDEX_COUNT - 3 * 2 + 2 * 4 * 2 + 2 * 4);

	/* Bad arguments. */
	assert_int_equal(uno_rules_move_index(NULL, &m), UNO_EINVAL);
	assert_int_equal(uno_rules_move_index(nm, NULL), UNO_EINVAL);
	m = uno_move_init(0);
	assert_int_equal(uno_rules_move_index(nm, &m), UNO_EINVAL);
	assert_int_equal(uno_rules_move_from_index(NULL, 0, &m), UNO_EINVAL);
	assert_int_equal(uno_rules_move_from_index(nm, 0, NULL), UNO_EINVAL);
	assert_int_equal(uno_rules_move_from_index(nm, -1, &m), UNO_EINVAL);
	assert_int_equal(uno_rules_move_from_index(nm, UNO_MOVE_INDEX_MAX, &m), UNO_EINVAL);
	assert_int_equal(uno_rules_move_from_index(classic, UNO_MOVE_INDEX_COUNT, &m), UNO_EINVAL);
}

/* The mask refuses a short buffer, a NULL one and a bad seat (G-10). */
static void test_legal_mask_bad_arguments_G_10(void **state)
{
	(void)state;
	uint64_t rng = 6;
	uno_game *g = sp_game("express", &rng, false, false);
	uint8_t mask[UNO_MOVE_INDEX_COUNT];
	assert_int_equal(uno_game_legal_mask(g, 0, mask, UNO_MOVE_INDEX_COUNT - 1), UNO_EINVAL);
	assert_int_equal(uno_game_legal_mask(g, 0, NULL, UNO_MOVE_INDEX_COUNT), UNO_EINVAL);
	assert_int_equal(uno_game_legal_mask(g, -1, mask, sizeof mask), UNO_EINVAL);
	assert_int_equal(uno_game_legal_mask(g, uno_game_players(g), mask, sizeof mask), UNO_EINVAL);
	assert_int_equal(uno_game_legal_mask(NULL, 0, mask, sizeof mask), UNO_EINVAL);
	sp_drop(g);
}

/* ------------------------------------------------------------------------
 * Determinization.
 */

/* A sorted list of moves without the UNO call flag, each move once;
 * returns its new length. */
static int strip_calls(uno_move *list, int n)
{
	int out = 0;
	for (int i = 0; i < n; i++) {
		uno_move m = list[i];
		m.flags &= (uint8_t)~UNO_MOVE_F_UNO;
		bool seen = false;
		for (int j = 0; j < out && !seen; j++)
			seen = uno_move_compare(&list[j], &m) == 0;
		if (!seen)
			list[out++] = m;
	}
	return out;
}

/* What determinizing for seat must keep: everything public, the seat's
 * hand, cards conserved, the pending decision answerable as before. */
static void check_determinized(const uno_game *g, const uno_game *d, int seat)
{
	uno_card a[UNO_MAX_DECK], b[UNO_MAX_DECK];
	uno_view va, vb;
	int players = uno_game_players(g);

	assert_int_equal(uno__check_invariants(d), 0);
	int na = uno_game_hand(g, seat, a, UNO_MAX_DECK), nb = uno_game_hand(d, seat, b, UNO_MAX_DECK);
	assert_int_equal(na, nb);
	assert_memory_equal(a, b, (size_t)na * sizeof a[0]);
	for (int p = 0; p < players; p++) {
		assert_int_equal(uno_game_hand_size(g, p), uno_game_hand_size(d, p));
		assert_int_equal(uno_game_score(g, p), uno_game_score(d, p));
		assert_int_equal(uno_game_seat_status(g, p), uno_game_seat_status(d, p));
		assert_int_equal(uno_game_team(g, p), uno_game_team(d, p));
		assert_int_equal(uno_game_uno_called(g, p), uno_game_uno_called(d, p));
	}
	assert_int_equal(uno_game_draw_pile_size(g), uno_game_draw_pile_size(d));
	assert_int_equal(uno_game_phase(g), uno_game_phase(d));
	assert_int_equal(uno_game_current_player(g), uno_game_current_player(d));
	assert_int_equal(uno_game_direction(g), uno_game_direction(d));
	assert_int_equal(uno_game_current_color(g), uno_game_current_color(d));
	assert_int_equal(uno_game_pending_draw(g), uno_game_pending_draw(d));
	assert_int_equal(uno_game_gives_left(g), uno_game_gives_left(d));
	assert_int_equal(uno_game_round(g), uno_game_round(d));
	assert_int_equal(uno_game_dealer(g), uno_game_dealer(d));
	assert_int_equal(g->s.exposed, d->s.exposed);
	na = uno_game_turned(g, a, UNO_MAX_DECK);
	nb = uno_game_turned(d, b, UNO_MAX_DECK);
	assert_int_equal(na, nb);
	assert_memory_equal(a, b, (size_t)na * sizeof a[0]);
	view_of(g, seat, &va);
	view_of(d, seat, &vb);
	assert_int_equal(va.discard_count, vb.discard_count);
	assert_memory_equal(va.discard, vb.discard, va.discard_count * sizeof va.discard[0]);
	assert_true(same_card(va.top, vb.top));

	/* G-10, one oracle: in the resampled world every listed move of every
	 * seat is accepted. */
	for (int p = 0; p < players; p++) {
		uno_move md[UNO_MAX_MOVES];
		int nd = uno_game_legal_moves(d, p, md, UNO_MAX_MOVES);
		for (int i = 0; i < nd; i++) {
			int why = -1;
			if (uno_game_check_move(d, p, &md[i], &why) != UNO_OK) {
				char t[32] = "?";
				uno_move_format(&md[i], t, sizeof t);
				fail_msg("determinized for seat %d: seat %d's listed %s is refused (%s)",
					 seat, p, t, uno_reason_message(why));
			}
		}
	}

	/* The decision pending stays answerable as it was: G-3, a DRAWN card
	 * is still held (and the same); TM-4, a must-play seat can play. */
	if (uno_game_phase(g) == UNO_PHASE_DRAWN) {
		int cur = uno_game_current_player(g);
		assert_int_equal(d->s.drawn_face, g->s.drawn_face);
		assert_true(uno__hand_count(&d->s, cur, d->s.drawn_face) > 0);
		uno_move mg[UNO_MAX_MOVES], md[UNO_MAX_MOVES];
		int ng = uno_game_legal_moves(g, cur, mg, UNO_MAX_MOVES);
		int nd = uno_game_legal_moves(d, cur, md, UNO_MAX_MOVES);
		/* The same moves; only whether a play may carry the UNO call
		 * may differ, where it depends on the rest of a resampled hand
		 * (a Discard All that sheds its color, NM-7). */
		assert_int_equal(strip_calls(mg, ng), strip_calls(md, nd));
		assert_memory_equal(mg, md, (size_t)strip_calls(mg, ng) * sizeof mg[0]);
	}
	if (d->s.must_play) {
		int cur = uno_game_current_player(d);
		uno_move draw = uno_move_init(UNO_MOVE_DRAW);
		int why = 0;
		assert_int_equal(uno_game_check_move(d, cur, &draw, &why), UNO_EILLEGAL);
		assert_int_equal(why, UNO_REASON_MUST_PLAY);
		uno_move md[UNO_MAX_MOVES];
		int nd = uno_game_legal_moves(d, cur, md, UNO_MAX_MOVES), plays = 0;
		for (int i = 0; i < nd; i++)
			plays += md[i].type == UNO_MOVE_PLAY;
		assert_true(plays > 0);
	}
}

/* view.h, determinization: over random games of every variant (house
 * rules mixed in), for a random seat at every few steps, the resampled
 * game keeps every public fact and the seat's hand, conserves cards, keeps
 * a DRAWN card (G-3) and a Team Play answer (TM-4), and plays on soundly;
 * the same seed gives the same game. */
static void test_determinize_keeps_public_facts_G_3_TM_4(void **state)
{
	(void)state;
	long drawn = 0, must = 0;
	for (size_t vi = 0; vi < SP_NVARIANTS; vi++)
		for (int i = 0; i < GAMES; i++) {
			uint64_t rng = t_mix64(0xde7 + vi * 1000 + (uint64_t)i);
			uno_game *g = sp_game(sp_variants[vi], &rng, i % 2 == 1, i % 4 == 0);
			for (int k = 0; k < STEPS; k++) {
				if (k % DET_EVERY == 0 || uno_game_phase(g) == UNO_PHASE_DRAWN ||
				    g->s.must_play) {
					int seat = (int)t_rnd(&rng, (uint32_t)uno_game_players(g));
					uint64_t seed = t_mix64(rng);
					uno_game *d = NULL, *e = NULL;
					assert_int_equal(uno_game_clone(&d, g), UNO_OK);
					sp_keep(d);
					assert_int_equal(uno_game_clone(&e, g), UNO_OK);
					sp_keep(e);
					assert_int_equal(uno_game_determinize(d, seat, seed), UNO_OK);
					assert_int_equal(uno_game_determinize(e, seat, seed), UNO_OK);
					assert_true(uno__state_equal(d, e));
					check_determinized(g, d, seat);
					drawn += uno_game_phase(g) == UNO_PHASE_DRAWN &&
						 uno_game_current_player(g) != seat;
					must += g->s.must_play && uno_game_current_player(g) != seat;
					/* The resampled world plays on. */
					for (int j = 0; j < 20; j++) {
						int s;
						uno_move m;
						if (sp_step(d, &rng, &s, &m) == SP_OVER)
							break;
						assert_int_equal(uno__check_invariants(d), 0);
					}
					sp_drop(e);
					sp_drop(d);
				}
				int seat;
				uno_move m;
				if (sp_step(g, &rng, &seat, &m) == SP_OVER)
					break;
			}
			sp_drop(g);
		}
	/* Both special cases came up with another seat observing. */
	assert_true(drawn > 0);
	assert_true(must > 0);
}

/* view.h: different seeds give different worlds (almost always, when the
 * hidden cards are not all alike), and the generator is reseeded: after a
 * round ends, the next deal of a determinized game differs from the real
 * game's. */
static void test_determinize_seeds_differ_and_generator_reseeded(void **state)
{
	(void)state;
	uint64_t rng = 0x5eed;
	uno_game *g = sp_game("classic", &rng, false, false);
	int differ = 0, tries = 0;
	for (uint64_t seed = 1; seed <= 50; seed++) {
		uno_game *a = NULL, *b = NULL;
		assert_int_equal(uno_game_clone(&a, g), UNO_OK);
		sp_keep(a);
		assert_int_equal(uno_game_clone(&b, g), UNO_OK);
		sp_keep(b);
		assert_int_equal(uno_game_determinize(a, 0, seed), UNO_OK);
		assert_int_equal(uno_game_determinize(b, 0, seed + 1000), UNO_OK);
		tries++;
		differ += !uno__state_equal(a, b);
		/* The generator is not the real game's any more. */
		assert_true(memcmp(a->s.rng, g->s.rng, sizeof a->s.rng) != 0);
		sp_drop(a);
		sp_drop(b);
	}
	assert_int_equal(differ, tries);

	/* Play to the end of the round: the next deal of a resampled copy
	 * (nothing hidden is left to resample but the draw pile) is not the
	 * real one. */
	while (sp_playing(g)) {
		int seat;
		uno_move m;
		sp_step(g, &rng, &seat, &m);
	}
	if (uno_game_phase(g) == UNO_PHASE_ROUND_OVER) {
		uno_game *d = NULL;
		assert_int_equal(uno_game_clone(&d, g), UNO_OK);
		sp_keep(d);
		assert_int_equal(uno_game_determinize(d, 1, 99), UNO_OK);
		assert_int_equal(uno_game_next_round(d), UNO_OK);
		assert_int_equal(uno_game_next_round(g), UNO_OK);
		assert_false(uno__state_equal(d, g));
		sp_drop(d);
	}
	sp_drop(g);
}

/* C-7, view.h: a pending challenge's verdict depends on the offender's
 * hidden hand when it played. For a seat that did not play the card it is
 * drawn from the seed (both verdicts come up over seeds); for the offender
 * itself it is kept (its bluff stays a bluff). */
static void test_determinize_challenge_verdict_from_seed_C_7(void **state)
{
	(void)state;
	uno_game *g = sp_keep(t_game("classic", NULL, 3, -1,
				     (const char *[]){ "W4 R1 G2", "G5 G6 G7", "B1 B8 B9" }, "R9",
				     "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9 Y1 Y2 Y3", false));
	t_apply(g, 0, "W4/B"); /* a bluff: seat 0 holds R1 */
	assert_int_equal(uno_game_phase(g), UNO_PHASE_CHALLENGE);

	for (int observer = 0; observer < 3; observer++) {
		int guilty = 0, innocent = 0;
		for (uint64_t seed = 1; seed <= 40; seed++) {
			uno_game *d = NULL;
			assert_int_equal(uno_game_clone(&d, g), UNO_OK);
			sp_keep(d);
			assert_int_equal(uno_game_determinize(d, observer, seed), UNO_OK);
			t_apply(d, 1, "challenge");
			if (uno_game_hand_size(d, 0) == 6)
				guilty++; /* the offender drew 4 */
			else if (uno_game_hand_size(d, 1) == 9)
				innocent++; /* the challenger drew 6 */
			sp_drop(d);
		}
		assert_int_equal(guilty + innocent, 40);
		if (observer == 0) {
			assert_int_equal(guilty, 40);
		} else {
			assert_true(guilty > 0);
			assert_true(innocent > 0);
		}
	}
	sp_drop(g);
}

/* G-3, H-6: a seat that drew a Wild Draw Four it may play (holding no
 * card of the current color, under strict_wild_draw) owns a DRAWN
 * decision. Resampled by another seat, its hidden cards must leave that
 * card playable: the DRAWN decision offers it, and it is accepted. */
static void test_determinize_keeps_a_drawn_strict_wild_draw_playable_H_6(void **state)
{
	(void)state;
	uno_rules *r = t_rules("classic", UNO_OPT_STRICT_WILD_DRAW, 1, -1);
	uno_game *g = sp_keep(t_game("classic", r, 2, -1, (const char *[]){ "B1 B2", "G1 G2" }, "R5",
				     "W4 R1 R2 R3 R4 R6 R7 R8", false));
	uno_rules_free(r);
	t_apply(g, 0, "draw");
	assert_int_equal(uno_game_phase(g), UNO_PHASE_DRAWN);
	assert_string_equal(t_legal(g, 0), "W4/R W4/Y W4/G W4/B pass");
	for (uint64_t seed = 1; seed <= 30; seed++) {
		uno_game *d = NULL;
		assert_int_equal(uno_game_clone(&d, g), UNO_OK);
		sp_keep(d);
		assert_int_equal(uno_game_determinize(d, 1, seed), UNO_OK);
		check_determinized(g, d, 1);
		t_apply(d, 0, "W4/G");
		sp_drop(d);
	}
	sp_drop(g);
}

/* TM-4: after a Team Play the teammate who can answer must play; every
 * resampling for a seat that cannot see the teammate's hand leaves it a
 * hand it can answer with. */
static void test_determinize_keeps_team_play_answerable_TM_4(void **state)
{
	(void)state;
	uno_game *g = sp_keep(t_game("teams", NULL, 4, -1,
				     (const char *[]){ "TP B1 B2", "G1 G2 G3", "R3 Y4 Y5", "Y6 Y7 Y8" },
				     "G9", "Y1 Y2 Y3 G4 G5 G6 G7 G8 B3 B4 B5 B6", false));
	t_apply(g, 0, "TP/R"); /* seat 2 (the teammate) must play R3 */
	assert_int_equal(uno_game_current_player(g), 2);
	assert_string_equal(t_legal(g, 2), "R3");
	for (int observer = 0; observer < 4; observer++)
		for (uint64_t seed = 1; seed <= 30; seed++) {
			uno_game *d = NULL;
			assert_int_equal(uno_game_clone(&d, g), UNO_OK);
			sp_keep(d);
			assert_int_equal(uno_game_determinize(d, observer, seed), UNO_OK);
			check_determinized(g, d, observer);
			assert_true(d->s.must_play);
			sp_drop(d);
		}
	sp_drop(g);
}

/* G-10: determinizing from a hook is refused (UNO_EBUSY) and changes
 * nothing; a seat out of range or a NULL game is UNO_EINVAL. */
static int determinize_seat_0(uno_game *g)
{
	return uno_game_determinize(g, 0, 1);
}

static void test_determinize_busy_in_hook_and_bad_seat_G_10(void **state)
{
	(void)state;
	uno_game *g = sp_keep(t_game("classic", NULL, 3, -1, (const char *[]){ "R1 R2", "G1 G2", "Y1 Y2" },
				     "R5", "B1 B2 B3", false));
	uno_game *before = NULL;
	struct t_in_hook h = { determinize_seat_0, 0, 0 };

	t_call_in_hook(g, &h);
	assert_int_equal(uno_game_clone(&before, g), UNO_OK);
	sp_keep(before);
	t_apply(before, 0, "R1");
	t_apply(g, 0, "R1");
	assert_true(h.called > 0);
	assert_int_equal(h.rc, UNO_EBUSY);
	assert_true(uno__state_equal(before, g));

	assert_int_equal(uno_game_determinize(g, -1, 1), UNO_EINVAL);
	assert_int_equal(uno_game_determinize(g, 3, 1), UNO_EINVAL);
	assert_int_equal(uno_game_determinize(NULL, 0, 1), UNO_EINVAL);
	assert_true(uno__state_equal(before, g));
	sp_drop(before);
	sp_drop(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_view_equals_queries_over_random_games, sp_teardown),
		cmocka_unit_test_teardown(test_view_never_depends_on_hidden_cards, sp_teardown),
		cmocka_unit_test_teardown(test_view_discard_history_keeps_wild_colors_C_5, sp_teardown),
		cmocka_unit_test_teardown(test_view_discard_history_over_random_games_G_4, sp_teardown),
		cmocka_unit_test_teardown(test_view_top_of_a_colorless_last_wild_G_7, sp_teardown),
		cmocka_unit_test_teardown(test_view_shown_hand_reaches_only_the_challenger_C_7, sp_teardown),
		cmocka_unit_test_teardown(test_view_shown_hand_of_a_guilty_player_C_7, sp_teardown),
		cmocka_unit_test_teardown(test_view_turned_casting_call_cards_CC_2, sp_teardown),
		cmocka_unit_test_teardown(test_view_bad_arguments_G_10, sp_teardown),
		cmocka_unit_test_teardown(test_observation_size_and_capacity, sp_teardown),
		cmocka_unit_test_teardown(test_observation_layout_spot_checks_P_1, sp_teardown),
		cmocka_unit_test_teardown(test_move_index_round_trips_every_index, sp_teardown),
		cmocka_unit_test_teardown(test_rules_move_index_over_no_mercy_games_NM_9, sp_teardown),
		cmocka_unit_test_teardown(test_rules_move_index_by_variant_NM_9, sp_teardown),
		cmocka_unit_test_teardown(test_legal_mask_bad_arguments_G_10, sp_teardown),
		cmocka_unit_test_teardown(test_determinize_keeps_public_facts_G_3_TM_4, sp_teardown),
		cmocka_unit_test_teardown(test_determinize_seeds_differ_and_generator_reseeded, sp_teardown),
		cmocka_unit_test_teardown(test_determinize_challenge_verdict_from_seed_C_7, sp_teardown),
		cmocka_unit_test_teardown(test_determinize_keeps_a_drawn_strict_wild_draw_playable_H_6, sp_teardown),
		cmocka_unit_test_teardown(test_determinize_keeps_team_play_answerable_TM_4, sp_teardown),
		cmocka_unit_test_teardown(test_determinize_busy_in_hook_and_bad_seat_G_10, sp_teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
