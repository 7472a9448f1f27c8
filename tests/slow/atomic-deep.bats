#!/usr/bin/env bats
# Atomic chess, deeper (make check-slow): divide 3 against
# tests/ref/atomic_ref.py on every position of the 52 lichess Atomic
# games (1,332 positions with both Kings; the reference takes about 4
# minutes on the 2-core development machine), and perft 5 and 6 from the
# start: 4,864,979, which the reference gives too (40 s of CPU), and
# 118,926,425 (movegen's when this was written, too deep for the
# reference; standard chess: 4,865,609 and 119,060,324).

bats_require_minimum_version 1.5.0

load ../helpers/setup

setup() {
	tc_setup
	TC_DATA=$SHARED
	tc_load perft
	tc_load atomic
	[ -f "$TC_DATA/variants-lichess.pgn" ] ||
	    fail "shared test data not found at $TC_DATA"
	atomic_ref_check
}

@test "divide 3 agrees with the reference on every position of the 52 lichess games" {
	game_fens > "$BATS_TEST_TMPDIR/fens"
	run -0 wc -l < "$BATS_TEST_TMPDIR/fens"
	assert_output 1332
	divide_vs_ref 3 "$BATS_TEST_TMPDIR/fens"
}

@test "perft 5 and 6 from the start; the reference's perft 5 agrees" {
	run -0 movegen -V atomic --perft 5 "$START"
	assert_output 4864979
	run -0 python3 "$REF" --perft 5 "$START"
	assert_output 4864979
	run -0 movegen -V atomic -j 2 --perft 6 "$START"
	assert_output 118926425
}
