#!/usr/bin/env bats
# Chess960 (lichess's rules), one variant file on standard chess:
# lib/variants/chess960.c.  Expected values come from outside turncoat:
# the 960 start positions' perft figures (../shared/data/perft/
# chess960.perft, from CPW and Ethereal), Debian's Fairy-Stockfish in
# UCI_Chess960 mode, and the 466 Chess960 games of lichess's export.
# Fairy-Stockfish is required (CI installs it): without it the tests
# fail, they do not skip.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	lichess_setup
}

# divide_vs_fairy DEPTH FENS: movegen -V chess960 --divide against
# Fairy-Stockfish's go perft (UCI_Chess960, castling as King takes Rook
# in both), position by position and move by move.
divide_vs_fairy() {
	fairy_divide "UCI_Chess960 value true" chess960 "$1" "$2"
}

@test "perft: all 960 start positions to depth 4 (chess960.perft)" {
	perft_to_epd < "$TC_DATA/perft/chess960.perft" |
	    sed 's/ ;D5 [0-9]*//; s/ ;D6 [0-9]*//' > "$BATS_TEST_TMPDIR/960.epd"
	run -0 wc -l < "$BATS_TEST_TMPDIR/960.epd"
	assert_output 960
	PERFT_VARIANT=chess960 perft_check_upto 4 "$BATS_TEST_TMPDIR/960.epd"
}

@test "divide 2 agrees with Fairy-Stockfish on every 10th position of the 466 lichess games" {
	lichess_games "Chess960" > "$BATS_TEST_TMPDIR/g.pgn"
	convert --to json "$BATS_TEST_TMPDIR/g.pgn" | jq -r '.moves[].afen' |
	    awk 'NR % 10 == 1' > "$BATS_TEST_TMPDIR/fens"
	# Positions with castling rights, in both files' notations.
	run -0 grep -c ' [KQkqA-Ha-h][KQkqA-Ha-h]* [a-h36-]' "$BATS_TEST_TMPDIR/fens"
	[ "$output" -gt 1000 ]
	divide_vs_fairy 2 "$BATS_TEST_TMPDIR/fens"
}

@test "the comparison with Fairy-Stockfish can fail: a castling right dropped" {
	printf '%s\n' 'rk2r3/8/8/8/8/8/8/RK2R3 w KQkq - 0 1' > "$BATS_TEST_TMPDIR/fens"
	divide_vs_fairy 2 "$BATS_TEST_TMPDIR/fens"
	fs=$(fairy_path)
	# Fairy-Stockfish told of no rights, movegen of all four.
	printf 'uci\nsetoption name UCI_Chess960 value true\nposition fen %s\ngo perft 2\nquit\n' \
	    'rk2r3/8/8/8/8/8/8/RK2R3 w - - 0 1' | "$fs" | grep '^Nodes' > "$BATS_TEST_TMPDIR/a"
	movegen -V chess960 --divide 2 < "$BATS_TEST_TMPDIR/fens" | grep '^Nodes' > "$BATS_TEST_TMPDIR/b"
	run ! cmp -s "$BATS_TEST_TMPDIR/a" "$BATS_TEST_TMPDIR/b"
}

@test "the 466 lichess games replay with 0 errors" {
	lichess_games "Chess960" > "$BATS_TEST_TMPDIR/g.pgn"
	run -0 grep -c '^\[Variant "Chess960"\]' "$BATS_TEST_TMPDIR/g.pgn"
	assert_output 466
	run -0 --separate-stderr pgn-replay "$BATS_TEST_TMPDIR/g.pgn"
	assert_regex "$stderr" 'pgn-replay: 466 games, [0-9]+ plies, 0 errors, 0 warnings'
	# ... and come back from PGN unchanged in their moves.
	run -0 --separate-stderr convert --to uci "$BATS_TEST_TMPDIR/g.pgn"
	printf '%s\n' "$output" > "$BATS_TEST_TMPDIR/a.uci"
	convert --to pgn "$BATS_TEST_TMPDIR/g.pgn" 2>/dev/null |
	    convert --to uci 2>/dev/null > "$BATS_TEST_TMPDIR/b.uci"
	run -0 cmp "$BATS_TEST_TMPDIR/a.uci" "$BATS_TEST_TMPDIR/b.uci"
}

# White: King b1, Rooks a1 and h1; O-O-O puts the King on c1 and the
# Rook on d1, O-O the King on g1 and the Rook on f1; every square between
# is empty.
@test "castling: the King and Rook land on c/d or g/f whatever their files, written O-O-O and O-O, in UCI King takes Rook" {
	run -0 --separate-stderr movegen -V chess960 --format uci '4k3/8/8/8/8/8/8/RK5R w HA - 0 1'
	[[ " $output " == *" b1a1 "* ]] || fail "no b1a1 in $output"
	[[ " $output " == *" b1h1 "* ]] || fail "no b1h1 in $output"
	run -0 --separate-stderr movegen -V chess960 '4k3/8/8/8/8/8/8/RK5R w HA - 0 1'
	[[ " $output " == *" O-O "* && " $output " == *" O-O-O "* ]]
	# After O-O-O: King c1, Rook d1; both rights of White gone.
	run -0 --separate-stderr convert -V chess960 --to fen <<-'EOF'
	[Variant "Chess960"]
	[SetUp "1"]
	[FEN "4k3/8/8/8/8/8/8/RK5R w HA - 0 1"]

	1. O-O-O *
	EOF
	assert_output --partial '4k3/8/8/8/8/8/8/2KR3R b - - 1 1'
	# King g1, Rook h1: O-O leaves the King where it is, the Rook to f1.
	run -0 --separate-stderr convert -V chess960 --to fen <<-'EOF'
	[Variant "Chess960"]
	[SetUp "1"]
	[FEN "4k3/8/8/8/8/8/8/6KR w K - 0 1"]

	1. O-O *
	EOF
	assert_output --partial '4k3/8/8/8/8/8/8/5RK1 b - - 1 1'
}

# King f1, Rook g1: O-O puts the King on g1 (the Rook's square) and the
# Rook on f1 (the King's).  A black Rook on g8 attacks g1, the King's
# destination: no O-O.  A black Bishop on a6 attacks f1: the King in
# check may not castle.
@test "castling: not out of, through or into check; squares between must be empty" {
	run -0 movegen -V chess960 '4k3/8/8/8/8/8/8/5KR1 w K - 0 1'
	[[ " $output " == *" O-O "* ]]
	run -0 movegen -V chess960 '4k1r1/8/8/8/8/8/8/5KR1 w K - 0 1'
	[[ " $output " != *" O-O "* ]]
	run -0 movegen -V chess960 '4k3/8/b7/8/8/8/8/5KR1 w K - 0 1'
	[[ " $output " != *" O-O "* ]]
	# King b1, Rook e1 (K: the only Rook on the King's short side), a
	# Knight on d1: the King's way to g1 crosses d1, so no O-O.
	run -0 movegen -V chess960 '7k/8/8/8/8/8/8/1K1NR3 w K - 0 1'
	[[ " $output " != *" O-O "* ]]
	# King b1, Rook a1: O-O-O puts the King on c1, the Rook on d1; a
	# black Rook on a8 attacks only a1, which the King never crosses.
	run -0 movegen -V chess960 'r3k3/8/8/8/8/8/8/RK6 w Q - 0 1'
	[[ " $output " == *" O-O-O "* ]]
}

# UCI writes Chess960 castling as the King taking its Rook (e1h1); the
# King's two steps (e1g1) read as castling too where they can mean
# nothing else: no move of the King goes there and one castling does.
@test "UCI: castling read as King takes Rook, and as the King's destination where no King move goes there" {
	# The standard start (SP 518), O-O for both after four moves: e1g1
	# and e8g8, like e1h1 and e8h8, put King g1/g8 and Rook f1/f8.
	for mv in "e1g1 e8g8" "e1h1 e8h8"; do
		run -0 --separate-stderr pgn-replay --emit final --format fen <<-EOF
		[Variant "Chess960"]

		1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. ${mv% *} ${mv#* } *
		EOF
		assert_output 'rnbq1rk1/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 w - - 6 5'
	done
	# King b1, Rook h1 (right H): b1g1 is no King move, so it is O-O
	# (King g1, Rook f1).
	run -0 --separate-stderr pgn-replay --emit final --format fen <<-'EOF'
	[Variant "Chess960"]
	[SetUp "1"]
	[FEN "4k3/8/8/8/8/8/8/1K5R w H - 0 1"]

	1. b1g1 *
	EOF
	assert_output '4k3/8/8/8/8/8/8/5RK1 b - - 1 1'
	# King f1, Rook h1, g1 empty: f1g1 is the King's step (the right is
	# lost, the Rook stays); f1h1 castles.
	run -0 --separate-stderr pgn-replay --emit final --format fen <<-'EOF'
	[Variant "Chess960"]
	[SetUp "1"]
	[FEN "4k3/8/8/8/8/8/8/5K1R w K - 0 1"]

	1. f1g1 *
	EOF
	assert_output '4k3/8/8/8/8/8/8/6KR b - - 1 1'
	run -0 --separate-stderr pgn-replay --emit final --format fen <<-'EOF'
	[Variant "Chess960"]
	[SetUp "1"]
	[FEN "4k3/8/8/8/8/8/8/5K1R w K - 0 1"]

	1. f1h1 *
	EOF
	assert_output '4k3/8/8/8/8/8/8/5RK1 b - - 1 1'
	# Without the right, b1g1 is refused, an error at its column.
	run -1 --separate-stderr pgn-replay <<-'EOF'
	[Variant "Chess960"]
	[SetUp "1"]
	[FEN "4k3/8/8/8/8/8/8/1K5R w - - 0 1"]

	1. b1g1 *
	EOF
	[[ $stderr == *"<stdin>:5:4: "* ]] || fail "$stderr"
}

@test "notation: Shredder-FEN and X-FEN read the same; X-FEN is written" {
	run -0 --separate-stderr afen-validate --canonical -V chess960 <<-'EOF'
	bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 9
	bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 0 9
	rkr5/8/8/8/8/8/8/RKR5 w CAca - 0 1
	EOF
	assert_equal "$output" "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 0 9
bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 0 9
rkr5/8/8/8/8/8/8/RKR5 w KQkq - 0 1"
	# An inner Rook takes its file's letter.
	run -0 --separate-stderr afen-validate --canonical -V chess960 <<< \
	    'rk4rr/8/8/8/8/8/8/RK4RR w Gg - 0 1'
	assert_output 'rk4rr/8/8/8/8/8/8/RK4RR w Gg - 0 1'
}

@test "notation: rights without their King or Rook are errors at their column" {
	run -1 --separate-stderr afen-validate -V chess960 <<< '1k6/8/8/8/8/8/8/RK5R w B - 0 1'
	assert_equal "$stderr" "afen-validate: <stdin>:1:24: castling right 'B' without a white Rook on that file"
	run -1 --separate-stderr afen-validate -V chess960 <<< '1k6/8/8/8/8/8/K7/R6R w K - 0 1'
	assert_equal "$stderr" "afen-validate: <stdin>:1:24: castling right 'K' without a white King on rank 1"
	run -1 --separate-stderr afen-validate -V chess960 <<< '1k6/8/8/8/8/8/8/RK6 w K - 0 1'
	assert_equal "$stderr" "afen-validate: <stdin>:1:23: castling right 'K' without a white Rook on the King's short side"
	run -1 --separate-stderr afen-validate -V chess960 <<< '1k6/8/8/8/8/8/8/RK6 w X - 0 1'
	assert_equal "$stderr" "afen-validate: <stdin>:1:23: castling field: unexpected 'X': expected K, Q, k, q, a Rook's file (A-H, a-h) or '-'"
}

@test "-V names and PGN Variant names: chess960, Chess960, fischerandom, Fischer Random" {
	for n in chess960 Chess960 fischerandom "Fischer Random" 960; do
		run -0 --separate-stderr movegen -V "$n" --perft 1 <<< \
		    'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 9'
		assert_output 21
	done
}
