"""Move-by-move play without Python object churn: Game.decision() (one
library call for the seat, the phase and the legal moves as a mask),
Game.apply_index(), Game.reset(), and legal_moves() served from the
decision with the shared Move of each index. The decision's list must be
exactly uno_game_legal_moves()'s, in every variant and house-rule mix."""
import os
import random
import subprocess
import sys
import unittest
from unittest import mock

import libuno
from libuno import Move, Phase, Reason, _lib

from support import Recorder, play_move

PYTHON_DIR = os.path.dirname(os.path.dirname(os.path.abspath(libuno.__file__)))

# Option mixes per variant: plain, every house rule it takes, referee mode.
HOUSE = {"stacking": 2, "draw_until_playable": 1, "force_play": 1,
         "jump_in": 1, "seven_o": 1, "strict_wild_draw": 1}
# The house rules of issue 21 (H-9..H-16), in a mix of their own.
MORE_HOUSE = {"deflect": 1, "multi_play": 1, "jump_in_wild": 1, "jump_in": 1,
              "hand_limit": 14, "double_score": 1, "no_challenge": 1}
REFEREE = {"referee": 1, "jump_in": 1, "stacking": 1}
PLAYERS = {"classic": (2, 4, 10), "two-player": (2,), "partners": (4, 6),
           "challenge": (3, 5), "express": (2, 4), "casting-call": (3, 5),
           "teams": (4, 6), "no-mercy": (2, 4, 6), "flip": (2, 4, 10)}


def listed(game, seat):
    """uno_game_legal_moves() straight from the library, as raw moves."""
    buf = _lib.MOVE_BUF()
    n = _lib.lib.uno_game_legal_moves(game._p, seat, buf, _lib.MAX_MOVES)
    return [bytes(buf[i]) for i in range(n)]


def mixes(variant):
    rules = libuno.Rules(variant)
    house = {k: v for k, v in HOUSE.items() if k in rules}
    referee = {k: v for k, v in REFEREE.items() if k in rules}
    more = {k: v for k, v in MORE_HOUSE.items() if k in rules}
    return [{}, house, referee, more]


def positions(test, variant, players, options, seed, rounds=1):
    """A game played at random for some rounds (moves out of turn too),
    yielded at every position, the ends of rounds included."""
    game = libuno.Game(variant, players, seed=seed, options=options)
    r = random.Random(seed)
    for _ in range(rounds):
        moves = 0
        while not game.round_over:
            yield game
            play_move(game, r, greedy=r.random() < 0.5, others=True)
            moves += 1
            test.assertLess(moves, 20000, "the round does not end")
        yield game
        if game.match_over:
            return
        game.next_round()


class DecisionTests(unittest.TestCase):

    def test_the_decision_is_the_list_in_every_variant(self):
        self.assertEqual(sorted(PLAYERS), sorted(libuno.variants()))
        checked = 0
        kinds = set()
        for variant, counts in PLAYERS.items():
            for options in mixes(variant):
                for players in counts:
                    seed = 100 * players + len(options)
                    with self.subTest(variant=variant, players=players,
                                      options=options):
                        for game in positions(self, variant, players, options, seed):
                            self.check_position(game)
                            kinds.add(game.phase)
                            checked += 1
        # Thousands of positions, and every kind of decision among them
        # (a COLOR decision only comes with a wild turned up first).
        self.assertGreater(checked, 5000)
        self.assertLessEqual(set(Phase) - {Phase.COLOR, Phase.MATCH_OVER}, kinds)

    def check_position(self, game):
        d = game.decision()
        rules = game.rules
        seat = game.current_player
        self.assertEqual(d.seat, seat)
        self.assertIs(d.phase, game.phase)
        fast = game.legal_moves()
        if seat is None:
            self.assertEqual((d.count, d.faces, d.mask), (0, 0, 0))
            self.assertEqual(fast, [])
            return
        raw = listed(game, seat)
        # Same moves, same order, byte for byte.
        self.assertEqual([m._raw for m in fast], raw)
        self.assertEqual([m._raw for m in game.legal_moves(seat)], raw)
        self.assertEqual([m._raw for m in d.moves()], raw)
        self.assertEqual(d.count, len(raw))
        # the variant's index (No Mercy's: 398, its roulette colorless)
        self.assertEqual(d.indexes(), sorted(rules.move_index(m) for m in fast))
        self.assertEqual([rules.move_from_index(i) for i in d.indexes()],
                         sorted(fast, key=rules.move_index))
        mask = game.legal_mask(seat)
        self.assertEqual(len(mask), game.move_index_count)
        self.assertEqual(d.mask, sum(1 << i for i, b in enumerate(mask) if b))
        self.assertTrue(all(map(d.is_legal, d.indexes())))
        faces = {libuno.card_face(m.card) for m in fast if m.is_play}
        self.assertEqual(d.faces, sum(1 << f for f in faces))

    def test_moves_are_the_shared_objects_of_the_index(self):
        game = libuno.Game("classic", 4, seed=3)
        r = random.Random(3)
        while not game.round_over:
            first, again = game.legal_moves(), game.legal_moves()
            self.assertIsNot(first, again)      # a new list every call...
            for a, b in zip(first, again):
                self.assertIs(a, b)             # ...of the same moves
                self.assertIs(a, libuno.move_from_index(libuno.move_index(a)))
            play_move(game, r)

    def test_move_by_move_play_makes_no_move(self):
        # The list path would make (or look up) a Move per listed move;
        # the decision's path touches neither.
        def made(*args):
            raise AssertionError("a Move was made during move-by-move play")
        game = libuno.Game("classic", 4, seed=8)
        r = random.Random(8)
        with mock.patch("libuno.game.move_from_raw", made), \
                mock.patch("libuno.game._lib_moves_get", made), \
                mock.patch("libuno.cards.move_from_raw", made):
            moves = 0
            while not game.round_over:
                d = game.decision()
                self.assertEqual(d.moves(), game.legal_moves())
                game.apply_index(r.choice(d.indexes()), d.seat)
                moves += 1
            self.assertGreater(moves, 10)

    def test_decision_at_the_end_of_a_round(self):
        game = libuno.Game.from_hands("classic", ["R1", "G1"], first="R9")
        game.apply("R1")
        d = game.decision()
        self.assertEqual(d, (None, Phase.ROUND_OVER, 0, 0, 0))
        self.assertEqual((d.indexes(), d.moves()), ([], []))
        self.assertFalse(d.is_legal(0))
        self.assertEqual(game.legal_moves(), [])
        self.assertEqual(game.legal_moves(1), [])

    def test_a_decision_is_an_immutable_value(self):
        d = libuno.Game("classic", 3, seed=4).decision()
        self.assertIsInstance(d, libuno.Decision)
        with self.assertRaises(AttributeError):
            d.seat = 1
        seat, phase, count, faces, mask = d
        self.assertEqual(bin(mask).count("1"), count)
        self.assertFalse(d.is_legal(-1))
        self.assertFalse(d.is_legal(libuno.MOVE_INDEX_COUNT))

    def test_other_seats_list_as_before(self):
        # A seat out of turn is listed by uno_game_legal_moves(): catches,
        # late UNO calls and jump-ins.
        game = libuno.Game.from_hands("classic", ["R5 G1", "B1 B2", "R5 Y2"],
                                   first="R9", options={"jump_in": 1})
        game.apply("R5")
        self.assertIn(Move("R5"), game.legal_moves(2))
        self.assertEqual([m._raw for m in game.legal_moves(2)], listed(game, 2))
        self.assertEqual([m._raw for m in game.legal_moves(0)], listed(game, 0))


class FallbackTests(unittest.TestCase):
    """A libuno without the fast calls: the list path, and clear errors."""

    def test_without_the_fast_calls(self):
        game = libuno.Game("classic", 4, seed=5)
        fast = game.legal_moves()
        with mock.patch.object(_lib, "HAS_FAST", False):
            self.assertEqual(game.legal_moves(), fast)
            self.assertEqual(game.legal_moves(game.current_player), fast)
            for call in (game.decision, lambda: game.apply_index(160),
                         lambda: game.reset(1)):
                with self.assertRaises(NotImplementedError):
                    call()

    def test_importing_uno_does_not_import_numpy(self):
        code = ("import sys, libuno\n"
                "assert 'numpy' not in sys.modules, 'numpy was imported'\n"
                "sys.modules['numpy'] = None   # as if it were not installed\n"
                "try:\n"
                "    libuno.Batch('classic', 4, 2)\n"
                "except ImportError as e:\n"
                "    print(e)\n")
        env = dict(os.environ, PYTHONPATH=PYTHON_DIR, PYTHONDONTWRITEBYTECODE="1")
        res = subprocess.run([sys.executable, "-c", code], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             universal_newlines=True, timeout=60)
        self.assertEqual(res.returncode, 0, res.stderr)
        self.assertIn("libuno.Batch needs numpy", res.stdout)


def _refusal(call):
    """What a call raised, as comparable facts (None if it did not)."""
    try:
        call()
    except libuno.UnoError as e:
        return (type(e), e.status, getattr(e, "reason", None),
                getattr(e, "seat", None), getattr(e, "move", None), str(e))
    return None


class ApplyIndexTests(unittest.TestCase):

    def test_apply_index_is_apply_for_every_index_and_seat(self):
        compared = legal = 0
        for variant, players, options in [("classic", 4, {}),
                                          ("classic", 3, dict(HOUSE, referee=1)),
                                          ("challenge", 3, {}),
                                          ("casting-call", 3, {"seven_o": 1}),
                                          ("teams", 4, {"jump_in": 1}),
                                          ("partners", 4, {"stacking": 1}),
                                          ("no-mercy", 3, {"jump_in": 1})]:
            with self.subTest(variant=variant, options=options):
                game = libuno.Game(variant, players, seed=21, options=options)
                r = random.Random(21)
                for step in range(60):
                    if game.round_over:
                        break
                    if step % 5 == 0:
                        legal += self.compare_every_index(game)
                        compared += 1
                    play_move(game, r, others=True)
                legal += self.compare_every_index(game)  # GAME_OVER at the end
        self.assertGreater(compared, 50)
        self.assertGreater(legal, 300)

    def compare_every_index(self, game):
        """apply_index(i, seat) against apply(move_from_index(i), seat) for
        every index of the game's variant (398 in No Mercy) and seat: the
        same refusal, which leaves the game as it was, or the same game
        after the move. Not only the listed moves are taken: in referee
        mode a misplay stands (R-3)."""
        before = game.save()
        work = game.clone()
        legal = 0
        rules = game.rules
        for seat in list(range(game.players)) + [None]:
            for i in range(game.move_index_count):
                m = rules.move_from_index(i)
                by_index = _refusal(lambda: work.apply_index(i, seat))
                if by_index is not None:
                    by_move = _refusal(lambda: work.apply(m, seat))
                    if i < libuno.MOVE_INDEX_COUNT and m != libuno.move_from_index(i):
                        # A wild listed without a color (No Mercy's
                        # roulette): the library words the refusal with
                        # the index's own move, its first color's play.
                        own = libuno.move_from_index(i)
                        self.assertEqual(by_move[:-1], by_index[:-1], (seat, str(m)))
                        self.assertEqual(_refusal(lambda: work.apply(own, seat))[-1],
                                         by_index[-1], (seat, str(own)))
                    else:
                        self.assertEqual(by_move, by_index, (seat, str(m)))
                    continue
                by_move = game.clone()
                by_move.apply(m, seat)
                self.assertEqual(work.save(), by_move.save(), (seat, str(m)))
                legal += 1
                work = game.clone()
        self.assertEqual(work.save(), before)
        return legal

    def test_bad_arguments(self):
        game = libuno.Game("classic", 4, seed=2)
        before = game.save()
        for bad in (libuno.MOVE_INDEX_COUNT, -1, 2**40):
            with self.assertRaises(libuno.InvalidArgument):
                game.apply_index(bad)
        for bad in ("160", 160.0, True, None, Move("draw")):
            with self.assertRaises(TypeError):
                game.apply_index(bad)
        # A seat beyond the table: apply()'s error, word for word.
        for seat in (4, -1, 2**31):
            self.assertEqual(_refusal(lambda: game.apply_index(160, seat)),
                             _refusal(lambda: game.apply(Move("draw"), seat)))
        with self.assertRaises(TypeError):
            game.apply_index(160, "0")
        self.assertEqual(game.save(), before)
        game.close()
        with self.assertRaises(ValueError):
            game.apply_index(160)

    def test_an_integral_index_is_taken(self):
        class Index:
            def __index__(self):
                return 160
        a, b = libuno.Game("classic", 4, seed=2), libuno.Game("classic", 4, seed=2)
        a.apply("draw")
        b.apply_index(Index())
        self.assertEqual(a.save(), b.save())

    def test_refusals_name_the_rule(self):
        game = libuno.Game.from_hands("classic", ["R1 G2", "B1 B2"], first="R9")
        with self.assertRaises(libuno.IllegalMove) as cm:
            game.apply_index(libuno.move_index("G2"))
        self.assertEqual(cm.exception.reason, Reason.NO_MATCH)
        self.assertEqual(cm.exception.move, Move("G2"))
        self.assertEqual(cm.exception.seat, 0)
        with self.assertRaises(libuno.NotYourTurn):
            game.apply_index(libuno.move_index("draw"), 1)
        game = libuno.Game.from_hands("classic", ["R1", "G1"], first="R9")
        game.apply_index(libuno.move_index("R1"))
        with self.assertRaises(libuno.IllegalMove) as cm:
            game.apply_index(libuno.move_index("draw"))
        self.assertEqual(cm.exception.reason, Reason.GAME_OVER)

    def test_hooks_see_the_same_game(self):
        # The same moves by index and by Move: the same events, the same
        # answers asked of the hooks (Casting Call's cast, Teams' hand-off).
        for variant, players in [("classic", 4), ("casting-call", 3), ("teams", 4)]:
            with self.subTest(variant=variant):
                games, recs = [], []
                for _ in range(2):
                    g = libuno.Game(variant, players, seed=31)
                    rec = Recorder()
                    g.set_hooks(event=rec, cast=lambda game, seat: "deal",
                                give=lambda game, seat: game.hand(seat)[0])
                    games.append(g)
                    recs.append(rec)
                r = random.Random(31)
                while not games[0].round_over:
                    legal = games[0].legal_moves()
                    plays = [m for m in legal if m.is_play]
                    m = r.choice(plays if plays and r.random() < 0.7 else legal)
                    games[0].apply(m)
                    games[1].apply_index(libuno.move_index(m))
                    self.assertEqual(games[1].save(), games[0].save())
                self.assertEqual(recs[1].events, recs[0].events)
                self.assertTrue(recs[0].events)

    def test_a_hook_error_is_raised_from_apply_index(self):
        class Boom(Exception):
            pass

        def event(game, e):
            if e.type == libuno.EventType.PLAY:
                raise Boom()
        game = libuno.Game.from_hands("classic", ["R1 R2", "G1 G2"], first="R9")
        game.set_hooks(event=event)
        with self.assertRaises(Boom):
            game.apply_index(libuno.move_index("R1"))
        self.assertEqual(game.hand_size(0), 1)     # the move stood
        # A hook may not change its game: Busy, raised from the outer call.
        game.set_hooks(event=lambda g, e: g.apply_index(160))
        with self.assertRaises(libuno.Busy):
            game.apply_index(160)

    def test_a_hook_may_close_its_game(self):
        game = libuno.Game.from_hands("classic", ["R1 R2", "G1 G2"], first="R9")
        game.set_hooks(event=lambda g, e: g.close())
        game.apply_index(libuno.move_index("R1"))
        with self.assertRaises(ValueError):
            game.phase


class ResetTests(unittest.TestCase):

    def test_reset_is_a_new_game(self):
        for variant, players, options in [("classic", 4, {}),
                                          ("express", 3, {"uno_penalty": 4}),
                                          ("teams", 4, {}),
                                          ("challenge", 5, {})]:
            with self.subTest(variant=variant):
                game = libuno.Game(variant, players, seed=1, options=options)
                r = random.Random(1)
                for _ in range(30):
                    if game.round_over:
                        break
                    play_move(game, r)
                for seed in (2, 0, 2**64 - 1):
                    game.reset(seed)
                    new = libuno.Game(variant, players, seed=seed, options=options)
                    self.assertEqual(game.save(), new.save())

    def test_reset_after_a_match_and_of_a_scripted_game(self):
        game = libuno.Game.from_hands("classic", ["R1", "G1"], first="R9",
                                   options={"target_score": 1})
        game.apply("R1")
        self.assertTrue(game.match_over)
        game.reset(7)
        self.assertEqual(game.save(), libuno.Game(game.rules, 2, seed=7).save())
        self.assertFalse(game.round_over)

    def test_hooks_and_the_log_go_on(self):
        game = libuno.Game("classic", 3, seed=4)
        rec = Recorder()
        game.set_hooks(event=rec)
        game.log_start()
        game.apply(game.legal_moves()[0])
        rec.clear()
        game.reset(9)
        self.assertTrue(rec.of(libuno.EventType.ROUND_START))
        self.assertEqual(libuno.Game.replay(game.log).save(), game.save())

    def test_bad_seeds(self):
        game = libuno.Game("classic", 3, seed=4)
        for bad in (-1, 2**64):
            with self.assertRaises(libuno.InvalidArgument):
                game.reset(bad)
        for bad in ("1", 1.0, None):
            with self.assertRaises(TypeError):
                game.reset(bad)
        game.close()
        with self.assertRaises(ValueError):
            game.reset(1)


if __name__ == "__main__":
    unittest.main()
