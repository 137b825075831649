"""Where rooms are kept: the storage interface of uno-server and its
embedded default, SQLite.

The interface is boardgame.io's in spirit (create, append moves and state,
metadata, fetch, list, delete) and is all a server process needs, so that
another backend (PostgreSQL, issue 43) can stand in for SQLite:

- a room is a row: its code, its **version** (how many records its log
  has: the state version every move names), its **revision** (how many
  times its metadata changed), status, public flag, metadata (JSON: seats,
  credential hashes, settings, the game's variant, players and options)
  and **state**, the game as libuno's save bytes (``Game.save()``);
- its **log** is the records that made the state, one per version: the
  start and every rematch (with their seed), every move (seat, notation,
  who made it), every next round. The metadata and the log rebuild the
  state; the state is kept so that nobody has to.

:meth:`Storage.append` is the room's move serialization: it stores a
record for version ``v`` only if the room is still at version ``v``, in
the same transaction that stores the new state (and, when given, the new
metadata under the same check of the revision). Two writers can never both
apply a move to the same state: the second is refused with
:class:`VersionConflict` and must fetch the room again. In one process the
room's lock already orders its moves; across processes (issue 43) this
check, a row lock in PostgreSQL, is what does.

SQLite: one file in WAL mode, written by one thread that commits every
write waiting for it in one transaction (group commit): a move is durable
when its ``append`` returns, yet a busy server pays one fsync for many
moves. ``synchronous`` is FULL by default: a commit survives a power cut
too, not only a crash of the process (NORMAL in WAL mode survives
``kill -9`` but may lose the last commits to a power cut; ``--sync
normal``). doc/server.md has the reasoning and the schema.
"""
from __future__ import annotations

import abc
import asyncio
import json
import os
import queue
import sqlite3
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

#: The schema this code reads and writes (kept in the database's meta
#: table; a newer one is refused rather than misread).
SCHEMA_VERSION = 1


@dataclass(frozen=True)
class Record:
    """One entry of a room's log: what turned state ``version`` into
    ``version + 1``.

    Attributes:
        version: the state version it was made for (0 for the start).
        kind: ``"start"``, ``"move"``, ``"next_round"`` or ``"rematch"``.
        seat: the seat that moved (a move), else None.
        move: the move in the variant's notation; for a start or a rematch
            the seed of the game it deals (never sent to a client).
        actor: who decided: ``"player"``, ``"bot"``, ``"autopilot"`` (a
            player away past the grace period) or ``"timer"`` (the turn
            timer ran out).
        at: when it was accepted (seconds since the epoch).
    """
    version: int
    kind: str
    seat: Optional[int]
    move: str
    actor: str
    at: float


@dataclass
class StoredRoom:
    """A room as storage has it (``state`` and ``log`` only when asked)."""
    code: str
    version: int
    revision: int
    status: str
    public: bool
    metadata: Dict[str, Any]
    created: float
    updated: float
    state: Optional[bytes] = None
    log: Optional[List[Record]] = field(default=None, repr=False)


class StorageError(Exception):
    """Storage failed (disk full, a broken file): nothing was stored."""


class Conflict(StorageError):
    """:meth:`Storage.create` of a code that exists."""


class VersionConflict(StorageError):
    """The room moved on: it is not at the version (or revision) the write
    was made for, or it is gone. Nothing was stored."""

    def __init__(self, message: str, version: Optional[int] = None,
                 revision: Optional[int] = None):
        super().__init__(message)
        self.version = version
        self.revision = revision


class Storage(abc.ABC):
    """What uno-server needs of storage. Every method is a coroutine; a
    write is durable when it returns."""

    @abc.abstractmethod
    async def create(self, code: str, metadata: Dict[str, Any], *,
                     public: bool, status: str) -> None:
        """A new room at version 0 and revision 0, with no state and an
        empty log. :class:`Conflict` if the code is taken."""

    @abc.abstractmethod
    async def append(self, code: str, version: int, records: Sequence[Record],
                     state: bytes, *, metadata: Optional[Dict[str, Any]] = None,
                     revision: Optional[int] = None,
                     status: Optional[str] = None) -> None:
        """Appends ``records`` (versions ``version``, ``version + 1``, ...)
        and stores ``state`` as the game after them, in one transaction,
        if the room is at ``version``; with ``metadata`` also stores it if
        the room is at ``revision`` (the revision then grows by one);
        ``status`` replaces the status. :class:`VersionConflict` otherwise,
        and nothing is stored."""

    @abc.abstractmethod
    async def set_metadata(self, code: str, revision: int,
                           metadata: Dict[str, Any], *,
                           status: Optional[str] = None,
                           public: Optional[bool] = None) -> None:
        """Stores new metadata if the room is at ``revision`` (which then
        grows by one); :class:`VersionConflict` otherwise."""

    @abc.abstractmethod
    async def fetch(self, code: str, *, state: bool = True,
                    log: bool = False) -> Optional[StoredRoom]:
        """The room, with its state and/or log when asked; None if there
        is no such room."""

    @abc.abstractmethod
    async def list(self, *, public: Optional[bool] = None,
                   statuses: Optional[Sequence[str]] = None,
                   limit: int = 100) -> List[StoredRoom]:
        """Rooms (no state, no log), most recently changed first."""

    @abc.abstractmethod
    async def delete(self, code: str) -> bool:
        """Removes a room and its log; whether there was one."""

    @abc.abstractmethod
    async def close(self) -> None:
        """Finishes every write already asked for, then closes."""

    def healthy(self) -> bool:
        """Whether storage can take writes now (for /healthz)."""
        return True

    async def check(self) -> bool:
        """:meth:`healthy`, after asking the database where there is one
        to ask (a server of its own: storage_pg.py), so that /healthz
        sees it go down and come back without waiting for a move."""
        return self.healthy()


def append_rows(code: str, version: int, records, metadata, revision):
    """What every storage's ``append`` checks and writes alike: the records
    numbered from ``version`` on, new metadata only under a revision (else
    ValueError); returns the records as rows and the metadata as JSON text
    (None when unchanged)."""
    if metadata is not None and revision is None:
        raise ValueError("new metadata is stored under a revision")
    for i, r in enumerate(records):
        if r.version != version + i:
            raise ValueError("record %d is for version %d, not %d"
                             % (i, r.version, version + i))
    rows = [(code, r.version, r.kind, r.seat, r.move, r.actor, r.at) for r in records]
    text = None if metadata is None else json.dumps(metadata, separators=(",", ":"))
    return rows, text


def open_storage(url: str, sync: str = "full") -> Storage:
    """The storage a ``--database`` names: a file path or
    ``sqlite:///path`` for SQLite, ``postgresql://...`` for PostgreSQL
    (storage_pg.py; its schema made by ``uno-server migrate``)."""
    if url.startswith(("postgresql://", "postgres://")):
        from .storage_pg import PostgresStorage
        return PostgresStorage(url)
    if url.startswith("sqlite://"):
        url = url[len("sqlite://"):]
        if url.startswith("/") and url[1:2] == "/":
            url = url[1:]
    return SQLiteStorage(url, sync=sync)


_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS rooms (
    code TEXT PRIMARY KEY,
    version INTEGER NOT NULL,
    revision INTEGER NOT NULL,
    status TEXT NOT NULL,
    public INTEGER NOT NULL,
    metadata TEXT NOT NULL,
    state BLOB,
    created REAL NOT NULL,
    updated REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS rooms_listed ON rooms (public, status, updated);
CREATE TABLE IF NOT EXISTS records (
    room TEXT NOT NULL,
    version INTEGER NOT NULL,
    kind TEXT NOT NULL,
    seat INTEGER,
    move TEXT NOT NULL,
    actor TEXT NOT NULL,
    at REAL NOT NULL,
    PRIMARY KEY (room, version)
) WITHOUT ROWID;
"""

_ROOM_COLUMNS = "code, version, revision, status, public, metadata, created, updated"


class _Op:
    """A request to the database thread: the function to run with the
    connection, whether it writes, and the future to resolve."""
    __slots__ = ("fn", "writes", "future")

    def __init__(self, fn: Callable[[sqlite3.Connection], Any], writes: bool,
                 future: "asyncio.Future[Any]"):
        self.fn = fn
        self.writes = writes
        self.future = future


class SQLiteStorage(Storage):
    """Rooms in one SQLite file (see the module doc). ``sync`` is
    ``"full"`` or ``"normal"`` (SQLite's ``synchronous`` in WAL mode)."""

    def __init__(self, path: str, sync: str = "full"):
        if sync not in ("full", "normal"):
            raise ValueError("sync is 'full' or 'normal', not %r" % sync)
        self.path = path
        self.sync = sync
        self._queue: "queue.SimpleQueue[Optional[_Op]]" = queue.SimpleQueue()
        self._thread: Optional[threading.Thread] = None
        self._closed = False
        self._failed: Optional[str] = None
        # Filled by the database thread: commits and their sizes (metrics).
        self.commits = 0
        self.committed_writes = 0
        self.commit_seconds: List[float] = []
        self._db = self._connect()

    # ---- the database thread ----

    def _connect(self) -> sqlite3.Connection:
        directory = os.path.dirname(os.path.abspath(self.path))
        if not os.path.isdir(directory):
            raise StorageError("no directory %s for the database" % directory)
        try:
            db = sqlite3.connect(self.path, isolation_level=None,
                                 check_same_thread=False)
            mode = db.execute("PRAGMA journal_mode=WAL").fetchone()[0]
            if mode.lower() != "wal":
                raise StorageError("%s cannot be put in WAL mode (%s)" % (self.path, mode))
            db.execute("PRAGMA synchronous=%s" % self.sync.upper())
            db.execute("PRAGMA busy_timeout=5000")
            db.executescript(_SCHEMA)
            row = db.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
            if row is None:
                db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
            elif int(row[0]) > SCHEMA_VERSION:
                raise StorageError("%s has schema %s, newer than this server's %d"
                                   % (self.path, row[0], SCHEMA_VERSION))
        except sqlite3.Error as e:
            raise StorageError("%s: %s" % (self.path, e)) from None
        return db

    def _start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="uno-storage",
                                            daemon=True)
            self._thread.start()

    def _run(self) -> None:
        db = self._db
        while True:
            op = self._queue.get()
            if op is None:
                break
            batch = [op]
            # Everything already waiting goes into this turn: the writes
            # among it share one commit.
            stop = False
            while True:
                try:
                    more = self._queue.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    stop = True
                    break
                batch.append(more)
            self._serve(db, batch)
            if stop:
                break
        db.close()

    def _serve(self, db: sqlite3.Connection, batch: List[_Op]) -> None:
        results: List[Tuple[_Op, Any, Optional[BaseException]]] = []
        i = 0
        while i < len(batch):
            if not batch[i].writes:
                op = batch[i]
                try:
                    results.append((op, op.fn(db), None))
                except Exception as e:  # handed to the caller
                    results.append((op, None, _wrap(e)))
                i += 1
                continue
            j = i
            while j < len(batch) and batch[j].writes:
                j += 1
            results.extend(self._write(db, batch[i:j]))
            i = j
        self._deliver(results)

    def _write(self, db: sqlite3.Connection, ops: List[_Op]):
        """Runs writes in one transaction, each in a savepoint of its own
        (one refused write leaves the others), and commits once."""
        done: List[Tuple[_Op, Any, Optional[BaseException]]] = []
        start = time.perf_counter()
        try:
            db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as e:
            return [(op, None, StorageError("cannot write: %s" % e)) for op in ops]
        for op in ops:
            try:
                db.execute("SAVEPOINT op")
                result = op.fn(db)
                db.execute("RELEASE op")
                done.append((op, result, None))
            except Exception as e:
                try:
                    db.execute("ROLLBACK TO op")
                    db.execute("RELEASE op")
                except sqlite3.Error:
                    pass
                done.append((op, None, _wrap(e)))
        try:
            db.execute("COMMIT")
        except sqlite3.Error as e:
            try:
                db.execute("ROLLBACK")
            except sqlite3.Error:
                pass
            self._failed = str(e)
            return [(op, None, StorageError("the commit failed: %s" % e)) for op in ops]
        self._failed = None
        self.commits += 1
        self.committed_writes += len(ops)
        elapsed = time.perf_counter() - start
        if len(self.commit_seconds) < 4096:
            self.commit_seconds.append(elapsed)
        return done

    def _deliver(self, results) -> None:
        by_loop: Dict[Any, List[Any]] = {}
        for op, result, exc in results:
            by_loop.setdefault(op.future.get_loop(), []).append((op.future, result, exc))
        for loop, items in by_loop.items():
            try:
                loop.call_soon_threadsafe(_resolve, items)
            except RuntimeError:
                pass  # the loop is closed: nobody waits any more

    # ---- requests ----

    async def _submit(self, fn: Callable[[sqlite3.Connection], Any], writes: bool) -> Any:
        if self._closed:
            raise StorageError("storage is closed")
        self._start()
        future = asyncio.get_running_loop().create_future()
        self._queue.put(_Op(fn, writes, future))
        return await future

    def healthy(self) -> bool:
        return not self._closed and self._failed is None and \
            (self._thread is None or self._thread.is_alive())

    async def create(self, code, metadata, *, public, status):
        text = json.dumps(metadata, separators=(",", ":"))
        now = time.time()

        def run(db):
            try:
                db.execute("INSERT INTO rooms VALUES (?, 0, 0, ?, ?, ?, NULL, ?, ?)",
                           (code, status, int(public), text, now, now))
            except sqlite3.IntegrityError:
                raise Conflict("room %s exists" % code) from None
        await self._submit(run, True)

    async def append(self, code, version, records, state, *, metadata=None,
                     revision=None, status=None):
        rows, text = append_rows(code, version, records, metadata, revision)
        now = time.time()

        def run(db):
            sets = ["version = version + ?", "state = ?", "updated = ?"]
            args: List[Any] = [len(rows), state, now]
            if text is not None:
                sets += ["metadata = ?", "revision = revision + 1"]
                args.append(text)
            if status is not None:
                sets.append("status = ?")
                args.append(status)
            where = "code = ? AND version = ?"
            args += [code, version]
            if text is not None:
                where += " AND revision = ?"
                args.append(revision)
            cur = db.execute("UPDATE rooms SET %s WHERE %s" % (", ".join(sets), where), args)
            if cur.rowcount != 1:
                _conflict(db, code, "a move for version %d" % version)
            db.executemany("INSERT INTO records VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
        await self._submit(run, True)

    async def set_metadata(self, code, revision, metadata, *, status=None, public=None):
        text = json.dumps(metadata, separators=(",", ":"))
        now = time.time()

        def run(db):
            sets = ["metadata = ?", "revision = revision + 1", "updated = ?"]
            args: List[Any] = [text, now]
            if status is not None:
                sets.append("status = ?")
                args.append(status)
            if public is not None:
                sets.append("public = ?")
                args.append(int(public))
            cur = db.execute("UPDATE rooms SET %s WHERE code = ? AND revision = ?"
                             % ", ".join(sets), args + [code, revision])
            if cur.rowcount != 1:
                _conflict(db, code, "metadata of revision %d" % revision)
        await self._submit(run, True)

    async def fetch(self, code, *, state=True, log=False):
        def run(db):
            cols = _ROOM_COLUMNS + (", state" if state else "")
            row = db.execute("SELECT %s FROM rooms WHERE code = ?" % cols,
                             (code,)).fetchone()
            if row is None:
                return None
            room = _room(row)
            if state:
                room.state = None if row[8] is None else bytes(row[8])
            if log:
                room.log = [Record(*r) for r in db.execute(
                    "SELECT version, kind, seat, move, actor, at FROM records "
                    "WHERE room = ? ORDER BY version", (code,))]
            return room
        return await self._submit(run, False)

    async def list(self, *, public=None, statuses=None, limit=100):
        where, args = [], []
        if public is not None:
            where.append("public = ?")
            args.append(int(public))
        if statuses:
            where.append("status IN (%s)" % ", ".join("?" * len(statuses)))
            args.extend(statuses)
        sql = "SELECT %s FROM rooms %s ORDER BY updated DESC LIMIT ?" % (
            _ROOM_COLUMNS, ("WHERE " + " AND ".join(where)) if where else "")
        args.append(int(limit))

        def run(db):
            return [_room(r) for r in db.execute(sql, args)]
        return await self._submit(run, False)

    async def delete(self, code):
        def run(db):
            db.execute("DELETE FROM records WHERE room = ?", (code,))
            return db.execute("DELETE FROM rooms WHERE code = ?", (code,)).rowcount == 1
        return await self._submit(run, True)

    async def close(self):
        if self._closed:
            return
        self._closed = True
        if self._thread is None:
            self._db.close()
            return
        # The thread finishes everything queued before the stop, then
        # closes the file.
        self._queue.put(None)
        await asyncio.get_running_loop().run_in_executor(None, self._thread.join)


def _room(row) -> StoredRoom:
    return StoredRoom(code=row[0], version=row[1], revision=row[2], status=row[3],
                      public=bool(row[4]), metadata=json.loads(row[5]),
                      created=row[6], updated=row[7])


def _conflict(db: sqlite3.Connection, code: str, what: str) -> None:
    row = db.execute("SELECT version, revision FROM rooms WHERE code = ?",
                     (code,)).fetchone()
    if row is None:
        raise VersionConflict("room %s is gone" % code)
    raise VersionConflict("room %s is at version %d, revision %d: %s is stale"
                          % (code, row[0], row[1], what), row[0], row[1])


def _wrap(e: Exception) -> BaseException:
    if isinstance(e, StorageError):
        return e
    if isinstance(e, sqlite3.Error):
        return StorageError(str(e))
    return e


def _resolve(items) -> None:
    for future, result, exc in items:
        if future.done():
            continue        # the caller gave up waiting (cancelled)
        if exc is not None:
            future.set_exception(exc)
        else:
            future.set_result(result)
