# The one setup of turncoat's Bats files: every tests/*.bats loads it with
# `load helpers/setup`, every tests/slow/*.bats with `load ../helpers/setup`,
# and calls tc_setup first in its setup().
#
#   tc_setup [DIR [shared]]
#
# loads bats-support and bats-assert; puts the tools under test first on
# PATH (TC_BIN, set by the Makefile; cmd/ of the checkout by default);
# sets the C locale; sets TC_TOP to the top of the checkout, DATA to
# tests/data/DIR, SHARED and QUIRKS to ../shared/data and its pgn-quirks,
# T to the test's own temporary directory.  With "shared" it fails when
# ../shared/data is missing rather than let tests skip.
#
#   tc_load NAME
#
# loads the helpers of tests/helpers/NAME.bash: perft (perft suites,
# divide against Stockfish), pgn (pgn-replay's summary, pgn-extract's
# FENs), convert (convert's summary), jobs (runs with -j compared
# with one thread).
# shellcheck shell=bash

TC_HELPERS=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

tc_setup() {
	bats_load_library bats-support
	bats_load_library bats-assert
	: "${TC_TOP:=$(cd "$TC_HELPERS/../.." && pwd)}"
	: "${TC_BIN:=$TC_TOP/cmd}"
	PATH="$TC_BIN:$PATH"
	export LC_ALL=C
	DATA=$TC_TOP/tests/data/${1-}
	SHARED=$TC_TOP/../shared/data
	QUIRKS=$SHARED/pgn-quirks
	T=$BATS_TEST_TMPDIR
	if [ "${2:-}" = shared ] && [ ! -f "$SHARED/games.pgn" ]; then
		fail "shared test data not found at $SHARED"
	fi
}

tc_load() {
	# shellcheck source=/dev/null
	. "$TC_HELPERS/$1.bash"
}

# tc_perft_setup [PATH]: the setup of the perft suites: tc_setup, TC_DATA
# the shared data directory, the perft helpers loaded, and PATH under it
# (perft by default) there, or the test fails.
tc_perft_setup() {
	tc_setup
	TC_DATA=$SHARED
	tc_load perft
	[ -e "$TC_DATA/${1:-perft}" ] ||
	    fail "shared test data not found at $TC_DATA"
}

# lichess_setup [FILE]: the setup of a lichess variant's tests: the
# shared data as TC_DATA, which must hold FILE (variants-lichess.pgn by
# default), and the perft and Fairy-Stockfish helpers.
lichess_setup() {
	tc_setup
	TC_DATA=$SHARED
	tc_load perft
	tc_load fairy
	[ -f "$TC_DATA/${1-variants-lichess.pgn}" ] ||
	    fail "shared test data not found at $TC_DATA"
}
