/*
** The two engines against each other over positions from seeded random
** games of standard chess and Allegiance Chess:
**   - the bitboard and mailbox engines give the same set of legal moves;
**   - they agree on any_legal, checked (both sides), checkers, and
**     attacked (every square, both sides);
**   - the mailbox engine's pseudo-legal moves include every legal move,
**     and a pseudo-legal move is legal exactly when the mover's king is
**     not attacked after it.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "turncoat.h"

#define RANDOM_SEED 0x9e3779b97f4a7c15ull
#include "random.h"

static const char *const starts[] = {
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
};

static const struct tc_engine *bitboard, *mailbox;
static int
cmp_move(const void *a, const void *b)
{
	tc_move x = *(const tc_move *)a, y = *(const tc_move *)b;

	return x < y ? -1 : x > y;
}

static bool
contains(const tc_move *list, int n, tc_move m)
{
	return bsearch(&m, list, (size_t)n, sizeof(m), cmp_move) != NULL;
}

/* The same position on engine eng. */
static struct tc_pos
on(const struct tc_pos *pos, const struct tc_engine *eng)
{
	struct tc_pos p = *pos;

	pos_set_engine(&p, eng);
	return p;
}

static void
check_attacks(const struct tc_pos *bb, const struct tc_pos *mb)
{
	int side, sq;

	if (pos_checkers(bb) != pos_checkers(mb))
		fail(bb, "checkers differ");
	for (side = 0; side < 2; side++) {
		if (pos_checked(bb, side) != pos_checked(mb, side))
			fail(bb, "checked differs");
		for (sq = 0; sq < bb->var->geom->nsq; sq++)
			if (pos_attacked(bb, sq, side) !=
			    pos_attacked(mb, sq, side)) {
				fail(bb, "attacked differs");
				return;
			}
	}
	if (move_any_legal(bb) != move_any_legal(mb))
		fail(bb, "any_legal differs");
}

/* Every pseudo-legal move is legal iff it leaves the mover's king safe. */
static void
check_pseudo(const struct tc_pos *bb, const struct tc_movelist *legal)
{
	static tc_move ps[TC_MAXMOVES];
	int i, n = mailbox->pseudo(bb, ps);

	qsort(ps, (size_t)n, sizeof(ps[0]), cmp_move);
	for (i = 0; i < legal->n; i++)
		if (!contains(ps, n, legal->m[i]))
			fail(bb, "a legal move is not pseudo-legal");
	for (i = 0; i < n; i++) {
		struct tc_pos child = *bb;
		struct tc_undo u;
		bool safe;

		pos_make(&child, ps[i], &u);
		safe = !pos_in_check(&child, bb->turn);
		if (safe != contains(legal->m, legal->n, ps[i]))
			fail(bb, safe ? "a safe pseudo-legal move is not legal" :
			    "a legal move leaves the king attacked");
	}
}

/*
** Each engine's legal moves onto one square by one piece type are the
** legal moves (sorted in `legal`) with that square and type, for every
** square and type (TC_EMPTY: any).
*/
static void
check_legal_to(const struct tc_pos *pos, const struct tc_movelist *legal)
{
	static tc_move got[TC_MAXMOVES];
	int to, type, i, n, want;

	for (to = 0; to < pos->var->geom->nsq; to++)
		for (type = TC_EMPTY; type <= TC_KING; type++) {
			n = pos->eng->legal_to(pos, to, type, got);
			for (i = 0; i < n; i++)
				if (TC_TO(got[i]) != to || !contains(legal->m,
				    legal->n, got[i]) || (type != TC_EMPTY &&
				    TC_TYPE(pos->board[TC_FROM(got[i])]) !=
				    type))
					fail(pos, "legal_to gave a move it "
					    "should not");
			for (i = want = 0; i < legal->n; i++)
				want += TC_TO(legal->m[i]) == to &&
				    (type == TC_EMPTY || TC_TYPE(pos->board[
				    TC_FROM(legal->m[i])]) == type);
			if (n != want)
				fail(pos, "legal_to left out a legal move");
		}
}

static void
check_position(const struct tc_pos *pos)
{
	static struct tc_movelist a, b;
	struct tc_pos bb = on(pos, bitboard), mb = on(pos, mailbox);

	positions++;
	move_legal(&bb, &a);
	move_legal(&mb, &b);
	qsort(a.m, (size_t)a.n, sizeof(a.m[0]), cmp_move);
	qsort(b.m, (size_t)b.n, sizeof(b.m[0]), cmp_move);
	if (a.n != b.n || memcmp(a.m, b.m, sizeof(a.m[0]) * (size_t)a.n))
		fail(pos, "legal moves differ");
	check_attacks(&bb, &mb);
	check_pseudo(&bb, &a);
	/* Every square and type is slow: one position in eight. */
	if (positions % 8 == 0) {
		check_legal_to(&bb, &a);
		check_legal_to(&mb, &a);
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
	for (ply = 0; ply < 200; ply++) {
		check_position(&pos);
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
	bitboard = tc_engine_find("bitboard");
	mailbox = tc_engine_find("mailbox");
	if (bitboard != &tc_engine_bitboard || mailbox != &tc_engine_mailbox ||
	    tc_engine_find("sunfish") != NULL) {
		printf("tc_engine_find does not find the engines\n");
		return 1;
	}
	for (v = 0; v < 2; v++)
		for (g = 0; g < 100; g++)
			random_game(vars[v], starts[g % 5]);
	printf("%d positions, %d failures\n", positions, fails);
	return fails != 0 || positions < 10000;
}
