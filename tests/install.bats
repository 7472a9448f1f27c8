#!/usr/bin/env bats
# make install and make uninstall: every file in its place, and uninstall
# removes exactly what install put there.

bats_require_minimum_version 1.5.0

setup() {
	bats_load_library bats-support
	bats_load_library bats-assert
	TOP=${TC_TOP:-$BATS_TEST_DIRNAME/..}
	# Test the ordinary build even under "make check SANITIZE=1", whose
	# variables would reach this make through MAKEFLAGS and the
	# environment (make exports command-line variables to recipes).
	unset MAKEFLAGS MFLAGS MAKELEVEL SANITIZE
}

@test "install puts tools, man pages, library and header under DESTDIR/PREFIX" {
	d=$BATS_TEST_TMPDIR/root
	run -0 make -s -C "$TOP" install DESTDIR="$d" PREFIX=/opt/tc
	for f in bin/afen-validate bin/movegen lib/libturncoat.a \
	    include/turncoat.h share/man/man1/afen-validate.1 \
	    share/man/man1/movegen.1 share/man/man5/afen.5 \
	    share/man/man7/turncoat.7; do
		[ -f "$d/opt/tc/$f" ] || fail "missing $f"
	done
	run -0 "$d/opt/tc/bin/movegen" --version
	assert_output --partial "movegen (turncoat)"
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
	    "$d/usr/lib/libturncoat.a" -pthread
	run -0 "$BATS_TEST_TMPDIR/p"
	assert_output 8936
}
