# EN Chess's test helpers (tests/en*.bats): positions and games of
# ../shared/spec/en-chess.md written to the test's own directory.

# moves POSITION [MOVEGEN-OPTION]...: the legal moves movegen -V en
# lists, sorted (C locale), on one line separated by spaces.
moves() {
	local p=$1
	shift
	movegen -V en "$@" "$p" | tr ' ' '\n' | grep . | sort | paste -sd ' ' -
}

# The same words as $1, sorted, on one line: the spec's lists in its order.
sorted() {
	printf '%s\n' $1 | sort | paste -sd ' ' -
}

# game FEN MOVETEXT: g.pgn in the test's directory, which becomes the
# current one: [Variant "EN"], [SetUp]/[FEN] unless FEN is empty, then
# the movetext on line 5 (line 3 from the start).
game() {
	{
		printf '[Variant "EN"]\n'
		[ -z "$1" ] || printf '[SetUp "1"]\n[FEN "%s"]\n' "$1"
		printf '\n%s\n' "$2"
	} > "$T/g.pgn"
	cd "$T" || return 1
}

# final FEN MOVETEXT: the final position of that game, replayed strictly.
final() {
	game "$1" "$2" && pgn-replay -q --strict --emit final g.pgn
}

# refused FEN MOVETEXT LINE:COL MOVE WORDS...: replaying the game fails,
# and the first diagnostic is "pgn-replay: g.pgn:LINE:COL: game 1: MOVE: "
# followed by a message holding each of WORDS.
refused() {
	local fen=$1 text=$2 where=$3 mv=$4 w
	shift 4
	game "$fen" "$text"
	run -1 --separate-stderr pgn-replay g.pgn
	[[ ${stderr_lines[0]} == "pgn-replay: g.pgn:$where: game 1: $mv: "* ]] ||
	    fail "expected g.pgn:$where and $mv, got: $stderr"
	for w; do
		[[ ${stderr_lines[0]} == *"$w"* ]] || fail "no '$w' in: ${stderr_lines[0]}"
	done
}
