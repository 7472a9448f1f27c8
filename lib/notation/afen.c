/*
** AFEN: reading with precise diagnostics, validating, and writing the
** canonical form (Allegiance spec section 6).  Every FEN is an AFEN.
**
** Columns are 1-based byte offsets into the string as given, so a tool can
** point at the offending character whatever blanks surround the position.
*/
#include <stdio.h>
#include <string.h>
#include "internal.h"

enum { F_PLACEMENT, F_SIDE, F_CASTLE, F_EP, F_HALF, F_FULL, NFIELDS };

static const char *const field_name[NFIELDS] = {
	"piece placement", "side to move", "castling field",
	"en passant field", "halfmove clock", "fullmove number"
};
static const char *const field_expect[NFIELDS] = {
	"ranks of pieces and digits separated by '/'", "'w' or 'b'",
	"'-' or castling rights in KQkq order", "'-' or a square on rank 3 or 6",
	"a decimal number", "a decimal number"
};

struct field {
	size_t off, len;
};

struct reader {
	struct tc_pos *pos;
	const char *s;
	struct tc_diags *d;
	struct field f[NFIELDS];
	int mark_col[TC_MAXSQ];	/* column of each square's letter */
	size_t key[TC_MAXKEYS][2];	/* each key's value: offset, length */
	int syntax;		/* syntax errors so far */
	unsigned flags;
};

/*
** Write at most `max` bytes of s into buf in single quotes, escaping bytes
** that are not printable ASCII as \xNN and marking a cut with "...".
*/
static const char *
quote(char *buf, size_t cap, const char *s, size_t n)
{
	static const char hex[] = "0123456789abcdef";
	size_t i, o = 0, max = 24;

	buf[o++] = '\'';
	for (i = 0; i < n && i < max && o + 8 < cap; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c >= 0x20 && c < 0x7f) {
			buf[o++] = (char)c;
		} else {
			buf[o++] = '\\';
			buf[o++] = 'x';
			buf[o++] = hex[c >> 4];
			buf[o++] = hex[c & 15];
		}
	}
	if (i < n) {
		memcpy(buf + o, "...", 3);
		o += 3;
	}
	buf[o++] = '\'';
	buf[o] = '\0';
	return buf;
}

const char *
afen_quote(char *buf, size_t cap, const char *s, size_t n)
{
	return quote(buf, cap, s, n);
}

static const char *used_by(char *out, size_t cap, int c, const char *key,
    size_t n);

static void
syntax_error(struct reader *r, size_t off, const char *fmt, const char *arg)
{
	char msg[TC_MSGMAX];

	snprintf(msg, sizeof(msg), fmt, arg);
	diag_add(r->d, (int)off + 1, false, "%s", msg);
	r->syntax++;
}

/* Report byte s[off] as unexpected in field fi. */
static void
unexpected(struct reader *r, int fi, size_t off, const char *expected)
{
	char q[64], msg[TC_MSGMAX];

	quote(q, sizeof(q), r->s + off, 1);
	snprintf(msg, sizeof(msg), "unexpected %s in the %s: expected %s", q,
	    field_name[fi], expected);
	diag_add(r->d, (int)off + 1, false, "%s", msg);
	r->syntax++;
}

/* The character of each mark, and the mark each character stands for. */
static const char mark_char[TC_NMARKS] = {
	0, '>', '^', '&', '%', '*', '~'
};
static const uint8_t mark_of[256] = {
	['>'] = TC_GREY, ['^'] = TC_TRAITOR, ['&'] = TC_AGENT,
	['%'] = TC_MERCENARY, ['*'] = TC_NEUTRAL, ['~'] = TC_PROMOTED,
};

/*
** Byte classes of the piece placement: a content code (type | side << 3,
** never 0) for a piece letter, PC_DIGIT + n for a digit, PC_SLASH, or 0.
*/
#define PC_DIGIT	0x10
#define PC_SLASH	0x20
#define PC(t, side)	TC_CODE(TC_##t, side)
static const uint8_t placement_class[256] = {
	['P'] = PC(PAWN, 0), ['N'] = PC(KNIGHT, 0), ['B'] = PC(BISHOP, 0),
	['R'] = PC(ROOK, 0), ['Q'] = PC(QUEEN, 0), ['K'] = PC(KING, 0),
	['p'] = PC(PAWN, 1), ['n'] = PC(KNIGHT, 1), ['b'] = PC(BISHOP, 1),
	['r'] = PC(ROOK, 1), ['q'] = PC(QUEEN, 1), ['k'] = PC(KING, 1),
	['A'] = PC(AUROR, 0), ['a'] = PC(AUROR, 1),
	['0'] = PC_DIGIT, ['1'] = PC_DIGIT + 1, ['2'] = PC_DIGIT + 2,
	['3'] = PC_DIGIT + 3, ['4'] = PC_DIGIT + 4, ['5'] = PC_DIGIT + 5,
	['6'] = PC_DIGIT + 6, ['7'] = PC_DIGIT + 7, ['8'] = PC_DIGIT + 8,
	['9'] = PC_DIGIT + 9, ['/'] = PC_SLASH,
};

/* "rank 3", "row x9": the name of row `row` of the placement. */
static const char *
row_name(const struct reader *r, int row)
{
	return r->pos->var->geom->rowname[row];
}

/* Report a placement error at s[i]; digit/slash/other as the byte is. */
static void
placement_error(struct reader *r, size_t i, int row, int file)
{
	const struct tc_geom *g = r->pos->var->geom;
	const char *s = r->s;
	int k = placement_class[(unsigned char)s[i]], width = g->rowlen[row];
	const char *rows = g->bitboard ? "ranks" : "rows";
	char q[64];

	if (k == PC_SLASH && file != width) {
		diag_add(r->d, (int)i + 1, false, "%s has %d square%s: "
		    "expected %d", row_name(r, row), file, file == 1 ? "" : "s",
		    width);
		r->syntax++;
	} else if (k == PC_SLASH) {
		diag_add(r->d, (int)i + 1, false, "more than %d %s: expected "
		    "%d %s separated by '/'", g->nrows, rows, g->nrows, rows);
		r->syntax++;
	} else if (k == PC_DIGIT) {
		diag_add(r->d, (int)i + 1, false, "'0' is not a count of empty "
		    "squares: expected 1-%d", g->files);
		r->syntax++;
	} else if (k > PC_DIGIT && k < PC_SLASH && i > 0 &&
	    placement_class[(unsigned char)s[i - 1]] > PC_DIGIT &&
	    placement_class[(unsigned char)s[i - 1]] < PC_SLASH) {
		quote(q, sizeof(q), s + i - 1, 2);
		syntax_error(r, i, "two adjacent digits %s: a run of empty "
		    "squares is one digit", q);
	} else if (k > 0 && k != PC_SLASH && (k > PC_DIGIT ||
	    TC_TYPE(k) != TC_AUROR || (r->pos->var->flags & TC_VF_AURORS))) {
		diag_add(r->d, (int)i + 1, false, "%s has more than %d "
		    "square%s", row_name(r, row), width, width == 1 ? "" : "s");
		r->syntax++;
	} else if (mark_of[(unsigned char)s[i]]) {
		quote(q, sizeof(q), s + i, 1);
		syntax_error(r, i, "mark %s must follow a piece letter", q);
	} else if (k > 0 && k < PC_DIGIT && TC_TYPE(k) == TC_AUROR &&
	    !(r->pos->var->flags & TC_VF_AURORS) &&
	    variant_with(TC_VF_AURORS) && (i == r->f[F_PLACEMENT].off ||
	    s[i - 1] == '/') && (i + 1 == r->f[F_PLACEMENT].off +
	    r->f[F_PLACEMENT].len || s[i + 1] == '/')) {
		/* A row of one auror: EN's x9 or x0, another variant's. */
		quote(q, sizeof(q), s + i, 1);
		diag_add(r->d, (int)i + 1, false, "unexpected %s in the piece "
		    "placement: an auror is a piece of %s, not of %s: name "
		    "the variant with a Variant tag or -V", q,
		    variant_with(TC_VF_AURORS)->title, r->pos->var->title);
		r->syntax++;
	} else {
		unexpected(r, F_PLACEMENT, i, r->pos->var->flags &
		    TC_VF_AURORS ? "a piece letter (KQRBNPA, kqrbnpa), a digit "
		    "1-8 or '/'" : "a piece letter (KQRBNP, kqrbnp), a digit "
		    "1-8 or '/'");
	}
}

/*
** True (with an error) if the placement s[i..end) has the rows of
** another variant's notation: a FEN given for EN Chess, an EN-FEN for an
** 8x8 variant.
*/
static bool
other_rows(struct reader *r, size_t i, size_t end)
{
	const struct tc_geom *g = r->pos->var->geom;
	int rows = 1, k;
	bool commas = false;

	for (; i < end; i++) {
		rows += r->s[i] == '/';
		commas = commas || r->s[i] == ',';
	}
	/* Tokens split by ',': the notation of a variant of its own. */
	for (k = 0; commas && tc_variants[k] != NULL; k++)
		if (tc_variants[k]->read != fen8_read) {
			diag_add(r->d, (int)r->f[F_PLACEMENT].off + 1, false,
			    "the piece placement has tokens split by ',', as "
			    "in %s: %s writes letters and digits",
			    tc_variants[k]->title, r->pos->var->title);
			r->syntax++;
			return true;
		}
	if (rows == g->nrows)
		return false;
	for (k = 0; tc_variants[k] != NULL; k++) {
		const struct tc_variant *v = tc_variants[k];

		if (v->read == fen8_read && v->geom->nrows == rows &&
		    v->geom->nrows != g->nrows) {
			diag_add(r->d, (int)r->f[F_PLACEMENT].off + 1, false,
			    "the piece placement has %d rows, as in %s: %s has "
			    "%d", rows, v->title, r->pos->var->title, g->nrows);
			r->syntax++;
			return true;
		}
	}
	return false;
}

/*
** True if the mark m may follow the piece letter (content code k) at
** s[i]; else false after an error: a mark the variant does not use, a
** neutral piece written in lower case, a neutral king.
*/
static __attribute__((noinline)) bool
mark_fits(struct reader *r, size_t i, int m, int k)
{
	const struct tc_variant *var = r->pos->var;
	const unsigned char *s = (const unsigned char *)r->s;
	char q[64];

	if (!strchr(var->marks, s[i + 1])) {
		char by[TC_MSGMAX / 2];

		quote(q, sizeof(q), r->s + i + 1, 1);
		diag_add(r->d, (int)i + 2, false, "mark %s is not used in %s%s",
		    q, var->title, used_by(by, sizeof(by), s[i + 1], NULL, 0));
		r->syntax++;
		return false;
	}
	if (m == TC_NEUTRAL && (TC_COLOUR(k) != TC_WHITE ||
	    TC_TYPE(k) == TC_KING)) {
		quote(q, sizeof(q), r->s + i, 2);
		diag_add(r->d, (int)i + 1, false, "%s: %s", q, TC_TYPE(k) ==
		    TC_KING ? "a king is never neutral" : "a neutral piece is "
		    "written with an upper-case letter");
		r->syntax++;
		return false;
	}
	return true;
}

/*
** The error of a placement whose reading stopped at s[i] (end: the
** placement's end) in row `row` after `file` squares, before its end or
** its last square.  Out of line, as mark_fits(): read_placement() is
** faster without them.
*/
static __attribute__((noinline)) void
placement_end(struct reader *r, size_t i, size_t end, int row, int file)
{
	const struct tc_geom *g = r->pos->var->geom;
	int width = g->rowlen[row], rows = 1;
	size_t k;

	if (other_rows(r, r->f[F_PLACEMENT].off, end))
		return;
	for (k = r->f[F_PLACEMENT].off; k < end; k++)
		rows += r->s[k] == '/';
	/* Too few rows, of unequal lengths: the count first ("9 rows"). */
	if (i < end && (g->bitboard || rows >= g->nrows)) {
		placement_error(r, i, row, file);
	} else if (i < end || row < g->nrows - 1) {
		row = i < end ? rows - 1 : row;
		if (g->bitboard)
			diag_add(r->d, (int)end + 1, false, "the piece placement "
			    "has %d ranks: expected %d", row + 1, g->nrows);
		else
			diag_add(r->d, (int)end + 1, false, "the piece placement "
			    "has %d rows: %s has %d (the x9 row, ranks 8 to 1, "
			    "the x0 row)", row + 1, r->pos->var->title,
			    g->nrows);
		r->syntax++;
	} else if (file != width) {
		diag_add(r->d, (int)end + 1, false, "%s has %d square%s: "
		    "expected %d", row_name(r, row), file, file == 1 ? "" : "s",
		    width);
		r->syntax++;
	}
}

/*
** Read the piece placement, row by row as the geometry lists them.
** Builds board, marks, bitboards (where the geometry has them) and the
** pieces' share of the hash in one pass.
*/
static void
read_placement(struct reader *r)
{
	struct tc_pos *pos = r->pos;
	const struct tc_geom *g = pos->var->geom;
	const unsigned char *s = (const unsigned char *)r->s;
	size_t i, end;
	int row = 0, file = 0, prev = 0, width = g->rowlen[0];
	bool bits = g->bitboard, aurors = (pos->var->flags & TC_VF_AURORS) != 0;
	bb_t occ = 0, grey = 0;
	uint64_t h = 0;

	if (pos->var->read_pocket) {
		struct field *f = &r->f[F_PLACEMENT];
		size_t board = f->len;

		r->syntax += pos->var->read_pocket(pos, r->s + f->off, f->len,
		    (int)f->off, &board, r->d);
		f->len = board;
	}
	i = r->f[F_PLACEMENT].off;
	end = i + r->f[F_PLACEMENT].len;
	for (; i < end; prev = placement_class[s[i]], i++) {
		int k = placement_class[s[i]];

		if (k > 0 && k < PC_DIGIT) {
			int sq, m;
			bb_t b;

			if (file >= width || (TC_TYPE(k) == TC_AUROR && !aurors))
				break;
			sq = g->row[row][file];
			b = bits ? BB(sq) : 0;
			r->mark_col[sq] = (int)i + 1;
			if ((m = i + 1 < end ? mark_of[s[i + 1]] : 0) != 0) {
				if (!mark_fits(r, i, m, k))
					return;
				i++;
				grey |= b;
				h ^= zob_mark[m][sq];
			}
			pos->board[sq] = (uint8_t)k;
			pos->mark[sq] = (uint8_t)m;
			pos->bb_type[TC_TYPE(k)] |= b;
			if (m != TC_NEUTRAL)
				pos->bb_colour[TC_COLOUR(k)] |= b;
			occ |= b;
			h ^= zob_piece[TC_COLOUR(k)][TC_TYPE(k)][sq];
			file++;
		} else if (k > PC_DIGIT && k < PC_DIGIT + 9 && !(prev >
		    PC_DIGIT && prev < PC_SLASH) && file + k - PC_DIGIT <=
		    width) {
			file += k - PC_DIGIT;
		} else if (k == PC_SLASH && file == width &&
		    row < g->nrows - 1) {
			width = g->rowlen[++row];
			file = 0;
		} else {
			break;
		}
	}
	pos->bb_type[TC_EMPTY] = occ;
	pos->bb_grey = grey;
	pos->hash ^= h;
	if (i < end || row < g->nrows - 1 || file != width)
		placement_end(r, i, end, row, file);
}

static void
read_side(struct reader *r)
{
	struct field *f = &r->f[F_SIDE];
	char c = r->s[f->off];

	if (f->len == 1 && (c == 'w' || c == 'b'))
		r->pos->turn = c == 'w' ? TC_WHITE : TC_BLACK;
	else if (c == 'w' || c == 'b')
		unexpected(r, F_SIDE, f->off + 1, "a space after the side to "
		    "move");
	else
		unexpected(r, F_SIDE, f->off, field_expect[F_SIDE]);
}

static void
read_castling(struct reader *r)
{
	static const char order[] = "KQkq";
	struct field *f = &r->f[F_CASTLE];
	const char *s = r->s + f->off;
	int last = -1;
	size_t i;

	if (r->pos->var->read_castling) {
		r->syntax += r->pos->var->read_castling(r->pos, s, f->len,
		    (int)f->off, r->d);
		return;
	}
	if (s[0] == '-') {
		if (f->len > 1)
			unexpected(r, F_CASTLE, f->off + 1, "a space after '-'");
		return;
	}
	for (i = 0; i < f->len; i++) {
		const char *p = s[i] ? strchr(order, s[i]) : NULL;
		int k;
		char q[64];

		if (p == NULL) {
			unexpected(r, F_CASTLE, f->off + i, i == 0 ?
			    "K, Q, k, q or '-'" : "K, Q, k or q");
			return;
		}
		k = (int)(p - order);
		if (k <= last) {
			quote(q, sizeof(q), s + i, 1);
			syntax_error(r, f->off + i, k == last ?
			    "castling right %s repeated" : "castling right %s "
			    "out of order: expected KQkq order", q);
			return;
		}
		last = k;
		r->pos->castle |= (uint16_t)(1u << k);
	}
}

static void
read_ep(struct reader *r)
{
	struct field *f = &r->f[F_EP];
	const char *s = r->s + f->off;

	if (s[0] == '-') {
		if (f->len > 1)
			unexpected(r, F_EP, f->off + 1, "a space after '-'");
		return;
	}
	if (s[0] < 'a' || s[0] > 'h')
		unexpected(r, F_EP, f->off, field_expect[F_EP]);
	else if (f->len < 2)
		syntax_error(r, f->off + 1, "%sthe en passant square has no "
		    "rank: expected rank 3 or 6", "");
	else if (s[1] != '3' && s[1] != '6')
		unexpected(r, F_EP, f->off + 1, "rank 3 or 6");
	else if (f->len > 2)
		unexpected(r, F_EP, f->off + 2, "a space after the square");
	else
		r->pos->ep[r->pos->turn ^ 1] =
		    r->pos->var->geom->at[s[1] - '1'][s[0] - 'a'];
}

static void
read_number(struct reader *r, int fi, uint32_t *out)
{
	struct field *f = &r->f[fi];
	const char *s = r->s + f->off;
	uint64_t v = 0;
	size_t i;

	for (i = 0; i < f->len; i++) {
		if (s[i] < '0' || s[i] > '9') {
			unexpected(r, fi, f->off + i, "a digit");
			return;
		}
		v = v * 10 + (uint64_t)(s[i] - '0');
		if (v > TC_MAXNUMBER) {
			char q[64], msg[TC_MSGMAX];

			quote(q, sizeof(q), s, f->len);
			snprintf(msg, sizeof(msg), "%s %s is too large: at most "
			    "%u", field_name[fi], q, TC_MAXNUMBER);
			diag_add(r->d, (int)f->off + 1, false, "%s", msg);
			r->syntax++;
			return;
		}
	}
	*out = (uint32_t)v;
}

/*
** Split s[off..end) into fields at blanks, from field n on.  Returns the
** number of fields then found (at most max) and sets *stop to the first byte of what follows the
** last field and its blanks.  A separator other than one space is an
** error, reported once, at its first offending byte.
*/
static int
split_fields(struct reader *r, int n, size_t off, size_t end, int max,
    size_t *stop)
{
	const char *s = r->s;
	size_t i = off;
	bool reported = false;

	bool tabs = memchr(s + off, '\t', end - off) != NULL;

	while (i < end && n < max) {
		size_t start = i;
		const char *sp;

		if (!tabs) {
			sp = memchr(s + i, ' ', end - i);
			i = sp ? (size_t)(sp - s) : end;
		} else {
			while (i < end && s[i] != ' ' && s[i] != '\t')
				i++;
		}
		r->f[n].off = start;
		r->f[n].len = i - start;
		n++;
		start = i;
		while (i < end && (s[i] == ' ' || s[i] == '\t'))
			i++;
		if (n < max && !reported && i < end && (i - start != 1 ||
		    s[start] != ' ')) {
			syntax_error(r, s[start] == ' ' ? start + 1 : start,
			    "%sexpected a single space between fields", "");
			reported = true;
		}
	}
	*stop = i;
	return n;
}

void
diags_sort(struct tc_diags *d, int from)
{
	int i, j;

	for (i = from + 1; i < d->n; i++) {
		struct tc_diag x = d->d[i];

		for (j = i; j > from && d->d[j - 1].col > x.col; j--)
			d->d[j] = d->d[j - 1];
		d->d[j] = x;
	}
}

static void
square_name(int sq, char *buf)
{
	geom_square_name(tc_geom_8x8, sq, buf);
}

static const char *
side_name(int side)
{
	return side == TC_WHITE ? "white" : "black";
}

static void
check_kings(struct reader *r)
{
	static const struct tc_men chess = { 1, 1, 0x7e, 8, 16 };
	struct tc_pos *pos = r->pos;
	int side, n, sq;
	bb_t k;

	for (side = 0; side < 2; side++) {
		const struct tc_men *men = pos->var->men ? &pos->var->men[side] :
		    &chess;

		k = pos->bb_type[TC_KING] & pos->bb_colour[side];
		n = bb_pop(k);
		if (n < men->kings_min && n == 0)
			diag_add(r->d, (int)r->f[F_PLACEMENT].off + 1, false,
			    "no %s king", side_name(side));
		else if (n < men->kings_min)
			diag_add(r->d, (int)r->f[F_PLACEMENT].off + 1, false,
			    "%d %s king%s: expected at least %d", n,
			    side_name(side), n == 1 ? "" : "s", men->kings_min);
		else if (n > men->kings_max) {
			int first = 0, second = 0;

			/* Point at the second king read (rank 8 first). */
			while (k) {
				int col = r->mark_col[bb_poplsb(&k)];

				if (!first || col < first) {
					second = first;
					first = col;
				} else if (!second || col < second)
					second = col;
			}
			if (men->kings_max == 1)
				diag_add(r->d, second, false, "%d %s kings: "
				    "expected one", n, side_name(side));
			else
				diag_add(r->d, second ? second : first, false,
				    "%d %s king%s: %s", n, side_name(side), n ==
				    1 ? "" : "s", men->kings_max ? "too many" :
				    "expected none");
		}
	}
	k = pos->bb_type[TC_KING] & pos->bb_grey;
	while (k) {
		char name[4];

		sq = bb_poplsb(&k);
		square_name(sq, name);
		diag_add(r->d, r->mark_col[sq] + 1, false, "king on %s with "
		    "'%c': a king is always pure", name,
		    mark_char[pos->mark[sq]]);
	}
}

/* An error at each pawn of `pawns`: "pawn on e1" and why. */
static void
pawn_errors(struct reader *r, bb_t pawns, const char *what, const char *why)
{
	while (pawns) {
		int sq = bb_poplsb(&pawns);
		char name[4];

		square_name(sq, name);
		diag_add(r->d, r->mark_col[sq], false, "%s on %s: %s", what,
		    name, why);
	}
}

static void
check_pawns(struct reader *r)
{
	const struct tc_pos *pos = r->pos;
	bb_t pawns = pos->bb_type[TC_PAWN];
	bb_t neutral = pawns & pos->bb_grey & ~pos->bb_colour[0] &
	    ~pos->bb_colour[1];

	int side, rank;

	pawn_errors(r, neutral & 0x00ff00000000ff00ull, "neutral pawn",
	    "a neutral pawn never stands on rank 2 or 7");
	if (pos->var->men == NULL) {
		pawn_errors(r, pawns & 0xff000000000000ffull, "pawn",
		    "pawns never stand on rank 1 or 8");
		return;
	}
	for (side = 0; side < 2; side++)
		for (rank = 0; rank < 8; rank++)
			if (!(pos->var->men[side].pawn_ranks & (1u << rank)))
				pawn_errors(r, pawns & pos->bb_colour[side] &
				    ((bb_t)0xff << (8 * rank)), side ==
				    TC_WHITE ? "white pawn" : "black pawn",
				    rank == 0 || rank == 7 ?
				    "pawns never stand on rank 1 or 8 here" :
				    "pawns of this side never stand on this rank");
}

static void
check_check(struct reader *r)
{
	struct tc_pos *pos = r->pos;
	int them = pos->turn ^ 1, k = pos_king_sq(pos, them);
	int col = (int)r->f[F_SIDE].off + 1, n;
	bb_t att, occ = pos->bb_type[TC_EMPTY];

	/* Whether a king is in check is the variant's engine's to say. */
	if (k >= 0 && bb_pop(pos->bb_type[TC_KING] & pos->bb_colour[them]) ==
	    1 && pos->eng->checked(pos, them)) {
		char ks[4], as[4];

		square_name(k, ks);
		/* Name an enemy attacker, else one of its own (a mercenary). */
		if ((att = bb_attackers(pos, k, pos->turn, occ)) == 0)
			att = bb_attackers(pos, k, them, occ) & pos->bb_grey;
		if (att) {
			square_name(bb_lsb(att), as);
			diag_add(r->d, col, false, "%s is not to move but its "
			    "king on %s is in check from %s", side_name(them),
			    ks, as);
		} else {
			diag_add(r->d, col, false, "%s is not to move but its "
			    "king on %s is in check", side_name(them), ks);
		}
	}
	k = pos_king_sq(pos, pos->turn);
	if (k >= 0 && (n = pos->eng->checkers(pos)) >= 3)
		diag_add(r->d, col, !(r->flags & TC_AFEN_STRICT), "%s to move "
		    "is in check from %d pieces: no move gives more than a "
		    "double check", side_name(pos->turn), n);
}

static void
check_castling(struct reader *r)
{
	static const char letter[] = "KQkq";
	struct tc_pos *pos = r->pos;
	int i, col = (int)r->f[F_CASTLE].off + 1;

	for (i = 0; i < 4; i++) {
		int side = i < 2 ? TC_WHITE : TC_BLACK, rank = side ? 7 : 0;
		int corner = SQ88(i % 2 ? 0 : 7, rank);
		char name[4];

		if (!(pos->castle & (1u << i)))
			continue;
		if (pos->board[SQ88(4, rank)] != TC_CODE(TC_KING, side)) {
			square_name(SQ88(4, rank), name);
			diag_add(r->d, col, false, "castling right '%c' without "
			    "a %s king on %s", letter[i], side_name(side), name);
		} else if (pos->board[corner] != TC_CODE(TC_ROOK, side) &&
		    !(TC_TYPE(pos->board[corner]) == TC_ROOK &&
		    pos->mark[corner] == TC_NEUTRAL)) {
			square_name(corner, name);
			diag_add(r->d, col, false, "castling right '%c' without "
			    "a %s%s rook on %s", letter[i], side_name(side),
			    strchr(pos->var->marks, '*') ? " or neutral" : "",
			    name);
		}
		col++;
	}
}

/* True if side may move some pawn of colour c in pos's variant. */
static bool
moves_pawns_of(const struct tc_pos *pos, int side, int c)
{
	const char *m = pos->var->marks;
	uint8_t code = TC_CODE(TC_PAWN, c);

	if (pos->var->controllers(code, TC_PURE) & (1u << side))
		return true;
	for (; *m; m++)
		if (pos->var->controllers(code, mark_of[(unsigned char)*m]) &
		    (1u << side))
			return true;
	return false;
}

/*
** The en passant square: skipped by a pawn that the side not to move has
** just pushed two squares, its colour's way (rank 3 for a white pawn,
** rank 6 for a black one; where pieces change sides a player may move
** pawns of the other colour).
*/
static void
check_ep(struct reader *r)
{
	struct tc_pos *pos = r->pos;
	int ep = ep2(pos), col = (int)r->f[F_EP].off + 1;
	int us = pos->turn, them = us ^ 1, pc, dir;
	char name[4], other[4];

	if (ep == TC_NOSQ)
		return;
	square_name(ep, name);
	if (pos->var->flags & TC_VF_NO_EP) {
		diag_add(r->d, col, false, "en passant square %s in %s, where "
		    "pawns never double-step: expected '-'", name,
		    pos->var->title);
		return;
	}
	pc = RANK88(ep) == 2 ? TC_WHITE : TC_BLACK;
	dir = pc == TC_WHITE ? 8 : -8;
	if (!moves_pawns_of(pos, them, pc)) {
		diag_add(r->d, col, false, "en passant square %s with %s to "
		    "move: expected rank %d", name, side_name(us),
		    us == TC_WHITE ? 6 : 3);
		return;
	}
	if (pos->board[ep]) {
		diag_add(r->d, col, false, "en passant square %s is not empty",
		    name);
		return;
	}
	square_name(ep + dir, other);
	if (pos->board[ep + dir] != TC_CODE(TC_PAWN, pc)) {
		diag_add(r->d, col, false, "en passant square %s without a %s "
		    "pawn on %s", name, side_name(pc), other);
		return;
	}
	if (!(pos_controllers(pos, ep + dir) & (1u << them))) {
		diag_add(r->d, col, false, "en passant square %s: %s does not "
		    "move the %s pawn on %s", name, side_name(them),
		    side_name(pc), other);
		return;
	}
	square_name(ep - dir, other);
	if (pos->board[ep - dir])
		diag_add(r->d, col, false, "en passant square %s with %s "
		    "occupied: no pawn can have just passed it", name, other);
}

/* Warnings for material no game can reach. */
static void
check_material(struct reader *r)
{
	const struct tc_pos *pos = r->pos;
	bool warn = !(r->flags & TC_AFEN_STRICT);
	bool per_side = !(pos->var->flags & TC_VF_TURNCOATS);
	int col = (int)r->f[F_PLACEMENT].off + 1;
	int side, nsets = per_side ? 2 : 1;

	/*
	 * Where pieces change sides (Allegiance Chess, Neutral Subject
	 * Chess) only the totals are bounded; in standard chess each side is.
	 */
	for (side = 0; side < nsets; side++) {
		bb_t mine = per_side ? pos->bb_colour[side] : ~(bb_t)0;
		int scale = per_side ? 1 : 2;
		int pawns = bb_pop(pos->bb_type[TC_PAWN] & mine);
		int all = bb_pop(pos->bb_type[TC_EMPTY] & mine);
		int promoted = excess(bb_pop(pos->bb_type[TC_QUEEN] & mine),
		    scale) + excess(bb_pop(pos->bb_type[TC_ROOK] & mine),
		    2 * scale) + excess(bb_pop(pos->bb_type[TC_BISHOP] & mine),
		    2 * scale) + excess(bb_pop(pos->bb_type[TC_KNIGHT] & mine),
		    2 * scale);
		const char *who = !per_side ? "in all" :
		    side == TC_WHITE ? "for white" : "for black";
		int maxp = 8 * scale, maxm = 16 * scale;

		if (per_side && pos->var->men) {
			maxp = pos->var->men[side].pawns;
			maxm = pos->var->men[side].men;
		}
		if (pawns > maxp)
			diag_add(r->d, col, warn, "%d pawns %s: a game has at "
			    "most %d", pawns, who, maxp);
		if (all > maxm)
			diag_add(r->d, col, warn, "%d pieces %s: a game has at "
			    "most %d", all, who, maxm);
		if (pawns <= maxp && promoted > maxp - pawns)
			diag_add(r->d, col, warn, "%d promoted piece%s %s but "
			    "only %d pawn%s missing", promoted, promoted == 1 ?
			    "" : "s", who, maxp - pawns,
			    maxp - pawns == 1 ? "" : "s");
	}
}

static void
check_counters(struct reader *r)
{
	const struct tc_pos *pos = r->pos;
	bool warn = !(r->flags & TC_AFEN_STRICT);
	uint64_t plies;

	if (pos->fullmove == 0)
		diag_add(r->d, (int)r->f[F_FULL].off + 1, warn, "fullmove "
		    "number 0: games start at move 1");
	plies = 2 * (uint64_t)(pos->fullmove ? pos->fullmove - 1 : 0) +
	    (pos->turn == TC_BLACK);
	if (pos->halfmove > plies)
		diag_add(r->d, (int)r->f[F_HALF].off + 1, warn, "halfmove "
		    "clock %u is larger than the %llu pl%s played",
		    pos->halfmove, (unsigned long long)plies,
		    plies == 1 ? "y" : "ies");
}

/*
** The checks of meaning: those of the 8x8 notation on bitboard boards,
** the counters', then the variant's own (all of them on other boards).
*/
static void
check_meaning(struct reader *r)
{
	if (r->pos->var->geom->bitboard) {
		check_kings(r);
		check_pawns(r);
		check_check(r);
		if (!r->pos->var->read_castling)
			check_castling(r);
		check_ep(r);
		check_material(r);
	}
	check_counters(r);
	if (r->pos->var->check) {
		struct fen8_cols c;
		int i;

		for (i = 0; i < NFIELDS; i++)
			c.field[i] = r->f[i].len ? (int)r->f[i].off + 1 : 0;
		for (i = 0; i < TC_MAXKEYS; i++)
			c.key[i] = r->key[i][1] == SIZE_MAX ? 0 :
			    (int)r->key[i][0] + 1;
		c.sq = r->mark_col;
		r->pos->var->check(r->pos, &c, r->flags, r->d);
	}
}

/*
** The index of the word s[0..n) in the space-separated list `list`, or
** -1 if it is not there.
*/
static int
key_index(const char *list, const char *s, size_t n)
{
	int i = 0;

	while (*list) {
		size_t k = strcspn(list, " ");

		if (k == n && strncmp(list, s, n) == 0)
			return i;
		list += k;
		list += *list == ' ';
		i++;
	}
	return -1;
}

/*
** Into out[cap]: " (VARIANT uses it: -V NAME)" for the first variant of
** tc_variants[] whose marks hold the mark c (key NULL) or whose keys
** hold key[0..n), so that a message tells where a mark or key belongs;
** "" if none does.
*/
static const char *
used_by(char *out, size_t cap, int c, const char *key, size_t n)
{
	int i;

	for (i = 0; tc_variants[i] != NULL; i++) {
		const struct tc_variant *v = tc_variants[i];

		if (key ? key_index(v->keys, key, n) >= 0 : c && strchr(v->marks,
		    c) != NULL) {
			snprintf(out, cap, " (%s uses it: -V %s)", v->title,
			    v->name);
			return out;
		}
	}
	out[0] = '\0';
	return out;
}

static bool
is_blank(int c)
{
	return c == ' ' || c == '\t';
}

/*
** Note the key the bare word s[i..e) stands for (the variant's key_word:
** "+1+0", "3+3"), its whole text the value; false if it is none.
*/
static bool
bare_key(struct reader *r, size_t i, size_t e)
{
	const struct tc_variant *v = r->pos->var;
	int k;

	if (v->key_word == NULL || (k = v->key_word(r->s + i, e - i)) < 0 ||
	    k >= TC_MAXKEYS)
		return false;
	if (r->key[k][1] != SIZE_MAX) {
		char q[64];

		quote(q, sizeof(q), r->s + i, e - i);
		syntax_error(r, i, "%s gives a key given before", q);
	}
	r->key[k][0] = i;
	r->key[k][1] = e - i;
	return true;
}

/*
** A word the variant reads as a key between the en passant field and
** the halfmove clock ("3+3"), from s[at]: noted, and the offset after it
** and its blanks returned; else `at`.
*/
static size_t
bare_key_field(struct reader *r, size_t at, size_t end)
{
	size_t e = at;

	while (e < end && !is_blank(r->s[e]))
		e++;
	if (!bare_key(r, at, e))
		return at;
	while (e < end && is_blank(r->s[e]))
		e++;
	return e;
}

/*
** The keys the variant adds after the fullmove number, from s[*at] on
** to end: each `key=value`, one space apart, noted in r->key for the
** variant to read.  In a variant without keys, a word that is another
** variant's key (`budget=9/9`) is an error that names that variant.
** Stops at the first word without '=' (or, without keys, at the first
** that is no variant's key), leaving it to the caller.
*/
static void
read_keys(struct reader *r, size_t *at, size_t end)
{
	const char *s = r->s, *keys = r->pos->var->keys;
	size_t i = *at;

	while (i < end) {
		size_t e = i, eq;
		char q[64], by[TC_MSGMAX / 2];
		int k;

		while (e < end && !is_blank(s[e]))
			e++;
		for (eq = i; eq < e && s[eq] != '='; eq++)
			;
		if (eq == e && bare_key(r, i, e)) {
			for (i = e; i < end && is_blank(s[i]); i++)
				;
			continue;
		}
		if (eq == e || (!*keys && !*used_by(by, sizeof(by), 0, s + i,
		    eq - i)))
			break;
		quote(q, sizeof(q), s + i, eq - i);
		if (!*keys) {
			diag_add(r->d, (int)i + 1, false, "key %s is not used "
			    "in %s%s", q, r->pos->var->title, by);
			r->syntax++;
		} else if ((k = key_index(keys, s + i, eq - i)) < 0) {
			char msg[TC_MSGMAX];

			snprintf(msg, sizeof(msg), "unknown key %s: %s uses %s%s",
			    q, r->pos->var->title, keys, used_by(by,
			    sizeof(by), 0, s + i, eq - i));
			diag_add(r->d, (int)i + 1, false, "%s", msg);
			r->syntax++;
		} else if (r->key[k][1] != SIZE_MAX) {
			syntax_error(r, i, "key %s given twice", q);
		} else {
			r->key[k][0] = eq + 1;
			r->key[k][1] = e - eq - 1;
		}
		for (i = e; i < end && is_blank(s[i]); i++)
			;
	}
	*at = i;
}

static bool
is_digit(int c)
{
	return c >= '0' && c <= '9';
}

bool
pos_text_bounds(const char *s, size_t len, size_t *off, size_t *end,
    struct tc_diags *d)
{
	size_t o = 0, e = len;

	while (e > 0 && (is_blank(s[e - 1]) || s[e - 1] == '\r' ||
	    s[e - 1] == '\n'))
		e--;
	while (o < e && is_blank(s[o]))
		o++;
	*off = o;
	*end = e;
	if (o < e)
		return true;
	diag_add(d, (int)o + 1, false, "empty line: expected a position");
	return false;
}

int
afen_read(struct tc_pos *pos, const struct tc_variant *var, const char *s,
    size_t len, unsigned flags, struct tc_diags *d, size_t *rest)
{
	tc_init();
	return var->read(pos, var, s, len, flags, d, rest);
}

int
afen_validate(const struct tc_variant *var, const char *s, size_t len,
    unsigned flags, struct tc_diags *d)
{
	struct tc_pos pos;

	tc_init();
	if (var->validate)
		return var->validate(var, s, len, flags, d);
	return var->read(&pos, var, s, len, flags, d, NULL);
}

size_t
afen_write(const struct tc_pos *pos, char *buf, size_t cap)
{
	return pos->var->write(pos, buf, cap);
}

/*
** Split the line s[off..end) into its fields, an error for a missing
** one: six, or for EPD four and then, if a field that starts with a
** digit (or a sign and a digit) follows, the halfmove clock and the
** fullmove number; anything else begins the operations, kept as read
** but which must be well formed (epd_ops_check()).  Returns the number
** of fields, *stop the offset after them and their blanks, and *rest (if
** rest is not NULL) the end of the position.
*/
static int
split_line(struct reader *r, size_t off, size_t end, size_t *stop,
    size_t *rest)
{
	const char *s = r->s;
	bool epd = (r->flags & TC_AFEN_EPD) != 0;
	int n;

	if (epd) {
		n = split_fields(r, 0, off, end, F_HALF, stop);
		if (rest)
			*rest = r->f[n - 1].off + r->f[n - 1].len;
		if (n == F_HALF && *stop < end) {
			size_t after = bare_key_field(r, *stop, end);

			if (after != *stop && rest) {
				/* The key's word is the position's. */
				*rest = after;
				while (*rest > *stop && is_blank(s[*rest - 1]))
					(*rest)--;
			}
			*stop = after;
		}
		if (n == F_HALF && *stop < end && (is_digit(s[*stop]) ||
		    ((s[*stop] == '+' || s[*stop] == '-') && *stop + 1 < end &&
		    is_digit(s[*stop + 1])))) {
			n = split_fields(r, F_HALF, *stop, end, NFIELDS, stop);
			if (rest)
				*rest = *stop;
		}
	} else if (r->pos->var->key_word == NULL) {
		n = split_fields(r, 0, off, end, NFIELDS, stop);
	} else {
		/* A word the variant reads as a key may follow the fourth. */
		n = split_fields(r, 0, off, end, F_HALF, stop);
		if (n == F_HALF && *stop < end)
			n = split_fields(r, F_HALF, bare_key_field(r, *stop, end),
			    end, NFIELDS, stop);
	}
	if (n < NFIELDS && (n != F_HALF || !epd)) {
		diag_add(r->d, (int)end + 1, false, "missing %s: expected %s",
		    field_name[n], field_expect[n]);
		r->syntax++;
	}
	return n;
}

/*
** Text at s[stop..end) after the fields and keys: an error, but in EPD
** the operations, which must be well formed.
*/
static void
trailing_text(struct reader *r, size_t stop, size_t end)
{
	char q[64];

	if (stop >= end)
		return;
	if (!(r->flags & TC_AFEN_EPD)) {
		quote(q, sizeof(q), r->s + stop, end - stop);
		syntax_error(r, stop, "unexpected text after the fullmove "
		    "number: %s", q);
	} else if ((stop = epd_ops_check(r->s, stop, end)) < end) {
		quote(q, sizeof(q), r->s + stop, end - stop);
		syntax_error(r, stop, "unexpected text after the position: %s",
		    q);
	}
}

/* Read the first n fields into the position. */
static void
read_fields(struct reader *r, int n)
{
	if (n > F_PLACEMENT)
		read_placement(r);
	if (n > F_SIDE)
		read_side(r);
	if (n > F_CASTLE)
		read_castling(r);
	if (n > F_EP)
		read_ep(r);
	if (n > F_HALF)
		read_number(r, F_HALF, &r->pos->halfmove);
	if (n > F_FULL)
		read_number(r, F_FULL, &r->pos->fullmove);
}

int
fen8_read(struct tc_pos *pos, const struct tc_variant *var, const char *s,
    size_t len, unsigned flags, struct tc_diags *d, size_t *rest)
{
	struct reader r;
	size_t off = 0, end = len, stop;
	int n, before = d->nerr, first = d->n;

	pos_reset(pos, var);
	r.pos = pos;
	r.s = s;
	r.d = d;
	r.syntax = 0;
	r.flags = flags;
	memset(r.key, 0xff, sizeof(r.key));
	if (rest)
		*rest = len;
	if (!pos_text_bounds(s, len, &off, &end, d))
		return d->nerr - before;
	n = split_line(&r, off, end, &stop, rest);
	if (stop < end && n >= F_HALF) {
		read_keys(&r, &stop, end);
		if (*var->keys && rest && (flags & TC_AFEN_EPD))
			*rest = stop;	/* the keys are the position's */
	}
	trailing_text(&r, stop, end);
	read_fields(&r, n);
	if (var->read_keys && r.syntax == 0)
		r.syntax += var->read_keys(pos, s, (const size_t (*)[2])r.key,
		    flags, d);
	if (r.syntax == 0 && !(flags & TC_AFEN_SYNTAX))
		check_meaning(&r);
	pos->hash ^= pos_hash_state(pos);
	diags_sort(d, first);
	return d->nerr - before;
}

size_t
text_copy_out(const char *tmp, size_t len, char *buf, size_t cap)
{
	if (len < cap) {
		memcpy(buf, tmp, len);
		buf[len] = '\0';
	} else if (cap > 0) {
		buf[0] = '\0';
	}
	return len;
}

size_t
fen8_write(const struct tc_pos *pos, char *buf, size_t cap)
{
	const struct tc_geom *g = pos->var->geom;
	char tmp[TC_AFEN_MAX + 64], *p = tmp;
	int row, file, empty, i;

	for (row = 0; row < g->nrows && g->bitboard && g->nrows == 8; row++) {
		/* The 8x8 board, rank 8 first: a rank's pieces by its bits. */
		const uint8_t *r = pos->board + 8 * (7 - row);
		unsigned bits = 0;

		for (file = 0; file < 8; file++)
			bits |= (unsigned)(r[file] != 0) << file;
		file = 0;
		while (bits) {
			int f = __builtin_ctz(bits), sq = 8 * (7 - row) + f;
			uint8_t c = pos->board[sq];

			/* Without branches the pieces would mispredict. */
			*p = (char)('0' + f - file);
			p += f > file;
			*p++ = (char)(type_letter[TC_TYPE(c)] +
			    ((TC_COLOUR(c) == TC_BLACK) << 5));
			if (pos->mark[sq])
				*p++ = mark_char[pos->mark[sq]];
			file = f + 1;
			bits &= bits - 1;
		}
		if (file < 8)
			*p++ = (char)('0' + 8 - file);
		if (row < 7)
			*p++ = '/';
	}
	for (row = 0; row < g->nrows && !(g->bitboard && g->nrows == 8); row++) {
		empty = 0;
		for (file = 0; file < g->rowlen[row]; file++) {
			int sq = g->row[row][file];
			uint8_t c = pos->board[sq];

			if (!c) {
				empty++;
				continue;
			}
			if (empty)
				*p++ = (char)('0' + empty);
			empty = 0;
			*p = type_letter[TC_TYPE(c)];
			if (TC_COLOUR(c) == TC_BLACK)
				*p += 'a' - 'A';
			p++;
			if (pos->mark[sq])
				*p++ = mark_char[pos->mark[sq]];
		}
		if (empty)
			*p++ = (char)('0' + empty);
		if (row < g->nrows - 1)
			*p++ = '/';
	}
	if (pos->var->write_pocket)
		p += pos->var->write_pocket(pos, p);
	*p++ = ' ';
	*p++ = pos->turn == TC_WHITE ? 'w' : 'b';
	*p++ = ' ';
	if (pos->var->write_castling)
		p += pos->var->write_castling(pos, p);
	else if (!pos->castle)
		*p++ = '-';
	for (i = 0; i < 4 && !pos->var->write_castling; i++)
		if (pos->castle & (1u << i))
			*p++ = "KQkq"[i];
	*p++ = ' ';
	if (ep2(pos) == TC_NOSQ)
		*p++ = '-';
	else
		p += geom_square_name(pos->var->geom, ep2(pos), p);
	*p++ = ' ';
	p += u32_text(p, counter_out(pos->halfmove));
	*p++ = ' ';
	p += u32_text(p, counter_out(pos->fullmove));
	if (pos->var->write_keys)
		p += pos->var->write_keys(pos, p);
	return text_copy_out(tmp, (size_t)(p - tmp), buf, cap);
}
