"""uno-server's PostgreSQL storage (libuno/server/storage_pg.py) against
a real PostgreSQL of the test's own (services.py): the SQLite storage's
tests of the interface (test_server_storage.py) run on it unchanged, and
besides: the schema made by migrate and refused when missing or newer;
two writers of one room at once, only one stored (the row lock with the
version checked in the same transaction); close waiting for the writes.
"""
import asyncio
import subprocess
import sys
import unittest

import test_server_storage as sqlite_tests
from server_support import needs_aiohttp
from services import Services, needs_services, service_env
from test_server_storage import META, record


@needs_aiohttp
@needs_services
class TestPostgres(sqlite_tests.TestSQLite):

    @classmethod
    def setUpClass(cls):
        cls.services = Services().start()

    @classmethod
    def tearDownClass(cls):
        cls.services.stop()

    async def asyncSetUp(self):
        from libuno.server.storage_pg import PostgresStorage, migrate
        self.url = self.services.new_database()
        self.assertEqual(await migrate(self.url), [1])
        self.storage = PostgresStorage(self.url)

    async def asyncTearDown(self):
        await self.storage.close()

    async def test_writes_share_commits_and_one_refusal_spares_the_rest(self):
        from libuno.server.storage import VersionConflict
        codes = ["C%03d" % i for i in range(60)]
        await asyncio.gather(*(self.storage.create(c, META, public=False, status="lobby")
                               for c in codes))
        results = await asyncio.gather(
            *(self.storage.append(c, 1 if c == "C007" else 0, [record(1 if c == "C007" else 0)],
                                  c.encode()) for c in codes),
            return_exceptions=True)
        self.assertIsInstance(results[7], VersionConflict)
        self.assertEqual(sum(r is None for r in results), 59)
        for c in codes:
            room = await self.storage.fetch(c)
            self.assertEqual(room.version, 0 if c == "C007" else 1)

    async def test_close_finishes_writes_and_the_file_keeps_them(self):
        from libuno.server.storage_pg import PostgresStorage
        await self.storage.create("R", META, public=False, status="lobby")
        tasks = [asyncio.ensure_future(self.storage.append("R", 0, [record(0)], b"0"))]
        await asyncio.sleep(0)
        await self.storage.close()
        await asyncio.gather(*tasks)
        again = PostgresStorage(self.url)
        self.assertEqual((await again.fetch("R")).state, b"0")
        self.assertEqual([r.version for r in await again.records("R", 0)], [0])
        await again.close()

    async def test_newer_schema_refused(self):
        from libuno.server.storage import StorageError
        from libuno.server.storage_pg import PostgresStorage, migrate
        await self.storage.create("R", META, public=False, status="lobby")
        await self.storage.close()
        self.assertEqual(await migrate(self.url), [])       # current: nothing to do
        self.psql(self.url, "INSERT INTO uno_schema VALUES (99, 0)")
        with self.assertRaises(StorageError) as e:
            await PostgresStorage(self.url).open()
        self.assertIn("migrate", str(e.exception))
        with self.assertRaises(StorageError):
            await migrate(self.url)

    async def test_open_storage(self):
        from libuno.server.storage import StorageError, open_storage
        from libuno.server.storage_pg import PostgresStorage
        s = open_storage(self.url)
        self.assertIsInstance(s, PostgresStorage)
        await s.close()
        # No schema yet: refused, naming the command.
        with self.assertRaises(StorageError) as e:
            await PostgresStorage(self.services.new_database()).open()
        self.assertIn("uno-server migrate", str(e.exception))
        with self.assertRaises(StorageError):
            await PostgresStorage("postgresql://uno@127.0.0.1:1/none").open()

    async def test_two_writers_of_one_room(self):
        """RULES: none (storage). Two storages (two processes' pools) append
        for the same version at once, many times: exactly one of each pair
        is stored, the other refused with VersionConflict, and the log has
        one record per version."""
        from libuno.server.storage import VersionConflict
        from libuno.server.storage_pg import PostgresStorage
        other = PostgresStorage(self.url)
        self.addAsyncCleanup(other.close)
        await self.storage.create("R", META, public=False, status="lobby")
        for v in range(40):
            results = await asyncio.gather(
                self.storage.append("R", v, [record(v, move="a%d" % v)], b"a"),
                other.append("R", v, [record(v, move="b%d" % v)], b"b"),
                return_exceptions=True)
            self.assertEqual(sorted(type(r).__name__ for r in results),
                             ["NoneType", "VersionConflict"], results)
            winner = "a" if results[0] is None else "b"
            self.assertEqual((await other.fetch("R")).state, winner.encode())
            self.assertIsInstance(results[1 if winner == "a" else 0], VersionConflict)
        log = (await self.storage.fetch("R", log=True)).log
        self.assertEqual([r.version for r in log], list(range(40)))

    async def test_migrate_command(self):
        url = self.services.new_database()
        for expect in ("schema 1 (migrated: 1)", "schema 1 (current)"):
            r = subprocess.run([sys.executable, "-m", "libuno.server", "migrate",
                                "--database", url], capture_output=True, text=True, timeout=60)
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertIn(expect, r.stdout)
        r = subprocess.run([sys.executable, "-m", "libuno.server", "migrate",
                            "--database", "rooms.sqlite3"], capture_output=True, text=True,
                           timeout=60)
        self.assertEqual(r.returncode, 2)
        self.assertIn("PostgreSQL", r.stderr)

    def psql(self, url, sql):
        subprocess.run(["psql", url, "-Atc", sql], check=True, capture_output=True,
                       env=service_env(), timeout=60)


if __name__ == "__main__":
    unittest.main()
