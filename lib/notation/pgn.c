/*
** A streaming PGN tokenizer (notation.md section 2).  It pulls bytes
** through the caller's read function into a fixed buffer, so memory does
** not grow with the input, and it tracks the line and column of every
** token.  It knows the shapes of PGN tokens, not chess: deciding what a
** symbol means is the move reader's job.
*/
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#if defined(__SSSE3__)
#include <tmmintrin.h>
#elif defined(__SSE2__)
#include <emmintrin.h>
#endif
#include "internal.h"

/*
** Bytes that may make up a symbol token; the same but '.' for a run;
** the bytes of a tag value read as they are (not '"', '\\', a line end
** or NUL).
*/
static bool symbol_byte[256], symbol_run[256], value_byte[256];
/*
** symbol_run[] for 16 bytes at once: byte c (below 128, as they all are)
** is in a run if run_lo[c & 15] has bit c >> 4.
*/
static unsigned char run_lo[16], run_hi[16];

/* Fill the tables of symbol bytes, once. */
static void
init_tables(void)
{
	static bool ready;
	const char *p;
	int c;

	if (ready)
		return;
	ready = true;
	for (c = 0; c < 256; c++)
		symbol_byte[c] = (c >= 'a' && c <= 'z') || (c >= 'A' &&
		    c <= 'Z') || (c >= '0' && c <= '9');
	/* '@': the Traitor designator "Rh1@f1" (traitor.md 5.4); '~': EN
	** Chess's swap "K~x0" (en-chess.md 10.1) */
	for (p = "_+#=:-/>!?.@~"; *p; p++)
		symbol_byte[(unsigned char)*p] = true;
	memcpy(symbol_run, symbol_byte, sizeof(symbol_run));
	symbol_run['.'] = false;
	for (c = 0; c < 8; c++)
		run_hi[c] = (unsigned char)(1u << c);
	for (c = 0; c < 128; c++)
		if (symbol_run[c])
			run_lo[c & 15] |= (unsigned char)(1u << (c >> 4));
	memset(value_byte, true, sizeof(value_byte));
	for (p = "\"\\\n\r"; *p; p++)
		value_byte[(unsigned char)*p] = false;
	value_byte[0] = false;
}

static bool
is_symbol(int c)
{
	return c >= 0 && symbol_byte[c];
}

bool
pgn_tag_name_byte(int c)
{
	init_tables();
	return is_symbol(c) && c != '"';
}

void
pgn_init(struct pgn_lexer *lx, size_t (*rd)(void *, char *, size_t),
    void *ctx)
{
	tc_init();
	init_tables();
	lx->eof = lx->cut = lx->at_cut = false;
	lx->pos = lx->len = 0;
	lx->bytes = lx->tbytes = 0;
	lx->keep = NULL;
	lx->keep_base = 0;
	lx->len_text = lx->len_value = 0;
	lx->read = rd;
	lx->ctx = ctx;
	lx->line = 1;
	lx->col = 1;
	lx->line_start = true;
	lx->first = true;
}

size_t
pgn_read_mem(void *ctx, char *buf, size_t cap)
{
	struct pgn_mem *m = ctx;
	size_t n = m->len - m->pos < cap ? m->len - m->pos : cap;

	memcpy(buf, m->p + m->pos, n);
	m->pos += n;
	return n;
}

const char *
pgn_kept(struct pgn_lexer *lx, uint64_t from, uint64_t to, size_t *len)
{
	struct tc_buf *k = lx->keep;
	size_t drop;

	if (k == NULL || k->nomem || from < lx->keep_base || to < from ||
	    to - lx->keep_base > k->n)
		return NULL;
	drop = (size_t)(from - lx->keep_base);
	memmove(k->p, k->p + drop, k->n - drop);
	k->n -= drop;
	lx->keep_base = from;
	*len = (size_t)(to - from);
	return k->p;
}

void
pgn_set_line(struct pgn_lexer *lx, long line)
{
	lx->line = line;
}

/* Refill the buffer; false at the end of input. */
static bool
refill(struct pgn_lexer *lx)
{
	if (lx->eof)
		return false;
	lx->len = lx->read(lx->ctx, lx->buf, sizeof(lx->buf));
	lx->pos = 0;
	if (lx->keep)
		buf_add(lx->keep, lx->buf, lx->len);
	if (lx->len == 0) {
		lx->eof = true;
		return false;
	}
	return true;
}

/*
** Make at least n bytes readable from pos, if the input has them, by
** moving the unread bytes to the front of the buffer and reading more.
*/
static size_t
ensure(struct pgn_lexer *lx, size_t n)
{
	while (lx->len - lx->pos < n && !lx->eof) {
		size_t have = lx->len - lx->pos, got;

		memmove(lx->buf, lx->buf + lx->pos, have);
		lx->pos = 0;
		lx->len = have;
		got = lx->read(lx->ctx, lx->buf + have, sizeof(lx->buf) - have);
		if (lx->keep)
			buf_add(lx->keep, lx->buf + have, got);
		if (got == 0)
			lx->eof = true;
		lx->len += got;
	}
	return lx->len - lx->pos;
}

/*
** Where the value of a tag pair starting at b[0] opens: '[', a name,
** spaces, then '"' at the offset returned, which is below max.  Returns
** 0 if b starts no tag pair so, or -1 if b[0..n) ends before it is known.
*/
static long
tag_open(const char *b, size_t n, size_t max)
{
	size_t i = 1;

	if (n == 0)
		return -1;
	if (b[0] != '[')
		return 0;
	while (i < n && i < max && ((b[i] >= 'A' && b[i] <= 'Z') ||
	    (b[i] >= 'a' && b[i] <= 'z') || (b[i] >= '0' && b[i] <= '9') ||
	    b[i] == '_'))
		i++;
	while (i > 1 && i < n && i < max && b[i] == ' ')
		i++;
	if (i >= max || (i < n && (i == 1 || b[i] != '"')))
		return 0;
	return i < n ? (long)i : -1;
}

/* True if a tag pair, [Name "..., starts at pos. */
static bool
tag_ahead(struct pgn_lexer *lx)
{
	size_t n = ensure(lx, 80);

	/* 80 bytes whatever is buffered, so reads never change the answer */
	if (n > 80)
		n = 80;
	return n >= 4 && tag_open(lx->buf + lx->pos, n, n) > 0;
}

/* The next byte without taking it, or -1 at the end of input. */
static inline int
peek(struct pgn_lexer *lx)
{
	if (lx->pos < lx->len || refill(lx))
		return (unsigned char)lx->buf[lx->pos];
	return -1;
}

static inline int
take(struct pgn_lexer *lx)
{
	int c = peek(lx);

	if (c < 0)
		return c;
	lx->pos++;
	lx->bytes++;
	/* A line ends with LF, CR LF or CR alone (turncoat-pgn(5)). */
	if (c == '\n' || (c == '\r' && peek(lx) != '\n')) {
		lx->line++;
		lx->col = 1;
		lx->line_start = true;
	} else {
		lx->col++;
		if (c != '\r' && c != ' ' && c != '\t')
			lx->line_start = false;
	}
	return c;
}

/* Append b[0..n) to the token text; beyond the limit the token is cut. */
static void
keep_bytes(struct pgn_lexer *lx, const unsigned char *b, size_t n)
{
	size_t room = PGN_TOKEN_MAX - lx->len_text;

	if (n > room) {
		n = room;
		lx->cut = true;
	}
	if (n <= 8) {
		/* A move's few bytes: no call. */
		char *t = lx->text + lx->len_text;
		size_t i;

		for (i = 0; i < n; i++)
			t[i] = (char)b[i];
	} else {
		memcpy(lx->text + lx->len_text, b, n);
	}
	lx->len_text += n;
}

/* keep_bytes() of the one byte c. */
static inline void
keep(struct pgn_lexer *lx, int c)
{
	if (lx->len_text < PGN_TOKEN_MAX)
		lx->text[lx->len_text++] = (char)c;
	else
		lx->cut = true;
}

/* Take the spaces and tabs that follow in the buffer, in one go. */
static inline void
take_blanks(struct pgn_lexer *lx)
{
	size_t i = lx->pos;

	while (i < lx->len && (lx->buf[i] == ' ' || lx->buf[i] == '\t'))
		i++;
	lx->col += (int)(i - lx->pos);
	lx->bytes += i - lx->pos;
	lx->pos = i;
}

static int
token(struct pgn_lexer *lx, int type)
{
	lx->text[lx->len_text] = '\0';
	lx->type = type;
	if (lx->cut && type != PGN_ERROR) {
		snprintf(lx->text, sizeof(lx->text), "%s longer than %d bytes",
		    type == PGN_COMMENT ? "comment" : "token", PGN_TOKEN_MAX);
		lx->len_text = strlen(lx->text);
		lx->type = PGN_ERROR;
	}
	return lx->type;
}

static int
error(struct pgn_lexer *lx, const char *msg)
{
	snprintf(lx->text, sizeof(lx->text), "%s", msg);
	lx->len_text = strlen(lx->text);
	lx->cut = false;
	return token(lx, PGN_ERROR);
}


/*
** The header lines of the Traitor seed, "[White Traitors: Rh1,Bc1,g2]":
** words after the name up to ':' join it ("White Traitors"), the rest of
** the line up to ']' is the value.  Anything else is an error.
*/
static int
read_seed_tag(struct pgn_lexer *lx)
{
	size_t have = ensure(lx, 80), i, n;
	const char *b = lx->buf + lx->pos;
	char alias[32], name[96];
	int c;

	/*
	 * Only words and then ':' before the line's ']', making a name a
	 * variant reads so (the seed's "White Traitors"): else an error.
	 */
	for (i = 0; i < have && (isalpha((unsigned char)b[i]) || b[i] == ' ');
	    i++)
		;
	n = i;
	while (n > 0 && b[n - 1] == ' ')
		n--;
	if (n == 0 || i >= have || b[i] != ':' || lx->len_text + 1 + n >=
	    sizeof(name))
		return error(lx, "tag without a value: expected [Name "
		    "\"value\"]");
	memcpy(name, lx->text, lx->len_text);
	name[lx->len_text] = ' ';
	memcpy(name + lx->len_text + 1, b, n);
	name[lx->len_text + 1 + n] = '\0';
	if (variant_tag_name(name, alias, sizeof(alias)) == NULL ||
	    strcmp(alias, name) == 0)
		return error(lx, "tag without a value: expected [Name "
		    "\"value\"]");
	keep(lx, ' ');
	while ((c = peek(lx)) >= 0 && c != ':')
		keep(lx, take(lx));
	while (lx->len_text > 0 && lx->text[lx->len_text - 1] == ' ')
		lx->len_text--;
	take(lx);
	while ((c = peek(lx)) == ' ' || c == '\t')
		take(lx);
	lx->len_value = 0;
	while ((c = peek(lx)) >= 0 && c != ']' && c != '\n' && c != '\r' &&
	    lx->len_value < 256)
		lx->value[lx->len_value++] = (char)take(lx);
	while (lx->len_value > 0 && lx->value[lx->len_value - 1] == ' ')
		lx->len_value--;
	lx->value[lx->len_value] = '\0';
	if (c != ']')
		return error(lx, "tag not closed: expected ']'");
	take(lx);
	return token(lx, PGN_TAG);
}

/*
** The Traitor seed's announcement "(T-Rh1)" before a move (traitor.md
** 5.5): '(', a letter T, D, A or M, '-', a designator of letters, digits
** and '@', ')' with no blanks, in at most 24 bytes.  The length of the
** form at the buffer's position, or 0 if it is not one (a variation
** opens).  The bound holds however much the buffer holds, so that input
** read a byte at a time reads the same.
*/
static size_t
seed_announcement(struct pgn_lexer *lx)
{
	size_t have = ensure(lx, 24), i;
	const char *b = lx->buf + lx->pos;

	if (have > 24)
		have = 24;

	if (have < 5 || !strchr("TDAM", b[1]) || b[1] == 0 || b[2] != '-')
		return 0;
	for (i = 3; i < have && (isalnum((unsigned char)b[i]) || b[i] == '@');
	    i++)
		;
	return i > 3 && i < have && b[i] == ')' ? i + 1 : 0;
}

/* A tag pair: [Name "value"], the name in text, the value in value. */
/* A tag's name into the token text, a span of the buffer at a time. */
static void
read_tag_name(struct pgn_lexer *lx)
{
	int c;

	for (;;) {
		size_t i = lx->pos;
		const unsigned char *b = (const unsigned char *)lx->buf;

		while (i < lx->len && symbol_byte[b[i]] && b[i] != '"')
			i++;
		keep_bytes(lx, b + lx->pos, i - lx->pos);
		lx->col += (int)(i - lx->pos);
		lx->bytes += i - lx->pos;
		if (i > lx->pos)
			lx->line_start = false;
		lx->pos = i;
		if (i < lx->len || (c = peek(lx)) < 0 || !is_symbol(c) ||
		    c == '"')
			return;
	}
}

static int
read_tag(struct pgn_lexer *lx)
{
	int c;

	while ((c = peek(lx)) == ' ' || c == '\t')
		take_blanks(lx);
	read_tag_name(lx);
	if (lx->len_text == 0)
		return error(lx, "tag without a name: expected [Name \"value\"]");
	while ((c = peek(lx)) == ' ' || c == '\t')
		take_blanks(lx);
	if (c != '"' && c >= 0 && c != ']' && c != '\n' && c != '\r')
		return read_seed_tag(lx);
	if (c != '"')
		return error(lx, "tag without a value: expected [Name "
		    "\"value\"]");
	take(lx);
	lx->len_value = 0;
	for (;;) {
		/* Plain bytes of the value in one span. */
		size_t i = lx->pos, n;
		const char *b = lx->buf;

		while (i < lx->len && b[i] != '"' && b[i] != '\\' &&
		    b[i] != '\n' && b[i] != '\r' && b[i] != 0)
			i++;
		n = i - lx->pos;
		if (n > PGN_TOKEN_MAX - lx->len_value) {
			n = PGN_TOKEN_MAX - lx->len_value;
			lx->cut = true;
		}
		memcpy(lx->value + lx->len_value, b + lx->pos, n);
		lx->len_value += n;
		lx->col += (int)(i - lx->pos);
		lx->bytes += i - lx->pos;
		lx->pos = i;
		if ((c = peek(lx)) < 0 || c == '"' || c == '\n' || c == '\r')
			break;
		if (c == 0) {
			lx->tline = lx->line;
			lx->tcol = lx->col;
			/* Skip the rest of the tag pair. */
			while ((c = peek(lx)) >= 0 && c != '\n' && c != '\r' &&
			    take(lx) != ']')
				;
			return error(lx, "unexpected byte \\x00 in a tag value");
		}
		take(lx);
		if (c == '\\' && (peek(lx) == '"' || peek(lx) == '\\'))
			c = take(lx);
		if (lx->len_value < PGN_TOKEN_MAX)
			lx->value[lx->len_value++] = (char)c;
		else
			lx->cut = true;
	}
	lx->value[lx->len_value] = '\0';
	if (c != '"')
		return error(lx, "unterminated tag value");
	take(lx);
	while ((c = peek(lx)) == ' ' || c == '\t')
		take(lx);
	if (c != ']')
		return error(lx, "tag not closed: expected ']'");
	take(lx);
	return token(lx, PGN_TAG);
}

/*
** A comment in braces.  One still open when a line starts with a tag
** pair is taken to be unterminated, so the games after it are not lost.
*/
static int
read_brace_comment(struct pgn_lexer *lx)
{
	int c;

	for (;;) {
		if (lx->line_start && lx->col == 1 && peek(lx) == '[' &&
		    tag_ahead(lx))
			return error(lx, "unterminated comment: expected '}' "
			    "before the next tag pair");
		if ((c = take(lx)) < 0 || c == '}')
			break;
		keep(lx, c);
	}
	if (c < 0 && lx->at_cut)
		return error(lx, "unterminated comment: expected '}' before "
		    "the next tag pair");
	if (c < 0)
		return error(lx, "unterminated comment: expected '}'");
	return token(lx, PGN_COMMENT);
}

/* The length of the score ("1", "0", "1/2") t begins with, or 0. */
static size_t
score_len(const char *t)
{
	if (strncmp(t, "1/2", 3) == 0)
		return 3;
	return t[0] == '0' || t[0] == '1' ? 1 : 0;
}

bool
result_scores(const char *t, int *halves)
{
	size_t n;
	int k;

	for (k = 0; k < 4; k++) {
		if ((n = score_len(t)) == 0)
			return false;
		if (halves)
			halves[k] = n == 3 ? 1 : 2 * (t[0] == '1');
		t += n;
		if (k < 3 && *t++ != '-')
			return false;
	}
	return *t == '\0';
}

bool
result_four(const char *t)
{
	return result_scores(t, NULL);
}

static int
classify_symbol(struct pgn_lexer *lx)
{
	const char *t = lx->text;
	size_t n = lx->len_text, i;

	lx->text[n] = '\0';
	if ((t[0] == '0' || t[0] == '1') && (strcmp(t, "1-0") == 0 ||
	    strcmp(t, "0-1") == 0 || strcmp(t, "1/2-1/2") == 0 ||
	    result_four(t)))
		return token(lx, PGN_RESULT);
	for (i = 0; i < n && t[i] >= '0' && t[i] <= '9'; i++)
		;
	if (i > 0 && i < n && t[i] == '.') {
		size_t j = i;

		while (j < n && t[j] == '.')
			j++;
		if (j == n)
			return token(lx, PGN_MOVENUM);
	}
	if (i > 0 && i == n && strcmp(t, "0000") != 0)
		return token(lx, PGN_MOVENUM);	/* a number without dots */
	if ((t[0] == '!' || t[0] == '?') && strspn(t, "!?") == n)
		return token(lx, PGN_GLYPH);
	return token(lx, PGN_SYMBOL);
}

/*
** Take the blanks after a symbol of type t; if only blanks were left, the
** input ends with it (tend).  Returns t.
*/
static int
symbol_end(struct pgn_lexer *lx, int t)
{
	int c;

	while ((c = peek(lx)) == ' ' || c == '\t' || c == '\n' || c == '\r') {
		if (c == ' ' || c == '\t')
			take_blanks(lx);
		else
			take(lx);
	}
	lx->tend = c < 0 && !lx->at_cut;
	return t;
}

/*
** A symbol: a move, a move number or a result.  A move number runs into
** the move without a space ("1.e4"), so the dots end it.
*/
static int
read_symbol(struct pgn_lexer *lx)
{
	int c, t;
	bool digits = true;

	for (;;) {
		/* The bytes in the buffer up to a dot or the symbol's end. */
		size_t i = lx->pos, n, j;
		const unsigned char *b = (const unsigned char *)lx->buf;

		while (i < lx->len && symbol_run[b[i]])
			i++;
		n = i - lx->pos;
		for (j = lx->pos; j < i && digits; j++)
			digits = b[j] >= '0' && b[j] <= '9';
		keep_bytes(lx, b + lx->pos, n);
		lx->pos = i;
		lx->col += (int)n;
		lx->bytes += n;
		if (n)
			lx->line_start = false;
		if ((c = peek(lx)) < 0 || !is_symbol(c))
			break;
		if (c != '.')
			continue;	/* the buffer ran out inside the symbol */
		if (digits && lx->len_text > 0) {
			/* "12." or "12...": the dots end a move number. */
			while (peek(lx) == '.')
				keep(lx, take(lx));
			break;
		}
		keep(lx, take(lx));	/* the dots of "e.p." */
		digits = false;
	}
	/* A promotion written "e8(Q)" keeps its parentheses. */
	if (c == '(' && lx->len_text >= 2 && ensure(lx, 3) >= 3) {
		char q = lx->text[lx->len_text - 1];

		if (q >= '1' && q <= '8' && strchr("QRBN", lx->buf[lx->pos + 1]) &&
		    lx->buf[lx->pos + 1] != 0 && lx->buf[lx->pos + 2] == ')') {
			keep(lx, take(lx));
			keep(lx, take(lx));
			keep(lx, take(lx));
		}
	}
	if ((t = classify_symbol(lx)) == PGN_RESULT)
		return t;
	return symbol_end(lx, t);
}

/* Skip blanks and %-escape lines: the byte that follows them, or -1. */
INLINE int
skip_blank(struct pgn_lexer *lx)
{
	int c;

	for (;;) {
		c = peek(lx);
		if (lx->first) {
			lx->first = false;
			/* A UTF-8 byte order mark at the start is skipped. */
			if (c == 0xef && ensure(lx, 3) >= 3 &&
			    memcmp(lx->buf + lx->pos, "\xef\xbb\xbf", 3) == 0) {
				lx->pos += 3;
				lx->bytes += 3;
				continue;
			}
		}
		if (c == ' ') {
			/* Runs of spaces, the commonest bytes, in one go. */
			size_t i = lx->pos;

			while (i < lx->len && lx->buf[i] == ' ')
				i++;
			lx->col += (int)(i - lx->pos);
			lx->bytes += i - lx->pos;
			lx->pos = i;
			continue;
		}
		if (c == '\t' || c == '\r' || c == '\n' || c == '\f' ||
		    c == '\v') {
			take(lx);
			continue;
		}
		if (c == '%' && lx->col == 1) {
			while ((c = take(lx)) >= 0 && c != '\n' && c != '\r')
				;
			continue;
		}
		return c;
	}
}

/* The error token for a byte c that starts no token. */
static int
unexpected(struct pgn_lexer *lx, int c)
{
	take(lx);
	if (c >= 0x20 && c < 0x7f)
		snprintf(lx->text, sizeof(lx->text), "unexpected '%c'", c);
	else
		snprintf(lx->text, sizeof(lx->text), "unexpected byte \\x%02x",
		    c);
	lx->len_text = strlen(lx->text);
	return token(lx, PGN_ERROR);
}

/*
** The fast path of pgn_next() for the commonest tokens, where the buffer
** holds them whole: spaces and line ends before them, a move or a move
** number ("Nf3", "12.") with the blanks after it, a tag pair on one line
** ([Event "x"]).  The same token, positions and state as the byte by
** byte reading; -1 for anything else, with only blanks taken, which
** pgn_next() then reads the long way.
*/
static void
mark_token(struct pgn_lexer *lx)
{
	lx->tline = lx->line;
	lx->tcol = lx->col;
	lx->tstart = lx->line_start;
	lx->tbytes = lx->bytes;
}

/* Take i - lx->pos bytes of one line, the first not blank. */
static void
advance(struct pgn_lexer *lx, size_t i)
{
	lx->col += (int)(i - lx->pos);
	lx->bytes += i - lx->pos;
	lx->pos = i;
	lx->line_start = false;
}

/*
** The length of the run of symbol_run[] bytes at b, whose first 32 bytes
** are readable; 32 if it does not end in them.
*/
static inline size_t
run_length(const unsigned char *b)
{
#if defined(__SSSE3__)
	/* Without a loop, whose exit would be mispredicted a token in two. */
	const __m128i lo = _mm_loadu_si128((const __m128i *)run_lo);
	const __m128i hi = _mm_loadu_si128((const __m128i *)run_hi);
	const __m128i nib = _mm_set1_epi8(0x0f), zero = _mm_setzero_si128();
	__m128i x = _mm_loadu_si128((const __m128i *)b), in;
	unsigned out;

	in = _mm_and_si128(_mm_shuffle_epi8(lo, _mm_and_si128(x, nib)),
	    _mm_shuffle_epi8(hi, _mm_and_si128(_mm_srli_epi16(x, 4), nib)));
	out = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(in, zero));
	if (out)
		return (size_t)__builtin_ctz(out);
#endif
	{
		size_t i = 0;

		while (i < 32 && symbol_run[b[i]])
			i++;
		return i;
	}
}

static int
quick_symbol(struct pgn_lexer *lx)
{
	const unsigned char *b = (const unsigned char *)lx->buf;
	size_t i, n, start = lx->pos;
	int t = PGN_SYMBOL;

	n = run_length(b + start);
	i = start + n;
	if (n == 0 || n == 32)
		return -1;
	if (b[i] == '.') {
		/* Only "12." or "12...": the dots end a move number. */
		for (i = start; i < start + n; i++)
			if (b[i] < '0' || b[i] > '9')
				return -1;
		while (n < 32 && b[start + n] == '.')
			n++;
		if (n == 32)
			return -1;
		t = PGN_MOVENUM;
	} else if (b[i] == '(') {
		return -1;	/* "e8(Q)" */
	} else if (!((b[start] >= 'a' && b[start] <= 'z') || (b[start] >= 'A' &&
	    b[start] <= 'Z'))) {
		t = -1;		/* a result, a number, a glyph: classified */
	}
	mark_token(lx);
	memcpy(lx->text, b + start, 32);
	lx->len_text = n;
	advance(lx, start + n);
	if (t < 0 && (t = classify_symbol(lx)) == PGN_RESULT)
		return t;
	lx->text[n] = '\0';
	lx->type = t;
	/* The commonest: one space, then the next token. */
	i = lx->pos;
	if (i + 1 < lx->len && b[i] == ' ' && b[i + 1] != ' ' &&
	    b[i + 1] != '\t' && b[i + 1] != '\n' && b[i + 1] != '\r') {
		lx->col++;
		lx->bytes++;
		lx->pos++;
		return t;
	}
	/* As read_symbol(): only blanks left, the input ends with it. */
	for (i = lx->pos; i < lx->len; i++) {
		if (b[i] == ' ') {
			lx->col++;
		} else if (b[i] == '\n') {
			lx->line++;
			lx->col = 1;
			lx->line_start = true;
		} else {
			break;
		}
	}
	lx->bytes += i - lx->pos;
	lx->pos = i;
	if (i < lx->len && b[i] != '\t' && b[i] != '\r')
		return t;
	return symbol_end(lx, t);
}

/*
** The end of the run of value_byte[] bytes at b[j..len): the first '"',
** '\\', line end or NUL, sixteen bytes at a time where there are.
*/
static inline size_t
value_end(const char *b, size_t j, size_t len)
{
#if defined(__SSE2__)
	const __m128i quote = _mm_set1_epi8('"'), bslash = _mm_set1_epi8('\\');
	const __m128i lf = _mm_set1_epi8('\n'), cr = _mm_set1_epi8('\r');
	const __m128i nul = _mm_setzero_si128();

	for (; j + 16 <= len; j += 16) {
		__m128i x = _mm_loadu_si128((const __m128i *)(b + j));
		unsigned stop = (unsigned)_mm_movemask_epi8(_mm_or_si128(
		    _mm_or_si128(_mm_cmpeq_epi8(x, quote),
		    _mm_cmpeq_epi8(x, bslash)), _mm_or_si128(
		    _mm_or_si128(_mm_cmpeq_epi8(x, lf), _mm_cmpeq_epi8(x, cr)),
		    _mm_cmpeq_epi8(x, nul))));

		if (stop)
			return j + (size_t)__builtin_ctz(stop);
	}
#endif
	while (j < len && value_byte[(unsigned char)b[j]])
		j++;
	return j;
}

/* A tag pair on one line, as read_tag() reads it; -1 if it is not so. */
static int
quick_tag(struct pgn_lexer *lx)
{
	const char *b = lx->buf;
	size_t j = lx->pos + 1, len = lx->len, ns, ne, vs, ve;

	while (j < len && (b[j] == ' ' || b[j] == '\t'))
		j++;
	ns = j;
	/* Most names are one run of symbol_run[] bytes, taken at once. */
	if (j + 32 <= len)
		j += run_length((const unsigned char *)b + j);
	while (j < len && j - ns < 256 && symbol_byte[(unsigned char)b[j]])
		j++;
	ne = j;
	while (j < len && (b[j] == ' ' || b[j] == '\t'))
		j++;
	if (ne == ns || ne - ns == 256 || j >= len || b[j] != '"')
		return -1;
	vs = ++j;
	j = value_end(b, j, len);
	if (j - vs > PGN_TOKEN_MAX)
		return -1;
	if (j >= len || b[j] != '"')
		return -1;
	ve = j++;
	while (j < len && (b[j] == ' ' || b[j] == '\t'))
		j++;
	if (j >= len || b[j] != ']')
		return -1;
	mark_token(lx);
	/* Short ones as a block of 32 bytes, which the buffer holds. */
	if (ne - ns <= 32 && ns + 32 <= len)
		memcpy(lx->text, b + ns, 32);
	else
		memcpy(lx->text, b + ns, ne - ns);
	lx->len_text = ne - ns;
	if (ve - vs <= 32 && vs + 32 <= len)
		memcpy(lx->value, b + vs, 32);
	else
		memcpy(lx->value, b + vs, ve - vs);
	lx->len_value = ve - vs;
	lx->value[lx->len_value] = '\0';
	advance(lx, j + 1);
	return token(lx, PGN_TAG);
}

/*
** Blanks from b[*i] on, below stop, as the lexer takes them: spaces and
** line ends, counted into *line, *col and *ls (a line's start).
*/
static inline void
run_blanks(const unsigned char *b, size_t *i, size_t stop, long *line,
    int *col, bool *ls)
{
	for (; *i < stop; ++*i) {
		if (b[*i] == ' ') {
			++*col;
		} else if (b[*i] == '\n') {
			++*line;
			*col = 1;
			*ls = true;
		} else {
			break;
		}
	}
}

static int
quick_next(struct pgn_lexer *lx)
{
	const unsigned char *b = (const unsigned char *)lx->buf;
	size_t i = lx->pos, stop = lx->len - 64;
	int c;

	/* The commonest: the blanks were taken after the last token. */
	if (symbol_byte[b[i]])
		return quick_symbol(lx);
	run_blanks(b, &i, stop, &lx->line, &lx->col, &lx->line_start);
	lx->bytes += i - lx->pos;
	lx->pos = i;
	if (i >= stop)
		return -1;
	c = b[i];
	if (symbol_byte[c])
		return quick_symbol(lx);
	if (c == '[')
		return quick_tag(lx);
	return -1;
}

/*
** quick_symbol()'s tokens without the tokens: a move number is passed
** over, a move's text given to made().  At each token's start the blanks
** before it are taken; what is not a move number or a move that made()
** makes leaves the lexer before it, with the blanks taken, where
** quick_next() would have left it.
*/
void
pgn_run(struct pgn_lexer *lx, int (*made)(void *ctx, const char *s,
    size_t n, long line, int col), void *ctx)
{
	const unsigned char *b = (const unsigned char *)lx->buf;
	size_t i = lx->pos, n, k, stop;
	long line = lx->line;
	int col = lx->col, r;
	bool ls = lx->line_start;

	if (lx->first || lx->len - i <= 64)
		return;
	stop = lx->len - 64;
	for (;;) {
		/* The commonest: one space between tokens. */
		if (b[i] == ' ' && b[i + 1] != ' ' && b[i + 1] != '\n') {
			i++;
			col++;
		} else {
			run_blanks(b, &i, stop, &line, &col, &ls);
		}
		if (i >= stop)
			break;
		n = run_length(b + i);
		if (n == 0 || n == 32)
			break;
		if (b[i + n] == '.') {
			size_t j;
			long line2 = line;
			int col2;
			bool ls2 = false;

			for (k = i; k < i + n; k++)
				if (b[k] < '0' || b[k] > '9')
					goto out;
			while (n < 32 && b[i + n] == '.')
				n++;
			if (n == 32)
				break;
			/*
			** Not where the input may end after it: that the
			** game must hear of (game_movenum()).
			*/
			j = i + n;
			col2 = col + (int)n;
			/* The commonest: one space, then the move. */
			if (b[j] == ' ' && symbol_byte[b[j + 1]]) {
				i = j + 1;
				col = col2 + 1;
				ls = false;
				continue;
			}
			run_blanks(b, &j, stop, &line2, &col2, &ls2);
			if (j >= stop || b[j] == '\t' || b[j] == '\r')
				break;
			i = j;
			line = line2;
			col = col2;
			ls = ls2;
			continue;
		}
		if (b[i + n] == '(' || !((b[i] >= 'a' && b[i] <= 'z') ||
		    (b[i] >= 'A' && b[i] <= 'Z')))
			break;
		if ((r = made(ctx, (const char *)b + i, n, line, col)) ==
		    PGN_RUN_NOT)
			break;
		i += n;
		col += (int)n;
		ls = false;
		if (r == PGN_RUN_STOP)
			break;
	}
out:
	lx->bytes += i - lx->pos;
	lx->pos = i;
	lx->line = line;
	lx->col = col;
	lx->line_start = ls;
}

/* pgn_next() byte by byte: every token, every form of the input. */
static __attribute__((noinline)) int
next_slow(struct pgn_lexer *lx)
{
	int c;
	size_t n;
	bool seed = false;

	c = skip_blank(lx);
	lx->tline = lx->line;
	lx->tcol = lx->col;
	lx->tstart = lx->line_start;
	lx->tbytes = lx->bytes;
	if (c < 0)
		return token(lx, PGN_EOF);
	if (c == '[') {
		take(lx);
		return read_tag(lx);
	}
	if (c == '{') {
		take(lx);
		return read_brace_comment(lx);
	}
	if (c == ';') {
		take(lx);
		while ((c = peek(lx)) >= 0 && c != '\n' && c != '\r')
			keep(lx, take(lx));
		return token(lx, PGN_COMMENT);
	}
	if (c == '(' && (n = seed_announcement(lx)) > 0) {
		while (n-- > 0)
			keep(lx, take(lx));
		while ((c = peek(lx)) == ' ' || c == '\t' || c == '\n' ||
		    c == '\r')
			take(lx);
		seed = true;	/* a move follows, or it is a symbol alone */
		goto symbol;
	}
	if (c == '(' || c == ')') {
		keep(lx, take(lx));
		return token(lx, c == '(' ? PGN_OPEN : PGN_CLOSE);
	}
	if (c == '*') {
		keep(lx, take(lx));
		return token(lx, PGN_RESULT);
	}
	if (c == '$') {
		take(lx);
		while ((c = peek(lx)) >= '0' && c <= '9')
			keep(lx, take(lx));
		if (lx->len_text == 0)
			return error(lx, "'$' without a number: expected a NAG "
			    "such as $1");
		return token(lx, PGN_NAG);
	}
symbol:
	if (is_symbol(c) || seed)
		return read_symbol(lx);
	return unexpected(lx, c);
}

int
pgn_next(struct pgn_lexer *lx)
{
	int t;

	lx->len_text = 0;
	lx->cut = false;
	lx->tend = false;
	if (!lx->first && lx->len - lx->pos > 64 && (t = quick_next(lx)) >= 0)
		return t;
	return next_slow(lx);
}

/* ---- cutting a stream between games ---- */

/*
** Whether the line at b[0..n) is a tag pair that the lexer reads as one,
** a tag and not an error: a tag start whose '"' comes within 64 bytes
** (so that tag_ahead() sees it too), a value of at most 4096 bytes closed
** on the line, blanks, ']'.  1 yes, 0 no, -1 not known until more is read.
*/
static int
tag_line(const char *b, size_t n, bool eof)
{
	int more = eof ? 0 : -1;
	long open = tag_open(b, n, 64);
	size_t i, v;

	if (open <= 0)
		return open < 0 ? more : 0;
	for (v = i = (size_t)open + 1; i < n && b[i] != '"'; i++) {
		if (b[i] == '\n' || b[i] == '\r' || b[i] == '\0' ||
		    i - v >= 4096)
			return 0;
		if (b[i] == '\\' && i + 1 < n && (b[i + 1] == '"' ||
		    b[i + 1] == '\\'))
			i++;	/* an escaped '"' or '\\' */
	}
	for (i++; i < n && (b[i] == ' ' || b[i] == '\t'); i++)
		;
	return i < n ? b[i] == ']' : more;
}

/*
** Whether the last line before b[x] (a line start) that is not blank
** starts with '[': 1 or 0, or -1 if b[0..x) has none.  A byte order mark
** at b[0] is not part of the first line.
*/
static int
after_tag_line(const char *b, size_t x)
{
	size_t e = x, s, t, i;

	while (e > 0) {
		for (s = e - 1; s > 0 && b[s - 1] != '\n' && b[s - 1] != '\r';
		    s--)
			;
		t = s;
		if (s == 0 && e >= 4 && memcmp(b, "\xef\xbb\xbf", 3) == 0)
			t = 3;
		for (i = t; i < e - 1 && strchr(" \t\r\f\v", b[i]) &&
		    b[i] != '\0'; i++)
			;
		if (i < e - 1)
			return b[t] == '[';
		e = s;
	}
	return -1;
}

size_t
pgn_cut(const char *b, size_t len, size_t from, bool eof, size_t *next)
{
	const char *p;
	size_t x;
	int r;

	if (from == 0)
		from = 1;
	for (;;) {
		if (from > len || (p = memchr(b + from - 1, '\n', len - from +
		    1)) == NULL) {
			*next = len > from ? len : from;
			return 0;
		}
		x = (size_t)(p - b) + 1;
		if ((r = tag_line(b + x, len - x, eof)) < 0) {
			*next = x;
			return 0;
		}
		if (r == 1 && after_tag_line(b, x) == 0)
			return x;
		from = x + 1;
	}
}
