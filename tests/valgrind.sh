#!/bin/sh
# The test wrapper of `meson test --setup=valgrind` (tests/meson.build,
# doc/testing.md): runs a test program under memcheck, and fails it on any
# memory error or leak. A test run through an interpreter (the examples'
# python3 drivers) runs as it is: valgrind would only check the interpreter.
# SPDX-License-Identifier: MIT
case "$(basename "$1")" in
python*)
	exec "$@"
	;;
esac
exec valgrind --quiet --error-exitcode=99 --leak-check=full \
	--show-leak-kinds=definite,indirect,possible \
	--errors-for-leak-kinds=definite,indirect,possible \
	"$@"
