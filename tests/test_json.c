/*
 * What a seat is told, as JSON (json.h; doc/protocol.md "The view",
 * "Events"):
 *   - a scripted game's views, legal moves and events, text for text: a
 *     drawn card is its drawer's (G-3), the spectator sees no hand and has
 *     no move (G-10);
 *   - two-sided cards: the hidden faces a seat sees, in the other side's
 *     letters, and the hidden face of a drawn card told to every other
 *     seat (FL-5);
 *   - the text is cut as snprintf() cuts it, and never written past the
 *     buffer;
 *   - bad arguments are refused and write nothing;
 *   - over random games of every variant, with house rules, every text is
 *     well-formed JSON and says what the view, the legal moves and the
 *     told events say.
 * The Python test (python/tests/test_server_json.py) checks the same texts
 * against the package's own JSON, field by field.
 * SPDX-License-Identifier: MIT
 */
#include "helpers.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "state_play.h"

#define GAMES (8 / SP_SCALE + 1) /* random games per variant */
#define STEPS 200               /* steps of each */

static struct t_events ev;
static char text[16384];

static const char *view_json(const uno_game *g, int seat)
{
	int n = uno_game_view_json(g, seat, text, sizeof text);
	assert_true(n > 0 && (size_t)n < sizeof text);
	assert_int_equal(strlen(text), (size_t)n);
	return text;
}

static const char *legal_json(const uno_game *g, int seat)
{
	int n = uno_game_legal_json(g, seat, text, sizeof text);
	assert_true(n > 0 && (size_t)n < sizeof text);
	return text;
}

static const char *event_json(const uno_game *g, int seat, const uno_event *e)
{
	int n = uno_event_json(g, seat, e, text, sizeof text);
	assert_true(n > 0 && (size_t)n < sizeof text);
	return text;
}

static int nth_event(int type, int n)
{
	for (int i = 0; i < ev.n; i++)
		if (ev.ev[i].type == type && n-- == 0)
			return i;
	fail_msg("no event of type %d", type);
	return -1;
}

/* ------------------------------------------------------------------------
 * A scripted Classic game, text for text.
 */

static uno_game *three_seats(void)
{
	const char *hands[] = { "R1 R2", "G1 G2", "B1 B2" };
	return sp_keep(t_game("classic", NULL, 3, -1, hands, "Y5", "Y7 R9", true));
}

#define TABLE_BEFORE                                                                         \
	"\"players\":3,\"current\":0,\"phase\":\"play\",\"direction\":1,\"color\":\"Y\","  \
	"\"dealer\":2,\"exposed\":null,\"top\":\"Y5\",\"draw_pile\":101,\"pending_draw\":0," \
	"\"round\":1,\"round_winner\":null,\"match_winner\":null,"
#define TABLE_AFTER(sizes)                                                                    \
	"\"hand_sizes\":[" sizes "],\"seat_status\":[\"in\",\"in\",\"in\"],\"teams\":[0,1,2]," \
	"\"called\":[false,false,false],\"scores\":[0,0,0],\"discard\":[\"Y5\"],"            \
	"\"shown_by\":null,\"shown\":[],\"turned\":[],\"side\":0,\"hidden\":[[],[],[]],"      \
	"\"draw_hidden\":null}"

/* G-10: each seat's view holds its own hand and every seat's size; the
 * spectator's no hand and its seat is null. */
static void test_views_of_a_scripted_game_G_10(void **state)
{
	(void)state;
	uno_game *g = three_seats();

	assert_string_equal(view_json(g, 0),
			    "{\"seat\":0," TABLE_BEFORE "\"hand\":[\"R1\",\"R2\"]," TABLE_AFTER("2,2,2"));
	assert_string_equal(view_json(g, 2),
			    "{\"seat\":2," TABLE_BEFORE "\"hand\":[\"B1\",\"B2\"]," TABLE_AFTER("2,2,2"));
	assert_string_equal(view_json(g, UNO_SPECTATOR),
			    "{\"seat\":null," TABLE_BEFORE "\"hand\":[]," TABLE_AFTER("2,2,2"));
	sp_drop(g);
}

/* C-6 and G-10: the seat to move lists its moves; the others and the
 * spectator none. After a draw that can be played, the drawn card or a
 * pass (C-6). */
static void test_legal_moves_as_texts_C_6(void **state)
{
	(void)state;
	uno_game *g = three_seats();

	assert_string_equal(legal_json(g, 0), "[\"draw\"]");
	assert_string_equal(legal_json(g, 1), "[]");
	assert_string_equal(legal_json(g, UNO_SPECTATOR), "[]");
	t_apply(g, 0, "draw");
	assert_string_equal(legal_json(g, 0), "[\"Y7\",\"pass\"]");
	assert_string_equal(legal_json(g, 2), "[]");
	sp_drop(g);
}

/* G-3: the drawn card is in its drawer's event and view, and in nobody
 * else's. */
static void test_a_drawn_card_is_the_drawers_G_3(void **state)
{
	(void)state;
	uno_game *g = three_seats();

	t_record_events(g, &ev);
	t_apply(g, 0, "draw");
	const uno_event *e = &ev.ev[nth_event(UNO_EV_DRAW, 0)];
	const char *hidden = "{\"type\":\"draw\",\"seat\":0,\"other\":null,\"color\":null,"
			     "\"card\":null,\"reason\":\"turn\",\"value\":0,\"side\":0}";
	assert_string_equal(event_json(g, 0, e),
			    "{\"type\":\"draw\",\"seat\":0,\"other\":null,\"color\":null,"
			    "\"card\":\"Y7\",\"reason\":\"turn\",\"value\":0,\"side\":0}");
	assert_string_equal(event_json(g, 1, e), hidden);
	assert_string_equal(event_json(g, 2, e), hidden);
	assert_string_equal(event_json(g, UNO_SPECTATOR, e), hidden);
	assert_non_null(strstr(view_json(g, 0), "\"hand\":[\"R1\",\"R2\",\"Y7\"]"));
	assert_null(strstr(view_json(g, 1), "Y7"));
	assert_null(strstr(view_json(g, UNO_SPECTATOR), "Y7"));
	sp_drop(g);
}

/* C-5 and R-3: a wild's color is its letter, a misplay's reason its
 * number; a penalty's reason is its draw reason's name (C-9). */
static void test_colors_and_reasons_by_name_C_5_C_9(void **state)
{
	(void)state;
	const char *hands[] = { "W R2", "G1 G2", "B1 B2" };
	uno_game *g = sp_keep(t_game("classic", NULL, 3, -1, hands, "Y5", "Y7 R9 G3 G4", true));

	t_record_events(g, &ev);
	t_apply(g, 0, "W/B");
	assert_string_equal(event_json(g, 1, &ev.ev[nth_event(UNO_EV_PLAY, 0)]),
			    "{\"type\":\"play\",\"seat\":0,\"other\":null,\"color\":\"B\","
			    "\"card\":\"W/B\",\"reason\":0,\"value\":1,\"side\":0}");
	assert_non_null(strstr(view_json(g, UNO_SPECTATOR), "\"color\":\"B\",\"dealer\""));
	/* C-9: seat 0 holds one card and did not call UNO; seat 1 catches. */
	t_apply(g, 1, "catch 0");
	int p = nth_event(UNO_EV_PENALTY, 0);
	assert_string_equal(event_json(g, 2, &ev.ev[p]),
			    "{\"type\":\"penalty\",\"seat\":0,\"other\":null,\"color\":null,"
			    "\"card\":null,\"reason\":\"uno_penalty\",\"value\":2,\"side\":0}");
	sp_drop(g);
}

/* ------------------------------------------------------------------------
 * Two-sided cards (FL-5).
 */

/* FL-5: a seat sees the dark faces of the others' hands and of the draw
 * pile's top card, not of its own hand; the spectator is told public
 * information only (doc/information.md), so no face of any hand. A drawn
 * card's hidden face is told to every seat but its drawer. */
static void test_hidden_faces_in_views_and_events_FL_5(void **state)
{
	(void)state;
	/* Three seats of two cards dealt from seat 0 (dealer seat 2). */
	uno_game *g = sp_flip_game("R1:P4 R3:O6 B1:V7 R2:TSE G2:W B2:VD5", "R5:P5",
				   "Y1:T1 Y2:O2 Y3:T3", 2);

	const char *v1 = view_json(g, 1);
	assert_non_null(strstr(v1, "\"hand\":[\"G2\",\"R3\"]"));
	assert_non_null(strstr(v1, "\"draw_hidden\":\"T1\""));
	assert_non_null(strstr(v1, "\"hidden\":[[\"P4\",\"TSE\"],[],[\"VD5\",\"V7\"]]"));
	assert_non_null(strstr(view_json(g, 0), "\"hidden\":[[],[\"O6\",\"W\"],[\"VD5\",\"V7\"]]"));
	assert_non_null(strstr(view_json(g, UNO_SPECTATOR), "\"hidden\":[[],[],[]],"));

	t_record_events(g, &ev);
	uno_move m;
	assert_int_equal(uno_rules_move_parse(sp_flip_rules(), "draw", 4, &m), UNO_OK);
	assert_int_equal(uno_game_apply(g, 0, &m), UNO_OK);
	const uno_event *e = &ev.ev[nth_event(UNO_EV_DRAW, 0)];
	assert_string_equal(event_json(g, 0, e),
			    "{\"type\":\"draw\",\"seat\":0,\"other\":null,\"color\":null,"
			    "\"card\":\"Y1\",\"reason\":\"turn\",\"value\":0,\"side\":0}");
	assert_string_equal(event_json(g, 1, e),
			    "{\"type\":\"draw\",\"seat\":0,\"other\":null,\"color\":null,"
			    "\"card\":null,\"reason\":\"turn\",\"value\":0,\"side\":0,"
			    "\"hidden\":\"T1\"}");
	assert_null(strstr(event_json(g, UNO_SPECTATOR, e), "T1"));
	/* Seat 2 now sees the drawn card's face among seat 0's, and the next
	 * card's on the pile. */
	assert_non_null(strstr(view_json(g, 2), "\"hidden\":[[\"T1\",\"P4\",\"TSE\"],"
						"[\"O6\",\"W\"],[]],\"draw_hidden\":\"O2\"}"));
	sp_drop(g);
}

/* ------------------------------------------------------------------------
 * The buffer and bad arguments.
 */

/* Like snprintf(): the whole length whatever the capacity, a NUL-ended
 * prefix of the text in the buffer, nothing past it. */
static void test_cut_like_snprintf_G_10(void **state)
{
	(void)state;
	uno_game *g = three_seats();
	char whole[2048], buf[2048];
	int n = uno_game_view_json(g, 0, whole, sizeof whole);

	assert_true(n > 100 && (size_t)n < sizeof whole);
	assert_int_equal(uno_game_view_json(g, 0, NULL, 0), n);
	for (int cap = 0; cap <= n + 1; cap++) {
		memset(buf, '#', sizeof buf);
		assert_int_equal(uno_game_view_json(g, 0, buf, (size_t)cap), n);
		if (cap > 0) {
			assert_int_equal(buf[cap - 1 < n ? cap - 1 : n], '\0');
			assert_memory_equal(buf, whole, (size_t)(cap - 1 < n ? cap - 1 : n));
		}
		for (int i = cap; i < (int)sizeof buf; i++)
			if (buf[i] != '#')
				fail_msg("capacity %d: byte %d written", cap, i);
	}
	int k = uno_game_legal_json(g, 0, NULL, 0);
	assert_int_equal(k, 8);
	memset(buf, '#', sizeof buf);
	assert_int_equal(uno_game_legal_json(g, 0, buf, 4), 8);
	assert_string_equal(buf, "[\"d");
	t_record_events(g, &ev);
	t_apply(g, 0, "draw");
	const uno_event *e = &ev.ev[0];
	k = uno_event_json(g, 0, e, NULL, 0);
	assert_true(k > 0);
	memset(buf, '#', sizeof buf);
	assert_int_equal(uno_event_json(g, 0, e, buf, 1), k);
	assert_int_equal(buf[0], '\0');
	assert_int_equal(buf[1], '#');
	sp_drop(g);
}

static void test_bad_arguments_write_nothing_G_10(void **state)
{
	(void)state;
	uno_game *g = three_seats();
	char buf[256];
	uno_event e = { .type = UNO_EV_DRAW, .seat = 0, .other = -1, .color = UNO_NO_COLOR,
			.card = { UNO_TWO, UNO_GREEN } };
	const int seats[] = { -2, 3, 127, -128, UNO_MAX_PLAYERS };

	memset(buf, '#', sizeof buf);
	assert_int_equal(uno_game_view_json(NULL, 0, buf, sizeof buf), UNO_EINVAL);
	assert_int_equal(uno_game_legal_json(NULL, 0, buf, sizeof buf), UNO_EINVAL);
	assert_int_equal(uno_event_json(NULL, 0, &e, buf, sizeof buf), UNO_EINVAL);
	assert_int_equal(uno_event_json(g, 0, NULL, buf, sizeof buf), UNO_EINVAL);
	assert_int_equal(uno_game_view_json(g, 0, NULL, 1), UNO_EINVAL);
	assert_int_equal(uno_game_legal_json(g, 0, NULL, 8), UNO_EINVAL);
	assert_int_equal(uno_event_json(g, 0, &e, NULL, 2), UNO_EINVAL);
	for (size_t i = 0; i < sizeof seats / sizeof seats[0]; i++) {
		assert_int_equal(uno_game_view_json(g, seats[i], buf, sizeof buf), UNO_EINVAL);
		assert_int_equal(uno_game_legal_json(g, seats[i], buf, sizeof buf), UNO_EINVAL);
		assert_int_equal(uno_event_json(g, seats[i], &e, buf, sizeof buf), UNO_EINVAL);
	}
	/* An event naming a seat the game has not. */
	e.seat = 3;
	assert_int_equal(uno_event_json(g, 0, &e, buf, sizeof buf), UNO_EINVAL);
	e.seat = 0;
	e.other = -7;
	assert_int_equal(uno_event_json(g, 0, &e, buf, sizeof buf), UNO_EINVAL);
	for (size_t i = 0; i < sizeof buf; i++)
		assert_int_equal(buf[i], '#');
	/* An event of a type the library has not is no event to tell. */
	e.other = -1;
	e.type = 200;
	assert_int_equal(uno_event_json(g, 1, &e, buf, sizeof buf), UNO_EINVAL);
	for (size_t i = 0; i < sizeof buf; i++)
		assert_int_equal(buf[i], '#');
	sp_drop(g);
}

/* ------------------------------------------------------------------------
 * Random games: well-formed, and saying what the structs say.
 */

/* A JSON value at *p (the subset the writer uses: objects, arrays,
 * strings without escapes other than \" \\ \uXXXX, integers, true,
 * false, null); advances past it, false if malformed. */
static bool json_value(const char **p);

static bool json_string(const char **p)
{
	const char *s = *p;
	if (*s++ != '"')
		return false;
	for (; *s != '"'; s++) {
		if ((unsigned char)*s < 0x20 || (unsigned char)*s >= 0x7f)
			return false;
		if (*s == '\\')
			s++;
	}
	*p = s + 1;
	return true;
}

static bool json_list(const char **p, char open, char close, bool keys)
{
	const char *s = *p;
	if (*s++ != open)
		return false;
	if (*s == close) {
		*p = s + 1;
		return true;
	}
	for (;;) {
		if (keys && !(json_string(&s) && *s++ == ':'))
			return false;
		if (!json_value(&s))
			return false;
		if (*s == close) {
			*p = s + 1;
			return true;
		}
		if (*s++ != ',')
			return false;
	}
}

static bool json_value(const char **p)
{
	const char *s = *p;
	if (*s == '{')
		return json_list(p, '{', '}', true);
	if (*s == '[')
		return json_list(p, '[', ']', false);
	if (*s == '"')
		return json_string(p);
	for (size_t i = 0; i < 3; i++) {
		const char *word = (const char *[]){ "true", "false", "null" }[i];
		if (strncmp(s, word, strlen(word)) == 0) {
			*p = s + strlen(word);
			return true;
		}
	}
	if (*s == '-')
		s++;
	if (*s < '0' || *s > '9')
		return false;
	while (*s >= '0' && *s <= '9')
		s++;
	*p = s;
	return true;
}

static void assert_json(const char *t)
{
	const char *p = t;
	if (!json_value(&p) || *p)
		fail_msg("not JSON at byte %d: %s", (int)(p - t), t);
}

/* The JSON list of a seat's cards, as the view struct has them. */
static void cards_list(const uno_rules *r, const uno_card *c, unsigned n, int side, char *out,
		       size_t cap)
{
	size_t at = 0;
	out[at++] = '[';
	for (unsigned i = 0; i < n; i++) {
		char t[32];
		assert_true(uno_rules_card_format_side(r, c[i], side, t, sizeof t) > 0);
		at += (size_t)snprintf(out + at, cap - at, "%s\"%s\"", i ? "," : "", t);
		assert_true(at < cap - 2);
	}
	out[at++] = ']';
	out[at] = '\0';
}

static void check_seat(const uno_game *g, int seat)
{
	const uno_rules *r = uno_game_rules(g);
	uno_view v;
	uno_move moves[UNO_MAX_MOVES];
	char want[4096];

	v.size = sizeof v;
	assert_int_equal(uno_game_view(g, seat, &v), UNO_OK);
	const char *t = view_json(g, seat);
	assert_json(t);
	assert_int_equal(uno_game_view_json(g, seat, NULL, 0), (int)strlen(t));
	char key[4200];
	cards_list(r, v.hand, v.hand_count, v.side, want, sizeof want);
	snprintf(key, sizeof key, "\"hand\":%s,\"hand_sizes\":", want);
	if (!strstr(t, key))
		fail_msg("seat %d: %s not in %s", seat, key, t);
	cards_list(r, v.discard, v.discard_count, v.side, want, sizeof want);
	snprintf(key, sizeof key, "\"discard\":%s,\"shown_by\":", want);
	if (!strstr(t, key))
		fail_msg("seat %d: %s not in %s", seat, key, t);

	t = legal_json(g, seat);
	assert_json(t);
	int n = seat == UNO_SPECTATOR ? 0 : uno_game_legal_moves(g, seat, moves, UNO_MAX_MOVES);
	int items = 0;
	for (const char *p = t; *p; p++)
		items += *p == '"';
	assert_int_equal(items, 2 * n);
	if (n > 0) {
		char m[64];
		assert_true(uno_rules_move_format_side(r, &moves[0], uno_game_side(g), m, sizeof m) > 0);
		snprintf(key, sizeof key, "[\"%s\"", m);
		assert_int_equal(strncmp(t, key, strlen(key)), 0);
	}
}

static void check_event(const uno_game *g, int seat, const uno_event *e)
{
	uno_event told;
	const uno_rules *r = uno_game_rules(g);
	char want[64];

	assert_int_equal(uno_event_for_seat(g, seat, e, &told), UNO_OK);
	const char *t = event_json(g, seat, e);
	assert_json(t);
	if (UNO_IS_NO_CARD(told.card)) {
		assert_non_null(strstr(t, "\"card\":null,"));
	} else {
		char c[32];
		assert_true(uno_rules_card_format_side(r, told.card, told.side, c, sizeof c) > 0);
		snprintf(want, sizeof want, "\"card\":\"%s\",", c);
		assert_non_null(strstr(t, want));
	}
	bool hidden = uno_rules_sides(r) == 2 && !UNO_IS_NO_CARD(told.hidden);
	assert_int_equal(strstr(t, "\"hidden\":") != NULL, hidden);
	snprintf(want, sizeof want, ",\"value\":%d,\"side\":%d", told.value, told.side);
	assert_non_null(strstr(t, want));
}

static void test_random_games_say_what_the_structs_say_G_10(void **state)
{
	(void)state;
	uint64_t rng = 0x15a7;

	for (size_t v = 0; v < SP_NVARIANTS; v++)
		for (int gi = 0; gi < GAMES; gi++) {
			uno_game *g = sp_game(sp_variants[v], &rng, gi % 2 == 1, true);
			int players = uno_game_players(g);
			t_record_events(g, &ev);
			for (int s = 0; s < STEPS; s++) {
				ev.n = 0;
				int seat;
				uno_move m;
				if (sp_step(g, &rng, &seat, &m) == SP_OVER)
					break;
				for (int k = -1; k < players; k++) {
					int who = k < 0 ? UNO_SPECTATOR : k;
					check_seat(g, who);
					for (int i = 0; i < ev.n; i++)
						check_event(g, who, &ev.ev[i]);
				}
			}
			sp_drop(g);
		}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_views_of_a_scripted_game_G_10, sp_teardown),
		cmocka_unit_test_teardown(test_legal_moves_as_texts_C_6, sp_teardown),
		cmocka_unit_test_teardown(test_a_drawn_card_is_the_drawers_G_3, sp_teardown),
		cmocka_unit_test_teardown(test_colors_and_reasons_by_name_C_5_C_9, sp_teardown),
		cmocka_unit_test_teardown(test_hidden_faces_in_views_and_events_FL_5, sp_teardown),
		cmocka_unit_test_teardown(test_cut_like_snprintf_G_10, sp_teardown),
		cmocka_unit_test_teardown(test_bad_arguments_write_nothing_G_10, sp_teardown),
		cmocka_unit_test_teardown(test_random_games_say_what_the_structs_say_G_10,
					  sp_teardown),
	};
	return cmocka_run_group_tests_name("json", tests, NULL, NULL);
}
