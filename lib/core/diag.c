/*
** Diagnostics: a column and a message, collected for the caller to print;
** messages cut only after a whole word.
*/
#include <stdio.h>
#include <string.h>
#include "internal.h"

void
msg_init(struct msgbuf *m, char *s, size_t cap)
{
	m->s = s;
	m->cap = cap;
	m->len = 0;
	if (cap > 0)
		s[0] = '\0';
}

/*
** The text s[0..cap-1) did not fit: end it after the last whole word that
** leaves room for "...", dropping the spaces and the ',', ':' or ';'
** before the cut.
*/
static void
cut_at_word(struct msgbuf *m)
{
	size_t i;

	if (m->cap < 8) {
		m->len = m->cap;
		return;
	}
	for (i = m->cap - 4; i > 0 && m->s[i] != ' '; i--)
		;
	if (i == 0)
		i = m->cap - 4;
	while (i > 0 && strchr(" ,:;", m->s[i - 1]))
		i--;
	memcpy(m->s + i, "...", 4);
	m->len = m->cap;	/* full: later text is left out */
}

void
msg_vadd(struct msgbuf *m, const char *fmt, va_list ap)
{
	size_t room;
	int n;

	if (m->len >= m->cap)
		return;
	room = m->cap - m->len;
	n = vsnprintf(m->s + m->len, room, fmt, ap);
	if (n < 0)
		return;
	if ((size_t)n >= room)
		cut_at_word(m);
	else
		m->len += (size_t)n;
}

void
msg_add(struct msgbuf *m, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	msg_vadd(m, fmt, ap);
	va_end(ap);
}

void
msg_vformat(char *s, size_t cap, const char *fmt, va_list ap)
{
	struct msgbuf m;

	msg_init(&m, s, cap);
	msg_vadd(&m, fmt, ap);
}

void
msg_format(char *s, size_t cap, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	msg_vformat(s, cap, fmt, ap);
	va_end(ap);
}

void
diag_add(struct tc_diags *d, int col, bool warning, const char *fmt, ...)
{
	va_list ap;
	struct tc_diag *x;

	if (warning)
		d->nwarn++;
	else
		d->nerr++;
	if (d->n >= TC_MAXDIAG)
		return;
	x = &d->d[d->n++];
	x->col = col;
	x->warning = warning;
	va_start(ap, fmt);
	msg_vformat(x->msg, sizeof(x->msg), fmt, ap);
	va_end(ap);
}
