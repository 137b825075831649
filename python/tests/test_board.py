"""print(game) draws the table (Game.board(), libuno.board): the top card,
current color, direction, piles, every seat's hand size and total with the
seat to decide marked, the end of a round; a spectator's board by default
(no hidden card), a seat's own hand when that seat is given; the game's
notation on the side in play. repr(game) stays one line."""
import contextlib
import io
import random
import unittest

import support  # noqa: F401  (finds the package and the library)

import libuno
from libuno import Game


class BoardTests(unittest.TestCase):

    def test_print_draws_the_table(self):
        g = Game.from_hands("classic", ["R1 R2 W", "G1 G2 G3 G4", "B5 B6"], first="R9",
                            draw="Y4")
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            print(g)
        text = out.getvalue()
        self.assertEqual(text, str(g) + "\n")
        self.assertEqual(str(g), g.board())
        lines = text.splitlines()
        self.assertEqual(lines[0], "classic, 3 players, round 1")
        self.assertEqual(lines[1], "top R9, color red, play goes clockwise")
        self.assertEqual(lines[2], "draw pile %d cards, discard pile 1 card" % (108 - 9 - 1))
        self.assertEqual(lines[3], "> seat 0: 3 cards, total 0")
        self.assertEqual(lines[4], "  seat 1: 4 cards, total 0")
        self.assertEqual(lines[5], "  seat 2: 2 cards, total 0, dealer")
        self.assertEqual(lines[6], "seat 0 to decide (play)")
        # repr stays short
        self.assertNotIn("\n", repr(g))
        self.assertTrue(repr(g).startswith("<libuno.Game classic, 3 players"))

    def test_host_names_for_the_seats(self):
        g = Game.from_hands("classic", ["R1 R2 W", "G1 G2 G3 G4", "B5 B6"], first="R9",
                            draw="Y4")
        lines = g.board(seat=0, names=["Ann", "", "Cy"]).splitlines()
        self.assertEqual(lines[3], "> Ann: 3 cards, total 0; hand: R1 R2 W")
        self.assertEqual(lines[4], "  seat 1: 4 cards, total 0")
        self.assertEqual(lines[5], "  Cy: 2 cards, total 0, dealer")
        self.assertEqual(lines[6], "Ann to decide (play)")

    def test_statuses_and_phases_by_the_librarys_names(self):
        # A seat's status is written by its library name (uno_seat_status_name(),
        # "knocked_out" as "knocked out"), the phase by uno_phase_name().
        g = Game("classic", 3, seed=2)
        self.assertIn("(%s)" % libuno.phase_name(g.phase), g.board())
        from libuno.board import _status
        for st in libuno.SeatStatus:
            want = None if st == libuno.SeatStatus.IN else \
                libuno.seat_status_name(st).replace("_", " ")
            self.assertEqual(_status(st), want)

    def test_no_hidden_card_unless_a_seat_is_named(self):
        g = Game("classic", 4, seed=11)
        hands = [" ".join(map(str, g.hand(s))) for s in range(4)]
        spectator = str(g)
        self.assertNotIn("hand:", spectator)
        for h in hands:
            self.assertNotIn(h, spectator)
        for s in range(4):
            mine = g.board(seat=s)
            self.assertIn("seat %d: 7 cards, total 0%s; hand: %s" % (
                s, ", dealer" if s == g.dealer else "", hands[s]), mine)
            for t in range(4):
                if t != s:
                    self.assertNotIn(hands[t], mine)
        with self.assertRaises(libuno.InvalidArgument):
            g.board(seat=4)

    def test_dark_side_and_the_games_notation(self):
        g = Game.from_hands("flip", ["R1:PD5 R2:T5", "G2:O6", "B3:V1"], first="Y5:P2", side=1)
        text = g.board(seat=0)
        self.assertIn("flip, 3 players, round 1, dark side up", text)
        self.assertIn("top P2, color pink", text)
        self.assertIn("hand: PD5 T5", text)
        nm = Game.from_hands("no-mercy", ["RDA R5", "G1 G2"], first="R7")
        self.assertIn("hand: R5 RDA", nm.board(seat=0))

    def test_teams_statuses_pending_draws_and_the_end(self):
        g = Game("partners", 4, seed=2)
        self.assertIn("team 0", str(g))
        d = Game.from_hands("classic", ["RD2 R1", "G1 G2"], first="R9", stacking=1)
        d.apply("RD2")
        self.assertIn("2 cards to draw", str(d))
        rng = random.Random(4)
        while not d.round_over:
            d.apply(rng.choice(d.legal_moves()))
        self.assertRegex(str(d).splitlines()[-1], r"^round over: seat \d won$")
        d.close()
        self.assertEqual(str(d), "<libuno.Game closed>")


if __name__ == "__main__":
    unittest.main()
