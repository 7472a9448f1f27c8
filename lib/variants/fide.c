/*
** The end of the game under the FIDE Laws, for the 8x8 two-player
** variants: checkmate, stalemate, the 75-move rule and dead positions,
** and the results they call for.
*/
#include "internal.h"

#define DARK_SQUARES 0xaa55aa55aa55aa55ull

bool
fide_dead(const struct tc_pos *pos)
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

enum tc_status
fide_status(const struct tc_pos *pos)
{
	bool moves = move_any_legal(pos);
	bool check = pos_in_check(pos, pos->turn);

	if (!moves)
		return check ? TC_CHECKMATE : TC_STALEMATE;
	if (pos->halfmove >= 150)
		return TC_DRAW_75;
	if (fide_dead(pos))
		return TC_DRAW_DEAD;
	return TC_ONGOING;
}

const char *
fide_result(const struct tc_pos *pos, enum tc_status st)
{
	switch (st) {
	case TC_CHECKMATE:
		return pos->turn == TC_WHITE ? "0-1" : "1-0";
	case TC_STALEMATE:
	case TC_DRAW_75:
	case TC_DRAW_DEAD:
	case TC_DRAW_FIVEFOLD:
	case TC_DRAW_PASSES:
		return "1/2-1/2";
	default:
		return NULL;
	}
}

bool
dead_never(const struct tc_pos *pos)
{
	(void)pos;
	return false;
}
