#!/usr/bin/env bats
# Diagrams of Traitor family positions: convert --to text and --to svg
# (lib/notation/diagram.c) show traitors ('^'), double agents ('&') and
# mercenaries ('%'), and the keys a reader needs.
#
# Expected values were derived by hand from the position strings (the
# examples of traitor.md, section 4, and positions after one announced
# move), square by square.  In the text a marked piece keeps its glyph,
# its mark takes the place of the space after it, and the last line adds
# budget, ko (as a move), targets and undo, then one phrase per mark
# present.  In the SVG each square is 45 pixels from (20, 20), a8 at the
# top left, so the square on file f (0 = a), rank r (1..8) has its top
# left at x = 20 + 45f, y = 20 + 45(8 - r): the status ring is centred on
# (x + 22, y + 22) with radius 19, the badge on (x + 36, y + 9) with
# radius 8 and its character on the baseline y + 14.  Under the board the
# first line is at y = 414 and each further line 16 pixels lower, the
# picture 420 pixels high plus 16 per further line; a legend badge is
# centred on (27, line - 4) with radius 7, its words from x = 38.

bats_require_minimum_version 1.5.0

load helpers/setup

TRAITOR='4k3/8/8/4r^3/8/8/8/4K3 w - - 0 1'
AGENT='r1bqkbnr/pppppppp/2n&5/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2 2 ko=c6b8'
DEFAGENT='r1bqkbnr/pppppppp/2N&5/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1 budget=6/9 ko=c6b8 undo=c6'
MERC='rnbqkb1r/ppppn%ppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1 budget=6/9 ko=e7g8'

setup() {
	tc_setup
	command -v xmllint > /dev/null ||
	    fail "xmllint is missing: run tests/setup-debian (libxml2-utils)"
	# The seed's sample game to 5...(T-Rh1)Nxf2, with both lists (the
	# arbiter's view) and with Black's list only (White's is hidden).
	printf '%s\n' '[Variant "Traitor"]' '[White Traitors: Rh1,Bc1,g2]' \
	    '[Black Traitors: Qd8]' '' \
	    '1. e4 e5 2. Nf3 Nf6 3. Bc4 Ng4 4. 0-0 Bc5 5. Nc3 (T-Rh1)N:f2 *' \
	    > "$T/sample.pgn"
	grep -v 'White Traitors' "$T/sample.pgn" > "$T/half.pgn"
}

# draw VARIANT FORMAT POSITION: the diagram of one position line.
draw() {
	printf '%s\n' "$3" | convert -V "$1" --to "$2"
}

# rings CLASS SVG: the squares of the rings of that class, one a line.
rings() {
	awk -v c="$1" '$0 ~ "<circle class=\"" c "\"" {
		match($0, /cx="[0-9]+"/); x = substr($0, RSTART + 4, RLENGTH - 5)
		match($0, /cy="[0-9]+"/); y = substr($0, RSTART + 4, RLENGTH - 5)
		printf "%c%d\n", 97 + (x - 42) / 45, 8 - (y - 42) / 45
	}' "$2"
}

# squares_and_glyphs SVG: the squares and glyphs, which marks leave as
# they are.
squares_and_glyphs() {
	grep '^<rect x=\|font-size="37"' "$1"
}

@test "text: a black rook that is White's traitor, '^' after its glyph" {
	run -0 draw traitor text "$TRAITOR"
	assert_output " 8 · · · · ♚ · · ·
 7 · · · · · · · ·
 6 · · · · · · · ·
 5 · · · · ♜^· · ·
 4 · · · · · · · ·
 3 · · · · · · · ·
 2 · · · · · · · ·
 1 · · · · ♔ · · ·
   a b c d e f g h
White to move, in check, castling -, en passant -, ^ marks a traitor (moved by the other player)"
}

@test "text: a double agent with its budget and the move weak ko forbids" {
	run -0 draw impromptu-double-agent text "$AGENT"
	assert_output " 8 ♜ · ♝ ♛ ♚ ♝ ♞ ♜
 7 ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟
 6 · · ♞&· · · · ·
 5 · · · · · · · ·
 4 · · · · · · · ·
 3 · · · · · · · ·
 2 ♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙
 1 ♖ ♘ ♗ ♕ ♔ ♗ ♘ ♖
   a b c d e f g h
White to move, castling KQkq, en passant -, budget 9/9, ko c6-b8, & marks a double agent (moved by both players)"
	# Defector-Double Agent after 1.A-Nb8:Nc6: the knight is White's
	# now, and undo names it
	run -0 sh -c 'printf "%s\n" "$1" | convert -V impromptu-defector-double-agent --to text | sed -n 3p\;10p' _ "$DEFAGENT"
	assert_output " 6 · · ♘&· · · · ·
Black to move, castling KQkq, en passant -, budget 6/9, ko c6-b8, undo c6, & marks a double agent (moved by both players)"
}

@test "text: a hired black knight on e7, '%' after its glyph" {
	run -0 draw impromptu-mercenary text "$MERC"
	assert_output " 8 ♜ ♞ ♝ ♛ ♚ ♝ · ♜
 7 ♟ ♟ ♟ ♟ ♞%♟ ♟ ♟
 6 · · · · · · · ·
 5 · · · · · · · ·
 4 · · · · · · · ·
 3 · · · · · · · ·
 2 ♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙
 1 ♖ ♘ ♗ ♕ ♔ ♗ ♘ ♖
   a b c d e f g h
Black to move, castling KQkq, en passant -, budget 6/9, ko e7-g8, % marks a mercenary (moved by both players, attacks both sides)"
	# the same from the game: the announcement makes the mercenary
	printf '%s\n' '[Variant "Impromptu Mercenary"]' '' '1. M-Ng8:Nxe7 *' |
	    convert -q --to text > "$T/game.txt"
	run -0 draw impromptu-mercenary text "$MERC"
	# the game's diagram highlights its move, the knight's g8 to e7
	assert_output "$(sed 's/^Black to move, last move g8-e7,/Black to move,/' "$T/game.txt")"
}

@test "text: targets when the lists are known, '?' for a hidden one, none in public" {
	run -0 convert -q --to text "$T/sample.pgn"
	assert_output " 8 ♜ ♞ ♝ ♛ ♚ · · ♜
 7 ♟ ♟ ♟ ♟ · ♟ ♟ ♟
 6 · · · · · · · ·
 5 · · ♝ · ♟ · · ·
 4 · · ♗ · ♙ · · ·
 3 · · ♘ · · ♘ · ·
 2 ♙ ♙ ♙ ♙ · ♞ ♙ ♙
 1 ♖ · ♗ ♕ · ♖^♔ ·
   a b c d e f g h
White to move, last move g4-f2, castling kq, en passant -, targets Qd8/Bc1,g2, ^ marks a traitor (moved by the other player)"
	run -0 sh -c 'convert -q --to text "$1" | sed -n 10p' _ "$T/half.pgn"
	assert_output "White to move, last move g4-f2, castling kq, en passant -, targets Qd8/?, ^ marks a traitor (moved by the other player)"
	# the public position string has no targets key
	run -0 sh -c 'convert -q --to afen "$1" | tail -n 1 | cut -d" " -f1-7 |
	    convert -V traitor --to text | sed -n 10p' _ "$T/sample.pgn"
	assert_output "White to move, castling kq, en passant -, ^ marks a traitor (moved by the other player)"
}

@test "text: no marked piece, no legend; a Defector diagram shows budget and undo" {
	run -0 sh -c 'echo "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" | convert -V traitor --to text | sed -n 10p'
	assert_output "White to move, castling KQkq, en passant -"
	run -0 sh -c 'echo "r1bqkbnr/pppppppp/2N5/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1 budget=6/9 undo=c6" | convert -V impromptu-defector --to text | sed -n 3p\;10p'
	assert_output " 6 · · ♘ · · · · ·
Black to move, castling KQkq, en passant -, budget 6/9, undo c6"
}

@test "svg: the traitor on e5 has an orange ring and a '^' badge, the legend one line" {
	draw traitor svg "$TRAITOR" > "$T/t.svg"
	run -0 xmllint --noout "$T/t.svg"
	# e5: file 4, rank 5: the square at (200, 155)
	run -0 rings traitor "$T/t.svg"
	assert_output e5
	run -0 grep -F -x -A 3 '<circle class="traitor" cx="222" cy="177" r="19" fill="none" stroke="#d55e00" stroke-width="3"/>' "$T/t.svg"
	# the ring, then the glyph with Black's fill, then the badge
	assert_output '<circle class="traitor" cx="222" cy="177" r="19" fill="none" stroke="#d55e00" stroke-width="3"/>
<text x="222" y="191" font-size="37" text-anchor="middle" fill="#000000" stroke="#000000" stroke-width="1">♜</text>
<circle class="traitor-badge" cx="236" cy="164" r="8" fill="#d55e00" stroke="#ffffff" stroke-width="1"/>
<text x="236" y="169" font-size="12" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="#ffffff">^</text>'
	# one line more than a plain diagram: the legend of '^'
	run -0 grep -c '^<svg .* height="436" ' "$T/t.svg"
	run -0 tail -n 5 "$T/t.svg"
	# the rook on e5 is Black's: it checks the White King on e1
	assert_output '<text x="20" y="414" font-size="12" font-family="sans-serif">White to move, in check, castling -</text>
<circle class="traitor-badge" cx="27" cy="426" r="7" fill="#d55e00" stroke="#ffffff" stroke-width="1"/>
<text x="27" y="430" font-size="11" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="#ffffff">^</text>
<text x="38" y="430" font-size="12" font-family="sans-serif">traitor (moved by the other player)</text>
</svg>'
	# no grey ring, no red mark
	run -1 grep -c 'stroke-dasharray\|#c00000' "$T/t.svg"
}

@test "svg: a double agent has a blue ring and an '&' badge, the keys on the first line" {
	draw impromptu-defector-double-agent svg "$DEFAGENT" > "$T/a.svg"
	run -0 xmllint --noout "$T/a.svg"
	run -0 rings agent "$T/a.svg"
	assert_output c6
	# c6: file 2, rank 6: the square at (110, 110); White's knight now
	run -0 grep -F -x -A 3 '<circle class="agent" cx="132" cy="132" r="19" fill="none" stroke="#0072b2" stroke-width="3"/>' "$T/a.svg"
	assert_output '<circle class="agent" cx="132" cy="132" r="19" fill="none" stroke="#0072b2" stroke-width="3"/>
<text x="132" y="146" font-size="37" text-anchor="middle" fill="#ffffff" stroke="#000000" stroke-width="1">♞</text>
<circle class="agent-badge" cx="146" cy="119" r="8" fill="#0072b2" stroke="#ffffff" stroke-width="1"/>
<text x="146" y="124" font-size="12" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="#ffffff">&amp;</text>'
	run -0 grep -c '^<svg .* height="436" ' "$T/a.svg"
	run -0 tail -n 5 "$T/a.svg"
	assert_output '<text x="20" y="414" font-size="12" font-family="sans-serif">Black to move, castling KQkq, budget 6/9, ko c6-b8, undo c6</text>
<circle class="agent-badge" cx="27" cy="426" r="7" fill="#0072b2" stroke="#ffffff" stroke-width="1"/>
<text x="27" y="430" font-size="11" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="#ffffff">&amp;</text>
<text x="38" y="430" font-size="12" font-family="sans-serif">double agent (moved by both players)</text>
</svg>'
}

@test "svg: a mercenary has a green ring and a '%' badge" {
	draw impromptu-mercenary svg "$MERC" > "$T/m.svg"
	run -0 xmllint --noout "$T/m.svg"
	run -0 rings mercenary "$T/m.svg"
	assert_output e7
	# e7: file 4, rank 7: the square at (200, 65)
	run -0 grep -F -x -A 3 '<circle class="mercenary" cx="222" cy="87" r="19" fill="none" stroke="#009e73" stroke-width="3"/>' "$T/m.svg"
	assert_output '<circle class="mercenary" cx="222" cy="87" r="19" fill="none" stroke="#009e73" stroke-width="3"/>
<text x="222" y="101" font-size="37" text-anchor="middle" fill="#000000" stroke="#000000" stroke-width="1">♞</text>
<circle class="mercenary-badge" cx="236" cy="74" r="8" fill="#009e73" stroke="#ffffff" stroke-width="1"/>
<text x="236" y="79" font-size="12" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="#ffffff">%</text>'
	run -0 tail -n 3 "$T/m.svg"
	assert_output '<text x="27" y="430" font-size="11" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="#ffffff">%</text>
<text x="38" y="430" font-size="12" font-family="sans-serif">mercenary (moved by both players, attacks both sides)</text>
</svg>'
	run -0 grep -F '>Black to move, castling KQkq, budget 6/9, ko e7-g8</text>' "$T/m.svg"
}

@test "svg: the sample game's traitor on f1, its targets on a line of their own" {
	convert -q --to svg "$T/sample.pgn" > "$T/s.svg"
	run -0 xmllint --noout "$T/s.svg"
	run -0 rings traitor "$T/s.svg"
	assert_output f1
	# status, targets, legend: two lines more than a plain diagram
	run -0 grep -c '^<svg .* height="452" ' "$T/s.svg"
	run -0 grep -A 1 -F '>White to move, last move g4-f2, castling kq</text>' "$T/s.svg"
	assert_output '<text x="20" y="414" font-size="12" font-family="sans-serif">White to move, last move g4-f2, castling kq</text>
<text x="20" y="430" font-size="12" font-family="sans-serif">targets Qd8/Bc1,g2</text>'
	run -0 grep -F '<circle class="traitor-badge" cx="27" cy="442" r="7" ' "$T/s.svg"
}

@test "svg: marks change nothing else; regular pieces and unmarked positions as before" {
	# the same board without the mark, in Allegiance Chess: the same
	# squares and glyphs, the marked piece's fill included
	draw impromptu-double-agent svg "$AGENT" > "$T/a.svg"
	draw allegiance svg 'r1bqkbnr/pppppppp/2n5/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2 2' > "$T/plain.svg"
	squares_and_glyphs "$T/a.svg" > "$T/a.body"
	squares_and_glyphs "$T/plain.svg" > "$T/plain.body"
	run -0 diff "$T/plain.body" "$T/a.body"
	# a Traitor start position: the standard picture, but rings mean
	# statuses there, so its first line does not speak of grey pieces
	draw traitor svg 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' > "$T/ts.svg"
	# (nor does standard chess's, which has no grey pieces: the two are
	# the same; Allegiance's, whose rings are grey pieces, says so)
	draw chess svg 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' > "$T/cs.svg"
	draw allegiance svg 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' > "$T/as.svg"
	run -0 xmllint --noout "$T/ts.svg" "$T/cs.svg" "$T/as.svg"
	run -1 grep -c 'class=' "$T/ts.svg"
	run -0 diff "$T/cs.svg" "$T/ts.svg"
	run -1 diff "$T/as.svg" "$T/ts.svg"
	assert_output '117c117
< <text x="20" y="414" font-size="12" font-family="sans-serif">White to move, castling KQkq; ringed pieces are grey</text>
---
> <text x="20" y="414" font-size="12" font-family="sans-serif">White to move, castling KQkq</text>'
	# Neutral Subject and grey pieces keep their legends
	draw neutral-subject svg 'R*N*B*qkB*N*R*/8/8/P*P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/8/R*N*B*QKB*N*R* w KQkq - 0 1' > "$T/n.svg"
	run -0 grep -c '>White to move, castling KQkq; blue pieces are neutral</text>$' "$T/n.svg"
	run -1 grep -c 'badge\|traitor\|agent\|mercenary' "$T/n.svg"
	draw allegiance svg '7k/8/8/8/8/8/6q>1/7K w - - 0 1' > "$T/g.svg"
	run -0 grep -c 'stroke-dasharray' "$T/g.svg"
	assert_output 1
	# (the grey queen on g2 attacks the King: it may only take or challenge it)
	run -0 grep -c '>White to move, in check, castling -; ringed pieces are grey</text>$' "$T/g.svg"
	run -1 grep -c 'badge' "$T/g.svg"
}
