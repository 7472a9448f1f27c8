/*
** AFEN through the library (Allegiance spec section 6): afen_read's
** diagnostics for a table of bad lines, each with its column worked out
** by hand, its flags, and afen_write's canonical form read back.
** tests/afen-validate.bats checks the same wording through the tool.
*/
#include <assert.h>
#include <stdio.h>
#include <string.h>
#include "turncoat.h"

/*
** START is 43 bytes (8 + 1 + 8 + 1 + 2 * 4 + 8 + 1 + 8), so in
** "START w KQkq - 0 1" the side to move is column 45, castling 47-50,
** en passant 52, the halfmove clock 54 and the fullmove number 56.
** KK is 17 bytes: side 19, castling 21, en passant 23, clocks 25 and 27.
*/
#define START	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
#define KK	"8/8/8/8/8/8/8/K6k"
#define PLACE	"expected a piece letter (KQRBNP, kqrbnp), a digit 1-8 or '/'"

struct want {
	int col;
	bool warning;
	const char *msg;
};

struct badcase {
	const struct tc_variant *var;
	unsigned flags;
	const char *afen;
	int nerr;		/* afen_read's result */
	struct want d[3];	/* the diagnostics in order; msg NULL ends */
};

static const struct badcase bad[] = {
	/* The last field is missing: the column just after the line. */
	{ &tc_allegiance, 0, START " w KQkq - 0", 1,
	  { { 55, false, "missing fullmove number: expected a decimal number" } } },
	{ &tc_allegiance, 0, START, 1,
	  { { 44, false, "missing side to move: expected 'w' or 'b'" } } },
	{ &tc_allegiance, 0, "", 1,
	  { { 1, false, "empty line: expected a position" } } },
	/* 'X' replaces the last letter of the placement, column 43. */
	{ &tc_allegiance, 0, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX"
	  " w KQkq - 0 1", 1,
	  { { 43, false, "unexpected 'X' in the piece placement: " PLACE } } },
	/* "k7/8/8/" is 7 bytes: the second '4' of "44" is column 9. */
	{ &tc_allegiance, 0, "k7/8/8/44/8/8/8/K7 w - - 0 1", 1,
	  { { 9, false, "two adjacent digits '44': a run of empty squares "
	      "is one digit" } } },
	/* "k7/8/8/8/8/8/8/" is 15 bytes: K 16, its '>' 17. */
	{ &tc_allegiance, 0, "k7/8/8/8/8/8/8/K>7 w - - 0 1", 1,
	  { { 17, false, "king on a1 with '>': a king is always pure" } } },
	/* The same prefix: Q 17, '>' 18; standard chess has no marks. */
	{ &tc_chess, 0, "k7/8/8/8/8/8/8/KQ>6 w - - 0 1", 1,
	  { { 18, false, "mark '>' is not used in standard chess (Allegiance "
	  "Chess uses it: -V allegiance)" } } },
	{ &tc_allegiance, 0, KK " W - - 0 1", 1,
	  { { 19, false, "unexpected 'W' in the side to move: expected 'w' "
	      "or 'b'" } } },
	/* Castling "KKQ" from column 47: the second K is 48. */
	{ &tc_allegiance, 0, START " w KKQ - 0 1", 1,
	  { { 48, false, "castling right 'K' repeated" } } },
	/* En passant "e4" from column 52: the rank is 53. */
	{ &tc_allegiance, 0, START " w KQkq e4 0 1", 1,
	  { { 53, false, "unexpected '4' in the en passant field: expected "
	      "rank 3 or 6" } } },
	/* Fields shift: '0' lands in the en passant field (52), and the
	** fullmove number is missing after "1" (column 55). */
	{ &tc_allegiance, 0, START " w KQkq 0 1", 2,
	  { { 52, false, "unexpected '0' in the en passant field: expected "
	      "'-' or a square on rank 3 or 6" },
	    { 55, false, "missing fullmove number: expected a decimal "
	      "number" } } },
	/* Meaning: the pawn on b1 is the letter at column 17. */
	{ &tc_allegiance, 0, "k7/8/8/8/8/8/8/KP6 w - - 0 1", 1,
	  { { 17, false, "pawn on b1: pawns never stand on rank 1 or 8" } } },
	/* "k7/8/8/8/8/8/8/K6r" is 18 bytes: the side to move is 20. */
	{ &tc_allegiance, 0, "k7/8/8/8/8/8/8/K6r b - - 0 1", 1,
	  { { 20, false, "white is not to move but its king on a1 is in "
	      "check from h1" } } },
	/* "r3k2r/8/8/8/8/8/8/R3K3" is 22 bytes: castling K at 26. */
	{ &tc_allegiance, 0, "r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1", 1,
	  { { 26, false, "castling right 'K' without a white rook on h1" } } },
	{ &tc_allegiance, 0, "8/8/8/8/8/8/8/8 w - - 0 1", 2,
	  { { 1, false, "no white king" }, { 1, false, "no black king" } } },
	/* A fullmove number of 0 is a warning (column 56); TC_AFEN_STRICT
	** makes it an error.  The tool adds "warning: " to the message. */
	{ &tc_allegiance, 0, START " w KQkq - 0 0", 0,
	  { { 56, true, "fullmove number 0: games start at move 1" } } },
	{ &tc_allegiance, TC_AFEN_STRICT, START " w KQkq - 0 0", 1,
	  { { 56, false, "fullmove number 0: games start at move 1" } } },
	/* TC_AFEN_SYNTAX leaves the kings uncounted. */
	{ &tc_allegiance, TC_AFEN_SYNTAX, "8/8/8/8/8/8/8/8 w - - 0 1", 0,
	  { { 0, false, NULL } } },
};

/*
** Valid lines and their canonical form: leading zeros, leading and
** trailing blanks and a CR go; an EPD line gets clocks 0 and 1.
*/
static const struct {
	unsigned flags;
	const char *in, *out;
} canon[] = {
	{ 0, START " w KQkq - 0 1", START " w KQkq - 0 1" },
	{ 0, "  " START " w KQkq - 00 001\t\r", START " w KQkq - 0 1" },
	{ 0, "4k3/8/8/3p>4/8/8/8/4K3 b - - 0 007",
	  "4k3/8/8/3p>4/8/8/8/4K3 b - - 0 7" },
	{ 0, "r>n>b>q>kb>n>r>/p>p>p>p>p>p>p>p>/8/8/8/8/P>P>P>P>P>P>P>P>/"
	  "R>N>B>Q>KB>N>R> w KQkq - 0 1",
	  "r>n>b>q>kb>n>r>/p>p>p>p>p>p>p>p>/8/8/8/8/P>P>P>P>P>P>P>P>/"
	  "R>N>B>Q>KB>N>R> w KQkq - 0 1" },
	{ 0, "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
	  "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2" },
	{ TC_AFEN_EPD, START " w KQkq - ;D1 20", START " w KQkq - 0 1" },
	{ 0, KK " w - - 2147483647 2147483647",
	  KK " w - - 2147483647 2147483647" },
};

static void
check_bad(const struct badcase *c)
{
	struct tc_diags d = { 0 };
	struct tc_pos pos;
	int n, i;

	n = afen_read(&pos, c->var, c->afen, strlen(c->afen), c->flags, &d,
	    NULL);
	for (i = 0; i < 3 && c->d[i].msg != NULL; i++) {
		if (i >= d.n || d.d[i].col != c->d[i].col ||
		    d.d[i].warning != c->d[i].warning ||
		    strcmp(d.d[i].msg, c->d[i].msg) != 0) {
			fprintf(stderr, "%s\n  want %d%s: %s\n"
			    "  got  %d%s: %s\n", c->afen, c->d[i].col,
			    c->d[i].warning ? " (warning)" : "", c->d[i].msg,
			    i < d.n ? d.d[i].col : 0,
			    i < d.n && d.d[i].warning ? " (warning)" : "",
			    i < d.n ? d.d[i].msg : "(nothing)");
			assert(0);
		}
	}
	assert(d.n == i);
	assert(n == c->nerr);
}

static void
check_canon(unsigned flags, const char *in, const char *out)
{
	struct tc_diags d = { 0 };
	struct tc_pos pos, again;
	char buf[TC_AFEN_MAX], buf2[TC_AFEN_MAX];
	size_t len;

	assert(afen_read(&pos, &tc_allegiance, in, strlen(in), flags, &d,
	    NULL) == 0);
	assert(d.n == 0);
	len = afen_write(&pos, buf, sizeof(buf));
	if (strcmp(buf, out) != 0) {
		fprintf(stderr, "%s\n  want %s\n  got  %s\n", in, out, buf);
		assert(0);
	}
	assert(len == strlen(out));
	/* The canonical form reads back to the same position and itself. */
	assert(afen_read(&again, &tc_allegiance, buf, len, 0, &d, NULL) == 0);
	assert(again.hash == pos.hash && pos_ok(&again));
	assert(afen_write(&again, buf2, sizeof(buf2)) == len);
	assert(strcmp(buf, buf2) == 0);
	/* Too small a buffer: the length it needs. */
	assert(afen_write(&pos, buf2, 10) == len);
}

int
main(void)
{
	struct tc_diags d = { 0 };
	struct tc_pos pos;
	size_t i, rest;
	const char *epd = START " w KQkq - ;D1 20 ;D2 400";

	tc_init();
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		check_bad(&bad[i]);
	for (i = 0; i < sizeof(canon) / sizeof(canon[0]); i++)
		check_canon(canon[i].flags, canon[i].in, canon[i].out);

	/*
	** EPD: the four fields end with '-' at offset 51 (column 52), so
	** the opcodes' part begins at offset 52, the blank before ";D1".
	*/
	assert(afen_read(&pos, &tc_chess, epd, strlen(epd), TC_AFEN_EPD, &d,
	    &rest) == 0);
	assert(rest == 52);
	assert(strcmp(epd + rest, " ;D1 20 ;D2 400") == 0);

	/* Diagnostics add up in one struct tc_diags across lines. */
	memset(&d, 0, sizeof(d));
	afen_read(&pos, &tc_allegiance, KK " W - - 0 1",
	    strlen(KK " W - - 0 1"), 0, &d, NULL);
	afen_read(&pos, &tc_allegiance, START, strlen(START), 0, &d, NULL);
	assert(d.n == 2 && d.nerr == 2 && d.nwarn == 0);
	printf("afen: %zu bad lines, %zu canonical forms\n",
	    sizeof(bad) / sizeof(bad[0]), sizeof(canon) / sizeof(canon[0]));
	return 0;
}
