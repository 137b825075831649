"""Computer players from the library (``bot.h``): :class:`Bot`.

A bot answers the decision pending for a seat (:meth:`Bot.choose`) and the
moves a seat may make out of turn (:meth:`Bot.act`). It reads only what
that seat may see, every move it returns is legal, and it is deterministic:
the same seed and the same view of the game give the same move.
"""
from __future__ import annotations

from ctypes import (POINTER, Structure, byref, c_int, c_int32, c_size_t, c_uint32,
                    c_uint, c_uint64, c_void_p)
from typing import Any, List, Optional, Sequence, Tuple, Union

from . import _lib
from ._lib import GameP, UnoMove, lib
from .cards import Move, move_from_raw
from .enums import BotKind, BotLevel, Status
from .errors import InvalidArgument

#: UNO_BOT_DEFAULT_PLAYOUTS and UNO_BOT_DEFAULT_DETERMINIZATIONS (bot.h).
DEFAULT_PLAYOUTS: int = _lib.DEFINES["BOT_DEFAULT_PLAYOUTS"]
DEFAULT_DETERMINIZATIONS: int = _lib.DEFINES["BOT_DEFAULT_DETERMINIZATIONS"]


class _Bot(Structure):
    """The opaque ``uno_bot`` (only ever used through a pointer)."""


BotP = POINTER(_Bot)


class UnoBotOptions(Structure):
    """``uno_bot_options``, field for field."""
    _fields_ = [("size", c_uint32), ("kind", c_int32), ("playouts", c_uint32),
                ("determinizations", c_uint32), ("seed", c_uint64),
                ("mistakes", c_uint32)]


for _name, _res, _args, _ec in [
        ("uno_bot_options_init", c_int, [POINTER(UnoBotOptions), c_int], _lib._check),
        ("uno_bot_options_level", c_int, [POINTER(UnoBotOptions), c_int], _lib._check),
        ("uno_bot_new", c_int, [POINTER(BotP), POINTER(UnoBotOptions), c_void_p, c_void_p],
         _lib._check),
        ("uno_bot_free", None, [BotP], None),
        ("uno_bot_choose", c_int, [BotP, GameP, c_int, POINTER(UnoMove)], _lib._check),
        ("uno_bot_act", c_int, [BotP, GameP, c_int, POINTER(UnoMove)], _lib._check),
]:
    _lib._declare(_name, _res, _args, _ec)
del _name, _res, _args, _ec

# uno_game_advance() (bot.h, UNO_0.2): Game.advance(). Optional, so that a
# libuno built before it still loads (Game.advance() then raises
# NotImplementedError). It may run hooks: the Game reads its status itself.
_advance_fns = [
    ("uno_game_advance", c_int, [GameP, POINTER(BotP), c_int, c_int], None),
]
if _lib.HAS_ADVANCE:
    for _name, _res, _args, _ec in _advance_fns:
        _lib._declare(_name, _res, _args, _ec)
    del _name, _res, _args, _ec

# uno_batch_set_opponents() (batch.h, UNO_0.2): Batch.set_opponents(), whose
# status the Batch reads itself.
if hasattr(_lib.lib, "uno_batch_set_opponents"):
    _lib._declare("uno_batch_set_opponents", c_int,
                  [_lib.BatchP, c_int, c_int, c_uint64, POINTER(BotP), c_int], None)
    _lib._declare("uno_batch_restart", c_int, [_lib.BatchP, c_size_t], None)
if hasattr(_lib.lib, "uno_batch_set_tracking"):
    _lib._declare("uno_batch_set_tracking", c_int, [_lib.BatchP, c_uint], None)


def _member(cls: Any, value: Union[str, int], what: str) -> Any:
    """A member of the enum ``cls`` (BotKind, BotLevel) from its name in
    any case or its number: ValueError naming the choices, or TypeError."""
    names = [m.name.lower() for m in cls]
    if isinstance(value, str):
        try:
            return cls[value.upper()]
        except KeyError:
            raise ValueError("unknown %s %r (%s or %s)" % (
                what, value, ", ".join(names[:-1]), names[-1])) from None
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("a %s is a str or uno.%s" % (what, cls.__name__))
    try:
        return cls(value)
    except ValueError:
        raise ValueError("unknown %s %d" % (what, value)) from None


def _level(level: Union[str, int]) -> BotLevel:
    return _member(BotLevel, level, "bot level")


def _kind(kind: Union[str, int]) -> BotKind:
    return _member(BotKind, kind, "bot kind")


class Bot:
    """A computer player of libuno (``uno_bot``).

    Args:
        kind: ``"random"`` (the baseline), ``"greedy"`` (fixed rules:
            actions early, wilds kept, the color held most), ``"search"``
            (information-set Monte Carlo search), ``"ismcts"`` (its tree
            search, which also searches the seat's later decisions) or
            ``"reference"`` (the reference policy of the benchmarks and of
            :meth:`libuno.Game.playout`'s ``"reference"``), or a
            :class:`BotKind`.
        playouts: the search's playouts per decision in all (default
            1000, a few milliseconds).
        determinizations: the search's sampled worlds per decision
            (default 50); at most ``playouts``.
        seed: 0 to 2**64-1; seeds every random choice.
        level: instead of a kind, a level of the difficulty ladder:
            ``"easy"``, ``"medium"``, ``"hard"`` or ``"expert"`` (or a
            :class:`BotLevel`), each beating the one below head to head
            (doc/bots.md); playouts and determinizations still apply.
        mistakes: of every 256 decisions, about how many are answered the
            random bot's way instead (0 to 256; default: the kind's or the
            level's, 0 but for ``"medium"``).

    ``bot.choose(game, seat)`` gives the :class:`~libuno.Move` answering the
    decision pending for the seat (by default the current player);
    ``bot.act(game, seat)`` a call, catch, misplay catch or jump-in the
    seat makes out of turn, or None. Neither changes the game: apply the
    move with :meth:`libuno.Game.apply`. The bot's memory is freed when it is
    garbage collected, or at once with :meth:`close` (or a ``with`` block).
    A bot is used by one thread at a time.
    """

    def __init__(self, kind: Optional[Union[str, int]] = None, *,
                 playouts: Optional[int] = None,
                 determinizations: Optional[int] = None, seed: int = 0,
                 level: Optional[Union[str, int]] = None,
                 mistakes: Optional[int] = None) -> None:
        self._b = None
        o = UnoBotOptions()
        if level is not None:
            if kind is not None:
                raise TypeError("a bot has a kind or a level, not both")
            lib.uno_bot_options_level(byref(o), int(_level(level)))
        else:
            lib.uno_bot_options_init(byref(o), int(_kind("search" if kind is None else kind)))
        if mistakes is not None:
            if isinstance(mistakes, bool) or not isinstance(mistakes, int):
                raise TypeError("mistakes is an int")
            if not 0 <= mistakes <= 256:
                raise ValueError("mistakes must be 0 to 256, not %d" % mistakes)
            o.mistakes = mistakes
        for name, value in (("playouts", playouts),
                            ("determinizations", determinizations)):
            if value is None:
                continue
            if isinstance(value, bool) or not isinstance(value, int):
                raise TypeError("%s is an int" % name)
            if not 1 <= value < 2**32:
                raise ValueError("%s must be 1 to 2**32-1, not %d" % (name, value))
            setattr(o, name, value)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError("seed is an int")
        if not 0 <= seed < 2**64:
            raise ValueError("seed must be 0 to 2**64-1")
        o.seed = seed
        b = BotP()
        lib.uno_bot_new(byref(b), byref(o), None, None)
        self._b = b
        self.kind = BotKind(o.kind)
        self.level = None if level is None else _level(level)
        self.mistakes = o.mistakes
        self.playouts = o.playouts
        self.determinizations = o.determinizations
        self.seed = seed

    def close(self) -> None:
        """Frees the bot now (it cannot be used afterwards)."""
        if self._b:
            lib.uno_bot_free(self._b)
        self._b = None

    def __enter__(self) -> "Bot":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def __del__(self) -> None:
        self.close()

    def __repr__(self) -> str:
        if self.level is not None:
            return "Bot(level=%r, seed=%d)" % (self.level.name.lower(), self.seed)
        if self.kind in (BotKind.SEARCH, BotKind.ISMCTS):
            return "Bot(%r, playouts=%d, determinizations=%d, seed=%d)" % (
                self.kind.name.lower(), self.playouts, self.determinizations, self.seed)
        return "Bot(%r, seed=%d)" % (self.kind.name.lower(), self.seed)

    def _p(self):
        if not self._b:
            raise ValueError("the bot is closed")
        return self._b

    def choose(self, game, seat: Optional[int] = None) -> Move:
        """The move answering the decision pending for ``seat`` (default:
        the current player): a play, draw, pass, color, challenge or
        accept, stack, give, cast or swap; always legal now.

        Raises InvalidState when the round is over or ``seat`` is not the
        seat to decide, InvalidArgument for a seat out of range."""
        g = game._p
        if seat is None:
            seat = game.current_player
            if seat is None:
                _lib.raise_status(Status.ESTATE, None, "no round in progress")
        else:
            game._seat(seat)
        out = UnoMove()
        lib.uno_bot_choose(self._p(), g, seat, byref(out))
        return _in_game(game, bytes(out))

    def act(self, game, seat: int) -> Optional[Move]:
        """A move ``seat`` makes out of turn now (its own UNO call, a catch,
        a misplay catch, a jump-in), or None."""
        g = game._p
        game._seat(seat)
        out = UnoMove()
        if lib.uno_bot_act(self._p(), g, seat, byref(out)) == 1:
            return _in_game(game, bytes(out))
        return None


def _in_game(game, raw: bytes) -> Move:
    """A bot's move, in the game's notation (as its legal moves are)."""
    nt = game._nt()
    return move_from_raw(raw) if nt is None else nt.move(raw)


__all__ = ["Bot"]


def bot_table(bots: Sequence[Optional["Bot"]], seats: int, what: str) -> Tuple[List[Optional["Bot"]], Any]:
    """``bots`` (one :class:`Bot` or None per seat from seat 0) as the
    ``uno_bot *const bots[]`` of the C calls: ``(list, array or None)``;
    the caller keeps the list alive while the library uses the array.
    TypeError for an entry that is not a Bot or None,
    :class:`~libuno.InvalidArgument` for more entries than ``seats`` (``what``
    names the tables they are for in the message)."""
    bots = list(bots)
    for seat, bot in enumerate(bots):
        if bot is not None and not isinstance(bot, Bot):
            raise TypeError("bots[%d] is a libuno.Bot or None, not %s"
                            % (seat, type(bot).__name__))
    if len(bots) > seats:
        raise InvalidArgument(Status.EINVAL, "%d bots for %s of %d seats"
                              % (len(bots), what, seats))
    if not bots:
        return bots, None
    return bots, (BotP * len(bots))(*[BotP() if b is None else b._p() for b in bots])
