/*
** JSON text (notation.md section 4): a small scanner's strings and
** failures, for the reader of games (lib/game/json-read.c); what JSON
** text shares with the writers: how strings carry any bytes (OPTU-8),
** and the clock and evaluation commands of comments.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

bool
json_fail(struct json_scan *p, size_t at, const char *msg)
{
	if (!p->failed) {
		p->failed = true;
		p->err->col = (int)(at < INT32_MAX ? at + 1 : INT32_MAX);
		p->err->warning = false;
		snprintf(p->err->msg, sizeof(p->err->msg), "%s", msg);
	}
	return false;
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
hex4(struct json_scan *p, size_t i)
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

/* A \u escape, p->s[p->i] its 'u', into tmp[0..*m): false after its error. */
static bool
scan_u_escape(struct json_scan *p, char *tmp, size_t *m)
{
	long cp;

	if ((cp = hex4(p, p->i + 1)) < 0)
		return json_fail(p, p->i - 1, "bad \\u escape: "
		    "expected four hex digits");
	p->i += 4;
	if (cp >= 0xd800 && cp <= 0xdbff) {
		long lo = -1;

		if (p->i + 2 < p->n && p->s[p->i + 1] == '\\' &&
		    p->s[p->i + 2] == 'u')
			lo = hex4(p, p->i + 3);
		if (lo < 0xdc00 || lo > 0xdfff)
			return json_fail(p, p->i - 5, "lone "
			    "surrogate in a \\u escape");
		cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
		p->i += 6;
	} else if (cp >= 0xdc80 && cp <= 0xdcff) {
		/* a byte that was not UTF-8 */
		tmp[0] = (char)(cp & 0xff);
		return true;
	} else if (cp >= 0xdc00 && cp <= 0xdfff) {
		return json_fail(p, p->i - 5, "lone surrogate "
		    "in a \\u escape");
	}
	if (cp == 0)
		return json_fail(p, p->i - 5, "NUL (\\u0000) "
		    "in a string");
	*m = optu8_to_bytes((uint32_t)cp, tmp);
	return true;
}

/* The escape at p->s[p->i] (a '\'), into tmp[0..*m): false after its error. */
static bool
scan_escape(struct json_scan *p, size_t at, char *tmp, size_t *m)
{
	if (p->i + 1 >= p->n)
		return json_fail(p, at, "unterminated string");
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
		return scan_u_escape(p, tmp, m);
	default:
		return json_fail(p, p->i - 1, "bad escape in a string");
	}
	return true;
}

/*
** A string into out[cap] (NUL-terminated), *len its length.  Text and
** escapes go through optu8_to_bytes(): U+EF80 to U+EFFF, raw or
** escaped, give back the byte buf_json_string() wrote so, and all else
** gives UTF-8.  A lone \udc80 to \udcff, as turncoat wrote such a byte
** before, gives it back too.  Bytes that are not UTF-8 stay as they are.
** out may be NULL to skip the string.
*/
bool
json_scan_string(struct json_scan *p, char *out, size_t cap, size_t *len)
{
	size_t k = 0, at;
	char tmp[4];

	if (!json_expect(p, '"', "expected a string"))
		return false;
	at = p->i - 1;
	for (;;) {
		unsigned char c;
		size_t m = 1;
		uint32_t ucp;

		if (p->i >= p->n)
			return json_fail(p, at, "unterminated string");
		c = (unsigned char)p->s[p->i];
		if (c == '"')
			break;
		if (c < 0x20)
			return json_fail(p, p->i, "control character in a string");
		tmp[0] = (char)c;
		if (c >= 0x80 && (m = tc_utf8_get((const unsigned char *)p->s +
		    p->i, p->n - p->i, &ucp)) != 0) {
			p->i += m - 1;
			m = optu8_to_bytes(ucp, tmp);
		} else if (c >= 0x80) {
			m = 1;
		} else if (c == '\\') {
			if (!scan_escape(p, at, tmp, &m))
				return false;
		}
		if (out && k + m >= cap) {
			char msg[64];

			snprintf(msg, sizeof(msg), "string longer than %zu bytes",
			    cap - 1);
			return json_fail(p, at, msg);
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
	struct json_scan p;
	struct tc_diag err;

	memset(&p, 0, sizeof(p));
	p.s = s;
	p.n = n;
	p.err = &err;
	return json_scan_string(&p, out, cap, len) ? p.i : 0;
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

