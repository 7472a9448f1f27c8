#!/usr/bin/env bats
# The Traitor family's position notation (../shared/spec/traitor.md 4)
# through afen-validate -V NAME on standard input: the section's examples
# are valid in the variant each implies, and each diagnostic of the
# notation comes with its exact message and column.  The columns are
# counted in the comments: "$START" is 43 bytes, so after "$START w KQkq
# - 0 1" (56 bytes) a first key starts in column 58 and its value in 58
# plus the length of "key=".

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup
	START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR'
	S="$START w KQkq - 0 1"
	# Section 4: the sample game after 5...(T-Rh1)Nxf2, public view.
	SAMPLE='rnbqk2r/pppp1ppp/8/2b1p3/2B1P3/2N2N2/PPPP1nPP/R1BQ1R^K1 w kq - 0 6 ids=h1@f1,g8@f2,b1@c3,g1@f3,f1@c4,e2@e4,f8@c5,e7@e5'
	# After 1.A-Nb8:Nc6 (Defector-Double Agent, Double Agent): 46 bytes of
	# placement, so " b KQkq - 1 1" ends in column 59 and a first key
	# starts in column 61.
	NC6D='r1bqkbnr/pppppppp/2N&5/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1'
	NC6A='r1bqkbnr/pppppppp/2n&5/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1'
}

# The string $2 on standard input of afen-validate -V $1.
validate() {
	if [ -n "$1" ]; then
		printf '%s\n' "$2" | afen-validate -V "$1"
	else
		printf '%s\n' "$2" | afen-validate
	fi
}

# check NAME STATUS AFEN [COL: MESSAGE]...: afen-validate -V NAME (no -V
# for an empty NAME) reading AFEN on standard input exits with STATUS, prints nothing on standard
# output and exactly the given diagnostics, in that order, on standard
# error.
check() {
	local name=$1 st=$2 afen=$3 l want=
	shift 3
	for l in "$@"; do
		want+="afen-validate: <stdin>:1:$l"$'\n'
	done
	run "-$st" --separate-stderr validate "$name" "$afen"
	assert_equal "$stderr" "${want%$'\n'}"
	assert_equal "$output" ""
}

# --------------------------------------------------------------------------
# Section 4's examples

@test "section 4: the sample game's public and arbiter views are valid Traitor, and canonical" {
	check traitor 0 "$SAMPLE"
	check traitor 0 "$SAMPLE targets=Qd8/Bc1,g2"
	run -0 afen-validate -V traitor -c -e "$SAMPLE targets=Qd8/Bc1,g2"
	assert_output "$SAMPLE targets=Qd8/Bc1,g2"
}

@test "section 4: Impromptu Defector-Double Agent after 1.A-Nb8:Nc6 is valid, and canonical" {
	check impromptu-defector-double-agent 0 "$NC6D budget=6/9 ko=c6b8 undo=c6"
	run -0 afen-validate -V impromptu-defector-double-agent -c \
	    -e "$NC6D budget=6/9 ko=c6b8 undo=c6"
	assert_output "$NC6D budget=6/9 ko=c6b8 undo=c6"
}

@test "section 4: the black rook that is White's traitor is valid in the three forms of Traitor" {
	local v
	for v in traitor simplified-traitor impromptu-traitor; do
		check "$v" 0 '4k3/8/8/4r^3/8/8/8/4K3 w - - 0 1'
	done
}

@test "section 4: the start, with the sample's lists, White's view, and budget=9/9 in the Impromptu forms" {
	local f
	for f in traitor defector double-agent defector-double-agent mercenary; do
		check "$f" 0 "$S"
		check "simplified-$f" 0 "$S"
		check "impromptu-$f" 0 "$S budget=9/9"
		check "impromptu-$f" 0 "$S"
	done
	check traitor 0 "$S targets=Qd8/Bc1,Rh1,g2"
	check traitor 0 "$S targets=Qd8/?"
	check traitor 0 "$S targets=?/Bc1,Rh1,g2"
	check simplified-mercenary 0 "$S targets=Q/BNPPP"
}

@test "section 8.1: the position where replay stops, in White's private view" {
	check traitor 0 'rnbqk2r/pppp1ppp/1b6/4N3/2B1P1n1/2N5/PPPPQ1P^P/R1B3R^K w kq - 1 9 ids=h1@g1,d1@e2,b1@c3,f1@c4,e2@e4,g8@g4,g1@e5,f8@b6 targets=Qd8/?'
}

# --------------------------------------------------------------------------
# Marks

@test "a mark the variant does not use, in the column of the mark" {
	# Rank 1 starts in column 36.
	check traitor 1 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RN&BQKBNR w KQkq - 0 1" \
	    "38: mark '&' is not used in Traitor Chess (Double Agent Chess uses it: -V double-agent)"
	check traitor 1 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN*R w KQkq - 0 1" \
	    "43: mark '*' is not used in Traitor Chess (Neutral Subject Chess uses it: -V neutral-subject)"
	check defector 1 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR^ w Qkq - 0 1" \
	    "44: mark '^' is not used in Defector Chess (Traitor Chess uses it: -V traitor)"
	check simplified-defector-double-agent 1 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN^R w KQkq - 0 1" \
	    "43: mark '^' is not used in Simplified Defector-Double Agent Chess (Traitor Chess uses it: -V traitor)"
	check double-agent 1 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN%R w KQkq - 0 1" \
	    "43: mark '%' is not used in Double Agent Chess (Mercenary Chess uses it: -V mercenary)"
	check impromptu-mercenary 1 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN>R w KQkq - 0 1" \
	    "43: mark '>' is not used in Impromptu Mercenary Chess (Allegiance Chess uses it: -V allegiance)"
}

@test "a mark on a king, in the column of the mark" {
	check traitor 1 "rnbqk^bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" \
	    "6: king on e8 with '^': a king is always pure"
	check double-agent 1 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK&BNR w KQkq - 0 1" \
	    "41: king on e1 with '&': a king is always pure"
	check mercenary 1 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK%BNR w KQkq - 0 1" \
	    "41: king on e1 with '%': a king is always pure"
}

# --------------------------------------------------------------------------
# Keys

@test "an unknown key, and a key of another variant or form, in the column of the key" {
	check traitor 1 "$S bar=e4" \
	    "58: unknown key 'bar': Traitor Chess uses ids targets (Neutral Subject Chess uses it: -V neutral-subject)"
	check traitor 1 "$S Ids=e2@e2" \
	    "58: unknown key 'Ids': Traitor Chess uses ids targets"
	check traitor 1 "$S budget=9/9" \
	    "58: unknown key 'budget': Traitor Chess uses ids targets (Impromptu Traitor Chess uses it: -V impromptu-traitor)"
	check traitor 1 "$S ko=e2e4" \
	    "58: unknown key 'ko': Traitor Chess uses ids targets (Double Agent Chess uses it: -V double-agent)"
	check defector 1 "$S undo=e4" \
	    "58: unknown key 'undo': Defector Chess uses ids targets (Simplified Defector Chess uses it: -V simplified-defector)"
	check simplified-traitor 1 "$S ids=e2@e4" \
	    "58: unknown key 'ids': Simplified Traitor Chess uses targets (Traitor Chess uses it: -V traitor)"
	check impromptu-traitor 1 "$S targets=Q/-" \
	    "58: unknown key 'targets': Impromptu Traitor Chess uses budget (Traitor Chess uses it: -V traitor)"
	check impromptu-double-agent 1 "$S budget=9/9 undo=e4" \
	    "69: unknown key 'undo': Impromptu Double Agent Chess uses budget ko (Simplified Defector Chess uses it: -V simplified-defector)"
}

@test "a repeated key, in the column of its second occurrence" {
	# budget=9/9 is 10 bytes: the second key starts in column 69.
	check impromptu-traitor 1 "$S budget=9/9 budget=9/9" \
	    "69: key 'budget' given twice"
	check traitor 1 "$S targets=Qd8/- targets=Qd8/-" \
	    "72: key 'targets' given twice"
	check traitor 1 "$S ids=e2@e2 ids=e2@e2" \
	    "68: key 'ids' given twice"
	check impromptu-defector 1 "$S undo=e4 budget=9/9 undo=e4" \
	    "77: key 'undo' given twice"
}

@test "keys out of their written order are read" {
	check double-agent 0 "$NC6A targets=-/Bc1,Rh1,g2 ko=c6b8 ids=b8@c6"
}

# --------------------------------------------------------------------------
# Values: budget (value in column 65)

@test "budget: anything but two digits around '/'" {
	local b
	for b in 10/9 9 a/9 9/ 9-9 9/9/9 -1/9; do
		check impromptu-traitor 1 "$S budget=$b" \
		    "65: budget='$b': expected White's and Black's points left, 0-9 each, as in 9/9"
	done
	check impromptu-mercenary 1 "$S budget=" \
	    "65: budget='': expected White's and Black's points left, 0-9 each, as in 9/9"
}

# --------------------------------------------------------------------------
# ids (value in column 62)

@test "ids: an identity that is not a square or '-'" {
	check traitor 1 "$S ids=z9@e4" \
	    "62: ids: 'z9' is not an identity: expected a square or '-'"
	check traitor 1 "$S ids=e9@e2" \
	    "62: ids: 'e9' is not an identity: expected a square or '-'"
	# The second entry starts in column 68.
	check traitor 1 "$S ids=e2@e2,x@e7" \
	    "68: ids: 'x' is not an identity: expected a square or '-'"
}

@test "ids: no '@', no square after it, no ',' between entries" {
	check traitor 1 "$S ids=e2e4" \
	    "64: ids: expected '@' and a square after the identity"
	check traitor 1 "$S ids=e2@" \
	    "65: ids: expected the square of the piece after '@'"
	check traitor 1 "$S ids=e2@z2" \
	    "65: ids: expected the square of the piece after '@'"
	check traitor 1 "$S ids=e2@e2;e7@e7" \
	    "67: ids: unexpected ';': expected ',' between entries"
}

@test "ids: a square given twice, in the column of the second entry" {
	check traitor 1 "$S ids=e2@e2,e2@e2" \
	    "68: ids: e2 is given twice"
}

@test "ids on an empty square or a king, in the column of the entry" {
	check traitor 1 "$S ids=e2@e4" \
	    "62: ids: e4 is empty: expected a piece other than a king there"
	check defector 1 "$S ids=-@e1" \
	    "62: ids: e1 holds a king: expected a piece other than a king there"
	check mercenary 1 "$S ids=d2@d2,e8@e8" \
	    "68: ids: e8 holds a king: expected a piece other than a king there"
}

@test "ids: two pieces with one identity" {
	# The a2 pawn keeps its own identity, a2.
	check traitor 1 "$S ids=a2@e2" \
	    "62: ids: the pieces on a2 and e2 both have identity a2"
	# The g1 knight keeps its own identity, g1.
	check double-agent 1 "$S ids=g1@b1" \
	    "62: ids: the pieces on b1 and g1 both have identity g1"
}

# --------------------------------------------------------------------------
# ko (value in column 61 after $S, 64 after $NC6A)

@test "ko: anything but two different squares" {
	local k
	for k in e7 e7e7 e7g8x e7-g8 e9g8 E7G8; do
		check double-agent 1 "$S ko=$k" \
		    "61: ko='$k': expected the forbidden move's two squares, as in e7g8"
	done
	check mercenary 1 "$S ko=" \
	    "61: ko='': expected the forbidden move's two squares, as in e7g8"
}

@test "ko without a double agent or mercenary on its first square" {
	check double-agent 1 "$S ko=e4e5" \
	    "61: ko=e4e5: no double agent on e4"
	check defector-double-agent 1 "$S ko=e2e3" \
	    "61: ko=e2e3: no double agent on e2"
	check impromptu-mercenary 1 "$S budget=9/9 ko=e2e3" \
	    "72: ko=e2e3: no mercenary on e2"
	check double-agent 1 "$NC6A ko=b8c6" \
	    "64: ko=b8c6: no double agent on b8"
	check double-agent 0 "$NC6A ko=c6b8"
}

@test "ko whose second square is not empty" {
	check double-agent 1 "$NC6A ko=c6d8" \
	    "64: ko=c6d8: d8 is not empty, so the piece on c6 did not just come from it"
}

# --------------------------------------------------------------------------
# targets (value in column 66)

@test "targets: no '/', an empty list" {
	# The error is where the '/' is missing: after the value.
	check traitor 1 "$S targets=Qd8" \
	    "69: targets: expected White's list, '/' and Black's list"
	check traitor 1 "$S targets=/Bc1" \
	    "66: targets: White's list is empty: expected a list, '-' or '?'"
	check simplified-traitor 1 "$S targets=Q/" \
	    "68: targets: Black's list is empty: expected a list, '-' or '?'"
}

@test "targets: a king, a bad square, a bad separator, an entry twice (Specific)" {
	check traitor 1 "$S targets=Kd8/-" \
	    "66: targets: a king is never announced"
	check traitor 1 "$S targets=Qd8/Ke1" \
	    "70: targets: a king is never announced"
	check traitor 1 "$S targets=d9/-" \
	    "66: targets: expected a square in White's list"
	check traitor 1 "$S targets=Qd8;Ra8/-" \
	    "69: targets: expected ',' between entries"
	check traitor 1 "$S targets=Qd8,d8/-" \
	    "70: targets: d8 is listed twice"
}

@test "targets: a piece not on the board, of the holder's colour, of the wrong type" {
	check traitor 1 "$S targets=e4/-" \
	    "66: targets: no piece with identity e4 is on the board"
	# The queen has no identity: none is d8.
	check traitor 1 "$S ids=-@d8 targets=Qd8/-" \
	    "75: targets: no piece with identity d8 is on the board"
	check traitor 1 "$S targets=e2/-" \
	    "66: targets: the piece with identity e2 is White's: White lists Black's pieces"
	check mercenary 1 "$S targets=-/Bf8" \
	    "68: targets: the piece with identity f8 is Black's: Black lists White's pieces"
	check traitor 1 "$S targets=Nd8/-" \
	    "66: targets: the piece with identity d8 is a queen"
	# No letter: a pawn.
	check defector 1 "$S targets=-/g1" \
	    "68: targets: the piece with identity g1 is a knight"
}

@test "targets: a list worth more than 9, at the entry that makes it so" {
	check traitor 1 "$S targets=Qd8,Ra8/-" \
	    "70: targets: White's list is worth 14: at most 9"
	check traitor 1 "$S targets=-/Bc1,Rh1,g2,f2" \
	    "79: targets: Black's list is worth 10: at most 9"
	check simplified-traitor 1 "$S targets=QP/-" \
	    "67: targets: White's list is worth 10: at most 9"
	check simplified-double-agent 1 "$S targets=-/RRP" \
	    "69: targets: Black's list is worth 10: at most 9"
}

@test "targets: Simplified lists are of letters QRBNP" {
	check simplified-traitor 1 "$S targets=QX/-" \
	    "67: targets: unexpected 'X' in White's list: expected Q, R, B, N or P"
	check simplified-traitor 1 "$S targets=q/-" \
	    "66: targets: unexpected 'q' in White's list: expected Q, R, B, N or P"
	check simplified-mercenary 1 "$S targets=Qd8/-" \
	    "67: targets: unexpected 'd' in White's list: expected Q, R, B, N or P"
	check simplified-traitor 1 "$S targets=Q/K" \
	    "68: targets: a king is never announced"
}

# --------------------------------------------------------------------------
# undo (value in column 63 after $S, 66 after the Nc6 position)

@test "undo: anything but a square" {
	local u
	for u in e9 z c6c6 C6 ''; do
		check simplified-defector 1 "$S undo=$u" \
		    "63: undo: expected the square of the piece that defected"
	done
}

@test "undo without a piece of the colour of the player who just moved" {
	check simplified-defector 1 "$S undo=e4" \
	    "63: undo=e4: no Black piece on e4 to have defected to Black"
	check simplified-defector 1 "$S undo=e2" \
	    "63: undo=e2: no Black piece on e2 to have defected to Black"
	check impromptu-defector-double-agent 1 "$NC6D undo=c7" \
	    "66: undo=c7: no White piece on c7 to have defected to White"
	check impromptu-defector 0 "${NC6D/N&/N} budget=6/9 undo=c6"
}

# Black announces White's pawn a7 (1 point: budget 9/8), a black double
# agent now, and takes it with White's double agent pawn b6, which he
# may move (b6xa7 is a white pawn's capture, white takes black): the
# defector is gone, so no undo (turncoat(7)); ko=a7b6, the reverse of the
# agent's move; the capture resets the halfmove clock.  A string that
# names the square anyway holds the white agent there, not a defector.
@test "undo is not written when the turn's move took the piece that defected" {
	printf '[Variant "Impromptu Defector-Double Agent"]\n[FEN "%s"]\n\n1... A-a7:bxa7 *\n' \
	    '4k3/P7/1P&6/8/8/8/8/4K3 b - - 0 1 budget=9/9' > "$BATS_TEST_TMPDIR/g.pgn"
	run -0 pgn-replay -q --strict --emit final "$BATS_TEST_TMPDIR/g.pgn"
	assert_output '4k3/P&7/8/8/8/8/8/4K3 w - - 0 2 budget=9/8 ko=a7b6'
	check impromptu-defector-double-agent 1 "$output undo=a7" \
	    "57: undo=a7: no Black piece on a7 to have defected to Black"
}

# --------------------------------------------------------------------------
# Castling, the number of pieces

@test "a castling right with the announced rook" {
	check traitor 1 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR^ w KQkq - 0 1" \
	    "48: castling right 'K' with the announced rook on h1: an announced rook never castles"
	check mercenary 1 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R%NBQKBNR w Qkq - 0 1" \
	    "48: castling right 'Q' with the announced rook on a1: an announced rook never castles"
	check double-agent 1 "rnbqkbn&r&/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w k - 0 1" \
	    "49: castling right 'k' with the announced rook on h8: an announced rook never castles"
}

@test "more than 32 pieces: an error, after the warnings of material" {
	check traitor 1 "rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBNR w KQkq - 0 1" \
	    "1: warning: 9 pawns for white: a game has at most 8" \
	    "1: warning: 17 pieces for white: a game has at most 16" \
	    "1: 33 pieces: a game of the Traitor family has at most 32"
	# Defector: pieces change colour, so only the totals are bounded.
	check impromptu-defector 1 "rnbqkbnr/pppppppp/8/8/8/PP6/PPPPPPPP/RNBQKBNR w KQkq - 0 1 budget=9/9" \
	    "1: warning: 18 pawns in all: a game has at most 16" \
	    "1: warning: 34 pieces in all: a game has at most 32" \
	    "1: 34 pieces: a game of the Traitor family has at most 32"
}

# Columns counted on the strings: in "$S ids=b2@b2,a2@e2" the entry a2@e2
# starts in column 68; the castling field of the R^ string starts in 48,
# so its 'Q' is in 49; "$S ids=e2@e2," ends with its comma in 67; the
# first ids or undo value after $S starts in 62 or 63; in the R^/q^
# string with targets=Qd8/- the entry Qd8 starts in 67.
@test "diagnostics at the entry at fault; what a pawn's identity and a list may hold" {
	check traitor 1 "$S ids=b2@b2,a2@e2" \
	    "68: ids: the pieces on a2 and e2 both have identity a2"
	check traitor 1 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R^NBQKBNR w KQkq - 0 1" \
	    "49: castling right 'Q' with the announced rook on a1: an announced rook never castles"
	check traitor 1 "$S ids=e2@e2," \
	    "67: ids: the list ends with ',': expected an entry after it"
	check traitor 1 "$S ids=-@e2" \
	    "62: ids: the pawn on e2 has an identity: only a promoted piece has none"
	check traitor 1 "$S ids=e1@e2" \
	    "62: ids: the pawn on e2 cannot come from rank 1 or 8"
	check simplified-defector 1 "$S undo=e1" \
	    "63: undo=e1: a king never defects"
	check traitor 1 "rnbq^kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 targets=Qd8/-" \
	    "67: targets: the piece with identity d8 carries a mark: it was announced already"
}

@test "a string of the family given without -V: the mark or key names the rule set to give" {
	# Without -V a position is read as Allegiance Chess, which has no
	# '^' and no keys.
	check "" 1 "4k3/8/8/4r^3/8/8/8/4K3 w - - 0 1" \
	    "11: mark '^' is not used in Allegiance Chess (Traitor Chess uses it: -V traitor)"
	check "" 1 "$S budget=9/9 ko=e2e4" \
	    "58: key 'budget' is not used in Allegiance Chess (Impromptu Traitor Chess uses it: -V impromptu-traitor)" \
	    "69: key 'ko' is not used in Allegiance Chess (Double Agent Chess uses it: -V double-agent)"
}
