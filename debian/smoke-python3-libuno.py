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
