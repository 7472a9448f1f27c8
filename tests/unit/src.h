/*
** Bytes in memory for a lexer, read `chunk` bytes at a time at most: one
** byte a read keeps the lexer off its fast paths, which need its buffer
** to hold the input ahead (pgn_init(lx, src_read, &in)).
*/
#ifndef TC_TEST_SRC_H
#define TC_TEST_SRC_H

#include <string.h>

struct src {
	const char *s;
	size_t len, off, chunk;
};

static size_t
src_read(void *ctx, char *buf, size_t cap)
{
	struct src *in = ctx;
	size_t n = in->len - in->off;

	if (n > in->chunk)
		n = in->chunk;
	if (n > cap)
		n = cap;
	memcpy(buf, in->s + in->off, n);
	in->off += n;
	return n;
}

#endif
