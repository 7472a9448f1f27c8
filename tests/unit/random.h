/*
** What the unit tests over random games share: a seeded xorshift
** sequence (each test sets RANDOM_SEED before including this), and the
** failure report with the position, at most TC_FAILS_SHOWN printed (20
** unless the test sets it).
*/
#ifndef TC_TEST_RANDOM_H
#define TC_TEST_RANDOM_H

#include <stdio.h>
#include "turncoat.h"

#ifndef TC_FAILS_SHOWN
#define TC_FAILS_SHOWN 20
#endif

static uint64_t rng = RANDOM_SEED;
static int fails, positions;

static uint64_t
next(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

static void
fail(const struct tc_pos *pos, const char *what)
{
	char buf[TC_AFEN_MAX];

	afen_write(pos, buf, sizeof(buf));
	if (fails++ < TC_FAILS_SHOWN)
		printf("%s: %s (%s)\n", pos->var->name, what, buf);
}

#endif
