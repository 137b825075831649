"""The package's constants come from the C headers, and agree with the C
compiler: the generated libuno/_constants.py against a program meson compiles
from the same headers (scripts/gen-constants.py --c, $UNO_CONSTANTS_CHECK),
and the public enums and limits against the generated values."""
import enum
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

import libuno
from libuno import _headers, _lib, enums, tournament

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
GENERATOR = os.path.join(ROOT, "scripts", "gen-constants.py")

# The public enums and the C enums they are made from.
PUBLIC = {
    "Status": "uno_status", "Color": "uno_color", "Kind": "uno_kind",
    "MoveType": "uno_move_type", "PenaltyReason": "uno_penalty_reason",
    "Reason": "uno_reason", "Phase": "uno_phase",
    "PlayoutPolicy": "uno_playout_policy", "BotKind": "uno_bot_kind",
    "SeatStatus": "uno_seat_status", "DrawReason": "uno_draw_reason",
    "EventType": "uno_event_type", "Option": "uno_option",
}
# The C members that are not enum members in Python (counts, no color).
NOT_MEMBERS = {"UNO_NO_COLOR", "UNO_KIND_COUNT", "UNO_REASON_COUNT",
               "UNO_OPT_COUNT_"}


def python_constants():
    """Every constant of libuno._constants by its C name."""
    out = {}
    for prefix, members in _headers.ENUMS.values():
        for name, value in members:
            out[prefix + name] = value
    for name, value in _headers.DEFINES.items():
        out["UNO_" + name] = value
    return out


class CompilerAgrees(unittest.TestCase):

    def test_generated_values_are_the_compilers(self):
        program = os.environ.get("UNO_CONSTANTS_CHECK")
        if not program:
            self.skipTest("UNO_CONSTANTS_CHECK (the program meson builds from "
                          "scripts/gen-constants.py --c) is not set")
        res = subprocess.run([program], stdout=subprocess.PIPE,
                             universal_newlines=True, check=True, timeout=60)
        compiled = {}
        for line in res.stdout.splitlines():
            name, value = line.split()
            compiled[name] = int(value)
        self.assertGreater(len(compiled), 150)
        self.assertEqual(python_constants(), compiled)

    def test_the_package_uses_the_generated_module(self):
        # Built by meson (or pip), the package has its _constants.py; only
        # a checkout's source tree reads the headers on import.
        if os.environ.get("UNO_CONSTANTS_CHECK"):
            self.assertEqual(_headers.SOURCE, "generated")
            package = os.path.dirname(os.path.abspath(libuno.__file__))
            self.assertTrue(os.path.isfile(os.path.join(package, "_constants.py")))

    def test_the_assembled_package_has_every_module(self):
        package = os.path.dirname(os.path.abspath(libuno.__file__))
        source = os.path.join(ROOT, "python", "libuno")
        if os.path.realpath(package) == os.path.realpath(source):
            self.skipTest("the package is the source tree itself")
        modules = {f for f in os.listdir(source) if f.endswith(".py")}
        built = {f for f in os.listdir(package) if f.endswith(".py")}
        self.assertEqual(built - {"_constants.py"}, modules)
        for m in modules:
            with open(os.path.join(source, m), "rb") as a, \
                    open(os.path.join(package, m), "rb") as b:
                self.assertEqual(a.read(), b.read(), m)

    def test_reading_the_headers_gives_the_generated_module(self):
        if not os.path.isfile(GENERATOR):
            self.skipTest("not in a checkout")
        code = ("import sys; sys.path.insert(0, %r); from libuno import _headers; "
                "print(_headers.SOURCE); print(repr(_headers.ENUMS)); "
                "print(repr(_headers.DEFINES))" % os.path.join(ROOT, "python"))
        env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
        env.pop("PYTHONPATH", None)
        res = subprocess.run([sys.executable, "-c", code], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             universal_newlines=True, timeout=60)
        self.assertEqual(res.returncode, 0, res.stderr)
        source, enums_text, defines_text = res.stdout.splitlines()
        self.assertEqual(source, "headers")
        self.assertEqual(enums_text, repr(_headers.ENUMS))
        self.assertEqual(defines_text, repr(_headers.DEFINES))


class PublicNamesFromTheHeaders(unittest.TestCase):

    def test_every_enum_member_is_the_c_member(self):
        c = python_constants()
        for name, c_enum in PUBLIC.items():
            cls = getattr(libuno, name)
            with self.subTest(enum=name):
                self.assertTrue(issubclass(cls, enum.IntEnum))
                prefix, members = _headers.ENUMS[c_enum]
                expect = [(m, v) for m, v in members
                          if prefix + m not in NOT_MEMBERS]
                self.assertEqual([(m.name, m.value) for m in cls], expect)
                for m in cls:
                    self.assertEqual(c[prefix + m.name], int(m))

    def test_the_public_names_stay(self):
        # The enums' names and members are API: a few that must not move.
        self.assertEqual([c.name for c in libuno.Color], ["RED", "YELLOW", "GREEN", "BLUE"])
        self.assertEqual(libuno.Kind.TEAM_DRAW_FOUR, 19)
        self.assertEqual(libuno.Status.EFORMAT, -13)
        self.assertEqual(libuno.Option.MISPLAY_PENALTY.key, "misplay_penalty")
        self.assertEqual(libuno.Reason.NOT_IN_PLAY, 21)
        self.assertEqual(libuno.EventType.HOOK_REFUSED, 31)
        self.assertEqual(str(libuno.Color.BLUE), "B")
        self.assertEqual(libuno.Color.parse("green"), libuno.Color.GREEN)
        self.assertTrue(libuno.Kind.WILD.is_wild and libuno.Kind.NINE.is_number)
        self.assertEqual(libuno.Color.__module__, "libuno.enums")
        self.assertIn("G-1", libuno.Color.__doc__)

    def test_limits_are_the_headers(self):
        c = python_constants()
        self.assertEqual(libuno.NO_COLOR, c["UNO_NO_COLOR"])
        self.assertEqual(libuno.CAST_DEAL, c["UNO_CAST_DEAL"])
        self.assertEqual(libuno.DRAW_PILE, c["UNO_DRAW_PILE"])
        self.assertEqual(libuno.MAX_PLAYERS, c["UNO_MAX_PLAYERS"])
        self.assertEqual(libuno.MOVE_INDEX_COUNT, c["UNO_MOVE_INDEX_COUNT"])
        for name in ("MAX_PLAYERS", "MAX_DECK", "MAX_MOVES", "MOVE_INDEX_COUNT",
                     "DECISION_WORDS", "MOVE_F_UNO", "MOVE_F_DEAL",
                     "SCRIPT_PARTIAL", "SCRIPT_TOP_AS_IS", "SAVE_MAX"):
            self.assertEqual(getattr(_lib, name), c["UNO_" + name], name)
        self.assertEqual(enums.PENALTY_DEFAULT, c["UNO_PENALTY_DEFAULT"])
        self.assertEqual(enums.PENALTY_MAX, c["UNO_PENALTY_MAX"])
        self.assertEqual(libuno.Tournament.TABLE_SEATS, c["UNO_TOURNAMENT_TABLE_SEATS"])
        self.assertEqual(tournament.MAX_PLAYERS, c["UNO_TOURNAMENT_MAX_PLAYERS"])
        self.assertEqual(tournament.MAX_REPEATS, c["UNO_TOURNAMENT_MAX_REPEATS"])


class Generator(unittest.TestCase):
    """scripts/gen-constants.py on headers of its own."""

    def setUp(self):
        if not os.path.isfile(GENERATOR):
            self.skipTest("not in a checkout")
        self.gen = {"__name__": "gen"}
        with open(GENERATOR, encoding="utf-8") as f:
            exec(compile(f.read(), GENERATOR, "exec"), self.gen)

    def header(self, text):
        d = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, d)
        path = os.path.join(d, "x.h")
        with open(path, "w") as f:
            f.write(text)
        return path

    def test_values_count_on_and_may_name_earlier_ones(self):
        h = self.header("#define UNO_BASE 0x10u\n"
                        "typedef enum uno_thing {\n"
                        "\tUNO_THING_A = -2, /* a comment, with a comma */\n"
                        "\tUNO_THING_B,\n"
                        "\tUNO_THING_C = UNO_BASE + 1,\n"
                        "\tUNO_THING_D = 1 << 6,\n"
                        "\tUNO_THING_E\n"
                        "} uno_thing;\n")
        enums_, defines = self.gen["parse"]([h])
        self.assertEqual(defines, [("UNO_BASE", 16)])
        self.assertEqual(enums_, [("uno_thing", [("UNO_THING_A", -2), ("UNO_THING_B", -1),
                                                 ("UNO_THING_C", 17), ("UNO_THING_D", 64),
                                                 ("UNO_THING_E", 65)])])
        ns = {}
        exec(self.gen["python_text"]([h], "0.0.0"), ns)
        self.assertEqual(ns["ENUMS"], {"uno_thing": ("UNO_THING_", (
            ("A", -2), ("B", -1), ("C", 17), ("D", 64), ("E", 65)))})
        self.assertEqual(ns["DEFINES"], {"BASE": 16})

    def test_an_enum_it_cannot_read_is_an_error(self):
        for text in ("typedef enum { UNO_X } uno_x;\n",
                     "typedef enum uno_x { UNO_X = sizeof(int) } uno_x;\n",
                     "typedef enum uno_x { UNO_X = 017 } uno_x;\n"):
            with self.subTest(text=text):
                with self.assertRaises(self.gen["HeaderError"]):
                    self.gen["parse"]([self.header(text)])


if __name__ == "__main__":
    unittest.main()
