"""Variants of one's own (doc/variant-format.md) from Python:
Rules.define(), Rules.from_file(), Rules.definition(), and games of such a
variant saved, loaded and replayed."""
import os
import tempfile
import unittest

import libuno

MINI = """# A short game
[variant]
format = 1
name = mini
summary = Numbers 1-5, Skips, Draw Twos and Wilds.
players = 2-6
[options]
hand_size = 5
target_score = 100
[deck]
1-5 = 2
S, D2 = 1
W = 4
[kind 1-5]
points = value
effects = number
[kind S]
points = 20
effects = skip
[kind D2]
points = 20
effects = skip, draw 2
[kind W]
points = 50
effects = none
first = choose-color
"""


@unittest.skipUnless(libuno._lib.HAS_DEFINE, "this libuno has no uno_rules_define()")
class Definitions(unittest.TestCase):
    def test_define_and_play(self):
        rules = libuno.Rules.define(MINI)
        self.assertEqual(rules.name, "mini")
        self.assertEqual(rules["hand_size"], 5)
        self.assertEqual(rules.players, (2, 6))
        self.assertNotIn("stacking", rules)
        rules["hand_size"] = 4
        g = libuno.Game(rules, 3, seed=5)
        self.assertEqual(len(g.hand(0)), 4)
        del rules  # the game keeps its variant
        g.playout(seed=1)
        self.assertTrue(g.round_over)
        self.assertEqual(g.rules.name, "mini")

    def test_definition_round_trip(self):
        rules = libuno.Rules.define(MINI)
        text = rules.definition()
        self.assertIn("name = mini\n", text)
        again = libuno.Rules.define(text)
        self.assertEqual(again.definition(), text)
        self.assertEqual(again, rules)
        # A built-in variant's text defines a variant that plays its games.
        classic = libuno.Rules.define(libuno.Rules("classic").definition())
        a, b = libuno.Game("classic", 4, seed=12), libuno.Game(classic, 4, seed=12)
        a.playout(seed=3)
        b.playout(seed=3)
        self.assertEqual([a.score(s) for s in range(4)], [b.score(s) for s in range(4)])
        # Same name, other rules: not equal.
        other = libuno.Rules.define(MINI.replace("points = 20\neffects = skip\n",
                                              "points = 30\neffects = skip\n"))
        self.assertNotEqual(other, rules)

    def test_errors(self):
        with self.assertRaises(libuno.DefinitionError) as cm:
            libuno.Rules.define(MINI.replace("effects = skip\n", "effects = skip, hop\n"))
        e = cm.exception
        self.assertEqual((e.line, e.column), (19, 17))
        self.assertIn("unknown effect 'hop'", e.reason)
        self.assertIsInstance(e, libuno.ParseError)
        self.assertIsInstance(e, ValueError)
        self.assertEqual(e.status, libuno.Status.EPARSE)
        with self.assertRaises(libuno.DefinitionError) as cm:
            libuno.Rules.define("[variant]\nformat = 1\n")
        self.assertEqual(cm.exception.line, 0)
        with self.assertRaises(libuno.DefinitionError):
            libuno.Rules.define(MINI + "\0")
        with self.assertRaises(TypeError):
            libuno.Rules.define(b"[variant]")

    def test_from_file(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "mini.uno")
            with open(path, "w", encoding="utf-8") as f:
                f.write(MINI)
            self.assertEqual(libuno.Rules.from_file(path).name, "mini")

    def test_variant_from_text_and_file_go_where_a_name_goes(self):
        # issue 21's names: libuno.Variant.from_text()/from_file(), and a
        # dumped built-in variant plays the built-in games seed for seed
        express = libuno.Variant.from_text(libuno.Rules("express").definition())
        self.assertEqual(express, libuno.Variant.builtin("express"))
        self.assertEqual(libuno.Rules.from_text(MINI), libuno.Variant.from_text(MINI))
        with self.assertRaises(libuno.DefinitionError):
            libuno.Variant.from_text("[variant]\n")
        with self.assertRaises(TypeError):
            libuno.Variant()
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "mini.uno")
            with open(path, "w", encoding="utf-8") as f:
                f.write(MINI)
            mini = libuno.Variant.from_file(path)
        self.assertEqual(mini.name, "mini")
        a, b = libuno.Game(express, 3, seed=21), libuno.Game("express", 3, seed=21)
        a.playout(seed=2)
        b.playout(seed=2)
        self.assertEqual([a.score(s) for s in range(3)], [b.score(s) for s in range(3)])
        self.assertEqual(a.winner, b.winner)
        game = libuno.Game(mini, 3, seed=4, options={"stacking": 1}
                        if "stacking" in mini else None)
        self.assertEqual(game.rules.name, "mini")
        try:
            batch = libuno.Batch(mini, 3, 4, seed=1)
        except ImportError:
            return  # the batch needs numpy
        self.assertEqual((len(batch), batch.players), (4, 3))

    @unittest.skipUnless(libuno._lib.HAS_NOTATION, "this libuno has no uno_rules_kind_name()")
    def test_kinds_of_ones_own(self):
        # issue 21, kinds as data: a Draw Three of the variant's own takes
        # kind number 13 (Draw One's, which the deck leaves free)
        text = MINI.replace("S, D2 = 1\n", "S, D2 = 1\nD3 = 1\n") + (
            "[kind D3]\nnew = colored\nname = draw three\npoints = 30\n"
            "effects = skip, draw 3\n")
        rules = libuno.Variant.from_text(text)
        self.assertEqual((rules.kind_name(13), rules.kind_symbol(13)), ("draw three", "D3"))
        self.assertEqual(rules.kind_name(libuno.Kind.SKIP), "skip")
        card = rules.parse_card("yd3")
        self.assertEqual((card.kind, card.color), (13, libuno.Color.YELLOW))
        self.assertEqual(rules.card_text(card), "YD3")
        self.assertEqual(str(card), "YD3")  # a card of the rules: their notation
        self.assertEqual(str(libuno.Card(13, "Y")), "YD1")  # a bare one: the library's
        self.assertEqual(rules.move_text("RD3!"), "RD3!")
        with self.assertRaises(libuno.ParseError):
            rules.parse_card("RD1")
        self.assertIn("[kind D3]\nnew = colored\nname = draw three\n", rules.definition())
        self.assertEqual(libuno.Variant.from_text(rules.definition()), rules)
        self.assertEqual(rules.move_index_count, libuno.MOVE_INDEX_COUNT)
        # Games take moves in the variant's notation.
        g = libuno.Game.from_hands(rules, ["RD3 R1 G2", "B1 B2 B3", "Y1 Y2 Y3"],
                                first="R5", draw="G1 G3 G4 G5 B4", fill=False,
                                options={"hand_size": 3})
        self.assertTrue(g.check("RD3").legal)
        with self.assertRaises(libuno.ParseError):
            g.apply("RD1")
        g.apply("RD3")
        self.assertEqual(g.hand_size(1), 6)
        self.assertEqual(g.current_player, 2)

    def test_no_mercy_words(self):
        # issue 22's vocabulary: a Discard All of the variant's own sheds
        # the other cards of its color (NM-7), each an event; a Wild Color
        # Roulette is played without a color and its victim names one
        # (NM-9), by move index as well
        text = MINI.replace("S, D2 = 1\n", "S, D2 = 1\nDA = 1\nWO = 2\n") + (
            "[kind DA]\nnew = colored\nname = discard all\npoints = 20\n"
            "effects = discard-all\n"
            "[kind WO]\nnew = wild\nname = wild color roulette\npoints = 50\n"
            "effects = reveal-until-color\nfirst = return\n")
        rules = libuno.Variant.from_text(text)
        self.assertEqual(rules.kind_effects(13), "discard-all")
        self.assertEqual(rules.kind_effects(libuno.Kind.DRAW_TWO), "skip, draw 2")
        with self.assertRaises(ValueError):
            rules.kind_effects(libuno.Kind.REVERSE)  # no Reverse in this deck
        g = libuno.Game.from_hands(rules, ["RDA R1 R3 WO", "B1 B2 B3 B4", "Y1 Y2 Y3 Y4"],
                                first="R5", draw="G1 G3 G4 B5 G5", fill=False,
                                options={"hand_size": 4})
        seen = []
        g.set_hooks(event=lambda game, e: seen.append(e))
        self.assertTrue(g.check("RDA!").legal)
        self.assertFalse(g.check("R1!").legal)
        g.apply("RDA!")
        shed = [e for e in seen if e.type == libuno.EventType.SHED]
        self.assertEqual([rules.card_text(e.card) for e in shed], ["R1", "R3"])
        self.assertEqual(g.hand_size(0), 1)
        g2 = libuno.Game.from_hands(rules, ["WO G2 G3", "B1 B2 B3", "Y1 Y2 Y3"],
                                 first="R5", draw="G1 Y4 B5 G5", fill=False,
                                 options={"hand_size": 3})
        d = g2.decision()
        plays = [i for i, m in zip(d.indexes(), d.moves())
                 if m.type == libuno.MoveType.PLAY and m.card.kind >= libuno.Kind.WILD]
        self.assertEqual(len(plays), 1)  # one play: its color is the victim's
        g2.apply_index(plays[0])
        self.assertEqual((g2.phase, g2.current_player), (libuno.Phase.COLOR, 1))
        g2.apply("color B", seat=1)
        self.assertEqual(g2.hand_size(1), 3 + 3)  # G1 Y4 B5
        self.assertEqual(g2.current_player, 2)

    def test_save_load_replay(self):
        g = libuno.Game(libuno.Rules.define(MINI), 4, seed=8)
        g.log_start()
        for _ in range(15):
            if g.round_over:
                break
            seat = g.current_player
            g.apply(g.legal_moves(seat)[0])
        saved = g.save()
        loaded = libuno.Game.load(saved)
        self.assertEqual(loaded.rules.name, "mini")
        self.assertEqual(loaded.save(), saved)
        replayed = libuno.Game.replay(g.log)
        self.assertEqual(replayed.save(), saved)


if __name__ == "__main__":
    unittest.main()
