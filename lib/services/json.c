/*
 * What a seat is told, as JSON (json.h): its view, its legal moves and an
 * event told to it. Every value comes from the public per-seat functions
 * (uno_game_view(), uno_game_legal_moves(), uno_event_for_seat()); this
 * file only writes them out, in the variant's notation.
 * SPDX-License-Identifier: MIT
 */
#include <uno/json.h>

#include "core/notation.h"
#include "services/services.h"

/* ---- the writer ----
 *
 * Text goes into buf as long as it fits (keeping room for the NUL); len
 * counts the whole text, written or not, as snprintf() does. */
struct out {
	char *buf;
	size_t cap;
	size_t len;
};

static void put(struct out *o, const char *text, size_t n)
{
	if (o->len < o->cap) {
		size_t room = o->cap - 1 - o->len;
		memcpy(o->buf + o->len, text, n < room ? n : room);
	}
	o->len += n;
}

static void put_char(struct out *o, char c)
{
	put(o, &c, 1);
}

static void put_int(struct out *o, long v)
{
	char t[24];
	size_t at = sizeof t;
	unsigned long u = v < 0 ? 0ul - (unsigned long)v : (unsigned long)v;

	do
		t[--at] = (char)('0' + u % 10);
	while (u /= 10);
	if (v < 0)
		t[--at] = '-';
	put(o, t + at, sizeof t - at);
}

/* A string, escaped: the notation and the names are plain ASCII, but a
 * defined variant's symbols are the host's, so nothing is taken on
 * trust. */
static void put_string(struct out *o, const char *s)
{
	put_char(o, '"');
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c == '"' || c == '\\') {
			put_char(o, '\\');
			put_char(o, (char)c);
		} else if (c < 0x20 || c >= 0x7f) {
			static const char hex[] = "0123456789abcdef";
			char t[6] = { '\\', 'u', '0', '0', hex[c >> 4], hex[c & 15] };
			put(o, t, sizeof t);
		} else {
			put_char(o, (char)c);
		}
	}
	put_char(o, '"');
}

/* A key with its colon, after the comma that ends the field before it
 * (an object's first key is put_first_key()'s). */
static void put_key(struct out *o, const char *key)
{
	put_char(o, ',');
	put_string(o, key);
	put_char(o, ':');
}

static void put_first_key(struct out *o, const char *key)
{
	put_char(o, '{');
	put_string(o, key);
	put_char(o, ':');
}

static void put_null(struct out *o)
{
	put(o, "null", 4);
}

/* A seat, or null for -1 (and any other negative value). */
static void put_seat(struct out *o, int seat)
{
	if (seat < 0)
		put_null(o);
	else
		put_int(o, seat);
}

/* A code by its name, or its number where it has none. */
static void put_name(struct out *o, const char *name, int code)
{
	if (name)
		put_string(o, name);
	else
		put_int(o, code);
}

/* A card's text in the notation of a side into t (32 bytes); false for a
 * card the table cannot write (UNO_NO_CARD). */
static bool card_text(const uno_rules *rules, uno_card card, int side, char t[32])
{
	int n = uno_rules_card_format_side(rules, card, side, t, 32);

	return n >= 0 && n < 32;
}

/* A card in the notation of a side, or null. */
static void put_card(struct out *o, const uno_rules *rules, uno_card card, int side)
{
	char t[32];

	if (card_text(rules, card, side, t))
		put_string(o, t);
	else
		put_null(o);
}

/* A color as its letter on a side: the last letter of a wild that
 * carries it, as a color move writes it. Null for none. */
static void put_color(struct out *o, const uno_rules *rules, int color, int side)
{
	char t[32];
	int n = color >= 0 && color < 4
			? uno_rules_card_format_side(rules, (uno_card){ UNO_WILD, (uint8_t)color },
						     side, t, sizeof t)
			: -1;

	if (n <= 0 || (size_t)n >= sizeof t)
		put_null(o);
	else
		put_string(o, t + n - 1);
}

static void put_cards(struct out *o, const uno_rules *rules, const uno_card *cards, unsigned n,
		      int side)
{
	put_char(o, '[');
	for (unsigned i = 0; i < n; i++) {
		if (i)
			put_char(o, ',');
		put_card(o, rules, cards[i], side);
	}
	put_char(o, ']');
}

/* The writer's result: the length, NUL-terminated where it fits. */
static int finish(struct out *o)
{
	if (o->cap)
		o->buf[o->len < o->cap ? o->len : o->cap - 1] = '\0';
	return o->len > INT32_MAX ? UNO_ENOSPC : (int)o->len;
}

static bool bad_buffer(const char *buf, size_t cap)
{
	return !buf && cap;
}

/* ---- the view ---- */

/* The view's lists of one entry per seat, in the order they are written. */
enum { SEAT_SIZES, SEAT_STATUS, SEAT_TEAMS, SEAT_CALLED, SEAT_SCORES };
static const char *const seat_field_key[] = { "hand_sizes", "seat_status", "teams", "called",
					      "scores" };

static void put_seat_field(struct out *o, const uno_view *v, int field)
{
	put_char(o, '[');
	for (int p = 0; p < v->players; p++) {
		if (p)
			put_char(o, ',');
		switch (field) {
		case SEAT_SIZES:
			put_int(o, v->hand_size[p]);
			break;
		case SEAT_STATUS:
			put_name(o, uno_seat_status_name(v->seat_status[p]), v->seat_status[p]);
			break;
		case SEAT_TEAMS:
			put_int(o, v->team[p]);
			break;
		case SEAT_CALLED:
			if (v->called[p])
				put(o, "true", 4);
			else
				put(o, "false", 5);
			break;
		default:
			put_int(o, v->score[p]);
			break;
		}
	}
	put_char(o, ']');
}

int uno_game_view_json(const uno_game *game, int seat, char *buf, size_t cap)
{
	uno_view v;

	if (!game || bad_buffer(buf, cap))
		return UNO_EINVAL;
	v.size = sizeof v;
	int rc = uno_game_view(game, seat, &v);
	if (rc != UNO_OK)
		return rc;

	const uno_rules *rules = uno_game_rules(game);
	int side = v.side, other = 1 - side, n = v.players;
	bool sided = uno_rules_sides(rules) == 2;
	struct out o = { buf, cap, 0 };

	put_first_key(&o, "seat");
	put_seat(&o, seat == UNO_SPECTATOR ? -1 : v.seat);
	put_key(&o, "players");
	put_int(&o, n);
	put_key(&o, "current");
	put_seat(&o, v.current);
	put_key(&o, "phase");
	put_name(&o, uno_phase_name(v.phase), v.phase);
	put_key(&o, "direction");
	put_int(&o, v.direction);
	put_key(&o, "color");
	put_color(&o, rules, v.color, side);
	put_key(&o, "dealer");
	put_int(&o, v.dealer);
	put_key(&o, "exposed");
	put_seat(&o, v.exposed);
	put_key(&o, "top");
	put_card(&o, rules, v.top, side);
	put_key(&o, "draw_pile");
	put_int(&o, v.draw_pile);
	put_key(&o, "pending_draw");
	put_int(&o, v.pending_draw);
	put_key(&o, "round");
	put_int(&o, v.round);
	put_key(&o, "round_winner");
	put_seat(&o, v.round_winner);
	put_key(&o, "match_winner");
	put_seat(&o, v.match_winner);
	put_key(&o, "hand");
	put_cards(&o, rules, v.hand, v.hand_count, side);

	for (int f = SEAT_SIZES; f <= SEAT_SCORES; f++) {
		put_key(&o, seat_field_key[f]);
		put_seat_field(&o, &v, f);
	}

	put_key(&o, "discard");
	put_cards(&o, rules, v.discard, v.discard_count, side);
	put_key(&o, "shown_by");
	put_seat(&o, v.shown_by);
	put_key(&o, "shown");
	put_cards(&o, rules, v.shown, v.shown_count, side);
	put_key(&o, "turned");
	put_cards(&o, rules, v.turned, v.turned_count, side);
	put_key(&o, "side");
	put_int(&o, side);

	/* FL-5: the faces of the other side, seat by seat; none for a
	 * one-sided deck. */
	put_key(&o, "hidden");
	put_char(&o, '[');
	unsigned at = 0;
	for (int p = 0; p < n; p++) {
		unsigned count = sided ? v.hidden_count[p] : 0;
		if (p)
			put_char(&o, ',');
		put_cards(&o, rules, v.hidden + at, count, other);
		at += count;
	}
	put_char(&o, ']');
	put_key(&o, "draw_hidden");
	if (sided)
		put_card(&o, rules, v.draw_hidden, other);
	else
		put_null(&o);
	put_char(&o, '}');
	return finish(&o);
}

/* ---- the legal moves ---- */

int uno_game_legal_json(const uno_game *game, int seat, char *buf, size_t cap)
{
	uno_move moves[UNO_MAX_MOVES];
	int n = 0;

	if (!game || bad_buffer(buf, cap))
		return UNO_EINVAL;
	if (seat != UNO_SPECTATOR) {
		n = uno_game_legal_moves(game, seat, moves, UNO_MAX_MOVES);
		if (n < 0)
			return n;
	}

	const uno_rules *rules = uno_game_rules(game);
	int side = uno_game_side(game);
	struct out o = { buf, cap, 0 };

	put_char(&o, '[');
	for (int i = 0; i < n && i < UNO_MAX_MOVES; i++) {
		char t[64];
		int k = uno_rules_move_format_side(rules, &moves[i], side, t, sizeof t);
		if (i)
			put_char(&o, ',');
		if (k < 0 || (size_t)k >= sizeof t)
			put_null(&o); /* a listed move always has a text */
		else
			put_string(&o, t);
	}
	put_char(&o, ']');
	return finish(&o);
}

/* ---- an event ---- */

int uno_event_json(const uno_game *game, int seat, const uno_event *event, char *buf, size_t cap)
{
	uno_event e;

	if (!game || !event || bad_buffer(buf, cap))
		return UNO_EINVAL;
	int rc = uno_event_for_seat(game, seat, event, &e);
	if (rc != UNO_OK)
		return rc;

	const uno_rules *rules = uno_game_rules(game);
	int side = e.side;
	struct out o = { buf, cap, 0 };

	put_first_key(&o, "type");
	put_name(&o, uno_event_type_name(e.type), e.type);
	put_key(&o, "seat");
	put_seat(&o, e.seat);
	put_key(&o, "other");
	put_seat(&o, e.other);
	put_key(&o, "color");
	put_color(&o, rules, e.color, side);
	put_key(&o, "card");
	put_card(&o, rules, e.card, side);
	put_key(&o, "reason");
	if (e.type == UNO_EV_DRAW || e.type == UNO_EV_PENALTY)
		put_name(&o, uno_draw_reason_name(e.reason), e.reason);
	else if (e.type == UNO_EV_HOOK_REFUSED)
		put_name(&o, uno_reason_name(e.reason), e.reason);
	else
		put_int(&o, e.reason);
	put_key(&o, "value");
	put_int(&o, e.value);
	put_key(&o, "side");
	put_int(&o, side);
	/* FL-5: a hidden face, only where this seat is told one. */
	char hidden[32];
	if (uno_rules_sides(rules) == 2 && card_text(rules, e.hidden, 1 - side, hidden)) {
		put_key(&o, "hidden");
		put_string(&o, hidden);
	}
	put_char(&o, '}');
	return finish(&o);
}
