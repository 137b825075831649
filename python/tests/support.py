"""Shared helpers for the binding's tests (not a test module itself)."""
import collections
import random
import unittest

import libuno


def play_move(game, rng, greedy=False, others=False):
    """Applies one random legal move of the seat to decide: a play two
    times in three when there is one, or always with greedy (uniform choice
    makes rounds a slow random walk). With others, now and then a move of
    another seat comes first (an UNO call, a catch, a jump-in). Returns the
    move."""
    if others and rng.random() < 0.2:
        seat = rng.randrange(game.players)
        extra = game.legal_moves(seat) if seat != game.current_player else []
        if extra:
            move = rng.choice(extra)
            game.apply(move, seat)
            return move
    legal = game.legal_moves()
    plays = [m for m in legal if m.is_play]
    if plays and (greedy or rng.random() < 2 / 3):
        move = rng.choice(plays)
    else:
        move = rng.choice(legal)
    game.apply(move)
    return move


def snapshot(g):
    """Everything a host can read of a game."""
    return (g.phase, g.current_player, g.direction, g.top_card,
            g.current_color, [g.hand(s) for s in range(g.players)],
            g.draw_pile_size, g.discard_pile_size, g.scores,
            [g.uno_called(s) for s in range(g.players)], g.pending_draw,
            g.gives_left, g.turned, g.round, g.dealer)


def deck_count(game):
    """Every card of the round accounted for: hands, piles and the cards a
    Casting Call turned."""
    return (sum(game.hand_sizes) + game.draw_pile_size +
            game.discard_pile_size + len(game.turned))


def play_round(test, game, rng, limit=20000, **policy):
    """Plays random moves until the round ends, checking after each that
    no card was lost or made, that the seat to decide has a legal move, and
    that legal move lists are sorted and unique. Returns the move count."""
    total = deck_count(game)
    moves = 0
    while not game.round_over:
        legal = game.legal_moves()
        test.assertTrue(legal, "seat %s has no legal move in %r"
                        % (game.current_player, game))
        test.assertEqual(legal, sorted(set(legal)))
        play_move(game, rng, **policy)
        moves += 1
        test.assertEqual(deck_count(game), total)
        test.assertLess(moves, limit, "the round does not end")
    return moves


def play_match(test, game, rng, round_limit=200):
    """Plays random rounds until the match is over; returns the rounds."""
    rounds = 1
    while True:
        play_round(test, game, rng)
        test.assertIsNotNone(game.winner)
        if game.match_over:
            return rounds
        test.assertEqual(game.phase, libuno.Phase.ROUND_OVER)
        game.next_round()
        rounds += 1
        test.assertLess(rounds, round_limit, "the match does not end")


class Recorder:
    """An event hook that keeps every event."""

    def __init__(self):
        self.events = []

    def __call__(self, game, event):
        self.events.append(event)

    def of(self, etype, seat=None):
        return [e for e in self.events
                if e.type == etype and (seat is None or e.seat == seat)]

    def clear(self):
        self.events.clear()


def cards(text):
    """A list of Cards from space-separated notation."""
    return [libuno.Card(t) for t in text.split()]


def hand_text(game, seat):
    return " ".join(str(c) for c in game.hand(seat))


def counter(cs):
    return collections.Counter(str(c) for c in cs)


class GameTest(unittest.TestCase):
    """Base class: apply a list of (seat, move) steps and check each."""

    def steps(self, game, steps):
        for seat, move in steps:
            before = game.current_player if seat is None else seat
            try:
                game.apply(move, seat)
            except libuno.UnoError as e:
                self.fail("seat %s %r refused: %s" % (before, move, e))


def rng(seed):
    return random.Random(seed)
