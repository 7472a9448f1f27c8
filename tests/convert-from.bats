#!/usr/bin/env bats
# convert --from san|lan|uci: move lists, one game a line, read back as
# --to san|lan|uci writes them; the mover of each ply in a Complex
# Allegiance game's JSON; convert's complete synopsis.
#
# Expected values: the small inputs and their outputs are worked out by
# hand (the moves, where each line's error is, the FEN tag pair of a
# start); the round trips on real data (the first 300 games of
# ../shared/data/games.pgn, the 1,068 games of variants-lichess.pgn in
# every variant, the seed-variant games of examples/ and tests/data)
# compare with an independent path: pgn-replay's final position of each
# original game, and the moves of convert --to json of the original.  The
# wording of the diagnostics is convert's own, copied once its line,
# column, game and quoted token had been checked by hand.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup convert shared
	EX=$TC_TOP/examples
}

# The final positions of the games of PGN file $1 (-V $2 when given).
finals() {
	pgn-replay -q ${2:+-V "$2"} --emit final "$1" 2> /dev/null
}

# The moves (SAN and UCI) and the start of each game of JSON Lines.
moves_of() {
	jq -c '{start, moves: (.moves | map({san, uci}))}'
}

# ---- the synopsis ---------------------------------------------------------

@test "usage and SYNOPSIS name every option of --help, --recruits, --eco, --game and --ply included" {
	run -0 convert --help
	usage=$(sed -n '1,/^  -t, --to/p' <<< "$output")
	for opt in --recruits --eco --game --ply --from "san|lan|uci|long"; do
		[[ "$usage" == *"$opt"* ]] || fail "the usage line lacks $opt"
	done
	synopsis=$(awk '/^\.Sh SYNOPSIS/ { s = 1; next } /^\.Sh / { s = 0 } s' \
	    "$TC_TOP/man/man1/convert.1" | sed 's/\\-/-/g')
	[[ "$synopsis" == *"pgn|san|lan|uci|long|json|afen|fen|epd"* ]] ||
	    fail "the SYNOPSIS lacks --from san|lan|uci"
	for opt in $(grep -oE '^ +(-[a-zA-Z], )?--[a-z-]+' <<< "$output" |
	    grep -oE -- '--[a-z-]+'); do
		case $opt in --help|--version|--quiet|--output|--variant|--jobs|--to) continue ;; esac
		# ".Op Fl \-from": the macro Fl writes the first dash
		[[ "$synopsis" == *" -${opt#--}"* ]] || fail "the SYNOPSIS lacks $opt"
	done
}

# ---- the writer and the reader, by hand ----------------------------------

@test "a game from a set-up position starts its line with a FEN tag pair; a game without moves is its result" {
	printf '[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]\n\n1. e4 Kd7 *\n\n[Event "x"]\n\n1-0\n' > "$T/g.pgn"
	for f in san lan uci; do
		run -0 --separate-stderr convert --to $f "$T/g.pgn"
		case $f in
		san) want='e4 Kd7' ;;
		lan) want='e2-e4 Ke8-d7' ;;
		uci) want='e2e4 e8d7' ;;
		esac
		assert_output "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"] $want
1-0"
		# ... and read back, the same two games
		run -0 --separate-stderr sh -c "convert -q --to $f \"\$1\" | convert --from $f --to pgn" _ "$T/g.pgn"
		assert_output '[Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "*"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]

1. e4 Kd7 *

[Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "1-0"]

1-0'
		assert_equal "$stderr" "convert: 2 games, 0 errors"
	done
}

@test "--from san, lan and uci read any move form, one game a line; a result may end it, the board decides without one" {
	printf 'e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#\ne2-e4 e7-e5 Ng1-f3 1/2-1/2\ne2e4 e7e5\n' > "$T/m.txt"
	for f in san lan uci; do
		run -0 --separate-stderr convert --from $f --to json --no-positions "$T/m.txt"
		run -0 jq -r '[.game, .result, .status, (.moves | map(.uci) | join(" "))] | join(";")' <<< "$output"
		assert_output "1;1-0;checkmate;e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7
2;1/2-1/2;;e2e4 e7e5 g1f3
3;*;;e2e4 e7e5"
	done
}

# ---- the real data ---------------------------------------------------------

@test "games.pgn, the first 300 games: SAN, LAN and UCI read back give the same lines and the final positions of the originals" {
	awk '/^\[Event /{ n++ } n <= 300' "$SHARED/games.pgn" > "$T/g.pgn"
	finals "$T/g.pgn" > "$T/want"
	[ "$(wc -l < "$T/want")" -eq 300 ]
	for f in san lan uci; do
		convert -q --to $f "$T/g.pgn" > "$T/a.$f"
		run -0 --separate-stderr convert --from $f --to $f "$T/a.$f"
		assert_equal "$stderr" "convert: 300 games, 0 errors"
		printf '%s\n' "$output" | cmp - "$T/a.$f" || fail "$f: the lines differ"
		convert -q --from $f --to pgn "$T/a.$f" > "$T/b.pgn"
		finals "$T/b.pgn" | cmp - "$T/want" || fail "$f: the final positions differ"
	done
}

@test "variants-lichess.pgn, all 1,068 games: every variant's move lists read back with -V give the same games" {
	local total=0 v n f
	for v in chess chess960 crazyhouse atomic antichess horde king-of-the-hill racing-kings three-check; do
		convert -q --to json --only-variant $v "$SHARED/variants-lichess.pgn" | moves_of > "$T/want.j"
		n=$(wc -l < "$T/want.j")
		total=$((total + n))
		[ "$n" -gt 0 ] || continue
		convert -q --to pgn --only-variant $v "$SHARED/variants-lichess.pgn" > "$T/o.pgn"
		finals "$T/o.pgn" "$v" > "$T/want.f"
		for f in san lan uci; do
			convert -q --to $f --only-variant $v "$SHARED/variants-lichess.pgn" > "$T/a.$f"
			run -0 --separate-stderr convert -V $v --from $f --to json "$T/a.$f"
			assert_equal "$v $f: $stderr" "$v $f: convert: $n $( [ "$n" = 1 ] && echo game || echo games), 0 errors"
			printf '%s\n' "$output" | moves_of | cmp - "$T/want.j" || fail "$v $f: the moves differ"
			convert -q -V $v --from $f --to pgn "$T/a.$f" > "$T/b.pgn"
			finals "$T/b.pgn" "$v" | cmp - "$T/want.f" || fail "$v $f: the final positions differ"
		done
	done
	assert_equal "$total" 1068
}

@test "the seed variants' games in examples/ and tests/data: move lists read back give the same moves" {
	local v n f files=("$EX"/*.pgn "$TC_TOP"/tests/data/*/*.pgn) seen=
	# Every rule set of the six families (standard chess is games.pgn's).
	for v in $(convert --list-variants | cut -f1 | sed -n '2,/^complex-allegiance$/p'); do
		# (tests/data holds games with errors on purpose: left out)
		{ convert -q --to json --only-variant $v "${files[@]}" 2> /dev/null || :; } | moves_of > "$T/want.j"
		n=$(wc -l < "$T/want.j")
		case $v in
		allegiance|neutral-subject|traitor|en|complex-allegiance)
			[ "$n" -gt 0 ] || fail "no game of $v" ;;
		esac
		[ "$n" -gt 0 ] || continue
		seen="$seen $v:$n"
		for f in san lan uci; do
			convert -q --to $f --only-variant $v "${files[@]}" > "$T/a.$f" 2> /dev/null || :
			run -0 --separate-stderr convert -V $v --from $f --to json "$T/a.$f"
			printf '%s\n' "$output" | moves_of | cmp - "$T/want.j" || fail "$v $f: the moves differ"
			run -0 --separate-stderr convert -q -V $v --from $f --to $f "$T/a.$f"
			printf '%s\n' "$output" | cmp - "$T/a.$f" || fail "$v $f: the lines differ"
		done
	done
	echo "# $seen" >&3
}

@test "-j 2 reads move lists as one thread does, errors and all" {
	awk '/^\[Event /{ n++ } n <= 300' "$SHARED/games.pgn" | convert -q --to uci > "$T/a.uci"
	{ cat "$T/a.uci"; echo 'e2e4 e7e5 e1e3'; cat "$T/a.uci"; } > "$T/b.uci"
	run -1 --separate-stderr convert --from uci --to san "$T/b.uci"
	one=$output one_err=$stderr
	run -1 --separate-stderr env CONVERT_CHUNK=4096 convert -j 2 --from uci --to san "$T/b.uci"
	assert_equal "$output" "$one"
	assert_equal "$stderr" "$one_err"
	assert_equal "${stderr_lines[0]}" "convert: $T/b.uci:301:11: game 301: 2.e1e3: the king on e1 cannot reach e3: a king does not move from e1 to e3"
}

# ---- wrong input -----------------------------------------------------------

@test "PGN read with --from san: an error on each line, which says what to do" {
	printf '[Event "x"]\n[White "A"]\n\n1. e4 e5 *\n' > "$T/g.pgn"
	run -1 --separate-stderr convert --from san --to pgn "$T/g.pgn"
	assert_output ""
	assert_equal "$stderr" "convert: $T/g.pgn:1:1: game 1: tag pair [Event] in a move list, whose lines hold a game's moves after at most its FEN, SetUp, Variant and VariantOptions tags (PGN? use --from pgn)
convert: $T/g.pgn:2:1: game 2: tag pair [White] in a move list, whose lines hold a game's moves after at most its FEN, SetUp, Variant and VariantOptions tags (PGN? use --from pgn)
convert: $T/g.pgn:4:1: game 3: move number '1.' in a move list, whose lines hold a game's moves after at most its FEN, SetUp, Variant and VariantOptions tags (PGN or the long form? use --from pgn or --from long)
convert: 3 games, 3 errors"
	# a comment, a NAG and a variation likewise, at their columns
	run -1 --separate-stderr convert --from san --to san <<< 'e4 {good} e5
e4 $1 e5
e4 (d4) e5'
	[[ ${stderr_lines[0]} == "convert: <stdin>:1:4: game 1: comment '{' in a move list, "* ]] || fail "$stderr"
	[[ ${stderr_lines[1]} == "convert: <stdin>:2:4: game 2: NAG '1' in a move list, "* ]] || fail "$stderr"
	[[ ${stderr_lines[2]} == "convert: <stdin>:3:4: game 3: variation '(' in a move list, "* ]] || fail "$stderr"
}

@test "blank lines are no game; a line of only a result is a game without moves" {
	printf '\ne4 e5\n\n\n   \n*\nd4\n\n' > "$T/m.san"
	run -0 --separate-stderr convert --from san --to uci "$T/m.san"
	assert_output "e2e4 e7e5
*
d2d4"
	assert_equal "$stderr" "convert: 3 games, 0 errors"
}

@test "a stray result: moves after it are an error of that line, and the next line is read" {
	printf 'e4 e5 1-0 Nf3\nd4 d5\ne4 1/2-1/2 *\n' > "$T/m.san"
	run -1 --separate-stderr convert --from san --to san "$T/m.san"
	assert_output "d4 d5"
	assert_equal "$stderr" "convert: $T/m.san:1:11: game 1: 'Nf3' after the result 1-0: a line holds one game, and its result ends it
convert: $T/m.san:3:12: game 3: '*' after the result 1/2-1/2: a line holds one game, and its result ends it
convert: 3 games, 2 errors"
}

@test "an illegal move, a bad token, a truncated line: the line's error, quoting the token; the next line is read" {
	printf 'e4 e5 Ke3\ne4 @@ e5\ne4 e\nd4 d5\n' > "$T/m.san"
	run -1 --separate-stderr convert --from san --to san "$T/m.san"
	assert_output "d4 d5"
	# Ke3: the king on e1 is two squares away; @@ and e: not moves.
	assert_equal "$stderr" "convert: $T/m.san:1:7: game 1: 2.Ke3: no white king can reach e3: White's king on e1 does not move to e3
convert: $T/m.san:2:4: game 2: 1...@@: expected a drop such as N@f3 or P@e4
convert: $T/m.san:3:4: game 3: 1...e: expected a move such as e4, Nf3, exd5, O-O or e2e4
convert: 4 games, 3 errors"
}

@test "mixing variants: a line names its own with a Variant tag, -V overrules every line" {
	# An Allegiance game (by its '>'), a Crazyhouse game (by its tag:
	# 3.exd5 puts a pawn in White's pocket, e4 is empty again) and a
	# standard one.
	printf 'e4 d5 e>d5\n[Variant "Crazyhouse"] e4 d5 exd5 Nf6 P@e4\nd4 d5\n' > "$T/mix.san"
	run -0 --separate-stderr convert --from san --to uci "$T/mix.san"
	assert_output "e2e4 d7d5 e4>d5
e2e4 d7d5 e4d5 g8f6 P@e4
d2d4 d7d5"
	run -0 --separate-stderr sh -c 'convert --from san --to json "$1" | jq -r .variant' _ "$T/mix.san"
	assert_output "Allegiance
Crazyhouse
Standard"
	run -1 --separate-stderr convert -V chess --from san --to uci "$T/mix.san"
	assert_output "d2d4 d7d5"
	assert_equal "$stderr" "convert: $T/mix.san:1:7: game 1: 2.e>d5: a challenge ('>') is a move of Allegiance Chess, not of standard chess: give the game a Variant tag or -V
convert: $T/mix.san:2:39: game 2: 3.P@e4: a drop ('@') is a move of Crazyhouse, not of standard chess: give the game a Variant tag or -V
convert: 3 games, 2 errors"
	# A Crazyhouse move list read without -V is standard chess: its drop
	# is an error there.
	convert -q --to san --only-variant crazyhouse "$SHARED/variants-lichess.pgn" | head -n 3 > "$T/zh.san"
	run -1 --separate-stderr convert --from san --to san "$T/zh.san"
	assert_regex "${stderr_lines[0]}" "^convert: $T/zh.san:[0-9]+:[0-9]+: game [0-9]: [0-9.]+[NBRQP]@[a-h][1-8]: a drop \('@'\) is a move of Crazyhouse, not of standard chess: give the game a Variant tag or -V$"
}

# ---- the mover of a Complex Allegiance game --------------------------------

@test "a CA game's JSON names the mover of each ply, in turn order; the reader checks it" {
	run -0 --separate-stderr convert --to json "$EX/ca-game.pgn"
	json=$output
	# South, West, North, East from ply 1, passes included.
	run -0 jq -r '.moves | map(.mover) | join(" ")' <<< "$json"
	n=$(jq '.moves | length' <<< "$json")
	want=$(for ((i = 0; i < n; i++)); do printf '%s\n' South West North East | sed -n "$((i % 4 + 1))p"; done | paste -sd ' ')
	assert_output "$want"
	# Variations too: every move object has its mover.
	run -0 jq '[.. | objects | select(has("san")) | select(has("mover") | not)] | length' <<< "$json"
	assert_output 0
	# Read back: the same game; a wrong mover is an error at its string.
	run -0 --separate-stderr sh -c 'convert -q --to json "$1" | convert --to json' _ "$EX/ca-game.pgn"
	assert_equal "$output" "$json"
	bad=$(sed 's/"ply": 2, "san": "c3", "uci": "b3c3", "mover": "West"/"ply": 2, "san": "c3", "uci": "b3c3", "mover": "North"/' <<< "$json")
	[ "$bad" != "$json" ] || fail "no ply 2 c3 by West"
	col=$(( $(grep -bo '"mover": "North"' <<< "$bad" | head -n 1 | cut -d: -f1) + 10 ))
	run -1 --separate-stderr convert --to san <<< "$bad"
	assert_output ""
	assert_equal "$stderr" "convert: <stdin>:1:$col: game 1: \"mover\" is 'North', but the move is West's, whose turn it was
convert: 1 game, 1 error"
	# Two players: White and Black, written only for CA, read alike.
	run -0 --separate-stderr convert --to json --no-positions <<< '1. e4 e5 *'
	refute_output --partial mover
	run -0 --separate-stderr convert --to san <<< '{"moves": [{"san": "e4", "mover": "White"}, {"san": "e5", "mover": "Black"}]}'
	assert_output "e4 e5"
	run -1 --separate-stderr convert --to san <<< '{"moves": [{"san": "e4", "mover": "Black"}]}'
	assert_equal "${stderr_lines[0]}" "convert: <stdin>:1:35: game 1: \"mover\" is 'Black', but the move is White's, whose turn it was"
}
