"""The server's counters, and /metrics in Prometheus' text exposition
format (version 0.0.4), written here: no client library needed."""
from __future__ import annotations

import bisect
import time
from typing import Dict, List, Optional, Sequence, Tuple

# Seconds: from a move's frame read to its update handed to every
# connection (stored durably in between).
LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5,
                   1.0, 2.5, 5.0)


class Histogram:
    def __init__(self, buckets: Sequence[float]):
        self.buckets = tuple(buckets)
        self.counts = [0] * (len(self.buckets) + 1)
        self.sum = 0.0
        self.count = 0

    def observe(self, value: float) -> None:
        self.counts[bisect.bisect_left(self.buckets, value)] += 1
        self.sum += value
        self.count += 1

    def lines(self, name: str) -> List[str]:
        out, total = [], 0
        for bound, n in zip(self.buckets, self.counts):
            total += n
            out.append('%s_bucket{le="%s"} %d' % (name, _num(bound), total))
        out.append('%s_bucket{le="+Inf"} %d' % (name, self.count))
        out.append("%s_sum %s" % (name, _num(self.sum)))
        out.append("%s_count %d" % (name, self.count))
        return out


class Metrics:
    """What /metrics shows; the server updates it as it goes."""

    def __init__(self) -> None:
        self.started = time.time()
        self.moves: Dict[str, int] = {}        # by record kind
        self.messages = 0
        self.errors: Dict[str, int] = {}       # by error code
        self.connections_total = 0
        self.latency = Histogram(LATENCY_BUCKETS)

    def moved(self, kind: str, received: Optional[float]) -> None:
        self.moves[kind] = self.moves.get(kind, 0) + 1
        if received is not None:
            self.latency.observe(time.perf_counter() - received)

    def error(self, code: str) -> None:
        self.errors[code] = self.errors.get(code, 0) + 1

    def render(self, gauges: Sequence[Tuple[str, str, float]],
               storage: Sequence[Tuple[str, str, str, float]] = ()) -> str:
        """The exposition text. ``gauges`` are (name, help, value) read
        when asked; ``storage`` (name, type, help, value) from storage."""
        out: List[str] = []
        for name, help_, value in gauges:
            out += ["# HELP %s %s" % (name, help_), "# TYPE %s gauge" % name,
                    "%s %s" % (name, _num(value))]
        out += ["# HELP uno_moves_total Records accepted and stored: moves, starts, "
                "next rounds, rematches (rate() of it is moves/s).",
                "# TYPE uno_moves_total counter"]
        for kind in sorted(set(self.moves) | {"move"}):
            out.append('uno_moves_total{kind="%s"} %d' % (kind, self.moves.get(kind, 0)))
        out += ["# HELP uno_move_latency_seconds From a move read to its update "
                "sent to every connection, stored durably in between.",
                "# TYPE uno_move_latency_seconds histogram"]
        out += self.latency.lines("uno_move_latency_seconds")
        out += ["# HELP uno_messages_total Client messages read.",
                "# TYPE uno_messages_total counter",
                "uno_messages_total %d" % self.messages,
                "# HELP uno_errors_total Errors sent to clients, by code.",
                "# TYPE uno_errors_total counter"]
        for code in sorted(self.errors):
            out.append('uno_errors_total{code="%s"} %d' % (code, self.errors[code]))
        out += ["# HELP uno_connections_total WebSocket connections accepted.",
                "# TYPE uno_connections_total counter",
                "uno_connections_total %d" % self.connections_total]
        for name, kind, help_, value in storage:
            out += ["# HELP %s %s" % (name, help_), "# TYPE %s %s" % (name, kind),
                    "%s %s" % (name, _num(value))]
        out += ["# HELP uno_start_time_seconds When the server started.",
                "# TYPE uno_start_time_seconds gauge",
                "uno_start_time_seconds %s" % _num(self.started)]
        return "\n".join(out) + "\n"


def _num(v: float) -> str:
    if isinstance(v, int) or float(v).is_integer():
        return str(int(v))
    return repr(float(v))
