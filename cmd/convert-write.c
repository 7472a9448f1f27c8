/*
** convert's writing: each game and position line read, in the chosen
** output format, with its diagnostics (convert.c reads and dispatches).
*/
#include <stdlib.h>
#include <string.h>
#include "convert.h"
#include "select.h"
#include "diagram.h"
#include "eco.h"

/* ---- output ---- */

static enum tc_notation
notation(enum to t)
{
	return t == TO_LAN ? TC_LAN : t == TO_UCI ? TC_UCI : t == TO_LONG ?
	    TC_LONG : TC_SAN;
}

/* ---- games ---- */

/* A game error found while writing it. */
static void
game_error(struct state *st, const char *msg)
{
	out_game_error(st->o, st->file, &st->g, st->g.result_line,
	    st->g.result_col, msg);
	st->t->errors++;
	st->t->status = EXIT_INVALID;
}

/*
** A game FEN cannot show (--to fen): why, and --drop-marks when it would
** write the game.
*/
static void
fen_refused(struct state *st)
{
	char msg[200], why[64];

	game_fen_why_not(&st->g, &st->rec, conv.line_flags, why, sizeof(why));
	snprintf(msg, sizeof(msg), "a position of the game has %s, which FEN "
	    "cannot show: use --to afen%s", why, game_fen_why_not(&st->g,
	    &st->rec, TC_FEN_DROP, why, sizeof(why)) ? "" :
	    " or --drop-marks");
	game_error(st, msg);
}

/* A position line FEN cannot show (--to fen). */
static void
pos_refused(struct state *st, long lineno, const struct tc_pos *pos)
{
	char why[64], drop[64];

	fen_why_not(pos, conv.line_flags, why, sizeof(why));
	out_diag(st->o, st->file, lineno, 1, "the position has %s, which FEN "
	    "cannot show: use --to afen%s", why, fen_why_not(pos, TC_FEN_DROP,
	    drop, sizeof(drop)) ? "" : " or --drop-marks");
	st->t->errors++;
	st->t->status = EXIT_INVALID;
}

/* Write finished game g (with no error) in the output format. */
static void
put_game(struct state *st)
{
	const struct tc_game *g = &st->g;
	struct tc_buf *b = out_stdout(st->o);
	struct out_pos mark = out_tell(st->o);

	switch (conv.to) {
	case TO_PGN:
		game_write_pgn(b, g, &st->rec, &conv.pgn);
		break;
	case TO_JSON:
		game_write_json(b, g, &st->rec, conv.no_positions ?
		    TC_JSON_NO_POSITIONS : 0);
		break;
	case TO_LONG:
		if (st->rec.head < 0)
			break;	/* a game without moves has no long form */
		out_separator(st->o);
		/* FALLTHROUGH */
	case TO_SAN:
	case TO_LAN:
	case TO_UCI:
		if (game_write_moves(b, g, &st->rec, notation(conv.to)))
			break;
		out_undo(st->o, mark);
		game_error(st, "the long form cannot hold a game from a FEN "
		    "position, with revealed lists or with a null move");
		break;
	case TO_AFEN:
	case TO_FEN:
	case TO_EPD:
		if (game_write_plies(b, g, &st->rec, conv.line_flags))
			break;
		out_undo(st->o, mark);
		fen_refused(st);
		break;
	case TO_TEXT:
	case TO_SVG:
		diagram_game(st->o, st->t, st->file, g, &st->rec);
		break;
	case TO_HTML:
		diagram_html_game(st->o, st->t, st->file, g, &st->rec);
		break;
	case TO_NONE:
		break;
	}
}

/* Write the game's text as it was read, for repair (--invalid). */
static void
put_original(struct state *st)
{
	const struct tc_game *g = &st->g;
	const char *p;
	size_t n;

	if (st->gs.keep == NULL || (p = pgn_kept(&st->lx, g->raw_start,
	    g->raw_end, &n)) == NULL) {
		game_error(st, "the game's text is no longer in memory: "
		    "it cannot be written");
		return;
	}
	while (n > 0 && (p[n - 1] == '\n' || p[n - 1] == '\r'))
		n--;
	out_separator(st->o);
	out_write(st->o, OUT_STDOUT, p, n);
	out_write(st->o, OUT_STDOUT, "\n", 1);
}

/* Report and write a finished game. */
void
end_game(void *ctx)
{
	struct state *st = ctx;
	struct tc_game *g = &st->g;
	bool drawn;

	if (g->skipped) {
		st->t->skipped++;
		return;
	}
	if (!select_keep(st->t, g, conv.strict))
		return;
	drawn = (conv.to != TO_TEXT && conv.to != TO_SVG) || diagram_pick(false);
	st->t->games++;
	out_report(st->o, st->file, g, conv.strict);
	if (g->nerr || (conv.strict && g->nwarn)) {
		/* Under --strict a warning is an error, and counted as one. */
		st->t->errors += g->nerr + (conv.strict ? g->nwarn : 0);
		st->t->strict += conv.strict ? g->nwarn : 0;
		st->t->status = EXIT_INVALID;
		if (select_invalid_only(selection))
			put_original(st);
	} else if (st->rec.nomem || !eco_tag_game(g, &st->rec)) {
		game_error(st, "game too large to convert: more than 1000000 "
		    "moves or 64 MB of tags and comments (or out of memory)");
	} else if (drawn) {
		put_game(st);
	}
}

void
json_game(void *ctx, long lineno, const char *s, size_t len)
{
	struct state *st = ctx;
	struct tc_diag err;
	int r;

	r = game_next_json(&st->gs, s, len, lineno, &err);
	if (r == GAMES_BAD) {
		if (conv.to == TO_TEXT || conv.to == TO_SVG)
			(void)diagram_pick(false);
		out_report(st->o, st->file, &st->g, conv.strict);
		out_game_diag(st->o, st->file, lineno, err.col, "",
		    st->g.number, ": %s", err.msg);
		st->t->games++;
		st->t->errors++;
		st->t->status = EXIT_INVALID;
	} else if (r == GAMES_GAME) {
		end_game(st);
	} else {
		out_stray(st->o, st->file, &st->g, st->t);
	}
}

/* ---- positions ---- */

/* The JSON object of a position line. */
static void
position_json(struct state *st, long lineno, const char *s, size_t len,
    const struct tc_pos *pos, const struct tc_diags *d, bool valid)
{
	struct tc_movelist ml;
	struct tc_pos_json j = {
		.pos = valid ? pos : NULL, .text = valid ? NULL : s,
		.len_text = len, .valid = valid, .diags = true,
		.file = st->file, .d = d, .line = lineno, .count = -1,
		.moves = valid ? &ml : NULL
	};

	if (valid)
		move_legal(pos, &ml);
	pos_write_json(out_stdout(st->o), &j);
}

void
position(void *ctx, long lineno, const char *s, size_t len)
{
	struct state *st = ctx;
	struct tc_buf *b;
	struct tc_pos pos;
	struct tc_diags d;
	size_t rest = len;
	bool valid, drawn = (conv.to != TO_TEXT && conv.to != TO_SVG) ||
	    diagram_pick(true);

	d.n = d.nerr = d.nwarn = 0;
	valid = afen_read(&pos, opt_variant ? opt_variant :
	    tc_variant_for_position(s, len), s, len, TC_AFEN_EPD |
	    (conv.strict ? TC_AFEN_STRICT : 0), &d, &rest) == 0;
	out_diags(st->o, st->file, lineno, &d);
	st->t->positions++;
	if (!valid) {
		st->t->errors++;
		st->t->status = EXIT_INVALID;
	} else {
		epd_clocks(s, len, rest, &pos);
	}
	if (conv.to == TO_JSON)
		position_json(st, lineno, s, len, &pos, &d, valid);
	if (conv.to == TO_JSON || !valid)
		return;
	b = out_stdout(st->o);
	if (conv.to == TO_AFEN || conv.to == TO_FEN || conv.to == TO_EPD) {
		if (!epd_rewrite(b, &pos, conv.line_flags, s, len, rest)) {
			pos_refused(st, lineno, &pos);
		}
	} else if (conv.to == TO_SAN || conv.to == TO_LAN || conv.to == TO_UCI) {
		moves_write(b, &pos, notation(conv.to));
	} else if ((conv.to == TO_TEXT || conv.to == TO_SVG) && drawn) {
		diagram_position(st->o, st->t, st->file, lineno, &pos);
	}
}

