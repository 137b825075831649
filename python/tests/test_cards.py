"""Card and Move values, the enums, and the notation (DESIGN.md
"Notation"): parsing, formatting, equality, hashing, ordering, building
every kind of move, and the errors for bad input."""
import copy
import pickle
import unittest

import libuno
from libuno import Card, Color, Kind, Move, MoveType

ALL_MOVE_TEXTS = [
    "R7", "W4/B", "R7!", "W/G!", "draw", "pass", "uno", "catch 2",
    "challenge", "accept", "color B", "give R7", "give W4", "cast 2",
    "cast deal", "swap 2", "YD1", "W2/Y", "CC/R", "TP/G", "T4/B", "W4",
]


class CardTests(unittest.TestCase):

    def test_parse_and_format_every_card_of_every_deck(self):
        seen = set()
        for v in libuno.variants():
            rules = libuno.Rules(v)
            for c in rules.deck:
                # the variant's own notation reads back every card it writes
                text = rules.card_text(c)
                self.assertEqual(rules.parse_card(text), c)
                self.assertEqual(rules.parse_card(text.lower()), c)
                # str() of a card the rules hand out is that notation
                self.assertEqual(str(c), text)
                bare = Card(c.kind, c.color)
                if isinstance(c.kind, Kind):
                    # the library's reads back a bare card of the public
                    # kinds 0-19
                    self.assertEqual(Card(str(bare)), c)
                    self.assertEqual(Card(str(bare).lower()), c)
                else:
                    # and has no symbol for a kind 20-31 (card.h)
                    self.assertIn(c.kind, range(20, 32))
                    with self.assertRaises(libuno.ParseError):
                        Card(str(bare))
                seen.add(c)
        public = {c for c in seen if isinstance(c.kind, Kind)}
        self.assertEqual(len(public), 4 * (10 + 4) + 6)  # every public face
        # beyond them, No Mercy's Discard All and Skip Everyone (24, 25)
        self.assertEqual(sorted(seen - public),
                         sorted(Card(k, c) for k in (24, 25) for c in Color))

    def test_kinds_beyond_the_public_ones(self):
        # A definition may deal kinds 20-31 (20-25 colored, 26-31 wild):
        # int kinds, the same order, values and hashing as every card, a
        # text of their number in the library's notation and the
        # variant's symbols in its own.
        da = Card(24, Color.RED)
        self.assertEqual((da.kind, da.color, type(da.kind)), (24, Color.RED, int))
        self.assertIs(Card(24, "r"), da)
        self.assertFalse(da.is_wild)
        self.assertFalse(da.is_number)
        self.assertEqual(str(da), "R#24")
        self.assertEqual(repr(da), "Card('R#24')")
        self.assertEqual(da.name, "red kind 24")
        w = Card(26)
        self.assertTrue(w.is_wild)
        self.assertEqual((str(w), str(Card(31, Color.BLUE))), ("W#26", "W#31/B"))
        self.assertIs(Card(31, Color.BLUE).colorless(), Card(31))
        for c in (da, w, Card(31, Color.BLUE), Card(25, Color.GREEN)):
            self.assertIs(pickle.loads(pickle.dumps(c)), c)
            self.assertEqual(copy.deepcopy(c), c)
        self.assertEqual(sorted([Card(24, "B"), Card(26), Card("W4"), Card(24, "R"), Card(25, "Y")]),
                         [Card("W4"), Card(24, "R"), Card(24, "B"), Card(25, "Y"), Card(26)])
        for bad in ((24,), (20, None), (32, Color.RED), (26, 7)):
            with self.subTest(card=bad):
                with self.assertRaises(ValueError):
                    Card(*bad)
        nm = libuno.Rules("no-mercy")
        self.assertEqual(nm.card_text(da), "RDA")
        self.assertEqual(nm.parse_card("bse"), Card(25, Color.BLUE))
        self.assertEqual(nm.kind_name(24), "discard all")
        self.assertEqual(nm.kind_name(25), "skip everyone")
        # its other kinds of its own take public numbers its deck leaves
        # free: they keep those numbers' Kind (13, 16-19)
        self.assertEqual(nm.parse_card("GD4"), Card(Kind.DRAW_ONE, Color.GREEN))
        self.assertEqual(nm.parse_card("WR4/G"), Card(Kind.TEAM_DRAW_FOUR, Color.GREEN))
        self.assertEqual([nm.card_text(Card(k)) for k in range(16, 20)],
                         ["WCR", "W10", "W6", "WR4"])
        self.assertEqual(nm.card_text(Card(24, "R")), "RDA")
        self.assertEqual(nm.card_text(nm.parse_card("RSE")), "RSE")
        self.assertEqual(nm.points(Card(24, "R")), 20)
        self.assertEqual(nm.points(Kind.TEAM_DRAW_FOUR), 50)
        # moves with such a card: the library formats none of them
        m = Move.play(da, uno=True)
        self.assertEqual((m.type, m.card, m.uno), (MoveType.PLAY, da, True))
        self.assertEqual(str(m), "R#24!")
        self.assertEqual(str(Move.play(Card(26), Color.GREEN)), "W#26/G")
        self.assertEqual(str(Move.give(Card(25, "Y"))), "give Y#25")
        self.assertEqual(nm.move_text(m), "RDA!")
        self.assertEqual(nm.parse_move("rda!"), m)
        self.assertEqual(libuno.move_index(m), libuno._lib.DEFINES["INDEX_XPLAY"] + 4 * 8 + 1)
        for move in (m, Move.give(Card(25, "Y")), Move.play(Card(26), Color.GREEN)):
            self.assertIs(pickle.loads(pickle.dumps(move)), move)
        self.assertLess(Move.play(Card("W4"), Color.RED), m)   # by kind, as cards

    def test_card_fields(self):
        c = Card("RD2")
        self.assertEqual((c.kind, c.color), (Kind.DRAW_TWO, Color.RED))
        self.assertFalse(c.is_wild)
        self.assertFalse(c.is_number)
        self.assertEqual(c.name, "red draw two")
        w = Card("W4")
        self.assertEqual((w.kind, w.color), (Kind.WILD_DRAW_FOUR, None))
        self.assertTrue(w.is_wild)
        self.assertEqual(w.name, "wild draw four")
        self.assertTrue(Card("G0").is_number)
        played = Card("W4/B")
        self.assertEqual(played.color, Color.BLUE)
        self.assertNotEqual(played, w)
        self.assertEqual(played.colorless(), w)
        self.assertIs(Card("R1").colorless(), Card("R1"))

    def test_construct_from_parts(self):
        self.assertEqual(Card(Kind.SEVEN, Color.RED), Card("R7"))
        self.assertEqual(Card(Kind.SKIP, "g"), Card("GS"))
        self.assertEqual(Card(Kind.WILD), Card("W"))
        self.assertEqual(Card(Kind.WILD, Color.BLUE), Card("W/B"))
        self.assertEqual(Card(15, 3), Card("W4/B"))
        self.assertIs(Card(Card("R1")), Card("R1"))
        with self.assertRaises(ValueError):
            Card(Kind.SEVEN)                 # a colored kind needs a color
        with self.assertRaises(ValueError):
            Card(99, Color.RED)
        with self.assertRaises(ValueError):
            Card(-1, Color.RED)
        with self.assertRaises(ValueError):
            Card(Kind.ONE, 7)
        with self.assertRaises(TypeError):
            Card(1.5)
        with self.assertRaises(TypeError):
            Card(True)
        with self.assertRaises(TypeError):
            Card("R7", Color.RED)
        with self.assertRaises(TypeError):
            Card(Kind.ONE, 2.0)

    def test_parse_errors(self):
        for bad in ["", "X7", "R10", "R7 R8", "W4/", "R7/B", "RD3", "R" * 40,
                    "R7\0", "ß"]:
            with self.subTest(text=bad):
                with self.assertRaises(libuno.ParseError) as cm:
                    Card(bad)
                self.assertIsInstance(cm.exception, ValueError)
                self.assertEqual(cm.exception.status, libuno.Status.EPARSE)
        with self.assertRaises(TypeError):
            Card.parse(7)
        self.assertEqual(Card("  b5 "), Card("B5"))

    def test_equality_hash_order_and_immutability(self):
        a, b = Card("R7"), Card("r7")
        self.assertEqual(a, b)
        self.assertEqual(hash(a), hash(b))
        self.assertEqual(len({a, b, Card("G7")}), 2)
        hand = [Card(t) for t in "W4 B1 R1 Y0 GS".split()]
        self.assertEqual([str(c) for c in sorted(hand)], ["Y0", "R1", "B1", "GS", "W4"])
        self.assertTrue(Card("R1") < Card("R2") <= Card("R2") < Card("W"))
        self.assertTrue(Card("W") > Card("R9") >= Card("R9"))
        self.assertNotEqual(Card("R1"), "R1")
        with self.assertRaises(TypeError):
            Card("R1") < "R2"
        with self.assertRaises(AttributeError):
            a.kind = Kind.ONE
        with self.assertRaises(AttributeError):
            a._kind = Kind.ONE
        self.assertEqual(repr(Card("W4/B")), "Card('W4/B')")
        self.assertEqual(pickle.loads(pickle.dumps(Card("W4/B"))), Card("W4/B"))
        self.assertEqual(copy.deepcopy([a]), [a])


class MoveTests(unittest.TestCase):

    def test_notation_round_trips(self):
        for text in ALL_MOVE_TEXTS:
            with self.subTest(text=text):
                m = Move(text)
                self.assertEqual(str(m), text)
                self.assertEqual(Move(str(m).upper()), m)
                self.assertEqual(repr(m), "Move(%r)" % text)
                self.assertEqual(pickle.loads(pickle.dumps(m)), m)

    def test_fields(self):
        m = Move("W4/B!")
        self.assertEqual((m.type, m.card, m.color, m.target, m.uno, m.deal),
                         (MoveType.PLAY, Card("W4"), Color.BLUE, None, True, False))
        self.assertTrue(m.is_play)
        m = Move("catch 3")
        self.assertEqual((m.type, m.card, m.color, m.target), (MoveType.CATCH, None, None, 3))
        self.assertFalse(m.is_play)
        m = Move("cast deal")
        self.assertEqual((m.type, m.target, m.deal), (MoveType.CAST, None, True))
        self.assertEqual(Move("give W4").card, Card("W4"))
        self.assertEqual(Move("color y").color, Color.YELLOW)
        self.assertEqual(Move("R7").color, None)

    def test_builders_match_notation(self):
        pairs = [
            (Move.play("R7"), "R7"),
            (Move.play(Card("R7"), uno=True), "R7!"),
            (Move.play("W4", Color.BLUE), "W4/B"),
            (Move.play("W4/B"), "W4/B"),
            (Move.play("W4", "b", uno=True), "W4/B!"),
            (Move.play("W4"), "W4"),
            (Move.draw(), "draw"),
            (Move.pass_(), "pass"),
            (Move.call_uno(), "uno"),
            (Move.catch(2), "catch 2"),
            (Move.challenge(), "challenge"),
            (Move.accept(), "accept"),
            (Move.name_color(Color.GREEN), "color G"),
            (Move.name_color("blue"), "color B"),
            (Move.name_color(0), "color R"),
            (Move.give("R7"), "give R7"),
            (Move.give(Card("TP")), "give TP"),
            (Move.cast(2), "cast 2"),
            (Move.cast_deal(), "cast deal"),
            (Move.swap(9), "swap 9"),
        ]
        for built, text in pairs:
            with self.subTest(text=text):
                self.assertEqual(built, Move(text))
                self.assertEqual(str(built), text)
        self.assertIs(Move(Move("R7")), Move("R7"))

    def test_builder_errors(self):
        with self.assertRaises(ValueError):
            Move.play("R7", Color.BLUE)       # only a wild names a color
        with self.assertRaises(ValueError):
            Move.play("W4/B", Color.RED)       # two different colors
        with self.assertRaises(TypeError):
            Move.play(7)
        with self.assertRaises(TypeError):
            Move.play("R7", uno=1)
        with self.assertRaises(ValueError):
            Move.catch(10)
        with self.assertRaises(ValueError):
            Move.swap(-1)
        with self.assertRaises(TypeError):
            Move.cast("2")
        with self.assertRaises(TypeError):
            Move.catch(True)
        with self.assertRaises(ValueError):
            Move.name_color("purple")
        with self.assertRaises(ValueError):
            Move.name_color(libuno.NO_COLOR)
        with self.assertRaises(TypeError):
            Move.name_color(None)
        with self.assertRaises(ValueError):
            Move.give("W4/B")
        with self.assertRaises(TypeError):
            Move(MoveType.DRAW)
        with self.assertRaises(TypeError):
            Move(None)

    def test_parse_errors(self):
        for bad in ["", "drawx", "draw 1", "catch", "catch 10", "catch -1",
                    "color", "color X", "give", "give W4/B", "cast", "cast all",
                    "swap", "R7!!", "X1", "pass pass", "R7\0", "draw" + " " * 40]:
            with self.subTest(text=bad):
                with self.assertRaises(libuno.ParseError):
                    Move(bad)
        with self.assertRaises(TypeError):
            Move.parse(b"draw")
        self.assertEqual(Move("  catch   2 "), Move("catch 2"))

    def test_order_is_the_library_order(self):
        moves = [Move(t) for t in ALL_MOVE_TEXTS]
        # the canonical order: type first, then card, named color, target
        ordered = sorted(moves)
        self.assertEqual([m.type for m in ordered], sorted(m.type for m in moves))
        self.assertLess(Move("R7"), Move("R7!"))
        self.assertLess(Move("W/R"), Move("W/B"))
        self.assertLess(Move("catch 1"), Move("catch 2"))
        self.assertTrue(Move("draw") <= Move("draw") <= Move("pass"))
        self.assertTrue(Move("pass") >= Move("pass") >= Move("R7"))
        # a wild without its color has UNO_NO_COLOR (4): after every color
        self.assertGreater(Move("W4"), Move("W4/B"))
        self.assertEqual(len({Move("r7"), Move("R7"), Move("R7!")}), 2)
        with self.assertRaises(TypeError):
            Move("R7") < "R8"
        with self.assertRaises(AttributeError):
            Move("R7").type = MoveType.DRAW


class EnumTests(unittest.TestCase):

    def test_enums_mirror_the_headers(self):
        self.assertEqual([c.letter for c in Color], ["R", "Y", "G", "B"])
        self.assertEqual(str(Color.BLUE), "B")
        self.assertEqual(Color.parse(" red "), Color.RED)
        self.assertEqual(libuno.NO_COLOR, 4)
        self.assertEqual(libuno.CAST_DEAL, -2)
        self.assertEqual(len(Kind), 20)
        self.assertTrue(Kind.TEAM_PLAY.is_wild)
        self.assertFalse(Kind.DRAW_ONE.is_wild)
        self.assertTrue(Kind.NINE.is_number)
        self.assertFalse(Kind.SKIP.is_number)
        self.assertEqual(len(MoveType), 13)
        self.assertEqual(len(libuno.Reason), 25)
        self.assertEqual(len(libuno.Phase), 11)
        self.assertEqual(len(libuno.EventType), 34)
        self.assertEqual(libuno.EventType.HOOK_REFUSED, 31)
        self.assertEqual(libuno.EventType.KNOCKED_OUT, 32)
        self.assertEqual(libuno.EventType.SHED, 33)
        self.assertEqual(libuno.EventType.FLIP, 34)
        self.assertEqual(len(libuno.DrawReason), 10)
        self.assertEqual(len(libuno.SeatStatus), 4)
        self.assertEqual(libuno.Status.ENOSPC, -12)
        self.assertEqual(libuno.Status.EFORMAT, -13)
        with self.assertRaises(TypeError):
            Color.parse(1)
        with self.assertRaises(ValueError):
            Color.parse("RB")

    def test_option_enum_names_are_the_library_names(self):
        names = libuno.option_names()
        for opt in libuno.Option:
            self.assertEqual(names[opt], opt.key)

    def test_strerror_and_reason_message(self):
        self.assertTrue(libuno.strerror(-3).startswith("UNO_EILLEGAL"))
        self.assertEqual(libuno.strerror(libuno.Status.OK), "UNO_OK: success")
        self.assertIn("G-2", libuno.reason_message(libuno.Reason.NO_MATCH))
        self.assertEqual(libuno.reason_message(999), "unknown reason")
        self.assertEqual(libuno.strerror(12345), "unknown libuno status")
        with self.assertRaises(TypeError):
            libuno.strerror("x")
        with self.assertRaises(ValueError):
            libuno.reason_message(2**40)


class ErrorTests(unittest.TestCase):

    def test_every_status_has_its_exception_class(self):
        from libuno.errors import error_class
        expect = {
            libuno.Status.EINVAL: (libuno.InvalidArgument, ValueError),
            libuno.Status.ENOMEM: (libuno.OutOfMemory, MemoryError),
            libuno.Status.EILLEGAL: (libuno.IllegalMove, libuno.UnoError),
            libuno.Status.ETURN: (libuno.NotYourTurn, libuno.IllegalMove),
            libuno.Status.EPARSE: (libuno.ParseError, ValueError),
            libuno.Status.ERANGE: (libuno.OutOfRange, ValueError),
            libuno.Status.ENOTSUP: (libuno.NotSupported, KeyError),
            libuno.Status.ESTATE: (libuno.InvalidState, libuno.UnoError),
            libuno.Status.EBUSY: (libuno.Busy, RuntimeError),
            libuno.Status.ENOTFOUND: (libuno.NotFound, KeyError),
            libuno.Status.EDECK: (libuno.DeckError, ValueError),
            libuno.Status.ENOSPC: (libuno.BufferTooSmall, libuno.UnoError),
            libuno.Status.EFORMAT: (libuno.FormatError, ValueError),
        }
        self.assertEqual(set(expect), set(libuno.Status) - {libuno.Status.OK})
        for status, (cls, base) in expect.items():
            with self.subTest(status=status):
                self.assertIs(error_class(status), cls)
                self.assertTrue(issubclass(cls, libuno.UnoError))
                self.assertTrue(issubclass(cls, base))
                e = cls(status, "what went wrong")
                self.assertEqual(e.status, status)
                self.assertEqual(e.strerror, libuno.strerror(status))
                self.assertEqual(e.message, "what went wrong")
                self.assertEqual(str(e), "what went wrong (%s)" % libuno.strerror(status))
        self.assertIs(error_class(-99), libuno.UnoError)
        e = libuno.UnoError(-99)
        self.assertEqual((e.status, str(e)), (-99, "unknown libuno status"))

    def test_illegal_move_carries_reason_move_and_seat(self):
        e = libuno.IllegalMove(libuno.Status.EILLEGAL, reason=libuno.Reason.NO_MATCH,
                            move=Move("R7"), seat=2)
        self.assertEqual((e.reason, e.move, e.seat), (libuno.Reason.NO_MATCH, Move("R7"), 2))
        self.assertEqual(e.message, libuno.reason_message(libuno.Reason.NO_MATCH))
        self.assertEqual(e.reason_message, e.message)
        self.assertEqual(libuno.MAX_PLAYERS, 10)


if __name__ == "__main__":
    unittest.main()
