# Helpers of the Bats files of the variants archives hold (threecheck,
# chess960, koth, racingkings, antichess, horde, crazyhouse): the games of
# lichess's export and the divide cross-check against Debian's
# Fairy-Stockfish.  tc_load fairy after tc_load perft, with TC_DATA set
# to the shared data directory.
# shellcheck shell=bash

# fairy_path: Fairy-Stockfish, from $FAIRY_STOCKFISH, Debian's /usr/games
# or PATH; fails with a message if there is none (the tests do not skip).
fairy_path() {
	local f
	for f in "${FAIRY_STOCKFISH-}" /usr/games/fairy-stockfish \
	    "$(command -v fairy-stockfish)"; do
		if [ -n "$f" ] && [ -x "$f" ]; then
			printf '%s\n' "$f"
			return 0
		fi
	done
	echo "fairy-stockfish not found: apt-get install fairy-stockfish" >&2
	return 1
}

# lichess_games NAME: the games of lichess's export whose Variant tag is
# NAME, whole.
lichess_games() {
	awk -v tag="[Variant \"$1\"]" '
	    /^\[Event /{ if (t) printf "%s", g; g = ""; t = 0 }
	    { g = g $0 "\n" }
	    $0 == tag { t = 1 }
	    END { if (t) printf "%s", g }' "$TC_DATA/variants-lichess.pgn"
}

# fairy_divide OPTION VARIANT DEPTH FENS [MINE]: Fairy-Stockfish's go
# perft DEPTH, after "setoption name OPTION" ("UCI_Variant value
# crazyhouse"), on every line of FENS, against movegen -V VARIANT
# --divide DEPTH on the lines of MINE (FENS if not given), position by
# position and move by move; prints the first differences.
fairy_divide() {
	local opt=$1 var=$2 depth=$3 fens=$4 mine=${5-$4} fs
	local tmp=$BATS_TEST_TMPDIR
	fs=$(fairy_path) || return 1
	awk -v d="$depth" -v o="$opt" 'BEGIN { print "uci"
	    print "setoption name " o }
	{ print "position fen " $0; print "go perft " d }
	END { print "quit" }' "$fens" | "$fs" > "$tmp/fs.raw" ||
	    { echo "$fs failed"; return 1; }
	[ "$(grep -c '^Nodes searched: ' "$tmp/fs.raw")" -eq "$(wc -l < "$fens")" ] ||
	    { echo "fairy-stockfish did not answer every position"; return 1; }
	normalize_divide "$fens" < "$tmp/fs.raw" > "$tmp/fs"
	movegen_divide_vs fairy-stockfish "$tmp/fs" "$var" "$depth" "$fens" \
	    "$mine"
}
