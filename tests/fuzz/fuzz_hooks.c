/*
 * Fuzz target: hooks that call back into the library (doc/hooks.md).
 *
 * The first bytes choose the game (variant, options, players, seed); every
 * hook is installed. The rest of the input drives both the moves the host
 * applies (legal ones picked from the list, and raw ones, mostly illegal,
 * from any seat) and what each hook does from inside: check the whole game
 * (fuzz_check_game: cards, legal moves, views), save it and load it back,
 * clone it and play the clone out, ask a bot, try every call that would
 * change the game (each must return UNO_EBUSY and change nothing), answer
 * its decision legally, illegally or not at all, and now and then free the
 * game, which the library must defer until the outer call returns.
 *
 * Checked: every hook sees a sound game (uno__check_invariants), a save
 * loads back to an equal game, forbidden calls change nothing, event types
 * are known, an answer the rules refuse is reported as UNO_EV_HOOK_REFUSED,
 * and after UNO_OK the game's message is empty.
 * Its corpus is the moves target's (the game-choosing bytes are the same
 * kind of prefix).
 * SPDX-License-Identifier: MIT
 */
#include <string.h>

#include <uno/uno.h>

#include "fuzz.h"
#include "fuzz_game.h"
#include "uno_internal.h"

struct ctx {
	struct fuzz_input in;
	int cards;
	int freed;               /* a hook freed the game */
	long refusals_expected, refusals_seen;
	uno_bot *bot;
	uint8_t save[UNO_SAVE_MAX], again[UNO_SAVE_MAX];
};

static int save_game(const uno_game *g, uint8_t *buf)
{
	int n = uno_game_save(g, buf, UNO_SAVE_MAX);
	FUZZ_CHECK(n > 0 && n <= UNO_SAVE_MAX);
	return n;
}

static void forbidden_calls(uno_game *g, struct ctx *c)
{
	uno_move m = uno_move_init(UNO_MOVE_DRAW);
	uno_bot *bots[1] = { c->bot };
	int n = save_game(g, c->save);

	FUZZ_CHECK(uno_game_apply(g, uno_game_current_player(g), &m) == UNO_EBUSY);
	FUZZ_CHECK(uno_game_apply_text(g, 0, "draw") == UNO_EBUSY);
	FUZZ_CHECK(uno_game_next_round(g) == UNO_EBUSY);
	FUZZ_CHECK(uno_game_set_hooks(g, NULL, NULL) == UNO_EBUSY);
	FUZZ_CHECK(uno_bot_install(g, bots, 1) == UNO_EBUSY);
	FUZZ_CHECK(uno_game_playout(g, 3, UNO_PLAYOUT_REFERENCE) == UNO_EBUSY);
	FUZZ_CHECK(uno_game_determinize(g, 0, 3) == UNO_EBUSY);
	FUZZ_CHECK(uno_game_log_start(g, 8) == UNO_EBUSY);
	FUZZ_CHECK(save_game(g, c->again) == n && memcmp(c->save, c->again, (size_t)n) == 0);
}

/* What a hook does from inside, chosen by the next input byte. */
static void reenter(const uno_game *cg, struct ctx *c)
{
	uno_game *g = (uno_game *)cg;
	unsigned op = fuzz_byte(&c->in);

	FUZZ_CHECK(!c->freed);
	FUZZ_CHECK(uno__check_invariants(g) == 0);
	if (op & 0x01)
		fuzz_check_game(g, c->cards);
	if (op & 0x02) {
		int n = save_game(g, c->save);
		uno_game *back = NULL;
		FUZZ_CHECK(uno_game_load(&back, c->save, (size_t)n, NULL, NULL) == UNO_OK);
		FUZZ_CHECK(uno__state_equal(g, back));
		uno_game_free(back);
	}
	if (op & 0x04) {
		uno_game *copy = NULL;
		FUZZ_CHECK(uno_game_clone(&copy, g) == UNO_OK);
		FUZZ_CHECK(uno__state_equal(g, copy));
		int rc = uno_game_playout(copy, op, UNO_PLAYOUT_REFERENCE);
		FUZZ_CHECK(rc >= 0 || rc == UNO_ESTATE);
		FUZZ_CHECK(uno__check_invariants(copy) == 0);
		uno_game_free(copy);
	}
	if (op & 0x08) {
		uno_move m;
		int seat = uno_game_current_player(g);
		int phase = uno_game_phase(g);
		int rc = uno_bot_choose(c->bot, g, seat, &m);
		if (phase != UNO_PHASE_ROUND_OVER && phase != UNO_PHASE_MATCH_OVER)
			FUZZ_CHECK(rc == UNO_OK && uno_game_check_move(g, seat, &m, NULL) == UNO_OK);
	}
	if (op & 0x10)
		forbidden_calls(g, c);
	if (op == 0xff) {
		uno_game_free(g); /* deferred: the game still answers */
		FUZZ_CHECK(uno__check_invariants(g) == 0);
		c->freed = 1;
	}
}

/* A decision answer the library will apply: count it if the rules refuse
 * it, so that the refusal event must follow. */
static void expect(const uno_game *g, int seat, const uno_move *m, struct ctx *c)
{
	/* A hook that freed the game has its answer ignored. */
	if (!c->freed && uno_game_check_move(g, seat, m, NULL) != UNO_OK)
		c->refusals_expected++;
}

static void on_event(const uno_game *g, const uno_event *ev, void *user)
{
	struct ctx *c = user;

	FUZZ_CHECK(ev->type >= UNO_EV_DEALER_DRAW && ev->type <= UNO_EV_FLIP);
	if (ev->type == UNO_EV_ROUND_START)
		FUZZ_CHECK(uno_game_round(g) == ev->value);
	if (ev->type == UNO_EV_HOOK_REFUSED) {
		c->refusals_seen++;
		FUZZ_CHECK(ev->value == UNO_EILLEGAL || ev->value == UNO_ETURN ||
			   /* a card of a kind the variant does not declare:
			    * reported as no card (doc/hooks.md) */
			   (ev->value == UNO_EINVAL && ev->reason == UNO_REASON_MALFORMED &&
			    ev->card.kind == 0 && ev->card.color == UNO_NO_COLOR));
		FUZZ_CHECK(uno_game_errmsg(g)[0] == 0);
	}
	reenter(g, c);
}

static int on_draw(const uno_game *g, int seat, uno_card *card, void *user)
{
	struct ctx *c = user;

	(void)seat;
	reenter(g, c);
	unsigned b = fuzz_byte(&c->in);
	if (b & 1)
		return 1;
	card->kind = (uint8_t)((b >> 1) % UNO__KINDS);
	card->color = (uint8_t)((b >> 5) % 5);
	return 0;
}

static void pending(const uno_game *g, int seat, int phase)
{
	FUZZ_CHECK(uno_game_phase(g) == phase && uno_game_current_player(g) == seat);
}

static int on_color(const uno_game *g, int seat, void *user)
{
	struct ctx *c = user;

	pending(g, seat, UNO_PHASE_COLOR);
	reenter(g, c);
	return (int)fuzz_byte(&c->in) % 6; /* 4 and 5 leave it pending */
}

static int on_challenge(const uno_game *g, int seat, void *user)
{
	struct ctx *c = user;

	pending(g, seat, UNO_PHASE_CHALLENGE);
	reenter(g, c);
	return (int)fuzz_byte(&c->in) % 3;
}

static int on_cast(const uno_game *g, int seat, void *user)
{
	struct ctx *c = user;
	int players = uno_game_players(g);

	pending(g, seat, UNO_PHASE_CAST);
	reenter(g, c);
	int k = (int)fuzz_byte(&c->in) % (players + 2);
	uno_move m = uno_move_init(UNO_MOVE_CAST);
	if (k == players) {
		m.flags = UNO_MOVE_F_DEAL;
		expect(g, seat, &m, c);
		return UNO_CAST_DEAL;
	}
	if (k < players) {
		m.target = (int8_t)k;
		expect(g, seat, &m, c);
	}
	return k;
}

static int on_give(const uno_game *g, int seat, uno_card *card, void *user)
{
	struct ctx *c = user;

	pending(g, seat, UNO_PHASE_HANDOFF);
	reenter(g, c);
	unsigned b = fuzz_byte(&c->in);
	if (b == 0)
		return -1;
	card->kind = (uint8_t)(b % UNO__KINDS);
	card->color = uno_kind_is_wild(card->kind) ? UNO_NO_COLOR : (uint8_t)((b >> 4) % 4);
	uno_move m = uno_move_init(UNO_MOVE_GIVE);
	m.card = *card;
	expect(g, seat, &m, c);
	return 0;
}

static int on_swap(const uno_game *g, int seat, void *user)
{
	struct ctx *c = user;
	int players = uno_game_players(g);

	pending(g, seat, UNO_PHASE_SWAP);
	reenter(g, c);
	int k = (int)fuzz_byte(&c->in) % (players + 1);
	if (k < players) {
		uno_move m = uno_move_init(UNO_MOVE_SWAP);
		m.target = (int8_t)k;
		expect(g, seat, &m, c);
	}
	return k;
}

static uno_game *make_game(struct ctx *c)
{
	size_t nvariants = uno_rules_builtin_count();
	const uno_rules *base = uno_rules_builtin_at(fuzz_byte(&c->in) % nvariants);
	uno_rules *r = NULL;
	uno_game *g = NULL;
	int lo, hi;

	if (uno_rules_copy(&r, base, NULL, NULL) != UNO_OK)
		return NULL;
	for (unsigned k = fuzz_byte(&c->in) % 8; k > 0; k--) {
		int opt = (int)(fuzz_byte(&c->in) % (unsigned)uno_option_count());
		int min, max, def;
		if (opt == UNO_OPT_HAND_SIZE || uno_rules_option_info(r, opt, &min, &max, &def) != UNO_OK)
			continue;
		int span = max - min + 1;
		int value = span > 0 && span <= 256 ? min + (int)(fuzz_byte(&c->in) % (unsigned)span)
						    : def;
		uno_rules_set(r, opt, value);
	}
	uno_rules_players(r, &lo, &hi);
	int players = lo + (int)(fuzz_byte(&c->in) % (unsigned)(hi - lo + 1));
	uint64_t seed = fuzz_byte(&c->in) | (uint64_t)fuzz_byte(&c->in) << 8;
	if (uno_rules_allows_players(r, players) != 1 ||
	    uno_game_new(&g, r, players, seed, NULL, NULL) != UNO_OK)
		g = NULL;
	uno_rules_free(r);
	return g;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct ctx c;
	uno_bot_options o;
	uno_hooks h;

	memset(&c, 0, sizeof c);
	c.in.p = data;
	c.in.n = size;
	uno_game *g = make_game(&c);
	if (!g)
		return 0;
	c.cards = fuzz_count_cards(g);
	uno_bot_options_init(&o, UNO_BOT_GREEDY);
	if (uno_bot_new(&c.bot, &o, NULL, NULL) != UNO_OK) {
		uno_game_free(g);
		return 0;
	}
	memset(&h, 0, sizeof h);
	h.size = sizeof h;
	h.event = on_event;
	h.draw = on_draw;
	h.choose_color = on_color;
	h.challenge = on_challenge;
	h.cast = on_cast;
	h.give = on_give;
	h.swap = on_swap;
	int rc = uno_game_set_hooks(g, &h, &c);
	FUZZ_CHECK(rc == UNO_OK);
	/* A decision pending from the deal was answered inside set_hooks, and
	 * its hook may have freed the game. */

	for (int steps = 0; !c.freed && fuzz_more(&c.in) && steps < 400; steps++) {
		int phase = uno_game_phase(g);
		if (phase == UNO_PHASE_MATCH_OVER)
			break;
		if (phase == UNO_PHASE_ROUND_OVER) {
			rc = uno_game_next_round(g);
			FUZZ_CHECK(rc == UNO_OK);
			if (c.freed)
				break;
			continue;
		}
		unsigned b = fuzz_byte(&c.in);
		int seat = (int)(fuzz_byte(&c.in) % (unsigned)uno_game_players(g));
		uno_move list[UNO_MAX_MOVES], m;
		if (b & 0x80) {
			/* A raw move: mostly illegal, refused without a change. */
			memset(&m, 0, sizeof m);
			m.type = (uint8_t)(fuzz_byte(&c.in) % 16);
			m.card.kind = (uint8_t)(fuzz_byte(&c.in) % 16);
			m.card.color = (uint8_t)(fuzz_byte(&c.in) % 6);
			m.color = (uint8_t)(fuzz_byte(&c.in) % 6);
			m.target = (int8_t)((int)(fuzz_byte(&c.in) % 12) - 1);
		} else {
			int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
			if (n <= 0) {
				seat = uno_game_current_player(g);
				n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
			}
			FUZZ_CHECK(n > 0);
			m = list[b % (unsigned)n];
		}
		rc = uno_game_apply(g, seat, &m);
		if (c.freed)
			break; /* freed as apply returned: the handle is gone */
		FUZZ_CHECK(rc == UNO_OK || rc == UNO_EILLEGAL || rc == UNO_ETURN || rc == UNO_EINVAL);
		FUZZ_CHECK((rc == UNO_OK) == (uno_game_errmsg(g)[0] == 0));
		FUZZ_CHECK(uno__check_invariants(g) == 0);
	}
	FUZZ_CHECK(c.refusals_seen == c.refusals_expected);
	if (!c.freed)
		uno_game_free(g);
	uno_bot_free(c.bot);
	return 0;
}
