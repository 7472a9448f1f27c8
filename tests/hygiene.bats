#!/usr/bin/env bats
# Hygiene of the tools' input and output, the findings of one review:
#
#   counters    the halfmove clock and the fullmove number the tools write
#               are ones they read back (at most 2147483647, afen(5));
#   messages    text quoted in a message shows its control characters
#               escaped, \xNN (turncoat(7)); JSON keeps its own escapes;
#   line ends   LF, CR LF and a CR alone end a line alike, in positions,
#               PGN, JSON Lines and list files, with the line numbers of
#               the messages counted so;
#   progress    TC_PROGRESS_DELAY makes the progress line a test can see
#               independent of the machine's speed.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup
	tc_load pgn
	KK='4k3/8/8/8/8/8/8/4K3'
	START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR'
	MAX=2147483647
}

# no_controls TEXT: TEXT holds no control byte but newlines (C0 and DEL).
no_controls() {
	local rest

	rest=$(printf '%s' "$1" | tr -d '\n\040-\176\200-\377' | od -An -c)
	[ -z "$rest" ] || fail "control bytes in the messages:$rest"
}

# ---- counters ------------------------------------------------------------

@test "counters: a game from fullmove 2147483647 keeps it in every form written, and every form reads back" {
	printf '[Variant "Standard"]\n[SetUp "1"]\n[FEN "%s w KQkq - 0 %s"]\n\n1. e4 e5 2. Nf3 *\n' \
	    "$START" "$MAX" > "$T/g.pgn"
	local afen="rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 $MAX
rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 $MAX
rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 $MAX"

	run -0 --separate-stderr convert -q --to afen "$T/g.pgn"
	assert_output "$afen"
	run -0 --separate-stderr convert -q --to fen "$T/g.pgn"
	assert_output "$afen"
	run -0 --separate-stderr pgn-replay -q --emit each "$T/g.pgn"
	assert_output "$afen"
	# afen-validate -c and movegen read what was written.
	printf '%s\n' "$afen" > "$T/w.afen"
	run -0 --separate-stderr afen-validate -V chess -c "$T/w.afen"
	assert_output "$afen"
	assert_equal "$stderr" ""
	run -0 --separate-stderr movegen -V chess --count -i "$T/w.afen"
	assert_output "$(printf '%s\n' 20 29 29)"
	assert_equal "$stderr" ""
	# EPD: the clocks as hmvc and fmvn, read back as the clocks.
	run -0 --separate-stderr convert -q --to epd "$T/g.pgn"
	assert_output "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 hmvc 0; fmvn $MAX;
rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 hmvc 0; fmvn $MAX;
rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - hmvc 1; fmvn $MAX;"
	run -0 --separate-stderr sh -c 'convert -q --to epd "$1" | convert --to afen' _ "$T/g.pgn"
	assert_output "$afen"
	assert_equal "$stderr" ""
	# JSON: each move's position.
	run -0 --separate-stderr sh -c 'convert -q --to json "$1" | jq -r ".moves[].afen" |
	    afen-validate -V chess -c' _ "$T/g.pgn"
	assert_output "$afen"
	assert_equal "$stderr" ""
	# PGN: the move numbers, and the game read back from them.
	run -0 --separate-stderr convert -q --to pgn "$T/g.pgn"
	assert_line --index 10 "$MAX. e4 e5 $MAX. Nf3 *"
	run -0 --separate-stderr sh -c 'convert -q --to pgn "$1" | convert --to afen' _ "$T/g.pgn"
	assert_output "$afen"
	assert_equal "$stderr" "convert: 1 game, 0 errors"
}

@test "counters: a halfmove clock that moves take past 2147483647 stays there, written and read back" {
	printf '[SetUp "1"]\n[FEN "%s w - - %s %s"]\n\n1. Kd2 Kd7 2. Ke3 *\n' \
	    "$KK" $((MAX - 1)) "$MAX" > "$T/g.pgn"
	run -0 --separate-stderr convert -q --to afen "$T/g.pgn"
	assert_output "4k3/8/8/8/8/8/3K4/8 b - - $MAX $MAX
8/3k4/8/8/8/8/3K4/8 w - - $MAX $MAX
8/3k4/8/8/8/4K3/8/8 b - - $MAX $MAX"
	run -0 --separate-stderr afen-validate -c <<< "$output"
	assert_output "4k3/8/8/8/8/8/3K4/8 b - - $MAX $MAX
8/3k4/8/8/8/8/3K4/8 w - - $MAX $MAX
8/3k4/8/8/8/4K3/8/8 b - - $MAX $MAX"
	assert_equal "$stderr" ""
	run -0 --separate-stderr convert -q --to epd "$T/g.pgn"
	assert_output "4k3/8/8/8/8/8/3K4/8 b - - hmvc $MAX; fmvn $MAX;
8/3k4/8/8/8/8/3K4/8 w - - hmvc $MAX; fmvn $MAX;
8/3k4/8/8/8/4K3/8/8 b - - hmvc $MAX; fmvn $MAX;"
	run -0 --separate-stderr convert --to afen <<< "$output"
	assert_output "4k3/8/8/8/8/8/3K4/8 b - - $MAX $MAX
8/3k4/8/8/8/8/3K4/8 w - - $MAX $MAX
8/3k4/8/8/8/4K3/8/8 b - - $MAX $MAX"
	assert_equal "$stderr" ""
}

@test "counters: Complex Allegiance's own form stays at 2147483647 too" {
	local ca='x,nR,nN,nB,nQ,nK,nB,nN,nR,x/wR,nwP,nP,nP,nP,nP,nP,nP,neP,eR/wN,wP,6,eP,eN/wB,wP,6,eP,eB/wK,wP,6,eP,eQ/wQ,wP,6,eP,eK/wB,wP,6,eP,eB/wN,wP,6,eP,eN/wR,swP,sP,sP,sP,sP,sP,sP,seP,eR/x,sR,sN,sB,sK,sQ,sB,sN,sR,x s b1,i1,a2,a9,b10,i10,j2,j9 -'

	printf '[Variant "Complex Allegiance"]\n[SetUp "1"]\n[FEN "%s 0 %s"]\n\n1. e4 c3 h7 g3 2. Nd3 *\n' \
	    "$ca" "$MAX" > "$T/ca.pgn"
	run -0 --separate-stderr convert -q --to afen "$T/ca.pgn"
	assert_equal "$(awk '{ print $(NF - 1), $NF }' <<< "$output")" "0 $MAX
0 $MAX
0 $MAX
0 $MAX
1 $MAX"
	local written=$output
	run -0 --separate-stderr afen-validate -V complex-allegiance -c <<< "$written"
	assert_output "$written"
	assert_equal "$stderr" ""
	run -0 --separate-stderr convert -q --to pgn "$T/ca.pgn"
	assert_line --index 10 "$MAX. e4 c3 h7 g3 $MAX. Nd3 *"
}

@test "counters: one past 2147483647 is refused where it is read, with its column" {
	run -1 --separate-stderr afen-validate -c -e "$KK w - - 0 2147483648"
	assert_output ""
	assert_equal "$stderr" "afen-validate: <arg>:1:29: fullmove number '2147483648' is too large: at most 2147483647"
	run -1 --separate-stderr movegen --count "$KK w - - 2147483648 $MAX"
	assert_equal "$stderr" "movegen: <arg>:1:27: halfmove clock '2147483648' is too large: at most 2147483647"
	run -0 --separate-stderr afen-validate -c -e "$KK w - - $MAX $MAX"
	assert_output "$KK w - - $MAX $MAX"
}

# ---- messages ------------------------------------------------------------

@test "messages: a tag value and a move with ESC [ 2 J are shown escaped, in every path" {
	printf '[White "A\e[2JB"]\n[Black "x\ty"]\n[Result "*"]\n\n1. e4 e5 2. Ke3 *\n\n' > "$T/e.pgn"
	printf '[Event "v"]\n[Variant "Chess\e]0;x\a960"]\n\n1. e4 *\n' >> "$T/e.pgn"
	local want='pgn-replay: '"$T"'/e.pgn:5:13: game 1 (A\x1b[2JB - x\x09y): 2.Ke3: no white king can reach e3: White'\''s king on e1 does not move to e3
pgn-replay: '"$T"'/e.pgn:8:1: game 2 (? - ?, v): variant '\''Chess\x1b]0;x\x07960'\'' is not supported'
	run -1 --separate-stderr pgn-replay "$T/e.pgn"
	assert_equal "$(diags)" "$want"
	no_controls "$stderr"
	# The same through the threads' ordered output.
	run -1 --separate-stderr pgn-replay -j 2 "$T/e.pgn"
	assert_equal "$(diags)" "$want"
	run -1 --separate-stderr convert --to san "$T/e.pgn"
	assert_equal "$stderr" "${want//pgn-replay:/convert:}
convert: 2 games, 2 errors"
	# A move in JSON input may hold any character.
	printf '{"tags": {"White": "A\\u001b[2JB"}, "moves": [{"san": "e4\\u001b[2J"}], "result": "*"}\n' > "$T/e.json"
	run -1 --separate-stderr convert --to san "$T/e.json"
	assert_equal "$stderr" "convert: $T/e.json:1:54: game 1 (A\\x1b[2JB - ?): 1.e4\\x1b[2J: expected a move such as e4, Nf3, exd5, O-O or e2e4
convert: 1 game, 1 error"
	no_controls "$stderr"
	# JSON output keeps its own escapes, unchanged.
	run -1 --separate-stderr pgn-replay -q --json "$T/e.pgn"
	assert_line --index 1 '{"game": 2, "ply": 0, "afen": null, "result": "*", "status": "", "errors": [{"file": "'"$T"'/e.pgn", "line": 8, "column": 1, "game": 2, "move": "", "message": "variant '\''Chess\u001b]0;x\u0007960'\'' is not supported"}], "warnings": []}'
	printf '[White "A\e[2JB"]\n\n1. e4 *\n' > "$T/ok.pgn"
	run -0 --separate-stderr convert -q --to json --no-positions "$T/ok.pgn"
	assert_output '{"game": 1, "tags": {"White": "A\u001b[2JB"}, "variant": "Standard", "start": "'"$START"' w KQkq - 0 1", "moves": [{"ply": 1, "san": "e4", "uci": "e2e4"}], "result": "*", "status": ""}'
}

@test "messages: a position line with a BEL and an ESC, in a file whose name holds a newline" {
	local f=$T/$'p\n\e[2J.fen' name='p\x0a\x1b[2J.fen'

	printf '%s w KQ\a\ekq - 0 1\n%s w - - 0 1\n' "$START" "$KK" > "$f"
	run -1 --separate-stderr afen-validate "$f"
	assert_equal "$stderr" "afen-validate: $T/$name:1:49: unexpected '\\x07' in the castling field: expected K, Q, k or q"
	run -1 --separate-stderr movegen --count -i "$f"
	assert_output "5"
	assert_equal "$stderr" "movegen: $T/$name:1:49: unexpected '\\x07' in the castling field: expected K, Q, k or q"
	for j in 1 2; do
		run -1 --separate-stderr convert -j "$j" --to afen "$f"
		assert_output "$KK w - - 0 1"
		assert_equal "$stderr" "convert: $T/$name:1:49: unexpected '\\x07' in the castling field: expected K, Q, k or q"
	done
	# The position as JSON keeps its own escapes.
	run -1 --separate-stderr afen-validate -q --json "$f"
	assert_line --index 0 '{"afen": "'"$START"' w KQ\u0007\u001bkq - 0 1", "valid": false, "errors": [{"file": "'"$T"'/p\u000a\u001b[2J.fen", "line": 1, "column": 49, "message": "unexpected '\''\\x07'\'' in the castling field: expected K, Q, k or q"}], "warnings": []}'
	# A file that cannot be read, one thread or two.
	for j in 1 2; do
		run -2 --separate-stderr convert -j "$j" --to afen "$T/"$'no\e[2J\n.pgn'
		assert_equal "$stderr" "convert: $T/no\\x1b[2J\\x0a.pgn: No such file or directory"
	done
	run -2 --separate-stderr pgn-replay "$T/"$'no\a.pgn'
	assert_equal "$(diags)" "pgn-replay: $T/no\\x07.pgn: No such file or directory"
	run -2 --separate-stderr afen-validate "$T/"$'no\r.fen'
	assert_equal "$stderr" "afen-validate: $T/no\\x0d.fen: No such file or directory"
}

@test "messages: option values and the tool's own name are escaped" {
	run -2 --separate-stderr convert --to $'\e[2J'
	assert_equal "$stderr" "convert: --to: '\\x1b[2J' is not pgn, san, lan, uci, long, afen, fen, epd, json, text, svg or html"
	run -2 --separate-stderr afen-validate -V $'traitor,\e[2J=on' -e "$KK w - - 0 1"
	assert_equal "$stderr" "afen-validate: -V traitor,\\x1b[2J=on: unknown option '\\x1b[2J': expected own-traitor-check or no-undo"
	ln -s "$(command -v movegen)" "$T/"$'mg\e[31m'
	run -2 --separate-stderr "$T/"$'mg\e[31m' --perft x "$KK w - - 0 1"
	assert_equal "${stderr%%$'\n'*}" "mg\\x1b[31m: --perft: 'x' is not a depth from 1 to 30"
	no_controls "$stderr"
	run -0 "$T/"$'mg\e[31m' --version
	assert_output "mg\\x1b[31m (turncoat) 4.0.0"
}

@test "messages: UTF-8 and ISO-8859-1 letters as they are, C1 controls escaped" {
	printf '[White "M\xc3\xbcller \xc2\x9b[2J \x9b \xfc"]\n\n1. Ke2 *\n' > "$T/u.pgn"
	run -1 --separate-stderr pgn-replay "$T/u.pgn"
	assert_equal "$(diags)" "pgn-replay: $T/u.pgn:3:4: game 1 (M"$'\xc3\xbc'"ller \\xc2\\x9b[2J \\x9b "$'\xfc'" - ?): 1.Ke2: no white king can reach e2: e2 holds White's own pawn"
}

# ---- line ends -----------------------------------------------------------

# ends FILE TEXT...: FILE holds the lines TEXT..., each ended by $E.
ends() {
	local f=$1 l
	shift
	: > "$f"
	for l in "$@"; do
		printf '%s%s' "$l" "$E" >> "$f"
	done
}

@test "line ends: afen-validate, movegen and convert read LF, CR LF and CR alike; -f keeps each line's end" {
	local e
	for e in '\n' '\r\n' '\r'; do
		E=$(printf "$e.")
		E=${E%.}
		ends "$T/p.fen" "$KK w - - 0 1" "$KK W - - 0 1" "$KK w - - 0" "$KK b - - 0 1"
		run -1 --separate-stderr afen-validate "$T/p.fen"
		assert_equal "$stderr" "afen-validate: $T/p.fen:2:21: unexpected 'W' in the side to move: expected 'w' or 'b'
afen-validate: $T/p.fen:3:28: missing fullmove number: expected a decimal number"
		afen-validate -f "$T/p.fen" > "$T/f.out" 2> /dev/null || true
		ends "$T/f.want" "$KK w - - 0 1" "$KK b - - 0 1"
		cmp "$T/f.want" "$T/f.out" || fail "-f with $e line ends"
		run -1 --separate-stderr movegen --count < "$T/p.fen"
		assert_output "$(printf '%s\n' 5 5)"
		assert_equal "$stderr" "movegen: <stdin>:2:21: unexpected 'W' in the side to move: expected 'w' or 'b'
movegen: <stdin>:3:28: missing fullmove number: expected a decimal number"
		run -1 --separate-stderr convert --to fen "$T/p.fen"
		assert_output "$KK w - - 0 1
$KK b - - 0 1"
		assert_equal "$stderr" "convert: $T/p.fen:2:21: unexpected 'W' in the side to move: expected 'w' or 'b'
convert: $T/p.fen:3:28: missing fullmove number: expected a decimal number"
	done
}

@test "line ends: a mix of LF, CR LF and CR, blank lines between, in one file" {
	printf '%s\r\n%s\r%s\n%s\r\r\n%s' "$KK w - - 0 1" "$KK W - - 0 1" \
	    "$KK w - - 0" "$KK w - - 0 2" "$KK x - - 0 1" > "$T/m.fen"
	run -1 --separate-stderr afen-validate "$T/m.fen"
	assert_equal "$stderr" "afen-validate: $T/m.fen:2:21: unexpected 'W' in the side to move: expected 'w' or 'b'
afen-validate: $T/m.fen:3:28: missing fullmove number: expected a decimal number
afen-validate: $T/m.fen:5:1: empty line: expected a position
afen-validate: $T/m.fen:6:21: unexpected 'x' in the side to move: expected 'w' or 'b'"
	afen-validate -f "$T/m.fen" > "$T/f.out" 2> /dev/null || true
	printf '%s\r\n%s\r' "$KK w - - 0 1" "$KK w - - 0 2" | cmp - "$T/f.out"
	run -1 --separate-stderr movegen -i "$T/m.fen" --count
	assert_output "$(printf '%s\n' 5 5)"
	assert_equal "$stderr" "movegen: $T/m.fen:2:21: unexpected 'W' in the side to move: expected 'w' or 'b'
movegen: $T/m.fen:3:28: missing fullmove number: expected a decimal number
movegen: $T/m.fen:5:1: empty line: expected a position
movegen: $T/m.fen:6:21: unexpected 'x' in the side to move: expected 'w' or 'b'"
	# convert skips blank lines; with -j 2 and chunks cut at every line
	# end, the same.
	local want="convert: $T/m.fen:2:21: unexpected 'W' in the side to move: expected 'w' or 'b'
convert: $T/m.fen:3:28: missing fullmove number: expected a decimal number
convert: $T/m.fen:6:21: unexpected 'x' in the side to move: expected 'w' or 'b'"
	run -1 --separate-stderr convert --to afen "$T/m.fen"
	assert_output "$KK w - - 0 1
$KK w - - 0 2"
	assert_equal "$stderr" "$want"
	for c in 1 7 40; do
		run -1 --separate-stderr env CONVERT_CHUNK=$c convert -j 2 --to afen "$T/m.fen"
		assert_output "$KK w - - 0 1
$KK w - - 0 2"
		assert_equal "$stderr" "$want"
	done
}

@test "line ends: pgn-replay and convert count LF, CR LF and CR alike; a ; comment, a % line and a tag value end at each" {
	local e
	for e in '\n' '\r\n' '\r'; do
		E=$(printf "$e.")
		E=${E%.}
		ends "$T/g.pgn" '% escape' '[Event "a"]' '[White "w"]' '' \
		    '1. e4 ; to the end of the line 1-0' 'e5 2. Nf9 *' \
		    '[Event "b"]' '[Black "b' '1. d4 *'
		run -1 --separate-stderr pgn-replay "$T/g.pgn"
		assert_equal "$(diags)" "pgn-replay: $T/g.pgn:6:7: game 1 (w - ?, a): 2.Nf9: expected a move such as e4, Nf3, exd5, O-O or e2e4
pgn-replay: $T/g.pgn:8:1: game 2 (? - ?, b): unterminated tag value"
		assert_equal "$(summary)" "pgn-replay: 2 games, 2 plies, 2 errors, 0 warnings"
		run -1 --separate-stderr convert --to san "$T/g.pgn"
		assert_equal "$stderr" "convert: $T/g.pgn:6:7: game 1 (w - ?, a): 2.Nf9: expected a move such as e4, Nf3, exd5, O-O or e2e4
convert: $T/g.pgn:8:1: game 2 (? - ?, b): unterminated tag value
convert: 2 games, 2 errors"
	done
}

@test "line ends: a PGN file of mixed line ends, cut for threads: the same as one" {
	local i e=('\n' '\r\n' '\r')
	# Game i: three lines, ended by LF, CR LF and CR in turn; its knight
	# move is illegal unless i % 5 is 1 (Nf3).
	for i in $(seq 200); do
		printf "[Event \"g%d\"]${e[i % 3]}[White \"w\"]${e[(i + 1) % 3]}1. e4 e5 2. Nf%d *${e[(i + 2) % 3]}" \
		    "$i" $((i % 5 + 2))
	done > "$T/mix.pgn"
	pgn-replay --json "$T/mix.pgn" > "$T/one.out" 2> "$T/one.err" || true
	sed -i '$d' "$T/one.err"
	[ "$(wc -l < "$T/one.err")" -eq 160 ]
	# game 200 on lines 598 to 600
	assert_equal "$(tail -n 1 "$T/one.err")" "pgn-replay: $T/mix.pgn:600:13: game 200 (w - ?, g200): 2.Nf2: no white knight can reach f2: f2 holds White's own pawn"
	for c in 60 500 5000; do
		PGN_REPLAY_CHUNK=$c pgn-replay -j 3 --json "$T/mix.pgn" > "$T/par.out" \
		    2> "$T/par.err" || true
		sed -i '$d' "$T/par.err"
		cmp "$T/one.out" "$T/par.out" || fail "chunk $c: other output"
		cmp "$T/one.err" "$T/par.err" || fail "chunk $c: other messages"
	done
}

@test "line ends: a Traitor list file ended by CRs" {
	printf '\rQd8\r\r' > "$T/w.list"
	run -0 --separate-stderr traitor-commit -V traitor/specific --holder white --list-file "$T/w.list"
	assert_line --index 1 "list Qd8"
	assert_equal "$stderr" ""
	printf 'Qd8\rg2\r' > "$T/two.list"
	run -1 --separate-stderr traitor-commit -V traitor/specific --holder white --list-file "$T/two.list"
	assert_equal "$stderr" "traitor-commit: $T/two.list:2:1: a second list, after the one of line 1: the file holds one list"
}

# ---- progress ------------------------------------------------------------

# on_tty CMD...: run CMD with standard output and error on a terminal, by
# script(1); the typescript is left in $T/tty.
on_tty() {
	script -qec "$(printf '%q ' "$@")" /dev/null > "$T/tty" 2>&1
}

@test "progress: TC_PROGRESS_DELAY=0 shows the line in a run of any length, then the summary on a clean line" {
	command -v script > /dev/null || fail "script(1) is missing (package bsdutils)"
	on_tty env TC_PROGRESS_DELAY=0 pgn-replay -j 1 "$TC_TOP/examples/games.pgn"
	grep -qE $'\rpgn-replay: [0-9]+ games?, [0-9]+\\.[0-9] MB, [0-9]+\\.[0-9] MB/s\e\\[K' "$T/tty" ||
	    fail "no progress line: $(od -c "$T/tty" | head)"
	last=$(tr '\r' '\n' < "$T/tty" | sed $'s/^\e\\[K//' | grep -v '^$' | tail -n 1)
	[[ $last =~ ^pgn-replay:\ 3\ games,\ [0-9]+\ plies,\ 0\ errors,\ 0\ warnings,\ [0-9.]+\ s ]] ||
	    fail "last line: $last"
	on_tty env TC_PROGRESS_DELAY=0 convert -j 2 --to uci -o /dev/null "$TC_TOP/examples/games.pgn"
	grep -qE $'\rconvert: [0-9]+ games?, [0-9.]+ MB, [0-9.]+ MB/s\e\\[K' "$T/tty" ||
	    fail "no progress line: $(od -c "$T/tty" | head)"
	last=$(tr '\r' '\n' < "$T/tty" | sed $'s/^\e\\[K//' | grep -v '^$' | tail -n 1)
	assert_equal "$last" "convert: 3 games, 0 errors"
	# A delay longer than any run: no line.
	on_tty env TC_PROGRESS_DELAY=3600 pgn-replay -j 1 "$TC_TOP/examples/games.pgn"
	! grep -q 'MB/s' "$T/tty"
}
