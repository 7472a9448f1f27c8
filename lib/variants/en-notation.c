/*
** EN-FEN's checks of meaning (en-chess.md 9).  The fields are read by
** the 8x8 notation's reader, which takes its rows from the geometry
** (x9, ranks 8 to 1, x0); what an EN-FEN must mean is checked here.
*/
#include <stdio.h>
#include <string.h>
#include "internal.h"
#include "en.h"

enum { F_PLACEMENT, F_SIDE, F_CASTLE, F_EP };

static const char *const side_word[2] = { "white", "black" };

/* Each side has a King; no Rook or Pawn on x0/x9; no pawn on its first rank. */
static void
check_pieces(const struct tc_pos *pos, const struct fen8_cols *c,
    struct tc_diags *d)
{
	const struct tc_geom *g = pos->var->geom;
	int sq, side, kings[2] = { 0, 0 };

	for (sq = 0; sq < g->nsq; sq++) {
		uint8_t p = pos->board[sq];
		int t = TC_TYPE(p), s = TC_COLOUR(p);

		if (!p)
			continue;
		if (t == TC_KING)
			kings[s]++;
		if ((t == TC_ROOK || t == TC_PAWN) && g->file[sq] < 0)
			diag_add(d, c->sq[sq], false, "%s %s on %s: rooks and "
			    "pawns never stand on x0 or x9", side_word[s],
			    type_name[t], g->sqname[sq]);
		else if (t == TC_PAWN && g->rel[s][sq] == 0)
			diag_add(d, c->sq[sq], false, "%s pawn on %s: %s pawns "
			    "never stand on rank %d", side_word[s],
			    g->sqname[sq], side_word[s], s == TC_WHITE ? 1 : 8);
	}
	for (side = 0; side < 2; side++)
		if (kings[side] == 0)
			diag_add(d, c->field[F_PLACEMENT], false, "no %s king: "
			    "each side has at least one", side_word[side]);
}

/* Not every King of the side not to move may be in check (7.2, 8.1). */
static void
check_kings_checked(const struct tc_pos *pos, const struct fen8_cols *c,
    struct tc_diags *d)
{
	const struct tc_geom *g = pos->var->geom;
	int them = pos->turn ^ 1, sq, n = 0, checked;
	int first = -1;

	for (sq = 0; sq < g->nsq; sq++)
		if (pos->board[sq] == TC_CODE(TC_KING, them) && n++ == 0)
			first = sq;
	if (n == 0 || (checked = pos_checked(pos, them)) < n)
		return;
	if (n == 1)
		diag_add(d, c->field[F_SIDE], false, "%s is not to move but its "
		    "king on %s is in check", side_word[them],
		    g->sqname[first]);
	else
		diag_add(d, c->field[F_SIDE], false, "%s is not to move but all "
		    "%d of its kings are in check", side_word[them], n);
}

static void
check_castling(const struct tc_pos *pos, const struct fen8_cols *c,
    struct tc_diags *d)
{
	const struct tc_geom *g = pos->var->geom;
	int i, col = c->field[F_CASTLE];

	for (i = 0; i < 4; i++) {
		int side = i < 2 ? TC_WHITE : TC_BLACK, rank = side ? 7 : 0;
		int k = g->at[rank][4], corner = g->at[rank][i % 2 ? 0 : 7];

		if (!(pos->castle & (1u << i)))
			continue;
		if (pos->board[k] != TC_CODE(TC_KING, side))
			diag_add(d, col, false, "castling right '%c' without a "
			    "%s king on %s", "KQkq"[i], side_word[side],
			    g->sqname[k]);
		else if (pos->board[corner] != TC_CODE(TC_ROOK, side))
			diag_add(d, col, false, "castling right '%c' without a "
			    "%s rook on %s", "KQkq"[i], side_word[side],
			    g->sqname[corner]);
		col++;
	}
}

/*
** The en passant square: on rank 6 with White to move (3 with Black),
** and as a fresh double step leaves it: for d6, d6 and d7 empty and a
** Black pawn on d5.
*/
static void
check_ep(const struct tc_pos *pos, const struct fen8_cols *c,
    struct tc_diags *d)
{
	const struct tc_geom *g = pos->var->geom;
	int them = pos->turn ^ 1, ep = pos->ep[them], col = c->field[F_EP];
	int pawn, start;

	if (ep == TC_NOSQ)
		return;
	if (g->rel[them][ep] != 2) {
		diag_add(d, col, false, "en passant square %s with %s to move: "
		    "expected rank %d", g->sqname[ep], side_word[pos->turn],
		    pos->turn == TC_WHITE ? 6 : 3);
		return;
	}
	pawn = g->ray[ep][g->fwd[them]];
	start = g->ray[ep][geom_dir_back[g->fwd[them]]];
	if (pos->board[ep])
		diag_add(d, col, false, "en passant square %s is not empty",
		    g->sqname[ep]);
	else if (pos->board[start])
		diag_add(d, col, false, "en passant square %s with %s "
		    "occupied: no pawn can have just passed it", g->sqname[ep],
		    g->sqname[start]);
	else if (pos->board[pawn] != TC_CODE(TC_PAWN, them))
		diag_add(d, col, false, "en passant square %s without a %s "
		    "pawn on %s", g->sqname[ep], side_word[them],
		    g->sqname[pawn]);
}

void
en_check(const struct tc_pos *pos, const struct fen8_cols *c, unsigned flags,
    struct tc_diags *d)
{
	(void)flags;
	check_pieces(pos, c, d);
	check_kings_checked(pos, c, d);
	check_castling(pos, c, d);
	check_ep(pos, c, d);
}
