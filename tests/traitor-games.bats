#!/usr/bin/env bats
# The Traitor Chess family (../shared/spec/traitor.md): games derived by
# hand from the spec's rules and checked through the tools.  Every
# expected position below comes from the derivation written as comments
# in the game's file in tests/data/traitor/ (see its README), never from
# the program's output.  Rule numbers are those of the spec.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup traitor
	# Messages name files as they are given: run from the data.
	cd "$DATA" || return 1
}

GAMES='01-traitor-specific 02-traitor-impromptu 03-defector-simplified
04-defector-impromptu-no-undo-off 05-double-agent-specific
06-double-agent-simplified 07-defector-double-agent-impromptu
08-defector-double-agent-specific 09-mercenary-specific
10-mercenary-impromptu'

# The final position of game $1 (arbiter view: lists revealed), as
# derived in the comments of $1.pgn.
final_of() {
	case $1 in
	01-*) echo 'r4rk1/ppp2ppp/2np4/3N^p1q1/2B1P3/4PQ1P/PPP3P1/R3R^1K1 w - - 3 13 ids=h1@e1,f2@e3,d1@f3,h2@h3,f1@c4,d2@e4,b1@d5,e7@e5,d8@g5,b8@c6,d7@d6,h8@f8 targets=a7/f2' ;;
	02-*) echo 'rnbk2r1/1pp2p1p/p6R^/4p^3/8/2N2N^2/PPP1Pn^P1/R1B1KB2 w Q - 0 12 budget=2/0' ;;
	03-*) echo 'r4b1r/pp1b1kpp/1q6/8/8/5N2/PBPP1PPP/RN1Q1RK1 w - - 2 11 targets=-/NP' ;;
	04-*) echo '2b2rk1/rpppqppp/5n2/8/8/2N3P1/PPPP1P2/R1B2K2 w - - 3 13 budget=2/2' ;;
	05-*) echo 'r3kb1r/p1pb1ppp/8/3Pp3/1p&6/5P2/PPPP1P1P/RNB2RK1 w kq - 0 12 ids=h1@f1,g2@f3,b7@b4,e2@d5,e7@e5,c8@d7 ko=b4b5 targets=-/-' ;;
	06-*) echo 'r2q1rk1/pQpnb1pp/4p3/8/8/2N1P3/PP3PPP/R3K2R w KQ - 1 13 targets=B/R' ;;
	07-*) echo '2kr1bnr/pppq1ppp/8/8/4P3/1PP5/3P1PPP/RNBK3R w - - 1 13 budget=5/3' ;;
	08-*) echo 'r3k1nQ&/ppp1qp1p/1bnp4/8/3PP3/5Q1P/PP3PP1/RNB2K2 b q - 0 11 ids=d1@f3,h2@h3,c2@d4,e2@e4,f8@b6,b8@c6,d7@d6,d8@e7,-@h8 ko=h8g7 targets=Nb8/a2' ;;
	09-*) echo 'r1b1k3/pppp1p2/8/8/4r3/2P5/P1P2PPP/R2Q1RK1 w q - 0 13 ids=h1@f1,b2@c3,h8@e4 targets=a7/a2' ;;
	10-*) echo 'r2qkb1r/ppp2ppp/2n2n2/4p3/4P3/2NQ4/RP1P1PPP/2B1K1NR b Kkq - 0 10 budget=5/6' ;;
	*) return 1 ;;
	esac
}

# The public view of that position: the same without the lists (4).
public_of() {
	final_of "$1" | sed 's/ targets=[^ ]*//'
}

# The value of tag $2 in file $1.
tag() {
	sed -n "s/^\\[$2 \"\\(.*\\)\"\\]\$/\\1/p" "$1"
}

# Replay game $1 strictly: no error, no warning, $2 plies, and the
# final position derived by hand; a game with lists has them committed
# (their commitments made with sha256sum, see the README) and verified.
replays() {
	run -0 --separate-stderr pgn-replay --strict --emit final "$1.pgn"
	assert_output "$(final_of "$1")"
	if grep -q '^\[WhiteTargets ' "$1.pgn"; then
		assert_equal "${stderr_lines[0]}" "pgn-replay: secret lists: 2 committed and verified, 0 committed and hidden, 0 not committed"
		assert_equal "${#stderr_lines[@]}" 2
	else
		assert_equal "${#stderr_lines[@]}" 1
	fi
	[[ ${stderr_lines[-1]} == "pgn-replay: 1 game, $2 plies, 0 errors, 0 warnings, "* ]] ||
	    fail "$stderr"
}

# g.pgn in the test's own directory, which becomes the current one: the
# Variant, VariantOptions and list tags of game $1, then movetext $2.
game() {
	{
		grep -E '^\[(Variant|VariantOptions|GameId|(White|Black)Targets(Commit|Nonce)?) ' \
		    "$DATA/$1.pgn"
		printf '\n%s *\n' "$2"
	} > "$T/g.pgn"
	cd "$T" || return 1
}

# The preimage of a commitment (6.1.2): variant line $1, holder $2,
# list $3, game $4, nonce $5.
preimage() {
	printf 'traitor-commit/1\nvariant:%s\nholder:%s\nlist:%s\ngame:%s\nnonce:%s\n' \
	    "$@"
}

@test "ten games: each of the five variants twice, the three forms between them" {
	local g v n=0
	for g in $GAMES; do
		n=$((n + 1))
		[ -f "$g.pgn" ] || fail "no $g.pgn"
		final_of "$g" > /dev/null || fail "no final position for $g"
	done
	[ "$n" -eq 10 ]
	for v in 'Traitor' 'Defector' 'Double Agent' 'Defector-Double Agent' \
	    'Mercenary'; do
		n=0
		for g in $GAMES; do
			grep -Eq "^\\[Variant \"((Simplified|Impromptu) )?$v\"\\]" \
			    "$g.pgn" && n=$((n + 1))
		done
		[ "$n" -eq 2 ] || fail "$n games of $v"
	done
	run grep -l '^\[Variant "Simplified ' 0*.pgn 10*.pgn
	[ "${#lines[@]}" -ge 1 ]
	run grep -l '^\[Variant "Impromptu ' 0*.pgn 10*.pgn
	[ "${#lines[@]}" -ge 1 ]
	run grep -L -e '^\[Variant "Simplified ' -e '^\[Variant "Impromptu ' \
	    0*.pgn 10*.pgn
	[ "${#lines[@]}" -ge 1 ]
}

@test "01 Traitor: castling with a listed, unannounced rook; a traitor takes its announcer's pawn; ids and targets" {
	replays 01-traitor-specific 24
}

@test "02 Impromptu Traitor: en passant; an announced pawn promotes to a traitor queen that checks its announcer; budget 2/0" {
	replays 02-traitor-impromptu 22
}

@test "03 Simplified Defector: defections, undo and no-undo, a defected knight announced back later, the check rule" {
	replays 03-defector-simplified 20
}

@test "04 Impromptu Defector, no-undo=off: two immediate re-announcements; en passant; budget 2/2" {
	replays 04-defector-impromptu-no-undo-off 24
}

@test "05 Double Agent: agents moved by both players, weak ko after every agent move, ids" {
	replays 05-double-agent-specific 22
}

@test "06 Simplified Double Agent: a black agent that checks White, a white agent pawn moved by both players" {
	replays 06-double-agent-simplified 24
}

@test "07 Impromptu Defector-Double Agent: an agent announced back, check escaped by moving the opponent's agent, budget 5/3" {
	replays 07-defector-double-agent-impromptu 24
}

@test "08 Defector-Double Agent: an announced pawn promotes to an agent queen without identity (-@h8), ko after a promotion" {
	replays 08-defector-double-agent-specific 21
}

@test "09 Mercenary: mercenaries that take pieces of their own colour and check either king" {
	replays 09-mercenary-specific 24
}

@test "10 Impromptu Mercenary: en passant by a hired pawn, the checking bishop hired, budget 5/6" {
	replays 10-mercenary-impromptu 19
}

@test "the moves the games avoid are refused: no-undo (3.2) in both Defector forms that have it" {
	# Game 04's first re-announcement under the default rule.
	printf '[Variant "Impromptu Defector"]\n\n%s *\n' \
	    '1. e4 e5 2. Nf3 Nc6 3. D-Nc6:Ncd4 D-Nd4:Nxf3+' > "$T/g.pgn"
	cd "$T"
	run -1 --separate-stderr pgn-replay --emit none g.pgn
	assert_equal "${stderr_lines[0]}" "pgn-replay: g.pgn:3:35: game 1: 3...D-Nd4:Nxf3+: D-Nd4 may not be announced: the knight on d4 defected on the turn just before: no-undo forbids announcing it"
	# Game 03: Black may not take the e5 knight back at once.
	game 03-defector-simplified '1. e4 e5 2. Nf3 Nc6 3. D-Nc6:Ncxe5 D-Ne5:Nc6'
	run -1 --separate-stderr pgn-replay --emit none g.pgn
	assert_equal "${stderr_lines[0]}" "pgn-replay: g.pgn:10:36: game 1: 3...D-Ne5:Nc6: D-Ne5 may not be announced: the knight on e5 defected on the turn just before: no-undo forbids announcing it"
}

@test "the moves the games avoid are refused: weak ko (3.3, 3.5)" {
	# Game 05: after 4...Nge7 White may not move the agent e7-g8.
	game 05-double-agent-specific \
	    '1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. A-Ng8:Ng8 Nge7 5. Ng8'
	run -1 --separate-stderr pgn-replay --emit none g.pgn
	assert_equal "${stderr_lines[0]}" "pgn-replay: g.pgn:10:53: game 1: 5.Ng8: weak ko: the knight on e7 came from g8 on the turn just before and may not go back at once"
	# Game 09: after 3.Ncxe5 Black may not move the mercenary e5-c6.
	game 09-mercenary-specific '1. e4 e5 2. Nf3 Nc6 3. M-Nb8:Ncxe5 Nc6'
	run -1 --separate-stderr pgn-replay --emit none g.pgn
	assert_equal "${stderr_lines[0]}" "pgn-replay: g.pgn:10:36: game 1: 3...Nc6: weak ko: the knight on e5 came from c6 on the turn just before and may not go back at once"
}

@test "the moves the games avoid are refused: check rules of Defector and Mercenary, the colour rule" {
	# Game 03 before 5...Nf6: the f3 knight, made black, would attack e1.
	game 03-defector-simplified \
	    '1. e4 e5 2. Nf3 Nc6 3. D-Nc6:Ncxe5 d6 4. Nc4 D-Nc4:Nxb2 5. Bxb2 D-Nf3:Nd4'
	run -1 --separate-stderr pgn-replay --emit none g.pgn
	assert_equal "${stderr_lines[0]}" "pgn-replay: g.pgn:10:65: game 1: 5...D-Nf3:Nd4: D-Nf3 may not be announced: the knight on f3 would attack White's king right after the announcement"
	# Game 10 before 9.M-Bg4:Be6: a knight hired on f6 would attack e8.
	game 10-mercenary-impromptu \
	    '1. e4 d5 2. Nc3 d4 3. M-d4:Nce2 Nf6 4. c4 dxc3 5. Nxc3 e5 6. Bb5+ M-Bb5:Bd3 7. Qf3 Nc6 8. Qxd3 Bg4 9. M-Nf6:Nxe4'
	run -1 --separate-stderr pgn-replay --emit none g.pgn
	assert_equal "${stderr_lines[0]}" "pgn-replay: g.pgn:3:103: game 1: 9.M-Nf6:Nxe4: M-Nf6 may not be announced: the knight on f6 would attack Black's king right after the announcement"
	# Game 10 at 6...: hiring the checking bishop, Black must end the
	# check with his move (3.5); h6 does not.
	game 10-mercenary-impromptu \
	    '1. e4 d5 2. Nc3 d4 3. M-d4:Nce2 Nf6 4. c4 dxc3 5. Nxc3 e5 6. Bb5+ M-Bb5:h6'
	run -1 --separate-stderr pgn-replay --emit none g.pgn
	assert_equal "${stderr_lines[0]}" "pgn-replay: g.pgn:3:67: game 1: 6...M-Bb5:h6: the black pawn on h7 to h6 does not answer the check from White's mercenary bishop on b5"
	# Game 01 after 12...T-Nb1:Nd5: the knight is white, so White's e4
	# pawn may not take it (2.4).
	game 01-traitor-specific \
	    '1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. O-O Bc5 5. d3 d6 6. T-Ng8:Nxe4 Bg4 7. dxe4 T-Rh1:Re1 8. h3 Bxf3 9. Qxf3 O-O 10. Be3 Bxe3 11. fxe3 Qg5 12. Nc3 T-Nb1:Nd5 13. exd5'
	run -1 --separate-stderr pgn-replay --emit none g.pgn
	assert_equal "${stderr_lines[0]}" "pgn-replay: g.pgn:10:159: game 1: 13.exd5: the white pawn on e4 may not take the white knight on d5: a piece captures only the other colour"
}

@test "a traitor may not move where it checks its announcer's king (2.5, 3.1)" {
	# The b4 knight is black, White's traitor: on d3 it would attack e1.
	# The move is refused, as it must be.  The reason the tool gives,
	# "the white knight on b4 is pinned", is wrong on two counts (the
	# knight is black and is not pinned; the move leaves White's king in
	# check), so only the refusal and the move are checked here.
	printf '[Variant "Traitor"]\n[SetUp "1"]\n[FEN "%s"]\n\n1. Nd3 *\n' \
	    '4k3/8/8/8/1n^6/8/8/4K3 w - - 0 1' > "$T/g.pgn"
	cd "$T"
	run -1 --separate-stderr pgn-replay --emit none g.pgn
	[[ ${stderr_lines[0]} == "pgn-replay: g.pgn:5:4: game 1: 1.Nd3: "* ]] ||
	    fail "$stderr"
	# With own-traitor-check=off the same move is legal.
	printf '[Variant "Traitor"]\n[VariantOptions "own-traitor-check=off"]\n[SetUp "1"]\n[FEN "%s"]\n\n1. Nd3 *\n' \
	    '4k3/8/8/8/1n^6/8/8/4K3 w - - 0 1' > "$T/g.pgn"
	run -0 pgn-replay -q --emit final g.pgn
	assert_output '4k3/8/8/8/8/3n^4/8/4K3 b - - 1 1 ids=b4@d3'
}

@test "committed games c1-c3: the commitments come from their preimages and from traitor-commit" {
	local f side holder fam list nonce game commit
	for f in c1-traitor-committed c2-double-agent-simplified-committed \
	    c3-defector-double-agent-committed; do
		case $f in
		c1-*) fam=traitor/specific ;;
		c2-*) fam=double-agent/simplified ;;
		c3-*) fam=defector-double-agent/specific ;;
		esac
		game=$(tag "$f.pgn" GameId)
		for side in White Black; do
			holder=$(echo "$side" | tr '[:upper:]' '[:lower:]')
			list=$(tag "$f.pgn" "${side}Targets")
			nonce=$(tag "$f.pgn" "${side}TargetsNonce")
			commit=$(tag "$f.pgn" "${side}TargetsCommit")
			[ ${#nonce} -eq 64 ] || fail "$f: $side's nonce"
			# 6.1.3 by hand: sha256 of the six lines.
			assert_equal "$commit" "sha256:$(preimage "$fam" "$holder" \
			    "$list" "$game" "$nonce" | sha256sum | cut -c1-64)"
			# traitor-commit verifies it with the stored nonce.
			run -0 traitor-commit --verify "$commit" -V "$fam" \
			    --holder "$holder" --list "$list" \
			    ${game:+--game "$game"} --nonce "$nonce"
			assert_line --index 0 "commitment $commit"
			assert_line --index 1 "list $list"
		done
	done
}

@test "committed games c1-c3 verify and replay with exit 0 to the derived positions" {
	local f g
	for f in c1-traitor-committed:01-traitor-specific:24 \
	    c2-double-agent-simplified-committed:06-double-agent-simplified:24 \
	    c3-defector-double-agent-committed:08-defector-double-agent-specific:21; do
		g=${f#*:}
		run -0 --separate-stderr pgn-replay --strict --emit final "${f%%:*}.pgn"
		assert_output "$(final_of "${g%:*}")"
		assert_equal "${stderr_lines[0]}" "pgn-replay: secret lists: 2 committed and verified, 0 committed and hidden, 0 not committed"
		[[ ${stderr_lines[1]} == "pgn-replay: 1 game, ${g#*:} plies, 0 errors, 0 warnings, "* ]] ||
		    fail "$stderr"
		# The public record (commitments only) replays to the public
		# view: no targets key.
		grep -v -e '^\[WhiteTargets ' -e '^\[BlackTargets ' \
		    -e 'TargetsNonce ' "${f%%:*}.pgn" > "$T/public.pgn"
		run -0 --separate-stderr pgn-replay --strict --emit final "$T/public.pgn"
		assert_output "$(public_of "${g%:*}")"
	done
}

# The list revealed is not the one committed to: the verifier names the
# tag and the list, and the game is not replayed.
@test "f1: a revealed list that does not match its commitment is refused before move 1" {
	run -1 --separate-stderr pgn-replay --emit final f1-commit-mismatch.pgn
	assert_output ''
	assert_equal "${stderr_lines[0]}" "pgn-replay: f1-commit-mismatch.pgn:10:1: game 1 (? - ?, traitor-games f1: a revealed list that does not match its commitment): WhiteTargetsCommit does not match the revealed list \"a7,b7,Bf8,Ng8\" and its nonce"
}

@test "f2: an announcement of a piece not on the revealed list stops the replay at ply 18" {
	run -1 --separate-stderr pgn-replay --emit none f2-not-on-list.pgn
	assert_equal "${stderr_lines[0]}" "pgn-replay: f2-not-on-list.pgn:24:35: game 1 (? - ?, traitor-games f2: an announcement of a piece not on the revealed list): 9...A-Nc3:Nb5: A-Nc3 may not be announced: no knight left on Black's list"
	assert_equal "${stderr_lines[1]}" "pgn-replay: secret lists: 2 committed and verified, 0 committed and hidden, 0 not committed"
	[[ ${stderr_lines[2]} == "pgn-replay: 1 game, 17 plies, 1 error, 0 warnings, "* ]] ||
	    fail "$stderr"
	# Both reveals match: without the faulty turn the game verifies.
	sed 's/ A-Nc3:Nb5 / /' f2-not-on-list.pgn > "$T/g.pgn"
	run -0 pgn-replay -q --strict --emit none "$T/g.pgn"
}

@test "f3: a false mate claim; with the lists hidden the same mate is provisional" {
	run -1 --separate-stderr pgn-replay --emit none f3-false-mate.pgn
	assert_equal "${stderr_lines[0]}" "pgn-replay: f3-false-mate.pgn:28:16: game 1 (? - ?, traitor-games f3: a false mate claim): 2...Qh4#: false mate claim: White has 9 legal turns, such as T-Qd8:Qxh2"
	# The replay stops before the faulty ply.
	run -1 --separate-stderr pgn-replay --json --emit final f3-false-mate.pgn
	assert_output --partial '"ply": 3, '
	# Commitments only: the mate stands, provisionally (6.1.5).
	grep -v -e '^\[WhiteTargets ' -e '^\[BlackTargets ' \
	    -e 'TargetsNonce ' f3-false-mate.pgn > "$T/public.pgn"
	run -0 --separate-stderr pgn-replay --strict --emit final "$T/public.pgn"
	assert_output 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3 ids=f2@f3,g2@g4,d8@h4,e7@e5'
	run -0 --separate-stderr pgn-replay --json --emit final "$T/public.pgn"
	assert_output '{"game": 1, "ply": 4, "afen": "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3 ids=f2@f3,g2@g4,d8@h4,e7@e5", "keys": {"ids": "f2@f3,g2@g4,d8@h4,e7@e5"}, "result": "0-1", "status": "checkmate (provisional: it stands unless the hidden list holds an escape)", "lists": {"White": "hidden", "Black": "hidden"}, "errors": [], "warnings": []}'
}

@test "PGN -> JSON -> PGN keeps every game's final position; PGN -> PGN is idempotent" {
	local g
	for g in $GAMES; do
		convert --to json "$g.pgn" > "$T/$g.json" 2> /dev/null ||
		    fail "$g: to json"
		convert --from json --to pgn "$T/$g.json" > "$T/$g.j.pgn" \
		    2> /dev/null || fail "$g: json to pgn"
		run -0 pgn-replay -q --strict --emit final "$T/$g.j.pgn"
		assert_output "$(final_of "$g")"
		convert --to pgn "$g.pgn" > "$T/$g.1" 2> /dev/null ||
		    fail "$g: to pgn"
		convert --to pgn "$T/$g.1" > "$T/$g.2" 2> /dev/null ||
		    fail "$g: to pgn again"
		cmp "$T/$g.1" "$T/$g.2" || fail "$g: PGN -> PGN not idempotent"
		run -0 pgn-replay -q --strict --emit final "$T/$g.1"
		assert_output "$(final_of "$g")"
		convert --to pgn "$T/$g.j.pgn" > "$T/$g.3" 2> /dev/null ||
		    fail "$g: json's pgn to pgn"
		cmp "$T/$g.j.pgn" "$T/$g.3" ||
		    fail "$g: the PGN made from JSON is not idempotent"
	done
}

@test "long form there and back: the moves keep every game's final position" {
	# The long form holds moves only, no tags: it is read back with -V
	# (with the game's VariantOptions), and a game whose lists are
	# revealed goes through its public record (lists removed), whose
	# final position is the public view.  The record with the lists is
	# refused (status 1); see tests/data/traitor/README about its
	# message.
	local g v o src want
	for g in $GAMES; do
		v=$(tag "$g.pgn" Variant)
		o=$(tag "$g.pgn" VariantOptions)
		v=$v${o:+,$o}
		if grep -q '^\[WhiteTargets ' "$g.pgn"; then
			run -1 convert -q --to long "$g.pgn"
			grep -v -e '^\[WhiteTargets ' -e '^\[BlackTargets ' \
			    -e 'TargetsNonce ' "$g.pgn" > "$T/$g.pub"
			src=$T/$g.pub want=$(public_of "$g")
		else
			src=$g.pgn want=$(final_of "$g")
		fi
		convert --to long "$src" > "$T/$g.long" 2> /dev/null ||
		    fail "$g: to long"
		grep -q '^1\. ' "$T/$g.long" || fail "$g: no long form"
		convert -V "$v" --from long --to pgn "$T/$g.long" \
		    > "$T/$g.l.pgn" 2> /dev/null || fail "$g: from long"
		run -0 pgn-replay -q --strict -V "$v" --emit final "$T/$g.l.pgn"
		assert_output "$want"
	done
}

# convert -V NAME,OPTION=off writes the options it played by into the
# PGN's VariantOptions tag, so that it replays (here 3...D-Nd4 needs
# no-undo=off).
@test "04 back from the long form with -V ...,no-undo=off: the PGN written keeps its rules" {
	local g=04-defector-impromptu-no-undo-off
	convert --to long "$g.pgn" > "$T/g.long"
	run -0 convert -q -V 'Impromptu Defector,no-undo=off' --from long \
	    --to pgn "$T/g.long"
	echo "$output" > "$T/g.pgn"
	run -0 pgn-replay -q --strict --emit final "$T/g.pgn"
	assert_output "$(final_of "$g")"
	grep -qx '\[VariantOptions "no-undo=off"\]' "$T/g.pgn"
}

@test "a game without a Variant tag: an announcement says which rules read it" {
	# A record of the family that lost its tag is read as standard
	# chess; its first announcement (ply 2 here) is the first error.
	printf '1. e4 T-Nb8:Nc6 2. Nf3 (T-g8)Nf6 *\n' > "$T/untagged.pgn"
	run --separate-stderr -1 pgn-replay "$T/untagged.pgn"
	assert_equal "${stderr%%$'\n'*}" "pgn-replay: $T/untagged.pgn:1:7: game 1: 1...T-Nb8:Nc6: an announcement is a move of the Traitor family, not of standard chess: give the game a Variant tag or -V"
	# With -V the announcement is read, and refused by rule 1.3: b8 is
	# Black's own knight, and Black announces White's pieces.
	run --separate-stderr -1 pgn-replay -V traitor "$T/untagged.pgn"
	assert_equal "${stderr%%$'\n'*}" "pgn-replay: $T/untagged.pgn:1:7: game 1: 1...T-Nb8:Nc6: T-Nb8 may not be announced: the knight on b8 is Black's colour: Black announces White's pieces"
}

@test "an announcement written apart from its move: the error says it is one token" {
	printf '[Variant "Traitor"]\n\n1. e4 e5 2. T-e5 Nf3 *\n' > "$T/apart.pgn"
	run --separate-stderr -1 pgn-replay "$T/apart.pgn"
	assert_equal "${stderr%%$'\n'*}" "pgn-replay: $T/apart.pgn:3:13: game 1: 2.T-e5: expected an announcement and its move in one token, such as T-Rh1:Nxf2"
}

@test "FEN cannot show a traitor, a double agent or a mercenary: the error names them" {
	run --separate-stderr -1 convert -V traitor --to fen <<< '4k3/8/8/4r^3/8/8/8/4K3 w - - 0 1'
	assert_equal "$stderr" "convert: <stdin>:1:1: the position has traitors, which FEN cannot show: use --to afen or --drop-marks"
	run --separate-stderr -1 convert -V double-agent --to fen <<< '4k3/8/8/4r&3/8/8/8/4K3 w - - 0 1'
	assert_equal "$stderr" "convert: <stdin>:1:1: the position has double agents, which FEN cannot show: use --to afen or --drop-marks"
	# Black hires White's knight g1 (it attacks e2 f3 h3, not the king).
	run --separate-stderr -1 pgn-replay -V mercenary --emit final --format fen <<< '1. e4 M-Ng1:Nf6 *'
	assert_equal "${stderr%%$'\n'*}" "pgn-replay: <stdin>:1:17: game 1: the final position has mercenaries, which FEN cannot show: use --format afen"
	# Without its mark the rook is Black's own: what --drop-marks writes.
	run -0 convert -V traitor --to fen --drop-marks <<< '4k3/8/8/4r^3/8/8/8/4K3 w - - 0 1'
	assert_output '4k3/8/8/4r3/8/8/8/4K3 w - - 0 1'
}
