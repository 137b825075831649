/*
 * Shared helpers for the cmocka suites.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "uno_internal.h"

size_t t_cards(const char *text, uno_card *buf, size_t cap)
{
	return t_cards_in(NULL, text, buf, cap);
}

size_t t_cards_in(const uno_rules *rules, const char *text, uno_card *buf, size_t cap)
{
	size_t n = 0;
	const char *p = text ? text : "";

	for (;;) {
		while (*p == ' ')
			p++;
		if (!*p)
			break;
		const char *end = p;
		while (*end && *end != ' ')
			end++;
		assert_true(n < cap);
		int rc = rules ? uno_rules_card_parse(rules, p, (size_t)(end - p), &buf[n])
			       : uno_card_parse(p, (size_t)(end - p), &buf[n]);
		if (rc != UNO_OK)
			fail_msg("bad card notation near \"%s\"", p);
		n++;
		p = end;
	}
	return n;
}

uno_rules *t_rules(const char *variant, ...)
{
	const uno_rules *base;
	uno_rules *r;
	va_list ap;

	assert_int_equal(uno_rules_builtin(&base, variant), UNO_OK);
	assert_int_equal(uno_rules_copy(&r, base, NULL, NULL), UNO_OK);
	va_start(ap, variant);
	for (;;) {
		int opt = va_arg(ap, int);
		if (opt < 0)
			break;
		int value = va_arg(ap, int);
		assert_int_equal(uno_rules_set(r, opt, value), UNO_OK);
	}
	va_end(ap);
	return r;
}

/* Removes one copy of card c from the multiset counts; false if none. */
static bool take(uint8_t *counts, uno_card c)
{
	unsigned f = uno__face(c.kind, c.kind >= UNO_WILD ? 0 : c.color);
	if (!counts[f])
		return false;
	counts[f]--;
	return true;
}

uno_game *t_game(const char *variant, const uno_rules *rules, int players,
		 int dealer, const char *const *hands, const char *first,
		 const char *draw, bool fill)
{
	uno_card hand[UNO_MAX_PLAYERS][UNO_MAX_DECK];
	size_t hn[UNO_MAX_PLAYERS] = { 0 };
	uno_card deck[UNO_MAX_DECK * 2];
	size_t n = 0;
	uno_rules *copy;
	uno_game *g = NULL;

	if (!rules)
		assert_int_equal(uno_rules_builtin(&rules, variant), UNO_OK);
	assert_int_equal(uno_rules_copy(&copy, rules, NULL, NULL), UNO_OK);
	assert_true(players >= 1 && players <= UNO_MAX_PLAYERS);
	if (dealer < 0)
		dealer = players - 1;

	for (int s = 0; s < players; s++) {
		hn[s] = t_cards(hands[s], hand[s], UNO_MAX_DECK);
		assert_int_equal(hn[s], hn[0]);
	}
	assert_int_equal(uno_rules_set(copy, UNO_OPT_HAND_SIZE, (int)hn[0]), UNO_OK);
	for (size_t i = 0; i < hn[0]; i++)
		for (int k = 1; k <= players; k++)
			deck[n++] = hand[(dealer + k) % players][i];
	n += t_cards(first, deck + n, UNO_MAX_DECK - n);
	n += t_cards(draw, deck + n, UNO_MAX_DECK - n);

	if (fill) {
		uno_card all[UNO_MAX_DECK];
		uint8_t counts[UNO__FACES] = { 0 };
		int total = uno_rules_deck(copy, all, UNO_MAX_DECK);
		assert_true(total > 0);
		for (int i = 0; i < total; i++)
			counts[uno__face(all[i].kind, all[i].kind >= UNO_WILD ? 0 : all[i].color)]++;
		for (size_t i = 0; i < n; i++)
			if (!take(counts, deck[i]))
				fail_msg("scripted card %zu is one too many for the deck", i);
		for (int i = 0; i < total; i++) {
			uno_card c = all[i];
			if (take(counts, c))
				deck[n++] = c;
		}
	}

	int rc = uno_game_new_scripted(&g, copy, players, 1, deck, n, dealer,
				       fill ? 0 : UNO_SCRIPT_PARTIAL, NULL, NULL);
	uno_rules_free(copy);
	if (rc != UNO_OK)
		fail_msg("uno_game_new_scripted: %s", uno_strerror(rc));
	return g;
}

void t_apply(uno_game *g, int seat, const char *move)
{
	int rc = uno_game_apply_text(g, seat, move);
	if (rc != UNO_OK)
		fail_msg("seat %d \"%s\": %s (%s)", seat, move, uno_strerror(rc),
			 uno_game_errmsg(g));
}

void t_refuse(uno_game *g, int seat, const char *move, int status, int reason)
{
	uno_move m;
	uno_game *before;
	int why = -1;

	assert_int_equal(uno_move_parse(move, strlen(move), &m), UNO_OK);
	assert_int_equal(uno_game_clone(&before, g), UNO_OK);
	assert_int_equal(uno_game_check_move(g, seat, &m, &why), status);
	assert_int_equal(why, reason);
	assert_int_equal(uno_game_apply(g, seat, &m), status);
	assert_true(uno__state_equal(before, g));
	assert_false(t_is_legal(g, seat, move));
	uno_game_free(before);
}

static char t_buf[8192];

const char *t_hand(const uno_game *g, int seat)
{
	uno_card cards[UNO_MAX_DECK];
	int n = uno_game_hand(g, seat, cards, UNO_MAX_DECK);
	size_t len = 0;

	assert_true(n >= 0);
	t_buf[0] = 0;
	for (int i = 0; i < n; i++) {
		char c[16];
		uno_card_format(cards[i], c, sizeof c);
		len += (size_t)snprintf(t_buf + len, sizeof t_buf - len, "%s%s",
					i ? " " : "", c);
	}
	return t_buf;
}

const char *t_top(const uno_game *g)
{
	uno_card c;
	assert_int_equal(uno_game_top_card(g, &c), UNO_OK);
	uno_card_format(c, t_buf, sizeof t_buf);
	return t_buf;
}

const char *t_legal(const uno_game *g, int seat)
{
	uno_move moves[UNO_MAX_MOVES];
	int n = uno_game_legal_moves(g, seat, moves, UNO_MAX_MOVES);
	size_t len = 0;

	assert_true(n >= 0);
	t_buf[0] = 0;
	for (int i = 0; i < n; i++) {
		char m[32];
		uno_move_format(&moves[i], m, sizeof m);
		len += (size_t)snprintf(t_buf + len, sizeof t_buf - len, "%s%s",
					i ? " " : "", m);
	}
	return t_buf;
}

bool t_is_legal(const uno_game *g, int seat, const char *move)
{
	uno_move moves[UNO_MAX_MOVES], m;
	int n = uno_game_legal_moves(g, seat, moves, UNO_MAX_MOVES);

	assert_int_equal(uno_move_parse(move, strlen(move), &m), UNO_OK);
	for (int i = 0; i < n; i++)
		if (uno_move_compare(&moves[i], &m) == 0)
			return true;
	return false;
}

static void t_event_hook(const uno_game *g, const uno_event *ev, void *user)
{
	struct t_events *rec = user;
	(void)g;
	if (rec->n < (int)(sizeof rec->ev / sizeof rec->ev[0]))
		rec->ev[rec->n++] = *ev;
}

void t_record_events(uno_game *g, struct t_events *rec)
{
	uno_hooks h;
	memset(&h, 0, sizeof h);
	h.size = sizeof h;
	h.event = t_event_hook;
	rec->n = 0;
	assert_int_equal(uno_game_set_hooks(g, &h, rec), UNO_OK);
}

int t_count_events(const struct t_events *rec, int type, int seat)
{
	int n = 0;
	for (int i = 0; i < rec->n; i++)
		if (rec->ev[i].type == type && (seat < -1 || rec->ev[i].seat == seat))
			n++;
	return n;
}

int t_find_event(const struct t_events *rec, int type, int from)
{
	for (int i = from < 0 ? 0 : from; i < rec->n; i++)
		if (rec->ev[i].type == type)
			return i;
	return -1;
}

static void in_hook_event(const uno_game *g, const uno_event *ev, void *user)
{
	struct t_in_hook *h = user;

	(void)ev;
	if (h->called++)
		return;
	h->rc = h->call((uno_game *)g);
}

void t_call_in_hook(uno_game *g, struct t_in_hook *h)
{
	uno_hooks hooks;

	memset(&hooks, 0, sizeof hooks);
	hooks.size = sizeof hooks;
	hooks.event = in_hook_event;
	assert_int_equal(uno_game_set_hooks(g, &hooks, h), UNO_OK);
}

uint64_t t_mix64(uint64_t x)
{
	x += 0x9e3779b97f4a7c15ull;
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
	x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
	return x ^ (x >> 31);
}

uint32_t t_rnd(uint64_t *s, uint32_t n)
{
	*s += 0x632be59bd9b4e019ull;
	return (uint32_t)(t_mix64(*s) % n);
}

uno_move t_pick(const uno_move *list, int n, uint64_t *rng)
{
	int plays = 0;

	for (int i = 0; i < n; i++)
		plays += list[i].type == UNO_MOVE_PLAY;
	if (plays && t_rnd(rng, 3) != 0) {
		int k = (int)t_rnd(rng, (uint32_t)plays);
		for (int i = 0; i < n; i++)
			if (list[i].type == UNO_MOVE_PLAY && k-- == 0)
				return list[i];
	}
	return list[t_rnd(rng, (uint32_t)n)];
}

void *t_counting_alloc(void *ptr, size_t size, void *user)
{
	struct t_counter *c = user;

	if (!ptr) {
		c->allocs++;
		return malloc(size);
	}
	c->frees++;
	free(ptr);
	return NULL;
}

const char *t_event_seats(const struct t_events *rec, int type)
{
	static char out[64];
	int n = 0;
	for (int i = 0; i < rec->n && n < 63; i++)
		if (rec->ev[i].type == type)
			out[n++] = (char)('0' + rec->ev[i].seat);
	out[n] = 0;
	return out;
}

uint32_t t_crc32c(const void *p, size_t n)
{
	const uint8_t *b = p;
	uint32_t c = 0xffffffffu;

	for (size_t i = 0; i < n; i++) {
		c ^= b[i];
		for (int k = 0; k < 8; k++)
			c = c & 1u ? c >> 1 ^ 0x82f63b78u : c >> 1;
	}
	return ~c;
}

static void put_le32(uint8_t *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

size_t t_save_to_format1(uint8_t *buf, size_t len)
{
	assert_true(len >= 6 + T_SAVE_WRAPPING);
	assert_int_equal(buf[4], 2);
	assert_int_equal(buf[6], 0);
	memmove(buf + 6, buf + 11, len - 11 - 4);
	buf[4] = 1;
	return len - T_SAVE_WRAPPING;
}

void t_save_reseal(uint8_t *buf, size_t len)
{
	assert_true(len >= 6 + T_SAVE_WRAPPING);
	put_le32(buf + 7, (uint32_t)len);
	put_le32(buf + len - 4, t_crc32c(buf, len - 4));
}

size_t t_save_to_format2(uint8_t *buf, size_t len)
{
	assert_true(len >= 6);
	assert_int_equal(buf[4], 1);
	memmove(buf + 11, buf + 6, len - 6);
	buf[4] = 2;
	buf[6] = 0;
	len += T_SAVE_WRAPPING;
	t_save_reseal(buf, len);
	return len;
}
