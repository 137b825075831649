"""libuno.rl against the ecosystem's own checkers, run unchanged: PettingZoo's
api_test, seed_test and render_test on the AEC environment, Gymnasium's
check_env on GymEnv (as made directly, and through gymnasium.make with the
render modes checked), for Classic, Partners, Teams, Casting Call,
Two-Player, Challenge, Express and UNO Flip.

PettingZoo and Gymnasium are not Debian packages (and CI has neither): the
test is skipped, saying so, unless both import. doc/rl.md ("Conformance")
shows how to run it with their sources on PYTHONPATH. Besides passing, the
checkers must warn nothing at all: any warning fails the test (and
unittest runs with warnings as errors). The one exception is the AEC
environment's Dict form (action_mask="observation"), which may draw only
the two warnings api_test gives every environment whose observation is a
dict and whose name is not on PettingZoo's own list; its default form (a
Box observation, the mask in the infos) draws none. A GymEnv made
directly carries its spec, so check_env checks its render modes without
warning that it has none."""
import contextlib
import functools
import io
import sys
import unittest
import warnings

try:
    import numpy  # noqa: F401
    import gymnasium
    import pettingzoo
    from gymnasium.utils.env_checker import check_env
    from pettingzoo.test import api_test, render_test, seed_test
    missing = None
except ImportError as e:
    missing = str(e)

if missing is None:
    import libuno.rl as rl

needs_checkers = unittest.skipIf(
    missing is not None,
    "PettingZoo and Gymnasium do not import for %s (%s): they are not Debian "
    "packages; doc/rl.md says how to run this test in a venv with their "
    "sources" % (sys.executable, missing))

TABLES = [("classic", 4), ("partners", 4), ("teams", 4), ("casting-call", 4),
          ("two-player", 2), ("challenge", 3), ("express", 5), ("classic", 10),
          ("no-mercy", 3), ("flip", 3)]

# What api_test warns about any dict observation outside PettingZoo's own
# list of environment names (api_test.py: env_obs_dicts, env_obs_space),
# whatever the environment: allowed for the Dict form only, and no other
# warning. Every other check here fails on any warning at all.
DICT_FORM = (
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be gymnasium.spaces.box",
)


@needs_checkers
class Conformance(unittest.TestCase):

    def run_checker(self, fn, allowed=()):
        """Runs a checker; fails on any warning it gives (gymnasium's
        logger.warn is a warnings.warn too) but those ``allowed``, each
        of which must then be given exactly as PettingZoo words it."""
        with warnings.catch_warnings(record=True) as caught, \
                contextlib.redirect_stdout(io.StringIO()):
            warnings.simplefilter("always")
            fn()
        unexpected = sorted({"%s: %s" % (w.category.__name__, w.message) for w in caught
                             if not any(str(w.message).startswith(e) for e in allowed)})
        self.assertEqual(unexpected, [])

    def test_pettingzoo_api_test_of_the_dict_form(self):
        for variant, n in TABLES[:3] + TABLES[-1:]:
            with self.subTest(variant=variant, players=n):
                self.run_checker(lambda: api_test(rl.aec_env(variant, n,
                                                             action_mask="observation"),
                                                  num_cycles=300), DICT_FORM)

    def test_pettingzoo_api_test(self):
        for variant, n in TABLES:
            with self.subTest(variant=variant, players=n):
                self.run_checker(lambda: api_test(rl.aec_env(variant, n), num_cycles=1000,
                                                  verbose_progress=False), ())
        self.run_checker(lambda: api_test(rl.aec_env("classic", 4, match=True, jump_in=1,
                                                     target_score=100), num_cycles=1000), ())
        self.run_checker(lambda: api_test(rl.aec_env("teams", 4, max_steps=300),
                                          num_cycles=1000), ())

    def test_pettingzoo_seed_test(self):
        for variant, n in TABLES:
            with self.subTest(variant=variant, players=n):
                self.run_checker(lambda: seed_test(lambda: rl.aec_env(variant, n),
                                                   num_cycles=500), ())

    def test_pettingzoo_render_test(self):
        for variant, n in TABLES[:3]:
            with self.subTest(variant=variant):
                self.run_checker(lambda: render_test(functools.partial(rl.aec_env, variant, n)), ())

    def test_gymnasium_check_env(self):
        for variant, n in TABLES:
            with self.subTest(variant=variant, players=n):
                self.run_checker(lambda: check_env(rl.GymEnv(variant, n)))
                self.run_checker(lambda: check_env(rl.GymEnv(variant, n, opponents="random",
                                                             seat=n - 1, reward="points")))
                made = gymnasium.make("libuno/Uno-v0", variant=variant, players=n)
                self.run_checker(lambda: check_env(made.unwrapped, skip_render_check=False))
                made.close()
                # A direct instance carries its spec, so check_env checks
                # every render mode on it too (and warns nothing).
                direct = rl.GymEnv(variant, n, render_mode="ansi")
                self.assertEqual(direct.spec.id, "libuno/Uno-v0")
                self.run_checker(lambda: check_env(direct, skip_render_check=False))

    def test_real_base_classes_and_spaces(self):
        env = rl.aec_env()
        self.assertIsInstance(env, pettingzoo.AECEnv)
        self.assertIsInstance(env.observation_space("player_0"), gymnasium.spaces.Box)
        self.assertIsInstance(rl.aec_env(action_mask="observation").observation_space("player_0"),
                              gymnasium.spaces.Dict)
        self.assertIsInstance(env.action_space("player_0"), gymnasium.spaces.Discrete)
        self.assertIsInstance(rl.GymEnv(), gymnasium.Env)


if __name__ == "__main__":
    unittest.main(warnings="error")
