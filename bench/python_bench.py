#!/usr/bin/env python3
"""Random-game throughput of the Python binding, 4-player Classic rounds
with the reference policy (bench/README.md):

  python.api.reference   move by move through the binding: list the legal
                         moves (Game.legal_moves), pick one in Python,
                         apply it (Game.apply);
  python.playout.reference  the whole round in one call (Game.playout).

A game is one round: uno.Game(...) (dealer by lot, shuffle, deal), played
to the end of the round. Each figure is the median of --runs runs, printed
as "name value unit" lines, as the C benchmarks do.

    PYTHONPATH=python python3 bench/python_bench.py [--games N] [--runs N]
        [--variant NAME] [--players N]
"""
import argparse
import random
import statistics
import sys
import time

import uno


_DRAW_PASS = (uno.MoveType.DRAW, uno.MoveType.PASS)
_NOT_ANSWERS = (uno.MoveType.UNO, uno.MoveType.CATCH)
_OTHER_DECISION = (uno.MoveType.ACCEPT, uno.MoveType.CHALLENGE)
_info = {}


def move_info(m):
    """What the policy needs of a move, computed once per distinct move
    (the binding hands out the same Move objects again)."""
    info = _info.get(m)
    if info is None:
        info = _info[m] = (m.card if m.is_play else None, m.uno,
                           m.type in _DRAW_PASS, m.type in _OTHER_DECISION,
                           m.type not in _NOT_ANSWERS)
    return info


def reference_move(legal, rng):
    """The reference policy (game.h, UNO_PLAYOUT_REFERENCE) from the list
    alone: plays with no accept or challenge beside them are a turn's (a
    stack's are not), and a play offered with the UNO call leaves one card."""
    cards = {}
    draw = None
    other = False
    call = False
    for m in legal:
        card, uno_flag, draw_pass, other_decision, _ = move_info(m)
        if card is not None:
            cards.setdefault(card, []).append(m)
            call = call or uno_flag
        elif draw_pass and draw is None:
            draw = m
        other = other or other_decision
    if cards and not other:
        variants = cards[rng.choice(list(cards))]
        return rng.choice([m for m in variants if move_info(m)[1] == call])
    if draw is not None and not cards:
        return draw
    return rng.choice([m for m in legal if move_info(m)[4]])


def api_round(game, rng):
    moves = 0
    legal_moves, apply = game.legal_moves, game.apply
    while True:
        legal = legal_moves()
        if not legal:
            return moves
        apply(reference_move(legal, rng))
        moves += 1


def run(mode, args, first):
    rng = random.Random(first)
    moves = 0
    start = time.perf_counter()
    for i in range(args.games):
        game = uno.Game(args.variant, args.players, seed=first + i)
        if mode == "api":
            moves += api_round(game, rng)
        else:
            moves += game.playout(first + i, "reference")
        if not game.round_over:
            raise SystemExit("game %d did not end" % i)
    elapsed = time.perf_counter() - start
    return args.games / elapsed, moves / elapsed, moves / args.games


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--variant", default="classic")
    p.add_argument("--players", type=int, default=4)
    a = p.parse_args(argv)
    if a.games < 1 or a.runs < 1:
        p.error("--games and --runs must be at least 1")
    for mode, games in (("api", a.games), ("playout", a.games * 10)):
        a2 = argparse.Namespace(**vars(a))
        a2.games = games
        results = [run(mode, a2, 1 + k * games) for k in range(a.runs)]
        name = "python.%s.reference.%s.%dp" % (mode, a.variant, a.players)
        print("%s.games_per_s %.6g games/s" % (
            name, statistics.median(r[0] for r in results)))
        print("%s.moves_per_s %.6g moves/s" % (
            name, statistics.median(r[1] for r in results)))
        print("%s.moves_per_game %.6g moves" % (
            name, statistics.median(r[2] for r in results)))
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
