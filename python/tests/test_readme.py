"""README.md's Python example runs as written, against this build's package."""
import contextlib
import io
import os
import re
import unittest

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")


def python_blocks(path):
    with open(path, encoding="utf-8") as f:
        return re.findall(r"^```python\n(.*?)^```", f.read(), flags=re.S | re.M)


class ReadmeExample(unittest.TestCase):

    def test_the_readme_example_plays_a_round(self):
        blocks = python_blocks(os.path.join(ROOT, "README.md"))
        self.assertEqual(len(blocks), 1, "README.md shows one Python example")
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(blocks[0], "README.md", "exec"), {"__name__": "__main__"})
        self.assertRegex(out.getvalue(), r"^seat [0-3] wins the round; scores: \[")

    def test_the_manual_examples_run(self):
        # doc/python.md's examples are whole programs too.
        for block in python_blocks(os.path.join(ROOT, "doc", "python.md")):
            with self.subTest(block=block.splitlines()[0]):
                with contextlib.redirect_stdout(io.StringIO()):
                    exec(compile(block, "doc/python.md", "exec"), {"__name__": "__main__"})


if __name__ == "__main__":
    unittest.main()
