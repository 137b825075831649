"""One canonical order of cards and moves, the library's: Card and Move
sort as lib/core/card.c's faces and uno_move_compare() order them, and
every list the package gives (hands, views, decks, legal moves, decisions)
comes in that order."""
import functools
import itertools
import random
import unittest
from ctypes import byref

import libuno
from libuno import _lib
from libuno.cards import card_key, move_key

from support import play_move


def library_compare(a, b):
    """uno_move_compare() of two Moves."""
    return _lib.lib.uno_move_compare(byref(a._c()), byref(b._c()))


def sign(x):
    return (x > 0) - (x < 0)


def every_card():
    """Every card there is: each kind in each color, each wild without a
    color and carrying each color; the public kinds (libuno.Kind) and the
    kinds 20-31 a variant may declare (ints)."""
    out = []
    for kind in list(libuno.Kind) + list(range(20, 32)):
        for color in list(libuno.Color) + [None]:
            try:
                out.append(libuno.Card(kind, color))
            except ValueError:
                pass
    return out


def many_moves():
    """The moves of every index (the extended layout's of kinds 20-31
    too), and the ones the index leaves out."""
    moves = list(libuno.move_from_index(i) for i in range(libuno.MOVE_INDEX_COUNT))
    nm = libuno.Rules("no-mercy")
    moves += [nm.move_from_index(i) for i in range(nm.move_index_count)]
    moves += [libuno.Move.play("W4"), libuno.Move.play("W", uno=True), libuno.Move.play("CC"),
              libuno.Move.penalty(1, libuno.PenaltyReason.TABLE_TALK, 4),
              libuno.Move.penalty(1), libuno.Move.penalty(0, count=20),
              libuno.Move.misplay(3), libuno.Move.give("W"), libuno.Move.cast(9)]
    return list(dict.fromkeys(moves))


class CardOrder(unittest.TestCase):

    def test_cards_sort_by_kind_then_color(self):
        cards = every_card()
        self.assertEqual(sorted(cards),
                         sorted(cards, key=lambda c: (c.kind, 4 if c.color is None else c.color)))
        some = [libuno.Card(t) for t in "W4 B1 GS R1 Y0 W4/B W".split()]
        self.assertEqual([str(c) for c in sorted(some)],
                         ["Y0", "R1", "B1", "GS", "W", "W4/B", "W4"])

    def test_card_order_is_the_librarys(self):
        # The library orders cards in uno_move_compare() of a give move
        # (type, then the card's kind and color): every pair agrees.
        held = [c for c in every_card() if c.colorless() == c]
        for a, b in itertools.product(held, repeat=2):
            lib = sign(library_compare(libuno.Move.give(a), libuno.Move.give(b)))
            self.assertEqual(sign(card_key(a) - card_key(b)), lib, (a, b))
            self.assertEqual(a < b, lib < 0)
            self.assertEqual(a <= b, lib <= 0)
            self.assertEqual(a > b, lib > 0)

    def test_decks_hands_and_views_come_sorted(self):
        for variant in libuno.variants():
            rules = libuno.Rules(variant)
            with self.subTest(variant=variant):
                self.assertEqual(rules.deck, sorted(rules.deck))
                players = rules.player_counts[0]
                game = libuno.Game(variant, players, seed=5)
                rng = random.Random(5)
                for _ in range(30):
                    if game.round_over:
                        break
                    for seat in range(players):
                        hand = game.hand(seat)
                        self.assertEqual(hand, sorted(hand))
                        self.assertEqual(game.view(seat).hand, hand)
                    play_move(game, rng)


class MoveOrder(unittest.TestCase):

    def test_move_order_is_uno_move_compare(self):
        moves = many_moves()
        for a, b in itertools.product(moves, repeat=2):
            lib = sign(library_compare(a, b))
            self.assertEqual(sign(move_key(a) - move_key(b)), lib, (a, b))
            self.assertEqual(a < b, lib < 0, (a, b))
            self.assertEqual(a >= b, lib >= 0, (a, b))
        self.assertEqual(sorted(moves), sorted(moves, key=functools.cmp_to_key(library_compare)))

    def test_the_move_index_is_in_canonical_order(self):
        indexed = [libuno.move_from_index(i) for i in range(libuno.MOVE_INDEX_COUNT)]
        self.assertEqual(indexed, sorted(indexed))
        # The extended layout (a variant dealing kinds 20-31: No Mercy)
        # is the public one, then the plays and then the hand-offs of
        # those kinds: each block in canonical order, but after moves
        # they sort before (a play before a draw), so a list of moves
        # by index is sorted back (Decision.moves(), Game.legal_moves()).
        nm = libuno.Rules("no-mercy")
        self.assertEqual(nm.move_index_count, libuno.MOVE_INDEX_MAX)
        xplay, xgive = _lib.DEFINES["INDEX_XPLAY"], _lib.DEFINES["INDEX_XGIVE"]
        self.assertEqual(xplay, libuno.MOVE_INDEX_COUNT)
        plays = [nm.move_from_index(i) for i in range(xplay, xgive)]
        gives = [nm.move_from_index(i) for i in range(xgive, libuno.MOVE_INDEX_MAX)]
        self.assertTrue(all(m.is_play and m.card.kind >= 20 for m in plays))
        self.assertTrue(all(m.type == libuno.MoveType.GIVE and m.card.kind >= 20 for m in gives))
        self.assertEqual(plays, sorted(plays))
        self.assertEqual(gives, sorted(gives))
        self.assertLess(plays[-1], libuno.Move("draw"))
        self.assertLess(gives[-1], libuno.Move("cast deal"))
        # its public part is the library's, but for the Wild Color
        # Roulette (16) it lists without a color, at its first color's
        # index (view.h, NM-9)
        roulette = nm.parse_move("WCR")
        at = libuno.move_index(libuno.Move.play(libuno.Card(16), libuno.Color.RED))
        self.assertEqual(nm.move_from_index(at), roulette)
        self.assertEqual(nm.move_index(roulette), at)
        self.assertEqual(nm.move_index("WCR!"), at + 1)
        self.assertEqual([nm.move_from_index(i) for i in range(libuno.MOVE_INDEX_COUNT)
                          if i not in (at, at + 1)],
                         [m for i, m in enumerate(indexed) if i not in (at, at + 1)])

    def test_legal_moves_and_decisions_come_sorted(self):
        for variant in libuno.variants():
            with self.subTest(variant=variant):
                players = libuno.Rules(variant).player_counts[-1]
                game = libuno.Game(variant, players, seed=8)
                rng = random.Random(8)
                for _ in range(40):
                    if game.round_over:
                        break
                    for seat in range(players):
                        legal = game.legal_moves(seat)
                        self.assertEqual(legal, sorted(set(legal)))
                    self.assertEqual(game.decision().moves(), game.legal_moves())
                    play_move(game, rng, others=True)


if __name__ == "__main__":
    unittest.main()
