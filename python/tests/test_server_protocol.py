"""uno-server's protocol (doc/protocol.md): every message, every error
code and close code, the limits, /healthz and /metrics, the static files,
and a whole game through libuno.client, over aiohttp's test client.

Each error is provoked and its code checked; test_doc_lists_every_error
checks that doc/protocol.md documents exactly the codes the server has.
"""
import asyncio
import os
import random
import re
import unittest

import libuno

from server_support import TIMEOUT, ServerCase, await_change, needs_aiohttp, random_move

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


async def play_until(test, clients, stop, rng, limit=3000):
    """Random moves of every client until ``stop()`` (each move waited for);
    next rounds when a round is over. Returns the moves accepted."""
    from libuno.client import ServerError
    accepted = 0
    for _ in range(limit):
        if stop():
            return accepted
        c0 = clients[0]
        seen = c0.received
        if c0.status == "round_over":
            try:
                await c0.next_round()
            except ServerError as e:
                test.assertIn(e.code, ("stale_version",))
            continue
        moved = False
        for c in clients:
            move = random_move(rng, c, others=0.05)
            if move is None:
                continue
            try:
                await c.apply(move)
                accepted += 1
            except ServerError as e:
                test.assertIn(e.code, ("stale_version", "illegal_move", "not_your_turn"), e)
            moved = True
            break
        if not moved:
            # A bot's turn: its update is on the way.
            await await_change(clients, seen)
    test.fail("the game did not end in %d moves" % limit)


@needs_aiohttp
class TestHello(ServerCase):
    server_config = {"hello_timeout": 0.5}

    async def test_welcome(self):
        raw = await self.raw(hello=False)
        await raw.send({"type": "hello", "protocol": [1, 7], "id": "h"})
        w = await raw.expect("welcome")
        self.assertEqual((w["protocol"], w["server"], w["id"]), (1, "uno-server", "h"))
        self.assertEqual(w["version"], libuno.library_version())
        self.assertIn("max_frame", w["limits"])
        await raw.send({"type": "ping", "id": 5})
        self.assertEqual((await raw.expect("pong"))["id"], 5)

    async def test_hello_required(self):
        raw = await self.raw(hello=False)
        await raw.send({"type": "lobby"})
        await self.assertError(raw, "hello_required")

    async def test_hello_timeout_closes(self):
        raw = await self.raw(hello=False)
        await self.assertError(raw, "hello_required")
        self.assertEqual(await raw.closed(), 1008)

    async def test_unsupported_protocol_closes(self):
        raw = await self.raw(hello=False)
        await raw.send({"type": "hello", "protocol": [99]})
        frame = await self.assertError(raw, "unsupported_protocol")
        self.assertEqual(frame["protocols"], [1])
        self.assertEqual(await raw.closed(), 1002)

    async def test_bad_hello(self):
        raw = await self.raw(hello=False)
        await raw.send({"type": "hello", "protocol": "one"})
        await self.assertError(raw, "bad_message")


@needs_aiohttp
class TestMalformed(ServerCase):
    """Nothing a client sends ends its connection, but what the protocol
    says closes it; every message below gets its error, then the
    connection still answers."""

    async def test_each_gets_its_error(self):
        raw = await self.raw()
        cases = [
            ("not json", "bad_json"),
            ("{\"type\": ", "bad_json"),
            ("[1, 2]", "bad_message"),
            ("17", "bad_message"),
            ({"type": 5}, "bad_message"),
            ({"no": "type"}, "bad_message"),
            ({"type": "ping", "extra": 1}, "bad_message"),
            ({"type": "ping", "id": "x" * 65}, "bad_message"),
            ({"type": "ping", "id": [1]}, "bad_message"),
            ({"type": "dance"}, "unknown_type"),
            ({"type": "join"}, "bad_message"),
            ({"type": "join", "room": 17}, "bad_message"),
            ({"type": "join", "room": "ABCDEF", "as": "referee"}, "bad_message"),
            ({"type": "join", "room": "ABCDEF", "name": "\x00"}, "bad_message"),
            ({"type": "join", "room": "NOSUCH"}, "no_such_room"),
            ({"type": "join", "room": "../etc"}, "no_such_room"),
            ({"type": "move", "move": "R7", "version": 0}, "not_in_room"),
            ({"type": "leave"}, "not_in_room"),
            ({"type": "state"}, "not_in_room"),
            ({"type": "start"}, "not_in_room"),
            ({"type": "next_round", "version": 0}, "not_in_room"),
        ]
        for frame, code in cases:
            with self.subTest(frame=frame):
                await raw.send(frame)
                await self.assertError(raw, code)
        await raw.ws.send_bytes(b"\x00\x01")
        await self.assertError(raw, "binary_frame")
        await raw.send({"type": "ping", "id": 1})
        self.assertEqual((await raw.expect("pong"))["id"], 1)

    async def test_random_messages_change_nothing(self):
        """Messages of every type with fields of every JSON type, and junk:
        each is answered (an error, or what the message asks), the
        connection lives, and a game in play does not move."""
        from libuno.server import protocol
        a, b = await self.player("A"), await self.player("B")
        code = await a.create("classic", 2)
        await b.join(code)
        await a.start()
        before = self.server.rooms[code].game.save()
        rng = random.Random(4)
        values = [None, True, False, 0, -1, 1, 2**70, 1.5, float("nan"), "", "x" * 100,
                  "R7", "draw", code, [], [1, "a"], {}, {"a": 1}, a.credential[:10]]
        raw = await self.raw()
        kinds = list(protocol.MESSAGES) + ["", "dance"]
        for i in range(300):
            kind = rng.choice(kinds)
            fields = list(protocol.MESSAGES.get(kind, ())) + ["zz"]
            msg = {"type": kind, "id": i}
            for name in rng.sample(fields, rng.randint(0, len(fields))):
                msg[name] = rng.choice(values)
            if kind == "hello":
                continue
            await raw.send(msg)
            answer = await raw.recv()
            while answer.get("id") != i:
                answer = await raw.recv()     # room frames of a join
            if answer["type"] in ("joined", "created"):
                await raw.send({"type": "leave"})
                while (await raw.recv())["type"] != "left":
                    pass
        await raw.send({"type": "ping", "id": "end"})
        while (await raw.recv()).get("id") != "end":
            pass
        self.assertEqual(self.server.rooms[code].game.save(), before)

    async def test_error_names_the_request(self):
        raw = await self.raw()
        await raw.send({"type": "join", "room": "NOSUCH", "id": 41})
        self.assertEqual((await self.assertError(raw, "no_such_room"))["id"], 41)

    async def test_internal_error_is_contained(self):
        raw = await self.raw()

        async def broken(conn, msg, at):
            raise RuntimeError("a bug")
        self.server.handlers["lobby"] = broken
        await raw.send({"type": "lobby", "id": 3})
        self.assertEqual((await self.assertError(raw, "internal_error"))["id"], 3)
        await raw.send({"type": "ping"})
        await raw.expect("pong")


@needs_aiohttp
class TestFrameLimit(ServerCase):
    server_config = {"max_frame": 1024}

    async def test_large_frame_closes_1009(self):
        raw = await self.raw()
        await raw.send({"type": "ping", "pad": "x" * 2000})
        self.assertEqual(await raw.closed(), 1009)
        # The server goes on.
        other = await self.raw()
        await other.send({"type": "ping"})
        await other.expect("pong")


@needs_aiohttp
class TestRateLimit(ServerCase):
    server_config = {"rate": 5.0, "burst": 5}

    async def test_over_the_rate_dropped_then_closed(self):
        raw = await self.raw()
        for i in range(12):
            await raw.send({"type": "ping", "id": i})
        answers = {}
        while len(answers) < 12:
            frame = await raw.recv()
            answers[frame["id"]] = frame["type"] if frame["type"] == "pong" else frame["code"]
        # The burst less the hello (and what the rate refilled meanwhile)
        # is answered; every other message is answered rate_limited.
        self.assertIn(list(answers.values()).count("pong"), (4, 5, 6))
        self.assertEqual(set(answers.values()), {"pong", "rate_limited"})
        # A flood (over four bursts dropped) closes the connection.
        for i in range(40):
            await raw.send({"type": "ping"})
        errors = []
        while True:
            try:
                frame = await raw.recv()
            except ConnectionError:
                break
            if frame["type"] == "error":
                errors.append(frame["message"])
        self.assertEqual(raw.ws.close_code, 1008)
        self.assertLessEqual(len(errors), 40)
        self.assertIn("closed", errors[-1])


@needs_aiohttp
class TestAddressLimits(ServerCase):
    server_config = {"max_connections_per_address": 2, "max_rooms_per_address": 1}

    async def test_connections_per_address(self):
        await self.raw()
        await self.raw()
        third = await self.raw(hello=False)
        await self.assertError(third, "too_many_connections")
        self.assertEqual(await third.closed(), 1008)

    async def test_rooms_per_address(self):
        a = await self.raw()
        await a.send({"type": "create", "players": 2})
        await a.expect("joined")
        b = await self.raw()
        await b.send({"type": "create", "players": 2})
        await self.assertError(b, "too_many_rooms")


@needs_aiohttp
class TestServerFull(ServerCase):
    server_config = {"max_rooms": 1}

    async def test_server_full(self):
        a = await self.raw()
        await a.send({"type": "create", "players": 2})
        await a.expect("joined")
        b = await self.raw()
        await b.send({"type": "create", "players": 2})
        await self.assertError(b, "server_full")


@needs_aiohttp
class TestCreate(ServerCase):

    async def test_bad_rooms_refused(self):
        raw = await self.raw()
        cases = [
            ({"variant": "snap"}, "bad_variant"),
            ({"variant": 3}, "bad_message"),
            ({"players": 11}, "bad_players"),
            ({"players": 1}, "bad_players"),
            ({"players": "4"}, "bad_players"),
            ({"variant": "teams", "players": 3}, "bad_players"),
            ({"variant": "two-player", "players": 3}, "bad_players"),
            ({"options": {"no_such_rule": 1}}, "bad_option"),
            ({"options": {"target_score": 0}}, "bad_option"),
            ({"options": {"target_score": "500"}}, "bad_option"),
            ({"options": [1]}, "bad_option"),
            ({"players": 2, "bots": ["easy", "easy"]}, "bad_bots"),
            ({"players": 2, "bots": [None]}, "bad_bots"),
            ({"players": 2, "bots": [None, "godlike"]}, "bad_bots"),
            ({"players": 2, "bots": [None, "easy"], "seat": 1}, "bad_seat"),
            ({"players": 2, "seat": 5}, "bad_seat"),
            ({"grace": -1}, "bad_setting"),
            ({"turn_timer": 0.5}, "bad_setting"),
            ({"turn_timer": 99999}, "bad_setting"),
            ({"autopilot": "godlike"}, "bad_setting"),
            ({"bot_delay": 60}, "bad_setting"),
            ({"public": "yes"}, "bad_message"),
            ({"name": ""}, "bad_message"),
        ]
        for fields, code in cases:
            with self.subTest(fields=fields):
                await raw.send(dict(fields, type="create"))
                await self.assertError(raw, code)
        self.assertEqual(self.server.rooms, {})

    async def test_create_join_spectate_start(self):
        raw = await self.raw()
        await raw.send({"type": "create", "variant": "classic", "players": 3,
                        "bots": [None, None, "easy"], "options": {"uno_penalty": 4},
                        "public": True, "name": "Friday", "player_name": "Ada", "id": 1})
        created = await raw.expect("created")
        code = created["room"]
        self.assertRegex(code, r"^[A-Z2-9]{6}$")
        self.assertTrue(created["link"].endswith("/?room=" + code))
        self.assertTrue(created["watch_link"].endswith("/?room=%s&watch=1" % code))
        joined = await raw.expect("joined")
        self.assertEqual((joined["seat"], joined["role"], joined["id"]), (0, "player", 1))
        self.assertGreaterEqual(len(joined["credential"]), 32)
        room = await raw.expect("room")
        self.assertEqual(room["options"], {"uno_penalty": 4})
        self.assertEqual([s["bot"] for s in room["seats"]], [None, None, "easy"])
        state = await raw.expect("state")
        self.assertEqual((state["status"], state["view"], state["legal"]), ("lobby", None, []))

        # The lobby lists the public room; a private one is not.
        other = await self.raw()
        await other.send({"type": "lobby"})
        listed = (await other.expect("lobby"))["rooms"]
        self.assertEqual([(r["room"], r["open_seats"], r["name"]) for r in listed],
                         [(code, 1, "Friday")])

        await raw.send({"type": "start"})
        await self.assertError(raw, "seats_open")
        await other.send({"type": "join", "room": code.lower(), "seat": 0})
        await self.assertError(other, "seat_taken")
        await other.send({"type": "join", "room": code, "seat": 2})
        await self.assertError(other, "bad_seat")
        await other.send({"type": "join", "room": code, "seat": 7})
        await self.assertError(other, "bad_seat")
        await other.send({"type": "join", "room": code, "name": "Bob"})
        self.assertEqual((await other.expect("joined"))["seat"], 1)
        await other.send({"type": "join", "room": code})
        await self.assertError(other, "already_in_room")
        await other.send({"type": "start"})
        await self.assertError(other, "not_host")

        third = await self.raw()
        await third.send({"type": "join", "room": code})
        await self.assertError(third, "room_full")
        await third.send({"type": "join", "room": code, "as": "spectator"})
        self.assertEqual((await third.expect("joined"))["role"], "spectator")
        await third.send({"type": "start"})
        await self.assertError(third, "not_a_player")
        await third.send({"type": "move", "move": "draw", "version": 1})
        await self.assertError(third, "not_a_player")

        await raw.send({"type": "move", "move": "draw", "version": 0})
        await self.assertError(raw, "not_started")
        await raw.send({"type": "start", "id": "go"})
        update = await raw.expect("update")
        self.assertEqual((update["kind"], update["version"], update["ack"]), ("start", 1, "go"))
        view = update["view"]
        self.assertEqual(len(view["hand"]), view["hand_sizes"][0])
        self.assertGreaterEqual(len(view["hand"]), 7)   # a first Draw Two adds two
        theirs = await other.expect("update")
        self.assertNotIn("ack", theirs)
        self.assertEqual(theirs["view"]["seat"], 1)
        watched = await third.expect("update")
        self.assertIsNone(watched["view"]["seat"])
        self.assertFalse(watched["view"].get("hand"))
        self.assertEqual(watched["legal"], [])
        await raw.send({"type": "start"})
        await self.assertError(raw, "already_started")
        late = await self.raw()
        await late.send({"type": "join", "room": code})
        await self.assertError(late, "already_started")

    async def test_leave_opens_the_seat(self):
        a, b = await self.player("A"), await self.player("B")
        code = await a.create("classic", 2)
        await b.join(code)
        await b.leave()
        await a.wait_for(lambda c: not c.room_info["seats"][1]["taken"])
        c = await self.player("C")
        await c.join(code)
        self.assertEqual(c.seat, 1)
        # The leaver's credential is void.
        d = await self.player("D")
        from libuno.client import ServerError
        with self.assertRaises(ServerError) as e:
            await d.join(code, credential=b.credential)
        self.assertEqual(e.exception.code, "bad_credential")

    async def test_variants(self):
        raw = await self.raw()
        await raw.send({"type": "variants"})
        frame = await raw.expect("variants")
        self.assertEqual([v["name"] for v in frame["variants"]], libuno.variants())
        classic = frame["variants"][0]
        names = [o["name"] for o in classic["options"]]
        self.assertIn("target_score", names)
        self.assertEqual(frame["bot_levels"], ["easy", "medium", "hard", "expert"])


@needs_aiohttp
class TestPlay(ServerCase):

    async def room_of_two(self, **fields):
        a, b = await self.player("A"), await self.player("B")
        code = await a.create("classic", 2, **fields)
        await b.join(code)
        await a.start()
        await b.wait_for(lambda c: c.version == 1)
        return a, b

    async def test_move_errors(self):
        a, b = await self.room_of_two()
        mover, waiter = (a, b) if a.my_turn else (b, a)
        from libuno.client import ServerError

        async def refused(client, frame, code):
            with self.assertRaises(ServerError) as e:
                await client.request(frame, ("update",))
            self.assertEqual(e.exception.code, code, e.exception.frame)
            return e.exception.frame
        v = mover.version
        await refused(mover, {"type": "move", "move": "XYZ", "version": v}, "bad_move")
        await refused(mover, {"type": "move", "move": "x" * 40, "version": v}, "bad_message")
        await refused(mover, {"type": "move", "version": v}, "bad_message")
        await refused(mover, {"type": "move", "move": "draw"}, "bad_message")
        await refused(mover, {"type": "move", "move": "draw", "version": -1}, "bad_message")
        await refused(mover, {"type": "move", "move": "draw", "version": True}, "bad_message")
        frame = await refused(mover, {"type": "move", "move": "draw", "version": v + 3},
                              "stale_version")
        self.assertEqual(frame["version"], v)
        await refused(mover, {"type": "move", "move": "draw", "version": v,
                              "seat": waiter.seat}, "not_your_seat")
        frame = await refused(waiter, {"type": "move", "move": "draw", "version": v},
                              "not_your_turn")
        self.assertTrue(frame["reason"])
        # A card the seat does not hold, in the library's notation.
        held = set(mover.view["hand"])
        card = next(c for c in ("R0", "Y0", "G0", "B0", "R1", "Y1", "G1", "B1") if c not in held)
        frame = await refused(mover, {"type": "move", "move": card, "version": v},
                              "illegal_move")
        self.assertTrue(frame["reason"])
        await refused(mover, {"type": "next_round", "version": v}, "round_not_over")
        await refused(mover, {"type": "rematch", "version": v}, "match_not_over")
        # None of it changed the game.
        self.assertEqual(self.server.rooms[a.room].version, v)
        update = await mover.apply(mover.legal[0])
        self.assertEqual(update["version"], v + 1)

    async def test_whole_match_rematch_and_the_log(self):
        a, b = await self.room_of_two(options={"target_score": 1})
        rng = random.Random(5)
        spectator = await self.player()
        await spectator.join(a.room, spectator=True)
        await play_until(self, [a, b], lambda: a.status == "match_over", rng)
        await spectator.wait_for(lambda c: c.status == "match_over")
        # G-8: the hands left are turned up at the round's end, to the
        # players and the spectator alike; the winner's is empty.
        room = self.server.rooms[a.room]
        game = room.game
        left = [[game.card_text(c, game.side) for c in game.hand(s)] for s in range(2)]
        await b.wait_for(lambda c: c.status == "match_over")
        for c in (a, b, spectator):
            self.assertEqual(c.hands, left)
        self.assertEqual(left[game.match_winner], [])
        self.assertTrue(any(left), "a hand was left")
        state = await spectator.request({"type": "state"}, ("state",))
        self.assertEqual(state["hands"], left)
        from libuno.client import ServerError
        with self.assertRaises(ServerError) as e:
            await a.apply("draw")
        self.assertEqual(e.exception.code, "match_over")
        with self.assertRaises(ServerError) as e:
            await a.next_round()
        self.assertEqual(e.exception.code, "match_over")
        room = self.server.rooms[a.room]
        stored = await self.server.storage.fetch(a.room, log=True)
        self.assertEqual(stored.version, room.version)
        self.assertEqual(len(stored.log), stored.version)
        self.assertEqual(stored.state, room.game.save())
        from libuno.server.room import replay
        self.assertEqual(replay(stored.metadata, stored.log).save(), stored.state)

        update = await b.rematch()
        self.assertEqual((update["kind"], update["status"]), ("rematch", "playing"))
        self.assertNotIn("hands", update, "no hand told while a round is played")
        await a.wait_for(lambda c: c.status == "playing")
        self.assertIsNone(a.hands)
        self.assertEqual(a.room_info.get("game", 2), 2)
        stored = await self.server.storage.fetch(a.room, log=True)
        self.assertEqual(stored.log[-1].kind, "rematch")
        self.assertEqual(stored.metadata["game"], 2)
        self.assertEqual(replay(stored.metadata, stored.log).save(), stored.state)

    async def test_bots_play_their_seats(self):
        from libuno.client import ServerError
        a = await self.player("A")
        await a.create("classic", 3, bots=[None, "easy", "medium"],
                       options={"target_score": 100000})
        await a.start()
        rng = random.Random(2)
        for _ in range(300):
            seen = a.received
            stored = await self.server.storage.fetch(a.room, log=True)
            bots = {r.seat for r in stored.log if r.actor == "bot"}
            if bots == {1, 2}:
                break
            if a.status == "round_over":
                await a.next_round()
            elif a.my_turn:
                try:
                    await a.apply(random_move(rng, a, others=0))
                except ServerError as e:
                    self.assertEqual(e.code, "stale_version")
            else:
                await a.next_frame(seen)
        self.assertEqual(bots, {1, 2})
        self.assertLessEqual({r.seat for r in stored.log if r.actor == "player"} - {None}, {0})

    async def test_start_with_bots(self):
        a = await self.player("A")
        code = await a.create("classic", 3)
        update = await a.start(fill_bots="easy")
        self.assertEqual(update["kind"], "start")
        await a.wait_for(lambda c: [s["bot"] for s in c.room_info["seats"]] ==
                         [None, "easy", "easy"])
        stored = await self.server.storage.fetch(code)
        self.assertEqual([s["bot"] for s in stored.metadata["seats"]], [None, "easy", "easy"])

    async def test_races_first_accepted_wins(self):
        """Two seats moving for the same version: the first the library
        accepts moves the room on; the other is stale (moves out of turn
        race the seat to decide, an UNO call races a catch)."""
        from libuno.client import ServerError
        a, b = await self.room_of_two()
        rng = random.Random(11)
        races = 0
        for _ in range(400):
            if a.status != "playing":
                break
            mover = a if a.my_turn else b
            other = b if mover is a else a
            extra = [m for m in other.legal]
            if extra and races < 5:
                # Both at once, for the same version.
                v = mover.version
                results = await asyncio.gather(
                    mover.apply(random_move(rng, mover, uno_calls=False), version=v),
                    other.apply(extra[0], version=v), return_exceptions=True)
                ok = [r for r in results if not isinstance(r, Exception)]
                errors = [r for r in results if isinstance(r, Exception)]
                self.assertEqual(len(ok), 1, results)
                self.assertIsInstance(errors[0], ServerError)
                self.assertIn(errors[0].code, ("stale_version", "illegal_move"))
                self.assertEqual(ok[0]["version"], v + 1)
                races += 1
                await a.wait_for(lambda c: c.version == v + 1)
                await b.wait_for(lambda c: c.version == v + 1)
                continue
            try:
                await mover.apply(random_move(rng, mover, others=0, uno_calls=False))
            except ServerError as e:
                self.assertEqual(e.code, "stale_version")
            await other.wait_for(lambda c: c.version == mover.version)
        self.assertGreater(races, 0, "no seat had a move out of turn")

    async def test_grace_then_autopilot_then_back(self):
        a, b = await self.room_of_two(grace=0.2)
        credential, code = b.credential, b.room
        await b.close()
        # The autopilot plays b's seat: moves by "autopilot" arrive.
        rng = random.Random(3)

        def autopiloted(c):
            return c.room_info["seats"][1]["autopilot"]
        await a.wait_for(autopiloted)
        from libuno.client import ServerError
        for _ in range(200):
            seen = a.received
            stored = await self.server.storage.fetch(code, log=True)
            if any(r.actor == "autopilot" for r in stored.log) or a.status != "playing":
                break
            if a.my_turn:
                try:
                    await a.apply(random_move(rng, a, others=0))
                except ServerError as e:
                    self.assertEqual(e.code, "stale_version")
            else:
                await a.next_frame(seen)
        self.assertTrue(any(r.actor == "autopilot" and r.seat == 1 for r in stored.log) or
                        a.status != "playing")
        back = await self.player("B")
        await back.join(code, credential=credential)
        self.assertEqual(back.seat, 1)
        await a.wait_for(lambda c: not autopiloted(c) and c.room_info["seats"][1]["connected"])

    async def test_turn_timer(self):
        a, b = await self.room_of_two(turn_timer=1)
        waiting = a if not a.my_turn else b
        mover = b if waiting is a else a
        self.assertEqual(waiting.timer["seat"], mover.seat)
        v = mover.version
        # Nobody moves: the timer's autopilot makes the seat's move.
        await waiting.wait_for(lambda c: c.version > v, timeout=TIMEOUT)
        stored = await self.server.storage.fetch(a.room, log=True)
        self.assertEqual((stored.log[v].actor, stored.log[v].seat), ("timer", mover.seat))
        self.assertFalse(self.server.rooms[a.room].seats[mover.seat].autopilot)

    async def test_replaced(self):
        a, b = await self.room_of_two()
        again = await self.player("B2")
        await again.join(b.room, credential=b.credential)
        self.assertEqual(again.seat, 1)
        await b.wait_for(lambda c: c.role is None)
        from libuno.client import ServerError
        with self.assertRaises(ServerError) as e:
            await b.apply("draw")
        self.assertEqual(e.exception.code, "not_in_room")

    async def test_storage_error_changes_nothing(self):
        a, b = await self.room_of_two()
        mover = a if a.my_turn else b
        room = self.server.rooms[a.room]
        before = room.game.save()
        real = self.server.storage.append

        async def failing(*args, **kwargs):
            from libuno.server.storage import StorageError
            raise StorageError("disk full")
        self.server.storage.append = failing
        from libuno.client import ServerError
        with self.assertRaises(ServerError) as e:
            await mover.apply(mover.legal[0])
        self.assertEqual(e.exception.code, "storage_error")
        self.assertEqual(room.game.save(), before)
        self.assertEqual(room.version, 1)
        self.server.storage.append = real
        self.assertEqual((await mover.apply(mover.legal[0]))["version"], 2)

    async def test_a_change_is_not_cancelled_with_its_caller(self):
        """aiohttp cancels the handler of a connection that is lost. A
        move already handed to storage goes on to be applied and told, so
        that the room and storage agree."""
        a, b = await self.room_of_two()
        mover = a if a.my_turn else b
        room = self.server.rooms[a.room]
        real = self.server.storage.append
        entered, gate = asyncio.Event(), asyncio.Event()

        async def slow(*args, **kwargs):
            entered.set()
            await gate.wait()
            return await real(*args, **kwargs)
        self.server.storage.append = slow
        caller = asyncio.ensure_future(room.move(mover.seat, mover.legal[0], room.version))
        await entered.wait()
        caller.cancel()
        with self.assertRaises(asyncio.CancelledError):
            await caller
        gate.set()
        await b.wait_for(lambda c: c.version == 2)
        self.server.storage.append = real
        async with room.lock:
            stored = await self.server.storage.fetch(a.room)
            self.assertEqual((stored.version, stored.state), (room.version, room.game.save()))
        self.assertEqual(room.version, 2)

    async def test_a_damaged_state_is_made_again_from_the_log(self):
        import sqlite3
        a, b = await self.room_of_two()
        mover = a if a.my_turn else b
        await mover.apply(mover.legal[0])
        await b.wait_for(lambda c: c.version == 2)
        view, code, credential = b.view, b.room, b.credential
        for c in (a, b):
            await c.close()
        # The room leaves memory; its state in the file is damaged.
        room = self.server.rooms.pop(code)
        room.close()
        db = sqlite3.connect(self.server.config.database)
        db.execute("UPDATE rooms SET state = x'00ff' WHERE code = ?", (code,))
        db.commit()
        db.close()
        back = await self.player("B")
        await back.join(code, credential=credential)
        self.assertEqual((back.version, back.view), (2, view))

    async def test_shutting_down(self):
        raw = await self.raw()
        await self.server._on_shutdown(self.server.app)
        await self.assertError(raw, "shutting_down")
        self.assertEqual(await raw.closed(), 1001)


@needs_aiohttp
class TestClientLibrary(ServerCase):
    """libuno.client as an agent uses it: Client.play with a policy of its
    own against the library's bots, and the frames as an async iterator."""

    async def test_an_agent_plays_a_match(self):
        agent = await self.player("agent")
        await agent.create("classic", 3, bots=[None, "easy", "medium"],
                           options={"target_score": 1})
        await agent.start()
        rng = random.Random(8)
        seen = []

        def choose(view, legal):
            seen.append(view["seat"])
            plays = [m for m in legal if m not in ("draw", "pass")]
            return rng.choice(plays or legal) if view["current"] == 0 else None
        await asyncio.wait_for(agent.play(choose), 120)
        self.assertEqual(agent.status, "match_over")
        self.assertEqual(set(seen), {0})
        self.assertIsNotNone(agent.view["match_winner"])

    async def test_frames_iterator(self):
        a, b = await self.player("A"), await self.player("B")
        await a.create("classic", 2)
        await b.join(a.room)
        frames = b.frames()
        await a.start()
        kinds = []
        async for frame in frames:
            kinds.append(frame["type"])
            if frame["type"] == "update":
                self.assertEqual(frame["kind"], "start")
                self.assertEqual(frame["view"]["seat"], 1)
                break
        self.assertEqual(kinds[-1], "update")
        await b.close()
        rest = [f async for f in frames]
        self.assertEqual([f for f in rest if f["type"] == "update"], [])


@needs_aiohttp
class TestHttp(ServerCase):

    async def test_healthz(self):
        r = await self.client.get("/healthz")
        self.assertEqual(r.status, 200)
        self.assertEqual((await r.json())["status"], "ok")

    async def test_metrics(self):
        a, b = await self.player("A"), await self.player("B")
        await a.create("classic", 2)
        await b.join(a.room)
        await a.start()
        mover = a if a.my_turn else b
        await mover.apply(mover.legal[0])
        text = await (await self.client.get("/metrics")).text()
        values = {}
        for line in text.splitlines():
            if line.startswith("#"):
                self.assertRegex(line, r"^# (HELP|TYPE) uno_\w+ ")
                continue
            name, value = line.rsplit(" ", 1)
            values[name] = float(value)
        self.assertEqual(values["uno_rooms"], 1)
        self.assertEqual(values["uno_connections"], 2)
        self.assertEqual(values['uno_moves_total{kind="move"}'], 1)
        self.assertEqual(values['uno_moves_total{kind="start"}'], 1)
        self.assertEqual(values["uno_move_latency_seconds_count"], 1)
        self.assertEqual(values['uno_move_latency_seconds_bucket{le="+Inf"}'], 1)
        self.assertGreaterEqual(values["uno_storage_commits_total"], 1)
        self.assertIn("# TYPE uno_move_latency_seconds histogram", text)


@needs_aiohttp
class TestStatic(ServerCase):

    async def asyncSetUp(self):
        import tempfile
        self.page = tempfile.mkdtemp(prefix="uno-page-")
        with open(os.path.join(self.page, "index.html"), "w") as f:
            f.write("<title>page</title>")
        os.mkdir(os.path.join(self.page, "libuno"))
        with open(os.path.join(self.page, "libuno", "uno.wasm"), "wb") as f:
            f.write(b"\0asm")
        self.server_config = {"static": self.page}
        await super().asyncSetUp()

    async def test_serves_the_page(self):
        r = await self.client.get("/")
        self.assertEqual((r.status, await r.text()), (200, "<title>page</title>"))
        # The page knows uno-server served it (and at which protocol).
        self.assertEqual(r.headers["X-Uno-Server"], "1")
        r = await self.client.head("/index.html")
        self.assertEqual((r.status, r.headers["X-Uno-Server"]), (200, "1"))
        r = await self.client.get("/libuno/uno.wasm")
        self.assertEqual((r.status, r.headers["Content-Type"]), (200, "application/wasm"))
        self.assertEqual(r.headers["X-Uno-Server"], "1")
        for path in ("/nothing.js", "/../server_support.py", "/%2e%2e/etc/passwd"):
            r = await self.client.get(path)
            self.assertEqual(r.status, 404, path)


@needs_aiohttp
class TestInstalledPage(unittest.TestCase):
    """An installed server (no checkout around it) serves the page a
    package installed: share/libuno/web under its prefix (Debian's
    uno-web), but only with the page's copy of the library."""

    def test_finds_the_page_under_the_prefix(self):
        import tempfile
        from unittest import mock
        from libuno.server import app
        prefix = tempfile.mkdtemp(prefix="uno-prefix-")
        page = os.path.join(prefix, "share", "libuno", "web")
        os.makedirs(page)
        with open(os.path.join(page, "index.html"), "w") as f:
            f.write("<title>page</title>")
        with mock.patch.object(app.sys, "prefix", prefix):
            # Without libuno/dist (the WebAssembly build) it cannot play:
            # not that page.
            self.assertNotEqual(app.installed_page(), page)
            os.makedirs(os.path.join(page, "libuno", "dist"))
            self.assertEqual(app.installed_page(), page)
            # A checkout's web/ comes first; --static before both.
            static_dir = app.Server._static_dir
            self.assertEqual(static_dir(mock.Mock(config=app.Config())), os.path.join(ROOT, "web"))
            self.assertEqual(static_dir(mock.Mock(config=app.Config(static=prefix))), prefix)
            with mock.patch.object(app, "__file__", os.path.join(prefix, "app.py")):
                self.assertEqual(static_dir(mock.Mock(config=app.Config())), page)

@needs_aiohttp
class TestDocs(unittest.TestCase):

    def test_doc_lists_every_error(self):
        from libuno.server import protocol
        with open(os.path.join(ROOT, "doc", "protocol.md"), encoding="utf-8") as f:
            text = f.read()
        section = text[text.index("\n## Errors\n"):]
        section = section[:section.index("\n## ", 1)]
        documented = re.findall(r"^\| `([a-z_]+)` \|", section, re.M)
        self.assertEqual(sorted(documented), sorted(set(documented)), "listed twice")
        self.assertEqual(set(documented), set(protocol.ERRORS), "doc/protocol.md's errors")
        for kind in protocol.MESSAGES:
            self.assertRegex(text, r"\n### %s\n" % kind, "doc/protocol.md documents %s" % kind)
            for name in protocol.MESSAGES[kind]:
                self.assertIn("`%s`" % name, text, "%s's field %s" % (kind, name))


class _Transport:
    """A transport that keeps what is written, holding ``held`` bytes
    unsent (a client that reads slowly, or not at all)."""

    def __init__(self, held=0):
        self.written, self.held, self.closing = [], held, False

    def write(self, data):
        self.written.append(bytes(data))

    def is_closing(self):
        return self.closing

    def get_write_buffer_size(self):
        return self.held


@needs_aiohttp
class TestFramesOut(unittest.TestCase):
    """Frames written to the transport directly (connection.py): the
    bytes aiohttp's own writer makes, in order behind any that wait, and
    a client that never reads is closed once its queue is full."""

    def test_text_frames_are_aiohttps(self):
        from aiohttp.http_websocket import WebSocketWriter
        from libuno.server.connection import text_frame

        class Protocol:
            async def _drain_helper(self):
                pass
        for n in (0, 1, 125, 126, 127, 65535, 65536, 70000):
            text = ("\u00e9" if n % 2 else "x") * n
            t = _Transport()
            writer = WebSocketWriter(Protocol(), t, use_mask=False)
            asyncio.run(writer.send(text))
            self.assertEqual(text_frame(text), b"".join(t.written), n)

    def connection(self, transport, outbox=4):
        from libuno.server import Config
        from libuno.server.connection import Connection

        class Ws:
            closed = False
            sent = []

            async def send_str(self, text):
                self.sent.append(text)
                await asyncio.sleep(0)

            async def close(self, code=1000, message=b""):
                self.closed = True

        class Log:
            def warning(self, *args, **kwargs):
                self.warned = args

        class Server:
            config = Config(outbox=outbox)
            tap = None
            log = Log()
        return Connection(Server(), Ws(), "127.0.0.1", 1, transport)

    def test_direct_then_queued_in_order_then_closed(self):
        from libuno.server.connection import TRANSPORT_HIGH, text_frame

        async def run():
            t = _Transport()
            c = self.connection(t)
            c.send_text("one")
            c.send_text("two")
            self.assertEqual(t.written, [text_frame("one"), text_frame("two")])
            self.assertTrue(c.queue.empty())
            # The client stops reading: frames wait in the queue, and go
            # on waiting behind the first even once the transport drains.
            t.held = TRANSPORT_HIGH
            c.send_text("three")
            t.held = 0
            c.send_text("four")
            self.assertEqual(len(t.written), 2)
            self.assertEqual(c.queue.qsize(), 2)
            await asyncio.sleep(0.01)       # the writer task sends them
            self.assertEqual(c.ws.sent, ["three", "four"])
            c.send_text("five")             # the queue is empty again
            self.assertEqual(t.written[-1], text_frame("five"))
            # A client that never reads: its queue fills, it is closed.
            t.held = TRANSPORT_HIGH
            c.writer.cancel()
            for i in range(5):
                c.send_text("more %d" % i)
            self.assertTrue(c.closing)
            self.assertEqual(c.server.log.warned[0], "slow_client")
            await asyncio.sleep(0.01)
            self.assertTrue(c.ws.closed)
            # Nothing is written once the connection is closing.
            count = len(t.written)
            c.send_text("late")
            self.assertEqual(len(t.written), count)
        asyncio.run(run())


@needs_aiohttp
class TestEventLoop(unittest.TestCase):
    """``--loop`` (cli.py): uvloop when installed, asyncio's own on
    request or without it; a bad choice is refused before anything
    starts."""

    def loop_of(self, choice):
        from libuno.server import cli

        async def which():
            return type(asyncio.get_running_loop()).__module__.split(".")[0]
        return cli.run(which(), choice)

    def test_choices(self):
        from libuno.server import cli
        try:
            import uvloop  # noqa: F401
            have = True
        except ImportError:
            have = False
        self.assertEqual(self.loop_of("asyncio"), "asyncio")
        self.assertEqual(self.loop_of("auto"), "uvloop" if have else "asyncio")
        self.assertEqual(cli.config_from([], environ={}).loop, "auto")
        self.assertEqual(cli.config_from(["--loop", "asyncio"], environ={}).loop, "asyncio")
        self.assertEqual(cli.config_from([], environ={"UNO_SERVER_LOOP": "asyncio"}).loop,
                         "asyncio")
        if have:
            self.assertEqual(self.loop_of("uvloop"), "uvloop")
            self.assertEqual(cli.config_from(["--loop", "uvloop"], environ={}).loop, "uvloop")
        else:
            with self.assertRaises(SystemExit):
                cli.config_from(["--loop", "uvloop"], environ={})
        for bad in (["--loop", "trio"], ["--loop", ""]):
            with self.assertRaises(SystemExit):
                cli.config_from(bad, environ={})


if __name__ == "__main__":
    unittest.main()
