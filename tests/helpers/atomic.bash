# Helpers of tests/atomic.bats and tests/slow/atomic-deep.bats (tc_load
# atomic, after tc_load perft): the lichess Atomic games, their positions,
# and the divide comparison with tests/ref/atomic_ref.py.
# shellcheck shell=bash

START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
REF=$TC_TOP/tests/ref/atomic_ref.py

# The reference needs python3 (standard library only): fail without it.
atomic_ref_check() {
	command -v python3 > /dev/null ||
	    fail "python3 not found: tests/ref/atomic_ref.py needs it"
}

# The Atomic games of lichess's export, whole.
atomic_games() {
	awk '/^\[Event /{ if (t) printf "%s", g; g = ""; t = 0 }
	    { g = g $0 "\n" }
	    /^\[Variant "Atomic"\]$/ { t = 1 }
	    END { if (t) printf "%s", g }' "$TC_DATA/variants-lichess.pgn"
}

# Every position of the 52 games with both Kings (after each ply, from
# convert's JSON), and the start.
game_fens() {
	atomic_games > "$BATS_TEST_TMPDIR/at.pgn"
	{
		printf '%s\n' "$START"
		convert --to json "$BATS_TEST_TMPDIR/at.pgn" |
		    jq -r '.moves[].afen' | awk '$1 ~ /K/ && $1 ~ /k/'
	}
}

# divide_vs_ref DEPTH FENS [VARIANT]: movegen -V VARIANT (atomic) --divide
# against the reference, position by position and move by move.
divide_vs_ref() {
	local depth=$1 fens=$2 v=${3:-atomic} tmp=$BATS_TEST_TMPDIR
	python3 "$REF" --divide "$depth" -i "$fens" > "$tmp/ref.raw" ||
	    { echo "atomic_ref.py failed"; return 1; }
	[ "$(grep -c '^Nodes searched: ' "$tmp/ref.raw")" -eq "$(wc -l < "$fens")" ] ||
	    { echo "the reference did not answer every position"; return 1; }
	normalize_divide "$fens" < "$tmp/ref.raw" > "$tmp/ref"
	movegen_divide_vs atomic_ref.py "$tmp/ref" "$v" "$depth" "$fens"
}

