"""Builds the Python package `libuno` (python/libuno/) for pip: the metadata is in
pyproject.toml; this file adds the build steps.

    pip install --no-build-isolation .

needs nothing from the network: setuptools (and wheel) from the system
(Debian's python3-setuptools and python3-wheel), and, to bundle the
library, meson, ninja and a C compiler. Two steps beyond copying the
modules, both in build_py:

1. libuno/_constants.py is generated from the C headers (include/uno/*.h) by
   scripts/gen-constants.py: the package's enums and limits have one source
   of truth (libuno/_headers.py).
2. libuno is built with meson and ninja in a temporary directory (only the
   library: tests, docs, examples and benchmarks off, warnings not errors)
   and bundled in the package (libuno/libuno.so.1; libuno.1.dylib or the DLL
   elsewhere), where the package finds it (libuno/_lib.py). The wheel is
   then tagged for the platform (py3-none-<platform>). $UNO_BUNDLE says
   what to do: "auto" (the default) bundles when meson and ninja are on the
   PATH and quietly goes without when the build is impossible; "1" fails
   the install instead; "0" never bundles. Without a bundled library the
   package uses an installed libuno (meson install), found by the system
   loader or through pkg-config's libdir, or $UNO_LIBRARY.

Build files go to build-pip/ of the checkout (setuptools' build and
egg-info, ignored by git like every build*/; the meson build is a temporary
directory), never among the sources, nor into a meson build directory
called build/.
"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist
from setuptools.dist import Distribution

try:
    from setuptools.command.bdist_wheel import bdist_wheel  # setuptools >= 70.1
except ImportError:
    try:
        from wheel.bdist_wheel import bdist_wheel
    except ImportError:
        bdist_wheel = None

ROOT = os.path.dirname(os.path.abspath(__file__))
BUILD_BASE = "build-pip"
GENERATOR = os.path.join("scripts", "gen-constants.py")


def _log(message):
    sys.stderr.write("libuno setup: %s\n" % message)
    sys.stderr.flush()


def _bundle_mode():
    mode = os.environ.get("UNO_BUNDLE", "auto").strip().lower()
    if mode in ("0", "no", "off", "false"):
        return "off"
    if mode in ("1", "yes", "on", "true"):
        return "required"
    return "auto"


def _tools():
    """meson and ninja, or None when one is missing."""
    meson, ninja = shutil.which("meson"), shutil.which("ninja")
    return (meson, ninja) if meson and ninja else None


def will_bundle():
    return _bundle_mode() != "off" and (_tools() is not None or
                                        _bundle_mode() == "required")


def _headers():
    headers = sorted(glob.glob(os.path.join(ROOT, "include", "uno", "*.h")))
    if not headers:
        raise RuntimeError("no headers in %s: the package's constants are "
                           "generated from them" % os.path.join(ROOT, "include", "uno"))
    return headers


def _generator():
    """scripts/gen-constants.py's functions, run from its text (nothing is
    written into the checkout)."""
    gen = {"__name__": "gen_constants"}
    path = os.path.join(ROOT, GENERATOR)
    with open(path, encoding="utf-8") as f:
        exec(compile(f.read(), path, "exec"), gen)
    return gen


def project_version():
    """The project's version, from the top-level meson.build: the one place
    a release sets it (the package, the library and npm all have it)."""
    return _generator()["project_version"](_headers())


def generate_constants(package_dir):
    """libuno/_constants.py from the headers, by scripts/gen-constants.py."""
    out = os.path.join(package_dir, "_constants.py")
    with open(out, "w", encoding="utf-8") as f:
        f.write(_generator()["python_text"](_headers()))
    return out


def _meson_options(meson):
    """-D arguments that build the library alone, for the options this
    tree has (booleans off, features disabled)."""
    res = subprocess.run([meson, "introspect", "--buildoptions",
                          os.path.join(ROOT, "meson.build")],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         universal_newlines=True, check=True)
    args = []
    for o in json.loads(res.stdout):
        if o.get("section") != "user":
            continue
        if o["name"] not in ("tests", "docs", "examples", "bench", "fuzz", "developer"):
            continue
        if o["type"] == "boolean":
            args.append("-D%s=false" % o["name"])
        elif "disabled" in o.get("choices", []):
            args.append("-D%s=disabled" % o["name"])
    return args


def _library_name(built):
    """The name the library has in the package: its SONAME on Linux
    (libuno.so.1, which the loader looks for first), else as built."""
    base = os.path.basename(built)
    m = re.match(r"^(libuno\.so\.\d+)(\.\d+)*$", base)
    return m.group(1) if m else base


def build_library(package_dir):
    """Builds libuno with meson into a temporary directory and copies it
    into the package; returns its path, or None when it is not bundled."""
    mode = _bundle_mode()
    if mode == "off":
        _log("UNO_BUNDLE=0: the package uses an installed libuno")
        return None
    tools = _tools()
    if tools is None:
        if mode == "required":
            raise RuntimeError("UNO_BUNDLE=1 but meson and ninja are not both "
                               "on the PATH")
        _log("meson or ninja not found: libuno is not bundled; the package "
             "will use an installed libuno (pkg-config, the system loader)")
        return None
    meson, ninja = tools
    tmp = tempfile.mkdtemp(prefix="libuno-build-")
    build = os.path.join(tmp, "build")
    try:
        steps = [
            [meson, "setup", build, ROOT, "--buildtype=release",
             "-Ddefault_library=shared"] + _meson_options(meson),
            [ninja, "-C", build],
        ]
        for cmd in steps:
            res = subprocess.run(cmd, stdout=subprocess.PIPE,
                                 stderr=subprocess.STDOUT,
                                 universal_newlines=True)
            if res.returncode != 0:
                tail = "\n".join(res.stdout.splitlines()[-25:])
                if mode == "required":
                    raise RuntimeError("building libuno failed (%s):\n%s"
                                       % (" ".join(cmd), tail))
                _log("building libuno failed, so it is not bundled (%s):\n%s"
                     % (" ".join(cmd), tail))
                return None
        res = subprocess.run([meson, "introspect", "--targets", build],
                             stdout=subprocess.PIPE, universal_newlines=True,
                             check=True)
        built = [f for t in json.loads(res.stdout)
                 if t["name"] == "uno" and t["type"] == "shared library"
                 for f in t["filename"]]
        if not built or not os.path.isfile(built[0]):
            raise RuntimeError("meson built no shared library 'uno' in %s" % build)
        out = os.path.join(package_dir, _library_name(built[0]))
        shutil.copyfile(built[0], out)      # the file, not a symlink
        _log("bundled %s" % out)
        return out
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


class BuildPy(build_py):
    """Copies the modules, then generates libuno/_constants.py and bundles
    libuno (see the module doc)."""

    def run(self):
        package_dir = os.path.join(self.build_lib, "libuno")
        # A fresh package: nothing left from an earlier build (a library
        # bundled then, say) may reach the wheel.
        shutil.rmtree(package_dir, ignore_errors=True)
        super().run()
        self.generated = [generate_constants(package_dir)]
        library = build_library(package_dir)
        if library:
            self.generated.append(library)
        self.distribution.uno_bundled = library is not None

    def get_outputs(self, include_bytecode=1):
        return super().get_outputs(include_bytecode) + getattr(self, "generated", [])


def _source_files():
    """Every file of the source tree, relative to it: in a git checkout
    what git tracks or would (not what .gitignore leaves out: build
    directories); elsewhere (an unpacked sdist) everything but build-pip/."""
    try:
        res = subprocess.run(["git", "-C", ROOT, "ls-files", "-z", "--cached",
                              "--others", "--exclude-standard"],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             check=True)
        names = res.stdout.decode("utf-8", "surrogateescape").split("\0")
    except (OSError, subprocess.CalledProcessError):
        names = []
        for dirpath, dirnames, filenames in os.walk(ROOT):
            rel = os.path.relpath(dirpath, ROOT)
            dirnames[:] = [d for d in dirnames if d not in (".git", "__pycache__")
                           and not (rel == "." and d == BUILD_BASE)]
            names += [os.path.normpath(os.path.join(rel, f)) for f in filenames]
    return sorted(n for n in names if n and not n.endswith((".pyc", ".pyo"))
                  and os.path.isfile(os.path.join(ROOT, n)))


class Sdist(sdist):
    """An sdist that is the whole source tree: meson can build the library
    from it (setuptools' own list is only the package's modules)."""

    def make_release_tree(self, base_dir, files):
        files = list(files)
        known = set(files)
        super().make_release_tree(base_dir, files + [f for f in _source_files()
                                                     if f not in known])


class UnoDistribution(Distribution):
    """Not pure when libuno is bundled: the wheel is for one platform."""

    uno_bundled = None

    def has_ext_modules(self):
        if self.uno_bundled is not None:
            return self.uno_bundled
        return will_bundle()


cmdclass = {"build_py": BuildPy, "sdist": Sdist}

if bdist_wheel is not None:
    class BdistWheel(bdist_wheel):
        """Tags a wheel with a bundled library py3-none-<platform> (the
        package loads it with ctypes: any Python 3 on that platform), and
        a wheel without one py3-none-any."""

        def run(self):
            # Build first, so the tag says what was built.
            self.run_command("build")
            self.root_is_pure = not self.distribution.uno_bundled
            super().run()

        def get_tag(self):
            tag = super().get_tag()
            if self.root_is_pure:
                return ("py3", "none", "any")
            return ("py3", "none", tag[2])

    cmdclass["bdist_wheel"] = BdistWheel

os.makedirs(BUILD_BASE, exist_ok=True)
setup(
    version=project_version(),
    cmdclass=cmdclass,
    distclass=UnoDistribution,
    options={
        "build": {"build_base": BUILD_BASE},
        "egg_info": {"egg_base": BUILD_BASE},
    },
)
