"""What each seat is told, through the binding (doc/information.md):
Game.event_for_seat() (uno_event_for_seat()), libuno.SPECTATOR in views,
observations and hidden faces, and the hidden faces of UNO Flip (FL-5) in
events (Event.hidden) and views (View.hidden, View.draw_hidden).
"""
import random
import unittest

import libuno
from libuno import DRAW_PILE, SPECTATOR, Card, EventType, Game, InvalidArgument

from support import Recorder, play_move


def viewers(game):
    return list(range(game.players)) + [SPECTATOR]


def recorded(game):
    rec = Recorder()
    game.set_hooks(event=rec)
    return rec


class TheSpectatorConstant(unittest.TestCase):

    def test_it_is_the_headers_no_seat(self):
        self.assertEqual(SPECTATOR, -1)
        self.assertEqual(SPECTATOR, libuno._headers.DEFINES["SPECTATOR"])
        self.assertIn("SPECTATOR", libuno.__all__)


class EventsPerSeat(unittest.TestCase):

    def test_own_draw_shows_the_card_another_does_not_G_3(self):
        g = Game.from_hands("classic", ["R1 R2", "G1 G2", "B1 B2"], first="Y5",
                            draw="Y7 R9")
        rec = recorded(g)
        g.apply("draw")
        draw, = rec.of(EventType.DRAW)
        self.assertEqual(draw.card, Card("Y7"))
        self.assertEqual(draw.value, 0)
        self.assertIsNone(draw.hidden)
        self.assertEqual(g.event_for_seat(draw, 0), draw)
        for seat in (1, 2, SPECTATOR):
            told = g.event_for_seat(draw, seat)
            self.assertIsNone(told.card)
            # Everything else of the event is every seat's.
            self.assertEqual((told.type, told.seat, told.reason, told.value, told.side),
                             (draw.type, draw.seat, draw.reason, draw.value, draw.side))

    def test_catch_penalty_is_the_drawers_and_the_catch_public_G_6(self):
        g = Game.from_hands("classic", ["R1 R2 W4", "G1 G2 B3", "B1 B2 Y3"],
                            first="R5", draw="Y7 Y8 Y9 G7 G8 G9")
        rec = recorded(g)
        g.apply("R1")
        g.apply("draw", 1)
        if g.phase == libuno.Phase.DRAWN:
            g.apply("pass", 1)
        g.apply("draw", 2)
        if g.phase == libuno.Phase.DRAWN:
            g.apply("pass", 2)
        rec.clear()
        g.apply("R2")
        g.apply("catch 0", 1)
        catch, = rec.of(EventType.CATCH)
        for seat in viewers(g):
            self.assertEqual(g.event_for_seat(catch, seat), catch)
        draws = rec.of(EventType.DRAW)
        self.assertEqual(len(draws), 2)
        for d in draws:
            self.assertEqual(d.reason, libuno.DrawReason.UNO_PENALTY)
            self.assertEqual(g.event_for_seat(d, 0), d)
            for seat in (1, 2, SPECTATOR):
                self.assertIsNone(g.event_for_seat(d, seat).card)

    def test_flip_draw_tells_others_the_hidden_face_FL_5(self):
        g = Game.from_hands("flip", ["R1:P4 R2:TSE", "R3:O6 G2:W", "B1:V7 B2:VD5"],
                            first="R5:P5", draw="Y1:T1 Y2:O2 Y3:T3", fill=False,
                            hand_size=2)
        self.assertEqual(g.hidden_faces(SPECTATOR, DRAW_PILE), [g.hidden_faces(1, DRAW_PILE)[0]])
        rec = recorded(g)
        g.apply("draw")
        draw, = rec.of(EventType.DRAW)
        self.assertEqual(g.card_text(draw.card), "Y1")
        self.assertEqual(g.card_text(draw.hidden, 1), "T1")
        own = g.event_for_seat(draw, 0)
        self.assertEqual((own.card, own.hidden), (draw.card, None))
        for seat in (1, 2):
            other = g.event_for_seat(draw, seat)
            self.assertEqual((other.card, other.hidden), (None, draw.hidden))
            self.assertIn(other.hidden, g.hidden_faces(seat, 0))
            self.assertEqual(g.event_text(other), "draw seat 0 (turn) hidden T1")
        spec = g.event_for_seat(draw, SPECTATOR)
        self.assertEqual((spec.card, spec.hidden), (None, None))
        self.assertEqual(g.event_text(draw), "draw seat 0 Y1 (turn) hidden T1")

    def test_give_is_the_teammates_TM_7(self):
        g = Game.from_hands("teams", ["R1 RS", "RD2 G3", "Y4 Y5", "R6 G6"], first="R9",
                            draw="Y6 Y7")
        g.apply("R1!")
        g.apply("RD2!")
        g.apply("R6!")
        rec = recorded(g)
        g.apply("RS")
        g.apply("give Y4", 2)
        give, = rec.of(EventType.GIVE)
        for seat in (0, 2):
            self.assertEqual(g.event_for_seat(give, seat), give)
        for seat in (1, 3, SPECTATOR):
            self.assertIsNone(g.event_for_seat(give, seat).card)

    def test_random_games_of_every_variant(self):
        """Over random games: a told event is the event with at most its
        cards left out; another seat's face-down draw is never told, a
        face-up one (FL-11, NM-9) always; a spectator is told no hidden
        face; told later is told as in the hook."""
        rng = random.Random(5)
        for variant in libuno.variants():
            with self.subTest(variant=variant):
                g = Game(variant, rng.choice([3, 4]) if variant not in ("two-player",)
                         else 2, seed=rng.randrange(1000))
                live = []
                g.set_hooks(event=lambda game, e: live.append(
                    (e, [game.event_for_seat(e, s) for s in viewers(game)])))
                for _ in range(200):
                    if g.round_over:
                        break
                    play_move(g, rng, others=True)
                self.assertGreater(len(live), 20)
                sided = g.rules.sides == 2
                for e, told in live:
                    self.assertEqual(told, [g.event_for_seat(e, s) for s in viewers(g)])
                    if not sided:
                        self.assertIsNone(e.hidden)
                    for seat, t in zip(viewers(g), told):
                        self.assertEqual((t.type, t.seat, t.other, t.color, t.reason,
                                          t.value, t.side),
                                         (e.type, e.seat, e.other, e.color, e.reason,
                                          e.value, e.side))
                        self.assertIn(t.card, (e.card, None))
                        self.assertIn(t.hidden, (e.hidden, None))
                        if seat == SPECTATOR:
                            self.assertIsNone(t.hidden)
                        if e.type == EventType.DRAW:
                            if e.value == 1 or seat == e.seat:
                                self.assertEqual(t.card, e.card)
                            else:
                                self.assertIsNone(t.card)
                            if sided and seat not in (e.seat, SPECTATOR):
                                self.assertEqual(t.hidden, e.hidden)

    def test_bad_arguments_G_10(self):
        g = Game("flip", 3, seed=2)
        rec = recorded(g)
        g.apply(g.legal_moves()[0])
        e = rec.events[-1]
        with self.assertRaises(TypeError):
            g.event_for_seat("draw", 0)
        for seat in (3, -2, 100):
            with self.assertRaises(InvalidArgument):
                g.event_for_seat(e, seat)
        with self.assertRaises(TypeError):
            g.event_for_seat(e, "0")
        unknown = libuno.Event(99, 0, None, None, None, 0, 0)
        with self.assertRaises(InvalidArgument):
            g.event_for_seat(unknown, 0)
        stranger = libuno.Event(EventType.DRAW, 7, None, None, None, 0, 0)
        with self.assertRaises(InvalidArgument):
            g.event_for_seat(stranger, 0)
        with self.assertRaises(InvalidArgument):
            g.event_for_seat(libuno.Event(EventType.DRAW, 0, None, None, None, 0, 2**40), 0)


class Views(unittest.TestCase):

    def test_the_spectators_view_is_the_public_table(self):
        rng = random.Random(3)
        for variant in ("classic", "teams", "flip", "no-mercy"):
            with self.subTest(variant=variant):
                g = Game(variant, 4, seed=9)
                for _ in range(40):
                    if g.round_over:
                        break
                    play_move(g, rng)
                spec, seat0 = g.view(SPECTATOR), g.view(0)
                self.assertEqual(spec.seat, SPECTATOR)
                self.assertEqual((spec.hand, spec.shown_by, spec.shown), ([], None, []))
                self.assertEqual(spec.hidden, [[]] * g.players)
                for name in ("current", "phase", "top", "hand_sizes", "scores", "discard",
                             "draw_pile", "side", "draw_hidden", "teams", "called"):
                    self.assertEqual(getattr(spec, name), getattr(seat0, name), name)
                obs = g.observation(SPECTATOR)
                self.assertEqual(len(obs), len(g.observation(0)))
                faces = 92 if variant in ("flip", "no-mercy") else 62
                self.assertEqual(obs[:faces], [0] * faces)  # no hand

    def test_views_carry_the_hidden_faces_a_seat_sees_FL_5(self):
        rng = random.Random(4)
        g = Game("flip", 4, seed=11)
        seen = 0
        for _ in range(150):
            if g.round_over:
                break
            for seat in range(g.players):
                v = g.view(seat)
                self.assertEqual(v.hidden, [g.hidden_faces(seat, p) for p in range(g.players)])
                self.assertEqual(v.hidden[seat], [])
                top = g.hidden_faces(seat, DRAW_PILE)
                self.assertEqual(v.draw_hidden, top[0] if top else None)
                seen += sum(len(h) for h in v.hidden)
            play_move(g, rng)
        self.assertGreater(seen, 100)
        one = Game("classic", 3, seed=1).view(0)
        self.assertEqual((one.hidden, one.draw_hidden), ([[], [], []], None))

    def test_a_spectator_takes_no_seat_that_acts(self):
        g = Game("classic", 3, seed=1)
        for call in (lambda: g.hand(SPECTATOR), lambda: g.legal_moves(SPECTATOR),
                     lambda: g.view(-2), lambda: g.observation(-2),
                     lambda: g.hidden_faces(-2, 0)):
            with self.assertRaises(InvalidArgument):
                call()
        self.assertEqual(g.hidden_faces(SPECTATOR, 1), [])


if __name__ == "__main__":
    unittest.main()
