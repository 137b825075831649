/*
 * Random-playout conformance test for Classic (DESIGN.md, "a random-playout
 * conformance test for every variant"): ten thousand seeded games over every
 * player count and a mix of options, checking after every move what must
 * hold whatever the players do.
 *
 * Rule ids guarded here:
 *   C-1   every one of the 108 cards is always somewhere, exactly once;
 *   G-3   the player to decide always has a legal move (draw, or play/pass
 *         after a draw);
 *   G-4   a round always ends: reshuffles, "pass" when nothing can be drawn
 *         and blocked rounds keep play from looping (move cap per round;
 *         one game in ten is played by hoarders so that rounds do block);
 *         a blocked round goes to the fewest card points, ties to the
 *         first such seat after the last one that played;
 *   G-5   each new round's dealer is left of the previous one;
 *   G-6   seats other than the one to decide may only call UNO or catch;
 *   G-7, G-8  the round's winner went out (or won a blocked round) and
 *         scores the points left in the other hands;
 *   G-8, G-9  a match always ends, and its winner is the one the scoring
 *         rule names;
 *   G-10  one legality oracle: every listed move is accepted by
 *         uno_game_check_move(), and refused moves (garbage, cards not held,
 *         wrong seat) are refused by check and apply alike and change
 *         nothing;
 *   C-3, C-6, C-7 are exercised through the options mixed in (first-card
 *         Wild returned, strict Wild Draw Four, challenger skipped,
 *         challenge penalty).
 * Clone equality and determinism (DESIGN.md principles 6 and 7) are checked
 * on the way.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <string.h>

#include "uno_internal.h"

/* The sizes of the run. Should it ever get too slow, sample the costly
 * checks (one step in N) rather than play fewer games. The whole run takes
 * about 2 s in a debugoptimized build, 11 s under ASan/UBSan. */
#define GAMES 10000
#define FULL_MATCH_EVERY 50      /* these games play the whole match */
#define FULL_MATCH_TARGET 100    /* ... to a lowered target score */
#define MOVE_CAP 5000            /* moves in one round before we call it a loop */
#define ROUND_CAP 1000           /* rounds in one match, likewise */
#define CLONE_APPLY_EVERY 1      /* apply the move to the clone too */
#define REFUSE_EVERY 1           /* try a refused move */
#define ALL_SEATS_EVERY 4        /* list and check every seat's moves */
#define CLASSIC_CARDS 108


/* What the run went through, to prove the interesting paths were taken. */
struct stats {
	long games, rounds, matches, steps;
	long refused, refused_turn, refused_other;
	long clone_applied;
	long applied[16];          /* by move type */
	long other_seat;           /* uno/catch made by a seat not deciding */
	long colorless_wilds;
	long phase[6];
	long events[UNO_EV_MATCH_END + 1];
	long blocked;
};
static struct stats st;

/* The distinct cards of the Classic deck, for plays of cards not held. */
static uno_card faces[64];
static int nfaces;

/* Per game, for the event hook: who played last, and what the round and
 * match ends named. */
struct watch {
	int last_player;
	int round_end_seat, match_end_seat;
};

static int hand_points(const uno_game *g, int seat)
{
	uno_card hand[UNO_MAX_DECK];
	int n = uno_game_hand(g, seat, hand, UNO_MAX_DECK);
	int sum = 0;

	assert_true(n >= 0);
	for (int i = 0; i < n; i++)
		sum += uno_rules_points(uno_game_rules(g), hand[i].kind);
	return sum;
}

/* G-4, G-7, G-8: a round end names the right seat and score. A seat that
 * went out holds nothing; a blocked round goes to the fewest card points,
 * ties to the first such seat in the direction of play after the last
 * seat that played. With standard scoring the value is the points left in
 * the other hands. */
static void check_round_end(const uno_game *g, const uno_event *ev, const struct watch *w)
{
	int players = uno_game_players(g);
	int lowest = 0;
	int others = 0;

	assert_int_equal(uno_rules_get(uno_game_rules(g), UNO_OPT_LOWEST_SCORE_WINS, &lowest),
			 UNO_OK);
	assert_true(ev->seat >= 0 && ev->seat < players);
	for (int s = 0; s < players; s++)
		if (s != ev->seat)
			others += hand_points(g, s);
	if (!lowest)
		assert_int_equal(ev->value, others);
	if (ev->reason == 0) {
		assert_int_equal(uno_game_hand_size(g, ev->seat), 0);
		return;
	}
	assert_int_equal(ev->reason, 1);
	int mine = hand_points(g, ev->seat);
	for (int s = 0; s < players; s++)
		assert_true(mine <= hand_points(g, s));
	if (w->last_player >= 0) {
		int dir = uno_game_direction(g);
		for (int k = 1; k <= players; k++) {
			int s = ((w->last_player + k * dir) % players + players) % players;
			if (hand_points(g, s) == mine) {
				assert_int_equal(s, ev->seat);
				break;
			}
		}
	}
}

static void on_event(const uno_game *g, const uno_event *ev, void *user)
{
	struct watch *w = user;

	if (ev->type <= UNO_EV_MATCH_END)
		st.events[ev->type]++;
	switch (ev->type) {
	case UNO_EV_ROUND_START:
		w->last_player = -1;
		break;
	case UNO_EV_PLAY:
		w->last_player = ev->seat;
		break;
	case UNO_EV_ROUND_END:
		check_round_end(g, ev, w);
		w->round_end_seat = ev->seat;
		if (ev->reason == 1)
			st.blocked++;
		break;
	case UNO_EV_MATCH_END:
		w->match_end_seat = ev->seat;
		break;
	default:
		break;
	}
}

static void load_faces(void)
{
	const uno_rules *classic;
	uno_card deck[UNO_MAX_DECK];

	if (nfaces)
		return;
	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	/* C-1: the deck the whole test counts against. */
	assert_int_equal(uno_rules_deck(classic, deck, UNO_MAX_DECK), CLASSIC_CARDS);
	for (int i = 0; i < CLASSIC_CARDS; i++) {
		int seen = 0;
		for (int j = 0; j < nfaces; j++)
			if (faces[j].kind == deck[i].kind && faces[j].color == deck[i].color)
				seen = 1;
		if (!seen)
			faces[nfaces++] = deck[i];
	}
	/* 4 colors x 13 kinds, plus Wild and Wild Draw Four. */
	assert_int_equal(nfaces, 54);
}

/* C-1, G-5 and the phase/seat contract: what holds in every state. */
static void check_state(const uno_game *g, int players)
{
	int sum = uno_game_draw_pile_size(g) + uno_game_discard_pile_size(g);

	assert_int_equal(uno__check_invariants(g), 0);
	for (int s = 0; s < players; s++) {
		int h = uno_game_hand_size(g, s);
		assert_true(h >= 0);
		sum += h;
	}
	assert_int_equal(sum, CLASSIC_CARDS);

	int phase = uno_game_phase(g);
	assert_true(phase >= UNO_PHASE_PLAY && phase <= UNO_PHASE_MATCH_OVER);
	if (phase >= UNO_PHASE_ROUND_OVER) {
		assert_int_equal(uno_game_current_player(g), UNO_ESTATE);
		int w = uno_game_round_winner(g);
		assert_true(w >= 0 && w < players);
		if (phase == UNO_PHASE_ROUND_OVER)
			assert_int_equal(uno_game_match_winner(g), UNO_ESTATE);
	} else {
		int cur = uno_game_current_player(g);
		assert_true(cur >= 0 && cur < players);
		assert_int_equal(uno_game_round_winner(g), UNO_ESTATE);
		assert_int_equal(uno_game_match_winner(g), UNO_ESTATE);
	}
}

/* G-10, G-6: a listed move set is sorted and unique; a seat that does not
 * own the decision is offered only UNO calls and catches; with deep, every
 * listed move is accepted by the checker. */
static void check_list(const uno_game *g, int seat, int cur,
		       const uno_move *m, int n, int deep)
{
	for (int i = 1; i < n; i++)
		if (uno_move_compare(&m[i - 1], &m[i]) >= 0)
			fail_msg("seat %d: legal moves %d and %d out of order or equal",
				 seat, i - 1, i);
	if (seat != cur)
		for (int i = 0; i < n; i++)
			assert_true(m[i].type == UNO_MOVE_UNO ||
				    m[i].type == UNO_MOVE_CATCH);
	if (!deep)
		return;
	for (int i = 0; i < n; i++) {
		int reason = -1;
		int rc = uno_game_check_move(g, seat, &m[i], &reason);
		if (rc != UNO_OK || reason != UNO_REASON_OK) {
			char buf[32];
			uno_move_format(&m[i], buf, sizeof buf);
			fail_msg("seat %d: listed move \"%s\" refused by check: %s, reason %d",
				 seat, buf, uno_strerror(rc), reason);
		}
	}
}

static int listed(const uno_game *g, int seat, const uno_move *m)
{
	uno_move all[UNO_MAX_MOVES];
	int n = uno_game_legal_moves(g, seat, all, UNO_MAX_MOVES);

	for (int i = 0; i < n; i++)
		if (uno_move_compare(&all[i], m) == 0)
			return 1;
	return 0;
}

/* A card that is well formed in some variant, a Classic card, or garbage.
 * Wild kinds are always colorless here: a wild carrying a color inside a
 * move is a case the contract leaves open. */
static uno_card random_card(uint64_t *rng)
{
	uno_card c;

	switch (t_rnd(rng, 5)) {
	case 0: /* cards of other variants */
		if (t_rnd(rng, 2)) {
			c.kind = UNO_DRAW_ONE;
			c.color = (uint8_t)t_rnd(rng, 4);
		} else {
			c.kind = (uint8_t)(UNO_WILD_DRAW_TWO + t_rnd(rng, 4));
			c.color = UNO_NO_COLOR;
		}
		return c;
	case 1: /* not a card at all */
		c.kind = (uint8_t)t_rnd(rng, 256);
		c.color = (uint8_t)(5 + t_rnd(rng, 251));
		return c;
	default:
		return faces[t_rnd(rng, (uint32_t)nfaces)];
	}
}

/* A move of any type, starting from a well-formed one and spoiling some of
 * its fields, so that it is often close to a legal move. */
static uno_move random_move(uint64_t *rng, int players)
{
	uno_move m = uno_move_init((int)(UNO_MOVE_PLAY + t_rnd(rng, UNO_MOVE_SWAP)));
	uint32_t what = t_rnd(rng, 6);

	if (m.type == UNO_MOVE_PLAY || m.type == UNO_MOVE_GIVE || what == 0 || what == 5)
		m.card = random_card(rng);
	if (what == 1 || what == 5 || m.type == UNO_MOVE_COLOR)
		m.color = (uint8_t)t_rnd(rng, 7);
	if (what == 2 || what == 5 || m.type == UNO_MOVE_CATCH ||
	    m.type == UNO_MOVE_SWAP || m.type == UNO_MOVE_CAST)
		m.target = (int8_t)((int)t_rnd(rng, (uint32_t)players + 4) - 2);
	if (what == 3 || what == 5)
		m.flags = (uint8_t)(1 + t_rnd(rng, 3));
	if (what == 4 && m.type == UNO_MOVE_PLAY && uno_kind_is_wild(m.card.kind))
		m.color = (uint8_t)t_rnd(rng, 4);
	return m;
}

/* A Classic card that seat does not hold, or 0 if it holds them all. */
static int card_not_held(const uno_game *g, int seat, uint64_t *rng, uno_card *out)
{
	uno_card hand[UNO_MAX_DECK];
	int n = uno_game_hand(g, seat, hand, UNO_MAX_DECK);
	int start = (int)t_rnd(rng, (uint32_t)nfaces);

	assert_true(n >= 0);
	for (int k = 0; k < nfaces; k++) {
		uno_card c = faces[(start + k) % nfaces];
		int held = 0;
		for (int i = 0; i < n; i++)
			if (hand[i].kind == c.kind && hand[i].color == c.color)
				held = 1;
		if (!held) {
			*out = c;
			return 1;
		}
	}
	return 0;
}

/* G-10: make one move that must be refused, and check that check_move and
 * apply agree, and that the game is still equal to the clone taken before
 * the step. */
static void try_refused(uno_game *g, const uno_game *before, uint64_t *rng,
			int players, int cur, const uno_move *legal, int nlegal)
{
	uno_move m = uno_move_init(UNO_MOVE_DRAW);
	int seat = cur;
	int want = 1;            /* 1: any refusal; else that status */
	int want_reason = -1;    /* -1: any reason */
	uno_card c;

	switch (t_rnd(rng, 5)) {
	case 0: /* a card the deciding seat does not hold */
		if (!card_not_held(g, cur, rng, &c))
			return;
		m = uno_move_play(c, uno_kind_is_wild(c.kind) ? (int)t_rnd(rng, 4)
							      : UNO_NO_COLOR);
		break;
	case 1: { /* an answer to the pending decision from another seat */
		uno_card hand[UNO_MAX_DECK];
		seat = (cur + 1 + (int)t_rnd(rng, (uint32_t)players - 1)) % players;
		int n = uno_game_hand(g, seat, hand, UNO_MAX_DECK);
		assert_true(n > 0);
		switch (t_rnd(rng, 6)) {
		case 0:
			c = hand[t_rnd(rng, (uint32_t)n)];
			m = uno_move_play(c, uno_kind_is_wild(c.kind)
						     ? (int)t_rnd(rng, 4) : UNO_NO_COLOR);
			break;
		case 1: m = uno_move_init(UNO_MOVE_DRAW); break;
		case 2: m = uno_move_init(UNO_MOVE_PASS); break;
		case 3: m = uno_move_init(UNO_MOVE_CHALLENGE); break;
		case 4: m = uno_move_init(UNO_MOVE_ACCEPT); break;
		default:
			m = uno_move_init(UNO_MOVE_COLOR);
			m.color = (uint8_t)t_rnd(rng, 4);
			break;
		}
		want = UNO_ETURN;
		want_reason = UNO_REASON_NOT_YOUR_TURN;
		st.refused_turn++;
		break;
	}
	case 2: /* a move type that does not exist */
		m = random_move(rng, players);
		m.type = (uint8_t)(t_rnd(rng, 2) ? 0 : UNO_MOVE_SWAP + 1 + t_rnd(rng, 200));
		want_reason = UNO_REASON_MALFORMED;
		break;
	case 3: /* anything not listed (a colorless Classic wild is legal yet
		 * unlisted, so it is left out) */
		if (t_rnd(rng, 4) == 0)
			seat = (int)t_rnd(rng, (uint32_t)players);
		m = random_move(rng, players);
		if (m.type == UNO_MOVE_PLAY && m.color == UNO_NO_COLOR &&
		    (m.card.kind == UNO_WILD || m.card.kind == UNO_WILD_DRAW_FOUR))
			return;
		if (listed(g, seat, &m))
			return;
		st.refused_other++;
		break;
	default: { /* a seat that does not exist */
		static const int bad[] = { -1, -100, 127 };
		uint32_t k = t_rnd(rng, 4);
		seat = k < 3 ? bad[k] : players;
		m = legal[t_rnd(rng, (uint32_t)nlegal)];
		want = UNO_EINVAL;
		break;
	}
	}

	int reason = -1;
	int rc = uno_game_check_move(g, seat, &m, &reason);
	if (rc == UNO_OK) {
		char buf[32];
		uno_move_format(&m, buf, sizeof buf);
		fail_msg("seat %d: move \"%s\" (type %d) accepted by check, expected a refusal",
			 seat, buf, m.type);
	}
	if (want != 1)
		assert_int_equal(rc, want);
	if (want_reason >= 0)
		assert_int_equal(reason, want_reason);
	if (rc != UNO_EINVAL)
		assert_true(reason > UNO_REASON_OK && reason < UNO_REASON_COUNT);
	assert_int_equal(uno_game_apply(g, seat, &m), rc);
	assert_true(uno__state_equal(g, before));
	assert_true(uno_game_errmsg(g)[0] != '\0');
	st.refused++;
}

/* One move: pick a seat and one of its legal moves, check the lists, the
 * clone and some refusals, apply it, then check the state. */
static void step(uno_game *g, uint64_t *rng, int players, long n_step, int hoard)
{
	uno_move mine[UNO_MAX_MOVES], theirs[UNO_MAX_MOVES];
	int phase = uno_game_phase(g);
	int cur = uno_game_current_player(g);
	uno_game *before = NULL;

	assert_true(cur >= 0 && cur < players);
	st.phase[phase]++;
	st.steps++;

	/* G-3, G-4: the deciding seat is never stuck. */
	int n = uno_game_legal_moves(g, cur, mine, UNO_MAX_MOVES);
	assert_true(n >= 1 && n <= UNO_MAX_MOVES);
	check_list(g, cur, cur, mine, n, 1);
	if (n_step % 16 == 0)
		assert_int_equal(uno_game_legal_moves(g, cur, NULL, 0), n);

	/* The clone is the same game. */
	assert_int_equal(uno_game_clone(&before, g), UNO_OK);
	assert_true(uno__state_equal(before, g));

	/* G-6, G-10: what every other seat may do now. */
	if (n_step % ALL_SEATS_EVERY == 0)
		for (int s = 0; s < players; s++) {
			if (s == cur)
				continue;
			int k = uno_game_legal_moves(g, s, theirs, UNO_MAX_MOVES);
			assert_true(k >= 0);
			check_list(g, s, cur, theirs, k, 1);
		}

	uno_move m = t_pick(mine, n, rng);
	/* A hoarder draws and keeps whenever it may: the draw pile runs dry
	 * and rounds end blocked (G-4). */
	if (hoard && t_rnd(rng, 8) != 0)
		for (int i = 0; i < n; i++)
			if (mine[i].type == UNO_MOVE_DRAW || mine[i].type == UNO_MOVE_PASS)
				m = mine[i];
	int seat = cur;
	if (t_rnd(rng, 3) == 0) {
		int other = (cur + 1 + (int)t_rnd(rng, (uint32_t)players - 1)) % players;
		int k = uno_game_legal_moves(g, other, theirs, UNO_MAX_MOVES);
		assert_true(k >= 0);
		check_list(g, other, cur, theirs, k, 1);
		if (k > 0 && t_rnd(rng, 2)) {
			seat = other;
			m = theirs[t_rnd(rng, (uint32_t)k)];
			st.other_seat++;
		}
	}
	/* A wild without a color is legal but unlisted: it leaves a COLOR
	 * decision pending (C-5). Only on a plain turn, where that is clear. */
	if (seat == cur && phase == UNO_PHASE_PLAY && m.type == UNO_MOVE_PLAY &&
	    uno_kind_is_wild(m.card.kind) && t_rnd(rng, 3) == 0) {
		int reason = -1;
		m.color = UNO_NO_COLOR;
		assert_int_equal(uno_game_check_move(g, seat, &m, &reason), UNO_OK);
		st.colorless_wilds++;
	}

	if (n_step % REFUSE_EVERY == 0) {
		try_refused(g, before, rng, players, cur, mine, n);
		try_refused(g, before, rng, players, cur, mine, n);
	}

	int rc = uno_game_apply(g, seat, &m);
	if (rc != UNO_OK) {
		char buf[32];
		uno_move_format(&m, buf, sizeof buf);
		fail_msg("seat %d: legal move \"%s\" refused: %s (%s)", seat, buf,
			 uno_strerror(rc), uno_game_errmsg(g));
	}
	st.applied[m.type & 15]++;

	if (n_step % CLONE_APPLY_EVERY == 0) {
		assert_int_equal(uno_game_apply(before, seat, &m), UNO_OK);
		assert_true(uno__state_equal(before, g));
		st.clone_applied++;
	}
	uno_game_free(before);
	check_state(g, players);
}

/* G-8, G-9: the match winner is the seat the scoring rule names. */
static void check_match_over(const uno_game *g, int players, int lowest, int target)
{
	int w = uno_game_match_winner(g);
	int top = 0;

	assert_true(w >= 0 && w < players);
	for (int s = 0; s < players; s++)
		if (uno_game_score(g, s) > top)
			top = uno_game_score(g, s);
	assert_true(top >= target);
	if (!lowest) {
		assert_int_equal(w, uno_game_round_winner(g));
		assert_true(uno_game_score(g, w) >= target);
	} else {
		for (int s = 0; s < players; s++) {
			assert_true(uno_game_score(g, w) <= uno_game_score(g, s));
			if (s < w)
				assert_true(uno_game_score(g, s) > uno_game_score(g, w));
		}
	}
	/* Nothing more to play. */
	assert_int_equal(uno_game_legal_moves(g, 0, NULL, 0), 0);
}

struct setup {
	int players, full, lowest, target;
};

/* Options from the game's index: every mix turns up over the run. */
static uno_rules *make_rules(uint64_t h, struct setup *su)
{
	const uno_rules *classic;
	uno_rules *r;

	assert_int_equal(uno_rules_builtin(&classic, "classic"), UNO_OK);
	assert_int_equal(uno_rules_copy(&r, classic, NULL, NULL), UNO_OK);
	su->lowest = (int)((h >> 3) & 1);
	assert_int_equal(uno_rules_set(r, UNO_OPT_STRICT_WILD_DRAW, (int)(h & 1)), UNO_OK);
	assert_int_equal(uno_rules_set(r, UNO_OPT_CHALLENGER_SKIPPED, (int)((h >> 1) & 1)), UNO_OK);
	assert_int_equal(uno_rules_set(r, UNO_OPT_WILD_FIRST_RETURNED, (int)((h >> 2) & 1)), UNO_OK);
	assert_int_equal(uno_rules_set(r, UNO_OPT_LOWEST_SCORE_WINS, su->lowest), UNO_OK);
	assert_int_equal(uno_rules_set(r, UNO_OPT_UNO_PENALTY, (int)((h >> 4) % 5)), UNO_OK);
	assert_int_equal(uno_rules_set(r, UNO_OPT_CHALLENGE_PENALTY, (int)((h >> 8) % 5)), UNO_OK);
	int dealer = (h >> 12) % 3 == 0 ? -1 : (int)((h >> 16) % (uint64_t)su->players);
	assert_int_equal(uno_rules_set(r, UNO_OPT_DEALER, dealer), UNO_OK);
	if (su->full)
		assert_int_equal(uno_rules_set(r, UNO_OPT_TARGET_SCORE, FULL_MATCH_TARGET), UNO_OK);
	assert_int_equal(uno_rules_get(r, UNO_OPT_TARGET_SCORE, &su->target), UNO_OK);
	return r;
}

/* Plays game number index: its first round, or its whole match. Returns the
 * game (the caller frees it) so a replay can be compared with it. */
static uno_game *play_game(int index)
{
	uint64_t h = t_mix64((uint64_t)index * 0x10001u + 0xc1a551c);
	uint64_t rng = h ^ 0xdecafbadull;
	struct setup su = { 2 + index % 9, index % FULL_MATCH_EVERY == 0, 0, 0 };
	uno_rules *r = make_rules(h, &su);
	uno_game *g = NULL;
	uno_hooks hooks;
	long n_step = index;
	/* One game in ten is played by hoarders. */
	int hoard = index % 10 == 7;
	struct watch w = { -1, -1, -1 };

	assert_int_equal(uno_game_new(&g, r, su.players, h, NULL, NULL), UNO_OK);
	uno_rules_free(r); /* the game keeps its own copy */
	memset(&hooks, 0, sizeof hooks);
	hooks.size = sizeof hooks;
	hooks.event = on_event;
	assert_int_equal(uno_game_set_hooks(g, &hooks, &w), UNO_OK);
	check_state(g, su.players);
	st.games++;

	for (int rounds = 1;; rounds++) {
		int moves = 0;
		int phase;
		while ((phase = uno_game_phase(g)) < UNO_PHASE_ROUND_OVER) {
			if (++moves > MOVE_CAP)
				fail_msg("game %d round %d: no end after %d moves (G-4)",
					 index, rounds, MOVE_CAP);
			step(g, &rng, su.players, n_step++, hoard);
		}
		st.rounds++;
		assert_int_equal(w.round_end_seat, uno_game_round_winner(g));
		assert_int_equal(uno_game_legal_moves(g, (int)t_rnd(&rng, (uint32_t)su.players),
						      NULL, 0), 0);
		if (phase == UNO_PHASE_MATCH_OVER) {
			check_match_over(g, su.players, su.lowest, su.target);
			assert_int_equal(w.match_end_seat, uno_game_match_winner(g));
			assert_int_equal(uno_game_next_round(g), UNO_ESTATE);
			st.matches++;
			break;
		}
		if (!su.full)
			break;
		if (rounds >= ROUND_CAP)
			fail_msg("game %d: match not over after %d rounds (G-8)", index, rounds);

		int scores[UNO_MAX_PLAYERS];
		for (int s = 0; s < su.players; s++)
			scores[s] = uno_game_score(g, s);
		int dealer = uno_game_dealer(g);
		int round = uno_game_round(g);
		assert_int_equal(uno_game_next_round(g), UNO_OK);
		/* G-5: the deal passes to the left; totals carry over. */
		assert_int_equal(uno_game_dealer(g), (dealer + 1) % su.players);
		assert_int_equal(uno_game_round(g), round + 1);
		for (int s = 0; s < su.players; s++)
			assert_int_equal(uno_game_score(g, s), scores[s]);
		check_state(g, su.players);
	}
	return g;
}

/* G-3, G-4, G-6, G-8, G-9, G-10, C-1: the whole run. */
static void test_random_playouts_conform_G3_G4_G6_G10_C1(void **state)
{
	(void)state;
	memset(&st, 0, sizeof st);
	load_faces();
	for (int i = 0; i < GAMES; i++)
		uno_game_free(play_game(i));

	/* The run is only worth something if it went everywhere. */
	assert_int_equal(st.games, GAMES);
	assert_true(st.matches >= GAMES / FULL_MATCH_EVERY);
	assert_true(st.refused > 1000 && st.refused_turn > 100 && st.refused_other > 100);
	assert_true(st.clone_applied > 1000);
	assert_true(st.applied[UNO_MOVE_PLAY] > 0 && st.applied[UNO_MOVE_DRAW] > 0);
	assert_true(st.applied[UNO_MOVE_PASS] > 0);           /* G-3 */
	assert_true(st.applied[UNO_MOVE_UNO] > 0);            /* G-6 */
	assert_true(st.applied[UNO_MOVE_CATCH] > 0);          /* G-6 */
	assert_true(st.applied[UNO_MOVE_CHALLENGE] > 0);      /* C-7 */
	assert_true(st.applied[UNO_MOVE_ACCEPT] > 0);         /* C-7 */
	assert_true(st.applied[UNO_MOVE_COLOR] > 0);          /* C-3, C-5 */
	assert_true(st.other_seat > 0 && st.colorless_wilds > 0);
	assert_true(st.phase[UNO_PHASE_DRAWN] > 0);
	assert_true(st.phase[UNO_PHASE_COLOR] > 0);
	assert_true(st.phase[UNO_PHASE_CHALLENGE] > 0);
	assert_true(st.events[UNO_EV_RESHUFFLE] > 0);         /* G-4 */
	assert_true(st.blocked > 0);                          /* G-4 */
	/* One round end per round, one match end per match. */
	assert_int_equal(st.events[UNO_EV_ROUND_END], st.rounds);
	assert_int_equal(st.events[UNO_EV_MATCH_END], st.matches);
}

/* DESIGN.md principle 6: the same seed and the same moves give the same
 * game, so two playouts of one index end in equal states. */
static void test_playouts_are_deterministic(void **state)
{
	(void)state;
	load_faces();
	for (int i = 0; i < 200; i += 7) {
		uno_game *a = play_game(i);
		uno_game *b = play_game(i);
		assert_true(uno__state_equal(a, b));
		uno_game_free(a);
		uno_game_free(b);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_random_playouts_conform_G3_G4_G6_G10_C1),
		cmocka_unit_test(test_playouts_are_deterministic),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
