"""uno-server's cluster when Redis or PostgreSQL goes down: what
doc/deploy.md ("What happens when something fails") promises, on the real
PostgreSQL and Redis of services.py and real server processes (the
cluster test's ClusterCase). The room's four players are spread over two
processes (seats 0 and 2 on one, 1 and 3 on the other) with a spectator
on each.

- Redis killed (SIGKILL) mid-game: moves go on being accepted, each told
  to every connection, on both processes: the process that did not take
  a move reads it from PostgreSQL (it reads the rooms it holds while it
  has no Redis), so the turn passes from one process to the other. Redis
  started again on its port: both processes subscribe again, the game is
  played to its end with every seat moving at once (which needs the
  fan-out back), every connection ends at the view of the offline replay
  of the log, and the stored save is the replay's.
- PostgreSQL stopped mid-game (a fast shutdown, as ``pg_ctl stop -m
  fast``): a move is refused with ``storage_error`` and nobody hears of
  it; ``/healthz`` answers 503 on both processes; neither exits.
  PostgreSQL started again: ``/healthz`` answers 200, the same move for
  the same version is accepted, the game is played to its end, the save
  is the replay's and every move a client saw acknowledged is in the log
  at its version; the processes stop cleanly, having logged no error but
  the refused write.
- One process whose storage refuses a bot's moves: the bot tries again,
  and moves once storage takes writes again.

The moves before and during an outage are made one at a time, each by
the seat to decide once its client knows it is its turn; every wait is
for a condition, with a deadline.
"""
import asyncio
import json
import random
import unittest

from server_support import ServerCase, needs_aiohttp, random_move
from services import needs_services
from test_server_cluster import PLAY_TIMEOUT, ClusterCase, until

ROOM = ("classic", [None, None, None, None], {"target_score": 1})
# A move heard from storage while Redis is down: within 2 s on an idle
# machine (fanout.POLL_EVERY); a service back and answering.
CATCH_UP_TIMEOUT = 60.0
BACK_TIMEOUT = 60.0


async def health(http, process):
    """``/healthz`` of a process: its status and body."""
    async with http.get(process.url.rstrip("/") + "/healthz") as r:
        return r.status, await r.json()


async def eventually(condition, timeout):
    """Waits for an asynchronous condition (polled), with a deadline."""
    end = asyncio.get_running_loop().time() + timeout
    while not await condition():
        if asyncio.get_running_loop().time() > end:
            raise asyncio.TimeoutError("the condition did not come true")
        await asyncio.sleep(0.05)


@needs_aiohttp
@needs_services
class TestFailures(ClusterCase):

    async def asyncSetUp(self):
        await super().asyncSetUp()
        self.addCleanup(self.services_back)

    def services_back(self):
        """After a test that failed with a service down: up again for the
        next test."""
        if self.services.pg.poll() is not None:
            self.services.start_postgres()
        if self.services.redis.poll() is not None:
            self.services.start_redis()

    async def room(self, processes):
        """The room: its code, its four players (seats 0 and 2 on the
        first process, 1 and 3 on the second), a spectator on each."""
        [(code, seated, watcher)] = await self.open_rooms([ROOM], processes)
        other = await self.connect(processes[1])
        await other.join(code, spectator=True)
        self.assertEqual(sorted(c.seat for c in seated), [0, 1, 2, 3])
        watchers = [watcher, other]
        self.assertEqual(sorted(self.process_of(c) for c in seated + watchers),
                         [0, 0, 0, 1, 1, 1])
        return code, seated, watchers

    def process_of(self, client):
        """The index of the process a client is connected to."""
        here = client.url.split("//", 1)[1]
        return next(i for i, p in enumerate(self.processes)
                    if here.startswith(p.url.split("//", 1)[1].rstrip("/") + "/"))

    async def step(self, code, clients, rng):
        """One move of the seat to decide, made once its client knows it
        is its turn (at the newest version of every client's); returns
        that client. The move is acknowledged, and recorded as such."""
        players = [c for c in clients if c.role == "player"]
        top = max(c.version for c in clients)

        def ready():
            return [c for c in players if c.version >= top and
                    (c.my_turn or c.status != "playing")]
        await until(lambda: ready(), CATCH_UP_TIMEOUT)
        mover = ready()[0]
        self.assertEqual(mover.status, "playing", "the game ended before the test did")
        version = mover.version
        move = random_move(rng, mover, others=0)
        update = await mover.apply(move)
        self.assertEqual(update["version"], version + 1)
        self.acked.setdefault(code, []).append((version, mover.seat, move))
        return mover

    async def play_to_the_end(self, code, seated, watchers, seed):
        """Every seat moving at once, at random, to the end of the match;
        then the checks against the offline replay of the log."""
        await asyncio.wait_for(asyncio.gather(
            *(self.play(c, random.Random(seed + i)) for i, c in enumerate(seated))),
            PLAY_TIMEOUT)
        rooms = [(code, seated + watchers, None)]
        await self.finish(rooms)
        await self.check_rooms(rooms)
        for c in seated + watchers:
            await c.close()

    async def game_under_way(self, rng):
        """Two processes and a room spread over them, six moves in."""
        processes = await self.start_processes(2)
        code, seated, watchers = await self.room(processes)
        clients = seated + watchers
        for _ in range(6):
            await self.step(code, clients, rng)
        return processes, code, seated, watchers, clients

    async def test_redis_down_mid_game(self):
        import redis.asyncio as aioredis
        rng = random.Random(4300)
        processes, code, seated, watchers, clients = await self.game_under_way(rng)

        await asyncio.to_thread(self.services.kill_redis)
        movers, moved = set(), 0
        while moved < 12 and (moved < 4 or len(movers) < 2):
            mover = await self.step(code, clients, rng)
            movers.add(self.process_of(mover))
            moved += 1
            top = mover.version
            # Told to every connection, on the mover's process at once, on
            # the other from storage (no Redis to hear it from).
            await until(lambda: all(c.version >= top for c in clients), CATCH_UP_TIMEOUT)
        self.assertEqual(movers, {0, 1}, "the turn did not pass between the processes")
        self.assertEqual([p.proc.returncode for p in processes], [None, None])

        await asyncio.to_thread(self.services.start_redis)
        redis = aioredis.from_url(self.services.redis_url)
        try:
            async def subscribed():
                [(_channel, count)] = await redis.pubsub_numsub("uno:room:" + code)
                return count == 2
            # Both processes back on the room's channel.
            await eventually(subscribed, BACK_TIMEOUT)
        finally:
            await redis.close()
        await self.play_to_the_end(code, seated, watchers, seed=4310)
        await self.stop_all()

    async def test_postgres_down_mid_game(self):
        import aiohttp
        from libuno.client import ServerError
        rng = random.Random(4400)
        processes, code, seated, watchers, clients = await self.game_under_way(rng)
        top = max(c.version for c in clients)
        await until(lambda: all(c.version == top for c in clients), CATCH_UP_TIMEOUT)

        await asyncio.to_thread(self.services.stop_postgres, "fast")
        mover = next(c for c in seated if c.my_turn)
        move = random_move(rng, mover, others=0)
        with self.assertRaises(ServerError) as refused:
            await mover.apply(move)
        self.assertEqual(refused.exception.code, "storage_error", refused.exception.frame)
        # Not applied, so told to nobody.
        self.assertEqual([c.version for c in clients], [top] * len(clients))
        self.assertTrue(mover.my_turn)
        async with aiohttp.ClientSession() as http:
            for p in processes:
                status, body = await health(http, p)
                self.assertEqual((status, body["status"], body["storage"]),
                                 (503, "failing", "failing"), body)
            self.assertEqual([p.proc.returncode for p in processes], [None, None])

            await asyncio.to_thread(self.services.start_postgres)
            for p in processes:
                async def ok(p=p):
                    return (await health(http, p))[0] == 200
                await eventually(ok, BACK_TIMEOUT)
        update = await mover.apply(move, version=top)
        self.assertEqual(update["version"], top + 1)
        self.acked[code].append((top, mover.seat, move))
        await self.play_to_the_end(code, seated, watchers, seed=4410)

        for i, p in enumerate(processes):
            self.assertEqual(await p.stop(), 0, "".join(p.log[-10:]))
            self.assertIn('"event":"stopped"', p.log[-1])
            events = {json.loads(line)["event"] for line in p.errors()}
            self.assertLessEqual(events, {"storage_failed"}, p.errors())
            if i == self.process_of(mover):
                self.assertEqual(events, {"storage_failed"}, "the refused write not logged")


@needs_aiohttp
class TestBotAfterStorageFailure(ServerCase):
    """One process (SQLite storage, made to refuse the bot's writes): a
    bot whose move storage refused tries again, so that a game waiting
    for a bot goes on once storage is back (the PostgreSQL row of
    deploy.md's table: play resumes), instead of waiting for a player's
    move that cannot come."""

    async def test_bot_moves_once_storage_is_back(self):
        from libuno.server.storage import StorageError
        storage = self.server.storage
        real = storage.append
        refused = []
        down = [True]

        async def append(code, version, records, state, **fields):
            if down[0] and records[0].actor == "bot":
                refused.append(version)
                raise StorageError("refused by the test")
            return await real(code, version, records, state, **fields)
        storage.append = append
        a = await self.player("A")
        code = await a.create("classic", 2, bots=[None, "easy"], options={"target_score": 1})
        await a.start()
        end = asyncio.get_running_loop().time() + CATCH_UP_TIMEOUT
        while not refused:
            self.assertLess(asyncio.get_running_loop().time(), end, "the bot never moved")
            self.assertEqual(a.status, "playing")
            seen = a.received
            if a.my_turn:
                await a.apply(a.legal[0])
            else:
                try:
                    await a.next_frame(seen, timeout=1.0)
                except asyncio.TimeoutError:
                    pass        # the bot's move refused: no frame comes
        await until(lambda: len(refused) >= 2, CATCH_UP_TIMEOUT)      # it tried again
        version = refused[0]
        self.assertEqual(set(refused), {version}, "the same state each time")
        self.assertEqual(a.version, version, "a refused move is told to nobody")
        down[0] = False
        await a.wait_for(lambda c: c.version > version, CATCH_UP_TIMEOUT)
        stored = await storage.fetch(code, log=True)
        self.assertEqual((stored.log[version].seat, stored.log[version].actor), (1, "bot"))


if __name__ == "__main__":
    unittest.main()
