#!/usr/bin/env bats
# traitor-commit: the commitments of the three test vectors of the
# Traitor spec (traitor.md 6.1), their verification, tampered reveals,
# fresh nonces, and errors in lists with their columns; the secrets kept
# secret: the file of -o is mode 0600, the list may come from a file or
# standard input, --nonce is refused when committing.

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

# --nonce is for --verify only: the vectors' fixed nonces are checked
# there (a commitment draws a fresh one, see below).
@test "the spec's three test vectors, verified with their nonces" {
	run -0 --separate-stderr traitor-commit --verify "$C1" \
	    -V traitor/specific --holder black --list Bc1,Rh1,g2 --nonce "$N1"
	assert_output "$(values "$C1" Bc1,Rh1,g2 "$N1")"
	assert_equal "$stderr" ""
	run -0 traitor-commit --verify "$C2" -V traitor/specific \
	    --holder white --list Qd8 --game demo-1 --nonce "$N2"
	assert_output "$(values "$C2" Qd8 "$N2")"
	run -0 traitor-commit --verify "$C3" -V mercenary/simplified \
	    --holder white --list BNPPP --nonce "$N3"
	assert_output "$(values "$C3" BNPPP "$N3")"
}

@test "lists in any order, with spaces and P, and the Variant tag's names give the same commitments" {
	run -0 traitor-commit --verify "$C1" -V 'Traitor Chess' --holder Black \
	    --list 'Pg2, Rh1,  Bc1' --nonce "$N1"
	assert_output "$(values "$C1" Bc1,Rh1,g2 "$N1")"
	run -0 traitor-commit --verify "$C3" -V 'Simplified Mercenary' \
	    --holder white --list 'P,P, N,B,P' --nonce "$N3"
	assert_output "$(values "$C3" BNPPP "$N3")"
	run -0 traitor-commit --verify "$C3" -V mercenary/simplified \
	    --holder white --list PNPBP --nonce "$N3" --json
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
	run -1 --separate-stderr traitor-commit --verify "$C2" -V traitor/specific --holder white --list Qd8 --nonce "${N2^^}"
	assert_equal "$stderr" "traitor-commit: --nonce:1:1: 'F' in the nonce: expected a lowercase hex digit"
	run -1 --separate-stderr traitor-commit --verify "$C2" -V traitor/specific --holder white --list Qd8 --nonce "${N2}00"
	assert_equal "$stderr" "traitor-commit: --nonce:1:65: the nonce has 66 hex digits, not 64"
}

# hex_check counts the digits that are there and names what follows them.
@test "a nonce or a commitment with a trailing space: the count of its digits is exact" {
	# 64 digits, then a space at column 65.
	run -1 --separate-stderr traitor-commit --verify "$C2" -V traitor/specific \
	    --holder white --list Qd8 --game demo-1 --nonce "$N2 "
	assert_output ""
	assert_equal "$stderr" "traitor-commit: --nonce:1:65: unexpected ' ' after 64 hex digits"
	# 66 digits and a space: the 65th digit is the first one too many.
	run -1 --separate-stderr traitor-commit --verify "$C2" -V traitor/specific \
	    --holder white --list Qd8 --game demo-1 --nonce "${N2}00 "
	assert_equal "$stderr" "traitor-commit: --nonce:1:65: the nonce has 66 hex digits, not 64, and ' ' after them"
	# 63 digits and a space: the space stands where the 64th digit goes.
	run -1 --separate-stderr traitor-commit --verify "$C2" -V traitor/specific \
	    --holder white --list Qd8 --game demo-1 --nonce "${N2%0} "
	assert_equal "$stderr" "traitor-commit: --nonce:1:64: ' ' in the nonce: expected a lowercase hex digit"
	# A byte that is not printable is named by its value.
	run -1 --separate-stderr traitor-commit --verify "$C2" -V traitor/specific \
	    --holder white --list Qd8 --game demo-1 --nonce "${N2%0}"$'\t'
	assert_equal "$stderr" "traitor-commit: --nonce:1:64: byte 0x09 in the nonce: expected a lowercase hex digit"
	# The commitment: "sha256:" is columns 1 to 7, its 64 digits 8 to 71.
	run -1 --separate-stderr traitor-commit --verify "$C2 " -V traitor/specific \
	    --holder white --list Qd8 --game demo-1 --nonce "$N2"
	assert_equal "$stderr" "traitor-commit: --verify:1:72: unexpected ' ' after 64 hex digits"
	run -1 --separate-stderr traitor-commit --verify "${C2}0" -V traitor/specific \
	    --holder white --list Qd8 --game demo-1 --nonce "$N2"
	assert_equal "$stderr" "traitor-commit: --verify:1:72: the commitment has 65 hex digits, not 64"
}

@test "usage errors: exit 2" {
	run -2 --separate-stderr traitor-commit -V traitor/specific --holder black
	assert_output ""
	assert_equal "$stderr" "traitor-commit: -V, --holder and --list or --list-file are required"
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
	assert_line --index 1 "usage: traitor-commit -V variant --holder white|black"
	assert_line --index 2 "                      (--list list | --list-file file) [--game id]"
}

@test "-o writes the commitment to a file" {
	run -0 traitor-commit --verify "$C1" -V traitor/specific --holder black \
	    --list g2,Rh1,Bc1 --nonce "$N1" -o "$T/commit.txt"
	assert_output ""
	run -0 cat "$T/commit.txt"
	assert_output "$(values "$C1" Bc1,Rh1,g2 "$N1")"
}

# The preimage of 6.1 item 2 for traitor/specific, hashed by sha256sum:
# the commitment a list and a nonce must give.
preimage_commitment() {	# preimage_commitment HOLDER LIST GAME NONCE
	printf 'traitor-commit/1\nvariant:traitor/specific\nholder:%s\nlist:%s\ngame:%s\nnonce:%s\n' \
	    "$@" | sha256sum | sed 's/^\([0-9a-f]*\)  -$/sha256:\1/'
}

# The value of key $1 (commitment, list, nonce) in the three lines $2.
key() {
	awk -v k="$1" '$1 == k { print $2 }' <<< "$2"
}

@test "-o: the commitment file is mode 0600 whatever the umask; an existing file's stricter mode is kept" {
	local m

	cd "$T"
	for m in 022 000; do
		# A new file.
		rm -f "c$m.txt"
		run -0 sh -c 'umask "$1" && traitor-commit -V traitor/specific --holder black --list g2 -o "$2"' \
		    _ "$m" "c$m.txt"
		assert_output ""
		assert_equal "$(stat -c %a "c$m.txt")" 600
		[[ $(cat "c$m.txt") =~ ^commitment\ sha256:[0-9a-f]{64}$'\n'list\ g2$'\n'nonce\ [0-9a-f]{64}$ ]] ||
		    fail "c$m.txt: $(cat "c$m.txt")"
		# A file of mode 0666 that it replaces becomes 0600.
		printf 'old\n' > "old$m.txt"
		chmod 0666 "old$m.txt"
		run -0 sh -c 'umask "$1" && traitor-commit -V traitor/specific --holder black --list g2 -o "$2"' \
		    _ "$m" "old$m.txt"
		assert_equal "$(stat -c %a "old$m.txt")" 600
		grep -q '^list g2$' "old$m.txt"
		# The verification's file too: one rule for the tool.
		rm -f "v$m.txt"
		run -0 sh -c 'umask "$1" && traitor-commit --verify "$2" -V traitor/specific --holder black --list Bc1,Rh1,g2 --nonce "$3" -o "$4"' \
		    _ "$m" "$C1" "$N1" "v$m.txt"
		assert_equal "$(stat -c %a "v$m.txt")" 600
		assert_equal "$(cat "v$m.txt")" "$(values "$C1" Bc1,Rh1,g2 "$N1")"
	done
	# A stricter mode (write only) stays as it was.
	printf 'old\n' > strict.txt
	chmod 0200 strict.txt
	run -0 sh -c 'umask 000 && traitor-commit -V traitor/specific --holder black --list g2 -o strict.txt'
	assert_equal "$(stat -c %a strict.txt)" 200
	# No temporary file is left behind.
	assert_equal "$(ls -A | grep -c '^\.')" 0
	# The other tools' -o still follows the umask.
	run -0 sh -c 'umask 000 && movegen -V chess --count -o counts.txt < /dev/null'
	assert_equal "$(stat -c %a counts.txt)" 666
}

@test "--list-file FILE and --list-file - read the list; the commitment is the one --list gives, with a fresh nonce" {
	local out commitment nonce first

	cd "$T"
	# The list of the first vector, in another order, ended by CR LF.
	printf 'g2, Rh1,Bc1\r\n' > black.list
	for src in file stdin; do
		if [ "$src" = file ]; then
			run -0 --separate-stderr traitor-commit -V traitor/specific \
			    --holder black --list-file black.list
		else
			run -0 --separate-stderr traitor-commit -V traitor/specific \
			    --holder black --list-file - < black.list
		fi
		assert_equal "$stderr" ""
		out=$output
		[[ $out =~ ^commitment\ sha256:[0-9a-f]{64}$'\n'list\ Bc1,Rh1,g2$'\n'nonce\ [0-9a-f]{64}$ ]] ||
		    fail "$src: $out"
		commitment=$(key commitment "$out")
		nonce=$(key nonce "$out")
		# A fresh nonce, not the vector's, and not the one before.
		[ "$nonce" != "$N1" ] || fail "$src: the vector's nonce"
		[ "$nonce" != "${first:-}" ] || fail "$src: the same nonce twice"
		first=$nonce
		# The preimage of 6.1 item 2 with that nonce, by sha256sum.
		assert_equal "$commitment" "$(preimage_commitment black Bc1,Rh1,g2 '' "$nonce")"
		# --list with the same list and nonce verifies it: the same
		# commitment.
		run -0 traitor-commit --verify "$commitment" -V traitor/specific \
		    --holder black --list 'Bc1,Rh1,g2' --nonce "$nonce"
		assert_output "$out"
	done
	# --verify reads a list file as well: the first vector.
	run -0 traitor-commit --verify "$C1" -V traitor/specific --holder black \
	    --list-file - --nonce "$N1" < black.list
	assert_output "$(values "$C1" Bc1,Rh1,g2 "$N1")"
	# Empty lines before and after the list are skipped; a list without
	# its newline is read as well.
	printf '\n\r\nQd8\n\n' > white.list
	run -0 traitor-commit --verify "$C2" -V traitor/specific --holder white \
	    --list-file white.list --game demo-1 --nonce "$N2"
	assert_output "$(values "$C2" Qd8 "$N2")"
	run -0 sh -c 'printf Qd8 | traitor-commit --verify "$1" -V traitor/specific --holder white --list-file - --game demo-1 --nonce "$2"' \
	    _ "$C2" "$N2"
	assert_output "$(values "$C2" Qd8 "$N2")"
}

@test "--list-file: errors with the file's name and line; usage errors" {
	cd "$T"
	# An error in the list: the file, the line, the column in the line.
	printf '\nBc1, e7\n' > bad.list
	run -1 --separate-stderr traitor-commit -V traitor/specific --holder black --list-file bad.list
	assert_output ""
	assert_equal "$stderr" "traitor-commit: bad.list:2:6: 'e7' is a black pawn: black lists white's pieces"
	run -1 --separate-stderr traitor-commit -V traitor/specific --holder black --list-file - < bad.list
	assert_equal "$stderr" "traitor-commit: <stdin>:2:6: 'e7' is a black pawn: black lists white's pieces"
	# A second list, after blank lines: its line number.
	printf 'g2\n\nh2\n' > two.list
	run -1 --separate-stderr traitor-commit -V traitor/specific --holder black --list-file two.list
	assert_output ""
	assert_equal "$stderr" "traitor-commit: two.list:3:1: a second list, after the one of line 1: the file holds one list"
	# No list at all; a NUL byte.
	printf '\n\n' > empty.list
	run -1 --separate-stderr traitor-commit -V traitor/specific --holder black --list-file empty.list
	assert_equal "$stderr" "traitor-commit: empty.list:1:1: the list is empty: at least one piece"
	printf 'g2\0h2\n' > nul.list
	run -1 --separate-stderr traitor-commit -V traitor/specific --holder black --list-file nul.list
	assert_equal "$stderr" "traitor-commit: nul.list:1:3: byte 0x00 in the list"
	# A file that cannot be read is trouble, not invalid input.
	run -2 --separate-stderr traitor-commit -V traitor/specific --holder black --list-file missing.list
	assert_output ""
	assert_equal "$stderr" "traitor-commit: missing.list: No such file or directory"
	# One list, from one place.
	run -2 --separate-stderr traitor-commit -V traitor/specific --holder black --list g2 --list-file two.list
	assert_equal "$stderr" "traitor-commit: --list and --list-file both give the list: give one"
	run -2 --separate-stderr traitor-commit -V traitor/specific --holder black --list -
	assert_equal "$stderr" "traitor-commit: --list: '-' is not a list: --list-file - reads the list from standard input"
	# -o never overwrites the list it reads.
	printf 'g2\n' > g2.list
	run -2 --separate-stderr traitor-commit -V traitor/specific --holder black --list-file g2.list -o g2.list
	assert_equal "$stderr" "traitor-commit: g2.list: output file is also an input"
	assert_equal "$(cat g2.list)" "g2"
}

@test "--nonce without --verify is refused: every commitment draws a fresh nonce" {
	cd "$T"
	run -2 --separate-stderr traitor-commit -V traitor/specific --holder black \
	    --list Bc1,Rh1,g2 --nonce "$N1"
	assert_output ""
	assert_equal "$stderr" "traitor-commit: --nonce is for --verify: every commitment draws a fresh nonce, since a nonce used twice lets the opponent test lists by trial"
	# With -o: the file is left as it was.
	printf 'kept\n' > kept.txt
	run -2 --separate-stderr traitor-commit -V traitor/specific --holder black \
	    --list-file - --nonce "$N1" -o kept.txt <<< g2
	assert_equal "$(cat kept.txt)" kept
}

@test "-V: options are checked as the other tools check them, and bind nothing" {
	local tool opt

	# A garbage option: movegen's message, word for word, and status 2.
	for opt in 'traitor,garbage' 'traitor,' 'traitor,own-traitor-check' \
	    'traitor,own-traitor-check=maybe'; do
		run -2 --separate-stderr movegen -V "$opt" < /dev/null
		tool=${stderr#movegen: }
		[ "$tool" != "$stderr" ] || fail "movegen: $stderr"
		run -2 --separate-stderr traitor-commit -V "$opt" --holder black --list g2
		assert_output ""
		assert_equal "$stderr" "traitor-commit: $tool"
	done
	run -2 --separate-stderr traitor-commit -V traitor,garbage --holder black --list g2
	assert_equal "$stderr" "traitor-commit: -V traitor,garbage: unknown option 'garbage': expected own-traitor-check or no-undo"
	# A valid option is accepted and leaves the commitment as it is: the
	# vectors verify with it.
	run -0 traitor-commit --verify "$C1" -V traitor,own-traitor-check=off \
	    --holder black --list Bc1,Rh1,g2 --nonce "$N1"
	assert_output "$(values "$C1" Bc1,Rh1,g2 "$N1")"
	run -0 traitor-commit --verify "$C3" -V 'mercenary/simplified, no-undo=on' \
	    --holder white --list BNPPP --nonce "$N3"
	assert_output "$(values "$C3" BNPPP "$N3")"
	# With a fresh nonce, the preimage names the variant without options.
	run -0 traitor-commit -V traitor,own-traitor-check=off --holder black --list g2
	assert_equal "$(key commitment "$output")" \
	    "$(preimage_commitment black g2 '' "$(key nonce "$output")")"
	# The name is checked first, with the message of its own.
	run -2 --separate-stderr traitor-commit -V chess,garbage --holder black --list g2
	assert_equal "$stderr" "traitor-commit: -V: unknown variant 'chess': expected traitor, defector, double-agent, defector-double-agent or mercenary, then /specific or /simplified"
}
