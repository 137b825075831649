"""No frame uno-server sends tells a connection more than its seat may
know, in random multiplayer games of every built-in variant.

Every frame sent to every connection is recorded (the server's tap) while
players (libuno.client), a bot and a spectator play. Then the room's log
is played again offline, and every recorded frame is checked against what
the library says that seat (or a spectator) may know at that version:

- its view is the library's per-seat view of the true game at that
  version (``libuno.Game.view(seat)``, spelt out; a spectator's holds no
  hand), its legal moves the library's, its events the library's per-seat
  events (``Game.event_for_seat``) when the library tells them;
- what the server writes of a seat depends on nothing that seat cannot
  see: for a game whose hidden cards are resampled from the seat's point
  of view (``Game.determinized``) it writes the same view and moves;
- a frame has only the documented fields: no hand but the seat's own, no
  credential but the one handed to that connection, never a seed or the
  saved game.
"""
import json
import random
import unittest

import libuno

from server_support import ServerCase, await_change, needs_aiohttp, random_move

# (variant, seats, bot seats, options): every built-in variant, with house
# rules that add decisions and moves out of turn where the variant takes
# them.
GAMES = [
    ("classic", 4, [3], {"jump_in": 1, "seven_o": 1}),
    ("two-player", 2, [], {}),
    ("partners", 4, [2], {}),
    ("challenge", 4, [1], {}),
    ("express", 3, [], {"stacking": 1}),
    ("casting-call", 4, [3], {}),
    ("teams", 4, [1], {}),
    ("no-mercy", 4, [2], {}),
    ("flip", 3, [2], {}),
]

MOVES = 140     # accepted moves of the players per game (the bots' come on top)

FRAME_FIELDS = {
    "welcome": {"type", "protocol", "server", "version", "limits", "id"},
    "created": {"type", "room", "link", "watch_link", "id"},
    "joined": {"type", "room", "role", "seat", "credential", "id"},
    "room": {"type", "room", "name", "variant", "players", "options", "status", "public",
             "host", "version", "game", "seats", "open_seats", "spectators", "settings",
             "link", "watch_link"},
    "state": {"type", "room", "version", "status", "seat", "view", "legal", "timer", "id",
              "hands"},
    "update": {"type", "room", "version", "status", "kind", "by", "actor", "timer",
               "events", "view", "legal", "ack", "hands"},
    "error": {"type", "code", "message", "id", "version", "reason"},
    "left": {"type", "room", "id"},
    "pong": {"type", "id"},
}
SEAT_FIELDS = {"seat", "name", "bot", "taken", "connected", "autopilot"}


def as_json(value):
    return json.loads(json.dumps(value))


@needs_aiohttp
class TestLeaks(ServerCase):

    async def play(self, variant, players, bots, options, seed):
        from libuno.client import ServerError
        rng = random.Random(seed)
        frames = []
        self.server.tap = lambda conn, text: frames.append((
            conn.number, conn.seat, conn.role, conn.room and conn.room.code, text))
        seat_bots = [("easy" if s in bots else None) for s in range(players)]
        host = await self.player("host")
        code = await host.create(variant, players, bots=seat_bots, options=options)
        clients = [host]
        for s in range(players):
            if seat_bots[s] is None and s != host.seat:
                c = await self.player("p%d" % s)
                await c.join(code, seat=s)
                clients.append(c)
        watcher = await self.player()
        await watcher.join(code, spectator=True)
        await host.start()
        moved = rounds = 0
        while moved < MOVES and host.status != "match_over":
            seen = host.received
            if host.status == "round_over":
                if rounds >= 1:
                    break
                rounds += 1
                try:
                    await host.next_round()
                except ServerError as e:
                    self.assertEqual(e.code, "stale_version")
                continue
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
                    self.assertIn(e.code, ("stale_version", "illegal_move", "not_your_turn"))
                break
            if not acted:
                await await_change(clients, seen)
        # The bots finish what they are doing; every connection hears it.
        room = self.server.rooms[code]
        while room._driver is not None and not room._driver.done():
            await room._driver
        for c in clients + [watcher]:
            await c.wait_for(lambda x: x.version == room.version)
        self.server.tap = None
        credentials = {c.credential for c in clients}
        for c in clients + [watcher]:
            await c.close()
        stored = await self.server.storage.fetch(code, log=True)
        # This room's frames (the first ones, sent before the connection
        # joined it, are its creation's and hello's).
        return stored, [f for f in frames if f[3] in (code, None)], credentials

    def expected(self, stored, seed):
        """The version -> viewer -> (view, legal, events) a replay of the
        log gives, and the determinization check at every version."""
        from libuno.server import tell
        meta, log = stored.metadata, stored.log
        players = meta["players"]
        viewers = list(range(players)) + [None]
        out = {0: {v: (None, [], []) for v in viewers}}
        out[0]["hands"] = None
        game = None
        events = []

        def hear(_game, event):
            events.append(event)
        rng = random.Random(seed)
        for r in log:
            events.clear()
            if r.kind in ("start", "rematch"):
                game = libuno.Game(meta["variant"], players, seed=int(r.move),
                                   options=meta["options"] or None)
                game.set_hooks(event=hear)
            elif r.kind == "move":
                game.apply(r.move, r.seat)
            elif r.kind == "next_round":
                game.next_round()
            at = {}
            rules = tell.rules(meta["variant"])
            for v in viewers:
                at[v] = (as_json(tell.view(game, v)), tell.legal(game, v),
                         as_json(tell.tell_events(game, events, v)))
                # What is written reads back as what the library said: the
                # top card and the color in the variant's notation (on
                # either side of two-sided cards), the legal moves too.
                spelt, lib_view = at[v][0], game.view(libuno.SPECTATOR if v is None else v)
                self.assertEqual(rules.parse_card(spelt["top"]), lib_view.top)
                if lib_view.color is not None:
                    self.assertEqual(rules.parse_move("color " + spelt["color"]).color,
                                     lib_view.color)
                self.assertEqual([rules.parse_move(m) for m in at[v][1]],
                                 game.legal_moves(v) if v is not None else [])
            # G-8: the hands are turned up once the round is over, and
            # not before (read here from the game, not from tell.py).
            at["hands"] = ([[game.card_text(c, game.side) for c in game.hand(s)]
                            for s in range(players)] if game.round_over else None)
            out[r.version + 1] = at
            if rng.random() < 0.5:
                # What is written for a seat is the same for every world
                # that seat cannot tell from this one.
                for s in range(players):
                    other = game.determinized(s, rng.randrange(2**32))
                    self.assertEqual(as_json(tell.view(other, s)), at[s][0],
                                     "%s seat %d: the view depends on hidden cards"
                                     % (meta["variant"], s))
                    self.assertEqual(tell.legal(other, s), at[s][1])
                    other.close()
        return out, game

    def check(self, variant, stored, frames, credentials, expected, final):
        seeds = [r.move for r in stored.log if r.kind in ("start", "rematch")]
        state = final.save()
        checked = ended = 0
        for number, seat, role, _room, text in frames:
            for secret in seeds:
                self.assertNotIn(secret, text, "a seed was sent")
            self.assertNotIn(state.hex(), text)
            frame = json.loads(text)
            kind = frame["type"]
            self.assertLessEqual(set(frame), FRAME_FIELDS[kind], frame)
            for c in credentials:
                if c in text:
                    self.assertEqual(kind, "joined", "a credential in a %s frame" % kind)
            if kind == "room":
                for entry in frame["seats"]:
                    self.assertLessEqual(set(entry), SEAT_FIELDS)
            if kind not in ("state", "update"):
                continue
            viewer = seat if role == "player" else None
            self.assertEqual(frame["seat"] if kind == "state" else viewer, viewer)
            view, legal, events = expected[frame["version"]][viewer]
            self.assertEqual(frame["view"], view, "%s v%d to %s" % (
                variant, frame["version"], viewer))
            self.assertEqual(frame["legal"], legal)
            if kind == "update":
                self.assertEqual(frame["events"], events)
            hands = expected[frame["version"]]["hands"]
            if frame["status"] in ("round_over", "match_over"):
                self.assertIsNotNone(hands)
                self.assertEqual(frame.get("hands"), hands, "%s v%d: the hands left" % (
                    variant, frame["version"]))
                ended += 1
            else:
                self.assertNotIn("hands", frame, "%s v%d: a hand told while the round is played"
                                 % (variant, frame["version"]))
            if view is not None:
                if viewer is None:
                    self.assertFalse(view.get("hand"), "a spectator was sent a hand")
                    self.assertFalse(view.get("shown"))
                    for faces in view.get("hidden") or []:
                        self.assertEqual(faces, [], "a spectator was sent FL-5 faces")
                else:
                    self.assertEqual(view["seat"], viewer)
            checked += 1
        self.assertGreater(checked, 40, "%s: too few frames checked" % variant)
        final_views = {v: final.view(v).hand for v in range(final.players)}
        self.assertTrue(final_views)
        return ended

    async def test_every_frame_of_every_variant(self):
        self.assertEqual(sorted(g[0] for g in GAMES), sorted(libuno.variants()),
                         "a game for every built-in variant")
        ended = 0
        for i, (variant, players, bots, options) in enumerate(GAMES):
            with self.subTest(variant=variant):
                stored, frames, credentials = await self.play(variant, players, bots,
                                                              options, seed=100 + i)
                expected, final = self.expected(stored, seed=i)
                self.assertEqual(final.save(), stored.state)
                ended += self.check(variant, stored, frames, credentials, expected, final)
                final.close()
        self.assertGreater(ended, 0, "no frame of a round's end was checked")


if __name__ == "__main__":
    unittest.main()
