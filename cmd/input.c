/*
** The input side of the jobs module (jobs.h): opening files, their first
** bytes (to tell their form), the lines of a stretch, -j, and running a
** stretch with the tool's state and the game carried into it.
*/
#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "jobs.h"
#include "select.h"

/* Read more input after what is buffered; false at the end. */
static bool
lines_fill(struct stretch_lines *l)
{
	size_t r;

	if (l->eof)
		return false;
	if (l->pos > 0) {
		memmove(l->buf, l->buf + l->pos, l->n - l->pos);
		l->n -= l->pos;
		l->pos = 0;
	}
	if (l->n == sizeof(l->buf))
		return true;
	r = l->in->read(l->in->ctx, l->buf + l->n, sizeof(l->buf) - l->n);
	if (r == 0) {
		l->eof = true;
		return false;
	}
	l->n += r;
	return true;
}

/* Grow l->line to hold need bytes; false past the limit. */
static bool
line_room(struct stretch_lines *l, size_t need)
{
	size_t c = l->cap ? l->cap : 4096;
	char *q;

	if (need <= l->cap)
		return true;
	while (c < need)
		c *= 2;
	if (c > l->limit || (q = realloc(l->line, c)) == NULL)
		return false;
	l->line = q;
	l->cap = c;
	return true;
}

void
stretch_lines_start(struct stretch_lines *l, struct stretch *in,
    size_t limit)
{
	l->in = in;
	l->lineno = in->line0;
	l->limit = limit;
	l->eof = false;
	l->pos = l->n = 0;
	l->taken = 0;
	if (in->first && lines_fill(l) && l->n >= 3 &&
	    memcmp(l->buf, "\xef\xbb\xbf", 3) == 0)
		l->pos = l->taken = 3;
}

/*
** The next line, blank or not, as stretch_line() returns it.  A line
** ends with LF, CR LF or CR alone (util.h); after a CR that ends the
** bytes read so far, the next byte is read to see if it is an LF.
*/
static int
any_line(struct stretch_lines *l)
{
	size_t n = 0;
	bool any = false, over = false;

	l->at = l->in->byte0 + l->taken;
	for (;;) {
		char *start, *eol;
		size_t avail, take, i;

		if (l->pos == l->n && !lines_fill(l))
			break;
		any = true;
		start = l->buf + l->pos;
		avail = l->n - l->pos;
		for (i = 0; i < avail && start[i] != '\n' && start[i] != '\r'; i++)
			;
		eol = i < avail ? start + i : NULL;
		take = i;
		if (!over && !line_room(l, n + take + 1))
			over = true;
		if (!over)
			memcpy(l->line + n, start, take);
		n += take;
		l->pos += take;
		l->taken += take;
		if (eol == NULL)
			continue;
		l->pos++;
		l->taken++;
		if (*eol == '\r' && (l->pos < l->n || lines_fill(l)) &&
		    l->buf[l->pos] == '\n') {
			l->pos++;
			l->taken++;
		}
		break;
	}
	l->len = n;
	if (!any)
		return 0;
	l->lineno++;
	if (over)
		return -1;
	l->line[n] = '\0';
	return 1;
}

int
stretch_line(struct stretch_lines *l)
{
	int r;

	while ((r = any_line(l)) > 0 && strspn(l->line, " \t") == l->len)
		;
	return r;
}

int
read_head(int fd, char **head, size_t *cap, size_t *n)
{
	int f = TC_IN_MORE;
	ssize_t r = 1;

	*n = 0;
	while (f == TC_IN_MORE) {
		if (r > 0 && *n + READ_SIZE > *cap) {
			*cap = *n + READ_SIZE;
			*head = xrealloc(*head, *cap);
		}
		if (r > 0 && (r = input_read(fd, *head + *n, READ_SIZE)) > 0)
			*n += (size_t)r;
		f = tc_detect(*head, *n, r <= 0);
	}
	return f;
}

FILE *
jobs_open(const char *path, const char **name)
{
	FILE *fp;

	*name = "<stdin>";
	if (strcmp(path, "-") == 0)
		return stdin;
	if ((fp = fopen(path, "rb")) == NULL)
		jobs_error("%s: %s", path, strerror(errno));
	*name = path;
	return fp;
}

void
stretch_each_line(struct stretch *in, struct stretch_lines *l, size_t limit,
    struct out *o, struct tally *t,
    void (*fn)(void *ctx, long line, const char *s, size_t len), void *ctx)
{
	int r;

	stretch_lines_start(l, in, limit);
	o->at = &l->at;
	o->at_line = NULL;
	while ((r = stretch_line(l)) != 0) {
		if (r < 0) {
			out_diag(o, in->file, l->lineno, 1, "line of %zu bytes "
			    "is longer than %zu: skipped", l->len, limit);
			t->errors++;
			t->status = EXIT_INVALID;
		} else {
			fn(ctx, l->lineno, l->line, l->len);
		}
		out_end(o);
	}
}

/* -j's argument: 0 to 64 or auto (0 and auto: one per CPU). */
static int
jobs_option(const char *arg)
{
	long n;

	if (strcmp(arg, "auto") == 0)
		n = 0;
	else if (!parse_int(arg, 0, 64, &n))
		usage_error("--jobs: '%s' is not a number from 0 to 64 or "
		    "auto", arg);
	if (n == 0) {
		n = sysconf(_SC_NPROCESSORS_ONLN);
		n = n < 1 ? 1 : n > 64 ? 64 : n;
	}
	return (int)n;
}

void
jobs_options(int argc, char **argv, const char *opts,
    const struct option *longopts, bool (*own)(int, const char *),
    void (*usage)(FILE *), int *jobs)
{
	int c;

	while ((c = getopt_long(argc, argv, opts, longopts, NULL)) != -1) {
		if (c == 'j')
			*jobs = jobs_option(optarg);
		else if (!select_option(c, optarg) && !part_option(c, optarg) &&
		    !own(c, optarg) &&
		    !common_option(c, optarg, usage))
			abort();
	}
	/* Game numbers count from the start of each file: one thread. */
	if (select_by_number(selection))
		*jobs = 1;
	if (select_by_number(selection) && part_span.on)
		usage_error("--games cannot go with --bytes or --part: a part "
		    "does not know the numbers of its games");
}

/* ---- running stretches in the main thread ---- */

void
stretch_init(struct stretch *in, const char *file, long line0, bool first,
    int kind, size_t (*rd)(void *, char *, size_t), void *ctx)
{
	memset(in, 0, sizeof(*in));
	in->file = file;
	in->line0 = line0;
	in->first = first;
	in->kind = kind;
	in->read = rd;
	in->ctx = ctx;
}

void *
jobs_state_new(void)
{
	return xcalloc(jobs_tool->size);
}

/* Free a state: what the tool keeps in it, its record, itself. */
void
jobs_state_free(void *st)
{
	struct tc_game *g;
	struct tc_record *r;

	if (jobs_tool->state_free)
		jobs_tool->state_free(st);
	jobs_tool->parts(st, &g, &r);
	if (r)
		rec_free(r);
	free(st);
}

/* The game carried over from a stretch to the next: game and record. */
struct carry {
	struct tc_game g;
	struct tc_record rec;
};

struct carry *
carry_save(void *st)
{
	struct carry *c = xrealloc(NULL, sizeof(*c));
	struct tc_game *g;
	struct tc_record *r;

	jobs_tool->parts(st, &g, &r);
	memcpy(&c->g, g, sizeof(c->g));
	memset(&c->rec, 0, sizeof(c->rec));
	if (r) {
		c->rec = *r;
		memset(r, 0, sizeof(*r));
	}
	return c;
}

static void
carry_load(void *st, struct carry *c)
{
	struct tc_game *g;
	struct tc_record *r;

	jobs_tool->parts(st, &g, &r);
	memcpy(g, &c->g, sizeof(*g));
	if (r) {
		rec_free(r);
		*r = c->rec;
		g->rec = r;
	}
	free(c);
}

void
carry_drop(struct carry *c)
{
	rec_free(&c->rec);
	free(c);
}

void
stretch_run(void *st, struct stretch *in, struct out *o,
    struct tally *t)
{
	bool resume = jobs_carry != NULL;

	memset(t, 0, sizeof(*t));
	if (resume) {
		carry_load(st, jobs_carry);
		jobs_carry = NULL;
	}
	jobs_tool->run(st, in, o, t, resume);
	if (in->carry)
		jobs_carry = carry_save(st);
}

void
jobs_run_main(struct stretch *in)
{
	struct tally t;
	struct out o;

	memset(&o, 0, sizeof(o));
	o.direct = true;
	o.base = jobs_file_games;
	stretch_run(jobs_main_st, in, &o, &t);
	out_end(&o);
	out_free(&o);
	jobs_account(&t);
}
