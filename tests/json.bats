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
