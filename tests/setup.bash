# The setup the tools' Bats files share: bats-support and bats-assert, the
# tools under test first on PATH (TC_BIN, set by the Makefile), the C
# locale, and where the data is.
#
#   tc_setup DIR [shared]
#
# sets DATA to tests/data/DIR, SHARED and QUIRKS to ../shared/data and its
# pgn-quirks, T to the test's own temporary directory; with "shared" it
# fails when ../shared/data is missing rather than let tests skip.
tc_setup() {
	bats_load_library bats-support
	bats_load_library bats-assert
	: "${TC_BIN:=$BATS_TEST_DIRNAME/../cmd}"
	PATH="$TC_BIN:$PATH"
	export LC_ALL=C
	DATA=$BATS_TEST_DIRNAME/data/$1
	SHARED=$BATS_TEST_DIRNAME/../../shared/data
	QUIRKS=$SHARED/pgn-quirks
	T=$BATS_TEST_TMPDIR
	if [ "${2:-}" = shared ] && [ ! -f "$SHARED/games.pgn" ]; then
		fail "shared test data not found at $SHARED"
	fi
}
