"""uno-server killed with SIGKILL at random moments loses nothing.

A real server process (``python3 -m libuno.server`` on an SQLite file,
``--sync full``) referees rooms of scripted players (libuno.client), bots
and a spectator. It is killed with SIGKILL at random moments of play (a
random number of accepted moves, then a random fraction of a move's time:
in the middle of a commit or between them, while bots think) and started
again on the same file; the clients reconnect with their seats'
credentials (the spectator with the room's code) and play on until every
match is over. Then:

- every move a client saw accepted (its update's ``ack``) is in the
  room's log at the version it was made for;
- every room's stored save is the game its log makes when played offline
  from the start (libuno.server.room.replay: the same moves in a new
  ``libuno.Game``), and so is each player's last view;
- the server stops cleanly on SIGTERM (exit status 0), its writes done.
"""
import asyncio
import json
import os
import random
import shutil
import signal
import sys
import tempfile
import unittest

from server_support import AsyncCase, needs_aiohttp, random_move

# (variant, bots per seat, options): multi-round matches and one-round
# ones, one-sided and two-sided cards, bots that hand off cards (Teams).
ROOMS = [
    ("classic", [None, None, "easy"], {"target_score": 150, "jump_in": 1}),
    ("flip", [None, None], {"target_score": 1}),
    ("teams", [None, "easy", None, "easy"], {"target_score": 1}),
    ("express", [None, None, None], {"target_score": 1}),
]
KILLS = 4


class ServerProcess:
    """``python3 -m libuno.server`` on a database; its log kept."""

    def __init__(self, database):
        self.database = database
        self.proc = None
        self.log = []
        self.url = None
        self._drain = None

    async def start(self):
        args = [sys.executable, "-m", "libuno.server", "--host", "127.0.0.1",
                "--port", "0", "--database", self.database, "--sync", "full",
                "--bot-delay", "0", "--grace", "120", "--log-level", "info",
                "--rate", "1000", "--burst", "1000",
                "--max-connections-per-address", "0", "--max-rooms-per-address", "0"]
        self.proc = await asyncio.create_subprocess_exec(
            *args, stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE)
        while True:
            line = await asyncio.wait_for(self.proc.stderr.readline(), 60)
            if not line:
                raise RuntimeError("uno-server exited: %s" % "".join(self.log[-20:]))
            self.log.append(line.decode())
            entry = json.loads(line)
            if entry["event"] == "listening":
                self.url = entry["url"]
                break
        self._drain = asyncio.ensure_future(self._read_log(self.proc))

    async def _read_log(self, proc):
        async for line in proc.stderr:
            self.log.append(line.decode())

    async def kill(self):
        self.proc.send_signal(signal.SIGKILL)
        await self.proc.wait()
        await self._drain
        return self.proc.returncode

    async def stop(self):
        self.proc.send_signal(signal.SIGTERM)
        code = await asyncio.wait_for(self.proc.wait(), 60)
        await self._drain
        return code


@needs_aiohttp
class TestCrash(AsyncCase):

    async def asyncSetUp(self):
        self.tmp = tempfile.mkdtemp(prefix="uno-crash-")
        self.server = ServerProcess(os.path.join(self.tmp, "rooms.sqlite3"))
        self.up = asyncio.Event()
        self.restarted = asyncio.Condition()
        self.generation = 0
        self.progress = asyncio.Event()
        self.accepted = 0
        self.acked = {}         # room -> [(version, seat, move)]

    async def asyncTearDown(self):
        if self.server.proc is not None and self.server.proc.returncode is None:
            await self.server.kill()
        shutil.rmtree(self.tmp, ignore_errors=True)

    async def back(self, client):
        """Reconnects a client to the server up now, waiting for it; if that
        one is killed meanwhile, to the next."""
        import aiohttp
        while True:
            await self.up.wait()
            generation = self.generation
            try:
                await client.reconnect(self.server.url)
                return
            except (ConnectionError, OSError, asyncio.TimeoutError, aiohttp.ClientError):
                async with self.restarted:
                    await self.restarted.wait_for(lambda: self.generation > generation)

    async def play(self, client, rng):
        from libuno.client import ServerError
        while client.status != "match_over" or client.view is None:
            try:
                seen = client.received
                if client.closed.is_set():
                    raise ConnectionError("closed")
                if client.status == "round_over":
                    try:
                        await client.next_round()
                    except ServerError as e:
                        self.assertIn(e.code, ("stale_version", "round_not_over"))
                    continue
                move = random_move(rng, client, others=0.1)
                if move is None or client.status != "playing":
                    await client.next_frame(seen, timeout=60)
                    continue
                version = client.version
                try:
                    update = await client.apply(move)
                except ServerError as e:
                    self.assertIn(e.code, ("stale_version", "illegal_move", "not_your_turn"),
                                  e.frame)
                    continue
                self.assertEqual(update["version"], version + 1)
                self.acked.setdefault(client.room, []).append((version, client.seat, move))
                self.accepted += 1
                self.progress.set()
            except ConnectionError:
                await self.back(client)

    async def watch(self, spectator, clients):
        """A spectator that comes back after every restart, until every
        match is over."""
        while not all(c.status == "match_over" for c in clients):
            if spectator.closed.is_set():
                await self.back(spectator)
                continue
            seen = spectator.received
            try:
                await spectator.next_frame(seen, timeout=2)
            except asyncio.TimeoutError:
                # The last frame may have reached the spectator before
                # the players read theirs: then no frame is coming, and
                # the players' statuses are looked at again.
                pass
        # Every match is over; the spectator has been told so, or is told
        # it (after a reconnection if the last restart closed it).
        while spectator.status != "match_over":
            if spectator.closed.is_set():
                await self.back(spectator)
                continue
            seen = spectator.received
            if spectator.status != "match_over":
                await spectator.next_frame(seen, timeout=60)

    async def killer(self, rng, done):
        for _ in range(KILLS):
            target = self.accepted + rng.randint(8, 50)
            while self.accepted < target and not done.is_set():
                self.progress.clear()
                await self.progress.wait()
            if done.is_set():
                return
            await asyncio.sleep(rng.random() * 0.02)    # a random moment
            self.up.clear()
            self.assertEqual(await self.server.kill(), -signal.SIGKILL)
            self.kills += 1
            await self.server.start()
            async with self.restarted:
                self.generation += 1
                self.restarted.notify_all()
            self.up.set()

    async def test_sigkill_then_restart_loses_nothing(self):
        from libuno.client import Client
        from libuno.server.room import replay
        from libuno.server import tell
        seed = int(os.environ.get("UNO_CRASH_SEED", "2024"))
        await self.server.start()
        self.up.set()
        self.kills = 0
        players, rooms = [], []
        for variant, bots, options in ROOMS:
            host = await Client.connect(self.server.url, name="host")
            self.addAsyncCleanup(host.close)
            code = await host.create(variant, len(bots), bots=bots, options=options)
            seated = [host]
            for s, bot in enumerate(bots):
                if bot is None and s != host.seat:
                    c = await Client.connect(self.server.url)
                    self.addAsyncCleanup(c.close)
                    await c.join(code, seat=s)
                    seated.append(c)
            await host.start()
            players += seated
            rooms.append((code, seated))
        spectator = await Client.connect(self.server.url)
        self.addAsyncCleanup(spectator.close)
        await spectator.join(rooms[0][0], spectator=True)
        done = asyncio.Event()
        killing = asyncio.ensure_future(self.killer(random.Random(seed), done))
        watching = asyncio.ensure_future(self.watch(spectator, rooms[0][1]))
        try:
            await asyncio.wait_for(asyncio.gather(
                *(self.play(c, random.Random(seed + i)) for i, c in enumerate(players))), 240)
        finally:
            done.set()
            self.progress.set()
        await killing
        await watching
        self.assertGreaterEqual(self.kills, 2, "the games ended before the kills")
        self.assertEqual(spectator.status, "match_over")
        for c in players + [spectator]:
            await c.close()
        self.assertEqual(await self.server.stop(), 0, "".join(self.server.log[-10:]))
        self.assertIn('"event":"stopped"', self.server.log[-1])

        from libuno.server.storage import SQLiteStorage
        storage = SQLiteStorage(self.server.database)
        try:
            for code, seated in rooms:
                stored = await storage.fetch(code, log=True)
                self.assertEqual(stored.status, "match_over")
                self.assertEqual([r.version for r in stored.log], list(range(stored.version)))
                for version, seat, move in self.acked.get(code, []):
                    r = stored.log[version]
                    self.assertEqual((r.kind, r.seat), ("move", seat), (code, version))
                    game_move = r.move
                    self.assertTrue(game_move == move or game_move.upper() == move.upper(),
                                    (game_move, move))
                game = replay(stored.metadata, stored.log)
                self.assertEqual(game.save(), stored.state, code)
                for c in seated:
                    self.assertEqual(c.version, stored.version)
                    self.assertEqual(c.view, json.loads(json.dumps(tell.view(game, c.seat))))
                game.close()
        finally:
            await storage.close()


if __name__ == "__main__":
    unittest.main()
