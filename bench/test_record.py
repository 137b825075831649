#!/usr/bin/env python3
"""record.py writes a run's figures into the README's block, and
compare.py reads back exactly those figures."""
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from compare import recorded_figures  # noqa: E402


class RecordTest(unittest.TestCase):
    def run_record(self, readme, runs, *extra):
        return subprocess.run([sys.executable, os.path.join(HERE, "record.py"),
                               "--readme", readme] + list(extra) + runs,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              universal_newlines=True)

    def test_block_is_replaced_by_the_run(self):
        with tempfile.TemporaryDirectory() as tmp:
            readme = os.path.join(tmp, "README.md")
            with open(readme, "w") as f:
                f.write("before\n<!-- figures -->\n```\nold.figure 1 x\n```\n"
                        "<!-- /figures -->\nafter\n")
            run1 = os.path.join(tmp, "run1.txt")
            with open(run1, "w") as f:
                f.write("1/3 playouts OK\na.games_per_s 100 games/s\n"
                        "noise without a number\nb.instructions_per_game 2.5e4 instructions\n")
            run2 = os.path.join(tmp, "run2.txt")
            with open(run2, "w") as f:
                f.write("a.games_per_s 120 games/s\n")
            res = self.run_record(readme, [run1, run2], "--note", "commit abc")
            self.assertEqual(res.returncode, 0, res.stderr)
            figures = recorded_figures(readme)
            self.assertEqual(figures, {
                "a.games_per_s": (120.0, "games/s"),
                "b.instructions_per_game": (25000.0, "instructions"),
            })
            with open(readme) as f:
                text = f.read()
            self.assertTrue(text.startswith("before\n<!-- figures -->\n```\n# regenerated"))
            self.assertIn("# commit abc\n", text)
            self.assertTrue(text.endswith("```\n<!-- /figures -->\nafter\n"))
            self.assertNotIn("old.figure", text)

    def test_refuses_a_run_without_figures_or_a_readme_without_block(self):
        with tempfile.TemporaryDirectory() as tmp:
            readme = os.path.join(tmp, "README.md")
            with open(readme, "w") as f:
                f.write("no block\n")
            run = os.path.join(tmp, "run.txt")
            with open(run, "w") as f:
                f.write("x.games_per_s 1 games/s\n")
            self.assertNotEqual(self.run_record(readme, [run]).returncode, 0)
            with open(readme) as f:
                self.assertEqual(f.read(), "no block\n")
            empty = os.path.join(tmp, "empty.txt")
            open(empty, "w").close()
            self.assertNotEqual(self.run_record(readme, [empty]).returncode, 0)


if __name__ == "__main__":
    unittest.main()
