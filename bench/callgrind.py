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
PLAYOUTS may then be left out. With both, each mode's count is also
printed as a ratio to the baseline's,
"callgrind.ratio.MODE.classic.Pp VALUE x".

With --max-ratio MODE=LIMIT (repeatable; it needs both programs) it is a
guard: it exits 1, after printing every figure, when a mode's ratio to the
baseline is above its LIMIT (CI runs it so, .ci/run, with the limits of
bench/README.md, "The guard"), so that a change that makes the library
dearer a game cannot go in unnoticed. The counts depend on the compiler
and the buildtype: the limits are for a gcc release build.
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


def parse_limits(specs):
    """{mode: limit} from "MODE=LIMIT" strings."""
    limits = {}
    for spec in specs or []:
        mode, sep, value = spec.partition("=")
        try:
            limit = float(value)
        except ValueError:
            limit = -1.0
        if not sep or not mode or limit <= 0:
            raise ValueError("--max-ratio wants MODE=LIMIT with LIMIT > 0, not %r" % spec)
        limits[mode] = limit
    return limits


def over_limits(per_game, baseline, limits):
    """The modes whose instructions per game, over the baseline's, are above
    their limit: (mode, ratio, limit) each, in the order of the limits. A
    limited mode that was not counted is over (it cannot be shown under)."""
    over = []
    for mode, limit in limits.items():
        if mode not in per_game:
            over.append((mode, float("inf"), limit))
            continue
        ratio = per_game[mode] / baseline
        if ratio > limit:
            over.append((mode, ratio, limit))
    return over


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("playouts", nargs="?")
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--variant", default="classic")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--modes", default="api.reference,api.decision,api.untracked,builtin.reference,builtin.uniform")
    p.add_argument("--baseline", metavar="BASELINE",
                   help="the bench/baseline program: count it too (Classic only)")
    p.add_argument("--max-ratio", action="append", metavar="MODE=LIMIT",
                   help="fail when MODE's ratio to the baseline is above LIMIT")
    a = p.parse_args(argv)
    if not a.playouts and not a.baseline:
        p.error("give PLAYOUTS, --baseline BASELINE or both")
    try:
        limits = parse_limits(a.max_ratio)
    except ValueError as e:
        p.error(str(e))
    if limits and not (a.playouts and a.baseline):
        p.error("--max-ratio needs both PLAYOUTS and --baseline")
    modes = a.modes.split(",") if a.playouts else []
    for mode in limits:
        if mode not in modes:
            p.error("--max-ratio %s: the mode is not among --modes" % mode)
    per_game = {}
    if a.baseline and a.variant != "classic":
        p.error("the baseline plays Classic only, not %s" % a.variant)
    if a.playouts:
        for mode in modes:
            n = count([a.playouts, "--games", str(a.games), "--mode", mode,
                       "--variant", a.variant, "--players", str(a.players)])
            per_game[mode] = n / a.games
            print("callgrind.%s.%s.%dp.instructions_per_game %.6g instructions" % (
                mode, a.variant, a.players, n / a.games))
            sys.stdout.flush()
    if a.baseline:
        n = count([a.baseline, "--games", str(a.games), "--players", str(a.players)])
        print("callgrind.baseline.classic.%dp.instructions_per_game %.6g instructions" % (
            a.players, n / a.games))
        sys.stdout.flush()
        base = n / a.games
        for mode, value in per_game.items():
            print("callgrind.ratio.%s.%s.%dp %.3f x" % (mode, a.variant, a.players, value / base))
        over = over_limits(per_game, base, limits)
        for mode, ratio, limit in over:
            sys.stderr.write("callgrind.py: %s costs %.3fx the baseline, above its limit %.3gx\n"
                             % (mode, ratio, limit))
        if over:
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
