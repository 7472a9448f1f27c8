/*
** The ordered output of the jobs module (jobs.h): a stretch's output in
** memory, written out in input order with its games numbered then.
*/
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "jobs.h"
#include "progress.h"

static bool sep_seen;		/* a separator mark has been written out */

void *
xcalloc(size_t n)
{
	void *p = calloc(1, n);

	if (p == NULL) {
		warnx_("out of memory");
		exit(EXIT_TROUBLE);
	}
	return p;
}

void *
xrealloc(void *p, size_t n)
{
	if ((p = realloc(p, n)) == NULL) {
		warnx_("out of memory");
		exit(EXIT_TROUBLE);
	}
	return p;
}

static void
out_mark(struct out *o, int stream, long game)
{
	if (o->n == o->cap) {
		o->cap = o->cap ? 2 * o->cap : 64;
		o->m = xrealloc(o->m, o->cap * sizeof(*o->m));
	}
	o->m[o->n].off = o->b.n;
	o->m[o->n].game = game;
	o->m[o->n].at = game > 0 && o->at ? *o->at : 0;
	o->m[o->n].stream = stream;
	o->n++;
	o->cur = stream;
}

void
out_write(struct out *o, int stream, const char *s, size_t n)
{
	if (stream != o->cur)
		out_mark(o, stream, 0);
	buf_add(&o->b, s, n);
}

static void
out_vprintf(struct out *o, int stream, const char *fmt, va_list ap)
{
	out_write(o, stream, "", 0);
	/* A message has its control characters escaped (util.h). */
	buf_vformat(&o->b, stream == OUT_STDERR, fmt, ap);
}

void
out_printf(struct out *o, int stream, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	out_vprintf(o, stream, fmt, ap);
	va_end(ap);
}

void
out_game(struct out *o, int stream, long n)
{
	out_mark(o, stream, n);
}

static void
number_hook(struct tc_buf *b, long game, void *ctx)
{
	(void)b;
	out_mark(ctx, OUT_STDOUT, game);
}

struct tc_buf *
out_stdout(struct out *o)
{
	if (o->cur != OUT_STDOUT)
		out_mark(o, OUT_STDOUT, 0);
	o->b.number = number_hook;
	o->b.number_ctx = o;
	return &o->b;
}

static void
put(FILE *fp, const char *s, size_t n)
{
	if (fp == stderr && n > 0)
		progress_clear();
	if (n > 0 && fwrite(s, 1, n, fp) != n && fp == stdout) {
		output_close();
		exit(EXIT_TROUBLE);
	}
}

/*
** The number of the game of mark m, or in a part (part.c), where it
** starts: "@OFFSET" in a message, an offset after a null number in JSON.
*/
static int
game_name(char *s, size_t cap, const struct out_mark *m, long base)
{
	unsigned long long at = m->at;

	if (!part_span.on)
		return snprintf(s, cap, "%ld", base + m->game);
	if (m->stream == OUT_STDERR)
		return snprintf(s, cap, "@%llu", at);
	return snprintf(s, cap, "null, \"offset\": %llu", at);
}

/*
** Write o out with game numbers from base + 1, and empty it.  The bytes
** for standard error, which has no buffer, are gathered first so that a
** line goes out in one write.
*/
void
out_emit(struct out *o, long base)
{
	static struct tc_buf eb;
	const struct out_mark *m;
	size_t i, off = 0, end;
	int cur = OUT_STDOUT, n;
	char num[32];

	if (o->b.nomem || eb.nomem) {
		warnx_("out of memory");
		exit(EXIT_TROUBLE);
	}
	eb.n = 0;
	for (i = 0; i <= o->n; i++) {
		m = i < o->n ? &o->m[i] : NULL;
		end = m ? m->off : o->b.n;
		if (cur == OUT_STDERR)
			buf_add(&eb, o->b.p + off, end - off);
		else
			put(stdout, o->b.p + off, end - off);
		if (m == NULL)
			break;
		if (eb.n && m->stream != OUT_STDERR) {
			put(stderr, eb.p, eb.n);
			eb.n = 0;
		}
		cur = m->stream;
		off = end;
		if (m->game == OUT_SEP) {
			/* In parts, before every record: parts join. */
			if (sep_seen || part_span.on)
				put(stdout, "\n", 1);
			sep_seen = true;
		} else if (m->game) {
			n = game_name(num, sizeof(num), m, base);
			if (cur == OUT_STDERR)
				buf_add(&eb, num, (size_t)n);
			else
				put(stdout, num, (size_t)n);
		}
	}
	put(stderr, eb.p, eb.n);
	o->b.n = 0;
	o->n = 0;
	o->cur = OUT_STDOUT;
}

struct out_pos
out_tell(const struct out *o)
{
	struct out_pos p = { o->b.n, o->n, o->cur };

	return p;
}

void
out_undo(struct out *o, struct out_pos p)
{
	o->b.n = p.b;
	o->n = p.m;
	o->cur = p.cur;
}

void
out_separator(struct out *o)
{
	out_mark(o, OUT_STDOUT, OUT_SEP);
}

void
out_number_at(struct out *o, size_t off, long n)
{
	size_t end = o->b.n;

	memmove(o->b.p + off, o->b.p + off + 1, end - off - 1);
	o->b.n = off;
	out_mark(o, OUT_STDOUT, n);
	o->b.n = end - 1;
}

void
out_diags(struct out *o, const char *file, long line,
    const struct tc_diags *d)
{
	int i;

	for (i = 0; i < d->n; i++)
		out_diag(o, file, line, d->d[i].col, "%s%s",
		    d->d[i].warning ? "warning: " : "", d->d[i].msg);
	if (d->nerr + d->nwarn > d->n)
		out_diag(o, file, line, 1, "%d more diagnostics not shown",
		    d->nerr + d->nwarn - d->n);
}

void
out_end(struct out *o)
{
	if (o->direct)
		out_emit(o, o->base);
}

void
out_free(struct out *o)
{
	buf_free(&o->b);
	free(o->m);
	memset(o, 0, sizeof(*o));
}

/*
** "prog: FILE:LINE:COL: "; in a part, FILE@OFFSET and the line counted
** from there for a game's diagnostics (those of lines name the part).
*/
static void
out_where(struct out *o, const char *file, long line, int col)
{
	if (part_span.on && o->at && o->at_line)
		out_printf(o, OUT_STDERR, "%s: %s@%llu:%ld:%d: ", argv0, file,
		    (unsigned long long)*o->at, line - *o->at_line + 1, col);
	else
		out_printf(o, OUT_STDERR, "%s: %s:%ld:%d: ", argv0, file, line,
		    col);
}

void
out_diag(struct out *o, const char *file, long line, int col,
    const char *fmt, ...)
{
	va_list ap;

	if (quiet)
		return;
	out_where(o, file, line, col);
	va_start(ap, fmt);
	out_vprintf(o, OUT_STDERR, fmt, ap);
	va_end(ap);
	out_write(o, OUT_STDERR, "\n", 1);
}

void
out_game_diag(struct out *o, const char *file, long line, int col,
    const char *warn, long game, const char *fmt, ...)
{
	va_list ap;

	if (quiet)
		return;
	out_where(o, file, line, col);
	out_printf(o, OUT_STDERR, "%sgame ", warn);
	out_game(o, OUT_STDERR, game);
	va_start(ap, fmt);
	out_vprintf(o, OUT_STDERR, fmt, ap);
	va_end(ap);
	out_write(o, OUT_STDERR, "\n", 1);
}

void
out_report(struct out *o, const char *file, const struct tc_game *g,
    bool strict)
{
	char who[400];
	int i;

	if (g->ndiag == 0)
		return;
	game_players(g, who, sizeof(who));
	for (i = 0; i < g->ndiag; i++) {
		const struct tc_game_diag *x = &g->diag[i];

		out_game_diag(o, file, x->line, x->col, x->warning &&
		    !strict ? "warning: " : "", g->number, "%s: %s%s%s", who,
		    x->move, x->move[0] ? ": " : "", x->msg);
	}
	if (g->ndiag < g->nerr + g->nwarn)
		out_game_diag(o, file, g->diag[g->ndiag - 1].line, 1, "",
		    g->number, ": %d more diagnostics not shown",
		    g->nerr + g->nwarn - g->ndiag);
}

void
out_stray(struct out *o, const char *file, const struct tc_game *g,
    struct tally *t)
{
	int i;

	for (i = 0; i < g->ndiag; i++)
		out_diag(o, file, g->diag[i].line, g->diag[i].col, "%s",
		    g->diag[i].msg);
	t->errors += g->nerr;
	if (g->nerr)
		t->status = EXIT_INVALID;
}

void
out_game_error(struct out *o, const char *file, const struct tc_game *g,
    long line, int col, const char *msg)
{
	char who[400];

	game_players(g, who, sizeof(who));
	out_game_diag(o, file, line, col, "", g->number, "%s: %s", who, msg);
}
