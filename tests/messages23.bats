#!/usr/bin/env bats
# Issue 23, one test for each line of its list that this file covers:
# every message says what is wrong, where, and what to do, in every
# variant.  Each test runs the line's command (or its kind in the other
# variants) and asserts the whole new message; the comment above says
# what the rules (../shared/spec/, turncoat(7)) make of the move.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup
	cd "$T" || return 1
}

# first DIAG: the first diagnostic of `run --separate-stderr`.
first() {
	printf '%s\n' "${stderr_lines[0]}"
}

# 1. "no piece can reach X": never cut (the JSON message is the same
# whole text), no piece on another file named as a candidate, neutral
# pieces never called White's.  neutral-subject.md 1: the pawns start on
# ranks 4 and 5, neutral; e4 holds one, and no pawn stands behind it.
# The knights of Neutral Subject are neutral too.  Where the written
# piece's movement never leads to the square, the pieces are named;
# where one piece's line leads there, what blocks it; Horde's White has
# no queen.
@test "1. no piece can reach: whole, the plausible pieces, neutral ones not White's" {
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Neutral Subject"]\n\n1. e4 *\n')"
	assert_equal "$(first)" "pgn-replay: <stdin>:3:4: game 1: 1.e4: no white pawn can reach e4: e4 holds a neutral pawn"
	run -0 sh -c "printf '[Variant \"Neutral Subject\"]\n\n1. e4 *\n' | pgn-replay -q --json | jq -r '.errors[0].message'"
	assert_output "no white pawn can reach e4: e4 holds a neutral pawn"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Neutral Subject"]\n\n1. Nd4 *\n')"
	assert_equal "$(first)" "pgn-replay: <stdin>:3:4: game 1: 1.Nd4: no white knight can reach d4: the knights on b1, g1, b8 and g8 do not move to d4"
	run --separate-stderr -1 pgn-replay <<< '1. Nd4 *'
	assert_equal "$(first)" "pgn-replay: <stdin>:1:4: game 1: 1.Nd4: no white knight can reach d4: White's knights on b1 and g1 do not move to d4"
	run --separate-stderr -1 pgn-replay <<< '1. Bb5 *'
	assert_equal "$(first)" "pgn-replay: <stdin>:1:4: game 1: 1.Bb5: no white bishop can reach b5: the bishop on f1 is blocked by White's pawn on e2"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Complex Allegiance"]\n\n1. Bb5 *\n')"
	assert_equal "$(first)" "pgn-replay: <stdin>:3:4: game 1: 1.Bb5: no South bishop can reach b5: South's bishops on d1 and g1 do not move to b5"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Horde"]\n\n1. Qh5 *\n')"
	assert_equal "$(first)" "pgn-replay: <stdin>:3:4: game 1: 1.Qh5: no white queen can reach h5: White has no queen"
	# A pawn: where the pawn on the way goes (its legal moves, Traitor's
	# without their announcements), or what blocks it; a diagonal step
	# onto an empty square; complex-allegiance.md 1.2: West's pawns move
	# east, along the ranks.
	run --separate-stderr -1 pgn-replay <<< '1. e5 *'
	assert_equal "$(first)" "pgn-replay: <stdin>:1:4: game 1: 1.e5: no white pawn can reach e5: the pawn on e2 moves to e3 or e4"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Traitor"]\n\n1. e5 *\n')"
	assert_equal "$(first)" "pgn-replay: <stdin>:3:4: game 1: 1.e5: no white pawn can reach e5: the pawn on e2 moves to e3 or e4"
	run --separate-stderr -1 pgn-replay <<< '1. e4 e5 2. e6 *'
	assert_equal "$(first)" "pgn-replay: <stdin>:1:13: game 1: 2.e6: no white pawn can reach e6: the pawn on e4 is blocked by Black's pawn on e5"
	run --separate-stderr -1 pgn-replay <<< '1. e4 e5 2. exd5 *'
	assert_equal "$(first)" "pgn-replay: <stdin>:1:13: game 1: 2.exd5: no white pawn can reach d5: a pawn moves diagonally only to capture, and d5 is empty"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Complex Allegiance"]\n\n1. e4 e5 *\n')"
	assert_equal "$(first)" "pgn-replay: <stdin>:3:7: game 1: 1...e5: no West pawn can reach e5: the pawn on b5 moves to c5 or d5"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Racing Kings"]\n\n1. e4 *\n')"
	assert_equal "$(first)" "pgn-replay: <stdin>:3:4: game 1: 1.e4: no white pawn can reach e4: White has no pawn"
}

# 2. A coordinate move is explained by the piece on its from-square:
# the knight g1 and the bishop c1 land on their own pawns; a queen never
# moves d1-h6.  complex-allegiance.md 1.2: g1 holds South's bishop, which
# never moves g1-e2, whatever stands on e2.  traitor.md 2: a piece
# captures only the other colour.
@test "2. a coordinate move: the piece on its from-square, in every variant" {
	run --separate-stderr -1 pgn-replay <<< '1. g1e2 *'
	assert_equal "$(first)" "pgn-replay: <stdin>:1:4: game 1: 1.g1e2: the knight on g1 cannot reach e2: e2 holds White's own pawn"
	run --separate-stderr -1 pgn-replay <<< '1. c1d2 *'
	assert_equal "$(first)" "pgn-replay: <stdin>:1:4: game 1: 1.c1d2: the bishop on c1 cannot reach d2: d2 holds White's own pawn"
	run --separate-stderr -1 pgn-replay <<< '1. d1h6 *'
	assert_equal "$(first)" "pgn-replay: <stdin>:1:4: game 1: 1.d1h6: the queen on d1 cannot reach h6: a queen does not move from d1 to h6"
	run --separate-stderr -1 pgn-replay <<< '1. b1d3 *'
	assert_equal "$(first)" "pgn-replay: <stdin>:1:4: game 1: 1.b1d3: the knight on b1 cannot reach d3: a knight does not move from b1 to d3"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Complex Allegiance"]\n\n1. g1e2 *\n')"
	assert_equal "$(first)" "pgn-replay: <stdin>:3:4: game 1: 1.g1e2: the bishop on g1 cannot reach e2: a bishop does not move from g1 to e2"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Complex Allegiance"]\n\n1. e1f1 *\n')"
	assert_equal "$(first)" "pgn-replay: <stdin>:3:4: game 1: 1.e1f1: the king on e1 cannot reach f1: f1 holds South's own queen"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Traitor"]\n\n1. d1h6 *\n')"
	assert_equal "$(first)" "pgn-replay: <stdin>:3:4: game 1: 1.d1h6: the queen on d1 cannot reach h6: a queen does not move from d1 to h6"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "EN"]\n\n1. e1d3 *\n')"
	assert_equal "$(first)" "pgn-replay: <stdin>:3:4: game 1: 1.e1d3: the king on e1 cannot reach d3: a king does not move from e1 to d3"
}

# 3. EN Chess.  en-chess.md 10.1: a swap is EN's, so a game without a
# Variant tag (standard chess) refuses it and says what to give.  9: an
# EN-FEN has 10 rows; a first or last row of one auror marks one even
# without -V, and then the count is what is wrong.  3.4: an auror moves
# only to an empty square: e2 holds White's pawn.
@test "3. EN: a swap without a Variant tag; 9 rows; an auror onto its own pawn" {
	run --separate-stderr -1 pgn-replay <<< '1. K~x0 *'
	assert_equal "$(first)" "pgn-replay: <stdin>:1:4: game 1: 1.K~x0: a swap ('~') is a move of EN Chess, not of standard chess: give the game a Variant tag or -V"
	# The other variants' own forms are told the same way.
	run --separate-stderr -1 pgn-replay <<< '1. N@f3 *'
	assert_equal "$(first)" "pgn-replay: <stdin>:1:4: game 1: 1.N@f3: a drop ('@') is a move of Crazyhouse, not of standard chess: give the game a Variant tag or -V"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Traitor"]\n\n1. N>f3 *\n')"
	assert_equal "$(first)" "pgn-replay: <stdin>:3:4: game 1: 1.N>f3: a challenge ('>') is a move of Allegiance Chess, not of Traitor Chess: give the game a Variant tag or -V"
	local f='a/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
	local rows='the piece placement has 9 rows: EN Chess has 10 (the x9 row, ranks 8 to 1, the x0 row)'
	run --separate-stderr -1 afen-validate -e "$f"
	assert_equal "$stderr" "afen-validate: <arg>:1:46: $rows"
	run --separate-stderr -1 movegen "$f"
	assert_equal "$stderr" "movegen: <arg>:1:46: $rows"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[FEN "%s"]\n\n*\n' "$f")"
	assert_equal "$(first)" "pgn-replay: <stdin>:1:1: game 1: FEN tag: $rows"
	run --separate-stderr -1 afen-validate -e 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/A w KQkq - 0 1'
	assert_equal "$stderr" "afen-validate: <arg>:1:46: $rows"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "EN"]\n\n1. Ae2 *\n')"
	assert_equal "$(first)" "pgn-replay: <stdin>:3:4: game 1: 1.Ae2: no white auror can reach e2: e2 holds White's own pawn"
}

# 4. traitor.md 5.3: White announces Black's f8 bishop and moves it to
# c5, but e7 holds Black's pawn on its diagonal.  "T in every variant,
# other letters only in their own": Impromptu Traitor reads T only.
@test "4. Traitor: the announced piece is the other player's; the letters a variant reads" {
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Impromptu Traitor"]\n\n1. d4 d5 2. T-Bf8:Bc5 *\n')"
	assert_equal "$(first)" "pgn-replay: <stdin>:3:13: game 1: 2.T-Bf8:Bc5: Black's bishop on f8, announced by White, cannot reach c5: it is blocked by Black's pawn on e7"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Impromptu Traitor"]\n\n1. M-Nb8:Nc6 *\n')"
	assert_equal "$(first)" "pgn-replay: <stdin>:3:4: game 1: 1.M-Nb8:Nc6: 'M' is not an announcement of Impromptu Traitor Chess: expected T"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Impromptu Mercenary"]\n\n1. D-Nb8:Nc6 *\n')"
	assert_equal "$(first)" "pgn-replay: <stdin>:3:4: game 1: 1.D-Nb8:Nc6: 'D' is not an announcement of Impromptu Mercenary Chess: expected T or M"
	# traitor.md 2 (check as in FIDE): the d2 knight stands between the
	# bishop on b4 and the king on e1; it is pinned.
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Traitor"]\n\n1. e4 e5 2. d4 Bb4+ 3. Nd2 Qh4 4. Nc4 *\n')"
	assert_equal "$(first)" "pgn-replay: <stdin>:3:35: game 1: 4.Nc4: the white knight on d2 is pinned"
}

# 5. Castling names its reason, the square and the piece.
# neutral-subject.md 7: the squares between must be empty, and f1 holds
# the neutral bishop.  traitor.md 2.9 (FIDE): f1 is attacked by the rook
# on f8; the king in check from the rook on e2.  complex-allegiance.md
# 1.2, 3.5: South's O-O is Ke1-c1 with the b1 rook, over d1 (South's
# bishop); a right absent from the start position; the king that moved.
@test "5. castling: the reason, the square and the piece, in NS, Traitor and CA" {
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Neutral Subject"]\n\n1. O-O *\n')"
	assert_equal "$(first)" "pgn-replay: <stdin>:3:4: game 1: 1.O-O: White may not castle kingside: f1 is taken by the neutral bishop"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Traitor"]\n[FEN "4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1"]\n\n1. O-O *\n')"
	assert_equal "$(first)" "pgn-replay: <stdin>:4:4: game 1: 1.O-O: White may not castle kingside: the king would cross f1, which Black's rook on f8 attacks"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Traitor"]\n[FEN "4k3/8/8/8/8/8/4r3/4K2R w K - 0 1"]\n\n1. O-O *\n')"
	assert_equal "$(first)" "pgn-replay: <stdin>:4:4: game 1: 1.O-O: White may not castle kingside: White's king is in check from Black's rook on e2"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Complex Allegiance"]\n\n1. O-O *\n')"
	assert_equal "$(first)" "pgn-replay: <stdin>:3:4: game 1: 1.O-O: South may not castle short (O-O): d1 is taken by South's bishop"
	local ca='x,nR,nN,nB,nQ,nK,nB,nN,nR,x/wR,nwP,nP,nP,nP,nP,nP,nP,neP,eR/wN,wP,6,eP,eN/wB,wP,6,eP,eB/wK,wP,6,eP,eQ/wQ,wP,6,eP,eK/wB,wP,6,eP,eB/wN,wP,6,eP,eN/wR,swP,sP,sP,sP,sP,sP,sP,seP,eR/x,sR,2,sK,sQ,sB,sN,sR,x s'
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Complex Allegiance"]\n[SetUp "1"]\n[FEN "%s i1,a2,a9,b10,i10,j2,j9 - 0 1"]\n\n1. O-O *\n' "$ca")"
	assert_equal "$(first)" "pgn-replay: <stdin>:5:4: game 1: 1.O-O: South's short (O-O) right is gone: the position the game starts from has none"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Complex Allegiance"]\n[SetUp "1"]\n[FEN "%s b1,i1,a2,a9,b10,i10,j2,j9 - 0 1"]\n\n1. Kd1 c3 h7 g3 2. Ke1 c4 h6 g4 3. O-O *\n' "$ca")"
	assert_equal "$(first)" "pgn-replay: <stdin>:5:36: game 1: 3.O-O: South's short (O-O) right is gone: the king moved at 1.Kd1"
}

# 6. Complex Allegiance, as turncoat(7) reads complex-allegiance.md 6:
# there is no check, so '+' is read as if not there and warned about
# (an error with --strict), like '#' on a move that takes no King; a draw
# 1/2-1/2 is the four-player draw, 1-0 names no winner among four; a
# double step over an occupied c3 is blocked by the piece there; after a
# comment the movetext goes on without "5...", which would not say which
# of three players moves, and reads back the same.
@test "6. CA: '+' warned about, --strict refuses it; 1/2-1/2 and 1-0; a blocked double step; no '5...' after a comment" {
	printf '[Variant "Complex Allegiance"]\n\n1. e4+ c3 h7 g3# 2. Nd3++ *\n' > m.pgn
	run --separate-stderr -0 pgn-replay m.pgn
	assert_equal "$stderr" "pgn-replay: m.pgn:3:4: warning: game 1: 1.e4+: wrong mark '+': Complex Allegiance Chess has no check, and the move is e4
pgn-replay: m.pgn:3:14: warning: game 1: 1...g3#: '#' on g3, which captures no King
pgn-replay: m.pgn:3:21: warning: game 1: 2.Nd3++: wrong mark '++': Complex Allegiance Chess has no check, and the move is Nd3
pgn-replay: 1 game, 5 plies, 0 errors, 3 warnings, ${stderr##*warnings, }"
	run --separate-stderr -1 pgn-replay --strict m.pgn
	assert_equal "${stderr_lines[0]}" "pgn-replay: m.pgn:3:4: game 1: 1.e4+: wrong mark '+': Complex Allegiance Chess has no check, and the move is e4"
	run --separate-stderr -1 convert --strict --to pgn m.pgn
	assert_equal "${stderr_lines[3]}" "convert: 1 game, 3 errors (3 of them warnings: --strict)"
	printf '[Variant "Complex Allegiance"]\n[Result "1/2-1/2"]\n\n1. e4 c3 h7 g3 1/2-1/2\n' > d.pgn
	run --separate-stderr -0 convert --to pgn d.pgn
	assert_line '[Result "1/2-1/2-1/2-1/2"]'
	assert_line '1. e4 c3 h7 g3 1/2-1/2-1/2-1/2'
	run -0 sh -c 'pgn-replay -q --json d.pgn | jq -r .result'
	assert_output "1/2-1/2-1/2-1/2"
	printf '[Variant "Complex Allegiance"]\n[Result "1-0"]\n\n1. e4 c3 h7 g3 1-0\n' > w.pgn
	run --separate-stderr -1 pgn-replay w.pgn
	assert_equal "$(first)" "pgn-replay: w.pgn:4:16: game 1: result 1-0 names no winner among the four players of Complex Allegiance Chess: write four scores, South-West-North-East, such as 0-1/2-1-1/2, or 1/2-1/2 for a draw"
	run --separate-stderr -1 convert --to json w.pgn
	assert_equal "$(first)" "convert: w.pgn:4:16: game 1: result 1-0 names no winner among the four players of Complex Allegiance Chess: write four scores, South-West-North-East, such as 0-1/2-1-1/2, or 1/2-1/2 for a draw"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Complex Allegiance"]\n\n1. e4 c3 h7 g3 2. c4 *\n')"
	assert_equal "$(first)" "pgn-replay: <stdin>:3:19: game 1: 2.c4: no South pawn can reach c4: the pawn on c2 is blocked by West's pawn on c3"
	run --separate-stderr -0 convert --to pgn "$TC_TOP/examples/ca-game.pgn"
	[[ $output != *"5..."* && $output != *"6..."* ]] || fail "$output"
	[[ $output == *"5. O-O
{South's King goes to c1 and the Rook b1 to d1} Nb1 b8 {North moves the shared
pawn b9} Nh7 6. i4"* ]] || fail "$output"
	printf '%s\n' "$output" > back.pgn
	run -0 sh -c "pgn-replay -q --strict --emit final back.pgn; pgn-replay -q --strict --emit final '$TC_TOP/examples/ca-game.pgn'"
	assert_equal "${lines[0]}" "${lines[1]}"
	# A variation that starts with West to move keeps its "1...".
	run --separate-stderr -0 convert --to pgn <<< "$(printf '[Variant "Complex Allegiance"]\n\n1. e4 c3 (1... c4 h7) h7 {x} g3 2. Nd3 *\n')"
	assert_line '1. e4 c3 (1... c4 h7) h7 {x} g3 2. Nd3 *'
	# Two players: "1..." after a comment still names Black.
	run --separate-stderr -0 convert --to pgn <<< '1. e4 {x} e5 2. Nf3 *'
	assert_line '1. e4 {x} 1... e5 2. Nf3 *'
}

# 7. --strict (pgn-replay(1), convert(1)): a warning is an error, and
# both summaries say how many of their errors are warnings, the reason
# for status 1.
@test "7. --strict: both summaries say why the status is 1" {
	printf '1. e4 e5 2. Nf3 Nc6 3. Bxc4 *\n' > w.pgn
	run --separate-stderr -1 pgn-replay --strict w.pgn
	assert_equal "${stderr_lines[0]}" "pgn-replay: w.pgn:1:24: game 1: 3.Bxc4: capture mark on Bc4, which captures nothing"
	[[ ${stderr_lines[1]} == "pgn-replay: 1 game, 5 plies, 1 error (1 of them a warning: --strict), 0 warnings, "* ]] || fail "$stderr"
	run --separate-stderr -1 convert --strict --to san w.pgn
	assert_equal "$stderr" "convert: w.pgn:1:24: game 1: 3.Bxc4: capture mark on Bc4, which captures nothing
convert: 1 game, 1 error (1 of them a warning: --strict)"
	run --separate-stderr -0 pgn-replay w.pgn
	[[ ${stderr_lines[1]} == "pgn-replay: 1 game, 5 plies, 0 errors, 1 warning, "* ]] || fail "$stderr"
	# An error of its own is no warning: no note.
	run --separate-stderr -1 convert --strict --to san <<< '1. e4 e5 2. Ke3 *'
	assert_equal "${stderr_lines[1]}" "convert: 1 game, 1 error"
}

# 8. Input that ends in the middle says so; a token that is no move gets
# the variant's own examples: '>' only in Allegiance (allegiance.md),
# '~' and the auror in EN, announcements in the Traitor family, drops in
# Crazyhouse, no castling in Antichess.
@test "8. truncated input says so; the examples are the variant's own" {
	run --separate-stderr -1 pgn-replay < <(printf '1. e4 e')
	assert_equal "$(first)" "pgn-replay: <stdin>:1:7: game 1: 1...e: the input ends after 'e', which is not a whole move"
	run --separate-stderr -1 pgn-replay < <(printf '1. e4 e5 2.')
	assert_equal "$(first)" "pgn-replay: <stdin>:1:10: game 1: the input ends after the move number 2.: expected a move"
	local v want
	for v in 'Standard|e4, Nf3, exd5, O-O or e2e4' \
	    'Allegiance|e4, Nf3, exd5, N>e5, O-O or e2e4' \
	    'EN|e4, Nf3, exd5, K~x0, Ad2, O-O or e2e4' \
	    'Traitor|e4, Nf3, exd5, T-Rh1:Nxf2, O-O or e2e4' \
	    'Crazyhouse|e4, Nf3, exd5, N@f3, O-O or e2e4' \
	    'Antichess|e4, Nf3, exd5, b8=K or e2e4' \
	    'Neutral Subject|e4, Nf3, exd5, O-O or e2e4'; do
		want=${v#*|}
		run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "%s"]\n\n1. zz *\n' "${v%%|*}")"
		assert_equal "$(first)" "pgn-replay: <stdin>:3:4: game 1: 1.zz: expected a move such as $want"
	done
}

# Pawn moves no pawn makes: the reason is the pawn's own way of moving.
# exd5 from the start: the e-pawn on e2 captures on d3 or f3 only; bxd5
# with a pawn on b4: a5 or c5 only (d is two files away); e3 after the
# e-pawn reached e4: it is past e3, and pawns never move back; e4 in
# Horde, where e4 holds White's own pawn: the pawns that might have gone
# there are named once.
@test "1b. a pawn's capture or step that no pawn makes says where the pawn goes" {
	run --separate-stderr -1 pgn-replay <<< '1. exd5 *'
	assert_equal "$(first)" "pgn-replay: <stdin>:1:4: game 1: 1.exd5: no white pawn can reach d5: the pawn on e2 captures on d3 or f3 only"
	run --separate-stderr -1 pgn-replay <<< '1. e4 d5 2. b4 a6 3. bxd5 *'
	assert_equal "$(first)" "pgn-replay: <stdin>:1:22: game 1: 3.bxd5: no white pawn can reach d5: the pawn on b4 captures on a5 or c5 only"
	run --separate-stderr -1 pgn-replay <<< '1. e4 e5 2. d4 d6 3. dxe5 dxe5 4. e3 *'
	assert_equal "$(first)" "pgn-replay: <stdin>:1:35: game 1: 4.e3: no white pawn can reach e3: the pawn on e4 is past e3: pawns never move back"
	run --separate-stderr -1 pgn-replay <<< '1. e4 e5 2. axb5 *'
	assert_equal "$(first)" "pgn-replay: <stdin>:1:13: game 1: 2.axb5: no white pawn can reach b5: the pawn on a2 captures on b3 only"
	# 2.exd5 took the e-pawn off its file: none is left there.
	run --separate-stderr -1 pgn-replay <<< '1. e4 d5 2. exd5 Nf6 3. exf6 *'
	assert_equal "$(first)" "pgn-replay: <stdin>:1:25: game 1: 3.exf6: no white pawn can reach f6: White has no pawn on the e-file"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Horde"]\n\n1. e4 *\n')"
	assert_equal "$(first)" "pgn-replay: <stdin>:3:4: game 1: 1.e4: no white pawn can reach e4: e4 holds White's own pawn, and the pawns on e2, d3, e3 and f3 cannot reach it"
}
