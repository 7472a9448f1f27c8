/*
** Complex Allegiance Chess (spec complex-allegiance.md): four players on
** the 10x10 board without its corners, pieces shared by two adjacent
** players, no check; a King capture ends the game.
**
** The engine plays on board[] alone, pieces moving by the geometry's
** tables (rays, leaps, each player's forward direction and distances
** from its home edge).  Without check every move the pieces' movement
** allows is legal, so moves are generated once, never tried on a board.
** A player with no move passes; after three passes in a row, or after a
** King capture, the position has no moves (spec 4.3, 4.6).
**
** Colours: the four players (TC_SOUTH .. TC_EAST) and the four shared
** armies (TC_SHARED_SW .. TC_SHARED_NE).  Castling rights are one bit a
** Rook square, in the order of CA-FEN: b1 i1 a2 a9 b10 i10 j2 j9.
*/
#include <stdio.h>
#include <string.h>
#include "internal.h"
#include "ca.h"

#define S TC_SOUTH
#define W TC_WEST
#define N TC_NORTH
#define E TC_EAST

/* The opposite player (1.3). */
const uint8_t ca_opp[4] = { N, E, S, W };

/* The colours each player may capture (1.5): a bit per colour. */
uint8_t ca_capture[4];

/* Castling (1.2): the King and Rook squares are in ca-tables.c. */
static uint8_t ca_castle_dir[8];	/* from the King toward the Rook */
static uint8_t ca_castle_mask[TC_MAXSQ];

/*
** The capture directions of a pawn of colour c moved by player p: both
** forward diagonals for p's own pawn, the one toward the other
** controller's home edge for a shared pawn (1.6); TC_NOSQ-padded.
*/
uint8_t ca_pawn_cap[4][TC_NCOLOURS][2];

/* The diagonal made of orthogonal steps a and b. */
static int
diagonal(int a, int b)
{
	bool n = a == TC_N || b == TC_N, e = a == TC_E || b == TC_E;

	return n ? (e ? TC_NE : TC_NW) : (e ? TC_SE : TC_SW);
}

static int
square(const char *name)
{
	size_t used;

	return geom_square_read(&geom_ca_data, name, strlen(name), &used);
}

static void
ca_init(void)
{
	const struct tc_geom *g = &geom_ca_data;
	int p, c, q, i, sq;

	for (p = 0; p < 4; p++) {
		ca_capture[p] = (uint8_t)(1u << ca_opp[p]);
		for (c = TC_SHARED_SW; c <= TC_SHARED_NE; c++)
			if (!(ca_ctrl[c] & (1u << p)))
				ca_capture[p] |= (uint8_t)(1u << c);
		for (c = 0; c < TC_NCOLOURS; c++) {
			ca_pawn_cap[p][c][0] = ca_pawn_cap[p][c][1] = TC_NOSQ;
			if (!(ca_ctrl[c] & (1u << p)))
				continue;
			if (c == p) {
				ca_pawn_cap[p][c][0] = g->capdir[p][0];
				ca_pawn_cap[p][c][1] = g->capdir[p][1];
				continue;
			}
			q = __builtin_ctz(ca_ctrl[c] & ~(1u << p));
			ca_pawn_cap[p][c][0] = (uint8_t)diagonal(g->fwd[p],
			    geom_dir_back[g->fwd[q]]);
		}
	}
	memset(ca_castle_mask, 0xff, sizeof(ca_castle_mask));
	for (p = 0; p < 4; p++) {
		ca_king_sq[p] = (uint8_t)square(ca_castling[p].king);
		ca_castle_mask[ca_king_sq[p]] &= (uint8_t)~(3u << (2 * p));
		for (i = 0; i < 2; i++) {
			int r = square(ca_castling[p].rook[i]), d;

			ca_rook_sq[2 * p + i] = (uint8_t)r;
			ca_castle_mask[r] &= (uint8_t)~(1u << (2 * p + i));
			for (d = 0; d < TC_NDIR; d++) {
				for (sq = g->ray[ca_king_sq[p]][d];
				    sq != TC_NOSQ && sq != r; sq = g->ray[sq][d])
					;
				if (sq == r)
					ca_castle_dir[2 * p + i] = (uint8_t)d;
			}
		}
	}
}

static unsigned
ca_controls(uint8_t code, uint8_t mark)
{
	(void)mark;
	return ca_ctrl[TC_COLOUR(code)];
}

/* ---- move generation ---- */

struct gen {
	const struct tc_geom *g;
	const uint8_t *b;
	tc_move *out;
	int n;			/* the moves counted, in count mode */
	bool count;		/* count the moves, write none (perft's leaves) */
	int us;
	unsigned prey;		/* the colours the mover may capture */
	bool ep;		/* some e.p. entry lives */
};

/* True if the piece of code c (not empty) may be captured by the mover. */
INLINE bool
prey(const struct gen *m, uint8_t c)
{
	return (m->prey >> TC_COLOUR(c)) & 1;
}

/* One move: written out, or counted in count mode. */
INLINE void
add(struct gen *m, int from, int to, int kind)
{
	if (m->count)
		m->n++;
	else
		*m->out++ = TC_MOVE(from, to, kind, 0);
}

/* A pawn's move to `to`: the four promotions on the mover's far edge. */
INLINE void
add_pawn(struct gen *m, int from, int to, int kind)
{
	if (m->g->rel[m->us][to] != CA_FAR) {
		add(m, from, to, kind);
	} else if (m->count) {
		m->n += 4;
	} else {
		*m->out++ = TC_MOVE(from, to, TC_MK_PROMO, TC_QUEEN);
		*m->out++ = TC_MOVE(from, to, TC_MK_PROMO, TC_ROOK);
		*m->out++ = TC_MOVE(from, to, TC_MK_PROMO, TC_BISHOP);
		*m->out++ = TC_MOVE(from, to, TC_MK_PROMO, TC_KNIGHT);
	}
}

/*
** True if the mover may capture en passant onto the empty square y: an
** entry of another player on y whose double-stepped pawn it may capture.
*/
static bool
ep_onto(const struct gen *m, const struct tc_pos *pos, int y)
{
	int p;

	for (p = 0; p < 4; p++)
		if (pos->ep[p] == y && p != m->us) {
			int l = m->g->ray[y][m->g->fwd[p]];

			if (l != TC_NOSQ && m->b[l] && prey(m, m->b[l]))
				return true;
		}
	return false;
}

static void
gen_pawn(struct gen *m, const struct tc_pos *pos, int from, uint8_t c)
{
	const struct tc_geom *g = m->g;
	const uint8_t *dirs = ca_pawn_cap[m->us][TC_COLOUR(c)];
	int f = g->fwd[m->us], t, i;

	t = g->ray[from][f];
	if (t != TC_NOSQ && !m->b[t]) {
		add_pawn(m, from, t, TC_MK_NORMAL);
		if (g->rel[m->us][from] == 1 && (t = g->ray[t][f]) != TC_NOSQ &&
		    !m->b[t])
			add(m, from, t, TC_MK_DOUBLE);
	}
	for (i = 0; i < 2 && dirs[i] != TC_NOSQ; i++) {
		t = g->ray[from][dirs[i]];
		if (t == TC_NOSQ)
			continue;
		if (m->b[t]) {
			if (prey(m, m->b[t]))
				add_pawn(m, from, t, TC_MK_NORMAL);
		} else if (m->ep && (pos->ep[0] == t || pos->ep[1] == t ||
		    pos->ep[2] == t || pos->ep[3] == t)) {
			if (ep_onto(m, pos, t))
				add(m, from, t, TC_MK_EP);
		}
	}
}

INLINE void
gen_slider(struct gen *m, int from, int d0, int d1)
{
	const struct tc_geom *g = m->g;
	int d, t;

	for (d = d0; d < d1; d++)
		for (t = g->ray[from][d]; t != TC_NOSQ; t = g->ray[t][d]) {
			uint8_t c = m->b[t];

			if (c) {
				if (prey(m, c))
					add(m, from, t, TC_MK_NORMAL);
				break;
			}
			add(m, from, t, TC_MK_NORMAL);
		}
}

static void
gen_castling(struct gen *m, unsigned rights)
{
	const struct tc_geom *g = m->g;
	int k = ca_king_sq[m->us], i;

	if (m->b[k] != TC_CODE(TC_KING, m->us))
		return;
	for (i = 0; i < 2; i++) {
		int r = 2 * m->us + i, d = ca_castle_dir[r], t;

		if (!(rights & (1u << r)) ||
		    m->b[ca_rook_sq[r]] != TC_CODE(TC_ROOK, m->us))
			continue;
		for (t = g->ray[k][d]; t != ca_rook_sq[r] && !m->b[t];
		    t = g->ray[t][d])
			;
		if (t == ca_rook_sq[r])
			add(m, k, g->ray[g->ray[k][d]][d], TC_MK_CASTLE);
	}
}

/* The moves of the mover's piece c on sq. */
INLINE void
gen_piece(struct gen *m, const struct tc_pos *pos, int sq, uint8_t c)
{
	const struct tc_geom *g = m->g;
	int i, t;

	switch (TC_TYPE(c)) {
	case TC_PAWN:
		gen_pawn(m, pos, sq, c);
		break;
	case TC_KNIGHT:
		for (i = 0; (t = g->leap[sq][i]) != TC_NOSQ; i++)
			if (!m->b[t] || prey(m, m->b[t]))
				add(m, sq, t, TC_MK_NORMAL);
		break;
	case TC_BISHOP:
		gen_slider(m, sq, 4, 8);
		break;
	case TC_ROOK:
		gen_slider(m, sq, 0, 4);
		break;
	case TC_QUEEN:
		gen_slider(m, sq, 0, 8);
		break;
	case TC_KING:
		for (i = 0; i < TC_NDIR; i++) {
			t = g->ray[sq][i];
			if (t != TC_NOSQ && (!m->b[t] || prey(m, m->b[t])))
				add(m, sq, t, TC_MK_NORMAL);
		}
		break;
	default:
		break;
	}
}

/* The moves of the pieces the mover controls (pos->ctl). */
static void
gen_moves(struct gen *m, const struct tc_pos *pos)
{
	int w;

	for (w = 0; w < 2; w++) {
		uint64_t bits = pos->ctl[m->us][w];

		while (bits) {
			int sq = __builtin_ctzll(bits) + 64 * w;

			bits &= bits - 1;
			gen_piece(m, pos, sq, m->b[sq]);
		}
	}
	if (pos->castle & (3u << (2 * m->us)))
		gen_castling(m, pos->castle);
}

/*
** The moves of pos into out, or with `count` their number only (perft's
** last ply); a pass when there is none.
*/
INLINE int
generate(const struct tc_pos *pos, tc_move *out, bool count)
{
	struct gen m;
	int n;

	m.g = pos->var->geom;
	m.b = pos->board;
	m.out = out;
	m.n = 0;
	m.count = count;
	m.us = pos->turn;
	m.prey = ca_capture[m.us];
	m.ep = (pos->ep[0] & pos->ep[1] & pos->ep[2] & pos->ep[3]) != TC_NOSQ;
	if (CA_CX(pos)->kingless)
		return 0;	/* a King was captured: the game is over */
	gen_moves(&m, pos);
	n = count ? m.n : (int)(m.out - out);
	if (n == 0 && CA_CX(pos)->passes < 3) {
		if (!count)
			out[n] = TC_NULLMOVE;
		n++;
	}
	return n;
}

static int
ca_legal(const struct tc_pos *pos, tc_move *out)
{
	return generate(pos, out, false);
}

static int
ca_count(const struct tc_pos *pos)
{
	return generate(pos, NULL, true);
}

static bool
ca_any_legal(const struct tc_pos *pos)
{
	tc_move m[TC_MAXMOVES];

	return ca_legal(pos, m) > 0;
}

static int
ca_legal_to(const struct tc_pos *pos, int to, int type, tc_move *out)
{
	tc_move all[TC_MAXMOVES];
	int i, n = ca_legal(pos, all), k = 0;

	for (i = 0; i < n && k < TC_MAXMOVES_TO; i++)
		if (TC_KIND(all[i]) != TC_MK_NULL && TC_TO(all[i]) == to &&
		    (type == TC_EMPTY ||
		    TC_TYPE(pos->board[TC_FROM(all[i])]) == type))
			out[k++] = all[i];
	return k;
}

/* No check in Complex Allegiance (4.1). */
static int
ca_checked(const struct tc_pos *pos, int side)
{
	(void)pos;
	(void)side;
	return 0;
}

static int
ca_checkers(const struct tc_pos *pos)
{
	(void)pos;
	return 0;
}

/* True if player `by` could capture a piece it may capture on sq. */
static bool
ca_attacked(const struct tc_pos *pos, int sq, int by)
{
	struct tc_pos p = *pos;
	tc_move m[TC_MAXMOVES];
	int i, n;

	p.turn = (uint8_t)by;
	CA_X(&p)->passes = 0;
	if (!pos->board[sq] || !((ca_capture[by] >> TC_COLOUR(pos->board[sq]))
	    & 1))
		p.board[sq] = TC_CODE(TC_PAWN, ca_opp[by]);
	n = ca_legal(&p, m);
	for (i = 0; i < n; i++)
		if (TC_KIND(m[i]) != TC_MK_NULL && TC_TO(m[i]) == sq &&
		    TC_KIND(m[i]) != TC_MK_CASTLE)
			return true;
	return false;
}

static const struct tc_engine ca_engine = {
	.name = "ca", .legal = ca_legal, .pseudo = ca_legal,
	.legal_to = ca_legal_to, .any_legal = ca_any_legal,
	.checked = ca_checked, .checkers = ca_checkers,
	.attacked = ca_attacked, .count = ca_count
};

/* ---- make and unmake ---- */

/* Change square sq to code c, noting what it held in u. */
INLINE void
set_square(struct tc_pos *pos, struct tc_undo *u, int sq, uint8_t c)
{
	uint8_t old = pos->board[sq];

	u->sq[u->n] = (uint8_t)sq;
	u->code[u->n++] = old;
	pos->hash ^= code_key(old, sq) ^ code_key(c, sq);
	ca_ctl_flip(pos, old, sq);
	ca_ctl_flip(pos, c, sq);
	pos->board[sq] = c;
}

/*
** The change of the state's hash (as pos_hash_state() makes it, for the
** fields Complex Allegiance uses: turn, castling, e.p. entries, passes)
** from the state kept in u to the state of pos.
*/
INLINE uint64_t
state_change(const struct tc_pos *pos, const struct tc_undo *u)
{
	uint64_t h = zob_turn[pos->turn] ^ zob_turn[(pos->turn + 3) & 3] ^
	    castle_key(pos->castle ^ u->castle);
	int s;

	for (s = 0; s < 4; s++)
		if (pos->ep[s] != u->ep[s]) {
			if (u->ep[s] != TC_NOSQ)
				h ^= zob_ep[s][u->ep[s]];
			if (pos->ep[s] != TC_NOSQ)
				h ^= zob_ep[s][pos->ep[s]];
		}
	if (CA_CX(pos)->passes != CA_CX(u)->passes)
		h ^= passes_key(CA_CX(pos)->passes) ^
		    passes_key(CA_CX(u)->passes);
	return h;
}

static void
ca_make(struct tc_pos *pos, tc_move m, struct tc_undo *u)
{
	const struct tc_geom *g = pos->var->geom;
	int from = TC_FROM(m), to = TC_TO(m), kind = TC_KIND(m);
	int us = pos->turn, next = (us + 1) & 3, p;
	uint8_t c = pos->board[from];

	undo_keep(pos, u);
	pos->halfmove++;
	if (kind == TC_MK_NULL) {
		CA_X(pos)->passes++;
	} else {
		CA_X(pos)->passes = 0;
		if (kind == TC_MK_CASTLE) {
			int d = ca_castle_dir[2 * us], r;

			if (g->ray[g->ray[from][d]][d] != to)
				d = ca_castle_dir[2 * us + 1];
			r = g->ray[to][d];

			while (!pos->board[r])
				r = g->ray[r][d];
			set_square(pos, u, to, c);
			set_square(pos, u, g->ray[from][d], pos->board[r]);
			set_square(pos, u, r, 0);
			set_square(pos, u, from, 0);
		} else {
			if (kind == TC_MK_EP) {
				for (p = 0; p < 4; p++) {
					int l;

					if (pos->ep[p] != to)
						continue;
					l = g->ray[to][g->fwd[p]];
					if (pos->board[l] && ((ca_capture[us] >>
					    TC_COLOUR(pos->board[l])) & 1))
						set_square(pos, u, l, 0);
					pos->ep[p] = TC_NOSQ;
				}
			}
			if (pos->board[to] || TC_TYPE(c) == TC_PAWN)
				pos->halfmove = 0;
			if (TC_TYPE(pos->board[to]) == TC_KING)
				CA_X(pos)->kingless = (uint8_t)(1 +
				    TC_COLOUR(pos->board[to]));
			set_square(pos, u, to, kind == TC_MK_PROMO ?
			    TC_CODE(TC_PROMO(m), TC_COLOUR(c)) : c);
			set_square(pos, u, from, 0);
		}
		/* An entry ends when its pawn leaves or is taken (3.4). */
		for (p = 0; p < 4; p++)
			if (pos->ep[p] != TC_NOSQ) {
				int l = g->ray[pos->ep[p]][g->fwd[p]];

				if (l == from || l == to)
					pos->ep[p] = TC_NOSQ;
			}
		if (kind == TC_MK_DOUBLE)
			pos->ep[us] = g->ray[from][g->fwd[us]];
		pos->castle &= ca_castle_mask[from] & ca_castle_mask[to];
	}
	pos->ep[next] = TC_NOSQ;	/* the next player's own entry ends */
	pos->turn = (uint8_t)next;
	if (us == E)
		pos->fullmove++;
	pos->hash ^= state_change(pos, u);
}

static void
ca_unmake(struct tc_pos *pos, tc_move m, const struct tc_undo *u)
{
	int i;

	(void)m;
	for (i = u->n - 1; i >= 0; i--) {
		int sq = u->sq[i];

		ca_ctl_flip(pos, pos->board[sq], sq);
		ca_ctl_flip(pos, u->code[i], sq);
		pos->board[sq] = u->code[i];
	}
	restore_state(pos, u);
}

/* ---- the end of the game ---- */

/*
** Four scores, South-West-North-East (6.4): a draw 1/2 each; after a
** King's capture the capturer (its opposite) 1, the player whose King
** was taken 0, the others 1/2.  After the draw, by the player who lost
** his King: South, West, North, East.
*/
static const char *const ca_results[] = {
	"1/2-1/2-1/2-1/2", "0-1/2-1-1/2", "1/2-0-1/2-1", "1-1/2-0-1/2",
	"1/2-1-1/2-0", NULL
};

/* A King captured ends the game (R6); four passes draw it (R1). */
static void
ca_status(const struct tc_pos *pos, struct tc_end *end)
{
	if (CA_CX(pos)->kingless)
		end_set(end, "a King capture",
		    ca_results[CA_CX(pos)->kingless], 0);
	else if (!move_any_legal(pos))
		end_set(end, "four passes (no player can move)", ca_results[0],
		    0);
}

/* '#' marks the capture of a King, and only that: there is no check. */
static int
ca_mark(const struct tc_pos *before, tc_move m, const struct tc_pos *after,
    bool *dbl)
{
	(void)after;
	*dbl = false;
	return TC_KIND(m) != TC_MK_NULL && TC_KIND(m) != TC_MK_CASTLE &&
	    TC_TYPE(before->board[TC_TO(m)]) == TC_KING ? '#' : 0;
}

/* The directions, in the order of TC_N .. TC_SW, for messages. */
static const char *const ca_dir_name[TC_NDIR] = {
	"north", "south", "east", "west", "north-east", "north-west",
	"south-east", "south-west"
};

/*
** Why the piece on `from` may not go to `to`: a piece the mover does not
** control, an adjacent player's or its own side's piece on `to`, a
** shared pawn's other diagonal.
*/
static bool
ca_why_not(const struct tc_pos *pos, int from, int to, char *msg, size_t cap)
{
	const struct tc_geom *g = pos->var->geom;
	uint8_t c = pos->board[from], t = pos->board[to];
	int us = pos->turn, i;
	char f[4], s[4], who[32];

	geom_square_name(g, from, f);
	geom_square_name(g, to, s);
	if (!c)
		return false;
	if (!(ca_ctrl[TC_COLOUR(c)] & (1u << us))) {
		ca_owner_name(TC_COLOUR(c), who, sizeof(who));
		snprintf(msg, cap, "the %s on %s is %s: %s does not control "
		    "it", type_name[TC_TYPE(c)], f, who, ca_player_name[us]);
		return true;
	}
	/* One's own piece on `to`: the generic "holds South's own pawn". */
	if (t && TC_COLOUR(t) != us &&
	    !((ca_capture[us] >> TC_COLOUR(t)) & 1)) {
		ca_owner_name(TC_COLOUR(t), who, sizeof(who));
		snprintf(msg, cap, "%s cannot capture the %s on %s: it is %s; "
		    "%s", ca_player_name[us], type_name[TC_TYPE(t)], s, who,
		    TC_COLOUR(t) < 4 ? "adjacent "
		    "players never capture each other" : "a player captures "
		    "only the opposite player's pieces and shared pieces it "
		    "does not control");
		return true;
	}
	if (TC_TYPE(c) == TC_PAWN && TC_COLOUR(c) >= 4) {
		int d = ca_pawn_cap[us][TC_COLOUR(c)][0];

		for (i = 0; i < 2; i++)
			if (g->ray[from][g->capdir[us][i]] == to &&
			    g->capdir[us][i] != d) {
				/*
				 * Its one diagonal may lead off the board
				 * (a shared pawn beside a missing corner,
				 * spec 5): no square to name then.
				 */
				int y = g->ray[from][d];
				char way[64];

				if (y != TC_NOSQ)
					snprintf(way, sizeof(way),
					    "diagonally to %s", g->sqname[y]);
				else
					snprintf(way, sizeof(way), "diagonally "
					    "%s, off the board from %s",
					    ca_dir_name[d], f);
				ca_owner_name(TC_COLOUR(c), who, sizeof(who));
				snprintf(msg, cap, "the %s pawn on %s captures "
				    "only toward %s's side when %s moves it: "
				    "%s, not to %s", who, f,
				    ca_player_name[__builtin_ctz(
				    ca_ctrl[TC_COLOUR(c)] & ~(1u << us))],
				    ca_player_name[us], way, s);
				return true;
			}
	}
	return false;
}

/*
** Castling's squares of player side (table 1.2): O-O with the nearer Rook
** (two squares between), O-O-O with the farther one.
*/
static bool
ca_castle_squares(int side, bool short_wing, int *king, int *rook,
    unsigned *right)
{
	const struct tc_geom *g = &geom_ca_data;
	int i, n, s, k = ca_king_sq[side];

	for (i = 0; i < 2; i++) {
		int d = ca_castle_dir[2 * side + i];

		for (n = 0, s = g->ray[k][d]; s != TC_NOSQ &&
		    s != ca_rook_sq[2 * side + i]; s = g->ray[s][d])
			n++;
		if ((n == 2) == short_wing) {
			*king = k;
			*rook = ca_rook_sq[2 * side + i];
			*right = 1u << (2 * side + i);
			return true;
		}
	}
	return false;
}

/* ---- its state: the passes before, a King's capture ---- */

/* The passes before are in the hash, and repetition ignores them (4.4). */
static uint64_t
ca_xhash(const struct tc_pos *pos)
{
	return passes_key(CA_CX(pos)->passes);
}

static int
ca_king_captured(const struct tc_pos *pos)
{
	return CA_CX(pos)->kingless - 1;
}

/* A position given with no variant is a CA-FEN if its board has commas. */
static bool
ca_claims(const char *s, size_t len)
{
	int rows;
	bool commas;

	board_shape(s, len, &rows, &commas);
	return commas;
}

const struct tc_variant tc_ca = {
	.name = "complex-allegiance", .title = "Complex Allegiance Chess",
	.pgn_name = "Complex Allegiance", .aliases = "ca", .init = ca_init,
	.claims = ca_claims, .geom = &geom_ca_data, .nsides = 4,
	.flags = TC_VF_OWN_ENGINE | TC_VF_LOST_TURN | TC_VF_KING_CAPTURE |
	    TC_VF_LONG_LAN | TC_VF_CONTROL_SETS,
	.marks = "", .start = CA_START,
	.engine = &ca_engine, .controllers = ca_controls, .read = ca_fen_read,
	.write = ca_fen_write, .validate = NULL, .keys = "",
	.why_not = ca_why_not, .castle_squares = ca_castle_squares,
	.make = ca_make, .unmake = ca_unmake,
	.status = ca_status, .mark = ca_mark, .dead = dead_never,
	.draw_plies = 0, .claim_plies = 200, .repeat = 0, .claim_repeat = 3,
	.implied_by = "", .side_names = ca_player_name, .results = ca_results,
	.xhash = ca_xhash, .xnorep = ca_xhash, .king_captured = ca_king_captured,
	.move_examples = "e4, Nd3, fxe3, O-O, e2-e4 or e2e4"
};
