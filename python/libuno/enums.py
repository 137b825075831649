"""The library's enumerations, as :class:`enum.IntEnum` classes.

Every class is made from a C enum of ``include/uno/*.h``, member for member
and value for value (read from the headers when the package is built:
:mod:`libuno._headers`), so a member can be passed wherever the C API takes
that enum, and a number the library returns converts back with
``Phase(n)``. Members are named like the C constants without their common
prefix (``UNO_PHASE_DRAWN`` is ``Phase.DRAWN``). A few C members are not
members here: counts (``UNO_KIND_COUNT``, ``UNO_REASON_COUNT``,
``UNO_OPT_COUNT_``) and ``UNO_NO_COLOR``, which is :data:`NO_COLOR`.
"""
from __future__ import annotations

import enum
from typing import Dict, Iterable, Tuple

from ._headers import DEFINES, members

__all__ = [
    "Status", "Color", "DarkColor", "NO_COLOR", "Kind", "MoveType", "Reason", "Phase",
    "SeatStatus", "DrawReason", "EventType", "Option", "CAST_DEAL",
    "PenaltyReason", "PlayoutPolicy", "BotKind", "BotLevel", "DRAW_PILE", "SPECTATOR",
]


def _make(base: type, name: str, c_enum: str, drop: Iterable[str] = ()):
    """The public enum ``name`` with the members of ``c_enum``, made as a
    subclass of ``base`` (an IntEnum without members holding the methods
    and the docstring)."""
    cls = base(name, members(c_enum, drop), module=__name__, qualname=name)
    cls.__doc__ = base.__doc__
    return cls


def _parse_color(cls, text: str, what: str, letters: str):
    """The member of a color enum named by its letter or English name, any
    case: Color.parse() and DarkColor.parse()."""
    if not isinstance(text, str):
        raise TypeError("a color is named by a str, not %s" % type(text).__name__)
    key = text.strip().upper()
    for c in cls:
        if key == c.letter or key == c.name:
            return c
    raise ValueError("not %s: %r (use %s or a color name)" % (what, text, letters))


class _Status(enum.IntEnum):
    """Status codes (``uno_status``): 0 is success, errors are negative."""


class _Color(enum.IntEnum):
    """The four colors (G-1), ``uno_color`` 0-3.

    The C "no color" value (``UNO_NO_COLOR``, 4) is not a member, so that
    ``list(Color)`` holds exactly the colors a player may name; the binding
    reports "no color" as ``None`` (the constant :data:`NO_COLOR` holds the
    number).
    """

    @property
    def letter(self) -> str:
        """The one-letter notation: ``"R"``, ``"Y"``, ``"G"`` or ``"B"``."""
        return self.name[0]

    @classmethod
    def parse(cls, text: str) -> "Color":
        """A color from its letter or English name, any case (``"b"``,
        ``"Blue"``). Raises :class:`ValueError` for anything else."""
        return _parse_color(cls, text, "a color", "R, Y, G, B")

    @property
    def light(self) -> "Color":
        """Itself (see :attr:`dark`)."""
        return self

    @property
    def dark(self) -> "DarkColor":
        """The :class:`DarkColor` on the same number: the color a card of
        this color shows as on the dark side of two-sided cards."""
        return DarkColor(int(self))

    def __str__(self) -> str:
        return self.letter


class DarkColor(enum.IntEnum):
    """The colors of the dark side of two-sided cards (UNO Flip, FL-2):
    pink, teal, orange and purple, on the numbers 0-3 of red, yellow,
    green and blue.

    A color the binding reads while the dark side is in play (a game's
    :attr:`~libuno.Game.current_color`, a card's or move's color, a view's
    or event's) is a DarkColor, so that it prints as the dark color
    (``str()`` is its letter, ``P``, ``T``, ``O``, ``V``). It is still the
    number it is: ``DarkColor.PINK == Color.RED == 0``, with the same
    hash, so comparisons, dict keys and ``Color(c)`` keep working;
    ``isinstance(c, Color)`` is False for it (test ``c in Color`` or compare
    with ``==``). :attr:`light` is the :class:`Color` on the same number,
    :attr:`Color.dark <libuno.Color.dark>` the other way.
    """

    PINK = 0
    TEAL = 1
    ORANGE = 2
    PURPLE = 3

    @property
    def letter(self) -> str:
        """The one-letter notation of the dark side: ``"P"``, ``"T"``,
        ``"O"`` or ``"V"`` (the library's, read on import)."""
        letters = _DARK_LETTERS or _read_dark_letters()
        return letters[self]

    @property
    def light(self) -> "Color":
        """The light side's color on the same number."""
        return Color(int(self))

    @property
    def dark(self) -> "DarkColor":
        """Itself."""
        return self

    @classmethod
    def parse(cls, text: str) -> "DarkColor":
        """A dark color from its letter or English name, any case (``"t"``,
        ``"Teal"``). Raises :class:`ValueError` for anything else."""
        return _parse_color(cls, text, "a dark color", "P, T, O, V")

    def __str__(self) -> str:
        return self.letter


class _Kind(enum.IntEnum):
    """What is printed on a card, regardless of color (``uno_kind``).

    ``ZERO`` .. ``NINE`` are the numbers (``kind <= Kind.NINE``); kinds from
    ``WILD`` on are wilds.
    """

    @property
    def is_wild(self) -> bool:
        """Whether cards of this kind are wilds (no color in hand)."""
        return self >= type(self).WILD

    @property
    def is_number(self) -> bool:
        """Whether this is a number kind (0-9)."""
        return self <= type(self).NINE


class _MoveType(enum.IntEnum):
    """The kinds of move (``uno_move_type``), in canonical order."""


class _PenaltyReason(enum.IntEnum):
    """Why the referee gives a penalty (``uno_penalty_reason``, R-1)."""


class _Reason(enum.IntEnum):
    """Why a move is refused (``uno_reason``): one code per broken rule."""

    @property
    def key(self) -> str:
        """The library's stable name of this reason (``uno_reason_name()``): ``"no_match"``."""
        return _library_name("uno_reason_name", self)


class _Phase(enum.IntEnum):
    """The kind of decision a game waits for (``uno_phase``)."""

    @property
    def key(self) -> str:
        """The library's stable name of this phase (``uno_phase_name()``): ``"round_over"``."""
        return _library_name("uno_phase_name", self)


class _PlayoutPolicy(enum.IntEnum):
    """The policies of :meth:`libuno.Game.playout` (``uno_playout_policy``)."""


class _BotKind(enum.IntEnum):
    """The kinds of :class:`libuno.Bot` (``uno_bot_kind``)."""


class _BotLevel(enum.IntEnum):
    """The difficulty ladder of :class:`libuno.Bot` (``uno_bot_level``): each
    level beats the one below head to head (doc/bots.md)."""


class _SeatStatus(enum.IntEnum):
    """Where a seat stands in the match (``uno_seat_status``)."""

    @property
    def key(self) -> str:
        """The library's stable name of this seat status (``uno_seat_status_name()``): ``"knocked_out"``."""
        return _library_name("uno_seat_status_name", self)


class _DrawReason(enum.IntEnum):
    """Why cards were drawn (``uno_draw_reason``), in draw and penalty
    events."""

    @property
    def key(self) -> str:
        """The library's stable name of this draw reason
        (``uno_draw_reason_name()``): ``"uno_penalty"``."""
        return _library_name("uno_draw_reason_name", self)


class _EventType(enum.IntEnum):
    """What an :class:`libuno.Event` reports (``uno_event_type``)."""

    @property
    def key(self) -> str:
        """The library's stable name of this event type (``uno_event_type_name()``): ``"knocked_out"``."""
        return _library_name("uno_event_type_name", self)


class _Option(enum.IntEnum):
    """Rule options by id (``uno_option``). Each also has a stable name, the
    member's name in lower case (``Option.UNO_PENALTY`` is
    ``"uno_penalty"``); the binding checks on load that the library agrees.
    :class:`libuno.Rules` takes either form."""

    @property
    def key(self) -> str:
        """The option's stable name (``"uno_penalty"``)."""
        return self.name.lower()


#: The names asked of the library so far, by function and code: they never
#: change while it is loaded, and a server asks for them for every event.
_LIBRARY_NAMES: Dict[Tuple[str, int], str] = {}


def _library_name(fn: str, member: enum.IntEnum) -> str:
    """A member's name from the library (text.h); with a library older
    than 1.0, which has none, its own name in lower case (the library's
    names are its constants' without the prefix, in lower case)."""
    key = (fn, int(member))
    name = _LIBRARY_NAMES.get(key)
    if name is None:
        from . import _lib
        if _lib.HAS_TEXT:
            name = getattr(_lib.lib, fn)(key[1])
        if name is None:
            name = member.name.lower()
        _LIBRARY_NAMES[key] = name
    return name


Status = _make(_Status, "Status", "uno_status")
Color = _make(_Color, "Color", "uno_color", drop=["NO_COLOR"])
Kind = _make(_Kind, "Kind", "uno_kind", drop=["KIND_COUNT"])
MoveType = _make(_MoveType, "MoveType", "uno_move_type")
PenaltyReason = _make(_PenaltyReason, "PenaltyReason", "uno_penalty_reason")
Reason = _make(_Reason, "Reason", "uno_reason", drop=["COUNT"])
Phase = _make(_Phase, "Phase", "uno_phase")
PlayoutPolicy = _make(_PlayoutPolicy, "PlayoutPolicy", "uno_playout_policy")
BotKind = _make(_BotKind, "BotKind", "uno_bot_kind")
BotLevel = _make(_BotLevel, "BotLevel", "uno_bot_level")
SeatStatus = _make(_SeatStatus, "SeatStatus", "uno_seat_status")
DrawReason = _make(_DrawReason, "DrawReason", "uno_draw_reason")
EventType = _make(_EventType, "EventType", "uno_event_type")
Option = _make(_Option, "Option", "uno_option", drop=["COUNT_"])

#: The C value of "no color" (``UNO_NO_COLOR``): a wild in hand, or a color
#: not named yet. The binding shows it as ``None``.
NO_COLOR: int = dict(members("uno_color"))["NO_COLOR"]

#: What a ``cast`` hook may return, besides a seat, to deal the turned cards
#: round the table (``UNO_CAST_DEAL``); the string ``"deal"`` works too.
CAST_DEAL: int = DEFINES["CAST_DEAL"]

#: The draw pile, as the target of :meth:`libuno.Game.hidden_faces`
#: (``UNO_DRAW_PILE``): what a seat sees of its top card's hidden face.
DRAW_PILE: int = DEFINES.get("DRAW_PILE", -2)

#: No seat (``UNO_SPECTATOR``, -1): a spectator, who knows only what every
#: seat knows. :meth:`libuno.Game.view`, :meth:`~libuno.Game.observation`,
#: :meth:`~libuno.Game.hidden_faces` and :meth:`~libuno.Game.event_for_seat`
#: take it in place of a seat (doc/information.md).
SPECTATOR: int = DEFINES.get("SPECTATOR", -1)

#: A referee's penalty: the default and the most cards it makes a seat draw
#: (``UNO_PENALTY_DEFAULT``, ``UNO_PENALTY_MAX``, R-1).
PENALTY_DEFAULT: int = DEFINES["PENALTY_DEFAULT"]
PENALTY_MAX: int = DEFINES["PENALTY_MAX"]


_DARK_LETTERS: list = []


def _read_dark_letters() -> list:
    """The dark letters, read once (the library loads after this module)."""
    if not _DARK_LETTERS:
        _DARK_LETTERS.extend(_dark_letters())
    return _DARK_LETTERS


def _dark_letters():
    """The dark side's color letters as the library writes them (the
    ``color`` move of the built-in two-sided variant on side 1); the
    letters FL-2 gives them when the library has no such variant."""
    fallback = ("P", "T", "O", "V")
    try:
        import ctypes
        from ._lib import HAS_SIDES, UnoMove, lib
        if not HAS_SIDES:
            return fallback
        for i in range(lib.uno_rules_builtin_count()):
            ptr = lib.uno_rules_builtin_at(i)
            if lib.uno_rules_sides(ptr) == 2:
                break
        else:
            return fallback
        out = []
        for c in range(4):
            m = UnoMove()
            ctypes.memset(ctypes.byref(m), 0, ctypes.sizeof(m))
            m.type = int(MoveType.COLOR)
            m.color = c
            m.target = -1
            buf = ctypes.create_string_buffer(32)
            if lib.uno_rules_move_format_side(ptr, m, 1, buf, 32) < 0:
                return fallback
            out.append(buf.value.decode("ascii").split()[-1])
        return tuple(out)
    except Exception:  # a library too old to say: FL-2's letters
        return fallback
