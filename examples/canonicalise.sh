#!/usr/bin/env bash
# Rewrite an AFEN file in canonical form, without invalid lines and
# without repeated positions.
#
#   canonicalise.sh [FILE]
#
# FILE defaults to messy.afen next to this script (CRLF line ends, stray
# blanks, leading zeros, one repeated and one invalid position).  The
# canonical lines go to standard output in their first order of
# appearance; invalid lines are reported on standard error.
set -eu
set -o pipefail

here=$(cd "$(dirname "$0")" && pwd)
file=${1:-$here/messy.afen}

# Run a command, accepting exit status 1 (some lines were invalid and have
# been left out) but passing on anything worse, such as 2 for a file that
# cannot be read.
valid_only() {
	local st=0
	"$@" || st=$?
	[ "$st" -le 1 ] || exit "$st"
}

# awk keeps the first copy of each line.
valid_only afen-validate --canonical "$file" | awk '!seen[$0]++'
