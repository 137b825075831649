/*
 * Moves and their notation.
 * SPDX-License-Identifier: MIT
 */
#include <ctype.h>
#include <stdio.h>

#include "core/notation.h"
#include "core/core.h"

uno_move uno_move_init(int type)
{
	uno_move m;

	memset(&m, 0, sizeof m);
	m.type = (uint8_t)type;
	m.color = UNO_NO_COLOR;
	m.target = -1;
	return m;
}

uno_move uno_move_play(uno_card card, int color)
{
	uno_move m = uno_move_init(UNO_MOVE_PLAY);

	m.card = card;
	m.color = (uint8_t)color;
	return m;
}

/* Words of the moves that take no argument, indexed by type. */
static const char *const bare_word[] = {
	[UNO_MOVE_DRAW] = "draw",
	[UNO_MOVE_PASS] = "pass",
	[UNO_MOVE_UNO] = "uno",
	[UNO_MOVE_CHALLENGE] = "challenge",
	[UNO_MOVE_ACCEPT] = "accept",
};

static bool card_unused(const uno_move *m)
{
	return m->card.kind == 0 && m->card.color == 0;
}

static bool is_seat(int target)
{
	return target >= 0 && target < UNO_MAX_PLAYERS;
}

bool uno__move_well_formed(const uno_move *m)
{
	bool wild = uno__is_wild(m->card.kind);

	if ((m->count || m->reason) && m->type != UNO_MOVE_PENALTY)
		return false;
	switch (m->type) {
	case UNO_MOVE_PLAY:
		if (!uno__card_valid(m->card) || (wild && m->card.color != UNO_NO_COLOR))
			return false;
		if (!wild && m->color != UNO_NO_COLOR)
			return false;
		return m->color <= UNO_NO_COLOR && (m->flags & ~UNO_MOVE_F_UNO) == 0 &&
		       m->target == -1;
	case UNO_MOVE_GIVE:
		return uno__card_valid(m->card) &&
		       (!wild || m->card.color == UNO_NO_COLOR) &&
		       m->color == UNO_NO_COLOR && m->flags == 0 && m->target == -1;
	case UNO_MOVE_DRAW:
	case UNO_MOVE_PASS:
	case UNO_MOVE_UNO:
	case UNO_MOVE_CHALLENGE:
	case UNO_MOVE_ACCEPT:
		return card_unused(m) && m->color == UNO_NO_COLOR && m->flags == 0 &&
		       m->target == -1;
	case UNO_MOVE_CATCH:
	case UNO_MOVE_SWAP:
	case UNO_MOVE_MISPLAY:
		return card_unused(m) && m->color == UNO_NO_COLOR && m->flags == 0 &&
		       is_seat(m->target);
	case UNO_MOVE_PENALTY:
		return card_unused(m) && m->color == UNO_NO_COLOR && m->flags == 0 &&
		       is_seat(m->target) && m->count >= 1 && m->count <= UNO_PENALTY_MAX &&
		       m->reason <= UNO_PENALTY_SUGGESTION;
	case UNO_MOVE_COLOR:
		return card_unused(m) && m->color < 4 && m->flags == 0 && m->target == -1;
	case UNO_MOVE_CAST:
		if (!card_unused(m) || m->color != UNO_NO_COLOR)
			return false;
		return m->flags == UNO_MOVE_F_DEAL ? m->target == -1
						    : m->flags == 0 && is_seat(m->target);
	}
	return false;
}

/* Splits p[0..n) at the first run of spaces: word, then rest (trimmed). */
static void split(const char *p, size_t n, size_t *word, const char **rest, size_t *rest_n)
{
	size_t i = 0;

	while (i < n && !isspace((unsigned char)p[i]))
		i++;
	*word = i;
	*rest = p + i;
	*rest_n = n - i;
	uno__trim(rest, rest_n);
}

static int parse_seat(const char *p, size_t n)
{
	return n == 1 && p[0] >= '0' && p[0] <= '9' ? p[0] - '0' : -1;
}

/* The words of the referee's penalty reasons, by uno_penalty_reason;
 * "other" is the default and is not written. */
static const char *const penalty_word[] = {
	[UNO_PENALTY_OTHER] = "other",
	[UNO_PENALTY_TABLE_TALK] = "talk",
	[UNO_PENALTY_SUGGESTION] = "suggestion",
};

/* "penalty SEAT [REASON] [COUNT]": -1 unless all of it is well formed. */
static int parse_penalty(const char *p, size_t n, uno_move *m)
{
	size_t word, rest_n;
	const char *rest;

	*m = uno_move_init(UNO_MOVE_PENALTY);
	m->count = UNO_PENALTY_DEFAULT;
	split(p, n, &word, &rest, &rest_n);
	int seat = parse_seat(p, word);
	if (seat < 0)
		return -1;
	m->target = (int8_t)seat;
	if (!rest_n)
		return 0;
	p = rest;
	n = rest_n;
	split(p, n, &word, &rest, &rest_n);
	for (unsigned r = 0; r < sizeof penalty_word / sizeof penalty_word[0]; r++)
		if (uno__word_is(p, word, penalty_word[r])) {
			m->reason = (uint8_t)r;
			if (!rest_n)
				return 0;
			p = rest;
			n = rest_n;
			split(p, n, &word, &rest, &rest_n);
			break;
		}
	/* The count: 1 to UNO_PENALTY_MAX in one or two digits, and nothing after. */
	if (rest_n || word < 1 || word > 2)
		return -1;
	unsigned count = 0;
	for (size_t i = 0; i < word; i++) {
		if (p[i] < '0' || p[i] > '9')
			return -1;
		count = count * 10 + (unsigned)(p[i] - '0');
	}
	if (count < 1 || count > UNO_PENALTY_MAX)
		return -1;
	m->count = (uint8_t)count;
	return 0;
}

int uno_move_parse(const char *text, size_t len, uno_move *out)
{
	return uno__move_parse(NULL, text, len, out);
}

int uno__move_parse(const struct uno__variant *v, const char *text, size_t len, uno_move *out)
{
	const char *rest;
	size_t word, rest_n;
	uno_move m;

	if (!text || !out)
		return UNO_EINVAL;
	size_t n = uno__bounded_length(text, len);
	if (n > UNO__NOTATION_MAX)
		return UNO_EPARSE;
	uno__trim(&text, &n);
	split(text, n, &word, &rest, &rest_n);

	for (int t = 0; t < (int)(sizeof bare_word / sizeof bare_word[0]); t++)
		if (bare_word[t] && uno__word_is(text, word, bare_word[t])) {
			if (rest_n)
				return UNO_EPARSE;
			*out = uno_move_init(t);
			return UNO_OK;
		}

	if (uno__word_is(text, word, "catch") || uno__word_is(text, word, "swap") ||
	    uno__word_is(text, word, "misplay")) {
		int seat = parse_seat(rest, rest_n);
		if (seat < 0)
			return UNO_EPARSE;
		char first = (char)tolower((unsigned char)text[0]);
		m = uno_move_init(first == 'c' ? UNO_MOVE_CATCH
				  : first == 's' ? UNO_MOVE_SWAP : UNO_MOVE_MISPLAY);
		m.target = (int8_t)seat;
	} else if (uno__word_is(text, word, "penalty")) {
		if (parse_penalty(rest, rest_n, &m) != 0)
			return UNO_EPARSE;
	} else if (uno__word_is(text, word, "color")) {
		int color = uno__variant_color(v, rest, rest_n);
		if (color < 0)
			return UNO_EPARSE;
		m = uno_move_init(UNO_MOVE_COLOR);
		m.color = (uint8_t)color;
	} else if (uno__word_is(text, word, "give")) {
		m = uno_move_init(UNO_MOVE_GIVE);
		if (uno__parse_card_token(v, rest, rest_n, &m.card) != 0 ||
		    (uno__is_wild(m.card.kind) && m.card.color != UNO_NO_COLOR))
			return UNO_EPARSE;
	} else if (uno__word_is(text, word, "cast")) {
		m = uno_move_init(UNO_MOVE_CAST);
		if (uno__word_is(rest, rest_n, "deal")) {
			m.flags = UNO_MOVE_F_DEAL;
		} else {
			int seat = parse_seat(rest, rest_n);
			if (seat < 0)
				return UNO_EPARSE;
			m.target = (int8_t)seat;
		}
	} else {
		/* A play: a card, optionally "/C" for a wild, optionally "!". */
		if (rest_n)
			return UNO_EPARSE;
		m = uno_move_init(UNO_MOVE_PLAY);
		if (word && text[word - 1] == '!') {
			m.flags = UNO_MOVE_F_UNO;
			word--;
		}
		if (uno__parse_card_token(v, text, word, &m.card) != 0)
			return UNO_EPARSE;
		if (uno__is_wild(m.card.kind)) {
			m.color = m.card.color;
			m.card.color = UNO_NO_COLOR;
		}
	}
	*out = m;
	return UNO_OK;
}

int uno_move_format(const uno_move *m, char *buf, size_t cap)
{
	return uno__move_format(NULL, m, buf, cap);
}

int uno_rules_move_parse(const uno_rules *rules, const char *text, size_t len, uno_move *out)
{
	if (!rules || !rules->v)
		return UNO_EINVAL;
	return uno__move_parse(rules->v, text, len, out);
}

int uno_rules_move_format(const uno_rules *rules, const uno_move *move, char *buf, size_t cap)
{
	if (!rules || !rules->v)
		return UNO_EINVAL;
	return uno__move_format(rules->v, move, buf, cap);
}

int uno__move_format(const struct uno__variant *v, const uno_move *m, char *buf, size_t cap)
{
	return uno__move_format_side(v, m, 0, buf, cap);
}

int uno_rules_move_format_side(const uno_rules *rules, const uno_move *move, int side, char *buf,
			       size_t cap)
{
	if (!rules || !rules->v || side < 0 || side >= (uno__two_sided(rules->v) ? 2 : 1))
		return UNO_EINVAL;
	return uno__move_format_side(rules->v, move, side, buf, cap);
}

int uno__move_format_side(const struct uno__variant *v, const uno_move *m, int side, char *buf,
			  size_t cap)
{
	char t[24], card[8], color[8];

	if (!m || (!buf && cap) || !uno__move_well_formed(m))
		return UNO_EINVAL;
	if ((m->type == UNO_MOVE_PLAY || m->type == UNO_MOVE_GIVE) && !uno__kind_symbol(v, m->card.kind))
		return UNO_EINVAL; /* a kind 20-31 that the variant does not declare */
	switch (m->type) {
	case UNO_MOVE_PLAY: {
		uno_card c = m->card;
		if (uno__is_wild(c.kind))
			c.color = m->color;
		uno__card_text_side(v, c, side, card);
		snprintf(t, sizeof t, "%s%s", card, m->flags & UNO_MOVE_F_UNO ? "!" : "");
		break;
	}
	case UNO_MOVE_CATCH:
		snprintf(t, sizeof t, "catch %d", m->target);
		break;
	case UNO_MOVE_SWAP:
		snprintf(t, sizeof t, "swap %d", m->target);
		break;
	case UNO_MOVE_MISPLAY:
		snprintf(t, sizeof t, "misplay %d", m->target);
		break;
	case UNO_MOVE_PENALTY: {
		int at = snprintf(t, sizeof t, "penalty %d", m->target);
		if (m->reason != UNO_PENALTY_OTHER)
			at += snprintf(t + at, sizeof t - (size_t)at, " %s", penalty_word[m->reason]);
		if (m->count != UNO_PENALTY_DEFAULT)
			snprintf(t + at, sizeof t - (size_t)at, " %u", (unsigned)m->count);
		break;
	}
	case UNO_MOVE_COLOR:
		/* A color's letter: a wild's card text ends with it. */
		uno__card_text_side(v, (uno_card){ UNO_WILD, m->color }, side, color);
		snprintf(t, sizeof t, "color %s", color + strlen(color) - 1);
		break;
	case UNO_MOVE_GIVE:
		uno__card_text_side(v, m->card, side, card);
		snprintf(t, sizeof t, "give %s", card);
		break;
	case UNO_MOVE_CAST:
		if (m->flags & UNO_MOVE_F_DEAL)
			snprintf(t, sizeof t, "cast deal");
		else
			snprintf(t, sizeof t, "cast %d", m->target);
		break;
	default:
		snprintf(t, sizeof t, "%s", bare_word[m->type]);
		break;
	}
	return uno__emit_text(buf, cap, t);
}

uint64_t uno__move_key(const uno_move *m)
{
	return (uint64_t)m->type << 56 | (uint64_t)m->card.kind << 48 |
	       (uint64_t)m->card.color << 40 | (uint64_t)m->color << 32 |
	       (uint64_t)(uint8_t)(m->target + 1) << 24 | (uint64_t)m->flags << 16 |
	       (uint64_t)m->count << 8 | m->reason;
}

int uno_move_compare(const uno_move *a, const uno_move *b)
{
	if (!a || !b)
		return (a != NULL) - (b != NULL);
	uint64_t ka = uno__move_key(a), kb = uno__move_key(b);
	return (ka > kb) - (ka < kb);
}

/* ---- the dense move index (view.h) ---- */

/* uno_move_index() of a well-formed move. */
static int index_of(const uno_move *m)
{
	unsigned face = uno__face(m->card.kind, m->card.color);
	int call = (m->flags & UNO_MOVE_F_UNO) != 0;

	switch (m->type) {
	case UNO_MOVE_PLAY:
		if (!uno__face_wild(face))
			return (int)uno__play_index(face) + call;
		if (m->color > 3)
			return UNO_EINVAL; /* a wild without a color is not indexed */
		return (int)uno__play_index(face) + m->color * 2 + call;
	case UNO_MOVE_DRAW: return UNO__IX_DRAW;
	case UNO_MOVE_PASS: return UNO__IX_PASS;
	case UNO_MOVE_UNO: return UNO__IX_UNO;
	case UNO_MOVE_CATCH: return UNO__IX_CATCH + m->target;
	case UNO_MOVE_CHALLENGE: return UNO__IX_CHALLENGE;
	case UNO_MOVE_ACCEPT: return UNO__IX_ACCEPT;
	case UNO_MOVE_COLOR: return UNO__IX_COLOR + m->color;
	case UNO_MOVE_GIVE: return (int)uno__give_index(face);
	case UNO_MOVE_CAST: return m->flags & UNO_MOVE_F_DEAL ? UNO__IX_CAST_DEAL : UNO__IX_CAST + m->target;
	case UNO_MOVE_SWAP: return UNO__IX_SWAP + m->target;
	case UNO_MOVE_MISPLAY: return UNO__IX_MISPLAY + m->target;
	case UNO_MOVE_PENALTY: return UNO_EINVAL; /* the referee's, never listed */
	}
	return UNO_EINVAL;
}

int uno_move_index(const uno_move *m)
{
	if (!m || !uno__move_well_formed(m))
		return UNO_EINVAL;
	return index_of(m);
}

int uno__listed_index(const uno_move *m)
{
	if (m->type == UNO_MOVE_PLAY && uno__is_wild(m->card.kind) && m->color == UNO_NO_COLOR) {
		uno_move first = *m;
		first.color = 0;
		return uno_move_index(&first);
	}
	return uno_move_index(m);
}

/* A move of a card of a kind the table does not know (malformed there). */
static bool foreign_card(const uno_rules *rules, const uno_move *m)
{
	return (m->type == UNO_MOVE_PLAY || m->type == UNO_MOVE_GIVE) &&
	       !uno__table_kind(rules->v, m->card.kind);
}

/* A play of a wild the next player names (NM-9). */
static bool colorless_play(const uno_rules *rules, const uno_move *m)
{
	return m->type == UNO_MOVE_PLAY && uno__kind_colorless(rules->v, m->card.kind);
}

int uno_rules_move_index(const uno_rules *rules, const uno_move *m)
{
	if (!rules || !rules->v || !m || !uno__move_well_formed(m) || foreign_card(rules, m))
		return UNO_EINVAL;
	if (colorless_play(rules, m)) {
		if (m->color != UNO_NO_COLOR)
			return UNO_EINVAL; /* the victim names it, never the player */
		return uno__listed_index(m);
	}
	int i = index_of(m);
	return i < uno__index_count(rules) ? i : UNO_EINVAL;
}

int uno_rules_move_from_index(const uno_rules *rules, int i, uno_move *out)
{
	uno_move m;

	if (!rules || !rules->v || !out || i < 0 || i >= uno__index_count(rules) ||
	    uno_move_from_index(i, &m) != UNO_OK || foreign_card(rules, &m))
		return UNO_EINVAL;
	if (colorless_play(rules, &m)) {
		if (m.color != 0)
			return UNO_EINVAL; /* only its first color's place is used */
		m.color = UNO_NO_COLOR;
	}
	*out = m;
	return UNO_OK;
}

int uno_move_from_index(int i, uno_move *out)
{
	uno_move m;

	if (!out || i < 0 || i >= UNO__IX_ALL)
		return UNO_EINVAL;
	unsigned face = uno__index_face((unsigned)i);
	if (face != UNO__NO_FACE) {
		unsigned at = (unsigned)i - uno__play_index(face);
		m = uno_move_play(uno__face_card(face),
				  uno__face_wild(face) ? (int)at / 2 : UNO_NO_COLOR);
		m.flags = (uint8_t)(at % 2 ? UNO_MOVE_F_UNO : 0);
	} else if (i >= UNO__IX_XGIVE) {
		m = uno__move(UNO_MOVE_GIVE);
		m.card = uno__face_card(UNO__CLASSIC_FACES + (unsigned)(i - UNO__IX_XGIVE));
	} else if (i < UNO__IX_CATCH) {
		m = uno__move(i == UNO__IX_DRAW ? UNO_MOVE_DRAW : i == UNO__IX_PASS ? UNO_MOVE_PASS
									: UNO_MOVE_UNO);
	} else if (i < UNO__IX_CHALLENGE) {
		m = uno__move(UNO_MOVE_CATCH);
		m.target = (int8_t)(i - UNO__IX_CATCH);
	} else if (i < UNO__IX_COLOR) {
		m = uno__move(i == UNO__IX_CHALLENGE ? UNO_MOVE_CHALLENGE : UNO_MOVE_ACCEPT);
	} else if (i < UNO__IX_GIVE) {
		m = uno__move(UNO_MOVE_COLOR);
		m.color = (uint8_t)(i - UNO__IX_COLOR);
	} else if (i < UNO__IX_CAST_DEAL) {
		m = uno__move(UNO_MOVE_GIVE);
		m.card = uno__face_card((unsigned)(i - UNO__IX_GIVE));
	} else if (i < UNO__IX_SWAP) {
		m = uno__move(UNO_MOVE_CAST);
		if (i == UNO__IX_CAST_DEAL)
			m.flags = UNO_MOVE_F_DEAL;
		else
			m.target = (int8_t)(i - UNO__IX_CAST);
	} else if (i < UNO__IX_MISPLAY) {
		m = uno__move(UNO_MOVE_SWAP);
		m.target = (int8_t)(i - UNO__IX_SWAP);
	} else {
		m = uno__move(UNO_MOVE_MISPLAY);
		m.target = (int8_t)(i - UNO__IX_MISPLAY);
	}
	*out = m;
	return UNO_OK;
}
