"""uno-server's HTTP side (aiohttp): the WebSocket endpoint ``/ws`` (its
connections are connection.py's), the message handlers, ``/healthz``,
``/metrics`` and the web page's static files. The rooms are room.py's,
storage storage.py's, the messages protocol.py's (doc/protocol.md);
doc/server.md says how to run it.
"""
from __future__ import annotations

import asyncio
import collections
import json
import mimetypes
import os
import secrets
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Dict, Optional

from aiohttp import WSMsgType, web

import libuno

from . import protocol, tell
from .connection import Connection
from .logs import Log
from .metrics import Metrics
from .protocol import ProtocolError
from .room import BOT_LEVELS, Room, new_code, replay
from .storage import Conflict, Storage, StorageError, open_storage

SERVER_NAME = "uno-server"


@dataclass
class Config:
    """Everything uno-server can be told (cli.py maps options and the
    environment onto it; doc/server.md lists them)."""
    host: str = "127.0.0.1"
    port: int = 8080
    database: str = "uno-server.sqlite3"
    sync: str = "full"
    static: Optional[str] = None
    public_url: Optional[str] = None
    # Room defaults (a room's creator may set its own within bounds).
    grace: float = 30.0
    turn_timer: float = 0.0
    autopilot: str = "medium"
    bot_delay: float = 0.5
    # Limits.
    max_frame: int = 16384
    rate: float = 20.0
    burst: int = 40
    max_connections: int = 10000
    max_connections_per_address: int = 32
    max_rooms: int = 10000
    max_rooms_per_address: int = 20
    outbox: int = 256
    hello_timeout: float = 10.0
    heartbeat: float = 30.0
    idle_unload: float = 300.0
    log_level: str = "info"
    #: The event loop (cli.py): "auto" is uvloop when it is installed
    #: (Debian's python3-uvloop), else asyncio's own.
    loop: str = "auto"
    #: Redis for several processes on one PostgreSQL database (fanout.py).
    redis: Optional[str] = None


def installed_page() -> Optional[str]:
    """The web page as a package installs it (Debian's uno-web:
    /usr/share/libuno/web), under the interpreter's prefix or the system's;
    None when none is installed. A page counts only with its copy of the
    library (libuno/, the WebAssembly build), without which it cannot
    play."""
    seen = []
    for prefix in (sys.prefix, "/usr/local", "/usr"):
        page = Path(prefix) / "share" / "libuno" / "web"
        if page in seen:
            continue
        seen.append(page)
        if (page / "index.html").is_file() and (page / "libuno" / "dist").is_dir():
            return str(page)
    return None


class Server:
    """The server: its rooms, connections and storage (module doc)."""

    def __init__(self, config: Optional[Config] = None, storage: Optional[Storage] = None,
                 log: Optional[Log] = None):
        self.config = config or Config()
        self.log = log or Log(self.config.log_level)
        tell.check_library()
        self.storage = storage if storage is not None else \
            open_storage(self.config.database, self.config.sync)
        self.metrics = Metrics()
        self.fanout = None
        if self.config.redis:
            from .fanout import Fanout
            self.fanout = Fanout(self, self.config.redis)
        self.rooms: Dict[str, Room] = {}
        self._loading: Dict[str, "asyncio.Future[Optional[Room]]"] = {}
        self.connections: set = set()
        self.by_address: collections.Counter = collections.Counter()
        self.rooms_by_address: collections.Counter = collections.Counter()
        self.room_owner: Dict[str, str] = {}
        #: Tests record every frame sent: ``tap(connection, text)``.
        self.tap: Optional[Callable[[Connection, str], None]] = None
        self.shutting_down = False
        self.static = self._static_dir()
        self.runner: Optional[web.AppRunner] = None
        self.address: Optional[tuple] = None
        self._janitor: Optional[asyncio.Task] = None
        self._numbers = 0
        self._lobby: Optional[tuple] = None
        self._variants: Optional[list] = None
        self.app = web.Application()
        self.app.router.add_get("/ws", self.websocket)
        self.app.router.add_get("/healthz", self.healthz)
        self.app.router.add_get("/metrics", self.metrics_page)
        self.app.router.add_get("/{path:.*}", self.static_file)
        self.app.on_startup.append(self._on_startup)
        self.app.on_shutdown.append(self._on_shutdown)
        self.handlers: Dict[str, Callable[[Connection, Dict[str, Any]], Any]] = {
            "hello": self.on_hello, "ping": self.on_ping, "variants": self.on_variants,
            "lobby": self.on_lobby, "create": self.on_create, "join": self.on_join,
            "leave": self.on_leave, "start": self.on_start, "move": self.on_move,
            "next_round": self.on_next_round, "rematch": self.on_rematch,
            "state": self.on_state,
        }

    encode = staticmethod(protocol.encode)

    # ---- running ----

    async def start(self) -> tuple:
        """Listens on the configured host and port (0: any free port);
        returns the address bound."""
        self.runner = web.AppRunner(self.app, handle_signals=False,
                                    access_log=None)
        await self.runner.setup()
        site = web.TCPSite(self.runner, self.config.host, self.config.port)
        await site.start()
        sockets = site._server.sockets if site._server else []  # type: ignore[union-attr]
        self.address = sockets[0].getsockname()[:2] if sockets else \
            (self.config.host, self.config.port)
        self.log.info("listening", host=self.address[0], port=self.address[1],
                      url=self.base_url(), database=self.config.database,
                      sync=self.config.sync, static=self.static,
                      library=libuno.library_version())
        return self.address

    async def stop(self) -> None:
        """A clean stop: no new connection or move, every move under way
        finished and stored, every connection told and closed, storage
        closed after its last write."""
        if self.runner is not None:
            await self.runner.cleanup()     # runs _on_shutdown
            self.runner = None
        else:
            await self._on_shutdown(self.app)

    async def _on_startup(self, _app: web.Application) -> None:
        opening = getattr(self.storage, "open", None)
        if opening is not None:
            await opening()         # PostgreSQL: connected, its schema checked
        if self.fanout is not None:
            await self.fanout.start()
        self._janitor = asyncio.get_running_loop().create_task(self._unload_idle())

    async def _on_shutdown(self, _app: web.Application) -> None:
        if self.shutting_down:
            return
        self.shutting_down = True
        self.log.info("stopping", rooms=len(self.rooms), connections=len(self.connections))
        if self._janitor is not None:
            self._janitor.cancel()
        # Each room finishes the change under way (its lock), then stops.
        for room in list(self.rooms.values()):
            async with room.lock:
                room.close()
        for conn in list(self.connections):
            conn.send({"type": "error", "code": "shutting_down",
                       "message": protocol.ERRORS["shutting_down"]})
            conn.close(protocol.CLOSE_GOING_AWAY, "server shutting down")
        await asyncio.sleep(0)
        if self.fanout is not None:
            await self.fanout.close()
        await self.storage.close()
        self.log.info("stopped")

    async def _unload_idle(self) -> None:
        """Rooms nobody is in for ``idle_unload`` seconds leave memory
        (storage has them; the next join loads them again)."""
        while True:
            await asyncio.sleep(min(30.0, max(1.0, self.config.idle_unload / 2)))
            now = time.monotonic()
            for code, room in list(self.rooms.items()):
                if not room.connections() and not room.lock.locked() and \
                        now - room.idle_since > self.config.idle_unload:
                    room.close()
                    del self.rooms[code]
                    if self.fanout is not None:
                        await self.fanout.unwatch(code)
                    self._forget_owner(code)
                    self.log.debug("unloaded", room=code)

    def _forget_owner(self, code: str) -> None:
        owner = self.room_owner.pop(code, None)
        if owner is not None:
            self.rooms_by_address[owner] -= 1
            if self.rooms_by_address[owner] <= 0:
                del self.rooms_by_address[owner]

    # ---- addresses ----

    def base_url(self) -> str:
        if self.config.public_url:
            return self.config.public_url.rstrip("/")
        host, port = self.address or (self.config.host, self.config.port)
        if ":" in host:
            host = "[%s]" % host
        if host in ("0.0.0.0", "[::]"):
            host = "localhost"
        return "http://%s:%d" % (host, port)

    def link(self, code: str, watch: bool = False) -> str:
        return "%s/?room=%s%s" % (self.base_url(), code, "&watch=1" if watch else "")

    def _static_dir(self) -> Optional[str]:
        if self.config.static:
            return os.path.abspath(self.config.static)
        # A checkout: python/libuno/server/ is three levels below the
        # tree, whose web/ is the page (and web/libuno/ its copy of the
        # package, when built).
        here = Path(__file__).resolve()
        for up in here.parents:
            candidate = up / "web" / "index.html"
            if candidate.is_file() and (up / "meson.build").is_file():
                return str(candidate.parent)
        return installed_page()

    # ---- rooms ----

    async def room(self, code: str) -> Optional[Room]:
        """The room of a code: in memory, or loaded from storage (once,
        however many connections ask at the same moment)."""
        room = self.rooms.get(code)
        if room is not None:
            return room
        pending = self._loading.get(code)
        if pending is not None:
            return await asyncio.shield(pending)
        future = asyncio.get_running_loop().create_future()
        self._loading[code] = future
        try:
            if self.fanout is not None:
                await self.fanout.watch(code)   # before the read: no move missed
            stored = await self.storage.fetch(code)
            room = None if stored is None else await self._make_room(stored)
            if room is not None:
                self.rooms[code] = room
            future.set_result(room)
            return room
        except BaseException as e:
            future.set_exception(e)
            future.exception()      # retrieved: nobody else may wait
            raise
        finally:
            del self._loading[code]

    async def _make_room(self, stored) -> Room:
        try:
            return Room(self, stored)
        except (libuno.UnoError, ValueError) as e:
            # A state the library refuses (never written so by this
            # server; a damaged file): the log makes the game again.
            self.log.error("state_refused", room=stored.code, error=str(e))
            full = await self.storage.fetch(stored.code, log=True)
            stored.state = replay(full.metadata, full.log).save()
            return Room(self, stored)

    # ---- HTTP ----

    async def healthz(self, _request: web.Request) -> web.Response:
        stored = await self.storage.check()
        ok = stored and not self.shutting_down
        body = {"status": "ok" if ok else "failing", "rooms": len(self.rooms),
                "connections": len(self.connections),
                "storage": "ok" if stored else "failing"}
        return web.json_response(body, status=200 if ok else 503)

    async def metrics_page(self, _request: web.Request) -> web.Response:
        playing = sum(1 for r in self.rooms.values() if r.status == "playing")
        gauges = [
            ("uno_rooms", "Rooms in memory.", len(self.rooms)),
            ("uno_rooms_playing", "Rooms in memory with a round being played.", playing),
            ("uno_connections", "Open WebSocket connections.", len(self.connections)),
            ("uno_players_connected", "Connections seated as players.",
             sum(1 for c in self.connections if c.role == "player")),
            ("uno_spectators", "Connections watching as spectators.",
             sum(1 for c in self.connections if c.role == "spectator")),
        ]
        storage = []
        commits = getattr(self.storage, "commits", None)
        if commits is not None:
            storage = [
                ("uno_storage_commits_total", "counter",
                 "Storage transactions committed (each one fsync with sync=full).", commits),
                ("uno_storage_writes_total", "counter",
                 "Writes committed (a commit holds every write waiting for it).",
                 self.storage.committed_writes),  # type: ignore[attr-defined]
            ]
        return web.Response(text=self.metrics.render(gauges, storage),
                            content_type="text/plain", charset="utf-8",
                            headers={"X-Content-Type-Options": "nosniff"})

    async def static_file(self, request: web.Request) -> web.StreamResponse:
        if self.static is None:
            return web.Response(text="%s is running; it serves no page (start it "
                                "with --static DIR, the web/ directory of a libuno "
                                "checkout). WebSocket: /ws\n" % SERVER_NAME)
        rel = request.match_info["path"] or "index.html"
        root = Path(self.static)
        try:
            path = (root / rel).resolve()
            path.relative_to(root.resolve())
        except (ValueError, OSError):
            raise web.HTTPNotFound()
        if path.is_dir():
            path = path / "index.html"
        if not path.is_file():
            raise web.HTTPNotFound()
        kind = mimetypes.guess_type(str(path))[0]
        # X-Uno-Server tells the page it was served by uno-server, and
        # the protocol version spoken at /ws (doc/protocol.md).
        headers = {"X-Uno-Server": str(protocol.PROTOCOL)}
        if kind:
            headers["Content-Type"] = kind
        if path.suffix == ".wasm":
            headers["Content-Type"] = "application/wasm"
        return web.FileResponse(path, headers=headers)

    # ---- WebSocket ----

    async def websocket(self, request: web.Request) -> web.StreamResponse:
        cfg = self.config
        # Frames are not compressed (permessage-deflate): they are small,
        # and the CPU is the games'. Connection writes most of them to the
        # transport itself.
        ws = web.WebSocketResponse(max_msg_size=cfg.max_frame,
                                   heartbeat=cfg.heartbeat or None, compress=False)
        await ws.prepare(request)
        address = request.remote or "?"
        self._numbers += 1
        conn = Connection(self, ws, address, self._numbers, request.transport)
        refusal = None
        if self.shutting_down:
            refusal = ("shutting_down", protocol.CLOSE_GOING_AWAY)
        elif len(self.connections) >= cfg.max_connections or (
                cfg.max_connections_per_address and
                self.by_address[address] >= cfg.max_connections_per_address):
            refusal = ("too_many_connections", protocol.CLOSE_POLICY)
        if refusal is not None:
            conn.send(ProtocolError(refusal[0]).frame())
            conn.close(refusal[1], protocol.ERRORS[refusal[0]])
            await conn.shutter
            return ws
        self.connections.add(conn)
        self.by_address[address] += 1
        self.metrics.connections_total += 1
        self.log.debug("connected", conn=conn.number, address=address)
        hello_timer = asyncio.get_running_loop().call_later(
            cfg.hello_timeout, self._hello_late, conn)
        try:
            async for msg in ws:
                if msg.type == WSMsgType.TEXT:
                    await self._message(conn, msg.data)
                elif msg.type == WSMsgType.BINARY:
                    conn.send(ProtocolError("binary_frame").frame())
                elif msg.type == WSMsgType.ERROR:
                    # Over max_frame: aiohttp closes with 1009.
                    self.log.info("frame_refused", conn=conn.number,
                                  error=str(ws.exception()))
                    break
                if conn.closing:
                    break
        finally:
            hello_timer.cancel()
            self.connections.discard(conn)
            self.by_address[address] -= 1
            if self.by_address[address] <= 0:
                del self.by_address[address]
            if conn.room is not None:
                conn.room.detach(conn)
            if conn.shutter is not None:
                try:
                    await asyncio.wait_for(asyncio.shield(conn.shutter), 5.0)
                except asyncio.TimeoutError:
                    pass
            elif not conn.closing:
                conn.closing = True
                conn.writer.cancel()
            self.log.debug("disconnected", conn=conn.number, code=ws.close_code)
        return ws

    def _hello_late(self, conn: Connection) -> None:
        if not conn.hello:
            conn.send(ProtocolError("hello_required", "no hello within %g s"
                                    % self.config.hello_timeout).frame())
            conn.close(protocol.CLOSE_POLICY, "no hello")

    async def _message(self, conn: Connection, text: str) -> None:
        self.metrics.messages += 1
        received = time.perf_counter()
        if not conn.limit.allow():
            limit = conn.limit
            if limit.flooding():
                self.log.warning("flooding", conn=conn.number, address=conn.address)
                conn.send(ProtocolError("rate_limited", "too many messages: "
                                        "the connection is closed").frame())
                conn.close(protocol.CLOSE_POLICY, "too many messages")
            else:
                # Answered, so that a request does not wait for ever; the
                # flood this could answer ends at four bursts (above).
                conn.send(ProtocolError("rate_limited", "over %g messages a second "
                                        "(burst %d): dropped" % (limit.rate, limit.burst)
                                        ).frame(_id_of(text)))
            return
        request_id = None
        try:
            msg = protocol.parse(text)
            request_id = msg.get("id")
            if not conn.hello and msg["type"] != "hello":
                raise ProtocolError("hello_required")
            if self.shutting_down and msg["type"] not in ("hello", "ping"):
                raise ProtocolError("shutting_down")
            await self.handlers[msg["type"]](conn, msg, received)
        except ProtocolError as e:
            conn.send(e.frame(request_id if request_id is not None else e.fields.get("id")))
        except Exception as e:   # a bug must not end the connection or the server
            self.log.error("internal_error", conn=conn.number, error=repr(e),
                           message_type=_type_of(text))
            conn.send(ProtocolError("internal_error").frame(request_id))

    # ---- handlers: (connection, message, time read) ----

    async def on_hello(self, conn: Connection, msg: Dict[str, Any], _at: float) -> None:
        wanted = msg.get("protocol")
        if isinstance(wanted, int) and not isinstance(wanted, bool):
            wanted = [wanted]
        if not isinstance(wanted, list) or not all(
                isinstance(v, int) and not isinstance(v, bool) for v in wanted):
            raise ProtocolError("bad_message", "hello names the protocol versions "
                                "it speaks (an integer or a list of them)")
        common = sorted(set(wanted) & set(protocol.PROTOCOLS))
        if not common:
            conn.send(ProtocolError("unsupported_protocol", "this server speaks "
                                    "protocol %s" % ", ".join(map(str, protocol.PROTOCOLS)),
                                    protocols=list(protocol.PROTOCOLS)).frame(msg.get("id")))
            conn.close(protocol.CLOSE_PROTOCOL, "no common protocol version")
            return
        conn.hello = True
        cfg = self.config
        conn.send(_reply(msg, {
            "type": "welcome", "protocol": common[-1], "server": SERVER_NAME,
            "version": libuno.library_version(),
            "limits": {"max_frame": cfg.max_frame, "rate": cfg.rate, "burst": cfg.burst,
                       "connections_per_address": cfg.max_connections_per_address,
                       "rooms_per_address": cfg.max_rooms_per_address}}))

    async def on_ping(self, conn, msg, _at):
        conn.send(_reply(msg, {"type": "pong"}))

    async def on_variants(self, conn, msg, _at):
        if self._variants is None:
            self._variants = self._list_variants()
        conn.send(_reply(msg, {"type": "variants", "variants": self._variants,
                               "bot_levels": BOT_LEVELS}))

    def _list_variants(self):
        out = []
        for name in libuno.variants():
            r = tell.rules(name)
            out.append({"name": name, "summary": r.summary, "players": r.player_counts,
                        "sides": r.sides,
                        "options": [dict(zip(("name", "min", "max", "default", "description"),
                                             r.info(o))) for o in r]})
        return out

    async def on_lobby(self, conn, msg, _at):
        # One listing a second at most, whoever asks: lobby requests from
        # many connections must not keep storage from the moves.
        now = time.monotonic()
        if self._lobby is None or now - self._lobby[0] > 1.0:
            self._lobby = (now, await self._list_lobby())
        conn.send(_reply(msg, {"type": "lobby", "rooms": self._lobby[1]}))

    async def _list_lobby(self):
        rooms = []
        for stored in await self.storage.list(public=True, statuses=["lobby", "playing",
                                                                      "round_over"], limit=100):
            live = self.rooms.get(stored.code)
            if live is not None:
                info = live.info()
            else:
                meta = stored.metadata
                info = {"room": stored.code, "name": meta.get("name"),
                        "variant": meta["variant"], "players": meta["players"],
                        "status": stored.status,
                        "open_seats": 0 if stored.status != "lobby" else sum(
                            1 for s in meta["seats"] if not s.get("bot") and not s.get("credential")),
                        "spectators": 0, "link": self.link(stored.code),
                        "watch_link": self.link(stored.code, watch=True)}
            rooms.append({k: info[k] for k in ("room", "name", "variant", "players", "status",
                                                "open_seats", "spectators", "link", "watch_link")})
        return rooms

    async def on_create(self, conn, msg, _at):
        if conn.room is not None:
            raise ProtocolError("already_in_room")
        cfg = self.config
        if len(self.rooms) >= cfg.max_rooms:
            raise ProtocolError("server_full")
        if cfg.max_rooms_per_address and \
                self.rooms_by_address[conn.address] >= cfg.max_rooms_per_address:
            raise ProtocolError("too_many_rooms", "at most %d rooms from one address"
                                % cfg.max_rooms_per_address)
        meta = self._room_metadata(msg)
        for _ in range(8):
            code = new_code()
            try:
                await self.storage.create(code, meta, public=meta["public"], status="lobby")
                break
            except Conflict:
                continue
            except StorageError as e:
                self.log.error("storage_failed", error=str(e))
                raise ProtocolError("storage_error") from None
        else:
            raise ProtocolError("storage_error", "no free room code")
        self.room_owner[code] = conn.address
        self.rooms_by_address[conn.address] += 1
        room = await self.room(code)
        self.log.info("created", room=code, variant=meta["variant"],
                      players=meta["players"], address=conn.address)
        conn.send(_reply(msg, {"type": "created", "room": code, "link": self.link(code),
                               "watch_link": self.link(code, watch=True)}))
        seat, credential = await room.join_player(conn, meta["host"],
                                                  protocol.player_name(msg, "player_name"), None)
        conn.send(_reply(msg, {"type": "joined", "room": code, "role": "player",
                               "seat": seat, "credential": credential}))
        room.greet(conn)

    def _room_metadata(self, msg: Dict[str, Any]) -> Dict[str, Any]:
        """A new room's metadata from a create message: every part checked
        (the variant, players and options by the library)."""
        variant = protocol.field_str(msg, "variant", 40, default="classic")
        if variant not in libuno.variants():
            raise ProtocolError("bad_variant", "no variant %r (%s)" % (
                variant, ", ".join(libuno.variants())))
        rules = libuno.Rules(variant)
        players = protocol.field_int(msg, "players", 2, libuno.MAX_PLAYERS,
                                     default=min(4, rules.players[1]), code="bad_players")
        options = msg.get("options") or {}
        if not isinstance(options, dict) or len(options) > 64 or not all(
                isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool)
                for k, v in options.items()):
            raise ProtocolError("bad_option", "options map option names to integers")
        try:
            rules.update(options)
        except (KeyError, ValueError, TypeError, libuno.UnoError) as e:
            raise ProtocolError("bad_option", str(e).strip("'\"")) from None
        refused = rules.check(players)
        if refused is not None:
            raise ProtocolError("bad_players", refused)
        bots = msg.get("bots") or [None] * players
        if not isinstance(bots, list) or len(bots) != players or \
                any(b is not None and b not in BOT_LEVELS for b in bots) or \
                all(b is not None for b in bots):
            raise ProtocolError("bad_bots", "bots is a list of %d entries, each null "
                                "(a player's seat) or a level (%s), with at least one "
                                "null" % (players, ", ".join(BOT_LEVELS)))
        free = [i for i, b in enumerate(bots) if b is None]
        seat = msg.get("seat")
        if seat is None:
            seat = free[0]
        elif isinstance(seat, bool) or not isinstance(seat, int) or seat not in free:
            raise ProtocolError("bad_seat", "seat is one of the player seats %s" % free)
        cfg = self.config
        grace = protocol.field_number(msg, "grace", 0, 3600, cfg.grace)
        timer = protocol.field_number(msg, "turn_timer", 0, 3600, cfg.turn_timer)
        if 0 < timer < 1:
            raise ProtocolError("bad_setting", "turn_timer is 0 (none) or 1 to 3600 seconds")
        autopilot = msg.get("autopilot", cfg.autopilot)
        if autopilot not in BOT_LEVELS:
            raise ProtocolError("bad_setting", "autopilot is a bot level (%s)"
                                % ", ".join(BOT_LEVELS))
        delay = protocol.field_number(msg, "bot_delay", 0, 10, cfg.bot_delay)
        return {
            "variant": variant, "players": players, "options": rules.changed(),
            "name": protocol.player_name(msg, "name"),
            "public": protocol.field_bool(msg, "public", False), "host": seat,
            "settings": {"grace": grace, "turn_timer": timer, "autopilot": autopilot,
                         "bot_delay": delay},
            "seats": [{"name": None if b is None else "%s bot" % b.capitalize(),
                       "bot": b, "credential": None} for b in bots],
            "bot_seed": secrets.randbits(62), "game": 0,
        }

    async def on_join(self, conn, msg, _at):
        if conn.room is not None:
            raise ProtocolError("already_in_room")
        code = protocol.field_str(msg, "room", 16, required=True).strip().upper()
        role = msg.get("as", "player")
        if role not in ("player", "spectator"):
            raise ProtocolError("bad_message", "as is \"player\" or \"spectator\"")
        credential = protocol.field_str(msg, "credential", 128)
        seat = msg.get("seat")
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)):
            raise ProtocolError("bad_seat", "seat is an integer")
        name = protocol.player_name(msg, "name")
        room = await self.room(code) if _code_like(code) else None
        if room is None:
            raise ProtocolError("no_such_room", "no room has the code %r" % code[:16])
        if role == "spectator":
            room.join_spectator(conn)
            conn.send(_reply(msg, {"type": "joined", "room": room.code, "role": "spectator",
                                   "seat": None}))
            room.greet(conn)
            return
        seat, secret = await room.join_player(conn, seat, name, credential)
        out = {"type": "joined", "room": room.code, "role": "player", "seat": seat}
        if secret is not None:
            out["credential"] = secret
        conn.send(_reply(msg, out))
        room.greet(conn)

    async def on_leave(self, conn, msg, _at):
        room = _in_room(conn)
        if conn.role == "player":
            await room.release(conn)
        else:
            room.detach(conn)
        conn.send(_reply(msg, {"type": "left", "room": room.code}))

    async def on_start(self, conn, msg, _at):
        room = _seated(conn)
        if conn.seat != room.meta["host"]:
            raise ProtocolError("not_host")
        fill = msg.get("fill_bots", False)
        if fill is True:
            fill = room.settings["autopilot"]
        elif fill is False or fill is None:
            fill = None
        elif fill not in BOT_LEVELS:
            raise ProtocolError("bad_bots", "fill_bots is true, false or a bot level (%s)"
                                % ", ".join(BOT_LEVELS))
        await room.start(fill, ack=(conn, msg.get("id")))

    async def on_move(self, conn, msg, at):
        room = _seated(conn)
        text = protocol.field_str(msg, "move", 32, required=True)
        version = protocol.field_int(msg, "version", 0, 2**62)
        seat = msg.get("seat", conn.seat)
        if seat != conn.seat:
            raise ProtocolError("not_your_seat", "this connection plays seat %d" % conn.seat)
        await room.move(conn.seat, text, version, ack=(conn, msg.get("id")), received=at)

    async def on_next_round(self, conn, msg, _at):
        room = _seated(conn)
        await room.next_round(conn.seat, protocol.field_int(msg, "version", 0, 2**62),
                              ack=(conn, msg.get("id")))

    async def on_rematch(self, conn, msg, _at):
        room = _seated(conn)
        await room.rematch(conn.seat, protocol.field_int(msg, "version", 0, 2**62),
                           ack=(conn, msg.get("id")))

    async def on_state(self, conn, msg, _at):
        room = _in_room(conn)
        conn.send(_reply(msg, room.state_frame(conn.seat)))


def _reply(msg: Dict[str, Any], frame: Dict[str, Any]) -> Dict[str, Any]:
    if msg.get("id") is not None:
        frame["id"] = msg["id"]
    return frame


def _in_room(conn: Connection) -> Room:
    if conn.room is None:
        raise ProtocolError("not_in_room")
    return conn.room


def _seated(conn: Connection) -> Room:
    room = _in_room(conn)
    if conn.role != "player":
        raise ProtocolError("not_a_player")
    return room


def _code_like(code: str) -> bool:
    return 1 <= len(code) <= 16 and code.isalnum() and code.isascii()


def _id_of(text: str) -> Any:
    """A dropped message's id, if it has a well-formed one."""
    try:
        msg = json.loads(text)
        request_id = msg.get("id") if isinstance(msg, dict) else None
        return request_id if protocol._short_scalar(request_id) else None
    except ValueError:
        return None


def _type_of(text: str) -> Optional[str]:
    try:
        t = json.loads(text).get("type")
        return t[:40] if isinstance(t, str) else None
    except Exception:
        return None
