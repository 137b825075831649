# Sourced by the scripts of scripts/: what a directory argument means.
# A script records the caller's working directory before it moves to the
# top of the tree, then resolves every directory it is given with
#
#   dir=$(uno_dir "$value" default-name)
#
# which prints an absolute path: the tree's default-name when value is
# empty, value itself when it is absolute, and value relative to where the
# script was called from otherwise (as every command-line tool reads a
# relative path). It makes no directory.
#
# uno_caller (the caller's directory) and uno_root (the tree) must be set
# first.

uno_dir() {
	local value=$1 default=$2
	case $value in
	"") printf '%s/%s\n' "$uno_root" "$default" ;;
	/*) printf '%s\n' "$value" ;;
	*) printf '%s/%s\n' "$uno_caller" "$value" ;;
	esac
}
