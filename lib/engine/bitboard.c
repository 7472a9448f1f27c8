/*
** Attack tables for the 8x8 bitboard engine.
** Slider attacks use magic multiplication; the magics are searched at
** start-up with a fixed seed, so every run builds the same tables.
*/
#include <string.h>
#include "internal.h"

bb_t bb_knight[64], bb_king[64], bb_pawn[2][64];
bb_t bb_between[64][64], bb_line[64][64];
bb_t bb_rook_empty[64], bb_bishop_empty[64];
struct magic mg_rook[64], mg_bishop[64];


static bb_t rook_table[102400], bishop_table[5248];

static const int rook_dirs[4][2] = { {1, 0}, {-1, 0}, {0, 1}, {0, -1} };
static const int bishop_dirs[4][2] = { {1, 1}, {1, -1}, {-1, 1}, {-1, -1} };


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
#include "magics.inc"

/* Each direction's squares from each square to the edge, by bb_init(). */
static bb_t rook_rays[4][64], bishop_rays[4][64];

static void
init_rays(const int dirs[4][2], bb_t rays[4][64])
{
	int d, sq, f, r;

	for (d = 0; d < 4; d++)
		for (sq = 0; sq < 64; sq++)
			for (f = FILE88(sq) + dirs[d][0], r = RANK88(sq) +
			    dirs[d][1]; f >= 0 && f < 8 && r >= 0 && r < 8;
			    f += dirs[d][0], r += dirs[d][1])
				rays[d][sq] |= BB(SQ88(f, r));
}

/*
** slide() with edges, from the rays: each ray cut after its first
** piece, the nearest in its direction (the lowest square where the
** squares grow along it, else the highest).
*/
static bb_t
slide_rays(int sq, bb_t occ, const int dirs[4][2], bb_t rays[4][64])
{
	bb_t att = 0, r, block;
	int d;

	for (d = 0; d < 4; d++) {
		r = rays[d][sq];
		if ((block = r & occ) != 0)
			r ^= rays[d][dirs[d][1] > 0 || (dirs[d][1] == 0 &&
			    dirs[d][0] > 0) ? __builtin_ctzll(block) :
			    63 - __builtin_clzll(block)];
		att |= r;
	}
	return att;
}

/*
** Fill the table of sq for magic m->mul; returns false on a collision.
*/
static int
init_magic(struct magic *m, int sq, const int dirs[4][2],
    bb_t rays[4][64], bb_t *table, uint64_t *seed, uint64_t known)
{
	/* used[idx] == stamp: idx filled by this attempt (bb_init: once) */
	static unsigned used[4096], stamp;
	bb_t occ[4096], att[4096];
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
		att[n] = slide_rays(sq, sub, dirs, rays);
		n++;
		sub = (sub - m->mask) & m->mask;
	} while (sub);
	for (;;) {
		attempt++;
		stamp++;
		if (attempt == 1 && known)
			m->mul = known;
		else do
			m->mul = rng_next(seed) & rng_next(seed) & rng_next(seed);
		while (bb_pop((m->mask * m->mul) >> 56) < 6);
		for (i = 0; i < n; i++) {
			unsigned idx = (unsigned)(((occ[i] & m->mask) * m->mul) >>
			    m->shift);

			if (used[idx] != stamp) {
				used[idx] = stamp;
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

	for (a = 0; a < 64; a++) {
		bb_rook_empty[a] = bb_rook_att(a, 0);
		bb_bishop_empty[a] = bb_bishop_att(a, 0);
	}
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


#ifdef TC_PRINT_MAGICS
#include <stdio.h>
static void
print_magics(void)
{
	int sq;

	printf("/* Generated by make magics: the magic multipliers that tc_init\n"
	    "** would otherwise search for.  Any value works (a wrong one is\n"
	    "** searched again), so regenerate only for speed. */\n");
	printf("static const uint64_t rook_magics[64] = {\n");
	for (sq = 0; sq < 64; sq++)
		printf("\t0x%016llxull,\n", (unsigned long long)mg_rook[sq].mul);
	printf("};\nstatic const uint64_t bishop_magics[64] = {\n");
	for (sq = 0; sq < 64; sq++)
		printf("\t0x%016llxull,\n", (unsigned long long)mg_bishop[sq].mul);
	printf("};\n");
}
#endif

/* Build the attack tables and magics; called once by tc_init(). */
void
bb_init(void)
{
	uint64_t seed = 0x9e3779b97f4a7c15ull;
	int sq, off;

	init_leapers();
	init_rays(rook_dirs, rook_rays);
	init_rays(bishop_dirs, bishop_rays);
	off = 0;
	for (sq = 0; sq < 64; sq++)
		off += init_magic(&mg_rook[sq], sq, rook_dirs, rook_rays,
		    rook_table + off, &seed, rook_magics[sq]);
	off = 0;
	for (sq = 0; sq < 64; sq++)
		off += init_magic(&mg_bishop[sq], sq, bishop_dirs, bishop_rays,
		    bishop_table + off, &seed, bishop_magics[sq]);
	init_lines();
#ifdef TC_PRINT_MAGICS
	print_magics();
#endif
}

bb_t
bb_attacks(uint8_t code, int sq, bb_t occ)
{
	switch (TC_TYPE(code)) {
	case TC_PAWN:
		return bb_pawn[TC_COLOUR(code) & 1][sq];
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
	const bb_t *t = pos->bb_type, own = pos->bb_colour[by];
	bb_t rq = (t[TC_ROOK] | t[TC_QUEEN]) & own;
	bb_t bq = (t[TC_BISHOP] | t[TC_QUEEN]) & own;
	bb_t a = own & ((bb_pawn[by ^ 1][sq] & t[TC_PAWN]) |
	    (bb_knight[sq] & t[TC_KNIGHT]) | (bb_king[sq] & t[TC_KING]));

	/* The sliders on a line, each seen or not through the squares between. */
	return a | bb_seen_along(sq, (rq & bb_rook_empty[sq]) | (bq &
	    bb_bishop_empty[sq]), occ);
}
