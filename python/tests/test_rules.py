"""Rule tables: the built-in variants, their decks, points and player
counts, and options read and set by name with every value validated."""
import copy
import pickle
import unittest

import libuno
from libuno import Kind, Option, Rules


class VariantTests(unittest.TestCase):

    def test_variants_lists_the_builtin_tables_classic_first(self):
        # The seven official variants, then the editions UNO Show 'Em No
        # Mercy and UNO Flip (lib/variants/no-mercy.uno, flip.uno).
        self.assertEqual(libuno.variants(), ["classic", "two-player", "partners",
                                          "challenge", "express",
                                          "casting-call", "teams", "no-mercy",
                                          "flip"])
        self.assertEqual(len(libuno.variants()), libuno._lib.lib.uno_rules_builtin_count())

    def test_tables_describe_their_variant(self):
        expect = {  # deck size, player counts, team size
            "classic": (108, list(range(2, 11)), 1),
            "two-player": (108, [2], 1),
            "partners": (108, [4, 6, 8, 10], 2),
            "challenge": (108, list(range(2, 11)), 1),
            "express": (56, list(range(2, 11)), 1),
            "casting-call": (112, list(range(2, 11)), 1),
            "teams": (112, [4, 6, 8], 2),
            "no-mercy": (168, list(range(2, 7)), 1),
            "flip": (112, list(range(2, 11)), 1),
        }
        self.assertEqual(sorted(expect), sorted(libuno.variants()))
        for name, (deck, counts, team) in expect.items():
            with self.subTest(variant=name):
                r = Rules(name)
                self.assertEqual(r.name, name)
                self.assertTrue(r.summary)
                self.assertEqual(len(r.deck), deck)
                self.assertEqual(r.player_counts, counts)
                self.assertEqual(r.players, (counts[0], counts[-1]))
                self.assertEqual(r.team_size, team)
                self.assertFalse(r.allows_players(11))
                self.assertFalse(r.allows_players(2**40))
                self.assertTrue(all(c.color is None for c in r.deck if c.is_wild))

    def test_points_G_8(self):
        r = Rules("classic")
        self.assertEqual(r.points("R7"), 7)
        self.assertEqual(r.points(libuno.Card("GS")), 20)
        self.assertEqual(r.points(Kind.WILD_DRAW_FOUR), 50)
        self.assertEqual(r.points("W4/B"), 50)
        self.assertEqual(Rules("express").points("YD1"), 20)
        with self.assertRaises(ValueError):
            r.points(Kind.TEAM_PLAY)        # not in Classic's deck
        with self.assertRaises(TypeError):
            r.points(7.0)
        with self.assertRaises(ValueError):
            r.points(2**40)
        with self.assertRaises(TypeError):
            r.allows_players("4")

    def test_unknown_variant(self):
        with self.assertRaises(libuno.NotFound) as cm:
            Rules("uno-flip")
        self.assertIsInstance(cm.exception, KeyError)
        self.assertIn("uno-flip", str(cm.exception))
        self.assertIn("classic", str(cm.exception))
        with self.assertRaises(TypeError):
            Rules(3)


class OptionTests(unittest.TestCase):

    def test_keyword_and_item_access(self):
        r = Rules("classic", uno_penalty=4, stacking=1)
        self.assertEqual(r["uno_penalty"], 4)
        self.assertEqual(r[Option.STACKING], 1)
        r["uno_penalty"] = 3
        r[Option.JUMP_IN] = True
        self.assertEqual((r["uno_penalty"], r["jump_in"]), (3, 1))
        self.assertEqual(r.changed(), {"uno_penalty": 3, "stacking": 1, "jump_in": 1})
        self.assertEqual(repr(r), "Rules('classic', uno_penalty=3, stacking=1, jump_in=1)")
        self.assertIs(r.update({"target_score": 100}, seven_o=1), r)
        self.assertEqual((r["target_score"], r["seven_o"]), (100, 1))
        self.assertEqual(r.get("no_such_option", "x"), "x")

    def test_mapping_holds_the_variants_options(self):
        teams = Rules("teams")
        self.assertEqual(list(teams), ["target_score", "hand_size", "uno_penalty",
                                       "dealer", "draw_until_playable",
                                       "force_play", "jump_in", "referee",
                                       "misplay_penalty", "play_if_able",
                                       "no_uno_call", "double_score",
                                       "jump_in_wild", "multi_play",
                                       "single_round"])
        self.assertEqual(len(teams), 15)
        self.assertEqual(list(teams.keys()), list(teams))
        self.assertEqual(list(teams.values()),
                         [500, 7, 2, -1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0])
        self.assertEqual(dict(teams.items())["dealer"], -1)
        self.assertIn("jump_in", teams)
        self.assertNotIn("stacking", teams)
        self.assertNotIn("no_such_option", teams)
        self.assertNotIn(3.5, teams)
        self.assertEqual(dict(Rules("classic"))["target_score"], 500)
        self.assertEqual(Rules("express").defaults()["hand_size"], 5)
        self.assertIn("elimination_limit", Rules("challenge"))
        self.assertNotIn("target_score", Rules("challenge"))

    def test_info_gives_bounds_default_and_description(self):
        info = Rules("classic").info("stacking")
        self.assertEqual((info.name, info.min, info.max, info.default), ("stacking", 0, 3, 0))
        self.assertIn("H-1", info.description)
        self.assertEqual(libuno.option_description(Option.UNO_PENALTY),
                         libuno.option_description("uno_penalty"))
        self.assertIn("G-6", libuno.option_description("uno_penalty"))
        self.assertEqual(libuno.option_names()[0], "target_score")
        self.assertEqual(len(libuno.option_names()), 30)
        self.assertEqual(libuno.option_names()[Option.SINGLE_ROUND], "single_round")
        self.assertIn("NM-1", libuno.option_description("single_round"))

    def test_single_round_NM_1(self):
        # A match of one round: every variant but Challenge (whose match
        # is played to the elimination limit) takes it, off by default;
        # the edition No Mercy has it on by default.
        for name in libuno.variants():
            with self.subTest(variant=name):
                rules = Rules(name)
                if name == "challenge":
                    self.assertNotIn("single_round", rules)
                    continue
                info = rules.info("single_round")
                self.assertEqual((info.min, info.max), (0, 1))
                self.assertEqual(info.default, 1 if name == "no-mercy" else 0)
                self.assertEqual(rules["single_round"], info.default)

    def test_no_mercy_options_and_defaults(self):
        # lib/variants/no-mercy.uno, [options]; doc/house-rules.md: its
        # 0 and 7 always act (NM-10) and nothing is challenged or
        # restricted (NM-5), so it refuses those house rules.
        nm = Rules("no-mercy")
        self.assertEqual(nm.defaults(), {
            "target_score": 1000, "hand_size": 7, "uno_penalty": 2,
            "dealer": -1, "stacking": 3, "draw_until_playable": 1,
            "force_play": 1, "jump_in": 0, "referee": 0,
            "misplay_penalty": 2, "play_if_able": 0, "last_card_number": 0,
            "no_uno_call": 0, "double_score": 0, "jump_in_wild": 0,
            "deflect": 0, "multi_play": 0, "hand_limit": 25,
            "single_round": 1})
        self.assertEqual(dict(nm), nm.defaults())
        self.assertEqual(nm.changed(), {})
        self.assertEqual(repr(nm), "Rules('no-mercy')")
        for refused in ("seven_o", "seven_swap", "zero_pass", "strict_wild_draw",
                        "no_challenge", "challenge_penalty", "elimination_limit"):
            with self.subTest(option=refused):
                self.assertNotIn(refused, nm)
                with self.assertRaises(libuno.NotSupported):
                    Rules("no-mercy", **{refused: 1})
        self.assertEqual(nm.info("stacking").max, 3)    # 3: by value (NM-6)
        self.assertEqual(Rules("no-mercy", single_round=0).changed(), {"single_round": 0})

    def test_option_errors(self):
        r = Rules("classic")
        with self.assertRaises(libuno.OutOfRange) as cm:
            r["uno_penalty"] = 99999
        self.assertIsInstance(cm.exception, ValueError)
        self.assertIn("0 to 10", str(cm.exception))
        with self.assertRaises(libuno.OutOfRange):
            r["uno_penalty"] = 2**70           # too large even for a C int
        with self.assertRaises(libuno.OutOfRange):
            r["stacking"] = -1
        with self.assertRaises(TypeError):
            r["uno_penalty"] = "4"
        with self.assertRaises(TypeError):
            r["uno_penalty"] = 4.0
        with self.assertRaises(libuno.NotFound) as cm:
            r["uno_penalti"] = 4
        self.assertIsInstance(cm.exception, KeyError)
        with self.assertRaises(KeyError):
            r["uno_penalti"]
        with self.assertRaises(libuno.NotFound):
            r[99]
        with self.assertRaises(TypeError):
            r[None]
        with self.assertRaises(TypeError):
            r[True]
        with self.assertRaises(libuno.NotSupported) as cm:
            r["elimination_limit"] = 100      # Challenge only
        self.assertIsInstance(cm.exception, KeyError)
        self.assertEqual(cm.exception.status, libuno.Status.ENOTSUP)
        self.assertIn("classic", str(cm.exception))
        with self.assertRaises(libuno.NotSupported):
            Rules("teams")["stacking"]
        with self.assertRaises(libuno.NotSupported):
            Rules("teams", seven_o=1)
        with self.assertRaises(libuno.OutOfRange):
            Rules("classic", hand_size=0)
        self.assertEqual(r.changed(), {})    # nothing was set by the errors

    def test_a_nul_in_a_name_is_refused_not_truncated(self):
        # C strings end at the first NUL: "stacking\0x" must not pass as
        # "stacking", nor "classic\0" as "classic".
        for bad in ("classic\0", "classic\0x", "\0"):
            with self.subTest(variant=bad):
                with self.assertRaises(ValueError):
                    Rules(bad)
        r = Rules("classic")
        with self.assertRaises(ValueError):
            r["stacking\0x"]
        with self.assertRaises(ValueError):
            r["stacking\0"] = 1
        with self.assertRaises(ValueError):
            r.info("stacking\0")
        with self.assertRaises(ValueError):
            Rules("classic", **{"stacking\0": 1})
        with self.assertRaises(ValueError):
            libuno.option_description("uno_penalty\0")
        self.assertNotIn("stacking\0", r)
        self.assertEqual(r.changed(), {})

    def test_copies_are_independent(self):
        a = Rules("classic", uno_penalty=4)
        b = a.copy()
        c = Rules(a)
        d = copy.deepcopy(a)
        self.assertEqual(copy.copy(a), a)
        self.assertIsNot(copy.copy(a), a)
        b["uno_penalty"] = 6
        self.assertEqual((a["uno_penalty"], c["uno_penalty"], d["uno_penalty"]), (4, 4, 4))
        self.assertEqual(a, c)
        self.assertNotEqual(a, b)
        self.assertNotEqual(Rules("classic"), Rules("two-player"))
        self.assertNotEqual(a, "classic")
        with self.assertRaises(TypeError):
            hash(a)
        e = pickle.loads(pickle.dumps(a))
        self.assertEqual(e, a)

    def test_game_rules_are_a_copy(self):
        r = Rules("classic", uno_penalty=4)
        g = libuno.Game(r, 3, seed=1)
        r["uno_penalty"] = 6                  # changes nothing in the game
        gr = g.rules
        self.assertEqual(gr["uno_penalty"], 4)
        gr["uno_penalty"] = 8
        self.assertEqual(g.rules["uno_penalty"], 4)
        self.assertEqual(g.variant, "classic")



@unittest.skipUnless(libuno._lib.HAS_RULES_CHECK, "this libuno has no uno_rules_check()")
class KeywordOptionTests(unittest.TestCase):
    """Options as keywords wherever options are taken, and the options a
    variant supports listed (Rules.options, uno_rules_option_info())."""

    def test_games_take_keyword_options(self):
        g = libuno.Game("classic", 4, stacking=1)
        self.assertEqual(g.rules["stacking"], 1)
        g = libuno.Game("classic", 4, seed=3, uno_penalty=4, options={"stacking": 2})
        self.assertEqual((g.rules["uno_penalty"], g.rules["stacking"]), (4, 2))
        self.assertEqual(libuno.Game("classic", 4, seed=3, stacking=2).save(),
                         libuno.Game("classic", 4, seed=3, options={"stacking": 2}).save())
        h = libuno.Game.from_hands("classic", ["R1 R2", "G1"], first="R9", jump_in=1)
        self.assertEqual(h.rules["jump_in"], 1)
        self.assertEqual(h.rules["hand_size"], 7)

    def test_unknown_unsupported_and_doubled_options(self):
        with self.assertRaises(libuno.NotFound) as cm:      # no such option
            libuno.Game("classic", 4, stackin=1)
        self.assertIn("stacking", str(cm.exception))        # the names it could be
        with self.assertRaises(libuno.NotSupported):        # Challenge plays to elimination
            libuno.Game("challenge", 3, target_score=100)
        with self.assertRaises(libuno.OutOfRange):
            libuno.Game("classic", 4, stacking=9)
        with self.assertRaises(TypeError):                  # two values for one option
            libuno.Game("classic", 4, stacking=1, options={"stacking": 2})
        with self.assertRaises(libuno.NotFound):
            libuno.Game.from_hands("classic", ["R1", "G1"], first="R9", fill=True, nope=1)

    def test_options_lists_what_the_variant_supports(self):
        for v in libuno.variants():
            rules = Rules(v)
            with self.subTest(variant=v):
                opts = rules.options
                self.assertEqual(list(opts), list(rules))
                for name in libuno.option_names():
                    if name in opts:
                        info = opts[name]
                        self.assertEqual(info.value, rules[name])
                        self.assertLessEqual(info.min, info.default)
                        self.assertLessEqual(info.default, info.max)
                        self.assertEqual(info.description, libuno.option_description(name))
                        rules[name] = info.max      # settable to its bounds
                        rules[name] = info.min
                    else:
                        with self.assertRaises(libuno.NotSupported):
                            rules[name] = 0
        self.assertNotIn("target_score", Rules("challenge").options)
        r = Rules("classic", stacking=2)
        self.assertEqual(r.options["stacking"].value, 2)
        self.assertEqual(r.options["stacking"].default, 0)


class CheckTests(unittest.TestCase):
    """Rules.check(): whether libuno.Game() would accept the rules and seat
    count, and the library's reason if not (uno_rules_check())."""

    def test_accepted_counts_give_none(self):
        for name in libuno.variants():
            rules = libuno.Rules(name)
            with self.subTest(variant=name):
                for n in range(0, 12):
                    reason = rules.check(n)
                    self.assertEqual(reason is None, rules.allows_players(n), (n, reason))
                    if reason is None:
                        libuno.Game(rules, n).close()
                    else:
                        self.assertIsInstance(reason, str)
                        self.assertTrue(reason)

    def test_the_game_raises_the_same_reason(self):
        cases = [(libuno.Rules("classic"), 11), (libuno.Rules("partners"), 5),
                 (libuno.Rules("classic", dealer=5), 4), (libuno.Rules("two-player"), 3)]
        for rules, players in cases:
            reason = rules.check(players)
            with self.subTest(rules=rules, players=players):
                self.assertIsNotNone(reason)
                with self.assertRaises(libuno.InvalidArgument) as cm:
                    libuno.Game(rules, players)
                self.assertIn(reason, str(cm.exception))
                self.assertEqual(cm.exception.message, reason)
        self.assertIn("5", libuno.Rules("classic", dealer=5).check(4))
        # The same through options= and a scripted deck.
        with self.assertRaises(libuno.InvalidArgument) as cm:
            libuno.Game("classic", 4, options={"dealer": 7})
        self.assertIn(libuno.Rules("classic", dealer=7).check(4), str(cm.exception))
        with self.assertRaises(libuno.InvalidArgument) as cm:
            libuno.Game("partners", 3, deck=libuno.Rules("partners").deck)
        self.assertIn(libuno.Rules("partners").check(3), str(cm.exception))

    def test_arguments(self):
        rules = libuno.Rules("classic")
        for bad in ("4", 4.0, None, True):
            with self.assertRaises(TypeError):
                rules.check(bad)
        for huge in (2**31, -2**31 - 1, 2**64):
            self.assertIsNotNone(rules.check(huge))


if __name__ == "__main__":
    unittest.main()
