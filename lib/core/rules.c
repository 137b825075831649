/*
 * Rule tables: the registry of built-in variants and the option API.
 * SPDX-License-Identifier: MIT
 */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/core.h"

/* The built-in tables, in listing order; each variant's file defines one. */
static const struct uno__variant *const builtin_variants[] = {
	&uno__variant_classic,
	&uno__variant_two_player,
	&uno__variant_partners,
	&uno__variant_challenge,
	&uno__variant_express,
	&uno__variant_casting_call,
	&uno__variant_teams,
	&uno__variant_no_mercy,
	&uno__variant_flip,
};

#define BUILTIN_COUNT (sizeof builtin_variants / sizeof builtin_variants[0])

/* Read-only rule tables with each variant's defaults. */
static const struct uno_rules builtin_rules[BUILTIN_COUNT] = {
	{ &uno__variant_classic, 0, { 0 }, 0, 0 },
	{ &uno__variant_two_player, 0, { 0 }, 0, 0 },
	{ &uno__variant_partners, 0, { 0 }, 0, 0 },
	{ &uno__variant_challenge, 0, { 0 }, 0, 0 },
	{ &uno__variant_express, 0, { 0 }, 0, 0 },
	{ &uno__variant_casting_call, 0, { 0 }, 0, 0 },
	{ &uno__variant_teams, 0, { 0 }, 0, 0 },
	{ &uno__variant_no_mercy, 0, { 0 }, 0, 0 },
	{ &uno__variant_flip, 0, { 0 }, 0, 0 },
};

void uno__rules_init(struct uno_rules *r, const struct uno__variant *v)
{
	memset(r, 0, sizeof *r);
	r->v = v;
	for (int o = 0; o < UNO_OPT_COUNT_; o++)
		r->opt[o] = v->defaults[o];
	for (unsigned f = 0; f < UNO__FACES; f++)
		if (v->deck[f] || v->dark_deck[f])
			r->faces |= uno__fset_bit(f);
}

static const struct uno_rules *builtin(size_t i)
{
	/*
	 * The read-only tables hold only the variant; their option values are
	 * the variant's defaults, which uno_rules_get() reads from the variant
	 * for them. This keeps every default in one place: the variant file.
	 */
	return &builtin_rules[i];
}

static bool is_builtin(const uno_rules *r)
{
	for (size_t i = 0; i < BUILTIN_COUNT; i++)
		if (r == &builtin_rules[i])
			return true;
	return false;
}

/* An option's value: built-in tables read their variant's default. */
static int32_t option_value(const uno_rules *r, int option)
{
	return is_builtin(r) ? r->v->defaults[option] : r->opt[option];
}

void uno__rules_snapshot(struct uno_rules *dst, const uno_rules *src)
{
	uno__rules_init(dst, src->v);
	for (int o = 0; o < UNO_OPT_COUNT_; o++)
		dst->opt[o] = option_value(src, o);
	uno__rules_derive(dst);
}

/* The house rules under which some common move (a play, a draw, a pass)
 * does what only the engine's general step does: misplays, the strict and
 * last-card rules, more of a number, drawing until playable, knock-outs,
 * stacks and deflections, forced replays. */
static const uint8_t slow_options[] = {
	UNO_OPT_REFEREE,    UNO_OPT_STRICT_WILD_DRAW,    UNO_OPT_LAST_CARD_NUMBER,
	UNO_OPT_MULTI_PLAY, UNO_OPT_DRAW_UNTIL_PLAYABLE, UNO_OPT_HAND_LIMIT,
	UNO_OPT_STACKING,   UNO_OPT_DEFLECT,             UNO_OPT_FORCE_PLAY,
};

/* Variant rules of the same kind: automatic UNO penalties, teams going
 * out, set-aside hands. */
#define SLOW_VARIANT_FLAGS (UNO__V_AUTO_UNO_PENALTY | UNO__V_TEAM_GOES_OUT | UNO__V_SET_ASIDE)

void uno__rules_derive(struct uno_rules *r)
{
	bool slow = r->v->flags & SLOW_VARIANT_FLAGS;

	for (size_t i = 0; i < sizeof slow_options && !slow; i++)
		slow = r->opt[slow_options[i]] != 0;
	bool kind_options = false;
	for (uint32_t m = r->v->kind_options; m && !kind_options; m &= m - 1)
		kind_options = r->opt[__builtin_ctz(m)] != 0;
	r->gate = (uint8_t)((slow ? UNO__GATE_SLOW : 0) |
			    (r->v->flags & UNO__V_ELIMINATION ? UNO__GATE_SEATS : 0) |
			    (kind_options ? UNO__GATE_KIND_OPTIONS : 0));
}

int uno_rules_builtin(const uno_rules **out, const char *name)
{
	if (!out || !name)
		return UNO_EINVAL;
	for (size_t i = 0; i < BUILTIN_COUNT; i++)
		if (strcmp(builtin_variants[i]->name, name) == 0) {
			*out = builtin(i);
			return UNO_OK;
		}
	return UNO_ENOTFOUND;
}

const uno_rules *uno__builtin_named(const char *name, size_t len)
{
	for (size_t i = 0; i < BUILTIN_COUNT; i++)
		if (strlen(builtin_variants[i]->name) == len &&
		    memcmp(builtin_variants[i]->name, name, len) == 0)
			return builtin(i);
	return NULL;
}

size_t uno_rules_builtin_count(void)
{
	return BUILTIN_COUNT;
}

const uno_rules *uno_rules_builtin_at(size_t index)
{
	return index < BUILTIN_COUNT ? builtin(index) : NULL;
}

/* Allocated tables remember their allocator just after the table. */
struct rules_box {
	struct uno_rules rules;
	uno_alloc_fn alloc;
	void *user;
};

int uno_rules_copy(uno_rules **out, const uno_rules *src, uno_alloc_fn alloc, void *user)
{
	if (!out)
		return UNO_EINVAL;
	*out = NULL;
	if (!src || !src->v)
		return UNO_EINVAL;
	struct rules_box *box = uno__alloc(alloc, user, sizeof *box);
	if (!box)
		return UNO_ENOMEM;
	uno__rules_snapshot(&box->rules, src);
	uno__variant_hold(box->rules.v);
	box->rules.writable = 1;
	box->alloc = alloc;
	box->user = user;
	*out = &box->rules;
	return UNO_OK;
}

void uno_rules_free(uno_rules *rules)
{
	if (!rules || !rules->writable)
		return;
	struct rules_box *box = (struct rules_box *)rules;
	const struct uno__variant *v = box->rules.v;
	uno__free(box->alloc, box->user, box);
	uno__variant_release(v);
}

/* ---- defined variants ---- */

/* A variant read from a definition, with its reference count and the
 * allocator it came from. */
struct variant_box {
	struct uno__defined d; /* first: the variant's address is the box's */
	atomic_uint refs;
	uno_alloc_fn alloc;
	void *user;
};

void uno__variant_hold(const struct uno__variant *v)
{
	if (v && v->defined)
		atomic_fetch_add_explicit(&((struct variant_box *)(uintptr_t)v)->refs, 1,
					  memory_order_relaxed);
}

void uno__variant_release(const struct uno__variant *v)
{
	if (!v || !v->defined)
		return;
	struct variant_box *box = (struct variant_box *)(uintptr_t)v;
	if (atomic_fetch_sub_explicit(&box->refs, 1, memory_order_acq_rel) == 1)
		uno__free(box->alloc, box->user, box);
}

bool uno__variant_same(const struct uno__variant *a, const struct uno__variant *b)
{
	if (a == b)
		return true;
	if (!a || !b || !a->defined || !b->defined || strcmp(a->name, b->name) != 0 ||
	    strcmp(a->summary, b->summary) != 0)
		return false;
	struct uno__variant x = *a, y = *b;
	x.name = y.name = NULL;
	x.summary = y.summary = NULL;
	return memcmp(&x, &y, sizeof x) == 0;
}

int uno__variant_define(const struct uno__variant **out, const char *text, size_t len,
			struct uno__def_error *err, uno_alloc_fn alloc, void *user)
{
	struct variant_box *box = uno__alloc(alloc, user, sizeof *box);

	*out = NULL;
	if (!box)
		return UNO_ENOMEM;
	int rc = uno__definition_parse(text, len, &box->d, err);
	if (rc != UNO_OK) {
		uno__free(alloc, user, box);
		return rc;
	}
	box->d.v.defined = 1;
	atomic_init(&box->refs, 1);
	box->alloc = alloc;
	box->user = user;
	*out = &box->d.v;
	return UNO_OK;
}

int uno_rules_define(uno_rules **out, const char *text, size_t len,
		     uno_definition_error *error, uno_alloc_fn alloc, void *user)
{
	struct uno__def_error err;
	const struct uno__variant *v;

	if (!out)
		return UNO_EINVAL;
	*out = NULL;
	if (!text || (error && error->size < sizeof *error))
		return UNO_EINVAL;
	int rc = uno__variant_define(&v, text, len, &err, alloc, user);
	if (error) {
		error->line = rc == UNO_EPARSE ? err.line : 0;
		error->column = rc == UNO_EPARSE ? err.column : 0;
		snprintf(error->message, sizeof error->message, "%s",
			 rc == UNO_EPARSE ? err.message : "");
	}
	if (rc != UNO_OK)
		return rc;
	struct rules_box *box = uno__alloc(alloc, user, sizeof *box);
	if (!box) {
		uno__variant_release(v);
		return UNO_ENOMEM;
	}
	/* The table takes the hold the definition came with. */
	uno__rules_init(&box->rules, v);
	box->rules.writable = 1;
	box->alloc = alloc;
	box->user = user;
	*out = &box->rules;
	return UNO_OK;
}

int uno_rules_definition(const uno_rules *rules, char *buf, size_t cap)
{
	if (!rules || !rules->v || (!buf && cap))
		return UNO_EINVAL;
	return uno__definition_format(rules->v, buf, cap);
}

const char *uno_rules_name(const uno_rules *rules)
{
	return rules && rules->v ? rules->v->name : NULL;
}

const char *uno_rules_summary(const uno_rules *rules)
{
	return rules && rules->v ? rules->v->summary : NULL;
}

int uno_rules_players(const uno_rules *rules, int *min, int *max)
{
	if (!rules || !rules->v)
		return UNO_EINVAL;
	if (min)
		*min = rules->v->min_players;
	if (max)
		*max = rules->v->max_players;
	return UNO_OK;
}

int uno_rules_allows_players(const uno_rules *rules, int players)
{
	if (!rules || !rules->v)
		return UNO_EINVAL;
	return players >= 0 && players <= UNO_MAX_PLAYERS &&
	       (rules->v->player_counts >> players & 1u);
}

int uno_rules_team_size(const uno_rules *rules)
{
	return rules && rules->v ? rules->v->team_size : UNO_EINVAL;
}

int uno_rules_deck(const uno_rules *rules, uno_card *buf, size_t cap)
{
	return uno_rules_deck_side(rules, 0, buf, cap);
}

int uno_rules_sides(const uno_rules *rules)
{
	if (!rules || !rules->v)
		return UNO_EINVAL;
	return uno__two_sided(rules->v) ? 2 : 1;
}

int uno_rules_deck_side(const uno_rules *rules, int side, uno_card *buf, size_t cap)
{
	if (!rules || !rules->v || (!buf && cap) || side < 0 ||
	    side >= (uno__two_sided(rules->v) ? 2 : 1))
		return UNO_EINVAL;
	if (!buf)
		return rules->v->ncards; /* both sides count every card */
	return (int)uno__counts_to_list(side ? rules->v->dark_deck : rules->v->deck, buf, cap);
}

/* Does the table's deck have cards of this kind (a valid table)? */
static bool kind_dealt(const uno_rules *rules, int kind)
{
	if (kind < 0 || kind >= UNO__KINDS)
		return false;
	for (unsigned c = 0; c < 4; c++)
		if (rules->v->deck[uno__face((unsigned)kind, c)] > 0 ||
		    rules->v->dark_deck[uno__face((unsigned)kind, c)] > 0)
			return true;
	return false;
}

int uno_rules_points(const uno_rules *rules, int kind)
{
	if (!rules || !rules->v || !kind_dealt(rules, kind))
		return UNO_EINVAL;
	return rules->v->kind[kind].points;
}

int uno_rules_kind_effects(const uno_rules *rules, int kind, char *buf, size_t cap)
{
	if (!rules || !rules->v || !buf || !kind_dealt(rules, kind))
		return UNO_EINVAL;
	const struct uno__kind_rule *r = &rules->v->kind[kind];
	char text[256];
	int n = uno__effects_text(uno__rule_flags(r, rules->opt), r->draw, text, sizeof text);
	if (n < 0 || (size_t)n >= cap)
		return UNO_ENOSPC;
	memcpy(buf, text, (size_t)n + 1);
	return n;
}

static int check_option(const uno_rules *rules, int option)
{
	if (!rules || !rules->v || option < 0 || option >= UNO_OPT_COUNT_)
		return UNO_EINVAL;
	if (!(rules->v->options & (1u << option)))
		return UNO_ENOTSUP;
	return UNO_OK;
}

int uno_rules_get(const uno_rules *rules, int option, int *value)
{
	int rc = check_option(rules, option);
	if (rc != UNO_OK)
		return rc;
	if (!value)
		return UNO_EINVAL;
	*value = option_value(rules, option);
	return UNO_OK;
}

int uno_rules_set(uno_rules *rules, int option, int value)
{
	int rc = check_option(rules, option);
	if (rc != UNO_OK)
		return rc;
	if (!rules->writable)
		return UNO_EINVAL;
	if (!uno__option_in_bounds(option, value))
		return UNO_ERANGE;
	rules->opt[option] = value;
	uno__rules_derive(rules);
	return UNO_OK;
}

int uno_rules_option_info(const uno_rules *rules, int option, int *min, int *max, int *def)
{
	int rc = check_option(rules, option);
	if (rc != UNO_OK)
		return rc;
	uno__option_bounds(option, min, max);
	if (def)
		*def = rules->v->defaults[option];
	return UNO_OK;
}

int uno_rules_options(const uno_rules *rules, int *buf, size_t cap)
{
	size_t n = 0;

	if (!rules || !rules->v || (!buf && cap))
		return UNO_EINVAL;
	/* The same test as every option call, so the list and the calls can
	 * never disagree. */
	for (int o = 0; o < UNO_OPT_COUNT_; o++)
		if (check_option(rules, o) == UNO_OK) {
			if (n < cap)
				buf[n] = o;
			n++;
		}
	return (int)n;
}

void *uno__alloc(uno_alloc_fn fn, void *user, size_t size)
{
	return fn ? fn(NULL, size, user) : malloc(size);
}

void uno__free(uno_alloc_fn fn, void *user, void *p)
{
	if (!p)
		return;
	if (fn)
		fn(p, 0, user);
	else
		free(p);
}

/* P-3 and the tournament (tournament.h): the circle method. */
void uno__circle_pair(int n, int round, int k, int *first, int *second)
{
	int m = n - 1, r = round % m;

	if (k == 0) {
		*first = m;
		*second = r;
	} else {
		*first = (r + k) % m;
		*second = ((r - k) % m + m) % m;
	}
}
