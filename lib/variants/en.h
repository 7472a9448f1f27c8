/*
** EN Chess's own declarations, shared by its rules (en.c) and its
** notation's checks of meaning (en-notation.c).
*/
#ifndef TC_EN_H
#define TC_EN_H

#include "internal.h"

/*
** Its state in a position (pos->x): whether the player to move follows
** a lost turn (en-chess.md 8.2), which an EN-FEN does not show.
*/
struct TC_MAY_ALIAS en_state {
	uint8_t passes;		/* 1 after a lost turn, else 0 */
};
TC_XSTATE_FITS(en_state);

/* The state of a position or undo record p, to change or to read. */
#define EN_X(p)		((struct en_state *)(p)->x.b)
#define EN_CX(p)	((const struct en_state *)(p)->x.b)

/* The checks of meaning of an EN-FEN (en-chess.md 9). */
void en_check(const struct tc_pos *pos, const struct fen8_cols *c,
    unsigned flags, struct tc_diags *d);

#endif
