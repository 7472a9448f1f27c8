#!/usr/bin/env bats
# A newcomer's first hour: tests/setup-debian as root and through sudo,
# the man pages read from the checkout, every tool's --help complete, and
# the README's tour run as written.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup
	TOOLS='afen-validate movegen pgn-replay convert traitor-commit'
	TAB=$'\t'
}

teardown() {
	[ -z "${OPEN:-}" ] || rm -rf "$OPEN"
}

# ---- tests/setup-debian ----------------------------------------------------

# A directory that any user may read, with fake programs in it: each one
# writes its name and arguments to the file log there and exits 0.
fake_bin() {	# fake_bin NAME...
	local n

	OPEN=$(mktemp -d)
	chmod 755 "$OPEN"
	for n in "$@"; do
		printf '#!/bin/sh\necho "%s $*" >> "%s/log"\n' "$n" "$OPEN" \
		    > "$OPEN/$n"
		chmod 755 "$OPEN/$n"
	done
	touch "$OPEN/log"
	chmod 666 "$OPEN/log"
}

# Run a command as a user who is not root: as nobody when we are root.
as_user() {
	if [ "$(id -u)" -eq 0 ]; then
		setpriv --reuid=65534 --regid=65534 --clear-groups -- "$@"
	else
		"$@"
	fi
}

@test "setup-debian as root installs with apt-get itself, without sudo" {
	[ "$(id -u)" -eq 0 ] || skip "not root"
	fake_bin apt-get sudo
	run -0 env PATH="$OPEN:$PATH" "$TC_TOP/tests/setup-debian"
	assert_output ""
	run -0 cat "$OPEN/log"
	assert_line --index 0 "apt-get update -qq"
	assert_line --index 1 --regexp '^apt-get install -y -qq --no-install-recommends build-essential .* bats bats-assert bats-support mandoc man-db '
	assert_equal "${#lines[@]}" 2
}

@test "setup-debian as a user with sudo runs itself again through sudo" {
	fake_bin sudo apt-get
	run -0 as_user env PATH="$OPEN:$PATH" "$TC_TOP/tests/setup-debian" x
	run -0 cat "$OPEN/log"
	assert_output "sudo $TC_TOP/tests/setup-debian x"
}

@test "setup-debian as a user without sudo: a message and exit 2" {
	# Nothing on PATH but id: no sudo, no apt-get.
	fake_bin
	ln -s "$(command -v id)" "$OPEN/id"
	run -2 --separate-stderr as_user env PATH="$OPEN" "$TC_TOP/tests/setup-debian"
	assert_output ""
	assert_equal "$stderr" "setup-debian: run this as root, or install sudo: the packages need root to install"
}

# ---- man pages in the checkout ----------------------------------------------

@test "man -M man reads every page of the checkout by section and name" {
	local page sect name

	command -v man >/dev/null ||
	    fail "man is not installed (tests/setup-debian installs man-db)"
	cd "$TC_TOP"
	for page in man/man1/*.1 man/man5/*.5 man/man7/*.7; do
		sect=${page##*.} name=$(basename "$page" ".$sect")
		run -0 sh -c 'MANPAGER=cat man -M man "$1" "$2" 2>/dev/null |
		    head -n 1' \
		    _ "$sect" "$name"
		# The title line: NAME(SECTION) in capitals on both sides.
		name=$(echo "$name" | tr '[:lower:]' '[:upper:]')
		assert_output --regexp "^$name\\($sect\\) .* $name\\($sect\\)\$"
	done
	# The same pages, no more: five tools, two formats, the variants.
	run -0 sh -c 'ls man/man1 man/man5 man/man7 | grep -c "\.[157]$"'
	assert_output 8
}

# ---- --help ----------------------------------------------------------------

# The lines of the options every tool shares (cmd/help.c), after each
# tool's own: "  " then the option padded to 22 columns, a space, the text.
COMMON_HELP='  -V, --variant NAME     rules of NAME[,OPTION=on|off]: see turncoat(7)
      --list-variants    print the variants -V takes and exit (also -V list)
      --json             write JSON Lines
  -q, --quiet            print no diagnostics about the input
  -o, --output FILE      write standard output to FILE
  -h, --help             print this help and exit
      --version          print the version and exit'

@test "afen-validate --help: the usage, then one line per option" {
	run -0 --separate-stderr afen-validate --help
	assert_equal "$stderr" ""
	assert_output "usage: afen-validate [-s] [-c | -f] [-V variant] [--json] [-q] [-o file] [-e AFEN]... [file ...]
        [--bytes start-end | --part k/n]
  -s, --strict           treat warnings as errors
  -c, --canonical        print the canonical form of each valid line
  -f, --filter           copy each valid line to standard output
  -e AFEN                check AFEN as a line of input (may be repeated)
      --bytes START-END  only the lines that start in bytes START to END-1
      --part K/N         only the lines that start in the K-th of N equal parts
$COMMON_HELP"
}

@test "movegen --help: the usage, then one line per option" {
	run -0 --separate-stderr movegen --help
	assert_equal "$stderr" ""
	assert_output "usage: movegen [-V variant] [--engine bitboard|mailbox] [--format san|lan|uci]
               [--count] [--perft N] [--divide N] [-j N] [--json] [-q]
               [--plain] [--view public|white|black|arbiter]
               [-o file] [-i file]... [AFEN]...
      --format FORM      write moves as san, lan or uci
      --count            print the number of legal moves of each position
      --perft N          print the perft of depth N, from 1 to 30
      --divide N         print the divide of depth N, from 1 to 30
  -j N                   use N threads for --perft and --divide, from 1 to 64
  -i, --input FILE       read positions from FILE (may be repeated)
      --engine NAME      generate moves with bitboard or mailbox (testing)
      --plain            list only moves without an announcement (Traitor family)
      --view VIEW        the viewer of Traitor lists: public, white, black, arbiter
$COMMON_HELP"
}

@test "pgn-replay --help: the usage, then one line per option" {
	run -0 --separate-stderr pgn-replay --help
	assert_equal "$stderr" ""
	assert_output "usage: pgn-replay [-V variant] [--emit none|final|each] [--format afen|fen|epd|json]
                  [-j jobs] [--strict] [--json] [-q] [-o file] [file ...]
        [--tag name=value|name~regex] [--player name] [--games list]
        [--only-variant name] [--result result] [--valid | --invalid] [--skip-unsupported]
        [--bytes start-end | --part k/n]
      --emit WHAT        print no position (none), the final one or each one
      --format FORM      write positions as afen, fen, epd or json
  -j, --jobs N           replay on N threads, 0 or auto for one per CPU
  -s, --strict           count warnings as errors
      --tag NAME=VALUE   select games whose tag NAME is VALUE (NAME~RE: regex)
      --player NAME      select games with NAME in White, Black, South... (any case)
      --games LIST       select games by number: 1,5,10-20,100-
      --only-variant NAME select games of variant NAME
      --result RESULT    select games whose Result tag is RESULT
      --valid            select games that replay without error
      --invalid          select games with an error (convert: as read)
      --skip-unsupported skip games of variants not played
      --bytes START-END  only the games that start in bytes START to END-1
      --part K/N         only the games that start in the K-th of N equal parts
$COMMON_HELP"
}

@test "convert --help: the usage, then one line per option" {
	run -0 --separate-stderr convert --help
	assert_equal "$stderr" ""
	assert_output "usage: convert --to pgn|san|lan|uci|long|afen|fen|epd|json|text|svg|html
               [--from pgn|san|lan|uci|long|json|afen|fen|epd]
               [--moves san|lan|uci] [--no-comments] [--no-variations] [--no-nags]
               [--recruits] [--drop-marks] [--no-positions] [--eco ecofile]
               [--game N] [--ply P] [--flip] [--seat side] [--view view]
               [-j jobs] [--strict] [-V variant] [--json] [-q] [-o file] [file ...]
        [--tag name=value|name~regex] [--player name] [--games list]
        [--only-variant name] [--result result] [--valid | --invalid] [--skip-unsupported]
        [--bytes start-end | --part k/n]
  -t, --to FORM          write pgn|san|lan|uci|long|afen|fen|epd|json|text|svg|html
  -f, --from FORM        read pgn|san|lan|uci|long|json|afen|fen|epd (else detect)
      --moves FORM       write PGN moves as san, lan or uci
      --no-comments      leave comments out of PGN
      --recruits         add {recruits: ...} after Neutral Subject moves
      --no-variations    leave variations out of PGN
      --no-nags          leave NAGs out of PGN
      --drop-marks       with --to fen, write grey pieces without their marks
      --no-positions     with --to json, leave out the position after each ply
      --game N           with --to svg|text, draw the N-th game (or position) only
      --ply P            with --to svg|text, draw the position after ply P (0: start)
      --flip             with --to svg|text|html, turn the board half round
      --seat SIDE        with --to svg|text|html, draw SIDE (black, west...) at the bottom
      --view VIEW        the viewer of Traitor lists: public, white, black, arbiter
      --eco FILE         set the ECO, Opening and Variation tags from FILE
  -j, --jobs N           convert on N threads, 0 or auto for one per CPU
  -s, --strict           treat warnings as errors
      --tag NAME=VALUE   select games whose tag NAME is VALUE (NAME~RE: regex)
      --player NAME      select games with NAME in White, Black, South... (any case)
      --games LIST       select games by number: 1,5,10-20,100-
      --only-variant NAME select games of variant NAME
      --result RESULT    select games whose Result tag is RESULT
      --valid            select games that replay without error
      --invalid          select games with an error (convert: as read)
      --skip-unsupported skip games of variants not played
      --bytes START-END  only the games that start in bytes START to END-1
      --part K/N         only the games that start in the K-th of N equal parts
$COMMON_HELP"
	# -h is --help.
	run -0 convert -h
	assert_line --index 9 "  -t, --to FORM          write pgn|san|lan|uci|long|afen|fen|epd|json|text|svg|html"
}

# traitor-commit's -V has a line of its own, in place of the shared one.
@test "traitor-commit --help: the usage, then one line per option" {
	run -0 --separate-stderr traitor-commit --help
	assert_equal "$stderr" ""
	assert_output "usage: traitor-commit -V variant --holder white|black
                      (--list list | --list-file file) [--game id]
                      [--json] [-q] [-o file]
       traitor-commit --verify commitment -V variant --holder white|black
                      (--list list | --list-file file) [--game id]
                      --nonce hex [--json] [-q] [-o file]
  -V, --variant NAME     the variant and form, as traitor/specific
      --holder COLOUR    white or black: the player who writes the list
  -l, --list LIST        the list: pieces by square (Bc1,Rh1,g2) or types (BNPPP)
      --list-file FILE   read the list from FILE, one line (-: standard input)
      --game ID          the game's GameId, bound into the commitment
      --nonce HEX        with --verify: the revealed nonce, 64 hex digits
      --verify COMMIT    check the revealed values against COMMIT
$(sed 1d <<< "$COMMON_HELP")"
}

# The long options of tool $1 as its source declares them: the names of
# its getopt_long table in cmd/TOOL.c and of COMMON_LONGOPTS in util.h.
long_options() {
	{
		sed -n '/struct option longopts\[\]/,/COMMON_LONGOPTS/p' \
		    "$TC_TOP/cmd/$1.c"
		sed -n '/^#define COMMON_LONGOPTS/,/NULL, 0, NULL, 0/p' \
		    "$TC_TOP/cmd/util.h"
	} | sed -n 's/.*{ "\([a-z0-9-]*\)", .*/\1/p'
}

# The short options of tool $1: the letters of its getopt string, the
# literal before COMMON_SHORTOPTS, and of COMMON_SHORTOPTS.
short_options() {
	{
		sed -n 's/.*"\([A-Za-z0-9:]*\)" COMMON_SHORTOPTS.*/\1/p' \
		    "$TC_TOP/cmd/$1.c"
		sed -n 's/^#define COMMON_SHORTOPTS "\([A-Za-z0-9:]*\)"$/\1/p' \
		    "$TC_TOP/cmd/util.h"
	} | tr -d ':\n' | fold -w 1
	echo
}

# Check that tool $1 shows each of its options in --help, on an option
# line, and in an item of its man page (.It lines, with \- read as -:
# mdoc writes --json as "Fl \-json", -q as "Fl q").
options_complete() {
	local tool=$1 help man o n=0 missing=()

	help=$("$tool" --help) || fail "$tool --help failed"
	man=$(sed -e 's/\\-/-/g' "$TC_TOP/man/man1/$tool.1" | grep '^\.It ')
	for o in $(long_options "$tool"); do
		n=$((n + 1))
		grep -Eq -- "^  (-[A-Za-z0-9], |    )--$o( [A-Z]+)? " <<< "$help" ||
		    missing+=("--$o (help)")
		grep -Eq -- "Fl -$o( |\$)" <<< "$man" ||
		    missing+=("--$o ($tool.1)")
	done
	for o in $(short_options "$tool"); do
		n=$((n + 1))
		grep -Eq -- "^  -${o}[ ,]" <<< "$help" || missing+=("-$o (help)")
		grep -Eq -- "Fl $o( |\$)" <<< "$man" || missing+=("-$o ($tool.1)")
	done
	# The extraction found the options at all: the shared ones alone
	# are seven long and four short.
	[ "$n" -ge 10 ] || fail "$tool: only $n options found in the source"
	assert_equal "${missing[*]}" ""
}

@test "every option in each tool's source is in its --help and its man page" {
	local t

	for t in $TOOLS; do
		options_complete "$t"
	done
}

@test "the option extraction reads the tables it should" {
	# Worked out from the getopt_long tables and strings of the sources.
	run -0 long_options afen-validate
	assert_equal "${lines[*]}" "strict canonical filter variant list-variants json quiet output help version"
	run -0 short_options afen-validate
	assert_equal "${lines[*]}" "s c f e V q o h"
	run -0 short_options movegen
	assert_equal "${lines[*]}" "j i V q o h"
	run -0 long_options traitor-commit
	assert_equal "${lines[*]}" "holder list list-file game nonce verify variant list-variants json quiet output help version"
	run -0 short_options traitor-commit
	assert_equal "${lines[*]}" "l V q o h"
}

# ---- --list-variants -------------------------------------------------------

# The Traitor family's fifteen -V names: five variants in three forms.
TRAITOR_RE='^((simplified|impromptu)-)?(traitor|defector|double-agent|defector-double-agent|mercenary)$'

@test "--list-variants: the same list from the four game tools, -V list alike" {
	local t

	run -0 --separate-stderr pgn-replay --list-variants
	assert_equal "$stderr" ""
	assert_line --index 0 "chess${TAB}Standard${TAB}standard chess${TAB}from position${TAB}-"
	pgn-replay --list-variants > "$BATS_TEST_TMPDIR/list"
	for t in afen-validate movegen pgn-replay convert; do
		run -0 --separate-stderr "$t" --list-variants
		assert_equal "$stderr" ""
		assert_equal "$output" "$(cat "$BATS_TEST_TMPDIR/list")"
		# -V list, after other options too, and --list-variants exits
		# before reading anything.
		run -0 --separate-stderr "$t" -q -V list /nonexistent
		assert_equal "$stderr" ""
		assert_equal "$output" "$(cat "$BATS_TEST_TMPDIR/list")"
	done
	# convert needs no --to for it.
	run -0 convert --list-variants --json
}

@test "--list-variants: five fields, each name once, every one that -V and a Variant tag take" {
	local name pgn title aliases opts n=0 traitor=0

	pgn-replay --list-variants > "$BATS_TEST_TMPDIR/list"
	while IFS= read -r line; do
		n=$((n + 1))
		[[ $line =~ ^[^$'\t']+$'\t'[^$'\t']+$'\t'[^$'\t']+$'\t'[^$'\t']+$'\t'[^$'\t']+$ ]] ||
		    fail "line $n is not five fields: '$line'"
		IFS=$'\t' read -r name pgn title aliases opts <<< "$line"
		[[ $name =~ $TRAITOR_RE ]] && traitor=$((traitor + 1))
		# Each name is one that -V takes, by either name.
		run -0 movegen -V "$name" --version
		run -0 movegen -V "$pgn" --version
		# A game tagged with either name is played, not refused.
		run -0 --separate-stderr pgn-replay -q --json <<< "[Variant \"$pgn\"]

*"
		assert_output --partial '"errors": [],'
		run -0 --separate-stderr pgn-replay -q --json <<< "[Variant \"$name\"]

*"
		assert_output --partial '"errors": [],'
	done < "$BATS_TEST_TMPDIR/list"
	# The fifteen Traitor rule sets have a line each; the rule sets that
	# differ by options only (traitor,own-traitor-check=off) have none.
	assert_equal "$traitor" 15
	run -0 sh -c 'cut -f 1 "$1" | sort | uniq -d; cut -f 2 "$1" | sort | uniq -d' _ \
	    "$BATS_TEST_TMPDIR/list"
	assert_output ""
}

@test "traitor-commit --list-variants: the Specific and Simplified forms, in the list's order" {
	local line want=

	while IFS= read -r line; do
		[[ ${line%%"$TAB"*} =~ $TRAITOR_RE ]] &&
		    [[ $line != impromptu-* ]] && want+=$line$'\n'
	done < <(pgn-replay --list-variants)
	run -0 --separate-stderr traitor-commit --list-variants
	assert_equal "$stderr" ""
	assert_equal "$output" "${want%$'\n'}"
	assert_equal "${#lines[@]}" 10
	assert_line --index 0 "traitor${TAB}Traitor${TAB}Traitor Chess${TAB}-${TAB}own-traitor-check=on"
	run -0 traitor-commit -V list
	assert_equal "${#lines[@]}" 10
}

@test "--list-variants: a write error is exit 2" {
	[ -w /dev/full ] || skip "no /dev/full"
	run -2 --separate-stderr sh -c 'movegen --list-variants > /dev/full'
	assert_equal "$stderr" "movegen: write error: No space left on device"
}

# ---- the README ------------------------------------------------------------

# The tour (the README from "## A tour of the tools" to the next "## "):
# each "$ " line of its console blocks into DIR/K.cmd and the lines after
# it, up to the next "$ " line or the end of the block, into DIR/K.want.
tour_commands() {	# tour_commands DIR
	awk -v dir="$1" '
	    /^## / { tour = ($0 == "## A tour of the tools") }
	    !tour { next }
	    /^```console$/ { inblk = 1; next }
	    /^```$/ { inblk = 0; next }
	    !inblk { next }
	    /^\$ / {
		k++; print substr($0, 3) > (dir "/" k ".cmd")
		printf "" > (dir "/" k ".want"); next
	    }
	    k { print > (dir "/" k ".want") }' "$TC_TOP/README.md"
}

# pgn-replay's summary ends with the time taken and the speed: the same
# words with any figures.
timeless() {
	sed -E 's/, [0-9]+\.[0-9]+ s \([0-9]+ games\/s\)$/, T s (R games\/s)/'
}

@test "the README's tour, run as written, prints what the README shows" {
	local dir=$T/tour want got cmd n=0 path

	mkdir -p "$dir"
	# The one line the README gives to put the tools on PATH, run from
	# the top of the checkout, puts cmd/ first.
	cd "$TC_TOP"
	path=$(sed -n '/^## A tour of the tools$/,/^## [^A]/p' README.md |
	    grep -E '^export PATH=')
	assert_equal "$path" 'export PATH="$PWD/cmd:$PATH"'
	eval "$path"
	[[ $PATH == "$TC_TOP/cmd:"* ]] || fail "PATH is $PATH"
	# The tools under test are those (or their sanitized build).
	PATH=$TC_BIN:$PATH
	tour_commands "$dir"
	for want in "$dir"/*.want; do
		[ -e "$want" ] || continue
		n=$((n + 1))
		got=${want%.want}.got
		cmd=$(cat "${want%.want}.cmd")
		bash -c "$cmd" < /dev/null > "$got" 2>&1 || true
		diff -u <(timeless < "$want") <(timeless < "$got") ||
		    fail "the README's output of \$ $cmd differs"
	done
	# --list-variants 2, afen-validate 2, movegen 3, pgn-replay 1,
	# convert 4, Neutral Subject 4, the Traitor family 5, EN Chess 6,
	# Complex Allegiance 5, Three-check 2, traitor-commit 2.
	assert_equal "$n" 36
}

@test "the tour extraction: the first command and its output; the summary without its time" {
	local dir=$T/tour

	mkdir -p "$dir"
	tour_commands "$dir"
	# The first command and its three lines; the third and the
	# message it prints.
	assert_equal "$(cat "$dir/1.cmd")" "pgn-replay --list-variants | cut -f 2 | head -n 3"
	assert_equal "$(cat "$dir/1.want")" "Standard
Allegiance
Neutral Subject"
	assert_equal "$(cat "$dir/2.cmd")" "pgn-replay --list-variants | grep '^traitor' | cut -f 5"
	assert_equal "$(cat "$dir/2.want")" "own-traitor-check=on"
	assert_equal "$(cat "$dir/3.cmd")" "afen-validate -e 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK>BNR w KQkq - 0 1'"
	assert_equal "$(cat "$dir/3.want")" "afen-validate: <arg>:1:41: king on e1 with '>': a king is always pure"
	run -0 timeless <<< 'pgn-replay: 1 game, 7 plies, 1 error, 1 warning, 0.00 s (6057 games/s)'
	assert_output 'pgn-replay: 1 game, 7 plies, 1 error, 1 warning, T s (R games/s)'
}
