"""Cards, moves, colors, views and events that a Game or Rules hands out
speak their variant's notation, on the side of two-sided cards they were
read on: str() and repr() write what that game or rules parse back (No
Mercy's RDA, WCR, W6, RD4; UNO Flip's dark side, FL-2, in P, T, O, V).
Equality and hashing do not depend on it; a bare Card("R5") keeps the
library's notation."""
import pickle
import random
import unittest

import support  # noqa: F401  (finds the package and the library)

import libuno
from libuno import Card, Color, DarkColor, EventType, Game, Move, Rules


def random_games(variant, games=6, moves=400, seed=1):
    """Yields (game, seat) after every move of random games of a variant
    (the seat to decide, or None once the round is over)."""
    rng = random.Random(seed)
    for k in range(games):
        n = rng.choice(Rules(variant).player_counts)
        g = Game(variant, n, seed=seed * 100 + k)
        for _ in range(moves):
            if g.round_over:
                break
            yield g
            g.apply(rng.choice(g.legal_moves()))
        yield g


class RoundTrip(unittest.TestCase):
    """A card or move printed from a game parses back in that game."""

    def test_every_card_of_every_deck_and_side(self):
        self.assertEqual(len(libuno.variants()), 9)
        for v in libuno.variants():
            rules = Rules(v)
            for side in range(rules.sides):
                with self.subTest(variant=v, side=side):
                    for c in rules.deck_side(side):
                        text = str(c)
                        self.assertEqual(text, rules.card_text(c, side))
                        back = rules.parse_card(text)
                        self.assertEqual(back, c)
                        self.assertEqual(str(back), text)
                        self.assertEqual(repr(c), "Card(%r)" % text)

    def test_every_listed_move_over_random_games(self):
        sides_seen = set()
        for v in libuno.variants():
            with self.subTest(variant=v):
                for g in random_games(v, games=4, moves=250, seed=3):
                    sides_seen.add((v, g.side))
                    for c in g.hand(g.current_player or 0) + [g.top_card]:
                        self.assertEqual(g.parse_card(str(c)), c)
                        self.assertEqual(str(g.parse_card(str(c))), str(c))
                    for m in g.legal_moves():
                        text = str(m)
                        self.assertTrue(g.check(text).legal, (v, g.side, text))
                        self.assertEqual(g.parse_move(text), m)
                        self.assertEqual(str(g.parse_move(text)), text)
                        self.assertEqual(repr(m), "Move(%r)" % text)
                        self.assertEqual(text, g.move_text(m))
                    d = g.decision()
                    if d.seat is not None:
                        self.assertEqual([str(m) for m in d.moves()],
                                         [str(m) for m in g.legal_moves()])
        # UNO Flip was played on both sides
        self.assertIn(("flip", 0), sides_seen)
        self.assertIn(("flip", 1), sides_seen)


class NoMercy(unittest.TestCase):
    """The users' report: No Mercy's cards printed in another edition's
    words (RD1 for Draw Four, W2 for Wild Color Roulette, TP for Wild Draw
    Six, B#24 for Discard All) and check(str(move)) refusing a listed move."""

    def test_cards_in_the_editions_words(self):
        rules = Rules("no-mercy")
        texts = {str(c) for c in rules.deck}
        for want in ("RD4", "WCR", "W6", "W10", "WR4", "BDA", "GSE"):
            self.assertIn(want, texts)
        for wrong in ("RD1", "W2", "TP", "B#24", "CC", "T4"):
            self.assertNotIn(wrong, texts)
        discard_all = rules.parse_card("BDA")
        self.assertEqual(discard_all, Card(24, Color.BLUE))  # the same value
        self.assertEqual(discard_all.name, "blue Discard All")  # uno_rules_card_name()
        self.assertEqual(str(Card(24, Color.BLUE)), "B#24")  # a bare card: the library's

    def test_a_listed_roulette_checks_as_printed(self):
        g = Game.from_hands("no-mercy", ["WCR R5", "G1 G2", "B1 B2"], first="R7")
        moves = g.legal_moves()
        self.assertIn("WCR", [str(m) for m in moves])
        for m in moves:
            self.assertTrue(g.check(str(m)))
        g.apply(str(moves[[str(m) for m in moves].index("WCR")]))


class Flip(unittest.TestCase):
    """UNO Flip's dark side in its own letters (FL-2, FL-4)."""

    def dark_game(self):
        return Game.from_hands("flip", ["R1:PD5 R2:T5", "G2:O6 G3:O7", "B3:V1"],
                               first="Y5:P2", side=1)

    def test_top_card_color_and_draw_five(self):
        g = self.dark_game()
        self.assertEqual(g.side, 1)
        self.assertEqual(str(g.top_card), "P2")
        self.assertEqual([str(c) for c in g.hand(0)], ["PD5", "T5"])
        color = g.current_color
        self.assertIs(color, DarkColor.PINK)
        self.assertEqual(str(color), "P")
        self.assertEqual(color.name, "PINK")
        # still the number it is
        self.assertEqual(color, Color.RED)
        self.assertEqual(color, 0)
        self.assertEqual(hash(color), hash(Color.RED))
        self.assertIn(color, {Color.RED: 1})
        self.assertIs(Color(color), Color.RED)
        self.assertIs(color.light, Color.RED)
        self.assertIs(Color.RED.dark, DarkColor.PINK)
        self.assertIs(DarkColor.parse("teal"), DarkColor.TEAL)
        self.assertEqual([c.letter for c in DarkColor], ["P", "T", "O", "V"])
        self.assertEqual(g.hand(0)[0].name, "pink Draw Five")
        self.assertIs(g.hand(0)[0].color, DarkColor.PINK)

    def test_moves_views_and_events(self):
        g = self.dark_game()
        self.assertEqual([str(m) for m in g.legal_moves()], ["PD5", "PD5!", "draw"])
        v = g.view(0)
        self.assertEqual(str(v.top), "P2")
        self.assertIs(v.color, DarkColor.PINK)
        self.assertIn("Card('P2')", repr(v))
        self.assertIn("DarkColor.PINK", repr(v))
        events = []
        g.set_hooks(event=lambda game, ev: events.append(ev))
        g.apply("PD5")
        played = [e for e in events if e.type == EventType.PLAY]
        self.assertEqual(len(played), 1)
        self.assertEqual(str(played[0].card), "PD5")
        self.assertIn("PD5", str(played[0]))
        self.assertEqual(str(played[0]), g.event_text(played[0]))
        self.assertIs(played[0].color, DarkColor.PINK)

    def test_light_letters_on_the_light_side(self):
        g = Game.from_hands("flip", ["R1:PD5 RF:T5", "G2:O6", "B3:V1"], first="Y5:P2")
        self.assertEqual([str(c) for c in g.hand(0)], ["R1", "RF"])
        self.assertIs(g.current_color, Color.YELLOW)
        self.assertEqual(str(g.hidden_faces(1, 0)[0]), "PD5")  # FL-5: the other side's letters
        # the rules read either side's letters, each value in its own
        rules = Rules("flip")
        self.assertEqual(str(rules.parse_card("pd5")), "PD5")
        self.assertEqual(str(rules.parse_card("RF")), "RF")
        self.assertEqual(str(rules.parse_move("color T")), "color T")
        self.assertEqual(str(rules.parse_move("color Y")), "color Y")


class Values(unittest.TestCase):
    """Equality, hashing, order and pickling ignore the notation."""

    def test_equal_to_bare_values(self):
        g = Game.from_hands("no-mercy", ["RDA WCR R5", "G1 G2", "B1 B2"], first="R7")
        hand = g.hand(0)
        wcr = Rules("no-mercy").parse_card("WCR")
        bare = [Card(5, Color.RED), Card(24, Color.RED), Card(wcr.kind)]
        self.assertEqual(sorted(hand), sorted(bare))
        self.assertEqual(set(hand), set(bare))
        self.assertEqual({c: 1 for c in bare}[hand[0]], 1)
        for m in g.legal_moves():
            plain = libuno.cards.move_from_raw(m._raw)
            self.assertEqual(m, plain)
            self.assertEqual(hash(m), hash(plain))
        self.assertEqual(str(Card("R5")), "R5")
        self.assertEqual(repr(Move("W4/B")), "Move('W4/B')")

    def test_cards_of_a_game_make_moves_of_it(self):
        g = Game.from_hands("no-mercy", ["RDA WCR R5", "G1 G2", "B1 B2"], first="R7")
        wcr = [c for c in g.hand(0) if str(c) == "WCR"][0]
        self.assertEqual(str(Move.play(wcr)), "WCR")
        rda = [c for c in g.hand(0) if str(c) == "RDA"][0]
        self.assertEqual(str(Move.play(rda, uno=True)), "RDA!")

    def test_pickles_keep_the_notation(self):
        g = self.flip_dark()
        for value in [g.top_card, g.hand(0)[0], g.legal_moves()[0], g.current_color,
                      Rules("no-mercy").parse_card("WCR"), g.decision()]:
            back = pickle.loads(pickle.dumps(value))
            self.assertEqual(back, value)
            self.assertEqual(str(back), str(value))
        self.assertEqual([str(m) for m in pickle.loads(pickle.dumps(g.decision())).moves()],
                         [str(m) for m in g.legal_moves()])

    def flip_dark(self):
        return Game.from_hands("flip", ["R1:PD5 R2:T5", "G2:O6", "B3:V1"],
                               first="Y5:P2", side=1)

    def test_bots_answer_in_the_games_words(self):
        g = self.flip_dark()
        move = libuno.Bot("greedy", seed=1).choose(g)
        self.assertIn(str(move), [str(m) for m in g.legal_moves()])
        self.assertTrue(g.check(str(move)))


if __name__ == "__main__":
    unittest.main()
