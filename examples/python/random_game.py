#!/usr/bin/env python3
"""One game of UNO between random bots, printed as a short log.

    python3 examples/python/random_game.py \
        [--variant classic] [--players 4] [--seed 1] [--match]

with the package installed (pip install .); from a checkout without
installing, PYTHONPATH=python (or PYTHONPATH=build/python after meson).

Every seat picks a random legal move (a play when it can, two times in
three). Decisions that come after a move (a color for a wild, a challenge)
are answered by hooks, and an event hook prints what happens. Without
--match one round is played; with it, rounds are dealt until someone wins
the match.
"""
import argparse
import random
import sys

import libuno


def describe(game, e):
    """One log line for an event, or None to leave it out."""
    T = libuno.EventType
    # The card in the game's notation, on the side in play when it happened
    # (UNO Flip's dark side: P, T, O, V).
    card = game.card_text(e.card, e.side) if e.card is not None else None
    if e.type == T.PLAY:
        return "seat %d plays %s" % (e.seat, card)
    if e.type == T.DRAW:
        why = "" if e.reason == libuno.DrawReason.TURN else " (%s)" % e.reason.name.lower().replace("_", " ")
        return "seat %d draws%s" % (e.seat, why)
    if e.type == T.PASS:
        return "seat %d passes" % e.seat
    if e.type == T.SKIP:
        return "seat %d is skipped" % e.seat
    if e.type == T.DIRECTION:
        return "play turns %s" % ("clockwise" if e.value > 0 else "counterclockwise")
    if e.type == T.UNO:
        return "seat %d calls UNO!" % e.seat
    if e.type == T.CATCH:
        return "seat %d catches seat %d" % (e.other, e.seat)
    if e.type == T.CHALLENGE:
        return "seat %d challenges seat %d: %s" % (
            e.other, e.seat, "guilty" if e.value else "innocent")
    if e.type == T.ROUND_START:
        return "round %d, dealer seat %d" % (e.value, e.seat)
    if e.type == T.FIRST_CARD:
        return "first card %s" % card
    if e.type == T.FLIP:
        return "seat %d flips every card: the %s side is up, %s on top" % (
            e.seat, "dark" if e.value else "light", card)
    if e.type == T.ROUND_END:
        return "seat %d wins the round%s and scores %d" % (
            e.seat, " (blocked)" if e.blocked else "", e.value)
    if e.type == T.MATCH_END:
        return "seat %d wins the match" % e.seat
    if e.type in (T.GIVE, T.CAST):
        return "seat %d gives %s to seat %d" % (e.seat, card, e.other)
    if e.type == T.SWAP:
        return "seat %d swaps hands with seat %d" % (e.seat, e.other)
    if e.type == T.ELIMINATED:
        return "seat %d is eliminated with %d points" % (e.seat, e.value)
    return None


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
        line = describe(game, e)
        if line:
            print("  " + line)

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
