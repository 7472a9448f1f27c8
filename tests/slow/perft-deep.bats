#!/usr/bin/env bats
# Deep perft (make check-slow): movegen -V chess -j 2 at every depth the
# data files give, and the Stockfish comparison on 5,000 positions.
# tests/perft.bats covers tricky.perft to every depth already.
#
# movegen checks every ;Dk opcode itself, and perft_check compares the
# printed counts with the deepest.
#
# Times on the 2-core development machine with -j 2, while other jobs
# kept it busy (load average 2-3); an idle machine is faster:
#   perft-standard.epd   every depth: D7 of the start position and of
#                        CPW 3, D6 of four, D5 of CPW 5 (20 G leaves)  2 min
#   perftsuite.epd       every depth: D6 of 125 positions, D5 of 2
#                        (4.4 G leaves)                                35 s
#   random.perft         all 6,838 positions to D5 (132 G leaves)    10 min
#   random.perft         D6 of every 100th position, 69 of them
#                        (lines 1, 101, ..., 6801; 35 G leaves)       2 min
#   Stockfish            divide 4 on 5,000 positions of fens-100k.txt
#                        (every 20th line)                             75 s
#   tests/perft/chess.epd  every position to D5 or its deepest count
#                        if less (the deeper counts are those of
#                        perft-standard.epd and perftsuite.epd above)   3 s
# In all 13-16 minutes (13 min 22 s through tests/run slow).
#
# The whole of random.perft to D6 is 4.2 T leaves: about 3 hours even at
# twice the 200 M leaves/s one thread reaches on an idle machine (5 hours
# at the 220 M/s of the D5 run above), so only a sample runs at D6; the
# D5 run covers every position.

bats_require_minimum_version 1.5.0

load ../helpers/setup

setup() {
	tc_perft_setup
}

@test "perft-standard.epd: every position to its deepest count (D5-D7)" {
	perft_check_all "$TC_DATA/perft-standard.epd" -j 2
}

@test "perftsuite.epd: every position to its deepest count (D5-D6)" {
	perft_check_all "$TC_DATA/perft/perftsuite.epd" -j 2
}

@test "random.perft: all 6838 positions to depth 5" {
	perft_to_epd < "$TC_DATA/perft/random.perft" > "$BATS_TEST_TMPDIR/random.epd"
	run -0 wc -l < "$BATS_TEST_TMPDIR/random.epd"
	assert_output 6838
	perft_check 5 "$BATS_TEST_TMPDIR/random.epd" -j 2
}

@test "random.perft: every 100th position to depth 6" {
	perft_to_epd < "$TC_DATA/perft/random.perft" |
	    awk 'NR % 100 == 1' > "$BATS_TEST_TMPDIR/random.epd"
	run -0 wc -l < "$BATS_TEST_TMPDIR/random.epd"
	assert_output 69
	perft_check 6 "$BATS_TEST_TMPDIR/random.epd" -j 2
}

@test "divide 4 agrees with Stockfish on 5000 positions of fens-100k.txt" {
	awk 'NR % 20 == 1' "$TC_DATA/fens-100k.txt" > "$BATS_TEST_TMPDIR/fens"
	run -0 wc -l < "$BATS_TEST_TMPDIR/fens"
	assert_output 5000
	divide_vs_stockfish 4 "$BATS_TEST_TMPDIR/fens"
}

@test "tests/perft/chess.epd: all 147 positions to depth 5" {
	perft_check_upto 5 "$TC_TOP/tests/perft/chess.epd" -j 2
}
