/*
 * The end of a round and of the match: scoring for every variant (G-4,
 * G-7, G-8, G-9, P-2, P-3, E-1, E-2, TM-8).
 * SPDX-License-Identifier: MIT
 */
#include "engine/score.h"
#include "engine/hands.h"
#include "engine/belief.h"
#include "engine/events.h"

/* ---- the end of a round (G-7, G-8, G-9, G-4, P-2, E-1, TM-8) ---- */

static void end_match(uno_game *g, int winner)
{
	struct uno__state *s = g->w;

	s->match_winner = (int8_t)winner;
	uno__decide(s, UNO_PHASE_MATCH_OVER, s->current);
	uno__emit(g, UNO_EV_MATCH_END, winner, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE, 0,
		  s->score[winner]);
}

/* The seat with the lowest (or highest) total; ties go to the lowest seat. */
static int extreme_score(const struct uno__state *s, bool highest)
{
	int best = 0;
	for (int p = 1; p < s->players; p++)
		if (highest ? s->score[p] > s->score[best] : s->score[p] < s->score[best])
			best = p;
	return best;
}

/* E-1: totals at the limit leave the table; one seat left wins (E-2). */
static void eliminate(uno_game *g, int winner)
{
	struct uno__state *s = g->w;
	int limit = uno__opt(s, UNO_OPT_ELIMINATION_LIMIT);

	for (int p = 0; p < s->players; p++)
		if (s->seat_status[p] != UNO_SEAT_ELIMINATED && s->score[p] >= limit) {
			s->seat_status[p] = UNO_SEAT_ELIMINATED;
			uno__emit(g, UNO_EV_ELIMINATED, p, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE,
				  0, s->score[p]);
		}
	if (uno__active_players(s) <= 1)
		end_match(g, winner);
}

static void end_match_if_reached(uno_game *g)
{
	struct uno__state *s = g->w;
	int target = uno__opt(s, UNO_OPT_TARGET_SCORE);

	if (uno__opt(s, UNO_OPT_SINGLE_ROUND)) {
		end_match(g, s->round_winner); /* NM-1 */
	} else if (s->rules.v->flags & UNO__V_ELIMINATION) {
		eliminate(g, s->round_winner);
	} else if (uno__opt(s, UNO_OPT_ROTATING_PARTNERS)) {
		/* P-3: one full rotation, then the highest individual total. */
		if (s->round >= (uint32_t)(s->players - 1))
			end_match(g, extreme_score(s, true));
	} else if (uno__opt(s, UNO_OPT_LOWEST_SCORE_WINS)) {
		for (int p = 0; p < s->players; p++)
			if (s->score[p] >= target) {
				end_match(g, extreme_score(s, false));
				break;
			}
	} else if (s->score[s->round_winner] >= target) {
		end_match(g, s->round_winner);
	}
}

void uno__end_round(uno_game *g, int winner, bool blocked)
{
	struct uno__state *s = g->w;
	bool own_hands = uno__opt(s, UNO_OPT_LOWEST_SCORE_WINS) ||
			 (s->rules.v->flags & UNO__V_ELIMINATION);
	int32_t points = 0;

	s->round_winner = (int8_t)winner;
	s->blocked = blocked;
	s->exposed = 0;
	s->must_play = 0;
	/* What the round's history told is over with it (and tracking,
	 * were it paused, is on again). */
	uno__belief_clear(s);
	uno__decide(s, UNO_PHASE_ROUND_OVER, s->current);
	/* Everyone outside the winner's team counts against it. */
	int bonus = s->rules.v->knock_out_bonus;
	for (int p = 0; p < s->players; p++) {
		if (s->team[p] == s->team[winner])
			continue;
		/* NM-13: a seat knocked out scores the bonus, not its hand. */
		int own = bonus && s->seat_status[p] == UNO_SEAT_KNOCKED_OUT ? bonus
									: uno__hand_points(s, p);
		/* H-15: every point of the round counts twice. */
		own <<= uno__opt(s, UNO_OPT_DOUBLE_SCORE) ? 1 : 0;
		points += own;
		if (own_hands)
			s->score[p] += own;
	}
	if (!own_hands)
		for (int p = 0; p < s->players; p++)
			if (s->team[p] == s->team[winner])
				s->score[p] += points;
	uno__emit(g, UNO_EV_ROUND_END, winner, UNO__NO_SEAT, UNO_NO_COLOR, UNO__NO_FACE,
		  blocked, points);
	end_match_if_reached(g);
}

/* G-4: fewest card points wins; ties go to the first after the last player. */
void uno__end_blocked_round(uno_game *g)
{
	struct uno__state *s = g->w;
	int from = s->last_player >= 0 ? s->last_player : s->dealer;
	int best = UNO__NO_SEAT, best_points = 0;

	for (int i = 0, p = uno__next_seat(s, from); i < s->players; i++, p = uno__next_seat(s, p)) {
		int points = uno__hand_points(s, p);
		if (best == UNO__NO_SEAT || points < best_points) {
			best = p;
			best_points = points;
		}
	}
	uno__end_round(g, best, true);
}
