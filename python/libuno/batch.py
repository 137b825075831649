"""Many games stepped at once (``batch.h``): :class:`Batch`, with numpy.

A batch holds N one-round games of the same rules and player count. Each
:meth:`Batch.step` applies one move index per game (for the seat whose
decision is pending), starts a new game in place of every game whose round
ended, and writes what a learner needs next straight into numpy arrays:
one library call for the whole batch, no Python object per game.

numpy is imported when the first batch is made, not with the package: the
rest of the binding works without it (Debian: ``apt-get install
python3-numpy``).
"""
from __future__ import annotations

import ctypes
from ctypes import POINTER, byref, c_int32, c_uint8
from typing import Any, Dict, Optional, Sequence, Union

from . import _lib
from ._lib import (INT_MAX, INT_MIN, MOVE_INDEX_COUNT, UINT64_MAX, BatchP,
                   UnoBatchOut, check_int, lib, raise_status)
from .enums import Status
from .errors import InvalidArgument
from .game import Game, _counts, playout_policy
from .rules import Rules, _builtin, merge_options

__all__ = ["Batch"]

_I32P = POINTER(c_int32)
_np: Any = None


def _numpy() -> Any:
    """numpy, imported on first use (ImportError naming the package if it
    is missing)."""
    global _np
    if _np is None:
        try:
            import numpy
        except ImportError as e:
            raise ImportError("libuno.Batch needs numpy (Debian: apt-get install "
                              "python3-numpy): %s" % e) from None
        _np = numpy
    return _np


class Batch:
    """N one-round games stepped together (``uno_batch``), for learning and
    Monte Carlo hosts.

    Game ``i`` starts from seed ``seed + i``; each game whose round ends is
    replaced by a new game from the next seed (``seed + N``, ``seed + N +
    1``, ...), game by game in index order within a step. These are the
    games ``libuno.Game(rules, players, seed=...)`` makes, and a move index
    does to a game of the batch what :meth:`Game.apply_index` does. No hook
    is asked and no event delivered.

    Args:
        rules: a variant name (:func:`libuno.variants`) or a :class:`~libuno.Rules`
            (copied: changing it later changes nothing in the batch).
        players: seats per game.
        count: games in the batch, 1 to 1,000,000.
        seed: 0 to 2**64-1.
        options: option values to set on a copy of the rules; any other
            keyword is an option too (``Batch("classic", 4, 64,
            stacking=1)``), as for :class:`~libuno.Game`.

    :meth:`observe` and :meth:`step` return dicts of numpy arrays, one row
    per game. The arrays are the batch's own, allocated once: the next
    :meth:`observe` or :meth:`step` overwrites them (copy what you keep,
    ``out["observation"].copy()``). They are read-only for the caller.

    The batch frees its games when it is garbage collected, or at once with
    :meth:`close` (or a ``with`` block); any later use raises ValueError.
    A batch is used by one thread at a time.
    """

    def __init__(self, rules: Union[str, Rules], players: int, count: int,
                 seed: int = 0, options: Optional[Dict[str, int]] = None,
                 **kw_options: int) -> None:
        self._b: Optional[BatchP] = None
        options = merge_options(options, kw_options, "Batch()") or None
        np = _numpy()
        if not _lib.HAS_BATCH:
            raise NotImplementedError("the libuno loaded (%s) has no "
                                      "uno_batch_new()" % _lib.LIBRARY_PATH)
        check_int(players, "players")
        check_int(count, "count", 1, 1000000)
        check_int(seed, "seed", 0, UINT64_MAX)
        if isinstance(rules, Rules):
            table: Optional[Rules] = rules
        elif isinstance(rules, str):
            table = None
        else:
            raise TypeError("rules is a variant name or a libuno.Rules, not %s"
                            % type(rules).__name__)
        if options:
            table = Rules(table if table is not None else rules)  # type: ignore[arg-type]
            table.update(options)
        info = table if table is not None else Rules(rules)  # type: ignore[arg-type]
        if not info.allows_players(players):
            raise InvalidArgument(Status.EINVAL, "%s is played by %s players, "
                                  "not %d" % (info.name, _counts(info.player_counts),
                                              players))
        ptr = table._p if table is not None else _builtin(rules)  # type: ignore[arg-type]

        self._count = count
        self._players = players
        self._variant = info.name
        self._obs_size = lib.uno_observation_size(ptr)
        # The mask's width: the variant's move indexes (batch.h), 272, or
        # 398 for a variant that deals kinds 20-31.
        self._index_count = (lib.uno_rules_move_index_count(ptr) if _lib.HAS_NOTATION
                             else MOVE_INDEX_COUNT)
        # The outputs, allocated once: the library writes into them through
        # the pointers of _out, which stay valid because the arrays never
        # move or resize.
        self._seat = np.zeros(count, np.int32)
        self._mask = np.zeros((count, self._index_count), np.uint8)
        self._obs = np.zeros((count, self._obs_size), np.int32)
        self._status = np.zeros(count, np.int32)
        self._reason = np.zeros(count, np.int32)
        self._over = np.zeros(count, np.int32)
        self._winner = np.zeros(count, np.int32)
        self._points = np.zeros(count, np.int32)
        self._over_bool = np.zeros(count, np.bool_)
        out = UnoBatchOut()
        out.size = ctypes.sizeof(UnoBatchOut)
        for name in ("seat", "status", "reason", "winner", "points"):
            setattr(out, name, getattr(self, "_" + name).ctypes.data_as(_I32P))
        out.mask = self._mask.ctypes.data_as(POINTER(c_uint8))
        out.observation = self._obs.ctypes.data_as(_I32P)
        out.round_over = self._over.ctypes.data_as(_I32P)
        self._out = out
        # What the caller gets: read-only views, so that a write meant for
        # a copy cannot change what the batch reports next.
        views = {}
        for key, arr in (("seat", self._seat), ("mask", self._mask),
                         ("observation", self._obs), ("status", self._status),
                         ("reason", self._reason), ("round_over", self._over_bool),
                         ("winner", self._winner), ("points", self._points)):
            v = arr.view()
            v.flags.writeable = False
            views[key] = v
        self._views = views

        handle = BatchP()
        lib.uno_batch_new(byref(handle), ptr, players, count, seed, None, None)
        self._b = handle

    # ---- lifetime ----

    def close(self) -> None:
        """Frees the games now. Any later use (of :meth:`game` views too)
        raises ValueError."""
        b, self._b = self._b, None
        if b:
            lib.uno_batch_free(b)

    def __enter__(self) -> "Batch":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __del__(self) -> None:
        b = getattr(self, "_b", None)
        if b and lib is not None:
            self._b = None
            lib.uno_batch_free(b)

    @property
    def _p(self) -> BatchP:
        b = self._b
        if not b:
            raise ValueError("the batch is closed")
        return b

    @property
    def closed(self) -> bool:
        """Whether :meth:`close` has freed the games."""
        return not self._b

    # ---- what it is ----

    def __len__(self) -> int:
        return self._count

    @property
    def players(self) -> int:
        """Seats per game."""
        return self._players

    @property
    def variant(self) -> str:
        """The name of the rules' variant."""
        return self._variant

    @property
    def move_index_count(self) -> int:
        """The number of move indexes of the rules' variant
        (:attr:`Rules.move_index_count <libuno.Rules.move_index_count>`): the
        width of the ``"mask"`` array, and one more than the largest
        action :meth:`step` takes (``MOVE_INDEX_COUNT``, or
        ``MOVE_INDEX_MAX`` for a variant that deals kinds 20-31)."""
        return self._index_count

    @property
    def observation_size(self) -> int:
        """The length of one game's observation (``uno_observation_size()``):
        the width of the ``"observation"`` array."""
        return self._obs_size

    def __repr__(self) -> str:
        return "<libuno.Batch %s, %d players, %d games%s>" % (
            self._variant, self._players, self._count,
            ", closed" if not self._b else "")

    # ---- stepping ----

    def observe(self) -> Dict[str, Any]:
        """The pending decision of every game (``uno_batch_observe()``):
        ``{"seat": int32[N], "mask": uint8[N, move_index_count],
        "observation": int32[N, observation_size]}`` (a mask of 272
        columns, or 398 for a variant that deals kinds 20-31); row ``i``
        is game ``i``'s seat to decide, its legal moves over the move
        index (1 where legal; :meth:`Rules.move_from_index
        <libuno.Rules.move_from_index>` gives the move of a column) and
        that seat's observation. The arrays are overwritten by the next
        call (see the class)."""
        lib.uno_batch_observe(self._p, byref(self._out))
        v = self._views
        return {"seat": v["seat"], "mask": v["mask"],
                "observation": v["observation"]}

    def step(self, actions: Any) -> Dict[str, Any]:
        """Applies one move index per game (``uno_batch_step()``) and
        returns what :meth:`observe` does for the games now pending, plus
        per game:

        - ``"status"`` (int32): 0, or the negative status of a refused move
          (the game is then unchanged; an index outside 0 to
          :attr:`move_index_count` ``- 1`` is refused with ``EINVAL``);
          the other games go on either way.
        - ``"reason"`` (int32): the :class:`~libuno.Reason` of a refusal, else 0.
        - ``"round_over"`` (bool): the move ended the round, and a new
          game from the next seed has taken the game's place.
        - ``"winner"`` (int32): the finished round's winner, else -1.
        - ``"points"`` (int32): what that round scored for its winner,
          else 0.

        ``actions`` is a sequence or numpy array of N integers; an int32
        array in C order is used as it is, anything else is converted
        (ValueError for another length, TypeError for non-integers,
        :class:`~libuno.InvalidArgument` for a value beyond a C int). The
        arrays are overwritten by the next call (see the class)."""
        b = self._p
        acts = self._actions(actions)
        lib.uno_batch_step(b, acts.ctypes.data_as(_I32P), byref(self._out))
        _np.not_equal(self._over, 0, out=self._over_bool)
        return dict(self._views)

    def _actions(self, actions: Any) -> Any:
        np = _np
        arr = np.asarray(actions)
        if arr.shape != (self._count,):
            raise ValueError("actions holds one move index per game: shape "
                             "(%d,), not %s" % (self._count, arr.shape))
        if arr.dtype == np.int32:
            return np.ascontiguousarray(arr)
        if arr.dtype.kind not in "iu":
            raise TypeError("actions are integer move indexes, not %s"
                            % arr.dtype)
        # Values beyond a C int would wrap round to valid indexes.
        lo, hi = int(arr.min()), int(arr.max())
        if lo < INT_MIN or hi > INT_MAX:
            raise InvalidArgument(Status.EINVAL, "an action is %d, beyond a C int"
                                  % (lo if lo < INT_MIN else hi))
        return np.ascontiguousarray(arr, dtype=np.int32)

    # ---- opponents ----

    def set_opponents(self, seat: Optional[int], policy: Union[str, int] = "uniform",
                      seed: int = 0, bots: Optional[Sequence[Optional[Any]]] = None) -> None:
        """Makes the batch play every seat but ``seat`` itself
        (``uno_batch_set_opponents()``): from now on every decision of
        another seat is answered inside :meth:`step` (and at once, here),
        so every row of the outputs is ``seat``'s decision, as a learner
        against fixed opponents wants. A seat with a :class:`~libuno.Bot` in
        ``bots`` (one Bot or None per seat, from seat 0) is played by it,
        its UNO calls and catches first (as :meth:`Game.advance
        <libuno.Game.advance>`); the others by ``policy``, ``"uniform"`` (any
        legal move) or ``"reference"`` (the policies of
        :meth:`Game.playout <libuno.Game.playout>`), with a generator seeded
        from ``seed``. A step whose move or the opponents' moves after it
        ended the round reports that round; a round that ends before
        ``seat`` decides at all is not reported, and the next game takes
        its place. ``seat=None`` gives every seat back to the caller. The
        batch keeps the bots alive while it uses them."""
        from .bot import bot_table
        if seat is None:
            seat_arg = -1
        else:
            check_int(seat, "seat", 0, self._players - 1)
            seat_arg = seat
        policy = playout_policy(policy)
        check_int(int(policy), "policy", 0, 1)
        check_int(seed, "seed", 0, UINT64_MAX)
        bots, table = bot_table(bots if bots is not None else [], self._players, "games")
        rc = lib.uno_batch_set_opponents(self._p, seat_arg, int(policy), seed,
                                         table, len(bots))
        if rc < 0:
            raise_status(rc)
        # The library keeps pointers to the bots: so does the batch.
        self._opponents = (bots, table)

    def restart(self, index: int) -> None:
        """Ends game ``index`` early (``uno_batch_restart()``): a new game
        from the batch's next seed takes its place, the opponents' first
        moves played. The outputs of the last call are not rewritten: call
        :meth:`observe` for the new game's decision."""
        check_int(index, "index", 0, self._count - 1)
        from . import bot  # noqa: F401  (declares the call)
        lib.uno_batch_restart(self._p, index)

    def set_tracking(self, history: bool) -> None:
        """Whether every game of the batch, now and to come, follows what
        each move tells the other seats (``uno_batch_set_tracking()``, as
        :meth:`libuno.Game.set_tracking`). A learner that reads only the
        observation and the mask, against opponents that are not search
        bots, loses nothing with ``history=False`` and steps faster."""
        if not isinstance(history, bool):
            raise TypeError("history is a bool, not %s" % type(history).__name__)
        if not hasattr(lib, "uno_batch_set_tracking"):
            raise NotImplementedError("the library has no uno_batch_set_tracking()")
        from . import bot  # noqa: F401  (declares the call)
        rc = lib.uno_batch_set_tracking(self._p, 1 if history else 0)
        if rc < 0:
            raise_status(rc)

    # ---- the games ----

    def game(self, index: int) -> Game:
        """Game ``index`` of the batch as a read-only :class:`~libuno.Game`
        (``uno_batch_game()``): every query, :meth:`~libuno.Game.clone`,
        :meth:`~libuno.Game.save`, views and observations work; the calls that
        change a game raise TypeError (the batch steps it). It follows the
        batch: after a step it shows the game as it is then, a new game in
        place of one whose round ended. IndexError outside 0 to N-1."""
        if isinstance(index, bool) or not isinstance(index, int):
            raise TypeError("a game index is an int, not %s" % type(index).__name__)
        if not 0 <= index < self._count:
            raise IndexError("game %d of a batch of %d" % (index, self._count))
        return _BatchGame(self, index, lib.uno_batch_game(self._p, index))


def _read_only(name: str) -> Any:
    def refuse(self: "_BatchGame", *args: Any, **kwargs: Any) -> None:
        raise TypeError("%s(): game %d of a batch is read-only (step the "
                        "batch, or play on a clone())" % (name, self._index))
    refuse.__name__ = name
    return refuse


class _BatchGame(Game):
    """A game of a :class:`Batch`, borrowed: the batch owns and changes it,
    this object only reads it. It keeps the batch alive."""

    def __init__(self, batch: Batch, index: int, handle: Any) -> None:
        self._batch = batch
        self._index = index
        self._h = handle
        self._hook_error = None
        self._hooks = {}
        self._keep = None
        self._calls = 0

    @property  # type: ignore[override]
    def _g(self) -> Any:
        # The handle while the batch has its games; None once it is closed,
        # so that every query raises ValueError as for a closed Game.
        return self._h if self._batch._b else None

    @property
    def _p(self) -> Any:
        if not self._batch._b:
            raise ValueError("the batch is closed")
        return self._h

    def close(self) -> None:
        """Nothing to free: the batch owns the game."""

    def __del__(self) -> None:
        pass

    def __repr__(self) -> str:
        if not self._batch._b:
            return "<libuno.Batch game %d, batch closed>" % self._index
        return "<libuno.Batch game %d: %s" % (self._index, Game.__repr__(self)[1:])

    apply = _read_only("apply")
    apply_index = _read_only("apply_index")
    next_round = _read_only("next_round")
    reset = _read_only("reset")
    playout = _read_only("playout")
    set_hooks = _read_only("set_hooks")
    set_tracking = _read_only("set_tracking")
    log_start = _read_only("log_start")
