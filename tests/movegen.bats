#!/usr/bin/env bats
# movegen: interface, output forms, Allegiance figures of spec section 8,
# and bad input.  Standard perft suites are in perft.bats, the Stockfish
# comparison in stockfish.bats, the hand-made rule positions in
# tests/unit/allegiance.c.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup
}

START="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
KIWI="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

@test "--help prints the usage on stdout and exits 0" {
	run -0 movegen --help
	assert_output --partial "usage: movegen [-V variant]"
}

@test "--version names the tool and the version" {
	run -0 movegen --version
	assert_output --regexp '^movegen \(turncoat\) [0-9]+\.[0-9]+\.[0-9]+$'
}

@test "unknown option: usage on stderr, exit 2" {
	run -2 --separate-stderr movegen --bogus "$START"
	assert_equal "$output" ""
	[[ "$stderr" == *"usage: movegen"* ]]
}

@test "bad option values exit 2 with a message" {
	run -2 --separate-stderr movegen --perft 0 "$START"
	assert_equal "${stderr%%$'\n'*}" "movegen: --perft: '0' is not a depth from 1 to 30"
	run -2 --separate-stderr movegen -j x --perft 1 "$START"
	assert_equal "${stderr%%$'\n'*}" "movegen: -j: 'x' is not a number from 1 to 64"
	run -2 --separate-stderr movegen --format pgn "$START"
	assert_equal "$stderr" "movegen: --format: 'pgn' is not san, lan or uci"
	run -2 --separate-stderr movegen -V shogi "$START"
	assert_equal "$stderr" "movegen: unknown or unsupported variant 'shogi': --list-variants names them all"
}

@test "Allegiance perft from the start: 20 400 8936 199635 (spec 8)" {
	for pair in 1:20 2:400 3:8936 4:199635; do
		run -0 movegen --perft "${pair%%:*}" "$START"
		assert_output "${pair##*:}"
	done
}

@test "Allegiance: the first challenges appear at ply 3, one per capture" {
	chess=$(movegen -V chess --perft 3 "$START")
	alleg=$(movegen --perft 3 "$START")
	[ "$chess" = 8902 ] && [ "$alleg" = 8936 ]
	# 8902 - 8868 (quiet moves) = 34 captures, and 34 challenges.
	[ $((alleg - chess)) -eq 34 ]
}

@test "Allegiance Kiwipete depth 1: 48 chess moves plus 8 challenges (spec 8)" {
	run -0 movegen --perft 1 "$KIWI"
	assert_output 56
	run -0 sh -c "movegen '$KIWI' | tr ' ' '\n' | grep -c '>'"
	assert_output 8
	run -0 movegen -V chess --count "$KIWI"
	assert_output 48
}

@test "variant names: chess, standard, allegiance, PGN spellings" {
	run -0 movegen -V Standard --count "$KIWI"
	assert_output 48
	run -0 movegen -V "Allegiance Chess" --count "$KIWI"
	assert_output 56
	run -0 movegen --variant allegiance --count "$KIWI"
	assert_output 56
}

@test "moves are listed sorted in SAN, LAN and coordinate form" {
	pos="k7/8/8/8/3n>4/8/8/3RK3 w - - 0 1"
	run -0 movegen "$pos"
	assert_output "Kd2 Kf1 Kf2 R>d4 Ra1+ Rb1 Rc1 Rd2 Rd3 Rxd4"
	run -0 movegen --format lan "$pos"
	assert_output "Ke1-d2 Ke1-f1 Ke1-f2 Rd1-a1+ Rd1-b1 Rd1-c1 Rd1-d2 Rd1-d3 Rd1>d4 Rd1xd4"
	run -0 movegen --format uci "$pos"
	assert_output "d1>d4 d1a1 d1b1 d1c1 d1d2 d1d3 d1d4 e1d2 e1f1 e1f2"
}

@test "SAN disambiguation, promotions, castling and mate marks" {
	run -0 movegen -V chess "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"
	assert_output --partial "O-O O-O-O"
	run -0 movegen -V chess "4k3/8/8/8/8/8/4K3/R6R w - - 0 1"
	assert_output --partial "Rad1 "
	assert_output --partial "Rhd1 "
	assert_output --partial " Rhf1 "
	run -0 movegen -V chess "6k1/5ppp/8/8/8/8/8/R3R2K w - - 0 1"
	assert_output --partial "Ra8#"
	assert_output --partial "Re8#"
	run -0 movegen -V chess "7k/8/8/R7/8/8/8/R6K w - - 0 1"
	assert_output --partial "R1a2 R1a3 R1a4 R5a2 R5a3 R5a4 Ra6"
	run -0 movegen -V chess "3n3k/2P5/8/8/8/8/8/7K w - - 0 1"
	assert_output --partial "c8=Q "
	assert_output --partial "cxd8=N"
}

@test "a challenge gives check by converting (R>b5+)" {
	run -0 movegen "4k3/8/8/1b>6/8/8/8/1R2K3 w - - 0 1"
	assert_output "Kd1 Kd2 Kf2 R>b5+ Ra1 Rb2 Rb3 Rb4 Rc1 Rd1 Rxb5"
}

@test "--count and --json" {
	run -0 movegen --count "$START" "$KIWI"
	assert_output $'20\n56'
	run -0 sh -c "movegen --json '$START' | jq -r '.moves | length'"
	assert_output 20
	run -0 sh -c "movegen --json --perft 2 '$START' | jq -c '[.depth, .nodes]'"
	assert_output "[2,400]"
	run -0 sh -c "movegen --json --divide 1 -V chess '$START' | jq -c '[.nodes, .divide[\"e2e4\"]]'"
	assert_output "[20,1]"
}

@test "--divide prints sorted move: count lines and the total" {
	run -0 movegen -V chess --divide 2 "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"
	assert_line --index 0 "a1a2: 5"
	assert_line "e1c1: 3"
	assert_line "Nodes searched: 71"
	run -0 sh -c "movegen -V chess --divide 3 '$KIWI' | awk -F': ' '/^[a-h]/ {s += \$2} END {print s}'"
	assert_output 97862
}

@test "-j splits perft over threads with the same result" {
	run -0 movegen -V chess -j 2 --perft 4 "$KIWI"
	assert_output 4085603
	run -0 movegen -j 2 --divide 2 "$START"
	assert_line "Nodes searched: 400"
}

@test "EPD input: 4 fields and opcodes, ;Dn checked up to the perft depth" {
	run -0 sh -c "echo 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ;D1 20 ;D2 400 ;D9 1' | movegen -V chess --perft 2"
	assert_output 400
	run -1 --separate-stderr sh -c "echo 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ;D1 20 ;D2 401' | movegen -V chess --perft 2"
	assert_equal "$output" 400
	assert_equal "$stderr" "movegen: <stdin>:1:62: perft 2 is 400, expected 401 (;D2)"
}

@test "bad positions are reported with file, line and column; others go on" {
	printf '%s\n' "$START" "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0" "$KIWI" > "$BATS_TEST_TMPDIR/in"
	run -1 --separate-stderr movegen --count -i "$BATS_TEST_TMPDIR/in"
	assert_equal "$output" $'20\n56'
	assert_equal "$stderr" "movegen: $BATS_TEST_TMPDIR/in:2:55: missing fullmove number: expected a decimal number"
}

@test "positions given as arguments are named <arg>:N" {
	run -1 --separate-stderr movegen --count "$START" "8/8/8/8/8/8/8/8 w - - 0 1"
	assert_equal "$output" 20
	assert_equal "$stderr" $'movegen: <arg>:2:1: no white king\nmovegen: <arg>:2:1: no black king'
}

@test "a missing input file is an I/O error (exit 2), other inputs go on" {
	printf '%s\n' "$START" > "$BATS_TEST_TMPDIR/ok"
	run -2 --separate-stderr movegen --count -i "$BATS_TEST_TMPDIR/nope" -i "$BATS_TEST_TMPDIR/ok"
	assert_equal "$output" 20
	assert_equal "$stderr" "movegen: $BATS_TEST_TMPDIR/nope: No such file or directory"
}

@test "the allegiance mark is an error in standard chess" {
	run -1 --separate-stderr movegen -V chess --count "k7/8/8/8/3n>4/8/8/3RK3 w - - 0 1"
	assert_equal "$stderr" "movegen: <arg>:1:12: mark '>' is not used in standard chess (Allegiance Chess uses it: -V allegiance)"
}

@test "warnings are printed and the position is still used" {
	run -0 --separate-stderr movegen --count "4k3/8/8/8/8/8/8/4K3 w - - 0 0"
	assert_equal "$output" 5
	assert_equal "$stderr" "movegen: <arg>:1:29: warning: fullmove number 0: games start at move 1"
}

@test "-q silences diagnostics but not the exit status" {
	run -1 --separate-stderr movegen -q --count "8/8/8/8/8/8/8/8 w - - 0 1"
	assert_equal "$stderr" ""
}

@test "checkmate and stalemate positions have no moves (empty line)" {
	run -0 movegen -V chess "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"
	assert_output ""
	run -0 movegen -V chess --count "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1"
	assert_output 0
}

@test "-o writes to a file; a full device is an I/O error" {
	run -0 movegen --count -o "$BATS_TEST_TMPDIR/out" "$START"
	assert_equal "$(cat "$BATS_TEST_TMPDIR/out")" 20
	run -2 --separate-stderr sh -c "movegen --count '$START' > /dev/full"
	[[ "$stderr" == "movegen: write error: "* ]]
}

@test "output to a closed pipe ends quietly" {
	run -0 sh -c "yes '$START' | head -5000 | movegen | head -1"
	assert_output --partial "Na3 Nc3 Nf3 Nh3"
}

@test "EPD operations are kept as read: blanks, tabs and quoted semicolons" {
	run -0 movegen --count '4k3/8/8/8/8/8/8/4K3 w - - bm  Kd1;'
	assert_output 5
	run -0 movegen --perft 1 "$(printf '4k3/8/8/8/8/8/8/4K3 w - -\t;D1 5')"
	assert_output 5
	run -0 movegen --perft 1 '4k3/8/8/8/8/8/8/4K3 w - - id "a;D1 7"; D1 5;'
	assert_output 5
}

@test "a malformed perft operation is an error at its column" {
	run -1 --separate-stderr movegen --perft 1 '4k3/8/8/8/8/8/8/4K3 w - - ;D1 x'
	assert_equal "$output" 5
	assert_equal "$stderr" "movegen: <arg>:1:28: perft operation without a count: expected ';Dn count' with n from 1 to 99"
	run -1 --separate-stderr movegen --perft 1 '4k3/8/8/8/8/8/8/4K3 w - - ;D1 5 6'
	assert_equal "$stderr" "movegen: <arg>:1:33: unexpected text in a perft operation: expected ';Dn count'"
}

@test "an empty variant name is an error" {
	run -2 --separate-stderr movegen -V '' --count "$START"
	assert_equal "$stderr" "movegen: unknown or unsupported variant '': --list-variants names them all"
}

# "$START" is 56 bytes: text after it begins in column 58.

@test "trailing text after a position is an error at its column" {
	run -1 --separate-stderr movegen --count "$START hello world"
	assert_equal "$output" ""
	assert_equal "$stderr" "movegen: <arg>:1:58: unexpected text after the position: 'hello world'"
}

@test "a line with trailing text in a file is skipped; the next lines are read" {
	printf '%s\n' "$START" "$START hello world" "$KIWI" >"$BATS_TEST_TMPDIR/in"
	run -1 --separate-stderr movegen --count -i "$BATS_TEST_TMPDIR/in"
	assert_equal "$output" $'20\n56'
	assert_equal "$stderr" "movegen: $BATS_TEST_TMPDIR/in:2:58: unexpected text after the position: 'hello world'"
}

@test "the EPD files of ../data are read without a diagnostic" {
	for f in wac bratko-kopec; do
		run -0 --separate-stderr movegen -V chess --count -i "$SHARED/$f.epd"
		assert_equal "$stderr" ""
		assert_equal "${#lines[@]}" "$(wc -l <"$SHARED/$f.epd")"
	done
	run -0 --separate-stderr movegen -V chess --perft 2 -i "$SHARED/perft-standard.epd"
	assert_equal "$stderr" ""
}

@test "--list-variants: five fields; every synonym names its variant and every option listed is taken by -V" {
	run -0 movegen --list-variants
	# Tabs: five fields on every line.
	run -0 awk -F '\t' 'NF != 5' <<< "$output"
	assert_output ''
	# Traitor Chess: its option own-traitor-check is on (turncoat(7):
	# "two rules may be turned off", a king in check from his own
	# traitors the first); Chess960's synonyms as PGN tags of other
	# programs write them.
	run -0 movegen --list-variants
	assert_line "$(printf 'traitor\tTraitor\tTraitor Chess\t-\town-traitor-check=on')"
	assert_line "$(printf 'chess960\tChess960\tChess960\tfischerandom,fischer random,fischerrandom,960\t-')"
	local start='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
	while IFS=$'\t' read -r name pgn title aliases opts; do
		if [ "$aliases" != - ]; then
			IFS=, read -ra a <<< "$aliases"
			for s in "${a[@]}"; do
				run -0 --separate-stderr pgn-replay -q --emit final --format afen <<< "$(printf '[Variant "%s"]\n\n*\n' "$s")"
				expected=$(printf '[Variant "%s"]\n\n*\n' "$pgn" | pgn-replay -q --emit final --format afen)
				assert_equal "$output" "$expected"
			done
		fi
		if [ "$opts" != - ]; then
			IFS=, read -ra o <<< "$opts"
			for x in "${o[@]}"; do
				flip=${x%=*}=$([ "${x#*=}" = on ] && echo off || echo on)
				run -0 --separate-stderr movegen -V "$name,$x" --count "$start"
				run -0 --separate-stderr movegen -V "$name,$flip" --count "$start"
			done
		fi
	done < <(movegen --list-variants)
}
