#!/usr/bin/env bats
# make install and make uninstall: every file in its place, and uninstall
# removes exactly what install put there.

bats_require_minimum_version 1.5.0

load helpers/setup

setup() {
	tc_setup
	TOP=$TC_TOP
	# Test the ordinary build even under "make check SANITIZE=1", whose
	# variables would reach this make through MAKEFLAGS and the
	# environment (make exports command-line variables to recipes).
	unset MAKEFLAGS MFLAGS MAKELEVEL SANITIZE
}

# The version of the Makefile, which names the shared library.
version() {
	awk '$1 == "VERSION" && $2 == "=" { print $3 }' "$TOP/Makefile"
}

@test "install puts tools, man pages, library and header under DESTDIR/PREFIX" {
	d=$BATS_TEST_TMPDIR/root
	run -0 make -s -C "$TOP" install DESTDIR="$d" PREFIX=/opt/tc
	for f in bin/afen-validate bin/movegen lib/libturncoat.a \
	    include/turncoat.h share/man/man1/afen-validate.1 \
	    share/man/man1/movegen.1 share/man/man5/afen.5 \
	    share/man/man7/turncoat.7 bin/traitor-commit \
	    share/man/man1/traitor-commit.1; do
		[ -f "$d/opt/tc/$f" ] || fail "missing $f"
	done
	run -0 "$d/opt/tc/bin/movegen" --version
	# The version the tools print is the header's TC_VERSION; it is the
	# Makefile's VERSION, which names the shared library.
	assert_output "movegen (turncoat) $(version)"
	run -0 grep -c "^#define TC_VERSION \"$(version)\"$" "$d/opt/tc/include/turncoat.h"
	run -0 make -s -C "$TOP" uninstall DESTDIR="$d" PREFIX=/opt/tc
	run -0 find "$d" -type f
	assert_output ""
}

@test "a program links against the installed library and header" {
	d=$BATS_TEST_TMPDIR/root
	make -s -C "$TOP" install DESTDIR="$d" PREFIX=/usr >/dev/null
	cat > "$BATS_TEST_TMPDIR/p.c" <<'C'
#include <stdio.h>
#include <turncoat.h>
int
main(void)
{
	struct tc_pos pos;
	tc_init();
	pos_start(&pos, &tc_allegiance);
	printf("%llu\n", (unsigned long long)perft(&pos, 3));
	return 0;
}
C
	run -0 cc -I"$d/usr/include" -o "$BATS_TEST_TMPDIR/p" "$BATS_TEST_TMPDIR/p.c" \
	    "$d/usr/lib/libturncoat.a" -pthread -lcrypto
	run -0 "$BATS_TEST_TMPDIR/p"
	assert_output 8936
}

@test "install adds the shared library, its soname links and turncoat.pc; uninstall removes them" {
	local d=$BATS_TEST_TMPDIR/root v lib
	v=$(version)
	[[ $v =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "VERSION '$v'"
	run -0 make -s -C "$TOP" install DESTDIR="$d" PREFIX=/opt/tc
	lib=$d/opt/tc/lib
	[ -f "$lib/libturncoat.so.$v" ] && [ ! -L "$lib/libturncoat.so.$v" ]
	run -0 readlink "$lib/libturncoat.so.${v%%.*}"
	assert_output "libturncoat.so.$v"
	run -0 readlink "$lib/libturncoat.so"
	assert_output "libturncoat.so.${v%%.*}"
	run -0 sh -c 'readelf -d "$1" | grep SONAME' _ "$lib/libturncoat.so.$v"
	assert_output --partial "Library soname: [libturncoat.so.${v%%.*}]"
	# The shared library names libcrypto itself: its users need no -lcrypto.
	run -0 sh -c 'readelf -d "$1" | grep NEEDED' _ "$lib/libturncoat.so.$v"
	assert_output --partial '[libcrypto.so.'
	# Position-independent code: no text relocations.
	run -0 readelf -d "$lib/libturncoat.so.$v"
	refute_output --partial TEXTREL
	run -0 cat "$lib/pkgconfig/turncoat.pc"
	assert_line --index 0 "prefix=/opt/tc"
	assert_line --index 1 'libdir=${prefix}/lib'
	assert_line --index 2 'includedir=${prefix}/include'
	assert_line "Version: $v"
	assert_line 'Libs: -L${libdir} -lturncoat'
	# A static link needs libcrypto too (commit_make's SHA-256).
	assert_line 'Libs.private: -pthread -lcrypto'

	# LIBDIR and INCDIR outside PREFIX are written as they are.
	run -0 make -s -C "$TOP" install DESTDIR="$d" PREFIX=/opt/tc \
	    LIBDIR=/opt/lib64 INCDIR=/opt/inc
	run -0 head -n 3 "$d/opt/lib64/pkgconfig/turncoat.pc"
	assert_output "prefix=/opt/tc
libdir=/opt/lib64
includedir=/opt/inc"
	run -0 make -s -C "$TOP" uninstall DESTDIR="$d" PREFIX=/opt/tc \
	    LIBDIR=/opt/lib64 INCDIR=/opt/inc

	# Nothing is left but directories: no file, no symbolic link.
	run -0 make -s -C "$TOP" uninstall DESTDIR="$d" PREFIX=/opt/tc
	run -0 find "$d" ! -type d
	assert_output ""
}

# The moves of two positions, worked out by hand:
#
# The start position in standard chess: 16 pawn moves and 4 knight moves.
START_MOVES='Na3 Nc3 Nf3 Nh3 a3 a4 b3 b4 c3 c4 d3 d4 e3 e4 f3 f4 g3 g4 h3 h4'
#
# k7/8/8/8/3n>4/8/8/3RK3 w in Allegiance Chess (spec 2.2): the grey black
# knight on d4 covers e2, so the king has d2, f1 and f2; the rook goes
# to a1 (check along the a-file), b1, c1, d2, d3, captures on d4 or
# challenges the knight there (R>d4: the knight turns white, no check).
GREY='k7/8/8/8/3n>4/8/8/3RK3 w - - 0 1'
GREY_MOVES='Kd2 Kf1 Kf2 R>d4 Ra1+ Rb1 Rc1 Rd2 Rd3 Rxd4'

# legal_moves PROGRAM: run the example program on both positions, and on
# an invalid one, and check what it prints.
legal_moves() {
	run -0 --separate-stderr sh -c '"$1" "$2" chess | sort | paste -sd " "' \
	    _ "$1" 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
	assert_output "$START_MOVES"
	assert_equal "$stderr" ""
	run -0 --separate-stderr sh -c '"$1" "$2" | sort | paste -sd " "' \
	    _ "$1" "$GREY"
	assert_output "$GREY_MOVES"
	assert_equal "$stderr" ""
	run -0 "$1" "$GREY" Allegiance
	assert_equal "${#lines[@]}" 10
	# Standard chess has no grey pieces: column 12 is the '>'.
	run -1 --separate-stderr "$1" "$GREY" chess
	assert_output ""
	assert_equal "$stderr" "legal-moves: 12: mark '>' is not used in standard chess (Allegiance Chess uses it: -V allegiance)"
	run -2 --separate-stderr "$1" "$GREY" shogi
	assert_equal "$stderr" "legal-moves: shogi: no such variant"
}

@test "examples/legal-moves.c builds with pkg-config against the installed shared library" {
	local d=$BATS_TEST_TMPDIR/root p=$BATS_TEST_TMPDIR/legal-moves
	local v flags
	v=$(version)
	run -0 make -s -C "$TOP" install DESTDIR="$d" PREFIX=/usr/local
	# The .pc file names /usr/local; the sysroot puts $d before its paths.
	export PKG_CONFIG_PATH=$d/usr/local/lib/pkgconfig PKG_CONFIG_SYSROOT_DIR=$d
	run -0 pkg-config --modversion turncoat
	assert_output "$v"
	# pkgconf ends its output with a space.
	run -0 pkg-config --cflags --libs turncoat
	assert_equal "${output% }" "-I$d/usr/local/include -L$d/usr/local/lib -lturncoat"
	flags=$output
	# The public header alone, strict C99, no warning.
	# shellcheck disable=SC2086 # the flags are words
	run -0 cc -std=c99 -pedantic -Wall -Wextra -Werror -o "$p" \
	    "$TOP/examples/legal-moves.c" $flags
	run -0 sh -c 'readelf -d "$1" | grep NEEDED' _ "$p"
	assert_output --partial "[libturncoat.so.${v%%.*}]"
	export LD_LIBRARY_PATH=$d/usr/local/lib
	run -0 sh -c 'ldd "$1" | grep libturncoat' _ "$p"
	assert_output --partial "=> $d/usr/local/lib/libturncoat.so.${v%%.*}"
	legal_moves "$p"
}

@test "examples/legal-moves.c builds against the installed static library" {
	local d=$BATS_TEST_TMPDIR/root p=$BATS_TEST_TMPDIR/legal-moves-static
	run -0 make -s -C "$TOP" install DESTDIR="$d" PREFIX=/usr/local
	export PKG_CONFIG_PATH=$d/usr/local/lib/pkgconfig PKG_CONFIG_SYSROOT_DIR=$d
	run -0 pkg-config --static --libs turncoat
	assert_equal "${output% }" "-L$d/usr/local/lib -lturncoat -pthread -lcrypto"
	# -Bstatic picks libturncoat.a over the .so beside it.
	# shellcheck disable=SC2046 # the flags are words
	run -0 cc -std=c99 -o "$p" "$TOP/examples/legal-moves.c" \
	    $(pkg-config --cflags turncoat) -Wl,-Bstatic \
	    $(pkg-config --static --libs-only-L --libs-only-l turncoat) \
	    -Wl,-Bdynamic $(pkg-config --static --libs-only-other turncoat)
	run -0 readelf -d "$p"
	refute_output --partial libturncoat
	legal_moves "$p"
}

# man_page DIR SECTION NAME: the first lines of the page as man(1) shows
# it from the tree DIR, without a pager, in a UTF-8 locale (the pages'
# diagrams hold chess glyphs, which the C locale's ASCII output cannot
# show: troff warns of each, on standard error, in among the lines).
man_page() {
	command -v man >/dev/null ||
	    fail "man is not installed (tests/setup-debian installs man-db)"
	LC_ALL=C.UTF-8 MANPAGER=cat PAGER=cat MANWIDTH=80 \
	    man -M "$1" "$2" "$3" | head -n 4
}

@test "man -M PREFIX/share/man finds the installed pages by section" {
	local p=$BATS_TEST_TMPDIR/prefix
	run -0 make -s -C "$TOP" install PREFIX="$p"
	# The title line names the page and its section on both sides; the
	# NAME section starts with the page's .Nm and .Nd.
	run -0 man_page "$p/share/man" 1 convert
	assert_line --index 0 --regexp '^CONVERT\(1\) +.* +CONVERT\(1\)$'
	# (The dash between them depends on the locale.)
	assert_line --index 2 --regexp '^ +convert .+ convert chess games and positions between notations$'
	run -0 man_page "$p/share/man" 5 afen
	assert_line --index 0 --regexp '^AFEN\(5\) +.* +AFEN\(5\)$'
	run -0 man_page "$p/share/man" 7 turncoat
	assert_line --index 0 --regexp '^TURNCOAT\(7\) +.* +TURNCOAT\(7\)$'
	run -0 make -s -C "$TOP" uninstall PREFIX="$p"
	run -0 find "$p" ! -type d
	assert_output ""
}

@test "PROGRAM_PREFIX=tc-: tc-convert and the others, their pages, their own names in messages" {
	local p=$BATS_TEST_TMPDIR/prefix t
	run -0 make -s -C "$TOP" install PREFIX="$p" PROGRAM_PREFIX=tc-
	for t in afen-validate movegen pgn-replay convert traitor-commit; do
		[ -x "$p/bin/tc-$t" ] || fail "missing bin/tc-$t"
		[ ! -e "$p/bin/$t" ] || fail "bin/$t is installed too"
		[ -f "$p/share/man/man1/tc-$t.1" ] || fail "missing man1/tc-$t.1"
		[ ! -e "$p/share/man/man1/$t.1" ] || fail "man1/$t.1 is installed too"
	done
	# The formats' pages keep their names: they name no program.
	[ -f "$p/share/man/man5/afen.5" ] && [ -f "$p/share/man/man7/turncoat.7" ]
	run -0 man_page "$p/share/man" 1 tc-convert
	assert_line --index 0 --regexp '^CONVERT\(1\) '

	# Each tool names itself as installed: the README's first example
	# (column 41 is the '>' after the white king) and convert's message
	# for a --to it does not know, with tc- before the names.
	PATH=$p/bin:$PATH
	run -1 --separate-stderr tc-afen-validate -e 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK>BNR w KQkq - 0 1'
	assert_output ""
	assert_equal "$stderr" "tc-afen-validate: <arg>:1:41: king on e1 with '>': a king is always pure"
	run -2 --separate-stderr tc-convert --to xml
	assert_equal "$stderr" "tc-convert: --to: 'xml' is not pgn, san, lan, uci, long, afen, fen, epd, json, text, svg or html"
	run -0 tc-movegen --version
	assert_output --regexp '^tc-movegen \(turncoat\) [0-9]+\.[0-9]+\.[0-9]+$'
	run -0 --separate-stderr sh -c 'echo "1. e4 e5 *" | tc-pgn-replay'
	[[ $stderr == "tc-pgn-replay: 1 game, 2 plies, 0 errors, 0 warnings, "* ]] ||
	    fail "summary: $stderr"
	run -0 tc-convert --help
	assert_line --index 0 --partial "usage: tc-convert --to "

	# Uninstalling with the same prefix leaves no file.
	run -0 make -s -C "$TOP" uninstall PREFIX="$p" PROGRAM_PREFIX=tc-
	run -0 find "$p" ! -type d
	assert_output ""
}
