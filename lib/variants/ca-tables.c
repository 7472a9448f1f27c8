/*
** Complex Allegiance Chess's tables shared by its rules (ca.c) and its
** position notation (ca-fen.c): who controls each colour, the castling
** squares, the players' names, and whether a King was taken.
*/
#include <stdio.h>
#include "internal.h"
#include "ca.h"

#define S TC_SOUTH
#define W TC_WEST
#define N TC_NORTH
#define E TC_EAST

/* Who controls each colour: a bit per player. */
const uint8_t ca_ctrl[TC_NCOLOURS] = {
	1u << S, 1u << W, 1u << N, 1u << E,
	(1u << S) | (1u << W), (1u << S) | (1u << E),
	(1u << N) | (1u << W), (1u << N) | (1u << E)
};

/* Castling (1.2): each player's King square and, a right each, its Rook. */
const struct ca_castling ca_castling[4] = {
	{ "e1", { "b1", "i1" } }, { "a6", { "a2", "a9" } },
	{ "f10", { "b10", "i10" } }, { "j5", { "j2", "j9" } },
};
/* Filled by ca_init() (ca.c). */
uint8_t ca_king_sq[4], ca_rook_sq[8];

const char *const ca_player_name[4] = { "South", "West", "North", "East" };

/* "South's", "shared by South and West" */
void
ca_owner_name(int colour, char *buf, size_t cap)
{
	static const char *const shared[4] = {
		"shared by South and West", "shared by South and East",
		"shared by North and West", "shared by North and East"
	};

	if (colour < 4)
		snprintf(buf, cap, "%s's", ca_player_name[colour]);
	else
		snprintf(buf, cap, "%s", shared[colour - 4]);
}

/* The player without a King, or -1 if every player has one. */
int
ca_kingless(const struct tc_pos *pos)
{
	unsigned have = 0;
	int sq, p;

	for (sq = 0; sq < CA_NSQ; sq++)
		if (TC_TYPE(pos->board[sq]) == TC_KING &&
		    TC_COLOUR(pos->board[sq]) < 4)
			have |= 1u << TC_COLOUR(pos->board[sq]);
	for (p = 0; p < 4; p++)
		if (!(have & (1u << p)))
			return p;
	return -1;
}
