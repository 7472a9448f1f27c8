#!/usr/bin/env bats
# Neutral Subject Chess (../shared/spec/neutral-subject.md): the test
# cases of its section 7 and the position strings of section 3, through
# the tools.  Every expected value is the spec's; where the spec lists
# pieces in another order, they are sorted here by square (a1, b1, ...,
# h8), which the helper below prints.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup
	tc_load perft
	START='R*N*B*qkB*N*R*/8/8/P*P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/8/R*N*B*QKB*N*R* w KQkq - 0 1'
}

# The moves movegen lists for position $1, one per line, sorted.
moves() {
	movegen -V neutral-subject --format "${2:-san}" "$1" | tr ' ' '\n' |
	    grep . | sort
}

# The final position of the game whose movetext is $1.
final() {
	printf '[Variant "Neutral Subject"]\n\n%s *\n' "$1" |
	    pgn-replay -q --emit final
}

# The 64 squares of a position's placement, a1 first, one per line: the
# piece letter with its mark, or '.'.
squares() {
	awk '{
		n = split($1, rank, "/")
		for (r = 8; r >= 1; r--) {
			s = rank[9 - r]; f = 0
			for (i = 1; i <= length(s); i++) {
				c = substr(s, i, 1)
				if (c ~ /[1-8]/) { for (k = 0; k < c; k++) sq[r, ++f] = "." }
				else if (c == "*") sq[r, f] = sq[r, f] "*"
				else sq[r, ++f] = c
			}
		}
		for (r = 1; r <= 8; r++) for (f = 1; f <= 8; f++) print sq[r, f]
	}'
}

# The pieces White owns after White's move $1 from the start that it did
# not own before, but for the one that moved if it was White's: letter
# and square, in square order.
recruited() {	# recruited MOVE TO-SQUARE-OF-AN-OWN-PIECE-MOVE
	local after
	after=$(final "1. $1")
	paste <(printf '%s\n' "$START" | squares) \
	    <(printf '%s\n' "$after" | squares) |
	    awk -v own="${2:-}" 'BEGIN { split("a b c d e f g h", file, " ") }
		{ sq = file[(NR - 1) % 8 + 1] int((NR - 1) / 8 + 1) }
		$2 ~ /^[A-Z]$/ && $1 !~ /^[A-Z]$/ && sq != own {
			out = out (out ? " " : "") toupper(substr($2, 1, 1)) sq
		}
		END { print out }'
}

@test "spec 7.3: perft from the start, 58, 2,969, 151,387, 7,309,312" {
	local f=$TC_TOP/tests/perft/neutral.epd
	grep -qx 'R\*N\*B\*qkB\*N\*R\*/8/8/P\*P\*P\*P\*P\*P\*P\*P\*/P\*P\*P\*P\*P\*P\*P\*P\*/8/8/R\*N\*B\*QKB\*N\*R\* w KQkq - 0 1 ;D1 58 ;D2 2969 ;D3 151387 ;D4 7309312 ;id "neutral-subject spec 7.3: start"' "$f"
	PERFT_VARIANT=neutral-subject perft_check_all "$f"
}

# The other lines of neutral.epd were counted by tests/ref/neutral_ref.py
# (tests/perft/README); those of spec 7.2 must hold its figures at depth 1.
@test "neutral.epd: the positions of spec 7.2 with its counts, and random games, to depth 3" {
	local f=$TC_TOP/tests/perft/neutral.epd
	run -0 wc -l < "$f"
	assert_output 41
	d1() { grep -F "\"neutral-subject spec: after $1\"" "$f" | sed 's/.*;D1 \([0-9]*\) .*/\1/'; }
	[ "$(d1 '1. a6')" = 55 ]
	[ "$(d1 '1. a6 h3')" = 53 ]
	[ "$(d1 '1. Nf6+')" = 4 ]
	[ "$(d1 '1. Bd7+')" = 4 ]
	[ "$(d1 '1. d6 a3 2. d7+')" = 4 ]
	[ "$(d1 '1. Be2 a3 2. Nh3 a2')" = 56 ]
	# The strings of spec 7.2 and 3, as the spec prints them.
	grep -q '^RNBqkB\*N\*R\*/3P4/8/P\*P\*P\*1P\*P\*P\*P\*/1P\*P\*P\*P\*P\*P\*P\*/P\*7/8/R\*N\*B\*QKB\*N\*R\* b KQk - 0 2 ;' "$f"
	grep -q '^R\*N\*BqkB\*N\*R/8/8/P\*P\*P\*P\*P\*PP\*P/1P\*P\*P\*P\*P\*PP\*/7N/p3B3/rN\*B\*QK2R w Kq - 0 3 ;' "$f"
	[ "$(grep -c 'random game, seed 101' "$f")" = 30 ]
}

@test "spec 3: the start position, and the strings after 1.a6, 1.Qd3 and 1.Be2 a3 2.Nh3 a2" {
	run -0 afen-validate -V neutral-subject -c -e "$START"
	assert_output "$START"
	run -0 final "1. a6"
	assert_output 'R*N*B*qkB*N*R*/8/P*7/1P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/8/R*N*B*QKB*N*R* b KQkq - 0 1 bar=a6'
	run -0 final "1. Qd3"
	assert_output 'R*N*BqkB*N*R*/8/8/P*PP*PP*PP*P*/P*P*PP*PP*P*P*/3Q4/8/R*N*B*1KBN*R* b KQkq - 1 1'
	run -0 final "1. Be2 a3 2. Nh3 a2"
	assert_output 'R*N*BqkB*N*R/8/8/P*P*P*P*P*PP*P/1P*P*P*P*P*PP*/7N/p3B3/rN*B*QK2R w Kq - 0 3'
}

@test "spec 3: without -V a board with the neutral mark '*' is read as Neutral Subject Chess" {
	local bar='R*N*B*qkB*N*R*/8/P*7/1P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/8/R*N*B*QKB*N*R* b KQkq - 0 1 bar=a6'

	run -0 --separate-stderr afen-validate -c -e "$START" -e "$bar"
	assert_output "$START
$bar"
	assert_equal "$stderr" ""
	run -0 --separate-stderr movegen --count "$START" "$bar"
	assert_output "58
55"
	assert_equal "$stderr" ""
	run -0 movegen --perft 2 "$START"
	assert_output 2969
	# The same lines read from a file, as -i and standard input give them.
	printf '%s\n' "$START" "$bar" > "$T/ns.afen"
	run -0 movegen --count -i "$T/ns.afen"
	assert_output "58
55"
	run -0 afen-validate -f < "$T/ns.afen"
	assert_output "$(cat "$T/ns.afen")"
	# Its checks apply: a neutral piece that attacks a recruited one.
	run -1 --separate-stderr afen-validate -e 'k7/8/8/8/8/8/8/KQ*6 w - - 0 1'
	assert_equal "$stderr" "afen-validate: <arg>:1:17: the neutral queen on b1 attacks a recruited piece: it would have joined the player who moved"
	# -V always wins.
	run -1 --separate-stderr afen-validate -V chess -e "$START"
	[[ $stderr == *"mark '*' is not used in standard chess (Neutral Subject Chess uses it: -V neutral-subject)" ]] || fail "$stderr"
	# A position without the mark stays Allegiance Chess: 20 moves.
	run -0 movegen --count 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
	assert_output 20
}

@test "spec 7.1: what each opening move recruits, as corrected there" {
	run -0 recruited Nc3
	assert_output "Nc3 Pb4 Pd4 Pa5 Pc5 Pe5 Ra8 Bf8"
	run -0 recruited Bd2
	assert_output "Ra1 Nb1 Bd2"
	run -0 recruited Qxa4 a4
	assert_output "Ra1 Pb5"
	run -0 recruited Qb3 b3
	assert_output "Ra1 Bf1 Pa4 Pc4 Pb5 Pd5"
	run -0 recruited Qd2 d2
	assert_output "Ra1 Nb1 Bc1"
	run -0 recruited Kd2 d2
	assert_output "Ra1 Nb1 Bc1"
	run -0 recruited Qd3 d3
	assert_output "Bf1 Pc4 Pe4 Pb5 Pd5 Pf5 Bc8"
	run -0 recruited Qxd4 d4
	assert_output "Pc5 Pe5 Bf8"
	run -0 recruited Qe2 e2
	assert_output "Bf1 Ng1 Rh1"
	run -0 recruited Ke2 e2
	assert_output "Bf1 Ng1 Rh1"
	run -0 recruited Qf3 f3
	assert_output "Ng1 Rh1 Pe4 Pg4 Pd5 Pf5 Ph5 Bc8 Rh8"
	run -0 recruited Qxg4 g4
	assert_output "Pf5 Ph5 Bc8 Rh8"
	run -0 recruited Be2
	assert_output "Ng1 Rh1 Be2"
	run -0 recruited Nf3
	assert_output "Nf3 Pe4 Pg4 Pd5 Pf5 Ph5 Bc8 Rh8"
}

@test "spec 7.1: castling rights go with the rooks Black loses, and none of the moves checks" {
	for m in Nc3:KQk Bd2:KQkq Qxa4:KQkq Qb3:KQkq Qd2:KQkq Kd2:kq Qd3:KQkq \
	    Qxd4:KQkq Qe2:KQkq Ke2:kq Qf3:KQq Qxg4:KQq Be2:KQkq Nf3:KQq; do
		got=$(final "1. ${m%%:*}" | cut -d ' ' -f 3)
		[ "$got" = "${m#*:}" ] || fail "1.${m%%:*}: castling $got, expected ${m#*:}"
	done
	run -0 --separate-stderr convert -V neutral-subject --to san <<< '1. Nc3 * 1. Bd2 * 1. Qxa4 * 1. Qb3 * 1. Qd2 * 1. Kd2 * 1. Qd3 * 1. Qxd4 * 1. Qe2 * 1. Ke2 * 1. Qf3 * 1. Qxg4 * 1. Be2 * 1. Nf3 *'
	refute_output --partial '+'
}

@test "spec 7.2: the bar: 55 replies to 1.a6, none of a6; after 1...h3, 53, a6 again, not h3" {
	run -0 moves "$(final '1. a6')" uci
	assert_equal "${#lines[@]}" 55
	refute_output --regexp '(^|[[:space:]])a6'
	run -0 moves "$(final '1. a6 h3')" uci
	assert_equal "${#lines[@]}" 53
	assert_line a6a7
	refute_output --regexp '(^|[[:space:]])h3'
}

@test "spec 7.2: 1.Nf6+, 1.Bd7+ and 1.d6 a3 2.d7+ check, with four replies each" {
	run -0 moves "$(final '1. Nf6+')"
	assert_equal "$(echo $output)" "Ke7 Kf7 Kxf8 Qxf6"
	run -0 moves "$(final '1. Bd7+')"
	assert_equal "$(echo $output)" "Ke7 Kf7 Kxf8 Qxd7"
	run -0 final "1. d6 a3 2. d7+"
	assert_output 'RNBqkB*N*R*/3P4/8/P*P*P*1P*P*P*P*/1P*P*P*P*P*P*P*/P*7/8/R*N*B*QKB*N*R* b KQk - 0 2'
	run -0 moves "$output"
	assert_equal "$(echo $output)" "Ke7 Kf7 Kxf8 Qxd7"
}

@test "spec 7.2: castling after 1.Be2 a3 2.Nh3 a2: 3.O-O is legal among 56 moves" {
	run -0 moves "$(final '1. Be2 a3 2. Nh3 a2')"
	assert_equal "${#lines[@]}" 56
	assert_line O-O
	run -0 final "1. Be2 a3 2. Nh3 a2 3. O-O"
	[[ $output == *" b q - 1 3" ]] || fail "after 3.O-O: $output"
}

@test "spec 3: the checks of the notation, each at its column" {
	# Columns counted on the strings: the start's rank 1 begins at
	# column 58 (14 + 1 + 1 + 1 + 1 + 1 + 16 + 1 + 16 + 1 + 1 + 1 + 1 + 1
	# + 1), "4k3/8/8/8/8/8/8/" is 16 bytes, and the fields after a
	# 19-byte placement start at 21 (side), 23, 25, 27, 29, 31 (keys).
	local k='4k3/8/8/8/8/8/8/4K3'
	run -1 --separate-stderr afen-validate -V neutral-subject -e 'R*N*B*qkB*N*R*/8/8/P*P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/8/R*N*B*QK*B*N*R* w KQkq - 0 1'
	assert_equal "$stderr" "afen-validate: <arg>:1:65: 'K*': a king is never neutral"
	run -1 --separate-stderr afen-validate -V neutral-subject -e 'r*N*B*qkB*N*R*/8/8/P*P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/8/R*N*B*QKB*N*R* w KQkq - 0 1'
	assert_equal "$stderr" "afen-validate: <arg>:1:1: 'r*': a neutral piece is written with an upper-case letter"
	run -1 --separate-stderr afen-validate -V neutral-subject -e '4k3/P*7/8/8/8/8/8/4K3 w - - 0 1'
	assert_equal "$stderr" "afen-validate: <arg>:1:5: neutral pawn on a7: a neutral pawn never stands on rank 2 or 7"
	run -1 --separate-stderr afen-validate -V neutral-subject -e '4k3/8/8/8/8/8/8/R*3K3 b - - 0 1'
	assert_equal "$stderr" "afen-validate: <arg>:1:17: the neutral rook on a1 attacks a recruited piece: it would have joined the player who moved"
	run -1 --separate-stderr afen-validate -V neutral-subject -e "$k w - e6 0 1"
	assert_equal "$stderr" "afen-validate: <arg>:1:25: en passant square e6 in Neutral Subject Chess, where pawns never double-step: expected '-'"
	run -1 --separate-stderr afen-validate -V neutral-subject -e "$k w - - 0 1 bar=e4"
	assert_equal "$stderr" "afen-validate: <arg>:1:35: bar=e4: no neutral piece on e4"
	run -1 --separate-stderr afen-validate -V neutral-subject -e "$k w - - 0 1 bar=e9"
	assert_equal "$stderr" "afen-validate: <arg>:1:35: bar='e9': expected the square of the barred piece"
	run -1 --separate-stderr afen-validate -V neutral-subject -e "$k w - - 0 1 ko=e4"
	assert_equal "$stderr" "afen-validate: <arg>:1:31: unknown key 'ko': Neutral Subject Chess uses bar (Double Agent Chess uses it: -V double-agent)"
	run -1 --separate-stderr afen-validate -V neutral-subject -e "$k w - - 0 1 bar=e4 bar=e4"
	assert_equal "$stderr" "afen-validate: <arg>:1:38: key 'bar' given twice"
	run -1 --separate-stderr afen-validate -V neutral-subject -e 'R*N*B*qkB*N*R*/8/8/P*P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/8/R*N*B*QKB*N*r w KQkq - 0 1'
	assert_equal "$stderr" "afen-validate: <arg>:1:74: castling right 'K' without a white or neutral rook on h1"
	# Standard chess has no keys and no neutral pieces: the key is
	# Neutral Subject's, and the message says so at the key.
	run -1 --separate-stderr afen-validate -V chess -e "$k w - - 0 1 bar=e4"
	assert_equal "$stderr" "afen-validate: <arg>:1:31: key 'bar' is not used in standard chess (Neutral Subject Chess uses it: -V neutral-subject)"
	# A word that is no variant's key is read as EPD, where "foo" is an
	# operation's opcode and "=e4" no operand.
	run -1 --separate-stderr afen-validate -V chess -e "$k w - - 0 1 foo=e4"
	assert_equal "$stderr" "afen-validate: <arg>:1:34: unexpected text after the position: '=e4'"
	run -1 --separate-stderr afen-validate -V chess -e '4k3/8/8/8/8/8/8/N*3K3 w - - 0 1'
	assert_equal "$stderr" "afen-validate: <arg>:1:18: mark '*' is not used in standard chess (Neutral Subject Chess uses it: -V neutral-subject)"
}

@test "moves that the rules of the variant forbid: pgn-replay says why" {
	# 1.Rxh4: the neutral h1 rook reaches h4 along h2 and h3, but h4
	# holds a neutral pawn; 1...a5 after 1.a6: a6 is barred; 1.a4 from
	# a2 (a position string with a white pawn there): a double step.
	run -1 --separate-stderr pgn-replay <<< '[Variant "Neutral Subject"]

1. Rxh4 *'
	[[ $stderr == "pgn-replay: <stdin>:3:4: game 1: 1.Rxh4: the neutral rook on h1 may not take on h4: neutral pieces never capture"* ]] || fail "$stderr"
	run -1 --separate-stderr pgn-replay <<< '[Variant "Neutral Subject"]

1. a6 a5 *'
	[[ $stderr == "pgn-replay: <stdin>:3:7: game 1: 1...a5: the neutral pawn on a6 is barred: White moved it last"* ]] || fail "$stderr"
	run -1 --separate-stderr pgn-replay <<< '[Variant "Neutral Subject"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/P7/4K3 w - - 0 1"]

1. a4 *'
	[[ $stderr == "pgn-replay: <stdin>:5:4: game 1: 1.a4: the pawn on a2 may not go to a4: pawns never double-step in Neutral Subject Chess"* ]] || fail "$stderr"
}

@test "spec 4.4: convert --recruits adds the recruited pieces in square order; the comment reads back as a comment" {
	run -0 --separate-stderr convert -V neutral-subject --to pgn --recruits <<< '1. Bd2 * 1. Qd3 * 1. Qxa4 *'
	assert_line "1. Bd2 {recruits: Ra1 Nb1 Bd2} *"
	assert_line "1. Qd3 {recruits: Bf1 Pc4 Pe4 Pb5 Pd5 Pf5 Bc8} *"
	assert_line "1. Qxa4 {recruits: Ra1 Pb5} *"
	# Without the option, nothing is added; with it, a move that
	# recruits nothing gets no comment (1.a6 recruits nothing, 7.2).
	run -0 --separate-stderr convert -V neutral-subject --to pgn --recruits <<< '1. a6 *'
	assert_line "1. a6 *"
	printf '%s\n' '[Variant "Neutral Subject"]' '' '1. Bd2 {recruits: Ra1 Nb1 Bd2} *' > "$T/c.pgn"
	run -0 --separate-stderr convert --to pgn "$T/c.pgn"
	assert_line "1. Bd2 {recruits: Ra1 Nb1 Bd2} *"
}

@test "FEN cannot show neutral pieces, with or without --drop-marks: an error, not a wrong position" {
	printf '[Variant "Neutral Subject"]\n\n1. a6 *\n' > "$T/g.pgn"
	run -1 --separate-stderr convert --to fen "$T/g.pgn"
	assert_output ""
	assert_equal "$stderr" "convert: $T/g.pgn:3:7: game 1: a position of the game has neutral pieces, which FEN cannot show: use --to afen
convert: 1 game, 1 error"
	run -1 --separate-stderr convert --to fen --drop-marks "$T/g.pgn"
	assert_output ""
	run -1 --separate-stderr pgn-replay --emit final --format fen "$T/g.pgn"
	[[ $stderr == "pgn-replay: $T/g.pgn:3:7: game 1: the final position has neutral pieces, which FEN cannot show: use --format afen"* ]] || fail "$stderr"
}

@test "spec 4.2: the long form without a piece letter (b1-c3, d1xa4) and the coordinate form read as the SAN moves" {
	run -0 --separate-stderr convert -V neutral-subject --to san <<< '1. b1-c3 * 1. d1xa4 * 1. g1f3 *'
	assert_output "Nc3
Qxa4
Nf3"
}
