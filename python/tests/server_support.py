"""Shared helpers of the uno-server tests (not a test module itself).

The server and its client need aiohttp (Debian's python3-aiohttp, for
/usr/bin/python3; python/meson.build runs these tests with the first
Python that has it). Without it every server test skips, saying so:
:data:`needs_aiohttp`. With UNO_REQUIRE_AIOHTTP=1 (CI sets it) a missing
aiohttp is an error instead: the tests must run there, not skip.
"""
import asyncio
import json
import os
import shutil
import sys
import tempfile
import unittest

try:
    import aiohttp
    from aiohttp import test_utils
except ImportError:
    if os.environ.get("UNO_REQUIRE_AIOHTTP") == "1":
        raise
    aiohttp = None
    test_utils = None

needs_aiohttp = unittest.skipIf(
    aiohttp is None, "aiohttp is not installed for %s (Debian: apt-get install "
    "python3-aiohttp; meson runs the server tests with /usr/bin/python3 when it "
    "has it)" % sys.executable)

# Every wait of the tests is for something to arrive, bounded by this.
TIMEOUT = 20.0


def config(tmp, **fields):
    """A server configuration for a test: a database in ``tmp``, any free
    port, no bot delay, quiet logs, no rate limit to speak of (scripted
    clients move faster than people), and ``fields``. Commits are not synced
    to the disk (``sync`` normal: durable against a crash of the process,
    which is what the crash test kills; it sets full itself), so that a
    busy disk does not slow the protocol tests."""
    from libuno.server import Config
    values = dict(host="127.0.0.1", port=0, database=os.path.join(tmp, "rooms.sqlite3"),
                  bot_delay=0.0, log_level="error", max_connections_per_address=0,
                  max_rooms_per_address=0, sync="normal", rate=1000.0, burst=1000)
    values.update(fields)
    return Config(**values)


class AsyncCase(unittest.IsolatedAsyncioTestCase):
    """unittest's asynchronous test case with its loop out of debug mode:
    the slow-callback warnings of debug mode would fill the log of a
    loaded machine. The loop runs as the server's does."""

    def _setupAsyncioRunner(self):
        super()._setupAsyncioRunner()
        self._asyncioRunner.get_loop().set_debug(False)


class ServerCase(AsyncCase):
    """A test with a server of its own, served by aiohttp's test server
    (``self.server``, ``self.client`` the aiohttp test client)."""

    server_config = {}

    async def asyncSetUp(self):
        from libuno.server import Server
        self.tmp = tempfile.mkdtemp(prefix="uno-server-test-")
        self.server = Server(config(self.tmp, **self.server_config))
        self.test_server = test_utils.TestServer(self.server.app, host="127.0.0.1")
        self.client = test_utils.TestClient(self.test_server)
        await self.client.start_server()
        self.server.address = ("127.0.0.1", self.test_server.port)
        self.sockets = []

    async def asyncTearDown(self):
        for ws in self.sockets:
            await ws.close()
        await self.client.close()
        shutil.rmtree(self.tmp, ignore_errors=True)

    @property
    def url(self):
        return "http://127.0.0.1:%d" % self.test_server.port

    async def raw(self, hello=True):
        """A WebSocket of the test client (:class:`Raw`), hello said."""
        ws = await self.client.ws_connect("/ws", max_msg_size=0)
        self.sockets.append(ws)
        raw = Raw(ws)
        if hello:
            await raw.send({"type": "hello", "protocol": 1})
            self.assertEqual((await raw.expect("welcome"))["protocol"], 1)
        return raw

    async def player(self, name=None):
        """A libuno.client.Client on this server."""
        from libuno.client import Client
        c = await Client.connect(self.url, name=name)
        self.addAsyncCleanup(c.close)
        return c

    async def assertError(self, raw, code, **fields):
        frame = await raw.expect("error")
        self.assertEqual(frame["code"], code, frame)
        for k, v in fields.items():
            self.assertEqual(frame.get(k), v, frame)
        self.assertTrue(frame["message"])
        return frame


class Raw:
    """A WebSocket speaking frames as dicts (or raw text)."""

    def __init__(self, ws):
        self.ws = ws

    async def send(self, frame):
        await self.ws.send_str(frame if isinstance(frame, str) else json.dumps(frame))

    async def recv(self, timeout=TIMEOUT):
        msg = await self.ws.receive(timeout)
        if msg.type != aiohttp.WSMsgType.TEXT:
            raise ConnectionError("not a text frame: %r (close code %s)"
                                  % (msg.type, self.ws.close_code))
        return json.loads(msg.data)

    async def expect(self, kind, timeout=TIMEOUT):
        """The next frame of type ``kind`` (frames of other types before it
        are skipped)."""
        async def wait():
            while True:
                frame = await self.recv(timeout)
                if frame["type"] == kind:
                    return frame
        return await asyncio.wait_for(wait(), timeout)

    async def closed(self, timeout=TIMEOUT):
        """Waits for the server to close; returns the close code."""
        async def wait():
            while True:
                msg = await self.ws.receive(timeout)
                if msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED,
                                aiohttp.WSMsgType.CLOSING, aiohttp.WSMsgType.ERROR):
                    return self.ws.close_code
        return await asyncio.wait_for(wait(), timeout)


async def await_change(clients, seen):
    """After no client had a move to make: waits for what must come. If a
    client is behind the others, until it has caught up (it is maybe its
    turn); else until the first client hears something after its
    ``seen``-th frame (``clients[0].received``, read before the clients
    were asked): a bot's move, or the autopilot's."""
    top = max(c.version for c in clients)
    for c in clients:
        if c.version < top:
            await c.wait_for(lambda x: x.version >= top)
            return
    await clients[0].next_frame(seen)


def random_move(rng, client, others=0.2, uno_calls=True):
    """A random legal move for a client's seat, or None: a play two times
    in three when its seat decides; sometimes a move out of turn."""
    legal = client.legal
    if not legal:
        return None
    if not client.my_turn:
        return rng.choice(legal) if rng.random() < others else None
    if not uno_calls:
        legal = [m for m in legal if not m.endswith("!")] or legal
    plays = [m for m in legal if m not in ("draw", "pass") and not m.startswith(
        ("uno", "catch"))]
    if plays and rng.random() < 2 / 3:
        return rng.choice(plays)
    return rng.choice(legal)
