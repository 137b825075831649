"""Views, observations, the move index, masks, determinization, the log and
replay (issue 7), through the binding."""
import random
import unittest

import libuno
from support import play_move


def played(variant="classic", players=4, seed=5, steps=80, log=False):
    game = libuno.Game(variant, players=players, seed=seed)
    if log:
        game.log_start()
    rng = random.Random(seed)
    for _ in range(steps):
        if game.round_over:
            break
        play_move(game, rng, others=True)
    return game


class ViewTest(unittest.TestCase):
    def test_view_holds_own_hand_and_public_facts(self):
        game = played()
        for seat in range(game.players):
            view = game.view(seat)
            self.assertEqual(sorted(view.hand, key=str), sorted(game.hand(seat), key=str))
            self.assertEqual(view.hand_sizes, game.hand_sizes)
            self.assertEqual(view.top, game.top_card)
            self.assertEqual(view.scores, game.scores)
            self.assertEqual(view.current, game.current_player)

    def test_view_does_not_change_when_hidden_cards_are_resampled(self):
        game = played(seed=11)
        for seat in range(game.players):
            other = game.determinized(seat, 1234)
            self.assertEqual(other.view(seat), game.view(seat))
            self.assertEqual(other.legal_moves(seat), game.legal_moves(seat))
            self.assertEqual(other.hand_sizes, game.hand_sizes)

    def test_determinize_works_in_place_and_determinized_copies(self):
        # As the C function: determinize() changes the game (and returns
        # None, as playout() and reset() do); determinized() leaves it and
        # returns a changed copy.
        game = played(seed=11)
        seat = game.current_player
        before, view = game.save(), game.view(seat)
        copy = game.determinized(seat, 99)
        self.assertIsInstance(copy, libuno.Game)
        self.assertIsNot(copy, game)
        self.assertEqual(game.save(), before)
        self.assertNotEqual(copy.save(), before)
        self.assertIsNone(game.determinize(seat, 99))
        self.assertNotEqual(game.save(), before)
        self.assertEqual(game.save(), copy.save())     # the same world
        self.assertEqual(game.view(seat), view)

    def test_belief_and_informed_worlds_G_3(self):
        # G-3: a seat that draws on a red 5 held no red, no 5 and no wild
        # (as far as anyone can tell); the informed worlds keep to that.
        game = libuno.Game.from_hands("classic", ["B7 B8 Y9", "R1 R2 G3", "G1 G2 G4"],
                                   "R5", "Y3 Y4 Y6 G7 G8 G9")
        seat = game.current_player
        self.assertEqual(seat, 0)
        game.apply("draw", seat)  # Y3 does not play either: the turn ends
        b = game.belief((seat + 1) % 3, seat)
        self.assertIsInstance(b, libuno.Belief)
        self.assertEqual(b.hand_size, game.hand_size(seat))
        for card in ("R1", "B5", "W", "W4"):
            self.assertEqual(b.bounds(card)[1], 0, card)
        self.assertGreater(b.bounds("B7")[1], 0)
        self.assertGreater(game.belief(seat, seat).bounds(game.hand(seat)[0])[0], 0)
        observer = (seat + 1) % 3
        for s in range(20):
            world = game.determinized(observer, s, history=True)
            self.assertFalse([c for c in world.hand(seat)
                              if c.is_wild or c.color == libuno.Color.RED or c.kind == libuno.Kind.FIVE])
            self.assertEqual(world.view(observer), game.view(observer))
        self.assertEqual(libuno.card_face("W"), 56)
        self.assertEqual(libuno.card_face("B9"), 9 * 4 + 3)

    def test_untracked_history_tells_nothing_G_3(self):
        # The draw of test_belief_and_informed_worlds_G_3 with the history
        # not tracked (uno_game_set_tracking()): the same game, nothing
        # known; kept by clones, gone with a save; bad values refused.
        hands = ["B7 B8 Y9", "R1 R2 G3", "G1 G2 G4"]
        tracked = libuno.Game.from_hands("classic", hands, "R5", "Y3 Y4 Y6 G7 G8 G9")
        game = libuno.Game.from_hands("classic", hands, "R5", "Y3 Y4 Y6 G7 G8 G9")
        self.assertTrue(game.tracks_history)
        game.set_tracking(False)
        self.assertFalse(game.tracks_history)
        for g in (game, tracked):
            g.apply("draw", 0)
        self.assertEqual(tracked.belief(1, 0).bounds("R3")[1], 0)
        self.assertEqual(game.belief(1, 0).bounds("R3")[1], 2)
        self.assertEqual(game.belief(1, 0).bounds("W4")[1], 4)
        self.assertEqual([game.hand(s) for s in range(3)], [tracked.hand(s) for s in range(3)])
        self.assertFalse(game.clone().tracks_history)
        self.assertTrue(libuno.Game.load(game.save()).tracks_history)
        with self.assertRaises(TypeError):
            game.set_tracking(0)
        game.set_tracking(True)
        game.apply("draw", 1)  # G7 on R5: the turn ends
        self.assertEqual(game.belief(2, 1).bounds("R9")[1], 0)
        self.assertEqual(game.belief(1, 0).bounds("R3")[1], 2)

    def test_faces_of_the_kinds_beyond_the_public_ones(self):
        # view.h: kinds 20-25 on faces 62 + (kind - 20) * 4 + color, the
        # wilds 26-31 on 86 + kind - 26; No Mercy's Discard All (24) and
        # Skip Everyone (25), as its belief and observation count them.
        nm = libuno.Rules("no-mercy")
        self.assertEqual(libuno.card_face(nm.parse_card("RDA")), 62 + 16)
        self.assertEqual(libuno.card_face(nm.parse_card("BSE")), 62 + 20 + 3)
        self.assertEqual(libuno.card_face(libuno.Card(26)), 86)
        self.assertEqual(libuno.card_face(libuno.Card(31, libuno.Color.BLUE)), 91)
        self.assertEqual(libuno.card_face(nm.parse_card("WR4")), 56 + 5)
        game = libuno.Game.from_hands("no-mercy", ["RDA RSE B7", "G1 G2 BDA"], "R5")
        b = game.belief(0, 0)
        self.assertEqual(b.bounds(nm.parse_card("RDA")), (1, 1))
        self.assertEqual(b.bounds(nm.parse_card("RSE")), (1, 1))
        obs = game.observation(0)
        self.assertEqual(len(obs), nm.observation_size)
        self.assertEqual((obs[78], obs[82], obs[7 * 4 + 3]), (1, 1, 1))   # the own hand
        self.assertEqual(sum(obs[:92]), 3)

    def test_bad_seat(self):
        game = played(steps=0)
        with self.assertRaises((ValueError, libuno.UnoError)):
            game.view(9)


class EncodingTest(unittest.TestCase):
    def test_observation_has_a_fixed_size(self):
        sizes = {len(played(v, p, steps=10).observation(0))
                 for v, p in [("classic", 4), ("express", 3), ("teams", 6)]}
        self.assertEqual(len(sizes), 1)

    def test_every_index_round_trips(self):
        for i in range(libuno.MOVE_INDEX_COUNT):
            self.assertEqual(libuno.move_index(libuno.move_from_index(i)), i)
        with self.assertRaises(ValueError):
            libuno.move_index("W4")  # a wild without a color is not indexed
        with self.assertRaises(ValueError):
            libuno.move_from_index(libuno.MOVE_INDEX_COUNT)
        # Each variant's own index: the public layout's 272, or 398 for
        # one dealing kinds 20-31 (No Mercy, Flip's Skip Everyone), in the
        # variant's notation.
        for variant in libuno.variants():
            rules = libuno.Rules(variant)
            with self.subTest(variant=variant):
                count = rules.move_index_count
                self.assertEqual(count, libuno.MOVE_INDEX_MAX
                                 if variant in ("no-mercy", "flip")
                                 else libuno.MOVE_INDEX_COUNT)
                for i in range(count):
                    self.assertEqual(rules.move_index(rules.move_from_index(i)), i)
                for bad in (-1, count, True, "1"):
                    with self.assertRaises(ValueError):
                        rules.move_from_index(bad)
        nm = libuno.Rules("no-mercy")
        self.assertEqual(nm.move_index("BSE!"), libuno._lib.DEFINES["INDEX_XPLAY"]
                         + ((25 - 20) * 4 + 3) * 2 + 1)
        self.assertEqual(nm.move_index("give YDA"), libuno._lib.DEFINES["INDEX_XGIVE"] + 4 * 4 + 1)
        with self.assertRaises(ValueError):
            nm.move_index("W10")   # a wild without a color, not listed so

    def test_mask_marks_exactly_the_legal_moves(self):
        for variant, players in [("classic", 4), ("casting-call", 3), ("teams", 4),
                                 ("no-mercy", 4)]:
            game = libuno.Game(variant, players=players, seed=2)
            rules = game.rules
            rng = random.Random(2)
            for _ in range(120):
                if game.round_over:
                    break
                mask = game.legal_mask()
                self.assertEqual(len(mask), rules.move_index_count)
                marked = [rules.move_from_index(i) for i, b in enumerate(mask) if b]
                self.assertEqual(sorted(marked), game.legal_moves())
                play_move(game, rng)


class LogTest(unittest.TestCase):
    def test_replay_gives_the_same_game(self):
        for variant, players in [("classic", 4), ("two-player", 2), ("express", 5)]:
            game = played(variant, players, seed=7, steps=150, log=True)
            again = libuno.Game.replay(game.log)
            self.assertEqual(again.save(), game.save())

    def test_log_lines_are_seat_and_notation(self):
        game = played(steps=5, log=True)
        lines = game.log.splitlines()
        self.assertEqual(lines[1], "variant classic")
        moves = [l for l in lines if l[:1].isdigit()]
        self.assertTrue(moves)
        for line in moves:
            seat, move = line.split(" ", 1)
            self.assertIn(int(seat), range(4))
            libuno.Move(move)

    def test_a_nul_in_the_log_is_refused_not_truncated(self):
        game = played(steps=20, log=True)
        text = game.log
        first_move = next(i for i, line in enumerate(text.splitlines(True))
                          if line[:1].isdigit())
        cut = sum(len(line) for line in text.splitlines(True)[:first_move])
        for bad in (text[:cut] + "\0" + text[cut:], text + "\0",
                    text.replace("variant classic", "variant classic\0x")):
            with self.assertRaises(ValueError):
                libuno.Game.replay(bad)

    def test_seeds_and_capacities_out_of_range_raise(self):
        game = played(steps=3)
        before = game.save()
        for seed in (-1, 2**64, 2**64 + 5):
            with self.assertRaises(ValueError):
                game.determinize(0, seed)
        game.determinized(0, 2**64 - 1)       # the largest seed (a copy)
        for seed in (-1, 2**64):
            with self.assertRaises(ValueError):
                game.determinized(0, seed)
        with self.assertRaises(TypeError):
            game.determinize(0, True)
        for capacity in (0, -1, 2**64, 2**64 + 1):
            with self.assertRaises(ValueError):
                game.log_start(capacity)
        with self.assertRaises(TypeError):
            game.log_start(True)
        self.assertIsNone(game.log)
        self.assertEqual(game.save(), before)
        with self.assertRaises(ValueError):
            libuno.move_from_index(2**32)

    def test_no_log_and_bad_logs(self):
        self.assertIsNone(played(steps=3).log)
        with self.assertRaises(libuno.ParseError):
            libuno.Game.replay("variant classic\nplayers 4\nseed 1\n0 nonsense\n")
        with self.assertRaises(TypeError):
            libuno.Game.replay(b"variant classic")


if __name__ == "__main__":
    unittest.main()
