/*
 * Shared by the command-line programs in examples/: argument parsing, rule
 * options from the command line, the programs' own random generator, card
 * colors on a terminal and JSON strings. Built only on <uno/uno.h>.
 * SPDX-License-Identifier: MIT
 */
#ifndef UNO_EXAMPLES_CLI_H
#define UNO_EXAMPLES_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <uno/uno.h>

/* Exit status of every program (see each --help). */
enum {
	CLI_EXIT_OK = 0,
	CLI_EXIT_USAGE = 1,
	CLI_EXIT_RUNTIME = 2
};

/* Most --rule options one command line may carry. */
#define CLI_MAX_RULES 64

/*
 * The printf the programs get: mingw-w64's GCC takes format(printf) to mean
 * the Microsoft runtime's, which has no %zu, while <stdio.h> gives C99
 * programs mingw-w64's own (and names its format __MINGW_PRINTF_FORMAT).
 */
#ifdef __MINGW_PRINTF_FORMAT
#define CLI_PRINTF __MINGW_PRINTF_FORMAT
#else
#define CLI_PRINTF printf
#endif

/* The program name used in messages; set once by main(). */
extern const char *cli_prog;

/*
 * Prints "prog: message" and a newline to standard error in one write, so
 * that lines from different threads never interleave.
 */
void cli_fail(const char *fmt, ...) __attribute__((format(CLI_PRINTF, 1, 2)));

/* Whether the game's round (or match) is over: no decision is pending. */
bool cli_round_over(const uno_game *game);

/*
 * Says on standard error that the library refused @seat's move @move with
 * status @rc, and why (uno_game_errmsg()); returns CLI_EXIT_RUNTIME.
 */
int cli_report_refusal(const uno_game *game, int seat, const uno_move *move, int rc);

/* ---- arguments ---- */

/* Whether argv word @arg is option @name, alone or as "name=value". */
bool cli_is_option(const char *arg, const char *name);

/*
 * The value of option @name at argv[*i], given as "--name=value" or as
 * "--name value" (then *i moves past it). NULL, after a message, when it
 * is missing.
 */
const char *cli_option_value(int argc, char **argv, int *i, const char *name);

/* Strict decimal parse of the whole text, within [min, max]. */
bool cli_parse_long(const char *text, long min, long max, long *out);

/* A decimal number from 0 to 2^64-1 (no sign). */
bool cli_parse_u64(const char *text, uint64_t *out);

/* ---- rule options ---- */

struct cli_rule {
	const char *text; /* "name=value" as given */
	int option;       /* resolved by cli_rules_apply() */
	int value;
};

struct cli_rules {
	struct cli_rule rule[CLI_MAX_RULES];
	size_t count;
};

/* Records one --rule value; false (after a message) when there are too many. */
bool cli_rules_add(struct cli_rules *rules, const char *text);

/*
 * Sets every recorded option on @table (a copy), in order. Returns
 * CLI_EXIT_OK, or CLI_EXIT_USAGE after a message naming the bad one.
 */
int cli_rules_apply(struct cli_rules *rules, uno_rules *table);

/*
 * The rules of a variant into *out (the caller's, uno_rules_free()): a
 * built-in variant by name, or else a variant definition file
 * (doc/variant-format.md) at that path, read with uno_rules_define().
 * Returns CLI_EXIT_OK, CLI_EXIT_USAGE for an unknown name or a definition
 * the library refuses (FILE:LINE:COLUMN: why), or CLI_EXIT_RUNTIME;
 * prints the message.
 */
int cli_rules_copy(const char *name, uno_rules **out);

/*
 * The variant a program plays, from --variant NAME (a built-in variant, or
 * else a definition file at that path) or --variant-file FILE (always a
 * file, even one named like a built-in variant).
 */
struct cli_variant {
	const char *name; /* the name or the path */
	bool file;        /* given with --variant-file */
};

/*
 * Reads --variant or --variant-file at argv[*i] into @v: 1 when it was one
 * of them (*i moves past the value), 0 when it was another argument, -1
 * after a message when its value is missing.
 */
int cli_variant_option(int argc, char **argv, int *i, struct cli_variant *v);

/* The rules of @v into *out, as cli_rules_copy() says. */
int cli_variant_rules(const struct cli_variant *v, uno_rules **out);

/* Whether @name is a built-in variant's (not a definition file). */
bool cli_builtin_variant(const char *name);

/*
 * The player count for a variant: @requested when not 0, else 4 when
 * allowed, else the fewest allowed. Returns CLI_EXIT_OK or, after a
 * message, CLI_EXIT_USAGE.
 */
int cli_players(const uno_rules *rules, int requested, int *out);

/*
 * Creates and frees one game, so that a combination of options that the
 * library refuses is reported before anything is played. CLI_EXIT_OK,
 * CLI_EXIT_USAGE or CLI_EXIT_RUNTIME.
 */
int cli_probe_game(const uno_rules *rules, int players);

/* Writes the allowed player counts ("2-10", "4, 6, 8, 10", "2"). */
void cli_format_players(const uno_rules *rules, char *buf, size_t cap);

/* Lists the built-in variants, one per line, indented by @indent. */
void cli_list_variants(FILE *f, int indent);

/* Lists every option with its description, default and bounds in @rules. */
void cli_list_options(FILE *f, const uno_rules *rules, int indent);

/*
 * The variant named by --variant anywhere on the command line, for --help;
 * classic when there is none or the name is unknown.
 */
const uno_rules *cli_help_variant(int argc, char **argv);

/* Version check between the header and the library; false after a message. */
bool cli_check_version(void);

/* ---- --dask: libuno.distributed's command line ---- */

/*
 * Runs libuno.distributed's command line (python/libuno/distributed.py) in place
 * of this program, for --dask: @args is its argument list, NULL-terminated,
 * the command ("sim", "tournament") first. The interpreter is $UNO_PYTHON,
 * else /usr/bin/python3 (Debian installs python3-distributed for it), else
 * python3 on PATH. It gets this program's library in UNO_LIBRARY and, in a
 * build directory, the package built beside this program (<build>/python)
 * first in PYTHONPATH; it names itself after cli_prog in its messages. When
 * the package or Dask is missing, Python says so and exits 1. @argv0 is
 * this program's argv[0]. Returns only when Python cannot be started:
 * CLI_EXIT_USAGE, after a message.
 */
int cli_exec_dask(const char *argv0, const char *const args[]);

/* Appends `--rule NAME=VALUE` for every rule of @p rules to the arguments
 * for cli_exec_dask(), from index @p n; returns the new count. */
int cli_dask_rule_args(const char *args[], int n, const struct cli_rules *rules);

/* ---- the programs' own generator: splitmix64 ---- */

uint64_t cli_rand_next(uint64_t *state);

/* Uniform in [0, n) for n >= 1. */
uint32_t cli_rand_below(uint64_t *state, uint32_t n);

/* True with probability in256 / 256. */
bool cli_rand_odds(uint64_t *state, unsigned in256);

/* ---- text ---- */

/*
 * Formats a card, wrapped in the ANSI color of its color when @ansi is
 * set (a wild in bold). Returns @buf; 32 bytes always suffice.
 */
const char *cli_card_text(uno_card card, bool ansi, char *buf, size_t cap);

/*
 * The variant whose notation the card and move texts here use (a variant
 * of one's own may add kinds with symbols of their own); NULL, the
 * default, for the built-in notation. The table must outlive its use.
 */
void cli_set_notation(const uno_rules *rules);
/* Two-sided cards: the side the text reads on from now on (the game's
 * uno_game_side(), or an event's side); ignored for a one-sided deck. */
void cli_set_side(int side);
int cli_side(void);
/* A color's name on that side ("red", or on the dark side "pink"), and a
 * color read from its name or letter, or -1. */
const char *cli_color_name(int color);
int cli_parse_color_name(const char *text);
/* uno_rules_move_format()/parse() and uno_rules_card_parse() in that
 * notation (the built-in one without a table). */
int cli_move_format(const uno_move *move, char *buf, size_t cap);
int cli_move_parse(const char *text, uno_move *out);
int cli_card_parse(const char *text, size_t len, uno_card *out);

/* Formats a move as cli_card_text() would show its card. 48 bytes suffice. */
const char *cli_move_text(const uno_move *move, bool ansi, char *buf, size_t cap);

/* The ANSI sequence that starts @color (0-3), or "" when @ansi is off. */
const char *cli_color_on(int color, bool ansi);

/* The sequence that ends a color, or "" when @ansi is off. */
const char *cli_color_off(bool ansi);

/* Writes @text as a JSON string, quotes included. */
void cli_json_string(FILE *f, const char *text);

/*
 * Parses a list of cards separated by spaces or commas. Returns the count,
 * or -1 (after a message naming @what) for a word that is not a card or a
 * list longer than @cap.
 */
int cli_parse_cards(const char *text, uno_card *out, size_t cap, const char *what);

#endif /* UNO_EXAMPLES_CLI_H */
