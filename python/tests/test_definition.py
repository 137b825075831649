"""Variants of one's own (doc/variant-format.md) from Python:
Rules.define(), Rules.from_file(), Rules.definition(), and games of such a
variant saved, loaded and replayed."""
import os
import tempfile
import unittest

import uno

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


@unittest.skipUnless(uno._lib.HAS_DEFINE, "this libuno has no uno_rules_define()")
class Definitions(unittest.TestCase):
    def test_define_and_play(self):
        rules = uno.Rules.define(MINI)
        self.assertEqual(rules.name, "mini")
        self.assertEqual(rules["hand_size"], 5)
        self.assertEqual(rules.players, (2, 6))
        self.assertNotIn("stacking", rules)
        rules["hand_size"] = 4
        g = uno.Game(rules, 3, seed=5)
        self.assertEqual(len(g.hand(0)), 4)
        del rules  # the game keeps its variant
        g.playout(seed=1)
        self.assertTrue(g.round_over)
        self.assertEqual(g.rules.name, "mini")

    def test_definition_round_trip(self):
        rules = uno.Rules.define(MINI)
        text = rules.definition()
        self.assertIn("name = mini\n", text)
        again = uno.Rules.define(text)
        self.assertEqual(again.definition(), text)
        self.assertEqual(again, rules)
        # A built-in variant's text defines a variant that plays its games.
        classic = uno.Rules.define(uno.Rules("classic").definition())
        a, b = uno.Game("classic", 4, seed=12), uno.Game(classic, 4, seed=12)
        a.playout(seed=3)
        b.playout(seed=3)
        self.assertEqual([a.score(s) for s in range(4)], [b.score(s) for s in range(4)])
        # Same name, other rules: not equal.
        other = uno.Rules.define(MINI.replace("points = 20\neffects = skip\n",
                                              "points = 30\neffects = skip\n"))
        self.assertNotEqual(other, rules)

    def test_errors(self):
        with self.assertRaises(uno.DefinitionError) as cm:
            uno.Rules.define(MINI.replace("effects = skip\n", "effects = skip, hop\n"))
        e = cm.exception
        self.assertEqual((e.line, e.column), (19, 17))
        self.assertIn("unknown effect 'hop'", e.reason)
        self.assertIsInstance(e, uno.ParseError)
        self.assertIsInstance(e, ValueError)
        self.assertEqual(e.status, uno.Status.EPARSE)
        with self.assertRaises(uno.DefinitionError) as cm:
            uno.Rules.define("[variant]\nformat = 1\n")
        self.assertEqual(cm.exception.line, 0)
        with self.assertRaises(uno.DefinitionError):
            uno.Rules.define(MINI + "\0")
        with self.assertRaises(TypeError):
            uno.Rules.define(b"[variant]")

    def test_from_file(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "mini.uno")
            with open(path, "w", encoding="utf-8") as f:
                f.write(MINI)
            self.assertEqual(uno.Rules.from_file(path).name, "mini")

    def test_variant_from_text_and_file_go_where_a_name_goes(self):
        # issue 21's names: uno.Variant.from_text()/from_file(), and a
        # dumped built-in variant plays the built-in games seed for seed
        express = uno.Variant.from_text(uno.Rules("express").definition())
        self.assertEqual(express, uno.Variant.builtin("express"))
        self.assertEqual(uno.Rules.from_text(MINI), uno.Variant.from_text(MINI))
        with self.assertRaises(uno.DefinitionError):
            uno.Variant.from_text("[variant]\n")
        with self.assertRaises(TypeError):
            uno.Variant()
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "mini.uno")
            with open(path, "w", encoding="utf-8") as f:
                f.write(MINI)
            mini = uno.Variant.from_file(path)
        self.assertEqual(mini.name, "mini")
        a, b = uno.Game(express, 3, seed=21), uno.Game("express", 3, seed=21)
        a.playout(seed=2)
        b.playout(seed=2)
        self.assertEqual([a.score(s) for s in range(3)], [b.score(s) for s in range(3)])
        self.assertEqual(a.winner, b.winner)
        game = uno.Game(mini, 3, seed=4, options={"stacking": 1}
                        if "stacking" in mini else None)
        self.assertEqual(game.rules.name, "mini")
        try:
            batch = uno.Batch(mini, 3, 4, seed=1)
        except ImportError:
            return  # the batch needs numpy
        self.assertEqual((len(batch), batch.players), (4, 3))

    def test_save_load_replay(self):
        g = uno.Game(uno.Rules.define(MINI), 4, seed=8)
        g.log_start()
        for _ in range(15):
            if g.round_over:
                break
            seat = g.current_player
            g.apply(g.legal_moves(seat)[0])
        saved = g.save()
        loaded = uno.Game.load(saved)
        self.assertEqual(loaded.rules.name, "mini")
        self.assertEqual(loaded.save(), saved)
        replayed = uno.Game.replay(g.log)
        self.assertEqual(replayed.save(), saved)


if __name__ == "__main__":
    unittest.main()
