/*
** Telling what an input holds from its first bytes: PGN, the original
** long form, JSON Lines or position lines.  Square names, piece letters
** and marks come from the variants, so detection knows no board size.
*/
#include <string.h>
#include "internal.h"

#define DETECT_MAX 4096	/* bytes enough to decide */

static const char bom[] = "\xef\xbb\xbf";

static bool
blank_byte(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* The length of the longest square name of some variant at p, or 0. */
static size_t
square_at(const char *p, const char *end)
{
	const struct tc_geom *g;
	char name[8];
	size_t n, best = 0;
	int i, sq;

	for (i = 0; tc_variants[i] != NULL; i++) {
		g = tc_variants[i]->geom;
		for (sq = 0; sq < g->nsq; sq++) {
			geom_square_name(g, sq, name);
			n = strlen(name);
			if (n > best && (size_t)(end - p) >= n &&
			    memcmp(p, name, n) == 0)
				best = n;
		}
	}
	return best;
}

/*
** True if c is a piece letter (either case) or, with marks, one of the
** marks of enum tc_mark or a bracket of Crazyhouse's pockets.
*/
static bool
board_byte(int c, bool marks)
{
	if (type_from_letter(c) > 0)
		return true;
	return marks && c != 0 && strchr(">^&%*~[]", c) != NULL;
}

/*
** A position's board field: ranks split by '/', only pieces, marks and
** digits, then a blank ("1/2-1/2" is a result); or CA-FEN's, whose
** tokens are split by ',' and have owner prefixes and 'x' corners.
*/
static bool
board_field(const char *p, const char *end)
{
	int slashes = 0;
	bool commas = false, owners = false;

	for (; p < end && !blank_byte(*p); p++) {
		if (*p == '/')
			slashes++;
		else if (*p == ',')
			commas = true;
		else if (!(*p >= '0' && *p <= '9') && !board_byte(*p, true)) {
			if (!strchr("swex", *p) || !*p)
				return false;
			owners = true;	/* 'n' is also a knight */
		}
	}
	return slashes >= 2 && (commas || !owners);
}

/* "1. " and a move from a square to a square, as the long forms write. */
static bool
long_move(const char *p, const char *end)
{
	size_t n;

	if (end - p < 3 || memcmp(p, "1. ", 3) != 0)
		return false;
	p += 3;
	if (p < end && *p >= 'A' && *p <= 'Z' && board_byte(*p, false) &&
	    *p != 'P')
		p++;
	if ((n = square_at(p, end)) == 0)
		return false;
	p += n;
	/* "e2-e4" and "Ke1~x0": the long form of en-chess.md 10.2 */
	if (p < end && (*p == 'x' || *p == '>' || *p == '-' || *p == '~'))
		p++;
	return square_at(p, end) > 0;
}

enum tc_input
tc_detect(const char *b, size_t len, bool eof)
{
	const char *p = b, *end = b + len;

	if (len >= 3 && memcmp(p, bom, 3) == 0)
		p += 3;
	while (p < end && blank_byte(*p))
		p++;
	/* Wait for the end of the first line: LF, CR LF or CR. */
	if (!eof && len < DETECT_MAX && (p == end ||
	    (memchr(p, '\n', (size_t)(end - p)) == NULL &&
	    memchr(p, '\r', (size_t)(end - p)) == NULL)))
		return TC_IN_MORE;
	if (p == end || *p == '[' || *p == '%' || *p == ';')
		return TC_IN_PGN;
	if (*p == '{') {
		/* a PGN comment is "{text}", a JSON object "{"key": ..." */
		for (p++; p < end && (*p == ' ' || *p == '\t'); p++)
			;
		return p < end && *p == '"' ? TC_IN_JSON : TC_IN_PGN;
	}
	if (board_field(p, end))
		return TC_IN_POS;
	if (long_move(p, end))
		return TC_IN_LONG;
	return TC_IN_PGN;
}
