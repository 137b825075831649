#!/usr/bin/env python3
"""A small tournament between simple UNO bots, printing their win rates.

    python3 examples/python/tournament.py \
        [--games 200] [--variant classic] [--seed 1] [--match]
    python3 examples/python/tournament.py --partner-tournament K [--seed 1]

with the package installed (pip install .); from a checkout without
installing, PYTHONPATH=python (or PYTHONPATH=build/python after meson).

Four bots play N games at one table, taking seats at random every game
(so no bot keeps the seat left of the dealer, nor the same partner in the
team variants). A game is one round (or, with --match,
a whole match). Each bot sees only what a player at the table would: its
own hand, the public state, and its legal moves.

With --partner-tournament K the four bots play the partner tournament of
the official rules (TOUR-1, libuno.Tournament) at one table instead: Partners
hands in which every bot partners every other bot K times (3 x K hands),
each bot keeping its own total of the points its partnerships scored.

- random: any legal move, uniformly.
- greedy: plays whenever it can, the card worth most points first, and
  names the color it holds most of.
- cautious: plays number cards before action cards and keeps its wilds for
  when nothing else fits; calls UNO and catches opponents who forget.
- drawer: draws whenever it may, plays only what it must (a baseline that
  should lose).
"""
import argparse
import collections
import random
import sys

import libuno


def most_held_color(game, seat):
    held = collections.Counter(c.color for c in game.hand(seat) if c.color is not None)
    return max(libuno.Color, key=lambda c: (held[c], -c))


class Bot:
    name = "bot"
    catches = False

    def __init__(self, rng):
        self.rng = rng

    def choose(self, game, seat, legal):
        raise NotImplementedError


class RandomBot(Bot):
    name = "random"

    def choose(self, game, seat, legal):
        return self.rng.choice(legal)


class GreedyBot(Bot):
    name = "greedy"

    def choose(self, game, seat, legal):
        plays = [m for m in legal if m.is_play]
        if not plays:
            return legal[0]  # draw, pass, accept... (canonical order)
        rules_points = game.rules.points
        best = max(rules_points(m.card) for m in plays)
        plays = [m for m in plays if rules_points(m.card) == best]
        color = most_held_color(game, seat)
        named = [m for m in plays if m.color in (None, color)]
        calls = [m for m in named if m.uno]
        return (calls or named or plays)[0]


class CautiousBot(Bot):
    name = "cautious"
    catches = True

    def choose(self, game, seat, legal):
        plays = [m for m in legal if m.is_play]
        if not plays:
            if libuno.Move.call_uno() in legal:
                return libuno.Move.call_uno()
            return legal[0]
        calls = [m for m in plays if m.uno]
        if calls:
            plays = calls
        for wanted in (lambda m: m.card.is_number,
                       lambda m: not m.card.is_wild):
            some = [m for m in plays if wanted(m)]
            if some:
                return self.rng.choice(some)
        color = most_held_color(game, seat)
        return next((m for m in plays if m.color == color), plays[0])


class DrawerBot(Bot):
    name = "drawer"

    def choose(self, game, seat, legal):
        for m in legal:
            if m.type in (libuno.MoveType.DRAW, libuno.MoveType.PASS, libuno.MoveType.ACCEPT):
                return m
        return self.rng.choice(legal)


BOTS = [RandomBot, GreedyBot, CautiousBot, DrawerBot]


def play_game(game, seats, rng, match):
    """Plays one round (or match); returns the winning seat."""
    while True:
        while not game.round_over:
            # Anyone who catches looks for a missing UNO call first.
            for seat, bot in enumerate(seats):
                if bot.catches and seat != game.current_player:
                    for m in game.legal_moves(seat):
                        if m.type == libuno.MoveType.CATCH:
                            game.apply(m, seat)
            seat = game.current_player
            game.apply(seats[seat].choose(game, seat, game.legal_moves()))
        if not match or game.match_over:
            return game.match_winner if match else game.winner
        game.next_round()


def partner_tournament(bots, hands_per_partner, seed, rng):
    """TOUR-1 between the bots at one table (libuno.Tournament): each hand is
    the first round of a Partners game seated as the schedule says."""
    t = libuno.Tournament(len(bots), hands_per_partner)
    for hand in range(t.hands):
        players = t.seats(hand, 0)
        game = libuno.Game("partners", len(players), seed=seed * 100003 + hand)
        play_game(game, [bots[p] for p in players], rng, match=False)
        t.record_game(hand, 0, game)
        names = [bots[p].name for p in players]    # seats 0 & 2, 1 & 3
        print("hand %2d: %s & %s %d, %s & %s %d" % (
            hand + 1, names[0], names[2], game.score(0), names[1], names[3],
            game.score(1)))
    print("standings after %d hands (each pair partnered %d times):"
          % (t.hands, hands_per_partner))
    for p in t.standings():
        print("  %-9s %5d" % (bots[p].name, t.total(p)))


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--variant", default="classic", choices=libuno.variants())
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--match", action="store_true", help="games are whole matches")
    p.add_argument("--partner-tournament", type=int, metavar="K",
                   help="play the partner tournament (TOUR-1) instead, each "
                   "pair of bots partnering K hands")
    a = p.parse_args(argv)
    if a.games < 1:
        p.error("--games must be at least 1")
    if a.partner_tournament is not None:
        if not 1 <= a.partner_tournament <= libuno.Tournament.MAX_REPEATS:
            p.error("--partner-tournament is 1 to %d" % libuno.Tournament.MAX_REPEATS)
        rng = random.Random(a.seed)
        bots = [cls(random.Random(rng.random())) for cls in BOTS]
        partner_tournament(bots, a.partner_tournament, a.seed, rng)
        return 0
    if not libuno.Rules(a.variant).allows_players(len(BOTS)):
        p.error("%s is not played by %d players" % (a.variant, len(BOTS)))
    rng = random.Random(a.seed)
    bots = [cls(random.Random(rng.random())) for cls in BOTS]
    wins = collections.Counter()
    for i in range(a.games):
        seats = bots[:]
        rng.shuffle(seats)
        game = libuno.Game(a.variant, len(seats), seed=a.seed * 100003 + i)
        winner = play_game(game, seats, rng, a.match)
        # In team variants a team wins: count its partners alike.
        for seat in range(len(seats)):
            if game.team(seat) == game.team(winner):
                wins[seats[seat].name] += 1
    print("%d %s %s, %d bots:" % (a.games, a.variant,
                                 "matches" if a.match else "rounds", len(bots)))
    if libuno.Rules(a.variant).team_size > 1:
        print("  (a team's win counts for both partners)")
    for bot in sorted(bots, key=lambda b: -wins[b.name]):
        print("  %-9s %5.1f%%  (%d wins)" % (bot.name, 100.0 * wins[bot.name] / a.games,
                                            wins[bot.name]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
