#!/usr/bin/env bats
# King of the Hill, deeper (make check-slow): divide 3 against Debian's
# Fairy-Stockfish (UCI_Variant kingofthehill) on the start and every
# position of the 56 lichess games, 2664 positions (tests/koth.bats
# compares divide 2).  About 10 s, nearly all of it Fairy-Stockfish's.

bats_require_minimum_version 1.5.0

load ../helpers/setup

setup() {
	tc_setup
	TC_DATA=$SHARED
	tc_load perft
	[ -f "$TC_DATA/variants-lichess.pgn" ] ||
	    fail "shared test data not found at $TC_DATA"
}

@test "King of the Hill: divide 3 agrees with Fairy-Stockfish on every position of the 56 lichess games" {
	local fs tmp=$BATS_TEST_TMPDIR
	fs=/usr/games/fairy-stockfish
	[ -x "${FAIRY_STOCKFISH:-$fs}" ] || fail "fairy-stockfish not found"
	fs=${FAIRY_STOCKFISH:-$fs}
	awk '/^\[Event /{ if (t) printf "%s", g; g = ""; t = 0 }
	    { g = g $0 "\n" }
	    /^\[Variant "King of the Hill"\]$/ { t = 1 }
	    END { if (t) printf "%s", g }' "$TC_DATA/variants-lichess.pgn" \
	    > "$tmp/koth.pgn"
	{
		echo 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
		convert --to json "$tmp/koth.pgn" | jq -r '.moves[].afen'
	} > "$tmp/fens"
	run -0 wc -l < "$tmp/fens"
	assert_output 2664
	awk 'BEGIN { print "uci"
	    print "setoption name UCI_Variant value kingofthehill" }
	{ print "position fen " $0; print "go perft 3" }
	END { print "quit" }' "$tmp/fens" | "$fs" > "$tmp/fs.raw"
	run -0 grep -c '^Nodes searched: ' "$tmp/fs.raw"
	assert_output 2664
	normalize_divide "$tmp/fens" < "$tmp/fs.raw" > "$tmp/fs"
	run -0 --separate-stderr sh -c 'movegen -V king-of-the-hill --divide 3 < "$1" > "$2"' _ \
	    "$tmp/fens" "$tmp/mg.raw"
	assert_equal "$stderr" ""
	normalize_divide "$tmp/fens" < "$tmp/mg.raw" > "$tmp/mg"
	run diff -U0 --label fairy-stockfish --label movegen "$tmp/fs" "$tmp/mg"
	assert_success
}
