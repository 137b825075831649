#!/usr/bin/env python3
"""Random-game throughput of the Python binding: 4-player Classic games
played by random bots from the deal to the end of the first round.

    python3 examples/python/bench.py [--games N] [--seed S]
        [--variant NAME] [--players N]

with the package installed (pip install .); from a checkout without
installing, PYTHONPATH=python (or PYTHONPATH=build/python after meson).

Each bot picks a random legal move, a play two times in three when it has
one (the policy of the C conformance tests: uniform choice makes rounds a
slow random walk). Prints games per second and moves per second.
"""
import argparse
import random
import sys
import time

import libuno


def play_round(game, rng):
    """Plays random moves until the round ends; returns the move count."""
    moves = 0
    legal_moves = game.legal_moves
    apply = game.apply
    while True:
        legal = legal_moves()
        if not legal:
            return moves
        plays = [m for m in legal if m.is_play]
        if plays and rng.random() < 2 / 3:
            apply(rng.choice(plays))
        else:
            apply(rng.choice(legal))
        moves += 1


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--variant", default="classic")
    p.add_argument("--players", type=int, default=4)
    a = p.parse_args(argv)
    if a.games < 1:
        p.error("--games must be at least 1")
    rng = random.Random(a.seed)
    moves = 0
    start = time.perf_counter()
    for i in range(a.games):
        game = libuno.Game(a.variant, a.players, seed=a.seed + i)
        moves += play_round(game, rng)
        if not game.round_over:
            print("game %d did not end" % i, file=sys.stderr)
            return 1
    elapsed = time.perf_counter() - start
    print("%d %s games (%d players) to round end: %.2f s" % (
        a.games, a.variant, a.players, elapsed))
    print("games/s: %.0f" % (a.games / elapsed))
    print("moves/s: %.0f (%.1f moves per game)" % (
        moves / elapsed, moves / a.games))
    return 0


if __name__ == "__main__":
    sys.exit(main())
