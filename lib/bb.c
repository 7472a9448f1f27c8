/*
** Attack tables for the 8x8 bitboard engine and the Zobrist keys.
** Slider attacks use magic multiplication; the magics are searched at
** start-up with a fixed seed, so every run builds the same tables.
*/
#include <string.h>
#include "internal.h"

bb_t bb_knight[64], bb_king[64], bb_pawn[2][64];
bb_t bb_between[64][64], bb_line[64][64];
struct magic mg_rook[64], mg_bishop[64];

uint64_t zob_piece[8][8][TC_MAXSQ];
uint64_t zob_mark[TC_NMARKS][TC_MAXSQ];
uint64_t zob_castle[16];
uint64_t zob_ep[TC_MAXSQ];
uint64_t zob_turn[TC_MAXSIDES];

static bb_t rook_table[102400], bishop_table[5248];
static bool initialised;

static const int rook_dirs[4][2] = { {1, 0}, {-1, 0}, {0, 1}, {0, -1} };
static const int bishop_dirs[4][2] = { {1, 1}, {1, -1}, {-1, 1}, {-1, -1} };

static uint64_t
rng_next(uint64_t *s)
{
	/* xorshift64*: small, fast and good enough for keys and magics. */
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 2685821657736338717ull;
}

static bb_t
slide(int sq, bb_t occ, const int dirs[4][2], bool edges)
{
	bb_t att = 0;
	int d, f, r;

	for (d = 0; d < 4; d++) {
		f = FILE88(sq) + dirs[d][0];
		r = RANK88(sq) + dirs[d][1];
		while (f >= 0 && f < 8 && r >= 0 && r < 8) {
			int nf = f + dirs[d][0], nr = r + dirs[d][1];

			/* A mask leaves out the last square of each ray. */
			if (!edges && (nf < 0 || nf > 7 || nr < 0 || nr > 7))
				break;
			att |= BB(SQ88(f, r));
			if (occ & BB(SQ88(f, r)))
				break;
			f = nf;
			r = nr;
		}
	}
	return att;
}

/* Find a magic for sq and fill its table; returns the table size used. */
static int
init_magic(struct magic *m, int sq, const int dirs[4][2], bb_t *table,
    uint64_t *seed)
{
	bb_t occ[4096], att[4096];
	int used[4096];
	int bits, n, i, attempt = 0;
	bb_t sub;

	m->mask = slide(sq, 0, dirs, false);
	bits = bb_pop(m->mask);
	m->shift = 64 - bits;
	m->table = table;
	n = 0;
	sub = 0;
	do {			/* Carry-Rippler: every subset of the mask */
		occ[n] = sub;
		att[n] = slide(sq, sub, dirs, true);
		n++;
		sub = (sub - m->mask) & m->mask;
	} while (sub);
	memset(used, 0, sizeof(used));
	for (;;) {
		attempt++;
		do
			m->mul = rng_next(seed) & rng_next(seed) & rng_next(seed);
		while (bb_pop((m->mask * m->mul) >> 56) < 6);
		for (i = 0; i < n; i++) {
			unsigned idx = (unsigned)(((occ[i] & m->mask) * m->mul) >>
			    m->shift);

			if (used[idx] != attempt) {
				used[idx] = attempt;
				table[idx] = att[i];
			} else if (table[idx] != att[i])
				break;
		}
		if (i == n)
			return n;
	}
}

static void
init_leapers(void)
{
	static const int kn[8][2] = { {1, 2}, {2, 1}, {2, -1}, {1, -2},
	    {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2} };
	int sq, i, f, r;

	for (sq = 0; sq < 64; sq++) {
		for (i = 0; i < 8; i++) {
			f = FILE88(sq) + kn[i][0];
			r = RANK88(sq) + kn[i][1];
			if (f >= 0 && f < 8 && r >= 0 && r < 8)
				bb_knight[sq] |= BB(SQ88(f, r));
		}
		for (f = FILE88(sq) - 1; f <= FILE88(sq) + 1; f++)
			for (r = RANK88(sq) - 1; r <= RANK88(sq) + 1; r++)
				if (f >= 0 && f < 8 && r >= 0 && r < 8 &&
				    SQ88(f, r) != sq)
					bb_king[sq] |= BB(SQ88(f, r));
		for (f = FILE88(sq) - 1; f <= FILE88(sq) + 1; f += 2) {
			if (f < 0 || f > 7)
				continue;
			if (RANK88(sq) < 7)
				bb_pawn[TC_WHITE][sq] |= BB(SQ88(f, RANK88(sq) + 1));
			if (RANK88(sq) > 0)
				bb_pawn[TC_BLACK][sq] |= BB(SQ88(f, RANK88(sq) - 1));
		}
	}
}

static void
init_lines(void)
{
	int a, b;

	for (a = 0; a < 64; a++)
		for (b = 0; b < 64; b++) {
			if (a == b)
				continue;
			if (bb_rook_att(a, 0) & BB(b)) {
				bb_line[a][b] = (bb_rook_att(a, 0) &
				    bb_rook_att(b, 0)) | BB(a) | BB(b);
				bb_between[a][b] = bb_rook_att(a, BB(b)) &
				    bb_rook_att(b, BB(a));
			} else if (bb_bishop_att(a, 0) & BB(b)) {
				bb_line[a][b] = (bb_bishop_att(a, 0) &
				    bb_bishop_att(b, 0)) | BB(a) | BB(b);
				bb_between[a][b] = bb_bishop_att(a, BB(b)) &
				    bb_bishop_att(b, BB(a));
			}
		}
}

static void
init_zobrist(void)
{
	uint64_t seed = 0x7475726e636f6174ull;	/* "turncoat" */
	int i, j, k;

	for (i = 0; i < 8; i++)
		for (j = 0; j < 8; j++)
			for (k = 0; k < TC_MAXSQ; k++)
				zob_piece[i][j][k] = rng_next(&seed);
	for (i = 0; i < TC_NMARKS; i++)
		for (k = 0; k < TC_MAXSQ; k++)
			zob_mark[i][k] = i == TC_PURE ? 0 : rng_next(&seed);
	for (i = 0; i < 16; i++)
		zob_castle[i] = rng_next(&seed);
	for (k = 0; k < TC_MAXSQ; k++)
		zob_ep[k] = rng_next(&seed);
	for (i = 0; i < TC_MAXSIDES; i++)
		zob_turn[i] = i == 0 ? 0 : rng_next(&seed);
}

void
tc_init(void)
{
	uint64_t seed = 0x9e3779b97f4a7c15ull;
	int sq, off;

	if (initialised)
		return;
	init_leapers();
	off = 0;
	for (sq = 0; sq < 64; sq++)
		off += init_magic(&mg_rook[sq], sq, rook_dirs, rook_table + off,
		    &seed);
	off = 0;
	for (sq = 0; sq < 64; sq++)
		off += init_magic(&mg_bishop[sq], sq, bishop_dirs,
		    bishop_table + off, &seed);
	init_lines();
	init_zobrist();
	make_init();
	initialised = true;
}

bb_t
bb_attacks(uint8_t code, int sq, bb_t occ)
{
	switch (TC_TYPE(code)) {
	case TC_PAWN:
		return bb_pawn[TC_SIDE(code) & 1][sq];
	case TC_KNIGHT:
		return bb_knight[sq];
	case TC_BISHOP:
		return bb_bishop_att(sq, occ);
	case TC_ROOK:
		return bb_rook_att(sq, occ);
	case TC_QUEEN:
		return bb_rook_att(sq, occ) | bb_bishop_att(sq, occ);
	case TC_KING:
		return bb_king[sq];
	}
	return 0;
}

bb_t
bb_attackers(const struct tc_pos *pos, int sq, int by, bb_t occ)
{
	const bb_t *t = pos->bb_type;
	bb_t rq = t[TC_ROOK] | t[TC_QUEEN], bq = t[TC_BISHOP] | t[TC_QUEEN];

	return pos->bb_side[by] & ((bb_pawn[by ^ 1][sq] & t[TC_PAWN]) |
	    (bb_knight[sq] & t[TC_KNIGHT]) | (bb_king[sq] & t[TC_KING]) |
	    (bb_rook_att(sq, occ) & rq) | (bb_bishop_att(sq, occ) & bq));
}
