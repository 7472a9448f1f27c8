#!/usr/bin/env bats
# Complex Allegiance Chess's perft suite, tests/perft/ca.epd
# (../shared/spec/complex-allegiance.md): the start with each player to
# move, positions 4-6 of section 8, and hand-made positions for every
# rule (the capture relation, shared pawns' diagonals and double steps,
# shared promotions, e.p. entries and two entries on one square,
# castling both ways for each player, King captures, forced passes and
# the four-pass end) plus positions of random play.  The counts are those
# of tests/ref/ca_ref.py, a reference generator written from the spec
# alone (tests/ref/ca-cases.txt lists the cases it counted); those of
# section 8.1 (depth 1-4 from the start) are the spec's own figures.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup
	tc_load perft
	EPD=$TC_TOP/tests/perft/ca.epd
}

@test "ca.epd: section 8.1's figures are the spec's" {
	run -0 grep -F 's b1,i1,a2,a9,b10,i10,j2,j9 - 0 1 ;D1 14 ;D2 192 ;D3 2632 ;D4 35312 ' "$EPD"
	run -0 grep -F 'x,4,nK,3,x/10/10/4,nwQ,5/wK,1,wP,3,eB,3/9,eK/1,nN,2,sQ,2,swP,2/10/10/x,3,sK,4,x s - - 0 1 ;D1 24 ' "$EPD"
}

@test "ca.epd: every line to depth 3 with movegen -V complex-allegiance" {
	PERFT_VARIANT=complex-allegiance perft_check_upto 3 "$EPD"
}

@test "ca.epd: every line to its deepest count (depth 5)" {
	PERFT_VARIANT=complex-allegiance perft_check_all "$EPD"
}

@test "ca.epd: without -V, a board with commas is read as CA-FEN" {
	run -0 movegen --perft 3 'x,4,nK,3,x/10/10/4,nwQ,5/wK,1,wP,3,eB,3/9,eK/1,nN,2,sQ,2,swP,2/10/10/x,3,sK,4,x s - - 0 1'
	assert_output 24922
}

@test "ca.epd: a wrong count is caught" {
	run -1 --separate-stderr movegen -V ca --perft 2 -i /dev/stdin <<< 'x,4,nK,3,x/10/10/4,nwQ,5/wK,1,wP,3,eB,3/9,eK/1,nN,2,sQ,2,swP,2/10/10/x,3,sK,4,x s - - ;D2 763'
	[[ $stderr == *"perft 2 is 762, expected 763"* ]] || fail "$stderr"
}
