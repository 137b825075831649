#!/usr/bin/env python3
"""uno-server over several processes: 1, 2 and 4 processes on one
PostgreSQL and one Redis (doc/deploy.md), the load of server_load.py.

    PYTHONPATH=build/python /usr/bin/python3 bench/server_cluster.py --rooms 100

starts a PostgreSQL and a Redis of its own (python/tests/services.py;
PostgreSQL with fsync on, as in production, unless ``--no-fsync``), then
for each process count: a new database (``uno-server migrate``), that
many ``python3 -m libuno.server --database postgresql://... --redis
redis://...`` processes, and ``--rooms`` rooms of four players whose
connections go round the processes (a room's players are on different
processes, so every move crosses Redis). Players move as in
server_load.py (when their update says they decide, after ``--think``),
bench/ws_players when it is built (``--client c|python`` as there).

It reports, for each count, over ``--seconds`` after ``--warmup``:
accepted moves/s, latency p50/p99 (a move sent to its update received on
the mover's connection), and the CPU of the server processes, of
PostgreSQL (all its backends) and of Redis, so that where the time goes
is a number. bench/README.md ("uno-server over processes") has a run.
Not a timed test.
"""
import argparse
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "python", "tests"))

import server_load  # noqa: E402
from services import Services  # noqa: E402


def tree_cpu(pid):
    """CPU seconds of a process and its children (PostgreSQL's backends)."""
    total = 0.0
    try:
        total += server_load.cpu_seconds(pid)
    except OSError:
        return 0.0
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open("/proc/%s/stat" % entry) as f:
                    fields = f.read().rsplit(")", 1)[1].split()
                if int(fields[1]) == pid:
                    total += tree_cpu(int(entry))
            except (OSError, IndexError):
                pass
    return total


def run(services, processes, args):
    url = services.new_database()
    subprocess.run([sys.executable, "-m", "libuno.server", "migrate", "--database", url],
                   check=True, stdout=subprocess.DEVNULL)
    servers, clients = [], []
    try:
        for _ in range(processes):
            servers.append(subprocess.Popen(
                [sys.executable, "-m", "libuno.server", "--port", "0", "--database", url,
                 "--redis", services.redis_url, "--log-level", "warning",
                 "--rate", "1000", "--burst", "1000", "--max-connections", "100000",
                 "--max-connections-per-address", "0", "--max-rooms", str(args.rooms + 100),
                 "--max-rooms-per-address", "0", "--bot-delay", "0"],
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True))
        bases = []
        for s in servers:
            line = s.stdout.readline()
            if "open " not in line:
                raise SystemExit("uno-server did not start: %s%s" % (line, s.stderr.read()))
            bases.append(line.split("open ", 1)[1].split("/ ", 1)[0])
        urls = [b.replace("http://", "ws://") + "/ws" for b in bases]
        server_load.start_clients(clients, urls, args)
        for c in clients:
            if c.recv() != "ready":
                raise SystemExit("a client process failed to set up")
        start_at = time.time() + 0.5
        for c in clients:
            c.send(start_at)
        time.sleep(max(0.0, start_at - time.time()) + args.warmup)

        def cpu():
            return (sum(server_load.cpu_seconds(s.pid) for s in servers),
                    tree_cpu(services.pg.pid), tree_cpu(services.redis.pid))
        c0, t0 = cpu(), time.time()
        time.sleep(args.seconds)
        c1, t1 = cpu(), time.time()
        results = [c.recv() for c in clients]
        if None in results:
            raise SystemExit("a client process failed")
        for c in clients:
            c.join()
    finally:
        server_load.stop_clients(clients)
        for s in servers:
            s.terminate()
        for s in servers:
            s.wait(60)
    accepted = sum(r["accepted"] for r in results)
    latency = [x for r in results for x in r["latency"]]
    errors = {}
    for r in results:
        for k, v in r["errors"].items():
            errors[k] = errors.get(k, 0) + v
    span = t1 - t0
    return {
        "processes": processes, "rooms": args.rooms,
        "moves_per_s": accepted / args.seconds,
        "p50_ms": server_load.percentile(latency, 0.5) * 1000,
        "p99_ms": server_load.percentile(latency, 0.99) * 1000,
        "servers_cpu_pct": 100 * (c1[0] - c0[0]) / span,
        "postgres_cpu_pct": 100 * (c1[1] - c0[1]) / span,
        "redis_cpu_pct": 100 * (c1[2] - c0[2]) / span,
        "clients_cpu_s": sum(r["cpu"] for r in results),
        "errors": errors,
    }


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--processes", default="1,2,4", help="process counts, comma-separated")
    p.add_argument("--rooms", type=int, default=100)
    p.add_argument("--seconds", type=float, default=15.0)
    p.add_argument("--warmup", type=float, default=5.0)
    p.add_argument("--client-procs", type=int, default=2)
    p.add_argument("--think", type=float, default=0.5)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--no-fsync", action="store_true",
                   help="PostgreSQL with fsync off (not durable against a power cut)")
    server_load.add_client_arguments(p)
    args = p.parse_args()
    server_load.choose_client(args)
    with Services(fsync=not args.no_fsync) as services:
        print("processes  moves/s  p50 ms  p99 ms  servers%  postgres%  redis%  errors")
        for n in [int(x) for x in args.processes.split(",")]:
            r = run(services, n, args)
            print("%9d  %7.0f  %6.1f  %6.1f  %8.0f  %9.0f  %6.0f  %s" % (
                n, r["moves_per_s"], r["p50_ms"], r["p99_ms"], r["servers_cpu_pct"],
                r["postgres_cpu_pct"], r["redis_cpu_pct"],
                json.dumps(r["errors"], sort_keys=True) if r["errors"] else "none"),
                flush=True)


if __name__ == "__main__":
    main()
