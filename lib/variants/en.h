/*
** EN Chess's own declarations, shared by its rules (en.c) and its
** notation's checks of meaning (en-notation.c).
*/
#ifndef TC_EN_H
#define TC_EN_H

#include "internal.h"

/* The checks of meaning of an EN-FEN (en-chess.md 9). */
void en_check(const struct tc_pos *pos, const struct fen8_cols *c,
    unsigned flags, struct tc_diags *d);

#endif
