/*
** Support shared by the tools.  See util.h.
*/
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "util.h"

const char *argv0 = "turncoat";
int exit_status = EXIT_OK;
const struct tc_variant *opt_variant;	/* -V, or NULL */
const char *opt_output;
bool opt_json;
bool out_is_pipe;

/* A line reader over one stream with a fixed buffer. */
struct lines {
	FILE *fp;
	const char *name;	/* for diagnostics */
	long lineno;
	char *buf;		/* LINE_LIMIT + 1 bytes */
	size_t len;		/* length of the current line, its end excluded */
	size_t dropped;		/* length of an overlong line that was skipped */
	bool io_error;
	bool eof;
	uint64_t left;		/* bytes still to read */
	size_t rpos, rlen;	/* unread bytes of rbuf */
	char rbuf[65536];
};

bool quiet;

void
raise_status(int st)
{
	if (st > exit_status)
		exit_status = st;
}

void
msg_escape(struct tc_buf *b, const char *s, size_t n)
{
	static const char hex[] = "0123456789abcdef";
	const unsigned char *u = (const unsigned char *)s;
	size_t i, j, k, run = 0;
	uint32_t cp;
	char e[4] = { '\\', 'x', 0, 0 };

	for (i = 0; i < n; i += k) {
		k = 1;
		if (u[i] >= 0x20 && u[i] < 0x7f)
			continue;
		if (u[i] >= 0x80) {
			k = tc_utf8_get(u + i, n - i, &cp);
			/* UTF-8 but the C1 controls U+0080-U+009F */
			if (k > 0 && cp >= 0xa0)
				continue;
			if (k == 0) {
				/* a byte outside UTF-8 (ISO-8859-1): C1 or not */
				k = 1;
				if (u[i] >= 0xa0)
					continue;
			}
		}
		buf_add(b, s + run, i - run);
		for (j = i; j < i + k; j++) {
			e[2] = hex[u[j] >> 4];
			e[3] = hex[u[j] & 15];
			buf_add(b, e, 4);
		}
		run = i + k;
	}
	buf_add(b, s + run, n - run);
}

void
buf_vformat(struct tc_buf *b, bool escape, const char *fmt, va_list ap)
{
	char tmp[1024], *p = tmp;
	va_list aq;
	int n;

	va_copy(aq, ap);
	n = vsnprintf(tmp, sizeof(tmp), fmt, aq);
	va_end(aq);
	if (n < 0)
		return;
	if ((size_t)n >= sizeof(tmp)) {
		if ((p = malloc((size_t)n + 1)) == NULL) {
			b->nomem = true;
			return;
		}
		vsnprintf(p, (size_t)n + 1, fmt, ap);
	}
	if (escape)
		msg_escape(b, p, (size_t)n);
	else
		buf_add(b, p, (size_t)n);
	if (p != tmp)
		free(p);
}

void
msg_vline(struct tc_buf *b, const char *file, long line, int col,
    const char *fmt, va_list ap)
{
	char where[64];

	b->n = 0;
	buf_add(b, argv0, strlen(argv0));
	buf_add(b, ": ", 2);
	if (file != NULL) {
		msg_escape(b, file, strlen(file));
		snprintf(where, sizeof(where), ":%ld:%d: ", line, col);
		buf_add(b, where, strlen(where));
	}
	buf_vformat(b, true, fmt, ap);
	buf_add(b, "\n", 1);
}

/* Write the message of msg_vline() to standard error in one piece. */
static void
msg_vput(const char *file, long line, int col, const char *fmt, va_list ap)
{
	struct tc_buf b;

	memset(&b, 0, sizeof(b));
	msg_vline(&b, file, line, col, fmt, ap);
	if (b.nomem) {
		fputs("out of memory\n", stderr);
		exit(EXIT_TROUBLE);
	}
	fwrite(b.p, 1, b.n, stderr);
	buf_free(&b);
}

void
diag(const char *file, long line, int col, const char *fmt, ...)
{
	va_list ap;

	if (quiet)
		return;
	va_start(ap, fmt);
	msg_vput(file, line, col, fmt, ap);
	va_end(ap);
}

static void
vwarnx(const char *fmt, va_list ap)
{
	msg_vput(NULL, 0, 0, fmt, ap);
}

void
warnx_(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarnx(fmt, ap);
	va_end(ap);
}

void
diag_print(const char *file, long line, const struct tc_diags *d)
{
	int i;

	for (i = 0; i < d->n; i++)
		diag(file, line, d->d[i].col, "%s%s",
		    d->d[i].warning ? "warning: " : "", d->d[i].msg);
	if (d->nerr + d->nwarn > d->n)
		diag(file, line, 1, "%d more diagnostics not shown",
		    d->nerr + d->nwarn - d->n);
}

static bool
lines_open(struct lines *lr, const char *path, char *buf)
{
	memset(lr, 0, sizeof(*lr));
	lr->buf = buf;
	lr->left = UINT64_MAX;
	if (strcmp(path, "-") == 0) {
		lr->fp = stdin;
		lr->name = "<stdin>";
		return true;
	}
	lr->name = path;
	lr->fp = fopen(path, "rb");
	if (lr->fp == NULL) {
		warnx_("%s: %s", path, strerror(errno));
		return false;
	}
	return true;
}

ssize_t
input_read(int fd, char *buf, size_t cap)
{
	ssize_t r;

	/*
	 * Records already written go out before the tool waits for more
	 * input, so a pipeline sees each result as soon as it is known
	 * without one write per line when input arrives in bulk.
	 */
	if (out_is_pipe)
		fflush(stdout);
	do
		r = read(fd, buf, cap);
	while (r < 0 && errno == EINTR);
	return r;
}

/* Refill the read buffer; false at the end of input or on an error. */
static bool
lines_fill(struct lines *lr)
{
	ssize_t r;

	if (lr->eof)
		return false;
	r = lr->left == 0 ? 0 : input_read(fileno(lr->fp), lr->rbuf,
	    lr->left < sizeof(lr->rbuf) ? (size_t)lr->left : sizeof(lr->rbuf));
	if (r > 0)
		lr->left -= (uint64_t)r;
	lr->rpos = 0;
	lr->rlen = r > 0 ? (size_t)r : 0;
	if (r <= 0) {
		lr->eof = true;
		if (r < 0) {
			warnx_("%s: %s", lr->name, strerror(errno));
			lr->io_error = true;
		}
		return false;
	}
	return true;
}

/* The first line end (LF or CR) in s[0..n), or NULL. */
static const char *
find_eol(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] == '\n' || s[i] == '\r')
			return s + i;
	return NULL;
}

/* The bytes of x (eight) that are '\n', counted without a branch. */
static inline int
lf_bytes(uint64_t x)
{
	const uint64_t low7 = 0x7f7f7f7f7f7f7f7full;
	uint64_t y = x ^ 0x0a0a0a0a0a0a0a0aull, t = (y & low7) + low7;

	/* High bit of each byte of ~(t | y | low7): set where y's is 0. */
	return __builtin_popcountll(~(t | y | low7));
}

long
line_ends(const char *b, size_t n, bool *cr)
{
	long k = 0;
	size_t i;

	if (n > 0 && memchr(b, '\r', n) == NULL) {
		/* The commonest: LF alone, eight bytes a step. */
		uint64_t x;

		for (i = 0; i + 8 <= n; i += 8) {
			memcpy(&x, b + i, 8);
			k += lf_bytes(x);
		}
		for (; i < n; i++)
			k += b[i] == '\n';
		/* An LF that ends a CR LF begun in the bytes before. */
		k -= *cr && b[0] == '\n';
		*cr = false;
		return k;
	}
	for (i = 0; i < n; i++)
		if (b[i] == '\r' || (b[i] == '\n' && !(i > 0 ? b[i - 1] == '\r' :
		    *cr)))
			k++;
	if (n > 0)
		*cr = b[n - 1] == '\r';
	return k;
}

const char *line_end = "";

/*
** The next line into lr->buf, its end in line_end: 1, or -1 for a line
** too long (skipped), or 0 at the end of input.  After a CR that ends
** the bytes read so far, the next byte is read to see if it is the LF of
** a CR LF.
*/
static int
lines_next(struct lines *lr)
{
	size_t n = 0;
	bool any = false;

	lr->dropped = 0;
	line_end = "";
	for (;;) {
		const char *start, *eol;
		size_t avail, take;

		if (lr->rpos == lr->rlen && !lines_fill(lr))
			break;
		any = true;
		start = lr->rbuf + lr->rpos;
		avail = lr->rlen - lr->rpos;
		eol = find_eol(start, avail);
		take = eol ? (size_t)(eol - start) : avail;
		if (n < LINE_LIMIT)
			memcpy(lr->buf + n, start, take < LINE_LIMIT - n ?
			    take : LINE_LIMIT - n);
		n += take;
		lr->rpos += take;
		if (eol == NULL)
			continue;
		lr->rpos++;
		line_end = "\n";
		if (*eol == '\r') {
			line_end = "\r";
			if ((lr->rpos < lr->rlen || lines_fill(lr)) &&
			    lr->rbuf[lr->rpos] == '\n') {
				lr->rpos++;
				line_end = "\r\n";
			}
		}
		break;
	}
	if (!any)
		return 0;
	lr->lineno++;
	if (n > LINE_LIMIT) {
		lr->dropped = n;
		lr->len = 0;
		return -1;
	}
	lr->len = n;
	lr->buf[n] = '\0';
	return 1;
}

static void
lines_close(struct lines *lr)
{
	if (lr->fp && lr->fp != stdin)
		fclose(lr->fp);
	lr->fp = NULL;
}

int
for_each_line(const char *path, line_fn *fn)
{
	return for_each_line_in(path, fn, NULL);
}

int
for_each_line_in(const char *path, line_fn *fn, line_window *win)
{
	static char buf[LINE_LIMIT + 1];
	static struct lines lr;
	int r, st = EXIT_OK;

	if (!lines_open(&lr, path, buf))
		return EXIT_TROUBLE;
	if (win && !win(fileno(lr.fp), lr.name, &lr.name, &lr.left)) {
		lines_close(&lr);
		return EXIT_TROUBLE;
	}
	while ((r = lines_next(&lr)) != 0) {
		if (r < 0) {
			diag(lr.name, lr.lineno, 1, "line of %zu bytes is too "
			    "long: at most %d", lr.dropped, LINE_LIMIT);
			st = EXIT_INVALID;
			continue;
		}
		fn(lr.buf, lr.len, lr.name, lr.lineno);
	}
	if (lr.io_error)
		st = EXIT_TROUBLE;
	lines_close(&lr);
	return st;
}

bool
common_option(int c, const char *arg, void (*usage)(FILE *))
{
	switch (c) {
	case 'V': {
		/* NAME, or NAME,OPTION=on|off,... (the VariantOptions tag) */
		char name[64];
		size_t n = strcspn(arg, ",");
		struct tc_diag d;

		if (strcmp(arg, "list") == 0)
			list_variants();
		snprintf(name, sizeof(name), "%.*s", (int)n, arg);
		opt_variant = n < sizeof(name) ? tc_variant_find(name) : NULL;
		if (opt_variant == NULL) {
			warnx_("unknown or unsupported variant '%s': "
			    "--list-variants names them all", name);
			exit(EXIT_TROUBLE);
		}
		if (arg[n] == ',' && arg[n + 1 + strspn(arg + n + 1, " ")] ==
		    '\0') {
			warnx_("-V %s: expected an option after ','", arg);
			exit(EXIT_TROUBLE);
		}
		if (arg[n] == ',' && (opt_variant = tc_variant_with_options(
		    opt_variant, arg + n + 1, &d)) == NULL) {
			warnx_("-V %s: %s", arg, d.msg);
			exit(EXIT_TROUBLE);
		}
		return true;
	}
	case OPT_LIST_VARIANTS:
		list_variants();
	case 'J':
		opt_json = true;
		return true;
	case 'q':
		quiet = true;
		return true;
	case 'o':
		opt_output = arg;
		return true;
	case 'h':
		usage(stdout);
		help_print(stdout, tool_help);
		exit(EXIT_OK);
	case 'v':
		print_version();
		exit(EXIT_OK);
	case '?':
	case ':':
		usage(stderr);
		exit(EXIT_TROUBLE);
	}
	return false;
}

bool (*tool_plays)(const struct tc_variant *var);

void
list_variants(void)
{
	const struct tc_variant *v;
	int i, k;

	for (i = 0; (v = tc_variants[i]) != NULL; i++) {
		/* Rule sets that differ by options only share a name. */
		for (k = 0; k < i; k++)
			if (strcmp(tc_variants[k]->name, v->name) == 0)
				break;
		if (k == i && (tool_plays == NULL || tool_plays(v))) {
			char opts[128];

			tc_variant_options_all(v, opts, sizeof(opts));
			printf("%s\t%s\t%s\t%s\t%s\n", v->name, v->pgn_name,
			    v->title, v->aliases && *v->aliases ? v->aliases :
			    "-", opts[0] ? opts : "-");
		}
	}
	exit(output_close() ? EXIT_OK : EXIT_TROUBLE);
}

void
json_string(FILE *fp, const char *s, size_t len)
{
	static struct tc_buf b;

	b.n = 0;
	buf_json_string(&b, s, len);
	if (b.nomem) {
		warnx_("out of memory");
		exit(EXIT_TROUBLE);
	}
	fwrite(b.p, 1, b.n, fp);
}

bool
parse_int(const char *s, long min, long max, long *out)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (*s == '\0' || *end != '\0' || errno || v < min || v > max)
		return false;
	*out = v;
	return true;
}

void
print_version(void)
{
	printf("%s (turncoat) %s\n", argv0, TC_VERSION);
}

const char *
prog_name(const char *arg0, const char *name)
{
	static struct tc_buf b;
	const char *slash, *p;

	if (arg0 == NULL || arg0[0] == '\0')
		return name;
	slash = strrchr(arg0, '/');
	p = slash == NULL ? arg0 : slash[1] != '\0' ? slash + 1 : name;
	/* Every message starts with it: escaped as they are (util.h). */
	b.n = 0;
	msg_escape(&b, p, strlen(p));
	return b.nomem || b.n == strlen(p) ? p : b.p;
}

void
game_players(const struct tc_game *g, char *who, size_t cap)
{
	bool white = g->white[0] && strcmp(g->white, "?") != 0;
	bool black = g->black[0] && strcmp(g->black, "?") != 0;
	bool event = g->event[0] && strcmp(g->event, "?") != 0;

	who[0] = '\0';
	if (g->var && g->var->side_names) {
		/* Four players: "(Ann, Ben, Cal, Dee, Event)" */
		int k;
		size_t n = 0;
		bool any = event;

		for (k = 0; k < 4; k++)
			any = any || (g->four[k][0] && strcmp(g->four[k], "?"));
		if (!any)
			return;
		for (k = 0; k < 4 && n < cap; k++)
			n += (size_t)snprintf(who + n, cap - n, "%s%s",
			    k ? ", " : " (", g->four[k][0] ? g->four[k] : "?");
		if (n < cap)
			snprintf(who + n, cap - n, "%s%s)", event ? ", " : "",
			    event ? g->event : "");
		return;
	}
	if (white || black || event)
		snprintf(who, cap, " (%s - %s%s%s)", white ? g->white : "?",
		    black ? g->black : "?", event ? ", " : "",
		    event ? g->event : "");
}

static int
lookup(const char *name, const char *const *names)
{
	int i;

	for (i = 0; names[i] != NULL; i++)
		if (strcmp(name, names[i]) == 0)
			return i;
	return -1;
}

void
usage_error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vwarnx(fmt, ap);
	va_end(ap);
	exit(EXIT_TROUBLE);
}

int
choice(const char *opt, const char *arg, const char *const *names)
{
	char list[256] = "";
	int i, k;

	if ((k = lookup(arg, names)) >= 0)
		return k;
	for (i = 0; names[i] != NULL; i++)
		snprintf(list + strlen(list), sizeof(list) - strlen(list),
		    "%s%s", i == 0 ? "" : names[i + 1] ? ", " : " or ",
		    names[i]);
	usage_error("%s: '%s' is not %s", opt, arg, list);
}

int
parse_view(const char *s)
{
	if (strcmp(s, "public") == 0)
		return TC_VIEW_PUBLIC;
	if (strcmp(s, "white") == 0)
		return TC_WHITE;
	if (strcmp(s, "black") == 0)
		return TC_BLACK;
	if (strcmp(s, "arbiter") == 0)
		return TC_VIEW_ARBITER;
	return -2;
}
