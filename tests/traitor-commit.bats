#!/usr/bin/env bats
# traitor-commit: the commitments of the three test vectors of the
# Traitor spec (traitor.md 6.1), their verification, tampered reveals,
# fresh nonces, and errors in lists with their columns.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup
	# The nonces and commitments of the spec's table (6.1 item 6).
	N1=000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
	N2=ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100
	N3=5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a
	C1=sha256:d3511cfd71907c061c4b06e1debce63d76a6eada4b34713161a537c16e9612b1
	C2=sha256:acc943b9e2ed7370c205e45ae9d0881567c813e88cd6ec70d03398a500b63010
	C3=sha256:473526dbd685c779fa45ead1d6e746f96011c7a18ee370362b63e8f09d16b3a7
}

# The commitment, list and nonce lines of a commitment.
values() {	# values COMMITMENT LIST NONCE
	printf 'commitment %s\nlist %s\nnonce %s' "$1" "$2" "$3"
}

@test "the spec's three test vectors, with --nonce" {
	run -0 --separate-stderr traitor-commit -V traitor/specific \
	    --holder black --list Bc1,Rh1,g2 --nonce "$N1"
	assert_output "$(values "$C1" Bc1,Rh1,g2 "$N1")"
	assert_equal "$stderr" ""
	run -0 traitor-commit -V traitor/specific --holder white --list Qd8 \
	    --game demo-1 --nonce "$N2"
	assert_output "$(values "$C2" Qd8 "$N2")"
	run -0 traitor-commit -V mercenary/simplified --holder white \
	    --list BNPPP --nonce "$N3"
	assert_output "$(values "$C3" BNPPP "$N3")"
}

@test "lists in any order, with spaces and P, and the Variant tag's names give the same commitments" {
	run -0 traitor-commit -V 'Traitor Chess' --holder Black \
	    --list 'Pg2, Rh1,  Bc1' --nonce "$N1"
	assert_output "$(values "$C1" Bc1,Rh1,g2 "$N1")"
	run -0 traitor-commit -V 'Simplified Mercenary' --holder white \
	    --list 'P,P, N,B,P' --nonce "$N3"
	assert_output "$(values "$C3" BNPPP "$N3")"
	run -0 traitor-commit -V mercenary/simplified --holder white \
	    --list PNPBP --nonce "$N3" --json
	assert_output "{\"commitment\":\"$C3\",\"variant\":\"mercenary/simplified\",\"holder\":\"white\",\"list\":\"BNPPP\",\"game\":\"\",\"nonce\":\"$N3\"}"
}

@test "--verify: the vectors match, and print what the commitment printed" {
	run -0 --separate-stderr traitor-commit --verify "$C1" \
	    -V traitor/specific --holder black --list 'g2,Rh1,Bc1' --nonce "$N1"
	assert_output "$(values "$C1" Bc1,Rh1,g2 "$N1")"
	assert_equal "$stderr" ""
	run -0 traitor-commit --verify "$C2" -V Traitor --holder white \
	    --list Qd8 --game demo-1 --nonce "$N2"
	run -0 traitor-commit --verify "$C3" -V 'simplified mercenary' \
	    --holder white --list BNPPP --nonce "$N3"
}

@test "--verify: a tampered list, nonce, holder, game or variant does not match" {
	local nonce=${N1%f}e

	# Vector 1 without its pawn; with the last nonce digit changed.
	run -1 --separate-stderr traitor-commit --verify "$C1" \
	    -V traitor/specific --holder black --list Bc1,Rh1 --nonce "$N1"
	assert_output ""
	assert_equal "$stderr" "traitor-commit: the revealed values do not match $C1"
	run -1 --separate-stderr traitor-commit --verify "$C1" \
	    -V traitor/specific --holder black --list Bc1,Rh1,g2 --nonce "$nonce"
	assert_equal "$stderr" "traitor-commit: the revealed values do not match $C1"
	# Vector 3 claimed by Black: a Simplified list suits either holder.
	run -1 --separate-stderr traitor-commit --verify "$C3" \
	    -V mercenary/simplified --holder black --list BNPPP --nonce "$N3"
	assert_equal "$stderr" "traitor-commit: the revealed values do not match $C3"
	# Vector 2 in another game, or in none; vector 3 in another variant.
	run -1 --separate-stderr traitor-commit --verify "$C2" \
	    -V traitor/specific --holder white --list Qd8 --game demo-2 --nonce "$N2"
	assert_equal "$stderr" "traitor-commit: the revealed values do not match $C2"
	run -1 --separate-stderr traitor-commit --verify "$C2" \
	    -V traitor/specific --holder white --list Qd8 --nonce "$N2"
	assert_equal "$stderr" "traitor-commit: the revealed values do not match $C2"
	run -1 --separate-stderr traitor-commit --verify "$C3" \
	    -V traitor/simplified --holder white --list BNPPP --nonce "$N3"
	assert_equal "$stderr" "traitor-commit: the revealed values do not match $C3"
	# -q: no message, the same status.
	run -1 --separate-stderr traitor-commit -q --verify "$C3" \
	    -V traitor/simplified --holder white --list BNPPP --nonce "$N3"
	assert_equal "$stderr" ""
}

@test "--verify: a commitment that is not one, with its column" {
	# Column 8 is the first digit after "sha256:"; 'X' is the 3rd digit.
	run -1 --separate-stderr traitor-commit --verify sha256:abXd \
	    -V traitor/specific --holder black --list g2 --nonce "$N1"
	assert_equal "$stderr" "traitor-commit: --verify:1:10: 'X' in the commitment: expected a lowercase hex digit"
	run -1 --separate-stderr traitor-commit --verify "${C1%b1}" \
	    -V traitor/specific --holder black --list g2 --nonce "$N1"
	assert_equal "$stderr" "traitor-commit: --verify:1:70: the commitment has 62 hex digits, not 64"
	run -1 --separate-stderr traitor-commit --verify "md5:${C1#sha256:}" \
	    -V traitor/specific --holder black --list g2 --nonce "$N1"
	assert_equal "$stderr" "traitor-commit: --verify:1:1: 'md5:d3511cfd' does not start with 'sha256:'"
}

@test "without --nonce: a fresh nonce each run, and each commitment verifies" {
	local a b list nonce commitment

	a=$(traitor-commit -V traitor/specific --holder black --list Bc1,Rh1,g2)
	b=$(traitor-commit -V traitor/specific --holder black --list Bc1,Rh1,g2)
	[[ $a =~ ^commitment\ sha256:[0-9a-f]{64}$'\n'list\ Bc1,Rh1,g2$'\n'nonce\ [0-9a-f]{64}$ ]] ||
	    fail "output: $a"
	[ "$(sed -n 3p <<< "$a")" != "$(sed -n 3p <<< "$b")" ] ||
	    fail "two runs gave the same nonce"
	[ "$(sed -n 1p <<< "$a")" != "$(sed -n 1p <<< "$b")" ]
	for out in "$a" "$b"; do
		commitment=$(awk '$1 == "commitment" { print $2 }' <<< "$out")
		list=$(awk '$1 == "list" { print $2 }' <<< "$out")
		nonce=$(awk '$1 == "nonce" { print $2 }' <<< "$out")
		run -0 traitor-commit --verify "$commitment" -V traitor/specific \
		    --holder black --list "$list" --nonce "$nonce"
		assert_output "$out"
		# The preimage of 6.1 item 2, hashed by sha256sum.
		run -0 sh -c 'printf "traitor-commit/1\nvariant:traitor/specific\nholder:black\nlist:%s\ngame:\nnonce:%s\n" "$1" "$2" | sha256sum' \
		    _ "$list" "$nonce"
		assert_output "${commitment#sha256:}  -"
	done
}

@test "errors in the list, with their columns in the list text" {
	# Black lists White's pieces (ranks 1 and 2 of the start); e7 is his
	# own pawn, at column 6 of 'Bc1, e7'.
	run -1 --separate-stderr traitor-commit -V traitor/specific --holder black --list 'Bc1, e7'
	assert_output ""
	assert_equal "$stderr" "traitor-commit: --list:1:6: 'e7' is a black pawn: black lists white's pieces"
	run -1 --separate-stderr traitor-commit -V traitor/specific --holder white --list 'Qd8,Nc8'
	assert_equal "$stderr" "traitor-commit: --list:1:5: 'Nc8': c8 holds a bishop at the start"
	run -1 --separate-stderr traitor-commit -V traitor/specific --holder white --list 'a7,d5'
	assert_equal "$stderr" "traitor-commit: --list:1:4: 'd5': d5 is empty at the start"
	run -1 --separate-stderr traitor-commit -V traitor/specific --holder white --list 'e8'
	assert_equal "$stderr" "traitor-commit: --list:1:1: 'e8': e8 holds a king, and a king is never listed"
	# R 5 + B 3 + N 3 = 11: the knight on b8 (column 9) goes past 9.
	run -1 --separate-stderr traitor-commit -V traitor/specific --holder white --list 'Ra8,Bc8,Nb8'
	assert_equal "$stderr" "traitor-commit: --list:1:9: 'Nb8' brings the list's value to 11: at most 9 (Q 9, R 5, B 3, N 3, P 1)"
	run -1 --separate-stderr traitor-commit -V traitor/specific --holder white --list 'a7, Pa7'
	assert_equal "$stderr" "traitor-commit: --list:1:5: 'Pa7': a7 is listed twice"
	run -1 --separate-stderr traitor-commit -V traitor/specific --holder white --list 'a7,i7'
	assert_equal "$stderr" "traitor-commit: --list:1:4: 'i7' is not a square"
	run -1 --separate-stderr traitor-commit -V traitor/specific --holder white --list 'a7 b7'
	assert_equal "$stderr" "traitor-commit: --list:1:3: unexpected ' ' in the list: expected ',' or the end"
	run -1 --separate-stderr traitor-commit -V traitor/specific --holder white --list ''
	assert_equal "$stderr" "traitor-commit: --list:1:1: the list is empty: at least one piece"
	# Simplified: types; Q 9 + P 1 = 10 at the P, column 2.
	run -1 --separate-stderr traitor-commit -V traitor/simplified --holder white --list 'QP'
	assert_equal "$stderr" "traitor-commit: --list:1:2: 'P' brings the list's value to 10: at most 9 (Q 9, R 5, B 3, N 3, P 1)"
	run -1 --separate-stderr traitor-commit -V traitor/simplified --holder white --list 'BNK'
	assert_equal "$stderr" "traitor-commit: --list:1:3: 'K' in the list: a king is never listed"
	run -1 --separate-stderr traitor-commit -V traitor/simplified --holder white --list 'BNx'
	assert_equal "$stderr" "traitor-commit: --list:1:3: unexpected 'x' in the list: expected Q, R, B, N or P"
	# -q: no message, the same status.
	run -1 --separate-stderr traitor-commit -q -V traitor/simplified --holder white --list 'BNx'
	assert_equal "$stderr" ""
}

@test "errors in the game id and the nonce, with their columns" {
	run -1 --separate-stderr traitor-commit -V traitor/specific --holder white --list Qd8 --game 'demo 1'
	assert_equal "$stderr" "traitor-commit: --game:1:5: byte 0x20 in the game id: printable ASCII only, no space"
	run -1 --separate-stderr traitor-commit -V traitor/specific --holder white --list Qd8 --nonce "${N2^^}"
	assert_equal "$stderr" "traitor-commit: --nonce:1:1: 'F' in the nonce: expected a lowercase hex digit"
	run -1 --separate-stderr traitor-commit -V traitor/specific --holder white --list Qd8 --nonce "${N2}00"
	assert_equal "$stderr" "traitor-commit: --nonce:1:65: the nonce has 66 hex digits, not 64"
}

@test "usage errors: exit 2" {
	run -2 --separate-stderr traitor-commit -V traitor/specific --holder black
	assert_output ""
	assert_equal "$stderr" "traitor-commit: -V, --holder and --list are required"
	run -2 --separate-stderr traitor-commit --verify "$C1" -V traitor/specific --holder black --list g2
	assert_equal "$stderr" "traitor-commit: --verify needs the revealed --nonce"
	run -2 --separate-stderr traitor-commit -V 'Impromptu Traitor' --holder black --list g2
	assert_equal "$stderr" "traitor-commit: -V: 'Impromptu Traitor' is an Impromptu form: it has no list to commit to"
	run -2 --separate-stderr traitor-commit -V chess --holder black --list g2
	assert_equal "$stderr" "traitor-commit: -V: unknown variant 'chess': expected traitor, defector, double-agent, defector-double-agent or mercenary, then /specific or /simplified"
	run -2 --separate-stderr traitor-commit -V traitor/specific --holder red --list g2
	assert_equal "$stderr" "traitor-commit: --holder: holder 'red' is not white or black"
	run -2 --separate-stderr traitor-commit -V traitor/specific --holder black --list g2 extra
	assert_equal "$stderr" "traitor-commit: unexpected argument 'extra': every value is an option's"
	run -2 traitor-commit --frobnicate
	assert_line --index 0 "traitor-commit: unrecognized option '--frobnicate'"
	assert_line --index 1 "usage: traitor-commit -V variant --holder white|black --list list"
}

@test "-o writes the commitment to a file" {
	run -0 traitor-commit -V traitor/specific --holder black --list g2,Rh1,Bc1 \
	    --nonce "$N1" -o "$T/commit.txt"
	assert_output ""
	run -0 cat "$T/commit.txt"
	assert_output "$(values "$C1" Bc1,Rh1,g2 "$N1")"
}
