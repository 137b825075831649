"""The terminal client of uno-server (libuno.terminal: ``python3 -m
libuno.client URL`` and ``uno-play --connect URL``) against a real server
process, driven through a pipe: a person's moves typed by number, a
spectator's view, a bot that plays a seat to the end of a match, and the
errors it says instead of a traceback.
"""
import asyncio
import json
import os
import re
import shutil
import sys
import tempfile
import unittest

import libuno
from server_support import AsyncCase, needs_aiohttp

TIMEOUT = 120


class Server:
    def __init__(self, database):
        self.database = database
        self.proc = None
        self.url = None

    async def start(self):
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "libuno.server", "--host", "127.0.0.1", "--port", "0",
            "--database", self.database, "--sync", "normal", "--bot-delay", "0",
            "--log-level", "info", "--max-connections-per-address", "0",
            "--max-rooms-per-address", "0", "--rate", "1000", "--burst", "1000",
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        while True:
            line = await asyncio.wait_for(self.proc.stderr.readline(), 60)
            if not line:
                raise RuntimeError("uno-server exited")
            entry = json.loads(line)
            if entry["event"] == "listening":
                self.url = entry["url"]
                break
        self._drain = asyncio.ensure_future(self._read(self.proc.stderr))
        self._drain_out = asyncio.ensure_future(self._read(self.proc.stdout))

    async def _read(self, stream):
        async for _ in stream:
            pass

    async def stop(self):
        self.proc.terminate()
        await self.proc.wait()


async def run_client(args, lines, program=None, timeout=TIMEOUT):
    """Runs the terminal client with ``lines`` piped in (each after the
    previous output has settled is not needed: it waits for its turn);
    returns (exit status, output)."""
    cmd = program or [sys.executable, "-m", "libuno.client"]
    proc = await asyncio.create_subprocess_exec(
        *cmd, *args, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT)
    out, _ = await asyncio.wait_for(proc.communicate("".join(
        line + "\n" for line in lines).encode()), timeout)
    return proc.returncode, out.decode()


@needs_aiohttp
class TestTerminal(AsyncCase):
    async def asyncSetUp(self):
        self.tmp = tempfile.mkdtemp(prefix="uno-terminal-")
        self.server = Server(os.path.join(self.tmp, "rooms.sqlite3"))
        await self.server.start()

    async def asyncTearDown(self):
        await self.server.stop()
        shutil.rmtree(self.tmp, ignore_errors=True)

    async def room_state(self, code):
        from libuno.client import Client
        c = await Client.connect(self.server.url)
        try:
            await c.join(code, spectator=True)
            return dict(c.room_info), c.version, c.view
        finally:
            await c.close()

    async def test_plays_moves_typed_by_number(self):
        # The host makes a room with a bot, starts it and plays its first
        # legal move eight times: each is accepted (told back as its own
        # event) and the room's version moves on.
        rc, out = await run_client(
            [self.server.url, "--create", "classic", "--players", "2", "--bots", "easy"],
            ["start"] + ["1"] * 8 + ["quit"])
        self.assertEqual(rc, 0, out)
        code = re.search(r"Joined room (\w+) as seat 0\. Link: (\S+)", out)
        self.assertIsNotNone(code, out)
        self.assertIn("?room=%s" % code.group(1), code.group(2))
        self.assertIn("Your seat's credential", out)
        self.assertRegex(out, r"Your hand \(seat 0\): ")
        self.assertRegex(out, r"Your moves: 1\) ")
        # Each event is the library's sentence, told to our seat: a move
        # of ours is "You play ...", "You draw ...", "You pass.", "You
        # call UNO!", or "You challenge ..." (when the deal lets the bot
        # open with a Wild Draw Four). The deal is the server's secret:
        # the bot may go out before our eighth move, and each "1" after
        # that is refused.
        mine = [line for line in out.splitlines()
                if re.match(r"  You (play|draw|pass|call|challenge)\b", line)]
        self.assertRegex(out, r"\n  Easy bot (plays|draws|passes|calls|challenges)\b")
        self.assertNotRegex(out, r"\n  (you|seat \d):")
        after_end = out.count("! no move 1: the moves are 1 to 0")
        self.assertGreaterEqual(len(mine), 1, out)
        self.assertGreaterEqual(len(mine) + after_end, 8, out)
        if after_end:
            self.assertIn("The round is over", out)
        self.assertNotIn("Traceback", out)
        info, version, _view = await self.room_state(code.group(1))
        self.assertIn(info["status"], ("playing", "round_over", "match_over"))
        self.assertGreaterEqual(version, 9)

    async def test_move_in_notation_and_refusals(self):
        rc, out = await run_client(
            [self.server.url, "--create", "classic", "--players", "2", "--bots", "easy"],
            ["start", "99", "X9", "draw", "1", "quit"])
        self.assertEqual(rc, 0, out)
        self.assertRegex(out, r"! no move 99: the moves are 1 to \d+")
        self.assertIn("! bad_move", out)
        # The room's deal is the server's secret: the bot may open with a
        # Wild Draw Four, and then "draw" is refused (a challenge or an
        # accept is asked); the first listed move is always legal.
        self.assertRegex(out, r"  You draw |! illegal_move: seat 0, draw")
        self.assertRegex(out, r"  You \w+")
        self.assertNotIn("Traceback", out)

    async def test_watch_and_join_by_link(self):
        from libuno.client import Client
        host = await Client.connect(self.server.url, name="Host")
        try:
            code = await host.create("classic", players=2)
            await host.wait_for(lambda c: "link" in c.room_info, 30)
            link = host.room_info["link"]
            # A second person joins by the link, then a spectator watches.
            joiner = asyncio.ensure_future(run_client([link, "--name", "Bea"], ["quit"]))
            await host.wait_for(lambda c: c.room_info["seats"][1]["taken"], 60)
            rc, out = await joiner
            self.assertEqual(rc, 0, out)
            self.assertIn("Joined room %s as seat 1" % code, out)
            await host.start(fill_bots="easy")
            rc, out = await run_client([host.room_info["watch_link"]], ["R5", "quit"])
            self.assertEqual(rc, 0, out)
            self.assertIn("Joined room %s as a spectator" % code, out)
            self.assertIn("Top ", out)
            self.assertNotIn("Your hand", out)      # a spectator has none
            self.assertNotIn("credential", out)
            self.assertIn("! a spectator watches", out)
        finally:
            await host.close()

    async def test_bot_plays_a_seat_to_the_end(self):
        # A room of two players' seats: the test plays one, the terminal
        # client's bot the other, to the end of a one-round match.
        from libuno.client import Client
        host = await Client.connect(self.server.url, name="Host")
        try:
            code = await host.create("classic", players=2, options={"target_score": 1})
            await host.wait_for(lambda c: "link" in c.room_info, 30)
            bot = asyncio.ensure_future(run_client(
                [host.room_info["link"], "--bot", "greedy", "--name", "Robo"], []))
            await host.wait_for(lambda c: c.room_info["seats"][1]["taken"], 60)
            await host.start()
            await host.play(lambda view, legal: legal[0], next_rounds=False)
            self.assertEqual(host.status, "match_over")
            rc, out = await bot
            self.assertEqual(rc, 0, out)
            self.assertIn("The match is over", out)
            # G-8: once the library says the round is over, every hand
            # left is told, turned up, and printed under the seat's name.
            rules = libuno.Rules("classic")
            hands = host.hands
            self.assertIsNotNone(hands)
            for name, hand in (("Host", hands[0]), ("Robo (you)", hands[1])):
                self.assertIn("\n  %s: %s\n" % (name, ", ".join(
                    "%s (%s)" % (rules.parse_card(c).name, c) for c in hand)
                    if hand else "no cards left"), out)
            info, version, _ = await self.room_state(code)
            self.assertEqual(info["status"], "match_over")
            self.assertEqual(info["seats"][1]["name"], "Robo")
            self.assertIsNone(info["seats"][1]["bot"])     # a player's seat
        finally:
            await host.close()

    async def test_uno_play_connect(self):
        program = os.environ.get("UNO_PLAY")
        if not program:
            program = os.path.join(os.environ["UNO_BUILD_DIR"], "examples", "uno-play")
        env_python = dict(os.environ, UNO_PYTHON=sys.executable)
        proc = await asyncio.create_subprocess_exec(
            program, "--connect", self.server.url, "--create", "classic", "--players", "2",
            "--bots", "easy", stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT, env=env_python)
        out, _ = await asyncio.wait_for(proc.communicate(b"start\n1\n1\nquit\n"), TIMEOUT)
        out = out.decode()
        self.assertEqual(proc.returncode, 0, out)
        self.assertIn("Joined room", out)
        self.assertIn("  You ", out)
        # No interpreter: a clear message, not a crash.
        proc = await asyncio.create_subprocess_exec(
            program, "--connect", self.server.url,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
            env=dict(os.environ, UNO_PYTHON=os.path.join(self.tmp, "no-python")))
        out, _ = await proc.communicate()
        self.assertEqual(proc.returncode, 2)
        self.assertIn("needs Python 3 with the libuno package and aiohttp", out.decode())

    async def test_errors_are_words(self):
        rc, out = await run_client([self.server.url], [])
        self.assertEqual(rc, 2)
        self.assertIn("no room in", out)
        rc, out = await run_client([self.server.url + "/?room=ZZZZZZ"], [])
        self.assertEqual(rc, 1)
        self.assertIn("no_such_room", out)
        rc, out = await run_client(["http://127.0.0.1:1/?room=ABCDEF"], [])
        self.assertEqual(rc, 1)
        self.assertIn("cannot reach", out)
        self.assertNotIn("Traceback", out)


def run_without_aiohttp(program, message):
    """Runs ``program`` in a fresh interpreter in which importing aiohttp
    fails with ImportError(``message``)."""
    import subprocess
    hide = ("import sys\nclass Hide:\n    def find_spec(self, name, *a):\n"
            "        if name == 'aiohttp' or name.startswith('aiohttp.'):\n"
            "            raise ImportError(%r)\n"
            "sys.meta_path.insert(0, Hide())\n" % message) + program
    return subprocess.run([sys.executable, "-c", hide], capture_output=True, text=True,
                          timeout=60)


class TestWithoutAiohttp(unittest.TestCase):
    def test_says_what_is_missing(self):
        p = run_without_aiohttp(
            "sys.argv = ['libuno.client', 'http://127.0.0.1:1/?room=A']\n"
            "import runpy\nrunpy.run_module('libuno.client', run_name='__main__')\n", "hidden")
        self.assertEqual(p.returncode, 3, p.stderr)
        self.assertIn("needs aiohttp", p.stderr)
        self.assertNotIn("Traceback", p.stderr)

    def test_uno_server_command_says_what_is_missing(self):
        # The installed uno-server command (pyproject.toml's
        # [project.scripts]: libuno._commands.uno_server).
        p = run_without_aiohttp(
            "from libuno._commands import uno_server\nsys.exit(uno_server())\n",
            "No module named aiohttp")
        self.assertEqual(p.returncode, 3, p.stderr)
        self.assertIn("uno-server needs aiohttp", p.stderr)
        self.assertIn("python3-aiohttp", p.stderr)


if __name__ == "__main__":
    unittest.main()
