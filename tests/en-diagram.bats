#!/usr/bin/env bats
# Diagrams of EN Chess positions: convert --to text and --to svg
# (lib/notation/diagram.c) draw x9 above rank 8 and x0 below rank 1,
# between the d and e files, Aurors as stars, and each slider's mode
# (en-chess.md 4.1) as a badge: 'P' Penetration, 'S' Stunted.
#
# Expected values were derived by hand from the EN-FENs (en-chess.md 9),
# square by square, and from the adjacency of 1.2 and 4.1 for the modes.
# In the text each square takes two columns from column 3 (file a), the
# glyph then a space, a badge letter in place of the space; x9 and x0 get
# a line of their own, their name where ranks have their number, their
# piece in column 10, the space between d (column 9) and e (column 11).
# The last line adds "☆ White Auror, ★ Black Auror" when an Auror is on
# the board and "P marks a slider in Penetration mode", "S marks a slider
# in Stunted mode" when such a slider is.
# In the SVG, squares are 45 pixels, the grid from (20, 84) (a8 at the
# top left: 64 pixels above it for x9); the square on file f (0 = a),
# rank r (1..8) has its top left at x = 20 + 45f, y = 84 + 45(8 - r).
# x9 and x0 are diamonds of half-diagonal 32 centred on x = 200 (the d/e
# boundary), x9 on y = 52 (its bottom corner on the grid's top edge,
# y = 84), x0 on y = 476 (its top corner on the grid's bottom edge,
# y = 444); their piece is drawn as in a square whose top left is
# (178, 30) or (178, 454).  An Auror is a star polygon whose first point
# is 17 pixels above (x + 22, y + 24); a mode badge a 14-pixel square at
# (x + 2, y + 2).  The file letters are at y = 522, the legend from
# y = 542, 16 pixels a line; the picture is 400 wide and 548 high plus
# 16 per badge line.

bats_require_minimum_version 1.5.0

load helpers/setup

START='a/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/A w KQkq - 0 1'
# Queen d4 next to White's Auror e3: Penetration; Black's bishop f4 next
# to the same enemy Auror: Stunted; the rook d8 has no Auror near: Normal.
MODES='1/3r4/7k/3p4/8/3Q1b2/4A3/8/K7/1 w - - 0 1'
# A White bishop on x9, no Auror on the board.
XBISHOP='B/8/8/8/8/8/8/8/K6k/1 w - - 0 1'

setup() {
	tc_setup
	command -v xmllint > /dev/null ||
	    fail "xmllint is missing: run tests/setup-debian (libxml2-utils)"
	# 2.Ae2 (x0 to e2, a Knight link), 2...K~x9 (the swap of e8 and x9)
	printf '%s\n' '[Variant "EN"]' '' '1. e4 e5 2. Ae2 K~x9 *' \
	    > "$T/swap.pgn"
}

# draw FORMAT POSITION [OPTION...]: the diagram of one position line.
draw() {
	local fmt=$1 pos=$2
	shift 2
	printf '%s\n' "$pos" | convert -q --to "$fmt" "$@"
}

@test "text: the start, x9 above rank 8 and x0 below rank 1 between d and e, stars for Aurors" {
	# x0 and x9 touch d1/e1 and d8/e8: each Queen stands next to its own
	# Auror, so both are in Penetration mode (4.1); no other slider is
	run -0 draw text "$START"
	assert_output "x9        ★
 8 ♜ ♞ ♝ ♛P♚ ♝ ♞ ♜
 7 ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟
 6 · · · · · · · ·
 5 · · · · · · · ·
 4 · · · · · · · ·
 3 · · · · · · · ·
 2 ♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙
 1 ♖ ♘ ♗ ♕P♔ ♗ ♘ ♖
x0        ☆
   a b c d e f g h
White to move, castling KQkq, en passant -, ☆ White Auror, ★ Black Auror, P marks a slider in Penetration mode"
	# the same with -V en
	run -0 draw text "$START" -V en
	assert_line --index 0 "x9        ★"
	assert_line --index 9 "x0        ☆"
}

@test "text: 'P' on the Queen d4, 'S' on the bishop f4, none on the rook d8; empty x squares" {
	run -0 draw text "$MODES"
	assert_output "x9        ·
 8 · · · ♜ · · · ·
 7 · · · · · · · ♚
 6 · · · ♟ · · · ·
 5 · · · · · · · ·
 4 · · · ♕P· ♝S· ·
 3 · · · · ☆ · · ·
 2 · · · · · · · ·
 1 ♔ · · · · · · ·
x0        ·
   a b c d e f g h
White to move, castling -, en passant -, ☆ White Auror, ★ Black Auror, P marks a slider in Penetration mode, S marks a slider in Stunted mode"
}

@test "text: a bishop on x9, no Auror and no badge, no legend" {
	run -0 draw text "$XBISHOP"
	assert_output "x9        ♗
 8 · · · · · · · ·
 7 · · · · · · · ·
 6 · · · · · · · ·
 5 · · · · · · · ·
 4 · · · · · · · ·
 3 · · · · · · · ·
 2 · · · · · · · ·
 1 ♔ · · · · · · ♚
x0        ·
   a b c d e f g h
White to move, castling -, en passant -"
}

@test "text: --ply 4 of an EN game, the black King on x9 and its Auror on e8" {
	# Ae2 puts White's Auror next to Qd1 and Bf1, the swap Black's on e8
	# next to Qd8 and Bf8: all four in Penetration mode
	run -0 convert -q --to text --ply 4 "$T/swap.pgn"
	assert_output "x9        ♚
 8 ♜ ♞ ♝ ♛P★ ♝P♞ ♜
 7 ♟ ♟ ♟ ♟ · ♟ ♟ ♟
 6 · · · · · · · ·
 5 · · · · ♟ · · ·
 4 · · · · ♙ · · ·
 3 · · · · · · · ·
 2 ♙ ♙ ♙ ♙ ☆ ♙ ♙ ♙
 1 ♖ ♘ ♗ ♕P♔ ♗P♘ ♖
x0        ·
   a b c d e f g h
White to move, last move e8-x9, castling KQ, en passant -, ☆ White Auror, ★ Black Auror, P marks a slider in Penetration mode"
	# --ply 0 is the start, --game 1 the same game
	run -0 convert -q --to text --ply 0 --game 1 "$T/swap.pgn"
	assert_output "$(draw text "$START")"
}

@test "svg: x9 and x0 are diamonds on the d/e boundary touching the grid, named" {
	draw svg "$XBISHOP" > "$T/x.svg"
	run -0 xmllint --noout "$T/x.svg"
	run -0 grep -c '^<polygon class="offgrid"' "$T/x.svg"
	assert_output 2
	run -0 grep -F -x -A 1 '<polygon class="offgrid" points="200,20 232,52 200,84 168,52" fill="#d3b18c" stroke="#6b4f35" stroke-width="1"/>' "$T/x.svg"
	assert_line --index 1 '<text x="164" y="56" font-size="12" font-family="sans-serif" text-anchor="end">x9</text>'
	run -0 grep -F -x -A 1 '<polygon class="offgrid" points="200,444 232,476 200,508 168,476" fill="#d3b18c" stroke="#6b4f35" stroke-width="1"/>' "$T/x.svg"
	assert_line --index 1 '<text x="164" y="480" font-size="12" font-family="sans-serif" text-anchor="end">x0</text>'
	# the White bishop on x9, a white glyph in x9's box
	run -0 grep -F -x '<text x="200" y="66" font-size="37" text-anchor="middle" fill="#ffffff" stroke="#000000" stroke-width="1">♝</text>' "$T/x.svg"
	# the grid 64 pixels lower: a8 at (20, 84), h1 at (335, 399)
	run -0 grep -F -x '<rect x="20" y="84" width="45" height="45" fill="#f0d9b5"/>' "$T/x.svg"
	run -0 grep -F -x '<rect x="335" y="399" width="45" height="45" fill="#f0d9b5"/>' "$T/x.svg"
	# the size, the file letters under x0, one legend line: no stars,
	# no badges, no grey pieces
	run -0 head -n 1 "$T/x.svg"
	assert_output '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="548" viewBox="0 0 400 548">'
	run -0 grep -F -x '<text x="177" y="522" font-size="12" font-family="sans-serif" text-anchor="middle">d</text>' "$T/x.svg"
	run -0 grep -F '<text x="20" y="542"' "$T/x.svg"
	assert_output '<text x="20" y="542" font-size="12" font-family="sans-serif">White to move, castling -</text>'
	run -1 grep -e 'auror' -e 'badge' "$T/x.svg"
}

@test "svg: the start, a black star on x9, a white one on x0, 'P' badges on the Queens" {
	draw svg "$START" > "$T/s.svg"
	run -0 xmllint --noout "$T/s.svg"
	run -0 grep '^<polygon class="auror"' "$T/s.svg"
	assert_output '<polygon class="auror" points="200.0,37.0 204.1,48.3 216.2,48.7 206.7,56.2 210.0,67.8 200.0,61.0 190.0,67.8 193.3,56.2 183.8,48.7 195.9,48.3" fill="#000000" stroke="#000000" stroke-width="1.5" stroke-linejoin="round"/>
<polygon class="auror" points="200.0,461.0 204.1,472.3 216.2,472.7 206.7,480.2 210.0,491.8 200.0,485.0 190.0,491.8 193.3,480.2 183.8,472.7 195.9,472.3" fill="#ffffff" stroke="#000000" stroke-width="1.5" stroke-linejoin="round"/>'
	# d8 at (155, 84), d1 at (155, 399); then the legend's badge
	run -0 grep -o '^<rect class="[a-z]*-badge" x="[0-9]*" y="[0-9]*"' "$T/s.svg"
	assert_output '<rect class="penetration-badge" x="157" y="86"
<rect class="penetration-badge" x="157" y="401"
<rect class="penetration-badge" x="20" y="547"'
	run -0 grep -F '<text x="20" y="542"' "$T/s.svg"
	assert_output '<text x="20" y="542" font-size="12" font-family="sans-serif">White to move, castling KQkq; stars are Aurors</text>'
	run -0 grep -F -x '<text x="38" y="558" font-size="12" font-family="sans-serif">slider in Penetration mode</text>' "$T/s.svg"
}

@test "svg: 'P' on d4 and 'S' on f4, a white star on e3, a legend line for each badge" {
	draw svg "$MODES" > "$T/m.svg"
	run -0 xmllint --noout "$T/m.svg"
	run -0 head -n 1 "$T/m.svg"
	assert_output '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="580" viewBox="0 0 400 580">'
	# e3 at (200, 309): the star centred on (222, 333)
	run -0 grep '^<polygon class="auror"' "$T/m.svg"
	assert_output '<polygon class="auror" points="222.0,316.0 226.1,327.3 238.2,327.7 228.7,335.2 232.0,346.8 222.0,340.0 212.0,346.8 215.3,335.2 205.8,327.7 217.9,327.3" fill="#ffffff" stroke="#000000" stroke-width="1.5" stroke-linejoin="round"/>'
	# d4 at (155, 264), f4 at (245, 264), each badge after its glyph
	run -0 grep -F -x -A 2 '<text x="177" y="300" font-size="37" text-anchor="middle" fill="#ffffff" stroke="#000000" stroke-width="1">♛</text>' "$T/m.svg"
	assert_output '<text x="177" y="300" font-size="37" text-anchor="middle" fill="#ffffff" stroke="#000000" stroke-width="1">♛</text>
<rect class="penetration-badge" x="157" y="266" width="14" height="14" rx="3" fill="#cc79a7" stroke="#000000" stroke-width="1"/>
<text x="164" y="277" font-size="11" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="#000000">P</text>'
	run -0 grep -F -x -A 2 '<text x="267" y="300" font-size="37" text-anchor="middle" fill="#000000" stroke="#000000" stroke-width="1">♝</text>' "$T/m.svg"
	assert_output '<text x="267" y="300" font-size="37" text-anchor="middle" fill="#000000" stroke="#000000" stroke-width="1">♝</text>
<rect class="stunted-badge" x="247" y="266" width="14" height="14" rx="3" fill="#56b4e9" stroke="#000000" stroke-width="1"/>
<text x="254" y="277" font-size="11" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="#000000">S</text>'
	# exactly those two on the board, one of each in the legend
	run -0 grep -o '^<rect class="[a-z]*-badge" x="[0-9]*" y="[0-9]*"' "$T/m.svg"
	assert_output '<rect class="penetration-badge" x="157" y="266"
<rect class="stunted-badge" x="247" y="266"
<rect class="penetration-badge" x="20" y="547"
<rect class="stunted-badge" x="20" y="563"'
	run -0 grep '^<text x="[0-9]*" y="5[4-7][0-9]" font-size="12"' "$T/m.svg"
	assert_output '<text x="20" y="542" font-size="12" font-family="sans-serif">White to move, castling -; stars are Aurors</text>
<text x="38" y="558" font-size="12" font-family="sans-serif">slider in Penetration mode</text>
<text x="38" y="574" font-size="12" font-family="sans-serif">slider in Stunted mode</text>'
}

@test "svg: --ply 4 of an EN game, the black King on x9 and a black star on e8" {
	convert -q --to svg --ply 4 "$T/swap.pgn" > "$T/g.svg"
	run -0 xmllint --noout "$T/g.svg"
	run -0 grep -F '<title>' "$T/g.svg"
	assert_output '<title>game 1, after ply 4</title>'
	run -0 grep -F -x '<text x="200" y="66" font-size="37" text-anchor="middle" fill="#000000" stroke="#000000" stroke-width="1">♚</text>' "$T/g.svg"
	# e8 at (200, 84): the star's top point at (222, 91); e2 at (200, 354)
	run -0 grep -o '^<polygon class="auror" points="[0-9.]*,[0-9.]*' "$T/g.svg"
	assert_output '<polygon class="auror" points="222.0,91.0
<polygon class="auror" points="222.0,361.0'
	# Qd8, Bf8, Qd1, Bf1 in Penetration mode
	run -0 grep -o '^<rect class="[a-z]*-badge" x="[0-9]*" y="[0-9]*"' "$T/g.svg"
	assert_output '<rect class="penetration-badge" x="157" y="86"
<rect class="penetration-badge" x="247" y="86"
<rect class="penetration-badge" x="157" y="401"
<rect class="penetration-badge" x="247" y="401"
<rect class="penetration-badge" x="20" y="547"'
}

@test "a chess diagram has no x rows, no stars and no badges" {
	run -0 draw text 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
	assert_line --index 0 " 8 ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜"
	assert_line --index 7 " 1 ♖ ♘ ♗ ♕ ♔ ♗ ♘ ♖"
	assert_line --index 9 "White to move, castling KQkq, en passant -"
	refute_output --partial x9
	draw svg 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' > "$T/c.svg"
	run -0 head -n 1 "$T/c.svg"
	assert_output '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="420" viewBox="0 0 400 420">'
	run -1 grep -e offgrid -e auror -e badge "$T/c.svg"
}
