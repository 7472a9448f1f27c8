/*
** Crazyhouse, by lichess's rules: standard chess, except that a piece
** captured goes to the captor's pocket, turned to his colour, and a
** player may, instead of moving, drop a piece from his pocket on any
** empty square (a pawn not on the first or the last rank).  A drop may
** check and mate, and may block a check.  A piece that a pawn became
** keeps that mark ('~' after its letter) and goes to the captor's
** pocket as a pawn.  Built on tc_chess (its notation, moves and draws);
** its own are the pockets, kept in the position, the drops, an engine
** that adds them to the bitboard engine's moves, and the notation's
** pockets.
**
** Notation.  The pockets follow the placement in brackets, White's
** pieces upper case then Black's lower case ("...RNBQKBNR[Qn] w"), as
** lichess and python-chess write them; the ninth row ("RNBQKBNR/Qn w")
** is read as well, and a placement without pockets reads as empty
** ones.  A King in a pocket and any other letter are syntax errors.
** Material that no game reaches is a warning (an error with
** TC_AFEN_STRICT), as chess's is: counted for both sides together,
** board and pockets, every piece beyond the set of the start (two
** Queens, four Rooks, Bishops and Knights) is a promoted pawn, as is
** every piece marked '~', so the pawns, those and the excess are at
** most 16.  The mark '~' is for a Knight, Bishop, Rook or Queen.
**
** The end.  Chess's: checkmate, stalemate, the 75-move rule; no
** position is dead, as on lichess (a piece may always be dropped
** again).
*/
#include <stdio.h>
#include <string.h>
#include "internal.h"

#define RANKS18	(RANK_1 | RANK_8)

struct TC_MAY_ALIAS zh_state {
	uint8_t pocket[2][TC_NTYPES];	/* pieces in hand, by side and type */
};
TC_XSTATE_FITS(zh_state);

#define ZH_X(p)		((struct zh_state *)(p)->x.b)
#define ZH_CX(p)	((const struct zh_state *)(p)->x.b)

static const struct tc_men zh_men[2] = {
	{ 1, 1, 0x7e, 16, 32 }, { 1, 1, 0x7e, 16, 32 }
};

/* The hash of `count` pieces of type in side's pocket; 0 for none. */
static uint64_t
pocket_key(int side, int type, int count)
{
	uint64_t z;

	if (count == 0)
		return 0;
	z = ((uint64_t)(side * 8 + type) << 8 | (unsigned)count) *
	    0x9e3779b97f4a7c15ull;
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

static uint64_t
zh_hash(const struct tc_pos *pos)
{
	const struct zh_state *x = ZH_CX(pos);
	uint64_t h = 0;
	int s, t;

	for (s = 0; s < 2; s++)
		for (t = TC_PAWN; t < TC_KING; t++)
			h ^= pocket_key(s, t, x->pocket[s][t]);
	return h;
}

/* Add d (1 or -1) to side's pocket of type, the hash kept. */
static void
pocket_add(struct tc_pos *pos, int side, int type, int d)
{
	uint8_t *c = &ZH_X(pos)->pocket[side][type];

	pos->hash ^= pocket_key(side, type, *c);
	*c = (uint8_t)(*c + d);
	pos->hash ^= pocket_key(side, type, *c);
}

/* ---- the engine: the bitboard engine's moves and the drops ---- */

/*
** The squares the side to move may drop on: every empty one out of
** check, those between the King and a lone checking slider in check,
** none in double check or in the check of a Knight or pawn.  A drop
** never uncovers a line to the King.
*/
static bb_t
drop_targets(const struct tc_pos *pos)
{
	int us = pos->turn, ksq = pos_king_sq(pos, us), c;
	bb_t empty = ~pos->bb_type[TC_EMPTY], chk;

	if (ksq < 0)
		return empty;
	chk = bb_attackers(pos, ksq, us ^ 1, pos->bb_type[TC_EMPTY]);
	if (chk == 0)
		return empty;
	if (chk & (chk - 1))
		return 0;
	c = bb_poplsb(&chk);
	return bb_between[ksq][c] & empty;
}

/* The drops onto targets into out; their number. */
static int
add_drops(const struct tc_pos *pos, bb_t targets, int only, tc_move *out)
{
	const uint8_t *pk = ZH_CX(pos)->pocket[pos->turn];
	int t, n = 0, sq;
	bb_t b;

	for (t = TC_PAWN; t < TC_KING; t++) {
		if (!pk[t] || (only != TC_EMPTY && only != t))
			continue;
		b = t == TC_PAWN ? targets & ~RANKS18 : targets;
		while (b) {
			sq = bb_poplsb(&b);
			out[n++] = TC_MOVE(sq, sq, TC_MK_DROP, t);
		}
	}
	return n;
}

static bool
pocket_empty(const struct tc_pos *pos)
{
	const uint8_t *pk = ZH_CX(pos)->pocket[pos->turn];
	int t;

	for (t = TC_PAWN; t < TC_KING; t++)
		if (pk[t])
			return false;
	return true;
}

static int
zh_legal(const struct tc_pos *pos, tc_move *out)
{
	int n = tc_engine_bitboard.legal(pos, out);

	if (pocket_empty(pos))
		return n;
	return n + add_drops(pos, drop_targets(pos), TC_EMPTY, out + n);
}

static int
zh_pseudo(const struct tc_pos *pos, tc_move *out)
{
	int n = tc_engine_bitboard.pseudo(pos, out);

	return n + add_drops(pos, ~pos->bb_type[TC_EMPTY], TC_EMPTY, out + n);
}

static int
zh_legal_to(const struct tc_pos *pos, int to, int type, tc_move *out)
{
	int n = tc_engine_bitboard.legal_to(pos, to, type, out);

	if (pocket_empty(pos))
		return n;
	return n + add_drops(pos, drop_targets(pos) & BB(to), type, out + n);
}

/*
** Perft's last ply: the bitboard engine's count, and the drops, a
** target square for each kind in the pocket (a pawn's not on the end
** ranks).
*/
static int
zh_count(const struct tc_pos *pos)
{
	const uint8_t *pk = ZH_CX(pos)->pocket[pos->turn];
	int n = bb_count(pos, true), t;
	bb_t b;

	if (pocket_empty(pos))
		return n;
	b = drop_targets(pos);
	for (t = TC_PAWN; t < TC_KING; t++)
		if (pk[t])
			n += bb_pop(t == TC_PAWN ? b & ~RANKS18 : b);
	return n;
}

static bool
zh_any_legal(const struct tc_pos *pos)
{
	const uint8_t *pk = ZH_CX(pos)->pocket[pos->turn];
	bb_t t;

	if (tc_engine_bitboard.any_legal(pos))
		return true;
	if (pocket_empty(pos) || (t = drop_targets(pos)) == 0)
		return false;
	/* Only pawns in the pocket, and only the end ranks to drop on. */
	return (t & ~RANKS18) || pk[TC_KNIGHT] || pk[TC_BISHOP] ||
	    pk[TC_ROOK] || pk[TC_QUEEN];
}

static const struct tc_engine zh_engine = {
	.name = "crazyhouse", .legal = zh_legal, .pseudo = zh_pseudo,
	.legal_to = zh_legal_to, .any_legal = zh_any_legal,
	.checked = bb_checked, .checkers = bb_checkers,
	.attacked = bb_attacked, .count = zh_count
};

/* ---- making moves ---- */

static void
zh_make(struct tc_pos *pos, tc_move m, struct tc_undo *u)
{
	int us = pos->turn, to = TC_TO(m), kind = TC_KIND(m);

	if (kind == TC_MK_DROP) {
		int type = TC_PROMO(m);

		listed_begin(pos, u);
		u->captured = 0;
		pos->ep[0] = pos->ep[1] = TC_NOSQ;
		listed_note(pos, u, to);
		add_piece(pos, to, TC_CODE(type, us), TC_PURE);
		pos->hash ^= piece_key(pos, to);
		pocket_add(pos, us, type, -1);
		pos->halfmove = type == TC_PAWN ? 0 : pos->halfmove + 1;
		listed_end(pos);
		return;
	}
	u->x = pos->x;
	make2_make(pos, m, u);
	if (u->captured)
		pocket_add(pos, us, u->capmark == TC_PROMOTED ? TC_PAWN :
		    TC_TYPE(u->captured), 1);
	if (kind == TC_MK_PROMO) {
		uint8_t code = pos->board[to];

		pos->hash ^= piece_key(pos, to);
		del_piece(pos, to);
		add_piece(pos, to, code, TC_PROMOTED);
		pos->hash ^= piece_key(pos, to);
	}
}

static void
zh_unmake(struct tc_pos *pos, tc_move m, const struct tc_undo *u)
{
	int to = TC_TO(m);

	if (TC_KIND(m) == TC_MK_DROP) {
		unmake_listed(pos, m, u);
		return;
	}
	if (TC_KIND(m) == TC_MK_PROMO) {
		uint8_t code = pos->board[to];

		del_piece(pos, to);
		add_piece(pos, to, code, TC_PURE);
	}
	make2_unmake(pos, m, u);
	pos->x = u->x;
}

static void
zh_status(const struct tc_pos *pos, struct tc_end *end)
{
	chess_end(pos, end, NULL);
}

/* ---- notation: the pockets ---- */

static const char pocket_order[] = "QRBNP";

/*
** The pockets at the end of the placement s[0..len): "[...]", or the
** ninth row after the eighth '/'; none if neither.
*/
static int
zh_read_pocket(struct tc_pos *pos, const char *s, size_t len, int col,
    size_t *board, struct tc_diags *d)
{
	struct zh_state *x = ZH_X(pos);
	const char *br = memchr(s, '[', len);
	size_t i, start, end = len;
	int slashes = 0, err = 0, type;
	char q[64];

	if (br) {
		start = (size_t)(br - s) + 1;
		*board = start - 1;
		if (s[len - 1] != ']' || len - 1 < start) {
			diag_add(d, col + (int)len + 1, false, "the pocket "
			    "%s has no closing ']': expected pieces such as "
			    "[Qn] right after the placement", afen_quote(q,
			    sizeof(q), br, len - (size_t)(br - s)));
			return 1;
		}
		end = len - 1;
	} else {
		for (i = 0; i < len && slashes < 8; i++)
			slashes += s[i] == '/';
		if (slashes < 8) {
			*board = len;
			return 0;
		}
		start = i;
		*board = i - 1;
	}
	for (i = start; i < end; i++) {
		int c = (unsigned char)s[i], side = c >= 'a' && c <= 'z';

		type = type_from_letter(side ? c - ('a' - 'A') : c);
		if (type <= 0 || type == TC_KING || type == TC_AUROR) {
			diag_add(d, col + (int)i + 1, false, "unexpected %s in "
			    "the pocket: expected the letters of pieces, "
			    "PNBRQ for White's, pnbrq for Black's%s",
			    afen_quote(q, sizeof(q), s + i, 1), type ==
			    TC_KING ? " (a King is never in a pocket)" : "");
			err++;
			continue;
		}
		if (x->pocket[side][type] < 64)
			x->pocket[side][type]++;
	}
	if (err)
		memset(x, 0, sizeof(*x));
	return err;
}

static size_t
zh_write_pocket(const struct tc_pos *pos, char *p)
{
	const struct zh_state *x = ZH_CX(pos);
	char *o = p;
	int s, i, k;

	*o++ = '[';
	for (s = 0; s < 2; s++)
		for (i = 0; pocket_order[i]; i++) {
			int t = type_from_letter(pocket_order[i]);

			for (k = 0; k < x->pocket[s][t] && o - p < 62; k++)
				*o++ = (char)(s ? pocket_order[i] + 'a' - 'A' :
				    pocket_order[i]);
		}
	*o++ = ']';
	return (size_t)(o - p);
}

/*
** The checks of meaning: '~' only on a Knight, Bishop, Rook or Queen,
** and no more promoted pawns than the pawns missing (both sides, board
** and pockets, see the top).
*/
static void
zh_check(const struct tc_pos *pos, const struct fen8_cols *c,
    unsigned flags, struct tc_diags *d)
{
	static const int set[TC_NTYPES] = { 0, 16, 4, 4, 4, 2, 2, 0 };
	const struct zh_state *x = ZH_CX(pos);
	bool warn = !(flags & TC_AFEN_STRICT);
	bb_t marked = pos->bb_grey, bad;
	int t, pawns, promoted = bb_pop(marked), excess = 0;

	bad = marked & (pos->bb_type[TC_PAWN] | pos->bb_type[TC_KING]);
	while (bad) {
		int sq = bb_poplsb(&bad);

		diag_add(d, c->sq[sq] + 1, false, "'~' on %s: a promoted "
		    "piece is a Knight, Bishop, Rook or Queen",
		    pos->var->geom->sqname[sq]);
	}
	pawns = bb_pop(pos->bb_type[TC_PAWN]) + x->pocket[0][TC_PAWN] +
	    x->pocket[1][TC_PAWN];
	for (t = TC_KNIGHT; t <= TC_QUEEN; t++) {
		int n = bb_pop(pos->bb_type[t] & ~marked) + x->pocket[0][t] +
		    x->pocket[1][t];

		if (n > set[t])
			excess += n - set[t];
	}
	if (pawns + promoted + excess > 16)
		diag_add(d, c->field[0], warn, "%d pawns, %d promoted "
		    "piece%s and %d piece%s beyond the set, on the board and "
		    "in the pockets: a game has at most 16 pawns", pawns,
		    promoted, promoted == 1 ? "" : "s", excess, excess == 1 ?
		    "" : "s");
}

/*
** A position given with no variant is Crazyhouse's if its board has the
** pockets in brackets after its eight rows ("...RNBQKBNR[Qn]") or a
** promoted piece's '~' (no other notation writes either) and no comma
** (CA-FEN's tokens).
*/
static bool
zh_claims(const char *s, size_t len)
{
	size_t n, i;
	const char *b = text_word(s, len, 0, &n);
	int rows = 0;
	bool mark = false;

	for (i = 0; b && i < n; i++) {
		if (b[i] == ',')
			return false;
		rows += b[i] == '/';
		/* Pockets follow the eight rows: "[Event" is no position. */
		mark = mark || (b[i] == '[' && rows >= 7) || b[i] == '~';
	}
	return mark;
}

struct tc_variant tc_crazyhouse = {
	.name = "crazyhouse", .title = "Crazyhouse",
	.pgn_name = "Crazyhouse", .aliases = "zh,crazy house",
	.claims = zh_claims,
	.base = &tc_chess, .flags = TC_VF_OWN_ENGINE, .marks = "~",
	.start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
	.engine = &zh_engine, .men = zh_men, .read_pocket = zh_read_pocket,
	.write_pocket = zh_write_pocket, .check = zh_check, .make = zh_make,
	.unmake = zh_unmake, .status = zh_status, .dead = dead_never,
	.xhash = zh_hash, .move_examples = "e4, Nf3, exd5, N@f3, O-O or e2e4"
};
