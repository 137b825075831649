#!/usr/bin/env python3
"""Checks a man page of a command-line program, for meson tests.

    check_man.py --source PAGE.1.scd [--page PAGE.1 --groff GROFF]
                 [--program PROGRAM]

--source: the scdoc source has no line that roff would take for a request
  (a line starting with a period or an apostrophe loses its text), and
  documents its options under OPTIONS.
--page, --groff: the built page renders with `groff -man -ww -z` (every
  warning on, no output) without a single warning.
--program: the options of `PROGRAM --help` (its OPTIONS section) and of the
  page are the same set, so the page cannot fall behind the program.

Prints what it checked; fails (exit status 1) with a line per problem.
Standard library only.
"""
import argparse
import re
import subprocess
import sys

# A heading of the man-page style --help: a line of capitals.
HELP_SECTION = re.compile(r'^[A-Z][A-Z ]*$')
# An option line of --help: "       --bots KIND" or "       -h, --help".
HELP_OPTION = re.compile(r'^ {7}(?:-[A-Za-z], )?(--[a-z][a-z0-9-]*)')
# An option paragraph of the scdoc source: "*--bots* _KIND_" or "*-h*, *--help*".
SCD_OPTION = re.compile(r'^\*(?:-[A-Za-z]\*, \*)?(--[a-z][a-z0-9-]*)\*')


def section(lines, start, is_heading):
    """The lines after the heading `start` up to the next heading."""
    out, inside = [], False
    for line in lines:
        if is_heading(line):
            inside = line.strip() == start
            continue
        if inside:
            out.append(line)
    return out


def source_options(text, problems):
    lines = text.splitlines()
    for n, line in enumerate(lines, 1):
        if re.match(r"^\t*[.']", line):
            problems.append('source line %d starts with %r: roff takes it for a '
                            'request and drops text' % (n, line.strip()[0]))
    body = section(lines, '# OPTIONS', lambda l: l.startswith('# '))
    opts = {m.group(1) for m in map(SCD_OPTION.match, body) if m}
    if not opts:
        problems.append('the source documents no option under # OPTIONS')
    return opts


def help_options(program, problems):
    res = subprocess.run([program, '--help'], stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, universal_newlines=True,
                         timeout=60)
    if res.returncode != 0:
        problems.append('%s --help: exit status %d' % (program, res.returncode))
        return set()
    body = section(res.stdout.splitlines(), 'OPTIONS', HELP_SECTION.match)
    return {m.group(1) for m in map(HELP_OPTION.match, body) if m}


def render(groff, page, problems):
    cmd = [groff, '-man', '-ww', '-z', '-Tutf8', page]
    res = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         universal_newlines=True, timeout=60)
    print('$ ' + ' '.join(cmd))
    if res.returncode != 0 or res.stderr:
        problems.append('groff: exit status %d\n%s' % (res.returncode, res.stderr))


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--source', required=True)
    ap.add_argument('--page')
    ap.add_argument('--groff')
    ap.add_argument('--program')
    a = ap.parse_args(argv[1:])
    problems = []
    with open(a.source, encoding='utf-8') as f:
        documented = source_options(f.read(), problems)
    print('%s documents %s' % (a.source, ' '.join(sorted(documented))))
    if a.page and a.groff:
        render(a.groff, a.page, problems)
    if a.program:
        offered = help_options(a.program, problems)
        print('%s --help offers %s' % (a.program, ' '.join(sorted(offered))))
        for o in sorted(offered - documented):
            problems.append('%s is in --help but not in the man page' % o)
        for o in sorted(documented - offered):
            problems.append('%s is in the man page but not in --help' % o)
    for p in problems:
        print('FAIL: ' + p)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
