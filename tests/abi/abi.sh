#!/bin/sh
# The ABI guard (doc/abi.md).
#
#   abi.sh check ABIDIFF BASELINE LIBRARY
#       The test 'abi' (suite 'build'): compares the built library with the
#       committed baseline; any difference other than added symbols fails.
#       Skips (77) when abidiff is missing or the machine is not x86_64
#       (the baseline describes the x86_64 ABI).
#   abi.sh baseline ABIDW LIBRARY HEADERS_DIR OUTPUT
#       The run target 'abi-baseline': writes a new baseline from the built
#       library, keeping only the exported functions and the types the
#       public headers declare (so that internal changes do not touch it).
# SPDX-License-Identifier: MIT
set -eu

mode=${1:-}
[ $# -gt 0 ] && shift
case $mode in
check)
	abidiff=$1 baseline=$2 lib=$3
	if [ -z "$abidiff" ]; then
		echo "SKIP: abidiff not found (Debian package abigail-tools)"
		exit 77
	fi
	if [ "$(uname -m)" != x86_64 ]; then
		echo "SKIP: the baseline describes the x86_64 ABI, this is $(uname -m)"
		exit 77
	fi
	if ! grep -q -a '\.debug_info' "$lib"; then
		echo "note: $lib has no debug information: only symbols are compared"
	fi
	rc=0
	"$abidiff" --no-added-syms "$baseline" "$lib" || rc=$?
	if [ "$rc" -ne 0 ]; then
		# abidiff's status is a bit field: 1 error, 2 usage, 4 ABI change,
		# 8 incompatible ABI change.
		echo "FAIL: abidiff exit status $rc: the ABI differs from $baseline."
		echo "If the change is meant, read doc/abi.md, then run"
		echo "  meson compile -C <builddir> abi-baseline"
		echo "and commit the new baseline with the change."
		exit 1
	fi
	echo "ABI unchanged against $baseline (added symbols allowed)"
	;;
baseline)
	abidw=$1 lib=$2 headers=$3 out=$4
	if [ -z "$abidw" ]; then
		echo "abidw not found: install abigail-tools (scripts/install-deps)" >&2
		exit 1
	fi
	"$abidw" --no-corpus-path --no-comp-dir-path --no-show-locs \
		--headers-dir "$headers" --drop-private-types \
		--exported-interfaces-only --out-file "$out.tmp" "$lib"
	# Source paths relative to the tree, whatever the build directory.
	sed -E "s#path='[^']*/(lib/[^']*)'#path='\1'#" "$out.tmp" >"$out"
	rm -f "$out.tmp"
	echo "wrote $out from $lib"
	;;
*)
	echo "usage: $0 check ABIDIFF BASELINE LIBRARY" >&2
	echo "       $0 baseline ABIDW LIBRARY HEADERS_DIR OUTPUT" >&2
	exit 99
	;;
esac
