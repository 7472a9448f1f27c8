#!/usr/bin/env bats
# Standard-chess perft (movegen -V chess) against the published counts in
# ../shared/data (see its README for sources).  movegen checks every ;Dk
# opcode with k <= the depth itself (exit 1 on a mismatch); each test
# also compares the printed counts with the ;Dn opcodes, line by line.
#
# What each test covers, and its time on the 2-core development machine,
# idle / with other jobs running (single thread):
#   perft-standard.epd   7 CPW positions, D1-D5 (485 M leaves)    4 / 7 s
#   perftsuite.epd       127 positions, D1-D5 (383 M leaves)    3.5 / 5 s
#   perftsuite.epd       the same to D4 with -j 2 (threads)     0.3 s
#   tricky.perft         13 standard positions, all depths (D3, D4)   0.3 s
#   tricky.perft         its 6 Chess960 (X-FEN) positions are invalid
#                        standard chess, hence left out above       0.3 s
#   random.perft         all 6,838 positions, D1-D4 (4.1 G leaves) 35-40 / 60 s
#   opcode checking      a wrong ;Dn is reported, one past the
#                        depth is not, and perft_check fails        0.2 s
#   tests/perft/chess.epd       the three suites above in one file
#                        (see tests/perft/README): its lines are
#                        those of the sources, and every position to
#                        D4 or its deepest count if less            0.5 s
#   tests/perft/allegiance.epd  spec section 8: the start to D4,
#                        Kiwipete D1, with movegen -V allegiance    0.1 s
# In all 50-75 s.  Deeper depths are in tests/slow/perft-deep.bats.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_perft_setup
}

@test "perft-standard.epd: all 7 positions to depth 5" {
	perft_check 5 "$TC_DATA/perft-standard.epd"
}

@test "perftsuite.epd: all 127 positions to depth 5" {
	perft_check 5 "$TC_DATA/perft/perftsuite.epd"
}

@test "perftsuite.epd: all 127 positions to depth 4 with -j 2" {
	perft_check 4 "$TC_DATA/perft/perftsuite.epd" -j 2
}

@test "tricky.perft: the 13 standard-chess positions at every depth" {
	tricky_standard > "$BATS_TEST_TMPDIR/tricky.epd"
	run -0 wc -l < "$BATS_TEST_TMPDIR/tricky.epd"
	assert_output 13
	perft_check_all "$BATS_TEST_TMPDIR/tricky.epd"
}

@test "tricky.perft: its Chess960 castling positions are invalid standard chess" {
	perft_to_epd < "$TC_DATA/perft/tricky.perft" |
	    grep -E '"(xfen-[0-9]+|asymmetrical-and-king-on-h)"$' \
	    > "$BATS_TEST_TMPDIR/960.epd"
	run -0 wc -l < "$BATS_TEST_TMPDIR/960.epd"
	assert_output 6
	run -1 --separate-stderr movegen -V chess --perft 1 \
	    -i "$BATS_TEST_TMPDIR/960.epd"
	assert_output ''
	for line in 1 2 3 4 5 6; do
		[[ $stderr == *"960.epd:$line:"*"castling right"* ]] ||
		    fail "no castling diagnostic for line $line: $stderr"
	done
}

@test "random.perft: all 6838 positions to depth 4" {
	perft_to_epd < "$TC_DATA/perft/random.perft" > "$BATS_TEST_TMPDIR/random.epd"
	run -0 wc -l < "$BATS_TEST_TMPDIR/random.epd"
	assert_output 6838
	perft_check 4 "$BATS_TEST_TMPDIR/random.epd"
}

# The tests above rely on movegen checking the opcodes; make sure it does.
@test "perft: a wrong ;Dn within the depth is reported, one beyond it is not" {
	local start='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
	printf '%s ;D1 20 ;D2 401 ;D3 8902\n' "$start" > "$BATS_TEST_TMPDIR/bad.epd"
	run -1 --separate-stderr movegen -V chess --perft 3 \
	    -i "$BATS_TEST_TMPDIR/bad.epd"
	assert_output 8902
	[[ $stderr =~ ^"movegen: $BATS_TEST_TMPDIR/bad.epd:1:"[0-9]+": perft 2 is 400, expected 401 (;D2)"$ ]] ||
	    fail "unexpected diagnostic: $stderr"
	printf '%s ;D1 20 ;D2 400 ;D3 8903\n' "$start" > "$BATS_TEST_TMPDIR/d3.epd"
	run -0 --separate-stderr movegen -V chess --perft 2 \
	    -i "$BATS_TEST_TMPDIR/d3.epd"
	assert_output 400
	assert_equal "$stderr" ''
	# and perft_check fails on a wrong count
	run ! perft_check 3 "$BATS_TEST_TMPDIR/bad.epd"
	assert_output --partial 'movegen exit status 1'
}

# ---- the suites of tests/perft/, one file per variant ---------------------

@test "tests/perft/chess.epd: perft-standard.epd, perftsuite.epd and tricky.perft's standard positions" {
	{
		cat "$TC_DATA/perft-standard.epd"
		awk '{ printf "%s ;id \"perftsuite-%d\"\n", $0, NR }' \
		    "$TC_DATA/perft/perftsuite.epd"
		tricky_standard
	} > "$BATS_TEST_TMPDIR/want.epd"
	run -0 wc -l < "$BATS_TEST_TMPDIR/want.epd"
	assert_output 147
	run -0 diff -u "$BATS_TEST_TMPDIR/want.epd" "$TC_TOP/tests/perft/chess.epd"
}

@test "tests/perft/chess.epd: all 147 positions to depth 4" {
	perft_check_upto 4 "$TC_TOP/tests/perft/chess.epd"
}

@test "tests/perft/allegiance.epd: the figures of spec section 8" {
	run -0 cut -d ';' -f 2- "$TC_TOP/tests/perft/allegiance.epd"
	assert_output 'D1 20 ;D2 400 ;D3 8936 ;D4 199635 ;id "allegiance spec 8: start"
D1 56 ;id "allegiance spec 8: kiwipete"'
	PERFT_VARIANT=allegiance perft_check_all "$TC_TOP/tests/perft/allegiance.epd"
	# Standard chess disagrees from depth 3, where challenges begin.
	run -1 --separate-stderr movegen -V chess --perft 3 \
	    -i "$TC_TOP/tests/perft/allegiance.epd"
	[[ $stderr == *"perft 3 is 8902, expected 8936 (;D3)"* ]]
}

