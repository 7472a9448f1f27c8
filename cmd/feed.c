/*
** Reading the input of pgn-replay and convert: whole files for one job;
** for more, chunks cut where the tool's cut function allows, or
** stretches read by the main thread as they come (jobs.h).
*/
#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "jobs.h"
#include "progress.h"

static char *spare;		/* a chunk buffer between owners */
static size_t spare_cap;
static uint64_t left;		/* bytes of the file still to read */

/* input_read() within the part of the file being read. */
static ssize_t
feed_read(int fd, char *buf, size_t cap)
{
	ssize_t r;

	if (left < cap)
		cap = (size_t)left;
	if (cap == 0)
		return 0;
	if ((r = input_read(fd, buf, cap)) > 0)
		left -= (uint64_t)r;
	return r;
}

size_t
jobs_line_cut(const char *b, size_t len, size_t from, bool eof,
    size_t *next)
{
	size_t i, x;

	(void)eof;
	if (from == 0)
		from = 1;
	/* After a line end (util.h), never between the CR and LF of one. */
	for (i = from - 1; i < len && b[i] != '\n' && b[i] != '\r'; i++)
		;
	x = i + 1;
	if (x < len && b[i] == '\r' && b[x] == '\n')
		x++;
	if (x >= len) {
		*next = i < len ? i + 1 : len > from ? len : from;
		return 0;
	}
	return x;
}

static void
stretch_pgn(struct stretch *in, struct pgn_lexer *lx)
{
	pgn_init(lx, in->read, in->ctx);
	pgn_set_line(lx, in->line0 + 1);
	/* Offsets in the file: games are named by them in parts. */
	lx->bytes = lx->tbytes = lx->keep_base = in->byte0;
	lx->at_cut = in->at_cut;
	in->lx = lx;
}

/* One file being read in chunks. */
struct feed {
	const char *name;
	int fd;
	bool regular, eof;
	int err;		/* errno of a read error, or 0 */
	cut_fn *cut;
	struct job *j;		/* the chunk being filled, not submitted */
	size_t scan;		/* where to look for a cut next */
};

/* Submit the chunk j->data[0..x) and start the next with the rest. */
static void
submit_cut(struct feed *f, size_t x)
{
	struct job *j = f->j, *n;
	size_t rest = j->len - x, c;
	bool cr = false;	/* a chunk starts a line, never in a CR LF */
	long line0 = j->line0 + line_ends(j->data, x, &cr);
	char *t;

	jobs_grow(&spare, &spare_cap, rest + READ_SIZE);
	memcpy(spare, j->data + x, rest);
	j->len = x;
	j->cut = true;
	job_submit(j);
	n = job_take(f->name, j->kind);
	t = n->data;
	n->data = spare;
	spare = t;
	c = n->cap;
	n->cap = spare_cap;
	spare_cap = c;
	n->len = rest;
	n->line0 = line0;
	n->byte0 = j->byte0 + x;
	f->j = n;
	f->scan = 0;
}

/* The last place where the chunk being filled may be cut, or 0. */
static size_t
last_cut(const struct feed *f, const struct job *j)
{
	size_t x = 0, y, from = 1, next;

	while ((y = f->cut(j->data, j->len, from, false, &next)) != 0) {
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

/* The reader of a stretch the main thread processes itself. */
struct slow {
	struct feed *f;
	struct stretch *in;
	size_t pos;		/* the next byte of f->j->data to give */
	size_t stop;		/* where the stretch ends, or 0 */
	long lines;		/* lines given before f->j->data */
	uint64_t bytes;		/* bytes given before f->j->data */
	bool cr;		/* and they ended with a CR */
	size_t bulk;		/* bytes read without waiting for them */
	long stop_line;		/* lines of the file before stop */
};

/*
** Read more into the chunk buffer, which has been given out.  Once input
** comes in bulk (a chunk's worth read without waiting), end the stretch
** at the first cut in what was read.
*/
static bool
slow_fill(struct slow *sl)
{
	struct feed *f = sl->f;
	struct job *j = f->j;
	bool waited;
	ssize_t r;
	size_t x, next;

	sl->lines += line_ends(j->data, j->len, &sl->cr);
	sl->bytes += j->len;
	j->len = sl->pos = 0;
	if (f->eof)
		return false;
	waited = !f->regular && !ready(f->fd, 0);
	jobs_grow(&j->data, &j->cap, READ_SIZE);
	if ((r = feed_read(f->fd, j->data, READ_SIZE)) <= 0) {
		if (r < 0)
			f->err = errno;
		f->eof = true;
		return false;
	}
	j->len = (size_t)r;
	sl->bulk = waited ? 0 : sl->bulk + (size_t)r;
	if (sl->bulk >= jobs_chunk && (x = f->cut(j->data, j->len, 1, false,
	    &next)) != 0) {
		bool cr = sl->cr;

		sl->stop = x;
		sl->stop_line = sl->in->line0 + sl->lines +
		    line_ends(j->data, x, &cr);
		sl->in->at_cut = true;
		if (sl->in->lx)
			sl->in->lx->at_cut = true;
	}
	return true;
}

static size_t
read_slow(void *ctx, char *buf, size_t cap)
{
	struct slow *sl = ctx;
	struct job *j = sl->f->j;
	size_t n, end;

	if (sl->stop && sl->pos >= sl->stop)
		return 0;
	if (sl->pos == j->len && !slow_fill(sl))
		return 0;
	end = sl->stop ? sl->stop : j->len;
	n = end - sl->pos < cap ? end - sl->pos : cap;
	memcpy(buf, j->data + sl->pos, n);
	sl->pos += n;
	return n;
}

/*
** Process the chunk being filled and the input after it in this thread,
** as it arrives, up to the end of the file or a cut where it comes in
** bulk; the rest stays in the chunk.
*/
static void
run_slow(struct feed *f)
{
	struct job *j = f->j;
	struct stretch in;
	struct slow sl;

	jobs_drain();
	if (j->first)
		jobs_file_games = 0;
	memset(&sl, 0, sizeof(sl));
	sl.f = f;
	sl.in = &in;
	stretch_init(&in, j->file, j->line0, j->first, j->kind, read_slow,
	    &sl);
	in.byte0 = j->byte0;
	in.at_cut = part_span.end_cut;
	jobs_run_main(&in);
	j->first = false;
	if (sl.stop) {
		memmove(j->data, j->data + sl.stop, j->len - sl.stop);
		j->len -= sl.stop;
		j->line0 = sl.stop_line;
		j->byte0 += sl.bytes + sl.stop;
	} else {
		j->len = 0;	/* the whole file was read */
		f->eof = true;
	}
	f->scan = 0;
}

static void
parallel_file(struct feed *f)
{
	size_t x, limit = 4 * jobs_chunk + READ_SIZE;
	struct job *j;
	ssize_t r;

	for (;;) {
		j = f->j;
		if (j->len >= jobs_chunk && (x = f->cut(j->data, j->len,
		    f->scan > jobs_chunk ? f->scan : jobs_chunk, f->eof,
		    &f->scan)) != 0) {
			submit_cut(f, x);
			continue;
		}
		if (f->eof)
			break;
		if (j->len >= limit) {
			if ((x = last_cut(f, j)) != 0)
				submit_cut(f, x);
			else
				run_slow(f);
			continue;
		}
		if (!f->regular && !ready(f->fd, 0)) {
			/* Input is slow: show what is done, then wait. */
			while (jobs_commit_one(false))
				;
			if (jobs_out_pipe)
				fflush(stdout);
			if (!ready(f->fd, 50)) {
				run_slow(f);
				continue;
			}
		}
		jobs_grow(&j->data, &j->cap, j->len + READ_SIZE);
		if ((r = feed_read(f->fd, j->data + j->len, READ_SIZE)) < 0) {
			f->err = errno;
			f->eof = true;
		} else if (r == 0) {
			f->eof = true;
		} else {
			j->len += (size_t)r;
		}
	}
}

/* Input of one stretch: the bytes read already, then the file. */
struct whole {
	const char *head;
	size_t n, pos;
	int fd;
	int err;
};

static size_t
read_whole(void *ctx, char *buf, size_t cap)
{
	struct whole *w = ctx;
	ssize_t r;
	size_t n;

	if (w->pos < w->n) {
		n = w->n - w->pos < cap ? w->n - w->pos : cap;
		memcpy(buf, w->head + w->pos, n);
		w->pos += n;
		return n;
	}
	if (w->err || (r = feed_read(w->fd, buf, cap)) < 0) {
		w->err = w->err ? w->err : errno;
		return 0;
	}
	return (size_t)r;
}

void
jobs_file(const char *name, int fd, const char *head, size_t n, int kind,
    cut_fn *cut)
{
	struct whole w = { head, n, 0, fd, 0 };
	struct stretch in;
	struct stat st;
	struct feed f;
	uint64_t byte0 = part_span.on ? part_span.start : 0;

	left = part_span.on ? part_span.len : UINT64_MAX;
	if (jobs_nworkers == 0 || cut == NULL) {
		jobs_drain();
		jobs_file_games = 0;
		stretch_init(&in, name, 0, byte0 == 0, kind, read_whole, &w);
		in.byte0 = byte0;
		in.at_cut = part_span.end_cut;
		jobs_run_main(&in);
		if (w.err)
			jobs_error("%s: %s", name, strerror(w.err));
		return;
	}
	memset(&f, 0, sizeof(f));
	f.name = name;
	f.fd = fd;
	f.cut = cut;
	f.regular = fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
	f.j = job_take(name, kind);
	f.j->first = byte0 == 0;
	f.j->byte0 = byte0;
	jobs_grow(&f.j->data, &f.j->cap, n + READ_SIZE);
	if (n > 0)
		memcpy(f.j->data, head, n);
	f.j->len = n;
	parallel_file(&f);
	/* The rest, even if empty: it ends a game carried into it. */
	f.j->cut = part_span.end_cut;
	job_submit(f.j);
	if (f.err)
		jobs_error("%s: %s", name, strerror(f.err));
}


void
stretch_games(struct stretch *in, struct tc_games *gs, bool resume,
    struct out *o, struct tally *t, void (*fn)(void *ctx), void *ctx)
{
	size_t n;
	int r;

	stretch_pgn(in, gs->lx);
	o->at = &gs->g->raw_start;
	o->at_line = &gs->g->raw_line;
	if (gs->keep) {
		gs->keep->n = 0;
		gs->lx->keep = gs->keep;
	}
	if (resume)
		games_resume(gs);
	while ((r = game_next(gs)) != GAMES_END && r != GAMES_CARRY) {
		if (r == GAMES_GAME && gs->g->skipped)
			t->skipped++;
		else if (r == GAMES_GAME)
			fn(ctx);
		else
			out_stray(o, in->file, gs->g, t);
		out_end(o);
		if (o->direct)
			progress_note(jobs_total.games + t->games,
			    jobs_bytes + gs->lx->bytes - in->byte0);
		if (gs->keep)	/* drop the kept text of this game */
			pgn_kept(gs->lx, gs->g->raw_end, gs->g->raw_end, &n);
	}
	in->carry = r == GAMES_CARRY;
	if (o->direct)
		jobs_bytes += gs->lx->bytes - in->byte0;
	t->numbers = gs->number - 1;
}

void
feed_free(void)
{
	free(spare);
	spare = NULL;
	spare_cap = 0;
}
