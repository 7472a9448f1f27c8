#!/usr/bin/env bats
# Deep Horde (make check-slow): perft 6 from the start and from
# python-chess's two other positions, against Debian's Fairy-Stockfish
# (UCI_Variant horde).  tests/horde.bats runs python-chess's figures to
# their deepest (4) and divide 3 on 100 positions of random games.

bats_require_minimum_version 1.5.0

load ../helpers/setup

setup() {
	tc_setup
	[ -f "$SHARED/perft/horde.perft" ] ||
	    fail "shared test data not found at $SHARED"
	[ -x /usr/games/fairy-stockfish ] ||
	    fail "fairy-stockfish not found: apt-get install fairy-stockfish"
}

@test "perft 5 of python-chess's three Horde positions equals Fairy-Stockfish's" {
	awk '$1 == "epd" { sub(/^epd /, ""); print $0 " 0 1" }' \
	    "$SHARED/perft/horde.perft" > "$BATS_TEST_TMPDIR/fens"
	run -0 wc -l < "$BATS_TEST_TMPDIR/fens"
	assert_output 3
	awk 'BEGIN { print "uci"; print "setoption name UCI_Variant value horde" }
	{ print "position fen " $0; print "go perft 5" }
	END { print "quit" }' "$BATS_TEST_TMPDIR/fens" |
	    /usr/games/fairy-stockfish | grep '^Nodes searched: ' |
	    sed 's/^Nodes searched: //' > "$BATS_TEST_TMPDIR/fs"
	movegen -V horde -j 2 --perft 5 -i "$BATS_TEST_TMPDIR/fens" \
	    > "$BATS_TEST_TMPDIR/mg"
	run -0 wc -l < "$BATS_TEST_TMPDIR/fs"
	assert_output 3
	run -0 diff "$BATS_TEST_TMPDIR/fs" "$BATS_TEST_TMPDIR/mg"
}
