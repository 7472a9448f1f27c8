#!/usr/bin/env bats
# EN Chess rules (../shared/spec/en-chess.md sections 1-8), one small
# position or game each.  The expected moves, positions and statuses are
# derived by hand in the comment above each test; none was copied from
# the program's output.  Move lists are compared sorted (C locale) and
# carry the check marks derived (+: afterwards some opposing King is in
# check, 10.1.8).

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup en
	tc_load en
	# Messages name g.pgn as given: the games are written and read here.
	cd "$T" || return 1
}

# ---------------------------------------------------------------------
# Geometry (1) and modes (4)

# 1.2, 1.3: a5 is a dark square (a=1, 1+5 even).  1.Bx9 along
# a5-b6-c7-d8-x9; Black's King h1-g2; 2.Bh5 along x9-e8-f7-g6-h5, h5
# light (8+5 odd).  hm 1, 2, 3; fullmove 2, Black to move.  With a Black
# piece on x9 the bishop takes it: Bxx9 (10.1.2).
@test "1.3: a bishop changes square colour through x9" {
	run -0 final '1/8/8/8/B7/8/8/8/K6k/1 w - - 0 1' '1. Bx9 Kg2 2. Bh5 *'
	assert_output '1/8/8/8/7B/8/8/6k1/K7/1 b - - 3 2'
	run -0 moves 'n/8/8/8/B7/8/8/8/K6k/1 w - - 0 1'
	[[ " $output " == *" Bxx9 "* && " $output " != *" Bx9 "* ]] || fail "$output"
}

# 4.4: a bishop on e8 with a Black Auror on f8 beside it (none of its
# own): Stunted, one diagonal step: d7, f7, and from e8 the step into x9.
# The King a1 adds a2 b1 b2.  No check: from d7 or x9 (Normal again)
# its lines miss h1, on f7 it is still Stunted.
@test "4.4: a Stunted bishop on e8 steps into x9" {
	run -0 moves '1/4Ba2/8/8/8/8/8/8/K6k/1 w - - 0 1'
	assert_output "$(sorted 'Bd7 Bf7 Bx9 Ka2 Kb1 Kb2')"
}

# 1.2 (choice of 11): the Auror x9 counts as beside d8.  The White queen
# d8 is Stunted: c8 c7 d7 e7 e8 and the diagonal step into x9, taking the
# Auror.  No check on h1 from any of them.
@test "4.1: an Auror on x9 stunts a queen on d8 across the corner" {
	run -0 moves 'a/3Q4/8/8/8/8/8/8/K6k/1 w - - 0 1'
	assert_output "$(sorted 'Ka2 Kb1 Kb2 Qc7 Qc8 Qd7 Qe7 Qe8 Qxx9')"
}

# 4.4: the queen d4, the Black Auror e5 beside it, none of its own:
# Stunted.  One step each way: c3 c4 c5 d3 d5 e3 e4 and xe5 (an Auror
# may be taken).  On e5 the queen is Normal and its diagonal e5-f6-g7-h8
# reaches the King: Qxe5+; from the other squares its lines miss h8
# (c3-d4-e5 stops at the Auror, d3's diagonal ends on h7).  King a2 b1
# b2.  A longer move is refused, saying why.
@test "4.4: a Stunted queen next to an enemy Auror moves one step only" {
	P='1/7k/8/8/4a3/3Q4/8/8/K7/1 w - - 0 1'
	run -0 moves "$P"
	assert_output "$(sorted 'Ka2 Kb1 Kb2 Qc3 Qc4 Qc5 Qd3 Qd5 Qe3 Qe4 Qxe5+')"
	refused "$P" '1. Qd6 *' 5:4 1.Qd6 stunted 'one square'
	# Still beside e5 after 1.Qd5 (and 1...Kg8), still one step.
	refused "$P" '1. Qd5 Kg8 2. Qd7 *' 5:15 2.Qd7 stunted 'one square'
}

# 4.2: White's Auror d6 stunts the Black rook e6 (steps e5 e7 f6 and
# xd6 only), which shields the King e1.  Auror moves: one step c5 c6 c7
# d5 d7 e5 e7, leaps b5 b7 c4 c8 e4 e8 f5 f7 (15).  After d5 d7 e5 e7 f5
# f7 it is still beside e6; after e4 it blocks the e-file; after the
# other 8 the rook, Normal, runs down the e-file to e1: illegal.  The
# King: d1 d2 e2 f1 f2 x0 (6).  The swap K~d6 puts the King on d6 and
# the Auror on e1: the rook, Normal, takes d6 along rank 6: illegal.
@test "4.2: an Auror that stunts an enemy rook may not leave if that exposes its King" {
	P='1/7k/8/3Ar3/8/8/8/8/4K3/1 w - - 0 1'
	run -0 moves "$P"
	assert_output "$(sorted 'Ad5 Ad7 Ae4 Ae5 Ae7 Af5 Af7 Kd1 Kd2 Ke2 Kf1 Kf2 Kx0')"
	# Refused (the message: at the end of this file).
	refused "$P" '1. Ac5 *' 5:4 1.Ac5
	refused "$P" '1. K~d6 *' 5:4 1.K~d6 d6 check
}

# 3.4: an Auror never captures, by step or leap.
@test "3.4: an Auror cannot capture" {
	refused '1/7k/8/3Ar3/8/8/8/8/4K3/1 w - - 0 1' '1. Axe6 *' 5:4 1.Axe6 auror 'never captures'
	refused '1/7k/8/3Ar3/8/8/8/8/4K3/1 w - - 0 1' '1. Ae6 *' 5:4 1.Ae6
}

# ---------------------------------------------------------------------
# Penetration (4.5) and check (7.1)

# 4.5, 7.1: 1...Af8+: the Black Auror g6 leaps to f8, beside the rook
# e8 (and nothing White beside it): Penetration.  Down the e-file e7-e3
# are empty, e2 holds the White knight, the first enemy piece: the rook
# may take it and pass over it to e1, the King: check, though one piece
# shields it.  White to move, hm 1, move 2.
# White's answers: the knight's moves c1 c3 d4 f4 g1 g3 x0 leave the
# file and the check stays (c' = c = 1); the King goes to d1 d2 f1 f2
# or x0 (no line of the rook reaches them, no orthogonal line reaches
# x0).
@test "4.5: an Auror move gives a Penetration check through one shielding piece" {
	run -0 final '1/4r1k1/6a1/8/8/8/8/4N3/4K3/1 b - - 0 1' '1... Af8+ *'
	assert_output '1/4rak1/8/8/8/8/8/4N3/4K3/1 w - - 1 2'
	run -0 moves "$output"
	assert_output "$(sorted 'Kd1 Kd2 Kf1 Kf2 Kx0')"
	refused '1/4rak1/8/8/8/8/8/4N3/4K3/1 w - - 1 2' '2. Nc3 *' 5:4 2.Nc3 check
}

# 4.5: the same with a White bishop on c5.  Two White pieces between
# rook and King stop it (it never passes a second enemy piece): Be7
# (c5-d6-e7) and Be3 (c5-d4-e3) answer the check.  Bxf8 takes the
# Auror: the rook is Normal again and the knight shields e1.  The other
# bishop moves (a7 b6 b4 a3 d6 d4 f2 g1) do neither.  Bxf8 checks
# nothing (f8-g7-h6, f8-e7: not g8).
@test "4.5: a second blocker, or taking the Auror, lifts a Penetration check" {
	run -0 moves '1/4rak1/8/8/2B5/8/8/4N3/4K3/1 w - - 0 1'
	assert_output "$(sorted 'Be3 Be7 Bxf8 Kd1 Kd2 Kf1 Kf2 Kx0')"
}

# 4.2, 4.1: the Black queen e6, its Auror f7 beside it: Penetration; it
# checks e1 through the knight e2.  White's Auror g3: Af5 puts it beside
# e6, 1 = 1, Normal: the knight shields e1 again.  Ae4 puts a second
# White piece on the file.  Its other moves (f4 g4 h4 f3 h3 f2 g2 h2,
# leaps f1 h1 h5) do neither.  The swap K~g3 (King g3, Auror e1): no
# line of the queen reaches g3.  The King: d1 d2 f1 f2 x0.  The knight's
# moves leave the file open: illegal.
@test "4.2: moving an Auror beside a Penetrating queen lifts its check" {
	run -0 moves '1/k7/5a2/4q3/8/8/6A1/4N3/4K3/1 w - - 0 1'
	assert_output "$(sorted 'Ae4 Af5 K~g3 Kd1 Kd2 Kf1 Kf2 Kx0')"
}

# 4.5, 7.3: the queen a3 (Auror b3 beside it) up the a-file: a4-a6 empty,
# xa7 (a King), passing over it xa8 (a King): both captured, Black keeps
# h8.  Black's a7 and a8 are in check, h8 is not: the position is valid
# (9).  After Qxa7xa8 the queen a8 has no Auror beside it: Normal, rank 8
# b8-g8 empty: check to h8 (+).  hm 0.  Black: g8 is on rank 8; g7 and
# h7 are free.
@test "7.3: one Penetration move captures two Kings" {
	P='1/k6k/k7/8/8/8/QA6/8/K7/1 w - - 0 1'
	run -0 moves "$P"
	[[ " $output " == *" Qxa7+ "* && " $output " == *" Qxa7xa8+ "* ]] || fail "$output"
	run -0 final "$P" '1. Qxa7xa8+ *'
	assert_output '1/Q6k/8/8/8/8/1A6/8/K7/1 b - - 0 1'
	run -0 moves "$output"
	assert_output "Kg7 Kh7"
}

# 7.1, 5.3: a waiting White pawn on d8 could take on x9 (promoting), so
# it checks a Black King there.  Black: Kxd8 (nothing guards d8) or Ke8
# (a pawn on d8 takes only onto x9).  With White to move the same
# position is invalid (9): the one Black King is in check; the side to
# move is column 24 after "k/3P4/8/8/8/8/8/8/K7/1" (22 characters).
@test "7.1: a waiting pawn on d8 checks a King on x9" {
	run -0 moves 'k/3P4/8/8/8/8/8/8/K7/1 b - - 0 1'
	assert_output "Ke8 Kxd8"
	run -1 --separate-stderr afen-validate -V en -e 'k/3P4/8/8/8/8/8/8/K7/1 w - - 0 1'
	[[ $stderr == "afen-validate: <arg>:1:24: "*"in check"* ]] || fail "$stderr"
}

# ---------------------------------------------------------------------
# Several Kings (7.2)

# 7.2 with c = 1: White Kings a1 (checked by the rook a8 down the
# a-file) and h1 (not checked).  Legal: a1 to b1 or b2 (off the file;
# a2 is on it), the rook c4 to a4 (a block).  Every move of h1 (g1 g2
# h2) leaves a1 in check: c' = 1, not less than 1.  Neither rook move
# nor King move checks e5.
@test "7.2: two Kings, one in check: a move must end that check" {
	P='1/r7/8/8/4k3/2R5/8/8/K6K/1 w - - 0 1'
	run -0 moves "$P"
	assert_output "Kb1 Kb2 Ra4"
	refused "$P" '1. Rc8 *' 5:4 1.Rc8 "leaves 1 of White's kings in check"
	# The other King's move is refused (its message: at the end).
	refused "$P" '1. Kg1 *' 5:4 1.Kg1
}

# 7.2 with c = 2: the rooks a8 and h8 check a1 and h1 down the files.
# b1 b2 (off the a-file) and g1 g2 (off the h-file) leave one King in
# check: c' = 1 < 2, legal; a2 and h2 stay on the files: c' = 2.
# 1.Kb1 Rxh1+: the rook takes the King h1 and checks b1 along rank 1
# (c1-g1 empty).  White: a1 c1 (rank 1), a2 (a-file) are covered; b2 c2
# are free.  2.Kc2: the Black King e5 covers d4-f6 only.
# hm 1, 0, 1; Black to move, move 2.
@test "7.2: two Kings, both in check: a move that ends one check is legal" {
	P='1/r6r/8/8/4k3/8/8/8/K6K/1 w - - 0 1'
	run -0 moves "$P"
	assert_output "Kb1 Kb2 Kg1 Kg2"
	refused "$P" '1. Ka2 *' 5:4 1.Ka2 check
	run -0 final "$P" '1. Kb1 Rxh1+ *'
	run -0 moves "$output"
	assert_output "Kb2 Kc2"
	run -0 final "$P" '1. Kb1 Rxh1+ 2. Kc2 *'
	assert_output '1/r7/8/8/4k3/8/8/2K5/7r/1 b - - 1 2'
}

# 3.5, 6.2: the rook e8 checks e1 down the file.  King: d1 d2 f1 f2
# and x0 (no orthogonal line reaches x0); e2 is on the file.  The swap
# K~h3: King h3, Auror e1; the rook (Normal) reaches neither h3 nor,
# through the Auror, anything.  The Auror h3 cannot reach the e-file
# (g2 g3 g4 h2 h4, leaps f2 f4 g1 g5) nor e8's side.  hm 1.
# A~e1 names the same swap from the Auror (10.1.9); h3e1 and e1h3 are
# its coordinate forms (10.3).
@test "3.5: a swap out of check" {
	P='1/k3r3/8/8/8/8/7A/8/4K3/1 w - - 0 1'
	run -0 moves "$P"
	assert_output "$(sorted 'K~h3 Kd1 Kd2 Kf1 Kf2 Kx0')"
	for m in K~h3 A~e1 e1h3 h3e1 Ke1~h3; do
		run -0 final "$P" "1. $m *"
		assert_output '1/k3r3/8/8/8/8/7K/8/4A3/1 b - - 1 1'
	done
}

# ---------------------------------------------------------------------
# Pawns and promotion (3.1, 5)

# 5.1, 5.2: 1.d8 (arrives, stays a Pawn) Kg2 2.d8=Q (in place, a later
# turn).  hm 0, 1, 0 (an in-place promotion is a pawn move, 8.4).  The
# queen d8 checks nothing: the d-file, rank 8 to a8, d8-c7-a5, d8-h4,
# d8-x9 (the knight) miss g2.
# Before 2.d8=Q White has: King a2 b1 b2 (3); each waiting pawn d8 and
# e8: in place K A Q R B N (6) and x9 captures of the knight as K A Q B
# N (5): 3 + 2 x 11 = 25, none checking g2, none moving forward.
@test "5.2: a pawn that stayed a Pawn promotes in place on a later turn" {
	P='n/4P3/3P4/8/8/8/8/8/K6k/1 w - - 0 1'
	run -0 final "$P" '1. d8 Kg2 *'
	assert_output 'n/3PP3/8/8/8/8/8/6k1/K7/1 w - - 1 2'
	run -0 moves "$output"
	assert_output "$(sorted 'Ka2 Kb1 Kb2 d8=K d8=A d8=Q d8=R d8=B d8=N dxx9=K dxx9=A dxx9=Q dxx9=B dxx9=N e8=K e8=A e8=Q e8=R e8=B e8=N exx9=K exx9=A exx9=Q exx9=B exx9=N')"
	run -0 final "$P" '1. d8 Kg2 2. d8=Q *'
	assert_output 'n/3QP3/8/8/8/8/8/6k1/K7/1 b - - 0 2'
	run -0 final "$P" '1. e8=Q *'
	assert_output 'n/4Q3/3P4/8/8/8/8/8/K6k/1 b - - 0 1'
}

# 5.3: a White Knight on x9 is White's own: the waiting pawn e8 cannot
# take it; in place it promotes to K A Q R B N.  The knight leaps to c8
# d7 e7 f8; the King a2 b1 b2.  3 + 4 + 6 = 13, none checking h1.
# The x capture of an enemy piece must promote, and not to a Rook.
@test "5.3: an x-square pawn capture takes an enemy piece only, promotes, never to a Rook" {
	run -0 moves 'N/4P3/8/8/8/8/8/8/K6k/1 w - - 0 1'
	assert_output "$(sorted 'Ka2 Kb1 Kb2 Nc8 Nd7 Ne7 Nf8 e8=K e8=A e8=Q e8=R e8=B e8=N')"
	P='n/4P3/3P4/8/8/8/8/8/K6k/1 w - - 0 1'
	# Refused (the messages: at the end of this file).
	refused "$P" '1. exx9=R *' 5:4 1.exx9=R
	refused "$P" '1. exx9 *' 5:4 1.exx9 promot
	run -0 final "$P" '1. exx9=N *'
	assert_output 'N/8/3P4/8/8/8/8/8/K6k/1 b - - 0 1'
}

# 5.3 for Black: the waiting pawn e1 takes the White knight on x0 as K A
# Q B N (5) or promotes in place (6); the King e8 goes to d7 d8 e7 f7 f8
# or x9 (6; the knight x0 reaches c1 d2 e2 f1 only): 17.  e1=Q and e1=R
# check a1 along rank 1 (d1-b1 empty); the queen on x0 (rays d1-a4,
# e1-h4) and the others do not.
@test "5.3: Black's waiting pawn on e1 takes on x0" {
	run -0 moves '1/4k3/8/8/8/8/8/8/K3p3/N b - - 0 1'
	assert_output "$(sorted 'Kd7 Kd8 Ke7 Kf7 Kf8 Kx9 e1=K e1=A e1=Q+ e1=R+ e1=B e1=N exx0=K exx0=A exx0=Q exx0=B exx0=N')"
}

# 5.1, 7.2: the pawn c7 arrives on c8 (push) or d8 (taking the rook) as
# a Pawn, a King or an Auror.  c8=K is illegal: the new King on c8 stands
# beside the rook d8, which takes along rank 8: c' = 1 > c = 0.  After
# cxd8 the rook is gone, so cxd8=K is legal.  King a2 b1 b2.  8 moves;
# c8=Q is no arrival choice.
@test "5.1: arrival choices: stay a Pawn, a King, an Auror; a King may not arrive in check" {
	P='1/3r4/2P5/8/8/8/8/8/K6k/1 w - - 0 1'
	run -0 moves "$P"
	assert_output "$(sorted 'Ka2 Kb1 Kb2 c8 c8=A cxd8 cxd8=K cxd8=A')"
	refused "$P" '1. c8=Q *' 5:4 1.c8=Q
	refused "$P" '1. c8=K *' 5:4 1.c8=K
	run -0 final "$P" '1. cxd8=A *'
	assert_output '1/3A4/8/8/8/8/8/8/K6k/1 b - - 0 1'
}

# 3.1: classic en passant.  1.e4 (e2-e4 past e3: e.p. e3) dxe3: the
# Black pawn d4 takes the pawn e4 and lands on e3; from e3 it takes on
# d2 and f2, not e1: no check.  hm 0, move 2, White to move.
@test "3.1: en passant, both colours" {
	run -0 final '1/4k3/8/8/8/3p4/8/4P3/4K3/1 w - - 0 1' '1. e4 dxe3 *'
	assert_output '1/4k3/8/8/8/8/4p3/8/4K3/1 w - - 0 2'
	run -0 moves '1/4k3/8/8/3pP3/8/8/8/4K3/1 w - d6 0 1'
	[[ " $output " == *" exd6 "* ]] || fail "$output"
}

# ---------------------------------------------------------------------
# Castling (6)

# 6.2: a swap is a King move: 4.K~x0 costs White KQ for good; 5.K~e1
# brings the King back, f1 and g1 are empty, but 6.O-O is refused.
# Black castled on move 4 (e8-g8, h8-f8; f8 g8 empty; nothing White
# reaches e8 f8 g8).  Final before 6.O-O, hm: 1 2 0 0 1 2 3 4 5 6.
@test "6.2: castling rights are lost by a swap and stay lost" {
	G='1. Nf3 Nf6 2. g3 g6 3. Bg2 Bg7 4. K~x0 O-O 5. K~e1 Nc6'
	run -0 final "" "$G *"
	assert_output 'a/r1bq1rk1/ppppppbp/2n2np1/8/8/5NP1/PPPPPPBP/RNBQK2R/A w - - 6 6'
	run -0 moves "$output"
	[[ " $output " != *" O-O "* && " $output " == *" K~x0 "* ]] || fail "$output"
	refused "" "$G 6. O-O *" 3:59 6.O-O 'kingside right is gone' \
	    'the king moved at 4.K~x0'
}

# ---------------------------------------------------------------------
# End of the game (8)

# 8.1 checkmate with two Kings: 1.Re8 (e2-e8, e3-e7 empty) checks a8
# (b8-d8) and h8 (f8 g8).  a7 b7 g7 h7 are on rank 7 (the rook d7), b8
# and g8 on rank 8: no King moves; nothing else Black: all Kings in
# check, no move: checkmate, 1-0.  hm 1.
@test "8.1: checkmate of two Kings" {
	P='1/k6k/3R4/8/8/8/8/4R3/K7/1 w - - 0 1'
	run -0 final "$P" '1. Re8# 1-0'
	assert_output '1/k3R2k/3R4/8/8/8/8/8/K7/1 b - - 1 1'
	run -0 pgn-replay --json g.pgn
	[[ $output == *'"result": "1-0", "status": "checkmate"'* ]] || fail "$output"
	game "$P" '1. Re8 *'
	# A move list starts with the start position the game has.
	run -0 convert -q --to san g.pgn
	assert_output "[FEN \"$P\"] Re8#"
	# A wrong result is an error, at the result (column 9).
	game "$P" '1. Re8# 1/2-1/2'
	run -1 --separate-stderr pgn-replay g.pgn
	[[ ${stderr_lines[0]} == "pgn-replay: g.pgn:5:9: game 1: result 1/2-1/2, "*checkmate* ]] ||
	    fail "$stderr"
}

# 8.1 partial checkmate: 1.Rh1 (b1-h1) checks h8 up the h-file; g8 and g7
# are the King f7's, h7 the rook's.  Black's other King a4 is free but
# moving it leaves h8 in check: no legal move, not all Kings in check:
# Black loses its turn ('--').  Not mate: the mark is '+'.  2.Rxh8 takes
# that King; Black plays on with a4.  hm 1, 2, 0; move 2, Black to move.
@test "8.1: partial checkmate: the lost turn, then the game goes on" {
	P='1/7k/5K2/8/8/k7/8/8/1R6/1 w - - 0 1'
	run -0 final "$P" '1. Rh1 *'
	run -0 moves "$output"
	assert_equal "$output" "--"
	game "$P" '1. Rh1 -- 2. Rxh8 *'
	run -0 convert -q --to san g.pgn
	assert_output "[FEN \"$P\"] Rh1+ -- Rxh8"
	run -0 final "$P" '1. Rh1+ -- 2. Rxh8 *'
	assert_output '1/7R/5K2/8/8/k7/8/8/8/1 b - - 0 2'
	# A partial checkmate ends nothing (8.1): no end status, as for any
	# game still going on.
	run -0 pgn-replay --json g.pgn
	[[ $output == *'"result": "*", "status": ""'* ]] || fail "$output"
	# A move of the free King instead is refused (the message: at the
	# end of this file).
	refused "$P" '1. Rh1+ Ka5 *' 5:9 1...Ka5
	# The lost turn must be written (10.4): without it Rxh8 is read as
	# Black's move, and Black has no rook.
	refused "$P" '1. Rh1+ 2. Rxh8 *' 5:12 1...Rxh8
}

# 8.1 stalemate with two Kings: after 1.Qb6 the King a8's squares a7 b7
# b8 are the queen's; h8's: g8 (the pawn h7), g7 (the King h6), h7
# (guarded by h6).  No King in check: stalemate, 1/2-1/2.  Before it
# White has 26 moves: the queen b5 up b6 b7 b8 (3), down b4 b3 b2 b1
# (4), a5 (1), c5 d5 e5 f5 g5 h5 (6), a6 (1), c6 d7 e8 (3), a4 (1), c4
# d3 e2 f1 (4): 23; the King h6 to g5 g6 h5 (3; g7 touches h8); the
# pawn h7 none (h8 is occupied, g8 empty): 26.  So '--' is refused.
@test "8.1: stalemate of two Kings; a lost turn while moves exist is refused" {
	P='1/k6k/7P/7K/1Q6/8/8/8/8/1 w - - 0 1'
	run -0 final "$P" '1. Qb6 1/2-1/2'
	assert_output '1/k6k/7P/1Q5K/8/8/8/8/8/1 b - - 1 1'
	run -0 pgn-replay --json g.pgn
	[[ $output == *'"result": "1/2-1/2", "status": "stalemate"'* ]] || fail "$output"
	run -0 moves '1/k6k/7P/1Q5K/8/8/8/8/8/1 b - - 1 1'
	assert_output ""
	run -0 movegen -V en --count "$P"
	assert_output 26
	refused "$P" '1. -- *' 5:4 1.-- "a lost turn" "26 legal moves"
}

# ---------------------------------------------------------------------
# Messages that must say why (the refusals themselves are tested above)

# 7.2: after 1.Kg1 the King a1 is still in check from a8: c' = c = 1.
# g1 is not attacked (the rook a8 holds the a-file and rank 8, the King
# e5 d4-f6), so "it would be in check" names the wrong King and reason.
@test "message: another King's move that leaves the checked King in check says so" {
	refused '1/r7/8/8/4k3/2R5/8/8/K6K/1 w - - 0 1' '1. Kg1 *' 5:4 1.Kg1 \
	    "leaves 1 of White's kings in check"
	[[ ${stderr_lines[0]} != *"g1: it would be in check"* ]] ||
	    fail "g1 is not attacked: ${stderr_lines[0]}"
}

# 8.1, 7.2: after 1.Rh1+ Black's King h8 is in check and stuck; a5 is
# not attacked (the rook h1 holds rank 1 and the h-file, the King f7
# e6-g8), so 1...Ka5 fails because h8 stays in check.
@test "message: the free King's move in a partial checkmate says that the other King stays in check" {
	refused '1/7k/5K2/8/8/k7/8/8/1R6/1 w - - 0 1' '1. Rh1+ Ka5 *' 5:9 1...Ka5 \
	    "leaves 1 of Black's kings in check"
	[[ ${stderr_lines[0]} != *"a5: it would be in check"* ]] ||
	    fail "a5 is not attacked: ${stderr_lines[0]}"
}

# 5.3 and 1.4: the pawn e8 can reach x9 (exx9=K A Q B N are legal); only
# the Rook is refused, because no Rook stands on x9.
@test "message: exx9=R says that a Rook may not stand on x9" {
	refused 'n/4P3/3P4/8/8/8/8/8/K6k/1 w - - 0 1' '1. exx9=R *' 5:4 1.exx9=R
	[[ ${stderr_lines[0]} == *[Rr]ook* ]] ||
	    fail "the message does not say that no Rook may stand on x9: ${stderr_lines[0]}"
}

# 5.3: an x-square capture must promote, to K, A, Q, B or N: a message
# that lists the choices may not offer R, nor leave out K and A.
@test "message: exx9 without a promotion lists EN's choices, without a Rook" {
	refused 'n/4P3/3P4/8/8/8/8/8/K6k/1 w - - 0 1' '1. exx9 *' 5:4 1.exx9 promot
	[[ ${stderr_lines[0]} != *"=R"* ]] ||
	    fail "the message offers a Rook, which 5.3 forbids: ${stderr_lines[0]}"
}

# 5.1: c8=Q is no arrival choice (K, A, or stay a Pawn).  White's King a1
# is not in check and no move of the pawn could leave it in check; no
# Black line runs through c7 to a1, so the pawn is not pinned either.
@test "message: c8=Q on arrival is refused for the arrival choices, not for a check or a pin" {
	refused '1/3r4/2P5/8/8/8/8/8/K6k/1 w - - 0 1' '1. c8=Q *' 5:4 1.c8=Q
	[[ ${stderr_lines[0]} != *check* && ${stderr_lines[0]} != *pinned* ]] ||
	    fail "the reason given is not the arrival choices: ${stderr_lines[0]}"
}

# 5.1, 7.2: c8=K is refused because the new King on c8 stands beside the
# rook d8 (c' = 1 > c = 0).  The pawn c7 is not pinned (no Black line
# runs through c7 to the King a1).
@test "message: c8=K says that the new King would be in check" {
	refused '1/3r4/2P5/8/8/8/8/8/K6k/1 w - - 0 1' '1. c8=K *' 5:4 1.c8=K check
	[[ ${stderr_lines[0]} != *pinned* ]] ||
	    fail "the pawn c7 is not pinned: ${stderr_lines[0]}"
}

# 4.2: 1.Ac5 takes the Auror away from the rook e6, which becomes Normal
# and reaches e1 down the file: the King would be in check.  The Auror
# is on no line between the rook and the King (d6 is off the e-file) and
# may go to d5 d7 e4 e5 e7 f5 f7: it is not pinned.
@test "message: an Auror move that un-stunts a rook onto its King says the King would be in check" {
	refused '1/7k/8/3Ar3/8/8/8/8/4K3/1 w - - 0 1' '1. Ac5 *' 5:4 1.Ac5 check
	[[ ${stderr_lines[0]} != *pinned* ]] ||
	    fail "the Auror d6 is not pinned: ${stderr_lines[0]}"
}
