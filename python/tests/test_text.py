"""Names and words from the library through the binding (text.h, and
rules.h's option labels, categories and lists; libuno.text): the enums'
``key``, Event.type_name, card and color names per variant and side,
Game.describe() and Rules.describe() (uno_event_text()), and the option
words. Game.describe() is checked against C: text-check (text_check.c)
plays the same seeded games in C and words every event as each viewer is
told it; every line must be the binding's.
"""
import os
import random
import subprocess
import unittest

import libuno
from libuno import (SPECTATOR, Card, Color, DarkColor, DrawReason, Event, EventType, Game,
                    InvalidArgument, NotFound, Phase, Reason, Rules, SeatStatus)

from support import Recorder

NAMES = ["Ann", "", "Cy", None, "Dee"]
MASK = (1 << 64) - 1


def players_of(variant):
    lo, hi = Rules(variant).players
    return max(lo, min(hi, 4))


def python_lines(variant, players, seed, games, max_moves):
    """What text-check prints, made by the binding: the same games (the
    same LCG over the same sorted legal moves) and every event worded by
    Game.describe()."""
    out = []
    for i in range(games):
        g = Game(variant, players, seed + i)
        rec = Recorder()
        g.set_hooks(event=rec)
        out.append("game %d" % i)
        x = seed + i
        for _ in range(max_moves):
            if g.phase == Phase.MATCH_OVER:
                break
            if g.phase == Phase.ROUND_OVER:
                g.next_round()
            else:
                moves = g.legal_moves()
                if g.current_player is None or not moves:
                    break
                x = (x * 6364136223846793005 + 1442695040888963407) & MASK
                g.apply(moves[(x >> 33) % len(moves)])
            for e in rec.events:
                out.append("-1\t" + g.describe(e))
                out.append("n\t" + g.describe(e, SPECTATOR, NAMES))
                out.extend("%d\t%s" % (s, g.describe(e, s)) for s in range(players))
            rec.clear()
        g.close()
    return out


@unittest.skipUnless(os.environ.get("UNO_TEXT_CHECK"),
                     "needs text-check (UNO_TEXT_CHECK, set by meson test)")
class SentencesAgreeWithC(unittest.TestCase):
    """Game.describe() is uno_event_for_seat() then uno_event_text(), as
    uno-play words its log: for random games of every variant, every
    event, every seat, the spectator and host names, the binding's
    sentence is C's (G-3: a draw is its drawer's; FL-5, FL-2: the dark
    side's words in UNO Flip)."""

    def test_every_variant(self):
        seen = set()
        for variant in libuno.variants():
            n = players_of(variant)
            with self.subTest(variant=variant, players=n):
                c = subprocess.run([os.environ["UNO_TEXT_CHECK"], variant, str(n), "11",
                                    "3", "400"], check=True, capture_output=True,
                                   text=True).stdout.splitlines()
                py = python_lines(variant, n, 11, 3, 400)
                self.assertGreater(len(c), 200)
                self.assertNotIn("(refused)", "\n".join(c))
                for i, (a, b) in enumerate(zip(c, py)):
                    self.assertEqual(a, b, "line %d of %s" % (i, variant))
                self.assertEqual(len(c), len(py))
                seen.update(line.split("\t")[1] for line in c if "\t" in line)
        # The games said many different things: seats told as "you", the
        # host's names, cards hidden from the others (G-3), Flip's dark side.
        self.assertGreater(len(seen), 500)
        for words in ("You ", "Ann ", "a card", "pink", "Wild Color Roulette"):
            self.assertTrue(any(words in t for t in seen), words)


class CodeNames(unittest.TestCase):
    """The stable names of text.h: the enums' key, the module functions."""

    def test_every_member_has_the_librarys_name(self):
        for cls, fn in ((EventType, libuno.event_type_name), (Phase, libuno.phase_name),
                        (DrawReason, libuno.draw_reason_name),
                        (SeatStatus, libuno.seat_status_name), (Reason, libuno.reason_name)):
            keys = set()
            for m in cls:
                with self.subTest(member=m):
                    self.assertEqual(m.key, fn(m))
                    self.assertEqual(fn(int(m)), m.key)
                    # The library's names are the constants' without their
                    # prefix, so the Python names stay as they are.
                    self.assertEqual(m.key, m.name.lower())
                    keys.add(m.key)
            self.assertEqual(len(keys), len(cls))

    def test_examples(self):
        self.assertEqual(EventType.KNOCKED_OUT.key, "knocked_out")
        self.assertEqual(libuno.phase_name(Phase.ROUND_OVER), "round_over")
        self.assertEqual(DrawReason.UNO_PENALTY.key, "uno_penalty")
        self.assertEqual(libuno.reason_name(Reason.NO_MATCH), "no_match")
        self.assertEqual(SeatStatus.IN.key, "in")

    def test_unknown_codes_have_no_name(self):
        for fn in (libuno.event_type_name, libuno.phase_name, libuno.draw_reason_name,
                   libuno.seat_status_name, libuno.reason_name):
            self.assertIsNone(fn(200))
            self.assertIsNone(fn(-1))
            with self.assertRaises(TypeError):
                fn("play")
            with self.assertRaises(TypeError):
                fn(True)

    def test_event_type_name(self):
        e = Event(EventType.PLAY, 0, None, Color.RED, Card("R5"), 0, 0)
        self.assertEqual(e.type_name, "play")
        self.assertIsNone(Event(99, 0, None, None, None, 0, 0).type_name)
        # str() names the type and reason with the library's names.
        d = Event(EventType.DRAW, 1, None, None, None, DrawReason.UNO_PENALTY, 2)
        self.assertEqual(str(d), "draw seat 1 (uno_penalty) value 2")


class ColorAndCardNames(unittest.TestCase):

    def test_colors_on_each_side(self):
        # FL-2: the dark side's colors on the light side's numbers.
        self.assertEqual([libuno.color_name(c) for c in Color],
                         ["red", "yellow", "green", "blue"])
        self.assertEqual([libuno.color_name(c, 1) for c in Color],
                         ["pink", "teal", "orange", "purple"])
        self.assertEqual(libuno.color_name("teal", 1), "teal")
        self.assertEqual(libuno.color_name(DarkColor.PURPLE, 1), "purple")
        self.assertEqual(libuno.color_name("b"), "blue")
        self.assertEqual(Rules("flip").color_name("B", side=1), "purple")
        with self.assertRaises(ValueError):
            libuno.color_name(4)
        with self.assertRaises(ValueError):
            libuno.color_name("X")
        with self.assertRaises(ValueError):
            libuno.color_name(0, 2)
        with self.assertRaises(ValueError):
            Rules("classic").color_name(0, 1)

    def test_card_names_in_each_variant(self):
        self.assertEqual(Rules("classic").card_name("R7"), "red 7")
        self.assertEqual(Rules("classic").card_name("BD2"), "blue Draw Two")
        self.assertEqual(Rules("classic").card_name("W4/B"), "Wild Draw Four (blue)")
        nm = Rules("no-mercy")
        self.assertEqual(nm.card_name(nm.parse_card("RDA")), "red Discard All")
        flip = Rules("flip")
        self.assertTrue(flip.card_name("RS", side=1).startswith("pink "))
        with self.assertRaises(ValueError):
            Rules("classic").card_name("R7", side=1)
        with self.assertRaises(TypeError):
            Rules("classic").card_name(7)

    def test_every_card_of_every_deck_has_a_name(self):
        for variant in libuno.variants():
            r = Rules(variant)
            for side in range(r.sides):
                names = {r.card_name(c, side) for c in r.deck_side(side)}
                with self.subTest(variant=variant, side=side):
                    self.assertTrue(all(n and "#" not in n for n in names))
                    self.assertGreater(len(names), 10)

    def test_game_names_cards_on_the_side_in_play(self):
        g = Game("flip", 3, 5)
        self.assertEqual(g.card_name("R5"), "red 5")
        self.assertEqual(g.card_name("R5", side=1), "pink 5")
        self.assertEqual(g.color_name(Color.RED), "red")
        self.assertEqual(g.color_name(Color.RED, 1), "pink")
        with self.assertRaises(ValueError):
            g.card_name("R5", side=2)


class Describe(unittest.TestCase):

    def test_what_each_seat_is_told(self):
        # G-3: another seat's draw is told without its card.
        g = Game("classic", 3, 7)
        draw = Event(EventType.DRAW, 1, None, None, Card("G3"), DrawReason.TURN, 0)
        self.assertEqual(g.describe(draw, 1), "You draw green 3.")
        self.assertEqual(g.describe(draw, 0), "Seat 1 draws a card.")
        self.assertEqual(g.describe(draw), "Seat 1 draws a card.")
        self.assertEqual(g.describe(draw, names=["A", "Bea", "C"]), "Bea draws a card.")
        # Rules.describe() words the event as given.
        self.assertEqual(g.rules.describe(draw), "Seat 1 draws green 3.")
        penalty = Event(EventType.PENALTY, 2, None, None, None, DrawReason.UNO_PENALTY, 2)
        self.assertIn("(UNO penalty)", g.describe(penalty, 2))
        self.assertTrue(g.describe(penalty, 2).startswith("You "))

    def test_refusals(self):
        g = Game("classic", 3, 7)
        play = Event(EventType.PLAY, 0, None, Color.RED, Card("R5"), 0, 0)
        with self.assertRaises(TypeError):
            g.describe("play")
        with self.assertRaises(TypeError):
            g.rules.describe(None)
        with self.assertRaises(InvalidArgument):
            g.describe(play, 3)
        with self.assertRaises(InvalidArgument):
            g.rules.describe(play, viewer=libuno.MAX_PLAYERS)
        with self.assertRaises(TypeError):
            g.describe(play, names=[1, 2])
        with self.assertRaises(TypeError):
            g.describe(play, names="Ann")
        with self.assertRaises(InvalidArgument):
            g.rules.describe(Event(200, 0, None, None, None, 0, 0))
        # A seat the table has not is refused by the game, not worded.
        with self.assertRaises(InvalidArgument):
            g.describe(Event(EventType.PLAY, 7, None, Color.RED, Card("R5"), 0, 0))

    def test_long_host_names_are_not_cut(self):
        g = Game("classic", 2, 1)
        play = Event(EventType.PLAY, 0, None, Color.RED, Card("R5"), 0, 0)
        name = "N" * 1000
        self.assertEqual(g.describe(play, names=[name]), name + " plays red 5.")


def _has_server():
    try:
        import libuno.server  # noqa: F401  (needs aiohttp)
        return True
    except ImportError:
        return False


class EventFromJson(unittest.TestCase):
    """Rules.event() reads an event's JSON form (what uno-server sends, what
    the JavaScript package's eventText() takes) back into the Event, so
    that a client words it as the library does."""

    @unittest.skipUnless(_has_server(), "needs libuno.server (aiohttp) to make the JSON")
    def test_every_told_event_reads_back_in_every_variant(self):
        from libuno.server import tell
        for variant in libuno.variants():
            players = players_of(variant)
            told_count = 0
            for seed in (1, 2):
                g = Game(variant, players, seed)
                rec = Recorder()
                g.set_hooks(event=rec)
                rng = random.Random(seed)
                for _ in range(150):
                    if g.round_over:
                        break
                    g.apply(rng.choice(g.legal_moves()))
                for e in rec.events:
                    for viewer in [None] + list(range(players)):
                        data = tell.tell_event(g, e, viewer, None, variant)
                        told = g.event_for_seat(e, SPECTATOR if viewer is None else viewer)
                        with self.subTest(variant=variant, event=data, viewer=viewer):
                            self.assertEqual(g.rules.event(data), told)
                            self.assertEqual(g.rules.describe(data, viewer), g.describe(e, viewer))
                        told_count += 1
                g.close()
            self.assertGreater(told_count, 50, variant)

    def test_the_json_form_by_hand(self):
        r = Rules("classic")
        self.assertEqual(r.describe({"type": "play", "seat": 1, "card": "R5", "color": "R"}),
                         "Seat 1 plays red 5.")
        draw = {"type": "draw", "seat": 0, "card": None, "reason": "uno_penalty", "value": 0}
        self.assertEqual(r.event(draw).reason, DrawReason.UNO_PENALTY)
        self.assertEqual(r.describe(draw, 0), "You draw a card (UNO penalty).")
        blocked = r.event({"type": "round_end", "seat": 2, "reason": "blocked", "value": 30})
        self.assertTrue(blocked.blocked)
        self.assertFalse(r.event({"type": "round_end", "seat": 2, "value": 30}).blocked)
        # UNO Flip: the dark side's letters on side 1, the hidden face on
        # the other side.
        flip = Rules("flip")
        e = flip.event({"type": "draw", "seat": 1, "card": "P2", "hidden": "B3", "side": 1,
                        "reason": "turn"})
        self.assertEqual(e.color, None)
        self.assertEqual(flip.card_text(e.card, 1), "P2")
        self.assertEqual(flip.card_text(e.hidden, 0), "B3")
        self.assertEqual(flip.event({"type": "play", "seat": 0, "color": "T", "side": 1,
                                     "card": "T5"}).color, DarkColor.TEAL)

    def test_refusals(self):
        r = Rules("classic")
        for bad, error in (
                ("play", TypeError),
                ({"seat": 1}, ValueError),
                ({"type": "no_such_type"}, ValueError),
                ({"type": "play", "seat": "1"}, TypeError),
                ({"type": "play", "seat": libuno.MAX_PLAYERS}, ValueError),
                ({"type": "play", "card": 5}, TypeError),
                ({"type": "play", "card": "R99"}, libuno.ParseError),
                ({"type": "play", "color": "Q"}, ValueError),
                ({"type": "play", "side": 1}, ValueError),
                ({"type": "draw", "reason": "no_such_reason"}, ValueError),
                ({"type": "play", "value": True}, TypeError),
                ({"type": "play", "value": 2 ** 40}, ValueError)):
            with self.subTest(bad=bad):
                with self.assertRaises(error):
                    r.describe(bad)


def supports(rules, name):
    """Whether uno_rules_option_info() knows the option in the table."""
    try:
        rules.info(name)
    except libuno.NotSupported:
        return False
    return True


class OptionWords(unittest.TestCase):

    def test_every_option_has_a_label_and_a_category(self):
        for name in libuno.option_names():
            with self.subTest(option=name):
                label = libuno.option_label(name)
                self.assertTrue(label and label[0].isupper(), label)
                self.assertIn(libuno.option_category(name), ("table", "rule", "house"))
        self.assertEqual(libuno.option_label("stacking"), "Stacking")
        self.assertEqual(libuno.option_category(libuno.Option.TARGET_SCORE), "table")
        self.assertEqual(libuno.option_category("seven_o"), "house")
        with self.assertRaises(NotFound):
            libuno.option_label("no_such_option")

    def test_the_variants_an_option_applies_to(self):
        # Rules.options (uno_rules_options()) and option_variants() read the
        # same lists; both agree with asking every variant option by option.
        for name in libuno.option_names():
            want = [v for v in libuno.variants() if supports(Rules(v), name)]
            with self.subTest(option=name):
                self.assertEqual(libuno.option_variants(name), want)
        self.assertNotIn("challenge", libuno.option_variants("target_score"))
        self.assertIn("classic", libuno.option_variants("stacking"))

    def test_rules_options_carry_the_words(self):
        for variant in libuno.variants():
            r = Rules(variant)
            infos = r.options
            self.assertEqual(list(infos), [n for n in libuno.option_names() if supports(r, n)])
            for name, info in infos.items():
                self.assertEqual(info.label, libuno.option_label(name))
                self.assertEqual(info.category, libuno.option_category(name))
        # NM-4: No Mercy plays stacking as its own rule; it stays a house rule.
        info = Rules("no-mercy").options["stacking"]
        self.assertEqual((info.category, info.default > 0), ("house", True))


if __name__ == "__main__":
    unittest.main()
