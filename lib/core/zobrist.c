/*
** The hash keys (Zobrist): one random word per piece, mark, castling
** right, en passant square, side to move and square, drawn once by
** tc_init() from a fixed seed.
*/
#include "internal.h"

uint64_t zob_piece[8][8][TC_MAXSQ];
uint64_t zob_piece64[16][64];
uint64_t zob_mark[TC_NMARKS][TC_MAXSQ];
uint64_t zob_castle[16];
uint64_t zob_ep[TC_MAXSIDES][TC_MAXSQ];
uint64_t zob_turn[TC_MAXSIDES];
uint64_t zob_square[TC_MAXSQ];

void
zob_init(void)
{
	uint64_t seed = 0x7475726e636f6174ull;	/* "turncoat" */
	int i, j, k;

	for (i = 0; i < 8; i++)
		for (j = 0; j < 8; j++)
			for (k = 0; k < TC_MAXSQ; k++)
				zob_piece[i][j][k] = rng_next(&seed);
	for (i = 0; i < 16; i++)
		for (k = 0; k < 64; k++)
			zob_piece64[i][k] = zob_piece[TC_COLOUR(i)][TC_TYPE(i)][k];
	for (i = 0; i < TC_NMARKS; i++)
		for (k = 0; k < TC_MAXSQ; k++)
			zob_mark[i][k] = i == TC_PURE ? 0 : rng_next(&seed);
	for (i = 0; i < 16; i++)
		zob_castle[i] = rng_next(&seed);
	for (i = 0; i < TC_MAXSIDES; i++)
		for (k = 0; k < TC_MAXSQ; k++)
			zob_ep[i][k] = rng_next(&seed);
	for (i = 0; i < TC_MAXSIDES; i++)
		zob_turn[i] = i == 0 ? 0 : rng_next(&seed);
	for (i = 0; i < TC_MAXSQ; i++)
		zob_square[i] = rng_next(&seed);
}

