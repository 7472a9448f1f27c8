#!/usr/bin/env bats
# Horde (lichess's rules), one file on standard chess:
# lib/variants/horde.c.  Expected values come from outside turncoat:
# python-chess's perft figures (../shared/data/perft/horde.perft) and
# Debian's Fairy-Stockfish (UCI_Variant horde).  Lichess's export holds
# no Horde game: the cross-check runs on the positions of random games,
# drawn the same every time from a seeded sequence.  Fairy-Stockfish is
# required: without it the tests fail, they do not skip.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	lichess_setup perft/horde.perft
}

START='rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1'

# divide_vs_fairy DEPTH FENS [FSVARIANT]: movegen -V horde --divide
# against Fairy-Stockfish's go perft (UCI_Variant FSVARIANT, horde by
# default), position by position and move by move.
divide_vs_fairy() {
	fairy_divide "UCI_Variant value ${3:-horde}" horde "$1" "$2"
}

# random_fens GAMES PLIES SEED: the positions of GAMES random games of
# at most PLIES plies from Horde's start, one line each.  Each move is
# picked among movegen's legal moves by a Park-Miller sequence from
# SEED (exact in awk's doubles: 16807 * 2^31 < 2^53); each position is
# the game so far replayed by convert.
random_fens() {
	local games=$1 plies=$2 seed=$3 g p fen list mv moves
	for ((g = 0; g < games; g++)); do
		moves=
		fen=$START
		for ((p = 0; p < plies; p++)); do
			list=$(movegen -V horde <<< "$fen") || return 1
			[ -n "$list" ] || break
			read -r seed mv < <(awk -v s="$seed" '{
			    s = (s * 16807) % 2147483647
			    print s, $(s % NF + 1) }' <<< "$list")
			moves="$moves $mv"
			fen=$(printf '[Variant "Horde"]\n\n%s *\n' "$moves" |
			    convert --to json 2> /dev/null |
			    jq -r '.moves[-1].afen') || return 1
			printf '%s\n' "$fen"
		done
	done
}

@test "perft: python-chess's horde.perft figures, every position and depth" {
	perft_to_epd < "$TC_DATA/perft/horde.perft" > "$BATS_TEST_TMPDIR/h.epd"
	run -0 wc -l < "$BATS_TEST_TMPDIR/h.epd"
	assert_output 3
	PERFT_VARIANT=horde perft_check_all "$BATS_TEST_TMPDIR/h.epd"
}

@test "divide 3 agrees with Fairy-Stockfish on the 100 positions of two random games" {
	random_fens 2 50 20261129 > "$BATS_TEST_TMPDIR/fens"
	run -0 wc -l < "$BATS_TEST_TMPDIR/fens"
	assert_output 100
	# Nearly all different (games may transpose), and the first rank's
	# double steps among their moves.
	run -0 sort -u "$BATS_TEST_TMPDIR/fens"
	[ "$(wc -l <<< "$output")" -ge 95 ]
	run -0 movegen -V horde --format uci -i "$BATS_TEST_TMPDIR/fens"
	[ "$(grep -cE '([a-h])1\13' <<< "$output")" -ge 2 ]
	divide_vs_fairy 3 "$BATS_TEST_TMPDIR/fens"
}

@test "the comparison with Fairy-Stockfish can fail: its standard chess differs" {
	# The same positions read by Fairy-Stockfish as standard chess: no
	# double step from the first rank: the divides must differ.
	random_fens 2 50 20261129 > "$BATS_TEST_TMPDIR/fens"
	divide_vs_fairy 2 "$BATS_TEST_TMPDIR/fens"
	run ! divide_vs_fairy 2 "$BATS_TEST_TMPDIR/fens" chess
	assert_output --partial 'fairy-stockfish'
}

@test "the first rank's pawns step two squares, and no pawn takes them en passant" {
	# a1: a2 and a3; with a3 taken by a black pawn, a2 only.
	run -0 --separate-stderr movegen -V horde <<< '4k3/8/8/8/8/8/8/P7 w - - 0 1'
	assert_output "a2 a3"
	run -0 --separate-stderr movegen -V horde <<< '4k3/8/8/8/8/p7/8/P7 w - - 0 1'
	assert_output "a2"
	# a1-a3 passes a2 beside b3's pawn: no e.p. square, no bxa2 (the
	# black pawn would stand on its sixth rank, not its fifth).
	run -0 --separate-stderr convert --to json <<-'EOF'
	[Variant "Horde"]
	[SetUp "1"]
	[FEN "4k3/8/8/8/8/1p6/8/P7 w - - 0 1"]

	1. a3 *
	EOF
	assert_equal "$(jq -r '.moves[-1].afen' <<< "$output")" "4k3/8/8/8/8/Pp6/8/8 b - - 0 1"
	run -0 --separate-stderr movegen -V horde <<< '4k3/8/8/8/8/Pp6/8/8 b - - 0 1'
	assert_output "Kd7 Kd8 Ke7 Kf7 Kf8 b2"
	# From the second rank, as in chess: a2-a4, bxa3 e.p.
	run -0 --separate-stderr convert --to pgn <<-'EOF'
	[Variant "Horde"]
	[SetUp "1"]
	[FEN "4k3/8/8/8/1p6/8/P7/8 w - - 0 1"]

	1. a4 bxa3 0-1
	EOF
	assert_output --partial "1. a4 bxa3# 0-1"
}

@test "the ends: the horde destroyed, checkmate, stalemate" {
	# Black's queen takes White's last piece: Black wins, '#'.
	run -0 --separate-stderr convert --to json <<-'EOF'
	[Variant "Horde"]
	[SetUp "1"]
	[FEN "4k3/8/8/8/8/8/1P6/q7 b - - 0 1"]

	1... Qxb2 0-1
	EOF
	assert_equal "$(jq -r '[.result, .status, .moves[-1].san] | @tsv' <<< "$output")" "0-1	the horde destroyed	Qxb2#"
	# Qb7, guarded by a6, covers a7 and b8: mate.
	run -0 --separate-stderr convert --to json <<-'EOF'
	[Variant "Horde"]
	[SetUp "1"]
	[FEN "k7/8/P7/8/8/8/8/1Q6 w - - 0 1"]

	1. Qb7 1-0
	EOF
	assert_equal "$(jq -r '[.result, .status, .moves[-1].san] | @tsv' <<< "$output")" "1-0	checkmate	Qb7#"
	# After c6, b6 guards a7, c6 b7, c7 b8: Black's King has no move
	# and is not in check: a draw.
	run -0 --separate-stderr convert --to json <<-'EOF'
	[Variant "Horde"]
	[SetUp "1"]
	[FEN "k7/2P5/1P6/2P5/8/8/8/8 w - - 0 1"]

	1. c6 1/2-1/2
	EOF
	assert_equal "$(jq -r '[.result, .status] | @tsv' <<< "$output")" "1/2-1/2	stalemate"
	# A lone knight against the King is no dead position here: Black
	# may still take it and win.
	run -0 --separate-stderr convert --to json <<-'EOF'
	[Variant "Horde"]
	[SetUp "1"]
	[FEN "4k3/8/8/8/8/8/8/N7 w - - 0 1"]

	*
	EOF
	assert_equal "$(jq -r .status <<< "$output")" ""
}

@test "a result the end contradicts, and a move after the end, are errors" {
	run -1 --separate-stderr pgn-replay <<-'EOF'
	[Variant "Horde"]
	[SetUp "1"]
	[FEN "4k3/8/8/8/8/8/1P6/q7 b - - 0 1"]

	1... Qxb2 1-0
	EOF
	[[ $stderr == *"result 1-0, but the game ended in the horde destroyed: expected 0-1"* ]]
	run -1 --separate-stderr pgn-replay <<-'EOF'
	[Variant "Horde"]
	[SetUp "1"]
	[FEN "k7/8/P7/8/8/8/8/1Q6 w - - 0 1"]

	1. Qb7 Kxb7 *
	EOF
	[[ $stderr == *"1...Kxb7: move after the end of the game (checkmate)"* ]]
}

@test "checks of meaning: no White King, one Black King, White's pawns on the first rank" {
	run -0 --separate-stderr afen-validate -V horde <<< "$START"
	assert_equal "$stderr" ""
	run -1 --separate-stderr afen-validate -V horde <<< 'rnbq1bnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPKPPP w - - 0 1'
	assert_equal "$stderr" "afen-validate: <stdin>:1:1: no black king
afen-validate: <stdin>:1:60: 1 white king: expected none"
	# A black pawn on the first rank would have promoted.
	run -1 --separate-stderr afen-validate -V horde <<< '4k3/8/8/8/8/8/8/p3P3 w - - 0 1'
	assert_equal "$stderr" "afen-validate: <stdin>:1:17: black pawn on a1: pawns never stand on rank 1 or 8 here"
	# 37 white pawns: one more than the horde has (a warning).
	run -0 --separate-stderr afen-validate -V horde <<< '4k3/8/8/PPPPP3/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w - - 0 1'
	assert_equal "$stderr" "afen-validate: <stdin>:1:1: warning: 37 pawns for white: a game has at most 36
afen-validate: <stdin>:1:1: warning: 37 pieces for white: a game has at most 36"
	# Standard chess keeps its rules.
	run -1 --separate-stderr afen-validate -V chess <<< "$START"
}

@test "-V names and PGN Variant names: horde, Horde" {
	for n in horde Horde; do
		run -0 --separate-stderr movegen -V "$n" --perft 2 <<< "$START"
		assert_output 128
		run -0 --separate-stderr pgn-replay <<-EOF
		[Variant "$n"]

		1. b6 a5 2. c6 *
		EOF
		assert_regex "$stderr" '1 game, 3 plies, 0 errors'
	done
}
