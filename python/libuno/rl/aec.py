"""The PettingZoo AEC environment: :func:`aec_env` and :class:`UnoAECEnv`.

A subclass of ``pettingzoo.AECEnv`` when pettingzoo imports, else of a
plain class with the same interface (:class:`AECBase`, which does what
PettingZoo's base class does for dead agents and rewards). The package
docstring (:mod:`libuno.rl`) describes the actions, the out-of-turn schedule
and the rewards; doc/rl.md has all of it.
"""
from __future__ import annotations

from typing import Any, Dict, Iterator, List, Optional

import numpy as np

from .encoding import Dict_, Table

__all__ = ["aec_env", "UnoAECEnv", "AECBase", "HAVE_PETTINGZOO"]


class AECBase:
    """What ``pettingzoo.AECEnv`` gives an environment, for when pettingzoo
    is not installed: ``last()``, ``agent_iter()``, ``num_agents``, and the
    helpers for rewards and for stepping dead agents (``step(None)``),
    with PettingZoo's behaviour."""

    metadata: Dict[str, Any] = {}
    possible_agents: List[str]
    agents: List[str]
    rewards: Dict[str, float]
    _cumulative_rewards: Dict[str, float]
    terminations: Dict[str, bool]
    truncations: Dict[str, bool]
    infos: Dict[str, Dict[str, Any]]
    agent_selection: str

    def __init__(self) -> None:
        pass

    @property
    def num_agents(self) -> int:
        return len(self.agents)

    @property
    def max_num_agents(self) -> int:
        return len(self.possible_agents)

    @property
    def unwrapped(self) -> "AECBase":
        return self

    def state(self) -> np.ndarray:
        raise NotImplementedError("state() is not implemented by %s" % self)

    def close(self) -> None:
        pass

    def last(self, observe: bool = True):
        """``(observation, cumulative reward, terminated, truncated,
        info)`` of the agent to act (``agent_selection``)."""
        agent = self.agent_selection
        return (self.observe(agent) if observe else None,  # type: ignore[attr-defined]
                self._cumulative_rewards[agent], self.terminations[agent],
                self.truncations[agent], self.infos[agent])

    def agent_iter(self, max_iter: int = 2**63) -> Iterator[str]:
        """Yields ``agent_selection`` until no agent is left (step each)."""
        while self.agents and max_iter > 0:
            max_iter -= 1
            yield self.agent_selection

    def _clear_rewards(self) -> None:
        for agent in self.rewards:
            self.rewards[agent] = 0

    def _accumulate_rewards(self) -> None:
        for agent, reward in self.rewards.items():
            self._cumulative_rewards[agent] += reward

    def _deads_step_first(self) -> str:
        dead = [a for a in self.agents if self.terminations[a] or self.truncations[a]]
        if dead:
            self._skip_agent_selection = self.agent_selection
            self.agent_selection = dead[0]
        return self.agent_selection

    def _was_dead_step(self, action: Any) -> None:
        if action is not None:
            raise ValueError("when an agent is dead, the only valid action is None")
        agent = self.agent_selection
        assert self.terminations[agent] or self.truncations[agent]
        for d in (self.terminations, self.truncations, self.rewards,
                  self._cumulative_rewards, self.infos):
            del d[agent]
        self.agents.remove(agent)
        dead = [a for a in self.agents if self.terminations[a] or self.truncations[a]]
        if dead:
            if getattr(self, "_skip_agent_selection", None) is None:
                self._skip_agent_selection = self.agent_selection
            self.agent_selection = dead[0]
        else:
            if getattr(self, "_skip_agent_selection", None) is not None:
                self.agent_selection = self._skip_agent_selection
            self._skip_agent_selection = None
        self._clear_rewards()

    def __str__(self) -> str:
        return self.metadata.get("name", type(self).__name__)


try:
    from pettingzoo import AECEnv as _Base
    HAVE_PETTINGZOO = True
except ImportError:
    _Base = AECBase  # type: ignore[misc,assignment]
    HAVE_PETTINGZOO = False


def _game_seed(seed: Any) -> int:
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)):
        raise TypeError("seed is an int or None, not %s" % type(seed).__name__)
    seed = int(seed)
    if not 0 <= seed < 2**64:
        raise ValueError("seed is 0 to 2**64-1, not %d" % seed)
    return seed


class UnoAECEnv(_Base):  # type: ignore[misc,valid-type]
    """UNO under libuno's rules as a PettingZoo AEC environment.

    Made by :func:`aec_env`; the arguments are the same. Agents are
    ``player_0`` to ``player_{n-1}`` (seats 0 to n-1). Each agent observes
    an ``int32[193 + 5n]`` array (a ``Box``), its action mask
    (``int8[273]``) in ``infos[agent]["action_mask"]``, and acts with one
    integer of ``Discrete(273)``: a seat-relative move index or ``WAIT``
    (see :mod:`libuno.rl`). With ``action_mask="observation"`` the
    observation is ``{"observation": ..., "action_mask": ...}`` in a
    ``Dict`` space instead (PettingZoo's classic games' form; its
    ``api_test`` then warns "Observation is not a NumPy array" at every
    step, as it does for every dict observation of an environment not on
    its own list). Those are the sizes of every variant
    of the public kinds; a variant that deals kinds 20-31 (``no-mercy``)
    has ``int32[283 + 5n]``, ``int8[399]`` and ``Discrete(399)``, its
    ``WAIT`` 398 (:attr:`wait_action`, :func:`libuno.rl.action_count`);
    ``flip`` has those actions and ``int32[283 + 5n + 2 + 92(n-1)]``
    (:func:`libuno.rl.observation_size`).
    """

    metadata = {"name": "uno_v0", "render_modes": ["human", "ansi"],
                "is_parallelizable": False, "render_fps": 1}

    def __init__(self, variant: Any = "classic", players: int = 4, *,
                 reward: str = "win", match: bool = False,
                 max_steps: int = 10_000, render_mode: Optional[str] = None,
                 observation_dtype: Any = "int32", action_mask: str = "info",
                 **options: int) -> None:
        super().__init__()
        if render_mode not in (None, "human", "ansi"):
            raise ValueError("render_mode is None, 'human' or 'ansi', not %r"
                             % (render_mode,))
        if action_mask not in ("info", "observation"):
            raise ValueError("action_mask is 'info' or 'observation', not %r"
                             % (action_mask,))
        # Where the mask goes: infos[agent] beside a Box observation, or
        # in a Dict observation beside the array.
        self._mask_in_obs = action_mask == "observation"
        self.render_mode = render_mode
        self._table = Table(variant, players, options, reward, match,
                            max_steps, observation_dtype)
        if render_mode is not None:
            self._table.keep_events()
        self.possible_agents = ["player_%d" % s for s in range(players)]
        self._seat_of = {a: s for s, a in enumerate(self.possible_agents)}
        t = self._table
        self.observation_spaces = {
            a: Dict_({"observation": t.observation_box(),
                      "action_mask": t.mask_box()}) if self._mask_in_obs
            else t.observation_box()
            for a in self.possible_agents}
        self.action_spaces = {a: t.action_space() for a in self.possible_agents}
        self.agents: List[str] = []
        self.rewards: Dict[str, float] = {}
        self._cumulative_rewards: Dict[str, float] = {}
        self.terminations: Dict[str, bool] = {}
        self.truncations: Dict[str, bool] = {}
        self.infos: Dict[str, Dict[str, Any]] = {}
        self.agent_selection = None  # type: ignore[assignment]
        self._skip_agent_selection = None
        self._rng: Optional[np.random.Generator] = None
        self._live = False

    # ---- spaces ----

    def observation_space(self, agent: str) -> Any:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> Any:
        return self.action_spaces[agent]

    @property
    def game(self):
        """The :class:`libuno.Game` being played (read it, do not change it)."""
        return self._table.game

    @property
    def variant(self) -> str:
        return self._table.rules.name

    @property
    def players(self) -> int:
        return self._table.players

    @property
    def wait_action(self) -> int:
        """The ``WAIT`` action: the last one (``libuno.rl.WAIT``, 272, for a
        variant of the public kinds; 398 for ``no-mercy`` and ``flip``)."""
        return self._table.wait

    # ---- the AEC interface ----

    def reset(self, seed: Optional[int] = None,
              options: Optional[Dict[str, Any]] = None) -> None:
        """A new episode: with ``seed``, the game ``libuno.Game(variant,
        players, seed=seed)`` (and later resets without a seed follow from
        it); without, a seed drawn from the environment's generator.
        ``options={"game": g}`` plays on from a copy of the
        :class:`libuno.Game` ``g`` instead (same variant and players; a
        scripted position, say); other options are ignored."""
        if seed is not None:
            game_seed = _game_seed(seed)
            self._rng = np.random.default_rng(game_seed)
        else:
            if self._rng is None:
                self._rng = np.random.default_rng()
            game_seed = int(self._rng.integers(2**63))
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._skip_agent_selection = None
        game = options.get("game") if isinstance(options, dict) else None
        if game is not None:
            self._table.start_from(game)
        else:
            self._table.new_game(game_seed)
        self._live = True
        self.agent_selection = self.possible_agents[self._table.turn]
        self._post_masks()

    def observe(self, agent: str) -> Any:
        """``agent``'s observation: a new array of its observation space
        (the ``Box``), or with ``action_mask="observation"`` the dict of
        that array and the agent's action mask. An agent whose turn it is
        not (or after the episode's end) has ``WAIT`` alone in its mask:
        it has nothing to decide."""
        seat = self._seat_of[agent]
        t = self._table
        if not self._mask_in_obs:
            return t.observe(seat)
        return {"observation": t.observe(seat), "action_mask": self._mask_of(seat)}

    def _mask_of(self, seat: int) -> np.ndarray:
        t = self._table
        return t.mask(seat) if self._live else t.wait_only()

    def _post_masks(self) -> None:
        """Each agent's action mask in its info (the default form), as it
        stands after the last reset or step."""
        if self._mask_in_obs:
            return
        for agent in self.agents:
            self.infos[agent]["action_mask"] = self._mask_of(self._seat_of[agent])

    def step(self, action: Any) -> None:
        """The action of ``agent_selection``: an int (or numpy integer) in
        its mask; ``None`` for an agent that is terminated or truncated.
        Any other action is illegal: the episode ends for every agent, the
        actor's reward is -1 (the others' 0) and its info has
        ``"illegal_action": True``."""
        agent = self.agent_selection
        if agent is None:
            raise RuntimeError("reset() the environment before step()")
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self._seat_of[agent]
        t = self._table
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        a = t.action_int(action)
        if not t.is_legal(seat, a):
            self.rewards[agent] = -1.0
            self.infos[agent]["illegal_action"] = True
            self._end(truncated=False)
        else:
            t.act(seat, a)  # type: ignore[arg-type]
            if t.game.round_over:
                for s, r in enumerate(t.round_rewards()):
                    self.rewards[self.possible_agents[s]] = r
                if t.match and not t.game.match_over:
                    t.next_round()
                else:
                    self._end(truncated=False)
            if self._live and t.steps >= t.max_steps:
                self._end(truncated=True)
            if self._live:
                self.agent_selection = self.possible_agents[t.turn]  # type: ignore[index]
        self._post_masks()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _end(self, truncated: bool) -> None:
        self._live = False
        ended = self.truncations if truncated else self.terminations
        for a in self.agents:
            ended[a] = True

    def render(self) -> Optional[str]:
        """The table as the agent to act knows it: the board with its
        hand, the last events as it was told them in the library's words
        (kept with a render mode; none without), and the actions it may
        take. Returned with render_mode ``"ansi"`` (or None), printed with
        ``"human"``."""
        if not self._table.game._g:
            return None
        text = self._table.render(self.possible_agents,
                                  self._table.turn if self._live else None)
        if self._live and self.agent_selection is not None:
            seat = self._seat_of[self.agent_selection]
            text += "\n%s may: %s" % (self.agent_selection, ", ".join(
                "%d %s" % pair for pair in self._table.legal_actions(
                    seat, self._table.mask(seat))))
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Frees the game; closing twice is fine."""
        self._live = False
        self._table.close()

    def __repr__(self) -> str:
        return "<libuno.rl.UnoAECEnv %s, %d players>" % (self.variant, self.players)


def aec_env(variant: Any = "classic", players: int = 4, **options: Any) -> UnoAECEnv:
    """A PettingZoo AEC environment of ``variant`` (a name from
    :func:`libuno.variants` or a :class:`libuno.Rules`) for ``players`` seats.

    Keyword options: ``reward`` (``"win"`` or ``"points"``), ``match``
    (False: an episode is one round; True: the whole match),
    ``max_steps`` (truncation after this many steps, 10,000 by default),
    ``render_mode`` (None, ``"human"``, ``"ansi"``), ``observation_dtype``
    (``"int32"`` or ``"float32"``), ``action_mask`` (``"info"``: the
    observation is the array of a ``Box`` and the mask is in
    ``infos[agent]["action_mask"]``; ``"observation"``: a ``Dict`` of both);
    any other keyword is a rule option of
    :class:`libuno.Rules` (``stacking=1``, ``jump_in=1``, ...)."""
    return UnoAECEnv(variant, players, **options)
