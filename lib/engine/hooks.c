/*
 * Hooks (doc/hooks.md): the host's table, the events a step queues and
 * their delivery after it commits, the decision hooks answered one step at
 * a time, and the re-entrancy contract: a hook sees a committed game, may
 * call anything that does not change it, gets UNO_EBUSY from what would,
 * and a uno_game_free() from a hook is done when the outer call returns.
 * SPDX-License-Identifier: MIT
 */
#include "engine/hooks.h"
#include "engine/events.h"
#include "engine/game.h"
#include "engine/step.h"

/* Where each member of uno_hooks ends: a table is copied member by member,
 * as far as whole members fit in the size the host compiled. */
#define HOOK_END(member) (offsetof(uno_hooks, member) + sizeof(((uno_hooks *)0)->member))

static const size_t hook_end[] = {
	HOOK_END(choose_color), HOOK_END(challenge), HOOK_END(draw), HOOK_END(event),
	HOOK_END(cast),         HOOK_END(give),      HOOK_END(swap),
};

static size_t whole_members(size_t size)
{
	size_t n = sizeof(size_t);

	for (size_t i = 0; i < sizeof hook_end / sizeof hook_end[0]; i++)
		if (hook_end[i] <= size)
			n = hook_end[i];
	return n;
}

/* Takes or lets go of what a table needs: an event queue for an event
 * hook, a scratch state for a draw hook. Nothing changes on failure. */
static int reserve(uno_game *g, bool events, bool scratch)
{
	struct uno__event_queue *q = g->events;
	struct uno__state *w = g->scratch;

	if (events && !q && !(q = uno__alloc(g->alloc, g->alloc_user, sizeof *q)))
		return UNO_ENOMEM;
	if (scratch && !w && !(w = uno__alloc(g->alloc, g->alloc_user, sizeof *w))) {
		if (q != g->events)
			uno__free(g->alloc, g->alloc_user, q);
		return UNO_ENOMEM;
	}
	if (!events && q) {
		uno__free(g->alloc, g->alloc_user, q);
		q = NULL;
	}
	if (!scratch && w) {
		uno__free(g->alloc, g->alloc_user, w);
		w = NULL;
	}
	if (q && q != g->events)
		q->count = q->lost = 0;
	g->events = q;
	g->scratch = w;
	return UNO_OK;
}

static void release_layer(uno_game *g)
{
	if (g->layer_release)
		g->layer_release(g, g->layer);
	g->layer = NULL;
	g->layer_release = NULL;
}

int uno_game_set_hooks(uno_game *game, const uno_hooks *hooks, void *user)
{
	uno_hooks h;

	if (!game)
		return UNO_EINVAL;
	if (game->in_hook)
		return UNO_EBUSY;
	if (hooks && hooks->size < sizeof(size_t))
		return UNO_EINVAL;
	memset(&h, 0, sizeof h);
	if (hooks)
		memcpy(&h, hooks, whole_members(hooks->size));
	h.size = sizeof h;
	int rc = reserve(game, h.event != NULL, h.draw != NULL);
	if (rc != UNO_OK)
		return rc;
	/* The host's own table replaces any bots installed (bot.h). */
	release_layer(game);
	game->hooks = h;
	game->hook_user = hooks ? user : NULL;
	game->errmsg[0] = 0;
	return uno__finish_call(game, UNO_OK);
}

/* Asks the hook set for the pending decision; false when there is none or
 * it left the decision to the caller. */
static bool ask_hook(uno_game *g, uno_move *m)
{
	const struct uno__state *s = &g->s;
	const uno_hooks *h = &g->hooks;
	int seat = s->current, answer;
	uno_card card = { 0, UNO_NO_COLOR };

	if (g->free_pending || uno__over(s))
		return false;
	g->in_hook++;
	switch (s->phase) {
	case UNO_PHASE_COLOR:
		answer = h->choose_color ? h->choose_color(g, seat, g->hook_user) : -1;
		*m = uno__move(UNO_MOVE_COLOR);
		m->color = (uint8_t)answer;
		answer = answer >= 0 && answer <= 3;
		break;
	case UNO_PHASE_CHALLENGE:
		answer = h->challenge ? h->challenge(g, seat, g->hook_user) : -1;
		*m = uno__move(answer == 1 ? UNO_MOVE_CHALLENGE : UNO_MOVE_ACCEPT);
		answer = answer == 0 || answer == 1;
		break;
	case UNO_PHASE_CAST:
		answer = h->cast ? h->cast(g, seat, g->hook_user) : -1;
		*m = uno__move(UNO_MOVE_CAST);
		if (answer == UNO_CAST_DEAL)
			m->flags = UNO_MOVE_F_DEAL;
		else
			m->target = (int8_t)answer;
		answer = answer == UNO_CAST_DEAL || (answer >= 0 && answer < s->players);
		break;
	case UNO_PHASE_SWAP:
		answer = h->swap ? h->swap(g, seat, g->hook_user) : -1;
		*m = uno__move(UNO_MOVE_SWAP);
		m->target = (int8_t)answer;
		answer = answer >= 0 && answer < s->players;
		break;
	case UNO_PHASE_HANDOFF:
		answer = h->give ? h->give(g, seat, &card, g->hook_user) : -1;
		*m = uno__move(UNO_MOVE_GIVE);
		m->card = card;
		answer = answer == 0;
		break;
	default:
		answer = 0;
		break;
	}
	g->in_hook--;
	return answer && !g->free_pending;
}

/* A hook answered with a move the rules refuse: the decision stays
 * pending, the call that asked still succeeds (its own move stood), and
 * the host hears of it as an event; errmsg stays empty, as after any
 * success. */
static void hook_refused(uno_game *g, int seat, const uno_move *m, int rc, int reason)
{
	g->errmsg[0] = 0;
	if (!g->hooks.event)
		return;
	/* The card a give hook named, when this game's table can name it: an
	 * event never carries a card foreign to the game (a kind 20-31 the
	 * variant does not declare is reported by its status alone). */
	unsigned face = m->type == UNO_MOVE_GIVE && uno__card_valid(m->card) &&
					uno__table_kind(g->s.rules.v, m->card.kind)
				? uno__face(m->card.kind, m->card.color)
				: UNO__NO_FACE;
	uno__queue_event(g, UNO_EV_HOOK_REFUSED, seat, m->target, m->color, face, reason, rc);
	uno__deliver_events(g);
}

void uno__run_decision_hooks(uno_game *g)
{
	uno_move m;

	while (ask_hook(g, &m)) {
		int seat = g->s.current, reason;
		int rc = uno__apply_move(g, seat, &m, &reason);
		if (rc != UNO_OK) {
			hook_refused(g, seat, &m, rc, reason);
			return;
		}
	}
}

int uno__finish_call_slow(uno_game *g, int rc)
{
	uno__deliver_events(g);
	uno__run_hooks(g);
	if (rc == UNO_OK)
		g->errmsg[0] = 0; /* a success leaves no message */
	if (g->free_pending)
		uno__game_destroy(g);
	return rc;
}
