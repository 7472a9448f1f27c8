/*
** pgn-replay: replay every game of PGN files, check every move and the
** result, report the first error of each game, print positions.  With
** -j N, N threads replay the games (jobs.h) and the output is that of one.
*/
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "jobs.h"
#include "select.h"
#include "progress.h"

enum emit { EMIT_NONE, EMIT_FINAL, EMIT_EACH };
enum format { FMT_AFEN, FMT_FEN, FMT_EPD, FMT_JSON };

static enum emit emit = EMIT_NONE;
static bool emit_given;
static enum format format = FMT_AFEN;
static bool strict;

/* What one thread needs to replay a stretch. */
struct state {
	struct pgn_lexer lx;
	struct tc_game g;
	struct tc_games gs;
	const char *file;
	struct out *o;
	struct tally *t;
	long refused;		/* the last game refused for FEN */
	struct out_pos start;	/* where the output of game started is */
	long started;
};

static void
usage(FILE *fp)
{
	fprintf(fp, "usage: %s [-V variant] [--emit none|final|each] "
	    "[--format afen|fen|epd|json]\n                  [-j jobs] "
	    "[--strict] [--json] [-q] [-o file] [file ...]\n        "
	    SELECT_USAGE "\n        " PART_USAGE "\n", argv0);
}

/* Write pos in the chosen format; false if it cannot be (FEN with marks). */
static bool
print_position(struct state *s, const struct tc_pos *pos, const char *san)
{
	static const unsigned flags[] = { 0, TC_FEN, TC_EPD };
	struct tc_buf *b = out_stdout(s->o);
	struct tc_pos_json j;

	switch (format) {
	case FMT_AFEN:
	case FMT_FEN:
	case FMT_EPD:
		return pos_write_line(b, pos, flags[format]);
	case FMT_JSON:
		pos_json_init(&j);
		j.game = s->g.number;
		j.ply = s->g.plies;
		j.san = san;
		j.pos = pos;
		pos_write_json(b, &j);
		return true;
	}
	return true;
}

/*
** A position FEN cannot show is an error of the game (notation.md 3),
** reported once per game.
*/
static void
refuse_fen(struct state *s, long line, int col, const char *what,
    const struct tc_pos *pos)
{
	char msg[160], why[64];

	if (s->g.number == s->refused)
		return;
	s->refused = s->g.number;
	fen_why_not(pos, TC_FEN, why, sizeof(why));
	snprintf(msg, sizeof(msg), "%s has %s, which FEN cannot show: use "
	    "--format afen", what, why);
	out_game_error(s->o, s->file, &s->g, line, col, msg);
	s->t->errors++;
	s->t->status = EXIT_INVALID;
}

static void
on_ply(void *ctx, const struct tc_game *g)
{
	struct state *s = ctx;
	char san[TC_MOVE_MAX], what[64];

	if (g->plies == 1) {
		s->start = out_tell(s->o);
		s->started = g->number;
	}
	move_write(&g->prev, g->last, TC_SAN, san);
	if (!print_position(s, &g->pos, san)) {
		snprintf(what, sizeof(what), "the position after %s", san);
		refuse_fen(s, g->move_line, g->move_col, what, &g->pos);
	}
}

/*
** The JSON record of a finished game: its final position (the last good
** one when it has an error), result, status and diagnostics.
*/
static void
json_game(struct state *s)
{
	const struct tc_game *g = &s->g;
	struct tc_pos_json j;
	int k;

	/* In a part, lines count from the game's first line, as in messages. */
	for (k = 0; part_span.on && k < g->ndiag; k++)
		s->g.diag[k].line -= g->raw_line - 1;
	pos_json_init(&j);
	j.game = g->number;
	j.ply = g->plies;
	j.pos = g->ready ? &g->pos : NULL;
	j.result = g->result;
	j.status = game_status(g);
	j.diags = true;
	j.file = s->file;
	j.g = g;
	pos_write_json(out_stdout(s->o), &j);
}

/* Count, report and print a finished game. */
static void
finish(void *ctx)
{
	struct state *s = ctx;
	struct tc_game *g = &s->g;
	struct tally *t = s->t;
	int k;

	if (!select_keep(t, g, strict)) {
		if (s->started == g->number)
			out_undo(s->o, s->start);
		return;
	}
	t->games++;
	t->plies += g->plies;
	/* Under --strict a warning is an error, and counted as one. */
	t->errors += g->nerr + (strict ? g->nwarn : 0);
	t->warnings += strict ? 0 : g->nwarn;
	t->strict += strict ? g->nwarn : 0;
	for (k = 0; k < TC_MAXSIDES; k++)
		t->proof[g->proof[k]]++;
	out_report(s->o, s->file, g, strict);
	if (g->nerr || (strict && g->nwarn))
		t->status = EXIT_INVALID;
	if (emit == EMIT_FINAL && format == FMT_JSON)
		json_game(s);
	else if (emit == EMIT_FINAL && !g->failed && !print_position(s,
	    &g->pos, NULL))
		refuse_fen(s, g->result_line, g->result_col, "the final "
		    "position", &g->pos);
}

static void
run(void *st, struct stretch *in, struct out *o, struct tally *t,
    bool resume)
{
	struct state *s = st;

	games_init(&s->gs, &s->lx, &s->g, opt_variant);
	s->gs.on_ply = emit == EMIT_EACH ? on_ply : NULL;
	s->gs.ctx = s;
	s->gs.sel = selection;
	s->started = 0;
	s->file = in->file;
	s->o = o;
	s->t = t;
	s->refused = 0;
	stretch_games(in, &s->gs, resume, o, t, finish, s);
}

static void
parts(void *st, struct tc_game **g, struct tc_record **r)
{
	*g = &((struct state *)st)->g;
	*r = NULL;
}

static const struct job_tool replay_tool = {
	sizeof(struct state), NULL, run, parts, 1024 * 1024
};

/*
** What the records proved of the players' secret lists (the Traitor
** family), so that a status of 0 says what it covers.
*/
static void
lists_summary(void)
{
	const long *p = jobs_total.proof;
	long none = p[TC_PROOF_ABSENT] + p[TC_PROOF_UNCOMMITTED];

	if (p[TC_PROOF_VERIFIED] + p[TC_PROOF_HIDDEN] + none == 0)
		return;
	fprintf(stderr, "%s: secret lists: %ld committed and verified, %ld "
	    "committed and hidden, %ld not committed\n", argv0,
	    p[TC_PROOF_VERIFIED], p[TC_PROOF_HIDDEN], none);
}

static void
replay_path(const char *path)
{
	const char *name;
	FILE *fp;

	if ((fp = jobs_open(path, &name)) == NULL)
		return;
	if (!part_span.on || part_seek(fileno(fp), name, true, &name))
		jobs_file(name, fileno(fp), NULL, 0, 0, pgn_cut);
	if (fp != stdin)
		fclose(fp);
}

/* Handle pgn-replay's own options; false for an unknown one. */
static bool
own_option(int c, const char *arg)
{
	static const char *const emits[] = { "none", "final", "each", NULL };
	static const char *const formats[] = {
		"afen", "fen", "epd", "json", NULL
	};

	switch (c) {
	case 'E':
		emit = (enum emit)choice("--emit", arg, emits);
		emit_given = true;
		return true;
	case 'F':
		format = (enum format)choice("--format", arg, formats);
		return true;
	case 's':
		strict = true;
		return true;
	}
	return false;
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "emit", required_argument, NULL, 'E' },
		{ "format", required_argument, NULL, 'F' },
		{ "jobs", required_argument, NULL, 'j' },
		{ "strict", no_argument, NULL, 's' },
		SELECT_LONGOPTS,
		PART_LONGOPTS,
		COMMON_LONGOPTS
	};
	struct job_tool tool = replay_tool;
	struct timespec t0, t1;
	double secs;
	char note[64];
	int i, st, jobs = 1;

	argv0 = prog_name(argv[0], "pgn-replay");
	tool_help = pgn_replay_help;
	opt_variant = NULL;	/* each game's tags decide unless -V */
	jobs_options(argc, argv, "j:s" COMMON_SHORTOPTS, longopts,
	    own_option, usage, &jobs);
	if (opt_json)
		format = FMT_JSON;
	if (opt_json && !emit_given)
		emit = EMIT_FINAL;
	tc_init();
	output_setup(opt_output, argv + optind, argc - optind,
	    optind == argc);
	/* Per-ply output is about ten times its input: smaller chunks. */
	if (emit == EMIT_EACH)
		tool.chunk = 256 * 1024;
	progress_start();
	jobs_start(&tool, jobs, "PGN_REPLAY_CHUNK");
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = optind; i < argc; i++)
		replay_path(argv[i]);
	if (optind == argc)
		replay_path("-");
	jobs_stop();
	progress_clear();
	clock_gettime(CLOCK_MONOTONIC, &t1);
	secs = (double)(t1.tv_sec - t0.tv_sec) +
	    (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
	/* The output first: after an error of its own, no summary. */
	st = output_end(exit_status);
	if (!quiet && output_ok() && jobs_total.skipped)
		fprintf(stderr, "%s: %ld %s skipped\n", argv0,
		    jobs_total.skipped, plural(jobs_total.skipped, "game",
		    "games"));
	if (!quiet && output_ok())
		lists_summary();
	if (!quiet && output_ok())
		fprintf(stderr, "%s: %ld %s, %ld %s, %ld %s%s, %ld %s, %.2f s "
		    "(%.0f games/s)\n", argv0, jobs_total.games,
		    plural(jobs_total.games, "game", "games"), jobs_total.plies,
		    plural(jobs_total.plies, "ply", "plies"), jobs_total.errors,
		    plural(jobs_total.errors, "error", "errors"),
		    strict_note(jobs_total.strict, note, sizeof(note)),
		    jobs_total.warnings, plural(jobs_total.warnings, "warning",
		    "warnings"), secs, secs > 0 ?
		    (double)jobs_total.games / secs : 0.0);
	return st;
}
