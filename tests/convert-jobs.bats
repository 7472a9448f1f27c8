#!/usr/bin/env bats
# convert -j N: with N threads convert prints what it prints with one,
# byte for byte: standard output for each --to, the diagnostics in the
# same order (the summary line included), the exit status.
#
# Each comparison runs convert -j 1 once and -j 2 and -j 3 with one or
# more chunk sizes (CONVERT_CHUNK, convert(1) ENVIRONMENT): the default
# 1 MB, and small sizes down to 1 byte, which cuts PGN before every game
# that can begin a chunk and JSON Lines and positions before every line.
#
# Data: ../shared/data (games.pgn, games-annotated-2k.pgn, fens-100k.txt,
# pgn-quirks) and tests/data/convert.  Times on the 2-core development
# machine, with other jobs running: about 60 s.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup convert shared
	tc_load jobs
}

# conv NAME CHUNK ARG...: run convert ARG... with CONVERT_CHUNK set to
# CHUNK (none when empty) and standard input from $IN (default
# /dev/null); leave its output in $T/NAME.out, its standard error in
# $T/NAME.err, its status in $T/NAME.st.
conv() {
	local name=$1 chunk=$2 st
	shift 2
	if [ -n "$chunk" ]; then
		CONVERT_CHUNK=$chunk convert "$@" < "${IN:-/dev/null}" \
		    > "$T/$name.out" 2> "$T/$name.err" && st=0 || st=$?
	else
		convert "$@" < "${IN:-/dev/null}" > "$T/$name.out" \
		    2> "$T/$name.err" && st=0 || st=$?
	fi
	echo "$st" > "$T/$name.st"
}

# same_as A B WHAT (setup.bash): the runs A and B printed the same.

# check CHUNKS ARG...: convert -j 2 and -j 3 ARG... print what -j 1
# ARG... prints, with each chunk size of the space-separated CHUNKS ("-"
# for the default).  The -j 1 run is left in $T/ref.*.
check() {
	check_jobs conv "$@"
}

first_games() {	# first_games N FILE
	awk -v n="$1" '/^\[Event /{ if (++g > n) exit } { print }' "$2"
}

@test "-j and --jobs: 0 to 64 or auto, in --help; anything else is a usage error" {
	run -0 --separate-stderr convert --help
	assert_output --partial "[-j jobs] [--strict]"
	run -0 --separate-stderr convert -q --to san "$DATA/allegiance.pgn"
	local want=$output
	[ -n "$want" ]
	for v in 1 2 64 0 auto; do
		run -0 --separate-stderr convert -q -j "$v" --to san "$DATA/allegiance.pgn"
		assert_output "$want"
		run -0 --separate-stderr convert -q --jobs="$v" --to san "$DATA/allegiance.pgn"
		assert_output "$want"
	done
	for v in 65 -1 x 2x ''; do
		run -2 --separate-stderr convert -j "$v" --to pgn "$DATA/allegiance.pgn"
		assert_output ""
		assert_equal "$stderr" "convert: --jobs: '$v' is not a number from 0 to 64 or auto"
	done
}

@test "games-annotated-2k.pgn: every --to, -j 2 and -j 3 as -j 1" {
	local to
	for to in pgn json san uci long epd text; do
		check "- 100000" --to "$to" "$SHARED/games-annotated-2k.pgn"
		[ -s "$T/ref.out" ] || fail "--to $to: no output"
	done
	check "-" --to pgn --moves lan --no-comments "$SHARED/games-annotated-2k.pgn"
	check "-" --to fen --strict "$SHARED/games-annotated-2k.pgn"
}

@test "3,000 games of games.pgn cut before every game: -j 2 and -j 3 as -j 1" {
	first_games 3000 "$SHARED/games.pgn" > "$T/g.pgn"
	check "1 5000 -" --to pgn "$T/g.pgn"
	check "1 -" --to json "$T/g.pgn"
	check "1 -" --to epd "$T/g.pgn"
	assert_equal "$(tail -n 1 "$T/ref.err")" "convert: 3000 games, 0 errors"
}

@test "JSON Lines cut before every line: -j 2 and -j 3 as -j 1" {
	convert -q --to json "$SHARED/games-annotated-2k.pgn" > "$T/g.jsonl"
	cat "$DATA/bad.jsonl" "$DATA/keys.jsonl" >> "$T/g.jsonl"
	check "1 20000 -" --to pgn "$T/g.jsonl"
	check "1 -" --to text "$T/g.jsonl"
	[ "$(cat "$T/ref.st")" = 1 ]
}

@test "fens-100k.txt: positions cut before every line, -j 2 and -j 3 as -j 1" {
	local to
	for to in json epd fen afen san; do
		check "100000 -" --to "$to" "$SHARED/fens-100k.txt"
	done
	check "1" --to json "$DATA/positions.epd"
	check "1" --to epd "$DATA/positions.epd"
}

@test "every small file and pgn-quirks: -j 2 and -j 3 as -j 1, cut everywhere" {
	local f n=0
	for f in "$DATA"/*.pgn "$DATA"/*.jsonl "$DATA"/*.long "$DATA"/*.epd \
	    "$QUIRKS"/*; do
		check 1 --to json "$f"
		check 1 --to san "$f"
		n=$((n + 1))
	done
	[ "$n" -ge 30 ] || fail "only $n files"
}

@test "every small file in one: errors and games on both sides of every cut" {
	cat "$DATA"/*.pgn "$QUIRKS"/* > "$T/all.pgn"
	check "1 100 1000 10000 -" --to pgn "$T/all.pgn"
	check "1 1000 -" --strict --to fen "$T/all.pgn"
	check "1 -" --to long "$T/all.pgn"
	run -0 grep -c . "$T/ref.out"
}

@test "several files in one run, missing ones among them: numbers restart, messages in order" {
	cd "$DATA"
	first_games 500 "$SHARED/games.pgn" > "$T/g.pgn"
	set -- bad-moves.pgn nope.pgn "$T/g.pgn" positions.epd bad.jsonl "$T" \
	    games.long - unterminated.pgn
	IN=$DATA/bad-results.pgn conv ref "" -j 1 --to json "$@"
	assert_equal "$(cat "$T/ref.st")" 2
	grep -q "^convert: nope.pgn: No such file or directory$" "$T/ref.err"
	for c in - 1 5000; do
		[ "$c" = - ] && c=
		for j in 2 3; do
			IN=$DATA/bad-results.pgn conv par "$c" -j "$j" --to json "$@"
			same_as ref par "-j $j (chunk $c) $*"
		done
	done
}

@test "standard input from a pipe, slow or in bulk: -j 2 as -j 1" {
	first_games 2000 "$SHARED/games.pgn" > "$T/g.pgn"
	IN=$T/g.pgn conv ref "" -j 1 --to json
	CONVERT_CHUNK=5000 sh -c 'cat "$1" | convert -j 2 --to json' _ \
	    "$T/g.pgn" > "$T/par.out" 2> "$T/par.err" && st=0 || st=$?
	echo "$st" > "$T/par.st"
	same_as ref par "cat | -j 2"
	# A writer that pauses after 1,000 games, until they are all out.
	first_games 1000 "$T/g.pgn" > "$T/part1"
	tail -c +$(($(wc -c < "$T/part1") + 1)) "$T/g.pgn" > "$T/part2"
	paused par "$(convert -q --to json "$T/part1" | wc -l)" "$T/part1" \
	    "$T/part2" env CONVERT_CHUNK=5000 convert -j 2 --to json
	same_as ref par "a pipe that pauses"
}
