#!/bin/sh
# Cut a PGN file into parts by bytes, run the parts with GNU parallel, and
# check that together they give what one process gives.
#
#   parallel-parts.sh [-j JOBS] [-n PARTS] [FILE]
#
# FILE defaults to games.pgn next to this script, JOBS to the number of
# processors, PARTS to JOBS.  Each part is a run with --part K/PARTS: it
# reads only the games that start in the K-th PARTS-th of FILE's bytes
# (and what it needs around its ends to find them), so the file is not
# read by one process and handed out, as with parallel --pipe.  -k keeps
# the outputs in the order of the parts.  Two tools run that way, each
# compared with one run of the same tool over the whole file:
#
#   pgn-replay --json writes a record of every game, named by its byte
#   offset: the parts' records must be byte for byte those of one run
#   with --bytes 0- (the whole file as one part), and their summary
#   lines must add up to its summary (games, plies, errors, warnings);
#   convert --to pgn writes the games again as PGN: the parts' output
#   must be byte for byte that of the usual run.  It goes to standard
#   output.
#
# The diagnostics of the parts are shown, in order, then the summaries
# added up.  Exits 0 when every game is valid, 1 when some game has an
# error, 2 when FILE cannot be read, parallel is missing or the runs
# differ.
set -eu

me=$(basename "$0")
here=$(cd "$(dirname "$0")" && pwd)
jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
parts=
while [ $# -gt 1 ]; do
	case $1 in
	-j) jobs=$2 ;;
	-n) parts=$2 ;;
	*) break ;;
	esac
	shift 2
done
parts=${parts:-$jobs}
file=${1:-$here/games.pgn}
if [ ! -f "$file" ] || [ ! -r "$file" ]; then
	echo "$me: $file: cannot read the file (a regular file)" >&2
	exit 2
fi
if ! command -v parallel > /dev/null 2>&1; then
	echo "$me: GNU parallel is not installed" >&2
	exit 2
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
trap 'exit 2' HUP INT TERM

# Run a tool on the parts of FILE, in parallel.
run_parts() {
	parallel --will-cite -k -j "$jobs" "$@" --part {}/"$parts" "$file" \
	    ::: $(seq "$parts") && return 0 || return $?
}

# The sums of the summary lines of pgn-replay in file $1.
totals() {
	awk 'function n(k, one, many) { return k + 0 " " (k == 1 ? one : many) }
	    $1 == "pgn-replay:" && $3 ~ /^games?,$/ {
		g += $2; p += $4; e += $6; w += $8
	    }
	    END { print n(g, "game", "games") ", " n(p, "ply", "plies") ", " \
		n(e, "error", "errors") ", " n(w, "warning", "warnings") }' "$1"
}

st=0
pgn-replay --json --bytes 0- "$file" > "$tmp/one.jsonl" \
    2> "$tmp/one.err" || st=$?
if [ "$st" -gt 1 ]; then
	cat "$tmp/one.err" >&2
	exit "$st"
fi
pst=0
run_parts pgn-replay --json > "$tmp/parts.jsonl" 2> "$tmp/parts.err" ||
    pst=$?
# parallel's status is the number of parts that failed.
if ! cmp -s "$tmp/one.jsonl" "$tmp/parts.jsonl" ||
    [ $((pst > 0)) -ne $((st > 0)) ] ||
    [ "$(totals "$tmp/one.err")" != "$(totals "$tmp/parts.err")" ]; then
	echo "$me: $file: pgn-replay in parts gives other records or" \
	    "counts than in one run" >&2
	diff "$tmp/one.jsonl" "$tmp/parts.jsonl" | head -n 20 >&2
	exit 2
fi

convert --to pgn "$file" > "$tmp/one.pgn" 2> /dev/null || :
run_parts convert -q --to pgn > "$tmp/parts.pgn" || :
if ! cmp -s "$tmp/one.pgn" "$tmp/parts.pgn"; then
	echo "$me: $file: convert in parts writes other PGN than in one run:" >&2
	diff "$tmp/one.pgn" "$tmp/parts.pgn" | head -n 20 >&2
	exit 2
fi
cat "$tmp/parts.pgn"
grep -v '^pgn-replay: [0-9]* games*, ' "$tmp/parts.err" >&2 || :
echo "$me: $file: $(totals "$tmp/parts.err") in $parts parts on $jobs" \
    "jobs: the same results as one process" >&2
exit "$st"
