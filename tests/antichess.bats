#!/usr/bin/env bats
# Antichess (lichess's rules), one file on standard chess:
# lib/variants/antichess.c.  Expected values come from outside turncoat:
# python-chess's perft figures (../shared/data/perft/giveaway.perft,
# which are lichess's antichess: no castling), Debian's Fairy-Stockfish
# (UCI_Variant antichess, its variant without castling; its "giveaway"
# castles) and the 11 Antichess games of lichess's export.
# Fairy-Stockfish is required: without it the tests fail, they do not
# skip.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	lichess_setup
}

START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1'

# divide_vs_fairy DEPTH FENS [FSVARIANT]: movegen -V antichess --divide
# against Fairy-Stockfish's go perft (UCI_Variant FSVARIANT, antichess
# by default), position by position and move by move.
divide_vs_fairy() {
	fairy_divide "UCI_Variant value ${3:-antichess}" antichess "$1" "$2"
}

# Every position of the 11 games: each start and each position after a
# move, from convert's JSON.
game_fens() {
	lichess_games "Antichess" > "$BATS_TEST_TMPDIR/anti.pgn"
	convert --to json "$BATS_TEST_TMPDIR/anti.pgn" |
	    jq -r '"'"$START"'", .moves[].afen'
}

@test "perft: python-chess's giveaway.perft figures, every position and depth" {
	perft_to_epd < "$TC_DATA/perft/giveaway.perft" > "$BATS_TEST_TMPDIR/a.epd"
	run -0 wc -l < "$BATS_TEST_TMPDIR/a.epd"
	assert_output 3
	PERFT_VARIANT=antichess perft_check_all "$BATS_TEST_TMPDIR/a.epd"
}

@test "divide 3 agrees with Fairy-Stockfish on every position of the 11 lichess games" {
	game_fens > "$BATS_TEST_TMPDIR/fens"
	# 11 starts and 419 plies.
	run -0 wc -l < "$BATS_TEST_TMPDIR/fens"
	assert_output 430
	divide_vs_fairy 3 "$BATS_TEST_TMPDIR/fens"
}

@test "the comparison with Fairy-Stockfish can fail: its standard chess differs" {
	# The same positions read by Fairy-Stockfish as standard chess: no
	# compulsion, check, castling: the divides must differ.
	game_fens | head -n 20 > "$BATS_TEST_TMPDIR/fens"
	divide_vs_fairy 2 "$BATS_TEST_TMPDIR/fens"
	run ! divide_vs_fairy 2 "$BATS_TEST_TMPDIR/fens" chess
	assert_output --partial 'fairy-stockfish'
}

@test "the 11 lichess games replay; 10 end as their results say" {
	lichess_games "Antichess" > "$BATS_TEST_TMPDIR/anti.pgn"
	run -0 grep -c '^\[Variant "Antichess"\]' "$BATS_TEST_TMPDIR/anti.pgn"
	assert_output 11
	run -0 --separate-stderr pgn-replay "$BATS_TEST_TMPDIR/anti.pgn"
	assert_regex "$stderr" 'pgn-replay: 11 games, 419 plies, 0 errors, 0 warnings'
	run -0 --separate-stderr convert --to json "$BATS_TEST_TMPDIR/anti.pgn"
	# Six by losing every piece, four stalemated; the eleventh resigned
	# after two moves.
	assert_equal "$(jq -r .status <<< "$output" | sort | uniq -c)" "      1 
      6 all pieces lost
      4 stalemate"
	# The player to move at the end wins: White after an even number of
	# plies.
	assert_equal "$(jq -r 'select(.status != "") |
	    [.result, (.moves | length % 2)] | @tsv' <<< "$output" |
	    awk '($1 == "1-0") != ($2 == 0)' | wc -l)" 0
	# Lichess marks each last move '#', and no move '+'.
	run -0 --separate-stderr convert --to pgn "$BATS_TEST_TMPDIR/anti.pgn"
	grep -v '^\[' <<< "$output" > "$BATS_TEST_TMPDIR/movetext"
	assert_equal "$(grep -o '[^ ]*#' "$BATS_TEST_TMPDIR/movetext" | wc -l)" 10
	run ! grep -F "+" "$BATS_TEST_TMPDIR/movetext"
}

@test "a capture is compulsory, en passant included" {
	# After 1. e4 d5 White has exd5 and twenty quiet moves: only the
	# capture is legal.
	run -0 --separate-stderr movegen -V antichess <<< \
	    'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - d6 0 2'
	assert_output "exd5"
	# Black's d7-d5 passed e5's pawn: e6 and exd6 e.p.; the capture
	# compels.
	run -0 --separate-stderr movegen -V antichess <<< \
	    '4k3/8/8/3pP3/8/8/8/8 w - d6 0 2'
	assert_output "exd6"
	# The quiet move is refused, the capture named.
	run -1 --separate-stderr pgn-replay <<-'EOF'
	[Variant "Antichess"]

	1. e4 d5 2. e5 *
	EOF
	[[ $stderr == *"2.e5: a capture is compulsory in Antichess: exd5 is one"* ]]
}

@test "the King is a piece: no check, it may be captured, a pawn may promote to it" {
	# A queen beside the white King: the King must take it (chess would
	# also allow nothing else, but here for the compulsion).
	run -0 --separate-stderr movegen -V antichess <<< '4k3/8/8/8/8/8/4q3/4K3 w - - 0 1'
	assert_output "Kxe2"
	# The rook on a2 attacks rank 2: the King may go there all the
	# same: d1, d2, e2, f1, f2 (chess: d1 and f1).
	run -0 --separate-stderr movegen -V antichess <<< 'k7/8/8/8/8/8/r7/4K3 w - - 0 1'
	assert_output "Kd1 Kd2 Ke2 Kf1 Kf2"
	# Five promotions, the King's among them.
	run -0 --separate-stderr movegen -V antichess <<< '8/P7/8/8/8/8/8/7k w - - 0 1'
	assert_output "a8=B a8=K a8=N a8=Q a8=R"
	run -0 --separate-stderr movegen -V antichess --divide 1 <<< '8/P7/8/8/8/8/8/7k w - - 0 1'
	assert_line "a7a8k: 1"
	# Two white Kings and one black, or none at all: valid; every King moves.
	run -0 --separate-stderr movegen -V antichess <<< 'K6K/8/8/8/8/8/8/k7 w - - 0 1'
	assert_output "Ka7 Kb7 Kb8 Kg7 Kg8 Kh7"
	run -0 --separate-stderr afen-validate -V antichess <<< '8/8/8/8/8/8/8/8 w - - 0 1'
	# No move gives check: the bishop's move toward e8 has no '+'.
	run -0 --separate-stderr convert --to pgn <<-'EOF'
	[Variant "Antichess"]

	1. e3 d6 2. Bb5 *
	EOF
	assert_output --partial "1. e3 d6 2. Bb5 *"
}

@test "no castling: rights are an error, castling is no move" {
	# Kings and rooks at home, pawns on a and h: 14 moves, none castles.
	run -0 --separate-stderr movegen -V antichess <<< 'r3k2r/p6p/8/8/8/8/P6P/R3K2R w - - 0 1'
	assert_output "Kd1 Kd2 Ke2 Kf1 Kf2 Rb1 Rc1 Rd1 Rf1 Rg1 a3 a4 h3 h4"
	run -1 --separate-stderr afen-validate -V antichess <<< 'r3k2r/p6p/8/8/8/8/P6P/R3K2R w KQkq - 0 1'
	assert_equal "$stderr" "afen-validate: <stdin>:1:31: castling rights in Antichess, where nobody castles: expected '-'"
}

@test "the player without a move wins: all pieces lost, or stalemated" {
	# Bxb2 is forced and leaves Black without a piece: Black wins, and
	# the capture is marked '#'.
	run -0 --separate-stderr convert --to pgn <<-'EOF'
	[Variant "Antichess"]
	[SetUp "1"]
	[FEN "8/8/8/8/8/8/1p6/B7 w - - 0 1"]

	1. Bxb2 0-1
	EOF
	assert_output --partial "1. Bxb2# 0-1"
	# 1. a3 blocks Black's only pawn: Black is stalemated and wins.
	run -0 --separate-stderr convert --to json <<-'EOF'
	[Variant "Antichess"]
	[SetUp "1"]
	[FEN "8/8/8/8/p7/8/P7/8 w - - 0 1"]

	1. a3 0-1
	EOF
	assert_equal "$(jq -r '[.result, .status] | @tsv' <<< "$output")" "0-1	stalemate"
}

@test "a result the end contradicts, and a move after the end, are errors" {
	run -1 --separate-stderr pgn-replay <<-'EOF'
	[Variant "Antichess"]
	[SetUp "1"]
	[FEN "8/8/8/8/8/8/1p6/B7 w - - 0 1"]

	1. Bxb2 1-0
	EOF
	[[ $stderr == *"result 1-0, but the game ended in all pieces lost: expected 0-1"* ]]
	run -1 --separate-stderr pgn-replay <<-'EOF'
	[Variant "Antichess"]
	[SetUp "1"]
	[FEN "8/8/8/8/p7/8/P7/8 w - - 0 1"]

	1. a3 a3 *
	EOF
	[[ $stderr == *"1...a3: move after the end of the game (stalemate)"* ]]
}

@test "a dead position: bishops on squares of opposite colours" {
	# White's bishop on a1 (dark), Black's on h1 (light): neither can
	# ever be taken, nobody can run out of moves (lichess's draw).
	run -0 --separate-stderr convert --to json <<-'EOF'
	[Variant "Antichess"]
	[SetUp "1"]
	[FEN "8/8/8/8/8/8/8/B6b w - - 0 1"]

	1/2-1/2
	EOF
	assert_equal "$(jq -r '[.result, .status] | @tsv' <<< "$output")" "1/2-1/2	a dead position"
	# Both on dark squares: one can take the other, no draw.
	run -0 --separate-stderr convert --to json <<-'EOF'
	[Variant "Antichess"]
	[SetUp "1"]
	[FEN "8/8/8/8/8/8/8/B5b1 w - - 0 1"]

	*
	EOF
	assert_equal "$(jq -r .status <<< "$output")" ""
}

@test "-V names and PGN Variant names: antichess, Antichess, giveaway" {
	for n in antichess Antichess giveaway Giveaway; do
		run -0 --separate-stderr movegen -V "$n" --perft 2 <<< "$START"
		assert_output 400
	done
	for n in Antichess antichess giveaway; do
		run -0 --separate-stderr pgn-replay <<-EOF
		[Variant "$n"]

		1. e4 d5 2. exd5 *
		EOF
		assert_regex "$stderr" '1 game, 3 plies, 0 errors'
	done
}
