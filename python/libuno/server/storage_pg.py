"""PostgreSQL storage for uno-server (``--database postgresql://...``),
behind the same interface as SQLite (storage.py), for several server
processes on one database (doc/deploy.md).

It speaks to PostgreSQL with asyncpg (Debian's python3-asyncpg): asyncio
itself, so no thread stands between the event loop and the database as
SQLite's writer thread does, and its binary protocol keeps a move's
round trip short. A pool of connections serves the process.

The move serialization across processes is the row: :meth:`append`
updates the room's row ``WHERE code = $1 AND version = $2`` and inserts
the records in the same transaction. The UPDATE takes the row's lock; a
second process updating the same room waits for the first to commit,
then PostgreSQL checks the condition again on the new row (READ
COMMITTED), finds the version moved on, updates nothing, and the second
write is refused with :class:`~.storage.VersionConflict` (nothing
stored). Two processes can never both store a move for one state.

The schema has a version (table ``uno_schema``); ``uno-server migrate``
(:func:`migrate`) creates or upgrades it, under an advisory lock so that
two migrations started at once run one after the other. A server refuses
a database whose schema is missing or another version than its own, with
a message naming the command.
"""
from __future__ import annotations

import asyncio
import json
import time
from typing import Any, List, Optional

from .storage import (Conflict, Record, Storage, StorageError, StoredRoom,
                      VersionConflict, append_rows)

try:
    import asyncpg
except ImportError:         # only a postgresql:// database needs it
    asyncpg = None

#: The schema this code reads and writes.
SCHEMA_VERSION = 1

#: Migrations: MIGRATIONS[n] turns schema n into schema n + 1.
MIGRATIONS = [
    """
    CREATE TABLE rooms (
        code TEXT PRIMARY KEY,
        version INTEGER NOT NULL,
        revision INTEGER NOT NULL,
        status TEXT NOT NULL,
        public BOOLEAN NOT NULL,
        metadata TEXT NOT NULL,
        state BYTEA,
        created DOUBLE PRECISION NOT NULL,
        updated DOUBLE PRECISION NOT NULL
    );
    CREATE INDEX rooms_listed ON rooms (public, status, updated);
    CREATE TABLE records (
        room TEXT NOT NULL REFERENCES rooms (code) ON DELETE CASCADE,
        version INTEGER NOT NULL,
        kind TEXT NOT NULL,
        seat INTEGER,
        move TEXT NOT NULL,
        actor TEXT NOT NULL,
        at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (room, version)
    );
    """,
]

#: How long /healthz waits for PostgreSQL's answer (PostgresStorage.check).
CHECK_TIMEOUT = 5.0

# pg_advisory_xact_lock key of a migration (any constant: "UNO" + 1).
_MIGRATE_LOCK = 0x554E4F01

_ROOM_COLUMNS = "code, version, revision, status, public, metadata, created, updated"


def _need_asyncpg() -> None:
    if asyncpg is None:
        raise StorageError("a postgresql:// database needs asyncpg (Debian: "
                           "apt-get install python3-asyncpg)")


async def schema_version(conn) -> int:
    """The schema a database has (0: none)."""
    exists = await conn.fetchval("SELECT to_regclass('uno_schema') IS NOT NULL")
    if not exists:
        return 0
    return await conn.fetchval("SELECT coalesce(max(version), 0) FROM uno_schema")


async def migrate(url: str) -> List[int]:
    """Brings the database of ``url`` to :data:`SCHEMA_VERSION`; returns
    the versions it went through (empty: it was current). Refuses a newer
    schema. Each step is a transaction of its own."""
    _need_asyncpg()
    try:
        conn = await asyncpg.connect(url)
    except (OSError, asyncpg.PostgresError) as e:
        raise StorageError("cannot connect to %s: %s" % (_safe(url), e)) from None
    done = []
    try:
        async with conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATE_LOCK)
            await conn.execute("CREATE TABLE IF NOT EXISTS uno_schema ("
                               "version INTEGER PRIMARY KEY, "
                               "applied DOUBLE PRECISION NOT NULL)")
            current = await schema_version(conn)
            if current > SCHEMA_VERSION:
                raise StorageError("the database has schema %d, newer than this "
                                   "server's %d" % (current, SCHEMA_VERSION))
            for n in range(current, SCHEMA_VERSION):
                await conn.execute(MIGRATIONS[n])
                await conn.execute("INSERT INTO uno_schema VALUES ($1, $2)",
                                   n + 1, time.time())
                done.append(n + 1)
    except asyncpg.PostgresError as e:
        raise StorageError("migration failed: %s" % e) from None
    finally:
        await conn.close()
    return done


def _safe(url: str) -> str:
    """A URL without its password, for messages."""
    if "@" in url and "://" in url:
        scheme, rest = url.split("://", 1)
        creds, host = rest.rsplit("@", 1)
        return "%s://%s@%s" % (scheme, creds.split(":", 1)[0], host)
    return url


class PostgresStorage(Storage):
    """Rooms in a PostgreSQL database (see the module doc). The pool is
    opened on first use (the server is made outside its event loop)."""

    def __init__(self, url: str, *, min_size: int = 2, max_size: int = 10):
        _need_asyncpg()
        self.url = url
        self.min_size = min_size
        self.max_size = max_size
        self._pool = None
        self._opening: Optional[asyncio.Lock] = None
        self._closed = False
        self._failed: Optional[str] = None
        self.commits = 0
        self.committed_writes = 0

    async def open(self) -> None:
        """Connects and checks the schema (StorageError if it is not
        this server's: run ``uno-server migrate``)."""
        await self._get()

    async def _get(self):
        if self._pool is not None:
            return self._pool
        if self._closed:
            raise StorageError("storage is closed")
        if self._opening is None:
            self._opening = asyncio.Lock()
        async with self._opening:
            if self._pool is None:
                try:
                    pool = await asyncpg.create_pool(self.url, min_size=self.min_size,
                                                     max_size=self.max_size)
                except (OSError, asyncpg.PostgresError) as e:
                    raise StorageError("cannot connect to %s: %s"
                                       % (_safe(self.url), e)) from None
                async with pool.acquire() as conn:
                    version = await schema_version(conn)
                if version != SCHEMA_VERSION:
                    await pool.close()
                    raise StorageError(
                        "the database has schema %d, this server needs %d: run "
                        "'uno-server migrate --database URL' first"
                        % (version, SCHEMA_VERSION))
                self._pool = pool
        return self._pool

    async def _run(self, fn, writes: bool):
        pool = await self._get()
        try:
            async with pool.acquire() as conn:
                if writes:
                    async with conn.transaction():
                        result = await fn(conn)
                    self.commits += 1
                    self.committed_writes += 1
                else:
                    result = await fn(conn)
        except (OSError, asyncpg.PostgresConnectionError,
                asyncpg.InterfaceError) as e:
            self._failed = str(e)
            raise StorageError("PostgreSQL: %s" % e) from None
        except asyncpg.PostgresError as e:
            raise StorageError("PostgreSQL: %s" % e) from None
        self._failed = None
        return result

    def healthy(self) -> bool:
        return not self._closed and self._failed is None

    async def check(self) -> bool:
        """A query (``SELECT 1``) on the pool, bounded by
        :data:`CHECK_TIMEOUT`: its outcome is :meth:`healthy`'s until the
        next operation (a pool whose server went away reconnects here)."""
        try:
            await asyncio.wait_for(self._run(lambda conn: conn.fetchval("SELECT 1"), False),
                                   CHECK_TIMEOUT)
        except StorageError as e:
            # Any refusal: a PostgreSQL starting or stopping answers with
            # an error, not a lost connection.
            self._failed = str(e)
        except asyncio.TimeoutError:
            self._failed = "no answer in %.0f s" % CHECK_TIMEOUT
        return self.healthy()

    async def create(self, code, metadata, *, public, status):
        text = json.dumps(metadata, separators=(",", ":"))
        now = time.time()

        async def run(conn):
            done = await conn.fetchval(
                "INSERT INTO rooms VALUES ($1, 0, 0, $2, $3, $4, NULL, $5, $5) "
                "ON CONFLICT (code) DO NOTHING RETURNING 1",
                code, status, bool(public), text, now)
            if done is None:
                raise Conflict("room %s exists" % code)
        await self._run(run, True)

    async def append(self, code, version, records, state, *, metadata=None,
                     revision=None, status=None):
        rows, text = append_rows(code, version, records, metadata, revision)
        sets = ["version = version + $1", "state = $2", "updated = $3"]
        args: List[Any] = [len(rows), state, time.time()]
        if text is not None:
            args.append(text)
            sets += ["metadata = $%d" % len(args), "revision = revision + 1"]
        if status is not None:
            args.append(status)
            sets.append("status = $%d" % len(args))
        args += [code, version]
        where = "code = $%d AND version = $%d" % (len(args) - 1, len(args))
        if text is not None:
            args.append(revision)
            where += " AND revision = $%d" % len(args)
        sql = "UPDATE rooms SET %s WHERE %s RETURNING 1" % (", ".join(sets), where)

        async def run(conn):
            # The row lock: a second writer of this room waits here, then
            # finds the version moved on (module doc).
            if await conn.fetchval(sql, *args) is None:
                await _conflict(conn, code, "a move for version %d" % version)
            await conn.executemany(
                "INSERT INTO records VALUES ($1, $2, $3, $4, $5, $6, $7)", rows)
        await self._run(run, True)

    async def set_metadata(self, code, revision, metadata, *, status=None, public=None):
        text = json.dumps(metadata, separators=(",", ":"))
        sets = ["metadata = $1", "revision = revision + 1", "updated = $2"]
        args: List[Any] = [text, time.time()]
        if status is not None:
            args.append(status)
            sets.append("status = $%d" % len(args))
        if public is not None:
            args.append(bool(public))
            sets.append("public = $%d" % len(args))
        args += [code, revision]
        sql = "UPDATE rooms SET %s WHERE code = $%d AND revision = $%d RETURNING 1" % (
            ", ".join(sets), len(args) - 1, len(args))

        async def run(conn):
            if await conn.fetchval(sql, *args) is None:
                await _conflict(conn, code, "metadata of revision %d" % revision)
        await self._run(run, True)

    async def fetch(self, code, *, state=True, log=False):
        cols = _ROOM_COLUMNS + (", state" if state else "")

        async def run(conn):
            row = await conn.fetchrow("SELECT %s FROM rooms WHERE code = $1" % cols, code)
            if row is None:
                return None
            room = _room(row)
            if state:
                room.state = None if row["state"] is None else bytes(row["state"])
            if log:
                room.log = await _records(conn, code, 0)
            return room
        if log:
            # The room and its log as of one moment.
            pool = await self._get()
            try:
                async with pool.acquire() as conn:
                    async with conn.transaction(isolation="repeatable_read", readonly=True):
                        return await run(conn)
            except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as e:
                raise StorageError("PostgreSQL: %s" % e) from None
        return await self._run(run, False)

    async def records(self, code: str, since: int) -> List[Record]:
        """The log of a room from version ``since`` on (a process catching
        up with moves another one stored: cluster.py)."""
        async def run(conn):
            return await _records(conn, code, since)
        return await self._run(run, False)

    async def list(self, *, public=None, statuses=None, limit=100):
        where, args = [], []
        if public is not None:
            args.append(bool(public))
            where.append("public = $%d" % len(args))
        if statuses:
            args.append(list(statuses))
            where.append("status = ANY($%d)" % len(args))
        args.append(int(limit))
        sql = "SELECT %s FROM rooms %s ORDER BY updated DESC LIMIT $%d" % (
            _ROOM_COLUMNS, ("WHERE " + " AND ".join(where)) if where else "", len(args))

        async def run(conn):
            return [_room(r) for r in await conn.fetch(sql, *args)]
        return await self._run(run, False)

    async def delete(self, code):
        async def run(conn):
            return await conn.fetchval("DELETE FROM rooms WHERE code = $1 RETURNING 1",
                                       code) is not None
        return await self._run(run, True)

    async def close(self):
        if self._closed:
            return
        self._closed = True
        if self._pool is not None:
            # Waits for the connections in use (the writes under way).
            await self._pool.close()
            self._pool = None


async def _records(conn, code: str, since: int) -> List[Record]:
    return [Record(r["version"], r["kind"], r["seat"], r["move"], r["actor"], r["at"])
            for r in await conn.fetch(
                "SELECT version, kind, seat, move, actor, at FROM records "
                "WHERE room = $1 AND version >= $2 ORDER BY version", code, since)]


def _room(row) -> StoredRoom:
    return StoredRoom(code=row["code"], version=row["version"], revision=row["revision"],
                      status=row["status"], public=row["public"],
                      metadata=json.loads(row["metadata"]),
                      created=row["created"], updated=row["updated"])


async def _conflict(conn, code: str, what: str) -> None:
    row = await conn.fetchrow("SELECT version, revision FROM rooms WHERE code = $1", code)
    if row is None:
        raise VersionConflict("room %s is gone" % code)
    raise VersionConflict("room %s is at version %d, revision %d: %s is stale"
                          % (code, row["version"], row["revision"], what),
                          row["version"], row["revision"])


def open_postgres(url: str) -> PostgresStorage:
    return PostgresStorage(url)


__all__ = ["PostgresStorage", "migrate", "schema_version", "SCHEMA_VERSION",
           "open_postgres"]
