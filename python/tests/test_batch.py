"""libuno.Batch (batch.h) with numpy: a batch plays exactly the games
libuno.Game makes, move for move as Game.apply_index() would, replaces
finished games from the next seeds in index order, writes every output as
the single-game calls give it, and refuses bad arguments. Skipped only
when numpy cannot be imported by this interpreter."""
import gc
import random
import sys
import unittest

import libuno
from libuno import Reason, Status

try:
    import numpy as np
except ImportError:
    np = None

N = 12
STEPS = 300

needs_numpy = unittest.skipIf(
    np is None, "numpy is not installed for %s (Debian: apt-get install "
    "python3-numpy; meson runs this test with /usr/bin/python3 when it has "
    "numpy)" % sys.executable)


def choose(mask, r):
    """A listed move most of the time (a play two times in three when there
    is one, so that rounds end), any index otherwise (mostly refused). The
    mask is the variant's: 272 indexes, or 398 with kinds 20-31, whose
    plays are from 272 to 367."""
    if r.randrange(5) == 0:
        return r.randrange(-1, len(mask) + 1)
    listed = np.flatnonzero(mask)
    plays = listed[(listed < 160) | ((listed >= libuno.MOVE_INDEX_COUNT) & (listed < 368))]
    if len(plays) and r.randrange(3):
        return int(r.choice(plays))
    return int(r.choice(listed))


def expected(game, action):
    """What the batch reports for one game's move: (status, reason), the
    mirror game changed as the batch's is."""
    seat = game.current_player
    try:
        game.apply_index(action, seat)
    except libuno.UnoError as e:
        if 0 <= action < game.move_index_count:
            reason = game.check(game.rules.move_from_index(action), seat).reason
        else:
            reason = Reason.MALFORMED
        return int(e.status), int(reason)
    return 0, 0


@needs_numpy
class BatchAgainstGames(unittest.TestCase):

    def expect_decision(self, out, i, mirror, batch):
        seat = mirror.current_player
        self.assertEqual(out["seat"][i], seat)
        self.assertEqual(out["mask"][i].tobytes(), mirror.legal_mask(seat))
        self.assertEqual(out["observation"][i].tolist(), mirror.observation(seat))
        self.assertEqual(batch.game(i).save(), mirror.save())

    def run_against_games(self, variant, players, seed):
        batch = libuno.Batch(variant, players, N, seed=seed)
        self.assertEqual(len(batch), N)
        mirrors = [libuno.Game(variant, players, seed=seed + i) for i in range(N)]
        next_seed = seed + N
        out = batch.observe()
        self.assertEqual(out["observation"].shape, (N, batch.observation_size))
        for i in range(N):
            self.expect_decision(out, i, mirrors[i], batch)
        r = random.Random(seed)
        finished = refused = 0
        for _ in range(STEPS):
            actions = [choose(out["mask"][i], r) for i in range(N)]
            out = batch.step(actions)
            for i, game in enumerate(mirrors):
                status, reason = expected(game, actions[i])
                self.assertEqual((out["status"][i], out["reason"][i]), (status, reason))
                refused += status != 0
                over = game.round_over
                self.assertIs(bool(out["round_over"][i]), over)
                if over:
                    self.assertEqual(out["winner"][i], game.winner)
                    self.assertEqual(out["points"][i], game.score(game.winner))
                    mirrors[i] = libuno.Game(variant, players, seed=next_seed)
                    next_seed += 1
                    finished += 1
                else:
                    self.assertEqual((out["winner"][i], out["points"][i]), (-1, 0))
                self.expect_decision(out, i, mirrors[i], batch)
        batch.close()
        return finished, refused

    def test_a_batch_plays_the_single_games(self):
        finished = refused = 0
        for variant, players, seed in [("classic", 4, 100), ("two-player", 2, 7),
                                       ("casting-call", 3, 55), ("teams", 4, 9),
                                       ("no-mercy", 3, 21), ("flip", 4, 12)]:
            with self.subTest(variant=variant):
                f, r = self.run_against_games(variant, players, seed)
                finished += f
                refused += r
        # Both paths were taken: new games started, refusals reported.
        self.assertGreater(finished, 20)
        self.assertGreater(refused, 100)


@needs_numpy
class BatchInterface(unittest.TestCase):

    def test_keyword_options(self):
        with libuno.Batch("classic", 4, 3, seed=3, stacking=1) as a, \
                libuno.Batch("classic", 4, 3, seed=3, options={"stacking": 1}) as b:
            self.assertTrue(np.array_equal(a.observe()["observation"],
                                           b.observe()["observation"]))
            self.assertEqual(a.game(0).rules["stacking"], 1)
        with self.assertRaises(libuno.NotFound):
            libuno.Batch("classic", 4, 3, stackin=1)

    def test_outputs(self):
        with libuno.Batch("classic", 4, 5, seed=3) as batch:
            obs = batch.observe()
            self.assertEqual(sorted(obs), ["mask", "observation", "seat"])
            self.assertEqual((obs["seat"].dtype, obs["mask"].dtype,
                              obs["observation"].dtype),
                             (np.int32, np.uint8, np.int32))
            self.assertEqual(obs["mask"].shape, (5, libuno.MOVE_INDEX_COUNT))
            self.assertEqual(batch.move_index_count, libuno.MOVE_INDEX_COUNT)
            self.assertEqual(batch.observation_size,
                             len(libuno.Game("classic", 4, seed=3).observation(0)))
            out = batch.step(obs["mask"].argmax(axis=1))
            self.assertEqual(sorted(out), ["mask", "observation", "points", "reason",
                                           "round_over", "seat", "status", "winner"])
            self.assertEqual(out["round_over"].dtype, np.bool_)
            for key in ("status", "reason", "winner", "points"):
                self.assertEqual((out[key].dtype, out[key].shape), (np.int32, (5,)))
        # A variant dealing kinds 20-31 has the extended layout: 398
        # indexes per mask row (batch.h), 92 card faces observed.
        with libuno.Batch("no-mercy", 4, 3, seed=3) as batch:
            obs = batch.observe()
            self.assertEqual(batch.move_index_count, libuno.MOVE_INDEX_MAX)
            self.assertEqual(obs["mask"].shape, (3, libuno.MOVE_INDEX_MAX))
            self.assertEqual(batch.observation_size, 333)
            self.assertEqual(obs["observation"].shape, (3, 333))
            out = batch.step([libuno.MOVE_INDEX_MAX] * 3)   # beyond it: refused
            self.assertTrue((out["status"] == Status.EINVAL).all())

    def test_the_arrays_are_the_batchs_own_and_read_only(self):
        batch = libuno.Batch("classic", 4, 4, seed=1)
        first = batch.observe()
        seats = first["seat"].copy()
        out = batch.step(first["mask"].argmax(axis=1))
        for key in first:
            self.assertIs(out[key].base, first[key].base)   # overwritten...
        self.assertEqual(first["seat"].tolist(), out["seat"].tolist())
        self.assertNotEqual(seats.tolist(), out["seat"].tolist())
        for key, arr in out.items():
            with self.assertRaises(ValueError, msg=key):  # ...and read-only
                arr[0] = 1

    def test_actions_of_any_integer_type(self):
        # The same moves as int32, int64, uint16, a list and a strided view
        # give the same games.
        def run(convert):
            batch = libuno.Batch("classic", 3, 6, seed=40)
            out = batch.observe()
            r = random.Random(1)
            for _ in range(40):
                acts = [choose(out["mask"][i], r) for i in range(6)]
                out = batch.step(convert(acts))
            return [batch.game(i).save() for i in range(6)]
        plain = run(lambda a: np.array(a, dtype=np.int32))
        self.assertEqual(run(lambda a: np.array(a, dtype=np.int64)), plain)
        self.assertEqual(run(lambda a: a), plain)
        self.assertEqual(run(tuple), plain)
        self.assertEqual(run(lambda a: np.repeat(np.array(a, np.int32), 2)[::2]), plain)
        self.assertEqual(run(lambda a: np.array(a, ">i4")), plain)

    def test_an_int32_array_is_not_copied(self):
        batch = libuno.Batch("classic", 3, 4, seed=2)
        acts = np.zeros(4, np.int32)
        self.assertIs(batch._actions(acts), acts)
        self.assertFalse(np.shares_memory(batch._actions(acts.astype(np.int64)), acts))

    def test_bad_actions(self):
        batch = libuno.Batch("classic", 4, 3, seed=5)
        before = [batch.game(i).save() for i in range(3)]
        for bad in ([160, 160], [160] * 4, [[160] * 3], 160, []):
            with self.assertRaises(ValueError):
                batch.step(bad)
        for bad in ([160.0] * 3, [True] * 3, ["160"] * 3, [None] * 3):
            with self.assertRaises(TypeError):
                batch.step(bad)
        for bad in ([2**31, 0, 0], [0, -2**31 - 1, 0], np.array([2**40] * 3)):
            with self.assertRaises(libuno.InvalidArgument):
                batch.step(bad)
        self.assertEqual([batch.game(i).save() for i in range(3)], before)
        # Indexes outside the index are refused game by game, not raised.
        out = batch.step([-1, libuno.MOVE_INDEX_COUNT, 2**31 - 1])
        self.assertEqual(out["status"].tolist(), [Status.EINVAL] * 3)
        self.assertEqual(out["reason"].tolist(), [Reason.MALFORMED] * 3)
        self.assertEqual([batch.game(i).save() for i in range(3)], before)

    def test_bad_construction(self):
        with self.assertRaises(libuno.InvalidArgument):
            libuno.Batch("classic", 11, 4)
        with self.assertRaises(libuno.InvalidArgument):
            libuno.Batch("partners", 3, 4)
        for count in (0, 1000001):
            with self.assertRaises(libuno.InvalidArgument):
                libuno.Batch("classic", 4, count)
        for seed in (-1, 2**64):
            with self.assertRaises(libuno.InvalidArgument):
                libuno.Batch("classic", 4, 2, seed=seed)
        with self.assertRaises(libuno.NotFound):
            libuno.Batch("no-such-variant", 4, 2)
        for bad in (None, 4):
            with self.assertRaises(TypeError):
                libuno.Batch(bad, 4, 2)
        with self.assertRaises(TypeError):
            libuno.Batch("classic", 4, 2.0)

    def test_rules_and_options(self):
        rules = libuno.Rules("classic", uno_penalty=4)
        batch = libuno.Batch(rules, 3, 2, seed=8)
        rules["uno_penalty"] = 6                  # copied: the batch keeps 4
        self.assertEqual(batch.game(0).rules["uno_penalty"], 4)
        self.assertEqual(batch.game(1).save(),
                         libuno.Game(libuno.Rules("classic", uno_penalty=4), 3, seed=9).save())
        batch = libuno.Batch("express", 3, 2, seed=8, options={"stacking": 1})
        self.assertEqual(batch.game(0).rules["stacking"], 1)
        self.assertEqual(batch.variant, "express")
        self.assertEqual(batch.players, 3)

    def test_a_game_of_the_batch_is_read_only(self):
        batch = libuno.Batch("classic", 4, 3, seed=11)
        g = batch.game(1)
        self.assertIsInstance(g, libuno.Game)
        self.assertEqual(g.save(), libuno.Game("classic", 4, seed=12).save())
        self.assertEqual(g.decision().moves(), g.legal_moves())
        self.assertTrue(repr(g).startswith("<libuno.Batch game 1: "))
        for call in (lambda: g.apply("draw"), lambda: g.apply_index(160),
                     g.next_round, lambda: g.reset(1), lambda: g.playout(1),
                     lambda: g.set_hooks(), g.log_start):
            with self.assertRaises(TypeError):
                call()
        copy = g.clone()                      # an ordinary game to play on
        self.assertIs(type(copy), libuno.Game)
        copy.playout(1)
        self.assertTrue(copy.round_over)
        self.assertFalse(g.round_over)
        # It follows the batch.
        before = g.save()
        out = batch.step([160, 160, 160])
        self.assertEqual(out["status"][1], 0)
        self.assertNotEqual(g.save(), before)
        for bad in (3, -1):
            with self.assertRaises(IndexError):
                batch.game(bad)
        with self.assertRaises(TypeError):
            batch.game("0")

    def test_close_and_lifetime(self):
        batch = libuno.Batch("classic", 4, 2, seed=1)
        g = batch.game(0)
        batch.close()
        batch.close()                              # twice is fine
        self.assertTrue(batch.closed)
        for call in (batch.observe, lambda: batch.step([160, 160]),
                     lambda: batch.game(0), lambda: g.phase, g.legal_moves):
            with self.assertRaises(ValueError):
                call()
        self.assertEqual(repr(g), "<libuno.Batch game 0, batch closed>")
        with libuno.Batch("classic", 4, 2) as batch:
            pass
        self.assertTrue(batch.closed)
        # A game keeps its batch alive; the batch is freed with the last.
        kept = libuno.Batch("classic", 4, 2, seed=1).game(1)
        gc.collect()
        self.assertEqual(kept.save(), libuno.Game("classic", 4, seed=2).save())
        del kept
        gc.collect()

    def test_numpy_integers_for_apply_index(self):
        a, b = libuno.Game("classic", 4, seed=6), libuno.Game("classic", 4, seed=6)
        d = a.decision()
        index = np.int64(d.indexes()[0])
        a.apply_index(index, d.seat)
        b.apply_index(int(index))
        self.assertEqual(a.save(), b.save())


@needs_numpy
class BatchOpponents(unittest.TestCase):
    """Batch.set_opponents(): the batch answers every other seat, so every
    row is the learner's decision; the same seeds and actions give the same
    steps; bad arguments are refused before anything changes."""

    def run_learner(self, batch, steps, seed):
        rng = np.random.default_rng(seed)
        out = batch.observe()
        log = []
        for _ in range(steps):
            self.assertTrue((out["seat"] == 1).all())
            mask = out["mask"]
            self.assertTrue((mask.sum(axis=1) > 0).all())
            actions = (rng.random(mask.shape) * mask).argmax(axis=1)
            out = batch.step(actions)
            self.assertTrue((out["status"] == 0).all())
            log.append((out["round_over"].copy(), out["winner"].copy(),
                        out["mask"].copy()))
        return log

    def test_policy_and_bots(self):
        for kind in ("uniform", "reference", "bots"):
            logs = []
            for _ in range(2):
                b = libuno.Batch("classic", 3, 8, seed=4)
                if kind == "bots":
                    bots = [libuno.Bot("greedy", seed=1), None, libuno.Bot("random", seed=2)]
                    b.set_opponents(1, bots=bots)
                    del bots  # the batch keeps them
                    gc.collect()
                else:
                    b.set_opponents(1, kind, seed=7)
                logs.append(self.run_learner(b, 300, 5))
            finished = sum(int(over.sum()) for over, _, _ in logs[0])
            self.assertGreater(finished, 0, kind)
            for (o1, w1, m1), (o2, w2, m2) in zip(*logs):
                np.testing.assert_array_equal(o1, o2)
                np.testing.assert_array_equal(w1, w2)
                np.testing.assert_array_equal(m1, m2)

    def test_untracked_batch_steps_the_same(self):
        # Batch.set_tracking(False) (uno_batch_set_tracking()): the same
        # steps against the same bots, every game untracked, new ones too.
        logs = []
        for history in (True, False):
            b = libuno.Batch("classic", 3, 8, seed=4)
            b.set_opponents(1, bots=[libuno.Bot("greedy", seed=1), None, libuno.Bot("random", seed=2)])
            b.set_tracking(history)
            logs.append(self.run_learner(b, 300, 5))
            self.assertEqual([b.game(i).tracks_history for i in range(8)], [history] * 8)
            with self.assertRaises(TypeError):
                b.set_tracking(1)
        self.assertGreater(sum(int(over.sum()) for over, _, _ in logs[1]), 0)
        for (o1, w1, m1), (o2, w2, m2) in zip(*logs):
            np.testing.assert_array_equal(o1, o2)
            np.testing.assert_array_equal(w1, w2)
            np.testing.assert_array_equal(m1, m2)

    def test_every_seat_back(self):
        b = libuno.Batch("classic", 4, 16, seed=2)
        b.set_opponents(3, "reference")
        self.assertTrue((b.observe()["seat"] == 3).all())
        b.set_opponents(None)
        seen = set()
        out = b.observe()
        rng = np.random.default_rng(1)
        for _ in range(20):
            seen.update(int(x) for x in out["seat"])
            out = b.step((rng.random(out["mask"].shape) * out["mask"]).argmax(axis=1))
        self.assertGreater(len(seen), 1)

    def test_bad_arguments(self):
        b = libuno.Batch("classic", 4, 2, seed=2)
        before = b.game(0).save()
        with self.assertRaises(libuno.InvalidArgument):
            b.set_opponents(4)
        with self.assertRaises(ValueError):
            b.set_opponents(0, "clever")
        with self.assertRaises(libuno.InvalidArgument):
            b.set_opponents(0, bots=[None] * 5)
        with self.assertRaises(TypeError):
            b.set_opponents(0, bots=[None, "greedy"])
        self.assertEqual(b.game(0).save(), before)


if __name__ == "__main__":
    unittest.main()
