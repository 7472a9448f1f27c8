/*
** CA-FEN, Complex Allegiance Chess's position notation (spec 5): a
** four-player FEN whose board has comma-separated tokens (an owner prefix
** and a piece letter, a count of empty squares, 'x' for a missing
** corner), then FEN's fields: side, castling (Rook squares), e.p.
** entries (maker and skipped square), the clocks.
**
** The reader reports one syntax error per field (one per row of the
** board), then, if there was none, every error of meaning, each at the
** 1-based byte column of the text at fault.
*/
#include <stdio.h>
#include <string.h>
#include "internal.h"
#include "ca.h"

enum { F_BOARD, F_SIDE, F_CASTLE, F_EP, F_HALF, F_FULL, NFIELDS };

static const char *const field_name[NFIELDS] = {
	"board", "side to move", "castling field", "en passant field",
	"halfmove clock", "fullmove number"
};
static const char *const field_expect[NFIELDS] = {
	"ten rows of comma-separated tokens separated by '/'",
	"s, w, n or e", "'-' or Rook squares separated by ','",
	"'-' or entries such as se3 separated by ','", "a decimal number",
	"a decimal number at least 1"
};

/* The owners' names in CA-FEN, by colour. */
static const char *const owner_name[TC_NCOLOURS] = {
	"s", "w", "n", "e", "sw", "se", "nw", "ne"
};
static const char player_letter[5] = "swne";

struct reader {
	struct tc_pos *pos;
	const char *s;
	struct tc_diags *d;
	size_t off[NFIELDS], len[NFIELDS];
	int col[TC_MAXSQ];		/* each piece's column */
	int ncastle, castle_col[8], castle_bit[8];
	int nep, ep_col[4], ep_maker[4], ep_sq[4];
	int syntax;
};

static void
error(struct reader *r, size_t off, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void
error(struct reader *r, size_t off, const char *fmt, ...)
{
	char msg[TC_MSGMAX];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	diag_add(r->d, (int)off + 1, false, "%s", msg);
}

/* A syntax error: s[off..off+n) quoted, then the message. */
static void
bad(struct reader *r, size_t off, size_t n, const char *what)
{
	char q[64];

	afen_quote(q, sizeof(q), r->s + off, n);
	error(r, off, "unexpected %s %s", q, what);
	r->syntax++;
}

static bool
is_blank(int c)
{
	return c == ' ' || c == '\t';
}

static bool
is_digit(int c)
{
	return c >= '0' && c <= '9';
}

/* The colour an owner prefix s[0..n) names, or -1 ("ws" reads as "sw"). */
static int
owner_of(const char *s, size_t n)
{
	static const char *const other[4] = { "ws", "es", "wn", "en" };
	int c;

	for (c = 0; c < TC_NCOLOURS; c++)
		if (strlen(owner_name[c]) == n &&
		    memcmp(owner_name[c], s, n) == 0)
			return c;
	for (c = 0; c < 4; c++)
		if (n == 2 && memcmp(other[c], s, 2) == 0)
			return TC_SHARED_SW + c;
	return -1;
}

static bool
is_corner(int file, int rank)
{
	return (file == 0 || file == 9) && (rank == 0 || rank == 9);
}

/* A count token s[t..t+n) at *file of rank `rank`: false after its error. */
static bool
read_count(struct reader *r, int rank, int *file, size_t t, size_t n,
    bool count_before)
{
	const char *s = r->s;
	int v = 0, k;
	size_t j;
	char q[64];

	for (j = t; j < t + n && is_digit(s[j]) && v <= 10; j++)
		v = v * 10 + (s[j] - '0');
	if (j < t + n || v < 1 || v > 10 || s[t] == '0') {
		bad(r, t, n, "in the board: a count is 1 to 10 "
		    "without a leading zero");
		return false;
	}
	if (count_before) {
		afen_quote(q, sizeof(q), s + t, n);
		error(r, t, "two counts side by side in rank %d "
		    "(%s after another): write their sum",
		    rank + 1, q);
		r->syntax++;
		return false;
	}
	for (k = *file; k < *file + v && k < 10; k++)
		if (is_corner(k, rank)) {
			error(r, t, "the count %d covers %c%d, "
			    "which does not exist: write x for "
			    "it", v, 'a' + k, rank + 1);
			r->syntax++;
			return false;
		}
	if (*file + v > 10) {
		error(r, t, "rank %d goes past file j: the "
		    "count %d covers %d squares from %c%d",
		    rank + 1, v, v, 'a' + *file, rank + 1);
		r->syntax++;
		return false;
	}
	*file += v;
	return true;
}

/* A piece token s[t..t+n) on `file` of rank `rank`: false after its error. */
static bool
read_piece(struct reader *r, int rank, int file, size_t t, size_t n)
{
	const char *s = r->s;
	int type = n >= 2 ? type_from_letter(s[t + n - 1]) : 0;
	int owner = n >= 2 ? owner_of(s + t, n - 1) : -1;
	int sq;

	if (type == TC_EMPTY || type == TC_AUROR ||
	    s[t + n - 1] < 'A' || s[t + n - 1] > 'Z' ||
	    owner < 0) {
		bad(r, t, n, "in the board: expected x, a count "
		    "or a piece (an owner s, w, n, e, sw, se, "
		    "nw or ne and a letter K, Q, R, B, N or P)");
		return false;
	}
	if (is_corner(file, rank)) {
		error(r, t, "%c%d does not exist: expected x "
		    "for it", 'a' + file, rank + 1);
		r->syntax++;
		return false;
	}
	sq = r->pos->var->geom->at[rank][file];
	r->pos->board[sq] = TC_CODE(type, owner);
	r->col[sq] = (int)t + 1;
	return true;
}

/*
** Read one row (rank `rank`, 0-based) from s[off..end): false after its
** (one) syntax error.
*/
static bool
read_row(struct reader *r, int rank, size_t off, size_t end)
{
	const char *s = r->s;
	int file = 0;
	bool count_before = false;
	size_t i = off;
	char q[64];

	if (off == end) {
		error(r, off, "rank %d is empty: expected tokens for files "
		    "a-j", rank + 1);
		r->syntax++;
		return false;
	}
	while (i < end) {
		size_t t = i, n;

		while (i < end && s[i] != ',')
			i++;
		n = i - t;
		if (file >= 10) {
			afen_quote(q, sizeof(q), s + t, end - t);
			error(r, t, "rank %d goes past file j: %s is one token "
			    "too many", rank + 1, q);
			r->syntax++;
			return false;
		}
		if (n == 0) {
			error(r, t, "an empty token in rank %d: expected x, "
			    "a count or a piece", rank + 1);
			r->syntax++;
			return false;
		}
		if (n == 1 && s[t] == 'x') {
			if (!is_corner(file, rank)) {
				error(r, t, "'x' on %c%d: x stands only for "
				    "the missing corners a1, j1, a10 and j10",
				    'a' + file, rank + 1);
				r->syntax++;
				return false;
			}
			file++;
			count_before = false;
		} else if (is_digit(s[t])) {
			if (!read_count(r, rank, &file, t, n, count_before))
				return false;
			count_before = true;
		} else {
			if (!read_piece(r, rank, file, t, n))
				return false;
			file++;
			count_before = false;
		}
		if (i < end)
			i++;	/* the comma */
		if (i == end && s[i - 1] == ',') {
			error(r, i - 1, "rank %d ends with ',': expected a "
			    "token after it", rank + 1);
			r->syntax++;
			return false;
		}
	}
	if (file < 10) {
		error(r, end, "rank %d covers %d squares: expected 10 (files "
		    "a-j, with x at a missing corner)", rank + 1, file);
		r->syntax++;
		return false;
	}
	return true;
}

static void
read_board(struct reader *r)
{
	size_t i = r->off[F_BOARD], end = i + r->len[F_BOARD];
	int row = 0;

	/* Every CA-FEN has commas (its corners' rows): a FEN has none. */
	if (memchr(r->s + i, ',', end - i) == NULL) {
		error(r, i, "the board has no ',': CA-FEN separates its tokens "
		    "by commas (x,sR,sN,...), a FEN of another variant does "
		    "not");
		r->syntax++;
		return;
	}
	while (row < 10) {
		size_t start = i;

		while (i < end && r->s[i] != '/')
			i++;
		read_row(r, 9 - row, start, i);
		row++;
		if (i == end)
			break;
		i++;
		if (row == 10) {
			error(r, i - 1, "the board has more than 10 rows: "
			    "expected rank 10 first and rank 1 last");
			r->syntax++;
			return;
		}
	}
	if (row < 10) {
		error(r, end, "the board has %d row%s: expected 10 (rank 10 "
		    "first, rank 1 last)", row, row == 1 ? "" : "s");
		r->syntax++;
	}
}

static void
read_side(struct reader *r)
{
	const char *s = r->s + r->off[F_SIDE];
	const char *p = memchr(player_letter, s[0], 4);

	if (p == NULL || s[0] == 0)
		bad(r, r->off[F_SIDE], r->len[F_SIDE], "as the side to move: "
		    "expected s, w, n or e");
	else if (r->len[F_SIDE] > 1)
		bad(r, r->off[F_SIDE], r->len[F_SIDE], "as the side to move: "
		    "expected one letter, s, w, n or e");
	else
		r->pos->turn = (uint8_t)(p - player_letter);
}

/* The squares of a comma-separated list field fi, each to `item`. */
static void
read_list(struct reader *r, int fi,
    bool (*item)(struct reader *, size_t, size_t))
{
	size_t i = r->off[fi], end = i + r->len[fi];

	if (r->s[i] == '-') {
		if (r->len[fi] > 1)
			bad(r, i + 1, 1, "after '-': expected a space");
		return;
	}
	while (i <= end) {
		size_t t = i;

		while (i < end && r->s[i] != ',')
			i++;
		if (!item(r, t, i - t))
			return;
		if (i == end)
			return;
		i++;
		if (i == end) {
			error(r, i - 1, "the %s ends with ',': expected an "
			    "entry after it", field_name[fi]);
			r->syntax++;
			return;
		}
	}
}

static bool
castle_item(struct reader *r, size_t t, size_t n)
{
	const struct tc_geom *g = r->pos->var->geom;
	size_t used;
	int sq = geom_square_read(g, r->s + t, n, &used), k;

	for (k = 0; k < 8; k++)
		if (sq >= 0 && used == n && ca_rook_sq[k] == sq)
			break;
	if (k == 8) {
		bad(r, t, n, "in the castling field: expected '-' or a Rook "
		    "square b1, i1, a2, a9, b10, i10, j2 or j9");
		return false;
	}
	if (r->pos->castle & (1u << k)) {
		bad(r, t, n, "in the castling field: that right is already "
		    "given");
		return false;
	}
	r->pos->castle |= (uint16_t)(1u << k);
	r->castle_col[r->ncastle] = (int)t + 1;
	r->castle_bit[r->ncastle++] = k;
	return true;
}

static bool
ep_item(struct reader *r, size_t t, size_t n)
{
	const struct tc_geom *g = r->pos->var->geom;
	const char *p = n ? memchr(player_letter, r->s[t], 4) : NULL;
	size_t used;
	int sq = n > 1 ? geom_square_read(g, r->s + t + 1, n - 1, &used) : -1;

	if (p == NULL || r->s[t] == 0 || sq < 0 || used != n - 1 ||
	    r->nep == 4) {
		bad(r, t, n, "in the en passant field: expected '-' or entries "
		    "of a maker (s, w, n or e) and a square, such as se3");
		return false;
	}
	r->ep_col[r->nep] = (int)t + 1;
	r->ep_maker[r->nep] = (int)(p - player_letter);
	r->ep_sq[r->nep++] = sq;
	return true;
}

static void
read_number(struct reader *r, int fi, uint32_t *out)
{
	const char *s = r->s + r->off[fi];
	uint64_t v = 0;
	size_t i;

	for (i = 0; i < r->len[fi]; i++) {
		if (!is_digit(s[i])) {
			bad(r, r->off[fi] + i, 1, fi == F_HALF ? "in the "
			    "halfmove clock: expected a digit" : "in the "
			    "fullmove number: expected a digit");
			return;
		}
		v = v * 10 + (uint64_t)(s[i] - '0');
		if (v > TC_MAXNUMBER) {
			error(r, r->off[fi], "the %s is too large: at most %u",
			    field_name[fi], TC_MAXNUMBER);
			r->syntax++;
			return;
		}
	}
	if (fi == F_FULL && v == 0) {
		error(r, r->off[fi], "the fullmove number is 0: it starts "
		    "at 1");
		r->syntax++;
		return;
	}
	*out = (uint32_t)v;
}

/* ---- meaning ---- */

static void
check_kings(struct reader *r)
{
	const struct tc_pos *pos = r->pos;
	const struct tc_geom *g = pos->var->geom;
	int rank, file, p, first[4], missing = 0;
	char name[8];

	for (p = 0; p < 4; p++)
		first[p] = -1;
	/* In the order of the text: a second King is the one read later. */
	for (rank = 9; rank >= 0; rank--)
		for (file = 0; file < 10; file++) {
			int sq = g->at[rank][file];
			uint8_t c = sq != TC_NOSQ ? pos->board[sq] : 0;
			int o = TC_COLOUR(c);

			if (TC_TYPE(c) != TC_KING)
				continue;
			geom_square_name(g, sq, name);
			if (o >= 4) {
				error(r, (size_t)r->col[sq] - 1, "a shared King "
				    "on %s: a King belongs to one player", name);
			} else if (first[o] >= 0) {
				error(r, (size_t)r->col[sq] - 1, "%s has a "
				    "second King on %s: each player has exactly "
				    "one", ca_player_name[o], name);
			} else {
				first[o] = sq;
			}
		}
	for (p = 0; p < 4; p++)
		missing += first[p] < 0;
	if (missing >= 2)
		for (p = 0; p < 4; p++)
			if (first[p] < 0)
				error(r, r->off[F_BOARD], "%s has no King: "
				    "only one player may be without one (its "
				    "King was taken, the game is over)",
				    ca_player_name[p]);
}

/* True if a pawn of colour c may not stand on that file and rank. */
static bool
pawn_edge(int c, int file, int rank)
{
	bool r1 = rank == 0, r10 = rank == 9, fa = file == 0, fj = file == 9;

	switch (c) {
	case TC_SOUTH:
	case TC_NORTH:
		return r1 || r10;
	case TC_WEST:
	case TC_EAST:
		return fa || fj;
	case TC_SHARED_SW:
		return r10 || fj;
	case TC_SHARED_SE:
		return r10 || fa;
	case TC_SHARED_NW:
		return r1 || fj;
	default:
		return r1 || fa;
	}
}

static void
check_pawns(struct reader *r)
{
	static const char *const why[TC_NCOLOURS] = {
		"rank 1 or 10", "file a or j", "rank 1 or 10", "file a or j",
		"rank 10 or file j", "rank 10 or file a", "rank 1 or file j",
		"rank 1 or file a"
	};
	const struct tc_geom *g = r->pos->var->geom;
	int sq;
	char name[8], who[32];

	for (sq = 0; sq < CA_NSQ; sq++) {
		uint8_t c = r->pos->board[sq];
		int o = TC_COLOUR(c);

		if (TC_TYPE(c) != TC_PAWN ||
		    !pawn_edge(o, g->file[sq], g->rank[sq]))
			continue;
		geom_square_name(g, sq, name);
		if (o < 4)
			snprintf(who, sizeof(who), "of %s", ca_player_name[o]);
		else
			ca_owner_name(o, who, sizeof(who));
		error(r, (size_t)r->col[sq] - 1, "a pawn %s on %s: it never "
		    "stands on %s", who, name, why[o]);
	}
}

static void
check_castling(struct reader *r)
{
	const struct tc_pos *pos = r->pos;
	int i;

	for (i = 0; i < r->ncastle; i++) {
		int k = r->castle_bit[i], p = k / 2;

		if (pos->board[ca_rook_sq[k]] != TC_CODE(TC_ROOK, p))
			error(r, (size_t)r->castle_col[i] - 1, "castling "
			    "right %s without %s Rook on %s",
			    ca_castling[p].rook[k & 1], p == TC_WEST ||
			    p == TC_EAST ? "an" : "a", ca_castling[p].rook[k & 1]);
		else if (pos->board[ca_king_sq[p]] != TC_CODE(TC_KING, p))
			error(r, (size_t)r->castle_col[i] - 1, "castling "
			    "right %s without %s's King on %s",
			    ca_castling[p].rook[k & 1], ca_player_name[p],
			    ca_castling[p].king);
	}
}

static void
check_ep(struct reader *r)
{
	struct tc_pos *pos = r->pos;
	const struct tc_geom *g = pos->var->geom;
	int i;
	char y[8], l[8];

	for (i = 0; i < r->nep; i++) {
		int p = r->ep_maker[i], sq = r->ep_sq[i], land;
		size_t at = (size_t)r->ep_col[i] - 1;
		const char *who = ca_player_name[p];

		geom_square_name(g, sq, y);
		if (p == pos->turn) {
			error(r, at, "en passant entry %c%s made by %s, the "
			    "side to move: an entry ends when its maker's "
			    "turn begins", player_letter[p], y, who);
			continue;
		}
		if (pos->ep[p] != TC_NOSQ) {
			error(r, at, "a second en passant entry by %s: a "
			    "player has at most one", who);
			continue;
		}
		if (g->rel[p][sq] != 2) {
			error(r, at, "en passant entry %c%s: %s is not on the "
			    "line %s's double steps skip (%s)", player_letter[p],
			    y, y, who, p == TC_SOUTH ? "rank 3" : p == TC_WEST ?
			    "file c" : p == TC_NORTH ? "rank 8" : "file h");
			continue;
		}
		land = g->ray[sq][g->fwd[p]];
		geom_square_name(g, land, l);
		if (TC_TYPE(pos->board[land]) != TC_PAWN ||
		    !(ca_ctrl[TC_COLOUR(pos->board[land])] & (1u << p))) {
			error(r, at, "en passant entry %c%s without a pawn %s "
			    "controls on %s", player_letter[p], y, who, l);
			continue;
		}
		pos->ep[p] = (uint8_t)sq;
	}
}

/* ---- the fields ---- */

/*
** Split s[off..end) into at most max fields at blanks, from field n on;
** the number of fields, *stop after the last one and its blanks.
*/
static int
split(struct reader *r, int n, size_t off, size_t end, int max, size_t *stop,
    bool *reported)
{
	const char *s = r->s;
	size_t i = off;

	while (i < end && n < max) {
		size_t start = i;

		while (i < end && !is_blank(s[i]))
			i++;
		r->off[n] = start;
		r->len[n++] = i - start;
		start = i;
		while (i < end && is_blank(s[i]))
			i++;
		if (n < max && !*reported && i < end && (i - start != 1 ||
		    s[start] != ' ')) {
			error(r, s[start] == ' ' ? start + 1 : start,
			    "expected a single space between fields");
			r->syntax++;
			*reported = true;
		}
	}
	*stop = i;
	return n;
}

int
ca_fen_read(struct tc_pos *pos, const struct tc_variant *var, const char *s,
    size_t len, unsigned flags, struct tc_diags *d, size_t *rest)
{
	struct reader r;
	size_t off = 0, end = len, stop;
	int n, before = d->nerr, first = d->n;
	bool reported = false;

	pos_reset(pos, var);
	memset(&r, 0, sizeof(r));
	r.pos = pos;
	r.s = s;
	r.d = d;
	if (rest)
		*rest = len;
	if (!pos_text_bounds(s, len, &off, &end, d))
		return d->nerr - before;
	if (flags & TC_AFEN_EPD) {
		n = split(&r, 0, off, end, F_HALF, &stop, &reported);
		if (rest)
			*rest = r.off[n - 1] + r.len[n - 1];
		if (n == F_HALF && stop < end && is_digit(s[stop])) {
			n = split(&r, F_HALF, stop, end, NFIELDS, &stop,
			    &reported);
			if (rest)
				*rest = stop;
		}
		if (n < F_HALF || n == F_FULL) {
			error(&r, end, "missing %s: expected %s",
			    field_name[n], field_expect[n]);
			r.syntax++;
		}
		if (stop < end && (stop = epd_ops_check(s, stop, end)) < end) {
			char q[64];

			afen_quote(q, sizeof(q), s + stop, end - stop);
			error(&r, stop, "unexpected text after the position: "
			    "%s", q);
			r.syntax++;
		}
	} else {
		n = split(&r, 0, off, end, NFIELDS, &stop, &reported);
		if (n < NFIELDS) {
			error(&r, end, "missing %s: expected %s",
			    field_name[n], field_expect[n]);
			r.syntax++;
		} else if (stop < end) {
			char q[64];

			afen_quote(q, sizeof(q), s + stop, end - stop);
			error(&r, stop, "unexpected text after the fullmove "
			    "number: %s", q);
			r.syntax++;
		}
	}
	if (n > F_BOARD)
		read_board(&r);
	if (n > F_SIDE)
		read_side(&r);
	if (n > F_CASTLE)
		read_list(&r, F_CASTLE, castle_item);
	if (n > F_EP)
		read_list(&r, F_EP, ep_item);
	if (n > F_HALF)
		read_number(&r, F_HALF, &pos->halfmove);
	if (n > F_FULL)
		read_number(&r, F_FULL, &pos->fullmove);
	if (r.syntax == 0 && !(flags & TC_AFEN_SYNTAX)) {
		check_kings(&r);
		check_pawns(&r);
		check_castling(&r);
		check_ep(&r);
	}
	for (n = 0; n < CA_NSQ; n++)
		ca_ctl_flip(pos, pos->board[n], n);
	CA_X(pos)->kingless = (uint8_t)(ca_kingless(pos) + 1);
	pos->hash = pos_hash_full(pos);
	diags_sort(d, first);
	return d->nerr - before;
}

size_t
ca_fen_write(const struct tc_pos *pos, char *buf, size_t cap)
{
	const struct tc_geom *g = pos->var->geom;
	char tmp[TC_AFEN_MAX + 64], *p = tmp;
	int rank, file, empty, k;
	bool sep;

	for (rank = 9; rank >= 0; rank--) {
		empty = 0;
		sep = false;
		for (file = 0; file <= 10; file++) {
			int sq = file < 10 ? g->at[rank][file] : TC_NOSQ;
			uint8_t c = sq != TC_NOSQ ? pos->board[sq] : 0;

			if (file < 10 && sq != TC_NOSQ && !c) {
				empty++;
				continue;
			}
			if (empty) {
				if (sep)
					*p++ = ',';
				p += snprintf(p, 4, "%d", empty);
				sep = true;
				empty = 0;
			}
			if (file == 10)
				break;
			if (sep)
				*p++ = ',';
			sep = true;
			if (sq == TC_NOSQ) {
				*p++ = 'x';
				continue;
			}
			p += snprintf(p, 4, "%s", owner_name[TC_COLOUR(c)]);
			*p++ = type_letter[TC_TYPE(c)];
		}
		if (rank > 0)
			*p++ = '/';
	}
	*p++ = ' ';
	*p++ = player_letter[pos->turn & 3];
	*p++ = ' ';
	sep = false;
	for (k = 0; k < 8; k++)
		if (pos->castle & (1u << k)) {
			if (sep)
				*p++ = ',';
			p += geom_square_name(g, ca_rook_sq[k], p);
			sep = true;
		}
	if (!sep)
		*p++ = '-';
	*p++ = ' ';
	sep = false;
	for (k = 0; k < 4; k++)
		if (pos->ep[k] != TC_NOSQ) {
			if (sep)
				*p++ = ',';
			*p++ = player_letter[k];
			p += geom_square_name(g, pos->ep[k], p);
			sep = true;
		}
	if (!sep)
		*p++ = '-';
	p += snprintf(p, 32, " %u %u", counter_out(pos->halfmove),
	    counter_out(pos->fullmove));
	return text_copy_out(tmp, (size_t)(p - tmp), buf, cap);
}
