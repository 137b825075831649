"""Small stand-ins for ``gymnasium.spaces.Box``, ``Discrete`` and ``Dict``.

:mod:`libuno.rl` uses the real ``gymnasium.spaces`` whenever gymnasium
imports; these classes are used only when it does not, so that the
environments work with numpy alone. They have the parts of gymnasium's
interface that the environments and a training loop use: ``shape``,
``dtype``, ``low``/``high`` (Box), ``n``/``start`` (Discrete), item access
(Dict), ``contains`` (and ``in``), ``sample(mask=None)`` (a Discrete takes
an int8 mask, as gymnasium's does), ``seed`` and ``np_random``. They are
not a full replacement (no flattening, no serialization helpers).
"""
from __future__ import annotations

from typing import Any, Dict as _DictT, Iterator, List, Mapping, Optional, Tuple

import numpy as np

__all__ = ["Space", "Box", "Discrete", "Dict"]


class Space:
    """The base: a shape, a dtype and a generator for :meth:`sample`."""

    def __init__(self, shape: Optional[Tuple[int, ...]], dtype: Any,
                 seed: Optional[int] = None) -> None:
        self._shape = None if shape is None else tuple(int(d) for d in shape)
        self.dtype = None if dtype is None else np.dtype(dtype)
        self._np_random: Optional[np.random.Generator] = None
        if seed is not None:
            self.seed(seed)

    @property
    def shape(self) -> Optional[Tuple[int, ...]]:
        return self._shape

    @property
    def np_random(self) -> np.random.Generator:
        """The generator :meth:`sample` draws from (seeded from the OS the
        first time if :meth:`seed` was never called)."""
        if self._np_random is None:
            self.seed(None)
        assert self._np_random is not None
        return self._np_random

    def seed(self, seed: Optional[int] = None) -> List[int]:
        """Seeds :attr:`np_random`; returns the seeds used."""
        seq = np.random.SeedSequence(seed)
        self._np_random = np.random.Generator(np.random.PCG64(seq))
        return [int(seq.entropy)]  # type: ignore[arg-type]

    def contains(self, x: Any) -> bool:
        raise NotImplementedError

    def __contains__(self, x: Any) -> bool:
        return self.contains(x)

    def sample(self, mask: Any = None) -> Any:
        raise NotImplementedError


class Box(Space):
    """A box in R^n (or Z^n for an integer dtype), bounds included."""

    def __init__(self, low: Any, high: Any, shape: Optional[Tuple[int, ...]] = None,
                 dtype: Any = np.float32, seed: Optional[int] = None) -> None:
        dt = np.dtype(dtype)
        if shape is None:
            shape = np.shape(low) if np.shape(low) else np.shape(high)
        shape = tuple(int(d) for d in shape)
        self.low = np.broadcast_to(np.asarray(low, dtype=dt), shape).copy()
        self.high = np.broadcast_to(np.asarray(high, dtype=dt), shape).copy()
        if np.any(self.low > self.high):
            raise ValueError("a Box's low bound is above its high bound")
        super().__init__(shape, dt, seed)

    def contains(self, x: Any) -> bool:
        if not isinstance(x, np.ndarray):
            try:
                x = np.asarray(x, dtype=self.dtype)
            except (ValueError, TypeError):
                return False
        return bool(np.can_cast(x.dtype, self.dtype) and x.shape == self.shape
                    and np.all(x >= self.low) and np.all(x <= self.high))

    def sample(self, mask: Any = None) -> np.ndarray:
        if mask is not None:
            raise ValueError("a Box samples without a mask")
        rng = self.np_random
        if self.dtype.kind in "iu":
            out = rng.integers(self.low.astype(np.int64),
                               self.high.astype(np.int64), endpoint=True)
            return np.asarray(out, dtype=self.dtype).reshape(self.shape)
        return rng.uniform(self.low, self.high).astype(self.dtype).reshape(self.shape)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Box) and self.shape == other.shape
                and self.dtype == other.dtype
                and np.array_equal(self.low, other.low)
                and np.array_equal(self.high, other.high))

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return "Box(%s, %s, %s, %s)" % (self.low.min(), self.high.max(),
                                        self.shape, self.dtype)


class Discrete(Space):
    """The integers ``start`` to ``start + n - 1``."""

    def __init__(self, n: int, seed: Optional[int] = None, start: int = 0) -> None:
        if int(n) <= 0:
            raise ValueError("a Discrete space has n > 0")
        self.n = np.int64(n)
        self.start = np.int64(start)
        super().__init__((), np.int64, seed)

    def contains(self, x: Any) -> bool:
        if isinstance(x, (bool, np.bool_)):
            return False
        if isinstance(x, int):
            v = x
        elif isinstance(x, (np.generic, np.ndarray)) and \
                np.asarray(x).dtype.kind in "iu" and np.asarray(x).shape == ():
            v = int(x)
        else:
            return False
        return bool(self.start <= v < self.start + self.n)

    def sample(self, mask: Any = None) -> np.int64:
        """A uniform draw; with ``mask`` (int8, shape ``(n,)``, 1 for the
        allowed values) a uniform draw among the allowed ones, or
        ``start`` when none is allowed (as gymnasium does)."""
        if mask is None:
            return np.int64(self.start + self.np_random.integers(self.n))
        mask = np.asarray(mask)
        if mask.dtype != np.int8 or mask.shape != (int(self.n),):
            raise ValueError("a Discrete mask is an int8 array of shape (%d,)"
                             % self.n)
        valid = np.flatnonzero(mask == 1)
        if len(valid) == 0:
            return np.int64(self.start)
        return np.int64(self.start + self.np_random.choice(valid))

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Discrete) and self.n == other.n
                and self.start == other.start)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return "Discrete(%d)" % self.n if not self.start else \
            "Discrete(%d, start=%d)" % (self.n, self.start)


class Dict(Space, Mapping[str, Space]):
    """Named subspaces; an element is a dict with the same keys."""

    def __init__(self, spaces: Mapping[str, Space], seed: Optional[int] = None) -> None:
        self.spaces: _DictT[str, Space] = dict(spaces)
        super().__init__(None, None, None)
        if seed is not None:
            self.seed(seed)

    def seed(self, seed: Optional[int] = None) -> List[int]:
        """Seeds every subspace from one seed (each gets its own stream)."""
        used = super().seed(seed)
        for space in self.spaces.values():
            used += space.seed(int(self.np_random.integers(2**62)))
        return used

    def __getitem__(self, key: str) -> Space:
        return self.spaces[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.spaces)

    def __len__(self) -> int:
        return len(self.spaces)

    def contains(self, x: Any) -> bool:
        return (isinstance(x, Mapping) and set(x) == set(self.spaces)
                and all(self.spaces[k].contains(x[k]) for k in self.spaces))

    def sample(self, mask: Any = None) -> _DictT[str, Any]:
        if mask is None:
            return {k: s.sample() for k, s in self.spaces.items()}
        return {k: s.sample(mask[k]) for k, s in self.spaces.items()}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Dict) and self.spaces == other.spaces

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return "Dict(%s)" % ", ".join("%r: %r" % kv for kv in self.spaces.items())
