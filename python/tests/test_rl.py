"""libuno.rl: the PettingZoo AEC environment and the Gymnasium environment.

The API contract (spaces, dtypes, bools, the same space objects, rewards
cleared each step, reset options, close twice, step(None) for dead
agents); the masks, exact in random play of every variant with and
without house rules (every masked action applies, and in sampled states
the library refuses every action outside the mask, translated from
relative to absolute); the out-of-turn schedule against an independent
oracle; seat-relative targets; out-of-turn moves reachable in scripted
positions; determinism by seed; illegal actions; truncation; team and
points rewards. Runs with numpy alone (gymnasium and pettingzoo are used
when they import, as in the package); skipped, saying why, when this
interpreter has no numpy (meson runs it with one that has, /usr/bin/python3
on Debian)."""
import contextlib
import ctypes
import io
import random
import sys
import unittest
import warnings

import libuno
from libuno import Reason

try:
    import numpy as np
except ImportError:
    np = None

if np is not None:
    import libuno.rl as rl
    from libuno.rl import WAIT, ACTION_COUNT
    from libuno.rl import spaces as fallback_spaces

DRAW = libuno._lib.DEFINES["INDEX_DRAW"]
XGIVE = libuno._lib.DEFINES["INDEX_XGIVE"]

needs_numpy = unittest.skipIf(
    np is None, "numpy is not installed for %s (Debian: apt-get install "
    "python3-numpy; meson runs this test with /usr/bin/python3 when it has "
    "numpy)" % sys.executable)

DEFAULT_PLAYERS = {"classic": 4, "two-player": 2, "partners": 4, "challenge": 3,
                   "express": 5, "casting-call": 4, "teams": 4, "no-mercy": 4,
                   "flip": 4}
HOUSE = ("jump_in", "seven_o", "stacking", "draw_until_playable", "force_play")
MISPLAYS = (Reason.NO_MATCH, Reason.WILD_DRAW_RESTRICTED, Reason.ONLY_DRAWN_CARD)


def dict_env(*args, **kw):
    """The AEC environment with its Dict observation, the array and the
    action mask together (action_mask="observation"), which these tests
    read; AECObservations checks the default form, the array alone with
    the mask in the infos."""
    return rl.aec_env(*args, action_mask="observation", **kw)


def house_rules(variant, **extra):
    """Every house rule the variant takes, switched on."""
    rules = libuno.Rules(variant)
    on = {k: 1 for k in HOUSE if k in rules}
    on.update(extra)
    return on


def expected_mask(game, seat, wait):
    """The relative mask from the library's move list (the oracle), over
    the actions of the game's variant: its move indexes (272, or 398 for
    one dealing kinds 20-31) and WAIT, the last."""
    n = game.players
    rules = game.rules
    actions = rl.action_count(rules)
    mask = np.zeros(actions, np.int8)
    for m in game.legal_moves(seat):
        mask[rl.to_relative(rules.move_index(m), seat, n, actions)] = 1
    mask[actions - 1] = wait
    return mask


def clockwise(d, n):
    return [(d + k) % n for k in range(1, n)]


def choose(rng, mask):
    """A random action of a mask: a play two times in three when there is
    one (so that rounds end), WAIT (the last action) half the time when
    offered."""
    legal = np.flatnonzero(mask)
    wait = len(mask) - 1
    if mask[wait] and rng.random() < 0.5:
        return wait
    # the plays: the public layout's, and the extended one's of kinds 20-31
    plays = legal[(legal < DRAW) | ((legal >= libuno.MOVE_INDEX_COUNT) & (legal < XGIVE))]
    if len(plays) and rng.random() < 2 / 3:
        return int(rng.choice(list(plays)))
    return int(rng.choice(list(legal)))


def play_episode(env, rng, limit=100000):
    """Random masked actions until every agent is done; returns the steps."""
    steps = 0
    for agent in env.agent_iter(limit):
        obs, _, term, trunc, _ = env.last()
        env.step(None if term or trunc else choose(rng, obs["action_mask"]))
        steps += 1
    return steps


@needs_numpy
class Encoding(unittest.TestCase):

    def test_relative_and_absolute_are_inverse(self):
        for n in range(2, libuno.MAX_PLAYERS + 1):
            table = rl.encoding.relative_table(n)
            for seat in range(n):
                self.assertEqual(sorted(table[seat]), list(range(ACTION_COUNT)))
                for a in range(ACTION_COUNT):
                    i = rl.to_absolute(a, seat, n)
                    self.assertEqual(i, table[seat, a])
                    self.assertEqual(rl.to_relative(i, seat, n), a)

    def test_targets_are_offsets_clockwise(self):
        for n in (2, 3, 4, 7, 10):
            for seat in range(n):
                for target in range(n):
                    for move in ("catch %d", "cast %d", "swap %d", "misplay %d"):
                        i = libuno.move_index(move % target)
                        a = rl.to_relative(i, seat, n)
                        self.assertEqual(a - (i - target), (target - seat) % n)
        # every other index is the library's, WAIT is WAIT
        self.assertEqual(rl.to_absolute(libuno.move_index("R5"), 3, 4), libuno.move_index("R5"))
        self.assertEqual(rl.to_absolute(WAIT, 2, 4), WAIT)
        self.assertEqual(WAIT, libuno.MOVE_INDEX_COUNT)
        self.assertEqual(ACTION_COUNT, libuno.MOVE_INDEX_COUNT + 1)
        with self.assertRaises(ValueError):
            rl.to_absolute(ACTION_COUNT, 0, 4)
        with self.assertRaises(ValueError):
            rl.to_relative(0, 4, 4)

    def test_every_variant_has_its_layout(self):
        # The public layout for the public kinds; the extended one (kinds
        # 20-31: No Mercy, Flip) has 398 move indexes, WAIT after them, and
        # 92 card faces in its observation; two-sided cards (Flip) add the
        # side, the draw pile's hidden face and the other hands' (FL-5).
        for variant in libuno.variants():
            with self.subTest(variant=variant):
                rules = libuno.Rules(variant)
                extended = variant in ("no-mercy", "flip")
                sided = variant == "flip"
                count = libuno.MOVE_INDEX_MAX if extended else libuno.MOVE_INDEX_COUNT
                self.assertEqual(rules.move_index_count, count)
                self.assertEqual(rl.action_count(variant), count + 1)
                self.assertEqual(rl.wait_action(rules), count)
                self.assertEqual(rules.observation_size,
                                 333 + 2 + 9 * 92 if sided else 333 if extended else 243)
                head = 283 if extended else 193
                for n in (2, 4):
                    self.assertEqual(rl.observation_size(n, rules),
                                     head + 5 * n + (2 + (n - 1) * 92 if sided else 0))
                    self.assertEqual(len(rl.observation_layout(n, rules)),
                                     rl.observation_size(n, rules))
                self.assertEqual(rl.observation_size(3), 193 + 15)
        self.assertEqual(rl.ACTION_MAX, libuno.MOVE_INDEX_MAX + 1)
        n, actions = 4, rl.action_count("no-mercy")
        table = rl.encoding.relative_table(n, actions)
        for seat in range(n):
            self.assertEqual(sorted(table[seat]), list(range(actions)))
            # past the public layout nothing names a seat: the identity
            self.assertEqual(table[seat, libuno.MOVE_INDEX_COUNT:].tolist(),
                             list(range(libuno.MOVE_INDEX_COUNT, actions)))
            for a in range(actions):
                i = rl.to_absolute(a, seat, n, actions)
                self.assertEqual(i, table[seat, a])
                self.assertEqual(rl.to_relative(i, seat, n, actions), a)
        with self.assertRaises(ValueError):
            rl.to_absolute(actions, 0, n, actions)
        with self.assertRaises(ValueError):
            rl.to_absolute(300, 0, n)           # the public layout has 273
        env = dict_env("no-mercy", 3)
        env.reset(seed=2)
        self.assertEqual(env.wait_action, libuno.MOVE_INDEX_MAX)
        self.assertEqual(int(env.action_space("player_0").n), actions)
        space = env.observation_space("player_0")
        self.assertEqual(space["observation"].shape, (283 + 15,))
        self.assertEqual(space["action_mask"].shape, (actions,))
        g = env.game
        for seat in range(3):
            obs = env.observe("player_%d" % seat)
            self.assertEqual(obs["observation"].tolist(), g.observation(seat)[:283 + 15])
            self.assertIn(obs, space)
        # the table in the variant's notation: no kind 24 as "R#24"
        self.assertNotIn("#", env.render())

    def test_observation_is_the_library_s_without_absent_seats(self):
        env = dict_env("classic", 3)
        env.reset(seed=5)
        g = env.game
        for seat in range(3):
            obs = env.observe("player_%d" % seat)["observation"]
            self.assertEqual(obs.shape, (193 + 5 * 3,))
            self.assertEqual(obs.dtype, np.int32)
            self.assertEqual(obs.tolist(), g.observation(seat)[:193 + 15])
        f = dict_env("classic", 3, observation_dtype="float32")
        f.reset(seed=5)
        o = f.observe("player_1")["observation"]
        self.assertEqual(o.dtype, np.float32)
        self.assertEqual(o.tolist(), g.observation(1)[:208])
        self.assertIn(f.observe("player_1"), f.observation_space("player_1"))

    def test_fallback_spaces(self):
        box = fallback_spaces.Box(np.array([0, -1]), np.array([3, 1]), dtype=np.int32)
        self.assertEqual(box.shape, (2,))
        self.assertIn(np.array([3, -1], np.int32), box)
        self.assertNotIn(np.array([4, 0], np.int32), box)
        self.assertNotIn(np.array([0.5, 0.0]), box)
        box.seed(3)
        self.assertTrue(all(box.sample() in box for _ in range(50)))
        d = fallback_spaces.Discrete(5)
        d.seed(1)
        mask = np.array([0, 0, 1, 0, 1], np.int8)
        self.assertEqual({int(d.sample(mask)) for _ in range(100)}, {2, 4})
        self.assertEqual(d.sample(np.zeros(5, np.int8)), 0)
        self.assertIn(np.int64(4), d)
        self.assertNotIn(5, d)
        self.assertNotIn(True, d)
        dd = fallback_spaces.Dict({"a": box, "b": d})
        self.assertIs(dd["a"], box)
        self.assertIn({"a": np.array([1, 0], np.int32), "b": 3}, dd)
        self.assertNotIn({"a": np.array([1, 0], np.int32)}, dd)
        dd.seed(9)
        self.assertIn(dd.sample(), dd)
        self.assertEqual(dd, fallback_spaces.Dict({"a": box, "b": d}))


@needs_numpy
class AECContract(unittest.TestCase):

    def test_agents_spaces_metadata(self):
        env = dict_env("classic", 4)
        self.assertEqual(env.possible_agents, ["player_0", "player_1", "player_2", "player_3"])
        self.assertEqual(env.metadata["name"], "uno_v0")
        self.assertIs(env.metadata["is_parallelizable"], False)
        self.assertEqual(str(env), "uno_v0")
        if rl.HAVE_PETTINGZOO:
            import pettingzoo
            self.assertIsInstance(env, pettingzoo.AECEnv)
        for a in env.possible_agents:
            self.assertIs(env.observation_space(a), env.observation_space(a))
            self.assertIs(env.action_space(a), env.action_space(a))
            space = env.observation_space(a)
            box, mask = space["observation"], space["action_mask"]
            self.assertEqual(box.shape, (213,))
            self.assertEqual(box.dtype, np.int32)
            self.assertTrue(np.all(box.low < box.high))
            self.assertEqual((mask.shape, mask.dtype), ((ACTION_COUNT,), np.int8))
            self.assertEqual((int(mask.low.min()), int(mask.high.max())), (0, 1))
            self.assertEqual(int(env.action_space(a).n), ACTION_COUNT)
        self.assertIsNot(env.action_space("player_0"), env.action_space("player_1"))

    def test_reset_step_last(self):
        env = dict_env("classic", 4)
        env.reset(seed=1, options={"no such option": 1})
        self.assertEqual(env.agents, env.possible_agents)
        self.assertEqual(env.num_agents, 4)
        for d in (env.terminations, env.truncations):
            self.assertEqual(set(d), set(env.agents))
            self.assertTrue(all(v is False for v in d.values()))
        self.assertEqual(env.rewards, {a: 0 for a in env.agents})
        self.assertEqual(env.infos, {a: {} for a in env.agents})
        obs, reward, term, trunc, info = env.last()
        self.assertEqual(set(obs), {"observation", "action_mask"})
        self.assertEqual(obs["action_mask"].dtype, np.int8)
        self.assertIsNone(env.last(observe=False)[0])
        self.assertEqual((reward, term, trunc, info), (0, False, False, {}))
        # the agent to act is the seat to decide (no one has a move out of
        # turn at the deal), its mask the library's list
        seat = env.game.current_player
        self.assertEqual(env.agent_selection, "player_%d" % seat)
        self.assertEqual(obs["action_mask"].tolist(),
                         expected_mask(env.game, seat, False).tolist())
        # the others may only wait
        other = "player_%d" % ((seat + 1) % 4)
        self.assertEqual(np.flatnonzero(env.observe(other)["action_mask"]).tolist(), [WAIT])
        rng = random.Random(2)
        for _ in range(300):
            if not env.agents:
                break
            obs, _, term, trunc, _ = env.last()
            ret = env.step(None if term or trunc else choose(rng, obs["action_mask"]))
            self.assertIsNone(ret)
            if env.agents and not any(env.terminations.values()):
                # rewards are cleared at every step that ends no round
                self.assertTrue(all(r == 0 for r in env.rewards.values()))
                self.assertTrue(all(type(v) is bool for v in env.terminations.values()))
                self.assertTrue(all(type(v) is bool for v in env.truncations.values()))

    def test_numpy_integers_and_dead_agents(self):
        env = dict_env("two-player", 2, hand_size=1)
        env.reset(seed=3)
        mask = env.last()[0]["action_mask"]
        action = np.int32(np.flatnonzero(mask)[0])
        env.step(action)
        rng = random.Random(1)
        while not any(env.terminations.values()):
            obs = env.last()[0]
            env.step(np.int64(choose(rng, obs["action_mask"])))
        self.assertTrue(all(env.terminations.values()))
        with self.assertRaises(ValueError):
            env.step(0)  # a dead agent steps with None
        left = set(env.agents)
        while env.agents:
            agent = env.agent_selection
            self.assertTrue(env.terminations[agent])
            env.step(None)
            left.discard(agent)
            self.assertEqual(set(env.agents), left)
            self.assertEqual(set(env.rewards), left)
        self.assertEqual(list(env.agent_iter()), [])

    def test_render_tells_the_last_events_as_the_acting_seat_is_told(self):
        # The board as the seat to act knows it (its hand only) and the last
        # events in the library's words as told to it (G-3: another seat's
        # draw without its card), the seat as "you".
        env = dict_env("classic", 3, render_mode="ansi")
        env.reset(seed=4)
        rng = np.random.default_rng(0)
        for _ in range(30):
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                break
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        text = env.render()
        agent = env.agent_selection
        seat = int(agent.split("_")[1])
        g = env.game
        self.assertIn("as %s was told them:" % agent, text)
        told = [g.describe(e, seat, env.possible_agents) for e in env._table.events]
        self.assertEqual(len(told), 8)
        self.assertIn("\n".join("  " + t for t in told), text)
        self.assertIn(g.board(seat, names=env.possible_agents), text)
        for s in range(3):
            if s != seat:
                self.assertNotIn(" ".join(map(str, g.hand(s))), text)
        # Without a render mode no event is kept (no hook to pay for).
        quiet = dict_env("classic", 3)
        quiet.reset(seed=4)
        self.assertIsNone(quiet._table.events)
        self.assertNotIn("last events", quiet.render())

    def test_render_and_close(self):
        env = dict_env("classic", 3, render_mode="ansi")
        env.reset(seed=2)
        text = env.render()
        self.assertIsInstance(text, str)
        self.assertIn("player_0", text)
        self.assertIn("may:", text)
        human = dict_env("classic", 3, render_mode="human")
        human.reset(seed=2)
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            self.assertIsNone(human.render())
            human.step(int(np.flatnonzero(human.last()[0]["action_mask"])[0]))
        self.assertIn("player_1", out.getvalue())
        env.close()
        env.close()
        self.assertIsNone(env.render())
        with self.assertRaises(ValueError):
            dict_env("classic", 3, render_mode="rgb_array")

    def test_bad_arguments(self):
        with self.assertRaises(ValueError):
            dict_env("classic", 4, reward="money")
        with self.assertRaises(libuno.UnoError):
            dict_env("partners", 3)
        with self.assertRaises(libuno.NotFound):
            dict_env("classic", 4, no_such_rule=1)
        with self.assertRaises(ValueError):
            dict_env("classic", 4, max_steps=0)
        with self.assertRaises(RuntimeError):
            dict_env("classic", 4).step(0)


@needs_numpy
class AECObservations(unittest.TestCase):
    """Every observation handed out is exactly of its space's type, so that
    PettingZoo's api_test has nothing to warn about (what it checks, here
    without PettingZoo): for every agent after every step of random games
    of every variant, the default form's observation is an ndarray in the
    agent's Box (its dtype and shape), and the action mask in the infos is
    an int8 ndarray of the action space's size, of zeros and ones, never
    all zero; the Dict form's observation is a dict of such ndarrays, in
    its Dict space."""

    def check_array(self, value, space):
        self.assertIs(type(value), np.ndarray)
        self.assertEqual(value.dtype, space.dtype)
        self.assertEqual(value.shape, space.shape)
        self.assertTrue(space.contains(value))
        self.assertTrue(np.isfinite(value).all())

    def check_mask(self, mask, env, agent):
        self.assertIs(type(mask), np.ndarray)
        self.assertEqual(mask.dtype, np.int8)
        self.assertEqual(mask.shape, (int(env.action_space(agent).n),))
        self.assertTrue(set(np.unique(mask).tolist()) <= {0, 1})
        self.assertTrue(mask.any())   # WAIT at least

    def check_all(self, env, dict_form):
        for a in env.agents:
            space = env.observation_space(a)
            obs = env.observe(a)
            if dict_form:
                self.assertIs(type(obs), dict)
                self.assertEqual(set(obs), set(space.spaces))
                self.check_array(obs["observation"], space["observation"])
                self.check_array(obs["action_mask"], space["action_mask"])
                self.check_mask(obs["action_mask"], env, a)
                self.assertNotIn("action_mask", env.infos[a])
            else:
                self.check_array(obs, space)
                self.assertFalse(obs.shape == (1,) or not obs.any())
                self.check_mask(env.infos[a]["action_mask"], env, a)
            self.assertTrue(space.contains(obs))

    def test_every_agent_every_step(self):
        for dict_form in (False, True):
            for variant, n in DEFAULT_PLAYERS.items():
                with self.subTest(variant=variant, dict_form=dict_form):
                    env = rl.aec_env(variant, n, action_mask="observation" if dict_form
                                     else "info", **house_rules(variant))
                    rng = random.Random(n)
                    for episode in range(2):
                        env.reset(seed=episode)
                        self.check_all(env, dict_form)
                        for agent in env.agent_iter(250):
                            obs, _, term, trunc, info = env.last()
                            mask = obs["action_mask"] if dict_form else info["action_mask"]
                            env.step(None if term or trunc else choose(rng, mask))
                            self.check_all(env, dict_form)

    def test_the_mask_in_the_infos_is_the_one_to_act_on(self):
        env = rl.aec_env("classic", 4, jump_in=1)
        env.reset(seed=4)
        shown = dict_env("classic", 4, jump_in=1)
        shown.reset(seed=4)
        rng = random.Random(4)
        for agent in env.agent_iter(500):
            self.assertEqual(agent, shown.agent_selection)
            obs, _, term, trunc, info = env.last()
            other = shown.last()[0]
            np.testing.assert_array_equal(obs, other["observation"])
            for a in env.agents:
                np.testing.assert_array_equal(env.infos[a]["action_mask"],
                                              shown.observe(a)["action_mask"])
            action = None if term or trunc else choose(rng, info["action_mask"])
            env.step(action)
            shown.step(action)
        with self.assertRaises(ValueError):
            rl.aec_env("classic", 4, action_mask="dict")


@needs_numpy
class Masks(unittest.TestCase):
    """Random play with an independent oracle at every step."""

    def run_config(self, variant, players, steps, seed, options, match=False,
                   sample_every=40):
        env = dict_env(variant, players, match=match, **options)
        referee = bool(options.get("referee"))
        rng = random.Random(seed)
        done = 0
        episodes = 0
        asked_out_of_turn = 0
        while done < steps:
            env.reset(seed=rng.randrange(2**32))
            episodes += 1
            waited = set()
            for agent in env.agent_iter():
                obs, _, term, trunc, _ = env.last()
                if term or trunc:
                    env.step(None)
                    continue
                g = env.game
                seat = int(agent.split("_")[1])
                d = g.current_player
                # the schedule: the first seat clockwise from the seat to
                # decide with moves out of turn that has not waited, else it
                expect = next((s for s in clockwise(d, players)
                               if s not in waited and g.legal_moves(s)), d)
                self.assertEqual(seat, expect, "%s %r" % (variant, g))
                mask = obs["action_mask"]
                self.assertEqual(mask.dtype, np.int8)
                self.assertTrue(np.array_equal(mask, expected_mask(g, seat, seat != d)),
                                "%s seat %d: %s" % (variant, seat, g))
                self.assertIn(obs, env.observation_space(agent))
                if seat != d:
                    asked_out_of_turn += 1
                if done % sample_every == 0:
                    self.check_every_action(g, seat, mask, referee)
                action = choose(rng, mask)
                if action == env.wait_action:
                    waited.add(seat)
                else:
                    waited = set()
                before = g.round
                env.step(action)
                if env.agents and env.game.round != before:
                    waited = set()
                done += 1
        return episodes, asked_out_of_turn

    def check_every_action(self, g, seat, mask, referee):
        n = g.players
        rules = g.rules
        actions = len(mask)
        self.assertEqual(actions, rules.move_index_count + 1)
        listed = g.legal_moves(seat)
        for a in range(actions - 1):
            move = rules.move_from_index(rl.to_absolute(a, seat, n, actions))
            if mask[a]:
                c = g.clone()
                c.apply(move, seat)  # raises if refused
                continue
            if move.is_play and move.color is not None and \
                    libuno.Move.play(move.card, uno=move.uno) in listed:
                # A wild its variant lists without a color, the next player
                # naming it (No Mercy's roulette, NM-9): the plays of its
                # other colors' indexes play it as well, the color unused
                # (view.h); only the first is in the mask.
                c, d = g.clone(), g.clone()
                c.apply(move, seat)
                d.apply(libuno.Move.play(move.card, uno=move.uno), seat)
                self.assertEqual(c.save(), d.save())
                continue
            if g.check(move, seat):
                # Referee mode lets a misplay stand: it is not listed.
                # Game.check() says OK for it; the library's reason names
                # the rule it breaks.
                reason = ctypes.c_int()
                libuno._lib.lib.uno_game_check_move(g._p, seat, move._c(),
                                                 ctypes.byref(reason))
                self.assertTrue(referee and reason.value in MISPLAYS,
                                "%s accepted for seat %d, not in the mask: %r"
                                % (move, seat, g))

    def test_every_variant(self):
        for variant in libuno.variants():
            with self.subTest(variant=variant):
                self.run_config(variant, DEFAULT_PLAYERS[variant], 2500,
                                len(variant), {})

    def test_every_variant_with_house_rules(self):
        total_oot = 0
        for variant in libuno.variants():
            with self.subTest(variant=variant):
                _, oot = self.run_config(variant, DEFAULT_PLAYERS[variant], 2000,
                                         7 + len(variant), house_rules(variant))
                total_oot += oot
        self.assertGreater(total_oot, 100)  # jump-ins, calls and catches offered

    def test_more_rules_and_tables(self):
        configs = [
            ("classic", 2, {"stacking": 2, "strict_wild_draw": 1,
                            "challenger_skipped": 1}),
            ("classic", 6, {"referee": 1, "jump_in": 1}),
            ("classic", 10, {"seven_o": 1, "wild_first_returned": 1}),
            ("partners", 6, {"rotating_partners": 1, "jump_in": 1}),
            ("teams", 6, {"jump_in": 1, "referee": 1}),
            ("casting-call", 3, {"stacking": 1, "seven_o": 1}),
            ("express", 3, {"referee": 1, "force_play": 1}),
        ]
        for variant, n, options in configs:
            with self.subTest(variant=variant, players=n, options=options):
                self.run_config(variant, n, 1200, n, options)

    def test_whole_matches(self):
        for variant, n, options in [("classic", 3, {"target_score": 60}),
                                    ("challenge", 3, {"elimination_limit": 40}),
                                    ("partners", 4, {})]:
            with self.subTest(variant=variant):
                env = dict_env(variant, n, match=True, hand_size=3, **options)
                env.reset(seed=4)
                rng = random.Random(4)
                rounds = set()
                for agent in env.agent_iter(200000):
                    obs, _, term, trunc, _ = env.last()
                    if env.agents and not (term or trunc):
                        rounds.add(env.game.round)
                    env.step(None if term or trunc else choose(rng, obs["action_mask"]))
                self.assertFalse(env.agents)
                self.assertGreater(len(rounds), 1)


@needs_numpy
class OutOfTurn(unittest.TestCase):

    def uncalled(self, players=3, options=None):
        """Seat 0 has played down to one card without calling UNO: seat 1
        is to decide, and every seat may catch seat 0."""
        hands = ["R1 R2", "G1 G2", "B1 B2", "Y1 Y2", "G3 G4"][:players]
        g = libuno.Game.from_hands("classic", hands, first="R5", options=options)
        g.apply("R1", 0)
        return g

    def test_a_bystander_is_asked_with_its_catch(self):
        env = dict_env("classic", 3)
        env.reset(options={"game": self.uncalled()})
        # clockwise from the seat to decide (1): seat 2, then seat 0
        self.assertEqual(env.agent_selection, "player_2")
        mask = env.last()[0]["action_mask"]
        catch_left = libuno.move_index("catch 0") + 1   # seat 0 is seat 2's left
        self.assertEqual(np.flatnonzero(mask).tolist(), [catch_left, WAIT])
        env.step(WAIT)
        self.assertEqual(env.agent_selection, "player_0")
        self.assertEqual(np.flatnonzero(env.last()[0]["action_mask"]).tolist(),
                         [libuno.move_index("uno"), WAIT])
        env.step(WAIT)
        self.assertEqual(env.agent_selection, "player_1")
        mask = env.last()[0]["action_mask"]
        self.assertFalse(mask[WAIT])
        self.assertTrue(mask[libuno.move_index("catch 0") + 2])   # seat 0 is 2 to seat 1's left
        self.assertEqual(mask.tolist(), expected_mask(env.game, 1, False).tolist())

    def test_a_catch_out_of_turn_is_applied_and_the_schedule_recomputed(self):
        env = dict_env("classic", 3)
        env.reset(options={"game": self.uncalled()})
        env.step(libuno.move_index("catch 0") + 1)
        g = env.game
        self.assertEqual(g.hand_size(0), 1 + g.rules["uno_penalty"])
        # nobody may catch any more: the seat to decide acts
        self.assertEqual(env.agent_selection, "player_1")
        self.assertEqual(g.current_player, 1)
        self.assertEqual(env.rewards, {a: 0 for a in env.agents})

    def test_catching_the_left_neighbour_is_one_action_for_every_seat(self):
        catch_left = libuno.move_index("catch 0") + 1
        n = 4
        for k in range(n):
            with self.subTest(exposed=k):
                hands = ["G1 G2", "B1 B2", "Y1 Y2", "G3 G4"]
                hands = hands[n - k:] + hands[:n - k]
                hands[k] = "R1 R2"
                g = libuno.Game.from_hands("classic", hands, first="R5", dealer=(k - 1) % n)
                g.apply("R1", k)
                env = dict_env("classic", n)
                env.reset(options={"game": g})
                right = (k - 1) % n
                asked = []
                while env.agent_selection != "player_%d" % ((k + 1) % n):
                    asked.append(env.agent_selection)
                    if env.agent_selection == "player_%d" % right:
                        self.assertTrue(env.last()[0]["action_mask"][catch_left])
                    env.step(WAIT)
                self.assertIn("player_%d" % right, asked)

    def test_a_jump_in_is_reachable(self):
        g = libuno.Game.from_hands("classic", ["R1 R2 R3", "G1 G2 G3", "B1 B2 B3", "Y1 Y2 R1"],
                                first="R5", options={"jump_in": 1})
        g.apply("R1", 0)
        env = dict_env("classic", 4, jump_in=1)
        env.reset(options={"game": g})
        self.assertEqual(env.agent_selection, "player_3")
        r1 = libuno.move_index("R1")
        self.assertEqual(np.flatnonzero(env.last()[0]["action_mask"]).tolist(), [r1, WAIT])
        env.step(r1)
        self.assertEqual(env.game.hand_size(3), 2)
        self.assertEqual(env.game.current_player, 0)   # play goes on from the jumper

    def test_gym_learner_is_asked_out_of_turn(self):
        g = libuno.Game.from_hands("classic", ["R1 R2 R3", "G1 G2 G3", "B1 B2 B3", "Y1 Y2 R1"],
                                first="R5", options={"jump_in": 1})
        g.apply("R1", 0)
        env = rl.GymEnv("classic", 4, opponents="greedy", seat=3, jump_in=1)
        obs, info = env.reset(seed=1, options={"game": g})
        r1 = libuno.move_index("R1")
        self.assertEqual(np.flatnonzero(info["action_mask"]).tolist(), [r1, WAIT])
        obs, reward, term, trunc, info = env.step(r1)
        self.assertFalse(term or trunc)
        self.assertEqual(env.game.hand_size(3), 2)

    def test_gym_bots_before_the_learner_act_first(self):
        # seats 2 and 3 may both catch seat 0; seat 1 is to decide
        for learner, caught_by_learner in ((2, True), (3, False)):
            with self.subTest(learner=learner):
                g = self.uncalled(players=4)
                env = rl.GymEnv("classic", 4, opponents="greedy", seat=learner)
                obs, info = env.reset(seed=2, options={"game": g})
                catch = rl.to_relative(libuno.move_index("catch 0"), learner, 4)
                self.assertEqual(bool(info["action_mask"][catch]), caught_by_learner)
                if not caught_by_learner:
                    # the bot at seat 2 caught seat 0 before the learner's turn
                    self.assertEqual(env.game.hand_size(0), 3)


@needs_numpy
class Rewards(unittest.TestCase):

    def finish_round(self, env, seed):
        env.reset(seed=seed)
        rng = random.Random(seed)
        while not any(env.terminations.values()):
            self.assertFalse(any(env.truncations.values()))
            obs = env.last()[0]
            env.step(choose(rng, obs["action_mask"]))
        return {a: env.rewards[a] for a in env.possible_agents}

    def test_win_rewards_with_teams(self):
        for variant, n in (("classic", 4), ("partners", 4), ("partners", 6), ("teams", 4),
                           ("teams", 6), ("two-player", 2)):
            with self.subTest(variant=variant, players=n):
                env = dict_env(variant, n, hand_size=3)
                for seed in range(3):
                    rewards = self.finish_round(env, seed)
                    g = env.game
                    team = g.team(g.winner)
                    for s in range(n):
                        self.assertEqual(rewards["player_%d" % s],
                                         1.0 if g.team(s) == team else -1.0)
                    winners = [a for a, r in rewards.items() if r == 1.0]
                    self.assertEqual(len(winners), libuno.Rules(variant).team_size)

    def test_points_rewards(self):
        for variant, n in (("classic", 4), ("partners", 4), ("teams", 4), ("challenge", 3)):
            with self.subTest(variant=variant):
                env = dict_env(variant, n, reward="points", hand_size=3)
                rewards = self.finish_round(env, 1)
                g = env.game
                self.assertAlmostEqual(sum(rewards.values()), 0.0)
                delta = g.scores   # one round from zero
                mean = sum(delta) / n
                sign = -1 if variant == "challenge" else 1
                for s in range(n):
                    self.assertAlmostEqual(rewards["player_%d" % s], sign * (delta[s] - mean))
                if variant == "classic":
                    p = g.score(g.winner)
                    self.assertGreater(p, 0)
                    self.assertAlmostEqual(rewards["player_%d" % g.winner], p * (n - 1) / n)
                for s in range(n):   # teammates share
                    for t in range(n):
                        if g.team(s) == g.team(t):
                            self.assertEqual(rewards["player_%d" % s], rewards["player_%d" % t])

    def test_cumulative_reward_reaches_each_agent(self):
        env = dict_env("classic", 3, hand_size=2)
        env.reset(seed=8)
        rng = random.Random(8)
        seen = {}
        for agent in env.agent_iter():
            obs, reward, term, trunc, _ = env.last()
            if term or trunc:
                seen[agent] = reward
                env.step(None)
            else:
                env.step(choose(rng, obs["action_mask"]))
        self.assertEqual(sorted(seen.values()), [-1.0, -1.0, 1.0])


@needs_numpy
class IllegalAndTruncated(unittest.TestCase):

    def test_illegal_actions_end_the_episode(self):
        for bad in ("outside", WAIT, ACTION_COUNT, -1, 1.5, "draw", None, True):
            with self.subTest(action=bad):
                env = dict_env("classic", 4)
                env.reset(seed=6)
                agent = env.agent_selection
                mask = env.last()[0]["action_mask"]
                if bad == "outside":
                    bad = int(np.flatnonzero(mask == 0)[0])
                with warnings.catch_warnings():
                    warnings.simplefilter("error")
                    env.step(bad)
                self.assertTrue(all(v is True for v in env.terminations.values()))
                self.assertFalse(any(env.truncations.values()))
                self.assertEqual(env.rewards[agent], -1.0)
                self.assertEqual(env._cumulative_rewards[agent], -1.0)
                self.assertTrue(env.infos[agent]["illegal_action"])
                for other in env.agents:
                    if other != agent:
                        self.assertEqual(env.rewards[other], 0.0)
                        self.assertNotIn("illegal_action", env.infos[other])
                self.assertEqual(np.flatnonzero(env.last()[0]["action_mask"]).tolist(), [WAIT])
                while env.agents:
                    env.step(None)

    def test_truncation(self):
        env = dict_env("teams", 4, max_steps=30)
        env.reset(seed=1)
        rng = random.Random(1)
        steps = 0
        while not any(env.truncations.values()):
            self.assertFalse(any(env.terminations.values()))
            env.step(choose(rng, env.last()[0]["action_mask"]))
            steps += 1
        self.assertEqual(steps, 30)
        self.assertTrue(all(v is True for v in env.truncations.values()))
        self.assertEqual(set(env.rewards.values()), {0.0})
        while env.agents:
            env.step(None)

    def test_default_truncation_limit_ends_long_rounds(self):
        env = dict_env("casting-call", 4)
        env.reset(seed=3)
        rng = random.Random(3)
        uniform = 0
        for agent in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                continue
            env.step(int(rng.choice(list(np.flatnonzero(obs["action_mask"])))))
            uniform += 1
        self.assertLessEqual(uniform, 10_000)


@needs_numpy
class Determinism(unittest.TestCase):

    def trajectory(self, env, seed, steps=400, reseed=True):
        if reseed:
            env.reset(seed=seed)
        else:
            env.reset()
        rng = random.Random(seed)
        out = []
        for agent in env.agent_iter(steps):
            obs, reward, term, trunc, info = env.last()
            out.append((agent, obs["observation"].tobytes(), obs["action_mask"].tobytes(),
                        reward, term, trunc))
            env.step(None if term or trunc else choose(rng, obs["action_mask"]))
        return out

    def test_same_seed_same_trajectory(self):
        for variant in ("classic", "casting-call", "teams"):
            with self.subTest(variant=variant):
                a = dict_env(variant, 4, jump_in=1) if variant != "casting-call" \
                    else dict_env(variant, 4)
                b = dict_env(variant, 4, jump_in=1) if variant != "casting-call" \
                    else dict_env(variant, 4)
                self.assertEqual(self.trajectory(a, 11), self.trajectory(b, 11))
                self.assertNotEqual(self.trajectory(a, 11), self.trajectory(a, 12))
                # a reset without a seed follows from the last seed
                self.trajectory(a, 5)
                self.trajectory(b, 5)
                self.assertEqual(self.trajectory(a, 9, reseed=False),
                                 self.trajectory(b, 9, reseed=False))

    def test_seed_is_the_library_game(self):
        env = dict_env("classic", 4)
        env.reset(seed=77)
        self.assertEqual(env.game.save(), libuno.Game("classic", 4, seed=77).save())

    def test_gym_same_seed_same_episode(self):
        def episode(env, seed):
            obs, info = env.reset(seed=seed)
            rng = random.Random(seed)
            out = [obs.tobytes()]
            while True:
                obs, reward, term, trunc, info = env.step(choose(rng, info["action_mask"]))
                out.append((obs.tobytes(), reward, term, trunc))
                if term or trunc:
                    return out
        for opponents in ("random", "greedy"):
            a = rl.GymEnv("classic", 4, opponents=opponents, jump_in=1)
            b = rl.GymEnv("classic", 4, opponents=opponents, jump_in=1)
            self.assertEqual(episode(a, 3), episode(b, 3))


@needs_numpy
class Gym(unittest.TestCase):

    def test_contract(self):
        env = rl.GymEnv("classic", 4, opponents="random", seat=2)
        if rl.HAVE_GYMNASIUM:
            import gymnasium
            self.assertIsInstance(env, gymnasium.Env)
        self.assertEqual(env.observation_space.shape, (213,))
        self.assertEqual(env.observation_space.dtype, np.int32)
        self.assertEqual(int(env.action_space.n), ACTION_COUNT)
        obs, info = env.reset(seed=5, options={"unknown": 1})
        self.assertIn(obs, env.observation_space)
        self.assertEqual(info["action_mask"].dtype, np.int8)
        self.assertEqual(info["action_mask"].shape, (ACTION_COUNT,))
        self.assertIsNotNone(env.np_random)
        rng = random.Random(5)
        seen_wait = False
        for _ in range(2000):
            mask = info["action_mask"]
            g = env.game
            d = g.current_player
            self.assertTrue(np.array_equal(mask, expected_mask(g, 2, d != 2)))
            seen_wait |= bool(mask[WAIT])
            obs, reward, term, trunc, info = env.step(choose(rng, mask))
            self.assertIn(obs, env.observation_space)
            self.assertIsInstance(reward, float)
            self.assertIs(type(term), bool)
            self.assertIs(type(trunc), bool)
            if term or trunc:
                self.assertEqual(np.flatnonzero(info["action_mask"]).tolist(), [WAIT])
                self.assertIn(reward, (1.0, -1.0))
                obs, info = env.reset()
        env.close()
        env.close()

    def test_opponents(self):
        env = rl.GymEnv("classic", 3, opponents=["search", None, libuno.Bot("random", seed=4)],
                        seat=1)
        self.assertEqual([b is None for b in env.bots], [False, True, False])
        obs, info = env.reset(seed=1)
        self.assertEqual(env.bots[0].kind, libuno.BotKind.SEARCH)
        env2 = rl.GymEnv("classic", 3, opponents=["greedy", "random"], seat=0)
        env2.reset(seed=1)
        self.assertEqual([b and b.kind for b in env2.bots],
                         [None, libuno.BotKind.GREEDY, libuno.BotKind.RANDOM])
        with self.assertRaises(ValueError):
            rl.GymEnv("classic", 3, opponents="clever")
        with self.assertRaises(ValueError):
            rl.GymEnv("classic", 3, opponents=["random"])
        with self.assertRaises(ValueError):
            rl.GymEnv("classic", 3, seat=3)

    def test_illegal_and_truncated(self):
        env = rl.GymEnv("classic", 4)
        obs, info = env.reset(seed=1)
        bad = int(np.flatnonzero(info["action_mask"] == 0)[0])
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            obs, reward, term, trunc, info = env.step(bad)
        self.assertEqual((reward, term, trunc), (-1.0, True, False))
        self.assertTrue(info["illegal_action"])
        self.assertEqual(env.step(0)[1:4], (0.0, True, False))
        env = rl.GymEnv("teams", 4, opponents="random", max_steps=40)
        obs, info = env.reset(seed=1)
        rng = random.Random(1)
        while True:
            obs, reward, term, trunc, info = env.step(choose(rng, info["action_mask"]))
            if term or trunc:
                break
        self.assertEqual((term, trunc, reward), (False, True, 0.0))
        self.assertGreaterEqual(env._table.steps, 40)

    def test_partners_team_reward(self):
        env = rl.GymEnv("partners", 4, opponents="greedy", seat=0, hand_size=3)
        rng = random.Random(2)
        for seed in range(6):
            obs, info = env.reset(seed=seed)
            while True:
                obs, reward, term, trunc, info = env.step(choose(rng, info["action_mask"]))
                if term or trunc:
                    break
            g = env.game
            self.assertEqual(reward, 1.0 if g.team(g.winner) == g.team(0) else -1.0)
            self.assertEqual(info["round_winner"], g.winner)

    def test_render(self):
        env = rl.GymEnv("classic", 3, render_mode="ansi")
        env.reset(seed=1)
        self.assertIn("learner may:", env.render())
        # The bots' moves before the learner's first, in the library's
        # words as the learner is told them.
        names = ["learner", "bot_1", "bot_2"]
        told = [env.game.describe(e, 0, names) for e in env._table.events]
        self.assertTrue(told)
        self.assertIn("\n".join("  " + t for t in told), env.render())
        env = rl.GymEnv("classic", 3, render_mode="human")
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            env.reset(seed=1)
        self.assertIn("learner", out.getvalue())


if __name__ == "__main__":
    unittest.main()
