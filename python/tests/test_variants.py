"""Every built-in variant through the binding: one scripted round per
variant played to its end with the results checked against the rules
(doc/rules.md, doc/variants/*.md), and a random match per variant played to
the match's end.

Scripted games use Game.from_hands(): seat s is dealt hands[s], the dealer
is the last seat (seat 0 plays first), `first` is the first discard and
`draw` the front of the draw pile, followed by the rest of the variant's
deck in canonical order.
"""
import unittest

import libuno
from libuno import Color, EventType, Phase, SeatStatus

from support import GameTest, Recorder, deck_count, hand_text, play_match, rng


class ScriptedRounds(GameTest):

    def test_classic_round_skip_reverse_wild_catch_draw_and_score(self):
        """Classic: Skip (C-4), Reverse (C-4), Wild naming a color (C-5), a
        catch for a missing UNO call (G-6), a draw kept with pass and
        unplayable draws ending the turn (G-3), going out and scoring
        (G-7, G-8)."""
        g = libuno.Game.from_hands("classic",
                                ["R1 R3 RS", "R2 G2 Y4", "R5 W G7", "RR B8 G8"],
                                first="R9", draw="Y9 Y7 B3 Y6 G6")
        rec = Recorder()
        g.set_hooks(event=rec)
        self.assertEqual((g.dealer, g.current_player, g.direction), (3, 0, 1))
        self.assertEqual(g.top_card, libuno.Card("R9"))
        total = deck_count(g)
        self.assertEqual(total, 108)

        g.apply("RS")                       # C-4: seat 1 loses its turn
        self.assertEqual(g.current_player, 2)
        self.assertEqual([e.seat for e in rec.of(EventType.SKIP)], [1])
        g.apply("R5")
        g.apply("RR")                       # C-4: play turns back
        self.assertEqual((g.direction, g.current_player), (-1, 2))
        g.apply("W/R")                      # C-5, leaves one card, no call
        self.assertEqual(g.top_card, libuno.Card("W/R"))
        self.assertEqual(g.current_color, Color.RED)
        self.assertEqual(g.current_player, 1)
        self.assertFalse(g.uno_called(2))
        self.assertIn(libuno.Move.catch(2), g.legal_moves(0))
        g.apply("catch 2", seat=0)          # G-6: two penalty cards
        self.assertEqual(hand_text(g, 2), "Y7 G7 Y9")
        self.assertEqual(g.current_player, 1)   # a catch changes no turn
        g.apply("R2")
        g.apply("R3!", seat=0)               # plays and calls UNO
        self.assertTrue(g.uno_called(0))
        self.assertNotIn(libuno.Move.catch(0), g.legal_moves(1))
        self.assertEqual(g.current_player, 3)
        g.apply("draw")                     # B3 matches the 3: keep or play
        self.assertEqual(g.phase, Phase.DRAWN)
        self.assertEqual(g.legal_moves(), [libuno.Move("B3"), libuno.Move("pass")])
        g.apply("pass")
        g.apply("draw")                     # Y6 does not match: turn ends
        self.assertEqual(g.current_player, 1)
        g.apply("draw")                     # G6 neither
        self.assertEqual(g.current_player, 0)
        self.assertEqual(deck_count(g), total)
        g.apply("R1")                       # G-7: out

        self.assertTrue(g.round_over)
        self.assertEqual(g.phase, Phase.ROUND_OVER)
        self.assertIsNone(g.current_player)
        self.assertEqual(g.winner, 0)
        self.assertEqual(g.hand_sizes, [0, 3, 4, 3])
        # G-8: G2 Y4 G6 (12) + Y6 Y7 G7 Y9 (29) + B3 G8 B8 (19)
        self.assertEqual(g.scores, [60, 0, 0, 0])
        end = rec.of(EventType.ROUND_END)
        self.assertEqual([(e.seat, e.value, e.blocked) for e in end],
                         [(0, 60, False)])
        self.assertEqual(g.legal_moves(), [])
        self.assertIsNone(g.match_winner)
        self.assertFalse(g.match_over)

    def test_two_player_reverse_and_draw_two_replay_T2_1(self):
        """Two-player (T2-1, C-8): a Reverse acts as a Skip and after a Draw
        Two the same player plays again."""
        g = libuno.Game.from_hands("two-player", ["RR RD2 R1", "G1 G2 G3"],
                                first="R9", draw="Y5 Y6")
        self.assertEqual(g.current_player, 0)
        g.apply("RR")
        self.assertEqual(g.current_player, 0)
        g.apply("RD2!")
        self.assertEqual(g.current_player, 0)
        self.assertEqual(hand_text(g, 1), "G1 G2 G3 Y5 Y6")
        g.apply("R1")
        self.assertEqual(g.winner, 0)
        self.assertEqual(g.scores, [17, 0])
        with self.assertRaises(libuno.InvalidArgument):
            libuno.Game("two-player", 3)

    def test_partners_team_scores_both_opponents_P_2(self):
        """Partners (P-1, P-2): seats 0 and 2 against 1 and 3; when seat 0
        goes out both partners score both opponents' hands."""
        g = libuno.Game.from_hands("partners",
                                ["R1 R2", "R3 G5", "R4 Y5", "R6 B7"],
                                first="R9")
        self.assertEqual([g.team(s) for s in range(4)], [0, 1, 0, 1])
        for move in ("R1!", "R3!", "R4!", "R6!"):
            g.apply(move)
        self.assertEqual([g.uno_called(s) for s in range(4)], [True] * 4)
        g.apply("R2")
        self.assertEqual(g.winner, 0)
        self.assertEqual(g.scores, [12, 0, 12, 0])

    def test_challenge_elimination_and_head_to_head_E_1_E_2(self):
        """Challenge (E-1, E-2): each adds their own hand; reaching the
        limit eliminates; the last one left wins the match."""
        g = libuno.Game.from_hands("challenge", ["R1 Y2", "G5 G6", "Y1 Y3"],
                                first="R9", draw="B9",
                                options={"elimination_limit": 20})
        rec = Recorder()
        g.set_hooks(event=rec)
        g.apply("R1!")
        g.apply("draw")                     # B9 does not match R1
        g.apply("Y1!")
        g.apply("Y2")
        self.assertEqual(g.winner, 0)
        # E-1: own hands: G5 G6 B9 = 20 reaches the limit, Y3 = 3
        self.assertEqual(g.scores, [0, 20, 3])
        self.assertEqual([g.seat_status(s) for s in range(3)],
                         [SeatStatus.IN, SeatStatus.ELIMINATED, SeatStatus.IN])
        self.assertEqual([(e.seat, e.value) for e in rec.of(EventType.ELIMINATED)],
                         [(1, 20)])
        self.assertEqual(g.phase, Phase.ROUND_OVER)
        g.next_round()
        self.assertEqual(g.round, 2)
        self.assertEqual(g.hand_size(1), 0)
        seen = set()
        r = rng(4)
        while not g.match_over:
            if g.round_over:
                g.next_round()
            seen.add(g.current_player)
            legal = g.legal_moves()
            plays = [m for m in legal if m.is_play]
            g.apply(r.choice(plays) if plays else legal[0])
        self.assertNotIn(1, seen)           # eliminated: never decides
        # E-2: the winner of the last round wins; the other is out.
        self.assertEqual(g.match_winner, g.winner)
        loser = 2 if g.match_winner == 0 else 0
        self.assertEqual(g.seat_status(loser), SeatStatus.ELIMINATED)
        self.assertGreaterEqual(g.score(loser), 20)

    def test_express_draw_one_and_innocent_wild_draw_two_X_3_X_4(self):
        """Express (X-3, X-4, X-5): Draw One, an innocent Wild Draw Two
        challenged (the challenger draws 4 and loses the turn), points."""
        g = libuno.Game.from_hands("express", ["RD1 W2 B1", "R3 G4 B5", "R5 Y6 Y7"],
                                first="R9", draw="G8 G1 G2 G3 Y1 B6")
        self.assertEqual(len(g.rules.deck), 56)
        g.apply("RD1")                      # seat 1 draws G8, skipped
        self.assertEqual((g.current_player, g.hand_size(1)), (2, 4))
        g.apply("R5")
        self.assertTrue(g.check("W2/B!"))    # no red card, no other wild
        g.apply("W2/B!")
        self.assertEqual((g.phase, g.current_player), (Phase.CHALLENGE, 1))
        self.assertEqual(g.pending_draw, 2)
        self.assertEqual(g.legal_moves(), [libuno.Move("challenge"), libuno.Move("accept")])
        g.apply("challenge")                # innocent: 2 + 2 cards, skipped
        self.assertEqual(g.hand_size(1), 8)
        self.assertEqual(g.current_player, 2)
        self.assertEqual(g.current_color, Color.BLUE)
        g.apply("draw")
        self.assertEqual(g.phase, Phase.DRAWN)
        g.apply("B6")
        g.apply("B1")
        self.assertEqual(g.winner, 0)
        # R3 G4 B5 G8 G1 G2 G3 Y1 = 27, Y6 Y7 = 13
        self.assertEqual(g.scores, [40, 0, 0])

    def test_casting_call_turns_cards_and_casts_them_CC_2_CC_3(self):
        """Casting Call (CC-2, CC-3): turning stops at a repeated number,
        all the turned cards go to one seat, play goes on with the next."""
        g = libuno.Game.from_hands("casting-call", ["CC G1", "G2 G3", "G7 Y8"],
                                first="R9", draw="B4 Y5 R4")
        g.apply("CC/G!")
        self.assertEqual(g.phase, Phase.CAST)
        self.assertEqual(g.current_player, 0)
        self.assertEqual([str(c) for c in g.turned], ["B4", "Y5", "R4"])
        self.assertIn(libuno.Move("cast deal"), g.legal_moves())
        self.assertFalse(g.check("cast 0"))  # not to oneself
        g.apply("cast 1")
        self.assertEqual(g.turned, [])
        self.assertEqual(hand_text(g, 1), "G2 G3 R4 B4 Y5")
        self.assertEqual(g.current_player, 1)
        self.assertEqual(g.current_color, Color.GREEN)
        g.apply("G2")
        g.apply("G7!")
        g.apply("G1")
        self.assertEqual(g.winner, 0)
        # G3 R4 B4 Y5 = 16, Y8 = 8
        self.assertEqual(g.scores, [24, 0, 0])

    def test_teams_out_for_now_then_team_wins_TM_7_TM_8(self):
        """Teams (TM-7, TM-8): seat 0 goes out while its teammate holds one
        card, so nothing is given and seat 0 is out for now; when seat 2
        goes out too the team wins and both score the opponents' hands."""
        g = libuno.Game.from_hands("teams", ["R1 R2", "G5 B6", "R3 R4", "Y7 B8"],
                                first="R9", draw="Y9 Y1 Y3")
        self.assertEqual([g.team(s) for s in range(4)], [0, 1, 0, 1])
        g.apply("R1!")
        g.apply("draw")                     # Y9: no match
        g.apply("R3!")
        g.apply("draw")                     # Y1: no match
        g.apply("R2")
        self.assertFalse(g.round_over)
        self.assertEqual(g.seat_status(0), SeatStatus.OUT)
        self.assertEqual(g.current_player, 1)
        g.apply("draw")                     # Y3: no match
        self.assertEqual(g.current_player, 2)
        g.apply("R4")
        self.assertTrue(g.round_over)
        self.assertIn(g.winner, (0, 2))
        # G5 B6 Y9 Y3 = 23, Y7 B8 Y1 = 16
        self.assertEqual(g.scores, [39, 0, 39, 0])

    def test_teams_hand_off_gives_half_TM_7(self):
        """Teams (TM-7): going out while the teammate holds three cards: the
        teammate gives one (half, rounded down), one give at a time."""
        g = libuno.Game.from_hands("teams", ["R1 R2 R5", "G5 B6 G6", "R3 Y4 Y5", "Y7 B8 B9"],
                                first="R9", draw="Y9 Y1 Y3 Y6 G4")
        g.apply("R1")
        g.apply("draw")
        g.apply("R3")
        g.apply("draw")
        g.apply("R2!")
        g.apply("draw")
        self.assertEqual(g.current_player, 2)
        self.assertFalse(g.check("Y4"))     # Y4 does not match R2
        g.apply("draw")                     # Y6: no match
        g.apply("draw")                     # G4: no match
        self.assertEqual(g.current_player, 0)
        g.apply("R5")                       # out: teammate holds 3 cards
        self.assertEqual(g.phase, Phase.HANDOFF)
        self.assertEqual(g.current_player, 2)
        self.assertEqual(g.gives_left, 1)
        self.assertEqual(g.legal_moves(), [libuno.Move("give Y4"), libuno.Move("give Y5"),
                                           libuno.Move("give Y6")])
        with self.assertRaises(libuno.IllegalMove):
            g.apply("give R3")              # not held any more
        g.apply("give Y5")
        self.assertEqual(hand_text(g, 0), "Y5")
        self.assertEqual(hand_text(g, 2), "Y4 Y6")
        self.assertEqual(g.gives_left, 0)
        self.assertEqual(g.phase, Phase.PLAY)


    def test_no_mercy_discard_all_skip_everyone_roulette_and_stack_NM_5_to_NM_9(self):
        """No Mercy in its own notation: Discard All sheds the color (NM-7),
        Skip Everyone plays again (NM-7), the Wild Color Roulette is played
        without a color and the next player names it and turns cards
        (NM-9), a Wild Draw Ten is stacked on or taken (NM-5, NM-6); kinds
        24 and 25 and the extended move index through the binding."""
        g = libuno.Game.from_hands("no-mercy", ["RDA R1 R2 B3 W10", "RSE R4 G6 B7 B8",
                                             "Y1 Y2 Y3 G1 WCR"],
                                first="R5", draw="Y5 B9 G2")
        nm = g.rules
        text = lambda seat: " ".join(nm.card_text(c) for c in g.hand(seat))
        rec = Recorder()
        g.set_hooks(event=rec)
        self.assertEqual(deck_count(g), 168)
        self.assertEqual(g.move_index_count, libuno.MOVE_INDEX_MAX)
        self.assertEqual(text(0), "R1 R2 B3 W10 RDA")   # kind 24 after the wilds
        da = nm.parse_card("RDA")
        self.assertEqual((da.kind, da.color), (24, Color.RED))
        self.assertEqual([nm.move_text(m) for m in g.legal_moves()],
                         ["R1", "R2", "W10/R", "W10/Y", "W10/G", "W10/B", "RDA", "draw"])
        self.assertEqual(g.decision().moves(), g.legal_moves())
        self.assertIn(nm.move_index("RDA"), g.decision().indexes())
        g.apply("RDA")                      # NM-7: sheds the other reds
        self.assertEqual([e.card for e in rec.of(EventType.SHED)],
                         [libuno.Card("R1"), libuno.Card("R2")])
        self.assertEqual(text(0), "B3 W10")
        self.assertEqual(g.top_card, da)
        rec.clear()
        g.apply("rse")                      # NM-7: everyone else skipped
        self.assertEqual([e.seat for e in rec.of(EventType.SKIP)], [2, 0])
        self.assertEqual(g.current_player, 1)
        g.apply("R4")
        # NM-9: the roulette is listed once, without a color, at its first
        # color's index; the next player names the color
        roulette = nm.parse_move("WCR")
        self.assertEqual((roulette.card.kind, roulette.color), (libuno.Kind.WILD_DRAW_TWO, None))
        self.assertEqual(g.legal_moves(), [roulette, libuno.Move.draw()])
        self.assertEqual(g.decision().moves(), [roulette, libuno.Move.draw()])
        self.assertEqual(nm.move_from_index(nm.move_index(roulette)), roulette)
        g.apply_index(nm.move_index(roulette))
        self.assertEqual((g.phase, g.current_player), (Phase.COLOR, 0))
        rec.clear()
        g.apply("color G")                  # turns Y5 B9 G2, takes them all
        self.assertEqual([e.card for e in rec.of(EventType.DRAW)],
                         [libuno.Card(t) for t in ("Y5", "B9", "G2")])
        self.assertEqual(text(0), "G2 B3 Y5 B9 W10")
        self.assertEqual((g.current_color, g.current_player), (Color.GREEN, 1))
        self.steps(g, [(1, "G6"), (2, "G1")])
        g.apply("W10/B")                    # NM-5: seat 1 faces 10
        self.assertEqual((g.phase, g.current_player, g.pending_draw), (Phase.STACK, 1, 10))
        self.assertEqual(g.legal_moves(), [libuno.Move.accept()])   # nothing worth 10
        g.apply("accept")
        self.assertEqual(g.hand_size(1), 12)
        self.assertEqual(g.current_player, 2)
        self.assertEqual(deck_count(g), 168)

    def test_no_mercy_a_match_is_one_round_NM_1(self):
        g = libuno.Game.from_hands("no-mercy", ["R1 G3", "G1 Y7"], first="R5")
        self.steps(g, [(0, "R1!"), (1, "G1"), (0, "G3")])
        self.assertTrue(g.match_over)
        self.assertEqual((g.winner, g.match_winner, g.round), (0, 0, 1))
        with self.assertRaises(libuno.InvalidState):
            g.next_round()
        # single_round = 0: on to the target score (NM-13)
        g = libuno.Game.from_hands("no-mercy", ["R1 G3", "G1 Y7"], first="R5",
                                options={"single_round": 0})
        self.steps(g, [(0, "R1!"), (1, "G1"), (0, "G3")])
        self.assertTrue(g.round_over)
        self.assertFalse(g.match_over)
        self.assertEqual(g.scores, [7, 0])   # the hand still in: Y7
        g.next_round()
        self.assertEqual(g.round, 2)


class RandomMatches(unittest.TestCase):
    """A random match per variant, to its end: every round ends, every
    card stays accounted for, and the match has a winner."""

    PLAYERS = {"classic": 4, "two-player": 2, "partners": 4, "challenge": 3,
               "express": 3, "casting-call": 4, "teams": 4, "no-mercy": 4,
               "flip": 4}

    def test_every_variant_has_a_match_test(self):
        self.assertEqual(sorted(self.PLAYERS), sorted(libuno.variants()))

    def match(self, variant, options, seed):
        g = libuno.Game(variant, self.PLAYERS[variant], seed=seed,
                     options=options)
        rounds = play_match(self, g, rng(seed))
        self.assertTrue(g.match_over)
        self.assertIsNotNone(g.match_winner)
        self.assertEqual(g.round, rounds)
        self.assertIsNone(g.current_player)
        self.assertEqual(g.legal_moves(), [])
        with self.assertRaises(libuno.InvalidState):
            g.next_round()
        return g

    def test_classic_match(self):
        for seed in (1, 2, 3):
            with self.subTest(seed=seed):
                g = self.match("classic", {"target_score": 200}, seed)
                self.assertGreaterEqual(max(g.scores), 200)
                self.assertEqual(g.scores[g.match_winner], max(g.scores))

    def test_two_player_match(self):
        for seed in (1, 2, 3):
            with self.subTest(seed=seed):
                g = self.match("two-player", {"target_score": 200}, seed)
                self.assertGreaterEqual(g.scores[g.match_winner], 200)

    def test_partners_match(self):
        for seed in (1, 2, 3):
            with self.subTest(seed=seed):
                g = self.match("partners", {"target_score": 200}, seed)
                s = g.scores
                self.assertEqual((s[0], s[1]), (s[2], s[3]))  # partners share
                self.assertGreaterEqual(s[g.match_winner], 200)

    def test_challenge_match(self):
        for seed in (1, 2, 3):
            with self.subTest(seed=seed):
                g = self.match("challenge", {"elimination_limit": 100}, seed)
                out = [s for s in range(3) if g.seat_status(s) == SeatStatus.ELIMINATED]
                self.assertEqual(len(out), 2)
                self.assertNotIn(g.match_winner, out)

    def test_express_match(self):
        for seed in (1, 2, 3):
            with self.subTest(seed=seed):
                g = self.match("express", {}, seed)
                self.assertGreaterEqual(g.scores[g.match_winner], 250)

    def test_casting_call_match(self):
        for seed in (1, 2, 3):
            with self.subTest(seed=seed):
                g = self.match("casting-call", {"target_score": 200}, seed)
                self.assertGreaterEqual(g.scores[g.match_winner], 200)

    def test_teams_match(self):
        for seed in (1, 2, 3):
            with self.subTest(seed=seed):
                g = self.match("teams", {"target_score": 200}, seed)
                s = g.scores
                self.assertEqual((s[0], s[1]), (s[2], s[3]))
                self.assertGreaterEqual(s[g.match_winner], 200)

    def test_no_mercy_match(self):
        # NM-1: one round is the match (single_round, on by default), won
        # by the round's winner, going out or last left after knock-outs
        # (NM-11, NM-12).
        for seed in (1, 2, 3):
            with self.subTest(seed=seed):
                g = self.match("no-mercy", {}, seed)
                self.assertEqual(g.round, 1)
                self.assertEqual(g.match_winner, g.winner)
                still_in = [s for s in range(4) if g.seat_status(s) != SeatStatus.KNOCKED_OUT]
                self.assertIn(g.winner, still_in)
                self.assertTrue(g.hand_size(g.winner) == 0 or still_in == [g.winner])
        # with single_round 0, rounds to the target score (NM-13)
        g = self.match("no-mercy", {"single_round": 0, "target_score": 300}, 4)
        self.assertGreaterEqual(g.scores[g.match_winner], 300)

    def test_flip_match(self):
        # Rounds to the target score, whichever side each ends on.
        for seed in (1, 2, 3):
            with self.subTest(seed=seed):
                g = self.match("flip", {"target_score": 200}, seed)
                self.assertGreaterEqual(g.scores[g.match_winner], 200)
                self.assertEqual(g.scores[g.match_winner], max(g.scores))


if __name__ == "__main__":
    unittest.main()
