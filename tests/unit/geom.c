/*
** The three geometries against their specs: square counts and names,
** the missing corners of the 10x10 board, the links of EN Chess's x0 and
** x9 (en-chess.md 1.2, every row of its table), pawn directions and home
** distances, and square names read back.
*/
#include <assert.h>
#include <stdio.h>
#include <string.h>
#include "turncoat.h"

static int
sq(const struct tc_geom *g, const char *name)
{
	size_t used;
	int s = geom_square_read(g, name, strlen(name), &used);

	if (s < 0 || used != strlen(name)) {
		fprintf(stderr, "%s: no square %s\n", g->name, name);
		assert(0);
	}
	return s;
}

/* The squares a ray from `from` in direction d passes, space-separated. */
static void
ray_text(const struct tc_geom *g, const char *from, int d, char *out)
{
	int s = sq(g, from);

	out[0] = '\0';
	while ((s = g->ray[s][d]) != TC_NOSQ) {
		if (out[0])
			strcat(out, " ");
		strcat(out, g->sqname[s]);
	}
}

static void
expect_ray(const struct tc_geom *g, const char *from, int d, const char *want)
{
	char got[256];

	ray_text(g, from, d, got);
	if (strcmp(got, want) != 0) {
		fprintf(stderr, "%s: ray from %s in direction %d: got '%s', "
		    "want '%s'\n", g->name, from, d, got, want);
		assert(0);
	}
}

/* Whether `to` is among the knight leaps of `from`. */
static bool
leaps(const struct tc_geom *g, const char *from, const char *to)
{
	const uint8_t *l = g->leap[sq(g, from)];
	int t = sq(g, to);

	for (; *l != TC_NOSQ; l++)
		if (*l == t)
			return true;
	return false;
}

static int
nleaps(const struct tc_geom *g, const char *from)
{
	const uint8_t *l = g->leap[sq(g, from)];
	int n = 0;

	while (l[n] != TC_NOSQ)
		n++;
	return n;
}

static void
test_8x8(void)
{
	const struct tc_geom *g = tc_geom_8x8;
	size_t used;

	assert(g->nsq == 64 && g->bitboard);
	/* a1 = 0 .. h8 = 63, rank by rank, as the bitboards number them. */
	assert(sq(g, "a1") == 0 && sq(g, "h1") == 7 && sq(g, "e4") == 28 &&
	    sq(g, "h8") == 63);
	assert(geom_square_read(g, "i1", 2, &used) == -1 && used == 0);
	assert(geom_square_read(g, "a9", 2, &used) == -1);
	assert(geom_square_read(g, "a0", 2, &used) == -1);
	assert(geom_square_read(g, "x0", 2, &used) == -1);
	/* "e10" on an 8x8 board reads "e1" and leaves the "0". */
	assert(geom_square_read(g, "e10", 3, &used) == sq(g, "e1") &&
	    used == 2);
	expect_ray(g, "a1", TC_NE, "b2 c3 d4 e5 f6 g7 h8");
	expect_ray(g, "d4", TC_W, "c4 b4 a4");
	assert(nleaps(g, "a1") == 2 && leaps(g, "a1", "b3") &&
	    leaps(g, "a1", "c2"));
	assert(nleaps(g, "d4") == 8);
	/* White pawns go north and capture NE/NW; Black the other way. */
	assert(g->fwd[TC_WHITE] == TC_N && g->fwd[TC_BLACK] == TC_S);
	assert(g->rel[TC_WHITE][sq(g, "e2")] == 1 &&
	    g->rel[TC_BLACK][sq(g, "e7")] == 1 &&
	    g->rel[TC_BLACK][sq(g, "e1")] == 7);
}

static void
test_en(void)
{
	const struct tc_geom *g = tc_geom_en;
	char name[8];

	assert(g->nsq == 66 && !g->bitboard);
	assert(geom_square_name(g, sq(g, "x0"), name) == 2 &&
	    strcmp(name, "x0") == 0);
	assert(g->file[sq(g, "x9")] == -1 && g->rank[sq(g, "x9")] == -1);
	/* Rays entering the x squares end there (1.2 and 1.3). */
	expect_ray(g, "a4", TC_SE, "b3 c2 d1 x0");
	expect_ray(g, "h4", TC_SW, "g3 f2 e1 x0");
	expect_ray(g, "a5", TC_NE, "b6 c7 d8 x9");
	expect_ray(g, "h5", TC_NW, "g6 f7 e8 x9");
	/* Rays leaving them. */
	expect_ray(g, "x0", TC_NW, "d1 c2 b3 a4");
	expect_ray(g, "x0", TC_NE, "e1 f2 g3 h4");
	expect_ray(g, "x9", TC_SW, "d8 c7 b6 a5");
	expect_ray(g, "x9", TC_SE, "e8 f7 g6 h5");
	/* No other ray leaves them, and no orthogonal line reaches them (1.4). */
	expect_ray(g, "x0", TC_N, "");
	expect_ray(g, "x0", TC_SE, "");
	expect_ray(g, "x9", TC_S, "");
	expect_ray(g, "d1", TC_S, "");
	expect_ray(g, "e8", TC_N, "");
	/* One step: x0 touches d1 and e1 only; x9 d8 and e8. */
	assert(g->ray[sq(g, "d1")][TC_SE] == sq(g, "x0") &&
	    g->ray[sq(g, "e1")][TC_SW] == sq(g, "x0"));
	expect_ray(g, "c1", TC_SE, "");
	expect_ray(g, "f1", TC_SW, "");
	/* Knight leaps, both ways. */
	assert(nleaps(g, "x0") == 4 && leaps(g, "x0", "c1") &&
	    leaps(g, "x0", "d2") && leaps(g, "x0", "e2") &&
	    leaps(g, "x0", "f1"));
	assert(nleaps(g, "x9") == 4 && leaps(g, "x9", "c8") &&
	    leaps(g, "x9", "d7") && leaps(g, "x9", "e7") &&
	    leaps(g, "x9", "f8"));
	assert(leaps(g, "d2", "x0") && leaps(g, "f8", "x9"));
	/* d2 has its 6 board leaps plus x0. */
	assert(nleaps(g, "d2") == 7);
	/* Pawn captures onto x0 from d1/e1 for Black, x9 from d8/e8 for White. */
	assert(g->ray[sq(g, "d1")][g->capdir[TC_BLACK][0]] == sq(g, "x0") ||
	    g->ray[sq(g, "d1")][g->capdir[TC_BLACK][1]] == sq(g, "x0"));
	assert(g->ray[sq(g, "e8")][g->capdir[TC_WHITE][0]] == sq(g, "x9") ||
	    g->ray[sq(g, "e8")][g->capdir[TC_WHITE][1]] == sq(g, "x9"));
	assert(g->rel[TC_WHITE][sq(g, "x0")] == 0xff);
}

static void
test_ca(void)
{
	const struct tc_geom *g = tc_geom_ca;
	size_t used;
	char name[8];

	assert(g->nsq == 96 && !g->bitboard);
	/* The corners do not exist (1.1). */
	assert(geom_square_read(g, "a1", 2, &used) == -1);
	assert(geom_square_read(g, "j1", 2, &used) == -1);
	assert(geom_square_read(g, "a10", 3, &used) == -1);
	assert(geom_square_read(g, "j10", 3, &used) == -1);
	assert(geom_square_read(g, "k5", 2, &used) == -1);
	assert(geom_square_read(g, "c11", 3, &used) == sq(g, "c1") &&
	    used == 2);
	assert(sq(g, "b1") == 0 && sq(g, "i1") == 7 && sq(g, "a2") == 8 &&
	    sq(g, "i10") == 95);
	assert(geom_square_name(g, sq(g, "c10"), name) == 3 &&
	    strcmp(name, "c10") == 0);
	/* Rays stop before a missing corner. */
	expect_ray(g, "a5", TC_S, "a4 a3 a2");
	expect_ray(g, "b2", TC_SW, "");
	expect_ray(g, "c3", TC_SW, "b2");
	expect_ray(g, "e1", TC_W, "d1 c1 b1");
	/* c2 leaps to a3 b4 d4 e3 e1, not to the missing a1. */
	assert(nleaps(g, "c2") == 5 && leaps(g, "c2", "a3"));
	/* Each player moves away from its own edge (table 1.2). */
	assert(g->fwd[TC_SOUTH] == TC_N && g->fwd[TC_WEST] == TC_E &&
	    g->fwd[TC_NORTH] == TC_S && g->fwd[TC_EAST] == TC_W);
	/* Double steps from rank 2, file b, rank 9, file i. */
	assert(g->rel[TC_SOUTH][sq(g, "e2")] == 1 &&
	    g->rel[TC_WEST][sq(g, "b5")] == 1 &&
	    g->rel[TC_NORTH][sq(g, "e9")] == 1 &&
	    g->rel[TC_EAST][sq(g, "i5")] == 1);
	/* Promotion edges: rank 10, file j, rank 1, file a. */
	assert(g->rel[TC_SOUTH][sq(g, "e10")] == 9 &&
	    g->rel[TC_WEST][sq(g, "j5")] == 9 &&
	    g->rel[TC_NORTH][sq(g, "e1")] == 9 &&
	    g->rel[TC_EAST][sq(g, "a5")] == 9);
}

int
main(void)
{
	tc_init();
	test_8x8();
	test_en();
	test_ca();
	return 0;
}
