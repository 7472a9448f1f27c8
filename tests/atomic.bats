#!/usr/bin/env bats
# Atomic chess (lichess's rules): lib/variants/atomic.c, built on standard
# chess.  Expected values come from outside turncoat: python-chess's
# perft figures (../shared/data/perft/atomic.perft) and the 52 Atomic
# games of lichess's export.  Debian's Fairy-Stockfish 11.1 has no Atomic
# (asked for it, it counts standard chess: a test below shows it), so the
# divide cross-check on the games' positions is against
# tests/ref/atomic_ref.py, a naive reference written from the rules alone
# (a mailbox board, every move made on a copy and judged there).  It
# needs python3 (standard library only): without it the tests fail.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_perft_setup variants-lichess.pgn
	tc_load atomic
	atomic_ref_check
}

# moves VARIANT FEN: the legal moves in SAN, one a line.
moves() {
	movegen -V "$1" "$2" | tr ' ' '\n'
}

# replay FEN MOVES: pgn-replay of an Atomic game from FEN; the final FEN
# on standard output, the diagnostics and summary on standard error.
replay() {
	printf '[Variant "Atomic"]\n[SetUp "1"]\n[FEN "%s"]\n\n%s\n' "$1" "$2" |
	    pgn-replay --emit final --format fen
}

@test "perft: python-chess's atomic.perft figures, every position with standard castling, every depth" {
	perft_to_epd '^atomic960-' < "$TC_DATA/perft/atomic.perft" > "$BATS_TEST_TMPDIR/at.epd"
	run -0 wc -l < "$BATS_TEST_TMPDIR/at.epd"
	assert_output 4
	PERFT_VARIANT=atomic perft_check_all "$BATS_TEST_TMPDIR/at.epd"
}

@test "perft: the three atomic960 rows, every depth, as Atomic960 (Chess960 castling); plain Atomic refuses them" {
	# Their castling rights name Rooks off the corners or a King off e1
	# (X-FEN): -V atomic960 reads them, Atomic with Chess960's castling.
	perft_to_epd < "$TC_DATA/perft/atomic.perft" | grep ';id "atomic960-' \
	    > "$BATS_TEST_TMPDIR/960.epd"
	run -0 wc -l < "$BATS_TEST_TMPDIR/960.epd"
	assert_output 3
	PERFT_VARIANT=atomic960 perft_check_all "$BATS_TEST_TMPDIR/960.epd"
	cut -d';' -f1 "$BATS_TEST_TMPDIR/960.epd" > "$BATS_TEST_TMPDIR/960"
	run -1 --separate-stderr movegen -V atomic --perft 1 -i "$BATS_TEST_TMPDIR/960"
	[[ $stderr == *"castling right 'K' without a white king on e1"* ]]
}

@test "Atomic960 castling: squares next to the other King count as safe; written O-O, in UCI King takes Rook" {
	# atomic960-castle-2: Black Kings e8 and Rooks a8, g8; White King f7
	# next to e8, White Rook h8.  The Kings touch, so Black is not in
	# check and f8, g8 (next to f7) count as safe: O-O is legal (King
	# to g8, Rook to f8); O-O-O too (d8, c8 are not attacked: the Rook
	# on g8 stands between h8 and them).
	run -0 movegen -V atomic960 'r3k1rR/5K2/8/8/8/8/8/8 b kq - 0 1'
	[[ " $output " == *" O-O "* ]]
	[[ " $output " == *" O-O-O "* ]]
	run -0 movegen -V atomic960 --format uci 'r3k1rR/5K2/8/8/8/8/8/8 b kq - 0 1'
	[[ " $output " == *" e8g8 "* ]]	# the King takes its own Rook on g8
	[[ " $output " == *" e8a8 "* ]]
	# After O-O the King is on g8, the Rook on f8, and no right is left.
	run -0 --separate-stderr pgn-replay --emit final --format fen <<-'EOF'
	[Variant "Atomic960"]
	[SetUp "1"]
	[FEN "r3k1rR/5K2/8/8/8/8/8/8 b kq - 0 1"]

	1... O-O *
	EOF
	assert_output "r4rkR/5K2/8/8/8/8/8/8 w - - 1 2"
}

@test "the reference agrees with python-chess's figures (perft 3 of the four rows)" {
	perft_to_epd '^atomic960-' < "$TC_DATA/perft/atomic.perft" |
	    awk '{ print $1, $2, $3, $4 }' > "$BATS_TEST_TMPDIR/pos"
	mapfile -t pos < "$BATS_TEST_TMPDIR/pos"
	run -0 python3 "$REF" --perft 3 "${pos[@]}"
	assert_output "$(printf '%s\n' 8902 45237 23353 45237)"
}

@test "divide 2 agrees with the reference on every position of the 52 lichess games" {
	game_fens > "$BATS_TEST_TMPDIR/fens"
	# The start and 1364 plies, less the 33 positions a King has left.
	run -0 wc -l < "$BATS_TEST_TMPDIR/fens"
	assert_output 1332
	divide_vs_ref 2 "$BATS_TEST_TMPDIR/fens"
}

@test "the comparison with the reference can fail: standard chess's moves differ" {
	game_fens | sed -n '1,60p' > "$BATS_TEST_TMPDIR/fens"
	divide_vs_ref 2 "$BATS_TEST_TMPDIR/fens"
	run ! divide_vs_ref 2 "$BATS_TEST_TMPDIR/fens" chess
	assert_output --partial "-"
}

@test "Fairy-Stockfish 11.1 has no Atomic: asked for it, it counts standard chess" {
	local fs=/usr/games/fairy-stockfish pos='6k1/6p1/5Q2/8/8/8/8/K6r w - - 0 1'
	[ -x "$fs" ] || fail "fairy-stockfish not found: apt-get install fairy-stockfish"
	run -0 sh -c 'printf "uci\nsetoption name UCI_Variant value atomic\nposition fen %s\ngo perft 1\nquit\n" "$1" | "$2" | grep "^Nodes searched"' _ "$pos" "$fs"
	assert_output "Nodes searched: 3"
	run -0 movegen -V chess --count "$pos"
	assert_output 3
	run -0 movegen -V atomic --count "$pos"
	assert_output 4
}

@test "the 52 lichess games replay; 33 end in an explosion, 6 in checkmate, as their results say" {
	atomic_games > "$BATS_TEST_TMPDIR/at.pgn"
	run -0 grep -c '^\[Variant "Atomic"\]' "$BATS_TEST_TMPDIR/at.pgn"
	assert_output 52
	run -0 --separate-stderr pgn-replay --strict "$BATS_TEST_TMPDIR/at.pgn"
	assert_regex "$stderr" 'pgn-replay: 52 games, 1364 plies, 0 errors, 0 warnings'
	run -0 --separate-stderr convert --to json "$BATS_TEST_TMPDIR/at.pgn"
	assert_equal "$(jq -r '[.result, .status] | @tsv' <<< "$output" | sort |
	    uniq -c | sed 's/^ *//')" "$(printf '%s\n' '3 0-1	' \
	    '3 0-1	checkmate' '22 0-1	the explosion of a king' '7 1-0	' \
	    '3 1-0	checkmate' '11 1-0	the explosion of a king' \
	    '3 1/2-1/2	threefold repetition (claimable)')"
	# lichess marks the explosion '#': every such game's last move has it.
	assert_equal "$(jq -r 'select(.status == "the explosion of a king") |
	    .moves[-1].san' <<< "$output" | grep -vc '#$')" 0
}

@test "explosion: the capturing and captured pieces and every piece but a pawn around go" {
	# exd5: the pawns on e4 and d5 go; around d5 the Rook d4, the Knight
	# e5 and the Bishop e6 (White's and Black's alike) go, the pawns c4
	# and c6 stay.
	run -0 --separate-stderr replay '4k3/8/2p1b3/3pn3/2PRP3/8/8/4K3 w - - 0 1' '1. exd5 *'
	assert_output '4k3/8/2p5/8/2P5/8/8/4K3 b - - 0 1'
}

@test "explosion: en passant explodes around the square the pawn lands on" {
	# exd6 e.p.: the pawn d5 is taken, the pawn lands on d6 and explodes
	# there: the Knight c7 (next to d6) goes, the Rook c4 (next to d5,
	# not to d6) stays.
	run -0 --separate-stderr replay '4k3/2n4p/8/3pP3/2r5/8/7P/4K3 w - d6 0 2' '2. exd6 *'
	assert_output '4k3/7p/8/8/2r5/8/7P/4K3 b - - 0 2'
}

@test "explosion: an exploded Rook takes its castling right" {
	# Nxg7: h8 is next to g7, its Rook goes, and Black's right k with it.
	run -0 --separate-stderr replay 'r3k2r/p5p1/8/5N2/8/8/7P/4K3 w kq - 0 1' '1. Nxg7 *'
	assert_output 'r3k3/p7/8/8/8/8/7P/4K3 b q - 0 1'
}

@test "a King never captures" {
	# Kxe2 would explode the King itself: only Kd2 and Kf2 (d1 and f1
	# are attacked by the pawn); standard chess adds Kxe2.
	local pos='4k3/8/8/8/8/8/4p3/4K3 w - - 0 1'
	run -0 moves atomic "$pos"
	assert_output "$(printf '%s\n' Kd2 Kf2)"
	run -0 movegen -V chess --count "$pos"
	assert_output 3
	run -1 --separate-stderr replay "$pos" '1. Kxe2 *'
	[[ $stderr == *"1.Kxe2: the white king on e1 may not take on e2: a king never captures in Atomic chess"* ]]
}

@test "a capture that explodes the mover's own King is illegal" {
	# The pawn d2 checks e1.  Qxd2 would explode e1 (next to d2) and the
	# King may not capture: only the three King moves; chess has five.
	local pos='4k3/8/8/8/8/8/3p4/3QK3 w - - 0 1'
	run -0 moves atomic "$pos"
	assert_output "$(printf '%s\n' Ke2 Kf1 Kf2)"
	run -1 --separate-stderr replay "$pos" '1. Qxd2 *'
	[[ $stderr == *"1.Qxd2: the explosion on d2 would take the white king"* ]]
}

@test "exploding the other King wins at once, even with one's own King in check" {
	# The Rook h1 checks a1; Qxg7 does not answer it but explodes g8 (next
	# to g7): legal, and the game is over, 1-0, marked '#'.
	local pos='6k1/6p1/5Q2/8/8/8/8/K6r w - - 0 1'
	run -0 moves atomic "$pos"
	assert_output "$(printf '%s\n' Ka2 Kb2 Qf1 'Qxg7#')"
	run -0 --separate-stderr replay "$pos" '1. Qxg7# 1-0'
	assert_output '8/8/8/8/8/8/8/K6r b - - 0 1'
}

@test "Kings side by side: never in check; a King may step next to the other onto attacked squares" {
	# The Rook a5 attacks d5, e5 and f5, which touch the King e6: the
	# King e4 may go there (8 moves; chess: 5).
	run -0 movegen -V atomic --count '8/8/4k3/r7/4K3/8/8/8 w - - 0 1'
	assert_output 8
	# The Rook d1 does not check d4 while the Kings touch: the position
	# is legal with Black to move, and White may leave its King there.
	run -0 --separate-stderr movegen -V atomic --count '8/8/8/3k4/3K4/8/8/3r4 b - - 0 1'
	assert_output 16
	run -1 --separate-stderr movegen -V chess --count '8/8/8/3k4/3K4/8/8/3r4 b - - 0 1'
	[[ $stderr == *"white is not to move but its king on d4 is in check from d1"* ]]
}

@test "castling: attacked squares next to the other King do not count" {
	# f1 is attacked by the Rook f8 but touches the King g2: O-O is legal.
	run -0 moves atomic '5r2/8/8/8/8/8/6k1/4K2R w K - 0 1'
	assert_line O-O
	# The King elsewhere, f1 counts: no castling.
	run -0 moves atomic '5r2/1k6/8/8/8/8/8/4K2R w K - 0 1'
	refute_line O-O
	# The King e1 "checked" by the Rook e8 but touching the King d2: O-O.
	run -0 --separate-stderr moves atomic '4r3/8/8/8/8/8/3k4/4K2R w K - 0 1'
	assert_line O-O
	run -0 python3 "$REF" --divide 1 '4r3/8/8/8/8/8/3k4/4K2R w K - 0 1'
	assert_line 'e1g1: 1'
}

@test "the end: a result the explosion contradicts is an error; a move after it is refused" {
	cat > "$BATS_TEST_TMPDIR/g.pgn" <<-'EOF'
	[Variant "Atomic"]
	[Result "0-1"]

	1. Nf3 a6 2. Ne5 a5 3. Nxf7# 0-1
	EOF
	run -1 --separate-stderr pgn-replay "$BATS_TEST_TMPDIR/g.pgn"
	[[ $stderr == *"result 0-1, but the game ended in the explosion of a king: expected 1-0"* ]]
	cat > "$BATS_TEST_TMPDIR/g.pgn" <<-'EOF'
	[Variant "Atomic"]

	1. Nf3 a6 2. Ne5 a5 3. Nxf7# e6 *
	EOF
	run -1 --separate-stderr pgn-replay "$BATS_TEST_TMPDIR/g.pgn"
	[[ $stderr == *"3...e6: move after the end of the game (the explosion of a king)"* ]]
}

@test "marks: the explosion of a King is '#', as lichess writes it; a check is '+'" {
	run -0 --separate-stderr convert --to pgn <<-'EOF'
	[Variant "Atomic"]

	1. Nf3 a6 2. Ne5 a5 3. Nxf7 1-0
	EOF
	assert_output --partial "3. Nxf7# 1-0"
	assert_output --partial '[Variant "Atomic"]'
	run -0 --separate-stderr moves atomic '8/8/8/3k4/3K4/8/8/3r4 b - - 0 1'
	assert_line 'Kd6+'
	assert_line 'Rd2'
}

@test "a dead position: neither side can explode the other King (python-chess's rule)" {
	# Rxc3 explodes the Rook and the Knight: King and Bishop against a
	# bare King, a dead position, drawn.
	run -0 --separate-stderr replay '4k3/8/8/8/8/2n5/8/2R1K2B w - - 0 1' '1. Rxc3 1/2-1/2'
	assert_output '4k3/8/8/8/8/8/8/4K2B b - - 0 1'
	assert_regex "$stderr" '0 errors, 0 warnings'
	run -1 --separate-stderr replay '4k3/8/8/8/8/2n5/8/2R1K2B w - - 0 1' '1. Rxc3 1-0'
	[[ $stderr == *"a dead position"* ]]
}

# A King gone: the game ended in its explosion, its side to move (the
# other side's last capture took it).  Such a position reads, and has no
# move; a King gone from the side that has just moved cannot be.
@test "a position with the King of the side to move gone reads, with no move; the other side's gone is an error" {
	run -0 --separate-stderr movegen -V atomic --count '8/8/8/8/8/8/8/K6r b - - 0 1'
	assert_output 0
	assert_equal "$stderr" ""
	run -1 --separate-stderr movegen -V atomic --count '8/8/8/8/8/8/8/K6r w - - 0 1'
	assert_equal "$stderr" "movegen: <arg>:1:1: no black king: only the King of the side to move can have exploded"
	# Every final position of the lichess games that ended in an
	# explosion reads back, though the winner's King may stand attacked.
	lichess_atomic_last() {
		awk '/^\[Event /{ if (t) printf "%s", g; g = ""; t = 0 }
		    { g = g $0 "\n" } /^\[Variant "Atomic"\]$/ { t = 1 }
		    END { if (t) printf "%s", g }' "$SHARED/variants-lichess.pgn" |
		    convert --to json | jq -r 'select(.status == "the explosion of a king") | .moves[-1].afen'
	}
	lichess_atomic_last > "$BATS_TEST_TMPDIR/last" 2>/dev/null
	run -0 wc -l < "$BATS_TEST_TMPDIR/last"
	[ "$output" -gt 0 ]
	run -0 --separate-stderr afen-validate -V atomic "$BATS_TEST_TMPDIR/last"
	assert_equal "$stderr" ""
}

@test "-V names and the PGN Variant tag: atomic, Atomic, atom, Atomic chess" {
	for n in atomic Atomic atom "Atomic chess"; do
		run -0 --separate-stderr movegen -V "$n" --perft 3 "$START"
		assert_output 8902
	done
	run -0 --separate-stderr pgn-replay --only-variant atomic <<-'EOF'
	[Variant "Atomic"]

	1. e4 d5 2. exd5 *
	EOF
	assert_regex "$stderr" '1 game, 3 plies, 0 errors'
}
