/*
** Atomic chess, by lichess's rules: standard chess, except that every
** capture is an explosion.  Built on tc_chess (its notation, moves and
** draws by the move rule and repetition); its own are the explosion in
** make and unmake, the engine that judges legality by it, the end, the
** marks and the dead positions.
**
** The explosion.  A capture removes the captured piece, the capturing
** piece and every piece but a pawn on the eight squares around the
** capture square (the square the capturing piece lands on: for en
** passant the pawn's landing square, not the captured pawn's).  An
** exploded Rook or King takes its side's castling rights with it, as a
** captured one does.
**
** Legality.  A King never captures.  A move whose explosion takes the
** mover's own King is illegal; one that takes the other King wins at
** once, even if the mover's King is left attacked.  Otherwise the
** mover's King may not be left attacked, except that Kings side by side
** are never in check: a capture of either would explode both.  So a King
** may step next to the other King, and castling may pass or land on
** squares next to the other King even if they are attacked
** (python-chess's and lichess's reading).
**
** The end.  A position with a King exploded is over ("the explosion of
** a king"): the other side wins, nobody has a move, and SAN marks the
** move '#', as lichess writes it.  Checkmate and stalemate as in chess
** (a King next to the other is not in check).  Dead positions are
** python-chess's: neither side can still explode the other King (a bare
** King; a lone Knight, Bishop or Rook, or two Knights, against a bare
** King; Bishops only, each side's on squares of one colour that the
** other's avoid).
**
** Atomic960 is Atomic from Chess960's start positions (Fairy-Stockfish's
** atomic with UCI_Chess960): its castling, notation and make are
** Chess960's (c960.h), judged as Atomic judges a King's squares.
*/
#include <stdio.h>
#include "c960.h"

#define AT_MAXMOVES	4096	/* room for the pseudo moves of an 8x8 position */
#define AT_BLAST	9	/* the capturing piece and its 8 neighbours */
#define DARK_SQUARES	0xaa55aa55aa55aa55ull

/* What an explosion removed, kept in the undo record's x area. */
struct TC_MAY_ALIAS at_blast {
	uint8_t n;
	uint8_t sq[AT_BLAST], code[AT_BLAST], mark[AT_BLAST];
};
TC_XSTATE_FITS(at_blast);

#define AT_UX(u)	((struct at_blast *)(u)->x.b)
#define AT_CUX(u)	((const struct at_blast *)(u)->x.b)

/* ---- make and unmake ---- */

/* Note the piece on sq in b, take it off the board and out of the hash. */
static void
blast(struct tc_pos *pos, struct at_blast *b, int sq)
{
	b->sq[b->n] = (uint8_t)sq;
	b->code[b->n] = pos->board[sq];
	b->mark[b->n] = pos->mark[sq];
	b->n++;
	pos->hash ^= piece_key(pos, sq);
	del_piece(pos, sq);
	pos->ident[sq] = 0;
	pos->castle &= castle_mask[sq];
}

/* Chess's move, then the explosion if it captured. */
static void
at_make(struct tc_pos *pos, tc_move m, struct tc_undo *u)
{
	struct at_blast *b = AT_UX(u);
	int to = TC_TO(m);
	uint16_t castle;
	bb_t around;

	b->n = 0;
	make2_make(pos, m, u);
	if (!u->captured)
		return;
	castle = pos->castle;
	blast(pos, b, to);
	around = bb_king[to] & pos->bb_type[TC_EMPTY] & ~pos->bb_type[TC_PAWN];
	while (around)
		blast(pos, b, bb_poplsb(&around));
	pos->hash ^= castle_key(castle ^ pos->castle);
}

static void
at_unmake(struct tc_pos *pos, tc_move m, const struct tc_undo *u)
{
	const struct at_blast *b = AT_CUX(u);
	int i;

	for (i = b->n - 1; i >= 0; i--)
		add_piece(pos, b->sq[i], b->code[i], b->mark[i]);
	make2_unmake(pos, m, u);
}

/* ---- the engine ---- */

INLINE bool
kings_touch(const struct tc_pos *pos)
{
	int w = pos_king_sq(pos, TC_WHITE), b = pos_king_sq(pos, TC_BLACK);

	return w >= 0 && b >= 0 && (bb_king[w] & BB(b));
}

/* True if a King is gone: the game is over. */
static bool
at_ended(const struct tc_pos *pos)
{
	return pos_king_sq(pos, TC_WHITE) < 0 || pos_king_sq(pos, TC_BLACK) < 0;
}

/* No check where the Kings touch, nor once a King has exploded. */
static int
at_checked(const struct tc_pos *pos, int side)
{
	return kings_touch(pos) || at_ended(pos) ? 0 : bb_checked(pos, side);
}

static int
at_checkers(const struct tc_pos *pos)
{
	return kings_touch(pos) || at_ended(pos) ? 0 : bb_checkers(pos);
}

/*
** Whether a King of the side not `by` would be attacked on sq: never
** next to by's King.
*/
static bool
at_attacked(const struct tc_pos *pos, int sq, int by)
{
	int k = pos_king_sq(pos, by);

	if (k >= 0 && (bb_king[k] & BB(sq)))
		return false;
	return bb_attacked(pos, sq, by);
}

/*
** Whether side `by` attacks a square of `path` with occupancy occ, the
** squares next to by's King left out (python-chess's castling test).
*/
static bool
path_attacked(const struct tc_pos *pos, bb_t path, int by, bb_t occ)
{
	int k = pos_king_sq(pos, by);

	if (k >= 0)
		path &= ~bb_king[k];
	while (path)
		if (bb_attackers(pos, bb_poplsb(&path), by, occ))
			return true;
	return false;
}

/*
** Castling: King on e1 (e8) with the right and the Rook on its corner,
** the squares between them empty; neither the King's square nor the one
** it crosses attacked with the King off the board, nor its target once
** the Rook has moved, squares next to the other King excepted.
*/
static tc_move *
gen_castling(const struct tc_pos *pos, tc_move *out)
{
	int us = pos->turn, them = us ^ 1, rank = us == TC_WHITE ? 0 : 7;
	int e = SQ88(4, rank), wing;
	unsigned right = us == TC_WHITE ? 1 : 4;
	bb_t occ = pos->bb_type[TC_EMPTY];

	if (pos->board[e] != TC_CODE(TC_KING, us))
		return out;
	for (wing = 0; wing < 2; wing++, right <<= 1) {
		int rook = wing ? e - 4 : e + 3, dir = wing ? -1 : 1;
		int kto = e + 2 * dir, rto = e + dir;
		bb_t between = wing ? BB(e - 1) | BB(e - 2) | BB(e - 3) :
		    BB(e + 1) | BB(e + 2);

		if (!(pos->castle & right) || pos->board[rook] !=
		    TC_CODE(TC_ROOK, us) || (occ & between))
			continue;
		if (path_attacked(pos, BB(e) | BB(e + dir), them, occ ^ BB(e)) ||
		    path_attacked(pos, BB(kto), them, occ ^ BB(e) ^ BB(rook) ^
		    BB(rto)))
			continue;
		*out++ = TC_MOVE(e, kto, TC_MK_CASTLE, 0);
	}
	return out;
}

/*
** The moves the pieces' movement allows: the bitboard engine's, less
** the King's captures and its castling, with castling as Atomic has it.
*/
static int
at_pseudo(const struct tc_pos *pos, tc_move *out)
{
	tc_move all[AT_MAXMOVES];
	int n, i, k = 0;

	if (at_ended(pos))
		return 0;
	n = tc_engine_bitboard.pseudo(pos, all);
	for (i = 0; i < n; i++) {
		tc_move m = all[i];

		if (TC_KIND(m) == TC_MK_CASTLE || (TC_TYPE(pos->board[TC_FROM(m)]) ==
		    TC_KING && pos->board[TC_TO(m)]))
			continue;
		out[k++] = m;
	}
	return (int)(gen_castling(pos, out + k) - out);
}

/*
** Whether the pseudo move m of pos is legal, judged on the bitboards
** without making it: the mover's King (on ksq; the other on oksq) is not
** in the explosion, and the other King is, or the Kings touch after the
** move, or no piece that survives attacks the mover's King.  Castling is
** legal as gen_castling gives it: its target was tested there.
*/
INLINE bool
is_legal(const struct tc_pos *pos, tc_move m, int ksq, int oksq)
{
	int them = pos->turn ^ 1, from = TC_FROM(m), to = TC_TO(m);
	int kind = TC_KIND(m);
	bb_t occ = pos->bb_type[TC_EMPTY], cap;

	if (kind == TC_MK_CASTLE)
		return true;
	cap = kind == TC_MK_EP ? BB(SQ88(FILE88(to), RANK88(from))) :
	    pos->bb_colour[them] & BB(to);
	if (cap) {
		bb_t blast = BB(from) | BB(to) | cap | (bb_king[to] & occ &
		    ~pos->bb_type[TC_PAWN]);

		if (blast & BB(ksq))
			return false;
		if (blast & BB(oksq))
			return true;
		if (bb_king[ksq] & BB(oksq))
			return true;
		occ &= ~blast;
		return !(bb_attackers(pos, ksq, them, occ) & occ);
	}
	if (from == ksq)
		ksq = to;
	if (bb_king[ksq] & BB(oksq))
		return true;
	return !bb_attackers(pos, ksq, them, (occ ^ BB(from)) | BB(to));
}

/* The pieces of side `by` attacking sq with occupancy occ. */
INLINE bb_t
attackers(const struct tc_pos *pos, int sq, int by, bb_t occ)
{
	const bb_t *t = pos->bb_type;

	return pos->bb_colour[by] & ((bb_pawn[by ^ 1][sq] & t[TC_PAWN]) |
	    (bb_knight[sq] & t[TC_KNIGHT]) | (bb_king[sq] & t[TC_KING]) |
	    (bb_rook_att(sq, occ) & (t[TC_ROOK] | t[TC_QUEEN])) |
	    (bb_bishop_att(sq, occ) & (t[TC_BISHOP] | t[TC_QUEEN])));
}

/*
** What the legal move generator knows of a position before its moves:
** the Kings' squares, whether they touch, whether the mover's is
** attacked, the other side's pieces on its lines (snipers) and the
** mover's pieces that alone stand between one of them and the King
** (pinned).
*/
struct agen {
	const struct tc_pos *pos;
	tc_move *o;
	int n;			/* the moves counted, in count mode */
	bool count;		/* count the moves, write none (perft's leaves) */
	int ksq, oksq, them;
	bb_t occ, own, opp, snipers, pinned;
	bool touch, checked;
};

/*
** Whether the move m of a piece other than the King that captures
** nothing is legal: always when the Kings touch; with the King not
** attacked, unless the piece leaves the line of a sniper it alone
** blocks; else as is_legal judges.
*/
INLINE bool
quiet_legal(const struct agen *g, tc_move m)
{
	if (g->touch || (!g->checked && !(g->pinned & BB(TC_FROM(m)))))
		return true;
	return is_legal(g->pos, m, g->ksq, g->oksq);
}

/*
** Whether the capture m (from `from` onto `to`, taking what stands on
** cap) is legal: is_legal's test, the explosion's survivors searched for
** an attacker only when the King is attacked now or a sniper is on its
** lines (else none can be: an explosion only takes pieces away).
*/
INLINE bool
capture_legal(const struct agen *g, int from, int to, bb_t cap)
{
	const struct tc_pos *pos = g->pos;
	bb_t blast = BB(from) | BB(to) | cap | (bb_king[to] & g->occ &
	    ~pos->bb_type[TC_PAWN]), occ;

	if (blast & BB(g->ksq))
		return false;
	if ((blast & BB(g->oksq)) || g->touch || (!g->checked && !g->snipers))
		return true;
	occ = g->occ & ~blast;
	return !(attackers(pos, g->ksq, g->them, occ) & occ);
}

/* One legal move: written out, or counted in count mode. */
INLINE void
emit(struct agen *g, tc_move m)
{
	if (g->count)
		g->n++;
	else
		*g->o++ = m;
}

INLINE void
add_quiet(struct agen *g, tc_move m)
{
	if (quiet_legal(g, m))
		emit(g, m);
}

INLINE void
add_capture(struct agen *g, int from, int to, int kind, int promo)
{
	if (capture_legal(g, from, to, BB(to)))
		emit(g, TC_MOVE(from, to, kind, promo));
}

INLINE void
add_quiet_promos(struct agen *g, int from, int to)
{
	if (!quiet_legal(g, TC_MOVE(from, to, TC_MK_PROMO, TC_QUEEN)))
		return;
	if (g->count) {
		g->n += 4;
	} else {
		*g->o++ = TC_MOVE(from, to, TC_MK_PROMO, TC_QUEEN);
		*g->o++ = TC_MOVE(from, to, TC_MK_PROMO, TC_ROOK);
		*g->o++ = TC_MOVE(from, to, TC_MK_PROMO, TC_BISHOP);
		*g->o++ = TC_MOVE(from, to, TC_MK_PROMO, TC_KNIGHT);
	}
}

INLINE void
add_capture_promos(struct agen *g, int from, int to)
{
	if (!capture_legal(g, from, to, BB(to)))
		return;
	if (g->count) {
		g->n += 4;
	} else {
		*g->o++ = TC_MOVE(from, to, TC_MK_PROMO, TC_QUEEN);
		*g->o++ = TC_MOVE(from, to, TC_MK_PROMO, TC_ROOK);
		*g->o++ = TC_MOVE(from, to, TC_MK_PROMO, TC_BISHOP);
		*g->o++ = TC_MOVE(from, to, TC_MK_PROMO, TC_KNIGHT);
	}
}

/*
** The moves of the piece on `from` onto the squares of `to`; in count
** mode the quiet ones that quiet_legal() passes without a look (the
** Kings touch, or the piece is free and the King unattacked) counted at
** once.
*/
INLINE void
add_piece_moves(struct agen *g, int from, bb_t to)
{
	if (g->count && (g->touch || (!g->checked &&
	    !(g->pinned & BB(from))))) {
		g->n += bb_pop(to & ~g->opp);
		to &= g->opp;
	}
	while (to) {
		int t = bb_poplsb(&to);

		if (g->opp & BB(t))
			add_capture(g, from, t, TC_MK_NORMAL, 0);
		else
			add_quiet(g, TC_MOVE(from, t, TC_MK_NORMAL, 0));
	}
}

/* The state of pos that every move's test reads, into g. */
INLINE void
gen_setup(struct agen *g, const struct tc_pos *pos, tc_move *out, bool count)
{
	const bb_t *t = pos->bb_type;
	int us = pos->turn;
	bb_t pinners;

	g->pos = pos;
	g->o = out;
	g->n = 0;
	g->count = count;
	g->them = us ^ 1;
	g->ksq = pos_king_sq(pos, us);
	g->oksq = pos_king_sq(pos, g->them);
	g->occ = t[TC_EMPTY];
	g->own = pos->bb_colour[us];
	g->opp = pos->bb_colour[g->them];
	g->touch = (bb_king[g->ksq] & BB(g->oksq)) != 0;
	g->checked = !g->touch && attackers(pos, g->ksq, g->them, g->occ);
	g->snipers = g->opp & ((bb_rook_att(g->ksq, 0) & (t[TC_ROOK] |
	    t[TC_QUEEN])) | (bb_bishop_att(g->ksq, 0) & (t[TC_BISHOP] |
	    t[TC_QUEEN])));
	g->pinned = 0;
	for (pinners = g->snipers; pinners; ) {
		bb_t b = bb_between[g->ksq][bb_poplsb(&pinners)] & g->occ;

		if (b && (b & (b - 1)) == 0 && (b & g->own))
			g->pinned |= b;
	}
}

/* The pawns' moves, en passant included. */
INLINE void
gen_pawns(struct agen *g)
{
	const struct tc_pos *pos = g->pos;
	const bb_t *t = pos->bb_type;
	int us = pos->turn, dir = us == TC_WHITE ? 8 : -8, ep;
	int start = us == TC_WHITE ? 1 : 6, last = us == TC_WHITE ? 7 : 0;
	bb_t pieces = t[TC_PAWN] & g->own;

	while (pieces) {
		int from = bb_poplsb(&pieces), to = from + dir;
		bb_t cap = bb_pawn[us][from] & g->opp;

		if ((unsigned)to < 64 && !(g->occ & BB(to))) {
			if (RANK88(to) == last)
				add_quiet_promos(g, from, to);
			else
				add_quiet(g, TC_MOVE(from, to, TC_MK_NORMAL,
				    0));
			if (RANK88(from) == start && !(g->occ & BB(to + dir)))
				add_quiet(g, TC_MOVE(from, to + dir,
				    TC_MK_DOUBLE, 0));
		}
		while (cap) {
			to = bb_poplsb(&cap);
			if (RANK88(to) == last)
				add_capture_promos(g, from, to);
			else
				add_capture(g, from, to, TC_MK_NORMAL, 0);
		}
	}
	ep = ep2(pos);
	if (ep != TC_NOSQ) {
		int capsq = ep - dir;

		if (!(g->occ & BB(ep)) && (t[TC_PAWN] & g->opp & BB(capsq))) {
			bb_t from = bb_pawn[g->them][ep] & t[TC_PAWN] & g->own;

			while (from) {
				int f = bb_poplsb(&from);

				if (capture_legal(g, f, ep, BB(capsq)))
					emit(g, TC_MOVE(f, ep, TC_MK_EP, 0));
			}
		}
	}
}

/*
** The legal moves of pos into out; their number.  at_pseudo's moves in
** its order (the bitboard engine's: King, pawns, en passant, Knights,
** the other pieces; then castling unless not `castling`), each kept
** when it is legal, judged as is_legal does, most without a look at the
** attackers.  With `count` none is written: their number only (perft's
** last ply).  The flags are constants where the function is expanded.
*/
INLINE int
generate(const struct tc_pos *pos, tc_move *out, bool count, bool castling)
{
	const bb_t *t = pos->bb_type;
	struct agen g;
	bb_t pieces, att;

	if (at_ended(pos))
		return 0;
	gen_setup(&g, pos, out, count);
	/* The King: steps onto empty squares, it never captures. */
	att = bb_king[g.ksq] & ~g.occ;
	while (att) {
		int to = bb_poplsb(&att);

		if ((bb_king[to] & BB(g.oksq)) || !attackers(pos, to, g.them,
		    (g.occ ^ BB(g.ksq)) | BB(to)))
			emit(&g, TC_MOVE(g.ksq, to, TC_MK_NORMAL, 0));
	}
	gen_pawns(&g);
	pieces = t[TC_KNIGHT] & g.own;
	while (pieces) {
		int from = bb_poplsb(&pieces);

		add_piece_moves(&g, from, bb_knight[from] & ~g.own);
	}
	pieces = (t[TC_BISHOP] | t[TC_ROOK] | t[TC_QUEEN]) & g.own;
	while (pieces) {
		int from = bb_poplsb(&pieces);

		att = bb_slider_att(TC_TYPE(pos->board[from]), from, g.occ);
		add_piece_moves(&g, from, att & ~g.own);
	}
	if (!castling)
		return count ? g.n : (int)(g.o - out);
	if (count) {
		tc_move c[2];

		return g.n + (int)(gen_castling(pos, c) - c);
	}
	return (int)(gen_castling(pos, g.o) - out);
}

/*
** The pseudo moves of pos that are legal, into out (all of them, or the
** first one only if `first`); their number: at_any_legal's test, which
** stops at the first.
*/
static int
filter(const struct tc_pos *pos, tc_move *out, bool first)
{
	tc_move all[AT_MAXMOVES];
	int n, i, k = 0, ksq, oksq;

	if (at_ended(pos))
		return 0;
	ksq = pos_king_sq(pos, pos->turn);
	oksq = pos_king_sq(pos, pos->turn ^ 1);
	n = at_pseudo(pos, all);
	for (i = 0; i < n; i++)
		if (is_legal(pos, all[i], ksq, oksq)) {
			out[k++] = all[i];
			if (first)
				break;
		}
	return k;
}

static int
at_legal(const struct tc_pos *pos, tc_move *out)
{
	return generate(pos, out, false, true);
}

/* Perft's last ply: the legal moves counted, none written. */
static int
at_count(const struct tc_pos *pos)
{
	return generate(pos, NULL, true, true);
}

static int
at_legal_to(const struct tc_pos *pos, int to, int type, tc_move *out)
{
	tc_move all[AT_MAXMOVES];

	return moves_onto(pos, all, generate(pos, all, false, true), to, type,
	    out);
}

static bool
at_any_legal(const struct tc_pos *pos)
{
	tc_move m[AT_MAXMOVES];

	return filter(pos, m, true) > 0;
}

static const struct tc_engine at_engine = {
	.name = "atomic", .legal = at_legal, .pseudo = at_pseudo,
	.legal_to = at_legal_to, .any_legal = at_any_legal,
	.checked = at_checked, .checkers = at_checkers,
	.attacked = at_attacked, .count = at_count
};

/* ---- the end ---- */

/*
** python-chess's has_insufficient_material(colour): colour can no
** longer explode the other King.
*/
static bool
cannot_win(const struct tc_pos *pos, int colour)
{
	const bb_t *t = pos->bb_type;
	bb_t own = pos->bb_colour[colour], other = pos->bb_colour[colour ^ 1];
	bb_t bishops = t[TC_BISHOP];

	if (!(other & t[TC_KING]))
		return false;
	if (!(own & ~t[TC_KING]))
		return true;
	if (other & ~t[TC_KING]) {
		/* Bishops only, that can never meet: nothing explodes. */
		if (t[TC_EMPTY] == (bishops | t[TC_KING])) {
			if (!(bishops & pos->bb_colour[TC_WHITE] & DARK_SQUARES))
				return !(bishops & pos->bb_colour[TC_BLACK] &
				    ~DARK_SQUARES);
			if (!(bishops & pos->bb_colour[TC_WHITE] & ~DARK_SQUARES))
				return !(bishops & pos->bb_colour[TC_BLACK] &
				    DARK_SQUARES);
		}
		return false;
	}
	if (t[TC_QUEEN] | t[TC_PAWN])
		return false;
	if (bb_pop(t[TC_KNIGHT] | t[TC_BISHOP] | t[TC_ROOK]) == 1)
		return true;
	if (t[TC_EMPTY] == (t[TC_KNIGHT] | t[TC_KING]))
		return bb_pop(t[TC_KNIGHT]) <= 2;
	return false;
}

static bool
at_dead(const struct tc_pos *pos)
{
	return !at_ended(pos) && cannot_win(pos, TC_WHITE) &&
	    cannot_win(pos, TC_BLACK);
}

static void
at_status(const struct tc_pos *pos, struct tc_end *end)
{
	if (at_ended(pos))
		end_set(end, "the explosion of a king", pos_king_sq(pos, TC_WHITE) < 0 ?
		    "0-1" : "1-0", 0);
	else
		chess_end(pos, end, at_dead);
}

/*
** Atomic's own reasons against the move from `from` to `to` that the
** pieces' movement allows: a King never captures; a capture whose
** explosion would take the mover's own King.
*/
static bool
at_why_not(const struct tc_pos *pos, int from, int to, char *msg, size_t cap)
{
	tc_move all[AT_MAXMOVES];
	int us = pos->turn, i, n;
	const char *side = us == TC_WHITE ? "white" : "black";
	char f[4], t[4];

	if (at_ended(pos) || TC_COLOUR(pos->board[from]) != us ||
	    !(pos->bb_colour[us] & BB(from)))
		return false;
	geom_square_name(pos->var->geom, from, f);
	geom_square_name(pos->var->geom, to, t);
	if (TC_TYPE(pos->board[from]) == TC_KING) {
		if (!(bb_king[from] & BB(to) & pos->bb_colour[us ^ 1]))
			return false;
		snprintf(msg, cap, "the %s king on %s may not take on %s: a king "
		    "never captures in Atomic chess", side, f, t);
		return true;
	}
	n = at_pseudo(pos, all);
	for (i = 0; i < n; i++) {
		struct tc_pos p = *pos;
		struct tc_undo u;

		if (TC_FROM(all[i]) != from || TC_TO(all[i]) != to)
			continue;
		at_make(&p, all[i], &u);
		if (AT_CUX(&u)->n && pos_king_sq(&p, us) < 0) {
			snprintf(msg, cap, "the explosion on %s would take the "
			    "%s king", t, side);
			return true;
		}
	}
	return false;
}

/* The move that explodes a King is '#', as lichess writes it. */
static int
at_mark(const struct tc_pos *before, tc_move m, const struct tc_pos *after,
    bool *dbl)
{
	(void)before;
	(void)m;
	if (at_ended(after)) {
		*dbl = false;
		return '#';
	}
	return mark_chess(after, dbl);
}

/*
** A side may have lost its King: the game ended in the explosion, with
** that side to move (python-chess reads such positions so).  A King
** missing from the side that has just moved is an error (at_check).
*/
static const struct tc_men at_men[2] = {
	{ 0, 1, 0x7e, 8, 16 }, { 0, 1, 0x7e, 8, 16 }
};

static void
at_check(const struct tc_pos *pos, const struct fen8_cols *c,
    unsigned flags, struct tc_diags *d)
{
	int moved = pos->turn ^ 1;

	(void)flags;
	if (pos_king_sq(pos, moved) < 0)
		diag_add(d, c->field[0], false, "no %s king: only the King "
		    "of the side to move can have exploded", moved ==
		    TC_WHITE ? "white" : "black");
}

struct tc_variant tc_atomic = {
	.name = "atomic", .title = "Atomic chess", .pgn_name = "Atomic",
	.aliases = "atom,atomic chess", .base = &tc_chess, .flags = TC_VF_OWN_ENGINE,
	.engine = &at_engine, .why_not = at_why_not, .make = at_make, .unmake = at_unmake,
	.ended = at_ended, .status = at_status, .mark = at_mark,
	.dead = at_dead, .men = at_men, .check = at_check
};

/* ---- Atomic from Chess960's start positions ---- */

static int
at960_legal(const struct tc_pos *pos, tc_move *out)
{
	return at_ended(pos) ? 0 : c960_moves(pos, out, at_legal,
	    path_attacked);
}

/*
** Perft's last ply: Atomic's count without its castling, and Chess960's
** castlings as Atomic judges a King's squares.
*/
static int
at960_count(const struct tc_pos *pos)
{
	tc_move m[2];

	if (at_ended(pos))
		return 0;
	return generate(pos, NULL, true, false) + c960_castlings(pos, m,
	    path_attacked);
}

static int
at960_pseudo(const struct tc_pos *pos, tc_move *out)
{
	return at_ended(pos) ? 0 : c960_moves(pos, out, at_pseudo,
	    path_attacked);
}

static int
at960_legal_to(const struct tc_pos *pos, int to, int type, tc_move *out)
{
	tc_move all[TC_MAXMOVES];

	return moves_onto(pos, all, at960_legal(pos, all), to, type, out);
}

static bool
at960_any_legal(const struct tc_pos *pos)
{
	tc_move m[TC_MAXMOVES];

	return at960_legal(pos, m) > 0;
}

static const struct tc_engine at960_engine = {
	.name = "atomic", .legal = at960_legal, .pseudo = at960_pseudo,
	.legal_to = at960_legal_to, .any_legal = at960_any_legal,
	.checked = at_checked, .checkers = at_checkers,
	.attacked = at_attacked, .count = at960_count
};

struct tc_variant tc_atomic960 = {
	.name = "atomic960", .title = "Atomic960", .pgn_name = "Atomic960",
	.aliases = "atomic 960,atomic-960,atomic chess960", .base = &tc_atomic,
	.engine = &at960_engine, .read_castling = c960_read_castling,
	.write_castling = c960_write_castling, .validate = c960_validate,
	.castle_short = c960_castle_short, .make = c960_make,
	.unmake = c960_unmake
};
