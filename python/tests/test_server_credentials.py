"""Seat credentials of uno-server: a seat is its credential. A forged one,
another room's, another seat's, a leaver's, or a credential with its seat
changed are refused alike (``bad_credential``) and change nothing; the
right one takes the seat back from anywhere, the newest connection
holding it; storage keeps only its SHA-256, compared in constant time.
"""
import hashlib
import secrets
import unittest

from server_support import ServerCase, needs_aiohttp


@needs_aiohttp
class TestCredentials(ServerCase):

    async def two_rooms(self):
        a, b = await self.player("A"), await self.player("B")
        code = await a.create("classic", 2)
        await b.join(code)
        c, d = await self.player("C"), await self.player("D")
        other = await c.create("classic", 2)
        await d.join(other)
        return a, b, c, d

    async def refused(self, client, room, **fields):
        from libuno.client import ServerError
        with self.assertRaises(ServerError) as e:
            await client.join(room, **fields)
        self.assertEqual(e.exception.code, "bad_credential", e.exception.frame)
        self.assertIsNone(client.room)

    async def test_forged_and_borrowed_credentials_refused(self):
        a, b, c, d = await self.two_rooms()
        code, other = a.room, c.room
        thief = await self.player("T")
        # Forged: random secrets of the right shape, and junk.
        for forged in (secrets.token_urlsafe(24), "", "x", a.credential[:-1],
                       a.credential + "A", a.credential.upper(),
                       hashlib.sha256(a.credential.encode()).hexdigest()):
            with self.subTest(forged=forged):
                await self.refused(thief, code, credential=forged)
        # Another room's credential.
        await self.refused(thief, code, credential=c.credential)
        await self.refused(thief, other, credential=a.credential)
        # Another seat's: a credential does not open a seat it is not.
        await self.refused(thief, code, credential=a.credential, seat=b.seat)
        await self.refused(thief, code, credential=b.credential, seat=a.seat)
        # Nothing changed: both seats are their owners', connected.
        seats = self.server.rooms[code].seats
        self.assertIs(seats[0].conn.room, self.server.rooms[code])
        self.assertEqual([s.conn is not None for s in seats], [True, True])
        self.assertEqual(a.role, "player")
        self.assertEqual(b.role, "player")

    async def test_the_right_credential_takes_the_seat_back(self):
        a, b, c, d = await self.two_rooms()
        await a.start()
        await b.wait_for(lambda x: x.version == 1)
        hand = list(b.view["hand"])
        credential, code = b.credential, b.room
        await b.close()
        back = await self.player("B again")
        answer = await back.join(code, credential=credential)
        self.assertEqual((answer["seat"], answer["role"]), (1, "player"))
        self.assertNotIn("credential", answer, "a credential is given once")
        self.assertEqual(back.view["hand"], hand)
        self.assertEqual(back.view["seat"], 1)

    async def test_stolen_credential_owner_takes_it_back(self):
        """A copied credential is the seat (nothing can tell the copy from
        the owner), but only one connection holds it: the newest. The
        owner taking it back puts the thief out of the room."""
        a, b, c, d = await self.two_rooms()
        thief = await self.player("T")
        await thief.join(b.room, credential=b.credential)
        await b.wait_for(lambda x: x.role is None)
        owner = await self.player("B")
        await owner.join(a.room, credential=b.credential)
        await thief.wait_for(lambda x: x.role is None)
        from libuno.client import ServerError
        with self.assertRaises(ServerError) as e:
            await thief.start()
        self.assertEqual(e.exception.code, "not_in_room")

    async def test_only_the_hash_is_stored(self):
        a, b, c, d = await self.two_rooms()
        stored = await self.server.storage.fetch(a.room)
        text = repr(stored.metadata)
        for cred in (a.credential, b.credential):
            self.assertNotIn(cred, text)
            self.assertIn(hashlib.sha256(cred.encode()).hexdigest(), text)
        # No frame ever repeats a credential: the room frames have none.
        info = self.server.rooms[a.room].info()
        self.assertNotIn("credential", repr(info))

    async def test_credential_of_a_seat_given_up(self):
        a, b, c, d = await self.two_rooms()
        old = b.credential
        await b.leave()
        await self.refused(b, a.room, credential=old)

    async def test_credentials_are_distinct_and_long(self):
        seen = set()
        for _ in range(3):
            a, b, c, d = await self.two_rooms()
            for x in (a, b, c, d):
                self.assertGreaterEqual(len(x.credential), 32)
                seen.add(x.credential)
        self.assertEqual(len(seen), 12)


if __name__ == "__main__":
    unittest.main()
