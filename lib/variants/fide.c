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

void
end_set(struct tc_end *end, const char *why, const char *result,
    unsigned flags)
{
	end->why = why;
	end->result = result;
	end->flags = flags;
}

const char *
win_of_other(const struct tc_pos *pos)
{
	return pos->turn == TC_WHITE ? "0-1" : "1-0";
}

void
chess_end(const struct tc_pos *pos, struct tc_end *end,
    bool (*dead)(const struct tc_pos *pos))
{
	if (!move_any_legal(pos)) {
		if (pos_in_check(pos, pos->turn))
			end_set(end, "checkmate", win_of_other(pos),
			    TC_END_MATE);
		else
			end_set(end, "stalemate", TC_DRAW, 0);
	} else if (pos->var->draw_plies && pos->halfmove >=
	    pos->var->draw_plies) {
		end_set(end, "the 75-move rule", TC_DRAW, 0);
	} else if (dead && dead(pos)) {
		end_set(end, "a dead position", TC_DRAW, 0);
	}
}

void
fide_status(const struct tc_pos *pos, struct tc_end *end)
{
	chess_end(pos, end, fide_dead);
}

bool
dead_never(const struct tc_pos *pos)
{
	(void)pos;
	return false;
}
