"""``uno-server`` (``python3 -m libuno.server``): the command line and the
environment onto :class:`~libuno.server.app.Config`, then run until
SIGTERM or SIGINT, and stop cleanly (doc/server.md)."""
from __future__ import annotations

import argparse
import asyncio
import os
import signal
import sys
from typing import Any, Callable, List, Optional

from .app import Config, Server
from .logs import LEVELS, Log
from .room import BOT_LEVELS
from .storage import StorageError

# option, type, help; each also read from UNO_SERVER_<OPTION> (upper case,
# dashes as underscores) when not given.
_OPTIONS = [
    ("host", str, "address to listen on"),
    ("port", int, "port to listen on (0: any free port; the log says which)"),
    ("database", str, "the SQLite file rooms are kept in (created if missing), "
     "or postgresql://user@host:port/name (its schema made by 'uno-server migrate')"),
    ("redis", str, "redis://host:port/n: several processes share the rooms of one "
     "PostgreSQL database, moves told through Redis (doc/deploy.md)"),
    ("sync", str, "SQLite's synchronous in WAL mode: full (a commit survives a "
     "power cut) or normal (survives a crash of the server, not of the machine)"),
    ("static", str, "directory served at / (default: the checkout's web/, "
     "else /usr/share/libuno/web)"),
    ("public-url", str, "the server's address as players reach it, for invite "
     "links (default: http://HOST:PORT)"),
    ("grace", float, "seconds a player may be away before the autopilot plays "
     "the seat (a room's default)"),
    ("turn-timer", float, "seconds a player has for a decision, then the "
     "autopilot makes it; 0: no timer (a room's default)"),
    ("autopilot", str, "the bot level of the autopilot (a room's default): "
     + ", ".join(BOT_LEVELS)),
    ("bot-delay", float, "seconds a bot waits before it moves (a room's default)"),
    ("max-frame", int, "the largest frame a client may send, in bytes "
     "(larger: the connection is closed, code 1009)"),
    ("rate", float, "messages a second a connection may send"),
    ("burst", int, "messages a connection may send at once, over the rate"),
    ("max-connections", int, "connections the server holds"),
    ("max-connections-per-address", int, "connections from one address (0: any)"),
    ("max-rooms", int, "rooms the server holds in memory"),
    ("max-rooms-per-address", int, "rooms in memory made from one address (0: any)"),
    ("idle-unload", float, "seconds a room nobody is in stays in memory"),
    ("log-level", str, "the least level logged: " + ", ".join(LEVELS)),
    ("loop", str, "the event loop: auto (uvloop when it is installed, else "
     "asyncio's), uvloop or asyncio"),
]

LOOPS = ("auto", "uvloop", "asyncio")


def parser() -> argparse.ArgumentParser:
    defaults = Config()
    p = argparse.ArgumentParser(
        prog="uno-server",
        description="A server-authoritative UNO server on libuno: rooms, seats, "
        "spectators and bots over a WebSocket (doc/protocol.md), every accepted "
        "move stored in SQLite before it is told (doc/server.md).")
    for name, kind, help_ in _OPTIONS:
        attr = name.replace("-", "_")
        env = "UNO_SERVER_" + attr.upper()
        p.add_argument("--" + name, type=kind, default=None, metavar=attr.upper(),
                       help="%s [$%s; default %s]" % (help_, env, getattr(defaults, attr)))
    return p


def config_from(argv: Optional[List[str]] = None, environ=os.environ) -> Config:
    """The Config of a command line, the environment filling what it does
    not give; SystemExit(2) with a message for a bad value."""
    p = parser()
    args = p.parse_args(argv)
    cfg = Config()
    for name, kind, _ in _OPTIONS:
        attr = name.replace("-", "_")
        value = getattr(args, attr)
        if value is None:
            raw = environ.get("UNO_SERVER_" + attr.upper())
            if raw is None or raw == "":
                continue
            try:
                value = kind(raw)
            except ValueError:
                p.error("$UNO_SERVER_%s is not a %s: %r" % (attr.upper(), kind.__name__, raw))
        setattr(cfg, attr, value)
    if cfg.sync not in ("full", "normal"):
        p.error("--sync is full or normal, not %r" % cfg.sync)
    if cfg.autopilot not in BOT_LEVELS:
        p.error("--autopilot is one of %s" % ", ".join(BOT_LEVELS))
    if cfg.loop not in LOOPS:
        p.error("--loop is one of %s" % ", ".join(LOOPS))
    if cfg.loop == "uvloop" and event_loop("uvloop") is None:
        p.error("--loop uvloop: uvloop is not installed (Debian: python3-uvloop)")
    if cfg.log_level not in LEVELS:
        p.error("--log-level is one of %s" % ", ".join(LEVELS))
    if cfg.redis and not cfg.database.startswith(("postgresql://", "postgres://")):
        p.error("--redis shares rooms between processes: it needs a "
                "--database postgresql://... they all use")
    if not 0 <= cfg.port <= 65535:
        p.error("--port is 0 to 65535")
    for attr in ("grace", "turn_timer", "bot_delay", "rate", "idle_unload"):
        if getattr(cfg, attr) < 0:
            p.error("--%s is not negative" % attr.replace("_", "-"))
    if cfg.rate <= 0 or cfg.burst < 1 or cfg.max_frame < 256:
        p.error("--rate is positive, --burst at least 1, --max-frame at least 256")
    return cfg


async def serve(cfg: Config) -> int:
    log = Log(cfg.log_level)
    try:
        server = Server(cfg, log=log)
    except StorageError as e:
        log.error("storage_failed", database=cfg.database, error=str(e))
        return 2
    except RuntimeError as e:
        log.error("library_refused", error=str(e))
        return 2
    try:
        await server.start()
    except OSError as e:
        log.error("listen_failed", host=cfg.host, port=cfg.port, error=str(e))
        await server.storage.close()
        return 2
    except (StorageError, RuntimeError) as e:
        # PostgreSQL unreachable or not migrated, Redis unreachable.
        log.error("storage_failed" if isinstance(e, StorageError) else "redis_failed",
                  error=str(e))
        await server.storage.close()
        return 2
    log.info("started", loop=type(asyncio.get_running_loop()).__module__.split(".")[0])
    print("uno-server: open %s/ to play (rooms in %s)" % (server.base_url(), cfg.database),
          flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):
            signal.signal(sig, lambda *_: loop.call_soon_threadsafe(stop.set))
    await stop.wait()
    await server.stop()
    return 0


def migrate_main(argv: List[str], environ=os.environ) -> int:
    """``uno-server migrate --database postgresql://...``: creates or
    upgrades the schema of a PostgreSQL database (storage_pg.py), once,
    before the server processes start. SQLite files need no step: the
    server makes their schema itself."""
    p = argparse.ArgumentParser(prog="uno-server migrate",
                                description="Create or upgrade the schema of the "
                                "PostgreSQL database uno-server processes share.")
    p.add_argument("--database", default=environ.get("UNO_SERVER_DATABASE"),
                   metavar="URL", help="postgresql://user@host:port/name "
                   "[$UNO_SERVER_DATABASE]")
    args = p.parse_args(argv)
    if not args.database or not args.database.startswith(("postgresql://", "postgres://")):
        p.error("migrate is for a PostgreSQL --database (postgresql://...); "
                "an SQLite file needs no migration")
    from .storage_pg import SCHEMA_VERSION, migrate
    try:
        done = asyncio.run(migrate(args.database))
    except StorageError as e:
        print("uno-server migrate: %s" % e, file=sys.stderr)
        return 1
    print("uno-server migrate: schema %d (%s)" % (
        SCHEMA_VERSION, "migrated: %s" % ", ".join(map(str, done)) if done else "current"))
    return 0


def event_loop(choice: str) -> Optional[Callable[[], asyncio.AbstractEventLoop]]:
    """The factory of the event loop a ``--loop`` choice runs on; None for
    asyncio's own. uvloop (libuv under asyncio's interface) spends about
    half the CPU on each frame in and out; nothing else changes."""
    if choice == "asyncio":
        return None
    try:
        import uvloop
    except ImportError:
        return None
    return uvloop.new_event_loop


def run(coro: Any, choice: str = "auto") -> Any:
    """``asyncio.run()`` on the loop of ``choice`` (asyncio's own before
    Python 3.11, which has no ``asyncio.Runner``)."""
    factory = event_loop(choice)
    if factory is None or not hasattr(asyncio, "Runner"):
        return asyncio.run(coro)
    with asyncio.Runner(loop_factory=factory) as runner:
        return runner.run(coro)


def main(argv: Optional[List[str]] = None) -> int:
    if argv is None:
        argv = sys.argv[1:]
    if argv[:1] == ["migrate"]:
        return migrate_main(argv[1:])
    cfg = config_from(argv)
    try:
        return run(serve(cfg), cfg.loop)
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
