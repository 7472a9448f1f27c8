/*
** Neutral Subject Chess (spec neutral-subject.md): every piece but the
** kings and queens starts neutral.  A player moves his own pieces, or a
** neutral piece that is not barred, without capturing, as a piece of his
** colour; after every move the neutral pieces that attack a recruited
** piece (taken to be of the other colour) join the mover, until none
** does (rule 5).
**
** On the bitboards a neutral piece is in bb_type and bb_grey and in
** neither colour, so that the attack tables of the bitboard engine see
** it as a blocker and never as an attacker.  Recruitment gives pieces to
** the mover only, so it never exposes the mover's king: whether a move is
** legal is known before it is made, and perft counts the moves of the
** last ply without making them.
*/
#include <stdio.h>
#include <string.h>
#include "internal.h"

#define NS_START "R*N*B*qkB*N*R*/8/8/P*P*P*P*P*P*P*P*/P*P*P*P*P*P*P*P*/8/8/" \
	"R*N*B*QKB*N*R* w KQkq - 0 1"

/* Its state in a position (pos->x). */
struct TC_MAY_ALIAS ns_state {
	uint8_t bar;	/* the barred neutral piece (rule 4), or TC_NOSQ */
};
TC_XSTATE_FITS(ns_state);

/* The state of a position or undo record p, to change or to read. */
#define NS_X(p)		((struct ns_state *)(p)->x.b)
#define NS_CX(p)	((const struct ns_state *)(p)->x.b)

/* The barred neutral piece of pos, or TC_NOSQ. */
INLINE int
ns_bar(const struct tc_pos *pos)
{
	return NS_CX(pos)->bar;
}

/* The neutral pieces of pos. */
INLINE bb_t
neutral(const struct tc_pos *pos)
{
	return pos->bb_type[TC_EMPTY] & ~pos->bb_colour[TC_WHITE] &
	    ~pos->bb_colour[TC_BLACK];
}

/* A neutral piece may be moved by either player. */
static unsigned
ns_controls(uint8_t code, uint8_t mark)
{
	return mark == TC_NEUTRAL ? 3u : 1u << TC_COLOUR(code);
}

/* ---- moves ---- */

struct gen {
	const struct tc_pos *pos;
	tc_move *out;
	int n;			/* the moves counted, in count mode */
	bool count;		/* count the moves, write none (perft's leaves) */
	int us, ksq;
	bb_t occ, own, pinned, mask;
	bool pseudo;
};

/* Moves from `from` to the squares of `to`, kept to the pin line. */
INLINE void
add_moves(struct gen *g, int from, bb_t to)
{
	if (g->pinned & BB(from))
		to &= bb_line[g->ksq][from];
	if (g->count) {
		g->n += bb_pop(to);
		return;
	}
	while (to) {
		int t = bb_poplsb(&to);

		*g->out++ = TC_MOVE(from, t, TC_MK_NORMAL, 0);
	}
}

/* Pawn moves of the mover: own pawns push and capture, neutral ones push. */
INLINE void
gen_pawns(struct gen *g, bb_t own_pawns, bb_t neutral_pawns, bb_t victims)
{
	int fwd = g->us == TC_WHITE ? 8 : -8;
	int last = g->us == TC_WHITE ? 7 : 0;
	bb_t pawns = own_pawns | neutral_pawns;

	while (pawns) {
		int from = bb_poplsb(&pawns), to = from + fwd;
		bb_t dest = 0;

		if (!(g->occ & BB(to)))
			dest |= BB(to);
		if (own_pawns & BB(from))
			dest |= bb_pawn[g->us][from] & victims;
		dest &= g->mask;
		if (g->pinned & BB(from))
			dest &= bb_line[g->ksq][from];
		if (g->count) {
			bb_t promo = dest & (0xffull << (8 * last));

			g->n += bb_pop(dest) + 3 * bb_pop(promo);
			continue;
		}
		while (dest) {
			int t = bb_poplsb(&dest), p;

			if (RANK88(t) != last) {
				*g->out++ = TC_MOVE(from, t, TC_MK_NORMAL, 0);
				continue;
			}
			for (p = TC_QUEEN; p >= TC_KNIGHT; p--)
				*g->out++ = TC_MOVE(from, t, TC_MK_PROMO, p);
		}
	}
}

/* Castling with a rook of the castler's (rule 7). */
static void
gen_castling(struct gen *g)
{
	const struct tc_pos *pos = g->pos;
	int us = g->us, base = us == TC_WHITE ? 0 : 56, side;

	if (g->ksq != base + 4)
		return;
	for (side = 0; side < 2; side++) {
		int right = 1 << (2 * us + side);
		int rook = base + (side == 0 ? 7 : 0);
		int step = side == 0 ? 1 : -1;
		int k1 = base + 4 + step, k2 = base + 4 + 2 * step;

		if (!(pos->castle & right) || pos->board[rook] !=
		    TC_CODE(TC_ROOK, us) || pos->mark[rook] != TC_PURE ||
		    (bb_between[base + 4][rook] & g->occ))
			continue;
		if (!g->pseudo && (bb_attackers(pos, k1, us ^ 1, g->occ) ||
		    bb_attackers(pos, k2, us ^ 1, g->occ)))
			continue;
		if (g->count)
			g->n++;
		else
			*g->out++ = TC_MOVE(base + 4, k2, TC_MK_CASTLE, 0);
	}
}

/* The own and neutral pieces alone between the king and an enemy slider. */
static bb_t
pinned_pieces(const struct tc_pos *pos, int ksq, int them, bb_t occ)
{
	const bb_t *t = pos->bb_type;
	bb_t enemy = pos->bb_colour[them], pinned = 0, snipers;

	snipers = ((bb_rook_att(ksq, 0) & (t[TC_ROOK] | t[TC_QUEEN])) |
	    (bb_bishop_att(ksq, 0) & (t[TC_BISHOP] | t[TC_QUEEN]))) & enemy;
	while (snipers) {
		bb_t b = bb_between[ksq][bb_poplsb(&snipers)] & occ;

		if (b && !(b & (b - 1)))
			pinned |= b;
	}
	return pinned;
}

/*
** The mover's moves: legal ones, or with pseudo those the pieces'
** movement allows (the king may then go into check and pins are not
** kept).  With `count` their number only, none written (perft's last
** ply).
*/
INLINE int
generate(const struct tc_pos *pos, tc_move *list, bool pseudo, bool count)
{
	const bb_t *t = pos->bb_type;
	struct gen g;
	int them = pos->turn ^ 1;
	bb_t opp = pos->bb_colour[them], neu = neutral(pos), movable, att;
	bb_t checkers, pieces, victims;

	g.pos = pos;
	g.out = list;
	g.n = 0;
	g.count = count;
	g.us = pos->turn;
	g.occ = t[TC_EMPTY];
	g.own = pos->bb_colour[g.us];
	g.pseudo = pseudo;
	g.ksq = pos_king_sq(pos, g.us);
	movable = neu & ~(ns_bar(pos) != TC_NOSQ ? BB(ns_bar(pos)) : 0);
	victims = opp | neu;
	checkers = g.ksq < 0 ? 0 : bb_attackers(pos, g.ksq, them, g.occ);

	if (g.ksq >= 0) {
		att = bb_king[g.ksq] & ~g.own;
		while (att) {
			int to = bb_poplsb(&att);

			if (!pseudo && bb_attackers(pos, to, them, g.occ ^
			    BB(g.ksq)))
				continue;
			if (count)
				g.n++;
			else
				*g.out++ = TC_MOVE(g.ksq, to, TC_MK_NORMAL, 0);
		}
		if (!pseudo && (checkers & (checkers - 1)))
			return count ? g.n : (int)(g.out - list);
	}
	g.pinned = pseudo || g.ksq < 0 ? 0 : pinned_pieces(pos, g.ksq, them,
	    g.occ);
	g.mask = ~(bb_t)0;
	if (!pseudo && checkers)
		g.mask = bb_between[g.ksq][bb_lsb(checkers)] | checkers;

	gen_pawns(&g, t[TC_PAWN] & g.own, t[TC_PAWN] & movable, victims);
	pieces = (t[TC_KNIGHT] | t[TC_BISHOP] | t[TC_ROOK] | t[TC_QUEEN]) &
	    (g.own | movable);
	while (pieces) {
		int from = bb_poplsb(&pieces);

		att = bb_attacks(pos->board[from], from, g.occ);
		/* Neutral pieces never capture. */
		att &= (g.own & BB(from)) ? ~g.own : ~g.occ;
		add_moves(&g, from, att & g.mask);
	}
	if (!checkers && (pos->castle & (3u << (2 * g.us))))
		gen_castling(&g);
	return count ? g.n : (int)(g.out - list);
}

static int
ns_legal(const struct tc_pos *pos, tc_move *out)
{
	return generate(pos, out, false, false);
}

static int
ns_pseudo(const struct tc_pos *pos, tc_move *out)
{
	return generate(pos, out, true, false);
}

/* Perft's last ply: the legal moves counted, none written. */
static int
ns_count(const struct tc_pos *pos)
{
	return generate(pos, NULL, false, true);
}

static int
ns_legal_to(const struct tc_pos *pos, int to, int type, tc_move *out)
{
	tc_move all[TC_MAXMOVES];

	return moves_onto(pos, all, generate(pos, all, false, false), to, type,
	    out);
}

static bool
ns_any_legal(const struct tc_pos *pos)
{
	tc_move m[TC_MAXMOVES];

	return generate(pos, m, false, false) > 0;
}

static const struct tc_engine ns_engine = {
	.name = "neutral-subject", .legal = ns_legal, .pseudo = ns_pseudo,
	.legal_to = ns_legal_to, .any_legal = ns_any_legal,
	.checked = bb_checked, .checkers = bb_checkers,
	.attacked = bb_attacked, .count = ns_count
};

/* ---- make and unmake ---- */

/*
** The neutral pieces that attack a recruited piece, each taken to be of
** the colour opposite to the piece it attacks (rule 5.2).
*/
static bb_t
attackers_of_recruited(const struct tc_pos *pos, bb_t neu)
{
	bb_t occ = pos->bb_type[TC_EMPTY], found = 0;

	while (neu) {
		int sq = bb_poplsb(&neu);
		int type = TC_TYPE(pos->board[sq]);

		if ((bb_attacks(TC_CODE(type, TC_WHITE), sq, occ) &
		    pos->bb_colour[TC_BLACK]) || (bb_attacks(TC_CODE(type,
		    TC_BLACK), sq, occ) & pos->bb_colour[TC_WHITE]))
			found |= BB(sq);
	}
	return found;
}

/*
** The neutral pieces that attack the recruited piece on sq, each taken
** to be of the colour opposite to its owner.
*/
static bb_t
neutral_attackers(const struct tc_pos *pos, int sq, bb_t neu)
{
	const bb_t *t = pos->bb_type;
	bb_t occ = t[TC_EMPTY];
	int side = TC_COLOUR(pos->board[sq]);

	return neu & ((bb_knight[sq] & t[TC_KNIGHT]) |
	    (bb_bishop_att(sq, occ) & (t[TC_BISHOP] | t[TC_QUEEN])) |
	    (bb_rook_att(sq, occ) & (t[TC_ROOK] | t[TC_QUEEN])) |
	    (bb_pawn[side][sq] & t[TC_PAWN]));
}

/*
** The neutral pieces whose attack on a recruited piece the move may have
** made: those that attack a square the move filled with a recruited
** piece (`filled`), the moved piece itself if still neutral (on `to`),
** and the neutral sliders that see through a square the move emptied
** (`emptied`).  Before the move no neutral piece attacked a recruited
** one (spec 3 makes it a check of the notation), and recruitment neither
** moves pieces nor changes the occupancy, so these are the only ones.
*/
static bb_t
recruit_candidates(const struct tc_pos *pos, bb_t filled, bb_t emptied,
    int to)
{
	const bb_t *t = pos->bb_type;
	bb_t neu = neutral(pos), occ = t[TC_EMPTY], found = 0, sliders;

	while (filled) {
		int sq = bb_poplsb(&filled);

		if (pos->mark[sq] != TC_NEUTRAL)
			found |= neutral_attackers(pos, sq, neu);
	}
	if (pos->mark[to] == TC_NEUTRAL)
		found |= attackers_of_recruited(pos, BB(to));
	while (emptied) {
		int sq = bb_poplsb(&emptied);

		sliders = neu & ((bb_bishop_att(sq, occ) & (t[TC_BISHOP] |
		    t[TC_QUEEN])) | (bb_rook_att(sq, occ) & (t[TC_ROOK] |
		    t[TC_QUEEN])));
		found |= attackers_of_recruited(pos, sliders);
	}
	return found;
}

/* The neutral piece on sq joins `side`; a rook of the other side's corner
** takes its castling right with it. */
static void
recruit(struct tc_pos *pos, struct tc_undo *u, int sq, int side)
{
	int back = side == TC_WHITE ? 7 : 0;

	listed_note(pos, u, sq);
	pos->hash ^= piece_key(pos, sq);
	pos->board[sq] = TC_CODE(TC_TYPE(pos->board[sq]), side);
	pos->mark[sq] = TC_PURE;
	pos->bb_colour[side] |= BB(sq);
	pos->bb_grey &= ~BB(sq);
	pos->hash ^= piece_key(pos, sq);
	if (TC_TYPE(pos->board[sq]) == TC_ROOK && RANK88(sq) == back)
		pos->castle &= castle_mask[sq];
}

static void
ns_make(struct tc_pos *pos, tc_move m, struct tc_undo *u)
{
	int from = TC_FROM(m), to = TC_TO(m), kind = TC_KIND(m);
	int us = pos->turn, seventh = us == TC_WHITE ? 6 : 1;
	bool was_neutral = pos->mark[from] == TC_NEUTRAL;
	bb_t found, filled = BB(to), emptied = BB(from);

	listed_begin(pos, u);
	NS_X(pos)->bar = TC_NOSQ;
	if (kind == TC_MK_NULL)
		goto done;
	if (pos->board[to]) {
		listed_note(pos, u, to);
		pos->hash ^= piece_key(pos, to);
		del_piece(pos, to);
		pos->halfmove = 0;
	} else if (TC_TYPE(pos->board[from]) == TC_PAWN) {
		pos->halfmove = 0;
	} else {
		pos->halfmove++;
	}
	listed_note(pos, u, from);
	listed_note(pos, u, to);
	pos->hash ^= piece_key(pos, from);
	move_piece(pos, from, to);
	pos->hash ^= piece_key(pos, to);
	if (kind == TC_MK_CASTLE) {
		int rook = to > from ? from + 3 : from - 4;
		int rto = to > from ? from + 1 : from - 1;

		listed_note(pos, u, rook);
		listed_note(pos, u, rto);
		filled |= BB(rto);
		emptied |= BB(rook);
		pos->hash ^= piece_key(pos, rook);
		move_piece(pos, rook, rto);
		pos->hash ^= piece_key(pos, rto);
	} else if (kind == TC_MK_PROMO) {
		pos->hash ^= piece_key(pos, to);
		del_piece(pos, to);
		add_piece(pos, to, TC_CODE(TC_PROMO(m), us), TC_PURE);
		pos->hash ^= piece_key(pos, to);
	}
	pos->castle &= castle_mask[from] & castle_mask[to];
	/* Rule 5.1: a neutral pawn moved onto the mover's seventh rank. */
	if (was_neutral && TC_TYPE(pos->board[to]) == TC_PAWN &&
	    RANK88(to) == seventh)
		recruit(pos, u, to, us);
	/* Rule 5.2, to a fixpoint: each recruit is a new target. */
	found = recruit_candidates(pos, filled, emptied, to);
	while (found) {
		bb_t fresh = found;

		while (found)
			recruit(pos, u, bb_poplsb(&found), us);
		while (fresh)
			found |= neutral_attackers(pos, bb_poplsb(&fresh),
			    neutral(pos));
	}
	/* Rule 4: the piece stays barred while it is neutral. */
	if (was_neutral && pos->mark[to] == TC_NEUTRAL)
		NS_X(pos)->bar = (uint8_t)to;
done:
	listed_end(pos);
}

/* ---- notation and the end of the game ---- */

/* Semantic checks of spec section 3 beyond those of AFEN. */
static void
ns_check(const struct tc_pos *pos, const struct fen8_cols *c, unsigned flags,
    struct tc_diags *d)
{
	bb_t found = attackers_of_recruited(pos, neutral(pos));
	char sq[4];

	(void)flags;
	while (found) {
		int s = bb_poplsb(&found);

		geom_square_name(pos->var->geom, s, sq);
		diag_add(d, c->sq[s], false, "the neutral %s on %s attacks a "
		    "recruited piece: it would have joined the player who "
		    "moved", type_name[TC_TYPE(pos->board[s])], sq);
	}
	if (ns_bar(pos) != TC_NOSQ && pos->mark[ns_bar(pos)] != TC_NEUTRAL) {
		geom_square_name(pos->var->geom, ns_bar(pos), sq);
		diag_add(d, c->key[0], false, "bar=%s: no neutral piece on %s",
		    sq, sq);
	}
}

/* The key bar=: the square of the barred neutral piece. */
static int
ns_read_keys(struct tc_pos *pos, const char *s, const size_t (*val)[2],
    unsigned flags, struct tc_diags *d)
{
	size_t off = val[0][0], len = val[0][1], used = 0;
	int sq;
	char q[64];

	(void)flags;
	if (len == SIZE_MAX)
		return 0;
	sq = geom_square_read(pos->var->geom, s + off, len, &used);
	if (sq < 0 || used != len) {
		diag_add(d, (int)off + 1, false, "bar=%s: expected the square of "
		    "the barred piece", afen_quote(q, sizeof(q), s + off, len));
		return 1;
	}
	NS_X(pos)->bar = (uint8_t)sq;
	return 0;
}

static size_t
ns_write_keys(const struct tc_pos *pos, char *p)
{
	if (ns_bar(pos) == TC_NOSQ)
		return 0;
	memcpy(p, " bar=", 5);
	return 5 + (size_t)geom_square_name(pos->var->geom, ns_bar(pos), p + 5);
}

/*
** Why the piece on `from` may not go to `to` by this variant's rules:
** a neutral piece never captures, the barred piece stays, pawns never
** double-step.
*/
static bool
ns_why_not(const struct tc_pos *pos, int from, int to, char *msg, size_t cap)
{
	int us = pos->turn, type = TC_TYPE(pos->board[from]);
	int fwd = us == TC_WHITE ? 8 : -8;
	bool neu = pos->mark[from] == TC_NEUTRAL;
	bb_t occ = pos->bb_type[TC_EMPTY], reach;
	char f[4], t[4];

	geom_square_name(pos->var->geom, from, f);
	geom_square_name(pos->var->geom, to, t);
	if (type == TC_PAWN) {
		reach = BB(from + fwd) & ~occ;
		if (neu || (pos->bb_colour[us] & BB(from)))
			reach |= bb_pawn[us][from];
	} else {
		reach = bb_attacks(TC_CODE(type, us), from, occ);
	}
	if (neu && from == ns_bar(pos) && (reach & BB(to))) {
		snprintf(msg, cap, "the neutral %s on %s is barred: %s moved it "
		    "last", type_name[type], f, us == TC_WHITE ? "Black" :
		    "White");
		return true;
	}
	if (neu && (occ & BB(to)) && ((type == TC_PAWN ? bb_pawn[us][from] :
	    reach) & BB(to))) {
		snprintf(msg, cap, "the neutral %s on %s may not take on %s: "
		    "neutral pieces never capture", type_name[type], f, t);
		return true;
	}
	if (type == TC_PAWN && to == from + 2 * fwd && from + 2 * fwd >= 0 &&
	    from + 2 * fwd < 64 && !(occ & BB(from + fwd))) {
		snprintf(msg, cap, "the pawn on %s may not go to %s: pawns "
		    "never double-step in Neutral Subject Chess", f, t);
		return true;
	}
	return false;
}

/* ---- its state: the barred piece ---- */

static void
ns_xinit(struct tc_pos *pos)
{
	NS_X(pos)->bar = TC_NOSQ;
}

static uint64_t
ns_xhash(const struct tc_pos *pos)
{
	return ns_bar(pos) != TC_NOSQ ? zob_square[ns_bar(pos)] : 0;
}

static int
ns_barred(const struct tc_pos *pos)
{
	return ns_bar(pos);
}

/* No neutral piece left and no mate by FIDE's material rules. */
static bool
ns_dead(const struct tc_pos *pos)
{
	return neutral(pos) == 0 && fide_dead(pos);
}

/*
** A position given with no variant is Neutral Subject Chess if its board
** has the neutral mark '*' (spec section 3: no other variant uses it) and
** no comma (CA-FEN's tokens).
*/
static bool
ns_claims(const char *s, size_t len)
{
	size_t n;
	const char *b = text_word(s, len, 0, &n);

	return b && !memchr(b, ',', n) && memchr(b, '*', n);
}

const struct tc_variant tc_neutral = {
	.name = "neutral-subject", .title = "Neutral Subject Chess",
	.pgn_name = "Neutral Subject", .claims = ns_claims,
	.geom = &geom_8x8_data, .nsides = 2,
	.flags = TC_VF_TURNCOATS | TC_VF_OWN_ENGINE | TC_VF_NO_EP,
	.marks = "*",
	.start = NS_START,
	.engine = &ns_engine, .controllers = ns_controls, .read = fen8_read,
	.write = fen8_write, .validate = fen8_validate, .keys = "bar",
	.read_keys = ns_read_keys, .write_keys = ns_write_keys,
	.check = ns_check, .why_not = ns_why_not, .make = ns_make,
	.unmake = unmake_listed,
	.status = fide_status, .dead = ns_dead,
	.draw_plies = 150, .claim_plies = 100, .repeat = 5, .claim_repeat = 3,
	.implied_by = "*", .xinit = ns_xinit, .xhash = ns_xhash,
	.barred = ns_barred
};
