/*
** legal-moves: print the legal moves of a position in SAN, one per line,
** in the order the library generates them.  A program that uses
** libturncoat as any other program would, through lib/turncoat.h alone:
**
**	cc $(pkg-config --cflags turncoat) -o legal-moves legal-moves.c \
**	    $(pkg-config --libs turncoat)
**	./legal-moves 'k7/8/8/8/3n>4/8/8/3RK3 w - - 0 1' allegiance
**
** The variant is a -V name or a PGN name ("chess", "Allegiance"); it
** defaults to Allegiance Chess, as the tools' does for a position.  Exits
** 0, 1 when the position is invalid (each error on standard error with
** its column), or 2 for a usage or output error.
*/
#include <stdio.h>
#include <string.h>

#include <turncoat.h>

int
main(int argc, char *argv[])
{
	static struct tc_movelist ml;
	const struct tc_variant *var;
	struct tc_diags d = { 0 };
	struct tc_pos pos;
	char san[TC_MOVE_MAX];
	int i;

	if (argc < 2 || argc > 3) {
		fprintf(stderr, "usage: legal-moves position [variant]\n");
		return 2;
	}
	tc_init();
	var = tc_variant_find(argc == 3 ? argv[2] : "allegiance");
	if (var == NULL) {
		fprintf(stderr, "legal-moves: %s: no such variant\n", argv[2]);
		return 2;
	}
	if (afen_read(&pos, var, argv[1], strlen(argv[1]), 0, &d, NULL) > 0) {
		for (i = 0; i < d.n; i++)
			if (!d.d[i].warning)
				fprintf(stderr, "legal-moves: %d: %s\n",
				    d.d[i].col, d.d[i].msg);
		return 1;
	}
	move_legal(&pos, &ml);
	for (i = 0; i < ml.n; i++) {
		move_write(&pos, ml.m[i], TC_SAN, san);
		puts(san);
	}
	return fflush(stdout) != 0 || ferror(stdout) ? 2 : 0;
}
