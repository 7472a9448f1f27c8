#!/usr/bin/env bats
# The variants archives hold, all at once: every game of lichess's
# variant export (../shared/data/variants-lichess.pgn) of a variant
# turncoat plays comes back unchanged through JSON, UCI movetext and
# PGN.  The games of a variant not played (pgn-replay --list-variants
# says which) are skipped and counted.  Per-variant rules are in each
# variant's own Bats file.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup
	G=$SHARED/variants-lichess.pgn
	[ -f "$G" ] || fail "shared test data not found at $G"
	T=$BATS_TEST_TMPDIR
}

# The games played and skipped, counted from the file and the list of
# variants (tc_variant_find's matching: case, a trailing " Chess",
# lichess's "From Position" and "Standard" for standard chess).
expected_counts() {
	pgn-replay --list-variants | cut -f 1,2 | tr 'A-Z\t' 'a-z\n' |
	    sed 's/ chess$//' | sort -u > "$T/names"
	printf '%s\n' "from position" standard >> "$T/names"
	grep '^\[Variant "' "$G" | sed 's/^\[Variant "//; s/"\]$//' |
	    tr 'A-Z' 'a-z' | sed 's/ chess$//' |
	    awk 'NR == FNR { ok[$0] = 1; next } { if ($0 in ok) p++; else s++ }
		END { print p + 0, s + 0 }' "$T/names" -
}

@test "every game of a variant played comes back unchanged through JSON, UCI and PGN" {
	read -r played skipped < <(expected_counts)
	assert_equal "$((played + skipped))" 1068
	run -0 --separate-stderr convert --skip-unsupported --to pgn "$G"
	printf '%s\n' "$output" > "$T/a.pgn"
	if [ "$skipped" -gt 0 ]; then
		assert_equal "${stderr##*$'\n'}" "convert: $played games, 0 errors, $skipped skipped"
	else
		assert_equal "${stderr##*$'\n'}" "convert: $played games, 0 errors"
	fi
	# PGN to JSON and back.
	convert --to json "$T/a.pgn" > "$T/a.json"
	run -0 --separate-stderr convert --from json --to pgn "$T/a.json"
	printf '%s\n' "$output" > "$T/b.pgn"
	run -0 cmp "$T/a.pgn" "$T/b.pgn"
	# UCI movetext and back.
	convert --moves uci --to pgn "$T/a.pgn" > "$T/a.uci.pgn"
	# (the moves are in UCI: more than 50,000 of them)
	run -0 sh -c "grep -oE '(^| )[a-h][1-8][a-h][1-8][qrbnk]?( |\$)' \"\$1\" | wc -l" _ "$T/a.uci.pgn"
	[ "$output" -gt 50000 ]
	run -0 --separate-stderr convert --to pgn "$T/a.uci.pgn"
	printf '%s\n' "$output" > "$T/c.pgn"
	run -0 cmp "$T/a.pgn" "$T/c.pgn"
	# PGN to PGN is a fixpoint.
	run -0 --separate-stderr convert --to pgn "$T/a.pgn"
	printf '%s\n' "$output" > "$T/d.pgn"
	run -0 cmp "$T/a.pgn" "$T/d.pgn"
}

@test "each variant's games end as their results say: pgn-replay --strict finds nothing" {
	read -r played skipped < <(expected_counts)
	run --separate-stderr pgn-replay --strict --skip-unsupported "$G"
	assert_success
	assert_regex "${stderr##*$'\n'}" "^pgn-replay: $played games, [0-9]+ plies, 0 errors, 0 warnings"
}

@test "positions without -V: Crazyhouse's pockets and '~', Three-check's counts and Chess960's Rook files claim them" {
	# Crazyhouse: King e1 and a Queen in hand: 5 King moves and 62
	# drops (every empty square) = 67; '~' marks a promoted piece.
	run -0 movegen --count '4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1'
	assert_output 67
	run -0 movegen --count '4k3/8/8/8/8/8/8/4KQ~2[] w - - 0 1'
	assert_output "$(movegen -V crazyhouse --count '4k3/8/8/8/8/8/8/4KQ~2[] w - - 0 1')"
	# Three-check: lichess's +W+B counts the checks given, the key
	# checks= too; python-chess's W+B field the checks left (3+3: none
	# given, so no key is written).
	for p in '4k3/8/8/8/8/8/8/4K3 w - - 0 1 +1+0' \
	    '4k3/8/8/8/8/8/8/4K3 w - - 0 1 checks=1+0' \
	    '4k3/8/8/8/8/8/8/4K3 w - - 2+3 0 1'; do
		run -0 --separate-stderr convert --to afen <<< "$p"
		assert_output '4k3/8/8/8/8/8/8/4K3 w - - 0 1 checks=1+0'
	done
	run -0 --separate-stderr convert --to afen <<< '4k3/8/8/8/8/8/8/4K3 w - - 3+3 0 1'
	assert_output '4k3/8/8/8/8/8/8/4K3 w - - 0 1'
	# Chess960, Shredder-FEN: Rooks a1 and h1, King e1: 5 King moves,
	# 10 of the a1 Rook, 9 of the h1 Rook and both castlings = 26.
	run -0 movegen --count '4k3/8/8/8/8/8/8/R3K2R w HA - 0 1'
	assert_output 26
	# Standard FEN stays Allegiance's (its challenges: none here).
	run -0 movegen --count 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
	assert_output 20
	# afen-validate reads each without -V.
	run -0 afen-validate -q -e '4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1'
	run -0 afen-validate -q -e '4k3/8/8/8/8/8/8/4K3 w - - 3+3 0 1'
	run -0 afen-validate -q -e '4k3/8/8/8/8/8/8/R3K2R w HA - 0 1'
}
