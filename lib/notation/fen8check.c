/*
** The fast path of validating an 8x8 position string (FEN, AFEN).
**
** Most lines a validator sees are valid.  fen8_clean() decides, in one
** pass over the text and a few tests on bitboards, whether fen8_read()
** would report nothing at all: no error, no warning.  For standard chess
** and Allegiance Chess it builds no position, keeps no columns and
** computes no hash.  It may answer "not clean" for a line the reader
** accepts in silence (it leaves EPD operations, four-field lines and
** unusual blanks to the reader), but never "clean" for a line the reader
** would say anything about: every test below mirrors one of the reader's
** checks in afen.c, and tests/unit/fastcheck.c compares the two on
** mutated positions.  With TC_AFEN_EPD a plain six-field line reads as
** without it.  A variant with rules of its own (a check hook, keys, its
** own engine, no en passant) gets the position the reader would build,
** its keys read by its own hook, the reader's checks on that position
** and then its check hook, whose silence makes the line clean.
** fen8_validate() answers clean lines at once and gives the others to
** the reader, which reports them with every diagnostic.
*/
#include <string.h>
#if defined(__SSE2__)
#include <immintrin.h>
#endif
#include "internal.h"

/*
** Byte classes of the piece placement, one entry per byte: the content
** code of a piece letter in bits 0-3, flags, for a mark a bit of its own
** (C_MARKS << (m - 1) for mark m), and the squares the byte covers in
** bits 24-31.  Digits 0 and 9, blanks and every other byte are not OK.
*/
enum {
	C_PIECE = 0x100, C_DIGIT = 0x200, C_SLASH = 0x400, C_MARK = 0x800,
	C_OK = 0x1000, C_MARKS = 0x2000
};
#define PIECE(t, side)	(C_OK | C_PIECE | 1u << 24 | TC_CODE(TC_##t, side))
#define DIGIT(n)	(C_OK | C_DIGIT | (uint32_t)(n) << 24)
#define MARK(m)		(C_OK | C_MARK | (uint32_t)C_MARKS << (TC_##m - 1))

/*
** The longest placement a valid position has: 64 pieces, each with a
** mark, and 7 slashes.  Its bytes cover at most 8 squares each, which
** bounds idx below, and there are no more slashes than bytes.
*/
#define PLACEMENT_MAX	(64 * 2 + 7)

static const uint32_t fast_class[256] = {
	['P'] = PIECE(PAWN, 0), ['N'] = PIECE(KNIGHT, 0),
	['B'] = PIECE(BISHOP, 0), ['R'] = PIECE(ROOK, 0),
	['Q'] = PIECE(QUEEN, 0), ['K'] = PIECE(KING, 0),
	['p'] = PIECE(PAWN, 1), ['n'] = PIECE(KNIGHT, 1),
	['b'] = PIECE(BISHOP, 1), ['r'] = PIECE(ROOK, 1),
	['q'] = PIECE(QUEEN, 1), ['k'] = PIECE(KING, 1),
	['1'] = DIGIT(1), ['2'] = DIGIT(2), ['3'] = DIGIT(3),
	['4'] = DIGIT(4), ['5'] = DIGIT(5), ['6'] = DIGIT(6),
	['7'] = DIGIT(7), ['8'] = DIGIT(8),
	['/'] = C_OK | C_SLASH, ['>'] = MARK(GREY), ['^'] = MARK(TRAITOR),
	['&'] = MARK(AGENT), ['%'] = MARK(MERCENARY), ['*'] = MARK(NEUTRAL),
};

/* The castling letters, numbered from 1 in KQkq order. */
static const uint8_t castle_right[256] = {
	['K'] = 1, ['Q'] = 2, ['k'] = 3, ['q'] = 4,
};

/* A decimal number of 1-10 digits up to TC_MAXNUMBER at s[*i..end). */
static bool
fast_number(const char *s, size_t *i, size_t end, uint64_t *out)
{
	size_t j = *i;
	uint64_t v = 0;

	while (j < end && s[j] >= '0' && s[j] <= '9' && j - *i < 11)
		v = v * 10 + (uint64_t)(s[j++] - '0');
	if (j == *i || v > TC_MAXNUMBER)
		return false;
	*i = j;
	*out = v;
	return true;
}

/* check_material() of afen.c finds nothing.  Inline: the fast path's. */
INLINE bool
fast_material(const struct tc_pos *p, bool per_side)
{
	int side, nsets = per_side ? 2 : 1, scale = per_side ? 1 : 2;

	for (side = 0; side < nsets; side++) {
		bb_t mine = per_side ? p->bb_colour[side] : ~(bb_t)0;
		const bb_t *t = p->bb_type;
		int pawns = bb_pop(t[TC_PAWN] & mine);
		int promoted = excess(bb_pop(t[TC_QUEEN] & mine), scale) +
		    excess(bb_pop(t[TC_ROOK] & mine), 2 * scale) +
		    excess(bb_pop(t[TC_BISHOP] & mine), 2 * scale) +
		    excess(bb_pop(t[TC_KNIGHT] & mine), 2 * scale);

		if (pawns > 8 * scale || bb_pop(t[TC_EMPTY] & mine) >
		    16 * scale || promoted > 8 * scale - pawns)
			return false;
	}
	return true;
}

/* check_castling() of afen.c finds nothing for rights (KQkq bits). */
static bool
fast_castling(const struct tc_pos *p, unsigned rights)
{
	static const uint8_t king[4] = { 4, 4, 60, 60 };
	static const uint8_t rook[4] = { 7, 0, 63, 56 };
	int i;

	for (i = 0; i < 4; i++) {
		int side = i < 2 ? TC_WHITE : TC_BLACK;

		bb_t mine = p->bb_colour[side];

		if ((rights & (1u << i)) && (!(p->bb_type[TC_KING] & mine &
		    BB(king[i])) || !(p->bb_type[TC_ROOK] & mine & BB(rook[i]))))
			return false;
	}
	return true;
}

/* check_ep() of afen.c finds nothing for ep (a square or TC_NOSQ). */
static bool
fast_ep(const struct tc_pos *p, int ep, int us)
{
	bb_t occ = p->bb_type[TC_EMPTY];
	int dir = us == TC_WHITE ? -8 : 8;

	if (ep == TC_NOSQ)
		return true;
	return RANK88(ep) == (us == TC_WHITE ? 5 : 2) && !(occ & BB(ep)) &&
	    (p->bb_type[TC_PAWN] & p->bb_colour[us ^ 1] & BB(ep + dir)) &&
	    !(occ & BB(ep - dir));
}

/*
** The content codes of board[0..64) (squares in FEN order: a8 first) as
** bit planes: plane[k] has bit i set where bit k of board[i] is set.
*/
static void
bit_planes(const uint8_t *board, bb_t plane[4])
{
#if defined(__AVX2__)
	__m256i lo = _mm256_loadu_si256((const __m256i *)board);
	__m256i hi = _mm256_loadu_si256((const __m256i *)(board + 32));
	int k;

	for (k = 0; k < 4; k++) {
		/* Bit k to the top of each byte, where movemask reads it. */
		__m128i n = _mm_cvtsi32_si128(7 - k);

		plane[k] = (bb_t)(uint32_t)_mm256_movemask_epi8(
		    _mm256_sll_epi16(lo, n)) | (bb_t)(uint32_t)
		    _mm256_movemask_epi8(_mm256_sll_epi16(hi, n)) << 32;
	}
#elif defined(__SSE2__)
	int k, j;

	for (k = 0; k < 4; k++) {
		__m128i n = _mm_cvtsi32_si128(7 - k);

		plane[k] = 0;
		for (j = 0; j < 4; j++)
			plane[k] |= (bb_t)(uint16_t)_mm_movemask_epi8(
			    _mm_sll_epi16(_mm_loadu_si128((const __m128i *)
			    (board + 16 * j)), n)) << (16 * j);
	}
#else
	int k, i;

	for (k = 0; k < 4; k++) {
		plane[k] = 0;
		for (i = 0; i < 64; i++)
			plane[k] |= (bb_t)(board[i] >> k & 1) << i;
	}
#endif
}

/* Bitboards in FEN order (a8 = bit 0) to squares (a1 = bit 0). */
static bb_t
flip(bb_t b)
{
	return __builtin_bswap64(b);
}

/* What the fast path reads of a line. */
struct fast {
	uint8_t board[8 * PLACEMENT_MAX + 8];	/* content codes, a8 first */
	struct tc_pos p;	/* its bitboards only */
	bb_t grey;		/* the marked pieces */
	unsigned kinds;		/* the classes of the marks read, or-ed */
	int mark;		/* their mark: one kind, or 0 */
	unsigned rights;	/* castling rights, KQkq bits */
	int us, ep;
	uint64_t half, full;
};

/*
** The mark of a placement whose marks' classes, or-ed, are c: 0 unless
** they are of one kind, and one the variant uses.
*/
static int
fast_mark(const struct tc_variant *var, unsigned c)
{
	unsigned kinds = (c / C_MARKS) & 0x1f;	/* bit m - 1 for mark m */
	int m = kinds ? __builtin_ctz(kinds) + 1 : 0;

	/* The characters of the marks, as afen.c's mark_char[]. */
	if (m == 0 || (kinds & (kinds - 1)) || !strchr(var->marks,
	    ">^&%*"[m - 1]))
		return 0;
	return m;
}

/*
** The placement q[0..pend) into f->board and f->grey (a8 = bit 0), with
** no branch on the kind of byte: each byte writes its content code (0
** for a digit or '/') to board[idx], where idx counts the squares read
** from a8 on, and moves idx on by the squares it covers.  Every byte
** must be OK, no two digits adjacent, and the k-th '/' must come after
** 8 * k squares: each byte notes idx in slash_at[slashes], which a '/'
** then keeps.  Marks are rare enough for a branch, which notes their
** kinds in f->kinds: in memory, not in a register the loop needs.  They
** must be of one kind, and one the variant uses.
*/
static bool
fast_board(const struct tc_variant *var, const unsigned char *q,
    const unsigned char *pend, struct fast *f)
{
	uint8_t *board = f->board;
	size_t idx = 0, slash_at[PLACEMENT_MAX + 1], slashes = 0;
	unsigned prev = 0, all = ~0u, adjacent = 0;
	bb_t grey = 0;
	int k;

	memset(board, 0, 64);
	for (; q < pend; q++) {
		uint32_t c = fast_class[*q];

		board[idx] = (uint8_t)c;
		all &= c;
		adjacent |= c & prev;
		slash_at[slashes] = idx;
		slashes += (c >> 10) & 1;
		idx += c >> 24;
		if (c & C_MARK) {
			if (!(prev & C_PIECE))
				return false;
			grey |= (bb_t)1 << ((idx - 1) & 63);
			f->kinds |= c;
		}
		prev = c;
	}
	if (!(all & C_OK) || (adjacent & C_DIGIT) || idx != 64 ||
	    slashes != 7)
		return false;
	for (k = 0; k < 7; k++)
		if (slash_at[k] != 8 * (size_t)(k + 1))
			return false;
	f->grey = grey;
	f->mark = 0;
	return !grey || (f->mark = fast_mark(var, f->kinds)) != 0;
}

/* The bitboards of f->p (a1 = bit 0) from f->board (a8 first). */
static void
fast_bitboards(struct fast *f)
{
	struct tc_pos *p = &f->p;
	bb_t plane[4], t0, t1, t2;

	bit_planes(f->board, plane);
	t0 = plane[0];
	t1 = plane[1];
	t2 = plane[2];
	p->bb_type[TC_EMPTY] = flip(t0 | t1 | t2);
	p->bb_type[TC_PAWN] = flip(t0 & ~t1 & ~t2);
	p->bb_type[TC_KNIGHT] = flip(~t0 & t1 & ~t2);
	p->bb_type[TC_BISHOP] = flip(t0 & t1 & ~t2);
	p->bb_type[TC_ROOK] = flip(~t0 & ~t1 & t2);
	p->bb_type[TC_QUEEN] = flip(t0 & ~t1 & t2);
	p->bb_type[TC_KING] = flip(~t0 & t1 & t2);
	p->bb_type[TC_AUROR] = 0;
	p->bb_colour[TC_BLACK] = flip(plane[3]);
	p->bb_colour[TC_WHITE] = p->bb_type[TC_EMPTY] & ~p->bb_colour[TC_BLACK];
	f->grey = flip(f->grey);
}

/*
** The piece placement from s[*i] on to the space after it: the board in
** f's bitboards; *i moved to that space.
*/
static bool
fast_placement(const struct tc_variant *var, const char *s, size_t *i,
    size_t end, struct fast *f)
{
	const char *pend = memchr(s + *i, ' ', end - *i);

	if (pend == NULL || pend - (s + *i) > PLACEMENT_MAX ||
	    !fast_board(var, (const unsigned char *)s + *i,
	    (const unsigned char *)pend, f))
		return false;
	*i = (size_t)(pend - s);
	fast_bitboards(f);
	return true;
}

/* The castling field from s[*i] on: '-' or rights in KQkq order, each once. */
static bool
fast_rights(const char *s, size_t *i, size_t end, struct fast *f)
{
	size_t j = *i;
	int k;

	if (s[j] == '-') {
		*i = j + 1;
		return true;
	}
	if (s[j] == ' ')
		return false;
	/* k is the last right's number. */
	for (k = 0; j < end && s[j] != ' '; j++) {
		int r = castle_right[(unsigned char)s[j]];

		if (r <= k)
			return false;
		k = r;
		f->rights |= 1u << (k - 1);
	}
	*i = j;
	return true;
}

/*
** The fields after the placement, from the space at s[*i] on: side,
** castling, en passant, the two numbers, one space apart; *i moved past
** the fullmove number.
*/
static bool
fast_fields(const char *s, size_t *at, size_t end, struct fast *f)
{
	size_t i = *at;

	if (end - i < 10 || s[i] != ' ' || (s[i + 1] != 'w' && s[i + 1] !=
	    'b') || s[i + 2] != ' ')
		return false;
	f->us = s[i + 1] == 'w' ? TC_WHITE : TC_BLACK;
	i += 3;
	if (!fast_rights(s, &i, end, f) || i + 2 >= end || s[i] != ' ')
		return false;
	i++;
	if (s[i] == '-') {
		i++;
	} else if (s[i] >= 'a' && s[i] <= 'h' && (s[i + 1] == '3' ||
	    s[i + 1] == '6')) {
		f->ep = SQ88(s[i] - 'a', s[i + 1] - '1');
		i += 2;
	} else {
		return false;
	}
	if (i >= end || s[i++] != ' ' || !fast_number(s, &i, end, &f->half) ||
	    i >= end || s[i++] != ' ' || !fast_number(s, &i, end, &f->full))
		return false;
	*at = i;
	return true;
}

/* The counters: check_counters() of afen.c finds nothing. */
static bool
fast_counters(const struct fast *f)
{
	uint64_t plies = 2 * (f->full ? f->full - 1 : 0) + (f->us == TC_BLACK);

	return f->full != 0 && f->half <= plies;
}

/* The meaning: check_kings() to check_counters() of afen.c find nothing. */
static bool
fast_meaning(const struct tc_variant *var, const struct fast *f)
{
	const struct tc_pos *p = &f->p;
	int side, k, us = f->us;

	for (side = 0; side < 2; side++)
		if (bb_pop(p->bb_type[TC_KING] & p->bb_colour[side]) != 1)
			return false;
	if ((p->bb_type[TC_KING] & f->grey) ||
	    (p->bb_type[TC_PAWN] & 0xff000000000000ffull))
		return false;
	k = bb_lsb(p->bb_type[TC_KING] & p->bb_colour[us ^ 1]);
	if (bb_attackers(p, k, us, p->bb_type[TC_EMPTY]))
		return false;
	k = bb_lsb(p->bb_type[TC_KING] & p->bb_colour[us]);
	if (bb_pop(bb_attackers(p, k, us ^ 1, p->bb_type[TC_EMPTY])) >= 3)
		return false;
	return fast_castling(p, f->rights) && fast_ep(p, f->ep, us) &&
	    fast_material(p, !(var->flags & TC_VF_TURNCOATS)) &&
	    fast_counters(f);
}

/* ---- variants with rules of their own ---- */

/* The number of the word s[0..n) in the space-separated list, or -1. */
static int
key_number(const char *list, const char *s, size_t n)
{
	int k;

	for (k = 0; *list && k < TC_MAXKEYS; k++) {
		size_t w = strcspn(list, " ");

		if (w == n && memcmp(list, s, n) == 0)
			return k;
		list += w;
		list += *list == ' ';
	}
	return -1;
}

/*
** The keys from s[i] to end: each " key=value" a key of the variant,
** once, into key (offset and length of its value, SIZE_MAX for an absent
** key) as read_keys() of afen.c notes them.  False for anything else,
** left to the reader.
*/
static bool
fast_keys(const struct tc_variant *var, const char *s, size_t i, size_t end,
    size_t key[][2])
{
	memset(key, 0xff, TC_MAXKEYS * sizeof(key[0]));
	while (i < end) {
		size_t e, eq;
		int k;

		if (s[i++] != ' ')
			return false;
		for (e = i; e < end && s[e] != ' ' && s[e] != '\t'; e++)
			;
		for (eq = i; eq < e && s[eq] != '='; eq++)
			;
		if (eq == e || (k = key_number(var->keys, s + i, eq - i)) < 0 ||
		    key[k][1] != SIZE_MAX)
			return false;
		key[k][0] = eq + 1;
		key[k][1] = e - eq - 1;
		i = e;
	}
	return true;
}

/*
** Into pos, the position fen8_read() builds from the line f read (the
** hash aside): neutral pieces in neither colour's bitboard.
*/
static void
fast_position(const struct tc_variant *var, const struct fast *f,
    struct tc_pos *pos)
{
	bb_t b = f->grey;
	int i;

	pos_reset(pos, var);
	for (i = 0; i < 64; i++)
		pos->board[i ^ 56] = f->board[i];
	while (b)
		pos->mark[bb_poplsb(&b)] = (uint8_t)f->mark;
	memcpy(pos->bb_type, f->p.bb_type, sizeof(pos->bb_type));
	pos->bb_colour[TC_WHITE] = f->p.bb_colour[TC_WHITE];
	pos->bb_colour[TC_BLACK] = f->p.bb_colour[TC_BLACK];
	if (f->mark == TC_NEUTRAL)
		pos->bb_colour[TC_WHITE] &= ~f->grey;
	pos->bb_grey = f->grey;
	pos->turn = (uint8_t)f->us;
	pos->castle = (uint16_t)f->rights;
	if (f->ep != TC_NOSQ)
		pos->ep[f->us ^ 1] = (uint8_t)f->ep;
	pos->halfmove = (uint32_t)f->half;
	pos->fullmove = (uint32_t)f->full;
}

/* check_castling() of afen.c finds nothing in pos. */
static bool
pos_castling(const struct tc_pos *pos)
{
	int i;

	for (i = 0; i < 4; i++) {
		int side = i < 2 ? TC_WHITE : TC_BLACK, rank = side ? 7 : 0;
		int corner = SQ88(i % 2 ? 0 : 7, rank);

		if (!(pos->castle & (1u << i)))
			continue;
		if (pos->board[SQ88(4, rank)] != TC_CODE(TC_KING, side) ||
		    (pos->board[corner] != TC_CODE(TC_ROOK, side) &&
		    !(TC_TYPE(pos->board[corner]) == TC_ROOK &&
		    pos->mark[corner] == TC_NEUTRAL)))
			return false;
	}
	return true;
}

/*
** check_ep() of afen.c finds nothing in pos: the pawn that skipped the
** square is one the side not to move moves (hence one it may move).
*/
static bool
pos_ep(const struct tc_pos *pos)
{
	int ep = ep2(pos), them = pos->turn ^ 1, pc, dir;

	if (ep == TC_NOSQ)
		return true;
	if (pos->var->flags & TC_VF_NO_EP)
		return false;
	pc = RANK88(ep) == 2 ? TC_WHITE : TC_BLACK;
	dir = pc == TC_WHITE ? 8 : -8;
	return !pos->board[ep] && pos->board[ep + dir] ==
	    TC_CODE(TC_PAWN, pc) && (pos_controllers(pos, ep + dir) &
	    (1u << them)) && !pos->board[ep - dir];
}

/*
** The checks of meaning of afen.c (check_kings() to check_counters()) on
** pos, whether a king is in check as its engine says: true if they find
** nothing.
*/
static bool
pos_meaning(const struct tc_pos *pos, const struct fast *f)
{
	const bb_t *t = pos->bb_type;
	bb_t neutral = t[TC_EMPTY] & ~pos->bb_colour[TC_WHITE] &
	    ~pos->bb_colour[TC_BLACK];
	int side;

	for (side = 0; side < 2; side++)
		if (bb_pop(t[TC_KING] & pos->bb_colour[side]) != 1)
			return false;
	if ((t[TC_KING] & pos->bb_grey) || (t[TC_PAWN] &
	    0xff000000000000ffull) || (t[TC_PAWN] & neutral &
	    0x00ff00000000ff00ull))
		return false;
	if (pos->eng->checked(pos, pos->turn ^ 1) ||
	    pos->eng->checkers(pos) >= 3)
		return false;
	return pos_castling(pos) && pos_ep(pos) && fast_material(pos,
	    !(pos->var->flags & TC_VF_TURNCOATS)) && fast_counters(f);
}

/*
** The rest of a line for a variant with rules of its own, after the
** fullmove number at s[i]: its keys, read by its hook, then (unless
** flags ask for syntax only) the reader's checks and its check hook, on
** the position the reader would build.  True if none says anything.
*/
static bool
fast_variant(const struct tc_variant *var, const char *s, size_t i,
    size_t end, unsigned flags, const struct fast *f)
{
	static const int no_cols[TC_MAXSQ];
	size_t key[TC_MAXKEYS][2];
	struct fen8_cols cols;
	struct tc_pos pos;
	struct tc_diags d;

	/* A neutral piece is a white piece other than a king. */
	if ((f->mark == TC_NEUTRAL && (f->grey & (f->p.bb_colour[TC_BLACK] |
	    f->p.bb_type[TC_KING]))) || !fast_keys(var, s, i, end, key))
		return false;
	fast_position(var, f, &pos);
	d.n = d.nerr = d.nwarn = 0;
	if (var->read_keys && (var->read_keys(&pos, s,
	    (const size_t (*)[2])key, flags, &d) != 0 || d.n != 0))
		return false;
	if (flags & TC_AFEN_SYNTAX)
		return true;
	if (!pos_meaning(&pos, f))
		return false;
	if (var->check) {
		memset(&cols, 0, sizeof(cols));
		cols.sq = no_cols;
		var->check(&pos, &cols, flags, &d);
	}
	return d.n == 0;
}

/*
** True if the checks of fast_meaning() are the reader's for var: the
** bitboard engine's idea of check, no keys, no checks of its own.
*/
static bool
plain(const struct tc_variant *var)
{
	return var->check == NULL && var->read_keys == NULL &&
	    !(var->flags & (TC_VF_OWN_ENGINE | TC_VF_NO_EP));
}

bool
fen8_clean(const struct tc_variant *var, const char *s, size_t len,
    unsigned flags)
{
	struct fast f;
	size_t i = 0, end = len;

	/* Other men than chess's (Kings, pawns' ranks): the reader's. */
	if (!var->geom->bitboard || var->men)
		return false;
	while (end > 0 && (s[end - 1] == ' ' || s[end - 1] == '\r' ||
	    s[end - 1] == '\n'))
		end--;
	if (end == 0)
		return false;
	while (s[i] == ' ')
		i++;
	f.rights = f.kinds = 0;
	f.ep = TC_NOSQ;
	if (!fast_placement(var, s, &i, end, &f) ||
	    !fast_fields(s, &i, end, &f))
		return false;
	if (!plain(var))
		return fast_variant(var, s, i, end, flags, &f);
	if (i != end || f.mark > TC_GREY)
		return false;
	if (flags & TC_AFEN_SYNTAX)
		return true;
	return fast_meaning(var, &f);
}

int
fen8_validate(const struct tc_variant *var, const char *s, size_t len,
    unsigned flags, struct tc_diags *d)
{
	struct tc_pos pos;

	if (fen8_clean(var, s, len, flags))
		return 0;
	return fen8_read(&pos, var, s, len, flags, d, NULL);
}
