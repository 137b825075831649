/*
 * Shared by the command-line programs in examples/ (see cli.h).
 * SPDX-License-Identifier: MIT
 */
#define _POSIX_C_SOURCE 200809L
/* dladdr(), for --dask (glibc and musl, macOS). */
#define _GNU_SOURCE
#define _DARWIN_C_SOURCE

#include "cli.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#ifndef _WIN32
#include <dlfcn.h>
#include <unistd.h>
#endif

const char *cli_prog = "uno";

void cli_fail(const char *fmt, ...)
{
	char line[1024];
	int n;
	va_list ap;

	n = snprintf(line, sizeof line, "%s: ", cli_prog);
	if (n < 0 || (size_t)n >= sizeof line)
		n = 0;
	va_start(ap, fmt);
	vsnprintf(line + n, sizeof line - (size_t)n - 1, fmt, ap);
	va_end(ap);
	strcat(line, "\n");
	fputs(line, stderr);
}

bool cli_round_over(const uno_game *game)
{
	int phase = uno_game_phase(game);

	return phase == UNO_PHASE_ROUND_OVER || phase == UNO_PHASE_MATCH_OVER;
}

static const uno_rules *notation;
static int notation_side; /* two-sided cards: the side the text reads on */

void cli_set_notation(const uno_rules *rules)
{
	notation = rules;
	notation_side = 0;
}

void cli_set_side(int side)
{
	notation_side = notation && uno_rules_sides(notation) == 2 && side == 1;
}

int cli_side(void)
{
	return notation_side;
}

const char *cli_color_name(int color)
{
	/* FL-2: the dark side's colors, on the light ones' numbers. */
	static const char *const dark[] = { "pink", "teal", "orange", "purple" };
	return notation_side && color >= 0 && color < 4 ? dark[color] : uno_color_name(color);
}

int cli_parse_color_name(const char *text)
{
	for (int c = 0; c < 4; c++) {
		uno_card wild = { UNO_WILD, (uint8_t)c };
		char t[16];
		/* The letter as the side writes it ends the wild's text. */
		if (strcasecmp(text, cli_color_name(c)) == 0 ||
		    (notation && uno_rules_card_format_side(notation, wild, notation_side, t,
							    sizeof t) > 0 &&
		     strcasecmp(text, t + strlen(t) - 1) == 0) ||
		    (!notation_side && strcasecmp(text, uno_color_notation(c)) == 0))
			return c;
	}
	return -1;
}

int cli_move_format(const uno_move *move, char *buf, size_t cap)
{
	return notation ? uno_rules_move_format_side(notation, move, notation_side, buf, cap)
			: uno_move_format(move, buf, cap);
}

int cli_move_parse(const char *text, uno_move *out)
{
	return notation ? uno_rules_move_parse(notation, text, strlen(text), out)
			: uno_move_parse(text, strlen(text), out);
}

int cli_card_parse(const char *text, size_t len, uno_card *out)
{
	return notation ? uno_rules_card_parse(notation, text, len, out)
			: uno_card_parse(text, len, out);
}

int cli_report_refusal(const uno_game *game, int seat, const uno_move *move, int rc)
{
	char text[32];

	if (cli_move_format(move, text, sizeof text) < 0)
		strcpy(text, "?");
	cli_fail("seat %d: move '%s' was refused: %s: %s", seat, text, uno_strerror(rc),
		 uno_game_errmsg(game));
	return CLI_EXIT_RUNTIME;
}

/* ---- arguments ---- */

bool cli_is_option(const char *arg, const char *name)
{
	size_t len = strlen(name);

	return strncmp(arg, name, len) == 0 &&
	       (arg[len] == '\0' || arg[len] == '=');
}

const char *cli_option_value(int argc, char **argv, int *i, const char *name)
{
	const char *arg = argv[*i];
	size_t len = strlen(name);

	if (arg[len] == '=')
		return arg + len + 1;
	if (*i + 1 >= argc) {
		cli_fail("option %s needs a value", name);
		return NULL;
	}
	return argv[++*i];
}

bool cli_parse_long(const char *text, long min, long max, long *out)
{
	char *end;
	long v;

	if (*text == '\0' || isspace((unsigned char)*text))
		return false;
	errno = 0;
	v = strtol(text, &end, 10);
	if (errno != 0 || *end != '\0' || v < min || v > max)
		return false;
	*out = v;
	return true;
}

bool cli_parse_u64(const char *text, uint64_t *out)
{
	char *end;
	unsigned long long v;

	/* strtoull would accept "-1" and wrap it; a seed is never negative. */
	if (*text < '0' || *text > '9')
		return false;
	errno = 0;
	v = strtoull(text, &end, 10);
	if (errno != 0 || *end != '\0')
		return false;
	*out = (uint64_t)v;
	return true;
}

/* ---- rule options ---- */

bool cli_rules_add(struct cli_rules *rules, const char *text)
{
	if (rules->count == CLI_MAX_RULES) {
		cli_fail("at most %d --rule options", CLI_MAX_RULES);
		return false;
	}
	rules->rule[rules->count].text = text;
	rules->rule[rules->count].option = -1;
	rules->rule[rules->count].value = 0;
	rules->count++;
	return true;
}

int cli_rules_apply(struct cli_rules *rules, uno_rules *table)
{
	for (size_t i = 0; i < rules->count; i++) {
		/* The resolved id and value are kept for the summaries. */
		struct cli_rule *s = &rules->rule[i];
		const char *eq = strchr(s->text, '=');
		char name[64];
		long value;
		int min = 0, max = 0, rc;

		if (!eq || eq == s->text ||
		    (size_t)(eq - s->text) >= sizeof name) {
			cli_fail("--rule '%s': expected NAME=VALUE", s->text);
			return CLI_EXIT_USAGE;
		}
		memcpy(name, s->text, (size_t)(eq - s->text));
		name[eq - s->text] = '\0';
		if (uno_option_lookup(name, &s->option) != UNO_OK) {
			cli_fail("--rule '%s': no rule is named '%s' (see --help)",
				 s->text, name);
			return CLI_EXIT_USAGE;
		}
		if (!cli_parse_long(eq + 1, INT_MIN, INT_MAX, &value)) {
			cli_fail("--rule '%s': '%s' is not a whole number",
				 s->text, eq + 1);
			return CLI_EXIT_USAGE;
		}
		s->value = (int)value;
		rc = uno_rules_set(table, s->option, s->value);
		if (rc == UNO_ERANGE &&
		    uno_rules_option_info(table, s->option, &min, &max, NULL) ==
			    UNO_OK) {
			cli_fail("--rule '%s': %s must be from %d to %d", s->text,
				 name, min, max);
			return CLI_EXIT_USAGE;
		}
		if (rc == UNO_ENOTSUP) {
			cli_fail("--rule '%s': the %s variant has no option '%s'",
				 s->text, uno_rules_name(table), name);
			return CLI_EXIT_USAGE;
		}
		if (rc != UNO_OK) {
			cli_fail("--rule '%s': %s", s->text, uno_strerror(rc));
			return CLI_EXIT_USAGE;
		}
	}
	return CLI_EXIT_OK;
}

bool cli_builtin_variant(const char *name)
{
	const uno_rules *builtin;
	return uno_rules_builtin(&builtin, name) == UNO_OK;
}

/* A variant definition file read into *out; CLI_EXIT_* as below. */
static int define_from_file(const char *path, uno_rules **out)
{
	static char text[65536];
	FILE *f = fopen(path, "rb");
	if (!f) {
		cli_fail("unknown variant '%s' (neither a built-in variant nor a readable "
			 "definition file: %s; try --help)", path, strerror(errno));
		return CLI_EXIT_USAGE;
	}
	size_t n = fread(text, 1, sizeof text - 1, f);
	bool too_long = n == sizeof text - 1 && fgetc(f) != EOF;
	bool failed = ferror(f);
	fclose(f);
	if (failed || too_long) {
		cli_fail("%s: %s", path, failed ? "cannot be read" : "too long for a definition");
		return CLI_EXIT_USAGE;
	}
	text[n] = 0;
	uno_definition_error err = { .size = sizeof err };
	int rc = uno_rules_define(out, text, n, &err, NULL, NULL);
	if (rc == UNO_EPARSE) {
		cli_fail("%s:%d:%d: %s", path, err.line, err.column, err.message);
		return CLI_EXIT_USAGE;
	}
	if (rc != UNO_OK) {
		cli_fail("%s: %s", path, uno_strerror(rc));
		return CLI_EXIT_RUNTIME;
	}
	return CLI_EXIT_OK;
}

int cli_rules_copy(const char *name, uno_rules **out)
{
	const uno_rules *builtin;
	int rc;

	*out = NULL;
	if (uno_rules_builtin(&builtin, name) != UNO_OK)
		return define_from_file(name, out);
	rc = uno_rules_copy(out, builtin, NULL, NULL);
	if (rc != UNO_OK) {
		cli_fail("copying the rules: %s", uno_strerror(rc));
		return CLI_EXIT_RUNTIME;
	}
	return CLI_EXIT_OK;
}

int cli_variant_option(int argc, char **argv, int *i, struct cli_variant *v)
{
	static const char *const names[] = { "--variant", "--variant-file" };

	for (int k = 0; k < 2; k++) {
		if (!cli_is_option(argv[*i], names[k]))
			continue;
		const char *val = cli_option_value(argc, argv, i, names[k]);
		if (!val)
			return -1;
		v->name = val;
		v->file = k == 1;
		return 1;
	}
	return 0;
}

int cli_variant_rules(const struct cli_variant *v, uno_rules **out)
{
	if (!v->file)
		return cli_rules_copy(v->name, out);
	*out = NULL;
	return define_from_file(v->name, out);
}

void cli_format_players(const uno_rules *rules, char *buf, size_t cap)
{
	int min = 0, max = 0, n = 0;
	bool all = true;
	size_t len = 0;

	uno_rules_players(rules, &min, &max);
	for (int p = min; p <= max; p++)
		if (uno_rules_allows_players(rules, p) != 1)
			all = false;
	if (min == max) {
		snprintf(buf, cap, "%d", min);
		return;
	}
	if (all) {
		snprintf(buf, cap, "%d-%d", min, max);
		return;
	}
	buf[0] = '\0';
	for (int p = min; p <= max && len < cap; p++) {
		if (uno_rules_allows_players(rules, p) != 1)
			continue;
		int w = snprintf(buf + len, cap - len, "%s%d", n++ ? ", " : "", p);
		if (w < 0)
			break;
		len += (size_t)w;
	}
}

int cli_players(const uno_rules *rules, int requested, int *out)
{
	int min = 0, max = 0;
	char allowed[64];

	uno_rules_players(rules, &min, &max);
	if (requested == 0) {
		requested = min;
		if (uno_rules_allows_players(rules, 4) == 1)
			requested = 4;
	}
	if (uno_rules_allows_players(rules, requested) != 1) {
		cli_format_players(rules, allowed, sizeof allowed);
		cli_fail("--players: %s cannot be played by %d player%s (%s)",
			 uno_rules_name(rules), requested, requested == 1 ? "" : "s", allowed);
		return CLI_EXIT_USAGE;
	}
	*out = requested;
	return CLI_EXIT_OK;
}

int cli_probe_game(const uno_rules *rules, int players)
{
	uno_game *probe = NULL;
	int err = uno_game_new(&probe, rules, players, 0, NULL, NULL);

	uno_game_free(probe);
	if (err == UNO_OK)
		return CLI_EXIT_OK;
	cli_fail("these rules cannot be played by %d player%s: %s", players, players == 1 ? "" : "s",
		 uno_strerror(err));
	return err == UNO_EINVAL ? CLI_EXIT_USAGE : CLI_EXIT_RUNTIME;
}

void cli_list_variants(FILE *f, int indent)
{
	size_t n = uno_rules_builtin_count();

	for (size_t i = 0; i < n; i++) {
		const uno_rules *r = uno_rules_builtin_at(i);
		char players[64];

		cli_format_players(r, players, sizeof players);
		fprintf(f, "%*s%-13s %s players\n", indent, "", uno_rules_name(r),
			players);
	}
}

void cli_list_options(FILE *f, const uno_rules *rules, int indent)
{
	int n = uno_option_count();

	for (int i = 0; i < n; i++) {
		const char *name = uno_option_name(i);
		const char *desc = uno_option_description(i);
		int min = 0, max = 0, def = 0;

		if (!name)
			continue;
		fprintf(f, "%*s%-20s %s\n", indent, "", name, desc ? desc : "");
		if (uno_rules_option_info(rules, i, &min, &max, &def) == UNO_OK)
			fprintf(f, "%*s%-20s default %d, from %d to %d\n", indent,
				"", "", def, min, max);
		else
			fprintf(f, "%*s%-20s not in %s\n", indent, "", "",
				uno_rules_name(rules));
	}
}

const uno_rules *cli_help_variant(int argc, char **argv)
{
	const uno_rules *rules = NULL;
	const char *name = "classic";

	for (int i = 1; i < argc; i++) {
		if (strncmp(argv[i], "--variant=", 10) == 0)
			name = argv[i] + 10;
		else if (strcmp(argv[i], "--variant") == 0 && i + 1 < argc)
			name = argv[++i];
	}
	if (uno_rules_builtin(&rules, name) != UNO_OK)
		uno_rules_builtin(&rules, "classic");
	return rules;
}

bool cli_check_version(void)
{
	if (uno_version() == UNO_VERSION_NUMBER)
		return true;
	cli_fail("built with libuno %s but running with %s", UNO_VERSION_STRING,
		 uno_version_string());
	return false;
}

/* ---- --dask ---- */

#ifndef _WIN32
/*
 * Python's side of --dask: the interpreter's own directory (-c puts the
 * current one first) is left out of sys.path, so that a "libuno" directory
 * where the program runs is not taken for the package.
 */
static const char dask_bootstrap[] =
	"import sys\n"
	"if sys.path and sys.path[0] == '':\n"
	"    del sys.path[0]\n"
	"prog = sys.argv[1]\n"
	"try:\n"
	"    import libuno.distributed as d\n"
	"except Exception as e:\n"
	"    sys.exit('%s: --dask: %s cannot import libuno.distributed (%s); '\n"
	"             'install the libuno package (pip install ., or the Debian '\n"
	"             'package python3-libuno) or set UNO_PYTHON to a Python that '\n"
	"             'has it' % (prog, sys.executable, e))\n"
	"sys.exit(d.main(sys.argv[2:], prog=prog))\n";

/* The file this program's libuno was loaded from, or NULL (static). */
static char *dask_library(void)
{
	int (*fn)(void) = uno_version;
	void *addr;
	Dl_info info;
	const char *base;

	/* ISO C has no cast from a function pointer to void *. */
	memcpy(&addr, &fn, sizeof addr);
	if (!dladdr(addr, &info) || !info.dli_fname)
		return NULL;
	base = strrchr(info.dli_fname, '/');
	base = base ? base + 1 : info.dli_fname;
	if (strncmp(base, "libuno", 6) != 0)
		return NULL;
	return realpath(info.dli_fname, NULL);
}

/* <build>/python when this program runs from a build directory, or NULL. */
static char *dask_package_dir(const char *argv0)
{
	char exe[4096], *dir = NULL, *slash;
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);

	if (n > 0) {
		exe[n] = '\0';
	} else if (strchr(argv0, '/')) {
		char *real = realpath(argv0, NULL);
		if (!real)
			return NULL;
		snprintf(exe, sizeof exe, "%s", real);
		free(real);
	} else {
		return NULL;
	}
	slash = strrchr(exe, '/');
	if (!slash)
		return NULL;
	*slash = '\0';
	size_t len = strlen(exe) + sizeof "/../python/libuno/distributed.py";
	char *probe = malloc(len);
	if (!probe)
		return NULL;
	snprintf(probe, len, "%s/../python/libuno/distributed.py", exe);
	if (access(probe, R_OK) == 0) {
		probe[strlen(exe) + sizeof "/../python" - 1] = '\0';
		dir = realpath(probe, NULL);
	}
	free(probe);
	return dir;
}
#endif

int cli_exec_dask(const char *argv0, const char *const args[])
{
#ifdef _WIN32
	(void)argv0;
	(void)args;
	cli_fail("--dask is not available in this build (Windows)");
	return CLI_EXIT_USAGE;
#else
	const char *python = getenv("UNO_PYTHON");
	char *lib = dask_library(), *pkg = dask_package_dir(argv0);
	size_t n = 0;

	while (args[n])
		n++;
	const char **argv = calloc(n + 5, sizeof *argv);
	if (!argv) {
		cli_fail("out of memory");
		free(lib);
		free(pkg);
		return CLI_EXIT_USAGE;
	}
	if (!python || !*python)
		python = access("/usr/bin/python3", X_OK) == 0 ? "/usr/bin/python3" : "python3";
	argv[0] = python;
	argv[1] = "-c";
	argv[2] = dask_bootstrap;
	argv[3] = cli_prog;
	memcpy(argv + 4, args, n * sizeof *argv);

	if (lib)
		setenv("UNO_LIBRARY", lib, 1);
	if (pkg) {
		const char *old = getenv("PYTHONPATH");
		size_t len = strlen(pkg) + (old ? strlen(old) : 0) + 2;
		char *path = malloc(len);
		if (path) {
			snprintf(path, len, "%s%s%s", pkg, old && *old ? ":" : "",
				 old ? old : "");
			setenv("PYTHONPATH", path, 1);
			free(path);
		}
	}
	free(lib);
	free(pkg);
	fflush(stdout);
	fflush(stderr);
	/* execvp() takes a path as it is, and looks a bare name up in PATH. */
	execvp(python, (char *const *)argv);
	cli_fail("--dask runs libuno.distributed with Python, but %s cannot be run: %s "
		 "(set UNO_PYTHON to a Python 3 with the libuno package and Dask)",
		 python, strerror(errno));
	free(argv);
	return CLI_EXIT_USAGE;
#endif
}

/* ---- generator ---- */

uint64_t cli_rand_next(uint64_t *state)
{
	uint64_t z = (*state += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

uint32_t cli_rand_below(uint64_t *state, uint32_t n)
{
	/* Reject the few values that would favour low results. */
	uint64_t limit = (0 - (uint64_t)n) % n;
	uint64_t x;

	do
		x = cli_rand_next(state);
	while (x < limit);
	return (uint32_t)(x % n);
}

bool cli_rand_odds(uint64_t *state, unsigned in256)
{
	return cli_rand_below(state, 256) < in256;
}

/* ---- text ---- */

const char *cli_color_on(int color, bool ansi)
{
	/* Bright colors: plain yellow and blue are dark on many terminals. */
	static const char *const seq[] = {
		"\033[1;91m", "\033[1;93m", "\033[1;92m", "\033[1;94m",
	};
	/* The dark side's pink, teal, orange, purple. */
	static const char *const dark[] = {
		"\033[1;95m", "\033[1;96m", "\033[1;33m", "\033[1;35m",
	};

	if (!ansi)
		return "";
	if (color >= 0 && color < 4)
		return notation_side ? dark[color] : seq[color];
	return "\033[1;95m";
}

const char *cli_color_off(bool ansi)
{
	return ansi ? "\033[0m" : "";
}

const char *cli_card_text(uno_card card, bool ansi, char *buf, size_t cap)
{
	char plain[16];

	if ((notation ? uno_rules_card_format_side(notation, card, notation_side, plain, sizeof plain)
		      : uno_card_format(card, plain, sizeof plain)) < 0)
		strcpy(plain, "?");
	if (!ansi) {
		snprintf(buf, cap, "%s", plain);
		return buf;
	}
	snprintf(buf, cap, "%s%s%s", cli_color_on(card.color, true), plain,
		 cli_color_off(true));
	return buf;
}

const char *cli_move_text(const uno_move *move, bool ansi, char *buf, size_t cap)
{
	char plain[32];

	if (cli_move_format(move, plain, sizeof plain) < 0)
		strcpy(plain, "?");
	if (!ansi || (move->type != UNO_MOVE_PLAY && move->type != UNO_MOVE_GIVE &&
		      move->type != UNO_MOVE_COLOR)) {
		snprintf(buf, cap, "%s", plain);
		return buf;
	}
	/* A wild played with a color shows that color, as on the pile. */
	int color = move->type == UNO_MOVE_COLOR ? move->color : move->card.color;
	if (move->type == UNO_MOVE_PLAY && uno_kind_is_wild(move->card.kind) &&
	    move->color < 4)
		color = move->color;
	snprintf(buf, cap, "%s%s%s", cli_color_on(color, true), plain,
		 cli_color_off(true));
	return buf;
}

void cli_json_string(FILE *f, const char *text)
{
	fputc('"', f);
	for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
		if (*p == '"' || *p == '\\')
			fprintf(f, "\\%c", *p);
		else if (*p < 0x20)
			fprintf(f, "\\u%04x", *p);
		else
			fputc(*p, f);
	}
	fputc('"', f);
}

int cli_parse_cards(const char *text, uno_card *out, size_t cap, const char *what)
{
	size_t n = 0;
	const char *p = text;

	for (;;) {
		while (*p == ' ' || *p == ',' || *p == '\t')
			p++;
		if (*p == '\0')
			break;
		const char *start = p;
		while (*p && *p != ' ' && *p != ',' && *p != '\t')
			p++;
		if (n == cap) {
			cli_fail("%s: more than %zu cards", what, cap);
			return -1;
		}
		if (cli_card_parse(start, (size_t)(p - start), &out[n]) != UNO_OK) {
			cli_fail("%s: '%.*s' is not a card (try R7, YS, BD2, W, W4)",
				 what, (int)(p - start), start);
			return -1;
		}
		n++;
	}
	return (int)n;
}

int cli_dask_rule_args(const char *args[], int n, const struct cli_rules *rules)
{
	for (size_t i = 0; i < rules->count; i++) {
		args[n++] = "--rule";
		args[n++] = rules->rule[i].text;
	}
	return n;
}
