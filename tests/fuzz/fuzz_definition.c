/*
 * Fuzz target: variant definitions as text (definition.c,
 * doc/variant-format.md; DESIGN.md principle 9: never trust the input).
 *
 * The input is a definition. It is read or refused, never more: a refusal
 * names a line of the text (or none, 0, for the text as a whole) and a
 * column within that line, and says something. What is read is written
 * back as text, which reads again to the same variant, and that variant
 * writes the very same text (the writer's text is canonical).
 * SPDX-License-Identifier: MIT
 */
#include <string.h>

#include "core/core.h"
#include "fuzz.h"

static char first[32768], second[32768];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data;
	struct uno__defined d, again;
	struct uno__def_error err;

	int rc = uno__definition_parse(text, size, &d, &err);
	if (rc != UNO_OK) {
		FUZZ_CHECK(rc == UNO_EPARSE);
		FUZZ_CHECK(err.message[0] != 0 && memchr(err.message, 0, sizeof err.message));
		/* The line it names exists, and so does the column in it. */
		size_t len = 0, lines = 1, start = 0;
		while (len < size && data[len])
			len++;
		FUZZ_CHECK(err.line >= 0 && err.column >= 0);
		if (err.line > 0) {
			for (size_t i = 0; i < len && (int)lines < err.line; i++)
				if (data[i] == '\n') {
					lines++;
					start = i + 1;
				}
			FUZZ_CHECK((int)lines == err.line);
			size_t end = start;
			while (end < len && data[end] != '\n')
				end++;
			FUZZ_CHECK((size_t)err.column <= end - start + 1);
		}
		return 0;
	}
	int n = uno__definition_format(&d.v, first, sizeof first);
	FUZZ_CHECK(n > 0 && (size_t)n < sizeof first);
	rc = uno__definition_parse(first, (size_t)n, &again, &err);
	FUZZ_CHECK(rc == UNO_OK);
	FUZZ_CHECK(strcmp(d.name, again.name) == 0 && strcmp(d.summary, again.summary) == 0);
	/* Equal variants: every field but the string pointers. */
	again.v.name = d.v.name;
	again.v.summary = d.v.summary;
	FUZZ_CHECK(memcmp(&d.v, &again.v, sizeof d.v) == 0);
	FUZZ_CHECK(uno__definition_format(&again.v, second, sizeof second) == n);
	FUZZ_CHECK(memcmp(first, second, (size_t)n + 1) == 0);
	return 0;
}
