/*
** EN Chess's own declarations, shared by its rules (en.c) and its
** notation's checks of meaning (en-notation.c).
*/
#ifndef TC_EN_H
#define TC_EN_H

#include "internal.h"

/*
** The mode of the slider on sq (0 Normal, 1 Stunted, 2 Penetration;
** en-chess.md 4.1), or -1 if no slider stands there.
*/
int en_mode(const struct tc_pos *pos, int sq);

/* The Aurors beside the piece on sq: its own side's and the enemy's. */
void en_auror_count(const struct tc_pos *pos, int sq, int *own, int *enemy);

/* The checks of meaning of an EN-FEN (en-chess.md 9). */
void en_check(const struct tc_pos *pos, const struct fen8_cols *c,
    unsigned flags, struct tc_diags *d);

#endif
