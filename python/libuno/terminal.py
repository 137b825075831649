"""uno-server in a terminal: play or watch a room, or let a bot play a
seat, over libuno.client (doc/server.md, "In a terminal").
::

    python3 -m libuno.client http://127.0.0.1:8080/?room=K7QX2M
    python3 -m libuno.client http://127.0.0.1:8080/?room=K7QX2M --watch
    python3 -m libuno.client http://127.0.0.1:8080 --create classic --players 3
    python3 -m libuno.client http://127.0.0.1:8080/?room=K7QX2M --bot greedy

``uno-play --connect URL`` runs the first form. Input is read line by
line (a pipe can play, as the tests do): the number of a legal move, or
the move in the variant's notation (``R5``, ``draw``, ``W R``);
``start`` (``start bots`` fills the open seats with the room's autopilot
bots), ``next``, ``rematch``, ``quit``. End of input leaves the room as
``quit`` does (the seat waits for its credential, printed at the join).

The words are the library's: each event is its sentence
(``Rules.describe()`` of the event as the server sent it), each card its
name (``Rules.parse_card(text).name``). The server's frames are the only
source of what is shown: the view and legal moves of the seat, the
events as the library tells them to it, and at a round's end every hand
left (G-8), which the server tells once the library says it is over.

A bot (``--bot random`` or ``--bot greedy``) plays from the same view and
legal moves a person sees (:meth:`Client.play`): the library's own bots
act on a whole ``libuno.Game``, which a client never has.
"""
from __future__ import annotations

import argparse
import asyncio
import random
import sys
import urllib.parse
from typing import Any, Dict, List, Optional, TextIO

import libuno

#: What ``--bot`` takes.
BOT_STRATEGIES = ("random", "greedy")


def split_url(url: str):
    """``(server, room, watch)`` of a link as uno-server prints it
    (``http://host:port/?room=CODE[&watch=1]``) or of a bare server."""
    parts = urllib.parse.urlsplit(url)
    query = urllib.parse.parse_qs(parts.query)
    room = (query.get("room") or [None])[0]
    watch = (query.get("watch") or ["0"])[0] not in ("", "0")
    server = urllib.parse.urlunsplit((parts.scheme, parts.netloc, parts.path, "", ""))
    return server, room, watch


class Words:
    """Card names from the library, for one variant."""

    def __init__(self, variant: str):
        try:
            self.rules: Optional[libuno.Rules] = libuno.Rules(variant)
        except Exception:
            self.rules = None

    def card(self, text: Optional[str]) -> str:
        if text is None:
            return "a card"
        if self.rules is not None:
            try:
                return "%s (%s)" % (self.rules.parse_card(text).name, text)
            except Exception:
                pass
        return text

    def cards(self, texts: List[str]) -> str:
        return ", ".join(texts) if texts else "none"


def seat_names(client: Any) -> List[Optional[str]]:
    """The room's names of its seats, by seat (None for an open seat):
    what the library's sentences call them."""
    return [s.get("name") or None for s in client.room_info.get("seats", [])]


def event_line(ev: Dict[str, Any], words: Words, me: Optional[int],
               names: Optional[List[Optional[str]]] = None) -> str:
    """One told event as a line: the library's sentence for it, told to
    this seat (``Rules.describe()`` of the event's JSON form: "You play
    red 5.", "Bea draws a card."). Only where the library cannot word it
    (a variant this package does not know) the event's own fields: who,
    its type's name, the card where this seat was told it."""
    if words.rules is not None:
        try:
            return "  " + words.rules.describe(ev, me, names)
        except (TypeError, ValueError, libuno.UnoError):
            pass

    def who(seat: Any) -> str:
        if seat is None or seat < 0:
            return ""
        return "you" if seat == me else "seat %d" % seat
    parts = [ev.get("type", "?").replace("_", " ")]
    if who(ev.get("seat")):
        parts.insert(0, who(ev.get("seat")) + ":")
    if ev.get("card") is not None:
        parts.append(words.card(ev["card"]))
    if ev.get("color") is not None:
        parts.append("color %s" % ev["color"])
    if who(ev.get("other")):
        parts.append("(%s)" % who(ev.get("other")))
    return "  " + " ".join(parts)


def table_lines(client: Any, words: Words) -> List[str]:
    v = client.view
    if v is None:
        return []
    out = ["Top %s, color %s; draw pile %d; hands %s" % (
        words.card(v.get("top")), v.get("color"), v.get("draw_pile", 0),
        " ".join("%d:%d" % (i, n) for i, n in enumerate(v.get("hand_sizes", []))))]
    if client.seat is not None:
        out.append("Your hand (seat %d): %s" % (client.seat, words.cards(v.get("hand", []))))
    if client.status in ("round_over", "match_over"):
        # G-8: at the round's end the hands are turned up to be counted;
        # the server tells them (``hands``) only once the library says
        # the round is over.
        if client.hands is not None:
            names = seat_names(client)
            for seat, hand in enumerate(client.hands):
                name = names[seat] if seat < len(names) and names[seat] else "seat %d" % seat
                out.append("  %s%s: %s" % (name, " (you)" if seat == client.seat else "",
                                           ", ".join(words.card(c) for c in hand)
                                           if hand else "no cards left"))
        out.append("The %s is over: scores %s" % (
            "match" if client.status == "match_over" else "round", v.get("scores")))
    return out


def choose(strategy: str, rng: random.Random):
    """A remote bot's choice from a seat's legal moves (in its notation)."""
    def pick(_view: Dict[str, Any], legal: List[str]) -> Optional[str]:
        if not legal:
            return None
        if strategy == "random":
            return rng.choice(legal)
        calls = [m for m in legal if m.startswith(("uno", "catch"))]
        if calls:
            return calls[0]
        plays = [m for m in legal if m not in ("draw", "pass") and not m.startswith("W")]
        wilds = [m for m in legal if m.startswith("W")]
        return (plays or wilds or legal)[0]
    return pick


class Terminal:
    """The interactive loop: frames printed as they come, lines read."""

    def __init__(self, client: Any, out: TextIO, words: Words):
        self.client, self.out, self.words = client, out, words
        self.shown_version = -1
        #: How long a move typed out of turn waits for the seat's turn.
        self.patience = 30.0

    def say(self, text: str) -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def show(self, frame: Dict[str, Any]) -> None:
        c = self.client
        kind = frame.get("type")
        if kind == "room":
            seats = ", ".join("%d %s%s" % (s["seat"], s.get("name") or "open",
                                           "" if s.get("connected") or s.get("bot") else " (away)")
                              for s in frame.get("seats", []))
            self.say("Room %s (%s, %s): %s" % (frame["room"], frame["variant"],
                                              frame["status"], seats))
        elif kind == "error":
            self.say("! %s: %s" % (frame.get("code"), frame.get("message")))
        elif kind in ("state", "update") and frame["version"] != self.shown_version:
            self.shown_version = frame["version"]
            for ev in frame.get("events", []):
                self.say(event_line(ev, self.words, c.seat, seat_names(c)))
            for line in table_lines(c, self.words):
                self.say(line)
            if c.legal and c.status == "playing":
                self.say("Your moves: " + "  ".join("%d) %s" % (i + 1, m)
                                                    for i, m in enumerate(c.legal)))
            elif c.seat is not None and c.status == "round_over":
                self.say("Type next for the next round.")
            elif c.seat is not None and c.status == "match_over":
                self.say("Type rematch for another match, or quit.")

    async def printer(self) -> None:
        async for frame in self.client.frames():
            self.show(frame)

    async def command(self, line: str) -> bool:
        """Acts on one line; False to stop."""
        from .client import ServerError
        c = self.client
        words = line.split()
        if not words:
            return True
        try:
            if words[0] in ("quit", "exit"):
                return False
            if words[0] in ("start", "next", "rematch", "state"):
                await self.special(words)
                return True
            if c.role != "player":
                self.say("! a spectator watches: quit to leave")
                return True
            if not c.legal and c.status == "playing":
                # A move typed (or piped) before the seat may move: it
                # waits for its turn, as a person at the table would.
                try:
                    await c.wait_for(lambda c: bool(c.legal) or c.status != "playing",
                                     self.patience)
                except asyncio.TimeoutError:
                    self.say("! not your move yet")
                    return True
            if line.strip().isdigit():
                n = int(line)
                if not 1 <= n <= len(c.legal):
                    self.say("! no move %d: the moves are 1 to %d" % (n, len(c.legal)))
                else:
                    await c.apply(c.legal[n - 1])
            else:
                await c.apply(line.strip())
        except ServerError as e:
            self.say("! %s: %s" % (e.code, e.message))
        except asyncio.TimeoutError:
            self.say("! nothing came from the server in time")
        return True

    async def special(self, words: List[str]) -> None:
        c = self.client
        if words[0] == "start":
            await c.start(fill_bots=True if words[1:] == ["bots"] else None)
        elif words[0] == "next":
            if c.status == "playing":
                # Piped ahead of the round's end: wait for it.
                await c.wait_for(lambda c: c.status != "playing", self.patience)
            await c.next_round()
        elif words[0] == "rematch":
            await c.rematch()
        else:
            await c.state()


async def _lines(stream: TextIO):
    loop = asyncio.get_running_loop()
    while True:
        line = await loop.run_in_executor(None, stream.readline)
        if not line:
            return
        yield line.rstrip("\n")


async def run(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    from .client import Client, ServerError
    server, room, watch = split_url(args.url)
    room = args.room or room
    watch = watch or args.watch
    client = await Client.connect(server, name=args.name)
    try:
        try:
            if args.create:
                bots = None
                if args.bots:
                    bots = [None] + [b or None for b in args.bots.split(",")]
                room = await client.create(args.create, players=args.players,
                                           **({"bots": bots} if bots else {}))
            elif room is None:
                out.write("uno-play: no room in %s: a link names one (?room=CODE), "
                          "or --room CODE, or --create VARIANT\n" % args.url)
                return 2
            else:
                await client.join(room, spectator=watch, seat=args.seat,
                                  credential=args.credential)
        except ServerError as e:
            out.write("uno-play: %s: %s\n" % (e.code, e.message))
            return 1
        # The room frame (its link, seats, variant) follows the answer.
        await client.wait_for(lambda c: c.room_info.get("room") == c.room, 30.0)
        words = Words(client.room_info.get("variant", args.create or "classic"))
        term = Terminal(client, out, words)
        term.say("Joined room %s as %s. Link: %s" % (
            client.room, "a spectator" if client.role == "spectator" else
            "seat %d" % client.seat, client.room_info.get("link", "")))
        if client.credential:
            term.say("Your seat's credential (to come back): %s" % client.credential)
        if args.bot:
            term.show(dict(type="state", version=client.version))
            await client.play(choose(args.bot, random.Random(args.seed)),
                              until=lambda c: c.status == "match_over")
            # The table at the end: every hand left (G-8) and the scores.
            for line in table_lines(client, words):
                term.say(line)
            return 0
        printer = asyncio.ensure_future(term.printer())
        term.show(dict(type="state", version=client.version))
        async for line in _lines(stdin):
            seen = client.received
            if not await term.command(line):
                break
            if client.closed.is_set():
                break
            # Let the answer's frames print before the next line is read.
            try:
                await client.next_frame(seen, timeout=0.5)
            except asyncio.TimeoutError:
                pass
            await asyncio.sleep(0.05)
        printer.cancel()
        return 0
    finally:
        await client.close()


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python3 -m libuno.client",
        description="Play or watch a room of uno-server in the terminal.")
    p.add_argument("url", help="the room's link (http://HOST:PORT/?room=CODE), "
                   "or the server's address with --room or --create")
    p.add_argument("--room", help="the room's code")
    p.add_argument("--name", help="your name at the table")
    p.add_argument("--seat", type=int, help="the seat to take (default: the first open)")
    p.add_argument("--credential", help="take your seat back with its credential")
    p.add_argument("--watch", action="store_true", help="watch as a spectator")
    p.add_argument("--create", metavar="VARIANT", help="make a room of VARIANT and host it")
    p.add_argument("--players", type=int, default=2, help="seats of the room made (--create)")
    p.add_argument("--bots", metavar="LEVEL,...",
                   help="with --create: the library's bot level of each other seat "
                   "(an empty one is a player's), e.g. easy,,medium")
    p.add_argument("--bot", choices=BOT_STRATEGIES,
                   help="play the seat without a person: random, or greedy (UNO calls "
                   "and catches first, then a colored card, a wild, a draw)")
    p.add_argument("--seed", type=int, default=None, help="the --bot random's seed")
    return p


def main(argv: Optional[List[str]] = None) -> int:
    args = parser().parse_args(argv)
    try:
        import aiohttp  # noqa: F401
    except ImportError:
        sys.stderr.write("uno-play: playing online needs aiohttp for %s (Debian: "
                         "apt-get install python3-aiohttp)\n" % sys.executable)
        return 3
    try:
        return asyncio.run(run(args, sys.stdin, sys.stdout))
    except (ConnectionError, OSError) as e:
        sys.stderr.write("uno-play: cannot reach %s: %s\n" % (args.url, e))
        return 1
    except KeyboardInterrupt:
        return 130
