"""The Gymnasium environment: :class:`GymEnv`, one learner against libuno's
bots.

A subclass of ``gymnasium.Env`` when gymnasium imports (and registered as
``"libuno/Uno-v0"`` for ``gymnasium.make``), else of :class:`EnvBase`, a plain
class with the same seeding (``self.np_random``). The actions, the
out-of-turn schedule and the rewards are those of the AEC environment
(:mod:`libuno.rl`, doc/rl.md).
"""
from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

import numpy as np

from .._lib import lib
from ..bot import Bot
from .encoding import HAVE_GYMNASIUM, Table

__all__ = ["GymEnv", "EnvBase"]


class EnvBase:
    """What ``gymnasium.Env`` gives an environment, for when gymnasium is
    not installed: ``np_random`` seeded by ``reset(seed=...)`` exactly as
    gymnasium seeds it (PCG64 from a SeedSequence), ``unwrapped``,
    ``spec``, ``close()`` and the context manager."""

    metadata: Dict[str, Any] = {}
    render_mode: Optional[str] = None
    spec = None
    _np_random: Optional[np.random.Generator] = None

    def reset(self, *, seed: Optional[int] = None,
              options: Optional[Dict[str, Any]] = None) -> Any:
        if seed is not None or self._np_random is None:
            self._np_random = np.random.Generator(
                np.random.PCG64(np.random.SeedSequence(seed)))
        return None

    @property
    def np_random(self) -> np.random.Generator:
        if self._np_random is None:
            self._np_random = np.random.Generator(
                np.random.PCG64(np.random.SeedSequence(None)))
        return self._np_random

    @property
    def unwrapped(self) -> "EnvBase":
        return self

    def close(self) -> None:
        pass

    def __enter__(self) -> "EnvBase":
        return self

    def __exit__(self, *args: Any) -> bool:
        self.close()
        return False

    def __str__(self) -> str:
        return "<%s instance>" % type(self).__name__


if HAVE_GYMNASIUM:
    import gymnasium
    _Base: Any = gymnasium.Env
else:
    _Base = EnvBase

Opponent = Union[str, Bot, None]


class GymEnv(_Base):  # type: ignore[misc,valid-type]
    """One learner at ``seat`` against libuno's bots at the other seats.

    Args:
        variant: a name from :func:`libuno.variants` or a :class:`libuno.Rules`.
        players: seats at the table.
        opponents: ``"random"``, ``"greedy"``, ``"search"`` or ``"ismcts"`` for every
            other seat, or a list with one entry per seat (the learner's
            entry is ignored; a list of ``players - 1`` entries names the
            other seats in order): a bot kind or a :class:`libuno.Bot`. Bots
            given by kind are made anew at every reset, seeded from
            ``np_random``; given Bots are used as they are.
        seat: the learner's seat.
        reward, match, max_steps, render_mode, observation_dtype: as for
            :func:`libuno.rl.aec_env`; ``max_steps`` counts every move at the
            table (the bots' too) and every ``WAIT``.
        options: rule options of :class:`libuno.Rules`.

    The observation is the learner's (a Box, int32 by default); the action
    mask is ``info["action_mask"]`` (int8, ``ACTION_COUNT`` long; the
    variant's :func:`libuno.rl.action_count`, 399 for ``no-mercy`` and ``flip``, whose
    ``WAIT`` is :attr:`wait_action`). The bots
    play with :meth:`libuno.Game.advance`, one move at a time so that the
    learner is offered its moves out of turn at its place in the schedule.
    """

    metadata = {"render_modes": ["human", "ansi"], "render_fps": 1}

    def __init__(self, variant: Any = "classic", players: int = 4,
                 opponents: Union[str, Sequence[Opponent]] = "greedy",
                 seat: int = 0, *, reward: str = "win", match: bool = False,
                 max_steps: int = 10_000, render_mode: Optional[str] = None,
                 observation_dtype: Any = "int32", **options: int) -> None:
        if render_mode not in (None, "human", "ansi"):
            raise ValueError("render_mode is None, 'human' or 'ansi', not %r"
                             % (render_mode,))
        self.render_mode = render_mode
        self._table = t = Table(variant, players, options, reward, match,
                                max_steps, observation_dtype)
        if render_mode is not None:
            t.keep_events()
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise TypeError("seat is an int")
        if not 0 <= seat < players:
            raise ValueError("seat is 0 to %d, not %d" % (players - 1, seat))
        self.seat = seat
        self._specs = self._opponents(opponents, players, seat)
        self.observation_space = t.observation_box()
        self.action_space = t.action_space()
        self._bots: List[Optional[Bot]] = [
            None if s == seat else (spec if isinstance(spec, Bot) else Bot(spec, seed=s))
            for s, spec in enumerate(self._specs)]
        if HAVE_GYMNASIUM and not any(isinstance(o, Bot) for o in self._specs):
            # How to make this environment again, as gymnasium.make() would
            # have recorded it (which replaces it): check_env() then checks
            # every render mode on a direct instance too, rather than warn.
            kwargs = dict(variant=variant, players=players, opponents=opponents, seat=seat,
                          reward=reward, match=match, max_steps=max_steps,
                          observation_dtype=observation_dtype, **options)
            self.spec = gymnasium.envs.registration.EnvSpec(
                "libuno/Uno-v0", entry_point="libuno.rl.gym:GymEnv", order_enforce=False,
                disable_env_checker=True, kwargs=kwargs)
        self._mask = t.wait_only()
        self._over = True
        self._terminated = False
        self._truncated = False
        self._waited = False
        self._reward = 0.0
        self._info: Dict[str, Any] = {}

    @staticmethod
    def _opponents(opponents: Any, players: int, seat: int) -> List[Opponent]:
        if isinstance(opponents, str):
            specs: List[Opponent] = [opponents] * players
        elif isinstance(opponents, Sequence):
            specs = list(opponents)
            if len(specs) == players - 1:
                specs.insert(seat, None)
            if len(specs) != players:
                raise ValueError("opponents has one entry per seat (%d) or per "
                                 "other seat (%d), not %d" % (players, players - 1,
                                                              len(specs)))
        else:
            raise TypeError("opponents is a bot kind or a list of them")
        for s, spec in enumerate(specs):
            if s == seat:
                specs[s] = None
            elif isinstance(spec, str):
                Bot(spec).close()  # ValueError for an unknown kind
            elif not isinstance(spec, Bot):
                raise TypeError("opponents[%d] is a bot kind or a libuno.Bot, not %s"
                                % (s, type(spec).__name__))
        return specs

    @property
    def game(self):
        """The :class:`libuno.Game` being played (read it, do not change it)."""
        return self._table.game

    @property
    def wait_action(self) -> int:
        """The ``WAIT`` action: the last one (``libuno.rl.WAIT``, 272, for a
        variant of the public kinds; 398 for ``no-mercy`` and ``flip``)."""
        return self._table.wait

    @property
    def bots(self) -> List[Optional[Bot]]:
        """The bots of this episode, by seat (None at the learner's)."""
        return list(self._bots)

    # ---- the Gymnasium interface ----

    def reset(self, *, seed: Optional[int] = None,
              options: Optional[Dict[str, Any]] = None) -> Tuple[np.ndarray, Dict[str, Any]]:
        """A new episode: with ``seed``, the game ``libuno.Game(variant,
        players, seed=seed)``, else one from a seed drawn from
        ``np_random``; the bots given by kind are seeded from
        ``np_random``. ``options={"game": g}`` plays on from a copy of the
        :class:`libuno.Game` ``g`` instead (same variant and players); other
        options are ignored. Returns the learner's first observation and
        ``{"action_mask": ...}``."""
        super().reset(seed=seed)
        rng = self.np_random
        if seed is not None:
            if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)) \
                    or not 0 <= seed < 2**64:
                raise ValueError("seed is 0 to 2**64-1 or None, not %r" % (seed,))
            game_seed = int(seed)
        else:
            game_seed = int(rng.integers(2**63))
        for s, spec in enumerate(self._specs):
            if isinstance(spec, str):
                old = self._bots[s]
                if old is not None:
                    old.close()
                self._bots[s] = Bot(spec, seed=int(rng.integers(2**63)))
        game = options.get("game") if isinstance(options, dict) else None
        # A round may end before the learner is asked anything (a bot going
        # out with hand_size 1, say): then the next game from np_random.
        for _ in range(1000):
            self._start(game_seed, game)
            if not self._over:
                break
            game_seed = int(rng.integers(2**63))
            game = None
        else:
            raise RuntimeError("no episode in 1000 deals gives the learner a turn")
        self._reward = 0.0
        if self.render_mode == "human":
            self.render()
        return self._table.observe(self.seat), self._info_now()

    def _start(self, game_seed: int, game: Any = None) -> None:
        if game is not None:
            self._table.start_from(game, schedule=False)
        else:
            self._table.new_game(game_seed, schedule=False)
        self._over = self._terminated = self._truncated = False
        self._waited = False
        self._reward = 0.0
        self._info = {}
        self._run()

    def step(self, action: Any) -> Tuple[np.ndarray, float, bool, bool, Dict[str, Any]]:
        """The learner's action: an int (or numpy integer) in
        ``info["action_mask"]``. Any other action is illegal: the episode
        ends (terminated) with reward -1 and ``info["illegal_action"]``.
        After the end, a step changes nothing (reward 0)."""
        t = self._table
        obs_seat = self.seat
        if self._over:
            return (t.observe(obs_seat), 0.0, self._terminated, self._truncated,
                    self._info_now())
        self._reward = 0.0
        self._info = {}
        a = t.action_int(action)
        if a is None or not self._mask[a]:
            self._reward = -1.0
            self._info = {"illegal_action": True}
            self._over = self._terminated = True
        else:
            t.steps += 1
            if a == t.wait:
                self._waited = True
            else:
                t.game.apply_index(int(t.rel[self.seat, a]), self.seat)
                self._waited = False
            self._run()
        if self.render_mode == "human":
            self.render()
        return (t.observe(obs_seat), self._reward, self._terminated,
                self._truncated, self._info_now())

    def _info_now(self) -> Dict[str, Any]:
        info = dict(self._info)
        info["action_mask"] = self._table.wait_only() if self._over else self._mask.copy()
        return info

    def _run(self) -> None:
        """Plays the bots until the learner has a turn or the episode
        ends: the schedule of libuno.rl, with the bots' moves made by
        Game.advance() one at a time."""
        t = self._table
        g = t.game
        me = self.seat
        n = t.players
        bots = self._bots
        while True:
            if g.round_over:
                rewards = t.round_rewards()
                self._reward += rewards[me]
                self._info = {"round_winner": g.winner}
                if t.match and not g.match_over:
                    t.next_round(schedule=False)
                    self._waited = False
                    continue
                self._over = self._terminated = True
                return
            if t.steps >= t.max_steps:
                self._over = self._truncated = True
                return
            d = lib.uno_game_current_player(g._p)
            if d == me:
                # The others' moves out of turn come first.
                moved = g.advance(bots, 1)
                if moved:
                    t.steps += moved
                    continue
                mask = t.legal_mask(me, False)
                assert mask is not None, "the seat to decide has no legal move"
                self._mask = mask
                return
            if not self._waited:
                mask = t.legal_mask(me, True)
                if mask is not None:
                    # Bystanders before the learner (clockwise from the seat
                    # to decide) may act first; then the learner is asked.
                    before = [None] * n
                    s = (d + 1) % n
                    while s != me:
                        before[s] = bots[s]
                        s = (s + 1) % n
                    moved = g.advance(before, 1)
                    if moved:
                        t.steps += moved
                        continue
                    self._mask = mask
                    return
            moved = g.advance(bots, 1)
            assert moved == 1, "a bot's seat to decide and no move"
            t.steps += 1
            self._waited = False

    def render(self) -> Optional[str]:
        """The table as the learner knows it: the board with its hand,
        the last events as it was told them in the library's words (kept
        with a render mode; none without), and the actions it may take.
        Returned with render_mode ``"ansi"`` (or None), printed with
        ``"human"``."""
        t = self._table
        if not t.game._g:
            return None
        names = ["learner" if s == self.seat else "bot_%d" % s for s in range(t.players)]
        text = t.render(names, self.seat)
        if not self._over:
            text += "\nlearner may: " + ", ".join(
                "%d %s" % pair for pair in t.legal_actions(self.seat, self._mask))
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Frees the game and the bots made by kind; closing twice is fine."""
        self._over = True
        self._table.close()
        for s, spec in enumerate(self._specs):
            b = self._bots[s]
            if isinstance(spec, str) and b is not None:
                b.close()


if HAVE_GYMNASIUM:
    if "libuno/Uno-v0" not in gymnasium.registry:
        gymnasium.register(id="libuno/Uno-v0", entry_point="libuno.rl.gym:GymEnv")
