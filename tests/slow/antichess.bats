#!/usr/bin/env bats
# Deep Antichess (make check-slow): perft 6 from the start and divide 4
# on every position of the 11 lichess games, each against Debian's
# Fairy-Stockfish (UCI_Variant antichess).  tests/antichess.bats runs
# python-chess's figures to their deepest and divide 3 on the same
# positions.

bats_require_minimum_version 1.5.0

load ../helpers/setup

setup() {
	tc_setup
	[ -f "$SHARED/variants-lichess.pgn" ] ||
	    fail "shared test data not found at $SHARED"
	[ -x /usr/games/fairy-stockfish ] ||
	    fail "fairy-stockfish not found: apt-get install fairy-stockfish"
}

START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1'

# Fairy-Stockfish's "Nodes searched" for each FEN of file $2 at depth $1.
fairy_nodes() {
	awk -v d="$1" 'BEGIN { print "uci"
	    print "setoption name UCI_Variant value antichess" }
	{ print "position fen " $0; print "go perft " d }
	END { print "quit" }' "$2" | /usr/games/fairy-stockfish |
	    grep '^Nodes searched: '
}

@test "perft 6 from the start equals Fairy-Stockfish's" {
	printf '%s\n' "$START" > "$BATS_TEST_TMPDIR/start"
	run -0 fairy_nodes 6 "$BATS_TEST_TMPDIR/start"
	assert_output "Nodes searched: 46264162"
	run -0 --separate-stderr movegen -V antichess -j 2 --perft 6 <<< "$START"
	assert_output 46264162
}

@test "perft 4 equals Fairy-Stockfish's on every position of the 11 lichess games" {
	awk '/^\[Event /{ if (t) printf "%s", g; g = ""; t = 0 }
	    { g = g $0 "\n" }
	    /^\[Variant "Antichess"\]$/ { t = 1 }
	    END { if (t) printf "%s", g }' "$SHARED/variants-lichess.pgn" \
	    > "$BATS_TEST_TMPDIR/anti.pgn"
	convert --to json "$BATS_TEST_TMPDIR/anti.pgn" 2> /dev/null |
	    jq -r '.moves[].afen' > "$BATS_TEST_TMPDIR/fens"
	run -0 wc -l < "$BATS_TEST_TMPDIR/fens"
	assert_output 419
	fairy_nodes 4 "$BATS_TEST_TMPDIR/fens" | sed 's/^Nodes searched: //' \
	    > "$BATS_TEST_TMPDIR/fs"
	movegen -V antichess -j 2 --perft 4 -i "$BATS_TEST_TMPDIR/fens" \
	    > "$BATS_TEST_TMPDIR/mg"
	run -0 diff "$BATS_TEST_TMPDIR/fs" "$BATS_TEST_TMPDIR/mg"
}
