/*
** The position state: setting up, hashing and checking its invariants.
*/
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include "internal.h"

void
pos_clear(struct tc_pos *pos)
{
	const struct tc_variant *var = pos->var;

	memset(pos, 0, sizeof(*pos));
	pos->var = var;
	pos->ep = TC_NOSQ;
	pos->fullmove = 1;
}

void
pos_start(struct tc_pos *pos, const struct tc_variant *var)
{
	struct tc_diags d = { 0 };
	const char *s = var->start;

	afen_read(pos, var, s, strlen(s), 0, &d, NULL);
}

int
pos_side_at(const struct tc_pos *pos, int sq)
{
	return pos->board[sq] ? TC_SIDE(pos->board[sq]) : -1;
}

uint64_t
pos_hash_state(const struct tc_pos *pos)
{
	uint64_t h = zob_turn[pos->turn];
	unsigned c = pos->castle;

	while (c) {
		h ^= zob_castle[__builtin_ctz(c)];
		c &= c - 1;
	}
	if (pos->ep != TC_NOSQ)
		h ^= zob_ep[pos->ep];
	return h;
}

uint64_t
pos_hash_full(const struct tc_pos *pos)
{
	uint64_t h = pos_hash_state(pos);
	bb_t occ = pos->bb_type[TC_EMPTY];
	int sq;

	while (occ) {
		sq = bb_poplsb(&occ);
		h ^= zob_piece[TC_SIDE(pos->board[sq])]
		    [TC_TYPE(pos->board[sq])][sq] ^ zob_mark[pos->mark[sq]][sq];
	}
	return h;
}

bool
pos_in_check(const struct tc_pos *pos, int side)
{
	int k = pos_king_sq(pos, side);

	return k >= 0 && bb_attackers(pos, k, side ^ 1,
	    pos->bb_type[TC_EMPTY]) != 0;
}

int
pos_checkers(const struct tc_pos *pos)
{
	int k = pos_king_sq(pos, pos->turn);

	if (k < 0)
		return 0;
	return bb_pop(bb_attackers(pos, k, pos->turn ^ 1,
	    pos->bb_type[TC_EMPTY]));
}

bool
pos_ok(const struct tc_pos *pos)
{
	bb_t type[TC_NTYPES] = { 0 }, side[2] = { 0 }, grey = 0;
	int sq;

	for (sq = 0; sq < 64; sq++) {
		uint8_t c = pos->board[sq];

		if (!c) {
			if (pos->mark[sq] != TC_PURE)
				return false;
			continue;
		}
		type[TC_TYPE(c)] |= BB(sq);
		type[TC_EMPTY] |= BB(sq);
		side[TC_SIDE(c) & 1] |= BB(sq);
		if (pos->mark[sq] == TC_GREY)
			grey |= BB(sq);
	}
	if (memcmp(type, pos->bb_type, sizeof(type)) != 0 ||
	    memcmp(side, pos->bb_side, sizeof(side)) != 0 ||
	    grey != pos->bb_grey)
		return false;
	return pos->hash == pos_hash_full(pos);
}
