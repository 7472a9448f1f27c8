/*
** Reading a game from one JSON object (notation.md section 4): a small
** JSON scanner that turns the object into the tokens the PGN reader
** would give, so replay, checks and recording are the same for both.
** Also what JSON text shares with the writer: how strings carry any
** bytes (OPTU-8), and the clock and evaluation commands of comments.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

#define JSON_MAXDEPTH 200	/* arrays and objects nested */

struct jp {
	const char *s;
	size_t n, i;
	int depth;
	struct tc_diag *err;
	bool failed;
	struct tc_game *g;
	struct pgn_lexer *lx;
	long line;
};

static bool
fail(struct jp *p, size_t at, const char *msg)
{
	if (!p->failed) {
		p->failed = true;
		p->err->col = (int)(at < INT32_MAX ? at + 1 : INT32_MAX);
		p->err->warning = false;
		snprintf(p->err->msg, sizeof(p->err->msg), "%s", msg);
	}
	return false;
}

static void
ws(struct jp *p)
{
	while (p->i < p->n && (p->s[p->i] == ' ' || p->s[p->i] == '\t' ||
	    p->s[p->i] == '\r' || p->s[p->i] == '\n'))
		p->i++;
}

/* Expect byte c (after white space). */
static bool
expect(struct jp *p, char c, const char *msg)
{
	ws(p);
	if (p->i < p->n && p->s[p->i] == c) {
		p->i++;
		return true;
	}
	return fail(p, p->i, msg);
}

static bool
peek(struct jp *p, char c)
{
	ws(p);
	return p->i < p->n && p->s[p->i] == c;
}

static int
hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* Four hex digits at s[i..]; -1 if they are not. */
static long
hex4(struct jp *p, size_t i)
{
	long v = 0;
	int k, h;

	if (i + 4 > p->n)
		return -1;
	for (k = 0; k < 4; k++) {
		if ((h = hexval((unsigned char)p->s[i + k])) < 0)
			return -1;
		v = v * 16 + h;
	}
	return v;
}

/*
** The length of the valid UTF-8 sequence at s[0..n) and its code point
** in *cp, or 0 if there is none there: no overlong form, no surrogate,
** nothing above U+10FFFF, not cut by the end.
*/
size_t
tc_utf8_get(const unsigned char *s, size_t n, uint32_t *cp)
{
	size_t len, i;
	uint32_t c;

	if (n == 0 || s[0] < 0xc2 || s[0] > 0xf4)
		return 0;
	len = s[0] < 0xe0 ? 2 : s[0] < 0xf0 ? 3 : 4;
	if (len > n)
		return 0;
	c = s[0] & (0x7f >> len);
	for (i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		c = (c << 6) | (s[i] & 0x3f);
	}
	if ((len == 3 && (c < 0x800 || (c >= 0xd800 && c <= 0xdfff))) ||
	    (len == 4 && (c < 0x10000 || c > 0x10ffff)))
		return 0;
	*cp = c;
	return len;
}

size_t
optu8_from_bytes(const char *s, size_t n, uint32_t *cp)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t len;

	if (u[0] < 0x80) {
		*cp = u[0];
		return 1;
	}
	if ((len = tc_utf8_get(u, n, cp)) != 0 &&
	    (*cp < OPTU8_FIRST || *cp > OPTU8_LAST))
		return len;
	*cp = OPTU8_FIRST + (u[0] - 0x80);
	return 1;
}

size_t
optu8_to_bytes(uint32_t cp, char *o)
{
	if (cp >= OPTU8_FIRST && cp <= OPTU8_LAST) {
		o[0] = (char)(0x80 + (cp - OPTU8_FIRST));
		return 1;
	}
	if (cp < 0x80) {
		o[0] = (char)cp;
		return 1;
	}
	if (cp < 0x800) {
		o[0] = (char)(0xc0 | (cp >> 6));
		o[1] = (char)(0x80 | (cp & 0x3f));
		return 2;
	}
	if (cp < 0x10000) {
		o[0] = (char)(0xe0 | (cp >> 12));
		o[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
		o[2] = (char)(0x80 | (cp & 0x3f));
		return 3;
	}
	o[0] = (char)(0xf0 | (cp >> 18));
	o[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
	o[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
	o[3] = (char)(0x80 | (cp & 0x3f));
	return 4;
}

/*
** A string into out[cap] (NUL-terminated), *len its length.  Text and
** escapes go through optu8_to_bytes(): U+EF80 to U+EFFF, raw or
** escaped, give back the byte buf_json_string() wrote so, and all else
** gives UTF-8.  A lone \udc80 to \udcff, as turncoat wrote such a byte
** before, gives it back too.  Bytes that are not UTF-8 stay as they are.
** out may be NULL to skip the string.
*/
static bool
jstring(struct jp *p, char *out, size_t cap, size_t *len)
{
	size_t k = 0, at;
	char tmp[4];

	if (!expect(p, '"', "expected a string"))
		return false;
	at = p->i - 1;
	for (;;) {
		unsigned char c;
		size_t m = 1;
		uint32_t ucp;
		long cp;

		if (p->i >= p->n)
			return fail(p, at, "unterminated string");
		c = (unsigned char)p->s[p->i];
		if (c == '"')
			break;
		if (c < 0x20)
			return fail(p, p->i, "control character in a string");
		tmp[0] = (char)c;
		if (c >= 0x80 && (m = tc_utf8_get((const unsigned char *)p->s +
		    p->i, p->n - p->i, &ucp)) != 0) {
			p->i += m - 1;
			m = optu8_to_bytes(ucp, tmp);
		} else if (c >= 0x80) {
			m = 1;
		} else if (c == '\\') {
			if (p->i + 1 >= p->n)
				return fail(p, at, "unterminated string");
			switch (p->s[++p->i]) {
			case '"': tmp[0] = '"'; break;
			case '\\': tmp[0] = '\\'; break;
			case '/': tmp[0] = '/'; break;
			case 'b': tmp[0] = '\b'; break;
			case 'f': tmp[0] = '\f'; break;
			case 'n': tmp[0] = '\n'; break;
			case 'r': tmp[0] = '\r'; break;
			case 't': tmp[0] = '\t'; break;
			case 'u':
				if ((cp = hex4(p, p->i + 1)) < 0)
					return fail(p, p->i - 1, "bad \\u escape: "
					    "expected four hex digits");
				p->i += 4;
				if (cp >= 0xd800 && cp <= 0xdbff) {
					long lo = -1;

					if (p->i + 2 < p->n && p->s[p->i + 1] ==
					    '\\' && p->s[p->i + 2] == 'u')
						lo = hex4(p, p->i + 3);
					if (lo < 0xdc00 || lo > 0xdfff)
						return fail(p, p->i - 5, "lone "
						    "surrogate in a \\u escape");
					cp = 0x10000 + ((cp - 0xd800) << 10) +
					    (lo - 0xdc00);
					p->i += 6;
				} else if (cp >= 0xdc80 && cp <= 0xdcff) {
					/* a byte that was not UTF-8 */
					tmp[0] = (char)(cp & 0xff);
					break;
				} else if (cp >= 0xdc00 && cp <= 0xdfff) {
					return fail(p, p->i - 5, "lone surrogate "
					    "in a \\u escape");
				}
				if (cp == 0)
					return fail(p, p->i - 5, "NUL (\\u0000) "
					    "in a string");
				m = optu8_to_bytes((uint32_t)cp, tmp);
				break;
			default:
				return fail(p, p->i - 1, "bad escape in a "
				    "string");
			}
		}
		if (out && k + m >= cap) {
			char msg[64];

			snprintf(msg, sizeof(msg), "string longer than %zu bytes",
			    cap - 1);
			return fail(p, at, msg);
		}
		if (out)
			memcpy(out + k, tmp, m);
		k += m;
		p->i++;
	}
	p->i++;
	if (out)
		out[k] = '\0';
	if (len)
		*len = k;
	return true;
}

size_t
json_read_string(const char *s, size_t n, char *out, size_t cap,
    size_t *len)
{
	struct jp p;
	struct tc_diag err;

	memset(&p, 0, sizeof(p));
	p.s = s;
	p.n = n;
	p.err = &err;
	return jstring(&p, out, cap, len) ? p.i : 0;
}

/* ---- clock and evaluation commands of comments ---- */

/* Up to max digits at s[*i..n) as a number; -1 if there is none. */
static long
digits(const char *s, size_t n, size_t *i, int max)
{
	long v = 0;
	int k = 0;

	while (*i < n && s[*i] >= '0' && s[*i] <= '9' && k < max) {
		v = v * 10 + (s[(*i)++] - '0');
		k++;
	}
	return k == 0 || (*i < n && s[*i] >= '0' && s[*i] <= '9') ? -1 : v;
}

/* ".digits" at s[*i..n), copied to out[11] with the dot; false if bad. */
static bool
fraction(const char *s, size_t n, size_t *i, char *out)
{
	size_t at = *i;

	out[0] = '\0';
	if (*i == n || s[*i] != '.')
		return true;
	(*i)++;
	if (digits(s, n, i, 9) < 0)
		return false;
	memcpy(out, s + at, *i - at);
	out[*i - at] = '\0';
	return true;
}

/* H:MM:SS with an optional fraction, as seconds; false if it is not. */
static bool
clock_value(const char *s, size_t n, char *out)
{
	size_t i = 0, at;
	long h, m, sec;
	char frac[11];

	if ((h = digits(s, n, &i, 5)) < 0 || i == n || s[i++] != ':')
		return false;
	at = i;
	if ((m = digits(s, n, &i, 2)) < 0 || i - at != 2 || m > 59 ||
	    i == n || s[i++] != ':')
		return false;
	at = i;
	if ((sec = digits(s, n, &i, 2)) < 0 || i - at != 2 || sec > 59 ||
	    !fraction(s, n, &i, frac) || i != n)
		return false;
	snprintf(out, TC_CMD_MAX, "%ld%s", h * 3600 + m * 60 + sec, frac);
	return true;
}

/* 0.35, -1.20, +2 as pawns; #3, #-3 as moves to mate. */
static bool
eval_value(const char *s, size_t n, struct tc_comment_cmds *c)
{
	size_t i = 0;
	bool mate = n > 0 && s[0] == '#', neg;
	long v;
	char frac[11];

	i = mate;
	neg = i < n && s[i] == '-';
	if (i < n && (s[i] == '-' || s[i] == '+'))
		i++;
	if ((v = digits(s, n, &i, mate ? 4 : 5)) < 0)
		return false;
	if (mate) {
		if (i != n)
			return false;
		snprintf(c->mate, TC_CMD_MAX, "%s%ld", neg && v ? "-" : "", v);
		return true;
	}
	if (!fraction(s, n, &i, frac) || i != n)
		return false;
	snprintf(c->eval, TC_CMD_MAX, "%s%ld%s", neg ? "-" : "", v, frac);
	return true;
}

void
comment_commands(const char *s, struct tc_comment_cmds *c)
{
	static const char ws[] = " \t\r\n";
	const char *p, *name, *arg, *end;
	size_t nlen, n;

	memset(c, 0, sizeof(*c));
	for (p = s; (p = strstr(p, "[%")) != NULL; p = end) {
		name = p + 2;
		nlen = strcspn(name, " \t\r\n]");
		arg = name + nlen + strspn(name + nlen, ws);
		n = strcspn(arg, " \t\r\n]");
		end = arg + n + strspn(arg + n, ws);
		if (arg == name + nlen || *end != ']')
			continue;
		if (nlen == 3 && memcmp(name, "clk", 3) == 0 && !c->clk[0])
			clock_value(arg, n, c->clk);
		else if (nlen == 3 && memcmp(name, "emt", 3) == 0 && !c->emt[0])
			clock_value(arg, n, c->emt);
		else if (nlen == 4 && memcmp(name, "eval", 4) == 0 &&
		    !c->eval[0] && !c->mate[0])
			eval_value(arg, n, c);
	}
}

/* Skip any value. */
static bool
jskip(struct jp *p)
{
	bool ok = true;

	ws(p);
	if (p->i >= p->n)
		return fail(p, p->i, "expected a value");
	switch (p->s[p->i]) {
	case '"':
		return jstring(p, NULL, 0, NULL);
	case '{':
	case '[': {
		char close = p->s[p->i] == '{' ? '}' : ']';

		if (++p->depth > JSON_MAXDEPTH)
			return fail(p, p->i, "nested too deep");
		p->i++;
		if (peek(p, close)) {
			p->i++;
			p->depth--;
			return true;
		}
		do {
			if (close == '}' && (!jstring(p, NULL, 0, NULL) ||
			    !expect(p, ':', "expected ':'")))
				return false;
			if (!jskip(p))
				return false;
		} while (peek(p, ',') && ++p->i);
		ok = expect(p, close, close == '}' ? "expected ',' or '}'" :
		    "expected ',' or ']'");
		p->depth--;
		return ok;
	}
	default:
		if (strchr("-0123456789tfn", p->s[p->i]) == NULL)
			return fail(p, p->i, "expected a value");
		while (p->i < p->n && strchr("+-.0123456789eEtruefalsn",
		    p->s[p->i]) && p->s[p->i] != '\0')
			p->i++;
		return true;
	}
}

/* ---- feeding the game ---- */

static bool
feed(struct jp *p, int type, size_t at)
{
	p->lx->type = type;
	p->lx->tline = p->line;
	p->lx->tcol = (int)(at < INT32_MAX ? at + 1 : INT32_MAX);
	p->lx->tstart = false;
	return game_feed(p->g, p->lx) == GAME_MORE;
}

/*
** Iterate over the keys of an object: fn gets the key (cut to fit key[];
** keys this reader knows are short) and where the key starts.
*/
typedef bool key_fn(struct jp *p, const char *key, size_t key_at, void *ctx);

/*
** Whether an object already had the key at `at` (its text unescaped,
** hashed): JSON readers disagree on which of two equal keys counts, so
** a record with one is refused rather than read one way here and
** another way downstream.
*/
#define JSON_MAXKEYS 256
static bool
key_repeated(const struct jp *p, size_t at, uint64_t *seen, int *n)
{
	char text[256];
	struct jp q = *p;
	uint64_t h = 14695981039346656037ULL;
	size_t len = 0, i;
	int k;

	q.i = at;
	if (!jstring(&q, text, sizeof(text), &len))
		return false;
	for (i = 0; i < len && i < sizeof(text) - 1; i++)
		h = (h ^ (unsigned char)text[i]) * 1099511628211ULL;
	h ^= len;
	for (k = 0; k < *n; k++)
		if (seen[k] == h)
			return true;
	seen[(*n)++] = h;
	return false;
}

static bool
jobject(struct jp *p, key_fn *fn, void *ctx)
{
	char key[32];
	size_t at;
	uint64_t seen[JSON_MAXKEYS];
	int nseen = 0;

	if (!expect(p, '{', "expected '{'"))
		return false;
	if (++p->depth > JSON_MAXDEPTH)
		return fail(p, p->i - 1, "nested too deep");
	if (peek(p, '}')) {
		p->i++;
		p->depth--;
		return true;
	}
	do {
		struct jp q;

		ws(p);
		at = p->i;
		if (!jstring(p, NULL, 0, NULL) || !expect(p, ':',
		    "expected ':'"))
			return false;
		q = *p;
		q.i = at;
		if (!jstring(&q, key, sizeof(key), NULL))
			key[0] = '\0';
		if (nseen == JSON_MAXKEYS)
			return fail(p, at, "more than 256 keys in one object");
		if (key_repeated(p, at, seen, &nseen)) {
			char msg[TC_MSGMAX];

			snprintf(msg, sizeof(msg), "key \"%.40s\" repeated in "
			    "one object: JSON readers disagree on which one "
			    "counts", key);
			return fail(p, at, msg);
		}
		if (!fn(p, key, at, ctx))
			return false;
	} while (peek(p, ',') && ++p->i);
	p->depth--;
	return expect(p, '}', "expected ',' or '}'");
}

/* Iterate over the elements of an array. */
typedef bool elem_fn(struct jp *p, void *ctx);

static bool
jarray(struct jp *p, elem_fn *fn, void *ctx)
{
	if (!expect(p, '[', "expected '['"))
		return false;
	if (++p->depth > JSON_MAXDEPTH)
		return fail(p, p->i - 1, "nested too deep");
	if (peek(p, ']')) {
		p->i++;
		p->depth--;
		return true;
	}
	do {
		if (!fn(p, ctx))
			return false;
	} while (peek(p, ',') && ++p->i);
	p->depth--;
	return expect(p, ']', "expected ',' or ']'");
}

/* Remember where the value of a key starts, and skip it. */
static bool
mark_value(struct jp *p, size_t *at)
{
	ws(p);
	*at = p->i;
	return jskip(p);
}

#define NONE ((size_t)-1)

/*
** Feed the comment string at offset `at`.  One longer than a PGN token
** goes as several, cut at white space, which the game joins again.
*/
static bool
feed_comment(struct jp *p, size_t at)
{
	struct jp q = *p;
	size_t len, i = 0, cut;
	char *t;

	p->i = at;
	if (!jstring(p, NULL, 0, &len))
		return false;
	if (len <= PGN_TOKEN_MAX) {
		p->i = at;
		if (!jstring(p, p->lx->text, sizeof(p->lx->text),
		    &p->lx->len_text))
			return false;
		feed(p, PGN_COMMENT, at);
		return true;
	}
	if ((t = malloc(len + 1)) == NULL)
		return fail(p, at, "out of memory");
	q.i = at;
	jstring(&q, t, len + 1, NULL);
	while (len - i > PGN_TOKEN_MAX) {
		for (cut = i + PGN_TOKEN_MAX; cut > i && t[cut] != ' ' &&
		    t[cut] != '\n' && t[cut] != '\t' && t[cut] != '\r'; cut--)
			;
		if (cut == i) {
			free(t);
			return fail(p, at, "comment with a word longer than "
			    "16384 bytes");
		}
		memcpy(p->lx->text, t + i, cut - i);
		p->lx->text[cut - i] = '\0';
		p->lx->len_text = cut - i;
		feed(p, PGN_COMMENT, at);
		i = cut + 1;
	}
	memcpy(p->lx->text, t + i, len - i);
	p->lx->text[len - i] = '\0';
	p->lx->len_text = len - i;
	feed(p, PGN_COMMENT, at);
	free(t);
	return true;
}

/* Feed the string at offset `at` as a token of type `type`. */
static bool
feed_at(struct jp *p, size_t at, int type)
{
	p->i = at;
	if (!jstring(p, p->lx->text, sizeof(p->lx->text), &p->lx->len_text))
		return false;
	feed(p, type, at);
	return true;
}

struct tags {
	bool variant, fen;
};

static bool
tag_name_ok(const char *s)
{
	if (*s == '\0')
		return false;
	for (; *s; s++)
		if (!pgn_tag_name_byte((unsigned char)*s))
			return false;
	return true;
}

static bool
tag_key(struct jp *p, const char *key, size_t key_at, void *ctx)
{
	struct tags *t = ctx;
	struct jp q = *p;
	size_t at;

	(void)key;
	q.i = key_at;
	if (!jstring(&q, p->lx->text, sizeof(p->lx->text),
	    &p->lx->len_text)) {
		*p = q;
		return false;
	}
	if (!tag_name_ok(p->lx->text))
		return fail(p, key_at, "not a PGN tag name: expected letters, "
		    "digits and '_'");
	if (strcmp(p->lx->text, "Variant") == 0)
		t->variant = true;
	if (strcmp(p->lx->text, "FEN") == 0)
		t->fen = true;
	ws(p);
	at = p->i;
	if (!jstring(p, p->lx->value, sizeof(p->lx->value),
	    &p->lx->len_value))
		return false;
	if (memchr(p->lx->value, '\n', p->lx->len_value))
		return fail(p, at, "a line break in a tag value, which PGN "
		    "cannot hold");
	feed(p, PGN_TAG, key_at);
	return true;
}

struct move {
	size_t san, uci, before, comment, nags, vars;
};

static bool
move_key(struct jp *p, const char *key, size_t key_at, void *ctx)
{
	struct move *m = ctx;
	size_t *slot = strcmp(key, "san") == 0 ? &m->san :
	    strcmp(key, "uci") == 0 ? &m->uci :
	    strcmp(key, "before") == 0 ? &m->before :
	    strcmp(key, "comment") == 0 ? &m->comment :
	    strcmp(key, "nags") == 0 ? &m->nags :
	    strcmp(key, "variations") == 0 ? &m->vars : NULL;
	size_t skip;

	(void)key_at;
	return mark_value(p, slot ? slot : &skip);
}

static bool
nag_elem(struct jp *p, void *ctx)
{
	size_t at;
	long v = 0;

	(void)ctx;
	ws(p);
	at = p->i;
	while (p->i < p->n && p->s[p->i] >= '0' && p->s[p->i] <= '9' &&
	    v <= 255)
		v = v * 10 + (p->s[p->i++] - '0');
	if (p->i == at || v > 255)
		return fail(p, at, "expected a NAG number from 0 to 255");
	snprintf(p->lx->text, sizeof(p->lx->text), "%ld", v);
	p->lx->len_text = strlen(p->lx->text);
	feed(p, PGN_NAG, at);
	return true;
}

static bool line_elem(struct jp *p, void *ctx);

static bool
variation_elem(struct jp *p, void *ctx)
{
	size_t at;

	(void)ctx;
	ws(p);
	at = p->i;
	feed(p, PGN_OPEN, at);
	if (!jarray(p, line_elem, NULL))
		return false;
	feed(p, PGN_CLOSE, p->i - 1);
	return true;
}

/* One move object: its parts fed in PGN order whatever the key order. */
static bool
line_elem(struct jp *p, void *ctx)
{
	struct move m = { NONE, NONE, NONE, NONE, NONE, NONE };
	size_t end, at;

	(void)ctx;
	ws(p);
	at = p->i;
	if (!jobject(p, move_key, &m))
		return false;
	end = p->i;
	if (m.san == NONE && m.uci == NONE)
		return fail(p, at, "move without \"san\" or \"uci\"");
	if ((m.before != NONE && !feed_comment(p, m.before)) ||
	    !feed_at(p, m.san != NONE ? m.san : m.uci, PGN_SYMBOL))
		return false;
	if (m.nags != NONE) {
		p->i = m.nags;
		if (!jarray(p, nag_elem, NULL))
			return false;
	}
	if (m.comment != NONE && !feed_comment(p, m.comment))
		return false;
	if (m.vars != NONE) {
		p->i = m.vars;
		if (!jarray(p, variation_elem, NULL))
			return false;
	}
	p->i = end;
	return true;
}

struct top {
	size_t tags, variant, start, comment, moves, result;
};

static bool
top_key(struct jp *p, const char *key, size_t key_at, void *ctx)
{
	struct top *t = ctx;
	size_t *slot = strcmp(key, "tags") == 0 ? &t->tags :
	    strcmp(key, "variant") == 0 ? &t->variant :
	    strcmp(key, "start") == 0 ? &t->start :
	    strcmp(key, "comment") == 0 ? &t->comment :
	    strcmp(key, "moves") == 0 ? &t->moves :
	    strcmp(key, "result") == 0 ? &t->result : NULL;
	size_t skip;

	(void)key_at;
	return mark_value(p, slot ? slot : &skip);
}

/*
** True if the position text s[0..n) is the start of variant v as a
** public record shows it.  One that shows a secret list (the arbiter's
** view) is not: it goes to the game as its FEN tag, where the list is
** checked against the tags' (a committed game takes a list only from
** its revealed, verified tags).
*/
static bool
is_start(const struct tc_variant *v, const char *s, size_t n)
{
	struct tc_pos a, b;
	struct tc_diags d;
	char x[TC_AFEN_MAX], y[TC_AFEN_MAX];

	d.n = d.nerr = d.nwarn = 0;
	if (afen_read(&a, v, s, n, 0, &d, NULL) != 0)
		return false;
	afen_write(&a, y, sizeof(y));
	pos_set_view(&a, TC_VIEW_PUBLIC);
	afen_write(&a, x, sizeof(x));
	if (strcmp(x, y) != 0)
		return false;
	pos_start(&b, v);
	pos_set_view(&b, TC_VIEW_PUBLIC);
	afen_write(&b, y, sizeof(y));
	return strcmp(x, y) == 0;
}

/* A tag made from a key of the object ("variant", "start"). */
static bool
extra_tag(struct jp *p, const char *name, size_t at)
{
	p->i = at;
	if (!jstring(p, p->lx->value, sizeof(p->lx->value),
	    &p->lx->len_value))
		return false;
	strcpy(p->lx->text, name);
	p->lx->len_text = strlen(name);
	/* standard chess needs no tag */
	if (strcmp(name, "Variant") != 0 || tc_variant_find(p->lx->value) !=
	    tc_variant_for_games())
		feed(p, PGN_TAG, at);
	return true;
}

bool
game_read_json(struct tc_game *g, struct pgn_lexer *lx, const char *s,
    size_t len, long line, struct tc_diag *err)
{
	struct top t = { NONE, NONE, NONE, NONE, NONE, NONE };
	struct tags tg = { false, false };
	const struct tc_variant *v;
	struct jp p;

	memset(&p, 0, sizeof(p));
	p.s = s;
	p.n = len;
	p.err = err;
	p.g = g;
	p.lx = lx;
	p.line = line;
	if (!jobject(&p, top_key, &t))
		return false;
	ws(&p);
	if (p.i < p.n)
		return fail(&p, p.i, "text after the game object");
	if (t.moves == NONE)
		return fail(&p, 0, "game object without \"moves\"");
	if (t.tags != NONE) {
		p.i = t.tags;
		if (!jobject(&p, tag_key, &tg))
			return false;
	}
	if (!tg.variant && t.variant != NONE) {
		if (!extra_tag(&p, "Variant", t.variant))
			return false;
	}
	if (!tg.fen && t.start != NONE) {
		p.i = t.start;
		if (!jstring(&p, lx->value, sizeof(lx->value), &lx->len_value))
			return false;
		/* The start of the game's variant needs no FEN tag. */
		v = g->forced ? g->forced : g->variant_tag[0] ?
		    tc_variant_find(g->variant_tag) : tc_variant_for_games();
		if (v == NULL)
			v = tc_variant_for_games();
		if (!is_start(v, lx->value, lx->len_value)) {
			strcpy(lx->text, "SetUp");
			strcpy(lx->value, "1");
			lx->len_text = 5;
			lx->len_value = 1;
			feed(&p, PGN_TAG, t.start);
			if (!extra_tag(&p, "FEN", t.start))
				return false;
		}
	}
	if (t.comment != NONE && !feed_comment(&p, t.comment))
		return false;
	p.i = t.moves;
	if (!jarray(&p, line_elem, NULL))
		return false;
	if (t.result != NONE) {
		p.i = t.result;
		if (!jstring(&p, lx->text, sizeof(lx->text), &lx->len_text))
			return false;
		if (strcmp(lx->text, "1-0") && strcmp(lx->text, "0-1") &&
		    strcmp(lx->text, "1/2-1/2") && strcmp(lx->text, "*") &&
		    !result_four(lx->text))
			return fail(&p, t.result, "result is not 1-0, 0-1, "
			    "1/2-1/2, four scores (1-1/2-0-1/2) or *");
		feed(&p, PGN_RESULT, t.result);
	} else {
		strcpy(lx->text, "*");
		lx->len_text = 1;
		feed(&p, PGN_RESULT, p.n);
	}
	return true;
}
