#!/usr/bin/env bats
# The messages of illegal and unreadable moves, in every variant: each
# names the piece the text may mean, by whose it is, and the actual
# reason (a square and the piece on it), never a reason of another
# variant or a piece on another file.  Each test asserts the whole
# message and the exit status; the comment above it says why the move is
# refused by the rules (../shared/spec/).

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup
	cd "$T" || return 1
}

# 1. neutral-subject.md 1: the e-file has no pawn behind e4 (the pawns
# start on ranks 4 and 5), and e4 holds a neutral pawn, which White may
# move but which cannot move onto its own square.  The pawns on a4-d4
# are on other files: no move of theirs is written "e4", so none is
# named; the message is whole (once it was cut at 160 bytes mid-word).
@test "1. no piece reaches: only the plausible pieces, neutral named so, no cut" {
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Neutral Subject"]\n\n1. e4 *\n')"
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:3:4: game 1: 1.e4: no white pawn can reach e4: e4 holds a neutral pawn"
	# traitor.md 8.1's wording is kept where the pieces are plainly
	# White's: both knights may mean "N:e5".
	run --separate-stderr -1 pgn-replay <<< '1. e4 e5 2. Nf3 Nc6 3. Nc3 d6 4. Nxe5 Bg4 5. N:e5 *'
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:1:46: game 1: 5.N:e5: no white knight can reach e5: White's knights are on c3 and e5, e5 holds White's own knight, and the knight on c3 cannot reach it"
}

# 2. A move given by its squares is explained by the piece on its
# from-square: the knight on g1 and the bishop on c1 land on their own
# pawns (e2, d2); a queen never moves from d1 to h6 (neither a line nor
# a diagonal); e3 is empty at the start.
@test "2. a coordinate move is explained by the piece on its from-square" {
	run --separate-stderr -1 pgn-replay <<< '1. g1e2 *'
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:1:4: game 1: 1.g1e2: the knight on g1 cannot reach e2: e2 holds White's own pawn"
	run --separate-stderr -1 pgn-replay <<< '1. c1d2 *'
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:1:4: game 1: 1.c1d2: the bishop on c1 cannot reach d2: d2 holds White's own pawn"
	run --separate-stderr -1 pgn-replay <<< '1. d1h6 *'
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:1:4: game 1: 1.d1h6: the queen on d1 cannot reach h6: a queen does not move from d1 to h6"
	run --separate-stderr -1 pgn-replay <<< '1. e3e4 *'
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:1:4: game 1: 1.e3e4: there is no piece on e3"
	# A line blocked by a piece: the queen's diagonal d1-c2-b3-a4 starts
	# on the c2 pawn.
	run --separate-stderr -1 pgn-replay <<< '1. e4 e5 2. d1a4 *'
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:1:13: game 1: 2.d1a4: the queen on d1 cannot reach a4: it is blocked by White's pawn on c2"
}

# 3. traitor.md 2.3.3, 5.3: White announces Black's f8 bishop (Impromptu:
# any eligible piece) and moves it to c5, but e7 holds Black's pawn on its
# diagonal (1...d5 opened d7, not e7).  Impromptu Traitor reads only 'T'
# (5.3: "T in every variant, other letters only in their own").
@test "3. Traitor: the announced piece named as the other player's; the letters accepted" {
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Impromptu Traitor"]\n\n1. d4 d5 2. T-Bf8:Bc5 *\n')"
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:3:13: game 1: 2.T-Bf8:Bc5: Black's bishop on f8, announced by White, cannot reach c5: it is blocked by Black's pawn on e7"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Impromptu Traitor"]\n\n1. M-Nb8:Nc6 *\n')"
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:3:4: game 1: 1.M-Nb8:Nc6: 'M' is not an announcement of Impromptu Traitor Chess: expected T"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Impromptu Mercenary"]\n\n1. D-Nb8:Nc6 *\n')"
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:3:4: game 1: 1.D-Nb8:Nc6: 'D' is not an announcement of Impromptu Mercenary Chess: expected T or M"
}

# 4. Castling names its actual reason.  FIDE: after 1.e4 b6 2.Nf3 Ba6
# 3.Bc4 Bxc4 the king would cross f1, which the bishop on c4 attacks
# (c4-d3-e2-f1 empty).  After 2.Ke2 ... 3.Ke1 the king is home again but
# its rights went at 2.Ke2.  Neutral Subject 1: f1 holds the neutral
# bishop at the start.  complex-allegiance.md 1.2, 3.5: South's O-O is
# with the nearer rook, b1 (Ke1-c1), and d1 holds South's bishop.
@test "4. castling: the square and the piece, the attacker, the move that lost the right" {
	run --separate-stderr -1 pgn-replay <<< '1. e4 b6 2. Nf3 Ba6 3. Bc4 Bxc4 4. O-O *'
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:1:36: game 1: 4.O-O: White may not castle kingside: the king would cross f1, which Black's bishop on c4 attacks"
	run --separate-stderr -1 pgn-replay <<< '1. e4 e5 2. Ke2 Nc6 3. Ke1 Nf6 4. Nf3 d6 5. Be2 Be6 6. O-O *'
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:1:56: game 1: 6.O-O: White's kingside right is gone: the king moved at 2.Ke2"
	run --separate-stderr -1 pgn-replay <<< '1. e4 e5 2. O-O *'
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:1:13: game 1: 2.O-O: White may not castle kingside: f1 is taken by White's bishop"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Neutral Subject"]\n\n1. O-O *\n')"
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:3:4: game 1: 1.O-O: White may not castle kingside: f1 is taken by the neutral bishop"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Complex Allegiance"]\n\n1. O-O *\n')"
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:3:4: game 1: 1.O-O: South may not castle short (O-O): d1 is taken by South's bishop"
}

# 5. complex-allegiance.md 3.2: South's c2 pawn double-steps only over an
# empty c3; after 1...c3 (West's b3 pawn, moving east) c3 holds West's
# pawn.  West's pawn on b4 could reach c4 only by West's move: it is not
# what South's "c4" means.
@test "5. CA: a blocked double step names the square and the piece" {
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Complex Allegiance"]\n\n1. e4 c3 h7 g3 2. c4 *\n')"
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:3:19: game 1: 2.c4: no South pawn can reach c4: the pawn on c2 is blocked by West's pawn on c3"
}

# 6. en-chess.md 10.1: a swap is EN Chess's; a game without a Variant tag
# is standard chess, as for an announcement (the Traitor family).  9: an
# EN-FEN has 10 rows (x9, ranks 8-1, x0); without -V, a first or last
# row of one auror ('a'), EN's piece, marks an EN-FEN, whose row count is
# then what is wrong.  3.4: an auror moves only to an empty square, and d1 holds
# White's own queen: that is the reason, not "never captures".
@test "6. EN: a swap or an auror in a game of another variant; 9 rows; an auror onto its own piece" {
	run --separate-stderr -1 pgn-replay <<< '1. K~x0 *'
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:1:4: game 1: 1.K~x0: a swap ('~') is a move of EN Chess, not of standard chess: give the game a Variant tag or -V"
	local f='a/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
	run --separate-stderr -1 afen-validate -V en <<< "$f"
	assert_equal "$stderr" "afen-validate: <stdin>:1:46: the piece placement has 9 rows: EN Chess has 10 (the x9 row, ranks 8 to 1, the x0 row)"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[FEN "%s"]\n\n*\n' "$f")"
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:1:1: game 1: FEN tag: the piece placement has 9 rows: EN Chess has 10 (the x9 row, ranks 8 to 1, the x0 row)"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "EN"]\n\n1. Ad1 *\n')"
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:3:4: game 1: 1.Ad1: no white auror can reach d1: d1 holds White's own queen"
}

# 7. Input cut short: the last move is unfinished ('e'), or nothing
# follows the move number.  A move that is no move elsewhere is told with
# the variant's own examples: '>' only in Allegiance (allegiance.md),
# '~' in EN.
@test "7. truncated input says so; the examples are the variant's own" {
	run --separate-stderr -1 pgn-replay < <(printf '1. e4 e')
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:1:7: game 1: 1...e: the input ends after 'e', which is not a whole move"
	run --separate-stderr -1 pgn-replay < <(printf '1.')
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:1:1: game 1: the input ends after the move number 1.: expected a move"
	run --separate-stderr -1 pgn-replay <<< '1. e4 zz *'
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:1:7: game 1: 1...zz: expected a move such as e4, Nf3, exd5, O-O or e2e4"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "Allegiance"]\n\n1. e4 zz *\n')"
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:3:7: game 1: 1...zz: expected a move such as e4, Nf3, exd5, N>e5, O-O or e2e4"
	run --separate-stderr -1 pgn-replay <<< "$(printf '[Variant "EN"]\n\n1. e4 zz *\n')"
	assert_equal "${stderr_lines[0]}" "pgn-replay: <stdin>:3:7: game 1: 1...zz: expected a move such as e4, Nf3, exd5, K~x0, Ad2, O-O or e2e4"
}

# 8. Under --strict a warning (here a capture mark on a move that
# captures nothing) is an error: both tools print it as one, count it as
# one and exit 1.
@test "8. --strict: pgn-replay and convert count a warning as an error alike" {
	printf '1. e4 e5 2. Nf3 Nc6 3. Bxc4 *\n' > w.pgn
	run --separate-stderr -1 pgn-replay --strict w.pgn
	assert_equal "${stderr_lines[0]}" "pgn-replay: w.pgn:1:24: game 1: 3.Bxc4: capture mark on Bc4, which captures nothing"
	[[ ${stderr_lines[1]} == "pgn-replay: 1 game, 5 plies, 1 error (1 of them a warning: --strict), 0 warnings, "* ]]
	run --separate-stderr -1 convert --strict --to san w.pgn
	assert_equal "$stderr" "convert: w.pgn:1:24: game 1: 3.Bxc4: capture mark on Bc4, which captures nothing
convert: 1 game, 1 error (1 of them a warning: --strict)"
	run --separate-stderr -0 pgn-replay w.pgn
	[[ ${stderr_lines[1]} == "pgn-replay: 1 game, 5 plies, 0 errors, 1 warning, "* ]]
}
