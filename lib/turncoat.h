/*
** turncoat: rules and notation of chess variants in which pieces change
** sides.  This is the library's one public header.
**
** Conventions.  The library never prints, never exits and never allocates
** memory: every buffer is the caller's.  Functions that can fail return a
** negative code or false and fill a struct tc_diag with a byte column and a
** message the caller may print.  Positions, moves and undo records are
** plain values the caller owns.
**
** Call tc_init() once before anything else (it is cheap to call again, but
** not safe to call for the first time from several threads at once).
*/
#ifndef TURNCOAT_H
#define TURNCOAT_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

#define TC_VERSION "4.0.0"

/* Limits that hold for every geometry. */
#define TC_MAXSQ	100	/* squares of the largest board (10x10) */
#define TC_MAXSIDES	4	/* players */
#define TC_NOSQ		0xff	/* "no square" */
/*
** Legal moves of one position never exceed this on an 8x8 board: each of
** at most 64 pieces reaches at most 27 squares, and each square gives at
** most two moves (capture and challenge), or five for a pawn (four
** promotions and a challenge) on at most 3 squares: 64 * 54 + 2 < 4096.
** A Traitor turn adds an announcement: with at most 32 pieces (the
** Traitor notation refuses more) one state has at most 32 * 54 + 2 =
** 1730 moves, and each announcement state adds at most as many again:
** beyond 16384 only with many promoted pieces no real game has.  The
** Traitor notation refuses a position whose turns would not fit, so a
** list is never cut short.  EN Chess's 66 squares: a slider reaches at
** most 8 squares a ray (with penetration), so at most 64 moves a piece,
** and swaps are at most 33 * 33: 66 * 64 + 1089 < 16384.
*/
#define TC_MAXMOVES	16384
/*
** Legal moves onto one square never exceed this: at most 8 sliders, 8
** knights and a king reach it, each with a capture and a challenge, and
** at most 4 pawns (two captures, a step, a double step) with four
** promotions and a challenge each: 17 * 2 + 4 * 5 = 54.  In EN Chess a
** square is reached by at most two sliders a ray (one passing over a
** piece): 16; knights and kings 12 + 9; Aurors 20; pawns 10; and swaps
** name either square: at most 65 of them.  16 + 21 + 20 + 10 + 65 < 160.
*/
#define TC_MAXMOVES_TO	160
#define TC_MAXNUMBER	2147483647u	/* largest halfmove/fullmove number */

/* Piece types.  TC_AUROR is EN Chess's piece. */
enum tc_type {
	TC_EMPTY = 0, TC_PAWN, TC_KNIGHT, TC_BISHOP, TC_ROOK, TC_QUEEN,
	TC_KING, TC_AUROR, TC_NTYPES
};

/*
** Colours.  A piece's colour is its army: letter case in the 8x8
** notations, the owner prefix in CA-FEN.  Two-player variants use WHITE
** and BLACK; Complex Allegiance uses the four players in turn order
** (South, West, North, East) and four colours for the pieces shared by
** two adjacent players.  Who may move a piece is a separate matter: see
** pos_controllers().
*/
enum { TC_WHITE = 0, TC_BLACK = 1 };
enum { TC_SOUTH = 0, TC_WEST, TC_NORTH, TC_EAST, TC_SHARED_SW, TC_SHARED_SE,
	TC_SHARED_NW, TC_SHARED_NE, TC_NCOLOURS };

/*
** A piece's status, written as a mark after its letter in the 8x8
** position notations (at most one per piece): pure (no mark), grey ('>',
** Allegiance Chess's non-pure allegiance), traitor ('^'), double agent
** ('&'), mercenary ('%'), neutral ('*', Neutral Subject Chess: nobody
** owns the piece; its colour is WHITE by convention and means nothing).
*/
enum tc_mark {
	TC_PURE = 0, TC_GREY, TC_TRAITOR, TC_AGENT, TC_MERCENARY,
	TC_NEUTRAL,
	TC_PROMOTED,	/* '~': a promoted piece (Crazyhouse) */
	TC_NMARKS
};

/* Square content codes: type in bits 0-2, colour in bits 3-5. */
#define TC_CODE(type, colour)	((uint8_t)((type) | ((colour) << 3)))
#define TC_TYPE(code)		((code) & 7)
#define TC_COLOUR(code)		((code) >> 3)

/*
** The eight ray directions of a geometry.  A step in direction d from
** square sq leads to geom->ray[sq][d] (TC_NOSQ past the edge).
*/
enum { TC_N = 0, TC_S, TC_E, TC_W, TC_NE, TC_NW, TC_SE, TC_SW, TC_NDIR };
#define TC_MAXFILES	10
#define TC_MAXRANKS	10
#define TC_MAXLEAP	12	/* knight leaps from one square, links included */

/*
** A board geometry, as data: a dense numbering of the playable squares
** 0 .. nsq-1, their names and grid places, and the tables every piece's
** movement is made of.  Squares off the grid (EN Chess's x0 and x9) have
** file and rank -1 and are reached only through the tables (their links).
** Every square's text is read and written through the geometry
** (geom_square_name, geom_square_read).  The tables are filled by
** tc_init().
*/
struct tc_geom {
	const char *name;
	int files, ranks;	/* the grid: files a.., ranks 1.. */
	int nsq;		/* squares numbered 0 .. nsq-1 */
	bool bitboard;		/* 8x8, a1 = 0 .. h8 = 63: bitboards apply */
	int8_t file[TC_MAXSQ], rank[TC_MAXSQ];	/* -1 off the grid */
	uint8_t at[TC_MAXRANKS][TC_MAXFILES];	/* square or TC_NOSQ */
	char sqname[TC_MAXSQ][4];
	uint8_t ray[TC_MAXSQ][TC_NDIR];		/* next square, or TC_NOSQ */
	uint8_t leap[TC_MAXSQ][TC_MAXLEAP + 1];	/* TC_NOSQ-terminated */
	/* Each side's pawn directions and how far a square is from its home
	** edge (0 on the edge; 0xff for squares its pawns never reach). */
	uint8_t fwd[TC_MAXSIDES];
	uint8_t capdir[TC_MAXSIDES][2];
	uint8_t rel[TC_MAXSIDES][TC_MAXSQ];
	/*
	** How the position notation lists the squares: rows from the top
	** (rank 8 first; EN Chess's x9 above it and x0 below rank 1), each
	** with its squares from the left and its name for messages.
	*/
	int nrows;
	uint8_t rowlen[TC_MAXRANKS + 2];
	uint8_t row[TC_MAXRANKS + 2][TC_MAXFILES];
	char rowname[TC_MAXRANKS + 2][16];
};

/* The three boards of the specs: 8x8; 8x8 plus x0/x9; 10x10 less corners. */
extern const struct tc_geom *const tc_geom_8x8, *const tc_geom_en,
    *const tc_geom_ca;

struct tc_pos;
struct tc_undo;
struct tc_diags;
struct tc_diag;
struct tc_xtag;
struct tc_setup;
/*
** How a game stands, judged by its variant (see pos_status): `why` is
** NULL while it goes on; else the end in words, for messages
** ("checkmate", "three checks", "four passes (no player can move)"),
** `result` the result it calls for in PGN's notation, for any number
** of players ("1-0", "1/2-1/2-1/2-1/2"; NULL if it decides none), and
** TC_END_ flags.
*/
struct tc_end {
	const char *why;
	const char *result;
	unsigned flags;
};
/* The side to move is mated: the move that gave it is marked '#'. */
#define TC_END_MATE		1u
/*
** The end stands only if the moves this view of the position hides do
** not change it (the Traitor family's hidden lists, traitor.md 6.1.5):
** the game goes on; the result is NULL.
*/
#define TC_END_PROVISIONAL	2u

/*
** A move generator: the legal moves (or turns) of a position, and the
** attack questions that legality, check marks and notation ask.  A
** variant names the engine it plays on; pos_set_engine() puts a position
** on another engine that plays the same rules (for testing one against
** the other).
*/
struct tc_engine {
	const char *name;	/* "bitboard", "mailbox" */
	/* Legal moves of pos into out (TC_MAXMOVES room); their number. */
	int (*legal)(const struct tc_pos *pos, uint64_t *out);
	/*
	** The moves the pieces' movement allows, whether or not they leave
	** the mover's king attacked: for explaining why a move is illegal.
	*/
	int (*pseudo)(const struct tc_pos *pos, uint64_t *out);
	/*
	** The legal moves onto square `to` by pieces of type `type` (any
	** type for TC_EMPTY; castling where the king lands on `to`) into out
	** (TC_MAXMOVES_TO room): what a move's text can mean, found without
	** generating every move.
	*/
	int (*legal_to)(const struct tc_pos *pos, int to, int type,
	    uint64_t *out);
	/*
	** Of the legal moves legal_to() gives onto `to` for a piece of
	** `type`, those from file `file` and rank `rank` (-1: any) that
	** promote to `promo` (TC_EMPTY: no promotion), for plain SAN
	** read at once: how many (0, 1, or 2 for more), the first in *m;
	** -1 when the engine cannot tell so (castling may land on `to`),
	** and legal_to() must answer.  Optional (NULL); never asked where
	** moves may be challenges.
	*/
	int (*legal_one)(const struct tc_pos *pos, int to, int type,
	    int file, int rank, int promo, uint64_t *m);
	/*
	** The legal castling moves of pos into out (TC_MAXMOVES_TO room), in
	** legal()'s order; their number.  Optional (NULL: picked out of
	** legal()'s moves).
	*/
	int (*castlings)(const struct tc_pos *pos, uint64_t *out);
	/* True if pos has a legal move. */
	bool (*any_legal)(const struct tc_pos *pos);
	/* How many of side's kings are attacked. */
	int (*checked)(const struct tc_pos *pos, int side);
	/* How many pieces attack the king(s) of the side to move. */
	int (*checkers)(const struct tc_pos *pos);
	/* True if side `by` attacks sq. */
	bool (*attacked)(const struct tc_pos *pos, int sq, int by);
	/* Build its tables; called once by tc_init() (NULL if none). */
	void (*init)(void);
	/*
	** The number of legal moves of pos, none written: perft's last ply
	** (NULL: the number legal() gives).
	*/
	int (*count)(const struct tc_pos *pos);
};

/* The engines: bitboards for 8x8 two-player rules, mailbox for any board. */
extern const struct tc_engine tc_engine_bitboard, tc_engine_mailbox;

/* Find an engine by name; NULL if there is none. */
const struct tc_engine *tc_engine_find(const char *name);

/* Variant flags: what the generic rules and notation code ask of a variant. */
#define TC_VF_CHALLENGE	0x01	/* challenges and the '>' mark (Allegiance) */
#define TC_VF_TURNCOATS	0x02	/* pieces change sides: totals of material */
#define TC_VF_OWN_ENGINE 0x04	/* plays only on its own engine */
#define TC_VF_NO_EP	0x08	/* pawns never double-step: no en passant */
#define TC_VF_IDENTS	0x10	/* pieces keep identities (Specific forms) */
#define TC_VF_SECRET	0x20	/* lists may be hidden: mate can be provisional */
#define TC_VF_LOST_TURN	0x40	/* a lost turn ("--") is a move its engine gives */
#define TC_VF_LONG_HYPHEN 0x80	/* its long form is en-chess.md 10.2's */
#define TC_VF_AURORS	0x100	/* its notation has aurors ('A') */
/*
** No check: a King is captured, which ends the game; SAN marks that
** capture '#' and nothing else (Complex Allegiance).
*/
#define TC_VF_KING_CAPTURE 0x200
/* Its long form is LAN without marks, e.p. as a plain capture ("f4xe3"). */
#define TC_VF_LONG_LAN	0x400
/* It keeps pos->ctl, the squares of the pieces each side may move. */
#define TC_VF_CONTROL_SETS 0x800

/* Variant options (the VariantOptions tag): a bit set when an option is off. */
#define TC_OPT_OWN_TRAITOR_CHECK	0x01
#define TC_OPT_NO_UNDO			0x02

struct fen8_cols;

/*
** What one side may have on the board, for the 8x8 notation's checks of
** meaning: from kings_min to kings_max Kings; pawns only on the ranks of
** pawn_ranks (a bit per rank, bit 0 rank 1 of the board); at most
** `pawns` pawns and `men` men (more are warnings, errors with
** TC_AFEN_STRICT), promoted pieces bounded by the pawns missing.
*/
struct tc_men {
	uint8_t kings_min, kings_max;
	uint8_t pawn_ranks;
	uint8_t pawns, men;
};

/*
** A variant: the rules interface.  Generic code (notation, games, the
** tools) asks the variant and never tests which one it is.  A new variant
** gets its own file in lib/variants/ that defines one of these and adds
** one line to the list, lib/variants/list.c.  A variant that names a
** `base` ("standard chess, except ...") is defined without const and
** inherits every field it leaves NULL or 0 from its base when the
** library starts (tc_init): readers, writers, validation, engine, draw
** rules ...; it sets only what differs.
*/
struct tc_variant {
	const char *name;	/* for -V: "chess", "allegiance" */
	const char *title;	/* for messages: "standard chess" */
	const char *pgn_name;	/* for [Variant "..."] */
	/*
	** Other names tc_variant_find() knows it by, comma-separated
	** ("standard,from position"); NULL if none.  Not inherited.
	*/
	const char *aliases;
	/* The variant it builds on, or NULL (see above).  Not inherited. */
	const struct tc_variant *base;
	/* Build its own tables; called once by tc_init() (NULL if none). */
	void (*init)(void);
	const struct tc_geom *geom;
	int nsides;
	unsigned flags;
	const char *marks;	/* the mark characters its notation allows */
	const char *start;	/* start position in its notation */
	const struct tc_engine *engine;
	/* Who may move a piece of this code and mark: a bit per side. */
	unsigned (*controllers)(uint8_t code, uint8_t mark);
	/*
	** Position notation: read s[0..len) into pos with every diagnostic
	** (see afen_read), and write the canonical form (see afen_write).
	*/
	int (*read)(struct tc_pos *pos, const struct tc_variant *var,
	    const char *s, size_t len, unsigned flags, struct tc_diags *d,
	    size_t *rest);
	size_t (*write)(const struct tc_pos *pos, char *buf, size_t cap);
	/*
	** Check s[0..len) as read does, with the same diagnostics and
	** result, without keeping a position (see afen_validate); NULL
	** if the variant has no faster way than reading.
	*/
	int (*validate)(const struct tc_variant *var, const char *s,
	    size_t len, unsigned flags, struct tc_diags *d);
	/*
	** The keys its notation adds after the fullmove number
	** ("bar" for `bar=e4`), space-separated; "" if none.
	*/
	const char *keys;
	/*
	** The key a bare word s[0..n) of its notation stands for (lichess's
	** "+1+0" after the fullmove number, or "3+3" after the en passant
	** field), as an index into keys, the whole word its value; -1 if
	** none.  NULL if its keys are all `key=value`.
	*/
	int (*key_word)(const char *s, size_t n);
	/*
	** Read the values of its keys into pos, after the six fields:
	** val[i] is the value of the i-th word of keys as an offset and
	** length into s (len SIZE_MAX when absent).  Diagnostics into d;
	** returns the number of syntax errors.  NULL if it has no keys.
	*/
	int (*read_keys)(struct tc_pos *pos, const char *s,
	    const size_t (*val)[2], unsigned flags, struct tc_diags *d);
	/*
	** The castling field s[0..len) read into pos (its rights and the
	** squares they castle with), the placement already read, with its
	** diagnostics into d at column col + 1 for s[0]: the number of
	** syntax errors.  And the field written into p (at most 16 bytes):
	** its length.  NULL: the 8x8 notation's KQkq, for the King on e1
	** or e8 and the Rooks in the corners.
	*/
	int (*read_castling)(struct tc_pos *pos, const char *s, size_t len,
	    int col, struct tc_diags *d);
	size_t (*write_castling)(const struct tc_pos *pos, char *p);
	/*
	** Pieces off the board (Crazyhouse's pockets), written with the
	** placement: read_pocket is given the placement field s[0..len)
	** (s[0] at column col + 1), reads the pockets at its end into pos
	** and sets *board to the length of the board's part, which the
	** 8x8 notation reads then; the number of syntax errors.
	** write_pocket writes them after the board's rows into p (at most
	** 64 bytes): its length.  NULL: no pockets.
	*/
	int (*read_pocket)(struct tc_pos *pos, const char *s, size_t len,
	    int col, size_t *board, struct tc_diags *d);
	size_t (*write_pocket)(const struct tc_pos *pos, char *p);
	/* Write " key=value" for each key pos needs into p; the length. */
	size_t (*write_keys)(const struct tc_pos *pos, char *p);
	/*
	** What each side may have (men[0] White, men[1] Black) where it
	** differs from chess's one King, pawns on ranks 2 to 7, 8 pawns and
	** 16 men; NULL: chess's.  A variant with its own skips the fast path
	** of validation.
	*/
	const struct tc_men *men;
	/*
	** Checks of meaning of its own, after those of the 8x8 notation
	** (NULL if none): diagnostics into d at the columns c gives.
	*/
	void (*check)(const struct tc_pos *pos, const struct fen8_cols *c,
	    unsigned flags, struct tc_diags *d);
	/*
	** Announcements (the Traitor family): the letter of its token ('T',
	** 'D', 'A', 'M'; 0 if the variant has none); apply the announcement
	** of the piece on sq to pos, the move not yet made (for writing and
	** reading the move after it); why the player to move may not
	** announce the piece on sq, into msg (false if he may).
	*/
	char announce;
	void (*announce_apply)(struct tc_pos *pos, int sq);
	bool (*why_not_announce)(const struct tc_pos *pos, int sq, char *msg,
	    size_t cap);
	/*
	** Its options: those that apply (optmask) and those off in this rule
	** set (optoff), TC_OPT_ bits.  The rule sets of one variant that
	** differ by options share name and pgn_name.
	*/
	unsigned optmask, optoff;
	const void *rules;	/* the variant's own data */
	/*
	** Set up a game's start position pos (read from its FEN tag or
	** the start) from the game's tags (see struct tc_setup): false with
	** the error in s.  NULL if the variant reads no tags of its own.
	*/
	bool (*setup)(struct tc_pos *pos, struct tc_setup *s);
	/*
	** The tags setup reads, comma-separated; "Old=New" reads a tag
	** named Old as New (the seed's "White Traitors=BlackTargets").
	*/
	const char *tags;
	/*
	** Why the piece on `from` may not go to `to` by the variant's own
	** rules (a neutral piece capturing, a barred piece, a pawn's double
	** step), into msg; false if it has nothing to say (NULL if none).
	*/
	bool (*why_not)(const struct tc_pos *pos, int from, int to,
	    char *msg, size_t cap);
	/*
	** Castling's squares, for messages: side's King and the Rook it
	** castles with on the short wing (O-O) or the long one, and the bit
	** of pos->castle that keeps that right; false if the side has no
	** such castling.  NULL: FIDE's squares (e1 with h1 and a1, e8 with
	** h8 and a8) and bits (K Q k q).
	*/
	bool (*castle_squares)(int side, bool short_wing, int *king,
	    int *rook, unsigned *right);
	/*
	** True if its castling move m is on the short wing (O-O).  NULL:
	** the geometry's answer (geom_castle_short: the King's two steps
	** toward the nearer edge).
	*/
	bool (*castle_short)(const struct tc_pos *pos, uint64_t m);
	/* Make and take back a legal move (see pos_make). */
	void (*make)(struct tc_pos *pos, uint64_t m, struct tc_undo *u);
	void (*unmake)(struct tc_pos *pos, uint64_t m, const struct tc_undo *u);
	/*
	** True if its own rules have ended the game in pos where chess's
	** would go on (three checks given): then nobody has a move.  NULL
	** if never.
	*/
	bool (*ended)(const struct tc_pos *pos);
	/*
	** How the game stands, judged from the position (see pos_status
	** and struct tc_end): its end, in words, with its result.
	*/
	void (*status)(const struct tc_pos *pos, struct tc_end *end);
	/*
	** The check mark of the move m from `before` to `after`: '+', '#'
	** or 0; *dbl set if a "++" would be right for it (a double check).
	** NULL: chess's ('+' if the side to move is in check, '#' if it
	** has no legal move then either, *dbl on two checkers).
	*/
	int (*mark)(const struct tc_pos *before, uint64_t m,
	    const struct tc_pos *after, bool *dbl);
	/* True if no sequence of legal moves can end the game in a win. */
	bool (*dead)(const struct tc_pos *pos);
	/*
	** The draws: after draw_plies plies without a capture or pawn move
	** the game is drawn (0: never), after claim_plies it may be claimed;
	** the repeat-th occurrence of a position draws, the claim_repeat-th
	** may be claimed.
	*/
	unsigned draw_plies, claim_plies;
	int repeat, claim_repeat;
	/* The marks that show a position or move text to be this variant's
	** ("" if none): an untagged game that uses them is played so. */
	const char *implied_by;
	/*
	** True if a position string s[0..len) given with no variant is in
	** its notation (CA-FEN's comma tokens, EN-FEN's ten rows); NULL if
	** it claims none (see tc_variant_for_position).  Not inherited.
	*/
	bool (*claims)(const char *s, size_t len);
	/*
	** What a diagram shows beside the piece on sq, a letter, or 0 (NULL
	** if never anything): EN Chess's slider modes, 'P' for Penetration
	** and 'S' for Stunted (en-chess.md 4).
	*/
	int (*badge)(const struct tc_pos *pos, int sq);
	/*
	** The players' names, by side, for messages and PGN's tags
	** ("South" ...); NULL for White and Black.
	*/
	const char *const *side_names;
	/*
	** The results a finished game may have in PGN's notation, its
	** draw first, NULL-terminated; NULL for two players' 1-0, 0-1 and
	** 1/2-1/2.  With more than two players "1/2-1/2" is read as the
	** draw.
	*/
	const char *const *results;
	/*
	** Its own state, in pos->x (see struct tc_pos), which only the
	** variant's files read; every hook NULL for a variant without one.
	** xinit sets the state of an empty position (no barred piece, no
	** ko): pos_clear() zeroes the area, then calls it.  xhash gives the
	** state's part of the hash, 0 for the state xinit sets; xnorep the
	** part of xhash that repetition ignores (pos_key(): Complex
	** Allegiance's passes, complex-allegiance.md 4.4).  set_view hides
	** from pos what `viewer` may not see (pos_set_view() keeps the
	** hash).
	*/
	void (*xinit)(struct tc_pos *pos);
	uint64_t (*xhash)(const struct tc_pos *pos);
	uint64_t (*xnorep)(const struct tc_pos *pos);
	void (*set_view)(struct tc_pos *pos, int viewer);
	/*
	** True if the side to move may have turns that this view of pos
	** does not show (the Traitor family: his list is hidden, so a mate
	** is provisional, traitor.md 6.1.5); NULL if never.
	*/
	bool (*moves_hidden)(const struct tc_pos *pos);
	/*
	** With TC_VF_KING_CAPTURE: the side whose King was captured, which
	** ended the game, or -1 while every side has its King.
	*/
	int (*king_captured)(const struct tc_pos *pos);
	/*
	** The square of the piece the rules bar from moving this turn, or
	** TC_NOSQ (NULL if never one): Neutral Subject's barred piece
	** (rule 4), which diagrams mark ('#' in the text, boxed in red).
	*/
	int (*barred)(const struct tc_pos *pos);
	/*
	** The moves a message gives as examples of its notation, "e4, Nf3,
	** exd5, N>e5, O-O or e2e4"; NULL for chess's, without N>e5.
	*/
	const char *move_examples;
};

/* The name of side `side` of var: "White", "Black", "South" ... */
const char *tc_side_name(const struct tc_variant *var, int side);

/*
** The variants, each defined in its own file of lib/variants/, for
** programs that name one; the library itself finds them in tc_variants.
*/
extern const struct tc_variant tc_chess, tc_allegiance, tc_neutral, tc_en,
    tc_ca;
/*
** The Traitor family's fifteen rule sets (traitor.md 6): Traitor,
** Defector, Double Agent, Defector-Double Agent, Mercenary, each in its
** Specific, Simplified and Impromptu form, in that order; and the rule
** sets that differ from them by options, NULL-terminated.
*/
extern const struct tc_variant tc_traitor[15];
extern const struct tc_variant *const tc_variant_siblings[];

/*
** The same variant with the options of text (a VariantOptions value:
** "own-traitor-check=off,no-undo=on", spaces allowed after commas;
** an option the variant does not use is accepted and has no effect),
** or NULL with a message in *d (column 1-based in text) for an unknown
** option or a malformed list.
*/
const struct tc_variant *tc_variant_with_options(const struct tc_variant *var,
    const char *text, struct tc_diag *d);

/*
** Write var's options that are off as a VariantOptions value into
** buf[cap] ("" if none); the length.
*/
size_t tc_variant_options_write(const struct tc_variant *var, char *buf,
    size_t cap);

/*
** Write every option var's rule sets take, with its value in var, as an
** option list ("own-traitor-check=on,no-undo=on"; "" if none) into
** buf[cap]; the length.
*/
size_t tc_variant_options_all(const struct tc_variant *var, char *buf,
    size_t cap);

/*
** Find a variant by name, ignoring case and a trailing " Chess"; accepts
** the -V names and the PGN names.  Returns NULL if there is none.
*/
const struct tc_variant *tc_variant_find(const char *name);

/*
** The variant of a game without a [Variant] tag (standard chess), and of
** a position given with no variant (Allegiance Chess, whose notation
** reads every FEN).
*/
const struct tc_variant *tc_variant_for_games(void);
const struct tc_variant *tc_variant_for_positions(void);

/*
** The variant a position string s[0..len) given with no variant is read
** by: tokens split by ',' tell a CA-FEN, else its board's rows (10 for
** an EN-FEN), else that of tc_variant_for_positions().
*/
const struct tc_variant *tc_variant_for_position(const char *s, size_t len);

/*
** The variant that the marks in text[0..len) imply for an untagged game
** (Allegiance Chess for '>'), or NULL if they imply none.
*/
const struct tc_variant *tc_variant_implied(const char *text, size_t len);

/* The names of all variants, NULL-terminated, in a fixed order. */
extern const struct tc_variant *const tc_variants[];

/*
** The state a variant adds to a position (Neutral Subject's barred
** piece, the Traitor family's ko, undo, budgets and lists, the passes of
** EN Chess and Complex Allegiance): an area only the variant's own files
** read and write, through a struct of their own, and that its hooks
** initialise, hash and show (see struct tc_variant: xinit, xhash ...).
** Its size is fixed, with room to spare, so that adding a variant
** changes the size of no struct.
*/
#define TC_XSTATE	64
union tc_xstate {
	uint64_t align[TC_XSTATE / 8];
	unsigned char b[TC_XSTATE];
};

/*
** A position.  board[] holds a content code per square (0 for empty),
** mark[] the status of the piece there, ident[] its identity (start square
** plus one, 0 for none) where the variant keeps identities.  The bitboards
** mirror board[] on geometries with geom->bitboard (bit i is square i,
** a1 = 0, h8 = 63) and are not kept on others.  castle holds one bit per
** right (for two sides bit 0 K, 1 Q, 2 k, 3 q).  ep[s] is the square that
** side s's last double step skipped while capturing it en passant is
** allowed, else TC_NOSQ.
*/
struct tc_pos {
	const struct tc_variant *var;
	const struct tc_engine *eng;	/* var->engine unless set otherwise */
	uint8_t board[TC_MAXSQ];
	uint8_t mark[TC_MAXSQ];
	uint8_t ident[TC_MAXSQ];
	uint64_t bb_type[TC_NTYPES];	/* [TC_EMPTY] is all occupied squares */
	uint64_t bb_colour[2];	/* owned pieces: neutral ones are in neither */
	uint64_t bb_grey;	/* pieces with a mark: grey, or neutral */
	uint64_t hash;
	uint32_t halfmove, fullmove;
	uint16_t castle;
	uint8_t turn;
	uint8_t ep[TC_MAXSIDES];
	union tc_xstate x;	/* the variant's own state */
	/*
	** Where the variant keeps them (Complex Allegiance), the squares of
	** the pieces each side may move: bit sq of word sq / 64; else 0.
	*/
	uint64_t ctl[TC_MAXSIDES][2];
};

/*
** A move: from and to squares, a kind, a promotion type, and room for a
** second square with its kind (an announced piece before the move, a
** second captured piece).  Castling is the king's move; a challenge names
** the challenger and the target.
*/
typedef uint64_t tc_move;
enum tc_kind {
	TC_MK_NORMAL = 0, TC_MK_DOUBLE, TC_MK_EP, TC_MK_CASTLE, TC_MK_PROMO,
	TC_MK_CHALLENGE, TC_MK_NULL,
	TC_MK_SWAP,	/* EN Chess: a king (from) and an auror (to) swap */
	/*
	** A drop (Crazyhouse): a piece of type TC_PROMO(m) from the mover's
	** pocket put on the empty square to; from is to as well.
	*/
	TC_MK_DROP
};
#define TC_MOVE(from, to, kind, promo) \
	((tc_move)((from) | ((to) << 8) | ((kind) << 16) | ((promo) << 20)))
/*
** TC_AUX_CAPTURE: a piece captured on the way, that the mover passes
** over (EN Chess's penetration: "Qxe7-f8" lands on f8, "Qxa7xa8"
** captures again on a8).
*/
enum tc_aux { TC_AUX_NONE = 0, TC_AUX_ANNOUNCE, TC_AUX_CAPTURE };
#define TC_WITH_AUX(m, sq, kind) \
	((m) | ((tc_move)(sq) << 24) | ((tc_move)(kind) << 32))
#define TC_AUX_SQ(m)	((int)(((m) >> 24) & 0xff))
#define TC_AUX_KIND(m)	((int)(((m) >> 32) & 0xf))
#define TC_FROM(m)	((int)((m) & 0xff))
#define TC_TO(m)	((int)(((m) >> 8) & 0xff))
#define TC_KIND(m)	((int)(((m) >> 16) & 0xf))
#define TC_PROMO(m)	((int)(((m) >> 20) & 0xf))
#define TC_NULLMOVE	TC_MOVE(0, 0, TC_MK_NULL, 0)

struct tc_movelist {
	int n;
	tc_move m[TC_MAXMOVES];
};

/*
** What pos_make() changed, for pos_unmake().  Owned by the caller.  The
** fields up to oldcode serve the moves of the 8x8 two-player rules; a
** move that changes more squares (recruitment, a second capture) lists
** every square it changed, with what stood there, in sq[0..n).
*/
#define TC_UNDO_MAXSQ	40
struct tc_undo {
	uint64_t hash;
	uint32_t halfmove;
	uint16_t castle;
	uint8_t ep[TC_MAXSIDES];
	uint8_t captured;	/* content code of the captured piece */
	uint8_t capmark;
	uint8_t capident;
	uint8_t oldmark;	/* challenge: the target's mark before */
	uint8_t oldcode;	/* challenge: the target's code before */
	union tc_xstate x;	/* the variant's state before, where kept */
	uint8_t n;
	uint8_t sq[TC_UNDO_MAXSQ], code[TC_UNDO_MAXSQ], mark[TC_UNDO_MAXSQ],
	    ident[TC_UNDO_MAXSQ];
};

/*
** A diagnostic: a byte column (1-based; 0 if none) and a message.  A
** message longer than TC_MSGMAX - 1 bytes is cut after a whole word and
** ends in "..." (see msg_cut in lib/internal.h), never inside a word.
*/
#define TC_MSGMAX 320
struct tc_diag {
	int col;
	bool warning;
	char msg[TC_MSGMAX];
};
/*
** An 8x8 AFEN line has at most 8 syntax errors (one per field and one for
** extra text) or at most 64 errors tied to squares plus 17 others, so every
** diagnostic of a line fits.
*/
#define TC_MAXDIAG 96
struct tc_diags {
	int n;			/* diagnostics kept (at most TC_MAXDIAG) */
	int nerr, nwarn;	/* all counted, kept or not */
	struct tc_diag d[TC_MAXDIAG];
};

/* Initialise the attack tables and hash keys.  Idempotent. */
void tc_init(void);

/* ---- geometry ---- */

/*
** Write the name of square sq ("e4", "c10", "x0") into buf (at least 4
** bytes); "-" for a number that is not a square of g.  Returns the length.
*/
int geom_square_name(const struct tc_geom *g, int sq, char *buf);

/*
** Read a square name at the start of s[0..len): a file letter and a rank
** number without a leading zero, or a named square off the grid ("x0").
** Returns the square and sets *used to the bytes read, or returns -1
** (with *used 0) if s does not start with a square of g.
*/
int geom_square_read(const struct tc_geom *g, const char *s, size_t len,
    size_t *used);

/* ---- positions ---- */

/* Set pos to the variant's start position. */
void pos_start(struct tc_pos *pos, const struct tc_variant *var);

/*
** Show pos as `viewer` sees it: TC_WHITE or TC_BLACK (his own list, the
** other hidden), TC_VIEW_PUBLIC (both hidden) or TC_VIEW_ARBITER (as it
** is).  Lists already hidden stay so (traitor.md 4, Views).  The variant
** hides (its set_view); a variant without one hides nothing.
*/
#define TC_VIEW_PUBLIC	(-1)
#define TC_VIEW_ARBITER	2
void pos_set_view(struct tc_pos *pos, int viewer);

/* Colour of the piece on sq, or -1 for an empty square. */
int pos_colour_at(const struct tc_pos *pos, int sq);

/* Who may move the piece on sq: a bit per side (0 for an empty square). */
unsigned pos_controllers(const struct tc_pos *pos, int sq);

/*
** Put pos on engine eng; false (pos unchanged) if eng does not play the
** rules of pos's variant (see tc_engine_plays()).
*/
bool pos_set_engine(struct tc_pos *pos, const struct tc_engine *eng);

/*
** True if eng plays the rules of var: its own engine, or either general
** engine for a variant whose rules they both know (TC_VF_OWN_ENGINE
** unset).
*/
bool tc_engine_plays(const struct tc_engine *eng, const struct tc_variant *var);

/* The Zobrist hash of pos computed from scratch (pos->hash is kept
** incrementally by pos_make and must always equal this). */
uint64_t pos_hash_full(const struct tc_pos *pos);

/* True if a king of side `side` is attacked. */
bool pos_in_check(const struct tc_pos *pos, int side);

/* How many kings of side `side` are attacked. */
int pos_checked(const struct tc_pos *pos, int side);

/* Number of enemy pieces attacking the king(s) of the side to move. */
int pos_checkers(const struct tc_pos *pos);

/* True if side `by` attacks square sq. */
bool pos_attacked(const struct tc_pos *pos, int sq, int by);

/* The side that moves after side `side`. */
int pos_next_side(const struct tc_pos *pos, int side);

/*
** Check the internal invariants of pos (bitboards agree with board[],
** hash agrees with the placement).  Returns true if they hold.
*/
bool pos_ok(const struct tc_pos *pos);

/* ---- moves ---- */

/* Generate the legal moves of pos into ml; returns their number. */
int move_legal(const struct tc_pos *pos, struct tc_movelist *ml);

/* True if pos has at least one legal move. */
bool move_any_legal(const struct tc_pos *pos);

/* Make a legal move; fill *u so pos_unmake can take it back. */
void pos_make(struct tc_pos *pos, tc_move m, struct tc_undo *u);

/* Take back the move m made with undo record *u. */
void pos_unmake(struct tc_pos *pos, tc_move m, const struct tc_undo *u);

/* ---- AFEN ---- */

/* afen_read() flags */
#define TC_AFEN_STRICT	0x01	/* warnings are errors */
#define TC_AFEN_EPD	0x02	/* accept EPD: 4 fields, then opcodes */
#define TC_AFEN_SYNTAX	0x04	/* check syntax only */

/*
** Read the position string s of length len into pos, for variant var.
** Reports every syntax error (one per field) and, when the syntax is
** valid, every error of meaning and every warning into *d.  Returns the
** number of errors (with TC_AFEN_STRICT, warnings count as errors): 0
** means pos holds a valid position.  With TC_AFEN_EPD, *rest is set to the
** offset of the first byte after the position fields and the variant's
** keys (the opcodes).
*/
int afen_read(struct tc_pos *pos, const struct tc_variant *var,
    const char *s, size_t len, unsigned flags, struct tc_diags *d,
    size_t *rest);

/*
** Check the position string s as afen_read() does, with the same
** diagnostics and the same result, for a caller that needs no position:
** a variant may answer a valid string without building one.
*/
int afen_validate(const struct tc_variant *var, const char *s, size_t len,
    unsigned flags, struct tc_diags *d);

/*
** Write the canonical AFEN of pos into buf of size cap, NUL-terminated.
** Returns the length written, or the length needed if it did not fit.
** An AFEN needs at most TC_AFEN_MAX bytes with its NUL.
*/
#define TC_AFEN_MAX 512
size_t afen_write(const struct tc_pos *pos, char *buf, size_t cap);

/* ---- EPD operations ---- */

struct tc_epd_perft {
	int col;		/* column of the operation's "D" */
	int depth;
	uint64_t count;
};

/*
** Read the ";Dn count" operations of an EPD line s[0..len), starting at
** offset off (where afen_read left off).  Fills at most max entries and
** returns their number; a malformed perft operation is an error in *d.
** Semicolons inside quoted operands do not end an operation.
*/
int epd_perft_ops(const char *s, size_t len, size_t off,
    struct tc_epd_perft *ops, int max, struct tc_diags *d);

/*
** Set pos's clocks from the "hmvc n" and "fmvn n" operations of EPD line
** s[0..len) from offset off.  Returns true if there was one.
*/
bool epd_clocks(const char *s, size_t len, size_t off, struct tc_pos *pos);

/* ---- move notation ---- */

/*
** Move forms for move_write(): SAN (notation.md 1.1), LAN and the coordinate form (1.3,
** 1.4), and the original Allegiance implementation's long form (1.4):
** "Ng1f3", "Nf3>e5", "e5xd6 e.p.", "d7c8=N", "O-O", no check marks.
*/
enum tc_notation { TC_SAN, TC_LAN, TC_UCI, TC_LONG };

/*
** Write legal move m of pos in form `form` into buf (at least TC_MOVE_MAX
** bytes).  SAN and LAN carry '+' and '#'.  Returns the length.
*/
#define TC_MOVE_MAX 32
int move_write(const struct tc_pos *pos, tc_move m, enum tc_notation form,
    char *buf);

/* move_read() results */
enum {
	TC_READ_OK = 0,		/* *out is the move */
	TC_READ_WARN = 1,	/* *out is the move; d holds a warning */
	TC_READ_NULL = 2,	/* a null move ("--", "0000", "Z0") */
	TC_READ_SYNTAX = -1,	/* not a move; d says what was expected */
	TC_READ_ILLEGAL = -2,	/* no legal move matches; d says why */
	TC_READ_AMBIGUOUS = -3	/* several match; d lists them */
};

/*
** Read the move text s[0..len) against the legal moves of pos: SAN with
** or without check marks, "0-0", ':' for 'x', "++", "e.p.", "=Q", "Q",
** "(Q)", "/Q", a 'P' before pawn moves, annotation glyphs; long algebraic
** ("Ng1-f3", "Nf3xe5", "Nf3>e5", "e7e8=Q", "d7c8=N"); the coordinate
** form ("e2e4", "e7e8q", "f3>e5").  In Allegiance Chess a move written
** without 'x' or '>' onto an enemy piece is ambiguous when both readings
** are legal.  Returns a TC_READ_ code; *d holds the message.
*/
int move_read(const struct tc_pos *pos, const char *s, size_t len,
    tc_move *out, struct tc_diag *d);

/*
** Check the capture sign `sep` ('x' or 0) and check mark `check` ('+',
** '#' or 0) written for legal move m: TC_READ_WARN with a message in *d
** if one is wrong, else TC_READ_OK.
*/
int move_read_marks(const struct tc_pos *pos, tc_move m, int sep, int check,
    struct tc_diag *d);

/* ---- PGN tokens ---- */

/* Token types of pgn_next(). */
enum {
	PGN_EOF = 0,
	PGN_TAG,	/* text: the name, value: the value (escapes undone) */
	PGN_COMMENT,	/* text: the comment without its braces or ';' */
	PGN_OPEN,	/* '(' a variation */
	PGN_CLOSE,	/* ')' */
	PGN_NAG,	/* text: the number after '$' */
	PGN_GLYPH,	/* text: a lone "!", "?!" ... */
	PGN_MOVENUM,	/* text: "12.", "12...", "12" */
	PGN_RESULT,	/* text: "1-0", "0-1", "1/2-1/2", "*" */
	PGN_SYMBOL,	/* text: a move or anything else symbol-shaped */
	PGN_ERROR	/* text: what is wrong; the bytes were skipped */
};

/* The longest token kept: longer comments and symbols are errors. */
#define PGN_TOKEN_MAX 16384

/*
** A streaming tokenizer.  The caller owns it (about 100 KB) and supplies
** `read`, which fills at most cap bytes and returns 0 at the end.
** tline and tcol give where the current token starts; tstart tells
** whether it is the first thing on its line.
*/
struct pgn_lexer {
	size_t (*read)(void *ctx, char *buf, size_t cap);
	void *ctx;
	int type;
	long tline;
	int tcol;
	bool tstart;
	char text[PGN_TOKEN_MAX + 1];
	size_t len_text;
	char value[PGN_TOKEN_MAX + 1];
	size_t len_value;
	uint64_t bytes;		/* bytes consumed so far */
	uint64_t tbytes;	/* bytes before the current token */
	/*
	** If set, every byte read is also kept here, the first at offset
	** keep_base of the input (see pgn_kept()).
	*/
	struct tc_buf *keep;
	uint64_t keep_base;
	/*
	** Set when the input ends where pgn_cut() cut a stream: its end is
	** then read as the start of a tag pair line, the next game's.
	*/
	bool at_cut;
	/*
	** Set when a symbol (a move, a move number) is the last thing in
	** the input, nothing after it: the input ended there, perhaps
	** inside it.
	*/
	bool tend;
	/* private */
	bool eof, first, cut, line_start;
	long line;
	int col;
	size_t pos, len;
	char buf[65536];
};

void pgn_init(struct pgn_lexer *lx, size_t (*read)(void *, char *, size_t),
    void *ctx);

/* Read the next token into lx and return its type. */
int pgn_next(struct pgn_lexer *lx);

/*
** The kept input bytes from offset `from` to `to` (see keep): a pointer
** and *len, or NULL if they are no longer (or not) kept.  Bytes before
** `from` are dropped.
*/
const char *pgn_kept(struct pgn_lexer *lx, uint64_t from, uint64_t to,
    size_t *len);

/* Bytes in memory for a lexer to read: pgn_init(lx, pgn_read_mem, &m). */
struct pgn_mem {
	const char *p;
	size_t len, pos;
};

/* A read function for pgn_init() over a struct pgn_mem. */
size_t pgn_read_mem(void *ctx, char *buf, size_t cap);

/*
** Count lines from `line` on: the next byte read is on that line (for a
** part of a stream that starts after line - 1 lines).
*/
void pgn_set_line(struct pgn_lexer *lx, long line);

/* ---- game state ---- */


/*
** How pos stands, judged from the position alone by its variant (mate,
** stalemate, the 75-move rule, a dead position ...) into *end; true if
** the game is over (a provisional end, TC_END_PROVISIONAL, is not).
** Repetitions need the game's history: see pos_repetitions().
*/
bool pos_status(const struct tc_pos *pos, struct tc_end *end);

/* True if the 50-move rule can be claimed (halfmove clock >= 100). */
bool pos_fifty_claimable(const struct tc_pos *pos);

/* True if neither side can ever mate (K v K, K+minor v K, same-colour bishops). */
bool pos_dead(const struct tc_pos *pos);

/*
** The repetition key of pos: the hash, with the en passant square
** counted only when an en passant capture is legal (spec 4.1), without
** what of the variant's state repetition ignores (its xnorep).
*/
uint64_t pos_key(const struct tc_pos *pos);

/*
** How many times the last key of keys[0..n-1] occurs among the positions
** since the last irreversible move (the last `window` keys, with window
** taken from the halfmove clock).
*/
int pos_repetitions(const uint64_t *keys, int n, int window);

/* ---- replaying games ---- */

#define TC_GAME_MAXPLY	10000	/* plies of one game's main line */
#define TC_GAME_MAXDEPTH 64	/* nesting of variations */
#define TC_GAME_MAXDIAG	32	/* diagnostics kept per game */

/* game_feed() results */
enum { GAME_MORE = 0, GAME_DONE, GAME_NEXT };

struct tc_game_diag {
	long line;
	int col;
	bool warning;
	char move[48];		/* the move in context, "14...N>e5", or "" */
	char msg[TC_MSGMAX];
};

struct tc_variation {
	struct tc_pos pos, prev;
	tc_move last;
	bool moved;
};

/*
** One game being replayed (about 150 KB: the caller keeps one and reuses
** it).  After game_finish(): pos is the final position of the main line,
** plies its length, failed whether an error was found (only the first
** error of a game is reported; warnings are kept too).
*/
struct tc_select;

/*
** A tag kept for the variant to set the game up from (VariantOptions,
** the Traitor family's lists and commitments), with where it was read.
*/
#define TC_GAME_MAXXTAGS	12
struct tc_xtag {
	char name[32];
	char value[264];
	long line;
	int col;
};

/*
** What a game's record proves of one player's secret list (the Traitor
** family's commit and reveal, traitor.md 6.1).
*/
enum tc_proof {
	TC_PROOF_NONE,		/* the variant has no secret lists */
	TC_PROOF_ABSENT,	/* no commitment, no list revealed */
	TC_PROOF_UNCOMMITTED,	/* a list revealed without a commitment */
	TC_PROOF_HIDDEN,	/* committed, the list not revealed */
	TC_PROOF_VERIFIED	/* committed, revealed and verified */
};

/* "none", "absent", "uncommitted", "hidden", "verified". */
const char *tc_proof_name(enum tc_proof p);

/*
** A variant's setup of a game from its tags: the tags it reads, in;
** the error (err, and the tag at fault in err_at: an index into tag,
** TC_SETUP_FEN for the FEN tag, -1 for the Variant tag), warnings
** likewise, and what the record proves of each player's list, out.
*/
#define TC_SETUP_FEN	(-2)
#define TC_SETUP_MAXWARN	4
struct tc_setup {
	const struct tc_xtag *tag;
	int ntag;
	bool fen;		/* the start position came from a FEN tag */
	struct tc_diag err;
	int err_at;
	struct tc_diag warn[TC_SETUP_MAXWARN];
	int warn_at[TC_SETUP_MAXWARN];
	int nwarn;
	uint8_t proof[TC_MAXSIDES];	/* enum tc_proof */
};

struct tc_game {
	const struct tc_variant *forced, *var;
	const struct tc_select *sel;	/* the games to replay, or NULL */
	unsigned sel_met;	/* the selection's criteria met so far */
	bool skipped;		/* not selected: read over, not replayed */
	uint64_t raw_start, raw_end;	/* its bytes in the lexer's input */
	long raw_line;		/* the line of raw_start */
	long number;
	char white[128], black[128], event[128], result_tag[16];
	/* Four players: the South, West, North and East tags. */
	char four[4][64];
	char fen[TC_AFEN_MAX], variant_tag[64], result[16];
	long fen_line, variant_line, result_line;
	int fen_col, variant_col, result_col;
	int ntags;
	bool fen_long;		/* the FEN tag did not fit */
	/*
	** prev: the position before the last main-line move, kept as the
	** undo record of that move while prev_lazy is set (game_prev()
	** rebuilds it); always current for on_ply.
	*/
	struct tc_pos start, pos, prev;
	int plies;
	tc_move last;
	long move_line;		/* where the last main-line move was read */
	int move_col;
	bool started, ended, failed, over_warned;
	bool ready;		/* the start position is set up */
	struct tc_end over;	/* how the game ended (over.why NULL: not) */
	char over_why[48];	/* the words of a draw the game's rules call */
	int depth;
	int nkeys;
	char movectx[64];	/* the move in context, made when needed */
	unsigned ctx_full;
	int ctx_turn;
	int ndiag, nerr, nwarn;
	bool longform;		/* the original long form: no result needed */
	/*
	** A move list (convert --to san, lan, uci): one game a line, of moves
	** after at most the tags of its start, with no result needed; the
	** line of its first token (0 before it).
	*/
	bool movelist;
	long movelist_line;
	struct tc_record *rec;	/* if set, the movetext is recorded here */
	bool rec_ready;		/* rec has been reset for this game */
	/* called after each move of the main line */
	void (*on_ply)(void *ctx, const struct tc_game *g);
	void *ctx;
	/* the tags a variant may set up from (see tc_variant.setup) */
	struct tc_xtag xtag[TC_GAME_MAXXTAGS];
	int nxtag;
	/* what the record proves of each player's list (enum tc_proof) */
	uint8_t proof[TC_MAXSIDES];
	int ntagdiag, ntagseen;	/* in tagdiag[], tagseen[] below */
	uint16_t lost_set;	/* the rights with an entry in lost[] */
	bool prev_lazy;		/* prev is to be rebuilt from prev_undo */
	struct tc_undo prev_undo;
	/* large arrays last: game_init() does not clear them */
	/*
	** How each castling right (a bit of pos.castle) was lost on the
	** main line, for messages ("the king moved" at 5.Ke2), where
	** lost_set has its bit.
	*/
	struct tc_game_lost {
		const char *what;
		unsigned full;
		int turn;
		char move[41];
	} lost[16];
	/*
	** Faults of the tag section found as the tags are read, reported
	** when the game is set up (a game not selected reports none).
	*/
	struct tc_game_diag tagdiag[4];
	uint64_t tagseen[48];	/* hashes of the tag names read */
	struct tc_variation stack[TC_GAME_MAXDEPTH];
	uint64_t keys[TC_GAME_MAXPLY + 1];
	struct tc_game_diag diag[TC_GAME_MAXDIAG];
};

/* Start game number `number`; forced is the -V variant or NULL. */
void game_init(struct tc_game *g, const struct tc_variant *forced,
    long number);

/*
** Give the game the lexer's current token.  Returns GAME_MORE, GAME_DONE
** when the token ended the game (its result, or the end of input), or
** GAME_NEXT when the token belongs to the next game: finish this one,
** start the next and give it the same token.
*/
int game_feed(struct tc_game *g, const struct pgn_lexer *lx);

/* The position before the last main-line move (g->prev, made current). */
const struct tc_pos *game_prev(struct tc_game *g);

/* Check the end of the game (result, unclosed variations) at line:col. */
void game_finish(struct tc_game *g, long line, int col);

/* "checkmate", "threefold repetition (claimable)", ... or "". */
const char *game_status(const struct tc_game *g);

/* ---- game records ---- */

#define TC_REC_MAXNAG	8	/* NAGs kept on one move */
#define TC_REC_MAXNODE	1000000	/* moves of one game, variations included */
#define TC_REC_MAXTEXT	(64L * 1024 * 1024)	/* its tags and comments */

/*
** One move of a recorded game.  A line is a chain of nodes by `next`;
** the variations that replace a move hang from its `var`, chained by
** `alt`.  Comments are offsets into the record's text, or -1.
*/
struct tc_rnode {
	tc_move m;
	int32_t next, var, alt;
	int32_t before, after;	/* the comments before and after the move */
	uint8_t nag[TC_REC_MAXNAG];
	uint8_t nnag;
};

struct tc_rtag {
	int32_t name, value;	/* offsets into text */
};

/*
** The whole movetext of one game, in the shape the writers need: set
** game.rec before feeding it and the game records its tags, moves,
** comments, NAGs (glyphs become NAGs) and variations.  Comments in a
** row are joined with a space; a comment that follows a variation goes
** before the next move of the line, or after the line's last move when
** none follows.  The caller owns the record; rec_free() releases it.
*/
struct tc_record {
	struct tc_rnode *node;
	size_t nnode, capnode;
	char *text;
	size_t ntext, captext;
	struct tc_rtag *tag;
	size_t ntag, captag;
	int32_t head;		/* the main line's first move, or -1 */
	int32_t comment;	/* a comment of a game without moves, or -1 */
	bool nomem;		/* over a limit or out of memory: it is cut */
	/* private: the text kept last, and the line being built at each depth */
	int32_t last;
	struct {
		int32_t tail, parent, pending;
		bool closed;	/* a variation followed the tail */
		bool was_closed;	/* the parent line's closed before */
	} line[TC_GAME_MAXDEPTH + 1];
};

void rec_free(struct tc_record *r);

/*
** A growing output buffer; `nomem` tells that a write did not fit.  When
** `number` is set, the writers call it to write a game number into the
** buffer rather than writing its digits themselves, so that a caller that
** numbers games later (after replaying parts of a stream in parallel) can
** mark the place.
*/
struct tc_buf {
	char *p;
	size_t n, cap;
	bool nomem;
	void (*number)(struct tc_buf *b, long game, void *ctx);
	void *number_ctx;
};

void buf_free(struct tc_buf *b);

struct tc_pgn_opts {
	enum tc_notation form;	/* TC_SAN for export format */
	bool comments, variations, nags;
	int width;		/* lines are shorter than this: 80 */
	bool recruits;		/* a comment {recruits: ...} after moves */
};

/*
** The pieces move m took from neutral to the mover's, from `before` to
** `after` (Neutral Subject spec 4.4): "Ra1 Nb1 Bd2", type letter and
** square in square order, into buf of size cap; its length (0: none).
*/
size_t pos_recruits(const struct tc_pos *before, tc_move m,
    const struct tc_pos *after, char *buf, size_t cap);

/*
** Append the finished game g, recorded in r, as PGN in export format:
** the Seven Tag Roster first, the other tags as read, movetext wrapped.
*/
void game_write_pgn(struct tc_buf *b, const struct tc_game *g,
    const struct tc_record *r, const struct tc_pgn_opts *o);

/*
** Append the main line as one line of moves in `form`, after a FEN tag
** pair of its start when that is not its variant's start position, and
** with its result when it has no move (move lists are read back one game
** a line: movelist in struct tc_games); for TC_LONG the original
** implementation's numbered pairs, one per line.  Returns false
** if the moves cannot be written so (a null move, or a long form game
** not from the start position): nothing is appended then.
*/
bool game_write_moves(struct tc_buf *b, const struct tc_game *g,
    const struct tc_record *r, enum tc_notation form);

/*
** Append the game as one JSON object and a newline (notation.md 4).
** flags: TC_JSON_NO_POSITIONS leaves out each move's "afen".  A move's
** comment with clock or evaluation commands ("[%clk 0:03:21]", "[%eval
** 0.35]") also gives them as the numbers "clk", "emt", "eval", "mate".
*/
#define TC_JSON_NO_POSITIONS	0x01
void game_write_json(struct tc_buf *b, const struct tc_game *g,
    const struct tc_record *r, unsigned flags);

/* Append s[0..len) as a JSON string literal. */
void buf_json_string(struct tc_buf *b, const char *s, size_t len);

/*
** Where var's players have names, write ', "scores": {"South": 1, ...}'
** for a four-score result (nothing for "*" or another result).
*/
void buf_json_scores(struct tc_buf *b, const struct tc_variant *var,
    const char *result);

/*
** Replay a game given as one JSON object (the form game_write_json
** writes; "san" or "uci" give each move, "afen", "ply" and "status" are
** not needed) through game_feed(): tags, comments, NAGs, variations and
** the result.  lx is scratch space for the tokens.  line is the JSON
** text's line for diagnostics.  Returns false if s is not such an
** object, with the message and column in *err; the game holds any error
** of the moves.  Call game_finish() after.
*/
bool game_read_json(struct tc_game *g, struct pgn_lexer *lx, const char *s,
    size_t len, long line, struct tc_diag *err);

/*
** Append game number n: its digits, or what the buffer's `number` hook
** writes.
*/
void buf_game_number(struct tc_buf *b, long n);

/* ---- ECO classification ---- */

/*
** The ECO lines of a file such as pgn-extract's eco.pgn: games whose
** [ECO], [Opening], [Variation] and [SubVariation] tags name the
** position their moves end in.
*/
struct tc_eco;

/* The tags of one line (NULL where the line has none), and its plies. */
struct tc_eco_line {
	const char *eco, *opening, *variation, *subvariation;
	int plies;
};

/*
** Read ECO lines as PGN through read(ctx) (as pgn_init() takes it),
** replayed as chess.  Lines with errors are left out and counted in *bad
** (if bad is not NULL).  Returns NULL when out of memory; eco_free()
** releases the table.
*/
struct tc_eco *eco_load(size_t (*read)(void *, char *, size_t), void *ctx,
    long *bad);
void eco_free(struct tc_eco *e);

/* How many lines the table holds (repeated lines are kept once). */
size_t eco_lines(const struct tc_eco *e);

/*
** Classify finished game g, recorded in r, as pgn-extract -e does: the
** line of the last main-line position found among the lines' final
** positions (pieces and marks only, so transpositions count), when the
** position is reached within 6 plies after the line's length; a line
** reached by the same moves is preferred.  NULL if none matches, or the
** main line holds a null move.
*/
const struct tc_eco_line *eco_classify(const struct tc_eco *e,
    const struct tc_game *g, const struct tc_record *r);

/*
** Set r's ECO, Opening, Variation and SubVariation tags to l's, in the
** place of any such tag (a tag l lacks is removed; a new one is added
** after the others).  False if out of memory (r->nomem is set).
*/
bool eco_set_tags(struct tc_record *r, const struct tc_eco_line *l);

/* ---- diagrams ---- */

/*
** Append a diagram of pos: Unicode text for terminals (a piece glyph
** and its mark, rank and file labels, whose move it is), or an SVG
** picture in which grey pieces are shaded and ringed.  A neutral piece
** is drawn as neither army's: its capital letter and '*' in the text
** ('#' for the barred one), blue in a solid blue ring in the picture,
** where the barred piece's square is boxed in red.  `title` (may be
** NULL) names the SVG picture.
*/
void pos_write_text(struct tc_buf *b, const struct tc_pos *pos);
void pos_write_svg(struct tc_buf *b, const struct tc_pos *pos,
    const char *title);

/*
** How to draw a diagram beyond the position: the side whose pieces sit
** at the bottom (`seat`: 0, White or South, as pos_write_text and
** pos_write_svg draw; the other side of two turns the board half round,
** West or East of four a quarter), the squares of the last move to
** highlight (TC_NOSQ: none), and how the game ended where the caller
** knows better than the position (`end`, NULL: judged from the position
** by pos_status; `result`, NULL: none, the game's result when it is
** over).  tc_draw_init() sets the defaults.
*/
struct tc_draw {
	int seat;
	int from, to;
	const struct tc_end *end;
	const char *result;
};
void tc_draw_init(struct tc_draw *d);

/* Highlight move m, just made, in the diagrams drawn with d. */
void tc_draw_move(struct tc_draw *d, tc_move m);

/* The side of var named name ("black", "West", any case); -1 if none. */
int tc_side_named(const struct tc_variant *var, const char *name);

/*
** The status line of pos drawn with d into out (cap bytes): how the
** game ended and its result ("checkmate, 1-0"; "game over, 1-0" for an
** end the position does not show), else whose move it is and whether
** that side is in check ("Black to move, in check").
*/
void pos_status_text(const struct tc_pos *pos, const struct tc_draw *d,
    char *out, size_t cap);

/* pos_write_text and pos_write_svg, drawn as d says. */
void pos_draw_text(struct tc_buf *b, const struct tc_pos *pos,
    const struct tc_draw *d);
void pos_draw_svg(struct tc_buf *b, const struct tc_pos *pos,
    const char *title, const struct tc_draw *d);

/* Append s[0..len) to b. */
void buf_add(struct tc_buf *b, const char *s, size_t len);

/* ---- pages: a self-contained HTML viewer of games ---- */

/*
** What a page collects while its games are written (see page.c): its
** variants, the pieces whose pictures it holds, and its list of games.
** page_init() before the first game, page_free() after the tail.
*/
#define TC_PAGE_MAXVAR	64
#define TC_PAGE_MAXKEY	1024
struct tc_page {
	const struct tc_variant *var[TC_PAGE_MAXVAR];
	int nvar;
	char key[TC_PAGE_MAXKEY][16];
	int nkey;
	struct tc_buf symbols, index;
	long games;
};
void page_init(struct tc_page *pg);
void page_free(struct tc_page *pg);

/* The start of a page named title: its style and layout. */
void page_write_head(struct tc_buf *b, const char *title);

/*
** Game g, recorded in r, into the page as its next game (numbered
** from 1 across all the input, for the list and the fragment #G.P):
** each of its positions as the
** viewer (TC_VIEW_PUBLIC, TC_WHITE, TC_BLACK, TC_VIEW_ARBITER) sees it,
** its moves with their NAGs, comments, clocks, evaluations and
** variations (and the positions of the variations' moves), shown
** first from side `seat` (struct tc_draw).  False if the page can hold
** no more variants or kinds of pieces (the game is then incomplete).
*/
bool page_write_game(struct tc_buf *b, struct tc_page *pg,
    const struct tc_game *g, const struct tc_record *r, int seat, int view);

/* The end of the page: pictures, boards, the list of games, the script. */
void page_write_tail(struct tc_buf *b, struct tc_page *pg);

/* ---- tools: driving games, cutting streams, positions, input forms ---- */

/* game_next() results */
enum {
	GAMES_END = 0,	/* no more games */
	GAMES_GAME,	/* g holds a finished game */
	GAMES_STRAY,	/* g holds only diagnostics of bytes outside a game */
	GAMES_CARRY,	/* the input ended at a cut inside g's tags */
	GAMES_BAD	/* game_next_json(): the line is not a JSON game */
};

/*
** Games read one after another from a PGN lexer into one game record,
** numbered from `number` (1 after games_init()).  Set rec, longform,
** movelist, on_ply and ctx before the first game_next(): each game gets them.
*/
struct tc_games {
	struct pgn_lexer *lx;
	struct tc_game *g;
	const struct tc_variant *forced;	/* the -V variant or NULL */
	const struct tc_select *sel;	/* the games to replay, or NULL */
	struct tc_buf *keep;	/* if set, the input is kept there (pgn_kept) */
	long number;		/* the number the next game gets */
	struct tc_record *rec;
	bool longform, movelist;
	void (*on_ply)(void *ctx, const struct tc_game *g);
	void *ctx;
	int state;		/* private */
};

/* Read games from lx into g; forced is the -V variant or NULL. */
void games_init(struct tc_games *gs, struct pgn_lexer *lx, struct tc_game *g,
    const struct tc_variant *forced);

/*
** Go on with the game already in g (one that game_next() left as
** GAMES_CARRY in another stream) as the stream's next game.
*/
void games_resume(struct tc_games *gs);

/*
** Read the next game: feed tokens through game_feed() until the game
** ends and call game_finish() on it.  Returns GAMES_GAME (g is finished,
** and counted in number), GAMES_STRAY (errors in bytes that make no
** game: they are in g's diagnostics, and no number is used), GAMES_CARRY
** (the lexer's input ended at a cut while g had tags or errors but no
** movetext: g is not finished and belongs to the stream after the cut),
** or GAMES_END.  The token that starts the next game stays in the lexer
** until the next call, so the caller may use g in between.
*/
int game_next(struct tc_games *gs);

/*
** Read the game given as the JSON text s[0..len) on line `line` into
** the stream's game, with the next number, and finish it.  Returns
** GAMES_GAME, GAMES_STRAY, or GAMES_BAD with the message and column in
** *err when s is not a JSON game (g holds the errors found before).
*/
int game_next_json(struct tc_games *gs, const char *s, size_t len, long line,
    struct tc_diag *err);

/*
** The first place x >= from (from > 0) where the PGN stream b[0..len)
** may be cut between games so that each part replays as in the whole:
** the start of a line holding a whole tag pair after a line (not blank)
** that does not start with '['.  Returns 0 if there is none, with *next
** set to where to look again once more bytes follow.  eof tells that
** b ends the stream.  Replay each part with the lexer's at_cut set.
*/
size_t pgn_cut(const char *b, size_t len, size_t from, bool eof,
    size_t *next);

/*
** Where the part of a PGN stream that begins at offset x starts when the
** stream is cut into parts by byte offsets: the first place at or after
** x where pgn_cut() cuts the whole stream (0 for x = 0), found from the
** bytes b[0..len) that the stream holds at offset base.  PGN_PART_FOUND
** sets *at to it; PGN_PART_NONE tells there is none (eof: b ends the
** stream); PGN_PART_BEFORE asks for bytes from an earlier base (those
** before x are blank or in one line); PGN_PART_AFTER asks for more after
** b, and sets *at to where the part start is the same as at x (a later
** x to ask with).  Each part is read from its start to the next part's
** start, with the lexer's at_cut set unless it ends the stream, and
** replays as in the whole.
*/
enum {
	PGN_PART_AFTER = -2, PGN_PART_BEFORE = -1, PGN_PART_NONE = 0,
	PGN_PART_FOUND = 1
};
int pgn_part_start(const char *b, size_t len, uint64_t base, uint64_t x,
    bool eof, uint64_t *at);

/*
** ---- selecting games ----
**
** A selection holds criteria (select_add()); a stream whose sel is set
** gives each game g->skipped when the game is not selected, decided from
** its tags, number and variant before its moves, which are then read over
** without replay, with no diagnostics.  Criteria added with the same
** `what` (for tags: the same tag name) are alternatives; criteria of
** different kinds must all hold.
*/
enum tc_sel {
	TC_SEL_TAG = 1,		/* "NAME=VALUE" exactly, "NAME~ERE" a regex */
	TC_SEL_PLAYER,		/* White or Black contains it (any case) */
	TC_SEL_GAMES,		/* "1,5,10-20,100-": game numbers from 1 */
	TC_SEL_VARIANT,		/* a variant name, as tc_variant_find() */
	TC_SEL_RESULT,		/* the Result tag: 1-0, 0-1, 1/2-1/2, * */
	TC_SEL_VALID,		/* games that replay without error */
	TC_SEL_INVALID,		/* games with an error */
	TC_SEL_SKIP_UNSUPPORTED	/* skip games of variants not played */
};

/* A new, empty selection (every game), or NULL if out of memory. */
struct tc_select *select_new(void);
void select_free(struct tc_select *s);

/*
** Add a criterion (arg is ignored for VALID, INVALID and
** SKIP_UNSUPPORTED).  Returns 0, or -1 with a message in err[0..cap).
*/
int select_add(struct tc_select *s, enum tc_sel what, const char *arg,
    char *err, size_t cap);

/* True if s selects by game number (numbers count from the input's start). */
bool select_by_number(const struct tc_select *s);

/* True if only games with errors are selected (TC_SEL_INVALID). */
bool select_invalid_only(const struct tc_select *s);

/*
** True if games of variants not played are to be skipped (asked for, or
** implied by a selection of variants).
*/
bool select_skips_unsupported(const struct tc_select *s);

/* Note tag pair name/value of a game in *met (start from 0). */
void select_tag(const struct tc_select *s, unsigned *met, const char *name,
    const char *value);

/*
** True if a game whose tags met *met, with this number and variant (NULL
** while not known), is selected apart from its outcome.
*/
bool select_game(const struct tc_select *s, unsigned met, long number,
    const struct tc_variant *var);

/* True if a game that replayed with (valid false) or without errors is
** selected by its outcome; true for a NULL selection. */
bool select_outcome(const struct tc_select *s, bool valid);

/* Position line flags: fen_write(), epd_write(), pos_write_line() */
#define TC_FEN		0x01	/* FEN: refuse a position with marks */
#define TC_FEN_DROP	0x02	/* FEN: drop the marks instead */
#define TC_EPD		0x04	/* EPD: four fields and operations */

/*
** True if a piece of pos carries a mark FEN cannot show (all but the
** '~' of a promoted piece, which lichess's FEN writes).
*/
bool pos_has_marks(const struct tc_pos *pos);

/*
** What FEN cannot show in positions of var: "more than two players"
** (Complex Allegiance), "squares off the 8x8 board" (EN Chess), "neutral
** pieces" (none of which TC_FEN_DROP can drop: a neutral piece has no
** side), "traitors", "double agents" or "mercenaries" (the Traitor
** family), or "grey pieces".
*/
const char *fen_unshown(const struct tc_variant *var);

/*
** FEN is the six fields of the PGN standard's FEN on the 8x8 board, for
** two players, with what lichess's FEN writes in them (Crazyhouse's
** pocket and '~').  True if pos written with TC_FEN or TC_FEN_DROP is not
** FEN, with what it has that FEN cannot show in why[0..cap): the phrase
** of fen_unshown(), or with TC_FEN "the key budget=" for a key of the
** variant after the six fields.  TC_FEN_DROP drops marks and keys where
** every piece has a side.  False without either flag.
*/
bool fen_why_not(const struct tc_pos *pos, unsigned flags, char *why,
    size_t cap);

/*
** Write pos as AFEN, or as FEN with TC_FEN or TC_FEN_DROP, into buf of
** size cap (at least TC_AFEN_MAX) with a NUL.  With TC_FEN_DROP each
** piece is written as its letter's colour, without its mark, and the
** variant's keys are left out.  Returns the length, or 0 when
** fen_why_not() is true.
*/
size_t fen_write(const struct tc_pos *pos, unsigned flags, char *buf,
    size_t cap);

/*
** Append pos as an EPD line with its newline: the four position fields
** (AFEN, or FEN as for fen_write()), then " hmvc N; fmvn N;" when clocks
** is true, then a space and the operations ops[0..len) when len > 0.
** Returns false, appending nothing, when FEN cannot show pos.
*/
bool epd_write(struct tc_buf *b, const struct tc_pos *pos, unsigned flags,
    bool clocks, const char *ops, size_t len);

/*
** Append pos as one line: AFEN, FEN (TC_FEN, TC_FEN_DROP) or, with
** TC_EPD, EPD with the clocks as operations.  Returns false, appending
** nothing, when FEN cannot show pos.
*/
bool pos_write_line(struct tc_buf *b, const struct tc_pos *pos,
    unsigned flags);

/*
** Append every position of g's main line (recorded in r) after its
** moves, one line each as pos_write_line() writes it.  Returns false,
** appending nothing, when FEN cannot show one of them.
*/
bool game_write_plies(struct tc_buf *b, const struct tc_game *g,
    const struct tc_record *r, unsigned flags);

/*
** True if FEN with flags cannot show a position of g's main line
** (recorded in r), with fen_why_not()'s phrase for the first one in why.
*/
bool game_fen_why_not(const struct tc_game *g, const struct tc_record *r,
    unsigned flags, char *why, size_t cap);

/*
** Append pos, read by afen_read() from the EPD or AFEN line s[0..len)
** up to offset rest, as a line again: without TC_EPD as pos_write_line()
** writes it; with it, as EPD keeping the line's operations, after the
** clocks as "hmvc" and "fmvn" when the line had them as fields or has no
** operations.  Returns false as pos_write_line() does.
*/
bool epd_rewrite(struct tc_buf *b, const struct tc_pos *pos, unsigned flags,
    const char *s, size_t len, size_t rest);

/* Append the legal moves of pos written in form, on one line. */
void moves_write(struct tc_buf *b, const struct tc_pos *pos,
    enum tc_notation form);

/*
** What pos_write_json() writes: the one JSON schema for a position.
** Keys come in this order and each is left out as noted: "game" and
** "ply" (game > 0), "san" (san not NULL), "afen" (text when not NULL,
** else pos's AFEN, else null), "valid" (valid >= 0), "canonical"
** (canonical: pos's AFEN), "result" and "status" (not NULL), "errors"
** and "warnings" (diags: those of game g, or of d on line `line`, each
** as {"file", "line", "column", "game", "move", "message"} with "game"
** and "move" only for a game), "count" (count >= 0), "moves" (moves not
** NULL: written in form).
*/
struct tc_pos_json {
	long game;
	int ply;
	const char *san;
	const struct tc_pos *pos;
	const char *text;
	size_t len_text;
	int valid;
	bool canonical;
	const char *result, *status;
	bool diags;
	const char *file;
	const struct tc_game *g;
	const struct tc_diags *d;
	long line;
	int count;
	const struct tc_movelist *moves;
	enum tc_notation form;
};

/* A tc_pos_json with every key left out. */
void pos_json_init(struct tc_pos_json *j);

/* Append the JSON object j describes and a newline. */
void pos_write_json(struct tc_buf *b, const struct tc_pos_json *j);

/*
** Append the fields of pos that its variant keeps beyond the board, as
** pos_write_json() writes them after others: ", \"keys\": {...}" (a
** variant's keys, Three-check's checks) and ", \"pockets\": {...}"
** (Crazyhouse's); nothing for a variant without them.
*/
void pos_write_json_fields(struct tc_buf *b, const struct tc_pos *pos);

/* What an input holds, for tc_detect(). */
enum tc_input {
	TC_IN_MORE = -1,	/* not known yet: give more bytes */
	TC_IN_PGN, TC_IN_LONG, TC_IN_JSON, TC_IN_POS,
	TC_IN_MOVES	/* move lists, one game a line: only as told */
};

/*
** Tell from the first bytes b[0..len) of an input what it holds: JSON
** Lines (a JSON object), position lines (a board field of ranks split
** by '/'), the original long form ("1. " and a move from square to
** square in some variant's square names), or else PGN.  Returns
** TC_IN_MORE while the first line that is not blank is not whole, unless
** eof (b is the whole input) or len >= 4096.
*/
enum tc_input tc_detect(const char *b, size_t len, bool eof);

/* ---- Traitor Chess: committing to a secret list (traitor.md 6.1) ---- */

/*
** What a commitment binds: the variant line ("traitor/specific"), the
** holder (the player who writes the list), the list in canonical form,
** the game's GameId (or "") and the nonce as 64 lowercase hex digits.
** Each commit_set_ function reads one value, checks it and stores its
** canonical form, or leaves c as it was and fills d (column 1-based in
** the text given).  Set the variant and the holder before the list: a
** Specific list names pieces of the other player's colour by their
** squares in the standard array, which must hold them (traitor.md 2.3).
** Lists are checked against the standard array only; games from a FEN
** position are not covered yet.  These need tc_init().
*/
#define TC_COMMIT_VARIANTMAX	40
#define TC_COMMIT_LISTMAX	64
#define TC_COMMIT_GAMEMAX	256	/* a GameId of at most 255 bytes */
#define TC_COMMIT_NONCELEN	64	/* hex digits of the 32-byte nonce */
#define TC_COMMIT_LEN		71	/* "sha256:" and 64 hex digits */
#define TC_COMMIT_PREMAX	512	/* the longest preimage, and more */
struct tc_commit {
	char variant[TC_COMMIT_VARIANTMAX];	/* "family/form" */
	bool simplified;			/* the form */
	int holder;				/* TC_WHITE, TC_BLACK or -1 */
	char list[TC_COMMIT_LISTMAX];
	char game[TC_COMMIT_GAMEMAX];
	char nonce[TC_COMMIT_NONCELEN + 1];
};

/* An empty commitment: no variant, holder, list or nonce, game "". */
void commit_init(struct tc_commit *c);

/*
** Read a variant: "family/form" as in the preimage (traitor, defector,
** double-agent, defector-double-agent or mercenary; specific or
** simplified), or a Variant tag's name ("Simplified Double Agent", any
** case, an en dash for the hyphen, " Chess" after it).  The Impromptu
** forms have no list, hence nothing to commit to: an error.
*/
bool commit_set_variant(struct tc_commit *c, const char *s,
    struct tc_diag *d);

/* Read the holder: "white" or "black" (any case). */
bool commit_set_holder(struct tc_commit *c, const char *s,
    struct tc_diag *d);

/*
** Read a list in any order, with spaces after commas.  Specific: entries
** [QRBNP]?square, at most once each; Simplified: letters QRBNP, repeats
** allowed, commas and spaces after them optional.  Either way at least
** one piece, no king, total value at most 9 (Q 9, R 5, B 3, N 3, P 1).
** Stores the canonical list: Specific entries sorted by square (a1, b1
** ... h8) without a letter for pawns, joined by ','; Simplified letters
** in the order QRBNP.
*/
bool commit_set_list(struct tc_commit *c, const char *s, struct tc_diag *d);

/* Read a GameId: at most 255 bytes of printable ASCII, no space. */
bool commit_set_game(struct tc_commit *c, const char *s, struct tc_diag *d);

/* Read a nonce: exactly 64 lowercase hex digits. */
bool commit_set_nonce(struct tc_commit *c, const char *s, struct tc_diag *d);

/* Set the nonce from 32 bytes the caller took from a random source. */
void commit_set_nonce_bytes(struct tc_commit *c, const unsigned char b[32]);

/*
** Write the six-line preimage of c into buf[0..cap) with a NUL after it;
** returns its length, or 0 if c is not complete or cap is too small
** (TC_COMMIT_PREMAX always suffices).
*/
size_t commit_preimage(const struct tc_commit *c, char *buf, size_t cap);

/*
** Write the commitment of c, "sha256:" and 64 lowercase hex digits, into
** out (TC_COMMIT_LEN + 1 bytes).  False if c is not complete or
** libcrypto fails.
*/
bool commit_make(const struct tc_commit *c, char *out);

/*
** The length of the valid UTF-8 sequence at s[0..n) and its code point
** in *cp, or 0 if there is none there: no overlong form, no surrogate,
** nothing above U+10FFFF, not cut by the end.
*/
size_t tc_utf8_get(const unsigned char *s, size_t n, uint32_t *cp);

/*
** Check that a commitment is well-formed: "sha256:" and 64 lowercase hex
** digits; false with the fault in d if not.
*/
bool commit_check(const char *commitment, struct tc_diag *d);

/*
** Check a commitment against the revealed values c: 1 if it is theirs,
** 0 if not (d says so), -1 if the text is not a commitment or c is not
** complete (d says where).
*/
int commit_verify(const struct tc_commit *c, const char *commitment,
    struct tc_diag *d);

/*
** The SHA-256 digest of p[0..n) into out, by OpenSSL's libcrypto (which
** allocates memory of its own).  False if libcrypto fails.
*/
bool tc_sha256(const void *p, size_t n, unsigned char out[32]);

/* ---- perft ---- */

/* Number of leaf nodes of the legal move tree of depth `depth`. */
uint64_t perft(struct tc_pos *pos, int depth);

/*
** Perft split by root move: fills ml with the legal moves and counts[i]
** with the perft of depth-1 after ml->m[i], using up to `threads` threads.
** Returns the total, or 0 with ml->n = 0 when depth < 1.
*/
uint64_t perft_divide(const struct tc_pos *pos, int depth, int threads,
    struct tc_movelist *ml, uint64_t *counts);

#ifdef __cplusplus
}
#endif
#endif
