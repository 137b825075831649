#!/usr/bin/env python3
"""callgrind.py's guard: the ratios it prints, and its exit status when a
mode's ratio to the baseline passes its limit (--max-ratio), with a
stand-in for valgrind that reports made-up instruction counts."""
import os
import stat
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from callgrind import over_limits, parse_limits  # noqa: E402

# The stand-in: the instructions of a run, by the mode it plays (the
# baseline has none), for 10 games.
FAKE_VALGRIND = r'''#!%s
import sys
counts = {"baseline": 1000, "builtin.reference": 1400, "api.untracked": 2500}
args = sys.argv[1:]
mode = args[args.index("--mode") + 1] if "--mode" in args else "baseline"
sys.stderr.write("==1== Collected : %%d\n" %% (counts[mode] * 10))
'''


class GuardTest(unittest.TestCase):
    def run_guard(self, *limits):
        with tempfile.TemporaryDirectory() as tmp:
            fake = os.path.join(tmp, "valgrind")
            with open(fake, "w") as f:
                f.write(FAKE_VALGRIND % sys.executable)
            os.chmod(fake, os.stat(fake).st_mode | stat.S_IEXEC)
            env = dict(os.environ, PATH=tmp + os.pathsep + os.environ.get("PATH", ""))
            args = [sys.executable, os.path.join(HERE, "callgrind.py"), "playouts",
                    "--baseline", "baseline", "--games", "10",
                    "--modes", "builtin.reference,api.untracked"]
            for limit in limits:
                args += ["--max-ratio", limit]
            return subprocess.run(args, env=env, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, universal_newlines=True)

    def test_ratios_are_printed(self):
        res = self.run_guard()
        self.assertEqual(res.returncode, 0, res.stderr)
        self.assertIn("callgrind.ratio.builtin.reference.classic.4p 1.400 x", res.stdout)
        self.assertIn("callgrind.ratio.api.untracked.classic.4p 2.500 x", res.stdout)
        self.assertIn("callgrind.baseline.classic.4p.instructions_per_game 1000 instructions",
                      res.stdout)

    def test_under_or_at_the_limits_passes(self):
        res = self.run_guard("builtin.reference=1.4", "api.untracked=2.6")
        self.assertEqual(res.returncode, 0, res.stderr)

    def test_over_a_limit_fails_after_every_figure(self):
        res = self.run_guard("builtin.reference=1.39", "api.untracked=2.6")
        self.assertEqual(res.returncode, 1)
        self.assertIn("builtin.reference costs 1.400x", res.stderr)
        self.assertNotIn("api.untracked costs", res.stderr)
        self.assertIn("callgrind.ratio.api.untracked", res.stdout)

    def test_a_limit_for_a_mode_not_counted_is_refused(self):
        res = self.run_guard("api.decision=2.5")
        self.assertEqual(res.returncode, 2)

    def test_limits_parse(self):
        self.assertEqual(parse_limits(["a=1.5", "b=2"]), {"a": 1.5, "b": 2.0})
        for bad in ["a", "a=", "=1", "a=x", "a=0", "a=-1"]:
            with self.assertRaises(ValueError):
                parse_limits([bad])

    def test_over_limits(self):
        per_game = {"a": 150.0, "b": 300.0}
        self.assertEqual(over_limits(per_game, 100.0, {"a": 1.5, "b": 3.0}), [])
        self.assertEqual(over_limits(per_game, 100.0, {"a": 1.49}), [("a", 1.5, 1.49)])
        self.assertEqual(over_limits(per_game, 100.0, {"c": 9.0}), [("c", float("inf"), 9.0)])


if __name__ == "__main__":
    unittest.main()
