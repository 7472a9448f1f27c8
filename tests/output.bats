#!/usr/bin/env bats
# -o FILE in every tool: refused when FILE is also an input (by device and
# inode: the same name, ./FILE, a hard link, standard input), written
# under a temporary name and renamed over FILE only when the run
# succeeds (status 0, or 1 with some output written), so that an exit
# with status 2 or a signal leaves FILE as it was and no temporary file
# behind.  tests/output-safety.bats has status 1 without output, --eco,
# write errors and signals.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup
	# Bats keeps its own files in $T: work in a directory of our own.
	mkdir "$T/w" && cd "$T/w" || return 1
	START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
	# Two games: their normalised PGN is what convert writes to -o.
	printf '%s\n' '[Event "a"]' '' '1. e4 e5 2. Nf3 *' '' \
	    '[Event "b"]' '' '1. d4 d5 *' >g.pgn
	cp g.pgn g.orig
	printf '%s\n' "$START" >p.fen
	cp p.fen p.orig
	printf 'old output\n' >out.txt
}

# files: the names in the current directory, hidden ones too, one a line.
files() {
	ls -A | LC_ALL=C sort
}

@test "convert -o g.pgn g.pgn: refused before anything is read or written" {
	run -2 --separate-stderr convert --to pgn -o g.pgn g.pgn
	assert_output ''
	[ "$stderr" = 'convert: g.pgn: output file is also an input' ]
	cmp g.pgn g.orig
	run files
	assert_output "$(printf '%s\n' g.orig g.pgn out.txt p.fen p.orig)"
}

@test "-o through ./, a hard link or standard input is the same file" {
	ln g.pgn link.pgn
	run -2 --separate-stderr convert --to pgn -o ./g.pgn g.pgn
	[ "$stderr" = 'convert: ./g.pgn: output file is also an input' ]
	run -2 --separate-stderr convert --to pgn -o link.pgn out.txt g.pgn
	[ "$stderr" = 'convert: link.pgn: output file is also an input' ]
	run -2 --separate-stderr sh -c 'convert --to pgn -o g.pgn <g.pgn'
	[ "$stderr" = 'convert: g.pgn: output file is also an input' ]
	cmp g.pgn g.orig
	cmp link.pgn g.orig
}

@test "every tool with -o refuses an input file as its output" {
	run -2 --separate-stderr pgn-replay -q --emit final -o g.pgn g.pgn
	[ "$stderr" = 'pgn-replay: g.pgn: output file is also an input' ]
	run -2 --separate-stderr afen-validate -c -o ./p.fen p.fen
	[ "$stderr" = 'afen-validate: ./p.fen: output file is also an input' ]
	run -2 --separate-stderr movegen --count -i p.fen -o p.fen
	[ "$stderr" = 'movegen: p.fen: output file is also an input' ]
	run -2 --separate-stderr sh -c 'movegen --count -o p.fen <p.fen'
	[ "$stderr" = 'movegen: p.fen: output file is also an input' ]
	cmp g.pgn g.orig
	cmp p.fen p.orig
}

@test "-o with positions on the command line only reads no file" {
	# movegen's AFEN arguments and afen-validate's -e are not files, so
	# standard input redirected from the output file is not an input.
	run -0 sh -c "movegen --count -o p.fen '$START' <p.fen"
	[ "$(cat p.fen)" = 20 ]
	run -0 sh -c "afen-validate -c -o out.txt -e '$START' <out.txt"
	[ "$(cat out.txt)" = "$START" ]
}

@test "a normal run replaces the file with the tool's output" {
	convert --to pgn g.pgn >expected
	run -0 convert -q --to pgn -o out.txt g.pgn
	assert_output ''
	cmp out.txt expected
	run files
	assert_output "$(printf '%s\n' expected g.orig g.pgn out.txt p.fen \
	    p.orig)"
}

@test "exit 1 (invalid input) with some output written still replaces the file" {
	printf '%s\n' "$START" 'x' >two.fen
	run -1 --separate-stderr afen-validate -c -o out.txt two.fen
	[ "$(cat out.txt)" = "$START" ]
}

@test "exit 2 half-way (a missing input) leaves the file and no temporary file" {
	run -2 --separate-stderr convert -q --to pgn -o out.txt g.pgn missing.pgn
	[ "$stderr" = 'convert: missing.pgn: No such file or directory' ]
	[ "$(cat out.txt)" = 'old output' ]
	run -2 --separate-stderr pgn-replay -q -o out.txt g.pgn missing.pgn
	[ "$(cat out.txt)" = 'old output' ]
	run -2 --separate-stderr afen-validate -c -o out.txt p.fen missing.fen
	[ "$stderr" = 'afen-validate: missing.fen: No such file or directory' ]
	[ "$(cat out.txt)" = 'old output' ]
	run -2 --separate-stderr movegen -o out.txt -i p.fen -i missing.fen
	[ "$(cat out.txt)" = 'old output' ]
	# Nor is a file created where there was none.
	run -2 --separate-stderr convert --to pgn -o new.txt g.pgn missing.pgn
	run files
	assert_output "$(printf '%s\n' g.orig g.pgn out.txt p.fen p.orig)"
}

@test "a full device: exit 2 with a write error, the device left alone" {
	[ -c /dev/full ] || skip "no /dev/full"
	run -2 --separate-stderr convert -q --to pgn -o /dev/full g.pgn
	[ "$stderr" = 'convert: write error: No space left on device' ]
	[ -c /dev/full ]
	run -2 --separate-stderr movegen -o /dev/full "$START"
	[ "$stderr" = 'movegen: write error: No space left on device' ]
	[ -c /dev/full ]
}

@test "a new file gets the umask's mode, a replaced file keeps its own" {
	umask 027
	run -0 afen-validate -c -o new.fen p.fen
	[ "$(stat -c %a new.fen)" = 640 ]
	cmp new.fen p.orig
	chmod 604 out.txt
	run -0 afen-validate -c -o out.txt p.fen
	[ "$(stat -c %a out.txt)" = 604 ]
	cmp out.txt p.orig
}

@test "-o into another directory writes there and nowhere else" {
	mkdir sub
	run -0 convert --to pgn -o sub/g.pgn g.pgn
	convert --to pgn g.pgn >expected
	cmp sub/g.pgn expected
	[ "$(ls -A sub)" = g.pgn ]
}
