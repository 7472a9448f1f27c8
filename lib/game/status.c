/*
** The end of the game as library calls (Allegiance spec section 5):
** checkmate, stalemate, the 75- and 50-move rules, dead positions and
** repetitions.
*/
#include "internal.h"

#define DARK_SQUARES 0xaa55aa55aa55aa55ull

bool
pos_dead(const struct tc_pos *pos)
{
	const bb_t *t = pos->bb_type;
	bb_t minors = t[TC_KNIGHT] | t[TC_BISHOP];
	bb_t bishops = t[TC_BISHOP];

	if (t[TC_PAWN] | t[TC_ROOK] | t[TC_QUEEN])
		return false;
	if (bb_pop(minors) <= 1)
		return true;
	/* Only bishops, all on squares of one colour: nobody can mate. */
	return t[TC_KNIGHT] == 0 && ((bishops & DARK_SQUARES) == 0 ||
	    (bishops & ~DARK_SQUARES) == 0);
}

bool
pos_fifty_claimable(const struct tc_pos *pos)
{
	return pos->halfmove >= 100;
}

enum tc_status
pos_status(const struct tc_pos *pos)
{
	bool moves = move_any_legal(pos);
	bool check = pos_in_check(pos, pos->turn);

	if (!moves)
		return check ? TC_CHECKMATE : TC_STALEMATE;
	if (pos->halfmove >= 150)
		return TC_DRAW_75;
	if (pos_dead(pos))
		return TC_DRAW_DEAD;
	return TC_ONGOING;
}

uint64_t
pos_key(const struct tc_pos *pos)
{
	struct tc_movelist ml;
	int i, cap, us = pos->turn;

	if (pos->ep == TC_NOSQ)
		return pos->hash;
	/* Most double steps leave no pawn beside them: no capture. */
	cap = pos->ep + (us == TC_WHITE ? -8 : 8);
	if (!(bb_pawn[us ^ 1][pos->ep] & pos->bb_type[TC_PAWN] &
	    pos->bb_side[us]) || pos->board[cap] != TC_CODE(TC_PAWN, us ^ 1))
		return pos->hash ^ zob_ep[pos->ep];
	move_legal(pos, &ml);
	for (i = 0; i < ml.n; i++)
		if (TC_KIND(ml.m[i]) == TC_MK_EP)
			return pos->hash;
	return pos->hash ^ zob_ep[pos->ep];
}

int
pos_repetitions(const uint64_t *keys, int n, int window)
{
	int i, count = 0;

	if (n <= 0)
		return 0;
	if (window > n - 1)
		window = n - 1;
	/* Same side to move: every second key back. */
	for (i = n - 1; i >= n - 1 - window; i -= 2)
		if (keys[i] == keys[n - 1])
			count++;
	return count;
}
