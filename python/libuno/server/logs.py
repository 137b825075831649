"""Structured logs: one JSON object per line on stderr (``ts``, ``level``,
``event``, and the event's fields), for a log collector to read."""
from __future__ import annotations

import json
import sys
import time
from typing import Any, IO, Optional

LEVELS = {"debug": 10, "info": 20, "warning": 30, "error": 40}


class Log:
    def __init__(self, level: str = "info", stream: Optional[IO[str]] = None):
        if level not in LEVELS:
            raise ValueError("a log level is one of %s" % ", ".join(LEVELS))
        self.level = LEVELS[level]
        self.stream = stream

    def write(self, level: str, event: str, **fields: Any) -> None:
        if LEVELS[level] < self.level:
            return
        entry = {"ts": round(time.time(), 3), "level": level, "event": event}
        entry.update(fields)
        stream = self.stream or sys.stderr
        try:
            stream.write(json.dumps(entry, default=str, separators=(",", ":")) + "\n")
            stream.flush()
        except (OSError, ValueError):
            pass    # a closed stderr must not take the server down

    def debug(self, event: str, **fields: Any) -> None:
        self.write("debug", event, **fields)

    def info(self, event: str, **fields: Any) -> None:
        self.write("info", event, **fields)

    def warning(self, event: str, **fields: Any) -> None:
        self.write("warning", event, **fields)

    def error(self, event: str, **fields: Any) -> None:
        self.write("error", event, **fields)
