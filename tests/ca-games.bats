#!/usr/bin/env bats
# Complex Allegiance Chess (../shared/spec/complex-allegiance.md): games
# written and derived by hand, in tests/data/ca/ (see its README),
# replayed and converted through the tools; the reading forms of 6.1-6.3;
# the errors a replay must explain.  Every expected position comes from
# the derivation written in the game's file or in the comment above the
# test (cross-checked with tests/ref/ca_ref.py --play), never from the
# program's output.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup ca
	tc_load ca
	tc_load games
	# Messages name files as they are given: run from the data.
	cd "$DATA" || return 1
}

GAMES='00-spec-example 01-castling 02-en-passant 03-shared-promotion
04-king-capture'

# The final position of game $1 and its number of plies, as derived in
# the last comment of $1.pgn.
final_of() {
	case $1 in
	00-*) echo 'x,nR,nN,nB,nQ,sQ,nB,nN,nR,x/wR,nwP,nP,nP,1,nP,nP,1,neP,eR/wN,wP,6,eP,eN/wB,wP,2,nP,2,nP,eP,eB/wK,wP,6,eP,eQ/wQ,wP,6,eP,eK/wB,wP,2,sP,3,eP,eB/wN,3,wP,eP,3,eN/wR,swP,sP,sP,1,sP,sP,sP,seP,eR/x,sR,sN,sB,sK,1,sB,sN,sR,x w b1,i1,a2,a9,j2,j9 - 0 4' ;;
	01-*) echo 'x,nR,nN,nB,nQ,1,nR,nK,1,x/1,nwP,nP,nP,nP,nP,nP,nB,neP,eR/wK,wB,wP,3,nN,nP,eP,eN/wR,wP,wN,5,eP,eB/1,wP,6,eP,eQ/wQ,wP,6,eP,1/wB,wP,5,eN,eP,eR/wN,wP,1,sN,sP,2,eP,eB,eK/wR,swP,sP,sP,sB,sP,sP,sP,seP,1/x,1,sK,sR,1,sQ,sB,sN,sR,x s - - 8 5' ;;
	02-*) echo 'x,8,x/4,nK,5/6,sP,3/1,wK,8/9,eK/10/2,eP,7/4,nP,5/10/x,3,sK,4,x s - - 1 10' ;;
	03-*) echo 'x,8,x/6,nK,3/10/7,swQ,2/10/1,wK,2,neN,4,eK/10/10/10/x,3,sK,4,x s - - 0 3' ;;
	04-*) echo 'x,8,x/5,nK,4/10/10/eQ,9/9,eK/4,sP,5/2,wP,7/10/x,3,sK,4,x s - - 0 14' ;;
	*) return 1 ;;
	esac
}
plies_of() {
	case $1 in
	00-*) echo 13 ;; 01-*) echo 16 ;; 02-*) echo 11 ;; 03-*) echo 8 ;;
	04-*) echo 5 ;; *) return 1 ;;
	esac
}

# The movetext of file $1 as written by hand, comments removed.
file_movetext() {
	tr '\n' ' ' < "$1" | sed -e 's/{[^}]*}//g' -e 's/.*\]//' \
	    -e 's/  */ /g' -e 's/^ //' -e 's/ $//'
}

# ---------------------------------------------------------------------
# The games

@test "five games, each with its derivation and final position" {
	local g n=0
	for g in $GAMES; do
		n=$((n + 1))
		[ -f "$g.pgn" ] || fail "no $g.pgn"
		final_of "$g" > /dev/null || fail "no final position for $g"
		grep -q '{Final position' "$g.pgn" || fail "no derivation in $g.pgn"
		grep -q '^\[Variant "Complex Allegiance"\]$' "$g.pgn" || fail "$g.pgn is not CA"
	done
	[ "$n" -eq 5 ]
}

@test "00 the spec's example: Qxf10# takes North's King" {
	replays 00-spec-example
}

@test "01 from the start: all four players castle O-O" {
	replays 01-castling
}

@test "02 from 7... with West to move: en passant by East, by South on the nw pawn, by North" {
	replays 02-en-passant
}

@test "03 shared pawns promote (d10=Q, a7=N) and the shared pieces capture for both controllers" {
	replays 03-shared-promotion
}

@test "04 from 12... with East to move: East takes West's King, 1/2-0-1/2-1" {
	replays 04-king-capture
}

# The written SAN of each game is the one the files hold.
@test "the SAN written for each game is the movetext of its file" {
	local g
	for g in $GAMES; do
		run -0 convert -q --to pgn --no-comments "$g.pgn"
		assert_equal "$(movetext <<< "$output")" "$(file_movetext "$g.pgn")"
	done
}

# Results: the King capture decides them (4.2): 00 South 1, West 1/2,
# North 0, East 1/2; 04 South 1/2, West 0, North 1/2, East 1.
@test "the JSON of a finished game has its four-score result and the scores" {
	run -0 convert -q --to json 00-spec-example.pgn
	[[ $output == *'"result": "1-1/2-0-1/2"'* ]] || fail "$output"
	[[ $output == *'"scores": {"South": 1, "West": 0.5, "North": 0, "East": 0.5}'* ]] ||
	    fail "$output"
	run -0 convert -q --to json 04-king-capture.pgn
	[[ $output == *'"result": "1/2-0-1/2-1"'* ]] || fail "$output"
	[[ $output == *'"scores": {"South": 0.5, "West": 0, "North": 0.5, "East": 1}'* ]] ||
	    fail "$output"
}

# 6.4: the Seven Tag Roster first, White and Black "?", then the other
# tags as read; one move number per round; a record starting with
# another player than South begins with "N...".
@test "PGN written: Seven Tag Roster, the four players' tags, numbering" {
	run -0 convert -q --to pgn --no-comments 00-spec-example.pgn
	assert_line --index 0 '[Event "ca-games 00: the example game of spec section 6"]'
	assert_line --index 4 '[White "?"]'
	assert_line --index 5 '[Black "?"]'
	assert_line --index 6 '[Result "1-1/2-0-1/2"]'
	assert_line '[South "Ann"]'
	assert_line '[West "Ben"]'
	assert_line '[North "Cal"]'
	assert_line '[East "Dee"]'
	assert_equal "$(movetext <<< "$output")" \
	    '1. e4 c3 e7 h3 2. Qc4 d3 h8 g3 3. Qc7 e3 h7 f3 4. Qxf10# 1-1/2-0-1/2'
	run -0 convert -q --to pgn --no-comments 02-en-passant.pgn
	[[ $(movetext <<< "$output") == "7... d4 g7 dxc4 8. hxg8 "* ]] || fail "$output"
	run -0 convert -q --to pgn --no-comments 04-king-capture.pgn
	assert_equal "$(movetext <<< "$output")" '12... Qc8 13. e4 c3 Kf9 Qxa6# 1/2-0-1/2-1'
}

# ---------------------------------------------------------------------
# Conversions

@test "PGN -> JSON -> PGN, and the LAN and UCI move forms, read back to the same game" {
	local g m
	for g in $GAMES; do
		convert -q --to pgn "$g.pgn" > "$T/A.pgn"
		convert -q --to json "$g.pgn" > "$T/g.json"
		convert -q --from json --to pgn "$T/g.json" > "$T/json.pgn"
		cmp "$T/A.pgn" "$T/json.pgn" || fail "$g: JSON round trip differs"
		for m in lan uci; do
			convert -q --to pgn --moves "$m" "$g.pgn" > "$T/$m.pgn"
			convert -q --to pgn "$T/$m.pgn" > "$T/$m-back.pgn"
			cmp "$T/A.pgn" "$T/$m-back.pgn" ||
			    fail "$g: --moves $m round trip differs"
		done
		run -0 pgn-replay -q --strict --emit final "$T/A.pgn"
		assert_output "$(final_of "$g")"
	done
}

# 6.2, 6.3: the LAN and coordinate forms of game 01's castlings (the
# King's move: e1c1 a6a8 f10h10 j5j3) and knights, and of game 03's
# promotions (d9d10q, b7a7n) and shared pieces.
@test "the LAN and UCI forms of castling, promotion and shared pieces" {
	run -0 convert -q --to pgn --moves uci --no-comments 01-castling.pgn
	assert_equal "$(movetext <<< "$output")" \
	    '1. c1d3 a8c7 h10g8 j3h4 2. e2e3 b8c8 h9h8 i3h3 3. d1e2 a7b8 g10h9 j4i3 4. e1c1 a6a8 f10h10 j5j3 *'
	run -0 convert -q --to pgn --moves lan --no-comments 01-castling.pgn
	assert_equal "$(movetext <<< "$output")" \
	    '1. Nc1-d3 Na8-c7 Nh10-g8 Nj3-h4 2. e2-e3 b8-c8 h9-h8 i3-h3 3. Bd1-e2 Ba7-b8 Bg10-h9 Bj4-i3 4. O-O O-O O-O O-O *'
	run -0 convert -q --to pgn --moves uci --no-comments 03-shared-promotion.pgn
	assert_equal "$(movetext <<< "$output")" \
	    '1. d9d10q d10d3 f10g9 b7a7n 2. d3h7 a6b5 a7c6 c6e5 *'
	run -0 convert -q --to pgn --moves lan --no-comments 03-shared-promotion.pgn
	assert_equal "$(movetext <<< "$output")" \
	    '1. d9-d10=Q Qd10xd3 Kf10-g9 b7-a7=N 2. Qd3xh7 Ka6-b5 Na7-c6 Nc6xe5 *'
}

# 6.2: the long form (e2-e4, Nc1-d3, Qc7xf10, O-O) holds no tags, so
# only the games from the start (00, 01) go through it; the movetext
# read back is the same, its final result token aside (the long form
# may not carry it).
@test "to the long form and back: the same movetext" {
	local g
	for g in 00-spec-example 01-castling; do
		run -0 convert -q --to long "$g.pgn"
		printf '%s\n' "$output" > "$T/g.long"
		run -0 convert -q -V complex-allegiance --from long --to pgn "$T/g.long"
		assert_equal "$(movetext <<< "$output" | sed 's/ [^ ]*$//')" \
		    "$(convert -q --to pgn --no-comments "$g.pgn" | movetext | sed 's/ [^ ]*$//')"
	done
	run -0 convert -q --to long 01-castling.pgn
	[[ $output == *"Nc1-d3"*"e2-e3"*"Bd1-e2"*"O-O"* ]] || fail "$output"
	run -0 convert -q --to long 00-spec-example.pgn
	[[ $output == *"e2-e4"*"Qf1-c4"*"Qc7xf10"* ]] || fail "$output"
}

# ---------------------------------------------------------------------
# Reading forms (6.1-6.3)

# Game 02 in long and coordinate forms: b4-d4, g9g7, d5xc4 (e.p.),
# h7xg8 e.p., e2e4, f4xe3.
@test "game 02 written in long and coordinate forms reads the same" {
	FEN=$(sed -n 's/^\[FEN "\(.*\)"\]$/\1/p' 02-en-passant.pgn)
	run -0 final "$FEN" '7... b4-d4 g9g7 d5xc4 8. h7xg8 e.p. a6b6 Kf10-e9 j5i6 9. e2e4 Kb6-b7 f4xe3 Ki6-j6 *'
	assert_output "$(final_of 02-en-passant)"
}

# 6.1: readers ignore '+' (the move is read without it) and, as
# turncoat(7) reads it, warn, as for any mark a move does not earn: there
# is no check; '#' on a move that takes no King is a warning too (each an
# error with --strict).  1. e4 c3: e2-e4 and b3-c3; North to move, hm 0,
# South's entry se3 lives until South's next turn.
@test "'+' is read without it and warned about; '#' on a non-capture is a warning, an error with --strict" {
	E4C3='x,nR,nN,nB,nQ,nK,nB,nN,nR,x/wR,nwP,nP,nP,nP,nP,nP,nP,neP,eR/wN,wP,6,eP,eN/wB,wP,6,eP,eB/wK,wP,6,eP,eQ/wQ,wP,6,eP,eK/wB,wP,2,sP,3,eP,eB/wN,1,wP,5,eP,eN/wR,swP,sP,sP,1,sP,sP,sP,seP,eR/x,sR,sN,sB,sK,sQ,sB,sN,sR,x n b1,i1,a2,a9,b10,i10,j2,j9 se3 0 1'
	run -0 final "" '1. e4 c3 *'
	assert_output "$E4C3"
	game "" '1. e4+ c3+ *'
	run -0 --separate-stderr pgn-replay --emit final g.pgn
	assert_output "$E4C3"
	[[ $stderr == *"0 errors, 2 warnings"* ]] || fail "$stderr"
	run -1 --separate-stderr pgn-replay --strict g.pgn
	[[ $stderr == *"g.pgn:3:4: game 1: 1.e4+: wrong mark '+'"* ]] || fail "$stderr"
	game "" '1. e4# c3 *'
	run -0 --separate-stderr pgn-replay --emit final g.pgn
	assert_output "$E4C3"
	[[ $stderr == "pgn-replay: g.pgn:3:4: warning: "*"1.e4#"* ]] || fail "$stderr"
	[[ $stderr == *"0 errors, 1 warning"* ]] || fail "$stderr"
	run -1 --separate-stderr pgn-replay --strict g.pgn
	[[ $stderr == *"g.pgn:3:4: "*"1.e4#"* ]] || fail "$stderr"
}

# ---------------------------------------------------------------------
# Results

# The spec's example with a wrong Result: the King capture says
# 1-1/2-0-1/2.  The result token is at line 3, column 58.
@test "error: a result that contradicts the King capture" {
	game "" '1. e4 c3 e7 h3 2. Qc4 d3 h8 g3 3. Qc7 e3 h7 f3 4. Qxf10# 1/2-0-1/2-1'
	run -1 --separate-stderr pgn-replay g.pgn
	[[ ${stderr_lines[0]} == "pgn-replay: g.pgn:3:58: "*"1/2-0-1/2-1"*"King capture"*"1-1/2-0-1/2"* ]] ||
	    fail "$stderr"
	game "" '1. e4 c3 e7 h3 2. Qc4 d3 h8 g3 3. Qc7 e3 h7 f3 4. Qxf10# 1/2-1/2-1/2-1/2'
	run -1 --separate-stderr pgn-replay g.pgn
	[[ ${stderr_lines[0]} == "pgn-replay: g.pgn:3:58: "*"King capture"* ]] || fail "$stderr"
	# A move after the King capture: West's c4 (b4-c4 would be legal on
	# that board), column 58.
	game "" '1. e4 c3 e7 h3 2. Qc4 d3 h8 g3 3. Qc7 e3 h7 f3 4. Qxf10# c4 1-1/2-0-1/2'
	run -1 --separate-stderr pgn-replay g.pgn
	[[ ${stderr_lines[0]} == "pgn-replay: g.pgn:3:58: "*"4...c4: "*"end"* ]] || fail "$stderr"
}

# A draw by agreement: four halves, or the two-player token.
@test "a draw is 1/2-1/2-1/2-1/2, and 1/2-1/2 is read" {
	for r in 1/2-1/2-1/2-1/2 1/2-1/2; do
		game "" "1. e4 c3 e7 h3 $r"
		run -0 --separate-stderr pgn-replay --strict --emit final g.pgn
		run -0 convert -q --to json g.pgn
		[[ $output == *'"scores": {"South": 0.5, "West": 0.5, "North": 0.5, "East": 0.5}'* ]] ||
		    fail "$output"
	done
	game "" '1. e4 c3 e7 h3 1/2-1/2'
	run -0 convert -q --to pgn g.pgn
	[[ $(movetext <<< "$output") == *" 1/2-1/2-1/2-1/2" ]] || fail "$output"
}

# ---------------------------------------------------------------------
# Errors say why, at FILE:LINE:COL

# The example game to 2... g3, then 3. Qxd3: the Queen c4 reaches d3,
# but d3 holds West's pawn, and West is adjacent to South.  Line 3,
# column 35.
@test "error: capturing an adjacent player's piece" {
	game "" '1. e4 c3 e7 h3 2. Qc4 d3 h8 g3 3. Qxd3 *'
	run -1 --separate-stderr pgn-replay g.pgn
	[[ ${stderr_lines[0]} == "pgn-replay: g.pgn:3:35: game 1: 3.Qxd3: "*"cannot capture"* ]] ||
	    fail "$stderr"
}

# The se pawn e5, moved by East, takes south-west (d4) only; West's pawn
# d6 lies north-west: exd6 is refused.  Line 5, column 6.
@test "error: a shared pawn's wrong diagonal" {
	refused 'x,4,nK,3,x/10/10/10/wK,2,wP,6/4,seP,4,eK/10/10/10/x,3,sK,4,x e - - 0 1' \
	    '1... exd6 *' 5:6 1...exd6 diagonal
}

# 1. e4, then West writes Nd3: only South's Knight c1 reaches d3 (West's
# a3 reaches b1 b5 c2 c4), and South's Knight is not West's to move.
# Line 3, column 7.  The Rook d5 is shared by North and West: its file
# d6 d7 d8 is open, but South may not move it: Rd8 refused, line 5,
# column 4.  (A pawn would not do: no controller moves the nw pawn d5
# to d6, so "no pawn can reach d6" is as true a reason.)
@test "error: moving a piece the mover does not control" {
	game "" '1. e4 Nd3 *'
	run -1 --separate-stderr pgn-replay g.pgn
	[[ ${stderr_lines[0]} == "pgn-replay: g.pgn:3:7: game 1: 1...Nd3: "*control* ]] ||
	    fail "$stderr"
	refused 'x,4,nK,3,x/10/10/10/wK,9/3,nwR,5,eK/10/10/10/x,3,sK,4,x s - - 0 1' \
	    '1. Rd8 *' 5:4 1.Rd8 control
}

# 6.4 and the command-line contract: "Complex Allegiance Chess" is read
# as the variant's name, and an untagged game whose FEN tag holds ','
# is Complex Allegiance.  Spec 8.6's game: 1. e4 Ka7 fxe3.
@test "the variant from [Variant \"Complex Allegiance Chess\"] or from a CA-FEN in an untagged game" {
	P86='x,4,nK,3,x/10/10/10/wK,9/9,eK/5,nP,4/10/4,sP,5/x,3,sK,4,x s - - 0 1'
	cd "$T" || return 1
	printf '[Variant "Complex Allegiance Chess"]\n[SetUp "1"]\n[FEN "%s"]\n\n1. e4 Ka7 fxe3 *\n' "$P86" > a.pgn
	printf '[SetUp "1"]\n[FEN "%s"]\n\n1. e4 Ka7 fxe3 *\n' "$P86" > b.pgn
	for f in a.pgn b.pgn; do
		run -0 pgn-replay -q --strict --emit final "$f"
		assert_output 'x,4,nK,3,x/10/10/wK,9/10/9,eK/10/4,nP,5/10/x,3,sK,4,x e - - 0 1'
	done
	# The start from no tag but the variant's: 1. c3 c2 (spec 5).
	printf '[Variant "Complex Allegiance Chess"]\n\n1. c3 c2 *\n' > c.pgn
	run -0 pgn-replay -q --strict --emit final c.pgn
	[[ $output == *"/wN,wP,sP,5,eP,eN/wR,1,swP,sP,sP,sP,sP,sP,seP,eR/"*" n b1,i1,a2,a9,b10,i10,j2,j9 - 0 1" ]] ||
	    fail "$output"
}

# A diagnostic names the game by its four players, South to East, then
# its event; "?" for a player without a tag.  1. e5 is no South move
# (e2-e5 is three squares): the error is at line 6, column 4.
@test "diagnostics name the four players and the event" {
	printf '[Event "Club"]\n[South "Ann"]\n[West "Ben"]\n[East "Dee"]\n[Variant "Complex Allegiance"]\n1. e5 *\n' > four.pgn
	run -1 --separate-stderr pgn-replay four.pgn
	[[ ${stderr_lines[0]} == "pgn-replay: four.pgn:6:4: game 1 (Ann, Ben, ?, Dee, Club): 1.e5: "* ]] || fail "${stderr_lines[0]}"
}

# Four scores that no game can end with (two winners): an error at the
# result token (line 3, column 16), with the five results the spec
# allows (6.4: a draw; a King's capture by each player's opposite).
@test "a four-score result no game can have is an error" {
	printf '[Variant "Complex Allegiance"]\n\n1. e4 c3 e7 h3 1-1-0-0\n' > bad.pgn
	run -1 --separate-stderr pgn-replay bad.pgn
	assert_equal "${stderr_lines[0]}" "pgn-replay: bad.pgn:3:16: game 1: result 1-1-0-0 ends no game of Complex Allegiance Chess: expected 1/2-1/2-1/2-1/2, 0-1/2-1-1/2, 1/2-0-1/2-1, 1-1/2-0-1/2, 1/2-1-1/2-0 or *"
}
