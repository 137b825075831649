"""libuno.Tournament: the partner tournament of TOUR-1 (tournament.h), its
schedule, its totals and standings, and its errors."""
import collections
import itertools
import random
import unittest

import libuno
from libuno import Tournament


def check_schedule(test, t):
    """Every hand seats every player once, partners across (P-1); over the
    tournament every pair of players partners hands_per_partner times."""
    together = collections.Counter()
    for hand in range(t.hands):
        seated = []
        for table, seats in enumerate(t.seating(hand)):
            test.assertEqual(seats, t.seats(hand, table))
            test.assertEqual(len(seats), 4)
            seated += seats
            for s, player in enumerate(seats):
                test.assertEqual(t.table_of(hand, player), table)
                test.assertEqual(t.partner(hand, player), seats[(s + 2) % 4])
            together[frozenset(seats[0::2])] += 1
            together[frozenset(seats[1::2])] += 1
        test.assertEqual(sorted(seated), list(range(t.players)))
    pairs = [frozenset(p) for p in itertools.combinations(range(t.players), 2)]
    test.assertEqual(set(together), set(pairs))
    test.assertEqual(set(together.values()), {t.hands_per_partner})


def play_first_round(game, rng):
    while not game.round_over:
        moves = game.legal_moves()
        plays = [m for m in moves if m.is_play]
        game.apply(rng.choice(plays or moves))


class Schedule(unittest.TestCase):

    def test_eight_players_two_tables_28_hands_each_pair_four_times_TOUR_1(self):
        """TOUR-1: eight players at two tables of four, 28 hands, every
        player partners every other player for four hands."""
        t = Tournament(8, hands_per_partner=4)
        self.assertEqual((t.players, t.tables, t.hands, t.hands_per_partner),
                         (8, 2, 28, 4))
        self.assertEqual(Tournament().hands, 28)     # the official defaults
        check_schedule(self, t)

    def test_the_documented_rule_for_eight_players_TOUR_1(self):
        # doc/tournament.md: hand 0 pairs 7-0, 1-6, 2-5, 3-4, and
        # partnerships 3 and 0 meet at table 0.
        t = Tournament(8, 4)
        self.assertEqual(t.seats(0, 0), (3, 7, 4, 0))
        self.assertEqual(t.seats(0, 1), (1, 2, 6, 5))
        self.assertEqual(t.partner(1, 7), 1)
        # Hand 7 starts the second pass: the same partners, other opponents.
        self.assertEqual([t.partner(7, p) for p in range(8)],
                         [t.partner(0, p) for p in range(8)])
        self.assertNotEqual(t.seats(7, 0), t.seats(0, 0))

    def test_generalized_to_multiples_of_four_TOUR_1(self):
        """TOUR-1 generalized: any multiple of four players, any number of
        hands per partnership."""
        for players, per in ((4, 1), (4, 3), (12, 2), (16, 1), (Tournament.MAX_PLAYERS, 1)):
            with self.subTest(players=players, hands_per_partner=per):
                t = Tournament(players, per)
                self.assertEqual(t.tables, players // 4)
                self.assertEqual(t.hands, (players - 1) * per)
                check_schedule(self, t)

    def test_p3_rotating_partners_share_the_schedule_P_3(self):
        """P-3: a single table rotating partners uses the same schedule:
        round r's teams are the tournament's partners in hand r-1."""
        t = Tournament(4, 1)
        game = libuno.Game("partners", 4, seed=7, options={"rotating_partners": 1,
                                                        "target_score": 100000})
        rng = random.Random(7)
        for rnd in range(1, 4):
            self.assertEqual(game.round, rnd)
            for p in range(4):
                self.assertEqual(game.team(p), game.team(t.partner(rnd - 1, p)))
            play_first_round(game, rng)
            if not game.match_over:
                game.next_round()


class Totals(unittest.TestCase):

    def test_totals_add_up_and_standings_rank_them_TOUR_1(self):
        """TOUR-1: each player's total is what their partnerships scored;
        the highest total wins."""
        t = Tournament(8, 4)
        rng = random.Random(99)
        expect = [0] * 8
        self.assertEqual(len(t.remaining), 56)
        for hand in range(t.hands):
            for table in range(t.tables):
                side, value = rng.randrange(2), rng.randrange(200)
                points = [0] * 4
                points[side] = points[side + 2] = value      # P-2
                for s, player in enumerate(t.seats(hand, table)):
                    expect[player] += points[s]
                self.assertFalse(t.recorded(hand, table))
                t.record(hand, table, points)
                self.assertTrue(t.recorded(hand, table))
        self.assertTrue(t.complete)
        self.assertEqual(t.remaining, [])
        self.assertEqual(t.totals, expect)
        self.assertEqual([t.total(p) for p in range(8)], expect)
        order = t.standings()
        self.assertEqual(order, sorted(range(8), key=lambda p: (-expect[p], p)))

    def test_standings_break_ties_by_player_number(self):
        t = Tournament(4, 1)
        seats = t.seats(0, 0)
        t.record(0, 0, (10, 0, 10, 0))
        winners = sorted(seats[0::2])
        self.assertEqual(t.standings()[:2], winners)
        self.assertEqual(t.standings()[2:], sorted(seats[1::2]))
        self.assertEqual(Tournament(8, 1).standings(), list(range(8)))

    def test_a_hand_is_recorded_once_and_errors_change_nothing(self):
        t = Tournament(8, 4)
        for bad in ([5, -1, 5, 0], [1000001, 0, 0, 0], [1, 2, 3], [1, 2, 3, 4, 5]):
            with self.subTest(points=bad):
                with self.assertRaises(libuno.InvalidArgument):
                    t.record(3, 1, bad)
        for bad in ("5 0 5 0", 5, None, [1.0, 0, 0, 0], [True, 0, 0, 0]):
            with self.subTest(points=bad):
                with self.assertRaises(TypeError):
                    t.record(3, 1, bad)
        for hand, table in ((28, 0), (-1, 0), (0, 2), (0, -1)):
            with self.subTest(hand=hand, table=table):
                with self.assertRaises(libuno.InvalidArgument):
                    t.record(hand, table, [0, 0, 0, 0])
        self.assertFalse(t.recorded(3, 1))
        self.assertEqual(t.totals, [0] * 8)
        t.record(3, 1, [5, 0, 5, 0])
        with self.assertRaises(libuno.InvalidState) as cm:
            t.record(3, 1, [5, 0, 5, 0])
        self.assertIn("already recorded", str(cm.exception))
        seats = t.seats(3, 1)
        self.assertEqual(t.total(seats[0]), 5)
        self.assertEqual(t.total(seats[1]), 0)
        self.assertEqual(sum(t.totals), 10)

    def test_record_game_takes_the_first_round_scores_P_2(self):
        """P-2: both partners of the side that went out score the hand's
        points: seat 0 goes out, 0 and 2 score G2 + Y9 = 11."""
        t = Tournament(8, 4)
        game = libuno.Game.from_hands("partners", ["R1", "G2", "B3", "Y9"],
                                   first="R5", draw="B7 B8", fill=False,
                                   options={"hand_size": 1})
        with self.assertRaises(libuno.InvalidState) as cm:
            t.record_game(0, 0, game)           # the round is being played
        self.assertIn("not over", str(cm.exception))
        game.apply("R1", 0)
        self.assertTrue(game.round_over)
        t.record_game(0, 0, game)
        seats = t.seats(0, 0)
        self.assertEqual([t.total(p) for p in seats], [11, 0, 11, 0])
        with self.assertRaises(libuno.InvalidState) as cm:
            t.record_game(0, 0, game)
        self.assertIn("already recorded", str(cm.exception))

        three = libuno.Game.from_hands("classic", ["R1", "G2", "B3"], first="R5",
                                    draw="B7", fill=False, options={"hand_size": 1})
        three.apply("R1", 0)
        with self.assertRaises(libuno.InvalidArgument):
            t.record_game(1, 0, three)
        with self.assertRaises(TypeError):
            t.record_game(1, 0, "partners")
        self.assertFalse(t.recorded(1, 0))

    def test_a_whole_tournament_of_played_hands_TOUR_1(self):
        t = Tournament(8, 1)
        rng = random.Random(3)
        for hand, table in t.remaining:
            game = libuno.Game("partners", 4, seed=hand * 10 + table + 1)
            play_first_round(game, rng)
            t.record_game(hand, table, game)
            # Partners across score alike (P-2).
            self.assertEqual(game.score(0), game.score(2))
            self.assertEqual(game.score(1), game.score(3))
        self.assertTrue(t.complete)
        self.assertGreater(sum(t.totals), 0)
        best = t.standings()[0]
        self.assertEqual(t.total(best), max(t.totals))


class Arguments(unittest.TestCase):

    def test_bad_sizes(self):
        for players in (0, 3, 5, 6, 68, -4, Tournament.MAX_PLAYERS + 4):
            with self.subTest(players=players):
                with self.assertRaises(libuno.InvalidArgument):
                    Tournament(players, 1)
        for per in (0, -1, Tournament.MAX_REPEATS + 1):
            with self.subTest(hands_per_partner=per):
                with self.assertRaises(libuno.InvalidArgument):
                    Tournament(8, per)
        for bad in ((8.0, 1), ("8", 1), (8, True), (None, 1), (2**40, 1)):
            with self.subTest(args=bad):
                with self.assertRaises((TypeError, ValueError)):
                    Tournament(*bad)
        self.assertEqual(Tournament(64, 100).hands, 6300)

    def test_bad_places(self):
        t = Tournament(8, 4)
        for call in (lambda: t.seats(28, 0), lambda: t.seats(0, 2),
                     lambda: t.partner(0, 8), lambda: t.partner(-1, 0),
                     lambda: t.table_of(0, -1), lambda: t.total(8),
                     lambda: t.recorded(0, 5)):
            with self.assertRaises(libuno.InvalidArgument):
                call()
        with self.assertRaises(TypeError):
            t.seats("0", 0)
        with self.assertRaises(TypeError):
            t.total(1.0)

    def test_close(self):
        with Tournament(4, 1) as t:
            self.assertIn("4 players", repr(t))
            self.assertIn("0 of 3 recorded", repr(t))
        self.assertEqual(repr(t), "<libuno.Tournament closed>")
        with self.assertRaises(ValueError):
            t.seats(0, 0)
        t.close()                               # twice is fine


if __name__ == "__main__":
    unittest.main()
