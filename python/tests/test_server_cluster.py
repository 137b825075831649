"""Several uno-server processes, one room (libuno/server/fanout.py and
storage_pg.py), on a real PostgreSQL and Redis of the test's own
(services.py); every process a real ``python3 -m libuno.server``.

- two and three processes, the clients of each room spread over them (a
  room's seats and its spectator on different processes): random games
  of every built-in variant to the end of the match; every room's stored
  save is the game its log makes played offline, every client's last
  view and version that game's, whichever process it was on;
- a process killed with SIGKILL mid-game: its clients reconnect to
  another process and finish; every move a client saw accepted is in the
  log at its version; the saves are as above;
- the same move sent to two processes at once (one seat's credential on
  both): exactly one is applied, the other refused, the log one record
  per version;
- the leak check of test_server_leaks.py over the cluster: every frame
  every client received, from whatever process, holds only what its seat
  may know at that version.
"""
import asyncio
import json
import os
import random
import signal
import sys
import unittest

import libuno

import test_server_leaks as leaks
from server_support import AsyncCase, needs_aiohttp, random_move
from services import Services, needs_services

# (variant, bot per seat, options): every built-in variant, one-round
# matches where the variant has a target (so a game ends soon).
ROOMS = [
    ("classic", [None, None, "easy"], {"target_score": 1, "jump_in": 1}),
    ("two-player", [None, None], {"target_score": 1}),
    ("partners", [None, None, None, "easy"], {"target_score": 1}),
    ("challenge", [None, None, None], {}),
    ("express", [None, None, None], {"target_score": 1, "stacking": 1}),
    ("casting-call", [None, None, "easy"], {"target_score": 1}),
    ("teams", [None, "easy", None, "easy"], {"target_score": 1}),
    ("no-mercy", [None, None, None], {"target_score": 1}),
    ("flip", [None, None], {"target_score": 1}),
]
PLAY_TIMEOUT = 300

# The default run shares the variants out between the two- and the
# three-process games (the leak check plays all of them over the cluster
# too); UNO_CLUSTER_EVERY_VARIANT=1 (meson test --setup=long, as CI runs
# it) plays every variant on both.
EVERY_VARIANT_TWICE = os.environ.get("UNO_CLUSTER_EVERY_VARIANT") == "1"


async def until(predicate, timeout=30.0):
    """Waits for a condition over several clients (each client's wait_for
    sees only its own frames)."""
    end = asyncio.get_running_loop().time() + timeout
    while not predicate():
        if asyncio.get_running_loop().time() > end:
            raise asyncio.TimeoutError("the condition did not come true")
        await asyncio.sleep(0.02)


class ServerProcess:
    """``python3 -m libuno.server`` on a PostgreSQL database and a Redis."""

    def __init__(self, database, redis):
        self.database = database
        self.redis = redis
        self.proc = None
        self.log = []
        self.url = None
        self._drain = None

    async def start(self):
        args = [sys.executable, "-m", "libuno.server", "--host", "127.0.0.1",
                "--port", "0", "--database", self.database, "--redis", self.redis,
                "--bot-delay", "0", "--grace", "120", "--log-level", "info",
                "--rate", "1000", "--burst", "1000",
                "--max-connections-per-address", "0", "--max-rooms-per-address", "0"]
        self.proc = await asyncio.create_subprocess_exec(
            *args, stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE)
        while True:
            line = await asyncio.wait_for(self.proc.stderr.readline(), 180)  # a loaded machine
            if not line:
                raise RuntimeError("uno-server exited: %s" % "".join(self.log[-20:]))
            self.log.append(line.decode())
            entry = json.loads(line)
            if entry["event"] == "listening":
                self.url = entry["url"]
                break
        self._drain = asyncio.ensure_future(self._read_log(self.proc))
        return self

    async def _read_log(self, proc):
        async for line in proc.stderr:
            self.log.append(line.decode())

    def errors(self):
        return [line for line in self.log if '"level":"error"' in line]

    async def kill(self):
        self.proc.send_signal(signal.SIGKILL)
        await self.proc.wait()
        await self._drain
        return self.proc.returncode

    async def stop(self):
        if self.proc is None or self.proc.returncode is not None:
            return self.proc.returncode if self.proc else None
        self.proc.send_signal(signal.SIGTERM)
        code = await asyncio.wait_for(self.proc.wait(), 60)
        await self._drain
        return code


class ClusterCase(AsyncCase):
    """What a test of server processes on one PostgreSQL and one Redis
    needs (the services, the processes, rooms spread over them, random
    play, the checks against offline play); no test of its own, so that
    test_server_failures.py shares it."""

    @classmethod
    def setUpClass(cls):
        cls.services = Services().start()

    @classmethod
    def tearDownClass(cls):
        cls.services.stop()

    async def asyncSetUp(self):
        from libuno.server.storage_pg import PostgresStorage, migrate
        self.url = self.services.new_database()
        await migrate(self.url)
        self.storage = PostgresStorage(self.url)
        self.processes = []
        self.acked = {}
        self.accepted = 0
        self.progress = asyncio.Event()

    async def asyncTearDown(self):
        for p in self.processes:
            if p.proc is not None and p.proc.returncode is None:
                await p.kill()
        await self.storage.close()

    async def start_processes(self, n):
        self.processes = list(await asyncio.gather(
            *(ServerProcess(self.url, self.services.redis_url).start() for _ in range(n))))
        return self.processes

    async def connect(self, process, name=None):
        from libuno.client import Client
        c = await Client.connect(process.url, name=name)
        self.addAsyncCleanup(c.close)
        return c

    async def open_rooms(self, rooms, processes, spectators=True):
        """Each room made on one process, its players joining round-robin
        over all of them, a spectator on yet another."""
        out, turn = [], 0
        for variant, bots, options in rooms:
            host = await self.connect(processes[turn % len(processes)], "host")
            turn += 1
            code = await host.create(variant, len(bots), bots=bots, options=options)
            seated = [host]
            for s, bot in enumerate(bots):
                if bot is None and s != host.seat:
                    c = await self.connect(processes[turn % len(processes)])
                    turn += 1
                    await c.join(code, seat=s)
                    seated.append(c)
            watcher = None
            if spectators:
                watcher = await self.connect(processes[turn % len(processes)])
                turn += 1
                await watcher.join(code, spectator=True)
            await host.start()
            out.append((code, seated, watcher))
        return out

    async def play(self, client, rng, back=None):
        """Random moves to the end of the match; ``back(client)`` after a
        lost connection."""
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
                if back is None:
                    raise
                await back(client)

    async def finish(self, rooms):
        """Waits for every spectator to hear the end too."""
        for _code, seated, watcher in rooms:
            top = max(c.version for c in seated)
            for c in seated + ([watcher] if watcher else []):
                await c.wait_for(lambda x: x.version >= top and x.status == "match_over",
                                 30.0)

    async def check_rooms(self, rooms):
        """Every room: over, its log whole, its save the offline replay's,
        every client's last view and version the replay's, every acked
        move in the log at its version."""
        from libuno.server import tell
        from libuno.server.room import replay
        for code, seated, watcher in rooms:
            stored = await self.storage.fetch(code, log=True)
            self.assertEqual(stored.status, "match_over", code)
            self.assertEqual([r.version for r in stored.log], list(range(stored.version)))
            for version, seat, move in self.acked.get(code, []):
                r = stored.log[version]
                self.assertEqual((r.kind, r.seat), ("move", seat), (code, version))
                self.assertTrue(r.move == move or r.move.upper() == move.upper(),
                                (r.move, move))
            game = replay(stored.metadata, stored.log)
            self.assertEqual(game.save(), stored.state, "%s: save and log differ" % code)
            for c in seated + ([watcher] if watcher else []):
                self.assertEqual(c.version, stored.version, code)
                seat = c.seat if c.role == "player" else None
                self.assertEqual(c.view, json.loads(json.dumps(tell.view(game, seat))),
                                 "%s: seat %s's last view" % (code, seat))
            game.close()

    async def stop_all(self):
        for p in self.processes:
            self.assertEqual(await p.stop(), 0, "".join(p.log[-10:]))
            self.assertEqual(p.errors(), [])
            self.assertIn('"event":"stopped"', p.log[-1])


@needs_aiohttp
@needs_services
class TestCluster(ClusterCase):

    async def random_games(self, n, seed, share):
        self.assertEqual(sorted(r[0] for r in ROOMS), sorted(libuno.variants()),
                         "a room for every built-in variant")
        processes = await self.start_processes(n)
        rooms = await self.open_rooms(ROOMS if EVERY_VARIANT_TWICE else ROOMS[share::2],
                                      processes)
        players = [c for _code, seated, _w in rooms for c in seated]
        await asyncio.wait_for(asyncio.gather(
            *(self.play(c, random.Random(seed + i)) for i, c in enumerate(players))),
            PLAY_TIMEOUT)
        await self.finish(rooms)
        await self.check_rooms(rooms)
        for c in players:
            await c.close()
        await self.stop_all()

    async def test_two_processes_every_variant(self):
        await self.random_games(2, seed=4300, share=0)

    async def test_three_processes_every_variant(self):
        await self.random_games(3, seed=4400, share=1)

    async def test_sigkill_mid_game_clients_move_on(self):
        """A process dies with SIGKILL mid-game; its clients reconnect (with
        their credentials) to the other and the games end as the log says."""
        import aiohttp
        processes = await self.start_processes(2)
        rooms = await self.open_rooms(ROOMS[:4], processes)
        players = [c for _code, seated, _w in rooms for c in seated]
        watchers = [w for _c, _s, w in rooms]
        survivor = processes[1]
        killed = asyncio.Event()

        async def back(client):
            await killed.wait()
            while True:
                try:
                    await client.reconnect(survivor.url)
                    return
                except (ConnectionError, OSError, asyncio.TimeoutError, aiohttp.ClientError):
                    await asyncio.sleep(0.1)

        async def killer():
            while self.accepted < 30:
                self.progress.clear()
                await self.progress.wait()
            await asyncio.sleep(random.Random(7).random() * 0.02)
            self.assertEqual(await processes[0].kill(), -signal.SIGKILL)
            killed.set()

        killing = asyncio.ensure_future(killer())
        await asyncio.wait_for(asyncio.gather(
            *(self.play(c, random.Random(4500 + i), back) for i, c in enumerate(players))),
            PLAY_TIMEOUT)
        await killing
        for w in watchers:
            # A spectator of the dead process comes back to the survivor.
            if w.closed.is_set():
                await back(w)
        self.assertTrue(killed.is_set(), "the games ended before the kill")
        await self.finish(rooms)
        await self.check_rooms(rooms)
        self.processes = [survivor]
        for c in players:
            await c.close()
        await self.stop_all()

    async def test_same_move_on_two_processes_at_once(self):
        """One seat's credential on two processes; the same move for the
        same version sent to both at once: exactly one update accepts it,
        the other is refused (stale_version, or not legal any more), and
        both connections end at the same version."""
        from libuno.client import ServerError
        processes = await self.start_processes(2)
        a = await self.connect(processes[0], "a")
        code = await a.create("classic", 2, bots=[None, "easy"], options={"target_score": 1})
        await a.start()
        b = await self.connect(processes[1])
        await b.join(code, credential=a.credential)
        applied = refused = 0
        for _ in range(30):
            await until(lambda: b.version == a.version and (
                a.status != "playing" or (b.my_turn and a.my_turn)))
            if a.status != "playing":
                break
            version = a.version
            move = random.Random(version).choice(a.legal)
            results = await asyncio.gather(a.apply(move, version=version),
                                           b.apply(move, version=version),
                                           return_exceptions=True)
            ok = [r for r in results if not isinstance(r, BaseException)]
            errors = [r for r in results if isinstance(r, BaseException)]
            if not ok and all(isinstance(e, ServerError) and e.code == "stale_version"
                              for e in errors):
                # The bot moved first, out of turn (a catch of the UNO
                # seat 0 did not call): both are stale, and the log's
                # entry for this version is the bot's, not ours.
                stored = await self.storage.fetch(code, log=True)
                self.assertNotEqual(stored.log[version].seat, a.seat, results)
                continue
            self.assertEqual(len(ok), 1, results)
            self.assertIsInstance(errors[0], ServerError, errors)
            self.assertIn(errors[0].code, ("stale_version", "not_your_turn", "illegal_move"))
            applied += 1
            refused += 1
            stored = await self.storage.fetch(code, log=True)
            self.assertEqual(sum(1 for r in stored.log if r.version == version), 1)
            self.assertEqual(stored.log[version].move.upper(), move.upper())
        self.assertGreaterEqual(applied, 5)
        await self.stop_all()

    async def test_a_player_on_another_process_is_not_away(self):
        """A seat whose player is on another process is not played by the
        autopilot when its grace period runs out in this one; once that
        process dies (SIGKILL), the seat is (its mark in Redis expires)."""
        processes = await self.start_processes(2)
        a = await self.connect(processes[0], "a")
        code = await a.create("classic", 2, grace=1)
        b = await self.connect(processes[1], "b")
        await b.join(code, seat=1)
        await a.start()
        await asyncio.sleep(5)      # grace periods of seat 0 end in process 1
        self.assertEqual([s["autopilot"] for s in b.room_info["seats"]], [False, False],
                         b.room_info)
        await processes[0].kill()
        await b.wait_for(lambda x: x.room_info["seats"][0]["autopilot"], 40.0)
        self.processes = processes[1:]
        await b.close()
        await self.stop_all()

    # The leak check over the cluster: test_server_leaks' checker on the
    # frames the clients received (from whatever process).
    expected = leaks.TestLeaks.expected
    check = leaks.TestLeaks.check

    async def test_no_frame_leaks_over_the_cluster(self):
        from libuno.client import ServerError
        processes = await self.start_processes(2)
        for i, (variant, players, bots, options) in enumerate(leaks.GAMES):
            with self.subTest(variant=variant):
                rng = random.Random(4600 + i)
                seat_bots = [("easy" if s in bots else None) for s in range(players)]
                host = await self.connect(processes[i % 2], "host")
                code = await host.create(variant, players, bots=seat_bots, options=options)
                clients = [host]
                for s in range(players):
                    if seat_bots[s] is None and s != host.seat:
                        c = await self.connect(processes[(i + s) % 2])
                        await c.join(code, seat=s)
                        clients.append(c)
                watcher = await self.connect(processes[(i + 1) % 2])
                await watcher.join(code, spectator=True)
                marks = {id(c): c.received for c in clients + [watcher]}
                await host.start()
                moved = 0
                while moved < 60 and host.status == "playing":
                    seen = host.received
                    acted = False
                    for c in rng.sample(clients, len(clients)):
                        move = random_move(rng, c, others=0.15)
                        if move is None:
                            continue
                        acted = True
                        try:
                            await c.apply(move)
                            moved += 1
                        except ServerError as e:
                            self.assertIn(e.code, ("stale_version", "illegal_move",
                                                   "not_your_turn"))
                        break
                    if not acted:
                        await leaks.await_change(clients, seen)
                await asyncio.sleep(0.3)        # a bot's move under way
                stored = await self.storage.fetch(code, log=True)
                for c in clients + [watcher]:
                    await c.wait_for(lambda x: x.version >= stored.version, 30.0)
                stored = await self.storage.fetch(code, log=True)
                frames = []
                for number, c in enumerate(clients + [watcher]):
                    role = "player" if c is not watcher else "spectator"
                    got = list(c._frames)
                    for f in got[len(got) - (c.received - marks[id(c)]):]:
                        if f.get("type") in ("state", "update") and \
                                f["version"] > stored.version:
                            continue        # a move after the read: not replayed
                        frames.append((number, c.seat if role == "player" else None,
                                       role, code, json.dumps(f)))
                credentials = {c.credential for c in clients}
                expected, final = self.expected(stored, seed=i)
                self.assertEqual(final.save(), stored.state)
                self.check(variant, stored, frames, credentials, expected, final)
                final.close()
                for c in clients + [watcher]:
                    await c.close()
        await self.stop_all()


if __name__ == "__main__":
    unittest.main()
