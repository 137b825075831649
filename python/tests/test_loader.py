"""Loading libuno: the search order ($UNO_LIBRARY, $UNO_BUILD_DIR, the
checkout's build directories, the system loader), the version check, and
the ABI structs mirrored byte for byte."""
import ctypes
import glob
import os
import re
import subprocess
import sys
import unittest
from unittest import mock

import uno
from uno import _lib

PYTHON_DIR = os.path.dirname(os.path.dirname(os.path.abspath(uno.__file__)))


def run_python(code, env):
    full = {k: v for k, v in os.environ.items()
            if k not in ("UNO_LIBRARY", "UNO_BUILD_DIR")}
    full.update(env)
    full["PYTHONPATH"] = PYTHON_DIR
    full["PYTHONDONTWRITEBYTECODE"] = "1"
    return subprocess.run([sys.executable, "-c", code], env=full,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True, timeout=60)


class LoaderTests(unittest.TestCase):

    def test_explicit_library_wins(self):
        if os.environ.get("UNO_LIBRARY"):
            self.assertEqual(uno.library_path, os.environ["UNO_LIBRARY"])
        with mock.patch.dict(os.environ, {"UNO_LIBRARY": "/x/libuno.so",
                                          "UNO_BUILD_DIR": "/y"}):
            self.assertEqual(_lib.candidates(), ["/x/libuno.so"])

    def test_build_dir_then_checkout_then_system(self):
        here = uno.library_path
        build = os.path.dirname(os.path.dirname(os.path.realpath(here)))
        env = {k: v for k, v in os.environ.items()
               if k not in ("UNO_LIBRARY", "UNO_BUILD_DIR")}
        env["UNO_BUILD_DIR"] = build
        with mock.patch.dict(os.environ, env, clear=True):
            found = _lib.candidates()
        self.assertEqual(os.path.dirname(found[0]), os.path.join(build, "lib"))
        self.assertEqual(found[-1], "libuno.so.0")
        del env["UNO_BUILD_DIR"]
        with mock.patch.dict(os.environ, env, clear=True):
            found = _lib.candidates()
        root = os.path.dirname(PYTHON_DIR)
        checkout = sorted(p for p in glob.glob(os.path.join(root, "build*", "lib", "libuno.so*"))
                          if os.path.isfile(p))
        self.assertEqual(sorted(p for p in found if p.startswith(root)), checkout)
        self.assertEqual(found[-1], "libuno.so.0")

    def test_import_through_build_dir_in_a_fresh_interpreter(self):
        build = os.path.dirname(os.path.dirname(os.path.realpath(uno.library_path)))
        res = run_python("import uno; print(uno.library_path)",
                         {"UNO_BUILD_DIR": build})
        self.assertEqual(res.returncode, 0, res.stderr)
        self.assertTrue(res.stdout.strip().startswith(os.path.join(build, "lib")))

    def test_a_bad_explicit_path_fails_the_import(self):
        res = run_python("import uno", {"UNO_LIBRARY": "/nonexistent/libuno.so"})
        self.assertNotEqual(res.returncode, 0)
        self.assertIn("ImportError", res.stderr)
        self.assertIn("UNO_LIBRARY", res.stderr)
        self.assertIn("/nonexistent/libuno.so", res.stderr)

    def test_version_check(self):
        self.assertEqual(uno.library_version, "0.1.0")
        self.assertEqual(_lib.VERSION_NUMBER, 100)
        _lib.check_version(100)           # 0.1.0
        _lib.check_version(205)           # 0.2.5: only adds functions
        for bad in (5, 10000, 10100):     # 0.0.5, 1.0.0, 1.1.0
            with self.subTest(version=bad):
                with self.assertRaises(ImportError) as cm:
                    _lib.check_version(bad, "libuno.so.test")
                self.assertIn("libuno.so.test", str(cm.exception))
                self.assertIn("UNO_LIBRARY", str(cm.exception))


class AbiTests(unittest.TestCase):

    def test_structs_match_the_headers(self):
        self.assertEqual(ctypes.sizeof(_lib.UnoCard), 2)
        self.assertEqual(ctypes.sizeof(_lib.UnoMove), 8)
        self.assertEqual(ctypes.sizeof(_lib.UnoEvent), 16)
        self.assertEqual(_lib.UnoMove.target.offset, 5)
        self.assertEqual(_lib.UnoEvent.card.offset, 4)
        self.assertEqual(_lib.UnoEvent.value.offset, 8)
        names = [f[0] for f in _lib.UnoHooks._fields_]
        self.assertEqual(names, ["size", "choose_color", "challenge", "draw",
                                 "event", "cast", "give", "swap"])
        self.assertEqual(ctypes.sizeof(_lib.UnoHooks),
                         ctypes.sizeof(ctypes.c_size_t) + 7 * ctypes.sizeof(ctypes.c_void_p))
        # uno_decision: size, seat, phase, count, then 64-bit words.
        self.assertEqual(ctypes.sizeof(_lib.UnoDecision), 56)
        self.assertEqual([getattr(_lib.UnoDecision, f).offset for f in
                          ("seat", "phase", "count", "faces", "mask")],
                         [4, 5, 6, 8, 16])
        # uno_batch_out: size, then eight pointers.
        ptr = ctypes.sizeof(ctypes.c_void_p)
        names = [f[0] for f in _lib.UnoBatchOut._fields_]
        self.assertEqual(names, ["size", "seat", "mask", "observation", "status",
                                 "reason", "round_over", "winner", "points"])
        self.assertEqual([getattr(_lib.UnoBatchOut, f).offset for f in names[1:]],
                         [ptr * k for k in range(1, 9)])

    def test_library_builds_the_same_moves(self):
        # uno_move_init() and uno_move_play() against the binding's layout
        for t in uno.MoveType:
            if t in (uno.MoveType.DRAW, uno.MoveType.PASS, uno.MoveType.UNO,
                     uno.MoveType.CHALLENGE, uno.MoveType.ACCEPT):
                self.assertEqual(bytes(_lib.lib.uno_move_init(t)),
                                 uno.Move(t.name.lower())._raw)
        c = uno.Card("W4")._c()
        self.assertEqual(bytes(_lib.lib.uno_move_play(c, uno.Color.BLUE)),
                         uno.Move("W4/B")._raw)

    def test_every_function_has_argtypes_and_restype(self):
        fns = (_lib._status_fns + (_lib._optional_fns if _lib.HAS_SAVE else []) +
               (_lib._fast_fns if _lib.HAS_FAST else []) +
               (_lib._batch_fns if _lib.HAS_BATCH else []))
        for name, restype, argtypes, _ in fns:
            f = getattr(_lib.lib, name)
            self.assertEqual(f.argtypes, argtypes, name)
            self.assertIs(f.restype, restype, name)

    def test_every_function_the_package_calls_is_declared(self):
        # STYLE.md: argtypes and restype on every function (errcheck None
        # only where the caller reads the status itself).
        package = os.path.dirname(os.path.abspath(uno.__file__))
        called = set()
        for path in glob.glob(os.path.join(package, "*.py")):
            with open(path) as f:
                called |= set(re.findall(r"\blib\.(uno_\w+)", f.read()))
        self.assertIn("uno_game_apply", called)
        for name in sorted(called):
            with self.subTest(function=name):
                self.assertIn(name, _lib.DECLARED)
                restype, argtypes, errcheck = _lib.DECLARED[name]
                f = getattr(_lib.lib, name)
                self.assertEqual(f.argtypes, argtypes)
                self.assertIs(f.restype, restype)
                self.assertIs(getattr(f, "errcheck", None), errcheck)


if __name__ == "__main__":
    unittest.main()
