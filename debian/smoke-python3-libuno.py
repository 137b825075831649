"""Smoke test of the python3-libuno package as installed (debian/rules runs it
after dh_auto_install, with PYTHONPATH at debian/python3-libuno's
dist-packages and LD_LIBRARY_PATH at debian/tmp's libdir): the package
imports from there, carries no copy of libuno, loads libuno.so.1 from the
library just built through the system loader, and plays a round."""
import glob
import os
import random
import sys

import libuno

pkg = os.path.dirname(os.path.abspath(libuno.__file__))
expected = os.path.join(os.environ["PYTHONPATH"], "libuno")
if pkg != os.path.abspath(expected):
    sys.exit("uno imported from %s, not from %s" % (pkg, expected))
bundled = glob.glob(os.path.join(pkg, "*.so*"))
if bundled:
    sys.exit("python3-libuno bundles a library: %s" % bundled)
if not os.path.isfile(os.path.join(pkg, "_constants.py")):
    sys.exit("libuno/_constants.py (generated from the headers) is missing")

# Found through the system loader: a library name or the path of the
# directory LD_LIBRARY_PATH names, never one next to the package.
path = str(libuno.library_path)
libdir = os.environ["LD_LIBRARY_PATH"]
if not (os.path.basename(path) == path or path.startswith(libdir + os.sep)):
    sys.exit("libuno loaded from %s, not through the loader from %s"
             % (path, libdir))

game = libuno.Game("classic", players=4, seed=7)
rng = random.Random(1)
for _ in range(10000):
    if game.round_over:
        break
    game.apply(rng.choice(game.legal_moves()))
if not game.round_over:
    sys.exit("a round of classic did not end")
print("python3-libuno: package %s, libuno %s from %s; seat %s won the round"
      % (libuno.__version__, libuno.library_version(), path, game.winner))

# The uno-server command: installed beside the package, and runnable with or
# without aiohttp (without it, it says what is missing: exit status 3).
import subprocess  # noqa: E402
root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
    os.environ["PYTHONPATH"].rstrip(os.sep)))))
command = os.path.join(root, "usr", "bin", "uno-server")
if not os.path.isfile(command):
    sys.exit("python3-libuno installs no %s" % command)
run = subprocess.run([sys.executable, command, "--help"], capture_output=True, text=True)
if run.returncode == 3 and "needs aiohttp" in run.stderr:
    print("python3-libuno: uno-server says it needs aiohttp (not installed here)")
elif run.returncode != 0 or "--database" not in run.stdout:
    sys.exit("uno-server --help failed (%d): %s" % (run.returncode, run.stderr))
else:
    print("python3-libuno: uno-server --help answers")
