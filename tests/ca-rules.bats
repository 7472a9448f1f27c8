#!/usr/bin/env bats
# Complex Allegiance Chess rules (../shared/spec/complex-allegiance.md
# sections 1-4), one small position or game each.  The expected moves,
# positions and counts are derived by hand in the comment above each
# test; tests/ref/ca_ref.py (written from the spec alone) agrees with
# each; none was copied from the program's output.  Move lists are
# compared sorted (C locale).

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup ca
	tc_load ca
	# Messages name g.pgn as given: the games are written and read here.
	cd "$T" || return 1
}

# Unless said otherwise the four Kings stand on f10 (North), a6 (West),
# j5 (East) and e1 (South).  King moves: South e1 d1 d2 e2 f1 f2; West
# a6 a5 a7 b5 b6 b7; North f10 e10 e9 f9 g9 g10; East j5 i4 i5 i6 j4 j6.

# ---------------------------------------------------------------------
# En passant (3.4)

# The sw pawn d2 (South moves it; South's double-step line), West's pawn
# c4, North's pawn e4, East's pawn e2.  South: d3 d4 (d3 d4 empty),
# Kd1 Kf1 Kf2 (d2 own, e2 East's: blocked).  1. d4 (d2-d4 over d3:
# entry sd3).  West controls the sw pawn: it may not take it, so c4's
# diagonal d3 is no capture, and c4 is blocked by d4; the sw pawn, for
# West, is blocked by e4 and its diagonal south-east e3 is empty: West
# has its King's five moves only.  North's pawn e4 (diagonals d3 f3):
# exd3 en passant (the sw pawn is North's to take), e3; King five: 7.
# After 1...Kb6 2...Kf9 (hm 2) the entry still lives: East's pawn e2
# (diagonals d1 d3) takes exd3, and moves to d2; King five: 7.
EP2='x,4,nK,3,x/10/10/10/wK,9/9,eK/2,wP,1,nP,5/10/3,swP,eP,5/x,3,sK,4,x s - - 0 1'

@test "3.4: a shared pawn's double step: both non-controllers may take en passant, the other controller may not" {
	run -0 moves "$EP2"
	assert_output "$(sorted 'd3 d4 Kd1 Kf1 Kf2')"
	run -0 final "$EP2" '1. d4 *'
	assert_output 'x,4,nK,3,x/10/10/10/wK,9/9,eK/2,wP,swP,nP,5/10/4,eP,5/x,3,sK,4,x w - sd3 0 1'
	run -0 moves 'x,4,nK,3,x/10/10/10/wK,9/9,eK/2,wP,swP,nP,5/10/4,eP,5/x,3,sK,4,x w - sd3 0 1'
	assert_output "$(sorted 'Ka5 Ka7 Kb5 Kb6 Kb7')"
	run -0 final "$EP2" '1. d4 Kb6 *'
	run -0 moves "$output"
	assert_output "$(sorted 'exd3 e3 Ke10 Ke9 Kf9 Kg9 Kg10')"
	# North takes: d4 removed, North's pawn on d3; hm 0, entry gone.
	run -0 final "$EP2" '1. d4 Kb6 exd3 *'
	assert_output 'x,4,nK,3,x/10/10/10/1,wK,8/9,eK/2,wP,7/3,nP,6/4,eP,5/x,3,sK,4,x e - - 0 1'
	# East takes, two plies later: East's pawn on d3; South to move,
	# fullmove 2.
	run -0 final "$EP2" '1. d4 Kb6 Kf9 *'
	run -0 moves "$output"
	assert_output "$(sorted 'd2 exd3 Ki4 Ki5 Ki6 Kj4 Kj6')"
	run -0 final "$EP2" '1. d4 Kb6 Kf9 exd3 *'
	assert_output 'x,8,x/5,nK,4/10/10/1,wK,8/9,eK/2,wP,1,nP,5/3,eP,6/10/x,3,sK,4,x s - - 0 2'
	# West's c4xd3 is refused (line 5, column 7).
	refused "$EP2" '1. d4 cxd3 *' 5:7 1...cxd3
}

# The entry dies when its pawn leaves the landing square, even moved by
# the other controller (3.4).  The sw pawn d2, North's pawn c4
# (diagonals b3 d3).  1. d4 (sd3).  1... Kb6: North has cxd3 (en
# passant), c3 and five King moves.  1... e4 instead (West moves the sw
# pawn d4-e4; hm 0): the entry is gone, North has c3 and its King.
@test "3.4: an entry dies when the double-stepped pawn moves on, moved by its other controller" {
	P='x,4,nK,3,x/10/10/10/wK,9/9,eK/2,nP,7/10/3,swP,6/x,3,sK,4,x s - - 0 1'
	run -0 final "$P" '1. d4 Kb6 *'
	assert_output 'x,4,nK,3,x/10/10/10/1,wK,8/9,eK/2,nP,swP,6/10/10/x,3,sK,4,x n - sd3 1 1'
	run -0 moves "$output"
	assert_output "$(sorted 'c3 cxd3 Ke10 Ke9 Kf9 Kg9 Kg10')"
	run -0 final "$P" '1. d4 e4 *'
	assert_output 'x,4,nK,3,x/10/10/10/wK,9/9,eK/2,nP,1,swP,5/10/10/x,3,sK,4,x n - - 0 1'
	run -0 moves "$output"
	assert_output "$(sorted 'c3 Ke10 Ke9 Kf9 Kg9 Kg10')"
}

# Two live entries on c3: South double-steps the sw pawn c2-c4 (sc3),
# West the nw pawn b3-d3 (wc3; nothing on c3 d3).  North plays Kf9 (hm
# 1).  East's pawn d4 (diagonals c3 c5) may take both: East captures sw
# and nw.  dxc3 removes c4 and d3, both entries go; South to move, hm
# 0, fullmove 2.
@test "3.4: one capture on c3 removes both double-stepped pawns and both entries" {
	TWO='x,4,nK,3,x/10/10/10/wK,9/9,eK/3,eP,6/1,nwP,8/2,swP,7/x,3,sK,4,x s - - 0 1'
	run -0 final "$TWO" '1. c4 d3 Kf9 *'
	assert_output 'x,8,x/5,nK,4/10/10/wK,9/9,eK/2,swP,eP,6/3,nwP,6/10/x,3,sK,4,x e - sc3,wc3 1 1'
	run -0 moves "$output"
	assert_output "$(sorted 'dxc3 Ki4 Ki5 Ki6 Kj4 Kj6')"
	run -0 final "$TWO" '1. c4 d3 Kf9 dxc3 *'
	assert_output 'x,8,x/5,nK,4/10/10/wK,9/9,eK/10/2,eP,7/10/x,3,sK,4,x s - - 0 2'
}

# The same with own pawns: South c2-c4 (sc3), West b3-d3 (wc3), North's
# pawn b4 (diagonals a3 c3) takes on c3: it removes South's c4, not
# West's d3 (North may not capture West), and both entries go.  Before
# it North has b3 (b3 empty since West's pawn left), bxc3 and five King
# moves.
@test "3.4: a capture on a shared e.p. square removes only the pawns the mover may capture" {
	TWON='x,4,nK,3,x/10/10/10/wK,9/9,eK/1,nP,8/1,wP,8/2,sP,7/x,3,sK,4,x s - - 0 1'
	run -0 final "$TWON" '1. c4 d3 *'
	assert_output 'x,4,nK,3,x/10/10/10/wK,9/9,eK/1,nP,sP,7/3,wP,6/10/x,3,sK,4,x n - sc3,wc3 0 1'
	run -0 moves "$output"
	assert_output "$(sorted 'b3 bxc3 Ke10 Ke9 Kf9 Kg9 Kg10')"
	run -0 final "$TWON" '1. c4 d3 bxc3 *'
	assert_output 'x,4,nK,3,x/10/10/10/wK,9/9,eK/10/2,nP,wP,6/10/x,3,sK,4,x e - - 0 1'
}

# ---------------------------------------------------------------------
# Castling (3.5)

# Kings and Rooks alone on their start squares, all eight rights.  The
# nearer Rook is O-O (two squares between): South b1, West a9, North
# i10, East j2.
CAST='x,nR,3,nK,2,nR,x/wR,8,eR/10/10/wK,9/9,eK/10/10/wR,8,eR/x,sR,2,sK,3,sR,x s b1,i1,a2,a9,b10,i10,j2,j9 - 0 1'

@test "3.5: each player castles both ways; the King's move in UCI" {
	run -0 moves "$CAST" --format uci
	[[ " $output " == *" e1c1 "* && " $output " == *" e1g1 "* ]] || fail "$output"
	run -0 moves "$(side "$CAST" w)" --format uci
	[[ " $output " == *" a6a8 "* && " $output " == *" a6a4 "* ]] || fail "$output"
	run -0 moves "$(side "$CAST" n)" --format uci
	[[ " $output " == *" f10h10 "* && " $output " == *" f10d10 "* ]] || fail "$output"
	run -0 moves "$(side "$CAST" e)" --format uci
	[[ " $output " == *" j5j3 "* && " $output " == *" j5j7 "* ]] || fail "$output"
	for s in s w n e; do
		run -0 moves_of "$(side "$CAST" $s)" O
		assert_output "O-O O-O-O"
	done
}

# 1. O-O (Ke1-c1, Rb1-d1) O-O-O (Ka6-a4, Ra2-a5) O-O (Kf10-h10,
# Ri10-g10) O-O-O (Kj5-j7, Rj9-j6): every right gone with the King's
# move; hm 4; fullmove 2.
# 1. O-O-O (Ke1-g1, Ri1-f1) O-O (Ka6-a8, Ra9-a7) O-O-O (Kf10-d10,
# Rb10-e10) O-O (Kj5-j3, Rj2-j4).
@test "3.5: the eight castlings move King and Rook as the table says" {
	run -0 final "$CAST" '1. O-O O-O-O O-O O-O-O *'
	assert_output 'x,nR,4,nR,nK,1,x/wR,9/10/9,eK/9,eR/wR,9/wK,9/10/9,eR/x,1,sK,sR,4,sR,x s - - 4 2'
	run -0 final "$CAST" '1. O-O-O O-O O-O-O O-O *'
	assert_output 'x,2,nK,nR,3,nR,x/9,eR/wK,9/wR,9/10/10/9,eR/9,eK/wR,9/x,sR,3,sR,sK,2,x s - - 4 2'
	run -0 final "$CAST" '1. e1c1 a6a4 f10h10 j5j7 *'
	assert_output 'x,nR,4,nR,nK,1,x/wR,9/10/9,eK/9,eR/wR,9/wK,9/10/9,eR/x,1,sK,sR,4,sR,x s - - 4 2'
	run -0 convert -q --to pgn --moves lan g.pgn
	[[ $output == *"1. O-O O-O-O O-O O-O-O *"* ]] || fail "$output"
}

# Attacks do not matter: North's Rooks d7 and e7 attack d1 and e1; South
# still castles O-O (Ke1-c1 over d1, Rb1-d1); right b1 gone, hm 1.
@test "3.5: castling across and out of attacked squares" {
	AT='x,4,nK,3,x/10/10/3,nR,nR,5/wK,9/9,eK/10/10/10/x,sR,2,sK,4,x s b1 - 0 1'
	run -0 moves_of "$AT" O
	assert_output "O-O"
	run -0 final "$AT" '1. O-O *'
	assert_output 'x,4,nK,3,x/10/10/3,nR,nR,5/wK,9/9,eK/10/10/10/x,1,sK,sR,5,x w - - 1 1'
}

# Rights: Rooks b1 i1, North's Rook i5.  1. Rb2 (b1 gone, i1 left) Kb6
# Rxi1 (captures on i1: i1 gone) Kj6: no right, hm 1 (Kj6 after the
# capture), fullmove 2.  1. Ke2: both gone.  1. Kd1 ... 2. Ke1: the
# King back on e1 has lost them (a move started on e1).
@test "3.5: rights lost when the King or a Rook moves or a Rook is captured" {
	L='x,4,nK,3,x/10/10/10/wK,9/8,nR,eK/10/10/10/x,sR,2,sK,3,sR,x s b1,i1 - 0 1'
	run -0 final "$L" '1. Rb2 *'
	assert_output 'x,4,nK,3,x/10/10/10/wK,9/8,nR,eK/10/10/1,sR,8/x,3,sK,3,sR,x w i1 - 1 1'
	run -0 final "$L" '1. Rb2 Kb6 Rxi1 Kj6 *'
	assert_output 'x,4,nK,3,x/10/10/10/1,wK,7,eK/10/10/10/1,sR,8/x,3,sK,3,nR,x s - - 1 2'
	run -0 final "$L" '1. Ke2 *'
	assert_output 'x,4,nK,3,x/10/10/10/wK,9/8,nR,eK/10/10/4,sK,5/x,sR,6,sR,x w - - 1 1'
	run -0 final "$L" '1. Kd1 Kb6 Kf9 Kj6 2. Ke1 *'
	assert_output 'x,8,x/5,nK,4/10/10/1,wK,7,eK/8,nR,1/10/10/10/x,sR,2,sK,3,sR,x w - - 5 2'
	run -0 moves_of "$(side "$output" s)" O
	assert_output ""
}

# ---------------------------------------------------------------------
# Promotion (3.3)

# The sw pawn d9, moved by South: d10=Q R B N (d10 empty; its diagonal
# north-west c10 empty); King five: 9.  d10=Q makes a Queen shared by
# South and West (swQ).  West moves it as a Queen: c10 b10 (a10 does
# not exist), e10 (f10 North's King blocks West), d9-d1 (9), c9 b8 a7,
# e9 f8 g7 h6 i5 j4: 21, with its King's five: 26.  South, to move in
# the same position, may take f10: Qxf10#.
@test "3.3: a shared pawn promotes to a shared piece that moves as itself for both controllers" {
	PR='x,4,nK,3,x/3,swP,6/10/10/wK,9/9,eK/10/10/10/x,3,sK,4,x s - - 0 1'
	run -0 moves "$PR"
	assert_output "$(sorted 'd10=Q d10=R d10=B d10=N Kd1 Kd2 Ke2 Kf1 Kf2')"
	run -0 moves "$PR" --format uci
	[[ " $output " == *" d9d10q "* && " $output " == *" d9d10n "* ]] || fail "$output"
	run -0 final "$PR" '1. d10=Q *'
	Q='x,2,swQ,1,nK,3,x/10/10/10/wK,9/9,eK/10/10/10/x,3,sK,4,x w - - 0 1'
	assert_output "$Q"
	run -0 moves "$Q"
	assert_output "$(sorted 'Qc10 Qb10 Qe10 Qd9 Qd8 Qd7 Qd6 Qd5 Qd4 Qd3 Qd2 Qd1 Qc9 Qb8 Qa7 Qe9 Qf8 Qg7 Qh6 Qi5 Qj4 Ka5 Ka7 Kb5 Kb6 Kb7')"
	run -0 moves_of "$(side "$Q" s)" 'Q.*10'
	assert_output "$(sorted 'Qb10 Qc10 Qe10 Qxf10#')"
	# Through a game: 1. d10=Q (hm 0), West moves the Queen down the
	# d-file to d1 (hm 1), beside South's King e1.
	run -0 final "$PR" '1. d9d10q Qd1 *'
	assert_output 'x,4,nK,3,x/10/10/10/wK,9/9,eK/10/10/10/x,2,swQ,sK,4,x n - - 1 1'
}

# ---------------------------------------------------------------------
# Capture relation and pawn diagonals (1.5, 1.6)

# Each shared pawn on e5, and three pieces it could take, of the one
# owner both its controllers may capture (for sw: ne), on the three
# other diagonal squares.  South moves a pawn north (diagonals d6 f6),
# West east (f6 f4), North south (d4 f4), East west (d4 d6).
#   sw, South: north-west d6: e6 exd6.   sw, West: south-east f4: f5 exf4.
#   se, South: north-east f6: e6 exf6.   se, East: south-west d4: d5 exd4.
#   nw, North: south-west d4: e4 exd4.   nw, West: north-east f6: f5 exf6.
#   ne, North: south-east f4: e4 exf4.   ne, East: north-west d6: d5 exd6.
@test "1.6: each shared pawn takes only toward the other controller's home edge" {
	SW='x,4,nK,3,x/10/10/10/wK,2,neP,1,neP,4/4,swP,4,eK/5,neP,4/10/10/x,3,sK,4,x'
	SE='x,4,nK,3,x/10/10/10/wK,2,nwP,1,nwP,4/4,seP,4,eK/3,nwP,6/10/10/x,3,sK,4,x'
	NW='x,4,nK,3,x/10/10/10/wK,4,seP,4/4,nwP,4,eK/3,seP,1,seP,4/10/10/x,3,sK,4,x'
	NE='x,4,nK,3,x/10/10/10/wK,2,swP,6/4,neP,4,eK/3,swP,1,swP,4/10/10/x,3,sK,4,x'
	run -0 moves_of "$SW s - - 0 1" '[a-j]'
	assert_output "e6 exd6"
	run -0 moves_of "$SW w - - 0 1" '[a-j]'
	assert_output "exf4 f5"
	run -0 moves_of "$SE s - - 0 1" '[a-j]'
	assert_output "e6 exf6"
	run -0 moves_of "$SE e - - 0 1" '[a-j]'
	assert_output "d5 exd4"
	run -0 moves_of "$NW n - - 0 1" '[a-j]'
	assert_output "e4 exd4"
	run -0 moves_of "$NW w - - 0 1" '[a-j]'
	assert_output "exf6 f5"
	run -0 moves_of "$NE n - - 0 1" '[a-j]'
	assert_output "e4 exf4"
	run -0 moves_of "$NE e - - 0 1" '[a-j]'
	assert_output "d5 exd6"
	# In coordinates, the sw pawn for West: e5f4 and e5f5.
	run -0 moves "$SW w - - 0 1" --format uci
	[[ " $output " == *" e5f4 "* && " $output " == *" e5f5 "* && " $output " != *" e5f6 "* ]] ||
	    fail "$output"
}

# West's Rook e5: north e6, then North's pawn e7 (adjacent: it blocks);
# south e4, then the sw pawn e3 (West's own shared piece: it blocks);
# west d5, xc5 (ne: West may take it); east f5, xg5 (East's Knight).
# The sw pawn e3, for West: f3 (its diagonal south-east f2 is empty).
# King five: 12 moves.
@test "1.5: adjacent players' pieces and own shared pieces block; the opposite's and the other shared ones are taken" {
	CR='x,4,nK,3,x/10/10/4,nP,5/wK,9/2,neP,1,wR,1,eN,2,eK/10/4,swP,5/10/x,3,sK,4,x w - - 0 1'
	run -0 moves "$CR"
	assert_output "$(sorted 'Re6 Re4 Rd5 Rxc5 Rf5 Rxg5 f3 Ka5 Ka7 Kb5 Kb6 Kb7')"
	refused "$CR" '1... Rxe7 *' 5:6 1...Rxe7 "cannot capture"
}

# ---------------------------------------------------------------------
# King capture (4.1, 4.2)

# South's Rook f5: a5-e5 (5), g5 h5 i5 (j5 East's King blocks), f4-f1
# (4), f6-f9 (4), xf10 taking North's King: Rxf10#.  King five: 22.
# After it (West to move, hm 0) there are no moves.
@test "4.2: a King capture is written with #, and the game is over: no moves, perft 0" {
	KC='x,4,nK,3,x/10/10/10/wK,9/5,sR,3,eK/10/10/10/x,3,sK,4,x s - - 0 1'
	run -0 moves "$KC"
	assert_output "$(sorted 'Ra5 Rb5 Rc5 Rd5 Re5 Rg5 Rh5 Ri5 Rf1 Rf2 Rf3 Rf4 Rf6 Rf7 Rf8 Rf9 Rxf10# Kd1 Kd2 Ke2 Kf1 Kf2')"
	run -0 moves "$KC" --format lan
	[[ " $output " == *" Rf5xf10# "* ]] || fail "$output"
	run -0 movegen -V complex-allegiance --perft 2 "$KC"
	# 22 moves; after each West's King moves: a5 a7 b5 b6 b7, but a5
	# after Ra5 and b5 after Rb5 hold South's Rook (blocked: 4 each),
	# and none after Rxf10#: 19 x 5 + 2 x 4 + 0 = 103.
	assert_output 103
	run -0 final "$KC" '1. Rxf10# 1-1/2-0-1/2'
	assert_output 'x,4,sR,3,x/10/10/10/wK,9/9,eK/10/10/10/x,3,sK,4,x w - - 0 1'
	run -0 movegen -V complex-allegiance "$output"
	assert_output ""
}

# ---------------------------------------------------------------------
# Passes (4.3, 4.6) and clocks (4.5)

# Every player stuck.  South: King i10 boxed by h10 (West's pawn), j10
# (missing), h9 i8 j8 (own pawns), i9 (West's pawn), j9 (West's King);
# its pawns h9 i8 j8 face h10 i9 j9 and their diagonals hold nothing
# South may take (g10 empty; i10 own; j9 i9 West's).  West: King j9
# boxed by i10 (South's King), i9 (own), i8 j8 (South's), j10; pawns
# h10 (to i10: South's King) and i9 (to j9: own King; j8 South's).
# North and East: the same turned half round (b1 a2 b2 c2 c1 a3 b3).
# Perft 1 1 1 0: three passes, then the draw (R1).
STUCK='x,6,wP,sK,x/7,sP,wP,wK/8,sP,sP/10/10/10/10/nP,nP,8/eK,eP,nP,7/x,nK,eP,6,x s - - 0 1'

@test "4.3: all four stuck: pass, pass, pass, then no move (perft 1 1 1 0)" {
	run -0 moves "$STUCK"
	assert_equal "$output" "--"
	run -0 moves "$STUCK" --format uci
	assert_output "0000"
	for d in 1 2 3; do
		run -0 movegen -V complex-allegiance --perft "$d" "$STUCK"
		assert_output 1
	done
	run -0 movegen -V complex-allegiance --perft 4 "$STUCK"
	assert_output 0
	# Three passes: East to move, hm 3, the draw.
	run -0 final "$STUCK" '1. -- -- -- 1/2-1/2-1/2-1/2'
	assert_output 'x,6,wP,sK,x/7,sP,wP,wK/8,sP,sP/10/10/10/10/nP,nP,8/eK,eP,nP,7/x,nK,eP,6,x e - - 3 1'
	# A fourth pass is no move: the game has ended (line 5, column 13).
	game "$STUCK" '1. -- -- -- -- 1/2-1/2-1/2-1/2'
	run -1 --separate-stderr pgn-replay g.pgn
	[[ $stderr == *"pgn-replay: g.pgn:5:13: game 1: 1...--: "*"ended"* ]] || fail "$stderr"
	# The result and the scores: four equal seconds.
	game "$STUCK" '1. -- -- -- 1/2-1/2-1/2-1/2'
	run -0 pgn-replay --json g.pgn
	[[ $output == *'"result": "1/2-1/2-1/2-1/2", "scores": {"South": 0.5, "West": 0.5, "North": 0.5, "East": 0.5}'* ]] ||
	    fail "$output"
	# Any other result contradicts the draw.
	game "$STUCK" '1. -- -- -- 1-1/2-0-1/2'
	run -1 --separate-stderr pgn-replay g.pgn
	[[ ${stderr_lines[0]} == "pgn-replay: g.pgn:5:13: "*"1-1/2-0-1/2"* ]] || fail "$stderr"
}

# The same with North's Knight e5 (its leaps c4 c6 d3 d7 f3 f7 g4 g6
# empty; from d3 it reaches b4; from there nothing it may take): South,
# West and East pass, North moves.  Halfmove: every ply adds 1, passes
# too: 8 after two rounds; fullmove 3 after East's second pass.
@test "4.5: a forced pass adds 1 to the halfmove clock; the fullmove number grows after East" {
	ST2='x,6,wP,sK,x/7,sP,wP,wK/8,sP,sP/10/10/4,nN,5/10/nP,nP,8/eK,eP,nP,7/x,nK,eP,6,x s - - 0 1'
	run -0 final "$ST2" '1. -- -- Nd3 -- 2. -- -- Nb4 -- *'
	assert_output 'x,6,wP,sK,x/7,sP,wP,wK/8,sP,sP/10/10/10/1,nN,8/nP,nP,8/eK,eP,nP,7/x,nK,eP,6,x s - - 8 3'
	run -0 movegen -V complex-allegiance --perft 4 "$ST2"
	# Pass, pass, then North's 8 leaps, then East passes: 8.
	assert_output 8
	# North's pass when a move exists is refused (line 5, column 10).
	refused "$ST2" '1. -- -- -- *' 5:10 1...--
}

# Halfmove: 1. e4 (0) c3 (0) Nd8 (1) Nh4 (2) 2. Nd3 (3) Nc4 (4): hm 4,
# fullmove 2, North to move; Nc4 (Na3-c4) starts nowhere near a right.
@test "4.5: the halfmove clock counts every player's plies" {
	run -0 final "" '1. e4 c3 Nd8 Nh4 2. Nd3 Nc4 *'
	[[ $output == *" n b1,i1,a2,a9,b10,i10,j2,j9 - 4 2" ]] || fail "$output"
}

# 4.1: only the opposite player takes a King.  West's Rook e5: up e6-e10
# (5; f10 is off its lines), down e4 e3 e2 and then South's King e1
# (adjacent: it blocks, 3), west d5 c5 b5 a5 (4), east f5 g5 h5 i5 and
# East's King j5, the opposite player's: Rxj5# (5).  King a6: a5 a7 b5
# b6 b7.  22 moves; no Rxe1.
@test "4.1: a Rook takes the opposite player's King, never an adjacent one's" {
	P='x,4,nK,3,x/10/10/10/wK,9/4,wR,4,eK/10/10/10/x,3,sK,4,x w - - 0 1'
	run -0 moves "$P"
	assert_output "$(sorted 'Re6 Re7 Re8 Re9 Re10 Re4 Re3 Re2 Rd5 Rc5 Rb5 Ra5 Rf5 Rg5 Rh5 Ri5 Rxj5# Ka5 Ka7 Kb5 Kb6 Kb7')"
	refused "$P" '1... Rxe1 *' 5:6 1...Rxe1 "cannot capture"
	# After Rxj5# (the Rook on j5; hm 0; North to move) East has no King:
	# West 1, East 0, South and North 1/2.
	run -0 final "$P" '1... Rxj5# 1/2-1-1/2-0'
	assert_output 'x,4,nK,3,x/10/10/10/wK,9/9,wR/10/10/10/x,3,sK,4,x n - - 0 1'
}

# ---------------------------------------------------------------------
# SAN (6.1)

# West to move.  Its own pawn d4 and the sw pawn d6 both take East's
# Knight e5: d4 north-east (an own pawn: both diagonals), d6 south-east
# (the sw pawn, moved by West); so each capture names the pawn's rank:
# d4xe5, d6xe5.  Pushes e4, e6.  Its own Rook c2 and the sw Rook c8
# share the c-file: c3-c7 are reached by both (R2c3..R2c7, R8c3..R8c7);
# c2 also c1, a2 b2, d2-j2 (10); c8 also c9 c10, a8 b8, d8-j8 (11).
# King a6: a5 a7 b5 b6 b7.  5 + 4 + 10 + 10 + 11 = 40.
@test "6.1: disambiguation among own and shared pieces: d4xe5 d6xe5, R2c5 R8c5" {
	P='x,4,nK,3,x/10/2,swR,7/10/wK,2,swP,6/4,eN,4,eK/3,wP,6/10/2,wR,7/x,3,sK,4,x w - - 0 1'
	run -0 moves "$P"
	assert_output "$(sorted 'Ka5 Ka7 Kb5 Kb6 Kb7 d4xe5 d6xe5 e4 e6
	    R2c3 R2c4 R2c5 R2c6 R2c7 R8c3 R8c4 R8c5 R8c6 R8c7
	    Rc1 Ra2 Rb2 Rd2 Re2 Rf2 Rg2 Rh2 Ri2 Rj2
	    Rc9 Rc10 Ra8 Rb8 Rd8 Re8 Rf8 Rg8 Rh8 Ri8 Rj8')"
	# d6xe5: the sw pawn on e5, the Knight gone; hm 0; North to move.
	run -0 final "$P" '1... d6xe5 *'
	assert_output 'x,4,nK,3,x/10/2,swR,7/10/wK,9/4,swP,4,eK/3,wP,6/10/2,wR,7/x,3,sK,4,x n - - 0 1'
	refused "$P" '1... dxe5 *' 5:6 1...dxe5 ambiguous
}
