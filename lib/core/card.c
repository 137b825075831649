/*
 * Cards and their notation.
 * SPDX-License-Identifier: MIT
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>

#include "core/notation.h"
#include "core/core.h"

/* (Each value is a face, below 256; the cast is for the arms of the
 * conditional not taken, which a compiler may check one by one.) */
#define E1(e) (uint8_t)(UNO__ENTRY_FACE_OF(e))
#define E4(e) E1(e), E1(e + 1u), E1(e + 2u), E1(e + 3u)
#define E16(e) E4(e), E4(e + 4u), E4(e + 8u), E4(e + 12u)
#define E64(e) E16(e), E16(e + 16u), E16(e + 32u), E16(e + 48u)
const uint8_t uno__entry_faces[256] = { E64(0u), E64(64u), E64(128u), E64(192u) };
#undef E1
#undef E4
#undef E16
#undef E64

static const char color_letter[4] = { 'R', 'Y', 'G', 'B' };
/* The dark side's colors of two-sided cards (FL-2): pink, teal, orange
 * and purple (V for violet: P is pink), on the numbers of the light
 * side's red, yellow, green and blue. */
static const char dark_letter[4] = { 'P', 'T', 'O', 'V' };

/* A color letter of a variant: the light one, or on a two-sided deck the
 * dark one too; -1 for none. */
int uno__variant_color(const struct uno__variant *v, const char *p, size_t n)
{
	int c = uno__parse_color(p, n);
	if (c >= 0 || !v || v->sides != 2 || n != 1)
		return c;
	for (c = 0; c < 4; c++)
		if (toupper((unsigned char)p[0]) == dark_letter[c])
			return c;
	return -1;
}

/* Symbols after the color letter, indexed by kind (colored kinds only). */
static const char *const colored_symbol[UNO_WILD] = {
	"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "S", "R", "D2", "D1",
};

/* Wild kinds, from UNO_WILD on. */
static const char *const wild_symbol[UNO_KIND_COUNT - UNO_WILD] = {
	"W", "W4", "W2", "CC", "TP", "T4",
};

static const char *const kind_name[UNO_KIND_COUNT] = {
	"0", "1", "2", "3", "4", "5", "6", "7", "8", "9",
	"skip", "reverse", "draw two", "draw one", "wild", "wild draw four",
	"wild draw two", "casting call", "team play", "team wild draw four",
};

static const char *const color_name[4] = { "red", "yellow", "green", "blue" };
static const char *const color_code[4] = { "R", "Y", "G", "B" };

int uno_kind_is_wild(int kind)
{
	return kind >= 0 && kind < UNO__KINDS && uno__is_wild((unsigned)kind);
}

int uno_card_valid(uno_card card)
{
	return uno__card_valid(card) ? UNO_OK : UNO_EINVAL;
}

const char *uno_color_notation(int color)
{
	return color >= 0 && color < 4 ? color_code[color] : NULL;
}

const char *uno_color_name(int color)
{
	return color >= 0 && color < 4 ? color_name[color] : NULL;
}

const char *uno_kind_name(int kind)
{
	return kind >= 0 && kind < UNO_KIND_COUNT ? kind_name[kind] : NULL;
}

int uno__parse_color(const char *p, size_t n)
{
	if (n != 1)
		return -1;
	for (int c = 0; c < 4; c++)
		if (toupper((unsigned char)p[0]) == color_letter[c])
			return c;
	return -1;
}

/* Case-insensitive comparison of p[0..n) with a NUL-terminated word. */
bool uno__word_is(const char *p, size_t n, const char *word)
{
	size_t i = 0;
	for (; i < n && word[i]; i++)
		if (toupper((unsigned char)p[i]) != toupper((unsigned char)word[i]))
			return false;
	return i == n && word[i] == 0;
}

int uno__parse_card_token(const struct uno__variant *v, const char *p, size_t n, uno_card *out)
{
	size_t slash = n;

	for (size_t i = 0; i < n; i++)
		if (p[i] == '/') {
			slash = i;
			break;
		}
	for (int k = UNO_WILD; k < UNO__KINDS; k++) {
		const char *sym = uno__kind_symbol(v, k);
		if (!uno__is_wild((unsigned)k) || !sym || !uno__word_is(p, slash, sym))
			continue;
		int color = UNO_NO_COLOR;
		if (slash < n) {
			color = uno__variant_color(v, p + slash + 1, n - slash - 1);
			if (color < 0)
				return -1;
		}
		out->kind = (uint8_t)k;
		out->color = (uint8_t)color;
		return 0;
	}
	if (slash != n || n < 2)
		return -1;
	int color = uno__variant_color(v, p, 1);
	if (color < 0)
		return -1;
	for (int k = 0; k < UNO__XWILD; k++) {
		const char *sym = uno__kind_symbol(v, k);
		if (uno__is_wild((unsigned)k) || !sym || !uno__word_is(p + 1, n - 1, sym))
			continue;
		out->kind = (uint8_t)k;
		out->color = (uint8_t)color;
		return 0;
	}
	return -1;
}

int uno__kind_from_symbol(const struct uno__variant *v, const char *p, size_t n)
{
	for (int k = 0; k < UNO__KINDS; k++) {
		const char *sym = uno__kind_symbol(v, k);
		if (sym && uno__word_is(p, n, sym))
			return k;
	}
	return -1;
}

const char *uno__kind_symbol(const struct uno__variant *v, int kind)
{
	if (kind < 0 || kind >= UNO__KINDS)
		return NULL;
	if (uno__new_kind(v, kind))
		return v->new_symbol[kind];
	if (kind >= UNO_KIND_COUNT)
		return NULL; /* an extended kind no definition declared */
	return kind < UNO_WILD ? colored_symbol[kind] : wild_symbol[kind - UNO_WILD];
}

size_t uno__bounded_length(const char *text, size_t len)
{
	size_t n = 0;
	while (n < len && text[n])
		n++;
	return n;
}

void uno__trim(const char **p, size_t *n)
{
	while (*n && isspace((unsigned char)**p)) {
		(*p)++;
		(*n)--;
	}
	while (*n && isspace((unsigned char)(*p)[*n - 1]))
		(*n)--;
}

static int parse_card(const struct uno__variant *v, const char *text, size_t len,
		      uno_card *out)
{
	uno_card c;

	if (!text || !out)
		return UNO_EINVAL;
	size_t n = uno__bounded_length(text, len);
	if (n > UNO__NOTATION_MAX)
		return UNO_EPARSE;
	uno__trim(&text, &n);
	if (uno__parse_card_token(v, text, n, &c) != 0)
		return UNO_EPARSE;
	*out = c;
	return UNO_OK;
}

int uno_card_parse(const char *text, size_t len, uno_card *out)
{
	return parse_card(NULL, text, len, out);
}

int uno_rules_card_parse(const uno_rules *rules, const char *text, size_t len, uno_card *out)
{
	if (!rules || !rules->v)
		return UNO_EINVAL;
	return parse_card(rules->v, text, len, out);
}

const char *uno_rules_kind_name(const uno_rules *rules, int kind)
{
	if (!rules || !rules->v)
		return NULL;
	return uno__new_kind(rules->v, kind) ? rules->v->new_name[kind] : uno_kind_name(kind);
}

const char *uno_rules_kind_symbol(const uno_rules *rules, int kind)
{
	if (!rules || !rules->v)
		return NULL;
	return uno__kind_symbol(rules->v, kind);
}

void uno__appendf(char *buf, size_t cap, size_t *len, const char *fmt, ...)
{
	va_list ap;
	char *at = *len < cap ? buf + *len : NULL;

	va_start(ap, fmt);
	int n = vsnprintf(at, at ? cap - *len : 0, fmt, ap);
	va_end(ap);
	if (n > 0)
		*len += (size_t)n;
}

/* Writes text into buf snprintf-style; returns its length. */
int uno__emit_text(char *buf, size_t cap, const char *text)
{
	size_t n = strlen(text);

	if (cap) {
		size_t k = n < cap - 1 ? n : cap - 1;
		memcpy(buf, text, k);
		buf[k] = 0;
	}
	return (int)n;
}

void uno__card_text(const struct uno__variant *v, uno_card card, char *t)
{
	uno__card_text_side(v, card, 0, t);
}

void uno__card_text_side(const struct uno__variant *v, uno_card card, int side, char *t)
{
	const char *letter = side && v && v->sides == 2 ? dark_letter : color_letter;
	/* An extended kind that the variant does not declare has no symbol:
	 * "?" (the public formatters refuse it before they get here). */
	const char *sym = uno__kind_symbol(v, card.kind);
	if (!sym)
		sym = "?";
	if (uno__is_wild(card.kind)) {
		strcpy(t, sym);
		if (card.color < 4) {
			size_t n = strlen(t);
			t[n] = '/';
			t[n + 1] = letter[card.color];
			t[n + 2] = 0;
		}
	} else {
		t[0] = letter[card.color];
		strcpy(t + 1, sym);
	}
}

/* A card's text on a side (0, or 1 on a two-sided deck: the caller checks). */
static int format_card(const struct uno__variant *v, uno_card card, int side, char *buf,
		       size_t cap)
{
	char t[8];

	if (!uno__card_valid(card) || !uno__kind_symbol(v, card.kind) || (!buf && cap))
		return UNO_EINVAL;
	uno__card_text_side(v, card, side, t);
	return uno__emit_text(buf, cap, t);
}

int uno_card_format(uno_card card, char *buf, size_t cap)
{
	return format_card(NULL, card, 0, buf, cap);
}

int uno_rules_card_format_side(const uno_rules *rules, uno_card card, int side, char *buf,
			       size_t cap)
{
	if (!rules || !rules->v || side < 0 || side >= (uno__two_sided(rules->v) ? 2 : 1))
		return UNO_EINVAL;
	return format_card(rules->v, card, side, buf, cap);
}

int uno_rules_card_format(const uno_rules *rules, uno_card card, char *buf, size_t cap)
{
	if (!rules || !rules->v)
		return UNO_EINVAL;
	return format_card(rules->v, card, 0, buf, cap);
}
