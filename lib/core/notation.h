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
int uno__parse_card_token(const char *p, size_t n, uno_card *out);
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
void uno__card_text(uno_card card, char *t);
/* A kind by its symbol in the notation ("5", "S", "D2", "W4", "CC", any
 * case), or -1; and the symbol of a kind, or NULL. */
int uno__kind_from_symbol(const char *p, size_t n);
const char *uno__kind_symbol(int kind);

#endif
