/*
** Racing Kings, by lichess's rules: both sides' pieces start on the
** first two ranks (8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1), no move
** may give check, so nobody is ever in check, and there is no castling.
** The first King to reach the eighth rank wins; but if White's gets
** there first, Black has one more move, and if Black's King reaches the
** eighth rank with it, the game is drawn.  Built on tc_chess (its
** notation, moves, make and draws); its own are an engine, the end, the
** marks and the checks of a position.  No state of its own: the end is
** read off the board and the player to move.
**
** The engine.  The bitboard engine's legal moves of chess, less those
** that give check (and castling, which never arises: a position with
** castling rights is an error).  Whether a move checks is found from the
** attacks after it, without making it: the moved piece's own, and the
** sliders it uncovers.  legal_to and any_legal filter alike.
**
** The end, as lichess (and python-chess) judge it:
**   White to move: a King on the eighth rank ended the game, won by its
**   side, or drawn if both Kings are there ("both Kings on the eighth
**   rank").
**   Black to move: White's King on the eighth rank ended the game unless
**   Black has a legal King move onto the eighth rank (lichess asks its
**   legal moves; a King's move that uncovers check is not one).
** Nobody has a move after the end.  No position is dead (lichess counts
** no material insufficient); stalemate draws, as in chess, and is the
** only way to have no move (there is no check, so no mate).
**
** Marks.  No move checks, so none is '+'.  A move after which the game
** is won is '#', as lichess writes a winning move; a drawing move, or
** White's arrival that Black may still equal, has no mark.
**
** Positions.  The player to move in check, a pawn, castling rights, and
** Black's King on the eighth rank with Black to move (his arrival ended
** the game or drew it with White to move) are errors.
*/
#include <stdio.h>
#include "internal.h"

#define RANK8	0xff00000000000000ull
#define MAXGEN	4096	/* the bitboard engine's room for its moves */

/* True if side's King stands on the eighth rank. */
static bool
at_goal(const struct tc_pos *pos, int side)
{
	return (pos->bb_type[TC_KING] & pos->bb_colour[side] & RANK8) != 0;
}

/*
** True if the side to move's move m would check the other King: the
** moved piece's attacks from where it lands, or a slider it uncovers.
** Castling is treated as checking: no castling in Racing Kings.
*/
static bool
gives_check(const struct tc_pos *pos, tc_move m)
{
	const bb_t *t = pos->bb_type;
	int us = pos->turn, them = us ^ 1, from = TC_FROM(m), to = TC_TO(m);
	int kind = TC_KIND(m), ksq = pos_king_sq(pos, them), type;
	bb_t occ, own = pos->bb_colour[us] & ~BB(from);

	if (kind == TC_MK_CASTLE)
		return true;
	if (ksq < 0)
		return false;
	occ = (t[TC_EMPTY] & ~BB(from)) | BB(to);
	if (kind == TC_MK_EP)
		occ &= ~BB(SQ88(FILE88(to), RANK88(from)));
	type = kind == TC_MK_PROMO ? TC_PROMO(m) : TC_TYPE(pos->board[from]);
	if (type != TC_KING &&
	    (bb_attacks(TC_CODE(type, us), to, occ) & BB(ksq)))
		return true;
	return ((bb_rook_att(ksq, occ) & own & (t[TC_ROOK] | t[TC_QUEEN])) |
	    (bb_bishop_att(ksq, occ) & own & (t[TC_BISHOP] | t[TC_QUEEN]))) != 0;
}

/*
** What checks the other King, found once for a position: the squares
** from which each type of the mover's pieces would attack it, and the
** mover's pieces that alone stand between it and a slider of his.
*/
struct checkinfo {
	int ksq;
	bb_t from[TC_NTYPES];
	bb_t blockers;
};

static void
checkinfo(const struct tc_pos *pos, struct checkinfo *ci)
{
	const bb_t *t = pos->bb_type;
	int us = pos->turn, them = us ^ 1, ksq = pos_king_sq(pos, them), s;
	bb_t occ = t[TC_EMPTY], own = pos->bb_colour[us], sliders, b;

	ci->ksq = ksq;
	ci->blockers = 0;
	if (ksq < 0)
		return;
	ci->from[TC_EMPTY] = ci->from[TC_KING] = 0;
	ci->from[TC_PAWN] = bb_pawn[them][ksq];
	ci->from[TC_KNIGHT] = bb_knight[ksq];
	ci->from[TC_BISHOP] = bb_bishop_att(ksq, occ);
	ci->from[TC_ROOK] = bb_rook_att(ksq, occ);
	ci->from[TC_QUEEN] = ci->from[TC_BISHOP] | ci->from[TC_ROOK];
	sliders = own & ((bb_rook_att(ksq, 0) & (t[TC_ROOK] | t[TC_QUEEN])) |
	    (bb_bishop_att(ksq, 0) & (t[TC_BISHOP] | t[TC_QUEEN])));
	while (sliders) {
		s = bb_poplsb(&sliders);
		b = bb_between[ksq][s] & occ;
		if (b && !(b & (b - 1)) && (b & own))
			ci->blockers |= b;
	}
}

/*
** gives_check() with what ci knows: the moved piece attacks the King
** from where it lands (the square it left can open no line of its own
** to the King, which it would have attacked already), or it leaves the
** line between the King and a slider.  The King is not attacked before
** the move: the player not to move is never in check in a position the
** library holds.
*/
static inline bool
checks(const struct tc_pos *pos, const struct checkinfo *ci, tc_move m)
{
	int from = TC_FROM(m), to = TC_TO(m), kind = TC_KIND(m), type;

	if (ci->ksq < 0)
		return kind == TC_MK_CASTLE;
	if (kind == TC_MK_EP || kind == TC_MK_CASTLE)
		return gives_check(pos, m);
	type = kind == TC_MK_PROMO ? TC_PROMO(m) : TC_TYPE(pos->board[from]);
	if (ci->from[type] & BB(to))
		return true;
	return (ci->blockers & BB(from)) && !(bb_line[ci->ksq][from] & BB(to));
}

/* Keep the moves of m[0..n) that give no check; their number. */
static int
keep_quiet(const struct tc_pos *pos, tc_move *m, int n)
{
	struct checkinfo ci;
	int i, k = 0;

	if (n == 0)
		return 0;
	checkinfo(pos, &ci);
	for (i = 0; i < n; i++)
		if (!checks(pos, &ci, m[i]))
			m[k++] = m[i];
	return k;
}

/*
** True if Black, to move, has a legal King move onto the eighth rank:
** a square there next to his King, not his own piece's, not attacked by
** White once the King has left its square, and the move uncovering no
** check.  Found without the engine, whose moves ask whether the game
** has ended.
*/
static bool
black_can_equal(const struct tc_pos *pos)
{
	int ksq = pos_king_sq(pos, TC_BLACK), to;
	bb_t targets, occ;

	if (ksq < 0)
		return false;
	targets = bb_king[ksq] & RANK8 & ~pos->bb_colour[TC_BLACK];
	occ = pos->bb_type[TC_EMPTY] ^ BB(ksq);
	while (targets) {
		to = bb_poplsb(&targets);
		if (!bb_attackers(pos, to, TC_WHITE, occ) &&
		    !gives_check(pos, TC_MOVE(ksq, to, TC_MK_NORMAL, 0)))
			return true;
	}
	return false;
}

static bool
rk_ended(const struct tc_pos *pos)
{
	if (!(pos->bb_type[TC_KING] & RANK8))
		return false;
	if (pos->turn == TC_WHITE || at_goal(pos, TC_BLACK))
		return true;
	return !black_can_equal(pos);
}

/* The engine: chess's legal moves that give no check. */
static int
rk_legal(const struct tc_pos *pos, tc_move *out)
{
	return keep_quiet(pos, out, tc_engine_bitboard.legal(pos, out));
}

static int
rk_legal_to(const struct tc_pos *pos, int to, int type, tc_move *out)
{
	return keep_quiet(pos, out, tc_engine_bitboard.legal_to(pos, to, type,
	    out));
}

/*
** Perft's last ply: rk_legal's number, counted on the bitboards without
** a list where the position is a valid one (one King a side, the side
** to move not in check, no pawn of his, no castling right), else the
** list's.  Chess's legal moves, less those checks() finds: a piece
** lands on no square from which its type would attack the other King,
** and one alone between that King and a slider of the mover keeps to
** their line, as a pinned piece keeps to its pin.
*/
static int
rk_count(const struct tc_pos *pos)
{
	const bb_t *t = pos->bb_type;
	int us = pos->turn, them = us ^ 1, ksq, n = 0;
	bb_t own = pos->bb_colour[us], occ = t[TC_EMPTY];
	bb_t kings = t[TC_KING] & own, pinned, pieces, att;
	struct checkinfo ci;

	if (variant_ended(pos))
		return 0;
	if (bb_pop(kings) != 1 || bb_pop(t[TC_KING] & pos->bb_colour[them]) !=
	    1 || (t[TC_PAWN] & own) || pos->castle || bb_checked(pos, us)) {
		tc_move m[MAXGEN];

		return rk_legal(pos, m);
	}
	ksq = bb_lsb(kings);
	checkinfo(pos, &ci);
	pinned = bb_pinned(pos, ksq, own, pos->bb_colour[them], occ);
	att = bb_king[ksq] & ~own;
	if (ci.blockers & BB(ksq))
		att &= bb_line[ci.ksq][ksq];
	while (att)
		n += !bb_attackers(pos, bb_poplsb(&att), them, occ ^ BB(ksq));
	pieces = own & ~kings;
	while (pieces) {
		int from = bb_poplsb(&pieces), type = TC_TYPE(pos->board[from]);

		att = type == TC_KNIGHT ? bb_knight[from] :
		    bb_slider_att(type, from, occ);
		att &= ~own & ~ci.from[type];
		if (pinned & BB(from))
			att &= bb_line[ksq][from];
		if (ci.blockers & BB(from))
			att &= bb_line[ci.ksq][from];
		n += bb_pop(att);
	}
	return n;
}

static bool
rk_any_legal(const struct tc_pos *pos)
{
	tc_move m[MAXGEN];
	struct checkinfo ci;
	int i, n = tc_engine_bitboard.legal(pos, m);

	if (n == 0)
		return false;
	checkinfo(pos, &ci);
	for (i = 0; i < n; i++)
		if (!checks(pos, &ci, m[i]))
			return true;
	return false;
}

/* The attack questions: the bitboard engine's answers. */
static int
rk_pseudo(const struct tc_pos *pos, tc_move *out)
{
	return tc_engine_bitboard.pseudo(pos, out);
}

static const struct tc_engine rk_engine = {
	.name = "racing-kings", .legal = rk_legal, .pseudo = rk_pseudo,
	.legal_to = rk_legal_to, .any_legal = rk_any_legal,
	.checked = bb_checked, .checkers = bb_checkers,
	.attacked = bb_attacked, .count = rk_count
};

static void
rk_status(const struct tc_pos *pos, struct tc_end *end)
{
	bool w = at_goal(pos, TC_WHITE), b = at_goal(pos, TC_BLACK);

	if (rk_ended(pos)) {
		if (w && b)
			end_set(end, "both Kings on the eighth rank", TC_DRAW, 0);
		else
			end_set(end, "a King on the eighth rank", w ? "1-0" :
			    "0-1", 0);
	} else if (!move_any_legal(pos)) {
		end_set(end, "stalemate", TC_DRAW, 0);
	} else if (pos->halfmove >= pos->var->draw_plies) {
		end_set(end, "the 75-move rule", TC_DRAW, 0);
	}
}

/* A move that wins the game is '#', as lichess writes it; nothing checks. */
static int
rk_mark(const struct tc_pos *before, tc_move m, const struct tc_pos *after,
    bool *dbl)
{
	(void)before;
	(void)m;
	*dbl = false;
	return rk_ended(after) && !(at_goal(after, TC_WHITE) &&
	    at_goal(after, TC_BLACK)) ? '#' : 0;
}

/* Why the piece on `from` may not go to `to`: it would give check. */
static bool
rk_why_not(const struct tc_pos *pos, int from, int to, char *msg, size_t cap)
{
	tc_move m[MAXGEN];
	int i, n = tc_engine_bitboard.legal(pos, m);
	char f[8], t[8];

	for (i = 0; i < n; i++) {
		if (TC_FROM(m[i]) != from || TC_TO(m[i]) != to ||
		    !gives_check(pos, m[i]))
			continue;
		geom_square_name(pos->var->geom, from, f);
		geom_square_name(pos->var->geom, to, t);
		if (TC_KIND(m[i]) == TC_MK_CASTLE)
			snprintf(msg, cap, "there is no castling in Racing Kings");
		else
			snprintf(msg, cap, "the %s on %s to %s would give check: "
			    "in Racing Kings no move may", type_name[
			    TC_TYPE(pos->board[from])], f, t);
		return true;
	}
	return false;
}

static void
rk_check(const struct tc_pos *pos, const struct fen8_cols *c,
    unsigned flags, struct tc_diags *d)
{
	int us = pos->turn, sq;
	bb_t pawns = pos->bb_type[TC_PAWN];
	char name[8];

	(void)flags;
	while (pawns) {
		sq = bb_poplsb(&pawns);
		geom_square_name(pos->var->geom, sq, name);
		diag_add(d, c->sq[sq], false, "pawn on %s: Racing Kings has "
		    "no pawns", name);
	}
	if (pos->castle)
		diag_add(d, c->field[2], false, "castling rights: Racing Kings "
		    "has no castling");
	sq = pos_king_sq(pos, us);
	if (sq >= 0 && pos_in_check(pos, us)) {
		geom_square_name(pos->var->geom, sq, name);
		diag_add(d, c->sq[sq], false, "%s's King on %s is in check: in "
		    "Racing Kings no move may give check", tc_side_name(pos->var,
		    us), name);
	}
	sq = pos_king_sq(pos, TC_BLACK);
	if (us == TC_BLACK && at_goal(pos, TC_BLACK))
		diag_add(d, c->sq[sq], false, "Black's King is on the eighth "
		    "rank with Black to move: its arrival ended the game with "
		    "White to move");
}

struct tc_variant tc_racingkings = {
	.name = "racing-kings", .title = "Racing Kings",
	.pgn_name = "Racing Kings", .aliases = "racingkings",
	.base = &tc_chess, .flags = TC_VF_OWN_ENGINE,
	.start = "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
	.engine = &rk_engine, .check = rk_check, .why_not = rk_why_not,
	.ended = rk_ended, .status = rk_status, .mark = rk_mark,
	.dead = dead_never, .move_examples = "Kh3, Nd3, Bxe4 or h2h3"
};
