/*
** Properties over positions from seeded random games of standard chess,
** Allegiance Chess and Neutral Subject Chess:
**   - make then unmake restores the position and hash exactly;
**   - the incremental hash equals the hash computed from scratch;
**   - canonical AFEN is idempotent (write, read, write gives the same);
**   - the SAN, LAN and coordinate texts of a position's moves are distinct,
**     and the SAN of every move reads back as that move;
**   - perft by make/unmake equals perft by copying positions.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "turncoat.h"

#define RANDOM_SEED 0x2545f4914f6cdd1dull
#include "random.h"

static const char *const starts[] = {
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
};

static uint64_t
perft_copy(const struct tc_pos *pos, int depth)
{
	struct tc_movelist ml;
	uint64_t n = 0;
	int i;

	move_legal(pos, &ml);
	if (depth <= 1)
		return (uint64_t)ml.n;
	for (i = 0; i < ml.n; i++) {
		struct tc_pos child = *pos;
		struct tc_undo u;

		pos_make(&child, ml.m[i], &u);
		n += perft_copy(&child, depth - 1);
	}
	return n;
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(a, b);
}

static void
check_texts(const struct tc_pos *pos, const struct tc_movelist *ml)
{
	static char text[TC_MAXMOVES][TC_MOVE_MAX];
	enum tc_notation form;
	int i;

	for (form = TC_SAN; form <= TC_UCI; form++) {
		for (i = 0; i < ml->n; i++)
			move_write(pos, ml->m[i], form, text[i]);
		qsort(text, (size_t)ml->n, sizeof(text[0]), cmp_str);
		for (i = 1; i < ml->n; i++)
			if (strcmp(text[i - 1], text[i]) == 0)
				fail(pos, "two moves written alike");
	}
}

static void
check_position(struct tc_pos *pos, int ply)
{
	struct tc_movelist ml;
	struct tc_pos saved = *pos, again;
	struct tc_diags d = { 0 };
	char a[TC_AFEN_MAX], b[TC_AFEN_MAX];
	int i;

	positions++;
	if (!pos_ok(pos))
		fail(pos, "invariants or hash broken");
	move_legal(pos, &ml);
	for (i = 0; i < ml.n; i++) {
		struct tc_undo u;

		pos_make(pos, ml.m[i], &u);
		if (pos->hash != pos_hash_full(pos))
			fail(&saved, "incremental hash differs after a move");
		if (pos->var == &tc_neutral) {
			/* Every neutral piece that attacks a recruited one
			** has been recruited: the reader checks it. */
			d.n = d.nerr = d.nwarn = 0;
			afen_write(pos, a, sizeof(a));
			if (afen_read(&again, pos->var, a, strlen(a), 0, &d,
			    NULL) != 0)
				fail(&saved, d.d[0].msg);
		}
		if (!pos_ok(pos))
			fail(&saved, "invariants broken after a move");
		pos_unmake(pos, ml.m[i], &u);
		if (memcmp(pos, &saved, sizeof(saved)) != 0)
			fail(&saved, "unmake did not restore the position");
	}
	afen_write(pos, a, sizeof(a));
	/*
	 * Read with every check of meaning: for Neutral Subject this checks
	 * that recruitment left no neutral piece attacking a recruited one.
	 */
	if (afen_read(&again, pos->var, a, strlen(a), 0, &d, NULL) != 0)
		fail(pos, d.n ? d.d[d.n - 1].msg :
		    "canonical AFEN does not read back");
	afen_write(&again, b, sizeof(b));
	if (strcmp(a, b) != 0 || again.hash != pos->hash)
		fail(pos, "canonical AFEN is not idempotent");
	for (i = 0; i < ml.n && ply % 4 == 0; i++) {
		char san[TC_MOVE_MAX];
		struct tc_diag md;
		tc_move m;

		move_write(pos, ml.m[i], TC_SAN, san);
		if (move_read(pos, san, strlen(san), &m, &md) < 0 ||
		    m != ml.m[i])
			fail(pos, "SAN does not read back as its move");
	}
	if (ply % 16 == 0) {
		check_texts(pos, &ml);
		if (perft(pos, 2) != perft_copy(pos, 2))
			fail(pos, "perft by make/unmake differs from copying");
		if (memcmp(pos, &saved, sizeof(saved)) != 0)
			fail(&saved, "perft changed the position");
	}
}

static void
random_game(const struct tc_variant *var, const char *start)
{
	struct tc_pos pos;
	struct tc_diags d = { 0 };
	struct tc_movelist ml;
	struct tc_undo u;
	int ply;

	if (afen_read(&pos, var, start, strlen(start), 0, &d, NULL) != 0) {
		printf("bad start %s\n", start);
		fails++;
		return;
	}
	for (ply = 0; ply < 160; ply++) {
		check_position(&pos, ply);
		if (move_legal(&pos, &ml) == 0)
			break;
		pos_make(&pos, ml.m[next() % (uint64_t)ml.n], &u);
	}
}

int
main(void)
{
	const struct tc_variant *vars[] = { &tc_chess, &tc_allegiance };
	int v, g;

	tc_init();
	for (v = 0; v < 2; v++)
		for (g = 0; g < 40; g++)
			random_game(vars[v], starts[g % 4]);
	/* Neutral Subject Chess from its start (spec 1). */
	for (g = 0; g < 40; g++)
		random_game(&tc_neutral, tc_neutral.start);
	printf("%d positions, %d failures\n", positions, fails);
	return fails != 0 || positions < 2000;
}
