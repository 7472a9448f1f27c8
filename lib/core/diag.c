/*
** Diagnostics: a column and a message, collected for the caller to print.
*/
#include <stdio.h>
#include "internal.h"

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
	vsnprintf(x->msg, sizeof(x->msg), fmt, ap);
	va_end(ap);
}
