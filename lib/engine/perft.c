/*
** Perft: the number of leaves of the legal move tree, and divide, the
** same split by root move.  The last ply is counted, not made (bulk
** counting), as every fast perft does.
*/
#include <pthread.h>
#include <string.h>
#include "internal.h"

static uint64_t
perft_rec(struct tc_pos *pos, int depth)
{
	struct tc_movelist ml;
	struct tc_undo u;
	uint64_t n = 0;
	int i;

	if (depth <= 1 && pos->eng->count)
		return (uint64_t)pos->eng->count(pos);
	move_legal(pos, &ml);
	if (depth <= 1)
		return (uint64_t)ml.n;
	for (i = 0; i < ml.n; i++) {
		pos_make(pos, ml.m[i], &u);
		n += perft_rec(pos, depth - 1);
		pos_unmake(pos, ml.m[i], &u);
	}
	return n;
}

uint64_t
perft(struct tc_pos *pos, int depth)
{
	tc_init();
	if (depth <= 0)
		return 1;
	return perft_rec(pos, depth);
}

struct job {
	const struct tc_pos *root;
	const struct tc_movelist *ml;
	uint64_t *counts;
	int depth;
	int next;		/* next root move to take */
	pthread_mutex_t lock;
};

static void *
worker(void *arg)
{
	struct job *j = arg;
	struct tc_pos pos = *j->root;
	struct tc_undo u;
	int i;

	for (;;) {
		pthread_mutex_lock(&j->lock);
		i = j->next++;
		pthread_mutex_unlock(&j->lock);
		if (i >= j->ml->n)
			return NULL;
		pos_make(&pos, j->ml->m[i], &u);
		j->counts[i] = j->depth > 1 ? perft_rec(&pos, j->depth - 1) : 1;
		pos_unmake(&pos, j->ml->m[i], &u);
	}
}

uint64_t
perft_divide(const struct tc_pos *pos, int depth, int threads,
    struct tc_movelist *ml, uint64_t *counts)
{
	pthread_t tid[64];
	struct job j;
	uint64_t total = 0;
	int i, started = 0;

	tc_init();
	ml->n = 0;
	if (depth < 1)
		return 0;
	move_legal(pos, ml);
	j.root = pos;
	j.ml = ml;
	j.counts = counts;
	j.depth = depth;
	j.next = 0;
	pthread_mutex_init(&j.lock, NULL);
	if (threads > 64)
		threads = 64;
	for (i = 1; i < threads; i++)
		if (pthread_create(&tid[started], NULL, worker, &j) == 0)
			started++;
	worker(&j);
	for (i = 0; i < started; i++)
		pthread_join(tid[i], NULL);
	pthread_mutex_destroy(&j.lock);
	for (i = 0; i < ml->n; i++)
		total += counts[i];
	return total;
}
