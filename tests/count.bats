#!/usr/bin/env bats
# Perft counts the last ply without writing its moves: each engine's
# count hook (struct tc_engine) gives the number of legal moves, which
# movegen --perft 1 prints.  Held here against the moves movegen lists
# one by one (--format uci), the independent path, and against the ;D1
# figures of the perft files where a file has them (python-chess's and
# CPW's in ../shared/data/perft, the suites of tests/perft/), for every
# variant and both 8x8 engines; and on positions derived by hand: a pin
# along a rank across an en passant capture, promotions, drops that
# block a check, the Horde's first-rank double step, a pinned pawn's
# challenge.  The deeper figures of the same files, which the count
# gives at every leaf's parent, are checked by each variant's perft
# tests; tests/unit/count.c holds the count against the list over
# random games of every variant.  In all about 3 s.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_perft_setup
}

# positions FILE: FILE's EPD lines without their operations (no ;D1).
positions() {
	cut -d ';' -f 1 "$1" | sed 's/ *$//'
}

# perft1_both VARIANT POS N: both 8x8 engines count N moves of POS.
perft1_both() {
	run -0 movegen -V "$1" --perft 1 "$2"
	assert_output "$3"
	run -0 movegen -V "$1" --engine mailbox --perft 1 "$2"
	assert_output "$3"
}

@test "chess: random.perft's 6838 positions, bitboard and mailbox engines" {
	perft_to_epd < "$TC_DATA/perft/random.perft" > "$T/random.epd"
	run -0 wc -l < "$T/random.epd"
	assert_output 6838
	count_check chess "$T/random.epd"
	count_check chess "$T/random.epd" --engine mailbox
}

@test "chess: tricky.perft's 13 positions and tests/perft/chess.epd's 147, both engines" {
	tricky_standard > "$T/tricky.epd"
	count_check chess "$T/tricky.epd"
	count_check chess "$T/tricky.epd" --engine mailbox
	count_check chess "$TC_TOP/tests/perft/chess.epd"
	count_check chess "$TC_TOP/tests/perft/chess.epd" --engine mailbox
}

@test "Allegiance: its spec's figures, and random.perft's positions (challenges counted too), both engines" {
	count_check allegiance "$TC_TOP/tests/perft/allegiance.epd"
	count_check allegiance "$TC_TOP/tests/perft/allegiance.epd" --engine mailbox
	perft_to_epd < "$TC_DATA/perft/random.perft" > "$T/random.epd"
	positions "$T/random.epd" > "$T/random.pos"
	count_check allegiance "$T/random.pos"
	count_check allegiance "$T/random.pos" --engine mailbox
}

@test "Chess960: chess960.perft's 960 start positions and tricky.perft's six X-FEN positions" {
	perft_to_epd < "$TC_DATA/perft/chess960.perft" > "$T/960.epd"
	run -0 wc -l < "$T/960.epd"
	assert_output 960
	count_check chess960 "$T/960.epd"
	perft_to_epd < "$TC_DATA/perft/tricky.perft" |
	    grep -E '"(xfen-[0-9]+|asymmetrical-and-king-on-h)"$' > "$T/x.epd"
	run -0 wc -l < "$T/x.epd"
	assert_output 6
	count_check chess960 "$T/x.epd"
}

@test "the lichess variants: every position of their perft files" {
	local v f
	for v in three-check:3check crazyhouse:crazyhouse antichess:giveaway \
	    horde:horde racing-kings:racingkings; do
		f=${v#*:}
		perft_to_epd < "$TC_DATA/perft/$f.perft" > "$T/$f.epd"
		count_check "${v%%:*}" "$T/$f.epd" || fail "(-V ${v%%:*})"
	done
	perft_to_epd '^atomic960-' < "$TC_DATA/perft/atomic.perft" > "$T/at.epd"
	count_check atomic "$T/at.epd"
	perft_to_epd < "$TC_DATA/perft/atomic.perft" |
	    grep ';id "atomic960-' > "$T/at960.epd"
	[ -s "$T/at960.epd" ]
	count_check atomic960 "$T/at960.epd"
}

@test "the lichess variants built on chess's moves: random.perft's positions each reads (no figures of theirs)" {
	local v
	perft_to_epd < "$TC_DATA/perft/random.perft" > "$T/random.epd"
	positions "$T/random.epd" > "$T/random.pos"
	for v in three-check king-of-the-hill crazyhouse atomic chess960; do
		# King of the Hill refuses a King on the hill with the other
		# side to move: afen-validate -f keeps the lines a rule reads.
		afen-validate -q -f -V "$v" "$T/random.pos" > "$T/$v.pos" || :
		[ "$(wc -l < "$T/$v.pos")" -gt 6000 ] ||
		    fail "-V $v reads $(wc -l < "$T/$v.pos") lines"
		count_check "$v" "$T/$v.pos" || fail "(-V $v)"
	done
}

@test "Neutral Subject, EN Chess and Complex Allegiance: their suites in tests/perft" {
	count_check neutral-subject "$TC_TOP/tests/perft/neutral.epd"
	count_check en "$TC_TOP/tests/perft/en.epd"
	count_check complex-allegiance "$TC_TOP/tests/perft/ca.epd"
}

@test "the Traitor family: every line of tests/perft/traitor.epd, with its rule set" {
	local epd=$TC_TOP/tests/perft/traitor.epd v n=0
	while IFS= read -r v; do
		grep -F " ;variant \"$v\"" "$epd" > "$T/part.epd"
		count_check "$v" "$T/part.epd" || fail "(-V $v)"
		n=$((n + 1))
	done < <(sed -n 's/.* ;variant "\([^"]*\)".*/\1/p' "$epd" | sort -u)
	[ "$n" -ge 18 ]
}

@test "count_check fails on a wrong ;D1" {
	printf '%s ;D1 21\n' 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' \
	    > "$T/bad.epd"
	run ! count_check chess "$T/bad.epd"
	assert_output '1: ;D1 21, counted 20, listed 20'
}

@test "hand-derived: the pawn on e5 may not take en passant, which would bare its King to the Rook along the rank" {
	# White King a5, pawn e5; Black pawn d5 (just double-stepped), Rook
	# h5.  exd6 would take d5 and e5 off the rank: illegal.  The King
	# has a4, a6, b4, b5, b6; the pawn e6: 6.
	local pos='8/8/8/K2pP2r/8/8/8/7k w - d6 0 1'
	perft1_both chess "$pos" 6
	run -0 movegen -V chess "$pos"
	assert_output 'Ka4 Ka6 Kb4 Kb5 Kb6 e6'
}

@test "hand-derived: promotions, four each, a push and a capture" {
	# b7 pushes to b8 and takes a8, four pieces each: 8; the King on e1
	# has d1, d2, e2, f1, f2: 13.  Antichess adds the King as a piece to
	# promote to: 5 each, 10 (all captures would be compulsory; there
	# is one, so only the capture's 5 are legal).
	local pos='r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1'
	perft1_both chess "$pos" 13
	run -0 movegen -V antichess --perft 1 "$pos"
	assert_output 5
}

@test "hand-derived: Crazyhouse drops that block a check, none of a pawn on the first rank" {
	# The Rook on a1 checks the King on e1: the King goes to d2, e2 or
	# f2 (d1 and f1 are on the Rook's rank); a Knight dropped on b1, c1
	# or d1 blocks; a pawn may not be dropped there: 6.
	local pos='4k3/8/8/8/8/8/8/r3K3[NP] w - - 0 1'
	run -0 movegen -V crazyhouse --perft 1 "$pos"
	assert_output 6
	run -0 movegen -V crazyhouse --format uci "$pos"
	assert_output 'N@b1 N@c1 N@d1 e1d2 e1e2 e1f2'
}

@test "hand-derived: Horde's pawn on the first rank steps one or two squares" {
	run -0 movegen -V horde --perft 1 '4k3/8/8/8/8/8/8/P7 w - - 0 1'
	assert_output 2
}

@test "hand-derived: a pinned pawn pushes along its pin and challenges, but does not capture (Allegiance)" {
	# White King e1, pawn e2 pinned by the black Rook on e8, a black
	# Bishop on d3.  King: d1, d2, f1 (the pawn on e2 shields it from
	# d3), f2; the pawn: e3, e4 along the pin, and the challenge e>d3
	# (a challenge moves nothing), not exd3, which leaves the file: 7.
	local pos='4r2k/8/8/8/8/3b4/4P3/4K3 w - - 0 1'
	perft1_both allegiance "$pos" 7
	run -0 movegen -V allegiance "$pos"
	assert_output 'Kd1 Kd2 Kf1 Kf2 e3 e4 e>d3'
	# In chess the challenge is not a move: 6.
	run -0 movegen -V chess --perft 1 "$pos"
	assert_output 6
}
