"""libuno.distributed: simulations, bot evaluations and tournaments cut into
seeded chunks and run on a Dask cluster give exactly the totals of one
process (and of uno-sim and uno-tournament, which it mirrors call for
call), whatever the number of workers or the chunk size; a worker killed
in the middle of a run has its chunk played again and counted once.

The cluster tests need Dask's distributed package (Debian:
python3-distributed, installed for /usr/bin/python3; meson runs this file
with the first Python that has it) and skip, saying so, without it; the
in-process tests run anyway. Each cluster is two worker processes of one
thread.
"""
import contextlib
import functools
import io
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
import unittest

# The workers' scratch space (lock files, spilled data) in a directory of
# this run's own, gone at its end: a worker the tests kill leaves its lock
# behind, and in the shared /tmp/dask-worker-space the next Dask program
# would report it as stale on its stderr.
_DASK_TMP = tempfile.TemporaryDirectory(prefix="uno-dask-test-")
os.environ["DASK_TEMPORARY_DIRECTORY"] = _DASK_TMP.name

import libuno
import libuno.distributed as ud

try:
    import distributed
    from distributed import Client
except ImportError:
    distributed = None

needs_dask = unittest.skipIf(
    distributed is None, "Dask's distributed package is not installed for %s "
    "(Debian: apt-get install python3-distributed; meson runs this test with "
    "/usr/bin/python3 when it has it)" % sys.executable)

if distributed is not None and __name__ != "__main__":
    # The fault-injecting callables below travel to the workers by value.
    import cloudpickle
    cloudpickle.register_pickle_by_value(sys.modules[__name__])

BUILD = os.environ.get("UNO_BUILD_DIR", "")
UNO_SIM = os.path.join(BUILD, "examples", "uno-sim")
UNO_TOURNAMENT = os.path.join(BUILD, "examples", "uno-tournament")

# A run with every kind of event: greedy and random bots, jump-ins, UNO
# penalties, three seats (so that seats and chunks do not line up).
SIM = dict(games=36, seed=5, bots="greedy,random,random",
           rules=["jump_in=1", "uno_penalty=4"])


def small_cluster(workers=2):
    return ud.local_cluster(workers)


def die_once(marker, victim, chunk):
    """Kills the worker process running chunk ``victim``, the first time
    only (the marker file says it happened)."""
    if chunk != victim:
        return
    try:
        fd = os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
    except FileExistsError:
        return
    os.write(fd, str(os.getpid()).encode())
    os.close(fd)
    os._exit(1)


def note_start(directory, delay, chunk):
    """Leaves a file "CHUNK-PID" for every chunk started, then lingers."""
    open(os.path.join(directory, "%d-%d" % (chunk, os.getpid())), "w").close()
    time.sleep(delay)


def fail_chunk(victim, chunk):
    if chunk == victim:
        raise ValueError("chunk %d refuses" % chunk)


def c_json(program, *args):
    out = subprocess.run([program, "--json"] + list(args), stdout=subprocess.PIPE,
                         universal_newlines=True, check=True, timeout=60).stdout
    return json.loads(out)


# Every variant with every bot kind uno-sim offers (ud.BOT_KINDS: the
# library's random, greedy, search and tree search bots, the reference
# policy, the ladder's levels): per variant, lineups that seat each kind
# once at least, the reference policy beside the others (its choices and
# the bystanders' draws share the game's stream). Every seat the reference
# policy, a game is one round (uno-sim's default): seed 7 reaches No
# Mercy's game 6, where a Discard All sheds down to one card (G-6, NM-7).
# The search kinds play single rounds at their default budget (uno-sim's).
LINEUPS_4 = (("reference", 40, False),
             ("random,greedy,reference,medium", 6, False),
             ("easy,hard,reference,random", 6, False),
             ("search,reference,greedy,random", 2, True),
             ("ismcts,expert,reference,random", 2, True))
LINEUPS_2 = (("reference", 40, False),
             ("random,reference", 6, False), ("greedy,medium", 6, False),
             ("easy,hard", 6, False), ("reference,search", 2, True),
             ("ismcts,expert", 2, True))


def every_variant_and_kind():
    """(variant, bots, games, one_round) for every built-in variant."""
    for v in libuno.variants():
        two = not libuno.Rules(v).allows_players(4)
        for bots, games, one_round in (LINEUPS_2 if two else LINEUPS_4):
            yield v, bots, games, one_round


def sim_args(variant, bots, games, one_round):
    return (["--variant", variant, "--bots", bots, "--games", str(games), "--seed", "7"]
            + (["--one-round"] if one_round else []))


def sim_kw(variant, bots, games, one_round):
    return dict(variant=variant, bots=bots, games=games, seed=7,
                one_round=True if one_round else None)


def masked_time(text):
    """A text summary with the measured figures of its time line hidden."""
    import re
    return [re.sub(r"[0-9.]+", "N", t) if t.startswith("time:") else t
            for t in text.splitlines()]


@unittest.skipUnless(os.path.exists(UNO_SIM), "no uno-sim in $UNO_BUILD_DIR")
class EveryVariantAndKind(unittest.TestCase):
    """The games are the library's: the totals of every variant with every
    bot kind equal uno-sim's, in this process and on a cluster of two
    workers, and the text summary is uno-sim's byte for byte (but the
    measured time)."""

    @classmethod
    def setUpClass(cls):
        cls.want = {}
        cls.text = {}
        for case in every_variant_and_kind():
            args = ["--no-progress"] + sim_args(*case)
            cls.want[case] = ud.totals(c_json(UNO_SIM, *args))
            cls.text[case] = subprocess.run(
                [UNO_SIM] + args, stdout=subprocess.PIPE, universal_newlines=True,
                check=True, timeout=60).stdout

    def test_cases_cover_every_variant_and_kind(self):
        cases = list(every_variant_and_kind())
        self.assertEqual(sorted({v for v, _, _, _ in cases}), sorted(libuno.variants()))
        self.assertEqual(len(libuno.variants()), 9)
        for v in libuno.variants():
            kinds = {k for w, b, _, _ in cases if w == v for k in b.split(",")}
            self.assertEqual(kinds, set(ud.BOT_KINDS), v)

    def test_in_this_process(self):
        for case in every_variant_and_kind():
            r = ud.simulate(local=True, chunk_size=3, **sim_kw(*case))
            got = ud.totals(r)
            self.assertEqual(len(got.pop("points")), got["players"])
            self.assertEqual(got, self.want[case], case)
            out = io.StringIO()
            ud.print_sim(r, [], out)
            self.assertEqual(masked_time(out.getvalue()), masked_time(self.text[case]),
                             case)

    @needs_dask
    def test_on_a_cluster_of_two_workers(self):
        with small_cluster(2) as cluster, Client(cluster) as client:
            for case in every_variant_and_kind():
                r = ud.simulate(client=client, chunk_size=2, **sim_kw(*case))
                self.assertEqual(r["dask"]["workers"], 2)
                got = ud.totals(r)
                got.pop("points")
                self.assertEqual(got, self.want[case], case)


class LocalRuns(unittest.TestCase):
    """In this process, without Dask: the reference the cluster runs are
    compared with, itself checked against the C programs."""

    def test_import_uno_imports_no_dask(self):
        code = ("import sys, libuno, libuno.distributed\n"
                "bad = [m for m in ('dask', 'distributed') if m in sys.modules]\n"
                "sys.exit('imported %s' % bad if bad else 0)\n")
        res = subprocess.run([sys.executable, "-c", code], stderr=subprocess.PIPE,
                             universal_newlines=True, timeout=60)
        self.assertEqual(res.returncode, 0, res.stderr)
        code = "import sys, libuno; sys.exit('libuno.distributed' in sys.modules)"
        self.assertEqual(subprocess.run([sys.executable, "-c", code], timeout=60)
                         .returncode, 0)

    def test_chunk_size_changes_nothing(self):
        ref = ud.totals(ud.simulate(local=True, **SIM))
        self.assertEqual(ref["games"], 36)
        self.assertEqual(sum(ref["wins"]), 36)
        for size in (1, 5, 36, 1000):
            got = ud.simulate(local=True, chunk_size=size, **SIM)
            self.assertEqual(ud.totals(got), ref, "chunk size %d" % size)
            self.assertEqual(got["dask"]["chunks"], -(-36 // size))
        other = ud.totals(ud.simulate(local=True, **dict(SIM, seed=6)))
        self.assertNotEqual(other, ref)

    def test_chunks_cover_every_game_once(self):
        for count in (1, 7, 36, 1001):
            for size in (1, 3, 250):
                chunks = ud._chunks(count, size)
                games = [g for a, b in chunks for g in range(a, b)]
                self.assertEqual(games, list(range(count)))
        self.assertEqual(ud._chunk_size(100000, 2, None), 250)
        self.assertEqual(ud._chunk_size(40, 2, None), 3)
        self.assertEqual(ud._chunk_size(40, 2, 7), 7)

    @unittest.skipUnless(os.path.exists(UNO_SIM), "no uno-sim in $UNO_BUILD_DIR")
    def test_same_totals_as_uno_sim(self):
        cases = [
            (["--games", "12", "--seed", "11", "--bots", "greedy,random,random,random",
              "--rule", "uno_penalty=4"],
             dict(games=12, seed=11, bots="greedy,random,random,random",
                  rules={"uno_penalty": 4})),
            (["--games", "60", "--seed", "4", "--bots", "reference"],
             dict(games=60, seed=4, bots="reference")),
            (["--games", "8", "--seed", "3", "--variant", "teams",
              "--bots", "greedy,random,greedy,random"],
             dict(games=8, seed=3, variant="teams", bots="greedy,random,greedy,random")),
            (["--games", "6", "--seed", "3", "--rule", "stacking=2", "--rule", "seven_o=1",
              "--rule", "jump_in=1", "--rule", "target_score=200", "--bots",
              "greedy,random,reference,greedy"],
             dict(games=6, seed=3, rules=["stacking=2", "seven_o=1", "jump_in=1",
                                          "target_score=200"],
                  bots="greedy,random,reference,greedy")),
            (["--games", "6", "--seed", "8", "--variant", "casting-call"],
             dict(games=6, seed=8, variant="casting-call")),
            (["--games", "2", "--seed", "2", "--bots", "search,greedy", "--one-round"],
             dict(games=2, seed=2, bots="search,greedy", one_round=True)),
        ]
        for args, kw in cases:
            want = ud.totals(c_json(UNO_SIM, "--no-progress", *args))
            got = ud.totals(ud.simulate(local=True, chunk_size=5, **kw))
            self.assertEqual(len(got.pop("points")), got["players"])
            self.assertEqual(got, want, args)

    @unittest.skipUnless(os.path.exists(UNO_TOURNAMENT),
                         "no uno-tournament in $UNO_BUILD_DIR")
    def test_same_tournament_as_uno_tournament(self):
        for args, kw in (([], {}),
                         (["--players", "12", "--hands-per-partner", "1", "--variant",
                           "teams", "--bots", "greedy,random", "--seed", "3"],
                          dict(players=12, hands_per_partner=1, variant="teams",
                               bots="greedy,random", seed=3))):
            for as_json in (False, True):
                want = subprocess.run([UNO_TOURNAMENT] + args + (["--json"] if as_json else []),
                                      stdout=subprocess.PIPE, universal_newlines=True,
                                      check=True, timeout=60).stdout
                out = io.StringIO()
                ud.print_tournament(ud.tournament(local=True, chunk_size=5, **kw),
                                    as_json, out)
                self.assertEqual(out.getvalue(), want)

    def test_evaluation_lineups_are_simulations(self):
        e = ud.evaluate(["greedy", "random", "reference"], games=6, seed=9,
                        local=True, chunk_size=4)
        self.assertEqual(len(e["lineups"]), 6)
        self.assertEqual([p["bots"] for p in e["pairs"]],
                         [["greedy", "random"], ["greedy", "reference"],
                          ["random", "reference"]])
        for lineup in e["lineups"]:
            alone = ud.simulate(games=6, seed=9, bots=lineup["bots"], local=True)
            self.assertEqual(lineup["wins"], alone["wins"])
            self.assertEqual(lineup["moves"], alone["moves"])
        for p in e["pairs"]:
            a, b = p["bots"]
            self.assertEqual(p["games"], 12)
            self.assertEqual(p["wins"][a] + p["wins"][b], 12)
            self.assertEqual(p["fair_share"], {a: 0.5, b: 0.5})
        self.assertEqual(sum(k["games"] for k in e["kinds"].values()), 72)

    def test_usage_errors(self):
        for kw in (dict(bots="clever"), dict(games=0), dict(seed=-1),
                   dict(variant="nope"), dict(rules=["nope=1"]),
                   dict(rules=["uno_penalty=99999"]), dict(rules=["uno_penalty"]),
                   dict(rules=["uno_penalty=1_0"]),
                   dict(variant="teams", rules=["stacking=1"]),
                   dict(variant="partners", players=5),
                   dict(bots="greedy,random", players=3)):
            with self.assertRaises(ud.UsageError, msg=repr(kw)):
                ud.simulate(local=True, **kw)
        with self.assertRaises(ud.UsageError):
            ud.evaluate(["greedy"], local=True)
        with self.assertRaises(ud.UsageError):
            ud.tournament(variant="classic", local=True)
        with self.assertRaises(ud.UsageError):
            ud.tournament(players=6, local=True)

    def test_command_line(self):
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            rc = ud.main(["sim", "--local", "--json", "--games", "5", "--seed", "2"],
                         prog="uno-sim")
        self.assertEqual(rc, 0, err.getvalue())
        self.assertEqual(ud.totals(json.loads(out.getvalue())),
                         ud.totals(ud.simulate(games=5, seed=2, local=True)))
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            self.assertEqual(ud.main(["eval", "--local", "--games", "2"]), 0)
        self.assertIn("greedy    vs random", out.getvalue())
        for argv in (["sim", "--games", "many"], ["sim", "--rule", "x=1", "--local"],
                     ["tournament", "--players", "6", "--local"], ["nope"], []):
            err = io.StringIO()
            with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
                self.assertEqual(ud.main(argv, prog="uno-sim"), 1, argv)
            self.assertTrue(err.getvalue().startswith("uno-sim: "), err.getvalue())


@needs_dask
class ClusterRuns(unittest.TestCase):
    """One local cluster of two workers for the runs that kill nobody."""

    @classmethod
    def setUpClass(cls):
        cls.cluster = small_cluster(2)
        cls.client = Client(cls.cluster)
        cls.reference = ud.totals(ud.simulate(local=True, **SIM))

    @classmethod
    def tearDownClass(cls):
        cls.client.close()
        cls.cluster.close()

    def test_same_totals_whatever_the_chunks(self):
        for size in (1, 7, None):
            r = ud.simulate(client=self.client, chunk_size=size, **SIM)
            self.assertEqual(r["dask"]["workers"], 2)
            self.assertEqual(ud.totals(r), self.reference, "chunk size %s" % size)

    def test_by_scheduler_address(self):
        address = self.cluster.scheduler_address
        r = ud.simulate(scheduler=address, chunk_size=4, **SIM)
        self.assertEqual(r["dask"]["scheduler"], address)
        self.assertEqual(ud.totals(r), self.reference)
        old = os.environ.get("UNO_DASK_SCHEDULER")
        os.environ["UNO_DASK_SCHEDULER"] = address
        try:
            r = ud.simulate(chunk_size=9, **SIM)
        finally:
            if old is None:
                del os.environ["UNO_DASK_SCHEDULER"]
            else:
                os.environ["UNO_DASK_SCHEDULER"] = old
        self.assertEqual(r["dask"]["scheduler"], address)
        self.assertEqual(ud.totals(r), self.reference)

    def test_evaluation_and_tournament(self):
        kw = dict(games=5, seed=4)
        here = ud.evaluate(["greedy", "random", "reference"], local=True, **kw)
        there = ud.evaluate(["greedy", "random", "reference"], client=self.client,
                            chunk_size=3, **kw)
        for key in ("lineups", "pairs", "kinds"):
            self.assertEqual(there[key], here[key])
        kw = dict(players=8, hands_per_partner=1, seed=2, bots="greedy,random")
        here = ud.tournament(local=True, **kw)
        there = ud.tournament(client=self.client, chunk_size=2, **kw)
        for key in ("rounds", "totals", "winner"):
            self.assertEqual(there[key], here[key])

    def test_a_failing_chunk_fails_the_run(self):
        with self.assertRaises(ud.SimulationError) as cm:
            ud.simulate(client=self.client, chunk_size=6,
                        before_chunk=functools.partial(fail_chunk, 2), **SIM)
        self.assertIn("chunk 2", str(cm.exception))
        self.assertIn("refuses", str(cm.exception))

    def test_workers_have_this_library(self):
        infos = self.client.run(ud.worker_info)
        self.assertEqual(len(infos), 2)
        for info in infos.values():
            self.assertEqual(info["library_version"], libuno.library_version())
            self.assertEqual(os.path.realpath(info["library_path"]),
                             os.path.realpath(libuno.library_path))


@needs_dask
class OtherClusters(unittest.TestCase):
    """Clusters of their own: another worker count, and workers killed."""

    def setUp(self):
        self.reference = ud.totals(ud.simulate(local=True, **SIM))

    def test_one_worker(self):
        r = ud.simulate(workers=1, chunk_size=5, **SIM)
        self.assertEqual((r["dask"]["scheduler"], r["dask"]["workers"]), ("local", 1))
        self.assertEqual(ud.totals(r), self.reference)

    def test_worker_dies_in_a_chunk(self):
        # The chunk's first run kills its worker process: the nanny starts
        # a new one, the scheduler gives the chunk to a live worker, and
        # the result is counted once.
        with tempfile.TemporaryDirectory() as tmp:
            marker = os.path.join(tmp, "killed")
            r = ud.simulate(workers=2, chunk_size=3,
                            before_chunk=functools.partial(die_once, marker, 4), **SIM)
            self.assertTrue(os.path.exists(marker), "no worker was killed")
        self.assertEqual(r["dask"]["chunks"], 12)
        self.assertEqual(ud.totals(r), self.reference)

    def test_worker_killed_from_outside(self):
        # SIGKILL, while a chunk is being played on it, to the process of a
        # worker; the run goes on and its totals do not change.
        with tempfile.TemporaryDirectory() as tmp, small_cluster(2) as cluster, \
                Client(cluster) as client:
            pids = set(client.run(os.getpid).values())
            killed = []

            def killer():
                deadline = time.monotonic() + 60
                while time.monotonic() < deadline:
                    for name in sorted(os.listdir(tmp)):
                        chunk, pid = map(int, name.split("-"))
                        if chunk >= 2 and pid in pids:
                            os.kill(pid, signal.SIGKILL)
                            killed.append((chunk, pid))
                            return
                    time.sleep(0.01)

            t = threading.Thread(target=killer)
            t.start()
            r = ud.simulate(client=client, chunk_size=3,
                            before_chunk=functools.partial(note_start, tmp, 0.3), **SIM)
            t.join()
            self.assertTrue(killed, "no chunk started in time")
            chunk, pid = killed[0]
            runs = [n for n in os.listdir(tmp) if n.startswith("%d-" % chunk)]
            # Played again by another worker (or by the nanny's new process).
            self.assertGreaterEqual(len(runs), 2, runs)
            self.assertEqual(ud.totals(r), self.reference)
            # The killed worker's nanny brings it back before the cluster
            # closes (a worker closing while it starts makes noise).
            client.wait_for_workers(2, timeout=120)


if __name__ == "__main__":
    unittest.main()
