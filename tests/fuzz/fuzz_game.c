/*
 * Checks shared by the fuzz targets that hold a game; see fuzz_game.h.
 * SPDX-License-Identifier: MIT
 */
#include <string.h>

#include "fuzz.h"
#include "fuzz_game.h"
#include "uno_internal.h"

static void check_card_shown(uno_card c)
{
	FUZZ_CHECK(uno_card_valid(c) == UNO_OK);
}

/* A seat's legal moves: sorted (hence unique), accepted by the oracle,
 * and each one formats and parses back. */
static int check_legal(const uno_game *g, int seat, uno_move *list)
{
	int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);

	FUZZ_CHECK(n >= 0 && n <= UNO_MAX_MOVES);
	/* Count-then-fill: the count alone is the same. */
	FUZZ_CHECK(uno_game_legal_moves(g, seat, NULL, 0) == n);
	for (int i = 0; i < n; i++) {
		int reason = -1;
		char text[32];
		uno_move back;

		if (i > 0)
			FUZZ_CHECK(uno_move_compare(&list[i - 1], &list[i]) < 0);
		FUZZ_CHECK(uno_game_check_move(g, seat, &list[i], &reason) == UNO_OK);
		FUZZ_CHECK(reason == UNO_REASON_OK);
		/* In the game's own notation (No Mercy's kinds have no other). */
		const uno_rules *r = uno_game_rules(g);
		int len = uno_rules_move_format(r, &list[i], text, sizeof text);
		FUZZ_CHECK(len > 0 && len < (int)sizeof text);
		FUZZ_CHECK(uno_rules_move_parse(r, text, (size_t)len, &back) == UNO_OK);
		FUZZ_CHECK(memcmp(&back, &list[i], sizeof back) == 0);
	}
	return n;
}

static int same_card(uno_card a, uno_card b)
{
	return a.kind == b.kind && a.color == b.color;
}

/* A seat's view (view.h) agrees with the queries, and holds no other
 * seat's cards; the observation has its size; the legal-move mask marks
 * exactly the listed moves, each of which has an index that maps back. */
static void check_view(const uno_game *g, int seat, const uno_move *list, int n)
{
	uno_view v;
	uno_card cards[UNO_MAX_DECK];
	uint8_t mask[UNO_MOVE_INDEX_MAX + 1];
	const uno_rules *rules = uno_game_rules(g);
	int nidx = uno_rules_move_index_count(rules);
	int players = uno_game_players(g);
	int over = uno_game_phase(g) >= UNO_PHASE_ROUND_OVER &&
		   uno_game_phase(g) <= UNO_PHASE_MATCH_OVER;

	memset(&v, 0xa5, sizeof v);
	v.size = sizeof v;
	FUZZ_CHECK(uno_game_view(g, seat, &v) == UNO_OK);
	FUZZ_CHECK(v.size == sizeof v && v.seat == seat && v.players == players);
	FUZZ_CHECK(v.current == (over ? -1 : uno_game_current_player(g)));
	FUZZ_CHECK(v.phase == uno_game_phase(g) && v.direction == uno_game_direction(g));
	FUZZ_CHECK(v.color == uno_game_current_color(g) && v.dealer == uno_game_dealer(g));
	FUZZ_CHECK(v.exposed >= -1 && v.exposed < players);
	FUZZ_CHECK(uno_game_top_card(g, &cards[0]) == UNO_OK && same_card(v.top, cards[0]));
	FUZZ_CHECK(v.draw_pile == uno_game_draw_pile_size(g));
	FUZZ_CHECK(v.pending_draw == uno_game_pending_draw(g));
	FUZZ_CHECK(v.round == uno_game_round(g));
	FUZZ_CHECK(v.round_winner == (over ? uno_game_round_winner(g) : -1));
	int mw = uno_game_match_winner(g);
	FUZZ_CHECK(v.match_winner == (mw >= 0 ? mw : -1));
	FUZZ_CHECK(v.shown_by >= -1 && v.shown_by < players && v.shown_by != seat);
	for (int p = 0; p < players; p++) {
		FUZZ_CHECK(v.hand_size[p] == uno_game_hand_size(g, p));
		FUZZ_CHECK(v.seat_status[p] == uno_game_seat_status(g, p));
		FUZZ_CHECK(v.team[p] == uno_game_team(g, p));
		FUZZ_CHECK(v.called[p] == uno_game_uno_called(g, p));
		FUZZ_CHECK(v.score[p] == uno_game_score(g, p));
	}
	int k = uno_game_hand(g, seat, cards, UNO_MAX_DECK);
	FUZZ_CHECK(v.hand_count == k);
	for (int i = 0; i < k; i++)
		FUZZ_CHECK(same_card(v.hand[i], cards[i]));
	FUZZ_CHECK(v.discard_count == uno_game_discard_pile_size(g));
	FUZZ_CHECK(same_card(v.discard[v.discard_count - 1], v.top));
	for (int i = 0; i < v.discard_count; i++)
		check_card_shown(v.discard[i]);
	FUZZ_CHECK(v.shown_count == 0 || v.shown_by >= 0);
	k = uno_game_turned(g, cards, UNO_MAX_DECK);
	FUZZ_CHECK(v.turned_count == k);
	for (int i = 0; i < k; i++)
		FUZZ_CHECK(same_card(v.turned[i], cards[i]));
	FUZZ_CHECK(v.side == uno_game_side(g) && v.reserved1[0] == 0 && v.reserved1[1] == 0);

	/* The observation: its size; a short buffer is left alone. */
	int32_t obs[2048];
	int size = uno_observation_size(uno_game_rules(g));
	FUZZ_CHECK(size > 0 && size <= (int)(sizeof obs / sizeof obs[0]));
	obs[0] = 0x5a5a;
	FUZZ_CHECK(uno_game_observation(g, seat, obs, (size_t)size - 1) == size);
	FUZZ_CHECK(obs[0] == 0x5a5a);
	FUZZ_CHECK(uno_game_observation(g, seat, obs, (size_t)size) == size);

	/* The mask marks exactly the listed moves. */
	memset(mask, 0xa5, sizeof mask);
	FUZZ_CHECK(nidx == UNO_MOVE_INDEX_COUNT || nidx == UNO_MOVE_INDEX_MAX);
	FUZZ_CHECK(uno_game_legal_mask(g, seat, mask, (size_t)nidx - 1) == UNO_EINVAL);
	FUZZ_CHECK(uno_game_legal_mask(g, seat, mask, (size_t)nidx) == n);
	FUZZ_CHECK(mask[nidx] == 0xa5);
	int marked = 0;
	for (int i = 0; i < nidx; i++) {
		FUZZ_CHECK(mask[i] == 0 || mask[i] == 1);
		marked += mask[i];
	}
	FUZZ_CHECK(marked == n);
	/* The decision of the seat to decide says the same in bits. */
	uno_decision d = { .size = sizeof d };
	FUZZ_CHECK(uno_game_decision(g, &d) == UNO_OK);
	FUZZ_CHECK(d.phase == uno_game_phase(g));
	if (d.seat == seat) {
		FUZZ_CHECK(d.count == n);
		for (int i = 0; i < nidx; i++)
			FUZZ_CHECK((int)((d.mask[i / 64] >> (i % 64)) & 1) == mask[i]);
	}
	for (int i = 0; i < n; i++) {
		uno_move back;
		int idx = uno_rules_move_index(rules, &list[i]);
		FUZZ_CHECK(idx >= 0 && idx < nidx);
		FUZZ_CHECK(mask[idx] == 1);
		FUZZ_CHECK(uno_rules_move_from_index(rules, idx, &back) == UNO_OK);
		FUZZ_CHECK(memcmp(&back, &list[i], sizeof back) == 0);
	}
}

size_t fuzz_reseal(const uint8_t *data, size_t size, uint8_t *out)
{
	if (size < 15 || size > UNO_SAVE_MAX || memcmp(data, "UNO\x1a\x02", 5) != 0)
		return 0;
	memcpy(out, data, size);
	for (int i = 0; i < 4; i++)
		out[7 + i] = (uint8_t)(size >> (8 * i));
	uint32_t crc = uno__crc32c(0, out, size - 4);
	for (int i = 0; i < 4; i++)
		out[size - 4 + (size_t)i] = (uint8_t)(crc >> (8 * i));
	return memcmp(out, data, size) != 0 ? size : 0;
}

int fuzz_count_cards(const uno_game *g)
{
	int total = uno_game_draw_pile_size(g) + uno_game_discard_pile_size(g) +
		    uno_game_turned(g, NULL, 0);

	for (int s = 0; s < uno_game_players(g); s++)
		total += uno_game_hand_size(g, s);
	return total;
}

void fuzz_check_save(const uno_game *g)
{
	uint8_t buf[UNO_SAVE_MAX], again[UNO_SAVE_MAX];
	uno_game *loaded = NULL;

	int n = uno_game_save(g, buf, sizeof buf);
	FUZZ_CHECK(n > 0 && n <= UNO_SAVE_MAX);
	FUZZ_CHECK(uno_game_load(&loaded, buf, (size_t)n, NULL, NULL) == UNO_OK);
	FUZZ_CHECK(loaded != NULL);
	FUZZ_CHECK(uno__state_equal(loaded, g));
	FUZZ_CHECK(uno_game_save(loaded, again, sizeof again) == n);
	FUZZ_CHECK(memcmp(buf, again, (size_t)n) == 0);
	uno_game_free(loaded);
}

void fuzz_check_save_edges(const uno_game *g)
{
	uint8_t buf[UNO_SAVE_MAX + 1];
	uno_game *bad = NULL;

	int n = uno_game_save(g, NULL, 0);
	FUZZ_CHECK(n > 0 && n <= UNO_SAVE_MAX);
	/* Too small a buffer: the size, and no half-written save in it. */
	memset(buf, 0xa5, sizeof buf);
	FUZZ_CHECK(uno_game_save(g, buf, (size_t)n - 1) == n);
	int zeroed = 1, untouched = 1;
	for (int i = 0; i < n - 1; i++) {
		zeroed &= buf[i] == 0;
		untouched &= buf[i] == 0xa5;
	}
	FUZZ_CHECK(zeroed || untouched);
	FUZZ_CHECK(buf[n - 1] == 0xa5);

	/* Truncated, or with a byte too many: not a saved game. */
	FUZZ_CHECK(uno_game_save(g, buf, sizeof buf) == n);
	FUZZ_CHECK(uno_game_load(&bad, buf, (size_t)n - 1, NULL, NULL) == UNO_EFORMAT);
	FUZZ_CHECK(bad == NULL);
	buf[n] = 0;
	FUZZ_CHECK(uno_game_load(&bad, buf, (size_t)n + 1, NULL, NULL) == UNO_EFORMAT);
	FUZZ_CHECK(bad == NULL);
}

void fuzz_check_game(const uno_game *g, int cards)
{
	uno_card hand[UNO_MAX_DECK];
	uno_move list[UNO_MAX_MOVES];
	int players = uno_game_players(g);

	FUZZ_CHECK(uno__check_invariants(g) == 0);
	FUZZ_CHECK(players >= 2 && players <= UNO_MAX_PLAYERS);
	int phase = uno_game_phase(g);
	FUZZ_CHECK(phase >= UNO_PHASE_PLAY && phase <= UNO_PHASE_MORE);
	int over = phase == UNO_PHASE_ROUND_OVER || phase == UNO_PHASE_MATCH_OVER;
	int cur = uno_game_current_player(g);

	/* Every card once: hands, piles, cards turned by a Casting Call. */
	int total = 0;
	for (int s = 0; s < players; s++) {
		int n = uno_game_hand(g, s, hand, UNO_MAX_DECK);
		FUZZ_CHECK(n >= 0 && n <= UNO_MAX_DECK);
		FUZZ_CHECK(n == uno_game_hand_size(g, s));
		for (int i = 0; i < n; i++) {
			check_card_shown(hand[i]);
			/* In hand, a wild has no color. */
			FUZZ_CHECK(!uno_kind_is_wild(hand[i].kind) ||
				   hand[i].color == UNO_NO_COLOR);
			/* Sorted by kind, then color. */
			if (i > 0)
				FUZZ_CHECK(hand[i - 1].kind < hand[i].kind ||
					   (hand[i - 1].kind == hand[i].kind &&
					    hand[i - 1].color <= hand[i].color));
		}
		total += n;
		int st = uno_game_seat_status(g, s);
		FUZZ_CHECK(st >= UNO_SEAT_IN && st <= UNO_SEAT_KNOCKED_OUT);
		/* Out of the game (TM-7) or eliminated (E-1): no cards while
		 * the round is played (a seat eliminated at the end of a
		 * round keeps the hand it was scored on until the next); a
		 * seat knocked out at the hand limit keeps its cards (H-11). */
		FUZZ_CHECK(st == UNO_SEAT_IN || st == UNO_SEAT_KNOCKED_OUT || n == 0 || over);
		int team = uno_game_team(g, s);
		FUZZ_CHECK(team >= 0 && team < players);
		FUZZ_CHECK(uno_game_score(g, s) >= 0);
		int called = uno_game_uno_called(g, s);
		FUZZ_CHECK(called == 0 || (called == 1 && n == 1));
	}
	int draw = uno_game_draw_pile_size(g), discard = uno_game_discard_pile_size(g);
	int turned = uno_game_turned(g, hand, UNO_MAX_DECK);
	FUZZ_CHECK(draw >= 0 && discard >= 1 && turned >= 0);
	if (phase != UNO_PHASE_CAST)
		FUZZ_CHECK(turned == 0);
	for (int i = 0; i < turned; i++)
		check_card_shown(hand[i]);
	FUZZ_CHECK(total + draw + discard + turned == cards);

	uno_card top;
	FUZZ_CHECK(uno_game_top_card(g, &top) == UNO_OK);
	check_card_shown(top);
	int color = uno_game_current_color(g);
	FUZZ_CHECK(color >= UNO_RED && color <= UNO_NO_COLOR);
	/* G-1: a colored top card sets the color. */
	if (!uno_kind_is_wild(top.kind) && !over)
		FUZZ_CHECK(color == top.color);
	/* A challenge or a stack is about the draw card on top (C-7, H-1),
	 * or the Skip or Reverse that deflected it (H-9). */
	int deflect = 0;
	uno_rules_get(uno_game_rules(g), UNO_OPT_DEFLECT, &deflect);
	if (phase == UNO_PHASE_CHALLENGE || phase == UNO_PHASE_STACK) {
		/* Read in the game's own table: a kind's number means what
		 * its variant says (No Mercy's wilds are on 16-19). */
		const struct uno__kind_rule *r = &g->s.rules.v->kind[top.kind];
		FUZZ_CHECK(uno__draws(r) ||
			   (phase == UNO_PHASE_STACK && deflect &&
			    (r->flags & (UNO__K_SKIP | UNO__K_REVERSE))));
	}
	FUZZ_CHECK(uno_game_direction(g) == 1 || uno_game_direction(g) == -1);
	FUZZ_CHECK(uno_game_dealer(g) >= 0 && uno_game_dealer(g) < players);
	FUZZ_CHECK(uno_game_round(g) >= 1);
	FUZZ_CHECK(uno_game_pending_draw(g) >= 0);
	/* A draw card stacked without its color keeps the total pending
	 * while its player names the color (H-1). */
	if (phase != UNO_PHASE_CHALLENGE && phase != UNO_PHASE_STACK && phase != UNO_PHASE_COLOR)
		FUZZ_CHECK(uno_game_pending_draw(g) == 0);
	FUZZ_CHECK(uno_game_gives_left(g) >= 0);
	if (phase != UNO_PHASE_HANDOFF)
		FUZZ_CHECK(uno_game_gives_left(g) == 0);
	else
		FUZZ_CHECK(uno_game_gives_left(g) > 0);

	if (over) {
		FUZZ_CHECK(cur == UNO_ESTATE);
		int w = uno_game_round_winner(g);
		FUZZ_CHECK(w >= 0 && w < players);
		int mw = uno_game_match_winner(g);
		if (phase == UNO_PHASE_MATCH_OVER)
			FUZZ_CHECK(mw >= 0 && mw < players);
		else
			FUZZ_CHECK(mw == UNO_ESTATE);
	} else {
		FUZZ_CHECK(cur >= 0 && cur < players);
		FUZZ_CHECK(uno_game_seat_status(g, cur) == UNO_SEAT_IN);
		FUZZ_CHECK(uno_game_round_winner(g) == UNO_ESTATE);
		FUZZ_CHECK(uno_game_match_winner(g) == UNO_ESTATE);
	}

	/* Legal moves of every seat; the seat to decide always has one (G-3),
	 * nobody has one after the round. */
	for (int s = 0; s < players; s++) {
		int n = check_legal(g, s, list);
		if (over)
			FUZZ_CHECK(n == 0);
		else if (s == cur)
			FUZZ_CHECK(n > 0);
		check_view(g, s, list, n);
	}

	/* A clone is equal (DESIGN.md principle 7). */
	uno_game *c = NULL;
	FUZZ_CHECK(uno_game_clone(&c, g) == UNO_OK && c);
	FUZZ_CHECK(uno__state_equal(c, g));
	uno_game_free(c);

	fuzz_check_save(g);
}

static int status_ok(int rc)
{
	return rc == UNO_OK || rc == UNO_EINVAL || rc == UNO_EILLEGAL || rc == UNO_ETURN;
}

static int is_colorless_wild_play(const uno_move *m)
{
	return m->type == UNO_MOVE_PLAY && uno_kind_is_wild(m->card.kind) &&
	       m->color == UNO_NO_COLOR;
}

/* Is m among list[0..n)? A colorless wild play counts as listed when it is,
 * or when the same play naming red is (every color is listed, or none); a
 * play of a wild the next player names (NM-9) is listed without a color,
 * and a color given with it is not used (doc/variant-format.md). */
static int listed(const uno_game *g, const uno_move *m, const uno_move *list, int n)
{
	uno_move alike = *m; /* the form the list would hold it in */

	if (is_colorless_wild_play(m))
		alike.color = UNO_RED;
	if (m->type == UNO_MOVE_PLAY && uno__table_kind(g->s.rules.v, m->card.kind) &&
	    uno__kind_colorless(g->s.rules.v, m->card.kind))
		alike.color = UNO_NO_COLOR;
	for (int i = 0; i < n; i++)
		if (memcmp(&list[i], m, sizeof *m) == 0 ||
		    memcmp(&list[i], &alike, sizeof alike) == 0)
			return 1;
	return 0;
}

int fuzz_attempt(uno_game *g, int seat, const uno_move *m, int hooks_decide)
{
	uno_move list[UNO_MAX_MOVES];
	uno_game *before = NULL;
	int players = uno_game_players(g);
	int reason = -1;
	int n = -1;

	int rc_check = uno_game_check_move(g, seat, m, &reason);
	FUZZ_CHECK(status_ok(rc_check));
	/* Referee mode: a play the rules refuse may stand as a misplay,
	 * accepted with the rule it breaks; never listed. */
	int rules_on = 0;
	uno_rules_get(uno_game_rules(g), UNO_OPT_REFEREE, &rules_on);
	int misplay = rc_check == UNO_OK && reason != UNO_REASON_OK;
	if (misplay)
		FUZZ_CHECK(rules_on && m->type == UNO_MOVE_PLAY &&
			   seat == uno_game_current_player(g) &&
			   (reason == UNO_REASON_NO_MATCH ||
			    reason == UNO_REASON_WILD_DRAW_RESTRICTED ||
			    reason == UNO_REASON_ONLY_DRAWN_CARD));
	else
		FUZZ_CHECK((rc_check == UNO_OK) == (reason == UNO_REASON_OK));
	FUZZ_CHECK(reason >= UNO_REASON_OK && reason < UNO_REASON_COUNT);
	if (rc_check == UNO_ETURN)
		FUZZ_CHECK(reason == UNO_REASON_NOT_YOUR_TURN);
	if (rc_check == UNO_EINVAL && seat >= 0 && seat < players)
		FUZZ_CHECK(reason == UNO_REASON_MALFORMED);
	if (reason == UNO_REASON_MALFORMED)
		FUZZ_CHECK(rc_check == UNO_EINVAL);
	if (seat >= 0 && seat < players)
		n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
	FUZZ_CHECK(uno_game_clone(&before, g) == UNO_OK);
	/* The same move by its index, on a twin (a clone has no hooks, so
	 * only when no hook answers or names cards): the same status and the
	 * same game (view.h, uno_game_apply_index()). */
	uno_game *twin = NULL;
	int index = uno_rules_move_index(uno_game_rules(g), m);
	if (index < 0)
		index = uno_move_index(m); /* a kind the variant lacks: refused both ways */
	if (index >= 0 && !hooks_decide && !g->hooks.draw)
		FUZZ_CHECK(uno_game_clone(&twin, g) == UNO_OK);

	int rc = uno_game_apply(g, seat, m);
	FUZZ_CHECK(rc == rc_check);
	if (twin) {
		FUZZ_CHECK(uno_game_apply_index(twin, seat, index) == rc);
		FUZZ_CHECK(uno__state_equal(twin, g));
		uno_game_free(twin);
	}
	/* The referee's penalty is a host's move: never listed. */
	if (n >= 0 && !misplay && m->type != UNO_MOVE_PENALTY)
		FUZZ_CHECK(listed(g, m, list, n) == (rc == UNO_OK));
	if (misplay) {
		FUZZ_CHECK(!listed(g, m, list, n));
		FUZZ_CHECK(uno_game_misplay(g, NULL) == seat);
	}
	if (rc == UNO_OK) {
		/* A hook whose answer was ignored may leave a message saying
		 * why; without one, success clears the message. */
		if (!hooks_decide)
			FUZZ_CHECK(uno_game_errmsg(g)[0] == '\0');
	} else {
		/* G-10: refused means nothing changed, and a message says why. */
		FUZZ_CHECK(uno__state_equal(before, g));
		FUZZ_CHECK(uno_game_errmsg(g)[0] != '\0');
	}
	uno_game_free(before);
	return rc;
}

static uint64_t next(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

static unsigned below(uint64_t *s, unsigned n)
{
	return (unsigned)(next(s) % n);
}

/* See fuzz_game.h. */
void fuzz_apply_each_legal_move(const uno_game *g, int cards)
{
	uno_move list[UNO_MAX_MOVES];
	int players = uno_game_players(g);

	for (int s = 0; s < players; s++) {
		int n = uno_game_legal_moves(g, s, list, UNO_MAX_MOVES);
		FUZZ_CHECK(n >= 0 && n <= UNO_MAX_MOVES);
		for (int i = 0; i < n; i++) {
			uno_game *c = NULL;
			FUZZ_CHECK(uno_game_clone(&c, g) == UNO_OK);
			FUZZ_CHECK(fuzz_attempt(c, s, &list[i], 0) == UNO_OK);
			/* The lighter checks: there are many of these. */
			FUZZ_CHECK(uno__check_invariants(c) == 0);
			FUZZ_CHECK(fuzz_count_cards(c) == cards);
			fuzz_check_save(c);
			uno_game_free(c);
		}
	}
}

/* A move made of random fields: well formed or not, mostly illegal. */
static uno_move random_move(uint64_t *rng, int players)
{
	uint64_t r = next(rng);
	uno_move m = uno_move_init((int)(1 + r % UNO_MOVE_MISPLAY));

	r >>= 8;
	switch (m.type) {
	case UNO_MOVE_PLAY:
	case UNO_MOVE_GIVE:
		m.card.kind = (uint8_t)(r % UNO__KINDS); /* kinds 20-31 only where declared */
		m.card.color = uno_kind_is_wild(m.card.kind) ? UNO_NO_COLOR
							      : (uint8_t)((r >> 8) % 4);
		if (m.type == UNO_MOVE_PLAY && uno_kind_is_wild(m.card.kind))
			m.color = (uint8_t)((r >> 16) % 5);
		break;
	case UNO_MOVE_CATCH:
	case UNO_MOVE_SWAP:
	case UNO_MOVE_CAST:
	case UNO_MOVE_MISPLAY:
		m.target = (int8_t)(r % (unsigned)players);
		break;
	case UNO_MOVE_PENALTY: /* now and then a card suggestion or talk */
		m.target = (int8_t)(r % (unsigned)players);
		m.count = (uint8_t)(1 + (r >> 8) % 4);
		m.reason = (uint8_t)((r >> 12) % 3);
		break;
	case UNO_MOVE_COLOR:
		m.color = (uint8_t)(r % 4);
		break;
	default:
		break;
	}
	if ((r >> 24) % 16 == 0) /* now and then, garbage in any field */
		memcpy(&m, &r, sizeof m < sizeof r ? sizeof m : sizeof r);
	return m;
}

/* See fuzz_game.h. */
void fuzz_play_on(uno_game *g, int cards, uint64_t rng, int moves)
{
	uno_move list[UNO_MAX_MOVES];
	int players = uno_game_players(g);

	for (int k = 0; k < moves; k++) {
		int phase = uno_game_phase(g);
		if (phase == UNO_PHASE_MATCH_OVER)
			return;
		if (phase == UNO_PHASE_ROUND_OVER) {
			int round = uno_game_round(g);
			FUZZ_CHECK(uno_game_next_round(g) == UNO_OK);
			FUZZ_CHECK(uno_game_round(g) == round + 1);
			/* A new round is dealt from every card of the game. */
			FUZZ_CHECK(fuzz_count_cards(g) == cards);
			fuzz_check_game(g, cards);
			continue;
		}
		FUZZ_CHECK(uno_game_next_round(g) == UNO_ESTATE);

		uno_move m = random_move(&rng, players);
		int seat = (int)below(&rng, (unsigned)players);
		if (fuzz_attempt(g, seat, &m, 0) == UNO_OK) {
			/* Made up, and legal all the same: it may end the round. */
			fuzz_check_game(g, cards);
			continue;
		}

		int cur = uno_game_current_player(g);
		FUZZ_CHECK(cur >= 0 && cur < players);
		if (below(&rng, 5) == 0)
			seat = (int)below(&rng, (unsigned)players);
		else
			seat = cur;
		int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
		if (n <= 0) {
			FUZZ_CHECK(seat != cur);
			continue;
		}
		m = list[below(&rng, (unsigned)n)];
		/* Now and then a wild without its color: a COLOR decision. */
		if (m.type == UNO_MOVE_PLAY && uno_kind_is_wild(m.card.kind) && below(&rng, 4) == 0)
			m.color = UNO_NO_COLOR;
		FUZZ_CHECK(fuzz_attempt(g, seat, &m, 0) == UNO_OK);
		fuzz_check_game(g, cards);
	}
}
