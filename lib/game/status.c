/*
** The end of the game as library calls: what the variant says of a
** position, the claimable draws, and repetitions.
*/
#include "internal.h"

bool
pos_dead(const struct tc_pos *pos)
{
	return pos->var->dead(pos);
}

bool
pos_fifty_claimable(const struct tc_pos *pos)
{
	return pos->var->claim_plies && pos->halfmove >= pos->var->claim_plies;
}

/*
** Whether a pawn the side to move may move stands where its captures
** reach sq: without one no en passant capture onto sq is possible.
*/
static bool
pawn_beside(const struct tc_pos *pos, int sq)
{
	const struct tc_geom *g = pos->var->geom;
	int i, from;

	for (i = 0; i < 2; i++) {
		from = g->ray[sq][geom_dir_back[g->capdir[pos->turn][i]]];
		if (from != TC_NOSQ && TC_TYPE(pos->board[from]) == TC_PAWN &&
		    (pos_controllers(pos, from) & (1u << pos->turn)))
			return true;
	}
	return false;
}

uint64_t
pos_key(const struct tc_pos *pos)
{
	tc_move m[TC_MAXMOVES_TO];
	uint64_t full = pos->hash, key;
	int i, n, s;
	bool live = false;

	/* What of the variant's state repetition ignores (its passes). */
	if (pos->var->xnorep)
		full ^= pos->var->xnorep(pos);
	/*
	 * Four players (complex-allegiance.md 4.4): the board, the player to
	 * move, castling and every e.p. entry.
	 */
	if (pos->var->nsides > 2)
		return full;
	key = full;
	if (pos_no_ep(pos))
		return key;	/* the commonest: no e.p. entry at all */
	for (s = 0; s < TC_MAXSIDES; s++)
		if (pos->ep[s] != TC_NOSQ) {
			key ^= zob_ep[s][pos->ep[s]];
			live = live || pawn_beside(pos, pos->ep[s]);
		}
	if (!live)
		return key;
	/* En passant entries count only while a capture can use them. */
	for (s = 0; s < TC_MAXSIDES; s++) {
		if (pos->ep[s] == TC_NOSQ)
			continue;
		n = pos->eng->legal_to(pos, pos->ep[s], TC_PAWN, m);
		for (i = 0; i < n; i++)
			if (TC_KIND(m[i]) == TC_MK_EP)
				return full;
	}
	return key;
}

int
pos_repetitions(const uint64_t *keys, int n, int window)
{
	int i, count = 0;

	if (n <= 0)
		return 0;
	if (window > n - 1)
		window = n - 1;
	/* Every key back: a key holds the side to move. */
	for (i = n - 1; i >= n - 1 - window; i--)
		if (keys[i] == keys[n - 1])
			count++;
	return count;
}
