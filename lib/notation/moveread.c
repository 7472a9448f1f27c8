/*
** Reading moves (notation.md 1.2-1.4): SAN with the extensions and
** misspellings real files carry, long algebraic, the original Allegiance
** implementation's long form and the coordinate form, each resolved
** against the legal moves of the position.  A move that matches none or
** several gets a message that says why.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

/* What the text says about the move. */
struct pattern {
	int type;		/* piece type, TC_EMPTY if not written */
	int from;		/* from-square written in full, or -1 */
	int from_file, from_rank;	/* -1 if not written */
	int to;			/* target square */
	int sep;		/* 'x', '>', '-' (not a challenge) or 0 */
	bool hyphen;		/* long algebraic "Ng1-f3": no sign given */
	int promo;		/* promotion type or TC_EMPTY */
	int castle;		/* 1 king side, 2 queen side, 0 none */
	bool ep;		/* "e.p." or "ep" was written */
	int check;		/* 0 none, '+', '#' or 'D' for "++" */
	int via;		/* a square passed over ("Qxe7-f8"), or -1 */
	int swap;		/* 'K' "K~x0", 'A' "A~e1" (EN Chess), or 0 */
	bool drop;		/* a drop "N@f3", "P@e4" (Crazyhouse) */
};

static bool
is_digit(int c)
{
	return c >= '0' && c <= '9';
}

/*
** The square whose name t[0..n) ends with: a file letter and a rank of
** one or two digits where the geometry has them, or a named square off
** the grid.  Returns the length of the name, or 0 if there is none.
*/
static size_t
square_at_end(const struct tc_geom *g, const char *t, size_t n, int *sq)
{
	size_t used, k = 2;
	int f, r;

	if (n < 2 || !is_digit(t[n - 1]))
		return 0;
	r = t[n - 1] - '0';
	if (n >= 3 && is_digit(t[n - 2]) && t[n - 2] != '0') {
		r += 10 * (t[n - 2] - '0');
		k = 3;
	}
	f = t[n - k] - 'a';
	if (n >= k && f >= 0 && f < g->files && r >= 1 && r <= g->ranks) {
		*sq = g->at[r - 1][f];
		return *sq == TC_NOSQ ? 0 : k;
	}
	if ((*sq = geom_square_read(g, t + n - 2, 2, &used)) >= 0 && used == 2)
		return 2;
	return 0;
}

static int
promo_type(int c)
{
	switch (c) {
	case 'Q': case 'q': return TC_QUEEN;
	case 'R': case 'r': return TC_ROOK;
	case 'B': return TC_BISHOP;	/* 'b' is a file */
	case 'N': case 'n': return TC_KNIGHT;
	case 'K': case 'k': return TC_KING;
	case 'A': return TC_AUROR;	/* 'a' is a file */
	}
	return TC_EMPTY;
}

/* Strip annotation glyphs, check marks and e.p. from the end of t[0..n). */
static size_t
strip_suffixes(const char *t, size_t n, struct pattern *p)
{
	for (;;) {
		if (n > 0 && (t[n - 1] == '!' || t[n - 1] == '?')) {
			n--;
		} else if (n > 0 && (t[n - 1] == '+' || t[n - 1] == '#')) {
			/* "++" is mate or double check: either will do. */
			if (t[n - 1] == '#')
				p->check = '#';
			else if (p->check == '+')
				p->check = 'D';
			else if (p->check == 0)
				p->check = '+';
			n--;
		} else if (n >= 4 && memcmp(t + n - 4, "e.p.", 4) == 0) {
			p->ep = true;
			n -= 4;
			while (n > 0 && t[n - 1] == ' ')
				n--;
		} else if (n >= 2 && memcmp(t + n - 2, "ep", 2) == 0 &&
		    n >= 4 && is_digit(t[n - 3])) {
			p->ep = true;
			n -= 2;
		} else {
			return n;
		}
	}
}

/* Parse the promotion at the end of t[0..n); returns the new length. */
static size_t
strip_promotion(const struct tc_geom *g, const char *t, size_t n,
    struct pattern *p)
{
	int k, sq;

	if (n >= 3 && t[n - 1] == ')' && t[n - 3] == '(' &&
	    (k = promo_type(t[n - 2])) != TC_EMPTY) {
		p->promo = k;
		return n - 3;
	}
	if (n >= 2 && (t[n - 2] == '=' || t[n - 2] == '/') &&
	    (k = promo_type(t[n - 1])) != TC_EMPTY) {
		p->promo = k;
		return n - 2;
	}
	/*
	 * e8Q, e7e8q: a letter straight after the target square; e7e8b is
	 * the coordinate form's bishop.
	 */
	if (n < 3)
		return n;
	k = t[n - 1] == 'b' ? TC_BISHOP : t[n - 1] == 'a' ? TC_AUROR :
	    promo_type(t[n - 1]);
	if (k != TC_EMPTY && square_at_end(g, t, n - 1, &sq) > 0) {
		p->promo = k;
		return n - 1;
	}
	return n;
}

/*
** A swap (en-chess.md 10.1): "K~x0", "Ka~g3", "Ke1~x0" named from the
** King, "A~e1" from the Auror: the letter, what tells its piece apart,
** '~', the other piece's square.  False if t[0..n) is not one.
*/
static bool
parse_swap(const struct tc_geom *g, const char *t, size_t n,
    struct pattern *p)
{
	const char *tilde = memchr(t, '~', n);
	size_t left = (size_t)(tilde - t), used;
	int sq;

	if (left < 1 || (t[0] != 'K' && t[0] != 'A'))
		return false;
	p->swap = t[0];
	p->type = t[0] == 'K' ? TC_KING : TC_AUROR;
	if ((p->to = geom_square_read(g, tilde + 1, n - left - 1, &used)) < 0 ||
	    used != n - left - 1)
		return false;
	if (left == 1)
		return true;
	if ((sq = geom_square_read(g, t + 1, left - 1, &used)) >= 0 &&
	    used == left - 1) {
		p->from = sq;
		p->from_file = g->file[sq];
		p->from_rank = g->rank[sq];
		return true;
	}
	if (left == 2 && t[1] >= 'a' && t[1] - 'a' < g->files) {
		p->from_file = t[1] - 'a';
		return true;
	}
	if (left >= 2 && is_digit(t[1]) && t[1] != '0') {
		int r = t[1] - '0';

		if (left == 3 && is_digit(t[2]))
			r = r * 10 + t[2] - '0';
		else if (left != 2)
			return false;
		p->from_rank = r - 1;
		return r <= g->ranks;
	}
	return false;
}

/* "O-O", "0-0" (king side), "O-O-O", "0-0-0" into p; false if t[0..n) is not. */
static bool
castling_text(const char *t, size_t n, struct pattern *p)
{
	if ((n != 3 && n != 5) || (memcmp(t, "O-O", 3) != 0 &&
	    memcmp(t, "0-0", 3) != 0))
		return false;
	if (n == 3) {
		p->castle = 1;
		return true;
	}
	if (t[3] == '-' && t[4] == t[0]) {
		p->castle = 2;
		return true;
	}
	return false;
}

/*
** The sign before the target square, at t[n - 1] where t[i..n) is what
** the text has before that square: 'x', ':', '>' or a hyphen, and a
** piece passed over before it ("Qxe7-f8").  Returns the new length.
*/
static size_t
strip_separator(const struct tc_geom *g, const char *t, size_t i, size_t n,
    struct pattern *p)
{
	size_t k;
	int sq;

	if (n <= i || (t[n - 1] != 'x' && t[n - 1] != ':' && t[n - 1] != '>' &&
	    t[n - 1] != '-'))
		return n;
	/*
	 * The hyphen of long algebraic says no more than a bare
	 * move: onto an enemy piece it may capture or challenge.
	 */
	p->sep = t[n - 1] == ':' ? 'x' : t[n - 1] == '-' ? 0 : t[n - 1];
	p->hyphen = t[n - 1] == '-';
	n--;
	/* A piece passed over: "Qxe7-f8", "Qa3xa7xa8", "e5xd5-d6ep". */
	if (n >= i + 3 && (k = square_at_end(g, t + i, n - i, &sq)) > 0 &&
	    n - k > i && (t[n - k - 1] == 'x' || t[n - k - 1] == ':')) {
		p->via = sq;
		n -= k + 1;
		if (p->sep == 0 && !p->hyphen)
			p->sep = 'x';
	}
	return n;
}

/*
** A from-square in full, or its file, its rank or both, in t[i..n) into
** p; false if t[i..n) holds anything else.
*/
static bool
read_from(const struct tc_geom *g, const char *t, size_t i, size_t n,
    struct pattern *p)
{
	size_t used;
	int sq;

	if (n > i && (sq = geom_square_read(g, t + i, n - i, &used)) >= 0 &&
	    used == n - i) {
		p->from = sq;
		p->from_file = g->file[sq];
		p->from_rank = g->rank[sq];
		i = n;
	}
	if (n > i && t[i] >= 'a' && t[i] - 'a' < g->files)
		p->from_file = t[i++] - 'a';
	if (n > i && t[i] >= '1' && t[i] <= '9') {
		int r = t[i++] - '0';

		if (n > i && is_digit(t[i]) && r * 10 + t[i] - '0' <= g->ranks)
			r = r * 10 + t[i++] - '0';
		if (r > g->ranks)
			return false;
		p->from_rank = r - 1;
	}
	return i == n;
}

/*
** A drop: a piece letter (none or 'P' for a pawn; lower case as UCI
** writes it for either side), '@' and the square: "N@f3", "P@e4", "@e4".
*/
static bool
parse_drop(const struct tc_geom *g, const char *t, size_t n,
    struct pattern *p)
{
	size_t i = 0;
	int sq, c = n > 0 ? t[0] : 0;

	p->type = TC_PAWN;
	if (c >= 'a' && c <= 'z' && n > 1 && t[1] == '@')
		c -= 'a' - 'A';
	if (c != '@') {
		if ((p->type = type_from_letter(c)) <= 0)
			return false;
		i = 1;
	}
	if (i >= n || t[i] != '@' || n - i - 1 == 0 ||
	    square_at_end(g, t + i + 1, n - i - 1, &sq) != n - i - 1)
		return false;
	p->to = sq;
	p->drop = true;
	return true;
}

/* The square of file letter f and one-digit rank r, or -1. */
static int
plain_square(const struct tc_geom *g, int f, int r)
{
	f -= 'a';
	r -= '1';
	if (f < 0 || f >= g->files || r < 0 || r > 8 || r >= g->ranks ||
	    g->at[r][f] == TC_NOSQ)
		return -1;
	return g->at[r][f];
}

/*
** The end of plain SAN t[0..n): a promotion "=Q" (into *promo, TC_EMPTY
** if none) and the target square of a file and one digit (into *to).
** Returns the length of what is before them, or -1 if t does not end so.
*/
static inline int
plain_target(const struct tc_geom *g, const char *t, size_t n, int *promo,
    int *to)
{
	*promo = TC_EMPTY;
	if (n >= 4 && t[n - 2] == '=') {
		if (t[n - 1] != 'Q' && t[n - 1] != 'R' && t[n - 1] != 'B' &&
		    t[n - 1] != 'N')
			return -1;
		*promo = promo_type(t[n - 1]);
		n -= 2;
	}
	if (n < 2 || (*to = plain_square(g, t[n - 2], t[n - 1])) < 0)
		return -1;
	return (int)n - 2;
}

/*
** What plain SAN t[0..n) says, its target square and promotion taken off,
** of where its piece comes from: its type (TC_EMPTY for a pawn's text),
** the file and the rank that tell it apart (-1 for none), and whether a
** capture mark is written.  False if the rest is not plain SAN.
*/
static inline bool
plain_origin(const struct tc_geom *g, const char *t, size_t n, int promo,
    int *type, int *file, int *rank, bool *takes)
{
	static const uint8_t piece[128] = {
		['K'] = TC_KING, ['Q'] = TC_QUEEN, ['R'] = TC_ROOK,
		['B'] = TC_BISHOP, ['N'] = TC_KNIGHT
	};
	size_t i = 0;

	*type = TC_EMPTY;
	*file = *rank = -1;
	*takes = false;
	if (n > 0 && (unsigned char)t[0] < 128 && piece[(unsigned char)t[0]]) {
		*type = piece[(unsigned char)t[0]];
		i = 1;
	}
	if (i < n && t[n - 1] == 'x') {
		*takes = true;
		n--;
	}
	if (i < n && t[i] >= 'a' && t[i] - 'a' < g->files && t[i] <= 'z')
		*file = t[i++] - 'a';
	if (i < n && t[i] >= '1' && t[i] <= '9' && t[i] - '1' < g->ranks)
		*rank = t[i++] - '1';
	/* A from-square in full without a letter is the coordinate form. */
	return i == n && !(*type == TC_EMPTY && *rank >= 0) &&
	    !(promo != TC_EMPTY && *type != TC_EMPTY);
}

/*
** The commonest SAN, read at once: [KQRBN], a file or rank that tells
** the piece apart, 'x', the target square of a file and one digit, a
** promotion "=Q" ("Nf3", "exd5", "R1e2", "e8=Q").  False (p untouched)
** for anything else, which parse() reads the long way.
*/
static inline bool
plain_san(const struct tc_geom *g, const char *t, size_t n,
    struct pattern *p)
{
	int type, file, rank, promo, to, k;
	bool takes;

	if ((k = plain_target(g, t, n, &promo, &to)) < 0 ||
	    !plain_origin(g, t, (size_t)k, promo, &type, &file, &rank, &takes))
		return false;
	p->type = type;
	p->to = to;
	p->from_file = file;
	p->from_rank = rank;
	if (file >= 0 && rank >= 0 && g->at[rank][file] != TC_NOSQ)
		p->from = g->at[rank][file];
	p->sep = takes ? 'x' : 0;
	p->promo = promo;
	return true;
}

/* parse()'s "not a move", which parse_failed() words for the variant. */
static const char expected_move[] = "expected a move";

/*
** Parse t[0..n) into *p, reading squares through var's geometry.
** Returns NULL or a message saying what is wrong with the text itself.
*/
static const char *
parse(const struct tc_variant *var, const char *t, size_t n,
    struct pattern *p)
{
	const struct tc_geom *g = var->geom;
	const char *expected = expected_move;
	size_t i = 0, k;
	int sq;

	memset(p, 0, sizeof(*p));
	p->from = p->from_file = p->from_rank = p->via = -1;
	n = strip_suffixes(t, n, p);
	if (plain_san(g, t, n, p) || castling_text(t, n, p))
		return NULL;
	if (memchr(t, '@', n))
		return parse_drop(g, t, n, p) ? NULL : "expected a drop such "
		    "as N@f3 or P@e4";
	/* A swap: '~' after the letter and at most a square ("Ke1~x0"). */
	if (n > 2 && (t[0] == 'K' || t[0] == 'A') && memchr(t + 1, '~',
	    n - 1 < 3 ? n - 1 : 3) != NULL)
		return parse_swap(g, t, n, p) ? NULL : "expected a swap such as "
		    "K~x0, Ka~g3 or A~e1";
	n = strip_promotion(g, t, n, p);
	if (n > 0 && (t[0] == 'K' || t[0] == 'Q' || t[0] == 'R' || t[0] == 'B' ||
	    t[0] == 'N' || t[0] == 'P' || t[0] == 'A')) {
		p->type = type_from_letter(t[0]);
		i = 1;
	}
	/* The target square is the end of the text. */
	if ((k = square_at_end(g, t + i, n - i, &sq)) == 0)
		return expected;
	p->to = sq;
	n = strip_separator(g, t, i, n - k, p);
	if (!read_from(g, t, i, n, p))
		return expected;
	/*
	 * The coordinate form (e2e4, e7e8q) writes a challenge as f3>e5, so
	 * without '>' it names the move that is not a challenge.
	 */
	if (p->type == TC_EMPTY && p->sep == 0 && !p->hyphen &&
	    (p->from >= 0 || (p->from_file >= 0 && p->from_rank >= 0)))
		p->sep = '-';
	return NULL;
}

/* True if the from-square of move m is one the pattern allows. */
static bool
from_matches(const struct tc_pos *pos, const struct pattern *p, int from)
{
	const struct tc_geom *g = pos->var->geom;

	if (p->from >= 0)
		return from == p->from;
	return (p->from_file < 0 || g->file[from] == p->from_file) &&
	    (p->from_rank < 0 || g->rank[from] == p->from_rank);
}

/*
** The type of the piece the pattern moves: as written, a pawn for "e4"
** or "exd5", any for a move given by its squares ("e1g1").
*/
static int
mover_type(const struct pattern *p)
{
	if (p->type != TC_EMPTY)
		return p->type;
	if (p->from >= 0 || (p->from_file >= 0 && p->from_rank >= 0))
		return TC_EMPTY;
	return TC_PAWN;
}

/* The square of the pawn en passant move m captures. */
static int
ep_victim(const struct tc_pos *pos, tc_move m)
{
	const struct tc_geom *g = pos->var->geom;

	return g->ray[TC_TO(m)][g->fwd[pos->turn ^ 1]];
}

/*
** A swap: named from the King ("K~x0": to is the Auror's square), from
** the Auror ("A~e1": to is the King's), or by its two squares either
** way round ("e1x0", "x0e1").
*/
static bool
swap_matches(const struct tc_pos *pos, const struct pattern *p, tc_move m)
{
	int k = TC_FROM(m), a = TC_TO(m);

	if (p->swap == 'K')
		return a == p->to && from_matches(pos, p, k);
	if (p->swap == 'A')
		return k == p->to && from_matches(pos, p, a);
	if (p->from < 0 || p->sep != '-' || p->type != TC_EMPTY ||
	    p->promo != TC_EMPTY)
		return false;
	return (p->from == k && p->to == a) || (p->from == a && p->to == k);
}

static bool
matches(const struct tc_pos *pos, const struct pattern *p, tc_move m)
{
	int from = TC_FROM(m), kind = TC_KIND(m), type;

	if (p->castle)
		return kind == TC_MK_CASTLE && (p->castle == 1) ==
		    castles_short(pos, m);
	if (p->drop || kind == TC_MK_DROP)
		return p->drop && kind == TC_MK_DROP && TC_TO(m) == p->to &&
		    TC_PROMO(m) == p->type;
	if (kind == TC_MK_SWAP)
		return swap_matches(pos, p, m);
	if (p->swap)
		return false;
	if (TC_TO(m) != p->to || !from_matches(pos, p, from))
		return false;
	/* What a move passes over is written, but in the coordinate form. */
	if (p->via >= 0 ? (kind == TC_MK_EP ? p->via != ep_victim(pos, m) :
	    TC_AUX_KIND(m) != TC_AUX_CAPTURE || TC_AUX_SQ(m) != p->via) :
	    TC_AUX_KIND(m) == TC_AUX_CAPTURE && p->from < 0)
		return false;
	/* "e4" is a pawn; "e1g1" may be any piece */
	type = mover_type(p);
	if (type != TC_EMPTY && TC_TYPE(pos->board[from]) != type)
		return false;
	if (p->sep == '>' && kind != TC_MK_CHALLENGE)
		return false;
	if (p->sep != '>' && p->sep != 0 && kind == TC_MK_CHALLENGE)
		return false;
	if (p->promo != TC_EMPTY && (kind != TC_MK_PROMO ||
	    TC_PROMO(m) != p->promo))
		return false;
	if (p->promo == TC_EMPTY && kind == TC_MK_PROMO)
		return false;
	return true;
}

/* "white", "black" in the middle of a message; "South" ... by name. */
static const char *
side_word(const struct tc_pos *pos, int side)
{
	if (pos->var->side_names)
		return tc_side_name(pos->var, side);
	return side == TC_WHITE ? "white" : "black";
}

/* "White", "Black", "South" ...: a side by name. */
static const char *
side_name(const struct tc_pos *pos, int side)
{
	return tc_side_name(pos->var, side);
}

/*
** The words for a piece's status (enum tc_mark) where it is not plainly
** its colour's: grey pieces are their colour's.
*/
static const char *const mark_word[TC_NMARKS] = {
	NULL, NULL, "traitor", "double agent", "mercenary", "neutral"
};

/* True if the piece on sq is plainly the mover's own: his colour, no mark. */
static bool
own_piece(const struct tc_pos *pos, int sq)
{
	return pos->board[sq] && pos->mark[sq] == TC_PURE &&
	    TC_COLOUR(pos->board[sq]) == pos->turn;
}

/*
** The piece on sq by whose it is: "White's bishop", "Black's traitor
** rook", "the neutral pawn" ("a neutral pawn" unless definite), "the pawn
** shared by South and West"; then " on SQ" if at.
*/
static void
put_piece(struct msgbuf *m, const struct tc_pos *pos, int sq, bool definite,
    bool at)
{
	uint8_t c = pos->board[sq];
	int colour = TC_COLOUR(c), mark = pos->mark[sq];
	const char *type = type_name[TC_TYPE(c)];
	const char *w = mark < TC_NMARKS ? mark_word[mark] : NULL;

	if (mark == TC_NEUTRAL) {
		msg_add(m, "%s neutral %s", definite ? "the" : "a", type);
	} else if (colour >= pos->var->nsides) {
		unsigned ctl = pos_controllers(pos, sq);
		int a = ctl ? __builtin_ctz(ctl) : 0;
		int b = ctl & ~(1u << a) ? __builtin_ctz(ctl & ~(1u << a)) : a;

		msg_add(m, "%s %s shared by %s and %s", definite ? "the" : "a",
		    type, side_name(pos, a), side_name(pos, b));
	} else {
		msg_add(m, "%s's %s%s%s", side_name(pos, colour), w ? w : "",
		    w ? " " : "", type);
	}
	if (at)
		msg_add(m, " on %s", pos->var->geom->sqname[sq]);
}

/*
** The side whose direction the pawn on sq moves in when the player to
** move moves it: its colour's, but for a piece of no player's colour
** (neutral, shared) or one he cannot move, whose is his.
*/
static int
pawn_side(const struct tc_pos *pos, int sq)
{
	int c = TC_COLOUR(pos->board[sq]), us = pos->turn;

	if (pos->mark[sq] == TC_NEUTRAL || c >= pos->var->nsides ||
	    !(pos_controllers(pos, sq) & (1u << us)))
		return us;
	return c;
}

/*
** True if the piece on sq is one the text may mean: its from-square fits,
** and a pawn stands where a pawn's move reaches the target from (one or
** two steps behind it; for a capture, or onto a piece, diagonally behind
** it), or on it.
*/
static bool
plausible(const struct tc_pos *pos, const struct pattern *p, int sq)
{
	const struct tc_geom *g = pos->var->geom;
	int side, i, s;

	if (!pos->board[sq] || !from_matches(pos, p, sq))
		return false;
	if (TC_TYPE(pos->board[sq]) != TC_PAWN || p->from >= 0 || sq == p->to)
		return true;
	side = pawn_side(pos, sq);
	/* A capture: written so, or onto a piece ("c9" for "bxc9"). */
	if (p->sep == 'x' || p->via >= 0 || (p->from_file >= 0 &&
	    p->from_file != g->file[p->to]) || pos->board[p->to])
		for (i = 0; i < 2; i++)
			if (g->capdir[side][i] < TC_NDIR &&
			    g->ray[sq][g->capdir[side][i]] == p->to)
				return true;
	if (p->sep == 'x' || p->via >= 0 || (p->from_file >= 0 &&
	    p->from_file != g->file[p->to]))
		return false;
	s = g->ray[sq][g->fwd[side]];
	return s == p->to || (s != TC_NOSQ && g->ray[s][g->fwd[side]] == p->to);
}

/*
** Why the piece on `from` cannot go to `to` by how pieces move, into m:
** its own piece on `to` ("e2 holds White's own pawn"), a piece in the
** way ("<subject> is blocked by White's pawn on e2"), a way the piece
** never moves ("a knight does not move from g1 to g3"), a pawn's capture
** straight ahead or step aside onto an empty square (REASON_WAY).
** REASON_NONE, with nothing written, if its movement allows the move.
*/
enum { REASON_NONE = 0, REASON_OWN, REASON_BLOCKED, REASON_WAY };

/*
** reach_reason() for the pawn on `from`: -1, with nothing written, if no
** step or capture of a pawn leads to `to`.
*/
static int
pawn_reason(const struct tc_pos *pos, int from, int to, const char *subject,
    struct msgbuf *m)
{
	const struct tc_geom *g = pos->var->geom;
	int side = pawn_side(pos, from), s1 = g->ray[from][g->fwd[side]];
	int s2 = s1 == TC_NOSQ ? TC_NOSQ : g->ray[s1][g->fwd[side]], k;
	const char *f = g->sqname[from], *t = g->sqname[to];

	for (k = 0; k < 2; k++)
		if (g->capdir[side][k] < TC_NDIR &&
		    g->ray[from][g->capdir[side][k]] == to) {
			if (pos->board[to])
				return REASON_NONE;
			msg_add(m, "a pawn moves diagonally only to "
			    "capture, and %s is empty", t);
			return REASON_WAY;
		}
	if (to != s1 && to != s2)
		return -1;
	if (to == s2 && pos->board[s1]) {
		msg_add(m, "%s is blocked by ", subject);
		put_piece(m, pos, s1, true, true);
		return REASON_BLOCKED;
	}
	if (pos->board[to]) {
		msg_add(m, "a pawn captures only diagonally, and %s "
		    "holds ", t);
		put_piece(m, pos, to, false, false);
		return REASON_WAY;
	}
	if (to == s2 && g->rel[side][from] != 1) {
		msg_add(m, "a pawn steps two squares only from its "
		    "starting line, and %s is not on it", f);
		return REASON_WAY;
	}
	return REASON_NONE;
}

/*
** reach_reason() for the bishop, rook or queen (type) on `from`: -1,
** with nothing written, if none of its lines leads to `to`.
*/
static int
slider_reason(const struct tc_pos *pos, int from, int to, int type,
    const char *subject, struct msgbuf *m)
{
	const struct tc_geom *g = pos->var->geom;
	int d, s, block, lo = type == TC_BISHOP ? 4 : 0;
	int hi = type == TC_ROOK ? 4 : TC_NDIR;

	for (d = lo; d < hi; d++)
		for (s = g->ray[from][d], block = -1; s != TC_NOSQ;
		    s = g->ray[s][d]) {
			if (s == to) {
				if (block < 0)
					return REASON_NONE;
				msg_add(m, "%s is blocked by ", subject);
				put_piece(m, pos, block, true, true);
				return REASON_BLOCKED;
			}
			if (pos->board[s] && block < 0)
				block = s;
		}
	return -1;
}

static int
reach_reason(const struct tc_pos *pos, int from, int to, const char *subject,
    struct msgbuf *m)
{
	const struct tc_geom *g = pos->var->geom;
	int type = TC_TYPE(pos->board[from]), d, k, r;

	if (own_piece(pos, to) && !(pos->mark[from] == TC_MERCENARY)) {
		msg_add(m, "%s holds %s's own %s", g->sqname[to],
		    side_name(pos, pos->turn),
		    type_name[TC_TYPE(pos->board[to])]);
		return REASON_OWN;
	}
	switch (type) {
	case TC_KNIGHT:
		for (k = 0; k < TC_MAXLEAP && g->leap[from][k] != TC_NOSQ; k++)
			if (g->leap[from][k] == to)
				return REASON_NONE;
		break;
	case TC_KING:
		for (d = 0; d < TC_NDIR; d++)
			if (g->ray[from][d] == to)
				return REASON_NONE;
		break;
	case TC_PAWN:
		if ((r = pawn_reason(pos, from, to, subject, m)) >= 0)
			return r;
		break;
	case TC_BISHOP:
	case TC_ROOK:
	case TC_QUEEN:
		if ((r = slider_reason(pos, from, to, type, subject, m)) >= 0)
			return r;
		break;
	default:
		return REASON_NONE;	/* the variant's own piece: no reason here */
	}
	msg_add(m, "a %s does not move from %s to %s", type_name[type],
	    g->sqname[from], g->sqname[to]);
	return REASON_WAY;
}


/*
** Where the engine's moves never capture a King (the Traitor family),
** the pieces of the side to move whose chess movement reaches the
** attacked king on k: the attackers the engine's attack test counts.
*/
static bool
reach_attackers(const struct tc_pos *pos, int k, bool *from)
{
	const struct tc_geom *g = pos->var->geom;
	int a, t, us = pos->turn;
	bool found = false;
	char buf[TC_MSGMAX];
	struct msgbuf r;

	if (!pos_attacked(pos, k, us))
		return false;
	for (a = 0; a < g->nsq; a++) {
		t = TC_TYPE(pos->board[a]);
		if (!pos->board[a] || t < TC_PAWN || t > TC_KING ||
		    !(pos_controllers(pos, a) & (1u << us)))
			continue;
		msg_init(&r, buf, sizeof(buf));
		if (reach_reason(pos, a, k, "it", &r) == REASON_NONE)
			from[a] = found = true;
	}
	return found;
}

/*
** The squares of the pieces that attack a king of colour `side` in pos,
** where the side to move is side's enemy: the from-squares of its
** pseudo-legal moves onto such a king, or (an engine whose moves never
** take a King) of the pieces whose movement reaches it.
*/
static void
king_attackers(const struct tc_pos *pos, int side, bool *from)
{
	tc_move m[TC_MAXMOVES];
	int i, n = pos->eng->pseudo(pos, m), k;
	bool found = false;

	memset(from, 0, TC_MAXSQ * sizeof(*from));
	for (i = 0; i < n; i++) {
		uint8_t c = pos->board[TC_TO(m[i])];

		if (TC_KIND(m[i]) != TC_MK_CHALLENGE && TC_TYPE(c) == TC_KING &&
		    TC_COLOUR(c) == side)
			from[TC_FROM(m[i])] = found = true;
	}
	for (k = 0; !found && k < pos->var->geom->nsq; k++)
		if (pos->board[k] == TC_CODE(TC_KING, side))
			found = reach_attackers(pos, k, from);
}

/*
** " from Black's bishop on b4": the first piece that checks the king of
** the side to move in pos, where one is found.
*/
static void
put_checker(const struct tc_pos *pos, struct msgbuf *m)
{
	struct tc_pos before = *pos;
	struct tc_undo u;
	bool checker[TC_MAXSQ];
	int sq, nsq = pos->var->geom->nsq;

	pos_make(&before, TC_NULLMOVE, &u);
	king_attackers(&before, pos->turn, checker);
	for (sq = 0; sq < nsq && !checker[sq]; sq++)
		;
	if (sq == nsq)
		return;
	msg_add(m, " from ");
	put_piece(m, pos, sq, true, true);
}

/* True if side has more than one king (EN Chess). */
static bool
several_kings(const struct tc_pos *pos, int side)
{
	int sq, n = 0;

	for (sq = 0; sq < pos->var->geom->nsq; sq++)
		n += pos->board[sq] == TC_CODE(TC_KING, side);
	return n > 1;
}

/*
** Where a side has several kings a move must leave none of them in
** check, or fewer than before (en-chess.md 7.2): say how many move m
** leaves (after: the position it makes).
*/
static void
explain_kings(const struct tc_pos *pos, tc_move m, const struct tc_pos *after,
    struct tc_diag *d)
{
	int us = pos->turn, before = pos_checked(pos, us);
	int now = pos_checked(after, us);
	char text[TC_MOVE_MAX];

	move_write(pos, m, TC_LAN, text);
	if (before == 0)
		snprintf(d->msg, sizeof(d->msg), "%s would leave %d of %s's "
		    "kings in check", text, now, us == TC_WHITE ? "White" :
		    "Black");
	else
		snprintf(d->msg, sizeof(d->msg), "%s leaves %d of %s's kings in "
		    "check, %s %d before it: a move must leave none in check, "
		    "or fewer than before", text, now, us == TC_WHITE ? "White" :
		    "Black", now == before ? "as many as the" : "more than the",
		    before);
}

/*
** True if the piece on sq stands between side's king and the piece on
** `by`, on one line: moving it off the line would expose the king.
*/
static bool
shields(const struct tc_pos *pos, int side, int sq, int by)
{
	const struct tc_geom *g = pos->var->geom;
	int k, d, t;
	bool seen;

	for (k = 0; k < g->nsq; k++) {
		if (pos->board[k] != TC_CODE(TC_KING, side))
			continue;
		for (d = 0; d < TC_NDIR; d++) {
			seen = false;
			for (t = g->ray[k][d]; t != TC_NOSQ; t = g->ray[t][d]) {
				if (t == sq)
					seen = true;
				if (t == by) {
					if (seen)
						return true;
					break;
				}
			}
		}
	}
	return false;
}

/*
** A pawn's move onto the pattern's square that the pieces written for
** it do not fit: the promotions its legal moves there allow ("expected
** exx9=K, =A, =Q, =B or =N"; "or no promotion" where it may stay a pawn).
** False if no legal pawn move matches but for its promotion.
*/
static bool
explain_promotion(const struct tc_pos *pos, const struct pattern *p,
    const tc_move *cand, int ncand, struct tc_diag *d)
{
	struct pattern q = *p;
	const char *to = pos->var->geom->sqname[p->to];
	char list[64];
	size_t o = 0;
	int i, n = 0, k, type[TC_NTYPES];
	bool plain = false;

	for (i = 0; i < ncand; i++) {
		q.promo = TC_KIND(cand[i]) == TC_MK_PROMO ? TC_PROMO(cand[i]) :
		    TC_EMPTY;
		if (!matches(pos, &q, cand[i]))
			continue;
		if (q.promo == TC_EMPTY) {
			plain = true;
			continue;
		}
		for (k = 0; k < n && type[k] != q.promo; k++)
			;
		if (k == n && n < TC_NTYPES)
			type[n++] = q.promo;
	}
	if (n == 0 || (plain && p->promo == TC_EMPTY))
		return false;
	for (k = 0; k < n; k++)
		o += (size_t)snprintf(list + o, sizeof(list) - o, "%s=%c",
		    k == 0 ? to : k == n - 1 ? " or " : ", ",
		    type_letter[type[k]]);
	if (p->promo == TC_EMPTY)
		snprintf(d->msg, sizeof(d->msg), "promotion piece missing: "
		    "expected %s", list);
	else
		snprintf(d->msg, sizeof(d->msg), "no promotion to a %s on %s: "
		    "expected %s%s", type_name[p->promo], to, list, plain ?
		    ", or no promotion" : "");
	return true;
}

/*
** True if a player who controls the piece on sq could move it to `to`
** were it his turn (only where more than two players move).  Only the
** movement's moves onto `to` are asked for: no lost turn, so nothing of
** what went before the turn counts.
*/
static bool
reaches_for_another(const struct tc_pos *pos, int sq, int to)
{
	tc_move m[TC_MAXMOVES_TO];
	unsigned ctrl = pos_controllers(pos, sq);
	int s, i, n;

	if (pos->var->nsides <= 2)
		return false;
	for (s = 0; s < pos->var->nsides; s++) {
		struct tc_pos other = *pos;

		if (!(ctrl & (1u << s)))
			continue;
		other.turn = (uint8_t)s;
		n = other.eng->legal_to(&other, to, TC_TYPE(pos->board[sq]), m);
		for (i = 0; i < n; i++)
			if (TC_FROM(m[i]) == sq)
				return true;
	}
	return false;
}

/*
** The target holds a piece of the written type that the mover may move:
** name where the pieces the text may mean stand (at most four) and that
** the others cannot reach it (traitor.md 8.1: "White's knights are on c3
** and e5, e5 holds White's own knight, and the knight on c3 cannot reach
** it"); a piece not plainly his is named by its status ("e4 holds a
** neutral pawn").
*/
static void
explain_own(const struct tc_pos *pos, const struct pattern *p, int type,
    struct msgbuf *m)
{
	const struct tc_geom *g = pos->var->geom;
	int us = pos->turn, sq, n = 0, others = 0, k, listed;
	int at[4];
	bool plain = true;
	const char *who = side_name(pos, us);

	for (sq = 0; sq < g->nsq && n < 4; sq++)
		if (TC_TYPE(pos->board[sq]) == type &&
		    (pos_controllers(pos, sq) & (1u << us)) &&
		    plausible(pos, p, sq)) {
			plain = plain && own_piece(pos, sq);
			at[n++] = sq;
		}
	if (n == 0)
		return;
	for (k = 0; k < n; k++)
		others += at[k] != p->to;
	if (plain && (others == 0 || others == n)) {
		/* The target's piece not among those listed: no list twice. */
		msg_add(m, ": %s holds %s's own %s", g->sqname[p->to], who,
		    type_name[TC_TYPE(pos->board[p->to])]);
	} else if (plain) {
		msg_add(m, ": %s's %s%s %s on", who, type_name[type],
		    n > 1 ? "s" : "", n > 1 ? "are" : "is");
		for (k = 0; k < n; k++)
			msg_add(m, "%s %s", k == 0 ? "" : k == n - 1 ? " and" :
			    ",", g->sqname[at[k]]);
		msg_add(m, ", %s holds %s's own %s", g->sqname[p->to], who,
		    type_name[TC_TYPE(pos->board[p->to])]);
	} else {
		msg_add(m, ": %s holds ", g->sqname[p->to]);
		put_piece(m, pos, p->to, false, false);
	}
	if (plain && others > 0)
		msg_add(m, ", and the %s%s on", type_name[type], others > 1 ?
		    "s" : "");
	for (k = 0, listed = 0; k < n; k++) {
		if (at[k] == p->to)
			continue;
		others--;
		if (plain) {
			msg_add(m, "%s %s", listed++ == 0 ? "" : others == 0 ?
			    " and" : ",", g->sqname[at[k]]);
		} else {
			msg_add(m, "%s ", others == 0 ? ", and" : ",");
			put_piece(m, pos, at[k], true, true);
		}
		if (others == 0)
			msg_add(m, " cannot reach it");
	}
}


/*
** Castling's squares for side on a wing: its King's and the Rook's, and
** the bit of pos->castle that keeps the right (the variant's, or FIDE's:
** e1 with h1 and a1, e8 with h8 and a8, bits K Q k q).
*/
bool
castling_of(const struct tc_pos *pos, int side, bool short_wing, int *king,
    int *rook, unsigned *right)
{
	const struct tc_geom *g = pos->var->geom;
	int r;

	if (pos->var->castle_squares)
		return pos->var->castle_squares(side, short_wing, king, rook,
		    right);
	if (side > 1 || g->files < 8)
		return false;
	r = side == TC_WHITE ? 0 : g->ranks - 1;
	*king = g->at[r][4];
	*rook = g->at[r][short_wing ? g->files - 1 : 0];
	*right = 1u << (2 * side + (short_wing ? 0 : 1));
	return *king != TC_NOSQ && *rook != TC_NOSQ;
}

/*
** The square of a piece that would attack the mover's king moved from
** `king` to sq, or -1 if none is found among the next side's moves.
*/
static int
attacker_of(const struct tc_pos *pos, int king, int sq)
{
	struct tc_pos after = *pos;
	struct tc_undo u;
	bool from[TC_MAXSQ];
	int s;

	pos_make(&after, TC_MOVE(king, sq, TC_MK_NORMAL, 0), &u);
	king_attackers(&after, pos->turn, from);
	for (s = 0; s < pos->var->geom->nsq; s++)
		if (from[s])
			return s;
	return -1;
}

/* "kingside", "queenside"; with more than two players "short (O-O)" ... */
static const char *
wing_word(const struct tc_pos *pos, bool short_wing)
{
	if (pos->var->nsides == 2)
		return short_wing ? "kingside" : "queenside";
	return short_wing ? "short (O-O)" : "long (O-O-O)";
}

void
castle_gone(const struct tc_pos *pos, bool short_wing, const char *why,
    char *msg, size_t cap)
{
	const struct tc_geom *g = pos->var->geom;
	int us = pos->turn, king, rook;
	unsigned right;
	struct msgbuf m;

	msg_init(&m, msg, cap);
	msg_add(&m, "%s's %s right is gone", side_name(pos, us),
	    wing_word(pos, short_wing));
	if (why)
		msg_add(&m, ": %s", why);
	else if (!castling_of(pos, us, short_wing, &king, &rook, &right))
		return;
	else if (pos->board[king] != TC_CODE(TC_KING, us))
		msg_add(&m, ": the king has left %s", g->sqname[king]);
	else if (TC_TYPE(pos->board[rook]) == TC_ROOK && !own_piece(pos, rook)) {
		msg_add(&m, ": %s holds ", g->sqname[rook]);
		put_piece(&m, pos, rook, false, false);
	} else if (!own_piece(pos, rook))
		msg_add(&m, ": the rook has left %s", g->sqname[rook]);
}

/*
** Why the mover may not castle on the wing: the right is gone (and where
** the King or the Rook went, as the position shows), a square between
** them is taken, the Rook is not his own, he is in check, or a square
** the King crosses or lands on is attacked (each by its square and the
** piece there).
*/
static void
explain_castling(const struct tc_pos *pos, bool short_wing, struct msgbuf *m)
{
	const struct tc_geom *g = pos->var->geom;
	int us = pos->turn, them = pos_next_side(pos, us), king, rook, d, s, k;
	int a;
	unsigned right;
	const char *who = side_name(pos, us);
	const char *wing = wing_word(pos, short_wing);

	if (!castling_of(pos, us, short_wing, &king, &rook, &right)) {
		msg_add(m, "%s has no castling %s", who, wing);
		return;
	}
	if (!(pos->castle & right)) {
		castle_gone(pos, short_wing, NULL, m->s, m->cap);
		return;
	}
	msg_add(m, "%s may not castle %s: ", who, wing);
	for (d = 0; d < 4; d++) {
		for (s = g->ray[king][d]; s != TC_NOSQ && s != rook;
		    s = g->ray[s][d])
			;
		if (s == rook)
			break;
	}
	if (d == 4) {
		msg_add(m, "the king on %s has no way to the rook on %s",
		    g->sqname[king], g->sqname[rook]);
		return;
	}
	for (s = g->ray[king][d]; s != rook; s = g->ray[s][d])
		if (pos->board[s]) {
			msg_add(m, "%s is taken by ", g->sqname[s]);
			put_piece(m, pos, s, true, false);
			return;
		}
	if (!own_piece(pos, rook) || TC_TYPE(pos->board[rook]) != TC_ROOK) {
		if (!pos->board[rook]) {
			msg_add(m, "there is no rook on %s", g->sqname[rook]);
		} else {
			msg_add(m, "%s holds ", g->sqname[rook]);
			put_piece(m, pos, rook, false, false);
			msg_add(m, ", not a rook of %s's own", who);
		}
		return;
	}
	if (!(pos->var->flags & TC_VF_KING_CAPTURE)) {
		if (pos_in_check(pos, us)) {
			msg_add(m, "%s's king is in check", who);
			put_checker(pos, m);
			return;
		}
		for (k = 0, s = g->ray[king][d]; k < 2 && s != TC_NOSQ;
		    k++, s = g->ray[s][d]) {
			if (!pos_attacked(pos, s, them))
				continue;
			msg_add(m, "the king would %s %s, which ", k == 0 ?
			    "cross" : "land on", g->sqname[s]);
			if ((a = attacker_of(pos, king, s)) >= 0) {
				put_piece(m, pos, a, true, true);
				msg_add(m, " attacks");
			} else {
				msg_add(m, "%s attacks", side_name(pos, them));
			}
			return;
		}
	}
	msg_add(m, "it is not legal here");
}

/*
** A move written from its square ("g1e2", "Ng1-e2"): nothing there, a
** piece of another type or one the mover does not move, castling written
** as the King's two steps.  True if that says why; else *type is the
** type of the piece there.
*/
static bool
explain_from(const struct tc_pos *pos, const struct pattern *p, int *type,
    struct msgbuf *m)
{
	const struct tc_geom *g = pos->var->geom;
	int from = p->from, us = pos->turn, d, king, rook, s;
	uint8_t c = pos->board[from];
	unsigned right;
	bool wing;

	if (!c) {
		msg_add(m, "there is no piece on %s", g->sqname[from]);
		return true;
	}
	if (p->type != TC_EMPTY && TC_TYPE(c) != p->type) {
		msg_add(m, "%s holds ", g->sqname[from]);
		put_piece(m, pos, from, false, false);
		msg_add(m, ", not a %s", type_name[p->type]);
		return true;
	}
	*type = TC_TYPE(c);
	if (!(pos_controllers(pos, from) & (1u << us))) {
		if (pos->var->why_not && pos->var->why_not(pos, from, p->to,
		    m->s, m->cap))
			return true;
		put_piece(m, pos, from, false, true);
		msg_add(m, " is not %s's to move", side_name(pos, us));
		return true;
	}
	if (*type != TC_KING)
		return false;
	/* Castling written as the King's two steps toward the Rook. */
	for (d = 0; d < 4; d++) {
		if (g->ray[from][d] == TC_NOSQ ||
		    g->ray[g->ray[from][d]][d] != p->to)
			continue;
		wing = geom_castle_short(g, from, p->to);
		if (!castling_of(pos, us, wing, &king, &rook, &right) ||
		    king != from)
			return false;
		for (s = g->ray[from][d]; s != TC_NOSQ && s != rook;
		    s = g->ray[s][d])
			;
		if (s != rook)
			return false;
		explain_castling(pos, wing, m);
		return true;
	}
	return false;
}

/*
** The move of the written piece (type `type`, a challenge if the text
** says so) onto the target that the pieces' movement allows but that
** leaves the mover's king attacked, from the lowest such square: its
** from-square, with the move in *best_m; -1 if there is none.
*/
static int
self_checking(const struct tc_pos *pos, const struct pattern *p, int type,
    tc_move *best_m)
{
	tc_move m[TC_MAXMOVES];
	struct tc_pos after;
	struct tc_undo u;
	int us = pos->turn, i, n, f, best = -1;
	bool chal = p->sep == '>';

	n = pos->eng->pseudo(pos, m);
	for (i = 0; i < n; i++) {
		f = TC_FROM(m[i]);
		if (TC_TO(m[i]) != p->to || TC_KIND(m[i]) == TC_MK_CASTLE ||
		    (TC_KIND(m[i]) == TC_MK_CHALLENGE) != chal ||
		    TC_TYPE(pos->board[f]) != type ||
		    !from_matches(pos, p, f) || (best >= 0 && f >= best) ||
		    (p->promo != TC_EMPTY && (TC_KIND(m[i]) != TC_MK_PROMO ||
		    TC_PROMO(m[i]) != p->promo)))
			continue;
		after = *pos;
		pos_make(&after, m[i], &u);
		if (!pos_in_check(&after, us))
			continue;	/* legal: it fails for another reason */
		best = f;
		*best_m = m[i];
	}
	return best;
}

/*
** What moving the mover's piece from `from` (after: the position it
** makes) does to his king: pinned if the king is attacked by a piece
** that did not attack it before the move, along a line through `from`;
** exposed (*exposer, the first such piece) if by another way (a piece
** whose reach the move changed).
*/
static void
pin_or_exposer(const struct tc_pos *pos, int from, const struct tc_pos *after,
    bool *pinned, int *exposer)
{
	bool checker[TC_MAXSQ], att[TC_MAXSQ];
	struct tc_pos before = *pos;
	struct tc_undo u;
	int us = pos->turn, sq;

	pos_make(&before, TC_NULLMOVE, &u);
	king_attackers(&before, us, checker);
	king_attackers(after, us, att);
	for (sq = 0; sq < pos->var->geom->nsq; sq++)
		if (att[sq] && !checker[sq]) {
			if (shields(pos, us, from, sq))
				*pinned = true;
			else if (*exposer < 0)
				*exposer = sq;
		}
}

/*
** The move of the mover's piece (type) from `from` to `to` leaves his
** king in the check it is in: say so, and from where the check comes.
*/
static void
answer_check(const struct tc_pos *pos, int type, int from, int to,
    struct tc_diag *d)
{
	const struct tc_geom *g = pos->var->geom;
	struct msgbuf m;

	msg_init(&m, d->msg, sizeof(d->msg));
	msg_add(&m, "the %s %s on %s to %s does not answer the check",
	    side_word(pos, pos->turn), type_name[type], g->sqname[from],
	    g->sqname[to]);
	put_checker(pos, &m);
}

/*
** A move of the written piece that the pieces' movement allows but that
** leaves the king attacked (the first from the lowest square): why, into
** d.  False if there is none.
*/
static bool
explain_check(const struct tc_pos *pos, const struct pattern *p, int type,
    struct tc_diag *d)
{
	struct tc_pos after;
	struct tc_undo u;
	int us = pos->turn, them = pos_next_side(pos, us), best, exposer = -1;
	tc_move best_m = 0;
	bool chal = p->sep == '>', pinned = false, checked;
	const char *to = pos->var->geom->sqname[p->to];
	char from[8];

	checked = pos_in_check(pos, us);
	if ((best = self_checking(pos, p, type, &best_m)) < 0)
		return false;
	after = *pos;
	pos_make(&after, best_m, &u);
	if (several_kings(pos, us)) {
		explain_kings(pos, best_m, &after, d);
		return true;
	}
	if (!chal && type != TC_KING)
		pin_or_exposer(pos, best, &after, &pinned, &exposer);
	geom_square_name(pos->var->geom, best, from);
	/* The variant's own reason first (a traitor checking its mover). */
	if (!chal && type != TC_KING && pos->var->why_not &&
	    pos->var->why_not(pos, best, p->to, d->msg, sizeof(d->msg)))
		return true;
	if (chal)
		snprintf(d->msg, sizeof(d->msg), "a challenge from %s "
		    "does not answer the check", from);
	else if (type == TC_KING)
		snprintf(d->msg, sizeof(d->msg), "the %s king cannot go "
		    "to %s: it would be in check", side_word(pos, us), to);
	else if (TC_KIND(best_m) == TC_MK_PROMO && TC_PROMO(best_m) ==
	    TC_KING && pos_attacked(&after, p->to, them))
		snprintf(d->msg, sizeof(d->msg), "a %s king on %s would be "
		    "in check", side_word(pos, us), to);
	else if (!pinned && exposer >= 0 && !checked)
		snprintf(d->msg, sizeof(d->msg), "moving the %s %s on %s "
		    "would leave the %s king in check from %s",
		    side_word(pos, us), type_name[type], from,
		    side_word(pos, us), pos->var->geom->sqname[exposer]);
	else if (pinned)
		snprintf(d->msg, sizeof(d->msg), "the %s %s on %s is "
		    "pinned", side_word(pos, us), type_name[type], from);
	else
		answer_check(pos, type, best, p->to, d);
	return true;
}

/*
** A legal move that passes over a piece (EN's penetration), written
** without that square: say which move it is.
*/
static bool
explain_passing(const struct tc_pos *pos, const struct pattern *p, int type,
    const tc_move *cand, int ncand, struct tc_diag *d)
{
	int i;

	for (i = 0; i < ncand; i++) {
		struct pattern q = *p;
		char text[TC_MOVE_MAX];

		if (TC_AUX_KIND(cand[i]) != TC_AUX_CAPTURE)
			continue;
		q.via = TC_AUX_SQ(cand[i]);
		if (q.sep == 0)
			q.sep = 'x';
		if (matches(pos, &q, cand[i])) {
			move_write(pos, cand[i], TC_SAN, text);
			snprintf(d->msg, sizeof(d->msg), "the %s reaches %s only "
			    "by passing over %s: the move is %s",
			    type_name[type], pos->var->geom->sqname[p->to],
			    pos->var->geom->sqname[TC_AUX_SQ(cand[i])], text);
			return true;
		}
	}
	return false;
}

/*
** False if a knight, bishop, rook, queen or king on `from` never moves to
** `to`, on any board, whatever stands between; true for any other piece
** (a pawn, the variant's own) and any other move.
*/
static bool
moves_toward(const struct tc_geom *g, int type, int from, int to)
{
	int d, k, s, lo = type == TC_BISHOP ? 4 : 0;
	int hi = type == TC_ROOK ? 4 : TC_NDIR;

	if (type == TC_KNIGHT) {
		for (k = 0; k < TC_MAXLEAP && g->leap[from][k] != TC_NOSQ; k++)
			if (g->leap[from][k] == to)
				return true;
		return false;
	}
	if (type < TC_BISHOP || type > TC_KING)
		return true;
	for (d = lo; d < hi; d++)
		for (s = g->ray[from][d]; s != TC_NOSQ; s = type == TC_KING ?
		    TC_NOSQ : g->ray[s][d])
			if (s == to)
				return true;
	return false;
}

/*
** The variant's own reason (its why_not), for the pieces the text may
** mean that the mover moves, then for those another player moves there.
*/
static bool
explain_variant(const struct tc_pos *pos, const struct pattern *p, int type,
    struct tc_diag *d)
{
	const struct tc_geom *g = pos->var->geom;
	int us = pos->turn, sq, nsq = g->nsq;

	if (!pos->var->why_not)
		return false;
	for (sq = 0; sq < nsq; sq++)
		if (TC_TYPE(pos->board[sq]) == type &&
		    (pos_controllers(pos, sq) & (1u << us)) &&
		    plausible(pos, p, sq) && moves_toward(g, type, sq, p->to) &&
		    pos->var->why_not(pos, sq, p->to, d->msg, sizeof(d->msg)))
			return true;
	for (sq = 0; sq < nsq; sq++)
		if (TC_TYPE(pos->board[sq]) == type &&
		    !(pos_controllers(pos, sq) & (1u << us)) &&
		    plausible(pos, p, sq) && moves_toward(g, type, sq, p->to) &&
		    reaches_for_another(pos, sq, p->to) &&
		    pos->var->why_not(pos, sq, p->to, d->msg, sizeof(d->msg)))
			return true;
	return false;
}

/*
** The piece on `from` that the text names by its square cannot reach the
** target: "the knight on g1 cannot reach e2: e2 holds White's own pawn".
*/
static void
explain_piece(const struct tc_pos *pos, int from, int to, struct msgbuf *m)
{
	const struct tc_geom *g = pos->var->geom;
	char buf[TC_MSGMAX];
	struct msgbuf r;

	if (own_piece(pos, from))
		msg_add(m, "the %s on %s", type_name[TC_TYPE(pos->board[from])],
		    g->sqname[from]);
	else
		put_piece(m, pos, from, true, true);
	msg_add(m, " cannot reach %s", g->sqname[to]);
	msg_init(&r, buf, sizeof(buf));
	if (reach_reason(pos, from, to, "it", &r) != REASON_NONE)
		msg_add(m, ": %s", buf);
}

/*
** The mover's knight, bishop, rook or queen on `from` never moves to
** `to`, nor his king (but along a rank or file, where it may castle):
** that is the reason, whatever else the variant says ("the bishop on g1
** cannot reach e2: a bishop does not move from g1 to e2").
*/
static bool
never_moves(const struct tc_pos *pos, int from, int to, struct msgbuf *m)
{
	const struct tc_geom *g = pos->var->geom;
	int type = TC_TYPE(pos->board[from]);

	if ((type == TC_KING && (g->rank[from] == g->rank[to] ||
	    g->file[from] == g->file[to])) || moves_toward(g, type, from, to))
		return false;
	msg_add(m, "the %s on %s cannot reach %s: a %s does not move from %s "
	    "to %s", type_name[type], g->sqname[from], g->sqname[to],
	    type_name[type], g->sqname[from], g->sqname[to]);
	return true;
}

/*
** The mover's n pieces of the type on at[] never move to `to`: ": White's
** knights on b1 and g1 do not move to d4" (": the knights ..." where
** they are not plainly his).
*/
static void
unmoving(const struct tc_pos *pos, int type, const int *at, int n, int to,
    struct msgbuf *m)
{
	const struct tc_geom *g = pos->var->geom;
	int k;
	bool plain = true;

	for (k = 0; k < n; k++)
		plain = plain && own_piece(pos, at[k]);
	if (plain)
		msg_add(m, ": %s's", side_name(pos, pos->turn));
	else
		msg_add(m, ": the");
	msg_add(m, " %s%s on", type_name[type], n > 1 ? "s" : "");
	for (k = 0; k < n; k++)
		msg_add(m, "%s %s", k == 0 ? "" : k == n - 1 ? " and" : ",",
		    g->sqname[at[k]]);
	msg_add(m, " %s not move to %s", n > 1 ? "do" : "does",
	    g->sqname[to]);
}

/*
** A pawn capture that no pawn of the written file makes ("exd5" with the
** pawn on e2): ": the pawn on e2 captures on d3 or f3", the pawns of the
** file that do not capture there, or that the mover has none on it.
*/
static void
pawn_no_capture(const struct tc_pos *pos, const struct pattern *p,
    struct msgbuf *m)
{
	const struct tc_geom *g = pos->var->geom;
	int sq, n = 0, at[4], side, k, c[2], nc = 0;

	for (sq = 0; sq < g->nsq; sq++)
		if (TC_TYPE(pos->board[sq]) == TC_PAWN &&
		    (pos_controllers(pos, sq) & (1u << pos->turn)) &&
		    from_matches(pos, p, sq) && n < 4)
			at[n++] = sq;
	if (n == 0) {
		/* Without a file every pawn would count: none means no pawn. */
		if (p->from_file >= 0)
			msg_add(m, ": %s has no pawn on the %c-file",
			    side_name(pos, pos->turn), 'a' + p->from_file);
		return;
	}
	if (n > 1) {
		unmoving(pos, TC_PAWN, at, n, p->to, m);
		return;
	}
	side = pawn_side(pos, at[0]);
	for (k = 0; k < 2; k++)
		if (g->capdir[side][k] < TC_NDIR &&
		    g->ray[at[0]][g->capdir[side][k]] != TC_NOSQ)
			c[nc++] = g->ray[at[0]][g->capdir[side][k]];
	if (nc == 2 && g->file[c[0]] > g->file[c[1]]) {
		k = c[0];	/* in the files' order: d3 or f3 */
		c[0] = c[1];
		c[1] = k;
	}
	msg_add(m, ": the pawn on %s captures ", g->sqname[at[0]]);
	if (nc == 0)
		msg_add(m, "nowhere");
	for (k = 0; k < nc; k++)
		msg_add(m, "%s%s", k ? " or " : "on ", g->sqname[c[k]]);
	msg_add(m, " only");
}

/*
** The nearest pawn of the mover's that has passed `to` on its way
** forward (after "no white pawn can reach e3"): ": the pawn on e4 is past
** e3: pawns never move back".  Nothing if there is none.
*/
static void
pawn_past(const struct tc_pos *pos, int to, struct msgbuf *m)
{
	const struct tc_geom *g = pos->var->geom;
	int sq, s, back;

	for (sq = 0; sq < g->nsq; sq++) {
		if (TC_TYPE(pos->board[sq]) != TC_PAWN ||
		    !(pos_controllers(pos, sq) & (1u << pos->turn)))
			continue;
		back = geom_dir_back[g->fwd[pawn_side(pos, sq)]];
		for (s = g->ray[sq][back]; s != TC_NOSQ && s != to;
		    s = g->ray[s][back])
			;
		if (s == to) {
			msg_add(m, ": the pawn on %s is past %s: pawns never "
			    "move back", g->sqname[sq], g->sqname[to]);
			return;
		}
	}
}

/*
** The nearest pawn of the mover's whose steps forward pass over `to`
** (after "no white pawn can reach e5"): where its legal moves go, ": the
** pawn on e2 moves to e3 or e4", or what stands before it.  Nothing if
** there is none.
*/
static void
pawn_behind(const struct tc_pos *pos, int to, struct msgbuf *m)
{
	const struct tc_geom *g = pos->var->geom;
	struct tc_movelist ml;
	int sq, s, k, best = -1, dist = 0, side, dest[4], n = 0, i;

	for (sq = 0; sq < g->nsq; sq++) {
		if (TC_TYPE(pos->board[sq]) != TC_PAWN ||
		    !(pos_controllers(pos, sq) & (1u << pos->turn)))
			continue;
		side = pawn_side(pos, sq);
		for (s = g->ray[sq][g->fwd[side]], k = 1; s != TC_NOSQ &&
		    s != to; s = g->ray[s][g->fwd[side]], k++)
			;
		if (s == to && (best < 0 || k < dist)) {
			best = sq;
			dist = k;
		}
	}
	if (best < 0) {
		pawn_past(pos, to, m);
		return;
	}
	move_legal(pos, &ml);
	for (i = 0; i < ml.n && n < 4; i++) {
		if (TC_FROM(ml.m[i]) != best ||
		    TC_AUX_KIND(ml.m[i]) == TC_AUX_ANNOUNCE)
			continue;
		for (k = 0; k < n && dest[k] != (int)TC_TO(ml.m[i]); k++)
			;
		if (k == n)
			dest[n++] = (int)TC_TO(ml.m[i]);
	}
	s = g->ray[best][g->fwd[pawn_side(pos, best)]];
	msg_add(m, ": the pawn on %s", g->sqname[best]);
	if (n == 0 && s != TC_NOSQ && pos->board[s]) {
		msg_add(m, " is blocked by ");
		put_piece(m, pos, s, true, true);
		return;
	}
	if (n == 0) {
		msg_add(m, " has no move");
		return;
	}
	/* Its steps in their order along the way, then its captures. */
	for (side = pawn_side(pos, best), k = 0; s != TC_NOSQ && k < n;
	    s = g->ray[s][g->fwd[side]])
		for (i = k; i < n; i++)
			if (dest[i] == s) {
				dest[i] = dest[k];
				dest[k++] = s;
			}
	msg_add(m, " moves to");
	for (k = 0; k < n; k++)
		msg_add(m, "%s %s", k == 0 ? "" : k == n - 1 ? " or" : ",",
		    g->sqname[dest[k]]);
}

/*
** No piece of the written type that the mover moves reaches the target:
** say so, and why where it shows: the target holds such a piece (see
** explain_own) or another of his own, or the one piece the text can mean
** is blocked on its way ("the pawn on c2 is blocked by West's pawn on
** c3").
*/
static void
explain_unreached(const struct tc_pos *pos, const struct pattern *p, int type,
    struct msgbuf *m)
{
	const struct tc_geom *g = pos->var->geom;
	int us = pos->turn, sq, n = 0, one = -1, toward = 0, at[4];
	uint8_t t = pos->board[p->to];
	char subject[32], buf[TC_MSGMAX];
	struct msgbuf r;
	bool any = false;

	msg_add(m, "no %s %s can reach %s", side_word(pos, us),
	    type_name[type], g->sqname[p->to]);
	if (t && TC_TYPE(t) == type && (pos_controllers(pos, p->to) &
	    (1u << us))) {
		explain_own(pos, p, type, m);
		return;
	}
	if (own_piece(pos, p->to)) {
		msg_add(m, ": %s holds %s's own %s", g->sqname[p->to],
		    side_name(pos, us), type_name[TC_TYPE(t)]);
		return;
	}
	for (sq = 0; sq < g->nsq; sq++)
		if (TC_TYPE(pos->board[sq]) == type &&
		    (pos_controllers(pos, sq) & (1u << us))) {
			any = true;
			if (!plausible(pos, p, sq))
				continue;
			if (n < 4)
				at[n] = sq;
			n++;
			if (moves_toward(g, type, sq, p->to)) {
				toward++;
				one = sq;
			}
		}
	if (!any)
		msg_add(m, ": %s has no %s", side_name(pos, us),
		    type_name[type]);
	else if (toward == 0 && n > 0 && n <= 4)
		unmoving(pos, type, at, n, p->to, m);
	else if (n == 0 && type == TC_PAWN && p->sep != 'x' && p->via < 0 &&
	    !pos->board[p->to])
		pawn_behind(pos, p->to, m);
	else if (n == 0 && type == TC_PAWN && (p->sep == 'x' ||
	    p->from_file >= 0))
		pawn_no_capture(pos, p, m);
	if (toward != 1)
		return;
	snprintf(subject, sizeof(subject), "the %s on %s", type_name[type],
	    g->sqname[one]);
	msg_init(&r, buf, sizeof(buf));
	if (reach_reason(pos, one, p->to, subject, &r) != REASON_NONE)
		msg_add(m, ": %s", buf);
}

/* What explain() found: WHY_UNREACHED for "no <piece> can reach". */
enum { WHY_OTHER, WHY_UNREACHED };

/*
** Why no legal move matches the pattern, into d: castling, a game over,
** a challenge of nothing, the piece on the written from-square, a move
** that leaves the king attacked, a promotion, a move passing over a
** piece, the variant's own rules, the piece that cannot get there.
** cand holds the legal moves onto the target square, and perhaps others.
*/
/*
** A form of move that pos's variant does not have: "a drop ('@') is a
** move of Crazyhouse, not of standard chess: give the game a Variant tag
** or -V", with v the variant that has it (or NULL).
*/
static void
not_ours(const struct tc_pos *pos, const char *what,
    const struct tc_variant *v, struct msgbuf *m)
{
	if (v == NULL) {
		msg_add(m, "%s is not a move of %s", what, pos->var->title);
		return;
	}
	msg_add(m, "%s is a move of %s, not of %s: give the game a Variant "
	    "tag or -V", what, v->title, pos->var->title);
}

/*
** Why the drop p is not legal: the variant has no drops, the square is
** taken, a pawn on the first or last rank, no such piece in the pocket
** (no drop of its kind among the moves its pieces' rules allow), or it
** leaves the King attacked.
*/
static void
explain_drop(const struct tc_pos *pos, const struct pattern *p,
    struct msgbuf *m)
{
	const struct tc_geom *g = pos->var->geom;
	uint64_t *all;
	int i, k, n, rank = g->rank[p->to];
	bool found = false;
	char name[24];

	snprintf(name, sizeof(name), "%c@%s", type_letter[p->type],
	    g->sqname[p->to]);
	if (!pos->var->read_pocket) {
		for (k = 0; tc_variants[k] != NULL &&
		    !tc_variants[k]->read_pocket; k++)
			;
		not_ours(pos, "a drop ('@')", tc_variants[k], m);
		return;
	}
	if (pos->board[p->to]) {
		msg_add(m, "%s is occupied", g->sqname[p->to]);
		return;
	}
	if (p->type == TC_PAWN && (rank == 0 || rank == g->ranks - 1)) {
		msg_add(m, "a pawn is never dropped on the first or the last "
		    "rank");
		return;
	}
	if ((all = malloc(TC_MAXMOVES * sizeof(*all))) != NULL) {
		n = pos->eng->pseudo(pos, all);
		for (i = 0; i < n && !found; i++)
			found = TC_KIND(all[i]) == TC_MK_DROP && TC_TO(all[i]) ==
			    p->to && TC_PROMO(all[i]) == p->type;
		free(all);
	}
	if (!found)
		msg_add(m, "%s has no %s in the pocket", side_word(pos,
		    pos->turn), type_name[p->type]);
	else if (pos_in_check(pos, pos->turn))
		msg_add(m, "%s does not meet the check", name);
	else
		msg_add(m, "%s leaves %s's King in check", name, side_word(pos,
		    pos->turn));
}

static __attribute__((noinline)) int
explain(const struct tc_pos *pos, const struct pattern *p,
    const tc_move *cand, int ncand, struct tc_diag *d)
{
	struct msgbuf m;
	int us = pos->turn, them = pos_next_side(pos, us), type, lost;
	bool chal = p->sep == '>';

	msg_init(&m, d->msg, sizeof(d->msg));
	if (p->castle) {
		explain_castling(pos, p->castle == 1, &m);
		return WHY_OTHER;
	}
	if (pos->var->king_captured && (lost = pos->var->king_captured(pos))
	    >= 0) {
		msg_add(&m, "the game is over: %s's King was captured",
		    side_word(pos, lost));
		return WHY_OTHER;
	}
	if (p->drop) {
		explain_drop(pos, p, &m);
		return WHY_OTHER;
	}
	if (chal && pos_colour_at(pos, p->to) != them) {
		msg_add(&m, "no %s piece on %s to challenge", side_word(pos,
		    them), pos->var->geom->sqname[p->to]);
		return WHY_OTHER;
	}
	type = p->type != TC_EMPTY ? p->type : TC_PAWN;
	if (p->from >= 0 && !p->swap && (explain_from(pos, p, &type, &m) ||
	    never_moves(pos, p->from, p->to, &m)))
		return WHY_OTHER;
	if (explain_check(pos, p, type, d))
		return WHY_OTHER;
	if (type == TC_PAWN && !chal && explain_promotion(pos, p, cand, ncand,
	    d))
		return WHY_OTHER;
	if (explain_passing(pos, p, type, cand, ncand, d) ||
	    explain_variant(pos, p, type, d))
		return WHY_OTHER;
	if (p->from >= 0 && !p->swap) {
		explain_piece(pos, p->from, p->to, &m);
		return WHY_OTHER;
	}
	explain_unreached(pos, p, type, &m);
	return WHY_UNREACHED;
}


/*
** The legal castling moves into out (TC_MAXMOVES_TO room); apart from
** move_read so that only castling text pays for every move's room.
*/
static __attribute__((noinline)) int
castling_moves(const struct tc_pos *pos, tc_move *out)
{
	struct tc_movelist ml;
	int i, n = 0;

	if (pos->eng->castlings)
		return pos->eng->castlings(pos, out);
	move_legal(pos, &ml);
	for (i = 0; i < ml.n && n < TC_MAXMOVES_TO; i++)
		if (TC_KIND(ml.m[i]) == TC_MK_CASTLE &&
		    TC_AUX_KIND(ml.m[i]) != TC_AUX_ANNOUNCE)
			out[n++] = ml.m[i];
	return n;
}

/* True if t[0..n) is a move in the coordinate form: e2e4, e7e8q. */
static bool
coordinate_form(const struct tc_geom *g, const char *t, size_t n)
{
	size_t a, b;

	if (n > 0 && strchr("qrbn", t[n - 1]) && t[n - 1])
		n--;
	return geom_square_read(g, t, n, &a) >= 0 && a < n &&
	    geom_square_read(g, t + a, n - a, &b) >= 0 && a + b == n;
}

/* True if the player to move may announce the piece on sq in pos. */
static bool
may_announce(const struct tc_pos *pos, int sq)
{
	char msg[TC_MSGMAX];

	return sq >= 0 && pos->board[sq] &&
	    !pos->var->why_not_announce(pos, sq, msg, sizeof(msg));
}

/*
** A bare letter for type (traitor.md 5.4): the one piece of that type
** that may be announced and has an identity, on public facts; -1 with a
** message in d if there is none or more than one.
*/
static int
designated_letter(const struct tc_pos *pos, int type, char letter,
    struct tc_diag *d)
{
	const struct tc_geom *g = pos->var->geom;
	struct tc_pos pub = *pos;
	int k, sq = -1, found = 0;

	pos_set_view(&pub, TC_VIEW_PUBLIC);
	for (k = 0; k < g->nsq; k++)
		if (TC_TYPE(pub.board[k]) == type && pub.ident[k] &&
		    may_announce(&pub, k)) {
			found++;
			sq = k;
		}
	if (found == 1)
		return sq;
	snprintf(d->msg, sizeof(d->msg), "'%c' names %s piece that may "
	    "be announced: write its identity", letter, found ?
	    "more than one" : "no");
	return -1;
}

/*
** "Rh1@f1": the piece with identity `name` (on by_id, or -1 if none)
** must stand on the square after the '@' at at[0], which n bytes follow.
** Its square, or -1 with a message in d.
*/
static int
designated_at(const struct tc_pos *pos, const char *at, size_t n, int by_id,
    const char *name, struct tc_diag *d)
{
	const struct tc_geom *g = pos->var->geom;
	bool idents = (pos->var->flags & TC_VF_IDENTS) != 0;
	size_t used;
	int cur = geom_square_read(g, at + 1, n, &used);
	char c[4];

	if (!idents || cur < 0 || used != n) {
		snprintf(d->msg, sizeof(d->msg), idents ? "expected a "
		    "square after '@'" : "'@' designates by identity, "
		    "which %s does not keep", pos->var->title);
		return -1;
	}
	if (by_id < 0) {
		snprintf(d->msg, sizeof(d->msg), "no piece with identity "
		    "%s is on the board", name);
		return -1;
	}
	geom_square_name(g, by_id, c);
	if (cur != by_id) {
		snprintf(d->msg, sizeof(d->msg), "the piece with "
		    "identity %s is on %s, not on %.2s", name, c, at + 1);
		return -1;
	}
	return by_id;
}

/*
** Of the piece with identity id (on by_id, or -1) and the piece on the
** square id, the one a designator of type `type` means: the one that
** may be announced; where both may, the one the letter fits, then the
** move's form (prefer_square).
*/
static int
designated_either(const struct tc_pos *pos, int type, int id, int by_id,
    bool prefer_square)
{
	if (may_announce(pos, by_id) && may_announce(pos, id) &&
	    by_id != id) {
		/* Both name a piece: the letter, then the move's form decide. */
		bool id_fits = type == TC_EMPTY || TC_TYPE(pos->board[by_id]) ==
		    type, sq_fits = type == TC_EMPTY ||
		    TC_TYPE(pos->board[id]) == type;

		return id_fits != sq_fits ? (id_fits ? by_id : id) :
		    prefer_square ? id : by_id;
	}
	if (may_announce(pos, by_id))
		return by_id;
	if (may_announce(pos, id))
		return id;
	return by_id >= 0 ? by_id : id;
}

/*
** The square of the piece designator t[0..n) names (traitor.md 5.4), or
** -1 with a message in d.  Where pieces keep identities (the Specific
** forms) "Rh1" may be an identity (SAN's designator) or the piece's
** square (the other forms of a move); when both name a piece that may
** be announced and they differ, prefer_square decides (the move gives
** its from-square).  "Rh1@f1" gives both; a bare letter fits exactly one
** eligible piece with an identity on public facts.
*/
static int
designated(const struct tc_pos *pos, const char *t, size_t n,
    bool prefer_square, struct tc_diag *d)
{
	const struct tc_geom *g = pos->var->geom;
	bool idents = (pos->var->flags & TC_VF_IDENTS) != 0;
	const char *at = memchr(t, '@', n);
	int type = TC_EMPTY, sq, id, by_id;
	size_t used, i = 0, end = at ? (size_t)(at - t) : n;
	char name[4];

	if (n > 0 && strchr("QRBNPK", t[0]) && t[0]) {
		type = type_from_letter(t[0]);
		i = 1;
	}
	if (i == n && type != TC_EMPTY && idents)
		return designated_letter(pos, type, t[0], d);
	id = geom_square_read(g, t + i, end - i, &used);
	if (id < 0 || i + used != end) {
		snprintf(d->msg, sizeof(d->msg), "'%.*s' is not a piece "
		    "designator: expected %s", (int)(n > 20 ? 20 : n), t,
		    idents ? "an identity or a square, with the piece's letter "
		    "(Rh1, g2)" : "a square, with the piece's letter (Nf6, e5)");
		return -1;
	}
	by_id = idents ? ident_square(pos, id + 1) : -1;
	geom_square_name(g, id, name);
	if (at)
		sq = designated_at(pos, at, n - end - 1, by_id, name, d);
	else if (!idents)
		sq = id;
	else
		sq = designated_either(pos, type, id, by_id, prefer_square);
	if (sq < 0)
		return -1;
	geom_square_name(g, sq, name);
	if (type != TC_EMPTY && type != TC_PAWN && pos->board[sq] &&
	    TC_TYPE(pos->board[sq]) != type) {
		snprintf(d->msg, sizeof(d->msg), "'%.*s' names a %s, but %s "
		    "holds a %s", (int)(n > 20 ? 20 : n), t, type_name[type], name,
		    type_name[TC_TYPE(pos->board[sq])]);
		return -1;
	}
	return sq;
}

/*
** True if the move text t[0..n) gives its from-square in full: the
** coordinate form, LAN, the long form ("e2e4", "Nb1-c3", "Ng1f3").
*/
static bool
names_from_square(const struct tc_geom *g, const char *t, size_t n)
{
	size_t used;

	if (n > 0 && strchr("KQRBN", t[0]) && t[0]) {
		t++;
		n--;
	}
	while (n > 0 && strchr("+#!?", t[n - 1]))
		n--;
	if (n > 2 && t[n - 2] == '=')
		n -= 2;		/* "g7h8=Q": the long form's promotion */
	return coordinate_form(g, t, n) || (geom_square_read(g, t, n, &used) >=
	    0 && used < n && strchr("-x:>", t[used]) && t[used]);
}

static int read_move(const struct tc_pos *pos, const char *s, size_t len,
    tc_move *out, struct tc_diag *d, int *why);

/*
** The move after an announcement (move[0..mlen), read in `after`) that no
** piece of its type reaches, where the announced piece on sq is one it
** may mean: name that piece as it was before (the other player's) and
** why it cannot go there ("Black's bishop on f8, announced by White,
** cannot reach c5: it is blocked by Black's pawn on e7").
*/
static void
explain_announced(const struct tc_pos *pos, const struct tc_pos *after,
    int sq, const char *move, size_t mlen, struct tc_diag *d)
{
	struct pattern q;
	struct msgbuf m, r;
	char buf[TC_MSGMAX];

	if (parse(after->var, move, mlen, &q) != NULL || q.castle || q.swap ||
	    TC_TYPE(after->board[sq]) != (q.type != TC_EMPTY ? q.type :
	    TC_PAWN) || !plausible(after, &q, sq))
		return;
	msg_init(&m, d->msg, sizeof(d->msg));
	put_piece(&m, pos, sq, true, true);
	msg_add(&m, ", announced by %s, cannot reach %s", side_name(pos,
	    pos->turn), pos->var->geom->sqname[q.to]);
	msg_init(&r, buf, sizeof(buf));
	if (reach_reason(after, sq, q.to, "it", &r) != REASON_NONE)
		msg_add(&m, ": %s", buf);
}

/*
** A turn with an announcement (traitor.md 5.3, 5.5): "T-Rh1:Nxf2",
** "T-f1:g4f2" or the seed's "(T-Rh1)N:f2".  The move is read in the
** position after the announcement.
*/
static int
read_announced(const struct tc_pos *pos, const char *s, size_t len,
    tc_move *out, struct tc_diag *d)
{
	struct tc_pos after = *pos;
	struct tc_movelist ml;
	const char *colon, *move;
	size_t dlen, mlen, off = s[0] == '(';
	int sq, r, i, why = WHY_OTHER;
	char letter = s[off];

	if (off) {
		colon = memchr(s, ')', len);
	} else {
		colon = memchr(s, ':', len);
	}
	if (!colon || len < off + 3 || s[off + 1] != '-') {
		snprintf(d->msg, sizeof(d->msg), "expected an announcement such "
		    "as T-Rh1:Nxf2");
		return TC_READ_SYNTAX;
	}
	if (letter != 'T' && letter != pos->var->announce) {
		/* 'T' in every variant of the family, its own letter too. */
		if (pos->var->announce == 'T')
			snprintf(d->msg, sizeof(d->msg), "'%c' is not an "
			    "announcement of %s: expected T", letter,
			    pos->var->title);
		else
			snprintf(d->msg, sizeof(d->msg), "'%c' is not an "
			    "announcement of %s: expected T or %c", letter,
			    pos->var->title, pos->var->announce);
		return TC_READ_ILLEGAL;
	}
	dlen = (size_t)(colon - s) - off - 2;
	move = colon + 1;
	mlen = len - (size_t)(move - s);
	while (mlen > 0 && *move == ' ') {
		move++;
		mlen--;
	}
	sq = designated(pos, s + off + 2, dlen, names_from_square(
	    pos->var->geom, move, mlen), d);
	if (sq < 0)
		return TC_READ_ILLEGAL;
	if (pos->var->why_not_announce(pos, sq, d->msg, sizeof(d->msg))) {
		char msg[TC_MSGMAX];

		msg_format(msg, sizeof(msg), "%.*s may not be announced: %s",
		    (int)(colon - s) - (int)off, s + off, d->msg);
		memcpy(d->msg, msg, sizeof(msg));
		return TC_READ_ILLEGAL;
	}
	pos->var->announce_apply(&after, sq);
	r = read_move(&after, move, mlen, out, d, &why);
	if (r == TC_READ_ILLEGAL && why == WHY_UNREACHED)
		explain_announced(pos, &after, sq, move, mlen, d);
	if (r < 0 || r == TC_READ_NULL) {
		if (r == TC_READ_NULL)
			snprintf(d->msg, sizeof(d->msg), "an announcement needs "
			    "a move after it");
		return r == TC_READ_NULL ? TC_READ_ILLEGAL : r;
	}
	*out = TC_WITH_AUX(*out, sq, TC_AUX_ANNOUNCE);
	move_legal(pos, &ml);
	for (i = 0; i < ml.n; i++)
		if (ml.m[i] == *out)
			return r;
	snprintf(d->msg, sizeof(d->msg), "the turn %.*s is not legal",
	    (int)(len > 40 ? 40 : len), s);
	return TC_READ_ILLEGAL;
}

/*
** True if s[0..len) that is no move begins as an announcement does:
** "T-Rh1:Nxf2", "(T-Rh1)Nf2" or "T-Rh1" without its move.  Where the
** variant has no announcements, "A-e2" without ':' is taken for an EN
** Auror's move written wrong.
*/
static bool
looks_announced(const struct tc_pos *pos, const char *s, size_t len)
{
	size_t o = len > 0 && s[0] == '(';

	return len >= o + 3 && s[o] && strchr("TDAM", s[o]) &&
	    s[o + 1] == '-' && (s[o] != 'A' || o || pos->var->announce ||
	    memchr(s, ':', len));
}

/*
** A lost turn, a move where the rules give it (en-chess.md 8.1): legal
** only when the player has no other move and some but not all of his
** Kings are in check.
*/
static __attribute__((noinline)) int
lost_turn(const struct tc_pos *pos, struct tc_diag *d)
{
	struct tc_movelist ml;
	const char *who = tc_side_name(pos->var, pos->turn);
	const char *what = pos->var->nsides > 2 ? "a pass" : "a lost turn";
	char text[TC_MOVE_MAX];
	int i;

	move_legal(pos, &ml);
	for (i = 0; i < ml.n; i++)
		if (TC_KIND(ml.m[i]) == TC_MK_NULL)
			return TC_READ_OK;
	if (ml.n > 0) {
		move_write(pos, ml.m[0], TC_SAN, text);
		snprintf(d->msg, sizeof(d->msg), "%s ('--'), but %s has "
		    "%d legal move%s, such as %s", what, who, ml.n, ml.n == 1 ?
		    "" : "s", text);
	} else {
		snprintf(d->msg, sizeof(d->msg), "%s ('--') after the "
		    "game has ended: %s has no move", what, who);
	}
	return TC_READ_ILLEGAL;
}

/*
** Of the moves found[0..n) of a pawn written without its file ("d8=K"),
** keep those straight up the file (a push, an in-place promotion) if
** there are any: a capture is written with its file.  The new number.
*/
static int
prefer_straight(const struct tc_pos *pos, const struct pattern *p,
    tc_move *found, int n)
{
	const struct tc_geom *g = pos->var->geom;
	int i, k = 0;

	if (n < 2 || n > 8 || mover_type(p) != TC_PAWN || p->from_file >= 0 ||
	    p->sep != 0)
		return n;
	for (i = 0; i < n; i++)
		if (g->file[TC_FROM(found[i])] == g->file[TC_TO(found[i])])
			found[k++] = found[i];
	return k ? k : n;
}

/* True if s[0..len) is a null move: "--", "0000" or "Z0". */
static bool
null_text(const char *s, size_t len)
{
	return (len == 2 && memcmp(s, "--", 2) == 0) || (len == 4 &&
	    memcmp(s, "0000", 4) == 0) || (len == 2 && memcmp(s, "Z0", 2) == 0);
}

/*
** True if s[0..len) has the form of a turn with an announcement:
** "(T-Rh1)Nf2", or a letter of the family, '-' and a ':' after it.
*/
static bool
announced_text(const char *s, size_t len)
{
	return len >= 3 && ((s[0] == '(' && len > 4 && s[2] == '-') ||
	    (s[1] == '-' && memchr(s, ':', len) && strchr("TDAM", s[0]) &&
	    s[0]));
}

/*
** The message for the text s[0..len) that parse() refuses with err, into
** d: a swap or an announcement in a variant without them names the
** variant that has them.  The result of move_read().
*/
static int
parse_failed(const struct tc_pos *pos, const char *s, size_t len,
    const char *err, struct tc_diag *d)
{
	const struct tc_variant *v;

	if (memchr(s, '~', len) && (v = variant_with(TC_VF_AURORS)) !=
	    NULL && !(pos->var->flags & TC_VF_AURORS)) {
		snprintf(d->msg, sizeof(d->msg), "a swap ('~') is a move "
		    "of %s, not of %s: give the game a Variant tag or "
		    "-V", v->title, pos->var->title);
		return TC_READ_ILLEGAL;
	}
	if (looks_announced(pos, s, len)) {
		if (!pos->var->announce) {
			snprintf(d->msg, sizeof(d->msg), "an "
			    "announcement is a move of the Traitor "
			    "family, not of %s: give the game a "
			    "Variant tag or -V", pos->var->title);
			return TC_READ_ILLEGAL;
		}
		err = "expected an announcement and its move in one "
		    "token, such as T-Rh1:Nxf2";
	}
	/* The examples: the variant's own, or chess's. */
	if (err == expected_move)
		snprintf(d->msg, sizeof(d->msg), "%s such as %s", err,
		    pos->var->move_examples ? pos->var->move_examples :
		    "e4, Nf3, exd5, O-O or e2e4");
	else
		snprintf(d->msg, sizeof(d->msg), "%s", err);
	return TC_READ_SYNTAX;
}

/*
** The moves of m[0..nm) that the pattern matches, the first 8 into found
** (a capture before the challenge of the same target); their number.
** *both tells whether they hold a challenge and a move that is not one.
*/
static int
matching(const struct tc_pos *pos, const struct pattern *p, const tc_move *m,
    int nm, tc_move *found, bool *both)
{
	int i, n = 0, challenge = 0, plain = 0;

	for (i = 0; i < nm; i++) {
		if (!matches(pos, p, m[i]))
			continue;
		if (n < 8)
			found[n] = m[i];
		/* List a capture before the challenge of the same target. */
		if (n > 0 && n < 8 && TC_KIND(found[n - 1]) ==
		    TC_MK_CHALLENGE && TC_KIND(found[n]) != TC_MK_CHALLENGE) {
			found[n] = found[n - 1];
			found[n - 1] = m[i];
		}
		n++;
		if (TC_KIND(m[i]) == TC_MK_CHALLENGE)
			challenge++;
		else
			plain++;
	}
	*both = challenge && plain;
	return n;
}

/*
** The message for text that matches the moves found[0..n), n > 1, into
** d ("ambiguous: Nbd2 or Nfd2"); both: between a capture and a challenge.
*/
static int
ambiguous(const struct tc_pos *pos, const tc_move *found, int n, bool both,
    struct tc_diag *d)
{
	char text[TC_MOVE_MAX];
	size_t o;
	int i;

	o = (size_t)snprintf(d->msg, sizeof(d->msg), both ?
	    "ambiguous between capture and challenge:" : "ambiguous:");
	for (i = 0; i < n && i < 8 && o < sizeof(d->msg); i++) {
		move_write(pos, found[i], TC_SAN, text);
		o += (size_t)snprintf(d->msg + o, sizeof(d->msg) - o,
		    "%s %s", i ? " or" : "", text);
	}
	return TC_READ_AMBIGUOUS;
}

/*
** What the text (pattern p) says beside the move m it names, checked
** against m: "e.p." on a move that is no en passant capture, the capture
** and check marks, and where a player moves pieces of both colours
** (traitor.md 5.2) a capture without its mark.  The result of
** move_read(), a warning in d.
*/
static int
written_marks(const struct tc_pos *pos, const struct pattern *p, tc_move m,
    struct tc_diag *d)
{
	char text[TC_MOVE_MAX];
	int r;

	if (p->ep && TC_KIND(m) != TC_MK_EP) {
		move_write(pos, m, TC_SAN, text);
		d->warning = true;
		snprintf(d->msg, sizeof(d->msg), "'e.p.' on %s, which is not an "
		    "en passant capture", text);
		return TC_READ_WARN;
	}
	if (p->sep != 'x' && !p->check)
		r = TC_READ_OK;	/* nothing written to check */
	else
		r = move_read_marks(pos, m, p->sep, p->check, d);
	if (r == TC_READ_OK && pos->var->announce && p->sep == 0 &&
	    !p->hyphen && !p->castle && (TC_KIND(m) == TC_MK_EP ||
	    pos->board[TC_TO(m)])) {
		move_write(pos, m, TC_SAN, text);
		d->warning = true;
		snprintf(d->msg, sizeof(d->msg), "no capture mark on a move that "
		    "captures: the move is %s", text);
		r = TC_READ_WARN;
	}
	return r;
}

/*
** A coordinate move of the King to where one of its castlings puts it
** ("e1g1" where castling is stored King to Rook, as in Chess960): that
** castling into *out, if no move of the King goes there and exactly one
** castling does.  The King's destination is found by making the move.
*/
static __attribute__((noinline)) bool
castling_by_king_square(const struct tc_pos *pos, const struct pattern *p,
    tc_move *out)
{
	tc_move c[TC_MAXMOVES_TO];
	int i, n, found = 0;

	if (p->from < 0 || p->promo != TC_EMPTY || p->sep == 'x' ||
	    p->castle || (p->type != TC_EMPTY && p->type != TC_KING) ||
	    TC_TYPE(pos->board[p->from]) != TC_KING || !pos->var->castle_short)
		return false;
	n = castling_moves(pos, c);
	for (i = 0; i < n; i++) {
		struct tc_pos after = *pos;
		struct tc_undo u;

		if (TC_FROM(c[i]) != p->from)
			continue;
		pos_make(&after, c[i], &u);
		if (pos_king_sq(&after, pos->turn) == p->to) {
			*out = c[i];
			found++;
		}
	}
	return found == 1;
}

/* True if a move ending in c has nothing for strip_suffixes() to strip. */
static inline bool
ends_plainly(char c)
{
	return (c >= '0' && c <= '9') || c == 'Q' || c == 'R' || c == 'B' ||
	    c == 'N';
}

/*
** Plain SAN (see plain_san()) read through the engine's legal_one(),
** where it has one and moves are no challenges or announcements: the
** move in *out and move_read()'s result, or -1 when the text is not
** plain or does not name exactly one legal move, which read_move() then
** reads the long way for its reasons.  A capture mark on a move that
** captures nothing goes the long way too, so the messages are the same.
*/
/*
** The one legal move of a piece of `type` onto `to` that plain SAN names
** (the engine's legal_one()), into *out, a capture mark only on a move
** that captures; false otherwise, for the long way and its messages.
*/
static inline bool
plain_move(const struct tc_pos *pos, int to, int type, int file, int rank,
    int promo, bool takes, tc_move *out)
{
	return pos->eng->legal_one(pos, to, type, file, rank, promo, out) == 1 &&
	    (!takes || TC_KIND(*out) == TC_MK_EP || pos->board[to]);
}

static int
quick_read(const struct tc_pos *pos, const char *s, size_t len,
    tc_move *out, struct tc_diag *d)
{
	struct pattern p;
	size_t n;

	p.check = 0;
	p.ep = false;
	p.from = -1;
	n = len;
	if (n > 1 && (s[n - 1] == '+' || s[n - 1] == '#') &&
	    ends_plainly(s[n - 2])) {
		p.check = s[--n];	/* "Nf3+", "Qh7#" */
	} else if (n > 0 && !ends_plainly(s[n - 1])) {
		n = strip_suffixes(s, len, &p);
		if (p.ep)
			return -1;
	}
	if (!plain_san(pos->var->geom, s, n, &p) || !plain_move(pos, p.to,
	    mover_type(&p), p.from_file, p.from_rank, p.promo, p.sep == 'x',
	    out))
		return -1;
	if (p.check)
		return move_read_marks(pos, *out, p.sep, p.check, d);
	return TC_READ_OK;
}

/*
** move_read(), and in *why (if not NULL) what explain() found when no
** legal move matches (WHY_OTHER otherwise).
*/
static int
read_move(const struct tc_pos *pos, const char *s, size_t len, tc_move *out,
    struct tc_diag *d, int *why)
{
	struct {
		int n;
		tc_move m[TC_MAXMOVES_TO];
	} ml;
	struct pattern p;
	const char *err;
	tc_move found[8];
	int n, w;
	bool both;
	struct msgbuf mb;

	d->col = 1;
	d->warning = false;
	d->msg[0] = '\0';
	if (null_text(s, len)) {
		*out = TC_NULLMOVE;
		if (pos->var->flags & TC_VF_LOST_TURN)
			return lost_turn(pos, d);
		return TC_READ_NULL;
	}
	if (pos->var->announce && announced_text(s, len))
		return read_announced(pos, s, len, out, d);
	if (why)
		*why = WHY_OTHER;
	if (pos->eng->legal_one && !pos->var->announce &&
	    !(pos->var->flags & TC_VF_CHALLENGE) &&
	    (w = quick_read(pos, s, len, out, d)) >= 0)
		return w;
	if ((err = parse(pos->var, s, len, &p)) != NULL)
		return parse_failed(pos, s, len, err, d);
	if (p.sep == '>' && !(pos->var->flags & TC_VF_CHALLENGE)) {
		msg_init(&mb, d->msg, sizeof(d->msg));
		not_ours(pos, "a challenge ('>')",
		    variant_with(TC_VF_CHALLENGE), &mb);
		return TC_READ_ILLEGAL;
	}
	/* The moves onto the target square are enough but for castling. */
	if (p.castle)
		ml.n = castling_moves(pos, ml.m);
	else
		ml.n = pos->eng->legal_to(pos, p.to, mover_type(&p), ml.m);
	n = matching(pos, &p, ml.m, ml.n, found, &both);
	if (n == 0 && castling_by_king_square(pos, &p, found))
		n = 1;
	if (n == 0) {
		w = explain(pos, &p, ml.m, ml.n, d);
		if (why)
			*why = w;
		return TC_READ_ILLEGAL;
	}
	n = prefer_straight(pos, &p, found, n);
	if (n > 1)
		return ambiguous(pos, found, n, both, d);
	*out = found[0];
	return written_marks(pos, &p, *out, d);
}

/*
** "O-O" or "O-O-O" (the check mark taken off, check): as read_move()
** reads it, where it names exactly one castling and has no message.
*/
static bool
castling_plain(const struct tc_pos *pos, const char *s, size_t n, int check,
    tc_move *out)
{
	tc_move c[TC_MAXMOVES_TO];
	struct tc_diag d;
	int i, k, found = 0;
	bool short_wing = n == 3;

	if (!(n == 3 && memcmp(s, "O-O", 3) == 0) && !(n == 5 &&
	    memcmp(s, "O-O-O", 5) == 0))
		return false;
	k = castling_moves(pos, c);
	for (i = 0; i < k; i++) {
		if (TC_KIND(c[i]) == TC_MK_CASTLE && castles_short(pos, c[i]) ==
		    short_wing) {
			*out = c[i];
			found++;
		}
	}
	return found == 1 && (!check || move_read_marks(pos, *out, 0, check,
	    &d) == TC_READ_OK);
}

/*
** quick_read() for the plain SAN of the main line: the text as
** plain_san() reads it (plain_target(), plain_origin()), after at most a
** check mark and no other suffix (the rest is quick_read()'s, through
** move_read()), without filling a pattern.
*/
bool
move_read_plain(const struct tc_pos *pos, const char *s, size_t n,
    tc_move *out, int *mark)
{
	const struct tc_geom *g = pos->var->geom;
	int check = 0, promo, type, file, rank, to, c, k;
	bool takes;
	struct tc_diag d;

	if (n < 2)
		return false;
	c = (unsigned char)s[n - 1];
	if (c == '+' || c == '#') {
		check = c;
		c = (unsigned char)s[--n - 1];
	}
	if (mark) {
		/* Left to the caller where chess's mark, judged after, is it. */
		*mark = 0;
		if (check && !pos->var->mark && !(pos->var->flags &
		    TC_VF_KING_CAPTURE)) {
			*mark = check;
			check = 0;
		}
	}
	if (c == 'O' && s[0] == 'O')
		return castling_plain(pos, s, n, check, out);
	if ((k = plain_target(g, s, n, &promo, &to)) < 0 ||
	    !plain_origin(g, s, (size_t)k, promo, &type, &file, &rank,
	    &takes) || !plain_move(pos, to, type == TC_EMPTY ? TC_PAWN : type,
	    file, rank, promo, takes, out))
		return false;
	return !check || move_read_marks(pos, *out, takes ? 'x' : 0, check,
	    &d) == TC_READ_OK;
}

int
move_read(const struct tc_pos *pos, const char *s, size_t len, tc_move *out,
    struct tc_diag *d)
{
	return read_move(pos, s, len, out, d, NULL);
}

int
move_read_marks(const struct tc_pos *pos, tc_move m, int sep, int check,
    struct tc_diag *d)
{
	char text[TC_MOVE_MAX];
	bool capture = TC_KIND(m) == TC_MK_EP || (TC_KIND(m) !=
	    TC_MK_CHALLENGE && pos->board[TC_TO(m)]);
	int actual = 0;
	bool ok_check = true, no_check = pos->var->flags & TC_VF_KING_CAPTURE;
	const char *plus = "+";

	/*
	** No check: a '+' is read as if it were not there, and warned
	** about, as a mark the move does not earn (complex-allegiance.md
	** 6.1; turncoat(7)).
	*/
	if (no_check && check != '#') {
		ok_check = check == 0;
		plus = check == 'D' ? "++" : "+";
		check = 0;
	}
	if (check) {
		bool dbl = false;

		actual = move_check_mark(pos, m, check == 'D' ? &dbl : NULL);
		/* "++" stands for mate or for a double check. */
		ok_check = check == actual || (check == 'D' && (actual == '#' ||
		    dbl));
	}
	if ((sep != 'x' || capture) && ok_check)
		return TC_READ_OK;
	move_write(pos, m, TC_SAN, text);
	d->warning = true;
	if (sep == 'x' && !capture)
		snprintf(d->msg, sizeof(d->msg), "capture mark on %s, which "
		    "captures nothing", text);
	else if (no_check && check == 0)
		snprintf(d->msg, sizeof(d->msg), "wrong mark '%s': %s has no "
		    "check, and the move is %s", plus, pos->var->title, text);
	else if (no_check)
		snprintf(d->msg, sizeof(d->msg), "'#' on %s, which captures "
		    "no King", text);
	else
		snprintf(d->msg, sizeof(d->msg), "wrong mark '%s': the move "
		    "is %s", check == 'D' ? "++" : check == '#' ? "#" : "+",
		    text);
	return TC_READ_WARN;
}
