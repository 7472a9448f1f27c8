#!/usr/bin/env bats
# convert: the interface, detection of every input kind, the PGN writer
# and its options, round trips that must lose nothing (the files here, 2,000
# games of games.pgn, games-annotated-2k.pgn, every pgn-quirks file),
# the JSON Lines reader, the original long form, positions and diagrams,
# and bad input with its exact diagnostics and the number of games read.
# tests/slow/convert.bats runs the round trips on the whole of games.pgn.
#
# Data: tests/data/convert/, small files written for these tests, and
# ../shared/data.  Expected outputs (the *.want.* files and the literal
# outputs below) were worked out by hand from notation.md, allegiance.md
# and the PGN standard: moves, positions, clocks, where lines wrap, and
# the line:column and game of each diagnostic.  The wording of the
# diagnostics is convert's own (shared with pgn-replay), copied from its
# output once its place and game had been checked by hand.  Common
# helpers are in helpers/convert.bash.
#
# A test that fails names a fault of convert: none is weakened to pass.
#
# Times on the 2-core development machine: 30-55 s in all, with other
# jobs running; most of it the round trips on games-annotated-2k.pgn
# (6-11 s) and on the pgn-quirks files (5-9 s), 2,000 games of games.pgn
# (5 s in three tests) and 100,000 games in one file (2 s).  With a
# SANITIZE=1 build: about 65 s.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup convert shared
	tc_load convert
}

USAGE='usage: convert --to pgn|san|lan|uci|long|afen|fen|epd|json|text|svg'

# ---- interface ------------------------------------------------------------

@test "--help prints the usage on stdout and exits 0" {
	run -0 --separate-stderr convert --help
	assert_line --index 0 --partial "$USAGE"
	assert_output --partial "[--from pgn|san|lan|uci|long|json|afen|fen|epd]"
	assert_equal "$stderr" ""
	run -0 convert -h
	assert_line --index 0 --partial "$USAGE"
}

@test "the usage names every option convert takes" {
	run -0 convert --help
	for opt in --to --from --moves --no-comments --no-variations \
	    --no-nags --drop-marks --strict -V --json -q -o; do
		[[ "$output" == *"$opt"* ]] || fail "usage does not name $opt"
	done
}

@test "--version names the tool and the version" {
	run -0 --separate-stderr convert --version
	assert_output --regexp '^convert \(turncoat\) [0-9]+\.[0-9]+\.[0-9]+$'
	assert_equal "$stderr" ""
}

@test "no --to: exit 2, a message and the usage on stderr, nothing read" {
	run -2 --separate-stderr convert "$DATA/writer.pgn"
	assert_output ""
	assert_equal "${stderr%%$'\n'*}" "convert: --to is needed: pgn, san, lan, uci, long, afen, fen, epd, json, text, svg or html"
	[[ "$stderr" == *"$USAGE"* ]]
	[[ "$stderr" != *"games,"* ]]
}

@test "bad values of --to, --from, --moves and -V: exit 2 with a message" {
	run -2 --separate-stderr convert --to xml "$DATA/writer.pgn"
	assert_output ""
	assert_equal "$stderr" "convert: --to: 'xml' is not pgn, san, lan, uci, long, afen, fen, epd, json, text, svg or html"
	run -2 --separate-stderr convert --to= "$DATA/writer.pgn"
	assert_equal "$stderr" "convert: --to: '' is not pgn, san, lan, uci, long, afen, fen, epd, json, text, svg or html"
	run -2 --separate-stderr convert --to pgn --from xml "$DATA/writer.pgn"
	assert_output ""
	assert_equal "$stderr" "convert: --from: 'xml' is not pgn, san, lan, uci, long, json, afen, fen or epd"
	run -2 --separate-stderr convert --to pgn --moves long "$DATA/writer.pgn"
	assert_output ""
	assert_equal "$stderr" "convert: --moves: 'long' is not san, lan or uci"
	run -2 --separate-stderr convert --to pgn -V shogi "$DATA/writer.pgn"
	assert_output ""
	assert_equal "$stderr" "convert: unknown or unsupported variant 'shogi': --list-variants names them all"
}

@test "unknown options and missing option values: the usage, exit 2" {
	for args in "--bogus" "-Z" "--to"; do
		run -2 --separate-stderr convert --to pgn $args
		assert_output ""
		[[ "$stderr" == *"$USAGE"* ]] || fail "$args: $stderr"
	done
}

@test "a missing file or a directory: exit 2, the other files are still converted" {
	cd "$DATA"
	run -2 --separate-stderr convert --to san nope.pgn games.long "$T"
	assert_output "e4 f5 exf5 e6 fxe6 Nf6 exd7+ Kf7 dxc8=N Qxc8 Nf3 Bc5 Be2 Re8 O-O Ne4
e4 a6 e5 d5 exd6 cxd6 Qh5
f3 e5 g4 Qh4#
d4 e5 d>e5 Nf6"
	assert_equal "$(diags)" "convert: nope.pgn: No such file or directory
convert: $T: Is a directory"
	assert_equal "$(summary)" "convert: 4 games, 0 errors"
	# an invalid game does not lower the status of an I/O error
	run -2 --separate-stderr convert --to san bad-moves.pgn nope.pgn
	assert_output "c4"
	assert_equal "$(summary)" "convert: 6 games, 5 errors"
}

@test "standard input, '-' and -o" {
	cd "$DATA"
	run -0 --separate-stderr sh -c 'convert --to san < games.long'
	assert_line --index 2 "f3 e5 g4 Qh4#"
	run -0 sh -c 'cat games.long | convert -q --to uci - writer.pgn'
	assert_line --index 0 "e2e4 f7f5 e4f5 e7e6 f5e6 g8f6 e6d7 e8f7 d7c8n d8c8 g1f3 f8c5 f1e2 h8e8 e1g1 f6e4"
	assert_line --index 4 "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1 b7b5"
	assert_equal "${#lines[@]}" 7
	run -0 convert -q --to pgn -o "$T/out.pgn" games.long
	assert_output ""
	run -0 cmp "$T/out.pgn" games.want.pgn
	run -2 --separate-stderr convert --to pgn -o /nonexistent/dir/out.pgn games.long
	assert_equal "${stderr%%$'\n'*}" "convert: /nonexistent/dir/out.pgn: No such file or directory"
}

@test "-q silences diagnostics and the summary, not the exit status" {
	run -1 --separate-stderr convert -q --to san "$DATA/bad-moves.pgn"
	assert_output "c4"
	assert_equal "$stderr" ""
}

@test "--json is --to json" {
	run -0 convert -q --json "$DATA/games.long"
	assert_equal "$output" "$(convert -q --to json "$DATA/games.long")"
	assert_equal "${#lines[@]}" 4
}

@test "--strict: warnings are errors and the game is not written" {
	cd "$DATA"
	run -0 --separate-stderr convert --to san writer.pgn
	assert_equal "${#lines[@]}" 3
	run -1 --separate-stderr convert --strict --to san writer.pgn
	assert_output "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5
e4 d5 e>d5 Nf6 e>d5"
	assert_equal "$(diags)" "convert: writer.pgn:23:26: game 2 (A - B, From a FEN, Black to move): 13.--: null move (a pass)
convert: writer.pgn:23:61: game 2 (A - B, From a FEN, Black to move): 13...--: null move (a pass)"
	# Each warning is counted as an error (convert(1), pgn-replay(1)).
	assert_equal "$(summary)" "convert: 3 games, 2 errors (2 of them warnings: --strict)"
}

# ---- what the input holds --------------------------------------------------

@test "detection: '[', '%', ';', '{comment}' and bare movetext are PGN" {
	printf '[Event "x"]\n\n1. e4 e5 *\n' > "$T/tag"
	printf '%% escape\n1. e4 e5 *\n' > "$T/pct"
	printf '; comment\n1. e4 e5 *\n' > "$T/semi"
	printf '\n  {a comment} 1. e4 e5 *\n' > "$T/brace"
	printf '1. e4 e5 *\n' > "$T/bare"
	printf '1.e2e4 e7e5 *\n' > "$T/nospace"
	for f in tag pct semi brace bare nospace; do
		run -0 --separate-stderr convert --to san "$T/$f"
		assert_equal "$f: $output" "$f: e4 e5"
		assert_equal "$f: $stderr" "$f: convert: 1 game, 0 errors"
	done
	# An empty file or blank lines only: PGN, no game, nothing said.
	printf '\n \n' > "$T/blank"
	run -0 --separate-stderr convert --to pgn "$T/blank" /dev/null
	assert_output ""
	assert_equal "$stderr" ""
}

@test "detection: '{\"' is JSON Lines" {
	printf '{"moves": [{"san": "e4"}, {"uci": "e7e5"}]}\n' > "$T/j1"
	printf '\n\n{ \t"moves": [{"san": "e4"}, {"uci": "e7e5"}]}\n' > "$T/j2"
	for f in j1 j2; do
		run -0 --separate-stderr convert --to san "$T/$f"
		assert_equal "$f: $output" "$f: e4 e5"
		assert_equal "$f: $stderr" "$f: convert: 1 game, 0 errors"
	done
}

@test "detection: ranks split by '/' are positions, AFEN or EPD" {
	printf '\n4k3/8/8/8/8/8/8/4K3 w - - 0 1\n' > "$T/afen"
	printf '4k3/8/8/8/8/8/8/4K3 w - - id "x";\n' > "$T/epd"
	printf '4k3/8/8/8/8/8/4p>3/4K3 w - - 0 1\n' > "$T/grey"
	run -0 --separate-stderr convert --to afen "$T/afen" "$T/epd" "$T/grey"
	assert_output "4k3/8/8/8/8/8/8/4K3 w - - 0 1
4k3/8/8/8/8/8/8/4K3 w - - 0 1
4k3/8/8/8/8/8/4p>3/4K3 w - - 0 1"
	# positions have no game summary
	assert_equal "$stderr" ""
}

@test "detection: a position whose every rank ends in '1' is a position" {
	# Expected: ranks split by '/' make a position, whatever digit ends them.
	printf '6k1/6p1/6p1/6p1/6P1/6P1/6P1/6K1 w - - 0 1\n' > "$T/ones"
	run -0 --separate-stderr convert --to afen "$T/ones"
	assert_output "6k1/6p1/6p1/6p1/6P1/6P1/6P1/6K1 w - - 0 1"
	assert_equal "$stderr" ""
}

@test "detection: '1. e2e4', '1. Ng1f3', '1. e4>d5' are the original long form" {
	# The long form has no result: read as PGN, these would fail.
	printf '1. e2e4 e7e5\n2. Ng1f3\n' > "$T/l1"
	printf '1. Ng1f3 Ng8f6\n' > "$T/l2"
	printf '\n\n1. e2e4 d7d5\n2. e4>d5\n' > "$T/l3"
	run -0 --separate-stderr convert --to san "$T/l1" "$T/l2" "$T/l3"
	assert_output "e4 e5 Nf3
Nf3 Nf6
e4 d5 e>d5"
	assert_equal "$stderr" "convert: 3 games, 0 errors"
}

@test "detection: a UTF-8 byte order mark before PGN and the long form" {
	printf '\357\273\277[Event "x"]\n\n1. e4 *\n' > "$T/pgn"
	printf '\357\273\2771. e2e4 e7e5\n' > "$T/long"
	run -0 convert -q --to san "$T/pgn"
	assert_output "e4"
	run -0 convert -q --to san "$T/long"
	assert_output "e4 e5"
}

@test "detection: a UTF-8 byte order mark before JSON Lines" {
	# convert(1): the first bytes are looked at "after a UTF-8 byte order
	# mark"; the JSON reader must then skip it too.
	printf '\357\273\277{"moves": [{"san": "d4"}]}\n' > "$T/json"
	run -0 --separate-stderr convert --to san "$T/json"
	assert_output "d4"
	assert_equal "$stderr" "convert: 1 game, 0 errors"
}

@test "detection: a UTF-8 byte order mark before positions" {
	printf '\357\273\2774k3/8/8/8/8/8/8/4K3 w - - 0 1\n' > "$T/afen"
	run -0 --separate-stderr convert --to afen "$T/afen"
	assert_output "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
	assert_equal "$stderr" ""
}

@test "--from overrides the detection" {
	cd "$DATA"
	# the long form read as PGN: no result
	run -1 --separate-stderr convert --to san --from pgn games.long
	# PGN ignores move numbers: "1. e2e4" of game 2 is White's 9th move
	assert_output ""
	assert_equal "$(diags)" "convert: games.long:10:4: game 1: 9.e2e4: the bishop on e2 cannot reach e4: a bishop does not move from e2 to e4"
	assert_equal "$(summary)" "convert: 1 game, 1 error"
	# PGN read as JSON Lines: every non-blank line is a bad game
	printf '[Event "x"]\n\n1. e4 *\n' > "$T/x.pgn"
	run -1 --separate-stderr convert --to san --from json "$T/x.pgn"
	assert_output ""
	assert_equal "$(diags)" "convert: $T/x.pgn:1:1: game 1: expected '{'
convert: $T/x.pgn:3:1: game 2: expected '{'"
	assert_equal "$(summary)" "convert: 2 games, 2 errors"
	# PGN movetext read as the long form: no result needed, '*' is fine
	printf '1. e2e4 e7e5 *\n' > "$T/y"
	run -0 convert -q --to san --from long "$T/y"
	assert_output "e4 e5"
	# and the same as positions, under each of the three names
	for f in afen fen epd; do
		run -1 --separate-stderr convert --to afen --from $f "$T/x.pgn"
		assert_output ""
		assert_equal "${stderr%%$'\n'*}" "convert: $T/x.pgn:1:1: unexpected '[' in the piece placement: expected a piece letter (KQRBNP, kqrbnp), a digit 1-8 or '/'"
	done
	# positions read as PGN
	run -1 --separate-stderr convert --to san --from pgn positions.epd
	assert_output ""
	# (the message cuts the long "move" short)
	[[ "${stderr%%$'\n'*}" == "convert: positions.epd:1:1: game 1: 1.rnbqkbnr/pppppppp/"*": expected a move such as e4, Nf3, exd5, O-O or e2e4" ]]
}

@test "--to pgn or --to long with positions: exit 2, nothing written" {
	cd "$DATA"
	run -2 --separate-stderr convert --to pgn positions.epd games.long
	assert_equal "${stderr%%$'\n'*}" "convert: positions.epd: --to pgn needs games, and this input holds positions"
	# the games after it are still converted
	assert_equal "$output" "$(cat games.want.pgn)"
	run -2 --separate-stderr convert --to long positions.epd
	assert_output ""
	assert_equal "$stderr" "convert: positions.epd: --to long needs games, and this input holds positions"
}

# ---- the PGN writer ---------------------------------------------------------

@test "PGN: Seven Tag Roster first with defaults, escapes, comments, glyphs, variations, a FEN start" {
	# writer.want.pgn was worked out by hand, wrapping included.
	cd "$DATA"
	run -0 --separate-stderr convert --to pgn writer.pgn
	assert_equal "$output" "$(cat writer.want.pgn)"
	assert_equal "$(diags)" "convert: writer.pgn:23:26: warning: game 2 (A - B, From a FEN, Black to move): 13.--: null move (a pass)
convert: writer.pgn:23:61: warning: game 2 (A - B, From a FEN, Black to move): 13...--: null move (a pass)"
	assert_equal "$(summary)" "convert: 3 games, 0 errors"
}

@test "PGN: --no-comments" {
	run -0 sh -c 'convert -q --to pgn --no-comments "$1" | sed -n "10,/^\$/p"' _ "$DATA/writer.pgn"
	assert_output "1. e4 \$5 e5 2. Nf3 Nc6 3. Bb5 a6 (3... Nf6 4. O-O (4. d3 Bc5) 4... Nxe4) 4. Ba4
\$6 Nf6 \$3 5. O-O \$4 Be7 \$2 6. Re1 \$1 \$14 b5 1-0"
}

@test "PGN: --no-variations" {
	run -0 sh -c 'convert -q --to pgn --no-variations "$1" | sed -n "10,/^\$/p"' _ "$DATA/writer.pgn"
	assert_output "{Opening comment} 1. e4 \$5
; a line comment with } in it
1... e5 2. Nf3 {a two-line comment} 2... Nc6 3. Bb5 a6 {after the variation}
4. Ba4 \$6 Nf6 \$3 5. O-O \$4 Be7 \$2 6. Re1 \$1 \$14 b5 1-0"
}

@test "PGN: --no-nags" {
	run -0 sh -c 'convert -q --to pgn --no-nags "$1" | sed -n "10,/^\$/p"' _ "$DATA/writer.pgn"
	assert_output "{Opening comment} 1. e4
; a line comment with } in it
1... e5 2. Nf3 {a two-line comment} 2... Nc6 3. Bb5 a6 (3... Nf6 4. O-O (4. d3
Bc5) 4... Nxe4) {after the variation} 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 1-0"
}

@test "PGN: --moves lan" {
	run -0 sh -c 'convert -q --to pgn --moves lan "$1" | sed -n "10,/^\$/p"' _ "$DATA/writer.pgn"
	assert_output "{Opening comment} 1. e2-e4 \$5
; a line comment with } in it
1... e7-e5 2. Ng1-f3 {a two-line comment} 2... Nb8-c6 3. Bf1-b5 a7-a6
(3... Ng8-f6 4. O-O (4. d2-d3 Bf8-c5) 4... Nf6xe4) {after the variation}
4. Bb5-a4 \$6 Ng8-f6 \$3 5. O-O \$4 Bf8-e7 \$2 6. Rf1-e1 \$1 \$14 b7-b5 1-0"
}

@test "PGN: --moves uci" {
	run -0 sh -c 'convert -q --to pgn --moves uci "$1" | sed -n "10,/^\$/p"' _ "$DATA/writer.pgn"
	assert_output "{Opening comment} 1. e2e4 \$5
; a line comment with } in it
1... e7e5 2. g1f3 {a two-line comment} 2... b8c6 3. f1b5 a7a6 (3... g8f6
4. e1g1 (4. d2d3 f8c5) 4... f6e4) {after the variation} 4. b5a4 \$6 g8f6 \$3
5. e1g1 \$4 f8e7 \$2 6. f1e1 \$1 \$14 b7b5 1-0"
}

@test "PGN: every glyph becomes its NAG; NAGs are kept in order" {
	printf '1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! 4. Ba4 $10 $146 Nf6 $255 *\n' > "$T/g.pgn"
	run -0 sh -c 'convert -q --to pgn "$1" | sed -n 9p' _ "$T/g.pgn"
	assert_output "1. e4 \$1 e5 \$2 2. Nf3 \$3 Nc6 \$4 3. Bb5 \$5 a6 \$6 4. Ba4 \$10 \$146 Nf6 \$255 *"
}

@test "PGN: a ';' comment that fits on a line does not run past column 79" {
	# notation.md 2: movetext "wrapped below 80 columns".  A ';' comment
	# cannot be broken, but this one (22 columns) fits on a line.
	printf '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 ; a } inside a comment\nd6 *\n' > "$T/semi.pgn"
	convert -q --to pgn "$T/semi.pgn" > "$T/out.pgn"
	run -0 wide_movetext "$T/out.pgn"
	assert_output ""
}

@test "PGN: a JSON comment with '}' and a newline becomes a ';' comment that reads back" {
	printf '{"moves": [{"san": "e4", "comment": "one\\ntwo } three"}, {"san": "e5", "variations": [[{"san": "c5", "before": "x}y"}]]}]}\n' > "$T/c.jsonl"
	run -0 sh -c 'convert -q --to pgn "$1" | sed -n "9,\$p"' _ "$T/c.jsonl"
	assert_output "1. e4
; one two } three
1... e5
(; x}y
1... c5) *"
	run -0 sh -c 'convert -q --to pgn "$1" | convert -q --to json | jq -c "[.moves[0].comment, .moves[1].variations[0][0].before]"' _ "$T/c.jsonl"
	# read back, a ';' comment keeps the space written after the ';'
	assert_output '[" one two } three"," x}y"]'
}

@test "JSON: tag values with line breaks and names PGN cannot hold are refused" {
	# PGN has no way to write either, so the game is refused with a
	# message rather than written as PGN that cannot be read back.
	printf '%s\n' '{"tags": {"Event": "line1\nline2"}, "moves": [{"san": "e4"}]}' \
	    '{"tags": {"Bad Name": "x"}, "moves": [{"san": "d4"}]}' \
	    '{"tags": {"": "empty"}, "moves": [{"san": "c4"}]}' \
	    '{"tags": {"Event": "fine"}, "moves": [{"san": "Nf3"}]}' > "$T/t.jsonl"
	run -1 --separate-stderr convert --to san "$T/t.jsonl"
	assert_output "Nf3"
	assert_equal "$stderr" "convert: $T/t.jsonl:1:20: game 1: a line break in a tag value, which PGN cannot hold
convert: $T/t.jsonl:2:11: game 2: not a PGN tag name: expected letters, digits and '_'
convert: $T/t.jsonl:3:11: game 3: not a PGN tag name: expected letters, digits and '_'
convert: 4 games, 3 errors"
}

@test "PGN: -V allegiance on a game tagged Standard writes PGN that reads back" {
	# -V wins over the Variant tag (DESIGN.md 3), so the game below, with
	# its challenge, is valid; the PGN written must say which rules it
	# followed, or it cannot be read again.
	printf '[Event "x"]\n[Variant "Standard"]\n\n1. e4 d5 2. e>d5 *\n' > "$T/v.pgn"
	run -0 convert -q -V allegiance --to pgn "$T/v.pgn"
	assert_line '[Variant "Allegiance"]'
	printf '%s\n' "$output" > "$T/out.pgn"
	run -0 --separate-stderr convert --to san "$T/out.pgn"
	assert_output "e4 d5 e>d5"
	run -0 sh -c 'convert -q -V allegiance --to json "$1" | convert -q --to san' _ "$T/v.pgn"
	assert_output "e4 d5 e>d5"
}

@test "PGN: an untagged game with '>' gets [Variant \"Allegiance\"]; the JSON says so too" {
	run -0 sh -c 'convert -q --to json "$1" | sed -n 3p | jq -c "del(.tags)"' _ "$DATA/writer.pgn"
	# worked out by hand: halfmove clocks 0 0 1 2 3, challenges do not
	# clear the en passant square of a double step before them
	assert_output '{"game":3,"variant":"Allegiance","start":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","moves":[{"ply":1,"san":"e4","uci":"e2e4","afen":"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"},{"ply":2,"san":"d5","uci":"d7d5","afen":"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"},{"ply":3,"san":"e>d5","uci":"e4>d5","afen":"rnbqkbnr/ppp1pppp/8/3p>4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 1 2"},{"ply":4,"san":"Nf6","uci":"g8f6","afen":"rnbqkb1r/ppp1pppp/5n2/3p>4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 2 3"},{"ply":5,"san":"e>d5","uci":"e4>d5","afen":"rnbqkb1r/ppp1pppp/5n2/3P>4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 3 3","nags":[1],"comment":"the pawn is White'"'"'s again"}],"result":"*","status":""}'
}

@test "JSON: the moves of writer.pgn: before/after comments, NAGs, nested variations" {
	run -0 sh -c 'convert -q --to json "$1" | head -n 1 | jq -c "[.moves[0] | .nags, .before, .comment], [.moves[5].variations[0][] | [.ply, .san, (.variations // [] | map(map(.san)))]], .moves[6].before"' _ "$DATA/writer.pgn"
	assert_output '[[5],"Opening\n   comment"," a line comment with } in it"]
[[6,"Nf6",[]],[7,"O-O",[["d3","Bc5"]]],[8,"Nxe4",[]]]
"after the variation"'
}

# ---- round trips that lose nothing ------------------------------------------

@test "round trips: the files of tests/data/convert" {
	cd "$DATA"
	for f in writer.pgn games.long keys.jsonl allegiance.pgn; do
		run round_trips "$f" "$T"
		assert_equal "$f: $output" "$f: "
	done
	# allegiance.pgn is its own export
	run -0 cmp allegiance.pgn "$T/A.pgn"
}

@test "round trips: the first 2,000 games of games.pgn" {
	first_games 2000 "$SHARED/games.pgn" > "$T/g.pgn"
	run round_trips "$T/g.pgn" "$T"
	assert_equal "$output" ""
	run -0 grep -c '^\[Event ' "$T/A.pgn"
	assert_output 2000
	run -0 wide_movetext "$T/A.pgn"
	assert_output ""
}

@test "round trips: the first 2,000 games of games.pgn: --to san equals the SAN of --to json" {
	first_games 2000 "$SHARED/games.pgn" > "$T/g.pgn"
	convert -q --to san "$T/g.pgn" > "$T/san"
	convert -q --to json "$T/g.pgn" | jq -r '[.moves[].san] | join(" ")' > "$T/jq"
	run -0 wc -l < "$T/san"
	assert_output 2000
	run -0 cmp "$T/san" "$T/jq"
}

@test "round trips: the first 2,000 games of games.pgn: per-ply --to fen equals pgn-replay's" {
	first_games 2000 "$SHARED/games.pgn" > "$T/g.pgn"
	convert -q --to fen "$T/g.pgn" > "$T/convert"
	pgn-replay -q --emit each --format fen "$T/g.pgn" > "$T/replay"
	run -0 wc -l < "$T/convert"
	assert_output 172631
	run -0 cmp "$T/convert" "$T/replay"
	# afen and epd say the same of these standard games
	run -0 sh -c 'convert -q --to afen "$1" | cmp - "$2"' _ "$T/g.pgn" "$T/replay"
	run -0 sh -c 'convert -q --to epd "$1" | cut -d" " -f1-4 | cmp - "$2"' _ "$T/g.pgn" \
	    <(cut -d" " -f1-4 "$T/replay")
}

@test "round trips: games-annotated-2k.pgn: fixed points, width, nothing lost" {
	X=$SHARED/games-annotated-2k.pgn
	run round_trips "$X" "$T"
	assert_equal "$output" ""
	run -0 wide_movetext "$T/A.pgn"
	assert_output ""
	# the export holds every move, comment, NAG and variation and every
	# tag of the original (comments' white space aside)
	convert -q --to json "$X" > "$T/x.jsonl"
	convert -q --to json "$T/A.pgn" > "$T/a.jsonl"
	run -0 wc -l < "$T/a.jsonl"
	assert_output 2000
	norm_games < "$T/x.jsonl" > "$T/x.norm"
	norm_games < "$T/a.jsonl" > "$T/a.norm"
	run -0 cmp "$T/x.norm" "$T/a.norm"
	run -0 cmp <(jq -r "$JQ_TAGS" "$T/x.jsonl") <(jq -c -r '[.tags | to_entries[] | [.key, .value]] | tostring' "$T/a.jsonl")
}

@test "round trips: every file of pgn-quirks" {
	cd "$QUIRKS"
	for f in *; do
		run round_trips "$f" "$T"
		assert_equal "$f: $output" "$f: "
		convert -q --to json "$f" > "$T/x.jsonl" || true
		convert -q --to json "$T/A.pgn" > "$T/a.jsonl"
		norm_games < "$T/x.jsonl" > "$T/x.norm"
		norm_games < "$T/a.jsonl" > "$T/a.norm"
		run -0 cmp "$T/x.norm" "$T/a.norm"
		run -0 cmp <(jq -r "$JQ_TAGS" "$T/x.jsonl") \
		    <(jq -c -r '[.tags | to_entries[] | [.key, .value]] | tostring' "$T/a.jsonl")
	done
}

@test "round trips: Allegiance games through uci, lan, json and the long form" {
	cd "$DATA"
	run -0 sh -c 'convert -q --to long allegiance.pgn | convert -q --to san'
	assert_output "d4 Nf6 Bg5 e6 e3 Nc6 Nf3 g6 B>f6 Ne7 B>f6#
e4 d5 e>d5 Nf6 e>d5 e5 dxe6 Bc5 exf7+ Ke7 f8=Q+
g4 b6 Bh3 Bb7 e3 B>h1 Ne2 e6 O-O"
	run -0 sh -c 'convert -q --to uci allegiance.pgn'
	assert_line --index 0 "d2d4 g8f6 c1g5 e7e6 e2e3 b8c6 g1f3 g7g6 g5>f6 c6e7 g5>f6"
	assert_line --index 2 "g2g4 b7b6 f1h3 c8b7 e2e3 b7>h1 g1e2 e7e6 e1g1"
	run -0 sh -c 'convert -q --to lan allegiance.pgn | sed -n 2p'
	assert_output "e2-e4 d7-d5 e4>d5 Ng8-f6 e4>d5 e7-e5 d5xe6 Bf8-c5 e6xf7+ Ke8-e7 f7-f8=Q+"
	# the promoted queen keeps the pawn's allegiance (allegiance.md 4.2)
	run -0 sh -c 'convert -q --to afen allegiance.pgn | sed -n 22p'
	assert_output "rnbq1Q>1r/ppp1k1pp/5n2/2b5/4P3/8/PPPP1PPP/RNBQKBNR b KQ - 0 6"
}

# ---- the JSON Lines reader ----------------------------------------------------

@test "JSON: keys in any order, uci only, variant, start, unknown keys skipped" {
	# keys.want.pgn was worked out by hand.
	cd "$DATA"
	run -0 --separate-stderr convert --to pgn keys.jsonl
	assert_equal "$stderr" "convert: 6 games, 0 errors"
	run -0 sh -c 'convert -q --to pgn keys.jsonl | cmp - keys.want.pgn'
}

@test "JSON: bad JSON and bad moves, each with its line and column" {
	cd "$DATA"
	run -1 --separate-stderr convert --to san bad.jsonl
	assert_output "e4 e5"
	assert_equal "$(diags)" "convert: bad.jsonl:1:67: game 1: 2.Ke3: no white king can reach e3: White's king on e1 does not move to e3
convert: bad.jsonl:2:1: game 2: game object without \"moves\"
convert: bad.jsonl:3:37: game 3: unterminated string
convert: bad.jsonl:4:15: game 4: text after the game object
convert: bad.jsonl:5:42: game 5: bad escape in a string
convert: bad.jsonl:6:25: game 6: result is not 1-0, 0-1, 1/2-1/2, four scores (1-1/2-0-1/2) or *
convert: bad.jsonl:7:12: game 7: move without \"san\" or \"uci\"
convert: bad.jsonl:8:35: game 8: expected a NAG number from 0 to 255
convert: bad.jsonl:9:26: game 9: expected ',' or ']'
convert: bad.jsonl:10:38: game 10: lone surrogate in a \\u escape
convert: bad.jsonl:11:38: game 11: NUL (\\u0000) in a string
convert: bad.jsonl:12:1: game 12: expected '{'"
	assert_equal "$(summary)" "convert: 13 games, 12 errors"
}

@test "JSON: a wrong move names the game's players and the move" {
	printf '\n{"tags": {"White": "A", "Black": "B", "Event": "E"}, "moves": [{"san": "e4"}, {"san": "e5"}, {"san": "Ke3"}]}\n' > "$T/m.jsonl"
	run -1 --separate-stderr convert --to pgn "$T/m.jsonl"
	assert_output ""
	assert_equal "$stderr" "convert: $T/m.jsonl:2:102: game 1 (A - B, E): 2.Ke3: no white king can reach e3: White's king on e1 does not move to e3
convert: 1 game, 1 error"
}

@test "JSON: 10,000 nested brackets are an error, not a crash" {
	{ printf '{"moves": [], "x": '; printf '%.0s[' $(seq 10000); printf '%.0s]' $(seq 10000); printf '}\n'
	  printf '{"moves": '; printf '%.0s[' $(seq 10000); printf '\n'
	  printf '{"moves": [{"san": "e4"}]}\n'; } > "$T/deep.jsonl"
	run -1 --separate-stderr convert --to san "$T/deep.jsonl"
	assert_output "e4"
	assert_equal "$(diags)" "convert: $T/deep.jsonl:1:219: game 1: nested too deep
convert: $T/deep.jsonl:2:210: game 2: nested too deep"
	assert_equal "$(summary)" "convert: 3 games, 2 errors"
}

@test "JSON: \\u escapes are UTF-8; a byte that is not UTF-8 goes as \\uefXX and comes back" {
	printf '{"tags": {"White": "caf\\u00e9", "Black": "\\ud83d\\ude00\\u0100\\/", "Site": "caf\\udce9"}, "moves": []}\n' > "$T/u.jsonl"
	run -0 sh -c 'convert -q --to pgn "$1" | sed -n "2p;5,6p" | od -An -tx1 | tr -s " \n" " "' _ "$T/u.jsonl"
	# [Site "caf<E9>"]  [White "caf<C3 A9>"]  [Black "<F0 9F 98 80><C4 80>/"]
	assert_output " 5b 53 69 74 65 20 22 63 61 66 e9 22 5d 0a 5b 57 68 69 74 65 20 22 63 61 66 c3 a9 22 5d 0a 5b 42 6c 61 63 6b 20 22 f0 9f 98 80 c4 80 2f 22 5d 0a "
	run -0 sh -c 'convert -q --to json "$1" | jq -c "{White: .tags.White, Black: .tags.Black}"' _ "$T/u.jsonl"
	assert_output '{"White":"café","Black":"😀Ā/"}'
	# \udce9, as turncoat wrote such a byte before, still reads as 0xE9.
	# The ISO-8859-1 byte 0xE9 read from PGN goes out as U+EF80 + (0xE9 -
	# 0x80) = \uefe9 and comes back as the byte 0xE9
	run -0 sh -c 'convert -q --to pgn "$1" | convert -q --to json | grep -o "caf[^\"]*"' _ "$T/u.jsonl"
	assert_output 'caf\uefe9
café'
}

@test "JSON: a line over 64 KB (comments of 15,000 bytes) converts both ways" {
	c=$(printf '%.0sword ' $(seq 3000))
	printf '{"moves": [' > "$T/big.jsonl"
	for m in e4 e5 Nf3 Nc6 Bb5; do
		printf '{"san": "%s", "comment": "%s"}, ' $m "$c" >> "$T/big.jsonl"
	done
	printf '{"san": "a6"}]}\n' >> "$T/big.jsonl"
	run -0 --separate-stderr sh -c 'convert --to pgn "$1" > "$2"' _ "$T/big.jsonl" "$T/big.pgn"
	assert_equal "$stderr" "convert: 1 game, 0 errors"
	run -0 wide_movetext "$T/big.pgn"
	assert_output ""
	run -0 sh -c 'convert -q --to json "$1" | jq -r "[.moves[] | if .comment then .comment | length else \"-\" end] | join(\" \")"' _ "$T/big.pgn"
	assert_output "14999 14999 14999 14999 14999 -"
	run -0 sh -c 'convert -q --to json "$1" | convert -q --to pgn | cmp - "$2"' _ "$T/big.pgn" "$T/big.pgn"
}

@test "JSON: one huge comment (100 KB): converted, or refused as the PGN reader refuses it" {
	{ printf '{"moves": [{"san": "e4", "comment": "'; printf '%.0sxxxxxxxxx ' $(seq 10000); printf '"}]}\n'; } > "$T/huge.jsonl"
	run --separate-stderr convert --to pgn "$T/huge.jsonl"
	if [ "$status" -eq 0 ]; then
		printf '%s\n' "$output" | convert -q --to json > "$T/back.jsonl"
		run -0 jq -r '.moves[0].comment | length' "$T/back.jsonl"
		assert_output 99999
	else
		assert_equal "$status" 1
		assert_equal "$(diags)" "convert: $T/huge.jsonl:1:37: game 1: comment longer than 16384 bytes"
	fi
}

@test "comments joined from several are not made too long to read back" {
	# Two comments of 10,000 bytes after one move are joined into one of
	# 20,001 (the writer joins consecutive comments); the export must
	# read back the same: convert --to pgn A == A.
	x=$(printf '%.0sxxxxxxxxx ' $(seq 1000))
	printf '[Event "two comments"]\n\n1. e4 {%s} {%s} e5 *\n' "$x" "$x" > "$T/two.pgn"
	run -0 sh -c 'convert -q --to pgn "$1" > "$2"' _ "$T/two.pgn" "$T/A.pgn"
	run -0 --separate-stderr convert --to pgn "$T/A.pgn"
	assert_equal "$stderr" "convert: 1 game, 0 errors"
	run -0 sh -c 'convert -q --to json "$1" | convert -q --to pgn | cmp - "$2"' _ "$T/two.pgn" "$T/A.pgn"
}

# ---- the original long form ----------------------------------------------------

@test "long form: 'e5xd6 e.p.', 'd7c8=N', O-O, blank lines and '1.' between games" {
	# games.want.pgn and games.want.long were worked out by hand: game 2
	# ends after White's move and game 3 starts with "1." on the next
	# line; game 3 ends in mate, so its result is 0-1.
	cd "$DATA"
	run -0 --separate-stderr convert --to pgn games.long
	assert_equal "$output" "$(cat games.want.pgn)"
	assert_equal "$stderr" "convert: 4 games, 0 errors"
	run -0 sh -c 'convert -q --to long games.long | cmp - games.want.long'
	run -0 sh -c 'convert -q --to long games.want.pgn | cmp - games.want.long'
}

@test "long form: from PGN, no check marks, captures with x, one pair per line" {
	printf '[Event "x"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 Nf6 5. Nf3 Bf5 6. Bd2 e6 7. Bb5+ c6 8. Qe2 Bb4 9. O-O-O O-O *\n' > "$T/x.pgn"
	run -0 convert -q --to long "$T/x.pgn"
	assert_output "1. e2e4 d7d5
2. e4xd5 Qd8xd5
3. Nb1c3 Qd5a5
4. d2d4 Ng8f6
5. Ng1f3 Bc8f5
6. Bc1d2 e7e6
7. Bf1b5 c7c6
8. Qd1e2 Bf8b4
9. O-O-O O-O"
}

@test "long form: a game from a FEN or with a null move is refused, the others written" {
	printf '[Event "a"]\n[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/8/4K2R w K - 0 1"]\n\n1. Kd1 *\n\n[Event "b"]\n\n1. e4 -- 2. d4 *\n\n[Event "c"]\n\n1. c4 c5 *\n' > "$T/x.pgn"
	run -1 --separate-stderr convert --to long "$T/x.pgn"
	assert_output "1. c2c4 c7c5"
	assert_equal "$(diags)" "convert: $T/x.pgn:5:8: game 1 (? - ?, a): the long form cannot hold a game from a FEN position, with revealed lists or with a null move
convert: $T/x.pgn:9:7: warning: game 2 (? - ?, b): 1...--: null move (a pass)
convert: $T/x.pgn:9:16: game 2 (? - ?, b): the long form cannot hold a game from a FEN position, with revealed lists or with a null move"
	assert_equal "$(summary)" "convert: 3 games, 2 errors"
}

@test "long form: a wrong move has its line and column; the next game is read" {
	printf '1. e2e4 e7e5\n2. e4e5 d7d5\n\n1. d2d4 d7d5\n' > "$T/x.long"
	run -1 --separate-stderr convert --to san "$T/x.long"
	assert_output "d4 d5"
	assert_equal "$(diags)" "convert: $T/x.long:2:4: game 1: 2.e4e5: the pawn on e4 cannot reach e5: a pawn captures only diagonally, and e5 holds Black's pawn"
	assert_equal "$(summary)" "convert: 2 games, 1 error"
}

# ---- positions ---------------------------------------------------------------

@test "positions: --to afen is canonical; blank lines skipped; a bad line reported" {
	cd "$DATA"
	run -1 --separate-stderr convert --to afen positions.epd
	assert_output "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
r1bqkbnr/pppp1ppp/2n>5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3
4k3/8/8/8/8/8/8/4K3 w - - 0 1
4k3/8/8/8/8/8/8/4K3 b - - 3 40"
	assert_equal "$stderr" "convert: positions.epd:6:28: missing fullmove number: expected a decimal number"
}

@test "positions: --to epd keeps opcodes as read and the clocks" {
	cd "$DATA"
	run -1 --separate-stderr convert --to epd positions.epd
	assert_line --index 0 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - hmvc 0; fmvn 1;"
	assert_line --index 1 "r1bqkbnr/pppp1ppp/2n>5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - hmvc 2; fmvn 3;"
	assert_line --index 2 '4k3/8/8/8/8/8/8/4K3 w - - id "bare kings"; c0 "a; b";'
	assert_equal "${#lines[@]}" 4
	# line 4 had clocks 3 40 and an opcode: both must survive
	[[ "${lines[3]}" == '4k3/8/8/8/8/8/8/4K3 b - - '* ]]
	[[ "${lines[3]}" == *'id "six fields";'* ]]
	[[ "${lines[3]}" == *'hmvc 3;'* ]] || fail "clocks lost: ${lines[3]}"
	[[ "${lines[3]}" == *'fmvn 40;'* ]] || fail "clocks lost: ${lines[3]}"
}

@test "positions: the perft suites' ';D1 20 ;D2 400' comes out as EPD writes it, and reads back" {
	printf '%s\n' 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ;D1 20 ;D2 400' \
	    '4k3/8/8/8/8/8/8/4K3 w - - ;id "a;b" ;D1 5' > "$T/s.epd"
	run -0 convert --to epd "$T/s.epd"
	assert_output 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - D1 20; D2 400;
4k3/8/8/8/8/8/8/4K3 w - - id "a;b"; D1 5;'
	printf '%s\n' "$output" > "$T/w.epd"
	run -0 movegen -V chess --perft 2 -i "$T/w.epd"
	assert_output '400
25'
}

@test "positions: EPD hmvc and fmvn opcodes are the clocks" {
	# convert --to epd writes them; reading them must give them back.
	printf '%s\n' 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - hmvc 7; fmvn 12;' > "$T/p.epd"
	run -0 convert --to afen "$T/p.epd"
	assert_output "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 7 12"
}

@test "positions: AFEN -> EPD -> AFEN keeps the clocks" {
	printf '%s\n' '4k3/8/8/8/8/8/8/4K3 w - - 3 40' 'r1bqkbnr/pppp1ppp/2n>5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3' > "$T/p.afen"
	run -0 sh -c 'convert --to epd "$1" | convert --to afen' _ "$T/p.afen"
	assert_output "$(cat "$T/p.afen")"
}

@test "positions: --to fen refuses grey pieces unless --drop-marks" {
	cd "$DATA"
	run -1 --separate-stderr convert --to fen positions.epd
	assert_output "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
4k3/8/8/8/8/8/8/4K3 w - - 0 1
4k3/8/8/8/8/8/8/4K3 b - - 3 40"
	assert_equal "$stderr" "convert: positions.epd:2:1: the position has grey pieces, which FEN cannot show: use --to afen or --drop-marks
convert: positions.epd:6:28: missing fullmove number: expected a decimal number"
	run -1 --separate-stderr convert --to fen --drop-marks positions.epd
	assert_line --index 1 "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
	assert_equal "$stderr" "convert: positions.epd:6:28: missing fullmove number: expected a decimal number"
}

@test "positions: --to json" {
	cd "$DATA"
	run -1 --separate-stderr convert --to json positions.epd
	assert_equal "${#lines[@]}" 5
	assert_line --index 4 '{"afen": "4k3/8/8/8/8/8/8/4K3 w - - 0", "valid": false, "errors": [{"file": "positions.epd", "line": 6, "column": 28, "message": "missing fullmove number: expected a decimal number"}], "warnings": []}'
	run -0 sh -c 'convert -q --to json positions.epd | jq -c "[.afen, .valid, (.moves | length)]" | sed -n "1,4p"'
	assert_output '["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",true,20]
["r1bqkbnr/pppp1ppp/2n>5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",true,28]
["4k3/8/8/8/8/8/8/4K3 w - - 0 1",true,5]
["4k3/8/8/8/8/8/8/4K3 b - - 3 40",true,5]'
	run -0 sh -c 'convert -q --to json positions.epd | head -n 1 | jq -r ".moves | sort | join(\" \")"'
	assert_output "Na3 Nc3 Nf3 Nh3 a3 a4 b3 b4 c3 c4 d3 d4 e3 e4 f3 f4 g3 g4 h3 h4"
	run -0 --separate-stderr sh -c 'printf "%s\n" "4k3/8/8/8/8/8/8/4K3 w - - 0 0" | convert --to json'
	assert_equal "$stderr" "convert: <stdin>:1:29: warning: fullmove number 0: games start at move 1"
	assert_output '{"afen": "4k3/8/8/8/8/8/8/4K3 w - - 0 0", "valid": true, "errors": [], "warnings": [{"file": "<stdin>", "line": 1, "column": 29, "message": "fullmove number 0: games start at move 1"}], "moves": ["Kd1", "Kf1", "Kd2", "Ke2", "Kf2"]}'
}

@test "positions: --to san, lan and uci list the legal moves, challenges included" {
	# Worked out by hand for the grey knight position: Ke2, 12 pawn moves,
	# Na3 Nc3, Nf3 to d4 g5 h4 g1 and e5 (capture and challenge), Qe2,
	# Be2 Bd3 Bc4 Bb5 Ba6, Rg1: 28.
	cd "$DATA"
	run -0 sh -c 'sed -n 2p positions.epd | convert --to san | tr " " "\n" | sort | tr "\n" " "'
	assert_output "Ba6 Bb5 Bc4 Bd3 Be2 Ke2 N>e5 Na3 Nc3 Nd4 Ng1 Ng5 Nh4 Nxe5 Qe2 Rg1 a3 a4 b3 b4 c3 c4 d3 d4 g3 g4 h3 h4 "
	run -0 sh -c 'sed -n 2p positions.epd | convert --to lan | tr " " "\n" | grep "^N"'
	assert_output "Nb1-a3
Nb1-c3
Nf3>e5
Nf3-g1
Nf3-d4
Nf3-h4
Nf3xe5
Nf3-g5"
	run -0 sh -c 'sed -n 2p positions.epd | convert --to uci | tr " " "\n" | grep "^f3" | sort'
	assert_output "f3>e5
f3d4
f3e5
f3g1
f3g5
f3h4"
}

@test "diagrams: --to text of the start position" {
	run -0 sh -c 'echo "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" | convert --to text'
	assert_output " 8 ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜
 7 ♟ ♟ ♟ ♟ ♟ ♟ ♟ ♟
 6 · · · · · · · ·
 5 · · · · · · · ·
 4 · · · · · · · ·
 3 · · · · · · · ·
 2 ♙ ♙ ♙ ♙ ♙ ♙ ♙ ♙
 1 ♖ ♘ ♗ ♕ ♔ ♗ ♘ ♖
   a b c d e f g h
White to move, castling KQkq, en passant -"
}

@test "diagrams: --to text shows '>' after a grey piece's glyph" {
	run -0 sh -c 'sed -n 2p "$1" | convert --to text' _ "$DATA/positions.epd"
	assert_output " 8 ♜ · ♝ ♛ ♚ ♝ ♞ ♜
 7 ♟ ♟ ♟ ♟ · ♟ ♟ ♟
 6 · · ♞>· · · · ·
 5 · · · · ♟ · · ·
 4 · · · · ♙ · · ·
 3 · · · · · ♘ · ·
 2 ♙ ♙ ♙ ♙ · ♙ ♙ ♙
 1 ♖ ♘ ♗ ♕ ♔ ♗ · ♖
   a b c d e f g h
White to move, castling KQkq, en passant -, > marks a grey piece"
	# an en passant square and no castling
	run -0 sh -c 'echo "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2" | convert --to text | sed -n 10p'
	assert_output "White to move, castling -, en passant d6"
}

@test "diagrams: --to text of a game is its final position" {
	run -0 sh -c 'convert -q --to text "$1" | tail -n 11' _ "$DATA/writer.pgn"
	assert_output " 8 ♜ ♞ ♝ ♛ ♚ ♝ · ♜
 7 ♟ ♟ ♟ · ♟ ♟ ♟ ♟
 6 · · · · · ♞ · ·
 5 · · · ♙>· · · ·
 4 · · · · ♙ · · ·
 3 · · · · · · · ·
 2 ♙ ♙ ♙ ♙ · ♙ ♙ ♙
 1 ♖ ♘ ♗ ♕ ♔ ♗ ♘ ♖
   a b c d e f g h
Black to move, last move e4-d5, castling KQkq, en passant -, > marks a grey piece"
	# (the last move, 3. e>d5, challenges from e4)
}

@test "diagrams: --to svg is well-formed; a grey piece has the dashed ring" {
	sed -n 2p "$DATA/positions.epd" | convert --to svg > "$T/grey.svg"
	if command -v xmllint > /dev/null; then
		run -0 xmllint --noout "$T/grey.svg"
	fi
	run -0 grep -c '<svg ' "$T/grey.svg"
	assert_output 1
	run -0 grep -c '</svg>' "$T/grey.svg"
	assert_output 1
	# one ring, on c6 (file 2, rank 6: x = 20 + 2*45 + 22, y = 20 + 2*45 + 22)
	run -0 grep -c 'stroke-dasharray' "$T/grey.svg"
	assert_output 1
	run -0 grep -c '<circle cx="132" cy="132" .*stroke-dasharray' "$T/grey.svg"
	assert_output 1
	# 32 pieces, the AFEN in the description
	run -0 grep -c 'font-size="37"' "$T/grey.svg"
	assert_output 32
	run -0 grep -F '<desc>r1bqkbnr/pppp1ppp/2n&gt;5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3</desc>' "$T/grey.svg"
	# no grey piece: no ring
	run -1 sh -c 'sed -n 1p "$1" | convert --to svg | grep stroke-dasharray' _ "$DATA/positions.epd"
}

@test "diagrams: --to svg of several games is refused; --game picks one, titles escaped" {
	printf '[White "A & <B>"]\n[Black "\\"C\\""]\n[Event "E"]\n\n1. e4 d5 2. e>d5 *\n\n1. d4 *\n' > "$T/s.pgn"
	run -2 --separate-stderr convert -q --to svg "$T/s.pgn"
	assert_output ""
	assert_equal "$stderr" "convert: --to svg: the input holds 2 games, and an SVG document shows one: pick one with --game N (or use --to text)"
	convert -q --to svg --game 1 "$T/s.pgn" > "$T/s1.svg"
	convert -q --to svg --game 2 "$T/s.pgn" > "$T/s2.svg"
	run -0 grep -c '<svg ' "$T/s1.svg" "$T/s2.svg"
	assert_output "$T/s1.svg:1
$T/s2.svg:1"
	run -0 grep -F '<title>game 1 (A &amp; &lt;B&gt; - &quot;C&quot;, E), final position</title>' "$T/s1.svg"
	run -0 grep -F '<title>game 2, final position</title>' "$T/s2.svg"
	run -0 xmllint --noout "$T/s1.svg" "$T/s2.svg"
}

# ---- games as positions --------------------------------------------------------

@test "games: --to afen, fen and epd give the position after each ply" {
	# Worked out by hand: game 2 of games.long (plies 17-23) and the
	# Allegiance game 4 (plies 28-31).
	cd "$DATA"
	run -0 sh -c 'convert -q --to afen games.long | sed -n "17,23p;28,31p"'
	assert_output "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
rnbqkbnr/1ppppppp/p7/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2
rnbqkbnr/1ppppppp/p7/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2
rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3
rnbqkbnr/1pp1pppp/p2P4/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3
rnbqkbnr/1p2pppp/p2p4/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 4
rnbqkbnr/1p2pppp/p2p4/7Q/8/8/PPPP1PPP/RNB1KBNR b KQkq - 1 4
rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1
rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq e6 0 2
rnbqkbnr/pppp1ppp/8/4p>3/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 1 2
rnbqkb1r/pppp1ppp/5n2/4p>3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 2 3"
	run -0 sh -c 'convert -q --to afen games.long | wc -l'
	assert_output 31
	run -0 sh -c 'convert -q --to epd games.long | sed -n "17p;30p"'
	assert_output "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 hmvc 0; fmvn 1;
rnbqkbnr/pppp1ppp/8/4p>3/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - hmvc 1; fmvn 2;"
}

@test "games: --to fen refuses a game with grey pieces, all of it, unless --drop-marks" {
	cd "$DATA"
	run -1 --separate-stderr convert --to fen games.long
	assert_equal "${#lines[@]}" 27
	assert_equal "$(diags)" "convert: games.long:19:1: game 4: a position of the game has grey pieces, which FEN cannot show: use --to afen or --drop-marks"
	assert_equal "$(summary)" "convert: 4 games, 1 error"
	run -0 sh -c 'convert -q --to fen --drop-marks games.long | tail -n 2'
	assert_output "rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 1 2
rnbqkb1r/pppp1ppp/5n2/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 2 3"
	run -1 --separate-stderr convert --to fen allegiance.pgn
	assert_output ""
	assert_equal "$(summary)" "convert: 3 games, 3 errors"
}

# ---- bad input ------------------------------------------------------------------

@test "bad moves: no piece, ambiguous, pinned, capture or challenge, a challenge no piece can make" {
	cd "$DATA"
	run -1 --separate-stderr convert --to san bad-moves.pgn
	assert_output "c4"
	assert_equal "$(diags)" "convert: bad-moves.pgn:6:13: game 1 (A - B, no piece can reach the square): 2.Nf5: no white knight can reach f5: White's knights on b1 and g1 do not move to f5
convert: bad-moves.pgn:13:24: game 2 (C - D, two knights can go to e2): 3.Ne2: ambiguous: Nge2 or Nce2
convert: bad-moves.pgn:20:35: game 3 (E - F, a pinned knight): 4.Nd5: the white knight on c3 is pinned
convert: bad-moves.pgn:28:24: game 4 (G - H, capture or challenge): 3.Ne5: ambiguous between capture and challenge: Nxe5 or N>e5
convert: bad-moves.pgn:36:17: game 5 (I - J, a challenge no knight can make): 2...N>e5: no black knight can reach e5: Black's knights on f6 and b8 do not move to e5"
	assert_equal "$(summary)" "convert: 6 games, 5 errors"
	# the same games as JSON Lines give the same errors, but for where
	run -1 --separate-stderr sh -c 'convert --to json bad-moves.pgn'
	assert_equal "$(diags)" "$(convert --to san bad-moves.pgn 2>&1 >/dev/null | sed '$d')"
}

@test "results: a move after mate, after fivefold repetition, wrong results, no result" {
	cd "$DATA"
	run -1 --separate-stderr convert --to san bad-results.pgn
	assert_output "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 e4
f3 e5 g4 Qh4#
e4 e5"
	# After mate no move is legal: the warning and an error.
	assert_equal "$(diags)" "convert: bad-results.pgn:6:24: warning: game 1 (A - B, a move after mate): 3.a3: move after the end of the game (checkmate)
convert: bad-results.pgn:6:24: game 1 (A - B, a move after mate): 3.a3: the white pawn on a2 to a3 does not answer the check from Black's queen on h4
convert: bad-results.pgn:14:15: warning: game 2 (C - D, a move after fivefold repetition): 9.e4: move after the end of the game (fivefold repetition)
convert: bad-results.pgn:21:21: game 3 (E - F, mate, but the result says 1-0): result 1-0, but the game ended in checkmate: expected 0-1
convert: bad-results.pgn:28:21: warning: game 4 (G - H, mate, the result says *): result *, but the game ended in checkmate (0-1)
convert: bad-results.pgn:35:10: warning: game 5 (I - J, the result differs from the tag): result 0-1 differs from the Result tag 1-0
convert: bad-results.pgn:42:1: game 6 (K - L, no result at all): game without a result: expected 1-0, 0-1, 1/2-1/2 or *"
	assert_equal "$(summary)" "convert: 6 games, 3 errors"
	run -1 --separate-stderr convert --strict --to san bad-results.pgn
	assert_output ""
	# Game 1's warning and error are two.
	assert_equal "$(summary)" "convert: 6 games, 7 errors (4 of them warnings: --strict)"
}

@test "unterminated comment, variation and tag: the next games are read" {
	cd "$DATA"
	run -1 --separate-stderr convert --to san unterminated.pgn
	assert_output "Nf3"
	assert_equal "$(diags)" "convert: unterminated.pgn:6:7: game 1 (A - B, comment left open): unterminated comment: expected '}' before the next tag pair
convert: unterminated.pgn:13:26: game 2 (C - D, variation left open): result * inside a variation
convert: unterminated.pgn:16:1: game 3 (? - F, value left open): unterminated tag value"
	assert_equal "$(summary)" "convert: 4 games, 3 errors"
}

@test "truncated files: in a move, after a move, in a comment, in a tag" {
	head='[Event "one"]\n[Result "*"]\n\n1. e4 e5 *\n\n[Event "cut"]\n[Result "*"]\n\n'
	printf "$head"'1. d4 d5 2. Nf' > "$T/move.pgn"
	printf "$head"'1. d4 d5 2. Nf3' > "$T/after.pgn"
	printf "$head"'1. d4 d5 2. c4 {open comment at the end' > "$T/comment.pgn"
	printf "$head"'1. d4 (1. c4' > "$T/variation.pgn"
	printf '[Event "one"]\n[Result "*"]\n\n1. e4 e5 *\n\n[Event "cut"]\n[Resu' > "$T/tag.pgn"
	cd "$T"
	for f in move after comment variation tag; do
		run -1 --separate-stderr convert --to san $f.pgn
		assert_equal "$f: $output" "$f: e4 e5"
		assert_equal "$f: $(summary)" "$f: convert: 2 games, 1 error"
	done
	run -1 --separate-stderr convert --to san move.pgn after.pgn comment.pgn variation.pgn tag.pgn
	assert_equal "$(diags)" "convert: move.pgn:9:13: game 2 (? - ?, cut): 2.Nf: the input ends after 'Nf', which is not a whole move
convert: after.pgn:9:16: game 2 (? - ?, cut): game without a result: expected 1-0, 0-1, 1/2-1/2 or *
convert: comment.pgn:9:16: game 2 (? - ?, cut): unterminated comment: expected '}'
convert: variation.pgn:9:13: game 2 (? - ?, cut): unterminated variation: expected ')'
convert: tag.pgn:7:1: game 2 (? - ?, cut): tag without a value: expected [Name \"value\"]"
	assert_equal "$(summary)" "convert: 10 games, 5 errors"
}

@test "garbage and NUL bytes: an error in the game they are in, the next game read" {
	printf '[Event "x"]\n\n1. e4 \001\377\376 e5 *\n\n[Event "y"]\n\n1. d4 *\n' > "$T/garbage.pgn"
	printf '[Event "x"]\n\n1. e4 e5\000 2. Nf3 *\n\n[Event "y"]\n\n1. d4 *\n' > "$T/nul.pgn"
	cd "$T"
	run -1 --separate-stderr convert --to san garbage.pgn nul.pgn
	assert_output "d4
d4"
	assert_equal "$(diags)" "convert: garbage.pgn:3:7: game 1 (? - ?, x): unexpected byte \\x01
convert: nul.pgn:3:9: game 1 (? - ?, x): unexpected byte \\x00"
	assert_equal "$(summary)" "convert: 4 games, 2 errors"
	# bytes only, no game
	printf '\000\000\000' > nuls
	run -1 --separate-stderr convert --to san nuls
	assert_output ""
	assert_equal "$stderr" "convert: nuls:1:1: unexpected byte \\x00
convert: 0 games, 1 error"
}

@test "1 MB lines: of white space, a comment, a token, JSON, a position" {
	mb() { head -c 1048576 /dev/zero | tr '\0' "$1"; }
	{ printf '[Event "spaces"]\n\n1. e4'; mb ' '; printf 'e5 *\n'; } > "$T/spaces.pgn"
	{ printf '[Event "comment"]\n\n1. e4 {'; mb x; printf '} e5 *\n\n[Event "next"]\n\n1. d4 *\n'; } > "$T/comment.pgn"
	{ printf '1. e4 e5 '; mb x; printf ' *\n\n[Event "next"]\n\n1. d4 *\n'; } > "$T/token.pgn"
	{ printf '{"moves": [{"san": "e4"}], "junk": "'; mb x; printf '"}\n{"moves": [{"san": "d4"}]}\n'; } > "$T/line.jsonl"
	{ printf '4k3/8/8/8/8/8/8/4K3 w - - 0 1\n'; mb x; printf '\n4k3/8/8/8/8/8/8/3K4 w - - 0 1\n'; } > "$T/pos.afen"
	cd "$T"
	run -0 --separate-stderr convert --to pgn spaces.pgn
	assert_line --index 7 "1. e4 e5 *"
	run -1 --separate-stderr convert --to san comment.pgn token.pgn
	assert_output "d4
d4"
	assert_equal "$(diags)" "convert: comment.pgn:3:7: game 1 (? - ?, comment): comment longer than 16384 bytes
convert: token.pgn:1:10: game 1: token longer than 16384 bytes"
	assert_equal "$(summary)" "convert: 4 games, 2 errors"
	run -0 --separate-stderr convert --to san line.jsonl
	assert_output "e4
d4"
	run -1 --separate-stderr convert --to afen pos.afen
	assert_output "4k3/8/8/8/8/8/8/4K3 w - - 0 1
4k3/8/8/8/8/8/8/3K4 w - - 0 1"
	assert_equal "${stderr%%$'\n'*}" "convert: pos.afen:2:1: unexpected 'x' in the piece placement: expected a piece letter (KQRBNP, kqrbnp), a digit 1-8 or '/'"
}

@test "100,000 games in one file: all converted, in little memory" {
	awk 'BEGIN { for (i = 1; i <= 100000; i++)
	    printf "[Event \"g%d\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n", i }' > "$T/100k.pgn"
	# No limit on the time it takes, which the machine's speed and load
	# decide: make bench measures speed.
	if [ -x /usr/bin/time ]; then
		run -0 --separate-stderr /usr/bin/time -f 'rss %M' sh -c 'convert --to san "$1" | sort | uniq -c' _ "$T/100k.pgn"
		rss=${stderr##*rss }
		[ "$rss" -lt 65536 ] || fail "max RSS $rss KB"
		stderr=${stderr%$'\n'*}
	else
		run -0 --separate-stderr sh -c 'convert --to san "$1" | sort | uniq -c' _ "$T/100k.pgn"
	fi
	assert_output " 100000 f3 e5 g4 Qh4#"
	assert_equal "$stderr" "convert: 100000 games, 0 errors"
	run -0 sh -c 'convert -q --to json "$1" | convert -q --to pgn | cmp - "$2"' _ "$T/100k.pgn" \
	    <(convert -q --to pgn "$T/100k.pgn")
}

@test "a full device is an I/O error: exit 2" {
	[ -w /dev/full ] || skip "no /dev/full"
	run -2 --separate-stderr sh -c 'convert -q --to pgn "$1" > /dev/full' _ "$DATA/games.long"
	assert_equal "$stderr" "convert: write error: No space left on device"
	run -2 --separate-stderr sh -c 'convert -q --to afen "$1" > /dev/full' _ "$DATA/positions.epd"
	assert_equal "$stderr" "convert: write error: No space left on device"
}

@test "a closed pipe: convert stops, quietly, neither hanging nor crashing" {
	X=$SHARED/games-annotated-2k.pgn
	run -0 --separate-stderr timeout 60 bash -c 'convert -q --to json "$1" | head -n 1 | cut -c 1-11; echo "${PIPESTATUS[0]}" >&2' _ "$X"
	assert_output '{"game": 1,'
	# killed by SIGPIPE (141), or a write error (2); never a crash
	[[ "$stderr" == 141 || "$stderr" == "convert: write error: Broken pipe"$'\n'2 ]] || fail "$stderr"
	# with SIGPIPE ignored, as some callers leave it
	run -0 --separate-stderr timeout 60 bash -c 'trap "" PIPE; convert -q --to pgn "$1" | head -n 1; echo "${PIPESTATUS[0]}" >&2' _ "$X"
	assert_output '[Event "Rated Bullet game"]'
	assert_equal "$stderr" "convert: write error: Broken pipe
2"
}

@test "games without moves: nothing to write as positions, their result as moves" {
	# Under SANITIZE=1 this once stopped convert: fwrite() of a buffer
	# never allocated (a null pointer, even for 0 bytes, is undefined).
	printf '[Event "x"]\n\n*\n\n{only a comment} 1/2-1/2\n' > "$T/empty.pgn"
	for to in afen fen epd; do
		run -0 --separate-stderr convert --to $to "$T/empty.pgn"
		assert_equal "$to: $output" "$to: "
		assert_equal "$to: $stderr" "$to: convert: 2 games, 0 errors"
	done
	# A move list is never a blank line: a game without moves is its
	# result (convert --from san reads it back as such).
	run -0 --separate-stderr convert --to san "$T/empty.pgn"
	assert_output "*
1/2-1/2"
}

@test "positions: a warning is written with the position; with --strict it is an error" {
	# column 29: the fullmove number of a 19-column board field
	printf '4k3/8/8/8/8/8/8/4K3 w - - 0 0\n4k3/8/8/8/8/8/8/3K4 w - - 0 1\n' > "$T/p.afen"
	run -0 --separate-stderr convert --to afen "$T/p.afen"
	assert_output "4k3/8/8/8/8/8/8/4K3 w - - 0 0
4k3/8/8/8/8/8/8/3K4 w - - 0 1"
	assert_equal "$stderr" "convert: $T/p.afen:1:29: warning: fullmove number 0: games start at move 1"
	run -1 --separate-stderr convert --strict --to afen "$T/p.afen"
	assert_output "4k3/8/8/8/8/8/8/3K4 w - - 0 1"
	assert_equal "$stderr" "convert: $T/p.afen:1:29: fullmove number 0: games start at move 1"
}

@test "position lines: text after the position is an error, the next line is read" {
	local START=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR
	printf '%s\n' "$START w KQkq - 0 1 hello world" "$START w KQkq - bm e4;" \
	    >"$T/p.epd"
	run -1 --separate-stderr convert --to afen "$T/p.epd"
	assert_output "$START w KQkq - 0 1"
	assert_equal "$stderr" "convert: $T/p.epd:1:58: unexpected text after the position: 'hello world'"
}
