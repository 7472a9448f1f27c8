#!/usr/bin/env bats
# convert on whole collections (make check-slow): the round trips of
# tests/convert.bats on all of games.pgn (PGN, JSON, uci and lan, the
# export as a fixed point, every tag, move and comment kept), --to san
# against the JSON, every ply against pgn-replay, the long form and
# -V allegiance, the From Position games of variants-lichess.pgn, and
# memory that does not grow with the input.
#
# Times on the 2-core development machine, with other jobs running
# (2.5-4.5 minutes in all, depending on the load):
#   round trips and fixed point (5 conversions of 40 MB)            40 s
#   every tag, move and comment kept (420 MB of JSON, perl, jq)     80 s
#   --to san against the SAN of --to json (jq)                      60 s
#   per-ply FEN and AFEN against pgn-replay                         30 s
#   the long form; -V allegiance                                    25 s
#   JSON and back under /usr/bin/time                               35 s

bats_require_minimum_version 1.5.0

load ../helpers/setup

setup() {
	tc_setup
	tc_load convert
	[ -f "$SHARED/games.pgn" ] ||
	    fail "shared test data not found at $SHARED"
}

@test "games.pgn: PGN, JSON, uci and lan round trips lose nothing; the export is a fixed point" {
	run round_trips "$SHARED/games.pgn" "$T"
	assert_equal "$output" ""
	run -0 grep -c '^\[Event ' "$T/A.pgn"
	assert_output 46177
	run -0 wide_movetext "$T/A.pgn"
	assert_output ""
	# the export replays to the same positions, ply by ply
	run -0 sh -c 'pgn-replay -q --emit each "$1" | cmp - "$2"' _ "$T/A.pgn" \
	    <(pgn-replay -q --emit each "$SHARED/games.pgn")
}

@test "games.pgn: the export keeps every tag, move and comment of the original" {
	convert -q --to json "$SHARED/games.pgn" > "$T/x.jsonl"
	convert -q --to pgn "$SHARED/games.pgn" | convert -q --to json > "$T/a.jsonl"
	run -0 wc -l < "$T/a.jsonl"
	assert_output 46177
	norm_games < "$T/x.jsonl" > "$T/x.norm"
	norm_games < "$T/a.jsonl" > "$T/a.norm"
	run -0 cmp "$T/x.norm" "$T/a.norm"
	run -0 cmp <(jq -r "$JQ_TAGS" "$T/x.jsonl") \
	    <(jq -c -r '[.tags | to_entries[] | [.key, .value]] | tostring' "$T/a.jsonl")
}

@test "games.pgn: --to san equals the SAN of --to json, game by game" {
	convert -q --to san "$SHARED/games.pgn" > "$T/san"
	convert -q --to json "$SHARED/games.pgn" | jq -r '[.moves[].san] | join(" ")' > "$T/jq"
	run -0 wc -l < "$T/san"
	assert_output 46177
	run -0 cmp "$T/san" "$T/jq"
}

@test "games.pgn: per-ply --to fen and --to afen equal pgn-replay's (3,587,537 positions)" {
	pgn-replay -q --emit each --format fen "$SHARED/games.pgn" > "$T/replay"
	run -0 --separate-stderr sh -c 'convert --to fen "$1" > "$2"' _ "$SHARED/games.pgn" "$T/convert"
	# the two games that play on after a fivefold repetition are warned
	# about and written (pgn-replay.bats)
	assert_equal "$(summary)" "convert: 46177 games, 0 errors"
	run -0 wc -l < "$T/convert"
	assert_output 3587537
	run -0 cmp "$T/replay" "$T/convert"
	run -0 sh -c 'convert -q --to afen "$1" | cmp - "$2"' _ "$SHARED/games.pgn" "$T/replay"
}

@test "games.pgn: the long form and back gives the same moves" {
	# The 70 games without a move have nothing to write in the long form.
	convert -q --to san "$SHARED/games.pgn" | grep -v '^$' > "$T/san"
	run -0 wc -l < "$T/san"
	assert_output 46107
	run -0 sh -c 'convert -q --to long "$1" | convert -q --to san | cmp - "$2"' _ \
	    "$SHARED/games.pgn" "$T/san"
}

@test "games.pgn under -V allegiance: written as Allegiance Chess, read back the same" {
	# Every capture has its x and every piece is pure, so the moves and
	# their marks are the same in both rules (pgn-replay.bats).
	convert -q --to san "$SHARED/games.pgn" > "$T/san"
	convert -q -V allegiance --to pgn "$SHARED/games.pgn" > "$T/alleg.pgn"
	run -0 grep -c '^\[Variant "Allegiance"\]$' "$T/alleg.pgn"
	assert_output 46177
	run -1 grep -c '^\[Variant "Standard"\]$' "$T/alleg.pgn"
	assert_output 0
	run -0 sh -c 'convert -q --to san "$1" | cmp - "$2"' _ "$T/alleg.pgn" "$T/san"
}

@test "variants-lichess.pgn: the 443 From Position games round-trip; every ply as pgn-replay's" {
	awk 'NR == FNR { if (/^\[Event /) n++; if (/^\[Variant "From Position"\]/) fp[n] = 1; next }
	    /^\[Event /{ m++ } fp[m]' "$SHARED/variants-lichess.pgn" \
	    "$SHARED/variants-lichess.pgn" > "$T/fp.pgn"
	run round_trips "$T/fp.pgn" "$T"
	assert_equal "$output" ""
	run -0 grep -c '^\[FEN ' "$T/A.pgn"
	assert_output 443
	run -0 sh -c 'convert -q --to fen "$1" | cmp - "$2"' _ "$T/fp.pgn" \
	    <(pgn-replay -q --emit each --format fen "$T/fp.pgn")
	# and from the export too
	run -0 sh -c 'convert -q --to fen "$1" | cmp - "$2"' _ "$T/A.pgn" \
	    <(pgn-replay -q --emit each --format fen "$T/fp.pgn")
}

@test "games.pgn to JSON and back: memory does not grow with the input" {
	[ -x /usr/bin/time ] || skip "no /usr/bin/time"
	run -0 --separate-stderr /usr/bin/time -f 'rss %M' sh -c \
	    'convert -q --to json "$1" | convert -q --to pgn > /dev/null' _ "$SHARED/games.pgn"
	rss=${stderr##*rss }
	[ "$rss" -lt 65536 ] || fail "max RSS of the shell and its last command: $rss KB"
	run -0 --separate-stderr /usr/bin/time -f 'rss %M' convert -q --to json -o /dev/null "$SHARED/games.pgn"
	rss=${stderr##*rss }
	[ "$rss" -lt 65536 ] || fail "max RSS: $rss KB"
}
