/*
** pgn-replay: replay every game of PGN files, check every move and the
** result, report the first error of each game, print positions.
**
** With -j N, N threads replay the games and the output is the same as
** with one: see "Chunks" below.
*/
#include <errno.h>
#include <getopt.h>
#include <poll.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "util.h"

enum emit { EMIT_NONE, EMIT_FINAL, EMIT_EACH };
enum format { FMT_AFEN, FMT_FEN, FMT_EPD, FMT_JSON };

static enum emit emit = EMIT_NONE;
static bool emit_given;
static enum format format = FMT_AFEN;
static bool strict;
static long games, plies, errors, warnings;

static void
usage(FILE *fp)
{
	fprintf(fp, "usage: %s [-V variant] [--emit none|final|each] "
	    "[--format afen|fen|epd|json]\n                  [-j jobs] "
	    "[--strict] [--json] [-q] [-o file] [file ...]\n", argv0);
}

static void *
xmalloc(size_t n)
{
	void *p = malloc(n);

	if (p == NULL) {
		warnx_("out of memory");
		exit(EXIT_TROUBLE);
	}
	return p;
}

static void *
xrealloc(void *p, size_t n)
{
	if ((p = realloc(p, n)) == NULL) {
		warnx_("out of memory");
		exit(EXIT_TROUBLE);
	}
	return p;
}

/* ---- output ---- */

enum { S_OUT, S_ERR };

/*
** From byte `off` of a buffer on, the output is for `stream`, after game
** number `game` (counted in the stretch) when it is not 0.
*/
struct mark {
	size_t off;
	long game;
	int stream;
};

struct marks {
	struct mark *m;
	size_t n, cap;
};

/*
** Where the output of a stretch of input goes: straight to standard
** output and standard error, or, for a chunk replayed by a worker, into
** one buffer with marks, written out later in input order.  Game numbers
** are counted from 1 in each stretch; `base` (the games before it in its
** file) is added when they are written.
*/
struct sink {
	FILE *fp[2];		/* direct: standard output and error */
	long base;
	struct tc_buf *b;	/* buffered: the bytes, */
	struct marks *mk;	/* and where streams and numbers go */
	int cur;		/* the stream being written */
};

static void
sink_direct(struct sink *k, long base)
{
	memset(k, 0, sizeof(*k));
	k->fp[S_OUT] = stdout;
	k->fp[S_ERR] = stderr;
	k->base = base;
}

/* Buffer into b and mk, which are emptied (their memory is reused). */
static void
sink_buffer(struct sink *k, struct tc_buf *b, struct marks *mk)
{
	memset(k, 0, sizeof(*k));
	k->b = b;
	k->mk = mk;
	k->cur = S_OUT;
	b->n = 0;
	b->nomem = false;
	mk->n = 0;
}

static void
add_mark(struct sink *k, int stream, long game)
{
	struct marks *mk = k->mk;

	if (mk->n == mk->cap) {
		mk->cap = mk->cap ? 2 * mk->cap : 256;
		mk->m = xrealloc(mk->m, mk->cap * sizeof(*mk->m));
	}
	mk->m[mk->n].off = k->b->n;
	mk->m[mk->n].game = game;
	mk->m[mk->n].stream = stream;
	mk->n++;
	k->cur = stream;
}

static void
out_write(struct sink *k, int stream, const char *s, size_t n)
{
	if (k->b == NULL) {
		fwrite(s, 1, n, k->fp[stream]);
		return;
	}
	if (stream != k->cur)
		add_mark(k, stream, 0);
	buf_add(k->b, s, n);
}

static void
out_puts(struct sink *k, int stream, const char *s)
{
	out_write(k, stream, s, strlen(s));
}

static void out_printf(struct sink *k, int stream, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void
out_printf(struct sink *k, int stream, const char *fmt, ...)
{
	char tmp[1024], *p = tmp;
	va_list ap;
	int n;

	va_start(ap, fmt);
	if (k->b == NULL) {
		vfprintf(k->fp[stream], fmt, ap);
		va_end(ap);
		return;
	}
	n = vsnprintf(tmp, sizeof(tmp), fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n >= sizeof(tmp)) {
		p = xmalloc((size_t)n + 1);
		va_start(ap, fmt);
		vsnprintf(p, (size_t)n + 1, fmt, ap);
		va_end(ap);
	}
	out_write(k, stream, p, (size_t)n);
	if (p != tmp)
		free(p);
}

/* Write game number n (counted in the stretch) to the stream. */
static void
put_game(struct sink *k, int stream, long n)
{
	if (k->b == NULL)
		fprintf(k->fp[stream], "%ld", k->base + n);
	else
		add_mark(k, stream, n);
}

/*
** Write a buffered sink out with game numbers from base + 1.  The bytes
** for standard error, which has no buffer, are gathered first so that a
** line goes out in one write.
*/
static void
sink_write(const struct sink *k, long base)
{
	static struct tc_buf eb;
	const struct mark *m;
	size_t i, off = 0, end;
	int cur = S_OUT, n;
	char num[32];

	if (k->b->nomem) {
		warnx_("out of memory");
		exit(EXIT_TROUBLE);
	}
	eb.n = 0;
	for (i = 0; i <= k->mk->n; i++) {
		m = i < k->mk->n ? &k->mk->m[i] : NULL;
		end = m ? m->off : k->b->n;
		if (end > off && cur == S_ERR)
			buf_add(&eb, k->b->p + off, end - off);
		else if (end > off)
			fwrite(k->b->p + off, 1, end - off, stdout);
		if (m == NULL)
			break;
		if (eb.n && m->stream != S_ERR) {
			fwrite(eb.p, 1, eb.n, stderr);
			eb.n = 0;
		}
		cur = m->stream;
		off = end;
		if (m->game) {
			n = snprintf(num, sizeof(num), "%ld", base + m->game);
			if (cur == S_ERR)
				buf_add(&eb, num, (size_t)n);
			else
				fwrite(num, 1, (size_t)n, stdout);
		}
	}
	if (eb.n)
		fwrite(eb.p, 1, eb.n, stderr);
	if (eb.nomem) {
		warnx_("out of memory");
		exit(EXIT_TROUBLE);
	}
}

/* ---- replaying ---- */

/*
** A stretch of input replayed in one go: a whole file, or a chunk of
** one.  Lines are counted from line0 + 1; a stretch that ends at a cut
** ends after last_line (see "Chunks").
*/
struct seg {
	const char *file;
	struct sink out;
	struct pgn_lexer *lx;
	struct tc_game *g;
	long line0, last_line;
	bool cut;
	bool carry;		/* it ended in a game that goes on after it */
	long games, plies, errors, warnings;
	long refused;		/* the last game refused for FEN */
	int status;
	struct tc_buf *jb;	/* the thread's buffer for JSON strings */
};

static void
seg_init(struct seg *s, const char *file, struct pgn_lexer *lx,
    struct tc_game *g, struct tc_buf *jb, long line0)
{
	memset(s, 0, sizeof(*s));
	s->file = file;
	s->lx = lx;
	s->g = g;
	s->jb = jb;
	s->line0 = line0;
}

static void
seg_raise(struct seg *s, int st)
{
	if (st > s->status)
		s->status = st;
}

/* Start a diagnostic "pgn-replay: FILE:LINE:COL: "; false with -q. */
static bool
diag_start(struct seg *s, long line, int col)
{
	if (quiet)
		return false;
	out_printf(&s->out, S_ERR, "%s: %s:%ld:%d: ", argv0, s->file, line,
	    col);
	return true;
}

/*
** Write str as a JSON string literal.  (util.c's json_string() keeps its
** buffer in a static variable: not for threads.)
*/
static void
json_str(struct seg *s, const char *str)
{
	struct tc_buf *b = s->out.b ? s->out.b : s->jb;

	if (s->out.b) {
		if (s->out.cur != S_OUT)
			add_mark(&s->out, S_OUT, 0);
	} else {
		b->n = 0;
	}
	buf_json_string(b, str, strlen(str));
	if (b->nomem) {
		warnx_("out of memory");
		exit(EXIT_TROUBLE);
	}
	if (!s->out.b)
		fwrite(b->p, 1, b->n, s->out.fp[S_OUT]);
}

static void
json_key(struct seg *s, const char *key, const char *value)
{
	out_printf(&s->out, S_OUT, ", \"%s\": ", key);
	json_str(s, value);
}

/* Write pos in the chosen format; false if it cannot be (FEN with marks). */
static bool
print_position(struct seg *s, const struct tc_game *g,
    const struct tc_pos *pos, int ply, const char *san)
{
	struct sink *k = &s->out;
	char afen[TC_AFEN_MAX], *p;
	int spaces = 0;
	size_t n;

	n = afen_write(pos, afen, sizeof(afen));
	switch (format) {
	case FMT_FEN:
		if (memchr(afen, '>', n))
			return false;
		/* FALLTHROUGH */
	case FMT_AFEN:
		afen[n] = '\n';
		out_write(k, S_OUT, afen, n + 1);
		afen[n] = '\0';
		break;
	case FMT_EPD:
		for (p = afen; *p && spaces < 4; p++)
			spaces += *p == ' ';
		out_printf(k, S_OUT, "%.*s hmvc %u; fmvn %u;\n",
		    (int)(p - afen - 1), afen, pos->halfmove, pos->fullmove);
		break;
	case FMT_JSON:
		out_puts(k, S_OUT, "{\"game\": ");
		put_game(k, S_OUT, g->number);
		out_printf(k, S_OUT, ", \"ply\": %d", ply);
		if (san)
			json_key(s, "san", san);
		json_key(s, "afen", afen);
		if (!san) {
			json_key(s, "result", g->result);
			json_key(s, "status", game_status(g));
		}
		out_puts(k, S_OUT, "}\n");
		break;
	}
	return true;
}

/*
** A position FEN cannot show is an error of the game (notation.md 3),
** reported once per game.
*/
static void
refuse_fen(struct seg *s, const struct tc_game *g, long line, int col,
    const char *what)
{
	char who[400];

	if (g->number == s->refused)
		return;
	s->refused = g->number;
	game_players(g, who, sizeof(who));
	if (diag_start(s, line, col)) {
		out_puts(&s->out, S_ERR, "game ");
		put_game(&s->out, S_ERR, g->number);
		out_printf(&s->out, S_ERR, "%s: %s has grey pieces, which FEN "
		    "cannot show: use --format afen\n", who, what);
	}
	s->errors++;
	seg_raise(s, EXIT_INVALID);
}

static void
on_ply(void *ctx, const struct tc_game *g)
{
	struct seg *s = ctx;
	char san[TC_MOVE_MAX], what[64];

	move_write(&g->prev, g->last, TC_SAN, san);
	if (!print_position(s, g, &g->pos, g->plies, san)) {
		snprintf(what, sizeof(what), "the position after %s", san);
		refuse_fen(s, g, g->move_line, g->move_col, what);
	}
}

static void
report(struct seg *s, const struct tc_game *g)
{
	char who[400];
	int i;

	if (quiet)
		return;
	game_players(g, who, sizeof(who));
	for (i = 0; i < g->ndiag; i++) {
		const struct tc_game_diag *x = &g->diag[i];

		diag_start(s, x->line, x->col);
		out_puts(&s->out, S_ERR, x->warning && !strict ?
		    "warning: game " : "game ");
		put_game(&s->out, S_ERR, g->number);
		out_printf(&s->out, S_ERR, "%s: %s%s%s\n", who, x->move,
		    x->move[0] ? ": " : "", x->msg);
	}
	if (g->ndiag < g->nerr + g->nwarn) {
		diag_start(s, g->diag[g->ndiag - 1].line, 1);
		out_puts(&s->out, S_ERR, "game ");
		put_game(&s->out, S_ERR, g->number);
		out_printf(&s->out, S_ERR, ": %d more diagnostics not shown\n",
		    g->nerr + g->nwarn - g->ndiag);
	}
}

/*
** The JSON record of a finished game: its final position (the last good
** one when it has an error), result, status and diagnostics.
*/
static void
json_game(struct seg *s, const struct tc_game *g)
{
	struct sink *k = &s->out;
	char afen[TC_AFEN_MAX];
	int i, w;

	afen_write(&g->pos, afen, sizeof(afen));
	out_puts(k, S_OUT, "{\"game\": ");
	put_game(k, S_OUT, g->number);
	out_printf(k, S_OUT, ", \"ply\": %d", g->plies);
	if (g->ready)
		json_key(s, "afen", afen);
	else
		out_puts(k, S_OUT, ", \"afen\": null");	/* never set up */
	json_key(s, "result", g->result);
	json_key(s, "status", game_status(g));
	for (w = 0; w < 2; w++) {
		int n = 0;

		out_printf(k, S_OUT, ", \"%s\": [", w ? "warnings" : "errors");
		for (i = 0; i < g->ndiag; i++) {
			const struct tc_game_diag *x = &g->diag[i];

			if (x->warning != (w == 1))
				continue;
			out_puts(k, S_OUT, n++ ? ", {\"file\": " :
			    "{\"file\": ");
			json_str(s, s->file);
			out_printf(k, S_OUT, ", \"line\": %ld, \"column\": %d, "
			    "\"game\": ", x->line, x->col);
			put_game(k, S_OUT, g->number);
			json_key(s, "move", x->move);
			json_key(s, "message", x->msg);
			out_puts(k, S_OUT, "}");
		}
		out_puts(k, S_OUT, "]");
	}
	out_puts(k, S_OUT, "}\n");
}

/*
** End a game: report it and print its final position.  False if there
** was no game (only blanks or comments).
*/
static bool
finish(struct seg *s, long line, int col)
{
	struct tc_game *g = s->g;
	int i;

	game_finish(g, line, col);
	if (!g->started && !g->ntags) {
		/* Bytes outside any game: reported, but no game. */
		for (i = 0; i < g->ndiag; i++)
			if (diag_start(s, g->diag[i].line, g->diag[i].col))
				out_printf(&s->out, S_ERR, "%s\n",
				    g->diag[i].msg);
		s->errors += g->nerr;
		if (g->nerr)
			seg_raise(s, EXIT_INVALID);
		return false;
	}
	s->games++;
	s->plies += g->plies;
	s->errors += g->nerr;
	s->warnings += g->nwarn;
	report(s, g);
	if (g->nerr || (strict && g->nwarn))
		seg_raise(s, EXIT_INVALID);
	if (emit == EMIT_FINAL && format == FMT_JSON)
		json_game(s, g);
	else if (emit == EMIT_FINAL && !g->failed && !print_position(s, g,
	    &g->pos, g->plies, NULL))
		refuse_fen(s, g, g->result_line, g->result_col, "the final "
		    "position");
	return true;
}

static void
new_game(struct seg *s, long number)
{
	game_init(s->g, opt_variant, number);
	s->g->on_ply = emit == EMIT_EACH ? on_ply : NULL;
	s->g->ctx = s;
}

/*
** True if a game read up to a tag pair would take that tag pair as its
** own: it has tags or an error but no movetext yet (see "Chunks").
*/
static bool
unfinished(const struct tc_game *g)
{
	return !g->started && !g->ended && (g->ntags || g->failed ||
	    g->ndiag || g->nerr || g->nwarn);
}

/*
** Replay the games of s from its lexer.  With resume, s->g is a game
** carried over from the stretch before, which becomes game 1 here.
*/
static void
replay(struct seg *s, bool resume)
{
	struct pgn_lexer *lx = s->lx;
	long number = 1;
	int t, r;

	if (resume) {
		s->g->number = number;
		s->g->on_ply = emit == EMIT_EACH ? on_ply : NULL;
		s->g->ctx = s;
	} else {
		new_game(s, number);
	}
	do {
		t = pgn_next(lx);
		lx->tline += s->line0;
		if (s->cut && lx->tline > s->last_line)
			t = lx->type = PGN_EOF;	/* the tag pair after a cut */
		r = game_feed(s->g, lx);
		if (r == GAME_NEXT) {
			if (finish(s, lx->tline, lx->tcol))
				number++;
			new_game(s, number);
			r = game_feed(s->g, lx);
		}
		if (r == GAME_DONE) {
			if (t == PGN_EOF && s->cut && unfinished(s->g)) {
				s->carry = true;
				return;
			}
			if (finish(s, lx->tline, lx->tcol))
				number++;
			new_game(s, number);
		}
	} while (t != PGN_EOF);
}

static long file_games;		/* games of the current file so far */

/* Add a finished stretch's counts to the run's. */
static void
account(const struct seg *s)
{
	games += s->games;
	plies += s->plies;
	errors += s->errors;
	warnings += s->warnings;
	file_games += s->games;
	raise_status(s->status);
}

/* The lexer and game of the main thread (about 250 KB together). */
static struct pgn_lexer main_lx;
static struct tc_game main_g;
static struct tc_buf main_jb;

struct input {
	int fd;
	int err;		/* errno of a read error, or 0 */
};

static size_t
read_file(void *ctx, char *buf, size_t cap)
{
	struct input *in = ctx;
	ssize_t r = input_read(in->fd, buf, cap);

	if (r < 0) {
		in->err = errno;
		return 0;
	}
	return (size_t)r;
}

/* Replay one file ("-" for standard input) in this thread: -j 1. */
static void
replay_file(const char *path)
{
	struct input in = { 0, 0 };
	const char *name = "<stdin>";
	FILE *fp = stdin;
	struct seg s;

	if (strcmp(path, "-") != 0) {
		if ((fp = fopen(path, "rb")) == NULL) {
			warnx_("%s: %s", path, strerror(errno));
			raise_status(EXIT_TROUBLE);
			return;
		}
		name = path;
	}
	in.fd = fileno(fp);
	seg_init(&s, name, &main_lx, &main_g, &main_jb, 0);
	sink_direct(&s.out, 0);
	pgn_init(&main_lx, read_file, &in);
	/* Games are numbered from 1 in each file. */
	replay(&s, false);
	account(&s);
	if (in.err) {
		warnx_("%s: %s", name, strerror(in.err));
		raise_status(EXIT_TROUBLE);
	}
	if (fp != stdin)
		fclose(fp);
}

/*
** ---- Chunks ----
**
** With -j N the main thread reads each file and cuts it into chunks of
** about chunk_size bytes; N workers replay the chunks, each with its own
** lexer and game, into memory, and the main thread writes each chunk's
** output in input order, numbering its games then.
**
** A chunk is cut only before a line that starts with a whole tag pair
** (see tag_line()) after a line that does not start with '['.  No token
** spans such a line: a comment in braces still open there ends with an
** error, which the worker sees too because its chunk is followed by a
** made-up tag pair (tail), read as the end of the input.  The line's
** first token is a tag, not an error, so a game with movetext ends there
** with or without its result, as at the end of the input.  A game with
** tags or an error but no movetext yet would take the tag as its own:
** the worker then hands the game over (carry), and the main thread
** replays the next chunk again, in order, starting from that game.
**
** Memory stays bounded: at most nring chunks are in flight.  Input with
** no place to cut for 4 chunk sizes (games without tags, one enormous
** game), or that comes slowly from a pipe or terminal, is replayed by the
** main thread itself as it arrives, as -j 1 does, until it comes in bulk
** again and a cut is found.
*/

static const char tail[] = "[Cut \"\"]\n";
#define TAIL_LEN (sizeof(tail) - 1)
#define READ_SIZE 65536

struct job {
	/* set by the main thread */
	const char *file;
	char *data;		/* the chunk, then the tail when cut */
	size_t len, cap;
	long line0, last_line;
	bool cut, first, replay;
	char *msg;		/* a message to print after the output */
	/* set by the worker */
	struct seg seg;
	struct tc_buf ob;	/* its output, */
	struct marks mk;	/* and where it goes */
	struct tc_game *carry;	/* the game when seg.carry */
	bool done;
};

struct worker {
	pthread_t tid;
	struct pgn_lexer *lx;
	struct tc_game *g;
	struct tc_buf jb;
};

static int jobs = 1;
static size_t chunk_size;
static struct job *ring;
static size_t nring;
static size_t submitted, taken, committed;
static bool stopping;
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t work_cv = PTHREAD_COND_INITIALIZER;
static pthread_cond_t done_cv = PTHREAD_COND_INITIALIZER;
static struct worker *workers;
static int nworkers;
static struct tc_game *carry_g;	/* the game carried into the next chunk */
static bool carry_on;
static char *spare;		/* a chunk buffer between owners */
static size_t spare_cap;
static bool out_pipe;

static void
grow(char **p, size_t *cap, size_t need)
{
	if (need > *cap) {
		*cap = need < 2 * *cap ? 2 * *cap : need;
		*p = xrealloc(*p, *cap);
	}
}

static long
count_nl(const char *b, size_t n)
{
	const char *end = b + n;
	long nl = 0;

	while (b < end && (b = memchr(b, '\n', (size_t)(end - b))) != NULL) {
		nl++;
		b++;
	}
	return nl;
}

struct mem_input {
	const char *p;
	size_t len, pos;
};

static size_t
read_mem(void *ctx, char *buf, size_t cap)
{
	struct mem_input *in = ctx;
	size_t n = in->len - in->pos;

	if (n > cap)
		n = cap;
	if (n == 0)
		return 0;
	memcpy(buf, in->p + in->pos, n);
	in->pos += n;
	return n;
}

/* Replay a chunk as a worker does, or again in the main thread. */
static void
replay_chunk(struct seg *s, const struct job *j, bool resume)
{
	struct mem_input in = { j->data, j->len + (j->cut ? TAIL_LEN : 0),
	    0 };

	s->cut = j->cut;
	s->last_line = j->last_line;
	pgn_init(s->lx, read_mem, &in);
	replay(s, resume);
}

static void
run_job(struct worker *w, struct job *j)
{
	struct seg *s = &j->seg;

	seg_init(s, j->file, w->lx, w->g, &w->jb, j->line0);
	sink_buffer(&s->out, &j->ob, &j->mk);
	replay_chunk(s, j, false);
	if (s->carry) {
		if (j->carry == NULL)
			j->carry = xmalloc(sizeof(*j->carry));
		memcpy(j->carry, w->g, sizeof(*j->carry));
	}
}

static void *
worker_main(void *arg)
{
	struct worker *w = arg;
	struct job *j;

	for (;;) {
		pthread_mutex_lock(&mu);
		while (taken == submitted && !stopping)
			pthread_cond_wait(&work_cv, &mu);
		if (taken == submitted) {
			pthread_mutex_unlock(&mu);
			return NULL;
		}
		j = &ring[taken++ % nring];
		pthread_mutex_unlock(&mu);
		if (j->replay)
			run_job(w, j);
		pthread_mutex_lock(&mu);
		j->done = true;
		pthread_cond_signal(&done_cv);
		pthread_mutex_unlock(&mu);
	}
}

/* Write out a replayed chunk, in input order. */
static void
commit(struct job *j)
{
	struct tc_game *t;
	struct seg s;

	if (j->first)
		file_games = 0;
	if (j->replay && carry_on) {
		/* Its worker started afresh: replay it again from the game. */
		seg_init(&s, j->file, &main_lx, &main_g, &main_jb, j->line0);
		sink_direct(&s.out, file_games);
		memcpy(&main_g, carry_g, sizeof(main_g));
		replay_chunk(&s, j, true);
		account(&s);
		if ((carry_on = s.carry))
			memcpy(carry_g, &main_g, sizeof(main_g));
	} else if (j->replay) {
		sink_write(&j->seg.out, file_games);
		account(&j->seg);
		if ((carry_on = j->seg.carry)) {
			t = carry_g;
			carry_g = j->carry;
			j->carry = t;
		}
	}
	if (j->ob.cap > 16 * chunk_size) {
		/* Rare: keep the memory a chunk's output usually needs. */
		buf_free(&j->ob);
		free(j->mk.m);
		memset(&j->mk, 0, sizeof(j->mk));
	}
	if (j->msg) {
		warnx_("%s", j->msg);
		raise_status(EXIT_TROUBLE);
		free(j->msg);
		j->msg = NULL;
	}
	if (j->cap > 2 * chunk_size + 2 * READ_SIZE) {
		free(j->data);
		j->data = NULL;
		j->cap = 0;
	}
}

/* Commit the oldest chunk if it is done, or once it is with wait. */
static bool
commit_one(bool wait)
{
	struct job *j;
	bool done;

	if (committed == submitted)
		return false;
	j = &ring[committed % nring];
	pthread_mutex_lock(&mu);
	while (wait && !j->done)
		pthread_cond_wait(&done_cv, &mu);
	done = j->done;
	pthread_mutex_unlock(&mu);
	if (!done)
		return false;
	commit(j);
	committed++;
	return true;
}

static void
drain(void)
{
	while (commit_one(true))
		;
}

/* The next free job, the one after those submitted. */
static struct job *
job_take(const char *file)
{
	struct job *j;

	while (submitted - committed >= nring)
		commit_one(true);
	j = &ring[submitted % nring];
	j->file = file;
	j->len = 0;
	j->line0 = j->last_line = 0;
	j->cut = j->first = false;
	j->replay = true;
	j->msg = NULL;
	return j;
}

static void
submit(struct job *j)
{
	pthread_mutex_lock(&mu);
	j->done = false;
	submitted++;
	pthread_cond_signal(&work_cv);
	pthread_mutex_unlock(&mu);
	while (commit_one(false))
		;
}

/* A message printed in its place among the chunks' output. */
static void
submit_msg(const char *file, int err)
{
	struct job *j = job_take(file);
	size_t n = strlen(file) + strlen(strerror(err)) + 3;

	j->replay = false;
	j->msg = xmalloc(n);
	snprintf(j->msg, n, "%s: %s", file, strerror(err));
	submit(j);
}

/*
** Whether the line at b[0..n) starts with a tag pair that the lexer
** reads as one, a tag and not an error: '[', a name, spaces, '"' within
** 64 bytes (so that its tag_ahead() sees the line too), a value of at
** most 4096 bytes closed on the line, blanks, ']'.  1 yes, 0 no, -1 not
** known until more is read.
*/
static int
tag_line(const char *b, size_t n, bool eof)
{
	int more = eof ? 0 : -1;
	size_t i = 1, v;

	if (n == 0)
		return more;
	if (b[0] != '[')
		return 0;
	while (i < n && i < 64 && ((b[i] >= 'A' && b[i] <= 'Z') || (b[i] >=
	    'a' && b[i] <= 'z') || (b[i] >= '0' && b[i] <= '9') ||
	    b[i] == '_'))
		i++;
	while (i > 1 && i < n && i < 64 && b[i] == ' ')
		i++;
	if (i >= 64 || (i < n && (i == 1 || b[i] != '"')))
		return 0;
	for (v = ++i; i < n && b[i] != '"'; i++) {
		if (b[i] == '\n' || b[i] == '\0' || i - v >= 4096)
			return 0;
		if (b[i] == '\\' && i + 1 < n && (b[i + 1] == '"' ||
		    b[i + 1] == '\\'))
			i++;	/* an escaped '"' or '\\' */
	}
	for (i++; i < n && (b[i] == ' ' || b[i] == '\t'); i++)
		;
	return i < n ? b[i] == ']' : more;
}

/*
** Whether the last line before b[x] (a line start) that is not blank
** starts with '[': 1 or 0, or -1 if b[0..x) has none.
*/
static int
after_tag_line(const char *b, size_t x)
{
	size_t e = x, s, i;

	while (e > 0) {
		for (s = e - 1; s > 0 && b[s - 1] != '\n'; s--)
			;
		for (i = s; i < e - 1 && strchr(" \t\r\f\v", b[i]) &&
		    b[i] != '\0'; i++)
			;
		if (i < e - 1)
			return b[s] == '[';
		e = s;
	}
	return -1;
}

/*
** The first place at or after `from` (> 0) where b[0..len) may be cut,
** or 0; *next is where to look again once more has been read.
*/
static size_t
find_cut(const char *b, size_t len, size_t from, bool eof, size_t *next)
{
	const char *p;
	size_t x;
	int r;

	for (;;) {
		if (from > len || (p = memchr(b + from - 1, '\n', len - from +
		    1)) == NULL) {
			*next = len > from ? len : from;
			return 0;
		}
		x = (size_t)(p - b) + 1;
		if ((r = tag_line(b + x, len - x, eof)) < 0) {
			*next = x;
			return 0;
		}
		if (r == 1 && after_tag_line(b, x) == 0)
			return x;
		from = x + 1;
	}
}

/* The last place where b[0..len) may be cut, or 0. */
static size_t
last_cut(const char *b, size_t len, bool eof)
{
	size_t x = 0, y, from = 1, next;

	while ((y = find_cut(b, len, from, eof, &next)) != 0) {
		x = y;
		from = y + 1;
	}
	return x;
}

/* True if fd has input (or an end or error) within ms milliseconds. */
static bool
ready(int fd, int ms)
{
	struct pollfd p = { fd, POLLIN, 0 };

	return poll(&p, 1, ms) != 0;
}

/* One file being read in chunks. */
struct feed {
	const char *name;
	int fd;
	bool regular, eof;
	int err;		/* errno of a read error, or 0 */
	struct job *j;		/* the chunk being filled, not submitted */
	size_t scan;		/* where to look for a cut next */
};

/* Submit the chunk j->data[0..x) and start the next with the rest. */
static void
submit_cut(struct feed *f, size_t x)
{
	struct job *j = f->j, *n;
	size_t rest = j->len - x, c;
	long line0 = j->line0 + count_nl(j->data, x);
	char *t;

	grow(&spare, &spare_cap, rest + READ_SIZE + TAIL_LEN);
	memcpy(spare, j->data + x, rest);
	j->len = x;
	j->cut = true;
	j->last_line = line0;
	memcpy(j->data + x, tail, TAIL_LEN);
	submit(j);
	n = job_take(f->name);
	t = n->data;
	n->data = spare;
	spare = t;
	c = n->cap;
	n->cap = spare_cap;
	spare_cap = c;
	n->len = rest;
	n->line0 = line0;
	f->j = n;
	f->scan = 0;
}

/* The reader of a stretch the main thread replays itself. */
struct stretch {
	struct feed *f;
	struct seg *s;
	size_t pos;		/* the next byte of f->j->data to give */
	size_t stop;		/* where the stretch ends, or 0 */
	size_t tail_pos;
	long lines;		/* lines given before f->j->data */
	size_t bulk;		/* bytes read without waiting for them */
};

/*
** Read more into the chunk buffer, which has been given out.  Once input
** comes in bulk (a chunk's worth read without waiting), end the stretch
** at the first cut in what was read.
*/
static bool
stretch_fill(struct stretch *st)
{
	struct feed *f = st->f;
	struct job *j = f->j;
	bool waited;
	ssize_t r;
	size_t x, next;

	st->lines += count_nl(j->data, j->len);
	j->len = st->pos = 0;
	if (f->eof)
		return false;
	waited = !f->regular && !ready(f->fd, 0);
	grow(&j->data, &j->cap, READ_SIZE + TAIL_LEN);
	if ((r = input_read(f->fd, j->data, READ_SIZE)) <= 0) {
		if (r < 0)
			f->err = errno;
		f->eof = true;
		return false;
	}
	j->len = (size_t)r;
	st->bulk = waited ? 0 : st->bulk + (size_t)r;
	if (st->bulk >= chunk_size && (x = find_cut(j->data, j->len, 1,
	    false, &next)) != 0) {
		st->stop = x;
		st->s->cut = true;
		st->s->last_line = st->s->line0 + st->lines +
		    count_nl(j->data, x);
	}
	return true;
}

static size_t
read_stretch(void *ctx, char *buf, size_t cap)
{
	struct stretch *st = ctx;
	struct job *j = st->f->j;
	size_t n, end;

	if (st->stop && st->pos >= st->stop) {
		n = TAIL_LEN - st->tail_pos;
		if (n > cap)
			n = cap;
		memcpy(buf, tail + st->tail_pos, n);
		st->tail_pos += n;
		return n;
	}
	if (st->pos == j->len && !stretch_fill(st))
		return 0;
	end = st->stop ? st->stop : j->len;
	n = end - st->pos < cap ? end - st->pos : cap;
	memcpy(buf, j->data + st->pos, n);
	st->pos += n;
	return n;
}

/*
** Replay the chunk being filled and the input after it in this thread,
** as it arrives, up to the end of the file or a cut where it comes in
** bulk; the rest stays in the chunk.
*/
static void
replay_stretch(struct feed *f)
{
	struct job *j = f->j;
	struct stretch st;
	struct seg s;

	drain();
	if (j->first)
		file_games = 0;
	seg_init(&s, j->file, &main_lx, &main_g, &main_jb, j->line0);
	sink_direct(&s.out, file_games);
	memset(&st, 0, sizeof(st));
	st.f = f;
	st.s = &s;
	if (carry_on)
		memcpy(&main_g, carry_g, sizeof(main_g));
	pgn_init(&main_lx, read_stretch, &st);
	replay(&s, carry_on);
	account(&s);
	if ((carry_on = s.carry))
		memcpy(carry_g, &main_g, sizeof(main_g));
	j->first = false;
	if (st.stop) {
		memmove(j->data, j->data + st.stop, j->len - st.stop);
		j->len -= st.stop;
		j->line0 = s.last_line;
	} else {
		j->len = 0;	/* the whole file was read */
		f->eof = true;
	}
	f->scan = 0;
}

static void
replay_parallel(const char *path)
{
	struct feed f;
	struct stat st;
	FILE *fp = stdin;
	size_t x, limit = 4 * chunk_size + READ_SIZE;
	ssize_t r;

	memset(&f, 0, sizeof(f));
	f.name = "<stdin>";
	if (strcmp(path, "-") != 0) {
		if ((fp = fopen(path, "rb")) == NULL) {
			submit_msg(path, errno);
			return;
		}
		f.name = path;
	}
	f.fd = fileno(fp);
	f.regular = fstat(f.fd, &st) == 0 && S_ISREG(st.st_mode);
	f.j = job_take(f.name);
	f.j->first = true;
	for (;;) {
		struct job *j = f.j;

		if (j->len >= chunk_size && (x = find_cut(j->data, j->len,
		    f.scan > chunk_size ? f.scan : chunk_size, f.eof,
		    &f.scan)) != 0) {
			submit_cut(&f, x);
			continue;
		}
		if (f.eof)
			break;
		if (j->len >= limit) {
			if ((x = last_cut(j->data, j->len, false)) != 0)
				submit_cut(&f, x);
			else
				replay_stretch(&f);
			continue;
		}
		if (!f.regular && !ready(f.fd, 0)) {
			/* Input is slow: show what is done, then wait. */
			while (commit_one(false))
				;
			if (out_pipe)
				fflush(stdout);
			if (!ready(f.fd, 50)) {
				replay_stretch(&f);
				continue;
			}
		}
		grow(&j->data, &j->cap, j->len + READ_SIZE + TAIL_LEN);
		if ((r = input_read(f.fd, j->data + j->len, READ_SIZE)) < 0) {
			f.err = errno;
			f.eof = true;
		} else if (r == 0) {
			f.eof = true;
		} else {
			j->len += (size_t)r;
		}
	}
	/* The rest, even if empty: it ends a game carried into it. */
	submit(f.j);
	if (f.err)
		submit_msg(f.name, f.err);
	if (fp != stdin)
		fclose(fp);
}

static void
threads_start(void)
{
	struct stat st;
	const char *e = getenv("PGN_REPLAY_CHUNK");
	long v;
	int i, err = 0;

	/* Per-ply output is about ten times its input: smaller chunks. */
	chunk_size = emit == EMIT_EACH ? 256 * 1024 : 1024 * 1024;
	if (e && *e && parse_int(e, 1, 1L << 30, &v))
		chunk_size = (size_t)v;
	out_pipe = fstat(fileno(stdout), &st) == 0 && S_ISFIFO(st.st_mode);
	nring = (size_t)jobs + 3;
	ring = xmalloc(nring * sizeof(*ring));
	memset(ring, 0, nring * sizeof(*ring));
	carry_g = xmalloc(sizeof(*carry_g));
	workers = xmalloc((size_t)jobs * sizeof(*workers));
	memset(workers, 0, (size_t)jobs * sizeof(*workers));
	for (i = 0; i < jobs; i++) {
		workers[i].lx = xmalloc(sizeof(*workers[i].lx));
		workers[i].g = xmalloc(sizeof(*workers[i].g));
		if ((err = pthread_create(&workers[i].tid, NULL, worker_main,
		    &workers[i])) != 0) {
			free(workers[i].lx);
			free(workers[i].g);
			break;
		}
	}
	nworkers = i;
	if (nworkers == 0) {
		warnx_("cannot start a thread: %s", strerror(err));
		exit(EXIT_TROUBLE);
	}
}

static void
threads_stop(void)
{
	size_t i;
	int k;

	drain();
	pthread_mutex_lock(&mu);
	stopping = true;
	pthread_cond_broadcast(&work_cv);
	pthread_mutex_unlock(&mu);
	for (k = 0; k < nworkers; k++) {
		pthread_join(workers[k].tid, NULL);
		free(workers[k].lx);
		free(workers[k].g);
		buf_free(&workers[k].jb);
	}
	for (i = 0; i < nring; i++) {
		free(ring[i].data);
		free(ring[i].carry);
		buf_free(&ring[i].ob);
		free(ring[i].mk.m);
	}
	free(ring);
	free(workers);
	free(carry_g);
	free(spare);
}

static void
replay_path(const char *path)
{
	if (jobs > 1)
		replay_parallel(path);
	else
		replay_file(path);
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "emit", required_argument, NULL, 'E' },
		{ "format", required_argument, NULL, 'F' },
		{ "jobs", required_argument, NULL, 'j' },
		{ "strict", no_argument, NULL, 's' },
		COMMON_LONGOPTS
	};
	struct timespec t0, t1;
	double secs;
	long n;
	int c, i;

	argv0 = "pgn-replay";
	opt_variant = NULL;	/* each game's tags decide unless -V */
	while ((c = getopt_long(argc, argv, "j:s" COMMON_SHORTOPTS, longopts,
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
		case 'j':
			if (strcmp(optarg, "auto") == 0)
				n = 0;
			else if (!parse_int(optarg, 0, 64, &n)) {
				warnx_("--jobs: '%s' is not a number from 0 to "
				    "64 or auto", optarg);
				return EXIT_TROUBLE;
			}
			if (n == 0) {
				n = sysconf(_SC_NPROCESSORS_ONLN);
				n = n < 1 ? 1 : n > 64 ? 64 : n;
			}
			jobs = (int)n;
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
	if (jobs > 1)
		threads_start();
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = optind; i < argc; i++)
		replay_path(argv[i]);
	if (optind == argc)
		replay_path("-");
	if (jobs > 1)
		threads_stop();
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
