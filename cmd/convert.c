/*
** convert: games and positions from one notation or format to another.
** Games (PGN, the original long form, JSON Lines) are replayed and
** checked, then written as PGN, move lists, per-ply positions, JSON or
** diagrams; positions (AFEN, FEN, EPD lines) as positions, JSON, legal
** move lists or diagrams.  With -j N, N threads convert (jobs.h).
*/
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include "jobs.h"
#include "select.h"
#include "progress.h"
#include "diagram.h"
#include "eco.h"

enum to {
	TO_PGN, TO_SAN, TO_LAN, TO_UCI, TO_LONG, TO_AFEN, TO_FEN, TO_EPD,
	TO_JSON, TO_TEXT, TO_SVG, TO_NONE
};

static const char *const to_name[] = {
	"pgn", "san", "lan", "uci", "long", "afen", "fen", "epd", "json",
	"text", "svg", NULL
};

static int from = TC_IN_MORE;	/* --from, or detected */
static enum to to = TO_NONE;
static struct tc_pgn_opts pgn_opts = { TC_SAN, true, true, true, 80, false };
static bool strict, drop_marks, no_positions;
static const char *last_name = "-";	/* the last file, for diagram_end() */
static const char *eco_path;	/* --eco */
static unsigned line_flags;	/* pos_write_line()'s for --to afen|fen|epd */

#define LONGEST_LINE (64L * 1024 * 1024)	/* a JSON game line */

/* What one thread needs to convert a stretch. */
struct state {
	struct pgn_lexer lx;
	struct tc_game g;
	struct tc_games gs;
	struct tc_record rec;
	struct tc_buf keep;	/* the input, for --invalid */
	struct stretch_lines lines;
	const char *file;
	struct out *o;
	struct tally *t;
};

static void
usage(FILE *fp)
{
	fprintf(fp, "usage: %s --to pgn|san|lan|uci|long|afen|fen|epd|json|"
	    "text|svg\n               [--from pgn|long|json|afen|fen|epd] "
	    "[--moves san|lan|uci]\n               [--no-comments] "
	    "[--no-variations] [--no-nags] [--drop-marks]\n               "
	    "[--no-positions] [-j jobs] [--strict] [-V variant] [--json] "
	    "[-q]\n               [-o file] [file ...]\n        " SELECT_USAGE
	    "\n", argv0);
}

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

/* A game FEN cannot show (--to fen, epd). */
static void
fen_refused(struct state *st, const char *what,
    const struct tc_variant *var)
{
	char msg[200];

	snprintf(msg, sizeof(msg), "%s has %s, which FEN cannot show: use "
	    "--to afen%s", what, fen_unshown(var), strchr(var->marks, '*') ?
	    "" : " or --drop-marks");
	game_error(st, msg);
}

/* Write finished game g (with no error) in the output format. */
static void
put_game(struct state *st)
{
	const struct tc_game *g = &st->g;
	struct tc_buf *b = out_stdout(st->o);
	struct out_pos mark = out_tell(st->o);

	switch (to) {
	case TO_PGN:
		game_write_pgn(b, g, &st->rec, &pgn_opts);
		break;
	case TO_JSON:
		game_write_json(b, g, &st->rec, no_positions ?
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
		if (game_write_moves(b, g, &st->rec, notation(to)))
			break;
		out_undo(st->o, mark);
		game_error(st, "the long form cannot hold a game from a FEN "
		    "position or with a null move");
		break;
	case TO_AFEN:
	case TO_FEN:
	case TO_EPD:
		if (game_write_plies(b, g, &st->rec, line_flags))
			break;
		out_undo(st->o, mark);
		fen_refused(st, "a position of the game", g->var);
		break;
	case TO_TEXT:
	case TO_SVG:
		diagram_game(st->o, st->t, st->file, g, &st->rec);
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
static void
end_game(void *ctx)
{
	struct state *st = ctx;
	struct tc_game *g = &st->g;
	bool drawn;

	if (g->skipped) {
		st->t->skipped++;
		return;
	}
	if (!select_keep(st->t, g, strict))
		return;
	drawn = (to != TO_TEXT && to != TO_SVG) || diagram_pick(false);
	st->t->games++;
	out_report(st->o, st->file, g, strict);
	if (g->nerr || (strict && g->nwarn)) {
		st->t->errors++;
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

static void
json_game(void *ctx, long lineno, const char *s, size_t len)
{
	struct state *st = ctx;
	struct tc_diag err;
	int r;

	r = game_next_json(&st->gs, s, len, lineno, &err);
	if (r == GAMES_BAD) {
		if (to == TO_TEXT || to == TO_SVG)
			(void)diagram_pick(false);
		out_report(st->o, st->file, &st->g, strict);
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

static void
position(void *ctx, long lineno, const char *s, size_t len)
{
	struct state *st = ctx;
	struct tc_buf *b;
	struct tc_pos pos;
	struct tc_diags d;
	size_t rest = len;
	bool valid, drawn = (to != TO_TEXT && to != TO_SVG) ||
	    diagram_pick(true);

	d.n = d.nerr = d.nwarn = 0;
	valid = afen_read(&pos, opt_variant ? opt_variant :
	    tc_variant_for_positions(), s, len, TC_AFEN_EPD |
	    (strict ? TC_AFEN_STRICT : 0), &d, &rest) == 0;
	out_diags(st->o, st->file, lineno, &d);
	st->t->positions++;
	if (!valid) {
		st->t->errors++;
		st->t->status = EXIT_INVALID;
	} else {
		epd_clocks(s, len, rest, &pos);
	}
	if (to == TO_JSON)
		position_json(st, lineno, s, len, &pos, &d, valid);
	if (to == TO_JSON || !valid)
		return;
	b = out_stdout(st->o);
	if (to == TO_AFEN || to == TO_FEN || to == TO_EPD) {
		if (!epd_rewrite(b, &pos, line_flags, s, len, rest)) {
			out_diag(st->o, st->file, lineno, 1, "the position has "
			    "%s, which FEN cannot show: use --to afen%s",
			    fen_unshown(pos.var), strchr(pos.var->marks, '*') ?
			    "" : " or --drop-marks");
			st->t->errors++;
			st->t->status = EXIT_INVALID;
		}
	} else if (to == TO_SAN || to == TO_LAN || to == TO_UCI) {
		moves_write(b, &pos, notation(to));
	} else if ((to == TO_TEXT || to == TO_SVG) && drawn) {
		diagram_position(st->o, st->t, st->file, lineno, &pos);
	}
}

/* ---- stretches and files ---- */

static void
run(void *p, struct stretch *in, struct out *o, struct tally *t,
    bool resume)
{
	struct state *st = p;

	st->file = in->file;
	st->o = o;
	st->t = t;
	games_init(&st->gs, &st->lx, &st->g, opt_variant);
	st->gs.rec = &st->rec;
	st->gs.sel = selection;
	st->gs.keep = select_invalid_only(selection) ? &st->keep : NULL;
	st->gs.longform = in->kind == TC_IN_LONG;
	if (in->kind == TC_IN_POS || in->kind == TC_IN_JSON) {
		stretch_each_line(in, &st->lines, LONGEST_LINE, o, t,
		    in->kind == TC_IN_POS ? position : json_game, st);
		t->numbers = st->gs.number - 1;
	} else {
		stretch_games(in, &st->gs, resume, o, t, end_game, st);
	}
}

static void
state_free(void *p)
{
	struct state *st = p;

	free(st->lines.line);
	buf_free(&st->keep);
}

static void
parts(void *p, struct tc_game **g, struct tc_record **r)
{
	struct state *st = p;

	*g = &st->g;
	*r = &st->rec;
}

static const struct job_tool convert_tool = {
	sizeof(struct state), state_free, run, parts, 1024 * 1024
};

static void
convert_file(const char *path)
{
	static char *head;
	static size_t cap;
	const char *name;
	FILE *fp;
	size_t n = 0;
	int f = from;

	if ((fp = jobs_open(path, &name)) == NULL)
		return;
	last_name = name;
	if (f == TC_IN_MORE)
		f = read_head(fileno(fp), &head, &cap, &n);
	if (f == TC_IN_POS && (to == TO_PGN || to == TO_LONG))
		jobs_error("%s: --to %s needs games, and this input holds "
		    "positions", name, to_name[to]);
	else
		jobs_file(name, fileno(fp), head, n, f, f == TC_IN_PGN ?
		    pgn_cut : f == TC_IN_LONG ? NULL : jobs_line_cut);
	if (fp != stdin)
		fclose(fp);
}

/* Handle convert's own options; false for an unknown one. */
static bool
own_option(int c, const char *arg)
{
	static const char *const froms[] = {
		"pgn", "long", "json", "afen", "fen", "epd", NULL
	};
	static const int from_codes[] = {
		TC_IN_PGN, TC_IN_LONG, TC_IN_JSON, TC_IN_POS, TC_IN_POS,
		TC_IN_POS
	};
	static const char *const moves[] = { "san", "lan", "uci", NULL };
	static const struct {
		int c;
		bool *p, v;
	} flags[] = {
		{ 'C', &pgn_opts.comments, false },
		{ 'W', &pgn_opts.recruits, true },
		{ 'R', &pgn_opts.variations, false },
		{ 'N', &pgn_opts.nags, false },
		{ 'D', &drop_marks, true },
		{ 'P', &no_positions, true },
		{ 's', &strict, true },
	};
	int k;

	if (diagram_option(c, arg))
		return true;
	switch (c) {
	case 't':
		to = (enum to)choice("--to", arg, to_name);
		return true;
	case 'f':
		from = from_codes[choice("--from", arg, froms)];
		return true;
	case 'E':
		eco_path = arg;
		return true;
	case 'm':
		pgn_opts.form = (enum tc_notation)choice("--moves", arg, moves);
		return true;
	}
	for (k = 0; k < (int)(sizeof(flags) / sizeof(flags[0])); k++)
		if (c == flags[k].c) {
			*flags[k].p = flags[k].v;
			return true;
		}
	return false;
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "to", required_argument, NULL, 't' },
		{ "from", required_argument, NULL, 'f' },
		{ "moves", required_argument, NULL, 'm' },
		{ "no-comments", no_argument, NULL, 'C' },
		{ "recruits", no_argument, NULL, 'W' },
		{ "no-variations", no_argument, NULL, 'R' },
		{ "no-nags", no_argument, NULL, 'N' },
		{ "drop-marks", no_argument, NULL, 'D' },
		{ "no-positions", no_argument, NULL, 'P' },
		{ "jobs", required_argument, NULL, 'j' },
		{ "strict", no_argument, NULL, 's' },
		SELECT_LONGOPTS,
		{ "game", required_argument, NULL, 'G' },
		{ "ply", required_argument, NULL, 'L' },
		{ "eco", required_argument, NULL, 'E' },
		COMMON_LONGOPTS
	};
	struct job_tool tool = convert_tool;
	int i, jobs = 1;

	argv0 = prog_name(argv[0], "convert");
	tool_help = convert_help;
	opt_variant = NULL;	/* tags decide for games, Allegiance for lines */
	jobs_options(argc, argv, "t:f:j:s" COMMON_SHORTOPTS, longopts,
	    own_option, usage, &jobs);
	if (opt_json && to == TO_NONE)
		to = TO_JSON;
	if (to == TO_NONE) {
		warnx_("--to is needed: pgn, san, lan, uci, long, afen, fen, "
		    "epd, json, text or svg");
		usage(stderr);
		return EXIT_TROUBLE;
	}
	if (select_invalid_only(selection) && to != TO_PGN) {
		warnx_("--invalid writes the games as they were read: use "
		    "--to pgn");
		return EXIT_TROUBLE;
	}
	/* A game carried from one chunk to the next has no single text. */
	if (select_invalid_only(selection))
		jobs = 1;
	if (to == TO_FEN)
		line_flags = drop_marks ? TC_FEN_DROP : TC_FEN;
	else if (to == TO_EPD)
		line_flags = TC_EPD;
	diagram_setup(to == TO_SVG, to == TO_TEXT);
	if (to == TO_SVG || to == TO_TEXT)
		jobs = 1;	/* diagram_pick() counts games in order */
	tc_init();
	if (eco_path)
		eco_open(eco_path);
	output_setup(opt_output, argv + optind, argc - optind,
	    optind == argc);
	progress_start();
	jobs_start(&tool, jobs, "CONVERT_CHUNK");
	for (i = optind; i < argc; i++)
		convert_file(argv[i]);
	if (optind == argc)
		convert_file("-");
	jobs_stop();
	progress_clear();
	if (to == TO_SVG || to == TO_TEXT)
		diagram_end(last_name);
	if (!quiet && (jobs_total.games || jobs_total.errors ||
	    jobs_total.skipped) && !jobs_total.positions)
		fprintf(stderr, "%s: %ld %s, %ld %s%s%.0ld%s\n", argv0,
		    jobs_total.games, plural(jobs_total.games, "game",
		    "games"), jobs_total.errors, plural(jobs_total.errors,
		    "error", "errors"), jobs_total.skipped ? ", " : "",
		    jobs_total.skipped, jobs_total.skipped ? " skipped" : "");
	return output_end(exit_status);
}
