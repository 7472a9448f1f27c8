/*
** convert: games and positions from one notation or format to another.
** Games (PGN, the original long form, JSON Lines) are replayed and
** checked, then written as PGN, move lists, per-ply positions, JSON or
** diagrams; positions (AFEN, FEN, EPD lines) as positions, JSON, legal
** move lists or diagrams.
*/
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include "util.h"

enum from { FROM_AUTO, FROM_PGN, FROM_LONG, FROM_JSON, FROM_POS };
enum to {
	TO_PGN, TO_SAN, TO_LAN, TO_UCI, TO_LONG, TO_AFEN, TO_FEN, TO_EPD,
	TO_JSON, TO_TEXT, TO_SVG, TO_NONE
};

static const char *const to_name[] = {
	"pgn", "san", "lan", "uci", "long", "afen", "fen", "epd", "json",
	"text", "svg"
};

static enum from from = FROM_AUTO;
static enum to to = TO_NONE;
static struct tc_pgn_opts pgn_opts = { TC_SAN, true, true, true, 80 };
static bool strict, drop_marks;
static long games, positions, errors;
static bool any_long;		/* a long form game was written */

static void
usage(FILE *fp)
{
	fprintf(fp, "usage: %s --to pgn|san|lan|uci|long|afen|fen|epd|json|"
	    "text|svg\n               [--from pgn|long|json|afen|fen|epd] "
	    "[--moves san|lan|uci]\n               [--no-comments] "
	    "[--no-variations] [--no-nags] [--drop-marks]\n               "
	    "[--strict] [-V variant] [--json] [-q] [-o file] [file ...]\n",
	    argv0);
}

/* ---- input ---- */

#define LONGEST_LINE (64L * 1024 * 1024)	/* a JSON game line */

struct src {
	int fd;
	const char *name;
	bool eof, error;
	size_t pos, len;
	char buf[65536];
};

/* Read more input after what is buffered; false at the end. */
static bool
src_fill(struct src *s)
{
	ssize_t r;

	if (s->eof)
		return false;
	if (s->pos > 0) {
		memmove(s->buf, s->buf + s->pos, s->len - s->pos);
		s->len -= s->pos;
		s->pos = 0;
	}
	if (s->len == sizeof(s->buf))
		return true;
	r = input_read(s->fd, s->buf + s->len, sizeof(s->buf) - s->len);
	if (r <= 0) {
		s->eof = true;
		if (r < 0)
			s->error = true;
		return false;
	}
	s->len += (size_t)r;
	return true;
}

/* The PGN lexer's read function: the buffered bytes, then the file. */
static size_t
src_read(void *ctx, char *out, size_t cap)
{
	struct src *s = ctx;
	size_t n;

	if (s->pos == s->len && !src_fill(s))
		return 0;
	n = s->len - s->pos < cap ? s->len - s->pos : cap;
	memcpy(out, s->buf + s->pos, n);
	s->pos += n;
	return n;
}

/*
** The next line into *line (growing it), without its newline and a
** trailing CR.  Returns 1, 0 at the end, -1 for a line too long (it is
** skipped; *len is its length).
*/
static int
src_line(struct src *s, char **line, size_t *cap, size_t *len)
{
	size_t n = 0;
	bool any = false, over = false;

	for (;;) {
		char *start, *nl;
		size_t avail, take;

		if (s->pos == s->len && !src_fill(s))
			break;
		any = true;
		start = s->buf + s->pos;
		avail = s->len - s->pos;
		nl = memchr(start, '\n', avail);
		take = nl ? (size_t)(nl - start) : avail;
		if (!over && n + take + 1 > *cap) {
			size_t c = *cap ? *cap : 4096;
			char *q;

			while (c < n + take + 1)
				c *= 2;
			if (c > (size_t)LONGEST_LINE ||
			    (q = realloc(*line, c)) == NULL) {
				over = true;
			} else {
				*line = q;
				*cap = c;
			}
		}
		if (!over)
			memcpy(*line + n, start, take);
		n += take;
		s->pos += take + (nl != NULL);
		if (nl)
			break;
	}
	*len = n;
	if (!any)
		return 0;
	if (over)
		return -1;
	if (n > 0 && (*line)[n - 1] == '\r')
		*len = --n;
	(*line)[n] = '\0';
	return 1;
}

static bool
is_square(const char *p)
{
	return p[0] >= 'a' && p[0] <= 'h' && p[1] >= '1' && p[1] <= '8';
}

/*
** Guess what the input holds from its first bytes: a JSON object, a PGN
** tag, a position, or a move number followed by a move in the long form
** ("1. e2e4"); anything else is read as PGN movetext.
*/
static enum from
detect(struct src *s)
{
	const char *p, *end;
	size_t i = 0;

	/* Enough to see the first line: input that trickles in a line at
	 * a time is converted as it comes. */
	for (;;) {
		p = s->buf;
		end = s->buf + s->len;
		while (p < end && (*p == ' ' || *p == '\t' || *p == '\r' ||
		    *p == '\n' || (unsigned char)*p >= 0xef))
			p++;
		if ((p < end && memchr(p, '\n', (size_t)(end - p))) ||
		    s->len >= 4096 || !src_fill(s))
			break;
	}
	p = s->buf;
	end = s->buf + s->len;
	if (end - p >= 3 && memcmp(p, "\xef\xbb\xbf", 3) == 0)
		p += 3;
	while (p < end && (*p == ' ' || *p == '\t' || *p == '\r' ||
	    *p == '\n'))
		p++;
	if (p == end || *p == '[' || *p == '%' || *p == ';')
		return FROM_PGN;
	if (*p == '{') {
		/* a PGN comment is "{text}", a JSON object "{"key": ..." */
		for (p++; p < end && (*p == ' ' || *p == '\t'); p++)
			;
		return p < end && *p == '"' ? FROM_JSON : FROM_PGN;
	}
	/*
	 * A position's board field: ranks split by '/', only pieces, marks
	 * and digits ("1/2-1/2" is a result).
	 */
	{
		int slashes = 0;

		for (i = 0; p + i < end && p[i] != ' ' && p[i] != '\n' &&
		    p[i] != '\r' && p[i] != '\t'; i++) {
			if (p[i] == '/')
				slashes++;
			else if (!strchr("pnbrqkaPNBRQKA0123456789>^&%*",
			    p[i]))
				break;
		}
		if (slashes >= 2 && (p + i == end || strchr(" \n\r\t", p[i])))
			return FROM_POS;
	}
	if (end - p >= 7 && p[0] == '1' && p[1] == '.' && p[2] == ' ') {
		p += 3;
		if (*p == 'N' || *p == 'B' || *p == 'R' || *p == 'Q' ||
		    *p == 'K')
			p++;
		if (end - p >= 4 && is_square(p) && (is_square(p + 2) ||
		    ((p[2] == 'x' || p[2] == '>') && end - p >= 5 &&
		    is_square(p + 3))))
			return FROM_LONG;
	}
	return FROM_PGN;
}

/* ---- output ---- */

static struct tc_buf out;

/* Write what is buffered; a write error ends the run (exit 2). */
static void
flush_out(void)
{
	if (out.nomem) {
		warnx_("out of memory");
		exit(EXIT_TROUBLE);
	}
	if (out.n > 0 && fwrite(out.p, 1, out.n, stdout) != out.n) {
		output_close();
		exit(EXIT_TROUBLE);
	}
	out.n = 0;
}

/* The AFEN of pos, or its FEN: the AFEN without marks. */
static bool
position_string(const struct tc_pos *pos, char *afen)
{
	char *p, *q;

	afen_write(pos, afen, TC_AFEN_MAX);
	if (to != TO_FEN)
		return true;
	for (p = q = afen; *p && *p != ' '; p++) {
		if (strchr(">^&%*", *p) == NULL)
			*q++ = *p;
		else if (!drop_marks)
			return false;
	}
	memmove(q, p, strlen(p) + 1);
	return true;
}

/*
** One position line in the output format (afen, fen or epd).  An EPD
** keeps the opcodes read (if any), after the clocks as hmvc and fmvn
** when the input had them or no opcodes.
*/
static void
put_position(const struct tc_pos *pos, const char *opcodes, bool clocks)
{
	char afen[TC_AFEN_MAX], *p;
	int spaces = 0;

	position_string(pos, afen);
	if (to != TO_EPD) {
		buf_add(&out, afen, strlen(afen));
		buf_add(&out, "\n", 1);
		return;
	}
	for (p = afen; *p && spaces < 4; p++)
		spaces += *p == ' ';
	buf_add(&out, afen, (size_t)(p - afen - 1));
	if (clocks || !opcodes || !*opcodes) {
		char ops[64];

		snprintf(ops, sizeof(ops), " hmvc %u; fmvn %u;", pos->halfmove,
		    pos->fullmove);
		buf_add(&out, ops, strlen(ops));
	}
	if (opcodes && *opcodes) {
		buf_add(&out, " ", 1);
		buf_add(&out, opcodes, strlen(opcodes));
	}
	buf_add(&out, "\n", 1);
}

/* The legal moves of pos in one line. */
static void
put_moves(const struct tc_pos *pos, enum tc_notation form)
{
	struct tc_movelist ml;
	char move[TC_MOVE_MAX];
	int i;

	move_legal(pos, &ml);
	for (i = 0; i < ml.n; i++) {
		move_write(pos, ml.m[i], form, move);
		if (i)
			buf_add(&out, " ", 1);
		buf_add(&out, move, strlen(move));
	}
	buf_add(&out, "\n", 1);
}

static void
put_diagram(const struct tc_pos *pos, const char *title)
{
	if (to == TO_TEXT) {
		pos_write_text(&out, pos);
		buf_add(&out, "\n", 1);
	} else {
		pos_write_svg(&out, pos, title);
	}
}

static enum tc_notation
notation(enum to t)
{
	return t == TO_LAN ? TC_LAN : t == TO_UCI ? TC_UCI : t == TO_LONG ?
	    TC_LONG : TC_SAN;
}

/* A game error found while writing it. */
static void
game_error(const char *file, const struct tc_game *g, long line, int col,
    const char *msg)
{
	char who[400];

	game_players(g, who, sizeof(who));
	diag(file, line, col, "game %ld%s: %s", g->number, who, msg);
	errors++;
	raise_status(EXIT_INVALID);
}

/* Every position of the main line after its moves. */
static void
put_plies(const char *file, const struct tc_game *g,
    const struct tc_record *r)
{
	struct tc_pos pos = g->start;
	struct tc_undo u;
	char afen[TC_AFEN_MAX];
	int32_t i;

	for (i = r->head; i >= 0; i = r->node[i].next) {
		pos_make(&pos, r->node[i].m, &u);
		if (!position_string(&pos, afen)) {
			out.n = 0;
			game_error(file, g, g->result_line, g->result_col,
			    "a position of the game has grey pieces, which "
			    "FEN cannot show: use --to afen or --drop-marks");
			return;
		}
		put_position(&pos, NULL, true);
	}
}

/* Write finished game g (with no error) in the output format. */
static void
put_game(const char *file, const struct tc_game *g,
    const struct tc_record *r)
{
	char title[900], who[400];
	size_t mark = out.n;

	switch (to) {
	case TO_PGN:
		game_write_pgn(&out, g, r, &pgn_opts);
		break;
	case TO_JSON:
		game_write_json(&out, g, r);
		break;
	case TO_LONG:
		if (r->head < 0)
			break;	/* a game without moves has no long form */
		if (any_long)
			buf_add(&out, "\n", 1);
		/* FALLTHROUGH */
	case TO_SAN:
	case TO_LAN:
	case TO_UCI:
		if (!game_write_moves(&out, g, r, notation(to))) {
			out.n = mark;
			game_error(file, g, g->result_line, g->result_col,
			    "the long form cannot hold a game from a FEN "
			    "position or with a null move");
			return;
		}
		any_long = true;
		break;
	case TO_AFEN:
	case TO_FEN:
	case TO_EPD:
		put_plies(file, g, r);
		break;
	case TO_TEXT:
	case TO_SVG:
		game_players(g, who, sizeof(who));
		snprintf(title, sizeof(title), "game %ld%s, final position",
		    g->number, who);
		put_diagram(&g->pos, title);
		break;
	case TO_NONE:
		break;
	}
	flush_out();
}

/* ---- games ---- */

static struct tc_record rec;
static struct tc_game *game;
static struct pgn_lexer *lexer;

static void
start_game(long number)
{
	game_init(game, opt_variant, number);
	game->rec = &rec;
	game->longform = from == FROM_LONG;
}

/* Report and write a finished game; false if there was no game. */
static bool
end_game(const char *file, long line, int col)
{
	struct tc_game *g = game;
	int i;

	game_finish(g, line, col);
	if (!g->started && !g->ntags) {
		/* bytes outside any game: reported, but no game */
		for (i = 0; i < g->ndiag; i++)
			diag(file, g->diag[i].line, g->diag[i].col, "%s",
			    g->diag[i].msg);
		errors += g->nerr;
		if (g->nerr)
			raise_status(EXIT_INVALID);
		return false;
	}
	games++;
	game_report(file, g, strict);
	if (g->nerr || (strict && g->nwarn)) {
		errors++;
		raise_status(EXIT_INVALID);
		return true;
	}
	if (rec.nomem) {
		game_error(file, g, g->result_line, g->result_col, "game too "
		    "large to convert: more than 1000000 moves or 64 MB of "
		    "tags and comments (or out of memory)");
		return true;
	}
	put_game(file, g, &rec);
	return true;
}

static void
read_pgn(struct src *s)
{
	long number = 1;
	int t, r;

	pgn_init(lexer, src_read, s);
	start_game(number);
	do {
		t = pgn_next(lexer);
		r = game_feed(game, lexer);
		if (r == GAME_NEXT) {
			if (end_game(s->name, lexer->tline, lexer->tcol))
				number++;
			start_game(number);
			r = game_feed(game, lexer);
		}
		if (r == GAME_DONE) {
			if (end_game(s->name, lexer->tline, lexer->tcol))
				number++;
			start_game(number);
		}
	} while (t != PGN_EOF);
}

static bool
blank(const char *s, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (s[i] != ' ' && s[i] != '\t')
			return false;
	return true;
}

static void
too_long(const struct src *s, long lineno, size_t len)
{
	diag(s->name, lineno, 1, "line of %zu bytes is longer than %ld: "
	    "skipped", len, LONGEST_LINE);
	errors++;
	raise_status(EXIT_INVALID);
}

static void
read_json(struct src *s)
{
	static char *line;
	static size_t cap;
	struct tc_diag err;
	size_t len;
	long lineno = 0, number = 0;
	int r;

	while ((r = src_line(s, &line, &cap, &len)) != 0) {
		lineno++;
		if (r < 0) {
			too_long(s, lineno, len);
			continue;
		}
		if (blank(line, len))
			continue;
		start_game(++number);
		if (!game_read_json(game, lexer, line, len, lineno, &err)) {
			game_report(s->name, game, strict);
			diag(s->name, lineno, err.col, "game %ld: %s", number,
			    err.msg);
			games++;
			errors++;
			raise_status(EXIT_INVALID);
			continue;
		}
		end_game(s->name, lineno, (int)(len < INT32_MAX ? len + 1 :
		    INT32_MAX));
	}
}

/* ---- positions ---- */

static void
put_position_json(const char *file, long lineno, const char *s, size_t len,
    const struct tc_pos *pos, const struct tc_diags *d, bool valid)
{
	char afen[TC_AFEN_MAX];

	buf_add(&out, "{\"afen\": ", 9);
	if (valid) {
		afen_write(pos, afen, sizeof(afen));
		buf_json_string(&out, afen, strlen(afen));
	} else {
		buf_json_string(&out, s, len);
	}
	flush_out();
	printf(", \"valid\": %s, \"errors\": [", valid ? "true" : "false");
	json_diags(file, lineno, d, false);
	fputs("], \"warnings\": [", stdout);
	json_diags(file, lineno, d, true);
	fputs("]", stdout);
	if (valid) {
		fputs(", \"moves\": [", stdout);
		{
			struct tc_movelist ml;
			char move[TC_MOVE_MAX];
			int i;

			move_legal(pos, &ml);
			for (i = 0; i < ml.n; i++) {
				move_write(pos, ml.m[i], TC_SAN, move);
				printf("%s\"%s\"", i ? ", " : "", move);
			}
		}
		fputs("]", stdout);
	}
	fputs("}\n", stdout);
}

/* The number of space-separated fields in s[0..n). */
static int
fields(const char *s, size_t n)
{
	size_t i;
	int k = 0;

	for (i = 0; i < n; i++)
		if (s[i] != ' ' && (i == 0 || s[i - 1] == ' '))
			k++;
	return k;
}

static void
convert_position(const char *file, long lineno, const char *s, size_t len)
{
	struct tc_pos pos;
	struct tc_diags d;
	char afen[TC_AFEN_MAX], title[64];
	size_t rest = len;
	bool valid;

	d.n = d.nerr = d.nwarn = 0;
	valid = afen_read(&pos, opt_variant ? opt_variant :
	    tc_variant_for_positions(),
	    s, len, TC_AFEN_EPD |
	    (strict ? TC_AFEN_STRICT : 0), &d, &rest) == 0;
	diag_print(file, lineno, &d);
	positions++;
	if (!valid) {
		errors++;
		raise_status(EXIT_INVALID);
	}
	if (valid)
		epd_clocks(s, len, rest, &pos);
	if (to == TO_JSON) {
		put_position_json(file, lineno, s, len, &pos, &d, valid);
		return;
	}
	if (!valid)
		return;
	while (rest < len && (s[rest] == ' ' || s[rest] == ';'))
		rest++;
	switch (to) {
	case TO_AFEN:
	case TO_FEN:
	case TO_EPD:
		if (!position_string(&pos, afen)) {
			diag(file, lineno, 1, "the position has grey pieces, "
			    "which FEN cannot show: use --to afen or "
			    "--drop-marks");
			errors++;
			raise_status(EXIT_INVALID);
			return;
		}
		put_position(&pos, s + rest, fields(s, rest) >= 6);
		break;
	case TO_SAN:
	case TO_LAN:
	case TO_UCI:
		put_moves(&pos, notation(to));
		break;
	case TO_TEXT:
	case TO_SVG:
		snprintf(title, sizeof(title), "%s line %ld", file, lineno);
		put_diagram(&pos, title);
		break;
	default:
		break;
	}
	flush_out();
}

static void
read_positions(struct src *s)
{
	static char *line;
	static size_t cap;
	size_t len;
	long lineno = 0;
	int r;

	while ((r = src_line(s, &line, &cap, &len)) != 0) {
		lineno++;
		if (r < 0)
			too_long(s, lineno, len);
		else if (!blank(line, len))
			convert_position(s->name, lineno, line, len);
	}
}

static void
convert_file(const char *path)
{
	static struct src s;
	enum from f;
	FILE *fp = stdin;

	memset(&s, 0, offsetof(struct src, buf));
	s.name = "<stdin>";
	if (strcmp(path, "-") != 0) {
		if ((fp = fopen(path, "rb")) == NULL) {
			warnx_("%s: %s", path, strerror(errno));
			raise_status(EXIT_TROUBLE);
			return;
		}
		s.name = path;
	}
	s.fd = fileno(fp);
	f = from != FROM_AUTO ? from : detect(&s);
	if (f == FROM_POS && (to == TO_PGN || to == TO_LONG)) {
		warnx_("%s: --to %s needs games, and this input holds "
		    "positions", s.name, to_name[to]);
		raise_status(EXIT_TROUBLE);
	} else if (f == FROM_POS || f == FROM_JSON) {
		if (s.len - s.pos >= 3 && memcmp(s.buf + s.pos, "\xef\xbb\xbf",
		    3) == 0)
			s.pos += 3;	/* a UTF-8 byte order mark */
		if (f == FROM_POS)
			read_positions(&s);
		else
			read_json(&s);
	} else {
		enum from saved = from;

		from = f;	/* start_game() looks at it */
		read_pgn(&s);
		from = saved;
	}
	if (s.error) {
		warnx_("%s: %s", s.name, strerror(errno));
		raise_status(EXIT_TROUBLE);
	}
	if (fp != stdin)
		fclose(fp);
}

/* Index of name in names[0..n), or -1. */
static int
lookup(const char *name, const char *const *names, int n)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(name, names[i]) == 0)
			return i;
	return -1;
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "to", required_argument, NULL, 't' },
		{ "from", required_argument, NULL, 'f' },
		{ "moves", required_argument, NULL, 'm' },
		{ "no-comments", no_argument, NULL, 'C' },
		{ "no-variations", no_argument, NULL, 'R' },
		{ "no-nags", no_argument, NULL, 'N' },
		{ "drop-marks", no_argument, NULL, 'D' },
		{ "strict", no_argument, NULL, 's' },
		COMMON_LONGOPTS
	};
	static const char *const from_names[] = {
		"pgn", "long", "json", "afen", "fen", "epd"
	};
	static const enum from from_codes[] = {
		FROM_PGN, FROM_LONG, FROM_JSON, FROM_POS, FROM_POS, FROM_POS
	};
	static const char *const move_names[] = { "san", "lan", "uci" };
	int c, i, k;

	argv0 = "convert";
	opt_variant = NULL;	/* tags decide for games, Allegiance for lines */
	while ((c = getopt_long(argc, argv, "t:f:s" COMMON_SHORTOPTS, longopts,
	    NULL)) != -1) {
		switch (c) {
		case 't':
			if ((k = lookup(optarg, to_name, TO_NONE)) < 0) {
				warnx_("--to: '%s' is not pgn, san, lan, uci, "
				    "long, afen, fen, epd, json, text or svg",
				    optarg);
				return EXIT_TROUBLE;
			}
			to = (enum to)k;
			break;
		case 'f':
			if ((k = lookup(optarg, from_names, 6)) < 0) {
				warnx_("--from: '%s' is not pgn, long, json, "
				    "afen, fen or epd", optarg);
				return EXIT_TROUBLE;
			}
			from = from_codes[k];
			break;
		case 'm':
			if ((k = lookup(optarg, move_names, 3)) < 0) {
				warnx_("--moves: '%s' is not san, lan or uci",
				    optarg);
				return EXIT_TROUBLE;
			}
			pgn_opts.form = (enum tc_notation)k;
			break;
		case 'C':
			pgn_opts.comments = false;
			break;
		case 'R':
			pgn_opts.variations = false;
			break;
		case 'N':
			pgn_opts.nags = false;
			break;
		case 'D':
			drop_marks = true;
			break;
		case 's':
			strict = true;
			break;
		default:
			if (!common_option(c, optarg, usage))
				abort();
		}
	}
	if (opt_json && to == TO_NONE)
		to = TO_JSON;
	if (to == TO_NONE) {
		warnx_("--to is needed: pgn, san, lan, uci, long, afen, fen, "
		    "epd, json, text or svg");
		usage(stderr);
		return EXIT_TROUBLE;
	}
	tc_init();
	if ((game = calloc(1, sizeof(*game))) == NULL ||
	    (lexer = calloc(1, sizeof(*lexer))) == NULL) {
		warnx_("out of memory");
		return EXIT_TROUBLE;
	}
	output_setup(opt_output);
	for (i = optind; i < argc; i++)
		convert_file(argv[i]);
	if (optind == argc)
		convert_file("-");
	if (!quiet && (games || errors) && !positions)
		fprintf(stderr, "%s: %ld games, %ld errors\n", argv0, games,
		    errors);
	rec_free(&rec);
	buf_free(&out);
	free(game);
	free(lexer);
	if (!output_close())
		return EXIT_TROUBLE;
	return exit_status;
}
