/*
 * Variant definitions as text (doc/variant-format.md): the reader, which
 * checks everything and says where a definition is wrong, and the writer,
 * whose text the reader turns back into the same variant.
 *
 * The text is a small INI dialect: `[section]` headers, `key = value`
 * lines, `#` comment lines. The reader takes it line by line into a
 * variant, then checks what only the whole can tell (a kind in the deck
 * without a rule, a team variant with odd player counts, ...).
 * SPDX-License-Identifier: MIT
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>

#include "core/core.h"
#include "core/notation.h"

/* ---- the vocabulary's words ---- */

struct word {
	const char *text;
	unsigned value;
};

static const struct word effect_words[] = {
	{ "number", UNO__K_NUMBER },
	{ "skip", UNO__K_SKIP },
	{ "reverse", UNO__K_REVERSE },
	{ "challengeable", UNO__K_CHALLENGE },
	{ "hits-teammate", UNO__K_HITS_TEAMMATE },
	{ "team-play", UNO__K_TEAM_PLAY },
	{ "casting-call", UNO__K_CASTING_CALL },
	{ "swap-hands", UNO__K_SWAP_HANDS },
	{ "rotate-hands", UNO__K_ROTATE_HANDS },
	{ "skip-all", UNO__K_SKIP_ALL },
	{ "discard-all", UNO__K_DISCARD_ALL },
	{ "draw-until-color", UNO__K_DRAW_UNTIL_COLOR },
	{ "reveal-until-color", UNO__K_REVEAL_UNTIL_COLOR },
	{ "flip", UNO__K_FLIP },
};

static const struct word restriction_words[] = {
	{ "none", UNO__RESTRICT_NONE },
	{ "no-color-match", UNO__RESTRICT_NO_COLOR },
	{ "no-color-or-wild-match", UNO__RESTRICT_NO_COLOR_OR_WILD },
};

static const struct word first_words[] = {
	{ "effect", UNO__FIRST_EFFECT },
	{ "return", UNO__FIRST_RETURN },
	{ "choose-color", UNO__FIRST_CHOOSE_COLOR },
	{ "cover", UNO__FIRST_COVER },
	{ "ignore", UNO__FIRST_IGNORE },
};

/* The variant-wide rules: a key, its two words, and the flag of the
 * second; `quiet`: written only when on (a key added after the built-in
 * files were written, so that their canonical text stays what it was). */
struct switch_key {
	const char *key;
	const char *off, *on;
	uint32_t flag;
	bool quiet;
};

static const struct switch_key switch_keys[] = {
	{ "two-player-reverse", "reverse", "skip", UNO__V_TWO_PLAYER_REVERSE_SKIPS, false },
	{ "uno-penalty", "caught", "automatic", UNO__V_AUTO_UNO_PENALTY, false },
	{ "going-out", "seat", "team", UNO__V_TEAM_GOES_OUT, false },
	{ "scoring", "winner", "own-hands", UNO__V_ELIMINATION, false },
	{ "last-card", "acts", "no-effect", UNO__V_LAST_CARD_INERT, true },
	{ "knocked-out-hand", "kept", "set-aside", UNO__V_SET_ASIDE, true },
	{ "uno-call", "own-play", "one-card", UNO__V_UNO_ANY_HAND, true },
};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

static const int32_t standard_defaults[UNO__OPT_MAX] = { UNO__DEFAULTS(500, 7) };

/* ---- the reader ---- */

enum section { SEC_NONE, SEC_VARIANT, SEC_OPTIONS, SEC_DECK, SEC_KIND, SEC_DARK_DECK };

struct reader {
	const char *line;  /* the current line */
	int number;        /* its number, from 1 */
	struct uno__def_error *err;
	struct uno__defined *out;
	enum section section;
	unsigned seen_sections;       /* bit per section */
	uint32_t keys_seen;           /* this section's keys, bit per key */
	uint32_t section_kinds;       /* the kinds of this [kind] section */
	uint32_t ruled;               /* kinds that had a [kind] section */
	uint32_t with_set;            /* kinds given a `with` line */
	uno__fset faces_given[2];      /* deck faces already counted, per side */
	int kind_line[UNO__KINDS]; /* where each kind got cards in [deck] */
	int new_line[UNO__KINDS];  /* where each new kind was declared */
	bool have_format, have_name, have_players;
};

static int fail(struct reader *r, const char *at, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 3, 4)))
#endif
	;

static int fail(struct reader *r, const char *at, const char *fmt, ...)
{
	va_list ap;

	r->err->line = r->number;
	r->err->column = at ? (int)(at - r->line) + 1 : 0;
	va_start(ap, fmt);
	vsnprintf(r->err->message, sizeof r->err->message, fmt, ap);
	va_end(ap);
	return UNO_EPARSE;
}

/* A whole-text problem, found after the last line. */
static int fail_whole(struct reader *r, int line, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 3, 4)))
#endif
	;

static int fail_whole(struct reader *r, int line, const char *fmt, ...)
{
	va_list ap;

	r->err->line = line;
	r->err->column = line ? 1 : 0;
	va_start(ap, fmt);
	vsnprintf(r->err->message, sizeof r->err->message, fmt, ap);
	va_end(ap);
	return UNO_EPARSE;
}

/* A piece of a line: start and length. */
struct span {
	const char *p;
	size_t n;
};

static struct span trimmed(const char *p, size_t n)
{
	uno__trim(&p, &n);
	return (struct span){ p, n };
}

static bool is(struct span s, const char *word)
{
	return strlen(word) == s.n && memcmp(s.p, word, s.n) == 0;
}

/* The next comma-separated item of *rest (trimmed); false when none is left. */
static bool next_item(struct span *rest, struct span *item)
{
	if (rest->n == 0)
		return false;
	size_t i = 0;
	while (i < rest->n && rest->p[i] != ',')
		i++;
	*item = trimmed(rest->p, i);
	if (i < rest->n)
		i++;
	rest->p += i;
	rest->n -= i;
	return true;
}

/* A decimal integer in [min, max], the whole span. */
static int integer(struct reader *r, struct span s, long min, long max, long *out)
{
	long v = 0;
	size_t i = 0;
	bool negative = s.n > 0 && s.p[0] == '-';

	if (negative)
		i++;
	if (i == s.n)
		return fail(r, s.p, "a number is expected here");
	for (; i < s.n; i++) {
		if (!isdigit((unsigned char)s.p[i]))
			return fail(r, s.p + i, "'%.*s' is not a whole number", (int)s.n, s.p);
		v = v * 10 + (s.p[i] - '0');
		if (v > 1000000)
			return fail(r, s.p, "%.*s is out of range (%ld to %ld)", (int)s.n, s.p, min, max);
	}
	if (negative)
		v = -v;
	if (v < min || v > max)
		return fail(r, s.p, "%ld is out of range (%ld to %ld)", v, min, max);
	*out = v;
	return UNO_OK;
}

static int lookup(struct reader *r, struct span s, const struct word *words, size_t count,
		  const char *what, unsigned *out)
{
	*out = 0; /* set on every path: gcc -O3 cannot see that fail() is never UNO_OK */
	for (size_t i = 0; i < count; i++)
		if (is(s, words[i].text)) {
			*out = words[i].value;
			return UNO_OK;
		}
	char list[96] = "";
	for (size_t i = 0; i < count; i++) {
		strncat(list, words[i].text, sizeof list - strlen(list) - 1);
		if (i + 1 < count)
			strncat(list, ", ", sizeof list - strlen(list) - 1);
	}
	return fail(r, s.p, "unknown %s '%.*s' (one of: %s)", what, (int)s.n, s.p, list);
}

/* A key may be given once per section: bit i of the section's table. */
static int once(struct reader *r, struct span key, unsigned bit)
{
	if (r->keys_seen & (1u << bit))
		return fail(r, key.p, "'%.*s' is given twice in this section", (int)key.n, key.p);
	r->keys_seen |= 1u << bit;
	return UNO_OK;
}

/* Players: a list of counts and ranges, "2-10" or "4, 6, 8". */
static int players(struct reader *r, struct span value)
{
	struct span rest = value, item;
	uint16_t counts = 0;

	while (next_item(&rest, &item)) {
		long lo, hi;
		size_t dash = 0;
		while (dash < item.n && item.p[dash] != '-')
			dash++;
		int rc = integer(r, trimmed(item.p, dash), 2, UNO_MAX_PLAYERS, &lo);
		if (rc != UNO_OK)
			return rc;
		hi = lo;
		if (dash < item.n) {
			rc = integer(r, trimmed(item.p + dash + 1, item.n - dash - 1), 2,
				     UNO_MAX_PLAYERS, &hi);
			if (rc != UNO_OK)
				return rc;
			if (hi < lo)
				return fail(r, item.p, "the range %ld-%ld runs backwards", lo, hi);
		}
		for (long n = lo; n <= hi; n++)
			counts |= (uint16_t)(1u << n);
	}
	if (!counts)
		return fail(r, value.p, "players needs at least one count, such as 2-10");
	struct uno__variant *v = &r->out->v;
	v->player_counts = counts;
	v->min_players = (uint8_t)__builtin_ctz(counts);
	v->max_players = (uint8_t)(31 - __builtin_clz(counts));
	r->have_players = true;
	return UNO_OK;
}

static int variant_line(struct reader *r, struct span key, struct span value)
{
	struct uno__defined *d = r->out;
	long n;
	int rc;

	if (is(key, "format")) {
		if ((rc = once(r, key, 0)) != UNO_OK ||
		    (rc = integer(r, value, 1, 1000, &n)) != UNO_OK)
			return rc;
		if (n != UNO__DEF_FORMAT)
			return fail(r, value.p, "format %ld is not one this library reads (%d)", n,
				    UNO__DEF_FORMAT);
		r->have_format = true;
		return UNO_OK;
	}
	if (is(key, "name")) {
		if ((rc = once(r, key, 1)) != UNO_OK)
			return rc;
		if (value.n == 0 || value.n >= UNO__DEF_NAME_MAX)
			return fail(r, value.p, "a name is 1 to %d characters", UNO__DEF_NAME_MAX - 1);
		for (size_t i = 0; i < value.n; i++) {
			unsigned char c = (unsigned char)value.p[i];
			if (!(islower(c) || isdigit(c) || c == '-' || c == '_'))
				return fail(r, value.p + i,
					    "a name has lowercase letters, digits, '-' and '_' only");
		}
		memcpy(d->name, value.p, value.n);
		d->name[value.n] = 0;
		r->have_name = true;
		return UNO_OK;
	}
	if (is(key, "summary")) {
		if ((rc = once(r, key, 2)) != UNO_OK)
			return rc;
		if (value.n >= UNO__DEF_SUMMARY_MAX)
			return fail(r, value.p, "a summary is at most %d bytes",
				    UNO__DEF_SUMMARY_MAX - 1);
		memcpy(d->summary, value.p, value.n);
		d->summary[value.n] = 0;
		return UNO_OK;
	}
	if (is(key, "players")) {
		if ((rc = once(r, key, 3)) != UNO_OK)
			return rc;
		return players(r, value);
	}
	if (is(key, "knock-out-bonus")) {
		if ((rc = once(r, key, 5 + (unsigned)COUNT(switch_keys))) != UNO_OK ||
		    (rc = integer(r, value, 0, 1000, &n)) != UNO_OK)
			return rc;
		d->v.knock_out_bonus = (uint16_t)n;
		return UNO_OK;
	}
	if (is(key, "team-size")) {
		if ((rc = once(r, key, 4)) != UNO_OK || (rc = integer(r, value, 1, 2, &n)) != UNO_OK)
			return rc;
		d->v.team_size = (uint8_t)n;
		return UNO_OK;
	}
	for (size_t i = 0; i < COUNT(switch_keys); i++) {
		const struct switch_key *k = &switch_keys[i];
		if (!is(key, k->key))
			continue;
		if ((rc = once(r, key, 5 + (unsigned)i)) != UNO_OK)
			return rc;
		if (is(value, k->on))
			d->v.flags |= k->flag;
		else if (!is(value, k->off))
			return fail(r, value.p, "%s is '%s' or '%s', not '%.*s'", k->key, k->off,
				    k->on, (int)value.n, value.p);
		return UNO_OK;
	}
	return fail(r, key.p, "unknown key '%.*s' in [variant]", (int)key.n, key.p);
}

static int options_line(struct reader *r, struct span key, struct span value)
{
	int option = -1;
	long n;
	int rc;

	for (int o = 0; o < UNO_OPT_COUNT_; o++)
		if (is(key, uno_option_name(o)))
			option = o;
	if (option < 0)
		return fail(r, key.p, "unknown option '%.*s'", (int)key.n, key.p);
	if ((rc = once(r, key, (unsigned)option)) != UNO_OK)
		return rc;
	if ((rc = integer(r, value, -1000000, 1000000, &n)) != UNO_OK)
		return rc;
	if (!uno__option_in_bounds(option, (int)n))
		return fail(r, value.p, "%ld is out of %s's range", n, uno_option_name(option));
	r->out->v.options |= 1u << option;
	r->out->v.defaults[option] = (int32_t)n;
	return UNO_OK;
}

/* A range of numbers ("1-9"): true with its ends, which may run backwards. */
static bool number_range(struct span item, int *lo, int *hi)
{
	if (item.n != 3 || !isdigit((unsigned char)item.p[0]) || item.p[1] != '-' ||
	    !isdigit((unsigned char)item.p[2]))
		return false;
	*lo = item.p[0] - '0';
	*hi = item.p[2] - '0';
	return true;
}

/*
 * A list of kinds: symbols ("5", "S", "W4"), ranges of numbers ("1-9"),
 * comma-separated. With `faces`, an item may also be one colored face
 * ("R5"), added to *faces instead.
 */
static int kind_list(struct reader *r, struct span list, uint32_t *kinds, uno__fset *faces)
{
	struct span rest = list, item;

	*kinds = 0;
	if (faces)
		*faces = 0;
	while (next_item(&rest, &item)) {
		int k = uno__kind_from_symbol(&r->out->v, item.p, item.n);
		if (k >= 0) {
			*kinds |= 1u << k;
			continue;
		}
		int lo, hi;
		if (number_range(item, &lo, &hi)) {
			if (hi < lo)
				return fail(r, item.p, "the range %d-%d runs backwards", lo, hi);
			for (int n = lo; n <= hi; n++)
				*kinds |= 1u << n;
			continue;
		}
		uno_card card;
		if (faces && uno__parse_card_token(&r->out->v, item.p, item.n, &card) == 0 &&
		    !uno__is_wild(card.kind)) {
			*faces |= uno__fset_bit(uno__face(card.kind, card.color));
			continue;
		}
		if (item.n == 0)
			return fail(r, item.p, "an empty item in the list");
		int shadowed = uno__kind_from_symbol(NULL, item.p, item.n);
		if (shadowed >= 0 && uno__new_kind(&r->out->v, shadowed))
			return fail(r, item.p, "the kind number of %.*s went to the new kind %s "
				    "(the deck has no %.*s cards)", (int)item.n, item.p,
				    r->out->v.new_symbol[shadowed], (int)item.n, item.p);
		return fail(r, item.p, "'%.*s' is not a card kind%s (a kind of one's own is "
			    "declared by 'new' in its [kind] section)", (int)item.n, item.p,
			    faces ? " or a colored card" : "");
	}
	if (!*kinds && !(faces && *faces))
		return fail(r, list.p, "a card kind is expected here");
	return UNO_OK;
}

static int deck_line(struct reader *r, struct span key, struct span value)
{
	uint32_t kinds;
	uno__fset faces, all = 0;
	long n;
	int rc;

	bool dark = r->section == SEC_DARK_DECK;
	uint8_t *deck = dark ? r->out->v.dark_deck : r->out->v.deck;

	if ((rc = kind_list(r, key, &kinds, &faces)) != UNO_OK ||
	    (rc = integer(r, value, 0, UNO__DECK_CAP, &n)) != UNO_OK)
		return rc;
	for (int k = 0; k < UNO__KINDS; k++) {
		if (!(kinds & (1u << k)))
			continue;
		if (uno__is_wild((unsigned)k))
			all |= uno__fset_bit(uno__face((unsigned)k, UNO_NO_COLOR));
		else
			for (unsigned c = 0; c < 4; c++)
				all |= uno__fset_bit(uno__face((unsigned)k, c));
		if (n > 0 && !r->kind_line[k])
			r->kind_line[k] = r->number;
	}
	all |= faces;
	for (uno__fset f = faces; f; f &= f - 1) {
		unsigned k = uno__face_kind(uno__fset_first(f));
		if (n > 0 && !r->kind_line[k])
			r->kind_line[k] = r->number;
	}
	if (all & r->faces_given[dark])
		return fail(r, key.p, "these cards were already counted in [deck%s]",
			    dark ? " dark" : "");
	r->faces_given[dark] |= all;
	for (uno__fset f = all; f; f &= f - 1)
		deck[uno__fset_first(f)] = (uint8_t)n;
	return UNO_OK;
}

/* An effect list: words, and "draw N"; "none" alone. */
static int effects(struct reader *r, struct span value, bool allow_draw, unsigned *flags,
		   long *draw)
{
	struct span rest = value, item;

	*flags = 0;
	if (is(value, "none"))
		return UNO_OK;
	while (next_item(&rest, &item)) {
		if (item.n > 5 && memcmp(item.p, "draw ", 5) == 0) {
			if (!allow_draw)
				return fail(r, item.p, "a draw cannot depend on an option");
			int rc = integer(r, trimmed(item.p + 5, item.n - 5), 1, 20, draw);
			if (rc != UNO_OK)
				return rc;
			continue;
		}
		unsigned f;
		int rc = lookup(r, item, effect_words, COUNT(effect_words), "effect", &f);
		if (rc != UNO_OK)
			return rc;
		*flags |= f;
	}
	return UNO_OK;
}

/* Sets a field of the rule of every kind of a [kind] section. */
#define SET_EACH(v, kinds, field, value)                        \
	for (int k_ = 0; k_ < UNO__KINDS; k_++)                 \
		if ((kinds) & (1u << k_))                       \
			(v)->kind[k_].field = (value)

static int kind_line(struct reader *r, struct span key, struct span value)
{
	struct uno__variant *v = &r->out->v;
	uint32_t kinds = r->section_kinds;
	unsigned word;
	long n = 0;
	int rc;

	if (is(key, "new") || is(key, "name")) {
		/* A kind of the variant's own: declared before the reading
		 * (declare_new_kinds()); here its name. */
		int k = __builtin_ctz(kinds | 1u << 31);
		if (kinds != 1u << k || !uno__new_kind(v, k))
			return fail(r, key.p, "'%.*s' is for a kind of the variant's own, alone in "
				    "its [kind] section", (int)key.n, key.p);
		if (is(key, "new"))
			return once(r, key, 5);
		if ((rc = once(r, key, 6)) != UNO_OK)
			return rc;
		if (value.n == 0 || value.n >= UNO__KIND_NAME_MAX)
			return fail(r, value.p, "a kind's name has 1 to %d characters",
				    UNO__KIND_NAME_MAX - 1);
		for (size_t i = 0; i < value.n; i++)
			if (!islower((unsigned char)value.p[i]) && !isdigit((unsigned char)value.p[i]) &&
			    value.p[i] != ' ' && value.p[i] != '-')
				return fail(r, value.p + i, "a kind's name has lowercase letters, "
					    "digits, spaces and '-'");
		memcpy(v->new_name[k], value.p, value.n);
		return UNO_OK;
	}
	uint32_t new_kinds = 0;
	for (int k = 0; k < UNO__KINDS; k++)
		if (uno__new_kind(v, k))
			new_kinds |= 1u << k;
	if (is(key, "points")) {
		if ((rc = once(r, key, 0)) != UNO_OK)
			return rc;
		bool by_value = is(value, "value");
		if (by_value) {
			if ((kinds & ~((1u << (UNO_NINE + 1)) - 1)) || (kinds & new_kinds))
				return fail(r, value.p, "'value' is for number kinds (0-9) only");
		} else if ((rc = integer(r, value, 0, 255, &n)) != UNO_OK) {
			return rc;
		}
		SET_EACH(v, kinds, points, (uint8_t)(by_value ? k_ : n));
		return UNO_OK;
	}
	if (is(key, "effects")) {
		unsigned flags;
		long draw = 0;
		if ((rc = once(r, key, 1)) != UNO_OK ||
		    (rc = effects(r, value, true, &flags, &draw)) != UNO_OK)
			return rc;
		if ((flags & UNO__K_NUMBER) &&
		    ((kinds & ~((1u << (UNO_NINE + 1)) - 1)) || (kinds & new_kinds)))
			return fail(r, value.p, "only the kinds 0-9 are numbers");
		SET_EACH(v, kinds, flags, (uint16_t)flags);
		SET_EACH(v, kinds, draw, (uint8_t)draw);
		return UNO_OK;
	}
	if (is(key, "restriction")) {
		if ((rc = once(r, key, 2)) != UNO_OK ||
		    (rc = lookup(r, value, restriction_words, COUNT(restriction_words),
				 "restriction", &word)) != UNO_OK)
			return rc;
		SET_EACH(v, kinds, restriction, (uint8_t)word);
		return UNO_OK;
	}
	if (is(key, "first")) {
		if ((rc = once(r, key, 3)) != UNO_OK ||
		    (rc = lookup(r, value, first_words, COUNT(first_words), "first-card rule",
				 &word)) != UNO_OK)
			return rc;
		SET_EACH(v, kinds, first, (uint8_t)word);
		return UNO_OK;
	}
	if (is(key, "penalty")) {
		if ((rc = once(r, key, 4)) != UNO_OK || (rc = integer(r, value, 0, 20, &n)) != UNO_OK)
			return rc;
		SET_EACH(v, kinds, penalty, (uint8_t)n);
		return UNO_OK;
	}
	if (key.n > 5 && memcmp(key.p, "with ", 5) == 0) {
		/* "with OPTION, OPTION = effects": while any of them is on. */
		struct span rest = trimmed(key.p + 5, key.n - 5), name;
		uint32_t options = 0;
		unsigned flags;
		long unused = 0;
		while (next_item(&rest, &name)) {
			int option = -1;
			for (int o = 0; o < UNO_OPT_COUNT_; o++)
				if (is(name, uno_option_name(o)))
					option = o;
			if (option < 0)
				return fail(r, name.p, "unknown option '%.*s'", (int)name.n, name.p);
			options |= 1u << option;
		}
		if (!options)
			return fail(r, key.p + 5, "'with' names an option: with seven_o = swap-hands");
		if (r->with_set & kinds)
			return fail(r, key.p, "a kind has one 'with' line at most");
		if ((rc = effects(r, value, false, &flags, &unused)) != UNO_OK)
			return rc;
		r->with_set |= kinds;
		SET_EACH(v, kinds, when_options, options);
		SET_EACH(v, kinds, option_flags, (uint16_t)flags);
		return UNO_OK;
	}
	return fail(r, key.p, "unknown key '%.*s' in [kind]", (int)key.n, key.p);
}

static int header(struct reader *r, struct span h)
{
	/* h is the text between the brackets. */
	struct span name = h, arg = { h.p + h.n, 0 };
	for (size_t i = 0; i < h.n; i++)
		if (h.p[i] == ' ' || h.p[i] == '\t') {
			name = trimmed(h.p, i);
			arg = trimmed(h.p + i, h.n - i);
			break;
		}
	enum section sec;
	if (is(name, "variant"))
		sec = SEC_VARIANT;
	else if (is(name, "options"))
		sec = SEC_OPTIONS;
	else if (is(name, "deck") && is(arg, "dark"))
		sec = SEC_DARK_DECK;
	else if (is(name, "deck"))
		sec = SEC_DECK;
	else if (is(name, "kind"))
		sec = SEC_KIND;
	else
		return fail(r, name.p, "unknown section [%.*s] (variant, options, deck, deck dark, kind)",
			    (int)name.n, name.p);
	if (sec != SEC_KIND && sec != SEC_DARK_DECK && arg.n)
		return fail(r, arg.p, "[%.*s] takes nothing after its name", (int)name.n, name.p);
	if (sec != SEC_KIND && (r->seen_sections & (1u << sec)))
		return fail(r, name.p, "[%.*s] appears twice", (int)name.n, name.p);
	if (sec == SEC_KIND) {
		if (!arg.n)
			return fail(r, name.p + name.n, "[kind] names its kinds: [kind S] or [kind 1-9]");
		uint32_t kinds;
		int rc = kind_list(r, arg, &kinds, NULL);
		if (rc != UNO_OK)
			return rc;
		if (kinds & r->ruled)
			return fail(r, arg.p, "a kind of this section already has its rule");
		r->ruled |= kinds;
		r->section_kinds = kinds;
	}
	r->seen_sections |= 1u << sec;
	r->section = sec;
	r->keys_seen = 0;
	return UNO_OK;
}

static int one_line(struct reader *r, const char *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if ((unsigned char)p[i] < 0x20 && p[i] != '\t')
			return fail(r, p + i, "a control character (0x%02x) in the text",
				    (unsigned char)p[i]);
	struct span line = trimmed(p, n);
	if (line.n == 0 || line.p[0] == '#')
		return UNO_OK;
	if (line.p[0] == '[') {
		if (line.p[line.n - 1] != ']')
			return fail(r, line.p + line.n, "a section header ends with ']'");
		return header(r, trimmed(line.p + 1, line.n - 2));
	}
	size_t eq = 0;
	while (eq < line.n && line.p[eq] != '=')
		eq++;
	if (eq == line.n)
		return fail(r, line.p, "expected 'key = value', a [section] or a # comment");
	struct span key = trimmed(line.p, eq), value = trimmed(line.p + eq + 1, line.n - eq - 1);
	if (key.n == 0)
		return fail(r, line.p, "a key is missing before '='");
	switch (r->section) {
	case SEC_VARIANT:
		return variant_line(r, key, value);
	case SEC_OPTIONS:
		return options_line(r, key, value);
	case SEC_DECK:
	case SEC_DARK_DECK:
		return deck_line(r, key, value);
	case SEC_KIND:
		return kind_line(r, key, value);
	default:
		return fail(r, line.p, "a key before any section: the text begins with [variant]");
	}
}

/* ---- kinds of the variant's own ---- */

/*
 * A definition may add kinds: a [kind SYMBOL] section whose symbol is no
 * built-in kind's, with `new = colored` or `new = wild` (and a name).
 * Before the reading proper, a first pass finds these declarations and
 * the built-in kinds the deck has cards of, then gives each new kind, in
 * the order of the declarations, the highest kind number left free: a
 * colored one from 13 down to 0, a wild one from 19 down to 14. The
 * reading then knows every symbol, wherever its declaration stands. The
 * writer writes the new kinds last, in that same order, so that its text
 * gives every kind the number it has.
 */

/* A new kind's symbol: 1-3 capital letters or digits, a letter first but
 * no color letter (R2 would read as a red 2, RX as a card), and no
 * built-in kind's. */
static bool symbol_ok(struct span s)
{
	if (s.n < 1 || s.n >= UNO__KIND_SYMBOL_MAX || !isupper((unsigned char)s.p[0]) ||
	    uno__parse_color(s.p, 1) >= 0)
		return false;
	for (size_t i = 0; i < s.n; i++)
		if (!isupper((unsigned char)s.p[i]) && !isdigit((unsigned char)s.p[i]))
			return false;
	return uno__kind_from_symbol(NULL, s.p, s.n) < 0;
}

/* The built-in kinds a list names (symbols, ranges, colored cards); what
 * is not one is left to the reading proper. */
static uint32_t named_kinds(struct span list)
{
	struct span rest = list, item;
	uint32_t kinds = 0;
	uno_card card;
	int lo, hi;

	while (next_item(&rest, &item)) {
		int k = uno__kind_from_symbol(NULL, item.p, item.n);
		if (k >= 0)
			kinds |= 1u << k;
		else if (number_range(item, &lo, &hi))
			for (int n = lo; n <= hi; n++)
				kinds |= 1u << n;
		else if (uno__parse_card_token(NULL, item.p, item.n, &card) == 0)
			kinds |= 1u << card.kind;
	}
	return kinds;
}

struct declaration {
	struct span symbol;
	const char *line;
	int number;
	bool wild;
};

static int declare_new_kinds(struct reader *r, const char *text, size_t len)
{
	struct declaration decl[UNO__KINDS];
	int ndecl = 0;
	uint32_t named = 0;
	struct span kind = { NULL, 0 };
	const char *kind_line = NULL;
	int kind_number = 0;
	bool in_deck = false;

	for (const char *p = text, *end = text + len; p < end;) {
		const char *eol = memchr(p, '\n', (size_t)(end - p));
		struct span line = trimmed(p, eol ? (size_t)(eol - p) : (size_t)(end - p));
		r->number++;
		r->line = p;
		p = eol ? eol + 1 : end;
		if (line.n && line.p[0] == '#')
			continue;
		if (line.n >= 2 && line.p[0] == '[' && line.p[line.n - 1] == ']') {
			struct span h = trimmed(line.p + 1, line.n - 2);
			in_deck = is(h, "deck") || is(h, "deck dark");
			kind.p = NULL;
			if (h.n > 5 && memcmp(h.p, "kind", 4) == 0 && isspace((unsigned char)h.p[4])) {
				kind = trimmed(h.p + 5, h.n - 5);
				kind_line = r->line;
				kind_number = r->number;
			}
			continue;
		}
		size_t eq = 0;
		while (eq < line.n && line.p[eq] != '=')
			eq++;
		if (eq == line.n)
			continue;
		struct span key = trimmed(line.p, eq), value = trimmed(line.p + eq + 1, line.n - eq - 1);
		if (in_deck && !(value.n == 1 && value.p[0] == '0'))
			named |= named_kinds(key); /* the kinds the deck has cards of */
		if (!kind.p || !is(key, "new"))
			continue;
		bool wild = is(value, "wild");
		if (!wild && !is(value, "colored"))
			return fail(r, value.p, "a new kind is 'colored' or 'wild'");
		if (!symbol_ok(kind)) {
			r->line = kind_line;
			r->number = kind_number;
			if (kind.n && uno__parse_color(kind.p, 1) >= 0)
				return fail(r, kind.p, "a new kind's symbol starts with no color "
					    "letter ('%.*s' reads as a card)", (int)kind.n, kind.p);
			return fail(r, kind.p, "a new kind's symbol: 1 to %d capital letters or "
				    "digits, a letter first, and no built-in kind's ('%.*s')",
				    UNO__KIND_SYMBOL_MAX - 1, (int)kind.n, kind.p);
		}
		for (int i = 0; i < ndecl; i++)
			if (decl[i].symbol.n == kind.n && memcmp(decl[i].symbol.p, kind.p, kind.n) == 0)
				return fail(r, value.p, "the kind '%.*s' is declared twice",
					    (int)kind.n, kind.p);
		if (ndecl == UNO__KINDS)
			return fail(r, value.p, "too many new kinds");
		decl[ndecl++] = (struct declaration){ kind, kind_line, kind_number, wild };
	}

	/* Each declared kind takes the highest kind number left free of its
	 * class among the public kinds' numbers, then of the extended ones
	 * (core.h): colored 13..0 then 25..20, wild 19..14 then 31..26. */
	uint32_t taken = named;
	for (int i = 0; i < ndecl; i++) {
		static const int ranges[2][2][2] = { { { 0, UNO_WILD }, { UNO__XCOLORED, UNO__XWILD } },
						     { { UNO_WILD, UNO_KIND_COUNT },
						       { UNO__XWILD, UNO__KINDS } } };
		int k = -1;
		for (int g = 0; g < 2 && k < 0; g++) {
			int lo = ranges[decl[i].wild][g][0];
			for (k = ranges[decl[i].wild][g][1] - 1; k >= lo && (taken & (1u << k)); k--)
				;
			if (k < lo)
				k = -1;
		}
		if (k < 0) {
			r->line = decl[i].line;
			r->number = decl[i].number;
			return fail(r, decl[i].symbol.p,
				    "no kind number is left for the new %s kind '%.*s' (%d colored "
				    "and %d wild kinds at most, built-in ones included)",
				    decl[i].wild ? "wild" : "colored", (int)decl[i].symbol.n,
				    decl[i].symbol.p, UNO_WILD + UNO__XWILD - UNO__XCOLORED,
				    UNO_KIND_COUNT - UNO_WILD + UNO__KINDS - UNO__XWILD);
		}
		taken |= 1u << k;
		memcpy(r->out->v.new_symbol[k], decl[i].symbol.p, decl[i].symbol.n);
		r->new_line[k] = decl[i].number;
	}
	r->number = 0;
	r->line = NULL;
	return UNO_OK;
}

/* A two-sided deck (FL-1, FL-2): both sides count every card. */
static int check_sides(struct reader *r, int size)
{
	struct uno__variant *v = &r->out->v;
	int dark = 0;

	for (unsigned f = 0; f < UNO__FACES; f++)
		dark += v->dark_deck[f];
	if (dark != size)
		return fail_whole(r, 0, "[deck] has %d cards and [deck dark] %d: every card has "
				  "two faces", size, dark);
	if (size > UNO__SIDED_CAP)
		return fail_whole(r, 0, "a two-sided deck has at most %d cards", UNO__SIDED_CAP);
	/* A Casting Call's turned cards are kept by face, not as cards. */
	if (uno__variant_has_flag(v, UNO__K_CASTING_CALL))
		return fail_whole(r, 0, "casting-call is for a one-sided deck");
	v->sides = 2;
	return UNO_OK;
}

/* What only the whole definition can tell. */
static int check_whole(struct reader *r)
{
	struct uno__variant *v = &r->out->v;

	if (!(r->seen_sections & (1u << SEC_VARIANT)))
		return fail_whole(r, 0, "there is no [variant] section");
	if (!r->have_format)
		return fail_whole(r, 0, "[variant] has no format (format = %d)", UNO__DEF_FORMAT);
	if (!r->have_name)
		return fail_whole(r, 0, "[variant] has no name");
	if (!r->have_players)
		return fail_whole(r, 0, "[variant] has no players");
	/* The cards get their ids, in the (light side's) face order. */
	int size = (int)uno__counts_to_faces(v->deck, v->light_of, UNO__DECK_CAP);
	if (size == 0)
		return fail_whole(r, 0, "the deck has no cards");
	if (size > UNO__DECK_CAP)
		return fail_whole(r, 0, "the deck has %d cards; at most %d", size, UNO__DECK_CAP);
	v->ncards = (uint8_t)size;
	uno__counts_to_places(v->deck, v->tally[0]);
	uno__counts_to_places(v->dark_deck, v->tally[1]);
	for (int k = 0; k < UNO__KINDS; k++) {
		const struct uno__kind_rule *kr = &v->kind[k];
		if (uno__new_kind(v, k) && !v->new_name[k][0])
			return fail_whole(r, r->new_line[k], "the new kind %s has no name (name = ...)",
					  uno__kind_symbol(v, k));
		if (r->kind_line[k] && !(r->ruled & (1u << k)))
			return fail_whole(r, r->kind_line[k], "the deck has %s cards but no [kind %s]",
					  uno__kind_symbol(v, k), uno__kind_symbol(v, k));
		bool until = (kr->flags | kr->option_flags) & UNO__K_DRAW_UNTIL_COLOR;
		if (until && (kr->draw || (kr->option_flags & UNO__K_DRAW_UNTIL_COLOR)))
			return fail_whole(r, 0, "[kind %s]: draw-until-color goes with no draw N, "
					  "and not in a with line", uno__kind_symbol(v, k));
		if (until && !uno__is_wild((unsigned)k))
			return fail_whole(r, 0, "[kind %s]: draw-until-color is for a wild, whose "
					  "player names the color", uno__kind_symbol(v, k));
		/* The next player names the color and loses the turn: the
		 * effect decides all that follows, alone. */
		if (((kr->flags | kr->option_flags) & UNO__K_REVEAL_UNTIL_COLOR) &&
		    (kr->flags != UNO__K_REVEAL_UNTIL_COLOR || kr->option_flags || kr->draw ||
		     !uno__is_wild((unsigned)k) || kr->first == UNO__FIRST_EFFECT))
			return fail_whole(r, 0, "[kind %s]: reveal-until-color is for a wild, with no "
					  "other effect and a first other than effect",
					  uno__kind_symbol(v, k));
		if ((kr->flags & UNO__K_CHALLENGE) &&
		    ((!kr->draw && !until) || kr->restriction == UNO__RESTRICT_NONE))
			return fail_whole(r, 0, "[kind %s] is challengeable: it needs a draw and a restriction",
					  uno__kind_symbol(v, k));
		if (kr->restriction != UNO__RESTRICT_NONE && !uno__is_wild((unsigned)k))
			return fail_whole(r, 0, "[kind %s] has a restriction, which only a wild may have",
					  uno__kind_symbol(v, k));
		if (kr->first == UNO__FIRST_CHOOSE_COLOR && !uno__is_wild((unsigned)k))
			return fail_whole(r, 0, "[kind %s]: only a wild's color is chosen (first)",
					  uno__kind_symbol(v, k));
		if (kr->penalty && !(kr->flags & UNO__K_TEAM_PLAY))
			return fail_whole(r, 0, "[kind %s] has a penalty but no team-play effect",
					  uno__kind_symbol(v, k));
		/* Skip everyone gives the turn back to its player: nothing else
		 * that decides who moves next goes with it, nor does a draw
		 * (whose victim would be nobody), nor a house rule's effect. */
		unsigned others = UNO__K_SKIP | UNO__K_TEAM_PLAY | UNO__K_CASTING_CALL |
				  UNO__K_SWAP_HANDS | UNO__K_ROTATE_HANDS;
		if (((kr->flags | kr->option_flags) & UNO__K_SKIP_ALL) &&
		    (kr->draw || until || ((kr->flags | kr->option_flags) & others)))
			return fail_whole(r, 0,
					  "[kind %s]: skip-all goes with no draw, skip, team-play, "
					  "casting-call, swap-hands or rotate-hands",
					  uno__kind_symbol(v, k));
		/* The faces that shed are known from the kinds alone (the UNO
		 * call a play offers depends on them). */
		if (kr->option_flags & UNO__K_DISCARD_ALL)
			return fail_whole(r, 0, "[kind %s]: discard-all cannot depend on an option",
					  uno__kind_symbol(v, k));
		if ((kr->flags & UNO__K_DISCARD_ALL) && uno__is_wild((unsigned)k))
			return fail_whole(r, 0, "[kind %s]: discard-all is for a colored kind",
					  uno__kind_symbol(v, k));
		if (kr->flags & UNO__K_DISCARD_ALL)
			v->shed_faces |= (uno__fset)0xf << uno__face((unsigned)k, 0);
	}
	for (unsigned f = UNO__CLASSIC_FACES; f < UNO__FACES; f++)
		if (v->deck[f] || v->dark_deck[f])
			v->extended = 1;
	if (r->seen_sections & (1u << SEC_DARK_DECK)) {
		int rc = check_sides(r, size);
		if (rc != UNO_OK)
			return rc;
	} else if (uno__variant_has_flag(v, UNO__K_FLIP)) {
		return fail_whole(r, 0, "flip turns two-sided cards over: the deck needs a [deck dark]");
	}
	if (v->team_size == 2) {
		if (v->player_counts & 0x2aau)
			return fail_whole(r, 0, "a team of two sits across: players must be even");
		if (v->player_counts & (1u << 2))
			return fail_whole(r, 0, "teams of two need 4 players or more");
	}
	if ((v->flags & UNO__V_TEAM_GOES_OUT) && v->team_size != 2)
		return fail_whole(r, 0, "going-out = team needs team-size = 2");
	/* A teammate's hand-off follows a last card, which then still acts
	 * once the team plays on (TM-7): the two do not go together. */
	if ((v->flags & UNO__V_TEAM_GOES_OUT) && (v->flags & UNO__V_LAST_CARD_INERT))
		return fail_whole(r, 0, "last-card = no-effect goes with going-out = seat only");
	/* NM-9's wild is named by the next player, who turns cards at once;
	 * the hand-off waits for a last wild's color named by its player
	 * (TM-7): the two do not go together either. */
	if ((v->flags & UNO__V_TEAM_GOES_OUT) &&
	    uno__variant_has_flag(v, UNO__K_REVEAL_UNTIL_COLOR))
		return fail_whole(r, 0, "reveal-until-color goes with going-out = seat only");
	/* Nor does the hand-off with a draw total running round the table
	 * (H-1, H-9) or with seats leaving the round (H-11): Teams refuses
	 * them (doc/house-rules.md), and so does every variant of its kind. */
	if ((v->flags & UNO__V_TEAM_GOES_OUT) &&
	    (v->options & ((1u << UNO_OPT_STACKING) | (1u << UNO_OPT_DEFLECT) |
			   (1u << UNO_OPT_HAND_LIMIT))))
		return fail_whole(r, 0, "going-out = team takes no stacking, deflect or hand_limit option");
	if ((v->flags & UNO__V_ELIMINATION) && v->knock_out_bonus)
		return fail_whole(r, 0, "knock-out-bonus goes with scoring = winner only");
	if ((v->flags & UNO__V_SET_ASIDE) && !(v->options & (1u << UNO_OPT_HAND_LIMIT)))
		return fail_whole(r, 0, "knocked-out-hand = set-aside needs the hand_limit option");
	if ((v->flags & UNO__V_ELIMINATION) &&
	    !(v->options & (1u << UNO_OPT_ELIMINATION_LIMIT)))
		return fail_whole(r, 0, "scoring = own-hands needs the elimination_limit option");
	uno__variant_compile(v);
	return UNO_OK;
}

void uno__variant_compile(struct uno__variant *v)
{
	v->kind_options = 0;
	for (unsigned k = 0; k < UNO__KINDS; k++) {
		const struct uno__kind_rule *r = &v->kind[k];
		bool challenge = r->flags & UNO__K_CHALLENGE;
		v->fast_act[0][k] = uno__kind_act(r, r->flags, challenge);
		v->fast_act[1][k] = uno__kind_act(r, r->flags, false);
		v->kind_options |= r->when_options;
	}
}

int uno__definition_parse(const char *text, size_t len, struct uno__defined *out,
			  struct uno__def_error *err)
{
	struct reader r;

	memset(out, 0, sizeof *out);
	memset(err, 0, sizeof *err);
	memset(&r, 0, sizeof r);
	r.err = err;
	r.out = out;
	out->v.team_size = 1;
	memcpy(out->v.defaults, standard_defaults, sizeof standard_defaults);
	if (!text)
		return fail_whole(&r, 0, "no text");
	len = uno__bounded_length(text, len);
	int rc = declare_new_kinds(&r, text, len);
	if (rc != UNO_OK)
		return rc;

	const char *p = text, *end = text + len;
	while (p < end) {
		const char *eol = memchr(p, '\n', (size_t)(end - p));
		size_t n = eol ? (size_t)(eol - p) : (size_t)(end - p);
		r.number++;
		r.line = p;
		if (n && p[n - 1] == '\r')
			n--;
		rc = one_line(&r, p, n);
		if (rc != UNO_OK)
			return rc;
		p = eol ? eol + 1 : end;
	}
	rc = check_whole(&r);
	if (rc != UNO_OK)
		return rc;
	out->v.name = out->name;
	out->v.summary = out->summary;
	return UNO_OK;
}

/* ---- the writer ---- */

struct writer {
	char *buf;
	size_t cap, len;
};

#define put(w, ...) uno__appendf((w)->buf, (w)->cap, &(w)->len, __VA_ARGS__)

static const char *word_of(const struct word *words, size_t count, unsigned value)
{
	for (size_t i = 0; i < count; i++)
		if (words[i].value == value)
			return words[i].text;
	return "?";
}

static void put_effects(struct writer *w, unsigned flags, unsigned draw)
{
	bool any = false;

	for (size_t i = 0; i < COUNT(effect_words); i++)
		if (flags & effect_words[i].value) {
			put(w, "%s%s", any ? ", " : "", effect_words[i].text);
			any = true;
		}
	if (draw) {
		put(w, "%sdraw %u", any ? ", " : "", draw);
		any = true;
	}
	if (!any)
		put(w, "none");
}

int uno__effects_text(unsigned flags, unsigned draw, char *buf, size_t cap)
{
	struct writer w = { buf, cap, 0 };

	put_effects(&w, flags, draw);
	return (int)w.len;
}

static void put_players(struct writer *w, uint16_t counts)
{
	bool first = true;

	for (int n = 0; n <= UNO_MAX_PLAYERS; n++) {
		if (!(counts & (1u << n)))
			continue;
		int hi = n;
		while (hi + 1 <= UNO_MAX_PLAYERS && (counts & (1u << (hi + 1))))
			hi++;
		if (hi - n >= 2)
			put(w, "%s%d-%d", first ? "" : ", ", n, hi);
		else if (hi > n)
			put(w, "%s%d, %d", first ? "" : ", ", n, hi);
		else
			put(w, "%s%d", first ? "" : ", ", n);
		first = false;
		n = hi;
	}
}

/* Does number kind k score its value? */
static bool scores_value(const struct uno__variant *v, int k)
{
	return k <= UNO_NINE && v->kind[k].points == k;
}

/* Do two kinds have the same rule (by_value: both scoring their value,
 * and the same otherwise)? */
static bool same_rule(const struct uno__variant *v, int a, int b, bool by_value)
{
	struct uno__kind_rule ra = v->kind[a], rb = v->kind[b];
	if (by_value) {
		if (!scores_value(v, a) || !scores_value(v, b))
			return false;
		ra.points = rb.points = 0;
	}
	return memcmp(&ra, &rb, sizeof ra) == 0;
}

/* A kind gets its [kind] section when the deck has it (the reader wants
 * one) or its rule says anything. */
static bool has_section(const struct uno__variant *v, int k)
{
	static const struct uno__kind_rule none;
	if (memcmp(&v->kind[k], &none, sizeof none) != 0 || uno__new_kind(v, k))
		return true;
	for (unsigned c = 0; c < 4; c++) {
		unsigned f = uno__face((unsigned)k, uno__is_wild((unsigned)k) ? UNO_NO_COLOR : c);
		if (v->deck[f] || v->dark_deck[f])
			return true;
	}
	return false;
}

/* A kind's colored faces, all with the same count? Their count, or -1. */
static int per_color(const uint8_t *deck, int k)
{
	unsigned f = uno__face((unsigned)k, 0);
	for (unsigned c = 1; c < 4; c++)
		if (deck[f + c] != deck[f])
			return -1;
	return deck[f];
}

/* One side's cards (the only side's, or the light one's: v->deck). */
static void put_deck(struct writer *w, const struct uno__variant *v, const uint8_t *deck)
{
	for (int k = 0; k < UNO__XWILD; k++) {
		if (uno__is_wild((unsigned)k))
			continue;
		int n = per_color(deck, k);
		if (n == 0)
			continue;
		if (n < 0) {
			for (unsigned c = 0; c < 4; c++) {
				unsigned f = uno__face((unsigned)k, c);
				char t[8];
				if (!deck[f])
					continue;
				uno__card_text(v, uno__face_card(f), t);
				put(w, "%s = %u\n", t, deck[f]);
			}
			continue;
		}
		/* A run of numbers with the same count per color: one line. */
		int hi = k;
		while (k <= UNO_NINE && hi + 1 <= UNO_NINE && !uno__new_kind(v, k) &&
		       !uno__new_kind(v, hi + 1) && per_color(deck, hi + 1) == n)
			hi++;
		if (hi > k)
			put(w, "%d-%d = %d\n", k, hi, n);
		else
			put(w, "%s = %d\n", uno__kind_symbol(v, k), n);
		k = hi;
	}
	for (int k = UNO_WILD; k < UNO__KINDS; k++) {
		unsigned f = uno__face((unsigned)k, UNO_NO_COLOR);
		if (uno__is_wild((unsigned)k) && deck[f])
			put(w, "%s = %u\n", uno__kind_symbol(v, k), deck[f]);
	}
}

static void put_kind(struct writer *w, const struct uno__variant *v, int lo, int hi)
{
	const struct uno__kind_rule *r = &v->kind[lo];

	if (hi > lo)
		put(w, "\n[kind %d-%d]\n", lo, hi);
	else
		put(w, "\n[kind %s]\n", uno__kind_symbol(v, lo));
	if (uno__new_kind(v, lo))
		put(w, "new = %s\nname = %s\n", uno__is_wild((unsigned)lo) ? "wild" : "colored",
		    v->new_name[lo]);
	if (scores_value(v, lo) && (hi > lo || (r->flags & UNO__K_NUMBER)))
		put(w, "points = value\n");
	else
		put(w, "points = %u\n", r->points);
	put(w, "effects = ");
	put_effects(w, r->flags, r->draw);
	put(w, "\n");
	if (r->restriction)
		put(w, "restriction = %s\n",
		    word_of(restriction_words, COUNT(restriction_words), r->restriction));
	if (r->first)
		put(w, "first = %s\n", word_of(first_words, COUNT(first_words), r->first));
	if (r->penalty)
		put(w, "penalty = %u\n", r->penalty);
	if (r->when_options) {
		put(w, "with ");
		bool first = true;
		for (int o = 0; o < UNO_OPT_COUNT_; o++)
			if (r->when_options & (1u << o)) {
				put(w, "%s%s", first ? "" : ", ", uno_option_name(o));
				first = false;
			}
		put(w, " = ");
		put_effects(w, r->option_flags, 0);
		put(w, "\n");
	}
}

int uno__definition_format(const struct uno__variant *v, char *buf, size_t cap)
{
	struct writer w = { buf, cap, 0 };

	put(&w, "[variant]\nformat = %d\nname = %s\n", UNO__DEF_FORMAT, v->name);
	if (v->summary && v->summary[0])
		put(&w, "summary = %s\n", v->summary);
	put(&w, "players = ");
	put_players(&w, v->player_counts);
	put(&w, "\nteam-size = %u\n", v->team_size);
	if (v->knock_out_bonus)
		put(&w, "knock-out-bonus = %u\n", v->knock_out_bonus);
	for (size_t i = 0; i < COUNT(switch_keys); i++)
		if (!switch_keys[i].quiet || (v->flags & switch_keys[i].flag))
			put(&w, "%s = %s\n", switch_keys[i].key,
			    (v->flags & switch_keys[i].flag) ? switch_keys[i].on
							      : switch_keys[i].off);

	put(&w, "\n[options]\n");
	for (int o = 0; o < UNO_OPT_COUNT_; o++)
		if (v->options & (1u << o))
			put(&w, "%s = %d\n", uno_option_name(o), (int)v->defaults[o]);

	put(&w, "\n[deck]\n");
	put_deck(&w, v, v->deck);
	if (v->sides == 2) {
		put(&w, "\n[deck dark]\n");
		put_deck(&w, v, v->dark_deck);
	}

	for (int k = 0; k < UNO_KIND_COUNT; k++) {
		if (!has_section(v, k) || uno__new_kind(v, k))
			continue; /* (the extended kinds are all new ones) */
		int hi = k;
		bool by_value = scores_value(v, k);
		while (k <= UNO_NINE && hi + 1 <= UNO_NINE && !uno__new_kind(v, k) &&
		       !uno__new_kind(v, hi + 1) && same_rule(v, k, hi + 1, by_value) &&
		       has_section(v, hi + 1))
			hi++;
		put_kind(&w, v, k, hi);
		k = hi;
	}
	/* The new kinds, in the order the reader gives out their numbers. */
	static const int order[][2] = { { UNO_WILD, 0 }, { UNO__XWILD, UNO__XCOLORED },
					{ UNO_KIND_COUNT, UNO_WILD }, { UNO__KINDS, UNO__XWILD } };
	for (size_t g = 0; g < COUNT(order); g++)
		for (int k = order[g][0] - 1; k >= order[g][1]; k--)
			if (uno__new_kind(v, k))
				put_kind(&w, v, k, k);
	if (w.len >= (size_t)INT32_MAX)
		return UNO_ENOSPC;
	return (int)w.len;
}

int uno__definition_text(const struct uno__variant *v, char text[UNO__DEF_TEXT_MAX])
{
	int n = uno__definition_format(v, text, UNO__DEF_TEXT_MAX);
	return n >= 0 && n < UNO__DEF_TEXT_MAX ? n : UNO_EINVAL;
}
