/*
** ECO classification as pgn-extract -e does it: the lines of an ECO file
** (pgn-extract's eco.pgn) are replayed into a table of the positions
** they end in, and a game takes the tags of the last of its main-line
** positions found there.  As in pgn-extract a position is its placement
** of pieces alone (not the side to move, castling or en passant), so
** transpositions count; a line matches a position reached at ply p of
** the game when the line has from p - 6 to p plies, and a line reached
** by the same moves in the same number of plies (the same sum of the
** placement keys along the way) is preferred to every other.
*/
#include <stdlib.h>
#include <string.h>
#include "internal.h"

#define ECO_SLACK 6	/* plies a game may be past the line it matches */

struct eco_entry {
	uint64_t key;		/* the placement the line ends in */
	uint64_t sum;		/* the sum of the keys after each of its moves */
	int plies;
	long index;		/* of the line in the file */
	struct tc_eco_line line;
};

struct tc_eco {
	struct eco_entry *e;
	size_t n, cap;
	int longest;		/* plies of the longest line */
	char **strs;		/* the tag values, one allocation each */
	size_t nstr, capstr;
};

/* The key of pos's placement: its pieces and their marks. */
static uint64_t
placement(const struct tc_pos *pos)
{
	uint64_t k = 0;
	int sq, n = pos->var->geom->nsq;

	for (sq = 0; sq < n; sq++)
		if (pos->board[sq])
			k ^= mix64(((uint64_t)sq << 16) |
			    ((uint64_t)pos->board[sq] << 8) | pos->mark[sq]);
	return k;
}

/* pgn-extract's count of plies: from the move number and side to move. */
static int
plies_of(const struct tc_pos *pos)
{
	return 2 * ((int)pos->fullmove - 1) + (pos->turn & 1);
}

/* A copy of tag `name` of r kept in e, or NULL; false if out of memory. */
static bool
keep(struct tc_eco *e, const struct tc_record *r, const char *name,
    const char **out)
{
	const char *v = rec_tag_value(r, name);
	char *s, **q;

	*out = NULL;
	if (v == NULL)
		return true;
	if (e->nstr == e->capstr) {
		e->capstr = e->capstr ? 2 * e->capstr : 1024;
		if ((q = realloc(e->strs, e->capstr * sizeof(*q))) == NULL)
			return false;
		e->strs = q;
	}
	if ((s = malloc(strlen(v) + 1)) == NULL)
		return false;
	strcpy(s, v);
	e->strs[e->nstr++] = s;
	*out = s;
	return true;
}

/* Enter the finished line g, recorded in r, into e; false if no memory. */
static bool
add_line(struct tc_eco *e, const struct tc_game *g, const struct tc_record *r)
{
	struct tc_pos pos = g->start;
	struct eco_entry *x;
	struct tc_undo u;
	int32_t i;

	if (e->n == e->cap) {
		e->cap = e->cap ? 2 * e->cap : 1024;
		if ((x = realloc(e->e, e->cap * sizeof(*x))) == NULL)
			return false;
		e->e = x;
	}
	x = &e->e[e->n];
	memset(x, 0, sizeof(*x));
	for (i = r->head; i >= 0; i = r->node[i].next) {
		pos_make(&pos, r->node[i].m, &u);
		x->sum += placement(&pos);
	}
	x->key = placement(&pos);
	x->plies = plies_of(&pos);
	x->index = (long)e->n;
	if (!keep(e, r, "ECO", &x->line.eco) ||
	    !keep(e, r, "Opening", &x->line.opening) ||
	    !keep(e, r, "Variation", &x->line.variation) ||
	    !keep(e, r, "SubVariation", &x->line.subvariation))
		return false;
	x->line.plies = x->plies;
	if (x->plies > e->longest)
		e->longest = x->plies;
	e->n++;
	return true;
}

/* By key, then the later line first (the order pgn-extract looks in). */
static int
cmp_entry(const void *a, const void *b)
{
	const struct eco_entry *x = a, *y = b;

	if (x->key != y->key)
		return x->key < y->key ? -1 : 1;
	return x->index > y->index ? -1 : x->index < y->index;
}

/*
** Drop a line that repeats an earlier one's key, sum and plies, as
** pgn-extract keeps the first of such lines.
*/
static void
drop_repeats(struct tc_eco *e)
{
	size_t i, j, k = 0;

	for (i = 0; i < e->n; i++) {
		bool later = false;

		for (j = i + 1; j < e->n && e->e[j].key == e->e[i].key; j++)
			if (e->e[j].sum == e->e[i].sum &&
			    e->e[j].plies == e->e[i].plies)
				later = true;	/* j is an earlier line */
		if (!later)
			e->e[k++] = e->e[i];
	}
	e->n = k;
}

struct tc_eco *
eco_load(size_t (*read)(void *, char *, size_t), void *ctx, long *bad)
{
	struct tc_eco *e = calloc(1, sizeof(*e));
	struct pgn_lexer *lx = malloc(sizeof(*lx));
	struct tc_game *g = malloc(sizeof(*g));
	struct tc_record r;
	struct tc_games gs;
	bool ok = e != NULL && lx != NULL && g != NULL;
	int k;

	memset(&r, 0, sizeof(r));
	if (bad)
		*bad = 0;
	if (ok) {
		pgn_init(lx, read, ctx);
		games_init(&gs, lx, g, tc_variant_for_games());
		gs.rec = &r;
	}
	while (ok && (k = game_next(&gs)) != GAMES_END) {
		if (k != GAMES_GAME || g->nerr || r.nomem) {
			if (k != GAMES_STRAY && bad)
				(*bad)++;
			continue;
		}
		ok = add_line(e, g, &r);
	}
	rec_free(&r);
	free(g);
	free(lx);
	if (!ok) {
		eco_free(e);
		return NULL;
	}
	if (e->n > 1)
		qsort(e->e, e->n, sizeof(*e->e), cmp_entry);
	drop_repeats(e);
	return e;
}

void
eco_free(struct tc_eco *e)
{
	size_t i;

	if (e == NULL)
		return;
	for (i = 0; i < e->nstr; i++)
		free(e->strs[i]);
	free(e->strs);
	free(e->e);
	free(e);
}

size_t
eco_lines(const struct tc_eco *e)
{
	return e->n;
}

/*
** The line for a position with key `key` reached at ply `plies` by
** moves whose keys sum to `sum`, or NULL: the one reached the same way,
** else the earliest line in the file within ECO_SLACK plies.
*/
static const struct eco_entry *
lookup(const struct tc_eco *e, uint64_t key, uint64_t sum, int plies)
{
	const struct eco_entry *possible = NULL;
	size_t lo = 0, hi = e->n, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (e->e[mid].key < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < e->n && e->e[lo].key == key; lo++) {
		const struct eco_entry *x = &e->e[lo];

		if (x->plies == plies && x->sum == sum)
			return x;
		if (x->plies <= plies && plies - x->plies <= ECO_SLACK)
			possible = x;
	}
	return possible;
}

const struct tc_eco_line *
eco_classify(const struct tc_eco *e, const struct tc_game *g,
    const struct tc_record *r)
{
	const struct eco_entry *found = NULL, *x;
	struct tc_pos pos = g->start;
	struct tc_undo u;
	uint64_t key, sum = 0;
	int32_t i;
	int plies;

	for (i = r->head; i >= 0; i = r->node[i].next) {
		if (TC_KIND(r->node[i].m) == TC_MK_NULL)
			return NULL;	/* pgn-extract leaves such games */
		pos_make(&pos, r->node[i].m, &u);
		key = placement(&pos);
		sum += key;
		plies = plies_of(&pos);
		if (plies > e->longest + ECO_SLACK)
			break;
		if ((x = lookup(e, key, sum, plies)) != NULL)
			found = x;
	}
	return found ? &found->line : NULL;
}

/* Set tag `name` of r to value, or remove it when value is NULL. */
static void
set_tag(struct tc_record *r, const char *name, const char *value)
{
	size_t i;

	for (i = 0; i < r->ntag; i++)
		if (strcmp(r->text + r->tag[i].name, name) == 0)
			break;
	if (i == r->ntag) {
		if (value)
			rec_tag(r, name, value, strlen(value));
		return;
	}
	if (value == NULL) {
		memmove(&r->tag[i], &r->tag[i + 1], (r->ntag - i - 1) *
		    sizeof(*r->tag));
		r->ntag--;
		set_tag(r, name, NULL);	/* any repeat of the tag too */
		return;
	}
	/* Room for the value first: it may move the text. */
	rec_tag(r, name, value, strlen(value));
	if (r->nomem)
		return;
	r->tag[i].value = r->tag[r->ntag - 1].value;
	r->ntag--;
}

bool
eco_set_tags(struct tc_record *r, const struct tc_eco_line *l)
{
	set_tag(r, "ECO", l->eco);
	set_tag(r, "Opening", l->opening);
	set_tag(r, "Variation", l->variation);
	set_tag(r, "SubVariation", l->subvariation);
	return !r->nomem;
}
