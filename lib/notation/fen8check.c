/*
** The fast path of validating an 8x8 position string (FEN, AFEN).
**
** Most lines a validator sees are valid.  fen8_clean() decides, in one
** pass over the text and a few tests on bitboards, whether fen8_read()
** would report nothing at all: no error, no warning.  It builds no
** position, keeps no columns and computes no hash.  It may answer "not
** clean" for a line the reader accepts in silence (it leaves EPD
** operations, four-field lines and unusual blanks to the reader), but
** never "clean" for a line the reader would say anything about: every
** test below mirrors one of the reader's checks in afen.c, and
** tests/unit/afen.c compares the two on mutated positions.  With
** TC_AFEN_EPD a plain six-field line reads as without it.  Variants
** with checks of their own (a check hook, no en passant) always go to the
** reader.  fen8_validate() answers clean lines at once and gives the
** others to the reader, which reports them with every diagnostic.
*/
#include <string.h>
#if defined(__SSE2__)
#include <immintrin.h>
#endif
#include "internal.h"

/*
** Byte classes of the piece placement, one entry per byte: the content
** code of a piece letter in bits 0-3, flags, and the squares the byte
** covers in bits 24-31.  Digits 0 and 9, blanks and every other byte
** are not OK; nor is a mark other than '>' (left to the reader).
*/
enum {
	C_PIECE = 0x100, C_DIGIT = 0x200, C_SLASH = 0x400, C_GREY = 0x800,
	C_OK = 0x1000
};
#define PIECE(t, side)	(C_OK | C_PIECE | 1u << 24 | TC_CODE(TC_##t, side))
#define DIGIT(n)	(C_OK | C_DIGIT | (uint32_t)(n) << 24)

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
	['/'] = C_OK | C_SLASH, ['>'] = C_OK | C_GREY,
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

/* check_material() of afen.c finds nothing. */
static bool
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
	struct tc_pos p;	/* its bitboards only */
	bb_t grey;		/* the marked pieces */
	unsigned rights;	/* castling rights, KQkq bits */
	int us, ep;
	uint64_t half, full;
};

/*
** The placement s[*i..pend) into board (content codes, a8 first) and
** f->grey (a8 = bit 0), with no branch on the kind of byte: each byte
** writes its content code (0 for a digit or '/') to board[idx], where idx
** counts the squares read from a8 on, and moves idx on by the squares it
** covers.  Every byte must be OK, no two digits adjacent, and the k-th
** '/' must come after 8 * k squares: each byte notes idx in
** slash_at[slashes], which a '/' then keeps.  Marks are rare enough for
** a branch.
*/
static bool
fast_board(const struct tc_variant *var, const unsigned char *q,
    const unsigned char *pend, uint8_t *board, struct fast *f)
{
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
		if (c & C_GREY) {
			if (!(prev & C_PIECE))
				return false;
			grey |= (bb_t)1 << ((idx - 1) & 63);
		}
		prev = c;
	}
	if (!(all & C_OK) || (adjacent & C_DIGIT) || idx != 64 ||
	    slashes != 7 || (grey && !strchr(var->marks, '>')))
		return false;
	for (k = 0; k < 7; k++)
		if (slash_at[k] != 8 * (size_t)(k + 1))
			return false;
	f->grey = grey;
	return true;
}

/* The bitboards of f->p (a1 = bit 0) from board (a8 first). */
static void
fast_bitboards(const uint8_t *board, struct fast *f)
{
	struct tc_pos *p = &f->p;
	bb_t plane[4], t0, t1, t2;

	bit_planes(board, plane);
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
	uint8_t board[8 * PLACEMENT_MAX + 8];
	const char *pend = memchr(s + *i, ' ', end - *i);

	if (pend == NULL || pend - (s + *i) > PLACEMENT_MAX ||
	    !fast_board(var, (const unsigned char *)s + *i,
	    (const unsigned char *)pend, board, f))
		return false;
	*i = (size_t)(pend - s);
	fast_bitboards(board, f);
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
** The fields after the placement, from the space at s[i] to end: side,
** castling, en passant, the two numbers, one space apart.
*/
static bool
fast_fields(const char *s, size_t i, size_t end, struct fast *f)
{
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
	return i < end && s[i++] == ' ' && fast_number(s, &i, end, &f->half) &&
	    i < end && s[i++] == ' ' && fast_number(s, &i, end, &f->full) &&
	    i == end;
}

/* The meaning: check_kings() to check_counters() of afen.c find nothing. */
static bool
fast_meaning(const struct tc_variant *var, const struct fast *f)
{
	const struct tc_pos *p = &f->p;
	int side, k, us = f->us;
	uint64_t plies;

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
	if (!fast_castling(p, f->rights) || !fast_ep(p, f->ep, us) ||
	    !fast_material(p, !(var->flags & TC_VF_TURNCOATS)))
		return false;
	plies = 2 * (f->full ? f->full - 1 : 0) + (us == TC_BLACK);
	return f->full != 0 && f->half <= plies;
}

bool
fen8_clean(const struct tc_variant *var, const char *s, size_t len,
    unsigned flags)
{
	struct fast f;
	size_t i = 0, end = len;

	/* Variants with checks of their own go to the reader. */
	if (var->check != NULL || (var->flags & TC_VF_NO_EP))
		return false;
	while (end > 0 && (s[end - 1] == ' ' || s[end - 1] == '\r' ||
	    s[end - 1] == '\n'))
		end--;
	if (end == 0)
		return false;
	while (s[i] == ' ')
		i++;
	f.rights = 0;
	f.ep = TC_NOSQ;
	if (!fast_placement(var, s, &i, end, &f) ||
	    !fast_fields(s, i, end, &f))
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
