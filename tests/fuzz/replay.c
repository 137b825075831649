/*
 * The replay driver: a main() that runs a fuzz target over every file of
 * the directories (or the single files) named on the command line, in name
 * order, so that `meson test` replays the committed corpus without
 * libFuzzer. It stops at the first input that breaks an invariant (the
 * target aborts, naming it); an input it cannot read is a failure too.
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <string.h>
#include <sys/stat.h>

#include "fuzz.h"

/* Inputs are small; a file larger than this is not a corpus entry. */
#define MAX_INPUT (1u << 20)

static int run_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	uint8_t *buf;
	size_t n;

	if (!f) {
		fprintf(stderr, "replay: cannot open %s\n", path);
		return 1;
	}
	buf = malloc(MAX_INPUT + 1);
	if (!buf) {
		fclose(f);
		fprintf(stderr, "replay: out of memory\n");
		return 1;
	}
	n = fread(buf, 1, MAX_INPUT + 1, f);
	if (ferror(f) || n > MAX_INPUT) {
		fprintf(stderr, "replay: cannot read %s (or larger than %u bytes)\n",
			path, MAX_INPUT);
		fclose(f);
		free(buf);
		return 1;
	}
	fclose(f);
	/* Announced first, so that a crash names the input. */
	fprintf(stderr, "replay: %s (%zu bytes)\n", path, n);
	/* A copy of exactly n bytes: ASan then catches a read past the end,
	 * as under libFuzzer. */
	uint8_t *exact = malloc(n ? n : 1);
	if (!exact) {
		free(buf);
		fprintf(stderr, "replay: out of memory\n");
		return 1;
	}
	memcpy(exact, buf, n);
	free(buf);
	LLVMFuzzerTestOneInput(exact, n);
	free(exact);
	return 0;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int run_dir(const char *dir, long *count)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	char **names = NULL;
	size_t n = 0, cap = 0;
	int bad = 0;

	if (!d) {
		fprintf(stderr, "replay: cannot open directory %s\n", dir);
		return 1;
	}
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.')
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 64;
			char **grown = realloc(names, cap * sizeof *names);
			if (!grown) {
				bad = 1;
				break;
			}
			names = grown;
		}
		size_t len = strlen(dir) + strlen(e->d_name) + 2;
		names[n] = malloc(len);
		if (!names[n]) {
			bad = 1;
			break;
		}
		snprintf(names[n], len, "%s/%s", dir, e->d_name);
		n++;
	}
	closedir(d);
	if (n)
		qsort(names, n, sizeof *names, by_name);
	for (size_t i = 0; i < n; i++) {
		struct stat st;
		if (!bad && stat(names[i], &st) == 0 && S_ISREG(st.st_mode)) {
			bad |= run_file(names[i]);
			(*count)++;
		}
		free(names[i]);
	}
	free(names);
	return bad;
}

int main(int argc, char **argv)
{
	long count = 0;
	int bad = 0;

	if (argc < 2) {
		fprintf(stderr, "usage: %s CORPUS_DIR_OR_FILE...\n", argv[0]);
		return 2;
	}
	for (int i = 1; i < argc && !bad; i++) {
		struct stat st;
		if (stat(argv[i], &st) != 0) {
			fprintf(stderr, "replay: no such file or directory: %s\n", argv[i]);
			bad = 1;
		} else if (S_ISDIR(st.st_mode)) {
			bad = run_dir(argv[i], &count);
		} else {
			bad = run_file(argv[i]);
			count++;
		}
	}
	/* An empty corpus proves nothing: refuse it. */
	if (!bad && count == 0) {
		fprintf(stderr, "replay: no inputs found\n");
		bad = 1;
	}
	printf("replayed %ld input%s: %s\n", count, count == 1 ? "" : "s",
	       bad ? "FAILED" : "ok");
	return bad;
}
