/*
** The list of variants: the one file that names them all.  Every layer
** finds the variants through tc_variants[]; the library's start-up
** (tc_init) resolves those built on another and calls each one's init.
**
** A new variant adds one line to LATER: V(name) for one defined const,
** D(name) for one built on another (a base, defined without const, see
** struct tc_variant).
*/
#include "internal.h"

#define LATER(V, D) \
	/* one line each, "V(tc_name) \\" or "D(tc_name) \\", above the end */ \
	D(tc_threecheck) \
	D(tc_chess960) \
	D(tc_antichess) \
	D(tc_horde) \
	D(tc_koth) \
	D(tc_racingkings) \
	D(tc_atomic) \
	D(tc_atomic960) \
	D(tc_crazyhouse) \
	/* the end of the list */

#define DECLARE_V(v)	extern const struct tc_variant v;
#define DECLARE_D(v)	extern struct tc_variant v;
#define ENTRY(v)	&v,
#define NONE(v)

LATER(DECLARE_V, DECLARE_D)

const struct tc_variant *const tc_variants[] = {
	&tc_chess, &tc_allegiance, &tc_neutral,
	&tc_traitor[0], &tc_traitor[1], &tc_traitor[2], &tc_traitor[3],
	&tc_traitor[4], &tc_traitor[5], &tc_traitor[6], &tc_traitor[7],
	&tc_traitor[8], &tc_traitor[9], &tc_traitor[10], &tc_traitor[11],
	&tc_traitor[12], &tc_traitor[13], &tc_traitor[14], &tc_en, &tc_ca,
	LATER(ENTRY, ENTRY)
	NULL
};

/* Those built on another, in the list's order: a base comes first. */
struct tc_variant *const variants_derived[] = {
	LATER(NONE, ENTRY)
	NULL
};

/*
** The variant of a game without a Variant tag, and of a position given
** with no variant (Allegiance Chess, whose notation reads every FEN).
*/
const struct tc_variant *const variant_games = &tc_chess;
const struct tc_variant *const variant_positions = &tc_allegiance;
