"""Game.advance(): the library's bots play their seats (uno_game_advance())
until a seat without a bot must decide, the round is over, or the move
budget is spent; their moves out of turn (G-6 calls and catches) come
first. Refused arguments change nothing (G-10)."""
import random
import unittest

import libuno
from libuno import Bot

from support import Recorder

if not libuno._lib.HAS_ADVANCE:
    raise unittest.SkipTest("this libuno has no uno_game_advance()")


def bots_for(players, seed=1, human=None):
    return [None if s == human else Bot("greedy" if s % 2 else "random", seed=seed + s)
            for s in range(players)]


class Advance(unittest.TestCase):

    def test_all_bots_play_the_round_out(self):
        for seed in range(1, 11):
            with self.subTest(seed=seed):
                g = libuno.Game("classic", 4, seed=seed)
                g.log_start()
                before = len(g.log.splitlines())
                n = g.advance(bots_for(4, seed))
                self.assertGreater(n, 0)
                self.assertEqual(len(g.log.splitlines()) - before, n)   # a line a move
                self.assertTrue(g.round_over)
                self.assertIsNotNone(g.winner)
                self.assertEqual(g.advance(bots_for(4, seed)), 0)   # nothing to do

    def test_the_same_game_as_the_bots_moves_applied_one_by_one(self):
        # advance() is the loop a host would write: before each move every
        # bot, clockwise from the seat to decide, may act out of turn; else
        # the seat to decide's bot chooses.
        for seed in range(1, 6):
            with self.subTest(seed=seed):
                bots = bots_for(4, seed)
                a = libuno.Game("classic", 4, seed=seed)
                b = a.clone()
                n = a.advance(bots)
                moves = 0
                while not b.round_over:
                    cur = b.current_player
                    for k in range(4):
                        seat = (cur + k) % 4
                        m = bots[seat].act(b, seat)
                        if m is not None:
                            b.apply(m, seat)
                            break
                    else:
                        b.apply(bots[cur].choose(b, cur), cur)
                    moves += 1
                self.assertEqual(moves, n)
                self.assertEqual(a.save(), b.save())

    def test_stops_for_the_human(self):
        rng = random.Random(4)
        for seed in range(1, 11):
            with self.subTest(seed=seed):
                g = libuno.Game("classic", 3, seed=seed)
                rec = Recorder()
                g.set_hooks(event=rec)
                bots = bots_for(3, seed, human=0)
                turns = 0
                while not g.round_over:
                    rec.clear()
                    self.assertGreaterEqual(g.advance(bots), 0)
                    for e in rec.events:
                        if e.type in (libuno.EventType.PLAY, libuno.EventType.PASS,
                                      libuno.EventType.COLOR, libuno.EventType.UNO):
                            self.assertNotEqual(e.seat, 0, e)
                        if e.type == libuno.EventType.CATCH:
                            self.assertNotEqual(e.other, 0, e)
                    if g.round_over:
                        break
                    self.assertEqual(g.current_player, 0)
                    moves = [m for m in g.legal_moves() if m.type != libuno.MoveType.CATCH]
                    g.apply(rng.choice(moves))
                    turns += 1
                    self.assertLess(turns, 2000)

    def test_max_moves(self):
        g = libuno.Game("classic", 4, seed=5)
        bots = bots_for(4, 5)
        total = 0
        while not g.round_over:
            self.assertEqual(g.advance(bots, max_moves=1), 1)
            total += 1
            self.assertLess(total, 5000)
        self.assertEqual(g.advance(bots, 1), 0)
        g2 = libuno.Game("classic", 4, seed=5)
        self.assertEqual(g2.advance(bots, max_moves=3), 3)
        self.assertEqual(g2.advance(bots), total - 3)

    def test_bots_catch_first_G_6(self):
        """G-6: a human who plays the second-to-last card without calling
        UNO is caught by the first bot clockwise, before that bot plays."""
        g = libuno.Game.from_hands("classic", ["R1 R2", "R3 G4", "R6 Y7"],
                                first="R5", draw="B8 B9")
        g.apply("R1", 0)
        rec = Recorder()
        g.set_hooks(event=rec)
        bots = [None, Bot("greedy", seed=1), Bot("greedy", seed=2)]
        self.assertEqual(g.advance(bots, max_moves=1), 1)
        catches = rec.of(libuno.EventType.CATCH)
        self.assertEqual(len(catches), 1)
        self.assertEqual((catches[0].seat, catches[0].other), (0, 1))
        self.assertEqual(g.hand_size(0), 3)
        self.assertEqual(g.current_player, 1)
        self.assertEqual(rec.of(libuno.EventType.PLAY), [])

    def test_no_bots_moves_nothing(self):
        g = libuno.Game("classic", 4, seed=9)
        before = g.save()
        self.assertEqual(g.advance([]), 0)
        self.assertEqual(g.advance([None] * 4), 0)
        # Bots everywhere but at the seat to decide, none with a move out
        # of turn at the deal: nothing moves either.
        bots = bots_for(4)
        bots[g.current_player] = None
        self.assertEqual(g.advance(tuple(bots)), 0)
        self.assertEqual(g.save(), before)

    def test_bad_arguments_change_nothing_G_10(self):
        g = libuno.Game("classic", 4, seed=9)
        before = g.save()
        bots = bots_for(4)
        with self.assertRaises(libuno.InvalidArgument):
            g.advance(bots + [None])
        with self.assertRaises(libuno.InvalidArgument):
            g.advance(bots, max_moves=-1)
        for bad in (None, Bot("random"), "bots", 4):
            with self.subTest(bots=bad):
                with self.assertRaises(TypeError):
                    g.advance(bad)
        with self.assertRaises(TypeError):
            g.advance([None, "greedy", None, None])
        with self.assertRaises(TypeError):
            g.advance(bots, max_moves=1.5)
        closed = Bot("random")
        closed.close()
        with self.assertRaises(ValueError):
            g.advance([closed])
        self.assertEqual(g.save(), before)

    def test_from_a_hook_is_busy_G_10(self):
        g = libuno.Game("classic", 2, seed=3)
        bots = bots_for(2)

        def event(game, e):
            game.advance(bots)

        g.set_hooks(event=event)
        with self.assertRaises(libuno.Busy):
            g.apply(g.legal_moves()[0])

    def test_a_hook_exception_stops_it(self):
        g = libuno.Game("classic", 4, seed=6)

        class Stop(Exception):
            pass

        plays = []

        def event(game, e):
            if e.type == libuno.EventType.PLAY:
                plays.append(e)
                if len(plays) == 3:
                    raise Stop()

        g.set_hooks(event=event)
        with self.assertRaises(Stop):
            g.advance(bots_for(4, 6))
        self.assertEqual(len(plays), 3)
        self.assertFalse(g.round_over)
        g.set_hooks()
        self.assertGreater(g.advance(bots_for(4, 6)), 0)
        self.assertTrue(g.round_over)

    def test_hooks_answer_for_seats_without_bots(self):
        # The color hook of the host answers a wild its human played; the
        # bots play on.
        g = libuno.Game("classic", 4, seed=2)
        g.set_hooks(choose_color=lambda game, seat: libuno.Color.RED)
        bots = bots_for(4, 2)
        self.assertGreater(g.advance(bots), 0)
        self.assertTrue(g.round_over)


if __name__ == "__main__":
    unittest.main()
