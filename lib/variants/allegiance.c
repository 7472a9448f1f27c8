/*
** Standard chess and Allegiance Chess: the two 8x8 two-player variants of
** the bitboard engine.  Standard chess is Allegiance Chess without
** challenges.
*/
#include "internal.h"

#define STD_START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

/* Every piece is moved by the side of its colour. */
static unsigned
colour_controls(uint8_t code, uint8_t mark)
{
	(void)mark;
	return 1u << TC_COLOUR(code);
}

const struct tc_variant tc_chess = {
	.name = "chess", .title = "standard chess", .pgn_name = "Standard",
	.aliases = "from position",
	.geom = &geom_8x8_data, .nsides = 2, .flags = 0, .marks = "",
	.start = STD_START, .engine = &tc_engine_bitboard,
	.controllers = colour_controls, .read = fen8_read, .write = fen8_write,
	.validate = fen8_validate, .keys = "",
	.make = make2_make, .unmake = make2_unmake, .status = fide_status,
	.dead = fide_dead, .draw_plies = 150,
	.claim_plies = 100, .repeat = 5, .claim_repeat = 3, .implied_by = ""
};

const struct tc_variant tc_allegiance = {
	.name = "allegiance", .title = "Allegiance Chess",
	.pgn_name = "Allegiance", .geom = &geom_8x8_data, .nsides = 2,
	.flags = TC_VF_CHALLENGE | TC_VF_TURNCOATS, .marks = ">", .start = STD_START,
	.engine = &tc_engine_bitboard, .controllers = colour_controls,
	.read = fen8_read, .write = fen8_write,
	.validate = fen8_validate, .keys = "", .make = make2_make,
	.unmake = make2_unmake, .status = fide_status,
	.dead = fide_dead, .draw_plies = 150, .claim_plies = 100, .repeat = 5,
	.claim_repeat = 3, .implied_by = ">", .move_examples =
	    "e4, Nf3, exd5, N>e5, O-O or e2e4"
};
