# Helpers of the hand-written games' Bats files (tests/en-games.bats,
# tests/ca-games.bats): tc_load games.  Each file defines final_of and
# plies_of for its games.
# shellcheck shell=bash
# shellcheck disable=SC2154 # output and stderr come from bats's run

# Replay game $1 strictly: no error, no warning, its plies, and the
# final position derived by hand.
replays() {
	run -0 --separate-stderr pgn-replay --strict --emit final "$1.pgn"
	assert_output "$(final_of "$1")"
	[[ $stderr == "pgn-replay: 1 game, $(plies_of "$1") plies, 0 errors, 0 warnings, "* ]] ||
	    fail "$stderr"
}

# The movetext of PGN on standard input: lines after the first blank
# line, joined by spaces.
movetext() {
	awk 'body { print } /^$/ { body = 1 }' | tr '\n' ' ' |
	    sed -e 's/  */ /g' -e 's/^ //' -e 's/ $//'
}
