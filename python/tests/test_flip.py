"""UNO Flip through the binding (doc/variants/flip.md): two-sided cards.
The table's two decks, scripted games of (light, dark) pairs, the side in
play, what a seat sees of the faces not in play (FL-5), text in each
side's letters, the FLIP event, saves, logs and random games to their end.

Scripted games use Game.from_hands() with cards written LIGHT:DARK
("R5:P3"): seat s is dealt hands[s], the dealer is the last seat (seat 0
plays first), `first` is the first discard, `draw` the front of the draw
pile.
"""
import collections
import pickle
import random
import unittest

import libuno
from libuno import DRAW_PILE, Card, Color, EventType, Kind, Rules

from support import Recorder, deck_count, play_move, play_round

try:
    import numpy as np
except ImportError:  # the rl tests skip and say why
    np = None

FLIP, DRAW_FIVE, SKIP_EVERYONE, WILD_DRAW_COLOR = 12, 0, 25, 19
DARK = "PTOV"

# FL-5's scenario of tests/test_flip.c: seat 0 can flip at once.
HANDS = ["RF:P4 R2:TSE", "G1:O6 G2:W", "B1:V7 B2:VD5"]
FIRST = "R5:P5"
DRAW = "Y1:T1 Y2:O2"


def scripted(hands=HANDS, **kw):
    fill = kw.pop("fill", False)
    if not fill:
        # A part of the deck: the rules deal the next round from it, so
        # their hand size is that of the hands (from_hands keeps it).
        kw["options"] = dict({"hand_size": len(hands[0].split())}, **(kw.get("options") or {}))
    return libuno.Game.from_hands("flip", hands, first=FIRST, draw=DRAW, fill=fill, **kw)


def texts(game, cards, side=None):
    return [game.card_text(c, side) for c in cards]


def kinds(cards):
    return collections.Counter(int(c.kind) for c in cards)


class TheTable(unittest.TestCase):

    def test_sides(self):
        self.assertEqual(Rules("flip").sides, 2)
        for variant in libuno.variants():
            if variant != "flip":
                with self.subTest(variant=variant):
                    self.assertEqual(Rules(variant).sides, 1)

    def test_each_side_is_a_whole_deck_FL_2(self):
        r = Rules("flip")
        light, dark = r.deck_side(0), r.deck_side(1)
        self.assertEqual(light, r.deck)
        self.assertEqual((len(light), len(dark)), (112, 112))
        self.assertEqual(light, sorted(light))
        self.assertEqual(dark, sorted(dark))
        lk, dk = kinds(light), kinds(dark)
        # The light side has no Draw Five, Skip Everyone, Wild Draw Color;
        # the dark side no Draw One, Skip, Wild Draw Two.
        for k in (DRAW_FIVE, SKIP_EVERYONE, WILD_DRAW_COLOR):
            self.assertNotIn(k, lk)
        for k in (Kind.DRAW_ONE, Kind.SKIP, Kind.WILD_DRAW_TWO):
            self.assertNotIn(int(k), dk)
        self.assertEqual((lk[Kind.DRAW_ONE], lk[Kind.SKIP], lk[Kind.WILD_DRAW_TWO]),
                         (8, 8, 4))
        self.assertEqual((dk[DRAW_FIVE], dk[SKIP_EVERYONE], dk[WILD_DRAW_COLOR]),
                         (8, 8, 4))
        for side in (lk, dk):
            self.assertEqual((side[FLIP], side[Kind.REVERSE], side[Kind.WILD]), (8, 8, 4))
            self.assertEqual(sum(side[k] for k in range(1, 10)), 72)
        self.assertTrue(all(c.color is None for c in light + dark if c.is_wild))

    def test_a_side_the_deck_does_not_have(self):
        with self.assertRaises(ValueError):
            Rules("classic").deck_side(1)
        with self.assertRaises(ValueError):
            Rules("flip").deck_side(2)
        with self.assertRaises(ValueError):
            Rules("flip").deck_side(-1)
        with self.assertRaises(TypeError):
            Rules("flip").deck_side("1")
        self.assertEqual(Rules("classic").deck_side(0), Rules("classic").deck)

    def test_notation_of_each_side(self):
        r = Rules("flip")
        self.assertEqual(r.card_text(Card("B7")), "B7")
        self.assertEqual(r.card_text(Card("B7"), side=1), "V7")
        self.assertEqual(r.card_text(Card(FLIP, Color.RED)), "RF")
        self.assertEqual(r.card_text(Card(FLIP, Color.RED), side=1), "PF")
        self.assertEqual(r.card_text(Card(SKIP_EVERYONE, Color.GREEN), 1), "OSE")
        self.assertEqual(r.card_text(Card(DRAW_FIVE, Color.YELLOW), 1), "TD5")
        self.assertEqual(r.card_text(Card(WILD_DRAW_COLOR), 1), "WDC")
        # The parser reads both sides' letters, onto the same colors 0-3.
        self.assertEqual(r.parse_card("V7"), Card("B7"))
        self.assertEqual(r.parse_card("PD5"), Card(DRAW_FIVE, Color.RED))
        self.assertEqual(r.parse_card("tse"), Card(SKIP_EVERYONE, Color.YELLOW))
        self.assertEqual(r.card_text("PD5", side=1), "PD5")
        self.assertEqual(r.card_text("PD5"), "RD5")
        m = r.parse_move("WDC/O!")
        self.assertEqual((m.card, m.color, m.uno), (Card(WILD_DRAW_COLOR), Color.GREEN, True))
        self.assertEqual(r.move_text(m, side=1), "WDC/O!")
        self.assertEqual(r.move_text(m), "WDC/G!")
        self.assertEqual(r.move_text("color T", 1), "color T")
        self.assertEqual(r.move_text("color T", 0), "color Y")
        for bad in (2, -1):
            with self.assertRaises(ValueError):
                r.card_text(Card("B7"), bad)
            with self.assertRaises(ValueError):
                r.move_text("draw", bad)
        with self.assertRaises(ValueError):
            Rules("classic").card_text(Card("B7"), side=1)
        with self.assertRaises(libuno.ParseError):
            Rules("classic").parse_card("V7")

    def test_points_by_side_FL_14(self):
        r = Rules("flip")
        self.assertEqual([r.points(k) for k in (DRAW_FIVE, FLIP, SKIP_EVERYONE,
                                                WILD_DRAW_COLOR)], [20, 20, 30, 60])
        self.assertEqual([r.points(k) for k in (Kind.DRAW_ONE, Kind.WILD,
                                                Kind.WILD_DRAW_TWO)], [10, 40, 50])

    def test_layouts(self):
        r = Rules("flip")
        self.assertEqual(r.move_index_count, libuno.MOVE_INDEX_MAX)
        self.assertEqual(r.player_counts, list(range(2, 11)))
        self.assertEqual(r.observation_size, 3 * 92 + 7 + 5 * 10 + 2 + 9 * 92)
        self.assertEqual(r.move_from_index(r.move_index("PSE!")),
                         libuno.Move.play(Card(SKIP_EVERYONE, Color.RED), uno=True))


class ScriptedGames(unittest.TestCase):

    def test_what_a_seat_sees_FL_5(self):
        g = scripted()
        self.assertEqual(g.side, 0)
        self.assertEqual(texts(g, g.hand(0)), ["R2", "RF"])
        # Seat 0 sees the dark faces of seats 1 and 2, not its own.
        self.assertEqual(g.hidden_faces(0, 0), [])
        self.assertEqual(texts(g, g.hidden_faces(0, 1), 1), ["O6", "W"])
        self.assertEqual(texts(g, g.hidden_faces(0, 2), 1), ["VD5", "V7"])
        self.assertEqual(texts(g, g.hidden_faces(2, 0), 1), ["P4", "TSE"])
        # The draw pile's top card shows its dark face (Y1's T1).
        self.assertEqual(texts(g, g.hidden_faces(1, DRAW_PILE), 1), ["T1"])
        self.assertEqual(libuno.DRAW_PILE, -2)
        self.assertEqual(g.view(1).side, 0)
        for seat, target in [(3, 1), (0, 3), (0, -1), (-3, 0)]:
            with self.assertRaises(libuno.InvalidArgument):
                g.hidden_faces(seat, target)
        with self.assertRaises(TypeError):
            g.hidden_faces(0, "1")

    def test_a_flip_turns_every_card_over_FL_6_FL_7(self):
        g = scripted()
        rec = Recorder()
        g.set_hooks(event=rec)
        g.apply("RF")
        self.assertEqual(g.side, 1)
        # The discard pile turned over: its bottom card, the first discard
        # R5:P5, is on top showing P5, and sets the color (pink, 0).
        self.assertEqual(g.card_text(g.top_card), "P5")
        self.assertEqual(g.top_card, Card("R5"))
        self.assertEqual(g.current_color, Color(0))
        self.assertEqual(g.current_player, 1)
        # Every hand shows its other faces; the other seats see the light
        # ones now.
        self.assertEqual(texts(g, g.hand(0)), ["TSE"])
        self.assertEqual(texts(g, g.hand(1)), ["O6", "W"])
        self.assertEqual(texts(g, g.hand(2)), ["VD5", "V7"])
        self.assertEqual(texts(g, g.hidden_faces(1, 0), 0), ["R2"])
        self.assertEqual(texts(g, g.hidden_faces(0, 2), 0), ["B1", "B2"])
        # The draw pile turned over too: its bottom card, Y2:O2, is on top,
        # and its light face shows.
        self.assertEqual(texts(g, g.hidden_faces(1, DRAW_PILE), 0), ["Y2"])
        v = g.view(0)
        self.assertEqual((v.side, texts(g, v.hand), g.card_text(v.top)), (1, ["TSE"], "P5"))
        # The events: the play on the light side, then the flip, whose
        # value is the side now in play and whose card is the new top.
        play, = rec.of(EventType.PLAY)
        flip, = rec.of(EventType.FLIP)
        self.assertEqual(EventType.FLIP, 34)
        self.assertEqual((play.seat, play.card, play.side), (0, Card(FLIP, Color.RED), 0))
        self.assertEqual((flip.seat, flip.value, flip.side, flip.card),
                         (0, 1, 1, Card("R5")))
        self.assertEqual(rec.events.index(flip), rec.events.index(play) + 1)
        self.assertEqual(g.event_text(play), "play seat 0 RF color R value 1")
        self.assertEqual(g.event_text(flip), "flip seat 0 P5 color P value 1")
        # Moves are listed and written in the dark side's letters, and
        # either side's letters are read.
        moves = [g.move_text(m) for m in g.legal_moves()]
        self.assertIn("W/V!", moves)
        self.assertIn("draw", moves)
        self.assertFalse([t for t in moves if "/" in t and t.split("/")[1][0] not in DARK])
        self.assertEqual(g.move_text(libuno.Move("W/B")), "W/V")
        self.assertEqual(g.move_text(libuno.Move("W/B"), side=0), "W/B")
        self.assertIn("top P5", repr(g))
        g.apply("W/T")
        self.assertEqual((g.current_color, g.card_text(g.top_card)), (Color.YELLOW, "W/T"))
        self.assertEqual(g.event_text(rec.of(EventType.PLAY)[-1]), "play seat 1 W/T color T value 1")
        with self.assertRaises(libuno.ParseError):
            g.apply("W/X")

    def test_the_observation_holds_what_the_seat_sees(self):
        g = scripted()
        head = 3 * 92 + 7 + 5 * libuno.MAX_PLAYERS
        o = g.observation(1)
        self.assertEqual(len(o), Rules("flip").observation_size)
        self.assertEqual(o[head:head + 2], [0, libuno.card_face(Card("Y1"))])
        g.apply("RF")
        o = g.observation(1)
        self.assertEqual(o[head:head + 2], [1, libuno.card_face(Card("Y2"))])
        blocks = o[head + 2:]
        self.assertEqual(len(blocks), 9 * 92)
        # Seat 1 sees seat 2 (one to its left) and seat 0 (two), light up.
        for k, target in [(1, 2), (2, 0)]:
            seen = collections.Counter(libuno.card_face(c) for c in g.hidden_faces(1, target))
            block = blocks[(k - 1) * 92:k * 92]
            self.assertEqual({f: n for f, n in enumerate(block) if n}, dict(seen))
        self.assertFalse(any(blocks[2 * 92:]))  # no seats 3 to 9

    def test_a_game_of_pairs(self):
        # The same game from from_hands, from pairs and from text.
        g = scripted(fill=True)
        r = Rules("flip")
        light = [r.parse_card(t) for t in "RF G1 B1 R2 G2 B2 R5 Y1 Y2".split()]
        dark = [r.parse_card(t) for t in "P4 O6 V7 TSE W VD5 P5 T1 O2".split()]
        deck = list(zip(light, dark))
        a = libuno.Game("flip", 3, seed=1, deck=deck, dealer=2, partial=True,
                     options={"hand_size": 2})
        b = libuno.Game("flip", 3, seed=1, dealer=2, partial=True, options={"hand_size": 2},
                     deck="RF:P4 G1:O6 B1:V7 R2:TSE G2:W B2:VD5 R5:P5 Y1:T1 Y2:O2")
        c = libuno.Game("flip", 3, seed=1, dealer=2, partial=True, options={"hand_size": 2},
                     deck=["RF:P4", ("G1", "O6"), ("B1", "V7"), "R2:TSE", "G2:W",
                           "B2:VD5", "R5:P5", ("Y1", "T1"), "Y2:O2"])
        self.assertEqual(a.save(), b.save())
        self.assertEqual(a.save(), c.save())
        self.assertEqual(a.save(), scripted().save())
        # fill: the rest of each side, paired in canonical order.
        self.assertEqual(g.draw_pile_size, 112 - 6 - 1)
        self.assertEqual(deck_count(g), 112)
        self.assertEqual(texts(g, g.hidden_faces(0, DRAW_PILE), 1), ["T1"])
        g.apply("RF")
        self.assertEqual(g.side, 1)
        # A whole deck of pairs, scripted front to back.
        whole = list(zip(r.deck_side(0), reversed(r.deck_side(1))))
        w = libuno.Game("flip", 2, seed=3, deck=whole)
        self.assertEqual(deck_count(w), 112)
        # Dealt from the dealer's (seat 1's) left: seat 0 first.
        self.assertEqual(w.hand(0), sorted(c for c, _ in whole[0:14:2]))
        self.assertEqual(w.hand(1), sorted(c for c, _ in whole[1:14:2]))
        self.assertEqual(w.hidden_faces(1, 0), sorted(d for _, d in whole[0:14:2]))
        self.assertEqual(w.hidden_faces(0, 1), sorted(d for _, d in whole[1:14:2]))
        self.assertEqual(w.hidden_faces(0, DRAW_PILE), [whole[15][1]])

    def test_scripted_decks_that_are_refused(self):
        with self.assertRaises(libuno.ParseError):
            libuno.Game("flip", 2, deck="R5 P3")           # one face each
        with self.assertRaises(TypeError):
            libuno.Game("flip", 2, deck=[Card("R5")])
        with self.assertRaises(TypeError):
            libuno.Game("flip", 2, deck=[("R5", "P3", "T3")])
        r = Rules("flip")
        with self.assertRaises(libuno.DeckError):            # a card twice
            libuno.Game("flip", 2, deck=[("R5", "P3")] * 112)
        with self.assertRaises(libuno.DeckError):            # half a deck
            libuno.Game("flip", 2, deck=list(zip(r.deck_side(0), r.deck_side(1)))[:56])
        with self.assertRaises(libuno.DeckError):            # a light face on the dark side
            libuno.Game("flip", 2, deck=list(zip(r.deck_side(0), r.deck_side(0))))
        with self.assertRaises(libuno.DeckError):
            libuno.Game.from_hands("flip", ["R5:P3 R5:P3 R5:P3", "G1:O1 G2:O2 G3:O3"],
                                first="Y1:T1")
        with self.assertRaises(TypeError):                # one-sided: no pairs
            libuno.Game("classic", 2, deck=[("R5", "R6")])

    def test_save_load_and_pickle_mid_round(self):
        g = scripted(fill=True)
        g.apply("RF")
        g.apply("draw")
        for copy in (libuno.Game.load(g.save()), pickle.loads(pickle.dumps(g)), g.clone()):
            with self.subTest(copy=copy):
                self.assert_same(g, copy)
        # Both go on alike.
        h = libuno.Game.load(g.save())
        rng_a, rng_b = random.Random(5), random.Random(5)
        while not g.round_over:
            a = rng_a.choice(g.legal_moves())
            b = rng_b.choice(h.legal_moves())
            self.assertEqual(a, b)
            g.apply(a)
            h.apply(b)
            self.assertEqual(g.side, h.side)
        self.assertEqual(g.save(), h.save())

    def assert_same(self, g, h):
        self.assertEqual(h.side, g.side)
        self.assertEqual(h.save(), g.save())
        self.assertEqual(h.top_card, g.top_card)
        for s in range(g.players):
            self.assertEqual(h.hand(s), g.hand(s))
            self.assertEqual(h.observation(s), g.observation(s))
            for t in list(range(g.players)) + [DRAW_PILE]:
                self.assertEqual(h.hidden_faces(s, t), g.hidden_faces(s, t))

    def test_logs_replay_scripted_and_seeded_games(self):
        g = libuno.Game("flip", 3, seed=1, dealer=2, partial=True, options={"hand_size": 2},
                        deck="RF:P4 G1:O6 B1:V7 R2:TSE G2:W B2:VD5 R5:P5 Y1:T1 Y2:O2")
        g.log_start()
        g.apply("RF")
        g.apply("W/T")
        log = g.log
        self.assertIn("deck RF:P4 G1:O6 B1:V7 R2:TSE G2:W B2:VD5 R5:P5 Y1:T1 Y2:O2", log)
        again = libuno.Game.replay(log)
        self.assertEqual((again.side, again.save()), (1, g.save()))
        # A position set up from hands has no deck list: its log starts
        # from a snapshot of it.
        p = scripted()
        p.log_start()
        p.apply("RF")
        p.apply("W/T")
        self.assertIn("\nstate ", p.log)
        again = libuno.Game.replay(p.log)
        self.assertEqual((again.side, again.save()), (1, p.save()))
        s = libuno.Game("flip", 4, seed=11)
        s.log_start()
        play_round(self, s, random.Random(11))
        again = libuno.Game.replay(s.log)
        self.assertEqual((again.side, again.save()), (s.side, s.save()))

    def test_the_hosts_pairing_with_a_seeded_deal_FL_3(self):
        r = Rules("flip")
        pairs = list(zip(r.deck_side(0), reversed(r.deck_side(1))))
        g = libuno.Game(r, 4, seed=5, deck=pairs, pairing=True)
        again = libuno.Game(r, 4, seed=5, deck=pairs, pairing=True)
        in_order = libuno.Game(r, 4, seed=5, deck=pairs)
        self.assertEqual(g.save(), again.save())
        self.assertNotEqual(g.save(), in_order.save())
        # The dark faces behind seat 1's hand are ones the list pairs with
        # its light faces (tests/test_flip.c checks the pairing card by card).
        behind = collections.defaultdict(set)
        for light, dark in pairs:
            behind[str(light)].add(str(dark))
        allowed = set().union(*(behind[str(c)] for c in g.hand(1)))
        self.assertTrue(set(str(c) for c in g.hidden_faces(0, 1)) <= allowed)
        g.log_start()
        play_round(self, g, random.Random(5))
        self.assertEqual(libuno.Game.replay(g.log).save(), g.save())
        with self.assertRaises(ValueError):
            libuno.Game(r, 4, seed=5, pairing=True)
        with self.assertRaises(libuno.UnoError):
            libuno.Game(r, 4, seed=5, deck=pairs[:50], pairing=True)

    def test_every_round_starts_on_the_light_side_FL_1(self):
        g = scripted(fill=True, options={"target_score": 500})
        g.apply("RF")
        self.assertEqual(g.side, 1)
        play_round(self, g, random.Random(2))
        if g.match_over:
            return
        g.next_round()
        self.assertEqual(g.side, 0)
        self.assertEqual(g.view(0).side, 0)


class RandomGames(unittest.TestCase):
    """Random flip games to their end: every card once, on either side,
    and what each seat sees as the game says."""

    def check(self, g, light, dark):
        side = g.side
        faces = (light, dark)
        shown = collections.Counter()
        hidden = collections.Counter()
        for s in range(g.players):
            hand = g.hand(s)
            shown.update(c.colorless() for c in hand)
            self.assertEqual(g.hidden_faces(s, s), [])
            other = (s + 1) % g.players
            seen = g.hidden_faces(s, other)
            self.assertEqual(len(seen), g.hand_size(other))
            self.assertEqual(seen, sorted(seen))
            hidden.update(seen)
            self.assertEqual(g.view(s).side, side)
        # Neither side shows more of a face than its deck has.
        self.assertFalse(shown - faces[side])
        self.assertFalse(hidden - faces[1 - side])
        top = g.hidden_faces(0, DRAW_PILE)
        self.assertEqual(len(top), 1 if g.draw_pile_size else 0)
        self.assertFalse(collections.Counter(top) - faces[1 - side])

    def test_random_rounds_keep_every_card_and_flip(self):
        r = Rules("flip")
        light = collections.Counter(r.deck_side(0))
        dark = collections.Counter(r.deck_side(1))
        flips = dark_hands = 0
        for seed in range(1, 13):
            players = 2 + seed % 9
            with self.subTest(seed=seed, players=players):
                g = libuno.Game("flip", players, seed=seed)
                rec = Recorder()
                g.set_hooks(event=rec)
                rng = random.Random(seed)
                moves = 0
                while not g.round_over:
                    before = len(rec.events)
                    play_round_step(self, g, rng)
                    for e in rec.events[before:]:
                        if e.type == EventType.FLIP:
                            flips += 1
                            self.assertEqual(e.side, e.value)
                    self.assertEqual(deck_count(g), 112)
                    if moves % 5 == 0:
                        self.check(g, light, dark)
                    if g.side == 1:
                        colored = [g.card_text(c) for c in g.hand(g.current_player or 0)
                                   if c.color is not None]
                        self.assertTrue(all(t[0] in DARK for t in colored), colored)
                        dark_hands += bool(colored)
                    moves += 1
                    self.assertLess(moves, 20000)
                self.assertIsNotNone(g.winner)
                flip_events = rec.of(EventType.FLIP)
                self.assertEqual(g.side, flip_events[-1].value if flip_events else 0)
        self.assertGreater(flips, 10)
        self.assertGreater(dark_hands, 10)

    def test_playouts_and_bots_end_rounds(self):
        for seed in range(1, 9):
            players = 2 + seed
            with self.subTest(seed=seed):
                g = libuno.Game("flip", players, seed=seed)
                self.assertGreater(g.playout(seed), 0)
                self.assertTrue(g.round_over)
                self.assertIsNotNone(g.winner)
                g = libuno.Game("flip", players, seed=seed)
                bots = [libuno.Bot(("random", "greedy", "search")[s % 3], seed=s + 1)
                        for s in range(players)]
                g.advance(bots)
                self.assertTrue(g.round_over)
                self.assertIsNotNone(g.winner)
                self.assertEqual(deck_count(g), 112)

    def test_determinizing_keeps_what_the_seat_sees(self):
        # On either side: a world keeps the seat's hand, the hidden faces
        # it sees (FL-5) and so its observation.
        worlds = collections.Counter()
        for seed in range(21, 31):
            g = libuno.Game("flip", 4, seed=seed)
            rng = random.Random(seed)
            for _ in range(60):
                play_round_step(self, g, rng)
                if g.round_over:
                    break
                seat = rng.randrange(4)
                w = g.determinized(seat, rng.randrange(2**32))
                worlds[g.side] += 1
                self.assertEqual(w.side, g.side)
                self.assertEqual(w.hand(seat), g.hand(seat))
                self.assertEqual(w.observation(seat), g.observation(seat))
                for t in list(range(4)) + [DRAW_PILE]:
                    self.assertEqual(w.hidden_faces(seat, t), g.hidden_faces(seat, t))
                self.assertEqual(deck_count(w), 112)
        self.assertGreater(worlds[0], 20)
        self.assertGreater(worlds[1], 20)


def play_round_step(test, g, rng):
    """One random legal move of the seat to decide, a play two times in
    three (support.play_move)."""
    legal = g.legal_moves()
    test.assertTrue(legal, "no legal move in %r" % g)
    play_move(g, rng)


@unittest.skipIf(np is None, "numpy is not installed for this Python "
                 "(Debian: python3-numpy, for /usr/bin/python3)")
class Environments(unittest.TestCase):

    def test_the_aec_observation_has_the_seats_flip_block(self):
        import libuno.rl as rl
        n = 3
        env = rl.aec_env("flip", n)
        env.reset(seed=5)
        size = rl.observation_size(n, "flip")
        self.assertEqual(size, 283 + 5 * n + 2 + (n - 1) * 92)
        space = env.observation_space("player_0")   # the Box, its mask in the infos
        self.assertEqual(space.shape, (size,))
        keep = rl.observation_layout(n, "flip")
        head = 3 * 92 + 7 + 5 * libuno.MAX_PLAYERS
        rng = np.random.default_rng(5)
        sides = set()
        for agent in env.agent_iter(max_iter=3000):
            o, _, term, trunc, info = env.last()
            seat = int(agent.split("_")[1])
            full = np.array(env.game.observation(seat))
            np.testing.assert_array_equal(o, full[keep])
            self.assertEqual(o[283 + 5 * n], env.game.side)
            self.assertEqual(full[head], env.game.side)
            self.assertTrue(((o >= space.low) & (o <= space.high)).all())
            sides.add(env.game.side)
            if term or trunc:
                env.step(None)
                if not env.agents:
                    env.reset(seed=int(rng.integers(1 << 30)))
                continue
            env.step(int(rng.choice(np.flatnonzero(info["action_mask"]))))
        self.assertEqual(sides, {0, 1})
        text = env.render() if env.render_mode else env._table.render(
            ["p%d" % s for s in range(n)], None)
        self.assertIn("flip, 3 players", text)

    def test_the_vector_env_and_the_batch(self):
        import libuno.rl as rl
        with libuno.Batch("flip", 4, 3, seed=2) as batch:
            obs = batch.observe()
            self.assertEqual(obs["observation"].shape, (3, Rules("flip").observation_size))
            self.assertEqual(obs["mask"].shape, (3, libuno.MOVE_INDEX_MAX))
        env = rl.VectorEnv(4, "flip", 3, opponents="greedy", seat=0)
        obs, infos = env.reset(seed=3)
        self.assertEqual(obs.shape, (4, rl.observation_size(3, "flip")))
        space = env.single_observation_space
        rng = np.random.default_rng(3)
        rounds = 0
        for _ in range(400):
            self.assertTrue(((obs >= space.low) & (obs <= space.high)).all())
            mask = infos["action_mask"]
            acts = np.array([rng.choice(np.flatnonzero(m)) for m in mask])
            obs, _, term, trunc, infos = env.step(acts)
            self.assertFalse(infos["illegal_action"].any())
            rounds += int(term.sum())
        env.close()
        self.assertGreater(rounds, 0)


if __name__ == "__main__":
    unittest.main()
