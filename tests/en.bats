#!/usr/bin/env bats
# EN Chess (../shared/spec/en-chess.md): the perft table and the cases 1-7
# of its section 12, the example of 4.6 and the EN-FEN of section 9,
# through the tools.  Every expected value is the spec's, or derived from
# its rules in the comment above the test (squares listed, counts added
# up); none was copied from the program's output.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup en
	tc_load en
	START='a/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/A w KQkq - 0 1'
	ROW2='1/3r4/7k/3p4/8/3Q1b2/4A3/8/K7/1 w - - 0 1'
	ROW3='n/4P3/3P4/8/8/8/8/8/K6k/1 w - - 0 1'
	ROW4='1/7K/8/8/8/8/2k5/1q6/K7/1 w - - 0 1'
	CASE5='1/R6k/R7/3k4/8/8/3K4/7r/K6r/1 w - - 0 1'
	# Spec 4.6, the README's screenshot.
	P46='a/r2qk2r/ppp1ppbp/2n2np1/3p1b2/3P4/QAP5/PP2PPPP/RNB1KBNR/1 w KQkq - 0 1'
}

# The moves of POSITION whose text starts with PREFIX, check marks
# removed (the spec's lists have none), sorted, on one line.
moves_of() {	# moves_of POSITION PREFIX
	moves "$1" | tr ' ' '\n' | grep "^$2" | sed 's/[+#]$//' | sort |
	    paste -sd ' ' -
}

# invalid AFEN [COL WORDS]...: afen-validate -V en -e AFEN exits 1,
# writes nothing on standard output and, on standard error, one
# diagnostic per COL/WORDS pair, in order, each "afen-validate:
# <arg>:1:COL: " followed by a message that contains WORDS.
invalid() {
	local afen=$1 k
	shift
	run -1 --separate-stderr afen-validate -V en -e "$afen"
	k=0
	assert_equal "$output" ""
	assert_equal "${#stderr_lines[@]}" $(($# / 2))
	while [ $# -gt 0 ]; do
		[[ ${stderr_lines[$k]} == "afen-validate: <arg>:1:$1: "*"$2"* ]] ||
		    fail "diagnostic $((k + 1)): expected column $1 and '$2', got: ${stderr_lines[$k]}"
		k=$((k + 1))
		shift 2
	done
}

# ---------------------------------------------------------------------
# Section 12: perft

@test "12: perft of the four positions to depth 3 (21/441/10334, 40/587/20726, 17/99/1508, 1/24/62)" {
	TC_DATA=$SHARED
	tc_load perft
	# tests/data/en/perft.epd holds the table's figures as ;Dn opcodes.
	PERFT_VARIANT=en perft_check 3 "$DATA/perft.epd"
	PERFT_VARIANT=en perft_check 1 "$DATA/perft.epd"
}

@test "12: without -V a 10-row position is read as EN, one position per argument" {
	run -0 --separate-stderr movegen --perft 3 "$START" "$ROW2" "$ROW3" "$ROW4"
	assert_output "10334
20726
1508
62"
	assert_equal "$stderr" ""
	run -0 movegen --perft 2 "$ROW4"
	assert_output 24
	# A wrong ;Dn is caught.
	run -1 --separate-stderr movegen --perft 2 -i /dev/stdin <<< "${ROW4% 0 1} ;D2 25"
	[[ $stderr == *"perft 2 is 24, expected 25"* ]] || fail "$stderr"
}

# ---------------------------------------------------------------------
# Section 12: cases 1-7

# Case 1.  The 20 chess moves (16 pawn moves, 4 knight moves) and the
# swap of the King e1 with the Auror x0.  Nothing else moves: the Auror
# x0's one steps (d1 e1) and leaps (c1 d2 e2 f1) are all occupied; the
# queen d1, Penetrating beside x0, is walled in by its own pieces.
@test "12.1: the start has the 20 chess moves plus K~x0 (e1x0)" {
	run -0 moves "$START"
	assert_output "K~x0 Na3 Nc3 Nf3 Nh3 a3 a4 b3 b4 c3 c4 d3 d4 e3 e4 f3 f4 g3 g4 h3 h4"
	run -0 moves "$START" --format uci
	assert_output "a2a3 a2a4 b1a3 b1c3 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e1x0 e2e3 e2e4 f2f3 f2f4 g1f3 g1h3 g2g3 g2g4 h2h3 h2h4"
	run -0 moves "$START" --format lan
	[[ " $output " == *" Ke1~x0 "* ]] || fail "$output"
	# Black's side mirrors it: K~x9 (e8x9).
	run -0 moves "${START/ w / b }" --format uci
	[[ " $output " == *" e8x9 "* ]] || fail "$output"
	run -0 movegen -V en --count "$START"
	assert_output 21
}

# Case 2.  The queen d4 (Auror e3 beside it: Penetration) has the
# spec's 23 moves.  Besides: the King a1 a2 b1 b2 (3); the Auror e3 one
# step to d2 d3 e2 e4 f2 f3 (d4 own, f4 enemy: it never captures) and
# leaps to c2 c4 d1 d5 f1 f5 g2 g4 (14).  23 + 3 + 14 = 40, the table's
# depth 1.  The swap K~e3 is illegal: the Auror leaves e3 for a1, the
# bishop f4 is no longer Stunted and its step f4-e3 reaches the King.
# Checks (Black's King h7): Qd3 and Qe4 stay beside the Auror
# (Penetration) on the h7-b1 diagonal, open from d3 and e4; Qa7 along
# rank 7; Qg7 beside h7; Qh8 down the h-file; Qxd6-d7 along rank 7;
# Qxf4-h4 up the h-file.  No other move checks.
@test "12.2: the Penetrating queen d4 has the spec's 23 moves; 40 in all, no swap" {
	run -0 moves_of "$ROW2" Q
	assert_output "$(sorted 'Qd5 Qxd6 Qxd6-d7 Qxd6xd8 Qd3 Qd2 Qd1 Qc4 Qb4 Qa4 Qe4 Qxf4 Qxf4-g4 Qxf4-h4 Qc5 Qb6 Qa7 Qe5 Qf6 Qg7 Qh8 Qc3 Qb2')"
	run -0 moves "$ROW2"
	assert_output "$(sorted 'Qd5 Qxd6 Qxd6-d7+ Qxd6xd8 Qd3+ Qd2 Qd1 Qc4 Qb4 Qa4 Qe4+ Qxf4 Qxf4-g4 Qxf4-h4+ Qc5 Qb6 Qa7+ Qe5 Qf6 Qg7+ Qh8+ Qc3 Qb2 Ka2 Kb1 Kb2 Ad2 Ad3 Ae2 Ae4 Af2 Af3 Ac2 Ac4 Ad1 Ad5 Af1 Af5 Ag2 Ag4')"
	[[ " $output " != *" K~e3 "* ]]
	run -0 movegen -V en --format uci "$ROW2"
	[[ " $output " == *" d4d8 "* && " $output " == *" d4h4 "* ]] || fail "$output"
}

@test "12.2: with Black to move the Stunted bishop f4 has only Be5 Bg5 Bg3 Bxe3" {
	run -0 moves_of "${ROW2/ w / b }" B
	assert_output "$(sorted 'Be5 Bg5 Bg3 Bxe3')"
}

# Case 3.  The spec's 17 moves; none checks the King h1 (the new pieces
# on d8, e8 or x9 reach neither rank 1 at h1 nor the h-file).
@test "12.3: the 17 moves of row 3, exactly, in SAN, UCI and LAN" {
	run -0 moves "$ROW3"
	assert_output "$(sorted 'Ka2 Kb1 Kb2 d8 d8=K d8=A e8=K e8=A e8=Q e8=R e8=B e8=N exx9=K exx9=A exx9=Q exx9=B exx9=N')"
	run -0 moves "$ROW3" --format uci
	assert_output "$(sorted 'a1a2 a1b1 a1b2 d7d8 d7d8k d7d8a e8e8k e8e8a e8e8q e8e8r e8e8b e8e8n e8x9k e8x9a e8x9q e8x9b e8x9n')"
	run -0 moves "$ROW3" --format lan
	assert_output "$(sorted 'Ka1-a2 Ka1-b1 Ka1-b2 d7-d8 d7-d8=K d7-d8=A e8=K e8=A e8=Q e8=R e8=B e8=N e8xx9=K e8xx9=A e8xx9=Q e8xx9=B e8xx9=N')"
}

# Case 4.  White: only the lost turn.  Black: the queen b2 (Normal) has
# b3-b8 (6), b1, a2, a3, c1, xa1 and c2-h2 (6): 17; the King c3 b3 b4
# c2 c4 d2 d3 d4 (7): 24.  After any of them but Qxa1 the queen b2 still
# checks a1 (+); Qa2 Qa3 Qb1 Qc1 check a1 from their squares, Qb8 and
# Qh2 check h8 along rank 8 and the h-file; Qxa1 takes the King, and
# the a1-h8 diagonal stops at c3: no check.  Then White's King h8 moves
# to g7 g8 h7.
@test "12.4: White's only move is --, Black's 24 replies include Qxa1, then White plays on with h8" {
	run -0 moves "$ROW4"
	assert_equal "$output" "--"
	run -0 moves "$ROW4" --format uci
	assert_output "0000"
	run -0 moves "${ROW4/ w / b }"
	assert_output "$(sorted 'Kb3+ Kb4+ Kc2+ Kc4+ Kd2+ Kd3+ Kd4+ Qa2+ Qa3+ Qb1+ Qb3 Qb4 Qb5 Qb6 Qb7 Qb8+ Qc1+ Qc2 Qd2 Qe2 Qf2 Qg2 Qh2+ Qxa1')"
	# 1.-- Qxa1: White to move with the King h8 alone.
	run -0 moves '1/7K/8/8/8/8/2k5/8/q7/1 w - - 1 2'
	assert_output "Kg7 Kg8 Kh7"
	# Halfmove: -- adds 1, Qxa1 resets, Kg8 adds 1; fullmove 2.
	game "$ROW4" '1. -- Qxa1 2. Kg8 *'
	run -0 pgn-replay -q --strict --emit final g.pgn
	assert_output '1/6K1/8/8/8/8/2k5/8/q7/1 b - - 1 2'
}

# Case 5.  White: the King a1 is checked along rank 1 by h1; a2 b1 b2
# are on rank 1 or 2 (the rook h2); the rooks a7 a8 cannot block b1-g1
# or take h1; the King d3 is not in check (d5 is two squares away) but
# no move of it helps a1: lost turn.  Black: the King h8 is checked along
# rank 8 by a8; g8 (rank 8), g7 h7 (rank 7, rook a7) are covered;
# nothing blocks b8-g8 (the h-rooks cannot reach rank 8); Rxa1 takes a
# King but leaves h8 in check (c' = c = 1); the King d5 is not in check
# and moving it does not help: Black would lose its turn too.
@test "12.5: both sides would lose their turn: 1. -- 1/2-1/2 is a double pass" {
	run -0 moves "$CASE5"
	assert_equal "$output" "--"
	run -0 moves "${CASE5/ w / b }"
	assert_equal "$output" "--"
	run -0 movegen -V en --perft 2 "$CASE5"
	# 8.5: the node after the lost turn has no moves (double pass).
	assert_output 0
	game "$CASE5" '1. -- 1/2-1/2'
	run -0 --separate-stderr pgn-replay --strict --emit final g.pgn
	assert_output '1/R6k/R7/3k4/8/8/3K4/7r/K6r/1 b - - 1 1'
	run -0 pgn-replay --json g.pgn
	[[ $output == *'"result": "1/2-1/2", "status": "a double pass (neither player can move)"'* ]] ||
	    fail "$output"
	# A wrong result is an error.
	game "$CASE5" '1. -- 1-0'
	run -1 --separate-stderr pgn-replay g.pgn
	[[ ${stderr_lines[0]} == "pgn-replay: g.pgn:5:7: "*"1-0"*"double pass"* ]] ||
	    fail "$stderr"
	# 10.4: the second lost turn is not written: the game has ended.
	game "$CASE5" '1. -- -- 1/2-1/2'
	run -1 --separate-stderr pgn-replay g.pgn
	[[ $stderr == *"g.pgn:5:7: game 1: 1...--: "*"ended"* ]] || fail "$stderr"
}

# Case 6.  Rays 1.2: a5-b6-c7-d8-x9 ends on x9 (not e8); a5-b4-c3-d2-e1
# ends on e1 (e1-x0 belongs to the ray from h4).  From x9 the two rays
# that leave it: d8 c7 b6 a5 and e8 f7 g6 h5.  The King a1 adds a2 b1 b2.
@test "12.6: a bishop a5 reaches x9 but not e8; from x9 it reaches both colours" {
	run -0 moves_of '1/8/8/8/B7/8/8/8/K6k/1 w - - 0 1' B
	assert_output "$(sorted 'Bb6 Bc7 Bd8 Bx9 Bb4 Bc3 Bd2 Be1')"
	run -0 moves_of 'B/8/8/8/8/8/8/8/K6k/1 w - - 0 1' B
	assert_output "$(sorted 'Bd8 Bc7 Bb6 Ba5 Be8 Bf7 Bg6 Bh5')"
	run -0 moves 'B/8/8/8/8/8/8/8/K6k/1 w - - 0 1' --format uci
	[[ " $output " == *" x9h5 "* && " $output " == *" x9a5 "* ]] || fail "$output"
}

# Case 7.  4.6's queen a3 takes e7 and may pass over it to f8, so f8 is
# attacked (7.1): Kf8 and O-O (the King crosses f8) are illegal.  The
# same position without the Auror b3: the queen is Normal, its diagonal
# stops at e7, and both become legal (e8 f8 g8 are not attacked
# otherwise: the bishop f1 is shut by e2, nothing else reaches them).
@test "12.7: with Black to move O-O and Kf8 are illegal, and the messages say why" {
	B46=${P46/ w / b }
	run -0 moves "$B46"
	[[ " $output " != *" O-O "* && " $output " != *" Kf8 "* ]] || fail "$output"
	run -0 moves "${B46/QAP5/Q1P5}"
	[[ " $output " == *" O-O "* && " $output " == *" Kf8 "* ]] || fail "$output"
	game "$B46" '1... O-O *'
	run -1 --separate-stderr pgn-replay g.pgn
	[[ ${stderr_lines[0]} == "pgn-replay: g.pgn:5:6: game 1: 1...O-O: Black may not castle kingside: the king would cross f8, which White's queen on a3 attacks" ]] ||
	    fail "$stderr"
	game "$B46" '1... Kf8 *'
	run -1 --separate-stderr pgn-replay g.pgn
	assert_equal "${stderr_lines[0]}" "pgn-replay: g.pgn:5:6: game 1: 1...Kf8: the black king cannot go to f8: it would be in check"
}

# 4.6: the queen a3 (Auror b3 beside it): a-file a4 a5 a6, xa7, then
# passing over a7 xa8 (the rook; nothing beyond); a3-f8 diagonal b4 c5
# d6, xe7, then passing over e7 to f8 (empty).  b3 (own Auror) and b2
# (own pawn) shut the other two lines.
@test "4.6: the README's queen a3 has Qa4 Qa5 Qa6 Qxa7 Qxa7xa8 Qb4 Qc5 Qd6 Qxe7 Qxe7-f8" {
	run -0 moves_of "$P46" Q
	assert_output "$(sorted 'Qa4 Qa5 Qa6 Qxa7 Qxa7xa8 Qb4 Qc5 Qd6 Qxe7 Qxe7-f8')"
}

# ---------------------------------------------------------------------
# Section 9: EN-FEN

@test "9: the four examples read back canonically, with or without -V en" {
	for p in "$START" \
	    'a/rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR/A b KQkq e3 0 1' \
	    'a/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQABNR/K b kq - 1 1' \
	    "$ROW3"; do
		run -0 --separate-stderr afen-validate -V en -c -e "$p"
		assert_output "$p"
		assert_equal "$stderr" ""
		run -0 afen-validate -c -e "$p"
		assert_output "$p"
	done
}

@test "9: the positions after 1.e4 and after 1.K~x0, from pgn-replay and convert" {
	game "" '1. e4 *'
	run -0 pgn-replay -q --strict --emit final g.pgn
	# 9: e.p. after every double step, here e3 though no pawn can take.
	assert_output 'a/rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR/A b KQkq e3 0 1'
	game "" '1. K~x0 *'
	run -0 pgn-replay -q --strict --emit final g.pgn
	assert_output 'a/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQABNR/K b kq - 1 1'
	# convert --to json gives the position after each ply.
	game "" '1. e4 e5 *'
	run -0 convert -q --to json g.pgn
	[[ $output == *'"ply": 1, "san": "e4", "uci": "e2e4", "afen": "a/rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR/A b KQkq e3 0 1"'* ]] ||
	    fail "$output"
	[[ $output == *'"ply": 2, "san": "e5", "uci": "e7e5", "afen": "a/rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR/A w KQkq e6 0 2"'* ]] ||
	    fail "$output"
}

# Columns: "1/" is 1-2, "4k3/" 3-6, each "8/" two more; a 10-row
# placement of x9 "1", "4k3", six "8" and "4K3" then x0 ends at 23.
@test "9: a side without a King" {
	# White has only the Auror on x0; Black only one on x9.
	invalid '1/4k3/8/8/8/8/8/8/8/A w - - 0 1' 1 'no white king'
	invalid 'a/8/8/8/8/8/8/8/4K3/1 w - - 0 1' 1 'no black king'
}

@test "9: a Rook or a Pawn on x0 or x9" {
	invalid 'r/4k3/8/8/8/8/8/8/4K3/1 w - - 0 1' 1 'rook on x9'
	# x0 is the 23rd character.
	invalid '1/4k3/8/8/8/8/8/8/4K3/P w - - 0 1' 23 'pawn on x0'
	invalid '1/4k3/8/8/8/8/8/8/4K3/R w - - 0 1' 23 'rook on x0'
	invalid 'p/4k3/8/8/8/8/8/8/4K3/1 w - - 0 1' 1 'pawn on x9'
	# Knights, bishops, queens, Kings and Aurors may stand there.
	run -0 afen-validate -V en -e 'n/4k3/8/8/8/8/8/8/4K3/B w - - 0 1' \
	    -e 'q/4k3/8/8/8/8/8/8/3K4/A w - - 0 1' -e 'k/8/8/8/8/8/8/8/8/K w - - 0 1'
}

@test "9: a White pawn on rank 1 or a Black one on rank 8 is an error; the waiting pawns are not" {
	# "P3K3" starts at column 19.
	invalid '1/4k3/8/8/8/8/8/8/P3K3/1 w - - 0 1' 19 'pawn on a1'
	invalid '1/p3k3/8/8/8/8/8/8/4K3/1 w - - 0 1' 3 'pawn on a8'
	run -0 afen-validate -V en -e '1/P3k3/8/8/8/8/8/8/4K3/1 w - - 0 1' \
	    -e '1/4k3/8/8/8/8/8/8/p3K3/1 w - - 0 1'
}

# The side to move is the first character after the placement: column
# 24 after "1/k6R/8/8/8/8/8/8/K7/1" (22 characters), 25 with "K6k".
@test "9: every King of the side not to move in check is an error; some of them is not" {
	# One Black King a8, checked along rank 8 by the rook h8.
	invalid '1/k6R/8/8/8/8/8/8/K7/1 w - - 0 1' 24 'in check'
	# Two Black Kings a8 and h1: the rook h8 checks both (rank 8, h-file).
	invalid '1/k6R/8/8/8/8/8/8/K6k/1 w - - 0 1' 25 'in check'
	# The same with a White pawn h2 shutting the h-file: h1 is not in
	# check, a8 is: valid (7.2, 8.1).
	run -0 --separate-stderr afen-validate -V en -e '1/k6R/8/8/8/8/8/7P/K6k/1 w - - 0 1'
	assert_equal "$stderr" ""
}

@test "9: a castling right without its King on e1/e8 or its Rook on the corner" {
	# "1/r3k2r/" 1-8, six "8/" 9-20, "R2K3R/" 21-26, "1" 27, side 29,
	# castling 31-34.
	invalid '1/r3k2r/8/8/8/8/8/8/R2K3R/1 w KQkq - 0 1' \
	    31 "castling right 'K' without a white king on e1" \
	    32 "castling right 'Q' without a white king on e1"
	# "r3k3/" is one character shorter: castling 30-33, k at 32.
	invalid '1/r3k3/8/8/8/8/8/8/R3K2R/1 w KQkq - 0 1' \
	    32 "castling right 'k' without a black rook on h8"
	# After 1.K~x0 the King is on x0: the rights KQ cannot stand.  The
	# placement is 47 characters; castling 51-54.
	invalid 'a/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQABNR/K b KQkq - 1 1' \
	    51 "castling right 'K' without a white king on e1" \
	    52 "castling right 'Q' without a white king on e1"
	run -0 afen-validate -V en -e '1/r3k2r/8/8/8/8/8/8/R3K2R/1 w KQkq - 0 1'
}

# "1/4k3/8/8/3pP3/8/8/8/4K3/1" is 26 characters: side 28, castling 30,
# e.p. 32.  A rank of 4 characters for "3pP3/" (5) moves it to 31; one
# of 4 for an "8/" (2) moves it to 34.
@test "9: an e.p. square on the wrong rank, not empty, behind an occupied square or without the pawn" {
	run -0 afen-validate -V en -e '1/4k3/8/8/3pP3/8/8/8/4K3/1 w - d6 0 1' \
	    -e '1/4k3/8/8/8/3Pp3/8/8/4K3/1 b - d3 0 1'
	invalid '1/4k3/8/8/3pP3/8/8/8/4K3/1 w - d3 0 1' 32 'd3 with white to move'
	invalid '1/4k3/8/8/8/8/8/8/4K3/1 b - d6 0 1' 29 'd6 with black to move'
	invalid '1/4k3/8/3n4/3pP3/8/8/8/4K3/1 w - d6 0 1' 34 'd6 is not empty'
	invalid '1/4k3/3n4/8/3pP3/8/8/8/4K3/1 w - d6 0 1' 34 'd7 occupied'
	invalid '1/4k3/8/8/4P3/8/8/8/4K3/1 w - d6 0 1' 31 'without a black pawn on d5'
}

@test "9: syntax: 9 or 11 rows, an x row of two squares, 'A' outside EN" {
	# 9 rows end at column 21; the diagnostic is at the space after.
	invalid '1/4k3/8/8/8/8/8/8/4K3 w - - 0 1' 22 '9 rows'
	# The tenth '/' is column 24.
	invalid '1/4k3/8/8/8/8/8/8/4K3/1/1 w - - 0 1' 24 'more than 10 rows'
	invalid 'aa/4k3/8/8/8/8/8/8/4K3/1 w - - 0 1' 2 'row x9 has more than 1 square'
	invalid '1/4k3/8/8/8/8/8/8/4K3/2 w - - 0 1' 23 'row x0 has more than 1 square'
	invalid '1/4k3/8/8/44/8/8/8/4K3/1 w - - 0 1' 12 "'44'"
	# 'A' (column 17) is no chess piece; in EN it is an Auror.
	run -1 --separate-stderr afen-validate -V chess -e '4k3/8/8/8/8/8/8/A3K3 w - - 0 1'
	[[ $stderr == "afen-validate: <arg>:1:17: unexpected 'A'"* ]] || fail "$stderr"
	run -1 --separate-stderr afen-validate -e '4k3/8/8/8/8/8/8/A3K3 w - - 0 1'
	[[ $stderr == "afen-validate: <arg>:1:17: unexpected 'A'"* ]] || fail "$stderr"
	run -0 afen-validate -V en -c -e '1/4k3/8/8/8/8/8/8/A3K3/1 w - - 0 1'
	assert_output '1/4k3/8/8/8/8/8/8/A3K3/1 w - - 0 1'
}
