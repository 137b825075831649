/*
 * Shared by the fuzz targets and their replay driver.
 *
 * Every target defines LLVMFuzzerTestOneInput(). Built with -Dfuzz=true
 * (clang), libFuzzer supplies main() and mutates inputs; in every build,
 * replay.c supplies a main() that runs the target over the files of a
 * corpus directory, so the committed corpus is a regression test.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_FUZZ_H
#define UNO_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A broken invariant is a crash: libFuzzer saves the input that caused it,
 * and the replay driver's test fails. Plain abort() rather than assert(),
 * so the check stays in release builds too. */
static inline _Noreturn void fuzz_fail(const char *file, int line, const char *what)
{
	fprintf(stderr, "%s:%d: invariant broken: %s\n", file, line, what);
	fflush(stderr);
	abort();
}

#define FUZZ_CHECK(cond)                                               \
	do {                                                           \
		if (!(cond))                                           \
			fuzz_fail(__FILE__, __LINE__, #cond);          \
	} while (0)

/* Reads the input a byte at a time; past its end every byte reads as 0
 * and more() turns false, so a target never reads out of bounds. */
struct fuzz_input {
	const uint8_t *p;
	size_t n;
};

static inline int fuzz_more(const struct fuzz_input *in)
{
	return in->n > 0;
}

static inline unsigned fuzz_byte(struct fuzz_input *in)
{
	if (!in->n)
		return 0;
	in->n--;
	return *in->p++;
}

#endif
