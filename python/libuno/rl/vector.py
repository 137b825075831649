"""``libuno.rl.VectorEnv``: many games at once for a learner against fixed
opponents, stepped in C (:class:`libuno.Batch` with
:meth:`~libuno.Batch.set_opponents`): numpy arrays in and out, automatic
reset, no Python loop over the games.

The learner plays ``seat`` in every game; every other seat is played
inside the library between the learner's decisions, by the library's bots
(``"random"``, ``"greedy"``, ``"search"``, ``"ismcts"``: :class:`libuno.Bot`, their UNO
calls and catches included) or by a playout policy (``"uniform"``: any
legal move; ``"reference"``: a random playable card, else draw). So every
step is a decision of the learner, in every game.

Spaces and actions are those of the other environments (doc/rl.md):
observations are the learner's ``observation_size(players, rules)``
values, actions are seat-relative move indexes
(``Discrete(action_count(rules))``: ``ACTION_COUNT`` for every variant of
the public kinds, 399 for ``no-mercy`` and ``flip``); the learner has no out-of-turn
turns here (its own UNO call and catches are in its mask at its
decisions), so ``WAIT`` (the last action) is never in a mask. A game whose
round ends is replaced at once by the next game (automatic reset): its
row's reward and ``terminations`` say how the round ended, and its
observation is already the new game's first decision.

Rewards (``reward="win"``): +1 when the learner (or, in Partners and
Teams, its team) won the round, -1 when another seat did, 0 otherwise. An
illegal action (not in the mask) is not applied: that game ends (its
termination is True, reward -1, ``infos["illegal_action"]`` True) and a new
one takes its place. ``max_steps`` truncates a game after that many of the
learner's steps (``truncations`` True, reward 0, replaced as well).
"""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

import numpy as np

from .._lib import lib
from ..batch import Batch
from ..bot import Bot
from ..game import Game
from ..rules import Rules
from .encoding import (observation_bounds, observation_layout, observation_size,
                       relative_table)
from .spaces import Box as _Box, Discrete as _Discrete

try:  # the real spaces when gymnasium imports, as the other environments
    from gymnasium.spaces import Box, Discrete
except ImportError:  # pragma: no cover - depends on the machine
    Box, Discrete = _Box, _Discrete

__all__ = ["VectorEnv"]

_POLICIES = ("uniform", "reference")
_BOTS = ("random", "greedy", "search", "ismcts")


class VectorEnv:
    """``num_envs`` games of ``variant`` for ``players``; the learner plays
    ``seat`` in each, ``opponents`` the other seats: a bot kind or a
    policy name for all of them, or a list with one entry per seat (the
    learner's entry is ignored). Any other keyword is a rule option.

    ``reset(seed=None, options=None)`` -> ``(obs, infos)``;
    ``step(actions)`` -> ``(obs, rewards, terminations, truncations,
    infos)``: ``obs`` ``(N, observation_size)`` (int32, or float32 with
    ``observation_dtype="float32"``), ``rewards`` float32 ``(N,)``,
    ``terminations``/``truncations`` bool ``(N,)``, ``infos`` a dict of
    arrays: ``"action_mask"`` int8 ``(N, action_count)`` (``ACTION_COUNT``
    in the public layout),
    ``"round_winner"`` (the seat that won a round that ended this step,
    else -1), ``"illegal_action"`` (bool). The arrays are new each call.
    """

    metadata = {"name": "uno_vector_v0", "autoreset_mode": "same-step"}

    def __init__(self, num_envs: int, variant: Union[str, Rules] = "classic", players: int = 4,
                 opponents: Union[str, Sequence[Optional[str]]] = "random", seat: int = 0,
                 reward: str = "win", max_steps: int = 10_000,
                 observation_dtype: Any = "int32", **options: Any) -> None:
        if isinstance(num_envs, bool) or not isinstance(num_envs, int) or num_envs < 1:
            raise ValueError("num_envs is a positive int, not %r" % (num_envs,))
        if reward != "win":
            raise ValueError("VectorEnv's reward is 'win' (the round's result), not %r"
                             % (reward,))
        if isinstance(max_steps, bool) or not isinstance(max_steps, int) or max_steps < 1:
            raise ValueError("max_steps is a positive int, not %r" % (max_steps,))
        self.rules = variant if isinstance(variant, Rules) else Rules(variant, **options)
        if isinstance(variant, Rules) and options:
            self.rules = Rules(variant)
            self.rules.update(options)
        if not isinstance(players, int) or not self.rules.allows_players(players):
            raise ValueError("%s is not played by %r players" % (self.rules.name, players))
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            raise ValueError("seat is 0 to %d, not %r" % (players - 1, seat))
        self.num_envs = num_envs
        self.players = players
        self.seat = seat
        self.max_steps = max_steps
        self.dtype = np.dtype(observation_dtype)
        if self.dtype not in (np.dtype(np.int32), np.dtype(np.float32)):
            raise ValueError("observation_dtype is 'int32' or 'float32'")
        self._policy, self._bots = self._opponents(opponents)
        # The learner's team: a round won by any of them is a win.
        probe = Game(self.rules, players, seed=0)
        self._team = np.array([probe.team(s) == probe.team(seat) for s in range(players)]
                              + [False])
        probe.close()
        # The variant's layout: its move indexes (272, or 398 with kinds
        # 20-31), then WAIT.
        self.wait_action = self.rules.move_index_count
        self.action_count = self.wait_action + 1
        # Relative action -> absolute move index, for the learner's seat;
        # and the columns of the library's mask in relative order.
        self._to_abs = relative_table(players, self.action_count)[seat]
        self._gather = np.ascontiguousarray(self._to_abs[:self.wait_action])
        # Seat 0's columns are the library's own: a copy, not a gather.
        if (self._gather == np.arange(self.wait_action)).all():
            self._gather = None
        self.obs_len = observation_size(players, self.rules)
        # The library's columns kept: a prefix, or with two-sided cards the
        # prefix and the FL-5 block of the seats there are.
        keep = observation_layout(players, self.rules)
        self._keep = None if keep[-1] == len(keep) - 1 else keep
        low, high = observation_bounds(self.rules, players)
        self.single_observation_space = Box(low=low.astype(self.dtype),
                                            high=high.astype(self.dtype),
                                            shape=(self.obs_len,), dtype=self.dtype)
        self.single_action_space = Discrete(self.action_count)
        self._batch: Optional[Batch] = None
        self._steps = np.zeros(num_envs, np.int64)
        self._rng = np.random.default_rng()
        self._closed = False

    def _opponents(self, opponents: Any) -> Tuple[str, List[Optional[Bot]]]:
        if isinstance(opponents, str):
            names: List[Optional[str]] = [opponents] * self.players
        else:
            names = list(opponents)
            if len(names) != self.players:
                raise ValueError("opponents has one entry per seat (%d), not %d"
                                 % (self.players, len(names)))
        policy = "uniform"
        kinds: List[Optional[str]] = []
        for s, name in enumerate(names):
            if s == self.seat:
                kinds.append(None)
            elif name in _POLICIES:
                policy = name
                kinds.append(None)
            elif name in _BOTS:
                kinds.append(name)
            else:
                raise ValueError("an opponent is one of %s, not %r"
                                 % (", ".join(_BOTS + _POLICIES), name))
        if len({n for s, n in enumerate(names) if s != self.seat and n in _POLICIES}) > 1:
            raise ValueError("the policy opponents all play one policy")
        self._kinds = kinds
        return policy, []

    # ---- the vector-env API ----

    def reset(self, seed: Optional[int] = None,
              options: Optional[Dict[str, Any]] = None) -> Tuple[np.ndarray, Dict[str, Any]]:
        """New games from ``seed`` (game i from ``seed + i``, replacements
        from the seeds after them; a seed drawn at random when None)."""
        del options  # none are used
        if seed is not None:
            self._rng = np.random.default_rng(seed)
            base = int(seed)
        else:
            base = int(self._rng.integers(0, 2**62))
        if self._batch is not None:
            self._batch.close()
        self._batch = Batch(self.rules, self.players, self.num_envs, seed=base)
        # Nothing outside reads the games' history: only search bots would
        # (the same games either way, each move cheaper without it).
        if hasattr(lib, "uno_batch_set_tracking"):
            self._batch.set_tracking(any(k in ("search", "ismcts") for k in self._kinds))
        # Bots seeded from the episode's seed, so that a seed fixes all.
        self._bots = [None if k is None else Bot(k, seed=base + 7919 * (s + 1))
                      for s, k in enumerate(self._kinds)]
        self._batch.set_opponents(self.seat, self._policy, seed=base ^ 0x5EED,
                                  bots=self._bots if any(self._bots) else None)
        self._steps[:] = 0
        out = self._batch.observe()
        n = self.num_envs
        return self._obs(out), {"action_mask": self._mask(out),
                                "round_winner": np.full(n, -1, np.int32),
                                "illegal_action": np.zeros(n, bool)}

    def step(self, actions: Any) -> Tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray,
                                          Dict[str, Any]]:
        """One action per game (seat-relative, as the spaces say)."""
        if self._batch is None:
            raise RuntimeError("call reset() before step()")
        acts = np.asarray(actions)
        if acts.shape != (self.num_envs,) or acts.dtype.kind not in "iu":
            raise ValueError("actions are %d integers, not %s %s"
                             % (self.num_envs, acts.shape, acts.dtype))
        n = self.num_envs
        valid = (acts >= 0) & (acts < self.wait_action)
        absolute = np.where(valid, self._to_abs[np.clip(acts, 0, self.action_count - 1)], -1)
        out = self._batch.step(absolute.astype(np.int32))
        illegal = out["status"] != 0
        over = out["round_over"].copy()
        winner = np.where(over, out["winner"], -1).astype(np.int32)
        rewards = np.zeros(n, np.float32)
        won = self._team[np.where(winner >= 0, winner, self.players)]
        rewards[over] = np.where(won[over], 1.0, -1.0)
        self._steps += 1
        self._steps[over] = 0
        truncated = ~over & ~illegal & (self._steps >= self.max_steps)
        rewards[illegal] = -1.0
        ended = np.flatnonzero(illegal | truncated)
        for i in ended:
            self._batch.restart(int(i))
            self._steps[i] = 0
        if len(ended):
            out = self._batch.observe()
        return (self._obs(out), rewards, over | illegal, truncated,
                {"action_mask": self._mask(out), "round_winner": winner,
                 "illegal_action": illegal.copy()})

    def close(self) -> None:
        """Frees the games (closing twice is fine)."""
        if self._batch is not None:
            self._batch.close()
            self._batch = None
        self._closed = True

    def __enter__(self) -> "VectorEnv":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # ---- arrays ----

    def _obs(self, out: Dict[str, Any]) -> np.ndarray:
        if self._keep is not None:
            return out["observation"][:, self._keep].astype(self.dtype)
        return np.array(out["observation"][:, :self.obs_len], dtype=self.dtype)

    def _mask(self, out: Dict[str, Any]) -> np.ndarray:
        mask = np.zeros((self.num_envs, self.action_count), np.int8)
        rows = out["mask"]
        mask[:, :self.wait_action] = rows if self._gather is None else rows[:, self._gather]
        return mask
