"""Game.playout (issue 8): the current round played to its end inside the
library by the uniform or the reference policy, deterministic for a state
and a seed, without hooks or events, in every variant."""
import unittest

import libuno
from libuno import Phase, PlayoutPolicy

from support import deck_count


class PlayoutTests(unittest.TestCase):

    def test_every_variant_and_policy_ends_the_round_G_4(self):
        for variant in libuno.variants():
            for policy in ("uniform", "reference", PlayoutPolicy.REFERENCE):
                with self.subTest(variant=variant, policy=policy):
                    lo = libuno.Rules(variant).players[0]
                    g = libuno.Game(variant, lo, seed=3)
                    cards = deck_count(g)
                    if policy == "uniform" and variant == "teams":
                        # Uniform Teams rounds run to millions of moves.
                        policy = "reference"
                    n = g.playout(17, policy)
                    self.assertGreater(n, 0)
                    self.assertIn(g.phase, (Phase.ROUND_OVER, Phase.MATCH_OVER))
                    self.assertEqual(deck_count(g), cards)
                    self.assertIsNotNone(g.winner)

    def test_same_state_and_seed_same_game(self):
        g = libuno.Game("classic", 4, seed=8)
        a, b, c = g.clone(), g.clone(), g.clone()
        self.assertEqual(a.playout(5, "reference"), b.playout(5, "reference"))
        self.assertEqual(a.save(), b.save())
        c.playout(6, "reference")
        d = g.clone()
        d.playout(5, "reference")
        self.assertEqual(d.save(), a.save())
        # The game itself was never touched.
        self.assertNotIn(g.phase, (Phase.ROUND_OVER, Phase.MATCH_OVER))

    def test_no_hooks_or_events_during_it_and_hooks_stay(self):
        g = libuno.Game("classic", 3, seed=4)
        seen = []
        g.set_hooks(event=lambda game, ev: seen.append(ev.type),
                    choose_color=lambda game, seat: seen.append("color") or 0)
        g.playout(1, "uniform")
        self.assertEqual(seen, [])
        self.assertEqual(g.phase, Phase.ROUND_OVER)
        g.next_round()
        self.assertIn(libuno.EventType.ROUND_START, seen)

    def test_errors(self):
        g = libuno.Game("classic", 2, seed=1)
        with self.assertRaises(ValueError):
            g.playout(1, "clever")
        with self.assertRaises(ValueError):
            g.playout(-1)
        with self.assertRaises(TypeError):
            g.playout("1")
        with self.assertRaises(TypeError):
            g.playout(1, 1.5)
        with self.assertRaises(libuno.InvalidArgument):
            g.playout(1, 7)
        # ctypes would pass the low 32 bits: 2**32 + 1 must not become 1.
        for policy in (2**32, 2**32 + 1, 2**63 + 1, -2**32, -2**31 - 1):
            with self.subTest(policy=policy):
                with self.assertRaises((ValueError, OverflowError)):
                    g.playout(1, policy)
        for seed in (2**64, 2**64 + 1, -2**64):
            with self.assertRaises(ValueError):
                g.playout(seed)
        self.assertEqual(g.phase, Phase.PLAY)
        g.playout(2**64 - 1, "reference")
        with self.assertRaises(libuno.InvalidState):
            g.playout(1)

    def test_playout_from_a_hook_is_busy(self):
        g = libuno.Game("classic", 2, seed=2)
        caught = []

        def event(game, ev):
            if not caught:
                try:
                    game.playout(1)
                except libuno.Busy as e:
                    caught.append(e)

        g.set_hooks(event=event)
        g.apply("draw" if any(m.type == libuno.MoveType.DRAW for m in g.legal_moves())
                else g.legal_moves()[0])
        self.assertEqual(len(caught), 1)


if __name__ == "__main__":
    unittest.main()
