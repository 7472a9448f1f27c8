#!/usr/bin/env bats
# The hand-written Allegiance Chess games of tests/data/allegiance: each
# NN-slug.pgn is replayed by pgn-replay and its final position compared
# with NN-slug.afen (derived by hand); NN-slug.long is the same game in
# the original implementation's long form, compared byte for byte with
# what convert writes.  tests/data/allegiance/README lists what each game
# covers.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup allegiance
}

# The games, as paths without their extension, in order.
games() {
	local f

	for f in "$DATA"/[0-9][0-9]-*.pgn; do
		printf '%s\n' "${f%.pgn}"
	done
}

@test "there are at least 30 games, each with its .long and .afen" {
	local g n=0

	while IFS= read -r g; do
		n=$((n + 1))
		[ -f "$g.long" ] || fail "${g##*/}.long is missing"
		[ -f "$g.afen" ] || fail "${g##*/}.afen is missing"
	done < <(games)
	[ "$n" -ge 30 ] || fail "only $n games in $DATA"
}

@test "every game replays without errors or warnings" {
	local g

	while IFS= read -r g; do
		run --separate-stderr pgn-replay "$g.pgn"
		[ "$status" -eq 0 ] ||
		    fail "${g##*/}.pgn: status $status: $stderr"
		[[ "${stderr##*$'\n'}" == "pgn-replay: 1 game, "*" plies, 0 errors, 0 warnings, "* ]] ||
		    fail "${g##*/}.pgn: $stderr"
	done < <(games)
}

@test "every game with --strict still exits 0" {
	local g

	while IFS= read -r g; do
		run --separate-stderr pgn-replay --strict "$g.pgn"
		[ "$status" -eq 0 ] ||
		    fail "${g##*/}.pgn: status $status: $stderr"
	done < <(games)
}

@test "the final position of every game is its .afen" {
	local g

	while IFS= read -r g; do
		pgn-replay -q --emit final --format afen "$g.pgn" > "$T/out" ||
		    fail "${g##*/}.pgn: pgn-replay failed"
		diff -u "$g.afen" "$T/out" ||
		    fail "${g##*/}: final position differs from ${g##*/}.afen"
	done < <(games)
}

@test "convert --to long writes each game as its .long, byte for byte" {
	local g

	while IFS= read -r g; do
		convert --to long "$g.pgn" > "$T/out" 2> "$T/err" ||
		    fail "${g##*/}.pgn: convert failed: $(cat "$T/err")"
		diff -u "$g.long" "$T/out" ||
		    fail "${g##*/}: convert --to long differs from ${g##*/}.long"
	done < <(games)
}

@test "convert --from long --to long gives back each .long" {
	local g

	while IFS= read -r g; do
		convert --from long --to long "$g.long" > "$T/out" 2> "$T/err" ||
		    fail "${g##*/}.long: convert failed: $(cat "$T/err")"
		cmp "$g.long" "$T/out" ||
		    fail "${g##*/}.long does not read back as itself"
	done < <(games)
}

@test "the last position convert --to afen gives for each .long is its .afen" {
	local g

	while IFS= read -r g; do
		convert --from long --to afen "$g.long" > "$T/all" 2> "$T/err" ||
		    fail "${g##*/}.long: convert failed: $(cat "$T/err")"
		tail -n 1 "$T/all" > "$T/out"
		diff -u "$g.afen" "$T/out" ||
		    fail "${g##*/}: last AFEN of the .long differs from ${g##*/}.afen"
	done < <(games)
}

@test "convert --to afen gives one position per ply, as pgn-replay does" {
	local g

	while IFS= read -r g; do
		pgn-replay -q --emit each --format afen "$g.pgn" > "$T/want" ||
		    fail "${g##*/}.pgn: pgn-replay failed"
		convert --from long --to afen "$g.long" > "$T/out" 2> "$T/err" ||
		    fail "${g##*/}.long: convert failed: $(cat "$T/err")"
		diff -u "$T/want" "$T/out" ||
		    fail "${g##*/}: the positions of the .long differ from the .pgn's"
	done < <(games)
}

@test "all the .long files in one, a blank line between games, read back as themselves" {
	local g first=1

	while IFS= read -r g; do
		[ "$first" ] || echo
		first=
		cat "$g.long"
	done < <(games) > "$T/all.long"
	convert --from long --to long "$T/all.long" > "$T/out" 2> "$T/err" ||
	    fail "convert failed on the concatenation: $(cat "$T/err")"
	cmp "$T/all.long" "$T/out"
}
