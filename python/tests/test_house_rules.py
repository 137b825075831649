"""House rules through the binding (doc/house-rules.md): stacking with
pending_draw (H-1), draw until playable (H-2), force play (H-3), jump-in
with an explicit seat (H-4), Seven-O swaps and rotations (H-5), and random
rounds of every variant with every house rule it takes switched on."""
import unittest

import uno
from uno import EventType, Move, Phase, Reason

from support import Recorder, hand_text, play_round, rng


class HouseRuleTests(unittest.TestCase):

    def test_stacking_passes_the_total_on_H_1(self):
        g = uno.Game.from_hands("classic", ["RD2 R1 R2", "GD2 G1 G2", "Y1 Y2 Y3"],
                                first="R9", options={"stacking": 1})
        rec = Recorder()
        g.set_hooks(event=rec)
        g.apply("RD2")
        self.assertEqual((g.phase, g.current_player, g.pending_draw), (Phase.STACK, 1, 2))
        self.assertEqual(g.legal_moves(), [Move("GD2"), Move("accept")])
        self.assertEqual(g.check("G1").reason, Reason.STACK_ONLY)
        self.assertEqual(g.check("draw").reason, Reason.STACK_ONLY)
        g.apply("GD2")
        self.assertEqual((g.phase, g.current_player, g.pending_draw), (Phase.STACK, 2, 4))
        # one event as the stack opens and one as it grows: (seat, victim, total)
        self.assertEqual([(e.seat, e.other, e.value) for e in rec.of(EventType.STACK)],
                         [(0, 1, 2), (1, 2, 4)])
        g.apply("accept")
        self.assertEqual(g.hand_size(2), 7)
        self.assertEqual(g.pending_draw, 0)
        self.assertEqual((g.phase, g.current_player), (Phase.PLAY, 0))

    def test_draw_until_playable_H_2(self):
        g = uno.Game.from_hands("classic", ["G1 G2", "B1 B2"], first="R9",
                                draw="Y3 Y4 R5", options={"draw_until_playable": 1})
        g.apply("draw")
        self.assertEqual(hand_text(g, 0), "G1 G2 Y3 Y4 R5")
        self.assertEqual(g.phase, Phase.DRAWN)
        self.assertEqual(g.legal_moves(), [Move("R5"), Move("pass")])

    def test_force_play_H_3(self):
        g = uno.Game.from_hands("classic", ["G1 G2", "B1 B2"], first="R9",
                                draw="R5", options={"force_play": 1})
        g.apply("draw")
        self.assertEqual(g.phase, Phase.DRAWN)
        self.assertEqual(g.legal_moves(), [Move("R5")])
        with self.assertRaises(uno.IllegalMove) as cm:
            g.apply("pass")
        self.assertEqual(cm.exception.reason, Reason.FORCE_PLAY)

    def test_jump_in_out_of_turn_with_an_explicit_seat_H_4(self):
        g = uno.Game.from_hands("classic", ["R5 G1", "B1 B2", "R5 Y2"],
                                first="R9", options={"jump_in": 1})
        rec = Recorder()
        g.set_hooks(event=rec)
        g.apply("R5")
        self.assertEqual(g.current_player, 1)
        self.assertIn(Move("R5"), g.legal_moves(2))
        with self.assertRaises(uno.NotYourTurn):
            g.apply("Y2", seat=2)             # only an identical card
        g.apply("R5!", seat=2)
        self.assertEqual([e.seat for e in rec.of(EventType.JUMP_IN)], [2])
        self.assertEqual(g.current_player, 0)  # play goes on from seat 2
        self.assertEqual(g.hand_size(1), 2)

    def test_seven_swaps_and_zero_rotates_H_5(self):
        g = uno.Game.from_hands("classic", ["R7 R0 R1", "G1 G2 G3", "Y1 Y2 Y3"],
                                first="R9", options={"seven_o": 1})
        g.apply("R7")
        self.assertEqual((g.phase, g.current_player), (Phase.SWAP, 0))
        self.assertEqual(g.legal_moves(), [Move("swap 1"), Move("swap 2")])
        g.apply(Move.swap(1))
        self.assertEqual(hand_text(g, 0), "G1 G2 G3")
        self.assertEqual(hand_text(g, 1), "R0 R1")
        self.assertEqual(g.current_player, 1)
        rec = Recorder()
        g.set_hooks(event=rec)
        g.apply("R0")                          # seat 1 plays the 0
        self.assertEqual(len(rec.of(EventType.ROTATE)), 1)
        # every hand moved one seat clockwise
        self.assertEqual(hand_text(g, 2), "R1")
        self.assertEqual(hand_text(g, 0), "Y1 Y2 Y3")
        self.assertEqual(hand_text(g, 1), "G1 G2 G3")


class RandomHouseRounds(unittest.TestCase):
    """Every variant with every house rule it takes on: rounds still end
    and every card stays accounted for."""

    HOUSE = {"stacking": 2, "draw_until_playable": 1, "force_play": 1,
             "jump_in": 1, "seven_o": 1, "strict_wild_draw": 1}

    def test_every_variant_with_all_house_rules(self):
        players = {"two-player": 2, "partners": 4, "teams": 4}
        for variant in uno.variants():
            rules = uno.Rules(variant)
            options = {k: v for k, v in self.HOUSE.items() if k in rules}
            for seed in (1, 2):
                with self.subTest(variant=variant, seed=seed):
                    g = uno.Game(variant, players.get(variant, 3), seed=seed,
                                 options=options)
                    # plays whenever it can: with draw-until-playable a
                    # draw brings many cards, and random rounds get long
                    play_round(self, g, rng(seed), greedy=True, others=True)
                    self.assertIsNotNone(g.winner)
        self.assertEqual(set(self.HOUSE) - set(uno.Rules("teams")),
                         {"stacking", "seven_o", "strict_wild_draw"})


if __name__ == "__main__":
    unittest.main()
