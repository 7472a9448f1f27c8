#!/usr/bin/env bats
# The examples: every script in examples/ and every command of the man
# pages' EXAMPLES sections, run as a user would run them.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup
	: "${TC_EXAMPLES:=$TC_TOP/examples}"
	EX=$TC_TOP/examples
	TAB=$'\t'
	# The scripts must not depend on the working directory.
	cd "$BATS_TEST_TMPDIR"
}

# The commands of the EXAMPLES section of man page $1: the ".Dl $ " lines,
# with the roff escapes a command may need (\-, \&, \(dq, \e) undone.
man_examples() {
	awk '/^\.Sh / { ex = ($2 == "EXAMPLES") }
	    ex && /^\.Dl \$ / { sub(/^\.Dl \$ /, ""); print }' "$1" |
	    sed -e 's/\\-/-/g' -e 's/\\&//g' -e 's/\\(dq/"/g' -e 's/\\e/\\/g'
}

# Run every example command of man page $1 in examples/; each must exit 0
# or 1, as it would for a user, never 2 or worse.
run_man_examples() {
	local page=$TC_TOP/man/man${1##*.}/$1 cmd n=0

	[ -f "$page" ] || fail "$page is missing"
	cd "$EX"
	while IFS= read -r cmd; do
		n=$((n + 1))
		run bash -c "$cmd" < /dev/null
		if [ "$status" -gt 1 ]; then
			fail "$1: status $status: \$ $cmd
$output"
		fi
	done < <(man_examples "$page")
	[ "$n" -gt 0 ] || fail "$1: no .Dl \$ commands in EXAMPLES"
	check_man_outputs "$page"
}

# A ".Bd -literal" block right after ".Dl $" lines in EXAMPLES shows what
# those commands print (standard output and error together): check it.
check_man_outputs() {
	local dir=$BATS_TEST_TMPDIR/outputs want cmd got

	rm -rf "$dir" && mkdir -p "$dir"
	awk -v dir="$dir" '
	    function unescape(s) {
		gsub(/\\\(dq/, "\"", s); gsub(/\\e/, "\\", s); return s
	    }
	    /^\.Sh / { ex = ($2 == "EXAMPLES") }
	    !ex { next }
	    /^\.Dl \$ / {
		if (!incmds) ncmds = 0
		cmds[++ncmds] = unescape(substr($0, 7)); incmds = 1; next
	    }
	    /^\.Bd -literal/ && incmds {
		k++; inblk = 1; incmds = 0
		for (i = 1; i <= ncmds; i++) print cmds[i] > (dir "/" k ".cmd")
		printf "" > (dir "/" k ".want"); next
	    }
	    /^\.Ed/ && inblk { inblk = 0; next }
	    inblk { print unescape($0) > (dir "/" k ".want"); next }
	    { incmds = 0 }' "$1"
	for want in "$dir"/*.want; do
		[ -e "$want" ] || continue
		got=${want%.want}.got
		while IFS= read -r cmd; do
			bash -c "$cmd" < /dev/null >> "$got" 2>&1 || true
		done < "${want%.want}.cmd"
		diff -u "$want" "$got" ||
		    fail "$(basename "$1"): the output shown after \$ $(head -n 1 "${want%.want}.cmd") differs"
	done
}

@test "every examples/*.sh script has its test here" {
	local s names=()

	for s in "$EX"/*.sh; do
		names+=("$(basename "$s")")
	done
	assert_equal "${names[*]}" "canonicalise.sh commit-reveal.sh count-moves.sh diagram.sh html-page.sh long-form.sh parallel-parts.sh parallel-split.sh perft-suite.sh replay-and-count.sh to-json-jq.sh traitor-game.sh"
}

@test "every examples/*.c program has its test here and is built" {
	local c names=()

	for c in "$EX"/*.c; do
		names+=("$(basename "$c")")
		[ -x "$TC_EXAMPLES/$(basename "$c" .c)" ] ||
		    fail "$TC_EXAMPLES/$(basename "$c" .c) is not built"
	done
	assert_equal "${names[*]}" "legal-moves.c"
}

@test "every man page has its EXAMPLES test here" {
	local page missing=()

	for page in "$TC_TOP"/man/man[1-9]/*.[1-9]; do
		grep -qF "run_man_examples $(basename "$page")" \
		    "$BATS_TEST_FILENAME" || missing+=("$(basename "$page")")
	done
	assert_equal "${missing[*]}" ""
}

@test "examples/*.pgn replay without a diagnostic" {
	run -0 --separate-stderr pgn-replay --strict "$EX/games.pgn" "$EX/allegiance.pgn"
	assert_output ""
	[[ $stderr == "pgn-replay: 5 games, 114 plies, 0 errors, 0 warnings, "* ]]
	[[ $stderr != *$'\n'* ]]

	# The second Allegiance game has no Variant tag: its '>' moves decide.
	run -0 --separate-stderr pgn-replay --json "$EX/allegiance.pgn"
	assert_line --index 0 --partial '"result": "1/2-1/2", "status": "fivefold repetition", "errors": [], "warnings": []}'
	assert_line --index 1 --partial '/RNBq>1KNR w kq - 6 5", "result": "0-1", "status": "checkmate", "errors": [], "warnings": []}'
}

@test "examples/neutral-subject.pgn replays to the mate worked out by hand" {
	# The moves traced with neutral-subject.md section 2: 1.Nf6+ recruits
	# the knight, 1...Ke7 the bishop f8 and through it the rook h8,
	# 3.Ra7+ the rook, 6.Qe2 Bf1, Ng1 and Rh1 (as in 7.1), 7.Rd7+ the
	# bishop Black moved to e6 (barred for that move) and the knight b8;
	# 8.Bf7 mates: d8 and e7 are the rook's, d7 is guarded by Nb8, f7 by
	# Nh6, and neutral pieces never capture.
	run -0 --separate-stderr pgn-replay --strict --json "$EX/neutral-subject.pgn"
	assert_output '{"game": 1, "ply": 15, "afen": "1N2kb1r/3R1B2/7N/P*P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/4Q3/R*N*B*1KBNR b KQ - 6 8", "result": "1-0", "status": "checkmate", "errors": [], "warnings": []}'
	[[ $stderr == "pgn-replay: 1 game, 15 plies, 0 errors, 0 warnings, "* ]]
	# After 6...Be6 the neutral bishop is barred.
	run -0 sh -c 'pgn-replay -q --emit each "$1" | sed -n 12p' _ "$EX/neutral-subject.pgn"
	assert_output "1N*1k1b1r/4R3/4B*2N/P*P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/4Q3/R*N*B*1KBNR w KQ - 3 7 bar=e6"
}

@test "examples/en-game.pgn replays to the double mate worked out by hand" {
	# The moves traced with en-chess.md: 1.K~x0 swaps out of the rook's
	# check (3.5), 1...Rxe1 takes the auror (3.4), 2.Nc7+ mates the king
	# on a8 while the one on g8 is free, so Black loses his turn (8.1),
	# and 3.Qxd6xd8# passes over the pawn it takes (4.5: the auror e3 is
	# beside d4) and checks g8 while the knight checks a8: every black
	# king in check, no move.
	run -0 --separate-stderr pgn-replay --strict --json "$EX/en-game.pgn"
	assert_output '{"game": 1, "ply": 5, "afen": "1/kn1Q2k1/ppN2ppp/8/8/8/4A3/8/4r3/K b - - 0 3", "result": "1-0", "status": "checkmate", "errors": [], "warnings": []}'
	[[ $stderr == "pgn-replay: 1 game, 5 plies, 0 errors, 0 warnings, "* ]]
	run -0 convert -q --to san "$EX/en-game.pgn"
	assert_output "[FEN \"1/kn1r2k1/pp3ppp/3p4/1N6/3Q4/4A3/8/4K2r/A w - - 0 1\"] K~x0 Rxe1 Nc7+ -- Qxd6xd8#"
	run -0 convert -q --to uci "$EX/en-game.pgn"
	assert_output "[FEN \"1/kn1r2k1/pp3ppp/3p4/1N6/3Q4/4A3/8/4K2r/A w - - 0 1\"] e1x0 h1e1 b5c7 0000 d4d8"
	# After the lost turn: the halfmove clock counts it, Black's king on
	# a8 is still in check and White is to move.
	run -0 sh -c 'pgn-replay -q --emit each "$1" | sed -n 4p' _ "$EX/en-game.pgn"
	assert_output "1/kn1r2k1/ppN2ppp/3p4/8/3Q4/4A3/8/4r3/K w - - 2 3"
	# The game written in long algebraic reads back to the same moves.
	convert -q --to pgn --moves lan "$EX/en-game.pgn" > lan.pgn
	grep -qF '1. Ke1~x0 {' lan.pgn
	run -0 convert -q --to san lan.pgn
	assert_output "[FEN \"1/kn1r2k1/pp3ppp/3p4/1N6/3Q4/4A3/8/4K2r/A w - - 0 1\"] K~x0 Rxe1 Nc7+ -- Qxd6xd8#"
}

@test "examples/ca-game.pgn replays to South's capture of North's King" {
	# The fields worked out with complex-allegiance.md: South castled
	# (5. O-O: b1 and i1 gone), West's King moved (7...Ka5: a2 and a9,
	# the latter already gone with 6...Rb9), East's Rook j2 moved
	# (6...Ri2); North's rights went with its King; only j9 is left.
	# West is to move after South's ply; the capture zeroes the clock and
	# round 10 has not ended.  South took North's King: South 1, North 0,
	# West and East 1/2.
	run -0 --separate-stderr pgn-replay --strict --emit final "$EX/ca-game.pgn"
	[[ $output == *" w j9 - 0 10" ]] || fail "$output"
	[[ $output != *nK* ]] || fail "North's King is still there: $output"
	run -0 sh -c 'pgn-replay -q --json "$1" | jq -c "[.result, .scores, .status]"' _ "$EX/ca-game.pgn"
	assert_output '["1-1/2-0-1/2",{"South":1,"West":0.5,"North":0,"East":0.5},"a King capture"]'
	# The last move is the capture, marked '#'; the castling is the King's
	# move in the coordinate form, the e.p. capture a plain capture.
	run -0 convert -q --to san "$EX/ca-game.pgn"
	[[ $output == *" O-O "*" hxi3 "*" Qxf10#" ]] || fail "$output"
	run -0 convert -q --to uci "$EX/ca-game.pgn"
	[[ $output == *" e1c1 "*" h4i3 "*" c7f10" ]] || fail "$output"
}

@test "examples/count-moves.sh counts the moves of each valid position" {
	run -0 --separate-stderr "$EX/count-moves.sh"
	assert_equal "${#lines[@]}" 10
	# Spec 8: Kiwipete has 56 moves in Allegiance Chess (48 + 8 challenges).
	assert_line --index 2 "56${TAB}r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
	# Fool's mate: no move.
	assert_line --index 4 "0${TAB}rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
	assert_equal "$stderr" ""

	# Standard chess: the grey positions are invalid and left out.
	run -0 --separate-stderr "$EX/count-moves.sh" -V chess
	assert_equal "${#lines[@]}" 5
	assert_line --index 2 --partial "48${TAB}r3k2r/"
	[[ $stderr == *"positions.afen:6:23: mark '>' is not used in"* ]]

	# Only the line with a warning survives bad.afen.
	run -0 --separate-stderr "$EX/count-moves.sh" "$EX/bad.afen"
	assert_output "5${TAB}4k3/8/8/8/8/8/8/4K3 w - - 0 0"

	# A file that cannot be read is trouble, not invalid input.
	run -2 --separate-stderr "$EX/count-moves.sh" nonexistent.afen
}

@test "examples/canonicalise.sh writes each valid position once, canonically" {
	run -0 --separate-stderr "$EX/canonicalise.sh"
	assert_output "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1
4k3/8/8/3p>4/8/8/8/4K3 b - - 0 7"
	[[ $stderr == *"messy.afen:5:49: castling right 'k' out of order"* ]]
	# The output is valid and already in canonical form.
	"$EX/canonicalise.sh" > canon.afen 2>/dev/null
	run -0 afen-validate -c canon.afen
	assert_output "$(cat canon.afen)"
}

@test "examples/perft-suite.sh checks every ;Dn count of a suite" {
	run -0 "$EX/perft-suite.sh"
	assert_output "$EX/perft.epd: 6 positions, every count to depth 3 matches (chess)"

	run -0 "$EX/perft-suite.sh" -V allegiance "$EX/allegiance.epd"
	assert_output "$EX/allegiance.epd: 2 positions, every count to depth 4 matches (allegiance)"

	# A wrong count is found and named.
	sed 's/;D2 2039/;D2 2040/' "$EX/perft.epd" > wrong.epd
	run -1 --separate-stderr "$EX/perft-suite.sh" wrong.epd
	assert_equal "$output" ""
	[[ $stderr == *"wrong.epd:2:"*"perft 2 is 2039, expected 2040 (;D2)"* ]]
	[[ $stderr == *"wrong.epd: some counts differ (chess)"* ]]
}

@test "examples/replay-and-count.sh counts the moves of each final position" {
	run -0 --separate-stderr "$EX/replay-and-count.sh"
	assert_equal "${#lines[@]}" 3
	assert_line --index 0 "23${TAB}4k1r1/1p3p2/2p2n2/p3pN1p/P3P3/1P3Pp1/2PR2P1/3K4 w - - 10 28"
	# Two checkmates: no move.
	assert_line --index 1 "0${TAB}r1bqkb1r/pp2pBpp/1nn5/4N3/3P4/8/PP3PPP/RNBQK2R b KQkq - 0 9"
	assert_line --index 2 "0${TAB}r1bq1rk1/pp2bpQp/2n1p3/8/8/1PB1PN2/P4PPP/R3KB1R b KQ - 0 11"
	[[ $stderr == "pgn-replay: 3 games, 92 plies, 0 errors, 0 warnings, "* ]]

	# Allegiance Chess: the moves of the drawn game include challenges.
	run -0 --separate-stderr "$EX/replay-and-count.sh" -V allegiance "$EX/allegiance.pgn"
	assert_output "34${TAB}rn1qkb1r/ppp1pppp/3p1n>2/4Pb2/8/8/PPPP1PPP/RNBQKBNR w KQkq - 10 8
0${TAB}rn1qkbnr/ppp1pppp/8/3p>4/2B1P1b1/8/PPPP1PPP/RNBq>1KNR w kq - 6 5"

	# A game with an error is reported and left out.
	printf '1. e4 e5 2. Nf3 Nc6 *\n\n1. e4 e5 2. Ke3 *\n' > two.pgn
	run -0 --separate-stderr "$EX/replay-and-count.sh" two.pgn
	assert_output "27${TAB}r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
	[[ $stderr == *"two.pgn:3:13: game 2: 2.Ke3: no white king can reach e3: White's king on e1 does not move to e3"* ]]

	# A file that cannot be read is trouble, not invalid input.
	run -2 --separate-stderr "$EX/replay-and-count.sh" nonexistent.pgn
	assert_output ""
}

@test "examples/to-json-jq.sh lists the games with challenges and counts the wins" {
	run -0 --separate-stderr "$EX/to-json-jq.sh"
	assert_output "Aster${TAB}Birch${TAB}14${TAB}9
Birch${TAB}Aster${TAB}8${TAB}3
3 of 5 games decisive"
	assert_equal "$stderr" "convert: 5 games, 0 errors"

	# JSON Lines and the long form are read as well as PGN; the long form
	# has no tags, and the board decides its results.
	convert -q --to json "$EX/allegiance.pgn" > games.jsonl
	run -0 --separate-stderr "$EX/to-json-jq.sh" games.jsonl
	assert_output "Aster${TAB}Birch${TAB}14${TAB}9
Birch${TAB}Aster${TAB}8${TAB}3
1 of 2 games decisive"
	convert -q --to long "$EX/allegiance.pgn" > games.long
	run -0 --separate-stderr "$EX/to-json-jq.sh" games.long
	assert_output "?${TAB}?${TAB}14${TAB}9
?${TAB}?${TAB}8${TAB}3
1 of 2 games decisive"

	# A game with an error is reported and left out.
	printf '1. e4 d5 2. e>d5 Qd6 1-0\n\n1. e4 e5 2. Ke3 0-1\n' > two.pgn
	run -1 --separate-stderr "$EX/to-json-jq.sh" two.pgn
	assert_output "?${TAB}?${TAB}4${TAB}1
1 of 1 game decisive"
	[[ $stderr == *"two.pgn:3:13: game 2: 2.Ke3: no white king can reach e3: White's king on e1 does not move to e3"* ]]

	# A file that cannot be read is trouble, not invalid input.
	run -2 --separate-stderr "$EX/to-json-jq.sh" nonexistent.pgn
	assert_output ""
}

@test "examples/parallel-split.sh gives the same results in parts as in one run" {
	local i

	for i in $(seq 40); do
		cat "$EX/games.pgn" "$EX/allegiance.pgn"
	done > big.pgn
	run -0 --separate-stderr "$EX/parallel-split.sh" -j 2 big.pgn
	# The PGN of the parts is that of one process.
	convert -q --to pgn big.pgn > one.pgn
	assert_output "$(cat one.pgn)"
	[ "$(grep -c '^\[Event ' <<< "$output")" -eq 200 ]
	[[ $stderr == "convert: 200 games, 0 errors"$'\n'"parallel-split.sh: big.pgn: 200 games in "*" parts on 2 jobs: the same results as one process" ]]
	# The file was really split.
	[[ $stderr =~ in\ ([0-9]+)\ parts ]]
	[ "${BASH_REMATCH[1]}" -ge 4 ]

	# The recipe itself, with pgn-replay's final positions.
	parallel --will-cite --pipe --recstart '[Event ' --block 4k -k \
	    pgn-replay -q --emit final < big.pgn > parts.afen
	pgn-replay -q --emit final big.pgn > one.afen
	[ "$(wc -l < one.afen)" -eq 200 ]
	cmp one.afen parts.afen

	# A game with an error in the middle: reported once, with its place in
	# the whole file, and counted the same way in the parts.
	{ cat big.pgn; printf '[Event "bad"]\n\n1. e4 e5 2. Ke3 *\n\n'; cat big.pgn; } > bad.pgn
	run -1 --separate-stderr "$EX/parallel-split.sh" -j 2 bad.pgn
	[ "$(grep -c '^\[Event ' <<< "$output")" -eq 400 ]
	[[ $stderr == *"bad.pgn:3843:13: game 201 (? - ?, bad): 2.Ke3: no white king can reach e3: White's king on e1 does not move to e3"* ]]
	[[ $stderr == *"bad.pgn: 401 games in "*" parts on 2 jobs: the same results as one process" ]]

	# A convert that goes wrong on its standard input only, as in the
	# parts: the difference is found.
	mkdir bin
	printf '#!/bin/sh\ncase "$*" in *.pgn) exec %s "$@" ;; esac\n%s "$@" | sed s/Qxg7#/Qxg7/\n' \
	    "$TC_BIN/convert" "$TC_BIN/convert" > bin/convert
	chmod +x bin/convert
	PATH=$PWD/bin:$PATH run -2 --separate-stderr "$EX/parallel-split.sh" -j 2 big.pgn
	assert_output ""
	[[ $stderr == *"parallel-split.sh: big.pgn: convert in parts writes other PGN than in one run:"* ]]
	[[ $stderr == *"> Nxc3 9. Bxc3 cxd4 10. Qxd4 Nc6 11. Qxg7 1-0"* ]]

	# The sample file by default.
	run -0 --separate-stderr "$EX/parallel-split.sh"
	[ "$(grep -c '^\[Event ' <<< "$output")" -eq 3 ]
	[[ $stderr == *"games.pgn: 3 games in "*" parts on "*" jobs: the same results as one process" ]]

	run -2 --separate-stderr "$EX/parallel-split.sh" nonexistent.pgn
	assert_output ""
	assert_equal "$stderr" "parallel-split.sh: nonexistent.pgn: cannot read the file"
}

@test "examples/parallel-parts.sh gives the same results in parts by bytes as in one run" {
	local i sum

	for i in $(seq 40); do
		cat "$EX/games.pgn" "$EX/allegiance.pgn"
	done > big.pgn
	run -0 --separate-stderr "$EX/parallel-parts.sh" -j 2 -n 7 big.pgn
	# The PGN of the parts is that of one process.
	convert -q --to pgn big.pgn > one.pgn
	assert_output "$(cat one.pgn)"
	[ "$(grep -c '^\[Event ' <<< "$output")" -eq 200 ]
	# The counts are those of one process's summary.
	sum=$(pgn-replay big.pgn 2>&1 | sed -E 's/^pgn-replay: (.*), [0-9.]+ s .*/\1/')
	assert_equal "$sum" "200 games, 4560 plies, 0 errors, 0 warnings"
	assert_equal "$stderr" "parallel-parts.sh: big.pgn: $sum in 7 parts on 2 jobs: the same results as one process"

	# A game with an error in the middle: reported once, named by its
	# offset, with the line counted from its first.
	{ cat big.pgn; printf '[Event "bad"]\n\n1. e4 e5 2. Ke3 *\n\n'; cat big.pgn; } > bad.pgn
	run -1 --separate-stderr "$EX/parallel-parts.sh" -j 2 -n 3 bad.pgn
	[ "$(grep -c '^\[Event ' <<< "$output")" -eq 400 ]
	assert_equal "$stderr" "pgn-replay: bad.pgn@$(wc -c < big.pgn):3:13: game @$(wc -c < big.pgn) (? - ?, bad): 2.Ke3: no white king can reach e3: White's king on e1 does not move to e3
parallel-parts.sh: bad.pgn: 401 games, 9122 plies, 1 error, 0 warnings in 3 parts on 2 jobs: the same results as one process"

	# The sample file by default.
	run -0 --separate-stderr "$EX/parallel-parts.sh"
	[ "$(grep -c '^\[Event ' <<< "$output")" -eq 3 ]

	run -2 --separate-stderr "$EX/parallel-parts.sh" nonexistent.pgn
	assert_output ""
	assert_equal "$stderr" "parallel-parts.sh: nonexistent.pgn: cannot read the file (a regular file)"
}

@test "examples/long-form.sh writes the long form and reads it back as PGN" {
	run -0 --separate-stderr "$EX/long-form.sh"
	# The long form first: one move pair per line, no check marks, a
	# blank line between games.
	[[ $output == "1. e2e4 Ng8f6
2. e4e5 d7d6
3. e5>f6 Bc8f5
4. e5>f6 e7>f6
5. e5>f6 e7>f6
6. e5>f6 e7>f6
7. e5>f6 e7>f6

1. e2e4 d7d5
2. e4>d5 Bc8g4
3. Bf1c4 Bg4>d1
4. Ke1f1 Bg4>d1

[Event \"?\"]"* ]]
	# Then PGN: the challenges make both games Allegiance Chess, and the
	# board decides the results (fivefold repetition, checkmate).
	[ "$(grep -c '^\[Variant "Allegiance"\]$' <<< "$output")" -eq 2 ]
	assert_line '[Result "1/2-1/2"]'
	assert_line '1. e4 d5 2. e>d5 Bg4 3. Bc4 B>d1 4. Kf1 B>d1# 0-1'
	assert_equal "$stderr" "convert: 2 games, 0 errors"
	# The PGN part reads back to the same main lines.
	sed -n '/^\[Event/,$p' <<< "$output" > back.pgn
	run -0 convert -q --to san back.pgn
	assert_output "$(convert -q --to san "$EX/allegiance.pgn")"

	run -0 --separate-stderr "$EX/long-form.sh" "$EX/games.pgn"
	assert_line --index 0 "1. e2e4 d7d6"
	assert_line "11. Qd4xg7"
	assert_line "1. e4 c5 2. c3 Nf6 3. e5 Nd5 4. d4 cxd4 5. Nf3 Nc6 6. cxd4 d6 7. Bc4 dxe5"

	# A game from a FEN position has no long form: it is left out.
	printf '[FEN "4k3/8/8/8/8/8/8/4K2R w K - 0 1"]\n1. O-O Kd7 *\n\n1. e4 e5 *\n' > fen.pgn
	run -1 --separate-stderr "$EX/long-form.sh" fen.pgn
	[[ $output == "1. e2e4 e7e5"$'\n\n'"[Event \"?\"]"* ]]
	assert_line "1. e4 e5 *"
	[[ $stderr == *"fen.pgn:2:12: game 1: the long form cannot hold a game from a FEN position, with revealed lists or with a null move"* ]]

	run -2 --separate-stderr "$EX/long-form.sh" nonexistent.pgn
	assert_output ""
}

@test "examples/html-page.sh puts the example games in one page, with a link to the last position" {
	run -0 --separate-stderr "$EX/html-page.sh"
	# games.pgn 3, allegiance.pgn 2, traitor.pgn, neutral-subject.pgn,
	# en-game.pgn and ca-game.pgn 1 each; the last has 37 plies (its
	# ten moves of four, the last one South's alone)
	assert_line --index 0 "games.html: 9 games"
	assert_line --index 1 "file://$PWD/games.html#9.37"
	assert_equal "$stderr" ""
	run -0 grep -c '<script type="application/json" id="g9">' games.html
	run -0 grep -c 'id="index">' games.html
}

@test "examples/diagram.sh draws grey pieces as text and as SVG" {
	run -0 --separate-stderr "$EX/diagram.sh"
	assert_line --index 0 " 8 ♜ ♞ · ♛ ♚ ♝ ♞ ♜"
	assert_line " 5 · · · ♟>· · · ·"
	assert_line " 1 ♖ ♘ ♗ ♛>· ♔ ♘ ♖"
	assert_line "   a b c d e f g h"
	# the queen on d1 mates: the status line says so, with the result
	assert_line "checkmate, 0-1, castling kq, en passant -, > marks a grey piece"
	assert_line --index 10 "diagram.svg: 2 grey pieces ringed"
	assert_equal "$stderr" ""
	# One SVG document, written in the current directory.
	[ "$(head -c 5 diagram.svg)" = "<svg " ]
	[ "$(grep -c '</svg>' diagram.svg)" -eq 1 ]
	grep -qF '<desc>rn1qkbnr/ppp1pppp/8/3p&gt;4/2B1P1b1/8/PPPP1PPP/RNBq&gt;1KNR w kq - 6 5</desc>' diagram.svg

	# No grey piece, no ring; the SVG file is named.
	run -0 --separate-stderr "$EX/diagram.sh" 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' start.svg
	assert_line "White to move, castling KQkq, en passant -"
	assert_line "start.svg: 0 grey pieces ringed"
	[ -s start.svg ]

	# An invalid position is reported and draws nothing.
	run -1 --separate-stderr "$EX/diagram.sh" 'rnbqk>bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' bad.svg
	assert_output ""
	[[ $stderr == *"<stdin>:1:6: king on e8 with '>': a king is always pure"* ]]
	[ ! -e bad.svg ]
}

# tests/install.bats builds the same program against the installed
# libraries, shared and static, with pkg-config.
@test "examples/legal-moves.c prints the legal moves in SAN" {
	local lm=$TC_EXAMPLES/legal-moves

	# The start position: 16 pawn moves and 4 knight moves.
	run -0 --separate-stderr sh -c '"$1" "$2" chess | sort | paste -sd " "' \
	    _ "$lm" 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
	assert_output "Na3 Nc3 Nf3 Nh3 a3 a4 b3 b4 c3 c4 d3 d4 e3 e4 f3 f4 g3 g4 h3 h4"
	assert_equal "$stderr" ""

	# Spec 8: Kiwipete has 56 moves in Allegiance Chess, 48 of chess and
	# a challenge beside each of its 8 captures (which only grey pure
	# pieces, hence no check mark).
	run -0 "$lm" 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
	assert_equal "${#lines[@]}" 56
	run -0 sh -c '"$1" "$2" | grep "[x>]" | sort | paste -sd " "' _ "$lm" \
	    'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
	assert_output "B>a6 Bxa6 N>d7 N>f7 N>g6 Nxd7 Nxf7 Nxg6 Q>f6 Q>h3 Qxf6 Qxh3 d>e6 dxe6 g>h3 gxh3"

	# An invalid position: its error with the column, exit 1; an unknown
	# variant or a missing position: exit 2.
	run -1 --separate-stderr "$lm" 'k7/8/8/8/3n>4/8/8/3RK3 w - - 0 1' chess
	assert_output ""
	assert_equal "$stderr" "legal-moves: 12: mark '>' is not used in standard chess (Allegiance Chess uses it: -V allegiance)"
	run -2 --separate-stderr "$lm" 'k7/8/8/8/8/8/8/K7 w - - 0 1' shogi
	assert_equal "$stderr" "legal-moves: shogi: no such variant"
	run -2 --separate-stderr "$lm"
	assert_equal "$stderr" "usage: legal-moves position [variant]"
}

@test "man/man1/afen-validate.1 EXAMPLES run" {
	run_man_examples afen-validate.1
}

@test "man/man1/movegen.1 EXAMPLES run" {
	run_man_examples movegen.1
}

@test "man/man5/afen.5 EXAMPLES run" {
	run_man_examples afen.5
}

@test "man/man7/turncoat.7 EXAMPLES run" {
	run_man_examples turncoat.7
}

@test "man/man1/pgn-replay.1 EXAMPLES run" {
	run_man_examples pgn-replay.1
}

@test "man/man5/turncoat-pgn.5 EXAMPLES run" {
	run_man_examples turncoat-pgn.5
}

@test "man/man1/convert.1 EXAMPLES run" {
	run_man_examples convert.1
}

@test "man/man1/traitor-commit.1 EXAMPLES run" {
	run_man_examples traitor-commit.1
}

# The commitment of the preimage of traitor.md 6.1 item 2, by sha256sum.
preimage_sha256() {	# preimage_sha256 HOLDER LIST GAME NONCE
	printf 'traitor-commit/1\nvariant:traitor/specific\nholder:%s\nlist:%s\ngame:%s\nnonce:%s\n' \
	    "$@" | sha256sum | sed 's/^\([0-9a-f]*\)  -$/sha256:\1/'
}

@test "examples/commit-reveal.sh commits both lists, reveals them and verifies them" {
	local hex='[0-9a-f]{64}' tag

	run -0 --separate-stderr "$EX/commit-reveal.sh"
	assert_equal "${#lines[@]}" 7
	assert_line --index 0 '[GameId "demo-1"]'
	assert_line --index 1 --regexp "^\[WhiteTargetsCommit \"sha256:$hex\"\]\$"
	assert_line --index 2 --regexp "^\[BlackTargetsCommit \"sha256:$hex\"\]\$"
	assert_line --index 3 '[WhiteTargets "Qd8"]'
	assert_line --index 4 --regexp "^\[WhiteTargetsNonce \"$hex\"\]\$"
	# The sample game's list, in canonical order (a1 ... h8).
	assert_line --index 5 '[BlackTargets "Bc1,Rh1,g2"]'
	assert_line --index 6 --regexp "^\[BlackTargetsNonce \"$hex\"\]\$"
	assert_equal "$stderr" "commit-reveal.sh: White's list Qd8 matches the commitment
commit-reveal.sh: Black's list Bc1,Rh1,g2 matches the commitment"
	# Each commitment is the SHA-256 of its preimage.
	tag() { sed -n "s/^\[$1 \"\(.*\)\"\]\$/\1/p" <<< "$output"; }
	assert_equal "$(tag WhiteTargetsCommit)" \
	    "$(preimage_sha256 white Qd8 demo-1 "$(tag WhiteTargetsNonce)")"
	assert_equal "$(tag BlackTargetsCommit)" \
	    "$(preimage_sha256 black Bc1,Rh1,g2 demo-1 "$(tag BlackTargetsNonce)")"

	# Black reveals less than he committed to: caught, exit 1.
	run -1 --separate-stderr "$EX/commit-reveal.sh" g7 Bc1,g2
	assert_line --index 0 '[GameId "g7"]'
	assert_line --index 5 '[BlackTargets "Bc1,g2"]'
	assert_equal "$(tag BlackTargetsCommit)" \
	    "$(preimage_sha256 black Bc1,Rh1,g2 g7 "$(tag BlackTargetsNonce)")"
	assert_equal "$stderr" "commit-reveal.sh: White's list Qd8 matches the commitment
traitor-commit: the revealed values do not match $(tag BlackTargetsCommit)
commit-reveal.sh: Black's list Bc1,g2 does not match the commitment"
}

@test "examples/traitor-game.sh commits, plays, reveals and verifies a Traitor game" {
	local hex='[0-9a-f]{64}' tag want got

	run -0 --separate-stderr "$EX/traitor-game.sh"
	# The revealed record: the tags, then the moves.
	assert_line --index 0 '[Event "Example: commit, play, reveal, verify"]'
	assert_line --index 5 '[GameId "traitor-game-1"]'
	assert_line --index 6 --regexp "^\[WhiteTargetsCommit \"sha256:$hex\"\]\$"
	assert_line --index 7 --regexp "^\[BlackTargetsCommit \"sha256:$hex\"\]\$"
	assert_line --index 8 '[WhiteTargets "Bf8,Ng8"]'
	assert_line --index 9 --regexp "^\[WhiteTargetsNonce \"$hex\"\]\$"
	assert_line --index 10 '[BlackTargets "Bc1,Rh1,g2"]'
	assert_line --index 11 --regexp "^\[BlackTargetsNonce \"$hex\"\]\$"
	assert_equal "${lines[-1]}" '1. f3 e5 2. Nc3 T-g2:g4 3. Nb5 Qh4# 0-1'
	# While White's list is hidden he might hold an escape: the mate is
	# provisional; the reveal shows he did not.
	assert_equal "$stderr" "traitor-game.sh: published record: 0-1, checkmate (provisional: it stands unless the hidden list holds an escape)
traitor-game.sh: revealed record: both lists match their commitments; 0-1, checkmate"
	# Each commitment is the SHA-256 of its preimage, with fresh nonces.
	tag() { sed -n "s/^\[$1 \"\(.*\)\"\]\$/\1/p" <<< "$output"; }
	assert_equal "$(tag WhiteTargetsCommit)" \
	    "$(preimage_sha256 white Bf8,Ng8 traitor-game-1 "$(tag WhiteTargetsNonce)")"
	assert_equal "$(tag BlackTargetsCommit)" \
	    "$(preimage_sha256 black Bc1,Rh1,g2 traitor-game-1 "$(tag BlackTargetsNonce)")"
	# The record verifies on its own, as anyone would check it.
	printf '%s\n' "$output" > revealed.pgn
	run -0 --separate-stderr pgn-replay -q --json revealed.pgn
	assert_output --partial '"result": "0-1", "status": "checkmate", "lists": {"White": "verified", "Black": "verified"}, "errors": [], "warnings": []}'
	# Two runs, two nonces.
	run -0 --separate-stderr "$EX/traitor-game.sh"
	[ "$(tag BlackTargetsNonce)" != "$(sed -n 's/^\[BlackTargetsNonce "\(.*\)"\]$/\1/p' revealed.pgn)" ]

	# Black reveals less than he committed to: pgn-replay names the
	# commitment that fails, at its tag (line 8), and the status is 1.
	run -1 --separate-stderr "$EX/traitor-game.sh" Bc1,g2
	assert_line --index 10 '[BlackTargets "Bc1,g2"]'
	assert_equal "$(tag BlackTargetsCommit)" \
	    "$(preimage_sha256 black Bc1,Rh1,g2 traitor-game-1 "$(tag BlackTargetsNonce)")"
	mapfile -t err <<< "$stderr"
	assert_equal "${#err[@]}" 3
	assert_equal "${err[0]}" "traitor-game.sh: published record: 0-1, checkmate (provisional: it stands unless the hidden list holds an escape)"
	assert_equal "${err[1]}" "pgn-replay: revealed.pgn:8:1: game 1 (Aster - Birch, Example: commit, play, reveal, verify): BlackTargetsCommit does not match the revealed list \"Bc1,g2\" and its nonce"
	assert_equal "${err[2]}" "traitor-game.sh: revealed record: verification failed"
}
