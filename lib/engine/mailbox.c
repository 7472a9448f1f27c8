/*
** A generic mailbox engine: the rules of the 8x8 two-player variants
** (standard chess, and Allegiance Chess's challenges) played on board[]
** and mark[] alone, pieces moving by the geometry's tables (rays, leaps,
** pawn directions, distances from the home edge).  It never reads the
** bitboards nor does arithmetic on squares, so that it carries over to
** the boards the bitboards do not fit (EN Chess, Complex Allegiance).
**
** Moves are generated legal as in the bitboard engine: the king's
** checkers and the pinned pieces are found once by walking the rays out
** from the king; a pinned piece keeps to its pin ray; in check only
** captures of the checker and blocks are generated; king moves are tested
** with the king taken off the board.  En passant is tried on a copy of
** the board.  Challenges move nothing, so the checkers alone decide
** their legality (spec 2.3).  A side with several kings is played by
** making each pseudo-legal move on a copy of the position.
*/
#include <string.h>
#include "internal.h"

/* Directions 0-3 (N S E W) are orthogonal, 4-7 diagonal. */
#define ORTHO(d)	((d) < 4)

struct mgen {
	const struct tc_pos *pos;
	const struct tc_geom *g;
	const uint8_t *b;	/* the board */
	tc_move *out;
	int n;			/* the moves counted, in count mode */
	bool count;		/* count the moves, write none (perft's leaves) */
	int us, them, ksq;
	int last;		/* promo_rel() of us: where its pawns promote */
	int nchk;		/* checkers of the king ksq */
	int chk;		/* the (first) checker's square */
	int npin;
	uint8_t pinsq[TC_NDIR], pindir[TC_NDIR];
	unsigned safe;		/* the king's steps found safe, a bit a direction */
	bool pseudo;		/* movement only: no pins, checks, king safety */
	uint8_t okto[TC_MAXSQ];	/* in check: the squares that answer it */
};

/* The side of the piece code c (two players: its colour). */
INLINE int
side_of(uint8_t c)
{
	return TC_COLOUR(c);
}

/* True if a piece of code c slides (or steps, if near) in direction d. */
INLINE bool
slides(uint8_t c, int d)
{
	int t = TC_TYPE(c);

	return t == TC_QUEEN || t == (ORTHO(d) ? TC_ROOK : TC_BISHOP);
}

/* The distance from a side's home edge of the squares its pawns promote on. */
INLINE int
promo_rel(const struct tc_geom *g, int side)
{
	int f = g->fwd[side];

	return f == TC_N || f == TC_S ? g->ranks - 1 : g->files - 1;
}

/*
** Pieces of side `by` attacking sq on board b, with square `skip`
** counted empty; at most `max` of them are counted.
*/
INLINE int
attackers(const struct tc_geom *g, const uint8_t *b, int sq, int by,
    int skip, int max)
{
	int n = 0, d, i, t;

	for (i = 0; (t = g->leap[sq][i]) != TC_NOSQ; i++)
		if (b[t] == TC_CODE(TC_KNIGHT, by) && ++n >= max)
			return n;
	for (i = 0; i < 2; i++) {
		t = g->ray[sq][geom_dir_back[g->capdir[by][i]]];
		if (t != TC_NOSQ && b[t] == TC_CODE(TC_PAWN, by) && ++n >= max)
			return n;
	}
	for (d = 0; d < TC_NDIR; d++) {
		uint8_t c = 0;

		t = g->ray[sq][d];
		if (t != TC_NOSQ && b[t] == TC_CODE(TC_KING, by) &&
		    ++n >= max)
			return n;
		for (; t != TC_NOSQ; t = g->ray[t][d])
			if ((c = b[t]) != 0 && t != skip)
				break;
		if (t != TC_NOSQ && side_of(c) == by && slides(c, d) &&
		    ++n >= max)
			return n;
	}
	return n;
}

INLINE bool
is_attacked(const struct tc_geom *g, const uint8_t *b, int sq, int by,
    int skip)
{
	return attackers(g, b, sq, by, skip, 1) > 0;
}

/* The first king of side `side` from square `from` on, or -1. */
static int
find_king(const struct tc_pos *pos, int side, int from)
{
	const uint8_t *b = pos->board;
	int sq, n = pos->var->geom->nsq;
	uint8_t k = TC_CODE(TC_KING, side);

	for (sq = from; sq < n; sq++)
		if (b[sq] == k)
			return sq;
	return -1;
}

/* One move: written out, or counted in count mode. */
INLINE void
add(struct mgen *m, int from, int to, int kind)
{
	if (m->count)
		m->n++;
	else
		*m->out++ = TC_MOVE(from, to, kind, 0);
}

/* A pawn's move to `to`: the four promotions on its last rank. */
INLINE void
add_pawn(struct mgen *m, int from, int to)
{
	if (m->g->rel[m->us][to] != m->last) {
		add(m, from, to, TC_MK_NORMAL);
	} else if (m->count) {
		m->n += 4;
	} else {
		*m->out++ = TC_MOVE(from, to, TC_MK_PROMO, TC_QUEEN);
		*m->out++ = TC_MOVE(from, to, TC_MK_PROMO, TC_ROOK);
		*m->out++ = TC_MOVE(from, to, TC_MK_PROMO, TC_BISHOP);
		*m->out++ = TC_MOVE(from, to, TC_MK_PROMO, TC_KNIGHT);
	}
}

/*
** True if the enemy piece on `to` may be challenged: not a king; with
** the mover in check, only a grey lone checker (it turns).
*/
INLINE bool
may_challenge(const struct mgen *m, int to)
{
	if (TC_TYPE(m->b[to]) == TC_KING)
		return false;
	if (m->pseudo || m->nchk == 0)
		return true;
	return m->nchk == 1 && to == m->chk && m->pos->mark[to] == TC_GREY;
}

/* True if a move to `to` answers the check (ev: there is one). */
INLINE bool
answers(const struct mgen *m, bool ev, int to)
{
	return !ev || m->okto[to];
}

/* The pin direction of the piece on sq, or -1 if it is not pinned. */
INLINE int
pin_of(const struct mgen *m, int sq)
{
	int i;

	for (i = 0; i < m->npin; i++)
		if (m->pinsq[i] == sq)
			return m->pindir[i];
	return -1;
}

/* True if a piece pinned in direction pd (-1: none) may move in d. */
INLINE bool
along(int pd, int d)
{
	return pd < 0 || pd == d || pd == geom_dir_back[d];
}

/* Walk direction d from the king: a checker or a pinned piece of ours. */
static void
walk_from_king(struct mgen *m, int d)
{
	const uint8_t *b = m->b;
	int t, own = -1;

	for (t = m->g->ray[m->ksq][d]; t != TC_NOSQ; t = m->g->ray[t][d]) {
		uint8_t c = b[t];

		if (c == 0)
			continue;
		if (side_of(c) == m->us) {
			if (own >= 0)
				return;
			own = t;
			continue;
		}
		if (!slides(c, d))
			return;
		if (own >= 0) {
			m->pinsq[m->npin] = (uint8_t)own;
			m->pindir[m->npin++] = (uint8_t)d;
		} else if (m->nchk++ == 0) {
			int s;

			memset(m->okto, 0, (size_t)m->g->nsq);
			for (s = m->g->ray[m->ksq][d]; s != t;
			    s = m->g->ray[s][d])
				m->okto[s] = 1;
			m->okto[t] = 1;
			m->chk = t;
		}
		return;
	}
}

/* A leaper or pawn giving check from t. */
INLINE void
leap_check(struct mgen *m, int t)
{
	if (m->nchk++ == 0) {
		memset(m->okto, 0, (size_t)m->g->nsq);
		m->okto[t] = 1;
		m->chk = t;
	}
}

/* The checkers and pinned pieces of the king on m->ksq. */
static void
find_checks(struct mgen *m)
{
	const struct tc_geom *g = m->g;
	int d, i, t;

	m->nchk = m->npin = 0;
	for (i = 0; (t = g->leap[m->ksq][i]) != TC_NOSQ; i++)
		if (m->b[t] == TC_CODE(TC_KNIGHT, m->them))
			leap_check(m, t);
	for (i = 0; i < 2; i++) {
		t = g->ray[m->ksq][geom_dir_back[g->capdir[m->them][i]]];
		if (t != TC_NOSQ && m->b[t] == TC_CODE(TC_PAWN, m->them))
			leap_check(m, t);
	}
	for (d = 0; d < TC_NDIR; d++)
		walk_from_king(m, d);
}

/* A move of a knight, king step or slider onto t, not onto its own side. */
INLINE void
target(struct mgen *m, int from, int t, bool chal, bool ev)
{
	uint8_t c = m->b[t];

	if (c == 0) {
		if (answers(m, ev, t))
			add(m, from, t, TC_MK_NORMAL);
	} else if (side_of(c) != m->us) {
		if (answers(m, ev, t))
			add(m, from, t, TC_MK_NORMAL);
		if (chal && may_challenge(m, t))
			add(m, from, t, TC_MK_CHALLENGE);
	}
}

INLINE void
gen_knight(struct mgen *m, int from, bool chal, bool ev)
{
	const uint8_t *lp = m->g->leap[from];
	bool pinned = pin_of(m, from) >= 0;
	int i;

	if (pinned && !chal)
		return;
	if (m->count && !chal && !ev) {
		/* Count mode, free and no check: kept here, as in gen_pawn(). */
		const uint8_t *restrict b = m->b;
		int n = 0, t;

		for (i = 0; (t = lp[i]) != TC_NOSQ; i++)
			n += !b[t] || side_of(b[t]) != m->us;
		m->n += n;
		return;
	}
	for (i = 0; lp[i] != TC_NOSQ; i++) {
		if (!pinned)
			target(m, from, lp[i], chal, ev);
		else if (m->b[lp[i]] && side_of(m->b[lp[i]]) != m->us &&
		    may_challenge(m, lp[i]))
			add(m, from, lp[i], TC_MK_CHALLENGE);
	}
}

/* A slider's moves in direction d; only its challenge if it may not move so. */
INLINE void
gen_ray(struct mgen *m, int from, int d, bool moves, bool chal, bool ev)
{
	const struct tc_geom *g = m->g;
	int t;

	for (t = g->ray[from][d]; t != TC_NOSQ; t = g->ray[t][d]) {
		uint8_t c = m->b[t];

		if (c == 0) {
			if (moves && answers(m, ev, t))
				add(m, from, t, TC_MK_NORMAL);
			continue;
		}
		if (side_of(c) != m->us) {
			if (moves && answers(m, ev, t))
				add(m, from, t, TC_MK_NORMAL);
			if (chal && may_challenge(m, t))
				add(m, from, t, TC_MK_CHALLENGE);
		}
		return;
	}
}

INLINE void
gen_slider(struct mgen *m, int from, int d0, int d1, bool chal, bool ev)
{
	int pd = pin_of(m, from), d;

	if (pd < 0 && m->count && !chal && !ev) {
		/*
		 * Count mode, free and no check: each ray's empty squares
		 * and the enemy piece that ends it, the count kept here (the
		 * board read through a restrict pointer, as in gen_pawn()).
		 */
		const uint8_t *restrict b = m->b;
		const uint8_t (*restrict ray)[TC_NDIR] = m->g->ray;
		int n = 0, t;

		for (d = d0; d < d1; d++) {
			for (t = ray[from][d]; t != TC_NOSQ && !b[t];
			    t = ray[t][d])
				n++;
			n += t != TC_NOSQ && side_of(b[t]) != m->us;
		}
		m->n += n;
		return;
	}
	if (pd < 0) {
		/* Free: every direction, no test of the pin's. */
		for (d = d0; d < d1; d++)
			gen_ray(m, from, d, true, chal, ev);
		return;
	}
	for (d = d0; d < d1; d++) {
		bool mv = along(pd, d);

		if (mv || chal)
			gen_ray(m, from, d, mv, chal, ev);
	}
}

INLINE void
gen_pawn_push(struct mgen *m, int from, int pd, bool ev)
{
	const struct tc_geom *g = m->g;
	int f = g->fwd[m->us], to = g->ray[from][f];

	if (to == TC_NOSQ || m->b[to] || !along(pd, f))
		return;
	if (answers(m, ev, to))
		add_pawn(m, from, to);
	if (g->rel[m->us][from] == 1) {
		int to2 = g->ray[to][f];

		if (to2 != TC_NOSQ && !m->b[to2] && answers(m, ev, to2))
			add(m, from, to2, TC_MK_DOUBLE);
	}
}

INLINE void
gen_pawn(struct mgen *m, int from, bool chal, bool ev)
{
	const struct tc_geom *g = m->g;
	int pd = pin_of(m, from), i;

	if (m->count && !chal && !ev && pd < 0) {
		/*
		 * Count mode, a free pawn and no check: the tables and the
		 * board read through pointers of their own (restrict), so
		 * that the count's stores do not make the compiler read them
		 * again, and the count kept here.
		 */
		const uint8_t *restrict b = m->b;
		const uint8_t *restrict rel = g->rel[m->us];
		const uint8_t (*restrict ray)[TC_NDIR] = g->ray;
		int f = g->fwd[m->us], to = ray[from][f], n = 0;
		uint8_t c;

		if (to != TC_NOSQ && !b[to]) {
			n += rel[to] == m->last ? 4 : 1;
			if (rel[from] == 1) {
				int to2 = ray[to][f];

				n += to2 != TC_NOSQ && !b[to2];
			}
		}
		for (i = 0; i < 2; i++) {
			to = ray[from][g->capdir[m->us][i]];
			if (to != TC_NOSQ && (c = b[to]) != 0 &&
			    side_of(c) != m->us)
				n += rel[to] == m->last ? 4 : 1;
		}
		m->n += n;
		return;
	}


	gen_pawn_push(m, from, pd, ev);
	for (i = 0; i < 2; i++) {
		int d = g->capdir[m->us][i], to = g->ray[from][d];
		uint8_t c;

		if (to == TC_NOSQ || (c = m->b[to]) == 0 ||
		    side_of(c) == m->us)
			continue;
		if (along(pd, d) && answers(m, ev, to))
			add_pawn(m, from, to);
		if (chal && may_challenge(m, to))
			add(m, from, to, TC_MK_CHALLENGE);
	}
}

/* En passant onto ep, tried on a copy of the board. */
static void
gen_ep(struct mgen *m)
{
	const struct tc_geom *g = m->g;
	int ep = m->pos->ep[m->them], cap, i;
	uint8_t b[TC_MAXSQ];

	cap = g->ray[ep][g->fwd[m->them]];
	if (m->b[ep] || cap == TC_NOSQ || m->b[cap] != TC_CODE(TC_PAWN,
	    m->them))
		return;
	for (i = 0; i < 2; i++) {
		int from = g->ray[ep][geom_dir_back[g->capdir[m->us][i]]];

		if (from == TC_NOSQ || m->b[from] != TC_CODE(TC_PAWN, m->us))
			continue;
		if (!m->pseudo && m->ksq >= 0) {
			memcpy(b, m->b, (size_t)g->nsq);
			b[ep] = b[from];
			b[from] = b[cap] = 0;
			if (is_attacked(g, b, m->ksq, m->them, TC_NOSQ))
				continue;
		}
		add(m, from, ep, TC_MK_EP);
	}
}

/* The king's steps (safe ones unless pseudo) and challenges. */
static void
gen_king(struct mgen *m, int from, bool chal)
{
	const struct tc_geom *g = m->g;
	int d;

	for (d = 0; d < TC_NDIR; d++) {
		int t = g->ray[from][d];
		uint8_t c;

		if (t == TC_NOSQ)
			continue;
		c = m->b[t];
		if (c && side_of(c) == m->us)
			continue;
		if (c && chal && may_challenge(m, t))
			add(m, from, t, TC_MK_CHALLENGE);
		if (m->pseudo)
			add(m, from, t, TC_MK_NORMAL);
		else if (!is_attacked(g, m->b, t, m->them, from)) {
			m->safe |= 1u << d;
			add(m, from, t, TC_MK_NORMAL);
		}
	}
}

/*
** Castling toward direction d (TC_E king side, TC_W queen side) with
** right `bit`: the rook on the corner, the squares between empty, the
** two squares the king crosses and lands on not attacked.  The square
** it crosses is a step of the king's that gen_king() has judged, the
** king off the board; unchecked, the king on it shields that square
** from no attack.
*/
static void
castle_toward(struct mgen *m, int k, int d, unsigned bit)
{
	const struct tc_geom *g = m->g;
	int s1 = g->ray[k][d], s2, t;

	if (!(m->pos->castle & bit) || s1 == TC_NOSQ ||
	    (s2 = g->ray[s1][d]) == TC_NOSQ)
		return;
	for (t = s1; g->ray[t][d] != TC_NOSQ; t = g->ray[t][d])
		if (m->b[t])
			return;
	if (m->b[t] != TC_CODE(TC_ROOK, m->us) ||
	    (!m->pseudo && k == m->ksq ? !((m->safe >> d) & 1) :
	    is_attacked(g, m->b, s1, m->them, TC_NOSQ)) ||
	    is_attacked(g, m->b, s2, m->them, TC_NOSQ))
		return;
	add(m, k, s2, TC_MK_CASTLE);
}

/* Castling: the king on its start square (the middle of rank 0), unchecked. */
static void
gen_castling(struct mgen *m, int k)
{
	const struct tc_geom *g = m->g;

	if (g->rel[m->us][k] != 0 || g->file[k] != g->files / 2 ||
	    m->nchk > 0 || (m->pseudo && is_attacked(g, m->b, k, m->them,
	    TC_NOSQ)))
		return;
	castle_toward(m, k, TC_E, 1u << (2 * m->us));
	castle_toward(m, k, TC_W, 2u << (2 * m->us));
}

/*
** The moves of the pieces on own[0..n) but the king on m->ksq: the
** other kings move only in the pseudo mode (with several kings the legal
** moves are tried from it), so that the legal loop calls no function
** and count mode keeps its count in a register.
*/
INLINE void
gen_pieces(struct mgen *m, const uint8_t *own, int n, bool chal, bool ev,
    bool pseudo)
{
	int i;

	for (i = 0; i < n; i++) {
		int sq = own[i];

		switch (TC_TYPE(m->b[sq])) {
		case TC_PAWN:
			gen_pawn(m, sq, chal, ev);
			break;
		case TC_KNIGHT:
			gen_knight(m, sq, chal, ev);
			break;
		case TC_BISHOP:
			gen_slider(m, sq, 4, 8, chal, ev);
			break;
		case TC_ROOK:
			gen_slider(m, sq, 0, 4, chal, ev);
			break;
		case TC_QUEEN:
			gen_slider(m, sq, 0, 8, chal, ev);
			break;
		case TC_KING:
			if (pseudo && sq != m->ksq)
				gen_king(m, sq, chal);
			break;
		}
	}
}

/*
** Count mode: the moves of the pieces on own[0..n) but the king on
** m->ksq, a type at a time: a loop a type rather than a switch a piece,
** which mispredicts its jump most times.
*/
INLINE void
count_pieces(struct mgen *m, const uint8_t *own, int n, bool chal, bool ev)
{
	uint8_t by[TC_NTYPES][TC_MAXSQ];
	int k[TC_NTYPES] = { 0 }, i;

	for (i = 0; i < n; i++) {
		int t = TC_TYPE(m->b[own[i]]);

		by[t][k[t]++] = own[i];
	}
	for (i = 0; i < k[TC_PAWN]; i++)
		gen_pawn(m, by[TC_PAWN][i], chal, ev);
	for (i = 0; i < k[TC_KNIGHT]; i++)
		gen_knight(m, by[TC_KNIGHT][i], chal, ev);
	for (i = 0; i < k[TC_BISHOP]; i++)
		gen_slider(m, by[TC_BISHOP][i], 4, 8, chal, ev);
	for (i = 0; i < k[TC_ROOK]; i++)
		gen_slider(m, by[TC_ROOK][i], 0, 4, chal, ev);
	for (i = 0; i < k[TC_QUEEN]; i++)
		gen_slider(m, by[TC_QUEEN][i], 0, 8, chal, ev);
}

/*
** The squares of the side to move's pieces into own[], their number;
** *king is its first king's square (-1 if none), *nking their number.
** The board is read eight squares a word: a byte holds a piece of side
** us when its code is from TC_CODE(1, us) to TC_CODE(7, us) (codes are
** below 128, so adding to a byte never carries into the next).
*/
INLINE int
own_pieces(const struct mgen *m, uint8_t *own, int *king, int *nking)
{
	const uint64_t ones = 0x0101010101010101ull, high = 0x80 * ones;
	const uint8_t *b = m->b;
	uint64_t lo = (uint64_t)(0x80 - TC_CODE(1, m->us)) * ones;
	uint64_t hi = (uint64_t)(0x80 - TC_CODE(7, m->us) - 1) * ones;
	uint64_t kc = (uint64_t)TC_CODE(TC_KING, m->us) * ones;
	int sq, n = 0, nsq = m->g->nsq, w;

	*king = -1;
	*nking = 0;
	for (w = 0; 8 * w + 8 <= nsq; w++) {
		uint64_t x, mine, k;

		memcpy(&x, b + 8 * w, 8);
		mine = (x + lo) & ~(x + hi) & high;
		/* The kings: bytes equal to the code, x ^ kc zero there. */
		k = ~(((x ^ kc) & ~high) + ~high) & ~(x ^ kc) & high;
		if (k) {
			if (*nking == 0)
				*king = 8 * w + (__builtin_ctzll(k) >> 3);
			*nking += __builtin_popcountll(k);
		}
		while (mine) {
			sq = 8 * w + (__builtin_ctzll(mine) >> 3);
			mine &= mine - 1;
			own[n++] = (uint8_t)sq;
		}
	}
	for (sq = 8 * w; sq < nsq; sq++) {
		uint8_t c = b[sq];

		if (c == 0 || side_of(c) != m->us)
			continue;
		own[n++] = (uint8_t)sq;
		if (TC_TYPE(c) == TC_KING && (*nking)++ == 0)
			*king = sq;
	}
	return n;
}

static void
setup(struct mgen *m, const struct tc_pos *pos, tc_move *out, bool pseudo,
    bool count)
{
	m->pos = pos;
	m->g = pos->var->geom;
	m->b = pos->board;
	m->out = out;
	m->n = 0;
	m->count = count;
	m->us = pos->turn;
	m->them = pos_next_side(pos, m->us);
	m->last = promo_rel(m->g, m->us);
	m->pseudo = pseudo;
	m->nchk = m->npin = 0;
	m->ksq = -1;
	m->safe = 0;
}

/*
** Generate the moves of pos: legal ones for a side with at most one
** king, else (pseudo) every move the pieces' movement allows.  Returns
** -1 if the legal moves are asked of a side with several kings.  With
** `count` none is written: their number only (perft's last ply).
*/
INLINE int
generate(const struct tc_pos *pos, tc_move *out, bool chal, bool pseudo,
    bool count)
{
	struct mgen m;
	uint8_t own[TC_MAXSQ];
	int i, k, nk, n;

	setup(&m, pos, out, pseudo, count);
	n = own_pieces(&m, own, &k, &nk);
	if (!pseudo && nk > 1)
		return -1;
	if (!pseudo && k >= 0) {
		m.ksq = k;
		find_checks(&m);
		gen_king(&m, k, chal);
		if (m.nchk > 1)
			return count ? m.n : (int)(m.out - out);
	}
	if (count && !pseudo && m.nchk)
		count_pieces(&m, own, n, chal, true);
	else if (count && !pseudo)
		count_pieces(&m, own, n, chal, false);
	else if (m.nchk)
		gen_pieces(&m, own, n, chal, true, pseudo);
	else
		gen_pieces(&m, own, n, chal, false, pseudo);
	if (pos->ep[m.them] != TC_NOSQ)
		gen_ep(&m);
	if (pos->castle && nk == 1)
		gen_castling(&m, k);
	for (i = 0; i < n && pos->castle && nk > 1; i++)
		if (TC_TYPE(m.b[own[i]]) == TC_KING)
			gen_castling(&m, own[i]);
	return count ? m.n : (int)(m.out - out);
}

/* How many kings of `side` are attacked by the other side(s). */
static int
mb_checked(const struct tc_pos *pos, int side)
{
	const struct tc_geom *g = pos->var->geom;
	int k, by, n = 0;

	for (k = find_king(pos, side, 0); k >= 0;
	    k = find_king(pos, side, k + 1))
		for (by = 0; by < pos->var->nsides; by++)
			if (by != side && is_attacked(g, pos->board, k, by,
			    TC_NOSQ)) {
				n++;
				break;
			}
	return n;
}

/*
** A side with several kings: the pseudo-legal moves that leave none of
** them attacked, tried on a copy of the position.
*/
static int
legal_by_trial(const struct tc_pos *pos, tc_move *out)
{
	struct tc_pos copy = *pos;
	struct tc_undo u;
	int i, n, kept = 0;

	n = generate(pos, out, (pos->var->flags & TC_VF_CHALLENGE) != 0, true,
	    false);
	for (i = 0; i < n; i++) {
		pos->var->make(&copy, out[i], &u);
		if (mb_checked(&copy, pos->turn) == 0)
			out[kept++] = out[i];
		pos->var->unmake(&copy, out[i], &u);
	}
	return kept;
}

static int
mb_legal(const struct tc_pos *pos, tc_move *out)
{
	int n;

	if (variant_ended(pos))
		return 0;
	n = generate(pos, out, (pos->var->flags & TC_VF_CHALLENGE) != 0, false,
	    false);
	return n >= 0 ? n : legal_by_trial(pos, out);
}

/* A side with several kings: the number of the moves tried so. */
static __attribute__((noinline)) int
count_by_trial(const struct tc_pos *pos)
{
	tc_move m[TC_MAXMOVES];

	return legal_by_trial(pos, m);
}

/* Perft's last ply: the legal moves counted, none written. */
static int
mb_count(const struct tc_pos *pos)
{
	int n;

	if (variant_ended(pos))
		return 0;
	n = generate(pos, NULL, (pos->var->flags & TC_VF_CHALLENGE) != 0, false,
	    true);
	return n >= 0 ? n : count_by_trial(pos);
}

static int
mb_pseudo(const struct tc_pos *pos, tc_move *out)
{
	return generate(pos, out, (pos->var->flags & TC_VF_CHALLENGE) != 0,
	    true, false);
}

static bool
mb_any_legal(const struct tc_pos *pos)
{
	tc_move m[TC_MAXMOVES];

	return mb_legal(pos, m) > 0;
}

static int
mb_checkers(const struct tc_pos *pos)
{
	const struct tc_geom *g = pos->var->geom;
	int k, by, side = pos->turn, n = 0;

	for (k = find_king(pos, side, 0); k >= 0;
	    k = find_king(pos, side, k + 1))
		for (by = 0; by < pos->var->nsides; by++)
			if (by != side)
				n += attackers(g, pos->board, k, by, TC_NOSQ,
				    TC_MAXSQ);
	return n;
}

static bool
mb_attacked(const struct tc_pos *pos, int sq, int by)
{
	return is_attacked(pos->var->geom, pos->board, sq, by, TC_NOSQ);
}

/* The legal moves, kept where they land on `to` with a piece of `type`. */
static int
mb_legal_to(const struct tc_pos *pos, int to, int type, tc_move *out)
{
	tc_move all[TC_MAXMOVES];

	return moves_onto(pos, all, mb_legal(pos, all), to, type, out);
}

const struct tc_engine tc_engine_mailbox = {
	.name = "mailbox", .legal = mb_legal, .pseudo = mb_pseudo,
	.legal_to = mb_legal_to,
	.any_legal = mb_any_legal, .checked = mb_checked,
	.checkers = mb_checkers, .attacked = mb_attacked, .count = mb_count
};

static const struct tc_engine *const engines[] = {
	&tc_engine_bitboard, &tc_engine_mailbox, NULL
};

/*
** Find an engine by its name ("bitboard", "mailbox").  Returns NULL if
** there is none of that name.
*/
const struct tc_engine *
tc_engine_find(const char *name)
{
	int i;

	for (i = 0; engines[i]; i++)
		if (strcmp(engines[i]->name, name) == 0)
			return engines[i];
	return NULL;
}
