#!/usr/bin/env bats
# convert --eco FILE: ECO classification against pgn-extract's eco.pgn.
#
# Expected values: pgn-extract -e, an independent implementation, run
# here on the same games gives the ECO, Opening, Variation and
# SubVariation tags convert must write.  The small cases were worked out
# by hand from eco.pgn: its line "1. e4 e5 2. Nf3 Nc6 3. Bb5" (line 7793)
# is C60 "Ruy Lopez (Spanish opening)" with no Variation tag, and no line
# of it ends after 3...a6 or 4.h3.

bats_require_minimum_version 1.5.0

load helpers/setup

ECO=/usr/share/pgn-extract/eco.pgn
PGN_EXTRACT=/usr/games/pgn-extract

setup() {
	tc_setup convert shared
	[ -f "$ECO" ] && [ -x "$PGN_EXTRACT" ] ||
	    fail "pgn-extract or $ECO is missing: run tests/setup-debian"
}

# eco_tags FILE: "game: tag" for each ECO tag of each game of FILE.
eco_tags() {
	awk '/^\[Event /{ g++ } /^\[(ECO|Opening|Variation|SubVariation) /{ print g ": " $0 }' "$1"
}

@test "200 games of games.pgn: the tags pgn-extract -e gives" {
	awk '/^\[Event /{ if (++g > 200) exit } { print }' "$SHARED/games.pgn" > "$T/g.pgn"
	run -0 --separate-stderr convert --eco "$ECO" --to pgn "$T/g.pgn"
	printf '%s\n' "$output" > "$T/ours.pgn"
	assert_equal "$stderr" "convert: 200 games, 0 errors"
	"$PGN_EXTRACT" -s -e"$ECO" "$T/g.pgn" > "$T/theirs.pgn"
	eco_tags "$T/ours.pgn" > "$T/ours.tags"
	eco_tags "$T/theirs.pgn" > "$T/theirs.tags"
	eco_tags "$T/g.pgn" > "$T/input.tags"
	[ "$(grep -c '\[ECO ' "$T/theirs.tags")" -eq 200 ] ||
	    fail "pgn-extract did not classify every game"
	# The input's own tags (lichess's) differ: the test can fail.
	! cmp -s "$T/input.tags" "$T/theirs.tags" ||
	    fail "the input already has pgn-extract's tags"
	run -0 diff "$T/theirs.tags" "$T/ours.tags"
}

@test "a transposition takes the line's tags; old ECO and Variation tags are replaced" {
	printf '[White "A"]\n[Black "B"]\n[ECO "X99"]\n[Variation "old"]\n\n1. Nf3 Nc6 2. e4 e5 3. Bb5 a6 4. h3 *\n' > "$T/t.pgn"
	run -0 --separate-stderr convert -q --eco "$ECO" --to pgn "$T/t.pgn"
	assert_output '[Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "A"]
[Black "B"]
[Result "*"]
[ECO "C60"]
[Opening "Ruy Lopez (Spanish opening)"]

1. Nf3 Nc6 2. e4 e5 3. Bb5 a6 4. h3 *'
	# A game no line matches (three pieces) keeps its tags.
	printf '[ECO "X99"]\n[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]\n\n1. Kd2 *\n' > "$T/n.pgn"
	run -0 --separate-stderr convert -q --eco "$ECO" --to json "$T/n.pgn"
	assert_output --partial '"ECO": "X99"'
}

@test "--eco: a file that cannot be read or holds no line is a usage error" {
	run -2 --separate-stderr convert --eco "$T/none.pgn" --to pgn /dev/null
	assert_equal "$stderr" "convert: --eco: $T/none.pgn: No such file or directory"
	: > "$T/empty.pgn"
	run -2 --separate-stderr convert --eco "$T/empty.pgn" --to pgn /dev/null
	assert_equal "$stderr" "convert: --eco: $T/empty.pgn: no ECO line in the file"
	run -0 --separate-stderr convert --help
	assert_output --partial "--eco FILE"
}
