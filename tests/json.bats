#!/usr/bin/env bats
# convert --to json and --from json: bytes that are not UTF-8 survive a
# trip through jq (OPTU-8), JSON without the per-ply positions
# (--no-positions), and the clock and evaluation commands of comments as
# numbers.
#
# Expected outputs are worked out in the comments: a byte b that is not
# part of UTF-8 is written as U+EF80 + (b - 0x80), the positions are the
# FEN of each move by hand, and the numbers are the commands' values.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup convert shared
}

# --------------------------------------------------------------------------
# Bytes through JSON

@test "OPTU-8: ISO-8859-1 pgnextract-odds.pgn through jq comes back byte for byte" {
	F=$QUIRKS/pgnextract-odds.pgn
	convert -q --to pgn "$F" > "$T/direct.pgn"
	convert -q --to json "$F" | jq -c . | convert -q --to pgn > "$T/jq.pgn"
	cmp "$T/direct.pgn" "$T/jq.pgn"
	# The file is ISO-8859-1: game 3's White holds the byte 0xE7.
	run -0 grep -c $'Fran\xe7ois' "$T/jq.pgn"
	[ "$output" -gt 0 ]
}

@test "OPTU-8: the JSON text of an ISO-8859-1 name" {
	# Game 3's White is "Fran<E7>ois Andr<E9> Philidor": 0xE7 - 0x80 =
	# 0x67, U+EF80 + 0x67 = U+EFE7; 0xE9 - 0x80 = 0x69, so U+EFE9.
	run -0 sh -c 'convert -q --to json "$1" | sed -n 3p | grep -o "\"White\": \"[^\"]*\""' _ "$QUIRKS/pgnextract-odds.pgn"
	assert_output '"White": "Fran\uefe7ois Andr\uefe9 Philidor"'
	# jq keeps U+EFE7 as its UTF-8, EE BF A7 (1110 1110, 10 111111,
	# 10 100111), where a lone surrogate would become U+FFFD.
	run -0 sh -c 'convert -q --to json "$1" | sed -n 3p | jq -j .tags.White | od -An -tx1 | tr -s " \n" " "' _ "$QUIRKS/pgnextract-odds.pgn"
	assert_output " 46 72 61 6e ee bf a7 6f 69 73 20 41 6e 64 72 ee bf a9 20 50 68 69 6c 69 64 6f 72 "
}

@test "OPTU-8: UTF-8 for U+EF85 in a PGN name is escaped byte by byte and comes back" {
	# U+EF85 is EE BE 85 in UTF-8; each byte stands for itself:
	# 0xEE -> U+EFEE, 0xBE -> U+EFBE, 0x85 -> U+EF85.  "é" (C3 A9) is
	# valid UTF-8 outside the range and stays as it is.
	printf '[White "A\356\276\205B"]\n[Black "\303\251"]\n\n1. e4 {x\356\276\205y} *\n' > "$T/u.pgn"
	run -0 sh -c 'convert -q --to json "$1" | jq -c "[.tags.White, .tags.Black, .moves[0].comment]" -a' _ "$T/u.pgn"
	assert_output '["A\uefee\uefbe\uef85B","\u00e9","x\uefee\uefbe\uef85y"]'
	run -0 sh -c 'convert -q --to json "$1" | grep -o "\"White\": \"[^\"]*\""' _ "$T/u.pgn"
	assert_output '"White": "A\uefee\uefbe\uef85B"'
	convert -q --to pgn "$T/u.pgn" > "$T/direct.pgn"
	convert -q --to json "$T/u.pgn" | jq -c . | convert -q --to pgn > "$T/jq.pgn"
	cmp "$T/direct.pgn" "$T/jq.pgn"
	run -0 grep -c $'A\356\276\205B' "$T/jq.pgn"
	assert_output 1
}

@test "OPTU-8: \\uef80 to \\uefff read as bytes, raw or escaped, and the old \\udcXX too" {
	# U+EF80 -> 0x80, U+EFFF -> 0xFF; raw EE BF A7 is U+EFE7 -> 0xE7;
	# \udce9 (as turncoat wrote before) -> 0xE9; \uef7f (EE BD BF) and
	# \uf000 (EF 80 80) are outside the range and stay UTF-8.
	printf '{"tags": {"White": "\\uef80\\uEFFF\356\277\247\\udce9", "Black": "\\uef7f\\uf000"}, "moves": []}\n' > "$T/b.jsonl"
	run -0 sh -c 'convert -q --to pgn "$1" | sed -n "5,6p" | od -An -tx1 | tr -s " \n" " "' _ "$T/b.jsonl"
	# [White "<80><FF><E7><E9>"]  [Black "<EE BD BF><EF 80 80>"]
	assert_output " 5b 57 68 69 74 65 20 22 80 ff e7 e9 22 5d 0a 5b 42 6c 61 63 6b 20 22 ee bd bf ef 80 80 22 5d 0a "
}

@test "OPTU-8: a position line's text in JSON" {
	# An invalid line is echoed: 0xE7 -> \uefe7.
	printf 'k7/8/8/8/8/8\347/8/K7 w - - 0 1\n' > "$T/p.epd"
	run -1 --separate-stderr convert -q --from afen --to json "$T/p.epd"
	run -0 grep -o '"afen": "[^"]*"' <<< "$output"
	assert_output '"afen": "k7/8/8/8/8/8\uefe7/8/K7 w - - 0 1"'
}

# --------------------------------------------------------------------------
# --no-positions

START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'

@test "--no-positions: no \"afen\" in the moves, nor in variations; \"start\" stays" {
	printf '[White "Ann"]\n\n1. e4!? {a good start} (1. d4) e5 *\n' > "$T/g.pgn"
	run -0 --separate-stderr convert --to json --no-positions "$T/g.pgn"
	assert_output '{"game": 1, "tags": {"White": "Ann"}, "variant": "Standard", "start": "'"$START"'", "moves": [{"ply": 1, "san": "e4", "uci": "e2e4", "nags": [5], "comment": "a good start", "variations": [[{"ply": 1, "san": "d4", "uci": "d2d4"}]]}, {"ply": 2, "san": "e5", "uci": "e7e5"}], "result": "*", "status": ""}'
	assert_equal "$stderr" "convert: 1 game, 0 errors"
	# Without it, each move has its position: after 1. e4 the pawn
	# stands on e4 (rank 4: 4P3, rank 2: PPPP1PPP), Black to move, en
	# passant e3; after 1. d4, on d4; after 1... e5, on e5, e6.
	run -0 convert -q --to json "$T/g.pgn"
	assert_output '{"game": 1, "tags": {"White": "Ann"}, "variant": "Standard", "start": "'"$START"'", "moves": [{"ply": 1, "san": "e4", "uci": "e2e4", "afen": "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "nags": [5], "comment": "a good start", "variations": [[{"ply": 1, "san": "d4", "uci": "d2d4", "afen": "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1"}]]}, {"ply": 2, "san": "e5", "uci": "e7e5", "afen": "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"}], "result": "*", "status": ""}'
}

@test "--no-positions: the JSON reads back to the same PGN" {
	printf '[White "Ann"]\n\n1. e4!? {a good start} (1. d4) e5 *\n' > "$T/g.pgn"
	convert -q --to pgn "$T/g.pgn" > "$T/direct.pgn"
	convert -q --to json --no-positions "$T/g.pgn" | convert -q --from json --to pgn > "$T/back.pgn"
	cmp "$T/direct.pgn" "$T/back.pgn"
	awk '/^\[Event /{n++} n <= 50' "$SHARED/games-annotated-2k.pgn" > "$T/a.pgn"
	convert -q --to pgn "$T/a.pgn" > "$T/direct.pgn"
	convert -q --to json --no-positions "$T/a.pgn" | convert -q --from json --to pgn > "$T/back.pgn"
	cmp "$T/direct.pgn" "$T/back.pgn"
	run -1 grep -c '"afen"' < <(convert -q --to json --no-positions "$T/a.pgn")
	assert_output 0
}

@test "--no-positions is in the usage" {
	run -0 convert --help
	assert_output --partial "[--no-positions]"
}

# --------------------------------------------------------------------------
# Clock and evaluation commands as numbers

@test "commands: [%clk], [%emt] and [%eval] of a move's comment as numbers" {
	# 1. e4: 0:03:21 is 3 * 60 + 21 = 201 s; eval 0.35 pawns.
	# 1... e5: 3.2 s and 3.25 s, fractions as written; mate in 3 for Black.
	# 2. Nf3: 1:99:00 has 99 minutes and "abc" is no number: nothing.
	# 2... Nc6: 1:02:03 is 3600 + 120 + 3 = 3723 s; -1.20 as written.
	# 3. Bb5: 10:00:00.0 is 36000.0 s; "+00.5" is 0.5 (JSON has no "+"
	# nor leading zeros); the second eval and clock do not count.
	printf '%s\n' '1. e4 {[%clk 0:03:21] [%eval 0.35]} e5 {[%clk 0:00:03.2][%emt 0:00:03.25] [%eval #-3]}' \
	    '2. Nf3 {[%clk 1:99:00] [%eval abc]} Nc6 {[%eval -1.20] [%emt 1:02:03]}' \
	    '3. Bb5 {[%clk 10:00:00.0] [%eval +00.5] [%eval #3] [%clk 0:00:01]} *' > "$T/c.pgn"
	run -0 sh -c 'convert -q --to json --no-positions "$1" | sed "s/.*\"moves\": //"' _ "$T/c.pgn"
	assert_output '[{"ply": 1, "san": "e4", "uci": "e2e4", "comment": "[%clk 0:03:21] [%eval 0.35]", "clk": 201, "eval": 0.35}, {"ply": 2, "san": "e5", "uci": "e7e5", "comment": "[%clk 0:00:03.2][%emt 0:00:03.25] [%eval #-3]", "clk": 3.2, "emt": 3.25, "mate": -3}, {"ply": 3, "san": "Nf3", "uci": "g1f3", "comment": "[%clk 1:99:00] [%eval abc]"}, {"ply": 4, "san": "Nc6", "uci": "b8c6", "comment": "[%eval -1.20] [%emt 1:02:03]", "emt": 3723, "eval": -1.20}, {"ply": 5, "san": "Bb5", "uci": "f1b5", "comment": "[%clk 10:00:00.0] [%eval +00.5] [%eval #3] [%clk 0:00:01]", "clk": 36000.0, "eval": 0.5}], "result": "*", "status": ""}'
	# The numbers are not read back: the PGN is the same.
	convert -q --to pgn "$T/c.pgn" > "$T/direct.pgn"
	convert -q --to json "$T/c.pgn" | jq -c . | convert -q --to pgn > "$T/back.pgn"
	cmp "$T/direct.pgn" "$T/back.pgn"
}

@test "commands: malformed ones give no number and no error" {
	# Minutes or seconds over 59 or not two digits, no hours, a missing
	# value, junk after the value, a bare dot, "#" alone, "1e3", no space.
	printf '%s\n' '1. e4 {[%clk 0:60:00] [%clk 0:1:00] [%clk :01:00] [%clk] [%emt 0:00:01 x] [%emt 0:00:01.]}' \
	    'e5 {[%eval .5] [%eval #] [%eval 1e3] [%eval 0.3,20] [%clk0:00:01] [%eval 1.] [%eval --1]} *' > "$T/m.pgn"
	run -0 --separate-stderr convert --to json --no-positions "$T/m.pgn"
	run -0 jq -c '[.moves[] | keys]' <<< "$output"
	assert_output '[["comment","ply","san","uci"],["comment","ply","san","uci"]]'
	assert_equal "$stderr" "convert: 1 game, 0 errors"
}

@test "commands: games-annotated-2k.pgn gives a number for every [%clk] and [%eval]" {
	# The file has 172631 [%clk H:MM:SS] commands and 172343 [%eval ...]:
	# 166433 in pawns and 5910 mates (counted by grep below), each in a
	# comment after a move, one of each kind per comment.
	F=$SHARED/games-annotated-2k.pgn
	run -0 sh -c 'grep -o "\[%clk [0-9]*:[0-5][0-9]:[0-5][0-9]\]" "$1" | wc -l' _ "$F"
	assert_equal "$output" 172631
	run -0 sh -c 'grep -o "\[%eval -\{0,1\}[0-9]*\.[0-9]*\]" "$1" | wc -l' _ "$F"
	assert_equal "$output" 166433
	run -0 sh -c 'grep -o "\[%eval #-\{0,1\}[0-9]*\]" "$1" | wc -l' _ "$F"
	assert_equal "$output" 5910
	convert -q --to json --no-positions "$F" > "$T/a.jsonl"
	run -0 jq -s -c '[([.[].moves[] | select(.clk)] | length), ([.[].moves[] | select(.eval)] | length), ([.[].moves[] | select(.mate)] | length)]' "$T/a.jsonl"
	assert_output '[172631,166433,5910]'
	# Game 1: 1. d4 { [%eval 0.3] [%clk 0:01:00] } 1... d5 { [%eval 0.35]
	# [%clk 0:01:00] } 2. Nc3 { [%eval -0.12] ... } 2... e5 {... 0:00:58 }
	run -0 sh -c 'head -n 1 "$1" | jq -c "[.moves[:4][] | [.clk, .eval]]"' _ "$T/a.jsonl"
	assert_output '[[60,0.3],[60,0.35],[60,-0.12],[58,0.93]]'
}

@test "game JSON: each ply of a variant with keys or pockets carries them as fields" {
	# Crazyhouse: after 1. e4 d5 2. exd5 Qxd5 each side has taken a
	# pawn, which changes sides: White holds a P, Black a p.
	run -0 --separate-stderr convert --to json <<-'EOF'
	[Variant "Crazyhouse"]

	1. e4 d5 2. exd5 Qxd5 *
	EOF
	run -0 jq -c '[.moves[] | .pockets]' <<< "$output"
	assert_output '[{"White":"","Black":""},{"White":"","Black":""},{"White":"P","Black":""},{"White":"P","Black":"p"}]'
	# Three-check: 2. Bb5+ is White's first check; the key is left out
	# at 0+0, as the notation leaves it out (turncoat(7)).
	run -0 --separate-stderr convert --to json <<-'EOF'
	[Variant "Three-check"]

	1. e4 d5 2. Bb5+ *
	EOF
	run -0 jq -c '[.moves[] | .keys.checks]' <<< "$output"
	assert_output '[null,null,"1+0"]'
	# Standard chess has neither; --no-positions leaves them out.
	run -0 --separate-stderr convert --to json <<< '1. e4 *'
	refute_output --partial pockets
	refute_output --partial keys
	printf '[Variant "Crazyhouse"]\n\n1. e4 d5 2. exd5 *\n' > "$BATS_TEST_TMPDIR/z.pgn"
	run -0 --separate-stderr convert --to json --no-positions "$BATS_TEST_TMPDIR/z.pgn"
	refute_output --partial pockets
}
