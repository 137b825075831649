"""A WebSocket connection of uno-server: its frames out, in order, and its
rate limit. app.py reads its frames and hands them to the handlers.

A frame out is written to the socket's transport at once when nothing is
waiting before it and the transport takes it (the common case: a room
tells four connections after every move, and a task switch per frame
was a fifth of the server's CPU). Otherwise it waits in the
connection's queue for its writer task, which sends it when the client
reads again; so a slow reader only slows itself, and one that does not
read at all fills its queue and is closed."""
from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING, Any, Dict, Optional

from aiohttp import web

from . import protocol

if TYPE_CHECKING:
    from .app import Server
    from .room import Room


class RateLimit:
    """A token bucket: ``rate`` messages a second, ``burst`` at once; and
    how many were dropped in the last ``WINDOW`` seconds."""

    WINDOW = 10.0

    def __init__(self, rate: float, burst: int):
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.at = time.monotonic()
        self.dropped = 0
        self.since = self.at

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        if now - self.since > self.WINDOW:
            self.dropped, self.since = 0, now
        self.dropped += 1
        return False

    def flooding(self) -> bool:
        """Over four bursts dropped within the window: not a client that
        sends a little too fast, but one that does not stop."""
        return self.dropped > 4 * self.burst


#: Bytes a connection's transport may hold unsent before frames wait in
#: its queue instead (a client reading slowly, or not at all).
TRANSPORT_HIGH = 256 * 1024


def text_frame(text: str) -> bytes:
    """A WebSocket text frame of the server's (RFC 6455 5.2: final,
    unmasked, not compressed), as aiohttp's writer makes it."""
    data = text.encode("utf-8")
    n = len(data)
    if n < 126:
        return bytes((0x81, n)) + data
    if n < 65536:
        return bytes((0x81, 126, n >> 8, n & 255)) + data
    return bytes((0x81, 127)) + n.to_bytes(8, "big") + data


class Connection:
    """One WebSocket: its queue of frames out (sent in order by a writer
    task of its own, so a slow reader only slows itself), its room and
    seat, its rate limit."""

    def __init__(self, server: "Server", ws: web.WebSocketResponse, address: str, number: int,
                 transport: Optional[asyncio.BaseTransport] = None):
        self.server = server
        self.ws = ws
        # The request's transport (web.Request.transport), written to
        # directly; None: every frame goes through the writer task.
        self.transport = transport
        self.sending = False
        self.address = address
        self.number = number
        self.room: Optional[Room] = None
        self.seat: Optional[int] = None
        self.role: Optional[str] = None
        self.hello = False
        self.limit = RateLimit(server.config.rate, server.config.burst)
        self.queue: "asyncio.Queue[Optional[str]]" = asyncio.Queue(server.config.outbox)
        self.closing = False
        self.shutter: Optional[asyncio.Task] = None
        self.writer = asyncio.get_running_loop().create_task(self._write())

    def send(self, frame: Dict[str, Any]) -> None:
        if frame.get("type") == "error":
            self.server.metrics.error(frame["code"])
        self.send_text(self.server.encode(frame))

    def send_text(self, text: str) -> None:
        if self.closing:
            return
        tap = self.server.tap
        if tap is not None:
            tap(self, text)
        tr = self.transport
        if tr is not None and not self.sending and self.queue.empty():
            if tr.is_closing() or self.ws.closed:
                return
            if tr.get_write_buffer_size() < TRANSPORT_HIGH:
                tr.write(text_frame(text))
                return
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:
            # A client that does not read its frames: rather than hold
            # them for ever, it is closed (it reconnects to a fresh state).
            self.server.log.warning("slow_client", conn=self.number, address=self.address)
            self.close(protocol.CLOSE_POLICY, "too slow: frames were not read")

    async def _write(self) -> None:
        try:
            while True:
                text = await self.queue.get()
                if text is None:
                    break
                # While it sends (and waits for the client to read), new
                # frames queue behind it, in order.
                self.sending = True
                try:
                    await self.ws.send_str(text)
                finally:
                    self.sending = False
        except (ConnectionError, RuntimeError, asyncio.CancelledError):
            pass

    def close(self, code: int = protocol.CLOSE_NORMAL, message: str = "") -> None:
        """Closes after the frames already queued (at once when full)."""
        if self.closing:
            return
        self.closing = True

        async def shut():
            try:
                self.queue.put_nowait(None)
                await asyncio.wait_for(self.writer, 2.0)
            except (asyncio.QueueFull, asyncio.TimeoutError):
                self.writer.cancel()
            await self.ws.close(code=code, message=message.encode()[:120])
        # The WebSocket handler waits for it before it returns (returning
        # first would close with 1000 and drop the frames still queued).
        self.shutter = asyncio.get_running_loop().create_task(shut())
