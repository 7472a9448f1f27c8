/*
** Parts of a file by byte offsets (--bytes START-END, --part K/N): a
** part holds the games (or lines) that start in its range, by the rule
** every part applies alike (pgn_part_start(), or a line start), so that
** N parts read about 1/N of the file each and, joined in order, give the
** output of one process (jobs.h).
*/
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "jobs.h"

struct part_span part_span;
static uint64_t opt_start, opt_end = UINT64_MAX;
static long opt_k, opt_n;	/* --part K/N, or 0 */

/* One offset of --bytes: digits, or empty for dflt. */
static bool
offset_arg(const char *s, size_t n, uint64_t dflt, uint64_t *v)
{
	size_t i;

	*v = n == 0 ? dflt : 0;
	for (i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9' || *v > (UINT64_MAX - 9) / 10)
			return false;
		*v = *v * 10 + (uint64_t)(s[i] - '0');
	}
	return true;
}

bool
part_option(int c, const char *arg)
{
	const char *dash = strchr(arg ? arg : "", '-');
	const char *slash = strchr(arg ? arg : "", '/');

	if (c == OPT_BYTES) {
		if (dash == NULL || !offset_arg(arg, (size_t)(dash - arg), 0,
		    &opt_start) || !offset_arg(dash + 1, strlen(dash + 1),
		    UINT64_MAX, &opt_end))
			usage_error("--bytes: '%s' is not START-END (byte "
			    "offsets, either may be left out)", arg);
		if (opt_start > opt_end)
			usage_error("--bytes: %s: the start is after the end",
			    arg);
		opt_n = 0;
	} else if (c == OPT_PART) {
		char k[24];

		if (slash == NULL || (size_t)(slash - arg) >= sizeof(k))
			usage_error("--part: '%s' is not K/N", arg);
		snprintf(k, sizeof(k), "%.*s", (int)(slash - arg), arg);
		if (!parse_int(slash + 1, 1, 1000000, &opt_n) ||
		    !parse_int(k, 1, opt_n, &opt_k))
			usage_error("--part: '%s' is not K/N with K from 1 to "
			    "N", arg);
	} else {
		return false;
	}
	part_span.on = true;
	return true;
}

/*
** Read what fd holds at [base, base + want) into *buf (growing it); the
** bytes read.  A read error exits: the part cannot be found.
*/
static size_t
window(int fd, const char *name, uint64_t base, size_t want, char **buf,
    size_t *cap)
{
	size_t n = 0;
	ssize_t r;

	jobs_grow(buf, cap, want + 1);
	while (n < want) {
		r = pread(fd, *buf + n, want - n, (off_t)(base + n));
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			warnx_("%s: %s", name, strerror(errno));
			exit(EXIT_TROUBLE);
		}
		if (r == 0)
			break;
		n += (size_t)r;
	}
	return n;
}

/* A line start at or after x: jobs_line_cut() over the bytes from x - 1. */
static int
line_start(const char *b, size_t len, uint64_t base, bool eof, uint64_t *at)
{
	size_t next, x = jobs_line_cut(b, len, 1, eof, &next);

	if (x != 0)
		*at = base + x;
	else
		*at = base + next;	/* the next x to look from */
	return x ? PGN_PART_FOUND : eof ? PGN_PART_NONE : PGN_PART_AFTER;
}

/*
** Where the part that begins at x starts in the file open as fd, size
** bytes long, reading as little around x as tells it.
*/
static uint64_t
part_edge(int fd, const char *name, uint64_t size, uint64_t x, bool pgn)
{
	static char *buf;
	static size_t cap;
	size_t back = READ_SIZE, ahead = READ_SIZE, len;
	uint64_t base, at;
	int r;

	while (x > 0 && x < size) {
		base = x > back ? x - back : 0;
		if (!pgn)
			base = x - 1;
		len = window(fd, name, base, (size_t)(x - base) + ahead < size -
		    base ? (size_t)(x - base) + ahead : (size_t)(size - base),
		    &buf, &cap);
		r = pgn ? pgn_part_start(buf, len, base, x, base + len >= size,
		    &at) : line_start(buf, len, base, base + len >= size, &at);
		if (r == PGN_PART_FOUND)
			return at;
		if (r == PGN_PART_NONE)
			return size;
		if (r == PGN_PART_BEFORE) {
			back *= 2;
		} else if (at > x) {
			x = at;
			back = READ_SIZE;
		} else {
			ahead *= 2;
		}
	}
	return x > 0 ? size : 0;
}

/* START and END of --part K/N for a file of size bytes. */
static void
part_range(uint64_t size, uint64_t *s, uint64_t *e)
{
	uint64_t q = size / (uint64_t)opt_n, r = size % (uint64_t)opt_n;

	*s = q * (uint64_t)(opt_k - 1) + r * (uint64_t)(opt_k - 1) /
	    (uint64_t)opt_n;
	*e = q * (uint64_t)opt_k + r * (uint64_t)opt_k / (uint64_t)opt_n;
}

/* The name of a part in diagnostics: "FILE@START", kept to the end. */
static const char *
part_name(const char *name, uint64_t start)
{
	static char **names;
	static size_t n;
	size_t len = strlen(name) + 24;
	char *s = xrealloc(NULL, len);

	snprintf(s, len, "%s@%llu", name, (unsigned long long)start);
	names = xrealloc(names, (n + 1) * sizeof(*names));
	names[n++] = s;
	return s;
}

bool
part_seek(int fd, const char *name, bool pgn, const char **label)
{
	struct stat st;
	uint64_t size, s, e;

	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		jobs_error("%s: --bytes and --part need a regular file, read "
		    "from any offset", name);
		return false;
	}
	size = (uint64_t)st.st_size;
	s = opt_start;
	e = opt_end < size ? opt_end : size;
	if (opt_n)
		part_range(size, &s, &e);
	s = part_edge(fd, name, size, s < size ? s : size, pgn);
	e = part_edge(fd, name, size, e, pgn);
	if (lseek(fd, (off_t)s, SEEK_SET) < 0) {
		jobs_error("%s: %s", name, strerror(errno));
		return false;
	}
	part_span.start = s;
	part_span.len = e - s;
	part_span.end_cut = e < size;
	/* A game's diagnostics name the game, a line's the part. */
	*label = pgn ? name : part_name(name, s);
	return true;
}
