"""uno-server: a server-authoritative multiplayer UNO server on libuno.

Rooms of players, bots and spectators over a WebSocket speaking JSON
(doc/protocol.md), served by aiohttp (Debian's python3-aiohttp), with
every accepted move stored in SQLite before anyone is told of it
(doc/server.md). Run it with ``uno-server`` or ``python3 -m
libuno.server``; :mod:`libuno.client` is its client library.

The modules: :mod:`.protocol` (the messages, errors and close codes),
:mod:`.room` (a room and the one way its game changes), :mod:`.tell`
(what each seat and spectator is told: the library's per-seat views and
events, never a redaction of the server's own), :mod:`.storage` (the
storage interface and SQLite), :mod:`.app` (the HTTP and WebSocket side)
and :mod:`.connection` (one WebSocket),
:mod:`.metrics`, :mod:`.logs` and :mod:`.cli`.

``import libuno`` never imports this package: only the server needs
aiohttp.
"""
try:
    import aiohttp      # the server's one dependency
except ImportError as e:  # pragma: no cover - depends on the machine
    raise ImportError("uno-server needs aiohttp, which %s cannot import (Debian: "
                      "apt-get install python3-aiohttp; pip: pip install "
                      "\"libuno[server]\")" % __import__("sys").executable) from e
del aiohttp

from .app import Config, Server
from .protocol import ERRORS, PROTOCOL
from .storage import Record, SQLiteStorage, Storage, StoredRoom, open_storage

__all__ = ["Config", "Server", "ERRORS", "PROTOCOL", "Record", "Storage",
           "SQLiteStorage", "StoredRoom", "open_storage", "main"]


def main(argv=None) -> int:
    """The ``uno-server`` command (:func:`libuno.server.cli.main`)."""
    from .cli import main as run
    return run(argv)
