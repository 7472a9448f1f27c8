#!/usr/bin/env bats
# Racing Kings (lichess's rules): lib/variants/racingkings.c, standard
# chess's pieces on its own engine (the bitboard engine's moves less
# those that give check).  Expected values come from outside turncoat:
# python-chess's perft figures (../shared/data/perft/racingkings.perft),
# Debian's Fairy-Stockfish (UCI_Variant racingkings) where the game is
# not over (it keeps generating moves in finished games, see the data's
# README), and the one Racing Kings game of lichess's export.
# Fairy-Stockfish is required (CI installs it): without it the tests
# fail, they do not skip.

bats_require_minimum_version 1.5.0

load helpers/setup

RK_START='8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1'

setup() {
	lichess_setup
}

# divide_vs_fairy DEPTH FENS [VARIANT]: movegen -V VARIANT (default
# racing-kings) --divide against Fairy-Stockfish's go perft in Racing
# Kings, position by position and move by move.
divide_vs_fairy() {
	fairy_divide "UCI_Variant value racingkings" "${3:-racing-kings}" "$1" "$2"
}

@test "perft: python-chess's racingkings.perft figures, every position and depth" {
	perft_to_epd < "$TC_DATA/perft/racingkings.perft" > "$BATS_TEST_TMPDIR/rk.epd"
	run -0 wc -l < "$BATS_TEST_TMPDIR/rk.epd"
	assert_output 3
	PERFT_VARIANT=racing-kings perft_check_all "$BATS_TEST_TMPDIR/rk.epd"
}

@test "divide 3 agrees with Fairy-Stockfish on every position of the lichess game" {
	lichess_games "Racing Kings" > "$BATS_TEST_TMPDIR/rk.pgn"
	{
		printf '%s\n' "$RK_START"
		convert --to json "$BATS_TEST_TMPDIR/rk.pgn" | jq -r '.moves[].afen'
	} > "$BATS_TEST_TMPDIR/fens"
	# The start and 15 plies.
	run -0 wc -l < "$BATS_TEST_TMPDIR/fens"
	assert_output 16
	# No King is past the sixth rank, so within 3 plies none ends the
	# game before the leaves, where Fairy-Stockfish would go on.
	run -1 grep -c '^[^/]*[kK]\|^[^/]*/[^/]*[kK]' "$BATS_TEST_TMPDIR/fens"
	assert_output 0
	divide_vs_fairy 3 "$BATS_TEST_TMPDIR/fens"
}

@test "the comparison with Fairy-Stockfish can fail: standard chess's checks" {
	printf '%s\n' "$RK_START" > "$BATS_TEST_TMPDIR/fens"
	divide_vs_fairy 2 "$BATS_TEST_TMPDIR/fens"
	# Standard chess lets Nxc2 (and more) give check.
	run ! divide_vs_fairy 2 "$BATS_TEST_TMPDIR/fens" chess
	assert_output --partial "Nodes searched: 421"
}

@test "no move gives check: hand-made positions, counts derived by hand (Fairy-Stockfish agrees)" {
	# 1. White K a1, R b2; Black K h5.  The Rook has 14 squares less
	#    b5 (checks along the fifth rank) and h2 (along the h-file): 12;
	#    the King a2 and b1: 14 (chess 16).
	# 2. White K a1, R d1, N d3; Black K d6.  Every Knight move uncovers
	#    the Rook's check on the d-file: none of its 8.  The Rook: d2,
	#    b1, c1, e1, f1, g1, h1 (7), the King a2, b1, b2 (3): 10 (chess
	#    18).
	# Depths 2 and 3 (no King near the eighth rank) are Fairy-Stockfish's.
	cat > "$BATS_TEST_TMPDIR/hand.epd" <<-'EOF'
	8/8/8/7k/8/8/1R6/K7 w - - ;D1 14 ;D2 63 ;D3 925
	8/8/3k4/8/8/3N4/8/K2R4 w - - ;D1 10 ;D2 56 ;D3 1056
	EOF
	PERFT_VARIANT=racing-kings perft_check_all "$BATS_TEST_TMPDIR/hand.epd"
	cut -d' ' -f1-4 "$BATS_TEST_TMPDIR/hand.epd" | sed 's/$/ 0 1/' \
	    > "$BATS_TEST_TMPDIR/fens"
	divide_vs_fairy 3 "$BATS_TEST_TMPDIR/fens"
	run -0 movegen -V chess --perft 1 -i "$BATS_TEST_TMPDIR/fens"
	assert_output "$(printf '16\n18')"
}

@test "the race: hand-made positions, counts derived by hand" {
	# 3. White K g7, Black K b7, White to move.  8 King moves; after f8,
	#    g8 or h8 Black may still equal, and all his 8 moves are his: 8
	#    x 8 = 64.  Depth 3: after White's arrival every Black move ends
	#    the game (a8, b8, c8 draw; the others lose); after White's other
	#    5 moves (f6 f7 g6 h6 h7) Black's 3 arrivals win, his other 5
	#    (a6 a7 b6 c6 c7) leave White 8 + 8 + 8 + 5 + 5 = 34 moves: 5 x
	#    34 = 170.  (Fairy-Stockfish says 272: it lets White move after
	#    Black's arrival.)
	# 4. As 3, Black's King on b5: it cannot reach the eighth rank in
	#    one move, so White's arrival wins at once: 5 x 8 = 40 at depth
	#    2 (Fairy-Stockfish 64); depth 3, 5 x 8 x 34 = 272.
	# 5. As 3 with a White Rook on d8, which guards a8, b8 and c8.  The
	#    Rook's 14 squares less b8 and d7 (check), the King's 8: 20.
	#    Depth 2: White's arrival wins at once (Black cannot equal), so
	#    Fairy-Stockfish's 113 less the 3 x 5 Black moves it counts
	#    after it: 98.
	# 6. Black to move, White's King on g8, Black's on b7: 8 moves, and
	#    after each the game is over: a8, b8, c8 draw, the others lose.
	# 7. White to move, Black's King on b8: Black has won, no move.
	cat > "$BATS_TEST_TMPDIR/hand.epd" <<-'EOF'
	8/1k4K1/8/8/8/8/8/8 w - - ;D1 8 ;D2 64 ;D3 170
	8/6K1/8/1k6/8/8/8/8 w - - ;D1 8 ;D2 40 ;D3 272
	3R4/1k4K1/8/8/8/8/8/8 w - - ;D1 20 ;D2 98
	6K1/1k6/8/8/8/8/8/8 b - - ;D1 8 ;D2 0
	1k6/8/8/8/8/8/6K1/8 w - - ;D1 0 ;D2 0
	EOF
	PERFT_VARIANT=racing-kings perft_check_all "$BATS_TEST_TMPDIR/hand.epd"
	# Fairy-Stockfish's divide of 5 agrees but for the three arrivals.
	printf '%s\n' '3R4/1k4K1/8/8/8/8/8/8 w - - 0 1' > "$BATS_TEST_TMPDIR/fens"
	run ! divide_vs_fairy 2 "$BATS_TEST_TMPDIR/fens"
	assert_equal "$(grep -c '^-.*g7[fgh]8: 5$' <<< "$output")" 3
	assert_equal "$(grep -c '^+.*g7[fgh]8: 0$' <<< "$output")" 3
	assert_equal "$(grep -c '^[-+][^-+]' <<< "$output")" 8
}

@test "the lichess game replays (a time forfeit: it goes on)" {
	lichess_games "Racing Kings" > "$BATS_TEST_TMPDIR/rk.pgn"
	run -0 grep -c '^\[Variant "Racing Kings"\]' "$BATS_TEST_TMPDIR/rk.pgn"
	assert_output 1
	run -0 --separate-stderr pgn-replay "$BATS_TEST_TMPDIR/rk.pgn"
	assert_regex "$stderr" 'pgn-replay: 1 game, 15 plies, 0 errors, 0 warnings'
	run -0 --separate-stderr convert --to json "$BATS_TEST_TMPDIR/rk.pgn"
	assert_equal "$(jq -r '[.status, .result] | @tsv' <<< "$output")" "$(printf '\t1-0')"
}

# A game from position 3 (White K g7, Black K b7, White to move).
race() {
	printf '[Variant "Racing Kings"]\n[SetUp "1"]\n[FEN "8/1k4K1/8/8/8/8/8/8 w - - 0 1"]\n\n%s\n' "$1"
}

@test "endings: White's arrival that Black equals is a draw; that he does not, a win" {
	run -0 --separate-stderr convert --to json <<< "$(race '1. Kg8 Kb8 1/2-1/2')"
	assert_equal "$(jq -r '[.status, .result] | @tsv' <<< "$output")" "$(printf 'both Kings on the eighth rank\t1/2-1/2')"
	run -0 --separate-stderr convert --to json <<< "$(race '1. Kg8 Kc6 1-0')"
	assert_equal "$(jq -r '[.status, .result] | @tsv' <<< "$output")" "$(printf 'a King on the eighth rank\t1-0')"
	# Black first: he wins at once.
	run -0 --separate-stderr convert --to json <<< "$(race '1. Kf6 Kb8 0-1')"
	assert_equal "$(jq -r '[.status, .result] | @tsv' <<< "$output")" "$(printf 'a King on the eighth rank\t0-1')"
	# White's arrival that Black cannot equal (position 4) wins at once.
	run -0 --separate-stderr convert --to json <<-'EOF'
	[Variant "Racing Kings"]
	[SetUp "1"]
	[FEN "8/6K1/8/1k6/8/8/8/8 w - - 0 1"]

	1. Kg8 1-0
	EOF
	assert_equal "$(jq -r '[.status, .result] | @tsv' <<< "$output")" "$(printf 'a King on the eighth rank\t1-0')"
}

@test "endings: a result the race contradicts is an error, a move after the end is refused" {
	run -1 --separate-stderr pgn-replay <<< "$(race '1. Kg8 Kb8 1-0')"
	[[ $stderr == *"result 1-0, but the game ended in both Kings on the eighth rank: expected 1/2-1/2"* ]]
	run -1 --separate-stderr pgn-replay <<< "$(race '1. Kg8 Kc6 0-1')"
	[[ $stderr == *"result 0-1, but the game ended in a King on the eighth rank: expected 1-0"* ]]
	run -1 --separate-stderr pgn-replay <<< "$(race '1. Kg8 Kc6 2. Kf7 *')"
	[[ $stderr == *"2.Kf7: move after the end of the game (a King on the eighth rank)"* ]]
	run -1 --separate-stderr pgn-replay <<< "$(race '1. Kg8 Kb8 2. Kf7 *')"
	[[ $stderr == *"2.Kf7: move after the end of the game (both Kings on the eighth rank)"* ]]
}

@test "marks: a winning move is '#', White's arrival that Black may equal and a draw are unmarked" {
	run -0 --separate-stderr convert --to pgn <<< "$(race '1. Kg8 Kc6 1-0')"
	assert_output --partial "1. Kg8 Kc6# 1-0"
	run -0 --separate-stderr convert --to pgn <<< "$(race '1. Kg8 Kb8 1/2-1/2')"
	assert_output --partial "1. Kg8 Kb8 1/2-1/2"
	run -0 --separate-stderr convert --to pgn <<< "$(race '1. Kf6 Kb8 0-1')"
	assert_output --partial "1. Kf6 Kb8# 0-1"
}

@test "a move that gives check is refused, with the reason" {
	run -1 --separate-stderr pgn-replay <<-'EOF'
	[Variant "Racing Kings"]

	1. Kh3 Ka3 2. Rg3 *
	EOF
	[[ $stderr == *"2.Rg3: the rook on g2 to g3 would give check: in Racing Kings no move may"* ]]
	# The start's 21 moves (python-chess's figure): standard chess has 23.
	run -0 movegen -V racing-kings --perft 1 <<< "$RK_START"
	assert_output 21
	run -0 movegen -V chess --perft 1 <<< "$RK_START"
	assert_output 23
}

@test "positions: a King in check, pawns, castling rights, Black on the eighth rank to move are errors" {
	run -1 --separate-stderr afen-validate -V racing-kings <<< '8/8/8/8/8/8/8/KR5k b - - 0 1'
	assert_equal "$stderr" "afen-validate: <stdin>:1:18: Black's King on h1 is in check: in Racing Kings no move may give check"
	run -1 --separate-stderr afen-validate -V racing-kings <<< '8/8/8/8/8/8/P7/K6k w - - 0 1'
	assert_equal "$stderr" "afen-validate: <stdin>:1:13: pawn on a2: Racing Kings has no pawns"
	run -1 --separate-stderr afen-validate -V racing-kings <<< '8/8/2k5/8/8/8/8/4K2R w K - 0 1'
	assert_equal "$stderr" "afen-validate: <stdin>:1:24: castling rights: Racing Kings has no castling"
	run -1 --separate-stderr afen-validate -V racing-kings <<< '1k6/8/8/8/8/8/6K1/8 b - - 0 1'
	assert_equal "$stderr" "afen-validate: <stdin>:1:2: Black's King is on the eighth rank with Black to move: its arrival ended the game with White to move"
	# White's there with Black to move, or either with White to move, is
	# a game at or near its end, not an error.
	run -0 --separate-stderr afen-validate -V racing-kings <<-'EOF'
	6K1/1k6/8/8/8/8/8/8 b - - 0 1
	1k6/8/8/8/8/8/6K1/8 w - - 0 1
	1k4K1/8/8/8/8/8/8/8 w - - 0 1
	EOF
	assert_equal "$stderr" ""
	# The start is the variant's own.
	run -0 --separate-stderr convert --to json <<-'EOF'
	[Variant "Racing Kings"]

	1. Kh3 *
	EOF
	assert_equal "$(jq -r '.moves[0].afen' <<< "$output")" "8/8/8/8/8/7K/krbnNBR1/qrbnNBRQ b - - 1 1"
}

@test "-V names: racing-kings, Racing Kings, racingkings" {
	for n in racing-kings "Racing Kings" racingkings RacingKings; do
		run -0 --separate-stderr movegen -V "$n" --perft 2 <<< "$RK_START"
		assert_output 421
	done
}
