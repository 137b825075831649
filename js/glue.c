/*
 * The JavaScript package's side of the WebAssembly module (js/meson.build):
 * what the public C API offers in a form that crosses into JavaScript
 * without guessing at C's layout rules.
 *
 * - Structures passed or returned by value (uno_card, uno_move) get
 *   pointer forms.
 * - The hooks are C trampolines that call one imported JavaScript function,
 *   unojs_hook(), with the hook's kind: no function table entries are made
 *   at run time.
 * - unojs_layout() describes the structures JavaScript reads (sizes and
 *   field offsets by name), so the package never hard-codes an offset.
 *
 * Only the public API is used here, as any host would.
 * SPDX-License-Identifier: MIT
 */
#include <stddef.h>
#include <stdint.h>

#include <uno/uno.h>

#define UNOJS_EXPORT __attribute__((used, visibility("default")))

UNOJS_EXPORT int unojs_set_hooks(uno_game *game, unsigned which, uint32_t user);
UNOJS_EXPORT int unojs_card_format(const uno_card *card, char *buf, size_t cap);
UNOJS_EXPORT int unojs_card_valid(const uno_card *card);
UNOJS_EXPORT int unojs_rules_card_format(const uno_rules *rules, const uno_card *card, char *buf,
					 size_t cap);
UNOJS_EXPORT int unojs_rules_card_format_side(const uno_rules *rules, const uno_card *card, int side,
					      char *buf, size_t cap);
UNOJS_EXPORT int unojs_rules_symbols(const uno_rules *rules, char *buf, size_t cap);
UNOJS_EXPORT int unojs_rules_card_name(const uno_rules *rules, const uno_card *card, int side,
				       char *buf, size_t cap);
UNOJS_EXPORT int unojs_bot_new(uno_bot **out, int kind, uint32_t playouts,
			       uint32_t determinizations, int32_t mistakes, uint64_t seed);
UNOJS_EXPORT const char *unojs_layout(void);

/* Provided by the package's loader (js/src/wasm.js). */
__attribute__((import_module("env"), import_name("unojs_hook")))
extern int unojs_hook(int kind, const uno_game *game, int seat, void *data, void *user);

/* The hook kinds, as js/src/wasm.js numbers them. */
enum {
	HOOK_COLOR = 0,
	HOOK_CHALLENGE = 1,
	HOOK_DRAW = 2,
	HOOK_EVENT = 3,
	HOOK_CAST = 4,
	HOOK_GIVE = 5,
	HOOK_SWAP = 6,
};

/* A trampoline per hook: the hook's arguments and its kind, to JS. */
#define SEAT_HOOK(name, kind) \
	static int name(const uno_game *g, int seat, void *user) \
	{ \
		return unojs_hook(kind, g, seat, NULL, user); \
	}
#define CARD_HOOK(name, kind) \
	static int name(const uno_game *g, int seat, uno_card *card, void *user) \
	{ \
		return unojs_hook(kind, g, seat, card, user); \
	}

SEAT_HOOK(tr_color, HOOK_COLOR)
SEAT_HOOK(tr_challenge, HOOK_CHALLENGE)
SEAT_HOOK(tr_cast, HOOK_CAST)
SEAT_HOOK(tr_swap, HOOK_SWAP)
CARD_HOOK(tr_draw, HOOK_DRAW)
CARD_HOOK(tr_give, HOOK_GIVE)

static void tr_event(const uno_game *g, const uno_event *ev, void *user)
{
	/* The event is only read on the other side. */
	(void)unojs_hook(HOOK_EVENT, g, ev->seat, (void *)(uintptr_t)ev, user);
}

/* Installs the trampolines of the kinds set in `which` (bit per kind);
 * `user` comes back to unojs_hook() and names the game on the JS side. */
UNOJS_EXPORT int unojs_set_hooks(uno_game *game, unsigned which, uint32_t user)
{
	uno_hooks h = { .size = sizeof h };

	if (which & 1u << HOOK_COLOR)
		h.choose_color = tr_color;
	if (which & 1u << HOOK_CHALLENGE)
		h.challenge = tr_challenge;
	if (which & 1u << HOOK_DRAW)
		h.draw = tr_draw;
	if (which & 1u << HOOK_EVENT)
		h.event = tr_event;
	if (which & 1u << HOOK_CAST)
		h.cast = tr_cast;
	if (which & 1u << HOOK_GIVE)
		h.give = tr_give;
	if (which & 1u << HOOK_SWAP)
		h.swap = tr_swap;
	return uno_game_set_hooks(game, which ? &h : NULL, (void *)(uintptr_t)user);
}

UNOJS_EXPORT int unojs_card_format(const uno_card *card, char *buf, size_t cap)
{
	if (!card)
		return UNO_EINVAL;
	return uno_card_format(*card, buf, cap);
}

UNOJS_EXPORT int unojs_card_valid(const uno_card *card)
{
	return card ? uno_card_valid(*card) : UNO_EINVAL;
}

UNOJS_EXPORT int unojs_rules_card_format(const uno_rules *rules, const uno_card *card, char *buf,
					 size_t cap)
{
	if (!card)
		return UNO_EINVAL;
	return uno_rules_card_format(rules, *card, buf, cap);
}

/* A card as it reads on one side of two-sided cards (UNO Flip). */
UNOJS_EXPORT int unojs_rules_card_format_side(const uno_rules *rules, const uno_card *card, int side,
					      char *buf, size_t cap)
{
	if (!card)
		return UNO_EINVAL;
	return uno_rules_card_format_side(rules, *card, side, buf, cap);
}

/* A card's English name in a table, read on one side (text.h). */
UNOJS_EXPORT int unojs_rules_card_name(const uno_rules *rules, const uno_card *card, int side,
				       char *buf, size_t cap)
{
	if (!card)
		return UNO_EINVAL;
	return uno_rules_card_name(rules, *card, side, buf, cap);
}

/*
 * The symbols of a variant's kinds, kind 0 first, each followed by a
 * space: the key of its notation, which depends on nothing else. Returns
 * the text's length, or UNO_ENOSPC when it does not fit (nul included).
 */
UNOJS_EXPORT int unojs_rules_symbols(const uno_rules *rules, char *buf, size_t cap)
{
	size_t n = 0;

	if (!rules || !buf)
		return UNO_EINVAL;
	for (int k = 0; k < UNO_KIND_COUNT; k++) {
		const char *s = uno_rules_kind_symbol(rules, k);
		for (; s && *s; s++) {
			if (n + 2 > cap)
				return UNO_ENOSPC;
			buf[n++] = *s;
		}
		if (n + 2 > cap)
			return UNO_ENOSPC;
		buf[n++] = ' ';
	}
	buf[n] = 0;
	return (int)n;
}

/* A bot of a kind (0 and up: a uno_bot_kind) or of a difficulty level
 * (-1 - level), with the default options but those given non-zero, and
 * the mistakes given unless -1. */
UNOJS_EXPORT int unojs_bot_new(uno_bot **out, int kind, uint32_t playouts,
			       uint32_t determinizations, int32_t mistakes, uint64_t seed)
{
	uno_bot_options o;
	int rc = kind >= 0 ? uno_bot_options_init(&o, kind) : uno_bot_options_level(&o, -1 - kind);

	if (rc < 0) {
		if (out)
			*out = NULL;
		return rc;
	}
	if (playouts)
		o.playouts = playouts;
	if (determinizations)
		o.determinizations = determinizations;
	if (mistakes >= 0)
		o.mistakes = (uint32_t)mistakes;
	o.seed = seed;
	return uno_bot_new(out, &o, NULL, NULL);
}

/*
 * The layout of the structures JavaScript reads and writes, as
 * `name=offset;` pairs: `T.size` for a structure's size, `T.field` for a
 * field's offset. offsetof() is an integer constant expression but not a
 * preprocessor number, so the text is built at run time, once.
 */
static char layout[2048];

static void put(size_t *at, const char *name, size_t value)
{
	char digits[24];
	int n = 0;

	do
		digits[n++] = (char)('0' + value % 10);
	while ((value /= 10) && n < (int)sizeof digits);
	while (*name && *at + 1 < sizeof layout)
		layout[(*at)++] = *name++;
	if (*at + 1 < sizeof layout)
		layout[(*at)++] = '=';
	while (n && *at + 1 < sizeof layout)
		layout[(*at)++] = digits[--n];
	if (*at + 1 < sizeof layout)
		layout[(*at)++] = ';';
	layout[*at] = 0;
}

#define PUT(type, member) put(&at, #type "." #member, offsetof(type, member))

UNOJS_EXPORT const char *unojs_layout(void)
{
	size_t at = 0;

	if (layout[0])
		return layout;
	put(&at, "uno_card.size", sizeof(uno_card));
	PUT(uno_card, kind);
	PUT(uno_card, color);
	put(&at, "uno_move.size", sizeof(uno_move));
	PUT(uno_move, type);
	PUT(uno_move, flags);
	PUT(uno_move, card);
	PUT(uno_move, color);
	PUT(uno_move, target);
	PUT(uno_move, count);
	PUT(uno_move, reason);
	put(&at, "uno_event.size", sizeof(uno_event));
	PUT(uno_event, type);
	PUT(uno_event, seat);
	PUT(uno_event, other);
	PUT(uno_event, color);
	PUT(uno_event, card);
	PUT(uno_event, reason);
	PUT(uno_event, side);
	PUT(uno_event, value);
	PUT(uno_event, hidden);
	put(&at, "uno_decision.size", sizeof(uno_decision));
	PUT(uno_decision, seat);
	PUT(uno_decision, phase);
	PUT(uno_decision, count);
	PUT(uno_decision, faces);
	PUT(uno_decision, mask);
	put(&at, "uno_view.size", sizeof(uno_view));
	PUT(uno_view, seat);
	PUT(uno_view, players);
	PUT(uno_view, current);
	PUT(uno_view, phase);
	PUT(uno_view, direction);
	PUT(uno_view, color);
	PUT(uno_view, dealer);
	PUT(uno_view, exposed);
	PUT(uno_view, top);
	PUT(uno_view, draw_pile);
	PUT(uno_view, pending_draw);
	PUT(uno_view, round);
	PUT(uno_view, round_winner);
	PUT(uno_view, match_winner);
	PUT(uno_view, shown_by);
	PUT(uno_view, side);
	PUT(uno_view, hand_count);
	PUT(uno_view, hand_size);
	PUT(uno_view, seat_status);
	PUT(uno_view, team);
	PUT(uno_view, called);
	PUT(uno_view, score);
	PUT(uno_view, hand);
	PUT(uno_view, discard_count);
	PUT(uno_view, shown_count);
	PUT(uno_view, turned_count);
	PUT(uno_view, discard);
	PUT(uno_view, shown);
	PUT(uno_view, turned);
	put(&at, "uno_belief.size", sizeof(uno_belief));
	PUT(uno_belief, hand_size);
	PUT(uno_belief, least);
	PUT(uno_belief, most);
	put(&at, "uno_definition_error.size", sizeof(uno_definition_error));
	PUT(uno_definition_error, line);
	PUT(uno_definition_error, column);
	PUT(uno_definition_error, message);
	put(&at, "UNO_MAX_PLAYERS", UNO_MAX_PLAYERS);
	put(&at, "UNO_MAX_DECK", UNO_MAX_DECK);
	put(&at, "UNO_MAX_MOVES", UNO_MAX_MOVES);
	put(&at, "UNO_SAVE_MAX", UNO_SAVE_MAX);
	put(&at, "UNO_MOVE_INDEX_COUNT", UNO_MOVE_INDEX_COUNT);
	put(&at, "UNO_DECISION_WORDS", UNO_DECISION_WORDS);
	put(&at, "UNO_PENALTY_MAX", UNO_PENALTY_MAX);
	return layout;
}
