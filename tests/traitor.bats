#!/usr/bin/env bats
# The Traitor Chess family (../shared/spec/traitor.md): every case of its
# section 8 and the position strings of section 4, through the tools.
# Every expected value is the spec's; the few derived here say how.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup
	START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
	# Spec 8.1, the seed's sample game, as the seed writes it.
	SAMPLE='[Variant "Traitor"]
[White Traitors: Rh1,Bc1,g2]
[Black Traitors: Qd8]
[Result "1-0"]

1. e4 e5 2. Nf3 Nf6 3. Bc4 Ng4 4. 0-0 Bc5 5. Nc3 (T-Rh1)N:f2 6. Qe2 Ng4+
7. Kh1 (T-g2)Rg1 8. Ne5 Bb6 9. N:e5 0-0 10. Qf3 Qe7 11. (T-Q)B:f6+ R:f7
12. Q:f7 Kh8 13. Qg8++ 1-0'
	HEAD='[Variant "Traitor"]
[White Traitors: Rh1,Bc1,g2]
[Black Traitors: Qd8]
'
	M10='1. e4 e5 2. Nf3 Nf6 3. Bc4 Ng4 4. 0-0 Bc5 5. Nc3 (T-Rh1)N:f2'
	M16="$M10 6. Qe2 Ng4+ 7. Kh1 (T-g2)Rg1 8. Ne5 Bb6"
	# Spec 8.1: the position before ply 17, in the public view.
	PLY17='rnbqk2r/pppp1ppp/1b6/4N3/2B1P1n1/2N5/PPPPQ1P^P/R1B3R^K w kq - 1 9 ids=h1@g1,d1@e2,b1@c3,f1@c4,e2@e4,g8@g4,g1@e5,f8@b6'
	# Spec 4: after 5...(T-Rh1)Nxf2, public view.
	PLY10='rnbqk2r/pppp1ppp/8/2b1p3/2B1P3/2N2N2/PPPP1nPP/R1BQ1R^K1 w kq - 0 6 ids=h1@f1,g8@f2,b1@c3,g1@f3,f1@c4,e2@e4,f8@c5,e7@e5'
}

# The final position of a game: variant $1, movetext $2.
final() {
	printf '[Variant "%s"]\n\n%s *\n' "$1" "$2" |
	    pgn-replay -q --emit final
}

# The position movegen reads, as it writes it, in view $3 (variant $1).
view() {
	movegen -V "$1" --count --json --view "$3" "$2" |
	    sed 's/^{"afen": "\([^"]*\)".*/\1/'
}

# The messages of replaying game text $1 (stderr, less the summary).
replay_errors() {
	printf '%s\n' "$1" > "$BATS_TEST_TMPDIR/g.pgn"
	run --separate-stderr pgn-replay "$BATS_TEST_TMPDIR/g.pgn"
}

@test "spec 8.1: the sample game stops at ply 17, 9.N:e5, and says why" {
	replay_errors "$SAMPLE"
	[ "$status" -eq 1 ]
	G="$BATS_TEST_TMPDIR/g.pgn"
	# The seed's lists have no commitments: each is used, with a
	# warning (turncoat(7), the threat model).  Ply 15, 8.Ne5, is Nf3xe5
	# without a capture mark: a warning.
	assert_equal "$stderr" "pgn-replay: $G:3:1: warning: game 1: WhiteTargets without WhiteTargetsCommit: the list is used, and proves nothing
pgn-replay: $G:2:1: warning: game 1: BlackTargets without BlackTargetsCommit: the list is used, and proves nothing
pgn-replay: $G:7:21: warning: game 1: 8.Ne5: no capture mark on a move that captures: the move is Nxe5
pgn-replay: $G:7:32: game 1: 9.N:e5: no white knight can reach e5: White's knights are on c3 and e5, e5 holds White's own knight, and the knight on c3 cannot reach it
pgn-replay: secret lists: 0 committed and verified, 0 committed and hidden, 2 not committed
pgn-replay: 1 game, 16 plies, 1 error, 3 warnings, ${stderr##*3 warnings, }"
	# Later faults (11.(T-Q)B:f6+, 13.Qg8++) are never reached.
	[[ $stderr != *"11."* && $stderr != *"13."* ]]
}

@test "spec 8.1: the position before ply 17, with 36 moves or 76 turns in White's view" {
	printf '%s\n%s *\n' "$HEAD" "$M16" > "$BATS_TEST_TMPDIR/g.pgn"
	run -0 pgn-replay -q --emit final "$BATS_TEST_TMPDIR/g.pgn"
	# The seed's lists are revealed: the arbiter view adds what is left,
	# Qd8 for White and, after Rh1 and g2 were announced, Bc1 for Black.
	assert_output "$PLY17 targets=Qd8/Bc1"
	run -0 view traitor "$output" public
	assert_output "$PLY17"
	run -0 movegen -V traitor --count --plain "$PLY17"
	assert_output 36
	run -0 movegen -V traitor --count "$PLY17 targets=Qd8/?"
	assert_output 76
	run -0 movegen -V traitor --count --view white "$PLY17 targets=Qd8/Bc1"
	assert_output 76
}

@test "spec 8.1: the same with own-traitor-check=off" {
	printf '%s\n' "$SAMPLE" | sed 's/^\[Result/[VariantOptions "own-traitor-check=off"]\n&/' > "$BATS_TEST_TMPDIR/g.pgn"
	run -1 --separate-stderr pgn-replay "$BATS_TEST_TMPDIR/g.pgn"
	[[ $stderr == *"9.N:e5: no white knight can reach e5"* ]]
	[[ $stderr == *"1 game, 16 plies, 1 error, 3 warnings"* ]]
	run -0 movegen -V traitor,own-traitor-check=off --count --plain "$PLY17"
	assert_output 36
}

@test "spec 8.1: after ply 10 White is not in check and has 31 moves (public view)" {
	run -0 movegen -V traitor --count --plain "$PLY10"
	assert_output 31
	# A replayer that let traitors check their opponent would call mate.
	printf '%s\n%s *\n' "$HEAD" "$M10" > "$BATS_TEST_TMPDIR/g.pgn"
	run -0 pgn-replay -q --emit final "$BATS_TEST_TMPDIR/g.pgn"
	assert_output "$PLY10 targets=Qd8/Bc1,g2"
	# Not in check: 6.a3, which answers no check, is legal.
	printf '%s\n%s 6. a3 *\n' "$HEAD" "$M10" > "$BATS_TEST_TMPDIR/g.pgn"
	run -0 pgn-replay -q --emit none "$BATS_TEST_TMPDIR/g.pgn"
}

@test "spec 8.2: a traitor checks its own side's king: 11 moves, 17 with own-traitor-check=off" {
	P='4k3/8/8/4r^3/8/8/8/4K3 w - - 0 1'
	run -0 movegen -V traitor "$P"
	# The rook leaves the e-file (7), and the king's four squares off it.
	assert_output "Kd1 Kd2 Kf1 Kf2 Ra5 Rb5 Rc5 Rd5 Rf5 Rg5 Rh5"
	run -0 movegen -V traitor,own-traitor-check=off "$P"
	assert_output "Kd1 Kd2 Ke2 Kf1 Kf2 Ra5 Rb5 Rc5 Rd5 Re2 Re3 Re4 Re6 Re7 Rf5 Rg5 Rh5"
}

@test "spec 8.2: Defector: D-Qd8 is illegal, D-Nb8:Nc6 legal and undo=c6 forbids c6 next turn" {
	for v in Defector "Simplified Defector" "Impromptu Defector"; do
		replay_errors "[Variant \"$v\"]

1. D-Qd8:e4 *"
		[[ $stderr == *"D-Qd8 may not be announced: the queen on d8 would attack Black's king right after the announcement"* ]]
	done
	run -0 final "Defector" "1. D-Nb8:Nc6"
	assert_output 'r1bqkbnr/pppppppp/2N5/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1 ids=b8@c6'
	run -0 final "Impromptu Defector" "1. D-Nb8:Nc6"
	assert_output 'r1bqkbnr/pppppppp/2N5/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1 budget=6/9 undo=c6'
	for tags in '[Variant "Simplified Defector"]
[WhiteTargets "N"]
[BlackTargets "N"]' '[Variant "Impromptu Defector"]'; do
		replay_errors "$tags

1. D-Nb8:Nc6 D-c6:Nb8 *"
		[[ $stderr == *"1...D-c6:Nb8: D-c6 may not be announced: the knight on c6 defected on the turn just before: no-undo forbids announcing it"* ]]
	done
	# With no-undo=off the knight defects back at once.
	run -1 final "Impromptu Defector" "1. D-Nb8:Nc6 D-c6:Nb8"
	[ -z "$output" ]
	printf '[Variant "Impromptu Defector"]\n[VariantOptions "no-undo=off"]\n\n1. D-Nb8:Nc6 D-c6:Nb8 *\n' > "$BATS_TEST_TMPDIR/g.pgn"
	run -0 pgn-replay -q --emit final "$BATS_TEST_TMPDIR/g.pgn"
	assert_output 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2 2 budget=6/6 undo=b8'
}

@test "spec 8.2: Mercenary: M-Qd8 is illegal, M-Ng8:Nxe7 legal with ko=e7g8" {
	replay_errors '[Variant "Mercenary"]

1. M-Qd8:e4 *'
	[[ $stderr == *"M-Qd8 may not be announced: the queen on d8 would attack Black's king right after the announcement"* ]]
	run -0 final "Mercenary" "1. M-Ng8:Nxe7"
	assert_output 'rnbqkb1r/ppppn%ppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1 ids=g8@e7 ko=e7g8'
	run -0 final "Impromptu Mercenary" "1. M-Ng8:Nxe7"
	assert_output 'rnbqkb1r/ppppn%ppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1 budget=6/9 ko=e7g8'
}

@test "spec 8.2: Double Agent: after A-Nb8:Nc6 Black may play Nc6-e5 but not Nc6-b8" {
	run -0 final "Double Agent" "1. A-Nb8:Nc6 Nc6-e5"
	assert_output 'r1bqkbnr/pppppppp/8/4n&3/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2 2 ids=b8@e5 ko=e5c6'
	replay_errors '[Variant "Double Agent"]

1. A-Nb8:Nc6 Nc6-b8 *'
	[[ $stderr == *"1...Nc6-b8: weak ko: the knight on c6 came from b8 on the turn just before and may not go back at once"* ]]
}

@test "spec 8.3: one-ply counts of the Impromptu forms from the start" {
	for vc in traitor:340 double-agent:340 defector:314 \
	    defector-double-agent:314 mercenary:330; do
		run -0 movegen -V "impromptu-${vc%%:*}" --perft 1 "$START"
		assert_output "${vc#*:}"
	done
}

@test "spec 4: the start of each form, and the sample's arbiter view" {
	for v in traitor simplified-traitor defector double-agent mercenary; do
		run -0 afen-validate -V "$v" -c -e "$START"
		assert_output "$START"
	done
	run -0 afen-validate -V impromptu-traitor -c -e "$START"
	assert_output "$START budget=9/9"
	printf '[Variant "Traitor"]\n[WhiteTargets "Qd8"]\n[BlackTargets "Bc1,Rh1,g2"]\n\n*\n' > "$BATS_TEST_TMPDIR/g.pgn"
	run -0 pgn-replay -q --emit final "$BATS_TEST_TMPDIR/g.pgn"
	assert_output "$START targets=Qd8/Bc1,Rh1,g2"
}

@test "spec 4: the example strings validate, public and arbiter views" {
	run -0 afen-validate -V traitor -c -e "$PLY10" -e "$PLY10 targets=Qd8/Bc1,g2"
	assert_output "$PLY10
$PLY10 targets=Qd8/Bc1,g2"
	run -0 view traitor "$PLY10 targets=Qd8/Bc1,g2" public
	assert_output "$PLY10"
	run -0 view traitor "$PLY10 targets=Qd8/Bc1,g2" white
	assert_output "$PLY10 targets=Qd8/?"
	run -0 view traitor "$PLY10 targets=Qd8/Bc1,g2" black
	assert_output "$PLY10 targets=?/Bc1,g2"
	DDA='r1bqkbnr/pppppppp/2N&5/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1 budget=6/9 ko=c6b8 undo=c6'
	run -0 afen-validate -V impromptu-defector-double-agent -c -e "$DDA"
	assert_output "$DDA"
	run -0 final "Impromptu Defector-Double Agent" "1. A-Nb8:Nc6"
	assert_output "$DDA"
	run -0 afen-validate -V traitor -c -e '4k3/8/8/4r^3/8/8/8/4K3 w - - 0 1'
}

@test "spec 5: the announcement's forms read alike: canonical, coordinate, seed, identity@square" {
	for t in 'T-Rh1:Nxf2' 'T-f1:g4f2' '(T-Rh1)N:f2' '(T-Rh1) Nxf2' 'T-Rh1@f1:Nxf2'; do
		printf '%s\n%s %s *\n' "$HEAD" "${M10%(*}" "$t" > "$BATS_TEST_TMPDIR/g.pgn"
		run -0 pgn-replay -q --emit final "$BATS_TEST_TMPDIR/g.pgn"
		assert_output "$PLY10 targets=Qd8/Bc1,g2"
	done
	# The written forms: SAN with the identity, the coordinate form.
	# Before 7...(T-g2)Rg1, in Black's view.
	printf '%s\n%s 6. Qe2 Ng4+ 7. Kh1 *\n' "$HEAD" "$M10" > "$BATS_TEST_TMPDIR/g.pgn"
	run -0 pgn-replay -q --emit final "$BATS_TEST_TMPDIR/g.pgn"
	B=$output
	run -0 movegen -V traitor --view black "$B"
	[[ " $output " == *" T-g2:Rg1 "* ]]
	run -0 movegen -V traitor --view black --format uci "$B"
	[[ " $output " == *" T-g2:f1g1 "* ]]
	run -0 movegen -V traitor --view black --format lan "$B"
	[[ " $output " == *" T-g2:Rf1-g1 "* ]]
}

# Spec 6.1.5, 2.6 and 7.15: White's king on h1 behind its pawns, checked
# along the first rank by the rook on a1.  No move without an announcement
# helps (g1 is attacked, g2 and h2 are White's own); announcing the black
# knight on c3 and moving it to b1 or d1 blocks the rank (a traitor stays
# black, and from b1 or d1 it does not attack h1).  So: mate unless the
# list holds that knight.
mate_game() {
	printf '[Variant "Traitor"]\n[FEN "7k/p7/8/8/8/2n5/r5PP/7K b - - 0 1"]\n%s\n1... Ra1# 0-1\n' "$1" > "$BATS_TEST_TMPDIR/m.pgn"
	run --separate-stderr pgn-replay --json "$BATS_TEST_TMPDIR/m.pgn"
}

@test "spec 6.1.5: with White's list hidden the mate is provisional" {
	mate_game ""
	[ "$status" -eq 0 ]
	[[ $output == *'"status": "checkmate (provisional: it stands unless the hidden list holds an escape)"'* ]]
}

@test "spec 6.1.4: a revealed list without the knight makes it mate; with it the claim is false" {
	mate_game '[WhiteTargets "a7"]'
	[ "$status" -eq 0 ]
	[[ $output == *'"status": "checkmate"'* ]]
	mate_game '[WhiteTargets "Nc3"]'
	[ "$status" -eq 1 ]
	assert_equal "${stderr_lines[0]}" "pgn-replay: $BATS_TEST_TMPDIR/m.pgn:3:1: warning: game 1: WhiteTargets without WhiteTargetsCommit: the list is used, and proves nothing"
	assert_equal "${stderr_lines[1]}" "pgn-replay: $BATS_TEST_TMPDIR/m.pgn:4:6: game 1: 1...Ra1#: false mate claim: White has 2 legal turns, such as T-Nc3:Nb1"
}
