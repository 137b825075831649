"""Simulations, bot evaluations and tournaments over a Dask cluster.

``libuno.distributed`` plays what ``uno-sim`` and ``uno-tournament`` play, on
the workers of a `Dask <https://distributed.dask.org/>`_ cluster
(Debian's ``python3-distributed``)::

    import libuno.distributed as ud

    r = ud.simulate("classic", games=10000, seed=7, bots="greedy,random")
    print(r["wins"], r["rounds"], r["moves"])
    e = ud.evaluate(["search", "greedy", "random"], games=200)
    t = ud.tournament(players=8, hands_per_partner=4, seed=3)

The work is cut into chunks of games (``chunk_size``): chunk ``k`` plays
games ``k*C`` to ``(k+1)*C - 1``, and game ``i`` is played from a generator
seeded from the seed and ``i`` alone, exactly as ``uno-sim`` seeds it. A
chunk is a pure function of its arguments, its result is kept under its
index, and the totals are added up once every chunk is in: so a run prints
the same totals as ``uno-sim --seed S`` in one process, whatever the number
of workers or the chunk size, and a chunk that Dask runs again (its worker
died) replaces its result instead of adding to it. doc/distributed.md
tells more.

Every move is the library's: the random, greedy, search and tree search
bots and the levels are ``uno_bot`` handles, and the reference bot is the
library's reference policy (``uno_game_policy_move()``), its choices drawn
from the game's stream. What this module keeps of uno-sim is the seeding
formula, the loop that asks the seats in uno-sim's order, the tallies of
its events and its text summary (which the library does not print).

Where the work runs:

- ``scheduler="tcp://HOST:8786"`` (or ``$UNO_DASK_SCHEDULER``): an existing
  cluster (``dask scheduler`` on one host, ``dask worker tcp://HOST:8786``
  on the others, each with the same libuno and ``libuno`` package).
- otherwise a ``LocalCluster`` started for the run: ``workers`` processes
  of one thread each (default: ``$UNO_DASK_WORKERS``, else one per CPU),
  which load the same libuno as this process (``UNO_LIBRARY`` in their
  environment).
- ``client=``: a ``distributed.Client`` of your own, left open.
- ``local=True``: in this process, without Dask (the reference the cluster
  runs are compared with).

Importing :mod:`libuno` does not import this module, and this module imports
Dask only when a run needs it. ``python3 -m libuno.distributed sim|eval|
tournament`` is its command line (``--help``); ``uno-sim --dask`` and
``uno-tournament --dask`` run it.
"""
from __future__ import annotations

import argparse
import contextlib
import json
import logging
import math
import os
import re
import sys
import time
import uuid
from ctypes import CFUNCTYPE, byref, sizeof
from typing import (Any, Callable, Dict, Iterable, Iterator, List, Mapping,
                    Optional, Sequence, Tuple, Union)

from . import _lib
from . import state as _state  # declares the move log's functions
from ._lib import CHOICE_FN, EVENT_HOOK, GameP, UnoHooks, UnoMove, lib
from .bot import BotP, UnoBotOptions
from .enums import BotKind, DrawReason, EventType, MoveType, Phase, PlayoutPolicy
from .errors import UnoError
from .rules import Rules, option_names, variants
from .tournament import Tournament

__all__ = ["simulate", "evaluate", "tournament", "BOT_KINDS",
           "SimulationError", "UsageError", "main"]

#: The bots, in the order of uno-sim's summaries (examples/bots.h): the
#: kinds, then the levels of the library's difficulty ladder.
BOT_KINDS = ("random", "greedy", "reference", "search",
             "easy", "medium", "hard", "expert", "ismcts")
_LEVEL = {"easy": 0, "medium": 1, "hard": 2, "expert": 3}
_LIBRARY_KIND = {"random": int(BotKind.RANDOM), "greedy": int(BotKind.GREEDY),
                 "search": int(BotKind.SEARCH), "ismcts": int(BotKind.ISMCTS)}

# As uno-sim and uno-tournament: a match or hand this long is a bug.
MAX_MOVES_PER_MATCH = 5000000
MAX_MOVES_PER_HAND = 2000000
# Draw reasons uno-sim counts one by one; the others count together.
DRAW_REASONS = 6
DRAW_NAMES = tuple(DrawReason(r).key for r in range(DRAW_REASONS))

# The most chunks a worker gets by default, and the most games in one.
_CHUNKS_PER_WORKER = 8
_MAX_CHUNK = 250


class UsageError(ValueError):
    """A bad argument: what uno-sim reports with exit status 1."""


class SimulationError(RuntimeError):
    """The library refused something while playing: exit status 2."""


# ---- seeding: uno-sim's and uno-tournament's formulas ----
#
# The games themselves are the library's; what is reproduced here is only
# how the programs seed them. uno-sim gives game i a 64-bit stream (a
# splitmix64 state, cli_rand_next() and cli_rand_below() in examples/cli.c)
# made from the seed and i (game_stream() in examples/uno-sim.c); from it
# come, in this order, the game's seed, the seeds of the library bots in
# seat order, and then during play the seat that looks out of turn first
# and every choice of the reference policy (uno_game_policy_move(), which
# asks the stream through a callback). uno-tournament's hands the same way
# (table_stream()).

_M64 = (1 << 64) - 1


class _Rng:
    """The programs' stream: cli_rand_next() and cli_rand_below()."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _M64

    def next(self) -> int:
        s = self.state = (self.state + 0x9e3779b97f4a7c15) & _M64
        z = ((s ^ (s >> 30)) * 0xbf58476d1ce4e5b9) & _M64
        z = ((z ^ (z >> 27)) * 0x94d049bb133111eb) & _M64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        limit = ((1 << 64) - n) % n
        x = self.next()
        while x < limit:
            x = self.next()
        return x % n


def game_stream(seed: int, index: int) -> int:
    """The stream of uno-sim's game ``index`` (game_stream())."""
    s = _Rng(seed)
    t = _Rng(s.next() ^ ((index * 0xd1b54a32d192ed03) & _M64))
    return t.next()


def table_stream(seed: int, hand: int, table: int) -> int:
    """The stream of uno-tournament's hand at a table."""
    s = _Rng(seed)
    t = _Rng(s.next() ^ ((hand * 0xd1b54a32d192ed03) & _M64)
             ^ ((table * 0x9e3779b97f4a7c15) & _M64))
    return t.next()


# ---- what a run is: a spec, plain data that pickles ----

def _parse_bots(bots: Union[str, Sequence[str]]) -> List[str]:
    names = bots.split(",") if isinstance(bots, str) else list(bots)
    known = ", ".join(BOT_KINDS[:-1]) + " or " + BOT_KINDS[-1]
    if not names:
        raise UsageError("--bots: '' is not a bot (%s)" % known)
    for n in names:
        if n not in BOT_KINDS:
            raise UsageError("--bots: '%s' is not a bot (%s)" % (n, known))
    if len(names) > _lib.MAX_PLAYERS:
        raise UsageError("--bots: more than %d seats" % _lib.MAX_PLAYERS)
    return names


def _parse_rules(rules: Union[None, Mapping[str, int], Iterable[str]]) -> List[str]:
    """The rule options as "name=value" texts, in order."""
    if rules is None:
        return []
    if isinstance(rules, Mapping):
        return ["%s=%s" % (k, v) for k, v in rules.items()]
    if isinstance(rules, str):
        return [rules]
    return [str(r) for r in rules]


def _make_rules(variant: str, rules: Sequence[str]) -> Tuple[Rules, Dict[str, int]]:
    """The rule table, and the options set with the value each ended up
    with (uno-sim's "rules"); usage errors worded as uno-sim words them."""
    if variant not in variants():
        raise UsageError("unknown variant '%s' (try --help)" % variant)
    table = Rules(variant)
    names: List[str] = []
    for text in rules:
        name, eq, value = text.partition("=")
        if not eq or not name:
            raise UsageError("--rule '%s': expected NAME=VALUE" % text)
        if name not in option_names():
            raise UsageError("--rule '%s': no rule is named '%s' (see --help)"
                             % (text, name))
        v = int(value) if re.fullmatch(r"[+-]?[0-9]+", value) else None
        if v is None or not -2**31 <= v < 2**31:
            raise UsageError("--rule '%s': '%s' is not a whole number"
                             % (text, value))
        if name not in table:
            raise UsageError("--rule '%s': the %s variant has no option '%s'"
                             % (text, table.name, name))
        info = table.info(name)
        if not info.min <= v <= info.max:
            raise UsageError("--rule '%s': %s must be from %d to %d"
                             % (text, name, info.min, info.max))
        table[name] = v
        if name not in names:
            names.append(name)
    return table, {n: table[n] for n in names}


def _players(table: Rules, requested: Optional[int]) -> int:
    """cli_players(): 4 when allowed, else the fewest; refused counts are
    usage errors."""
    lo, hi = table.players
    if not requested:
        requested = 4 if table.allows_players(4) else lo
    if not table.allows_players(requested):
        counts = table.player_counts
        allowed = ("%d" % lo if lo == hi else
                   "%d-%d" % (lo, hi) if counts == list(range(lo, hi + 1))
                   else ", ".join(map(str, counts)))
        raise UsageError("--players: %s cannot be played by %d player%s (%s)"
                         % (table.name, requested, "" if requested == 1 else "s",
                            allowed))
    reason = table.check(requested) if _lib.HAS_RULES_CHECK else None
    if reason:
        raise UsageError("these rules cannot be played by %d player%s: %s"
                         % (requested, "" if requested == 1 else "s", reason))
    return requested


def _check_seed(seed: Any) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= _M64:
        raise UsageError("--seed: '%s' is not a number from 0 to 2^64-1" % (seed,))
    return int(seed)


def _check_count(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise UsageError("%s: '%s' is not a positive number" % (what, value))
    return int(value)


def sim_spec(variant: str = "classic", players: Optional[int] = None,
             games: int = 1000, seed: int = 1,
             bots: Union[str, Sequence[str]] = "random",
             rules: Union[None, Mapping[str, int], Iterable[str]] = None,
             one_round: Optional[bool] = None, log: Optional[str] = None) -> Dict[str, Any]:
    """The checked description of a simulation, as chunks receive it (a
    dict of plain values). The arguments are :func:`simulate`'s."""
    kinds = _parse_bots(bots)
    games = _check_count(games, "--games")
    seed = _check_seed(seed)
    rule_list = _parse_rules(rules)
    table, rules_set = _make_rules(variant, rule_list)
    if players is not None and (isinstance(players, bool) or not isinstance(players, int)
                                or not 1 <= players <= _lib.MAX_PLAYERS):
        raise UsageError("--players: '%s' is not a number from 1 to %d"
                         % (players, _lib.MAX_PLAYERS))
    if len(kinds) > 1 and players and players != len(kinds):
        raise UsageError("--bots names %d seats but --players is %d"
                         % (len(kinds), players))
    players = _players(table, len(kinds) if len(kinds) > 1 else players)
    seats = kinds if len(kinds) > 1 else kinds * players
    all_reference = all(k == "reference" for k in seats)
    rotating = table["rotating_partners"] if "rotating_partners" in table else 0
    return {
        "variant": table.name, "players": players, "games": games,
        "seed": seed, "bots": seats, "rules": rule_list, "rules_set": rules_set,
        "one_round": all_reference if one_round is None else bool(one_round),
        "bystanders": not all_reference,
        "team_totals": table.team_size == 2 and not rotating,
        "log": bool(log),
    }


def _table_of(spec: Mapping[str, Any]) -> Rules:
    table = Rules(spec["variant"])
    for nv in spec["rules"]:
        name, _, value = nv.partition("=")
        table[name] = int(value)
    return table


# ---- playing: the library's bots, in uno-sim's and uno-tournament's loops ----

class _Table:
    """The players of one game (bot_table_init() in examples/bots.c): a
    library bot for every kind but the reference, whose moves the library
    gives from the game's stream (uno_game_policy_move())."""

    def __init__(self, kinds: Sequence[str], rng: _Rng) -> None:
        self.bots: List[Optional[Any]] = []
        self.rng = rng
        # The reference policy's choices, drawn from this game's stream;
        # kept alive as long as the table may pass it to the library.
        self.choice = CHOICE_FN(lambda n, user: rng.below(n))
        try:
            for k in kinds:
                if k == "reference":
                    self.bots.append(None)
                    continue
                o = UnoBotOptions()
                if k in _LEVEL:
                    lib.uno_bot_options_level(byref(o), _LEVEL[k])
                else:
                    lib.uno_bot_options_init(byref(o), _LIBRARY_KIND[k])
                o.seed = rng.next()
                b = BotP()
                lib.uno_bot_new(byref(b), byref(o), None, None)
                self.bots.append(b)
        except BaseException:
            self.free()
            raise
        # Only a search bot reads what the round's history tells.
        self.history = any(k in _SEARCHES for k in kinds)

    def free(self) -> None:
        for b in self.bots:
            if b:
                lib.uno_bot_free(b)
        self.bots = []

    def decide(self, g: Any, seat: int) -> UnoMove:
        """The move of the seat to decide (bot_decide())."""
        m = UnoMove()
        b = self.bots[seat]
        rc = (_choose(b, g, seat, byref(m)) if b else
              _policy(g, _REFERENCE, self.choice, None, byref(m)))
        if rc < 0:
            raise SimulationError("seat %d has no move in phase %d: %s"
                                  % (seat, _phase(g), _lib.strerror(rc)))
        return m


_PLAY = int(MoveType.PLAY)
_PH_STACK = int(Phase.STACK)
_PH_ROUND_OVER, _PH_MATCH_OVER = int(Phase.ROUND_OVER), int(Phase.MATCH_OVER)
_REFERENCE = int(PlayoutPolicy.REFERENCE)
_SEARCHES = ("search", "ismcts", "expert")


def _unchecked(name: str) -> Any:
    """A library function without the binding's errcheck: the loops below
    make a few million calls, and read the statuses themselves."""
    restype, argtypes, _ = _lib.DECLARED[name]
    return CFUNCTYPE(restype, *argtypes)((name, lib))


_phase = _unchecked("uno_game_phase")
_apply = _unchecked("uno_game_apply")
_current = _unchecked("uno_game_current_player")
_act = _unchecked("uno_bot_act")
_choose = _unchecked("uno_bot_choose")
_policy = _unchecked("uno_game_policy_move")


def _round_over(g: Any) -> bool:
    p = _phase(g)
    return p == _PH_ROUND_OVER or p == _PH_MATCH_OVER


def _refused(g: Any, seat: int, m: UnoMove, rc: int) -> SimulationError:
    text = "?"
    try:
        from .cards import move_from_raw
        text = str(move_from_raw(bytes(m)))
    except Exception:
        pass
    return SimulationError("seat %d: move '%s' was refused: %s: %s"
                           % (seat, text, _lib.strerror(rc),
                              lib.uno_game_errmsg(g)))


class _Counts:
    """One chunk's totals of a simulation; also the event hook."""

    def __init__(self, players: int) -> None:
        self.t: Dict[str, Any] = {
            "games": 0, "wins": [0] * players, "team_wins": [0] * players,
            "points": [0] * players, "rounds": 0, "blocked_rounds": 0,
            "moves": 0, "turns": 0, "drawn": [0] * DRAW_REASONS,
            "drawn_other": 0, "catches": 0, "challenges": 0,
            "bluffs_caught": 0, "jump_ins": 0, "stacks": 0, "swaps": 0,
        }
        t = self.t
        drawn = t["drawn"]
        ev_draw, ev_catch = int(EventType.DRAW), int(EventType.CATCH)
        ev_challenge, ev_end = int(EventType.CHALLENGE), int(EventType.ROUND_END)
        ev_jump, ev_swap = int(EventType.JUMP_IN), int(EventType.SWAP)

        def on_event(game: Any, ev: Any, user: Any) -> None:
            e = ev[0]
            et = e.type
            if et == ev_draw:
                if e.reason < DRAW_REASONS:
                    drawn[e.reason] += 1
                else:
                    t["drawn_other"] += 1
            elif et == ev_catch:
                t["catches"] += 1
            elif et == ev_challenge:
                t["challenges"] += 1
                if e.value == 1:
                    t["bluffs_caught"] += 1
            elif et == ev_end:
                if e.reason == 1:
                    t["blocked_rounds"] += 1
            elif et == ev_jump:
                t["jump_ins"] += 1
            elif et == ev_swap:
                t["swaps"] += 1

        # Kept alive as long as the chunk's games may call it.
        self._callback = EVENT_HOOK(on_event)
        self.hooks = UnoHooks(size=sizeof(UnoHooks), event=self._callback)


def _play_match(spec: Mapping[str, Any], rules: Rules, index: int,
                counts: _Counts) -> Optional[str]:
    """uno-sim's play_match(): game ``index`` to its end, into ``counts``.
    Returns the move log of game 0 when the spec asks for it."""
    players = spec["players"]
    one_round, bystanders = spec["one_round"], spec["bystanders"]
    t = counts.t
    rng = _Rng(game_stream(spec["seed"], index))
    g = GameP()
    lib.uno_game_new(byref(g), rules._p, players, rng.next(), None, None)
    table = None
    log = None
    try:
        table = _Table(spec["bots"], rng)
        bots = table.bots
        want_log = spec["log"] and index == 0
        if want_log:
            lib.uno_game_log_start(g, 1 << 22)
        rc = lib.uno_game_set_hooks(g, byref(counts.hooks), None)
        if rc < 0:
            raise SimulationError("installing the event hook: %s" % _lib.strerror(rc))
        moves = turns = 0
        m = UnoMove()
        mref = byref(m)
        phase_of, apply, act = _phase, _apply, _act
        while True:
            phase = phase_of(g)
            if phase < 0:
                raise SimulationError("reading the phase: %s" % _lib.strerror(phase))
            if phase == _PH_MATCH_OVER or (one_round and phase == _PH_ROUND_OVER):
                break
            if phase == _PH_ROUND_OVER:
                rc = lib.uno_game_next_round(g)
                if rc < 0:
                    raise SimulationError("dealing round %d: %s: %s" % (
                        lib.uno_game_round(g) + 1, _lib.strerror(rc),
                        lib.uno_game_errmsg(g)))
                continue
            if moves >= MAX_MOVES_PER_MATCH:
                raise SimulationError("a match did not end after %d moves" % moves)
            # Out of turn, every seat once from a random seat (uno-sim).
            if bystanders:
                first = rng.below(players)
                for k in range(players):
                    p = phase_of(g)
                    if p == _PH_ROUND_OVER or p == _PH_MATCH_OVER:
                        break
                    s = (first + k) % players
                    b = bots[s]
                    if not b:
                        continue
                    rc = act(b, g, s, mref)
                    if rc == 0:
                        continue
                    if rc < 0:
                        raise SimulationError("seat %d: listing moves: %s"
                                              % (s, _lib.strerror(rc)))
                    rc = apply(g, s, mref)
                    if rc != 0:
                        raise _refused(g, s, m, rc)
                    moves += 1
                    if m.type == _PLAY:
                        turns += 1
            p = phase_of(g)
            if p == _PH_ROUND_OVER or p == _PH_MATCH_OVER:
                continue
            seat = _current(g)
            phase = phase_of(g)
            if seat < 0:
                raise SimulationError("phase %d has no current player: %s"
                                      % (phase, _lib.strerror(seat)))
            d = table.decide(g, seat)
            rc = apply(g, seat, byref(d))
            if rc != 0:
                raise _refused(g, seat, d, rc)
            if phase == _PH_STACK and d.type == _PLAY:
                t["stacks"] += 1
            moves += 1
            turns += 1
        winner = (lib.uno_game_round_winner(g) if one_round
                  else lib.uno_game_match_winner(g))
        if winner is None or not 0 <= winner < players:
            raise SimulationError("the %s is over but has no winner (%s)"
                                  % ("round" if one_round else "match", winner))
        t["wins"][winner] += 1
        if spec["team_totals"]:
            team = lib.uno_game_team(g, winner)
            if 0 <= team < players:
                t["team_wins"][team] += 1
        for s in range(players):
            t["points"][s] += lib.uno_game_score(g, s)
        t["rounds"] += lib.uno_game_round(g)
        t["moves"] += moves
        t["turns"] += turns
        t["games"] += 1
        if want_log:
            log = _state.log(_GameRef(g))
    finally:
        if table:
            table.free()
        lib.uno_game_free(g)
    return log


class _GameRef:
    """Enough of a libuno.Game for libuno.state.log()."""

    def __init__(self, g: Any) -> None:
        self._p = g


def sim_chunk(spec: Mapping[str, Any], chunk: int, start: int, stop: int,
              before_chunk: Optional[Callable[[int], None]] = None) -> Dict[str, Any]:
    """Plays games ``start`` to ``stop - 1`` of a simulation (a task: a
    pure function of its arguments). Returns the chunk's totals."""
    if before_chunk is not None:
        before_chunk(chunk)
    rules = _table_of(spec)
    counts = _Counts(spec["players"])
    log = None
    for i in range(start, stop):
        try:
            got = _play_match(spec, rules, i, counts)
        except (UnoError, SimulationError) as e:
            raise SimulationError("game %d of %d failed (seed %d): %s"
                                  % (i + 1, spec["games"], spec["seed"], e)) from None
        if got is not None:
            log = got
    out = dict(counts.t)
    out.update(chunk=chunk, start=start, stop=stop, log=log)
    return out


def _play_hand(g: Any, kinds: Sequence[str], rng: _Rng) -> None:
    """uno-tournament's play_hand(): the first round, every seat a bot."""
    table = _Table(kinds, rng)
    try:
        bots = table.bots
        m = UnoMove()
        moves = 0
        while not _round_over(g):
            if moves >= MAX_MOVES_PER_HAND:
                raise SimulationError("a hand did not end after %d moves" % moves)
            first = rng.below(4)
            for k in range(4):
                if _round_over(g):
                    break
                s = (first + k) % 4
                b = bots[s]
                rc = _act(b, g, s, byref(m)) if b else 0
                if rc < 0:
                    raise SimulationError("seat %d: listing moves: %s"
                                          % (s, _lib.strerror(rc)))
                if rc == 1:
                    rc = _apply(g, s, byref(m))
                    if rc != 0:
                        raise _refused(g, s, m, rc)
            if _round_over(g):
                break
            seat = _current(g)
            if seat < 0:
                raise SimulationError("no current player: %s" % _lib.strerror(seat))
            d = table.decide(g, seat)
            rc = _apply(g, seat, byref(d))
            if rc != 0:
                raise _refused(g, seat, d, rc)
            moves += 1
    finally:
        table.free()


def tournament_chunk(spec: Mapping[str, Any], chunk: int, start: int, stop: int,
                     before_chunk: Optional[Callable[[int], None]] = None
                     ) -> Dict[str, Any]:
    """Plays the hands-at-tables ``start`` to ``stop - 1`` of a tournament
    (hand ``h`` at table ``t`` is number ``h * tables + t``)."""
    if before_chunk is not None:
        before_chunk(chunk)
    rules = _table_of(spec)
    schedule = Tournament(spec["players"], spec["hands_per_partner"])
    bots = spec["bots"]
    tables = schedule.tables
    hands = []
    for unit in range(start, stop):
        hand, table = divmod(unit, tables)
        seats = schedule.seats(hand, table)
        kinds = [bots[p % len(bots)] for p in seats]
        rng = _Rng(table_stream(spec["seed"], hand, table))
        g = GameP()
        lib.uno_game_new(byref(g), rules._p, 4, rng.next(), None, None)
        try:
            _play_hand(g, kinds, rng)
            points = [lib.uno_game_score(g, s) for s in range(4)]
            winner = lib.uno_game_round_winner(g)
        except UnoError as e:
            raise SimulationError("hand %d at table %d failed: %s"
                                  % (hand + 1, table + 1, e)) from None
        finally:
            lib.uno_game_free(g)
        hands.append({"hand": hand, "table": table, "seats": list(seats),
                      "points": points, "winner": winner})
    schedule.close()
    return {"chunk": chunk, "start": start, "stop": stop, "hands": hands}


# ---- adding up ----

_SUMS = ("games", "rounds", "blocked_rounds", "moves", "turns", "drawn_other",
         "catches", "challenges", "bluffs_caught", "jump_ins", "stacks", "swaps")
_LISTS = ("wins", "team_wins", "points", "drawn")


def _add(total: Dict[str, Any], part: Mapping[str, Any]) -> None:
    for k in _SUMS:
        total[k] += part[k]
    for k in _LISTS:
        total[k] = [a + b for a, b in zip(total[k], part[k])]


def _ratio(a: float, b: float) -> float:
    return a / b if b > 0 else 0.0


def _r4(x: float) -> float:
    """As uno-sim's "%.4f"."""
    return float("%.4f" % x)


def _sim_summary(spec: Mapping[str, Any], parts: Sequence[Mapping[str, Any]],
                 seconds: float, where: Mapping[str, Any]) -> Dict[str, Any]:
    players = spec["players"]
    total = _Counts(players).t
    for p in parts:
        _add(total, p)
    if total["games"] != spec["games"]:
        raise SimulationError("%d games were played, not %d"
                              % (total["games"], spec["games"]))
    seconds = max(seconds, 1e-9)
    wins = total["wins"]
    by_bot: Dict[str, Dict[str, int]] = {}
    for kind in BOT_KINDS:
        seats = [s for s in range(players) if spec["bots"][s] == kind]
        if seats:
            by_bot[kind] = {"seats": len(seats), "wins": sum(wins[s] for s in seats)}
    drawn = total["drawn"]
    out: Dict[str, Any] = {
        "variant": spec["variant"], "players": players, "seed": spec["seed"],
        "games": total["games"], "threads": where["threads"],
        "rules": dict(spec["rules_set"]), "bots": list(spec["bots"]),
        "wins": wins, "wins_by_bot": by_bot,
    }
    if spec["team_totals"]:
        out["wins_by_team"] = total["team_wins"][:players // 2]
    out.update({
        "rounds": total["rounds"], "blocked_rounds": total["blocked_rounds"],
        "rounds_per_game": _r4(_ratio(total["rounds"], total["games"])),
        "turns": total["turns"],
        "turns_per_round": _r4(_ratio(total["turns"], total["rounds"])),
        "moves": total["moves"], "one_round": spec["one_round"],
        "moves_per_game": _r4(_ratio(total["moves"], total["games"])),
        "cards_drawn": dict([("total", sum(drawn) + total["drawn_other"])]
                            + list(zip(DRAW_NAMES, drawn))),
        "catches": total["catches"], "challenges": total["challenges"],
        "bluffs_caught": total["bluffs_caught"], "jump_ins": total["jump_ins"],
        "stacked_cards": total["stacks"], "swaps": total["swaps"],
        "seconds": round(seconds, 6),
        "games_per_second": round(total["games"] / seconds, 1),
        "moves_per_second": round(total["moves"] / seconds, 1),
        "points": total["points"],
        "dask": dict(where),
    })
    return out


#: The keys of a summary that depend on where and how fast it ran.
TIMING_KEYS = ("seconds", "games_per_second", "moves_per_second", "threads", "dask")


def totals(summary: Mapping[str, Any]) -> Dict[str, Any]:
    """A summary without its timing and cluster keys (:data:`TIMING_KEYS`):
    what must not change with the number of workers or the chunk size."""
    return {k: v for k, v in summary.items() if k not in TIMING_KEYS}


# ---- running chunks: in this process, or on a cluster ----

def _chunks(count: int, size: int) -> List[Tuple[int, int]]:
    return [(s, min(s + size, count)) for s in range(0, count, size)]


def _chunk_size(count: int, workers: int, size: Optional[int]) -> int:
    if size is not None:
        return _check_count(size, "--chunk-size")
    return max(1, min(_MAX_CHUNK, math.ceil(count / (_CHUNKS_PER_WORKER * max(1, workers)))))


def _default_workers() -> int:
    """$UNO_DASK_WORKERS, else one per CPU this process may use."""
    env = os.environ.get("UNO_DASK_WORKERS", "")
    if env:
        if not env.isdigit() or int(env) < 1:
            raise UsageError("UNO_DASK_WORKERS: '%s' is not a positive number" % env)
        return int(env)
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def _worker_env() -> Dict[str, str]:
    """What a local worker process needs to find this package and libuno."""
    env = {}
    path = _lib.LIBRARY_PATH
    if os.path.isabs(path) and os.path.exists(path):
        env["UNO_LIBRARY"] = path
    package_parent = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    old = os.environ.get("PYTHONPATH")
    env["PYTHONPATH"] = package_parent + (os.pathsep + old if old else "")
    return env


def worker_info() -> Dict[str, Any]:
    """What a worker has loaded (run on every worker before a run): the
    libuno version and path, and this package's version."""
    import libuno
    return {"library_version": libuno.library_version(), "library_path": libuno.library_path,
            "python": sys.version.split()[0], "pid": os.getpid()}


def _need_dask() -> None:
    try:
        import distributed  # noqa: F401
    except ImportError as e:
        raise UsageError(
            "Dask is not installed for %s (%s): install it (Debian: apt-get "
            "install python3-distributed), set UNO_PYTHON to a Python that "
            "has it, or play in one process (--local)" % (sys.executable, e)) from None


def local_cluster(workers: int) -> Any:
    """The ``distributed.LocalCluster`` a run starts: ``workers`` processes
    of one thread, quiet, with no dashboard."""
    from distributed import LocalCluster
    # The workers are processes of their own: they import libuno and load the
    # same libuno (UNO_LIBRARY). The scheduler's HTTP server takes any free
    # port (its default, 8787, may be taken: Dask would warn).
    return LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                        dashboard_address=":0", scheduler_kwargs={"dashboard": False},
                        silence_logs=logging.CRITICAL, env=_worker_env())


@contextlib.contextmanager
def _client(scheduler: Optional[str], workers: Optional[int],
            client: Any) -> Iterator[Tuple[Any, Dict[str, Any]]]:
    """A Dask client, and how to describe where the run went."""
    if client is not None:
        yield client, {"scheduler": client.scheduler.address}
        return
    _need_dask()
    from distributed import Client
    address = scheduler or os.environ.get("UNO_DASK_SCHEDULER") or None
    if address:
        try:
            c = Client(address, timeout="20s")
        except (OSError, TimeoutError) as e:
            raise UsageError("cannot reach the Dask scheduler at %s: %s"
                             % (address, e)) from None
        with c:
            yield c, {"scheduler": address}
        return
    n = workers if workers is not None else _default_workers()
    n = _check_count(n, "--workers")
    with local_cluster(n) as cluster, Client(cluster) as c:
        yield c, {"scheduler": "local"}
        # A worker that died is being restarted by its nanny: closing the
        # cluster while it starts makes Dask print tracebacks.
        with contextlib.suppress(Exception):
            c.wait_for_workers(n, timeout=20)


def _check_workers(client: Any) -> int:
    """Every worker runs the same libuno as this process; returns the
    number of worker threads (waiting a while for a first worker)."""
    try:
        client.wait_for_workers(1, timeout=60)
    except Exception:
        raise SimulationError("the Dask cluster at %s has no worker"
                              % client.scheduler.address) from None
    mine = worker_info()["library_version"]
    infos = client.run(worker_info, on_error="return")
    for addr, info in infos.items():
        if isinstance(info, BaseException):
            raise SimulationError("worker %s cannot import libuno: %s: %s"
                                  % (addr, type(info).__name__, info))
        if info["library_version"] != mine:
            raise SimulationError("worker %s runs libuno %s (%s), this process %s: "
                                  "the games would differ" % (
                                      addr, info["library_version"],
                                      info["library_path"], mine))
    return sum(client.nthreads().values())


class _Progress:
    """uno-sim's progress bar on standard error, per finished chunk."""

    def __init__(self, total: int, on: bool) -> None:
        self.total, self.on, self.done = total, on, 0
        if on:
            self.draw()

    def draw(self) -> None:
        width = 40
        filled = int(self.done * width / self.total)
        sys.stderr.write("\r%3d%% [%s%s] %d/%d" % (
            int(self.done * 100 / self.total), "#" * filled,
            " " * (width - filled), self.done, self.total))
        sys.stderr.flush()

    def add(self, n: int) -> None:
        self.done += n
        if self.on:
            self.draw()

    def close(self) -> None:
        if self.on:
            sys.stderr.write("\r\033[K")
            sys.stderr.flush()


def _run(func: Callable[..., Dict[str, Any]], spec: Mapping[str, Any],
         count: int, *, scheduler: Optional[str], workers: Optional[int],
         chunk_size: Optional[int], client: Any, local: bool,
         progress: bool, before_chunk: Optional[Callable[[int], None]]
         ) -> Tuple[List[Dict[str, Any]], float, Dict[str, Any]]:
    """Runs ``func(spec, k, start, stop)`` over every chunk of ``count``
    units; returns the results in chunk order, the seconds it took and
    where it ran."""
    if local:
        size = _chunk_size(count, 1, chunk_size)
        chunks = _chunks(count, size)
        bar = _Progress(count, progress)
        start = time.monotonic()
        results = []
        try:
            for k, (a, b) in enumerate(chunks):
                results.append(func(spec, k, a, b, before_chunk))
                bar.add(b - a)
        finally:
            bar.close()
        return results, time.monotonic() - start, {
            "scheduler": "in-process", "workers": 1, "threads": 1,
            "chunks": len(chunks), "chunk_size": size}
    with _client(scheduler, workers, client) as (c, where):
        from distributed import as_completed
        threads = _check_workers(c)
        nworkers = len(c.nthreads())
        size = _chunk_size(count, threads, chunk_size)
        chunks = _chunks(count, size)
        token = uuid.uuid4().hex[:12]
        name = getattr(func, "__name__", "chunk").replace("_", "-")
        bar = _Progress(count, progress)
        start = time.monotonic()
        futures = {}
        for k, (a, b) in enumerate(chunks):
            f = c.submit(func, spec, k, a, b, before_chunk, pure=False,
                         key="uno-%s-%s-%d" % (name, token, k))
            futures[f.key] = (k, f)
        # One result per chunk, kept by chunk index: a chunk Dask ran again
        # on another worker (its first worker died) lands on the same key,
        # and it is added once, when every chunk is in.
        results: Dict[int, Dict[str, Any]] = {}
        try:
            for f in as_completed([f for _, f in futures.values()]):
                k = futures[f.key][0]
                try:
                    r = f.result()
                except (SimulationError, UnoError):
                    raise
                except Exception as e:
                    raise SimulationError("chunk %d (%d to %d) failed: %s: %s" % (
                        k, chunks[k][0], chunks[k][1] - 1, type(e).__name__, e)) from e
                if r["chunk"] != k or (r["start"], r["stop"]) != chunks[k]:
                    raise SimulationError("chunk %d came back as chunk %d"
                                          % (k, r["chunk"]))
                first = k not in results
                results[k] = r
                f.release()
                if first:
                    bar.add(chunks[k][1] - chunks[k][0])
        finally:
            bar.close()
            for _, f in futures.values():
                f.release()
        seconds = time.monotonic() - start
        if sorted(results) != list(range(len(chunks))):
            raise SimulationError("chunks %s never came back" % sorted(
                set(range(len(chunks))) - set(results)))
        where = dict(where, workers=nworkers, threads=threads,
                     chunks=len(chunks), chunk_size=size)
        return [results[k] for k in range(len(chunks))], seconds, where


_RUN_DOC = """
    Where it runs (keywords only): ``scheduler`` (an address such as
    ``"tcp://host:8786"``; default ``$UNO_DASK_SCHEDULER``, else a
    ``LocalCluster`` of ``workers`` processes started for the run),
    ``client`` (a ``distributed.Client`` to use and leave open),
    ``local=True`` (this process, no Dask). ``chunk_size``: units per task
    (default: about eight tasks per worker thread, at most 250 units);
    it never changes the result. ``progress``: a bar on standard error.
    ``before_chunk``: a callable run on the worker before each chunk, with
    the chunk's index (fault injection in tests)."""


def simulate(variant: str = "classic", players: Optional[int] = None,
             games: int = 1000, seed: int = 1,
             bots: Union[str, Sequence[str]] = "random",
             rules: Union[None, Mapping[str, int], Iterable[str]] = None,
             one_round: Optional[bool] = None, *, log: Optional[str] = None,
             scheduler: Optional[str] = None, workers: Optional[int] = None,
             chunk_size: Optional[int] = None, client: Any = None,
             local: bool = False, progress: bool = False,
             before_chunk: Optional[Callable[[int], None]] = None
             ) -> Dict[str, Any]:
    """Plays ``games`` matches between bots as ``uno-sim`` does, and
    returns uno-sim's JSON summary as a dict, with ``points`` (each seat's
    final scores added up) and ``dask`` (where it ran) besides.

    ``bots``: one of :data:`BOT_KINDS` for every seat, or one per seat
    (a list or ``"greedy,random,random"``). ``rules``: a mapping of option
    names to values, or ``"name=value"`` strings, applied in order.
    ``one_round``: a game is one round (default: when every seat is the
    reference bot). ``log``: a file to write game 0's move log to.
    Game ``i`` is uno-sim's game ``i``: the totals (:func:`totals`) equal
    ``uno-sim --json`` with the same arguments.
    """
    spec = sim_spec(variant, players, games, seed, bots, rules, one_round, log)
    parts, seconds, where = _run(sim_chunk, spec, spec["games"],
                                 scheduler=scheduler, workers=workers,
                                 chunk_size=chunk_size, client=client,
                                 local=local, progress=progress,
                                 before_chunk=before_chunk)
    summary = _sim_summary(spec, parts, seconds, where)
    if log:
        text = next((p["log"] for p in parts if p.get("log") is not None), None)
        with open(log, "wb") as f:
            f.write((text or "").encode("utf-8"))
    return summary


simulate.__doc__ += _RUN_DOC


def _lineups(kinds: Sequence[str], players: int) -> List[Tuple[Tuple[str, str], List[str]]]:
    """Every pair of kinds at alternate seats, and again with the seats
    swapped (so that neither kind keeps the first seat)."""
    out = []
    for i, a in enumerate(kinds):
        for b in kinds[i + 1:]:
            for x, y in ((a, b), (b, a)):
                out.append(((a, b), [x if s % 2 == 0 else y for s in range(players)]))
    return out


def evaluate(bots: Union[str, Sequence[str]] = ("greedy", "random"),
             variant: str = "classic", players: Optional[int] = None,
             games: int = 100, seed: int = 1,
             rules: Union[None, Mapping[str, int], Iterable[str]] = None,
             one_round: Optional[bool] = None, *,
             scheduler: Optional[str] = None, workers: Optional[int] = None,
             chunk_size: Optional[int] = None, client: Any = None,
             local: bool = False, progress: bool = False,
             before_chunk: Optional[Callable[[int], None]] = None
             ) -> Dict[str, Any]:
    """Win rates of bot kinds against each other: for every pair of the
    kinds, ``games`` games with the two at alternate seats and ``games``
    more with the seats swapped. Each such lineup is exactly ``uno-sim
    --bots LINEUP --seed SEED --games GAMES`` (the same deals for every
    lineup). Returns a dict: ``lineups`` (each one's bots, wins by seat,
    points), ``pairs`` (games, wins and win rate of each kind of the pair,
    and its fair share: its seats over the players) and ``kinds`` (each
    kind over all its pairs).
    """
    kinds = _parse_bots(bots)
    if len(kinds) < 2 or len(set(kinds)) != len(kinds):
        raise UsageError("--bots: an evaluation needs two or more different "
                         "bots, not '%s'" % ",".join(kinds))
    base = sim_spec(variant, players, games, seed, kinds[0], rules, one_round)
    players = base["players"]
    if players < 2:
        raise UsageError("--players: an evaluation needs two seats or more")
    lineups = _lineups(kinds, players)
    specs = []
    for _, seats in lineups:
        s = dict(base, bots=seats, bystanders=not all(k == "reference" for k in seats))
        if one_round is None:
            s["one_round"] = False
        specs.append(s)
    spec = {"lineups": specs, "games": base["games"]}
    parts, seconds, where = _run(eval_chunk, spec, base["games"] * len(specs),
                                 scheduler=scheduler, workers=workers,
                                 chunk_size=chunk_size, client=client,
                                 local=local, progress=progress,
                                 before_chunk=before_chunk)
    per_lineup: List[List[Dict[str, Any]]] = [[] for _ in specs]
    for p in parts:
        for lineup, sub in p["lineups"]:
            per_lineup[lineup].append(sub)
    results = []
    for s, subs in zip(specs, per_lineup):
        summary = _sim_summary(s, subs, seconds, where)
        results.append({k: summary[k] for k in (
            "bots", "games", "wins", "points", "rounds", "moves", "turns")})
    pairs = []
    overall: Dict[str, Dict[str, float]] = {k: {"games": 0, "wins": 0, "seats": 0.0}
                                            for k in kinds}
    for i in range(0, len(lineups), 2):
        a, b = lineups[i][0]
        entry: Dict[str, Any] = {"bots": [a, b], "games": 0, "wins": {a: 0, b: 0},
                                 "fair_share": {a: 0.0, b: 0.0}}
        for r in results[i:i + 2]:
            entry["games"] += r["games"]
            for seat, kind in enumerate(r["bots"]):
                entry["wins"][kind] += r["wins"][seat]
                entry["fair_share"][kind] += r["games"] / players
        for kind in (a, b):
            overall[kind]["games"] += entry["games"]
            overall[kind]["wins"] += entry["wins"][kind]
            overall[kind]["seats"] += entry["fair_share"][kind]
            entry["fair_share"][kind] = _r4(_ratio(entry["fair_share"][kind], entry["games"]))
        entry["win_rate"] = {k: _r4(_ratio(entry["wins"][k], entry["games"])) for k in (a, b)}
        pairs.append(entry)
    by_kind = {k: {"games": int(v["games"]), "wins": int(v["wins"]),
                   "win_rate": _r4(_ratio(v["wins"], v["games"])),
                   "fair_share": _r4(_ratio(v["seats"], v["games"]))}
               for k, v in overall.items()}
    seconds = max(seconds, 1e-9)
    total_games = sum(r["games"] for r in results)
    return {"variant": base["variant"], "players": players, "seed": base["seed"],
            "games_per_lineup": base["games"], "rules": base["rules_set"],
            "one_round": specs[0]["one_round"], "bots": kinds,
            "lineups": results, "pairs": pairs, "kinds": by_kind,
            "games": total_games, "seconds": round(seconds, 6),
            "games_per_second": round(total_games / seconds, 1), "dask": where}


evaluate.__doc__ += _RUN_DOC


def eval_chunk(spec: Mapping[str, Any], chunk: int, start: int, stop: int,
               before_chunk: Optional[Callable[[int], None]] = None) -> Dict[str, Any]:
    """Units ``start`` to ``stop - 1`` of an evaluation: unit ``u`` is game
    ``u % games`` of lineup ``u // games``."""
    if before_chunk is not None:
        before_chunk(chunk)
    games = spec["games"]
    out = []
    u = start
    while u < stop:
        lineup, first = divmod(u, games)
        last = min(stop - lineup * games, games)
        sub = sim_chunk(spec["lineups"][lineup], chunk, first, last)
        out.append((lineup, sub))
        u = lineup * games + last
    return {"chunk": chunk, "start": start, "stop": stop, "lineups": out}


def tournament_spec(players: int = 8, hands_per_partner: int = 4,
                    variant: str = "partners", seed: int = 1,
                    bots: Union[str, Sequence[str]] = "greedy",
                    rules: Union[None, Mapping[str, int], Iterable[str]] = None
                    ) -> Dict[str, Any]:
    """The checked description of a tournament (uno-tournament's checks)."""
    kinds = _parse_bots(bots)
    seed = _check_seed(seed)
    if (isinstance(players, bool) or not isinstance(players, int) or players % 4
            or not 4 <= players <= Tournament.MAX_PLAYERS):
        raise UsageError("--players: '%s' is not a multiple of 4 from 4 to %d"
                         % (players, Tournament.MAX_PLAYERS))
    if (isinstance(hands_per_partner, bool) or not isinstance(hands_per_partner, int)
            or not 1 <= hands_per_partner <= Tournament.MAX_REPEATS):
        raise UsageError("--hands-per-partner: '%s' is not a number from 1 to %d"
                         % (hands_per_partner, Tournament.MAX_REPEATS))
    rule_list = _parse_rules(rules)
    table, _ = _make_rules(variant, rule_list)
    if table.team_size != 2 or not table.allows_players(4):
        raise UsageError("--variant %s: a tournament needs partners at four seats "
                         "(partners or teams)" % variant)
    if "rotating_partners" in table and table["rotating_partners"]:
        raise UsageError("--rule rotating_partners=1: the tournament's schedule "
                         "already rotates the partners")
    return {"variant": table.name, "players": players,
            "hands_per_partner": hands_per_partner, "seed": seed, "bots": kinds,
            "rules": rule_list}


def tournament(players: int = 8, hands_per_partner: int = 4,
               variant: str = "partners", seed: int = 1,
               bots: Union[str, Sequence[str]] = "greedy",
               rules: Union[None, Mapping[str, int], Iterable[str]] = None, *,
               scheduler: Optional[str] = None, workers: Optional[int] = None,
               chunk_size: Optional[int] = None, client: Any = None,
               local: bool = False, progress: bool = False,
               before_chunk: Optional[Callable[[int], None]] = None
               ) -> Dict[str, Any]:
    """The partner tournament of ``uno-tournament`` (:class:`libuno.Tournament`,
    tournament.h): ``players`` at ``players / 4`` tables, each pair of
    players partners for ``hands_per_partner`` hands. Every hand at every
    table is a unit of work, played from the generator uno-tournament
    seeds from the seed, the hand and the table; the hands are recorded
    in order once all are in. Returns uno-tournament's JSON as a dict
    (``rounds``: each hand's tables and standings; ``totals``;
    ``winner``), with ``seconds`` and ``dask`` besides.
    """
    spec = tournament_spec(players, hands_per_partner, variant, seed, bots, rules)
    schedule = Tournament(spec["players"], spec["hands_per_partner"])
    units = schedule.hands * schedule.tables
    parts, seconds, where = _run(tournament_chunk, spec, units,
                                 scheduler=scheduler, workers=workers,
                                 chunk_size=chunk_size, client=client,
                                 local=local, progress=progress,
                                 before_chunk=before_chunk)
    played = {}
    for p in parts:
        for h in p["hands"]:
            played[(h["hand"], h["table"])] = h
    rounds = []
    with schedule:
        for hand in range(schedule.hands):
            tables = []
            for table in range(schedule.tables):
                h = played[(hand, table)]
                if tuple(h["seats"]) != schedule.seats(hand, table):
                    raise SimulationError("hand %d at table %d came back with "
                                          "other seats" % (hand + 1, table + 1))
                schedule.record(hand, table, h["points"])
                tables.append({"table": table + 1, "seats": h["seats"],
                               "points": h["points"], "winner": h["winner"]})
            rounds.append({"hand": hand + 1, "tables": tables, "standings": [
                {"player": p, "total": schedule.total(p)}
                for p in schedule.standings()]})
        totals_ = schedule.totals
        winner = schedule.standings()[0]
        info = {"tables": schedule.tables, "hands": schedule.hands}
    return {"variant": spec["variant"], "players": spec["players"],
            "tables": info["tables"], "hands_per_partner": spec["hands_per_partner"],
            "hands": info["hands"], "seed": spec["seed"], "rounds": rounds,
            "totals": totals_, "winner": winner, "seconds": round(max(seconds, 1e-9), 6),
            "dask": where}


tournament.__doc__ += _RUN_DOC


# ---- printing: uno-sim's and uno-tournament's summaries ----

def _where_text(where: Mapping[str, Any]) -> str:
    if where["scheduler"] == "in-process":
        return "in this process"
    return "on %d Dask worker%s (%s), %d chunks of %d" % (
        where["workers"], "" if where["workers"] == 1 else "s",
        "a local cluster" if where["scheduler"] == "local" else where["scheduler"],
        where["chunks"], where["chunk_size"])


def print_sim(r: Mapping[str, Any], rule_texts: Sequence[str], out: Any = None) -> None:
    """uno-sim's text summary (print_text() in examples/uno-sim.c), line for
    line and byte for byte: only the measured time differs, and the time
    line counts the threads that played (the cluster's worker threads, or
    1 in this process). The points by seat and where the run went are in
    the summary's ``points`` and ``dask``."""
    out = out or sys.stdout
    w = out.write
    games, players = r["games"], r["players"]
    w("variant:          %s, %d players, seed %d\n" % (r["variant"], players, r["seed"]))
    for t in rule_texts:
        w("rule:             %s\n" % t)
    w("games:            %d\n" % games)
    w("wins by seat:\n")
    for s in range(players):
        w("  seat %-2d %-8s %8d  %5.1f%%\n" % (s, r["bots"][s], r["wins"][s],
                                             100.0 * _ratio(r["wins"][s], games)))
    w("wins by bot:\n")
    for kind, v in r["wins_by_bot"].items():
        w("  %-8s %2d seat%s %7d  %5.1f%% (fair share %.1f%%)\n" % (
            kind, v["seats"], " " if v["seats"] == 1 else "s", v["wins"],
            100.0 * _ratio(v["wins"], games), 100.0 * v["seats"] / players))
    if "wins_by_team" in r:
        w("wins by team:\n")
        for t, n in enumerate(r["wins_by_team"]):
            w("  team %d (seats %d and %d) %7d  %5.1f%%\n" % (
                t, t, t + players // 2, n, 100.0 * _ratio(n, games)))
    w("rounds per match: %.2f (%d rounds, %d blocked)\n" % (
        _ratio(r["rounds"], games), r["rounds"], r["blocked_rounds"]))
    w("turns per round:  %.2f (%d turns, %d moves with calls and catches)\n" % (
        _ratio(r["turns"], r["rounds"]), r["turns"], r["moves"]))
    d = r["cards_drawn"]
    w("cards drawn:      %d, %.2f per round (turns %d, card effects %d, UNO "
      "penalties %d, challenges %d, team play %d)\n" % (
          d["total"], _ratio(d["total"], r["rounds"]), d["turn"], d["card_effect"],
          d["uno_penalty"], d["challenge_guilty"] + d["challenge_failed"],
          d["team_play"]))
    w("catches:          %d\n" % r["catches"])
    w("challenges:       %d (%d caught a bluff)\n" % (r["challenges"], r["bluffs_caught"]))
    w("jump-ins:         %d\n" % r["jump_ins"])
    w("stacked cards:    %d\n" % r["stacked_cards"])
    w("swaps:            %d\n" % r["swaps"])
    threads = r["threads"]
    w("time:             %.3f s on %d thread%s, %.0f games/s, %.0f moves/s\n" % (
        r["seconds"], threads, "" if threads == 1 else "s", r["games_per_second"],
        r["moves_per_second"]))
    w("moves per game:   %.2f (a game is %s)\n" % (
        _ratio(r["moves"], games), "one round" if r["one_round"] else "a whole match"))


def print_eval(r: Mapping[str, Any], rule_texts: Sequence[str], out: Any = None) -> None:
    out = out or sys.stdout
    w = out.write
    w("variant:          %s, %d players, seed %d\n" % (r["variant"], r["players"], r["seed"]))
    for t in rule_texts:
        w("rule:             %s\n" % t)
    w("games:            %d per lineup, %d lineups (a game is %s)\n" % (
        r["games_per_lineup"], len(r["lineups"]),
        "one round" if r["one_round"] else "a whole match"))
    w("lineups (wins by seat):\n")
    width = max(len(",".join(x["bots"])) for x in r["lineups"])
    for x in r["lineups"]:
        w("  %-*s  %s\n" % (width, ",".join(x["bots"]), " ".join(
            "%6d" % n for n in x["wins"])))
    w("pairs (win rate, fair share in brackets):\n")
    for p in r["pairs"]:
        a, b = p["bots"]
        w("  %-9s vs %-9s %5.1f%% (%.1f%%) to %5.1f%% (%.1f%%) in %d games\n" % (
            a, b, 100 * p["win_rate"][a], 100 * p["fair_share"][a],
            100 * p["win_rate"][b], 100 * p["fair_share"][b], p["games"]))
    w("by bot:\n")
    for kind, v in sorted(r["kinds"].items(), key=lambda kv: -kv[1]["win_rate"]):
        w("  %-9s %5.1f%% of %d games (fair share %.1f%%)\n" % (
            kind, 100 * v["win_rate"], v["games"], 100 * v["fair_share"]))
    w("time:             %.3f s %s, %.0f games/s\n" % (
        r["seconds"], _where_text(r["dask"]), r["games_per_second"]))


def print_tournament(r: Mapping[str, Any], as_json: bool, out: Any = None) -> None:
    """Exactly what uno-tournament prints (text or --json)."""
    out = out or sys.stdout
    w = out.write
    hands, tables = r["hands"], r["tables"]
    if as_json:
        w('{"variant": %s, "players": %d, "tables": %d, "hands_per_partner": %d, '
          '"hands": %d, "seed": %d,\n "rounds": [\n' % (
              json.dumps(r["variant"]), r["players"], tables, r["hands_per_partner"],
              hands, r["seed"]))
    else:
        w("%s tournament: %d players, %d table%s, %d hands (%d with each partner)\n" % (
            r["variant"], r["players"], tables, "" if tables == 1 else "s", hands,
            r["hands_per_partner"]))
    for rd in r["rounds"]:
        if as_json:
            w('  {"hand": %d, "tables": [' % rd["hand"])
            w(", ".join('{"table": %d, "seats": [%s], "points": [%s]}' % (
                t["table"], ", ".join(map(str, t["seats"])),
                ", ".join(map(str, t["points"]))) for t in rd["tables"]))
            w('], "standings": [%s]}%s\n' % (", ".join(
                '{"player": %d, "total": %d}' % (e["player"], e["total"])
                for e in rd["standings"]), "," if rd["hand"] < hands else ""))
        else:
            w("hand %d:\n" % rd["hand"])
            for t in rd["tables"]:
                s, win = t["seats"], t["winner"]
                w("  table %d: P%d & P%d vs P%d & P%d: P%d & P%d score %d\n" % (
                    t["table"], s[0], s[2], s[1], s[3], s[win], s[(win + 2) % 4],
                    t["points"][win]))
            w("standings after hand %d of %d:%s\n" % (rd["hand"], hands, "".join(
                " %sP%d %d" % ("| " if i else "", e["player"], e["total"])
                for i, e in enumerate(rd["standings"]))))
    if as_json:
        w(' ],\n "totals": [%s],\n "winner": %d}\n' % (
            ", ".join(map(str, r["totals"])), r["winner"]))
    else:
        w("winner: P%d with %d points\n" % (r["winner"], r["totals"][r["winner"]]))


# ---- the command line ----

class _Parser(argparse.ArgumentParser):
    """Usage errors as the programs report them: "prog: message", exit 1."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(message)


def _seed_arg(text: str) -> int:
    if not text.isdigit() or int(text) > _M64:
        raise argparse.ArgumentTypeError("'%s' is not a number from 0 to 2^64-1" % text)
    return int(text)


def _count_arg(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError("'%s' is not a positive number" % text)
    return int(text)


def _parser(prog: str) -> argparse.ArgumentParser:
    ap = _Parser(prog=prog, description=(
        "Simulations, bot evaluations and partner tournaments of libuno on a "
        "Dask cluster: a LocalCluster started for the run, or the scheduler "
        "given by --scheduler or $UNO_DASK_SCHEDULER. Totals equal a run in "
        "one process with the same seed (uno-sim, uno-tournament), whatever "
        "the workers and chunks."))
    sub = ap.add_subparsers(dest="command", metavar="sim|eval|tournament")
    sub.required = True

    def cluster(p: argparse.ArgumentParser) -> None:
        p.add_argument("--scheduler", metavar="ADDRESS",
                       help="an existing cluster's scheduler, tcp://HOST:8786 "
                       "(default: $UNO_DASK_SCHEDULER, else a local cluster)")
        p.add_argument("--workers", type=_count_arg, metavar="N",
                       help="worker processes of the local cluster, one "
                       "thread each (default: $UNO_DASK_WORKERS, else one "
                       "per CPU)")
        p.add_argument("--chunk-size", type=_count_arg, metavar="N",
                       help="games (or hands) per task (default: about 8 "
                       "tasks per worker, at most 250 games)")
        p.add_argument("--local", action="store_true",
                       help="play in this process, without Dask")
        p.add_argument("--json", action="store_true",
                       help="print the summary as one JSON object")
        p.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE",
                       help="set a rule option; may be repeated")
        p.add_argument("--seed", type=_seed_arg, default=1, metavar="S",
                       help="seed of the games and the bots (default: 1)")

    s = sub.add_parser("sim", help="N games between bots, as uno-sim")
    s.add_argument("--variant", default="classic", metavar="NAME",
                   help="the rule table (default: classic)")
    s.add_argument("--players", type=_count_arg, metavar="N",
                   help="seats (default: as many as --bots names, else 4)")
    s.add_argument("--games", type=_count_arg, default=1000, metavar="N",
                   help="matches to play (default: 1000)")
    s.add_argument("--bots", default="random", metavar="KIND[,KIND]...",
                   help="random, greedy, reference, search, ismcts or a level (easy, "
                   "medium, hard, expert): one for every seat, or one per seat")
    s.add_argument("--one-round", action="store_true",
                   help="a game is one round (default: when every seat is "
                   "the reference bot)")
    s.add_argument("--no-progress", action="store_true",
                   help="no progress bar on standard error")
    s.add_argument("--log", metavar="FILE", help="write game 0's move log")
    cluster(s)

    e = sub.add_parser("eval", help="win rates of bots against each other")
    e.add_argument("--variant", default="classic", metavar="NAME",
                   help="the rule table (default: classic)")
    e.add_argument("--players", type=_count_arg, metavar="N",
                   help="seats (default: 4)")
    e.add_argument("--games", type=_count_arg, default=100, metavar="N",
                   help="games per lineup (default: 100); every pair of "
                   "bots plays two lineups")
    e.add_argument("--bots", default="greedy,random", metavar="KIND,KIND[,KIND]...",
                   help="the bots to compare (default: greedy,random)")
    e.add_argument("--one-round", action="store_true",
                   help="a game is one round, not a whole match")
    e.add_argument("--no-progress", action="store_true",
                   help="no progress bar on standard error")
    cluster(e)

    t = sub.add_parser("tournament", help="a partner tournament, as uno-tournament")
    t.add_argument("--players", type=_count_arg, default=8, metavar="N",
                   help="a multiple of 4 (default: 8)")
    t.add_argument("--hands-per-partner", type=_count_arg, default=4, metavar="K",
                   help="hands each pair of players plays together (default: 4)")
    t.add_argument("--variant", default="partners", metavar="NAME",
                   help="partners (the default) or teams")
    t.add_argument("--bots", default="greedy", metavar="KIND[,KIND]...",
                   help="given to players 0, 1, 2, ... in turn (default: greedy)")
    t.add_argument("--no-progress", action="store_true",
                   help="no progress bar on standard error")
    cluster(t)
    return ap


def main(argv: Optional[Sequence[str]] = None, prog: Optional[str] = None) -> int:
    """``python3 -m libuno.distributed``: returns the exit status (0, 1 for a
    usage error, 2 for an error while playing)."""
    prog = prog or "python3 -m libuno.distributed"
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        a = _parser(prog).parse_args(argv)
        if not a.local:
            _need_dask()
        show = not a.no_progress and sys.stderr.isatty()
        run = dict(scheduler=a.scheduler, workers=a.workers, chunk_size=a.chunk_size,
                   local=a.local, progress=show)
        if a.command == "sim":
            r = simulate(a.variant, a.players, a.games, a.seed, a.bots, a.rule,
                         True if a.one_round else None, log=a.log, **run)
            if a.json:
                sys.stdout.write(json.dumps(r) + "\n")
            else:
                print_sim(r, a.rule)
        elif a.command == "eval":
            r = evaluate(a.bots, a.variant, a.players, a.games, a.seed, a.rule,
                         True if a.one_round else None, **run)
            if a.json:
                sys.stdout.write(json.dumps(r) + "\n")
            else:
                print_eval(r, a.rule)
        else:
            r = tournament(a.players, a.hands_per_partner, a.variant, a.seed,
                           a.bots, a.rule, **run)
            print_tournament(r, a.json)
        sys.stdout.flush()
    except UsageError as e:
        sys.stderr.write("%s: %s\n" % (prog, e))
        return 1
    except (SimulationError, UnoError) as e:
        sys.stderr.write("%s: %s\n" % (prog, e))
        return 2
    except KeyboardInterrupt:
        return 130
    return 0


if __name__ == "__main__":
    # Run as libuno.distributed, not __main__: the tasks sent to the workers
    # must name functions the workers can import.
    from libuno.distributed import main as _main
    sys.exit(_main())
