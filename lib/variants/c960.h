/*
** Castling with the King and Rook on any files (Chess960's), for the
** variants played from Chess960's start positions: Chess960 itself
** (chess960.c) and Atomic's form of it (atomic.c).  The rights are the
** squares of their Rooks, kept in the position's own state (pos->x);
** a castling move is stored from the King's square to its Rook's.
*/
#ifndef TC_C960_H
#define TC_C960_H

#include "internal.h"

/*
** Whether side `by` attacks a square of `path` with occupancy occ, as
** the variant counts attacks on a King's squares.
*/
typedef bool c960_path_fn(const struct tc_pos *pos, bb_t path, int by,
    bb_t occ);

c960_path_fn c960_path_attacked;
int c960_castlings(const struct tc_pos *pos, tc_move *out,
    c960_path_fn *attacked);
int c960_moves(const struct tc_pos *pos, tc_move *out,
    int (*gen)(const struct tc_pos *, tc_move *), c960_path_fn *attacked);
void c960_make(struct tc_pos *pos, tc_move m, struct tc_undo *u);
void c960_unmake(struct tc_pos *pos, tc_move m, const struct tc_undo *u);
int c960_read_castling(struct tc_pos *pos, const char *s, size_t len,
    int col, struct tc_diags *d);
size_t c960_write_castling(const struct tc_pos *pos, char *p);
int c960_validate(const struct tc_variant *var, const char *s, size_t len,
    unsigned flags, struct tc_diags *d);
bool c960_castle_short(const struct tc_pos *pos, tc_move m);

#endif
