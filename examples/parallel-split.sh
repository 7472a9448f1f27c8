#!/bin/sh
# Split a PGN file across the processors with GNU parallel, and check that
# the parts give the same result as one process.
#
#   parallel-split.sh [-j JOBS] [FILE]
#
# FILE defaults to games.pgn next to this script, JOBS to the number of
# processors.  parallel --pipe cuts its standard input into blocks (about
# a quarter of FILE per job, at most 1 MB), always just before a line that
# begins with "[Event ", so that each game goes whole to one process; -k
# keeps the outputs in the order of the input.  Two tools run that way,
# and each is compared with one run of the same tool over the whole file:
#
#   pgn-replay checks every game: the summary lines of the parts must add
#   up to the summary of one run (games, plies, errors, warnings);
#   convert --to pgn writes the games again as PGN: the parts' output must
#   be byte for byte that of one run.  It goes to standard output.
#
# The diagnostics of the parts name <stdin> and count lines from the start
# of their part, so those of the single run of convert are shown instead,
# with its summary line.  A last line on standard error tells how many
# parts there were.  Exits 0 when every game is valid, 1 when some game
# has an error, 2 when FILE cannot be read, parallel is missing or the
# runs differ.
set -eu

me=$(basename "$0")
here=$(cd "$(dirname "$0")" && pwd)
jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
if [ "${1:-}" = -j ]; then
	jobs=$2
	shift 2
fi
file=${1:-$here/games.pgn}
if [ ! -r "$file" ] || [ -d "$file" ]; then
	echo "$me: $file: cannot read the file" >&2
	exit 2
fi
if ! command -v parallel > /dev/null 2>&1; then
	echo "$me: GNU parallel is not installed" >&2
	exit 2
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' HUP INT TERM

size=$(wc -c < "$file")
block=$((size / (jobs * 4) + 1))
[ "$block" -le 1048576 ] || block=1048576

# Run a command on the parts of FILE, in parallel.  Its status is not
# used: that of the single run decides, and the outputs are compared.
# parallel's own warnings (a game longer than a block makes it grow the
# block) go with the parts' diagnostics, which are not shown.
parts() {
	parallel --will-cite --pipe --recstart '[Event ' --block "$block" \
	    -k -j "$jobs" "$@" < "$file" || true
}

# The number of summary lines of pgn-replay in file $1, then the sums of
# their games, plies, errors and warnings.
totals() {
	awk '$1 == "pgn-replay:" && $3 ~ /^games?,$/ && $5 ~ /^pl(y|ies),$/ {
		n++; g += $2; p += $4; e += $6; w += $8
	    }
	    END { print n + 0, g + 0, p + 0, e + 0, w + 0 }' "$1"
}

# Check the games: one run, then the parts.
st=0
pgn-replay "$file" 2> "$tmp/one.err" || st=$?
if [ "$st" -gt 1 ]; then
	cat "$tmp/one.err" >&2
	exit "$st"
fi
parts pgn-replay 2> "$tmp/parts.err"
totals "$tmp/one.err" > "$tmp/one.sum"
totals "$tmp/parts.err" > "$tmp/parts.sum"
read -r _ games plies errs warns < "$tmp/one.sum"
read -r nparts pgames pplies perrs pwarns < "$tmp/parts.sum"
if [ "$pgames $pplies $perrs $pwarns" != "$games $plies $errs $warns" ]; then
	echo "$me: $file: pgn-replay counts $pgames games, $pplies plies," \
	    "$perrs errors, $pwarns warnings in parts, and $games games," \
	    "$plies plies, $errs errors, $warns warnings in one run" >&2
	exit 2
fi

# Write the games again: one run, then the parts.
st=0
convert --to pgn "$file" > "$tmp/one.pgn" 2> "$tmp/one.err" || st=$?
cat "$tmp/one.err" >&2
[ "$st" -le 1 ] || exit "$st"
parts convert --to pgn > "$tmp/parts.pgn" 2> /dev/null
if ! cmp -s "$tmp/one.pgn" "$tmp/parts.pgn"; then
	echo "$me: $file: convert in parts writes other PGN than in one run:" >&2
	diff "$tmp/one.pgn" "$tmp/parts.pgn" | head -n 20 >&2
	exit 2
fi
cat "$tmp/parts.pgn"
echo "$me: $file: $games games in $nparts parts on $jobs jobs:" \
    "the same results as one process" >&2
exit "$st"
