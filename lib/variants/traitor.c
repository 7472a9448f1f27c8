/*
** The Traitor Chess family (spec traitor.md): Traitor, Defector, Double
** Agent, Defector-Double Agent and Mercenary, each in its Specific,
** Simplified and Impromptu form.  A turn is an optional announcement of
** one of the opponent's pieces and one move; the engine generates turns,
** a move with the announced square in its aux field (TC_AUX_ANNOUNCE).
**
** On the bitboards bb_colour holds each piece by its colour (letter
** case) and bb_grey the pieces with the family's one mark (traitor,
** double agent or mercenary).  Who may move a piece is its status:
** regular pieces their colour's player, traitors the other player,
** double agents and mercenaries both.  Captures follow colour, or
** involve a mercenary; a king is attacked by the other colour's pieces
** and by every mercenary (rule 2.5).
**
** Legality of a turn is judged on the bitboards after it: the mover's
** king must not be attacked.  Most moves are decided before that: a
** piece that cannot attack its own king's side, not pinned, with the
** king not in check, moves legally.  In Traitor, Double Agent and
** Mercenary an announcement changes neither the pieces that attack the
** mover's king nor what his other pieces may capture, so the turns with
** an announcement are the moves without one plus the announced piece's
** own; Defector and Defector-Double Agent generate each state afresh.
*/
#include <stdio.h>
#include <string.h>
#include "traitor.h"

/* Piece values for lists and budgets (rule 1): P 1, N 3, B 3, R 5, Q 9. */
const int traitor_value[TC_NTYPES] = { 0, 1, 3, 3, 5, 9, 0, 0 };
const char *const traitor_side[2] = { "White", "Black" };

/* ---- who moves, who captures, who checks ---- */

unsigned
tr_controls(uint8_t code, uint8_t mark)
{
	unsigned own = 1u << TC_COLOUR(code);

	switch (mark) {
	case TC_TRAITOR:
		return own ^ 3u;
	case TC_AGENT:
	case TC_MERCENARY:
		return 3u;
	default:
		return own;
	}
}

/*
** The pieces as generation sees them: a copy of the bitboards that an
** announcement or a move changes without touching the position.
*/
struct sets {
	bb_t type[TC_NTYPES];	/* [TC_EMPTY]: occupied */
	bb_t col[2];
	bb_t grey;		/* the family's marked pieces */
};

struct gen {
	const struct tc_pos *pos;
	const struct tr_rules *r;
	struct sets s;
	int us, ksq, ep;
	bool own_off;		/* own-traitor-check=off */
	bb_t att;		/* pieces whose attacks count against our king */
	bb_t movable;
	bb_t pinned;		/* sole blockers between our king and att */
	bool check;
	tc_move aux;		/* the announcement, or 0 */
	tc_move *out, *end;
	bool overflow;		/* out is full: what follows is left out */
	bool pseudo;
	bool count;		/* count the moves, write none (perft's leaves) */
	int n;			/* the moves counted, in count mode */
};

/* The pieces that attack side's king (rule 2.5). */
INLINE bb_t
attackers_set(const struct sets *s, int fam, bool own_off, int side)
{
	if (fam == FAM_MERC)
		return s->col[side ^ 1] | s->grey;
	if (fam == FAM_TRAITOR && own_off)
		return s->col[side ^ 1] & ~s->grey;
	return s->col[side ^ 1];
}

/* The pieces side may move. */
INLINE bb_t
movable_set(const struct sets *s, int fam, int side)
{
	if (fam == FAM_TRAITOR)
		return (s->col[side] & ~s->grey) | (s->col[side ^ 1] & s->grey);
	if (fam == FAM_DEFECTOR)
		return s->col[side];
	return (s->col[side] & ~s->grey) | s->grey;
}

/* The pieces of `who` that attack sq, occupancy occ. */
INLINE bb_t
attackers_of(const struct sets *s, int sq, bb_t who, bb_t occ)
{
	const bb_t *t = s->type;

	return who & ((bb_knight[sq] & t[TC_KNIGHT]) |
	    (bb_king[sq] & t[TC_KING]) |
	    (bb_pawn[TC_BLACK][sq] & t[TC_PAWN] & s->col[TC_WHITE]) |
	    (bb_pawn[TC_WHITE][sq] & t[TC_PAWN] & s->col[TC_BLACK]) |
	    (bb_rook_att(sq, occ) & (t[TC_ROOK] | t[TC_QUEEN])) |
	    (bb_bishop_att(sq, occ) & (t[TC_BISHOP] | t[TC_QUEEN])));
}

/* What the piece on sq (colour c, a mercenary or not) may capture. */
INLINE bb_t
victims(const struct gen *g, int c, bool merc)
{
	bb_t v = merc ? g->s.type[TC_EMPTY] : g->s.col[c ^ 1] |
	    (g->r->fam == FAM_MERC ? g->s.grey : 0);

	return v & ~g->s.type[TC_KING];
}

static void
sets_from(struct sets *s, const struct tc_pos *pos)
{
	memcpy(s->type, pos->bb_type, sizeof(s->type));
	s->col[0] = pos->bb_colour[0];
	s->col[1] = pos->bb_colour[1];
	s->grey = pos->bb_grey;
}

INLINE int
type_on(const struct sets *s, int sq)
{
	bb_t b = BB(sq);
	int t;

	for (t = TC_PAWN; t <= TC_KING; t++)
		if (s->type[t] & b)
			return t;
	return TC_EMPTY;
}

/* Take whatever stands on sq off the sets. */
INLINE void
sets_clear(struct sets *s, int sq)
{
	bb_t b = ~BB(sq);
	int t;

	for (t = 0; t < TC_NTYPES; t++)
		s->type[t] &= b;
	s->col[0] &= b;
	s->col[1] &= b;
	s->grey &= b;
}

INLINE void
sets_move(struct sets *s, int from, int to, int type)
{
	bb_t b = BB(from) | BB(to);

	s->type[type] ^= b;
	s->type[TC_EMPTY] ^= b;
	if (s->col[0] & BB(from))
		s->col[0] ^= b;
	else
		s->col[1] ^= b;
	if (s->grey & BB(from))
		s->grey ^= b;
}

/* Apply the announcement of the piece on sq by side us to s. */
static void
sets_announce(struct sets *s, const struct tr_rules *r, int sq, int us)
{
	if (r->recolour) {
		s->col[us ^ 1] &= ~BB(sq);
		s->col[us] |= BB(sq);
	}
	if (r->mark != TC_PURE)
		s->grey |= BB(sq);
	else
		s->grey &= ~BB(sq);
}

/* The pinned pieces: sole blockers between ksq and a slider of att. */
static bb_t
pinned_by(const struct sets *s, int ksq, bb_t att)
{
	bb_t occ = s->type[TC_EMPTY], pinned = 0;
	bb_t snipers = ((bb_rook_att(ksq, 0) & (s->type[TC_ROOK] |
	    s->type[TC_QUEEN])) | (bb_bishop_att(ksq, 0) & (s->type[TC_BISHOP] |
	    s->type[TC_QUEEN]))) & att;

	while (snipers) {
		int sq = bb_poplsb(&snipers);
		bb_t between = bb_between[ksq][sq] & occ;

		if (between && !(between & (between - 1)))
			pinned |= between;
	}
	return pinned;
}

/* Set up g for side us on sets s (the position's, or an announcement's). */
static void
gen_init(struct gen *g, const struct tc_pos *pos, const struct sets *s)
{
	bb_t k;

	g->s = *s;
	k = s->type[TC_KING] & s->col[g->us];
	g->ksq = k ? bb_lsb(k) : -1;
	g->att = attackers_set(s, g->r->fam, g->own_off, g->us);
	g->movable = movable_set(s, g->r->fam, g->us);
	if (g->ksq >= 0) {
		g->check = attackers_of(s, g->ksq, g->att, s->type[TC_EMPTY]) != 0;
		g->pinned = pinned_by(s, g->ksq, g->att);
	} else {
		g->check = false;
		g->pinned = 0;
	}
	(void)pos;
}

/* True if our king is safe after move m on g's sets. */
static bool
safe_after(const struct gen *g, tc_move m)
{
	struct sets t = g->s;
	int from = TC_FROM(m), to = TC_TO(m), kind = TC_KIND(m);
	int type = type_on(&t, from), ksq = g->ksq;

	if (ksq < 0)
		return true;
	if (kind == TC_MK_EP)
		sets_clear(&t, SQ88(FILE88(to), RANK88(from)));
	else if (t.type[TC_EMPTY] & BB(to))
		sets_clear(&t, to);
	sets_move(&t, from, to, type);
	if (kind == TC_MK_PROMO) {
		t.type[TC_PAWN] &= ~BB(to);
		t.type[TC_PROMO(m)] |= BB(to);
	} else if (kind == TC_MK_CASTLE) {
		int rook = to > from ? from + 3 : from - 4;

		sets_move(&t, rook, to > from ? from + 1 : from - 1, TC_ROOK);
	}
	if (type == TC_KING)
		ksq = to;
	return attackers_of(&t, ksq, attackers_set(&t, g->r->fam, g->own_off,
	    g->us), t.type[TC_EMPTY]) == 0;
}

/*
** Whether the moves of the piece on `from` must be tried for the king's
** safety: in check, for a pinned piece, one whose attacks count against
** our king, or the king.
*/
INLINE bool
needs_trial(const struct gen *g, int from)
{
	return !g->pseudo && (g->check || (g->pinned & BB(from)) ||
	    (g->att & BB(from)) || (BB(from) & g->s.type[TC_KING]));
}

static void
emit(struct gen *g, int from, int to, int kind, int promo)
{
	tc_move m = TC_MOVE(from, to, kind, promo);

	if (TR_CX(g->pos)->ko_from == from && TR_CX(g->pos)->ko_to == to)
		return;		/* weak ko */
	if ((needs_trial(g, from) || (!g->pseudo && kind == TC_MK_EP)) &&
	    !safe_after(g, m))
		return;
	if (g->count) {
		g->n++;
		return;
	}
	if (g->out == g->end) {
		g->overflow = true;
		return;
	}
	*g->out++ = m | g->aux;
}

/*
** Count mode: the targets of the piece of type and colour c on `from`
** whose moves need no trial for the king's safety.  All for a piece
** needs_trial() lets by.  For one whose attacks count against our king,
** the king not in check and the piece no sole blocker of a line to it
** (not pinned), the squares from which it would not attack the king:
** leaving `from` opens no line, and a capture takes a piece off a square
** the mover then holds.  None else.
*/
INLINE bb_t
free_targets(const struct gen *g, int from, int type, int c)
{
	bb_t b = BB(from);

	if (g->pseudo || g->check || (g->pinned & b) ||
	    (b & g->s.type[TC_KING]))
		return 0;
	if (!(g->att & b) || g->ksq < 0)
		return ~(bb_t)0;
	if (type == TC_PAWN)
		return ~bb_pawn[c ^ 1][g->ksq];
	return ~bb_attacks(TC_CODE(type, c), g->ksq, g->s.type[TC_EMPTY] & ~b);
}

/* The attacks of a piece of type and colour c on sq, but a pawn's. */
INLINE bb_t
piece_attacks(int type, int c, int sq, bb_t occ)
{
	if (type == TC_KNIGHT)
		return bb_knight[sq];
	if (type == TC_KING)
		return bb_king[sq];
	if (type >= TC_BISHOP && type <= TC_QUEEN)
		return bb_slider_att(type, sq, occ);
	return bb_attacks(TC_CODE(type, c), sq, occ);
}

/*
** The moves of the piece of type and colour c on `from`, a mercenary if
** `merc`.  In count mode those that need no trial are counted a
** popcount at a time, the one weak ko forbids left out; the others go
** through emit().
*/
INLINE void
piece_moves(struct gen *g, int from, int type, int c, bool merc)
{
	const struct sets *s = &g->s;
	bb_t occ = s->type[TC_EMPTY], dest;
	bb_t vic = victims(g, c, merc);
	bb_t ko = TR_CX(g->pos)->ko_from == from ? BB(TR_CX(g->pos)->ko_to) : 0;
	bb_t fast = 0;

	if (type == TC_PAWN) {
		int fwd = c == TC_WHITE ? 8 : -8, rank = RANK88(from);
		int last = c == TC_WHITE ? 6 : 1, start = c == TC_WHITE ? 1 : 6;

		dest = bb_pawn[c][from] & vic;
		if (!(occ & BB(from + fwd))) {
			dest |= BB(from + fwd);
			if (rank == start && !(occ & BB(from + 2 * fwd)))
				emit(g, from, from + 2 * fwd, TC_MK_DOUBLE, 0);
		}
		/* A promotion changes what the piece attacks. */
		if (g->count && (rank != last || !(g->att & BB(from)))) {
			fast = dest & free_targets(g, from, type, c);
			g->n += (rank == last ? 4 : 1) * bb_pop(fast & ~ko);
			dest &= ~fast;
		}
		while (dest) {
			int to = bb_poplsb(&dest), p;

			if (rank == last)
				for (p = TC_QUEEN; p >= TC_KNIGHT; p--)
					emit(g, from, to, TC_MK_PROMO, p);
			else
				emit(g, from, to, TC_MK_NORMAL, 0);
		}
		if (g->ep != TC_NOSQ && (bb_pawn[c][from] & BB(g->ep))) {
			int cap = SQ88(FILE88(g->ep), rank);

			if ((s->type[TC_PAWN] & BB(cap)) && ((vic | (g->r->fam ==
			    FAM_MERC ? s->type[TC_PAWN] & s->grey : 0)) &
			    BB(cap)))
				emit(g, from, g->ep, TC_MK_EP, 0);
		}
		return;
	}
	dest = piece_attacks(type, c, from, occ) & (~occ | vic);
	if (g->count) {
		fast = dest & free_targets(g, from, type, c);
		g->n += bb_pop(fast & ~ko);
		dest &= ~fast;
	}
	while (dest)
		emit(g, from, bb_poplsb(&dest), TC_MK_NORMAL, 0);
}

/* The moves of the piece on `from`. */
static void
gen_piece(struct gen *g, int from)
{
	const struct sets *s = &g->s;

	piece_moves(g, from, type_on(s, from), (s->col[TC_WHITE] & BB(from)) ?
	    0 : 1, g->r->fam == FAM_MERC && (s->grey & BB(from)));
}

static void
gen_castling(struct gen *g)
{
	const struct tc_pos *pos = g->pos;
	int us = g->us, rank = us == TC_WHITE ? 0 : 7, k = SQ88(4, rank);
	bb_t occ = g->s.type[TC_EMPTY];
	int side;

	if (g->check || g->ksq != k)
		return;
	for (side = 0; side < 2; side++) {
		int rook = side == 0 ? SQ88(7, rank) : SQ88(0, rank);
		int to = side == 0 ? k + 2 : k - 2, pass = side == 0 ? k + 1 :
		    k - 1;
		bb_t need = bb_between[k][rook];

		if (!(pos->castle & (1u << (2 * us + side))) ||
		    !(g->s.type[TC_ROOK] & g->s.col[us] & ~g->s.grey & BB(rook)) ||
		    (occ & need))
			continue;
		if (attackers_of(&g->s, pass, g->att, occ) ||
		    attackers_of(&g->s, to, g->att, occ))
			continue;
		if (g->count) {
			g->n++;
			continue;
		}
		if (g->out == g->end) {
			g->overflow = true;
			return;
		}
		*g->out++ = TC_MOVE(k, to, TC_MK_CASTLE, 0) | g->aux;
	}
}

/*
** All moves of the state g describes: in the squares' order, or in count
** mode a type at a time.
*/
static void
gen_all(struct gen *g)
{
	const struct sets *s = &g->s;
	bb_t mov = g->movable, b;
	int t;

	if (!g->count) {
		while (mov)
			gen_piece(g, bb_poplsb(&mov));
	}
	for (t = TC_PAWN; t <= TC_KING && g->count; t++) {
		for (b = mov & s->type[t]; b; ) {
			int from = bb_poplsb(&b);

			piece_moves(g, from, t, (s->col[TC_WHITE] & BB(from)) ?
			    0 : 1, g->r->fam == FAM_MERC && (s->grey &
			    BB(from)));
		}
	}
	if (!g->pseudo)
		gen_castling(g);
}

/* ---- announcements ---- */

/* The pieces eligible for side to announce (rule 1). */
bb_t
tr_eligible(const struct tc_pos *pos, int side)
{
	const struct tr_rules *r = RULES(pos);
	int them = side ^ 1;
	bb_t e = pos->bb_colour[them] & ~pos->bb_type[TC_KING];

	if (r->fam == FAM_MERC)
		return e & ~pos->bb_grey;
	if (r->fam == FAM_DDA)
		return e;	/* regular pieces and double agents */
	return e & ~pos->bb_grey;
}

/* The eligible pieces for the player to move. */
static bb_t
eligible(const struct tc_pos *pos)
{
	return tr_eligible(pos, pos->turn);
}

/*
** The points side may still announce: his budget (Impromptu), or 9 less
** what he has announced (public facts of the other forms).
*/
static int
points_left(const struct tc_pos *pos, int side)
{
	const struct tr_state *x = TR_CX(pos);

	if (RULES(pos)->form == FORM_IMPROMPTU)
		return x->budget[side];
	return x->spent[side] < 9 ? 9 - x->spent[side] : 0;
}

/* Which reason, if any, keeps the player to move from announcing sq. */
enum {
	AN_OK, AN_NOT_ELIGIBLE, AN_NO_IDENTITY, AN_NOT_LISTED, AN_ANNOUNCED,
	AN_BUDGET, AN_UNDO, AN_ATTACKS_KING
};

/*
** May the player to move announce the piece on sq, an eligible one?  An
** AN_ reason.
*/
static int
may_announce_eligible(const struct tc_pos *pos, int sq)
{
	const struct tr_rules *r = RULES(pos);
	int us = pos->turn, type = TC_TYPE(pos->board[sq]);
	const struct tr_state *x = TR_CX(pos);

	if (r->form == FORM_SPECIFIC) {
		int id = pos->ident[sq];

		if (id == 0)
			return AN_NO_IDENTITY;
		if (!x->hidden[us] && !(x->targets[us] & BB(id - 1)))
			return AN_NOT_LISTED;
		if (x->hidden[us] && (x->announced & BB(id - 1)))
			return AN_ANNOUNCED;
		if (x->hidden[us] && traitor_value[type] > points_left(pos, us))
			return AN_BUDGET;
	} else if (r->form == FORM_SIMPLIFIED) {
		if (!x->hidden[us] && !((x->targets[us] >> (4 * type)) & 15))
			return AN_NOT_LISTED;
		if (x->hidden[us] && traitor_value[type] > points_left(pos, us))
			return AN_BUDGET;
	} else if (traitor_value[type] > points_left(pos, us)) {
		return AN_BUDGET;
	}
	if (NO_UNDO(pos) && x->undo == sq)
		return AN_UNDO;
	if (r->recolour || r->fam == FAM_MERC) {
		/* Rule 3.2, 3.5: right after the change, before the move. */
		struct sets s;
		bb_t k = pos->bb_type[TC_KING] & pos->bb_colour[us ^ 1];
		bb_t reach;
		int c;

		sets_from(&s, pos);
		sets_announce(&s, r, sq, us);
		c = (s.col[TC_WHITE] & BB(sq)) ? 0 : 1;
		reach = bb_attacks(TC_CODE(type, c), sq, s.type[TC_EMPTY]);
		if (reach & k)
			return AN_ATTACKS_KING;
	}
	return AN_OK;
}

/* May the player to move announce the piece on sq?  An AN_ reason. */
static int
may_announce(const struct tc_pos *pos, int sq)
{
	if (!(eligible(pos) & BB(sq)))
		return AN_NOT_ELIGIBLE;
	return may_announce_eligible(pos, sq);
}

void
tr_announce_apply(struct tc_pos *pos, int sq)
{
	const struct tr_rules *r = RULES(pos);
	uint8_t code = pos->board[sq];

	del_piece(pos, sq);
	if (r->recolour)
		code = TC_CODE(TC_TYPE(code), pos->turn);
	add_piece(pos, sq, code, r->mark);
	pos->hash = pos_hash_full(pos);
}

bool
tr_why_not_announce(const struct tc_pos *pos, int sq, char *msg, size_t cap)
{
	const struct tr_rules *r = RULES(pos);
	int us = pos->turn, type = TC_TYPE(pos->board[sq]);
	char name[4];
	const char *what = pos->board[sq] ? type_name[type] : "piece";

	geom_square_name(pos->var->geom, sq, name);
	switch (may_announce(pos, sq)) {
	case AN_OK:
		return false;
	case AN_NOT_ELIGIBLE:
		if (!pos->board[sq])
			snprintf(msg, cap, "nothing on %s to announce", name);
		else if (type == TC_KING)
			snprintf(msg, cap, "a king is never announced");
		else if (TC_COLOUR(pos->board[sq]) == us)
			snprintf(msg, cap, "the %s on %s is %s's colour: %s "
			    "announces %s's pieces", what, name, traitor_side[us],
			    traitor_side[us], traitor_side[us ^ 1]);
		else
			snprintf(msg, cap, "the %s on %s is not a regular piece "
			    "%s", what, name, r->fam == FAM_MERC ?
			    "(mercenaries are never eligible)" :
			    "and cannot be announced again");
		break;
	case AN_NO_IDENTITY:
		snprintf(msg, cap, "the %s on %s has no identity (it was "
		    "promoted)", what, name);
		break;
	case AN_NOT_LISTED:
		if (r->form == FORM_SPECIFIC)
			snprintf(msg, cap, "the %s on %s (identity %s) is not on "
			    "%s's list", what, name, pos->var->geom->sqname[
			    pos->ident[sq] - 1], traitor_side[us]);
		else
			snprintf(msg, cap, "no %s left on %s's list", what,
			    traitor_side[us]);
		break;
	case AN_ANNOUNCED:
		snprintf(msg, cap, "the %s on %s was announced before", what,
		    name);
		break;
	case AN_BUDGET:
		snprintf(msg, cap, "the %s on %s costs %d and %s has %d point%s "
		    "left", what, name, traitor_value[type], traitor_side[us],
		    points_left(pos, us), points_left(pos, us) == 1 ? "" : "s");
		break;
	case AN_UNDO:
		snprintf(msg, cap, "the %s on %s defected on the turn just "
		    "before: no-undo forbids announcing it", what, name);
		break;
	case AN_ATTACKS_KING:
		snprintf(msg, cap, "the %s on %s would attack %s's king right "
		    "after the announcement", what, name, traitor_side[us ^ 1]);
		break;
	}
	return true;
}

/* ---- the engine ---- */

/*
** The turns of pos: the moves without an announcement, then for each
** piece the mover may announce, the moves after it.  Returns their
** number, TC_MAXMOVES if they fill out.  With `count` none is
** written, and their number has no bound (perft's last ply).
*/
INLINE int
generate(const struct tc_pos *pos, tc_move *out, bool pseudo,
    bool plain_only, bool count)
{
	const struct tr_rules *r = RULES(pos);
	struct gen g;
	struct sets s;
	bb_t cand;
	int nplain;

	g.pos = pos;
	g.r = r;
	g.us = pos->turn;
	g.ep = ep2(pos);
	g.own_off = OWN_CHECK_OFF(pos) != 0;
	g.out = out;
	g.end = count ? NULL : out + TC_MAXMOVES;
	g.overflow = false;
	g.pseudo = pseudo;
	g.count = count;
	g.n = 0;
	g.aux = 0;
	sets_from(&s, pos);
	gen_init(&g, pos, &s);
	gen_all(&g);
	nplain = count ? g.n : (int)(g.out - out);
	if (plain_only || pseudo)
		return nplain;
	cand = eligible(pos);
	while (cand) {
		int sq = bb_poplsb(&cand);
		struct sets a = s;

		if (may_announce_eligible(pos, sq) != AN_OK)
			continue;
		if (count && !r->recolour && !(r->fam == FAM_TRAITOR &&
		    g.own_off)) {
			/*
			 * The same moves, and the announced piece's own: as
			 * on the sets an announcement leaves but for its mark,
			 * which only a mercenary's captures read (the attacks
			 * on our king are the same with it or without).
			 */
			g.n += nplain;
			piece_moves(&g, sq, type_on(&s, sq), g.us ^ 1,
			    r->fam == FAM_MERC);
			continue;
		}
		sets_announce(&a, r, sq, g.us);
		g.aux = TC_WITH_AUX((tc_move)0, sq, TC_AUX_ANNOUNCE);
		if (r->recolour || (r->fam == FAM_TRAITOR && g.own_off)) {
			gen_init(&g, pos, &a);
			gen_all(&g);
		} else {
			/* The same moves, and the announced piece's own. */
			int i;

			if (g.end - g.out < nplain) {
				g.overflow = true;
				break;
			}
			for (i = 0; i < nplain; i++)
				*g.out++ = out[i] | g.aux;
			g.s = a;
			g.movable = movable_set(&a, r->fam, g.us);
			gen_piece(&g, sq);
			g.s = s;
		}
	}
	return count ? g.n : (int)(g.out - out);
}

int
traitor_generate(const struct tc_pos *pos, tc_move *out, bool pseudo,
    bool plain_only)
{
	return generate(pos, out, pseudo, plain_only, false);
}

/* The turns' number where the list fills out: that list's. */
static __attribute__((noinline)) int
listed_count(const struct tc_pos *pos)
{
	tc_move m[TC_MAXMOVES];

	return traitor_generate(pos, m, false, false);
}

/* Perft's last ply: the turns counted, none written. */
static int
tr_count(const struct tc_pos *pos)
{
	int n = generate(pos, NULL, false, false, true);

	return n <= TC_MAXMOVES ? n : listed_count(pos);
}

static int
tr_legal(const struct tc_pos *pos, tc_move *out)
{
	return traitor_generate(pos, out, false, false);
}

static int
tr_pseudo(const struct tc_pos *pos, tc_move *out)
{
	return traitor_generate(pos, out, true, true);
}

static int
tr_legal_to(const struct tc_pos *pos, int to, int type, tc_move *out)
{
	tc_move all[TC_MAXMOVES];
	int i, n = traitor_generate(pos, all, false, true), k = 0;

	/* Moves without an announcement: those are what text names. */
	for (i = 0; i < n && k < TC_MAXMOVES_TO; i++)
		if (TC_TO(all[i]) == to && (type == TC_EMPTY ||
		    TC_TYPE(pos->board[TC_FROM(all[i])]) == type))
			out[k++] = all[i];
	return k;
}

static bool
tr_any_legal(const struct tc_pos *pos)
{
	tc_move m[TC_MAXMOVES];

	return traitor_generate(pos, m, false, false) != 0;
}

static int
tr_checked(const struct tc_pos *pos, int side)
{
	struct sets s;
	bb_t k = pos->bb_type[TC_KING] & pos->bb_colour[side];

	if (!k)
		return 0;
	sets_from(&s, pos);
	return attackers_of(&s, bb_lsb(k), attackers_set(&s, RULES(pos)->fam,
	    OWN_CHECK_OFF(pos) != 0, side), s.type[TC_EMPTY]) != 0;
}

static int
tr_checkers(const struct tc_pos *pos)
{
	struct sets s;
	int side = pos->turn;
	bb_t k = pos->bb_type[TC_KING] & pos->bb_colour[side];

	if (!k)
		return 0;
	sets_from(&s, pos);
	return bb_pop(attackers_of(&s, bb_lsb(k), attackers_set(&s,
	    RULES(pos)->fam, OWN_CHECK_OFF(pos) != 0, side),
	    s.type[TC_EMPTY]));
}

/* Does `by` attack sq: would a king of the other side be in check there? */
static bool
tr_attacked(const struct tc_pos *pos, int sq, int by)
{
	struct sets s;

	sets_from(&s, pos);
	return attackers_of(&s, sq, attackers_set(&s, RULES(pos)->fam,
	    OWN_CHECK_OFF(pos) != 0, by ^ 1), s.type[TC_EMPTY]) != 0;
}

const struct tc_engine tr_engine = {
	.name = "traitor", .legal = tr_legal, .pseudo = tr_pseudo,
	.legal_to = tr_legal_to, .any_legal = tr_any_legal,
	.checked = tr_checked, .checkers = tr_checkers,
	.attacked = tr_attacked, .count = tr_count
};

/* ---- make and unmake ---- */

INLINE uint64_t
tr_key(const struct tc_pos *pos, int sq)
{
	return piece_key(pos, sq) ^ ident_key(pos->ident[sq], sq);
}

/* Drop identity id from both lists (its piece left the board or promoted). */
static void
drop_target(struct tc_pos *pos, int id)
{
	if (id && RULES(pos)->form == FORM_SPECIFIC) {
		TR_X(pos)->targets[0] &= ~BB(id - 1);
		TR_X(pos)->targets[1] &= ~BB(id - 1);
	}
}

/* The announcement of the defector on a: it changes sides, at its price. */
INLINE void
tr_announce(struct tc_pos *pos, struct tc_undo *u, int a)
{
	const struct tr_rules *r = RULES(pos);
	struct tr_state *x = TR_X(pos);
	int us = pos->turn;
	int type = TC_TYPE(pos->board[a]);
	uint8_t code = pos->board[a];

	listed_note(pos, u, a);
	pos->hash ^= tr_key(pos, a);
	if (r->recolour)
		code = TC_CODE(type, us);
	pos->bb_colour[TC_COLOUR(pos->board[a])] &= ~BB(a);
	pos->board[a] = code;
	pos->bb_colour[us ^ (r->recolour ? 0 : 1)] |= BB(a);
	pos->mark[a] = r->mark;
	if (r->mark != TC_PURE)
		pos->bb_grey |= BB(a);
	else
		pos->bb_grey &= ~BB(a);
	pos->hash ^= tr_key(pos, a);
	if (r->form == FORM_SPECIFIC) {
		x->targets[us] &= ~BB(pos->ident[a] - 1);
		x->announced |= BB(pos->ident[a] - 1);
	} else if (r->form == FORM_SIMPLIFIED && !x->hidden[us] &&
	    ((x->targets[us] >> (4 * type)) & 15)) {
		x->targets[us] -= (uint64_t)1 << (4 * type);
	}
	if (r->form == FORM_IMPROMPTU)
		x->budget[us] = (uint8_t)(x->budget[us] -
		    traitor_value[type]);
	else
		x->spent[us] = (uint8_t)(x->spent[us] +
		    traitor_value[type]);
	if (type == TC_ROOK)
		pos->castle &= castle_mask[a];
}

/* The second half of a castling (the Rook) or of a promotion. */
INLINE void
tr_move_extra(struct tc_pos *pos, tc_move m, struct tc_undo *u)
{
	int from = TC_FROM(m), to = TC_TO(m), kind = TC_KIND(m);

	if (kind == TC_MK_CASTLE) {
		int rook = to > from ? from + 3 : from - 4;
		int rto = to > from ? from + 1 : from - 1;

		listed_note(pos, u, rook);
		listed_note(pos, u, rto);
		pos->hash ^= tr_key(pos, rook);
		move_piece(pos, rook, rto);
		pos->hash ^= tr_key(pos, rto);
	} else if (kind == TC_MK_PROMO) {
		uint8_t code = pos->board[to], mark = pos->mark[to];

		pos->hash ^= tr_key(pos, to);
		drop_target(pos, pos->ident[to]);
		del_piece(pos, to);
		pos->ident[to] = 0;
		add_piece(pos, to, TC_CODE(TC_PROMO(m), TC_COLOUR(code)), mark);
		pos->hash ^= tr_key(pos, to);
	}
}

void
tr_make(struct tc_pos *pos, tc_move m, struct tc_undo *u)
{
	const struct tr_rules *r = RULES(pos);
	int from = TC_FROM(m), to = TC_TO(m), kind = TC_KIND(m);
	int us = pos->turn, a = TC_AUX_KIND(m) == TC_AUX_ANNOUNCE ?
	    TC_AUX_SQ(m) : -1;
	bool agent;
	struct tr_state *x = TR_X(pos);

	listed_begin(pos, u);
	x->ko_from = x->ko_to = TC_NOSQ;
	x->undo = TC_NOSQ;
	if (a >= 0)
		tr_announce(pos, u, a);
	if (kind == TC_MK_NULL)
		goto done;
	agent = r->ko && (pos->bb_grey & BB(from));
	if (kind == TC_MK_EP || pos->board[to]) {
		int cap = kind == TC_MK_EP ? SQ88(FILE88(to), RANK88(from)) : to;

		listed_note(pos, u, cap);
		pos->hash ^= tr_key(pos, cap);
		drop_target(pos, pos->ident[cap]);
		del_piece(pos, cap);
		pos->ident[cap] = 0;
		pos->halfmove = 0;
	} else if (TC_TYPE(pos->board[from]) == TC_PAWN) {
		pos->halfmove = 0;
	} else {
		pos->halfmove++;
	}
	if (TC_TYPE(pos->board[from]) == TC_PAWN)
		pos->halfmove = 0;
	listed_note(pos, u, to);
	listed_note(pos, u, from);
	pos->hash ^= tr_key(pos, from);
	move_piece(pos, from, to);
	pos->hash ^= tr_key(pos, to);
	tr_move_extra(pos, m, u);
	pos->castle &= castle_mask[from] & castle_mask[to];
	pos->ep[us] = kind == TC_MK_DOUBLE ? (uint8_t)((from + to) / 2) :
	    TC_NOSQ;
	if (agent) {
		x->ko_from = (uint8_t)to;
		x->ko_to = (uint8_t)from;
	}
	/* undo: the defector, unless this very move took it. */
	if (a >= 0 && r->undo && r->recolour && (a == from || (a != to &&
	    (kind != TC_MK_EP || a != SQ88(FILE88(to), RANK88(from))))))
		x->undo = (uint8_t)(a == from ? to : a);
done:
	pos->ep[us ^ 1] = TC_NOSQ;
	if (kind == TC_MK_NULL)
		pos->ep[us] = TC_NOSQ;
	listed_end(pos);
}

/*
** The piece on `from`, of a colour that attacks its mover's king (rule
** 2.5: the other colour, or a mercenary), would check that king from
** `to`: say so.
*/
static bool
self_check(const struct tc_pos *pos, int from, int to, char *msg, size_t cap)
{
	struct sets s;
	uint8_t a = pos->board[from];
	int us = pos->turn, k = pos_king_sq(pos, us);
	bb_t occ;
	char t[4];

	sets_from(&s, pos);
	if (k < 0 || TC_TYPE(a) == TC_KING || !(attackers_set(&s,
	    RULES(pos)->fam, OWN_CHECK_OFF(pos) != 0, us) & BB(from)))
		return false;
	occ = (pos->bb_type[TC_EMPTY] & ~BB(from)) | BB(to);
	if (!(bb_attacks(a, to, occ) & BB(k)))
		return false;
	geom_square_name(tc_geom_8x8, to, t);
	snprintf(msg, cap, "from %s the %s %s would check %s's own king",
	    t, TC_COLOUR(a) ? "black" : "white", type_name[TC_TYPE(a)],
	    traitor_side[us]);
	return true;
}

/*
** Why the piece on `from` may not go to `to` by the family's own rules:
** weak ko, a capture the colours forbid, a king.
*/
bool
tr_why_not(const struct tc_pos *pos, int from, int to, char *msg, size_t cap)
{
	static const char *const colour[2] = { "white", "black" };
	uint8_t a = pos->board[from], b = pos->board[to];
	bool merc = RULES(pos)->fam == FAM_MERC;
	char f[4], t[4];
	bb_t reach;

	geom_square_name(tc_geom_8x8, from, f);
	geom_square_name(tc_geom_8x8, to, t);
	if (TR_CX(pos)->ko_from == from && TR_CX(pos)->ko_to == to) {
		snprintf(msg, cap, "weak ko: the %s on %s came from %s on the "
		    "turn just before and may not go back at once",
		    type_name[TC_TYPE(a)], f, t);
		return true;
	}
	reach = TC_TYPE(a) == TC_PAWN ? bb_pawn[TC_COLOUR(a)][from] |
	    BB(to) : bb_attacks(a, from, pos->bb_type[TC_EMPTY]);
	if (!(reach & BB(to)))
		return false;
	if (self_check(pos, from, to, msg, cap))
		return true;
	if (!b || (TC_TYPE(a) == TC_PAWN && !(bb_pawn[TC_COLOUR(a)][from] &
	    BB(to))))
		return false;
	if (TC_TYPE(b) == TC_KING) {
		snprintf(msg, cap, "the %s on %s may not take the king on %s: "
		    "kings are never captured", type_name[TC_TYPE(a)], f, t);
		return true;
	}
	if (TC_COLOUR(a) == TC_COLOUR(b) && !(merc && ((pos->bb_grey &
	    BB(from)) || (pos->bb_grey & BB(to))))) {
		snprintf(msg, cap, "the %s %s on %s may not take the %s %s on "
		    "%s: a piece captures only the other colour%s",
		    colour[TC_COLOUR(a)], type_name[TC_TYPE(a)], f,
		    colour[TC_COLOUR(b)], type_name[TC_TYPE(b)], t, merc ?
		    " or a mercenary" : "");
		return true;
	}
	return false;
}

/* ---- its state ---- */

/* No ko, no undo: the rest is zero. */
void
tr_xinit(struct tc_pos *pos)
{
	struct tr_state *x = TR_X(pos);

	x->ko_from = x->ko_to = x->undo = TC_NOSQ;
}

/*
** The state's part of the hash: ko, undo, budgets, which lists are
** hidden and the lists; not the public facts (spent, announced).
*/
uint64_t
tr_xhash(const struct tc_pos *pos)
{
	const struct tr_state *x = TR_CX(pos);

	if (x->ko_from == TC_NOSQ && x->undo == TC_NOSQ && !(x->budget[0] |
	    x->budget[1] | x->hidden[0] | x->hidden[1]) &&
	    !(x->targets[0] | x->targets[1]))
		return 0;
	return mix64(((uint64_t)x->ko_from << 24 | (uint64_t)x->ko_to << 16 |
	    (uint64_t)x->undo << 8 | x->budget[0]) ^
	    (uint64_t)x->budget[1] << 32 ^ (uint64_t)x->hidden[0] << 40 ^
	    (uint64_t)x->hidden[1] << 41) ^
	    mix64(x->targets[0] ^ 0x746172676574ull) ^
	    mix64(x->targets[1] ^ 0x62ull);
}

/* Hide the lists `viewer` may not see (traitor.md 4, Views). */
void
tr_set_view(struct tc_pos *pos, int viewer)
{
	struct tr_state *x = TR_X(pos);
	int s;

	for (s = 0; s < 2; s++)
		if (viewer != s && viewer != TC_VIEW_ARBITER && !x->hidden[s]) {
			x->hidden[s] = true;
			x->targets[s] = 0;
		}
}

/* The list of the player to move is hidden: his announcements too. */
bool
tr_moves_hidden(const struct tc_pos *pos)
{
	return (pos->var->flags & TC_VF_SECRET) &&
	    TR_CX(pos)->hidden[pos->turn];
}

/* ---- the end of the game ---- */

void
tr_status(const struct tc_pos *pos, struct tc_end *end)
{
	tc_move m[TC_MAXMOVES];
	int n = traitor_generate(pos, m, false, false), i;
	bool check = tr_checked(pos, pos->turn) > 0;

	if (n == 0) {
		if (check)
			end_set(end, "checkmate", win_of_other(pos), TC_END_MATE);
		else
			end_set(end, "stalemate", TC_DRAW, 0);
		return;
	}
	if (tr_moves_hidden(pos)) {
		for (i = 0; i < n; i++)
			if (TC_AUX_KIND(m[i]) != TC_AUX_ANNOUNCE)
				break;
		if (i == n) {
			if (check)
				end_set(end, "checkmate (provisional: it stands "
				    "unless the hidden list holds an escape)",
				    NULL, TC_END_MATE | TC_END_PROVISIONAL);
			else
				end_set(end, "stalemate (provisional: it stands "
				    "unless the hidden list holds a move)", NULL,
				    TC_END_PROVISIONAL);
			return;
		}
	}
	if (pos->halfmove >= 150)
		end_set(end, "the 75-move rule", TC_DRAW, 0);
	else if (pos->bb_type[TC_EMPTY] == pos->bb_type[TC_KING])
		end_set(end, "a dead position", TC_DRAW, 0);
}

/*
** Chess's mark, and '#' for a provisional mate too: with a hidden list a
** mate is provisional, and still a mate's claim (traitor.md 6.1.5).
*/
int
tr_mark(const struct tc_pos *before, tc_move m, const struct tc_pos *after,
    bool *dbl)
{
	int mark = mark_chess(after, dbl);
	struct tc_end end;

	(void)before;
	(void)m;
	if (mark == '+' && tr_moves_hidden(after)) {
		pos_status(after, &end);
		if (end.flags & TC_END_MATE)
			return '#';
	}
	return mark;
}

/* Only the kings are left: nothing can be announced, nobody can mate. */
bool
tr_dead(const struct tc_pos *pos)
{
	return pos->bb_type[TC_EMPTY] == pos->bb_type[TC_KING];
}
