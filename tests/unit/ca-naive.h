/*
** A naive Complex Allegiance generator and make, written from
** complex-allegiance.md alone, shared by the property tests
** (tests/unit/props.c) and the fuzz harnesses (tests/fuzz/common.h):
** each includes this file once.  Static functions only.
*/
#ifndef TC_TEST_CA_NAIVE_H
#define TC_TEST_CA_NAIVE_H

#include <stdbool.h>
#include <string.h>
#include "turncoat.h"
#include "xstate.h"

/*
** A naive Complex Allegiance generator, from the spec alone: its own
** geometry (file, rank 0-9, corners missing), capture relation (1.5),
** pawn diagonals (1.6), entries (3.4) and castling (3.5).  It takes from
** the library only the numbering of squares (geom->at, file, rank).
*/
static const int ca_fw[4][2] = { { 0, 1 }, { 1, 0 }, { 0, -1 }, { -1, 0 } };
/* Who controls each colour, a bit per player: S W N E, sw se nw ne. */
static const int ca_ctl[8] = { 1, 2, 4, 8, 1 | 2, 1 | 8, 4 | 2, 4 | 8 };
/* Castling (1.2): King, then the Rooks in CA-FEN's order, as (file, rank). */
static const int ca_cs[4][3][2] = {
	{ { 4, 0 }, { 1, 0 }, { 8, 0 } }, { { 0, 5 }, { 0, 1 }, { 0, 8 } },
	{ { 5, 9 }, { 1, 9 }, { 8, 9 } }, { { 9, 4 }, { 9, 1 }, { 9, 8 } },
};

static int
nv_sq(const struct tc_geom *g, int f, int r)
{
	if (f < 0 || f > 9 || r < 0 || r > 9 ||
	    ((f == 0 || f == 9) && (r == 0 || r == 9)))
		return -1;
	return g->at[r][f];
}

/* Player p may capture the piece c (1.5). */
static bool
nv_prey(int p, uint8_t c)
{
	int col = TC_COLOUR(c);

	return col < 4 ? col == (p + 2) % 4 : !((ca_ctl[col] >> p) & 1);
}

/* How far (f, r) is from p's home edge. */
static int
nv_rel(int p, int f, int r)
{
	return p == 0 ? r : p == 1 ? f : p == 2 ? 9 - r : 9 - f;
}

/* The landing square of entry (P, y), or -1. */
static int
nv_landing(const struct tc_geom *g, int P, int y)
{
	return nv_sq(g, g->file[y] + ca_fw[P][0], g->rank[y] + ca_fw[P][1]);
}

/* Entry (P, y) lets p capture en passant: a pawn P controls to remove. */
static bool
nv_entry_usable(const struct tc_pos *pos, int P, int p)
{
	int l;
	uint8_t c;

	if (P == p || pos->ep[P] == TC_NOSQ)
		return false;
	l = nv_landing(pos->var->geom, P, pos->ep[P]);
	c = l < 0 ? 0 : pos->board[l];
	return c && TC_TYPE(c) == TC_PAWN &&
	    ((ca_ctl[TC_COLOUR(c)] >> P) & 1) && nv_prey(p, c);
}

static int
nv_pawn_add(tc_move *out, int n, int p, int from, int to, int tf, int tr,
    int kind)
{
	static const int promo[4] = { TC_QUEEN, TC_ROOK, TC_BISHOP, TC_KNIGHT };
	int i;

	if (nv_rel(p, tf, tr) == 9) {
		for (i = 0; i < 4; i++)
			out[n++] = TC_MOVE(from, to, TC_MK_PROMO, promo[i]);
		return n;
	}
	out[n++] = TC_MOVE(from, to, kind, 0);
	return n;
}

static int
ca_naive(const struct tc_pos *pos, tc_move *out)
{
	static const int kn[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 },
	    { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };
	static const int dir[8][2] = { { 0, 1 }, { 0, -1 }, { 1, 0 }, { -1, 0 },
	    { 1, 1 }, { -1, 1 }, { 1, -1 }, { -1, -1 } };
	const struct tc_geom *g = pos->var->geom;
	const uint8_t *b = pos->board;
	int p = pos->turn, n = 0, sq, kings[4] = { 0 }, i, k;

	for (sq = 0; sq < g->nsq; sq++)
		if (TC_TYPE(b[sq]) == TC_KING && TC_COLOUR(b[sq]) < 4)
			kings[TC_COLOUR(b[sq])]++;
	for (i = 0; i < 4; i++)
		if (kings[i] == 0)
			return 0;	/* a King captured: the game is over */
	for (sq = 0; sq < g->nsq; sq++) {
		uint8_t c = b[sq];
		int f = g->file[sq], r = g->rank[sq], t, d0 = 0, d1 = 0;

		if (!c || !((ca_ctl[TC_COLOUR(c)] >> p) & 1))
			continue;
		switch (TC_TYPE(c)) {
		case TC_PAWN: {
			int df = ca_fw[p][0], dr = ca_fw[p][1], cd[2][2], ncd;

			t = nv_sq(g, f + df, r + dr);
			if (t >= 0 && !b[t]) {
				n = nv_pawn_add(out, n, p, sq, t, f + df,
				    r + dr, TC_MK_NORMAL);
				t = nv_sq(g, f + 2 * df, r + 2 * dr);
				if (nv_rel(p, f, r) == 1 && t >= 0 && !b[t])
					out[n++] = TC_MOVE(sq, t, TC_MK_DOUBLE,
					    0);
			}
			if (TC_COLOUR(c) == p) {
				/* Both forward diagonals. */
				cd[0][0] = df + (df == 0);
				cd[0][1] = dr + (dr == 0);
				cd[1][0] = df - (df == 0);
				cd[1][1] = dr - (dr == 0);
				ncd = 2;
			} else {
				/* Toward the other controller's home edge. */
				int q = __builtin_ctz((unsigned)
				    (ca_ctl[TC_COLOUR(c)] & ~(1 << p)));

				cd[0][0] = df - ca_fw[q][0];
				cd[0][1] = dr - ca_fw[q][1];
				ncd = 1;
			}
			for (i = 0; i < ncd; i++) {
				int tf = f + cd[i][0], tr = r + cd[i][1], P;
				bool ep = false;

				if ((t = nv_sq(g, tf, tr)) < 0)
					continue;
				if (b[t]) {
					if (nv_prey(p, b[t]))
						n = nv_pawn_add(out, n, p, sq,
						    t, tf, tr, TC_MK_NORMAL);
					continue;
				}
				for (P = 0; P < 4; P++)
					ep = ep || (pos->ep[P] == t &&
					    nv_entry_usable(pos, P, p));
				if (ep)
					out[n++] = TC_MOVE(sq, t, TC_MK_EP, 0);
			}
			break;
		}
		case TC_KNIGHT:
			for (i = 0; i < 8; i++) {
				t = nv_sq(g, f + kn[i][0], r + kn[i][1]);
				if (t >= 0 && (!b[t] || nv_prey(p, b[t])))
					out[n++] = TC_MOVE(sq, t, 0, 0);
			}
			break;
		case TC_KING:
			for (i = 0; i < 8; i++) {
				t = nv_sq(g, f + dir[i][0], r + dir[i][1]);
				if (t >= 0 && (!b[t] || nv_prey(p, b[t])))
					out[n++] = TC_MOVE(sq, t, 0, 0);
			}
			break;
		case TC_BISHOP:
			d0 = 4, d1 = 8;
			goto slide;
		case TC_ROOK:
			d0 = 0, d1 = 4;
			goto slide;
		case TC_QUEEN:
			d0 = 0, d1 = 8;
		slide:
			for (i = d0; i < d1; i++)
				for (k = 1; (t = nv_sq(g, f + k * dir[i][0],
				    r + k * dir[i][1])) >= 0; k++) {
					if (b[t]) {
						if (nv_prey(p, b[t]))
							out[n++] = TC_MOVE(sq,
							    t, 0, 0);
						break;
					}
					out[n++] = TC_MOVE(sq, t, 0, 0);
				}
			break;
		default:
			break;
		}
	}
	/* Castling (3.5): unmoved King and Rook, empty between. */
	for (i = 0; i < 2; i++) {
		int kf = ca_cs[p][0][0], kr = ca_cs[p][0][1];
		int rf = ca_cs[p][1 + i][0], rr = ca_cs[p][1 + i][1];
		int uf = (rf > kf) - (rf < kf), ur = (rr > kr) - (rr < kr);
		bool empty = true;

		if (!(pos->castle & (1u << (2 * p + i))) ||
		    b[nv_sq(g, kf, kr)] != TC_CODE(TC_KING, p) ||
		    b[nv_sq(g, rf, rr)] != TC_CODE(TC_ROOK, p))
			continue;
		for (k = 1; kf + k * uf != rf || kr + k * ur != rr; k++)
			empty = empty && !b[nv_sq(g, kf + k * uf, kr + k * ur)];
		if (empty)
			out[n++] = TC_MOVE(nv_sq(g, kf, kr), nv_sq(g,
			    kf + 2 * uf, kr + 2 * ur), TC_MK_CASTLE, 0);
	}
	/* A player with no move passes, unless three passes went before. */
	if (n == 0 && xs_passes(pos) < 3)
		out[n++] = TC_NULLMOVE;
	return n;
}

/* Which castling (0 O-O, 1 O-O-O) the King's move m of player p is. */
static int
nv_castle_side(const struct tc_pos *pos, int p, tc_move m)
{
	const struct tc_geom *g = pos->var->geom;
	int i, uf = g->file[TC_TO(m)] - ca_cs[p][0][0];
	int ur = g->rank[TC_TO(m)] - ca_cs[p][0][1];

	for (i = 0; i < 2; i++)
		if ((ca_cs[p][1 + i][0] - ca_cs[p][0][0]) * uf > 0 ||
		    (ca_cs[p][1 + i][1] - ca_cs[p][0][1]) * ur > 0)
			return i;
	return -1;
}

/* The position after legal move m of pos, made by the spec: into q. */
static void
ca_naive_make(const struct tc_pos *pos, tc_move m, struct tc_pos *q)
{
	const struct tc_geom *g = pos->var->geom;
	int p = pos->turn, from = TC_FROM(m), to = TC_TO(m), P, x, i;
	uint8_t c = pos->board[from];

	*q = *pos;
	q->halfmove++;
	if (TC_KIND(m) == TC_MK_NULL) {
		xs_set_passes(q, xs_passes(q) + 1);
	} else {
		xs_set_passes(q, 0);
		if (TC_KIND(m) == TC_MK_CASTLE) {
			int s = nv_castle_side(pos, p, m);
			int r = nv_sq(g, ca_cs[p][1 + s][0],
			    ca_cs[p][1 + s][1]);
			int mf = (g->file[from] + g->file[to]) / 2;
			int mr = (g->rank[from] + g->rank[to]) / 2;

			q->board[nv_sq(g, mf, mr)] = pos->board[r];
			q->board[r] = 0;
		} else if (TC_KIND(m) == TC_MK_EP) {
			for (P = 0; P < 4; P++)
				if (pos->ep[P] == to) {
					int l = nv_landing(g, P, to);

					if (nv_prey(p, pos->board[l]))
						q->board[l] = 0;
					q->ep[P] = TC_NOSQ;
				}
		}
		if (TC_TYPE(c) == TC_PAWN || pos->board[to] ||
		    TC_KIND(m) == TC_MK_EP)
			q->halfmove = 0;
		q->board[from] = 0;
		q->board[to] = TC_KIND(m) == TC_MK_PROMO ?
		    TC_CODE(TC_PROMO(m), TC_COLOUR(c)) : c;
		for (P = 0; P < 4; P++) {
			int l = q->ep[P] == TC_NOSQ ? -1 :
			    nv_landing(g, P, q->ep[P]);

			if (l >= 0 && (l == from || l == to))
				q->ep[P] = TC_NOSQ;
		}
		if (TC_KIND(m) == TC_MK_DOUBLE)
			q->ep[p] = nv_sq(g, (g->file[from] + g->file[to]) / 2,
			    (g->rank[from] + g->rank[to]) / 2);
		/* A move on a King's or a Rook's start square ends rights. */
		for (x = 0; x < 4; x++)
			for (i = 0; i < 3; i++) {
				int s = nv_sq(g, ca_cs[x][i][0],
				    ca_cs[x][i][1]);
				unsigned lose = i == 0 ? 3u << (2 * x) :
				    1u << (2 * x + i - 1);

				if (s == from || s == to)
					q->castle &= (uint16_t)~lose;
			}
	}
	q->ep[(p + 1) % 4] = TC_NOSQ;	/* its next turn begins */
	q->turn = (uint8_t)((p + 1) % 4);
	q->fullmove += p == 3;
}

#endif
