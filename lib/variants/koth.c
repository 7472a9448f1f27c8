/*
** King of the Hill, by lichess's rules: standard chess, except that a
** player whose King reaches one of the four centre squares, d4, e4, d5
** or e5 (the hill), wins at once.  Built on tc_chess (its notation,
** engine, moves and draws); its own are the end, the marks and the
** checks of a position.  No state of its own: the hill is read off the
** board.
**
** The end.  A King on the hill ends the game, won by its side ("a king in
** the center", lichess's words); nobody has a move after it.  The move
** that gets there is marked '#', as lichess's games write it ("Ke4#"),
** unless it checks: then '+', or '#' if it mates by chess's rules, as
** lichess's writer marks any check (its third check in Three-check is
** '+' too).  No position is dead: lichess counts no
** material insufficient, a lone King can still walk to the hill.
**
** Positions.  The King of the player to move cannot be on the hill (its
** arrival ended the game with the other player to move), nor can both.
*/
#include "internal.h"

/* d4, e4, d5, e5 */
#define HILL	(BB(SQ88(3, 3)) | BB(SQ88(4, 3)) | BB(SQ88(3, 4)) | \
		BB(SQ88(4, 4)))

/* True if side's King stands on the hill. */
static bool
on_hill(const struct tc_pos *pos, int side)
{
	return (pos->bb_type[TC_KING] & pos->bb_colour[side] & HILL) != 0;
}

static bool
koth_ended(const struct tc_pos *pos)
{
	return (pos->bb_type[TC_KING] & HILL) != 0;
}

static void
koth_status(const struct tc_pos *pos, struct tc_end *end)
{
	if (koth_ended(pos))
		end_set(end, "a king in the center", on_hill(pos, TC_WHITE) ?
		    "1-0" : "0-1", 0);
	else
		chess_end(pos, end, NULL);
}

/*
** As lichess wrote its games: a check is '+', or '#' if it mates by
** chess's rules (the hill aside); a move that wins without checking,
** the King's arrival on the hill, is '#'.
*/
static int
koth_mark(const struct tc_pos *before, tc_move m, const struct tc_pos *after,
    bool *dbl)
{
	struct tc_pos p;

	(void)before;
	(void)m;
	if (!koth_ended(after))
		return mark_chess(after, dbl);
	*dbl = false;
	if (!pos_in_check(after, after->turn))
		return '#';
	p = *after;
	pos_set_variant(&p, &tc_chess);
	return mark_chess(&p, dbl);
}

static void
koth_check(const struct tc_pos *pos, const struct fen8_cols *c,
    unsigned flags, struct tc_diags *d)
{
	int us = pos->turn, sq;

	(void)flags;
	if (!on_hill(pos, us))
		return;
	sq = pos_king_sq(pos, us);
	if (on_hill(pos, us ^ 1))
		diag_add(d, c->sq[sq], false, "both Kings are on the hill: "
		    "the game ends when the first gets there");
	else
		diag_add(d, c->sq[sq], false, "%s's King is on the hill with "
		    "%s to move: its arrival ended the game with %s to move",
		    tc_side_name(pos->var, us), tc_side_name(pos->var, us),
		    tc_side_name(pos->var, us ^ 1));
}

struct tc_variant tc_koth = {
	.name = "king-of-the-hill", .title = "King of the Hill",
	.pgn_name = "King of the Hill", .aliases = "kingofthehill,koth",
	.base = &tc_chess, .check = koth_check, .ended = koth_ended,
	.status = koth_status, .mark = koth_mark, .dead = dead_never
};
