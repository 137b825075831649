"""uno-server's storage interface over SQLite (libuno/server/storage.py):
rooms, their logs and states; appends refused unless the room is at the
version (and revision) they were made for, and nothing stored then; many
writes sharing one commit, each in its own savepoint; close finishing
every write asked for; the file read back by a new process.
"""
import asyncio
import os
import shutil
import sqlite3
import tempfile
import unittest

from server_support import AsyncCase, needs_aiohttp


def record(version, kind="move", seat=0, move="draw", actor="player"):
    from libuno.server.storage import Record
    return Record(version, kind, seat, move, actor, 1.5 + version)


META = {"variant": "classic", "players": 2, "seats": [{}, {}]}


@needs_aiohttp
class TestSQLite(AsyncCase):

    async def asyncSetUp(self):
        from libuno.server.storage import SQLiteStorage
        self.tmp = tempfile.mkdtemp(prefix="uno-storage-")
        self.path = os.path.join(self.tmp, "rooms.sqlite3")
        self.storage = SQLiteStorage(self.path)

    async def asyncTearDown(self):
        await self.storage.close()
        shutil.rmtree(self.tmp, ignore_errors=True)

    async def test_create_fetch_conflict(self):
        from libuno.server.storage import Conflict
        await self.storage.create("AAAAAA", META, public=True, status="lobby")
        room = await self.storage.fetch("AAAAAA", log=True)
        self.assertEqual((room.version, room.revision, room.status, room.public),
                         (0, 0, "lobby", True))
        self.assertEqual((room.metadata, room.state, room.log), (META, None, []))
        with self.assertRaises(Conflict):
            await self.storage.create("AAAAAA", META, public=False, status="lobby")
        self.assertIsNone(await self.storage.fetch("BBBBBB"))

    async def test_append_checks_the_version(self):
        from libuno.server.storage import VersionConflict
        await self.storage.create("R", META, public=False, status="lobby")
        await self.storage.append("R", 0, [record(0, "start", None, "42")], b"s1",
                                  status="playing")
        await self.storage.append("R", 1, [record(1), record(2)], b"s3")
        with self.assertRaises(VersionConflict) as e:
            await self.storage.append("R", 1, [record(1, move="R7")], b"stale")
        self.assertEqual(e.exception.version, 3)
        with self.assertRaises(VersionConflict):
            await self.storage.append("NOROOM", 0, [record(0)], b"x")
        with self.assertRaises(ValueError):
            await self.storage.append("R", 3, [record(4)], b"x")
        room = await self.storage.fetch("R", log=True)
        self.assertEqual((room.version, room.state, room.status), (3, b"s3", "playing"))
        self.assertEqual([(r.version, r.kind, r.move) for r in room.log],
                         [(0, "start", "42"), (1, "move", "draw"), (2, "move", "draw")])
        self.assertEqual(room.log[0].seat, None)
        self.assertEqual(room.log[1].at, 2.5)

    async def test_metadata_revisions(self):
        from libuno.server.storage import VersionConflict
        await self.storage.create("R", META, public=False, status="lobby")
        await self.storage.set_metadata("R", 0, dict(META, name="a"), public=True)
        with self.assertRaises(VersionConflict):
            await self.storage.set_metadata("R", 0, dict(META, name="b"))
        # An append with metadata checks the revision too, and stores
        # neither when it is stale.
        with self.assertRaises(VersionConflict):
            await self.storage.append("R", 0, [record(0)], b"s", metadata=META, revision=0)
        await self.storage.append("R", 0, [record(0)], b"s", metadata=dict(META, name="c"),
                                  revision=1)
        room = await self.storage.fetch("R", log=True)
        self.assertEqual((room.revision, room.version, room.metadata["name"], room.public),
                         (2, 1, "c", True))
        with self.assertRaises(ValueError):
            await self.storage.append("R", 1, [record(1)], b"s", metadata=META)

    async def test_list_and_delete(self):
        for i, (public, status) in enumerate([(True, "lobby"), (False, "lobby"),
                                              (True, "playing"), (True, "match_over")]):
            await self.storage.create("R%d" % i, META, public=public, status=status)
        listed = await self.storage.list(public=True, statuses=["lobby", "playing"])
        self.assertEqual(sorted(r.code for r in listed), ["R0", "R2"])
        self.assertIsNone(listed[0].state)
        self.assertEqual(len(await self.storage.list(limit=2)), 2)
        self.assertTrue(await self.storage.delete("R0"))
        self.assertFalse(await self.storage.delete("R0"))
        self.assertIsNone(await self.storage.fetch("R0"))

    async def test_writes_share_commits_and_one_refusal_spares_the_rest(self):
        from libuno.server.storage import VersionConflict
        codes = ["C%03d" % i for i in range(120)]
        await asyncio.gather(*(self.storage.create(c, META, public=False, status="lobby")
                               for c in codes))
        before = self.storage.commits
        results = await asyncio.gather(
            *(self.storage.append(c, 1 if c == "C007" else 0, [record(1 if c == "C007" else 0)],
                                  c.encode()) for c in codes),
            return_exceptions=True)
        self.assertIsInstance(results[7], VersionConflict)
        self.assertEqual(sum(r is None for r in results), 119)
        self.assertLess(self.storage.commits - before, 119, "no write shared a commit")
        for c in codes:
            room = await self.storage.fetch(c)
            self.assertEqual(room.version, 0 if c == "C007" else 1)

    async def test_close_finishes_writes_and_the_file_keeps_them(self):
        from libuno.server.storage import SQLiteStorage
        await self.storage.create("R", META, public=False, status="lobby")
        tasks = [asyncio.ensure_future(self.storage.append("R", v, [record(v)], b"%d" % v))
                 for v in range(30)]
        await asyncio.sleep(0)      # every append asked for
        await self.storage.close()
        self.assertTrue(all(t.done() and t.exception() is None for t in tasks))
        # Another process reads the file as it is.
        db = sqlite3.connect(self.path)
        self.assertEqual(db.execute("SELECT version, state FROM rooms").fetchone(), (30, b"29"))
        self.assertEqual(db.execute("PRAGMA journal_mode").fetchone()[0], "wal")
        db.close()
        again = SQLiteStorage(self.path)
        self.assertEqual(len((await again.fetch("R", log=True)).log), 30)
        await again.close()

    async def test_newer_schema_refused(self):
        from libuno.server.storage import SQLiteStorage, StorageError
        await self.storage.create("R", META, public=False, status="lobby")
        await self.storage.close()
        db = sqlite3.connect(self.path)
        db.execute("UPDATE meta SET value = '99' WHERE key = 'schema'")
        db.commit()
        db.close()
        with self.assertRaises(StorageError):
            SQLiteStorage(self.path)

    async def test_open_storage(self):
        from libuno.server.storage import SQLiteStorage, StorageError, open_storage
        for url in (self.path, "sqlite://" + self.path):
            s = open_storage(url, sync="normal")
            self.assertIsInstance(s, SQLiteStorage)
            self.assertEqual((s.path, s.sync), (self.path, "normal"))
            await s.close()
        try:
            import asyncpg  # noqa: F401
        except ImportError:
            with self.assertRaises(StorageError):    # says which package
                open_storage("postgresql://localhost/uno")
        else:
            # Not connected until used (test_server_postgres.py).
            from libuno.server.storage_pg import PostgresStorage
            s = open_storage("postgresql://localhost/uno")
            self.assertIsInstance(s, PostgresStorage)
            await s.close()
        with self.assertRaises(StorageError):
            open_storage(os.path.join(self.tmp, "no", "such", "dir.sqlite3"))
        with self.assertRaises(ValueError):
            open_storage(self.path, sync="off")


if __name__ == "__main__":
    unittest.main()
