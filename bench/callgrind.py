#!/usr/bin/env python3
"""Instructions per game, counted by valgrind --tool=callgrind: stable on a
noisy machine, where wall-clock figures are not.

    bench/callgrind.py PLAYOUTS [--games N] [--variant NAME] [--players N]
                       [--baseline BASELINE]

PLAYOUTS is the bench/playouts program of a build (a release build for the
recorded figures). For each mode (the reference policy through the API
with a move list, as a fast host with the history tracked and not, and
uno_game_playout() with each policy) it runs

    valgrind --tool=callgrind --toggle-collect=bench_games \\
        PLAYOUTS --games N --mode MODE --variant V --players P

which counts only the instructions executed inside bench_games() (creating
each game, playing its round, freeing it), and prints one
"callgrind.MODE.VARIANT.Pp.instructions_per_game VALUE instructions" line.

With --baseline BASELINE (the bench/baseline program of the same build,
which plays only Classic) it also counts the plain C loop's bench_games()
over the same games, "BASELINE --games N --players P", and prints
"callgrind.baseline.classic.Pp.instructions_per_game VALUE instructions";
PLAYOUTS may then be left out.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile


def count(program_args):
    """Instructions executed inside bench_games() by the program run with
    these arguments."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out,
               "--toggle-collect=bench_games"] + program_args
        res = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             universal_newlines=True)
        if res.returncode != 0:
            sys.stderr.write(res.stderr)
            raise SystemExit("callgrind.py: %s failed" % " ".join(cmd))
        m = re.search(r"Collected : (\d+)", res.stderr)
        if not m:
            raise SystemExit("callgrind.py: no instruction count in valgrind's output")
        return int(m.group(1))


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("playouts", nargs="?")
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--variant", default="classic")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--modes", default="api.reference,api.decision,api.untracked,builtin.reference,builtin.uniform")
    p.add_argument("--baseline", metavar="BASELINE",
                   help="the bench/baseline program: count it too (Classic only)")
    a = p.parse_args(argv)
    if not a.playouts and not a.baseline:
        p.error("give PLAYOUTS, --baseline BASELINE or both")
    if a.baseline and a.variant != "classic":
        p.error("the baseline plays Classic only, not %s" % a.variant)
    if a.playouts:
        for mode in a.modes.split(","):
            n = count([a.playouts, "--games", str(a.games), "--mode", mode,
                       "--variant", a.variant, "--players", str(a.players)])
            print("callgrind.%s.%s.%dp.instructions_per_game %.6g instructions" % (
                mode, a.variant, a.players, n / a.games))
            sys.stdout.flush()
    if a.baseline:
        n = count([a.baseline, "--games", str(a.games), "--players", str(a.players)])
        print("callgrind.baseline.classic.%dp.instructions_per_game %.6g instructions" % (
            a.players, n / a.games))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
