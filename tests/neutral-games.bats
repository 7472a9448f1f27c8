#!/usr/bin/env bats
# Neutral Subject Chess (../shared/spec/neutral-subject.md): positions
# and games derived by hand from the spec's rules (issue 10), checked
# through the tools.  Every expected value below comes from the
# derivation written next to it (or, for the games, in
# tests/data/neutral/games.final), never from the program's output.
# Rule numbers are those of the spec's section 2.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup neutral
	START='R*N*B*qkB*N*R*/8/8/P*P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/8/R*N*B*QKB*N*R* w KQkq - 0 1'
}

# The legal moves of position $1 in SAN (or format $2), sorted, on one
# line separated by spaces.
moves() {
	movegen -V neutral-subject --format "${2:-san}" "$1" | tr ' ' '\n' |
	    grep . | sort | tr '\n' ' ' | sed 's/ $//'
}

# A game of movetext $2 (and result ${3:-*}), from position $1, or from
# the start when $1 is empty.
pgn() {
	printf '[Variant "Neutral Subject"]\n'
	[ -z "$1" ] || printf '[SetUp "1"]\n[FEN "%s"]\n' "$1"
	printf '\n%s %s\n' "$2" "${3:-*}"
}

# The final position of that game.
final() {
	pgn "$@" | pgn-replay -q --emit final
}

# The SAN that convert writes for that game's moves (without the FEN tag
# pair of its start, which the line begins with).
san() {
	pgn "$@" | convert --to san 2> /dev/null | sed 's/^\[FEN "[^"]*"\] //'
}

@test "a recruitment chain of three links: 1.Ra4 recruits Nc5, which recruits Ne6, which recruits Ng7" {
	# 7k/6N*1/4N*3/2N*5/8/8/8/R6K w: the neutral knights c5, e6, g7
	# attack (c5) a4, a6, b3, b7, d3, d7, e4, e6, (e6) c5, c7, d4, d8,
	# f4, f8, g5, g7, (g7) e8, e6, f5, h5: no recruited piece, so the
	# position is valid.  1.Ra4: link 1, c5 attacks a4 (c5-a4 is a
	# knight's step): recruited for White; link 2, e6 attacks c5:
	# recruited; link 3, g7 attacks e6: recruited.  No other neutral
	# piece is left.  No knight attacks h8 (g7: e8, e6, f5, h5; e6:
	# f8, d8, ...): no check.  Rook move, no capture: halfmove 1; no
	# bar (the mover's own piece moved).
	local from='7k/6N*1/4N*3/2N*5/8/8/8/R6K w - - 0 1'
	run -0 afen-validate -V neutral-subject -c -e "$from"
	assert_output "$from"
	run -0 final "$from" "1. Ra4"
	assert_output '7k/6N1/4N3/2N5/R7/8/8/7K b - - 1 1'
	run -0 san "$from" "1. Ra4"
	assert_output 'Ra4'
	# Without the first link nothing happens: 1.Rb1 puts the rook where
	# no knight reaches it (c5 reaches b3, not b1), so all three stay
	# neutral.
	run -0 final "$from" "1. Rb1"
	assert_output '7k/6N*1/4N*3/2N*5/8/8/8/1R5K b - - 1 1'
}

@test "1.Bd3 Nh3+: Black's knight move recruits the h1 rook, which checks; White's replies are Bf1 Kd2 Ke2 Kf2" {
	# 1.Bd3 (the neutral f1 bishop) recruits nothing and leaves f1
	# empty; 1...Nh3 (Black moves the neutral g1 knight) leaves g1
	# empty, so the neutral h1 rook, taken as Black, attacks e1: it
	# becomes Black's (rule 5.2) and checks.  The knight on h3 attacks
	# f2, f4, g1, g5 only: it stays neutral and is barred.  White's K
	# goes (its rook is Black's).  Halfmove 2.
	run -0 san "" "1. Bd3 Nh3"
	assert_output 'Bd3 Nh3+'
	run -0 final "" "1. Bd3 Nh3"
	assert_output 'R*N*B*qkB*N*R*/8/8/P*P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/3B*3N*/8/R*N*B*QK2r w Qkq - 2 2 bar=h3'
	# White's replies: nothing can take h1 (the queen is behind the
	# king); the only blocks on f1, g1 come from neutral pieces: the
	# d3 bishop to f1 (the h3 knight could reach g1 but is barred; no
	# other neutral piece reaches f1 or g1); the king: d2, e2, f2 are
	# attacked by no black piece (the d8 queen is blocked by d5, the
	# knight is neutral), f1 is on the rook's rank, d1 holds the queen.
	run -0 moves "$output"
	assert_output 'Bf1 Kd2 Ke2 Kf2'
}

@test "1.Nc3+ from a set-up position: the moved knight stays neutral, the rook it uncovers is recruited and checks" {
	# 4k3/8/8/8/4N*3/B*7/7K/4R*3 w: the neutral e1 rook sees rank 1
	# and e2-e4 (the knight); the knight sees c3, c5, d2, d6, f2, f6,
	# g3, g5; the a3 bishop sees b2, c1, b4..f8: nothing recruited.
	# 1.Nc3: the e-file opens: the rook, taken as White, attacks e8:
	# recruited for White, check.  c3 sees a2, a4, b1, b5, d1, d5, e2,
	# e4: the knight stays neutral, bar=c3.  Halfmove 1.
	local from='4k3/8/8/8/4N*3/B*7/7K/4R*3 w - - 0 1'
	run -0 afen-validate -V neutral-subject -c -e "$from"
	assert_output "$from"
	run -0 san "$from" "1. Nc3"
	assert_output 'Nc3+'
	run -0 final "$from" "1. Nc3"
	assert_output '4k3/8/8/8/8/B*1N*5/7K/4R3 b - - 1 1 bar=c3'
	# Black's replies: the king to d7, d8, f7, f8 (only e7 is on the
	# rook's file; the a3 bishop is neutral and does not count), or the
	# neutral a3 bishop between, on e7 (the only square of e2-e7 on its
	# diagonals); the knight is barred; nothing can take e1.
	run -0 moves "$output"
	assert_output 'Be7 Kd7 Kd8 Kf7 Kf8'
}

@test "castling refused: after 1.Bd3 Nh3+ the h1 rook is Black's, K is gone, O-O is not legal" {
	local pos
	pos=$(final "" "1. Bd3 Nh3")
	# The castling field: White keeps Q (a1 neutral and unmoved), loses
	# K (rule 7: the rook must belong to the castler; section 3: the
	# flag is dropped when the rook becomes the opponent's).
	[ "$(cut -d ' ' -f 3 <<< "$pos")" = Qkq ] || fail "castling field of $pos"
	run -0 moves "$pos"
	refute_output --partial 'O-O'
	# Note: once f1 and g1 are empty, an enemy rook on h1 always attacks
	# e1, so a refused O-O with an enemy rook is always also a castling
	# out of check.
	run -1 --separate-stderr pgn-replay -q --emit final <<< "$(pgn "" "1. Bd3 Nh3+ 2. O-O")"
	assert_output ''
	# The message: the movetext is line 3 of the PGN that pgn() writes
	# ([Variant], a blank line, the moves), and "O-O" starts at its
	# column 16, after "1. Bd3 Nh3+ 2. ".  It names the move that
	# made the rook Black's.
	run -1 --separate-stderr pgn-replay --emit none <<< "$(pgn "" "1. Bd3 Nh3+ 2. O-O")"
	[ "${stderr%%$'\n'*}" = "pgn-replay: <stdin>:3:16: game 1: 2.O-O: White's kingside right is gone: the rook changed sides at 1...Nh3+" ] ||
	    fail "message: $stderr"
}

@test "promotion of a pawn recruited by rule 5.2: 1.Qxa4 recruits Pb5, which promotes on a8" {
	# Derivation in tests/data/neutral/games.final, game 02: the b5
	# pawn, taken as Black, attacks a4, so 1.Qxa4 makes it White's
	# (spec 7.1); 2.b6+ (discovered check from a4), 3.b7 (recruits the
	# c8 bishop), 4.bxa8=Q takes the neutral a8 rook.
	run -0 final "" "1. Qxa4 h3 2. b6+ Ke7 3. b7 Qxc8 4. bxa8=Q"
	assert_output 'QN*q2bnr/4k3/8/P*1P*P*P*P*P*P*/QP*P*P*P*P*P*1/7P*/8/RN*B*1KB*N*R* b KQ - 0 4'
	run -0 afen-validate -V neutral-subject -c -e "$output"
	assert_output 'QN*q2bnr/4k3/8/P*1P*P*P*P*P*P*/QP*P*P*P*P*P*1/7P*/8/RN*B*1KB*N*R* b KQ - 0 4'
	# From a set-up position: 1.Rd4 makes the neutral c5 pawn White's
	# (as Black it attacks b4 and d4); it walks up and promotes (game
	# 19).  Halfmove 0 after the promotion, move 4, Black to move.
	run -0 final '7k/8/8/2P*5/8/8/8/K2R4 w - - 0 1' "1. Rd4 Kg7 2. c6 Kh6 3. c7 Kg7 4. c8=Q"
	assert_output '2Q5/6k1/8/8/3R4/8/8/K7 b - - 0 4'
	# A pawn made White's by rule 5.1 (2.a7), promoting by taking a
	# neutral knight, and Black's likewise (game 01).
	run -0 final "" "1. a6 h3 2. a7 h2 3. axb8=Q hxg1=Q"
	assert_output 'RQB*qkB*N*R*/8/8/1P*P*P*P*P*P*P*/P*P*P*P*P*P*P*1/8/8/R*N*B*QKB*qr w Qk - 0 4'
}

@test "recruitment never exposes the mover's king; moving a neutral shield away does" {
	# Rule 5 only turns neutral pieces into the mover's pieces and moves
	# nothing, so it adds no enemy piece and opens no line: the enemy
	# attacks on the mover's king are the same before and after it.
	# The closest real case: k3r3/8/8/8/4N*3/8/8/4K3 w, where the
	# neutral e4 knight stands between the black e8 rook and the white
	# king.  Every knight move leaves the e-file and exposes e1: none
	# is legal.  The king may go to d1, d2, e2 (the knight still
	# shields it), f1, f2: the rook sees only rank 8 and the e-file.
	local from='k3r3/8/8/8/4N*3/8/8/4K3 w - - 0 1'
	run -0 afen-validate -V neutral-subject -c -e "$from"
	assert_output "$from"
	run -0 moves "$from"
	assert_output 'Kd1 Kd2 Ke2 Kf1 Kf2'
	# The rook on d8 instead: the knight shields nothing, and all its
	# eight moves are legal (c3, c5, d2, d6, f2, f6, g3, g5; it never
	# captures); the king may not go to d1 or d2 (the d-file).
	run -0 moves 'k2r4/8/8/8/4N*3/8/8/4K3 w - - 0 1'
	assert_output 'Ke2 Kf1 Kf2 Nc3 Nc5 Nd2 Nd6 Nf2 Nf6 Ng3 Ng5'
}

@test "the bar decides a mate: without bar=c3 the knight could block on b1 or d1" {
	# Game 16: after 3...Nc3 the neutral a1 rook, recruited for Black,
	# checks h1 along rank 1; g1 is on that rank, g2 and h2 hold
	# White's pawns.  The only piece that could stand between is the
	# c3 knight (b1 or d1), barred: no legal move.
	run -0 moves '2k5/8/8/8/8/2N*5/6PP/r6K w - - 6 4 bar=c3'
	assert_output ''
	run -0 moves '2k5/8/8/8/8/2N*5/6PP/r6K w - - 6 4'
	assert_output 'Nb1 Nd1'
}

# The games of tests/data/neutral/games.pgn.

@test "there are at least 20 games, each with a final position" {
	local n f
	n=$(grep -c '^\[Variant "Neutral Subject"\]' "$DATA/games.pgn")
	f=$(grep -vc '^#' "$DATA/games.final")
	[ "$n" -ge 20 ] || fail "only $n games"
	[ "$n" = "$f" ] || fail "$n games but $f final positions"
}

@test "every game replays without errors or warnings" {
	run -0 --separate-stderr pgn-replay --strict --emit none "$DATA/games.pgn"
	[[ "${stderr##*$'\n'}" == "pgn-replay: 20 games, 111 plies, 0 errors, 0 warnings, "* ]] ||
	    fail "$stderr"
}

@test "the final position of every game is the one derived in games.final" {
	grep -v '^#' "$DATA/games.final" > "$T/expected"
	pgn-replay -q --emit final "$DATA/games.pgn" > "$T/out" ||
	    fail "pgn-replay failed"
	diff -u "$T/expected" "$T/out"
}

@test "games 15 and 16 end in checkmate, game 20 in a threefold repetition" {
	# 15: 3.Ra8# (1-0); 16: 3...Nc3# (0-1); see games.final.  20: the
	# placement of the start with bar=g8 stands after plies 4, 8, 12;
	# the other positions of the game differ by a knight or by the bar.
	run -0 --separate-stderr pgn-replay --json --emit final "$DATA/games.pgn"
	assert_line --index 14 --partial '"result": "1-0", "status": "checkmate"'
	assert_line --index 15 --partial '"result": "0-1", "status": "checkmate"'
	assert_line --index 19 --partial '"status": "threefold repetition (claimable)"'
	run -0 --separate-stderr pgn-replay --json --emit final --games 1-14,17-19 "$DATA/games.pgn"
	refute_output --partial 'mate'
	refute_output --partial 'repetition'
	# A check sign only where the derivation says check; games 15-18
	# start from their FEN tags, which their lines begin with.
	run -0 --separate-stderr convert --to san --games 3,5,6,7,13,14,15,16,17,18 "$DATA/games.pgn"
	assert_output - <<-'EOF'
	Bd3 Nh3+ Ke2 Rxd1 Kxd1
	Nf6+ Qxf6 Qxc1 Rxg1
	Bd7+ Qxd7 Nxd7+ Kxd7
	d6 a3 d7+ Qxd7 Bxd7+ Kxf8
	Qxg4 Nh6 Rxf8+ Kxf8
	e6 d3 e7 d2+
	[FEN "7k/6pp/8/8/R*7/8/8/6K1 w - - 0 1"] Kf2 Kg8 Kf3 Kh8 Ra8#
	[FEN "2k5/8/8/8/8/8/6PP/R*2N*2K1 w - - 0 1"] Kh1 Kb8 Kg1 Kc8 Kh1 Nc3#
	[FEN "7k/6N*1/4N*3/2N*5/8/8/8/R6K w - - 0 1"] Ra4 Kg8 Ra8+ Kh7
	[FEN "4k3/8/8/8/4N*3/B*7/7K/4R*3 w - - 0 1"] Nc3+ Be7 Nd5 Kd7
	EOF
}

# The moves (SAN) and the final positions of the PGN in $1, one game a line.
moves_and_finals() {
	convert --to san "$1" 2> /dev/null
	pgn-replay -q --emit final "$1"
}

@test "PGN -> JSON -> PGN keeps every game's moves, result and final position" {
	convert --to pgn "$DATA/games.pgn" > "$T/pgn" 2> /dev/null
	convert --to json "$DATA/games.pgn" 2> /dev/null |
	    convert --from json --to pgn > "$T/back" 2> /dev/null
	[ -s "$T/pgn" ] || fail "no PGN"
	diff -u <(moves_and_finals "$T/pgn") <(moves_and_finals "$T/back")
	diff -u <(grep '^\[Result' "$T/pgn") <(grep '^\[Result' "$T/back")
}

@test "PGN -> JSON -> PGN gives back convert's PGN exactly, games 15-19 (set up from a FEN)" {
	convert --to pgn --games 15-19 "$DATA/games.pgn" > "$T/pgn" 2> /dev/null
	convert --to json --games 15-19 "$DATA/games.pgn" 2> /dev/null |
	    convert --from json --to pgn > "$T/back" 2> /dev/null
	[ -s "$T/pgn" ] || fail "no PGN"
	diff -u "$T/pgn" "$T/back"
}

@test "PGN -> JSON -> PGN gives back convert's PGN exactly, games from the start (spec section 5: no FEN tag)" {
	# A game without a FEN tag starts from section 1; convert --to pgn
	# writes none, so the round trip should not either (as for chess).
	convert --to pgn --games 1-14,20 "$DATA/games.pgn" > "$T/pgn" 2> /dev/null
	convert --to json --games 1-14,20 "$DATA/games.pgn" 2> /dev/null |
	    convert --from json --to pgn > "$T/back" 2> /dev/null
	[ -s "$T/pgn" ] || fail "no PGN"
	diff -u "$T/pgn" "$T/back"
}

@test "PGN -> long form -> PGN keeps the moves and final positions of the games from the start" {
	# The long form (notation.md 1.4) holds moves only: no tags, no
	# result, so the reader is told the variant, and it cannot hold a
	# game set up from a FEN (games 15-19), which convert refuses.
	convert --to pgn --games 1-14,20 "$DATA/games.pgn" > "$T/pgn" 2> /dev/null
	convert --to long --games 1-14,20 "$DATA/games.pgn" 2> /dev/null |
	    convert -V neutral-subject --from long --to pgn > "$T/back" 2> /dev/null
	[ -s "$T/pgn" ] || fail "no PGN"
	diff -u <(moves_and_finals "$T/pgn") <(moves_and_finals "$T/back")
	run -1 --separate-stderr convert --to long --games 15 "$DATA/games.pgn"
	assert_output ''
	[[ $stderr == *"the long form cannot hold a game from a FEN position"* ]] ||
	    fail "$stderr"
}
