/*
 * Queries: what a host may read of a game.
 * SPDX-License-Identifier: MIT
 */
#include "engine/query.h"


const uno_rules *uno_game_rules(const uno_game *game)
{
	return game ? &game->s.rules : NULL;
}

int uno_game_players(const uno_game *game)
{
	return game ? game->s.players : UNO_EINVAL;
}

int uno_game_phase(const uno_game *game)
{
	return game ? game->s.phase : UNO_EINVAL;
}

int uno_game_current_player(const uno_game *game)
{
	if (!game)
		return UNO_EINVAL;
	return uno__over(&game->s) ? UNO_ESTATE : game->s.current;
}

int uno_game_direction(const uno_game *game)
{
	/* Not UNO_EINVAL: that is -1, which is also counterclockwise. */
	return game ? game->s.direction : 0;
}

int uno_game_top_card(const uno_game *game, uno_card *out)
{
	if (!game || !out)
		return UNO_EINVAL;
	const struct uno__state *s = &game->s;
	uno_card c = uno__face_card(UNO__ENTRY_FACE(UNO__DISCARD(s, s->ndiscard - 1)));
	/* A wild on top carries the color named for it, once named. */
	if (uno__is_wild(c.kind))
		c.color = s->color;
	*out = c;
	return UNO_OK;
}

int uno_game_current_color(const uno_game *game)
{
	return game ? game->s.color : UNO_EINVAL;
}

int uno_game_hand(const uno_game *game, int seat, uno_card *buf, size_t cap)
{
	if (!uno__valid_seat(game, seat) || (!buf && cap))
		return UNO_EINVAL;
	const struct uno__state *s = &game->s;
	size_t n = 0;
	for (uno__fset m = s->mask[seat]; m; m &= m - 1) {
		unsigned f = uno__fset_first(m);
		for (unsigned k = uno__hand_count(s, seat, f); k > 0; k--, n++)
			if (n < cap)
				buf[n] = uno__face_card(f);
	}
	return (int)n;
}

int uno_game_side(const uno_game *game)
{
	return game ? game->s.side : UNO_EINVAL;
}

unsigned uno__hidden_counts(const struct uno__state *s, int seat, int target,
			    uint8_t counts[UNO__FACES])
{
	unsigned n = 0;

	memset(counts, 0, UNO__FACES);
	/* A seat sees no hidden face of its own hand, a spectator none of
	 * any hand (game.h, UNO_SPECTATOR). */
	if (!uno__sided(s) || target == seat || (seat == UNO_SPECTATOR && target != UNO_DRAW_PILE))
		return 0;
	if (target == UNO_DRAW_PILE) {
		if (s->ndraw) {
			counts[uno__id_face(s, s->ids[s->ndraw - 1], !s->side)]++;
			n++;
		}
		return n;
	}
	for (uno__fset m = s->held[target]; m; m &= m - 1, n++)
		counts[uno__id_face(s, uno__id_first(m), !s->side)]++;
	return n;
}

int uno_game_hidden_faces(const uno_game *game, int seat, int target, uno_card *buf, size_t cap)
{
	uint8_t counts[UNO__FACES];

	if (!uno__valid_viewer(game, seat) || (!buf && cap) ||
	    (target != UNO_DRAW_PILE && !uno__valid_seat(game, target)))
		return UNO_EINVAL;
	uno__hidden_counts(&game->s, seat, target, counts);
	return (int)uno__counts_to_list(counts, buf, cap);
}

int uno_game_hand_size(const uno_game *game, int seat)
{
	return uno__valid_seat(game, seat) ? game->s.hand_size[seat] : UNO_EINVAL;
}

int uno_game_draw_pile_size(const uno_game *game)
{
	return game ? game->s.ndraw : UNO_EINVAL;
}

int uno_game_discard_pile_size(const uno_game *game)
{
	return game ? game->s.ndiscard : UNO_EINVAL;
}

int uno_game_score(const uno_game *game, int seat)
{
	return uno__valid_seat(game, seat) ? game->s.score[seat] : UNO_EINVAL;
}

int uno_game_dealer(const uno_game *game)
{
	return game ? game->s.dealer : UNO_EINVAL;
}

int uno_game_round(const uno_game *game)
{
	return game ? (int)game->s.round : UNO_EINVAL;
}

int uno_game_round_winner(const uno_game *game)
{
	if (!game)
		return UNO_EINVAL;
	return uno__over(&game->s) ? game->s.round_winner : UNO_ESTATE;
}

int uno_game_match_winner(const uno_game *game)
{
	if (!game)
		return UNO_EINVAL;
	return game->s.phase == UNO_PHASE_MATCH_OVER ? game->s.match_winner : UNO_ESTATE;
}

int uno_game_uno_called(const uno_game *game, int seat)
{
	return uno__valid_seat(game, seat) ? uno__called(&game->s, seat) : UNO_EINVAL;
}

int uno_game_team(const uno_game *game, int seat)
{
	return uno__valid_seat(game, seat) ? game->s.team[seat] : UNO_EINVAL;
}

int uno_game_seat_status(const uno_game *game, int seat)
{
	return uno__valid_seat(game, seat) ? game->s.seat_status[seat] : UNO_EINVAL;
}

int uno_game_turned(const uno_game *game, uno_card *buf, size_t cap)
{
	if (!game || (!buf && cap))
		return UNO_EINVAL;
	unsigned n = game->s.nturned;
	for (unsigned i = 0; i < n && i < cap; i++)
		buf[i] = uno__face_card(game->s.turned[i]);
	return (int)n;
}

int uno_game_gives_left(const uno_game *game)
{
	return game ? game->s.gives_left : UNO_EINVAL;
}

int uno_game_pending_draw(const uno_game *game)
{
	return game ? game->s.stack : UNO_EINVAL;
}

int uno_game_misplay(const uno_game *game, int *reason)
{
	if (!game)
		return UNO_EINVAL;
	if (!game->s.misplay)
		return UNO_ESTATE;
	if (reason)
		*reason = game->s.misplay_reason;
	return game->s.misplay - 1;
}
