"""The package imports without aiohttp: only uno-server (libuno.server) and
its client (libuno.client) need it, and say so when it is missing. Run by
the first python3 on the PATH, which may or may not have aiohttp: the
checks run in a child interpreter that cannot import it either way."""
import os
import subprocess
import sys
import unittest

# A child interpreter in which aiohttp cannot be imported, whatever is
# installed: a finder placed first refuses it.
CHILD = r'''
import importlib.abc, sys

class NoAiohttp(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name == "aiohttp" or name.startswith("aiohttp."):
            raise ImportError("no aiohttp here (test_server_optional)")
        return None

sys.meta_path.insert(0, NoAiohttp())
import libuno
assert libuno.Game("classic", 2, seed=1).legal_moves() is not None
assert not [m for m in sys.modules if m.split(".")[0] == "aiohttp"], "aiohttp imported"
assert "libuno.server" not in sys.modules and "libuno.client" not in sys.modules
for name in ("libuno.server", "libuno.client"):
    try:
        __import__(name)
    except ImportError as e:
        print(name, "|", e)
    else:
        raise AssertionError(name + " imported without aiohttp")
'''


class TestOptional(unittest.TestCase):

    def test_package_imports_without_aiohttp(self):
        out = subprocess.run([sys.executable, "-c", CHILD], stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, universal_newlines=True,
                             env=os.environ.copy(), timeout=120)
        self.assertEqual(out.returncode, 0, out.stdout)
        lines = dict(line.split(" | ", 1) for line in out.stdout.splitlines() if " | " in line)
        self.assertIn("python3-aiohttp", lines["libuno.server"], "the server says what to install")
        self.assertIn("aiohttp", lines["libuno.client"])


if __name__ == "__main__":
    unittest.main()
