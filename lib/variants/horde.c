/*
** Horde, by lichess's rules: White has no King and 36 pawns (the
** horde), Black the usual army.  White's pawns on the first rank may
** also step two squares (a step that lichess, and Fairy-Stockfish, let
** no pawn capture en passant: the capturer would stand on its sixth
** rank, not its fifth).  Black wins by capturing every White piece;
** White wins by checkmating Black; stalemate is a draw.  Built on
** tc_chess: its notation, moves, check and draws.
**
** The engine.  The bitboard engine plays a side without a King: its
** moves are all legal.  Only the double step from the first rank is
** added here.
**
** The notation.  White has no King and Black exactly one: a White King
** is an error, as Black's missing one is.  White's pawns may stand on
** the first rank, and White may have up to 36 pawns and 36 men: its
** men (horde_men) tell the 8x8 reader's checks so.
**
** The end.  White without a piece has lost ("the horde destroyed"):
** the capture that gives it is marked '#', as lichess writes it.
** Lichess's fortress draw (no side could move were Black's King away)
** is not kept: no Horde position is called dead.
*/
#include <stdio.h>
#include <string.h>
#include "internal.h"

#define HORDE_PAWNS	36

/* The bitboard engine's moves, and the first rank's double steps. */
static int
double_steps(const struct tc_pos *pos, tc_move *out, int n)
{
	bb_t occ = pos->bb_type[TC_EMPTY], p;

	if (pos->turn != TC_WHITE)
		return n;
	p = pos->bb_type[TC_PAWN] & pos->bb_colour[TC_WHITE] & RANK_1;
	p &= ~(occ >> 8) & ~(occ >> 16);
	while (p) {
		int from = bb_poplsb(&p);

		out[n++] = TC_MOVE(from, from + 16, TC_MK_DOUBLE, 0);
	}
	return n;
}


INLINE tc_move *
add_promos(tc_move *o, int from, int to)
{
	*o++ = TC_MOVE(from, to, TC_MK_PROMO, TC_QUEEN);
	*o++ = TC_MOVE(from, to, TC_MK_PROMO, TC_ROOK);
	*o++ = TC_MOVE(from, to, TC_MK_PROMO, TC_BISHOP);
	*o++ = TC_MOVE(from, to, TC_MK_PROMO, TC_KNIGHT);
	return o;
}

INLINE tc_move *
add_moves(tc_move *o, int from, bb_t to)
{
	while (to)
		*o++ = TC_MOVE(from, bb_poplsb(&to), TC_MK_NORMAL, 0);
	return o;
}

/*
** White's moves when it has no King: every move its pieces make is
** legal, no pin nor check to mind.  The bitboard engine's moves in its
** order (pawns, each with its step, its double step from the second
** rank and its captures; en passant; Knights; the other pieces), the
** pawn moves found for the whole horde at once, so that the many pawns
** that cannot move cost nothing, then the first rank's double steps.
*/
static int
horde_white(const struct tc_pos *pos, tc_move *list)
{
	const bb_t *t = pos->bb_type;
	bb_t occ = t[TC_EMPTY], own = pos->bb_colour[TC_WHITE];
	bb_t opp = pos->bb_colour[TC_BLACK], pawns = t[TC_PAWN] & own;
	bb_t step = (pawns << 8) & ~occ, dbl = ((step & RANK_3) << 8) & ~occ;
	bb_t capl = ((pawns & ~FILE_A) << 7) & opp;
	bb_t capr = ((pawns & ~FILE_H) << 9) & opp;
	bb_t movers = (step >> 8) | (dbl >> 16) | (capl >> 7) | (capr >> 9);
	bb_t pieces;
	tc_move *o = list;
	int ep = ep2(pos);

	while (movers) {
		int from = bb_poplsb(&movers);
		bb_t f = BB(from);

		if (step & (f << 8)) {
			if (from >= 48)
				o = add_promos(o, from, from + 8);
			else
				*o++ = TC_MOVE(from, from + 8, TC_MK_NORMAL, 0);
			if (dbl & (f << 16))
				*o++ = TC_MOVE(from, from + 16, TC_MK_DOUBLE, 0);
		}
		if (from >= 48) {
			if (capl & (f << 7))
				o = add_promos(o, from, from + 7);
			if (capr & (f << 9))
				o = add_promos(o, from, from + 9);
		} else {
			if (capl & (f << 7))
				*o++ = TC_MOVE(from, from + 7, TC_MK_NORMAL, 0);
			if (capr & (f << 9))
				*o++ = TC_MOVE(from, from + 9, TC_MK_NORMAL, 0);
		}
	}
	if (ep != TC_NOSQ && !(occ & BB(ep)) &&
	    (t[TC_PAWN] & opp & BB(ep - 8))) {
		bb_t from = bb_pawn[TC_BLACK][ep] & pawns;

		while (from)
			*o++ = TC_MOVE(bb_poplsb(&from), ep, TC_MK_EP, 0);
	}
	pieces = t[TC_KNIGHT] & own;
	while (pieces) {
		int from = bb_poplsb(&pieces);

		o = add_moves(o, from, bb_knight[from] & ~own);
	}
	pieces = (t[TC_BISHOP] | t[TC_ROOK] | t[TC_QUEEN]) & own;
	while (pieces) {
		int from = bb_poplsb(&pieces);
		bb_t att = bb_slider_att(TC_TYPE(pos->board[from]), from, occ);

		o = add_moves(o, from, att & ~own);
	}
	return double_steps(pos, list, (int)(o - list));
}

/*
** With a White King (an invalid position) the bitboard engine's checks
** of safety apply to it; the double steps are added as they are.
*/
static int
horde_legal(const struct tc_pos *pos, tc_move *out)
{
	if (pos->turn == TC_WHITE &&
	    !(pos->bb_type[TC_KING] & pos->bb_colour[TC_WHITE]) &&
	    !variant_ended(pos))
		return horde_white(pos, out);
	return double_steps(pos, out, tc_engine_bitboard.legal(pos, out));
}

static int
horde_pseudo(const struct tc_pos *pos, tc_move *out)
{
	return double_steps(pos, out, tc_engine_bitboard.pseudo(pos, out));
}

static int
horde_legal_to(const struct tc_pos *pos, int to, int type, tc_move *out)
{
	int n = tc_engine_bitboard.legal_to(pos, to, type, out);

	if (pos->turn == TC_WHITE && RANK88(to) == 2 &&
	    (type == TC_EMPTY || type == TC_PAWN) && !variant_ended(pos)) {
		tc_move d[8];
		int i, k = double_steps(pos, d, 0);

		for (i = 0; i < k; i++)
			if (TC_TO(d[i]) == to)
				out[n++] = d[i];
	}
	return n;
}

/*
** Perft's last ply: the bitboard engine's count (a side without a King
** has every move of its pieces legal there too), and the first rank's
** double steps.
*/
static int
horde_count(const struct tc_pos *pos)
{
	bb_t occ = pos->bb_type[TC_EMPTY], p;
	int n = bb_count(pos, true);

	if (pos->turn != TC_WHITE)
		return n;
	p = pos->bb_type[TC_PAWN] & pos->bb_colour[TC_WHITE] & RANK_1;
	return n + bb_pop(p & ~(occ >> 8) & ~(occ >> 16));
}

static bool
horde_any_legal(const struct tc_pos *pos)
{
	tc_move d[8];

	return tc_engine_bitboard.any_legal(pos) || double_steps(pos, d, 0);
}

static const struct tc_engine horde_engine = {
	.name = "horde", .legal = horde_legal, .pseudo = horde_pseudo,
	.legal_to = horde_legal_to, .any_legal = horde_any_legal,
	.checked = bb_checked, .checkers = bb_checkers,
	.attacked = bb_attacked, .count = horde_count
};

/* Chess's move; a double step from the first rank leaves no e.p. square. */
static void
horde_make(struct tc_pos *pos, tc_move m, struct tc_undo *u)
{
	int from = TC_FROM(m);

	make2_make(pos, m, u);
	if (TC_KIND(m) == TC_MK_DOUBLE && RANK88(from) == 0 &&
	    pos->ep[TC_WHITE] != TC_NOSQ) {
		pos->hash ^= zob_ep[TC_WHITE][pos->ep[TC_WHITE]];
		pos->ep[TC_WHITE] = TC_NOSQ;
	}
}

/* Chess's ends, but no dead position (fide_dead's are not Horde's). */
static void
horde_status(const struct tc_pos *pos, struct tc_end *end)
{
	if (!pos->bb_colour[TC_WHITE])
		end_set(end, "the horde destroyed", "0-1", 0);
	else
		chess_end(pos, end, NULL);
}

static int
horde_mark(const struct tc_pos *before, tc_move m, const struct tc_pos *after,
    bool *dbl)
{
	(void)before;
	(void)m;
	if (!after->bb_colour[TC_WHITE]) {
		if (dbl)
			*dbl = false;
		return '#';
	}
	return mark_chess(after, dbl);
}

/*
** White: no King, pawns on ranks 1 to 7, 36 pawns and men at most;
** Black: chess's.
*/
static const struct tc_men horde_men[2] = {
	{ 0, 0, 0x7f, HORDE_PAWNS, HORDE_PAWNS }, { 1, 1, 0x7e, 8, 16 }
};

struct tc_variant tc_horde = {
	.name = "horde", .title = "Horde", .pgn_name = "Horde",
	.base = &tc_chess, .flags = TC_VF_OWN_ENGINE,
	.start = "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/"
	    "PPPPPPPP w kq - 0 1",
	.engine = &horde_engine, .men = horde_men, .make = horde_make,
	.status = horde_status, .mark = horde_mark, .dead = dead_never
};
