#!/usr/bin/env bats
# Tables indexed by a square that is off the board or a sentinel (a ray
# step past the edge or a missing corner, TC_NOSQ, the lost turn's
# square 0): each case reaches the code through a tool and asserts the
# whole message, which names real squares and nothing else.  The
# positions come from the specs (../shared/spec/); each test says why
# its move is illegal by the spec's rules.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup
	cd "$T" || return 1
}

# complex-allegiance.md 5: from x,4,nK,3,x/nN,9/1,swP,8/... South's
# bxa9 takes North's Knight with the pawn South and West share and
# leaves it on a9, West moves it on to b9 (West's pawns go east), North
# and East move their Kings.  Moved by South, the shared pawn captures
# only toward West's side (1.6): north-west, off the board from b9 (a10
# is a missing corner); c10 is its other diagonal, written as the
# capture "bxc10=Q" (a pawn on the b-file is what a move onto c10 names
# only as a capture).  The message once named "a10" by reading the
# square-name table at index 255.
@test "CA: a shared pawn whose one capture diagonal leaves the board" {
	printf '%s\n' '[Variant "Complex Allegiance"]' \
	    '[FEN "x,4,nK,3,x/nN,9/1,swP,8/10/wK,9/9,eK/10/10/10/x,3,sK,4,x s - - 0 1"]' \
	    '' '1. bxa9 b9 Kf9 Kj4 2. bxc10=Q *' > ca.pgn
	run -1 pgn-replay ca.pgn
	assert_line --index 0 "pgn-replay: ca.pgn:4:23: game 1: 2.bxc10=Q: the shared by South and West pawn on b9 captures only toward West's side when South moves it: diagonally north-west, off the board from b9, not to c10"
	assert_line --index 1 --partial 'pgn-replay: 1 game, 4 plies, 1 error, 0 warnings'
	[ "${#lines[@]}" -eq 2 ]
}

# The same rule where the diagonal has a square: from the same position
# South's bxc9 is the sw pawn's other diagonal (b8-c9, north-east); its
# capture goes to a9.
@test "CA: a shared pawn's capture diagonal named by its square" {
	printf '%s\n' '[Variant "Complex Allegiance"]' \
	    '[FEN "x,4,nK,3,x/nN,9/1,swP,8/10/wK,9/9,eK/10/10/10/x,3,sK,4,x s - - 0 1"]' \
	    '' '1. bxc9 *' > ca.pgn
	run -1 pgn-replay ca.pgn
	assert_line --index 0 "pgn-replay: ca.pgn:4:4: game 1: 1.bxc9: the shared by South and West pawn on b8 captures only toward West's side when South moves it: diagonally to a9, not to c9"
}

# en-chess.md 8.1: White's King on h1 is in check from the Rook on h8
# and cannot step out of it (g8's Rook holds the g-file); the King on a6
# is not in check, so White's one move is the lost turn, "--".  The lost
# turn was taken for a move onto a1 (its move code's square 0) with
# Black's waiting pawn standing there: "a1" replayed as "--".
@test "EN: a move onto a1 is not the lost turn" {
	printf '%s\n' '[Variant "EN"]' \
	    '[FEN "1/6rr/8/K7/4k3/8/8/8/p6K/1 w - - 0 1"]' \
	    '' '1. a1 *' > en.pgn
	run -1 pgn-replay en.pgn
	assert_line --index 0 'pgn-replay: en.pgn:4:4: game 1: 1.a1: no white pawn can reach a1: White has no pawn'
	# The lost turn itself is the move.
	printf '%s\n' '[Variant "EN"]' \
	    '[FEN "1/6rr/8/K7/4k3/8/8/8/p6K/1 w - - 0 1"]' \
	    '' '1. -- *' > en.pgn
	run -0 pgn-replay -q en.pgn
}

# en-chess.md 10.4's example: White's Kings on a1 (in check from the
# Queen on b2, which Black's King on c3 guards) and h8; White's one move
# is the lost turn (8.1), "1. -- Qxa1".  "Ka1" names the King that
# stands on a1, which no King can reach: it was read as the lost turn.
@test "EN: the lost turn of en-chess.md 10.4 is not Ka1" {
	printf '%s\n' '[Variant "EN"]' \
	    '[FEN "1/7K/8/8/8/8/2k5/1q6/K7/1 w - - 0 1"]' \
	    '' '1. Ka1 *' > en.pgn
	run -1 pgn-replay en.pgn
	assert_line --index 0 "pgn-replay: en.pgn:4:4: game 1: 1.Ka1: no white king can reach a1: White's kings are on a1 and h8, a1 holds White's own king, and the king on h8 cannot reach it"
}
