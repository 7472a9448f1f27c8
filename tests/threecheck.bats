#!/usr/bin/env bats
# Three-check chess (lichess's rules), the rules interface's first new
# customer: one file, lib/variants/threecheck.c, built on standard chess.
# Expected values come from outside turncoat: python-chess's perft
# figures (../shared/data/perft/3check.perft), Debian's Fairy-Stockfish
# (UCI_Variant 3check, which reads the "W+B" checks-left field), and the
# 15 Three-check games of lichess's export.  Fairy-Stockfish is required
# (CI installs it): without it the tests fail, they do not skip.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	lichess_setup
}

# divide_vs_fairy DEPTH FENS: movegen -V three-check --divide against
# Fairy-Stockfish's go perft, position by position and move by move.
divide_vs_fairy() {
	fairy_divide "UCI_Variant value 3check" three-check "$1" "$2"
}

# Every position of the 15 games as a FEN with the checks-left field
# (Fairy-Stockfish's form), from convert's JSON: "checks=W+B" (given)
# becomes "3-W+3-B" after the en passant square.
game_fens() {
	lichess_games "Three-check" > "$BATS_TEST_TMPDIR/3c.pgn"
	convert --to json "$BATS_TEST_TMPDIR/3c.pgn" | jq -r '.moves[].afen' |
	    awk '{ w = 0; b = 0
		if ($7 ~ /^checks=[0-3][+][0-3]$/) {
			w = substr($7, 8, 1); b = substr($7, 10, 1) }
		print $1, $2, $3, $4, (3 - w) "+" (3 - b), $5, $6 }'
}

@test "perft: python-chess's 3check.perft figures, every position and depth" {
	perft_to_epd < "$TC_DATA/perft/3check.perft" > "$BATS_TEST_TMPDIR/3c.epd"
	run -0 wc -l < "$BATS_TEST_TMPDIR/3c.epd"
	assert_output 2
	PERFT_VARIANT=three-check perft_check_all "$BATS_TEST_TMPDIR/3c.epd"
}

@test "divide 2 agrees with Fairy-Stockfish on every position of the 15 lichess games" {
	game_fens > "$BATS_TEST_TMPDIR/fens"
	# 15 starts and 312 plies (the games' own move counts).
	run -0 wc -l < "$BATS_TEST_TMPDIR/fens"
	assert_output 312
	# Games end on the third check: those positions have no moves.
	run -0 grep -c ' [0-3]+0 \| 0+[0-3] ' "$BATS_TEST_TMPDIR/fens"
	[ "$output" -ge 14 ]
	divide_vs_fairy 2 "$BATS_TEST_TMPDIR/fens"
}

@test "the comparison with Fairy-Stockfish can fail: a check not counted" {
	# A position of the first game with checks given by White: read by
	# both with the same counts they agree, with other counts not.
	game_fens | grep -m1 ' 2+3 ' > "$BATS_TEST_TMPDIR/fens"
	run -0 wc -l < "$BATS_TEST_TMPDIR/fens"
	assert_output 1
	divide_vs_fairy_pair "$BATS_TEST_TMPDIR/fens" "$BATS_TEST_TMPDIR/fens"
	sed 's/ 2+3 / 1+3 /' "$BATS_TEST_TMPDIR/fens" > "$BATS_TEST_TMPDIR/mine"
	run ! divide_vs_fairy_pair "$BATS_TEST_TMPDIR/fens" "$BATS_TEST_TMPDIR/mine"
}

# The same, but Fairy-Stockfish reads THEIRS and movegen MINE (depth 3).
divide_vs_fairy_pair() {
	local fs tmp=$BATS_TEST_TMPDIR
	fs=$(fairy_path) || return 1
	awk 'BEGIN { print "uci"; print "setoption name UCI_Variant value 3check" }
	{ print "position fen " $0; print "go perft 3" } END { print "quit" }' \
	    "$1" | "$fs" | grep '^Nodes searched' > "$tmp/a"
	movegen -V three-check --divide 3 < "$2" | grep '^Nodes searched' > "$tmp/b"
	[ -s "$tmp/a" ] || return 2
	cmp -s "$tmp/a" "$tmp/b"
}

@test "the 15 lichess games replay; 14 end in three checks, as their results say" {
	lichess_games "Three-check" > "$BATS_TEST_TMPDIR/3c.pgn"
	run -0 grep -c '^\[Variant "Three-check"\]' "$BATS_TEST_TMPDIR/3c.pgn"
	assert_output 15
	run -0 --separate-stderr pgn-replay "$BATS_TEST_TMPDIR/3c.pgn"
	assert_regex "$stderr" 'pgn-replay: 15 games, 312 plies, 0 errors, 0 warnings'
	run -0 --separate-stderr convert --to json "$BATS_TEST_TMPDIR/3c.pgn"
	assert_equal "$(jq -r .status <<< "$output" | grep -c '^three checks$')" 14
	# Each of those games ends on a move marked '+' by its side's third
	# check: the last move's mover won (lichess wrote the result).
	assert_equal "$(jq -r 'select(.status == "three checks") |
	    [.result, (.moves | length % 2)] | @tsv' <<< "$output" |
	    awk '($1 == "1-0") != ($2 == 1)' | wc -l)" 0
}

@test "a result that the third check contradicts is an error" {
	cat > "$BATS_TEST_TMPDIR/g.pgn" <<-'EOF'
	[Variant "Three-check"]
	[Result "0-1"]

	1. e4 e5 2. Bc4 Nc6 3. Bxf7+ Kxf7 4. Qh5+ g6 5. Qxg6+ 0-1
	EOF
	run -1 --separate-stderr pgn-replay "$BATS_TEST_TMPDIR/g.pgn"
	[[ $stderr == *"result 0-1, but the game ended in three checks: expected 1-0"* ]]
}

@test "a move after the third check is refused" {
	cat > "$BATS_TEST_TMPDIR/g.pgn" <<-'EOF'
	[Variant "Three-check"]

	1. e4 e5 2. Bc4 Nc6 3. Bxf7+ Kxf7 4. Qh5+ g6 5. Qxg6+ hxg6 *
	EOF
	run -1 --separate-stderr pgn-replay "$BATS_TEST_TMPDIR/g.pgn"
	[[ $stderr == *"5...hxg6"*"three checks"* ]]
}

@test "marks: the third check is '+', a mate '#'" {
	run -0 --separate-stderr convert --to pgn <<-'EOF'
	[Variant "Three-check"]

	1. e4 e5 2. Bc4 Nc6 3. Bxf7 Kxf7 4. Qh5 g6 5. Qxg6 1-0
	EOF
	assert_output --partial "3. Bxf7+ Kxf7 4. Qh5+ g6 5. Qxg6+ 1-0"
	run -0 --separate-stderr convert --to pgn <<-'EOF'
	[Variant "Three-check"]

	1. f3 e5 2. g4 Qh4 0-1
	EOF
	assert_output --partial "2. g4 Qh4# 0-1"
}

@test "notation: the key, lichess's suffix and the checks-left field read the same" {
	local base='rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq -'
	run -0 --separate-stderr afen-validate --canonical -V three-check <<-EOF
	$base 0 2 checks=1+2
	$base 0 2 +1+2
	$base 2+1 0 2
	EOF
	assert_equal "$output" "$(printf '%s\n' "$base 0 2 checks=1+2" "$base 0 2 checks=1+2" "$base 0 2 checks=1+2")"
	# No checks given: no key written; the EPD form of 3check.perft.
	run -0 --separate-stderr afen-validate --canonical -V three-check <<< "$base 3+3 0 2"
	assert_output "$base 0 2"
}

@test "notation: counts out of range, disagreeing forms and impossible positions are errors at their column" {
	local base='rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq -'
	run -1 --separate-stderr afen-validate -V three-check <<< "$base 0 2 checks=4+0"
	assert_equal "$stderr" "afen-validate: <stdin>:1:69: checks given '4+0': expected two counts from 0 to 3, White's and Black's (checks=1+0, or +1+0 after the fullmove number)"
	run -1 --separate-stderr afen-validate -V three-check <<< "$base 3+3 0 2 +1+0"
	assert_equal "$stderr" "afen-validate: <stdin>:1:58: checks left 3+3 disagree with the checks given 1+0"
	run -1 --separate-stderr afen-validate -V three-check <<< "$base 0 2 checks=3+0"
	assert_equal "$stderr" "afen-validate: <stdin>:1:69: White has given three checks and is to move: the third check ends the game with Black to move"
	# In standard chess the suffix is not part of the position.
	run -1 --separate-stderr afen-validate -V chess <<< "$base 0 2 +1+0"
	assert_equal "$stderr" "afen-validate: <stdin>:1:62: unexpected text after the position: '+1+0'"
}

@test "-V names: three-check, Three-check, threecheck, 3check" {
	for n in three-check Three-check threecheck 3check "Three-check chess"; do
		run -0 --separate-stderr movegen -V "$n" --perft 1 <<< \
		    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
		assert_output 20
	done
}

@test "JSON: the checks given are a field of the position (keys), none at 0+0" {
	local base='rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq -'
	run -0 --separate-stderr convert -V three-check --from afen --to json <<< "$base 0 2 +1+2"
	assert_equal "$(jq -c .keys <<< "$output")" '{"checks":"1+2"}'
	run -0 --separate-stderr convert -V three-check --from afen --to json <<< "$base 0 2"
	assert_equal "$(jq -c .keys <<< "$output")" 'null'
}
