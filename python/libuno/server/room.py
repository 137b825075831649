"""A room: one game of libuno, its seats and spectators, and the one way
its state changes (:meth:`Room._commit`).

Every change (the start, a move, the next round, a rematch) goes the same
way, under the room's lock: the version the client named must be the
room's; the library judges and applies it (a refused move changes
nothing); the record and the game's new save bytes are stored, durably,
in one transaction that checks the version again (storage.py); only then
is it told, to every connection as the library tells that seat or a
spectator (tell.py). If storage refuses, the game goes back to what it
was and the client hears storage_error. Moves of different seats that race
(an UNO call against a catch, a jump-in against the turn) are served in
the order they arrive: the first the library accepts moves the version
on, and the other was made for a version that is gone.

Seats are a player's (who holds the seat's credential: a secret given
once, kept as its SHA-256), or a bot's (the library's bots,
``libuno.Bot(level=...)``). A player away longer than the grace period,
or who lets the turn timer run out, is played by the autopilot (a bot of
the room's ``autopilot`` level) until back.
"""
from __future__ import annotations

import asyncio
import hashlib
import hmac
import secrets
import time
from typing import TYPE_CHECKING, Any, Callable, Dict, List, Optional, Sequence, Tuple

import libuno

from . import tell
from .protocol import ProtocolError
from .storage import Record, StorageError, StoredRoom, VersionConflict

if TYPE_CHECKING:
    from .app import Connection, Server

#: The letters of a room code: no 0/O, 1/I/L, so it reads aloud.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6

BOT_LEVELS = [lv.name.lower() for lv in libuno.BotLevel]

#: Seconds between a bot's tries while storage refuses its moves.
STORAGE_RETRY = 1.0


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_credential() -> str:
    """A seat's secret: 192 random bits, URL-safe text."""
    return secrets.token_urlsafe(24)


def credential_hash(credential: str) -> str:
    return hashlib.sha256(credential.encode("utf-8")).hexdigest()


def status_of(game: Optional[libuno.Game]) -> str:
    """``lobby`` (no game yet), ``playing``, ``round_over`` or ``match_over``."""
    if game is None:
        return "lobby"
    phase = game.phase
    if phase == libuno.Phase.MATCH_OVER:
        return "match_over"
    if phase == libuno.Phase.ROUND_OVER:
        return "round_over"
    return "playing"


def new_game(meta: Dict[str, Any], seed: int) -> libuno.Game:
    return libuno.Game(meta["variant"], meta["players"], seed=seed,
                       options=meta.get("options") or None)


def replay(meta: Dict[str, Any], log: Sequence[Record]) -> Optional[libuno.Game]:
    """The game a room's log makes, played offline from its first record:
    what the stored state must equal (the crash test compares the two)."""
    game = None
    for r in log:
        if r.kind in ("start", "rematch"):
            game = new_game(meta, int(r.move))
        elif r.kind == "move":
            game.apply(r.move, r.seat)
        elif r.kind == "next_round":
            game.next_round()
        else:
            raise ValueError("a record of an unknown kind %r" % r.kind)
    return game


class Seat:
    """A seat of the room: its stored part (name, bot level, credential
    hash) and who is there now."""

    def __init__(self, index: int, stored: Dict[str, Any]):
        self.index = index
        self.name: Optional[str] = stored.get("name")
        self.bot: Optional[str] = stored.get("bot")
        self.credential: Optional[str] = stored.get("credential")
        self.conn: Optional["Connection"] = None
        self.autopilot = False
        self.grace: Optional[asyncio.TimerHandle] = None

    def stored(self) -> Dict[str, Any]:
        return {"name": self.name, "bot": self.bot, "credential": self.credential}

    @property
    def taken(self) -> bool:
        return self.bot is not None or self.credential is not None

    def public(self) -> Dict[str, Any]:
        return {"seat": self.index, "name": self.name, "bot": self.bot,
                "taken": self.taken, "connected": self.conn is not None,
                "autopilot": self.autopilot}


class Room:
    """A room in memory (see the module doc). Made from what storage has
    (:meth:`Server.room`); everything it changes is stored first."""

    def __init__(self, server: "Server", stored: StoredRoom):
        self.server = server
        self.code = stored.code
        self.meta = stored.metadata
        self.version = stored.version
        self.revision = stored.revision
        self.created = stored.created
        self.lock = asyncio.Lock()
        self.seats = [Seat(i, s) for i, s in enumerate(self.meta["seats"])]
        self.spectators: set = set()
        self.game: Optional[libuno.Game] = None
        self._events: List[libuno.Event] = []
        if stored.state is not None:
            self._adopt(libuno.Game.load(stored.state))
        self.bots: Dict[Tuple[int, str], libuno.Bot] = {}
        self._driver: Optional[asyncio.Task] = None
        self._timer: Optional[asyncio.TimerHandle] = None
        self._timer_seat: Optional[int] = None
        self._timer_until = 0.0
        self._timed_out: Optional[Tuple[int, int]] = None
        self.closed = False
        self.idle_since = time.monotonic()
        if self.started:
            # After a restart nobody is here yet: each player has the grace
            # period to come back before the autopilot takes the seat.
            for seat in self.seats:
                if seat.bot is None:
                    self._start_grace(seat)
            self._arm_timer()

    def _adopt(self, game: libuno.Game) -> None:
        """Makes ``game`` the room's, its events collected for telling."""
        game.set_hooks(event=self._on_event)
        self.game = game

    def _on_event(self, _game: libuno.Game, event: libuno.Event) -> None:
        self._events.append(event)

    # ---- what the room is ----

    @property
    def settings(self) -> Dict[str, Any]:
        return self.meta["settings"]

    @property
    def started(self) -> bool:
        return self.game is not None

    @property
    def status(self) -> str:
        return status_of(self.game)

    @property
    def public(self) -> bool:
        return bool(self.meta.get("public"))

    def open_seats(self) -> int:
        return 0 if self.started else sum(1 for s in self.seats if not s.taken)

    def connections(self) -> List["Connection"]:
        out = [s.conn for s in self.seats if s.conn is not None]
        out.extend(self.spectators)
        return out

    def players_here(self) -> bool:
        return any(s.conn is not None for s in self.seats)

    def info(self) -> Dict[str, Any]:
        """The room as its ``room`` frame and the lobby tell it."""
        return {
            "room": self.code, "name": self.meta.get("name"),
            "variant": self.meta["variant"], "players": self.meta["players"],
            "options": self.meta.get("options") or {}, "status": self.status,
            "public": self.public, "host": self.meta["host"],
            "version": self.version, "game": self.meta.get("game", 0),
            "seats": [s.public() for s in self.seats],
            "open_seats": self.open_seats(), "spectators": len(self.spectators),
            "settings": dict(self.settings),
            "link": self.server.link(self.code),
            "watch_link": self.server.link(self.code, watch=True),
        }

    def _timer_info(self) -> Optional[Dict[str, Any]]:
        if self._timer is None:
            return None
        return {"seat": self._timer_seat,
                "seconds": round(max(0.0, self._timer_until - time.monotonic()), 1)}

    # ---- telling ----

    def state_frame(self, seat: Optional[int]) -> Dict[str, Any]:
        """What a seat (or a spectator, None) sees now."""
        g = self.game
        frame = {"type": "state", "room": self.code, "version": self.version,
                 "status": self.status, "seat": seat,
                 "view": None if g is None else tell.view(g, seat),
                 "legal": [] if g is None else tell.legal(g, seat),
                 "timer": self._timer_info()}
        hands = None if g is None else tell.round_hands(g, self.meta["variant"])
        if hands is not None:
            frame["hands"] = hands
        return frame

    def send_state(self, conn: "Connection") -> None:
        conn.send(self.state_frame(conn.seat))

    def broadcast_room(self) -> None:
        frame = dict(self.info(), type="room")
        text = self.server.encode(frame)
        for c in self.connections():
            c.send_text(text)

    def _tell(self, record: Record, events: List[libuno.Event],
              ack: Optional[Tuple["Connection", Any]]) -> None:
        """Tells every connection what the record did, each as the library
        tells its seat (or a spectator), with its view and legal moves."""
        g = self.game
        base = {"type": "update", "room": self.code, "version": self.version,
                "status": self.status, "kind": record.kind, "by": record.seat,
                "actor": record.actor, "timer": self._timer_info()}
        variant = self.meta["variant"]
        hands = tell.round_hands(g, variant)
        if hands is not None:
            base["hands"] = hands
        # Each frame is the shared fields, then the seat's events, view and
        # legal moves as the library writes them (tell.*_text), spliced in
        # as they are: the same text as encoding one dict of them all.
        head = self.server.encode(base)[:-1]
        seated = [s for s in self.seats if s.conn is not None]
        viewers: List[Optional[int]] = [s.index for s in seated]
        if self.spectators:
            viewers.append(None)
        texts = tell.told_texts(g, events, viewers, variant)
        for seat, (told, view, legal) in zip(seated, texts):
            c = seat.conn
            text = "%s,\"events\":%s,\"view\":%s,\"legal\":%s" % (head, told, view, legal)
            if ack is not None and ack[0] is c:
                text += ",\"ack\":" + self.server.encode(ack[1])
            c.send_text(text + "}")
        if self.spectators:
            told, view, _ = texts[-1]
            text = "%s,\"events\":%s,\"view\":%s,\"legal\":[]}" % (head, told, view)
            for c in self.spectators:
                c.send_text(text)

    # ---- the one way the game changes ----

    async def _commit(self, kind: str, seat: Optional[int], version: int,
                      actor: str, change: Callable[[], Tuple[str, Optional[libuno.Game]]],
                      ack: Optional[Tuple["Connection", Any]] = None,
                      metadata: Optional[Dict[str, Any]] = None,
                      received: Optional[float] = None) -> None:
        """Applies one change: ``change()`` judges and applies it (raising
        ProtocolError, having changed nothing, if refused) and returns the
        record's text and, for a start or rematch, the new game.

        Once begun, a change is not cancelled with the task that asked for
        it (a connection closing, the server stopping): storage may have
        it already, so the room must go on to tell it."""
        task = asyncio.ensure_future(self._change(kind, seat, version, actor, change,
                                                  ack, metadata, received))
        task.add_done_callback(_retrieved)
        await asyncio.shield(task)

    async def _change(self, kind: str, seat: Optional[int], version: int,
                      actor: str, change: Callable[[], Tuple[str, Optional[libuno.Game]]],
                      ack: Optional[Tuple["Connection", Any]],
                      metadata: Optional[Dict[str, Any]],
                      received: Optional[float]) -> None:
        async with self.lock:
            if self.closed:
                raise ProtocolError("shutting_down")
            if version != self.version:
                raise ProtocolError("stale_version", "the room is at version %d, "
                                    "not %d" % (self.version, version),
                                    version=self.version)
            before = self.game
            backup = before.clone() if before is not None else None
            self._events = []
            text, fresh = change()
            if fresh is not None:
                self._adopt(fresh)
            record = Record(version, kind, seat, text, actor, time.time())
            try:
                await self.server.storage.append(
                    self.code, version, [record], self.game.save(),
                    metadata=metadata, revision=self.revision if metadata else None,
                    status=status_of(self.game))
            except BaseException as e:
                # Not stored, so not applied: the game is as it was.
                if backup is not None:
                    self._adopt(backup)
                else:
                    self.game = None
                if not isinstance(e, StorageError):
                    raise
                if isinstance(e, VersionConflict):
                    # Another writer moved the room on (issue 43): read it
                    # again and say the move was stale.
                    self.server.log.warning("version_conflict", room=self.code,
                                            message=str(e))
                    if self.server.fanout is not None:
                        await self.server.fanout.behind(self)  # told here too
                    else:
                        await self._reload()
                    raise ProtocolError("stale_version", str(e), version=self.version)
                self.server.log.error("storage_failed", room=self.code, error=str(e))
                raise ProtocolError("storage_error") from None
            if metadata is not None:
                self._adopt_meta(metadata)
            self.version += 1
            events, self._events = self._events, []
            self._arm_timer()
            self._tell(record, events, ack)
            if self.server.fanout is not None:
                self.server.fanout.moved(self, record)     # the other processes
            self.server.metrics.moved(kind, received)
        self.kick()

    async def _reload(self) -> None:
        stored = await self.server.storage.fetch(self.code)
        if stored is None:
            return
        self.meta, self.version, self.revision = stored.metadata, stored.version, stored.revision
        if stored.state is not None:
            self._adopt(libuno.Game.load(stored.state))

    async def move(self, seat: int, text: str, version: int, actor: str = "player",
                   ack: Optional[Tuple["Connection", Any]] = None,
                   received: Optional[float] = None) -> None:
        """A move of ``seat`` in the variant's notation, made for ``version``."""
        if self.game is None:
            raise ProtocolError("not_started")

        def change():
            g = self.game
            if g.match_over:
                raise ProtocolError("match_over")
            try:
                move = tell.rules(g.variant).parse_move(text)
                # The record has the move as the library writes it, on the
                # side in play before it is made (a Flip turns it over).
                canonical = g.move_text(move)
                g.apply(move, seat)
            except libuno.NotYourTurn as e:
                raise ProtocolError("not_your_turn", str(e),
                                    reason=_reason_name(e)) from None
            except libuno.IllegalMove as e:
                raise ProtocolError("illegal_move", str(e), reason=_reason_name(e)) from None
            except libuno.ParseError:
                raise ProtocolError("bad_move", "not a move of %s: %r"
                                    % (g.variant, text[:40])) from None
            except libuno.UnoError as e:
                # A malformed move (a target seat beyond the table, ...).
                raise ProtocolError("illegal_move", str(e)) from None
            return canonical, None
        await self._commit("move", seat, version, actor, change, ack, received=received)

    async def next_round(self, seat: int, version: int,
                         ack: Optional[Tuple["Connection", Any]] = None) -> None:
        if self.game is None:
            raise ProtocolError("not_started")

        def change():
            g = self.game
            if g.match_over:
                raise ProtocolError("match_over")
            if not g.round_over:
                raise ProtocolError("round_not_over")
            g.next_round()
            return "", None
        await self._commit("next_round", seat, version, "player", change, ack)

    async def rematch(self, seat: int, version: int,
                      ack: Optional[Tuple["Connection", Any]] = None) -> None:
        if self.game is None:
            raise ProtocolError("not_started")
        if not self.game.match_over:
            raise ProtocolError("match_not_over")
        seed = secrets.randbits(63)
        meta = dict(self.meta, game=self.meta.get("game", 1) + 1)

        def change():
            return str(seed), new_game(self.meta, seed)
        await self._commit("rematch", seat, version, "player", change, ack, metadata=meta)
        self.broadcast_room()

    async def start(self, fill_bots: Optional[str],
                    ack: Optional[Tuple["Connection", Any]] = None) -> None:
        if self.server.fanout is not None:
            async with self.lock:       # seats taken on other processes
                await self.server.fanout.behind(self)
        if self.started:
            raise ProtocolError("already_started")
        seats = [s.stored() for s in self.seats]
        open_ = [i for i, s in enumerate(self.seats) if not s.taken]
        if open_ and fill_bots is None:
            raise ProtocolError("seats_open", "seats %s are open: wait for players, "
                                "or start with fill_bots" % ", ".join(map(str, open_)))
        for i in open_:
            seats[i]["bot"] = fill_bots
        seed = secrets.randbits(63)
        meta = dict(self.meta, seats=seats, game=1)

        def change():
            return str(seed), new_game(self.meta, seed)
        await self._commit("start", None, 0, "player", change, ack, metadata=meta)
        for i in open_:
            self.seats[i].bot = fill_bots
        self.broadcast_room()
        for seat in self.seats:
            if seat.bot is None and seat.conn is None:
                self._start_grace(seat)
        self.kick()

    # ---- seats and connections ----

    def find_credential(self, credential: str) -> Optional[Seat]:
        """The seat whose credential this is, comparing every seat's in
        constant time (hmac.compare_digest)."""
        given = credential_hash(credential).encode()
        found = None
        for seat in self.seats:
            if seat.credential and hmac.compare_digest(seat.credential.encode(), given):
                found = seat
        return found

    async def join_player(self, conn: "Connection", seat_index: Optional[int],
                          name: Optional[str], credential: Optional[str]) -> Tuple[int, Optional[str]]:
        """Seats a connection: back at its seat with a credential, or at an
        open seat (``seat_index``, or the first) with a new credential,
        which is stored before it is given. Returns (seat, new credential
        or None)."""
        async with self.lock:
            if self.server.fanout is not None:
                await self.server.fanout.behind(self)   # seats another process gave
            if credential is not None:
                seat = self.find_credential(credential)
                if seat is None or (seat_index is not None and seat.index != seat_index):
                    raise ProtocolError("bad_credential")
                self._attach(conn, seat)    # under the name it took the seat with
                return seat.index, None
            if self.started:
                raise ProtocolError("already_started", "the game has started: "
                                    "a seat is taken back with its credential")
            if seat_index is not None:
                if not 0 <= seat_index < len(self.seats) or self.seats[seat_index].bot:
                    raise ProtocolError("bad_seat", "seat %d is not a player's seat "
                                        "of this room" % seat_index)
                seat = self.seats[seat_index]
                if seat.taken:
                    raise ProtocolError("seat_taken")
            else:
                free = [s for s in self.seats if not s.taken]
                if not free:
                    raise ProtocolError("room_full")
                seat = free[0]
            secret = new_credential()
            seats = [s.stored() for s in self.seats]
            seats[seat.index] = dict(seats[seat.index], credential=credential_hash(secret),
                                     name=name or "Player %d" % (seat.index + 1))
            meta = dict(self.meta, seats=seats)
            await self._store_meta(meta)
            self._attach(conn, seat)
            return seat.index, secret

    async def release(self, conn: "Connection") -> None:
        """A player leaves the lobby for good: the seat opens again and its
        credential is void (the host's seat stays the host's)."""
        async with self.lock:
            if self.server.fanout is not None:
                await self.server.fanout.behind(self)
            seat = self.seats[conn.seat]
            if not self.started and seat.index != self.meta["host"]:
                seats = [s.stored() for s in self.seats]
                seats[seat.index] = {"name": None, "bot": None, "credential": None}
                await self._store_meta(dict(self.meta, seats=seats))
            self.detach(conn)

    async def _store_meta(self, meta: Dict[str, Any]) -> None:
        """Stores new metadata and makes it the room's (its seats too); not
        cancelled with its caller, as a change is not (:meth:`_commit`)."""
        task = asyncio.ensure_future(self._write_meta(meta))
        task.add_done_callback(_retrieved)
        await asyncio.shield(task)

    async def _write_meta(self, meta: Dict[str, Any]) -> None:
        try:
            await self.server.storage.set_metadata(self.code, self.revision, meta,
                                                   status=self.status)
        except StorageError as e:
            self.server.log.error("storage_failed", room=self.code, error=str(e))
            raise ProtocolError("storage_error") from None
        self._adopt_meta(meta)
        if self.server.fanout is not None:
            self.server.fanout.meta_changed(self)

    def _adopt_meta(self, meta: Dict[str, Any]) -> None:
        """Stored metadata becomes the room's: its revision and its seats'
        stored part."""
        self.meta = meta
        self.revision += 1
        for seat, stored in zip(self.seats, meta["seats"]):
            seat.name = stored.get("name")
            seat.bot = stored.get("bot")
            seat.credential = stored.get("credential")

    def _attach(self, conn: "Connection", seat: Seat) -> None:
        old = seat.conn
        if old is not None and old is not conn:
            # The credential is the seat: the newest connection has it (a
            # reload, or its owner taking it back from a stolen copy).
            old.send({"type": "error", "code": "replaced",
                      "message": "another connection took seat %d with its credential"
                      % seat.index})
            old.room, old.seat, old.role = None, None, None
        seat.conn = conn
        conn.room, conn.seat, conn.role = self, seat.index, "player"
        if self.server.fanout is not None:
            self.server.fanout.here(self, seat)     # marked at once, not at the next renewal
        if seat.grace is not None:
            seat.grace.cancel()
            seat.grace = None
        seat.autopilot = False
        self.idle_since = time.monotonic()
        self._arm_timer()

    def greet(self, conn: "Connection") -> None:
        """After a connection is told it joined: everyone the seats, it its
        state; the bots may go on if they waited for a player."""
        self.broadcast_room()
        self.send_state(conn)
        self.kick()

    def join_spectator(self, conn: "Connection") -> None:
        self.spectators.add(conn)
        conn.room, conn.seat, conn.role = self, None, "spectator"

    def detach(self, conn: "Connection") -> None:
        """A connection is gone (closed, or left): its seat waits for it."""
        if conn.role == "spectator":
            self.spectators.discard(conn)
        elif conn.seat is not None:
            seat = self.seats[conn.seat]
            if seat.conn is conn:
                seat.conn = None
                if self.started and seat.bot is None:
                    self._start_grace(seat)
        conn.room, conn.seat, conn.role = None, None, None
        if not self.connections():
            self.idle_since = time.monotonic()
        if not self.closed:
            self.broadcast_room()

    def _start_grace(self, seat: Seat) -> None:
        if seat.grace is not None or seat.autopilot:
            return
        seat.grace = asyncio.get_running_loop().call_later(
            self.settings["grace"], self._grace_over, seat)

    def _grace_over(self, seat: Seat) -> None:
        seat.grace = None
        if seat.conn is None and not self.closed:
            if self.server.fanout is not None:
                # The player may be on another process (fanout.py asks).
                self.server.fanout.grace_over(self, seat)
                return
            self.autopilot_on(seat)

    def autopilot_on(self, seat: Seat) -> None:
        """The grace period is over: the autopilot plays the seat."""
        if seat.conn is None and not self.closed and not seat.autopilot:
            seat.autopilot = True
            self.server.log.info("autopilot", room=self.code, seat=seat.index)
            self.broadcast_room()
            self._arm_timer()
            self.kick()

    # ---- the turn timer ----

    def _arm_timer(self) -> None:
        """Starts the turn timer for the seat to decide, if it is a
        player's: when it runs out, the autopilot makes that one move."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        limit = self.settings.get("turn_timer") or 0
        g = self.game
        if not limit or g is None or self.closed or g.round_over:
            return
        s = g.current_player
        if s is None or self.seats[s].bot is not None or self.seats[s].autopilot:
            return
        self._timer_seat = s
        self._timer_until = time.monotonic() + limit
        self._timer = asyncio.get_running_loop().call_later(
            limit, self._turn_over, s, self.version)

    def _turn_over(self, seat: int, version: int) -> None:
        self._timer = None
        if self.version == version and not self.closed:
            self._timed_out = (seat, version)
            self.kick()

    # ---- bots and the autopilot ----

    def _bot(self, seat: int, level: str) -> libuno.Bot:
        bot = self.bots.get((seat, level))
        if bot is None:
            seed = (self.meta.get("bot_seed", 0) + 7919 * seat) % 2**63
            bot = self.bots[(seat, level)] = libuno.Bot(level=level, seed=seed)
        return bot

    def _controlled(self) -> Dict[int, Tuple[libuno.Bot, str]]:
        """The seats a bot plays now, with the bot and the actor name."""
        out = {}
        auto = self.settings["autopilot"]
        for seat in self.seats:
            if seat.bot is not None:
                out[seat.index] = (self._bot(seat.index, seat.bot), "bot")
            elif seat.autopilot:
                out[seat.index] = (self._bot(seat.index, auto), "autopilot")
        t = self._timed_out
        if t is not None and t[1] == self.version and t[0] not in out:
            out[t[0]] = (self._bot(t[0], auto), "timer")
        return out

    def kick(self) -> None:
        """Lets the bots move, if one may (one driver task per room)."""
        if self.closed or self.game is None:
            return
        if self._driver is None or self._driver.done():
            # Most moves in a room of people leave no seat to a bot: no
            # task then (one per move, for nothing, under load).
            if not self._controlled():
                return
            self._driver = asyncio.get_running_loop().create_task(self._drive())

    async def _drive(self) -> None:
        try:
            await self._drive_bots()
        except asyncio.CancelledError:
            raise
        except Exception as e:     # a bug: logged, and the room goes on
            self.server.log.error("bot_failed", room=self.code, error=repr(e))

    async def _drive_bots(self) -> None:
        delay = self.settings.get("bot_delay", 0)
        while not self.closed and self.game is not None:
            # Nobody plays in a room no player is in: it waits for them.
            if not self.players_here() or self.game.round_over:
                return
            controlled = self._controlled()
            if not controlled:
                return
            version = self.version
            world = self.game.clone()
            pick = await asyncio.get_running_loop().run_in_executor(
                None, _bot_pick, world, controlled)
            world.close()
            if pick is None:
                if self.version != version:
                    # A change came while the bots thought, and found
                    # this driver busy (kick()): it may be a bot's turn.
                    continue
                return
            seat, move, actor = pick
            if delay:
                await asyncio.sleep(delay)
            try:
                await self.move(seat, move, version, actor=actor)
            except ProtocolError as e:
                if e.code == "storage_error":
                    # Storage is down (doc/deploy.md): nobody else may be
                    # able to move, so the bot thinks again until it is back.
                    await asyncio.sleep(STORAGE_RETRY)
                    continue
                if e.code != "stale_version":
                    self.server.log.error("bot_refused", room=self.code, seat=seat,
                                          move=move, error=e.message)
                    return
            if self._timed_out is not None and self._timed_out[1] < self.version:
                self._timed_out = None

    # ---- the end ----

    def close(self) -> None:
        """Stops timers and bots (the room is unloaded or the server stops)."""
        self.closed = True
        for seat in self.seats:
            if seat.grace is not None:
                seat.grace.cancel()
                seat.grace = None
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._driver is not None and not self._driver.done():
            self._driver.cancel()
        for bot in self.bots.values():
            bot.close()
        self.bots.clear()


def _bot_pick(world: libuno.Game, controlled: Dict[int, Tuple[libuno.Bot, str]]
              ) -> Optional[Tuple[int, str, str]]:
    """In a worker thread, on a copy of the game: the next move a bot
    makes, as ``libuno.Game.advance`` orders them: a move out of turn of
    each bot clockwise from the seat to decide (its UNO call, a catch, a
    jump-in), then the decision of the seat to decide if a bot plays it."""
    current = world.current_player
    if current is None:
        return None
    n = world.players
    step = 1 if world.direction >= 0 else -1
    for k in range(n):
        s = (current + k * step) % n
        if s in controlled:
            bot, actor = controlled[s]
            move = bot.act(world, s)
            if move is not None:
                return s, world.move_text(move), actor
    if current in controlled:
        bot, actor = controlled[current]
        return current, world.move_text(bot.choose(world, current)), actor
    return None


def _retrieved(task: "asyncio.Task[None]") -> None:
    """Marks a change's outcome as seen: the caller that awaited it may
    have been cancelled, and its refusal is nobody's business then."""
    if not task.cancelled():
        task.exception()


def _reason_name(e: libuno.IllegalMove) -> Optional[str]:
    reason = getattr(e, "reason", None)
    if isinstance(reason, libuno.Reason):
        return reason.key
    return None if reason is None else str(reason)
