"""House rules through the binding (doc/house-rules.md): stacking with
pending_draw (H-1), draw until playable (H-2), force play (H-3), jump-in
with an explicit seat (H-4), Seven-O swaps and rotations (H-5), and random
rounds of every variant with every house rule it takes switched on."""
import unittest

import libuno
from libuno import EventType, Move, Phase, Reason

from support import Recorder, hand_text, play_round, rng


class HouseRuleTests(unittest.TestCase):

    def test_stacking_passes_the_total_on_H_1(self):
        g = libuno.Game.from_hands("classic", ["RD2 R1 R2", "GD2 G1 G2", "Y1 Y2 Y3"],
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
        g = libuno.Game.from_hands("classic", ["G1 G2", "B1 B2"], first="R9",
                                draw="Y3 Y4 R5", options={"draw_until_playable": 1})
        g.apply("draw")
        self.assertEqual(hand_text(g, 0), "G1 G2 Y3 Y4 R5")
        self.assertEqual(g.phase, Phase.DRAWN)
        self.assertEqual(g.legal_moves(), [Move("R5"), Move("pass")])

    def test_force_play_H_3(self):
        g = libuno.Game.from_hands("classic", ["G1 G2", "B1 B2"], first="R9",
                                draw="R5", options={"force_play": 1})
        g.apply("draw")
        self.assertEqual(g.phase, Phase.DRAWN)
        self.assertEqual(g.legal_moves(), [Move("R5")])
        with self.assertRaises(libuno.IllegalMove) as cm:
            g.apply("pass")
        self.assertEqual(cm.exception.reason, Reason.FORCE_PLAY)

    def test_jump_in_out_of_turn_with_an_explicit_seat_H_4(self):
        g = libuno.Game.from_hands("classic", ["R5 G1", "B1 B2", "R5 Y2"],
                                first="R9", options={"jump_in": 1})
        rec = Recorder()
        g.set_hooks(event=rec)
        g.apply("R5")
        self.assertEqual(g.current_player, 1)
        self.assertIn(Move("R5"), g.legal_moves(2))
        with self.assertRaises(libuno.NotYourTurn):
            g.apply("Y2", seat=2)             # only an identical card
        g.apply("R5!", seat=2)
        self.assertEqual([e.seat for e in rec.of(EventType.JUMP_IN)], [2])
        self.assertEqual(g.current_player, 0)  # play goes on from seat 2
        self.assertEqual(g.hand_size(1), 2)

    def test_seven_swaps_and_zero_rotates_H_5(self):
        g = libuno.Game.from_hands("classic", ["R7 R0 R1", "G1 G2 G3", "Y1 Y2 Y3"],
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

    def test_deflect_passes_a_draw_on_with_a_skip_H_9(self):
        g = libuno.Game.from_hands("classic", ["RD2 G1 G2", "RS B4 B5", "Y1 Y2 Y3"],
                                first="R9", options={"deflect": 1})
        g.apply("RD2")
        self.assertEqual((g.phase, g.current_player, g.pending_draw), (Phase.STACK, 1, 2))
        self.assertEqual(g.legal_moves(), [Move("RS"), Move("accept")])
        self.assertEqual(g.check("B4").reason, Reason.STACK_ONLY)
        g.apply("RS")
        self.assertEqual((g.phase, g.current_player, g.pending_draw), (Phase.STACK, 2, 2))
        g.apply("accept")
        self.assertEqual(g.hand_size(2), 5)
        self.assertEqual(g.current_player, 0)

    def test_more_cards_of_one_number_H_10(self):
        g = libuno.Game.from_hands("classic", ["R7 G7 Y2", "B1 B2 B3", "Y1 Y3 Y4"],
                                first="R9", options={"multi_play": 1})
        g.apply("R7")
        self.assertEqual((g.phase, g.current_player), (Phase.MORE, 0))
        self.assertEqual(g.legal_moves(), [Move("G7"), Move("G7!"), Move("pass")])
        self.assertEqual(g.check("Y2").reason, Reason.SAME_NUMBER)
        g.apply("G7!")
        self.assertEqual((g.phase, g.current_player), (Phase.PLAY, 1))
        self.assertEqual(hand_text(g, 0), "Y2")

    def test_hand_limit_knocks_a_seat_out_H_11(self):
        g = libuno.Game.from_hands("classic", ["RD2 G1 G2", "B1 B2 B3", "R1 Y3 Y4"],
                                first="R9", draw="G5 G6 G7", fill=False,
                                options={"hand_limit": 4, "hand_size": 3})
        rec = Recorder()
        g.set_hooks(event=rec)
        g.apply("RD2")
        self.assertEqual(g.seat_status(1), libuno.SeatStatus.KNOCKED_OUT)
        self.assertEqual(g.hand_size(1), 4)
        self.assertEqual([(e.seat, e.value) for e in rec.of(EventType.KNOCKED_OUT)], [(1, 4)])
        g.apply("R1")
        self.assertEqual(g.current_player, 0)   # seat 1 is passed over

    def test_wild_jumps_in_on_a_wild_H_13(self):
        g = libuno.Game.from_hands("classic", ["W G1", "B1 B2", "W Y2"],
                                first="R9", options={"jump_in_wild": 1})
        g.apply("W/B")
        self.assertIn(Move("W/G"), g.legal_moves(2))
        g.apply("W/G", seat=2)
        self.assertEqual(g.current_player, 0)

    def test_no_uno_call_no_challenge_and_double_score_H_14_H_15_H_16(self):
        g = libuno.Game.from_hands("classic", ["R2 W4", "B1 B2", "R1 Y3"], first="R9",
                                draw="G5 G6 G7 G8", fill=False,
                                options={"no_uno_call": 1, "no_challenge": 1,
                                         "double_score": 1, "hand_size": 2})
        # no call offered with the second-to-last card (H-14)
        self.assertEqual(g.legal_moves(), [Move("R2"), Move("W4/R"), Move("W4/Y"),
                                           Move("W4/G"), Move("W4/B"), Move("draw")])
        g.apply("W4/R")                        # a bluff nobody may challenge (H-16)
        self.assertEqual((g.phase, g.current_player), (Phase.PLAY, 2))
        self.assertEqual(hand_text(g, 1), "B1 B2 G5 G6 G7 G8")
        self.assertNotIn(Move("catch 0"), g.legal_moves(2))
        g.apply("R1")
        g.apply("R2")
        self.assertTrue(g.round_over)
        # B1 B2 G5 G6 G7 G8 (29) and Y3 (3), doubled (H-15)
        self.assertEqual(g.score(0), 64)


class RandomHouseRounds(unittest.TestCase):
    """Every variant with every house rule it takes on: rounds still end
    and every card stays accounted for."""

    HOUSE = {"stacking": 2, "draw_until_playable": 1, "force_play": 1,
             "jump_in": 1, "seven_o": 1, "strict_wild_draw": 1}

    def test_every_variant_with_all_house_rules(self):
        players = {"two-player": 2, "partners": 4, "teams": 4}
        for variant in libuno.variants():
            rules = libuno.Rules(variant)
            options = {k: v for k, v in self.HOUSE.items() if k in rules}
            for seed in (1, 2):
                with self.subTest(variant=variant, seed=seed):
                    g = libuno.Game(variant, players.get(variant, 3), seed=seed,
                                 options=options)
                    # plays whenever it can: with draw-until-playable a
                    # draw brings many cards, and random rounds get long
                    play_round(self, g, rng(seed), greedy=True, others=True)
                    self.assertIsNotNone(g.winner)
        self.assertEqual(set(self.HOUSE) - set(libuno.Rules("teams")),
                         {"stacking", "seven_o", "strict_wild_draw"})
        # No Mercy has its 0 and 7 act always (NM-10) and no restricted
        # card (NM-5); it plays stacking (3, by value), drawing until
        # playable and forced play by default (NM-4, NM-6)
        nm = libuno.Rules("no-mercy")
        self.assertEqual(set(self.HOUSE) - set(nm), {"seven_o", "strict_wild_draw"})
        self.assertEqual({k: nm[k] for k in ("stacking", "draw_until_playable",
                                             "force_play", "jump_in")},
                         {"stacking": 3, "draw_until_playable": 1,
                          "force_play": 1, "jump_in": 0})


if __name__ == "__main__":
    unittest.main()
