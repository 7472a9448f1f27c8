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
#include "convert.h"
#include "select.h"
#include "progress.h"
#include "diagram.h"
#include "eco.h"

static const char *const to_name[] = {
	"pgn", "san", "lan", "uci", "long", "afen", "fen", "epd", "json",
	"text", "svg", "html", NULL
};

static int from = TC_IN_MORE;	/* --from, or detected */
static bool drop_marks;
static const char *last_name = "-";	/* the last file, for diagram_end() */
static const char *eco_path;	/* --eco */

struct convert_opts conv = {
	.to = TO_NONE, .pgn = { TC_SAN, true, true, true, 80, false }
};

#define LONGEST_LINE (64L * 1024 * 1024)	/* a JSON game line */

static void
usage(FILE *fp)
{
	fprintf(fp, "usage: %s --to pgn|san|lan|uci|long|afen|fen|epd|json|"
	    "text|svg|html\n               [--from pgn|san|lan|uci|long|json|"
	    "afen|fen|epd]\n               [--moves san|lan|uci] [--no-comments] "
	    "[--no-variations] [--no-nags]\n               [--recruits] "
	    "[--drop-marks] [--no-positions] [--eco ecofile]\n               "
	    "[--game N] [--ply P] [--flip] [--seat side] [--view view]\n"
	    "               [-j jobs] [--strict] [-V variant] [--json] [-q] "
	    "[-o file] [file ...]\n        " SELECT_USAGE
	    "\n        " PART_USAGE "\n", argv0);
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
	st->gs.movelist = in->kind == TC_IN_MOVES;
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
	if (f == TC_IN_POS && (conv.to == TO_PGN || conv.to == TO_LONG ||
	    conv.to == TO_HTML))
		jobs_error("%s: --to %s needs games, and this input holds "
		    "positions", name, to_name[conv.to]);
	else if (part_span.on && f == TC_IN_LONG)
		jobs_error("%s: the long form has no place to cut it into "
		    "parts", name);
	else if (part_span.on && !part_seek(fileno(fp), name,
	    f == TC_IN_PGN, &name))
		;
	else if (part_span.on)
		jobs_file(name, fileno(fp), NULL, 0, f, f == TC_IN_PGN ?
		    pgn_cut : jobs_line_cut);
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
		"pgn", "san", "lan", "uci", "long", "json", "afen", "fen",
		"epd", NULL
	};
	static const int from_codes[] = {
		TC_IN_PGN, TC_IN_MOVES, TC_IN_MOVES, TC_IN_MOVES, TC_IN_LONG,
		TC_IN_JSON, TC_IN_POS, TC_IN_POS, TC_IN_POS
	};
	static const char *const moves[] = { "san", "lan", "uci", NULL };
	static const struct {
		int c;
		bool *p, v;
	} flags[] = {
		{ 'C', &conv.pgn.comments, false },
		{ 'W', &conv.pgn.recruits, true },
		{ 'R', &conv.pgn.variations, false },
		{ 'N', &conv.pgn.nags, false },
		{ 'D', &drop_marks, true },
		{ 'P', &conv.no_positions, true },
		{ 's', &conv.strict, true },
	};
	int k;

	if (diagram_option(c, arg))
		return true;
	switch (c) {
	case 't':
		conv.to = (enum to)choice("--to", arg, to_name);
		return true;
	case 'f':
		from = from_codes[choice("--from", arg, froms)];
		return true;
	case 'E':
		eco_path = arg;
		return true;
	case 'm':
		conv.pgn.form = (enum tc_notation)choice("--moves", arg, moves);
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
		DIAGRAM_LONGOPTS,
		{ "eco", required_argument, NULL, 'E' },
		PART_LONGOPTS,
		COMMON_LONGOPTS
	};
	struct job_tool tool = convert_tool;
	int i, st, jobs = 1;
	char note[64];

	argv0 = prog_name(argv[0], "convert");
	tool_help = convert_help;
	opt_variant = NULL;	/* tags decide for games, Allegiance for lines */
	jobs_options(argc, argv, "t:f:j:s" COMMON_SHORTOPTS, longopts,
	    own_option, usage, &jobs);
	if (opt_json && conv.to == TO_NONE)
		conv.to = TO_JSON;
	if (conv.to == TO_NONE) {
		warnx_("--to is needed: pgn, san, lan, uci, long, afen, fen, "
		    "epd, json, text, svg or html");
		usage(stderr);
		return EXIT_TROUBLE;
	}
	if (select_invalid_only(selection) && conv.to != TO_PGN) {
		warnx_("--invalid writes the games as they were read: use "
		    "--to pgn");
		return EXIT_TROUBLE;
	}
	/* A game carried from one chunk to the next has no single text. */
	if (select_invalid_only(selection))
		jobs = 1;
	if (conv.to == TO_FEN)
		conv.line_flags = drop_marks ? TC_FEN_DROP : TC_FEN;
	else if (conv.to == TO_EPD)
		conv.line_flags = TC_EPD;
	diagram_setup(conv.to == TO_SVG, conv.to == TO_TEXT,
	    conv.to == TO_HTML);
	if (conv.to == TO_SVG || conv.to == TO_TEXT || conv.to == TO_HTML)
		jobs = 1;	/* in order: diagram_pick(), the page's list */
	if (part_span.on && (conv.to == TO_SVG || conv.to == TO_TEXT ||
	    conv.to == TO_HTML || conv.to == TO_LONG))
		usage_error("--bytes and --part cannot go with --to %s",
		    to_name[conv.to]);
	tc_init();
	if (eco_path)
		eco_open(eco_path);
	output_setup(opt_output, argv + optind, argc - optind,
	    optind == argc);
	if (conv.to == TO_HTML)
		diagram_html_start(optind < argc ? argv[optind] : "games");
	progress_start();
	jobs_start(&tool, jobs, "CONVERT_CHUNK");
	for (i = optind; i < argc; i++)
		convert_file(argv[i]);
	if (optind == argc)
		convert_file("-");
	jobs_stop();
	progress_clear();
	if (conv.to == TO_SVG || conv.to == TO_TEXT)
		diagram_end(last_name);
	if (conv.to == TO_HTML)
		diagram_html_end();
	/* The output first: after an error of its own, no summary. */
	st = output_end(exit_status);
	if (!quiet && output_ok() && (jobs_total.games || jobs_total.errors ||
	    jobs_total.skipped) && !jobs_total.positions)
		fprintf(stderr, "%s: %ld %s, %ld %s%s%s%.0ld%s\n", argv0,
		    jobs_total.games, plural(jobs_total.games, "game",
		    "games"), jobs_total.errors, plural(jobs_total.errors,
		    "error", "errors"), strict_note(jobs_total.strict, note,
		    sizeof(note)), jobs_total.skipped ? ", " : "",
		    jobs_total.skipped, jobs_total.skipped ? " skipped" : "");
	return st;
}
