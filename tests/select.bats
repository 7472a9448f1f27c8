#!/usr/bin/env bats
# Selecting games (turncoat-pgn(5), SELECTING GAMES), shared by pgn-replay
# and convert.  tests/data/select/games.pgn holds five games, derived here:
#   1 Club, Anna Carlsen - Bob, 1-0, Scholar's mate: 7 plies, valid
#   2 Club, Bob - Carol, 0-1, Fool's mate: 4 plies, valid
#   3 Open, Dave - anna carlsen, 1/2-1/2 after 1.e4 e5: 2 plies, valid
#   4 Open, Eve - Bob, 1-0: 1.e4 e5 2.Ke3 is illegal (line 27, column 13):
#     2 plies, 1 error
#   5 Open, Xavier - Yves, [Variant "Shogi"] (line 32): not played
# So a selection's plies are the sums of these counts, and every game not
# selected is counted as skipped.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup select
	tc_load pgn
	G=$DATA/games.pgn
	E4="pgn-replay: $G:27:13: game 4 (Eve - Bob, Open): 2.Ke3: no white king can reach e3: White's king on e1 does not move to e3"
	E5="pgn-replay: $G:32:1: game 5 (Xavier - Yves, Open): variant 'Shogi' is not supported"
}

@test "--player matches White or Black, any case, part of the name: games 1 and 3" {
	run --separate-stderr pgn-replay --player carlsen "$G"
	assert_success
	assert_equal "$(diags)" "pgn-replay: 3 games skipped"
	assert_equal "$(summary)" "pgn-replay: 2 games, 9 plies, 0 errors, 0 warnings"
}

@test "--tag NAME=VALUE is exact: games 3-5, with the errors of 4 and 5" {
	run --separate-stderr pgn-replay --tag Event=Open "$G"
	assert_failure 1
	assert_equal "$(diags)" "$E4
$E5
pgn-replay: 2 games skipped"
	assert_equal "$(summary)" "pgn-replay: 3 games, 4 plies, 2 errors, 0 warnings"
	run --separate-stderr pgn-replay --tag Event=Ope "$G"
	assert_success
	assert_equal "$(summary)" "pgn-replay: 0 games, 0 plies, 0 errors, 0 warnings"
}

@test "--tag NAME~REGEX is an extended regular expression: games 1-3" {
	run --separate-stderr pgn-replay --tag 'White~^[A-D]' "$G"
	assert_success
	assert_equal "$(summary)" "pgn-replay: 3 games, 13 plies, 0 errors, 0 warnings"
}

@test "the same option twice is either; different options are both" {
	run --separate-stderr pgn-replay --tag White=Bob --tag White=Dave "$G"
	assert_equal "$(summary)" "pgn-replay: 2 games, 6 plies, 0 errors, 0 warnings"
	run --separate-stderr pgn-replay --tag Event=Club --player bob --result 0-1 "$G"
	assert_equal "$(summary)" "pgn-replay: 1 game, 4 plies, 0 errors, 0 warnings"
}

@test "--games takes numbers and ranges, open at the end: 2,4- is games 2, 4, 5" {
	run --separate-stderr pgn-replay --games 2,4- "$G"
	assert_failure 1
	assert_equal "$(diags)" "$E4
$E5
pgn-replay: 2 games skipped"
	assert_equal "$(summary)" "pgn-replay: 3 games, 6 plies, 2 errors, 0 warnings"
	run --separate-stderr pgn-replay -j 2 --games 1-2 --emit final "$G"
	assert_success
	assert_equal "$output" "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4
rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
}

@test "--result reads the Result tag: games 1 and 4" {
	run --separate-stderr pgn-replay --result 1-0 "$G"
	assert_failure 1
	assert_equal "$(summary)" "pgn-replay: 2 games, 9 plies, 1 error, 0 warnings"
}

@test "--valid and --invalid select by the outcome of the replay" {
	run --separate-stderr pgn-replay --valid "$G"
	assert_success
	assert_equal "$(diags)" "pgn-replay: 2 games skipped"
	assert_equal "$(summary)" "pgn-replay: 3 games, 13 plies, 0 errors, 0 warnings"
	run --separate-stderr pgn-replay --invalid "$G"
	assert_failure 1
	assert_equal "$(diags)" "$E4
$E5
pgn-replay: 3 games skipped"
	assert_equal "$(summary)" "pgn-replay: 2 games, 2 plies, 2 errors, 0 warnings"
}

@test "--skip-unsupported counts a game of a variant not played as skipped" {
	run --separate-stderr pgn-replay --tag Event=Open --skip-unsupported "$G"
	assert_failure 1
	assert_equal "$(diags)" "$E4
pgn-replay: 3 games skipped"
	assert_equal "$(summary)" "pgn-replay: 2 games, 4 plies, 1 error, 0 warnings"
	run --separate-stderr pgn-replay --only-variant chess "$G"
	assert_equal "$(summary)" "pgn-replay: 4 games, 15 plies, 1 error, 0 warnings"
}

@test "../shared/data/variants-lichess.pgn: the games of variants not played are skipped" {
	local games plies skipped

	[ -f "$SHARED/variants-lichess.pgn" ] || fail "no $SHARED/variants-lichess.pgn"
	# Games whose Variant tag names no variant of --list-variants are
	# skipped; the others are replayed without error.
	variant_games "$SHARED/variants-lichess.pgn" > "$BATS_TEST_TMPDIR/games"
	read -r games plies skipped < <(awk -F'\t' '
	    $2 == "played" { n++; p += $8 } $2 == "not played" { s++ }
	    END { print n + 0, p + 0, s + 0 }' "$BATS_TEST_TMPDIR/games")
	assert_equal "$((games + skipped))" 1068
	run --separate-stderr pgn-replay --skip-unsupported "$SHARED/variants-lichess.pgn"
	assert_success
	if [ "$skipped" -gt 0 ]; then
		assert_equal "$(diags)" "pgn-replay: $(count_of "$skipped" game games) skipped"
	else
		assert_equal "$(diags)" ""
	fi
	assert_equal "$(summary)" "pgn-replay: $(count_of "$games" game games), $(count_of "$plies" ply plies), 0 errors, 0 warnings"
}

@test "convert --invalid --to pgn writes games with errors as they were read" {
	run --separate-stderr convert --invalid --to pgn "$G"
	assert_failure 1
	assert_equal "$output" "$(sed -n '22,35p' "$G")"
	assert_equal "${stderr##*$'\n'}" "convert: 2 games, 2 errors, 3 skipped"
	run --separate-stderr convert --invalid --to san "$G"
	assert_failure 2
	assert_equal "$stderr" "convert: --invalid writes the games as they were read: use --to pgn"
}

@test "convert --games picks games for every format" {
	run --separate-stderr convert --to uci --games 2 "$G"
	assert_success
	assert_equal "$output" "f2f3 e7e5 g2g4 d8h4"
	assert_equal "$stderr" "convert: 1 game, 0 errors, 4 skipped"
}

@test "bad selections are usage errors" {
	run --separate-stderr pgn-replay --games 0 "$G"
	assert_failure 2
	assert_equal "$stderr" "pgn-replay: bad game numbers '0': expected numbers and ranges such as 1,5,10-20,100- (from 1)"
	run --separate-stderr pgn-replay --games 5-3 "$G"
	assert_failure 2
	run --separate-stderr pgn-replay --games 1, "$G"
	assert_failure 2
	run --separate-stderr convert --to pgn --tag Event "$G"
	assert_failure 2
	assert_equal "$stderr" "convert: bad tag criterion 'Event': expected NAME=VALUE or NAME~REGEX"
	run --separate-stderr pgn-replay --tag 'White~(' "$G"
	assert_failure 2
	assert_equal "$stderr" "pgn-replay: bad regular expression '('"
	run --separate-stderr pgn-replay --result 2-0 "$G"
	assert_failure 2
	assert_equal "$stderr" "pgn-replay: bad result '2-0': expected 1-0, 0-1, 1/2-1/2, four scores (1-1/2-0-1/2) or *"
	run --separate-stderr pgn-replay --valid --invalid "$G"
	assert_failure 2
	assert_equal "$stderr" "pgn-replay: --valid and --invalid exclude each other"
	run --separate-stderr pgn-replay --only-variant shogi "$G"
	assert_failure 2
	assert_equal "$stderr" "pgn-replay: unknown or unsupported variant 'shogi': --list-variants names them all"
}

@test "games.pgn: --player selects what awk counts, and -j 2 prints what -j 1 prints" {
	[ -f "$SHARED/games.pgn" ] || fail "no $SHARED/games.pgn"
	want=$(awk -F'"' '/^\[(White|Black) "/ { if (tolower($2) ~ /magnus/) hit = 1 }
	    /^\[Event / { n += hit; hit = 0 } END { print n + hit }' "$SHARED/games.pgn")
	run --separate-stderr pgn-replay --player Magnus --emit final "$SHARED/games.pgn"
	one=$output
	assert_equal "$(summary)" "pgn-replay: $want games, $(summary | sed 's/.*games, //')"
	assert_equal "$(printf '%s\n' "$output" | wc -l)" "$want"
	run --separate-stderr pgn-replay -j 2 --player Magnus --emit final "$SHARED/games.pgn"
	assert_equal "$output" "$one"
}

@test "the README's recipe across hosts, run here: parts by --games join to one run" {
	[ -f "$SHARED/games.pgn" ] || fail "no $SHARED/games.pgn"
	command -v parallel > /dev/null || fail "GNU parallel is not installed: run tests/setup-debian"
	pgn-replay -q --emit final "$SHARED/games.pgn" > "$T/one.out" 2> "$T/one.err" || true
	parallel -k pgn-replay -q --games {} --emit final "$SHARED/games.pgn" \
	    ::: 1-15000 15001-30000 30001- > "$T/parts.out" 2> "$T/parts.err" || true
	cmp "$T/one.out" "$T/parts.out"
	cmp "$T/one.err" "$T/parts.err"
	[ "$(wc -l < "$T/one.out")" -gt 46000 ]
}

# Run "$@" with standard error (and output) on a terminal, through
# script(1); the typescript is left in $T/tty.
on_tty() {
	script -qec "$(printf '%q ' "$@")" /dev/null > "$T/tty" 2>&1
}

@test "progress: on a terminal, a line of games and MB rewritten in place, cleared before the summary" {
	[ -f "$SHARED/games.pgn" ] || fail "no $SHARED/games.pgn"
	command -v script > /dev/null || fail "script(1) is missing (package bsdutils)"
	# Three copies of games.pgn hold 3 x 46,177 games, 3 x 3,587,537
	# plies and 3 x 2 warnings.  However fast the machine, the run shows
	# a line: TC_PROGRESS_DELAY=0 shows one at the first game, where the
	# tools wait a second (a fast machine is done before).
	cat "$SHARED/games.pgn" "$SHARED/games.pgn" "$SHARED/games.pgn" > "$T/g3.pgn"
	on_tty env TC_PROGRESS_DELAY=0 pgn-replay -j 1 "$T/g3.pgn"
	grep -qE $'\rpgn-replay: [0-9]+ games, [0-9]+\\.[0-9] MB, [0-9]+\\.[0-9] MB/s\e\\[K' "$T/tty" ||
	    fail "no progress line: $(head -c 300 "$T/tty" | od -c | head)"
	# The summary is on a clean line of its own, the last one (after the
	# "\r\e[K" that clears a progress line shown just before it).
	last=$(tr '\r' '\n' < "$T/tty" | sed $'s/^\e\\[K//' | grep -v '^$' | tail -n 1)
	[[ $last =~ ^pgn-replay:\ 138531\ games,\ 10762611\ plies,\ 0\ errors,\ 6\ warnings,\ [0-9.]+\ s ]] ||
	    fail "last line: $last"
	# Every diagnostic starts on a cleared line.
	! grep -q $'MB/s\e\\[Kpgn-replay: ' "$T/tty"
	on_tty env TC_PROGRESS_DELAY=0 convert -j 2 --to uci -o /dev/null "$T/g3.pgn"
	grep -qE $'\rconvert: [0-9]+ games, [0-9.]+ MB, [0-9.]+ MB/s\e\\[K' "$T/tty"
}

@test "progress: none with -q, none when standard error is not a terminal" {
	[ -f "$SHARED/games.pgn" ] || fail "no $SHARED/games.pgn"
	cat "$SHARED/games.pgn" "$SHARED/games.pgn" "$SHARED/games.pgn" > "$T/g3.pgn"
	on_tty pgn-replay -q "$T/g3.pgn"
	[ ! -s "$T/tty" ]
	run --separate-stderr pgn-replay "$T/g3.pgn"
	[[ $stderr != *$'\r'* ]]
}

@test "convert --to json with --games numbers the games as in the whole file" {
	run --separate-stderr convert --to json --no-positions --games 2-3 "$G"
	assert_success
	assert_equal "$(printf '%s\n' "$output" | jq -c .game)" "2
3"
}
