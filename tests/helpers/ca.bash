# Complex Allegiance Chess's test helpers (tests/ca*.bats): positions and
# games of ../shared/spec/complex-allegiance.md written to the test's own
# directory.
# shellcheck shell=bash
# shellcheck disable=SC2154 # output, stderr and stderr_lines come from bats's run

# The start position of spec section 2, South to move (spec section 5).
# shellcheck disable=SC2034 # used by the files that load this one
CA_START='x,nR,nN,nB,nQ,nK,nB,nN,nR,x/wR,nwP,nP,nP,nP,nP,nP,nP,neP,eR/wN,wP,6,eP,eN/wB,wP,6,eP,eB/wK,wP,6,eP,eQ/wQ,wP,6,eP,eK/wB,wP,6,eP,eB/wN,wP,6,eP,eN/wR,swP,sP,sP,sP,sP,sP,sP,seP,eR/x,sR,sN,sB,sK,sQ,sB,sN,sR,x s b1,i1,a2,a9,b10,i10,j2,j9 - 0 1'

# moves POSITION [MOVEGEN-OPTION]...: the legal moves movegen -V
# complex-allegiance lists, sorted (C locale), on one line separated by
# spaces.
moves() {
	local p=$1
	shift
	movegen -V complex-allegiance "$@" "$p" | tr ' ' '\n' | grep . | sort |
	    paste -sd ' ' -
}

# moves_of POSITION PREFIX: those of the moves whose text starts with
# PREFIX (a regular expression for grep), sorted, on one line.
moves_of() {
	moves "$1" | tr ' ' '\n' | grep "^$2" | sort | paste -sd ' ' -
}

# The same words as $1, sorted, on one line: the spec's lists in its order.
sorted() {
	# shellcheck disable=SC2086 # split on purpose
	printf '%s\n' $1 | sort | paste -sd ' ' -
}

# side POSITION S: the same position with S to move.
side() {
	printf '%s\n' "$1" | awk -v s="$2" '{ $2 = s; print }'
}

# game FEN MOVETEXT: g.pgn in the test's directory, which becomes the
# current one: [Variant "Complex Allegiance"], [SetUp]/[FEN] unless FEN
# is empty, then the movetext after a blank line (line 3 from the start,
# line 5 from a FEN).
game() {
	{
		printf '[Variant "Complex Allegiance"]\n'
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

# invalid CAFEN [COL WORDS]...: afen-validate -V complex-allegiance -e
# CAFEN exits 1, writes nothing on standard output and, on standard
# error, one diagnostic per COL/WORDS pair, in order, each
# "afen-validate: <arg>:1:COL: " followed by a message that contains
# WORDS (case-insensitive).
invalid() {
	local fen=$1 k line
	shift
	run -1 --separate-stderr afen-validate -V complex-allegiance -e "$fen"
	k=0
	assert_equal "$output" ""
	assert_equal "${#stderr_lines[@]}" $(($# / 2))
	while [ $# -gt 0 ]; do
		line=${stderr_lines[$k]}
		[[ $line == "afen-validate: <arg>:1:$1: "* ]] ||
		    fail "diagnostic $((k + 1)): expected column $1, got: $line"
		[[ ${line,,} == *"${2,,}"* ]] ||
		    fail "diagnostic $((k + 1)): no '$2' in: $line"
		k=$((k + 1))
		shift 2
	done
}

# valid CAFEN...: afen-validate accepts each, silently.
valid() {
	local a=() p
	for p; do
		a+=(-e "$p")
	done
	run -0 --separate-stderr afen-validate -V complex-allegiance "${a[@]}"
	assert_equal "$stderr" ""
}
