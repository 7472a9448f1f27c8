/*
** Internal declarations shared by the library's modules: the bitboard
** engine for 8x8 two-side boards, hash keys and small helpers.
*/
#ifndef TC_INTERNAL_H
#define TC_INTERNAL_H

#include <stdarg.h>
#include <string.h>
#include "turncoat.h"

#define INLINE static inline __attribute__((always_inline))

/*
** A variant's own state lives in pos->x (union tc_xstate), read through
** a struct of the variant's declared TC_MAY_ALIAS, so that reading the
** area's bytes as that struct is allowed; TC_XSTATE_FITS(tag) stops the
** build if struct tag outgrows the area.
*/
#define TC_MAY_ALIAS	__attribute__((may_alias))
#define TC_XSTATE_FITS(tag) \
	typedef char tag##_fits_in_tc_xstate[ \
	    sizeof(struct tag) <= TC_XSTATE ? 1 : -1]

typedef uint64_t bb_t;

#define BB(sq)		((bb_t)1 << (sq))
#define SQ88(f, r)	((r) * 8 + (f))
#define FILE88(sq)	((sq) & 7)
#define RANK88(sq)	((sq) >> 3)


/* The geometries (lib/core/geom.c) and each direction's opposite. */
extern struct tc_geom geom_8x8_data, geom_en_data, geom_ca_data;
extern const uint8_t geom_dir_back[TC_NDIR];

/* Attack tables, filled by tc_init(). */
extern bb_t bb_knight[64], bb_king[64], bb_pawn[2][64];
extern bb_t bb_between[64][64];	/* squares strictly between, on a line */
extern bb_t bb_line[64][64];	/* the whole line through both, or 0 */
/* A rook's, a bishop's attacks on the empty board. */
extern bb_t bb_rook_empty[64], bb_bishop_empty[64];

/*
** The pieces of `set`, each on a line through sq, that see sq along it
** given occ: each one's squares between tested on the small table, not
** the slider tables, a lookup of which, once in a while, mostly misses
** the cache.  (Computing the squares between from the line and the
** range, in 2 KB of tables, was slower: it measured 7% more replay time.)
*/
INLINE bb_t
bb_seen_along(int sq, bb_t set, bb_t occ)
{
	bb_t r = 0;

	while (set) {
		int s = __builtin_ctzll(set);

		set &= set - 1;
		if (!(bb_between[sq][s] & occ))
			r |= (bb_t)1 << s;
	}
	return r;
}

struct magic {
	bb_t mask;
	bb_t mul;
	bb_t *table;
	int shift;
};
extern struct magic mg_rook[64], mg_bishop[64];

INLINE bb_t
bb_rook_att(int sq, bb_t occ)
{
	const struct magic *m = &mg_rook[sq];
	return m->table[((occ & m->mask) * m->mul) >> m->shift];
}

INLINE bb_t
bb_bishop_att(int sq, bb_t occ)
{
	const struct magic *m = &mg_bishop[sq];
	return m->table[((occ & m->mask) * m->mul) >> m->shift];
}

/* The attacks of a bishop, rook or queen (type) on sq, given occ. */
INLINE bb_t
bb_slider_att(int type, int sq, bb_t occ)
{
	bb_t att = 0;

	if (type != TC_ROOK)
		att = bb_bishop_att(sq, occ);
	if (type != TC_BISHOP)
		att |= bb_rook_att(sq, occ);
	return att;
}

INLINE int
bb_lsb(bb_t b)
{
	return __builtin_ctzll(b);
}

INLINE int
bb_pop(bb_t b)
{
	return __builtin_popcountll(b);
}

/* Files and ranks of the 8x8 board as sets of squares (a1 = bit 0). */
#define FILE_A	0x0101010101010101ull
#define FILE_H	(FILE_A << 7)
#define RANK_1	0xffull
#define RANK_3	(RANK_1 << 16)
#define RANK_6	(RANK_1 << 40)
#define RANK_8	(RANK_1 << 56)

/* The squares a step forward of those of b, for side us. */
INLINE bb_t
bb_forward(bb_t b, int us)
{
	return us == TC_WHITE ? b << 8 : b >> 8;
}

/*
** Pawn moves onto the squares of b, counted: `promos` each on the last
** rank (four, five where a pawn may become a King).
*/
INLINE int
bb_pawn_moves(bb_t b, bb_t last, int promos)
{
	return bb_pop(b & ~last) + promos * bb_pop(b & last);
}

INLINE int
bb_poplsb(bb_t *b)
{
	int sq = __builtin_ctzll(*b);

	*b &= *b - 1;
	return sq;
}

/*
** The pieces of side `own`'s set that a slider of `opp` pins to the King
** on ksq: each alone between them on a line (occ the board's pieces).
*/
INLINE bb_t
bb_pinned(const struct tc_pos *pos, int ksq, bb_t own, bb_t opp, bb_t occ)
{
	const bb_t *t = pos->bb_type;
	bb_t snipers, pinned = 0;

	snipers = opp & ((bb_rook_empty[ksq] & (t[TC_ROOK] | t[TC_QUEEN])) |
	    (bb_bishop_empty[ksq] & (t[TC_BISHOP] | t[TC_QUEEN])));
	while (snipers) {
		bb_t b = bb_between[ksq][bb_poplsb(&snipers)] & occ;

		if (b && (b & (b - 1)) == 0)
			pinned |= b & own;
	}
	return pinned;
}

/* Zobrist keys. */
extern uint64_t zob_piece[8][8][TC_MAXSQ];	/* [side][type][sq] */
/*
** zob_piece for the two sides of an 8x8 board by piece code (side and
** type, below 16), in a sixth of the room: the keys a bitboard engine's
** make looks up every ply stay in the cache.
*/
extern uint64_t zob_piece64[16][64];
extern uint64_t zob_mark[TC_NMARKS][TC_MAXSQ];
extern uint64_t zob_castle[16];

/* The key of the castling rights whose bits are set in `bits`. */
INLINE uint64_t
castle_key(unsigned bits)
{
	uint64_t h = 0;

	while (bits) {
		h ^= zob_castle[__builtin_ctz(bits)];
		bits &= bits - 1;
	}
	return h;
}
extern uint64_t zob_ep[TC_MAXSIDES][TC_MAXSQ];
extern uint64_t zob_turn[TC_MAXSIDES];
/* A key per square for a variant's state (Neutral Subject's barred piece). */
extern uint64_t zob_square[TC_MAXSQ];
/* Draw the keys above; called once by tc_init(). */
void zob_init(void);

/* The attacks of piece code `code` standing on sq, given occupancy occ. */
bb_t bb_attacks(uint8_t code, int sq, bb_t occ);

/* Pieces of side `by` attacking sq, given occupancy occ. */
bb_t bb_attackers(const struct tc_pos *pos, int sq, int by, bb_t occ);

/*
** Two-player rules on the 8x8 board: the live en passant square, made by
** the side not to move, or TC_NOSQ.
*/
INLINE int
ep2(const struct tc_pos *pos)
{
	return pos->ep[pos->turn ^ 1];
}

/* Bitboard engine: the square of side's king (the first one), or -1. */
INLINE int
pos_king_sq(const struct tc_pos *pos, int side)
{
	bb_t k = pos->bb_type[TC_KING] & pos->bb_colour[side];

	return k ? bb_lsb(k) : -1;
}

/*
** The legal moves of pos that end on square `to` (castling where the
** king lands there) into out, and perhaps others: engines without a
** generator for one square give all their legal moves.  The fast path
** of reading a move.
*/

/*
** Copy the moves of all[0..n) that land on `to` with a piece of `type`
** (any for TC_EMPTY) into out; their number.
*/
int moves_onto(const struct tc_pos *pos, const tc_move *all, int n, int to,
    int type, tc_move *out);

/* Empty pos, keeping its variant and engine. */
void pos_clear(struct tc_pos *pos);

/* Empty pos for variant var, on the variant's engine. */
void pos_reset(struct tc_pos *pos, const struct tc_variant *var);

/* Play pos, as it stands, by the rules of var (on var's engine). */
void pos_set_variant(struct tc_pos *pos, const struct tc_variant *var);

/*
** True if the King's move from `from` to `to` castles short (O-O): toward
** the nearer end of its line, where the nearer Rook stands.
*/
bool geom_castle_short(const struct tc_geom *g, int from, int to);

/* Fill the geometry tables; called once by tc_init(). */
void geom_init(void);

/*
** Where the 8x8 reader found things, for a variant's own checks: the
** 1-based column of each of the six fields (0 if missing), of the value
** of each of the variant's keys (in the order of its keys; 0 if
** absent), and of each square's piece letter.
*/
#define TC_MAXKEYS	8
struct fen8_cols {
	int field[6];
	int key[TC_MAXKEYS];
	const int *sq;
};

/*
** Write at most 24 bytes of s[0..n) into buf[cap] in single quotes, bytes
** that are not printable ASCII as \xNN, "..." where it is cut (afen.c).
*/
const char *afen_quote(char *buf, size_t cap, const char *s, size_t n);

/*
** A halfmove clock or fullmove number as every writer writes it (AFEN
** and each variant's form, EPD's hmvc and fmvn, PGN's move numbers): at
** most TC_MAXNUMBER, the most the readers take.  Moves count on past it
** in a position; what is written stays there (afen(5), Counters).
*/
INLINE uint32_t
counter_out(uint32_t v)
{
	return v < TC_MAXNUMBER ? v : TC_MAXNUMBER;
}

/* v in decimal at p (at most 10 bytes, no NUL); its length. */
INLINE size_t
u32_text(char *p, uint32_t v)
{
	char d[10];
	size_t n = 0, i;

	do {
		d[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	for (i = 0; i < n; i++)
		p[i] = d[n - 1 - i];
	return n;
}

/*
** The position text within s[0..len): *off past leading blanks, *end
** before trailing blanks and line ends.  False, with the diagnostic for
** an empty line in d, if nothing is left (afen.c).
*/
bool pos_text_bounds(const char *s, size_t len, size_t *off, size_t *end,
    struct tc_diags *d);

/*
** The pieces off the board (a variant's pockets, see write_pocket in
** struct tc_variant), split by side: into out[0] White's upper-case
** letters, into out[1] Black's lower-case ones, in the notation's order,
** each with its NUL.  False, both empty, for a variant without pockets
** (poswrite.c).
*/
#define TC_POCKET_MAX 65	/* write_pocket's 64 bytes and a NUL */
bool pos_pockets(const struct tc_pos *pos, char out[2][TC_POCKET_MAX]);

/* The 8x8 board's position notation (FEN with marks) and its writer. */
int fen8_read(struct tc_pos *pos, const struct tc_variant *var, const char *s,
    size_t len, unsigned flags, struct tc_diags *d, size_t *rest);
size_t fen8_write(const struct tc_pos *pos, char *buf, size_t cap);

/*
** The offset of the first byte of s[off..end) that is not part of
** well-formed EPD operations (epd.c), or end if every byte is.
*/
size_t epd_ops_check(const char *s, size_t off, size_t end);

/* How far `have` exceeds `initial`: promoted pieces of a kind. */
INLINE int
excess(int have, int initial)
{
	return have > initial ? have - initial : 0;
}

/*
** The fast validator of the 8x8 notation (fen8check.c): true only if
** fen8_read() would report nothing at all for s; fen8_validate() is the
** variants' validate hook built on it.
*/
bool fen8_clean(const struct tc_variant *var, const char *s, size_t len,
    unsigned flags);
int fen8_validate(const struct tc_variant *var, const char *s, size_t len,
    unsigned flags, struct tc_diags *d);

/* The 8x8 two-player rules' make, unmake and status (lib/engine/make.c,
** lib/variants/fide.c). */
void make2_make(struct tc_pos *pos, tc_move m, struct tc_undo *u);
void make2_unmake(struct tc_pos *pos, tc_move m, const struct tc_undo *u);
void fide_status(const struct tc_pos *pos, struct tc_end *end);
/*
** Chess's ends into *end: checkmate, stalemate, the variant's move rule
** (draw_plies: "the 75-move rule"), a position `dead` says is dead (NULL:
** none).  fide_status is chess_end with fide_dead.
*/
void chess_end(const struct tc_pos *pos, struct tc_end *end,
    bool (*dead)(const struct tc_pos *pos));
/*
** Set *end to `why` with `result` and TC_END_ flags; the win of the
** side that is not to move (two players), and the draw, as results.
*/
void end_set(struct tc_end *end, const char *why, const char *result,
    unsigned flags);
const char *win_of_other(const struct tc_pos *pos);
#define TC_DRAW "1/2-1/2"
bool fide_dead(const struct tc_pos *pos);
/* No position is dead (EN Chess, Complex Allegiance): the dead hook. */
bool dead_never(const struct tc_pos *pos);

/* Sort the diagnostics of d from index `from` on by column (stable). */
void diags_sort(struct tc_diags *d, int from);

/* The value of the first tag called name in r, or NULL (write.c). */
const char *rec_tag_value(const struct tc_record *r, const char *name);
/*
** What the PGN and JSON writers share (write.c): whether g's variant, or
** its options (written into opts[cap]), are left to be told by a tag r
** lacks; the value written for tag i of r.
*/
bool implied_variant(const struct tc_game *g, const struct tc_record *r);
bool implied_options(const struct tc_game *g, const struct tc_record *r,
    char *opts, size_t cap);
const char *tag_value(const struct tc_game *g, const struct tc_record *r,
    size_t i, const char *opts);

/* Text into a buffer (buf.c); buf_printf: at most 127 bytes. */
INLINE void
buf_puts(struct tc_buf *b, const char *s)
{
	buf_add(b, s, strlen(s));
}
void buf_printf(struct tc_buf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/*
** The hash of everything but the pieces: turn, castling, en passant and
** the variant's own state (its xhash).
*/
uint64_t pos_hash_state(const struct tc_pos *pos);

/*
** Changing the pieces of an 8x8 position with its bitboards (a piece
** with a mark is in bb_grey; a neutral one in neither colour), and the
** hash key of the piece on sq.
*/
INLINE void
add_piece(struct tc_pos *pos, int sq, uint8_t code, uint8_t mark)
{
	bb_t b = BB(sq);

	pos->board[sq] = code;
	pos->mark[sq] = mark;
	pos->bb_type[TC_TYPE(code)] |= b;
	if (mark != TC_NEUTRAL)
		pos->bb_colour[TC_COLOUR(code) & 1] |= b;
	pos->bb_type[TC_EMPTY] |= b;
	if (mark != TC_PURE)
		pos->bb_grey |= b;
}

INLINE void
del_piece(struct tc_pos *pos, int sq)
{
	uint8_t code = pos->board[sq];
	bb_t b = ~BB(sq);

	pos->bb_type[TC_TYPE(code)] &= b;
	pos->bb_colour[0] &= b;
	pos->bb_colour[1] &= b;
	pos->bb_type[TC_EMPTY] &= b;
	pos->bb_grey &= b;
	pos->board[sq] = 0;
	pos->mark[sq] = TC_PURE;
}

INLINE void
move_piece(struct tc_pos *pos, int from, int to)
{
	uint8_t code = pos->board[from];
	bb_t b = BB(from) | BB(to);

	pos->bb_type[TC_TYPE(code)] ^= b;
	if (pos->mark[from] != TC_NEUTRAL)
		pos->bb_colour[TC_COLOUR(code) & 1] ^= b;
	pos->bb_type[TC_EMPTY] ^= b;
	if (pos->mark[from] != TC_PURE)
		pos->bb_grey ^= b;
	pos->board[to] = code;
	pos->mark[to] = pos->mark[from];
	pos->ident[to] = pos->ident[from];
	pos->board[from] = 0;
	pos->mark[from] = TC_PURE;
	pos->ident[from] = 0;
}

/* A 64-bit mix of x (splitmix64's finaliser), for keys made on the fly. */
INLINE uint64_t
mix64(uint64_t x)
{
	x += 0x9e3779b97f4a7c15ull;
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
	x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
	return x ^ (x >> 31);
}

/* The hash key of n passes in a row (n > 0; none: 0). */
INLINE uint64_t
passes_key(int n)
{
	return n ? mix64(0x7061737365730000ull | (uint64_t)n) : 0;
}

/* The hash key of identity id (0: none) on square sq. */
INLINE uint64_t
ident_key(int id, int sq)
{
	return id ? mix64(0x6964656e74000000ull | ((uint64_t)id << 8) |
	    (uint64_t)sq) : 0;
}

/* The square of the piece whose identity is id (origin + 1), or -1. */
INLINE int
ident_square(const struct tc_pos *pos, int id)
{
	int sq;

	for (sq = 0; sq < pos->var->geom->nsq; sq++)
		if (pos->board[sq] && pos->ident[sq] == id)
			return sq;
	return -1;
}

/* The hash key of content code c (0: none) on sq, without a mark. */
INLINE uint64_t
code_key(uint8_t c, int sq)
{
	return c ? zob_piece[TC_COLOUR(c)][TC_TYPE(c)][sq] : 0;
}

INLINE uint64_t
piece_key(const struct tc_pos *pos, int sq)
{
	uint8_t c = pos->board[sq];

	return zob_piece[TC_COLOUR(c)][TC_TYPE(c)][sq] ^ zob_mark[pos->mark[sq]][sq];
}

/*
** The bitboard engine's attack questions, which any 8x8 two-player
** variant whose bitboards hold only the pieces that attack may share.
*/
int bb_checked(const struct tc_pos *pos, int side);
int bb_checkers(const struct tc_pos *pos);
bool bb_attacked(const struct tc_pos *pos, int sq, int by);

/*
** The bitboard engine's number of legal moves of pos, none written (its
** count hook, perft's last ply), castling left out unless `castling`:
** for the variants that add their own moves to its moves.
*/
int bb_count(const struct tc_pos *pos, bool castling);

/*
** Two-player 8x8 moves made with a change list (make.c; Neutral Subject
** and the Traitor family).  listed_begin() keeps in u what the move may
** change but the squares and takes the state out of the hash; the move
** notes each square before it changes it (u->sq, code, mark, ident);
** listed_end() counts the move, passes the turn and puts the state back
** into the hash.  unmake_listed() takes it all back: a variant's unmake.
*/
void listed_begin(struct tc_pos *pos, struct tc_undo *u);

/* Keep in u the state a move may change but the squares (listed_begin). */
INLINE void
undo_keep(const struct tc_pos *pos, struct tc_undo *u)
{
	u->hash = pos->hash;
	u->halfmove = pos->halfmove;
	u->castle = pos->castle;
	memcpy(u->ep, pos->ep, sizeof(u->ep));
	u->x = pos->x;
	u->n = 0;
}

/* Keep what stands on sq in u before the move changes it. */
INLINE void
listed_note(const struct tc_pos *pos, struct tc_undo *u, int sq)
{
	u->sq[u->n] = (uint8_t)sq;
	u->code[u->n] = pos->board[sq];
	u->mark[u->n] = pos->mark[sq];
	u->ident[u->n] = pos->ident[sq];
	u->n++;
}

void listed_end(struct tc_pos *pos);

/*
** Take back what a move changed besides the squares: the turn, the
** fullmove number (it went up after the last side's move) and the state
** kept in u.
*/
INLINE void
restore_state(struct tc_pos *pos, const struct tc_undo *u)
{
	int last = pos->var->nsides - 1;

	pos->turn = (uint8_t)(pos->turn ? pos->turn - 1 : last);
	if (pos->turn == last)
		pos->fullmove--;
	pos->hash = u->hash;
	pos->halfmove = u->halfmove;
	pos->castle = u->castle;
	memcpy(pos->ep, u->ep, sizeof(pos->ep));
	pos->x = u->x;
}
void unmake_listed(struct tc_pos *pos, uint64_t m, const struct tc_undo *u);

/* Castling rights lost when a move starts or ends on sq (8x8). */
extern uint16_t castle_mask[64];
void make_init(void);
/*
** The first variant of tc_variants[] with all of the TC_VF_ flags given,
** or NULL: for a message that names the variant a move or a piece
** belongs to.
*/
const struct tc_variant *variant_with(unsigned flags);

void bb_init(void);

/*
** The list (lib/variants/list.c): the variant of an untagged game and of
** a position given with none.
*/
extern const struct tc_variant *const variant_games, *const variant_positions;
/* Those built on another, defined without const, a base first; NULL ends. */
extern struct tc_variant *const variants_derived[];
/* Fill what v leaves NULL or 0 from v->base (see struct tc_variant). */
void variant_inherit(struct tc_variant *v);
/*
** The shape of the board field, the first word of s[0..len): its rows
** ('/'-separated) and whether it has commas (CA-FEN's tokens).
*/
void board_shape(const char *s, size_t len, int *rows, bool *commas);
/*
** Word k (0 the first) of s[0..len), words parted by blanks: its start,
** its length in *n; NULL if s has no word k.
*/
const char *text_word(const char *s, size_t len, int k, size_t *n);

/*
** True if the rules of pos's variant ended the game where chess's would
** go on (its `ended` hook): then no side has a move.
*/
INLINE bool
variant_ended(const struct tc_pos *pos)
{
	return pos->var->ended != NULL && pos->var->ended(pos);
}

/* True if the castling move m of pos is on the short wing (O-O). */
INLINE bool
castles_short(const struct tc_pos *pos, uint64_t m)
{
	return pos->var->castle_short ? pos->var->castle_short(pos, m) :
	    geom_castle_short(pos->var->geom, (int)TC_FROM(m), (int)TC_TO(m));
}

/* xorshift64*: the library's one pseudo-random sequence (keys, magics). */
INLINE uint64_t
rng_next(uint64_t *s)
{
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 2685821657736338717ull;
}

/*
** True if t is a four-player result: four scores 1, 0 or 1/2 joined by
** '-' ("1-1/2-0-1/2"), whatever they add up to.
*/
bool result_four(const char *t);

/* The same, each score also in halves[0..3] (2, 1 or 0) if not NULL. */
bool result_scores(const char *t, int *halves);

/*
** Copy the position text tmp[0..len) into buf[cap], NUL-terminated, or
** leave buf empty if it does not fit; returns len (the writers' end).
*/
size_t text_copy_out(const char *tmp, size_t len, char *buf, size_t cap);

/* True if byte c may be part of a PGN tag name. */
bool pgn_tag_name_byte(int c);

/*
** The check mark move m earns: 0, '+' or '#'; *dbl (if not NULL) tells
** whether it gives double check.
*/
int move_check_mark(const struct tc_pos *pos, tc_move m, bool *dbl);
/*
** Chess's check mark of the position `after` a move: '+' if the side
** to move is in check, '#' if it has no legal move then either; *dbl
** (dbl not NULL) set on two checkers.  For a variant's mark hook to build
** on.
*/
int mark_chess(const struct tc_pos *after, bool *dbl);

/* Recording games (record.c): see struct tc_record. */
void rec_reset(struct tc_record *r);
void rec_tag(struct tc_record *r, const char *name, const char *value,
    size_t len_value);
void rec_comment(struct tc_record *r, int depth, const char *s, size_t len);
bool rec_nag(struct tc_record *r, int depth, int n);
void rec_move(struct tc_record *r, int depth, tc_move m);
void rec_open(struct tc_record *r, int depth);
void rec_end_line(struct tc_record *r, int depth);

/*
** OPTU-8, how JSON strings carry any bytes (lib/notation/json.c): a byte
** 0x80 to 0xFF that is not part of valid UTF-8, and each byte of valid
** UTF-8 for U+EF80 to U+EFFF, stands as the code point U+EF80 + (byte -
** 0x80); all other text is itself.  optu8_from_bytes() gives the code
** point that the bytes s[0..n) (n > 0) begin with so and returns how
** many bytes it stands for; optu8_to_bytes() writes the bytes code point
** cp (a Unicode scalar value) stands for into o[4] and returns how many.
*/
#define OPTU8_FIRST	0xef80
#define OPTU8_LAST	0xefff
size_t optu8_from_bytes(const char *s, size_t n, uint32_t *cp);
size_t optu8_to_bytes(uint32_t cp, char *o);

/*
** A JSON scanner over s[0..n) (lib/notation/json.c): i the next byte,
** depth the nesting, the first failure in *err (json_fail: always false);
** g and lx the game game_read_json() feeds (lib/game/json-read.c).
** json_scan_string() reads a string literal into out[cap] (NULL: skips
** it).
*/
struct json_scan {
	const char *s;
	size_t n, i;
	int depth;
	struct tc_diag *err;
	bool failed;
	struct tc_game *g;
	struct pgn_lexer *lx;
	long line;
};
bool json_fail(struct json_scan *p, size_t at, const char *msg);
bool json_scan_string(struct json_scan *p, char *out, size_t cap,
    size_t *len);

/* Skip white space. */
INLINE void
json_ws(struct json_scan *p)
{
	while (p->i < p->n && (p->s[p->i] == ' ' || p->s[p->i] == '\t' ||
	    p->s[p->i] == '\r' || p->s[p->i] == '\n'))
		p->i++;
}

/* Expect byte c (after white space). */
INLINE bool
json_expect(struct json_scan *p, char c, const char *msg)
{
	json_ws(p);
	if (p->i < p->n && p->s[p->i] == c) {
		p->i++;
		return true;
	}
	return json_fail(p, p->i, msg);
}

/* Whether byte c is next (after white space). */
INLINE bool
json_peek(struct json_scan *p, char c)
{
	json_ws(p);
	return p->i < p->n && p->s[p->i] == c;
}

/*
** Read the JSON string literal that s[0..n) begins with into out[cap]
** (NUL-terminated, its length in *len) as game_read_json() reads one.
** Returns the length of the literal, or 0 if it is not one or does not
** fit.
*/
size_t json_read_string(const char *s, size_t n, char *out, size_t cap,
    size_t *len);

/*
** The clock and evaluation commands of a comment, for JSON: each a JSON
** number, or "" when the comment has no well-formed one (the first of
** each counts).  "[%clk H:MM:SS]" and "[%emt H:MM:SS]", with an optional
** fraction of a second, give seconds with the fraction as written;
** "[%eval 0.35]" gives pawns (eval), "[%eval #-3]" moves to mate (mate).
*/
#define TC_CMD_MAX	32
struct tc_comment_cmds {
	char clk[TC_CMD_MAX], emt[TC_CMD_MAX], eval[TC_CMD_MAX];
	char mate[TC_CMD_MAX];
};
void comment_commands(const char *s, struct tc_comment_cmds *c);

/*
** Diagrams for pages (diagram.c, for lib/game/page.c).  diagram_board
** writes the SVG elements of var's board with no piece, seen from seat
** (struct tc_draw), its labels included, and its size in *w and *h;
** diagram_square_at gives the top left of the 45-pixel box where that
** board draws square sq.  diagram_piece_key writes into out
** (TC_PIECE_KEY_MAX bytes) a key that differs for any two pieces a
** diagram draws differently (colour, type, mark, badge; "" for an empty
** square) and returns its length; diagram_piece draws the piece on sq
** in a box whose top left is (0, 0).  diagram_pocket_code gives the
** piece (TC_CODE) that letter ch of side's pocket (see pos_pockets)
** stands for, 0 for none; diagram_pockets_at tells whether var has
** pockets and where the SVG diagram draws them under its board: from x,
** a line of *line pixels naming each side's pocket, then its pieces,
** files to a row of 45-pixel squares;
** diagram_legend_html a list (<ul>) of what var's marks, pieces and
** squares look like and mean (its pieces refer to diagram_defs).
*/
#define TC_PIECE_KEY_MAX 16
void diagram_board(struct tc_buf *b, const struct tc_variant *var, int seat,
    int *w, int *h);
void diagram_square_at(const struct tc_variant *var, int seat, int sq,
    int *x, int *y);
int diagram_piece_key(const struct tc_pos *pos, int sq, char *out);
void diagram_piece(struct tc_buf *b, const struct tc_pos *pos, int sq);
int diagram_pocket_code(int side, int ch);
bool diagram_pockets_at(const struct tc_variant *var, int *x, int *line,
    int *files);
void diagram_legend_html(struct tc_buf *b, const struct tc_variant *var);
/* The SVG definitions diagram_piece's pieces of var refer to (shared fills). */
void diagram_defs(struct tc_buf *b, const struct tc_variant *var);

/* The tag the rules read that name misspells only by case, or NULL. */
const char *variant_tag_near(const char *name);
/*
** False if neither of those can know name[0..n): no tag they read has
** its length and first letter (either case).
*/
bool variant_tag_maybe(const char *name, size_t n);
/*
** The name under which a game keeps tag `name` for its variant's setup
** (variant.c): name itself, a new name in buf[cap], or NULL if no
** variant reads it.
*/
const char *variant_tag_name(const char *name, char *buf, size_t cap);
void variant_tags_init(void);

/*
** commit_set_list() for a game from the position start (its FEN tag):
** a Specific list names pieces by their squares there (commit.c).
*/
bool commit_set_list_at(struct tc_commit *c, const struct tc_pos *start,
    const char *s, struct tc_diag *d);

/*
** Castling's squares for side on a wing (the variant's castle_squares,
** or FIDE's): its King's, the Rook's, and the bit of pos->castle that
** keeps the right; false if the side has no such castling (moveread.c).
*/
bool castling_of(const struct tc_pos *pos, int side, bool short_wing,
    int *king, int *rook, unsigned *right);
/*
** Take the movetext ahead at once while it is move numbers and moves, each
** in the buffer whole with blanks between (spaces and line ends): each
** move's text s[0..n), at line:col, goes to made(), which returns
** PGN_RUN_MORE when it made the move, PGN_RUN_STOP when it made it and
** wants the tokens after it given one by one, PGN_RUN_NOT when it did not
** (the move is then read again by pgn_next()).  Returns with the lexer
** where pgn_next() would have left it after the last token taken
** (pgn.c).
*/
enum { PGN_RUN_NOT, PGN_RUN_MORE, PGN_RUN_STOP };
void pgn_run(struct pgn_lexer *lx, int (*made)(void *ctx, const char *s,
    size_t n, long line, int col), void *ctx);
/*
** True if pos has no e.p. entry for any side: one comparison.  none[]
** below names each of the TC_MAXSIDES entries.
*/
typedef char pos_no_ep_sides[TC_MAXSIDES == 4 ? 1 : -1];
INLINE bool
pos_no_ep(const struct tc_pos *pos)
{
	static const uint8_t none[TC_MAXSIDES] = { TC_NOSQ, TC_NOSQ, TC_NOSQ,
	    TC_NOSQ };

	return memcmp(pos->ep, none, sizeof(none)) == 0;
}
/*
** pos_key() without a call where it is the hash: two sides, no state the
** repetition ignores, no e.p. entry (status.c).
*/
INLINE uint64_t
pos_key_quick(const struct tc_pos *pos)
{
	if (!pos->var->xnorep && pos->var->nsides <= 2 && pos_no_ep(pos))
		return pos->hash;
	return pos_key(pos);
}
/*
** pgn_next() for game_next(), with the main line's move numbers and
** plain moves that need no message given to g at once (game.c).
*/
int game_run(struct tc_game *g, struct pgn_lexer *lx);
/*
** move_read()'s answer for plain SAN ("Nf3", "exd5+") that it would read
** with no message: true with the move in *out; false for any other text,
** which move_read() then reads.  For pos whose engine has legal_one()
** and whose variant has neither challenges nor announcements.  With mark
** not NULL, a check mark that chess's mark_chess() judges is not judged
** but left in *mark ('+', '#'; 0 for none), for the caller to judge on
** the position after the move: move_read_marks() words what is wrong.
*/
bool move_read_plain(const struct tc_pos *pos, const char *s, size_t len,
    tc_move *out, int *mark);
/*
** "White's kingside right is gone: <why>" into msg[cap], why the reason
** if known (NULL: what the position shows, if anything).
*/
void castle_gone(const struct tc_pos *pos, bool short_wing, const char *why,
    char *msg, size_t cap);

/* Diagnostics. */
/*
** Messages are written with msg_format() and msg_add(): what does not fit
** in the buffer is cut after the last whole word that leaves room for
** "...", which then ends it (no message is ever cut inside a word).
*/
struct msgbuf {
	char *s;
	size_t cap, len;
};
void msg_init(struct msgbuf *m, char *s, size_t cap);
void msg_add(struct msgbuf *m, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void msg_vadd(struct msgbuf *m, const char *fmt, va_list ap);
/* snprintf() into s[cap] with msg_add's cut. */
void msg_format(char *s, size_t cap, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void msg_vformat(char *s, size_t cap, const char *fmt, va_list ap);
void diag_add(struct tc_diags *d, int col, bool warning, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Piece letters: "?PNBRQKA", upper case for white. */
extern const char type_letter[TC_NTYPES + 1];
/* The word for each type, for messages ("piece" for TC_EMPTY). */
extern const char *const type_name[TC_NTYPES];
int type_from_letter(int c);

#endif
