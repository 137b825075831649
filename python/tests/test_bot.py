"""libuno.Bot (issue 10): the library's random, greedy, search and
reference players from Python: legal moves for every decision, out-of-turn moves,
determinism, the hidden-card test and errors."""
import unittest

import libuno
from libuno import Bot, BotKind, Phase


def play_round(game, bots, check=None):
    """Plays the round with one bot per seat (out-of-turn moves first)."""
    steps = 0
    while not game.round_over:
        steps += 1
        if steps > 20000:
            raise AssertionError("the round did not end")
        for seat in range(game.players):
            m = bots[seat].act(game, seat)
            if m is not None:
                if check:
                    check(game, seat, m)
                game.apply(m, seat)
            if game.round_over:
                return
        seat = game.current_player
        m = bots[seat].choose(game, seat)
        if check:
            check(game, seat, m)
        game.apply(m, seat)


class BotTests(unittest.TestCase):

    def legal(self, game, seat, move):
        verdict = game.check(move, seat)
        self.assertTrue(verdict, "%s by seat %d: %s" % (move, seat, verdict.message))
        self.assertEqual(verdict.reason, libuno.Reason.OK)

    def test_every_variant_every_kind_moves_are_legal(self):
        for variant in libuno.variants():
            with self.subTest(variant=variant):
                players = 4 if 4 in libuno.Rules(variant).player_counts else 2
                g = libuno.Game(variant, players, seed=5,
                             options=None if variant == "teams" else {"stacking": 1})
                bots = [Bot("search", playouts=60, determinizations=6, seed=1),
                        Bot("ismcts", playouts=60, determinizations=6, seed=3),
                        Bot("random", seed=2), Bot("greedy")][:players]
                play_round(g, bots, self.legal)
                self.assertIsNotNone(g.winner)

    def test_kinds_and_options(self):
        b = Bot("search", playouts=200, determinizations=10, seed=3)
        self.assertEqual(b.kind, BotKind.SEARCH)
        self.assertEqual((b.playouts, b.determinizations, b.seed), (200, 10, 3))
        self.assertIn("search", repr(b))
        t = Bot("ismcts", playouts=300, determinizations=12, seed=5)
        self.assertEqual(t.kind, BotKind.ISMCTS)
        self.assertEqual((t.playouts, t.determinizations), (300, 12))
        self.assertEqual(repr(t), "Bot('ismcts', playouts=300, determinizations=12, seed=5)")
        self.assertEqual(Bot().playouts, 1000)
        self.assertEqual(Bot(BotKind.GREEDY).kind, BotKind.GREEDY)
        with Bot("random") as r:
            self.assertEqual(r.kind, BotKind.RANDOM)
        with self.assertRaises(ValueError):
            r.choose(libuno.Game("classic", 4, seed=1))

    def test_levels_and_mistakes(self):
        # issue 24: the difficulty ladder by name or BotLevel, each level's
        # kind and mistakes; hard is the greedy bot, medium errs at times
        self.assertEqual([l.name for l in libuno.BotLevel],
                         ["EASY", "MEDIUM", "HARD", "EXPERT"])
        kinds = {"easy": (BotKind.RANDOM, 0), "medium": (BotKind.GREEDY, 128),
                 "hard": (BotKind.GREEDY, 0), "expert": (BotKind.SEARCH, 0)}
        for name, (kind, mistakes) in kinds.items():
            b = Bot(level=name, seed=2)
            self.assertEqual((b.kind, b.mistakes, b.level), (kind, mistakes, libuno.BotLevel[name.upper()]))
            self.assertEqual(repr(b), "Bot(level=%r, seed=2)" % name)
        self.assertEqual(Bot(level=libuno.BotLevel.HARD).kind, BotKind.GREEDY)
        greedy, hard = Bot("greedy", seed=4), Bot(level="hard", seed=4)
        medium, fixed = Bot(level="medium", seed=4), Bot(level="medium", seed=4, mistakes=0)
        differ = 0
        for seed in range(1, 61):
            g = libuno.Game("classic", 4, seed=seed)
            best = greedy.choose(g)
            self.assertEqual(hard.choose(g), best)
            self.assertEqual(fixed.choose(g), best)
            m = medium.choose(g)
            self.assertTrue(g.check(m).legal)
            differ += m != best
        self.assertGreater(differ, 0)
        with self.assertRaises(ValueError):
            Bot(level="master")
        with self.assertRaises(ValueError):
            Bot("greedy", mistakes=257)
        with self.assertRaises(TypeError):
            Bot("greedy", level="easy")

    def test_choose_defaults_to_the_current_player(self):
        g = libuno.Game("classic", 4, seed=9)
        bot = Bot("greedy")
        m = bot.choose(g)
        self.assertTrue(g.is_legal(m))
        self.assertIsInstance(m, libuno.Move)

    def test_deterministic_and_blind_to_hidden_cards(self):
        g = libuno.Game("classic", 4, seed=12)
        for _ in range(6):
            g.apply(Bot("greedy").choose(g))
        seat = g.current_player
        other = g.clone()
        other.determinize(seat, 777)      # the hidden cards dealt again, in place
        self.assertNotEqual(other.save(), g.save())
        self.assertEqual(g.hand(seat), other.hand(seat))
        for kind in ("random", "greedy", "search", "ismcts"):
            a = Bot(kind, seed=4)
            b = Bot(kind, seed=4)
            self.assertEqual(a.choose(g, seat), b.choose(g, seat))
            self.assertEqual(a.choose(g, seat), a.choose(other, seat))

    def test_act_catches_and_calls_G_6(self):
        g = libuno.Game.from_hands("classic", ["R1 R2", "Y1 Y2"], first="R5",
                                draw="G1 G2 G3")
        g.apply("R2", 0)                  # no UNO call
        greedy = Bot("greedy")
        self.assertEqual(str(greedy.act(g, 1)), "catch 0")
        self.assertEqual(str(greedy.act(g, 0)), "uno")

    def test_reference_bot_G_6(self):
        # The reference policy (UNO_BOT_REFERENCE) in every variant: legal
        # answers, the round ends; out of turn it catches nobody (G-6).
        for variant in libuno.variants():
            with self.subTest(variant=variant):
                players = 4 if 4 in libuno.Rules(variant).player_counts else 2
                g = libuno.Game(variant, players, seed=9)
                play_round(g, [Bot("reference", seed=s) for s in range(players)],
                           self.legal)
                self.assertIsNotNone(g.winner)
        b = Bot("reference", seed=4)
        self.assertEqual(b.kind, BotKind.REFERENCE)
        self.assertEqual(repr(b), "Bot('reference', seed=4)")
        g = libuno.Game.from_hands("classic", ["R1 R2", "Y1 Y2"], first="R5",
                                   draw="G1 G2 G3")
        g.apply("R2", 0)                  # no UNO call
        self.assertIsNone(b.act(g, 1))    # greedy would catch seat 0
        self.assertIsNone(b.act(g, 0))    # not its decision: no late call
        self.assertEqual(b.choose(g, 1).type, libuno.MoveType.PLAY)

    def test_errors(self):
        g = libuno.Game("classic", 4, seed=1)
        bot = Bot("search", playouts=20, determinizations=2)
        seat = g.current_player
        with self.assertRaises(libuno.InvalidState):
            bot.choose(g, (seat + 1) % 4)
        with self.assertRaises(libuno.InvalidArgument):
            bot.choose(g, 9)
        with self.assertRaises(libuno.InvalidArgument):
            bot.act(g, -1)
        with self.assertRaises(ValueError):
            Bot("clever")
        with self.assertRaises(TypeError):
            Bot(1.5)
        with self.assertRaises(ValueError):
            Bot("search", playouts=0)
        with self.assertRaises(libuno.InvalidArgument):
            Bot("search", playouts=5, determinizations=10)
        with self.assertRaises(ValueError):
            Bot(seed=-1)
        play_round(g, [Bot("greedy")] * 4)
        self.assertIn(g.phase, (Phase.ROUND_OVER, Phase.MATCH_OVER))
        with self.assertRaises(libuno.InvalidState):
            bot.choose(g, 0)
        with self.assertRaises(libuno.InvalidState):
            bot.choose(g)
        self.assertIsNone(bot.act(g, 0))


if __name__ == "__main__":
    unittest.main()
