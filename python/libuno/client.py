"""A client of uno-server (doc/protocol.md), for scripts, tests and bots
that play in a room as players.

::

    import asyncio
    from libuno.client import Client

    async def main():
        c = await Client.connect("ws://127.0.0.1:8080/ws", name="Ada")
        code = await c.create("classic", players=2, bots=[None, "medium"])
        await c.start()
        while c.status != "match_over":
            if c.my_turn:
                await c.apply(c.legal[0])       # the server judges it
            elif c.status == "round_over":
                await c.next_round()
            else:
                await c.next_frame()
        await c.close()

    asyncio.run(main())

A :class:`Client` keeps what the server last told it: :attr:`view` (its
seat's view, or a spectator's), :attr:`legal` (its legal moves, in the
library's notation), :attr:`version` (the state version its moves are
made for), :attr:`room_info` (the seats and settings), :attr:`credential`
(the seat's secret: keep it to come back with :meth:`reconnect`). Every
request returns the server's answer or raises :class:`ServerError` with
the error code. :meth:`frames` is an async iterator of every frame the
server sends (updates with the events as the library tells them to the
seat, room changes, errors).

It needs aiohttp (Debian's python3-aiohttp); ``import libuno`` does not
import this module.
"""
from __future__ import annotations

if __name__ == "__main__":
    # python3 -m libuno.client URL: the terminal client (libuno.terminal),
    # which says so itself when aiohttp is missing.
    import sys
    from libuno.terminal import main
    sys.exit(main())

import asyncio
import collections
import json
from typing import Any, AsyncIterator, Callable, Deque, Dict, List, Optional

import aiohttp

PROTOCOL = 1

__all__ = ["Client", "ServerError", "PROTOCOL"]


class ServerError(Exception):
    """The server refused a request: ``code`` is the protocol's error code
    (``stale_version``, ``illegal_move``, ...), ``frame`` the whole error."""

    def __init__(self, frame: Dict[str, Any]):
        super().__init__("%s: %s" % (frame.get("code"), frame.get("message")))
        self.code: str = frame.get("code", "")
        self.message: str = frame.get("message", "")
        self.frame = frame


def _ws_url(url: str) -> str:
    """``http://host:port`` or ``ws://host:port/ws`` as the WebSocket URL."""
    if url.startswith("http://"):
        url = "ws://" + url[len("http://"):]
    elif url.startswith("https://"):
        url = "wss://" + url[len("https://"):]
    base = url.split("?", 1)[0].rstrip("/")
    return base if base.endswith("/ws") else base + "/ws"


class Client:
    """One connection to uno-server (see the module doc). Make it with
    :meth:`connect`."""

    def __init__(self) -> None:
        self.url = ""
        self.name: Optional[str] = None
        self._session: Optional[aiohttp.ClientSession] = None
        self._own_session = False
        self._ws: Optional[aiohttp.ClientWebSocketResponse] = None
        self._reader: Optional[asyncio.Task] = None
        self._pending: Dict[int, "asyncio.Future[Dict[str, Any]]"] = {}
        self._expect: Dict[int, frozenset] = {}
        self._ids = 0
        self._frames: Deque[Dict[str, Any]] = collections.deque(maxlen=4096)
        self._arrived = asyncio.Event()
        self.closed = asyncio.Event()
        #: The ``welcome`` frame: protocol, server version, limits.
        self.welcome: Dict[str, Any] = {}
        self.room: Optional[str] = None
        self.seat: Optional[int] = None
        self.role: Optional[str] = None
        self.credential: Optional[str] = None
        self.version = 0
        self.status: Optional[str] = None
        self.view: Optional[Dict[str, Any]] = None
        self.legal: List[str] = []
        self.timer: Optional[Dict[str, Any]] = None
        #: Every seat's cards left once a round is over (the frame's
        #: ``hands``, doc/protocol.md), else None.
        self.hands: Optional[List[List[str]]] = None
        self.room_info: Dict[str, Any] = {}
        #: The events of the last update, as the server told them to us.
        self.events: List[Dict[str, Any]] = []
        #: How many frames have arrived (for :meth:`next_frame`).
        self.received = 0

    # ---- connecting ----

    @classmethod
    async def connect(cls, url: str, *, name: Optional[str] = None,
                      session: Optional[aiohttp.ClientSession] = None,
                      timeout: float = 10.0) -> "Client":
        """Opens a connection and says hello. ``url`` is the server
        (``http://host:port``) or its WebSocket (``ws://host:port/ws``);
        ``name`` is the name to join rooms with."""
        self = cls()
        self.name = name
        await self._open(url, session, timeout)
        return self

    async def _open(self, url: str, session: Optional[aiohttp.ClientSession],
                    timeout: float) -> None:
        self.url = _ws_url(url)
        if session is None:
            if self._session is None or self._session.closed or not self._own_session:
                self._session = aiohttp.ClientSession()
                self._own_session = True
        else:
            self._session, self._own_session = session, False
        self.closed = asyncio.Event()
        self._ws = await self._session.ws_connect(self.url, timeout=timeout,
                                                  max_msg_size=0, heartbeat=None)
        self._reader = asyncio.get_running_loop().create_task(self._read())
        self.welcome = await self.request({"type": "hello", "protocol": [PROTOCOL],
                                           "client": "libuno.client"}, ("welcome",),
                                          timeout=timeout)

    async def reconnect(self, url: Optional[str] = None, timeout: float = 10.0) -> None:
        """A new connection (to ``url``, or the same server) back to the
        room and seat this client had, with its credential; a spectator
        watches again."""
        await self._drop()
        room, seat, role, credential = self.room, self.seat, self.role, self.credential
        await self._open(url or self.url, None if self._own_session else self._session,
                         timeout)
        if room is None:
            return
        if credential is not None and role != "spectator":
            await self.join(room, credential=credential, seat=seat)
        else:
            await self.join(room, spectator=True)

    async def close(self) -> None:
        await self._drop()
        if self._own_session and self._session is not None:
            await self._session.close()
        self._session = None

    async def _drop(self) -> None:
        if self._ws is not None:
            await self._ws.close()
        if self._reader is not None:
            try:
                await self._reader
            except asyncio.CancelledError:
                pass
        self._ws, self._reader = None, None

    # ---- frames ----

    async def _read(self) -> None:
        ws = self._ws
        try:
            async for msg in ws:
                if msg.type != aiohttp.WSMsgType.TEXT:
                    break
                self._received(json.loads(msg.data))
        except (aiohttp.ClientError, ConnectionError, asyncio.CancelledError):
            pass
        finally:
            self.closed.set()
            self._arrived.set()
            for future in self._pending.values():
                if not future.done():
                    future.set_exception(ConnectionError(
                        "the connection closed (code %s)" % ws.close_code))
            self._pending.clear()
            self._expect.clear()

    def _received(self, frame: Dict[str, Any]) -> None:
        kind = frame.get("type")
        if kind == "joined":
            self.room, self.seat, self.role = frame["room"], frame["seat"], frame["role"]
            if frame.get("credential"):
                self.credential = frame["credential"]
        elif kind in ("state", "update"):
            self.version = frame["version"]
            self.status = frame["status"]
            self.view = frame["view"]
            self.legal = frame["legal"]
            self.timer = frame.get("timer")
            self.hands = frame.get("hands")
            self.events = frame.get("events", [])
        elif kind == "room":
            self.room_info = frame
            self.status = frame["status"] if self.view is None else self.status
        elif kind == "left":
            self.room = self.seat = self.role = None
            self.view, self.legal = None, []
        elif kind == "error" and frame.get("code") == "replaced":
            self.role = None
        self._frames.append(frame)
        self.received += 1
        self._arrived.set()
        # An answer: the frame naming the request's id (an update names it
        # as its ack).
        key = frame.get("id", frame.get("ack"))
        if isinstance(key, int) and key in self._pending:
            if kind == "error" or kind in self._expect[key]:
                future = self._pending.pop(key)
                self._expect.pop(key)
                if not future.done():
                    if kind == "error":
                        future.set_exception(ServerError(frame))
                    else:
                        future.set_result(frame)

    async def request(self, frame: Dict[str, Any], answers=("ok",),
                      timeout: float = 30.0) -> Dict[str, Any]:
        """Sends a message and waits for its answer: the first frame of a
        type in ``answers`` naming its id; ServerError for an error."""
        if self._ws is None or self._ws.closed:
            raise ConnectionError("not connected")
        self._ids += 1
        key = self._ids
        future = asyncio.get_running_loop().create_future()
        self._pending[key] = future
        self._expect[key] = frozenset(answers)
        await self._ws.send_str(json.dumps(dict(frame, id=key)))
        try:
            return await asyncio.wait_for(future, timeout)
        finally:
            self._pending.pop(key, None)
            self._expect.pop(key, None)

    async def send(self, frame: Dict[str, Any]) -> None:
        """Sends a message without waiting for anything."""
        if self._ws is None:
            raise ConnectionError("not connected")
        await self._ws.send_str(json.dumps(frame))

    def frames(self) -> AsyncIterator[Dict[str, Any]]:
        """Every frame from the server from now on (this call), in order,
        until the connection closes; an async iterator. (The client keeps
        the last 4,096 frames: an iterator that falls further behind skips
        the oldest.)"""
        return self._frames_after(self.received)

    async def _frames_after(self, after: int) -> AsyncIterator[Dict[str, Any]]:
        while True:
            while self.received > after:
                oldest = self.received - len(self._frames)  # frames before _frames[0]
                after = max(after, oldest)
                frame = self._frames[after - oldest]
                after += 1
                yield frame
            if self.closed.is_set():
                return
            self._arrived.clear()
            await self._arrived.wait()

    async def next_frame(self, since: Optional[int] = None, timeout: float = 30.0) -> None:
        """Waits until a frame arrives after the ``since``-th
        (:attr:`received`, read before looking at the state; default: from
        now), or the connection closes. Reading ``received`` first keeps a
        frame that came meanwhile from being waited for in vain."""
        if since is None:
            since = self.received
        await self.wait_for(lambda c: c.received > since, timeout, closed_ok=True)

    async def wait_for(self, predicate: Callable[["Client"], bool],
                       timeout: float = 30.0, closed_ok: bool = False) -> None:
        """Waits until ``predicate(client)`` holds, checked after every
        frame; TimeoutError if it does not within ``timeout``,
        ConnectionError if the connection closes first (unless
        ``closed_ok``)."""
        async def wait():
            while not predicate(self):
                if self.closed.is_set():
                    if closed_ok:
                        return
                    raise ConnectionError("the connection closed")
                self._arrived.clear()
                await self._arrived.wait()
        await asyncio.wait_for(wait(), timeout)

    # ---- the protocol's requests ----

    async def variants(self) -> Dict[str, Any]:
        return await self.request({"type": "variants"}, ("variants",))

    async def lobby(self) -> List[Dict[str, Any]]:
        return (await self.request({"type": "lobby"}, ("lobby",)))["rooms"]

    async def create(self, variant: str = "classic", players: int = 4, **fields: Any) -> str:
        """Makes a room and takes its host seat; returns the room code.
        ``fields`` are the create message's (``options``, ``bots``,
        ``public``, ``name``, ``seat``, ``grace``, ``turn_timer``,
        ``autopilot``, ``bot_delay``)."""
        msg = dict(fields, type="create", variant=variant, players=players)
        if self.name is not None:
            msg.setdefault("player_name", self.name)
        await self.request(msg, ("joined",))
        return self.room

    async def join(self, room: str, *, seat: Optional[int] = None,
                   credential: Optional[str] = None, spectator: bool = False,
                   name: Optional[str] = None) -> Dict[str, Any]:
        """Joins a room as a player (an open seat, or ``seat``; or back at
        one's seat with its ``credential``) or as a spectator."""
        msg: Dict[str, Any] = {"type": "join", "room": room,
                               "as": "spectator" if spectator else "player"}
        if not spectator:
            if seat is not None:
                msg["seat"] = seat
            if credential is not None:
                msg["credential"] = credential
            if name or self.name:
                msg["name"] = name or self.name
        answer = await self.request(msg, ("joined",))
        if credential is not None and not spectator:
            self.credential = credential    # the seat's, kept for reconnect()
        # The state follows the answer at once: wait for it, so the view
        # is there when join returns.
        await self.wait_for(lambda c: c.room_info.get("room") == room and
                            (c.view is not None or c.status == "lobby"), 10.0)
        return answer

    async def leave(self) -> None:
        await self.request({"type": "leave"}, ("left",))

    async def start(self, fill_bots: Any = None) -> Dict[str, Any]:
        """Deals the first game (the host only); ``fill_bots`` true or a
        level seats bots at the open seats."""
        msg: Dict[str, Any] = {"type": "start"}
        if fill_bots is not None:
            msg["fill_bots"] = fill_bots
        return await self.request(msg, ("update",))

    async def apply(self, move: str, *, version: Optional[int] = None) -> Dict[str, Any]:
        """Makes a move (the library's notation) for the client's seat,
        for ``version`` (default: the latest the client knows); returns
        the update that accepted it, or raises ServerError
        (``stale_version``, ``illegal_move``, ...)."""
        return await self.request({"type": "move", "move": str(move),
                                   "version": self.version if version is None else version},
                                  ("update",))

    move = apply

    async def next_round(self) -> Dict[str, Any]:
        return await self.request({"type": "next_round", "version": self.version}, ("update",))

    async def rematch(self) -> Dict[str, Any]:
        return await self.request({"type": "rematch", "version": self.version}, ("update",))

    async def state(self) -> Dict[str, Any]:
        return await self.request({"type": "state"}, ("state",))

    async def ping(self) -> None:
        await self.request({"type": "ping"}, ("pong",))

    # ---- reading the view ----

    @property
    def my_turn(self) -> bool:
        """Whether the decision pending is this client's seat's."""
        return (self.view is not None and self.seat is not None and
                self.status == "playing" and self.view.get("current") == self.seat)

    async def play(self, choose: Callable[[Dict[str, Any], List[str]], Optional[str]],
                   *, until: Callable[["Client"], bool] = lambda c: c.status == "match_over",
                   next_rounds: bool = True) -> None:
        """Plays the seat with ``choose(view, legal)`` (a move, or None to
        wait) until ``until(client)``: an agent in a room of people. A move
        made stale by another seat's is chosen again from the new view."""
        while not until(self):
            if self.closed.is_set():
                raise ConnectionError("the connection closed")
            seen = self.received
            move = None
            if self.status == "playing" and self.legal:
                move = choose(self.view, self.legal)
            elif self.status == "round_over" and next_rounds:
                try:
                    await self.next_round()
                except ServerError as e:
                    if e.code not in ("stale_version", "round_not_over"):
                        raise
                continue
            if move is None:
                await self.next_frame(seen)
                continue
            try:
                await self.apply(move)
            except ServerError as e:
                if e.code not in ("stale_version", "not_your_turn", "illegal_move"):
                    raise
                if e.code != "stale_version":
                    await self.next_frame(seen)
