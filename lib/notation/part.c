/*
** Cutting a PGN file into parts by byte offsets: where the part that
** begins at an offset starts, found from bytes around the offset alone
** and the same as pgn_cut() would find reading the whole file.
*/
#include "internal.h"

static bool
line_end(char c)
{
	return c == '\n' || c == '\r';
}

/*
** The first line of b[0..x) that is not blank, counting lines as
** pgn_cut() does (each LF or CR ends one): its offset, or -1 if b has
** none.  When at0 is false b[0] may be inside a line, which is passed
** over.
*/
static long
first_line(const char *b, size_t len, size_t x, bool at0)
{
	size_t i = 0, s;
	bool any;

	if (!at0) {
		while (i < len && !line_end(b[i]))
			i++;
		i++;
	}
	while (i < x && i < len) {
		for (s = i, any = false; i < len && !line_end(b[i]); i++)
			if (b[i] == '\0' || strchr(" \t\f\v", b[i]) == NULL)
				any = true;
		if (any)
			return (long)s;
		i++;
	}
	return -1;
}

int
pgn_part_start(const char *b, size_t len, uint64_t base, uint64_t x,
    bool eof, uint64_t *at)
{
	size_t xr, c, next;
	long s;

	if (x == 0) {
		*at = 0;
		return PGN_PART_FOUND;
	}
	if (x < base)
		return PGN_PART_BEFORE;
	if (x - base > len) {
		*at = x;
		return eof ? PGN_PART_NONE : PGN_PART_AFTER;
	}
	xr = (size_t)(x - base);
	/*
	** From a line that is not blank before x, pgn_cut() sees every line
	** before each place it looks at as it would in the whole stream.
	*/
	if ((s = first_line(b, len, xr, base == 0)) < 0) {
		if (base > 0)
			return PGN_PART_BEFORE;
		s = 0;	/* only blank lines before x: as at the start */
	}
	c = pgn_cut(b + s, len - (size_t)s, xr - (size_t)s, eof, &next);
	if (c != 0) {
		*at = base + (size_t)s + c;
		return PGN_PART_FOUND;
	}
	if (eof)
		return PGN_PART_NONE;
	*at = base + (size_t)s + next;
	return PGN_PART_AFTER;
}
