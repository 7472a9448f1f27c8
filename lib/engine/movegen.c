/*
** Legal move generation for the 8x8 two-side variants (standard chess
** and Allegiance Chess), on bitboards.
**
** Moves are generated legal, not filtered: pinned pieces keep to their
** pin line, a check is answered by king moves or by captures and blocks
** on the checking line, and only en passant is tested by trying it.
** Challenges move nothing, so their legality is decided by the checkers
** alone (spec 2.3): a challenge that only greys its target is legal when
** the mover is not in check; one that turns its target is legal when the
** target is the only checker or there is none.
**
** The same generator, in its pseudo mode, gives the moves the pieces'
** movement allows: no pin lines, no check evasion, king moves and en
** passant untested, challenges onto any enemy piece but the king.
** Castling keeps its own conditions.  Notation explains with them why a
** move is illegal.
*/
#include "internal.h"

/*
** The legal moves of one position of the variants this engine plays
** (standard chess, Allegiance Chess) fit here: 64 * 54 + 2 < 4096 (see
** TC_MAXMOVES, whose bound the Traitor family raised).  The local lists
** use this room: a smaller stack frame to probe on every call.
*/
#define BB_MAXMOVES	4096

/* One move: written out, or counted in count mode. */
#define EMIT(g, m) \
	do { \
		if ((g)->count) \
			(g)->n++; \
		else \
			*(g)->out++ = (m); \
	} while (0)

struct gen {
	const struct tc_pos *pos;
	tc_move *out;
	int n;			/* the moves counted, in count mode */
	bool count;		/* count the moves, write none (perft's leaves) */
	int us, them, ksq;
	bb_t occ, own, opp, checkers, pinned, mask;
	bb_t targets;		/* enemy pieces that may be challenged */
};

INLINE void
add_promos(struct gen *g, int from, int to)
{
	if (g->count) {
		g->n += 4;
		return;
	}
	*g->out++ = TC_MOVE(from, to, TC_MK_PROMO, TC_QUEEN);
	*g->out++ = TC_MOVE(from, to, TC_MK_PROMO, TC_ROOK);
	*g->out++ = TC_MOVE(from, to, TC_MK_PROMO, TC_BISHOP);
	*g->out++ = TC_MOVE(from, to, TC_MK_PROMO, TC_KNIGHT);
}

/* Challenges from `from` onto the enemy pieces in `att`. */
INLINE void
add_challenges(struct gen *g, int from, bb_t att)
{
	bb_t t = att & g->targets;

	if (g->count) {
		g->n += bb_pop(t);
		return;
	}
	while (t) {
		int to = bb_poplsb(&t);

		*g->out++ = TC_MOVE(from, to, TC_MK_CHALLENGE, 0);
	}
}

INLINE void
add_moves(struct gen *g, int from, bb_t to)
{
	if (g->count) {
		g->n += bb_pop(to);
		return;
	}
	while (to) {
		int t = bb_poplsb(&to);

		*g->out++ = TC_MOVE(from, t, TC_MK_NORMAL, 0);
	}
}

/*
** Which enemy pieces may be challenged: with no check any of them but the
** king; with one check only a grey checker (it turns); in double check
** none.
*/
static bb_t
challenge_targets(const struct gen *g)
{
	const struct tc_pos *pos = g->pos;
	bb_t t = g->opp & ~pos->bb_type[TC_KING];

	if (g->checkers == 0)
		return t;
	if ((g->checkers & (g->checkers - 1)) == 0)
		return t & g->checkers & pos->bb_grey;
	return 0;
}

static bb_t
pinned_pieces(const struct gen *g)
{
	return bb_pinned(g->pos, g->ksq, g->own, g->opp, g->occ);
}

/*
** Count mode: the moves of the pawns that no pin holds, counted a set
** at a time (pushes, double steps, captures to either side and their
** challenges); the pinned ones are left in *pinned for the square by
** square way.
*/
INLINE void
count_free_pawns(struct gen *g, bb_t *pinned, bool chal)
{
	const struct tc_pos *pos = g->pos;
	bb_t pawns = pos->bb_type[TC_PAWN] & g->own, free = pawns & ~g->pinned;
	bb_t empty = ~g->occ, last = g->us == TC_WHITE ? RANK_8 : RANK_1;
	bb_t one = bb_forward(free, g->us) & empty, two, west, east;

	two = bb_forward(one & (g->us == TC_WHITE ? RANK_3 : RANK_6), g->us) &
	    empty;
	west = bb_forward(free & ~FILE_A, g->us) >> 1;
	east = bb_forward(free & ~FILE_H, g->us) << 1;
	if (chal)
		g->n += bb_pop(west & g->targets) + bb_pop(east & g->targets);
	g->n += bb_pawn_moves(one & g->mask, last, 4) + bb_pop(two & g->mask) +
	    bb_pawn_moves(west & g->opp & g->mask, last, 4) +
	    bb_pawn_moves(east & g->opp & g->mask, last, 4);
	*pinned = pawns & g->pinned;
}

INLINE void
gen_pawns(struct gen *g, bool chal)
{
	const struct tc_pos *pos = g->pos;
	bb_t pawns = pos->bb_type[TC_PAWN] & g->own;
	int dir = g->us == TC_WHITE ? 8 : -8;
	int start = g->us == TC_WHITE ? 1 : 6;
	int last = g->us == TC_WHITE ? 7 : 0;

	if (g->count)
		count_free_pawns(g, &pawns, chal);
	while (pawns) {
		int from = bb_poplsb(&pawns);
		bb_t limit = g->mask, att = bb_pawn[g->us][from];
		int to = from + dir;

		if (g->pinned & BB(from))
			limit &= bb_line[g->ksq][from];
		if (chal)
			add_challenges(g, from, att);
		att &= g->opp & limit;
		if (!(g->occ & BB(to))) {
			if (limit & BB(to)) {
				if (RANK88(to) == last)
					add_promos(g, from, to);
				else
					EMIT(g, TC_MOVE(from, to, TC_MK_NORMAL,
					    0));
			}
			if (RANK88(from) == start && !(g->occ & BB(to + dir)) &&
			    (limit & BB(to + dir)))
				EMIT(g, TC_MOVE(from, to + dir, TC_MK_DOUBLE,
				    0));
		}
		while (att) {
			to = bb_poplsb(&att);
			if (RANK88(to) == last)
				add_promos(g, from, to);
			else
				EMIT(g, TC_MOVE(from, to, TC_MK_NORMAL, 0));
		}
	}
}

INLINE void
gen_ep(struct gen *g, bool pseudo)
{
	const struct tc_pos *pos = g->pos;
	int ep = ep2(pos), cap;
	bb_t from;

	cap = SQ88(FILE88(ep), RANK88(ep) + (g->us == TC_WHITE ? -1 : 1));
	if ((g->occ & BB(ep)) ||
	    !(pos->bb_type[TC_PAWN] & g->opp & BB(cap)))
		return;
	from = bb_pawn[g->them][ep] & pos->bb_type[TC_PAWN] & g->own;
	while (from) {
		int f = bb_poplsb(&from);
		bb_t occ = (g->occ ^ BB(f) ^ BB(cap)) | BB(ep);

		if (pseudo || g->ksq < 0 || !(bb_attackers(pos, g->ksq,
		    g->them, occ) & ~BB(cap)))
			EMIT(g, TC_MOVE(f, ep, TC_MK_EP, 0));
	}
}

INLINE void
gen_castling(struct gen *g)
{
	const struct tc_pos *pos = g->pos;
	int rank = g->us == TC_WHITE ? 0 : 7;
	int kside = g->us == TC_WHITE ? 1 : 4, qside = kside << 1;
	int e = SQ88(4, rank);
	bb_t rooks = pos->bb_type[TC_ROOK] & g->own;

	if (g->ksq != e)
		return;
	if ((pos->castle & kside) &&
	    (rooks & BB(SQ88(7, rank))) &&
	    !(g->occ & (BB(e + 1) | BB(e + 2))) &&
	    !bb_attackers(pos, e + 1, g->them, g->occ) &&
	    !bb_attackers(pos, e + 2, g->them, g->occ))
		EMIT(g, TC_MOVE(e, e + 2, TC_MK_CASTLE, 0));
	if ((pos->castle & qside) &&
	    (rooks & BB(SQ88(0, rank))) &&
	    !(g->occ & (BB(e - 1) | BB(e - 2) | BB(e - 3))) &&
	    !bb_attackers(pos, e - 1, g->them, g->occ) &&
	    !bb_attackers(pos, e - 2, g->them, g->occ))
		EMIT(g, TC_MOVE(e, e - 2, TC_MK_CASTLE, 0));
}

/*
** The moves of pos into list: legal ones, or with `pseudo` those the
** movement allows.  `chal` adds challenges.  With `count` their number
** only, none written.  Castling is left out unless `castling`.  The
** flags are constants where the function is expanded.
*/
/* A generator's state for pos: its sides, board and king, nothing found. */
INLINE void
gen_begin(struct gen *g, const struct tc_pos *pos, tc_move *out, bool count)
{
	g->pos = pos;
	g->out = out;
	g->n = 0;
	g->count = count;
	g->us = pos->turn;
	g->them = g->us ^ 1;
	g->occ = pos->bb_type[TC_EMPTY];
	g->own = pos->bb_colour[g->us];
	g->opp = pos->bb_colour[g->them];
	g->ksq = pos_king_sq(pos, g->us);
}

INLINE int
generate(const struct tc_pos *pos, tc_move *list, bool chal, bool pseudo,
    bool count, bool castling)
{
	struct gen g;
	const bb_t *t = pos->bb_type;
	bb_t pieces, att;

	gen_begin(&g, pos, list, count);
	g.checkers = g.ksq < 0 ? 0 : bb_attackers(pos, g.ksq, g.them, g.occ);
	if (pseudo)
		g.targets = chal ? g.opp & ~t[TC_KING] : 0;
	else
		g.targets = chal ? challenge_targets(&g) : 0;

	if (pseudo && g.ksq >= 0) {
		att = bb_king[g.ksq];
		if (chal)
			add_challenges(&g, g.ksq, att);
		add_moves(&g, g.ksq, att & ~g.own);
	} else if (g.ksq >= 0) {
		bb_t occ = g.occ ^ BB(g.ksq);

		att = bb_king[g.ksq];
		if (chal)
			add_challenges(&g, g.ksq, att);
		att &= ~g.own;
		while (att) {
			int to = bb_poplsb(&att);

			if (!bb_attackers(pos, to, g.them, occ))
				EMIT(&g, TC_MOVE(g.ksq, to, TC_MK_NORMAL, 0));
		}
		if (g.checkers & (g.checkers - 1))
			return count ? g.n : (int)(g.out - list);
	}
	g.pinned = !pseudo && g.ksq >= 0 ? pinned_pieces(&g) : 0;
	g.mask = ~g.own;
	if (!pseudo && g.checkers)
		g.mask &= bb_between[g.ksq][bb_lsb(g.checkers)] | g.checkers;

	gen_pawns(&g, chal);
	if (ep2(pos) != TC_NOSQ)
		gen_ep(&g, pseudo);
	pieces = t[TC_KNIGHT] & g.own;
	while (pieces) {
		int from = bb_poplsb(&pieces);

		att = bb_knight[from];
		if (chal)
			add_challenges(&g, from, att);
		if (!(g.pinned & BB(from)))
			add_moves(&g, from, att & g.mask);
	}
	pieces = (t[TC_BISHOP] | t[TC_ROOK] | t[TC_QUEEN]) & g.own;
	while (pieces) {
		int from = bb_poplsb(&pieces);

		att = bb_slider_att(TC_TYPE(pos->board[from]), from, g.occ);
		if (chal)
			add_challenges(&g, from, att);
		att &= g.mask;
		if (g.pinned & BB(from))
			att &= bb_line[g.ksq][from];
		add_moves(&g, from, att);
	}
	if (castling && !g.checkers && pos->castle)
		gen_castling(&g);
	return count ? g.n : (int)(g.out - list);
}

static int
generate_chess(const struct tc_pos *pos, tc_move *list)
{
	return generate(pos, list, false, false, false, true);
}

static int
generate_allegiance(const struct tc_pos *pos, tc_move *list)
{
	return generate(pos, list, true, false, false, true);
}

static int
bb_pseudo(const struct tc_pos *pos, tc_move *out)
{
	if (pos->var->flags & TC_VF_CHALLENGE)
		return generate(pos, out, true, true, false, true);
	return generate(pos, out, false, true, false, true);
}

/*
** The number of legal moves, none written: perft's last ply.  Without
** `castling` the castling moves are left out, for the variants that
** castle their own way (Chess960).
*/
int
bb_count(const struct tc_pos *pos, bool castling)
{
	if (variant_ended(pos))
		return 0;
	if (pos->var->flags & TC_VF_CHALLENGE)
		return castling ? generate(pos, NULL, true, false, true, true) :
		    generate(pos, NULL, true, false, true, false);
	return castling ? generate(pos, NULL, false, false, true, true) :
	    generate(pos, NULL, false, false, true, false);
}

static int
bb_count_all(const struct tc_pos *pos)
{
	return bb_count(pos, true);
}

/*
** Whether the mover's king is safe after move m, which moves nothing but
** the piece from its square to its target (and takes what stands there),
** or is a challenge: one that turns its grey target is legal when the
** target is the only checker, any other when nothing checks (spec 2.3).
*/
INLINE bool
safe_after(const struct tc_pos *pos, int ksq, tc_move m)
{
	int us = pos->turn, from = TC_FROM(m), to = TC_TO(m);
	bb_t occ = pos->bb_type[TC_EMPTY], chk;

	if (ksq < 0)
		return true;
	if (TC_KIND(m) == TC_MK_CHALLENGE) {
		chk = bb_attackers(pos, ksq, us ^ 1, occ);
		if (pos->mark[to] == TC_GREY)
			chk &= ~BB(to);
		return chk == 0;
	}
	if (from == ksq)
		ksq = to;
	return !(bb_attackers(pos, ksq, us ^ 1, (occ & ~BB(from)) | BB(to)) &
	    ~BB(to));
}

/* Keep the candidates in[0..n) that leave the king safe; their number. */
INLINE int
keep_safe(const struct tc_pos *pos, const tc_move *in, int n, tc_move *out)
{
	int ksq = pos_king_sq(pos, pos->turn), i, k = 0;

	for (i = 0; i < n; i++) {
		if (TC_KIND(in[i]) == TC_MK_EP) {
			struct tc_pos after = *pos;
			struct tc_undo u;

			pos_make(&after, in[i], &u);
			if (pos_in_check(&after, pos->turn))
				continue;
		} else if (!safe_after(pos, ksq, in[i])) {
			continue;
		}
		out[k++] = in[i];
	}
	return k;
}

/* The pawn moves onto `to` (which holds no piece of the mover's). */
static tc_move *
pawn_candidates(const struct tc_pos *pos, int to, bool chal, bool enemy,
    tc_move *c)
{
	int us = pos->turn, them = us ^ 1, dir = us == TC_WHITE ? 8 : -8, f;
	bool last = RANK88(to) == (us == TC_WHITE ? 7 : 0);
	bb_t pawns = pos->bb_type[TC_PAWN] & pos->bb_colour[us], from = 0;

	if (enemy) {
		from = bb_pawn[them][to] & pawns;
	} else if ((unsigned)(f = to - dir) < 64) {
		if (pawns & BB(f))
			from = BB(f);
		else if (!pos->board[f] && RANK88(to) == (us == TC_WHITE ?
		    3 : 4) && (pawns & BB(f - dir)))
			*c++ = TC_MOVE(f - dir, to, TC_MK_DOUBLE, 0);
		if (to == ep2(pos) && pos->board[f] == TC_CODE(TC_PAWN, them)) {
			bb_t ep = bb_pawn[them][to] & pawns;

			while (ep)
				*c++ = TC_MOVE(bb_poplsb(&ep), to, TC_MK_EP, 0);
		}
	}
	while (from) {
		f = bb_poplsb(&from);
		if (last) {
			*c++ = TC_MOVE(f, to, TC_MK_PROMO, TC_QUEEN);
			*c++ = TC_MOVE(f, to, TC_MK_PROMO, TC_ROOK);
			*c++ = TC_MOVE(f, to, TC_MK_PROMO, TC_BISHOP);
			*c++ = TC_MOVE(f, to, TC_MK_PROMO, TC_KNIGHT);
		} else {
			*c++ = TC_MOVE(f, to, TC_MK_NORMAL, 0);
		}
		if (chal)
			*c++ = TC_MOVE(f, to, TC_MK_CHALLENGE, 0);
	}
	return c;
}

static int bb_legal(const struct tc_pos *pos, tc_move *out);

/*
** The legal moves onto `to` by pieces of `type`, from all legal moves:
** for the few squares where castling may land, apart so that the room
** for every move is taken only there.
*/
static __attribute__((noinline)) int
legal_onto(const struct tc_pos *pos, int to, int type, tc_move *out)
{
	tc_move all[BB_MAXMOVES];

	return moves_onto(pos, all, bb_legal(pos, all), to, type, out);
}

/* The moves of the pieces in `from` onto `to`: a move, and a challenge. */
INLINE tc_move *
piece_candidates(bb_t from, int to, bool chal, tc_move *c)
{
	while (from) {
		int f = bb_poplsb(&from);

		*c++ = TC_MOVE(f, to, TC_MK_NORMAL, 0);
		if (chal)
			*c++ = TC_MOVE(f, to, TC_MK_CHALLENGE, 0);
	}
	return c;
}

/*
** The legal moves onto one square, for reading a move's text: the
** pieces that can reach it give the candidates, and each is tested for
** the king's safety with the board as it will be.  Castling onto the
** square takes the generator's way.  The order is the generator's:
** king, pawns, knights, the other pieces.
*/
static int
legal_to(const struct tc_pos *pos, int to, int type, tc_move *out)
{
	const bb_t *t = pos->bb_type;
	int us = pos->turn, them = us ^ 1;
	bb_t own = pos->bb_colour[us], occ = t[TC_EMPTY], sl;
	bool enemy = pos->bb_colour[them] & ~t[TC_KING] & BB(to);
	bool chal = (pos->var->flags & TC_VF_CHALLENGE) && enemy;
	tc_move cand[TC_MAXMOVES_TO], *c = cand;

	/* Castling lands the king on c1, g1, c8 or g8. */
	if (pos->castle && (type == TC_EMPTY || type == TC_KING) &&
	    (BB(to) & (BB(2) | BB(6) | BB(58) | BB(62))))
		return legal_onto(pos, to, type, out);
	if ((own | (t[TC_KING] & pos->bb_colour[them])) & BB(to))
		return 0;
	if (type == TC_EMPTY || type == TC_KING)
		c = piece_candidates(bb_king[to] & t[TC_KING] & own, to, chal,
		    c);
	if (type == TC_EMPTY || type == TC_PAWN)
		c = pawn_candidates(pos, to, chal, enemy, c);
	if (type == TC_EMPTY || type == TC_KNIGHT)
		c = piece_candidates(bb_knight[to] & t[TC_KNIGHT] & own, to,
		    chal, c);
	if (type == TC_EMPTY || (type >= TC_BISHOP && type <= TC_QUEEN)) {
		sl = 0;
		if (type != TC_ROOK)
			sl |= bb_bishop_att(to, occ) & (t[TC_BISHOP] |
			    t[TC_QUEEN]);
		if (type != TC_BISHOP)
			sl |= bb_rook_att(to, occ) & (t[TC_ROOK] | t[TC_QUEEN]);
		if (type != TC_EMPTY)
			sl &= t[type];
		c = piece_candidates(sl & own, to, chal, c);
	}
	return keep_safe(pos, cand, (int)(c - cand), out);
}

/* Whether a piece of side `by` (but those in `gone`) attacks sq, given occ. */
INLINE bool
attacked_along(const struct tc_pos *pos, int sq, int by, bb_t occ, bb_t gone)
{
	const bb_t *t = pos->bb_type;
	bb_t own = pos->bb_colour[by] & ~gone;

	if (own & ((bb_pawn[by ^ 1][sq] & t[TC_PAWN]) | (bb_knight[sq] &
	    t[TC_KNIGHT]) | (bb_king[sq] & t[TC_KING])))
		return true;
	return bb_seen_along(sq, own & ((bb_rook_empty[sq] & (t[TC_ROOK] |
	    t[TC_QUEEN])) | (bb_bishop_empty[sq] & (t[TC_BISHOP] |
	    t[TC_QUEEN]))), occ) != 0;
}

/*
** legal_one(): the squares the piece may come from, from the attack
** tables and narrowed to the written file and rank, each tested for the
** king's safety as the generator tests it; no list of moves to match
** the text against.
*/
static int
bb_legal_one(const struct tc_pos *pos, int to, int type, int file, int rank,
    int promo, tc_move *m)
{
	const bb_t *t = pos->bb_type;
	int us = pos->turn, them = us ^ 1, dir = us == TC_WHITE ? 8 : -8;
	int ksq, kind = TC_MK_NORMAL, f, n = 0, cap = -1;
	bb_t own = pos->bb_colour[us], occ = t[TC_EMPTY], mask = own, fr;

	if (variant_ended(pos))
		return 0;
	if ((own | (t[TC_KING] & pos->bb_colour[them])) & BB(to))
		return 0;
	if (file >= 0)
		mask &= 0x0101010101010101ULL << file;
	if (rank >= 0)
		mask &= 0xffULL << (8 * rank);
	switch (type) {
	case TC_PAWN:
		mask &= t[TC_PAWN];
		if (pos->bb_colour[them] & BB(to)) {
			fr = bb_pawn[them][to] & mask;
		} else if ((unsigned)(f = to - dir) >= 64) {
			fr = 0;
		} else if (own & t[TC_PAWN] & BB(f)) {
			fr = BB(f) & mask;
		} else if (to == ep2(pos) && pos->board[f] ==
		    TC_CODE(TC_PAWN, them)) {
			fr = bb_pawn[them][to] & mask;
			kind = TC_MK_EP;
			cap = f;
		} else {
			fr = !pos->board[f] && RANK88(to) == (us == TC_WHITE ?
			    3 : 4) ? BB(f - dir) & mask : 0;
			kind = TC_MK_DOUBLE;
		}
		if (RANK88(to) == (us == TC_WHITE ? 7 : 0)) {
			if (promo == TC_EMPTY || promo == TC_PAWN ||
			    promo == TC_KING)
				return 0;
			kind = TC_MK_PROMO;
		} else if (promo != TC_EMPTY) {
			return 0;
		}
		break;
	case TC_KNIGHT:
		fr = bb_knight[to] & t[TC_KNIGHT] & mask;
		break;
	case TC_KING:
		/* Castling lands the king on c1, g1, c8 or g8. */
		if (pos->castle && (BB(to) & (BB(2) | BB(6) | BB(58) |
		    BB(62))))
			return -1;
		fr = bb_king[to] & t[TC_KING] & mask;
		break;
	default:
		fr = bb_seen_along(to, t[type] & mask & ((type != TC_ROOK ?
		    bb_bishop_empty[to] : 0) | (type != TC_BISHOP ?
		    bb_rook_empty[to] : 0)), occ);
		break;
	}
	if (type != TC_PAWN && promo != TC_EMPTY)
		return 0;
	ksq = pos_king_sq(pos, us);
	while (fr && n < 2) {
		tc_move x;

		f = bb_poplsb(&fr);
		x = TC_MOVE(f, to, kind, kind == TC_MK_PROMO ? promo : 0);
		/* As safe_after() and gen_ep() judge it. */
		if (ksq < 0 || !attacked_along(pos, f == ksq ? to : ksq, them,
		    kind == TC_MK_EP ? (occ ^ BB(f) ^ BB(cap)) | BB(to) :
		    (occ & ~BB(f)) | BB(to), kind == TC_MK_EP ? BB(cap) :
		    BB(to))) {
			if (n++ == 0)
				*m = x;
		}
	}
	return n;
}

/* castlings(): the generator's castling, without the other moves. */
static int
bb_castlings(const struct tc_pos *pos, tc_move *out)
{
	struct gen g;

	if (!pos->castle || variant_ended(pos))
		return 0;
	gen_begin(&g, pos, out, false);
	if (g.ksq < 0 || bb_attackers(pos, g.ksq, g.them, g.occ))
		return 0;
	gen_castling(&g);
	return (int)(g.out - out);
}

static int
bb_legal_to(const struct tc_pos *pos, int to, int type, tc_move *out)
{
	if (variant_ended(pos))
		return 0;
	return legal_to(pos, to, type, out);
}

static int
bb_legal(const struct tc_pos *pos, tc_move *out)
{
	if (variant_ended(pos))
		return 0;
	if (pos->var->flags & TC_VF_CHALLENGE)
		return generate_allegiance(pos, out);
	return generate_chess(pos, out);
}

static bool
bb_any_legal(const struct tc_pos *pos)
{
	tc_move m[BB_MAXMOVES];
	int us = pos->turn, ksq = pos_king_sq(pos, us);

	if (variant_ended(pos))
		return false;
	/* A safe square for the king settles it without generating. */
	if (ksq >= 0) {
		bb_t occ = pos->bb_type[TC_EMPTY] ^ BB(ksq);
		bb_t to = bb_king[ksq] & ~pos->bb_colour[us];

		while (to)
			if (!bb_attackers(pos, bb_poplsb(&to), us ^ 1, occ))
				return true;
	}
	return bb_legal(pos, m) > 0;
}

int
bb_checked(const struct tc_pos *pos, int side)
{
	int k = pos_king_sq(pos, side);

	return k >= 0 && bb_attackers(pos, k, side ^ 1,
	    pos->bb_type[TC_EMPTY]) != 0;
}

int
bb_checkers(const struct tc_pos *pos)
{
	int k = pos_king_sq(pos, pos->turn);

	if (k < 0)
		return 0;
	return bb_pop(bb_attackers(pos, k, pos->turn ^ 1,
	    pos->bb_type[TC_EMPTY]));
}

bool
bb_attacked(const struct tc_pos *pos, int sq, int by)
{
	return bb_attackers(pos, sq, by, pos->bb_type[TC_EMPTY]) != 0;
}

/* The attack tables and magics, and the 8x8 make's castling masks. */
static void
bb_engine_init(void)
{
	bb_init();
	make_init();
}

const struct tc_engine tc_engine_bitboard = {
	.name = "bitboard", .init = bb_engine_init, .legal = bb_legal,
	.pseudo = bb_pseudo,
	.legal_to = bb_legal_to, .legal_one = bb_legal_one,
	.castlings = bb_castlings,
	.any_legal = bb_any_legal, .checked = bb_checked,
	.checkers = bb_checkers, .attacked = bb_attacked, .count = bb_count_all
};
