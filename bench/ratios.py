#!/usr/bin/env python3
"""The library against the plain C loop, in one run: games/s and moves/s
of bench/playouts' modes (4-player Classic, the reference policy) divided
by bench/baseline's, the programs taking turns so that both see the same
machine. Wall-clock ratios still move with the processor and the load;
bench/callgrind.py --baseline gives the ratio of instructions, which does
not.

    ratios.py BASELINE PLAYOUTS [--rounds N] [--seconds S] [--players N]
              [--uno-sim UNO_SIM [--uno-sim-games N]]

Prints `ratio.MODE.classic.Np.games_per_s VALUE x` lines (and moves_per_s),
each the median over the rounds, plus the medians themselves. With
--uno-sim, examples/uno-sim with the reference bot in every seat takes its
turn too (`ratio.unosim.reference...`: a command-line host's speed, its
statistics gathered by an event hook).
"""
import argparse
import re
import statistics
import subprocess
import sys

MODES = ("api.decision", "api.untracked", "api.reference", "builtin.reference")


def figures(cmd):
    out = subprocess.run(cmd, check=True, stdout=subprocess.PIPE,
                         universal_newlines=True).stdout
    found = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 2:
            found[parts[0].rsplit(".", 1)[-1]] = float(parts[1])
    return found


def unosim_figures(cmd):
    """games_per_s and moves_per_s from libuno-sim's time line."""
    out = subprocess.run(cmd, check=True, stdout=subprocess.PIPE,
                         universal_newlines=True).stdout
    m = re.search(r"([\d.]+) games/s, ([\d.]+) moves/s", out)
    if not m:
        raise SystemExit("ratios.py: no time line in uno-sim's output")
    return {"games_per_s": float(m.group(1)), "moves_per_s": float(m.group(2))}


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("baseline")
    p.add_argument("playouts")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--seconds", default="0.3")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--uno-sim", dest="uno_sim")
    p.add_argument("--uno-sim-games", type=int, default=40000)
    a = p.parse_args(argv)
    n = str(a.players)
    modes = MODES + (("unosim.reference",) if a.uno_sim else ())
    runs = {name: [] for name in ("baseline",) + modes}
    for _ in range(a.rounds):
        # One timed run of each, in turn, every round.
        runs["baseline"].append(figures([a.baseline, "--runs", "1", "--seconds", a.seconds,
                                         "--players", n]))
        for mode in MODES:
            runs[mode].append(figures([a.playouts, "--runs", "1", "--seconds", a.seconds,
                                       "--variant", "classic", "--players", n,
                                       "--mode", mode]))
        if a.uno_sim:
            runs["unosim.reference"].append(unosim_figures(
                [a.uno_sim, "--variant", "classic", "--players", n, "--bots", "reference",
                 "--games", str(a.uno_sim_games), "--threads", "1", "--no-progress"]))
    for unit in ("games_per_s", "moves_per_s"):
        base = [r[unit] for r in runs["baseline"]]
        print("ratio.baseline.classic.%sp.%s %.0f %s" % (
            n, unit, statistics.median(base), unit.replace("_per_", "/")))
        for mode in modes:
            mine = [r[unit] for r in runs[mode]]
            ratio = statistics.median(m / b for m, b in zip(mine, base))
            print("ratio.%s.classic.%sp.%s %.3f x" % (mode, n, unit, ratio))
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
