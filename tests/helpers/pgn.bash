# Helpers of tests/pgn-replay.bats, tests/pgn-replay-jobs.bats and
# tests/slow/pgn-replay-deep.bats: tc_load pgn, with PGN_EXTRACT set.

# The per-ply FENs pgn-extract gives for the games of a file, one per line
# (the command of ../shared/data/README.md); extra options go first.
pe_fens() {
	"$PGN_EXTRACT" "$@" -s --fencomments -C -N -V --notags \
	    --nomovenumbers --noresults -w 100000 2>/dev/null |
	    grep -o '{ [^}]* }' | sed -e 's/^{ //' -e 's/ }$//'
}

# The first n games of a PGN file (games counted by their [Event tag).
first_games() {	# first_games N FILE
	awk -v n="$1" '/^\[Event /{ if (++g > n) exit } { print }' "$2"
}

# The summary line of $stderr without its timing part:
# "pgn-replay: 3 games, 7 plies, 2 errors, 0 warnings".
summary() {
	local last=${stderr##*$'\n'}

	printf '%s\n' "${last%, * s (* games/s)}"
}

# $stderr without its last line (the summary): the diagnostics.
diags() {
	case $stderr in
	*$'\n'*) printf '%s\n' "${stderr%$'\n'*}" ;;
	esac
}
