/*
** Library initialisation: the geometries and hash keys, then through the
** list of variants, each engine's tables and each variant's own.
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

/* Call f unless it is in done[0..*n) (at most cap), then note it there. */
static void
once(void (*f)(void), void (**done)(void), int *n, int cap)
{
	int i;

	if (f == NULL)
		return;
	for (i = 0; i < *n; i++)
		if (done[i] == f)
			return;
	if (*n < cap)
		done[(*n)++] = f;
	f();
}

void
tc_init(void)
{
	void (*done[64])(void);
	int i, n = 0;

	if (initialised)
		return;
	geom_init();
	init_zobrist();
	for (i = 0; variants_derived[i] != NULL; i++)
		variant_inherit(variants_derived[i]);
	/* Each engine's tables, then each variant's. */
	for (i = 0; tc_variants[i] != NULL; i++)
		once(tc_variants[i]->engine->init, done, &n, 64);
	for (i = 0; tc_variants[i] != NULL; i++)
		once(tc_variants[i]->init, done, &n, 64);
	variant_tags_init();
	/* The start positions are read by the library, now initialised. */
	initialised = true;
	pos_starts_init();
}
