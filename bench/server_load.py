#!/usr/bin/env python3
"""uno-server under load: N rooms of four WebSocket players on loopback.

    PYTHONPATH=build/python /usr/bin/python3 bench/server_load.py --rooms 500

starts ``python3 -m libuno.server`` (SQLite on a temporary file, ``--sync
full`` unless told otherwise) and, in ``--client-procs`` processes of
their own, ``--rooms`` rooms of four players each (4-player Classic, the
options as they are; 2,000 connections for 500 rooms). Every player moves
when the library says it may: when an update says its seat decides, it
sends one of the legal moves the update lists (a play two times in three
when it has one), for the update's version. A round over, the host deals
the next; a match over, it asks for a rematch. Nobody moves out of turn,
so no move is refused for its version.

It reports, over ``--seconds`` after ``--warmup`` seconds of play:

- accepted moves/s: updates that acknowledged a player's move;
- latency p50/p99/max: from a move sent to the update acknowledging it
  received, on the mover's connection (the same update goes to the
  room's other connections at the same time); the server stores the
  move durably in between;
- the server's CPU use and its storage commits (/metrics): writes per
  commit is what group commit buys.

Players think before they move (``--think``, 0.4 s on average): a room
then offers at most 1 / (think + latency) moves a second, 500 rooms about
1,200, and the latency is the server's and not a queue's. (At 0.5 s,
500 rooms offer just under 1,000 moves a second, whatever the server:
the rounds' ends and the latency come on top of the thinking.) With ``--think 0`` every room
keeps a move waiting at the server, which shows its most moves/s (the
latency then is rooms / throughput).

The players are ``bench/ws_players`` (``--client c``, bench/ws_players.c:
one C process per ``--client-procs``, epoll and libc, a few per cent of
the CPU the Python players take) when it is built, else Python processes
of aiohttp clients (``--client python``), which cost the machine about as
much CPU per move as the server does.

Not a timed test: it takes the machine for a minute. bench/README.md
("uno-server under load") has the figures of a run and the target
(issue 42: 500 rooms, >= 1,000 moves/s, p99 <= 100 ms on two cores).
"""
import argparse
import asyncio
import json
import multiprocessing
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request


#: --full-parse: every frame parsed, as a real client would.
FULL_PARSE = False


def percentile(values, q):
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


class Player:
    """One connection: a seat of a room, moving when its update says so."""

    def __init__(self, room, ws, rng):
        self.room, self.ws, self.rng = room, ws, rng
        self.seat = None
        self.host = False
        self.ids = 0
        self.sent = {}

    async def send(self, frame):
        self.ids += 1
        frame["id"] = self.ids
        try:
            await self.ws.send_str(json.dumps(frame))
        except (ConnectionError, RuntimeError):
            pass    # closed at the end of the run
        return self.ids

    async def move(self, frame, think):
        if think:
            # A player's time to think: without it 500 rooms would each
            # keep a move waiting at the server all the time, and the
            # latency would be the queue's (rooms / throughput).
            await asyncio.sleep(self.rng.uniform(0.5, 1.5) * think)
        legal = frame["legal"]
        plays = [m for m in legal if m != "draw" and m != "pass" and
                 not m.startswith(("uno", "catch"))]
        if plays and self.rng.random() < 2 / 3:
            move = self.rng.choice(plays)
        else:
            move = self.rng.choice(legal)
        request = await self.send({"type": "move", "move": move, "version": frame["version"]})
        self.sent[request] = time.perf_counter()

    async def run(self, stats, window, think):
        import aiohttp
        mine = '"current":%d,' % self.seat
        async for msg in self.ws:
            if msg.type != aiohttp.WSMsgType.TEXT:
                break
            text = msg.data
            if not FULL_PARSE and text.startswith('{"type":"update"'):
                # A load generator reads only what it needs: most updates
                # are another seat's turn, and are not parsed (the server
                # writes compact JSON, so the keys are found as text).
                at = time.perf_counter()
                k = text.rfind('"ack":')
                if k >= 0:
                    ack = _int_at(text, k + 6)
                    if ack in self.sent:
                        sent = self.sent.pop(ack)
                        if window[0] <= at <= window[1]:
                            stats["accepted"] += 1
                            stats["latency"].append(at - sent)
                playing = '"status":"playing"' in text
                if playing and mine not in text:
                    continue
                if not playing and not self.host:
                    continue
            frame = json.loads(text)
            kind = frame["type"]
            if kind == "update":
                if FULL_PARSE:
                    ack = frame.get("ack")
                    if ack in self.sent:
                        at = time.perf_counter()
                        sent = self.sent.pop(ack)
                        if window[0] <= at <= window[1]:
                            stats["accepted"] += 1
                            stats["latency"].append(at - sent)
                status = frame["status"]
                if status == "playing":
                    if frame["view"]["current"] == self.seat and frame["legal"]:
                        await self.move(frame, think)
                elif self.host and status == "round_over":
                    await self.send({"type": "next_round", "version": frame["version"]})
                elif self.host and status == "match_over":
                    await self.send({"type": "rematch", "version": frame["version"]})
            elif kind == "error":
                stats["errors"][frame["code"]] = stats["errors"].get(frame["code"], 0) + 1
                if frame["code"] == "stale_version" and frame.get("id") in self.sent:
                    del self.sent[frame["id"]]


def _int_at(text, i):
    j = i
    while j < len(text) and text[j].isdigit():
        j += 1
    return int(text[i:j]) if j > i else None


async def expect(ws, kind):
    while True:
        frame = json.loads((await ws.receive()).data)
        if frame["type"] == kind:
            return frame
        if frame["type"] == "error":
            raise RuntimeError("setting up: %s" % frame)


async def client_main(url, rooms, seed, seconds, warmup, think, pipe):
    import aiohttp
    rng = random.Random(seed)
    stats = {"accepted": 0, "latency": [], "errors": {}}
    window = [float("inf"), float("inf")]
    session = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0))
    tables = []
    gate = asyncio.Semaphore(32)

    # Several URLs (bench/server_cluster.py: one per server process): the
    # connections go round them, so a room's players are on all of them.
    urls = url if isinstance(url, list) else [url]
    turn = [0]

    async def connect():
        async with gate:
            turn[0] += 1
            ws = await session.ws_connect(urls[turn[0] % len(urls)], max_msg_size=0,
                                          heartbeat=None)
            await ws.send_str(json.dumps({"type": "hello", "protocol": 1}))
            await expect(ws, "welcome")
            return ws

    async def make_room(i):
        host = Player(i, await connect(), random.Random(rng.random()))
        await host.ws.send_str(json.dumps({"type": "create", "variant": "classic",
                                           "players": 4, "bot_delay": 0}))
        code = (await expect(host.ws, "joined"))["room"]
        host.seat, host.host = 0, True
        players = [host]
        for s in (1, 2, 3):
            p = Player(i, await connect(), random.Random(rng.random()))
            await p.ws.send_str(json.dumps({"type": "join", "room": code, "seat": s}))
            p.seat = (await expect(p.ws, "joined"))["seat"]
            players.append(p)
        for p in players:
            await expect(p.ws, "state")
        tables.append(players)

    await asyncio.gather(*(make_room(i) for i in range(rooms)))
    pipe.send("ready")
    start_at = pipe.recv()
    tasks = [asyncio.ensure_future(p.run(stats, window, think)) for t in tables for p in t]
    await asyncio.sleep(max(0.0, start_at - time.time()))
    now = time.perf_counter()
    window[0], window[1] = now + warmup, now + warmup + seconds
    for t in tables:
        await t[0].send({"type": "start"})
    await asyncio.sleep(warmup)
    cpu0 = time.process_time()
    await asyncio.sleep(seconds)
    stats["cpu_window"] = time.process_time() - cpu0
    await asyncio.sleep(0.2)
    for t in tables:
        for p in t:
            await p.ws.close()
    await asyncio.wait(tasks, timeout=10)
    await session.close()
    stats["cpu"] = time.process_time()
    pipe.send(stats)


def client_process(url, rooms, seed, seconds, warmup, think, pipe, full_parse=False):
    global FULL_PARSE
    FULL_PARSE = full_parse
    asyncio.run(client_main(url, rooms, seed, seconds, warmup, think, pipe))


HERE = os.path.dirname(os.path.abspath(__file__))


def find_ws_players(path=None):
    """The C players' program: PATH, else $UNO_BUILD_DIR/bench/ws_players,
    else build/bench/ws_players (of the source tree, or of the current
    directory); None when there is none."""
    if path:
        return path if os.access(path, os.X_OK) else None
    places = []
    if os.environ.get("UNO_BUILD_DIR"):
        places.append(os.path.join(os.environ["UNO_BUILD_DIR"], "bench"))
    places += [os.path.join(HERE, "..", "build", "bench"), os.path.join("build", "bench")]
    for place in places:
        exe = os.path.join(place, "ws_players")
        if os.path.isfile(exe) and os.access(exe, os.X_OK):
            return os.path.abspath(exe)
    return None


def add_client_arguments(p):
    p.add_argument("--client", choices=["c", "python"],
                   help="the players: bench/ws_players (c, the default when it is "
                   "built) or aiohttp clients (python)")
    p.add_argument("--ws-players", metavar="PATH",
                   help="the ws_players program (default: $UNO_BUILD_DIR/bench, "
                   "then build/bench)")


def choose_client(args, full_parse=False):
    """Sets args.client and args.ws_players, or exits saying why not."""
    exe = find_ws_players(args.ws_players)
    if args.client is None:
        args.client = "c" if exe and not full_parse else "python"
    if args.client == "c":
        if full_parse:
            raise SystemExit("--full-parse is the Python players' (--client python)")
        if exe is None:
            raise SystemExit("no ws_players program (%s): build it (ninja -C build) or "
                             "give --ws-players PATH" % (args.ws_players or "looked in "
                             "$UNO_BUILD_DIR/bench and build/bench"))
    args.ws_players = exe


class PythonClients:
    """client_process in a process of its own, driven through its pipe."""

    def __init__(self, url, rooms, seed, seconds, warmup, think, full_parse=False):
        self.pipe, theirs = multiprocessing.Pipe()
        self.child = multiprocessing.Process(target=client_process, args=(
            url, rooms, seed, seconds, warmup, think, theirs, full_parse))
        self.child.start()

    def recv(self):
        try:
            return self.pipe.recv()
        except EOFError:
            return None

    def send(self, start_at):
        self.pipe.send(start_at)

    def join(self):
        self.child.join()

    def kill(self):
        if self.child.is_alive():
            self.child.terminate()
        self.child.join()


class CClients:
    """bench/ws_players: the same players, in C. It says "ready" on its
    stdout, is told "start EPOCH WARMUP SECONDS THINK" on its stdin, and
    answers with the figures as one line of JSON (client_main's stats)."""

    def __init__(self, exe, url, rooms, seed, seconds, warmup, think):
        urls = url if isinstance(url, list) else [url]
        self.timing = (warmup, seconds, think)
        self.proc = subprocess.Popen([exe, ",".join(urls), str(rooms), str(seed)],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     universal_newlines=True)

    def recv(self):
        line = self.proc.stdout.readline()
        if not line:
            return None
        line = line.strip()
        return line if line == "ready" else json.loads(line)

    def send(self, start_at):
        self.proc.stdin.write("start %r %r %r %r\n" % ((start_at,) + self.timing))
        self.proc.stdin.flush()

    def join(self):
        if self.proc.wait() != 0:
            raise SystemExit("ws_players failed (exit status %d)" % self.proc.returncode)

    def kill(self):
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()


def start_clients(clients, url, args, full_parse=False):
    """Appends to clients args.client_procs processes of players for
    args.rooms rooms, on url (or a list of them: the connections go round).
    Each has recv() (the string "ready", then its stats; None if it
    failed), send(start_at), join() and kill()."""
    procs = max(1, min(args.client_procs, args.rooms))
    for i in range(procs):
        share = args.rooms // procs + (1 if i < args.rooms % procs else 0)
        seed = args.seed * 1000 + i
        if args.client == "c":
            clients.append(CClients(args.ws_players, url, share, seed, args.seconds,
                                    args.warmup, args.think))
        else:
            clients.append(PythonClients(url, share, seed, args.seconds, args.warmup,
                                         args.think, full_parse))


def stop_clients(clients):
    for c in clients:
        c.kill()


def cpu_seconds(pid):
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def metrics(base):
    text = urllib.request.urlopen(base + "/metrics", timeout=30).read().decode()
    out = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            name, value = line.rsplit(" ", 1)
            out[name] = float(value)
    return out


def server_env(path):
    env = dict(os.environ)
    if path:
        env["PYTHONPATH"] = os.pathsep.join(
            [os.path.abspath(path)] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
    return env


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--rooms", type=int, default=500)
    p.add_argument("--seconds", type=float, default=20.0)
    p.add_argument("--warmup", type=float, default=5.0)
    p.add_argument("--client-procs", type=int, default=2)
    p.add_argument("--think", type=float, default=0.4,
                   help="a player's mean time to think before a move, in seconds "
                   "(0: at once, the server's most moves/s)")
    p.add_argument("--sync", choices=["full", "normal"], default="full")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--database", help="the SQLite file (default: a temporary one)")
    p.add_argument("--full-parse", action="store_true",
                   help="the players parse every frame (by default they read only "
                   "the updates that ask something of them)")
    p.add_argument("--server-path", metavar="DIR",
                   help="run the server with DIR first on its PYTHONPATH (another "
                   "copy of the package, to compare)")
    p.add_argument("--profile", metavar="FILE",
                   help="run the server under cProfile, its statistics written to FILE")
    add_client_arguments(p)
    args = p.parse_args()
    choose_client(args, args.full_parse)

    tmp = tempfile.mkdtemp(prefix="uno-load-")
    clients = []
    database = args.database or os.path.join(tmp, "rooms.sqlite3")
    server = subprocess.Popen(
        [sys.executable] + (["-m", "cProfile", "-o", args.profile] if args.profile else [])
        + ["-m", "libuno.server", "--port", "0", "--database", database,
         "--sync", args.sync, "--log-level", "warning", "--rate", "1000", "--burst", "1000",
         "--max-connections", "100000", "--max-connections-per-address", "0",
         "--max-rooms", str(args.rooms + 100), "--max-rooms-per-address", "0",
         "--bot-delay", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=server_env(args.server_path),
        universal_newlines=True)
    try:
        line = server.stdout.readline()
        if "open " not in line:
            raise SystemExit("uno-server did not start: %s%s" % (line, server.stderr.read()))
        base = line.split("open ", 1)[1].split("/ ", 1)[0]
        url = base.replace("http://", "ws://") + "/ws"
        start_clients(clients, url, args, args.full_parse)
        t = time.time()
        for c in clients:
            if c.recv() != "ready":
                raise SystemExit("a client process failed to set up")
        setup = time.time() - t
        start_at = time.time() + 0.5
        for c in clients:
            c.send(start_at)
        time.sleep(max(0.0, start_at - time.time()) + args.warmup)
        cpu0, m0, t0 = cpu_seconds(server.pid), metrics(base), time.time()
        time.sleep(args.seconds)
        cpu1, m1, t1 = cpu_seconds(server.pid), metrics(base), time.time()
        results = [c.recv() for c in clients]
        if None in results:
            raise SystemExit("a client process failed")
        for c in clients:
            c.join()
    finally:
        stop_clients(clients)
        server.terminate()
        server.wait(60)
        shutil.rmtree(tmp, ignore_errors=True)

    accepted = sum(r["accepted"] for r in results)
    latency = [x for r in results for x in r["latency"]]
    errors = {}
    for r in results:
        for k, v in r["errors"].items():
            errors[k] = errors.get(k, 0) + v
    commits = m1.get("uno_storage_commits_total", 0) - m0.get("uno_storage_commits_total", 0)
    writes = m1.get("uno_storage_writes_total", 0) - m0.get("uno_storage_writes_total", 0)
    rate = accepted / args.seconds
    p50, p99 = percentile(latency, 0.5) * 1000, percentile(latency, 0.99) * 1000
    print("client %s" % ("c (%s)" % args.ws_players if args.client == "c" else "python"))
    print("rooms %d" % args.rooms)
    print("connections %d" % (4 * args.rooms))
    print("setup %.1f s" % setup)
    print("accepted %.0f moves/s" % rate)
    print("latency.p50 %.1f ms" % p50)
    print("latency.p99 %.1f ms" % p99)
    print("latency.max %.1f ms" % (max(latency) * 1000 if latency else float("nan")))
    print("server.cpu %.0f %%" % (100 * (cpu1 - cpu0) / (t1 - t0)))
    print("server.cpu_per_move %.2f ms" % (1000 * (cpu1 - cpu0) / max(1, rate * (t1 - t0))))
    print("clients.cpu %.0f s in all" % sum(r["cpu"] for r in results))
    client_cpu = sum(r["cpu_window"] for r in results)
    print("clients.cpu_per_move %.2f ms" % (1000 * client_cpu / max(1, accepted)))
    print("think %.2f s" % args.think)
    print("storage.commits %.0f /s" % (commits / (t1 - t0)))
    print("storage.writes_per_commit %.1f" % (writes / commits if commits else 0))
    print("sync %s" % args.sync)
    print("errors %s" % (json.dumps(errors, sort_keys=True) if errors else "none"))
    met = rate >= 1000 and p99 <= 100
    print("target (>= 1000 moves/s, p99 <= 100 ms at 500 rooms): %s" % (
        ("met" if met else "NOT met") if args.rooms >= 500 else "not measured (fewer rooms)"))


if __name__ == "__main__":
    main()
