"""Hooks as Python callables: every hook answers its decision, None leaves
it pending, events arrive as Event values, the callables stay alive while
installed, and an exception raised in a hook (or a bad answer) is raised
from the call that ran the hook instead of being lost."""
import dataclasses
import gc
import traceback
import unittest
import weakref

import libuno
from libuno import Card, Color, EventType, Move, Phase, Reason

from support import Recorder, hand_text, play_move, rng, snapshot


def four(**kw):
    """Scripted Classic, seat 0 first on R9, G9 then R3 on the draw pile."""
    return libuno.Game.from_hands("classic", ["R1 R2 W", "G1 G2 B5", "Y1 Y2 B6",
                                           "B1 B2 Y7"],
                               first="R9", draw="G9 R3", **kw)


def bluff(**kw):
    """Seat 0 may play a Wild Draw Four while holding red (a bluff, C-6)."""
    return libuno.Game.from_hands("classic", ["R1 W4 G3", "G1 G2 B5", "Y1 Y2 B6"],
                               first="R9", draw="Y3 Y4 Y5 Y6 B7 B8", **kw)


def teams_handoff(**hooks):
    """Teams: seat 0 goes out with its last move (apply "R2") while its
    teammate, seat 2, holds Y3 Y4 G8: seat 2 must give one card (TM-7)."""
    g = libuno.Game.from_hands("teams", ["R1 R2", "G5 B6", "Y3 Y4", "Y7 B8"],
                            first="R9", draw="G9 G8 G7")
    for move in ("R1!", "draw", "draw", "draw"):
        g.apply(move)
    g.set_hooks(**hooks)
    return g


class Boom(Exception):
    pass


class Interrupt(BaseException):
    pass


class DecisionHookTests(unittest.TestCase):

    def test_choose_color_answers_the_color_decision_C_5(self):
        for answer, color in ((Color.BLUE, Color.BLUE), ("g", Color.GREEN), (1, Color.YELLOW)):
            with self.subTest(answer=answer):
                g = four()
                asked = []
                g.set_hooks(choose_color=lambda game, seat: asked.append(seat) or answer)
                g.apply("W")
                self.assertEqual(asked, [0])
                self.assertEqual(g.current_color, color)
                self.assertEqual(g.phase, Phase.PLAY)
                self.assertEqual(g.current_player, 1)

    def test_none_leaves_the_decision_pending(self):
        g = four()
        g.set_hooks(choose_color=lambda game, seat: None)
        g.apply("W")
        self.assertEqual(g.phase, Phase.COLOR)
        g.apply("color Y")
        self.assertEqual(g.current_color, Color.YELLOW)

    def test_challenge_hook_guilty_and_accepted_C_7(self):
        g = bluff()
        g.set_hooks(challenge=lambda game, seat: True)
        g.apply("W4/B")
        # guilty: seat 0 held red; it draws 4, the challenger plays on
        self.assertEqual(hand_text(g, 0), "R1 Y3 G3 Y4 Y5 Y6")
        self.assertEqual(g.hand_size(1), 3)
        self.assertEqual(g.current_player, 1)
        self.assertEqual(g.current_color, Color.BLUE)

        g = bluff()
        g.set_hooks(challenge=lambda game, seat: False)
        g.apply("W4/B")
        self.assertEqual(g.hand_size(1), 7)   # accepted: draws 4, skipped
        self.assertEqual(g.current_player, 2)

    def test_draw_hook_sees_the_top_card_and_may_name_another(self):
        g = four()
        seen = []
        g.set_hooks(draw=lambda game, seat, card: seen.append((seat, card)))
        g.apply("draw")
        self.assertEqual(seen, [(0, Card("G9"))])
        self.assertIn(Card("G9"), g.hand(0))

        g = four()
        g.set_hooks(draw=lambda game, seat, card: "R3")
        g.apply("draw")                      # R3 was second in the pile
        self.assertIn(Card("R3"), g.hand(0))
        self.assertEqual(g.phase, Phase.DRAWN)
        g.apply("pass")

        g = four(fill=False, options={"hand_size": 3})   # the pile is G9 R3 only
        g.set_hooks(draw=lambda game, seat, card: Card("W4"))
        g.apply("draw")                      # not in the pile: G9 comes
        self.assertIn(Card("G9"), g.hand(0))
        self.assertNotIn(Card("W4"), g.hand(0))

    def test_a_hook_names_cards_in_its_game_s_notation(self):
        # No Mercy's Discard All (kind 24): the hook sees it as a Card and
        # may name one in the variant's notation, as apply() reads it.
        g = libuno.Game.from_hands("no-mercy", ["B7 B8", "G1 G2"], first="R9",
                                draw="G9 RDA Y5")
        nm = g.rules
        seen = []

        def draw(game, seat, card):
            seen.append(nm.card_text(card))
            return "rda"
        g.set_hooks(draw=draw)
        g.apply("draw")                      # RDA instead of G9: it plays
        self.assertEqual(seen, ["G9"])
        self.assertEqual(" ".join(map(nm.card_text, g.hand(0))), "B7 B8 RDA")
        self.assertEqual(g.legal_moves(), [nm.parse_move("RDA")])   # forced (NM-4)
        g.apply("RDA")
        g.set_hooks(draw=lambda game, seat, card: "RD1")   # D1 is not No Mercy's
        with self.assertRaises(libuno.ParseError):
            g.apply("draw")

    def test_cast_hook_deals_or_gives_CC_3(self):
        def game():
            return libuno.Game.from_hands("casting-call",
                                       ["CC G1 G4", "G2 G3 G5", "G7 Y8 Y9"],
                                       first="R9", draw="B4 Y5 R4")
        g = game()
        g.set_hooks(cast=lambda game, seat: "deal")
        g.apply("CC/G")
        # dealt one at a time from the next player: 1, 2, 1
        self.assertEqual(hand_text(g, 1), "G2 G3 R4 B4 G5")
        self.assertEqual(hand_text(g, 2), "Y5 G7 Y8 Y9")
        self.assertEqual(g.current_player, 1)

        g = game()
        g.set_hooks(cast=lambda game, seat: libuno.CAST_DEAL)
        g.apply("CC/G")
        self.assertEqual(g.hand_size(1), 5)

        g = game()
        turned = []
        g.set_hooks(cast=lambda game, seat: turned.extend(game.turned) or 2)
        g.apply("CC/G")
        self.assertEqual([str(c) for c in turned], ["B4", "Y5", "R4"])
        self.assertEqual(g.hand_size(2), 6)

    def test_give_hook_hands_off_TM_7(self):
        asked = []
        g = teams_handoff(give=lambda game, seat: asked.append((seat, game.gives_left)) or "Y4")
        self.assertEqual(hand_text(g, 2), "Y3 Y4 G8")
        g.apply("R2")
        self.assertEqual(asked, [(2, 1)])
        self.assertEqual(hand_text(g, 0), "Y4")
        self.assertEqual(hand_text(g, 2), "Y3 G8")
        self.assertEqual(g.phase, Phase.PLAY)
        self.assertEqual(g.current_player, 1)

    def test_swap_hook_H_5(self):
        g = libuno.Game.from_hands("classic", ["R7 R1 R2", "G1 G2 G3", "Y1 Y2 Y3"],
                                first="R9", options={"seven_o": 1})
        g.set_hooks(swap=lambda game, seat: 2)
        g.apply("R7")
        self.assertEqual(hand_text(g, 0), "Y1 Y2 Y3")
        self.assertEqual(hand_text(g, 2), "R1 R2")
        self.assertEqual(g.current_player, 1)

    def test_set_hooks_answers_a_pending_decision_at_once(self):
        g = four()
        g.apply("W")
        self.assertEqual(g.phase, Phase.COLOR)
        g.set_hooks(choose_color=lambda game, seat: Color.RED)
        self.assertEqual(g.phase, Phase.PLAY)
        self.assertEqual(g.current_player, 1)


def pending_decisions():
    """For each decision hook: a game, the move that makes that decision
    pend, and the phase it leaves."""
    return [
        ("choose_color", four, "W", Phase.COLOR),
        ("challenge", bluff, "W4/B", Phase.CHALLENGE),
        ("cast", lambda: libuno.Game.from_hands("casting-call", ["CC G1", "G2 G3", "G7 Y8"],
                                             first="R9", draw="B4 Y5 R4"),
         "CC/G", Phase.CAST),
        ("give", teams_handoff, "R2", Phase.HANDOFF),
        ("swap", lambda: libuno.Game.from_hands("classic", ["R7 R1 R2", "G1 G2 G3", "Y1 Y2 Y3"],
                                             first="R9", options={"seven_o": 1}),
         "R7", Phase.SWAP),
    ]


class HookErrorTests(unittest.TestCase):

    def test_every_decision_hook_none_pends_and_errors_are_raised(self):
        for name, make, move, phase in pending_decisions():
            with self.subTest(hook=name):
                g = make()
                asked = []
                g.set_hooks(**{name: lambda game, seat: asked.append(seat)})
                g.apply(move)
                self.assertEqual(g.phase, phase)    # None: the game waits
                self.assertEqual(len(asked), 1)

                g = make()

                def fail(game, seat):
                    raise Boom(name)
                g.set_hooks(**{name: fail})
                with self.assertRaises(Boom) as cm:
                    g.apply(move)
                self.assertEqual(str(cm.exception), name)
                self.assertEqual(g.phase, phase)
                self.assertTrue(g.legal_moves())   # answerable by a move

    def test_draw_hook_errors_are_raised_and_the_top_card_is_drawn(self):
        g = four()

        def fail(game, seat, card):
            raise Boom("draw")
        g.set_hooks(draw=fail)
        with self.assertRaises(Boom):
            g.apply("draw")
        self.assertIn(Card("G9"), g.hand(0))
        self.assertEqual(g.phase, Phase.DRAWN)   # G9 matches the R9
        g = four()
        g.set_hooks(draw=lambda game, seat, card: 7)
        with self.assertRaises(TypeError):
            g.apply("draw")
        self.assertIn(Card("G9"), g.hand(0))

    def test_choose_color_cannot_answer_no_color(self):
        g = four()
        g.set_hooks(choose_color=lambda game, seat: libuno.NO_COLOR)
        with self.assertRaises(ValueError):
            g.apply("W")
        self.assertEqual(g.phase, Phase.COLOR)

    def test_exception_in_a_decision_hook_is_raised_from_apply(self):
        g = four()

        def choose(game, seat):
            raise Boom("no idea")
        g.set_hooks(choose_color=choose)
        try:
            g.apply("W")
        except Boom as e:
            # the traceback still shows where the hook raised
            frames = [f.name for f in traceback.extract_tb(e.__traceback__)]
        else:
            self.fail("the hook's exception was lost")
        self.assertEqual(frames[0], "test_exception_in_a_decision_hook_is_raised_from_apply")
        self.assertEqual(frames[-1], "choose")
        # the move stands, the decision is still open
        self.assertEqual(hand_text(g, 0), "R1 R2")
        self.assertEqual(g.phase, Phase.COLOR)
        g.set_hooks()
        g.apply("color B")
        self.assertEqual(g.current_color, Color.BLUE)

    def test_base_exceptions_are_not_lost_either(self):
        g = four()
        g.set_hooks(event=lambda game, e: (_ for _ in ()).throw(Interrupt()))
        with self.assertRaises(Interrupt):
            g.apply("R1")
        self.assertEqual(g.current_player, 1)

    def test_after_an_exception_no_further_hook_runs_in_that_call(self):
        g = four()
        calls = []

        def event(game, e):
            calls.append(e.type)
            raise Boom()
        g.set_hooks(event=event, choose_color=lambda game, seat: calls.append("color"))
        with self.assertRaises(Boom):
            g.apply("W")
        self.assertEqual(calls, [EventType.PLAY])
        self.assertEqual(g.phase, Phase.COLOR)   # not answered
        with self.assertRaises(Boom):             # the next call reports anew
            g.apply("color R")
        self.assertEqual(g.phase, Phase.PLAY)

    def test_bad_answers_raise_type_value_or_illegal_move(self):
        g = four()
        g.set_hooks(choose_color=lambda game, seat: 2.5)
        with self.assertRaises(TypeError):
            g.apply("W")
        self.assertEqual(g.phase, Phase.COLOR)

        g = four()
        g.set_hooks(choose_color=lambda game, seat: "purple")
        with self.assertRaises(ValueError):
            g.apply("W")

        g = bluff()
        g.set_hooks(challenge=lambda game, seat: "yes")
        with self.assertRaises(TypeError):
            g.apply("W4/B")
        self.assertEqual(g.phase, Phase.CHALLENGE)

        g = libuno.Game.from_hands("casting-call", ["CC G1", "G2 G3", "G7 Y8"],
                                first="R9", draw="B4 Y5 R4")
        g.set_hooks(cast=lambda game, seat: seat)   # to oneself
        with self.assertRaises(libuno.IllegalMove) as cm:
            g.apply("CC/G")
        self.assertEqual(cm.exception.reason, Reason.BAD_TARGET)
        self.assertEqual(cm.exception.move, Move("cast 0"))
        self.assertEqual(g.phase, Phase.CAST)
        with self.assertRaises(ValueError):
            g.set_hooks(cast=lambda game, seat: "all")
        with self.assertRaises(TypeError):
            g.set_hooks(cast=lambda game, seat: 1.0)
        with self.assertRaises(ValueError):
            g.set_hooks(cast=lambda game, seat: 11)
        self.assertEqual(g.phase, Phase.CAST)
        g.set_hooks()
        g.apply("cast 2")

        g = teams_handoff(give=lambda game, seat: "B8")   # not the giver's
        with self.assertRaises(libuno.IllegalMove) as cm:
            g.apply("R2")
        self.assertEqual(cm.exception.reason, Reason.NOT_IN_HAND)
        self.assertEqual(g.phase, Phase.HANDOFF)

    def test_refused_answer_reaches_the_event_hook_CC_3_TM_7(self):
        # The refused answer goes to the library, which reports it as a
        # HOOK_REFUSED event before the call raises IllegalMove.
        events = []
        g = libuno.Game.from_hands("casting-call", ["CC G1", "G2 G3", "G7 Y8"],
                                first="R9", draw="B4 Y5 R4")
        g.set_hooks(cast=lambda game, seat: seat,
                    event=lambda game, ev: events.append(ev))
        with self.assertRaises(libuno.IllegalMove) as cm:
            g.apply("CC/G")
        self.assertEqual(cm.exception.reason, Reason.BAD_TARGET)
        refused = [e for e in events if e.type == libuno.EventType.HOOK_REFUSED]
        self.assertEqual(len(refused), 1)
        self.assertEqual(refused[0].seat, 0)
        self.assertEqual(refused[0].reason, Reason.BAD_TARGET)
        self.assertEqual(refused[0].other, 0)
        self.assertEqual(g.phase, Phase.CAST)

        events.clear()
        g = teams_handoff(give=lambda game, seat: "B8",
                          event=lambda game, ev: events.append(ev))
        with self.assertRaises(libuno.IllegalMove):
            g.apply("R2")
        self.assertEqual([e.reason for e in events if e.type == libuno.EventType.HOOK_REFUSED],
                         [Reason.NOT_IN_HAND])
        self.assertEqual(g.phase, Phase.HANDOFF)

    def test_exception_from_set_hooks_and_next_round(self):
        g = four()
        g.apply("W")

        def choose(game, seat):
            raise Boom("in set_hooks")
        with self.assertRaises(Boom):
            g.set_hooks(choose_color=choose)
        self.assertIn("choose_color", g.hooks)   # installed nonetheless

        g = libuno.Game.from_hands("classic", ["R1", "G1"], first="R9")
        g.apply("R1")

        def event(game, e):
            if e.type == EventType.ROUND_START:
                raise Boom("in next_round")
        g.set_hooks(event=event)
        with self.assertRaises(Boom):
            g.next_round()
        self.assertEqual(g.round, 2)

    def test_a_hook_cannot_change_its_game(self):
        g = four()
        g.set_hooks(choose_color=lambda game, seat: game.apply("color R"))
        with self.assertRaises(libuno.Busy) as cm:
            g.apply("W")
        self.assertIsInstance(cm.exception, RuntimeError)
        self.assertEqual(g.phase, Phase.COLOR)

        g = four()
        g.set_hooks(event=lambda game, e: game.set_hooks())
        with self.assertRaises(libuno.Busy):
            g.apply("R1")
        g = four()
        g.set_hooks(event=lambda game, e: game.next_round())
        with self.assertRaises(libuno.Busy):
            g.apply("R1")

    def test_hooks_may_read_the_game(self):
        g = four()
        seen = []
        g.set_hooks(choose_color=lambda game, seat: seen.append(
            (game.phase, game.hand(seat), game.legal_moves(), game.clone().phase)) or "R")
        g.apply("W")
        phase, hand, moves, cloned = seen[0]
        self.assertEqual(phase, Phase.COLOR)
        self.assertEqual(hand, [Card("R1"), Card("R2")])
        self.assertEqual(len(moves), 4)
        self.assertEqual(cloned, Phase.COLOR)


def read_everything(test, game, seed=1):
    """Every read-only call a hook may make on its game (doc/hooks.md),
    each checked against the others. Returns the game's save."""
    data = game.save()
    again = libuno.Game.load(data)
    test.assertEqual(again.save(), data)
    test.assertEqual(snapshot(again), snapshot(game))
    copy = game.clone()
    test.assertEqual(copy.save(), data)
    test.assertEqual(snapshot(copy), snapshot(game))
    size = None
    for seat in range(game.players):
        view = game.view(seat)
        test.assertEqual(sorted(view.hand), game.hand(seat))
        test.assertEqual(view.hand_sizes, game.hand_sizes)
        obs = game.observation(seat)
        test.assertEqual(len(obs), size or len(obs))
        size = len(obs)
        mask = game.legal_mask(seat)
        test.assertEqual(sorted(str(libuno.move_from_index(i)) for i, b in enumerate(mask) if b),
                         sorted(str(m) for m in game.legal_moves(seat)))
        for m in game.legal_moves(seat):
            test.assertTrue(game.check(m, seat), (m, seat))
        other = game.determinized(seat, seed)
        test.assertEqual(other.hand(seat), game.hand(seat))
        test.assertEqual(other.hand_sizes, game.hand_sizes)
        extra = libuno.Bot("greedy", seed=seed).act(game, seat)
        if extra is not None:
            test.assertTrue(game.check(extra, seat), extra)
    # The decision is safe from hooks too, and agrees with the list.
    d = game.decision()
    test.assertEqual(d.seat, game.current_player)
    test.assertEqual(d.moves(), game.legal_moves())
    if game.current_player is not None:
        move = libuno.Bot("search", playouts=20, determinizations=2,
                       seed=seed).choose(game)
        test.assertTrue(game.check(move), move)
    if not game.round_over:
        copy.playout(seed, "reference")
        test.assertTrue(copy.round_over)
    test.assertEqual(game.save(), data)      # none of it changed the game
    return data


def try_to_change(game):
    """Every call that would change the game, made from a hook: the status
    each raised (None if it did not raise)."""
    out = {}
    calls = {
        "apply": lambda: game.apply((game.legal_moves() or [Move("draw")])[0]),
        "apply_other_seat": lambda: game.apply("uno", (game.current_player or 0) + 1),
        "next_round": game.next_round,
        "set_hooks": game.set_hooks,
        "set_other_hooks": lambda: game.set_hooks(event=print),
        "playout": lambda: game.playout(1),
        "log_start": game.log_start,
        "apply_index": lambda: game.apply_index(libuno.move_index(
            (game.legal_moves() or [Move("draw")])[0])),
        "reset": lambda: game.reset(1),
    }
    for name, call in calls.items():
        try:
            call()
        except libuno.Busy as e:
            out[name] = e.status
        except libuno.UnoError as e:
            out[name] = e
        else:
            out[name] = None
    return out


def each_hook():
    """For every hook: its name, a game maker, and the move after which
    the game asks the hook."""
    return [(name, make, move) for name, make, move, _ in pending_decisions()] + [
        ("event", four, "R1"),
        ("event", four, "W"),
        ("draw", four, "draw"),
    ]


class ReentrancyTests(unittest.TestCase):
    """A hook may read its game through the whole API (queries, views,
    observations, save, clone and play the clone, bots); changing calls
    raise Busy (UNO_EBUSY) and change nothing; close() is deferred by the
    library to the end of the call that ran the hook (doc/hooks.md)."""

    def test_an_event_hook_reads_everything_consistently(self):
        g = libuno.Game("classic", 4, seed=12)
        g.log_start()
        saves = []

        def event(game, e):
            saves.append(read_everything(self, game, seed=len(saves)))
            # A replay of the log so far is the game the hook sees.
            self.assertEqual(libuno.Game.replay(game.log).save(), saves[-1])
        g.set_hooks(event=event)
        r = rng(12)
        for _ in range(40):
            if g.round_over:
                break
            count = len(saves)
            play_move(g, r, others=True)
            if len(saves) > count:
                # After its last event the game does not move any more.
                self.assertEqual(saves[-1], g.save())
        self.assertGreater(len(saves), 40)

    def test_every_hook_reads_everything_consistently(self):
        for name, make, move in each_hook():
            with self.subTest(hook=name, move=move):
                g = make()
                before = g.save()
                seen = []

                def hook(game, *args):
                    seen.append(read_everything(self, game))
                g.set_hooks(**{name: hook})
                g.apply(move)
                self.assertTrue(seen)
                if name == "draw":
                    # The draw hook sees the game before the move.
                    self.assertEqual(seen[0], before)
                else:
                    # Nothing moves after the last hook left its decision
                    # pending (or its event was delivered).
                    self.assertEqual(seen[-1], g.save())

    def test_changing_calls_from_every_hook_are_busy(self):
        for name, make, move in each_hook():
            with self.subTest(hook=name, move=move):
                g = make()
                tried = []

                def hook(game, *args):
                    before = game.save()
                    tried.append(try_to_change(game))
                    self.assertEqual(game.save(), before)
                    self.assertEqual(sorted(game.hooks), [name])
                g.set_hooks(**{name: hook})
                g.apply(move)
                self.assertTrue(tried)
                for statuses in tried:
                    self.assertEqual(set(statuses.values()), {libuno.Status.EBUSY},
                                     statuses)
                self.assertEqual(sorted(g.hooks), [name])   # still installed

    def test_close_from_a_hook_is_done_when_the_call_returns(self):
        for name, make, move in each_hook():
            with self.subTest(hook=name, move=move):
                g = make()
                calls = []

                def hook(game, *args):
                    calls.append(name)
                    game.close()
                    # Closed at once for Python...
                    with self.assertRaises(ValueError):
                        game.phase
                    with self.assertRaises(ValueError):
                        game.apply("draw")
                    self.assertEqual(repr(game), "<libuno.Game closed>")
                    # ...but the C callbacks live until the call returns.
                    gc.collect()
                    self.assertTrue(all(t() is not None for t in tramps))
                g.set_hooks(**{name: hook})
                tramps = [weakref.ref(t) for t in g._keep[1]]
                g.apply(move)                 # no error: the move stood
                self.assertEqual(calls, [name])   # no hook after the close
                with self.assertRaises(ValueError):
                    g.phase
                with self.assertRaises(ValueError):
                    g.save()
                self.assertEqual(g.hooks, {})
                gc.collect()
                self.assertTrue(all(t() is None for t in tramps))
                g.close()                     # twice is fine

    def test_close_from_a_hook_in_next_round_and_set_hooks(self):
        g = libuno.Game.from_hands("classic", ["R1", "G1"], first="R9")
        g.apply("R1")

        def event(game, e):
            if e.type == EventType.ROUND_START:
                game.close()
        g.set_hooks(event=event)
        g.next_round()
        with self.assertRaises(ValueError):
            g.round

        g = four()
        g.apply("W")
        g.set_hooks(choose_color=lambda game, seat: game.close())
        with self.assertRaises(ValueError):
            g.phase
        self.assertEqual(g.hooks, {})

    def test_close_then_raise_in_a_hook(self):
        g = four()

        def event(game, e):
            game.close()
            raise Boom("closing")
        g.set_hooks(event=event)
        with self.assertRaises(Boom):
            g.apply("R1")
        with self.assertRaises(ValueError):
            g.legal_moves()


class EventAndLifetimeTests(unittest.TestCase):

    def test_events_are_dataclasses_in_order(self):
        g = four()
        rec = Recorder()
        g.set_hooks(event=rec)
        g.apply("W/B")
        play, = rec.of(EventType.PLAY)
        self.assertEqual((play.seat, play.card, play.color), (0, Card("W/B"), Color.BLUE))
        self.assertIsNone(play.other)
        self.assertIn("play seat 0 W/B", str(play))
        with self.assertRaises(dataclasses.FrozenInstanceError):
            play.seat = 1
        rec.clear()
        g.apply("draw")                         # seat 1 draws G9
        draw, = rec.of(EventType.DRAW)
        self.assertEqual((draw.seat, draw.card, draw.reason), (1, Card("G9"), libuno.DrawReason.TURN))
        self.assertFalse(draw.blocked)
        self.assertEqual(str(draw), "draw seat 1 G9 (turn)")

    def test_catch_event_names_both_seats(self):
        g = libuno.Game.from_hands("classic", ["R1 R2", "G1 G2", "Y1 Y2"], first="R9")
        rec = Recorder()
        g.set_hooks(event=rec)
        g.apply("R1")
        g.apply("catch 0", seat=2)
        catch, = rec.of(EventType.CATCH)
        self.assertEqual((catch.seat, catch.other), (0, 2))
        self.assertEqual(str(catch), "catch seat 0 other 2")
        penalty, = rec.of(EventType.PENALTY)
        self.assertEqual((penalty.seat, penalty.value, penalty.reason),
                         (0, 2, libuno.DrawReason.UNO_PENALTY))

    def test_round_start_event_on_next_round(self):
        g = libuno.Game.from_hands("classic", ["R1", "G1"], first="R9")
        rec = Recorder()
        g.set_hooks(event=rec)
        g.apply("R1")
        end, = rec.of(EventType.ROUND_END)
        self.assertEqual((end.seat, end.value), (0, 1))
        g.next_round()
        start, = rec.of(EventType.ROUND_START)
        self.assertEqual((start.seat, start.value), (0, 2))   # dealer, round
        self.assertEqual(len(rec.of(EventType.FIRST_CARD)), 1)

    def test_hooks_stay_alive_while_installed(self):
        g = four()
        rec = Recorder()
        probe = weakref.ref(rec)
        g.set_hooks(event=rec, choose_color=lambda game, seat: Color.GREEN)
        del rec
        gc.collect()
        self.assertIsNotNone(probe())
        g.apply("W")
        self.assertEqual(g.current_color, Color.GREEN)
        self.assertTrue(probe().events)
        self.assertEqual(sorted(g.hooks), ["choose_color", "event"])
        g.set_hooks()
        gc.collect()
        self.assertIsNone(probe())
        self.assertEqual(g.hooks, {})

    def test_set_hooks_type_errors(self):
        g = four()
        with self.assertRaises(TypeError):
            g.set_hooks(event=42)
        with self.assertRaises(TypeError):
            g.set_hooks(nothing=print)
        self.assertEqual(g.hooks, {})

    def test_clone_has_no_hooks(self):
        g = four()
        rec = Recorder()
        g.set_hooks(event=rec)
        c = g.clone()
        self.assertEqual(c.hooks, {})
        c.apply("R1")
        self.assertEqual(rec.events, [])

    def test_a_game_dropped_with_hooks_is_collected(self):
        g = four()
        g.set_hooks(event=lambda game, e: None)
        probe = weakref.ref(g)
        del g
        gc.collect()
        self.assertIsNone(probe())


class HooksVersusMovesTests(unittest.TestCase):
    """Answering through hooks and answering with moves give the same game
    (doc/rules.md "Hooks versus moves")."""

    @staticmethod
    def color_for(game, seat):
        hand = [c.color for c in game.hand(seat) if c.color is not None]
        return max(Color, key=lambda c: (hand.count(c), -c))

    def test_same_game_either_way(self):
        for seed in (3, 4):
            a = libuno.Game("classic", 4, seed=seed)
            b = libuno.Game("classic", 4, seed=seed)
            a.set_hooks(choose_color=self.color_for,
                        challenge=lambda game, seat: seat % 2 == 0)
            ra, rb = rng(seed), rng(seed)
            for _ in range(300):
                if a.round_over:
                    break
                # b answers by move what a's hooks answered
                while b.phase in (Phase.COLOR, Phase.CHALLENGE):
                    seat = b.current_player
                    if b.phase == Phase.COLOR:
                        b.apply(Move.name_color(self.color_for(b, seat)))
                    else:
                        b.apply("challenge" if seat % 2 == 0 else "accept")
                self.assertEqual((a.phase, a.current_player, a.hand_sizes, a.top_card),
                                 (b.phase, b.current_player, b.hand_sizes, b.top_card))
                legal = [m for m in a.legal_moves() if m.type != libuno.MoveType.COLOR]
                move = ra.choice(legal)
                rb.choice(legal)
                a.apply(move)
                b.apply(move)


if __name__ == "__main__":
    unittest.main()
