"""Loads libuno with ctypes and declares every function the binding uses.

Internal module: the public API is in the package. Where the library comes
from, in this order (:func:`candidates`):

1. ``$UNO_LIBRARY``: an explicit path (or a name the system loader finds).
   If it is set and cannot be loaded, importing fails; nothing else is
   tried.
2. ``$UNO_BUILD_DIR``: a meson build directory (``lib/libuno.so*`` in it).
   The meson tests set it.
3. The package's own directory: the library ``pip install`` bundles with
   the package when it could build it (setup.py).
4. The meson build the package was assembled in: meson puts the complete
   package in ``<build>/python/libuno``, and the library is in
   ``<build>/lib``.
5. A checkout: the package used from the source tree (``python/libuno/``), so
   ``../../build*/lib/libuno.so*`` (the most recently built first).
6. The system loader: ``ctypes.util.find_library("uno")``, then the
   library's file names (:func:`library_names`), which the loader looks
   for in its own places (``LD_LIBRARY_PATH``, its cache).
7. The directory ``pkg-config --variable=libdir uno`` names, when
   pkg-config is there: a libuno installed where the loader does not look
   (``meson install`` into a prefix of one's own, with
   ``PKG_CONFIG_PATH`` naming it).

The file names looked for in each directory are the platform's
(:func:`library_names`): ``libuno.so.1`` and ``libuno.so`` on Linux and
other ELF systems (then any ``libuno.so.*``), ``libuno.1.dylib`` and
``libuno.dylib`` on macOS, ``uno.dll``, ``uno-1.dll``, ``libuno-1.dll`` and
``libuno.dll`` on Windows. The first candidate that loads is used, and its
version is checked (:data:`EXPECTED_VERSION`).
"""
from __future__ import annotations

import ctypes
import ctypes.util
import glob
import os
import shutil
import subprocess
import sys
from ctypes import (CFUNCTYPE, POINTER, Structure, c_char, c_char_p, c_int, c_int8,
                    c_int16, c_int32, c_size_t, c_uint, c_uint8, c_uint32,
                    c_uint64, c_void_p)
from typing import Any, Dict, Iterator, List, Mapping, Optional

from ._headers import DEFINES, VERSION
from .enums import Option, Status

#: The library version this binding is written for: same major, and a minor
#: at least this (a newer minor only adds functions). The package's own
#: version, which is the project's.
EXPECTED_VERSION = tuple(int(x) for x in VERSION.split(".")[:2])
#: The library's ABI version (its SONAME is ``libuno.so.1``); meson's
#: ``uno_soversion``.
SOVERSION = 1

# The limits of the headers, from the headers (libuno._headers).
#: UNO_MAX_PLAYERS, UNO_MAX_DECK and UNO_MAX_MOVES (common.h).
MAX_PLAYERS: int = DEFINES["MAX_PLAYERS"]
MAX_DECK: int = DEFINES["MAX_DECK"]
MAX_MOVES: int = DEFINES["MAX_MOVES"]

#: UNO_MOVE_INDEX_COUNT (Classic's layout), UNO_DECISION_WORDS,
#: UNO_FACE_WORDS and UNO_MAX_MOVE_INDEX (view.h).
MOVE_INDEX_COUNT: int = DEFINES["MOVE_INDEX_COUNT"]
DECISION_WORDS: int = DEFINES["DECISION_WORDS"]
FACE_WORDS: int = DEFINES["FACE_WORDS"]
MAX_MOVE_INDEX: int = DEFINES["MAX_MOVE_INDEX"]

#: UNO_MOVE_F_UNO, UNO_MOVE_F_DEAL (move.h).
MOVE_F_UNO: int = DEFINES["MOVE_F_UNO"]
MOVE_F_DEAL: int = DEFINES["MOVE_F_DEAL"]
#: UNO_SCRIPT_PARTIAL, UNO_SCRIPT_TOP_AS_IS, UNO_SCRIPT_FILL (game.h).
SCRIPT_PARTIAL: int = DEFINES["SCRIPT_PARTIAL"]
SCRIPT_TOP_AS_IS: int = DEFINES["SCRIPT_TOP_AS_IS"]
SCRIPT_FILL: int = DEFINES["SCRIPT_FILL"]
#: UNO_SAVE_MAX (save.h): a buffer this size holds any saved game. Game.save
#: still sizes its buffer by what uno_game_save() says it needs.
SAVE_MAX: int = DEFINES["SAVE_MAX"]

#: The range of the C types ints cross into: ctypes keeps only the low bits
#: of a Python int that does not fit, so the binding checks first.
INT_MIN, INT_MAX = -2**31, 2**31 - 1
UINT64_MAX = 2**64 - 1
SIZE_MAX = 2**(8 * ctypes.sizeof(c_size_t)) - 1


# ---- arguments that cross into C ----

def check_int(value: Any, what: str, lo: int = INT_MIN, hi: int = INT_MAX) -> int:
    """An int argument for C: TypeError unless an int (bool is not one),
    :class:`~libuno.InvalidArgument` (a ValueError) outside ``lo``..``hi``
    (by default the range of a C int)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("%s is an int, not %s" % (what, type(value).__name__))
    if not lo <= value <= hi:
        from .errors import InvalidArgument
        raise InvalidArgument(Status.EINVAL, "%s is %d to %d, not %d"
                              % (what, lo, hi, value))
    return int(value)


def c_text(text: Any, what: str) -> bytes:
    """A str for a C string parameter, as UTF-8. C strings end at the first
    NUL, so a str holding one would reach C cut short: ValueError."""
    if not isinstance(text, str):
        raise TypeError("%s is a str, not %s" % (what, type(text).__name__))
    if "\0" in text:
        raise ValueError("%s holds a NUL character: %r" % (what, text))
    return text.encode("utf-8", "replace")


# ---- the structs that cross the ABI, field for field ----

class UnoCard(Structure):
    """``uno_card``: 2 bytes."""
    _fields_ = [("kind", c_uint8), ("color", c_uint8)]


class UnoMove(Structure):
    """``uno_move``: 8 bytes."""
    _fields_ = [("type", c_uint8), ("flags", c_uint8), ("card", UnoCard),
                ("color", c_uint8), ("target", c_int8),
                ("count", c_uint8), ("reason", c_uint8)]


class UnoEvent(Structure):
    """``uno_event``: 16 bytes. ``side`` is the side of two-sided cards in
    play when it happened; ``hidden`` the hidden face of a two-sided card
    that goes into a hand (FL-5), zero for a one-sided deck."""
    _fields_ = [("type", c_uint8), ("seat", c_int8), ("other", c_int8),
                ("color", c_uint8), ("card", UnoCard), ("reason", c_uint8),
                ("side", c_uint8), ("value", c_int32), ("hidden", UnoCard),
                ("reserved2", c_uint8 * 2)]


class UnoDecision(Structure):
    """``uno_decision`` (view.h): 168 bytes; ``size`` first, set by the
    caller."""
    _fields_ = [("size", c_uint32), ("seat", c_int8), ("phase", c_int8),
                ("count", c_int16), ("faces", c_uint64 * FACE_WORDS),
                ("mask", c_uint64 * DECISION_WORDS)]


class UnoDefinitionError(Structure):
    """``uno_definition_error`` (rules.h): ``size`` first, set by the
    caller; where and why a variant definition was refused."""
    _fields_ = [("size", c_uint32), ("line", c_int32), ("column", c_int32),
                ("message", c_char * 120)]


class _Game(Structure):
    """The opaque ``uno_game`` (only ever used through a pointer)."""


class _Rules(Structure):
    """The opaque ``uno_rules`` (only ever used through a pointer)."""


class _Batch(Structure):
    """The opaque ``uno_batch`` (only ever used through a pointer)."""


GameP = POINTER(_Game)
RulesP = POINTER(_Rules)
BatchP = POINTER(_Batch)


class UnoBatchOut(Structure):
    """``uno_batch_out`` (batch.h): ``size`` first, then one pointer per
    output; a NULL pointer leaves that output unwritten."""
    _fields_ = [("size", c_uint32),
                ("seat", POINTER(c_int32)),
                ("mask", POINTER(c_uint8)),
                ("observation", POINTER(c_int32)),
                ("status", POINTER(c_int32)),
                ("reason", POINTER(c_int32)),
                ("round_over", POINTER(c_int32)),
                ("winner", POINTER(c_int32)),
                ("points", POINTER(c_int32))]

# Hook types, in the order of uno_hooks. The game arrives as a plain
# pointer: the binding knows which Game it is from the closure.
COLOR_HOOK = CFUNCTYPE(c_int, c_void_p, c_int, c_void_p)
CHALLENGE_HOOK = CFUNCTYPE(c_int, c_void_p, c_int, c_void_p)
DRAW_HOOK = CFUNCTYPE(c_int, c_void_p, c_int, POINTER(UnoCard), c_void_p)
EVENT_HOOK = CFUNCTYPE(None, c_void_p, POINTER(UnoEvent), c_void_p)
CAST_HOOK = CFUNCTYPE(c_int, c_void_p, c_int, c_void_p)
GIVE_HOOK = CFUNCTYPE(c_int, c_void_p, c_int, POINTER(UnoCard), c_void_p)
SWAP_HOOK = CFUNCTYPE(c_int, c_void_p, c_int, c_void_p)
#: ``uno_choice_fn`` (game.h): a host's generator for uno_game_policy_move().
CHOICE_FN = CFUNCTYPE(c_uint32, c_uint32, c_void_p)


class UnoHooks(Structure):
    """``uno_hooks``: its size, then the callbacks in header order."""
    _fields_ = [("size", c_size_t),
                ("choose_color", COLOR_HOOK),
                ("challenge", CHALLENGE_HOOK),
                ("draw", DRAW_HOOK),
                ("event", EVENT_HOOK),
                ("cast", CAST_HOOK),
                ("give", GIVE_HOOK),
                ("swap", SWAP_HOOK)]


HOOK_NAMES = ("choose_color", "challenge", "draw", "event", "cast", "give",
              "swap")

assert ctypes.sizeof(UnoCard) == 2
assert ctypes.sizeof(UnoMove) == 8
assert ctypes.sizeof(UnoEvent) == 16
assert ctypes.sizeof(UnoDecision) == 8 + 8 * (FACE_WORDS + DECISION_WORDS)
assert UnoBatchOut.seat.offset == ctypes.sizeof(c_void_p)
assert ctypes.sizeof(UnoBatchOut) == 9 * ctypes.sizeof(c_void_p)
assert ctypes.sizeof(UnoHooks) == ctypes.sizeof(c_size_t) + 7 * ctypes.sizeof(c_void_p)


# ---- finding the library ----

def library_names(platform: Optional[str] = None) -> List[str]:
    """The file names of libuno on a platform (``sys.platform`` by
    default), the one a program links against first."""
    platform = sys.platform if platform is None else platform
    if platform.startswith("win") or platform == "cygwin":
        # meson: uno-1.dll with MSVC, libuno-1.dll with MinGW; a bundled
        # or hand-built copy may be plain uno.dll or libuno.dll.
        return ["uno.dll", "uno-%d.dll" % SOVERSION,
                "libuno-%d.dll" % SOVERSION, "libuno.dll"]
    if platform == "darwin":
        return ["libuno.%d.dylib" % SOVERSION, "libuno.dylib"]
    return ["libuno.so.%d" % SOVERSION, "libuno.so"]


def _so_in(directory: str, platform: Optional[str] = None) -> List[str]:
    """The libuno shared objects in a directory, the SONAME first."""
    found = [os.path.join(directory, name) for name in library_names(platform)]
    found = [p for p in found if os.path.isfile(p)]
    # Other versions: libuno.so.1.0.0, libuno.1.0.0.dylib (and not meson's
    # "libuno.so.1.0.0.p" directory of objects beside them).
    platform = sys.platform if platform is None else platform
    pattern = ("libuno.*.dylib" if platform == "darwin" else
               None if platform.startswith("win") or platform == "cygwin"
               else "libuno.so.*")
    if pattern:
        found += sorted(p for p in glob.glob(os.path.join(directory, pattern))
                        if p not in found and os.path.isfile(p))
    return found


def _pkg_config_libdir(environ: Mapping[str, str]) -> Optional[str]:
    """The libdir of an installed libuno as its uno.pc says, or None."""
    exe = shutil.which("pkg-config", path=environ.get("PATH"))
    if not exe:
        return None
    try:
        out = subprocess.run([exe, "--variable=libdir", "uno"],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             env=dict(environ), timeout=10,
                             universal_newlines=True)
    except (OSError, subprocess.SubprocessError):
        return None
    libdir = out.stdout.strip()
    return libdir if out.returncode == 0 and libdir else None


def _candidates(environ: Mapping[str, str], package: str, platform: str,
                system: bool) -> Iterator[str]:
    explicit = environ.get("UNO_LIBRARY")
    if explicit:
        yield explicit
        return
    build = environ.get("UNO_BUILD_DIR")
    if build:
        yield from _so_in(os.path.join(build, "lib"), platform)
        yield from _so_in(build, platform)
    yield from _so_in(package, platform)
    root = os.path.dirname(os.path.dirname(package))
    if os.path.isdir(os.path.join(root, "meson-info")):
        yield from _so_in(os.path.join(root, "lib"), platform)
    if os.path.isfile(os.path.join(root, "include", "uno", "game.h")):
        builds = [d for d in glob.glob(os.path.join(root, "build*"))
                  if os.path.isdir(os.path.join(d, "lib"))]
        builds.sort(key=lambda d: -max([os.path.getmtime(p) for p in
                                        _so_in(os.path.join(d, "lib"), platform)]
                                       or [0]))
        for d in builds:
            yield from _so_in(os.path.join(d, "lib"), platform)
    if system:
        found = ctypes.util.find_library("uno")
        if found:
            yield found
    yield from library_names(platform)
    if system:
        libdir = _pkg_config_libdir(environ)
        if libdir:
            yield from _so_in(libdir, platform)


def candidates(environ: Optional[Mapping[str, str]] = None,
               package: Optional[str] = None, platform: Optional[str] = None,
               system: bool = True) -> List[str]:
    """Where the library is looked for, in order, without duplicates (see
    the module doc). ``environ`` (default ``os.environ``), ``package`` (the
    package's directory) and ``platform`` (``sys.platform``) are the
    situation to look in; ``system=False`` leaves out the steps that ask
    other programs (pkg-config, ``find_library()``)."""
    seen: List[str] = []
    for path in iter_candidates(environ, package, platform, system):
        if path not in seen:
            seen.append(path)
    return seen


def iter_candidates(environ: Optional[Mapping[str, str]] = None,
                    package: Optional[str] = None,
                    platform: Optional[str] = None,
                    system: bool = True) -> Iterator[str]:
    """:func:`candidates` one at a time: the later steps (which may run
    pkg-config) are only taken when asked for."""
    return _candidates(os.environ if environ is None else environ,
                       os.path.dirname(os.path.abspath(__file__))
                       if package is None else package,
                       sys.platform if platform is None else platform, system)


def _load() -> ctypes.CDLL:
    errors = []
    tried = set()
    for path in iter_candidates():
        if path in tried:
            continue
        tried.add(path)
        try:
            return ctypes.CDLL(path)
        except OSError as e:
            errors.append("%s: %s" % (path, e))
    raise ImportError(
        "libuno: cannot load libuno (set UNO_LIBRARY to the path of %s, build "
        "it with meson in the checkout, or install it):\n  %s"
        % (library_names()[0], "\n  ".join(errors)))


def check_version(number: int, path: str = "libuno") -> None:
    """Raises ImportError unless a library version number (as
    ``uno_version()`` returns it) suits this binding."""
    major, minor = number // 10000, number // 100 % 100
    want_major, want_minor = EXPECTED_VERSION
    if major != want_major or minor < want_minor:
        raise ImportError(
            "libuno: %s is version %d.%d.%d, but this binding needs %d.%d or a "
            "later %d.x; point UNO_LIBRARY at a matching libuno.so"
            % (path, major, minor, number % 100, want_major, want_minor,
               want_major))


lib = _load()
LIBRARY_PATH: str = getattr(lib, "_name", "libuno")


# ---- error checking ----

def strerror(code: int) -> str:
    """``uno_strerror(code)`` as a str (the library's "unknown" for a code
    beyond a C int, which must not wrap round to a known one)."""
    return lib.uno_strerror(code if INT_MIN <= code <= INT_MAX else INT_MIN)


def reason_message(reason: int) -> str:
    """``uno_reason_message(reason)`` as a str (as :func:`strerror` for a
    reason beyond a C int)."""
    return lib.uno_reason_message(reason if INT_MIN <= reason <= INT_MAX else INT_MIN)


def _decode(result, func, args):
    """errcheck for ``const char *`` results: str, or None for NULL."""
    return None if result is None else result.decode("utf-8", "replace")


def raise_status(code: int, game=None, message: str = "", **extra):
    """Raises the exception of a negative status, with the game's message."""
    from .errors import error_class
    if not message and game:
        message = lib.uno_game_errmsg(game)
    cls = error_class(code)
    raise cls(code, message, **extra)


def _check(result, func, args):
    """errcheck: a negative result raises; else it is returned."""
    if result < 0:
        game = args[0] if args and isinstance(args[0], GameP) else None
        raise_status(result, game)
    return result


def _check_seat(result, func, args):
    """errcheck for a seat that may be absent: UNO_ESTATE is None."""
    if result == Status.ESTATE:
        return None
    return _check(result, func, args)


#: Every function declared: name -> (restype, argtypes, errcheck).
DECLARED: Dict[str, tuple] = {}


def _declare(name, restype, argtypes, errcheck=None):
    try:
        f = getattr(lib, name)
    except AttributeError:
        raise ImportError("libuno: %s has no %s(); it is older than this "
                          "binding" % (LIBRARY_PATH, name)) from None
    f.restype = restype
    f.argtypes = argtypes
    if errcheck is not None:
        f.errcheck = errcheck
    DECLARED[name] = (restype, argtypes, errcheck)


_int_p = POINTER(c_int)
_card_p = POINTER(UnoCard)
_move_p = POINTER(UnoMove)
_status_fns = [
    # common.h, version.h
    ("uno_strerror", c_char_p, [c_int], _decode),
    ("uno_version", c_int, [], None),
    ("uno_version_string", c_char_p, [], _decode),
    # card.h
    ("uno_kind_is_wild", c_int, [c_int], None),
    ("uno_card_valid", c_int, [UnoCard], None),
    ("uno_card_parse", c_int, [c_char_p, c_size_t, _card_p], _check),
    ("uno_card_format", c_int, [UnoCard, c_char_p, c_size_t], _check),
    ("uno_color_notation", c_char_p, [c_int], _decode),
    ("uno_color_name", c_char_p, [c_int], _decode),
    ("uno_kind_name", c_char_p, [c_int], _decode),
    # move.h
    ("uno_move_init", UnoMove, [c_int], None),
    ("uno_move_play", UnoMove, [UnoCard, c_int], None),
    ("uno_move_parse", c_int, [c_char_p, c_size_t, _move_p], _check),
    ("uno_move_format", c_int, [_move_p, c_char_p, c_size_t], _check),
    ("uno_move_compare", c_int, [_move_p, _move_p], None),
    ("uno_reason_message", c_char_p, [c_int], _decode),
    # rules.h
    ("uno_rules_builtin", c_int, [POINTER(RulesP), c_char_p], _check),
    ("uno_rules_builtin_count", c_size_t, [], None),
    ("uno_rules_builtin_at", RulesP, [c_size_t], None),
    ("uno_rules_copy", c_int, [POINTER(RulesP), RulesP, c_void_p, c_void_p], _check),
    ("uno_rules_free", None, [RulesP], None),
    ("uno_rules_name", c_char_p, [RulesP], _decode),
    ("uno_rules_summary", c_char_p, [RulesP], _decode),
    ("uno_rules_players", c_int, [RulesP, _int_p, _int_p], _check),
    ("uno_rules_allows_players", c_int, [RulesP, c_int], _check),
    ("uno_rules_team_size", c_int, [RulesP], _check),
    ("uno_rules_deck", c_int, [RulesP, _card_p, c_size_t], _check),
    ("uno_rules_points", c_int, [RulesP, c_int], _check),
    ("uno_rules_get", c_int, [RulesP, c_int, _int_p], _check),
    ("uno_rules_set", c_int, [RulesP, c_int, c_int], _check),
    # option_info returns ENOTSUP for options a variant lacks: the caller
    # looks at the status itself.
    ("uno_rules_option_info", c_int, [RulesP, c_int, _int_p, _int_p, _int_p], None),
    ("uno_option_count", c_int, [], None),
    ("uno_option_name", c_char_p, [c_int], _decode),
    ("uno_option_description", c_char_p, [c_int], _decode),
    ("uno_option_lookup", c_int, [c_char_p, _int_p], _check),
    # game.h
    ("uno_game_new", c_int, [POINTER(GameP), RulesP, c_int, c_uint64, c_void_p, c_void_p], _check),
    ("uno_game_new_scripted", c_int, [POINTER(GameP), RulesP, c_int, c_uint64,
                                      _card_p, c_size_t, c_int, c_uint, c_void_p, c_void_p], _check),
    ("uno_game_new_from_hands", c_int, [POINTER(GameP), RulesP, c_int, c_uint64, _card_p,
                                        c_size_t, _int_p, c_int, c_int, c_uint, c_void_p,
                                        c_void_p], _check),
    ("uno_game_free", None, [GameP], None),
    ("uno_game_clone", c_int, [POINTER(GameP), GameP], _check),
    # The calls that may run hooks read their status themselves: a hook may
    # have closed the game, whose handle must then not be touched again.
    ("uno_game_set_hooks", c_int, [GameP, POINTER(UnoHooks), c_void_p], None),
    ("uno_game_legal_moves", c_int, [GameP, c_int, _move_p, c_size_t], _check),
    # check_move's status is a verdict, not an error: Game.check reads it.
    ("uno_game_check_move", c_int, [GameP, c_int, _move_p, _int_p], None),
    # apply's refusals need the reason: Game.apply reads the status itself.
    ("uno_game_apply", c_int, [GameP, c_int, _move_p], None),
    ("uno_game_apply_text", c_int, [GameP, c_int, c_char_p], None),
    ("uno_game_next_round", c_int, [GameP], None),
    ("uno_game_playout", c_int, [GameP, c_uint64, c_int], _check),
    ("uno_game_policy_move", c_int, [GameP, c_int, CHOICE_FN, c_void_p, _move_p], _check),
    ("uno_game_errmsg", c_char_p, [GameP], _decode),
    ("uno_game_rules", RulesP, [GameP], None),
    ("uno_game_players", c_int, [GameP], _check),
    ("uno_game_phase", c_int, [GameP], _check),
    ("uno_game_current_player", c_int, [GameP], _check_seat),
    # -1 (counterclockwise) is also UNO_EINVAL: the binding never passes
    # NULL, so every result is a direction.
    ("uno_game_direction", c_int, [GameP], None),
    ("uno_game_top_card", c_int, [GameP, _card_p], _check),
    ("uno_game_current_color", c_int, [GameP], _check),
    ("uno_game_hand", c_int, [GameP, c_int, _card_p, c_size_t], _check),
    ("uno_game_hand_size", c_int, [GameP, c_int], _check),
    ("uno_game_draw_pile_size", c_int, [GameP], _check),
    ("uno_game_discard_pile_size", c_int, [GameP], _check),
    ("uno_game_score", c_int, [GameP, c_int], _check),
    ("uno_game_dealer", c_int, [GameP], _check),
    ("uno_game_round", c_int, [GameP], _check),
    ("uno_game_round_winner", c_int, [GameP], _check_seat),
    ("uno_game_match_winner", c_int, [GameP], _check_seat),
    ("uno_game_team", c_int, [GameP, c_int], _check),
    ("uno_game_seat_status", c_int, [GameP, c_int], _check),
    ("uno_game_turned", c_int, [GameP, _card_p, c_size_t], _check),
    ("uno_game_pending_draw", c_int, [GameP], _check),
    ("uno_game_gives_left", c_int, [GameP], _check),
    ("uno_game_uno_called", c_int, [GameP, c_int], _check),
    ("uno_game_misplay", c_int, [GameP, POINTER(c_int)], _check_seat),
]

for _name, _res, _args, _ec in _status_fns:
    _declare(_name, _res, _args, _ec)
del _name, _res, _args, _ec

# save.h: optional, so that the binding still loads a libuno built before
# saving existed (Game.save() then raises NotImplementedError). A save is
# binary, NULs included: load takes its length, never its NUL.
_optional_fns = [
    ("uno_game_save", c_int, [GameP, POINTER(c_uint8), c_size_t], _check),
    ("uno_game_load", c_int, [POINTER(GameP), c_char_p, c_size_t, c_void_p,
                              c_void_p], _check),
]
HAS_SAVE = all(hasattr(lib, name) for name, _, _, _ in _optional_fns)
if HAS_SAVE:
    for _name, _res, _args, _ec in _optional_fns:
        _declare(_name, _res, _args, _ec)
    del _name, _res, _args, _ec

# The fast host calls and batches of view.h, game.h and batch.h (the
# library's UNO_0.2 symbols): optional like saving, so that a libuno built
# before them still loads. Without them Game.decision(), apply_index() and
# reset() raise NotImplementedError, legal_moves() lists as it always did,
# and libuno.Batch cannot be made.
_fast_fns = [
    # decision only fails for a NULL pointer or a short size, which the
    # binding never passes: Game.decision reads the status itself rather
    # than pay for an errcheck on every move.
    ("uno_game_decision", c_int, [GameP, POINTER(UnoDecision)], None),
    # apply_index and reset may run hooks, and apply_index's refusals need
    # the reason: the Game reads their statuses itself (as for apply).
    ("uno_game_apply_index", c_int, [GameP, c_int, c_int], None),
    ("uno_game_reset", c_int, [GameP, c_uint64], None),
]
_batch_fns = [
    ("uno_batch_new", c_int, [POINTER(BatchP), RulesP, c_int, c_size_t,
                              c_uint64, c_void_p, c_void_p], _check),
    ("uno_batch_free", None, [BatchP], None),
    ("uno_batch_count", c_size_t, [BatchP], None),
    # NULL (an index out of range) comes back as a NULL GameP: the Batch
    # checks the index before it asks.
    ("uno_batch_game", GameP, [BatchP, c_size_t], None),
    ("uno_batch_observe", c_int, [BatchP, POINTER(UnoBatchOut)], _check),
    ("uno_batch_step", c_int, [BatchP, POINTER(c_int32), POINTER(UnoBatchOut)],
     _check),
]
# uno_batch_set_opponents() takes bots: declared in bot.py, with them.
HAS_FAST = all(hasattr(lib, name) for name, _, _, _ in _fast_fns)
HAS_BATCH = all(hasattr(lib, name) for name, _, _, _ in _batch_fns)
for _name, _res, _args, _ec in ((_fast_fns if HAS_FAST else []) +
                                (_batch_fns if HAS_BATCH else [])):
    _declare(_name, _res, _args, _ec)

# The host calls of 0.2 (UNO_0.2): uno_rules_check() says why a game
# cannot be made (Rules.check(), and the message of a refused Game());
# uno_game_advance() is declared with the bots (bot.py). Optional as above:
# without it Rules.check() raises NotImplementedError and Game() says what
# the binding can tell on its own.
_check_fns = [
    # Its status is the answer: Rules.check() reads it.
    ("uno_rules_check", c_int, [RulesP, c_int, c_char_p, c_size_t], None),
]
HAS_RULES_CHECK = all(hasattr(lib, name) for name, _, _, _ in _check_fns)
#: Whether uno_game_advance() is there (declared in bot.py, with the bots).
HAS_ADVANCE = hasattr(lib, "uno_game_advance")
if HAS_RULES_CHECK:
    for _name, _res, _args, _ec in _check_fns:
        _declare(_name, _res, _args, _ec)


# Variant definitions (0.2, doc/variant-format.md): Rules.define() and
# Rules.definition(). Optional as above: without them those raise
# NotImplementedError.
_define_fns = [
    # Statuses read by Rules.define(), which reports where and why.
    ("uno_rules_define", c_int, [POINTER(RulesP), c_char_p, c_size_t,
                                 POINTER(UnoDefinitionError), c_void_p, c_void_p], None),
    ("uno_rules_definition", c_int, [RulesP, c_char_p, c_size_t], None),
]
# A variant's own kinds and notation (0.2, doc/variant-format.md): the
# names, symbols and text of the kinds a definition adds.
_notation_fns = [
    ("uno_rules_kind_name", c_char_p, [RulesP, c_int], None),
    ("uno_rules_kind_symbol", c_char_p, [RulesP, c_int], None),
    ("uno_rules_card_parse", c_int, [RulesP, c_char_p, c_size_t, POINTER(UnoCard)], None),
    ("uno_rules_card_format", c_int, [RulesP, UnoCard, c_char_p, c_size_t], None),
    ("uno_rules_move_parse", c_int, [RulesP, c_char_p, c_size_t, POINTER(UnoMove)], None),
    ("uno_rules_move_format", c_int, [RulesP, POINTER(UnoMove), c_char_p, c_size_t], None),
    ("uno_rules_move_index_count", c_int, [RulesP], None),
]
HAS_NOTATION = all(hasattr(lib, name) for name, _, _, _ in _notation_fns)
if HAS_NOTATION:
    for _name, _res, _args, _ec in _notation_fns:
        _declare(_name, _res, _args, _ec)
# What a kind does (1.0): Rules.kind_effects(), optional as above.
HAS_KIND_EFFECTS = hasattr(lib, "uno_rules_kind_effects")
if HAS_KIND_EFFECTS:
    _declare("uno_rules_kind_effects", c_int, [RulesP, c_int, c_char_p, c_size_t], None)
# Two-sided cards (1.0, UNO Flip): the sides of a deck, the side in play,
# the hidden faces a seat sees (FL-5) and the notation per side. Optional
# as above: without them every deck is one-sided (Rules.sides is 1,
# Game.side 0, Game.hidden_faces() empty) and text reads in the light
# side's letters.
_sided_fns = [
    ("uno_rules_sides", c_int, [RulesP], _check),
    ("uno_rules_deck_side", c_int, [RulesP, c_int, _card_p, c_size_t], _check),
    # Statuses read by Rules.card_text() and move_text(), which say why.
    ("uno_rules_card_format_side", c_int, [RulesP, UnoCard, c_int, c_char_p, c_size_t], None),
    ("uno_rules_move_format_side", c_int, [RulesP, _move_p, c_int, c_char_p, c_size_t], None),
    ("uno_game_side", c_int, [GameP], _check),
    ("uno_game_hidden_faces", c_int, [GameP, c_int, c_int, _card_p, c_size_t], _check),
]
HAS_SIDES = all(hasattr(lib, name) for name, _, _, _ in _sided_fns)
if HAS_SIDES:
    for _name, _res, _args, _ec in _sided_fns:
        _declare(_name, _res, _args, _ec)
# What each seat is told (1.0, doc/information.md): an event as one seat or
# a spectator may know it. Optional as above: without it
# Game.event_for_seat() raises NotSupported, and a spectator's view and
# observation (which an older library refuses) are refused too.
HAS_TELL = hasattr(lib, "uno_event_for_seat")
if HAS_TELL:
    _declare("uno_event_for_seat", c_int,
             [GameP, c_int, POINTER(UnoEvent), POINTER(UnoEvent)], _check)
# What a seat is told, as JSON (1.1, json.h): Game.view_json(),
# legal_json() and event_json(). Optional as above: without them those
# raise NotSupported. c_void_p for the buffer: the caller's own.
_json_fns = [
    ("uno_game_view_json", c_int, [GameP, c_int, ctypes.c_void_p, c_size_t], _check),
    ("uno_game_legal_json", c_int, [GameP, c_int, ctypes.c_void_p, c_size_t], _check),
    ("uno_event_json", c_int, [GameP, c_int, POINTER(UnoEvent), ctypes.c_void_p, c_size_t],
     _check),
]
HAS_JSON = all(hasattr(lib, name) for name, _, _, _ in _json_fns)
if HAS_JSON:
    for _name, _res, _args, _ec in _json_fns:
        _declare(_name, _res, _args, _ec)
# Names and words (1.0, text.h; rules.h's option labels, categories and
# lists): libuno.text, Rules.card_name(), Rules.describe() and the enums'
# ``key``. Optional as above: without them those raise NotSupported.
_text_fns = [
    ("uno_event_type_name", c_char_p, [c_int], _decode),
    ("uno_phase_name", c_char_p, [c_int], _decode),
    ("uno_draw_reason_name", c_char_p, [c_int], _decode),
    ("uno_seat_status_name", c_char_p, [c_int], _decode),
    ("uno_reason_name", c_char_p, [c_int], _decode),
    ("uno_color_name_side", c_char_p, [c_int, c_int], _decode),
    # Statuses read by the callers, which say why.
    ("uno_rules_card_name", c_int, [RulesP, UnoCard, c_int, c_char_p, c_size_t], None),
    ("uno_event_text", c_int, [RulesP, POINTER(UnoEvent), c_int, POINTER(c_char_p),
                               c_size_t, c_char_p, c_size_t], None),
    ("uno_option_label", c_char_p, [c_int], _decode),
    ("uno_option_category_of", c_int, [c_int], None),
    ("uno_option_category_name", c_char_p, [c_int], _decode),
    ("uno_rules_options", c_int, [RulesP, _int_p, c_size_t], _check),
]
HAS_TEXT = all(hasattr(lib, name) for name, _, _, _ in _text_fns)
if HAS_TEXT:
    for _name, _res, _args, _ec in _text_fns:
        _declare(_name, _res, _args, _ec)
HAS_DEFINE = all(hasattr(lib, name) for name, _, _, _ in _define_fns)
if HAS_DEFINE:
    for _name, _res, _args, _ec in _define_fns:
        _declare(_name, _res, _args, _ec)


def rules_check(rules: Any, players: int) -> Optional[tuple]:
    """``uno_rules_check()``: None when ``uno_game_new()`` would accept the
    rules (a RulesP) and seat count, else ``(status, reason)``."""
    buf = ctypes.create_string_buffer(256)
    rc = lib.uno_rules_check(rules, players, buf, len(buf))
    if rc >= 0:
        return None
    return rc, buf.value.decode("utf-8", "replace")


VERSION_NUMBER: int = lib.uno_version()
VERSION_STRING: str = lib.uno_version_string()
check_version(VERSION_NUMBER, LIBRARY_PATH)


def _check_options() -> None:
    """The binding's Option enum must name the library's first options
    exactly as the library does (the ids are ABI, but a typo would make
    Option.X and "x" mean different things)."""
    count = lib.uno_option_count()
    for opt in Option:
        if opt < count and lib.uno_option_name(int(opt)) != opt.key:
            raise ImportError("libuno: option %d is %r in %s but %r in the "
                              "binding" % (opt, lib.uno_option_name(int(opt)),
                                           LIBRARY_PATH, opt.key))


_check_options()

# Buffer types for count-then-fill calls. Make one per call, never share
# one: ctypes lets go of the GIL during a call, so two threads may be in
# the library at once (even on one game, for read-only calls).
CARD_BUF = UnoCard * MAX_DECK
MOVE_BUF = UnoMove * MAX_MOVES

__all__ = ["lib", "UnoCard", "UnoMove", "UnoEvent", "UnoHooks", "UnoDecision",
           "UnoBatchOut", "GameP", "RulesP", "BatchP", "candidates", "check_version", "check_int", "c_text",
           "strerror", "reason_message", "raise_status"]
