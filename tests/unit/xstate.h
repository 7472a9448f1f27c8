/*
** The variants' own state in a position (pos->x), which the library's
** public header keeps opaque, read and set through the variants' own
** structs (the headers of lib/variants) for the property tests
** (tests/unit/props.c) and the fuzz harnesses (tests/fuzz/common.h): the
** passes before, which EN-FEN and CA-FEN do not show, and the Traitor
** family's ko, undo, lists and public facts.  Static functions only.
*/
#ifndef TC_TEST_XSTATE_H
#define TC_TEST_XSTATE_H

#include "turncoat.h"
#include "variants/ca.h"
#include "variants/en.h"
#include "variants/traitor.h"

/* The passes just before pos (EN Chess, Complex Allegiance); else 0. */
static int
xs_passes(const struct tc_pos *pos)
{
	if (pos->var == &tc_en)
		return EN_CX(pos)->passes;
	if (pos->var == &tc_ca)
		return CA_CX(pos)->passes;
	return 0;
}

/* Set the passes just before pos where its variant keeps them. */
static void
xs_set_passes(struct tc_pos *pos, int n)
{
	if (pos->var == &tc_en)
		EN_X(pos)->passes = (uint8_t)n;
	else if (pos->var == &tc_ca)
		CA_X(pos)->passes = (uint8_t)n;
}

/* The Traitor family's state of pos (a position of the family). */
static const struct tr_state *
xs_traitor(const struct tc_pos *pos)
{
	return TR_CX(pos);
}

#endif
