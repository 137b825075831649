#!/usr/bin/env python3
"""Writes the JavaScript package's constants from the C headers (the one
source of truth): every `typedef enum uno_x {...}` as a frozen object named
after it (uno_phase -> Phase, members without their common prefix:
UNO_PHASE_PLAY -> PLAY), and every integer `#define UNO_X` as a member of
`Constants`.

    constants.py include/uno/*.h OUT.js

The headers are read by scripts/gen-constants.py, which also writes the
Python package's constants: both bindings see the headers the same way.
"""
import os
import sys

GENERATOR = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                         os.pardir, os.pardir, "scripts", "gen-constants.py")


def main(argv):
    if len(argv) < 3:
        sys.stderr.write("usage: constants.py HEADER... OUT.js\n")
        return 2
    return gen_constants.main([argv[0], "--js", argv[-1]] + argv[1:-1])


# The generator is a script (its name has a dash): run its text as a module.
gen_constants = type(sys)("gen_constants")
gen_constants.__file__ = GENERATOR
with open(GENERATOR, encoding="utf-8") as _f:
    exec(compile(_f.read(), GENERATOR, "exec"), gen_constants.__dict__)

if __name__ == "__main__":
    sys.exit(main(sys.argv))
