#!/usr/bin/env python3
"""The 'subproject' test: libuno used as a meson subproject, as a C game
vendors it (doc/install.md, "From another meson project").

Copies libuno's tree into a scratch project (tests/subproject/) as
subprojects/libuno, then for a shared and a static libuno: configures,
builds and runs the consumer, and checks that the subproject built only
the library (no programs, tests, benchmarks or docs; so no cmocka needed)
never looked for cmocka, and that none of its compile commands carries
-Werror.

    check_subproject.py --source SRC --meson MESON --consumer consumer.c
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

# Not copied: build trees, the JavaScript package's downloads and output.
SKIP = {".git", "node_modules", "dist", "__pycache__", "subprojects"}


def copy_tree(src, dst):
    def ignore(directory, names):
        skipped = {n for n in names if n in SKIP or n.startswith("build")}
        return skipped
    shutil.copytree(src, dst, ignore=ignore, symlinks=True)


def run(cmd, cwd):
    proc = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True)
    if proc.returncode != 0:
        print(proc.stdout)
        sys.exit(f"subproject: {' '.join(cmd)} failed ({proc.returncode})")
    return proc.stdout


def check(meson, project, kind):
    build = os.path.join(project, "build-" + kind)
    run([meson, "setup", build, "-Dlibuno:default_library=" + kind], project)
    run([meson, "compile", "-C", build], project)
    out = run([os.path.join(build, "consumer")], project)
    if out.strip() != "ok":
        sys.exit(f"subproject ({kind}): the consumer printed {out!r}")

    with open(os.path.join(build, "meson-info", "intro-targets.json")) as f:
        targets = json.load(f)
    names = sorted(t["name"] for t in targets if t["subproject"] == "libuno")
    # The library, and what building it takes: the table generator and the
    # tables it makes of the built-in variants' definition files.
    extra = [n for n in names if n not in ("uno", "uno_internal", "gen-table")
             and not n.startswith("uno__variant_")]
    if extra:
        sys.exit(f"subproject ({kind}): libuno built more than its "
                 f"library: {extra}")
    if "uno" not in names:
        sys.exit(f"subproject ({kind}): no libuno library target: {names}")

    with open(os.path.join(build, "meson-logs", "meson-log.txt")) as f:
        if "cmocka" in f.read():
            sys.exit(f"subproject ({kind}): libuno looked for cmocka")

    with open(os.path.join(build, "compile_commands.json")) as f:
        commands = json.load(f)
    for c in commands:
        if "subprojects" in c["file"] and "-Werror" in c["command"].split():
            sys.exit(f"subproject ({kind}): -Werror in {c['file']}")
    print(f"subproject ({kind}): consumer ok; libuno built {names}, "
          "no -Werror")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--source", required=True)
    ap.add_argument("--meson", required=True)
    ap.add_argument("--consumer", required=True)
    a = ap.parse_args()
    if not a.meson:
        print("subproject: meson not found; skipped")
        return 77
    template = os.path.join(a.source, "tests", "subproject", "meson.build")
    with tempfile.TemporaryDirectory(prefix="uno-subproject-") as tmp:
        project = os.path.join(tmp, "game")
        os.makedirs(os.path.join(project, "subprojects"))
        shutil.copy(template, project)
        shutil.copy(a.consumer, os.path.join(project, "consumer.c"))
        copy_tree(a.source, os.path.join(project, "subprojects", "libuno"))
        for kind in ("shared", "static"):
            check(a.meson, project, kind)
    return 0


if __name__ == "__main__":
    sys.exit(main())
