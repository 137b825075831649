#!/usr/bin/env python3
"""Compares a benchmark run with the figures recorded in bench/README.md.

    bench/compare.py [--recorded bench/README.md] [RUN_OUTPUT...]

RUN_OUTPUT files (or standard input) hold the lines the benchmarks print,
"name value unit". The recorded figures are the same lines in the README's
block between the markers "<!-- figures -->" and "<!-- /figures -->".

For every figure in both it prints the recorded value, the new one and
their ratio, with the direction that is better (rates: higher; ns,
instructions: lower), and marks a change beyond the noise allowance
(--noise, default 25%: the machines these run on are shared). It never
fails on wall-clock figures: a run on a busy machine is slow, not broken.
Instruction counts (callgrind) do not depend on load; with
--max-instructions-ratio R it exits 1 when one grew by more than R (for a
build with the same compiler and buildtype as the recorded one).
"""
import argparse
import os
import sys


def parse(lines):
    figures = {}
    for line in lines:
        parts = line.split()
        if len(parts) < 3 or parts[0].startswith("#"):
            continue
        try:
            figures[parts[0]] = (float(parts[1]), " ".join(parts[2:]))
        except ValueError:
            continue
    return figures


def recorded_figures(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    start = text.find("<!-- figures -->")
    end = text.find("<!-- /figures -->")
    if start < 0 or end < start:
        raise SystemExit("compare.py: no figures block in %s" % path)
    return parse(text[start:end].splitlines())


def lower_is_better(unit):
    return unit in ("ns", "instructions", "x", "bytes")


def main(argv=None):
    here = os.path.dirname(os.path.abspath(__file__))
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--recorded", default=os.path.join(here, "README.md"))
    p.add_argument("--noise", type=float, default=0.25)
    p.add_argument("--max-instructions-ratio", type=float, default=None)
    p.add_argument("runs", nargs="*")
    a = p.parse_args(argv)

    old = recorded_figures(a.recorded)
    lines = []
    if a.runs:
        for path in a.runs:
            with open(path, encoding="utf-8") as f:
                lines += f.read().splitlines()
    else:
        lines = sys.stdin.read().splitlines()
    new = parse(lines)

    failed = False
    shown = 0
    print("%-64s %12s %12s %7s" % ("figure", "recorded", "now", "ratio"))
    for name in sorted(new):
        if name not in old:
            continue
        (was, unit), (now, _) = old[name], new[name]
        if was == 0:
            continue
        ratio = now / was
        better = ratio < 1 if lower_is_better(unit) else ratio > 1
        note = ""
        if abs(ratio - 1) > a.noise:
            note = "better" if better else "WORSE"
        if (unit == "instructions" and a.max_instructions_ratio is not None and
                ratio > a.max_instructions_ratio):
            note = "TOO MANY INSTRUCTIONS"
            failed = True
        print("%-64s %12.6g %12.6g %7.3f %s %s" % (name, was, now, ratio, unit, note))
        shown += 1
    missing = sorted(set(new) - set(old))
    if missing:
        print("not recorded: %s" % ", ".join(missing))
    if shown == 0:
        print("compare.py: no figure of the run is recorded", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
