/*
** Library initialisation: hash keys and every engine's tables.
*/
#include "internal.h"

uint64_t zob_piece[8][8][TC_MAXSQ];
uint64_t zob_mark[TC_NMARKS][TC_MAXSQ];
uint64_t zob_castle[16];
uint64_t zob_ep[TC_MAXSIDES][TC_MAXSQ];
uint64_t zob_turn[TC_MAXSIDES];
uint64_t zob_square[TC_MAXSQ];

static bool initialised;

static void
init_zobrist(void)
{
	uint64_t seed = 0x7475726e636f6174ull;	/* "turncoat" */
	int i, j, k;

	for (i = 0; i < 8; i++)
		for (j = 0; j < 8; j++)
			for (k = 0; k < TC_MAXSQ; k++)
				zob_piece[i][j][k] = rng_next(&seed);
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

void
tc_init(void)
{
	if (initialised)
		return;
	geom_init();
	bb_init();
	init_zobrist();
	make_init();
	en_init();
	ca_init();
	pgn_init_tables();
	variant_tags_init();
	/* The start positions are read by the library, now initialised. */
	initialised = true;
	pos_starts_init();
}
