"""libuno.rl.VectorEnv: the learner's decisions of many games stepped in C.
Shapes and dtypes; masks exact (the learner's legal moves as seat-relative
actions, for any learner seat); every legal action applied and every
round reported with its winner; automatic reset; illegal actions and the
step limit end a game with the documented rewards; a seed fixes
everything. Skipped only when numpy cannot be imported."""
import sys
import unittest

import libuno

try:
    import numpy as np
    from libuno import rl
except ImportError:
    np = None

needs_numpy = unittest.skipIf(
    np is None, "numpy is not installed for %s (Debian: python3-numpy, for "
    "/usr/bin/python3)" % sys.executable)


def random_actions(mask, rng):
    return (rng.random(mask.shape) * mask).argmax(axis=1)


@needs_numpy
class VectorEnvContract(unittest.TestCase):

    def test_spaces_and_arrays(self):
        env = rl.VectorEnv(8, "classic", 4, opponents="random")
        obs, infos = env.reset(seed=3)
        self.assertEqual(obs.shape, (8, rl.observation_size(4)))
        self.assertEqual(obs.dtype, np.int32)
        self.assertEqual(env.single_action_space.n, rl.ACTION_COUNT)
        self.assertEqual(env.single_observation_space.shape, (rl.observation_size(4),))
        mask = infos["action_mask"]
        self.assertEqual((mask.shape, mask.dtype), ((8, rl.ACTION_COUNT), np.int8))
        self.assertTrue((mask[:, rl.WAIT] == 0).all())
        obs, rew, term, trunc, infos = env.step(random_actions(mask, np.random.default_rng(0)))
        self.assertEqual((rew.dtype, term.dtype, trunc.dtype), (np.float32, np.bool_, np.bool_))
        for o in obs:
            self.assertTrue(env.single_observation_space.contains(o))
        env.close()
        env.close()

    def test_masks_exact_for_any_seat(self):
        # The random bot forgets its UNO call at times: the learner's masks
        # then hold catches, whose target is seat-relative.
        catches = 0
        for seat in (0, 2):
            env = rl.VectorEnv(6, "classic", 3, opponents="random", seat=seat)
            _, infos = env.reset(seed=10 + seat)
            rng = np.random.default_rng(seat)
            for _ in range(400):
                catches += int(infos["action_mask"][:, 163:173].sum())
                mask = infos["action_mask"]
                for i in range(env.num_envs):
                    g = env._batch.game(i)
                    self.assertEqual(g.current_player, seat)
                    want = np.zeros(rl.ACTION_COUNT, np.int8)
                    for m in g.legal_moves(seat):
                        want[rl.to_relative(libuno.move_index(m), seat, 3)] = 1
                    np.testing.assert_array_equal(mask[i], want)
                _, _, term, _, infos = env.step(random_actions(mask, rng))
                self.assertFalse(infos["illegal_action"].any())
            env.close()
        self.assertGreater(catches, 0)

    def test_a_variant_of_the_extended_layout(self):
        # No Mercy deals kinds 20-31: 398 move indexes, so 399 actions
        # (WAIT the last, never in a mask here) and 92 faces observed.
        env = rl.VectorEnv(6, "no-mercy", 3, opponents="greedy", seat=1)
        actions = rl.action_count("no-mercy")
        self.assertEqual((env.action_count, env.wait_action), (actions, actions - 1))
        self.assertEqual(env.single_action_space.n, actions)
        self.assertEqual(env.single_observation_space.shape,
                         (rl.observation_size(3, "no-mercy"),))
        obs, infos = env.reset(seed=4)
        self.assertEqual(obs.shape, (6, 283 + 15))
        rng = np.random.default_rng(4)
        extended = rounds = 0
        for _ in range(300):
            mask = infos["action_mask"]
            self.assertEqual(mask.shape, (6, actions))
            self.assertTrue((mask[:, actions - 1] == 0).all())
            for i in range(env.num_envs):
                g = env._batch.game(i)
                rules = g.rules
                want = np.zeros(actions, np.int8)
                for m in g.legal_moves(1):
                    want[rl.to_relative(rules.move_index(m), 1, 3, actions)] = 1
                np.testing.assert_array_equal(mask[i], want)
            for o in obs:
                self.assertTrue(env.single_observation_space.contains(o))
            chosen = random_actions(mask, rng)
            extended += int((chosen >= libuno.MOVE_INDEX_COUNT).sum())
            obs, _, term, _, infos = env.step(chosen)
            self.assertFalse(infos["illegal_action"].any())
            rounds += int(term.sum())
        self.assertGreater(extended, 0)      # Discard All, Skip Everyone played
        self.assertGreater(rounds, 0)
        env.close()

    def test_rounds_rewards_and_autoreset(self):
        env = rl.VectorEnv(16, "partners", 4, opponents="reference", seat=1)
        _, infos = env.reset(seed=1)
        rng = np.random.default_rng(1)
        rounds = wins = 0
        for _ in range(2000):
            _, rew, term, trunc, infos = env.step(random_actions(infos["action_mask"], rng))
            w = infos["round_winner"]
            self.assertTrue((w[term] >= 0).all())
            self.assertTrue((w[~term] == -1).all())
            self.assertTrue((rew[~term] == 0).all())
            # Partners: seats 1 and 3 are one team (P-1).
            team = (w == 1) | (w == 3)
            np.testing.assert_array_equal(rew[term], np.where(team[term], 1.0, -1.0))
            rounds += int(term.sum())
            wins += int((rew > 0).sum())
            self.assertTrue((infos["action_mask"].sum(axis=1) > 0).all())
        self.assertGreater(rounds, 50)
        self.assertGreater(wins, 0)
        env.close()

    def test_illegal_action_and_truncation(self):
        env = rl.VectorEnv(4, "classic", 4, opponents="random", max_steps=5)
        _, infos = env.reset(seed=2)
        mask = infos["action_mask"]
        actions = random_actions(mask, np.random.default_rng(2))
        bad = int(np.flatnonzero(mask[0] == 0)[0])
        actions[0] = bad
        actions[1] = rl.WAIT
        obs, rew, term, trunc, infos = env.step(actions)
        self.assertTrue(infos["illegal_action"][0] and infos["illegal_action"][1])
        self.assertTrue(term[0] and term[1])
        self.assertEqual((rew[0], rew[1]), (-1.0, -1.0))
        # A new game took their place: its first decision, no wait.
        self.assertTrue((infos["action_mask"][:2].sum(axis=1) > 0).all())
        # Five steps without a round's end: truncated and replaced.
        truncated = np.zeros(4, bool)
        rng = np.random.default_rng(5)
        for _ in range(6):
            _, rew, term, trunc, infos = env.step(random_actions(infos["action_mask"], rng))
            truncated |= trunc
            self.assertTrue((rew[trunc] == 0).all())
            self.assertFalse((trunc & term).any())
        self.assertTrue(truncated.any())
        env.close()

    def test_seed_fixes_everything(self):
        runs = []
        for _ in range(2):
            env = rl.VectorEnv(8, "classic", 4, opponents=["random", None, "greedy", "uniform"],
                               seat=1)
            obs, infos = env.reset(seed=42)
            rng = np.random.default_rng(9)
            trace = [obs]
            for _ in range(200):
                obs, rew, term, _, infos = env.step(random_actions(infos["action_mask"], rng))
                trace += [obs, rew, term]
            runs.append(trace)
            env.close()
        for a, b in zip(*runs):
            np.testing.assert_array_equal(a, b)

    def test_history_tracked_only_for_search_opponents(self):
        # Nothing reads the batch's history but a search bot: the env turns
        # the bookkeeping off otherwise (uno_batch_set_tracking()).
        for opponents, tracked in (("random", False), (["greedy", None, "reference", "reference"], False),
                                   ("search", True)):
            env = rl.VectorEnv(2, "classic", 4, opponents=opponents, seat=1)
            env.reset(seed=3)
            self.assertEqual(env._batch.game(0).tracks_history, tracked, opponents)
            env.close()

    def test_bad_arguments(self):
        with self.assertRaises(ValueError):
            rl.VectorEnv(0)
        with self.assertRaises(ValueError):
            rl.VectorEnv(2, opponents="clever")
        with self.assertRaises(ValueError):
            rl.VectorEnv(2, "partners", 5)
        with self.assertRaises(ValueError):
            rl.VectorEnv(2, seat=4)
        with self.assertRaises(ValueError):
            rl.VectorEnv(2, reward="points")
        env = rl.VectorEnv(2)
        with self.assertRaises(RuntimeError):
            env.step(np.zeros(2, np.int64))
        env.reset(seed=1)
        with self.assertRaises(ValueError):
            env.step(np.zeros(3, np.int64))
        env.close()


if __name__ == "__main__":
    unittest.main()
