"""A PostgreSQL and a Redis of a test's own, on loopback (not a test
module itself): used by the cluster and failure tests and
bench/server_cluster.py.

- PostgreSQL: ``initdb`` into a temporary directory, then ``postgres`` on
  a free loopback port (and no unix socket), trust authentication for the
  user ``uno``, fsync off (a test does not outlive its machine; the
  crash test kills uno-server, not PostgreSQL). PostgreSQL refuses to run
  as root, so as root (CI's clean Debian root) it runs as ``nobody``
  (the directory given to that user first).
- Redis: ``redis-server`` on a free loopback port, with nothing saved
  (``--save ''``, no append-only file).

- Failures (test_server_failures.py): :meth:`Services.stop_postgres` and
  :meth:`Services.kill_redis` take a service down mid-test,
  :meth:`Services.start_postgres` and :meth:`Services.start_redis` bring
  it back on the same port (PostgreSQL on the same data).

:func:`missing` says what is not installed; tests skip with that reason,
unless UNO_REQUIRE_SERVICES=1 or UNO_REQUIRE_AIOHTTP=1 (.ci/run sets
both), where a missing service fails instead (:func:`needs_services`).
"""
import glob
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import unittest

REQUIRED = os.environ.get("UNO_REQUIRE_SERVICES") == "1" or \
    os.environ.get("UNO_REQUIRE_AIOHTTP") == "1"


def _pg_bin(name):
    found = shutil.which(name)
    if found:
        return found
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/" + name),
                      key=lambda p: int(p.split("/")[4]) if p.split("/")[4].isdigit() else 0)
    return versions[-1] if versions else None


def missing():
    """Why the cluster cannot be tested here (a sentence), or None."""
    why = []
    if _pg_bin("initdb") is None or _pg_bin("postgres") is None:
        why.append("PostgreSQL's server (Debian: postgresql)")
    if shutil.which("redis-server") is None:
        why.append("redis-server (Debian: redis-server)")
    for module, package in (("asyncpg", "python3-asyncpg"), ("redis", "python3-redis")):
        try:
            __import__(module)
        except ImportError:
            why.append("the Python module %s (Debian: %s)" % (module, package))
    if not why:
        return None
    return "not installed: " + ", ".join(why)


def needs_services(cls):
    """Skips a test class when a service is missing, saying which; with
    UNO_REQUIRE_SERVICES=1 (or UNO_REQUIRE_AIOHTTP=1) fails instead."""
    why = missing()
    if why is None:
        return cls
    if REQUIRED:
        raise RuntimeError("the cluster tests must run here, but " + why)
    return unittest.skip(why)(cls)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _as_service_user():
    """The user PostgreSQL runs as: as root, ``nobody`` (it refuses root);
    the process is started as that user directly (Popen's ``user``), so
    that its pid is the server's and a signal reaches it."""
    if os.geteuid() != 0:
        return None
    return "nobody"


def service_env():
    """The environment of the services: this one without a sanitizer's
    runtime. In a sanitized build meson preloads it for the interpreter
    (LD_PRELOAD), and PostgreSQL and Redis are programs of their own: with
    it preloaded `postgres -V` (which initdb runs) hangs."""
    env = dict(os.environ)
    for name in ("LD_PRELOAD", "ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS"):
        env.pop(name, None)
    return env


def _wait_port(port, proc, what, timeout=60.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if proc.poll() is not None:
            raise RuntimeError("%s exited with status %s" % (what, proc.returncode))
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError("%s did not listen on port %d in %.0f s" % (what, port, timeout))


class Services:
    """A PostgreSQL and a Redis, started by :meth:`start`, stopped (and
    their files removed) by :meth:`stop`. ``database_url`` and
    ``redis_url`` name them; :meth:`new_database` makes one more database
    (a test of its own)."""

    def __init__(self, fsync=False):
        self.fsync = fsync
        self.dir = None
        self.pg = None
        self.redis = None
        self.pg_port = None
        self.redis_port = None
        self._databases = 0

    def start(self):
        self.dir = tempfile.mkdtemp(prefix="uno-services-")
        prefix = _as_service_user()
        if prefix:
            os.chmod(self.dir, 0o755)
            shutil.chown(self.dir, "nobody")
        try:
            self._start_postgres(prefix)
            self._start_redis(prefix)
        except BaseException:
            self.stop()
            raise
        return self

    def _start_postgres(self, prefix):
        data = os.path.join(self.dir, "pg")
        subprocess.run([_pg_bin("initdb"), "-D", data, "-A", "trust", "-U", "uno",
                                 "-E", "UTF8", "--no-sync", "--locale", "C"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                       user=prefix, env=service_env(), timeout=120)
        self.pg_port = free_port()
        self._run_postgres(prefix)

    def _run_postgres(self, prefix):
        """``postgres`` on the directory initdb made, on ``pg_port``; returns
        once it answers a query."""
        data = os.path.join(self.dir, "pg")
        log = open(os.path.join(self.dir, "pg.log"), "ab")
        self.pg = subprocess.Popen(
            [_pg_bin("postgres"), "-D", data, "-h", "127.0.0.1",
                      "-p", str(self.pg_port), "-k", "", "-c",
                      "fsync=%s" % ("on" if self.fsync else "off"),
                      "-c", "max_connections=200", "-c", "shared_buffers=64MB"],
            stdout=log, stderr=subprocess.STDOUT, user=prefix, env=service_env())
        log.close()
        _wait_port(self.pg_port, self.pg, "postgres")
        # Accepting connections only once recovery is done: wait for a query.
        end = time.monotonic() + 60
        while True:
            r = subprocess.run([_pg_bin("psql") or "psql", "-h", "127.0.0.1", "-p",
                                str(self.pg_port), "-U", "uno", "-d", "postgres",
                                "-Atc", "SELECT 1"], capture_output=True,
                               env=service_env(), timeout=30)
            if r.returncode == 0:
                break
            if time.monotonic() > end:
                raise RuntimeError("postgres does not answer: %s" % r.stderr.decode())
            time.sleep(0.1)

    def _start_redis(self, _prefix):
        if self.redis_port is None:
            self.redis_port = free_port()
        self.redis = subprocess.Popen(
            ["redis-server", "--port", str(self.redis_port), "--bind", "127.0.0.1",
                      "--save", "", "--appendonly", "no", "--dir", self.dir,
                      "--loglevel", "warning"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=service_env())
        _wait_port(self.redis_port, self.redis, "redis-server")

    # ---- failures (test_server_failures.py) ----

    def stop_postgres(self, mode="fast"):
        """Stops PostgreSQL as ``pg_ctl stop -m fast`` (or ``-m immediate``)
        does, with the signal pg_ctl sends (SIGINT, SIGQUIT); its data
        stays for :meth:`start_postgres`."""
        sig = {"fast": signal.SIGINT, "immediate": signal.SIGQUIT}[mode]
        self.pg.send_signal(sig)
        self.pg.wait(60)

    def start_postgres(self):
        """PostgreSQL again, on the same port and data (after
        :meth:`stop_postgres`)."""
        self._run_postgres(_as_service_user())

    def kill_redis(self):
        """redis-server killed (SIGKILL): every connection to it drops."""
        self.redis.kill()
        self.redis.wait(60)

    def start_redis(self):
        """redis-server again, on the same port (after :meth:`kill_redis`)."""
        self._start_redis(None)

    def new_database(self):
        """A new empty database; its URL."""
        self._databases += 1
        name = "uno%d" % self._databases
        subprocess.run([_pg_bin("psql") or "psql", "-h", "127.0.0.1", "-p", str(self.pg_port),
                        "-U", "uno", "-d", "postgres", "-Atc", "CREATE DATABASE %s" % name],
                       check=True, capture_output=True, env=service_env(), timeout=60)
        return "postgresql://uno@127.0.0.1:%d/%s" % (self.pg_port, name)

    @property
    def database_url(self):
        return "postgresql://uno@127.0.0.1:%d/postgres" % self.pg_port

    @property
    def redis_url(self):
        return "redis://127.0.0.1:%d/0" % self.redis_port

    def stop(self):
        for proc in (self.redis, self.pg):
            if proc is not None and proc.poll() is None:
                # SIGINT: postgres's fast shutdown (SIGTERM's smart one waits
                # for clients); redis-server stops on either.
                proc.send_signal(signal.SIGINT)
                try:
                    proc.wait(30)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()
        self.redis = self.pg = None
        if self.dir is not None:
            shutil.rmtree(self.dir, ignore_errors=True)
            self.dir = None

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()
