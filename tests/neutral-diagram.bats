#!/usr/bin/env bats
# Diagrams of Neutral Subject Chess positions: convert --to text and
# --to svg (lib/notation/diagram.c).
#
# Expected values were derived by hand from the position strings of the
# spec (neutral-subject.md, sections 3 and 7.2), square by square: in the
# text a neutral piece is its capital letter followed by '*' in place of
# the space after it ('#' for the barred piece), an owned piece keeps its
# glyph; in the SVG each square is 45 pixels from (20, 20), a8 at the top
# left, so the piece on file f (0 = a), rank r (1..8) is centred on
# x = 42 + 45f, y = 42 + 45(8 - r).

bats_require_minimum_version 1.5.0

load helpers/setup

START='R*N*B*qkB*N*R*/8/8/P*P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/8/R*N*B*QKB*N*R* w KQkq - 0 1'

setup() {
	tc_setup
	command -v xmllint > /dev/null ||
	    fail "xmllint is missing: run tests/setup-debian (libxml2-utils)"
	printf '%s\n' '[Variant "Neutral Subject"]' '' '1. a6 *' > "$T/a6.pgn"
}

# neutral_squares SVG: the squares of the blue rings, one a line, in the
# order the SVG draws them (rank 8 first, a to h).
neutral_squares() {
	awk '/<circle class="neutral"/ {
		match($0, /cx="[0-9]+"/); x = substr($0, RSTART + 4, RLENGTH - 5)
		match($0, /cy="[0-9]+"/); y = substr($0, RSTART + 4, RLENGTH - 5)
		printf "%c%d\n", 97 + (x - 42) / 45, 8 - (y - 42) / 45
	}' "$1"
}

@test "text: the start position, neutral pieces as letters with '*'" {
	run -0 sh -c 'echo "$1" | convert -V neutral-subject --to text' _ "$START"
	assert_output " 8 R*N*B*♛ ♚ B*N*R*
 7 · · · · · · · ·
 6 · · · · · · · ·
 5 P*P*P*P*P*P*P*P*
 4 P*P*P*P*P*P*P*P*
 3 · · · · · · · ·
 2 · · · · · · · ·
 1 R*N*B*♕ ♔ B*N*R*
   a b c d e f g h
White to move, castling KQkq, en passant -, * marks a neutral piece"
}

@test "text: after 1.a6 the barred pawn on a6 has '#', the last line names the bar" {
	run -0 convert -q --to text "$T/a6.pgn"
	assert_output " 8 R*N*B*♛ ♚ B*N*R*
 7 · · · · · · · ·
 6 P#· · · · · · ·
 5 · P*P*P*P*P*P*P*
 4 P*P*P*P*P*P*P*P*
 3 · · · · · · · ·
 2 · · · · · · · ·
 1 R*N*B*♕ ♔ B*N*R*
   a b c d e f g h
Black to move, last move a5-a6, castling KQkq, en passant -, bar a6, * marks a neutral piece, # the barred one"
	# the same from the position string with its bar= key
	run -0 sh -c 'echo "R*N*B*qkB*N*R*/8/P*7/1P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/8/R*N*B*QKB*N*R* b KQkq - 0 1 bar=a6" |
	    convert -V neutral-subject --to text | sed -n 3p\;10p'
	assert_output " 6 P#· · · · · · ·
Black to move, castling KQkq, en passant -, bar a6, * marks a neutral piece, # the barred one"
}

@test "text: recruited pieces take their owner's glyph (7.2, after 1.d6 a3 2.d7+)" {
	printf '%s\n' '[Variant "Neutral Subject"]' '' '1. d6 a3 2. d7+ *' |
	    convert -q --to text > "$T/out"
	# White's pawn on d7 and Ra8 Nb8 Bc8; no bar: the piece moved last
	# is no longer neutral.
	run -0 cat "$T/out"
	assert_output " 8 ♖ ♘ ♗ ♛ ♚ B*N*R*
 7 · · · ♙ · · · ·
 6 · · · · · · · ·
 5 P*P*P*· P*P*P*P*
 4 · P*P*P*P*P*P*P*
 3 P*· · · · · · ·
 2 · · · · · · · ·
 1 R*N*B*♕ ♔ B*N*R*
   a b c d e f g h
Black to move, in check, last move d6-d7, castling KQk, en passant -, * marks a neutral piece"
}

@test "svg: the start position has the blue ring on its 28 neutral squares" {
	echo "$START" | convert -V neutral-subject --to svg > "$T/s.svg"
	run -0 xmllint --noout "$T/s.svg"
	# rank 8: a8 b8 c8 f8 g8 h8; ranks 5 and 4: every file; rank 1 as 8
	run -0 neutral_squares "$T/s.svg"
	assert_output "$(printf '%s\n' a8 b8 c8 f8 g8 h8 \
	    a5 b5 c5 d5 e5 f5 g5 h5 a4 b4 c4 d4 e4 f4 g4 h4 \
	    a1 b1 c1 f1 g1 h1)"
	# 28 blue glyphs; the two kings and queens keep white and black
	run -0 grep -c 'font-size="37" .*fill="#4a90d9"' "$T/s.svg"
	assert_output 28
	run -0 grep -c 'font-size="37" .*fill="#ffffff"' "$T/s.svg"
	assert_output 2
	run -0 grep -c 'font-size="37" .*fill="#000000"' "$T/s.svg"
	assert_output 2
	# no grey ring, no bar, the legend names the blue pieces
	run -1 grep -c 'stroke-dasharray\|class="bar"' "$T/s.svg"
	run -0 grep -c '^<svg .* height="420" ' "$T/s.svg"
	run -0 grep -c '>White to move, castling KQkq; blue pieces are neutral</text>$' "$T/s.svg"
}

@test "svg: after 1.a6 the square a6 is boxed in red and a second line names it" {
	convert -q --to svg "$T/a6.pgn" > "$T/a6.svg"
	run -0 xmllint --noout "$T/a6.svg"
	# a6: file 0, rank 6: the square at (20, 110), the box 2 pixels inside
	run -0 grep 'class="bar"' "$T/a6.svg"
	assert_output '<rect class="bar" x="22" y="112" width="41" height="41" fill="none" stroke="#c00000" stroke-width="4"/>'
	run -0 neutral_squares "$T/a6.svg"
	assert_line --index 6 a6
	assert_line --index 7 b5
	assert_equal "${#lines[@]}" 28
	# 16 pixels taller for the second line
	run -0 grep -c '^<svg .* height="436" ' "$T/a6.svg"
	run -0 tail -n 3 "$T/a6.svg"
	assert_output '<text x="20" y="414" font-size="12" font-family="sans-serif">Black to move, last move a5-a6, castling KQkq; blue pieces are neutral</text>
<text x="20" y="430" font-size="12" font-family="sans-serif">the piece boxed in red (a6) is barred</text>
</svg>'
}

@test "standard chess: no neutral ring, no bar, the legend as before" {
	echo 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' |
	    convert --to svg > "$T/std.svg"
	run -1 grep -c 'class=' "$T/std.svg"
	run -0 grep -c '>White to move, castling KQkq; ringed pieces are grey</text>$' "$T/std.svg"
	run -0 sh -c 'echo "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" | convert --to text | sed -n 10p'
	assert_output "White to move, castling KQkq, en passant -"
}
