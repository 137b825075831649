#!/usr/bin/env python3
"""Instructions per game, counted by valgrind --tool=callgrind: stable on a
noisy machine, where wall-clock figures are not.

    bench/callgrind.py PLAYOUTS [--games N] [--variant NAME] [--players N]

PLAYOUTS is the bench/playouts program of a build (a release build for the
recorded figures). For each mode (the reference policy through the API,
and uno_game_playout() with each policy) it runs

    valgrind --tool=callgrind --toggle-collect=bench_games \\
        PLAYOUTS --games N --mode MODE --variant V --players P

which counts only the instructions executed inside bench_games() (creating
each game, playing its round, freeing it), and prints one
"callgrind.MODE.VARIANT.Pp.instructions_per_game VALUE instructions" line.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile


def count(prog, mode, args):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out,
               "--toggle-collect=bench_games", prog, "--games", str(args.games),
               "--mode", mode, "--variant", args.variant,
               "--players", str(args.players)]
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
    p.add_argument("playouts")
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--variant", default="classic")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--modes", default="api.reference,builtin.reference,builtin.uniform")
    a = p.parse_args(argv)
    for mode in a.modes.split(","):
        n = count(a.playouts, mode, a)
        print("callgrind.%s.%s.%dp.instructions_per_game %.6g instructions" % (
            mode, a.variant, a.players, n / a.games))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
