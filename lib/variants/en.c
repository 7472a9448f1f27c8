/*
** EN Chess (spec en-chess.md): the 8x8 board with x0 and x9, Aurors that
** move but never capture, sliders whose mode (Normal, Stunted,
** Penetration) the Aurors beside them decide, swaps of a King with an
** Auror, three arrival choices for a pawn, several Kings.
**
** The engine plays on board[] alone, pieces moving by the geometry's
** tables (rays, leaps and the links of x0 and x9).  Moves are generated
** by the pieces' movement and then judged by rule 7.2: with c of the
** mover's Kings in check before, a move is legal if it leaves none or
** fewer than c in check.  Without a check (c = 0) only moves that can
** change an attack on a King are tried on the board: those of a King or
** an Auror (an Auror changes the modes of the sliders beside it), swaps,
** castling, en passant, a promotion to a King, and moves that start,
** pass over or end on a ray from one of the mover's Kings between the
** King and an enemy slider that moves along that ray.  Every other move
** changes no line an enemy slider could attack a King along, moves no
** Auror and adds no knight, pawn or king of the enemy, so it leaves the
** Kings as they were: unchecked.
*/
#include <stdio.h>
#include <string.h>
#include "internal.h"
#include "en.h"

#define EN_START "a/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/A w KQkq - 0 1"

/* A slider's mode (4.1). */
enum { MODE_NORMAL, MODE_STUNTED, MODE_PENETRATION };

static uint16_t en_castle_mask[TC_MAXSQ];

/*
** Each ray of the board as the list of its squares, TC_NOSQ-ended: a
** walk to its end reads them without waiting on each step's link.
*/
#define EN_RAYMAX	(TC_MAXFILES + 2)
static uint8_t en_line[TC_MAXSQ][TC_NDIR][EN_RAYMAX + 1];
/* The same squares a bit each, in two words. */
static uint64_t en_ray[TC_MAXSQ][TC_NDIR][2];

static void
en_init(void)
{
	const struct tc_geom *g = &geom_en_data;
	int a;

	for (a = 0; a < TC_MAXSQ; a++)
		en_castle_mask[a] = 0xffff;
	en_castle_mask[g->at[0][7]] = (uint16_t)~1u;
	en_castle_mask[g->at[0][0]] = (uint16_t)~2u;
	en_castle_mask[g->at[0][4]] = (uint16_t)~3u;
	en_castle_mask[g->at[7][7]] = (uint16_t)~4u;
	en_castle_mask[g->at[7][0]] = (uint16_t)~8u;
	en_castle_mask[g->at[7][4]] = (uint16_t)~12u;
	for (a = 0; a < g->nsq; a++) {
		int d, t, i;

		for (d = 0; d < TC_NDIR; d++) {
			for (i = 0, t = g->ray[a][d]; t != TC_NOSQ &&
			    i < EN_RAYMAX; t = g->ray[t][d]) {
				en_line[a][d][i++] = (uint8_t)t;
				en_ray[a][d][t >> 6] |= 1ull << (t & 63);
			}
			en_line[a][d][i] = TC_NOSQ;
		}
	}
}

static unsigned
en_controls(uint8_t code, uint8_t mark)
{
	(void)mark;
	return 1u << TC_COLOUR(code);
}

/* True if a piece of code c slides (or steps, if stunted) in direction d. */
INLINE bool
slides(uint8_t c, int d)
{
	int t = TC_TYPE(c);

	return t == TC_QUEEN || t == (d < 4 ? TC_ROOK : TC_BISHOP);
}

INLINE bool
is_slider(uint8_t c)
{
	int t = TC_TYPE(c);

	return t == TC_QUEEN || t == TC_ROOK || t == TC_BISHOP;
}

/* aurors_beside() unrolls the directions: there are eight. */
typedef char en_eight_directions[TC_NDIR == 8 ? 1 : -1];

/* The Aurors beside square sq: side's own and the enemy's. */
INLINE void
aurors_beside(const struct tc_geom *g, const uint8_t *b, int sq, int side,
    int *own, int *enemy)
{
	const uint8_t *r = g->ray[sq];

	*own = *enemy = 0;
	/*
	 * The eight directions unrolled (GCC's -O2 keeps the loop, and a
	 * slider's mode is asked for each slider generated): a branch
	 * each, rarely taken.
	 */
#define AUROR_BESIDE(d) \
	do { \
		int t_ = r[d]; \
		uint8_t c_; \
		if (t_ != TC_NOSQ && TC_TYPE(c_ = b[t_]) == TC_AUROR) \
			(TC_COLOUR(c_) == side ? (*own)++ : (*enemy)++); \
	} while (0)
	AUROR_BESIDE(0);
	AUROR_BESIDE(1);
	AUROR_BESIDE(2);
	AUROR_BESIDE(3);
	AUROR_BESIDE(4);
	AUROR_BESIDE(5);
	AUROR_BESIDE(6);
	AUROR_BESIDE(7);
#undef AUROR_BESIDE
}

/* The mode of side's slider on sq: the Aurors beside it (4.1). */
INLINE int
mode_of(const struct tc_geom *g, const uint8_t *b, int sq, int side)
{
	int own, enemy;

	aurors_beside(g, b, sq, side, &own, &enemy);
	return own > enemy ? MODE_PENETRATION : own < enemy ? MODE_STUNTED :
	    MODE_NORMAL;
}

/*
** The mode of the slider on sq (MODE_NORMAL, MODE_STUNTED or
** MODE_PENETRATION), or -1 if no slider stands there.
*/
static int
en_mode(const struct tc_pos *pos, int sq)
{
	uint8_t c = pos->board[sq];

	if (!is_slider(c))
		return -1;
	return mode_of(pos->var->geom, pos->board, sq, TC_COLOUR(c));
}

/*
** The pieces of side `by` that could capture a piece on sq (7.1), at
** most max of them: knights, pawns (a waiting pawn onto x0 or x9
** included: the geometry's capture step from d8 or e8 is x9's link),
** kings, and sliders in their modes, a penetrating one through one piece
** of the other side.  Aurors never attack.  With sl (not NULL), a set of
** squares that holds every slider of `by` (two words, a bit a square),
** the rays that hold none of them are not walked.
*/
INLINE int
attackers(const struct tc_geom *g, const uint8_t *b, int sq, int by, int max,
    const uint64_t *sl)
{
	int n = 0, i, d, t, dist;
	uint8_t c;

	for (i = 0; (t = g->leap[sq][i]) != TC_NOSQ; i++)
		if (b[t] == TC_CODE(TC_KNIGHT, by) && ++n >= max)
			return n;
	for (i = 0; i < 2; i++) {
		t = g->ray[sq][geom_dir_back[g->capdir[by][i]]];
		if (t != TC_NOSQ && b[t] == TC_CODE(TC_PAWN, by) && ++n >= max)
			return n;
	}
	for (d = 0; d < TC_NDIR; d++) {
		t = g->ray[sq][d];
		if (t == TC_NOSQ)
			continue;
		if (b[t] == TC_CODE(TC_KING, by) && ++n >= max)
			return n;
		if (sl != NULL && !((en_ray[sq][d][0] & sl[0]) |
		    (en_ray[sq][d][1] & sl[1])))
			continue;
		for (dist = 1; t != TC_NOSQ && !b[t]; t = g->ray[t][d])
			dist++;
		if (t == TC_NOSQ)
			continue;
		c = b[t];
		if (TC_COLOUR(c) == by) {
			if (slides(c, d) && (dist == 1 || mode_of(g, b, t, by) !=
			    MODE_STUNTED) && ++n >= max)
				return n;
			continue;
		}
		/* One piece of the other side: a penetrating slider behind. */
		for (t = g->ray[t][d]; t != TC_NOSQ && !b[t]; t = g->ray[t][d])
			;
		if (t != TC_NOSQ && TC_COLOUR(c = b[t]) == by && slides(c, d) &&
		    mode_of(g, b, t, by) == MODE_PENETRATION && ++n >= max)
			return n;
	}
	return n;
}

INLINE bool
attacked(const struct tc_geom *g, const uint8_t *b, int sq, int by,
    const uint64_t *sl)
{
	return attackers(g, b, sq, by, 1, sl) > 0;
}

/*
** How many of the kings on ks[0..nk) are attacked by side `by`, counted
** up to max at most.
*/
INLINE int
count_checked(const struct tc_geom *g, const uint8_t *b, const uint8_t *ks,
    int nk, int by, int max, const uint64_t *sl)
{
	int i, n = 0;

	for (i = 0; i < nk && n < max; i++)
		n += attacked(g, b, ks[i], by, sl);
	return n;
}

/* The squares of side's kings into ks; their number. */
static int
find_kings(const struct tc_pos *pos, int side, uint8_t *ks)
{
	const uint8_t *b = pos->board;
	int sq, n = 0, nsq = pos->var->geom->nsq;
	uint8_t k = TC_CODE(TC_KING, side);

	for (sq = 0; sq < nsq; sq++)
		if (b[sq] == k)
			ks[n++] = (uint8_t)sq;
	return n;
}

/* ---- generation ---- */

struct gen {
	const struct tc_pos *pos;
	const struct tc_geom *g;
	/* the board, changed by trials and restored; 0 beyond its squares */
	uint8_t b[TC_MAXSQ + 8];
	int nwords;		/* 8-square words that cover the board */
	tc_move *out, *start;
	/*
	** The moves of pawns, knights and sliders come first, nplain of
	** them; promoted is set if a pawn promotes (perhaps to a King).
	*/
	int nplain;
	bool promoted;
	int us, them;
	int nk, c;		/* the mover's kings, how many in check */
	uint8_t ks[TC_MAXSQ];
	/*
	** The squares where a change may give a check: on a ray from one
	** of the mover's kings, up to the farthest enemy slider on it that
	** moves along it (a bit per square).
	*/
	uint64_t danger[2];
	uint64_t kchk[2];	/* a bit per king of ks: in check */
	/*
	** The other side's sliders, a bit a square (gen_pseudo() finds
	** them): scan_kings() walks only the rays that hold one.
	*/
	uint64_t sliders[2];
	uint8_t first;		/* scan_kings: the first piece on a ray */
	/*
	** Count mode (en_count): the plain moves that need no trial are
	** counted in n, not written.
	*/
	bool counting;
	int n;
};

/* A move: written out, or counted (a promotion to a King needs a trial). */
INLINE void
add(struct gen *m, int from, int to, int kind, int promo)
{
	if (m->counting && (kind != TC_MK_PROMO || promo != TC_KING))
		m->n++;
	else
		*m->out++ = TC_MOVE(from, to, kind, promo);
}

/* A penetrating slider's move past the piece it captures on p1. */
INLINE void
add_past(struct gen *m, int from, int to, int p1)
{
	if (m->counting)
		m->n++;
	else
		*m->out++ = TC_WITH_AUX(TC_MOVE(from, to, TC_MK_NORMAL, 0), p1,
		    TC_AUX_CAPTURE);
}

/* The three arrival choices (5.1): a King, an Auror, or stay a Pawn. */
INLINE void
add_arrival(struct gen *m, int from, int to)
{
	add(m, from, to, TC_MK_PROMO, TC_KING);
	add(m, from, to, TC_MK_PROMO, TC_AUROR);
	add(m, from, to, TC_MK_NORMAL, 0);
}

static void
gen_pawn(struct gen *m, int from)
{
	static const uint8_t in_place[] = { TC_KING, TC_AUROR, TC_QUEEN,
	    TC_ROOK, TC_BISHOP, TC_KNIGHT };
	static const uint8_t x_capture[] = { TC_KING, TC_AUROR, TC_QUEEN,
	    TC_BISHOP, TC_KNIGHT };
	const struct tc_geom *g = m->g;
	int us = m->us, last = g->ranks - 1, f = g->fwd[us], i, k, to;
	uint8_t c;

	if (g->rel[us][from] >= last - 1)
		m->promoted = true;
	if (g->rel[us][from] == last) {
		/* A waiting pawn (5.2, 5.3). */
		for (k = 0; k < 6; k++)
			add(m, from, from, TC_MK_PROMO, in_place[k]);
		for (i = 0; i < 2; i++) {
			to = g->ray[from][g->capdir[us][i]];
			if (to != TC_NOSQ && (c = m->b[to]) != 0 &&
			    TC_COLOUR(c) != us)
				for (k = 0; k < 5; k++)
					add(m, from, to, TC_MK_PROMO,
					    x_capture[k]);
		}
		return;
	}
	if (m->counting && g->rel[us][from] < last - 1) {
		/*
		 * Count mode, a pawn that cannot arrive: the tables and the
		 * board read through pointers of their own (restrict), so
		 * that the count's stores do not make the compiler read them
		 * again, and the count kept here.
		 */
		const uint8_t *restrict b = m->b, *restrict rel = g->rel[us];
		const uint8_t (*restrict ray)[TC_NDIR] = g->ray;
		int n = 0;

		to = ray[from][f];
		if (to != TC_NOSQ && !b[to]) {
			n++;
			if (rel[from] == 1) {
				int to2 = ray[to][f];

				n += to2 != TC_NOSQ && !b[to2];
			}
		}
		for (i = 0; i < 2; i++) {
			to = ray[from][g->capdir[us][i]];
			n += to != TC_NOSQ && (c = b[to]) != 0 &&
			    TC_COLOUR(c) != us;
		}
		m->n += n;
		return;
	}
	to = g->ray[from][f];
	if (to != TC_NOSQ && !m->b[to]) {
		if (g->rel[us][to] == last)
			add_arrival(m, from, to);
		else
			add(m, from, to, TC_MK_NORMAL, 0);
		if (g->rel[us][from] == 1) {
			int to2 = g->ray[to][f];

			if (to2 != TC_NOSQ && !m->b[to2])
				add(m, from, to2, TC_MK_DOUBLE, 0);
		}
	}
	for (i = 0; i < 2; i++) {
		to = g->ray[from][g->capdir[us][i]];
		if (to == TC_NOSQ || (c = m->b[to]) == 0 || TC_COLOUR(c) == us)
			continue;
		if (g->rel[us][to] == last)
			add_arrival(m, from, to);
		else
			add(m, from, to, TC_MK_NORMAL, 0);
	}
}

static void
gen_ep(struct gen *m)
{
	const struct tc_geom *g = m->g;
	int ep = m->pos->ep[m->them], cap, i;

	if (ep == TC_NOSQ || m->b[ep])
		return;
	cap = g->ray[ep][g->fwd[m->them]];
	if (cap == TC_NOSQ || m->b[cap] != TC_CODE(TC_PAWN, m->them))
		return;
	for (i = 0; i < 2; i++) {
		int from = g->ray[ep][geom_dir_back[g->capdir[m->us][i]]];

		if (from != TC_NOSQ && m->b[from] == TC_CODE(TC_PAWN, m->us))
			add(m, from, ep, TC_MK_EP, 0);
	}
}

/* Steps (a king, a stunted slider) and leaps onto t: empty or enemy. */
INLINE void
step(struct gen *m, int from, int t)
{
	uint8_t c = m->b[t];

	if (!c || TC_COLOUR(c) != m->us)
		add(m, from, t, TC_MK_NORMAL, 0);
}

static void
gen_slider(struct gen *m, int from, int d0, int d1)
{
	const struct tc_geom *g = m->g;
	int mode = mode_of(g, m->b, from, m->us), d, t, p1, j;

	for (d = d0; d < d1; d++) {
		const uint8_t *line = en_line[from][d];

		t = line[0];
		if (mode == MODE_STUNTED) {
			if (t != TC_NOSQ)
				step(m, from, t);
			continue;
		}
		for (j = 0; (t = line[j]) != TC_NOSQ && !m->b[t]; j++)
			add(m, from, t, TC_MK_NORMAL, 0);
		if (t == TC_NOSQ || TC_COLOUR(m->b[t]) == m->us)
			continue;
		add(m, from, t, TC_MK_NORMAL, 0);
		if (mode != MODE_PENETRATION)
			continue;
		/* Pass over the captured piece (4.5). */
		p1 = t;
		for (j++; (t = line[j]) != TC_NOSQ && !m->b[t]; j++)
			add_past(m, from, t, p1);
		if (t != TC_NOSQ && TC_COLOUR(m->b[t]) != m->us)
			add_past(m, from, t, p1);
	}
}

/* True if the mover's king on k is in check (scan_kings has run). */
static bool
king_checked(const struct gen *m, int k)
{
	int i;

	for (i = 0; i < m->nk; i++)
		if (m->ks[i] == k)
			return (m->kchk[i >> 6] >> (i & 63)) & 1;
	return attacked(m->g, m->b, k, m->them, m->sliders);
}

/*
** Castling (6.1): the right, the squares between king and rook empty,
** the king not in check, the square it crosses not attacked with the
** king placed there.  Rule 7.2 is judged with the other moves.
*/
static void
gen_castling(struct gen *m)
{
	const struct tc_geom *g = m->g;
	int r = m->us == TC_WHITE ? 0 : g->ranks - 1, k = g->at[r][4], w;

	if (m->b[k] != TC_CODE(TC_KING, m->us) || king_checked(m, k))
		return;
	for (w = 0; w < 2; w++) {
		unsigned bit = (w ? 2u : 1u) << (2 * m->us);
		int dir = w ? TC_W : TC_E, t, cross = g->ray[k][dir];
		int corner = g->at[r][w ? 0 : 7];
		bool safe;

		if (!(m->pos->castle & bit) || m->b[corner] !=
		    TC_CODE(TC_ROOK, m->us))
			continue;
		for (t = cross; t != corner && !m->b[t]; t = g->ray[t][dir])
			;
		if (t != corner)
			continue;
		m->b[cross] = m->b[k];
		m->b[k] = 0;
		safe = !attacked(g, m->b, cross, m->them, m->sliders);
		m->b[k] = m->b[cross];
		m->b[cross] = 0;
		if (safe)
			add(m, k, g->ray[cross][dir], TC_MK_CASTLE, 0);
	}
}

/*
** The squares of the mover's pieces among the eight of word w of the
** board: bit 7 of each byte set where one stands (a piece's type, bits
** 0-2, is never 0; its colour is bit 3).
*/
INLINE uint64_t
own_bytes(struct gen *m, int w)
{
	const uint64_t ones = 0x0101010101010101ull, high = 0x80 * ones;
	uint64_t x, occupied, black, own, t, sl;

	memcpy(&x, m->b + 8 * w, 8);
	occupied = ((x & 7 * ones) + 0x7f * ones) & high;
	black = ((x >> 3) & ones) << 7;
	own = occupied & (m->us == TC_WHITE ? ~black : black);
	/* The other side's Bishops, Rooks and Queens: types 3 to 5. */
	t = x & 7 * ones;
	sl = (t + (0x80 - TC_BISHOP) * ones) & ~(t + (0x80 - TC_QUEEN - 1) *
	    ones) & occupied & ~own;
	/* A byte's high bit to its square's bit. */
	m->sliders[w >> 3] |= (((sl >> 7) * 0x0102040810204080ull) >> 56) <<
	    (8 * (w & 7));
	return own;
}

/* Every move the pieces' movement allows the side to move. */
static void
gen_pseudo(struct gen *m)
{
	const struct tc_geom *g = m->g;
	uint8_t aur[TC_MAXSQ], *kings = m->ks;
	int sq, i, j, na = 0, nk = 0, w;

	m->sliders[0] = m->sliders[1] = 0;
	for (w = 0; w < m->nwords; w++) {
	    uint64_t own = own_bytes(m, w);

	    while (own) {
		sq = w * 8 + (__builtin_ctzll(own) >> 3);
		own &= own - 1;
		switch (TC_TYPE(m->b[sq])) {
		case TC_PAWN:
			gen_pawn(m, sq);
			break;
		case TC_KNIGHT:
			for (i = 0; g->leap[sq][i] != TC_NOSQ; i++)
				step(m, sq, g->leap[sq][i]);
			break;
		case TC_BISHOP:
			gen_slider(m, sq, 4, 8);
			break;
		case TC_ROOK:
			gen_slider(m, sq, 0, 4);
			break;
		case TC_QUEEN:
			gen_slider(m, sq, 0, 8);
			break;
		case TC_KING:
			kings[nk++] = (uint8_t)sq;
			break;
		case TC_AUROR:
			aur[na++] = (uint8_t)sq;
			break;
		}
	    }
	}
	/* The moves that always need a trial come last. */
	m->nplain = (int)(m->out - m->start);
	m->counting = false;
	m->nk = nk;
	for (i = 0; i < nk; i++) {
		sq = kings[i];
		for (j = 0; j < TC_NDIR; j++)
			if (g->ray[sq][j] != TC_NOSQ)
				step(m, sq, g->ray[sq][j]);
	}
	for (i = 0; i < na; i++) {
		sq = aur[i];
		for (j = 0; j < TC_NDIR; j++) {
			int t = g->ray[sq][j];

			if (t != TC_NOSQ && !m->b[t])
				add(m, sq, t, TC_MK_NORMAL, 0);
		}
		for (j = 0; g->leap[sq][j] != TC_NOSQ; j++)
			if (!m->b[g->leap[sq][j]])
				add(m, sq, g->leap[sq][j], TC_MK_NORMAL, 0);
	}
	for (i = 0; i < nk; i++)
		for (j = 0; j < na; j++)
			add(m, kings[i], aur[j], TC_MK_SWAP, 0);
	gen_ep(m);
}

/*
** Play m on the working board, keeping what it changed in sq/was
** (at most four squares); the kings' squares follow it in ks[0..*nk).
*/
struct trial {
	int n;
	uint8_t sq[4], was[4];
};

INLINE void
put(struct gen *m, struct trial *t, int sq, uint8_t code)
{
	t->sq[t->n] = (uint8_t)sq;
	t->was[t->n++] = m->b[sq];
	m->b[sq] = code;
}

static void
try_move(struct gen *m, tc_move mv, struct trial *t, uint8_t *ks, int *nk)
{
	const struct tc_geom *g = m->g;
	int from = TC_FROM(mv), to = TC_TO(mv), kind = TC_KIND(mv), i;
	uint8_t c = m->b[from];

	t->n = 0;
	switch (kind) {
	case TC_MK_NULL:
		return;
	case TC_MK_SWAP:
		put(m, t, to, c);
		put(m, t, from, t->was[0]);
		break;
	case TC_MK_CASTLE: {
		int dir = to > from ? TC_E : TC_W;
		int corner = g->at[g->rank[from]][to > from ? 7 : 0];

		put(m, t, from, 0);
		put(m, t, corner, 0);
		put(m, t, g->ray[from][dir], TC_CODE(TC_ROOK, m->us));
		put(m, t, to, c);
		break;
	}
	case TC_MK_EP:
		put(m, t, g->ray[to][g->fwd[m->them]], 0);
		put(m, t, from, 0);
		put(m, t, to, c);
		break;
	default:
		if (TC_AUX_KIND(mv) == TC_AUX_CAPTURE)
			put(m, t, TC_AUX_SQ(mv), 0);
		put(m, t, from, 0);
		put(m, t, to, kind == TC_MK_PROMO ? TC_CODE(TC_PROMO(mv),
		    m->us) : c);
		if (kind == TC_MK_PROMO && TC_PROMO(mv) == TC_KING) {
			/* A new king; a pawn promoted in place was none. */
			ks[(*nk)++] = (uint8_t)to;
			return;
		}
		break;
	}
	if (TC_TYPE(c) == TC_KING)
		for (i = 0; i < *nk; i++)
			if (ks[i] == from)
				ks[i] = (uint8_t)to;
}

INLINE void
undo_move(struct gen *m, const struct trial *t)
{
	int i;

	for (i = t->n - 1; i >= 0; i--)
		m->b[t->sq[i]] = t->was[i];
}

/*
** The checks of the mover's kings, and the squares of their rays up to
** the farthest enemy slider on each that moves along it: one walk of
** each ray.  Sets m->c and m->danger.
*/
static void
scan_kings(struct gen *m)
{
	const struct tc_geom *g = m->g;
	const uint8_t *b = m->b;
	int i, j, d, t, by = m->them;

	m->c = 0;
	m->danger[0] = m->danger[1] = 0;
	m->kchk[0] = m->kchk[1] = 0;
	for (i = 0; i < m->nk; i++) {
		int k = m->ks[i];
		bool chk = false;

		for (j = 0; (t = g->leap[k][j]) != TC_NOSQ; j++)
			chk |= b[t] == TC_CODE(TC_KNIGHT, by);
		for (j = 0; j < 2; j++) {
			t = g->ray[k][geom_dir_back[g->capdir[by][j]]];
			chk |= t != TC_NOSQ && b[t] == TC_CODE(TC_PAWN, by);
		}
		for (d = 0; d < TC_NDIR; d++) {
			const uint8_t *line = en_line[k][d];
			int last = -1, seen = 0, dist = 0, n;

			if (!((en_ray[k][d][0] & m->sliders[0]) |
			    (en_ray[k][d][1] & m->sliders[1]))) {
				/* No slider on it: only a King beside checks. */
				t = line[0];
				chk |= t != TC_NOSQ && b[t] == TC_CODE(TC_KING, by);
				continue;
			}

			for (n = 0; (t = line[n]) != TC_NOSQ; n++) {
				uint8_t c = b[t];

				if (!c)
					continue;
				dist = n + 1;
				if (TC_COLOUR(c) == by && slides(c, d)) {
					last = t;
					/* the first piece, or one behind ours */
					if (seen == 0)
						chk |= dist == 1 || mode_of(g, b, t,
						    by) != MODE_STUNTED;
					else if (seen == 1 && TC_COLOUR(b[
					    m->first]) != by)
						chk |= mode_of(g, b, t, by) ==
						    MODE_PENETRATION;
				} else if (seen == 0 && dist == 1 &&
				    c == TC_CODE(TC_KING, by)) {
					chk = true;
				}
				if (seen++ == 0)
					m->first = (uint8_t)t;
			}
			if (last < 0)
				continue;
			for (n = 0; (t = line[n]) != last; n++)
				m->danger[t >> 6] |= 1ull << (t & 63);
		}
		m->c += chk;
		m->kchk[i >> 6] |= (uint64_t)chk << (i & 63);
	}
}

INLINE bool
in_danger(const struct gen *m, int sq)
{
	return (m->danger[sq >> 6] >> (sq & 63)) & 1;
}

/* True if m needs trying on the board to know that it leaves no check. */
INLINE bool
needs_trial(const struct gen *m, tc_move mv)
{
	int from = TC_FROM(mv), t = TC_TYPE(m->b[from]);

	if (TC_KIND(mv) != TC_MK_NORMAL && TC_KIND(mv) != TC_MK_DOUBLE &&
	    (TC_KIND(mv) != TC_MK_PROMO || TC_PROMO(mv) == TC_KING))
		return true;
	if (t == TC_KING || t == TC_AUROR)
		return true;
	return in_danger(m, from) || in_danger(m, TC_TO(mv)) ||
	    (TC_AUX_KIND(mv) == TC_AUX_CAPTURE && in_danger(m, TC_AUX_SQ(mv)));
}

/* True if m, a move of the movement, is legal by rule 7.2. */
static bool
legal_move(struct gen *m, tc_move mv)
{
	struct trial t;
	uint8_t ks[TC_MAXSQ + 1];
	int nk = m->nk, after;

	if (m->c == 0 && !needs_trial(m, mv))
		return true;
	memcpy(ks, m->ks, (size_t)nk);
	try_move(m, mv, &t, ks, &nk);
	/*
	 * Legal with none in check, or fewer than the c before: counting
	 * stops where the answer is known (at c, or at 1 without a check).
	 */
	after = count_checked(m->g, m->b, ks, nk, m->them,
	    m->c > 0 ? m->c : 1, m->sliders);
	undo_move(m, &t);
	return after == 0 || after < m->c;
}

static void
setup(struct gen *m, const struct tc_pos *pos, tc_move *out)
{
	m->pos = pos;
	m->g = pos->var->geom;
	m->nwords = (m->g->nsq + 7) / 8;
	/*
	 * The whole array, a fixed size the compiler copies in a few
	 * moves, then the squares past the board's zeroed.
	 */
	memcpy(m->b, pos->board, sizeof(pos->board));
	memset(m->b + m->g->nsq, 0, 8);
	m->out = m->start = out;
	m->counting = false;
	m->n = 0;
	m->promoted = false;
	m->us = pos->turn;
	m->them = pos->turn ^ 1;
	m->nk = 0;
}

/*
** The legal moves of pos into out (stopping at the first if `first`);
** their number.  With none, a player some but not all of whose Kings
** are in check loses his turn (8.1): the null move, unless the other
** player lost his just before (a double pass, 8.2).
*/
static int
generate(const struct tc_pos *pos, tc_move *out, bool first)
{
	struct gen m;
	int i, n, kept = 0;

	setup(&m, pos, out);
	gen_pseudo(&m);
	scan_kings(&m);
	if (pos->castle & (3u << (2 * m.us)))
		gen_castling(&m);
	n = (int)(m.out - out);
	i = 0;
	if (m.c == 0 && !m.promoted && !first) {
		/*
		 * Without a check, a plain move is legal unless it touches a
		 * King's ray an enemy slider moves along (needs_trial).
		 */
		if ((m.danger[0] | m.danger[1]) == 0) {
			kept = i = m.nplain;
		} else {
			for (; i < m.nplain; i++)
				if (!needs_trial(&m, out[i]) || legal_move(&m,
				    out[i]))
					out[kept++] = out[i];
		}
	}
	for (; i < n; i++)
		if (legal_move(&m, out[i])) {
			out[kept++] = out[i];
			if (first)
				return 1;
		}
	if (kept == 0 && m.c > 0 && m.c < m.nk && !EN_CX(pos)->passes)
		out[kept++] = TC_NULLMOVE;
	return kept;
}

static int
en_legal(const struct tc_pos *pos, tc_move *out)
{
	return generate(pos, out, false);
}

/*
** Perft's last ply: the number of generate()'s moves.  Without a check
** and without a ray from a King to an enemy slider that moves along it
** (the danger squares), a plain move needs no trial unless it makes a
** King: those are counted, not written; the promotions to a King and
** the other moves (of Kings and Aurors, swaps, e.p., castling) are
** listed and tried.  Else (a check or danger, which scan_kings() finds
** once the pieces are counted) the list's number.
*/
static int
en_count(const struct tc_pos *pos)
{
	tc_move list[TC_MAXMOVES];
	struct gen m;
	int i, n, kept = 0;

	setup(&m, pos, list);
	m.counting = true;
	gen_pseudo(&m);
	scan_kings(&m);
	if (m.c != 0 || (m.danger[0] | m.danger[1]))
		return generate(pos, list, false);
	if (pos->castle & (3u << (2 * m.us)))
		gen_castling(&m);
	n = (int)(m.out - list);
	for (i = 0; i < n; i++)
		kept += legal_move(&m, list[i]);
	return m.n + kept;
}

static int
en_pseudo(const struct tc_pos *pos, tc_move *out)
{
	struct gen m;

	setup(&m, pos, out);
	gen_pseudo(&m);
	scan_kings(&m);
	if (pos->castle & (3u << (2 * m.us)))
		gen_castling(&m);
	return (int)(m.out - out);
}

static bool
en_any_legal(const struct tc_pos *pos)
{
	tc_move m[TC_MAXMOVES];

	return generate(pos, m, true) > 0;
}

/*
** The moves of the movement onto `to` are picked first and only they
** are judged by rule 7.2, as generate() judges them.  The lost turn is
** no move onto a square: its TC_TO, 0, is no target (a1).
*/
static int
en_legal_to(const struct tc_pos *pos, int to, int type, tc_move *out)
{
	tc_move all[TC_MAXMOVES];
	struct gen m;
	int i, n, k = 0;

	setup(&m, pos, all);
	gen_pseudo(&m);
	scan_kings(&m);
	if (pos->castle & (3u << (2 * m.us)))
		gen_castling(&m);
	n = (int)(m.out - all);
	for (i = 0; i < n && k < TC_MAXMOVES_TO; i++) {
		int f = TC_FROM(all[i]);

		/* A swap is found from either of its squares. */
		if ((TC_TO(all[i]) == to || (TC_KIND(all[i]) == TC_MK_SWAP &&
		    f == to)) && (type == TC_EMPTY ||
		    TC_TYPE(pos->board[f]) == type ||
		    TC_KIND(all[i]) == TC_MK_SWAP) && legal_move(&m, all[i]))
			out[k++] = all[i];
	}
	return k;
}

static int
en_checked(const struct tc_pos *pos, int side)
{
	uint8_t ks[TC_MAXSQ];
	int nk = find_kings(pos, side, ks);

	return count_checked(pos->var->geom, pos->board, ks, nk, side ^ 1,
	    nk, NULL);
}

static int
en_checkers(const struct tc_pos *pos)
{
	uint8_t ks[TC_MAXSQ];
	int i, n = 0, nk = find_kings(pos, pos->turn, ks);

	for (i = 0; i < nk; i++)
		n += attackers(pos->var->geom, pos->board, ks[i],
		    pos->turn ^ 1, TC_MAXSQ, NULL);
	return n;
}

static bool
en_attacked(const struct tc_pos *pos, int sq, int by)
{
	return attacked(pos->var->geom, pos->board, sq, by, NULL);
}

static const struct tc_engine en_engine = {
	.name = "en", .legal = en_legal, .pseudo = en_pseudo, .count = en_count,
	.legal_to = en_legal_to, .any_legal = en_any_legal,
	.checked = en_checked, .checkers = en_checkers,
	.attacked = en_attacked
};

/* A diagram's note on a slider: 'P' in Penetration mode, 'S' Stunted. */
static int
en_badge(const struct tc_pos *pos, int sq)
{
	int mode = en_mode(pos, sq);

	return mode == MODE_PENETRATION ? 'P' : mode == MODE_STUNTED ? 'S' : 0;
}

/* ---- make and unmake ---- */

/* Change square sq to code c, noting what it held in u. */
INLINE void
set_square(struct tc_pos *pos, struct tc_undo *u, int sq, uint8_t c)
{
	u->sq[u->n] = (uint8_t)sq;
	u->code[u->n++] = pos->board[sq];
	pos->hash ^= code_key(pos->board[sq], sq) ^ code_key(c, sq);
	pos->board[sq] = c;
}

static void
en_make(struct tc_pos *pos, tc_move m, struct tc_undo *u)
{
	const struct tc_geom *g = pos->var->geom;
	int from = TC_FROM(m), to = TC_TO(m), kind = TC_KIND(m);
	int us = pos->turn, them = us ^ 1;
	uint8_t c = pos->board[from];

	listed_begin(pos, u);
	memset(pos->ep, TC_NOSQ, sizeof(pos->ep));
	EN_X(pos)->passes = 0;
	pos->halfmove++;
	switch (kind) {
	case TC_MK_NULL:
		EN_X(pos)->passes = 1;
		break;
	case TC_MK_SWAP: {
		uint8_t a = pos->board[to];

		set_square(pos, u, to, c);
		set_square(pos, u, from, a);
		break;
	}
	case TC_MK_CASTLE: {
		int dir = to > from ? TC_E : TC_W;
		int corner = g->at[g->rank[from]][to > from ? 7 : 0];
		uint8_t rook = pos->board[corner];

		set_square(pos, u, from, 0);
		set_square(pos, u, corner, 0);
		set_square(pos, u, g->ray[from][dir], rook);
		set_square(pos, u, to, c);
		break;
	}
	case TC_MK_EP:
		set_square(pos, u, g->ray[to][g->fwd[them]], 0);
		set_square(pos, u, from, 0);
		set_square(pos, u, to, c);
		pos->halfmove = 0;
		break;
	default:
		if (TC_AUX_KIND(m) == TC_AUX_CAPTURE) {
			pos->castle &= en_castle_mask[TC_AUX_SQ(m)];
			set_square(pos, u, TC_AUX_SQ(m), 0);
			pos->halfmove = 0;
		}
		if (pos->board[to] && to != from)
			pos->halfmove = 0;
		if (TC_TYPE(c) == TC_PAWN)
			pos->halfmove = 0;
		if (from != to)
			set_square(pos, u, from, 0);
		set_square(pos, u, to, kind == TC_MK_PROMO ?
		    TC_CODE(TC_PROMO(m), us) : c);
		if (kind == TC_MK_DOUBLE)
			pos->ep[us] = g->ray[from][g->fwd[us]];
		break;
	}
	if (kind != TC_MK_NULL)
		pos->castle &= en_castle_mask[from] & en_castle_mask[to];
	pos->turn = (uint8_t)them;
	if (us == TC_BLACK)
		pos->fullmove++;
	pos->hash ^= pos_hash_state(pos);
}

static void
en_unmake(struct tc_pos *pos, tc_move m, const struct tc_undo *u)
{
	int i;

	(void)m;
	for (i = u->n - 1; i >= 0; i--)
		pos->board[u->sq[i]] = u->code[i];
	restore_state(pos, u);
}

/* ---- the end of the game ---- */

static void
en_status(const struct tc_pos *pos, struct tc_end *end)
{
	uint8_t ks[TC_MAXSQ];
	int nk, c;

	if (move_any_legal(pos))
		return;
	nk = find_kings(pos, pos->turn, ks);
	c = count_checked(pos->var->geom, pos->board, ks, nk, pos->turn ^ 1,
	    nk, NULL);
	if (c == 0)
		end_set(end, "stalemate", TC_DRAW, 0);
	else if (c == nk)
		end_set(end, "checkmate", win_of_other(pos), TC_END_MATE);
	else
		end_set(end, "a double pass (neither player can move)",
		    TC_DRAW, 0);
}

/*
** Why the piece on `from` may not go to `to` by EN's own rules: an Auror
** never captures; a stunted slider steps only.  (That a move must leave
** fewer Kings in check is told where any side has several.)
*/
static bool
en_why_not(const struct tc_pos *pos, int from, int to, char *msg, size_t cap)
{
	const struct tc_geom *g = pos->var->geom;
	uint8_t c = pos->board[from];
	int d, own, enemy;
	char f[4];

	geom_square_name(g, from, f);
	/* Its own piece there is no capture: told as for any piece. */
	if (TC_TYPE(c) == TC_AUROR && pos->board[to] &&
	    TC_COLOUR(pos->board[to]) != TC_COLOUR(c)) {
		snprintf(msg, cap, "the auror on %s cannot capture: an auror "
		    "never captures", f);
		return true;
	}
	if (en_mode(pos, from) == MODE_STUNTED) {
		for (d = 0; d < TC_NDIR; d++) {
			int s;

			if (!slides(c, d) || g->ray[from][d] == to)
				continue;
			for (s = g->ray[from][d]; s != TC_NOSQ; s = g->ray[s][d])
				if (s == to)
					break;
			if (s != TC_NOSQ)
				break;
		}
		if (d < TC_NDIR) {
			aurors_beside(g, pos->board, from, TC_COLOUR(c), &own,
			    &enemy);
			snprintf(msg, cap, "the %s on %s is stunted (%d enemy "
			    "auror%s beside it, %d of its own): it moves one "
			    "square only", type_name[TC_TYPE(c)], f, enemy,
			    enemy == 1 ? "" : "s", own);
			return true;
		}
	}
	return false;
}

/* Its state: a lost turn just before (8.2), in the hash. */
static uint64_t
en_xhash(const struct tc_pos *pos)
{
	return passes_key(EN_CX(pos)->passes);
}

/* True if row text r[0..n) is one auror, as EN-FEN's x9 or x0 row. */
static bool
auror_row(const char *r, size_t n)
{
	return n == 1 && (r[0] == 'a' || r[0] == 'A');
}

/*
** A position given with no variant is an EN-FEN if its board has 10 rows,
** or starts or ends with a row of one auror, a piece only EN Chess has
** (then the reader says how many rows it has: "a/rnbqkbnr/.../RNBQKBNR"
** is an EN-FEN without its x0 row).
*/
static bool
en_claims(const char *s, size_t len)
{
	int rows;
	bool commas;
	size_t b = 0, e, f, last;

	board_shape(s, len, &rows, &commas);
	if (commas)
		return false;
	if (rows == 10)		/* x0..x9 (en-chess.md 10) */
		return true;
	while (b < len && (s[b] == ' ' || s[b] == '\t'))
		b++;
	for (e = b; e < len && s[e] != ' ' && s[e] != '\t'; e++)
		;
	for (last = e; last > b && s[last - 1] != '/'; last--)
		;
	for (f = b; f < e && s[f] != '/'; f++)
		;
	return rows > 1 && (auror_row(s + b, f - b) ||
	    auror_row(s + last, e - last));
}

const struct tc_variant tc_en = {
	.name = "en", .title = "EN Chess", .pgn_name = "EN", .init = en_init,
	.claims = en_claims,
	.geom = &geom_en_data, .nsides = 2,
	.flags = TC_VF_OWN_ENGINE | TC_VF_LOST_TURN | TC_VF_LONG_HYPHEN |
	    TC_VF_AURORS,
	.marks = "", .start = EN_START,
	.engine = &en_engine, .controllers = en_controls, .read = fen8_read,
	.write = fen8_write, .validate = NULL, .keys = "",
	.check = en_check, .why_not = en_why_not, .make = en_make,
	.unmake = en_unmake, .status = en_status,
	.dead = dead_never, /* no material rule (11) */
	.draw_plies = 0, .claim_plies = 100, .repeat = 0, .claim_repeat = 3,
	.implied_by = "", .badge = en_badge, .xhash = en_xhash,
	.move_examples = "e4, Nf3, exd5, K~x0, Ad2, O-O or e2e4"
};
