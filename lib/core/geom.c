/*
** Board geometries.
*/
#include <string.h>
#include "internal.h"

const struct tc_geom geom_8x8 = { "8x8", 8, 8, 64 };

void
geom_square_name(const struct tc_geom *g, int sq, char *buf)
{
	if (sq < 0 || sq >= g->nsq) {
		strcpy(buf, "-");
		return;
	}
	int rank = sq / g->files + 1;

	*buf++ = (char)('a' + sq % g->files);
	if (rank >= 10)
		*buf++ = (char)('0' + rank / 10);
	*buf++ = (char)('0' + rank % 10);
	*buf = '\0';
}
