/*
** Standard chess and Allegiance Chess: the two 8x8 two-player variants of
** the bitboard engine.  Standard chess is Allegiance Chess without
** challenges.
*/
#include "internal.h"

#define STD_START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

const struct tc_variant tc_chess = {
	"chess", "standard chess", "Standard", &geom_8x8, 2, TC_VF_BITBOARD, "", STD_START
};

const struct tc_variant tc_allegiance = {
	"allegiance", "Allegiance Chess", "Allegiance", &geom_8x8, 2,
	TC_VF_BITBOARD | TC_VF_CHALLENGE, ">", STD_START
};
