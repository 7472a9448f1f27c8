#!/usr/bin/env bats
# The generic mailbox engine (movegen --engine mailbox) against the
# published figures: the standard perft suites in ../shared/data (as
# tests/perft.bats checks the bitboard engine), the Allegiance figures of
# spec/allegiance.md section 8, and Stockfish's divide on the sample of
# tests/stockfish.bats.  tests/unit/engines.c compares the two engines
# move by move over random games.
#
# Times on the 2-core development machine (single thread):
#   perft-standard.epd   7 CPW positions, D1-D5             7 s
#   perftsuite.epd       127 positions, D1-D5              10 s
#   tricky.perft         13 standard positions, all depths   1 s
#   random.perft         all 6,838 positions, D1-D3          5 s
#   Stockfish divide     1,000 positions at D3, 500 at D4   12 s

bats_require_minimum_version 1.5.0
load helpers/setup

setup() {
	tc_perft_setup
	START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
	KIWI='r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
}

@test "--engine: an unknown engine is a usage error listing the engines" {
	run -2 --separate-stderr movegen --engine sunfish "$START"
	assert_output ''
	[[ $stderr == "movegen: --engine: 'sunfish' is not bitboard or mailbox"$'\n'"usage: movegen"* ]] ||
	    fail "unexpected diagnostic: $stderr"
	run -0 movegen --help
	assert_output --partial '--engine bitboard|mailbox'
}

@test "mailbox: perft-standard.epd, all 7 positions to depth 5" {
	perft_check 5 "$TC_DATA/perft-standard.epd" --engine mailbox
}

@test "mailbox: perftsuite.epd, all 127 positions to depth 5" {
	perft_check 5 "$TC_DATA/perft/perftsuite.epd" --engine mailbox
}

@test "mailbox: perftsuite.epd to depth 4 with -j 2" {
	perft_check 4 "$TC_DATA/perft/perftsuite.epd" --engine mailbox -j 2
}

@test "mailbox: tricky.perft, the 13 standard-chess positions at every depth" {
	tricky_standard > "$BATS_TEST_TMPDIR/tricky.epd"
	run -0 wc -l < "$BATS_TEST_TMPDIR/tricky.epd"
	assert_output 13
	perft_check_all "$BATS_TEST_TMPDIR/tricky.epd" --engine mailbox
}

@test "mailbox: random.perft, all 6838 positions to depth 3" {
	perft_to_epd < "$TC_DATA/perft/random.perft" > "$BATS_TEST_TMPDIR/random.epd"
	run -0 wc -l < "$BATS_TEST_TMPDIR/random.epd"
	assert_output 6838
	perft_check 3 "$BATS_TEST_TMPDIR/random.epd" --engine mailbox
}

@test "mailbox: Allegiance perft from the start: 20 400 8936 199635 (spec 8)" {
	for pair in 1:20 2:400 3:8936 4:199635; do
		run -0 movegen --engine mailbox -V allegiance \
		    --perft "${pair%%:*}" "$START"
		assert_output "${pair##*:}"
	done
}

@test "mailbox: Allegiance Kiwipete depth 1: 48 moves plus 8 challenges (spec 8)" {
	run -0 movegen --engine mailbox -V allegiance --perft 1 "$KIWI"
	assert_output 56
	run -0 sh -c "movegen --engine mailbox -V allegiance '$KIWI' |
	    tr ' ' '\n' | grep -c '>'"
	assert_output 8
	run -0 movegen --engine mailbox -V chess --count "$KIWI"
	assert_output 48
}

@test "mailbox: divide 3 agrees with Stockfish on 1000 positions of fens-100k.txt" {
	awk 'NR % 100 == 1' "$TC_DATA/fens-100k.txt" > "$BATS_TEST_TMPDIR/fens"
	run -0 wc -l < "$BATS_TEST_TMPDIR/fens"
	assert_output 1000
	divide_vs_stockfish 3 "$BATS_TEST_TMPDIR/fens" --engine mailbox
}

@test "mailbox: divide 4 agrees with Stockfish on 500 positions of fens-100k.txt" {
	awk 'NR % 200 == 100' "$TC_DATA/fens-100k.txt" > "$BATS_TEST_TMPDIR/fens"
	run -0 wc -l < "$BATS_TEST_TMPDIR/fens"
	assert_output 500
	divide_vs_stockfish 4 "$BATS_TEST_TMPDIR/fens" --engine mailbox
}
