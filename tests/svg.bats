#!/usr/bin/env bats
# convert --to svg and --to text: one SVG document per output, --game N
# and --ply P to pick the diagram, and their errors.
#
# Expected values: the exact SVG of a three-piece position is built
# below from the layout rules (squares of 45 pixels from (20, 20), a8 at
# the top left, light squares where file + rank is odd, a glyph at the
# square's x + 22 and y + 36), not copied from convert's output.  The
# positions after a few plies were worked out by hand from the moves,
# and the diagram of one is read back square by square and compared
# with that FEN.  Every SVG is checked with xmllint --noout.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup convert shared
	command -v xmllint > /dev/null ||
	    fail "xmllint is missing: run tests/setup-debian (libxml2-utils)"
	# Three short games.
	printf '%s\n' '[White "W1"]' '[Black "B1"]' '' \
	    '1. e4 e5 2. Nf3 Nc6 3. Bb5 *' '' \
	    '[White "W2"]' '[Black "B2"]' '' '1. d4 *' '' \
	    '1. c4 c5 2. Nc3 1/2-1/2' > "$T/g.pgn"
}

# svg_of FEN: the SVG convert must write for FEN (its title is the input
# line) by the layout rules above.
svg_of() {
	local fen=$1 board rank f r x y c glyph fill
	echo '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="420" viewBox="0 0 400 420">'
	echo '<title>&lt;stdin&gt; line 1</title>'
	echo "<desc>$fen</desc>"
	echo '<rect width="400" height="420" fill="#ffffff"/>'
	board=${fen%% *}
	# Expand the digits: one character per square, '.' for empty.
	board=$(echo "$board" | sed 's/8/......../g; s/7/......./g; s/6/....../g; s/5/...../g; s/4/..../g; s/3/.../g; s/2/../g; s/1/./g')
	for r in 7 6 5 4 3 2 1 0; do
		rank=$(echo "$board" | cut -d/ -f$((8 - r)))
		y=$((20 + (7 - r) * 45))
		echo "<text x=\"10\" y=\"$((y + 26))\" font-size=\"12\" font-family=\"sans-serif\" text-anchor=\"middle\">$((r + 1))</text>"
		for f in 0 1 2 3 4 5 6 7; do
			x=$((20 + f * 45))
			if [ $(((f + r) % 2)) = 1 ]; then fill='#f0d9b5'; else fill='#b58863'; fi
			echo "<rect x=\"$x\" y=\"$y\" width=\"45\" height=\"45\" fill=\"$fill\"/>"
			c=${rank:f:1}
			[ "$c" = . ] && continue
			case $c in
			[pP]) glyph=♟ ;; [nN]) glyph=♞ ;; [bB]) glyph=♝ ;;
			[rR]) glyph=♜ ;; [qQ]) glyph=♛ ;; [kK]) glyph=♚ ;;
			esac
			case $c in [A-Z]) fill='#ffffff' ;; *) fill='#000000' ;; esac
			echo "<text x=\"$((x + 22))\" y=\"$((y + 36))\" font-size=\"37\" text-anchor=\"middle\" fill=\"$fill\" stroke=\"#000000\" stroke-width=\"1\">$glyph</text>"
		done
	done
	for f in a b c d e f g h; do
		x=$((42 + ($(printf '%d' "'$f") - 97) * 45))
		echo "<text x=\"$x\" y=\"394\" font-size=\"12\" font-family=\"sans-serif\" text-anchor=\"middle\">$f</text>"
	done
	echo '<text x="20" y="414" font-size="12" font-family="sans-serif">White to move, castling -; ringed pieces are grey</text>'
	echo '</svg>'
}

# board_of SVG: the piece placement the SVG's glyphs show, as a FEN
# board field: each glyph's x and y give its square, its fill its side.
board_of() {
	awk '
	/font-size="37"/ {
		match($0, /x="[0-9]+"/); x = substr($0, RSTART + 3, RLENGTH - 4)
		match($0, /y="[0-9]+"/); y = substr($0, RSTART + 3, RLENGTH - 4)
		f = (x - 42) / 45; r = 7 - (y - 56) / 45
		p = index("♟♞♝♜♛♚", substr($0, index($0, ">") + 1, 3))
		c = substr("p..n..b..r..q..k", p, 1)
		if ($0 ~ /fill="#ffffff"/) c = toupper(c)
		sq[r * 8 + f] = c
	}
	END {
		for (r = 7; r >= 0; r--) {
			e = 0
			for (f = 0; f < 8; f++) {
				if ((r * 8 + f) in sq) {
					if (e) printf "%d", e
					e = 0; printf "%s", sq[r * 8 + f]
				} else e++
			}
			if (e) printf "%d", e
			if (r) printf "/"
		}
		print ""
	}' "$1"
}

@test "the SVG of 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1, exactly as the layout rules give it" {
	local fen='4k3/8/8/8/8/8/4P3/4K3 w - - 0 1'
	svg_of "$fen" > "$T/want.svg"
	echo "$fen" | convert --to svg > "$T/got.svg"
	run -0 xmllint --noout "$T/want.svg" "$T/got.svg"
	run -0 diff "$T/want.svg" "$T/got.svg"
	# The derivation itself: e8, e2 and e1 hold the pieces.
	run -0 board_of "$T/want.svg"
	assert_output "4k3/8/8/8/8/8/4P3/4K3"
}

@test "--game 1 --ply 5: the position after 3.Bb5, square by square" {
	run -0 --separate-stderr convert --to svg --game 1 --ply 5 "$T/g.pgn"
	printf '%s\n' "$output" > "$T/d.svg"
	run -0 xmllint --noout "$T/d.svg"
	# 1. e4 e5 2. Nf3 Nc6 3. Bb5, worked out by hand.
	run -0 board_of "$T/d.svg"
	assert_output "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R"
	run -0 grep -c '<svg ' "$T/d.svg"
	assert_output 1
	run -0 grep -F '<title>game 1 (W1 - B1), after ply 5</title>' "$T/d.svg"
	run -0 grep -F '<desc>r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3</desc>' "$T/d.svg"
}

@test "--ply 0 is the start position, no --ply the final one; -o writes the one document" {
	convert -q --to svg --game 2 --ply 0 -o "$T/start.svg" "$T/g.pgn"
	run -0 xmllint --noout "$T/start.svg"
	run -0 board_of "$T/start.svg"
	assert_output "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
	run -0 grep -F '<title>game 2 (W2 - B2), start position</title>' "$T/start.svg"
	convert -q --to svg --game 3 -o "$T/final.svg" "$T/g.pgn"
	run -0 xmllint --noout "$T/final.svg"
	# 1. c4 c5 2. Nc3
	run -0 board_of "$T/final.svg"
	assert_output "rnbqkbnr/pp1ppppp/8/2p5/2P5/2N5/PP1PPPPP/R1BQKBNR"
	run -0 grep -F '<title>game 3, final position</title>' "$T/final.svg"
}

@test "several games or positions in one SVG are refused with status 2 and nothing written" {
	run -2 --separate-stderr convert -q --to svg "$T/g.pgn"
	assert_output ""
	assert_equal "$stderr" "convert: --to svg: the input holds 3 games, and an SVG document shows one: pick one with --game N (or use --to text)"
	run -2 --separate-stderr convert -q --to svg -o "$T/x.svg" "$T/g.pgn"
	[ ! -s "$T/x.svg" ] || fail "something was written to -o"
	printf '8/8/8/8/8/8/8/K6k w - - 0 1\n8/8/8/8/8/8/8/K5k1 b - - 0 1\n' > "$T/p.fen"
	run -2 --separate-stderr convert --to svg "$T/p.fen"
	assert_output ""
	assert_equal "$stderr" "convert: --to svg: the input holds 2 positions, and an SVG document shows one: pick one with --game N (or use --to text)"
	convert --to svg --game 2 "$T/p.fen" > "$T/p2.svg"
	run -0 xmllint --noout "$T/p2.svg"
	run -0 board_of "$T/p2.svg"
	assert_output "8/8/8/8/8/8/8/K5k1"
	run -0 grep -F "<title>$T/p.fen line 2</title>" "$T/p2.svg"
}

@test "games.pgn: --game 3 --ply 20 gives one valid SVG document" {
	run -0 --separate-stderr convert -q --to svg --game 3 --ply 20 "$SHARED/games.pgn"
	printf '%s\n' "$output" > "$T/d.svg"
	run -0 xmllint --noout "$T/d.svg"
	run -0 grep -c '</svg>' "$T/d.svg"
	assert_output 1
}

@test "a game or a ply past the end: a message and status 1" {
	run -1 --separate-stderr convert --to svg --game 4 "$T/g.pgn"
	assert_output ""
	assert_equal "$stderr" "convert: $T/g.pgn: --game 4 is past the end: the input holds 3 games
convert: 3 games, 0 errors"
	# the same with -q: the message is about the option, not a game
	run -1 --separate-stderr convert -q --to text --game 9 "$T/g.pgn"
	assert_equal "$stderr" "convert: $T/g.pgn: --game 9 is past the end: the input holds 3 games"
	# game 2 is "1. d4 *" on line 9: its result at column 7
	run -1 --separate-stderr convert --to svg --game 2 --ply 2 "$T/g.pgn"
	assert_output ""
	assert_equal "$stderr" "convert: $T/g.pgn:9:7: game 2 (W2 - B2): --ply 2 is past the end: the game has 1 ply
convert: 3 games, 1 error"
	echo '8/8/8/8/8/8/8/K6k w - - 0 1' > "$T/p.fen"
	run -1 --separate-stderr convert --to text --ply 1 "$T/p.fen"
	assert_output ""
	assert_equal "$stderr" "convert: $T/p.fen:1:1: --ply 1 is past the end: a position line has no moves"
}

@test "--to text: --ply draws every game at that ply, --game one of them" {
	run -0 --separate-stderr convert -q --to text --game 3 --ply 3 "$T/g.pgn"
	assert_output " 8 ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜
 7 ♟ ♟ · ♟ ♟ ♟ ♟ ♟
 6 · · · · · · · ·
 5 · · ♟ · · · · ·
 4 · · ♙ · · · · ·
 3 · · ♘ · · · · ·
 2 ♙ ♙ · ♙ ♙ ♙ ♙ ♙
 1 ♖ · ♗ ♕ ♔ ♗ ♘ ♖
   a b c d e f g h
game over, 1/2-1/2, last move b1-c3, castling KQkq, en passant -"
	# (game 3 ends there, drawn by its result; its last move 2. Nc3)
	# --ply 1: every game after White's first move; e4 and d4 set an
	# en passant square only when a capture is possible, c4 too.
	run -0 --separate-stderr convert -q --to text --ply 1 "$T/g.pgn"
	run -0 grep -c 'Black to move' <<< "$output"
	assert_output 3
}

@test "--game and --ply: only with --to svg or text; bad numbers are usage errors" {
	run -2 --separate-stderr convert --to pgn --game 1 "$T/g.pgn"
	assert_equal "$stderr" "convert: --game and --ply pick a diagram: use them with --to svg or --to text"
	run -2 --separate-stderr convert --to fen --ply 3 "$T/g.pgn"
	assert_equal "$stderr" "convert: --game and --ply pick a diagram: use them with --to svg or --to text"
	run -2 --separate-stderr convert --to svg --game 0 "$T/g.pgn"
	assert_equal "$stderr" "convert: --game: '0' is not a game number from 1"
	run -2 --separate-stderr convert --to svg --ply -1 "$T/g.pgn"
	assert_equal "$stderr" "convert: --ply: '-1' is not a ply from 0 to 10000"
	run -0 --separate-stderr convert --help
	assert_output --partial "--game N"
	assert_output --partial "--ply P"
}

@test "the legend names grey pieces only in the variants that have them" {
	# Allegiance's notation marks grey pieces ('>'): its legend says how
	# they are drawn.  Standard chess, Crazyhouse and Atomic have none.
	run -0 --separate-stderr convert -V allegiance --to svg <<< '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1'
	assert_output --partial 'ringed pieces are grey'
	for v in chess crazyhouse atomic chess960; do
		run -0 --separate-stderr convert -V "$v" --to svg <<< '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1'
		assert_output --partial 'White to move'
		refute_output --partial 'grey'
	done
}

# ---- turning the board, the last move, the status line, views ----

@test "--flip: rank 1 at the top, the h-file on the left, a8's rook bottom right" {
	run -0 sh -c 'echo "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" | convert --to text --flip'
	assert_output " 1 ♖ ♘ ♗ ♔ ♕ ♗ ♘ ♖
 2 ♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙
 3 · · · · · · · ·
 4 · · · · · · · ·
 5 · · · · · · · ·
 6 · · · · · · · ·
 7 ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟
 8 ♜ ♞ ♝ ♚ ♛ ♝ ♞ ♜
   h g f e d c b a
White to move, castling KQkq, en passant -"
	# --seat black is the same turn; --seat white none
	run -0 sh -c 'echo "8/8/8/8/8/8/8/K6k w - - 0 1" | convert --to text --seat Black | sed -n 1p'
	assert_output " 1 ♚ · · · · · · ♔"
	run -0 sh -c 'echo "8/8/8/8/8/8/8/K6k w - - 0 1" | convert --to text --seat white | sed -n 8p'
	assert_output " 1 ♔ · · · · · · ♚"
}

@test "--seat: a side the variant lacks is an error; --flip needs a diagram" {
	run -2 --separate-stderr sh -c 'echo "8/8/8/8/8/8/8/K6k w - - 0 1" | convert --to text --seat west'
	assert_equal "$stderr" "convert: --seat: 'west' is not a side of allegiance"
	run -2 --separate-stderr convert --to pgn --flip "$T/g.pgn"
	assert_equal "${stderr%%$'\n'*}" "convert: --seat, --flip and --view draw diagrams: use them with --to svg, text or html"
}

@test "svg: the last move's squares are lit, where --flip puts them too" {
	# game 2 is 1. d4: d2 (file 3, rank 2) at (155, 290), d4 at (155, 200)
	convert -q --to svg --game 2 "$T/g.pgn" > "$T/d4.svg"
	run -0 xmllint --noout "$T/d4.svg"
	run -0 grep -o '<rect class="lastmove" x="[0-9]*" y="[0-9]*"' "$T/d4.svg"
	assert_output '<rect class="lastmove" x="155" y="200"
<rect class="lastmove" x="155" y="290"'
	# turned: file 7 - 3 = 4 from the left, rank 2 on the second row
	convert -q --to svg --game 2 --flip "$T/g.pgn" > "$T/d4f.svg"
	run -0 grep -o '<rect class="lastmove" x="[0-9]*" y="[0-9]*"' "$T/d4f.svg"
	assert_output '<rect class="lastmove" x="200" y="65"
<rect class="lastmove" x="200" y="155"'
	run -0 grep -c '>Black to move, last move d2-d4, castling KQkq</text>' "$T/d4f.svg"
	# the start position has no last move
	convert -q --to svg --game 2 --ply 0 "$T/g.pgn" > "$T/d0.svg"
	run -1 grep -c 'lastmove' "$T/d0.svg"
}

@test "the status line: check, mate with its result, a result the board does not show" {
	printf '%s\n' '1. f3 e5 2. g4 Qh4# 0-1' > "$T/fool.pgn"
	run -0 sh -c 'convert -q --to text "$1" | sed -n 10p' _ "$T/fool.pgn"
	assert_output "checkmate, 0-1, last move d8-h4, castling KQkq, en passant -"
	run -0 sh -c 'convert -q --to text --ply 3 "$1" | sed -n 10p' _ "$T/fool.pgn"
	assert_output "Black to move, last move g2-g4, castling KQkq, en passant g3"
	printf '%s\n' '1. e4 f6 2. Qh5+ g6 1-0' > "$T/check.pgn"
	run -0 sh -c 'convert -q --to text --ply 3 "$1" | sed -n 10p' _ "$T/check.pgn"
	assert_output "Black to move, in check, last move d1-h5, castling KQkq, en passant -"
	# a game resigned: the board shows no end, the result does
	run -0 sh -c 'convert -q --to text "$1" | sed -n 10p' _ "$T/check.pgn"
	assert_output "game over, 1-0, last move g7-g6, castling KQkq, en passant -"
}

@test "four players: --seat west puts the a-file at the bottom, rank 10 on the left" {
	printf '%s\n' '[Variant "Complex Allegiance"]' '' '1. e4 *' > "$T/ca.pgn"
	run -0 convert -q --to text --seat west "$T/ca.pgn"
	# West's back rank (the a-file: a2 wR, a3 wN, a4 wB, a5 wQ, a6 wK
	# ...) is the bottom row, read from rank 10 (left, a blank corner)
	# to rank 1 (right)
	assert_line --index 9 ' a      wR  wN  wB  wK  wQ  wB  wN  wR'
	assert_line --index 10 '    10   9   8   7   6   5   4   3   2   1'
	# East at the bottom: the j-file, rank 1 on the left
	run -0 convert -q --to text --seat east "$T/ca.pgn"
	assert_line --index 9 ' j      eR  eN  eB  eK  eQ  eB  eN  eR'
	assert_line --index 10 '     1   2   3   4   5   6   7   8   9  10'
	run -0 convert -q --to text --seat North "$T/ca.pgn"
	assert_line --index 10 "     j   i   h   g   f   e   d   c   b   a"
}

@test "--view: the public view shows no list, each player his own, the arbiter both" {
	printf '%s\n' '[Variant "Traitor"]' '[White Traitors: Rh1,Bc1,g2]' \
	    '[Black Traitors: Qd8]' '' '1. e4 Nf6 *' > "$T/t.pgn"
	run -0 sh -c 'convert -q --to text --view public "$1" | sed -n 10p' _ "$T/t.pgn"
	assert_output "White to move, last move g8-f6, castling KQkq, en passant -"
	# the targets as movegen --view shows the lists (traitor.md 4)
	run -0 sh -c 'convert -q --to text --view arbiter "$1" | sed -n 10p' _ "$T/t.pgn"
	assert_output "White to move, last move g8-f6, castling KQkq, en passant -, targets Qd8/Bc1,Rh1,g2"
	run -0 sh -c 'convert -q --to text "$1" | sed -n 10p' _ "$T/t.pgn"
	assert_output "White to move, last move g8-f6, castling KQkq, en passant -, targets Qd8/Bc1,Rh1,g2"
	run -0 sh -c 'convert -q --to text --view white "$1" | sed -n 10p' _ "$T/t.pgn"
	assert_output "White to move, last move g8-f6, castling KQkq, en passant -, targets Qd8/?"
	run -0 sh -c 'convert -q --to text --view black "$1" | sed -n 10p' _ "$T/t.pgn"
	assert_output "White to move, last move g8-f6, castling KQkq, en passant -, targets ?/Bc1,Rh1,g2"
	run -2 convert --to text --view nobody "$T/t.pgn"
}

@test "svg: a grey piece's '>' sits on a white disc ringed in red, 16 pixels wide" {
	echo '7k/8/8/8/8/8/6q>1/7K w - - 0 1' | convert --to svg > "$T/grey.svg"
	# g2: the square at (290, 290); the disc at its top right corner
	run -0 grep -F -A 1 '<circle class="mark" cx="326" cy="299" r="8" fill="#ffffff" stroke="#c00000"' "$T/grey.svg"
	assert_line --index 1 --partial 'font-size="14"'
	assert_line --index 1 --partial '>&gt;</text>'
}
