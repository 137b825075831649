#!/usr/bin/env python3
"""One game of UNO between random bots, printed as a short log.

    python3 examples/python/random_game.py \
        [--variant classic] [--players 4] [--seed 1] [--match]

with the package installed (pip install .); from a checkout without
installing, PYTHONPATH=python (or PYTHONPATH=build/python after meson).

Every seat picks a random legal move (a play when it can, two times in
three). Decisions that come after a move (a color for a wild, a challenge)
are answered by hooks, and an event hook prints what happens in the
library's words (Game.describe()). Without
--match one round is played; with it, rounds are dealt until someone wins
the match.
"""
import argparse
import random
import sys

import libuno


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--variant", default="classic", choices=libuno.variants())
    p.add_argument("--players", type=int)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--match", action="store_true",
                   help="play rounds until the match is won")
    a = p.parse_args(argv)
    rules = libuno.Rules(a.variant)
    players = a.players or (4 if rules.allows_players(4) else rules.player_counts[0])
    try:
        game = libuno.Game(rules, players, seed=a.seed)
    except (libuno.UnoError, ValueError) as e:
        p.error(str(e))
    rng = random.Random(a.seed)

    def log(game, e):
        # The library's words for the event, as a spectator is told it
        # (another seat's drawn card stays hidden): "Seat 2 plays red 7."
        print("  " + game.describe(e))

    game.set_hooks(
        event=log,
        choose_color=lambda game, seat: rng.choice(list(libuno.Color)),
        challenge=lambda game, seat: rng.random() < 0.3,
    )
    print("%s, %d players, seed %d: dealer seat %d, first card %s"
          % (a.variant, players, a.seed, game.dealer, game.top_card))
    moves = 0
    while True:
        while not game.round_over:
            legal = game.legal_moves()
            plays = [m for m in legal if m.is_play]
            move = rng.choice(plays) if plays and rng.random() < 2 / 3 else rng.choice(legal)
            game.apply(move)
            moves += 1
        if game.match_over or not a.match:
            break
        game.next_round()
    print("after %d moves: scores %s" % (moves, " ".join(map(str, game.scores))))
    if game.match_over:
        print("match winner: seat %d" % game.match_winner)
    else:
        print("round winner: seat %d" % game.winner)
    return 0


if __name__ == "__main__":
    sys.exit(main())
