/*
 * Fuzz target: the card and move notation (DESIGN.md principle 9: "a
 * parser that never trusts its input"; G-10).
 *
 * The input is used three ways:
 * - as text for uno_card_parse() and uno_move_parse(): whatever they
 *   accept formats back to canonical text that parses to the same value,
 *   case does not matter, reading stops at a NUL byte and at `len`, and
 *   text longer than 32 bytes is refused;
 * - its first bytes as a raw uno_card and a raw uno_move (any bit
 *   pattern): the formatters accept exactly the well-formed values
 *   (uno_card_valid()), and what they print parses back to the same value;
 * - its first bytes as ints for the name lookups (uno_strerror() and
 *   friends), which must answer every value without crashing;
 * - its first 16 bytes as a raw uno_event worded by uno_event_text() in
 *   every built-in table (and as a card named by uno_rules_card_name()):
 *   refused with UNO_EINVAL, or a text within its bound.
 * snprintf() semantics of the formatters are checked at every capacity.
 * SPDX-License-Identifier: MIT
 */
#include <ctype.h>
#include <string.h>

#include <uno/uno.h>

#include "fuzz.h"

#define NOTATION_MAX 32 /* card.h and move.h: longer text is refused */

/* snprintf() semantics at every capacity: the return value is always the
 * full length, the buffer always holds a NUL-terminated prefix, and
 * nothing is written past cap. */
static void check_truncation_card(uno_card c, const char *full, int len)
{
	for (size_t cap = 0; cap <= (size_t)len + 1; cap++) {
		char buf[40];
		memset(buf, 0x5a, sizeof buf);
		FUZZ_CHECK(uno_card_format(c, cap ? buf : NULL, cap) == len);
		if (cap) {
			size_t k = cap - 1 < (size_t)len ? cap - 1 : (size_t)len;
			FUZZ_CHECK(memcmp(buf, full, k) == 0 && buf[k] == 0);
		}
		for (size_t i = cap; i < sizeof buf; i++)
			FUZZ_CHECK(buf[i] == 0x5a);
	}
}

static void check_truncation_move(const uno_move *m, const char *full, int len)
{
	for (size_t cap = 0; cap <= (size_t)len + 1; cap++) {
		char buf[40];
		memset(buf, 0x5a, sizeof buf);
		FUZZ_CHECK(uno_move_format(m, cap ? buf : NULL, cap) == len);
		if (cap) {
			size_t k = cap - 1 < (size_t)len ? cap - 1 : (size_t)len;
			FUZZ_CHECK(memcmp(buf, full, k) == 0 && buf[k] == 0);
		}
		for (size_t i = cap; i < sizeof buf; i++)
			FUZZ_CHECK(buf[i] == 0x5a);
	}
}

static int same_move(const uno_move *a, const uno_move *b)
{
	return memcmp(a, b, sizeof *a) == 0 && uno_move_compare(a, b) == 0;
}

/* A card that was accepted: canonical text, and the round trip. */
static void check_card_round_trip(uno_card c)
{
	char text[16], lower[16];
	uno_card back;

	FUZZ_CHECK(uno_card_valid(c) == UNO_OK);
	int len = uno_card_format(c, text, sizeof text);
	FUZZ_CHECK(len > 0 && len < 8); /* card.h: 8 bytes always suffice */
	FUZZ_CHECK((size_t)len == strlen(text));
	check_truncation_card(c, text, len);
	FUZZ_CHECK(uno_card_parse(text, (size_t)len, &back) == UNO_OK);
	FUZZ_CHECK(back.kind == c.kind && back.color == c.color);
	/* Case-insensitive. */
	for (int i = 0; i <= len; i++)
		lower[i] = (char)tolower((unsigned char)text[i]);
	FUZZ_CHECK(uno_card_parse(lower, (size_t)len, &back) == UNO_OK);
	FUZZ_CHECK(back.kind == c.kind && back.color == c.color);
	/* A card is also a move (a play), except a wild's "/C" names the
	 * color of the move instead. */
	uno_move m;
	FUZZ_CHECK(uno_move_parse(text, (size_t)len, &m) == UNO_OK);
	FUZZ_CHECK(m.type == UNO_MOVE_PLAY && m.card.kind == c.kind);
}

static void check_move_round_trip(const uno_move *m)
{
	char text[32], lower[32];
	uno_move back;

	int len = uno_move_format(m, text, sizeof text);
	FUZZ_CHECK(len > 0 && len < 32); /* move.h: 32 bytes always suffice */
	FUZZ_CHECK((size_t)len == strlen(text));
	check_truncation_move(m, text, len);
	FUZZ_CHECK(uno_move_parse(text, (size_t)len, &back) == UNO_OK);
	FUZZ_CHECK(same_move(&back, m));
	for (int i = 0; i <= len; i++)
		lower[i] = (char)tolower((unsigned char)text[i]);
	FUZZ_CHECK(uno_move_parse(lower, (size_t)len, &back) == UNO_OK);
	FUZZ_CHECK(same_move(&back, m));
	/* Canonical: formatting again gives the same text. */
	char again[32];
	FUZZ_CHECK(uno_move_format(&back, again, sizeof again) == len);
	FUZZ_CHECK(strcmp(again, text) == 0);
}

/* The input as text. */
static void fuzz_text(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data;
	size_t upto_nul = 0;
	uno_card c, c2;
	uno_move m, m2;

	while (upto_nul < size && data[upto_nul])
		upto_nul++;

	int rc = uno_card_parse(text, size, &c);
	FUZZ_CHECK(rc == UNO_OK || rc == UNO_EPARSE);
	/* Reading stops at the first NUL byte, whatever len says. */
	FUZZ_CHECK(uno_card_parse(text, upto_nul, &c2) == rc);
	if (upto_nul > NOTATION_MAX)
		FUZZ_CHECK(rc == UNO_EPARSE);
	if (rc == UNO_OK) {
		FUZZ_CHECK(c2.kind == c.kind && c2.color == c.color);
		check_card_round_trip(c);
	}

	rc = uno_move_parse(text, size, &m);
	FUZZ_CHECK(rc == UNO_OK || rc == UNO_EPARSE);
	FUZZ_CHECK(uno_move_parse(text, upto_nul, &m2) == rc);
	if (upto_nul > NOTATION_MAX)
		FUZZ_CHECK(rc == UNO_EPARSE);
	if (rc == UNO_OK) {
		FUZZ_CHECK(same_move(&m, &m2));
		check_move_round_trip(&m);
	}

	/* Every prefix: a parser must never read past the length it is
	 * given (ASan catches it, since the replay driver and libFuzzer both
	 * pass a buffer of exactly size bytes). */
	for (size_t k = 0; k < size && k <= NOTATION_MAX + 1; k++) {
		rc = uno_card_parse(text, k, &c);
		FUZZ_CHECK(rc == UNO_OK || rc == UNO_EPARSE);
		rc = uno_move_parse(text, k, &m);
		FUZZ_CHECK(rc == UNO_OK || rc == UNO_EPARSE);
	}

	/* The name lookups by name: a NUL-terminated copy of a prefix. */
	char name[40];
	size_t k = upto_nul < sizeof name - 1 ? upto_nul : sizeof name - 1;
	memcpy(name, text, k);
	name[k] = 0;
	int opt = -1;
	rc = uno_option_lookup(name, &opt);
	FUZZ_CHECK(rc == UNO_OK || rc == UNO_ENOTFOUND);
	if (rc == UNO_OK)
		FUZZ_CHECK(opt >= 0 && opt < uno_option_count() &&
			   strcmp(uno_option_name(opt), name) == 0);
	const uno_rules *r = NULL;
	rc = uno_rules_builtin(&r, name);
	FUZZ_CHECK(rc == UNO_OK || rc == UNO_ENOTFOUND);
	if (rc == UNO_OK)
		FUZZ_CHECK(r && strcmp(uno_rules_name(r), name) == 0);
}

/* The input's first bytes as raw values. */
static void fuzz_raw(const uint8_t *data, size_t size)
{
	uint8_t raw[8] = { 0 };
	uno_card c;
	uno_move m;
	char buf[32];

	memcpy(raw, data, size < sizeof raw ? size : sizeof raw);

	memcpy(&c, raw, sizeof c);
	/* Without a rule table the formatter takes exactly the valid cards
	 * of the public kinds; a well-formed kind 20-31 needs its table. */
	int valid = uno_card_valid(c) == UNO_OK;
	int named = valid && c.kind < UNO_KIND_COUNT;
	int len = uno_card_format(c, buf, sizeof buf);
	FUZZ_CHECK(named ? len > 0 : len == UNO_EINVAL);
	if (named)
		check_card_round_trip(c);
	/* Wilds are 14-19 and, for a definition's own kinds, 26-31. */
	FUZZ_CHECK(uno_kind_is_wild(raw[0]) ==
		   ((raw[0] >= UNO_WILD && raw[0] < UNO_KIND_COUNT) ||
		    (raw[0] >= 26 && raw[0] < 32)));

	memcpy(&m, raw, sizeof m);
	len = uno_move_format(&m, buf, sizeof buf);
	FUZZ_CHECK(len > 0 || len == UNO_EINVAL);
	if (len > 0)
		check_move_round_trip(&m);
	/* Comparison is a total order: antisymmetric, reflexive. */
	uno_move m2;
	memcpy(&m2, raw, sizeof m2);
	m2.type = raw[7];
	int ab = uno_move_compare(&m, &m2), ba = uno_move_compare(&m2, &m);
	FUZZ_CHECK((ab > 0) == (ba < 0) && (ab == 0) == (ba == 0));
	FUZZ_CHECK(uno_move_compare(&m, &m) == 0);
	FUZZ_CHECK(uno_move_compare(NULL, &m) < 0 && uno_move_compare(&m, NULL) > 0);

	/* Every int answers something (or NULL where documented). */
	int32_t v;
	memcpy(&v, raw, sizeof v);
	FUZZ_CHECK(uno_strerror(v) != NULL);
	FUZZ_CHECK(uno_reason_message(v) != NULL);
	FUZZ_CHECK((uno_kind_name(v) != NULL) == (v >= 0 && v < UNO_KIND_COUNT));
	FUZZ_CHECK((uno_color_name(v) != NULL) == (v >= 0 && v < 4));
	FUZZ_CHECK((uno_color_notation(v) != NULL) == (v >= 0 && v < 4));
	FUZZ_CHECK((uno_option_name(v) != NULL) == (v >= 0 && v < uno_option_count()));
	FUZZ_CHECK((uno_option_description(v) != NULL) ==
		   (v >= 0 && v < uno_option_count()));
	size_t idx = (size_t)(uint32_t)v;
	FUZZ_CHECK((uno_rules_builtin_at(idx) != NULL) == (idx < uno_rules_builtin_count()));
	/* The stable names (text.h): an event type 1-34, a phase 0-10, a
	 * draw reason 0-9, a seat status 0-3, a reason; NULL otherwise. */
	FUZZ_CHECK((uno_event_type_name(v) != NULL) == (v >= UNO_EV_DEALER_DRAW && v <= UNO_EV_FLIP));
	FUZZ_CHECK((uno_phase_name(v) != NULL) == (v >= 0 && v <= UNO_PHASE_MORE));
	FUZZ_CHECK((uno_draw_reason_name(v) != NULL) == (v >= 0 && v <= UNO_DRAW_MISPLAY));
	FUZZ_CHECK((uno_seat_status_name(v) != NULL) == (v >= 0 && v <= UNO_SEAT_KNOCKED_OUT));
	FUZZ_CHECK((uno_reason_name(v) != NULL) == (v >= 0 && v < UNO_REASON_COUNT));
	FUZZ_CHECK((uno_option_label(v) != NULL) == (v >= 0 && v < uno_option_count()));
	FUZZ_CHECK((uno_option_category_of(v) >= 0) == (v >= 0 && v < uno_option_count()));
	FUZZ_CHECK((uno_option_category_name(v) != NULL) == (v >= 0 && v <= UNO_OPTION_HOUSE));
	FUZZ_CHECK((uno_color_name_side(v, raw[4] & 1) != NULL) == (v >= 0 && v < 4));
}

/* The input's first 16 bytes as an event, worded in every built-in table,
 * for a viewer and with seat names from the next bytes, at a capacity
 * that may cut it. */
static void fuzz_event(const uint8_t *data, size_t size)
{
	static const char *const names[] = { "Ann", NULL, "", "Bo" };
	uint8_t raw[20] = { 0 };
	uno_event ev;
	char buf[UNO_EVENT_TEXT_MAX + 16], full[UNO_EVENT_TEXT_MAX + 16];

	memcpy(raw, data, size < sizeof raw ? size : sizeof raw);
	memcpy(&ev, raw, sizeof ev);
	int viewer = (int8_t)raw[16] % 12;
	size_t count = raw[17] % 5, cap = raw[18] % sizeof buf;
	const char *const *seat_names = raw[17] & 0x80 ? NULL : names;
	if (!seat_names)
		count = 0;
	for (size_t i = 0; i < uno_rules_builtin_count(); i++) {
		const uno_rules *r = uno_rules_builtin_at(i);
		int len = uno_event_text(r, &ev, viewer, seat_names, count, full, sizeof full);
		FUZZ_CHECK(len == UNO_EINVAL || (len > 0 && (size_t)len < UNO_EVENT_TEXT_MAX &&
						 strlen(full) == (size_t)len));
		memset(buf, 0x5a, sizeof buf);
		FUZZ_CHECK(uno_event_text(r, &ev, viewer, seat_names, count, cap ? buf : NULL,
					  cap) == len);
		if (len < 0) {
			/* Refused: nothing written. */
			for (size_t k = 0; k < sizeof buf; k++)
				FUZZ_CHECK(buf[k] == 0x5a);
		} else if (cap) {
			size_t k = cap - 1 < (size_t)len ? cap - 1 : (size_t)len;
			FUZZ_CHECK(memcmp(buf, full, k) == 0 && buf[k] == 0);
		}
		int n = uno_rules_card_name(r, ev.card, ev.side, full, sizeof full);
		FUZZ_CHECK(n == UNO_EINVAL || (n > 0 && n < 64 && strlen(full) == (size_t)n));
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_text(data, size);
	fuzz_raw(data, size);
	fuzz_event(data, size);
	return 0;
}
