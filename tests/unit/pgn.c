/*
** The PGN tokenizer (notation.md section 2): pgn_next's token types,
** texts, lines and columns, worked out by hand for small inputs, with tag
** escapes, both kinds of comment, '%' lines, a BOM, CRLF line ends and
** the errors it reports.  Every input is also fed one byte and seven
** bytes at a time, so tokens straddle the reads.
*/
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "turncoat.h"
#include "src.h"


struct tok {
	int type;
	long line;
	int col;
	const char *text, *value;	/* value only for PGN_TAG */
};

static struct pgn_lexer lx;

static void
check(const char *name, const char *s, const struct tok *want, int n)
{
	static const size_t chunks[] = { (size_t)-1, 1, 7 };
	struct src in;
	size_t c;
	int i, type;

	for (c = 0; c < sizeof(chunks) / sizeof(chunks[0]); c++) {
		in.s = s;
		in.len = strlen(s);
		in.off = 0;
		in.chunk = chunks[c];
		pgn_init(&lx, src_read, &in);
		for (i = 0; i < n; i++) {
			type = pgn_next(&lx);
			if (type != want[i].type || lx.tline != want[i].line ||
			    lx.tcol != want[i].col ||
			    strcmp(lx.text, want[i].text) != 0 ||
			    (type == PGN_TAG &&
			    strcmp(lx.value, want[i].value) != 0)) {
				fprintf(stderr, "%s, token %d, reads of %zu: "
				    "want %d %ld:%d '%s', got %d %ld:%d '%s'\n",
				    name, i + 1, chunks[c], want[i].type,
				    want[i].line, want[i].col, want[i].text,
				    type, lx.tline, lx.tcol, lx.text);
				assert(0);
			}
		}
		assert(lx.bytes == strlen(s));
		/* The end stays the end. */
		assert(pgn_next(&lx) == PGN_EOF);
	}
}

/*
** Line 4 column by column: "1." 1, "e4" 4, '{' 7 (the comment's text
** is what lies between the braces), "e5" 19, "2." 22 and "Nf3" 24 (the
** dot ends a move number), "$1" 28 (text "1"), '(' 31, "2." 32, "Nc3"
** 35, "?!" 39, ')' 41, ';' 43 (text: the rest of the line).  Line 5 is
** a '%' escape line, skipped.  Line 6: "2..." 1, "Nc6" 6, "1/2-1/2" 10.
** The end is line 7, column 1.
*/
static const char game[] =
    "[Event \"A \\\"quoted\\\" \\\\ name\"]\n"
    "[Site \"?\"]\n"
    "\n"
    "1. e4 {a comment} e5 2.Nf3 $1 (2. Nc3 ?!) ; rest\n"
    "% escaped line\n"
    "2... Nc6 1/2-1/2\n";
static const struct tok game_tokens[] = {
	{ PGN_TAG, 1, 1, "Event", "A \"quoted\" \\ name" },
	{ PGN_TAG, 2, 1, "Site", "?" },
	{ PGN_MOVENUM, 4, 1, "1.", NULL },
	{ PGN_SYMBOL, 4, 4, "e4", NULL },
	{ PGN_COMMENT, 4, 7, "a comment", NULL },
	{ PGN_SYMBOL, 4, 19, "e5", NULL },
	{ PGN_MOVENUM, 4, 22, "2.", NULL },
	{ PGN_SYMBOL, 4, 24, "Nf3", NULL },
	{ PGN_NAG, 4, 28, "1", NULL },
	{ PGN_OPEN, 4, 31, "(", NULL },
	{ PGN_MOVENUM, 4, 32, "2.", NULL },
	{ PGN_SYMBOL, 4, 35, "Nc3", NULL },
	{ PGN_GLYPH, 4, 39, "?!", NULL },
	{ PGN_CLOSE, 4, 41, ")", NULL },
	{ PGN_COMMENT, 4, 43, " rest", NULL },
	{ PGN_MOVENUM, 6, 1, "2...", NULL },
	{ PGN_SYMBOL, 6, 6, "Nc6", NULL },
	{ PGN_RESULT, 6, 10, "1/2-1/2", NULL },
	{ PGN_EOF, 7, 1, "", NULL },
};

/*
** A UTF-8 BOM is skipped and takes no column; CR LF ends a line as LF
** does, and a ';' comment ends before the CR: "1." 1, "d4" 4, the
** comment " note" 7 on line 3, '*' on line 4, the end on line 5.
*/
static const char bom[] =
    "\xef\xbb\xbf[White \"B\"]\r\n"
    "\r\n"
    "1. d4 ; note\r\n"
    "*\r\n";
static const struct tok bom_tokens[] = {
	{ PGN_TAG, 1, 1, "White", "B" },
	{ PGN_MOVENUM, 3, 1, "1.", NULL },
	{ PGN_SYMBOL, 3, 4, "d4", NULL },
	{ PGN_COMMENT, 3, 7, " note", NULL },
	{ PGN_RESULT, 4, 1, "*", NULL },
	{ PGN_EOF, 5, 1, "", NULL },
};

/*
** Symbols keep what the move reader needs: "e.p." runs into the move,
** "e8(Q)" keeps its parentheses, "0000" and "--" are null moves (not a
** move number); "12" without dots is a move number; "1-0" a result.
** Columns: 1, 10, 17, 23, 28, 31, 34; the end is column 37.
*/
static const char symbols[] = "exd6e.p. O-O-O+ e8(Q) 0000 -- 12 1-0";
static const struct tok symbol_tokens[] = {
	{ PGN_SYMBOL, 1, 1, "exd6e.p.", NULL },
	{ PGN_SYMBOL, 1, 10, "O-O-O+", NULL },
	{ PGN_SYMBOL, 1, 17, "e8(Q)", NULL },
	{ PGN_SYMBOL, 1, 23, "0000", NULL },
	{ PGN_SYMBOL, 1, 28, "--", NULL },
	{ PGN_MOVENUM, 1, 31, "12", NULL },
	{ PGN_RESULT, 1, 34, "1-0", NULL },
	{ PGN_EOF, 1, 37, "", NULL },
};

/*
** Errors, each at the column where its token starts; the bytes read so
** far are skipped and reading goes on from there: "[ " of line 1, then
** ']' at 3; "$" of line 2, then "x" at 2 and '&' at 4; "[Date " of line
** 4, then "1" at 7 and ']' at 8.  A comment still open when a line
** starts with a tag pair ends there (line 6), so the tag is read; one
** open at the end of input ends there (line 7, column 14).
*/
static const char errors[] =
    "[ ]\n"
    "$x &\n"
    "\x01\n"
    "[Date 1]\n"
    "{open\n"
    "[Round \"2\"]\n"
    "{never closed";
static const struct tok error_tokens[] = {
	{ PGN_ERROR, 1, 1, "tag without a name: expected [Name \"value\"]",
	  NULL },
	{ PGN_ERROR, 1, 3, "unexpected ']'", NULL },
	{ PGN_ERROR, 2, 1, "'$' without a number: expected a NAG such as $1",
	  NULL },
	{ PGN_SYMBOL, 2, 2, "x", NULL },
	{ PGN_ERROR, 2, 4, "unexpected '&'", NULL },
	{ PGN_ERROR, 3, 1, "unexpected byte \\x01", NULL },
	{ PGN_ERROR, 4, 1, "tag without a value: expected [Name \"value\"]",
	  NULL },
	{ PGN_MOVENUM, 4, 7, "1", NULL },
	{ PGN_ERROR, 4, 8, "unexpected ']'", NULL },
	{ PGN_ERROR, 5, 1, "unterminated comment: expected '}' before the "
	  "next tag pair", NULL },
	{ PGN_TAG, 6, 1, "Round", "2" },
	{ PGN_ERROR, 7, 1, "unterminated comment: expected '}'", NULL },
	{ PGN_EOF, 7, 14, "", NULL },
};

/*
** The lexer's fast path (a token the buffer holds whole, read at once)
** against its byte by byte reading: the same input read in one go and a
** byte at a time (where the fast path never applies) gives the same
** tokens with the same text, value, line, column, start of line, offset
** and end of input.  The input: random pieces of movetext, tags and
** blanks of every kind, then the PGN files of tests/data and examples.
*/
struct snap {
	int type;
	long line;
	int col;
	bool start, end;
	uint64_t bytes;
	size_t len, vlen;
	char text[64], value[64];
};

static void
snap(struct snap *t, int type)
{
	memset(t, 0, sizeof(*t));
	t->type = type;
	t->line = lx.tline;
	t->col = lx.tcol;
	t->start = lx.tstart;
	t->end = lx.tend;
	t->bytes = lx.tbytes;
	t->len = lx.len_text;
	memcpy(t->text, lx.text, lx.len_text < 63 ? lx.len_text : 63);
	if (type == PGN_TAG) {
		t->vlen = lx.len_value;
		memcpy(t->value, lx.value, lx.len_value < 63 ? lx.len_value :
		    63);
	}
}

static int
same_tokens(const char *name, const char *s, size_t len)
{
	static struct pgn_lexer other;
	struct src a = { s, len, 0, (size_t)-1 }, b = { s, len, 0, 1 };
	struct snap x, y;
	int n = 0, t;

	pgn_init(&lx, src_read, &a);
	pgn_init(&other, src_read, &b);
	do {
		t = pgn_next(&lx);
		snap(&x, t);
		{
			struct pgn_lexer keep = lx;

			lx = other;
			snap(&y, pgn_next(&lx));
			other = lx;
			lx = keep;
		}
		n++;
		if (memcmp(&x, &y, sizeof(x)) != 0) {
			fprintf(stderr, "%s, token %d: in one go %d %ld:%d '%s' "
			    "(%d %d %zu), byte by byte %d %ld:%d '%s' (%d %d "
			    "%zu)\n", name, n, x.type, x.line, x.col, x.text,
			    x.start, x.end, (size_t)x.bytes, y.type, y.line,
			    y.col, y.text, y.start, y.end, (size_t)y.bytes);
			assert(0);
		}
	} while (t != PGN_EOF);
	return n;
}

static const char *const pieces[] = {
	"1.", "12.", "3...", "e4", "Nf3", "exd5", "O-O", "O-O-O+", "e8=Q#",
	"Qh4e1", "R1e2", "e.p.", "exd6e.p.", "e8(Q)", "0000", "--", "1-0",
	"0-1", "1/2-1/2", "*", "!?", "??", "$12", "$", "{a comment}",
	"{open", "}", "(", ")", "; to the end\n", "[Event \"x\"]",
	"[Site \"a \\\"q\\\" b\"]", "[White  \"W\"  ]", "[Bad ]",
	"[White Traitors: Rh1,Bc1]", "\n%escape\n", "(T-Rh1)", "T-Rh1:Nxf2",
	"1.e4", "12.Nf3", "K~x0", "N@f3", "abcdefghijklmnopqrstuvwxyz0123456789",
	"\xc3\xa9", "\x01", "&", " ", "  ", "\t", "\n", "\r\n", "\r",
	"\n\n", " \n", "\n[", "\"", "]"
};

static size_t
random_text(char *out, size_t cap, unsigned seed)
{
	size_t n = 0, k;

	while (n + 64 < cap) {
		const char *p;

		seed = seed * 1103515245u + 12345u;
		p = pieces[(seed >> 8) % (sizeof(pieces) / sizeof(pieces[0]))];
		k = strlen(p);
		memcpy(out + n, p, k);
		n += k;
		seed = seed * 1103515245u + 12345u;
		if ((seed >> 12) % 3)
			out[n++] = ' ';
	}
	return n;
}

static int
same_files(const char *dir)
{
	static char buf[1 << 20];
	char cmd[512], path[512];
	FILE *list, *f;
	int n = 0;

	snprintf(cmd, sizeof(cmd), "ls %s/*.pgn 2>/dev/null", dir);
	if ((list = popen(cmd, "r")) == NULL)
		return 0;
	while (fgets(path, sizeof(path), list)) {
		size_t len;

		path[strcspn(path, "\n")] = '\0';
		if ((f = fopen(path, "rb")) == NULL)
			continue;
		len = fread(buf, 1, sizeof(buf), f);
		fclose(f);
		n += same_tokens(path, buf, len);
	}
	pclose(list);
	return n;
}

int
main(void)
{
	static char text[200000];
	const char *top = getenv("TC_TOP");
	char dir[512];
	unsigned seed;
	int n = 0, files = 0;

	tc_init();
	check("game", game, game_tokens,
	    sizeof(game_tokens) / sizeof(game_tokens[0]));
	check("bom", bom, bom_tokens,
	    sizeof(bom_tokens) / sizeof(bom_tokens[0]));
	check("symbols", symbols, symbol_tokens,
	    sizeof(symbol_tokens) / sizeof(symbol_tokens[0]));
	check("errors", errors, error_tokens,
	    sizeof(error_tokens) / sizeof(error_tokens[0]));
	for (seed = 1; seed <= 15; seed++)
		n += same_tokens("random", text, random_text(text,
		    sizeof(text), seed));
	snprintf(dir, sizeof(dir), "%s/tests/data/pgn", top ? top : ".");
	files += same_files(dir);
	snprintf(dir, sizeof(dir), "%s/examples", top ? top : ".");
	files += same_files(dir);
	printf("%d random tokens, %d tokens of files, read both ways\n", n,
	    files);
	return n < 100000 || files < 1000;
}
