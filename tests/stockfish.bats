#!/usr/bin/env bats
# Differential test: movegen -V chess --divide against Stockfish's
# "go perft" split, move by move (sorted "move: count" lines and the
# total), on real-game positions from ../shared/data/fens-100k.txt.
# One Stockfish process gets all positions in one go; movegen reads them
# all on standard input.  Stockfish is required (CI installs it): without
# it the tests fail, they do not skip.
#
# Times on the 2-core development machine:
#   1,000 positions (every 100th line) at depth 3      under 1 s
#   500 positions (every 200th line, from line 100) at depth 4   7 s
# tests/slow/perft-deep.bats runs 5,000 positions at depth 4.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_perft_setup fens-100k.txt
}

@test "stockfish is installed" {
	run stockfish_path
	assert_success
}

@test "divide 3 agrees with Stockfish on 1000 positions of fens-100k.txt" {
	awk 'NR % 100 == 1' "$TC_DATA/fens-100k.txt" > "$BATS_TEST_TMPDIR/fens"
	run -0 wc -l < "$BATS_TEST_TMPDIR/fens"
	assert_output 1000
	divide_vs_stockfish 3 "$BATS_TEST_TMPDIR/fens"
}

@test "divide 4 agrees with Stockfish on 500 positions of fens-100k.txt" {
	awk 'NR % 200 == 100' "$TC_DATA/fens-100k.txt" > "$BATS_TEST_TMPDIR/fens"
	run -0 wc -l < "$BATS_TEST_TMPDIR/fens"
	assert_output 500
	divide_vs_stockfish 4 "$BATS_TEST_TMPDIR/fens"
}

# The comparison must be able to fail: a lost move and a wrong count.
@test "divide_vs_stockfish reports a difference" {
	local sf
	sf=$(stockfish_path)
	sed -n '1p; 1000p' "$TC_DATA/fens-100k.txt" > "$BATS_TEST_TMPDIR/fens"
	# A fake movegen that drops the first move of the second position and
	# miscounts the last of the first.
	mkdir "$BATS_TEST_TMPDIR/bin"
	cat > "$BATS_TEST_TMPDIR/bin/movegen" <<-EOF
	#!/bin/sh
	PATH="$TC_BIN:\$PATH" movegen "\$@" | awk '
	/^Nodes/ { k++ }
	k == 0 && /^h7h6: / { \$2 = \$2 + 1 }
	k == 1 && !seen && /^[a-h][1-8][a-h][1-8]/ { seen = 1; next }
	{ print }'
	EOF
	chmod +x "$BATS_TEST_TMPDIR/bin/movegen"
	PATH="$BATS_TEST_TMPDIR/bin:$PATH" run divide_vs_stockfish 2 \
	    "$BATS_TEST_TMPDIR/fens"
	assert_failure
	assert_output --partial 'differs from Stockfish'
	assert_output --regexp $'\n-[^\n]* \\| h7h6: [0-9]+\n'
	[ "$(grep -c '^[-+][^-+]' <<< "$output")" -ge 3 ] || fail "$output"
}
