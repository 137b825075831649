"""Loading libuno: the search order ($UNO_LIBRARY, $UNO_BUILD_DIR, the
library bundled in the package, the meson build the package was assembled
in, the checkout's build directories, pkg-config, the system loader), each
platform's file names, the version check, and the ABI structs mirrored
byte for byte."""
import ctypes
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest
from unittest import mock

import libuno
from libuno import _lib

PYTHON_DIR = os.path.dirname(os.path.dirname(os.path.abspath(libuno.__file__)))


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
            self.assertEqual(libuno.library_path, os.environ["UNO_LIBRARY"])
        with mock.patch.dict(os.environ, {"UNO_LIBRARY": "/x/libuno.so",
                                          "UNO_BUILD_DIR": "/y"}):
            self.assertEqual(_lib.candidates(), ["/x/libuno.so"])

    def test_import_through_build_dir_in_a_fresh_interpreter(self):
        build = os.path.dirname(os.path.dirname(os.path.realpath(libuno.library_path)))
        res = run_python("import libuno; print(libuno.library_path)",
                         {"UNO_BUILD_DIR": build})
        self.assertEqual(res.returncode, 0, res.stderr)
        self.assertTrue(res.stdout.strip().startswith(os.path.join(build, "lib")))

    def test_a_bad_explicit_path_fails_the_import(self):
        res = run_python("import libuno", {"UNO_LIBRARY": "/nonexistent/libuno.so"})
        self.assertNotEqual(res.returncode, 0)
        self.assertIn("ImportError", res.stderr)
        self.assertIn("UNO_LIBRARY", res.stderr)
        self.assertIn("/nonexistent/libuno.so", res.stderr)

    def test_version_check(self):
        # One version: the library's is the package's (meson.build's).
        self.assertEqual(libuno.library_version(), libuno.__version__)
        self.assertEqual(libuno.__version__, "1.1.0")
        self.assertEqual(_lib.VERSION_NUMBER, 10100)
        self.assertEqual(_lib.EXPECTED_VERSION, (1, 1))
        _lib.check_version(10100)         # 1.1.0
        _lib.check_version(10205)         # 1.2.5: only adds functions
        for bad in (100, 9999, 10000, 20000):    # 0.1.0, 0.99.99, 1.0.0, 2.0.0
            with self.subTest(version=bad):
                with self.assertRaises(ImportError) as cm:
                    _lib.check_version(bad, "libuno.so.test")
                self.assertIn("libuno.so.test", str(cm.exception))
                self.assertIn("UNO_LIBRARY", str(cm.exception))


class SearchOrderTests(unittest.TestCase):
    """_lib.candidates() over fake directories: the documented order, and
    each platform's file names."""

    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.tmp)

    def touch(self, *parts, mtime=None):
        path = os.path.join(self.tmp, *parts)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb"):
            pass
        if mtime is not None:
            os.utime(path, (mtime, mtime))
        return path

    def dir(self, *parts):
        path = os.path.join(self.tmp, *parts)
        os.makedirs(path, exist_ok=True)
        return path

    def test_explicit_library_is_the_only_candidate(self):
        package = self.dir("site", "libuno")
        self.touch("site", "libuno", "libuno.so.1")
        env = {"UNO_LIBRARY": "/x/libuno.so", "UNO_BUILD_DIR": self.tmp}
        self.assertEqual(_lib.candidates(env, package, "linux", system=False),
                         ["/x/libuno.so"])

    def test_build_dir_then_bundled_then_the_system_loader(self):
        build = self.dir("build")
        so = [self.touch("build", "lib", name) for name in
              ("libuno.so.1", "libuno.so", "libuno.so.1.0.0")]
        self.dir("build", "lib", "libuno.so.1.0.0.p")         # meson's objects
        package = self.dir("site", "libuno")
        bundled = self.touch("site", "libuno", "libuno.so.1")
        found = _lib.candidates({"UNO_BUILD_DIR": build}, package, "linux",
                                system=False)
        self.assertEqual(found, so + [bundled, "libuno.so.1", "libuno.so"])
        # Without $UNO_BUILD_DIR the bundled library comes first.
        self.assertEqual(_lib.candidates({}, package, "linux", system=False),
                         [bundled, "libuno.so.1", "libuno.so"])

    def test_the_meson_build_the_package_was_assembled_in(self):
        self.dir("build", "meson-info")
        lib = self.touch("build", "lib", "libuno.so.1")
        package = self.dir("build", "python", "libuno")
        self.assertEqual(_lib.candidates({}, package, "linux", system=False),
                         [lib, "libuno.so.1", "libuno.so"])

    def test_a_checkouts_build_directories_newest_first(self):
        self.touch("include", "uno", "game.h")
        package = self.dir("python", "libuno")
        old = self.touch("build-old", "lib", "libuno.so.1", mtime=1000)
        new = self.touch("build-new", "lib", "libuno.so.1", mtime=2000)
        self.touch("other", "lib", "libuno.so.1")               # not build*
        self.dir("build-empty", "lib")
        found = _lib.candidates({}, package, "linux", system=False)
        self.assertEqual(found, [new, old, "libuno.so.1", "libuno.so"])

    def test_the_system_loader_then_pkg_config_libdir(self):
        libdir = self.dir("prefix", "lib")
        installed = self.touch("prefix", "lib", "libuno.so.1")
        bin_dir = self.dir("bin")
        script = os.path.join(bin_dir, "pkg-config")
        with open(script, "w") as f:
            f.write("#!/bin/sh\n[ \"$1 $2\" = \"--variable=libdir uno\" ] && "
                    "echo %s\n" % libdir)
        os.chmod(script, 0o755)
        package = self.dir("site", "libuno")
        found = _lib.candidates({"PATH": bin_dir}, package, "linux")
        # Last: the loader's own search (LD_LIBRARY_PATH, its cache) comes
        # first, pkg-config's libdir is for a prefix the loader ignores.
        self.assertEqual(found[-3:], ["libuno.so.1", "libuno.so", installed])
        # No pkg-config on the PATH: that step is left out.
        found = _lib.candidates({"PATH": self.dir("empty")}, package, "linux")
        self.assertNotIn(installed, found)

    def test_macos_names(self):
        package = self.dir("site", "libuno")
        names = [self.touch("site", "libuno", n) for n in
                 ("libuno.1.dylib", "libuno.dylib", "libuno.1.0.0.dylib")]
        self.touch("site", "libuno", "libuno.so.1")                # not macOS's
        self.assertEqual(_lib.candidates({}, package, "darwin", system=False),
                         names + ["libuno.1.dylib", "libuno.dylib"])

    def test_windows_names(self):
        package = self.dir("site", "libuno")
        names = [self.touch("site", "libuno", n) for n in
                 ("uno.dll", "uno-1.dll", "libuno-1.dll", "libuno.dll")]
        self.touch("site", "libuno", "libuno.so.1")
        self.assertEqual(_lib.candidates({}, package, "win32", system=False),
                         names + ["uno.dll", "uno-1.dll", "libuno-1.dll", "libuno.dll"])
        self.assertEqual(_lib.library_names("win32")[:3],
                         ["uno.dll", "uno-1.dll", "libuno-1.dll"])

    def test_a_bundled_library_loads_in_a_fresh_interpreter(self):
        # A copy of the package with the library beside its modules, as
        # pip installs it: found without any variable, from anywhere.
        package = os.path.dirname(os.path.abspath(libuno.__file__))
        if not os.path.isfile(os.path.join(package, "_constants.py")):
            self.skipTest("the package was not built (no _constants.py)")
        site = self.dir("site")
        shutil.copytree(package, os.path.join(site, "libuno"),
                        ignore=shutil.ignore_patterns("__pycache__"))
        real = os.path.realpath(libuno.library_path)
        bundled = os.path.join(site, "libuno", _lib.library_names()[0])
        shutil.copyfile(real, bundled)
        env = {k: v for k, v in os.environ.items()
               if k not in ("UNO_LIBRARY", "UNO_BUILD_DIR")}
        env["PYTHONPATH"] = site
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        res = subprocess.run([sys.executable, "-c",
                              "import libuno; print(libuno.library_path); "
                              "print(libuno.library_version())"],
                             env=env, cwd=self.tmp, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, universal_newlines=True,
                             timeout=60)
        self.assertEqual(res.returncode, 0, res.stderr)
        self.assertEqual(res.stdout.split(), [bundled, libuno.library_version()])


class PackageNameTests(unittest.TestCase):
    """The package is libuno, and nothing of it is named uno: that is
    LibreOffice's Python-UNO bridge (Debian's python3-uno)."""

    ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")

    def test_the_module_is_libuno(self):
        self.assertEqual(libuno.__name__, "libuno")
        self.assertEqual(os.path.basename(os.path.dirname(libuno.__file__)), "libuno")

    def test_no_package_or_module_named_uno(self):
        with open(os.path.join(self.ROOT, "pyproject.toml"), encoding="utf-8") as f:
            text = f.read()
        packages = re.search(r"^packages = \[(.*)\]$", text, re.M).group(1)
        names = [p.strip().strip('"') for p in packages.split(",")]
        self.assertEqual(names, ["libuno", "libuno.rl", "libuno.server"])
        self.assertFalse(os.path.exists(os.path.join(self.ROOT, "python", "uno")))


class TypedTests(unittest.TestCase):
    """PEP 561: the package says it carries its type hints (py.typed), in
    the package meson assembles and in the one pip installs."""

    ROOT = PackageNameTests.ROOT

    def test_the_package_has_py_typed(self):
        here = os.path.join(os.path.dirname(libuno.__file__), "py.typed")
        self.assertTrue(os.path.isfile(here), here)
        self.assertTrue(os.path.isfile(os.path.join(self.ROOT, "python", "libuno",
                                                    "py.typed")))

    def test_pip_ships_it(self):
        with open(os.path.join(self.ROOT, "pyproject.toml"), encoding="utf-8") as f:
            text = f.read()
        data = re.search(r"^\[tool\.setuptools\.package-data\]\n((?:\w.*\n)+)", text, re.M)
        self.assertIsNotNone(data, "pyproject.toml has no package-data")
        self.assertRegex(data.group(1), r'^libuno = \[.*"py\.typed".*\]$')
        try:
            import setuptools  # noqa: F401
        except ImportError:
            self.skipTest("no setuptools for %s to build the package with" % sys.executable)
        # setuptools' own copy of the package (build_py, the step a wheel
        # is made from), without bundling a library.
        with tempfile.TemporaryDirectory() as out:
            env = dict(os.environ, UNO_BUNDLE="0", PYTHONDONTWRITEBYTECODE="1")
            res = subprocess.run([sys.executable, "setup.py", "-q", "build_py",
                                  "--build-lib", out], cwd=self.ROOT, env=env,
                                 stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                 universal_newlines=True, timeout=120)
            self.assertEqual(res.returncode, 0, res.stdout)
            self.assertTrue(os.path.isfile(os.path.join(out, "libuno", "py.typed")),
                            sorted(os.listdir(os.path.join(out, "libuno"))))


class AbiTests(unittest.TestCase):

    def test_structs_match_the_headers(self):
        self.assertEqual(ctypes.sizeof(_lib.UnoCard), 2)
        self.assertEqual(ctypes.sizeof(_lib.UnoMove), 8)
        self.assertEqual(ctypes.sizeof(_lib.UnoEvent), 16)
        self.assertEqual(_lib.UnoMove.target.offset, 5)
        self.assertEqual(_lib.UnoEvent.card.offset, 4)
        self.assertEqual(_lib.UnoEvent.value.offset, 8)
        self.assertEqual(_lib.UnoEvent.hidden.offset, 12)
        names = [f[0] for f in _lib.UnoHooks._fields_]
        self.assertEqual(names, ["size", "choose_color", "challenge", "draw",
                                 "event", "cast", "give", "swap"])
        self.assertEqual(ctypes.sizeof(_lib.UnoHooks),
                         ctypes.sizeof(ctypes.c_size_t) + 7 * ctypes.sizeof(ctypes.c_void_p))
        # uno_decision (1.0): size, seat, phase, count, then 4 words of
        # faces and 16 of move indexes.
        self.assertEqual(ctypes.sizeof(_lib.UnoDecision), 168)
        self.assertEqual([getattr(_lib.UnoDecision, f).offset for f in
                          ("seat", "phase", "count", "faces", "mask")],
                         [4, 5, 6, 8, 40])
        # uno_view (1.0): 16-bit counts and hand sizes, 256-card arrays,
        # then what FL-5 shows of two-sided cards (doc/information.md).
        from libuno.state import UnoView
        self.assertEqual(ctypes.sizeof(UnoView), 2712)
        self.assertEqual([getattr(UnoView, f).offset for f in
                          ("round", "hand_size", "score", "hand_count",
                           "turned_count", "hand", "turned", "hidden_count",
                           "draw_hidden", "hidden")],
                         [20, 28, 80, 120, 126, 128, 1664, 2176, 2196, 2200])
        # uno_batch_out: size, then eight pointers.
        ptr = ctypes.sizeof(ctypes.c_void_p)
        names = [f[0] for f in _lib.UnoBatchOut._fields_]
        self.assertEqual(names, ["size", "seat", "mask", "observation", "status",
                                 "reason", "round_over", "winner", "points"])
        self.assertEqual([getattr(_lib.UnoBatchOut, f).offset for f in names[1:]],
                         [ptr * k for k in range(1, 9)])

    def test_library_builds_the_same_moves(self):
        # uno_move_init() and uno_move_play() against the binding's layout
        for t in libuno.MoveType:
            if t in (libuno.MoveType.DRAW, libuno.MoveType.PASS, libuno.MoveType.UNO,
                     libuno.MoveType.CHALLENGE, libuno.MoveType.ACCEPT):
                self.assertEqual(bytes(_lib.lib.uno_move_init(t)),
                                 libuno.Move(t.name.lower())._raw)
        c = libuno.Card("W4")._c()
        self.assertEqual(bytes(_lib.lib.uno_move_play(c, libuno.Color.BLUE)),
                         libuno.Move("W4/B")._raw)

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
        package = os.path.dirname(os.path.abspath(libuno.__file__))
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
