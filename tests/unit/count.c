/*
** Perft's last ply counts moves without writing them (each engine's
** count hook, struct tc_engine): here the count is held against the
** number of moves the same engine lists, for every variant, every
** engine that plays it, over positions from seeded random games: each
** position of a game, and every position one move after it in one ply
** out of two.  Each game starts from the variant's start or from one
** of the positions below that the variant reads (pins along a rank
** over an en passant, promotions, castling with checks about).
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "turncoat.h"

#define RANDOM_SEED 0x2545f4914f6cdd1dull
#include "random.h"

static const char *const starts[] = {
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
	"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
	"8/8/8/2k5/3Pp3/8/8/4KQ2 b - d3 0 1",
	"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1",
	"8/pppppppp/8/8/8/8/PPPPPPPP/8 w - - 0 1",
};
#define NSTARTS	((int)(sizeof(starts) / sizeof(starts[0])))

static int pairs, counted;

/* count == legal for pos on engine eng, if eng has a count hook. */
static void
check_on(const struct tc_pos *pos, const struct tc_engine *eng)
{
	static tc_move list[TC_MAXMOVES];
	struct tc_pos p = *pos;
	char what[96];
	int n, c;

	if (eng->count == NULL || !pos_set_engine(&p, eng))
		return;
	n = eng->legal(&p, list);
	c = eng->count(&p);
	counted++;
	if (c != n) {
		snprintf(what, sizeof(what), "engine %s counts %d moves, "
		    "lists %d", eng->name, c, n);
		fail(&p, what);
	}
}

/* The count against the list on each engine that plays pos's variant. */
static void
check_position(const struct tc_pos *pos)
{
	positions++;
	check_on(pos, pos->var->engine);
	if (pos->var->engine != &tc_engine_bitboard &&
	    pos->var->geom->bitboard)
		check_on(pos, &tc_engine_bitboard);
	if (pos->var->engine != &tc_engine_mailbox &&
	    pos->var->geom == tc_geom_8x8)
		check_on(pos, &tc_engine_mailbox);
}

/* check_position() on pos and on every position one move after it. */
static void
check_children(const struct tc_pos *pos, const struct tc_movelist *ml)
{
	struct tc_undo u;
	int i;

	for (i = 0; i < ml->n; i++) {
		struct tc_pos child = *pos;

		pos_make(&child, ml->m[i], &u);
		check_position(&child);
	}
}

static bool
random_game(const struct tc_variant *var, const char *start)
{
	static struct tc_movelist ml;
	struct tc_pos pos;
	struct tc_diags d = { 0 };
	struct tc_undo u;
	int ply;

	if (afen_read(&pos, var, start, strlen(start), 0, &d, NULL) != 0)
		return false;
	for (ply = 0; ply < 160; ply++) {
		check_position(&pos);
		if (move_legal(&pos, &ml) <= 0)
			break;
		if (ply % 2 == 0)
			check_children(&pos, &ml);
		pos_make(&pos, ml.m[next() % (uint64_t)ml.n], &u);
	}
	return true;
}

static void
check_variant(const struct tc_variant *var, int games)
{
	int g, played = 0, s;

	pairs++;
	for (g = 0; g < games; g++) {
		/* Half the games from the start, the rest from the others. */
		if (g % 2 == 0 || NSTARTS == 0) {
			played += random_game(var, var->start);
			continue;
		}
		for (s = (g / 2) % NSTARTS; ; s = (s + 1) % NSTARTS) {
			if (random_game(var, starts[s])) {
				played++;
				break;
			}
			if (s == (g / 2 + NSTARTS - 1) % NSTARTS)
				break;	/* reads none of them */
		}
	}
	if (played == 0) {
		printf("%s: no game played\n", var->name);
		fails++;
	}
}

int
main(void)
{
	int v;

	tc_init();
	for (v = 0; tc_variants[v] != NULL; v++)
		check_variant(tc_variants[v], 16);
	for (v = 0; tc_variant_siblings[v] != NULL; v++)
		check_variant(tc_variant_siblings[v], 4);
	printf("%d variants and rule sets, %d positions, %d counts, "
	    "%d failures\n", pairs, positions, counted, fails);
	return fails != 0 || counted < 100000;
}
