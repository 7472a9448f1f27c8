#!/usr/bin/env bats
# pgn-replay -j N: with N threads the tool prints what it prints with one,
# byte for byte: standard output for each --emit/--format, the diagnostics
# in the same order (the summary line but for its time), the exit status.
#
# Each comparison runs pgn-replay -j 1 once and -j 2 and -j 3 with one or
# more chunk sizes (PGN_REPLAY_CHUNK, pgn-replay(1) ENVIRONMENT): the
# default 1 MB, and small sizes down to 1 byte, which cuts a file before
# every game that can begin a chunk.
#
# Times on the 2-core development machine, with three fuzzers running
# beside: 37 s in all, half of it the two loops over the small files (a
# thousand short runs); with the SANITIZE=1 tools 100 s.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup pgn shared
	tc_load pgn
	tc_load jobs
}

# replay NAME CHUNK ARG...: run pgn-replay ARG... with PGN_REPLAY_CHUNK
# set to CHUNK (none when empty) and standard input from $IN (default
# /dev/null); leave its output in $T/NAME.out, its standard error with the
# summary's time and speed taken out in $T/NAME.err, its status in
# $T/NAME.st.
replay() {
	local name=$1 chunk=$2 st
	shift 2
	if [ -n "$chunk" ]; then
		PGN_REPLAY_CHUNK=$chunk pgn-replay "$@" < "${IN:-/dev/null}" \
		    > "$T/$name.out" 2> "$T/$name.err" && st=0 || st=$?
	else
		pgn-replay "$@" < "${IN:-/dev/null}" > "$T/$name.out" \
		    2> "$T/$name.err" && st=0 || st=$?
	fi
	echo "$st" > "$T/$name.st"
	sed -E -i '$ s/^(pgn-replay: [0-9]+ games?, .* warnings?), [0-9]+\.[0-9]{2} s \([0-9]+ games\/s\)$/\1/' \
	    "$T/$name.err"
}

# same_as A B WHAT (helpers/jobs.bash): the runs A and B printed the same.

# check CHUNKS ARG...: pgn-replay -j 2 and -j 3 ARG... print what -j 1
# ARG... prints, with each chunk size of the space-separated CHUNKS ("-"
# for the default).  The -j 1 run is left in $T/ref.*.
check() {
	check_jobs replay "$@"
}

# The forms of output every file is compared in.
FINAL=(--emit final --format afen)
JSON=(--json)
EACH=(--emit each --format epd)

# ---- the option ----------------------------------------------------------

@test "-j and --jobs: 0 to 64 or auto; anything else is a usage error" {
	run -0 --separate-stderr pgn-replay --help
	assert_output --partial "[-j jobs] [--strict] [--json] [-q] [-o file] [file ...]"
	for v in 1 2 64 0 auto; do
		run -0 --separate-stderr pgn-replay -q -j "$v" --emit final "$QUIRKS/pgnextract-fools-mate.txt"
		assert_output "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
		run -0 --separate-stderr pgn-replay -q --jobs="$v" --emit final "$QUIRKS/pgnextract-fools-mate.txt"
		assert_output "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
	done
	for v in 65 -1 x 2x ''; do
		run -2 --separate-stderr pgn-replay -j "$v" "$DATA/ambiguous.pgn"
		assert_output ""
		assert_equal "$stderr" "pgn-replay: --jobs: '$v' is not a number from 0 to 64 or auto"
	done
	run -2 --separate-stderr pgn-replay -j
	[[ "$stderr" == *"usage: pgn-replay"* ]]
}

@test "-j 2: the summary counts all games once" {
	run -1 --separate-stderr pgn-replay -j 2 "$DATA/ambiguous.pgn" "$DATA/check-marks.pgn"
	assert_equal "$(summary)" "pgn-replay: 3 games, 36 plies, 2 errors, 2 warnings"
	assert_regex "${stderr##*$'\n'}" ', [0-9]+\.[0-9]{2} s \([0-9]+ games/s\)$'
}

# ---- the test files, the quirks and the shared collections ---------------

@test "tests/data/pgn: -j 2 and -j 3 print what -j 1 prints, cut before every game" {
	local f n=0
	for f in "$DATA"/*.pgn; do
		check 1 "${FINAL[@]}" "$f"
		check 1 "${JSON[@]}" "$f"
		check 1 "${EACH[@]}" "$f"
		n=$((n + 1))
	done
	[ "$n" -ge 20 ] || fail "only $n files in $DATA"
}

@test "pgn-quirks: -j 2 and -j 3 print what -j 1 prints, cut before every game" {
	local f n=0
	for f in "$QUIRKS"/*; do
		check 1 "${FINAL[@]}" "$f"
		check 1 "${JSON[@]}" "$f"
		check 1 "${EACH[@]}" "$f"
		n=$((n + 1))
	done
	[ "$n" -ge 20 ] || fail "only $n files in $QUIRKS"
}

@test "every small file in one: games with errors on both sides of every cut" {
	# Each file's games after the games of another, missing results and
	# errors between games included.
	cat "$DATA"/*.pgn "$QUIRKS"/* > "$T/all.pgn"
	for opts in "${FINAL[*]}" "${JSON[*]}" "--strict --emit final --format fen" \
	    "${EACH[*]}" "-q --emit each --format json"; do
		# shellcheck disable=SC2086
		check "1 100 1000 10000 -" $opts "$T/all.pgn"
	done
	run -0 grep -c . "$T/ref.out"
	[ "$output" -gt 3000 ]
}

@test "variants-lichess.pgn: -j 2 and -j 3 print what -j 1 prints" {
	check "- 65536" "${FINAL[@]}" "$SHARED/variants-lichess.pgn"
	check "- 65536" "${JSON[@]}" "$SHARED/variants-lichess.pgn"
	# The games of variants not played are errors (pgn-replay.bats).
	variant_games "$SHARED/variants-lichess.pgn" > "$T/games"
	assert_equal "$(cat "$T/ref.st")" "$(awk -F'\t' '$2 == "not played" { e = 1 }
	    END { print e + 0 }' "$T/games")"
	first_games 300 "$SHARED/variants-lichess.pgn" > "$T/v.pgn"
	check "1 -" "${EACH[@]}" "$T/v.pgn"
}

@test "games-annotated-2k.pgn: -j 2 and -j 3 print what -j 1 prints" {
	check "- 100000" "${FINAL[@]}" "$SHARED/games-annotated-2k.pgn"
	check "-" "${JSON[@]}" "$SHARED/games-annotated-2k.pgn"
	run -0 wc -l < "$T/ref.out"
	assert_output 2000
	first_games 200 "$SHARED/games-annotated-2k.pgn" > "$T/a.pgn"
	check "1 -" "${EACH[@]}" "$T/a.pgn"
}

@test "5,000 games of games.pgn: -j 2 and -j 3 print what -j 1 prints" {
	first_games 5000 "$SHARED/games.pgn" > "$T/g.pgn"
	check "- 200000" "${FINAL[@]}" "$T/g.pgn"
	assert_equal "$(tail -n 1 "$T/ref.err")" "pgn-replay: 5000 games, 425816 plies, 0 errors, 0 warnings"
	check "-" "${JSON[@]}" "$T/g.pgn"
	first_games 500 "$T/g.pgn" > "$T/g500.pgn"
	check "- 20000" "${EACH[@]}" "$T/g500.pgn"
}

# ---- where the input comes from --------------------------------------------

@test "standard input: a file, a pipe in bulk, a pipe that pauses" {
	cat "$DATA"/*.pgn > "$T/all.pgn"
	first_games 2000 "$SHARED/games.pgn" >> "$T/all.pgn"
	IN=$T/all.pgn replay ref "" -j 1 --json
	[ "$(cat "$T/ref.st")" = 1 ]
	grep -q '^pgn-replay: <stdin>:' "$T/ref.err" || fail "no diagnostic names <stdin>"
	for c in - 1000; do
		[ "$c" = - ] && c=
		IN=$T/all.pgn replay par "$c" -j 2 --json
		same_as ref par "-j 2 < file (chunk $c)"
		IN=$T/all.pgn replay par "$c" -j 3 --json -
		same_as ref par "-j 3 - < file (chunk $c)"
		PGN_REPLAY_CHUNK=$c sh -c 'cat "$1" | pgn-replay -j 2 --json' _ \
		    "$T/all.pgn" > "$T/par.out" 2> "$T/par.err" && st=0 || st=$?
		echo "$st" > "$T/par.st"
		sed -E -i '$ s/, [0-9]+\.[0-9]{2} s \([0-9]+ games\/s\)$//' "$T/par.err"
		same_as ref par "cat | -j 2 (chunk $c)"
	done
	# A writer that pauses: the games before a pause are replayed as they
	# come, those after it in chunks again.  The pause comes after the
	# first 500 games of games.pgn, until every game before it is out.
	cat "$DATA"/*.pgn > "$T/part1"
	first_games 500 "$SHARED/games.pgn" >> "$T/part1"
	tail -c +$(($(wc -c < "$T/part1") + 1)) "$T/all.pgn" > "$T/part2"
	paused par "$(pgn-replay -q --json "$T/part1" | wc -l)" "$T/part1" \
	    "$T/part2" env PGN_REPLAY_CHUNK=5000 pgn-replay -j 2 --json
	sed -E -i '$ s/, [0-9]+\.[0-9]{2} s \([0-9]+ games\/s\)$//' "$T/par.err"
	same_as ref par "a pipe that pauses"
}

@test "a pipe that writes one game at a time gets each game's output at once" {
	# The second game is written only once the first one's position has
	# come out: with output held back for a chunk this would hang.
	mkfifo "$T/in" "$T/out"
	pgn-replay -q -j 2 --emit final < "$T/in" > "$T/out" &
	exec 7> "$T/in" 8< "$T/out"
	# The timeouts bound a hang; a working run needs a fraction of them,
	# on any machine.
	printf '[Event "one"]\n\n1. e4 *\n' >&7
	timeout 60 head -n 1 <&8 > "$T/first" || true
	printf '[Event "two"]\n\n1. d4 *\n' >&7
	exec 7>&-
	timeout 60 cat <&8 > "$T/second" || true
	exec 8<&-
	wait
	assert_equal "$(cat "$T/first")" "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
	assert_equal "$(cat "$T/second")" "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1"
}

@test "several files in one run, missing ones among them: numbers restart, messages in order" {
	cd "$DATA"
	first_games 800 "$SHARED/games.pgn" > "$T/g.pgn"
	set -- ambiguous.pgn nope.pgn "$T/g.pgn" missing-result.pgn "$T" \
	    unterminated-comment-eof.pgn - check-marks.pgn
	IN=$DATA/wrong-result.pgn replay ref "" -j 1 --json "$@"
	assert_equal "$(cat "$T/ref.st")" 2
	grep -q "^pgn-replay: nope.pgn: No such file or directory$" "$T/ref.err"
	IN=$DATA/wrong-result.pgn replay each "" -j 1 --emit each "$@"
	for c in - 1 5000; do
		[ "$c" = - ] && c=
		for j in 2 3; do
			IN=$DATA/wrong-result.pgn replay par "$c" -j "$j" --json "$@"
			same_as ref par "-j $j (chunk $c) $*"
			IN=$DATA/wrong-result.pgn replay par "$c" -j "$j" --emit each "$@"
			same_as each par "-j $j --emit each (chunk $c) $*"
		done
	done
}

# ---- where chunks are cut ---------------------------------------------------

@test "cuts between tag sections, after errors and open comments: the games are the same" {
	{
		# Tags, a comment, more tags: one game, not two.
		printf '[Event "a"]\n{c}\n[Event "b"]\n1. e4 *\n\n'
		# An error after a result belongs to the next game.
		printf '[Event "c"]\n\n1. e4 *\n&\n[Event "d"]\n\n1. d4 *\n'
		# A comment open at the next tag pair, in movetext and in tags.
		printf '[Event "e"]\n\n1. e4 {open\nstill open\n[Event "f"]\n\n1. d4 *\n'
		printf '[Event "g"]\n{ open in the tags\n[Event "h"]\n1. e4 e5 *\n'
		# Escape lines, between games and between tags.
		printf '%% escape\n[Event "i"]\n1. e4 *\n%% mid\n[Event "j"]\n%% x\n[Site "s"]\n1. d4 *\n'
		# Tags after tags, with blank lines between; tags inside a variation.
		printf '[Event "k"]\n\n[Event "l"]\n1. e4 (1. d4 d5\n[Event "m"]\n1. c4 *\n'
		# Broken and odd tag lines.
		printf '[Event "n" junk\n1. d4 *\n  [Event "o"]\n1. c4 *\n[Bad\n1. e4 *\n'
		printf '[Event "p]\n1. e4 *\n[Event "q"]\n1. e4 * [Event "r"]\n1. d4 *\n'
		# After movetext without a result, lines that start like a tag
		# pair but are errors: the game goes on; then good odd ones; and
		# a CR in a value, which ends its line as an LF does (a9).
		printf '[Event "a1"]\n\n1. e4 e5\n[Event "a2\n1. d4 *\n'
		printf '[Event "a3"]\n\n1. e4 e5\n[Event "a4" x\n1. d4 *\n'
		printf '[Event "a5"]\n\n1. e4 e5\n[Event "%s"]\n1. d4 *\n' "$(head -c 20000 /dev/zero | tr '\0' v)"
		printf '[Event "a6"]\n\n1. e4 e5\n[Event"a\\"7\\\\"\t]\n1. d4 *\n'
		printf '[Event "a8"]\n\n1. e4\n[Event "a9\r"]\r\n1. d4 *\n'
		# Games without tags, a result then more movetext, a stray ')'.
		printf '1. e4 e5 *\n1. d4 d5 *\n[Event "s"]\n1. e4 1-0 e5\n[Event "t"]\n1. e4 ) e5 *\n'
		# Grey pieces, refused by FEN once per game; an unknown variant.
		printf '[Event "u"]\n1. e4 d5 2. e>d5 *\n[Event "v"]\n1. e4 d5 2. e>d5 Qxd5 *\n'
		printf '[Event "w"]\n[Variant "Shogi"]\n1. e4 *\n'
		# CRLF lines; bytes after the last game.
		printf '[Event "x"]\r\n\r\n1. e4 e5 *\r\n\r\n[Event "y"]\r\n1. d4 1-0\r\n'
		printf '{trailing} $3 & ; end\n'
	} > "$T/cuts.pgn"
	printf '\xef\xbb\xbf' | cat - "$T/cuts.pgn" > "$T/bom.pgn"
	for f in "$T/cuts.pgn" "$T/bom.pgn"; do
		for c in 1 20 60 200 -; do
			check "$c" "${FINAL[@]}" "$f"
			check "$c" "${JSON[@]}" "$f"
			check "$c" --emit each --format fen "$f"
		done
	done
	replay ref "" "$T/cuts.pgn"
	# Two warnings: games a and k each have a second Event tag (the
	# first is kept).
	assert_equal "$(tail -n 1 "$T/ref.err")" "pgn-replay: 32 games, 36 plies, 17 errors, 2 warnings"
}

@test "games large against the chunk size: a 10,000-ply game, a long comment, runs of games without tags" {
	first_games 300 "$SHARED/games.pgn" > "$T/g.pgn"
	{
		cat "$T/g.pgn"
		# 10000 plies on 2500 lines, then one too many.
		printf '[Event "long"]\n[Variant "Standard"]\n\n'
		awk 'BEGIN { for (i = 0; i < 2500; i++) print "Nf3 Nf6 Ng1 Ng8" }'
		printf 'Nf3 *\n\n'
		cat "$T/g.pgn"
		# 300 KB of comment over 6000 lines, with lines that look like tags.
		printf '[Event "comment"]\n\n1. e4 {'
		awk 'BEGIN { for (i = 0; i < 3000; i++) printf "line %d of the comment\n[not a tag %d\n", i, i }'
		printf '} e5 2. Nf3 *\n\n'
		cat "$T/g.pgn"
		# 6000 games without tags, then the same with a variation each.
		awk 'BEGIN { for (i = 0; i < 6000; i++) print "1. e4 e5 2. Nf3 Nc6 *" }'
		awk 'BEGIN { for (i = 0; i < 3000; i++) print "1. e4 (1. d4) e5 *" }'
		cat "$T/g.pgn"
	} > "$T/big.pgn"
	check "1000 20000 -" "${FINAL[@]}" "$T/big.pgn"
	assert_equal "$(tail -n 1 "$T/ref.err")" "pgn-replay: 10202 games, 143221 plies, 2 errors, 1 warning"
	check "4096 -" "${JSON[@]}" "$T/big.pgn"
	check 4096 "${EACH[@]}" "$T/big.pgn"
	# More than 4 MB without a place to cut at the default chunk size.
	awk 'BEGIN { for (i = 0; i < 200000; i++) print "1. e4 e5 2. Nf3 Nc6 *" }' > "$T/tagless.pgn"
	cat "$T/g.pgn" >> "$T/tagless.pgn"
	check "-" "${FINAL[@]}" "$T/tagless.pgn"
	assert_equal "$(tail -n 1 "$T/ref.err")" "pgn-replay: 200300 games, 825805 plies, 0 errors, 0 warnings"
}

@test "memory does not grow with the input: 1 and 3 copies of 5,000 games, 100,000 games without tags" {
	[ -x /usr/bin/time ] || fail "/usr/bin/time not found (Debian package time)"
	first_games 5000 "$SHARED/games.pgn" > "$T/g.pgn"
	for _ in 1 2 3; do cat "$T/g.pgn"; done > "$T/g3.pgn"
	awk 'BEGIN { for (i = 0; i < 100000; i++) print "1. e4 e5 2. Nf3 Nc6 *" }' > "$T/tagless.pgn"
	for f in g g3 tagless; do
		/usr/bin/time -f %M -o "$T/$f.rss" pgn-replay -q -j 2 --emit each "$T/$f.pgn" > /dev/null ||
		    fail "pgn-replay -j 2 failed on $f.pgn"
	done
	one=$(cat "$T/g.rss") three=$(cat "$T/g3.rss") tagless=$(cat "$T/tagless.rss")
	echo "# peak memory in KB: $one, 3 copies $three, no tags $tagless" >&3
	[ "$three" -lt $((one + 4096)) ] ||
	    fail "peak memory $one KB for 1 copy, $three KB for 3"
	[ "$tagless" -lt $((one + 4096)) ] ||
	    fail "peak memory $tagless KB without tags, $one KB with"
	# The SANITIZE=1 tools (build-san/) need more, but not more per input.
	case $TC_BIN in
	*build-san*) ;;
	*) [ "$three" -lt 32768 ] || fail "peak memory $three KB for 13 MB of games" ;;
	esac
}
