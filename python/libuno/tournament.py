"""Partner tournaments (``tournament.h``): :class:`Tournament`.

The multi-table tournament of the official rules (TOUR-1): eight players at
two tables of four play Partners, and over 28 hands every player partners
every other player for four hands; each keeps an individual total of the
points their partnerships scored, and the highest total wins. libuno
generalizes it to any multiple of four players and any number of hands per
partnership, and fixes who sits where each hand (doc/tournament.md). A
tournament holds no game: the host plays each hand at each table as the
first round of a four-seat game (``partners``, or ``teams`` with four
players), seated as :meth:`Tournament.seats` says, and records it.
"""
from __future__ import annotations

from ctypes import POINTER, Structure, byref, c_int, c_size_t, c_void_p
from typing import Any, List, Optional, Sequence, Tuple

from . import _lib
from ._headers import DEFINES
from ._lib import GameP, check_int, lib
from .enums import Status
from .errors import InvalidArgument, InvalidState

__all__ = ["Tournament"]


class _Tournament(Structure):
    """The opaque ``uno_tournament`` (only ever used through a pointer)."""


TournamentP = POINTER(_Tournament)

#: UNO_TOURNAMENT_TABLE_SEATS, UNO_TOURNAMENT_MAX_PLAYERS and
#: UNO_TOURNAMENT_MAX_REPEATS (tournament.h).
TABLE_SEATS: int = DEFINES["TOURNAMENT_TABLE_SEATS"]
MAX_PLAYERS: int = DEFINES["TOURNAMENT_MAX_PLAYERS"]
MAX_REPEATS: int = DEFINES["TOURNAMENT_MAX_REPEATS"]
#: The most points one seat may score in one hand (tournament.h).
MAX_HAND_POINTS = 1000000

_Seats = c_int * TABLE_SEATS
_check = _lib._check
for _name, _res, _args, _ec in [
        ("uno_tournament_new", c_int, [POINTER(TournamentP), c_int, c_int,
                                       c_void_p, c_void_p], _check),
        ("uno_tournament_free", None, [TournamentP], None),
        ("uno_tournament_players", c_int, [TournamentP], _check),
        ("uno_tournament_tables", c_int, [TournamentP], _check),
        ("uno_tournament_hands", c_int, [TournamentP], _check),
        ("uno_tournament_seats", c_int, [TournamentP, c_int, c_int, _Seats], _check),
        ("uno_tournament_partner", c_int, [TournamentP, c_int, c_int], _check),
        ("uno_tournament_table_of", c_int, [TournamentP, c_int, c_int], _check),
        # record and record_game: ESTATE has two meanings the Tournament
        # tells apart, so it reads their statuses itself.
        ("uno_tournament_record", c_int, [TournamentP, c_int, c_int, _Seats], None),
        ("uno_tournament_record_game", c_int, [TournamentP, c_int, c_int, GameP], None),
        ("uno_tournament_recorded", c_int, [TournamentP, c_int, c_int], _check),
        ("uno_tournament_total", c_int, [TournamentP, c_int], _check),
        ("uno_tournament_standings", c_int, [TournamentP, POINTER(c_int), c_size_t],
         _check),
]:
    _lib._declare(_name, _res, _args, _ec)
del _name, _res, _args, _ec


class Tournament:
    """A partner tournament (TOUR-1): who sits where each hand, and every
    player's running total (``uno_tournament``).

    Args:
        players: a multiple of 4, from 4 to 64 (8 for the official two
            tables); players are numbered 0 to ``players - 1``.
        hands_per_partner: how many hands each pair of players plays as
            partners, 1 to 100 (4 in the official rules).

    There are ``(players - 1) * hands_per_partner`` :attr:`hands` (28 for
    the official tournament), each played at every one of the
    ``players / 4`` :attr:`tables`. :meth:`seats` says who sits at a table
    for a hand (seats 0 and 2 are partners, and so are 1 and 3), and
    :meth:`record` (points by seat) or :meth:`record_game` (a four-seat
    game whose first round is over) adds that hand's points to the four
    players' totals: with team scoring both partners of the side that went
    out score the hand's points (P-2). :attr:`totals` and
    :meth:`standings` give the result::

        t = libuno.Tournament(8, hands_per_partner=4)
        for hand in range(t.hands):
            for table in range(t.tables):
                game = libuno.Game("partners", 4, seed=hand * 10 + table)
                ...                         # play the round; seat s is
                                            # player t.seats(hand, table)[s]
                t.record_game(hand, table, game)
        print(t.standings())                # best first

    Out-of-range hands, tables, players or points raise
    :class:`~libuno.InvalidArgument` (a ValueError), non-ints TypeError;
    recording a hand twice raises :class:`~libuno.InvalidState`. The C
    tournament is freed when the object is garbage collected, or at once
    with :meth:`close` (or a ``with`` block). One thread at a time.
    """

    #: Seats at a table (``UNO_TOURNAMENT_TABLE_SEATS``).
    TABLE_SEATS = TABLE_SEATS
    #: The most players (``UNO_TOURNAMENT_MAX_PLAYERS``).
    MAX_PLAYERS = MAX_PLAYERS
    #: The most hands per partnership (``UNO_TOURNAMENT_MAX_REPEATS``).
    MAX_REPEATS = MAX_REPEATS

    def __init__(self, players: int = 8, hands_per_partner: int = 4) -> None:
        self._t: Optional[Any] = None
        check_int(players, "players")
        check_int(hands_per_partner, "hands_per_partner")
        if players % TABLE_SEATS or not TABLE_SEATS <= players <= MAX_PLAYERS:
            raise InvalidArgument(Status.EINVAL, "a tournament has a multiple "
                                  "of %d players, %d to %d, not %d"
                                  % (TABLE_SEATS, TABLE_SEATS, MAX_PLAYERS, players))
        if not 1 <= hands_per_partner <= MAX_REPEATS:
            raise InvalidArgument(Status.EINVAL, "hands_per_partner is 1 to %d, "
                                  "not %d" % (MAX_REPEATS, hands_per_partner))
        out = TournamentP()
        lib.uno_tournament_new(byref(out), players, hands_per_partner, None, None)
        self._t = out
        self._players = lib.uno_tournament_players(out)
        self._tables = lib.uno_tournament_tables(out)
        self._hands = lib.uno_tournament_hands(out)
        self._per_partner = hands_per_partner

    # ---- lifetime ----

    def close(self) -> None:
        """Frees the C tournament now; any later use raises ValueError."""
        t, self._t = self._t, None
        if t:
            lib.uno_tournament_free(t)

    def __enter__(self) -> "Tournament":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __del__(self) -> None:
        t = getattr(self, "_t", None)
        if t and lib is not None:
            self._t = None
            lib.uno_tournament_free(t)

    @property
    def _p(self):
        if not self._t:
            raise ValueError("the tournament is closed")
        return self._t

    # ---- the schedule ----

    @property
    def players(self) -> int:
        """The number of players."""
        return self._players

    @property
    def tables(self) -> int:
        """The number of tables: one per four players."""
        return self._tables

    @property
    def hands(self) -> int:
        """The number of hands: ``(players - 1) * hands_per_partner``."""
        return self._hands

    @property
    def hands_per_partner(self) -> int:
        """How many hands each pair of players plays as partners."""
        return self._per_partner

    def _hand(self, hand: Any) -> int:
        check_int(hand, "hand")
        if not 0 <= hand < self._hands:
            raise InvalidArgument(Status.EINVAL, "hand is 0 to %d, not %d"
                                  % (self._hands - 1, hand))
        return hand

    def _table(self, table: Any) -> int:
        check_int(table, "table")
        if not 0 <= table < self._tables:
            raise InvalidArgument(Status.EINVAL, "table is 0 to %d, not %d"
                                  % (self._tables - 1, table))
        return table

    def _player(self, player: Any) -> int:
        check_int(player, "player")
        if not 0 <= player < self._players:
            raise InvalidArgument(Status.EINVAL, "player is 0 to %d, not %d"
                                  % (self._players - 1, player))
        return player

    def seats(self, hand: int, table: int) -> Tuple[int, ...]:
        """The players at seats 0 to 3 of a table for a hand: seats 0 and 2
        are partners, and so are seats 1 and 3 (partners sit across, P-1)."""
        out = _Seats()
        lib.uno_tournament_seats(self._p, self._hand(hand), self._table(table), out)
        return tuple(out)

    def seating(self, hand: int) -> List[Tuple[int, ...]]:
        """:meth:`seats` of every table for a hand, by table."""
        return [self.seats(hand, table) for table in range(self._tables)]

    def partner(self, hand: int, player: int) -> int:
        """A player's partner for a hand."""
        return lib.uno_tournament_partner(self._p, self._hand(hand),
                                          self._player(player))

    def table_of(self, hand: int, player: int) -> int:
        """The table a player sits at for a hand."""
        return lib.uno_tournament_table_of(self._p, self._hand(hand),
                                           self._player(player))

    # ---- recording ----

    def record(self, hand: int, table: int, points: Sequence[int]) -> None:
        """Records the points each seat of a table scored in a hand
        (``points[s]`` for seat ``s`` of :meth:`seats`, each 0 to
        1,000,000): they are added to those players' totals. Each hand at
        each table is recorded once; on any error nothing changes."""
        t = self._p
        hand, table = self._hand(hand), self._table(table)
        if isinstance(points, (str, bytes)) or not isinstance(points, Sequence):
            raise TypeError("points is a sequence of %d ints, one per seat, "
                            "not %s" % (TABLE_SEATS, type(points).__name__))
        if len(points) != TABLE_SEATS:
            raise InvalidArgument(Status.EINVAL, "points has one entry per "
                                  "seat (%d), not %d" % (TABLE_SEATS, len(points)))
        values = [check_int(p, "points[%d]" % s, 0, MAX_HAND_POINTS)
                  for s, p in enumerate(points)]
        rc = lib.uno_tournament_record(t, hand, table, _Seats(*values))
        if rc < 0:
            self._refused(rc, hand, table)

    def record_game(self, hand: int, table: int, game: Any) -> None:
        """Records the hand a :class:`~libuno.Game` of four seats played at a
        table, seated as :meth:`seats` says: its points are the game's
        totals (:attr:`Game.scores <libuno.Game.scores>`) after its first
        round, which must be over. :class:`~libuno.InvalidState` while that
        round is being played, or once the game dealt another;
        :class:`~libuno.InvalidArgument` for a game without four seats."""
        from .game import Game
        t = self._p
        hand, table = self._hand(hand), self._table(table)
        if not isinstance(game, Game):
            raise TypeError("record_game() takes a libuno.Game, not %s"
                            % type(game).__name__)
        g = game._p
        if lib.uno_game_players(g) != TABLE_SEATS:
            raise InvalidArgument(Status.EINVAL, "a tournament hand is a game "
                                  "of %d seats, not %d"
                                  % (TABLE_SEATS, lib.uno_game_players(g)))
        rc = lib.uno_tournament_record_game(t, hand, table, g)
        if rc == Status.ESTATE and not (game.round_over and game.round == 1):
            raise InvalidState(rc, "the game's first round is %s (a hand is "
                               "the first round of its game)"
                               % ("not over" if game.round == 1 else
                                  "over and round %d dealt" % game.round))
        if rc < 0:
            self._refused(rc, hand, table)

    def _refused(self, rc: int, hand: int, table: int) -> None:
        if rc == Status.ESTATE:
            raise InvalidState(rc, "hand %d at table %d is already recorded"
                               % (hand, table))
        _lib.raise_status(rc, None, "hand %d at table %d cannot be recorded"
                          % (hand, table))

    def recorded(self, hand: int, table: int) -> bool:
        """Whether a hand at a table has been recorded."""
        return bool(lib.uno_tournament_recorded(self._p, self._hand(hand),
                                                self._table(table)))

    @property
    def remaining(self) -> List[Tuple[int, int]]:
        """The ``(hand, table)`` pairs not recorded yet, in order."""
        t = self._p
        return [(h, k) for h in range(self._hands) for k in range(self._tables)
                if not lib.uno_tournament_recorded(t, h, k)]

    @property
    def complete(self) -> bool:
        """Whether every hand at every table has been recorded."""
        return not self.remaining

    # ---- totals ----

    def total(self, player: int) -> int:
        """A player's running total: the points they scored in every hand
        recorded so far."""
        return lib.uno_tournament_total(self._p, self._player(player))

    @property
    def totals(self) -> List[int]:
        """Every player's running total, by player."""
        t = self._p
        return [lib.uno_tournament_total(t, p) for p in range(self._players)]

    def standings(self) -> List[int]:
        """The players by running total, highest first, ties by the lower
        player number (TOUR-1: the first is the winner)."""
        out = (c_int * self._players)()
        n = lib.uno_tournament_standings(self._p, out, self._players)
        return list(out[:n])

    def __repr__(self) -> str:
        if not self._t:
            return "<libuno.Tournament closed>"
        done = self._hands * self._tables - len(self.remaining)
        return "<libuno.Tournament %d players, %d tables, %d hands, %d of %d " \
               "recorded>" % (self._players, self._tables, self._hands, done,
                              self._hands * self._tables)
