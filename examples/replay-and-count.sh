#!/usr/bin/env bash
# Replay the games of a PGN file and count the legal moves of the
# position each game ends in.
#
#   replay-and-count.sh [-V variant] [FILE]
#
# FILE defaults to games.pgn next to this script and the variant to chess;
# the variant is given to both tools, so it overrides the games' Variant
# tags (use -V allegiance for allegiance.pgn).  Prints one line per game
# replayed without error: the number of legal moves, a tab, the final
# position in AFEN (0 after a checkmate or a stalemate).  Games with an
# error are reported on standard error and left out; pgn-replay's summary
# line goes there too.  The tools come from PATH; jq must be installed.
set -eu
set -o pipefail

here=$(cd "$(dirname "$0")" && pwd)
variant=chess
if [ "${1:-}" = -V ]; then
	variant=$2
	shift 2
fi
file=${1:-$here/games.pgn}

# Run a command, accepting exit status 1 (some games had errors and have
# been left out) but passing on anything worse, such as 2 for a file that
# cannot be read.
valid_only() {
	local st=0
	"$@" || st=$?
	[ "$st" -le 1 ] || exit "$st"
}

# pgn-replay reports the games with errors and ends with its summary line
# on standard error; movegen has nothing to add about positions it is
# given by pgn-replay.
valid_only pgn-replay -V "$variant" --emit final "$file" |
	movegen -q -V "$variant" --count --json |
	jq -r '[.count, .afen] | @tsv'
