#!/usr/bin/env bats
# King of the Hill (lichess's rules): lib/variants/koth.c, built on
# standard chess.  Expected values come from outside turncoat: Debian's
# Fairy-Stockfish (UCI_Variant kingofthehill) and the 56 King of the
# Hill games of lichess's export; python-chess has no perft file for
# it.  Fairy-Stockfish is required (CI installs it): without it the
# tests fail, they do not skip.

bats_require_minimum_version 1.5.0

load helpers/setup

START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'

setup() {
	lichess_setup
}

# The start, then every position of the 56 games, from convert's JSON.
game_fens() {
	lichess_games "King of the Hill" > "$BATS_TEST_TMPDIR/koth.pgn"
	printf '%s\n' "$START"
	convert --to json "$BATS_TEST_TMPDIR/koth.pgn" | jq -r '.moves[].afen'
}

# divide_vs_fairy DEPTH FENS [VARIANT]: movegen -V VARIANT (default
# king-of-the-hill) --divide against Fairy-Stockfish's go perft in King
# of the Hill, position by position and move by move.
divide_vs_fairy() {
	fairy_divide "UCI_Variant value kingofthehill" "${3:-king-of-the-hill}" "$1" "$2"
}

@test "divide 2 agrees with Fairy-Stockfish on the start and every position of the 56 lichess games" {
	game_fens > "$BATS_TEST_TMPDIR/fens"
	# The start and 2663 plies.
	run -0 wc -l < "$BATS_TEST_TMPDIR/fens"
	assert_output 2664
	# 33 games end on the hill: a King on d4, e4, d5 or e5.
	run -0 awk '{ split($1, row, "/")
		for (r = 4; r <= 5; r++) {
			s = row[r]
			for (n = 1; n <= 8; n++)
				gsub(n, substr("........", 1, n), s)
			if (substr(s, 4, 2) ~ /[kK]/)
				hill++
		} } END { print hill }' "$BATS_TEST_TMPDIR/fens"
	assert_output 33
	divide_vs_fairy 2 "$BATS_TEST_TMPDIR/fens"
}

@test "the comparison with Fairy-Stockfish can fail: standard chess's moves on the hill" {
	# White's King on c3 can step onto d4 (Black's on h8 has 3 moves):
	# standard chess counts 8 x 3 = 24 at depth 2, King of the Hill 7 x 3
	# = 21, for d4 ends the game.
	printf '%s\n' '7k/8/8/8/8/2K5/8/8 w - - 0 1' > "$BATS_TEST_TMPDIR/fens"
	divide_vs_fairy 2 "$BATS_TEST_TMPDIR/fens"
	run ! divide_vs_fairy 2 "$BATS_TEST_TMPDIR/fens" chess
	assert_output --partial "c3d4: 3"
}

@test "perft: hand-made positions, their counts derived by hand (Fairy-Stockfish agrees)" {
	# 1. White K c3, Black K h8.  The White King has 8 moves (b2 b3 b4
	#    c2 c4 d2 d3 d4); d4 is on the hill and ends the game, so the 7
	#    others are each answered by Black's 3 (g7 g8 h7): 21, not 24.
	#    Depth 3 is Fairy-Stockfish's 168.
	# 2. As 1 with a Black Rook on d8: d2, d3 and d4 are attacked, so the
	#    King has 5 moves; the hill is reached by legal moves only.
	# 3. Black K c6, White K a1, Black to move: as 1 mirrored, d5 wins
	#    for Black: 8 moves, 7 x 3 = 21.
	# 4. White K c4, Black pawn d5 (unguarded), Black K h8: 8 moves (b3
	#    b4 b5 c3 c5 d3 d4 Kxd5), two onto the hill, and the 6 others each
	#    answered by 4 (the King's 3 and d5-d4): 24.
	# 5. White's King already on d5, Black to move: the game is over,
	#    no moves (standard chess: 3).
	# 6. White K d3 and R d1, Black K d8: the Rook has 8 moves, the King
	#    8 (c2 d2 e2 c3 e3 c4 d4 e4); d4 and e4 end the game.  Depth 2
	#    is Fairy-Stockfish's 61 (the King's moves off the d-file check).
	cat > "$BATS_TEST_TMPDIR/hand.epd" <<-'EOF'
	7k/8/8/8/8/2K5/8/8 w - - ;D1 8 ;D2 21 ;D3 168
	3r3k/8/8/8/8/2K5/8/8 w - - ;D1 5 ;D2 80
	8/8/2k5/8/8/8/8/K7 b - - ;D1 8 ;D2 21
	7k/8/8/3p4/2K5/8/8/8 w - - ;D1 8 ;D2 24
	7k/8/8/3K4/8/8/8/8 b - - ;D1 0 ;D2 0
	3k4/8/8/8/8/3K4/8/3R4 w - - ;D1 16 ;D2 61
	EOF
	PERFT_VARIANT=king-of-the-hill perft_check_all "$BATS_TEST_TMPDIR/hand.epd"
	cut -d' ' -f1-4 "$BATS_TEST_TMPDIR/hand.epd" | sed 's/$/ 0 1/' \
	    > "$BATS_TEST_TMPDIR/fens"
	divide_vs_fairy 2 "$BATS_TEST_TMPDIR/fens"
	run -0 movegen -V chess --perft 1 <<< '7k/8/8/3K4/8/8/8/8 b - - 0 1'
	assert_output 3
}

@test "the 56 lichess games replay; 33 end on the hill and 4 in mate, as their results say" {
	lichess_games "King of the Hill" > "$BATS_TEST_TMPDIR/koth.pgn"
	run -0 grep -c '^\[Variant "King of the Hill"\]' "$BATS_TEST_TMPDIR/koth.pgn"
	assert_output 56
	run -0 --separate-stderr pgn-replay "$BATS_TEST_TMPDIR/koth.pgn"
	assert_regex "$stderr" 'pgn-replay: 56 games, 2663 plies, 0 errors, 0 warnings'
	run -0 --separate-stderr convert --to json "$BATS_TEST_TMPDIR/koth.pgn"
	assert_equal "$(jq -r .status <<< "$output" | grep -c '^a king in the center$')" 33
	assert_equal "$(jq -r .status <<< "$output" | grep -c '^checkmate$')" 4
	# Each game on the hill ends on a King's move, which won it.
	assert_equal "$(jq -r 'select(.status == "a king in the center") |
	    [.result, (.moves | length % 2), .moves[-1].san[0:1]] | @tsv' <<< "$output" |
	    awk '($1 == "1-0") != ($2 == 1) || $3 != "K"' | wc -l)" 0
}

@test "a result that the King on the hill contradicts is an error" {
	cat > "$BATS_TEST_TMPDIR/g.pgn" <<-'EOF'
	[Variant "King of the Hill"]
	[Result "0-1"]

	1. e3 e6 2. Ke2 Ke7 3. Kd3 Kd6 4. Kd4 0-1
	EOF
	run -1 --separate-stderr pgn-replay "$BATS_TEST_TMPDIR/g.pgn"
	[[ $stderr == *"result 0-1, but the game ended in a king in the center: expected 1-0"* ]]
	sed -i 's/0-1/1-0/' "$BATS_TEST_TMPDIR/g.pgn"
	run -0 --separate-stderr pgn-replay "$BATS_TEST_TMPDIR/g.pgn"
	[[ $stderr == *"1 game, 7 plies, 0 errors, 0 warnings"* ]]
}

@test "Black's King on the hill wins for Black" {
	run -0 --separate-stderr convert --to json <<-'EOF'
	[Variant "King of the Hill"]

	1. a3 e6 2. a4 Ke7 3. a5 Kd6 4. a6 Kd5 0-1
	EOF
	assert_equal "$(jq -r '[.status, .result] | @tsv' <<< "$output")" "$(printf 'a king in the center\t0-1')"
}

@test "a move after the King reaches the hill is refused" {
	cat > "$BATS_TEST_TMPDIR/g.pgn" <<-'EOF'
	[Variant "King of the Hill"]

	1. e3 e6 2. Ke2 Ke7 3. Kd3 Kd6 4. Kd4 Ke7 *
	EOF
	run -1 --separate-stderr pgn-replay "$BATS_TEST_TMPDIR/g.pgn"
	[[ $stderr == *"4...Ke7: move after the end of the game (a king in the center)"* ]]
}

@test "marks: the King's arrival on the hill is '#'; if it checks, '+' or '#' as chess has it" {
	run -0 --separate-stderr convert --to pgn <<-'EOF'
	[Variant "King of the Hill"]

	1. e3 e6 2. Ke2 Ke7 3. Kd3 Kd6 4. Kd4 1-0
	EOF
	assert_output --partial "4. Kd4# 1-0"
	# From 6 of the hand-made positions: Ke4 reaches the hill and
	# uncovers the Rook's check, which Black could escape in chess
	# (c7, e7 ...): '+', as lichess's writer marks every check that does
	# not mate (its third check in Three-check chess too).  Kc4 only
	# checks.
	run -0 --separate-stderr convert --to pgn <<-'EOF'
	[Variant "King of the Hill"]
	[SetUp "1"]
	[FEN "3k4/8/8/8/8/3K4/8/3R4 w - - 0 1"]

	1. Ke4 1-0
	EOF
	assert_output --partial "1. Ke4+ 1-0"
	run -0 --separate-stderr convert --to pgn <<-'EOF'
	[Variant "King of the Hill"]
	[SetUp "1"]
	[FEN "3k4/8/8/8/8/3K4/8/3R4 w - - 0 1"]

	1. Kc4 *
	EOF
	assert_output --partial "1. Kc4+ *"
	# White K c4, R a4, Q f5, R g1; Black K h4: a King's move off the
	# fourth rank uncovers the Rook's check, and g3, g4, g5 (Rook g1),
	# h3 and h5 (Queen) are guarded: mate.  Kd5 mates on the hill: '#';
	# Kd4 stays on the rank, wins without check: '#'.
	for mv in Kd5 Kd4; do
		run -0 --separate-stderr convert --to pgn <<-EOF
		[Variant "King of the Hill"]
		[SetUp "1"]
		[FEN "8/8/8/5Q2/R1K4k/8/8/6R1 w - - 0 1"]

		1. $mv 1-0
		EOF
		assert_output --partial "1. $mv# 1-0"
	done
	# '+' on a winning move that does not check is a wrong mark.
	run -0 --separate-stderr pgn-replay <<-'EOF'
	[Variant "King of the Hill"]

	1. e3 e6 2. Ke2 Ke7 3. Kd3 Kd6 4. Kd4+ 1-0
	EOF
	[[ $stderr == *"4.Kd4+: wrong mark '+': the move is Kd4#"* ]]
}

@test "positions: the King of the player to move on the hill, or both Kings, are errors at the King's column" {
	run -1 --separate-stderr afen-validate -V king-of-the-hill <<< '7k/8/8/3K4/8/8/8/8 w - - 0 1'
	assert_equal "$stderr" "afen-validate: <stdin>:1:9: White's King is on the hill with White to move: its arrival ended the game with Black to move"
	run -1 --separate-stderr afen-validate -V king-of-the-hill <<< '8/8/8/8/4k3/8/8/K7 b - - 0 1'
	assert_equal "$stderr" "afen-validate: <stdin>:1:10: Black's King is on the hill with Black to move: its arrival ended the game with White to move"
	run -1 --separate-stderr afen-validate -V king-of-the-hill <<< '8/8/8/3K4/4k3/8/8/8 b - - 0 1'
	[[ $stderr == *"<stdin>:1:12: both Kings are on the hill: the game ends when the first gets there"* ]]
	# The other player's King there is the end of a game, not an error.
	run -0 --separate-stderr afen-validate -V king-of-the-hill <<< '7k/8/8/3K4/8/8/8/8 b - - 0 1'
	# Standard chess has no hill.
	run -0 --separate-stderr afen-validate -V chess <<< '7k/8/8/3K4/8/8/8/8 w - - 0 1'
}

@test "no position is dead: the bare Kings still race for the hill" {
	cat > "$BATS_TEST_TMPDIR/g.pgn" <<-'EOF'
	[Variant "King of the Hill"]
	[SetUp "1"]
	[FEN "7k/8/8/8/8/8/8/K7 w - - 0 1"]

	1. Kb2 Kg7 2. Kc3 Kf6 3. Kd4 1-0
	EOF
	run -0 --separate-stderr convert --to json "$BATS_TEST_TMPDIR/g.pgn"
	assert_equal "$(jq -r '[.status, .result] | @tsv' <<< "$output")" "$(printf 'a king in the center\t1-0')"
	# In standard chess the same start is a dead position.
	sed -i '/Variant/d; s/ 3. Kd4 1-0/ */' "$BATS_TEST_TMPDIR/g.pgn"
	run -0 --separate-stderr convert --to json "$BATS_TEST_TMPDIR/g.pgn"
	assert_equal "$(jq -r .status <<< "$output")" "a dead position"
}

@test "-V names: king-of-the-hill, King of the Hill, kingofthehill, KOTH" {
	for n in king-of-the-hill "King of the Hill" kingofthehill KOTH koth; do
		run -0 --separate-stderr movegen -V "$n" --perft 2 <<< \
		    '7k/8/8/8/8/2K5/8/8 w - - 0 1'
		assert_output 21
	done
	run -0 --separate-stderr convert --to json <<-'EOF'
	[Variant "KOTH"]

	1. e3 e6 2. Ke2 Ke7 3. Kd3 Kd6 4. Kd4 1-0
	EOF
	assert_equal "$(jq -r .status <<< "$output")" "a king in the center"
}
