/*
** Antichess, by lichess's rules (also called giveaway): standard chess,
** except that a capture is compulsory (when any capture is legal, only
** captures are), the King is a piece like the others (no check, no
** mate; it may be captured, and a pawn may promote to King), nobody
** castles, and a player who has no legal move (no piece left, or
** stalemated) wins.  En passant is as in chess, and it is a capture.
** Built on tc_chess: its notation, moves and draws.
**
** The engine.  The bitboard engine's pseudo moves are the movement of
** the pieces without regard to the King's safety, which is what
** Antichess needs, but for three things: they move only the first King
** (a side may have several, or none), never promote to King, and may
** castle.  So the King moves are made here for every King, a promotion
** to King is added to each promotion, castling is dropped; then, if
** any move captures, only the captures are kept.
**
** The notation.  A position may hold any number of Kings of either
** side, none included (its men, anti_men); the 8x8 reader's other
** checks stand.  Castling rights are an error.
**
** The end.  The player to move with no legal move wins ("all pieces
** lost", or "stalemate"); SAN marks the move that gives it '#', as
** lichess writes it, and no move '+'.  A position where only bishops
** of the two sides on squares of opposite colours are left, with pawns
** that are blocked and cannot attack the other side's bishops' colour,
** is dead (lichess's insufficient material): nobody can ever capture.
*/
#include <stdio.h>
#include <string.h>
#include "internal.h"

#define AX_MAX		4096	/* 64 pieces, at most 54 moves each */
#define LIGHT_SQUARES	0x55aa55aa55aa55aaull

/* Every move the pieces' movement allows, captures or not. */
static int
anti_moves(const struct tc_pos *pos, tc_move *out)
{
	const bb_t *t = pos->bb_type;
	bb_t own = pos->bb_colour[pos->turn], kings = t[TC_KING] & own;
	tc_move tmp[AX_MAX];
	int i, n, k = 0;

	n = tc_engine_bitboard.pseudo(pos, tmp);
	for (i = 0; i < n; i++) {
		tc_move m = tmp[i];

		if (TC_KIND(m) == TC_MK_CASTLE || (kings & BB(TC_FROM(m))))
			continue;
		out[k++] = m;
		if (TC_KIND(m) == TC_MK_PROMO && TC_PROMO(m) == TC_KNIGHT)
			out[k++] = TC_MOVE(TC_FROM(m), TC_TO(m), TC_MK_PROMO,
			    TC_KING);
	}
	while (kings) {
		int from = bb_poplsb(&kings);
		bb_t to = bb_king[from] & ~own;

		while (to)
			out[k++] = TC_MOVE(from, bb_poplsb(&to), TC_MK_NORMAL,
			    0);
	}
	return k;
}

INLINE bool
is_capture(const struct tc_pos *pos, tc_move m)
{
	return TC_KIND(m) == TC_MK_EP || pos->board[TC_TO(m)] != 0;
}

/* Keep only the captures of m[0..n) if there is one; the number kept. */
static int
compel(const struct tc_pos *pos, tc_move *m, int n)
{
	int i, k = 0;

	for (i = 0; i < n; i++)
		if (is_capture(pos, m[i]))
			m[k++] = m[i];
	return k ? k : n;
}

static int
anti_legal(const struct tc_pos *pos, tc_move *out)
{
	return compel(pos, out, anti_moves(pos, out));
}

static int
anti_legal_to(const struct tc_pos *pos, int to, int type, tc_move *out)
{
	tc_move all[AX_MAX];

	return moves_onto(pos, all, anti_legal(pos, all), to, type, out);
}

/*
** Perft's last ply: the number of anti_legal's moves, counted on the
** bitboards without a list: the captures (en passant among them) if
** there is one, else every move; each promotion five ways, to a King
** too; the pawns a set at a time.
*/
static int
anti_count(const struct tc_pos *pos)
{
	const bb_t *t = pos->bb_type;
	int us = pos->turn, them = us ^ 1, ep = ep2(pos), caps, quiet;
	bb_t occ = t[TC_EMPTY], own = pos->bb_colour[us];
	bb_t opp = pos->bb_colour[them], pawns = t[TC_PAWN] & own;
	bb_t last = us == TC_WHITE ? RANK_8 : RANK_1, one, pieces, att;

	caps = bb_pawn_moves(bb_forward(pawns & ~FILE_A, us) >> 1 & opp,
	    last, 5) + bb_pawn_moves(bb_forward(pawns & ~FILE_H, us) << 1 &
	    opp, last, 5);
	one = bb_forward(pawns, us) & ~occ;
	quiet = bb_pawn_moves(one, last, 5) + bb_pop(bb_forward(one &
	    (us == TC_WHITE ? RANK_3 : RANK_6), us) & ~occ);
	if (ep != TC_NOSQ && !(occ & BB(ep)) && (t[TC_PAWN] & opp &
	    BB(us == TC_WHITE ? ep - 8 : ep + 8)))
		caps += bb_pop(bb_pawn[them][ep] & pawns);
	pieces = own & ~t[TC_PAWN];
	while (pieces) {
		int from = bb_poplsb(&pieces), type = TC_TYPE(pos->board[from]);

		att = type == TC_KNIGHT ? bb_knight[from] : type == TC_KING ?
		    bb_king[from] : bb_slider_att(type, from, occ);
		caps += bb_pop(att & opp);
		quiet += bb_pop(att & ~occ);
	}
	return caps ? caps : quiet;
}

static bool
anti_any_legal(const struct tc_pos *pos)
{
	tc_move all[AX_MAX];

	return anti_moves(pos, all) > 0;
}

/* No check in Antichess. */
static int
anti_checked(const struct tc_pos *pos, int side)
{
	(void)pos;
	(void)side;
	return 0;
}

static int
anti_checkers(const struct tc_pos *pos)
{
	(void)pos;
	return 0;
}

static const struct tc_engine anti_engine = {
	.name = "antichess", .legal = anti_legal, .pseudo = anti_moves,
	.legal_to = anti_legal_to, .any_legal = anti_any_legal,
	.checked = anti_checked, .checkers = anti_checkers,
	.attacked = bb_attacked, .count = anti_count
};

/*
** A non-capture while a capture is legal: the compulsion, with one of
** the captures named.
*/
static bool
anti_why_not(const struct tc_pos *pos, int from, int to, char *msg,
    size_t cap)
{
	tc_move all[AX_MAX];
	char text[TC_MOVE_MAX];
	int i, n = anti_moves(pos, all);
	bool moves = false;
	tc_move capture = 0;

	for (i = 0; i < n; i++) {
		if (TC_FROM(all[i]) == from && TC_TO(all[i]) == to &&
		    !is_capture(pos, all[i]))
			moves = true;
		if (!capture && is_capture(pos, all[i]))
			capture = all[i];
	}
	if (!moves || !capture)
		return false;
	move_write(pos, capture, TC_SAN, text);
	snprintf(msg, cap, "a capture is compulsory in Antichess: %s is one",
	    text);
	return true;
}

/* The side to move wins when it has no legal move. */
static void
anti_status(const struct tc_pos *pos, struct tc_end *end)
{
	const char *win = pos->turn == TC_WHITE ? "1-0" : "0-1";

	if (!move_any_legal(pos))
		end_set(end, pos->bb_colour[pos->turn] ? "stalemate" :
		    "all pieces lost", win, 0);
	else if (pos->halfmove >= pos->var->draw_plies)
		end_set(end, "the 75-move rule", TC_DRAW, 0);
	else if (pos->var->dead(pos))
		end_set(end, "a dead position", TC_DRAW, 0);
}

/* '#' for the move after which the player to move wins; no '+'. */
static int
anti_mark(const struct tc_pos *before, tc_move m, const struct tc_pos *after,
    bool *dbl)
{
	(void)before;
	(void)m;
	if (dbl)
		*dbl = false;
	return move_any_legal(after) ? 0 : '#';
}

/*
** Lichess's insufficient material: only bishops and pawns, some bishop,
** each side's bishops on one colour, the two sides' on opposite ones,
** and every pawn unable to move, with a pawn in front of it, and not
** attacking squares of the other side's bishops' colour.
*/
static bool
anti_dead(const struct tc_pos *pos)
{
	const bb_t *t = pos->bb_type;
	bb_t wb = t[TC_BISHOP] & pos->bb_colour[TC_WHITE];
	bb_t bb = t[TC_BISHOP] & pos->bb_colour[TC_BLACK], pawns;
	bool wlight, blight;
	int side;

	if ((t[TC_EMPTY] & ~t[TC_BISHOP] & ~t[TC_PAWN]) || !wb || !bb)
		return false;
	if ((wb & LIGHT_SQUARES) && (wb & ~LIGHT_SQUARES))
		return false;
	if ((bb & LIGHT_SQUARES) && (bb & ~LIGHT_SQUARES))
		return false;
	wlight = (wb & LIGHT_SQUARES) != 0;
	blight = (bb & LIGHT_SQUARES) != 0;
	if (wlight == blight)
		return false;
	for (side = 0; side < 2; side++) {
		bool other_light = side == TC_WHITE ? blight : wlight;

		pawns = t[TC_PAWN] & pos->bb_colour[side];
		while (pawns) {
			int sq = bb_poplsb(&pawns);
			int ahead = sq + (side == TC_WHITE ? 8 : -8);
			bb_t att = bb_pawn[side][sq];

			if ((unsigned)ahead >= 64 ||
			    !(t[TC_PAWN] & BB(ahead)) ||
			    (att & pos->bb_colour[side ^ 1]) ||
			    (ep2(pos) != TC_NOSQ && (att & BB(ep2(pos)))) ||
			    (att & (other_light ? LIGHT_SQUARES :
			    ~LIGHT_SQUARES)))
				return false;
		}
	}
	return true;
}

/* No castling in Antichess: rights are an error. */
static void
anti_check(const struct tc_pos *pos, const struct fen8_cols *c,
    unsigned flags, struct tc_diags *d)
{
	(void)flags;
	if (pos->castle)
		diag_add(d, c->field[2], false, "castling rights in Antichess, "
		    "where nobody castles: expected '-'");
}

/* Any number of Kings, none included: a King is a common piece. */
static const struct tc_men anti_men[2] = {
	{ 0, 255, 0x7e, 8, 16 }, { 0, 255, 0x7e, 8, 16 }
};

struct tc_variant tc_antichess = {
	.name = "antichess", .title = "Antichess", .pgn_name = "Antichess",
	.aliases = "giveaway", .base = &tc_chess, .flags = TC_VF_OWN_ENGINE,
	.start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
	.engine = &anti_engine, .men = anti_men,
	.check = anti_check, .why_not = anti_why_not, .status = anti_status,
	.mark = anti_mark, .dead = anti_dead,
	.move_examples = "e4, Nf3, exd5, b8=K or e2e4"	/* no castling */
};
