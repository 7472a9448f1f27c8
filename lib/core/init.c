/*
** Library initialisation: the geometries and hash keys (zobrist.c), then
** through the list of variants, each engine's tables and each variant's
** own.  The start positions are read by pos_start(), on first use.
*/
#include "internal.h"

static bool initialised;

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
	zob_init();
	/* Those built on another, in the list's order: a base comes first. */
	for (i = 0; variants_derived[i] != NULL; i++)
		variant_inherit(variants_derived[i]);
	/* Each engine's tables, then each variant's. */
	for (i = 0; tc_variants[i] != NULL; i++)
		once(tc_variants[i]->engine->init, done, &n, 64);
	for (i = 0; tc_variants[i] != NULL; i++)
		once(tc_variants[i]->init, done, &n, 64);
	variant_tags_init();
	initialised = true;
}
