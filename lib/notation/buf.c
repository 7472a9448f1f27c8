/*
** The caller's growing buffer that the writers fill (struct tc_buf), and
** JSON strings in it.
*/
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "internal.h"

void
buf_free(struct tc_buf *b)
{
	free(b->p);
	memset(b, 0, sizeof(*b));
}

void
buf_add(struct tc_buf *b, const char *s, size_t n)
{
	size_t cap = b->cap ? b->cap : 4096;
	char *q;

	if (b->nomem)
		return;
	if (b->n + n + 1 > b->cap) {
		while (cap < b->n + n + 1) {
			if (cap > SIZE_MAX / 2) {
				b->nomem = true;
				return;
			}
			cap *= 2;
		}
		if ((q = realloc(b->p, cap)) == NULL) {
			b->nomem = true;
			return;
		}
		b->p = q;
		b->cap = cap;
	}
	if (n > 0)	/* s may be an empty buffer's NULL */
		memcpy(b->p + b->n, s, n);
	b->n += n;
	b->p[b->n] = '\0';
}

/* Short formatted pieces only (numbers, fixed keys): at most 127 bytes. */
void
buf_printf(struct tc_buf *b, const char *fmt, ...)
{
	char tmp[128];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(tmp, sizeof(tmp), fmt, ap);
	va_end(ap);
	buf_add(b, tmp, n < 0 ? 0 : (size_t)n < sizeof(tmp) ? (size_t)n :
	    sizeof(tmp) - 1);
}

/*
** UTF-8 is kept as it is and control characters become \u00XX.  Other
** bytes (ISO-8859-1 text, as PGN files often hold) become \uef80 to
** \uefff as optu8_from_bytes() says, which game_read_json() turns back
** into those bytes.
*/
void
buf_json_string(struct tc_buf *b, const char *s, size_t len)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t i, k, run = 0;
	uint32_t cp;

	buf_add(b, "\"", 1);
	for (i = 0; i < len; i++) {
		unsigned char c = u[i];

		if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\')
			continue;
		buf_add(b, s + run, i - run);
		if (c == '"' || c == '\\') {
			buf_add(b, "\\", 1);
			buf_add(b, s + i, 1);
		} else if (c < 0x80) {
			buf_printf(b, "\\u%04x", c);
		} else if ((k = optu8_from_bytes(s + i, len - i, &cp)) > 1 ||
		    cp < OPTU8_FIRST) {
			buf_add(b, s + i, k);
			i += k - 1;
		} else {
			buf_printf(b, "\\u%04x", (unsigned)cp);
		}
		run = i + 1;
	}
	buf_add(b, s + run, len - run);
	buf_add(b, "\"", 1);
}
