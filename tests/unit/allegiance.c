/*
** Allegiance Chess rules, one hand-made position per rule of spec 2-4.
** Every count below was derived by hand before the generator was run; the
** comment of each case gives the derivation.  For each case the test
** checks the number of legal moves, makes the named move, compares the
** AFEN and SAN, checks the reply count, and takes the move back.
*/
#include <stdio.h>
#include <string.h>
#include "turncoat.h"

struct rulecase {
	const char *rule;
	const char *afen;
	int moves;		/* legal moves in afen */
	const char *uci;	/* the move to make */
	const char *san;	/* its SAN */
	const char *after;	/* AFEN after it */
	int replies;		/* legal moves after it */
};

static const struct rulecase cases[] = {
	/*
	 * Ke1: d2 f1 f2 (d1 own rook, e2 attacked by Nd4) = 3.  Rd1: d2 d3
	 * xd4, c1 b1 a1 = 6.  Challenge Rd1>d4 = 1.  Total 10.  The grey
	 * knight turns white (N>).  Black then has Ka8: a7 b7 b8 = 3.
	 */
	{ "grey piece turned by one challenge",
	  "k7/8/8/8/3n>4/8/8/3RK3 w - - 0 1", 10,
	  "d1>d4", "R>d4", "k7/8/8/8/3N>4/8/8/3RK3 b - - 1 1", 3 },
	/*
	 * The same with a pure knight: 10 moves; the challenge only greys
	 * it.  Black then has Ka8 (3) and the knight's 8 squares = 11.
	 */
	{ "pure piece greyed",
	  "k7/8/8/8/3n4/8/8/3RK3 w - - 0 1", 10,
	  "d1>d4", "R>d4", "k7/8/8/8/3n>4/8/8/3RK3 b - - 1 1", 11 },
	/*
	 * Ke1: d1 d2 f2 (e2, f1 on the b5 bishop's diagonal) = 3.  Rb1: b2
	 * b3 b4 xb5 a1 c1 d1 = 7.  Challenge = 1.  Total 11.  The bishop
	 * turns white and checks e8 through c6-d7: conversion check.  Black:
	 * Kd8 Ke7 Kf7 Kf8 (d7 attacked) = 4.
	 */
	{ "conversion check",
	  "4k3/8/8/1b>6/8/8/8/1R2K3 w - - 0 1", 11,
	  "b1>b5", "R>b5+", "4k3/8/8/1B>6/8/8/8/1R2K3 b - - 1 1", 4 },
	/*
	 * The knight e3 is pinned by the e8 rook: it cannot move but may
	 * challenge d5.  Ke1: d1 d2 e2 f1 f2 = 5.  Total 6 (5 in chess).
	 * Black then: Ka8 a7 b7 b8 (3), Re8 e7-e4 (4) + d8 c8 b8 f8 g8 h8
	 * (6) + xe3 (1) + challenge e3 (1), pawn d4 (1) = 16.
	 */
	{ "pinned challenger",
	  "k3r3/8/8/3p4/8/4N3/8/4K3 w - - 0 1", 6,
	  "e3>d5", "N>d5", "k3r3/8/8/3p>4/8/4N3/8/4K3 b - - 1 1", 16 },
	/*
	 * Check from the grey rook e5.  Ke1: d1 d2 f1 f2 = 4; Rxe5 = 1; the
	 * challenge turns the only checker = 1.  Total 6.  Black then: Kh8
	 * g8 g7 h7 = 3.
	 */
	{ "challenge answers check by turning the checker",
	  "7k/8/8/R3r>3/8/8/8/4K3 w - - 0 1", 6,
	  "a5>e5", "R>e5", "7k/8/8/R3R>3/8/8/8/4K3 b - - 1 1", 3 },
	/*
	 * The same with a pure rook: a challenge would only grey it, and
	 * the check would remain, so it is illegal.  Ke1 4 + Rxe5 = 5.
	 */
	{ "challenge that cannot answer check",
	  "7k/8/8/R3r3/8/8/8/4K3 w - - 0 1", 5,
	  "a5e5", "Rxe5", "7k/8/8/4R3/8/8/8/4K3 b - - 0 1", 3 },
	/*
	 * Ke1: d1 d2 e2 f1 f2 + O-O = 6.  R>h1: h2-h8 (7) + g1 f1 = 9.
	 * Total 15.  Castling keeps the rook's allegiance: R> lands on f1.
	 * Black then: Ka8 a7 b7 b8 = 3.
	 */
	{ "castling with a grey rook",
	  "k7/8/8/8/8/8/8/4K2R> w K - 0 1", 15,
	  "e1g1", "O-O", "k7/8/8/8/8/8/8/5R>K1 b - - 1 1", 3 },
	/*
	 * Ka8: a7 b7 b8 = 3.  Be4: d5 c6 b7, f5 g6 h7, d3 c2 b1, f3 g2 xh1
	 * = 12.  Challenge h1 = 1.  Total 16.  The rook only turns grey: the
	 * right K stays.  White then: Ke1 d1 d2 e2 f1 f2 + O-O (6; g1 is
	 * not on the bishop's diagonal), R>h1 h2-h8 (7), g1 f1 (2) = 15.
	 */
	{ "right kept when the corner rook only turns grey",
	  "k7/8/8/8/4b3/8/8/4K2R b K - 0 1", 16,
	  "e4>h1", "B>h1", "k7/8/8/8/4b3/8/8/4K2R> w K - 1 2", 15 },
	/*
	 * The second challenge turns the rook black, and the right K is
	 * lost.  White is then in check from r>h1 along rank 1; d1 and f1
	 * stay on the rook's rank, so Kd2 Ke2 Kf2 = 3.
	 */
	{ "right lost when the corner rook changes side",
	  "k7/8/8/8/4b3/8/8/4K2R> b K - 0 1", 16,
	  "e4>h1", "B>h1+", "k7/8/8/8/4b3/8/8/4K2r> w - - 1 2", 3 },
	/*
	 * b1 is attacked by the a3 knight but only needs to be empty.
	 * Ke1: d1 d2 e2 f1 f2 + O-O-O = 6.  Ra1: a2 xa3 b1 c1 d1 = 5.
	 * Challenge a3 = 1.  Total 12.  Black then: Kh8 g8 g7 h7 (3),
	 * Na3 b1 b5 c2 c4 (4) = 7.
	 */
	{ "queen-side castling with b1 attacked",
	  "7k/8/8/8/8/n7/8/R3K3 w Q - 0 1", 12,
	  "e1c1", "O-O-O", "7k/8/8/8/8/n7/8/2KR4 b - - 1 1", 7 },
	/*
	 * A converted (grey white) pawn on d2 moves up and double-steps:
	 * d3 d4 = 2; Ke1 d1 e2 f1 f2 = 4.  Total 6.  After d4 the e.p.
	 * square is written.  Black then: Ka8 a7 b7 b8 = 3.
	 */
	{ "converted pawn double-steps from its new side's rank",
	  "k7/8/8/8/8/8/3P>4/4K3 w - - 0 1", 6,
	  "d2d4", "d4", "k7/8/8/8/3P>4/8/8/4K3 b - d3 0 1", 3 },
	/*
	 * A grey black pawn on d3 moves down (d2) and has no double step
	 * from rank 3.  Ke8: d8 d7 e7 f7 f8 = 5.  Total 6.  d2 attacks e1:
	 * check.  White then: Kd1 Kxd2 Ke2 Kf1 Kf2 (d2 defended by nothing)
	 * = 5, and K>d2, which turns the grey checker = 6.
	 */
	{ "converted pawn moves in its new side's direction",
	  "4k3/8/8/8/8/3p>4/8/4K3 b - - 0 1", 6,
	  "d3d2", "d2+", "4k3/8/8/8/8/8/3p>4/4K3 w - - 0 2", 6 },
	/*
	 * A converted pawn promotes on its new side's last rank and the
	 * new piece keeps the allegiance: d8=Q/R/B/N = 4, Ke1 5.  Total 9.
	 * Q>d8 checks a8 along rank 8.  Black then: Ka7 Kb7 (b8 on the
	 * queen's rank) = 2.
	 */
	{ "converted pawn promotes keeping its allegiance",
	  "k7/3P>4/8/8/8/8/8/4K3 w - - 0 1", 9,
	  "d7d8q", "d8=Q+", "k2Q>4/8/8/8/8/8/8/4K3 b - - 0 1", 2 },
	/*
	 * d7 pushes to d8 (4 promotions), takes c8 (4 promotions), or
	 * challenges c8 without promoting (1); Ke1 5.  Total 14.  Black
	 * then: Kh8 g8 g7 h7 (3), r>c8: c7-c1 (7), b8 a8, d8 e8 f8 g8 (6)
	 * = 16.
	 */
	{ "challenge onto the promotion rank",
	  "2r4k/3P4/8/8/8/8/8/4K3 w - - 0 1", 14,
	  "d7>c8", "d>c8", "2r>4k/3P4/8/8/8/8/8/4K3 b - - 1 1", 16 },
	/*
	 * A converted pawn e5 takes en passant: e6, exd6 = 2; Ke1 5.  Total
	 * 7.  There is no en passant challenge.  Black then: Kd8 Kd7 Kf7 Kf8
	 * (the pawn d6 attacks e7) = 4.
	 */
	{ "en passant by a converted pawn",
	  "4k3/8/8/3pP>3/8/8/8/4K3 w - d6 0 2", 7,
	  "e5d6", "exd6", "4k3/8/3P>4/8/8/8/8/4K3 b - - 0 2", 4 },
};

static int
find_move(const struct tc_pos *pos, const char *uci, tc_move *out)
{
	struct tc_movelist ml;
	char buf[TC_MOVE_MAX];
	int i;

	move_legal(pos, &ml);
	for (i = 0; i < ml.n; i++) {
		move_write(pos, ml.m[i], TC_UCI, buf);
		if (strcmp(buf, uci) == 0) {
			*out = ml.m[i];
			return 1;
		}
	}
	return 0;
}

static int
run_case(const struct rulecase *c)
{
	struct tc_pos pos;
	struct tc_diags d = { 0 };
	struct tc_movelist ml;
	struct tc_undo u;
	char buf[TC_AFEN_MAX], san[TC_MOVE_MAX];
	tc_move m;
	int fails = 0, n;

	if (afen_read(&pos, &tc_allegiance, c->afen, strlen(c->afen), 0, &d,
	    NULL) != 0) {
		printf("%s: invalid AFEN: %s\n", c->rule, d.d[0].msg);
		return 1;
	}
	if ((n = move_legal(&pos, &ml)) != c->moves) {
		printf("%s: %d moves, expected %d\n", c->rule, n, c->moves);
		fails++;
	}
	if (!find_move(&pos, c->uci, &m)) {
		printf("%s: move %s not found\n", c->rule, c->uci);
		return fails + 1;
	}
	move_write(&pos, m, TC_SAN, san);
	if (strcmp(san, c->san) != 0) {
		printf("%s: SAN %s, expected %s\n", c->rule, san, c->san);
		fails++;
	}
	pos_make(&pos, m, &u);
	afen_write(&pos, buf, sizeof(buf));
	if (strcmp(buf, c->after) != 0) {
		printf("%s: after %s: %s, expected %s\n", c->rule, c->uci, buf,
		    c->after);
		fails++;
	}
	if (!pos_ok(&pos)) {
		printf("%s: invariants broken after %s\n", c->rule, c->uci);
		fails++;
	}
	if ((n = move_legal(&pos, &ml)) != c->replies) {
		printf("%s: %d replies, expected %d\n", c->rule, n, c->replies);
		fails++;
	}
	pos_unmake(&pos, m, &u);
	afen_write(&pos, buf, sizeof(buf));
	if (strcmp(buf, c->afen) != 0 || !pos_ok(&pos)) {
		printf("%s: unmake gave %s\n", c->rule, buf);
		fails++;
	}
	return fails;
}

int
main(void)
{
	size_t i;
	int fails = 0;

	tc_init();
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		fails += run_case(&cases[i]);
	printf("%d checks failed\n", fails);
	return fails != 0;
}
