"""libuno.rl: libuno's UNO as reinforcement-learning environments.

- :func:`aec_env` (``libuno.rl.aec_env("classic", 4)``): a PettingZoo AEC
  environment, every seat an agent (``player_0`` ... ``player_{n-1}``).
- :class:`GymEnv` (``libuno.rl.GymEnv("classic", 4, opponents="greedy")``): a
  Gymnasium environment, one learner against libuno's bots.
- :class:`VectorEnv` (``libuno.rl.VectorEnv(256, "classic", 4,
  opponents="random")``): many games stepped in C with numpy arrays in and
  out and automatic reset, one learner against bots or a playout policy.

They need numpy, and nothing else: they subclass ``pettingzoo.AECEnv`` and
``gymnasium.Env`` and use ``gymnasium.spaces`` when those import, and
otherwise plain classes with the same interface (:mod:`libuno.rl.spaces` has
the stand-in spaces). On Debian, numpy is python3-numpy, installed for
``/usr/bin/python3``: a ``python3`` found first on PATH (pyenv, a venv)
may not see it. doc/rl.md has everything below at more length.

Actions
-------
``Discrete(ACTION_COUNT)``, ``ACTION_COUNT = MOVE_INDEX_COUNT + 1 = 273``
for every variant of the public kinds (every built-in one but
``no-mercy`` and ``flip``):

- ``0``-``271``: libuno's move index (doc/observation.md) made
  *seat-relative*: every index that names a seat (``catch N`` 163+N,
  ``cast N`` 242+N, ``swap N`` 252+N, ``misplay N`` 262+N) names it by its
  offset clockwise from the acting seat, ``(target - seat) mod players``.
  So ``catch 1`` (164) always catches the actor's left-hand neighbour, as
  block 1 of the observation always describes it. :func:`to_absolute` and
  :func:`to_relative` convert.
- ``WAIT`` (``272``): let the moment pass; only for a seat asked out of
  turn.

A variant that deals kinds 20-31 (``no-mercy``, ``flip``;
:attr:`libuno.Rules.move_index_count` 398) has the extended move index: ``Discrete(399)``, actions 0-397 its
move indexes (272-397 the plays and hand-offs of those kinds, none naming
a seat) and ``WAIT`` 398. ``WAIT`` is always the last action:
:func:`action_count` and :func:`wait_action` answer for a variant, and
every environment has ``wait_action``; ``WAIT`` and ``ACTION_COUNT`` are
the public layout's.

The mask (int8, 273 values, or ``action_count``) is exact: 1 exactly for the moves
:meth:`libuno.Game.legal_moves` lists for the seat (as relative actions),
plus ``WAIT`` on an out-of-turn turn. A seat observed when it is not its
turn, or after the episode's end, has ``WAIT`` alone in its mask.

Turns: the out-of-turn schedule
-------------------------------
UNO lets seats act out of turn: a late UNO call, a catch, a misplay catch
(referee mode), a jump-in (house rule). After every move that is applied
(and at the start of every round) the environment asks, before the seat
to decide (``Game.current_player``) acts, every *other* seat that has
legal moves now, one at a time, clockwise from the seat to decide (seats
d+1, d+2, ..., d-1, whatever the direction of play). Each gets a turn
whose mask is its legal moves plus ``WAIT``. A seat that waits is not
asked again until the next move; when one of them makes a move, that move
is applied and the schedule starts over from the new state. When every
asked seat has waited, the seat to decide gets its turn, with its whole
legal mask (its own out-of-turn moves included, no ``WAIT``). The
Gymnasium environment asks its learner on the same schedule; its bots move
by :meth:`libuno.Game.advance`, one move at a time, the bots between the seat
to decide and the learner (clockwise) having their chance before the
learner is asked.

Observations
------------
``uno_game_observation()`` of the observing seat (relative to it, as
doc/observation.md lays out) without the blocks of seats the table does
not have: ``193 + 5 * players`` int32 values (``283 + 5 * players`` for a
variant that deals kinds 20-31, with 92 card faces:
:func:`observation_size` ``(players, rules)``; ``observation_dtype=
"float32"`` for floats), with bounds that the values keep
(:func:`~libuno.rl.encoding.observation_bounds`). Two-sided cards (``flip``)
add what the seat sees of the faces not in play (FL-5): the side in
play, the draw pile's top hidden face (or -1) and the hidden-face counts
of the other ``players - 1`` seats, ``2 + (players - 1) * 92`` values
(:func:`observation_layout` says where each value comes from). Every
environment's observation is that array, of its ``Box`` space exactly
(its dtype and shape, within its bounds), and the action mask is in the
info: ``infos[agent]["action_mask"]`` of the AEC environment (every
agent's, kept current after each reset and step), ``info["action_mask"]``
of GymEnv, ``infos["action_mask"]`` of VectorEnv. PettingZoo's
``api_test`` and ``seed_test`` pass without a warning. The AEC
environment's ``action_mask="observation"`` gives PettingZoo's classic
games' form instead, ``{"observation": ..., "action_mask": ...}`` in a
``Dict`` space (``api_test`` then warns at every step that the observation
is not a NumPy array: it does for every dict observation of an
environment not on its own list).

Rewards, episodes, options
--------------------------
- ``reward="win"`` (default): when a round ends, +1 for its winner and -1
  for every other seat; in Partners and Teams the winner's teammates share
  the +1 (``Game.team``). ``reward="points"``: each seat's change of match
  total in the round minus the mean change of all seats (zero-sum), with
  the sign turned where a lower total is better (Challenge,
  ``lowest_score_wins``). In Classic the winner of P points gets
  ``P * (n-1)/n`` and each other seat ``-P/n``.
- ``match=False`` (default): an episode is one round; ``match=True``: the
  whole match, the next round dealt at once, rewards given at each round's
  end.
- ``max_steps`` (10,000): the episode is truncated (every agent
  truncated, reward 0) after this many steps: AEC steps, ``WAIT`` included;
  in GymEnv every move at the table (bots' too) and every ``WAIT``.
- An illegal action (not in the mask, not an integer, out of range) never
  raises nor warns: the episode ends (terminated) for every agent, the
  actor gets -1 and the others 0, and the actor's info has
  ``"illegal_action": True``.
- ``reset(seed=s)`` plays ``libuno.Game(variant, players, seed=s)`` (and
  seeds the bots of GymEnv); a reset without a seed draws one from the
  generator the last seed started. ``options`` of ``reset`` are ignored.
- Any other keyword is a rule option of :class:`libuno.Rules`
  (``jump_in=1``, ``stacking=1``, ``seven_o=1``, ...). In referee mode a
  misplay is not in the mask (the mask lists legal moves), so it counts
  as an illegal action.
"""
from __future__ import annotations

try:
    import numpy as _numpy  # noqa: F401
except ImportError as _e:  # pragma: no cover - depends on the machine
    import sys as _sys
    raise ImportError(
        "libuno.rl needs numpy, which %s cannot import (Debian: apt-get install "
        "python3-numpy, for /usr/bin/python3): %s" % (_sys.executable, _e)) from None

from .encoding import (ACTION_COUNT, ACTION_MAX, HAVE_GYMNASIUM, WAIT, action_count,
                       observation_bounds, observation_layout, observation_size,
                       to_absolute, to_relative, wait_action)
from .aec import HAVE_PETTINGZOO, UnoAECEnv, aec_env
from .gym import GymEnv
from .vector import VectorEnv

__all__ = ["aec_env", "UnoAECEnv", "GymEnv", "VectorEnv", "WAIT", "ACTION_COUNT",
           "ACTION_MAX", "action_count", "wait_action", "to_absolute",
           "to_relative", "observation_size", "observation_bounds", "observation_layout",
           "HAVE_GYMNASIUM", "HAVE_PETTINGZOO"]
