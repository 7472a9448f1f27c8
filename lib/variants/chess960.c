/*
** Chess960 (Fischer Random Chess), as lichess plays it: standard chess
** from any of the 960 start positions, with castling generalised.  Built
** on tc_chess; its own are the castling rights (each the square of the
** Rook it castles with, kept in the position), their notation, and the
** castling move.
**
** Castling.  The King goes to the g-file (short, O-O) or the c-file
** (long, O-O-O), the Rook to the f-file or the d-file, whatever files
** they start on; every square between the King and its destination and
** between the Rook and its own must be empty but for these two pieces;
** the King may not be in check, pass over or land on an attacked square
** (its squares judged with the King off the board, the one it lands on
** with the Rook moved too, as python-chess judges them).
** The move is written O-O or O-O-O, and in UCI as the King taking its
** own Rook ("e1h1"), which is how it is stored: from the King's square to
** the Rook's.  A right is lost when the King moves, or when its Rook
** moves or is captured.
**
** Notation.  The castling field is read in Shredder-FEN (the Rooks'
** files, "HAha") and in X-FEN ("KQkq" for the outermost Rook on either
** side of the King, a file letter for another), the two forms lichess,
** python-chess and Fairy-Stockfish write; it is written in X-FEN.
**
** These parts (c960.h) serve every variant played from these start
** positions: the make and unmake run the base variant's for all but
** castling, and a right is lost once its Rook is off its square, however
** it went (moved, captured, or exploded in Atomic).
*/
#include <string.h>
#include "c960.h"

struct TC_MAY_ALIAS c960_state {
	uint8_t rook[4];	/* the Rook of each right (K Q k q bits) */
};
TC_XSTATE_FITS(c960_state);

#define C960_X(p)	((struct c960_state *)(p)->x.b)
#define C960_CX(p)	((const struct c960_state *)(p)->x.b)

/* Right i (0 K, 1 Q, 2 k, 3 q): its side, whether short. */
#define RIGHT_SIDE(i)	((i) >> 1)
#define RIGHT_SHORT(i)	(((i) & 1) == 0)

/* The King's and Rook's destinations of a castling. */
static void
destinations(int side, bool short_wing, int *kd, int *rd)
{
	int rank = side == TC_WHITE ? 0 : 7;

	*kd = SQ88(short_wing ? 6 : 2, rank);
	*rd = SQ88(short_wing ? 5 : 3, rank);
}

/* The squares from a to b, both included. */
static bb_t
span(int a, int b)
{
	int lo = a < b ? a : b, hi = a < b ? b : a, sq;
	bb_t s = 0;

	for (sq = lo; sq <= hi; sq++)
		s |= BB(sq);
	return s;
}

/* Right i's castling in pos, if the position allows it (not its safety). */
static bool
castling_fits(const struct tc_pos *pos, int i, int *k, int *r)
{
	int side = RIGHT_SIDE(i), kd, rd;
	bb_t occ = pos->bb_type[TC_EMPTY];

	if (!(pos->castle & (1u << i)))
		return false;
	*k = pos_king_sq(pos, side);
	*r = C960_CX(pos)->rook[i];
	if (*k < 0 || pos->board[*r] != TC_CODE(TC_ROOK, side))
		return false;
	destinations(side, RIGHT_SHORT(i), &kd, &rd);
	return !((span(*k, kd) | span(*r, rd)) & occ & ~(BB(*k) | BB(*r)));
}

/* Whether `by` attacks a square of path with occupancy occ: chess's way. */
bool
c960_path_attacked(const struct tc_pos *pos, bb_t path, int by, bb_t occ)
{
	while (path)
		if (bb_attackers(pos, bb_poplsb(&path), by, occ))
			return true;
	return false;
}

/*
** The castling moves of the side to move, safe ones only, into out: no
** square from the King's to the one before its destination attacked
** with the King off the board, nor the destination once the Rook has
** moved, as `attacked` judges attacks.
*/
int
c960_castlings(const struct tc_pos *pos, tc_move *out,
    c960_path_fn *attacked)
{
	int us = pos->turn, i, n = 0, k, r, kd, rd;
	bb_t occ = pos->bb_type[TC_EMPTY];

	for (i = 2 * us; i < 2 * us + 2; i++) {
		if (!castling_fits(pos, i, &k, &r))
			continue;
		destinations(us, RIGHT_SHORT(i), &kd, &rd);
		if (attacked(pos, (span(k, kd) & ~BB(kd)) | BB(k), us ^ 1,
		    occ ^ BB(k)) || attacked(pos, BB(kd), us ^ 1,
		    (occ ^ BB(k) ^ BB(r)) | BB(rd)))
			continue;
		out[n++] = TC_MOVE(k, r, TC_MK_CASTLE, 0);
	}
	return n;
}

/*
** The moves gen gives (a base engine's legal or pseudo moves) but its
** castling, then Chess960's castlings as `attacked` judges them, into
** out; their number.
*/
/* The moves m[0..n) but castling, into out; their number. */
static int
drop_castling(const tc_move *m, int n, tc_move *out)
{
	int i, k = 0;

	for (i = 0; i < n; i++)
		if (TC_KIND(m[i]) != TC_MK_CASTLE)
			out[k++] = m[i];
	return k;
}

int
c960_moves(const struct tc_pos *pos, tc_move *out,
    int (*gen)(const struct tc_pos *, tc_move *), c960_path_fn *attacked)
{
	tc_move m[TC_MAXMOVES];
	int k = drop_castling(m, gen(pos, m), out);

	return k + c960_castlings(pos, out + k, attacked);
}

static int
c960_legal(const struct tc_pos *pos, tc_move *out)
{
	return c960_moves(pos, out, tc_engine_bitboard.legal,
	    c960_path_attacked);
}

static int
c960_pseudo(const struct tc_pos *pos, tc_move *out)
{
	return c960_moves(pos, out, tc_engine_bitboard.pseudo,
	    c960_path_attacked);
}

static int
c960_legal_to(const struct tc_pos *pos, int to, int type, tc_move *out)
{
	tc_move m[TC_MAXMOVES];
	int n = drop_castling(m, tc_engine_bitboard.legal_to(pos, to, type, m),
	    out), c, i;

	if (type != TC_EMPTY && type != TC_KING)
		return n;
	c = c960_castlings(pos, m, c960_path_attacked);
	for (i = 0; i < c; i++)
		if (TC_TO(m[i]) == to && n < TC_MAXMOVES_TO)
			out[n++] = m[i];
	return n;
}

/*
** Perft's last ply: the bitboard engine's count without its castling,
** and Chess960's castlings.
*/
static int
c960_count(const struct tc_pos *pos)
{
	tc_move m[2];

	return bb_count(pos, false) + c960_castlings(pos, m,
	    c960_path_attacked);
}

static bool
c960_any_legal(const struct tc_pos *pos)
{
	tc_move m[TC_MAXMOVES];

	return c960_legal(pos, m) > 0;
}

static const struct tc_engine c960_engine = {
	.name = "bitboard", .legal = c960_legal, .pseudo = c960_pseudo,
	.legal_to = c960_legal_to, .any_legal = c960_any_legal,
	.checked = bb_checked, .checkers = bb_checkers,
	.attacked = bb_attacked, .count = c960_count
};

/*
** The rights of castle that a move of `mover` leaves in pos: none of
** the mover's side if it is the King, none whose Rook is off its square.
*/
static unsigned
rights_after(const struct tc_pos *pos, unsigned castle, int mover)
{
	int i;

	for (i = 0; i < 4; i++)
		if ((castle & (1u << i)) && ((TC_TYPE(mover) == TC_KING &&
		    RIGHT_SIDE(i) == TC_COLOUR(mover)) ||
		    pos->board[C960_CX(pos)->rook[i]] !=
		    TC_CODE(TC_ROOK, RIGHT_SIDE(i))))
			castle &= ~(1u << i);
	return castle;
}

/* The base variant's make (chess's, Atomic's) for all but castling. */
void
c960_make(struct tc_pos *pos, tc_move m, struct tc_undo *u)
{
	void (*make)(struct tc_pos *, tc_move, struct tc_undo *) =
	    pos->var->base->make;
	int from = TC_FROM(m), to = TC_TO(m), kd, rd, us = pos->turn;
	uint8_t mover = pos->board[from];
	uint16_t castle = pos->castle;
	unsigned after;

	if (TC_KIND(m) == TC_MK_CASTLE) {
		/* The Rook off the board, the King's move, the Rook back. */
		destinations(us, to > from, &kd, &rd);
		pos->hash ^= piece_key(pos, to);
		del_piece(pos, to);
		make(pos, kd == from ? TC_NULLMOVE : TC_MOVE(from, kd,
		    TC_MK_NORMAL, 0), u);
		add_piece(pos, rd, TC_CODE(TC_ROOK, us), TC_PURE);
		pos->hash ^= piece_key(pos, rd);
	} else {
		make(pos, m, u);
	}
	/* The base's corners mean nothing here: the rights are the Rooks'. */
	pos->hash ^= castle_key(pos->castle ^ castle);
	after = rights_after(pos, castle, mover);
	pos->castle = (uint16_t)after;
	pos->hash ^= castle_key(after ^ castle);
}

void
c960_unmake(struct tc_pos *pos, tc_move m, const struct tc_undo *u)
{
	void (*unmake)(struct tc_pos *, tc_move, const struct tc_undo *) =
	    pos->var->base->unmake;
	int from = TC_FROM(m), to = TC_TO(m), kd, rd, us;

	if (TC_KIND(m) != TC_MK_CASTLE) {
		unmake(pos, m, u);
		return;
	}
	us = pos->turn ^ 1;
	destinations(us, to > from, &kd, &rd);
	del_piece(pos, rd);
	unmake(pos, kd == from ? TC_NULLMOVE : TC_MOVE(from, kd,
	    TC_MK_NORMAL, 0), u);
	add_piece(pos, to, TC_CODE(TC_ROOK, us), TC_PURE);
	pos->hash ^= piece_key(pos, to);
}

/*
** The Rook on `side`'s back rank for a right, outermost on the short or
** long wing of the King at k (X-FEN's K or Q), or TC_NOSQ.
*/
static int
outer_rook(const struct tc_pos *pos, int side, int k, bool short_wing)
{
	int rank = side == TC_WHITE ? 0 : 7, f;

	for (f = short_wing ? 7 : 0; short_wing ? f > FILE88(k) :
	    f < FILE88(k); f += short_wing ? -1 : 1)
		if (pos->board[SQ88(f, rank)] == TC_CODE(TC_ROOK, side))
			return SQ88(f, rank);
	return TC_NOSQ;
}

int
c960_read_castling(struct tc_pos *pos, const char *s, size_t len, int col,
    struct tc_diags *d)
{
	size_t i;
	int err = 0;

	if (len == 1 && s[0] == '-')
		return 0;
	for (i = 0; i < len && !err; i++) {
		int c = (unsigned char)s[i], side = c >= 'a' ? TC_BLACK : TC_WHITE;
		int lower = c | 0x20, rank = side ? 7 : 0, k, r = TC_NOSQ, right;
		char q[16];

		k = pos_king_sq(pos, side);
		afen_quote(q, sizeof(q), s + i, 1);
		if (!(lower == 'k' || lower == 'q' || (lower >= 'a' &&
		    lower <= 'h'))) {
			diag_add(d, col + (int)i + 1, false, "castling field: "
			    "unexpected %s: expected K, Q, k, q, a Rook's file "
			    "(A-H, a-h) or '-'", q);
			return 1;
		}
		if (k < 0 || RANK88(k) != rank) {
			diag_add(d, col + (int)i + 1, false, "castling right %s "
			    "without a %s King on rank %d", q, side ? "black" :
			    "white", rank + 1);
			return 1;
		}
		if (lower == 'k' || lower == 'q')
			r = outer_rook(pos, side, k, lower == 'k');
		else if (pos->board[SQ88(lower - 'a', rank)] ==
		    TC_CODE(TC_ROOK, side) && lower - 'a' != FILE88(k))
			r = SQ88(lower - 'a', rank);
		if (r == TC_NOSQ) {
			diag_add(d, col + (int)i + 1, false, "castling right %s "
			    "without a %s Rook %s", q, side ? "black" : "white",
			    lower == 'k' ? "on the King's short side" : lower ==
			    'q' ? "on the King's long side" : "on that file");
			return 1;
		}
		right = 2 * side + (FILE88(r) < FILE88(k));
		if (pos->castle & (1u << right)) {
			diag_add(d, col + (int)i + 1, false, "castling right %s: "
			    "the %s side's right is given twice", q, FILE88(r) <
			    FILE88(k) ? "long" : "short");
			err++;
		}
		pos->castle |= (uint16_t)(1u << right);
		C960_X(pos)->rook[right] = (uint8_t)r;
	}
	return err;
}

size_t
c960_write_castling(const struct tc_pos *pos, char *p)
{
	char *start = p;
	int i;

	if (!pos->castle) {
		*p = '-';
		return 1;
	}
	for (i = 0; i < 4; i++) {
		int side = RIGHT_SIDE(i), r = C960_CX(pos)->rook[i];
		int k = pos_king_sq(pos, side);
		char base = side ? 'a' : 'A';

		if (!(pos->castle & (1u << i)))
			continue;
		if (k >= 0 && outer_rook(pos, side, k, RIGHT_SHORT(i)) == r)
			*p++ = (char)(RIGHT_SHORT(i) ? base + 10 : base + 16);
		else
			*p++ = (char)(base + FILE88(r));
	}
	return (size_t)(p - start);
}

/*
** No fast path: chess's takes KQkq for the corners; every string goes to
** the reader, which reads the castling field by the board.
*/
int
c960_validate(const struct tc_variant *var, const char *s, size_t len,
    unsigned flags, struct tc_diags *d)
{
	struct tc_pos pos;

	return var->read(&pos, var, s, len, flags, d, NULL);
}

/* Stored King to Rook: short if the Rook is on the h-side. */
bool
c960_castle_short(const struct tc_pos *pos, tc_move m)
{
	(void)pos;
	return TC_TO(m) > TC_FROM(m);
}

/*
** A position given with no variant is Chess960's if its castling field
** (the third) names a Rook's file (Shredder-FEN's "HAha", X-FEN's "Kb");
** FEN's own letters are K, Q, k and q alone.
*/
static bool
c960_claims(const char *s, size_t len)
{
	size_t n, i;
	const char *b = text_word(s, len, 0, &n), *c;

	if (!b || memchr(b, ',', n) || !(c = text_word(s, len, 2, &n)))
		return false;
	for (i = 0; i < n; i++)
		if ((c[i] | 0x20) >= 'a' && (c[i] | 0x20) <= 'h')
			return true;
	return false;
}

struct tc_variant tc_chess960 = {
	.name = "chess960", .title = "Chess960", .pgn_name = "Chess960",
	.aliases = "fischerandom,fischer random,fischerrandom,960",
	.claims = c960_claims,
	.base = &tc_chess, .flags = TC_VF_OWN_ENGINE, .engine = &c960_engine,
	.validate = c960_validate, .read_castling = c960_read_castling,
	.write_castling = c960_write_castling,
	.castle_short = c960_castle_short, .make = c960_make,
	.unmake = c960_unmake
};
