#!/usr/bin/env bats
# Crazyhouse (lichess's rules): lib/variants/crazyhouse.c, built on
# standard chess, with the drops and pockets of the rules interface.
# Expected values come from outside turncoat: python-chess's perft
# figures (../shared/data/perft/crazyhouse.perft), Debian's
# Fairy-Stockfish (UCI_Variant crazyhouse, which prints drops as "N@f3"
# for both sides), and the 24 Crazyhouse games of lichess's export.
# Fairy-Stockfish is required: without it the tests fail, they do not
# skip.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	lichess_setup
}

# divide_vs_fairy DEPTH FENS [MOVEGEN-FENS]: movegen -V crazyhouse
# --divide against Fairy-Stockfish's go perft, move by move; movegen
# reads MOVEGEN-FENS (default FENS), Fairy-Stockfish FENS.
divide_vs_fairy() {
	fairy_divide "UCI_Variant value crazyhouse" crazyhouse "$1" "$2" "${3-$2}"
}

game_fens() {
	lichess_games "Crazyhouse" > "$BATS_TEST_TMPDIR/zh.pgn"
	convert --to json "$BATS_TEST_TMPDIR/zh.pgn" 2>/dev/null | jq -r '.moves[].afen'
}

@test "perft: python-chess's crazyhouse.perft figures, every position and depth" {
	perft_to_epd < "$TC_DATA/perft/crazyhouse.perft" > "$BATS_TEST_TMPDIR/zh.epd"
	run -0 wc -l < "$BATS_TEST_TMPDIR/zh.epd"
	assert_output 5
	PERFT_VARIANT=crazyhouse perft_check_all "$BATS_TEST_TMPDIR/zh.epd"
}

@test "divide 2 agrees with Fairy-Stockfish on every position of the 24 lichess games" {
	game_fens > "$BATS_TEST_TMPDIR/fens"
	run -0 wc -l < "$BATS_TEST_TMPDIR/fens"
	assert_output 1183
	# Pockets with pieces in them: the drops are compared too.
	run -0 grep -c '\[[A-Za-z]' "$BATS_TEST_TMPDIR/fens"
	assert_output 996
	divide_vs_fairy 2 "$BATS_TEST_TMPDIR/fens"
}

@test "the comparison with Fairy-Stockfish can fail: a piece missing from a pocket" {
	game_fens | grep -m1 '\[Q' > "$BATS_TEST_TMPDIR/fens"
	run -0 wc -l < "$BATS_TEST_TMPDIR/fens"
	assert_output 1
	divide_vs_fairy 2 "$BATS_TEST_TMPDIR/fens"
	sed 's/\[Q/[/' "$BATS_TEST_TMPDIR/fens" > "$BATS_TEST_TMPDIR/mine"
	run ! divide_vs_fairy 2 "$BATS_TEST_TMPDIR/fens" "$BATS_TEST_TMPDIR/mine"
}

@test "the 24 lichess games replay with 0 errors, their moves written as lichess wrote them" {
	lichess_games "Crazyhouse" > "$BATS_TEST_TMPDIR/zh.pgn"
	run -0 grep -c '^\[Variant "Crazyhouse"\]' "$BATS_TEST_TMPDIR/zh.pgn"
	assert_output 24
	run -0 --separate-stderr pgn-replay "$BATS_TEST_TMPDIR/zh.pgn"
	assert_regex "$stderr" 'pgn-replay: 24 games, 1183 plies, 0 errors, 0 warnings'
	# SAN as written: every move token of the file, drops included.
	sed 's/{[^}]*}//g' "$BATS_TEST_TMPDIR/zh.pgn" | grep -v '^\[' |
	    tr ' ' '\n' | grep -E '^[A-Za-z]' > "$BATS_TEST_TMPDIR/a"
	convert --to san "$BATS_TEST_TMPDIR/zh.pgn" 2>/dev/null | tr ' ' '\n' |
	    grep -E '^[A-Za-z]' > "$BATS_TEST_TMPDIR/b"
	run -0 grep -c '^P@' "$BATS_TEST_TMPDIR/a"
	[ "$output" -ge 20 ]
	run -0 cmp "$BATS_TEST_TMPDIR/a" "$BATS_TEST_TMPDIR/b"
}

@test "drops round-trip through UCI: convert --to uci, then back to SAN" {
	lichess_games "Crazyhouse" > "$BATS_TEST_TMPDIR/zh.pgn"
	convert --to san "$BATS_TEST_TMPDIR/zh.pgn" 2>/dev/null > "$BATS_TEST_TMPDIR/a"
	convert --to uci "$BATS_TEST_TMPDIR/zh.pgn" 2>/dev/null > "$BATS_TEST_TMPDIR/u"
	run -0 grep -c ' [NBRQP]@[a-h][1-8]' "$BATS_TEST_TMPDIR/u"
	assert_output 24
	: > "$BATS_TEST_TMPDIR/b"
	while read -r line; do
		printf '%s *\n' "$line" | convert -V crazyhouse --to san \
		    2>/dev/null | sed 's/ \*$//' >> "$BATS_TEST_TMPDIR/b"
	done < "$BATS_TEST_TMPDIR/u"
	run -0 cmp "$BATS_TEST_TMPDIR/a" "$BATS_TEST_TMPDIR/b"
	run -0 --separate-stderr movegen -V crazyhouse --format uci \
	    '4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1'
	assert_equal "$(tr ' ' '\n' <<< "$output" | sort)" \
	    "$(printf '%s\n' e1d2 e1e2 e1f2 N@b1 N@c1 N@d1 | sort)"
}

# White: Ke1 in check from the Rook on a1, a Knight in the pocket.  The
# King goes to d2, e2 or f2 (d1 and f1 are on the Rook's rank); the
# Knight may block on b1, c1 or d1: 6 moves.  A Knight's check (c2) can
# only be met by the King: 5 moves (d1 d2 e2 f1 f2), no drop.  Out of
# check a pawn drops on the 48 empty squares of ranks 2 to 7, never on
# the first or last: 48 + 5 King moves.
@test "drops: blocking a check, none against a Knight's check, pawns off the end ranks" {
	run -0 --separate-stderr movegen -V crazyhouse --perft 1 \
	    '4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1' \
	    '4k3/8/8/8/8/8/2n5/4K3[Q] w - - 0 1' \
	    '4k3/8/8/8/8/8/8/4K3[P] w - - 0 1' \
	    '4k3/8/8/8/8/8/8/4K3[p] b - - 0 1'
	assert_output "$(printf '%s\n' 6 5 53 53)"
}

# A capture goes to the captor's pocket in his colour (2.exd5: White's
# P); a promoted Queen (Q~) taken goes there as a pawn (Kxb7: Black's p);
# a promotion keeps the mark.
@test "pockets: captures change colour, a promoted piece returns as a pawn" {
	run -0 --separate-stderr convert --to json <<-'EOF'
	[Variant "Crazyhouse"]

	1. e4 d5 2. exd5 Qxd5 3. P@e4 *
	EOF
	assert_equal "$(jq -r '.moves[].afen' <<< "$output" | sed -n '3p;4p;5p')" \
	    "$(printf '%s\n' 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2' \
	    'rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR[Pp] w KQkq - 0 3' \
	    'rnb1kbnr/ppp1pppp/8/3q4/4P3/8/PPPP1PPP/RNBQKBNR[p] b KQkq - 0 3')"
	run -0 --separate-stderr convert --to json <<-'EOF'
	[Variant "Crazyhouse"]
	[SetUp "1"]
	[FEN "k7/1Q~6/8/8/8/8/8/4K3[] b - - 0 1"]

	1... Kxb7 *
	EOF
	assert_equal "$(jq -r '.moves[-1].afen' <<< "$output")" '8/1k6/8/8/8/8/8/4K3[p] w - - 0 2'
	run -0 --separate-stderr convert --to json <<-'EOF'
	[Variant "Crazyhouse"]
	[SetUp "1"]
	[FEN "4k3/1P6/8/8/8/8/8/4K3[] w - - 0 1"]

	1. b8=Q+ *
	EOF
	assert_equal "$(jq -r '.moves[-1].afen' <<< "$output")" '1Q~2k3/8/8/8/8/8/8/4K3[] b - - 0 1'
}

@test "drops in SAN: marks, and the reasons a drop is refused" {
	run -0 --separate-stderr convert --to pgn <<-'EOF'
	[Variant "Crazyhouse"]

	1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@d7 *
	EOF
	assert_output --partial "4. P@d7+ *"
	for t in '2. N@f3:white has no knight in the pocket' \
	    '2. exd5 Qxd5 3. P@d8:a pawn is never dropped on the first or the last rank' \
	    '2. exd5 Qxd5 3. P@d5:d5 is occupied'; do
		run -1 --separate-stderr convert --to pgn <<-EOF
		[Variant "Crazyhouse"]

		1. e4 d5 ${t%%:*} *
		EOF
		assert_regex "$stderr" "${t#*:}"
	done
	run -1 --separate-stderr convert --to pgn <<-'EOF'
	[Variant "Crazyhouse"]
	[SetUp "1"]
	[FEN "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1"]

	1. N@e2 *
	EOF
	assert_regex "$stderr" "N@e2 does not meet the check"
	run -1 --separate-stderr convert --to pgn <<< '1. e4 d5 2. N@f3 *'
	assert_regex "$stderr" "a drop \('@'\) is a move of Crazyhouse, not of standard chess: give the game a Variant tag or -V"
}

@test "notation: brackets, the ninth row and no pocket read the same; written in brackets" {
	local b='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR'
	run -0 --separate-stderr afen-validate --canonical -V crazyhouse <<-EOF
	${b}[] w KQkq - 0 1
	${b} w KQkq - 0 1
	${b}/ w KQkq - 0 1
	EOF
	assert_equal "$output" "$(printf '%s\n' "${b}[] w KQkq - 0 1" "${b}[] w KQkq - 0 1" "${b}[] w KQkq - 0 1")"
	run -0 --separate-stderr afen-validate --canonical -V crazyhouse <<< \
	    '4k3/1Q~6/8/8/8/8/8/4K3/nQ w - - 0 1'
	assert_output '4k3/1Q~6/8/8/8/8/8/4K3[Qn] w - - 0 1'
}

# Syntax: a King in a pocket, an unknown letter, a bracket not closed,
# '~' on a pawn, all errors at their column.  Material: counted for both
# sides, board and pockets, every piece beyond the start's set and every
# '~' needs a pawn of the 16: the start with a Queen in hand is a
# warning (an error with --strict).
@test "notation: errors at their column, impossible material a warning" {
	local b='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR'
	run -1 --separate-stderr afen-validate -V crazyhouse <<< "${b}[Kx] w KQkq - 0 1"
	assert_equal "$stderr" "afen-validate: <stdin>:1:45: unexpected 'K' in the pocket: expected the letters of pieces, PNBRQ for White's, pnbrq for Black's (a King is never in a pocket)
afen-validate: <stdin>:1:46: unexpected 'x' in the pocket: expected the letters of pieces, PNBRQ for White's, pnbrq for Black's"
	run -1 --separate-stderr afen-validate -V crazyhouse <<< "${b}[Q w KQkq - 0 1"
	assert_equal "$stderr" "afen-validate: <stdin>:1:46: the pocket '[Q' has no closing ']': expected pieces such as [Qn] right after the placement"
	run -1 --separate-stderr afen-validate -V crazyhouse <<< '4k3/1P~6/8/8/8/8/8/4K3[] w - - 0 1'
	assert_equal "$stderr" "afen-validate: <stdin>:1:7: '~' on b7: a promoted piece is a Knight, Bishop, Rook or Queen"
	run -0 --separate-stderr afen-validate -V crazyhouse <<< "${b}[Q] w KQkq - 0 1"
	assert_equal "$stderr" "afen-validate: <stdin>:1:1: warning: 16 pawns, 0 promoted pieces and 1 piece beyond the set, on the board and in the pockets: a game has at most 16 pawns"
	run -1 --separate-stderr afen-validate --strict -V crazyhouse <<< "${b}[Q] w KQkq - 0 1"
	# Standard chess has no pockets.
	run -1 --separate-stderr afen-validate -V chess <<< "${b}[] w KQkq - 0 1"
}

# Ka8 against Kb6 and a Queen in hand: Q@a7 is protected by the King
# and takes b8 and b7 from the black King, mate.
@test "the end: a drop that mates ends the game; a result against it is an error" {
	cat > "$BATS_TEST_TMPDIR/g.pgn" <<-'EOF'
	[Variant "Crazyhouse"]
	[Result "0-1"]
	[SetUp "1"]
	[FEN "k7/8/1K6/8/8/8/8/8[Q] w - - 0 1"]

	1. Q@a7# 0-1
	EOF
	run -1 --separate-stderr pgn-replay "$BATS_TEST_TMPDIR/g.pgn"
	assert_regex "$stderr" "result 0-1, but the game ended in checkmate: expected 1-0"
}

@test "-V names: crazyhouse, Crazyhouse, zh" {
	for n in crazyhouse Crazyhouse zh; do
		run -0 --separate-stderr movegen -V "$n" --perft 2 <<< \
		    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1'
		assert_output 400
	done
}

# The pockets in every output form: JSON's "pockets" field (from the
# variant's write_pocket, split by side, in the notation's order QRBNP),
# a line a side under the text diagram, a row of glyphs a side under the
# SVG one.  A variant without pockets shows none of them.
@test "JSON: the pockets are a field of the position, by side, in the notation's order" {
	local b='r1bqkbnr/ppp1pppp/2n5/3P4/8/8/PPPP1PPP/RNBQKBNR'
	run -0 --separate-stderr convert -V crazyhouse --from afen --to json <<< "${b}[nQpR] w KQkq - 0 3"
	assert_equal "$(jq -c .pockets <<< "$output")" '{"White":"QR","Black":"np"}'
	assert_regex "$output" '"afen": "[^"]*", "valid": true, "pockets": \{"White": "QR", "Black": "np"\}, "errors"'
	run -0 --separate-stderr convert -V crazyhouse --from afen --to json <<< "${b}[] w KQkq - 0 3"
	assert_equal "$(jq -c .pockets <<< "$output")" '{"White":"","Black":""}'
	run -0 --separate-stderr convert -V crazyhouse --from afen --to json <<< "${b}/Qn w KQkq - 0 3"
	assert_equal "$(jq -c .pockets <<< "$output")" '{"White":"Q","Black":"n"}'
	run -0 --separate-stderr convert --from afen --to json <<< "${b} w KQkq - 0 3"
	assert_equal "$(jq -c .pockets <<< "$output")" 'null'
}

@test "JSON: each ply of a game has its pockets (pgn-replay --emit each)" {
	run -0 --separate-stderr pgn-replay --json --emit each <<-'EOF'
	[Variant "Crazyhouse"]

	1. e4 d5 2. exd5 Qxd5 3. P@e4 *
	EOF
	assert_equal "$(jq -c .pockets <<< "$output")" "$(printf '%s\n' \
	    '{"White":"","Black":""}' '{"White":"","Black":""}' \
	    '{"White":"P","Black":""}' '{"White":"P","Black":"p"}' \
	    '{"White":"","Black":"p"}')"
	run -0 --separate-stderr pgn-replay --json --emit final <<< '1. e4 e5 *'
	assert_equal "$(jq -c .pockets <<< "$output")" 'null'
}

@test "text diagram: a line a side for the pockets, '-' for an empty one; '~' explained" {
	run -0 --separate-stderr convert -V crazyhouse --from afen --to text <<< \
	    '4k3/1Q~6/8/8/8/8/8/4K3[QRNn] b - - 0 1'
	assert_output "$(cat <<-'EOF'
	 8 · · · · ♚ · · ·
	 7 · ♕~· · · · · ·
	 6 · · · · · · · ·
	 5 · · · · · · · ·
	 4 · · · · · · · ·
	 3 · · · · · · · ·
	 2 · · · · · · · ·
	 1 · · · · ♔ · · ·
	   a b c d e f g h
	White's pocket: Q R N
	Black's pocket: n
	Black to move, castling -, en passant -, ~ marks a promoted pawn
	EOF
	)"
	run -0 --separate-stderr convert -V crazyhouse --from afen --to text <<< \
	    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1'
	assert_line --index 9 "White's pocket: -"
	assert_line --index 10 "Black's pocket: -"
	run -0 --separate-stderr convert --from afen --to text <<< \
	    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
	refute_output --partial pocket
}

@test "SVG diagram: each pocket's glyphs in a row under the board, with a line naming it" {
	local T=$BATS_TEST_TMPDIR
	command -v xmllint > /dev/null ||
	    fail "xmllint is missing: run tests/setup-debian (libxml2-utils)"
	convert -V crazyhouse --from afen --to svg > "$T/p.svg" <<< \
	    'r1bqkbnr/ppp1pppp/2n5/3P4/8/8/PPPP1PPP/RNBQKBNR[QRNp] w KQkq - 0 3' 2>/dev/null
	run -0 xmllint --noout "$T/p.svg"
	run -0 grep -Ec '^<text class="pocket" .*fill="#ffffff".*>(♛|♜|♞)</text>$' "$T/p.svg"
	assert_output 3
	run -0 grep -c '^<text class="pocket" .*fill="#000000".*>♟</text>$' "$T/p.svg"
	assert_output 1
	# in the notation's order, a square apart from the board's left edge
	assert_equal "$(grep '^<text class="pocket"' "$T/p.svg" | sed 's/.* x="\([0-9]*\)".*>\(.*\)<\/text>$/\1 \2/')" \
	    "$(printf '%s\n' '42 ♛' '87 ♜' '132 ♞' '42 ♟')"
	run -0 grep -c '^<rect class="pocket-row" ' "$T/p.svg"
	assert_output 2
	assert_equal "$(grep -o '>[A-Za-z]*'"'"'s pocket[^<]*<' "$T/p.svg")" \
	    "$(printf '%s\n' ">White's pocket<" ">Black's pocket<")"
	# nine pieces take two rows; an empty pocket only its line
	convert -V crazyhouse --from afen --to svg > "$T/w.svg" <<< \
	    '4k3/8/8/8/8/8/8/4K3[PPPPPPPPN] w - - 0 1' 2>/dev/null
	run -0 xmllint --noout "$T/w.svg"
	run -0 grep -c '^<text class="pocket" ' "$T/w.svg"
	assert_output 9
	run -0 grep -c '^<rect class="pocket-row" ' "$T/w.svg"
	assert_output 2
	run -0 grep -c ">Black's pocket: empty<" "$T/w.svg"
	assert_output 1
	convert --from afen --to svg > "$T/c.svg" <<< \
	    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
	run -1 grep -c pocket "$T/c.svg"
}
