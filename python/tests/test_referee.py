"""The referee through the binding (doc/referee.md): penalties (R-1) and
misplays in referee mode (R-2, R-3)."""
import unittest

import libuno
from libuno import Move, PenaltyReason, Reason


def scripted(options=None):
    hands = ["R1 B5 G7 RD2", "Y1 B2 G4 G6", "Y9 G8 R2 R6"]
    return libuno.Game.from_hands("classic", hands, "Y3", "B8 B9 G9 R9 Y8 Y7",
                               fill=False, options=dict({"hand_size": 4}, **(options or {})))


class PenaltyTests(unittest.TestCase):

    def test_penalty_moves_parse_format_and_build(self):
        m = Move("penalty 3 suggestion 4")
        self.assertEqual(m.type, libuno.MoveType.PENALTY)
        self.assertEqual((m.target, m.count, m.reason),
                         (3, 4, PenaltyReason.SUGGESTION))
        self.assertEqual(str(Move.penalty(2)), "penalty 2")
        self.assertEqual(str(Move.penalty(2, PenaltyReason.TABLE_TALK)),
                         "penalty 2 talk")
        self.assertEqual(Move.penalty(3, PenaltyReason.SUGGESTION, 4), m)
        self.assertEqual(str(Move.misplay(1)), "misplay 1")
        with self.assertRaises(ValueError):
            Move.penalty(1, count=21)

    def test_penalty_draws_and_is_not_listed(self):
        g = scripted()
        g.apply("penalty 1 talk", seat=0)
        self.assertEqual(g.hand_sizes[1], 6)
        self.assertEqual(g.current_player, 0)
        self.assertFalse(any(m.type == libuno.MoveType.PENALTY
                             for m in g.legal_moves(1)))


class MisplayTests(unittest.TestCase):

    def test_refused_without_referee_mode(self):
        g = scripted()
        with self.assertRaises(libuno.IllegalMove) as e:
            g.apply("B5", seat=0)
        self.assertEqual(e.exception.reason, Reason.NO_MATCH)
        self.assertIsNone(g.misplay)

    def test_check_names_the_rule_a_misplay_breaks_R2(self):
        # in referee mode the play stands (legal), and check() says
        # which rule it breaks, as uno_game_check_move() does.
        g = scripted({"referee": 1})
        verdict = g.check("B5", seat=0)
        self.assertTrue(verdict.legal)
        self.assertEqual(verdict.reason, Reason.NO_MATCH)
        self.assertEqual(verdict.message, libuno.reason_message(Reason.NO_MATCH))
        ok = g.check("draw", seat=0)
        self.assertEqual((ok.legal, ok.reason), (True, Reason.OK))

    def test_misplay_caught(self):
        g = scripted({"referee": 1, "misplay_penalty": 3})
        g.apply("B5", seat=0)
        self.assertEqual(g.misplay, (0, Reason.NO_MATCH))
        self.assertIn(Move("misplay 0"), g.legal_moves(2))
        g.apply("misplay 0", seat=2)
        self.assertIsNone(g.misplay)
        self.assertEqual(g.hand_sizes[0], 7)
        self.assertEqual(str(g.top_card), "Y3")
        self.assertEqual(g.current_player, 0)


if __name__ == "__main__":
    unittest.main()
