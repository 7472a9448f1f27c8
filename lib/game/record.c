/*
** Recording a game's movetext as it is replayed: the tree of moves,
** variations, comments and NAGs that the writers walk.  Memory grows
** with one game and is reused for the next.
*/
#include <stdlib.h>
#include <string.h>
#include "internal.h"

/* Grow *p (of *cap elements of size sz) to hold need; false if no memory. */
static bool
grow(void *pp, size_t *cap, size_t need, size_t sz)
{
	void **p = pp;
	size_t n = *cap ? *cap : 64;
	void *q;

	if (need <= *cap)
		return true;
	while (n < need) {
		if (n > SIZE_MAX / 2 / sz)
			return false;
		n *= 2;
	}
	if ((q = realloc(*p, n * sz)) == NULL)
		return false;
	*p = q;
	*cap = n;
	return true;
}

void
rec_free(struct tc_record *r)
{
	free(r->node);
	free(r->text);
	free(r->tag);
	memset(r, 0, sizeof(*r));
}

void
rec_reset(struct tc_record *r)
{
	r->nnode = r->ntext = r->ntag = 0;
	r->last = -1;
	r->head = r->comment = -1;
	r->nomem = false;
	r->line[0].tail = r->line[0].parent = r->line[0].pending = -1;
	r->line[0].closed = false;
}

/* Room for a string of len bytes in the text: its offset, or -1. */
static int32_t
rec_alloc(struct tc_record *r, size_t len)
{
	int32_t off = (int32_t)r->ntext;

	if (r->ntext + len + 1 > TC_REC_MAXTEXT || !grow(&r->text, &r->captext,
	    r->ntext + len + 1, 1)) {
		r->nomem = true;
		return -1;
	}
	r->text[r->ntext + len] = '\0';
	r->ntext += len + 1;
	r->last = off;
	return off;
}

/* Keep s[0..len) (not inside the text itself) in the text. */
static int32_t
rec_text(struct tc_record *r, const char *s, size_t len)
{
	int32_t off = rec_alloc(r, len);

	if (off >= 0)
		memcpy(r->text + off, s, len);
	return off;
}

void
rec_tag(struct tc_record *r, const char *name, const char *value,
    size_t len_value)
{
	struct tc_rtag *t;

	if (!grow(&r->tag, &r->captag, r->ntag + 1, sizeof(*r->tag))) {
		r->nomem = true;
		return;
	}
	t = &r->tag[r->ntag];
	t->name = rec_text(r, name, strlen(name));
	t->value = rec_text(r, value, len_value);
	if (t->name >= 0 && t->value >= 0)
		r->ntag++;
}

/*
** Join comment off2 (an offset into the text, or -1) or s[0..len) to the
** one at *off, with a space between, or make it the one at *off.
*/
static void
add_comment(struct tc_record *r, int32_t *off, int32_t off2, const char *s,
    size_t len)
{
	size_t old;
	int32_t n;

	if (off2 >= 0)
		len = strlen(r->text + off2);
	if (off2 < 0 && *off >= 0 && *off == r->last) {
		old = r->ntext - 1 - (size_t)*off;
		/* the last text kept: extend it in place (its NUL becomes
		 * the space), no copy */
		if (rec_alloc(r, len) < 0)
			return;
		r->last = *off;
		r->text[*off + old] = ' ';
		memcpy(r->text + *off + old + 1, s, len);
		r->text[*off + old + 1 + len] = '\0';
		return;
	}
	old = *off >= 0 ? strlen(r->text + *off) : 0;
	if ((n = rec_alloc(r, old + (*off >= 0) + len)) < 0)
		return;
	/* copies, not pointers: rec_alloc may have moved the text */
	if (*off >= 0) {
		memcpy(r->text + n, r->text + *off, old);
		r->text[n + old++] = ' ';
	}
	memcpy(r->text + n + old, off2 >= 0 ? r->text + off2 : s, len);
	*off = n;
}

void
rec_comment(struct tc_record *r, int depth, const char *s, size_t len)
{
	struct tc_rnode *tail;

	if (r->line[depth].tail >= 0 && !r->line[depth].closed) {
		tail = &r->node[r->line[depth].tail];
		add_comment(r, &tail->after, -1, s, len);
	} else {
		add_comment(r, &r->line[depth].pending, -1, s, len);
	}
}

/* NAG n on the last move of the line; false if it has too many. */
bool
rec_nag(struct tc_record *r, int depth, int n)
{
	struct tc_rnode *tail;

	if (r->line[depth].tail < 0)
		return true;	/* before any move: nothing to annotate */
	tail = &r->node[r->line[depth].tail];
	if (tail->nnag >= TC_REC_MAXNAG)
		return false;
	tail->nag[tail->nnag++] = (uint8_t)n;
	return true;
}

void
rec_move(struct tc_record *r, int depth, tc_move m)
{
	struct tc_rnode *x;
	int32_t i = (int32_t)r->nnode, *link;

	if (r->nnode >= TC_REC_MAXNODE || !grow(&r->node, &r->capnode,
	    r->nnode + 1, sizeof(*r->node))) {
		r->nomem = true;
		return;
	}
	x = &r->node[r->nnode++];
	memset(x, 0, sizeof(*x));
	x->m = m;
	x->next = x->var = x->alt = x->after = -1;
	x->before = r->line[depth].pending;
	r->line[depth].pending = -1;
	if (r->line[depth].tail >= 0) {
		link = &r->node[r->line[depth].tail].next;
	} else if (depth == 0) {
		link = &r->head;
	} else {
		/* the first move of a variation: last among its parent's */
		link = &r->node[r->line[depth].parent].var;
		while (*link >= 0)
			link = &r->node[*link].alt;
	}
	*link = i;
	r->line[depth].tail = i;
	r->line[depth].closed = false;
}

/* A variation opens at depth+1, replacing the last move at depth. */
void
rec_open(struct tc_record *r, int depth)
{
	r->line[depth + 1].was_closed = r->line[depth].closed;
	r->line[depth].closed = true;
	r->line[depth + 1].tail = -1;
	r->line[depth + 1].parent = r->line[depth].tail;
	r->line[depth + 1].pending = -1;
	r->line[depth + 1].closed = false;
}

/* The line at depth ends: a comment left over goes after its last move. */
void
rec_end_line(struct tc_record *r, int depth)
{
	int32_t pend = r->line[depth].pending, tail = r->line[depth].tail;

	/* a variation without moves is not written: as if it never was */
	if (tail < 0 && depth > 0)
		r->line[depth - 1].closed = r->line[depth].was_closed;
	if (pend < 0)
		return;
	r->line[depth].pending = -1;
	if (tail < 0 && depth > 0)
		tail = r->line[depth].parent;	/* an empty variation */
	if (tail >= 0)
		add_comment(r, &r->node[tail].after, pend, NULL, 0);
	else
		add_comment(r, &r->comment, pend, NULL, 0);
}
