#!/usr/bin/env python3
"""The baseline plays the library's games: bench/baseline and bench/playouts
(uno_game_playout(), reference policy; and the API loop through
uno_game_decision()) must count the same moves over the same seeds, for
several table sizes, and the baseline's --check must find every card.
And the reference policy is one policy in every built-in variant: the list
(uno_game_legal_moves()), the decision (uno_game_decision()), the decision
with nothing tracked beyond the rules (uno_game_set_tracking()) and the
built-in playout play the same games.

    same_games.py BASELINE PLAYOUTS [--games N]

A test (bench/meson.build): if the baseline drifted from the library's
rules or generator, its figures would no longer be a yardstick.
"""
import argparse
import subprocess
import sys


def figures(cmd, suffix):
    """The program's figures whose names end with the suffix: name -> value."""
    out = subprocess.run(cmd, check=True, stdout=subprocess.PIPE,
                         universal_newlines=True).stdout
    found = {}
    for line in out.splitlines():
        name, value = line.split()[:2]
        if name.endswith(suffix):
            found[name] = value
    if not found:
        raise SystemExit("same_games.py: no %s figure from %s" % (suffix, " ".join(cmd)))
    return found


def figure(cmd, suffix):
    return next(iter(figures(cmd, suffix).values()))


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("baseline")
    p.add_argument("playouts")
    p.add_argument("--games", type=int, default=3000)
    a = p.parse_args(argv)
    games = str(a.games)
    failed = 0
    for players in (2, 4, 10):
        n = str(players)
        plain = figure([a.baseline, "--games", games, "--players", n], "moves_per_game")
        for mode in ("builtin.reference", "api.decision"):
            lib = figure([a.playouts, "--games", games, "--players", n, "--mode", mode],
                         "moves_per_game")
            same = plain == lib
            failed += not same
            print("%dp %s: baseline %s moves/game, library %s%s" % (
                players, mode, plain, lib, "" if same else "  DIFFERENT"))
    # Every built-in (playouts --variant all), by mode; the figures' names
    # differ only in the mode: playout.MODE.VARIANT.Np.moves_per_game.
    modes = ("api.reference", "api.decision", "api.untracked", "builtin.reference")
    by_mode = [{name[len("playout.%s." % mode):]: value for name, value in
                figures([a.playouts, "--games", games, "--variant", "all", "--mode", mode],
                        "moves_per_game").items()}
               for mode in modes]
    for table in sorted(by_mode[0]):
        counts = [found.get(table, "none") for found in by_mode]
        same = len(set(counts)) == 1
        failed += not same
        print("%s: list, decision, untracked, playout %s%s" % (
            table, " ".join(counts), "" if same else "  DIFFERENT"))
    subprocess.run([a.baseline, "--games", games, "--check"], check=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
