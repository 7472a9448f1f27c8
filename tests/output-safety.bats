#!/usr/bin/env bats
# -o FILE replaces FILE only on success, the same in every tool: status
# 0, or status 1 when the run wrote some output.  Status 2, or status 1
# with nothing written, leaves an existing FILE as it was (contents, mode,
# inode) and creates no missing one; a write error says so, with status 2
# and no summary; every file a run reads is refused as its output (--eco
# and -i too); and no way out of a run but SIGKILL leaves the temporary
# file .FILE.XXXXXX behind.  tests/output.bats has the rest of -o.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup
	# Bats keeps its own files in $T: work in a directory of our own.
	mkdir "$T/w" && cd "$T/w" || return 1
	START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
	printf '%s\n' '[Event "a"]' '' '1. e4 e5 2. Nf3 *' >good.pgn
	printf '%s\n' '[Event "b"]' '' '1. e5 *' >bad.pgn
	printf '%s\n' "$START" >good.fen
	printf '%s\n' 'x' 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR' >bad.fen
	printf 'keep me\n' >keep.txt
	chmod 640 keep.txt
	KEEP=$(print_file keep.txt)
}

# print_file FILE: its inode, mode and contents, to compare before and after.
print_file() {
	stat -c '%i %a' "$1" && cat "$1"
}

# no_tmp: no temporary file of -o (.NAME.XXXXXX) is left here.
no_tmp() {
	local f

	for f in .?*.??????; do
		[[ -e $f && $f =~ ^\..+\.[A-Za-z0-9]{6}$ ]] &&
		    fail "temporary file left: $f"
	done
	return 0
}

# kept: keep.txt is still the file it was, and no temporary file is left.
kept() {
	assert_equal "$(print_file keep.txt)" "$KEEP"
	no_tmp
}

@test "traitor-commit --verify with a wrong list leaves the -o file as it was" {
	traitor-commit -V traitor --holder black --list Bc1,Rh1,g2 >commit.txt
	c=$(sed -n 's/^commitment //p' commit.txt)
	n=$(sed -n 's/^nonce //p' commit.txt)
	printf 'nonce %s\n' "$n" >keep.txt
	KEEP=$(print_file keep.txt)
	run -1 --separate-stderr traitor-commit --verify "$c" -V traitor \
	    --holder black --list Bc1,Rh1 --nonce "$n" -o keep.txt
	assert_output ''
	assert_equal "$stderr" "traitor-commit: the revealed values do not match $c
traitor-commit: keep.txt: left unchanged: the run wrote no output"
	kept
	# -q: the same, silently; a file that was not there is not created.
	run -1 --separate-stderr traitor-commit -q --verify "$c" -V traitor \
	    --holder black --list Bc1,Rh1 --nonce "$n" -o new.txt
	assert_equal "$stderr" ''
	[ ! -e new.txt ]
	kept
	# The right list verifies, and only then is the file replaced.
	run -0 traitor-commit --verify "$c" -V traitor --holder black \
	    --list Bc1,Rh1,g2 --nonce "$n" -o keep.txt
	cmp keep.txt commit.txt
	no_tmp
}

@test "status 1 with no output: convert, afen-validate, pgn-replay and movegen leave the -o file as it was" {
	run -1 --separate-stderr convert --to pgn -o keep.txt bad.pgn
	assert_output ''
	assert_equal "$stderr" "convert: bad.pgn:3:4: game 1 (? - ?, b): 1.e5: no white pawn can reach e5: the pawn on e2 moves to e3 or e4
convert: keep.txt: left unchanged: the run wrote no output
convert: 1 game, 1 error"
	kept
	run -1 --separate-stderr afen-validate -c -o keep.txt bad.fen
	assert_equal "$stderr" "afen-validate: bad.fen:1:1: unexpected 'x' in the piece placement: expected a piece letter (KQRBNP, kqrbnp), a digit 1-8 or '/'
afen-validate: bad.fen:1:2: missing side to move: expected 'w' or 'b'
afen-validate: bad.fen:2:44: missing side to move: expected 'w' or 'b'
afen-validate: keep.txt: left unchanged: the run wrote no output"
	kept
	run -1 --separate-stderr pgn-replay -q --emit final -o keep.txt bad.pgn
	assert_equal "$stderr" ''
	kept
	run -1 --separate-stderr movegen -q --count -o keep.txt -i bad.fen
	assert_equal "$stderr" ''
	kept
	# A missing file is not created.
	run -1 --separate-stderr convert --to pgn -o new.pgn bad.pgn
	assert_equal "$stderr" "convert: bad.pgn:3:4: game 1 (? - ?, b): 1.e5: no white pawn can reach e5: the pawn on e2 moves to e3 or e4
convert: new.pgn: not created: the run wrote no output
convert: 1 game, 1 error"
	run -1 --separate-stderr afen-validate -q -c -o new.fen bad.fen
	assert_equal "$stderr" ''
	[ ! -e new.pgn ] && [ ! -e new.fen ]
	no_tmp
}

@test "status 1 with some records written replaces the -o file with them" {
	cat bad.pgn good.pgn >mixed.pgn
	convert -q --to pgn good.pgn >expected.pgn
	run -1 --separate-stderr convert -q --to pgn -o keep.txt mixed.pgn
	assert_equal "$stderr" ''
	cmp keep.txt expected.pgn
	# The mode is kept; the inode is the new file's.
	[ "$(stat -c %a keep.txt)" = 640 ]
	[ "$(stat -c %i keep.txt)" != "${KEEP%% *}" ]
	cat bad.fen good.fen >mixed.fen
	run -1 --separate-stderr afen-validate -q -c -o new.fen mixed.fen
	assert_equal "$(cat new.fen)" "$START"
	# JSON records of invalid input are output too.
	run -1 --separate-stderr afen-validate -q --json -o bad.json bad.fen
	[ "$(wc -l <bad.json)" -eq 2 ]
	no_tmp
}

@test "a write error cut short by exit() or a signal leaves the -o file and no temporary file" {
	# More output than a 1 KB file size limit allows: convert stops with
	# exit() in the middle of the run, or SIGXFSZ ends it.
	for _ in $(seq 100); do cat good.pgn; echo; done >many.pgn
	run -2 --separate-stderr sh -c 'ulimit -f 1; trap "" XFSZ;
	    exec convert --to pgn -o keep.txt many.pgn'
	assert_equal "$stderr" 'convert: write error: File too large'
	kept
	run -153 --separate-stderr sh -c 'ulimit -f 1;
	    exec convert -q --to pgn -o keep.txt many.pgn'
	kept
	run -2 --separate-stderr sh -c 'ulimit -f 1; trap "" XFSZ;
	    exec pgn-replay -q --emit each -o keep.txt many.pgn'
	assert_equal "$stderr" 'pgn-replay: write error: File too large'
	kept
}

@test "the temporary file is synced before the rename, its directory after" {
	# strace comes with tests/setup-debian.  LeakSanitizer cannot run
	# under ptrace: the sanitizer build is traced without it.
	mkdir sub
	run -0 env ASAN_OPTIONS=detect_leaks=0 \
	    strace -o trace -e trace=fsync,rename,renameat,renameat2 \
	    afen-validate -c -o sub/new.fen good.fen
	assert_equal "$(cat sub/new.fen)" "$START"
	# The calls without their results, renameat's directories or exit.
	run sed -n -E 's/ +=.*//; s/renameat2?\(AT_FDCWD, ("[^"]*"), AT_FDCWD, ("[^"]*").*/rename(\1, \2)/; /^fsync|^rename/p' trace
	assert_output --regexp '^fsync\(1\)
rename\("sub/\.new\.fen\.[A-Za-z0-9]{6}", "sub/new\.fen"\)
fsync\([0-9]+\)$'
}

@test "the --eco file and movegen -i files are inputs -o refuses, under any name" {
	printf '%s\n' '[ECO "C20"]' '[Opening "King pawn game"]' '' \
	    '1. e4 e5 *' >eco.pgn
	cp eco.pgn eco.orig
	ln -s eco.pgn eco.link
	ln eco.pgn eco.hard
	for o in eco.pgn ./eco.pgn eco.link eco.hard; do
		run -2 --separate-stderr convert --eco eco.pgn --to pgn \
		    -o "$o" good.pgn
		assert_output ''
		assert_equal "$stderr" "convert: $o: output file is also an input"
	done
	run -2 --separate-stderr convert --eco eco.link --to pgn -o eco.pgn \
	    good.pgn
	assert_equal "$stderr" 'convert: eco.pgn: output file is also an input'
	run -2 --separate-stderr sh -c \
	    'convert --eco - --to pgn -o eco.pgn good.pgn <eco.pgn'
	assert_equal "$stderr" 'convert: eco.pgn: output file is also an input'
	cmp eco.pgn eco.orig
	ln -s good.fen fen.link
	run -2 --separate-stderr movegen --count -i fen.link -o good.fen
	assert_equal "$stderr" 'movegen: good.fen: output file is also an input'
	assert_equal "$(cat good.fen)" "$START"
	no_tmp
	# An ECO file that is not the output is read as before.
	run -0 convert -q --eco eco.pgn --to pgn -o keep.txt good.pgn
	grep -q '^\[ECO "C20"\]$' keep.txt
}

@test "/dev/full: write error, status 2 and no summary, with -o and with >" {
	[ -c /dev/full ] || skip "no /dev/full"
	run -2 --separate-stderr convert --to pgn -o /dev/full good.pgn
	assert_equal "$stderr" 'convert: write error: No space left on device'
	run -2 --separate-stderr sh -c 'convert --to pgn good.pgn >/dev/full'
	assert_equal "$stderr" 'convert: write error: No space left on device'
	run -2 --separate-stderr pgn-replay --emit final -o /dev/full good.pgn
	assert_equal "$stderr" 'pgn-replay: write error: No space left on device'
	run -2 --separate-stderr sh -c \
	    'pgn-replay --emit final good.pgn >/dev/full'
	assert_equal "$stderr" 'pgn-replay: write error: No space left on device'
	run -2 --separate-stderr afen-validate -c -o /dev/full good.fen
	assert_equal "$stderr" 'afen-validate: write error: No space left on device'
	run -2 --separate-stderr sh -c 'movegen --count -i good.fen >/dev/full'
	assert_equal "$stderr" 'movegen: write error: No space left on device'
	# Invalid input as well: the status is 2, still with no summary.
	run -2 --separate-stderr sh -c \
	    'convert --to pgn good.pgn bad.pgn >/dev/full'
	assert_equal "$stderr" 'convert: bad.pgn:3:4: game 1 (? - ?, b): 1.e5: no white pawn can reach e5: the pawn on e2 moves to e3 or e4
convert: write error: No space left on device'
	[ -c /dev/full ]
	no_tmp
}

@test "SIGTERM (or SIGUSR1) while a tool waits for input leaves the -o file and no temporary file" {
	local run sig tool

	mkfifo in.fifo
	# SIGNAL STATUS TOOL...: SIGUSR1 too, any signal that ends the run.
	for run in 'TERM 143 afen-validate -c -o keep.txt' \
	    'TERM 143 movegen --count -o keep.txt -i' \
	    'TERM 143 pgn-replay --emit final -o keep.txt' \
	    'TERM 143 convert -j 2 --to pgn -o keep.txt' \
	    'USR1 138 afen-validate -c -o keep.txt'; do
		read -r sig status tool <<<"$run"
		# Held open here, the FIFO never ends: the tool cannot finish
		# before it is killed, once its temporary file exists.
		exec 5<>in.fifo
		# shellcheck disable=SC2086
		$tool in.fifo 3>&- 5>&- &
		pid=$!
		# A first record, a position or the start of a game, then no more.
		case $tool in
		pgn-replay*|convert*) printf '%s\n' '[Event "a"]' '' '1. e4 ' >&5 ;;
		*) printf '%s\n' "$START" >&5 ;;
		esac
		seen=no
		for _ in $(seq 600); do
			compgen -G '.keep.txt.??????' >/dev/null &&
			    seen=yes && break
			kill -0 "$pid" 2>/dev/null || break
			sleep 0.05
		done
		kill -"$sig" "$pid" || fail "$tool: ended before the signal"
		st=0
		wait "$pid" || st=$?
		exec 5>&-
		[ "$seen" = yes ] || fail "$tool: no temporary file"
		[ "$st" -eq "$status" ] || fail "$tool: status $st after SIG$sig"
		kept
	done
}
