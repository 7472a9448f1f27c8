/*
** Complex Allegiance Chess's own declarations, shared by its rules
** (ca.c), its position notation, CA-FEN (ca-fen.c), and the tables both
** read (ca-tables.c).
*/
#ifndef TC_CA_H
#define TC_CA_H

#include "internal.h"

#define CA_NSQ	96	/* the squares of the board (10x10 less corners) */
#define CA_FAR	9	/* a player's far edge: its distance from home */

#define CA_START "x,nR,nN,nB,nQ,nK,nB,nN,nR,x/" \
	"wR,nwP,nP,nP,nP,nP,nP,nP,neP,eR/wN,wP,6,eP,eN/wB,wP,6,eP,eB/" \
	"wK,wP,6,eP,eQ/wQ,wP,6,eP,eK/wB,wP,6,eP,eB/wN,wP,6,eP,eN/" \
	"wR,swP,sP,sP,sP,sP,sP,sP,seP,eR/x,sR,sN,sB,sK,sQ,sB,sN,sR,x " \
	"s b1,i1,a2,a9,b10,i10,j2,j9 - 0 1"

/* Its state in a position (pos->x). */
struct TC_MAY_ALIAS ca_state {
	uint8_t passes;		/* passes in a row just before */
	/*
	** 1 + the player whose King was taken (the game is over), or 0.
	** Follows from the board: not in the hash.
	*/
	uint8_t kingless;
};
TC_XSTATE_FITS(ca_state);

/* The state of a position or undo record p, to change or to read. */
#define CA_X(p)		((struct ca_state *)(p)->x.b)
#define CA_CX(p)	((const struct ca_state *)(p)->x.b)

/* Who controls each colour (a bit per player); each player's opposite. */
extern const uint8_t ca_ctrl[TC_NCOLOURS];
extern const uint8_t ca_opp[4];
/* The colours each player may capture, a bit per colour (1.5). */
extern uint8_t ca_capture[4];
/* The capture directions of a pawn of a colour moved by a player. */
extern uint8_t ca_pawn_cap[4][TC_NCOLOURS][2];

/* Castling (1.2): each player's King square and its two Rook squares. */
struct ca_castling {
	const char *king;
	const char *rook[2];
};
extern const struct ca_castling ca_castling[4];
extern uint8_t ca_king_sq[4], ca_rook_sq[8];

/* "South", "West", "North", "East". */
extern const char *const ca_player_name[4];
/* "South's" or "shared by South and West", into buf[cap]. */
void ca_owner_name(int colour, char *buf, size_t cap);

/* Add or take away piece c (none: 0) on sq in the players' sets. */
INLINE void
ca_ctl_flip(struct tc_pos *pos, uint8_t c, int sq)
{
	unsigned ctrl = c ? ca_ctrl[TC_COLOUR(c)] : 0;
	uint64_t bit = (uint64_t)1 << (sq & 63);

	while (ctrl) {
		pos->ctl[__builtin_ctz(ctrl)][sq >> 6] ^= bit;
		ctrl &= ctrl - 1;
	}
}

/* The player without a King, or -1 if every player has one. */
int ca_kingless(const struct tc_pos *pos);

/* CA-FEN (spec 5): the variant's read and write hooks. */
int ca_fen_read(struct tc_pos *pos, const struct tc_variant *var,
    const char *s, size_t len, unsigned flags, struct tc_diags *d,
    size_t *rest);
size_t ca_fen_write(const struct tc_pos *pos, char *buf, size_t cap);

#endif
