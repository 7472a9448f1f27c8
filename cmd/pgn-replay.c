/*
** pgn-replay: replay every game of PGN files, check every move and the
** result, report the first error of each game, print positions.
*/
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "util.h"

enum emit { EMIT_NONE, EMIT_FINAL, EMIT_EACH };
enum format { FMT_AFEN, FMT_FEN, FMT_EPD, FMT_JSON };

static enum emit emit = EMIT_NONE;
static bool emit_given;
static enum format format = FMT_AFEN;
static bool strict;
static long games, plies, errors, warnings;
static const char *cur_file;

static void
usage(FILE *fp)
{
	fprintf(fp, "usage: %s [-V variant] [--emit none|final|each] "
	    "[--format afen|fen|epd|json]\n                  [--strict] "
	    "[--json] [-q] [-o file] [file ...]\n", argv0);
}

/* Write pos in the chosen format; false if it cannot be (FEN with marks). */
static bool
print_position(const struct tc_game *g, const struct tc_pos *pos, int ply,
    const char *san)
{
	char afen[TC_AFEN_MAX], *p;
	int spaces = 0;

	afen_write(pos, afen, sizeof(afen));
	switch (format) {
	case FMT_FEN:
		if (strchr(afen, '>'))
			return false;
		/* FALLTHROUGH */
	case FMT_AFEN:
		puts(afen);
		break;
	case FMT_EPD:
		for (p = afen; *p && spaces < 4; p++)
			spaces += *p == ' ';
		printf("%.*s hmvc %u; fmvn %u;\n", (int)(p - afen - 1), afen,
		    pos->halfmove, pos->fullmove);
		break;
	case FMT_JSON:
		printf("{\"game\": %ld, \"ply\": %d", g->number, ply);
		if (san) {
			fputs(", \"san\": ", stdout);
			json_string(stdout, san, strlen(san));
		}
		fputs(", \"afen\": ", stdout);
		json_string(stdout, afen, strlen(afen));
		if (!san) {
			fputs(", \"result\": ", stdout);
			json_string(stdout, g->result, strlen(g->result));
			fputs(", \"status\": ", stdout);
			json_string(stdout, game_status(g),
			    strlen(game_status(g)));
		}
		fputs("}\n", stdout);
		break;
	}
	return true;
}

/* The " (White - Black, Event)" part of a game's diagnostics. */
static const char *
players(const struct tc_game *g)
{
	static char who[400];

	who[0] = '\0';
	if (g->white[0] || g->black[0] || g->event[0])
		snprintf(who, sizeof(who), " (%s - %s%s%s)", g->white[0] ?
		    g->white : "?", g->black[0] ? g->black : "?",
		    g->event[0] ? ", " : "", g->event);
	return who;
}

/*
** A position FEN cannot show is an error of the game (notation.md 3),
** reported once per game.
*/
static void
refuse_fen(const struct tc_game *g, long line, int col, const char *what)
{
	static const struct tc_game *last_game;
	static long last_number = -1;

	if (g == last_game && g->number == last_number)
		return;
	last_game = g;
	last_number = g->number;
	diag(cur_file, line, col, "game %ld%s: %s has grey pieces, which FEN "
	    "cannot show: use --format afen", g->number, players(g), what);
	errors++;
	raise_status(EXIT_INVALID);
}

static void
on_ply(void *ctx, const struct tc_game *g)
{
	char san[TC_MOVE_MAX], what[64];

	(void)ctx;
	move_write(&g->prev, g->last, TC_SAN, san);
	if (!print_position(g, &g->pos, g->plies, san)) {
		snprintf(what, sizeof(what), "the position after %s", san);
		refuse_fen(g, g->move_line, g->move_col, what);
	}
}

static void
report(const struct tc_game *g)
{
	const char *who = players(g);
	int i;

	for (i = 0; i < g->ndiag; i++) {
		const struct tc_game_diag *x = &g->diag[i];
		bool warn = x->warning && !strict;

		diag(cur_file, x->line, x->col, "%sgame %ld%s: %s%s%s",
		    warn ? "warning: " : "", g->number, who, x->move,
		    x->move[0] ? ": " : "", x->msg);
	}
	if (g->ndiag < g->nerr + g->nwarn)
		diag(cur_file, g->diag[g->ndiag - 1].line, 1, "game %ld: %d "
		    "more diagnostics not shown", g->number,
		    g->nerr + g->nwarn - g->ndiag);
}

/* End a game: report it and print its final position.  False if there
** was no game (only blanks or comments). */
static void json_game(const struct tc_game *g);

static bool
finish(struct tc_game *g, long line, int col)
{
	int i;

	game_finish(g, line, col);
	if (!g->started && !g->ntags) {
		/* Bytes outside any game: reported, but no game. */
		for (i = 0; i < g->ndiag; i++)
			diag(cur_file, g->diag[i].line, g->diag[i].col, "%s",
			    g->diag[i].msg);
		errors += g->nerr;
		if (g->nerr)
			raise_status(EXIT_INVALID);
		return false;
	}
	games++;
	plies += g->plies;
	errors += g->nerr;
	warnings += g->nwarn;
	report(g);
	if (g->nerr || (strict && g->nwarn))
		raise_status(EXIT_INVALID);
	if (emit == EMIT_FINAL && format == FMT_JSON)
		json_game(g);
	else if (emit == EMIT_FINAL && !g->failed && !print_position(g, &g->pos,
	    g->plies, NULL))
		refuse_fen(g, g->result_line, g->result_col, "the final "
		    "position");
	return true;
}

struct input {
	int fd;
	bool error;
};

static void
json_key(const char *key, const char *value)
{
	printf(", \"%s\": ", key);
	json_string(stdout, value, strlen(value));
}

/*
** The JSON record of a finished game: its final position (the last good
** one when it has an error), result, status and diagnostics.
*/
static void
json_game(const struct tc_game *g)
{
	char afen[TC_AFEN_MAX];
	int i, w;

	afen_write(&g->pos, afen, sizeof(afen));
	printf("{\"game\": %ld, \"ply\": %d", g->number, g->plies);
	if (g->ready)
		json_key("afen", afen);
	else
		fputs(", \"afen\": null", stdout);	/* never set up */
	json_key("result", g->result);
	json_key("status", game_status(g));
	for (w = 0; w < 2; w++) {
		int n = 0;

		printf(", \"%s\": [", w ? "warnings" : "errors");
		for (i = 0; i < g->ndiag; i++) {
			const struct tc_game_diag *x = &g->diag[i];

			if (x->warning != (w == 1))
				continue;
			printf("%s{\"file\": ", n++ ? ", " : "");
			json_string(stdout, cur_file, strlen(cur_file));
			printf(", \"line\": %ld, \"column\": %d, \"game\": %ld",
			    x->line, x->col, g->number);
			json_key("move", x->move);
			json_key("message", x->msg);
			putchar('}');
		}
		putchar(']');
	}
	puts("}");
}

static size_t
read_file(void *ctx, char *buf, size_t cap)
{
	struct input *in = ctx;
	ssize_t r = input_read(in->fd, buf, cap);

	if (r < 0) {
		in->error = true;
		return 0;
	}
	return (size_t)r;
}

static void
replay_file(const char *path)
{
	static struct pgn_lexer lx;
	static struct tc_game g;
	struct input in = { 0, false };
	FILE *fp = stdin;
	long number = 0;
	int t, r;

	cur_file = "<stdin>";
	if (strcmp(path, "-") != 0) {
		if ((fp = fopen(path, "rb")) == NULL) {
			warnx_("%s: %s", path, strerror(errno));
			raise_status(EXIT_TROUBLE);
			return;
		}
		cur_file = path;
	}
	in.fd = fileno(fp);
	pgn_init(&lx, read_file, &in);
	/* Games are numbered from 1 in each file. */
	game_init(&g, opt_variant, ++number);
	g.on_ply = emit == EMIT_EACH ? on_ply : NULL;
	do {
		t = pgn_next(&lx);
		r = game_feed(&g, &lx);
		if (r == GAME_NEXT) {
			if (finish(&g, lx.tline, lx.tcol))
				number++;
			game_init(&g, opt_variant, number);
			g.on_ply = emit == EMIT_EACH ? on_ply : NULL;
			r = game_feed(&g, &lx);
		}
		if (r == GAME_DONE) {
			if (finish(&g, lx.tline, lx.tcol))
				number++;
			game_init(&g, opt_variant, number);
			g.on_ply = emit == EMIT_EACH ? on_ply : NULL;
		}
	} while (t != PGN_EOF);
	if (in.error) {
		warnx_("%s: %s", cur_file, strerror(errno));
		raise_status(EXIT_TROUBLE);
	}
	if (fp != stdin)
		fclose(fp);
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "emit", required_argument, NULL, 'E' },
		{ "format", required_argument, NULL, 'F' },
		{ "strict", no_argument, NULL, 's' },
		COMMON_LONGOPTS
	};
	struct timespec t0, t1;
	double secs;
	int c, i;

	argv0 = "pgn-replay";
	opt_variant = NULL;	/* each game's tags decide unless -V */
	while ((c = getopt_long(argc, argv, "s" COMMON_SHORTOPTS, longopts,
	    NULL)) != -1) {
		switch (c) {
		case 'E':
			emit_given = true;
			if (strcmp(optarg, "none") == 0)
				emit = EMIT_NONE;
			else if (strcmp(optarg, "final") == 0)
				emit = EMIT_FINAL;
			else if (strcmp(optarg, "each") == 0)
				emit = EMIT_EACH;
			else {
				warnx_("--emit: '%s' is not none, final or "
				    "each", optarg);
				return EXIT_TROUBLE;
			}
			break;
		case 'F':
			if (strcmp(optarg, "afen") == 0)
				format = FMT_AFEN;
			else if (strcmp(optarg, "fen") == 0)
				format = FMT_FEN;
			else if (strcmp(optarg, "epd") == 0)
				format = FMT_EPD;
			else if (strcmp(optarg, "json") == 0)
				format = FMT_JSON;
			else {
				warnx_("--format: '%s' is not afen, fen, epd or "
				    "json", optarg);
				return EXIT_TROUBLE;
			}
			break;
		case 's':
			strict = true;
			break;
		default:
			if (!common_option(c, optarg, usage))
				abort();
		}
	}
	if (opt_json)
		format = FMT_JSON;
	if (opt_json && !emit_given)
		emit = EMIT_FINAL;
	tc_init();
	output_setup(opt_output);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = optind; i < argc; i++)
		replay_file(argv[i]);
	if (optind == argc)
		replay_file("-");
	clock_gettime(CLOCK_MONOTONIC, &t1);
	secs = (double)(t1.tv_sec - t0.tv_sec) +
	    (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
	if (!quiet)
		fprintf(stderr, "%s: %ld games, %ld plies, %ld errors, %ld "
		    "warnings, %.2f s (%.0f games/s)\n", argv0, games, plies,
		    errors, warnings, secs, secs > 0 ? (double)games / secs :
		    0.0);
	if (!output_close())
		return EXIT_TROUBLE;
	return exit_status;
}
