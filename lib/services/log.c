/*
 * The move log and replay. A log is started by the host (one allocation of
 * a fixed capacity, so play itself never allocates), records every move
 * applied (by the host or a hook), every new round and every card a draw
 * hook named, and exports them as text, one per line, after a header that
 * says how to recreate the game: from its seed or scripted deck when the
 * log started with the game, else from a saved snapshot. On request the
 * text ends with a check line, which a replay verifies before it reads
 * anything else (doc/state.md, "The check line").
 * SPDX-License-Identifier: MIT
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/notation.h"
#include "services/services.h"

enum entry_kind { ENTRY_MOVE, ENTRY_NEXT_ROUND, ENTRY_NAMED };

struct entry {
	int8_t seat;
	uint8_t kind;
	uint8_t ordinal; /* ENTRY_NAMED: which card the move took from the pile */
	uint8_t side;    /* two-sided cards: the side the move's text reads on */
	uno_move move;   /* ENTRY_NAMED: move.card is the card named */
};

struct uno__log {
	size_t cap, len;
	bool truncated;
	int snapshot_len;      /* > 0: the log starts from this saved game */
	uint8_t snapshot[UNO_SAVE_MAX];
	struct entry entries[];
};

static const struct uno__recorder log_recorder;

static struct uno__log *log_of(const uno_game *g)
{
	return g->rec == &log_recorder ? g->rec_data : NULL;
}

static void log_release(uno_game *g)
{
	struct uno__log *log = log_of(g);

	if (log)
		uno__free(g->alloc, g->alloc_user, log);
	g->rec = NULL;
	g->rec_data = NULL;
}

int uno_game_log_start(uno_game *game, size_t capacity)
{
	if (!game || capacity == 0 || capacity > (1u << 24))
		return UNO_EINVAL;
	if (game->in_hook)
		return UNO_EBUSY;
	struct uno__log *log = uno__alloc(game->alloc, game->alloc_user,
					  sizeof *log + capacity * sizeof log->entries[0]);
	if (!log)
		return UNO_ENOMEM;
	log->cap = capacity;
	log->len = 0;
	log->truncated = false;
	log->snapshot_len = 0;
	if (game->origin.moves > 0)
		log->snapshot_len = uno_game_save(game, log->snapshot, sizeof log->snapshot);
	log_release(game);
	game->rec = &log_recorder;
	game->rec_data = log;
	return UNO_OK;
}

void uno__log_restart(uno_game *g)
{
	struct uno__log *log = log_of(g);

	if (!log)
		return;
	log->len = 0;
	log->truncated = false;
	log->snapshot_len = uno_game_save(g, log->snapshot, sizeof log->snapshot);
}

void uno_game_log_stop(uno_game *game)
{
	if (game && !game->in_hook)
		log_release(game);
}

static void append(uno_game *g, struct entry e)
{
	struct uno__log *log = log_of(g);

	if (!log)
		return;
	if (log->len == log->cap) {
		log->truncated = true;
		return;
	}
	log->entries[log->len++] = e;
}

static void log_move(uno_game *g, int seat, const uno_move *m, int side)
{
	struct entry e = { (int8_t)seat, ENTRY_MOVE, 0, (uint8_t)side, *m };
	append(g, e);
}

static void log_next_round(uno_game *g)
{
	struct entry e = { UNO__NO_SEAT, ENTRY_NEXT_ROUND, 0, 0, uno__move(UNO_MOVE_DRAW) };
	append(g, e);
}

static void log_named(uno_game *g, int seat, uno_card card)
{
	struct entry e = { (int8_t)seat, ENTRY_NAMED, (uint8_t)g->draws_in_move, g->w->side,
			   uno__move(UNO_MOVE_GIVE) };
	e.move.card = card;
	append(g, e);
}

/* A reset game is a new game from its seed: the log starts over, with no
 * snapshot, as when it is started on a new game. */
static void log_reset(uno_game *g)
{
	struct uno__log *log = log_of(g);

	log->len = 0;
	log->truncated = false;
	log->snapshot_len = 0;
}

/* The log listens to the engine through this table (engine/state.h). */
static const struct uno__recorder log_recorder = {
	.move = log_move,
	.next_round = log_next_round,
	.named = log_named,
	.reset = log_reset,
	.release = log_release,
};

int uno_game_log_length(const uno_game *game)
{
	if (!game)
		return UNO_EINVAL;
	const struct uno__log *log = log_of(game);
	return log ? (int)log->len : 0;
}

/* ---- export ---- */

struct out {
	char *buf;
	size_t cap, n;
};

#define emit(o, ...) uno__appendf((o)->buf, (o)->cap, &(o)->n, __VA_ARGS__)

/* The check line's words; a line that starts with them is one (and must
 * be a whole one). */
#define CHECK_WORDS "# libuno check"

int uno_game_log_export(const uno_game *game, char *buf, size_t cap)
{
	return uno_game_log_export_ex(game, buf, cap, 0);
}

int uno_game_log_export_ex(const uno_game *game, char *buf, size_t cap, unsigned flags)
{
	if (!game || (!buf && cap) || (flags & ~UNO_LOG_CHECKED))
		return UNO_EINVAL;
	const struct uno__log *log = log_of(game);
	if (!log)
		return UNO_ESTATE;
	if (log->truncated)
		return UNO_ENOSPC;
	const struct uno__state *s = &game->s;
	const struct uno__origin *o = &game->origin;
	struct out out = { buf, cap, 0 };
	char t[32];

	emit(&out, "# libuno game log 1\n");
	emit(&out, "variant %s\n", s->rules.v->name);
	if (s->rules.v->defined) {
		/* A variant of the host's own: its definition, line by line. */
		char text[UNO__DEF_TEXT_MAX];
		int n = uno__definition_text(s->rules.v, text);
		if (n < 0)
			return n;
		for (const char *line = text; *line;) {
			const char *eol = strchr(line, '\n');
			int len = eol ? (int)(eol - line) : (int)strlen(line);
			if (len)
				emit(&out, "definition %.*s\n", len, line);
			else
				emit(&out, "definition\n");
			line += len + (eol ? 1 : 0);
		}
	}
	emit(&out, "players %d\n", s->players);
	emit(&out, "seed %llu\n", (unsigned long long)o->seed);
	for (int opt = 0; opt < UNO_OPT_COUNT_; opt++)
		if (s->rules.opt[opt] != s->rules.v->defaults[opt])
			emit(&out, "option %s %d\n", uno_option_name(opt), (int)s->rules.opt[opt]);
	if (log->snapshot_len > 0) {
		emit(&out, "state ");
		for (int i = 0; i < log->snapshot_len; i++)
			emit(&out, "%02x", log->snapshot[i]);
		emit(&out, "\n");
	} else if (o->scripted) {
		emit(&out, "dealer %d\n", o->dealer);
		emit(&out, "flags %u\n", o->flags);
		emit(&out, "deck");
		/* Two-sided cards as LIGHT:DARK, each face on its side. */
		bool sided = uno__two_sided(s->rules.v);
		for (unsigned i = 0; i < o->count; i++) {
			uno_card c = uno__face_card(uno__entry_face(o->deck[i]));
			c.color = (uint8_t)uno__entry_color(o->deck[i]);
			uno__card_text_side(s->rules.v, c, sided && i % 2, t);
			emit(&out, "%s%s", sided && i % 2 ? ":" : " ", t);
		}
		emit(&out, "\n");
	}
	for (size_t i = 0; i < log->len; i++) {
		const struct entry *e = &log->entries[i];
		if (e->kind == ENTRY_NEXT_ROUND) {
			emit(&out, "next\n");
		} else if (e->kind == ENTRY_NAMED) {
			uno__card_text_side(game->s.rules.v, e->move.card, e->side, t);
			emit(&out, "named %d %s\n", e->ordinal, t);
		} else {
			/* Two-sided cards: in the letters of the side it was made on. */
			uno__move_format_side(game->s.rules.v, &e->move, e->side, t, sizeof t);
			emit(&out, "%d %s\n", e->seat, t);
		}
	}
	if (flags & UNO_LOG_CHECKED) {
		/* Every byte before the line is in the buffer when the line
		 * starts inside it; else none of the line is written and its
		 * length alone is wanted. */
		size_t covered = out.n;
		uint32_t crc = covered < cap ? uno__crc32c(0, buf, covered) : 0;
		emit(&out, CHECK_WORDS " %llu bytes crc32c %08lx\n", (unsigned long long)covered,
		     (unsigned long)crc);
	}
	if (cap)
		buf[out.n < cap ? out.n : cap - 1] = 0;
	return (int)out.n;
}

/* ---- replay ---- */

/* Cards a move's draws must take, as the recorded draw hook named them. */
struct named {
	int count, next;
	int unmatched;  /* line of the first name no draw took, or 0 */
	uint8_t ordinal[2 * UNO__DECK_CAP];
	uno_card card[2 * UNO__DECK_CAP];
	int line[2 * UNO__DECK_CAP];
};

/* Whether a card is in the draw pile (the replay steps on the game's own
 * state: its hook is internal, so no scratch copy is taken). */
static bool in_draw_pile(const struct uno__state *s, uno_card card)
{
	if (!uno__card_valid(card))
		return false;
	unsigned face = uno__face(card.kind, card.color);
	for (unsigned i = 0; i < s->ndraw; i++)
		if (s->piles[i] == face)
			return true;
	return false;
}

static int replay_draw_hook(const uno_game *g, int seat, uno_card *card, void *user)
{
	struct named *q = user;
	(void)seat;
	if (q->next < q->count && q->ordinal[q->next] == g->draws_in_move) {
		if (!in_draw_pile(&g->s, q->card[q->next]) && !q->unmatched)
			q->unmatched = q->line[q->next];
		*card = q->card[q->next++];
		return 0;
	}
	return 1;
}

/* Recorded names are given back to the same draws of the next entry. */
static void with_names(uno_game *g, struct named *q, bool on)
{
	memset(&g->hooks, 0, sizeof g->hooks);
	g->hooks.size = sizeof g->hooks;
	if (on)
		g->hooks.draw = replay_draw_hook;
	g->hook_user = on ? q : NULL;
}

/* After an entry: every name before it must have been taken by one of its
 * draws, from the pile; the line of the first that was not, or 0. */
static int names_done(struct named *q)
{
	int bad = q->unmatched;

	if (!bad && q->next < q->count)
		bad = q->line[q->next];
	q->count = q->next = q->unmatched = 0;
	return bad;
}

struct line {
	const char *p;
	size_t n;
};

/* Splits off the next line (without its newline); false at the end. */
static bool next_line(const char **text, const char *end, struct line *l)
{
	if (*text >= end)
		return false;
	const char *p = *text;
	while (p < end && *p != '\n')
		p++;
	l->p = *text;
	l->n = (size_t)(p - *text);
	*text = p < end ? p + 1 : p;
	uno__trim(&l->p, &l->n);
	return true;
}

/* The word at the start of a line, and what follows it. */
static bool starts(const struct line *l, const char *word, struct line *rest)
{
	size_t w = strlen(word);
	if (l->n < w || memcmp(l->p, word, w) != 0 || (l->n > w && l->p[w] != ' '))
		return false;
	rest->p = l->p + w;
	rest->n = l->n - w;
	uno__trim(&rest->p, &rest->n);
	return true;
}

static bool parse_int(const struct line *l, long long lo, long long hi, long long *out)
{
	char t[32];
	char *end;
	if (l->n == 0 || l->n >= sizeof t)
		return false;
	memcpy(t, l->p, l->n);
	t[l->n] = 0;
	long long v = strtoll(t, &end, 10);
	if (*end || v < lo || v > hi)
		return false;
	*out = v;
	return true;
}

static int hexval(char c)
{
	return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* Splits the first word off a line. */
static struct line word(struct line *l)
{
	size_t w = 0;
	while (w < l->n && l->p[w] != ' ')
		w++;
	struct line first = { l->p, w };
	l->p += w;
	l->n -= w;
	uno__trim(&l->p, &l->n);
	return first;
}

/* Whether the rest of a check line, after its words, is "N bytes crc32c
 * XXXXXXXX" with N the length of the text before the line and the CRC-32C
 * of that text. */
static bool check_holds(struct line rest, const char *text, size_t covered)
{
	struct line n = word(&rest), unit = word(&rest), name = word(&rest), hex = word(&rest);
	long long count;
	uint32_t crc = 0;

	if (!parse_int(&n, 0, INT_MAX, &count) || (size_t)count != covered || unit.n != 5 ||
	    memcmp(unit.p, "bytes", 5) != 0 || name.n != 6 || memcmp(name.p, "crc32c", 6) != 0 ||
	    hex.n != 8 || rest.n != 0)
		return false;
	for (size_t i = 0; i < 8; i++) {
		int d = hexval(hex.p[i]);
		if (d < 0)
			return false;
		crc = crc << 4 | (uint32_t)d;
	}
	return crc == uno__crc32c(0, text, covered);
}

/* A text with a check line (UNO_LOG_CHECKED) is replayed only if the line
 * holds for every byte before it and nothing but blank lines follows it:
 * checked before anything is read, so that damage anywhere is told as
 * such, not as whatever the damaged line would then mean. A text without
 * one is not checked. The line that fails, or 0. */
static int verify_check(const char *text, const char *end)
{
	const char *p = text, *start = text;
	struct line l, rest;
	int line_no = 0;

	for (; next_line(&p, end, &l); start = p) {
		line_no++;
		if (!starts(&l, CHECK_WORDS, &rest))
			continue;
		if (!check_holds(rest, text, (size_t)(start - text)))
			return line_no;
		while (next_line(&p, end, &l)) {
			line_no++;
			if (l.n)
				return line_no;
		}
		return 0;
	}
	return 0;
}

struct header {
	char variant[64];
	long long players, dealer, flags;
	uint64_t seed;
	int options[UNO_OPT_COUNT_];
	bool option_set[UNO_OPT_COUNT_];
	uint8_t state[UNO_SAVE_MAX];
	size_t state_len;
	/* The deck's cards, read once the variant is known (a variant of
	 * one's own has symbols of its own). */
	struct line deck;
	int deck_line;       /* its line's number */
	bool has_deck;
	char definition[UNO__DEF_TEXT_MAX]; /* a defined variant's, its lines joined */
	size_t definition_len;
};

/* Reads one header line into h; false if it is not a valid header line. */
static bool header_line(const struct line *l, struct header *h)
{
	struct line rest;
	long long v;

	if (starts(l, "variant", &rest)) {
		if (rest.n == 0 || rest.n >= sizeof h->variant)
			return false;
		memcpy(h->variant, rest.p, rest.n);
		h->variant[rest.n] = 0;
		return true;
	}
	if (l->n >= 10 && memcmp(l->p, "definition", 10) == 0 && (l->n == 10 || l->p[10] == ' ')) {
		/* One line of the variant's definition, as written (not trimmed). */
		size_t n = l->n > 10 ? l->n - 11 : 0;
		if (h->definition_len + n + 1 >= sizeof h->definition)
			return false;
		memcpy(h->definition + h->definition_len, l->p + 11, n);
		h->definition_len += n;
		h->definition[h->definition_len++] = '\n';
		return true;
	}
	if (starts(l, "players", &rest))
		return parse_int(&rest, 1, UNO_MAX_PLAYERS, &h->players);
	if (starts(l, "seed", &rest)) {
		/* Decimal digits only, and no more than 2^64-1: a seed that does
		 * not fit is refused, never saturated. */
		uint64_t s = 0;
		if (rest.n == 0)
			return false;
		for (size_t i = 0; i < rest.n; i++) {
			unsigned d = (unsigned)(rest.p[i] - '0');
			if (d > 9 || s > (UINT64_MAX - d) / 10)
				return false;
			s = s * 10 + d;
		}
		h->seed = s;
		return true;
	}
	if (starts(l, "dealer", &rest))
		return parse_int(&rest, -1, UNO_MAX_PLAYERS - 1, &h->dealer);
	if (starts(l, "flags", &rest))
		return parse_int(&rest, 0, UNO_SCRIPT_PARTIAL | UNO_SCRIPT_TOP_AS_IS | UNO_SCRIPT_PAIRING,
				 &h->flags);
	if (starts(l, "option", &rest)) {
		size_t w = 0;
		while (w < rest.n && rest.p[w] != ' ')
			w++;
		char name[40];
		int id;
		if (w == 0 || w >= sizeof name)
			return false;
		memcpy(name, rest.p, w);
		name[w] = 0;
		struct line value = { rest.p + w, rest.n - w };
		uno__trim(&value.p, &value.n);
		if (uno_option_lookup(name, &id) != UNO_OK || !parse_int(&value, -1000000, 1000000, &v))
			return false;
		h->options[id] = (int)v;
		h->option_set[id] = true;
		return true;
	}
	if (starts(l, "state", &rest)) {
		if (rest.n % 2 || rest.n / 2 > sizeof h->state)
			return false;
		for (size_t i = 0; i < rest.n / 2; i++) {
			int hi = hexval(rest.p[2 * i]), lo = hexval(rest.p[2 * i + 1]);
			if (hi < 0 || lo < 0)
				return false;
			h->state[i] = (uint8_t)(hi * 16 + lo);
		}
		h->state_len = rest.n / 2;
		return true;
	}
	if (starts(l, "deck", &rest)) {
		if (h->has_deck)
			return false;
		h->has_deck = true;
		h->deck = rest;
		return true;
	}
	return false;
}

/* The game a complete header describes; a deck that is not the variant's
 * cards sets *bad_deck. */
static int create(const struct header *h, uno_game **g, uno_alloc_fn alloc, void *user,
		  bool *bad_deck)
{
	const uno_rules *base;
	uno_rules *r;

	if (h->state_len) {
		int rc = uno_game_load(g, h->state, h->state_len, alloc, user);
		return rc == UNO_OK || rc == UNO_ENOMEM ? rc : UNO_EPARSE;
	}
	int rc;
	if (h->definition_len) {
		/* A variant of the host's own, read from the log: it must be the
		 * one the log names. */
		rc = uno_rules_define(&r, h->definition, h->definition_len, NULL, alloc, user);
		if (rc != UNO_OK)
			return rc == UNO_ENOMEM ? rc : UNO_EPARSE;
		if (strcmp(uno_rules_name(r), h->variant) != 0) {
			uno_rules_free(r);
			return UNO_EPARSE;
		}
	} else {
		if (uno_rules_builtin(&base, h->variant) != UNO_OK)
			return UNO_EPARSE;
		rc = uno_rules_copy(&r, base, alloc, user);
		if (rc != UNO_OK)
			return rc;
	}
	for (int o = 0; o < UNO_OPT_COUNT_ && rc == UNO_OK; o++)
		if (h->option_set[o] && uno_rules_set(r, o, h->options[o]) != UNO_OK)
			rc = UNO_EPARSE;
	uno_card deck[UNO__DECK_CAP];
	size_t count = 0;
	for (struct line rest = h->deck; rc == UNO_OK && rest.n;) {
		size_t w = 0, colon = 0;
		while (w < rest.n && rest.p[w] != ' ')
			w++;
		/* Two-sided cards: LIGHT:DARK, two entries. */
		while (colon < w && rest.p[colon] != ':')
			colon++;
		bool pair = uno__two_sided(r->v);
		if (pair != (colon < w) || count + (pair ? 2u : 1u) > UNO__DECK_CAP ||
		    uno__parse_card_token(r->v, rest.p, colon, &deck[count++]) != 0 ||
		    (pair && uno__parse_card_token(r->v, rest.p + colon + 1, w - colon - 1,
						   &deck[count++]) != 0)) {
			rc = UNO_EPARSE;
			*bad_deck = true;
		}
		rest.p += w;
		rest.n -= w;
		uno__trim(&rest.p, &rest.n);
	}
	if (rc == UNO_OK)
		rc = h->has_deck ? uno_game_new_scripted(g, r, (int)h->players, (uint64_t)h->seed,
							 deck, count, (int)h->dealer,
							 (unsigned)h->flags, alloc, user)
				 : uno_game_new(g, r, (int)h->players, (uint64_t)h->seed, alloc, user);
	uno_rules_free(r);
	return rc == UNO_ENOMEM ? rc : rc == UNO_OK ? UNO_OK : UNO_EPARSE;
}

int uno_game_replay(uno_game **out, const char *text, size_t len, uno_alloc_fn alloc,
		    void *user, int *bad_line)
{
	struct header *h;
	struct named named;
	struct line l;
	uno_game *g = NULL;
	int line_no = 0, rc = UNO_OK, unmatched = 0;

	if (bad_line)
		*bad_line = 0;
	if (!out)
		return UNO_EINVAL;
	*out = NULL;
	if (!text)
		return UNO_EINVAL;
	h = uno__alloc(alloc, user, sizeof *h);
	if (!h)
		return UNO_ENOMEM;
	memset(h, 0, sizeof *h);
	memset(&named, 0, sizeof named);
	h->dealer = -1;
	len = uno__bounded_length(text, len);
	const char *p = text, *end = text + len;
	line_no = verify_check(text, end);
	if (line_no) {
		uno__free(alloc, user, h);
		if (bad_line)
			*bad_line = line_no;
		return UNO_EPARSE;
	}

	while (rc == UNO_OK && next_line(&p, end, &l)) {
		struct line rest;
		long long v;
		line_no++;
		if (l.n == 0 || l.p[0] == '#')
			continue;
		if (!g) {
			if (header_line(&l, h)) {
				if (h->has_deck && !h->deck_line)
					h->deck_line = line_no;
				continue;
			}
			/* The first move line: the header is complete. */
			bool bad_deck = false;
			rc = create(h, &g, alloc, user, &bad_deck);
			if (bad_deck)
				line_no = h->deck_line;
			if (rc != UNO_OK)
				break;
		}
		if (starts(&l, "next", &rest) && rest.n == 0) {
			/* A Draw Two turned first makes someone draw. */
			with_names(g, &named, true);
			rc = uno_game_next_round(g);
			with_names(g, &named, false);
			unmatched = names_done(&named);
		} else if (starts(&l, "named", &rest)) {
			size_t w = 0;
			while (w < rest.n && rest.p[w] != ' ')
				w++;
			struct line ord = { rest.p, w }, card = { rest.p + w, rest.n - w };
			uno__trim(&card.p, &card.n);
			if (named.count == 2 * UNO__DECK_CAP || !parse_int(&ord, 0, 255, &v) ||
			    uno__parse_card_token(g->s.rules.v, card.p, card.n,
						  &named.card[named.count]) != 0) {
				rc = UNO_EPARSE;
			} else {
				named.line[named.count] = line_no;
				named.ordinal[named.count++] = (uint8_t)v;
			}
		} else {
			size_t w = 0;
			while (w < l.n && l.p[w] != ' ')
				w++;
			struct line seat = { l.p, w }, move = { l.p + w, l.n - w };
			uno__trim(&move.p, &move.n);
			uno_move m;
			if (!parse_int(&seat, 0, UNO_MAX_PLAYERS - 1, &v) ||
			    uno__move_parse(g->s.rules.v, move.p, move.n, &m) != UNO_OK) {
				rc = UNO_EPARSE;
			} else {
				with_names(g, &named, true);
				rc = uno_game_apply(g, (int)v, &m);
				with_names(g, &named, false);
				unmatched = names_done(&named);
			}
		}
		if (rc == UNO_OK && unmatched) {
			/* A name no draw of its entry took from the pile: the
			 * replay would not be the logged game. */
			rc = UNO_EPARSE;
			line_no = unmatched;
		}
	}
	if (rc == UNO_OK && named.count > 0) {
		rc = UNO_EPARSE; /* names with no entry after them */
		line_no = named.line[0];
	}
	if (rc == UNO_OK && !g) {
		bool bad_deck = false;
		rc = create(h, &g, alloc, user, &bad_deck); /* a log with no moves */
		if (bad_deck)
			line_no = h->deck_line;
	}
	uno__free(alloc, user, h);
	if (rc != UNO_OK) {
		if (bad_line)
			*bad_line = line_no;
		uno_game_free(g);
		return rc;
	}
	*out = g;
	return UNO_OK;
}
