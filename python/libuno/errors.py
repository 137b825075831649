"""Exceptions: every negative libuno status becomes one of these.

Each carries the status (:attr:`UnoError.status`, a :class:`~libuno.Status`),
the library's name for it (:attr:`UnoError.strerror`, from
``uno_strerror()``) and what went wrong (:attr:`UnoError.message`: the
game's ``uno_game_errmsg()`` where there is a game, else a sentence of the
binding's). Refused moves raise :class:`IllegalMove`, which also carries the
:class:`~libuno.Reason` and the move.

The classes also derive from the built-in exception a Python programmer
would expect (``ValueError`` for bad values, ``KeyError`` for unknown option
names, ...), so either kind of ``except`` works.
"""
from __future__ import annotations

from typing import Any, Optional

from .enums import Reason, Status

__all__ = [
    "UnoError", "InvalidArgument", "OutOfMemory", "IllegalMove",
    "NotYourTurn", "ParseError", "DefinitionError", "OutOfRange", "NotSupported",
    "InvalidState", "Busy", "NotFound", "DeckError", "BufferTooSmall",
    "FormatError",
]


class UnoError(Exception):
    """Base class of every error the binding raises for the library.

    Attributes:
        status: the :class:`~libuno.Status` code.
        strerror: ``uno_strerror(status)``, e.g. ``"UNO_EINVAL: invalid
            argument"``.
        message: what went wrong, as specific as known (the game's
            ``uno_game_errmsg()`` when it said something).
    """

    status: Status
    strerror: str
    message: str

    def __init__(self, status: int, message: str = "",
                 strerror: Optional[str] = None) -> None:
        try:
            self.status = Status(status)
        except ValueError:
            self.status = status  # type: ignore[assignment]
        if strerror is None:
            from . import _lib
            strerror = _lib.strerror(status)
        self.strerror = strerror
        self.message = message or strerror
        super().__init__(self.message)

    def __str__(self) -> str:
        if self.message == self.strerror:
            return self.strerror
        return "%s (%s)" % (self.message, self.strerror)


class InvalidArgument(UnoError, ValueError):
    """``UNO_EINVAL``: an argument is out of range or malformed."""


class OutOfMemory(UnoError, MemoryError):
    """``UNO_ENOMEM``: the allocator failed."""


class IllegalMove(UnoError):
    """``UNO_EILLEGAL``: the move breaks a rule. Nothing changed.

    Attributes:
        reason: the :class:`~libuno.Reason` (``uno_game_check_move()``).
        reason_message: ``uno_reason_message(reason)``, naming the rule.
        move: the refused :class:`~libuno.Move` (None if unknown).
        seat: the seat that tried it (None if unknown).
    """

    reason: Reason
    reason_message: str
    move: Any
    seat: Optional[int]

    def __init__(self, status: int, message: str = "",
                 strerror: Optional[str] = None, *,
                 reason: int = Reason.OK, move: Any = None,
                 seat: Optional[int] = None) -> None:
        try:
            self.reason = Reason(reason)
        except ValueError:
            self.reason = reason  # type: ignore[assignment]
        from . import _lib
        self.reason_message = _lib.reason_message(int(reason))
        self.move = move
        self.seat = seat
        super().__init__(status, message or self.reason_message, strerror)


class NotYourTurn(IllegalMove):
    """``UNO_ETURN``: another seat owns the pending decision
    (reason :attr:`~libuno.Reason.NOT_YOUR_TURN`)."""


class ParseError(UnoError, ValueError):
    """``UNO_EPARSE``: text is not valid card or move notation."""


class DefinitionError(ParseError):
    """``UNO_EPARSE`` from :meth:`libuno.Rules.define`: a variant definition
    (doc/variant-format.md) the library refuses.

    Attributes:
        line: the line at fault, from 1 (0: the definition as a whole).
        column: the byte in that line, from 1 (0 with line 0).
        reason: what is wrong, in the library's words.
    """

    def __init__(self, line: int, column: int, reason: str) -> None:
        self.line = line
        self.column = column
        self.reason = reason
        where = "line %d, column %d: " % (line, column) if line else ""
        super().__init__(Status.EPARSE, "variant definition: " + where + reason)


class OutOfRange(UnoError, ValueError):
    """``UNO_ERANGE``: an option value is outside its bounds."""


class NotSupported(UnoError, KeyError):
    """``UNO_ENOTSUP``: the variant has no such option or feature."""


class InvalidState(UnoError):
    """``UNO_ESTATE``: not possible in the game's state (for example
    ``next_round()`` while the round is still being played)."""


class Busy(UnoError, RuntimeError):
    """``UNO_EBUSY``: a hook tried to change the game that called it."""


class NotFound(UnoError, KeyError):
    """``UNO_ENOTFOUND``: no built-in rule table or option has that name."""


class DeckError(UnoError, ValueError):
    """``UNO_EDECK``: a scripted deck is not the variant's deck."""


class BufferTooSmall(UnoError):
    """``UNO_ENOSPC``: a buffer was too small (a binding bug if seen)."""


class FormatError(UnoError, ValueError):
    """``UNO_EFORMAT``: bytes given to :meth:`libuno.Game.load` are not a
    valid, consistent saved game (or another format version)."""


_BY_STATUS = {
    Status.EINVAL: InvalidArgument,
    Status.ENOMEM: OutOfMemory,
    Status.EILLEGAL: IllegalMove,
    Status.ETURN: NotYourTurn,
    Status.EPARSE: ParseError,
    Status.ERANGE: OutOfRange,
    Status.ENOTSUP: NotSupported,
    Status.ESTATE: InvalidState,
    Status.EBUSY: Busy,
    Status.ENOTFOUND: NotFound,
    Status.EDECK: DeckError,
    Status.ENOSPC: BufferTooSmall,
    Status.EFORMAT: FormatError,
}


def error_class(status: int) -> type:
    """The exception class raised for a status code."""
    return _BY_STATUS.get(status, UnoError)  # type: ignore[call-overload]
