#!/usr/bin/env bats
# EN Chess (../shared/spec/en-chess.md): games written and derived by
# hand, in tests/data/en/ (see its README), replayed and converted
# through the tools; the reading forms of 10.1-10.3; the errors a replay
# must explain.  Every expected position comes from the derivation
# written in the game's file or in the comment above the test, never
# from the program's output.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup en
	tc_load en
	tc_load games
	# Messages name files as they are given: run from the data.
	cd "$DATA" || return 1
}

GAMES='01-opening-swaps 02-lost-turn 03-pawns 04-aurors 05-spec-swaps
06-spec-lost-turn'

# The final position of game $1 and its number of plies, as derived in
# the last comment of $1.pgn.
final_of() {
	case $1 in
	01-*) echo '1/rn1kab1r/ppp2ppp/8/3pP3/8/3BP3/PPP2nPP/RNB1K1NR/A b - - 1 9' ;;
	02-*) echo '1/7q/8/8/8/6K1/8/2k5/8/1 b - - 1 4' ;;
	03-*) echo 'N/2QK4/8/8/5k2/q7/8/8/1K6/1 b - - 0 8' ;;
	04-*) echo 'k/8/7p/8/5n2/8/8/3A1K1P/4R3/1 w - - 1 4' ;;
	05-*) echo 'k/rnbqabnr/pppp1ppp/8/4p3/4P3/8/PPPPKPPP/RNBQABNR/1 b - - 3 3' ;;
	06-*) echo '1/6K1/8/8/8/8/2k5/8/q7/1 b - - 1 2' ;;
	*) return 1 ;;
	esac
}
plies_of() {
	case $1 in
	01-*) echo 17 ;; 02-*) echo 7 ;; 03-*) echo 15 ;; 04-*) echo 6 ;;
	05-*) echo 5 ;; 06-*) echo 3 ;; *) return 1 ;;
	esac
}

# ---------------------------------------------------------------------
# The games

@test "six games, each with its derivation and final position" {
	local g n=0
	for g in $GAMES; do
		n=$((n + 1))
		[ -f "$g.pgn" ] || fail "no $g.pgn"
		final_of "$g" > /dev/null || fail "no final position for $g"
		grep -q '^{Final position' "$g.pgn" || fail "no derivation in $g.pgn"
		grep -q '^\[Variant "EN"\]$' "$g.pgn" || fail "$g.pgn is not EN"
	done
	[ "$n" -eq 6 ]
}

@test "01 from the start: a Penetration capture Qxg4-h5, both swaps, a Stunted queen checks x9, Kxd8 from x9" {
	replays 01-opening-swaps
}

@test "02 a lost turn, a King taken, Qxd3-c2+ passing over the knight, a discovered check, a swap out of check" {
	replays 02-lost-turn
}

@test "03 arrival choices, waiting pawns taking on x9 and x0, a promoted King, en passant, c8=Q in place" {
	replays 03-pawns
}

@test "04 an Auror move gives a Penetration check, an enemy Auror lifts it, Bxx9+ and a King on x9" {
	replays 04-aurors
}

@test "10.4: the spec's examples: 1. e4 e5 2. Ae2 K~x9 3. K~e2 and, from its FEN, 1. -- Qxa1 2. Kg8" {
	replays 05-spec-swaps
	replays 06-spec-lost-turn
	# The same without the comments, as the spec writes them.
	run -0 final "" '1. e4 e5 2. Ae2 K~x9 3. K~e2 *'
	assert_output "$(final_of 05-spec-swaps)"
	run -0 final '1/7K/8/8/8/8/2k5/1q6/K7/1 w - - 0 1' '1. -- Qxa1 2. Kg8 *'
	assert_output "$(final_of 06-spec-lost-turn)"
}

# The written SAN of each game is the one the files hold (the writer's
# own choice of check marks and disambiguation agrees with the hand).
@test "the SAN written for each game is the movetext of its file" {
	local g
	for g in $GAMES; do
		run -0 convert -q --to pgn --no-comments "$g.pgn"
		[[ $(movetext <<< "$output") == "1. "*" *" ]] || fail "$output"
		assert_equal "$(movetext <<< "$output")" \
		    "$(tr '\n' ' ' < "$g.pgn" | sed -e 's/{[^}]*}//g' \
			-e 's/.*\]//' -e 's/  */ /g' -e 's/^ //' -e 's/ $//')"
	done
}

# ---------------------------------------------------------------------
# Conversions

@test "PGN -> JSON -> PGN, and the LAN and UCI move forms, read back to the same game" {
	local g
	for g in $GAMES; do
		convert -q --to pgn "$g.pgn" > "$T/A.pgn"
		convert -q --to json "$g.pgn" > "$T/g.json"
		convert -q --from json --to pgn "$T/g.json" > "$T/json.pgn"
		cmp "$T/A.pgn" "$T/json.pgn" || fail "$g: JSON round trip differs"
		for m in lan uci; do
			convert -q --to pgn --moves "$m" "$g.pgn" > "$T/$m.pgn"
			convert -q --to pgn "$T/$m.pgn" > "$T/$m-back.pgn"
			cmp "$T/A.pgn" "$T/$m-back.pgn" ||
			    fail "$g: --moves $m round trip differs"
		done
		# The PGN written reads back to the same final position.
		run -0 pgn-replay -q --strict --emit final "$T/A.pgn"
		assert_output "$(final_of "$g")"
	done
}

# 10.2, 10.3: what the move forms hold for EN's own moves (game 02):
# the lost turn is -- and 0000; a swap Kh8~f4 / h8f4 (King's square
# first); the Penetration capture Qe4xd3-c2 / e4c2 (the captures follow
# from the position).
@test "the LAN and UCI forms of a lost turn, a swap and a Penetration capture" {
	run -0 convert -q --to pgn --moves uci --no-comments 02-lost-turn.pgn
	[[ $(movetext <<< "$output") == '1. 0000 b2a1 2. e4c2 c3c2 3. h8f4 a1h8 4. f4g4 *' ]] ||
	    fail "$output"
	run -0 convert -q --to pgn --moves lan --no-comments 02-lost-turn.pgn
	[[ $(movetext <<< "$output") == '1. -- Qb2xa1 2. Qe4xd3-c2+ Kc3xc2+ 3. Kh8~f4 Qa1xh8 4. Kf4-g4 *' ]] ||
	    fail "$output"
}

# The long form has no tags: compare movetext.  It always starts from
# the start (convert(1)), so only games 01 and 05 go through it; the
# games from a FEN are refused.
@test "to the long form and back: the same movetext" {
	local g
	for g in 01-opening-swaps 05-spec-swaps; do
		run -0 convert -q --to long "$g.pgn"
		printf '%s\n' "$output" > "$T/g.long"
		run -0 convert -q -V en --from long --to pgn "$T/g.long"
		[[ $(movetext <<< "$output") == "1. "*" *" ]] || fail "$output"
		assert_equal "$(movetext <<< "$output")" \
		    "$(convert -q --to pgn --no-comments "$g.pgn" | movetext)"
	done
	run -0 convert -q --to long 05-spec-swaps.pgn
	assert_output '1. e2-e4 e7-e5
2. Ax0-e2 Ke8~x9
3. Ke1~e2'
	run -1 --separate-stderr convert --to long 02-lost-turn.pgn
	[[ $stderr == *"cannot hold a game from a FEN position"* ]] || fail "$stderr"
}

# ---------------------------------------------------------------------
# Reading forms (10.1-10.3)

# Game 01 with its moves in other forms: coordinates (d2d4, g8f6, the
# swap e8x9, the swap reversed x0e1, the King x9d8), long forms (d7-d5,
# Qd1xg4-h5, Qh4xd8+, Ne4xf2, d4xe5) and a swap named from the Auror
# (A~x0: the Auror e1 and the King x0).
@test "game 01 written in coordinate, long and Auror-named forms reads the same" {
	run -0 final "" '1. d2d4 d7-d5 2. e3 Bc8g4 3. Qd1xg4-h5 g8f6 4. Qh4 e8x9 5. x0e1 e7e5 6. d4xe5 Nf6-e4 7. Qh4xd8+ x9d8 8. Bd3 Ne4xf2 9. A~x0 *'
	assert_output "$(final_of 01-opening-swaps)"
}

# Spec 9: after 1.K~x0 the King is on x0, the Auror on e1, White's
# rights gone; every form of the swap gives that.
@test "10.1-10.3: the swap K~x0, A~e1, Ke1~x0, e1x0 and x0e1" {
	for m in K~x0 A~e1 Ke1~x0 e1x0 x0e1; do
		run -0 final "" "1. $m *"
		assert_output 'a/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQABNR/K b kq - 1 1'
	done
}

# 4.6's position, White to move.  Qxe7-f8: the queen a3 leaves, e7 is
# taken, the queen lands on f8 beside the King e8; no right is touched
# (e7 and f8 are no corner and no King square); hm 0.  Qxa7xa8: a7 and
# a8 taken, the rook a8 with them: Black loses q.  From a8 the queen's
# rank stops at the queen d8: no check.
@test "10.1-10.3: Qxe7-f8, Qa3xe7-f8, a3f8; Qxa7xa8, Qa3xa7xa8, a3a8" {
	P='a/r2qk2r/ppp1ppbp/2n2np1/3p1b2/3P4/QAP5/PP2PPPP/RNB1KBNR/1 w KQkq - 0 1'
	for m in Qxe7-f8+ Qxe7-f8 Qa3xe7-f8 a3f8; do
		run -0 final "$P" "1. $m *"
		assert_output 'a/r2qkQ1r/ppp2pbp/2n2np1/3p1b2/3P4/1AP5/PP2PPPP/RNB1KBNR/1 b KQkq - 0 1'
	done
	for m in Qxa7xa8 Qa3xa7xa8 a3a8; do
		run -0 final "$P" "1. $m *"
		assert_output 'a/Q2qk2r/1pp1ppbp/2n2np1/3p1b2/3P4/1AP5/PP2PPPP/RNB1KBNR/1 b KQk - 0 1'
	done
}

# 3.1, 10.2: the pawn e5 takes d5 en passant and lands on d6; from d6 it
# takes on c7 and e7, not e8: no check; hm 0.
@test "10.1-10.3: en passant as exd6, e5xd5-d6ep, e5xd6, e5xd6 e.p., e5d6" {
	for m in exd6 e5xd5-d6ep e5xd6 'e5xd6 e.p.' e5d6; do
		run -0 final '1/4k3/8/8/3pP3/8/8/8/4K3/1 w - d6 0 1' "1. $m *"
		assert_output '1/4k3/8/3P4/8/8/8/8/4K3/1 b - - 0 1'
	done
}

# Row 3 of 12: e8=Q in place (e8 holds a Queen, d7 stays); exx9=N (the
# pawn e8 leaves, the knight x9 is taken, a White Knight on x9); d8
# (d7-d8 stays a Pawn: e8 and d8 both pawns); d8=K.  hm 0 each.
@test "10.1-10.3: e8=Q and e8e8q, exx9=N e8xx9=N and e8x9n, d8 d7-d8 d7d8, d8=K d7d8k" {
	P='n/4P3/3P4/8/8/8/8/8/K6k/1 w - - 0 1'
	for m in e8=Q e8e8q; do
		run -0 final "$P" "1. $m *"
		assert_output 'n/4Q3/3P4/8/8/8/8/8/K6k/1 b - - 0 1'
	done
	for m in exx9=N e8xx9=N e8x9n; do
		run -0 final "$P" "1. $m *"
		assert_output 'N/8/3P4/8/8/8/8/8/K6k/1 b - - 0 1'
	done
	for m in d8 d7-d8 d7d8; do
		run -0 final "$P" "1. $m *"
		assert_output 'n/3PP3/8/8/8/8/8/8/K6k/1 b - - 0 1'
	done
	for m in d8=K d7-d8=K d7d8k; do
		run -0 final "$P" "1. $m *"
		assert_output 'n/3KP3/8/8/8/8/8/8/K6k/1 b - - 0 1'
	done
}

# 10.1.7: knights on b1 and x0 both reach d2 (b1: a3 c3 d2; x0: c1 d2
# e2 f1).  The x0 knight is named by its full square: Nx0d2; the other
# by its file: Nbd2.  The King e1: d1 d2 e2 f1 f2 (different letter, no
# disambiguation with the knights).  A bare Nd2 is ambiguous.
@test "10.1.7: movegen writes Nx0d2 and Nbd2, and both read back" {
	P='1/4k3/8/8/8/8/8/8/1N2K3/N w - - 0 1'
	run -0 movegen -V en "$P"
	assert_output "$(printf '%s\n' Kd1 Kd2 Ke2 Kf1 Kf2 Na3 Nbd2 Nc1 Nc3 Ne2 Nf1 Nx0d2 | sort | paste -sd ' ' -)"
	run -0 final "$P" '1. Nx0d2 *'
	assert_output '1/4k3/8/8/8/8/8/3N4/1N2K3/1 b - - 1 1'
	run -0 final "$P" '1. Nbd2 *'
	assert_output '1/4k3/8/8/8/8/8/3N4/4K3/N b - - 1 1'
	game "$P" '1. Nd2 *'
	run -1 --separate-stderr pgn-replay g.pgn
	[[ ${stderr_lines[0]} == "pgn-replay: g.pgn:5:4: game 1: 1.Nd2: "*ambiguous* ]] ||
	    fail "$stderr"
}

# ---------------------------------------------------------------------
# Errors say why, at FILE:LINE:COL

# 3.4: 1.e4 e5 2.Ae2 (x0-e2) Nc6 3.Nf3 Nd4 (c6-d4): the Auror e2 leaps
# to d4 (e2-d4 is a knight's leap), but d4 holds a Black knight.  Line
# 3, "Axd4" from column 35.
@test "error: an Auror that captures" {
	game "" '1. e4 e5 2. Ae2 Nc6 3. Nf3 Nd4 4. Axd4 *'
	run -1 --separate-stderr pgn-replay g.pgn
	[[ ${stderr_lines[0]} == "pgn-replay: g.pgn:3:35: game 1: 4.Axd4: "*"cannot capture"* ]] ||
	    fail "$stderr"
}

# 4.4: game 04 with 3.Ab3 instead of 3.Kxf2: the Auror d2 leaves e1's
# side, the Black Auror f2 stays beside it: the rook e1 is Stunted (0
# own, 1 enemy) and may not go to e5.  Line 5, "Re5" from column 41.
@test "error: a Stunted slider moving far" {
	game "$(sed -n 's/^\[FEN "\(.*\)"\]$/\1/p' "$DATA/04-aurors.pgn")" \
	    '1. Ad2+ Af2 2. Bxx9+ Kxx9 3. Ab3 Nf5 4. Re5 *'
	run -1 --separate-stderr pgn-replay g.pgn
	[[ ${stderr_lines[0]} == "pgn-replay: g.pgn:5:41: game 1: 4.Re5: "*stunted*"one square"* ]] ||
	    fail "$stderr"
}

# 7.2: game 02's start: the King a1 is in check; Qxd3-c2+ checks Black
# but leaves a1 in check: c' = c = 1.  Line 5, column 4.
@test "error: a move that does not reduce the Kings in check" {
	game "$(sed -n 's/^\[FEN "\(.*\)"\]$/\1/p' "$DATA/02-lost-turn.pgn")" '1. Qxd3-c2+ *'
	run -1 --separate-stderr pgn-replay g.pgn
	[[ ${stderr_lines[0]} == "pgn-replay: g.pgn:5:4: game 1: 1.Qxd3-c2+: "*"leaves 1 of White's kings in check"* ]] ||
	    fail "$stderr"
}

# 8.1: game 06 after 1.-- Qxa1: White's King h8 has g7 g8 h7 (the a1-h8
# diagonal stops at c3): 3 moves, so a second lost turn is refused.
# Line 5, "--" at column 15.
@test "error: -- when moves exist" {
	game '1/7K/8/8/8/8/2k5/1q6/K7/1 w - - 0 1' '1. -- Qxa1 2. -- *'
	run -1 --separate-stderr pgn-replay g.pgn
	[[ ${stderr_lines[0]} == "pgn-replay: g.pgn:5:15: game 1: 2.--: "*"lost turn"*"White has 3 legal moves"* ]] ||
	    fail "$stderr"
}
