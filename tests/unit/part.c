/*
** pgn_part_start() against its definition: for every offset x of a
** stream, the first place at or after x where pgn_cut() cuts the whole
** stream, read at once.  The windows given to pgn_part_start() start
** small (16 bytes each side of x) and grow only when it asks, as
** cmd/part.c grows them, so every answer it gives from a part of the
** stream is checked against the whole.  The streams: the small file of
** tests/parts.bats, the same with CR LF line ends, and ones made here with
** long blank stretches and long lines.
*/
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "turncoat.h"

static long asked_before, asked_after;

/* The part start at x by the definition: pgn_cut() over all of b. */
static size_t
whole(const char *b, size_t n, size_t x)
{
	size_t next, c;

	if (x == 0)
		return 0;
	c = pgn_cut(b, n, x, true, &next);
	return c ? c : n;
}

/* The part start at x from windows of b, as a tool finds it. */
static size_t
windowed(const char *b, size_t n, size_t x)
{
	size_t back = 16, ahead = 16, base, end;
	uint64_t at;
	int r;

	while (x > 0 && x < n) {
		base = x > back ? x - back : 0;
		end = x + ahead < n ? x + ahead : n;
		r = pgn_part_start(b + base, end - base, base, x, end == n, &at);
		if (r == PGN_PART_FOUND)
			return (size_t)at;
		if (r == PGN_PART_NONE)
			return n;
		if (r == PGN_PART_BEFORE) {
			assert(base > 0);
			asked_before++;
			back *= 2;
		} else {
			assert(r == PGN_PART_AFTER && at >= x && end < n);
			asked_after++;
			if (at > x)
				x = (size_t)at;
			else
				ahead *= 2;
		}
	}
	return x > 0 ? n : 0;
}

static void
check(const char *what, const char *b, size_t n)
{
	size_t x, w, p;

	for (x = 0; x <= n; x++) {
		w = whole(b, n, x);
		p = windowed(b, n, x);
		if (w != p) {
			fprintf(stderr, "%s: offset %zu: the whole stream says %zu, "
			    "windows %zu\n", what, x, w, p);
			exit(1);
		}
	}
}

static char *
slurp(const char *path, size_t *n)
{
	FILE *fp = fopen(path, "rb");
	char *b = malloc(1 << 20);

	assert(fp && b);
	*n = fread(b, 1, 1 << 20, fp);
	fclose(fp);
	return b;
}

/* b with each LF made CR LF. */
static char *
crlf(const char *b, size_t n, size_t *m)
{
	char *c = malloc(2 * n + 1);
	size_t i;

	assert(c);
	for (*m = 0, i = 0; i < n; i++) {
		if (b[i] == '\n')
			c[(*m)++] = '\r';
		c[(*m)++] = b[i];
	}
	return c;
}

static char made[40000];
static size_t k;

/* Add s[0..n) to made[], or n bytes of c when s is NULL. */
static void
add(const char *s, size_t n, char c)
{
	assert(k + n <= sizeof(made));
	if (s)
		memcpy(made + k, s, n);
	else
		memset(made + k, c, n);
	k += n;
}

int
main(void)
{
	static const char game[] = "[Event \"a\"]\n[Result \"*\"]\n\n1. e4 *\n";
	size_t n, m;
	char *b, *c;

	tc_init();
	b = slurp("tests/data/parts/small.pgn", &n);
	check("small.pgn", b, n);
	c = crlf(b, n, &m);
	check("small.pgn with CR LF", c, m);
	/* Long blank stretches, a long line, a game without tags. */
	add(game, sizeof(game) - 1, 0);
	add(NULL, 3000, '\n');
	add(game, sizeof(game) - 1, 0);
	add(NULL, 2000, ' ');
	add("\n1. d4 {", 8, 0);
	add(NULL, 5000, 'x');
	add("} *\n", 4, 0);
	add(game, sizeof(game) - 1, 0);
	add("1. c4 *\n", 8, 0);
	add(game, sizeof(game) - 1, 0);
	check("made", made, k);
	/* The windows were too small at times, both ways. */
	assert(asked_before > 0 && asked_after > 0);
	free(b);
	free(c);
	printf("pgn_part_start: %zu + %zu + %zu offsets as in the whole "
	    "stream\n", n + 1, m + 1, k + 1);
	return 0;
}
