/*
 * Random-playout conformance test for every built-in variant (DESIGN.md, "a
 * random-playout conformance test for every variant"): ten thousand seeded
 * games per variant over every player count it allows and a mix of the
 * options it supports, checking after every move what must hold whatever
 * the players do.
 *
 * Rule ids guarded here:
 *   C-1, X-1, CC-1, TM-2  every card of the variant's deck (108, 56 or 112)
 *         is always somewhere exactly once: a hand, the draw pile, the
 *         discard pile, or turned over by a Casting Call;
 *   G-3   the player to decide always has a legal move (draw, or play/pass
 *         after a draw);
 *   G-4   a round always ends: reshuffles, "pass" when nothing can be drawn
 *         and blocked rounds keep play from looping (move cap per round;
 *         one game in ten is played by hoarders so that rounds do block);
 *         a blocked round goes to the fewest card points among the seats in
 *         play, ties to the first such seat after the last one that played;
 *   G-5   each new round's dealer is left of the previous one (passing over
 *         eliminated seats, E-1);
 *   G-6   seats other than the one to decide may only call UNO or catch;
 *   G-7, G-8, P-2, TM-8  the round's winner went out (with its whole team
 *         in Teams) or won a blocked round, and its team scores the points
 *         left in the other teams' hands;
 *   G-8, G-9, P-3, E-1, E-2  a match always ends, its winner is the one the
 *         scoring rule names, and totals grow exactly as that rule says;
 *   G-10  one legality oracle: every listed move is accepted by
 *         uno_game_check_move(), and refused moves (garbage, cards not held,
 *         wrong seat, bad gives and casts) are refused by check and apply
 *         alike and change nothing;
 *   P-1, P-3, TM-1  teams: partners across, or the rotating schedule;
 *   E-1   eliminated seats hold nothing, never decide, and the limit is
 *         what eliminates;
 *   CC-2, CC-3  turned cards wait in the CAST phase and go to one seat or
 *         round the table from the next player; play goes on from the next
 *         player;
 *   TM-4  after a Team Play the teammate who can play must play (draw is
 *         refused with UNO_REASON_MUST_PLAY);
 *   TM-6  Teams has no catches; TM-7  a hand-off gives half the teammate's
 *         hand one card at a time, and a seat out of the game holds nothing;
 *   C-3, C-6, C-7, X-4 are exercised through the options mixed in;
 *   H-1   with stacking, a draw card's victim owns a STACK decision: only
 *         draw cards that stack (same kind with 1, any with 2) and accept
 *         (and challenge, for a challengeable card on top) are offered,
 *         draw and pass are refused with UNO_REASON_STACK_ONLY; a stack
 *         adds the card's draw to the pending total and hands the decision
 *         to the next seat; accepting draws the whole total (as many as
 *         there are) and loses the turn; a challenge is about the top card;
 *   H-2   with draw_until_playable, a draw takes cards until a playable one
 *         shows or none is left; without it, exactly one;
 *   H-3   with force_play, a playable drawn card is never passed on (pass is
 *         unlisted and refused with UNO_REASON_FORCE_PLAY);
 *   H-4   with jump_in, a seat whose turn it is not is offered exactly the
 *         plays of a held card identical to the top card, only while a play
 *         is pending; the jump-in is announced, closes the UNO catch window
 *         and play goes on from the jumper;
 *   H-5   with seven_o, a 7 leaves its player a SWAP decision over every
 *         other seat in play, and the swap exchanges exactly those two
 *         hands; a 0 passes every hand in play one seat along the
 *         direction of play; after either, nobody can be caught or owes
 *         a call; a 7 or a 0 that goes out swaps nothing;
 *   H-6   strict_wild_draw is mixed in wherever the variant has it; the
 *         house rules are offered exactly where house-rules.md says.
 * Clone equality and determinism (DESIGN.md principles 6 and 7) are checked
 * on the way.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdlib.h>
#include <string.h>

#include "uno_internal.h"

/* The sizes of the run: GAMES per variant in the long run (`meson test
 * --setup=long`, as CI runs it), QUICK_GAMES in a plain `meson test`, so
 * that the default suite fits a busy laptop (doc/testing.md). */
#define GAMES 10000              /* per variant, the long run */
#define QUICK_GAMES 1000         /* per variant, the default run */
#define FULL_MATCH_EVERY 50      /* these games play the whole match */
#define FULL_MATCH_TARGET 100    /* ... to a lowered target score */
/* Moves in one round before we call it a loop. With the house rules mixed
 * in, the longest rounds seen in the run are about 5,000 moves (Express,
 * two players), 8,000 (Casting Call: it hands out whole runs of cards) and
 * 54,000 (Teams: a team needs both partners out, going out brings half the
 * teammate's hand back, and an unanswered Team Play or a missed UNO call
 * draws more); the caps leave room above those. */
#define MOVE_CAP 20000
#define CAST_MOVE_CAP 50000
#define TEAM_MOVE_CAP 200000
/* Moves in a row in which the deciding seat had one move only (besides
 * UNO calls and catches): past this, the round goes round in circles. */
#define FORCED_CAP 2000
#define ROUND_CAP 1000           /* rounds in one match, likewise */
#define CLONE_APPLY_EVERY 1      /* apply the move to the clone too */
#define REFUSE_EVERY 1           /* try a refused move */
#define ALL_SEATS_EVERY 4        /* list and check every seat's moves */
/* Teams rounds are long under random play (a team needs both partners out).
 * Past this many moves in a round (Teams rounds, and a few others, get
 * there) the costly checks above (every seat's list, refused moves, the
 * move on the clone) are made one step in SPARSE_EVERY; the others still
 * every step. The whole run takes about 65 s in a debugoptimized build
 * (Teams two thirds of it) and 4 min under ASan/UBSan. */
#define DENSE_MOVES 2000
#define SPARSE_EVERY 2
#define MAX_VARIANTS 16

/* What each built-in variant is expected to show, by name: the deck the
 * whole test counts against, and which paths its rules must take. A
 * variant not listed here still gets every generic check. */
enum {
	X_CHALLENGE = 0x01,  /* has a challengeable draw card (C-7, X-4) */
	X_CAST = 0x02,       /* Casting Call (CC-2, CC-3) */
	X_TEAMS = 0x04,      /* a team wins when both are out (TM-4..TM-8) */
	X_ELIM = 0x08,       /* elimination (E-1, E-2) */
	X_ROTATE = 0x10,     /* rotating partners (P-3) */
	X_TWO_ONLY = 0x20    /* exactly two players (T2-1) */
};

/* The house rules a variant offers (doc/house-rules.md, its table). */
enum {
	H_STACK = 0x01,      /* stacking (H-1) */
	H_UNTIL = 0x02,      /* draw_until_playable (H-2) */
	H_FORCE = 0x04,      /* force_play (H-3) */
	H_JUMP = 0x08,       /* jump_in (H-4) */
	H_SEVEN = 0x10,      /* seven_o (H-5) */
	H_STRICT = 0x20,     /* strict_wild_draw (H-6) */
	H_ALL = 0x3f
};

static const int house_option[] = {
	UNO_OPT_STACKING, UNO_OPT_DRAW_UNTIL_PLAYABLE, UNO_OPT_FORCE_PLAY,
	UNO_OPT_JUMP_IN, UNO_OPT_SEVEN_O, UNO_OPT_STRICT_WILD_DRAW,
};

static const struct expect {
	const char *name;
	int deck, faces;  /* cards, and distinct cards */
	unsigned paths;
	unsigned house;   /* the house rules it offers */
} expected[] = {
	{ "classic", 108, 54, X_CHALLENGE, H_ALL },                 /* C-1 */
	{ "two-player", 108, 54, X_CHALLENGE | X_TWO_ONLY, H_ALL }, /* T2-1 */
	{ "partners", 108, 54, X_CHALLENGE | X_ROTATE, H_ALL },     /* P-1..P-3 */
	{ "challenge", 108, 54, X_CHALLENGE | X_ELIM, H_ALL },      /* E-1, E-2 */
	/* Express has no twin cards, so it refuses jump-in (H-4). */
	{ "express", 56, 50, X_CHALLENGE, H_ALL & ~H_JUMP },        /* */
	{ "casting-call", 112, 55, X_CHALLENGE | X_CAST, H_ALL },   /* CC-1 */
	/* Teams refuses stacking and Seven-O, and has no restricted card. */
	{ "teams", 112, 55, X_TEAMS, H_UNTIL | H_FORCE | H_JUMP },  /* TM-2 */
};

/* One variant, as the test plays it. */
struct variant {
	const uno_rules *base;
	const char *name;
	const struct expect *exp;  /* NULL for a variant not listed above */
	unsigned paths;
	int deck;                  /* cards in its deck */
	int counts[UNO_MAX_PLAYERS + 1], ncounts; /* allowed player counts */
	int team_size;
	uno_card faces[UNO__FACES]; /* its distinct cards */
	int nfaces;
	unsigned house;            /* the house rules it offers (H_*) */
	int zeros;                 /* its deck has 0s (H-5 rotations) */
	int draw_kinds;            /* kinds of draw card (H-1 cross stacks) */
	int twins;                 /* it has two identical colored cards (H-4) */
};

/* What the run went through, per variant, to prove the interesting paths
 * were taken. */
struct stats {
	long games, rounds, matches, steps;
	long refused, refused_turn, refused_other;
	long clone_applied;
	long applied[16];          /* by move type */
	long other_seat;           /* uno/catch/jump-in by a seat not deciding */
	long colorless_wilds;
	long phase[UNO_PHASE_SWAP + 1];
	long events[UNO_EV_ROTATE + 1];
	long blocked;
	long by_players[UNO_MAX_PLAYERS + 1];
	long casts_deal, casts_seat, bad_casts, turned_seen;
	long bad_gives, handoffs_checked;
	long must_play, must_play_refused;
	long team_play_draws, auto_penalties;
	long seats_out_seen, eliminated_seen, head_to_head_rounds;
	long rotating_matches, lowest_matches, strict_games;
	long longest_round;
	long sparse_steps;
	/* House rules: games with each on (H_* bit order), then what they
	 * did. */
	long house_games[6];
	long stacks, cross_stacks, stack_accepts, stacked_accepts;
	long stack_challenges, stack_refusals, longest_stack;
	long until_draws, until_multi, until_dry;
	long force_refusals, force_plays;
	long jump_ins, jump_ins_picked, jump_window_closed, jump_lists_checked;
	long swaps, swap_refusals, rotations;
	long stack_outs, seven_o_outs, jump_sevens;
};

static struct variant vars[MAX_VARIANTS];
static int nvars;
static struct stats stats[MAX_VARIANTS];
static struct stats *st = &stats[0];

/* Every well-formed card of any variant, for plays of cards a variant
 * does not have. */
static uno_card all_cards[UNO__FACES];
static int nall;

/* Per game, for the event hook: the variant, who played last, the totals
 * when the round started, and what the round and match ends named. */
struct watch {
	const struct variant *v;
	int last_player;
	int round_end_seat, match_end_seat;
	int scores[UNO_MAX_PLAYERS];
	int eliminations;
	int own_hands;   /* each seat adds its own hand (G-9, E-1) */
	/* What the move being applied reported (reset before each move). */
	uno_card turn_draws[UNO_MAX_DECK]; /* cards drawn by a draw move */
	int nturn_draws, turn_draw_seat;
	int penalties;                     /* PENALTY events */
	int jump_ins, stacks, swaps, rotations;
	uno_event jump, stack, swap, challenge;
	int challenged;
	/* H-1: the total pending under a wild draw card whose color is still
	 * to be named. */
	int color_stack_base;
};

/* The watch of the game being played, for step(). */
static struct watch *wt;

/* The games alive now, so that a failed assertion (which leaves the test
 * function at once) does not leak them into the ASan report. */
static uno_game *alive[4];

static uno_game *hold(uno_game *g)
{
	for (size_t i = 0; i < sizeof alive / sizeof alive[0]; i++)
		if (!alive[i]) {
			alive[i] = g;
			return g;
		}
	fail_msg("more games alive than the test ever holds");
	return g;
}

static void release(uno_game *g)
{
	for (size_t i = 0; i < sizeof alive / sizeof alive[0]; i++)
		if (alive[i] == g)
			alive[i] = NULL;
	uno_game_free(g);
}

static int free_alive(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof alive / sizeof alive[0]; i++) {
		uno_game_free(alive[i]);
		alive[i] = NULL;
	}
	return 0;
}

/* Is a round being played? (HANDOFF and CAST, numbered after MATCH_OVER,
 * are decisions within a round.) */
static int playing(int phase)
{
	return phase != UNO_PHASE_ROUND_OVER && phase != UNO_PHASE_MATCH_OVER;
}

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

static int status(const uno_game *g, int seat)
{
	int s = uno_game_seat_status(g, seat);
	assert_true(s == UNO_SEAT_IN || s == UNO_SEAT_OUT || s == UNO_SEAT_ELIMINATED);
	return s;
}

static int option(const uno_game *g, int opt, int fallback)
{
	int value;
	return uno_rules_get(uno_game_rules(g), opt, &value) == UNO_OK ? value : fallback;
}

/* The cards a draw card makes its victim take, as RULES.md gives them
 * (C-4, C-6, X-3, X-4, TM-5); 0 for every other kind. */
static int draw_of(int kind)
{
	switch (kind) {
	case UNO_DRAW_TWO: return 2;
	case UNO_WILD_DRAW_FOUR: return 4;
	case UNO_DRAW_ONE: return 1;
	case UNO_WILD_DRAW_TWO: return 2;
	case UNO_TEAM_DRAW_FOUR: return 2;
	default: return 0;
	}
}

static int count_card(const uno_game *g, int seat, uno_card c)
{
	uno_card hand[UNO_MAX_DECK];
	int n = uno_game_hand(g, seat, hand, UNO_MAX_DECK), k = 0;

	for (int i = 0; i < n; i++)
		k += hand[i].kind == c.kind && hand[i].color == c.color;
	return k;
}

/* C-7, X-4: the draw cards that may be challenged (not TM-5's). */
static int challengeable(int kind)
{
	return kind == UNO_WILD_DRAW_FOUR || kind == UNO_WILD_DRAW_TWO;
}

static int same_card(uno_card a, uno_card b)
{
	return a.kind == b.kind && a.color == b.color;
}

static uno_card top_card(const uno_game *g)
{
	uno_card top;
	assert_int_equal(uno_game_top_card(g, &top), UNO_OK);
	return top;
}

/* The seat after seat in the direction of play that is in play. */
static int next_in(const uno_game *g, int seat)
{
	int n = uno_game_players(g), dir = uno_game_direction(g);

	for (int k = 1; k <= n; k++) {
		int p = ((seat + k * dir) % n + n) % n;
		if (status(g, p) == UNO_SEAT_IN)
			return p;
	}
	return seat;
}

/* The other seat of seat's team, or -1 when it plays alone. */
static int teammate(const uno_game *g, int seat)
{
	for (int p = 0; p < uno_game_players(g); p++)
		if (p != seat && uno_game_team(g, p) == uno_game_team(g, seat))
			return p;
	return -1;
}

/* G-4, G-7, G-8, P-2, TM-8: a round end names the right seat and score. A
 * seat that went out holds nothing (in Teams, nor does its teammate); a
 * blocked round goes to the fewest card points among the seats in play,
 * ties to the first such seat in the direction of play after the last
 * seat that played. The value is the points left in the other teams'
 * hands (standard scoring), and totals grow as the scoring rule says. */
static void check_round_end(const uno_game *g, const uno_event *ev, const struct watch *w)
{
	int players = uno_game_players(g);
	int wteam, others = 0;

	assert_true(ev->seat >= 0 && ev->seat < players);
	assert_true(status(g, ev->seat) != UNO_SEAT_ELIMINATED);
	wteam = uno_game_team(g, ev->seat);
	for (int s = 0; s < players; s++)
		if (uno_game_team(g, s) != wteam)
			others += hand_points(g, s);
	/* What the event reports when each seat adds its own hand is left
	 * open; the totals below are checked either way. */
	if (!w->own_hands)
		assert_int_equal(ev->value, others);

	/* G-8, G-9, P-2, P-3, E-1, TM-8: the totals after this round. */
	for (int s = 0; s < players; s++) {
		int gain = uno_game_score(g, s) - w->scores[s];
		if (w->own_hands)
			assert_int_equal(gain, uno_game_team(g, s) == wteam ? 0 : hand_points(g, s));
		else
			assert_int_equal(gain, uno_game_team(g, s) == wteam ? others : 0);
	}

	if (ev->reason == 0) {
		assert_int_equal(uno_game_hand_size(g, ev->seat), 0);
		if (w->v->paths & X_TEAMS)
			for (int s = 0; s < players; s++)
				if (uno_game_team(g, s) == wteam)
					assert_int_equal(uno_game_hand_size(g, s), 0);
		return;
	}
	assert_int_equal(ev->reason, 1);
	assert_int_equal(status(g, ev->seat), UNO_SEAT_IN);
	int mine = hand_points(g, ev->seat);
	for (int s = 0; s < players; s++)
		if (status(g, s) == UNO_SEAT_IN)
			assert_true(mine <= hand_points(g, s));
	if (w->last_player >= 0) {
		int dir = uno_game_direction(g);
		for (int k = 1; k <= players; k++) {
			int s = ((w->last_player + k * dir) % players + players) % players;
			if (status(g, s) == UNO_SEAT_IN && hand_points(g, s) == mine) {
				assert_int_equal(s, ev->seat);
				break;
			}
		}
	}
}

static void on_event(const uno_game *g, const uno_event *ev, void *user)
{
	struct watch *w = user;

	if (ev->type <= UNO_EV_ROTATE)
		st->events[ev->type]++;
	switch (ev->type) {
	case UNO_EV_ROUND_START:
		w->last_player = -1;
		break;
	case UNO_EV_PLAY:
		w->last_player = ev->seat;
		break;
	case UNO_EV_DRAW:
		if (ev->reason == UNO_DRAW_TEAM_PLAY)
			st->team_play_draws++;
		if (ev->reason == UNO_DRAW_TURN) {
			/* G-3, H-2: a draw move draws for one seat. */
			if (w->nturn_draws == 0)
				w->turn_draw_seat = ev->seat;
			assert_int_equal(ev->seat, w->turn_draw_seat);
			assert_true(w->nturn_draws < UNO_MAX_DECK);
			w->turn_draws[w->nturn_draws++] = ev->card;
		}
		break;
	case UNO_EV_JUMP_IN:
		w->jump_ins++;
		w->jump = *ev;
		break;
	case UNO_EV_STACK:
		w->stacks++;
		w->stack = *ev;
		break;
	case UNO_EV_SWAP:
		w->swaps++;
		w->swap = *ev;
		break;
	case UNO_EV_ROTATE:
		w->rotations++;
		break;
	case UNO_EV_CHALLENGE:
		w->challenged++;
		w->challenge = *ev;
		break;
	case UNO_EV_PENALTY:
		w->penalties++;
		/* TM-6: without catches, an UNO penalty is the automatic one. */
		if (ev->reason == UNO_DRAW_UNO_PENALTY && (w->v->paths & X_TEAMS))
			st->auto_penalties++;
		break;
	case UNO_EV_ROUND_END:
		check_round_end(g, ev, w);
		w->round_end_seat = ev->seat;
		if (ev->reason == 1)
			st->blocked++;
		break;
	case UNO_EV_MATCH_END:
		w->match_end_seat = ev->seat;
		break;
	case UNO_EV_ELIMINATED: {
		/* E-1: the limit is what eliminates. */
		int limit = option(g, UNO_OPT_ELIMINATION_LIMIT, -1);
		assert_true(w->v->paths & X_ELIM);
		assert_true(limit > 0);
		assert_int_equal(ev->value, uno_game_score(g, ev->seat));
		assert_true(ev->value >= limit);
		w->eliminations++;
		break;
	}
	default:
		break;
	}
}

/* Does the table name any kind it deals otherwise than the public
 * kinds are named (a kind of its own on a free number, or 20-31)? */
static bool has_own_kinds(const uno_rules *r)
{
	for (int k = 0; k < 32; k++) {
		const char *name = uno_rules_kind_name(r, k);
		if (name && (k >= UNO_KIND_COUNT || strcmp(name, uno_kind_name(k)) != 0))
			return true;
	}
	return false;
}

/* Finds every built-in variant of the public kinds and what it should show. */
static void load_variants(void)
{
	if (nvars)
		return;
	for (int k = 0; k < UNO_KIND_COUNT; k++)
		for (int c = 0; c < 4; c++) {
			uno_card card = { (uint8_t)k, (uint8_t)(uno_kind_is_wild(k) ? UNO_NO_COLOR : c) };
			if (uno_kind_is_wild(k) && c > 0)
				continue;
			if (uno_card_valid(card) == UNO_OK)
				all_cards[nall++] = card;
		}
	/* 4 colors x 14 colored kinds, plus 6 wild kinds. */
	assert_int_equal(nall, 62);

	size_t count = uno_rules_builtin_count();
	assert_true(count >= 7 && count <= MAX_VARIANTS);
	for (size_t i = 0; i < count; i++) {
		/* The model below knows the public kinds' meanings (a Draw Two
		 * draws 2, ...): an edition that gives kind numbers to kinds
		 * of its own (No Mercy) has its own suite (test_no_mercy.c). */
		if (has_own_kinds(uno_rules_builtin_at(i)))
			continue;
		struct variant *v = &vars[nvars++];
		uno_card deck[UNO_MAX_DECK];

		v->base = uno_rules_builtin_at(i);
		assert_non_null(v->base);
		v->name = uno_rules_name(v->base);
		assert_non_null(v->name);
		for (size_t e = 0; e < sizeof expected / sizeof expected[0]; e++)
			if (strcmp(expected[e].name, v->name) == 0)
				v->exp = &expected[e];
		v->paths = v->exp ? v->exp->paths : 0;
		v->deck = uno_rules_deck(v->base, deck, UNO_MAX_DECK);
		assert_true(v->deck > 0 && v->deck <= UNO_MAX_DECK);
		for (int p = 2; p <= UNO_MAX_PLAYERS; p++) {
			int ok = uno_rules_allows_players(v->base, p);
			assert_true(ok == 0 || ok == 1);
			if (ok)
				v->counts[v->ncounts++] = p;
		}
		assert_true(v->ncounts > 0);
		v->team_size = uno_rules_team_size(v->base);
		assert_true(v->team_size == 1 || v->team_size == 2);
		for (int c = 0; c < v->deck; c++) {
			int seen = 0;
			for (int j = 0; j < v->nfaces; j++)
				if (v->faces[j].kind == deck[c].kind && v->faces[j].color == deck[c].color)
					seen = 1;
			if (!seen)
				v->faces[v->nfaces++] = deck[c];
		}
		/* C-1, X-1, CC-1, TM-2: the deck the whole test counts against. */
		if (v->exp) {
			assert_int_equal(v->deck, v->exp->deck);
			assert_int_equal(v->nfaces, v->exp->faces);
		}
		/* H-1..H-6: which house rules the variant offers, read and
		 * set alike (UNO_ENOTSUP otherwise, doc/house-rules.md). */
		for (int k = 0; k < 6; k++) {
			int min = -1, max = -1, def = -1, value = -1;
			int rc = uno_rules_option_info(v->base, house_option[k], &min, &max, &def);
			if (rc == UNO_ENOTSUP) {
				assert_int_equal(uno_rules_get(v->base, house_option[k], &value),
						 UNO_ENOTSUP);
				continue;
			}
			assert_int_equal(rc, UNO_OK);
			/* Off by default in the variants listed above (an
			 * edition such as No Mercy has some on: NM-4, NM-6);
			 * stacking has three modes, the others one. */
			assert_int_equal(min, 0);
			if (v->exp)
				assert_int_equal(def, 0);
			assert_int_equal(max, house_option[k] == UNO_OPT_STACKING ? 3 : 1);
			assert_true(def >= min && def <= max);
			assert_int_equal(uno_rules_get(v->base, house_option[k], &value), UNO_OK);
			assert_int_equal(value, def);
			v->house |= 1u << k;
		}
		if (v->exp)
			assert_int_equal(v->house, v->exp->house);
		for (int c = 1; c < v->deck; c++)
			for (int j = 0; j < c; j++)
				v->twins |= !uno_kind_is_wild(deck[c].kind) &&
					    same_card(deck[c], deck[j]);
		for (int j = 0; j < v->nfaces; j++) {
			v->zeros |= v->faces[j].kind == UNO_ZERO;
			if (draw_of(v->faces[j].kind) && (v->faces[j].color == UNO_NO_COLOR ||
							  v->faces[j].color == UNO_RED))
				v->draw_kinds++;
		}
	}
	/* Every variant this test knows is built in. */
	for (size_t e = 0; e < sizeof expected / sizeof expected[0]; e++) {
		int found = 0;
		for (int i = 0; i < nvars; i++)
			found |= vars[i].exp == &expected[e];
		assert_true(found);
	}
}

/* P-1, P-3, TM-1: who partners whom this round. */
static void check_teams(const uno_game *g, const struct variant *v, int players)
{
	int rotating = option(g, UNO_OPT_ROTATING_PARTNERS, 0);

	if (v->team_size == 1) {
		for (int s = 0; s < players; s++)
			assert_int_equal(uno_game_team(g, s), s);
		return;
	}
	assert_int_equal(players % 2, 0);
	if (!rotating) {
		for (int s = 0; s < players; s++)
			assert_int_equal(uno_game_team(g, s), s % (players / 2));
		return;
	}
	/* P-3, the circle method: round r pairs seat n-1 with seat r, and
	 * (r+k) with (r-k) mod n-1; teams numbered by their lowest seat. */
	int m = players - 1, r = (uno_game_round(g) - 1) % m;
	int mate[UNO_MAX_PLAYERS];
	mate[m] = r;
	mate[r] = m;
	for (int k = 1; k < players / 2; k++) {
		int a = (r + k) % m, b = ((r - k) % m + m) % m;
		mate[a] = b;
		mate[b] = a;
	}
	int next_team = 0;
	for (int s = 0; s < players; s++) {
		assert_int_equal(teammate(g, s), mate[s]);
		if (mate[s] > s)
			assert_int_equal(uno_game_team(g, s), next_team++);
	}
}

/* The conservation law, the seat statuses and the phase/seat contract:
 * what holds in every state. */
static void check_state(const uno_game *g, const struct variant *v, int players)
{
	int turned = uno_game_turned(g, NULL, 0);
	int gives = uno_game_gives_left(g);
	int sum = uno_game_draw_pile_size(g) + uno_game_discard_pile_size(g);
	int phase = uno_game_phase(g);
	int cur = uno_game_current_player(g);

	assert_int_equal(uno__check_invariants(g), 0);
	assert_true(turned >= 0 && gives >= 0);
	sum += turned;
	for (int s = 0; s < players; s++) {
		int h = uno_game_hand_size(g, s);
		int stat = status(g, s);
		assert_true(h >= 0);
		sum += h;
		/* E-1, TM-7: a seat not in play holds nothing (an eliminated
		 * seat keeps the hand that scored against it until the next
		 * deal). */
		if (stat == UNO_SEAT_OUT) {
			assert_true(v->paths & X_TEAMS);
			assert_int_equal(h, 0);
			st->seats_out_seen++;
		} else if (stat == UNO_SEAT_ELIMINATED) {
			assert_true(v->paths & X_ELIM);
			if (playing(phase))
				assert_int_equal(h, 0);
			st->eliminated_seen++;
		} else if (h == 0 && playing(phase)) {
			/* Only Teams plays on with an empty hand in play: the
			 * seat that went out while its wild's color or its
			 * teammate's hand-off is pending (TM-7). */
			assert_true(v->paths & X_TEAMS);
			assert_true((phase == UNO_PHASE_COLOR && s == cur) ||
				    (phase == UNO_PHASE_HANDOFF && s == teammate(g, cur)));
		}
	}
	/* C-1, X-1, CC-1, TM-2 (and CC-2: turned cards count too). */
	assert_int_equal(sum, v->deck);

	assert_true(phase >= UNO_PHASE_PLAY && phase <= UNO_PHASE_SWAP);
	/* H-1, C-7: the pending draw. A stack waits only with stacking on,
	 * and then every draw card goes through it (challenges included);
	 * its total is at least the top card's own draw. Once the decision
	 * is taken nothing is pending any more. (While the color of a wild
	 * stacked on a total is named, what is pending is left open.) */
	int pending = uno_game_pending_draw(g);
	int stacking = option(g, UNO_OPT_STACKING, 0);
	if (phase == UNO_PHASE_STACK) {
		uno_card top = top_card(g);
		assert_true(stacking > 0);
		assert_true(draw_of(top.kind) > 0);
		assert_true(pending >= draw_of(top.kind));
	} else if (phase == UNO_PHASE_CHALLENGE) {
		uno_card top = top_card(g);
		/* H-6: with the strict rule nothing is ever challenged. */
		assert_int_equal(stacking, 0);
		assert_int_equal(option(g, UNO_OPT_STRICT_WILD_DRAW, 0), 0);
		assert_true(challengeable(top.kind));
		assert_int_equal(pending, draw_of(top.kind));
	} else if (phase != UNO_PHASE_COLOR) {
		assert_int_equal(pending, 0);
	}
	/* H-5: only a 7 under Seven-O asks for a swap. */
	if (phase == UNO_PHASE_SWAP) {
		assert_int_equal(option(g, UNO_OPT_SEVEN_O, 0), 1);
		assert_int_equal(top_card(g).kind, UNO_SEVEN);
	}
	if (phase == UNO_PHASE_CAST) {
		assert_true(v->paths & X_CAST);
		assert_true(turned >= 1);
		st->turned_seen += turned;
	} else {
		assert_int_equal(turned, 0);
	}
	if (phase == UNO_PHASE_HANDOFF) {
		assert_true(v->paths & X_TEAMS);
		assert_true(gives >= 1 && gives <= uno_game_hand_size(g, cur));
	} else {
		assert_int_equal(gives, 0);
	}
	if (phase == UNO_PHASE_ROUND_OVER || phase == UNO_PHASE_MATCH_OVER) {
		assert_int_equal(cur, UNO_ESTATE);
		int w = uno_game_round_winner(g);
		assert_true(w >= 0 && w < players);
		if (phase == UNO_PHASE_ROUND_OVER)
			assert_int_equal(uno_game_match_winner(g), UNO_ESTATE);
	} else {
		assert_true(cur >= 0 && cur < players);
		assert_int_equal(status(g, cur), UNO_SEAT_IN);
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
		for (int i = 0; i < n; i++) {
			if (m[i].type == UNO_MOVE_PLAY) {
				/* H-4: a jump-in, only while a play is pending,
				 * only with a held colored card identical to
				 * the top card, by a seat in play. */
				uno_card top = top_card(g);
				assert_int_equal(option(g, UNO_OPT_JUMP_IN, 0), 1);
				assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
				assert_false(uno_kind_is_wild(m[i].card.kind));
				assert_true(same_card(m[i].card, top));
				assert_true(count_card(g, seat, top) > 0);
				assert_int_equal(status(g, seat), UNO_SEAT_IN);
				continue;
			}
			assert_true(m[i].type == UNO_MOVE_UNO ||
				    m[i].type == UNO_MOVE_CATCH);
		}
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

/* A card of this variant, a card of any variant, or garbage. Wild kinds
 * are always colorless here: a wild carrying a color inside a move is a
 * case the contract leaves open. */
static uno_card random_card(const struct variant *v, uint64_t *rng)
{
	uno_card c;

	switch (t_rnd(rng, 5)) {
	case 0: /* any variant's card */
		return all_cards[t_rnd(rng, (uint32_t)nall)];
	case 1: /* not a card at all */
		c.kind = (uint8_t)t_rnd(rng, 256);
		c.color = (uint8_t)(5 + t_rnd(rng, 251));
		return c;
	default:
		return v->faces[t_rnd(rng, (uint32_t)v->nfaces)];
	}
}

/* A move of any type, starting from a well-formed one and spoiling some of
 * its fields, so that it is often close to a legal move. */
static uno_move random_move(const struct variant *v, uint64_t *rng, int players)
{
	uno_move m = uno_move_init((int)(UNO_MOVE_PLAY + t_rnd(rng, UNO_MOVE_SWAP)));
	uint32_t what = t_rnd(rng, 6);

	if (m.type == UNO_MOVE_PLAY || m.type == UNO_MOVE_GIVE || what == 0 || what == 5)
		m.card = random_card(v, rng);
	if (what == 1 || what == 5 || m.type == UNO_MOVE_COLOR)
		m.color = (uint8_t)t_rnd(rng, 7);
	if (what == 2 || what == 5 || m.type == UNO_MOVE_CATCH ||
	    m.type == UNO_MOVE_SWAP || m.type == UNO_MOVE_CAST)
		m.target = (int8_t)((int)t_rnd(rng, (uint32_t)players + 4) - 2);
	if (what == 3 || what == 5 || (m.type == UNO_MOVE_CAST && t_rnd(rng, 2)))
		m.flags = (uint8_t)(1 + t_rnd(rng, 3));
	if (what == 4 && m.type == UNO_MOVE_PLAY && uno_kind_is_wild(m.card.kind))
		m.color = (uint8_t)t_rnd(rng, 4);
	return m;
}

/* A card of the variant that seat does not hold, or 0 if it holds them
 * all. */
static int card_not_held(const uno_game *g, const struct variant *v, int seat,
			 uint64_t *rng, uno_card *out)
{
	uno_card hand[UNO_MAX_DECK];
	int n = uno_game_hand(g, seat, hand, UNO_MAX_DECK);
	int start = (int)t_rnd(rng, (uint32_t)v->nfaces);

	assert_true(n >= 0);
	for (int k = 0; k < v->nfaces; k++) {
		uno_card c = v->faces[(start + k) % v->nfaces];
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

/* G-10: checks that check_move and apply refuse m for seat alike (with
 * want/want_reason when not -1), and that the game is still equal to the
 * clone taken before the step. */
static void refused(uno_game *g, const uno_game *before, int seat, const uno_move *m,
		    int want, int want_reason)
{
	int reason = -1;
	int rc = uno_game_check_move(g, seat, m, &reason);

	if (rc == UNO_OK) {
		char buf[32] = "?";
		uno_move_format(m, buf, sizeof buf);
		fail_msg("seat %d: move \"%s\" (type %d) accepted by check, expected a refusal",
			 seat, buf, m->type);
	}
	if (want != -1)
		assert_int_equal(rc, want);
	if (want_reason >= 0)
		assert_int_equal(reason, want_reason);
	if (rc != UNO_EINVAL)
		assert_true(reason > UNO_REASON_OK && reason < UNO_REASON_COUNT);
	assert_int_equal(uno_game_apply(g, seat, m), rc);
	assert_true(uno__state_equal(g, before));
	assert_true(uno_game_errmsg(g)[0] != '\0');
	st->refused++;
}

/* G-10: make one move that must be refused. */
static void try_refused(uno_game *g, const uno_game *before, const struct variant *v,
			uint64_t *rng, int players, int cur, const uno_move *legal, int nlegal)
{
	uno_move m = uno_move_init(UNO_MOVE_DRAW);
	int phase = uno_game_phase(g);
	int seat = cur;
	int want = -1;           /* -1: any refusal; else that status */
	int want_reason = -1;    /* -1: any reason */
	uno_card c;

	switch (t_rnd(rng, 6)) {
	case 0: /* a card the deciding seat does not hold */
		if (!card_not_held(g, v, cur, rng, &c))
			return;
		if (phase == UNO_PHASE_HANDOFF) {
			/* TM-7: only a held card can be given. */
			m = uno_move_init(UNO_MOVE_GIVE);
			m.card = c;
			want = UNO_EILLEGAL;
			want_reason = UNO_REASON_NOT_IN_HAND;
			st->bad_gives++;
			break;
		}
		m = uno_move_play(c, uno_kind_is_wild(c.kind) ? (int)t_rnd(rng, 4)
							      : UNO_NO_COLOR);
		break;
	case 1: { /* an answer to the pending decision from another seat */
		uno_card hand[UNO_MAX_DECK];
		seat = (cur + 1 + (int)t_rnd(rng, (uint32_t)players - 1)) % players;
		int n = uno_game_hand(g, seat, hand, UNO_MAX_DECK);
		assert_true(n >= 0);
		/* Seats out of play hold nothing (E-1, TM-7). */
		if (status(g, seat) == UNO_SEAT_IN && playing(phase) &&
		    seat != teammate(g, cur))
			assert_true(n > 0);
		switch (t_rnd(rng, 7)) {
		case 0:
			if (n == 0)
				return;
			c = hand[t_rnd(rng, (uint32_t)n)];
			if (phase == UNO_PHASE_HANDOFF) {
				m = uno_move_init(UNO_MOVE_GIVE);
				m.card = c;
			} else {
				m = uno_move_play(c, uno_kind_is_wild(c.kind)
							     ? (int)t_rnd(rng, 4) : UNO_NO_COLOR);
				/* H-4: that may be a jump-in, which is legal. */
				if (listed(g, seat, &m))
					return;
			}
			break;
		case 1: m = uno_move_init(UNO_MOVE_DRAW); break;
		case 2: m = uno_move_init(UNO_MOVE_PASS); break;
		case 3: m = uno_move_init(UNO_MOVE_CHALLENGE); break;
		case 4: m = uno_move_init(UNO_MOVE_ACCEPT); break;
		case 5:
			if (phase == UNO_PHASE_CAST) {
				m = uno_move_init(UNO_MOVE_CAST);
				m.flags = UNO_MOVE_F_DEAL;
				break;
			}
			if (phase == UNO_PHASE_SWAP) {
				/* H-5: only the player of the 7 swaps. */
				m = uno_move_init(UNO_MOVE_SWAP);
				m.target = (int8_t)cur;
				break;
			}
			/* fall through */
		default:
			m = uno_move_init(UNO_MOVE_COLOR);
			m.color = (uint8_t)t_rnd(rng, 4);
			break;
		}
		want = UNO_ETURN;
		want_reason = UNO_REASON_NOT_YOUR_TURN;
		st->refused_turn++;
		break;
	}
	case 2: /* a move type that does not exist */
		m = random_move(v, rng, players);
		m.type = (uint8_t)(t_rnd(rng, 2) ? 0 : UNO_MOVE_MISPLAY + 1 + t_rnd(rng, 200));
		want_reason = UNO_REASON_MALFORMED;
		break;
	case 3: /* anything not listed (a colorless wild is legal yet unlisted,
		 * so it is left out) */
		if (t_rnd(rng, 4) == 0)
			seat = (int)t_rnd(rng, (uint32_t)players);
		m = random_move(v, rng, players);
		if (m.type == UNO_MOVE_PLAY && m.color == UNO_NO_COLOR &&
		    uno_kind_is_wild(m.card.kind))
			return;
		if (listed(g, seat, &m))
			return;
		st->refused_other++;
		break;
	case 4: /* the wrong answer to this phase's own decision */
		want = UNO_EILLEGAL;
		if (phase == UNO_PHASE_CAST) {
			/* CC-3: a cast to oneself */
			m = uno_move_init(UNO_MOVE_CAST);
			m.target = (int8_t)cur;
			want_reason = UNO_REASON_BAD_TARGET;
			st->bad_casts++;
		} else if (phase == UNO_PHASE_SWAP) {
			/* H-5: a swap with oneself, or a seat not in play */
			m = uno_move_init(UNO_MOVE_SWAP);
			m.target = (int8_t)cur;
			for (int s = 0; s < players; s++)
				if (status(g, s) != UNO_SEAT_IN && t_rnd(rng, 2))
					m.target = (int8_t)s;
			want_reason = UNO_REASON_BAD_TARGET;
			st->swap_refusals++;
		} else if (phase == UNO_PHASE_STACK) {
			/* H-1: neither draw nor pass answers a stack; nor a
			 * challenge of a card that cannot be challenged */
			uno_card top = top_card(g);
			uint32_t k = t_rnd(rng, 3);
			if (k == 2 && challengeable(top.kind) &&
			    !option(g, UNO_OPT_STRICT_WILD_DRAW, 0))
				return;
			m = uno_move_init(k == 0 ? UNO_MOVE_DRAW : k == 1 ? UNO_MOVE_PASS
							   : UNO_MOVE_CHALLENGE);
			want_reason = UNO_REASON_STACK_ONLY;
			st->stack_refusals++;
		} else {
			return;
		}
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
	refused(g, before, seat, &m, want, want_reason);
}

/* CC-3, TM-7: what a cast or a give did, judged against the game before. */
static void check_cast_give(const uno_game *g, const uno_game *before, int seat,
			    const uno_move *m)
{
	int players = uno_game_players(g);

	if (m->type == UNO_MOVE_CAST) {
		int t = uno_game_turned(before, NULL, 0);
		int got[UNO_MAX_PLAYERS] = { 0 };
		assert_true(t >= 1);
		if (m->flags & UNO_MOVE_F_DEAL) {
			/* One at a time round the table from the next player,
			 * passing over the caster. */
			int to = seat;
			for (int i = 0; i < t; i++) {
				to = next_in(before, to);
				if (to == seat)
					to = next_in(before, to);
				got[to]++;
			}
			st->casts_deal++;
		} else {
			got[m->target] = t;
			st->casts_seat++;
		}
		for (int s = 0; s < players; s++)
			assert_int_equal(uno_game_hand_size(g, s),
					 uno_game_hand_size(before, s) + got[s]);
		assert_int_equal(uno_game_turned(g, NULL, 0), 0);
		/* Play goes on with the next player. */
		assert_int_equal(uno_game_phase(g), UNO_PHASE_PLAY);
		assert_int_equal(uno_game_current_player(g), next_in(before, seat));
		return;
	}
	/* A give: one card from the giver to the teammate who went out. */
	int mate = teammate(before, seat);
	int left = uno_game_gives_left(before);
	assert_true(mate >= 0);
	if (left > 1) {
		assert_int_equal(count_card(g, seat, m->card), count_card(before, seat, m->card) - 1);
		assert_int_equal(uno_game_phase(g), UNO_PHASE_HANDOFF);
		assert_int_equal(uno_game_current_player(g), seat);
		assert_int_equal(uno_game_gives_left(g), left - 1);
		assert_int_equal(uno_game_hand_size(g, seat), uno_game_hand_size(before, seat) - 1);
		assert_int_equal(uno_game_hand_size(g, mate), uno_game_hand_size(before, mate) + 1);
		assert_int_equal(count_card(g, mate, m->card), count_card(before, mate, m->card) + 1);
	} else {
		/* The last give: then the card played acts, and may make
		 * either of them draw (a Draw Two at the giver when the seat
		 * between is out, a Team Play penalty). */
		assert_int_equal(uno_game_gives_left(g), 0);
		assert_true(uno_game_phase(g) != UNO_PHASE_HANDOFF);
		assert_true(count_card(g, mate, m->card) >= count_card(before, mate, m->card) + 1);
	}
	st->handoffs_checked++;
}

/* What the game showed before a move, for judging the move's house-rule
 * effects. */
struct pre {
	int phase, cur, pending, exposed, color, last_player;
	int draw_pile, discard_pile;
	uno_card top;
	int hand[UNO_MAX_PLAYERS];
};

/* A seat's hand (sorted by the library); returns its size. */
static int hand_of(const uno_game *g, int seat, uno_card *buf)
{
	int n = uno_game_hand(g, seat, buf, UNO_MAX_DECK);
	assert_true(n >= 0 && n <= UNO_MAX_DECK);
	return n;
}

/* Does seat a of game g hold exactly what seat b of game h held, less one
 * copy of card when without is set? */
static void assert_hand_moved(const uno_game *g, int a, const uno_game *h, int b,
			      const uno_card *without)
{
	uno_card want[UNO_MAX_DECK], got[UNO_MAX_DECK];
	int nw = hand_of(h, b, want), ng = hand_of(g, a, got);

	if (without) {
		int at = -1;
		for (int i = 0; i < nw && at < 0; i++)
			if (same_card(want[i], *without))
				at = i;
		assert_true(at >= 0);
		memmove(want + at, want + at + 1, (size_t)(nw - at - 1) * sizeof want[0]);
		nw--;
	}
	if (ng != nw)
		fail_msg("seat %d holds %d cards, expected the %d of seat %d (H-5)", a, ng, nw, b);
	for (int i = 0; i < ng; i++)
		assert_true(same_card(got[i], want[i]));
}

/* H-5: after hands changed seats nobody owes a call and nobody can be
 * caught. */
static void assert_no_calls_owed(const uno_game *g, int players)
{
	uno_move list[UNO_MAX_MOVES];

	for (int s = 0; s < players; s++) {
		int k = uno_game_legal_moves(g, s, list, UNO_MAX_MOVES);
		for (int i = 0; i < k; i++)
			assert_true(list[i].type != UNO_MOVE_UNO && list[i].type != UNO_MOVE_CATCH);
	}
}

/* G-2 read from the outside, one way only: could this card not be played
 * on that top card and color? A colored card matches by color or symbol;
 * a wild always does, except a restricted wild draw card under the strict
 * rule (C-6, X-4, H-6). */
static int plainly_unplayable(const uno_game *g, uno_card c, const struct pre *p)
{
	if (uno_kind_is_wild(c.kind))
		return option(g, UNO_OPT_STRICT_WILD_DRAW, 0) && challengeable(c.kind);
	return p->color != UNO_NO_COLOR && c.color != p->color && c.kind != p->top.kind;
}

/* The cards a penalty can take from the piles now (G-4: all but the top
 * card of the discard pile can be reshuffled). */
static int drawable(const struct pre *p)
{
	return p->draw_pile + p->discard_pile - 1;
}

static int at_most(int a, int b)
{
	return a < b ? a : b;
}

/* H-1: the moves offered on a stack: accept, the draw cards that stack
 * (of the top card's kind with stacking 1, any with 2, matching by G-2),
 * and a challenge only of a challengeable top card without the strict
 * rule. Every such colored card held is offered (and every wild draw card
 * when the strict rule does not restrict it). */
static void check_stack_list(const uno_game *g, int cur, const uno_move *m, int n)
{
	uno_card top = top_card(g), hand[UNO_MAX_DECK];
	int mode = option(g, UNO_OPT_STACKING, 0);
	int strict = option(g, UNO_OPT_STRICT_WILD_DRAW, 0);
	int color = uno_game_current_color(g);
	int accept = 0, challenge = 0;

	assert_true(color >= 0 && color < 4);
	for (int i = 0; i < n; i++)
		switch (m[i].type) {
		case UNO_MOVE_PLAY:
			assert_true(draw_of(m[i].card.kind) > 0);
			if (mode == 1)
				assert_int_equal(m[i].card.kind, top.kind);
			if (!uno_kind_is_wild(m[i].card.kind))
				assert_true(m[i].card.color == color || m[i].card.kind == top.kind);
			break;
		case UNO_MOVE_ACCEPT:
			accept++;
			break;
		case UNO_MOVE_CHALLENGE:
			challenge++;
			break;
		case UNO_MOVE_UNO:
		case UNO_MOVE_CATCH:
			break;
		default:
			fail_msg("move type %d offered on a stack (H-1)", m[i].type);
		}
	assert_int_equal(accept, 1);
	assert_int_equal(challenge, challengeable(top.kind) && !strict);

	int h = hand_of(g, cur, hand);
	for (int i = 0; i < h; i++) {
		uno_card c = hand[i];
		int found = 0;
		if (!draw_of(c.kind) || (mode == 1 && c.kind != top.kind))
			continue;
		if (uno_kind_is_wild(c.kind) ? strict : c.color != color && c.kind != top.kind)
			continue;
		for (int j = 0; j < n; j++)
			found |= m[j].type == UNO_MOVE_PLAY && same_card(m[j].card, c);
		if (!found)
			fail_msg("seat %d may stack its %s (kind %d) but it is not offered (H-1)",
				 cur, uno_kind_name(c.kind), c.kind);
	}
}

/* H-5: a 7 asks its player to choose any other seat in play. */
static void check_swap_list(const uno_game *g, int cur, const uno_move *m, int n, int players)
{
	int swaps = 0, in = 0;

	for (int s = 0; s < players; s++)
		in += s != cur && status(g, s) == UNO_SEAT_IN;
	for (int i = 0; i < n; i++) {
		if (m[i].type == UNO_MOVE_SWAP) {
			assert_true(m[i].target >= 0 && m[i].target < players);
			assert_true(m[i].target != cur);
			assert_int_equal(status(g, m[i].target), UNO_SEAT_IN);
			swaps++;
		} else {
			assert_true(m[i].type == UNO_MOVE_UNO || m[i].type == UNO_MOVE_CATCH);
		}
	}
	assert_int_equal(swaps, in);
}

/* H-1..H-5: what a move did under the house rules, judged against the
 * game before it (p, before) and the events it sent (wt). */
static void check_house_move(const uno_game *g, const uno_game *before, const struct variant *v,
			     int seat, const uno_move *m, const struct pre *p, int players)
{
	struct watch *w = wt;
	int phase = uno_game_phase(g);
	int on = playing(phase);
	int stacking = option(g, UNO_OPT_STACKING, 0);
	int seven = option(g, UNO_OPT_SEVEN_O, 0);
	int kind = m->card.kind;

	/* H-4: a play by a seat whose turn it was not is a jump-in with the
	 * top card, announced, and the decision moves to the jumper. */
	int jumped = m->type == UNO_MOVE_PLAY && seat != p->cur;
	assert_int_equal(w->jump_ins, jumped);
	if (jumped) {
		assert_int_equal(option(g, UNO_OPT_JUMP_IN, 0), 1);
		assert_int_equal(p->phase, UNO_PHASE_PLAY);
		assert_true(same_card(m->card, p->top));
		assert_int_equal(w->jump.seat, seat);
		assert_int_equal(w->jump.other, p->cur);
		assert_true(same_card(w->jump.card, p->top));
		st->jump_ins++;
		/* G-6: it closes the catch window of every other seat. */
		if (on && p->exposed >= 0 && p->exposed != seat && !(v->paths & X_TEAMS)) {
			uno_move c = uno_move_init(UNO_MOVE_CATCH);
			int reason = -1;
			c.target = (int8_t)p->exposed;
			assert_int_equal(uno_game_check_move(g, seat, &c, &reason), UNO_EILLEGAL);
			assert_int_equal(reason, UNO_REASON_NOT_CATCHABLE);
			st->jump_window_closed++;
		}
	}

	/* H-1: a stack is played only with a draw card that stacks. */
	if (m->type == UNO_MOVE_PLAY && p->phase == UNO_PHASE_STACK) {
		assert_true(draw_of(kind) > 0);
		if (stacking == 1)
			assert_int_equal(kind, p->top.kind);
		st->stacks++;
		if (kind != p->top.kind)
			st->cross_stacks++;
	}
	/* H-1: a draw card played (stacked or not) puts its draw on the
	 * pending total, and the next seat in play faces it; with its color
	 * still to name, that comes after the color. */
	int total = -1;
	if (m->type == UNO_MOVE_PLAY && draw_of(kind) && stacking && on &&
	    phase != UNO_PHASE_COLOR)
		total = (p->phase == UNO_PHASE_STACK ? p->pending : 0) + draw_of(kind);
	if (m->type == UNO_MOVE_COLOR && stacking && draw_of(p->top.kind) && on)
		total = w->color_stack_base + draw_of(p->top.kind);
	/* A wild draw card played without its color: what was pending
	 * before it, for when the color is named. */
	if (m->type == UNO_MOVE_PLAY && draw_of(kind) && phase == UNO_PHASE_COLOR)
		w->color_stack_base = p->phase == UNO_PHASE_STACK ? p->pending : 0;
	if (total >= 0) {
		assert_int_equal(phase, UNO_PHASE_STACK);
		assert_int_equal(uno_game_pending_draw(g), total);
		assert_true(total >= draw_of(top_card(g).kind));
		assert_int_equal(uno_game_current_player(g), next_in(g, seat));
		assert_int_equal(w->stacks, 1);
		assert_int_equal(w->stack.seat, seat);
		assert_int_equal(w->stack.other, uno_game_current_player(g));
		assert_int_equal(w->stack.value, total);
		if (total > st->longest_stack)
			st->longest_stack = total;
	} else {
		assert_int_equal(w->stacks, 0);
	}
	/* G-7, H-1: a draw card played as the last card still makes the next
	 * seat draw, a stack's whole total with it (as many as there are). */
	if (m->type == UNO_MOVE_PLAY && draw_of(kind) && !on && !(v->paths & X_TEAMS) &&
	    uno_game_hand_size(g, seat) == 0) {
		int victim = next_in(before, seat);
		int want = (p->phase == UNO_PHASE_STACK ? p->pending : 0) + draw_of(kind);
		assert_true(victim != seat);
		assert_int_equal(w->penalties, 1);
		assert_int_equal(uno_game_hand_size(g, victim),
				 p->hand[victim] + at_most(want, drawable(p) + 1));
		if (p->phase == UNO_PHASE_STACK)
			st->stack_outs++;
	}

	/* H-1: accepting a stack draws its total and loses the turn. */
	if (m->type == UNO_MOVE_ACCEPT && p->phase == UNO_PHASE_STACK) {
		assert_int_equal(uno_game_hand_size(g, seat),
				 p->hand[seat] + at_most(p->pending, drawable(p)));
		assert_int_equal(phase, UNO_PHASE_PLAY);
		assert_int_equal(uno_game_current_player(g), next_in(g, seat));
		st->stack_accepts++;
		if (p->pending > draw_of(p->top.kind))
			st->stacked_accepts++;
	}
	/* H-1: a challenge on a stack is about the card on top: its player
	 * draws the total, or the challenger draws it and the penalty. */
	if (m->type == UNO_MOVE_CHALLENGE && p->phase == UNO_PHASE_STACK) {
		int penalty = option(g, UNO_OPT_CHALLENGE_PENALTY, 0);
		assert_true(challengeable(p->top.kind));
		assert_int_equal(w->challenged, 1);
		assert_int_equal(w->challenge.other, seat);
		assert_int_equal(w->challenge.seat, p->last_player);
		assert_int_equal(w->challenge.card.kind, p->top.kind);
		if (w->challenge.value) {
			int skipped = option(g, UNO_OPT_CHALLENGER_SKIPPED, 0);
			assert_int_equal(uno_game_hand_size(g, p->last_player),
					 p->hand[p->last_player] + at_most(p->pending, drawable(p)));
			assert_int_equal(uno_game_hand_size(g, seat), p->hand[seat]);
			assert_int_equal(uno_game_current_player(g),
					 skipped ? next_in(g, seat) : seat);
		} else {
			assert_int_equal(uno_game_hand_size(g, seat),
					 p->hand[seat] + at_most(p->pending + penalty, drawable(p)));
			assert_int_equal(uno_game_current_player(g), next_in(g, seat));
		}
		assert_int_equal(phase, UNO_PHASE_PLAY);
		st->stack_challenges++;
	}

	/* H-2: a draw takes one card, or with draw_until_playable cards until
	 * a playable one shows; every card passed over could not be played,
	 * and a turn that ends after drawing found nothing playable (with the
	 * option, because nothing was left to draw). */
	if (m->type == UNO_MOVE_DRAW) {
		int until = option(g, UNO_OPT_DRAW_UNTIL_PLAYABLE, 0);
		int k = w->nturn_draws;
		/* TM-6: an UNO penalty drawn first may have taken the last
		 * cards. */
		if (k == 0 && w->penalties > 0 && uno_game_draw_pile_size(g) == 0 &&
		    uno_game_discard_pile_size(g) == 1) {
			assert_true(v->paths & X_TEAMS);
			return;
		}
		assert_true(k >= 1);
		assert_int_equal(w->turn_draw_seat, seat);
		if (!until)
			assert_int_equal(k, 1);
		for (int i = 0; i < k - 1; i++)
			assert_true(plainly_unplayable(g, w->turn_draws[i], p));
		uno_card last = w->turn_draws[k - 1];
		if (phase == UNO_PHASE_DRAWN) {
			uno_move list[UNO_MAX_MOVES];
			int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES), offered = 0;
			assert_int_equal(uno_game_current_player(g), seat);
			if (!uno_kind_is_wild(last.kind))
				assert_false(plainly_unplayable(g, last, p));
			for (int i = 0; i < n; i++)
				offered |= list[i].type == UNO_MOVE_PLAY && same_card(list[i].card, last);
			assert_true(offered);
		} else {
			assert_true(plainly_unplayable(g, last, p));
			if (until) {
				assert_int_equal(uno_game_draw_pile_size(g), 0);
				assert_int_equal(uno_game_discard_pile_size(g), 1);
				st->until_dry++;
			}
		}
		if (!w->penalties)
			assert_int_equal(uno_game_hand_size(g, seat), p->hand[seat] + k);
		if (until)
			st->until_draws++;
		if (k > 1)
			st->until_multi++;
	}
	/* H-3: from a playable drawn card the only way on is to play it. */
	if (p->phase == UNO_PHASE_DRAWN && seat == p->cur &&
	    option(g, UNO_OPT_FORCE_PLAY, 0)) {
		assert_true(m->type == UNO_MOVE_PLAY || m->type == UNO_MOVE_UNO ||
			    m->type == UNO_MOVE_CATCH);
		st->force_plays += m->type == UNO_MOVE_PLAY;
	}

	/* H-5: a 7 asks for a swap, a 0 passes the hands on; neither when it
	 * went out. */
	if (m->type == UNO_MOVE_PLAY && seven && on && kind == UNO_SEVEN) {
		/* A jumper chooses too. */
		assert_int_equal(phase, UNO_PHASE_SWAP);
		assert_int_equal(uno_game_current_player(g), seat);
		st->jump_sevens += jumped;
	}
	if (m->type == UNO_MOVE_PLAY && seven && !on && (kind == UNO_SEVEN || kind == UNO_ZERO))
		st->seven_o_outs++;
	if (m->type == UNO_MOVE_PLAY && seven && on && kind == UNO_ZERO) {
		/* Every hand in play moved one seat along the direction of
		 * play; the player's went without the 0. */
		assert_int_equal(w->rotations, 1);
		for (int s = 0; s < players; s++)
			if (status(g, s) == UNO_SEAT_IN)
				assert_hand_moved(g, next_in(g, s), before, s,
						  s == seat ? &m->card : NULL);
		assert_int_equal(phase, UNO_PHASE_PLAY);
		assert_int_equal(uno_game_current_player(g), next_in(g, seat));
		assert_no_calls_owed(g, players);
		st->rotations++;
	} else {
		assert_int_equal(w->rotations, 0);
	}
	if (m->type == UNO_MOVE_SWAP) {
		int t = m->target;
		assert_int_equal(p->phase, UNO_PHASE_SWAP);
		assert_int_equal(w->swaps, 1);
		assert_int_equal(w->swap.seat, seat);
		assert_int_equal(w->swap.other, t);
		for (int s = 0; s < players; s++)
			assert_hand_moved(g, s, before, s == seat ? t : s == t ? seat : s, NULL);
		assert_int_equal(phase, UNO_PHASE_PLAY);
		assert_int_equal(uno_game_current_player(g), next_in(g, seat));
		assert_no_calls_owed(g, players);
		st->swaps++;
	} else {
		assert_int_equal(w->swaps, 0);
	}
	/* H-4, H-5: a plain number card (a jump-in too) passes the turn to
	 * the next seat in play. */
	if (m->type == UNO_MOVE_PLAY && kind <= UNO_NINE && phase == UNO_PHASE_PLAY &&
	    !(seven && (kind == UNO_SEVEN || kind == UNO_ZERO)))
		assert_int_equal(uno_game_current_player(g), next_in(g, seat));
}

/* One move: pick a seat and one of its legal moves, check the lists, the
 * clone and some refusals, apply it, then check the state. With dense
 * unset, the costly checks are made one step in SPARSE_EVERY. */
static int step(uno_game *g, const struct variant *v, uint64_t *rng, int players,
		long n_step, int hoard, int dense)
{
	uno_move mine[UNO_MAX_MOVES], theirs[UNO_MAX_MOVES];
	int phase = uno_game_phase(g);
	int cur = uno_game_current_player(g);
	int costly = dense || n_step % SPARSE_EVERY == 0;
	uno_game *before = NULL;

	assert_true(cur >= 0 && cur < players);
	st->phase[phase]++;
	st->steps++;
	if (!dense)
		st->sparse_steps++;

	/* G-3, G-4: the deciding seat is never stuck. */
	int n = uno_game_legal_moves(g, cur, mine, UNO_MAX_MOVES);
	assert_true(n >= 1 && n <= UNO_MAX_MOVES);
	check_list(g, cur, cur, mine, n, 1);
	if (n_step % 16 == 0)
		assert_int_equal(uno_game_legal_moves(g, cur, NULL, 0), n);

	/* The clone is the same game. */
	assert_int_equal(uno_game_clone(&before, g), UNO_OK);
	hold(before);
	assert_true(uno__state_equal(before, g));

	/* TM-4: with neither draw nor pass offered on a turn, the teammate of
	 * a Team Play must play: it has a play, and draw is refused. */
	int must_play = 0;
	if (phase == UNO_PHASE_PLAY) {
		int plays = 0, other = 0;
		for (int i = 0; i < n; i++) {
			plays += mine[i].type == UNO_MOVE_PLAY;
			other += mine[i].type == UNO_MOVE_DRAW || mine[i].type == UNO_MOVE_PASS;
		}
		if (!other) {
			must_play = 1;
			uno_move d = uno_move_init(UNO_MOVE_DRAW);
			assert_true(v->paths & X_TEAMS);
			assert_true(plays > 0);
			st->must_play++;
			refused(g, before, cur, &d, UNO_EILLEGAL, UNO_REASON_MUST_PLAY);
			d = uno_move_init(UNO_MOVE_PASS);
			refused(g, before, cur, &d, UNO_EILLEGAL, -1);
			st->must_play_refused++;
		}
	}

	/* Did the deciding seat have a choice? (UNO calls and catches
	 * change nothing on the table.) */
	int choices = 0;
	for (int i = 0; i < n; i++)
		choices += mine[i].type != UNO_MOVE_UNO && mine[i].type != UNO_MOVE_CATCH;
	int forced = choices == 1;

	/* H-1, H-3, H-5: the decisions the house rules add. */
	if (phase == UNO_PHASE_STACK)
		check_stack_list(g, cur, mine, n);
	if (phase == UNO_PHASE_SWAP)
		check_swap_list(g, cur, mine, n, players);
	if (phase == UNO_PHASE_DRAWN) {
		int passes = 0;
		for (int i = 0; i < n; i++)
			passes += mine[i].type == UNO_MOVE_PASS;
		if (option(g, UNO_OPT_FORCE_PLAY, 0)) {
			uno_move d = uno_move_init(UNO_MOVE_PASS);
			assert_int_equal(passes, 0);
			refused(g, before, cur, &d, UNO_EILLEGAL, UNO_REASON_FORCE_PLAY);
			st->force_refusals++;
		} else {
			assert_int_equal(passes, 1);
		}
	}

	/* What the move will be judged against. */
	struct pre pre;
	pre.phase = phase;
	pre.cur = cur;
	pre.pending = uno_game_pending_draw(g);
	pre.color = uno_game_current_color(g);
	pre.top = top_card(g);
	pre.last_player = wt->last_player;
	pre.draw_pile = uno_game_draw_pile_size(g);
	pre.discard_pile = uno_game_discard_pile_size(g);
	pre.exposed = -1;
	for (int i = 0; i < n; i++) {
		if (mine[i].type == UNO_MOVE_UNO)
			pre.exposed = cur;
		if (mine[i].type == UNO_MOVE_CATCH)
			pre.exposed = mine[i].target;
	}
	for (int s = 0; s < players; s++)
		pre.hand[s] = uno_game_hand_size(g, s);
	int jump_in = option(g, UNO_OPT_JUMP_IN, 0) && phase == UNO_PHASE_PLAY && !must_play &&
		      pre.color != UNO_NO_COLOR && !uno_kind_is_wild(pre.top.kind);

	/* G-6, G-10: what every other seat may do now. */
	if (costly && n_step % ALL_SEATS_EVERY == 0)
		for (int s = 0; s < players; s++) {
			if (s == cur)
				continue;
			int k = uno_game_legal_moves(g, s, theirs, UNO_MAX_MOVES);
			assert_true(k >= 0);
			check_list(g, s, cur, theirs, k, 1);
			/* E-1: an eliminated seat has nothing to do. */
			if (status(g, s) == UNO_SEAT_ELIMINATED)
				assert_int_equal(k, 0);
			/* H-4: a seat holding the top card's twin may jump
			 * in with it. */
			if (jump_in && status(g, s) == UNO_SEAT_IN &&
			    count_card(g, s, pre.top) > 0) {
				int offered = 0;
				for (int i = 0; i < k; i++)
					offered |= theirs[i].type == UNO_MOVE_PLAY;
				assert_true(offered);
				st->jump_lists_checked++;
			}
		}

	uno_move m = t_pick(mine, n, rng);
	/* H-2: a draw now costs a run of cards, so a random walk of hand
	 * sizes would hardly ever reach zero; these players draw only when
	 * they must, or once in a while. */
	if (!hoard && option(g, UNO_OPT_DRAW_UNTIL_PLAYABLE, 0) && m.type != UNO_MOVE_PLAY &&
	    t_rnd(rng, 16) != 0) {
		int plays = 0;
		for (int i = 0; i < n; i++)
			plays += mine[i].type == UNO_MOVE_PLAY;
		if (plays) {
			int k = (int)t_rnd(rng, (uint32_t)plays);
			for (int i = 0; i < n; i++)
				if (mine[i].type == UNO_MOVE_PLAY && k-- == 0)
					m = mine[i];
		}
	}
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
			st->other_seat++;
		}
	}
	/* H-4: half the time a seat that may jump in does (hoarders seldom,
	 * so that their rounds still block). */
	if (jump_in && seat == cur && t_rnd(rng, hoard ? 16 : 2) == 0) {
		int first = (int)t_rnd(rng, (uint32_t)players);
		for (int j = 0; j < players && seat == cur; j++) {
			int other = (first + j) % players;
			if (other == cur)
				continue;
			int k = uno_game_legal_moves(g, other, theirs, UNO_MAX_MOVES);
			assert_true(k >= 0);
			for (int i = 0; i < k; i++)
				if (theirs[i].type == UNO_MOVE_PLAY && (seat == cur || t_rnd(rng, 2))) {
					seat = other;
					m = theirs[i];
				}
		}
		if (seat != cur)
			st->jump_ins_picked++;
	}
	/* A wild without a color is legal but unlisted: it leaves a COLOR
	 * decision pending (C-5). Only on a plain turn, where that is clear. */
	if (seat == cur && (phase == UNO_PHASE_PLAY || phase == UNO_PHASE_STACK) &&
	    m.type == UNO_MOVE_PLAY && uno_kind_is_wild(m.card.kind) && t_rnd(rng, 3) == 0) {
		int reason = -1;
		m.color = UNO_NO_COLOR;
		assert_int_equal(uno_game_check_move(g, seat, &m, &reason), UNO_OK);
		st->colorless_wilds++;
	}

	if (costly && n_step % REFUSE_EVERY == 0) {
		try_refused(g, before, v, rng, players, cur, mine, n);
		try_refused(g, before, v, rng, players, cur, mine, n);
	}

	/* What this move reports, from here on. */
	wt->nturn_draws = 0;
	wt->turn_draw_seat = -1;
	wt->penalties = wt->jump_ins = wt->stacks = wt->swaps = wt->rotations = 0;
	wt->challenged = 0;
	int rc = uno_game_apply(g, seat, &m);
	if (rc != UNO_OK) {
		char buf[32];
		uno_move_format(&m, buf, sizeof buf);
		fail_msg("seat %d: legal move \"%s\" refused: %s (%s)", seat, buf,
			 uno_strerror(rc), uno_game_errmsg(g));
	}
	st->applied[m.type & 15]++;

	if (m.type == UNO_MOVE_CAST || m.type == UNO_MOVE_GIVE)
		check_cast_give(g, before, seat, &m);
	check_house_move(g, before, v, seat, &m, &pre, players);
	/* TM-7: a hand-off starts with half the giver's hand, rounded down. */
	if (phase != UNO_PHASE_HANDOFF && uno_game_phase(g) == UNO_PHASE_HANDOFF)
		assert_int_equal(uno_game_gives_left(g),
				 uno_game_hand_size(g, uno_game_current_player(g)) / 2);

	if (costly && n_step % CLONE_APPLY_EVERY == 0) {
		assert_int_equal(uno_game_apply(before, seat, &m), UNO_OK);
		assert_true(uno__state_equal(before, g));
		st->clone_applied++;
	}
	release(before);
	check_state(g, v, players);
	return forced;
}

struct setup {
	int players, full, lowest, target, rotating, limit;
};

/* G-8, G-9, P-2, P-3, E-2, TM-8: the match winner is the seat the scoring
 * rule names. */
static void check_match_over(const uno_game *g, const struct variant *v, const struct setup *su)
{
	int w = uno_game_match_winner(g);
	int players = su->players;
	int top = 0;

	assert_true(w >= 0 && w < players);
	for (int s = 0; s < players; s++)
		if (uno_game_score(g, s) > top)
			top = uno_game_score(g, s);
	if (su->limit > 0) {
		/* E-2: one seat is left; it won the last round. */
		assert_int_equal(w, uno_game_round_winner(g));
		for (int s = 0; s < players; s++) {
			if (s == w) {
				assert_int_equal(status(g, s), UNO_SEAT_IN);
				assert_true(uno_game_score(g, s) < su->limit);
			} else {
				assert_int_equal(status(g, s), UNO_SEAT_ELIMINATED);
				assert_true(uno_game_score(g, s) >= su->limit);
			}
		}
	} else if (su->rotating) {
		/* P-3: one full rotation, then the highest total (ties: the
		 * lowest seat). */
		assert_int_equal(uno_game_round(g), players - 1);
		for (int s = 0; s < players; s++) {
			assert_true(uno_game_score(g, w) >= uno_game_score(g, s));
			if (s < w)
				assert_true(uno_game_score(g, s) < uno_game_score(g, w));
		}
		st->rotating_matches++;
	} else if (!su->lowest) {
		assert_true(top >= su->target);
		if (v->paths & X_TEAMS)
			assert_int_equal(uno_game_team(g, w),
					 uno_game_team(g, uno_game_round_winner(g)));
		else
			assert_int_equal(w, uno_game_round_winner(g));
		assert_true(uno_game_score(g, w) >= su->target);
	} else {
		assert_true(top >= su->target);
		for (int s = 0; s < players; s++) {
			assert_true(uno_game_score(g, w) <= uno_game_score(g, s));
			if (s < w)
				assert_true(uno_game_score(g, s) > uno_game_score(g, w));
		}
		st->lowest_matches++;
	}
	/* Nothing more to play. */
	for (int s = 0; s < players; s++)
		assert_int_equal(uno_game_legal_moves(g, s, NULL, 0), 0);
}

/* G-8, G-9, E-1: a round that did not end the match left every total in
 * play below the line that would have ended it. */
static void check_match_goes_on(const uno_game *g, const struct setup *su)
{
	int in = 0;

	for (int s = 0; s < su->players; s++) {
		int score = uno_game_score(g, s);
		if (su->limit > 0) {
			if (status(g, s) == UNO_SEAT_ELIMINATED) {
				assert_true(score >= su->limit);
			} else {
				assert_true(score < su->limit);
				in++;
			}
		} else if (!su->rotating) {
			assert_true(score < su->target);
		}
	}
	if (su->limit > 0)
		assert_true(in >= 2);
	if (su->rotating)
		assert_true(uno_game_round(g) < su->players - 1);
}

/* Sets an option the variant supports to value, clamped to its bounds;
 * returns the value set, or fallback when the variant lacks it. */
static int set_opt(uno_rules *r, int opt, int value, int fallback)
{
	int min, max, def;
	int rc = uno_rules_option_info(r, opt, &min, &max, &def);

	if (rc == UNO_ENOTSUP) {
		assert_int_equal(uno_rules_set(r, opt, value), UNO_ENOTSUP);
		return fallback;
	}
	assert_int_equal(rc, UNO_OK);
	if (value < min)
		value = min;
	if (value > max)
		value = max;
	assert_int_equal(uno_rules_set(r, opt, value), UNO_OK);
	return value;
}

/* An option's value in a table, 0 when the variant lacks it. */
static int option_of(const uno_rules *r, int opt)
{
	int value;
	return uno_rules_get(r, opt, &value) == UNO_OK ? value : 0;
}

/* Options from the game's index: every mix the variant supports turns up
 * over the run. */
static uno_rules *make_rules(const struct variant *v, uint64_t h, struct setup *su)
{
	uno_rules *r;

	assert_int_equal(uno_rules_copy(&r, v->base, NULL, NULL), UNO_OK);
	if (set_opt(r, UNO_OPT_STRICT_WILD_DRAW, (int)(h & 1), 0))
		st->strict_games++;
	set_opt(r, UNO_OPT_CHALLENGER_SKIPPED, (int)((h >> 1) & 1), 0);
	set_opt(r, UNO_OPT_WILD_FIRST_RETURNED, (int)((h >> 2) & 1), 0);
	su->lowest = set_opt(r, UNO_OPT_LOWEST_SCORE_WINS, (int)((h >> 3) & 1), 0);
	set_opt(r, UNO_OPT_UNO_PENALTY, (int)((h >> 4) % 5), 0);
	set_opt(r, UNO_OPT_CHALLENGE_PENALTY, (int)((h >> 8) % 5), 0);
	int dealer = (h >> 12) % 3 == 0 ? -1 : (int)((h >> 16) % (uint64_t)su->players);
	assert_int_equal(set_opt(r, UNO_OPT_DEALER, dealer, dealer), dealer);
	/* E-1: a low limit, so that players are eliminated. */
	su->limit = set_opt(r, UNO_OPT_ELIMINATION_LIMIT, 60 + (int)((h >> 20) % 141), 0);
	su->rotating = set_opt(r, UNO_OPT_ROTATING_PARTNERS, (int)((h >> 28) & 1), 0);
	/* One game in eight deals a hand of another size (1 to 10, while the
	 * deck holds it), which makes going out early common. */
	if ((h >> 32) % 8 == 0) {
		int hand = 1 + (int)((h >> 36) % 10);
		if (hand * su->players + 1 <= v->deck)
			set_opt(r, UNO_OPT_HAND_SIZE, hand, 0);
	}
	/* H-1..H-5: a random mix of the house rules on top, each one the
	 * variant offers (set_opt checks that the others are refused); the
	 * strict rule (H-6) is mixed in above. */
	uint64_t hh = t_mix64(h ^ 0x4855u);
	int house[6];
	house[0] = set_opt(r, UNO_OPT_STACKING, (int)(hh % 3), 0);
	house[1] = set_opt(r, UNO_OPT_DRAW_UNTIL_PLAYABLE, (int)((hh >> 8) & 1), 0);
	house[2] = set_opt(r, UNO_OPT_FORCE_PLAY, (int)((hh >> 9) & 1), 0);
	house[3] = set_opt(r, UNO_OPT_JUMP_IN, (int)((hh >> 10) & 1), 0);
	house[4] = set_opt(r, UNO_OPT_SEVEN_O, (int)((hh >> 11) & 1), 0);
	house[5] = option_of(r, UNO_OPT_STRICT_WILD_DRAW);
	for (int k = 0; k < 6; k++)
		if (house[k])
			st->house_games[k]++;
	if (su->full)
		set_opt(r, UNO_OPT_TARGET_SCORE, FULL_MATCH_TARGET, 0);
	su->target = 0;
	if (uno_rules_get(r, UNO_OPT_TARGET_SCORE, &su->target) != UNO_OK)
		assert_true(su->limit > 0);
	return r;
}

/* Plays game number index of variant v: its first round, or its whole
 * match. Returns the game (the caller frees it) so a replay can be compared
 * with it. */
static uno_game *play_game(const struct variant *v, int index)
{
	uint64_t h = t_mix64((uint64_t)index * 0x10001u + 0xc1a551c +
			     (uint64_t)(v - vars) * 0x9e3779b97f4a7c15ull);
	uint64_t rng = h ^ 0xdecafbadull;
	struct setup su = { v->counts[index % v->ncounts], index % FULL_MATCH_EVERY == 0,
			    0, 0, 0, 0 };
	uno_rules *r = make_rules(v, h, &su);
	uno_game *g = NULL;
	uno_hooks hooks;
	long n_step = index;
	/* One game in ten is played by hoarders. */
	int hoard = index % 10 == 7;
	int cap = v->paths & X_TEAMS ? TEAM_MOVE_CAP
		  : v->paths & X_CAST ? CAST_MOVE_CAP : MOVE_CAP;
	struct watch w;

	memset(&w, 0, sizeof w);
	w.v = v;
	w.last_player = w.round_end_seat = w.match_end_seat = -1;
	w.own_hands = su.lowest || su.limit > 0;
	wt = &w;
	assert_int_equal(uno_game_new(&g, r, su.players, h, NULL, NULL), UNO_OK);
	hold(g);
	uno_rules_free(r); /* the game keeps its own copy */
	memset(&hooks, 0, sizeof hooks);
	hooks.size = sizeof hooks;
	hooks.event = on_event;
	assert_int_equal(uno_game_set_hooks(g, &hooks, &w), UNO_OK);
	check_state(g, v, su.players);
	check_teams(g, v, su.players);
	st->games++;
	st->by_players[su.players]++;

	for (int rounds = 1;; rounds++) {
		int moves = 0, forced_run = 0;
		int phase;
		for (int s = 0; s < su.players; s++)
			w.scores[s] = uno_game_score(g, s);
		/* E-2: two seats left of more play head to head. */
		if (su.limit > 0 && su.players > 2) {
			int in = 0;
			for (int s = 0; s < su.players; s++)
				in += status(g, s) == UNO_SEAT_IN;
			if (in == 2)
				st->head_to_head_rounds++;
		}
		while (playing(phase = uno_game_phase(g))) {
			if (++moves > cap)
				fail_msg("%s game %d round %d: no end after %d moves (G-4)",
					 v->name, index, rounds, cap);
			forced_run = step(g, v, &rng, su.players, n_step++, hoard,
					  moves <= DENSE_MOVES) ? forced_run + 1 : 0;
			/* G-4: a round where nobody has had a choice for this
			 * long can only be going round in circles. */
			if (forced_run > FORCED_CAP)
				fail_msg("%s game %d round %d: %d moves in a row without a choice: "
					 "the round cannot end (G-4)", v->name, index, rounds,
					 forced_run);
		}
		if (moves > st->longest_round)
			st->longest_round = moves;
		st->rounds++;
		assert_int_equal(w.round_end_seat, uno_game_round_winner(g));
		assert_int_equal(uno_game_legal_moves(g, (int)t_rnd(&rng, (uint32_t)su.players),
						      NULL, 0), 0);
		if (phase == UNO_PHASE_MATCH_OVER) {
			check_match_over(g, v, &su);
			assert_int_equal(w.match_end_seat, uno_game_match_winner(g));
			assert_int_equal(uno_game_next_round(g), UNO_ESTATE);
			st->matches++;
			break;
		}
		check_match_goes_on(g, &su);
		if (!su.full)
			break;
		if (rounds >= ROUND_CAP)
			fail_msg("%s game %d: match not over after %d rounds (G-8)",
				 v->name, index, rounds);

		int scores[UNO_MAX_PLAYERS];
		for (int s = 0; s < su.players; s++)
			scores[s] = uno_game_score(g, s);
		int dealer = uno_game_dealer(g);
		int round = uno_game_round(g);
		/* G-5: the deal passes to the left, over eliminated seats
		 * (E-1); a seat out of the game for the round (TM-7) deals
		 * in its turn. */
		int want = dealer;
		do
			want = (want + 1) % su.players;
		while (status(g, want) == UNO_SEAT_ELIMINATED);
		assert_int_equal(uno_game_next_round(g), UNO_OK);
		if (uno_game_dealer(g) != want)
			fail_msg("%s game %d: round %d dealt by seat %d, expected seat %d "
				 "left of dealer %d (G-5)", v->name, index, round + 1,
				 uno_game_dealer(g), want, dealer);
		/* Totals carry over. */
		assert_int_equal(uno_game_round(g), round + 1);
		for (int s = 0; s < su.players; s++) {
			assert_int_equal(uno_game_score(g, s), scores[s]);
			/* TM-7: out of the game only for the round. */
			assert_true(status(g, s) != UNO_SEAT_OUT);
		}
		check_state(g, v, su.players);
		check_teams(g, v, su.players);
	}
	/* E-1: every elimination was reported once. */
	int gone = 0;
	for (int s = 0; s < su.players; s++)
		gone += status(g, s) == UNO_SEAT_ELIMINATED;
	assert_int_equal(w.eliminations, gone);
	return g;
}

/* The coverage of one variant's run: it is only worth something if it
 * went everywhere its rules lead. */
static void check_coverage(const struct variant *v, const struct stats *s)
{
	unsigned p = v->paths;

	assert_int_equal(s->games, GAMES);
	for (int i = 0; i < v->ncounts; i++)
		assert_true(s->by_players[v->counts[i]] >= GAMES / v->ncounts);
	assert_true(s->matches >= GAMES / FULL_MATCH_EVERY);
	assert_true(s->refused > 1000 && s->refused_turn > 100 && s->refused_other > 100);
	assert_true(s->clone_applied > 1000);
	assert_true(s->applied[UNO_MOVE_PLAY] > 0 && s->applied[UNO_MOVE_DRAW] > 0);
	assert_true(s->applied[UNO_MOVE_PASS] > 0);           /* G-3 */
	assert_true(s->applied[UNO_MOVE_UNO] > 0);            /* G-6 */
	assert_true(s->applied[UNO_MOVE_COLOR] > 0);          /* C-3, C-5 */
	assert_true(s->other_seat > 0 && s->colorless_wilds > 0);
	assert_true(s->phase[UNO_PHASE_DRAWN] > 0);
	assert_true(s->phase[UNO_PHASE_COLOR] > 0);
	assert_true(s->events[UNO_EV_RESHUFFLE] > 0);         /* G-4 */
	assert_true(s->blocked > 0);                          /* G-4 */
	/* One round end per round, one match end per match. */
	assert_int_equal(s->events[UNO_EV_ROUND_END], s->rounds);
	assert_int_equal(s->events[UNO_EV_MATCH_END], s->matches);

	if (p & X_TEAMS) {
		/* TM-6: nobody catches; the penalty comes by itself. */
		assert_int_equal(s->applied[UNO_MOVE_CATCH], 0);
		assert_true(s->auto_penalties > 0);
	} else if (v->exp) {
		assert_true(s->applied[UNO_MOVE_CATCH] > 0);  /* G-6 */
	}
	if (p & X_CHALLENGE) {
		assert_true(s->applied[UNO_MOVE_CHALLENGE] > 0); /* C-7, X-4 */
		assert_true(s->applied[UNO_MOVE_ACCEPT] > 0);
		assert_true(s->phase[UNO_PHASE_CHALLENGE] > 0);
		assert_true(s->strict_games > 0);                /* C-6, H-6 */
	} else if (v->exp) {
		assert_int_equal(s->phase[UNO_PHASE_CHALLENGE], 0);  /* TM-5 */
	}
	if (p & X_CAST) {
		/* CC-2, CC-3 */
		assert_true(s->phase[UNO_PHASE_CAST] > 100);
		assert_true(s->events[UNO_EV_TURN_OVER] > 0 && s->turned_seen > 0);
		assert_true(s->casts_deal > 10 && s->casts_seat > 10);
		assert_int_equal(s->casts_deal + s->casts_seat, s->applied[UNO_MOVE_CAST]);
		assert_true(s->bad_casts > 0);
	} else if (v->exp) {
		assert_int_equal(s->phase[UNO_PHASE_CAST], 0);
		assert_int_equal(s->applied[UNO_MOVE_CAST], 0);
	}
	if (p & X_TEAMS) {
		/* TM-4, TM-7 */
		assert_true(s->phase[UNO_PHASE_HANDOFF] > 100);
		assert_true(s->applied[UNO_MOVE_GIVE] > 100);
		assert_true(s->handoffs_checked == s->applied[UNO_MOVE_GIVE]);
		assert_true(s->bad_gives > 0);
		assert_true(s->events[UNO_EV_GIVE] > 0);
		assert_true(s->events[UNO_EV_SEAT_OUT] > 0 && s->seats_out_seen > 0);
		assert_true(s->events[UNO_EV_SEAT_BACK] > 0);
		assert_true(s->must_play > 0 && s->must_play_refused > 0);
		assert_true(s->team_play_draws > 0);
	} else if (v->exp) {
		assert_int_equal(s->phase[UNO_PHASE_HANDOFF], 0);
		assert_int_equal(s->events[UNO_EV_SEAT_OUT], 0);
		assert_int_equal(s->must_play, 0);
	}
	if (p & X_ELIM) {
		/* E-1, E-2 */
		assert_true(s->events[UNO_EV_ELIMINATED] > 100 && s->eliminated_seen > 0);
		assert_true(s->head_to_head_rounds > 0);
	} else if (v->exp) {
		assert_int_equal(s->events[UNO_EV_ELIMINATED], 0);
	}
	if (p & X_ROTATE)
		assert_true(s->rotating_matches > 10);                /* P-3 */
	if (v->exp && strcmp(v->name, "classic") == 0)
		assert_true(s->lowest_matches > 0);                   /* G-9 */
	if (p & X_TWO_ONLY) {
		assert_int_equal(v->ncounts, 1);                      /* T2-1 */
		assert_int_equal(v->counts[0], 2);
	}

	/* H-1..H-6: every house rule the variant offers was on in a good
	 * share of the games and took its paths; the others never showed. */
	unsigned h = v->house;
	for (int k = 0; k < 6; k++)
		if (h & (1u << k))
			assert_true(s->house_games[k] > GAMES / 5);
		else
			assert_int_equal(s->house_games[k], 0);
	if (h & H_STACK) {
		/* H-1: stacks were built, refused answers refused, totals
		 * beyond one card's draw accepted, cards of another kind
		 * stacked (stacking 2) and stacks challenged. */
		assert_true(s->phase[UNO_PHASE_STACK] > 1000);
		assert_true(s->stacks > 100 && s->stack_accepts > 1000);
		assert_true(s->stacked_accepts > 100 && s->longest_stack > 4);
		assert_true(s->stack_refusals > 100);
		assert_true(s->stack_outs > 0);
		if (v->draw_kinds > 1)
			assert_true(s->cross_stacks > 10);
		if (p & X_CHALLENGE)
			assert_true(s->stack_challenges > 10);
	} else {
		assert_int_equal(s->phase[UNO_PHASE_STACK], 0);
		assert_int_equal(s->events[UNO_EV_STACK], 0);
	}
	if (h & H_UNTIL) {
		/* H-2: draws of several cards, and draws that ran dry. */
		assert_true(s->until_draws > 1000 && s->until_multi > 100);
		assert_true(s->until_dry > 0);
	} else {
		assert_int_equal(s->until_multi, 0);
	}
	if (h & H_FORCE)
		assert_true(s->force_refusals > 100 && s->force_plays > 100); /* H-3 */
	else
		assert_int_equal(s->force_refusals, 0);
	if (h & H_JUMP) {
		/* H-4: every jump-in announced once; jump-ins chosen, offered
		 * where due, and closing a catch window. */
		assert_int_equal(s->events[UNO_EV_JUMP_IN], s->jump_ins);
		if (v->twins) {
			assert_true(s->jump_ins > 100 && s->jump_ins_picked > 100);
			assert_true(s->jump_lists_checked > 100);
			if (!(p & X_TEAMS))
				assert_true(s->jump_window_closed > 0);
		} else {
			/* Express: every colored card is unique, so none has a
			 * twin to jump in with. */
			assert_int_equal(s->jump_ins, 0);
		}
	} else {
		assert_int_equal(s->events[UNO_EV_JUMP_IN], 0);
	}
	if (h & H_SEVEN) {
		/* H-5: swaps (and refused ones); rotations where the deck has
		 * zeros (Express has none). */
		assert_int_equal(s->events[UNO_EV_SWAP], s->swaps);
		assert_int_equal(s->events[UNO_EV_ROTATE], s->rotations);
		assert_true(s->phase[UNO_PHASE_SWAP] > 100 && s->swaps > 100);
		assert_true(s->swap_refusals > 10 && s->seven_o_outs > 0);
		if (v->twins)
			assert_true(s->jump_sevens > 0);
		if (v->zeros)
			assert_true(s->rotations > 100);
		else
			assert_int_equal(s->rotations, 0);
	} else {
		assert_int_equal(s->phase[UNO_PHASE_SWAP], 0);
		assert_int_equal(s->events[UNO_EV_SWAP] + s->events[UNO_EV_ROTATE], 0);
	}
	if (v->exp && strcmp(v->name, "express") == 0) {
		assert_int_equal(v->zeros, 0);                        /* */
		assert_int_equal(v->twins, 0);
	} else if (v->exp) {
		assert_int_equal(v->twins, 1);
	}
}

static void print_coverage(const struct variant *v, const struct stats *s)
{
	print_message("# %-13s games %ld rounds %ld matches %ld steps %ld (sparse %ld), "
		      "longest round %ld, blocked %ld, reshuffles %ld, catches %ld, "
		      "challenges %ld, casts %ld/%ld (deal/seat), gives %ld, seats out %ld, "
		      "must-play %ld, team-play draws %ld, auto UNO penalties %ld, "
		      "eliminated %ld, head-to-head rounds %ld, rotating matches %ld\n",
		      v->name, s->games, s->rounds, s->matches, s->steps, s->sparse_steps,
		      s->longest_round, s->blocked, s->events[UNO_EV_RESHUFFLE],
		      s->applied[UNO_MOVE_CATCH], s->applied[UNO_MOVE_CHALLENGE],
		      s->casts_deal, s->casts_seat, s->applied[UNO_MOVE_GIVE],
		      s->events[UNO_EV_SEAT_OUT], s->must_play, s->team_play_draws,
		      s->auto_penalties, s->events[UNO_EV_ELIMINATED],
		      s->head_to_head_rounds, s->rotating_matches);
	print_message("# %-13s house games %ld/%ld/%ld/%ld/%ld/%ld (stack/until/force/jump/"
		      "seven-o/strict): stack phases %ld, stacks %ld (cross %ld, longest %ld), "
		      "accepts %ld (of stacks %ld), stack challenges %ld, stack refusals %ld; "
		      "until-playable draws %ld (multi %ld, dry %ld); force refusals %ld, "
		      "forced plays %ld; jump-ins %ld (picked %ld, lists checked %ld, windows "
		      "closed %ld); swaps %ld (refused %ld, after jump-ins %ld), rotations %ld, "
		      "7s and 0s going out %ld; stacks landing on going out %ld\n",
		      v->name, s->house_games[0], s->house_games[1], s->house_games[2],
		      s->house_games[3], s->house_games[4], s->house_games[5],
		      s->phase[UNO_PHASE_STACK], s->stacks, s->cross_stacks, s->longest_stack,
		      s->stack_accepts, s->stacked_accepts, s->stack_challenges,
		      s->stack_refusals, s->until_draws, s->until_multi, s->until_dry,
		      s->force_refusals, s->force_plays, s->jump_ins, s->jump_ins_picked,
		      s->jump_lists_checked, s->jump_window_closed, s->swaps, s->swap_refusals,
		      s->jump_sevens, s->rotations, s->seven_o_outs, s->stack_outs);
}

/* Games per variant: UNO_CONFORMANCE_GAMES (at most GAMES) when it is set
 * (the long setup sets GAMES, the valgrind one 150), else QUICK_GAMES.
 * Every check after every move holds in any run; the coverage checks,
 * which count on the whole run, are made only in it. */
static int games_per_variant(void)
{
	const char *env = getenv("UNO_CONFORMANCE_GAMES");
	long n = env ? strtol(env, NULL, 10) : 0;

	if (n <= 0)
		return QUICK_GAMES;
	return n < GAMES ? (int)n : GAMES;
}

/* G-3, G-4, G-6, G-10, C-1 and every variant's own rules: the whole run. */
static void test_random_playouts_conform_G3_G4_G6_G10_C1(void **state)
{
	int games = games_per_variant();

	(void)state;
	memset(stats, 0, sizeof stats);
	load_variants();
	for (int i = 0; i < nvars; i++) {
		st = &stats[i];
		for (int k = 0; k < games; k++)
			release(play_game(&vars[i], k));
		print_coverage(&vars[i], st);
	}
	if (games < GAMES) {
		print_message("# reduced run: %d games per variant, coverage not checked "
			      "(meson test --setup=long plays %d)\n", games, GAMES);
		return;
	}
	for (int i = 0; i < nvars; i++)
		check_coverage(&vars[i], &stats[i]);
}

/* DESIGN.md principle 6: the same seed and the same moves give the same
 * game, so two playouts of one index end in equal states. */
static void test_playouts_are_deterministic(void **state)
{
	(void)state;
	load_variants();
	for (int v = 0; v < nvars; v++) {
		st = &stats[v];
		for (int i = 0; i < 200; i += 7) {
			uno_game *a = play_game(&vars[v], i);
			uno_game *b = play_game(&vars[v], i);
			assert_true(uno__state_equal(a, b));
			release(a);
			release(b);
		}
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_random_playouts_conform_G3_G4_G6_G10_C1,
					  free_alive),
		cmocka_unit_test_teardown(test_playouts_are_deterministic, free_alive),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
