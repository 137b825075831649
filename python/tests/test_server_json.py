"""What a seat is told, as the library writes it in JSON (json.h, 1.1):
Game.view_json(), Game.legal_json() and Game.event_json() say, field for
field, what the package's own spelling of the same values says
(libuno.server.tell: view(), legal(), tell_event()), for random games of
every built-in variant, every seat and the spectator (G-10, FL-5); and
bad arguments are refused as event_for_seat() refuses them.
"""
import json
import random
import unittest

import libuno
from libuno import SPECTATOR, EventType, Game, InvalidArgument
from libuno.server import tell

from support import Recorder, play_move

GAMES = 3      # per variant
STEPS = 150    # per game


def compact(value):
    return json.dumps(value, separators=(",", ":"))


def viewers(game):
    return list(range(game.players)) + [SPECTATOR]


@unittest.skipUnless(libuno._lib.HAS_JSON, "this libuno has no JSON views (1.1)")
class SameAsThePackage(unittest.TestCase):

    def check_position(self, g, events, variant):
        # What a room sends after a change: the same texts, at once.
        seats = [None if w == SPECTATOR else w for w in viewers(g)]
        for seat, (told, view, legal) in zip(seats, tell.told_texts(g, events, seats, variant)):
            self.assertEqual(told, compact(tell.tell_events(g, events, seat, None, variant)))
            self.assertEqual(view, compact(tell.view(g, seat, variant)))
            self.assertEqual(legal, compact(tell.legal(g, seat, variant)))
        for who in viewers(g):
            seat = None if who == SPECTATOR else who
            # Byte for byte what json.dumps() makes of the package's
            # values (compact, ASCII, fields in the dataclasses' order).
            self.assertEqual(g.view_json(who), compact(tell.view(g, seat, variant)))
            self.assertEqual(g.legal_json(who), compact(tell.legal(g, seat, variant)))
            for e in events:
                self.assertEqual(g.event_json(e, who),
                                 compact(tell.tell_event(g, e, seat, None, variant)),
                                 "%s to %s" % (e, who))

    def test_random_games_of_every_variant_G_10_FL_5(self):
        rng = random.Random(0x7e11)
        for variant in libuno.variants():
            r = libuno.Rules(variant)
            for n in range(GAMES):
                players = rng.choice([c for c in r.player_counts if c <= 6])
                with self.subTest(variant=variant, game=n):
                    g = Game(variant, players, seed=rng.getrandbits(32))
                    rec = Recorder()
                    g.set_hooks(event=rec)
                    self.check_position(g, [], variant)
                    for _ in range(STEPS):
                        if g.match_over:
                            break
                        rec.clear()
                        if g.round_over:
                            g.next_round()
                        else:
                            play_move(g, rng, others=True)
                        self.check_position(g, list(rec.events), variant)
                    g.close()

    def test_a_drawn_card_only_in_its_drawers_json_G_3(self):
        g = Game.from_hands("classic", ["R1 R2", "G1 G2", "B1 B2"], first="Y5",
                            draw="Y7 R9")
        rec = Recorder()
        g.set_hooks(event=rec)
        g.apply("draw")
        draw, = rec.of(EventType.DRAW)
        self.assertEqual(json.loads(g.event_json(draw, 0))["card"], "Y7")
        for seat in (1, 2, SPECTATOR):
            self.assertIsNone(json.loads(g.event_json(draw, seat))["card"])
            self.assertNotIn("Y7", g.view_json(seat))
        self.assertEqual(json.loads(g.legal_json(0)), ["Y7", "pass"])
        self.assertEqual(g.legal_json(SPECTATOR), "[]")

    def test_the_same_from_a_library_without_json_FL_5(self):
        # A libuno before 1.1: the server encodes the package's values
        # instead, and sends the same bytes.
        g = Game("flip", 3, seed=11)
        rec = Recorder()
        g.set_hooks(event=rec)
        rng = random.Random(4)
        seats = [0, 1, 2, None]
        for _ in range(60):
            if g.round_over:
                break
            rec.clear()
            play_move(g, rng)
            with_json = tell.told_texts(g, rec.events, seats, "flip")
            saved = tell._HAS_JSON
            tell._HAS_JSON = False
            try:
                self.assertEqual(tell.told_texts(g, rec.events, seats, "flip"), with_json)
            finally:
                tell._HAS_JSON = saved

    def test_bad_arguments(self):
        g = Game("classic", 3, seed=5)
        e = libuno.Event(type=EventType.DRAW, seat=0, other=None, color=None,
                         card=libuno.Card("G2"), reason=0, side=0, value=0)
        for seat in (-2, 3, 99):
            with self.assertRaises(InvalidArgument):
                g.view_json(seat)
            with self.assertRaises(InvalidArgument):
                g.legal_json(seat)
            with self.assertRaises(InvalidArgument):
                g.event_json(e, seat)
        with self.assertRaises(TypeError):
            g.view_json("0")
        with self.assertRaises(TypeError):
            g.event_json("draw", 0)
        with self.assertRaises(InvalidArgument):
            g.event_json(libuno.Event(type=EventType.DRAW, seat=7, other=None, color=None,
                                      card=None, reason=0, side=0, value=0), 0)


if __name__ == "__main__":
    unittest.main()
