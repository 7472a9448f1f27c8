#!/usr/bin/env bats
# EN Chess's perft suite, tests/perft/en.epd (../shared/spec/en-chess.md):
# the four positions of section 12 and items 5-7, and hand-made positions
# for every rule (x0/x9 links, Aurors, the three modes, penetration and
# double King captures, swaps, castling through penetration attacks,
# several Kings, lost turns and double passes, waiting pawns, arrival
# choices, en passant) plus positions of random play.  The counts are
# those of tests/ref/en_ref.py, a reference generator written from the
# spec alone (tests/ref/en-cases.txt lists the cases it counted); those
# of section 12 to depth 3 are the spec's own figures.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup
	tc_load perft
	EPD=$TC_TOP/tests/perft/en.epd
}

@test "en.epd: section 12's figures are the spec's" {
	run -0 grep -F ';D1 21 ;D2 441 ;D3 10334 ' "$EPD"
	run -0 grep -F '1/3r4/7k/3p4/8/3Q1b2/4A3/8/K7/1 w - - 0 1 ;D1 40 ;D2 587 ;D3 20726 ' "$EPD"
	run -0 grep -F 'n/4P3/3P4/8/8/8/8/8/K6k/1 w - - 0 1 ;D1 17 ;D2 99 ;D3 1508' "$EPD"
	run -0 grep -F '1/7K/8/8/8/8/2k5/1q6/K7/1 w - - 0 1 ;D1 1 ;D2 24 ;D3 62' "$EPD"
}

@test "en.epd: every line to depth 3 with movegen -V en" {
	PERFT_VARIANT=en perft_check_upto 3 "$EPD"
}

@test "en.epd: every line to its deepest count (depth 4 for 55 of 65)" {
	PERFT_VARIANT=en perft_check_all "$EPD"
}

@test "en.epd: without -V, the ten rows tell an EN-FEN" {
	run -0 movegen --perft 3 '1/3r4/7k/3p4/8/3Q1b2/4A3/8/K7/1 w - - 0 1'
	assert_output 20726
}
