"""Threads: ctypes lets go of the GIL during every libuno call, so two
threads may be inside the binding at once. Different games on different
threads share nothing, and the read-only calls of one game may run on
several threads at once (doc/hooks.md, "Threads"): no scratch buffer of
the binding may be shared between calls."""
import random
import sys
import threading
import unittest

import libuno

from support import play_move

ROUNDS = 300


def run_threads(test, work, count):
    """Runs work(i) on count threads at once with a short switch interval;
    returns the mismatches they report."""
    errors = []
    start = threading.Barrier(count)

    def body(i):
        start.wait()
        try:
            work(i, errors)
        except BaseException as e:  # noqa: B902 - reported by the test
            errors.append("thread %d: %r" % (i, e))

    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        threads = [threading.Thread(target=body, args=(i,)) for i in range(count)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(old)
    return errors


def reads(game, seat):
    """What a seat's host reads: its hand, its legal moves, its view."""
    view = game.view(seat)
    return (game.hand(seat), game.legal_moves(seat), view.hand,
            view.hand_sizes, game.turned)


class ThreadTests(unittest.TestCase):

    def test_two_games_on_two_threads_each_read_their_own(self):
        # Seeds whose deals differ in every hand: a hand read from the
        # other game cannot pass for one's own.
        games = [libuno.Game("classic", 4, seed=s) for s in (1, 2)]
        for s in range(4):
            self.assertNotEqual(games[0].hand(s), games[1].hand(s))

        def work(i, errors):
            game = games[i]
            rng = random.Random(i)
            for _ in range(ROUNDS):
                if game.round_over:
                    if game.match_over:
                        break
                    game.next_round()
                # Snapshot through a copy that no other thread knows of.
                mine = libuno.Game.load(game.save())
                for seat in range(4):
                    want = reads(mine, seat)
                    got = reads(game, seat)
                    if got != want:
                        errors.append("thread %d seat %d: %r != %r"
                                      % (i, seat, got, want))
                play_move(game, rng)

        self.assertEqual(run_threads(self, work, 2), [])

    def test_one_game_read_from_several_threads(self):
        game = libuno.Game("casting-call", 6, seed=5)
        rng = random.Random(5)
        for _ in range(30):
            play_move(game, rng)
        snapshot = [reads(game, s) for s in range(game.players)]
        self.assertEqual(len({str(s[0]) for s in snapshot}), game.players)

        def work(i, errors):
            seat = i % game.players
            for _ in range(ROUNDS * 5):
                got = reads(game, seat)
                if got != snapshot[seat]:
                    errors.append("thread %d seat %d: %r" % (i, seat, got))
                    return

        self.assertEqual(run_threads(self, work, 4), [])


if __name__ == "__main__":
    unittest.main()
