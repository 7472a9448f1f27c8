#!/usr/bin/env bats
# Diagrams of Complex Allegiance positions: convert --to text and --to svg
# (lib/notation/diagram.c) draw the 10x10 board without its corners a1,
# j1, a10, j10, four armies and the pieces shared by two players.
#
# Expected values were derived by hand: the start from the table of
# complex-allegiance.md section 2, the other positions square by square
# from their CA-FENs (section 5) or from the moves played, never copied
# from convert's output.  In the text every square is a cell of three
# columns after a space, from column 3 for file a: the owner prefix and
# the piece letter right-aligned ("sK", "nwP"), '·' for an empty square,
# blanks for a missing corner, no blanks at the end of a line; the rank
# number in columns 0-1.  Under the file letters a line names the owners,
# then "<Player> to move, castling <field>, en passant <field>" with the
# fields as CA-FEN writes them.
# In the SVG squares are 45 pixels, the grid from (20, 20), a10 at the
# top left: the square on file f (0 = a), rank r (1..10) has its top left
# at x = 20 + 45f, y = 20 + 45(10 - r), its glyph at (x + 22, y + 36),
# light where f + r - 1 is odd.  A missing corner has no rect.  South is
# filled #ffffff, West #d55e00, North #000000, East #0072b2; a shared piece
# is filled with the gradient shared-<owner>, whose left half is West's
# colour or the South/North controller's, its right half East's or the
# South/North controller's.  The picture is 490 wide, 542 high: file
# letters at y = 484, the legend from y = 504, then a line of the
# players' swatches and one of the shared ones'.

bats_require_minimum_version 1.5.0

load helpers/setup

START='x,nR,nN,nB,nQ,nK,nB,nN,nR,x/wR,nwP,nP,nP,nP,nP,nP,nP,neP,eR/wN,wP,6,eP,eN/wB,wP,6,eP,eB/wK,wP,6,eP,eQ/wQ,wP,6,eP,eK/wB,wP,6,eP,eB/wN,wP,6,eP,eN/wR,swP,sP,sP,sP,sP,sP,sP,seP,eR/x,sR,sN,sB,sK,sQ,sB,sN,sR,x s b1,i1,a2,a9,b10,i10,j2,j9 - 0 1'
# Shared pieces of three armies (swP d5, swN d4, neQ g7, seP i2), two
# e.p. entries (West's shared pawn b5-d5 over c5, North's e9-e7 over
# e8) and two castling rights (South's Rook b1, West's Rook a9).
MIXED='x,4,nK,3,x/wR,9/10/4,nP,1,neQ,3/wK,9/3,swP,5,eK/3,swN,6/10/8,seP,1/x,sR,2,sK,4,x s b1,a9 wc5,ne8 0 5'

LEGEND='s South, w West, n North, e East; shared: sw South+West, se South+East, nw North+West, ne North+East'
FILES='     a   b   c   d   e   f   g   h   i   j'

setup() {
	tc_setup
	command -v xmllint > /dev/null ||
	    fail "xmllint is missing: run tests/setup-debian (libxml2-utils)"
	# game 1: e2-e4, West b3-c3, North e9-e7, East i3-h3, then four
	# more; game 2: South c2-c3, West the shared pawn b2-c2 (spec 5)
	printf '%s\n' '[Variant "Complex Allegiance"]' '' \
	    '1. e4 c3 e7 h3 2. Qc4 d3 h8 g3 *' '' \
	    '[Variant "Complex Allegiance"]' '' '1. c3 c2 *' > "$T/g.pgn"
}

# draw FORMAT POSITION [OPTION...]: the diagram of one CA-FEN line.
draw() {
	local fmt=$1 pos=$2
	shift 2
	printf '%s\n' "$pos" |
	    convert -q --to "$fmt" --from afen -V complex-allegiance "$@"
}

@test "text: the start of section 2, owner prefixes, blank corners, CA-FEN fields" {
	run -0 draw text "$START"
	assert_output "10      nR  nN  nB  nQ  nK  nB  nN  nR
 9  wR nwP  nP  nP  nP  nP  nP  nP neP  eR
 8  wN  wP   ·   ·   ·   ·   ·   ·  eP  eN
 7  wB  wP   ·   ·   ·   ·   ·   ·  eP  eB
 6  wK  wP   ·   ·   ·   ·   ·   ·  eP  eQ
 5  wQ  wP   ·   ·   ·   ·   ·   ·  eP  eK
 4  wB  wP   ·   ·   ·   ·   ·   ·  eP  eB
 3  wN  wP   ·   ·   ·   ·   ·   ·  eP  eN
 2  wR swP  sP  sP  sP  sP  sP  sP seP  eR
 1      sR  sN  sB  sK  sQ  sB  sN  sR
$FILES
$LEGEND
South to move, castling b1,i1,a2,a9,b10,i10,j2,j9, en passant -"
}

@test "text: shared pieces, two e.p. entries and two castling rights" {
	run -0 draw text "$MIXED"
	assert_output "10       ·   ·   ·   ·  nK   ·   ·   ·
 9  wR   ·   ·   ·   ·   ·   ·   ·   ·   ·
 8   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·
 7   ·   ·   ·   ·  nP   · neQ   ·   ·   ·
 6  wK   ·   ·   ·   ·   ·   ·   ·   ·   ·
 5   ·   ·   · swP   ·   ·   ·   ·   ·  eK
 4   ·   ·   · swN   ·   ·   ·   ·   ·   ·
 3   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·
 2   ·   ·   ·   ·   ·   ·   ·   · seP   ·
 1      sR   ·   ·  sK   ·   ·   ·   ·
$FILES
$LEGEND
South to move, castling b1,a9, en passant wc5,ne8"
	# another player to move, no rights, no entries
	run -0 draw text 'x,4,nK,3,x/10/10/10/wK,9/9,eK/10/10/10/x,3,sK,4,x e - - 3 9'
	assert_line --index 12 'East to move, castling -, en passant -'
	assert_line --index 0 '10       ·   ·   ·   ·  nK   ·   ·   ·'
}

@test "text: --ply of a game, e.p. entries living and dying with the turns" {
	# after 1. e4: South's entry se3, West to move
	run -0 convert -q --to text --ply 1 --game 1 "$T/g.pgn"
	assert_line --index 6 ' 4  wB  wP   ·   ·  sP   ·   ·   ·  eP  eB'
	assert_line --index 8 ' 2  wR swP  sP  sP   ·  sP  sP  sP seP  eR'
	assert_line --index 12 'West to move, last move e2-e4, castling b1,i1,a2,a9,b10,i10,j2,j9, en passant se3'
	# after 1. e4 c3 e7 h3: se3 gone when South's turn begins, ne8 lives
	run -0 convert -q --to text --ply 4 --game 1 "$T/g.pgn"
	assert_output "10      nR  nN  nB  nQ  nK  nB  nN  nR
 9  wR nwP  nP  nP   ·  nP  nP  nP neP  eR
 8  wN  wP   ·   ·   ·   ·   ·   ·  eP  eN
 7  wB  wP   ·   ·  nP   ·   ·   ·  eP  eB
 6  wK  wP   ·   ·   ·   ·   ·   ·  eP  eQ
 5  wQ  wP   ·   ·   ·   ·   ·   ·  eP  eK
 4  wB  wP   ·   ·  sP   ·   ·   ·  eP  eB
 3  wN   ·  wP   ·   ·   ·   ·  eP   ·  eN
 2  wR swP  sP  sP   ·  sP  sP  sP seP  eR
 1      sR  sN  sB  sK  sQ  sB  sN  sR
$FILES
$LEGEND
South to move, last move i3-h3, castling b1,i1,a2,a9,b10,i10,j2,j9, en passant ne8"
	# --ply 0 is the start
	run -0 convert -q --to text --ply 0 --game 1 "$T/g.pgn"
	assert_output "$(draw text "$START")"
	# game 2, 1. c3 c2: West moved the shared pawn b2-c2 (spec 5)
	run -0 convert -q --to text --game 2 "$T/g.pgn"
	assert_line --index 7 ' 3  wN  wP  sP   ·   ·   ·   ·   ·  eP  eN'
	assert_line --index 8 ' 2  wR   · swP  sP  sP  sP  sP  sP seP  eR'
	assert_line --index 12 'North to move, last move b2-c2, castling b1,i1,a2,a9,b10,i10,j2,j9, en passant -'
}

@test "svg: well-formed, 96 squares, no corners, labels a-j and 1-10" {
	draw svg "$START" > "$T/s.svg"
	run -0 xmllint --noout "$T/s.svg"
	run -0 head -n 1 "$T/s.svg"
	assert_output '<svg xmlns="http://www.w3.org/2000/svg" width="490" height="542" viewBox="0 0 490 542">'
	run -0 grep -c '^<rect x="[0-9]*" y="[0-9]*" width="45" height="45" fill="#[0-9a-f]*"/>$' "$T/s.svg"
	assert_output 96
	# a10 (20, 20), j10 (425, 20), a1 (20, 425), j1 (425, 425): none
	run -1 grep -e '<rect x="20" y="20" ' -e '<rect x="425" y="20" ' \
	    -e '<rect x="20" y="425" ' -e '<rect x="425" y="425" ' "$T/s.svg"
	# their neighbours are there: b10 dark, a9 dark, b1 light, j2 dark
	run -0 grep -F -x '<rect x="65" y="20" width="45" height="45" fill="#b58863"/>' "$T/s.svg"
	run -0 grep -F -x '<rect x="20" y="65" width="45" height="45" fill="#b58863"/>' "$T/s.svg"
	run -0 grep -F -x '<rect x="65" y="425" width="45" height="45" fill="#f0d9b5"/>' "$T/s.svg"
	run -0 grep -F -x '<rect x="425" y="380" width="45" height="45" fill="#b58863"/>' "$T/s.svg"
	# rank numbers 10 and 1, file letters a and j
	run -0 grep -F -x '<text x="10" y="46" font-size="12" font-family="sans-serif" text-anchor="middle">10</text>' "$T/s.svg"
	run -0 grep -F -x '<text x="10" y="451" font-size="12" font-family="sans-serif" text-anchor="middle">1</text>' "$T/s.svg"
	run -0 grep -F -x '<text x="42" y="484" font-size="12" font-family="sans-serif" text-anchor="middle">a</text>' "$T/s.svg"
	run -0 grep -F -x '<text x="447" y="484" font-size="12" font-family="sans-serif" text-anchor="middle">j</text>' "$T/s.svg"
	# whose move, as for the other variants, with the CA-FEN fields
	run -0 grep -F -x '<text x="20" y="504" font-size="12" font-family="sans-serif">South to move, castling b1,i1,a2,a9,b10,i10,j2,j9, en passant -</text>' "$T/s.svg"
}

@test "svg: four army colours, shared pieces in both controllers' colours" {
	draw svg "$START" > "$T/s.svg"
	# the Kings: South e1, West a6, North f10, East j5
	run -0 grep -F -x '<text x="222" y="461" font-size="37" text-anchor="middle" fill="#ffffff" stroke="#000000" stroke-width="1">♚</text>' "$T/s.svg"
	run -0 grep -F -x '<text x="42" y="236" font-size="37" text-anchor="middle" fill="#d55e00" stroke="#000000" stroke-width="1">♚</text>' "$T/s.svg"
	run -0 grep -F -x '<text x="267" y="56" font-size="37" text-anchor="middle" fill="#000000" stroke="#000000" stroke-width="1">♚</text>' "$T/s.svg"
	run -0 grep -F -x '<text x="447" y="281" font-size="37" text-anchor="middle" fill="#0072b2" stroke="#000000" stroke-width="1">♚</text>' "$T/s.svg"
	# 14 pieces an army, 4 shared pawns
	for fill in '#ffffff' '#d55e00' '#000000' '#0072b2'; do
		run -0 grep -c "font-size=\"37\" text-anchor=\"middle\" fill=\"$fill\"" "$T/s.svg"
		assert_output 14
	done
	run -0 grep -c 'font-size="37" text-anchor="middle" fill="url(#shared-' "$T/s.svg"
	assert_output 4
	# the sw pawn b2 and the ne pawn i9
	run -0 grep -F -x '<text x="87" y="416" font-size="37" text-anchor="middle" fill="url(#shared-sw)" stroke="#000000" stroke-width="1">♟</text>' "$T/s.svg"
	run -0 grep -F -x '<text x="402" y="101" font-size="37" text-anchor="middle" fill="url(#shared-ne)" stroke="#000000" stroke-width="1">♟</text>' "$T/s.svg"
	# their gradients: two halves, a hard stop at the middle
	run -0 grep -F -x -A 3 '<linearGradient id="shared-sw" x1="0" y1="0" x2="1" y2="0">' "$T/s.svg"
	assert_output '<linearGradient id="shared-sw" x1="0" y1="0" x2="1" y2="0">
<stop offset="0.5" stop-color="#d55e00"/>
<stop offset="0.5" stop-color="#ffffff"/>
</linearGradient>'
	run -0 grep -F -x -A 3 '<linearGradient id="shared-ne" x1="0" y1="0" x2="1" y2="0">' "$T/s.svg"
	assert_output '<linearGradient id="shared-ne" x1="0" y1="0" x2="1" y2="0">
<stop offset="0.5" stop-color="#000000"/>
<stop offset="0.5" stop-color="#0072b2"/>
</linearGradient>'
	run -0 grep -F -x -A 2 '<linearGradient id="shared-se" x1="0" y1="0" x2="1" y2="0">' "$T/s.svg"
	assert_line --index 1 '<stop offset="0.5" stop-color="#ffffff"/>'
	assert_line --index 2 '<stop offset="0.5" stop-color="#0072b2"/>'
	run -0 grep -F -x -A 2 '<linearGradient id="shared-nw" x1="0" y1="0" x2="1" y2="0">' "$T/s.svg"
	assert_line --index 1 '<stop offset="0.5" stop-color="#d55e00"/>'
	assert_line --index 2 '<stop offset="0.5" stop-color="#000000"/>'
	# the legend's swatches: the four players, then the shared armies
	run -0 grep -o '^<rect class="swatch" x="[0-9]*" y="[0-9]*" width="12" height="12" fill="[^"]*"' "$T/s.svg"
	assert_output '<rect class="swatch" x="20" y="510" width="12" height="12" fill="#ffffff"
<rect class="swatch" x="100" y="510" width="12" height="12" fill="#d55e00"
<rect class="swatch" x="180" y="510" width="12" height="12" fill="#000000"
<rect class="swatch" x="260" y="510" width="12" height="12" fill="#0072b2"
<rect class="swatch" x="20" y="526" width="12" height="12" fill="url(#shared-sw)"
<rect class="swatch" x="132" y="526" width="12" height="12" fill="url(#shared-se)"
<rect class="swatch" x="244" y="526" width="12" height="12" fill="url(#shared-nw)"
<rect class="swatch" x="356" y="526" width="12" height="12" fill="url(#shared-ne)"'
	run -0 grep -F -x '<text x="36" y="536" font-size="12" font-family="sans-serif">sw South+West</text>' "$T/s.svg"
}

@test "svg: shared pieces off their start, e.p. entries and castling in the legend" {
	draw svg "$MIXED" > "$T/m.svg"
	run -0 xmllint --noout "$T/m.svg"
	# swP d5 (155, 245), swN d4 (155, 290), neQ g7 (290, 155), seP i2 (380, 380)
	run -0 grep 'fill="url(#shared-' "$T/m.svg"
	assert_output '<text x="312" y="191" font-size="37" text-anchor="middle" fill="url(#shared-ne)" stroke="#000000" stroke-width="1">♛</text>
<text x="177" y="281" font-size="37" text-anchor="middle" fill="url(#shared-sw)" stroke="#000000" stroke-width="1">♟</text>
<text x="177" y="326" font-size="37" text-anchor="middle" fill="url(#shared-sw)" stroke="#000000" stroke-width="1">♞</text>
<text x="402" y="416" font-size="37" text-anchor="middle" fill="url(#shared-se)" stroke="#000000" stroke-width="1">♟</text>
<rect class="swatch" x="20" y="526" width="12" height="12" fill="url(#shared-sw)" stroke="#000000" stroke-width="1"/>
<rect class="swatch" x="132" y="526" width="12" height="12" fill="url(#shared-se)" stroke="#000000" stroke-width="1"/>
<rect class="swatch" x="244" y="526" width="12" height="12" fill="url(#shared-nw)" stroke="#000000" stroke-width="1"/>
<rect class="swatch" x="356" y="526" width="12" height="12" fill="url(#shared-ne)" stroke="#000000" stroke-width="1"/>'
	run -0 grep -c '^<rect x="[0-9]*" y="[0-9]*" width="45" height="45"' "$T/m.svg"
	assert_output 96
	run -0 grep -F -x '<text x="20" y="504" font-size="12" font-family="sans-serif">South to move, castling b1,a9, en passant wc5,ne8</text>' "$T/m.svg"
}

@test "svg: --ply of a game, its title, the pawns e7 and e4, the e.p. entries" {
	convert -q --to svg --ply 4 --game 1 "$T/g.pgn" > "$T/g.svg"
	run -0 xmllint --noout "$T/g.svg"
	run -0 grep -F '<title>' "$T/g.svg"
	assert_output '<title>game 1, after ply 4</title>'
	# e7 (200, 155): North's pawn; e4 (200, 290): South's
	run -0 grep -F -x '<text x="222" y="191" font-size="37" text-anchor="middle" fill="#000000" stroke="#000000" stroke-width="1">♟</text>' "$T/g.svg"
	run -0 grep -F -x '<text x="222" y="326" font-size="37" text-anchor="middle" fill="#ffffff" stroke="#000000" stroke-width="1">♟</text>'  "$T/g.svg"
	run -0 grep -F -x '<text x="20" y="504" font-size="12" font-family="sans-serif">South to move, last move i3-h3, castling b1,i1,a2,a9,b10,i10,j2,j9, en passant ne8</text>' "$T/g.svg"
	convert -q --to svg --ply 1 --game 1 "$T/g.pgn" > "$T/w.svg"
	run -0 grep -F -x '<text x="20" y="504" font-size="12" font-family="sans-serif">West to move, last move e2-e4, castling b1,i1,a2,a9,b10,i10,j2,j9, en passant se3</text>' "$T/w.svg"
}

@test "a chess diagram keeps its squares, colours and legend" {
	printf '%s\n' 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' |
	    convert -q --to svg > "$T/c.svg"
	run -0 grep -c '^<rect x="[0-9]*" y="[0-9]*" width="45" height="45"' "$T/c.svg"
	assert_output 64
	run -1 grep -e 'shared-' -e 'swatch' -e '#d55e00' -e '#0072b2' "$T/c.svg"
	run -0 convert -q --to text <<< 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
	assert_line --index 0 ' 8 ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜'
	assert_line --index 9 'White to move, castling KQkq, en passant -'
}
