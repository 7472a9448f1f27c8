#!/usr/bin/env bash
# Count the legal moves of every valid position of an AFEN file.
#
#   count-moves.sh [-V variant] [FILE]
#
# FILE defaults to positions.afen next to this script.  Prints one line per
# valid position: the number of legal moves, a tab, the position in
# canonical form.  Invalid lines are reported on standard error and left
# out.  The tools come from PATH; jq must be installed.
set -eu
set -o pipefail

here=$(cd "$(dirname "$0")" && pwd)
variant=allegiance
if [ "${1:-}" = -V ]; then
	variant=$2
	shift 2
fi
file=${1:-$here/positions.afen}

# Run a command, accepting exit status 1 (some lines were invalid and have
# been left out) but passing on anything worse, such as 2 for a file that
# cannot be read.
valid_only() {
	local st=0
	"$@" || st=$?
	[ "$st" -le 1 ] || exit "$st"
}

# afen-validate has already reported any warnings: movegen stays quiet.
valid_only afen-validate -V "$variant" --filter "$file" |
	movegen -q -V "$variant" --count --json |
	jq -r '[.count, .afen] | @tsv'
