/*
 * Notation helpers shared by card.c and move.c.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_NOTATION_H
#define UNO_NOTATION_H

#include <stdbool.h>
#include <stddef.h>

#include <uno/uno.h>

/* Longest text the parsers accept, in bytes. */
#define UNO__NOTATION_MAX 32

int uno__parse_color(const char *p, size_t n);
bool uno__word_is(const char *p, size_t n, const char *word);
/* The notation's helpers take the variant whose new kinds they know
 * (doc/variant-format.md), or NULL for the built-in kinds alone. */
struct uno__variant;
int uno__parse_card_token(const struct uno__variant *v, const char *p, size_t n, uno_card *out);
size_t uno__bounded_length(const char *text, size_t len);
void uno__trim(const char **p, size_t *n);
int uno__emit_text(char *buf, size_t cap, const char *text);
/* Appends formatted text at buf + *len, snprintf-style: *len grows by the
 * text's whole length, and what fits in cap is written, NUL-terminated
 * (nothing once *len reaches cap). */
void uno__appendf(char *buf, size_t cap, size_t *len, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 4, 5)))
#endif
	;
/* A card's canonical text into t (at least 8 bytes); a valid card. */
void uno__card_text(const struct uno__variant *v, uno_card card, char *t);
/* A color letter of a variant (NULL: the built-in notation): the light
 * side's R, Y, G, B, and on a two-sided deck the dark side's P, T, O, V
 * too, on the same numbers; -1 for none. */
int uno__variant_color(const struct uno__variant *v, const char *p, size_t n);
/* The same as it reads on a side of two-sided cards (1: dark, whose colors
 * are written P, T, O, V); side 0, or a one-sided deck, as above. */
void uno__card_text_side(const struct uno__variant *v, uno_card card, int side, char *t);
/* A kind by its symbol in the notation ("5", "S", "D2", "W4", "CC", a new
 * kind's, any case), or -1; and the symbol of a kind, or NULL. */
int uno__kind_from_symbol(const struct uno__variant *v, const char *p, size_t n);
const char *uno__kind_symbol(const struct uno__variant *v, int kind);
/* uno_move_parse() and uno_move_format() with a variant's new kinds. */
int uno__move_parse(const struct uno__variant *v, const char *text, size_t len, uno_move *out);
/* uno_rules_move_format() on a side of two-sided cards (1: dark letters). */
int uno__move_format_side(const struct uno__variant *v, const uno_move *m, int side, char *buf,
			  size_t cap);
int uno__move_format(const struct uno__variant *v, const uno_move *m, char *buf, size_t cap);

#endif
