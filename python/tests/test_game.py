"""Game: creation (shuffled and scripted), every property and method, and
the error paths: wrong types, bad values, illegal moves, moves out of turn,
bad notation, bad options. A refused move must change nothing (G-10)."""
import copy
import gc
import os
import pickle
import re
import unittest

import libuno
from libuno import Card, Color, Move, Phase, Reason, SeatStatus

from support import deck_count, hand_text, play_round, rng, snapshot


def four(**kw):
    """A scripted 4-seat Classic game; seat 0 plays first on R9."""
    return libuno.Game.from_hands("classic", ["R1 R2 W", "G1 G2 B5", "Y1 Y2 B6",
                                           "B1 B2 Y7"],
                               first="R9", draw="G9 R3", **kw)


class CreationTests(unittest.TestCase):

    def test_shuffled_game_is_dealt_and_deterministic_G_5(self):
        g = libuno.Game("classic", 4, seed=9)
        self.assertEqual(g.players, 4)
        self.assertEqual(g.variant, "classic")
        self.assertEqual(g.round, 1)
        self.assertIn(g.dealer, range(4))
        self.assertEqual(deck_count(g), 108)
        self.assertEqual(g.hand_sizes, [7, 7, 7, 7] if g.top_card.kind != libuno.Kind.DRAW_TWO
                         else g.hand_sizes)
        same = libuno.Game("classic", 4, seed=9)
        self.assertEqual(snapshot(same), snapshot(g))
        other = libuno.Game("classic", 4, seed=10)
        self.assertNotEqual([other.hand(s) for s in range(4)],
                            [g.hand(s) for s in range(4)])
        libuno.Game("classic", 2, seed=2**64 - 1)

    def test_rules_object_options_and_dealer(self):
        g = libuno.Game(libuno.Rules("classic", uno_penalty=4), 3, seed=1)
        self.assertEqual(g.rules["uno_penalty"], 4)
        g = libuno.Game("classic", 3, seed=1, options={"uno_penalty": 5, "stacking": 2})
        self.assertEqual((g.rules["uno_penalty"], g.rules["stacking"]), (5, 2))
        for dealer in range(4):
            g = libuno.Game("classic", 4, seed=5, dealer=dealer)
            self.assertEqual(g.dealer, dealer)
        r = libuno.Rules("express")
        g = libuno.Game(r, 3, seed=1, dealer=1, options={"target_score": 100})
        self.assertEqual(g.dealer, 1)
        self.assertEqual(r.changed(), {})    # the caller's table is not touched

    def test_scripted_full_deck(self):
        deck = libuno.Rules("classic").deck      # canonical order: R0 Y0 G0 B0 R1 ...
        g = libuno.Game("classic", 2, deck=deck)
        self.assertEqual(g.dealer, 1)
        self.assertEqual(g.current_player, 0)
        self.assertEqual(g.hand(0), sorted(deck[0:14:2]))
        self.assertEqual(g.hand(1), sorted(deck[1:14:2]))
        self.assertEqual(g.top_card, deck[14])
        self.assertEqual(g.draw_pile_size, 108 - 15)
        g2 = libuno.Game("classic", 2, deck=[str(c) for c in deck], dealer=0)
        self.assertEqual(g2.dealer, 0)
        self.assertEqual(g2.current_player, 1)
        self.assertEqual(g2.hand(1), sorted(deck[0:14:2]))

    def test_scripted_partial_deck_and_first_card_rules_C_3(self):
        g = libuno.Game("classic", 2, deck="R1 G1 R2 G2 W4 Y5".split(),
                     partial=True, options={"hand_size": 2})
        # C-3: a Wild Draw Four turned first goes back (to the bottom).
        self.assertEqual(g.top_card, Card("Y5"))
        self.assertEqual((g.draw_pile_size, g.discard_pile_size), (1, 1))
        self.assertEqual(g.hand(0), [Card("R1"), Card("R2")])

    def test_scripted_top_as_is(self):
        g = libuno.Game("classic", 2, deck="R1 G1 R2 G2 W4/B Y5".split(),
                     partial=True, top_as_is=True, options={"hand_size": 2})
        self.assertEqual(g.top_card, Card("W4/B"))
        self.assertEqual(g.current_color, Color.BLUE)
        self.assertEqual(g.draw_pile_size, 1)
        g = libuno.Game.from_hands("classic", ["R1", "G1"], first="W", fill=False,
                                top_as_is=True, options={"hand_size": 1})
        self.assertEqual(g.phase, Phase.COLOR)    # nobody named it yet
        self.assertIsNone(g.current_color)

    def test_creation_errors(self):
        with self.assertRaises(libuno.NotFound):
            libuno.Game("no-such-variant", 4)
        with self.assertRaises(TypeError):
            libuno.Game(None, 4)
        with self.assertRaises(TypeError):
            libuno.Game("classic", "4")
        with self.assertRaises(TypeError):
            libuno.Game("classic", True)
        with self.assertRaises(TypeError):
            libuno.Game("classic", 4, seed=1.5)
        with self.assertRaises(ValueError):
            libuno.Game("classic", 4, seed=-1)
        with self.assertRaises(ValueError):
            libuno.Game("classic", 4, seed=2**64)
        for players in (0, 1, 11, -3, 2**40):
            with self.assertRaises(libuno.InvalidArgument) as cm:
                libuno.Game("classic", players)
            self.assertIsInstance(cm.exception, ValueError)
        with self.assertRaises(libuno.InvalidArgument) as cm:
            libuno.Game("partners", 5)
        # The library's reason (uno_rules_check()), which names the counts.
        self.assertIn("4, 6, 8", str(cm.exception))
        with self.assertRaises(libuno.InvalidArgument):
            libuno.Game("classic", 4, dealer=4)
        with self.assertRaises(libuno.InvalidArgument):
            libuno.Game("classic", 4, dealer=-2)
        with self.assertRaises(TypeError):
            libuno.Game("classic", 4, options=[("uno_penalty", 4)])
        with self.assertRaises(libuno.OutOfRange):
            libuno.Game("classic", 4, options={"uno_penalty": 11})
        with self.assertRaises(libuno.NotSupported):
            libuno.Game("teams", 4, options={"stacking": 1})
        with self.assertRaises(libuno.NotFound):
            libuno.Game("classic", 4, options={"stackin": 1})
        with self.assertRaises(ValueError):
            libuno.Game("classic", 4, partial=True)
        with self.assertRaises(TypeError):
            libuno.Game("classic", 4, deck=["R1"], partial=1)
        with self.assertRaises(libuno.DeckError) as cm:
            libuno.Game("classic", 2, deck=["R1"] * 108)
        self.assertIsInstance(cm.exception, ValueError)
        with self.assertRaises(libuno.DeckError):
            libuno.Game("classic", 2, deck=[])
        with self.assertRaises(libuno.ParseError):
            libuno.Game("classic", 2, deck=["R1", "X9"])
        with self.assertRaises(TypeError):
            libuno.Game("classic", 2, deck=[1, 2, 3])
        with self.assertRaises(TypeError):
            libuno.Game("classic", 2, deck=5)
        with self.assertRaises(libuno.DeckError):
            libuno.Game("classic", 2, deck=["R1"] * 300)

    def test_a_nul_in_a_string_is_refused_not_truncated(self):
        # C strings end at the first NUL: "classic\0x" must not pass as
        # "classic", nor "R7\0junk" as R7.
        for bad in ("classic\0", "classic\0x", "\0"):
            with self.subTest(variant=bad):
                with self.assertRaises(ValueError):
                    libuno.Game(bad, 2)
        with self.assertRaises(ValueError):
            libuno.Game("classic", 2, options={"uno_penalty\0x": 4})
        with self.assertRaises(ValueError):
            libuno.Game("classic", 2, deck=["R1\0"], partial=True)
        with self.assertRaises(ValueError):
            libuno.Game.from_hands("classic", ["R1", "G1\0G2"], first="R9")
        g = four()
        before = g.save()
        for bad in ("R1\0", "R1\0 junk", "draw\0"):
            with self.subTest(move=bad):
                with self.assertRaises(ValueError):
                    g.apply(bad)
                with self.assertRaises(ValueError):
                    g.check(bad)
        self.assertEqual(g.save(), before)

    def test_ints_out_of_c_range_raise_instead_of_wrapping(self):
        # ctypes keeps the low bits of an int: 2**32 + 1 would reach C as 1.
        huge = (2**31, 2**32, 2**32 + 1, 2**63, 2**64 + 1, -2**31 - 1, -2**32 - 1)
        with self.assertRaises(ValueError):
            libuno.Game("classic", 2**32 + 2)
        with self.assertRaises(ValueError):
            libuno.Game("classic", 4, seed=2**64 + 7)
        with self.assertRaises(ValueError):
            libuno.Game("classic", 4, dealer=2**32 + 1)
        with self.assertRaises(ValueError):
            libuno.Game.from_hands("classic", ["R1", "G1"], first="R9", dealer=-3)
        g = libuno.Game("classic", 4, seed=3)
        before = g.save()
        bot = libuno.Bot("random")
        for n in huge:
            wide = n if n < 0 else n + 2**64     # too wide for a uint64_t too
            with self.subTest(value=n):
                for call in (lambda: g.hand(n), lambda: g.hand_size(n),
                             lambda: g.legal_moves(n), lambda: g.apply("draw", n),
                             lambda: g.check("draw", n), lambda: g.score(n),
                             lambda: g.team(n), lambda: g.uno_called(n),
                             lambda: g.view(n), lambda: g.observation(n),
                             lambda: g.legal_mask(n), lambda: g.determinize(n, 1),
                             lambda: g.determinize(0, wide), lambda: g.playout(wide),
                             lambda: g.playout(1, n), lambda: g.log_start(wide),
                             lambda: bot.choose(g, n), lambda: bot.act(g, n),
                             lambda: libuno.Bot(seed=wide),
                             lambda: libuno.Rules("classic").__setitem__("uno_penalty", n)):
                    with self.assertRaises((ValueError, OverflowError)):
                        call()
        self.assertEqual(g.save(), before)   # nothing reached the game

    def test_from_hands_errors(self):
        with self.assertRaises(libuno.InvalidArgument):   # every seat holds a card
            libuno.Game.from_hands("classic", ["R1 R2", ""], first="R9")
        with self.assertRaises(libuno.DeckError):   # Classic has one R0
            libuno.Game.from_hands("classic", ["R0", "R0"], first="R9")
        with self.assertRaises(TypeError):
            libuno.Game.from_hands("classic", "R1 G1", first="R9")
        with self.assertRaises(TypeError):
            libuno.Game.from_hands(4, ["R1", "G1"], first="R9")
        with self.assertRaises(libuno.DeckError):   # not in the Express deck
            libuno.Game.from_hands("express", ["R0", "G1"], first="R9")


class FromHandsTests(unittest.TestCase):
    """Game.from_hands() over uno_game_new_from_hands(): hands of any
    sizes, lists in the variant's notation, either side up, and the rules'
    hand_size left alone."""

    def test_lists_of_text_in_the_variants_notation(self):
        g = libuno.Game.from_hands("no-mercy", [["RDA", "R5"], ["G1", "G2"]], first="R7")
        self.assertEqual([str(c) for c in g.hand(0)], ["R5", "RDA"])
        same = libuno.Game.from_hands("no-mercy", ["RDA R5", "G1 G2"], first="R7")
        self.assertEqual(g.save(), same.save())

    def test_hands_of_their_own_sizes(self):
        g = libuno.Game.from_hands("classic", ["R1", "G1 G2 G3", "B1 B2"], first="R9",
                                   draw="Y5")
        self.assertEqual(g.hand_sizes, [1, 3, 2])
        self.assertEqual(g.rules["hand_size"], 7)        # not changed
        self.assertEqual(g.draw_pile_size, 108 - 6 - 1)  # the rest of the deck
        g.apply("draw")
        self.assertEqual(hand_text(g, 0), "R1 Y5")
        play_round(self, g, rng(3))
        g.next_round()
        self.assertEqual(g.hand_sizes, [7, 7, 7])        # a shuffle, the rules' size

    def test_dark_side_up(self):
        g = libuno.Game.from_hands("flip", ["R1:P4 R2:T5", "G2:O6"], first="Y5:P5", side=1)
        self.assertEqual(g.side, 1)
        self.assertEqual([str(c) for c in g.hand(0)], ["P4", "T5"])
        play_round(self, g, rng(5))
        g.next_round()
        self.assertEqual(g.side, 0)                      # FL-1: rounds start light
        self.assertEqual(g.hand_sizes, [7, 7])

    def test_refused_positions(self):
        with self.assertRaises(libuno.InvalidArgument):    # an empty hand
            libuno.Game.from_hands("classic", ["R1", ""], first="R9")
        with self.assertRaises(libuno.InvalidArgument):    # no dark side
            libuno.Game.from_hands("classic", ["R1", "G1"], first="R9", side=1)
        with self.assertRaises(libuno.InvalidArgument):
            libuno.Game.from_hands("classic", ["R1", "G1"], first="R9", dealer=2)
        with self.assertRaises(libuno.InvalidArgument):    # Partners seats 4 to 10
            libuno.Game.from_hands("partners", ["R1", "G1"], first="R9")
        with self.assertRaises(libuno.DeckError) as cm:    # too few for the next round
            libuno.Game.from_hands("classic", ["R1", "G1"], first="R9", fill=False)
        self.assertIn("hand_size", str(cm.exception))
        with self.assertRaises(libuno.DeckError) as cm:    # Classic has one R0
            libuno.Game.from_hands("classic", ["R0", "R0"], first="R9")
        self.assertIn("R0", str(cm.exception))
        with self.assertRaises(libuno.ParseError):
            libuno.Game.from_hands("classic", [["RDA"], ["G1"]], first="R9")


class StateTests(unittest.TestCase):

    def test_properties_of_a_fresh_scripted_game(self):
        g = four()
        self.assertEqual(g.players, 4)
        self.assertEqual(g.phase, Phase.PLAY)
        self.assertEqual(g.current_player, 0)
        self.assertEqual(g.direction, 1)
        self.assertEqual(g.top_card, Card("R9"))
        self.assertEqual(g.current_color, Color.RED)
        self.assertEqual(hand_text(g, 0), "R1 R2 W")
        self.assertEqual(g.hand_size(1), 3)
        self.assertEqual(g.hand_sizes, [3, 3, 3, 3])
        self.assertEqual(g.draw_pile_size, 108 - 13)
        self.assertEqual(g.discard_pile_size, 1)
        self.assertEqual(g.score(0), 0)
        self.assertEqual(g.scores, [0, 0, 0, 0])
        self.assertEqual(g.dealer, 3)
        self.assertEqual(g.round, 1)
        self.assertIsNone(g.winner)
        self.assertIsNone(g.match_winner)
        self.assertFalse(g.round_over)
        self.assertFalse(g.match_over)
        self.assertEqual([g.team(s) for s in range(4)], [0, 1, 2, 3])
        self.assertEqual([g.seat_status(s) for s in range(4)], [SeatStatus.IN] * 4)
        self.assertEqual(g.turned, [])
        self.assertEqual(g.pending_draw, 0)
        self.assertEqual(g.gives_left, 0)
        self.assertFalse(g.uno_called(0))
        self.assertEqual(g.errmsg, "")
        self.assertEqual(g.hooks, {})
        self.assertEqual(repr(g), "<libuno.Game classic, 4 players, round 1, top R9, "
                                  "seat 0 deciding (play)>")

    def test_seat_arguments_are_checked(self):
        g = four()
        for method in (g.hand, g.hand_size, g.score, g.team, g.seat_status,
                       g.uno_called, g.legal_moves):
            with self.subTest(method=method.__name__):
                with self.assertRaises(libuno.InvalidArgument):
                    method(4)
                with self.assertRaises(libuno.InvalidArgument):
                    method(-1)
                with self.assertRaises(TypeError):
                    method("0")
                with self.assertRaises(TypeError):
                    method(1.0)
        with self.assertRaises(libuno.InvalidArgument):
            g.apply("draw", seat=7)
        with self.assertRaises(TypeError):
            g.check("draw", seat="0")

    def test_wild_without_color_leaves_a_color_decision_C_5(self):
        g = four()
        g.apply("W")
        self.assertEqual(g.phase, Phase.COLOR)
        self.assertEqual(g.current_player, 0)
        self.assertIsNone(g.current_color)
        self.assertEqual(g.top_card, Card("W"))
        self.assertEqual([str(m) for m in g.legal_moves()],
                         ["color R", "color Y", "color G", "color B"])
        g.apply(Move.name_color(Color.GREEN))
        self.assertEqual(g.top_card, Card("W/G"))
        self.assertEqual(g.current_color, Color.GREEN)
        self.assertEqual(g.current_player, 1)


class MoveTests(unittest.TestCase):

    def test_legal_moves_for_the_current_and_other_seats(self):
        g = four()
        self.assertEqual([str(m) for m in g.legal_moves()],
                         ["R1", "R2", "W/R", "W/Y", "W/G", "W/B", "draw"])
        self.assertEqual(g.legal_moves(), g.legal_moves(0))
        self.assertEqual(g.legal_moves(1), [])
        for m in g.legal_moves():
            self.assertTrue(g.check(m))

    def test_apply_accepts_moves_and_notation(self):
        g = four()
        g.apply(Move.play("R1"))
        self.assertEqual(g.current_player, 1)
        g.apply("draw")                       # G9 does not match R1
        self.assertEqual(g.current_player, 2)
        g.apply("Y1")
        self.assertEqual(g.top_card, Card("Y1"))
        with self.assertRaises(TypeError):
            g.apply(3)
        with self.assertRaises(TypeError):
            g.apply(None)
        with self.assertRaises(libuno.ParseError):
            g.apply("play the red one")

    def test_refused_move_raises_with_reason_and_changes_nothing_G_10(self):
        g = four()
        before = snapshot(g)
        cases = [
            ("G5", None, libuno.IllegalMove, Reason.NOT_IN_HAND),
            ("G1", 1, libuno.NotYourTurn, Reason.NOT_YOUR_TURN),
            ("pass", None, libuno.IllegalMove, Reason.CANNOT_PASS),
            ("R1!", None, libuno.IllegalMove, Reason.UNO_NOT_LAST),
            ("uno", None, libuno.IllegalMove, Reason.UNO_NOT_LAST),
            ("catch 0", 0, libuno.IllegalMove, Reason.CATCH_SELF),
            ("catch 1", 0, libuno.IllegalMove, Reason.NOT_CATCHABLE),
            ("challenge", None, libuno.IllegalMove, Reason.WRONG_DECISION),
            ("CC/R", None, libuno.IllegalMove, Reason.NOT_IN_VARIANT),
        ]
        for text, seat, cls, reason in cases:
            with self.subTest(move=text):
                with self.assertRaises(cls) as cm:
                    g.apply(text, seat)
                e = cm.exception
                self.assertIs(type(e), cls)
                self.assertEqual(e.reason, reason)
                self.assertEqual(e.move, Move(text))
                self.assertEqual(e.seat, 0 if seat is None else seat)
                self.assertEqual(e.status, libuno.Status.ETURN if cls is libuno.NotYourTurn
                                 else libuno.Status.EILLEGAL)
                self.assertTrue(e.strerror.startswith("UNO_E"))
                self.assertEqual(e.message, g.errmsg)
                self.assertTrue(g.errmsg)
                self.assertIn(g.errmsg, str(e))
                self.assertEqual(e.reason_message, libuno.reason_message(reason))
                self.assertEqual(snapshot(g), before)
                verdict = g.check(text, seat)
                self.assertFalse(verdict)
                self.assertEqual(verdict.reason, reason)
                self.assertEqual(verdict.message, libuno.reason_message(reason))
                self.assertFalse(g.is_legal(text, seat))
        g.apply("R1")
        self.assertEqual(g.errmsg, "")

    def test_no_match_G_2(self):
        g = four()
        g.apply("R1")
        with self.assertRaises(libuno.IllegalMove) as cm:
            g.apply("B5")
        self.assertEqual(cm.exception.reason, Reason.NO_MATCH)
        self.assertIsInstance(cm.exception, libuno.UnoError)
        self.assertNotIsInstance(cm.exception, ValueError)

    def test_malformed_move_is_a_value_error_and_a_false_verdict(self):
        g = four()
        verdict = g.check(Move.catch(9))     # no seat 9 at a 4-seat table
        self.assertEqual(tuple(verdict), (False, Reason.MALFORMED,
                                          libuno.reason_message(Reason.MALFORMED)))
        with self.assertRaises(libuno.InvalidArgument):
            g.apply(Move.catch(9), seat=1)

    def test_check_returns_a_verdict(self):
        g = four()
        self.assertTrue(g.check("R1").legal)
        self.assertFalse(g.check("G5").legal)
        ok, reason, message = g.check("R1")
        self.assertEqual((ok, reason), (True, Reason.OK))
        self.assertTrue(message)
        self.assertTrue(g.check("W/B"))
        self.assertTrue(g.check("W"))         # legal, though not listed
        self.assertNotIn(Move("W"), g.legal_moves())
        self.assertTrue(g.is_legal("draw"))
        with self.assertRaises(libuno.ParseError):
            g.check("R99")
        with self.assertRaises(TypeError):
            g.check(1)

    def test_uno_call_and_catch_from_other_seats_G_6(self):
        g = libuno.Game.from_hands("classic", ["R1 R2", "G1 G2", "Y1 Y2"], first="R9")
        g.apply("R1")                         # leaves one card, no call
        self.assertIn(Move.catch(0), g.legal_moves(2))
        self.assertIn(Move.call_uno(), g.legal_moves(0))
        g.apply("uno", seat=0)
        self.assertTrue(g.uno_called(0))
        with self.assertRaises(libuno.IllegalMove) as cm:
            g.apply("catch 0", seat=2)
        self.assertEqual(cm.exception.reason, Reason.NOT_CATCHABLE)
        self.assertEqual(g.current_player, 1)

    def test_round_end_next_round_and_game_over_G_5(self):
        g = libuno.Game.from_hands("classic", ["R1", "G1", "Y1"], first="R9")
        with self.assertRaises(libuno.InvalidState):
            g.next_round()                  # still being played
        g.apply("R1")
        self.assertTrue(g.round_over)
        self.assertEqual(g.winner, 0)
        self.assertEqual(g.scores, [2, 0, 0])
        self.assertIsNone(g.current_player)
        with self.assertRaises(libuno.IllegalMove) as cm:
            g.apply("draw")
        self.assertEqual(cm.exception.reason, Reason.GAME_OVER)
        self.assertEqual(g.check("draw").reason, Reason.GAME_OVER)
        g.next_round()
        self.assertEqual(g.round, 2)
        self.assertEqual(g.dealer, 0)       # the deal passes left
        self.assertFalse(g.round_over)
        self.assertIsNone(g.winner)
        self.assertEqual(sum(g.hand_sizes) + g.draw_pile_size + g.discard_pile_size, 108)
        self.assertEqual(g.scores, [2, 0, 0])

    def test_match_end_target_score_G_8(self):
        g = libuno.Game.from_hands("classic", ["R1", "G1", "Y1"], first="R9",
                                options={"target_score": 2})
        g.apply("R1")
        self.assertTrue(g.match_over)
        self.assertEqual(g.phase, Phase.MATCH_OVER)
        self.assertEqual(g.match_winner, 0)
        with self.assertRaises(libuno.InvalidState):
            g.next_round()

    def test_strict_wild_draw_refused_H_6(self):
        g = libuno.Game.from_hands("classic", ["R1 W4", "G1 G2"], first="R9",
                                options={"strict_wild_draw": 1})
        verdict = g.check("W4/B")
        self.assertEqual(verdict.reason, Reason.WILD_DRAW_RESTRICTED)
        self.assertNotIn(Move("W4/B"), g.legal_moves())


class CloneAndLifetimeTests(unittest.TestCase):

    def test_clone_is_independent_and_continues_identically(self):
        g = libuno.Game("classic", 4, seed=21)
        for _ in range(10):
            g.apply(g.legal_moves()[-1])
        c = g.clone()
        self.assertEqual(snapshot(c), snapshot(g))
        r1, r2 = rng(5), rng(5)
        play_round(self, g, r1)
        self.assertNotEqual(snapshot(c), snapshot(g))
        play_round(self, c, r2)
        self.assertEqual(snapshot(c), snapshot(g))
        self.assertEqual(snapshot(copy.copy(g)), snapshot(g))
        self.assertEqual(snapshot(copy.deepcopy(g)), snapshot(g))

    @unittest.skipUnless(libuno._lib.HAS_SAVE, "this libuno cannot save games")
    def test_save_and_load_round_trip(self):
        for variant, players in (("classic", 4), ("teams", 4), ("casting-call", 3)):
            with self.subTest(variant=variant):
                g = libuno.Game(variant, players, seed=11, options={"uno_penalty": 3})
                r = rng(2)
                for _ in range(25):
                    if g.round_over:
                        break
                    g.apply(r.choice(g.legal_moves()))
                data = g.save()
                self.assertIsInstance(data, bytes)
                self.assertLessEqual(len(data), libuno._lib.SAVE_MAX)
                back = libuno.Game.load(data)
                self.assertEqual(snapshot(back), snapshot(g))
                self.assertEqual(back.rules, g.rules)
                self.assertEqual(back.save(), data)
                self.assertEqual(snapshot(pickle.loads(pickle.dumps(g))), snapshot(g))
                self.assertEqual(snapshot(libuno.Game.load(bytearray(data))), snapshot(g))
                play_round(self, g, rng(9))
                play_round(self, back, rng(9))
                self.assertEqual(snapshot(back), snapshot(g))

    @unittest.skipUnless(libuno._lib.HAS_SAVE, "this libuno cannot save games")
    def test_big_saves_round_trip(self):
        # Ten seats in referee mode with a misplay open (its undo snapshot
        # is saved too): about 3 KB, more than the 2048 bytes once assumed.
        g = libuno.Game("classic", 10, seed=0, options={"referee": 1})
        top = g.top_card
        g.apply(Move.play(next(c for c in g.hand(g.current_player) if not c.is_wild
                               and c.color != top.color and c.kind != top.kind)))
        self.assertIsNotNone(g.misplay)
        data = g.save()
        self.assertGreater(len(data), 2048)
        self.assertLessEqual(len(data), libuno._lib.SAVE_MAX)
        back = libuno.Game.load(data)
        self.assertEqual(back.save(), data)
        self.assertEqual(snapshot(back), snapshot(g))
        self.assertEqual(back.misplay, g.misplay)
        # The buffer is sized by the library, so even a wrong guess of the
        # largest save cannot cut one short.
        saved, libuno._lib.SAVE_MAX = libuno._lib.SAVE_MAX, 16
        try:
            self.assertEqual(g.save(), data)
        finally:
            libuno._lib.SAVE_MAX = saved

    def test_save_max_is_the_headers(self):
        header = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                              "..", "..", "include", "uno", "save.h")
        if not os.path.exists(header):
            self.skipTest("no include/uno/save.h beside the binding")
        with open(header) as f:
            value = re.search(r"#define UNO_SAVE_MAX (\d+)", f.read())
        self.assertEqual(libuno._lib.SAVE_MAX, int(value.group(1)))

    @unittest.skipUnless(libuno._lib.HAS_SAVE, "this libuno cannot save games")
    def test_load_refuses_what_is_not_a_saved_game(self):
        data = libuno.Game("classic", 3, seed=1).save()
        for bad in (b"", b"UNO", data[:-1], data + b"\0", b"x" + data[1:],
                    bytes(len(data))):
            with self.subTest(length=len(bad)):
                with self.assertRaises(libuno.FormatError) as cm:
                    libuno.Game.load(bad)
                self.assertIsInstance(cm.exception, ValueError)
                self.assertEqual(cm.exception.status, libuno.Status.EFORMAT)
        with self.assertRaises(TypeError):
            libuno.Game.load("UNO")
        with self.assertRaises(TypeError):
            libuno.Game.load(None)

    def test_save_without_library_support_says_so(self):
        g = libuno.Game("classic", 2, seed=1)
        saved = libuno._lib.HAS_SAVE
        libuno._lib.HAS_SAVE = False
        try:
            with self.assertRaises(NotImplementedError):
                g.save()
            with self.assertRaises(NotImplementedError):
                libuno.Game.load(b"UNO")
        finally:
            libuno._lib.HAS_SAVE = saved

    def test_close_and_context_manager(self):
        with libuno.Game("classic", 2, seed=1) as g:
            self.assertEqual(g.players, 2)
        self.assertEqual(repr(g), "<libuno.Game closed>")
        with self.assertRaises(ValueError):
            g.phase
        with self.assertRaises(ValueError):
            g.apply("draw")
        g.close()                             # twice is fine
        for _ in range(200):                  # freed by the collector too
            libuno.Game("teams", 8, seed=3)
        gc.collect()


if __name__ == "__main__":
    unittest.main()
