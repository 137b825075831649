/*
 * Writes the seed corpora of the fuzz targets (doc/testing.md):
 *
 *   make_corpus notation DIR   card and move notation, valid and not
 *   make_corpus moves DIR      per variant, games with several option mixes,
 *                              hooks, scripted decks, then move streams
 *   make_corpus load DIR       real saved games of every variant, taken in
 *                              every phase random play reaches, with and
 *                              without house rules (format 2, and a few in
 *                              format 1 too), plus damaged copies
 *   make_corpus replay DIR     move logs of every variant: from the seed
 *                              (house rules, cards named by a draw hook),
 *                              from a snapshot (and with a check line),
 *                              from a scripted deck; plus
 *                              broken logs
 *
 * Everything is derived from fixed seeds, so running it again writes the
 * same files (unless the library's behaviour or save format changed: run
 * it again then, see doc/testing.md). The files are named after what they
 * hold. Not a test; built with the tests.
 * SPDX-License-Identifier: MIT
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <uno/uno.h>

#include "uno_internal.h"

static const char *outdir;
static int written;

static void write_file(const char *name, const void *data, size_t n)
{
	char path[1024];

	snprintf(path, sizeof path, "%s/%s", outdir, name);
	FILE *f = fopen(path, "wb");
	if (!f || fwrite(data, 1, n, f) != n || fclose(f) != 0) {
		fprintf(stderr, "make_corpus: cannot write %s\n", path);
		exit(1);
	}
	written++;
}

static uint64_t next(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

static unsigned below(uint64_t *s, unsigned n)
{
	return (unsigned)(next(s) % n);
}

/* ------------------------------------------------------------------------
 * notation
 */

static void notation(void)
{
	static const char *const texts[] = {
		"R0", "y9", "GS", "br", "RD2", "gd1", "W", "w4", "W2", "CC", "TP", "T4",
		"W4/B", "w/r", "T4/G", "R7!", "W4/Y!", "  R7  ", "draw", "PASS", "uno",
		"catch 2", "catch   9", "challenge", "accept", "color B", "give W4",
		"give RD2", "cast 2", "cast deal", "swap 3", "swap 10", "catch -1",
		"R10", "RD3", "W4/", "W4/X", "/B", "R 7", "R7!!", "!", "give", "cast",
		"color", "color W", "draw now", "UNO UNO", "caTcH 0",
		"R7 is a card that is long enough to be refused", "",
		/* The referee's moves, added later: named after the rest. */
		"penalty 2", "penalty 2 talk", "PENALTY 3 suggestion 4", "penalty 1 other 20",
		"penalty 1 21", "penalty 1 talk 0", "penalty 1 4", "penalty", "misplay 2",
		"misplay", "penalty 2 talk talk",
	};
	char name[32];
	int i = 0;

	for (size_t k = 0; k < sizeof texts / sizeof texts[0]; k++) {
		snprintf(name, sizeof name, "text-%02d", i++);
		write_file(name, texts[k], strlen(texts[k]));
	}
	/* A NUL ends the text, whatever follows. */
	write_file("nul-in-text", "R7\0garbage", 10);
	write_file("nul-first", "\0R7", 3);
	/* Raw values: a play of R7 naming nothing, a cast deal, bad fields. */
	static const uint8_t play[8] = { UNO_MOVE_PLAY, 0, UNO_SEVEN, UNO_RED, UNO_NO_COLOR, 0xff, 0, 0 };
	static const uint8_t cast[8] = { UNO_MOVE_CAST, UNO_MOVE_F_DEAL, 0, 4, 4, 0xff, 0, 0 };
	static const uint8_t wild[8] = { UNO_MOVE_PLAY, UNO_MOVE_F_UNO, UNO_WILD, 4, UNO_BLUE, 0xff, 0, 0 };
	static const uint8_t junk[8] = { 0xff, 0x80, 0x7f, 9, 200, 0x80, 1, 2 };
	write_file("raw-play", play, sizeof play);
	write_file("raw-cast-deal", cast, sizeof cast);
	write_file("raw-wild-uno", wild, sizeof wild);
	write_file("raw-junk", junk, sizeof junk);
}

/* ------------------------------------------------------------------------
 * moves: the input layout of fuzz_moves.c
 */

struct buf {
	uint8_t b[4096];
	size_t n;
};

static void put(struct buf *o, unsigned v)
{
	if (o->n < sizeof o->b)
		o->b[o->n++] = (uint8_t)v;
}

/* Option settings of one seed: option id and wanted value; the value is
 * clamped to the variant's bounds and unsupported options are skipped. */
struct setting {
	int opt, value;
};

static void put_options(struct buf *o, const uno_rules *r, const struct setting *set, int n)
{
	unsigned mask = 0;
	int value[24];

	for (int i = 0; i < n; i++) {
		int min, max, def;
		if (uno_rules_option_info(r, set[i].opt, &min, &max, &def) != UNO_OK)
			continue;
		int v = set[i].value < min ? min : set[i].value > max ? max : set[i].value;
		mask |= 1u << set[i].opt;
		value[set[i].opt] = v - min;
	}
	put(o, mask & 0xff);
	put(o, (mask >> 8) & 0xff);
	put(o, mask >> 16);
	for (int opt = 0; opt < 24; opt++) {
		int min, max, def;
		if (!(mask & (1u << opt)))
			continue;
		uno_rules_option_info(r, opt, &min, &max, &def);
		put(o, (unsigned)value[opt] & 0xff);
		if (max - min + 1 > 256)
			put(o, (unsigned)value[opt] >> 8);
	}
}

static void moves(void)
{
	static const struct {
		const char *tag;
		struct setting set[8];
		int nset;
		int players_pick; /* 0 fewest, 1 most, else a middle one */
		unsigned mode;    /* fuzz_moves.c: hooks, 0x80 scripted */
		unsigned how;     /* scripted: 1 partial, 2 top as is */
	} cfg[] = {
		{ "plain", { { 0, 0 } }, 0, 0, 0x00, 0 },
		{ "house", { { UNO_OPT_STACKING, 2 }, { UNO_OPT_JUMP_IN, 1 }, { UNO_OPT_SEVEN_O, 1 },
			     { UNO_OPT_DRAW_UNTIL_PLAYABLE, 1 } }, 4, 1, 0x08, 0 },
		{ "hooks", { { UNO_OPT_TARGET_SCORE, 1 }, { UNO_OPT_CHALLENGER_SKIPPED, 1 },
			     { UNO_OPT_LOWEST_SCORE_WINS, 1 } }, 3, 2, 0x7f, 0 },
		{ "strict", { { UNO_OPT_STRICT_WILD_DRAW, 1 }, { UNO_OPT_FORCE_PLAY, 1 },
			      { UNO_OPT_STACKING, 1 }, { UNO_OPT_UNO_PENALTY, 4 } }, 4, 0, 0x28, 0 },
		{ "scripted", { { UNO_OPT_WILD_FIRST_RETURNED, 1 }, { UNO_OPT_DEALER, 0 } }, 2, 1,
		  0x80 | 0x0c, 2 },
		{ "partial", { { UNO_OPT_HAND_SIZE, 3 }, { UNO_OPT_ROTATING_PARTNERS, 1 },
			       { UNO_OPT_ELIMINATION_LIMIT, 60 } }, 3, 0, 0x80, 1 },
		/* Referee mode: made-up plays may stand as misplays. */
		{ "referee", { { UNO_OPT_REFEREE, 1 }, { UNO_OPT_MISPLAY_PENALTY, 3 },
			       { UNO_OPT_STRICT_WILD_DRAW, 1 } }, 3, 2, 0x00, 0 },
	};
	size_t nvariants = uno_rules_builtin_count();

	for (size_t v = 0; v < nvariants; v++) {
		const uno_rules *r = uno_rules_builtin_at(v);
		int counts = 0;
		for (int p = 0; p <= UNO_MAX_PLAYERS; p++)
			counts += uno_rules_allows_players(r, p) == 1;
		for (size_t c = 0; c < sizeof cfg / sizeof cfg[0]; c++) {
			struct buf o = { { 0 }, 0 };
			uint64_t rng = 0x5eed0000ull + v * 16 + c;
			char name[96];

			put(&o, (unsigned)v);
			put_options(&o, r, cfg[c].set, cfg[c].nset);
			put(&o, cfg[c].players_pick == 0 ? 0
				: cfg[c].players_pick == 1 ? (unsigned)counts - 1
							   : (unsigned)counts / 2);
			for (int i = 0; i < 4; i++)
				put(&o, below(&rng, 256));
			put(&o, cfg[c].mode);
			if (cfg[c].mode & 0x80) {
				put(&o, cfg[c].how);
				if (cfg[c].how & 1)
					put(&o, 60); /* cards in the partial deck */
				if (cfg[c].how & 2)
					put(&o, 2);  /* a wild on top as is names green */
				put(&o, 0);          /* dealer: seat n-1 */
			}
			/* The stream: mostly "a legal move of the seat to decide"
			 * (operations 0-7) with its choice byte; one operation in
			 * six is any other (8-16), followed by bytes it may read. */
			while (o.n < 600) {
				if (below(&rng, 6) == 0) {
					put(&o, 8 + below(&rng, 9));
					for (int k = below(&rng, 10); k > 0; k--)
						put(&o, below(&rng, 256));
				} else {
					put(&o, below(&rng, 8));
					put(&o, below(&rng, 256));
				}
			}
			snprintf(name, sizeof name, "%s-%s", uno_rules_name(r), cfg[c].tag);
			write_file(name, o.b, o.n);
		}
	}
}

/* ------------------------------------------------------------------------
 * load
 */

static void save_as(const uno_game *g, const char *name)
{
	uint8_t b[UNO_SAVE_MAX];
	int n = uno_game_save(g, b, sizeof b);

	if (n <= 0 || n > UNO_SAVE_MAX) {
		fprintf(stderr, "make_corpus: save failed (%d)\n", n);
		exit(1);
	}
	write_file(name, b, (size_t)n);
}

/* Save format 2 as format 1 wrote it (save.c): without the zero byte
 * and the length after the flags, and without the CRC. */
static size_t to_format1(uint8_t *b, size_t n)
{
	memmove(b + 6, b + 11, n - 15);
	b[4] = 1;
	return n - 9;
}

/* Format-2 bytes, edited, made whole again: their length and CRC fit. */
static void reseal(uint8_t *b, size_t n)
{
	uint32_t crc;
	for (int i = 0; i < 4; i++)
		b[7 + i] = (uint8_t)(n >> (8 * i));
	crc = uno__crc32c(0, b, n - 4);
	for (int i = 0; i < 4; i++)
		b[n - 4 + (size_t)i] = (uint8_t)(crc >> (8 * i));
}

/* The position in format 1 too, which loads unchecked: a fuzzer's changes
 * of it reach the field checks. */
static void save_as_format1(const uno_game *g, const char *name)
{
	uint8_t b[UNO_SAVE_MAX];
	int n = uno_game_save(g, b, sizeof b);

	if (n <= 15 || n > UNO_SAVE_MAX)
		exit(1);
	write_file(name, b, to_format1(b, (size_t)n));
}

static const char *const phase_name[] = {
	"play", "drawn", "color", "challenge", "round-over", "match-over",
	"handoff", "cast", "stack", "swap",
};

/* Plays one match at random and saves the first position of each phase
 * it reaches that *seen does not have yet (phases are saved once per
 * variant, so the corpus stays small). */
static void play_and_save(const uno_rules *r, const char *tag, int players, uint64_t seed,
			  unsigned *seen_by_variant)
{
	uno_move list[UNO_MAX_MOVES];
	uno_game *g = NULL;
	unsigned seen = *seen_by_variant;
	uint64_t rng = seed;
	char name[128];

	if (uno_game_new(&g, r, players, seed, NULL, NULL) != UNO_OK) {
		fprintf(stderr, "make_corpus: cannot create %s %s\n", uno_rules_name(r), tag);
		exit(1);
	}
	for (long step = 0; step < 200000; step++) {
		int phase = uno_game_phase(g);
		/* Not the very first position: a few moves in is more typical. */
		if (!(seen & (1u << phase)) && (step > 20 || phase != UNO_PHASE_PLAY)) {
			seen |= 1u << phase;
			snprintf(name, sizeof name, "%s-%s-%dp-%s.sav", uno_rules_name(r), tag,
				 players, phase_name[phase]);
			save_as(g, name);
			if (strcmp(tag, "house") == 0 && (phase == UNO_PHASE_PLAY ||
							  phase == UNO_PHASE_STACK)) {
				snprintf(name, sizeof name, "%s-%s-%dp-%s-format1.sav",
					 uno_rules_name(r), tag, players, phase_name[phase]);
				save_as_format1(g, name);
			}
		}
		if (phase == UNO_PHASE_MATCH_OVER)
			break;
		if (phase == UNO_PHASE_ROUND_OVER) {
			uno_game_next_round(g);
			continue;
		}
		int seat = uno_game_current_player(g);
		int n = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
		if (n <= 0)
			break;
		/* Plays two times in three when there is one, so rounds end. */
		int plays = 0;
		while (plays < n && list[plays].type == UNO_MOVE_PLAY)
			plays++;
		uno_move m = plays && below(&rng, 3) ? list[below(&rng, (unsigned)plays)]
						     : list[below(&rng, (unsigned)n)];
		if (m.type == UNO_MOVE_PLAY && uno_kind_is_wild(m.card.kind) && below(&rng, 3) == 0)
			m.color = UNO_NO_COLOR;
		if (uno_game_apply(g, seat, &m) != UNO_OK) {
			fprintf(stderr, "make_corpus: a listed move was refused\n");
			exit(1);
		}
	}
	uno_game_free(g);
	*seen_by_variant = seen;
}

static void load(void)
{
	size_t nvariants = uno_rules_builtin_count();

	for (size_t v = 0; v < nvariants; v++) {
		const uno_rules *base = uno_rules_builtin_at(v);
		uno_rules *house = NULL, *quick = NULL;
		int min, max, lo, hi, def;

		uno_rules_players(base, &min, &max);
		int most = max;
		while (uno_rules_allows_players(base, most) != 1)
			most--;
		if (uno_rules_copy(&house, base, NULL, NULL) != UNO_OK ||
		    uno_rules_copy(&quick, base, NULL, NULL) != UNO_OK)
			exit(1);
		/* House rules where the variant has them. */
		if (uno_rules_option_info(house, UNO_OPT_STACKING, &lo, &hi, &def) == UNO_OK)
			uno_rules_set(house, UNO_OPT_STACKING, hi);
		uno_rules_set(house, UNO_OPT_SEVEN_O, 1);
		uno_rules_set(house, UNO_OPT_JUMP_IN, 1);
		uno_rules_set(house, UNO_OPT_FORCE_PLAY, 1);
		/* A short match, to reach its end. */
		uno_rules_set(quick, UNO_OPT_TARGET_SCORE, 30);
		uno_rules_set(quick, UNO_OPT_ELIMINATION_LIMIT, 30);
		uno_rules_set(quick, UNO_OPT_LOWEST_SCORE_WINS, 1);

		/* House rules first, for the stack and swap decisions; the
		 * short match last, for the end of a match. */
		unsigned seen = 0;
		play_and_save(house, "house", most, 2000 + v, &seen);
		play_and_save(base, "default", min, 1000 + v, &seen);
		int mid = min + (most - min) / 2;
		while (uno_rules_allows_players(base, mid) != 1)
			mid++;
		play_and_save(quick, "quick", mid, 3000 + v, &seen);
		uno_rules_free(house);
		uno_rules_free(quick);
	}

	/* Referee mode: a misplay open to be caught, in every
	 * variant, saved with the game as it was before it. */
	for (size_t v = 0; v < nvariants; v++) {
		uno_rules *ref = NULL;
		if (uno_rules_copy(&ref, uno_rules_builtin_at(v), NULL, NULL) != UNO_OK ||
		    uno_rules_set(ref, UNO_OPT_REFEREE, 1) != UNO_OK)
			exit(1);
		int lo, hi;
		uno_rules_players(ref, &lo, &hi);
		while (uno_rules_allows_players(ref, lo) != 1)
			lo++;
		for (uint64_t seed = 1; seed < 50; seed++) {
			uno_game *rg = NULL;
			uno_card hand[UNO_MAX_DECK];
			if (uno_game_new(&rg, ref, lo, seed, NULL, NULL) != UNO_OK)
				exit(1);
			int seat = uno_game_current_player(rg), made = 0;
			int held = uno_game_hand(rg, seat, hand, UNO_MAX_DECK);
			for (int i = 0; i < held && !made && uno_game_phase(rg) == UNO_PHASE_PLAY; i++) {
				uno_move mv = uno_move_play(hand[i], uno_kind_is_wild(hand[i].kind) ? 1
												     : UNO_NO_COLOR);
				int why = UNO_REASON_OK;
				if (uno_game_check_move(rg, seat, &mv, &why) == UNO_OK &&
				    why != UNO_REASON_OK && uno_game_apply(rg, seat, &mv) == UNO_OK)
					made = 1;
			}
			if (made) {
				char name[96];
				snprintf(name, sizeof name, "%s-referee-misplay-open.sav",
					 uno_rules_name(ref));
				save_as(rg, name);
			}
			uno_game_free(rg);
			if (made)
				break;
		}
		uno_rules_free(ref);
	}

	/* Damaged copies of a Classic save: the loader must refuse them (or
	 * load a game that is sound), never crash. Damage as it comes (which
	 * the check refuses), edits made whole again (which reach the field
	 * checks), and the same edits of format 1. */
	const uno_rules *classic = uno_rules_builtin_at(0);
	uno_game *g = NULL;
	uint8_t b[UNO_SAVE_MAX + 1], m[UNO_SAVE_MAX + 1];
	if (uno_game_new(&g, classic, 4, 77, NULL, NULL) != UNO_OK)
		exit(1);
	int n = uno_game_save(g, b, sizeof b);
	uno_game_free(g);
	write_file("bad-truncated-half", b, (size_t)n / 2);
	write_file("bad-truncated-last", b, (size_t)n - 1);
	memcpy(m, b, (size_t)n);
	m[n] = 0;
	write_file("bad-trailing-byte", m, (size_t)n + 1);
	write_file("bad-header-only", b, 11);
	memcpy(m, b, (size_t)n);
	m[0] = 'X';
	write_file("bad-magic", m, (size_t)n);
	memcpy(m, b, (size_t)n);
	m[4] = 3;
	write_file("bad-version", m, (size_t)n);
	memcpy(m, b, (size_t)n);
	m[4] = 1; /* format 2 read as format 1 */
	write_file("bad-version-1", m, (size_t)n);
	memcpy(m, b, (size_t)n);
	m[8] ^= 1; /* the length */
	write_file("bad-length", m, (size_t)n);
	memcpy(m, b, (size_t)n);
	m[n - 1] ^= 0x80; /* the CRC */
	write_file("bad-crc", m, (size_t)n);
	memcpy(m, b, (size_t)n);
	m[6] = 1; /* the zero byte, resealed */
	reseal(m, (size_t)n);
	write_file("bad-zero-byte", m, (size_t)n);
	memcpy(m, b, (size_t)n);
	m[12] = 'k'; /* "classic" -> "klassic" */
	reseal(m, (size_t)n);
	write_file("bad-variant-name", m, (size_t)n);
	memcpy(m, b, (size_t)n);
	m[11] = 200; /* the name's length */
	reseal(m, (size_t)n);
	write_file("bad-name-length", m, (size_t)n);
	/* Bytes flipped across the whole save, one file per fifth: as they
	 * come, and resealed. */
	for (int k = 1; k < 5; k++) {
		char name[32];
		memcpy(m, b, (size_t)n);
		m[(size_t)n * (size_t)k / 5] ^= 0x41;
		snprintf(name, sizeof name, "bad-flip-%d", k);
		write_file(name, m, (size_t)n);
		reseal(m, (size_t)n);
		snprintf(name, sizeof name, "bad-flip-%d-resealed", k);
		write_file(name, m, (size_t)n);
	}
	/* Format 1, which has no check. */
	size_t n1 = to_format1(b, (size_t)n);
	memcpy(m, b, n1);
	m[7] = 'k';
	write_file("bad-format1-variant-name", m, n1);
	memcpy(m, b, n1);
	m[6] = 200;
	write_file("bad-format1-name-length", m, n1);
	write_file("bad-format1-truncated-last", b, n1 - 1);
	for (int k = 1; k < 5; k++) {
		char name[32];
		memcpy(m, b, n1);
		m[n1 * (size_t)k / 5] ^= 0x41;
		snprintf(name, sizeof name, "bad-format1-flip-%d", k);
		write_file(name, m, n1);
	}
}

/* ------------------------------------------------------------------------
 * replay: exported move logs
 */

static uno_card faces[UNO_MAX_DECK];
static int nfaces;
static uint64_t name_rng;

/* A draw hook that names a card of the variant now and then (the library
 * takes it when it is still in the draw pile): the log gets `named` lines. */
static int name_some(const uno_game *g, int seat, uno_card *card, void *user)
{
	(void)g;
	(void)seat;
	(void)user;
	if (below(&name_rng, 3) != 0)
		return 1;
	*card = faces[below(&name_rng, (unsigned)nfaces)];
	return 0;
}

/* Plays up to n random legal moves, next rounds included. */
static void play_moves(uno_game *g, uint64_t *rng, int n)
{
	uno_move list[UNO_MAX_MOVES];

	for (int k = 0; k < n; k++) {
		int phase = uno_game_phase(g);
		if (phase == UNO_PHASE_MATCH_OVER)
			return;
		if (phase == UNO_PHASE_ROUND_OVER) {
			uno_game_next_round(g);
			continue;
		}
		int seat = uno_game_current_player(g);
		int count = uno_game_legal_moves(g, seat, list, UNO_MAX_MOVES);
		if (count <= 0)
			return;
		uno_move m = list[below(rng, (unsigned)count)];
		if (m.type == UNO_MOVE_PLAY && uno_kind_is_wild(m.card.kind) && below(rng, 3) == 0)
			m.color = UNO_NO_COLOR;
		if (uno_game_apply(g, seat, &m) != UNO_OK)
			exit(1);
	}
}

static void write_log_ex(const uno_game *g, const char *name, unsigned flags)
{
	static char text[1 << 16];
	int n = uno_game_log_export_ex(g, text, sizeof text, flags);

	if (n <= 0 || (size_t)n >= sizeof text) {
		fprintf(stderr, "make_corpus: log export failed (%d)\n", n);
		exit(1);
	}
	write_file(name, text, (size_t)n);
}

static void write_log(const uno_game *g, const char *name)
{
	write_log_ex(g, name, 0);
}

static void replay(void)
{
	size_t nvariants = uno_rules_builtin_count();
	char name[96];

	for (size_t v = 0; v < nvariants; v++) {
		const uno_rules *base = uno_rules_builtin_at(v);
		uno_rules *house = NULL;
		uno_game *g = NULL;
		uno_hooks h;
		uint64_t rng = 4000 + v;
		int min, lo, hi, def;

		uno_rules_players(base, &min, NULL);
		nfaces = uno_rules_deck(base, faces, UNO_MAX_DECK);
		name_rng = 5000 + v;
		memset(&h, 0, sizeof h);
		h.size = sizeof h;
		h.draw = name_some;

		/* From the seed, with house rules and named draws. */
		if (uno_rules_copy(&house, base, NULL, NULL) != UNO_OK)
			exit(1);
		if (uno_rules_option_info(house, UNO_OPT_STACKING, &lo, &hi, &def) == UNO_OK)
			uno_rules_set(house, UNO_OPT_STACKING, hi);
		uno_rules_set(house, UNO_OPT_SEVEN_O, 1);
		uno_rules_set(house, UNO_OPT_JUMP_IN, 1);
		if (uno_game_new(&g, house, min, 6000 + v, NULL, NULL) != UNO_OK ||
		    uno_game_log_start(g, 4096) != UNO_OK ||
		    uno_game_set_hooks(g, &h, NULL) != UNO_OK)
			exit(1);
		play_moves(g, &rng, 250);
		snprintf(name, sizeof name, "%s-seed.log", uno_rules_name(base));
		write_log(g, name);

		/* Started later: from a saved snapshot. */
		if (uno_game_log_start(g, 4096) != UNO_OK)
			exit(1);
		play_moves(g, &rng, 40);
		snprintf(name, sizeof name, "%s-snapshot.log", uno_rules_name(base));
		write_log(g, name);
		/* With its check line (UNO_LOG_CHECKED). */
		snprintf(name, sizeof name, "%s-snapshot-checked.log", uno_rules_name(base));
		write_log_ex(g, name, UNO_LOG_CHECKED);
		uno_game_free(g);
		uno_rules_free(house);

		/* A scripted deck: the whole deck in the header. */
		uno_card deck[UNO_MAX_DECK];
		int n = uno_rules_deck(base, deck, UNO_MAX_DECK);
		for (int i = n - 1; i > 0; i--) {
			int j = (int)below(&rng, (unsigned)i + 1);
			uno_card t = deck[i];
			deck[i] = deck[j];
			deck[j] = t;
		}
		if (uno_game_new_scripted(&g, base, min, 7000 + v, deck, (size_t)n, 0, 0, NULL,
					  NULL) != UNO_OK ||
		    uno_game_log_start(g, 4096) != UNO_OK)
			exit(1);
		play_moves(g, &rng, 60);
		snprintf(name, sizeof name, "%s-scripted.log", uno_rules_name(base));
		write_log(g, name);
		uno_game_free(g);
	}

	/* Broken logs: refused with the line that failed. */
	static const char *const broken[] = {
		"variant classic\nplayers 4\nseed 1\n0 R7\n",
		"variant nope\nplayers 4\nseed 1\n",
		"variant classic\nplayers 11\nseed 1\n",
		"variant classic\nplayers 4\nseed -1\n",
		"variant classic\nplayers 4\nseed 1\noption no_such 3\n",
		"variant classic\nplayers 4\nseed 1\noption target_score 0\n",
		"variant classic\nplayers 4\nseed 1\nnext\n",
		"variant classic\nplayers 4\nseed 1\n9 draw\n",
		"variant classic\nplayers 4\nseed 1\nnamed 0 R7\n",
		"variant classic\nplayers 4\nseed 1\nstate 55\n",
		"variant classic\nplayers 2\nseed 1\ndealer 0\nflags 1\ndeck R1 R2 R3\n",
		"variant classic\nplayers 2\nseed 1\nbanana\n",
		"# only a comment\n\n",
		"",
	};
	for (size_t i = 0; i < sizeof broken / sizeof broken[0]; i++) {
		snprintf(name, sizeof name, "bad-%02zu.log", i);
		write_file(name, broken[i], strlen(broken[i]));
	}
}

int main(int argc, char **argv)
{
	if (argc != 3) {
		fprintf(stderr, "usage: %s notation|moves|load|replay DIR\n", argv[0]);
		return 2;
	}
	outdir = argv[2];
	if (strcmp(argv[1], "notation") == 0)
		notation();
	else if (strcmp(argv[1], "moves") == 0)
		moves();
	else if (strcmp(argv[1], "load") == 0)
		load();
	else if (strcmp(argv[1], "replay") == 0)
		replay();
	else {
		fprintf(stderr, "make_corpus: unknown corpus %s\n", argv[1]);
		return 2;
	}
	printf("make_corpus: %d files written to %s\n", written, outdir);
	return 0;
}
