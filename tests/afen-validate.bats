#!/usr/bin/env bats
# afen-validate: AFEN syntax and meaning (Allegiance spec section 6), the
# diagnostics' exact wording and columns, exit statuses, the output modes
# and the round trip over ../data/fens-100k.txt.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup afen
	FENS=$SHARED/fens-100k.txt
	TMP=$T
	# 43 bytes: side to move in column 45, castling 47-50, en passant 52,
	# halfmove clock 54 and fullmove number 56 in "$START w KQkq - 0 1".
	START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR'
	# 17 bytes: side to move in column 19, castling 21, en passant 23.
	KK='8/8/8/8/8/8/8/K6k'
	PLACE="expected a piece letter (KQRBNP, kqrbnp), a digit 1-8 or '/'"
	USAGE='usage: afen-validate [-s] [-c | -f] [-V variant] [--json] [-q] [-o file] [-e AFEN]... [file ...]
        [--bytes start-end | --part k/n]'
}

# expect FILE:LINE LINE...: each "COL: message" prefixed with
# "afen-validate: FILE:LINE:", one per line (without the last newline).
expect() {
	local where=$1 l
	shift
	for l in "$@"; do
		printf 'afen-validate: %s:%s\n' "$where" "$l"
	done
}

# check [OPTION...] STATUS AFEN [COL: MESSAGE]...: `afen-validate OPTION...
# -e AFEN` exits with STATUS, prints nothing on standard output and exactly
# the given diagnostics, in that order, on standard error.
check() {
	local opts=() st afen
	while [[ $1 == -* ]]; do
		case $1 in
		-V|-o) opts+=("$1" "$2"); shift 2 ;;
		*) opts+=("$1"); shift ;;
		esac
	done
	st=$1 afen=$2
	shift 2
	run "-$st" --separate-stderr afen-validate "${opts[@]}" -e "$afen"
	assert_equal "$stderr" "$(expect '<arg>:1' "$@")"
	assert_equal "$output" ""
}

# --------------------------------------------------------------------------
# Valid input

@test "the standard start and a bare two-king position are valid" {
	check 0 "$START w KQkq - 0 1"
	check 0 "$KK w - - 0 1"
	check 0 "$KK b - - 0 1"
}

@test "grey pieces of both colours are valid, pawns included" {
	check 0 'r>n>b>q>kb>n>r>/p>p>p>p>p>p>p>p>/8/8/8/8/P>P>P>P>P>P>P>P>/R>N>B>Q>KB>N>R> w KQkq - 0 1'
}

@test "an en passant square after a double step is valid, also behind a grey pawn" {
	check 0 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2'
	check 0 'rnbqkbnr/ppp1pppp/8/3p>4/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 2'
	check 0 'rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1'
}

@test "the largest counters 2147483647 are accepted and kept by -c" {
	check 0 "$START w KQkq - 2147483647 2147483647"
	run -0 --separate-stderr afen-validate -c -e "$START w KQkq - 2147483647 2147483647"
	assert_equal "$output" "$START w KQkq - 2147483647 2147483647"
	assert_equal "$stderr" ""
}

@test "the side to move may be in check, even from a rook on its own rank" {
	check 0 'k7/8/8/8/8/8/8/K6r w - - 0 1'
}

@test "leading and trailing blanks and a trailing CR are not errors" {
	check 0 "  $START w KQkq - 0 1"
	check 0 "$START w KQkq - 0 1   "
	check 0 "	$START w KQkq - 0 1 	 "
	check 0 "$START w KQkq - 0 1"$'\r'
	check 0 "  $START w KQkq - 0 1 "$'\r'
}

# --------------------------------------------------------------------------
# Missing, extra and badly separated fields

@test "missing fullmove number" {
	check 1 "$START w KQkq - 0" \
	    "55: missing fullmove number: expected a decimal number"
}

@test "four fields are an EPD position, valid, with the clocks 0 and 1" {
	check 0 "$START w KQkq -"
	check 0 "$KK b - -"
	run -0 --separate-stderr afen-validate -c -e "$START w KQkq -"
	assert_equal "$output" "$START w KQkq - 0 1"
	assert_equal "$stderr" ""
}

@test "missing en passant field" {
	check 1 "$START w KQkq" \
	    "51: missing en passant field: expected '-' or a square on rank 3 or 6"
}

@test "missing castling field" {
	check 1 "$START w" \
	    "46: missing castling field: expected '-' or castling rights in KQkq order"
}

@test "missing side to move" {
	check 1 "$START" \
	    "44: missing side to move: expected 'w' or 'b'"
}

@test "missing side to move after trailing blanks points after the placement" {
	check 1 "$START   " \
	    "44: missing side to move: expected 'w' or 'b'"
}

@test "missing halfmove clock in the middle: fields shift, one missing at the end" {
	check 1 "$START w KQkq - 1" \
	    "55: missing fullmove number: expected a decimal number"
}

@test "field order: en passant field missing in the middle" {
	check 1 "$START w KQkq 0 1" \
	    "52: unexpected '0' in the en passant field: expected '-' or a square on rank 3 or 6" \
	    "55: missing fullmove number: expected a decimal number"
}

@test "field order: castling field missing in the middle" {
	check 1 "$START w - 0 1" \
	    "49: unexpected '0' in the en passant field: expected '-' or a square on rank 3 or 6" \
	    "52: missing fullmove number: expected a decimal number"
}

@test "field order: side to move missing in the middle" {
	check 1 "$START KQkq - 0 1" \
	    "45: unexpected 'K' in the side to move: expected 'w' or 'b'" \
	    "52: unexpected '0' in the en passant field: expected '-' or a square on rank 3 or 6" \
	    "55: missing fullmove number: expected a decimal number"
}

@test "field order: piece placement missing" {
	check 1 'w KQkq - 0 1' \
	    "1: unexpected 'w' in the piece placement: $PLACE" \
	    "3: unexpected 'K' in the side to move: expected 'w' or 'b'" \
	    "10: unexpected '0' in the en passant field: expected '-' or a square on rank 3 or 6" \
	    "13: missing fullmove number: expected a decimal number"
}

@test "an empty -e argument is an empty line" {
	check 1 '' "1: empty line: expected a position"
}

@test "two spaces between fields: the second space" {
	check 1 "$START w  KQkq - 0 1" \
	    "47: expected a single space between fields"
}

@test "runs of spaces in two places: reported once per line, at the first" {
	check 1 "$START w   KQkq  - 0 1" \
	    "47: expected a single space between fields"
}

@test "a tab between fields is one error at the tab, the fields still read" {
	check 1 "$START	w KQkq - 0 1" \
	    "44: expected a single space between fields"
	check 1 "$START w	KQkq - 0 1" \
	    "46: expected a single space between fields"
	check 1 "$START w KQkq - 0	1" \
	    "55: expected a single space between fields"
}

@test "a seventh field is reported at its first character, not at the blank" {
	check 1 "$START w KQkq - 0 1 extra" \
	    "58: unexpected text after the position: 'extra'"
}

@test "a long seventh field is quoted from its first character, with a cut" {
	check 1 "$KK w - - 0 1 abcdefghijklmnopqrstuvwxyz0123" \
	    "29: unexpected text after the position: 'abcdefghijklmnopqrstuvwx...'"
}

# --------------------------------------------------------------------------
# Piece placement syntax

@test "bad piece letter X" {
	check 1 "${START%R}X w KQkq - 0 1" \
	    "43: unexpected 'X' in the piece placement: $PLACE"
}

@test "bad piece letter x inside rank 8" {
	check 1 "rnbqkxnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" \
	    "6: unexpected 'x' in the piece placement: $PLACE"
}

@test "bad piece letters a, Z, '?' and '-'" {
	check 1 "k7/8/8/8/8/8/8/Ka6 w - - 0 1" \
	    "17: unexpected 'a' in the piece placement: $PLACE"
	check 1 "k7/8/8/8/8/8/8/KZ6 w - - 0 1" \
	    "17: unexpected 'Z' in the piece placement: $PLACE"
	check 1 "k7/8/8/8/8/8/8/K?6 w - - 0 1" \
	    "17: unexpected '?' in the piece placement: $PLACE"
	check 1 "k7/8/8/8/8/8/8/K-6 w - - 0 1" \
	    "17: unexpected '-' in the piece placement: $PLACE"
}

@test "'>' at the start of a rank" {
	check 1 'rnbqkbnr/pppppppp/>8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' \
	    "19: mark '>' must follow a piece letter"
	check 1 ">rbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" \
	    "1: mark '>' must follow a piece letter"
}

@test "'>' after a digit" {
	check 1 'k7/8/8/8/8/8/8/K3>3 w - - 0 1' \
	    "18: mark '>' must follow a piece letter"
}

@test "'>' doubled: Q>>" {
	check 1 'k7/8/8/8/8/8/8/KQ>>6 w - - 0 1' \
	    "19: mark '>' must follow a piece letter"
}

@test "'>' on a white king is a meaning error at the mark" {
	check 1 'k7/8/8/8/8/8/8/K>7 w - - 0 1' \
	    "17: king on a1 with '>': a king is always pure"
}

@test "'>' on a black king is a meaning error at the mark" {
	check 1 'k>7/8/8/8/8/8/8/K7 w - - 0 1' \
	    "2: king on a8 with '>': a king is always pure"
}

@test "'>' in -V chess is an error" {
	check -V chess 1 'k7/8/8/8/8/8/8/KQ>6 w - - 0 1' \
	    "18: mark '>' is not used in standard chess (Allegiance Chess uses it: -V allegiance)"
}

@test "-V chess accepts plain FEN" {
	check -V chess 0 "$START w KQkq - 0 1"
}

@test "mark '^' is not used in Allegiance Chess (Traitor Chess uses it: -V traitor)" {
	check 1 'k7/8/8/8/8/8/8/KQ^6 w - - 0 1' \
	    "18: mark '^' is not used in Allegiance Chess (Traitor Chess uses it: -V traitor)"
}

@test "mark '&' is not used in Allegiance Chess (Double Agent Chess uses it: -V double-agent)" {
	check 1 'k7/8/8/8/8/8/8/KQ&6 w - - 0 1' \
	    "18: mark '&' is not used in Allegiance Chess (Double Agent Chess uses it: -V double-agent)"
}

@test "mark '%' is not used in Allegiance Chess (Mercenary Chess uses it: -V mercenary)" {
	check 1 'k7/8/8/8/8/8/8/KQ%6 w - - 0 1' \
	    "18: mark '%' is not used in Allegiance Chess (Mercenary Chess uses it: -V mercenary)"
}

@test "mark '*' is not used in Allegiance, and alone it must follow a piece" {
	check -V allegiance 1 'k7/8/8/8/8/8/8/KQ*6 w - - 0 1' \
	    "18: mark '*' is not used in Allegiance Chess (Neutral Subject Chess uses it: -V neutral-subject)"
	# Without -V the mark makes the line Neutral Subject Chess's.
	check 1 'k7/8/8/8/8/8/8/KQ*6 w - - 0 1' \
	    "17: the neutral queen on b1 attacks a recruited piece: it would have joined the player who moved"
	check -V allegiance 1 '*7/8/8/8/8/8/8/K6k w - - 0 1' \
	    "1: mark '*' must follow a piece letter"
}

@test "digit 0" {
	check 1 'k7/8/8/08/8/8/8/K7 w - - 0 1' \
	    "8: '0' is not a count of empty squares: expected 1-8"
}

@test "digit 9" {
	check 1 'k7/8/8/9/8/8/8/K7 w - - 0 1' \
	    "8: rank 5 has more than 8 squares"
}

@test "adjacent digits" {
	check 1 'k7/8/8/44/8/8/8/K7 w - - 0 1' \
	    "9: two adjacent digits '44': a run of empty squares is one digit"
	check 1 'k7/8/8/8/8/8/8/K11111111 w - - 0 1' \
	    "18: two adjacent digits '11': a run of empty squares is one digit"
}

@test "rank too long by a piece" {
	check 1 'k7/8/8/8/8/8/PPPPPPPPP/K7 w - - 0 1' \
	    "22: rank 2 has more than 8 squares"
	check 1 'k7/8/8/8/8/8/8/K7Q w - - 0 1' \
	    "18: rank 1 has more than 8 squares"
}

@test "rank too long by a digit" {
	check 1 'k7/1p7/8/8/8/8/8/K7 w - - 0 1' \
	    "6: rank 7 has more than 8 squares"
	check 1 'k7/8/8/8/8/8/8/K8 w - - 0 1' \
	    "17: rank 1 has more than 8 squares"
}

@test "rank too short, in the middle and last" {
	check 1 'k6/8/8/8/8/8/8/K7 w - - 0 1' \
	    "3: rank 8 has 7 squares: expected 8"
	check 1 'k7/8/8/8/8/8/8/K6 w - - 0 1' \
	    "18: rank 1 has 7 squares: expected 8"
}

@test "an empty rank" {
	check 1 'k7//8/8/8/8/8/8/K7 w - - 0 1' \
	    "4: rank 7 has 0 squares: expected 8"
	check 1 "/$START w KQkq - 0 1" \
	    "1: rank 8 has 0 squares: expected 8"
}

@test "too many ranks" {
	check 1 'k7/8/8/8/8/8/8/K7/8 w - - 0 1' \
	    "18: more than 8 ranks: expected 8 ranks separated by '/'"
	check 1 "$START/ w KQkq - 0 1" \
	    "44: more than 8 ranks: expected 8 ranks separated by '/'"
}

@test "too few ranks" {
	check 1 'k7/8/8/8/8/8/K7 w - - 0 1' \
	    "16: the piece placement has 7 ranks: expected 8"
}

# --------------------------------------------------------------------------
# Side to move

@test "side to move W" {
	check 1 "$KK W - - 0 1" \
	    "19: unexpected 'W' in the side to move: expected 'w' or 'b'"
}

@test "side to move x" {
	check 1 "$KK x - - 0 1" \
	    "19: unexpected 'x' in the side to move: expected 'w' or 'b'"
}

@test "side to move xw: the first letter" {
	check 1 "$KK xw - - 0 1" \
	    "19: unexpected 'x' in the side to move: expected 'w' or 'b'"
}

@test "side to move wb: the 'b' is unexpected because a space must follow 'w'" {
	check 1 "$KK wb - - 0 1" \
	    "20: unexpected 'b' in the side to move: expected a space after the side to move"
}

# --------------------------------------------------------------------------
# Castling field

@test "castling with a bad letter first" {
	check 1 "$KK w x - 0 1" \
	    "21: unexpected 'x' in the castling field: expected K, Q, k, q or '-'"
}

@test "castling with a bad letter inside" {
	check 1 "$START w KQxq - 0 1" \
	    "49: unexpected 'x' in the castling field: expected K, Q, k or q"
}

@test "castling right repeated" {
	check 1 "$START w KKQ - 0 1" \
	    "48: castling right 'K' repeated"
	check 1 "$START w KQkqq - 0 1" \
	    "51: castling right 'q' repeated"
}

@test "castling rights out of order" {
	check 1 "$START w QK - 0 1" \
	    "48: castling right 'K' out of order: expected KQkq order"
	check 1 "$START w KQqk - 0 1" \
	    "50: castling right 'k' out of order: expected KQkq order"
	check 1 "$START w kK - 0 1" \
	    "48: castling right 'K' out of order: expected KQkq order"
}

@test "castling K-: the '-' after a right" {
	check 1 "$START w K- - 0 1" \
	    "48: unexpected '-' in the castling field: expected K, Q, k or q"
}

@test "castling -K: the first offending character is the K after '-'" {
	check 1 "$START w -K - 0 1" \
	    "48: unexpected 'K' in the castling field: expected a space after '-'"
}

@test "castling --: the first offending character is the second '-'" {
	check 1 "$START w -- - 0 1" \
	    "48: unexpected '-' in the castling field: expected a space after '-'"
}

# --------------------------------------------------------------------------
# En passant field

@test "en passant e4: wrong rank digit" {
	check 1 "$START w KQkq e4 0 1" \
	    "53: unexpected '4' in the en passant field: expected rank 3 or 6"
}

@test "en passant i6: no such file" {
	check 1 "$START w KQkq i6 0 1" \
	    "52: unexpected 'i' in the en passant field: expected '-' or a square on rank 3 or 6"
}

@test "en passant E6 and 6" {
	check 1 "$START w KQkq E6 0 1" \
	    "52: unexpected 'E' in the en passant field: expected '-' or a square on rank 3 or 6"
	check 1 "$START w KQkq 6 0 1" \
	    "52: unexpected '6' in the en passant field: expected '-' or a square on rank 3 or 6"
}

@test "en passant e66: one character too many" {
	check 1 "$START w KQkq e66 0 1" \
	    "54: unexpected '6' in the en passant field: expected a space after the square"
}

@test "en passant e: the rank is missing after the file, not the file wrong" {
	check 1 "$START w KQkq e 0 1" \
	    "53: the en passant square has no rank: expected rank 3 or 6"
}

@test "en passant --: the second '-' is the offending character" {
	check 1 "$START w KQkq -- 0 1" \
	    "53: unexpected '-' in the en passant field: expected a space after '-'"
}

# --------------------------------------------------------------------------
# Halfmove clock and fullmove number

@test "halfmove clock with a letter" {
	check 1 "$START w KQkq - 1a 1" \
	    "55: unexpected 'a' in the halfmove clock: expected a digit"
	check 1 "$START w KQkq - 0x1 1" \
	    "55: unexpected 'x' in the halfmove clock: expected a digit"
	check 1 "$START w KQkq - 1.5 1" \
	    "55: unexpected '.' in the halfmove clock: expected a digit"
}

@test "halfmove clock with a minus sign" {
	check 1 "$START w KQkq - -1 1" \
	    "54: unexpected '-' in the halfmove clock: expected a digit"
}

@test "halfmove clock with a leading +" {
	check 1 "$START w KQkq - +1 1" \
	    "54: unexpected '+' in the halfmove clock: expected a digit"
}

@test "halfmove clock 2147483648 is just too large" {
	check 1 "$START w KQkq - 2147483648 1" \
	    "54: halfmove clock '2147483648' is too large: at most 2147483647"
}

@test "halfmove clock of 30 digits is too large and quoted with a cut" {
	check 1 "$START w KQkq - 123456789012345678901234567890 1" \
	    "54: halfmove clock '123456789012345678901234...' is too large: at most 2147483647"
}

@test "fullmove number with a letter" {
	check 1 "$START w KQkq - 0 1a" \
	    "57: unexpected 'a' in the fullmove number: expected a digit"
}

@test "fullmove number with a minus sign" {
	check 1 "$START w KQkq - 0 -1" \
	    "56: unexpected '-' in the fullmove number: expected a digit"
}

@test "fullmove number with a leading +" {
	check 1 "$START w KQkq - 0 +1" \
	    "56: unexpected '+' in the fullmove number: expected a digit"
}

@test "fullmove number 2147483648 is just too large" {
	check 1 "$START w KQkq - 0 2147483648" \
	    "56: fullmove number '2147483648' is too large: at most 2147483647"
}

@test "fullmove number of 30 digits is too large and quoted with a cut" {
	check 1 "$START w KQkq - 0 123456789012345678901234567890" \
	    "56: fullmove number '123456789012345678901234...' is too large: at most 2147483647"
}

@test "counters with leading zeros are read as decimal and written without them" {
	run -0 --separate-stderr afen-validate -c -e "$START w KQkq - 00 01"
	assert_equal "$output" "$START w KQkq - 0 1"
	assert_equal "$stderr" ""
}

# --------------------------------------------------------------------------
# Meaning errors

@test "no white king" {
	check 1 'k7/8/8/8/8/8/8/8 w - - 0 1' "1: no white king"
}

@test "no black king" {
	check 1 '8/8/8/8/8/8/8/K7 w - - 0 1' "1: no black king"
}

@test "no king at all: both reported" {
	check 1 '8/8/8/8/8/8/8/8 w - - 0 1' "1: no white king" "1: no black king"
}

@test "two white kings on rank 1: the second one" {
	check 1 'k7/8/8/8/8/8/8/K6K w - - 0 1' "18: 2 white kings: expected one"
}

@test "two black kings on rank 8: the second one" {
	check 1 'k6k/8/8/8/8/8/8/K7 w - - 0 1' "3: 2 black kings: expected one"
}

@test "two white kings on a8 and a1: the column is the second king read" {
	check 1 'K6k/8/8/8/8/8/8/K7 w - - 0 1' "17: 2 white kings: expected one"
}

@test "three white kings: the column is the second king read" {
	check 1 'K6k/8/8/8/8/8/8/K3K3 w - - 0 1' "17: 3 white kings: expected one"
}

@test "pawn on rank 1" {
	check 1 'k7/8/8/8/8/8/8/KP6 w - - 0 1' \
	    "17: pawn on b1: pawns never stand on rank 1 or 8"
}

@test "pawn on rank 8" {
	check 1 'kp6/8/8/8/8/8/8/K7 w - - 0 1' \
	    "2: pawn on b8: pawns never stand on rank 1 or 8"
}

@test "grey pawns on rank 8 and 1: both, at the letters" {
	check 1 'kP>6/8/8/8/8/8/8/Kp>6 w - - 0 1' \
	    "2: pawn on b8: pawns never stand on rank 1 or 8" \
	    "19: pawn on b1: pawns never stand on rank 1 or 8"
}

@test "white, not to move, in check" {
	check 1 'k7/8/8/8/8/8/8/K6r b - - 0 1' \
	    "20: white is not to move but its king on a1 is in check from h1"
}

@test "black, not to move, in check" {
	check 1 'k6R/8/8/8/8/8/8/K7 w - - 0 1' \
	    "20: black is not to move but its king on a8 is in check from h8"
}

@test "a grey white rook gives check as a white piece" {
	check 1 'k6R>/8/8/8/8/8/8/K7 w - - 0 1' \
	    "21: black is not to move but its king on a8 is in check from h8"
	check 0 'k6r>/8/8/8/8/8/8/K7 w - - 0 1'
}

@test "castling K and Q without the white king on e1" {
	check 1 'r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1' \
	    "27: castling right 'K' without a white king on e1" \
	    "28: castling right 'Q' without a white king on e1"
}

@test "castling k and q without the black king on e8" {
	check 1 'r2k3r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' \
	    "29: castling right 'k' without a black king on e8" \
	    "30: castling right 'q' without a black king on e8"
}

@test "castling K without a rook on h1" {
	check 1 'r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1' \
	    "26: castling right 'K' without a white rook on h1"
}

@test "castling Q without a rook on a1" {
	check 1 'r3k2r/8/8/8/8/8/8/4K2R w KQkq - 0 1' \
	    "27: castling right 'Q' without a white rook on a1"
}

@test "castling k without a rook on h8" {
	check 1 'r3k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1' \
	    "28: castling right 'k' without a black rook on h8"
}

@test "castling q without a rook on a8" {
	check 1 '4k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' \
	    "29: castling right 'q' without a black rook on a8"
}

@test "castling right alone, with a knight on the corner" {
	check 1 'r3k2r/8/8/8/8/8/8/R3K2N w K - 0 1' \
	    "27: castling right 'K' without a white rook on h1"
}

@test "castling rights whose rooks are grey are kept" {
	check 0 'r>3k2r>/8/8/8/8/8/8/R>3K2R> w KQkq - 0 1'
}

@test "castling K with a black rook on h1 is an error" {
	check 1 'r3k2r/8/8/8/8/8/8/R3K2r w KQkq - 0 1' \
	    "27: castling right 'K' without a white rook on h1"
}

@test "castling Q with a converted rook r> on a1 is an error" {
	check 1 'r3k2r/8/8/8/8/8/8/r>3K2R w KQkq - 0 1' \
	    "29: castling right 'Q' without a white rook on a1"
}

@test "castling q with a white rook on a8 is an error (and gives check)" {
	check 1 'R3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' \
	    "25: black is not to move but its king on e8 is in check from a8" \
	    "30: castling right 'q' without a black rook on a8"
}

@test "en passant square on rank 3 with white to move" {
	check 1 "$START w KQkq d3 0 1" \
	    "52: en passant square d3 with white to move: expected rank 6"
}

@test "en passant square on rank 6 with black to move" {
	check 1 "$START b KQkq d6 0 1" \
	    "52: en passant square d6 with black to move: expected rank 3"
}

@test "en passant square occupied" {
	check 1 'rnbqkb1r/ppp1pppp/3n4/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 2' \
	    "56: en passant square d6 is not empty"
}

@test "en passant square without the pawn in front" {
	check 1 'rnbqkbnr/ppp1pppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 2' \
	    "52: en passant square d6 without a black pawn on d5"
}

@test "en passant square with a pawn of the wrong side in front" {
	check 1 'rnbqkbnr/ppp1pppp/8/3P>4/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 2' \
	    "55: en passant square d6 without a black pawn on d5"
	check 1 'rnbqkbnr/pppppppp/8/8/3p4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1' \
	    "54: en passant square d3 without a white pawn on d4"
}

@test "en passant square with the square behind occupied" {
	check 1 'rnbqkb1r/pppnpppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 2' \
	    "54: en passant square d6 with d7 occupied: no pawn can have just passed it"
}

@test "meaning errors are only reported when the syntax is valid" {
	check 1 '8/8/8/8/8/8/8/8 x KQkq d3 5 0' \
	    "17: unexpected 'x' in the side to move: expected 'w' or 'b'"
	check 1 'k7/8/8/8/8/8/8/K>7 w - - 0 1a' \
	    "29: unexpected 'a' in the fullmove number: expected a digit"
}

@test "every meaning error of a line, in field order" {
	check 1 '8/8/8/8/8/8/8/8 w KQkq e3 0 1' \
	    "1: no white king" \
	    "1: no black king" \
	    "19: castling right 'K' without a white king on e1" \
	    "20: castling right 'Q' without a white king on e1" \
	    "21: castling right 'k' without a black king on e8" \
	    "22: castling right 'q' without a black king on e8" \
	    "24: en passant square e3 with white to move: expected rank 6"
}

@test "every diagnostic of a line is reported (DESIGN 3), none at column 0" {
	check 1 'PPPPPPPP/8/8/8/8/8/8/pppppppp w KQkq - 0 1' \
	    "1: no white king" \
	    "1: no black king" \
	    "1: pawn on a8: pawns never stand on rank 1 or 8" \
	    "2: pawn on b8: pawns never stand on rank 1 or 8" \
	    "3: pawn on c8: pawns never stand on rank 1 or 8" \
	    "4: pawn on d8: pawns never stand on rank 1 or 8" \
	    "5: pawn on e8: pawns never stand on rank 1 or 8" \
	    "6: pawn on f8: pawns never stand on rank 1 or 8" \
	    "7: pawn on g8: pawns never stand on rank 1 or 8" \
	    "8: pawn on h8: pawns never stand on rank 1 or 8" \
	    "22: pawn on a1: pawns never stand on rank 1 or 8" \
	    "23: pawn on b1: pawns never stand on rank 1 or 8" \
	    "24: pawn on c1: pawns never stand on rank 1 or 8" \
	    "25: pawn on d1: pawns never stand on rank 1 or 8" \
	    "26: pawn on e1: pawns never stand on rank 1 or 8" \
	    "27: pawn on f1: pawns never stand on rank 1 or 8" \
	    "28: pawn on g1: pawns never stand on rank 1 or 8" \
	    "29: pawn on h1: pawns never stand on rank 1 or 8" \
	    "33: castling right 'K' without a white king on e1" \
	    "34: castling right 'Q' without a white king on e1" \
	    "35: castling right 'k' without a black king on e8" \
	    "36: castling right 'q' without a black king on e8"
}

# --------------------------------------------------------------------------
# Warnings: exit 0, or errors with -s

@test "warning: more than 32 pieces (with the promotions this implies)" {
	local p='rnbqkbnr/pppppppp/8/8/8/NN6/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
	check 0 "$p" \
	    "1: warning: 34 pieces in all: a game has at most 32" \
	    "1: warning: 2 promoted pieces in all but only 0 pawns missing"
	check -s 1 "$p" \
	    "1: 34 pieces in all: a game has at most 32" \
	    "1: 2 promoted pieces in all but only 0 pawns missing"
}

@test "warning: more than 16 pawns" {
	local p='rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKB1R w KQkq - 0 1'
	check 0 "$p" "1: warning: 17 pawns in all: a game has at most 16"
	check -s 1 "$p" "1: 17 pawns in all: a game has at most 16"
}

@test "warning: far too many pawns and pieces" {
	local p='rnbqkbnr/pppppppp/pppppppp/8/8/PPPPPPPP/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
	check 0 "$p" \
	    "1: warning: 32 pawns in all: a game has at most 16" \
	    "1: warning: 48 pieces in all: a game has at most 32"
	check --strict 1 "$p" \
	    "1: 32 pawns in all: a game has at most 16" \
	    "1: 48 pieces in all: a game has at most 32"
}

@test "warning: promoted pieces beyond the missing pawns" {
	local p='rnbqkbnr/pppppppp/8/8/8/8/PPPPPP2/RNBQKQQQ w Qkq - 0 1'
	check 0 "$p" "1: warning: 3 promoted pieces in all but only 2 pawns missing"
	check -s 1 "$p" "1: 3 promoted pieces in all but only 2 pawns missing"
}

@test "promoted pieces covered by missing pawns are no warning" {
	check 0 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPP2/RNBQKQQR w Qkq - 0 1'
	check -s 0 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPP2/RNBQKQQR w Qkq - 0 1'
}

@test "warning: triple check" {
	local p='4r2k/8/8/8/1b6/3n4/8/4K3 w - - 0 1'
	check 0 "$p" \
	    "26: warning: white to move is in check from 3 pieces: no move gives more than a double check"
	check -s 1 "$p" \
	    "26: white to move is in check from 3 pieces: no move gives more than a double check"
	check 0 '4r2k/8/8/8/1b6/8/8/4K3 w - - 0 1'
}

@test "warning: fullmove number 0" {
	check 0 "$START w KQkq - 0 0" \
	    "56: warning: fullmove number 0: games start at move 1"
	check -s 1 "$START w KQkq - 0 0" \
	    "56: fullmove number 0: games start at move 1"
}

@test "warning: halfmove clock larger than the plies played" {
	check 0 "$START w KQkq - 3 2" \
	    "54: warning: halfmove clock 3 is larger than the 2 plies played"
	check -s 1 "$START w KQkq - 3 2" \
	    "54: halfmove clock 3 is larger than the 2 plies played"
	check 0 "$KK b - - 4 2" \
	    "25: warning: halfmove clock 4 is larger than the 3 plies played"
	check -s 0 "$START w KQkq - 2 2"
	check -s 0 "$KK b - - 3 2"
	check -s 0 "$START w KQkq - 0 1"
}

@test "warnings of two fields come in field order (halfmove before fullmove)" {
	check 0 "$START w KQkq - 5 0" \
	    "54: warning: halfmove clock 5 is larger than the 0 plies played" \
	    "56: warning: fullmove number 0: games start at move 1"
}

@test "17 pieces and 9 pawns for white are no warning in Allegiance Chess" {
	check -s 0 'rnbqkbn1/ppppppp1/8/8/8/7P>/PPPPPPPP/RNBQKBNR w KQq - 0 1'
	check -s 0 'rnbqkbn1/ppppppp1/8/8/8/7N>/PPPPPPPP/RNBQKBNR w KQq - 0 1'
}

@test "17 pieces for white are a warning in -V chess" {
	local p='rnbqkbn1/ppppppp1/8/8/8/7N/PPPPPPPP/RNBQKBNR w KQq - 0 1'
	check -V chess 0 "$p" \
	    "1: warning: 17 pieces for white: a game has at most 16" \
	    "1: warning: 1 promoted piece for white but only 0 pawns missing"
	check -V chess -s 1 "$p" \
	    "1: 17 pieces for white: a game has at most 16" \
	    "1: 1 promoted piece for white but only 0 pawns missing"
}

@test "9 pawns for white are a warning in -V chess" {
	check -V chess 0 'rnbqkbn1/ppppppp1/8/8/8/7P/PPPPPPPP/RNBQKBNR w KQq - 0 1' \
	    "1: warning: 9 pawns for white: a game has at most 8" \
	    "1: warning: 17 pieces for white: a game has at most 16"
}

# --------------------------------------------------------------------------
# Several errors on one line

@test "one error per field, in field order" {
	check 1 'rnbqkbnX/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQxq e4 1a -1' \
	    "8: unexpected 'X' in the piece placement: $PLACE" \
	    "45: unexpected 'x' in the side to move: expected 'w' or 'b'" \
	    "49: unexpected 'x' in the castling field: expected K, Q, k or q" \
	    "53: unexpected '4' in the en passant field: expected rank 3 or 6" \
	    "56: unexpected 'a' in the halfmove clock: expected a digit" \
	    "58: unexpected '-' in the fullmove number: expected a digit"
}

@test "field order: a seventh field is reported last" {
	check 1 'rnbqkbnX/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQxq e4 1a -1 zz' \
	    "8: unexpected 'X' in the piece placement: $PLACE" \
	    "45: unexpected 'x' in the side to move: expected 'w' or 'b'" \
	    "49: unexpected 'x' in the castling field: expected K, Q, k or q" \
	    "53: unexpected '4' in the en passant field: expected rank 3 or 6" \
	    "56: unexpected 'a' in the halfmove clock: expected a digit" \
	    "58: unexpected '-' in the fullmove number: expected a digit" \
	    "61: unexpected text after the position: 'zz'"
}

@test "field order: a doubled space comes between its fields' errors" {
	check 1 'rnbqkbnX/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x  KQxq e4 1a -1' \
	    "8: unexpected 'X' in the piece placement: $PLACE" \
	    "45: unexpected 'x' in the side to move: expected 'w' or 'b'" \
	    "47: expected a single space between fields" \
	    "50: unexpected 'x' in the castling field: expected K, Q, k or q" \
	    "54: unexpected '4' in the en passant field: expected rank 3 or 6" \
	    "57: unexpected 'a' in the halfmove clock: expected a digit" \
	    "59: unexpected '-' in the fullmove number: expected a digit"
}

@test "field order: missing fields are reported after the fields present" {
	# Three fields: the line ends in column 50.
	check 1 'rnbqkbnX/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQxq' \
	    "8: unexpected 'X' in the piece placement: $PLACE" \
	    "45: unexpected 'x' in the side to move: expected 'w' or 'b'" \
	    "49: unexpected 'x' in the castling field: expected K, Q, k or q" \
	    "51: missing en passant field: expected '-' or a square on rank 3 or 6"
}

# --------------------------------------------------------------------------
# Nasty input

@test "empty line" {
	printf '\n' > "$TMP/in"
	run -1 --separate-stderr afen-validate < "$TMP/in"
	assert_equal "$stderr" "afen-validate: <stdin>:1:1: empty line: expected a position"
	assert_equal "$output" ""
}

@test "blank-only lines" {
	printf '   \n\t\n \t \r\n' > "$TMP/in"
	run -1 --separate-stderr afen-validate < "$TMP/in"
	assert_equal "$stderr" "$(expect '<stdin>' \
	    "1:1: empty line: expected a position" \
	    "2:1: empty line: expected a position" \
	    "3:1: empty line: expected a position")"
}

@test "binary bytes are shown escaped" {
	printf 'k7/8/8/\001/8/8/8/K7 w - - 0 1\n%s w - - 0 1\377\n' "$KK" > "$TMP/in"
	run -1 --separate-stderr afen-validate "$TMP/in"
	assert_equal "$stderr" "$(expect "$TMP/in" \
	    "1:8: unexpected '\\x01' in the piece placement: $PLACE" \
	    "2:28: unexpected '\\xff' in the fullmove number: expected a digit")"
}

@test "field order: a single binary byte, then the missing side to move" {
	printf '\377\n' > "$TMP/in"
	run -1 --separate-stderr afen-validate < "$TMP/in"
	assert_equal "$stderr" "$(expect '<stdin>' \
	    "1:1: unexpected '\\xff' in the piece placement: $PLACE" \
	    "1:2: missing side to move: expected 'w' or 'b'")"
}

@test "a NUL byte inside a line" {
	printf 'k7/8/8/8\000/8/8/8/K7 w - - 0 1\n%s w - - 0 1\n' "$KK" > "$TMP/in"
	run -1 --separate-stderr afen-validate -f < "$TMP/in"
	assert_equal "$stderr" \
	    "afen-validate: <stdin>:1:9: unexpected '\\x00' in the piece placement: $PLACE"
	assert_equal "$output" "$KK w - - 0 1"
}

@test "a NUL byte in the castling field" {
	printf '%s w K\000 - 0 1\n' "$START" > "$TMP/in"
	run -1 --separate-stderr afen-validate < "$TMP/in"
	assert_equal "$stderr" \
	    "afen-validate: <stdin>:1:48: unexpected '\\x00' in the castling field: expected K, Q, k or q"
}

@test "a 1 MB line is too long; the next line is still read and passed by -f" {
	{ head -c 1048576 /dev/zero | tr '\0' p; printf '\n%s w - - 0 1\n' "$KK"; } > "$TMP/in"
	run -1 --separate-stderr afen-validate -f "$TMP/in"
	assert_equal "$stderr" \
	    "afen-validate: $TMP/in:1:1: line of 1048576 bytes is too long: at most 65536"
	assert_equal "$output" "$KK w - - 0 1"
}

@test "a line of 65536 bytes is read, one of 65537 is too long" {
	{ printf '%s w - - 0 1' "$KK"; head -c $((65536 - 27)) /dev/zero | tr '\0' ' '
	  printf '\n%s w - - 0 1' "$KK"; head -c $((65537 - 27)) /dev/zero | tr '\0' ' '
	  printf '\n'; } > "$TMP/in"
	run -1 --separate-stderr afen-validate -c "$TMP/in"
	assert_equal "$stderr" \
	    "afen-validate: $TMP/in:2:1: line of 65537 bytes is too long: at most 65536"
	assert_equal "$output" "$KK w - - 0 1"
}

@test "a 1 MB last line without a newline" {
	{ printf '%s w - - 0 1\n' "$KK"; head -c 1048576 /dev/zero | tr '\0' p; } > "$TMP/in"
	run -1 --separate-stderr afen-validate "$TMP/in"
	assert_equal "$stderr" \
	    "afen-validate: $TMP/in:2:1: line of 1048576 bytes is too long: at most 65536"
}

@test "CRLF line endings are valid and -f passes the lines unchanged" {
	printf '%s w KQkq - 0 1\r\n  %s w - - 0 1 \r\n' "$START" "$KK" > "$TMP/in"
	run -0 --separate-stderr afen-validate "$TMP/in"
	assert_equal "$stderr" ""
	afen-validate -f "$TMP/in" > "$TMP/out"
	cmp "$TMP/in" "$TMP/out"
}

@test "CRLF: columns of errors are unaffected" {
	printf '%s W - - 0 1\r\n%s w - - 0\r\n' "$KK" "$KK" > "$TMP/in"
	run -1 --separate-stderr afen-validate < "$TMP/in"
	assert_equal "$stderr" "$(expect '<stdin>' \
	    "1:19: unexpected 'W' in the side to move: expected 'w' or 'b'" \
	    "2:26: missing fullmove number: expected a decimal number")"
}

@test "leading and trailing blanks: valid, columns count them" {
	printf '  %s w - - 0 1\t\n\t%s W - - 0 1  \n' "$KK" "$KK" > "$TMP/in"
	run -1 --separate-stderr afen-validate -f < "$TMP/in"
	assert_equal "$stderr" \
	    "afen-validate: <stdin>:2:20: unexpected 'W' in the side to move: expected 'w' or 'b'"
	assert_equal "$output" "  $KK w - - 0 1	"
}

@test "a file without a final newline" {
	printf '%s w - - 0 1\n%s w KQkq - 0' "$KK" "$START" > "$TMP/in"
	run -1 --separate-stderr afen-validate "$TMP/in"
	assert_equal "$stderr" \
	    "afen-validate: $TMP/in:2:55: missing fullmove number: expected a decimal number"
	printf '%s w - - 0 1\n%s w KQkq - 0 1' "$KK" "$START" > "$TMP/in"
	run -0 --separate-stderr afen-validate -f "$TMP/in"
	assert_equal "$stderr" ""
	assert_equal "$output" "$KK w - - 0 1
$START w KQkq - 0 1"
}

@test "an empty file is valid and gives no output" {
	: > "$TMP/in"
	run -0 --separate-stderr afen-validate -f "$TMP/in"
	assert_equal "$stderr" ""
	assert_equal "$output" ""
}

@test "a missing file: exit 2, message, and the other files are still read" {
	printf '%s w - - 0 1\n' "$KK" > "$TMP/good"
	run -2 --separate-stderr afen-validate -f "$TMP/nosuch" "$TMP/good"
	assert_equal "$stderr" "afen-validate: $TMP/nosuch: No such file or directory"
	assert_equal "$output" "$KK w - - 0 1"
	run -2 --separate-stderr afen-validate -f "$TMP/good" "$TMP/nosuch"
	assert_equal "$stderr" "afen-validate: $TMP/nosuch: No such file or directory"
	assert_equal "$output" "$KK w - - 0 1"
}

@test "a position given as a file argument: exit 2, and a message that says to use -e" {
	printf '%s w - - 0 1\n' "$KK" > "$TMP/good"
	run -2 --separate-stderr afen-validate -f "$KK w - - 0 1" "$TMP/good"
	assert_equal "$stderr" "afen-validate: $KK w - - 0 1: no such file: to check a position given as an argument, use -e"
	assert_equal "$output" "$KK w - - 0 1"
}

@test "an I/O error keeps exit status 2 when another line is invalid" {
	printf 'bad\n' > "$TMP/bad"
	run -2 --separate-stderr afen-validate "$TMP/nosuch" "$TMP/bad"
	assert_equal "${stderr%%$'\n'*}" "afen-validate: $TMP/nosuch: No such file or directory"
}

@test "a directory as input: exit 2" {
	mkdir "$TMP/dir"
	run -2 --separate-stderr afen-validate "$TMP/dir"
	assert_equal "$stderr" "afen-validate: $TMP/dir: Is a directory"
}

@test "an unknown long option: exit 2 and the usage" {
	run -2 --separate-stderr afen-validate --bogus
	assert_equal "$stderr" "afen-validate: unrecognized option '--bogus'
$USAGE"
	assert_equal "$output" ""
}

@test "an unknown short option: exit 2 and the usage" {
	run -2 --separate-stderr afen-validate -x "$DATA/mixed.afen"
	assert_equal "$stderr" "afen-validate: invalid option -- 'x'
$USAGE"
	assert_equal "$output" ""
}

@test "-e without its argument: exit 2 and the usage" {
	run -2 --separate-stderr afen-validate -e
	assert_equal "$stderr" "afen-validate: option requires an argument -- 'e'
$USAGE"
}

@test "-c and -f together: exit 2" {
	run -2 --separate-stderr afen-validate -c -f -e "$KK w - - 0 1"
	assert_equal "$stderr" "afen-validate: -c and -f cannot be used together
$USAGE"
	assert_equal "$output" ""
}

@test "an unknown variant: exit 2" {
	run -2 --separate-stderr afen-validate -V nonsense -e "$KK w - - 0 1"
	assert_equal "$stderr" "afen-validate: unknown or unsupported variant 'nonsense': --list-variants names them all"
}

@test "-h prints the usage on standard output" {
	run -0 --separate-stderr afen-validate -h
	assert_line --index 0 "${USAGE%%$'\n'*}"
	assert_line --index 1 "${USAGE#*$'\n'}"
	assert_equal "$stderr" ""
}

# --------------------------------------------------------------------------
# Streams, files and options

@test "processing continues after bad lines: exactly the bad line numbers" {
	cd "$DATA"
	run -1 --separate-stderr afen-validate mixed.afen
	assert_equal "$stderr" "$(expect mixed.afen \
	    "2:55: missing fullmove number: expected a decimal number" \
	    "4:1: empty line: expected a position" \
	    "6:20: white is not to move but its king on a1 is in check from h1" \
	    "7:56: warning: fullmove number 0: games start at move 1" \
	    "8:21: unexpected 'x' in the side to move: expected 'w' or 'b'")"
	assert_equal "$output" ""
}

@test "-f outputs exactly the good lines, unchanged" {
	cd "$DATA"
	run -1 --separate-stderr afen-validate -f mixed.afen
	assert_equal "$output" "$(sed -n '1p;3p;5p;7p;9p;10p' mixed.afen)"
	run -1 --separate-stderr afen-validate -f -s mixed.afen
	assert_equal "$output" "$(sed -n '1p;3p;5p;9p;10p' mixed.afen)"
	assert_equal "${#stderr_lines[@]}" 5
	assert_equal "${stderr_lines[3]}" \
	    "afen-validate: mixed.afen:7:56: fullmove number 0: games start at move 1"
}

@test "-c outputs the canonical form of the good lines" {
	cd "$DATA"
	run -1 --separate-stderr afen-validate -c mixed.afen
	assert_equal "$output" "$(sed -n '1p;3p;5p;7p;9p;10p' mixed.afen | sed 's/^ *//; s/ *$//')"
}

@test "-c removes blanks and CR" {
	printf '  %s w - - 0 1\r\n\t%s w KQkq - 00 01 \t\r\n' "$KK" "$START" > "$TMP/in"
	run -0 --separate-stderr afen-validate -c "$TMP/in"
	assert_equal "$output" "$KK w - - 0 1
$START w KQkq - 0 1"
	assert_equal "$stderr" ""
}

@test "-c output is itself valid and unchanged by a second -c" {
	cd "$DATA"
	run -0 sh -c 'afen-validate -c mixed.afen 2>/dev/null > "$1/c1"; test $? -eq 1 &&
	    afen-validate -c "$1/c1" > "$1/c2" && cmp "$1/c1" "$1/c2"' sh "$TMP"
}

@test "-f in a pipeline" {
	cd "$DATA"
	run -0 sh -c 'afen-validate -f mixed.afen 2>/dev/null | afen-validate -f 2>/dev/null | wc -l'
	assert_equal "$output" 6
}

@test "standard input is <stdin>, also as '-', and -e lines come first" {
	printf '%s w - - 0\n' "$KK" > "$TMP/in"
	run -1 --separate-stderr afen-validate - < "$TMP/in"
	assert_equal "$stderr" "afen-validate: <stdin>:1:26: missing fullmove number: expected a decimal number"
	run -1 --separate-stderr afen-validate "$TMP/in" -e "$KK w - - 0 1" -e "$KK w - - 0"
	assert_equal "$stderr" "afen-validate: <arg>:2:26: missing fullmove number: expected a decimal number
afen-validate: $TMP/in:1:26: missing fullmove number: expected a decimal number"
}

@test "-e ordinals count every -e" {
	run -1 --separate-stderr afen-validate -e x -e "$KK w - - 0 1" -e "$KK W - - 0 1"
	assert_equal "${stderr_lines[-1]}" \
	    "afen-validate: <arg>:3:19: unexpected 'W' in the side to move: expected 'w' or 'b'"
}

@test "-q silences diagnostics but not the exit status" {
	run -1 --separate-stderr afen-validate -q -f "$DATA/mixed.afen"
	assert_equal "$stderr" ""
	assert_equal "${#lines[@]}" 6
}

@test "-o writes the output to a file" {
	run -0 --separate-stderr afen-validate -c -o "$TMP/out" -e "  $KK w - - 0 1"
	assert_equal "$output" ""
	assert_equal "$(cat "$TMP/out")" "$KK w - - 0 1"
}

@test "a write error is exit 2" {
	[ -w /dev/full ] || skip "no /dev/full"
	run -2 --separate-stderr sh -c 'afen-validate -c -e "$1" > /dev/full' sh "$KK w - - 0 1"
	assert_equal "$stderr" "afen-validate: write error: No space left on device"
}

# --------------------------------------------------------------------------
# JSON Lines

@test "--json: a valid line" {
	run -0 --separate-stderr afen-validate --json -e "  $KK w - - 0 1"$'\r'
	run -0 jq -c '[(keys | sort), .afen, .valid, .canonical, .errors, .warnings]' <<< "$output"
	assert_equal "$output" '[["afen","canonical","errors","valid","warnings"],"  8/8/8/8/8/8/8/K6k w - - 0 1",true,"8/8/8/8/8/8/8/K6k w - - 0 1",[],[]]'
}

@test "--json: an invalid line lists its errors with columns and messages" {
	run -1 --separate-stderr afen-validate --json -e "$KK W - - 0 1" -e "$START w KQkq e4 0 1"
	assert_equal "${#lines[@]}" 2
	run -0 jq -c '[.valid, .canonical, [.errors[] | [.file, .line, .column, .message]], .warnings]' <<< "$output"
	assert_equal "${lines[0]}" "[false,null,[[\"<arg>\",1,19,\"unexpected 'W' in the side to move: expected 'w' or 'b'\"]],[]]"
	assert_equal "${lines[1]}" "[false,null,[[\"<arg>\",2,53,\"unexpected '4' in the en passant field: expected rank 3 or 6\"]],[]]"
}

@test "--json: warnings, and with -s they are errors" {
	run -0 --separate-stderr afen-validate --json -e "$START w KQkq - 3 2"
	run -0 jq -c '[.valid, .canonical, .errors, [.warnings[] | [.column, .message]]]' <<< "$output"
	assert_equal "$output" "[true,\"$START w KQkq - 3 2\",[],[[54,\"halfmove clock 3 is larger than the 2 plies played\"]]]"
	run -1 --separate-stderr afen-validate -s --json -e "$START w KQkq - 3 2"
	run -0 jq -c '[.valid, [.errors[] | [.column, .message]], .warnings]' <<< "$output"
	assert_equal "$output" '[false,[[54,"halfmove clock 3 is larger than the 2 plies played"]],[]]'
}

@test "--json: binary bytes give valid JSON" {
	printf 'k7/8/8/\001"\\/8/8/8/K7 w - - 0 1\n\377\n' > "$TMP/in"
	run -1 --separate-stderr afen-validate --json "$TMP/in"
	run -0 jq -c '[.afen, .valid, (.errors | map(.column) | sort)]' <<< "$output"
	assert_equal "${lines[0]}" '["k7/8/8/\u0001\"\\/8/8/8/K7 w - - 0 1",false,[8]]'
	# the byte 0xFF is not UTF-8: U+EF80 + (0xFF - 0x80) = U+EFFF, which
	# jq keeps and writes as UTF-8, EE BF BF
	assert_equal "${lines[1]}" $'["\xee\xbf\xbf",false,[1,2]]'
}

@test "--json over a mixed file: one record per line" {
	run -1 --separate-stderr afen-validate --json "$DATA/mixed.afen"
	run -0 jq -c '.valid' <<< "$output"
	assert_equal "${lines[*]}" "true false true false true false true false true true"
}

# --------------------------------------------------------------------------
# Round trips over ../data/fens-100k.txt

@test "round trip: -c reproduces fens-100k.txt byte for byte" {
	afen-validate -c "$FENS" > "$TMP/out" 2> "$TMP/err"
	cmp "$TMP/out" "$FENS"
	[ ! -s "$TMP/err" ]
}

@test "round trip: -V chess -c reproduces fens-100k.txt byte for byte" {
	afen-validate -V chess -c "$FENS" > "$TMP/out" 2> "$TMP/err"
	cmp "$TMP/out" "$FENS"
	[ ! -s "$TMP/err" ]
}

@test "round trip: -f passes fens-100k.txt unchanged, exit 0, nothing on stderr" {
	afen-validate -f "$FENS" > "$TMP/out" 2> "$TMP/err"
	cmp "$TMP/out" "$FENS"
	[ ! -s "$TMP/err" ]
	run -0 --separate-stderr afen-validate -s "$FENS"
	assert_equal "$stderr" ""
	assert_equal "$output" ""
}

@test "--json keeps UTF-8 text and writes other bytes as \\uef80 to \\uefff" {
	run -0 sh -c "afen-validate --json -q -e 'é' | jq -r .afen"
	assert_output "é"
	run -0 sh -c "printf 'a\\377\\n' | afen-validate --json -q | grep -o '\"afen\": \"[^\"]*\"'"
	# 0xFF - 0x80 = 0x7F, U+EF80 + 0x7F = U+EFFF
	assert_output '"afen": "a\uefff"'
}

@test "the triple check warning also comes with a king error" {
	check 1 '4k2k/8/8/8/1b6/5n2/8/r3K3 w - - 0 1' \
	    "4: 2 black kings: expected one" \
	    "27: warning: white to move is in check from 3 pieces: no move gives more than a double check"
}

# --------------------------------------------------------------------------
# EPD lines: four or six fields, then operations, each ended by ';'.
# "$START w KQkq -" is 52 bytes: operations begin in column 54, or in
# column 58 after the clocks " 0 1".

@test "EPD files of ../data and tests/perft are valid" {
	run -0 --separate-stderr afen-validate "$SHARED/wac.epd" \
	    "$SHARED/bratko-kopec.epd" "$TC_TOP/tests/perft/allegiance.epd"
	assert_equal "$output" ""
	assert_equal "$stderr" ""
	run -0 --separate-stderr afen-validate -V chess \
	    "$SHARED/perft-standard.epd" "$TC_TOP/tests/perft/chess.epd"
	assert_equal "$output" ""
	assert_equal "$stderr" ""
}

@test "well-formed operations after four or six fields are valid" {
	check 0 "$START w KQkq - bm e4; id \"WAC.001\";"
	check 0 "$START w KQkq - 0 1 bm e4 d4; c0 \"a;b\";"
	check 0 "$START w KQkq - hmvc 0; fmvn 1;"
	check 0 "$START w KQkq - ;; c0 \"say \\\"hi\\\"\"; ;"
	check 0 "$START w KQkq - 0 1 ;D1 20 ;D2 400 ;D3 8902"
	check 0 "$START w KQkq - x23456789012345;"
}

@test "the last operation may lack its ';' only after a ';'" {
	check 0 "$START w KQkq - bm e4; id \"x\""
	check 0 "$START w KQkq - ;D1 20"
	check 1 "$START w KQkq - bm e4" \
	    "54: unexpected text after the position: 'bm e4'"
	check 1 "$START w KQkq - 0 1 hello world" \
	    "58: unexpected text after the position: 'hello world'"
}

@test "text that is not an operation is reported at its first byte" {
	check 1 "$START w KQkq - hello world" \
	    "54: unexpected text after the position: 'hello world'"
	# An opcode starts with a letter and has at most 15 bytes.
	check 1 "$START w KQkq - _bm e4;" \
	    "54: unexpected text after the position: '_bm e4;'"
	check 1 "$START w KQkq - bm e4; x234567890123456;" \
	    "61: unexpected text after the position: 'x234567890123456;'"
	# An unclosed string; a quote inside a word.
	check 1 "$START w KQkq - bm e4; id \"x" \
	    "64: unexpected text after the position: '\"x'"
	check 1 "$START w KQkq - bm e4\"x\";" \
	    "59: unexpected text after the position: '\"x\";'"
}

@test "movegen's example: a six-field line with trailing words, then the next line" {
	printf '%s\n' "$START w KQkq - 0 1 hello world" "$KK w - - 0 1" \
	    "$KK w - - bm Kb2;" >"$TMP/in"
	run -1 --separate-stderr afen-validate -f "$TMP/in"
	assert_equal "$output" "$(sed -n '2,3p' "$TMP/in")"
	assert_equal "$stderr" \
	    "afen-validate: $TMP/in:1:58: unexpected text after the position: 'hello world'"
}

@test "-c writes the canonical position, then the operations as read" {
	# Every position of wac.epd is canonical as written: -c adds the
	# clocks 0 1 after the four fields and keeps the operations.
	run -0 --separate-stderr afen-validate -c "$SHARED/wac.epd"
	assert_equal "$output" \
	    "$(sed 's/^\([^ ]* [^ ]* [^ ]* [^ ]*\) /\1 0 1 /' "$SHARED/wac.epd")"
	run -0 --separate-stderr afen-validate -c -e \
	    "  $KK w - -   ;D1 3 ;id \"k\" "$'\r'
	assert_equal "$output" "$KK w - - 0 1 ;D1 3 ;id \"k\""
}

@test "-c in Neutral Subject Chess: the bar key is the position's, written once" {
	# 1.a6 of neutral-subject.md section 3; the key ends the position and
	# the operations after it are kept as read.
	local a6='R*N*B*qkB*N*R*/8/P*7/1P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/8/R*N*B*QKB*N*R* b KQkq'
	run -0 --separate-stderr afen-validate -V neutral-subject -c \
	    -e "$a6 - 0 1 bar=a6  " -e "$a6 - bar=a6 ;id \"x\";" \
	    -e "$a6 - 00 1   bar=a6 id \"y\";"
	assert_equal "$output" "$a6 - 0 1 bar=a6
$a6 - 0 1 bar=a6 ;id \"x\";
$a6 - 0 1 bar=a6 id \"y\";"
	assert_equal "$stderr" ""
}

@test "-f passes EPD lines unchanged; --json gives the position alone as canonical" {
	run -0 --separate-stderr afen-validate -f "$SHARED/wac.epd"
	assert_equal "$output" "$(cat "$SHARED/wac.epd")"
	run -0 --separate-stderr afen-validate --json -e "$KK w - - bm Kb2;"
	run -0 jq -c '[.afen, .valid, .canonical, .errors]' <<< "$output"
	assert_equal "$output" "[\"$KK w - - bm Kb2;\",true,\"$KK w - - 0 1\",[]]"
}
