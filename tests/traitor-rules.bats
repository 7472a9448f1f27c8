#!/usr/bin/env bats
# The Traitor family's rules (../shared/spec/traitor.md sections 2 and 3),
# one small position or game each, its expected moves derived by hand in
# the comment above the test.  Squares a knight on s attacks are written
# out where they decide something.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup
}

# The turns of position $2 in variant $1 (more movegen options after),
# one line, sorted.
turns() {
	local v=$1 p=$2
	shift 2
	movegen -V "$v" "$@" "$p"
}

# The final position of a game: variant $1, FEN $2 (or ""), movetext $3.
final() {
	{
		printf '[Variant "%s"]\n' "$1"
		[ -z "$2" ] || printf '[FEN "%s"]\n' "$2"
		printf '\n%s *\n' "$3"
	} > "$BATS_TEST_TMPDIR/g.pgn"
	# Strict but for the warnings that the lists a FEN shows are not
	# committed (these positions give the lists that the rules use).
	pgn-replay --emit final "$BATS_TEST_TMPDIR/g.pgn" \
	    2> "$BATS_TEST_TMPDIR/err" || { cat "$BATS_TEST_TMPDIR/err"; return 1; }
	if grep -v -e ": the FEN tag shows [A-Za-z]*'s list without a commitment: it is used, and proves nothing\$" \
	    -e '^pgn-replay: secret lists: ' \
	    -e '^pgn-replay: 1 game, [0-9]* pl[a-z]*, 0 errors, ' \
	    "$BATS_TEST_TMPDIR/err" | grep -q .; then
		cat "$BATS_TEST_TMPDIR/err"
		return 1
	fi
}

# Rule 2.4, 3.1: White moves Black's traitor knight on e4.  It is black,
# so it may take White's own pawn on f2 but not Black's pawn on d6; from
# e4 it covers c3 c5 d2 d6 f2 f6 g3 g5, so Kd2 is illegal and d6 blocked:
# king d1 e2 f1 (3), pawn f3 f4 (2), knight c3 c5 d2 f6 g3 g5 xf2 (7).
@test "2.4: a traitor takes the announcer's own pieces, never its own colour's" {
	run -0 turns impromptu-traitor '4k3/8/3p4/8/4n^3/8/5P2/4K3 w - - 0 1' --plain
	assert_output "Kd1 Ke2 Kf1 Nc3 Nc5 Nd2 Nf6 Ng3 Ng5 Nxf2 f3 f4"
	# Announcing the d6 pawn (1 point) adds its one step down: 12 + 13.
	run -0 movegen -V impromptu-traitor --count '4k3/8/3p4/8/4n^3/8/5P2/4K3 w - - 0 1'
	assert_output 25
}

# Rule 2.5, 3.5: White's own mercenary knight on f3 checks White's king
# on e1 (f3 covers d2 d4 e1 e5 g1 g5 h2 h4).  The king goes to d1, e2,
# f1 or f2 (d2 is covered), or the knight leaves: from d2 d4 e5 g1 g5 h2
# h4 it no longer covers e1 (only c2 d3 f3 g2 do).  4 + 7 = 11.
@test "2.5: a mercenary checks its own colour's king; the move must end it" {
	run -0 turns impromptu-mercenary '4k3/8/8/8/8/5N%2/8/4K3 w - - 0 1'
	assert_output "Kd1 Ke2 Kf1 Kf2 Nd2 Nd4 Ne5 Ng1 Ng5 Nh2 Nh4"
}

# Rule 3.5: Black's knight on d3 checks White (d3 covers b2 b4 c1 c5 e1
# e5 f2 f4).  King d1 d2 e2 f1 (4).  Hiring it is legal (from d3 it does
# not attack e8), but as a mercenary it still checks: after the hire the
# king's 4 moves, or the knight's 7 (b2 b4 c1 c5 e5 f2 f4) that end it.
@test "3.5: a hired piece that checks the hirer must be answered" {
	run -0 movegen -V impromptu-mercenary --count '4k3/8/8/8/8/3n4/8/4K3 w - - 0 1'
	assert_output 15
	run -0 turns impromptu-mercenary '4k3/8/8/8/8/3n4/8/4K3 w - - 0 1'
	assert_output "Kd1 Kd2 Ke2 Kf1 M-Nd3:Kd1 M-Nd3:Kd2 M-Nd3:Ke2 M-Nd3:Kf1 M-Nd3:Nb2 M-Nd3:Nb4 M-Nd3:Nc1 M-Nd3:Nc5 M-Nd3:Ne5 M-Nd3:Nf2 M-Nd3:Nf4"
}

# Rules 2.7, 2.8: White moves Black's traitor pawn e7 two squares down,
# Black's direction; Black takes it en passant on e6 with White's pawn on
# d5, his traitor, which moves up, White's direction.
@test "2.7, 2.8: a traitor pawn double-steps its colour's way and is taken en passant" {
	run -0 final "Traitor" '4k3/4p^3/8/3P^4/8/8/8/4K3 w - - 0 1' "1. e5 dxe6"
	assert_output '4k3/8/4P^3/8/8/8/8/4K3 w - - 0 2 ids=d5@e6'
}

# Rule 2.7, choice 5: Black's traitor pawn on a2 promotes on a1 for White
# and keeps its colour and status: a black queen or rook on a1 would be a
# black piece on White's first rank, checking White's own king on e1, so
# only a1=B and a1=N are legal, besides the king's five squares.  With
# own-traitor-check=off the traitor's check does not count: all four.
@test "2.7: an announced pawn promotes keeping colour and status; own-traitor-check both ways" {
	run -0 turns traitor '4k3/8/8/8/8/8/p^7/4K3 w - - 0 1'
	assert_output "Kd1 Kd2 Ke2 Kf1 Kf2 a1=B a1=N"
	run -0 turns traitor,own-traitor-check=off '4k3/8/8/8/8/8/p^7/4K3 w - - 0 1'
	assert_output "Kd1 Kd2 Ke2 Kf1 Kf2 a1=B a1=N a1=Q a1=R"
	run -0 final "Traitor" '4k3/8/8/8/8/8/p^7/4K3 w - - 0 1' "1. a1=N"
	assert_output '4k3/8/8/8/8/8/8/n^3K3 b - - 0 1 ids=-@a1'
}

# Rule 2.9: White's own mercenary bishop on h3 covers g2 and f1, so the
# king may not pass f1 (O-O illegal) nor stand there.  King d1 d2 e2 f2
# (4), rook f1 g1 h2 and Rxh3 (any piece may take a mercenary) (4),
# bishop c8 d7 e6 f1 f5 g2 g4 (7): 15.
@test "2.9: castling through a square a mercenary attacks; anyone takes a mercenary" {
	run -0 turns impromptu-mercenary '4k3/8/8/8/8/7B%/8/4K2R w K - 0 1'
	assert_output "Bc8 Bd7+ Be6 Bf1 Bf5 Bg2 Bg4 Kd1 Kd2 Ke2 Kf2 Rf1 Rg1 Rh2 Rxh3"
}

# Rule 2.9, 2.10: announcing White's h1 rook takes away White's right to
# castle king side for good; an announcement alone resets no clock.
@test "2.9, 2.10: an announced rook loses its right; an announcement resets no clock" {
	run -0 final "Impromptu Traitor" "" "1. e4 T-Rh1:e5"
	assert_output 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR^ w Qkq e6 0 2 budget=9/4'
	run -0 final "Impromptu Traitor" "" "1. Nf3 T-Nf3:Nc6"
	assert_output 'r1bqkbnr/pppppppp/2n5/8/8/5N^2/PPPPPPPP/RNBQKB1R w KQkq - 2 2 budget=9/6'
}

# Rule 3.2: the defected knight on g8 does not attack e8 from g8 (it
# covers e7 f6 h6), so the announcement is legal; its move to f6 gives
# check, which the rule allows.
@test "3.2: a defector's announcement may not attack the king, its move may check" {
	run -0 final "Impromptu Defector" "" "1. D-Ng8:Nf6+"
	assert_output 'rnbqkb1r/pppppppp/5N2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1 budget=6/9 undo=f6'
}

# Rule 3.3, choice 9: weak ko forbids only the exact reverse, only on the
# very next turn: after 1.A-Nb8:Nc6 e5 2.e4 the knight may go home.
@test "3.3: weak ko lasts one turn" {
	run -0 final "Impromptu Double Agent" "" "1. A-Nb8:Nc6 e5 2. e4 Nb8"
	assert_output 'rn&bqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 3 budget=6/9 ko=b8c6'
}

# Rule 2.3.1, choice 5: Black's list holds White's a2 pawn; announcing
# it uses the entry up.  White's listed a7 pawn promotes: the entry
# lapses and the knight has no identity (ids -@a8).
@test "2.3.1: a Specific entry is used up by its announcement and lapses when its pawn promotes" {
	run -0 final "Traitor" '4k3/8/8/8/8/8/P7/4K3 b - - 0 1 targets=-/a2' "1... T-a2:a3"
	assert_output '4k3/8/8/8/8/P^7/8/4K3 w - - 0 2 ids=a2@a3 targets=-/-'
	run -0 final "Traitor" '4k3/P7/8/8/8/8/8/4K3 w - - 0 1 targets=-/a7' "1. a8=N"
	assert_output 'N3k3/8/8/8/8/8/8/4K3 b - - 0 1 ids=-@a8 targets=-/-'
}

# Rule 2.3.3: Black has 2 points: White's a2 pawn (1) may be announced,
# the b1 knight (3) may not.  King d7 d8 e7 f7 f8 (5); after T-a2 those
# 5 and the traitor pawn's a3 a4 (White's direction): 5 + 7 = 12.
@test "2.3.3: an Impromptu announcement costs the piece's value" {
	run -0 movegen -V impromptu-traitor --count '4k3/8/8/8/8/8/P7/1N2K3 b - - 0 1 budget=9/2'
	assert_output 12
	printf '[Variant "Impromptu Traitor"]\n[FEN "4k3/8/8/8/8/8/P7/1N2K3 b - - 0 1 budget=9/2"]\n\n1... T-Nb1:Nc3 *\n' > "$BATS_TEST_TMPDIR/g.pgn"
	run -1 --separate-stderr pgn-replay "$BATS_TEST_TMPDIR/g.pgn"
	assert_equal "${stderr%%$'\n'*}" "pgn-replay: $BATS_TEST_TMPDIR/g.pgn:4:6: game 1: 1...T-Nb1:Nc3: T-Nb1 may not be announced: the knight on b1 costs 3 and Black has 2 points left"
}

# Rule 2.3.2: a Simplified list of types: "PP" lets Black announce two
# of White's pawns, any, whatever their identity; a third is refused.
@test "2.3.2: a Simplified list is used up one type at a time" {
	run -0 final "Simplified Traitor" '4k3/8/8/8/8/8/PPP5/4K3 b - - 0 1 targets=-/PP' "1... T-a2:a3 2. Kd1 T-b2:b3"
	assert_output '4k3/8/8/8/8/P^P^6/2P5/3K4 w - - 0 3 targets=-/-'
	printf '[Variant "Simplified Traitor"]\n[FEN "4k3/8/8/8/8/8/PPP5/4K3 b - - 0 1 targets=-/PP"]\n\n1... T-a2:a3 2. Kd1 T-b2:b3 3. Ke1 T-c2:c3 *\n' > "$BATS_TEST_TMPDIR/g.pgn"
	run -1 --separate-stderr pgn-replay "$BATS_TEST_TMPDIR/g.pgn"
	[[ $stderr == *"3...T-c2:c3: T-c2 may not be announced: no pawn left on Black's list"* ]]
}

# Rules 2.5, 2.8 in the notation: the e.p. square e6 with Black to move is
# right when White has just pushed Black's traitor pawn (as in 2.7 above);
# White's king checked by White's own mercenary, or (option off) not
# checked by Black's traitor rook that White moves, decide what the side
# not to move may be.
@test "2.5, 2.8: the notation judges e.p. squares and checks by these rules" {
	run -0 afen-validate -V traitor -e '4k3/8/8/3P^p^3/8/8/8/4K3 b - e6 0 1'
	run -1 afen-validate -V traitor -e '4k3/8/8/3Pp3/8/8/8/4K3 b - e6 0 1'
	assert_output "afen-validate: <arg>:1:28: en passant square e6: white does not move the black pawn on e5"
	run -1 afen-validate -V mercenary -e '4k3/8/8/8/8/5N%2/8/4K3 b - - 0 1'
	assert_output "afen-validate: <arg>:1:24: white is not to move but its king on e1 is in check from f3"
	run -1 afen-validate -V traitor -e '4k3/8/8/4r^3/8/8/8/4K3 b - - 0 1'
	run -0 afen-validate -V traitor,own-traitor-check=off -e '4k3/8/8/4r^3/8/8/8/4K3 b - - 0 1'
}

# Rule 6.1.5 on a position read from a string (turncoat(7), reading 1):
# with the lists hidden, each marked piece counts as announced for the
# least it may have cost.  White: Kf4, his pieces e4 g2 c8 are Black's
# traitors; Black's rook b7 and pawn d4 are White's traitors; Black: kf6,
# ra1.  White's plain turns: Kf3 Kg3 Kg4 (e3 is attacked by the black
# pawn d4, e5 f5 g5 by the king, e4 holds a white piece), the rook b7's
# b1-b6 b8 a7 c7-h7 (14), d3 (1): 18.  The only piece White could
# announce is the rook a1 (5).
# - Specific: without ids each piece's identity is its square, so the
#   rook b7 was announced as a rook: 5 + 1 spent, and 6 + 5 > 9: 18.
# - Simplified: the rook b7 may be a pawn that was announced and then
#   promoted (2.7), so it counts 1: 1 + 1 + 5 <= 9 and T-Ra1 is allowed,
#   with the 18 turns again less none, plus the rook a1's b1-h1 and a2-a8
#   but f1, from where it would check White's own king (3.1): 18 + 13 = 31
#   turns with T-Ra1, 49 in all.
@test "6.1.5: a marked piece counts for the least it may have cost" {
	local p='2R^5/1r^6/5k2/8/3p^P^K2/8/6P^1/r7 w - - 1 2'
	run -0 movegen -V traitor --count "$p"
	assert_output 18
	run -0 movegen -V simplified-traitor --count "$p"
	assert_output 49
	run -0 movegen -V simplified-traitor "$p"
	[[ $output == *" T-Ra1:Rg1 "* && $output != *"T-Ra1:Rf1"* ]]
	printf '[Variant "Traitor"]\n[FEN "%s"]\n\n2. T-Ra1:Rg1 *\n' "$p" > "$BATS_TEST_TMPDIR/g.pgn"
	run -1 --separate-stderr pgn-replay "$BATS_TEST_TMPDIR/g.pgn"
	assert_equal "${stderr%%$'\n'*}" "pgn-replay: $BATS_TEST_TMPDIR/g.pgn:4:4: game 1: 2.T-Ra1:Rg1: T-Ra1 may not be announced: the rook on a1 costs 5 and White has 3 points left"
}
