/*
** Reading moves: every move written in SAN, LAN and coordinate form reads
** back as itself (over random games of both variants), and a table of
** the lenient forms of notation.md 1.2 and of each kind of error; the
** engine's pseudo-legal moves hold the legal ones and differ from them
** only by moves that leave the king attacked.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "turncoat.h"
#include "internal.h"

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

struct readcase {
	const struct tc_variant *var;
	const char *afen;
	const char *text;
	int result;
	const char *want;	/* the move in coordinates, or the message */
};

static const struct readcase cases[] = {
	{ &tc_chess, START, "e4", TC_READ_OK, "e2e4" },
	{ &tc_chess, START, "Pe4", TC_READ_OK, "e2e4" },
	{ &tc_chess, START, "e2-e4", TC_READ_OK, "e2e4" },
	{ &tc_chess, START, "e2e4", TC_READ_OK, "e2e4" },
	{ &tc_chess, START, "Ng1f3", TC_READ_OK, "g1f3" },
	{ &tc_chess, START, "Ng1-f3", TC_READ_OK, "g1f3" },
	{ &tc_chess, START, "Nf3!?", TC_READ_OK, "g1f3" },
	{ &tc_chess, START, "Nf3+", TC_READ_WARN,
	  "wrong mark '+': the move is Nf3" },
	{ &tc_chess, START, "Nxf3", TC_READ_WARN,
	  "capture mark on Nf3, which captures nothing" },
	{ &tc_chess, START, "e5", TC_READ_ILLEGAL,
	  "no white pawn can reach e5: the pawn on e2 moves to e3 or e4" },
	{ &tc_chess, START, "Nd2", TC_READ_ILLEGAL,
	  "no white knight can reach d2: d2 holds White's own pawn" },
	{ &tc_chess, START, "Zf3", TC_READ_SYNTAX,
	  "expected a move such as e4, Nf3, exd5, O-O or e2e4" },
	{ &tc_chess, START, "--", TC_READ_NULL, "0000" },
	{ &tc_chess, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "0-0",
	  TC_READ_OK, "e1g1" },
	{ &tc_chess, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "0-0-0",
	  TC_READ_OK, "e1c1" },
	{ &tc_chess, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1",
	  TC_READ_OK, "e1g1" },
	{ &tc_chess, "4k3/8/8/8/8/8/8/R3K2R w - - 0 1", "O-O",
	  TC_READ_ILLEGAL, "White's kingside right is gone" },
	/* Disambiguation and ambiguity. */
	{ &tc_chess, "4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "Rd1",
	  TC_READ_AMBIGUOUS, "ambiguous: Rad1 or Rhd1" },
	{ &tc_chess, "4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "Rhd1",
	  TC_READ_OK, "h1d1" },
	/* Captures, en passant, promotions. */
	{ &tc_chess, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "exd6",
	  TC_READ_OK, "e5d6" },
	{ &tc_chess, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "exd6 e.p.",
	  TC_READ_OK, "e5d6" },
	{ &tc_chess, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "exd6e.p.",
	  TC_READ_OK, "e5d6" },
	{ &tc_chess, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "exd6ep",
	  TC_READ_OK, "e5d6" },
	{ &tc_chess, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e:d6",
	  TC_READ_OK, "e5d6" },
	{ &tc_chess, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5xd6 e.p.",
	  TC_READ_OK, "e5d6" },
	{ &tc_chess, "2n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8=Q",
	  TC_READ_OK, "b7b8q" },
	{ &tc_chess, "2n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8Q",
	  TC_READ_OK, "b7b8q" },
	{ &tc_chess, "2n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8(N)",
	  TC_READ_OK, "b7b8n" },
	{ &tc_chess, "2n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8/R",
	  TC_READ_OK, "b7b8r" },
	{ &tc_chess, "2n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "bxc8=B+",
	  TC_READ_WARN, "wrong mark '+': the move is bxc8=B" },
	{ &tc_chess, "2n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7c8=N",
	  TC_READ_OK, "b7c8n" },
	{ &tc_chess, "2n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7b8b",
	  TC_READ_OK, "b7b8b" },
	{ &tc_chess, "2n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b8",
	  TC_READ_ILLEGAL, "promotion piece missing: expected b8=Q, =R, =B "
	  "or =N" },
	{ &tc_chess, "2n1k3/8/1P6/8/8/8/8/4K3 w - - 0 1", "b8",
	  TC_READ_ILLEGAL, "no white pawn can reach b8: a pawn steps two "
	  "squares only from its starting line, and b6 is not on it" },
	{ &tc_chess, START, "e>d5", TC_READ_ILLEGAL,
	  "a challenge ('>') is a move of Allegiance Chess, not of standard "
	  "chess: give the game a Variant tag or -V" },
	/* e.p. lands behind the pawn taken (d6): the pawn on e5 never goes
	** to d5. */
	{ &tc_chess, "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2", "exd5e.p.",
	  TC_READ_ILLEGAL, "no white pawn can reach d5: the pawn on e5 "
	  "captures on d6 or f6 only" },
	/* Mate marks: ++ and # both mean mate. */
	{ &tc_chess, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "Ra8++",
	  TC_READ_OK, "a1a8" },
	{ &tc_chess, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "Ra8#",
	  TC_READ_OK, "a1a8" },
	{ &tc_chess, "4k3/8/8/8/8/8/8/4K2R w - - 0 1", "Rh8++",
	  TC_READ_WARN, "wrong mark '++': the move is Rh8+" },
	/* A double check may be written "++"; a single one may not. */
	{ &tc_chess, "7k/8/8/8/8/8/7N/4K2R w - - 0 1", "Ng4++",
	  TC_READ_WARN, "wrong mark '++': the move is Ng4+" },
	{ &tc_chess, "6k1/8/8/8/6N1/8/8/4K1R1 w - - 0 1", "Nh6++",
	  TC_READ_OK, "g4h6" },
	{ &tc_chess, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "Ra8+",
	  TC_READ_WARN, "wrong mark '+': the move is Ra8#" },
	/* Why a move is illegal. */
	{ &tc_chess, "4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1", "Nc3",
	  TC_READ_ILLEGAL, "the white knight on e2 is pinned" },
	{ &tc_chess, "4k3/8/8/8/8/8/8/r3K2N w - - 0 1", "Ng3",
	  TC_READ_ILLEGAL,
	  "the white knight on h1 to g3 does not answer the check "
	  "from Black's rook on a1" },
	{ &tc_chess, "4k3/8/8/8/8/8/r7/4K3 w - - 0 1", "Kd2",
	  TC_READ_ILLEGAL, "the white king cannot go to d2: it would be in check" },
	/* Pins and checks, explained from the pseudo-legal moves. */
	{ &tc_chess, "4k3/8/8/KPp4r/8/8/8/8 w - c6 0 2", "bxc6",
	  TC_READ_ILLEGAL, "the white pawn on b5 is pinned" },
	{ &tc_chess, "4k3/8/8/KPp4r/8/8/8/8 w - c6 0 2", "b5c6 e.p.",
	  TC_READ_ILLEGAL, "the white pawn on b5 is pinned" },
	{ &tc_chess, "4k3/8/8/b7/8/8/3P4/4K3 w - - 0 1", "d4",
	  TC_READ_ILLEGAL, "the white pawn on d2 is pinned" },
	{ &tc_chess, "4k3/8/8/b7/8/8/3P4/4K3 w - - 0 1", "d2-d3",
	  TC_READ_ILLEGAL, "the white pawn on d2 is pinned" },
	{ &tc_chess, "4k3/8/8/8/8/8/P7/r3K3 w - - 0 1", "a3",
	  TC_READ_ILLEGAL,
	  "the white pawn on a2 to a3 does not answer the check "
	  "from Black's rook on a1" },
	{ &tc_chess, "4k3/8/8/8/8/8/P7/r3K3 w - - 0 1", "a4",
	  TC_READ_ILLEGAL,
	  "the white pawn on a2 to a4 does not answer the check "
	  "from Black's rook on a1" },
	/* In check and pinned by another piece: the pin is the reason. */
	{ &tc_chess, "4k3/8/8/8/1b6/8/3N4/r3K3 w - - 0 1", "Nb1",
	  TC_READ_ILLEGAL, "the white knight on d2 is pinned" },
	{ &tc_chess, "4k3/8/8/8/1b6/8/3N4/1r2K3 w - - 0 1", "Nxb1",
	  TC_READ_ILLEGAL, "the white knight on d2 is pinned" },
	{ &tc_chess, "4k3/8/8/8/1b6/8/3N4/1r2K3 w - - 0 1", "Nf3",
	  TC_READ_ILLEGAL, "the white knight on d2 is pinned" },
	{ &tc_chess, "4k3/8/8/8/8/8/8/1r2K1N1 w - - 0 1", "Nf3",
	  TC_READ_ILLEGAL,
	  "the white knight on g1 to f3 does not answer the check "
	  "from Black's rook on b1" },
	{ &tc_chess, "4k3/8/8/8/8/8/8/1r2K1N1 w - - 0 1", "Kd1",
	  TC_READ_ILLEGAL,
	  "the white king cannot go to d1: it would be in check" },
	{ &tc_chess, "4k3/8/8/8/8/8/8/1r2K1N1 w - - 0 1", "Nf4",
	  TC_READ_ILLEGAL, "no white knight can reach f4: White's knight on g1 "
	  "does not move to f4" },
	{ &tc_chess, "4k3/8/8/8/8/8/8/1r2K1N1 w - - 0 1", "Kc3",
	  TC_READ_ILLEGAL, "no white king can reach c3: White's king on e1 does not "
	  "move to c3" },
	{ &tc_chess, "4k3/8/8/8/8/8/8/1r2K1N1 w - - 0 1", "O-O-O",
	  TC_READ_ILLEGAL, "White's queenside right is gone: the rook has "
	  "left a1" },
	/* Ambiguity lists every candidate; promotion pieces are asked for. */
	{ &tc_chess, "4k3/8/8/8/8/2N3N1/8/4K3 w - - 0 1", "Ne2",
	  TC_READ_AMBIGUOUS, "ambiguous: Nce2 or Nge2" },
	{ &tc_chess, "4k3/8/8/8/1Q1Q4/8/1Q6/4K3 w - - 0 1", "Qc3",
	  TC_READ_AMBIGUOUS, "ambiguous: Q2c3 or Qb4c3 or Qdc3" },
	{ &tc_chess, "2n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "bxc8",
	  TC_READ_ILLEGAL, "promotion piece missing: expected c8=Q, =R, =B "
	  "or =N" },
	{ &tc_chess, "2n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7c8",
	  TC_READ_ILLEGAL, "promotion piece missing: expected c8=Q, =R, =B "
	  "or =N" },
	{ &tc_chess, START, "e9", TC_READ_SYNTAX,
	  "expected a move such as e4, Nf3, exd5, O-O or e2e4" },
	{ &tc_chess, START, "e10", TC_READ_SYNTAX,
	  "expected a move such as e4, Nf3, exd5, O-O or e2e4" },
	{ &tc_chess, START, "i3", TC_READ_SYNTAX,
	  "expected a move such as e4, Nf3, exd5, O-O or e2e4" },
	/* Allegiance: challenges and the capture-or-challenge ambiguity. */
	{ &tc_allegiance, "k7/8/8/8/3n4/8/8/3RK3 w - - 0 1", "R>d4",
	  TC_READ_OK, "d1>d4" },
	{ &tc_allegiance, "k7/8/8/8/3n4/8/8/3RK3 w - - 0 1", "Rd1>d4",
	  TC_READ_OK, "d1>d4" },
	{ &tc_allegiance, "k7/8/8/8/3n4/8/8/3RK3 w - - 0 1", "d1>d4",
	  TC_READ_OK, "d1>d4" },
	{ &tc_allegiance, "k7/8/8/8/3n4/8/8/3RK3 w - - 0 1", "Rxd4",
	  TC_READ_OK, "d1d4" },
	{ &tc_allegiance, "k7/8/8/8/3n4/8/8/3RK3 w - - 0 1", "Rd4",
	  TC_READ_AMBIGUOUS,
	  "ambiguous between capture and challenge: Rxd4 or R>d4" },
	/* Long algebraic's hyphen says no more than a bare move. */
	{ &tc_allegiance, "k7/8/8/8/3n4/8/8/3RK3 w - - 0 1", "Rd1-d4",
	  TC_READ_AMBIGUOUS,
	  "ambiguous between capture and challenge: Rxd4 or R>d4" },
	{ &tc_allegiance, "k7/8/8/8/3n4/8/8/3RK3 w - - 0 1", "d1-d4",
	  TC_READ_AMBIGUOUS,
	  "ambiguous between capture and challenge: Rxd4 or R>d4" },
	{ &tc_chess, "k7/8/8/8/3n4/8/8/3RK3 w - - 0 1", "Rd1-d4",
	  TC_READ_OK, "d1d4" },
	/* The coordinate form writes a challenge with '>'. */
	{ &tc_allegiance, "k7/8/8/8/3n4/8/8/3RK3 w - - 0 1", "d1d4",
	  TC_READ_OK, "d1d4" },
	{ &tc_chess, "k7/8/8/8/3n4/8/8/3RK3 w - - 0 1", "Rd4",
	  TC_READ_OK, "d1d4" },
	{ &tc_allegiance, "k7/8/8/8/3n4/8/8/3RK3 w - - 0 1", "R>d3",
	  TC_READ_ILLEGAL, "no black piece on d3 to challenge" },
	{ &tc_allegiance, "7k/8/8/R3r3/8/8/8/4K3 w - - 0 1", "R>e5",
	  TC_READ_ILLEGAL, "a challenge from a5 does not answer the check" },
	{ &tc_allegiance, "7k/8/8/R3r3/8/8/8/4K3 w - - 0 1", "Ra5>e5",
	  TC_READ_ILLEGAL, "a challenge from a5 does not answer the check" },
	{ &tc_allegiance, "4k3/8/8/8/1b6/8/3N4/r3K3 w - - 0 1", "Nb1",
	  TC_READ_ILLEGAL, "the white knight on d2 is pinned" },
	{ &tc_allegiance, "4k3/8/8/b7/8/8/3P4/4K3 w - - 0 1", "d4",
	  TC_READ_ILLEGAL, "the white pawn on d2 is pinned" },
	{ &tc_allegiance, "2r4k/3P4/8/8/8/8/8/4K3 w - - 0 1", "d>c8",
	  TC_READ_OK, "d7>c8" },
	{ &tc_allegiance, "2r4k/3P4/8/8/8/8/8/4K3 w - - 0 1", "d7c8=N",
	  TC_READ_OK, "d7c8n" },
	{ &tc_allegiance, "4k3/8/8/1b>6/8/8/8/1R2K3 w - - 0 1", "R>b5+",
	  TC_READ_OK, "b1>b5" },
	{ &tc_allegiance, "4k3/8/8/1b>6/8/8/8/1R2K3 w - - 0 1", "Rb1>b5",
	  TC_READ_OK, "b1>b5" },
};

static int fails;

static void
load(struct tc_pos *pos, const struct tc_variant *var, const char *afen)
{
	struct tc_diags d = { 0 };

	if (afen_read(pos, var, afen, strlen(afen), 0, &d, NULL) != 0) {
		printf("invalid: %s\n", afen);
		exit(1);
	}
}

static void
run_case(const struct readcase *c)
{
	struct tc_pos pos;
	struct tc_diag d;
	tc_move m = 0;
	char text[TC_MOVE_MAX];
	int r;

	load(&pos, c->var, c->afen);
	r = move_read(&pos, c->text, strlen(c->text), &m, &d);
	if (r == TC_READ_OK || r == TC_READ_WARN || r == TC_READ_NULL)
		move_write(&pos, m, TC_UCI, text);
	if (r != c->result) {
		printf("%s in %s: result %d, expected %d (%s)\n", c->text,
		    c->afen, r, c->result, d.msg);
		fails++;
		return;
	}
	if ((r == TC_READ_OK || r == TC_READ_NULL) && strcmp(text, c->want)) {
		printf("%s: read as %s, expected %s\n", c->text, text, c->want);
		fails++;
	} else if (r != TC_READ_OK && r != TC_READ_NULL &&
	    strcmp(d.msg, c->want) != 0) {
		printf("%s: message \"%s\", expected \"%s\"\n", c->text, d.msg,
		    c->want);
		fails++;
	}
}

/* Every legal move, written in each form, reads back as itself. */
static int
round_trips(const struct tc_variant *var, unsigned seed)
{
	static const enum tc_notation forms[] = { TC_SAN, TC_LAN, TC_UCI };
	struct tc_pos pos;
	struct tc_movelist ml;
	int ply, i, f, checked = 0;

	load(&pos, var, START);
	for (ply = 0; ply < 120; ply++) {
		struct tc_undo u;

		if (move_legal(&pos, &ml) == 0)
			break;
		for (i = 0; i < ml.n; i++)
			for (f = 0; f < 3; f++) {
				char text[TC_MOVE_MAX];
				struct tc_diag d;
				tc_move m = 0;
				int r;

				move_write(&pos, ml.m[i], forms[f], text);
				r = move_read(&pos, text, strlen(text), &m, &d);
				checked++;
				if (r != TC_READ_OK || m != ml.m[i]) {
					printf("%s (%s) reads back as %d: %s\n",
					    text, var->name, r, d.msg);
					fails++;
				}
			}
		seed = seed * 1103515245u + 12345u;
		pos_make(&pos, ml.m[(seed >> 8) % (unsigned)ml.n], &u);
	}
	return checked;
}

/*
** The engine's pseudo-legal moves hold the legal ones, and every other
** one leaves the mover's king attacked.
*/
static int
pseudo_covers(const struct tc_variant *var, const char *afen, unsigned seed)
{
	static tc_move ps[TC_MAXMOVES];
	struct tc_pos pos;
	struct tc_movelist ml;
	int ply, i, j, n, checked = 0;

	load(&pos, var, afen);
	for (ply = 0; ply < 150; ply++) {
		struct tc_undo u;

		if (move_legal(&pos, &ml) == 0)
			break;
		n = pos.eng->pseudo(&pos, ps);
		for (i = 0; i < ml.n; i++) {
			for (j = 0; j < n && ps[j] != ml.m[i]; j++)
				;
			if (j == n) {
				printf("%s: legal move %d not pseudo-legal\n",
				    var->name, i);
				fails++;
			}
		}
		for (j = 0; j < n; j++) {
			struct tc_pos after = pos;

			for (i = 0; i < ml.n && ml.m[i] != ps[j]; i++)
				;
			if (i < ml.n)
				continue;
			checked++;
			pos_make(&after, ps[j], &u);
			if (!pos_in_check(&after, pos.turn)) {
				printf("%s: pseudo-legal move %d leaves the "
				    "king safe but is not legal\n", var->name,
				    j);
				fails++;
			}
		}
		seed = seed * 1103515245u + 12345u;
		pos_make(&pos, ml.m[(seed >> 8) % (unsigned)ml.n], &u);
	}
	return checked;
}

/* A failure in pos, shown with the position (the first 20). */
static void
bad(const struct tc_pos *pos, const char *what)
{
	char buf[TC_AFEN_MAX];

	afen_write(pos, buf, sizeof(buf));
	if (fails++ < 20)
		printf("%s: %s (%s)\n", pos->var->name, what, buf);
}

/*
** The legal moves onto `to` by a piece of `type` from file `file` and rank
** `rank` (-1: any) promoting to `promo`, counted on the list of all legal
** moves, castling aside: what legal_one() must answer (its count up to 2,
** the one move when there is one).
*/
static int
listed_one(const struct tc_pos *pos, const struct tc_movelist *ml, int to,
    int type, int file, int rank, int promo, tc_move *one)
{
	const struct tc_geom *g = pos->var->geom;
	int i, n = 0;

	for (i = 0; i < ml->n; i++) {
		tc_move m = ml->m[i];
		int from = TC_FROM(m);

		if (TC_TO(m) != to || TC_KIND(m) == TC_MK_CASTLE ||
		    TC_TYPE(pos->board[from]) != type ||
		    (file >= 0 && g->file[from] != file) ||
		    (rank >= 0 && g->rank[from] != rank) ||
		    (promo == TC_EMPTY ? TC_KIND(m) == TC_MK_PROMO :
		    TC_KIND(m) != TC_MK_PROMO || TC_PROMO(m) != promo))
			continue;
		if (n++ == 0)
			*one = m;
	}
	return n > 2 ? 2 : n;
}

/*
** The engine's legal_one(), which reads plain SAN, agrees with the list
** of legal moves for every square and type, narrowed by no file and
** rank, by each file, each rank and each legal move's own square, and
** each promotion; castlings() gives the list's castling moves.
*/
static int
legal_one_agrees(const struct tc_variant *var, const char *afen,
    unsigned seed)
{
	struct tc_pos pos;
	struct tc_movelist ml;
	int ply, checked = 0;

	load(&pos, var, afen);
	for (ply = 0; ply < 100; ply++) {
		tc_move cast[TC_MAXMOVES_TO];
		struct tc_undo u;
		int to, type, k, i, nc = 0, got;

		if (move_legal(&pos, &ml) == 0)
			break;
		for (to = 0; to < 64; to++)
			for (type = TC_PAWN; type <= TC_KING; type++)
				for (k = -1; k < 24; k++) {
					int file = k >= 0 && k < 8 ? k : -1;
					int rank = k >= 8 && k < 16 ? k - 8 : -1;
					int promo = k >= 16 && k < 21 ? k - 16 : TC_EMPTY;
					tc_move a = 0, b = 0;
					int want, have;

					if (promo == TC_PAWN || (k >= 21))
						continue;
					if (promo != TC_EMPTY && type != TC_PAWN)
						continue;
					have = pos.eng->legal_one(&pos, to, type, file,
					    rank, promo, &a);
					if (have < 0) {
						/* Only where castling may land. */
						if (type != TC_KING || !pos.castle)
							bad(&pos, "legal_one -1");
						continue;
					}
					want = listed_one(&pos, &ml, to, type, file,
					    rank, promo, &b);
					checked++;
					if (have != want || (want == 1 && a != b))
						bad(&pos, "legal_one");
				}
		/* Each legal move's own square names it alone. */
		for (i = 0; i < ml.n; i++) {
			tc_move m = ml.m[i], a = 0;
			int f = TC_FROM(m);

			if (TC_KIND(m) == TC_MK_CASTLE)
				continue;
			got = pos.eng->legal_one(&pos, TC_TO(m),
			    TC_TYPE(pos.board[f]), var->geom->file[f],
			    var->geom->rank[f], TC_KIND(m) == TC_MK_PROMO ?
			    TC_PROMO(m) : TC_EMPTY, &a);
			checked++;
			if (got != -1 && (got != 1 || a != m))
				bad(&pos, "legal_one from its square");
		}
		got = pos.eng->castlings(&pos, cast);
		for (i = 0; i < ml.n; i++)
			if (TC_KIND(ml.m[i]) == TC_MK_CASTLE &&
			    (nc >= got || cast[nc++] != ml.m[i]))
				bad(&pos, "castlings");
		if (nc != got)
			bad(&pos, "castlings: more than the list");
		seed = seed * 1103515245u + 12345u;
		pos_make(&pos, ml.m[(seed >> 8) % (unsigned)ml.n], &u);
	}
	return checked;
}

/*
** A message that does not fit is cut after a whole word and ends in
** "...": never inside a word, never after a ',' or ':'.
*/
static void
msg_cuts(void)
{
	static const struct {
		size_t cap;
		const char *want;
	} c[] = {
		{ 16, "the knight..." },	/* not "the knight on g" */
		{ 20, "the knight on g1..." },
		{ 64, "the knight on g1 cannot reach e2: e2 holds White's pawn" },
	};
	char b[64];
	struct msgbuf m;
	size_t i;

	for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		msg_init(&m, b, c[i].cap);
		msg_add(&m, "the knight on g1 cannot reach e2");
		msg_add(&m, ": e2 holds %s pawn", "White's");
		if (strcmp(b, c[i].want) != 0) {
			printf("cut at %zu: \"%s\", expected \"%s\"\n",
			    c[i].cap, b, c[i].want);
			fails++;
		}
	}
	msg_format(b, 24, "%s", "no white pawn can reach e4: e4");
	if (strcmp(b, "no white pawn can...") != 0) {
		printf("msg_format: \"%s\"\n", b);
		fails++;
	}
}

/*
** What a set of pieces on lines through a square sees of it, through the
** table of squares between (bb_seen_along), against the slider tables,
** over 200,000 random squares, sets and occupancies.  Returns the number
** of comparisons.
*/
static int
seen_agrees(void)
{
	uint64_t x = 0x2545f4914f6cdd1dull;
	int a, k, n = 0;

	for (k = 0; k < 200000; k++) {
		bb_t occ, set;

		x ^= x << 13, x ^= x >> 7, x ^= x << 17;
		a = (int)(x % 64);
		occ = x & (x >> 11) & (x >> 23);
		set = (bb_rook_empty[a] | bb_bishop_empty[a]) & (x >> 5);
		n++;
		if (bb_seen_along(a, set, occ) != (set & (bb_rook_att(a, occ) |
		    bb_bishop_att(a, occ)))) {
			printf("seen along from %d: set %llx occ %llx\n", a,
			    (unsigned long long)set, (unsigned long long)occ);
			fails++;
		}
	}
	return n;
}

int
main(void)
{
	static const char *const starts[] = { START,
	    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq "
	    "- 0 1",
	    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1" };
	static const char *const more[] = {
	    /* promotions both ways, pins, en passant (the spec suites') */
	    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
	    "8/8/8/2k5/2pP4/8/B7/4K3 b - d3 0 3" };
	size_t i;
	int n = 0, p = 0, o = 0, b;
	unsigned g;

	tc_init();
	msg_cuts();
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		run_case(&cases[i]);
	for (g = 1; g <= 20; g++) {
		n += round_trips(&tc_chess, g);
		n += round_trips(&tc_allegiance, g);
	}
	for (g = 1; g <= 20; g++)
		for (i = 0; i < sizeof(starts) / sizeof(starts[0]); i++) {
			p += pseudo_covers(&tc_chess, starts[i], g);
			p += pseudo_covers(&tc_allegiance, starts[i], g);
		}
	for (g = 1; g <= 3; g++) {
		for (i = 0; i < sizeof(starts) / sizeof(starts[0]); i++)
			o += legal_one_agrees(&tc_chess, starts[i], g);
		for (i = 0; i < sizeof(more) / sizeof(more[0]); i++)
			o += legal_one_agrees(&tc_chess, more[i], g);
	}
	b = seen_agrees();
	printf("%d round trips, %d illegal pseudo-legal moves, %d legal_one "
	    "answers, %d sliders seen, %d failures\n", n, p, o, b, fails);
	return fails != 0 || n < 10000 || p < 1000 || o < 100000 || b < 100000;
}
