/*
** Writing moves: SAN with disambiguation and check marks (notation.md
** 1.1), LAN and the original long form (1.4), the coordinate form
** (1.3).  A challenge writes '>' where a capture writes 'x'.
*/
#include <string.h>
#include "internal.h"

static char *
put_square(const struct tc_pos *pos, char *p, int sq)
{
	return p + geom_square_name(pos->var->geom, sq, p);
}

/* The file letter of sq (a square on the grid). */
static char
file_of(const struct tc_pos *pos, int sq)
{
	return pos->var->geom->sqname[sq][0];
}

/* Write the rank of sq: its name without the file letter. */
static char *
put_rank(const struct tc_pos *pos, char *p, int sq)
{
	const char *name = pos->var->geom->sqname[sq] + 1;
	size_t n = strlen(name);

	memcpy(p, name, n);
	return p + n;
}

/* The mark between the squares: 'x' capture, '>' challenge, 0 quiet. */
static char
move_sign(const struct tc_pos *pos, tc_move m)
{
	if (TC_KIND(m) == TC_MK_CHALLENGE)
		return '>';
	if (TC_KIND(m) == TC_MK_EP || pos->board[TC_TO(m)])
		return 'x';
	return 0;
}

/* True if moves m and o are written alike but for the from-square. */
static bool
same_form(const struct tc_pos *pos, tc_move m, tc_move o)
{
	int from = TC_FROM(m), f = TC_FROM(o);

	if (f == from || TC_TO(o) != TC_TO(m) ||
	    TC_AUX_KIND(o) == TC_AUX_ANNOUNCE ||
	    (TC_KIND(o) == TC_MK_CHALLENGE) != (TC_KIND(m) == TC_MK_CHALLENGE) ||
	    (TC_KIND(o) == TC_MK_SWAP) != (TC_KIND(m) == TC_MK_SWAP) ||
	    TC_TYPE(pos->board[f]) != TC_TYPE(pos->board[from]))
		return false;
	/* A move that passes over a piece is written with its square. */
	if ((TC_AUX_KIND(o) == TC_AUX_CAPTURE) != (TC_AUX_KIND(m) ==
	    TC_AUX_CAPTURE) || (TC_AUX_KIND(m) == TC_AUX_CAPTURE &&
	    TC_AUX_SQ(o) != TC_AUX_SQ(m)))
		return false;
	return TC_KIND(m) != TC_MK_PROMO || (TC_KIND(o) == TC_MK_PROMO &&
	    TC_PROMO(o) == TC_PROMO(m));
}

/*
** SAN disambiguation: the other pieces of the same type that have a legal
** move of the same written form (challenge or not, the same square passed
** over, the same promotion) to the same square.  A piece off the grid
** (EN Chess's x0 and x9) is named by its whole square.
*/
static char *
disambiguate(const struct tc_pos *pos, tc_move m, char *p)
{
	const struct tc_geom *g = pos->var->geom;
	struct tc_movelist ml;
	int from = TC_FROM(m), i;
	bool any = false, file = false, rank = false;
	int side = TC_COLOUR(pos->board[from]);

	/*
	 * On bitboards, the pieces of the type that attack the square (the
	 * piece moves are symmetric) are the only candidates: usually
	 * there are none.  Marked pieces (grey, neutral) are candidates of
	 * both sides.
	 */
	if (pos->var->geom->bitboard && (bb_attacks(pos->board[from],
	    TC_TO(m), pos->bb_type[0]) & pos->bb_type[TC_TYPE(pos->board[from])] &
	    (pos->bb_colour[side] | pos->bb_colour[pos->turn] | pos->bb_grey) &
	    ~BB(from)) == 0)
		return p;
	/* Elsewhere the moves onto the square are all the candidates. */
	if (pos->var->geom->bitboard)
		move_legal(pos, &ml);
	else
		ml.n = pos->eng->legal_to(pos, TC_TO(m),
		    TC_TYPE(pos->board[from]), ml.m);
	for (i = 0; i < ml.n; i++) {
		int f = TC_FROM(ml.m[i]);

		if (!same_form(pos, m, ml.m[i]))
			continue;
		any = true;
		if (g->file[f] == g->file[from])
			file = true;
		if (g->rank[f] == g->rank[from])
			rank = true;
	}
	if (!any)
		return p;
	if (g->file[from] < 0)
		p = put_square(pos, p, from);
	else if (!file)
		*p++ = file_of(pos, from);
	else if (!rank)
		p = put_rank(pos, p, from);
	else
		p = put_square(pos, p, from);
	return p;
}

int
mark_chess(const struct tc_pos *after, bool *dbl)
{
	if (dbl)
		*dbl = false;
	if (!pos_in_check(after, after->turn))
		return 0;
	if (dbl)
		*dbl = pos_checkers(after) >= 2;
	return move_any_legal(after) ? '+' : '#';
}

int
move_check_mark(const struct tc_pos *pos, tc_move m, bool *dbl)
{
	struct tc_pos after = *pos;
	struct tc_undo u;
	bool d = false;
	int mark;

	pos_make(&after, m, &u);
	mark = pos->var->mark ? pos->var->mark(pos, m, &after, &d) :
	    mark_chess(&after, dbl ? &d : NULL);
	if (dbl)
		*dbl = d;
	return mark;
}

static char *
put_check(const struct tc_pos *pos, tc_move m, char *p)
{
	int mark = move_check_mark(pos, m, NULL);

	if (mark)
		*p++ = (char)mark;
	return p;
}

/*
** A pawn move whose SAN would fit another pawn's move too (traitor.md
** 5.1: White pushes g2-g3 or his black traitor g4-g3): written from
** square to square.  Only where a player moves pawns of both colours.
*/
static bool
pawn_ambiguous(const struct tc_pos *pos, tc_move m, char sign)
{
	struct tc_movelist ml;
	int i, from = TC_FROM(m);

	if (!pos->var->announce)
		return false;
	move_legal(pos, &ml);
	for (i = 0; i < ml.n; i++) {
		tc_move o = ml.m[i];
		int f = TC_FROM(o);

		if (f != from && TC_TO(o) == TC_TO(m) &&
		    TC_AUX_KIND(o) != TC_AUX_ANNOUNCE &&
		    TC_TYPE(pos->board[f]) == TC_PAWN && (!sign ||
		    pos->var->geom->file[f] == pos->var->geom->file[from]))
			return true;
	}
	return false;
}

/*
** A pawn capture whose file alone would fit another pawn's capture onto
** the same square (complex-allegiance.md 6.1: West and East pawns on one
** file): written with the pawn's rank too, "d4xe5".  Only with more
** than two players, where pawns move along ranks.
*/
static bool
pawn_needs_rank(const struct tc_pos *pos, tc_move m)
{
	const struct tc_geom *g = pos->var->geom;
	tc_move to[TC_MAXMOVES_TO];
	int i, n, from = TC_FROM(m);

	if (pos->var->nsides <= 2)
		return false;
	n = pos->eng->legal_to(pos, TC_TO(m), TC_PAWN, to);
	for (i = 0; i < n; i++) {
		int f = TC_FROM(to[i]);

		if (f != from && TC_TO(to[i]) == TC_TO(m) &&
		    TC_TYPE(pos->board[f]) == TC_PAWN &&
		    g->file[f] == g->file[from])
			return true;
	}
	return false;
}

/*
** The announcement that m carries, "T-Rh1:" (traitor.md 5.3, 5.4): in
** SAN the identity in the Specific forms, else the square (the forms
** that give the move's from-square give the piece's too), with the
** piece's letter but in the coordinate form.  Returns the end of what it
** wrote.
*/
static char *
put_announcement(const struct tc_pos *pos, tc_move m, enum tc_notation form,
    char *p)
{
	int sq = TC_AUX_SQ(m), type = TC_TYPE(pos->board[sq]);

	*p++ = pos->var->announce;
	*p++ = '-';
	if (form != TC_UCI && type != TC_PAWN)
		*p++ = type_letter[type];
	if (form == TC_SAN && (pos->var->flags & TC_VF_IDENTS) &&
	    pos->ident[sq])
		p += geom_square_name(pos->var->geom, pos->ident[sq] - 1, p);
	else
		p = put_square(pos, p, sq);
	*p++ = ':';
	return p;
}

/* LAN without check marks: the long forms of EN and CA Chess. */
static int
lan_unmarked(const struct tc_pos *pos, tc_move m, char *buf)
{
	int n = move_write(pos, m, TC_LAN, buf);

	while (n > 0 && (buf[n - 1] == '+' || buf[n - 1] == '#'))
		buf[--n] = '\0';
	return n;
}

/*
** The long form of en-chess.md 10.2: LAN without check marks, en passant
** as the captured square and then the landing square ("e5xd5-d6ep").
*/
static int
long_hyphen(const struct tc_pos *pos, tc_move m, char *buf)
{
	const struct tc_geom *g = pos->var->geom;
	int to = TC_TO(m);
	char *p = buf;

	if (TC_KIND(m) == TC_MK_EP) {
		p = put_square(pos, p, TC_FROM(m));
		*p++ = 'x';
		p = put_square(pos, p, g->ray[to][g->fwd[pos->turn ^ 1]]);
		*p++ = '-';
		p = put_square(pos, p, to);
		strcpy(p, "ep");
		return (int)(p + 2 - buf);
	}
	return lan_unmarked(pos, m, buf);
}

/* A move but a swap, a castling or in UCI: "Nbd7", "exd5", "e8=Q", "Ng1-f3". */
INLINE char *
put_move(const struct tc_pos *pos, tc_move m, enum tc_notation form, char sign,
    char *p)
{
	int from = TC_FROM(m), to = TC_TO(m), kind = TC_KIND(m);
	int type = TC_TYPE(pos->board[from]);

	if (type != TC_PAWN)
		*p++ = type_letter[type];
	if (TC_AUX_KIND(m) == TC_AUX_CAPTURE) {
		/* passing over a captured piece: "Qxe7-f8", "Qxa7xa8" */
		if (form != TC_SAN)
			p = put_square(pos, p, from);
		else
			p = disambiguate(pos, m, p);
		*p++ = 'x';
		p = put_square(pos, p, TC_AUX_SQ(m));
		*p++ = sign ? sign : '-';
	} else if (form == TC_LAN && from == to) {
		/* in place: "e8=Q" */
	} else if (form == TC_LAN) {
		p = put_square(pos, p, from);
		*p++ = sign ? sign : '-';
	} else if (form == TC_LONG) {
		/* the original writes no 'x' on a capture-promotion */
		p = put_square(pos, p, from);
		if (sign && kind != TC_MK_PROMO)
			*p++ = sign;
	} else if (type != TC_PAWN) {
		p = disambiguate(pos, m, p);
		if (sign && TC_AUX_KIND(m) != TC_AUX_CAPTURE)
			*p++ = sign;
	} else if (from == to) {
		/* a waiting pawn promoting in place: "e8=Q" */
	} else if (pawn_ambiguous(pos, m, sign)) {
		p = put_square(pos, p, from);
		*p++ = sign ? sign : '-';
	} else if (sign) {
		if (pawn_needs_rank(pos, m))
			p = put_square(pos, p, from);
		else
			*p++ = file_of(pos, from);
		*p++ = sign;
	}
	p = put_square(pos, p, to);
	if (kind == TC_MK_PROMO) {
		*p++ = '=';
		*p++ = type_letter[TC_PROMO(m)];
	}
	return p;
}

int
move_write(const struct tc_pos *pos, tc_move m, enum tc_notation form,
    char *buf)
{
	int from = TC_FROM(m), to = TC_TO(m), kind = TC_KIND(m);
	int type = TC_TYPE(pos->board[from]);
	char sign, *p = buf;

	if (TC_AUX_KIND(m) == TC_AUX_ANNOUNCE && pos->var->announce_apply) {
		struct tc_pos after = *pos;

		p = put_announcement(pos, m, form, p);
		pos->var->announce_apply(&after, TC_AUX_SQ(m));
		return (int)(p - buf) + move_write(&after, TC_WITH_AUX(m &
		    0xffffffull, 0, 0), form, p);
	}
	if (kind == TC_MK_NULL) {
		strcpy(buf, form == TC_UCI ? "0000" : "--");
		return (int)strlen(buf);
	}
	if (kind == TC_MK_DROP) {
		/* "N@f3", "P@e4" in every form */
		*p++ = type_letter[TC_PROMO(m)];
		*p++ = '@';
		p = put_square(pos, p, to);
		if (form != TC_UCI && form != TC_LONG)
			p = put_check(pos, m, p);
		*p = '\0';
		return (int)(p - buf);
	}
	sign = move_sign(pos, m);
	if (form == TC_LONG && (pos->var->flags & TC_VF_LONG_HYPHEN))
		return long_hyphen(pos, m, buf);
	if (form == TC_LONG && (pos->var->flags & TC_VF_LONG_LAN))
		return lan_unmarked(pos, m, buf);
	if (kind == TC_MK_SWAP && form != TC_UCI) {
		/* "K~x0", "Ka~g3" (en-chess.md 10.1); "Ke1~x0" in LAN */
		*p++ = type_letter[type];
		p = form == TC_SAN ? disambiguate(pos, m, p) :
		    put_square(pos, p, from);
		*p++ = '~';
		p = put_square(pos, p, to);
	} else if (form == TC_UCI) {
		p = put_square(pos, p, from);
		if (sign == '>')
			*p++ = '>';
		p = put_square(pos, p, to);
		if (kind == TC_MK_PROMO)
			*p++ = (char)(type_letter[TC_PROMO(m)] + 'a' - 'A');
	} else if (kind == TC_MK_CASTLE) {
		strcpy(p, castles_short(pos, m) ?
		    "O-O" : "O-O-O");
		p += strlen(p);
	} else {
		p = put_move(pos, m, form, sign, p);
	}
	if (form == TC_LONG && kind == TC_MK_EP) {
		strcpy(p, " e.p.");
		p += 5;
	} else if (form != TC_UCI && form != TC_LONG)
		p = put_check(pos, m, p);
	*p = '\0';
	return (int)(p - buf);
}
