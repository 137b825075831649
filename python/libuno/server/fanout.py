"""Several uno-server processes, one room: the fan-out of accepted moves
through Redis pub/sub (``--redis redis://...``), with PostgreSQL storage
shared by every process (storage_pg.py; doc/deploy.md).

Any process may hold any connection of any room, so a room may be in the
memory of several processes at once, each with the connections it holds.
What keeps them one room:

- **One order of moves.** A process applies a move to its copy of the
  game and stores it with :meth:`Storage.append`, which stores it only if
  the room is still at the version the move was made for, under the row's
  lock (storage_pg.py). Of two processes that move the same room at once,
  one stores its move; the other is refused, puts its copy back as it was
  and says ``stale_version`` to its client, as one process does for a
  move that lost a race (room.py).
- **Every accepted move told everywhere.** Once stored, the move is
  published on the room's channel ``uno:room:<code>`` (its record, the
  versions and revision after it, and a digest of the game's save). Every
  other process holding the room applies the same record to its copy of
  the game (libuno is deterministic: the same save and move make the same
  game and events), checks the digest, and tells its connections exactly
  as the process that stored the move told its own (tell.py, each seat
  its own view). A gap (a message missed, a process late to subscribe) is
  filled from storage's log: the records from the copy's version on are
  applied the same way. A digest that differs (it never should) makes the
  process read the room's save from storage and send everyone a state.
- **Metadata** (seats taken or given up, a rematch's game number) is
  published as a revision number; a process behind reads it from storage.
  A process reads the metadata from storage before seating a player, so
  that two processes do not give one seat twice (the revision check
  refuses the second anyway).
- **A process that dies loses nothing:** every move it told was stored
  first. Its clients reconnect, to any process (no sticky sessions), with
  their seat credentials; that process loads the room from storage.
- **Where a player is.** Each process marks, in Redis, the seats whose
  players it holds (a key ``uno:seat:<code>:<seat>`` it renews every
  :data:`PRESENCE_EVERY` seconds, gone :data:`PRESENCE_TTL` seconds after
  its last renewal). When a seat's grace period runs out in a process
  that does not hold its player, it asks Redis: a player held elsewhere
  starts a new grace period instead of the autopilot. A player whose
  process died is away once the key is gone: the autopilot plays the seat
  at the end of a grace period after that.
- **Bots, the autopilot and the turn timer** run in every process that
  holds a player's connection of the room, each on its copy; the version
  check lets exactly one move per state through, the others are refused
  as stale and the bots think again on the new state. No process is
  special, so none has to be elected, and when one dies the others go on.

Redis is only the messenger: nothing is kept in it. If it is unreachable,
moves are still stored and told to the connections of the process that
made them; the others hear of them within :data:`POLL_EVERY` seconds
(while the listener has no Redis it reads every room held from storage
that often), sooner if one of their players moves (the refused write
makes them read the log); once Redis is back, within as long, the
listener subscribes again and brings every held room up to date from
storage once more.
"""
from __future__ import annotations

import asyncio
import hashlib
import json
import secrets
from typing import TYPE_CHECKING, Any, Dict, List, Optional

import libuno

from .room import new_game
from .storage import Record, StorageError

if TYPE_CHECKING:
    from .app import Server
    from .room import Room

try:
    import redis.asyncio as aioredis
    from redis.exceptions import RedisError
except ImportError:     # only --redis needs it
    aioredis = None

    class RedisError(Exception):  # type: ignore[no-redef]
        pass

PREFIX = "uno:room:"
SEAT_PREFIX = "uno:seat:"
#: How often a process renews its players' seats, and how long a mark lasts.
PRESENCE_EVERY = 2.0
PRESENCE_TTL = 10
#: While Redis is unreachable, how often at most the rooms held are read
#: from storage (and Redis tried again).
POLL_EVERY = 2.0


def digest(state: bytes) -> str:
    return hashlib.sha256(state).hexdigest()[:32]


class Fanout:
    """The process's link to the others (module doc)."""

    def __init__(self, server: "Server", url: str):
        if aioredis is None:
            raise RuntimeError("--redis needs the redis module (Debian: apt-get "
                               "install python3-redis)")
        if not hasattr(server.storage, "records"):
            raise RuntimeError("--redis needs storage the processes share "
                               "(--database postgresql://...)")
        self.server = server
        self.url = url
        self.id = secrets.token_hex(8)
        self.redis = aioredis.from_url(url)
        self.pubsub = None
        self._out: "asyncio.Queue[Optional[tuple]]" = asyncio.Queue()
        self._tasks: List[asyncio.Task] = []
        self._watched: set = set()
        self._asking: set = set()
        self.published = 0
        self.followed = 0
        self.caught_up = 0

    # ---- running ----

    async def start(self) -> None:
        try:
            await self.redis.ping()
        except (RedisError, OSError) as e:
            raise RuntimeError("cannot reach Redis at %s: %s" % (self.url, e)) from None
        self.pubsub = self.redis.pubsub(ignore_subscribe_messages=True)
        # A channel of its own, so that the listener has one from the start.
        await self.pubsub.subscribe("uno:process:" + self.id)
        loop = asyncio.get_running_loop()
        self._tasks = [loop.create_task(self._publisher()),
                       loop.create_task(self._listener()),
                       loop.create_task(self._presence())]

    async def close(self) -> None:
        """Publishes what is queued, then stops."""
        self._out.put_nowait(None)
        publisher = self._tasks[0] if self._tasks else None
        if publisher is not None:
            try:
                await asyncio.wait_for(publisher, 10)
            except (asyncio.TimeoutError, asyncio.CancelledError):
                pass
        for t in self._tasks:
            t.cancel()
        for t in self._tasks:
            try:
                await t
            except (asyncio.CancelledError, Exception):
                pass
        try:
            if self.pubsub is not None:
                await self.pubsub.close()
            await self.redis.close()
        except (RedisError, OSError):
            pass

    # ---- rooms held ----

    async def watch(self, code: str) -> None:
        """Before a room is read from storage: its moves from now on come
        in (so none falls between the read and the subscription)."""
        if code in self._watched or self.pubsub is None:
            return
        self._watched.add(code)
        try:
            await self.pubsub.subscribe(PREFIX + code)
        except (RedisError, OSError) as e:
            self.server.log.warning("redis_failed", error=str(e))

    async def unwatch(self, code: str) -> None:
        if code not in self._watched or self.pubsub is None:
            return
        self._watched.discard(code)
        try:
            await self.pubsub.unsubscribe(PREFIX + code)
        except (RedisError, OSError) as e:
            self.server.log.warning("redis_failed", error=str(e))

    # ---- where players are ----

    def _held(self) -> List[str]:
        return ["%s%s:%d" % (SEAT_PREFIX, room.code, seat.index)
                for room in list(self.server.rooms.values())
                for seat in room.seats if seat.conn is not None]

    async def _presence(self) -> None:
        while True:
            keys = self._held()
            if keys:
                try:
                    pipe = self.redis.pipeline(transaction=False)
                    for key in keys:
                        pipe.set(key, self.id, ex=PRESENCE_TTL)
                    await pipe.execute()
                except (RedisError, OSError) as e:
                    self.server.log.warning("redis_failed", error=str(e))
            await asyncio.sleep(PRESENCE_EVERY)

    def here(self, room: "Room", seat) -> None:
        """A player's connection came to this process: its seat's mark."""
        async def mark():
            try:
                await self.redis.set("%s%s:%d" % (SEAT_PREFIX, room.code, seat.index),
                                     self.id, ex=PRESENCE_TTL)
            except (RedisError, OSError) as e:
                self.server.log.warning("redis_failed", error=str(e))
        task = asyncio.get_running_loop().create_task(mark())
        self._asking.add(task)
        task.add_done_callback(self._asking.discard)

    def grace_over(self, room: "Room", seat) -> None:
        """A seat's grace period ran out here: the autopilot, unless its
        player is held by another process (then a new grace period)."""
        async def ask():
            try:
                holder = await self.redis.get("%s%s:%d" % (SEAT_PREFIX, room.code, seat.index))
            except (RedisError, OSError):
                holder = None       # Redis gone: as one process would
            if isinstance(holder, bytes):
                holder = holder.decode()
            if holder is not None and holder != self.id:
                if seat.conn is None and not room.closed:
                    room._start_grace(seat)
                return
            room.autopilot_on(seat)
        task = asyncio.get_running_loop().create_task(ask())
        self._asking.add(task)
        task.add_done_callback(self._asking.discard)

    # ---- out ----

    def moved(self, room: "Room", record: Record) -> None:
        """A change of ``room`` is stored and told here: the others hear it
        (in the order of the changes)."""
        self._out.put_nowait((room.code, {
            "from": self.id, "version": room.version, "revision": room.revision,
            "record": [record.version, record.kind, record.seat, record.move,
                       record.actor, record.at],
            "digest": digest(room.game.save()) if room.game is not None else None}))

    async def behind(self, room: "Room") -> None:
        """Under the room's lock: brings it up to what storage has (a write
        was refused, or a player is about to be seated)."""
        await catch_up(room)

    def meta_changed(self, room: "Room") -> None:
        self._out.put_nowait((room.code, {"from": self.id, "version": room.version,
                                          "revision": room.revision}))

    async def _publisher(self) -> None:
        while True:
            item = await self._out.get()
            if item is None:
                return
            code, message = item
            text = json.dumps(message, separators=(",", ":"))
            try:
                await self.redis.publish(PREFIX + code, text)
                self.published += 1
            except (RedisError, OSError) as e:
                # Stored already: the others catch up from storage.
                self.server.log.warning("redis_failed", error=str(e), room=code)

    # ---- in ----

    async def _listener(self) -> None:
        while True:
            try:
                message = await self.pubsub.get_message(timeout=1.0)
            except (RedisError, OSError) as e:
                self.server.log.warning("redis_failed", error=str(e))
                await self._reconnect()
                continue
            if message is None or message.get("type") != "message":
                continue
            channel = message["channel"]
            if isinstance(channel, bytes):
                channel = channel.decode()
            if not channel.startswith(PREFIX):
                continue
            try:
                data = json.loads(message["data"])
            except ValueError:
                continue
            if data.get("from") == self.id:
                continue
            room = self.server.rooms.get(channel[len(PREFIX):])
            if room is not None:
                try:
                    await follow(room, data)
                except Exception as e:      # a bug: logged, the process goes on
                    self.server.log.error("follow_failed", room=room.code, error=repr(e))

    async def _reconnect(self) -> None:
        """After Redis was lost: until it is back, every room held is
        brought up to date from storage every :data:`POLL_EVERY` seconds
        at most (the moves the other processes publish are not heard, so
        the game goes on at that pace); once subscribed again, once more
        (moves may have been missed in between)."""
        wait = 0.1
        while True:
            await asyncio.sleep(wait)
            wait = min(POLL_EVERY, wait * 2)
            await self._catch_up_all()
            if await self._resubscribe():
                await self._catch_up_all()
                return

    async def _resubscribe(self) -> bool:
        """Subscribes again, on a new connection; whether it could. (A
        PubSub whose subscription failed has no connection, and its
        get_message() raises RuntimeError: it is never read from.)"""
        try:
            await self.pubsub.reset()
            self.pubsub = self.redis.pubsub(ignore_subscribe_messages=True)
            await self.pubsub.subscribe("uno:process:" + self.id,
                                        *(PREFIX + c for c in self._watched))
        except (RedisError, OSError):
            return False
        return True

    async def _catch_up_all(self) -> None:
        for room in list(self.server.rooms.values()):
            try:
                await follow(room, {"version": None, "revision": None})
            except StorageError as e:      # PostgreSQL down too: next time
                self.server.log.warning("storage_failed", room=room.code, error=str(e))
            except Exception as e:          # a bug: logged, the process goes on
                self.server.log.error("follow_failed", room=room.code, error=repr(e))


async def follow(room: "Room", data: Dict[str, Any]) -> None:
    """Brings a room's copy up to what another process published (module
    doc), telling this process's connections each change."""
    async with room.lock:
        if room.closed:
            return
        await catch_up(room, data)
    room.kick()


async def catch_up(room: "Room", data: Optional[Dict[str, Any]] = None) -> None:
    """Under the room's lock: applies what storage has beyond the copy
    (``data``: a published message, applied without reading storage when
    it is the next record)."""
    storage = room.server.storage
    data = data or {}
    revision = data.get("revision")
    raw = data.get("record")
    if revision is None or revision > room.revision:
        stored = await storage.fetch(room.code, state=False)
        if stored is None:
            return
        if stored.revision != room.revision:
            room._adopt_meta(stored.metadata)
            room.revision = stored.revision
            room.broadcast_room()
    if raw is not None and raw[0] == room.version:
        records = [Record(*raw)]
    elif raw is not None and raw[0] < room.version:
        records = []        # had it already (its own move, or read from the log)
    else:
        records = await storage.records(room.code, room.version)
        room.server.fanout.caught_up += 1
    for record in records:
        apply_record(room, record)
    expected = data.get("digest")
    if records and expected and data.get("version") == room.version and \
            digest(room.game.save()) != expected:
        room.server.log.error("digest_mismatch", room=room.code, version=room.version)
        stored = await storage.fetch(room.code)
        room._adopt(libuno.Game.load(stored.state))
        room.version = stored.version
        for conn in room.connections():
            room.send_state(conn)


def apply_record(room: "Room", record: Record) -> None:
    """Makes one stored record on the room's copy, as room.replay() does
    offline, and tells it here (each seat its own events and view)."""
    room._events = []
    if record.kind in ("start", "rematch"):
        room._adopt(new_game(room.meta, int(record.move)))
    elif record.kind == "move":
        room.game.apply(record.move, record.seat)
    elif record.kind == "next_round":
        room.game.next_round()
    else:
        raise ValueError("a record of an unknown kind %r" % record.kind)
    room.version += 1
    events, room._events = room._events, []
    room._arm_timer()
    room._tell(record, events, None)
    room.server.fanout.followed += 1
    if record.kind == "start":
        for seat in room.seats:
            if seat.bot is None and seat.conn is None:
                room._start_grace(seat)
