"""The encoding shared by :mod:`libuno.rl`'s environments: actions, observations,
masks, the out-of-turn schedule and the rewards, over one :class:`libuno.Game`.

Actions (:func:`action_count` of the variant: ``ACTION_COUNT`` =
``MOVE_INDEX_COUNT + 1`` = 273 of them for every variant of the public
kinds, ``MOVE_INDEX_MAX + 1`` = 399 for one that deals kinds 20-31,
``no-mercy``):

- ``0`` to the variant's ``move_index_count - 1``: libuno's move index
  (view.h, doc/observation.md; :meth:`libuno.Rules.move_from_index`), made
  *seat-relative*: in the four blocks that name a seat (``catch N`` 163+N,
  ``cast N`` 242+N, ``swap N`` 252+N, ``misplay N`` 262+N) ``N`` is the
  target's offset clockwise from the acting seat, ``(target - seat) mod
  players``: ``catch 1`` (action 164) catches the seat on the actor's left
  whoever acts. Offsets from ``players`` to 9 name no seat and are never
  legal. Every other index is the library's own (the extended layout's
  plays and hand-offs of kinds 20-31 too, 272-397).
- ``WAIT``, the last action (:func:`wait_action`: the variant's
  ``move_index_count``, ``WAIT`` = ``MOVE_INDEX_COUNT`` = 272 in the
  public layout, 398 in the extended one): let the moment pass. Offered
  only to a seat that is asked out of turn.

:func:`to_absolute` and :func:`to_relative` convert between the two.

The observation is ``uno_game_observation()`` of the acting seat (already
relative to it, doc/observation.md) without the seat blocks of seats the
table does not have: :func:`observation_size` values, ``193 + 5 *
players`` for the public kinds' 62 card faces (``283 + 5 * players`` for
the 92 of a variant that deals kinds 20-31), as int32 (or float32),
written by the library into a preallocated numpy buffer. Two-sided cards
(``flip``) add what the seat sees of the faces not in play (FL-5): the
side in play, the hidden face of the draw pile's top card (-1 for none),
and for each other seat of the table, clockwise from the actor, the
count of each hidden face of its hand: ``2 + (players - 1) * 92`` more
(:func:`observation_layout`).
"""
from __future__ import annotations

import collections
import operator
from ctypes import POINTER, c_int32, c_uint8
from typing import Any, Deque, Dict, List, Mapping, Optional, Sequence, Tuple

import numpy as np

from .. import _lib
from .._lib import MAX_PLAYERS, MOVE_INDEX_COUNT, lib
from ..cards import Card
from ..enums import Phase, SeatStatus
from ..game import Game
from ..rules import Rules
from ..state import MOVE_INDEX_MAX, card_face

#: How many of the last events render() shows.
EVENTS_SHOWN = 8

try:  # the real spaces when gymnasium is there, the stand-ins otherwise
    from gymnasium import spaces as _spaces
    HAVE_GYMNASIUM = True
except ImportError:
    from . import spaces as _spaces  # type: ignore[no-redef]
    HAVE_GYMNASIUM = False

Box = _spaces.Box
Discrete = _spaces.Discrete
Dict_ = _spaces.Dict

__all__ = ["WAIT", "ACTION_COUNT", "ACTION_MAX", "SEAT_BLOCKS", "to_absolute",
           "to_relative", "action_count", "wait_action", "observation_size",
           "observation_bounds", "observation_layout", "HAVE_GYMNASIUM"]

#: The "wait" action of the public layout (every variant whose cards are of
#: the public kinds 0-19, every built-in one but ``no-mercy``): the last
#: one, after the move index. In general it is :func:`wait_action`.
WAIT: int = MOVE_INDEX_COUNT
#: Number of actions of the public layout: the move index and "wait". In
#: general it is :func:`action_count`.
ACTION_COUNT: int = MOVE_INDEX_COUNT + 1
#: The most actions a variant has in this release: the extended layout
#: (kinds 20-31, ``MOVE_INDEX_MAX``) and "wait" (399).
ACTION_MAX: int = MOVE_INDEX_MAX + 1
#: Where the blocks of moves naming a seat start (catch, cast, swap,
#: misplay), each ``MAX_PLAYERS`` long: the seat-relative ones.
SEAT_BLOCKS: Tuple[int, ...] = tuple(_lib.DEFINES["INDEX_" + k] for k in
                                     ("CATCH", "CAST", "SWAP", "MISPLAY"))
#: Observation values before the seat blocks (doc/observation.md).
OBS_HEAD = 193
#: Values per seat block.
OBS_SEAT = 5
#: Values of the two-sided cards' block before its per-seat counts: the
#: side in play, the draw pile's top hidden face.
OBS_SIDED = 2

_U8P = POINTER(c_uint8)
_I32P = POINTER(c_int32)


def _check_players(players: int) -> int:
    if isinstance(players, bool) or not isinstance(players, int):
        raise TypeError("players is an int")
    if not 1 <= players <= MAX_PLAYERS:
        raise ValueError("players is 1 to %d, not %d" % (MAX_PLAYERS, players))
    return players


def _rules_of(variant: Any) -> Rules:
    """A Rules from a variant name or a Rules (used as it is)."""
    if isinstance(variant, Rules):
        return variant
    if isinstance(variant, str):
        return Rules(variant)
    raise TypeError("variant is a variant name or a libuno.Rules, not %s"
                    % type(variant).__name__)


def action_count(variant: Any = "classic") -> int:
    """The number of actions of an environment of ``variant`` (a name or a
    :class:`libuno.Rules`): its move indexes and ``WAIT``,
    :attr:`libuno.Rules.move_index_count` ``+ 1``: ``ACTION_COUNT`` (273)
    for every variant of the public kinds, ``ACTION_MAX`` (399) for one
    that deals kinds 20-31 (``no-mercy``)."""
    return _rules_of(variant).move_index_count + 1


def wait_action(variant: Any = "classic") -> int:
    """The ``WAIT`` action of an environment of ``variant``: the last one,
    ``action_count(variant) - 1`` (``WAIT``, 272, in the public layout)."""
    return _rules_of(variant).move_index_count


def _check_actions(actions: int) -> int:
    if isinstance(actions, bool) or not isinstance(actions, int):
        raise TypeError("actions is an int")
    if not ACTION_COUNT <= actions <= _lib.MAX_MOVE_INDEX + 1:
        raise ValueError("actions is %d to %d (action_count()), not %d"
                         % (ACTION_COUNT, _lib.MAX_MOVE_INDEX + 1, actions))
    return actions


def relative_table(players: int, actions: int = ACTION_COUNT) -> np.ndarray:
    """``table[seat, action]``: the absolute move index (or ``WAIT``) of a
    seat-relative action of ``seat``; an int64 array ``(players,
    actions)``, each row a permutation of ``0..actions-1``. ``actions`` is
    the environment's :func:`action_count` (``ACTION_COUNT`` in the public
    layout); only the seat blocks differ from the identity, and they are
    in every layout."""
    _check_players(players)
    _check_actions(actions)
    table = np.tile(np.arange(actions, dtype=np.int64), (players, 1))
    for seat in range(players):
        for base in SEAT_BLOCKS:
            for offset in range(players):
                table[seat, base + offset] = base + (seat + offset) % players
    return table


def _action_int(action: Any, actions: int = ACTION_COUNT) -> Optional[int]:
    """An action as an int 0 to actions-1, or None for anything else
    (an illegal action, never an exception)."""
    if action is None or isinstance(action, (bool, np.bool_)):
        return None
    try:
        a = operator.index(action)
    except TypeError:
        return None
    return a if 0 <= a < actions else None


def to_absolute(action: int, seat: int, players: int, actions: int = ACTION_COUNT) -> int:
    """The library's move index of a seat-relative action of ``seat`` at a
    table of ``players`` (``WAIT`` stays ``WAIT``): the move to give
    :meth:`libuno.Game.apply_index` (or :meth:`libuno.Rules.move_from_index`).
    ``actions`` is the environment's :func:`action_count` (``ACTION_COUNT``
    in the public layout): an action is 0 to ``actions - 1``."""
    a = _action_int(action, _check_actions(actions))
    if a is None:
        raise ValueError("an action is 0 to %d, not %r" % (actions - 1, action))
    _check_seat(seat, players)
    for base in SEAT_BLOCKS:
        if base <= a < base + players:
            return base + (seat + a - base) % players
    return a


def to_relative(index: int, seat: int, players: int, actions: int = ACTION_COUNT) -> int:
    """The seat-relative action of ``seat`` for a library move index (the
    inverse of :func:`to_absolute`, ``actions`` as there)."""
    a = _action_int(index, _check_actions(actions))
    if a is None:
        raise ValueError("a move index is 0 to %d, not %r" % (actions - 1, index))
    _check_seat(seat, players)
    for base in SEAT_BLOCKS:
        if base <= a < base + players:
            return base + (a - base - seat) % players
    return a


def _check_seat(seat: int, players: int) -> None:
    _check_players(players)
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise ValueError("seat is 0 to %d, not %r" % (players - 1, seat))


def _layout(rules: Optional[Rules]) -> Tuple[int, bool]:
    """The card faces of a variant's observation (62 or 92) and whether it
    has the block of two-sided cards, from ``uno_observation_size()``:
    ``3 * faces + 7 + 5 * MAX_PLAYERS``, plus ``2 + (MAX_PLAYERS - 1) *
    faces`` for two-sided cards."""
    if rules is None:
        return (OBS_HEAD - 7) // 3, False
    size = lib.uno_observation_size(rules._p)
    sided = rules.sides == 2
    rest = size - 7 - OBS_SEAT * MAX_PLAYERS - (OBS_SIDED if sided else 0)
    return rest // (3 + (MAX_PLAYERS - 1 if sided else 0)), sided


def observation_layout(players: int, rules: Any = None) -> np.ndarray:
    """Where an environment's observation comes from: for each of its
    :func:`observation_size` values, its place in the library's
    ``uno_game_observation()`` (an int64 array). The head (card counts
    per face and the scalars), the blocks of the ``players`` seats the
    table has; for two-sided cards (``flip``) then the side in play, the
    draw pile's top hidden face, and the hidden-face counts of the
    ``players - 1`` other seats. The library's blocks of seats the table
    does not have are left out."""
    n = _check_players(players)
    rules = None if rules is None else _rules_of(rules)
    faces, sided = _layout(rules)
    head = 3 * faces + 7
    keep = [np.arange(head + OBS_SEAT * n, dtype=np.int64)]
    if sided:
        at = head + OBS_SEAT * MAX_PLAYERS
        keep.append(np.arange(at, at + OBS_SIDED + (n - 1) * faces, dtype=np.int64))
    return np.concatenate(keep)


def observation_size(players: int, rules: Any = None) -> int:
    """Values in an environment's observation: ``193 + 5 * players`` for a
    variant of the public kinds (``rules`` None, or any built-in variant
    but ``no-mercy`` and ``flip``); for ``rules`` (a name or a
    :class:`libuno.Rules`) the library's ``uno_observation_size()`` less the
    blocks of the seats the table does not have: ``283 + 5 * players``
    for a variant that deals kinds 20-31 (92 card faces), and for
    two-sided cards (``flip``) ``2 + (players - 1) * 92`` more
    (:func:`observation_layout`)."""
    n = _check_players(players)
    faces, sided = _layout(None if rules is None else _rules_of(rules))
    size = 3 * faces + 7 + OBS_SEAT * n
    return size + (OBS_SIDED + (n - 1) * faces if sided else 0)


def observation_bounds(rules: Rules, players: int) -> Tuple[np.ndarray, np.ndarray]:
    """``(low, high)`` of every observation value for these rules and
    players (int64 arrays): bounds the values really keep to.

    Card counts per face are at most the face's copies in the deck (at
    least 1, so that no bound is a single value); sizes at most the deck;
    a pending draw at most the most a card of the variant makes draw (4,
    or 10 with No Mercy's Wild Draw Ten) per card of the deck; a seat's
    status at most ``ELIMINATED``, or ``KNOCKED_OUT`` under a hand limit
    (H-11, No Mercy's NM-11); a match total at most
    the target (or elimination limit) plus ``players`` times the points of
    the whole deck (no round scores more than the deck's points, and a
    match ends in the round a total reaches the target, or after
    ``players - 1`` rounds in Partners)."""
    n = _check_players(players)
    rules = _rules_of(rules)
    faces, sided = _layout(rules)
    # Two-sided cards: either side may be in play, or hidden.
    sides = [rules.deck_side(side) for side in range(rules.sides)]
    copies = np.zeros(faces, np.int64)
    for deck in sides:
        each = np.zeros(faces, np.int64)
        for card in deck:
            each[card_face(card)] += 1
        copies = np.maximum(copies, each)
    copies = np.maximum(copies, 1)
    deck = sides[0]
    size = len(deck)
    target = 0
    for name in ("target_score", "elimination_limit"):
        if name in rules:
            target = max(target, rules[name])
    score_high = target + n * max(sum(rules.points(c) for c in d) for d in sides)
    pending_high = max(_most_drawn(rules, d) for d in sides) * size
    status_high = int(SeatStatus.KNOCKED_OUT if rules.get("hand_limit", 0)
                      else SeatStatus.ELIMINATED)
    size_all = observation_size(n, rules)
    low = np.zeros(size_all, np.int64)
    high = np.zeros(size_all, np.int64)
    for block in range(3):  # hand, discard pile, shown hand: per face
        high[block * faces:(block + 1) * faces] = copies
    head = 3 * faces
    # top face, color, direction, phase, current (relative), pending draw,
    # draw pile
    low[head:head + 7] = [-1, 0, -1, 0, -1, 0, 0]
    high[head:head + 7] = [faces - 1, 4, 1, max(int(p) for p in Phase),
                           n - 1, pending_high, size]
    for k in range(n):
        at = head + 7 + OBS_SEAT * k
        # hand size, match total, status, same team, UNO called
        high[at:at + OBS_SEAT] = [size, score_high, status_high, 1, 1]
    if sided:
        at = head + 7 + OBS_SEAT * n
        # side in play, the draw pile's top hidden face (-1: none)
        low[at:at + OBS_SIDED] = [0, -1]
        high[at:at + OBS_SIDED] = [1, faces - 1]
        at += OBS_SIDED
        for k in range(n - 1):  # the hidden faces of each other hand
            high[at + k * faces:at + (k + 1) * faces] = copies
    return low, high


def _most_drawn(rules: Rules, deck: Sequence[Card]) -> int:
    """The most cards one card of the deck makes a player draw (its
    ``draw N`` effect, rules.kind_effects()); 4 at least, as before the
    library could say."""
    most = 4
    if not _lib.HAS_KIND_EFFECTS:
        return most
    for kind in sorted({int(c.kind) for c in deck}):
        for effect in rules.kind_effects(kind).split(","):
            words = effect.split()
            if len(words) == 2 and words[0] == "draw" and words[1].isdigit():
                most = max(most, int(words[1]))
    return most


def _lower_is_better(rules: Rules) -> bool:
    """Whether a smaller total is the better one: where each player adds
    its own hand, in a variant eliminating at a limit (Challenge, E-1: it
    has the elimination_limit option) or under lowest_score_wins (G-9)."""
    if "elimination_limit" in rules:
        return True
    return "lowest_score_wins" in rules and bool(rules["lowest_score_wins"])


#: Names the environments take besides rule options.
REWARDS = ("win", "points")
DTYPES = (np.dtype(np.int32), np.dtype(np.float32))


class Table:
    """One game and the bookkeeping both environments share: whose turn it
    is in the out-of-turn schedule, the relative masks, observations and
    rewards. Not public: the environments are."""

    def __init__(self, variant: Any, players: int, options: Mapping[str, Any],
                 reward: str = "win", match: bool = False, max_steps: int = 10_000,
                 observation_dtype: Any = "int32") -> None:
        if reward not in REWARDS:
            raise ValueError("reward is 'win' or 'points', not %r" % (reward,))
        if not isinstance(match, bool):
            raise TypeError("match is a bool")
        if isinstance(max_steps, bool) or not isinstance(max_steps, int):
            raise TypeError("max_steps is an int")
        if max_steps < 1:
            raise ValueError("max_steps is at least 1")
        try:
            dtype = np.dtype(observation_dtype)
        except TypeError:
            dtype = None
        if dtype not in DTYPES:
            raise ValueError("observation_dtype is 'int32' or 'float32', not %r"
                             % (observation_dtype,))
        self.dtype = dtype
        rules = Rules(variant, **options) if isinstance(variant, (str, Rules)) \
            else None
        if rules is None:
            raise TypeError("variant is a variant name or a libuno.Rules")
        _check_players(players)
        self.rules = rules
        self.players = players
        self.reward = reward
        self.match = match
        self.max_steps = max_steps
        self.lower_is_better = _lower_is_better(rules)
        self._own = Game(rules, players, seed=0)
        self.game = self._own
        # The variant's layout: its move indexes (272, or 398 with kinds
        # 20-31), WAIT after them; its observation (62 or 92 card faces).
        self.index_count = rules.move_index_count
        self.wait = self.index_count
        self.action_count = self.index_count + 1
        self.obs_len = observation_size(players, rules)
        # The library's values kept, in order: a prefix, or with two-sided
        # cards the prefix and the FL-5 block of the seats there are.
        keep = observation_layout(players, rules)
        self._keep = None if keep[-1] == len(keep) - 1 else keep
        full = lib.uno_game_observation(self.game._p, 0, None, 0)
        self._obs = np.zeros(max(full, self.obs_len), np.int32)
        self._obs_p = self._obs.ctypes.data_as(_I32P)
        self._obs_cap = len(self._obs)
        self._legal = np.zeros(self.index_count, np.uint8)
        self._legal_p = self._legal.ctypes.data_as(_U8P)
        self._legal_i8 = self._legal.view(np.int8)
        self.rel = relative_table(players, self.action_count)
        # rel[seat] without WAIT, to gather a relative mask from the
        # library's absolute one.
        self._gather = [np.ascontiguousarray(self.rel[s, :self.index_count])
                        for s in range(players)]
        low, high = observation_bounds(rules, players)
        self.low = low.astype(self.dtype)
        self.high = high.astype(self.dtype)
        self._wait_only = np.zeros(self.action_count, np.int8)
        self._wait_only[self.wait] = 1
        self.steps = 0
        self.decider: Optional[int] = None
        self.pending: List[int] = []
        self.masks: Dict[int, np.ndarray] = {}
        self.turn: Optional[int] = None
        self._round_start: List[int] = [0] * players
        # The last events, for render(), once keep_events() is called.
        self.events: Optional[Deque[Any]] = None

    # ---- spaces ----

    def observation_box(self) -> Any:
        return Box(low=self.low, high=self.high, shape=(self.obs_len,),
                   dtype=self.dtype)

    def mask_box(self) -> Any:
        return Box(low=0, high=1, shape=(self.action_count,), dtype=np.int8)

    def action_space(self) -> Any:
        return Discrete(self.action_count)

    def action_int(self, action: Any) -> Optional[int]:
        """An action as an int of this table's actions, or None."""
        return _action_int(action, self.action_count)

    # ---- the game ----

    def new_game(self, seed: int, schedule: bool = True) -> None:
        """A new game from ``seed`` (``libuno.Game(rules, players,
        seed=seed)``), scheduled unless told not to."""
        if self.game is not self._own:
            self.game.close()
        self.game = self._own
        if self.events is not None:
            self.events.clear()
        self.game.reset(seed)
        self.steps = 0
        self._round_start = self.game.scores
        if schedule:
            self.schedule()

    def start_from(self, game: Game, schedule: bool = True) -> None:
        """Plays on from a copy of ``game`` (a position set up with
        :meth:`libuno.Game.from_hands`, say) until the next new game."""
        if not isinstance(game, Game):
            raise TypeError("options['game'] is a libuno.Game, not %s"
                            % type(game).__name__)
        if game.players != self.players or game.variant != self.rules.name:
            raise ValueError("options['game'] is a game of %s for %d players, "
                             "not %s for %d" % (game.variant, game.players,
                                                self.rules.name, self.players))
        if game.round_over:
            raise ValueError("options['game'] has no round in progress")
        if self.game is not self._own:
            self.game.close()
        self.game = game.clone()
        if self.events is not None:
            self.events.clear()
            self._hook_events(self.game)
        self.steps = 0
        self._round_start = self.game.scores
        if schedule:
            self.schedule()

    def close(self) -> None:
        if self.game is not self._own:
            self.game.close()
        self._own.close()
        self.game = self._own

    def next_round(self, schedule: bool = True) -> None:
        self.game.next_round()
        self._round_start = self.game.scores
        if schedule:
            self.schedule()

    def observe(self, seat: int) -> np.ndarray:
        """A new array: ``seat``'s observation."""
        lib.uno_game_observation(self.game._p, seat, self._obs_p, self._obs_cap)
        if self._keep is not None:
            return self._obs[self._keep].astype(self.dtype)
        return self._obs[:self.obs_len].astype(self.dtype)

    def legal_mask(self, seat: int, wait: bool) -> Optional[np.ndarray]:
        """``seat``'s legal moves as a relative int8 mask over the actions,
        with ``WAIT`` set if ``wait``; None when it has no legal move."""
        n = self.index_count
        if lib.uno_game_legal_mask(self.game._p, seat, self._legal_p, n) == 0:
            return None
        mask = np.empty(self.action_count, np.int8)
        np.take(self._legal_i8, self._gather[seat], out=mask[:n])
        mask[self.wait] = wait
        return mask

    def wait_only(self) -> np.ndarray:
        """The mask of a seat that has no decision now: ``WAIT`` alone."""
        return self._wait_only.copy()

    def schedule(self) -> None:
        """After every move: the seat to decide, and before it every other
        seat with moves out of turn, clockwise from it."""
        d = lib.uno_game_current_player(self.game._p)
        self.decider = d
        self.pending = []
        self.masks = {}
        if d is None:
            self.turn = None
            return
        n = self.players
        for k in range(1, n):
            s = (d + k) % n
            m = self.legal_mask(s, True)
            if m is not None:
                self.pending.append(s)
                self.masks[s] = m
        self._next_turn()

    def _next_turn(self) -> None:
        if self.pending:
            self.turn = self.pending[0]
        else:
            d = self.decider
            assert d is not None
            self.turn = d
            m = self.legal_mask(d, False)
            assert m is not None, "the seat to decide has no legal move"
            self.masks[d] = m

    def mask(self, seat: int) -> np.ndarray:
        """The mask ``seat`` acts on now: its turn's, else ``WAIT`` alone."""
        if seat == self.turn:
            return self.masks[seat].copy()
        return self.wait_only()

    def is_legal(self, seat: int, action: Optional[int]) -> bool:
        return (action is not None and seat == self.turn
                and bool(self.masks[seat][action]))

    def act(self, seat: int, action: int) -> None:
        """A legal action of the seat whose turn it is: waits, or applies
        its move and schedules again."""
        self.steps += 1
        if action == self.wait:
            self.pending.pop(0)
            self._next_turn()
            return
        self.game.apply_index(int(self.rel[seat, action]), seat)
        if not self.game.round_over:
            self.schedule()
        else:
            self.decider = self.turn = None
            self.pending = []
            self.masks = {}

    # ---- rewards ----

    def round_rewards(self) -> List[float]:
        """Every seat's reward for the round just ended (see libuno.rl)."""
        g = self.game
        n = self.players
        if self.reward == "win":
            winner = g.winner
            if winner is None:
                return [0.0] * n
            team = g.team(winner)
            return [1.0 if g.team(s) == team else -1.0 for s in range(n)]
        now = g.scores
        delta = [now[s] - self._round_start[s] for s in range(n)]
        mean = sum(delta) / n
        sign = -1.0 if self.lower_is_better else 1.0
        return [sign * (d - mean) + 0.0 for d in delta]

    # ---- text ----

    def keep_events(self, count: int = EVENTS_SHOWN) -> None:
        """Keeps the last ``count`` events of the game for :meth:`render`
        (an event hook: only the environments with a render mode pay for
        it)."""
        self.events = collections.deque(maxlen=count)
        self._hook_events(self.game)

    def _hook_events(self, game: Game) -> None:
        log = self.events
        if log is not None and _lib.HAS_TEXT:
            game.set_hooks(event=lambda _g, e: log.append(e))

    def render(self, names: Sequence[str], turn: Optional[int]) -> str:
        """The table as ``turn``, the seat asked now, knows it (every seat
        knows as much as a spectator when it is None): the board
        (:func:`libuno.board.board`, with that seat's hand) and the last
        events as that seat was told them, in the library's words
        (:meth:`libuno.Game.describe`, the seat as "you")."""
        g = self.game
        lines = [g.board(turn, names=names)]
        if self.events:
            who = "a spectator" if turn is None else names[turn]
            lines.append("last events, as %s was told them:" % who)
            lines.extend("  " + g.describe(e, turn, names) for e in self.events)
        return "\n".join(lines)

    def legal_actions(self, seat: int, mask: np.ndarray) -> List[Tuple[int, str]]:
        """(action, move notation) of the actions in ``seat``'s ``mask``,
        for display."""
        out = []
        for a in np.flatnonzero(mask):
            a = int(a)
            out.append((a, "wait" if a == self.wait else self._move_text(
                self.rules.move_from_index(int(self.rel[seat, a])))))
        return out

    def _move_text(self, move: Any) -> str:
        """A move in the variant's notation (its own kinds too), on the
        side in play."""
        try:
            return self.game.move_text(move)
        except (NotImplementedError, ValueError):
            return str(move)
