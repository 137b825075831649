#!/usr/bin/env python3
"""Runs an example program and checks how it behaves, for meson tests.

    check_run.py exit CODE PROGRAM [ARGS...]
        PROGRAM must exit with CODE; for a non-zero CODE it must also say
        why on standard error and print nothing on standard output.
    check_run.py same PROGRAM [ARGS...]
        Two runs must print the same summary (the "time:" line aside).
"""
import subprocess
import sys


def run(cmd):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          universal_newlines=True, timeout=600)


def main(argv):
    if len(argv) >= 4 and argv[1] == 'exit':
        want = int(argv[2])
        res = run(argv[3:])
        sys.stdout.write(res.stdout)
        sys.stderr.write(res.stderr)
        if res.returncode != want:
            print('exit status %d, expected %d' % (res.returncode, want))
            return 1
        if want != 0 and (res.stdout or not res.stderr.strip()):
            print('an error must be reported on stderr only')
            return 1
        return 0
    if len(argv) >= 3 and argv[1] == 'same':
        outs = []
        for _ in range(2):
            res = run(argv[2:])
            if res.returncode != 0:
                sys.stderr.write(res.stderr)
                print('exit status %d' % res.returncode)
                return 1
            outs.append([l for l in res.stdout.splitlines()
                         if not l.startswith('time:')])
        sys.stdout.write('\n'.join(outs[0]) + '\n')
        if outs[0] != outs[1] or not outs[0]:
            print('two runs with the same seed printed different summaries')
            return 1
        return 0
    sys.stderr.write(__doc__)
    return 99


if __name__ == '__main__':
    sys.exit(main(sys.argv))
