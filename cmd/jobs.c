/*
** The worker threads of pgn-replay and convert: the chunks in flight,
** processed in any order and written out in input order (jobs.h).
*/
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "jobs.h"
#include "progress.h"

struct worker {
	pthread_t tid;
	void *st;
};

struct tally jobs_total;
uint64_t jobs_bytes;
const struct job_tool *jobs_tool;
void *jobs_main_st;		/* the main thread's state */
size_t jobs_chunk;
static struct job *ring;
static size_t nring;
static size_t submitted, taken, committed;
static bool stopping;
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t work_cv = PTHREAD_COND_INITIALIZER;
static pthread_cond_t done_cv = PTHREAD_COND_INITIALIZER;
static struct worker *workers;
int jobs_nworkers;
struct carry *jobs_carry;		/* the game carried into the next stretch */
long jobs_file_games;		/* games of the current file so far */
bool jobs_out_pipe;

void
jobs_grow(char **p, size_t *cap, size_t need)
{
	if (need > *cap) {
		*cap = need < 2 * *cap ? 2 * *cap : need;
		*p = xrealloc(*p, *cap);
	}
}

/* Run a stretch with state st into o, then account for it. */
void
jobs_account(const struct tally *t)
{
	int i;

	jobs_total.games += t->games;
	jobs_total.plies += t->plies;
	jobs_total.errors += t->errors;
	jobs_total.warnings += t->warnings;
	jobs_total.strict += t->strict;
	jobs_total.positions += t->positions;
	jobs_total.skipped += t->skipped;
	for (i = 0; i <= TC_PROOF_VERIFIED; i++)
		jobs_total.proof[i] += t->proof[i];
	jobs_file_games += t->numbers;
	raise_status(t->status);
}

/* A stretch over a chunk in memory. */
static void
chunk_stretch(struct stretch *in, struct pgn_mem *m, const struct job *j)
{
	m->p = j->data;
	m->len = j->len;
	m->pos = 0;
	stretch_init(in, j->file, j->line0, j->first, j->kind, pgn_read_mem,
	    m);
	in->at_cut = j->cut;
	in->byte0 = j->byte0;
}

static void
run_job(struct worker *w, struct job *j)
{
	struct stretch in;
	struct pgn_mem m;

	chunk_stretch(&in, &m, j);
	j->out.b.n = 0;
	j->out.n = 0;
	j->out.cur = OUT_STDOUT;
	memset(&j->tally, 0, sizeof(j->tally));
	jobs_tool->run(w->st, &in, &j->out, &j->tally, false);
	j->carry = in.carry ? carry_save(w->st) : NULL;
}

static void *
worker_main(void *arg)
{
	struct worker *w = arg;
	struct job *j;

	for (;;) {
		pthread_mutex_lock(&mu);
		while (taken == submitted && !stopping)
			pthread_cond_wait(&work_cv, &mu);
		if (taken == submitted) {
			pthread_mutex_unlock(&mu);
			return NULL;
		}
		j = &ring[taken++ % nring];
		pthread_mutex_unlock(&mu);
		if (j->work)
			run_job(w, j);
		pthread_mutex_lock(&mu);
		j->done = true;
		pthread_cond_signal(&done_cv);
		pthread_mutex_unlock(&mu);
	}
}

/* Write out a processed chunk, in input order. */
static void
commit(struct job *j)
{
	struct stretch in;
	struct pgn_mem m;

	if (j->first)
		jobs_file_games = 0;
	if (j->work && jobs_carry) {
		/* Its worker started afresh: run it again from the game. */
		chunk_stretch(&in, &m, j);
		jobs_run_main(&in);
		if (j->carry)
			carry_drop(j->carry);	/* its worker's, not needed */
	} else if (j->work) {
		out_emit(&j->out, jobs_file_games);
		jobs_account(&j->tally);
		jobs_bytes += j->len;
		progress_note(jobs_total.games, jobs_bytes);
		jobs_carry = j->carry;
	}
	j->carry = NULL;
	if (j->out.b.cap > 16 * jobs_chunk)
		out_free(&j->out);	/* rare: keep what a chunk usually needs */
	if (j->msg) {
		progress_clear();
		fputs(j->msg, stderr);
		raise_status(EXIT_TROUBLE);
		free(j->msg);
		j->msg = NULL;
	}
	if (j->cap > 2 * jobs_chunk + 2 * READ_SIZE) {
		free(j->data);
		j->data = NULL;
		j->cap = 0;
	}
}

/* Commit the oldest chunk if it is done, or once it is with wait. */
bool
jobs_commit_one(bool wait)
{
	struct job *j;
	bool done;

	if (committed == submitted)
		return false;
	j = &ring[committed % nring];
	pthread_mutex_lock(&mu);
	while (wait && !j->done)
		pthread_cond_wait(&done_cv, &mu);
	done = j->done;
	pthread_mutex_unlock(&mu);
	if (!done)
		return false;
	commit(j);
	committed++;
	return true;
}

void
jobs_drain(void)
{
	while (jobs_commit_one(true))
		;
}

/* The next free job, the one after those submitted. */
struct job *
job_take(const char *file, int kind)
{
	struct job *j;

	while (submitted - committed >= nring)
		jobs_commit_one(true);
	j = &ring[submitted % nring];
	j->file = file;
	j->kind = kind;
	j->len = 0;
	j->line0 = 0;
	j->byte0 = 0;
	j->cut = j->first = false;
	j->work = true;
	j->msg = NULL;
	return j;
}

void
job_submit(struct job *j)
{
	pthread_mutex_lock(&mu);
	j->done = false;
	submitted++;
	pthread_cond_signal(&work_cv);
	pthread_mutex_unlock(&mu);
	while (jobs_commit_one(false))
		;
}

void
jobs_error(const char *fmt, ...)
{
	struct tc_buf b = { 0 };
	struct job *j;
	va_list ap;
	char *msg;

	va_start(ap, fmt);
	msg_vline(&b, NULL, 0, 0, fmt, ap);
	va_end(ap);
	if (b.nomem) {
		warnx_("out of memory");
		exit(EXIT_TROUBLE);
	}
	msg = b.p;
	if (jobs_nworkers == 0) {
		fputs(msg, stderr);
		raise_status(EXIT_TROUBLE);
		free(msg);
		return;
	}
	j = job_take("", 0);
	j->work = false;
	j->msg = msg;
	job_submit(j);
}

void
jobs_start(const struct job_tool *t, int jobs, const char *chunk_env)
{
	const char *e = chunk_env ? getenv(chunk_env) : NULL;
	struct stat st;
	long v;
	int i, err = 0;

	jobs_tool = t;
	jobs_main_st = jobs_state_new();
	if (jobs < 2)
		return;
	jobs_chunk = t->chunk;
	if (e && *e && parse_int(e, 1, 1L << 30, &v))
		jobs_chunk = (size_t)v;
	jobs_out_pipe = fstat(fileno(stdout), &st) == 0 && S_ISFIFO(st.st_mode);
	nring = (size_t)jobs + 3;
	ring = xrealloc(NULL, nring * sizeof(*ring));
	memset(ring, 0, nring * sizeof(*ring));
	workers = xrealloc(NULL, (size_t)jobs * sizeof(*workers));
	for (i = 0; i < jobs; i++) {
		workers[i].st = jobs_state_new();
		if ((err = pthread_create(&workers[i].tid, NULL, worker_main,
		    &workers[i])) != 0) {
			jobs_state_free(workers[i].st);
			break;
		}
	}
	if ((jobs_nworkers = i) == 0) {
		warnx_("cannot start a thread: %s", strerror(err));
		exit(EXIT_TROUBLE);
	}
}

void
jobs_stop(void)
{
	size_t i;
	int k;

	jobs_drain();
	pthread_mutex_lock(&mu);
	stopping = true;
	pthread_cond_broadcast(&work_cv);
	pthread_mutex_unlock(&mu);
	for (k = 0; k < jobs_nworkers; k++) {
		pthread_join(workers[k].tid, NULL);
		jobs_state_free(workers[k].st);
	}
	for (i = 0; i < nring; i++) {
		free(ring[i].data);
		out_free(&ring[i].out);
	}
	if (jobs_carry)
		carry_drop(jobs_carry);
	jobs_state_free(jobs_main_st);
	free(ring);
	free(workers);
	feed_free();
}
