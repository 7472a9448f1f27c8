#!/usr/bin/env bats
# Complex Allegiance Chess (../shared/spec/complex-allegiance.md): the
# test cases of its section 8, the CA-FEN examples and errors of section
# 5, through the tools.  Every expected value is the spec's, or derived
# from its rules in the comment above the test (squares listed, counts
# added up, positions worked out ply by ply); none was copied from the
# program's output.  tests/ref/ca_ref.py, written from the spec alone,
# agrees with each derivation.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup ca
	tc_load ca
	START=$CA_START
	# Spec 8.4, 8.5, 8.6 and the bxa9 example of section 5.
	P84='x,4,nK,3,x/10/10/4,nwQ,5/wK,1,wP,3,eB,3/9,eK/1,nN,2,sQ,2,swP,2/10/10/x,3,sK,4,x s - - 0 1'
	P85='x,4,nK,3,x/10/10/10/wK,9/2,nP,1,nP,4,eK/3,swP,6/10/10/x,3,sK,4,x s - - 0 1'
	P86='x,4,nK,3,x/10/10/10/wK,9/9,eK/5,nP,4/10/4,sP,5/x,3,sK,4,x s - - 0 1'
	PA9='x,4,nK,3,x/nN,9/1,swP,8/10/wK,9/9,eK/10/10/10/x,3,sK,4,x s - - 0 1'
	# Four Kings alone: nK f10, wK a6, eK j5, sK e1.  Placement columns:
	# rank 10 "x,4,nK,3,x" 1-10, rank 9 from 12, rank 8 from 15, rank 7
	# from 18, "wK,9" 21, "9,eK" 26, ranks 4-2 "10" at 31 34 37, rank 1
	# "x,3,sK,4,x" 40-49; side 51, castling 53, e.p. 55.
	KINGS='x,4,nK,3,x/10/10/10/wK,9/9,eK/10/10/10/x,3,sK,4,x s - - 0 1'
	# Games are written and read in the test's own directory.
	cd "$T" || return 1
}

# ---------------------------------------------------------------------
# 8.1 Perft

@test "8.1: perft from the start is 14 / 192 / 2632 / 35312" {
	run -0 --separate-stderr movegen -V complex-allegiance --perft 1 "$START"
	assert_output 14
	run -0 --separate-stderr movegen -V complex-allegiance --perft 2 "$START"
	assert_output 192
	run -0 --separate-stderr movegen -V complex-allegiance --perft 3 "$START"
	assert_output 2632
	run -0 --separate-stderr movegen -V ca --perft 4 "$START"
	assert_output 35312
	assert_equal "$stderr" ""
	run -0 movegen -V complex-allegiance --count "$START"
	assert_output 14
}

# The start is symmetric under the quarter turn (file, rank) -> (rank,
# 11 - file): e1 (5,1) -> a6 (1,6) -> f10 (6,10) -> j5 (10,5) -> e1, the
# South army onto West's, West's onto North's, and so on, b2 (sw) onto
# b9 (nw), and the turn order S W N E onto W N E S.  So the start with
# West, North or East to move has South's counts.
@test "8.1: by the board's quarter-turn symmetry, the start with w, n or e to move has the same counts" {
	for s in w n e; do
		run -0 movegen -V complex-allegiance --perft 3 "$(side "$START" $s)"
		assert_output 2632
		run -0 movegen -V complex-allegiance --perft 4 "$(side "$START" $s)"
		assert_output 35312
	done
}

@test "8.1: without -V a board with ',' is read as CA-FEN" {
	run -0 --separate-stderr movegen --perft 2 "$START"
	assert_output 192
	assert_equal "$stderr" ""
	run -0 afen-validate -c -e "$START"
	assert_output "$START"
}

# ---------------------------------------------------------------------
# 8.2 First moves

@test "8.2: South's 14 first moves" {
	run -0 moves "$START"
	assert_output "$(sorted 'c3 c4 d3 d4 e3 e4 f3 f4 g3 g4 h3 h4 Nd3 Ng3')"
	run -0 moves "$START" --format uci
	assert_output "$(sorted 'c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g2g3 g2g4 h2h3 h2h4 c1d3 h1g3')"
	run -0 moves "$START" --format lan
	assert_output "$(sorted 'c2-c3 c2-c4 d2-d3 d2-d4 e2-e3 e2-e4 f2-f3 f2-f4 g2-g3 g2-g4 h2-h3 h2-h4 Nc1-d3 Nh1-g3')"
}

# West: pawns b3-b8 one step (c3-c8) and two (d3-d8); Na3-c4 (b1 holds
# South's rook, c2 South's pawn, b5 its own pawn) and Na8-c7 (b10 and c9
# North's, b6 its own).
@test "8.2: West's 14 first moves" {
	run -0 moves "$(side "$START" w)"
	assert_output "$(sorted 'c3 d3 c4 d4 c5 d5 c6 d6 c7 d7 c8 d8 Nc4 Nc7')"
	run -0 moves "$(side "$START" w)" --format uci
	assert_output "$(sorted 'b3c3 b3d3 b4c4 b4d4 b5c5 b5d5 b6c6 b6d6 b7c7 b7d7 b8c8 b8d8 a3c4 a8c7')"
}

# North mirrors South (half turn (f, r) -> (11 - f, 11 - r)): pawns
# c9-h9 one step (c8-h8) and two (c7-h7); Nc10-d8 (b8 West's pawn, a9
# West's rook, e9 its own pawn) and Nh10-g8 (i8 East's pawn, j9 East's
# rook, f9 its own pawn).
@test "8.2: North's 14 first moves mirror South's" {
	run -0 moves "$(side "$START" n)"
	assert_output "$(sorted 'c8 c7 d8 d7 e8 e7 f8 f7 g8 g7 h8 h7 Nd8 Ng8')"
	run -0 moves "$(side "$START" n)" --format uci
	assert_output "$(sorted 'c9c8 c9c7 d9d8 d9d7 e9e8 e9e7 f9f8 f9f7 g9g8 g9g7 h9h8 h9h7 c10d8 h10g8')"
}

# East mirrors West: pawns i3-i8 one step (h3-h8) and two (g3-g8);
# Nj3-h4 (h2 South's pawn, i1 South's rook, i5 its own pawn) and Nj8-h7
# (h9 North's pawn, i10 North's rook, i6 its own pawn).
@test "8.2: East's 14 first moves mirror West's" {
	run -0 moves "$(side "$START" e)"
	assert_output "$(sorted 'h3 g3 h4 g4 h5 g5 h6 g6 h7 g7 h8 g8 Nh4 Nh7')"
	run -0 moves "$(side "$START" e)" --format uci
	assert_output "$(sorted 'i3h3 i3g3 i4h4 i4g4 i5h5 i5g5 i6h6 i6g6 i7h7 i7g7 i8h8 i8g8 j3h4 j8h7')"
}

# The shared pawns cannot move: sw b2 for South (b3 West's pawn) and for
# West (c2 South's pawn); the capture diagonals a3 (South: north-west,
# West's knight) and c1 (West: south-east, South's knight) hold pieces
# neither may capture.  Likewise i2, b9, i9.  No move starts on b2 i2 b9
# i9 with any side to move.
@test "8.2: the shared pawns cannot move at the start" {
	for s in s w n e; do
		run -0 moves "$(side "$START" $s)" --format uci
		[[ " $output " != *" b2"* && " $output " != *" i2"* &&
		    " $output " != *" b9"* && " $output " != *" i9"* ]] ||
		    fail "$s: $output"
	done
}

# ---------------------------------------------------------------------
# 8.3 Depth 2

# 192 = 14 x 14 - 4.  After c2-c3 West gains b2-c2 and Na3-c2 and loses
# b3-c3 and b3-d3: 14.  After c2-c4: gains the same two, loses b4-c4,
# b4-d4 and Na3-c4: 13.  d2-d3 and Nc1-d3 take b3-d3 away, d2-d4 b4-d4:
# 13 each.  The other nine South moves touch nothing of West's: 14.
# 14 + 13 x 4 + 14 x 9 = 192.
@test "8.3: divide 2 from the start: c2c3 14, c2c4 13, d2d3 d2d4 c1d3 13, the rest 14" {
	run -0 --separate-stderr movegen -V complex-allegiance --divide 2 "$START"
	assert_line "c2c3: 14"
	assert_line "c2c4: 13"
	assert_line "d2d3: 13"
	assert_line "d2d4: 13"
	assert_line "c1d3: 13"
	for m in e2e3 e2e4 f2f3 f2f4 g2g3 g2g4 h2h3 h2h4 h1g3; do
		assert_line "$m: 14"
	done
	assert_line "Nodes searched: 192"
	assert_equal "$(grep -c ': ' <<< "$output")" 15
}

@test "8.3: West's replies to c3 and to c4" {
	# After 1. c3 (hm 0, entry none: a single step): West to move.
	C3='x,nR,nN,nB,nQ,nK,nB,nN,nR,x/wR,nwP,nP,nP,nP,nP,nP,nP,neP,eR/wN,wP,6,eP,eN/wB,wP,6,eP,eB/wK,wP,6,eP,eQ/wQ,wP,6,eP,eK/wB,wP,6,eP,eB/wN,wP,sP,5,eP,eN/wR,swP,1,sP,sP,sP,sP,sP,seP,eR/x,sR,sN,sB,sK,sQ,sB,sN,sR,x w b1,i1,a2,a9,b10,i10,j2,j9 - 0 1'
	run -0 moves "$C3" --format uci
	assert_output "$(sorted 'b2c2 a3c2 b4c4 b4d4 b5c5 b5d5 b6c6 b6d6 b7c7 b7d7 b8c8 b8d8 a3c4 a8c7')"
	# After 1. c4: the pawn on c4, entry se3 -> sc3.
	C4='x,nR,nN,nB,nQ,nK,nB,nN,nR,x/wR,nwP,nP,nP,nP,nP,nP,nP,neP,eR/wN,wP,6,eP,eN/wB,wP,6,eP,eB/wK,wP,6,eP,eQ/wQ,wP,6,eP,eK/wB,wP,sP,5,eP,eB/wN,wP,6,eP,eN/wR,swP,1,sP,sP,sP,sP,sP,seP,eR/x,sR,sN,sB,sK,sQ,sB,sN,sR,x w b1,i1,a2,a9,b10,i10,j2,j9 sc3 0 1'
	run -0 moves "$C4" --format uci
	assert_output "$(sorted 'b2c2 a3c2 b3c3 b3d3 b5c5 b5d5 b6c6 b6d6 b7c7 b7d7 b8c8 b8d8 a8c7')"
	# The same through pgn-replay.
	run -0 final "" '1. c4 *'
	assert_output "$C4"
}

# ---------------------------------------------------------------------
# 8.4 - 8.6

# 8.4: the Queen e4.  North: e5 e6 xe7 (nw: South does not control it).
# South: e3 e2 (e1 own King).  East: f4 g4 (h4 own shared pawn).  West:
# d4 c4 xb4 (North's Knight).  North-east: f5 (g6 East's Bishop).
# North-west: d5 (c6 West's pawn).  South-east: f3 g2 h1.  South-west:
# d3 c2 b1.  18 in all.  King e1: d1 d2 e2 f1 f2 (5).  The pawn h4 (sw,
# moved by South): h5; its diagonal north-west g5 is empty (1).  24.
@test "8.4: South has 24 moves; the Queen's 18 include Qxe7 and Qxb4" {
	run -0 moves_of "$P84" Q
	assert_output "$(sorted 'Qe5 Qe6 Qxe7 Qe3 Qe2 Qf4 Qg4 Qd4 Qc4 Qxb4 Qf5 Qd5 Qf3 Qg2 Qh1 Qd3 Qc2 Qb1')"
	run -0 moves "$P84"
	assert_output "$(sorted 'Qe5 Qe6 Qxe7 Qe3 Qe2 Qf4 Qg4 Qd4 Qc4 Qxb4 Qf5 Qd5 Qf3 Qg2 Qh1 Qd3 Qc2 Qb1 Kd1 Kd2 Ke2 Kf1 Kf2 h5')"
	run -0 movegen -V complex-allegiance --count "$P84"
	assert_output 24
	run -0 moves "$P84" --format lan
	[[ " $output " == *" Qe4xe7 "* && " $output " == *" Qe4xb4 "* && " $output " == *" h4-h5 "* ]] ||
	    fail "$output"
}

# 8.5: South moves the sw pawn d4: d5, and north-west xc5 (North's pawn);
# not e5 (north-east).  King e1: d1 d2 e2 f1 f2.  West moves it too:
# east to e4, its diagonal south-east e3 is empty; King a6: a5 a7 b5 b6
# b7.
@test "8.5: the shared pawn d4 has d5 and dxc5 for South, not dxe5; e4 for West" {
	run -0 moves "$P85"
	assert_output "$(sorted 'd5 dxc5 Kd1 Kd2 Ke2 Kf1 Kf2')"
	run -0 moves "$P85" --format uci
	assert_output "$(sorted 'd4d5 d4c5 e1d1 e1d2 e1e2 e1f1 e1f2')"
	run -0 moves "$(side "$P85" w)"
	assert_output "$(sorted 'e4 Ka5 Ka7 Kb5 Kb6 Kb7')"
	refused "$P85" '1. dxe5 *' 5:4 1.dxe5 diagonal
}

# 8.6: 1. e4 (e2-e4 over e3: entry se3, hm 0), 1... Ka7 (hm 1): North's
# pawn f4 takes on e3 en passant (South's pawn, the opposite player's);
# King f10: e10 e9 f9 g9 g10; the pawn: f3, fxe3 (g3 empty).  After
# fxe3: e4 removed, North's pawn on e3, hm 0, entry gone, East to move.
@test "8.6: 1. e4 Ka7 leaves se3 and North may take en passant" {
	run -0 final "$P86" '1. e4 Ka7 *'
	assert_output 'x,4,nK,3,x/10/10/wK,9/10/9,eK/4,sP,nP,4/10/10/x,3,sK,4,x n - se3 1 1'
	run -0 moves 'x,4,nK,3,x/10/10/wK,9/10/9,eK/4,sP,nP,4/10/10/x,3,sK,4,x n - se3 1 1'
	assert_output "$(sorted 'Ke10 Ke9 Kf9 Kg9 Kg10 f3 fxe3')"
	run -0 final "$P86" '1. e4 Ka7 fxe3 *'
	assert_output 'x,4,nK,3,x/10/10/wK,9/10/9,eK/10/4,nP,5/10/x,3,sK,4,x e - - 0 1'
	run -0 final "$P86" '1. e4 Ka7 f4e3 *'
	assert_output 'x,4,nK,3,x/10/10/wK,9/10/9,eK/10/4,nP,5/10/x,3,sK,4,x e - - 0 1'
}

# 8.6, second half: 2... Kf9 instead (hm 2): East sees se3 (the entry is
# written: 5) but has only its King j5: i4 i5 i6 j4 j6.  After Ki5 (hm
# 3, fullmove 2 after East's ply) South is to move and se3 is gone.
@test "8.6: after Kf9 East cannot use se3, and it is gone when South is to move" {
	run -0 final "$P86" '1. e4 Ka7 Kf9 *'
	assert_output 'x,8,x/5,nK,4/10/wK,9/10/9,eK/4,sP,nP,4/10/10/x,3,sK,4,x e - se3 2 1'
	run -0 moves 'x,8,x/5,nK,4/10/wK,9/10/9,eK/4,sP,nP,4/10/10/x,3,sK,4,x e - se3 2 1'
	assert_output "$(sorted 'Ki4 Ki5 Ki6 Kj4 Kj6')"
	run -0 final "$P86" '1. e4 Ka7 Kf9 Ki5 *'
	assert_output 'x,8,x/5,nK,4/10/wK,9/10/8,eK,1/4,sP,nP,4/10/10/x,3,sK,4,x s - - 3 2'
	# Too late for North: 2... fxe3 is no move.
	refused "$P86" '1. e4 Ka7 Kf9 Ki5 2. Kd1 Kb7 fxe3 *' 5:30 2...fxe3
}

# ---------------------------------------------------------------------
# 8.7 The example game of section 6

# 1. e4 (e2-e4) c3 (b3-c3) e7 (e9-e7) h3 (i3-h3) 2. Qc4 (f1-e2-d3-c4)
# d3 (c3-d3) h8 (h9-h8) g3 (h3-g3) 3. Qc7 (c5 c6 c7 empty) e3 (d3-e3) h7
# (h8-h7) f3 (g3-f3) 4. Qxf10# (c7-d8-e9-f10, e9 empty since 1...e7):
# North's King taken.  Board: rank 10 x nR nN nB nQ sQ nB nN nR x; rank
# 9 wR nwP nP nP - nP nP - neP eR; rank 8 as at the start; rank 7 wB wP
# - - nP - - nP eP eB; ranks 6 5 as at the start; rank 4 wB wP - - sP -
# - - eP eB; rank 3 wN - - - wP eP - - - eN; rank 2 without e2; rank 1
# without f1.  West to move; North's rights b10 i10 gone with its King;
# no entry (the last double step, 1. e4, died at South's next turn); hm
# 0 (a capture); fullmove 4.
EX87='x,nR,nN,nB,nQ,sQ,nB,nN,nR,x/wR,nwP,nP,nP,1,nP,nP,1,neP,eR/wN,wP,6,eP,eN/wB,wP,2,nP,2,nP,eP,eB/wK,wP,6,eP,eQ/wQ,wP,6,eP,eK/wB,wP,2,sP,3,eP,eB/wN,3,wP,eP,3,eN/wR,swP,sP,sP,1,sP,sP,sP,seP,eR/x,sR,sN,sB,sK,1,sB,sN,sR,x w b1,i1,a2,a9,j2,j9 - 0 4'

@test "8.7: the example game ends with w b1,i1,a2,a9,j2,j9 - 0 4 and 1-1/2-0-1/2" {
	cd "$T" || return 1
	cat > ex.pgn <<'PGN'
[Result "1-1/2-0-1/2"]
[Variant "Complex Allegiance"]
[South "Ann"]
[West "Ben"]
[North "Cal"]
[East "Dee"]

1. e4 c3 e7 h3 2. Qc4 d3 h8 g3 3. Qc7 e3 h7 f3 4. Qxf10# 1-1/2-0-1/2
PGN
	run -0 --separate-stderr pgn-replay --strict --emit final ex.pgn
	assert_output "$EX87"
	[[ $output == *" w b1,i1,a2,a9,j2,j9 - 0 4" ]] || fail "$output"
	# After a King capture there are no moves (4.6).
	run -0 movegen -V complex-allegiance "$EX87"
	assert_output ""
	run -0 movegen -V complex-allegiance --perft 1 "$EX87"
	assert_output 0
	# The result: South 1, West 1/2, North 0, East 1/2.
	run -0 convert -q --to json ex.pgn
	[[ $output == *'"result": "1-1/2-0-1/2"'* ]] || fail "$output"
	[[ $output == *'"scores": {"South": 1, "West": 0.5, "North": 0, "East": 0.5}'* ]] ||
	    fail "$output"
	# 4. Qxf10 without '#' reads the same.
	run -0 final "" '1. e4 c3 e7 h3 2. Qc4 d3 h8 g3 3. Qc7 e3 h7 f3 4. Qxf10 1-1/2-0-1/2'
	assert_output "$EX87"
}

# ---------------------------------------------------------------------
# Section 5: CA-FEN

@test "5: the start, the position after e4 and after 1. c3 c2 read back canonically" {
	E4='x,nR,nN,nB,nQ,nK,nB,nN,nR,x/wR,nwP,nP,nP,nP,nP,nP,nP,neP,eR/wN,wP,6,eP,eN/wB,wP,6,eP,eB/wK,wP,6,eP,eQ/wQ,wP,6,eP,eK/wB,wP,2,sP,3,eP,eB/wN,wP,6,eP,eN/wR,swP,sP,sP,1,sP,sP,sP,seP,eR/x,sR,sN,sB,sK,sQ,sB,sN,sR,x w b1,i1,a2,a9,b10,i10,j2,j9 se3 0 1'
	for p in "$START" "$E4"; do
		run -0 --separate-stderr afen-validate -V complex-allegiance -c -e "$p"
		assert_output "$p"
		assert_equal "$stderr" ""
	done
	run -0 final "" '1. e4 *'
	assert_output "$E4"
	run -0 convert -q --to json g.pgn
	[[ $output == *'"ply": 1, "san": "e4", "uci": "e2e4", '* ]] || fail "$output"
	# 1. c3 (c2-c3) c2 (West: the shared pawn b2-c2): rank 3 wN wP sP
	# - - - - - eP eN, rank 2 wR - swP sP sP sP sP sP seP eR; North to
	# move, no entry, hm 0 (two pawn moves).
	run -0 final "" '1. c3 c2 *'
	assert_output 'x,nR,nN,nB,nQ,nK,nB,nN,nR,x/wR,nwP,nP,nP,nP,nP,nP,nP,neP,eR/wN,wP,6,eP,eN/wB,wP,6,eP,eB/wK,wP,6,eP,eQ/wQ,wP,6,eP,eK/wB,wP,6,eP,eB/wN,wP,sP,5,eP,eN/wR,1,swP,sP,sP,sP,sP,sP,seP,eR/x,sR,sN,sB,sK,sQ,sB,sN,sR,x n b1,i1,a2,a9,b10,i10,j2,j9 - 0 1'
	[[ $output == *"/wN,wP,sP,5,eP,eN/wR,1,swP,sP,sP,sP,sP,sP,seP,eR/"* ]] || fail "$output"
}

# The sw pawn b8, moved by South: b9 (rank 9, not the edge), and north-
# west onto a9 taking North's Knight; King e1 d1 d2 e2 f1 f2.  After
# bxa9 the pawn stands on a9 (file a: no edge of sw's) unpromoted.
# There South cannot move it (a10 does not exist, north-west is off the
# board); West moves it east to b9.
@test "5: South's bxa9 leaves the shared pawn on a9" {
	run -0 moves "$PA9"
	assert_output "$(sorted 'b9 bxa9 Kd1 Kd2 Ke2 Kf1 Kf2')"
	A9='x,4,nK,3,x/swP,9/10/10/wK,9/9,eK/10/10/10/x,3,sK,4,x w - - 0 1'
	run -0 final "$PA9" '1. bxa9 *'
	assert_output "$A9"
	valid "$A9"
	run -0 moves_of "$(side "$A9" s)" '[a-j]'
	assert_output ""
	run -0 moves_of "$A9" '[a-j]'
	assert_output "b9"
}

@test "5: ws, es, wn and en are read and written sw, se, nw, ne" {
	for o in ws:sw es:se wn:nw en:ne; do
		run -0 --separate-stderr afen-validate -V complex-allegiance -c \
		    -e "x,4,nK,3,x/10/10/10/wK,9/9,eK/3,${o%:*}P,6/10/10/x,3,sK,4,x s - - 0 1"
		assert_output "x,4,nK,3,x/10/10/10/wK,9/9,eK/3,${o#*:}P,6/10/10/x,3,sK,4,x s - - 0 1"
	done
}

# Writers use the canonical orders: castling b1,i1,a2,a9,b10,i10,j2,j9,
# e.p. entries by maker s w n e.  South's pawn e4 (se3) and West's pawn
# d5 (wc5, from b5), North to move.
@test "5: -c writes castling and e.p. entries in canonical order" {
	P='x,nR,3,nK,2,nR,x/wR,8,eR/10/10/wK,9/3,wP,5,eK/4,sP,5/10/wR,8,eR/x,sR,2,sK,3,sR,x'
	run -0 afen-validate -V complex-allegiance -c -e "$P n j9,i1,a2,b10,b1,a9,j2,i10 wc5,se3 4 7"
	assert_output "$P n b1,i1,a2,a9,b10,i10,j2,j9 se3,wc5 4 7"
}

# ---------------------------------------------------------------------
# Section 5: errors, with their columns (see KINGS in setup)

@test "5: 'x' at a square that is not a corner, a corner without 'x'" {
	# a10 written "1" (column 1).
	invalid "1,3,nK,3,x${KINGS#x,4,nK,3,x}" 1 a10
	# Rank 7 "x,9" from column 18: x on a7.
	invalid 'x,4,nK,3,x/10/10/x,9/wK,9/9,eK/10/10/10/x,3,sK,4,x s - - 0 1' 18 corner
}

@test "5: adjacent counts and a count with a leading zero" {
	# Rank 9 "5,5": the second count at column 14.
	invalid 'x,4,nK,3,x/5,5/10/10/wK,9/9,eK/10/10/10/x,3,sK,4,x s - - 0 1' 14 count
	# Rank 9 "010" at column 12.
	invalid 'x,4,nK,3,x/010/10/10/wK,9/9,eK/10/10/10/x,3,sK,4,x s - - 0 1' 12 010
}

@test "5: a row that does not cover a-j exactly" {
	# Rank 9 "9" (columns 12, '/' at 13): nine squares, j9 missing.
	invalid 'x,4,nK,3,x/9/10/10/wK,9/9,eK/10/10/10/x,3,sK,4,x s - - 0 1' 13 "rank 9"
	# Rank 9 "10,nP": nP at column 15 lies beyond j9.
	invalid 'x,4,nK,3,x/10,nP/10/10/wK,9/9,eK/10/10/10/x,3,sK,4,x s - - 0 1' 15 "rank 9"
}

@test "5: a shared King, a second King, players without a King" {
	# swK on a8, column 15.
	invalid 'x,4,nK,3,x/10/swK,9/10/wK,9/9,eK/10/10/10/x,3,sK,4,x s - - 0 1' 15 shared
	# A second South King: e1 (column 44) and f1 (column 47).
	invalid 'x,4,nK,3,x/10/10/10/wK,9/9,eK/10/10/10/x,3,sK,sK,3,x s - - 0 1' 47 King
	# A second North King: f10 (column 5) is read first, a9 (column
	# 12) second.
	invalid 'x,4,nK,3,x/nK,9/10/10/wK,9/9,eK/10/10/10/x,3,sK,4,x s - - 0 1' 12 King
	# Neither North nor East has a King: one diagnostic each, on the
	# board (column 1).
	invalid 'x,8,x/10/10/10/wK,9/10/10/10/10/x,3,sK,4,x s - - 0 1' 1 North 1 East
}

# One player without a King is valid (the game is over): no moves, perft
# 0 at depth 1.
@test "5: a single player without a King is valid and the position has no moves" {
	NOK='x,8,x/10/10/10/wK,9/9,eK/10/10/10/x,3,sK,4,x s - - 0 1'
	valid "$NOK"
	run -0 --separate-stderr movegen -V complex-allegiance "$NOK"
	assert_output ""
	run -0 movegen -V complex-allegiance --perft 1 "$NOK"
	assert_output 0
	run -0 movegen -V complex-allegiance --perft 2 "$NOK"
	assert_output 0
}

# Rank 10 "x,4,nK,XP,2,x": the pawn at column 8.  Rank 1 "x,3,sK,XP,3,x"
# (from 40): column 47.  Rank 9 "XP,9" (a9): column 12; "9,XP" (j9):
# column 14.
@test "5: pawns on the edges they may not stand on" {
	top() { echo "x,4,nK,$1,2,x/10/10/10/wK,9/9,eK/10/10/10/x,3,sK,4,x s - - 0 1"; }
	bottom() { echo "x,4,nK,3,x/10/10/10/wK,9/9,eK/10/10/10/x,3,sK,$1,3,x s - - 0 1"; }
	filea() { echo "x,4,nK,3,x/$1,9/10/10/wK,9/9,eK/10/10/10/x,3,sK,4,x s - - 0 1"; }
	filej() { echo "x,4,nK,3,x/9,$1/10/10/wK,9/9,eK/10/10/10/x,3,sK,4,x s - - 0 1"; }
	# South and North: ranks 1 and 10.
	for p in sP nP; do
		invalid "$(top $p)" 8 pawn
		invalid "$(bottom $p)" 47 pawn
	done
	# West and East: files a and j.
	for p in wP eP; do
		invalid "$(filea $p)" 12 pawn
		invalid "$(filej $p)" 14 pawn
	done
	# Each shared pawn: its two controllers' promotion edges.
	invalid "$(top swP)" 8 pawn
	invalid "$(filej swP)" 14 pawn
	invalid "$(top seP)" 8 pawn
	invalid "$(filea seP)" 12 pawn
	invalid "$(bottom nwP)" 47 pawn
	invalid "$(filej nwP)" 14 pawn
	invalid "$(bottom neP)" 47 pawn
	invalid "$(filea neP)" 12 pawn
	# ... and not the other two.
	valid "$(filea swP)" "$(bottom swP)" "$(filej seP)" "$(bottom seP)" \
	    "$(filea nwP)" "$(top nwP)" "$(filej neP)" "$(top neP)"
}

@test "5: a castling entry without its own Rook or without its King on the start square" {
	# Rank 1 "x,sR,2,sK,4,x" (40-52): castling at 56, valid.
	valid 'x,4,nK,3,x/10/10/10/wK,9/9,eK/10/10/10/x,sR,2,sK,4,x s b1 - 0 1'
	# No Rook on b1: castling at 53.
	invalid "${KINGS/ s - - / s b1 - }" 53 castling
	# The King on f1, not e1: "x,sR,3,sK,3,x" is as long; b1 at 56.
	invalid 'x,4,nK,3,x/10/10/10/wK,9/9,eK/10/10/10/x,sR,3,sK,3,x s b1 - 0 1' 56 castling
	# A shared Rook on b1 is not South's own: b1 at 57.
	invalid 'x,4,nK,3,x/10/10/10/wK,9/9,eK/10/10/10/x,swR,2,sK,4,x s b1 - 0 1' 57 castling
	# b1 has its Rook, i1 not: i1 at 59.
	invalid 'x,4,nK,3,x/10/10/10/wK,9/9,eK/10/10/10/x,sR,2,sK,4,x s b1,i1 - 0 1' 59 castling
}

@test "5: e.p. entries: by the side to move, two by one maker, off the skipped line, no pawn to land on" {
	# South's pawn e4 ("4,sP,5" at 31): se3 at column 59.
	valid 'x,4,nK,3,x/10/10/10/wK,9/9,eK/4,sP,5/10/10/x,3,sK,4,x w - se3 0 1'
	invalid 'x,4,nK,3,x/10/10/10/wK,9/9,eK/4,sP,5/10/10/x,3,sK,4,x s - se3 0 1' 59 se3
	# se4: e4 is not on rank 3.
	invalid 'x,4,nK,3,x/10/10/10/wK,9/9,eK/4,sP,5/10/10/x,3,sK,4,x w - se4 0 1' 59 se4
	# Pawns d4 e4 ("3,sP,sP,5"): sd3 at 62, se3 at 66.
	invalid 'x,4,nK,3,x/10/10/10/wK,9/9,eK/3,sP,sP,5/10/10/x,3,sK,4,x w - sd3,se3 0 1' 66 second
	# No pawn on e4: se3 at 55.
	invalid "${KINGS/ s - - / w - se3 }" 55 e4
	# nw's pawn on e4 is not South's to move: se3 at 60; sw's is.
	invalid 'x,4,nK,3,x/10/10/10/wK,9/9,eK/4,nwP,5/10/10/x,3,sK,4,x w - se3 0 1' 60 e4
	valid 'x,4,nK,3,x/10/10/10/wK,9/9,eK/4,swP,5/10/10/x,3,sK,4,x w - se3 0 1'
	# West: wc5 with its pawn d5 is valid; wd5 is off file c (column 60).
	valid 'x,4,nK,3,x/10/10/10/wK,9/3,wP,5,eK/10/10/10/x,3,sK,4,x n - wc5 0 1'
	invalid 'x,4,nK,3,x/10/10/10/wK,9/3,wP,5,eK/10/10/10/x,3,sK,4,x n - wd5 0 1' 60 wd5
}

# The wrong notation for the variant: a FEN has no commas (every CA-FEN
# has them, in its corner rows), a CA-FEN's tokens are split by them.
# Each is told once, at the board's first column, and the fields after
# it are still checked ('KQkq' is no Rook square; 's' is no side of
# standard chess).
@test "5: a FEN given for Complex Allegiance and a CA-FEN given for chess, each told at column 1" {
	run -1 --separate-stderr afen-validate -V complex-allegiance -e 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
	assert_equal "${#stderr_lines[@]}" 2
	[[ ${stderr_lines[0]} == "afen-validate: <arg>:1:1: "*"no ','"* ]] || fail "${stderr_lines[0]}"
	[[ ${stderr_lines[1]} == "afen-validate: <arg>:1:47: "*"Rook square"* ]] || fail "${stderr_lines[1]}"
	run -1 --separate-stderr movegen -V chess 'x,4,nK,3,x/10/10/10/wK,9/9,eK/10/10/10/x,3,sK,4,x s - - 0 1'
	[[ ${stderr_lines[0]} == "movegen: <arg>:1:1: "*"split by ','"*"Complex Allegiance"* ]] || fail "${stderr_lines[0]}"
}
