#!/usr/bin/env bats
# Parts by bytes (pgn-replay(1), convert(1): --bytes START-END, --part
# K/N): the parts of a file, run one by one and joined in order, print
# what one process prints over the whole file, byte for byte.
#
# The reference is one process.  Where the output names no game by its
# number (positions, PGN, move lists), that is the tool run as usual;
# where it does (JSON, messages), a part names games by their byte
# offsets, and the reference is one process over the whole file as one
# part, --bytes 0-, itself checked against the usual run with the numbers
# and offsets taken out.  Summaries are added up as the README does.
#
# Times on the 2-core development machine, other work beside: about 3 min,
# 1 min of CPU, most of it the sweeps over every offset of the small file.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup parts shared
	SMALL=$DATA/small.pgn
	cd "$T"
}

# one NAME CMD...: run CMD, leaving its output in $T/NAME.out, its
# diagnostics (the summary's time taken out) in $T/NAME.err and its
# status in $T/NAME.st.
one() {
	local name=$1 st
	shift
	"$@" > "$T/$name.out" 2> "$T/$name.err" && st=0 || st=$?
	echo "$st" > "$T/$name.st"
	sed -E -i 's/, [0-9]+\.[0-9]{2} s \([0-9]+ games\/s\)$//' "$T/$name.err"
}

# parts FILE "OFFSET..." CMD...: run CMD --bytes A-B FILE for the ranges
# between 0, the offsets and the end, joining their outputs in
# $T/parts.out and their diagnostics in $T/parts.err (summaries in
# $T/parts.sum, added up by the README's line in $T/parts.total), the
# highest status in
# $T/parts.st.
parts() {
	local file=$1 cuts=$2 a=0 b st=0 s
	shift 2
	: > "$T/parts.out"
	: > "$T/parts.all"
	for b in $cuts ''; do
		"$@" --bytes "$a-$b" "$file" >> "$T/parts.out" \
		    2>> "$T/parts.all" && s=0 || s=$?
		[ "$s" -le "$st" ] || st=$s
		a=$b
	done
	echo "$st" > "$T/parts.st"
	grep -Ev '^[a-z-]+: [0-9]+ games?, ' "$T/parts.all" > "$T/parts.err" || :
	grep -E '^[a-z-]+: [0-9]+ games?, ' "$T/parts.all" > "$T/parts.sum" || :
	awk '$3 ~ /^games?,$/ { g += $2; p += $4; e += $6; w += $8 }
	    END { printf "%d games, %d plies, %d errors, %d warnings\n", g, p, e, w }' \
	    "$T/parts.sum" > "$T/parts.total"
	# The tools' own summaries say "1 game", "1 error".
	sed -E -i 's/(^|, )1 (game|error|warning)s/\11 \2/g; s/(^|, )1 plies/\11 ply/' \
	    "$T/parts.total"
}

# same NAME WHAT: the joined parts printed what run NAME printed: output,
# diagnostics but for the summary, the status; and with pgn-replay the
# summaries add up to NAME's.
same() {
	local name=$1 what=$2
	cmp -s "$T/$name.out" "$T/parts.out" ||
	    fail "$what: the output differs:
$(diff "$T/$name.out" "$T/parts.out" | head -n 8)"
	grep -Ev '^[a-z-]+: [0-9]+ games?, ' "$T/$name.err" > "$T/$name.diag" || :
	cmp -s "$T/$name.diag" "$T/parts.err" ||
	    fail "$what: the diagnostics differ:
$(diff "$T/$name.diag" "$T/parts.err" | head -n 8)"
	[ "$(cat "$T/$name.st")" = "$(cat "$T/parts.st")" ] ||
	    fail "$what: status $(cat "$T/parts.st"), not $(cat "$T/$name.st")"
	if grep -q '^pgn-replay: [0-9]* games*, ' "$T/$name.err"; then
		[ "$(sed -En 's/^pgn-replay: ([0-9]+ games?, )/\1/p' "$T/$name.err")" = \
		    "$(cat "$T/parts.total")" ] ||
		    fail "$what: the summaries add up to $(cat "$T/parts.total")"
	fi
}

# sweep FILE CMD...: for every offset of FILE, two parts split there give
# what one part over the whole file gives.
sweep() {
	local file=$1 size s
	shift
	size=$(wc -c < "$file")
	one ref "$@" --bytes 0- "$file"
	for s in $(seq 0 "$size"); do
		parts "$file" "$s" "$@"
		same ref "$* split at $s"
	done
}

@test "parts: two parts split at any offset of a small file give one process's output" {
	# Offsets in tag lines, in a comment with lines that start with '[',
	# in a game without tags, exactly at a game's first byte.
	sweep "$SMALL" pgn-replay --json
}

@test "parts: a file with CR LF line ends, split at any offset" {
	sed 's/$/\r/' "$SMALL" > crlf.pgn
	sweep crlf.pgn pgn-replay --emit final --format epd
}

@test "parts: parts of one byte each give one process's output" {
	local size i cuts=

	size=$(wc -c < "$SMALL")
	for i in $(seq 1 $((size - 1))); do
		cuts="$cuts $i"
	done
	one ref pgn-replay --json --bytes 0- "$SMALL"
	parts "$SMALL" "$cuts" pgn-replay --json
	same ref "parts of one byte"
	# Most of them hold no game: they print nothing but a summary.
	[ "$(grep -c '^pgn-replay: 0 games, 0 plies' "$T/parts.sum")" -gt 700 ]
}

@test "parts: the output without game numbers is that of the usual run" {
	one ref pgn-replay --emit final "$SMALL"
	parts "$SMALL" "100 300 500" pgn-replay --emit final
	cmp "$T/ref.out" "$T/parts.out"
	one ref convert --to pgn "$SMALL"
	parts "$SMALL" "250 251 600" convert --to pgn
	cmp "$T/ref.out" "$T/parts.out"
	one ref convert --to uci "$SMALL"
	parts "$SMALL" "428" convert --to uci
	cmp "$T/ref.out" "$T/parts.out"
	# JSON names a game by its offset where the usual run numbers it.
	one ref convert --to json "$SMALL"
	parts "$SMALL" "150 428" convert --to json
	cmp <(jq -c 'del(.game)' "$T/ref.out") \
	    <(jq -c 'del(.game, .offset)' "$T/parts.out")
	[ "$(jq -r .game "$T/parts.out" | sort -u)" = null ]
}

@test "parts: convert --invalid writes the games as read, a blank line before each" {
	one ref convert -q --invalid --to pgn --bytes 0- "$SMALL"
	parts "$SMALL" "100 300 301 700" convert -q --invalid --to pgn
	same ref "--invalid in parts"
	# The usual run has no blank line before the first game.
	convert -q --invalid --to pgn "$SMALL" | cmp - <(tail -n +2 "$T/ref.out")
	[ -z "$(head -n 1 "$T/ref.out")" ]
}

@test "parts: a part starts at the first game at or after START" {
	local at

	# The game "illegal" starts at its first tag's '['.
	at=$(grep -bo '^\[Event "illegal"\]' "$SMALL" | cut -d: -f1)
	run -1 --separate-stderr pgn-replay --json --bytes "$at-" "$SMALL"
	[ "$(jq -c .offset <<< "$output" | head -n 1)" = "$at" ]
	[[ ${lines[0]} == *'"errors": [{"file": "'"$SMALL"'", "line": 6, "column": 13, "game": null, "offset": '"$at"', "move": "2.Ke3", '* ]]
	assert_equal "${stderr%%$'\n'*}" "pgn-replay: $SMALL@$at:6:13: game @$at (E - F, illegal): 2.Ke3: no white king can reach e3: White's king on e1 does not move to e3"
	# The line counted from the game's first is the line of the file.
	[[ "$(tail -c +$((at + 1)) "$SMALL" | sed -n 6p)" == "1. e4 e5 2. Ke3 *" ]]
	# One byte later, the game belongs to the part before.
	run -0 --separate-stderr pgn-replay --json --bytes "$((at + 1))-" "$SMALL"
	[ "$(jq -c .offset <<< "$output" | head -n 1)" -gt "$at" ]
	run -1 --separate-stderr pgn-replay --emit none --bytes "0-$((at + 1))" "$SMALL"
	[[ $stderr == *"game @$at (E - F, illegal)"* ]]
	# The game without tags goes with the game before it.
	at=$(grep -bo '^1. Nf3 Nf6 \*' "$SMALL" | cut -d: -f1)
	run -0 --separate-stderr pgn-replay --json --bytes "$at-$((at + 5))" "$SMALL"
	assert_output ""
}

@test "parts: empty parts, END past the end, START past the end" {
	local size

	size=$(wc -c < "$SMALL")
	run -0 --separate-stderr pgn-replay --bytes 1-2 "$SMALL"
	assert_output ""
	[[ $stderr == "pgn-replay: 0 games, 0 plies, 0 errors, 0 warnings, "* ]]
	run -0 --separate-stderr pgn-replay --bytes 5-5 "$SMALL"
	assert_output ""
	one ref pgn-replay --emit final --bytes 0- "$SMALL"
	one end pgn-replay --emit final --bytes 0-99999999999 "$SMALL"
	cmp "$T/ref.out" "$T/end.out"
	cmp "$T/ref.err" "$T/end.err"
	run -0 --separate-stderr pgn-replay --emit final --bytes "$size-" "$SMALL"
	assert_output ""
	run -0 --separate-stderr convert --to pgn --bytes "$((size + 10))-$((size + 20))" "$SMALL"
	assert_output ""
	# An empty file.
	: > empty.pgn
	run -0 --separate-stderr pgn-replay --part 2/3 empty.pgn
	assert_output ""
}

@test "parts: a file with one game is in one part" {
	sed -n '/^\[Event "last"\]/,$p' "$SMALL" > one.pgn
	one ref pgn-replay --emit final one.pgn
	: > all
	for k in 1 2 3; do
		pgn-replay -q --emit final --part "$k/3" one.pgn > "part$k"
		cat "part$k" >> all
	done
	cmp "$T/ref.out" all
	[ -s part1 ] && [ ! -s part2 ] && [ ! -s part3 ]
}

@test "parts: --part K/N cuts at K-1 and K Nths of the file" {
	local size

	size=$(wc -c < "$SMALL")
	one ref7 convert --to json --bytes 0- "$SMALL"
	one ref convert --to json --part 2/3 "$SMALL"
	one same convert --to json --bytes "$((size / 3))-$((2 * size / 3))" "$SMALL"
	cmp "$T/ref.out" "$T/same.out"
	: > all
	for k in 1 2 3 4 5 6 7; do
		convert -q --to json --part "$k/7" "$SMALL" >> all || :
	done
	cmp "$T/ref7.out" all
}

@test "parts: a regular file only; bad ranges and options are usage errors" {
	run -2 --separate-stderr sh -c "cat '$SMALL' | pgn-replay --bytes 0-100"
	assert_output ""
	assert_equal "${stderr%%$'\n'*}" "pgn-replay: <stdin>: --bytes and --part need a regular file, read from any offset"
	# Standard input that is a file is read from the offset.
	run -0 --separate-stderr sh -c "pgn-replay -q --emit final --bytes 0-100 < '$SMALL'"
	assert_output "$(pgn-replay -q --emit final --bytes 0-100 "$SMALL")"
	run -2 --separate-stderr pgn-replay --bytes 200-100 "$SMALL"
	assert_equal "${stderr%%$'\n'*}" "pgn-replay: --bytes: 200-100: the start is after the end"
	run -2 --separate-stderr pgn-replay --bytes 100 "$SMALL"
	assert_equal "${stderr%%$'\n'*}" "pgn-replay: --bytes: '100' is not START-END (byte offsets, either may be left out)"
	run -2 --separate-stderr convert --to pgn --bytes 1x-2 "$SMALL"
	run -2 --separate-stderr convert --to pgn --part 4/3 "$SMALL"
	assert_equal "${stderr%%$'\n'*}" "convert: --part: '4/3' is not K/N with K from 1 to N"
	run -2 --separate-stderr convert --to pgn --part 0/3 "$SMALL"
	run -2 --separate-stderr pgn-replay --games 1-5 --part 1/2 "$SMALL"
	assert_equal "${stderr%%$'\n'*}" "pgn-replay: --games cannot go with --bytes or --part: a part does not know the numbers of its games"
	run -2 --separate-stderr convert --to text --part 1/2 "$SMALL"
	assert_equal "${stderr%%$'\n'*}" "convert: --bytes and --part cannot go with --to text"
	# Both options are in --help.
	run -0 pgn-replay --help
	assert_output --partial "--bytes START-END"
	assert_output --partial "--part K/N"
	run -0 convert --help
	assert_output --partial "--bytes START-END"
}

@test "parts: positions and JSON Lines are cut at line starts" {
	local size s

	cat "$TC_TOP"/examples/positions.afen "$TC_TOP"/examples/bad.afen > pos.afen
	sed 's/$/\r/' pos.afen > crlf.afen
	for f in pos.afen crlf.afen; do
		size=$(wc -c < "$f")
		one ref convert --to fen --drop-marks "$f"
		for s in $(seq 0 7 "$size"); do
			parts "$f" "$s" convert --to fen --drop-marks
			cmp "$T/ref.out" "$T/parts.out"
		done
	done
	# The diagnostics of a line name the part and the line from its start.
	s=$(wc -c < "$TC_TOP/examples/positions.afen")
	run -1 --separate-stderr convert --to fen --bytes "$s-" pos.afen
	[[ $stderr == *"convert: pos.afen@$s:2:34: rank 2 has 7 squares: expected 8"* ]]
	# JSON Lines of games: a game is named by the offset of its line.
	convert -q --to json "$SMALL" > games.jsonl || :
	one ref convert --to pgn games.jsonl
	parts games.jsonl "500 1000 1001 3000" convert --to pgn
	cmp "$T/ref.out" "$T/parts.out"
	s=$(head -n 1 games.jsonl | wc -c)
	run -0 --separate-stderr convert --to json --bytes 1- games.jsonl
	[ "$(jq -c .offset <<< "$output" | head -n 1)" = "$s" ]
	# The long form has no place to cut.
	convert -q --to long "$SMALL" > games.long || :
	run -2 --separate-stderr convert --to pgn --part 1/2 games.long
	[[ $stderr == *"games.long: the long form has no place to cut it into parts"* ]]
}

@test "parts: afen-validate checks the lines that start in its part" {
	local size s

	cat "$TC_TOP"/examples/*.afen > all.afen
	sed 's/$/\r/' all.afen > crlf.afen
	for f in all.afen crlf.afen; do
		size=$(wc -c < "$f")
		one ref afen-validate -c "$f"
		for s in $(seq 0 5 "$size"); do
			parts "$f" "$s" afen-validate -c
			cmp "$T/ref.out" "$T/parts.out"
			[ "$(cat "$T/parts.st")" = "$(cat "$T/ref.st")" ]
			[ "$(wc -l < "$T/parts.err")" = "$(wc -l < "$T/ref.err")" ]
		done
	done
	s=$(grep -bo '^rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP/' all.afen | cut -d: -f1)
	run -1 --separate-stderr afen-validate --bytes "$s-" all.afen
	[[ ${stderr%%$'\n'*} == "afen-validate: all.afen@$s:1:34: rank 2 has 7 squares: expected 8" ]]
	run -2 --separate-stderr sh -c "cat all.afen | afen-validate --part 1/2"
	assert_equal "$stderr" "afen-validate: <stdin>: --bytes and --part need a regular file, read from any offset"
}

@test "parts: games.pgn in 2, 3 and 7 parts, pgn-replay and convert, as one process" {
	local f=$SHARED/games.pgn n k

	one final pgn-replay --emit final "$f"
	one json pgn-replay --json --bytes 0- "$f"
	one pgn convert --to pgn "$f"
	one uci convert --to uci "$f"
	one cjson convert --to json --bytes 0- "$f"
	for n in 2 3 7; do
		: > final.parts; : > json.parts; : > pgn.parts; : > uci.parts
		: > cjson.parts; : > sum.parts
		for k in $(seq "$n"); do
			pgn-replay --emit final --part "$k/$n" "$f" >> final.parts \
			    2>> sum.parts
			pgn-replay -q --json --part "$k/$n" "$f" >> json.parts
			convert -q --to pgn --part "$k/$n" "$f" >> pgn.parts
			convert -q --to uci -j 2 --part "$k/$n" "$f" >> uci.parts
			convert -q --to json --part "$k/$n" "$f" >> cjson.parts
		done
		cmp "$T/final.out" final.parts
		cmp "$T/json.out" json.parts
		cmp "$T/pgn.out" pgn.parts
		cmp "$T/uci.out" uci.parts
		cmp "$T/cjson.out" cjson.parts
		[ "$(grep -c '^pgn-replay: [0-9]* games' sum.parts)" -eq "$n" ]
		[ "$(awk '$3 ~ /^games?,$/ { g += $2; p += $4 } END { print g, p }' sum.parts)" = "46177 3587537" ]
	done
	# The one part over the whole file is the usual run but for the numbers.
	pgn-replay -q --json "$f" | jq -c 'del(.game) | .errors[].game = 0 | .warnings[].game = 0' > a
	jq -c 'del(.game, .offset) | .errors[] |= (del(.offset) | .game = 0) | .warnings[] |= (del(.offset) | .game = 0)' "$T/json.out" > b
	[ "$(wc -l < a)" -eq 46177 ]
	# Lines in messages count from each game's first line there.
	[ "$(jq -c '[.warnings[].line]' b | sort -u | wc -l)" -ge 2 ]
	jq -c 'del(.warnings)' a > a2
	jq -c 'del(.warnings)' b > b2
	cmp a2 b2
}

@test "parts: the README's recipe with GNU parallel on one host" {
	local f=$SHARED/games.pgn cmd awk_line

	command -v parallel > /dev/null || skip "GNU parallel is not installed"
	awk '/^\[Event /{ if (++g > 3000) exit } { print }' "$f" > big.pgn
	pgn-replay -q --emit final big.pgn > one.afen
	# The README's command for one host, as written there.
	cmd=$(grep '^parallel -k pgn-replay ' "$TC_TOP/README.md")
	[ -n "$cmd" ]
	bash -c "$cmd"
	cmp one.afen final.afen
	# Its summaries add up as the README's awk line does.
	awk_line=$(sed -n '/^awk .\$3 ~ \/^games/,/END/p' "$TC_TOP/README.md")
	parallel --will-cite -k pgn-replay --part {}/3 big.pgn ::: 1 2 3 \
	    2>&1 >/dev/null | bash -c "$awk_line" > sum
	pgn-replay big.pgn 2>&1 | sed -E 's/^pgn-replay: (.*), [0-9.]+ s .*/\1/' > one.sum
	cmp one.sum sum
	convert -q --to json --bytes 0- big.pgn > one.jsonl
	parallel --will-cite -k -j 2 convert -q --to json --part {}/8 big.pgn \
	    ::: $(seq 8) > parts.jsonl
	cmp one.jsonl parts.jsonl
}
