#!/usr/bin/env bats
# pgn-replay on whole collections (make check-slow): every ply of
# games.pgn against pgn-extract, the annotated export against
# pgn-extract, games.pgn replayed as Allegiance Chess, and memory that
# does not grow with the input.  tests/pgn-replay.bats samples the same
# comparisons.  pgn-extract is required: without it the tests fail.
#
# Times on the 2-core development machine (48 s in all):
#   games.pgn, 3,587,537 FENs: pgn-extract, pgn-replay, cmp        30 s
#   games-annotated-2k.pgn against pgn-extract                      2 s
#   games.pgn as chess and under -V allegiance                     14 s
#   games.pgn once, then three times on standard input             8 s

bats_require_minimum_version 1.5.0

load ../helpers/setup

setup() {
	tc_setup
	: "${PGN_EXTRACT:=/usr/games/pgn-extract}"
	tc_load pgn
	[ -f "$SHARED/games.pgn" ] ||
	    fail "shared test data not found at $SHARED"
	[ -x "$PGN_EXTRACT" ] || fail "pgn-extract not found at $PGN_EXTRACT"
}

@test "games.pgn: every ply's FEN equals pgn-extract's (3,587,537 positions)" {
	pe_fens "$SHARED/games.pgn" > "$BATS_TEST_TMPDIR/want"
	run -0 wc -l < "$BATS_TEST_TMPDIR/want"
	assert_output 3587537
	run -0 --separate-stderr sh -c 'pgn-replay --emit each --format fen "$1" > "$2"' _ \
	    "$SHARED/games.pgn" "$BATS_TEST_TMPDIR/got"
	assert_equal "$(summary)" "pgn-replay: 46177 games, 3587537 plies, 0 errors, 2 warnings"
	run -0 cmp "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
	# README: the first 1,000,000 contain 880,499 unique positions
	run -0 sh -c 'head -n 1000000 "$1" | sort -u | wc -l' _ "$BATS_TEST_TMPDIR/got"
	assert_output 880499
}

@test "games-annotated-2k.pgn: every ply's FEN equals pgn-extract's on the annotated file" {
	f=$SHARED/games-annotated-2k.pgn
	pe_fens "$f" > "$BATS_TEST_TMPDIR/want"
	run -0 sh -c 'pgn-replay -q --emit each --format fen "$1" > "$2"' _ \
	    "$f" "$BATS_TEST_TMPDIR/got"
	run -0 wc -l < "$BATS_TEST_TMPDIR/got"
	assert_output 172631
	run -0 cmp "$BATS_TEST_TMPDIR/want" "$BATS_TEST_TMPDIR/got"
}

@test "games.pgn replays the same as Allegiance Chess (-V allegiance)" {
	run -0 sh -c 'pgn-replay -q --emit each "$1" > "$2"' _ \
	    "$SHARED/games.pgn" "$BATS_TEST_TMPDIR/chess"
	run -0 --separate-stderr sh -c 'pgn-replay -V allegiance --emit each "$1" > "$2"' _ \
	    "$SHARED/games.pgn" "$BATS_TEST_TMPDIR/alleg"
	assert_equal "$(summary)" "pgn-replay: 46177 games, 3587537 plies, 0 errors, 2 warnings"
	run -0 cmp "$BATS_TEST_TMPDIR/chess" "$BATS_TEST_TMPDIR/alleg"
}

@test "memory does not grow with the input: games.pgn once and three times" {
	[ -x /usr/bin/time ] || fail "/usr/bin/time is needed"
	g=$SHARED/games.pgn
	run -0 --separate-stderr /usr/bin/time -f 'rss %M' pgn-replay -q --emit final "$g"
	one=${stderr##*rss }
	run -0 --separate-stderr sh -c 'cat "$1" "$1" "$1" |
	    /usr/bin/time -f "rss %M" pgn-replay --emit final - | wc -l' _ "$g"
	three=${stderr##*rss }
	stderr=${stderr%$'\n'rss *}
	assert_output 138531
	assert_equal "$(summary)" "pgn-replay: 138531 games, 10762611 plies, 0 errors, 6 warnings"
	# the same within 1 MB (kilobytes)
	[ "$three" -le $((one + 1024)) ] || fail "max RSS $one KB for one copy, $three KB for three"
}
